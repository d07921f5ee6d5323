// Benchmark: how many numeric facts of the devices corpus the value parser and entry canonicaliser recover,
// and how many numbers come out wrong, checked against the ground-truth table the corpus was generated from.
// Rows are read with a small layout-specific extractor (the real ingest parsers are benchmarked elsewhere), so
// this measures canonicalEntry + parseValue only. For each device and ground-truth field, the field counts when
// the document has a row whose Entry holds that field; it is recovered when the parsed number equals the truth,
// wrong when a different number comes out, missing when none does.

import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import Papa from 'papaparse';
import { quarryError } from '../electron/engine/errors.ts';
import { parseValue, type ParsedValue } from '../electron/engine/skg/values/parse-value.ts';
import { canonicalEntry, loadAliases } from '../electron/engine/skg/entries/canonical-entry.ts';
import { loadUnitTable, valueInUnit } from '../electron/engine/skg/values/quantity.ts';

interface Row { section: string | null; key: string; value: string }
interface Doc { file: string; layout: string; name: string; rows: Row[] }

const decode = (s: string) =>
  s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&nbsp;/g, '\u00A0').replace(/&amp;/g, '&').replace(/<[^>]*>/g, '').trim();

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

function extractHtml(file: string, t: string): Doc {
  const rows: Row[] = [];
  const name = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(t)?.[1] ?? '');
  let layout = 'html';
  let re: RegExp | null = null;
  if (t.includes('class="ttl"')) { layout = 'html-table'; re = /class="section">([^<]*)<|<td class="ttl">([\s\S]*?)<\/td><td class="nfo">([\s\S]*?)<\/td>/g; }
  else if (t.includes('spec-label')) { layout = 'html-div'; re = /spec-group-title">([^<]*)<|spec-label">([\s\S]*?)<\/div><div class="spec-value">([\s\S]*?)<\/div>/g; }
  else if (t.includes('<dt>')) { layout = 'html-dl'; re = /<h2>([^<]*)<\/h2>|<dt>([\s\S]*?)<\/dt><dd>([\s\S]*?)<\/dd>/g; }
  let section: string | null = null;
  if (re) for (let m = re.exec(t); m; m = re.exec(t)) {
    if (m[1] !== undefined) section = decode(m[1]);
    else rows.push({ section, key: decode(m[2]!), value: decode(m[3]!) });
  }
  const box = /class="price-box[^"]*">([\s\S]*?)<\/div>/.exec(t);
  if (box) rows.push({ section: null, key: 'Price', value: decode(box[1]!).replace(/^Our price:\s*/, '') });
  return { file, layout, name, rows };
}

