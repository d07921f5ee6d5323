// Compiles a query plan to one read-only SPARQL SELECT over the symbolic graph. Every condition binds the spec
// row that satisfies it (?rN = its source row), so each answer item carries the rows that prove it. Attributes are
// matched by all of their entries (the labels aligned into them), and the scope is part of the query itself, so
// the SPARQL shown to a user reproduces the answer exactly.
import { SPARQL_PREFIXES } from '../../store/rdf/namespaces.ts';
import { P } from '../../skg/ontology.ts';
import { BARE_NUMBER_DIMENSION } from '../../skg/record-facts.ts';
import { dimensionOfUnit } from './understand/units-adapter.ts';
import type { BareReading, Condition, NumericCondition, QueryPlan, ScopeTerm } from './plan.ts';

const iri = (v: string) => `<${v}>`;
const num = (n: number) => (Number.isFinite(n) ? String(n) : '0');
const str = (s: string) => JSON.stringify(s);

const FIELD_PREDICATE: Record<NumericCondition['field'], string> = {
  num: P.hasNumericValue,
  dim1: P.hasDim1,
  dim2: P.hasDim2,
  dim3: P.hasDim3,
  year: P.hasYear,
  day: P.hasDay,
};

export interface CompiledPlan {
  sparql: string;
  /** Variables holding the proving row ids, with the condition (or 'target') each belongs to. */
  rowVars: Array<{ variable: string; label: string; condition: number | 'target' }>;
  /** Variables holding a displayed value per condition/target. */
  valueVars: Array<{ variable: string; label: string; unit: string | null; condition: number | 'target' }>;
  /** How the target's numbers stated without a unit (no ?tu) are read (Target.bare). */
  bare?: BareReading;
  /** Each item's target is the sum of its statements' numbers (Target.summed; ?st tells them apart). */
  summed?: boolean;
}

/** `?s q:inEntry <e>` for one entry, or a VALUES list for an attribute of several. */
function inEntries(s: string, entries: string[], k: string): string[] {
  if (entries.length === 1) return [`${s} ${iri(P.inEntry)} ${iri(entries[0])} .`];
  return [`${s} ${iri(P.inEntry)} ?en${k} .`, `VALUES ?en${k} { ${entries.map(iri).join(' ')} }`];
}

function relativeTolerance(x: number): number {
  return Math.max(1e-9, Math.abs(x) * 1e-6);
}

function numericFilter(v: string, c: NumericCondition): string {
  return `FILTER(${numericTest(v, c)})`;
}

/** The numeric test, of a number stated in a unit as it is, and of a number stated without one in the unit the
 *  attribute is shown in ("over 20 mg": "Strength: 5" beside "250 mg" is 5 mg, never 5 g). */
function numericFilterOfSpec(s: string, v: string, c: NumericCondition, k: string): string[] {
  if (!c.bare || c.field !== 'num') return [numericFilter(v, c)];
  const unit = `${s} ${iri(P.hasUnit)} ?bu${k} .`;
  const f = c.bare.factor;
  const within = c.bare.within ? ` && ${v} >= ${num(c.bare.within[0] / f)} && ${v} <= ${num(c.bare.within[1] / f)}` : '';
  return [`FILTER((EXISTS { ${unit} } && (${numericTest(v, c)})) || (NOT EXISTS { ${unit} } && (${numericTest(v, scaled(c, 1 / f))})${within}))`];
}

/** The condition with its amounts times `f` (a bare number times the bare factor passes where it passes the amounts
 *  over that factor: the fast path compares terms, it does no arithmetic). */
function scaled(c: NumericCondition, f: number): NumericCondition {
  return { ...c, value: c.value * f, ...(c.value2 !== undefined ? { value2: c.value2 * f } : {}), ...(c.set ? { set: c.set.map((x) => x * f) } : {}) };
}

