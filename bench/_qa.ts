// Shared by the question-answering benchmarks (devices, foods, heldout): index a corpus with the CLI, ask a
// batch of questions through the full answer engine (router + fallback, no model), score the predictions with
// the shared scorer. Only {id, question} reach the product; gold stays on this side.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { quarryError } from '../electron/engine/errors.ts';
import type { BenchResult } from './run.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'bin', 'quarry.mjs');

export interface Question {
  id: string;
  question: string;
  category: string;
  kind: string;
  [k: string]: unknown;
}
export interface ScoreRow {
  n: number;
  score: number;
  f1?: number;
  em?: number;
}
export interface Report {
  table: Record<string, ScoreRow>;
  results: Array<{ id: string; category: string; score: number }>;
}
export interface Answer {
  id: string;
  route?: string;
  timings?: { total?: number };
}

export function need(p: string): string {
  if (!fs.existsSync(p)) throw quarryError('BENCH_DATA_MISSING', p);
  return p;
}

/** A question file given on the command line (--questions) is read relative to the directory npm was run in. */
export function questionsPath(given: string | undefined, fallback: string): string {
  return need(given ? path.resolve(process.env.INIT_CWD ?? process.cwd(), given) : fallback);
}

export function readQuestions(file: string): Question[] {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Question[];
}

export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : 0;
}

/** Indexes `corpus` into a fresh library under `work`; → the library path and the seconds it took. */
export function indexCorpus(corpus: string, work: string, name: string): { library: string; seconds: number } {
  const library = path.join(work, `${name}.quarry`);
  const t = Date.now();
  execFileSync(process.execPath, [cli, 'index', corpus, '--library', library, '--json'], { stdio: ['ignore', 'ignore', 'inherit'] });
  return { library, seconds: (Date.now() - t) / 1000 };
}

/** Asks every question (one batch) → predictions file, parsed answers and seconds. */
export function ask(library: string, questions: Question[], work: string, name: string): { preds: string; answers: Answer[]; seconds: number } {
  const qFile = path.join(work, `${name}-questions.json`);
  fs.writeFileSync(qFile, JSON.stringify(questions.map((q) => ({ id: q.id, question: q.question }))));
  const preds = path.join(work, `${name}-predictions.jsonl`);
  const t = Date.now();
  execFileSync(process.execPath, [cli, 'ask', '--library', library, '--questions', qFile, '--out', preds], { stdio: ['ignore', 'ignore', 'inherit'] });
  const seconds = (Date.now() - t) / 1000;
  const text = fs.readFileSync(preds, 'utf8').trim();
  const answers = text ? text.split('\n').map((l) => JSON.parse(l) as Answer) : [];
  return { preds, answers, seconds };
}

/** Scores `questions` (a file in the dev format) against a predictions file with the shared scorer. */
export function score(scorer: string, questions: Question[], preds: string, work: string, name: string): Report {
  const qFile = path.join(work, `${name}-gold.json`);
  fs.writeFileSync(qFile, JSON.stringify(questions));
  const reportFile = path.join(work, `${name}-report.json`);
  execFileSync('python3', [scorer, qFile, preds, '--json', reportFile], { stdio: ['ignore', 'ignore', 'inherit'] });
  return JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Report;
}

/** The devices/foods result shape: overall metrics, f1_<category>, one table row per category, misses. */
export function summarise(report: Report, answers: Answer[], extra: Record<string, number>, notes: string[]): BenchResult {
  const latencies = answers.map((a) => a.timings?.total ?? 0);
  const overall = report.table.overall;
  const metrics: Record<string, number> = {
    score: overall.score,
    list_f1: overall.f1 ?? 0,
    value_accuracy: overall.em ?? 0,
    p50_ms: percentile(latencies, 50),
    p95_ms: percentile(latencies, 95),
    questions: overall.n,
    symbolic_share: answers.length ? answers.filter((a) => a.route === 'symbolic').length / answers.length : 0,
    ...extra,
  };
  const table: BenchResult['table'] = [];
  for (const [cat, row] of Object.entries(report.table)) {
    if (cat !== 'overall') metrics[`f1_${cat}`] = row.score;
    table.push({ category: cat, n: row.n, score: row.score, list_f1: row.f1 ?? '-', value_em: row.em ?? '-' });
  }
  const misses = report.results.filter((r) => r.score < 1).map((r) => `${r.id} ${r.score.toFixed(2)}`);
  if (misses.length) notes.push(`below 1.0: ${misses.join(', ')}`);
  return { metrics, table, notes };
}
