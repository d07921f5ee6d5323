// `npm run bench -- devices [--questions FILE]`: the devices dev questions (or FILE, or $QUARRY_DEVICES_QUESTIONS)
// through the full answer engine (router + fallback, no model), in the batch form of the CLI, scored by the shared
// scorer. Only {id, question} reach the product.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ask, indexCorpus, need, questionsPath, readQuestions, score, summarise } from './_qa.ts';
import type { BenchOptions, BenchResult } from './run.ts';

export async function run(opts: BenchOptions): Promise<BenchResult> {
  const corpus = need(path.join(opts.sharedDir, 'datasets', 'devices-corpus'));
  const questionsFile = questionsPath(opts.questions ?? process.env.QUARRY_DEVICES_QUESTIONS, path.join(opts.sharedDir, 'bench', 'devices-dev.json'));
  const scorer = need(path.join(opts.sharedDir, 'bench', 'score_devices.py'));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-devices-'));
  const notes: string[] = [`questions: ${questionsFile}`];
  let library = process.env.QUARRY_BENCH_LIBRARY;
  let indexSeconds = 0;
  if (library) notes.push(`reused the library ${library} (QUARRY_BENCH_LIBRARY)`);
  else ({ library, seconds: indexSeconds } = indexCorpus(corpus, work, 'devices'));
  const questions = readQuestions(questionsFile);
  const asked = ask(library, questions, work, 'devices');
  const report = score(scorer, questions, asked.preds, work, 'devices');
  const result = summarise(report, asked.answers, { index_s: indexSeconds, ask_s: asked.seconds }, notes);
  result.notes?.push(`predictions: ${asked.preds}`);
  return result;
}
