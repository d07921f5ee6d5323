// Benchmark runner: `npm run bench -- <name> [--shared DIR] [--quick] [--questions FILE]`.
// Each bench/<name>.ts exports run({sharedDir, quick, questions}) → {metrics, table, notes}; the runner prints the table
// and writes bench/results/<name>.json with the machine, the date and a flat `metrics` object.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { errorMessage, isQuarryError } from '../electron/engine/errors.ts';

export interface BenchOptions {
  sharedDir: string;
  quick?: boolean;
  /** A question file to use instead of the benchmark's default (question-answering benchmarks only). */
  questions?: string;
}
export interface BenchResult {
  metrics: Record<string, number>;
  table: Array<Record<string, string | number>>;
  notes?: string[];
}

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

function parseArgs(argv: string[]): { names: string[]; sharedDir: string; quick: boolean; questions?: string } {
  const names: string[] = [];
  let sharedDir = process.env.QUARRY_SHARED ?? path.resolve(root, '..', 'shared');
  let quick = false;
  let questions: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--shared') sharedDir = path.resolve(argv[++i] ?? '');
    else if (argv[i] === '--quick') quick = true;
    else if (argv[i] === '--questions') questions = argv[++i];
    else names.push(argv[i]);
  }
  return { names, sharedDir, quick, questions };
}

function available(): string[] {
  return fs
    .readdirSync(here)
    .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.startsWith('_'))
    .map((f) => f.slice(0, -3))
    .sort();
}

function printTable(rows: Array<Record<string, string | number>>): void {
  if (rows.length === 0) return;
  const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const fmt = (v: unknown) => (typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(3)) : String(v ?? ''));
  const widths = cols.map((c) => Math.max(c.length, ...rows.map((r) => fmt(r[c]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(line(cols));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(cols.map((c) => fmt(r[c]))));
}

async function main(): Promise<number> {
  const { names, sharedDir, quick, questions } = parseArgs(process.argv.slice(2));
  if (names.length === 0) {
    console.error(`usage: npm run bench -- <name> [--shared DIR] [--quick] [--questions FILE]\nbenchmarks: ${available().join(', ')}`);
    return 2;
  }
  let failed = 0;
  for (const name of names) {
    if (!available().includes(name)) {
      console.error(`unknown benchmark "${name}"; benchmarks: ${available().join(', ')}`);
      failed++;
      continue;
    }
    const mod = (await import(pathToFileURL(path.join(here, `${name}.ts`)).href)) as {
      run(o: BenchOptions): Promise<BenchResult>;
    };
    console.log(`# bench ${name} (shared data: ${sharedDir})`);
    const started = Date.now();
    try {
      const result = await mod.run({ sharedDir, quick, questions });
      printTable(result.table);
      for (const n of result.notes ?? []) console.log(`note: ${n}`);
      console.log('metrics:', JSON.stringify(result.metrics));
      const out = {
        name,
        date: new Date().toISOString(),
        machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, platform: `${os.platform()} ${os.release()}` },
        quick,
        ...(questions ? { questions } : {}),
        seconds: (Date.now() - started) / 1000,
        metrics: result.metrics,
        table: result.table,
        notes: result.notes ?? [],
      };
      const dir = path.join(root, 'bench', 'results');
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(out, null, 2) + '\n');
      console.log(`wrote bench/results/${name}.json`);
    } catch (e) {
      failed++;
      if (isQuarryError(e, 'BENCH_DATA_MISSING')) console.error(`bench ${name}: ${e.message} (set --shared DIR or QUARRY_SHARED)`);
      else console.error(`bench ${name} failed: ${errorMessage(e)}`, e instanceof Error ? e.stack : '');
    }
  }
  return failed ? 1 : 0;
}

process.exitCode = await main();
