// `npm run bench -- scale [--quick]`: indexing at the scale of a real disk (issue 15). Generates (in a temp folder,
// never committed, see _scale-corpus.ts) 1×, 4× and 16× the devices corpus with distinct entities per copy, and a
// folder of 20,000 prose files; indexes each with the CLI in a child process (as a user would) and reports per size:
// files/s, MB/s, library MB, bytes per quad, peak RSS of the indexing process (its own maxRSS, worker threads
// included), p95 of a symbolic question and of a text search (in this process, on the finished library), and the
// time of a re-index after 1 % of the files changed. The growth exponents are the log-log slopes of index time and
// of library size against the number of files over the devices sizes: 1 is linear.
// `--quick`: 1× and 4× only, no prose folder. QUARRY_SCALE_SIZES=1,4,16 and QUARRY_SCALE_PROSE=20000 override.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { quarryError } from '../electron/engine/errors.ts';
import { openLibrary } from '../electron/engine/store/library.ts';
import { answerQuestion } from '../electron/engine/answer/answer-question.ts';
import { searchBlocks } from '../electron/engine/retrieve/semantic/search-blocks.ts';
import { devicesCopies, proseFolder, touchShare, type GeneratedFolder } from './_scale-corpus.ts';
import type { BenchOptions, BenchResult } from './run.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'bin', 'quarry.mjs');

// A symbolic question and a text search whose answers do not grow with the copies (copy 0's brands only).
const DEVICE_QUESTION = 'Which ZTE devices come with a battery of at least 5,000 mAh?';
const DEVICE_SEARCH = 'phone with a heart rate sensor and wireless charging';
const PROSE_QUESTION = 'How many films did the director of Jaws make?';
const PROSE_SEARCH = 'which band released an album in 1994';

interface IndexRun {
  /** The indexer's own time (its report), without the process start. */
  seconds: number;
  wallSeconds: number;
  peakRssMb: number;
  report: { added: number; updated: number; unchanged: number; errors: number; skipped: number };
}

/**
 * Runs `quarry index` in a child process; the child writes its peak RSS (process.resourceUsage().maxRSS, which
 * covers its worker threads) when it exits, through a module loaded before the CLI.
 */
function indexWithCli(folder: string, library: string, work: string): IndexRun {
  const rssFile = path.join(work, 'rss.txt');
  fs.rmSync(rssFile, { force: true });
  const hook = `import fs from 'node:fs'; process.on('exit', () => fs.writeFileSync(${JSON.stringify(rssFile)}, String(process.resourceUsage().maxRSS)));`;
  const started = performance.now();
  const out = execFileSync(
    process.execPath,
    ['--import', `data:text/javascript,${encodeURIComponent(hook)}`, cli, '--library', library, '--json', 'index', folder, '--yes'],
    { encoding: 'utf8', maxBuffer: 64 * 2 ** 20, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const wallSeconds = (performance.now() - started) / 1000;
  const report = JSON.parse(out) as IndexRun['report'] & { ms: number };
  const rssKb = Number(fs.readFileSync(rssFile, 'utf8'));
  return { seconds: report.ms / 1000, wallSeconds, peakRssMb: rssKb / 1024, report };
}

function libraryFacts(library: string): { mb: number; quads: number } {
  const db = new Database(library);
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
    const quads = (db.prepare('SELECT count(*) AS n FROM rdf_quads').get() as { n: number }).n;
    const bytes = ['', '-wal'].reduce((s, x) => s + (fs.existsSync(library + x) ? fs.statSync(library + x).size : 0), 0);
    return { mb: bytes / 2 ** 20, quads };
  } finally {
    db.close();
  }
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! : NaN;
}

async function p95(runs: number, fn: () => Promise<unknown>): Promise<number> {
  await fn(); // warm: the first call builds the per-library indexes and the page cache
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  return percentile(ms, 95);
}

/** Least-squares slope of log(y) against log(x). */
export function growthExponent(xs: number[], ys: number[]): number {
  const lx = xs.map(Math.log);
  const ly = ys.map(Math.log);
  const mx = lx.reduce((a, b) => a + b, 0) / lx.length;
  const my = ly.reduce((a, b) => a + b, 0) / ly.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < lx.length; i++) {
    num += (lx[i]! - mx) * (ly[i]! - my);
    den += (lx[i]! - mx) ** 2;
  }
  return den ? num / den : NaN;
}

interface SizeResult {
  name: string;
  files: number;
  mb: number;
  index: IndexRun;
  libraryMb: number;
  quads: number;
  askP95: number;
  searchP95: number;
  touched: number;
  reindex: IndexRun;
}

