// A parsed SELECT/ASK query compiled to one SQL statement over rdf_triples/rdf_terms: the WHERE group via
// group-sql.ts, then projection, GROUP BY with COUNT/SUM/AVG/MIN/MAX, DISTINCT, ORDER BY, LIMIT/OFFSET.
// Anything else throws FastPathUnsupported.
import type { Database } from 'better-sqlite3';
import type { Term } from '@rdfjs/types';
import type { SparqlQuery, SelectQuery, AskQuery, Pattern, Ordering, Expression, AggregateExpression, VariableExpression } from 'sparqljs';
import { compileGroup, type Bindings, type CompileCtx } from './group-sql.ts';
import { findTermId, newTermIdCache } from '../term-dictionary.ts';
import { selectVarNames } from '../query-vars.ts';
import { DEFAULT_GRAPH_TABLE } from './bgp-plan.ts';
import { unsupported } from './unsupported.ts';

export type ColumnKind = 'term' | 'count' | 'numeric' | 'minmax';
export interface OutputColumn { name: string; kind: ColumnKind }
export interface FastPlan { kind: 'bindings' | 'boolean'; sql: string; vars: string[]; columns: OutputColumn[]; limit?: number; offset: number }

const AGGREGATES: Record<string, ColumnKind> = { count: 'count', sum: 'numeric', avg: 'numeric', min: 'minmax', max: 'minmax' };

function isVar(e: unknown): e is { termType: 'Variable'; value: string } {
  return typeof e === 'object' && e !== null && (e as { termType?: string }).termType === 'Variable';
}

function newCtx(db: Database): CompileCtx {
  const cache = newTermIdCache();
  let n = 0;
  return {
    db,
    constId: (term: Term) => findTermId(db, term, cache) ?? -1,
    alias: (prefix: string) => `${prefix}${n++}`,
  };
}

/**
 * Sort keys of a term id in the order Comunica uses: unbound, blank nodes, IRIs, literals; numeric literals first and
 * by value, other literals by datatype IRI (so language-tagged strings precede plain ones), then lexical form.
 */
function termSortKeys(ctx: CompileCtx, joins: string[], idSql: string, descending: boolean): string[] {
  const a = ctx.alias('ot');
  joins.push(`LEFT JOIN rdf_terms ${a} ON ${a}.id = ${idSql}`);
  const dir = descending ? ' DESC' : '';
  return [`CASE WHEN ${a}.id IS NULL THEN 0 WHEN ${a}.kind = 2 THEN 1 WHEN ${a}.kind = 1 THEN 2 ELSE 3 END${dir}`, `${a}.num IS NULL${dir}`, `${a}.num${dir}`, `${a}.datatype${dir}`, `${a}.value${dir}`];
}

interface Aggregate { name: string; kind: ColumnKind; sql: string }

function aggregateSql(ctx: CompileCtx, joins: string[], name: string, agg: AggregateExpression, vars: Bindings): Aggregate {
  const kind = AGGREGATES[agg.aggregation];
  if (!kind) return unsupported(`aggregate ${agg.aggregation}`);
  const expr = agg.expression as unknown;
  const wildcard = (expr as { termType?: string }).termType === 'Wildcard';
  if (kind === 'count') {
    if (wildcard) return agg.distinct ? unsupported('COUNT(DISTINCT *)') : { name, kind, sql: 'COUNT(*)' };
    if (!isVar(expr)) return unsupported('an aggregate over an expression');
    const col = vars.get(expr.value)?.sql ?? 'NULL';
    return { name, kind, sql: `COUNT(${agg.distinct ? 'DISTINCT ' : ''}${col})` };
  }
  if (wildcard || !isVar(expr)) return unsupported('an aggregate over an expression');
  if (agg.distinct && kind === 'numeric') return unsupported(`${agg.aggregation.toUpperCase()}(DISTINCT ...)`);
  const col = vars.get(expr.value)?.sql ?? 'NULL';
  const t = ctx.alias('at');
  joins.push(`LEFT JOIN rdf_terms ${t} ON ${t}.id = ${col}`);
  const args = kind === 'minmax' ? `${t}.id, ${t}.kind, ${t}.num, ${t}.value, ${t}.datatype` : `${t}.kind, ${t}.num, ${t}.value, ${t}.datatype`;
  return { name, kind, sql: `rdf_${agg.aggregation}(${args})` };
}

/** ORDER BY on an aggregate result: counts directly, sums/averages by their numeric value, MIN/MAX by the term. */
function aggregateSortKeys(ctx: CompileCtx, joins: string[], a: Aggregate, descending: boolean): string[] {
  const dir = descending ? ' DESC' : '';
  if (a.kind === 'count') return [`${a.sql}${dir}`];
  if (a.kind === 'numeric') return [`CAST(json_extract(${a.sql}, '$[0]') AS REAL)${dir}`];
  return termSortKeys(ctx, joins, a.sql, descending);
}

