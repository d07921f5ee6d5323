// Runs a compiled fast-path plan and turns its rows of term ids into SPARQL JSON terms. Bounded by the row cap
// (LIMIT cap+1 to detect truncation) and by its time limit, checked inside SQLite's loops by rdf_tick (see
// sql-functions.ts), so a sort, an aggregate or a cartesian join stops at the deadline, not when SQLite is done.
import type { Database } from 'better-sqlite3';
import { quarryError } from '../../../errors.ts';
import { XSD, RDF_LANG_STRING } from '../namespaces.ts';
import { loadTerms, type TermRow } from '../term-dictionary.ts';
import { KIND } from '../term-codec.ts';
import type { TermJson } from '../term-json.ts';
import type { QueryLimits, SparqlResult } from '../sparql-result.ts';
import type { FastPlan } from './compile-query.ts';
import { AGGREGATE_NEEDS_FALLBACK, checkQueryDeadline, clearQueryDeadline, registerSqlFunctions, setQueryDeadline } from './sql-functions.ts';
import { unsupported } from './unsupported.ts';

function termRowToJson(r: TermRow): TermJson {
  if (r.kind === KIND.iri) return { type: 'uri', value: r.value };
  if (r.kind === KIND.bnode) return { type: 'bnode', value: r.value };
  if (r.language) return { type: 'literal', value: r.value, lang: r.language };
  if (r.datatype && r.datatype !== XSD.string && r.datatype !== RDF_LANG_STRING) return { type: 'literal', value: r.value, datatype: r.datatype };
  return { type: 'literal', value: r.value };
}

function literalJson(value: string, datatype: string): TermJson {
  return datatype === XSD.string ? { type: 'literal', value } : { type: 'literal', value, datatype };
}

export function runFastPlan(db: Database, plan: FastPlan, opts: QueryLimits): SparqlResult {
  registerSqlFunctions(db);
  const started = performance.now();
  setQueryDeadline(db, opts);
  try {
    return runPlan(db, plan, opts.rowCap, started);
  } finally {
    clearQueryDeadline(db);
  }
}

function runPlan(db: Database, plan: FastPlan, cap: number, started: number): SparqlResult {
  if (plan.kind === 'boolean') {
    const hit = db.prepare(plan.sql).get();
    return { kind: 'boolean', vars: [], rows: [], boolean: hit !== undefined, engine: 'fast', ms: performance.now() - started, truncated: false };
  }
  const limit = plan.limit !== undefined ? Math.min(plan.limit, cap + 1) : cap + 1;
  const sql = `${plan.sql} LIMIT ${limit}${plan.offset ? ` OFFSET ${plan.offset}` : ''}`;
  const raw = db.prepare(sql).raw(true).all() as unknown[][];
  checkQueryDeadline(db);
  const truncated = raw.length > cap;
  if (truncated) raw.length = cap;

  const ids: number[] = [];
  plan.columns.forEach((c, i) => {
    if (c.kind !== 'term' && c.kind !== 'minmax') return;
    for (const r of raw) {
      const v = r[i];
      if (v === AGGREGATE_NEEDS_FALLBACK && c.kind === 'minmax') unsupported('MIN/MAX over values other than numbers and plain strings');
      if (typeof v === 'number') ids.push(v);
    }
  });
  const terms = loadTerms(db, ids, new Map());
  const rows = raw.map((r) => {
    const out: Record<string, TermJson> = {};
    plan.columns.forEach((c, i) => {
      const v = r[i];
      if (v === null || v === undefined) return;
      if (c.kind === 'count') out[c.name] = literalJson(String(v), XSD.integer);
      else if (c.kind === 'numeric') {
        const [lexical, datatype] = JSON.parse(String(v)) as [string, string];
        out[c.name] = literalJson(lexical, datatype);
      } else {
        const t = terms.get(v as number);
        if (t) out[c.name] = termRowToJson(t);
      }
    });
    return out;
  });
  return { kind: 'bindings', vars: plan.vars, rows, engine: 'fast', ms: performance.now() - started, truncated };
}
