// HotpotQA multi-document retrieval: the 4,945 paragraph files indexed as a library (the real indexer and the
// textual-graph derivers), then for the dev questions the recall of the gold supporting titles among the top
// 2, 5 and 10 retrieved DOCUMENTS, for BM25 alone, vectors alone and full fusion, in the same run; and the
// retrieval latency of fusion. Then the answers (the default strategy, no model): the gold answer in the first
// sentence of the answer text, in the answer anywhere, and whether the deciding sentence is one of the gold
// supporting sentences (from the KGCaRe sample the questions come from); yes/no accuracy; answer latency. And the
// model's context for each question, counted by the tiny test model's tokenizer: the compact context (notes,
// deciding sentences, the prize-collecting Steiner tree's sentences) against plain passage context (the top 5
// passages whole), with the share of contexts that contain the gold answer (no model quality is claimed).
import fs from 'node:fs';
import path from 'node:path';
import { indexedLibrary } from './_library.ts';
import { quarryError } from '../electron/engine/errors.ts';
import { searchBlocks, type SearchMode } from '../electron/engine/retrieve/semantic/index.ts';
import { answerQuestion } from '../electron/engine/answer/answer-question.ts';
import { warmUpNlp } from '../electron/engine/answer/prose/nlp.ts';
import { containsAnswer, firstSentence, normaliseAnswer } from './_answers.ts';
import { citationSet } from '../electron/engine/answer/citations.ts';
import { composeTextual } from '../electron/engine/answer/compose-textual.ts';
import { withLinkedPassages } from '../electron/engine/answer/linked-passages.ts';
import { compactContext } from '../electron/engine/answer/model/compact-context.ts';
import { answerPrompt } from '../electron/engine/answer/model/answer-prompt.ts';
import { MODEL_PASSAGES } from '../electron/engine/answer/model/model-settings.ts';
import { materialiseBlocks } from '../electron/engine/retrieve/semantic/index.ts';
import { searchBlocksBm25 } from '../electron/engine/store/blocks.ts';
import { openRuntime } from '../electron/engine/llm/index.ts';
import { makeTinyGguf } from '../tests/fixtures/llm/make-tiny-gguf.ts';

const unescapeTitle = (s: string) => s.replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&#39;/g, "'");
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

