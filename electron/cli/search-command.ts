// `quarry search "<question>"`: the library's best blocks for a question (BM25, vectors, or full fusion),
// each with the signals that found it; or, with --questions FILE.json --out FILE.jsonl, a batch of questions
// ([{id, question}]) answered one JSON line each: {id, results: [{path, block, score, signals, …}]}.
import fs from 'node:fs';
import { quarryError } from '../engine/errors.ts';
import { searchBlocks, type SearchMode, type SearchResult } from '../engine/retrieve/semantic/index.ts';
import { printJson, withLibrary, type GlobalOptions } from './common.ts';

export interface SearchCommandOptions extends GlobalOptions {
  k?: string;
  mode?: string;
  questions?: string;
  out?: string;
}

function parseK(k: string | undefined): number {
  if (k === undefined) return 10;
  const n = Number(k);
  if (!Number.isInteger(n) || n < 1 || n > 1000) throw quarryError('BAD_ARGUMENT', `--k ${k} (a whole number from 1 to 1000)`);
  return n;
}

function parseMode(mode: string | undefined): SearchMode {
  const m = mode ?? 'fusion';
  if (m !== 'bm25' && m !== 'vector' && m !== 'fusion') throw quarryError('BAD_ARGUMENT', `--mode ${m} (bm25, vector or fusion)`);
  return m;
}

function readQuestions(file: string): Array<{ id: string; question: string }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw quarryError('FILE_NOT_FOUND', file);
    throw quarryError('BAD_ARGUMENT', `${file} is not a JSON list of {id, question}: ${(e as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw quarryError('BAD_ARGUMENT', `${file} is not a JSON list of {id, question}`);
  return parsed.map((q, i) => {
    const item = q as { id?: unknown; question?: unknown };
    if (typeof item?.question !== 'string' || !item.question.trim()) throw quarryError('QUESTION_INVALID', `${file} item ${i} has no question`);
    return { id: item.id === undefined ? String(i) : String(item.id), question: item.question };
  });
}

/** One result in the CLI's JSON (the path relative to its indexed folder, the block id, the signals). */
function resultJson(r: SearchResult) {
  return { path: r.path, block: r.blockId, score: r.score, signals: r.signals, heading: r.headingPath, page: r.page, start: r.start, end: r.end, text: r.text };
}

export async function searchCommand(question: string | undefined, opts: SearchCommandOptions): Promise<number> {
  const k = parseK(opts.k);
  const mode = parseMode(opts.mode);
  if (opts.questions) {
    if (!opts.out) throw quarryError('BAD_ARGUMENT', '--questions needs --out FILE.jsonl');
    const questions = readQuestions(opts.questions);
    const lines: string[] = [];
    await withLibrary(opts, { readonly: true }, async (lib) => {
      for (const q of questions) {
        const { results } = await searchBlocks(lib, q.question, { k, mode });
        lines.push(JSON.stringify({ id: q.id, results: results.map(resultJson) }));
      }
    });
    fs.writeFileSync(opts.out, lines.length ? lines.join('\n') + '\n' : '');
    if (!opts.json) console.log(`Answered ${questions.length} questions into ${opts.out}.`);
    else printJson({ questions: questions.length, out: opts.out });
    return 0;
  }
  if (!question?.trim()) throw quarryError('QUESTION_INVALID', 'give a question, or --questions FILE.json --out FILE.jsonl');
  const response = await withLibrary(opts, { readonly: true }, (lib) => searchBlocks(lib, question, { k, mode }));
  if (opts.json) {
    printJson({ question, mode, results: response.results.map(resultJson), trace: response.trace });
    return 0;
  }
  if (response.results.length === 0) console.log('No matching blocks.');
  response.results.forEach((r, i) => {
    const where = [r.path, ...r.headingPath.slice(-2)].join(' › ') + (r.page ? ` (p. ${r.page})` : '');
    const found = Object.keys(r.signals).filter((s) => s.endsWith('_rank')).map((s) => `${s.slice(0, -5)} #${r.signals[s]}`).join(', ');
    console.log(`${i + 1}. ${where}  [${r.score}]`);
    console.log(`   ${r.text.replace(/\s+/g, ' ').slice(0, 200)}${r.text.length > 200 ? '…' : ''}`);
    console.log(`   found by: ${found}`);
  });
  return 0;
}
