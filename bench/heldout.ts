// `npm run bench -- heldout`: our own held-out sets (bench/questions/, see its README) through the full answer
// engine (router + fallback, no model), scored by the shared scorer. Each corpus is indexed once and asked once:
//   devices-own        120 new device questions          foods-own        80 new food questions
//   para-devices        40 dev questions reworded         para-foods       30 dev questions reworded
//   para-devices-orig   the 40 dev originals              para-foods-orig  the 30 dev originals
// The *-orig sets are asked in the same run so that the paraphrase gap (originals − paraphrases, same meaning,
// same gold) is measured on one build. Only {id, question} reach the product.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ask, indexCorpus, need, percentile, readQuestions, score, type Question, type Report } from './_qa.ts';
import type { BenchOptions, BenchResult } from './run.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

interface Corpus {
  name: 'devices' | 'foods';
  folder: string;
  devFile: string;
  sets: Array<{ name: string; questions: Question[] }>;
}

export async function run(opts: BenchOptions): Promise<BenchResult> {
  const scorer = need(path.join(opts.sharedDir, 'bench', 'score_devices.py'));
  const dir = path.join(here, 'questions');
  const own = (f: string) => readQuestions(need(path.join(dir, f)));
  const paraphrases = own('paraphrase.json');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-heldout-'));
  const notes: string[] = [];
  if (opts.questions) notes.push(`--questions ${opts.questions} ignored: heldout always runs bench/questions/`);
  const corpora: Corpus[] = (['devices', 'foods'] as const).map((name) => {
    const devFile = need(path.join(opts.sharedDir, 'bench', `${name}-dev.json`));
    const dev = new Map(readQuestions(devFile).map((q) => [q.id, q]));
    const para = paraphrases.filter((q) => q.corpus === name);
    const orig = para.map((q) => {
      const d = dev.get(String(q.paraphrase_of));
      if (!d) throw new Error(`paraphrase ${q.id}: no dev question ${String(q.paraphrase_of)} in ${devFile}`);
      return d;
    });
    return {
      name,
      folder: need(path.join(opts.sharedDir, 'datasets', `${name}-corpus`)),
      devFile,
      sets: [
        { name: `${name}-own`, questions: own(`${name}-own.json`) },
        { name: `para-${name}`, questions: para },
        { name: `para-${name}-orig`, questions: orig },
      ],
    };
  });

  const metrics: Record<string, number> = {};
  const table: BenchResult['table'] = [];
  const latencies: number[] = [];
  for (const c of corpora) {
    const all = c.sets.flatMap((s) => s.questions);
    const ids = new Set(all.map((q) => q.id));
    if (ids.size !== all.length) throw new Error(`${c.name}: question ids repeat across the sets`);
    const { library, seconds: indexSeconds } = indexCorpus(c.folder, work, c.name);
    const asked = ask(library, all, work, c.name);
    metrics[`${c.name}_index_s`] = indexSeconds;
    metrics[`${c.name}_ask_s`] = asked.seconds;
    latencies.push(...asked.answers.map((a) => a.timings?.total ?? 0));
    const reports: Record<string, Report> = {};
    for (const s of c.sets) {
      const report = score(scorer, s.questions, asked.preds, work, s.name);
      reports[s.name] = report;
      const key = s.name.replace(/-/g, '_');
      for (const [cat, row] of Object.entries(report.table)) {
        if (cat === 'overall') {
          metrics[`${key}_score`] = row.score;
          metrics[`${key}_list_f1`] = row.f1 ?? 0;
          metrics[`${key}_value_accuracy`] = row.em ?? 0;
          metrics[`${key}_n`] = row.n;
        } else metrics[`${key}_${cat.replace(/-/g, '_')}`] = row.score;
        table.push({ set: s.name, category: cat, n: row.n, score: row.score, list_f1: row.f1 ?? '-', value_em: row.em ?? '-' });
      }
    }
    const para = reports[`para-${c.name}`].table.overall.score;
    const orig = reports[`para-${c.name}-orig`].table.overall.score;
    metrics[`paraphrase_gap_${c.name}`] = orig - para;
    // A paraphrase that scores below its own original is a wording the parser does not generalise to.
    const paraScore = new Map(reports[`para-${c.name}`].results.map((r) => [r.id, r.score]));
    const origScore = new Map(reports[`para-${c.name}-orig`].results.map((r) => [r.id, r.score]));
    const worse = c.sets[1].questions
      .filter((q) => (paraScore.get(q.id) ?? 0) < (origScore.get(String(q.paraphrase_of)) ?? 0) - 1e-9)
      .map((q) => `${q.id}(${String(q.paraphrase_of)}) ${(paraScore.get(q.id) ?? 0).toFixed(2)}<${(origScore.get(String(q.paraphrase_of)) ?? 0).toFixed(2)}`);
    if (worse.length) notes.push(`${c.name} paraphrases worse than their original: ${worse.join(', ')}`);
    const misses = reports[`${c.name}-own`].results.filter((r) => r.score < 1).map((r) => `${r.id} ${r.score.toFixed(2)}`);
    if (misses.length) notes.push(`${c.name}-own below 1.0: ${misses.join(', ')}`);
    notes.push(`${c.name} predictions: ${asked.preds}`);
  }
  metrics.p50_ms = percentile(latencies, 50);
  metrics.p95_ms = percentile(latencies, 95);
  return { metrics, table, notes };
}
