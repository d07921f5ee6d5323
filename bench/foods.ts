// `npm run bench -- foods [--questions FILE]`: the foods dev questions (or FILE, or $QUARRY_FOODS_QUESTIONS) over
// the foods corpus, through the full answer engine (router + fallback, no model) in the batch form of the CLI,
// scored by the shared scorer (it scores any file in the devices-dev format). Only {id, question} reach the product.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ask, indexCorpus, need, questionsPath, readQuestions, score, summarise } from './_qa.ts';
import type { BenchOptions, BenchResult } from './run.ts';

export async function run(opts: BenchOptions): Promise<BenchResult> {
  const corpus = need(path.join(opts.sharedDir, 'datasets', 'foods-corpus'));
  const questionsFile = questionsPath(opts.questions ?? process.env.QUARRY_FOODS_QUESTIONS, path.join(opts.sharedDir, 'bench', 'foods-dev.json'));
  const scorer = need(path.join(opts.sharedDir, 'bench', 'score_devices.py'));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-foods-'));
  const notes: string[] = [`questions: ${questionsFile}`];
  let library = process.env.QUARRY_BENCH_FOODS_LIBRARY;
  let indexSeconds = 0;
  if (library) notes.push(`reused the library ${library} (QUARRY_BENCH_FOODS_LIBRARY)`);
  else ({ library, seconds: indexSeconds } = indexCorpus(corpus, work, 'foods'));
  const questions = readQuestions(questionsFile);
  const asked = ask(library, questions, work, 'foods');
  const report = score(scorer, questions, asked.preds, work, 'foods');
  const result = summarise(report, asked.answers, { index_s: indexSeconds, ask_s: asked.seconds }, notes);
  result.notes?.push(`predictions: ${asked.preds}`);
  return result;
}
