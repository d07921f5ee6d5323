// Compiles a query plan to one read-only SPARQL SELECT over the symbolic graph. Every condition binds the spec
// row that satisfies it (?rN = its source row), so each answer item carries the rows that prove it.
import { SPARQL_PREFIXES } from '../../store/rdf/namespaces.ts';
import { P } from '../../skg/ontology.ts';
import type { Condition, NumericCondition, QueryPlan } from './plan.ts';

const iri = (v: string) => `<${v}>`;
const num = (n: number) => (Number.isFinite(n) ? String(n) : '0');

const FIELD_PREDICATE: Record<NumericCondition['field'], string> = {
  num: P.hasNumericValue,
  dim1: P.hasDim1,
  dim2: P.hasDim2,
  dim3: P.hasDim3,
  year: P.hasYear,
};

export interface CompiledPlan {
  sparql: string;
  /** Variables holding the proving row ids, with the condition (or 'target') each belongs to. */
  rowVars: Array<{ variable: string; label: string; condition: number | 'target' }>;
  /** Variables holding a displayed number per condition/target. */
  valueVars: Array<{ variable: string; label: string; unit: string | null; condition: number | 'target' }>;
  /** Entities to keep from the results, when the scope was too large for the query itself. */
  postScope: Set<string> | null;
}

import { canonicalValueOf, defaultUnits } from '../../skg/values/quantity.ts';

const MAX_VALUES = 300;

function numericFilter(v: string, c0: NumericCondition): string {
  // conditions are in the entry's display unit; the graph holds canonical values (skg/values/quantity.ts)
  const units = defaultUnits();
  const canon = (x: number) => (c0.field !== 'year' ? canonicalValueOf(units, x, c0.unit) : x);
  const c = { ...c0, value: canon(c0.value), ...(c0.value2 !== undefined ? { value2: canon(c0.value2) } : {}), ...(c0.set ? { set: c0.set.map(canon) } : {}) };
  if (c.op === 'between') return `FILTER(${v} >= ${num(c.value)} && ${v} <= ${num(c.value2 ?? c.value)})`;
  if (c.op === 'in') return `FILTER(${(c.set ?? [c.value]).map((x) => `${v} = ${num(x)}`).join(' || ')})`;
  if (c.op === '=') {
    // equality with a tolerance for decimals written differently ("6.0" vs "6")
    return Number.isInteger(c.value) ? `FILTER(${v} = ${num(c.value)})` : `FILTER(${v} >= ${num(c.value - 1e-6)} && ${v} <= ${num(c.value + 1e-6)})`;
  }
  return `FILTER(${v} ${c.op} ${num(c.value)})`;
}

/** The graph pattern of one condition with its variables suffixed by `k`. */
function conditionPattern(c: Condition, k: string): string[] {
  switch (c.kind) {
    case 'numeric': {
      const lines = [
        `?e ${iri(P.hasSpec)} ?s${k} .`,
        `?s${k} ${iri(P.inEntry)} ${iri(c.entry)} .`,
        `?s${k} ${iri(FIELD_PREDICATE[c.field])} ?v${k} .`,
      ];
      if (c.values?.length) lines.push(`?s${k} ${iri(P.hasValue)} ?val${k} .`, `VALUES ?val${k} { ${c.values.map(iri).join(' ')} }`);
      lines.push(numericFilter(`?v${k}`, c));
      return lines;
    }
    case 'resolution':
      return [
        `?e ${iri(P.hasSpec)} ?s${k} .`,
        `?s${k} ${iri(P.inEntry)} ${iri(c.entry)} .`,
        `?s${k} ${iri(P.hasDim1)} ?a${k} .`,
        `?s${k} ${iri(P.hasDim2)} ?b${k} .`,
        `FILTER((?a${k} = ${c.a} && ?b${k} = ${c.b}) || (?a${k} = ${c.b} && ?b${k} = ${c.a}))`,
      ];
    case 'value':
      return [`?e ${iri(P.hasSpec)} ?s${k} .`, `?s${k} ${iri(P.hasValue)} ?val${k} .`, `VALUES ?val${k} { ${c.values.map(iri).join(' ')} }`];
    case 'feature':
      return [`?e ${iri(P.hasFeature)} ${iri(c.feature)} .`];
    case 'boolean':
      return [`?e ${iri(P.hasSpec)} ?s${k} .`, `?s${k} ${iri(P.inEntry)} ${iri(c.entry)} .`, `?s${k} ${iri(P.hasBoolean)} ${c.value} .`];
  }
}

/** Whether a condition binds a spec (and so a proving row). */
function bindsSpec(c: Condition): boolean {
  return c.kind !== 'feature';
}

