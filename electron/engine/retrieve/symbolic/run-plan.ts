// Executes a query plan: its SPARQL runs read-only with a time limit and a row cap, rows are grouped by entity,
// and the plan's intent (list, count, rank, aggregate, look up, check, compare) is applied to the groups. Numbers
// are read in the unit the graph stores and shown in the unit the answer wants (`convert`).
import type { AnswerKind } from '../../../../shared/answer.ts';
import type { RdfStore, TermJson } from '../../store/rdf/index.ts';
import { compileCheck, compilePlan, evidenceRowsQuery, type CompiledPlan, type CompileOptions } from './compile-plan.ts';
import { dayText, type Condition, type QueryPlan } from './plan.ts';

export interface SymbolicItem {
  iri: string;
  name: string;
  /** Displayed values by attribute label. */
  values: Record<string, string | number | null>;
  /** Source row ids proving the item (conditions and target). */
  rows: number[];
  /** The target attribute's number (in the display unit), for ranking / aggregates / comparisons. */
  target: number | null;
  /** The target date's day (yyyymmdd), where it is a full date. */
  day?: number;
  /** The target attribute's text, for lookups of non-numeric attributes. */
  targetText: string | null;
  /** A looked-up value that is a list, in its parts as written ("oven", "ramekins", "blowtorch"). */
  parts?: string[];
}

export interface PlanResult {
  kind: AnswerKind;
  items: SymbolicItem[];
  /** All entities compared (comparisons) or matched (aggregates), for tables. */
  considered: SymbolicItem[];
  value: number | string | boolean | null;
  unit: string | null;
  /** The unit of each compared attribute (comparison tables). */
  units?: Record<string, string | null>;
  sparql: string;
  /** The query a user can run to get exactly the answer's items (one row each). */
  itemsSparql?: string;
  engine: string;
  rowCount: number;
  truncated: boolean;
  ms: number;
  /** What a person should know about how the answer was reached ("2 items stated in EUR are not compared"). */
  notes?: string[];
}

/** Every query of an exact answer runs read-only within these limits. */
export interface QueryLimits {
  timeoutMs: number;
  rowCap: number;
}
export const DEFAULT_LIMITS: QueryLimits = { timeoutMs: 8_000, rowCap: 50_000 };

export interface RunOptions extends CompileOptions {
  /** A number in unit `from` in unit `to`, or null when they do not convert. */
  convert?: (value: number, from: string, to: string) => number | null;
}

function displayConverter(plan: QueryPlan, opts: RunOptions): { unit: string | null; toDisplay: (n: number) => number } {
  const t = plan.target;
  if (!t) return { unit: null, toDisplay: (n) => n };
  // (stated per another basis than asked: £85 per 1000 words is £0.085 per word)
  if (t.basisScale) {
    const inner = displayConverter({ ...plan, target: { ...t, basisScale: undefined } }, opts);
    const scale = t.basisScale;
    return { unit: inner.unit, toDisplay: (n) => inner.toDisplay(n) * scale };
  }
  const stored = t.unit;
  const wanted = t.displayUnit ?? stored;
  if (!stored || !wanted || stored === wanted || !opts.convert) return { unit: stored, toDisplay: (n) => n };
  const probe = opts.convert(1, stored, wanted);
  if (probe === null) return { unit: stored, toDisplay: (n) => n };
  return { unit: wanted, toDisplay: (n) => opts.convert!(n, stored, wanted) ?? n };
}

