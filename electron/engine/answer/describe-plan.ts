// Plain-language restatement of a query plan's conditions, for the first sentence of an exact answer.
import { dayText, type Condition, type QueryPlan } from '../retrieve/symbolic/plan.ts';
import { CLOCK_UNIT, formatClockTime } from '../skg/values/clock-times.ts';
import { defaultUnits, unitNamed } from '../skg/values/quantity.ts';

const OP_WORDS: Record<string, string> = { '<': 'under', '<=': 'at most', '>': 'over', '>=': 'at least', '=': '', '!=': 'not' };
const YEAR_OP_WORDS: Record<string, string> = { '<': 'before', '<=': 'in or before', '>': 'after', '>=': 'in or after', '=': 'in', '!=': 'not in' };

export function formatNumber(n: number, unit: string | null): string {
  if (unit === CLOCK_UNIT) return formatClockTime(n);
  const money = unit === 'EUR' || unit === 'GBP' || unit === 'USD';
  // (thousands grouped whole or not: "4,009.186 ft" beside "2,890 ft")
  const text = Number.isInteger(n) ? n.toLocaleString('en-GB') : money ? n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: Math.abs(n) < 1 ? 4 : 2 }) : (Math.round(n * 1000) / 1000).toLocaleString('en-GB', { maximumFractionDigits: 3 });
  if (!unit) return text;
  if (unit === 'EUR') return `€${text}`;
  if (unit === 'GBP') return `£${text}`;
  if (unit === 'USD') return `$${text}`;
  if (unit === 'GBp') return `${text}p`;
  return `${text} ${n === 1 ? unit : pluralUnit(unit)}`;
}

/** A length of time written as a word, in the plural its spellings give ("21 years", "3 days"); a symbol or an
 *  abbreviation stays as it is ("5 mph", "7 min": "minute" is a longer spelling of it). */
function pluralUnit(unit: string): string {
  const def = /^\p{L}{3,}$/u.test(unit) ? unitNamed(defaultUnits(), unit) : null;
  if (!def || def.dimension !== 'time') return unit;
  const plural = `${unit}s`;
  const abbreviation = def.spellings.some((s) => s.text.length > plural.length && s.text.toLowerCase().startsWith(unit));
  return !abbreviation && def.spellings.some((s) => s.text === plural) ? plural : unit;
}

export function describeCondition(c: Condition): string {
  const text = describeOne(c);
  if (c.via?.inverse) return `named as ${c.via.label.toLowerCase()} by items with ${text}`;
  return c.via ? `${c.via.label.toLowerCase()}${c.via.next ? `'s ${c.via.next.label.toLowerCase()}` : ''} with ${text}` : text;
}

function describeOne(c: Condition): string {
  const not = c.negated ? 'without ' : '';
  switch (c.kind) {
    case 'numeric': {
      const label = c.entryLabel.toLowerCase();
      const year = c.field === 'year' || c.field === 'day';
      const fmt = (n: number, unit: string | null) => (c.field === 'day' ? dayText(n) : year ? String(n) : formatNumber(n, unit));
      // the amount as the question states it ("under 2 lb"), else as stored
      const unit = c.asked ? c.asked.unit : c.unit;
      const v1 = c.asked ? c.asked.value : c.value;
      const v2 = c.asked ? (c.asked.value2 ?? c.asked.value) : (c.value2 ?? c.value);
      const amount = c.op === 'between'
        ? `${fmt(Math.min(v1, v2), unit === CLOCK_UNIT ? unit : null)}–${fmt(Math.max(v1, v2), unit)}${c.inclusive && (!c.inclusive.lo || !c.inclusive.hi) ? ' (ends excluded)' : ''}`
        : c.op === 'in'
          ? (c.set ?? [c.value]).map((x) => fmt(x, c.unit)).join(' or ')
          : fmt(v1, unit);
      const op = c.op === 'between' ? 'between' : c.op === 'in' ? (year ? 'in' : '') : year ? YEAR_OP_WORDS[c.op] : OP_WORDS[c.op];
      const phrase = `${label} ${op ? `${op} ` : ''}${amount}`;
      return c.negated ? `not ${phrase}` : phrase;
    }
    case 'resolution':
      return `${not}${c.a}×${c.b} ${c.entryLabel.toLowerCase()}`;
    case 'value':
      return `${not}${c.entryLabel.toLowerCase()} "${c.phrase}"`.replace(/^without (.*)"$/, 'without $1"');
    case 'feature':
      return `${c.negated ? 'without' : 'with'} ${c.label}`;
    case 'boolean':
      return `${c.negated !== !c.value ? 'without' : 'with'} ${c.entryLabel}`;
    case 'link':
      return `${c.negated ? 'not ' : ''}${c.entryLabel.toLowerCase()} ${c.entityName}`;
    case 'any':
      return `${c.negated ? 'not ' : ''}${c.label}`;
  }
}

/** "Samsung phones with battery at least 5,000 mAh and without sensors \"barometer\"" */
export function describeSelection(plan: QueryPlan): string {
  const what = plan.scopeLabels.length ? plan.scopeLabels.join(' ') : 'items';
  const conds = plan.conditions.map(describeCondition);
  return conds.length ? `${what} with ${conds.join(' and ')}`.replace(/with with /g, 'with ').replace(/with without/g, 'without') : what;
}
