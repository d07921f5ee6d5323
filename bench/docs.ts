// `npm run bench -- docs`: a folder of real package documentation (bench/corpora/debian-docs/doc, mostly
// extensionless Debian copyright files, changelog.Debian, README, NEWS…) through the whole product, as a user would
// meet it: index it with the CLI, report how many of its files were read (`quarry status --json`), then answer
//   - exact.json (licence/upstream/version/uploader lookups, lists and counts; gold computed by gold.mjs from the
//     files) scored by the shared ../shared/bench/score_devices.py, and
//   - open.json (hand-written open and yes/no questions, each with the file that states the answer) scored by
//     bench/score_open.py, and
//   - open-own.json (a second hand-written set in the same format, written from the files before the open-question
//     work began and kept as a held-out check of it; reported apart as own_*) scored the same way, and
//   - open-new.json (50 more, written in stop 37 by a helper who had not read the code, before Quarry was run on
//     them; read as a working set from then on; reported apart as new_*) scored the same way,
// in one batch run of `quarry ask --questions … --out …` (no model). Only {id, question} reach the product.
// `--quick`: the first 15 questions of each file.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { quarryError } from '../electron/engine/errors.ts';
import type { BenchOptions, BenchResult } from './run.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'bin', 'quarry.mjs');
const corpusDir = path.join(root, 'bench', 'corpora', 'debian-docs');

