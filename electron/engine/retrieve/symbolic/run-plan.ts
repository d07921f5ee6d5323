// Executes a query plan: its SPARQL runs read-only with a time limit and a row cap, rows are grouped by entity,
// and the plan's intent (list, count, rank, aggregate, look up, check, compare) is applied to the groups.
import type { AnswerKind } from '../../../../shared/answer.ts';
import type { RdfStore, TermJson } from '../../store/rdf/index.ts';
import { compileCheck, compilePlan, evidenceRowsQuery, type CompiledPlan } from './compile-plan.ts';
import type { QueryPlan } from './plan.ts';
import { defaultUnits, valueInUnit } from '../../skg/values/quantity.ts';

export interface SymbolicItem {
  iri: string;
  name: string;
  /** Displayed values by attribute label. */
  values: Record<string, string | number | null>;
  /** Source row ids proving the item (conditions and target). */
  rows: number[];
  /** The target attribute's number, for ranking / aggregates / comparisons. */
  target: number | null;
  /** The target attribute's text, for lookups of non-numeric attributes. */
  targetText: string | null;
}

export interface PlanResult {
  kind: AnswerKind;
  items: SymbolicItem[];
  /** All entities compared (comparisons) or matched (aggregates), for tables. */
  considered: SymbolicItem[];
  value: number | string | boolean | null;
  unit: string | null;
  sparql: string;
  engine: string;
  rowCount: number;
  truncated: boolean;
  ms: number;
}

/** Every query of an exact answer runs read-only within these limits. */
export interface QueryLimits {
  timeoutMs: number;
  rowCap: number;
}
export const DEFAULT_LIMITS: QueryLimits = { timeoutMs: 8_000, rowCap: 50_000 };

function groupRows(rows: Array<Record<string, TermJson>>, compiled: CompiledPlan): SymbolicItem[] {
  const units = defaultUnits();
  const byEntity = new Map<string, SymbolicItem>();
  for (const row of rows) {
    const e = row.e?.value;
    if (!e || (compiled.postScope && !compiled.postScope.has(e))) continue;
    let item = byEntity.get(e);
    if (!item) {
      item = { iri: e, name: row.name?.value ?? e, values: {}, rows: [], target: null, targetText: null };
      byEntity.set(e, item);
    }
    for (const r of compiled.rowVars) {
      const id = row[r.variable] ? Number(row[r.variable].value) : NaN;
      if (Number.isFinite(id) && !item.rows.includes(id)) item.rows.push(id);
    }
    for (const v of compiled.valueVars) {
      const t = row[v.variable];
      if (!t) continue;
      // the graph's canonical number, shown in the entry's display unit
      const n = valueInUnit(units, Number(t.value), v.unit);
      if (v.condition === 'target') {
        if (item.target === null && Number.isFinite(n)) item.target = n;
      }
      if (!(v.label in item.values)) item.values[v.label] = Number.isFinite(n) ? n : t.value;
    }
    if (row.tl && item.targetText === null) item.targetText = row.tl.value;
  }
  return [...byEntity.values()];
}

const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;

