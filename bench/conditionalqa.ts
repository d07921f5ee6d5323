// ConditionalQA evidence retrieval: the 59 gov.uk dev pages indexed as a library (real indexer + textual
// graph), then for the first 143 dev questions (scenario + question as the query) the share of gold evidence
// sentences contained in the top-10 blocks, BM25 against full fusion in the same run. Then the answers (the
// default strategy, no model): for span answers the gold answer in the first sentence of the answer text, for
// yes/no questions the decision, and for answers with conditions the share of gold condition sentences that
// the answer's cited condition sentences cover.
import fs from 'node:fs';
import path from 'node:path';
import { indexedLibrary } from './_library.ts';
import { quarryError } from '../electron/engine/errors.ts';
import { searchBlocks, type SearchMode } from '../electron/engine/retrieve/semantic/index.ts';
import { answerQuestion } from '../electron/engine/answer/answer-question.ts';
import { warmUpNlp } from '../electron/engine/answer/prose/nlp.ts';
import { containsAnswer, firstSentence, percentile as pct } from './_answers.ts';

const DEV_QUESTIONS = 143;

/** Plain text of an evidence element ("<p>Within 10 days …</p>"), whitespace collapsed. */
function evidenceText(html: string): string {
  return normalise(html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
}
const normalise = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

export async function run(opts: { sharedDir: string; quick?: boolean }) {
  const root = path.join(opts.sharedDir, 'datasets', 'conditionalqa');
  const docsDir = path.join(root, 'docs_dev');
  const devFile = path.join(root, 'dev.json');
  for (const p of [docsDir, devFile]) if (!fs.existsSync(p)) throw quarryError('BENCH_DATA_MISSING', p);
  const questions = (JSON.parse(fs.readFileSync(devFile, 'utf8')) as Array<{ id: string; scenario: string; question: string; evidences: string[]; answers: Array<[string, string[]]>; not_answerable: boolean }>).slice(0, opts.quick ? 40 : DEV_QUESTIONS);

  const metrics: Record<string, number> = {};
  const table: Array<Record<string, string | number>> = [];
  const notes: string[] = [];
  const indexed = await indexedLibrary('cqa', docsDir);
  const { library, report } = indexed;
  try {
    metrics.index_s = indexed.seconds;
    const blocks = (library.db.prepare(`SELECT count(*) AS n FROM blocks`).get() as { n: number }).n;
    notes.push(`indexed ${report.added} files into ${blocks} blocks (${report.errors} errors) in ${metrics.index_s.toFixed(1)} s`);
    const modes: SearchMode[] = ['bm25', 'vector', 'fusion'];
    const found: Record<string, number> = {};
    const latency: Record<string, number[]> = {};
    let wanted = 0;
    for (const q of questions) {
      const evidence = q.evidences.map(evidenceText).filter(Boolean);
      wanted += evidence.length;
      for (const mode of modes) {
        const started = performance.now();
        const { results } = await searchBlocks(library, `${q.scenario} ${q.question}`, { k: 10, mode });
        (latency[mode] ??= []).push(performance.now() - started);
        const texts = results.map((r) => normalise(r.text));
        found[mode] = (found[mode] ?? 0) + evidence.filter((e) => texts.some((t) => t.includes(e))).length;
      }
    }
    for (const mode of modes) {
      metrics[`${mode}_evidence_at10`] = found[mode] / wanted;
      table.push({ mode, 'evidence in top-10 blocks': Number((found[mode] / wanted).toFixed(3)), 'p95 ms': Number(percentile(latency[mode], 95).toFixed(1)) });
    }
    metrics.questions = questions.length;
    metrics.evidence_sentences = wanted;
    metrics.p95_ms = percentile(latency.fusion, 95);

    // answers: the scenario and the question as a user would type them
    warmUpNlp();
    let spans = 0;
    let spanFirst = 0;
    let spanAnywhere = 0;
    let yesNo = 0;
    let yesNoRight = 0;
    let yesNoUnknown = 0;
    let goldConditions = 0;
    let coveredConditions = 0;
    let conditionalAnswers = 0;
    let unanswerable = 0;
    let unanswerableSaid = 0;
    const answerMs: number[] = [];
    for (const q of questions) {
      const started = performance.now();
      const a = await answerQuestion(library, `${q.scenario.trim()} ${q.question.trim()}`);
      answerMs.push(performance.now() - started);
      const golds = q.answers.map((x) => x[0]);
      const isYesNo = golds.length > 0 && golds.every((g) => /^(yes|no)$/i.test(g));
      if (golds.length === 0) {
        unanswerable++;
        if (a.prose?.yesNo === 'unknown') unanswerableSaid++;
      } else if (isYesNo) {
        yesNo++;
        if (a.prose?.yesNo && golds.some((g) => g.toLowerCase() === a.prose!.yesNo)) yesNoRight++;
        if (a.prose?.yesNo === 'unknown' || !a.prose?.yesNo) yesNoUnknown++;
      } else {
        spans++;
        if (golds.some((g) => containsAnswer(firstSentence(a.answer), g))) spanFirst++;
        if (golds.some((g) => containsAnswer(a.answer, g))) spanAnywhere++;
      }
      const conds = [...new Set(q.answers.flatMap((x) => x[1]).map(evidenceText).filter(Boolean))];
      if (conds.length) {
        conditionalAnswers++;
        goldConditions += conds.length;
        const cited = (a.prose?.conditions ?? []).map((c) => normalise(a.citations.find((x) => x.id === c.citation)?.snippet ?? c.text).replace(/^[-*•]\s*/, ''));
        coveredConditions += conds.filter((g) => cited.some((c) => c.length > 10 && (g.includes(c) || c.includes(g)))).length;
      }
    }
    metrics.span_questions = spans;
    metrics.span_answer_in_first_sentence = spanFirst / spans;
    metrics.span_answer_in_text = spanAnywhere / spans;
    metrics.yes_no_questions = yesNo;
    metrics.yes_no_accuracy = yesNoRight / yesNo;
    metrics.yes_no_undecided = yesNoUnknown / yesNo;
    metrics.conditional_answers = conditionalAnswers;
    metrics.conditions_recall = goldConditions ? coveredConditions / goldConditions : NaN;
    metrics.unanswerable_questions = unanswerable;
    metrics.unanswerable_said_so = unanswerable ? unanswerableSaid / unanswerable : NaN;
    metrics.answer_p95_ms = pct(answerMs, 95);
    table.push({ mode: 'answers', 'span: gold in 1st sentence': Number(metrics.span_answer_in_first_sentence.toFixed(3)), 'span: gold in answer': Number(metrics.span_answer_in_text.toFixed(3)), 'yes/no accuracy': Number(metrics.yes_no_accuracy.toFixed(3)), 'conditions recall': Number(metrics.conditions_recall.toFixed(3)), 'p95 ms': Number(metrics.answer_p95_ms.toFixed(1)) });
    notes.push(`answers: ${spans} span questions, ${yesNo} yes/no (${(metrics.yes_no_undecided * 100).toFixed(0)} % undecided), ${conditionalAnswers} with gold conditions (${goldConditions} condition sentences), ${unanswerable} unanswerable (${unanswerableSaid} answered "the documents don't say"); a condition counts as covered when a cited condition sentence and the gold one contain each other`);
    notes.push(`an evidence sentence counts when its text (tags stripped, whitespace collapsed, case folded) is inside one of the top-10 blocks`);
  } finally {
    library.close();
    fs.rmSync(indexed.dir, { recursive: true, force: true });
  }
  return { metrics, table, notes };
}