function numericTest(v: string, c: NumericCondition): string {
  // days (yyyymmdd) are whole numbers whose size is no scale: one day is the step
  const tolerance = c.field === 'day' ? () => 0.5 : relativeTolerance;
  if (c.op === 'between') {
    const lo = c.inclusive?.lo === false ? '>' : '>=';
    const hi = c.inclusive?.hi === false ? '<' : '<=';
    const a = c.inclusive?.lo === false ? c.value + tolerance(c.value) : c.value - tolerance(c.value);
    const b = c.inclusive?.hi === false ? (c.value2 ?? c.value) - tolerance(c.value2 ?? c.value) : (c.value2 ?? c.value) + tolerance(c.value2 ?? c.value);
    return `${v} ${lo} ${num(a)} && ${v} ${hi} ${num(b)}`;
  }
  if (c.op === 'in') return `${(c.set ?? [c.value]).map((x) => `(${v} >= ${num(x - tolerance(x))} && ${v} <= ${num(x + tolerance(x))})`).join(' || ')}`;
  // equality and the ends of strict tests allow for numbers written or converted with rounding ("6.0", 0.1 kg)
  if (c.op === '=') return `${v} >= ${num(c.value - tolerance(c.value))} && ${v} <= ${num(c.value + tolerance(c.value))}`;
  if (c.op === '!=') return `${v} < ${num(c.value - tolerance(c.value))} || ${v} > ${num(c.value + tolerance(c.value))}`;
  if (c.op === '>') return `${v} > ${num(c.value + tolerance(c.value))}`;
  if (c.op === '<') return `${v} < ${num(c.value - tolerance(c.value))}`;
  if (c.op === '>=') return `${v} >= ${num(c.value - tolerance(c.value))}`;
  return `${v} <= ${num(c.value + tolerance(c.value))}`;
}

/** Currencies never convert into each other: a price condition reads only prices in its own currency. And a number
 *  in a unit reads no number of another dimension: a mass ("Pack: 100 g") among packs of "100 ml" is no volume (it
 *  had ranked as 100,000 ml). */
function unitFilter(s: string, unit: string | null, k: string, currency: (u: string) => boolean): string[] {
  if (!unit) return [];
  if (currency(unit)) return [`${s} ${iri(P.hasUnit)} ?u${k} .`, `FILTER(?u${k} = ${str(unit)})`];
  const dimension = dimensionOfUnit(unit);
  // (a number whose unit the table does not know has no dimension, and is kept: "9.1" under "Yield (t/ha)"; so is a
  // bare number, most often written in the unit its column's other values state: "Ascent: 1100" beside "1,200 m")
  // and a number in a unit the table does not know is none of a known unit's ("250 µg/dose" among strengths in mg
  // had ranked as 250 g), unless it is the attribute's own ("t/ha": the question's reading knows it as mass per area)
  return dimension && dimension !== BARE_NUMBER_DIMENSION ? [
    `FILTER NOT EXISTS { ${s} ${iri(P.hasDimension)} ?dim${k} . FILTER(?dim${k} != ${str(dimension)} && ?dim${k} != ${str(BARE_NUMBER_DIMENSION)}) }`,
    `FILTER NOT EXISTS { ${s} ${iri(P.hasUnit)} ?uu${k} . FILTER(?uu${k} != ${str(unit)}) FILTER NOT EXISTS { ${s} ${iri(P.hasDimension)} ?ud${k} . } }`,
  ] : [];
}

export interface CompileOptions {
  /** Whether a unit is a currency (from the units module). */
  isCurrency?: (unit: string) => boolean;
  /** Select the target's unit as ?tu (to learn which currencies the matching rows are in). */
  targetUnit?: boolean;
}