export function compilePlan(plan: QueryPlan, opts: { restrictTo?: string[] } = {}): CompiledPlan {
  const where: string[] = [];
  const rowVars: CompiledPlan['rowVars'] = [];
  const valueVars: CompiledPlan['valueVars'] = [];
  const entities = opts.restrictTo ?? (plan.entities.length ? plan.entities.map((e) => e.iri) : plan.scope);
  // a large scope is applied to the results instead (a VALUES list of thousands of rows helps no engine)
  const postScope = entities && entities.length > MAX_VALUES ? new Set(entities) : null;
  if (entities && !postScope) where.push(`VALUES ?e { ${entities.map(iri).join(' ')} }`);
  if (postScope) where.push(`# scope: ${plan.scopeLabels.join(' ')} (${postScope.size} entities, applied to the results)`);
  where.push(`?e ${iri(P.hasName)} ?name .`);
  const positive = plan.intent === 'check' ? [] : plan.conditions.filter((c) => !c.negated);
  positive.forEach((c) => {
    const i = plan.conditions.indexOf(c);
    where.push(...conditionPattern(c, String(i)));
    if (bindsSpec(c)) {
      where.push(`?s${i} ${iri(P.sourceRow)} ?r${i} .`);
      const label = 'entryLabel' in c ? c.entryLabel : c.phrase;
      rowVars.push({ variable: `r${i}`, label, condition: i });
      // the value as the document writes it ("Dual SIM (Nano-SIM)", "Li-Po 5000 mAh"): what qualified the item
      const valueNode = c.kind === 'value' ? `?val${i}` : `?x${i}`;
      if (c.kind !== 'value') where.push(`?s${i} ${iri(P.hasValue)} ${valueNode} .`);
      where.push(`${valueNode} ${iri(P.label)} ?l${i} .`);
      valueVars.push({ variable: `l${i}`, label, unit: null, condition: i });
    }
  });
  if (plan.intent !== 'check') {
    plan.conditions.forEach((c, i) => {
      if (!c.negated) return;
      where.push(`FILTER NOT EXISTS { ${conditionPattern({ ...c, negated: false }, `n${i}`).join(' ')} }`);
    });
  }
  if (plan.target) {
    const t = plan.target;
    const pattern = [
      `?e ${iri(P.hasSpec)} ?st .`,
      `?st ${iri(P.inEntry)} ${iri(t.entry)} .`,
      `?st ${iri(P.sourceRow)} ?rt .`,
    ];
    const needsNumber = plan.intent !== 'lookup';
    if (needsNumber) pattern.push(`?st ${iri(FIELD_PREDICATE[t.field])} ?tv .`);
    else {
      // a lookup reads the value's text, and its number when it has one; no rows means no document states it
      pattern.push(`?st ${iri(P.hasValue)} ?tvn .`, `?tvn ${iri(P.label)} ?tl .`);
      pattern.push(`OPTIONAL { ?st ${iri(FIELD_PREDICATE[t.field])} ?tv . }`);
    }
    where.push(pattern.join('\n  '));
    rowVars.push({ variable: 'rt', label: t.entryLabel, condition: 'target' });
    valueVars.push({ variable: 'tv', label: t.entryLabel, unit: t.field === 'year' ? null : t.unit, condition: 'target' });
  }
  const vars = ['?e', '?name', ...rowVars.map((r) => `?${r.variable}`), ...valueVars.map((v) => `?${v.variable}`)];
  if (plan.target && plan.intent === 'lookup') vars.push('?tl');
  const sparql = `${SPARQL_PREFIXES}\nSELECT DISTINCT ${[...new Set(vars)].join(' ')} WHERE {\n  ${where.join('\n  ')}\n}`;
  return { sparql, rowVars, valueVars, postScope };
}

/** For a check question ("Does X support 5G?"): the same conditions, over the named entities only. */
export function compileCheck(plan: QueryPlan): CompiledPlan {
  return compilePlan({ ...plan, intent: 'list', target: null });
}

/** The entity's rows of an entry (evidence shown when a check fails or a feature needs a source row). */
export function evidenceRowsQuery(entities: string[], entries: string[], phrases: string[]): string {
  const byEntry = entries.length ? `VALUES ?en { ${entries.map(iri).join(' ')} }` : '';
  const text = phrases.map((p) => `CONTAINS(LCASE(?vl), ${JSON.stringify(p.toLowerCase())}) || CONTAINS(LCASE(?el), ${JSON.stringify(p.toLowerCase())})`);
  const filter = entries.length && text.length ? `FILTER(BOUND(?en))` : text.length ? `FILTER(${text.join(' || ')})` : '';
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
