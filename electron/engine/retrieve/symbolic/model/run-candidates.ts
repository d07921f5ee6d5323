// Model-written SPARQL, checked before it is trusted: each candidate must parse as one SELECT without remote
// sources, runs read-only with a short time limit and a row cap, and is dropped when it fails, finds nothing (inside
// the parser's scope) or is over-broad. What each candidate became is kept for the trace.
import type { SparqlQuery } from 'sparqljs';
import type { RdfStore, TermJson } from '../../../store/rdf/index.ts';
import { parseSparql } from '../../../store/rdf/sparql-parse.ts';
import { errorMessage, isQuarryError } from '../../../errors.ts';
import { MODEL_SPARQL_PREFIXES } from './graph-patterns.ts';

export type CandidateFate = 'kept' | 'invalid' | 'refused' | 'failed' | 'empty' | 'over-broad' | 'duplicate';

export interface CandidateReport {
  /** 1-based, in the model's order. */
  index: number;
  /** The query as run (with the prefixes it needed). */
  sparql: string;
  fate: CandidateFate;
  detail: string;
  rows: number;
  entities: number;
  ms: number;
}

export interface KeptCandidate {
  report: CandidateReport;
  /** Entity IRI → the source-row ids the query bound for it (may be empty). */
  entities: Map<string, number[]>;
  /** Names the query bound (?name), by entity. */
  names: Map<string, string>;
}

export interface CandidateLimits {
  timeoutMs: number;
  rowCap: number;
  /** Every entity of the library (IRIs), to recognise entity bindings and judge breadth. */
  allEntities: Set<string>;
  /** The parser's scope (categories, brands, named items): results outside it are dropped. */
  scope: Set<string> | null;
}

const PREFIX_DECL = /PREFIX\s+([A-Za-z][\w-]*)?:\s*<[^>]*>/gi;

/** The query with declarations of Quarry's prefixes it uses but does not declare itself. */
export function withPrefixes(sparql: string): string {
  const declared = new Set([...sparql.matchAll(PREFIX_DECL)].map((m) => (m[1] ?? '').toLowerCase()));
  const missing = MODEL_SPARQL_PREFIXES.split('\n').filter((line) => {
    const name = /^PREFIX\s+([\w-]*):/.exec(line)?.[1]?.toLowerCase() ?? '';
    return !declared.has(name);
  });
  return missing.length ? `${missing.join('\n')}\n${sparql.trim()}` : sparql.trim();
}

function findsRemoteSource(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(findsRemoteSource);
  const o = node as Record<string, unknown>;
  if (o.type === 'service') return true;
  return Object.values(o).some(findsRemoteSource);
}

/** Why a parsed query may not run (null when it may): only SELECT, no SERVICE, no FROM. */
function refusal(parsed: SparqlQuery): string | null {
  if (parsed.type !== 'query') return 'an update, not a query';
  if (parsed.queryType !== 'SELECT') return `a ${parsed.queryType} query, not a SELECT`;
  if (parsed.from && (parsed.from.default.length || parsed.from.named.length)) return 'it names its own datasets (FROM)';
  if (findsRemoteSource(parsed.where)) return 'it calls a remote SERVICE';
  return null;
}

const normalise = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** Row-id variables: ?r, ?r1…, ?row…, holding integers. */
const ROW_VAR = /^(r\d*|rt|row\w*|sourcerow\w*)$/i;

function entityBindings(rows: Array<Record<string, TermJson>>, allEntities: Set<string>): { entities: Map<string, number[]>; names: Map<string, string> } {
  const entities = new Map<string, number[]>();
  const names = new Map<string, string>();
  for (const row of rows) {
    // ?e when bound to an entity; otherwise every binding that is an entity of the library
    const found = row.e && allEntities.has(row.e.value) ? [row.e.value] : Object.values(row).filter((t) => t.type === 'uri' && allEntities.has(t.value)).map((t) => t.value);
    const rowIds = Object.entries(row)
      .filter(([k, t]) => ROW_VAR.test(k) && t.type === 'literal' && /^\d+$/.test(t.value))
      .map(([, t]) => Number(t.value));
    for (const e of found) {
      const list = entities.get(e) ?? [];
      for (const id of rowIds) if (!list.includes(id)) list.push(id);
      entities.set(e, list);
      if (row.name?.type === 'literal' && !names.has(e)) names.set(e, row.name.value);
    }
  }
  return { entities, names };
}

/** Runs each candidate under the limits; returns every candidate's report and the kept ones. */
export async function runCandidates(rdf: RdfStore, candidates: string[], limits: CandidateLimits): Promise<{ reports: CandidateReport[]; kept: KeptCandidate[] }> {
  const reports: CandidateReport[] = [];
  const kept: KeptCandidate[] = [];
  const seen = new Set<string>();
  // over-broad: more than half of the library's items (a filter that filters nothing)
  const broad = Math.max(1, Math.floor(limits.allEntities.size / 2));
  for (const [i, raw] of candidates.entries()) {
    const started = performance.now();
    const sparql = withPrefixes(raw);
    const report = (fate: CandidateFate, detail: string, rows = 0, entities = 0): CandidateReport => {
      const r = { index: i + 1, sparql, fate, detail, rows, entities, ms: Math.round((performance.now() - started) * 10) / 10 };
      reports.push(r);
      return r;
    };
    if (!raw.trim()) { report('invalid', 'empty query'); continue; }
    if (seen.has(normalise(raw))) { report('duplicate', 'same as an earlier candidate'); continue; }
    seen.add(normalise(raw));
    let parsed: SparqlQuery;
    try {
      parsed = parseSparql(sparql);
    } catch (e) {
      report('invalid', errorMessage(e));
      continue;
    }
    const refused = refusal(parsed);
    if (refused) { report('refused', refused); continue; }
    let result;
    try {
      result = await rdf.sparql(sparql, { timeoutMs: limits.timeoutMs, rowCap: limits.rowCap });
    } catch (e) {
      if (isQuarryError(e, 'QUERY_TOO_LARGE')) report('over-broad', errorMessage(e));
      else report('failed', errorMessage(e));
      continue;
    }
    if (result.truncated) { report('over-broad', `more than ${limits.rowCap} rows`, result.rows.length); continue; }
    const { entities, names } = entityBindings(result.rows, limits.allEntities);
    if (entities.size === 0) { report('empty', result.rows.length ? 'no item of the library among the results' : 'no rows', result.rows.length); continue; }
    if (entities.size > broad && limits.allEntities.size > 1) {
      report('over-broad', `${entities.size} of the library's ${limits.allEntities.size} items`, result.rows.length, entities.size);
      continue;
    }
    if (limits.scope) {
      for (const e of [...entities.keys()]) if (!limits.scope.has(e)) entities.delete(e);
      if (entities.size === 0) { report('empty', 'no result inside the parser\'s scope', result.rows.length); continue; }
    }
    kept.push({ report: report('kept', `${entities.size} item${entities.size === 1 ? '' : 's'} (${result.engine})`, result.rows.length, entities.size), entities, names });
  }
  return { reports, kept };
}