export async function runPlan(rdf: RdfStore, plan: QueryPlan, limits: QueryLimits = DEFAULT_LIMITS): Promise<PlanResult> {
  const started = performance.now();
  if (plan.intent === 'check') return runCheck(rdf, plan, started, limits);
  if (plan.intent === 'compare-table') return runComparisonTable(rdf, plan, started, limits);
  if (plan.intent === 'compare-groups') return runGroupComparison(rdf, plan, started, limits);
  const compiled = compilePlan(plan);
  const res = await rdf.sparql(compiled.sparql, limits);
  const groups = groupRows(res.rows, compiled);
  const base = { sparql: compiled.sparql, engine: res.engine, rowCount: res.rows.length, truncated: res.truncated, unit: plan.target?.unit ?? null };
  const ms = () => performance.now() - started;
  const byName = (a: SymbolicItem, b: SymbolicItem) => a.name.localeCompare(b.name);
  const withTarget = groups.filter((g) => g.target !== null);
  switch (plan.intent) {
    case 'list':
      return { ...base, kind: 'list', items: groups.sort(byName), considered: groups, value: null, ms: ms() };
    case 'count':
      return { ...base, kind: 'count', items: groups.sort(byName), considered: groups, value: groups.length, ms: ms() };
    case 'exists':
      return { ...base, kind: 'boolean', items: groups.sort(byName), considered: groups, value: groups.length > 0, ms: ms() };
    case 'argmax':
    case 'argmin':
    case 'max':
    case 'min': {
      const dir = plan.intent === 'argmax' || plan.intent === 'max' ? -1 : 1;
      const sorted = withTarget.sort((a, b) => dir * ((a.target as number) - (b.target as number)) || byName(a, b));
      if (sorted.length === 0) return { ...base, kind: plan.intent.startsWith('arg') ? 'list' : 'value', items: [], considered: [], value: null, ms: ms() };
      const extreme = sorted[0].target as number;
      const winners = plan.limit ? sorted.slice(0, plan.limit) : sorted.filter((g) => g.target === extreme);
      if (plan.intent === 'argmax' || plan.intent === 'argmin') return { ...base, kind: 'list', items: winners, considered: sorted, value: plan.limit ? null : extreme, ms: ms() };
      return { ...base, kind: 'value', items: winners, considered: sorted, value: extreme, ms: ms() };
    }
    case 'avg':
    case 'sum': {
      if (withTarget.length === 0) return { ...base, kind: 'value', items: [], considered: [], value: null, ms: ms() };
      const total = withTarget.reduce((s, g) => s + (g.target as number), 0);
      const value = plan.intent === 'avg' ? round(total / withTarget.length) : round(total);
      return { ...base, kind: 'value', items: withTarget.sort(byName), considered: withTarget, value, ms: ms() };
    }
    case 'lookup': {
      const item = groups[0];
      const value = item ? (item.target ?? item.targetText) : null;
      return { ...base, kind: 'value', items: item ? [item] : [], considered: groups, value, ms: ms() };
    }
    default: {
      const dir = plan.direction === 'min' ? 1 : -1;
      const sorted = withTarget.sort((a, b) => dir * ((a.target as number) - (b.target as number)));
      const best = sorted[0];
      // a tie has no single winner: every tied entity is listed
      const winners = best ? sorted.filter((g) => g.target === best.target) : [];
      const considered = plan.entities.map((e) => groups.find((g) => g.iri === e.iri) ?? { iri: e.iri, name: e.name, values: {}, rows: [], target: null, targetText: null });
      return { ...base, kind: 'comparison', items: winners, considered, value: null, ms: ms() };
    }
  }
}

export interface TableResult {
  columns: string[];
  rows: Array<{ label: string; cells: Array<string | number | null>; rowIds: number[] }>;
}

/** Per target attribute, each entity's number (one query per attribute, same conditions and scope). */
async function targetValues(rdf: RdfStore, plan: QueryPlan, entities: string[] | null, limits: QueryLimits): Promise<{ items: Map<string, SymbolicItem>; sparql: string[]; engine: string; rows: number }> {
  const items = new Map<string, SymbolicItem>();
  const sparql: string[] = [];
  let rows = 0;
  let engine = '';
  for (const t of plan.targets) {
    const compiled = compilePlan({ ...plan, intent: 'argmax', target: t, entities: [], scope: entities });
    sparql.push(compiled.sparql);
    const res = await rdf.sparql(compiled.sparql, limits);
    rows += res.rows.length;
    engine = res.engine;
    for (const g of groupRows(res.rows, compiled)) {
      const item = items.get(g.iri) ?? { iri: g.iri, name: g.name, values: {}, rows: [], target: null, targetText: null };
      item.values[t.entryLabel] = g.target;
      for (const r of g.rows) if (!item.rows.includes(r)) item.rows.push(r);
      items.set(g.iri, item);
    }
  }
  return { items, sparql, engine, rows };
}

async function runComparisonTable(rdf: RdfStore, plan: QueryPlan, started: number, limits: QueryLimits): Promise<PlanResult> {
  const { items, sparql, engine, rows } = await targetValues(rdf, plan, plan.entities.map((e) => e.iri), limits);
  const considered = plan.entities.map((e) => items.get(e.iri) ?? { iri: e.iri, name: e.name, values: {}, rows: [], target: null, targetText: null });
  return { kind: 'comparison', items: considered, considered, value: null, unit: null, sparql: sparql.join('\n\n'), engine, rowCount: rows, truncated: false, ms: performance.now() - started };
}