export async function run(opts: { sharedDir: string; quick?: boolean }) {
  const corpus = path.join(opts.sharedDir, 'datasets', 'hotpotqa-corpus');
  const docsDir = path.join(corpus, 'docs');
  for (const p of [docsDir, path.join(corpus, 'dev-questions.json'), path.join(corpus, 'files_to_titles.json')]) {
    if (!fs.existsSync(p)) throw quarryError('BENCH_DATA_MISSING', p);
  }
  const titles = JSON.parse(fs.readFileSync(path.join(corpus, 'files_to_titles.json'), 'utf8')) as Record<string, string>;
  const questions = (JSON.parse(fs.readFileSync(path.join(corpus, 'dev-questions.json'), 'utf8')) as Array<{ id: string; question: string; answer: string; type: string; supporting_titles: string[] }>).slice(0, opts.quick ? 50 : undefined);
  // the gold supporting sentences of the dev questions (only those ids are read from the sample)
  const sampleFile = path.join(opts.sharedDir, 'datasets', 'hotpotqa_kgcare_sample', 'stratified_hotpotqa_500sample.json');
  const supporting = new Map<string, string[]>();
  if (fs.existsSync(sampleFile)) {
    const ids = new Set(questions.map((q) => q.id));
    for (const x of JSON.parse(fs.readFileSync(sampleFile, 'utf8')) as Array<{ _id: string; supporting_facts: Array<[string, number]>; context: Array<[string, string[]]> }>) {
      if (!ids.has(x._id)) continue;
      const byTitle = new Map(x.context);
      supporting.set(x._id, x.supporting_facts.map(([t, i]) => normaliseAnswer(byTitle.get(t)?.[i] ?? '')).filter(Boolean));
    }
  }

  const metrics: Record<string, number> = {};
  const table: Array<Record<string, string | number>> = [];
  const notes: string[] = [];
  const indexed = await indexedLibrary('hotpot', docsDir);
  const { library, report } = indexed;
  try {
    metrics.index_s = indexed.seconds;
    notes.push(`indexed ${report.added} files (${report.errors} errors) in ${metrics.index_s.toFixed(1)} s`);
    await searchBlocks(library, 'warm up the word vectors', { mode: 'fusion' });

    const modes: SearchMode[] = ['bm25', 'vector', 'fusion'];
    const cutoffs = [2, 5, 10];
    const found: Record<string, number> = {};
    const byType: Record<string, { n: number; bm25: number; fusion: number }> = {};
    let wanted = 0;
    const latency: Record<SearchMode, number[]> = { bm25: [], vector: [], fusion: [] };
    for (const q of questions) {
      const gold = new Set(q.supporting_titles.map(unescapeTitle));
      wanted += gold.size;
      const t = (byType[q.type] ??= { n: 0, bm25: 0, fusion: 0 });
      t.n += gold.size;
      for (const mode of modes) {
        const started = performance.now();
        const { results } = await searchBlocks(library, q.question, { k: 30, mode });
        latency[mode].push(performance.now() - started);
        const docs: string[] = [];
        for (const r of results) {
          const title = unescapeTitle(titles[path.basename(r.path)] ?? '');
          if (!docs.includes(title)) docs.push(title);
        }
        for (const n of cutoffs) {
          const hits = docs.slice(0, n).filter((d) => gold.has(d)).length;
          found[`${mode}_r${n}`] = (found[`${mode}_r${n}`] ?? 0) + hits;
          if (n === 5 && (mode === 'bm25' || mode === 'fusion')) t[mode] += hits;
        }
      }
    }
    for (const mode of modes) {
      const row: Record<string, string | number> = { mode };
      for (const n of cutoffs) {
        const r = found[`${mode}_r${n}`] / wanted;
        metrics[`${mode}_r${n}`] = r;
        row[`recall@${n} docs`] = Number(r.toFixed(3));
      }
      row['p50 ms'] = Number(percentile(latency[mode], 50).toFixed(1));
      row['p95 ms'] = Number(percentile(latency[mode], 95).toFixed(1));
      table.push(row);
    }
    metrics.p95_ms = percentile(latency.fusion, 95);
    metrics.questions = questions.length;

    // answers, as a user gets them (default strategy, no model)
    warmUpNlp();
    const answerMs: number[] = [];
    const textualMs: number[] = [];
    let inFirst = 0;
    let inAnswer = 0;
    let decidingGold = 0;
    let yesNo = 0;
    let yesNoRight = 0;
    const routes: Record<string, number> = {};
    for (const q of questions) {
      const started = performance.now();
      const a = await answerQuestion(library, q.question);
      const ms = performance.now() - started;
      answerMs.push(ms);
      if (a.route === 'textual') textualMs.push(ms);
      routes[a.route] = (routes[a.route] ?? 0) + 1;
      if (containsAnswer(firstSentence(a.answer), q.answer)) inFirst++;
      if (containsAnswer(a.answer, q.answer)) inAnswer++;
      // QUARRY_BENCH_DUMP=file: one line per question, to compare two runs question by question
      if (process.env.QUARRY_BENCH_DUMP) fs.appendFileSync(process.env.QUARRY_BENCH_DUMP, `${JSON.stringify({ id: q.id, route: a.route, first: containsAnswer(firstSentence(a.answer), q.answer), text: containsAnswer(a.answer, q.answer), answer: a.answer.slice(0, 300) })}\n`);
      const deciding = a.citations.find((c) => c.id === a.prose?.deciding) ?? a.citations[0];
      const gold = supporting.get(q.id) ?? [];
      if (deciding && gold.some((g) => normaliseAnswer(deciding.snippet).includes(g) || g.includes(normaliseAnswer(deciding.snippet)))) decidingGold++;
      if (/^(yes|no)$/i.test(q.answer)) {
        yesNo++;
        if (a.prose?.yesNo === q.answer.toLowerCase()) yesNoRight++;
      }
    }
    metrics.answer_in_first_sentence = inFirst / questions.length;
    metrics.answer_in_text = inAnswer / questions.length;
    metrics.deciding_sentence_supporting = decidingGold / questions.length;
    metrics.yes_no_questions = yesNo;
    metrics.yes_no_accuracy = yesNo ? yesNoRight / yesNo : NaN;
    metrics.answer_p50_ms = percentile(answerMs, 50);
    metrics.answer_p95_ms = percentile(answerMs, 95);
    metrics.textual_answer_p95_ms = percentile(textualMs, 95);
    table.push({ mode: 'answers', 'gold in 1st sentence': Number(metrics.answer_in_first_sentence.toFixed(3)), 'gold in answer': Number(metrics.answer_in_text.toFixed(3)), 'deciding = supporting': Number(metrics.deciding_sentence_supporting.toFixed(3)), 'p50 ms': Number(metrics.answer_p50_ms.toFixed(1)), 'p95 ms': Number(metrics.answer_p95_ms.toFixed(1)) });
    // the model's context, compact against plain passages (tokens by the tiny test model's tokenizer)
    const rt = await openRuntime({ chatModel: makeTinyGguf({ shape: { contextLength: 4096 } }), threads: 1, contextSize: 4096 });
    try {
      const compactTokens: number[] = [];
      const plainTokens: number[] = [];
      let compactHas = 0;
      let plainHas = 0;
      const searchText = (text: string) => materialiseBlocks(library, searchBlocksBm25(library.db, text, 8));
      const base = { items: [], kind: null, value: null, budget: 1_000_000 };
      for (const q of questions) {
        const { results } = await searchBlocks(library, q.question, { k: 10, mode: 'fusion' });
        const cites = citationSet(library.db);
        const composed = composeTextual(library.db, withLinkedPassages(library.db, results), q.question, cites, { searchText });
        const compact = compactContext(library.db, composed, cites);
        const c = await answerPrompt(rt, { ...base, question: q.question, citations: compact.citations, notes: compact.notes });
        const plainCites = citationSet(library.db);
        for (const r of results.slice(0, MODEL_PASSAGES)) plainCites.block(r.blockId);
        const p = await answerPrompt(rt, { ...base, question: q.question, citations: plainCites.list() });
        compactTokens.push(c.tokens);
        plainTokens.push(p.tokens);
        if (containsAnswer(c.evidenceText, q.answer)) compactHas++;
        if (containsAnswer(p.evidenceText, q.answer)) plainHas++;
      }
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      metrics.compact_prompt_tokens = mean(compactTokens);
      metrics.plain_prompt_tokens = mean(plainTokens);
      metrics.compact_to_plain = metrics.compact_prompt_tokens / metrics.plain_prompt_tokens;
      metrics.compact_context_has_answer = compactHas / questions.length;
      metrics.plain_context_has_answer = plainHas / questions.length;
      table.push({ mode: 'model context', 'compact tokens': Math.round(metrics.compact_prompt_tokens), 'plain tokens': Math.round(metrics.plain_prompt_tokens), 'compact has gold': Number(metrics.compact_context_has_answer.toFixed(3)), 'plain has gold': Number(metrics.plain_context_has_answer.toFixed(3)) });
      notes.push(`model context: ${metrics.compact_prompt_tokens.toFixed(0)} prompt tokens per question compact vs ${metrics.plain_prompt_tokens.toFixed(0)} with the top ${MODEL_PASSAGES} passages whole (${(metrics.compact_to_plain * 100).toFixed(0)} %), tiny test model's tokenizer; gold answer in the context ${metrics.compact_context_has_answer.toFixed(3)} vs ${metrics.plain_context_has_answer.toFixed(3)}`);
    } finally {
      await rt.close();
    }
    notes.push(`answers: routes ${JSON.stringify(routes)}; yes/no questions ${yesNo}${yesNo ? `, accuracy ${metrics.yes_no_accuracy.toFixed(3)}` : ' (none in the dev half)'}; p95 latency of a textual answer ${metrics.textual_answer_p95_ms.toFixed(0)} ms (target <= 300)`);
    for (const [type, t] of Object.entries(byType)) notes.push(`${type}: recall@5 BM25 ${(t.bm25 / t.n).toFixed(3)}, fusion ${(t.fusion / t.n).toFixed(3)}`);
    notes.push(`fusion recall@5 - BM25 recall@5 = ${((metrics.fusion_r5 - metrics.bm25_r5) * 100).toFixed(1)} points (target >= 8); p95 fusion latency ${metrics.p95_ms.toFixed(0)} ms (target <= 300)`);
  } finally {
    library.close();
    fs.rmSync(indexed.dir, { recursive: true, force: true });
  }
  return { metrics, table, notes };
}
