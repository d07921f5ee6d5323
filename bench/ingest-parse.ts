// Parses the whole devices corpus (HTML, Markdown, CSV) and reports speed and record coverage per layout:
// files, records per file, rows per record, and files whose page record misses spec rows the source has.
// The expected row count per page comes from counting the layout's own row markup in the source.

import fs from 'node:fs';
import path from 'node:path';
import { quarryError } from '../electron/engine/errors.ts';
import { formatOf, parseFile } from '../electron/engine/ingest/parse.ts';
import type { ParsedDocument } from '../electron/engine/ingest/types.ts';

interface LayoutStats {
  files: number;
  records: number;
  rows: number;
  zeroRecords: number;
  missingRows: number;
  extraRows: number;
  wrongSubject: number;
}

function layoutOf(file: string, src: string): { layout: string; expectedRows: number; expectedSubject: string | null } {
  const count = (re: RegExp) => (src.match(re) ?? []).length;
  const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(src)?.[1] ?? /^# (.*)$/m.exec(src)?.[1] ?? null;
  const unescape = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  const subject = h1 ? unescape(h1).replace(/\s+—\s+spec sheet$/, '').trim() : null;
  if (file.endsWith('.csv')) return { layout: 'csv catalogue', expectedRows: 0, expectedSubject: null };
  if (file.endsWith('.html')) {
    if (src.includes('class="spec-row"')) return { layout: 'html div rows', expectedRows: count(/class="spec-row"/g), expectedSubject: subject };
    if (src.includes('<dl>')) return { layout: 'html dl', expectedRows: count(/<dt>/g) + count(/class="price"/g), expectedSubject: subject };
    if (src.includes('class="ttl"')) return { layout: 'html table', expectedRows: count(/class="ttl"/g), expectedSubject: subject };
    return { layout: 'html other', expectedRows: 0, expectedSubject: subject };
  }
  if (/^\|/m.test(src)) return { layout: 'md table', expectedRows: count(/^\|/gm) - 2, expectedSubject: subject };
  if (/^- \*\*/m.test(src)) return { layout: 'md bold bullets', expectedRows: count(/^- \*\*/gm), expectedSubject: subject };
  if (/^---/.test(src)) {
    const front = /^---\n([\s\S]*?)\n---/.exec(src)?.[1] ?? '';
    const body = src.slice(front.length + 8);
    const lines = (front.match(/^\w[^:\n]*: .+$/gm) ?? []).length + (body.match(/^[^#\n_][^:\n]{0,60}: .+$/gm) ?? []).length;
    return { layout: 'md front matter + lines', expectedRows: lines, expectedSubject: subject };
  }
  return { layout: 'md other', expectedRows: 0, expectedSubject: subject };
}

export async function run(opts: { sharedDir: string; quick?: boolean }) {
  const root = path.join(opts.sharedDir, 'datasets', 'devices-corpus');
  if (!fs.existsSync(root)) throw quarryError('BENCH_DATA_MISSING', root);
  let files = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => formatOf(f) !== null && !f.endsWith('README.md') && fs.statSync(path.join(root, f)).isFile())
    .sort();
  if (opts.quick) files = files.filter((_, i) => i % 10 === 0);
  const inputs = files.map((f) => ({ file: f, bytes: fs.readFileSync(path.join(root, f)) }));
  const bytes = inputs.reduce((n, x) => n + x.bytes.length, 0);

  const stats = new Map<string, LayoutStats>();
  const problems: string[] = [];
  let records = 0;
  let blocks = 0;
  const t0 = performance.now();
  const docs: ParsedDocument[] = [];
  for (const { file, bytes: b } of inputs) docs.push(await parseFile(file, b));
  const seconds = (performance.now() - t0) / 1000;

  docs.forEach((doc, i) => {
    const { file, bytes: b } = inputs[i];
    const { layout, expectedRows, expectedSubject } = layoutOf(file, b.toString('utf8'));
    const s = stats.get(layout) ?? { files: 0, records: 0, rows: 0, zeroRecords: 0, missingRows: 0, extraRows: 0, wrongSubject: 0 };
    stats.set(layout, s);
    s.files++;
    s.records += doc.records.length;
    s.rows += doc.records.reduce((n, r) => n + r.rows.length, 0);
    records += doc.records.length;
    blocks += doc.blocks.length;
    if (doc.records.length === 0) {
      s.zeroRecords++;
      problems.push(`${file}: no records`);
    }
    const page = doc.records.find((r) => r.kind === 'page');
    if (expectedRows > 0 && (page?.rows.length ?? 0) < expectedRows) {
      s.missingRows++;
      problems.push(`${file}: ${page?.rows.length ?? 0} of ${expectedRows} rows`);
    }
    if (expectedRows > 0 && (page?.rows.length ?? 0) > expectedRows) {
      s.extraRows++;
      problems.push(`${file}: ${page?.rows.length ?? 0} rows, source has ${expectedRows}`);
    }
    if (expectedSubject && page && page.subject !== expectedSubject) {
      s.wrongSubject++;
      problems.push(`${file}: subject "${page.subject}" ≠ "${expectedSubject}"`);
    }
    for (const b2 of doc.blocks) if (doc.text.slice(b2.start, b2.end) !== b2.text) problems.push(`${file}: block ${b2.order} range`);
  });

  const table = [...stats.entries()].map(([layout, s]) => ({
    layout,
    files: s.files,
    'records/file': +(s.records / s.files).toFixed(2),
    'rows/record': +(s.rows / Math.max(1, s.records)).toFixed(1),
    'zero-record files': s.zeroRecords,
    'files missing rows': s.missingRows,
    'files with extra rows': s.extraRows,
    'wrong subject': s.wrongSubject,
  }));
  return {
    metrics: {
      files: files.length,
      megabytes: +(bytes / 1e6).toFixed(2),
      seconds: +seconds.toFixed(2),
      filesPerSecond: Math.round(files.length / seconds),
      records,
      blocks,
      zeroRecordFiles: [...stats.values()].reduce((n, s) => n + s.zeroRecords, 0),
      filesMissingRows: [...stats.values()].reduce((n, s) => n + s.missingRows, 0),
      filesWithExtraRows: [...stats.values()].reduce((n, s) => n + s.extraRows, 0),
      wrongSubjects: [...stats.values()].reduce((n, s) => n + s.wrongSubject, 0),
    },
    table,
    notes: problems.slice(0, 30),
  };
}