/** Groups side by side: count, mean, lowest and highest of each attribute, with the extremes' rows as evidence. */
async function runGroupComparison(rdf: RdfStore, plan: QueryPlan, started: number, limits: QueryLimits): Promise<PlanResult> {
  const all = [...new Set(plan.groups!.flatMap((g) => g.entities))].filter((e) => !plan.scope || plan.scope.includes(e));
  const { items, sparql, engine, rows } = await targetValues(rdf, plan, all, limits);
  // the conditions alone decide membership: an entity with no value for an attribute still counts
  const members = await rdf.sparql(compilePlan({ ...plan, intent: 'list', target: null, entities: [], scope: all }).sparql, limits);
  const memberSet = new Set(members.rows.map((r) => r.e?.value).filter(Boolean) as string[]);
  const summary: SymbolicItem[] = [];
  const round2 = (x: number) => Math.round(x * 100) / 100;
  for (const group of plan.groups!) {
    const ids = group.entities.filter((e) => memberSet.has(e));
    const values: SymbolicItem['values'] = { Items: ids.length };
    const evidence: number[] = [];
    for (const t of plan.targets) {
      const vals = ids.map((id) => items.get(id)).filter((i): i is SymbolicItem => !!i && typeof i.values[t.entryLabel] === 'number');
      if (!vals.length) {
        values[`${t.entryLabel} (mean)`] = null;
        continue;
      }
      const nums = vals.map((v) => v.values[t.entryLabel] as number);
      values[`${t.entryLabel} (mean)`] = round2(nums.reduce((a, b) => a + b, 0) / nums.length);
      values[`${t.entryLabel} (range)`] = `${Math.min(...nums)}–${Math.max(...nums)}${t.unit ? ` ${t.unit}` : ''}`;
      const lo = vals[nums.indexOf(Math.min(...nums))];
      const hi = vals[nums.indexOf(Math.max(...nums))];
      for (const v of [lo, hi]) for (const r of v.rows.slice(0, 2)) if (!evidence.includes(r)) evidence.push(r);
    }
    summary.push({ iri: `group:${group.label}`, name: group.label, values, rows: evidence, target: null, targetText: null });
  }
  return { kind: 'comparison', items: summary, considered: summary, value: null, unit: null, sparql: sparql.join('\n\n'), engine, rowCount: rows + members.rows.length, truncated: false, ms: performance.now() - started };
}

/** "Does X support 5G?": each condition is checked on the named entity; the answer is yes when all hold. */
async function runCheck(rdf: RdfStore, plan: QueryPlan, started: number, limits: QueryLimits): Promise<PlanResult> {
  const entity = plan.entities[0];
  const compiled = compileCheck({ ...plan, conditions: plan.conditions.map((c) => ({ ...c, negated: false })) });
  const res = await rdf.sparql(compiled.sparql, limits);
  const groups = groupRows(res.rows, compiled);
  const holds = groups.length > 0;
  const negated = plan.conditions.some((c) => c.negated);
  const value = negated ? !holds : holds;
  let item = groups[0] ?? { iri: entity.iri, name: entity.name, values: {}, rows: [], target: null, targetText: null };
  // show the rows a user would read to check the answer (also when the answer is no)
  const entries = plan.conditions.flatMap((c) => (c.kind === 'feature' ? [] : [c.entry]));
  const phrases = plan.conditions.flatMap((c) => (c.kind === 'feature' ? [c.label] : []));
  if (entries.length || phrases.length) {
    const evidence = await rdf.sparql(evidenceRowsQuery([entity.iri], entries, phrases), { ...limits, rowCap: 200 });
    item = { ...item, rows: [...item.rows] };
    for (const r of evidence.rows) {
      const id = Number(r.r.value);
      if (!item.rows.includes(id)) item.rows.push(id);
      if (!(r.el.value in item.values)) item.values[r.el.value] = r.vl.value;
    }
  }
  return {
    kind: 'boolean', items: [item], considered: [item], value, unit: null, sparql: compiled.sparql, engine: res.engine,
    rowCount: res.rows.length, truncated: res.truncated, ms: performance.now() - started,
  };
}

/**
 * Source rows for conditions that bind no row of their own: features (derived by rules; their evidence is the rows
 * that name them) and negations (the rows of that attribute, which show what the item has instead).
 */
export async function conditionEvidence(rdf: RdfStore, plan: QueryPlan, items: SymbolicItem[], limits: QueryLimits = DEFAULT_LIMITS): Promise<void> {
  if (!items.length || plan.intent === 'check') return;
  const phrases = plan.conditions.flatMap((c) => (c.kind === 'feature' ? [c.label] : []));
  const entries = plan.conditions.flatMap((c) => (c.negated && c.kind !== 'feature' ? [c.entry] : []));
  if (!phrases.length && !entries.length) return;
  const byIri = new Map(items.map((i) => [i.iri, i]));
  const collect = async (query: (chunk: string[]) => string) => {
    for (let k = 0; k < items.length; k += 400) {
      const chunk = items.slice(k, k + 400).map((i) => i.iri);
      const res = await rdf.sparql(query(chunk), limits);
      for (const r of res.rows) {
        const item = byIri.get(r.e.value);
        if (!item) continue;
        const id = Number(r.r.value);
        if (!item.rows.includes(id)) item.rows.push(id);
        if (!(r.el.value in item.values)) item.values[r.el.value] = r.vl.value;
      }
    }
  };
  if (phrases.length) await collect((chunk) => evidenceRowsQuery(chunk, [], phrases));
  if (entries.length) await collect((chunk) => evidenceRowsQuery(chunk, [...new Set(entries)], []));
}