function extractMd(file: string, t: string): Doc {
  const rows: Row[] = [];
  const name = (/^# (.*)$/m.exec(t)?.[1] ?? '').replace(/\s+—\s+spec sheet$/, '').trim();
  let layout = 'md-list';
  let section: string | null = null;
  if (t.includes('| Section |')) {
    layout = 'md-table';
    for (const line of t.split('\n')) {
      if (!line.startsWith('| ') || line.startsWith('| Section') || line.startsWith('| ---')) continue;
      const c = line.replace(/^\|\s*|\s*\|\s*$/g, '').split(' | ');
      if (c.length === 3) rows.push({ section: c[0]!, key: c[1]!, value: c[2]! });
    }
  } else if (t.includes('### ')) {
    layout = 'md-headings';
    for (const line of t.split('\n')) {
      if (line.startsWith('### ')) section = line.slice(4).trim();
      else if (section && line.includes(': ')) {
        const i = line.indexOf(': ');
        rows.push({ section, key: line.slice(0, i).trim(), value: line.slice(i + 2).trim() });
      }
    }
  } else {
    for (const line of t.split('\n')) {
      if (line.startsWith('## ')) section = line.slice(3).trim();
      const m = /^- \*\*(.*?):\*\* (.*)$/.exec(line);
      if (m) rows.push({ section, key: m[1]!, value: m[2]!.trim() });
    }
  }
  return { file, layout, name, rows };
}

function extractCsv(file: string, t: string): Doc[] {
  const parsed = Papa.parse<string[]>(t.trim(), { skipEmptyLines: true });
  const [header, ...data] = parsed.data;
  if (!header) return [];
  const layout = `csv-${header.length}`;
  return data.map((cells) => {
    const rows = header.map((k, i) => ({ section: null, key: k, value: cells[i] ?? '' }));
    const get = (k: string) => rows.find((r) => r.key === k)?.value ?? '';
    const name = get('Model') || `${get('Brand')} ${get('Device')}`.trim();
    return { file, layout, name, rows };
  });
}

type Facts = Map<string, ParsedValue[]>;

function factsOf(doc: Doc, aliases: ReturnType<typeof loadAliases>): Facts {
  const facts: Facts = new Map();
  for (const r of doc.rows) {
    const { entry, unit } = canonicalEntry(r.section, r.key, aliases);
    const pv = parseValue(r.value, { entry, ...(unit ? { unit } : {}) });
    const list = facts.get(entry) ?? [];
    list.push(pv);
    facts.set(entry, list);
  }
  return facts;
}

type Extract = (f: Facts) => { present: boolean; values: number[] };
const num = (v: string | undefined) => (v === undefined || v.trim() === '' || v === 'NULL' ? null : Number.parseFloat(v));
const fromEntry = (entry: string, pick: (p: ParsedValue) => number | undefined): Extract => (f) => {
  const list = f.get(entry) ?? [];
  const values = list.map(pick).filter((v): v is number => v !== undefined);
  return { present: list.some((p) => !p.empty), values };
};
const units = loadUnitTable();
/** The primary number in the table's unit (the parser gives it in its dimension's canonical unit). */
const primaryIn = (unit: string) => (p: ParsedValue) =>
  p.primary ? (p.primary.canonical ? valueInUnit(units, p.primary.canonical.value, unit) : p.primary.value) : undefined;
const either = (...xs: Extract[]): Extract => (f) => {
  const rs = xs.map((x) => x(f));
  return { present: rs.some((r) => r.present), values: rs.flatMap((r) => r.values) };
};
const hintFrom = (entry: string, hintEntry: string): Extract => fromEntry(entry, (p) => p.hints?.find((h) => h.entry === hintEntry)?.value);

const FIELDS: Record<string, Extract> = {
  weight: fromEntry('Weight', primaryIn('g')),
  length: either(fromEntry('Dimensions', (p) => p.dims?.values[0]), fromEntry('Length', primaryIn('mm'))),
  width: either(fromEntry('Dimensions', (p) => p.dims?.values[1]), fromEntry('Width', primaryIn('mm'))),
  height: either(fromEntry('Dimensions', (p) => p.dims?.values[2]), fromEntry('Thickness', primaryIn('mm'))),
  screen_size: fromEntry('Display size', (p) => p.primary?.value),
  screen_body_ratio: (f) => {
    const list = (f.get('Display size') ?? []).filter((p) => p.raw.includes('%'));
    return { present: list.length > 0, values: list.map((p) => p.quantities.find((q) => q.unit === '%')?.value).filter((v): v is number => v !== undefined) };
  },
  resolution_l: fromEntry('Resolution', (p) => p.resolution?.width),
  resolution_w: fromEntry('Resolution', (p) => p.resolution?.height),
  ppi: either(fromEntry('Pixel density', (p) => p.primary?.value), (f) => ({ present: false, values: (f.get('Resolution') ?? []).map((p) => p.quantities.find((q) => q.unit === 'ppi')?.value).filter((v): v is number => v !== undefined) })),
  battery_capacity: fromEntry('Battery', (p) => p.primary?.value),
  price: fromEntry('Price', (p) => p.prices?.[0]?.amount ?? p.primary?.value),
  released_date: fromEntry('Released', (p) => p.date?.year),
  cpu_core: either(fromEntry('CPU cores', (p) => p.primary?.value ?? p.hints?.find((h) => h.entry === 'CPU cores')?.value), hintFrom('CPU', 'CPU cores'), hintFrom('Chipset', 'CPU cores')),
  ram: either(fromEntry('RAM', primaryIn('GB')), (f) => ({ present: false, values: (f.get('Storage') ?? []).flatMap((p) => (p.memory ?? []).map((m) => m.ram)).filter((v): v is number => v !== undefined).map((v) => valueInUnit(units, v, 'GB')).slice(0, 1) })),
  internal_storage: fromEntry('Storage', primaryIn('GB')),
  sim_count: either(fromEntry('SIM slots', (p) => p.primary?.value), hintFrom('SIM', 'SIM slots')),
};

export async function run(opts: { sharedDir: string; quick?: boolean }): Promise<{ metrics: Record<string, number>; table: Array<Record<string, string | number>>; notes?: string[] }> {
  const corpus = join(opts.sharedDir, 'datasets/devices-corpus');
  const truthPath = join(opts.sharedDir, 'datasets/product_specs/gsmarena_devices_v3/devices_v3.csv');
  if (!existsSync(corpus)) throw quarryError('BENCH_DATA_MISSING', corpus);
  if (!existsSync(truthPath)) throw quarryError('BENCH_DATA_MISSING', truthPath);
  const truth = new Map<string, Record<string, string>>();
  for (const r of Papa.parse<Record<string, string>>(readFileSync(truthPath, 'utf8'), { header: true, skipEmptyLines: true }).data) truth.set(r.name!.toLowerCase(), r);

  const docs: Doc[] = [];
  for (const p of walk(corpus).sort()) {
    const t = readFileSync(p, 'utf8');
    const file = relative(corpus, p);
    if (p.endsWith('.html')) docs.push(extractHtml(file, t));
    else if (p.endsWith('.md') && !p.endsWith('README.md')) docs.push(extractMd(file, t));
    else if (p.endsWith('.csv')) docs.push(...extractCsv(file, t));
  }
  const sample = opts.quick ? docs.filter((_, i) => i % 5 === 0) : docs;
  const aliases = loadAliases();
  const per: Record<string, { total: number; ok: number; wrong: number; missing: number }> = {};
  const perLayout: Record<string, { total: number; ok: number; wrong: number }> = {};
  const wrongExamples: string[] = [];
  let unmatched = 0;
  const t0 = performance.now();
  let rowsParsed = 0;
  for (const doc of sample) {
    const gt = truth.get(doc.name.toLowerCase());
    if (!gt) { unmatched++; continue; }
    rowsParsed += doc.rows.length;
    const facts = factsOf(doc, aliases);
    for (const [field, extract] of Object.entries(FIELDS)) {
      let expected = num(gt[field]);
      if (expected === null || Number.isNaN(expected)) continue;
      if (field === 'price' && expected === 0) continue;
      if (field === 'weight' && expected < 50) continue;
      const { present, values } = extract(facts);
      if (!present && values.length === 0) continue;
      if (field === 'price') expected = Math.round(expected * 100) / 100;
      const s = (per[field] ??= { total: 0, ok: 0, wrong: 0, missing: 0 });
      const l = (perLayout[doc.layout] ??= { total: 0, ok: 0, wrong: 0 });
      s.total++; l.total++;
      const close = (v: number) => Math.abs(v - expected!) <= 1e-6 * Math.max(1, Math.abs(expected!));
      if (values.length === 0) s.missing++;
      else if (values.some(close) && values.every(close)) { s.ok++; l.ok++; }
      else if (values.some(close)) { s.ok++; l.ok++; s.wrong++; l.wrong++; if (wrongExamples.length < 25) wrongExamples.push(`${doc.file} ${field}: expected ${expected}, got ${values.join('|')}`); }
      else { s.wrong++; l.wrong++; if (wrongExamples.length < 25) wrongExamples.push(`${doc.file} ${field}: expected ${expected}, got ${values.join('|')}`); }
    }
  }
  const ms = performance.now() - t0;
  const total = Object.values(per).reduce((a, s) => a + s.total, 0);
  const ok = Object.values(per).reduce((a, s) => a + s.ok, 0);
  const wrong = Object.values(per).reduce((a, s) => a + s.wrong, 0);
  const table = [
    ...Object.entries(per).map(([field, s]) => ({ group: 'field', name: field, total: s.total, recovered: s.ok, wrong: s.wrong, missing: s.missing, recall: +(s.ok / s.total).toFixed(4) })),
    ...Object.entries(perLayout).map(([layout, s]) => ({ group: 'layout', name: layout, total: s.total, recovered: s.ok, wrong: s.wrong, missing: s.total - s.ok, recall: +(s.ok / s.total).toFixed(4) })),
  ];
  return {
    metrics: { facts: total, recovered: ok, recall: +(ok / Math.max(1, total)).toFixed(4), wrong_numbers: wrong, documents: sample.length, unmatched_documents: unmatched, rows_per_second: Math.round(rowsParsed / (ms / 1000)) },
    table,
    notes: [`A fact counts as wrong when a parsed number of its entry differs from the truth (even if another equals it).`, ...wrongExamples],
  };
}
