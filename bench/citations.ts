// `npm run bench -- citations`: every citation of every answer over the devices dev set and the ConditionalQA
// dev split must resolve to the document's text at its range, and every listed item must have a spec-row
// citation whose text states the value that qualified it. Both shares must be 1.0.
import fs from 'node:fs';
import path from 'node:path';
import type { Answer } from '../shared/answer.ts';
import { openLibrary, type Library } from '../electron/engine/store/library.ts';
import { indexedLibrary } from './_library.ts';
import { answerQuestion } from '../electron/engine/answer/answer-question.ts';
import { citationResolves, itemIsCited } from '../electron/engine/answer/citations.ts';
import { quarryError } from '../electron/engine/errors.ts';
import type { BenchOptions, BenchResult } from './run.ts';

function need(p: string): string {
  if (!fs.existsSync(p)) throw quarryError('BENCH_DATA_MISSING', p);
  return p;
}

interface Tally {
  answers: number;
  citations: number;
  resolved: number;
  items: number;
  itemsCited: number;
  failures: string[];
}

function check(lib: Library, id: string, a: Answer, t: Tally): void {
  t.answers++;
  for (const c of a.citations) {
    t.citations++;
    if (citationResolves(lib.db, c)) t.resolved++;
    else t.failures.push(`${id}: citation ${c.id} does not resolve (${c.path} ${c.start}-${c.end})`);
  }
  for (const item of a.items) {
    t.items++;
    if (itemIsCited(a, item)) t.itemsCited++;
    else t.failures.push(`${id}: item "${item.name}" has no row citation stating ${JSON.stringify(item.values)}`);
  }
}

export async function run(opts: BenchOptions): Promise<BenchResult> {
  const devices = need(path.join(opts.sharedDir, 'datasets', 'devices-corpus'));
  const devQuestions = JSON.parse(fs.readFileSync(need(path.join(opts.sharedDir, 'bench', 'devices-dev.json')), 'utf8')) as Array<{ id: string; question: string }>;
  const cqaDocs = need(path.join(opts.sharedDir, 'datasets', 'conditionalqa', 'docs_dev'));
  const cqa = (JSON.parse(fs.readFileSync(need(path.join(opts.sharedDir, 'datasets', 'conditionalqa', 'dev.json')), 'utf8')) as Array<{ id: string; scenario: string; question: string }>).slice(0, opts.quick ? 30 : 143);
  const table: BenchResult['table'] = [];
  const all: Tally = { answers: 0, citations: 0, resolved: 0, items: 0, itemsCited: 0, failures: [] };
  const sets: Array<[string, string, Array<{ id: string; question: string }>]> = [
    ['devices', devices, devQuestions],
    ['conditionalqa', cqaDocs, cqa.map((q) => ({ id: q.id, question: `${q.scenario} ${q.question}` }))],
  ];
  for (const [name, folder, questions] of sets) {
    const lib = process.env.QUARRY_BENCH_LIBRARY && name === 'devices' ? openLibrary(process.env.QUARRY_BENCH_LIBRARY, { readonly: true }) : (await indexedLibrary(name, folder)).library;
    const t: Tally = { answers: 0, citations: 0, resolved: 0, items: 0, itemsCited: 0, failures: [] };
    for (const q of questions) check(lib, q.id, await answerQuestion(lib, q.question), t);
    lib.close();
    table.push({ set: name, answers: t.answers, citations: t.citations, resolved: t.resolved, items: t.items, items_cited: t.itemsCited });
    for (const k of ['answers', 'citations', 'resolved', 'items', 'itemsCited'] as const) all[k] += t[k];
    all.failures.push(...t.failures);
  }
  return {
    metrics: {
      citations_resolved_share: all.citations ? all.resolved / all.citations : 1,
      items_cited_share: all.items ? all.itemsCited / all.items : 1,
      citations: all.citations,
      items: all.items,
      answers: all.answers,
    },
    table,
    notes: all.failures.slice(0, 30),
  };
}
