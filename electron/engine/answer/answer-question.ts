// The answer engine: picks the view(s) for a question by strategy and router, composes the answer with exact
// citations, and records the route, the reasons and per-step timings in the trace. With a chat model (and only
// then) the model also writes SPARQL where the parser is unsure, decides routes the rules are unsure of, writes
// the answer from the evidence (checked by the verifier) and runs the agentic strategy; see answer/model/.
import type { Answer, Strategy, TraceStep } from '../../../shared/answer.ts';
import type { Library } from '../store/library.ts';
import type { LlmRuntime } from '../llm/index.ts';
import { answerSymbolically, MIN_CONFIDENCE, type SymbolicAnswer } from '../retrieve/symbolic/index.ts';
import type { QueryLimits } from '../retrieve/symbolic/run-plan.ts';
import { getLexicon } from '../retrieve/symbolic/lexicon.ts';
import { defaultPromptBudget, sparqlWithModel } from '../retrieve/symbolic/model/index.ts';
import { searchBlocks, type SearchResult } from '../retrieve/semantic/index.ts';
import { blocksWithPhrase, searchBlocksBm25 } from '../store/blocks.ts';
import { errorMessage, isQuarryError, quarryError } from '../errors.ts';
import { citationSet } from './citations.ts';
import { composeSymbolic, type ComposedAnswer } from './compose-symbolic.ts';
import { composeTextual, type TextualAnswer } from './compose-textual.ts';
import { materialiseBlocks } from '../retrieve/semantic/index.ts';
import { withLinkedPassages } from './linked-passages.ts';
import { answerGraph } from './evidence-graph.ts';
import { exactHasNothing, isOpenQuestion, routeByRules, symbolicIsEmpty } from './route.ts';
import { explainsEveryWord, leavesNameOut } from './exact-grounding.ts';
import { foldersNamed, type IsCommonWord } from './prose/named-folders.ts';
import { loadLanguage } from './prose/language.ts';
import { loadWordVectors } from '../tkg/embed/index.ts';
import { resolveFollowUp } from './follow-up.ts';
import { addUsage, ANSWER_MAX_TOKENS, chatRuntime, MAX_AGENTIC_STEPS, MODEL_PASSAGES, MODEL_TIMEOUT_MS, type ModelStepSettings } from './model/model-settings.ts';
import { routeWithModel } from './model/route-with-model.ts';
import { composeModelSparql } from './model/compose-model-sparql.ts';
import { writeAnswerWithModel } from './model/write-answer.ts';
import { describeVerification } from './model/verify-answer.ts';
import { agenticAnswer } from './model/agentic.ts';
import { compactContext } from './model/compact-context.ts';

export interface AnswerOptions {
  strategy?: Strategy;
  runtime?: LlmRuntime;
  onToken?: (text: string) => void;
  signal?: AbortSignal;
  history?: Array<{ question: string; answer: string }>;
  /** Passages in a textual answer. */
  passages?: number;
  /** Time limit and row cap of the exact answer's queries (defaults: 8 s, 50,000 rows). */
  queryLimits?: QueryLimits;
  /** Limits of the model's steps (used only with a runtime that has a chat model). */
  model?: ModelStepSettings;
}

/** A word among the language's most frequent (by the word vectors' rank) is a common word: it names no folder
 * by its spelling alone ("less", "make", "file", "patch"; "tar", "bash", "python" are rarer and do). */
const COMMON_RANK = 10_000;

/** The common-word test of the word vectors (none without them: then no word is common). */
async function commonWords(): Promise<IsCommonWord> {
  const words = await loadWordVectors().catch(() => null);
  return words ? (w) => { const r = words.rank(w); return r >= 0 && r < COMMON_RANK; } : () => false;
}

/** How many passages the textual answer reads its candidate sentences from (fusion ranking, then linked pages and
 * second hops). */
const TEXTUAL_PASSAGES = 10;

const oneLine = (s: string, max = 400) => {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
};

export const DEFAULT_STRATEGY: Strategy = 'router-fallback';
export const STRATEGIES: Strategy[] = ['symbolic', 'textual', 'both', 'symbolic-fallback', 'router', 'router-fallback', 'agentic'];

