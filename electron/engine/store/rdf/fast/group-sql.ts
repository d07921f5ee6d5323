// A SPARQL group graph pattern (BGP triples, VALUES, OPTIONAL, FILTER incl. [NOT] EXISTS) compiled to the FROM and
// WHERE parts of an SQL query over rdf_triples (the union default graph: each triple once, whatever number of graphs
// hold it). Variables map to the SQL expression of their term id.
import type { Database } from 'better-sqlite3';
import type { Term } from '@rdfjs/types';
import type { Expression, Pattern, Triple, ValuesPattern } from 'sparqljs';
import { DEFAULT_GRAPH_TABLE, orderPatterns, slotOf, slotVars, type TriplePattern } from './bgp-plan.ts';
import { compileFilter, type ExprScope } from './filter-sql.ts';
import { unsupported } from './unsupported.ts';

export interface VarInfo { sql: string; nullable: boolean }
export type Bindings = Map<string, VarInfo>;

export interface CompileCtx {
  db: Database;
  constId(term: Term): number;
  alias(prefix: string): string;
}

export interface GroupSql { from: string; where: string[]; vars: Bindings }

interface GroupParts { triples: TriplePattern[]; filters: Expression[]; optionals: Pattern[][]; values: ValuesPattern[] }

function splitGroup(ctx: CompileCtx, patterns: Pattern[], parts: GroupParts, optionalVars: Set<string>): GroupParts {
  for (const p of patterns) {
    switch (p.type) {
      case 'bgp':
        for (const t of p.triples as Triple[]) {
          if ((t.predicate as { type?: string }).type === 'path') unsupported('property paths');
          const tp: TriplePattern = { s: slotOf(t.subject as Term, ctx.constId), p: slotOf(t.predicate as Term, ctx.constId), o: slotOf(t.object as Term, ctx.constId) };
          if (slotVars(tp).some((v) => optionalVars.has(v))) unsupported('a triple after an OPTIONAL that binds its variables');
          parts.triples.push(tp);
        }
        break;
      case 'filter': parts.filters.push(p.expression); break;
      case 'optional': {
        parts.optionals.push(p.patterns);
        const inner = splitGroup(ctx, p.patterns, { triples: [], filters: [], optionals: [], values: [] }, new Set());
        for (const t of inner.triples) for (const v of slotVars(t)) optionalVars.add(v);
        break;
      }
      case 'values': parts.values.push(p); break;
      case 'group':
        if (p.patterns.some((x) => x.type !== 'bgp' && x.type !== 'group')) unsupported('a nested group with filters or optionals');
        splitGroup(ctx, p.patterns, parts, optionalVars);
        break;
      default: unsupported(`${p.type} patterns`);
    }
  }
  return parts;
}

/**
 * The deadline check of one triple pattern's loop (see rdf_tick in sql-functions.ts): it names a column of the
 * pattern's table so SQLite evaluates it once per row of that loop, and it comes before the pattern's other
 * conditions, which SQLite tests in the order written.
 */
const tick = (alias: string): string => `rdf_tick(${alias}.s)`;

/** Equality of an inner column with a variable already bound outside (free when the outer side is unbound). */
function joinCondition(col: string, bound: VarInfo): string {
  return bound.nullable ? `(${bound.sql} IS NULL OR ${col} = ${bound.sql})` : `${col} = ${bound.sql}`;
}

function scopeOf(ctx: CompileCtx, vars: Bindings, outer: Bindings | null): ExprScope {
  const lookup = (name: string) => vars.get(name) ?? outer?.get(name);
  return {
    varSql: (name) => lookup(name)?.sql,
    constId: ctx.constId,
    existsSql: (patterns) => {
      const merged: Bindings = new Map(outer ?? []);
      for (const [k, v] of vars) merged.set(k, v);
      const g = compileGroup(ctx, patterns, merged);
      return `EXISTS (SELECT 1 FROM ${g.from}${g.where.length ? ` WHERE ${g.where.join(' AND ')}` : ''})`;
    },
  };
}

function valuesTable(ctx: CompileCtx, block: ValuesPattern, requiredVars: Set<string>): { sql: string; names: string[] } {
  const names = [...new Set(block.values.flatMap((row) => Object.keys(row)))].map((k) => k.replace(/^\?/, ''));
  for (const n of names) if (!requiredVars.has(n)) unsupported('a VALUES variable that no triple pattern binds');
  const rows: number[][] = [];
  for (const row of block.values) {
    const ids = names.map((n) => {
      const term = row[`?${n}`] as Term | undefined;
      if (!term) return unsupported('UNDEF in VALUES');
      return ctx.constId(term);
    });
    if (ids.every((id) => id >= 0)) rows.push(ids); // a term the store lacks cannot join any triple
  }
  const select = (ids: number[]) => `SELECT ${ids.map((id, i) => `${id} AS c${i}`).join(', ')}`;
  // one column of many rows (a scope of thousands of entities) reads from a JSON array: a compound SELECT stops
  // at SQLite's limit of 500 terms
  if (names.length === 1 && rows.length > 100) return { sql: `SELECT value AS c0 FROM json_each('[${rows.map((r) => r[0]).join(',')}]')`, names };
  const sql = rows.length ? rows.map(select).join(' UNION ALL ') : `${select(names.map(() => -1))} WHERE 0`;
  return { sql, names };
}

/**
 * Compiles a group. `outer` holds the bindings visible from an enclosing query (for EXISTS); the group's FILTERs are
 * applied in its WHERE unless `deferFilters` is set, in which case they are returned for the caller to place.
 */