function groupRows(rows: Array<Record<string, TermJson>>, compiled: CompiledPlan, toDisplay: (n: number) => number): SymbolicItem[] {
  const byEntity = new Map<string, SymbolicItem>();
  // (columns summed: each statement's number counted once, however many rows repeat it)
  const added = new Set<string>();
  for (const row of rows) {
    const e = row.e?.value;
    if (!e) continue;
    let item = byEntity.get(e);
    if (!item) {
      item = { iri: e, name: row.name?.value ?? e, values: {}, rows: [], target: null, targetText: null };
      byEntity.set(e, item);
    } else if (row.name && shouting(item.name) && !shouting(row.name.value) && row.name.value.toLowerCase() === item.name.toLowerCase()) {
      // an item one file titles in capitals ("DEAR GREEN PLACE") is named as the others write it
      item.name = row.name.value;
    }
    for (const r of compiled.rowVars) {
      const id = row[r.variable] ? Number(row[r.variable].value) : NaN;
      if (Number.isFinite(id) && !item.rows.includes(id)) item.rows.push(id);
    }
    for (const v of compiled.valueVars) {
      const t = row[v.variable];
      if (!t) continue;
      // a target number stated without a unit is in the unit the attribute is shown in, where that lands it among
      // the numbers stated with one; elsewhere it is no number of the attribute's (plan.ts BareReading)
      const stated = Number(t.value);
      const bare = v.condition === 'target' && compiled.bare && !row.tu && Number.isFinite(stated) ? compiled.bare : null;
      const n = bare ? stated * bare.factor : stated;
      if (bare?.within && (n < bare.within[0] || n > bare.within[1])) continue;
      const shown = Number.isFinite(n) && v.condition === 'target' ? toDisplay(n) : n;
      if (compiled.summed && v.condition === 'target') {
        const key = `${e}\u0000${row.st?.value ?? ''}`;
        if (!Number.isFinite(n) || !row.st || added.has(key)) continue;
        added.add(key);
        // (a number stated without a unit, read as no other reading says, is in the unit its column counts)
        item.target = (item.target ?? 0) + (row.tu || bare ? shown : n);
        item.values[v.label] = item.target;
        continue;
      }
      if (v.condition === 'target' && item.target === null && Number.isFinite(n)) item.target = shown;
      if (!(v.label in item.values)) item.values[v.label] = Number.isFinite(n) ? shown : t.value;
    }
    if (row.tl && item.targetText === null) item.targetText = row.tl.value;
    if (row.td && item.day === undefined && Number.isFinite(Number(row.td.value))) item.day = Number(row.td.value);
  }
  return [...byEntity.values()];
}

/** A name written all in capitals. */
const shouting = (name: string) => /\p{Lu}.*\p{Lu}/u.test(name) && name === name.toUpperCase();