function compileSelect(ctx: CompileCtx, q: SelectQuery | AskQuery, ask: boolean): FastPlan {
  if (q.from && (q.from.default.length || q.from.named.length)) unsupported('FROM / FROM NAMED');
  if ((q as SelectQuery).reduced) unsupported('REDUCED');
  if ((q as SelectQuery).having?.length) unsupported('HAVING');
  const where: Pattern[] = [...(q.where ?? [])];
  if (q.values?.length) where.push({ type: 'values', values: q.values });
  const group = compileGroup(ctx, where, null);
  const joins: string[] = [];
  const vars = group.vars;

  if (ask) {
    const sql = `SELECT 1 FROM ${group.from}${group.where.length ? ` WHERE ${group.where.join(' AND ')}` : ''} LIMIT 1`;
    return { kind: 'boolean', sql, vars: [], columns: [], offset: 0 };
  }

  const sel = q as SelectQuery;
  const names = selectVarNames(sel);
  const aggregates = new Map<string, Aggregate>();
  const groupKeys: string[] = [];
  for (const g of sel.group ?? []) {
    if (!isVar(g.expression) || g.variable) unsupported('GROUP BY an expression');
    groupKeys.push((g.expression as { value: string }).value);
  }
  const columns: OutputColumn[] = [];
  const selectCols: string[] = [];
  const grouped = groupKeys.length > 0 || (sel.variables as unknown[]).some((v) => !isVar(v) && (v as VariableExpression).expression && (v as { expression: { type?: string } }).expression.type === 'aggregate');
  for (const v of sel.variables as unknown[]) {
    if ((v as { termType?: string }).termType === 'Wildcard') break;
    if (isVar(v)) {
      if (grouped && !groupKeys.includes(v.value)) unsupported('a projected variable that is not grouped');
      continue;
    }
    const ve = v as VariableExpression;
    const e = ve.expression as Expression & { type?: string };
    if (e.type !== 'aggregate') unsupported('a SELECT expression');
    aggregates.set(ve.variable.value, aggregateSql(ctx, joins, ve.variable.value, e as AggregateExpression, vars));
  }
  for (const name of names) {
    const agg = aggregates.get(name);
    columns.push({ name, kind: agg ? agg.kind : 'term' });
    selectCols.push(`${agg ? agg.sql : (vars.get(name)?.sql ?? 'NULL')} AS c${selectCols.length}`);
  }

  const orderKeys: string[] = [];
  for (const o of (sel.order ?? []) as Ordering[]) {
    if (!isVar(o.expression)) unsupported('ORDER BY an expression');
    const name = (o.expression as { value: string }).value;
    const agg = aggregates.get(name);
    if (agg) orderKeys.push(...aggregateSortKeys(ctx, joins, agg, !!o.descending));
    else {
      if (grouped && !groupKeys.includes(name)) unsupported('ORDER BY a variable that is not grouped');
      orderKeys.push(...termSortKeys(ctx, joins, vars.get(name)?.sql ?? 'NULL', !!o.descending));
    }
  }

  let sql = `SELECT ${sel.distinct ? 'DISTINCT ' : ''}${selectCols.join(', ') || '1 AS c0'} FROM ${group.from}${joins.length ? ` ${joins.join(' ')}` : ''}`;
  if (group.where.length) sql += ` WHERE ${group.where.join(' AND ')}`;
  if (groupKeys.length) sql += ` GROUP BY ${groupKeys.map((k) => vars.get(k)?.sql ?? 'NULL').join(', ')}`;
  if (orderKeys.length) sql += ` ORDER BY ${orderKeys.join(', ')}`;
  return { kind: 'bindings', sql, vars: names, columns, limit: sel.limit, offset: sel.offset ?? 0 };
}

const withTripleTable = new WeakSet<Database>();

/**
 * A library written before rdf_triples existed gets it when it is next opened with write access (createRdfSchema);
 * until then a read-only connection leaves its queries to Comunica.
 */
function requireTripleTable(db: Database): void {
  if (withTripleTable.has(db)) return;
  const found = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(DEFAULT_GRAPH_TABLE);
  if (!found) unsupported(`a library without ${DEFAULT_GRAPH_TABLE} (opened read-only before its first writable open)`);
  withTripleTable.add(db);
}

/** Compiles a parsed query for the fast path, or throws FastPathUnsupported. */
export function compileFastQuery(db: Database, parsed: SparqlQuery): FastPlan {
  requireTripleTable(db);
  if (parsed.type !== 'query') return unsupported('updates');
  if (parsed.queryType === 'SELECT') return compileSelect(newCtx(db), parsed, false);
  if (parsed.queryType === 'ASK') return compileSelect(newCtx(db), parsed, true);
  return unsupported(`${parsed.queryType} queries`);
}