export function compileGroup(ctx: CompileCtx, patterns: Pattern[], outer: Bindings | null, deferFilters?: { filters: Expression[] }): GroupSql {
  const parts = splitGroup(ctx, patterns, { triples: [], filters: [], optionals: [], values: [] }, new Set());
  const vars: Bindings = new Map();
  const from: string[] = [];
  const where: string[] = [];
  const bind = (name: string, col: string) => {
    const here = vars.get(name);
    const there = outer?.get(name);
    if (here) where.push(`${col} = ${here.sql}`);
    else {
      if (there) where.push(joinCondition(col, there));
      vars.set(name, { sql: col, nullable: false });
    }
  };

  const tripleVars = new Set(parts.triples.flatMap(slotVars));
  const preBound = new Set(outer?.keys() ?? []);
  for (const block of parts.values) {
    const { sql, names } = valuesTable(ctx, block, tripleVars);
    const alias = ctx.alias('v');
    from.push(`(${sql}) AS ${alias}`);
    names.forEach((n, i) => { bind(n, `${alias}.c${i}`); preBound.add(n); });
  }
  for (const t of orderPatterns(ctx.db, parts.triples, preBound)) {
    const alias = ctx.alias('q');
    from.push(`${DEFAULT_GRAPH_TABLE} ${alias}`);
    where.push(tick(alias));
    for (const pos of ['s', 'p', 'o'] as const) {
      const slot = t[pos];
      if ('id' in slot) where.push(`${alias}.${pos} = ${slot.id}`);
      else bind(slot.var, `${alias}.${pos}`);
    }
  }
  let fromSql = from.length ? from.join(' CROSS JOIN ') : '(SELECT 1) AS unit';

  for (const optional of parts.optionals) fromSql += ` ${leftJoinOptional(ctx, optional, vars, outer)}`;

  const filters = deferFilters ? deferFilters.filters : [];
  if (deferFilters) filters.push(...parts.filters);
  else {
    const scope = scopeOf(ctx, vars, outer);
    for (const f of parts.filters) where.push(compileFilter(f, scope));
  }
  return { from: fromSql, where, vars };
}

/**
 * OPTIONAL { ... } as a LEFT JOIN. A single triple joins rdf_triples directly (index lookups on the bound columns);
 * a larger group becomes a derived table joined on the shared variables. FILTERs of the optional group go into the
 * ON clause, where they see both sides, as SPARQL's LeftJoin condition does. Updates `vars` in place.
 */
function leftJoinOptional(ctx: CompileCtx, patterns: Pattern[], vars: Bindings, outer: Bindings | null): string {
  const visible = (name: string) => vars.get(name) ?? outer?.get(name);
  const single = patterns.length === 1 && patterns[0]!.type === 'bgp' && (patterns[0] as { triples: Triple[] }).triples.length === 1;
  const on: string[] = [];
  const added: Array<[string, string]> = [];
  let joined: string;
  if (single) {
    const t = (patterns[0] as { triples: Triple[] }).triples[0]!;
    if ((t.predicate as { type?: string }).type === 'path') unsupported('property paths');
    const alias = ctx.alias('q');
    on.push(tick(alias));
    const seen = new Map<string, string>();
    for (const pos of ['s', 'p', 'o'] as const) {
      const slot = slotOf(t[pos === 's' ? 'subject' : pos === 'p' ? 'predicate' : 'object'] as Term, ctx.constId);
      const col = `${alias}.${pos}`;
      if ('id' in slot) { on.push(`${col} = ${slot.id}`); continue; }
      const bound = visible(slot.var);
      if (seen.has(slot.var)) on.push(`${col} = ${seen.get(slot.var)}`);
      else if (bound) { on.push(joinCondition(col, bound)); seen.set(slot.var, col); }
      else seen.set(slot.var, col);
      if (!bound || bound.nullable) added.push([slot.var, col]);
    }
    joined = `${DEFAULT_GRAPH_TABLE} ${alias}`;
  } else {
    const deferred = { filters: [] as Expression[] };
    const inner = compileGroup(ctx, patterns, null, deferred);
    const alias = ctx.alias('o');
    const cols: string[] = [];
    const innerScope: Bindings = new Map();
    let i = 0;
    for (const [name, info] of inner.vars) {
      const col = `${alias}.c${i}`;
      cols.push(`${info.sql} AS c${i++}`);
      innerScope.set(name, { sql: col, nullable: info.nullable });
      const bound = visible(name);
      if (bound) {
        if (info.nullable) unsupported('a variable shared with an OPTIONAL that binds it optionally');
        on.push(joinCondition(col, bound));
        if (bound.nullable) added.push([name, col]);
      } else added.push([name, col]);
    }
    joined = `(SELECT ${cols.join(', ') || '1 AS c0'} FROM ${inner.from}${inner.where.length ? ` WHERE ${inner.where.join(' AND ')}` : ''}) AS ${alias}`;
    const merged: Bindings = new Map(outer ?? []);
    for (const [k, v] of vars) merged.set(k, v);
    for (const [k, v] of innerScope) merged.set(k, v);
    const scope = scopeOf(ctx, merged, null);
    for (const f of deferred.filters) on.push(compileFilter(f, scope));
  }
  for (const [name, col] of added) {
    const prev = vars.get(name);
    vars.set(name, { sql: prev ? `COALESCE(${prev.sql}, ${col})` : col, nullable: true });
  }
  return `LEFT JOIN ${joined} ON ${on.length ? on.join(' AND ') : '1'}`;
}