const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * Money a ranking, aggregate or comparison names no currency for ("the highest salary in the London office", "was
 * A's last bill higher than B's") is read in the
 * currency most of the matching items state it in: currencies never convert offline, and the attribute's usual
 * currency may be one none of them use. The items in other currencies are named in a note.
 */
async function currencyOfRows(rdf: RdfStore, plan: QueryPlan, limits: QueryLimits, opts: RunOptions): Promise<{ plan: QueryPlan; notes: string[] }> {
  const t = plan.target;
  const ranks = ['argmax', 'argmin', 'max', 'min', 'avg', 'sum', 'compare'].includes(plan.intent);
  if (!t || !ranks || t.unitAsked || t.field !== 'num' || !t.unit || !opts.isCurrency?.(t.unit)) return { plan, notes: [] };
  const probe = compilePlan({ ...plan, target: { ...t, unit: null } }, { ...opts, targetUnit: true });
  const res = await rdf.sparql(probe.sparql, limits);
  const byUnit = new Map<string, Set<string>>();
  for (const row of res.rows) {
    const u = row.tu?.value;
    const e = row.e?.value;
    if (!u || !e || !opts.isCurrency(u)) continue;
    byUnit.set(u, (byUnit.get(u) ?? new Set()).add(e));
  }
  if (byUnit.size === 0) return { plan, notes: [] };
  const ranked = [...byUnit].sort((a, b) => b[1].size - a[1].size || (a[0] === t.unit ? -1 : b[0] === t.unit ? 1 : a[0].localeCompare(b[0])));
  const unit = ranked[0][0];
  const others = ranked.slice(1).map(([u, es]) => `${es.size} ${es.size === 1 ? 'item states' : 'items state'} ${t.entryLabel.toLowerCase()} in ${u}`);
  const notes = others.length ? [`Compared in ${unit}; ${others.join(', ')}, which cannot be converted offline, so ${others.length === 1 && ranked[1][1].size === 1 ? 'it is' : 'they are'} left out.`] : [];
  return { plan: unit === t.unit ? plan : { ...plan, target: { ...t, unit, displayUnit: unit } }, notes };
}

export async function runPlan(rdf: RdfStore, plan: QueryPlan, limits: QueryLimits = DEFAULT_LIMITS, opts: RunOptions = {}): Promise<PlanResult> {
  const started = performance.now();
  if (plan.intent === 'check') return runCheck(rdf, plan, started, limits, opts);
  const money = await currencyOfRows(rdf, plan, limits, opts);
  if (money.notes.length || money.plan !== plan) {
    const result = await runPlanIn(rdf, money.plan, limits, opts, started);
    return money.notes.length ? { ...result, notes: [...(result.notes ?? []), ...money.notes] } : result;
  }
  return runPlanIn(rdf, plan, limits, opts, started);
}

async function runPlanIn(rdf: RdfStore, plan: QueryPlan, limits: QueryLimits, opts: RunOptions, started: number): Promise<PlanResult> {
  if (plan.intent === 'compare-table') return runComparisonTable(rdf, plan, started, limits, opts);
  if (plan.intent === 'compare-groups') return runGroupComparison(rdf, plan, started, limits, opts);
  const compiled = compilePlan(plan, opts);
  const res = await rdf.sparql(compiled.sparql, limits);
  const display = displayConverter(plan, opts);
  const groups = groupRows(res.rows, compiled, display.toDisplay);
  if (plan.target?.linkedFrom) countLinking(groups, res.rows, plan.target.entryLabel);
  if (plan.target?.valuesCounted) countLinking(groups, res.rows, plan.target.entryLabel, 'tvn');
  const base = { sparql: compiled.sparql, itemsSparql: itemsQuery(compiled.sparql), engine: res.engine, rowCount: res.rows.length, truncated: res.truncated, unit: display.unit };
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
      if (plan.intent === 'argmax' || plan.intent === 'argmin') return { ...base, kind: 'list', items: winners, considered: sorted, value: plan.limit ? null : round(extreme), ms: ms() };
      return { ...base, kind: 'value', items: winners, considered: sorted, value: round(extreme), ms: ms() };
    }
    case 'avg':
    case 'sum': {
      if (withTarget.length === 0) return { ...base, kind: 'value', items: [], considered: [], value: null, ms: ms() };
      const total = withTarget.reduce((s, g) => s + (g.target as number), 0);
      const value = plan.intent === 'avg' ? round(total / withTarget.length) : round(total);
      return { ...base, kind: 'value', items: withTarget.sort(byName), considered: withTarget, value, ms: ms() };
    }
    case 'lookup': {
      // looked up through links ("the yield of Long Acre", its harvest lots'): several items answer as a list
      if (!plan.entities.length && groups.length > 1) return { ...base, kind: 'list', items: groups.sort(byName), considered: groups, value: null, ms: ms() };
      const item = groups[0];
      if (item && plan.target?.countValues) {
        // "how many projects is Anna on": the parts of the list value (or the one value)
        const parts = new Set(res.rows.filter((r) => r.e?.value === item.iri && r.tp).map((r) => r.st?.value));
        const all = new Set(res.rows.filter((r) => r.e?.value === item.iri).map((r) => r.st?.value));
        const count = parts.size || all.size;
        return { ...base, kind: 'count', items: [item], considered: groups, value: count, unit: null, ms: ms() };
      }
      // columns summed ("from April to August"): the item's sum is the answer
      if (item && plan.target?.summed) return { ...base, kind: 'value', items: [item], considered: groups, value: item.target === null ? null : round(item.target), ms: ms() };
      // a list value is stated whole and in parts: the whole is the answer
      const whole = item ? res.rows.find((r) => r.e?.value === item.iri && !r.tp && r.tl) : undefined;
      if (item && whole) {
        item.targetText = whole.tl.value;
        const n = whole.tv ? Number(whole.tv.value) : NaN;
        if (Number.isFinite(n)) item.target = display.toDisplay(n);
      }
      // a date is answered as a date (yyyy-mm-dd), or as its year when that is what is asked
      if (item && whole && plan.target?.field === 'year') {
        const day = whole.td ? Number(whole.td.value) : NaN;
        const year = whole.tv ? Number(whole.tv.value) : NaN;
        const value = plan.target.datePart === 'year' && Number.isFinite(year) ? year : Number.isFinite(day) ? dayText(day) : item.targetText;
        return { ...base, kind: 'value', items: [item], considered: groups, value, ms: ms() };
      }
      // a list value is answered as its parts too: each is an item of the answer, proved by the same row
      if (item && whole && !plan.target?.unit) {
        const parts = res.rows
          .filter((r) => r.e?.value === item.iri && r.tp && r.st?.value !== whole.st?.value && r.tl)
          .sort((a, b) => Number(a.tp!.value) - Number(b.tp!.value))
          .map((r) => r.tl!.value.trim())
          .filter((t, i, all) => t && all.indexOf(t) === i);
        if (parts.length >= 2) item.parts = parts;
      }
      // a value with no unit that is one token and not just a number ("5.2.15-2", "3.3a") is answered as the document
      // writes it; a number with words ("153.1 million", "about 450,000") is its number
      // (an attribute of text answers its words too: "Python 3.12" is no 3.12)
      const asWritten = !!item?.targetText && !plan.target?.unit && !/^\s*[-+]?\d+(?:[.,]\d+)?\s*$/.test(item.targetText) && (/^\S+$/.test(item.targetText.trim()) || item.target === null || !!plan.target?.textKind);
      const value = item ? (item.target !== null && !asWritten ? round(item.target) : item.targetText) : null;
      // money is answered in the currency its row states (currencies never convert: "£43,090" is no €43,090); the row's
      // unit may be another (tu is any unit)
      const rowUnit = whole?.tu?.value;
      if (rowUnit && opts.isCurrency?.(rowUnit) && rowUnit !== base.unit && typeof value === 'number') return { ...base, unit: rowUnit, kind: 'value', items: [item!], considered: groups, value, ms: ms() };
      // a row whose number is of another dimension than the attribute's ("Menge: 500 g" among stocks in litres) is
      // answered in its own unit, never converted as if it were the attribute's ("500,000 ml")
      const own = whole?.tv ? Number(whole.tv.value) : NaN;
      // a row that states a bare number ("pack: 28" among packs of "10 ml") is answered as that number: it has no unit
      // to convert from, and 28 is no 28 L
      if (!rowUnit && base.unit && Number.isFinite(own) && typeof value === 'number') {
        item!.target = round(own);
        return { ...base, unit: null, kind: 'value', items: [item!], considered: groups, value: round(own), ms: ms() };
      }
      if (rowUnit && base.unit && rowUnit !== base.unit && Number.isFinite(own) && opts.convert?.(1, rowUnit, base.unit) === null) {
        item!.target = round(own);
        return { ...base, unit: rowUnit, kind: 'value', items: [item!], considered: groups, value: round(own), ms: ms() };
      }
      return { ...base, kind: 'value', items: item ? [item] : [], considered: groups, value, ms: ms() };
    }
    default: {
      const dir = plan.direction === 'min' ? 1 : -1;
      // dates by their day when all have one, else by year
      const byDay = withTarget.length > 0 && withTarget.every((g) => g.day !== undefined);
      const key = (g: SymbolicItem) => (byDay ? (g.day as number) : (g.target as number));
      const sorted = withTarget.sort((a, b) => dir * (key(a) - key(b)));
      const best = sorted[0];
      // a tie has no single winner: every tied entity is listed
      const winners = best ? sorted.filter((g) => key(g) === key(best)) : [];
      const considered = plan.entities.map((e) => groups.find((g) => g.iri === e.iri) ?? { iri: e.iri, name: e.name, values: {}, rows: [], target: null, targetText: null });
      return { ...base, kind: 'comparison', items: winners, considered, value: null, ms: ms() };
    }
  }
}