export async function answerQuestion(library: Library, questionText: string, opts: AnswerOptions = {}): Promise<Answer> {
  const started = performance.now();
  const strategy = opts.strategy ?? DEFAULT_STRATEGY;
  if (!STRATEGIES.includes(strategy)) throw quarryError('BAD_ARGUMENT', `unknown strategy "${strategy}" (one of ${STRATEGIES.join(', ')})`);
  if (typeof questionText !== 'string' || !questionText.trim()) throw quarryError('QUESTION_INVALID', 'the question is empty');
  const trace: TraceStep[] = [];
  const timings: Record<string, number> = {};
  let lap = performance.now();
  const step = (name: string, detail: string) => {
    const now = performance.now();
    trace.push({ step: name, detail, ms: Math.round((now - lap) * 10) / 10 });
    timings[name] = (timings[name] ?? 0) + (now - lap);
    lap = now;
  };
  const checkCancel = () => {
    if (opts.signal?.aborted) throw quarryError('CANCELLED', 'the question was cancelled');
  };
  // the model's steps (all skipped without a chat model)
  const chat = chatRuntime(opts.runtime);
  const usage = { promptTokens: 0, completionTokens: 0 };
  const settings = opts.model ?? {};
  const answerMaxTokens = settings.answerMaxTokens ?? ANSWER_MAX_TOKENS;
  const budget = chat ? (settings.promptBudget ?? defaultPromptBudget(chat, answerMaxTokens)) : 0;
  const timeoutMs = settings.timeoutMs ?? MODEL_TIMEOUT_MS;
  const modelFailed = (what: string, e: unknown) => {
    if (isQuarryError(e, 'CANCELLED')) throw e;
    step(`${what}-error`, errorMessage(e));
  };

  const question = resolveFollowUp(questionText.trim(), opts.history ?? []);
  if (question !== questionText.trim()) step('follow-up', `read as: ${question}`);
  const citations = citationSet(library.db);
  const wantsSymbolic = strategy !== 'textual';
  const wantsTextual = strategy === 'textual' || strategy === 'both';

  let sym: SymbolicAnswer | null = null;
  let symbolicError: string | null = null;
  if (wantsSymbolic) {
    try {
      sym = await answerSymbolically(library, question, opts.queryLimits);
      const p = sym.plan;
      step('parse', `${p.interpretation ?? p.intent}; confidence ${p.confidence}${p.doubts.length ? `; doubts: ${p.doubts.join('; ')}` : ''}${p.unmapped.length ? `; not understood: ${p.unmapped.join(', ')}` : ''}`);
      if (p.roles?.length) trace.push({ step: 'parse:roles', detail: p.roles.map((r) => `${r.text} → ${r.role} (${r.reason})`).join('; '), ms: 0 });
      if (sym.result) step('sparql', `${sym.result.rowCount} rows, ${sym.result.items.length} items (${sym.result.engine})`);
    } catch (e) {
      symbolicError = errorMessage(e);
      step('symbolic-error', symbolicError);
      if ((e as { code?: string }).code === 'QUESTION_INVALID') throw e;
    }
  }
  checkCancel();

  // DualGraph's model path: where the parser is unsure, the model writes SPARQL from the graph's nearest patterns
  let modelSym: SymbolicAnswer | null = null;
  if (chat && sym && !sym.confident && sym.plan.confidence < MIN_CONFIDENCE && !isOpenQuestion(question)) {
    try {
      const out = await sparqlWithModel(library, chat, question, sym.plan, {
        ...settings.sparql,
        promptBudget: settings.sparql?.promptBudget ?? settings.promptBudget,
        timeoutMs: settings.sparql?.timeoutMs ?? timeoutMs,
        signal: opts.signal,
      });
      addUsage(usage, out.usage);
      const kept = out.candidates.filter((c) => c.fate === 'kept').length;
      step('model-sparql', `${out.candidates.length} candidate${out.candidates.length === 1 ? '' : 's'} from a ${out.promptTokens}-token prompt (${out.patterns.inPrompt} graph patterns, found by ${out.patterns.how}); ${kept} kept${out.answer ? `: ${out.answer.result!.items.length} items` : ''}${out.error ? `; ${out.error}` : ''}`);
      for (const c of out.candidates) trace.push({ step: `model-sparql:candidate ${c.index}`, detail: `${c.fate}: ${c.detail} — ${oneLine(c.sparql.replace(/^PREFIX[^\n]*\n/gm, ''), 300)}`, ms: c.ms });
      if (out.answer) sym = modelSym = out.answer;
    } catch (e) {
      modelFailed('model-sparql', e);
    }
    checkCancel();
  }

  let route: Answer['route'] = 'none';
  let useSymbolic = false;
  let useTextual = wantsTextual;
  if (strategy === 'symbolic') {
    useSymbolic = !!sym?.confident;
    step('route', useSymbolic ? 'symbolic only' : `symbolic only, and it could not answer exactly: ${sym?.reason ?? 'error'}`);
  } else if (strategy === 'symbolic-fallback') {
    useSymbolic = !!sym?.confident && !exactHasNothing(sym);
    useTextual = !useSymbolic;
    step('route', useSymbolic ? 'symbolic' : `falling back to the textual view: ${sym?.reason ?? 'no exact value stated'}`);
  } else if (strategy === 'router' || strategy === 'router-fallback' || strategy === 'agentic') {
    let decision = routeByRules(question, sym);
    // the router's second tier: the model decides what the rules are unsure of
    if (decision.unsure && chat) {
      try {
        const m = await routeWithModel(chat, question, sym, decision, { budget, signal: opts.signal, timeoutMs });
        addUsage(usage, m.usage);
        const viable = m.route === 'textual' || !!sym?.result;
        step('route-model', `the rules were unsure (${decision.route}: ${decision.why}); the model chose ${m.route}${viable ? '' : ', but no exact query ran, so textual is kept'}`);
        if (viable) decision = { route: m.route, why: `the model chose it (the rules were unsure: ${decision.why})`, unsure: false };
      } catch (e) {
        modelFailed('route-model', e);
      }
    }
    useSymbolic = decision.route === 'symbolic';
    useTextual = decision.route === 'textual';
    let why = symbolicError && !sym ? `the exact query failed (${symbolicError})` : decision.why;
    if (strategy === 'agentic' && !opts.runtime?.available) why += ' (agentic needs a model; none is configured, so the router decided)';
    if (useSymbolic && sym && exactHasNothing(sym)) {
      // the exact path has nothing cited to show: the textual path answers — always
      useSymbolic = false;
      useTextual = true;
      why += `; the exact query found nothing to cite (${sym.result ? `${sym.result.items.length} items, value ${sym.result.value ?? 'none'}` : 'no result'}), so the textual view answers`;
    } else if (useSymbolic && sym && symbolicIsEmpty(sym)) {
      useTextual = true;
      why += '; the graph states no value, so the textual view is searched too';
    }
    step('route', `${useSymbolic ? 'symbolic' : 'textual'}: ${why}`);
  } else if (strategy === 'both') {
    useSymbolic = !!sym?.confident && !exactHasNothing(sym);
    step('route', useSymbolic ? 'both views' : 'both views asked; the exact query found nothing to cite, so the textual view answers');
  }

  let composed: ComposedAnswer | null = null;
  const parts: ComposedAnswer[] = [];
  if (useSymbolic && sym?.result) {
    // (composed first into citations of its own: an exact answer not shown leaves no citation before the text's)
    const compose = (cites: typeof citations) => (modelSym && sym === modelSym ? composeModelSparql(sym, cites) : composeSymbolic(sym!, cites));
    const trial = citationSet(library.db);
    const tried = compose(trial);
    // (a check answered no cites only its item's page: no row states the absence, so it is an absence as well)
    // — and where the plan leaves out a name the question writes, the absence says nothing of what it asks
    const absence = tried.kind === 'boolean' && tried.value === false && sym.plan.intent === 'check' && leavesNameOut(sym.plan);
    const shown = !(strategy !== 'symbolic' && (trial.list().length === 0 || absence) && (tried.kind !== 'boolean' || !explainsEveryWord(sym.plan)));
    const exact = shown ? compose(citations) : tried;
    if (!shown) {
      // an exact answer that cites nothing is not shown: the textual path answers instead (an exact "no such
      // item" is an absence, which no row can state: it stands only where the plan explains every word of the
      // question — "Does grep 3.8 use PCRE2?" read without PCRE2 is no absence of anything asked)
      useTextual = true;
      step('compose', `the exact answer (${exact.kind}) ${absence ? 'is an absence' : 'cites no row'}${exact.kind === 'boolean' ? ' and leaves words of the question out' : ''}, so the textual view answers`);
    } else {
      composed = exact;
      parts.push(composed);
      route = 'symbolic';
      step('compose', `exact answer${sym === modelSym ? ' from model-written SPARQL' : ''}: ${composed.kind}`);
    }
  }
  // the agentic strategy reads the text too
  const agentic = strategy === 'agentic' && !!chat;
  if (agentic) useTextual = true;
  let passages: SearchResult[] = [];
  let prose: TextualAnswer | null = null;
  if (useTextual) {
    checkCancel();
    const res = await searchBlocks(library, question, { k: TEXTUAL_PASSAGES, mode: 'fusion', runtime: opts.runtime });
    passages = res.results;
    for (const t of res.trace) trace.push({ step: `search:${t.step}`, detail: t.detail, ms: t.ms });
    step('search', `${passages.length} passages`);
    const searchText = (text: string) => materialiseBlocks(library, searchBlocksBm25(library.db, text, 8));
    const searchPhrase = (text: string) => materialiseBlocks(library, blocksWithPhrase(library.db, text, 6));
    const folders = foldersNamed(library.db, question, await commonWords(), loadLanguage().documentNouns);
    if (folders.length) step('folders', `the question names ${folders.map((f) => `${f}/`).join(', ')}`);
    const textual = composeTextual(library.db, withLinkedPassages(library.db, passages), question, citations, { passages: opts.passages, searchText, searchPhrase, folders });
    prose = textual;
    parts.push(textual);
    route = route === 'symbolic' ? 'both' : 'textual';
    if (!composed) composed = textual;
    step('compose', `${textual.prose.form}${textual.prose.expected ? ` (expects ${textual.prose.expected})` : ''}: ${textual.prose.why}`);
  }
  if (!composed) {
    composed = {
      answer: `I can't answer this exactly from the graph: ${sym?.reason ?? 'the question could not be parsed'}.`,
      kind: 'none', items: [], value: null, table: null,
    };
  }
  let answerText = parts.length > 1 ? parts.map((p) => p.answer).join('\n\n---\n\n') : composed.answer;
  if (chat) {
    checkCancel();
    const knownNames = [...(await getLexicon(library)).entities.values()].map((e) => e.name);
    // the exact part, when the graph answered (it is composed first)
    const exact = route === 'symbolic' || route === 'both' ? parts[0] : null;
    const items = exact?.items ?? [];
    if (agentic) {
      try {
        const out = await agenticAnswer(chat, {
          question, items, kind: exact?.kind ?? null, value: exact?.value ?? null, passages, knownNames, citations,
          search: async (q) => (await searchBlocks(library, q, { k: 10, mode: 'fusion', runtime: opts.runtime })).results,
          step,
        }, {
          budget, maxTokens: answerMaxTokens, steps: settings.agenticSteps ?? MAX_AGENTIC_STEPS,
          passages: settings.passages ?? MODEL_PASSAGES, timeoutMs, signal: opts.signal,
        });
        addUsage(usage, out.usage);
        if (out.text) answerText = out.text;
        step('agentic', out.text ? `the checked draft of ${out.rounds} round${out.rounds === 1 ? '' : 's'} is the answer` : 'no draft passed the check; the composed answer is kept');
      } catch (e) {
        modelFailed('agentic', e);
      }
      opts.onToken?.(answerText);
    } else if (citations.list().length === 0) {
      step('write', 'no evidence to write from; the composed answer stands');
      opts.onToken?.(answerText);
    } else {
      try {
        // a textual answer's context is compact: the reading's notes, its deciding sentences and the evidence tree
        const compact = prose ? compactContext(library.db, prose, citations) : null;
        if (compact) step('model-context', `${compact.citations.length} sentences (${compact.tree.sentences} chosen by a prize-collecting Steiner tree of ${compact.tree.nodes} nodes over the question's entities${compact.entities.length ? `: ${compact.entities.join(', ')}` : ''}) and ${compact.notes.length} notes`);
        const evidence = compact ? [...(exact ? citations.list().filter((c) => c.kind === 'row') : []), ...compact.citations] : citations.list();
        const written = await writeAnswerWithModel(chat, {
          question, items, kind: exact?.kind ?? null, value: exact?.value ?? null, citations: evidence, knownNames, notes: compact?.notes,
        }, { budget, maxTokens: answerMaxTokens, timeoutMs, signal: opts.signal, onToken: opts.onToken });
        addUsage(usage, written.usage);
        step('write', `${written.usage.completionTokens} tokens streamed from a ${written.promptTokens}-token prompt (${written.supplied.length} pieces of evidence; ${written.itemsShown} of ${items.length} items)`);
        step('verify', `${describeVerification(written.verification)}${written.verification.ok ? '' : '; the composed answer is kept'}`);
        if (written.verification.ok) answerText = written.verification.text;
      } catch (e) {
        modelFailed('write', e);
        opts.onToken?.(answerText);
      }
    }
  } else opts.onToken?.(answerText);

  const citationList = citations.list();
  const graph = answerGraph({
    question: questionText,
    route,
    sparql: route === 'symbolic' || route === 'both' ? (sym?.result?.itemsSparql ?? sym?.result?.sparql ?? null) : null,
    mapping: sym?.plan.mapping ?? [],
    items: composed.items.map((i, k) => ({ ...i, iri: sym?.result?.items[k]?.iri })),
    citations: citationList,
  });
  step('graph', `${graph.nodes.length} nodes`);
  timings.total = performance.now() - started;
  for (const k of Object.keys(timings)) timings[k] = Math.round(timings[k] * 10) / 10;
  return {
    question: questionText,
    answer: answerText,
    kind: composed.kind,
    items: composed.items,
    value: composed.value,
    citations: citationList,
    table: composed.table,
    route,
    strategy,
    // the query that lists exactly the answer's items (the evidence query with its proving rows is in the trace)
    sparql: sym?.result?.itemsSparql ?? sym?.result?.sparql ?? null,
    trace,
    graph,
    mapping: sym?.plan.mapping ?? [],
    unmapped: sym?.plan.unmapped ?? [],
    interpretation: sym?.plan.interpretation ?? null,
    alternatives: sym?.plan.alternatives ?? [],
    roles: sym?.plan.roles ?? [],
    usage,
    timings,
    ...(prose ? { prose: prose.prose } : {}),
  };
}
