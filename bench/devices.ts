// `npm run bench -- devices`: the devices dev questions through the full answer engine (router + fallback, no
// model), in the batch form of the CLI, scored by the shared scorer. Only {id, question} reach the product.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { quarryError } from '../electron/engine/errors.ts';
import type { BenchOptions, BenchResult } from './run.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'bin', 'quarry.mjs');

function need(p: string): string {
  if (!fs.existsSync(p)) throw quarryError('BENCH_DATA_MISSING', p);
  return p;
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : 0;
}

export async function run(opts: BenchOptions): Promise<BenchResult> {
  const corpus = need(path.join(opts.sharedDir, 'datasets', 'devices-corpus'));
  const questionsFile = need(process.env.QUARRY_DEVICES_QUESTIONS ?? path.join(opts.sharedDir, 'bench', 'devices-dev.json'));
  const scorer = need(path.join(opts.sharedDir, 'bench', 'score_devices.py'));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-devices-'));
  const notes: string[] = [];
  let library = process.env.QUARRY_BENCH_LIBRARY;
  let indexSeconds = 0;
  if (library) notes.push(`reused the library ${library} (QUARRY_BENCH_LIBRARY)`);
  else {
    library = path.join(work, 'devices.quarry');
    const t = Date.now();
    execFileSync(process.execPath, [cli, 'index', corpus, '--library', library, '--json'], { stdio: ['ignore', 'ignore', 'inherit'] });
    indexSeconds = (Date.now() - t) / 1000;
  }
  const gold = JSON.parse(fs.readFileSync(questionsFile, 'utf8')) as Array<{ id: string; question: string; category: string }>;
  const qFile = path.join(work, 'questions.json');
  fs.writeFileSync(qFile, JSON.stringify(gold.map((q) => ({ id: q.id, question: q.question }))));
  const preds = path.join(work, 'predictions.jsonl');
  const t = Date.now();
  execFileSync(process.execPath, [cli, 'ask', '--library', library, '--questions', qFile, '--out', preds], { stdio: ['ignore', 'ignore', 'inherit'] });
  const askSeconds = (Date.now() - t) / 1000;
  const reportFile = path.join(work, 'report.json');
  execFileSync('python3', [scorer, questionsFile, preds, '--json', reportFile], { stdio: ['ignore', 'ignore', 'inherit'] });
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as {
    table: Record<string, { n: number; score: number; f1?: number; em?: number }>;
    results: Array<{ id: string; category: string; score: number }>;
  };
  const answers = fs.readFileSync(preds, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { id: string; route?: string; timings?: { total?: number } });
  const latencies = answers.map((a) => a.timings?.total ?? 0);
  const overall = report.table.overall;
  const metrics: Record<string, number> = {
    score: overall.score,
    list_f1: overall.f1 ?? 0,
    value_accuracy: overall.em ?? 0,
    p50_ms: percentile(latencies, 50),
    p95_ms: percentile(latencies, 95),
    questions: overall.n,
    symbolic_share: answers.filter((a) => a.route === 'symbolic').length / answers.length,
    index_s: indexSeconds,
    ask_s: askSeconds,
  };
  const table: BenchResult['table'] = [];
  for (const [cat, row] of Object.entries(report.table)) {
    if (cat !== 'overall') metrics[`f1_${cat}`] = row.score;
    table.push({ category: cat, n: row.n, score: row.score, list_f1: row.f1 ?? '-', value_em: row.em ?? '-' });
  }
  const misses = report.results.filter((r) => r.score < 1).map((r) => `${r.id} ${r.score.toFixed(2)}`);
  if (misses.length) notes.push(`below 1.0: ${misses.join(', ')}`);
  notes.push(`predictions: ${preds}`);
  return { metrics, table, notes };
}
