// The answer engine: picks the view(s) for a question by strategy and router, composes the answer with exact
// citations, and records the route, the reasons and per-step timings in the trace.
import type { Answer, Strategy, TraceStep } from '../../../shared/answer.ts';
import type { Library } from '../store/library.ts';
import type { LlmRuntime } from '../llm/index.ts';
import { answerSymbolically, type SymbolicAnswer } from '../retrieve/symbolic/index.ts';
import { searchBlocks, type SearchResult } from '../retrieve/semantic/index.ts';
import { errorMessage, quarryError } from '../errors.ts';
import { citationSet } from './citations.ts';
import { composeSymbolic, type ComposedAnswer } from './compose-symbolic.ts';
import { composeTextual } from './compose-textual.ts';
import { answerGraph } from './evidence-graph.ts';
import { routeByRules, symbolicIsEmpty } from './route.ts';
import { resolveFollowUp } from './follow-up.ts';

export interface AnswerOptions {
  strategy?: Strategy;
  runtime?: LlmRuntime;
  onToken?: (text: string) => void;
  signal?: AbortSignal;
  history?: Array<{ question: string; answer: string }>;
  /** Passages in a textual answer. */
  passages?: number;
}

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

  const question = resolveFollowUp(questionText.trim(), opts.history ?? []);
  if (question !== questionText.trim()) step('follow-up', `read as: ${question}`);
  const citations = citationSet(library.db);
  const wantsSymbolic = strategy !== 'textual';
  const wantsTextual = strategy === 'textual' || strategy === 'both';

  let sym: SymbolicAnswer | null = null;
  if (wantsSymbolic) {
    try {
      sym = await answerSymbolically(library, question);
      step('parse', `${sym.plan.intent}; ${sym.plan.mapping.map((m) => `${m.phrase} → ${m.kind}`).join(', ') || 'nothing mapped'}; confidence ${sym.plan.confidence}`);
      if (sym.result) step('sparql', `${sym.result.rowCount} rows, ${sym.result.items.length} items (${sym.result.engine})`);
    } catch (e) {
      step('symbolic-error', errorMessage(e));
      if ((e as { code?: string }).code === 'QUESTION_INVALID') throw e;
    }
  }
  checkCancel();

  let route: Answer['route'] = 'none';
  let useSymbolic = false;
  let useTextual = wantsTextual;
  if (strategy === 'symbolic') {
    useSymbolic = !!sym?.confident;
    step('route', useSymbolic ? 'symbolic only' : `symbolic only, and it could not answer exactly: ${sym?.reason ?? 'error'}`);
  } else if (strategy === 'symbolic-fallback') {
    useSymbolic = !!sym?.confident && !symbolicIsEmpty(sym);
    useTextual = !useSymbolic;
    step('route', useSymbolic ? 'symbolic' : `falling back to the textual view: ${sym?.reason ?? 'no exact value stated'}`);
  } else if (strategy === 'router' || strategy === 'router-fallback' || strategy === 'agentic') {
    const decision = routeByRules(question, sym);
    useSymbolic = decision.route === 'symbolic';
    useTextual = decision.route === 'textual';
    let why = decision.why;
    if (strategy === 'agentic' && !opts.runtime?.available) why += ' (agentic needs a model; none is configured, so the router decided)';
    if (strategy !== 'router' && useSymbolic && sym && symbolicIsEmpty(sym)) {
      useTextual = true;
      why += '; the graph states no value, so the textual view is searched too';
    }
    step('route', `${useSymbolic ? 'symbolic' : 'textual'}: ${why}`);
  } else if (strategy === 'both') {
    useSymbolic = !!sym?.confident;
    step('route', 'both views');
  }

  let composed: ComposedAnswer | null = null;
  const parts: ComposedAnswer[] = [];
  if (useSymbolic && sym?.result) {
    composed = composeSymbolic(sym, citations);
    parts.push(composed);
    route = 'symbolic';
    step('compose', `exact answer: ${composed.kind}`);
  }
  let passages: SearchResult[] = [];
  if (useTextual) {
    checkCancel();
    const res = await searchBlocks(library, question, { k: 10, mode: 'fusion', runtime: opts.runtime });
    passages = res.results;
    for (const t of res.trace) trace.push({ step: `search:${t.step}`, detail: t.detail, ms: t.ms });
    step('search', `${passages.length} passages`);
    const textual = composeTextual(passages, question, citations, { passages: opts.passages });
    parts.push(textual);
    route = route === 'symbolic' ? 'both' : 'textual';
    if (!composed) composed = textual;
    step('compose', `passages answer`);
  }
  if (!composed) {
    composed = {
      answer: `I can't answer this exactly from the graph: ${sym?.reason ?? 'the question could not be parsed'}.`,
      kind: 'none', items: [], value: null, table: null,
    };
  }
  const answerText = parts.length > 1 ? parts.map((p) => p.answer).join('\n\n---\n\n') : composed.answer;
  opts.onToken?.(answerText);

  const citationList = citations.list();
  const graph = answerGraph({
    question: questionText,
    route,
    sparql: route === 'symbolic' || route === 'both' ? (sym?.result?.sparql ?? null) : null,
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
    sparql: sym?.result?.sparql ?? null,
    trace,
    graph,
    mapping: sym?.plan.mapping ?? [],
    unmapped: sym?.plan.unmapped ?? [],
    usage: { promptTokens: 0, completionTokens: 0 },
    timings,
  };
}
