// Dev probe (not a benchmark): answers only, over a library indexed once and kept (argv: hotpot|cqa, library path, dump file).
import fs from 'node:fs';
import path from 'node:path';
import { openLibrary } from '../electron/engine/store/library.ts';
import { indexFolders } from '../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../electron/engine/pipeline.ts';
import { answerQuestion } from '../electron/engine/answer/answer-question.ts';
import { warmUpNlp } from '../electron/engine/answer/prose/nlp.ts';
import { searchBlocks } from '../electron/engine/retrieve/semantic/index.ts';
import { containsAnswer, firstSentence } from './_answers.ts';

const [which, libPath, dump] = process.argv.slice(2);
const shared = process.env.QUARRY_SHARED ?? '/work/shared';
const folder = which === 'hotpot' ? path.join(shared, 'datasets/hotpotqa-corpus/docs') : path.join(shared, 'datasets/conditionalqa/docs_dev');
const fresh = !fs.existsSync(libPath);
const library = openLibrary(libPath);
if (fresh) await indexFolders(library, [folder], { derivers: defaultDerivers() });
await searchBlocks(library, 'warm up the word vectors', { mode: 'fusion' });
warmUpNlp();
if (dump) fs.writeFileSync(dump, '');
const out = (o: object) => dump && fs.appendFileSync(dump, JSON.stringify(o) + '\n');
if (which === 'hotpot') {
  const qs = (JSON.parse(fs.readFileSync(path.join(shared, 'datasets/hotpotqa-corpus/dev-questions.json'), 'utf8')) as Array<{ id: string; question: string; answer: string }>).slice(0, 250);
  let first = 0, text = 0, yn = 0, ynR = 0;
  for (const q of qs) {
    const a = await answerQuestion(library, q.question);
    const f = containsAnswer(firstSentence(a.answer), q.answer);
    const t = containsAnswer(a.answer, q.answer);
    if (f) first++;
    if (t) text++;
    if (/^(yes|no)$/i.test(q.answer)) { yn++; if (a.prose?.yesNo === q.answer.toLowerCase()) ynR++; }
    out({ id: q.id, q: q.question, gold: q.answer, route: a.route, first: f, text: t, yesNo: a.prose?.yesNo, answer: a.answer.slice(0, 400) });
  }
  console.log(JSON.stringify({ first: first / qs.length, text: text / qs.length, yesNo: `${ynR}/${yn}` }));
} else {
  const qs = (JSON.parse(fs.readFileSync(path.join(shared, 'datasets/conditionalqa/dev.json'), 'utf8')) as Array<{ id: string; scenario: string; question: string; answers: Array<[string, string[]]> }>).slice(0, 143);
  let spans = 0, spanFirst = 0, spanAny = 0, yn = 0, ynR = 0;
  const norm = (s: string) => s.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();
  let gc = 0, cc = 0;
  for (const q of qs) {
    const a = await answerQuestion(library, `${q.scenario.trim()} ${q.question.trim()}`);
    const golds = q.answers.map((x) => x[0]);
    const isYN = golds.length > 0 && golds.every((g) => /^(yes|no)$/i.test(g));
    let f: boolean | undefined, t: boolean | undefined, right: boolean | undefined;
    if (golds.length === 0) { /* unanswerable */ } else if (isYN) { yn++; right = !!a.prose?.yesNo && golds.some((g) => g.toLowerCase() === a.prose!.yesNo); if (right) ynR++; }
    else { spans++; f = golds.some((g) => containsAnswer(firstSentence(a.answer), g)); t = golds.some((g) => containsAnswer(a.answer, g)); if (f) spanFirst++; if (t) spanAny++; }
    const conds = [...new Set(q.answers.flatMap((x) => x[1]).map(norm).filter(Boolean))];
    let covered = 0;
    if (conds.length) {
      const cited = (a.prose?.conditions ?? []).map((c) => norm(a.citations.find((x) => x.id === c.citation)?.snippet ?? c.text).replace(/^[-*•]\s*/, ''));
      covered = conds.filter((g) => cited.some((c) => c.length > 10 && (g.includes(c) || c.includes(g)))).length;
      gc += conds.length; cc += covered;
    }
    out({ id: q.id, route: a.route, q: q.question, gold: golds, kind: golds.length === 0 ? 'none' : isYN ? 'yn' : 'span', first: f, text: t, right, yesNo: a.prose?.yesNo, conds: conds.length, covered, answer: a.answer.slice(0, 400) });
  }
  console.log(JSON.stringify({ spanFirst: spanFirst / spans, spanAny: spanAny / spans, yesNo: ynR / yn, ynN: yn, condRecall: cc / gc }));
}
library.close();