function need(p: string): string {
  if (!fs.existsSync(p)) throw quarryError('BENCH_DATA_MISSING', p);
  return p;
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : 0;
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) out.push(path.relative(dir, p).split(path.sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** The kind of a documentation file by its name, for the files-read breakdown. */
function fileKind(rel: string): string {
  const b = path.posix.basename(rel);
  if (b === 'copyright') return 'copyright';
  if (/^changelog\.Debian/.test(b)) return 'changelog.Debian';
  if (/^changelog/i.test(b)) return 'changelog';
  if (/^NEWS/i.test(b)) return 'NEWS*';
  if (/^README/i.test(b)) return 'README*';
  if (!b.includes('.')) return 'no extension';
  return path.posix.extname(b);
}

interface Status {
  documents: number;
  byFormat: Record<string, number>;
  errors: Array<{ path: string; code: string | null; reason: string }>;
  skipped: Array<{ path: string; reason: string }>;
}

interface Line {
  id: string;
  route?: string;
  error?: string;
  timings?: { total?: number };
}

export async function run(opts: BenchOptions): Promise<BenchResult> {
  const folder = need(path.join(corpusDir, 'doc'));
  const exactFile = need(path.join(corpusDir, 'exact.json'));
  const openFile = need(path.join(corpusDir, 'open.json'));
  const ownFile = need(path.join(corpusDir, 'open-own.json'));
  const newFile = need(path.join(corpusDir, 'open-new.json'));
  const exactScorer = need(path.join(opts.sharedDir, 'bench', 'score_devices.py'));
  const openScorer = need(path.join(root, 'bench', 'score_open.py'));
  const notes: string[] = [];

  // The gold must describe the files being indexed.
  execFileSync(process.execPath, [path.join(corpusDir, 'gold.mjs'), '--check'], { stdio: ['ignore', 'ignore', 'inherit'] });

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-docs-'));
  let library = process.env.QUARRY_BENCH_LIBRARY;
  let indexSeconds = 0;
  if (library) notes.push(`reused the library ${library} (QUARRY_BENCH_LIBRARY)`);
  else {
    library = path.join(work, 'docs.quarry');
    const t = Date.now();
    execFileSync(process.execPath, [cli, 'index', folder, '--library', library, '--json'], { stdio: ['ignore', 'ignore', 'inherit'], maxBuffer: 1 << 28 });
    indexSeconds = (Date.now() - t) / 1000;
  }

  const status = JSON.parse(execFileSync(process.execPath, [cli, 'status', '--library', library, '--json'], { encoding: 'utf8', maxBuffer: 1 << 28 })) as Status;
  const files = listFiles(folder);
  const rel = (p: string) => (path.isAbsolute(p) ? path.relative(folder, p).split(path.sep).join('/') : p);
  const notRead = new Set([...status.skipped.map((s) => rel(s.path)), ...status.errors.map((e) => rel(e.path))]);
  const byKind = new Map<string, { files: number; read: number }>();
  for (const f of files) {
    const k = fileKind(f);
    const row = byKind.get(k) ?? { files: 0, read: 0 };
    row.files++;
    if (!notRead.has(f)) row.read++;
    byKind.set(k, row);
  }
  const reasons = new Map<string, number>();
  for (const s of status.skipped) reasons.set(s.reason, (reasons.get(s.reason) ?? 0) + 1);
  for (const e of status.errors) reasons.set(`error ${e.code ?? ''}`.trim(), (reasons.get(`error ${e.code ?? ''}`.trim()) ?? 0) + 1);
  notes.push(`files read ${status.documents} of ${files.length}; by format: ${Object.entries(status.byFormat).map(([f, n]) => `${f} ${n}`).join(', ') || 'none'}`);
  notes.push(`read by kind: ${[...byKind].sort((a, b) => b[1].files - a[1].files).map(([k, r]) => `${k} ${r.read}/${r.files}`).join(', ')}`);
  if (reasons.size) notes.push(`not read: ${[...reasons].sort((a, b) => b[1] - a[1]).map(([r, n]) => `${n}× ${r}`).join('; ')}`);

  type Q = { id: string; question: string };
  const take = <T>(xs: T[]) => (opts.quick ? xs.slice(0, 15) : xs);
  const exact = take(JSON.parse(fs.readFileSync(exactFile, 'utf8')) as Array<Q & { category: string }>);
  const open = take(JSON.parse(fs.readFileSync(openFile, 'utf8')) as Array<Q & { kind: string }>);
  const own = take(JSON.parse(fs.readFileSync(ownFile, 'utf8')) as Array<Q & { kind: string }>);
  const fresh = take(JSON.parse(fs.readFileSync(newFile, 'utf8')) as Array<Q & { kind: string }>);
  const exactQs = path.join(work, 'exact.json');
  const openQs = path.join(work, 'open.json');
  const ownQs = path.join(work, 'open-own.json');
  const newQs = path.join(work, 'open-new.json');
  fs.writeFileSync(exactQs, JSON.stringify(exact, null, 1));
  fs.writeFileSync(openQs, JSON.stringify(open, null, 1));
  fs.writeFileSync(ownQs, JSON.stringify(own, null, 1));
  fs.writeFileSync(newQs, JSON.stringify(fresh, null, 1));
  const askFile = path.join(work, 'questions.json');
  fs.writeFileSync(askFile, JSON.stringify([...exact, ...open, ...own, ...fresh].map((q) => ({ id: q.id, question: q.question }))));
  const preds = path.join(work, 'predictions.jsonl');
  const t = Date.now();
  execFileSync(process.execPath, [cli, 'ask', '--library', library, '--questions', askFile, '--out', preds], { stdio: ['ignore', 'ignore', 'inherit'] });
  const askSeconds = (Date.now() - t) / 1000;
  const lines = fs.readFileSync(preds, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Line);
  const exactIds = new Set(exact.map((q) => q.id));
  const ownIds = new Set(own.map((q) => q.id));
  const newIds = new Set(fresh.map((q) => q.id));
  const exactPreds = path.join(work, 'predictions-exact.jsonl');
  const openPreds = path.join(work, 'predictions-open.jsonl');
  const ownPreds = path.join(work, 'predictions-own.jsonl');
  const newPreds = path.join(work, 'predictions-new.jsonl');
  fs.writeFileSync(exactPreds, lines.filter((a) => exactIds.has(a.id)).map((a) => JSON.stringify(a)).join('\n') + '\n');
  fs.writeFileSync(openPreds, lines.filter((a) => !exactIds.has(a.id) && !ownIds.has(a.id) && !newIds.has(a.id)).map((a) => JSON.stringify(a)).join('\n') + '\n');
  fs.writeFileSync(ownPreds, lines.filter((a) => ownIds.has(a.id)).map((a) => JSON.stringify(a)).join('\n') + '\n');
  fs.writeFileSync(newPreds, lines.filter((a) => newIds.has(a.id)).map((a) => JSON.stringify(a)).join('\n') + '\n');

  const exactReport = path.join(work, 'report-exact.json');
  execFileSync('python3', [exactScorer, exactQs, exactPreds, '--json', exactReport], { stdio: ['ignore', 'ignore', 'inherit'] });
  const er = JSON.parse(fs.readFileSync(exactReport, 'utf8')) as {
    table: Record<string, { n: number; score: number; f1?: number; em?: number }>;
    results: Array<{ id: string; score: number }>;
  };
  type OpenAgg = { n: number; answer_hit: number; first_sentence_hit: number; first_citation_right: number; yesno_n: number; yesno_accuracy: number | null };
  type OpenReport = { overall: OpenAgg; by_kind: Record<string, OpenAgg>; results: Array<{ id: string; answer_hit: number; first_citation_right: number }> };
  const scoreOpen = (qs: string, ps: string, name: string): OpenReport => {
    const report = path.join(work, `report-${name}.json`);
    execFileSync('python3', [openScorer, qs, ps, '--json', report], { stdio: ['ignore', 'ignore', 'inherit'] });
    return JSON.parse(fs.readFileSync(report, 'utf8')) as OpenReport;
  };
  const or = scoreOpen(openQs, openPreds, 'open');
  const ow = scoreOpen(ownQs, ownPreds, 'own');
  const nw = scoreOpen(newQs, newPreds, 'new');

  const latencies = lines.map((a) => a.timings?.total ?? 0);
  const metrics: Record<string, number> = {
    files_read: status.documents,
    files_in_folder: files.length,
    files_read_share: files.length ? status.documents / files.length : 0,
    exact_score: er.table.overall.score,
    exact_list_f1: er.table.overall.f1 ?? 0,
    exact_value_em: er.table.overall.em ?? 0,
    open_answer_hit: or.overall.answer_hit,
    open_first_sentence: or.overall.first_sentence_hit,
    open_first_citation: or.overall.first_citation_right,
    yesno_accuracy: or.overall.yesno_accuracy ?? 0,
    own_hit: ow.overall.answer_hit,
    own_first_sentence: ow.overall.first_sentence_hit,
    own_first_citation: ow.overall.first_citation_right,
    own_yesno: ow.overall.yesno_accuracy ?? 0,
    exact_questions: er.table.overall.n,
    open_questions: or.overall.n,
    own_questions: ow.overall.n,
    new_hit: nw.overall.answer_hit,
    new_first_sentence: nw.overall.first_sentence_hit,
    new_first_citation: nw.overall.first_citation_right,
    new_yesno: nw.overall.yesno_accuracy ?? 0,
    new_questions: nw.overall.n,
    errors: lines.filter((a) => a.error).length,
    p50_ms: percentile(latencies, 50),
    p95_ms: percentile(latencies, 95),
    index_s: indexSeconds,
    ask_s: askSeconds,
  };
  const table: BenchResult['table'] = [];
  for (const [cat, row] of Object.entries(er.table)) {
    table.push({ set: 'exact', group: cat, n: row.n, score: row.score, list_f1: row.f1 ?? '-', value_em: row.em ?? '-' });
  }
  for (const [kind, row] of [...Object.entries(or.by_kind), ['overall', or.overall] as const]) {
    table.push({ set: 'open', group: kind, n: row.n, score: row.answer_hit, first_sentence: row.first_sentence_hit, first_citation: row.first_citation_right, yesno: row.yesno_accuracy ?? '-' });
  }
  for (const [kind, row] of [...Object.entries(ow.by_kind), ['overall', ow.overall] as const]) {
    table.push({ set: 'own', group: kind, n: row.n, score: row.answer_hit, first_sentence: row.first_sentence_hit, first_citation: row.first_citation_right, yesno: row.yesno_accuracy ?? '-' });
  }
  for (const [kind, row] of [...Object.entries(nw.by_kind), ['overall', nw.overall] as const]) {
    table.push({ set: 'new', group: kind, n: row.n, score: row.answer_hit, first_sentence: row.first_sentence_hit, first_citation: row.first_citation_right, yesno: row.yesno_accuracy ?? '-' });
  }
  const exactMiss = er.results.filter((r) => r.score < 1).map((r) => r.id);
  const openMiss = or.results.filter((r) => r.answer_hit < 1).map((r) => r.id);
  if (exactMiss.length) notes.push(`exact below 1.0 (${exactMiss.length}): ${exactMiss.join(', ')}`);
  if (openMiss.length) notes.push(`open without a gold string (${openMiss.length}): ${openMiss.join(', ')}`);
  const ownMiss = ow.results.filter((r) => r.answer_hit < 1).map((r) => r.id);
  if (ownMiss.length) notes.push(`own without a gold string (${ownMiss.length}): ${ownMiss.join(', ')}`);
  const newMiss = nw.results.filter((r) => r.answer_hit < 1).map((r) => r.id);
  if (newMiss.length) notes.push(`new without a gold string (${newMiss.length}): ${newMiss.join(', ')}`);
  notes.push(`predictions: ${preds}`);
  return { metrics, table, notes };
}
