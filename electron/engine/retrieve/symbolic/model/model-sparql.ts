// DualGraph's model path for exact questions the parser is unsure of: the patterns of the graph nearest to the
// question and the parser's partial understanding go into a prompt; the model writes up to three SPARQL queries
// under a JSON grammar; each is run read-only with limits and kept only when it finds a plausible set of items;
// the kept ones are merged (union of items) with the rows that prove each item.
import type { Library } from '../../../store/library.ts';
import type { LlmRuntime } from '../../../llm/index.ts';
import type { RdfStore } from '../../../store/rdf/index.ts';
import { libraryRdf } from '../../../store/library-rdf.ts';
import { ID_NS } from '../../../store/rdf/namespaces.ts';
import { parseSparql } from '../../../store/rdf/sparql-parse.ts';
import { errorMessage, isQuarryError } from '../../../errors.ts';
import { getLexicon, type Lexicon } from '../lexicon.ts';
import { evidenceRowsQuery } from '../compile-plan.ts';
import type { QueryPlan } from '../plan.ts';
import type { PlanResult, SymbolicItem } from '../run-plan.ts';
import type { SymbolicAnswer } from '../index.ts';
import { nearestGraphPatterns } from './pattern-index.ts';
import { candidateSchema, MAX_CANDIDATES, sparqlCandidatePrompt } from './sparql-prompt.ts';
import { runCandidates, type CandidateReport, type KeptCandidate } from './run-candidates.ts';
import { defaultPromptBudget } from './token-budget.ts';

export interface ModelSparqlOptions {
  signal?: AbortSignal;
  /** Prompt size in tokens (default ~3k, less for a small context). */
  promptBudget?: number;
  /** Longest query the grammar allows, in characters (default 1200). */
  maxLength?: number;
  /** Generated tokens (default enough for three queries of maxLength, at most 1400). */
  maxTokens?: number;
  /** Generation time limit (default 60 s). */
  timeoutMs?: number;
  /** Per-query limits (defaults 3 s and 5,000 rows). */
  queryTimeoutMs?: number;
  rowCap?: number;
  /** Patterns of each kind in the prompt (default 5). */
  perKind?: number;
}

export interface ModelSparqlOutcome {
  /** An exact answer from the kept queries, or null when none was kept. */
  answer: SymbolicAnswer | null;
  candidates: CandidateReport[];
  patterns: { how: 'vectors' | 'words'; inPrompt: number };
  promptTokens: number;
  usage: { promptTokens: number; completionTokens: number };
  /** Why the model gave no usable candidates (generation failed or was cut), when it gave none. */
  error: string | null;
}

export const MODEL_SPARQL_DEFAULTS = { maxLength: 1200, timeoutMs: 60_000, queryTimeoutMs: 3_000, rowCap: 5_000, perKind: 5 } as const;

/** Complete "sparql" strings of a JSON reply cut short (the last, unfinished one is left out). */
export function salvageQueries(partial: string): string[] {
  const out: string[] = [];
  for (const m of partial.matchAll(/"sparql"\s*:\s*"((?:[^"\\]|\\.)*)"/g)) {
    try {
      out.push(JSON.parse(`"${m[1]}"`) as string);
    } catch {
      // an escape cut in half: skip it
    }
  }
  return out;
}

/** Minted IRIs a query names (entries, values, features…), whatever prefix form it used. */
export function namedIris(sparql: string): string[] {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) { node.forEach(walk); return; }
    const o = node as Record<string, unknown>;
    if (o.termType === 'NamedNode' && typeof o.value === 'string' && o.value.startsWith(ID_NS)) found.add(o.value);
    for (const v of Object.values(o)) walk(v);
  };
  try {
    const parsed = parseSparql(sparql);
    walk(parsed.type === 'query' ? parsed.where : []);
    if (parsed.type === 'query' && 'values' in parsed) walk(parsed.values);
  } catch {
    // only kept (parsed) queries reach here
  }
  return [...found];
}

/** The rows that prove each item: the query's own ?r, else the item's rows of the entries/values/features it names. */
async function proveItems(rdf: RdfStore, lex: Lexicon, kept: KeptCandidate[], items: Map<string, SymbolicItem>, opts: { timeoutMs: number; rowCap: number }): Promise<void> {
  const iris = [...new Set(kept.flatMap((k) => namedIris(k.report.sparql)))];
  const valueEntry = new Map<string, string>();
  for (const list of lex.valuePhrases.values()) for (const v of list) valueEntry.set(v.iri, v.entry);
  const entries = [...new Set(iris.flatMap((i) => (lex.entries.has(i) ? [i] : valueEntry.has(i) ? [valueEntry.get(i)!] : [])))];
  const phrases = iris.flatMap((i) => (lex.features.has(i) ? [lex.features.get(i)!.label] : []));
  const all = [...items.keys()];
  const add = async (query: string, perItem: number) => {
    const res = await rdf.sparql(query, { timeoutMs: opts.timeoutMs, rowCap: opts.rowCap }).catch(() => null);
    const added = new Map<string, number>();
    for (const r of res?.rows ?? []) {
      const item = items.get(r.e.value);
      if (!item) continue;
      const n = added.get(item.iri) ?? 0;
      if (n >= perItem) continue;
      const id = Number(r.r.value);
      if (!item.rows.includes(id)) item.rows.push(id);
      if (!(r.el.value in item.values)) item.values[r.el.value] = r.vl.value;
      added.set(item.iri, n + 1);
    }
  };
  // values of the named entries for every item (also those whose query bound ?r), evidence for features
  if (entries.length) await add(evidenceRowsQuery(all, entries, []), 6);
  if (phrases.length) await add(evidenceRowsQuery(all, [], phrases), 3);
  const bare = all.filter((e) => items.get(e)!.rows.length === 0);
  if (bare.length) await add(evidenceRowsQuery(bare, [], []), 2);
}