/** The graph pattern of one condition with its variables suffixed by `k`; on a linked item when `via` says so. */
function conditionPattern(c: Condition, k: string, opts: CompileOptions): string[] {
  if (!c.via) return itemConditionPattern(c, k, opts);
  const lines: string[] = [];
  let from = '?e';
  [c.via, ...(c.via.next ? [c.via.next] : [])].forEach((hop, j) => {
    const h = j ? `${k}h${j}` : k;
    const linked = `?lk${h}`;
    const [holder, named] = hop.inverse ? [linked, from] : [from, linked];
    lines.push(`${holder} ${iri(P.hasSpec)} ?ls${h} .`, ...inEntries(`?ls${h}`, hop.entries, `l${h}`), `?ls${h} ${iri(P.hasValue)} ?lv${h} .`, `?lv${h} ${iri(P.namesEntity)} ${named} .`);
    from = linked;
  });
  return [...lines, ...itemConditionPattern({ ...c, via: undefined }, k, opts).map((line) => line.replace(/\?e\b/g, from))];
}

function itemConditionPattern(c: Condition, k: string, opts: CompileOptions): string[] {
  const currency = opts.isCurrency ?? (() => false);
  switch (c.kind) {
    case 'numeric': {
      const lines = [`?e ${iri(P.hasSpec)} ?s${k} .`, ...inEntries(`?s${k}`, c.entries, k), `?s${k} ${iri(FIELD_PREDICATE[c.field])} ?v${k} .`];
      if (c.values?.length) lines.push(`?s${k} ${iri(P.hasValue)} ?val${k} .`, `VALUES ?val${k} { ${c.values.map(iri).join(' ')} }`);
      lines.push(...unitFilter(`?s${k}`, c.field === 'num' ? c.unit : null, k, currency));
      lines.push(...numericFilterOfSpec(`?s${k}`, `?v${k}`, c, k));
      return lines;
    }
    case 'resolution':
      return [
        `?e ${iri(P.hasSpec)} ?s${k} .`,
        ...inEntries(`?s${k}`, c.entries, k),
        `?s${k} ${iri(P.hasDim1)} ?a${k} .`,
        `?s${k} ${iri(P.hasDim2)} ?b${k} .`,
        `FILTER((?a${k} = ${c.a} && ?b${k} = ${c.b}) || (?a${k} = ${c.b} && ?b${k} = ${c.a}))`,
      ];
    case 'value':
      return [`?e ${iri(P.hasSpec)} ?s${k} .`, ...(c.inNamedEntries ? inEntries(`?s${k}`, c.entries, k) : []), `?s${k} ${iri(P.hasValue)} ?val${k} .`, `VALUES ?val${k} { ${c.values.map(iri).join(' ')} }`];
    case 'feature':
      return [`?e ${iri(P.hasFeature)} ${iri(c.feature)} .`];
    case 'boolean':
      return [`?e ${iri(P.hasSpec)} ?s${k} .`, ...inEntries(`?s${k}`, c.entries, k), `?s${k} ${iri(P.hasBoolean)} ${c.value} .`];
    case 'link':
      return [
        `?e ${iri(P.hasSpec)} ?s${k} .`,
        ...(c.entries ? inEntries(`?s${k}`, c.entries, k) : []),
        `?s${k} ${iri(P.hasValue)} ?val${k} .`,
        ...(c.entities && c.entities.length > 1
          ? [`?val${k} ${iri(P.namesEntity)} ?le${k} .`, `VALUES ?le${k} { ${c.entities.map(iri).join(' ')} }`]
          : [`?val${k} ${iri(P.namesEntity)} ${iri(c.entity)} .`]),
      ];
    case 'any': {
      // one spec that is any of the readings: a value among these, or a yes in one of these entries
      const tests = c.options.map((o, j) => {
        if (o.kind === 'value') return `EXISTS { ?s${k} ${iri(P.hasValue)} ?ov${k}x${j} . VALUES ?ov${k}x${j} { ${o.values.map(iri).join(' ')} } }`;
        if (o.kind === 'boolean') return `EXISTS { ${inEntries(`?s${k}`, o.entries, `${k}x${j}`).join(' ')} ?s${k} ${iri(P.hasBoolean)} ${o.value} . }`;
        return `EXISTS { ?e ${iri(P.hasFeature)} ${iri(o.feature)} . }`;
      });
      return [`?e ${iri(P.hasSpec)} ?s${k} .`, `FILTER(${tests.join(' || ')})`];
    }
  }
}