/** Each item's number is how many items (?lx) link to it. */
/** Each item's number: how many distinct `variable`s its rows hold (the items linking to it, or its own values). */
function countLinking(groups: SymbolicItem[], rows: Array<Record<string, TermJson>>, label: string, variable = 'lx'): void {
  const linking = new Map<string, Set<string>>();
  for (const r of rows) {
    const e = r.e?.value;
    const x = r[variable]?.value;
    if (!e || !x) continue;
    if (!linking.has(e)) linking.set(e, new Set());
    linking.get(e)!.add(x);
  }
  for (const g of groups) {
    g.target = linking.get(g.iri)?.size ?? 0;
    g.values[label] = g.target;
  }
}

/** The same query with one row per item (?e ?name), which is what an answer lists: the inspector's query. */
export function itemsQuery(sparql: string): string {
  return sparql.replace(/SELECT DISTINCT [^\n]*? WHERE \{/, 'SELECT DISTINCT ?e ?name WHERE {');
}

export interface TableResult {
  columns: string[];
  rows: Array<{ label: string; cells: Array<string | number | null>; rowIds: number[] }>;
}

/** Per target attribute, each entity's number (one query per attribute, same conditions and scope). */
async function targetValues(rdf: RdfStore, plan: QueryPlan, entities: string[] | null, limits: QueryLimits, opts: RunOptions): Promise<{ items: Map<string, SymbolicItem>; sparql: string[]; engine: string; rows: number; units: Record<string, string | null> }> {
  const items = new Map<string, SymbolicItem>();
  const sparql: string[] = [];
  const units: Record<string, string | null> = {};
  let rows = 0;
  let engine = '';
  for (const t of plan.targets) {
    const sub: QueryPlan = { ...plan, intent: 'argmax', target: t, entities: [] };
    const compiled = compilePlan(sub, { ...opts, restrictTo: entities ?? undefined });
    sparql.push(compiled.sparql);
    const res = await rdf.sparql(compiled.sparql, limits);
    const display = displayConverter(sub, opts);
    units[t.entryLabel] = display.unit;
    rows += res.rows.length;
    engine = res.engine;
    for (const g of groupRows(res.rows, compiled, display.toDisplay)) {
      const item = items.get(g.iri) ?? { iri: g.iri, name: g.name, values: {}, rows: [], target: null, targetText: null };
      item.values[t.entryLabel] = g.target;
      for (const r of g.rows) if (!item.rows.includes(r)) item.rows.push(r);
      items.set(g.iri, item);
    }
  }
  return { items, sparql, engine, rows, units };
}

async function runComparisonTable(rdf: RdfStore, plan: QueryPlan, started: number, limits: QueryLimits, opts: RunOptions): Promise<PlanResult> {
  const { items, sparql, engine, rows, units } = await targetValues(rdf, plan, plan.entities.map((e) => e.iri), limits, opts);
  const considered = plan.entities.map((e) => items.get(e.iri) ?? { iri: e.iri, name: e.name, values: {}, rows: [], target: null, targetText: null });
  return { kind: 'comparison', items: considered, considered, value: null, unit: null, units, sparql: sparql.join('\n\n'), engine, rowCount: rows, truncated: false, ms: performance.now() - started };
}

/** Groups side by side: count, mean, lowest and highest of each attribute, with the extremes' rows as evidence. */
async function runGroupComparison(rdf: RdfStore, plan: QueryPlan, started: number, limits: QueryLimits, opts: RunOptions): Promise<PlanResult> {
  const groups = (plan.groups ?? []) as Array<{ label: string; entities: string[]; term?: import('./plan.ts').ScopeTerm }>;
  const summary: SymbolicItem[] = [];
  const sparql: string[] = [];
  let rowCount = 0;
  let engine = '';
  const round2 = (x: number) => Math.round(x * 100) / 100;
  for (const group of groups) {
    // each group is the plan's own scope and conditions, narrowed to the group
    const scoped: QueryPlan = { ...plan, scopeTerms: [...(plan.scopeTerms ?? []).filter((l) => !group.term || !l.includes(group.term)), ...(group.term ? [[group.term]] : [])] };
    const members = await rdf.sparql(compilePlan({ ...scoped, intent: 'list', target: null }, opts).sparql, limits);
    const ids = [...new Set(members.rows.map((r) => r.e?.value).filter(Boolean) as string[])];
    rowCount += members.rows.length;
    const values: SymbolicItem['values'] = { Items: ids.length };
    const evidence: number[] = [];
    const tv = await targetValues(rdf, { ...scoped }, ids, limits, opts);
    sparql.push(...tv.sparql);
    engine = tv.engine;
    rowCount += tv.rows;
    for (const t of plan.targets) {
      const vals = ids.map((id) => tv.items.get(id)).filter((i): i is SymbolicItem => !!i && typeof i.values[t.entryLabel] === 'number');
      const unit = tv.units[t.entryLabel];
      if (!vals.length) {
        values[`${t.entryLabel} (mean)`] = null;
        continue;
      }
      const nums = vals.map((v) => v.values[t.entryLabel] as number);
      values[`${t.entryLabel} (mean)`] = `${round2(nums.reduce((a, b) => a + b, 0) / nums.length)}${unit ? ` ${unit}` : ''}`;
      values[`${t.entryLabel} (range)`] = `${round2(Math.min(...nums))}–${round2(Math.max(...nums))}${unit ? ` ${unit}` : ''}`;
      const lo = vals[nums.indexOf(Math.min(...nums))];
      const hi = vals[nums.indexOf(Math.max(...nums))];
      for (const v of [lo, hi]) for (const r of v.rows.slice(0, 2)) if (!evidence.includes(r)) evidence.push(r);
    }
    summary.push({ iri: `group:${group.label}`, name: group.label, values, rows: evidence, target: null, targetText: null });
  }
  return { kind: 'comparison', items: summary, considered: summary, value: null, unit: null, sparql: sparql.join('\n\n'), engine, rowCount, truncated: false, ms: performance.now() - started };
}

function conditionEntries(c: Condition): string[] {
  if (c.kind === 'feature') return [];
  if (c.kind === 'link') return c.entries ?? [];
  if (c.kind === 'any') return c.options.flatMap((o) => (o.kind === 'feature' ? [] : o.entries));
  return c.entries;
}

/** "Does X support 5G?": each condition is checked on the named entity; the answer is yes when all hold. */
async function runCheck(rdf: RdfStore, plan: QueryPlan, started: number, limits: QueryLimits, opts: RunOptions): Promise<PlanResult> {
  const entity = plan.entities[0];
  const compiled = compileCheck({ ...plan, conditions: plan.conditions.map((c) => ({ ...c, negated: false }) as Condition) }, opts);
  const res = await rdf.sparql(compiled.sparql, limits);
  const groups = groupRows(res.rows, compiled, (n) => n);
  const holds = groups.length > 0;
  const negated = plan.conditions.some((c) => c.negated);
  const value = negated ? !holds : holds;
  let item = groups[0] ?? { iri: entity.iri, name: entity.name, values: {}, rows: [], target: null, targetText: null };
  // the rows a user would read to check the answer (also when the answer is no)
  const entries = plan.conditions.flatMap(conditionEntries);
  const phrases = plan.conditions.flatMap((c) => (c.kind === 'feature' ? [c.label] : []));
  let stated = holds;
  if (entries.length || phrases.length) {
    const evidence = await rdf.sparql(evidenceRowsQuery([entity.iri], [...new Set(entries)], phrases), { ...limits, rowCap: 200 });
    if (evidence.rows.length) stated = true;
    item = { ...item, rows: [...item.rows] };
    for (const r of evidence.rows) {
      const id = Number(r.r.value);
      if (!item.rows.includes(id)) item.rows.push(id);
      if (!(r.el.value in item.values)) item.values[r.el.value] = r.vl.value;
    }
  }
  // an item whose documents state none of the attributes asked about is neither yes nor no: they don't say
  const known = stated || !(entries.length || phrases.length);
  return {
    kind: 'boolean', items: [item], considered: [item], value: known ? value : null, unit: null, sparql: compiled.sparql, engine: res.engine,
    rowCount: res.rows.length, truncated: res.truncated, ms: performance.now() - started,
  };
}

/** A phrase as a whole word of a text ("5G" in "GSM / LTE / 5G", never in "135g"). */
function namesPhrase(text: string, phrase: string): boolean {
  const p = phrase.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${p}([^\\p{L}\\p{N}]|$)`, 'iu').test(text);
}

/**
 * Source rows for conditions that bind no row of their own: features (derived by rules; their evidence is the rows
 * that name them as a word) and negations (the rows of that attribute, which state what the item has instead).
 * An item whose documents are silent on a negated attribute cites a row of its own page, marked "not stated":
 * no item is ever shown without a row to read.
 */
export async function conditionEvidence(rdf: RdfStore, plan: QueryPlan, items: SymbolicItem[], limits: QueryLimits = DEFAULT_LIMITS): Promise<void> {
  if (!items.length || plan.intent === 'check') return;
  await conditionRows(rdf, plan, items, limits);
  // an item chosen by its scope alone ("not made by Acme") cites its own page
  await pageRows(rdf, items.filter((i) => i.rows.length === 0), limits, null);
}

/** Cites one row of each item's own page; `label` marks the attribute its documents are silent on. */
async function pageRows(rdf: RdfStore, items: SymbolicItem[], limits: QueryLimits, label: string | null): Promise<void> {
  for (let k = 0; k < items.length; k += 400) {
    const chunk = items.slice(k, k + 400);
    const res = await rdf.sparql(pageRowQuery(chunk.map((i) => i.iri)), limits);
    const first = new Map<string, number>();
    for (const r of res.rows) {
      const id = Number(r.r.value);
      const prev = first.get(r.e.value);
      if (prev === undefined || id < prev) first.set(r.e.value, id);
    }
    for (const item of chunk) {
      const id = first.get(item.iri);
      if (id !== undefined && !item.rows.includes(id)) item.rows.push(id);
      if (label) item.values[label] = 'not stated';
    }
  }
}

async function conditionRows(rdf: RdfStore, plan: QueryPlan, items: SymbolicItem[], limits: QueryLimits): Promise<void> {
  const phrases = plan.conditions.flatMap((c) => (c.kind === 'feature' ? [c.label] : []));
  const negated = plan.conditions.filter((c) => c.negated);
  const entries = negated.flatMap(conditionEntries);
  const byIri = new Map(items.map((i) => [i.iri, i]));
  const collect = async (query: (chunk: string[]) => string, keep: (r: Record<string, TermJson>) => boolean = () => true) => {
    const found = new Set<string>();
    for (let k = 0; k < items.length; k += 400) {
      const chunk = items.slice(k, k + 400).map((i) => i.iri);
      const res = await rdf.sparql(query(chunk), limits);
      for (const r of res.rows) {
        const item = byIri.get(r.e.value);
        if (!item || !keep(r)) continue;
        found.add(item.iri);
        const id = Number(r.r.value);
        if (!item.rows.includes(id)) item.rows.push(id);
        if (!(r.el.value in item.values)) item.values[r.el.value] = r.vl.value;
      }
    }
    return found;
  };
  if (phrases.length) {
    await collect((chunk) => evidenceRowsQuery(chunk, [], phrases), (r) => phrases.some((p) => namesPhrase(r.vl.value, p) || namesPhrase(r.el.value, p)));
  }
  if (entries.length) {
    const stated = await collect((chunk) => evidenceRowsQuery(chunk, [...new Set(entries)], []));
    const silent = items.filter((i) => !stated.has(i.iri));
    // the documents say nothing of the attribute: the item's own page, marked so
    if (silent.length) await pageRows(rdf, silent, limits, negated.map((c) => ('entryLabel' in c ? c.entryLabel : c.label)).join(', '));
  }
}

/** One row of each entity's page (the lowest row id it has), to cite where the documents are silent. */
function pageRowQuery(entities: string[]): string {
  return evidenceRowsQuery(entities, [], []).replace(/SELECT DISTINCT \?e \?r \?el \?vl/, 'SELECT DISTINCT ?e ?r');
}