export async function sparqlWithModel(library: Library, runtime: LlmRuntime, question: string, plan: QueryPlan, opts: ModelSparqlOptions = {}): Promise<ModelSparqlOutcome> {
  const started = performance.now();
  const maxLength = opts.maxLength ?? MODEL_SPARQL_DEFAULTS.maxLength;
  const maxTokens = opts.maxTokens ?? Math.min(1400, MAX_CANDIDATES * (maxLength + 16) + 32);
  const lex = await getLexicon(library);
  const nearest = await nearestGraphPatterns(library, runtime, question, opts.perKind ?? MODEL_SPARQL_DEFAULTS.perKind);
  const prompt = await sparqlCandidatePrompt(runtime, {
    question, plan, patterns: nearest.byKind, budget: opts.promptBudget ?? defaultPromptBudget(runtime, maxTokens),
  });
  const usage = { promptTokens: 0, completionTokens: 0 };
  let queries: string[] = [];
  let error: string | null = null;
  try {
    const reply = await runtime.chat(prompt.messages, {
      jsonSchema: candidateSchema(maxLength), maxTokens, temperature: 0, signal: opts.signal, timeoutMs: opts.timeoutMs ?? MODEL_SPARQL_DEFAULTS.timeoutMs,
    });
    usage.promptTokens += reply.usage.promptTokens;
    usage.completionTokens += reply.usage.completionTokens;
    const json = reply.json as { queries?: Array<{ sparql?: unknown }> } | undefined;
    queries = (json?.queries ?? []).map((q) => (typeof q.sparql === 'string' ? q.sparql : '')).slice(0, MAX_CANDIDATES);
  } catch (e) {
    if (isQuarryError(e, 'CANCELLED')) throw e;
    // a reply cut at maxTokens still holds the queries it finished
    usage.promptTokens += prompt.tokens;
    if (isQuarryError(e, 'MODEL_FAILED')) usage.completionTokens += maxTokens;
    queries = isQuarryError(e, 'MODEL_FAILED') ? salvageQueries(e.detail).slice(0, MAX_CANDIDATES) : [];
    error = errorMessage(e);
  }
  const base = {
    patterns: { how: nearest.how, inPrompt: prompt.included.length }, promptTokens: prompt.tokens, usage, error,
  };
  if (queries.length === 0) return { ...base, answer: null, candidates: [], error: error ?? 'the model wrote no query' };

  const rdf = await libraryRdf(library);
  const named = plan.entities.map((e) => e.iri);
  const scope = plan.scope?.length ? new Set(plan.scope) : named.length ? new Set(named) : null;
  const limits = {
    timeoutMs: opts.queryTimeoutMs ?? MODEL_SPARQL_DEFAULTS.queryTimeoutMs,
    rowCap: opts.rowCap ?? MODEL_SPARQL_DEFAULTS.rowCap,
    allEntities: new Set(lex.entities.keys()),
    scope,
  };
  const { reports, kept } = await runCandidates(rdf, queries, limits);
  if (kept.length === 0) return { ...base, answer: null, candidates: reports };

  const items = new Map<string, SymbolicItem>();
  for (const k of kept) {
    for (const [iri, rows] of k.entities) {
      const item = items.get(iri) ?? { iri, name: lex.entities.get(iri)?.name ?? k.names.get(iri) ?? iri, values: {}, rows: [], target: null, targetText: null };
      for (const r of rows) if (!item.rows.includes(r)) item.rows.push(r);
      items.set(iri, item);
    }
  }
  await proveItems(rdf, lex, kept, items, limits);
  const sorted = [...items.values()].sort((a, b) => a.name.localeCompare(b.name));
  const intent = plan.intent === 'count' || plan.intent === 'exists' ? plan.intent : 'list';
  const sparql = kept.length === 1
    ? kept[0].report.sparql
    : kept.map((k) => `# model candidate ${k.report.index} (${k.report.detail})\n${k.report.sparql}`).join('\n\n');
  const result: PlanResult = {
    kind: intent === 'count' ? 'count' : intent === 'exists' ? 'boolean' : 'list',
    items: sorted,
    considered: sorted,
    value: intent === 'count' ? sorted.length : intent === 'exists' ? sorted.length > 0 : null,
    unit: null,
    sparql,
    engine: 'model',
    rowCount: kept.reduce((n, k) => n + k.report.rows, 0),
    truncated: false,
    ms: performance.now() - started,
  };
  const answer: SymbolicAnswer = {
    plan: { ...plan, intent },
    result,
    confident: true,
    reason: null,
    timings: { lexiconMs: 0, parseMs: 0, queryMs: performance.now() - started },
  };
  return { ...base, answer, candidates: reports };
}