async function measure(name: string, generated: GeneratedFolder, work: string, question: string, search: string, runs: number): Promise<SizeResult> {
  const library = path.join(work, `${name}.quarry`);
  const index = indexWithCli(generated.folder, library, work);
  const facts = libraryFacts(library);
  const lib = openLibrary(library, { readonly: true });
  let askP95: number;
  let searchP95: number;
  try {
    askP95 = await p95(runs, () => answerQuestion(lib, question));
    searchP95 = await p95(runs, () => searchBlocks(lib, search, { k: 10 }));
  } finally {
    lib.close();
  }
  const touched = touchShare(generated).length;
  const reindex = indexWithCli(generated.folder, library, work);
  fs.rmSync(library, { force: true });
  for (const x of ['-wal', '-shm']) fs.rmSync(library + x, { force: true });
  return { name, files: generated.files, mb: generated.bytes / 2 ** 20, index, libraryMb: facts.mb, quads: facts.quads, askP95, searchP95, touched, reindex };
}

function sizesFromEnv(quick: boolean): number[] {
  const given = process.env.QUARRY_SCALE_SIZES;
  if (given) return given.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
  return quick ? [1, 4] : [1, 4, 16];
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const r2 = (n: number) => Math.round(n * 100) / 100;

export async function run(opts: BenchOptions): Promise<BenchResult> {
  const corpus = path.join(opts.sharedDir, 'datasets', 'devices-corpus');
  const hotpot = path.join(opts.sharedDir, 'datasets', 'hotpotqa-corpus', 'docs');
  const sizes = sizesFromEnv(opts.quick ?? false);
  const proseFiles = Number(process.env.QUARRY_SCALE_PROSE ?? (opts.quick ? 0 : 20_000));
  if (!fs.existsSync(corpus)) throw quarryError('BENCH_DATA_MISSING', corpus);
  if (proseFiles > 0 && !fs.existsSync(hotpot)) throw quarryError('BENCH_DATA_MISSING', hotpot);
  const runs = opts.quick ? 10 : 20;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-scale-'));
  const results: SizeResult[] = [];
  try {
    for (const k of sizes) {
      const dest = path.join(work, `devices-${k}x`);
      const generated = devicesCopies(corpus, dest, k);
      results.push(await measure(`devices ${k}×`, generated, work, DEVICE_QUESTION, DEVICE_SEARCH, runs));
      fs.rmSync(dest, { recursive: true, force: true });
    }
    if (proseFiles > 0) {
      const dest = path.join(work, 'prose');
      const generated = proseFolder(hotpot, dest, proseFiles);
      results.push(await measure(`prose ${proseFiles}`, generated, work, PROSE_QUESTION, PROSE_SEARCH, runs));
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }

  const metrics: Record<string, number> = {};
  const table: BenchResult['table'] = [];
  for (const r of results) {
    const key = r.name.replace(/[^a-z0-9]+/gi, '_').replace(/_+$/, '').toLowerCase();
    const m = {
      index_s: r2(r.index.seconds),
      files_per_s: r1(r.files / r.index.seconds),
      mb_per_s: r2(r.mb / r.index.seconds),
      library_mb: r1(r.libraryMb),
      bytes_per_quad: r.quads ? Math.round((r.libraryMb * 2 ** 20) / r.quads) : 0,
      quads: r.quads,
      peak_rss_mb: Math.round(r.index.peakRssMb),
      ask_p95_ms: r1(r.askP95),
      search_p95_ms: r1(r.searchP95),
      reindex_1pct_s: r2(r.reindex.seconds),
      reindex_share: r2(r.reindex.seconds / r.index.seconds),
    };
    for (const [k, v] of Object.entries(m)) metrics[`${key}_${k}`] = v;
    table.push({
      folder: r.name, files: r.files, MB: r1(r.mb), 'index s': m.index_s, 'files/s': m.files_per_s, 'MB/s': m.mb_per_s,
      'library MB': m.library_mb, 'B/quad': m.bytes_per_quad, quads: r.quads, 'peak RSS MB': m.peak_rss_mb,
      'ask p95 ms': m.ask_p95_ms, 'search p95 ms': m.search_p95_ms, touched: r.touched, 'reindex 1% s': m.reindex_1pct_s,
      'reindex/full': m.reindex_share, errors: r.index.report.errors,
    });
  }
  const devices = results.filter((r) => r.name.startsWith('devices'));
  const notes: string[] = [];
  if (devices.length >= 2) {
    metrics.time_exponent = r2(growthExponent(devices.map((r) => r.files), devices.map((r) => r.index.seconds)));
    metrics.size_exponent = r2(growthExponent(devices.map((r) => r.files), devices.map((r) => r.libraryMb)));
    notes.push(`growth exponents over ${devices.map((r) => r.name).join(', ')} (log-log slope vs files; 1 = linear): time ${metrics.time_exponent}, size ${metrics.size_exponent}`);
  }
  notes.push(`ask: "${DEVICE_QUESTION}" / "${PROSE_QUESTION}"; search (fusion, k=10): "${DEVICE_SEARCH}" / "${PROSE_SEARCH}"; p95 over ${runs} runs after one warm-up`);
  notes.push(`index s is the indexer's own time (its report); peak RSS is the indexing process's maxRSS (worker threads included); ${os.cpus().length} cores`);
  notes.push('re-index: 1 % of the files (evenly spread) get a trailing newline, so they are read, parsed and stored again');
  if (opts.quick) notes.push('quick: 1× and 4× only, no prose folder');
  return { metrics, table, notes };
}
