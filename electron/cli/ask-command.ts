// `quarry ask "<question>"` and the batch form `quarry ask --questions FILE.json --out FILE.jsonl`.
import fs from 'node:fs';
import type { Answer, Strategy } from '../../shared/answer.ts';
import { answerQuestion } from '../engine/answer/answer-question.ts';
import { openRuntime } from '../engine/llm/index.ts';
import { errorMessage, quarryError } from '../engine/errors.ts';
import { cleanQuestion } from '../engine/api/question-input.ts';
import { guardAnswer } from '../engine/api/answer-guard.ts';
import { printJson, withLibrary, type GlobalOptions } from './common.ts';

interface AskOptions extends GlobalOptions {
  questions?: string;
  out?: string;
  strategy?: Strategy;
  model?: string;
}

function readQuestions(file: string): Array<{ id: string; question: string }> {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw quarryError('BAD_ARGUMENT', `${file}: ${errorMessage(e)}`);
  }
  if (!Array.isArray(data)) throw quarryError('BAD_ARGUMENT', `${file} must hold a JSON list of {id, question}`);
  return data.map((q, i) => {
    if (!q || typeof q !== 'object' || typeof (q as { question?: unknown }).question !== 'string') {
      throw quarryError('BAD_ARGUMENT', `${file}: item ${i} has no "question" string`);
    }
    const { id, question } = q as { id?: unknown; question: string };
    return { id: id === undefined ? String(i) : String(id), question };
  });
}

function printAnswer(a: Answer): void {
  console.log(a.answer);
  if (a.citations.length) {
    console.log('\nSources:');
    for (const c of a.citations.slice(0, 30)) console.log(`  [${c.id.slice(1)}] ${c.path}${c.page ? ` p.${c.page}` : ''} @${c.start}-${c.end}: ${c.snippet.replace(/\s+/g, ' ').slice(0, 100)}`);
    if (a.citations.length > 30) console.log(`  … ${a.citations.length - 30} more (--json lists all)`);
  }
  console.error(`\nroute ${a.route} (${a.strategy}) · ${a.timings.total} ms`);
}

export async function askCommand(question: string | undefined, opts: AskOptions): Promise<number> {
  if (question === undefined && !opts.questions) throw quarryError('BAD_ARGUMENT', 'give a question, or --questions FILE.json');
  if (opts.questions && !opts.out) throw quarryError('BAD_ARGUMENT', '--questions needs --out FILE.jsonl');
  const asked = opts.questions ? undefined : cleanQuestion(question); // checked before the library is opened
  return withLibrary(opts, { readonly: true }, async (lib) => {
    const runtime = opts.model ? await openRuntime({ chatModel: opts.model }) : undefined;
    try {
      if (!opts.questions) {
        const answer = guardAnswer(lib.db, await answerQuestion(lib, asked!, { strategy: opts.strategy, runtime }));
        if (opts.json) printJson(answer);
        else printAnswer(answer);
        return 0;
      }
      const list = readQuestions(opts.questions);
      const out = fs.openSync(opts.out!, 'w');
      let failed = 0;
      try {
        for (const q of list) {
          let line: object;
          try {
            line = { id: q.id, ...guardAnswer(lib.db, await answerQuestion(lib, cleanQuestion(q.question), { strategy: opts.strategy, runtime })) };
          } catch (e) {
            failed++;
            line = { id: q.id, question: q.question, error: errorMessage(e), kind: 'none', items: [], value: null };
          }
          fs.writeSync(out, JSON.stringify(line) + '\n');
        }
      } finally {
        fs.closeSync(out);
      }
      console.error(`answered ${list.length - failed} of ${list.length} questions → ${opts.out}`);
      return 0;
    } finally {
      await runtime?.close();
    }
  });
}