/** Whether a condition binds a spec (and so a proving row). */
function bindsSpec(c: Condition): boolean {
  return c.kind !== 'feature';
}

function conditionLabel(c: Condition): string {
  if (c.kind === 'feature') return c.label;
  if (c.kind === 'any') return c.label;
  return c.entryLabel;
}

/** One scope term as a test on ?e (and ?name). */
function scopeTest(t: ScopeTerm): string {
  switch (t.kind) {
    case 'category':
      return t.also?.length
        ? `(EXISTS { ?e ${iri(P.belongs)} ${iri(t.iri)} . } || ?e IN (${t.also.map(iri).join(', ')}))`
        : `EXISTS { ?e ${iri(P.belongs)} ${iri(t.iri)} . }`;
    case 'prefix':
      return `(${t.words.flatMap((w) => [' ', ',', '-'].map((sep) => `STRSTARTS(LCASE(?name), ${str(`${w}${sep}`)})`)).join(' || ')})`;
    case 'entities':
      return `(${t.iris.map((x) => `?e = ${iri(x)}`).join(' || ') || 'false'})`;
    case 'word':
      return `(${t.entities.map((x) => `?e = ${iri(x)}`).join(' || ') || 'false'})`;
    case 'value':
      return `EXISTS { ?e ${iri(P.hasSpec)} ?scs . ?scs ${iri(P.hasValue)} ?scv . VALUES ?scv { ${t.iris.map(iri).join(' ')} } }`;
    case 'named-by':
      return `EXISTS { ${iri(t.subject)} ${iri(P.hasSpec)} ?nbs . ?nbs ${iri(P.inEntry)} ?nbe . VALUES ?nbe { ${t.entries.map(iri).join(' ')} } ?nbs ${iri(P.hasValue)} ?nbv . ?nbv ${iri(P.namesEntity)} ?e . }`;
    case 'any':
      return `(${t.options.map(scopeTest).join(' || ')})`;
  }
}

/** The scope of a plan as query lines: each list is one choice (any of its terms); the lists all hold. */
export function scopeLines(plan: Pick<QueryPlan, 'scopeTerms' | 'excluded'>): string[] {
  const lines: string[] = [];
  for (const list of plan.scopeTerms ?? []) {
    if (list.length === 1 && list[0].kind === 'category' && !list[0].also?.length) lines.push(`?e ${iri(P.belongs)} ${iri(list[0].iri)} .`);
    else if (list.length === 1 && list[0].kind === 'entities') lines.push(`VALUES ?e { ${list[0].iris.map(iri).join(' ')} }`);
    else lines.push(`FILTER(${list.map(scopeTest).join(' || ')})`);
  }
  for (const t of plan.excluded ?? []) lines.push(`FILTER(!(${scopeTest(t)}))`);
  return lines;
}

export function compilePlan(plan: QueryPlan, opts: CompileOptions & { restrictTo?: string[] } = {}): CompiledPlan {
  const where: string[] = [];
  const rowVars: CompiledPlan['rowVars'] = [];
  const valueVars: CompiledPlan['valueVars'] = [];
  const named = opts.restrictTo ?? (plan.entities.length ? plan.entities.map((e) => e.iri) : null);
  if (named) where.push(`VALUES ?e { ${named.map(iri).join(' ')} }`);
  where.push(`?e ${iri(P.hasName)} ?name .`);
  // the scope as tests on each item (SQLite checks them once the selective conditions have joined); an item named
  // only by another's code is that item, never one of its own (schema/code-names.ts)
  if (!named) where.push(...scopeLines(plan), `FILTER NOT EXISTS { ?e ${iri(P.sameAs)} ?same . }`);
  const positive = plan.intent === 'check' ? [] : plan.conditions.filter((c) => !c.negated);
  positive.forEach((c) => {
    const i = plan.conditions.indexOf(c);
    where.push(...conditionPattern(c, String(i), opts));
    if (bindsSpec(c)) {
      where.push(`?s${i} ${iri(P.sourceRow)} ?r${i} .`);
      const label = conditionLabel(c);
      rowVars.push({ variable: `r${i}`, label, condition: i });
      // the value as the document writes it ("Dual SIM (Nano-SIM)", "Li-Po 5000 mAh"): what qualified the item
      const valueNode = c.kind === 'value' || c.kind === 'link' ? `?val${i}` : `?x${i}`;
      if (c.kind !== 'value' && c.kind !== 'link') where.push(`?s${i} ${iri(P.hasValue)} ${valueNode} .`);
      where.push(`${valueNode} ${iri(P.label)} ?l${i} .`);
      valueVars.push({ variable: `l${i}`, label, unit: null, condition: i });
    }
  });
  if (plan.intent !== 'check') {
    plan.conditions.forEach((c, i) => {
      if (!c.negated) return;
      where.push(`FILTER NOT EXISTS { ${conditionPattern({ ...c, negated: false } as Condition, `n${i}`, opts).join(' ')} }`);
    });
  }
  if (plan.target?.linkedFrom) {
    // a count of the items linking here: each linking item (?lx) with the row of its link
    const t = plan.target;
    const scope = scopeLines({ scopeTerms: t.linkedFrom!.scopeTerms }).map((line) => line.replace(/\?e\b/g, '?lx').replace(/\?name\b/g, '?lxname'));
    where.push([`?lx ${iri(P.hasSpec)} ?st .`, ...inEntries('?st', t.entries, 't'), `?st ${iri(P.hasValue)} ?tvn .`, `?tvn ${iri(P.namesEntity)} ?e .`, `?st ${iri(P.sourceRow)} ?rt .`, ...scope].join('\n  '));
    rowVars.push({ variable: 'rt', label: t.entryLabel, condition: 'target' });
  } else if (plan.target?.valuesCounted) {
    // a count of the values the item's own attribute lists: each value (?tvn) with its row
    const t = plan.target;
    where.push([`?e ${iri(P.hasSpec)} ?st .`, ...inEntries('?st', t.entries, 't'), `?st ${iri(P.hasValue)} ?tvn .`, `?st ${iri(P.sourceRow)} ?rt .`].join('\n  '));
    rowVars.push({ variable: 'rt', label: t.entryLabel, condition: 'target' });
  } else if (plan.target) {
    const t = plan.target;
    const pattern = [`?e ${iri(P.hasSpec)} ?st .`, ...inEntries('?st', t.entries, 't'), `?st ${iri(P.sourceRow)} ?rt .`];
    const needsNumber = plan.intent !== 'lookup';
    if (needsNumber) {
      pattern.push(`?st ${iri(FIELD_PREDICATE[t.field])} ?tv .`);
      pattern.push(...unitFilter('?st', t.field === 'num' ? t.unit : null, 't', opts.isCurrency ?? (() => false)));
      if (opts.targetUnit || t.bare || t.summed) pattern.push(`OPTIONAL { ?st ${iri(P.hasUnit)} ?tu . }`);
      // a date ranks by its day where it has one (two dates of one year are not a tie)
      if (t.field === 'year') pattern.push(`OPTIONAL { ?st ${iri(P.hasDay)} ?td . }`);
    } else {
      // a lookup reads the value's text, and its number when it has one; no rows means no document states it
      pattern.push(`?st ${iri(P.hasValue)} ?tvn .`, `?tvn ${iri(P.label)} ?tl .`);
      pattern.push(`OPTIONAL { ?st ${iri(FIELD_PREDICATE[t.field])} ?tv . }`);
      pattern.push(`OPTIONAL { ?st ${iri(P.partIndex)} ?tp . }`);
      pattern.push(`OPTIONAL { ?st ${iri(P.hasUnit)} ?tu . }`);
      if (t.field === 'year') pattern.push(`OPTIONAL { ?st ${iri(P.hasDay)} ?td . }`);
    }
    if (t.via) {
      // read on the item the link names, with the link's own row as evidence too
      const link = [`?e ${iri(P.hasSpec)} ?tls .`, ...inEntries('?tls', t.via.entries, 'tl'), `?tls ${iri(P.hasValue)} ?tlv .`, `?tlv ${iri(P.namesEntity)} ?tk .`, `?tls ${iri(P.sourceRow)} ?rtl .`];
      rowVars.push({ variable: 'rtl', label: t.via.label, condition: 'target' });
      // and a second link from there, each link's row cited
      let holder = '?tk';
      if (t.via.next) {
        link.push(`?tk ${iri(P.hasSpec)} ?tls2 .`, ...inEntries('?tls2', t.via.next.entries, 'tl2'), `?tls2 ${iri(P.hasValue)} ?tlv2 .`, `?tlv2 ${iri(P.namesEntity)} ?tk2 .`, `?tls2 ${iri(P.sourceRow)} ?rtl2 .`);
        rowVars.push({ variable: 'rtl2', label: t.via.next.label, condition: 'target' });
        holder = '?tk2';
      }
      where.push([...link, ...pattern.map((line) => line.replace(/\?e\b/g, holder))].join('\n  '));
    } else where.push(pattern.join('\n  '));
    rowVars.push({ variable: 'rt', label: t.entryLabel, condition: 'target' });
    valueVars.push({ variable: 'tv', label: t.entryLabel, unit: t.unit, condition: 'target' });
  }
  const vars = ['?e', '?name', ...rowVars.map((r) => `?${r.variable}`), ...valueVars.map((v) => `?${v.variable}`), ...(plan.target?.linkedFrom ? ['?lx'] : []), ...(plan.target?.valuesCounted ? ['?tvn'] : [])];
  if (plan.target && plan.intent === 'lookup') vars.push('?tl', '?st', '?tp', '?tu', ...(plan.target.field === 'year' ? ['?td'] : []));
  else if (plan.target && (opts.targetUnit || plan.target.bare || plan.target.summed)) vars.push('?tu', ...(plan.target.field === 'year' ? ['?td'] : []));
  else if (plan.target && plan.target.field === 'year') vars.push('?td');
  if (plan.target?.summed) vars.push('?st');
  const sparql = `${SPARQL_PREFIXES}\nSELECT DISTINCT ${[...new Set(vars)].join(' ')} WHERE {\n  ${where.join('\n  ')}\n}`;
  return { sparql, rowVars, valueVars, ...(plan.target?.bare && plan.intent !== 'lookup' ? { bare: plan.target.bare } : {}), ...(plan.target?.summed ? { summed: true } : {}) };
}

/** For a check question ("Does X support 5G?"): the same conditions, over the named entities only. */
export function compileCheck(plan: QueryPlan, opts: CompileOptions = {}): CompiledPlan {
  return compilePlan({ ...plan, intent: 'list', target: null }, opts);
}

/** The entity's rows of some entries, or rows whose text names a phrase (evidence for checks and negations). */
export function evidenceRowsQuery(entities: string[], entries: string[], phrases: string[]): string {
  const byEntry = entries.length ? `VALUES ?en { ${entries.map(iri).join(' ')} }` : '';
  const text = phrases.map((p) => `CONTAINS(LCASE(?vl), ${str(p.toLowerCase())}) || CONTAINS(LCASE(?el), ${str(p.toLowerCase())})`);
  const filter = entries.length ? '' : text.length ? `FILTER(${text.join(' || ')})` : '';
  return `${SPARQL_PREFIXES}
SELECT DISTINCT ?e ?r ?el ?vl WHERE {
  VALUES ?e { ${entities.map(iri).join(' ')} }
  ${byEntry}
  ?e ${iri(P.hasSpec)} ?s .
  ?s ${iri(P.inEntry)} ?en .
  ?en ${iri(P.label)} ?el .
  ?s ${iri(P.hasValue)} ?v .
  ?v ${iri(P.label)} ?vl .
  ?s ${iri(P.sourceRow)} ?r .
  ${filter}
}`;
}
