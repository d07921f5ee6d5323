// An exact answer from the symbolic graph, written without a model: one sentence restating what was asked,
// then the number, value, yes/no, winner or list, with a citation for every item (its proving spec rows).
import type { AnswerItem, AnswerKind } from '../../../shared/answer.ts';
import type { SymbolicAnswer, SymbolicItem } from '../retrieve/symbolic/index.ts';
import type { CitationSet } from './citations.ts';
import { describeSelection, formatNumber } from './describe-plan.ts';
import { dayText, type QueryPlan } from '../retrieve/symbolic/plan.ts';
import { CLOCK_UNIT } from '../skg/values/clock-times.ts';
import { participleLabel } from '../skg/values/dates.ts';

/** A date attribute named by one past participle ("Opened", "Founded"): the participle, to say the answer as a
 *  sentence ("Kino Aurora was opened in 1928"), else null. */
function eventWord(label: string): string | null {
  const w = label.trim().toLowerCase();
  return /^\p{L}+$/u.test(w) && participleLabel(w) ? w : null;
}

export interface ComposedAnswer {
  answer: string;
  kind: AnswerKind;
  items: AnswerItem[];
  value: number | string | boolean | null;
  table: { columns: string[]; rows: Array<Array<string | number | null>> } | null;
}

const MAX_LISTED = 200;

function displayValue(v: string | number | boolean | null, unit: string | null): string {
  if (v === null) return '—';
  if (unit === null && typeof v === 'number' && Number.isInteger(v) && v >= 1000 && v <= 2100) return String(v); // a year
  if (typeof v === 'number') return formatNumber(v, unit);
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  return v;
}

function toItem(item: SymbolicItem, citations: CitationSet): AnswerItem {
  const ids = item.rows.map((r) => citations.row(r)?.id).filter((x): x is string => !!x);
  return { name: item.name, values: { ...item.values }, citations: [...new Set(ids)] };
}

function marker(item: AnswerItem): string {
  return item.citations.map((c) => `[${c.slice(1)}]`).join(' ');
}

function itemTable(items: AnswerItem[], extra: string[] = []): ComposedAnswer['table'] {
  const columns = ['Name', ...new Set([...extra, ...items.flatMap((i) => Object.keys(i.values))])];
  return {
    columns: [...columns, 'Sources'],
    rows: items.map((i) => [
      i.name,
      ...columns.slice(1).map((c) => {
        const v = i.values[c];
        return typeof v === 'boolean' ? (v ? 'yes' : 'no') : (v ?? null);
      }),
      marker(i),
    ]),
  };
}

function listLines(items: AnswerItem[]): string {
  const shown = items.slice(0, MAX_LISTED).map((i) => `- ${i.name} ${marker(i)}`.trimEnd());
  if (items.length > MAX_LISTED) shown.push(`- … and ${items.length - MAX_LISTED} more`);
  return shown.join('\n');
}

export function composeSymbolic(sym: SymbolicAnswer, citations: CitationSet): ComposedAnswer {
  const composed = composeResult(sym, citations);
  // how the answer was reached, where a person would otherwise be misled (items left out of a comparison)
  const notes = sym.result?.notes ?? [];
  return notes.length ? { ...composed, answer: `${composed.answer}\n\n${notes.map((n) => `_${n}_`).join('\n\n')}` } : composed;
}

/** The target's label in the words the question uses, of the labels its layouts write ("yield (t/ha)", not a Dutch
 *  export's "Opbrengst (t/ha)"); its entry's label where the question uses none of their words. */
function askedLabel(plan: QueryPlan): string {
  const t = plan.target;
  if (!t) return '';
  const words = new Set(plan.question.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const said = (l: string) => l.toLowerCase().split(/[^\p{L}\p{N}]+/u).some((w) => w.length > 2 && words.has(w));
  return said(t.entryLabel) ? t.entryLabel : t.labels?.find(said) ?? t.entryLabel;
}

function composeResult(sym: SymbolicAnswer, citations: CitationSet): ComposedAnswer {
  const plan = sym.plan;
  const result = sym.result!;
  // an item is shown only with a row a person can read: one the documents no longer hold is not a result
  const cited = result.items.map((i) => toItem(i, citations));
  const items = cited.filter((i) => i.citations.length > 0);
  const selection = describeSelection(plan);
  const unit = result.unit;
  const target = askedLabel(plan).toLowerCase();
  switch (plan.intent) {
    case 'list': {
      const head = items.length
        ? `**${items.length}** ${items.length === 1 ? 'result' : 'results'} for ${selection}:`
        : `No document lists ${selection}.`;
      return { answer: items.length ? `${head}\n\n${listLines(items)}` : head, kind: 'list', items, value: null, table: items.length ? itemTable(items) : null };
    }
    case 'count':
      return {
        answer: `**${items.length}** — the number of ${selection}.${items.length ? `\n\n${listLines(items)}` : ''}`,
        kind: 'count', items, value: items.length, table: items.length ? itemTable(items) : null,
      };
    case 'exists':
      return {
        answer: items.length ? `**Yes** — ${items.length} of the ${selection}:\n\n${listLines(items)}` : `**No** — no document lists ${selection}.`,
        kind: 'boolean', items, value: items.length > 0, table: items.length ? itemTable(items) : null,
      };
    case 'argmax':
    case 'argmin':
    case 'max':
    case 'min': {
      // (dates to the day rank as days: said as the date, the earliest or the latest)
      const days = plan.target?.field === 'day';
      const word = days ? (plan.direction === 'min' ? 'earliest' : 'latest') : plan.direction === 'min' ? 'lowest' : 'highest';
      if (!items.length) return { answer: `No document states the ${target} of ${selection}.`, kind: result.kind, items, value: null, table: null };
      const shown = (x: Parameters<typeof displayValue>[0]) => (days && typeof x === 'number' ? dayText(x) : displayValue(x, unit));
      const v = shown(result.value as number | null);
      const names = items.map((i) => `**${i.name}** ${marker(i)}`).join(', ');
      // ("who has done the most maintenance visits": a count of the items naming each is said as the count it is)
      const linking = plan.target?.linkedFrom;
      const counted = linking ? plan.target!.entryLabel.replace(/\s*\([^()]*\)$/, '') : '';
      const answer = linking && (plan.intent === 'argmax' || plan.intent === 'argmin') && !plan.limit
        ? `${names} ${items.length > 1 ? 'have' : 'has'} the ${plan.direction === 'min' ? 'fewest' : 'most'} ${counted}: ${v} (the ${counted} whose ${linking.label} names ${items.length > 1 ? 'each' : 'them'}).`
        : plan.intent === 'max' || plan.intent === 'min'
        ? `The ${word} ${target} among ${selection} is **${v}** (${names}).`
        : plan.limit
          ? `The top ${plan.limit} ${selection} by ${word} ${target}:\n\n${items.map((i) => `- ${i.name}: ${shown(i.values[plan.target!.entryLabel] ?? null)} ${marker(i)}`).join('\n')}`
          : `${names} ${items.length > 1 ? 'have' : 'has'} the ${word} ${target} among ${selection}: ${v}.`;
      // "which supplier has the longest lead time": the answer is the one item that wins, its number is the reason
      const winner = (plan.intent === 'argmax' || plan.intent === 'argmin') && !plan.limit && items.length === 1 ? items[0].name : null;
      return { answer, kind: result.kind, items, value: winner ?? result.value, table: itemTable(items, [plan.target!.entryLabel]) };
    }
    case 'avg':
    case 'sum': {
      if (result.value === null) return { answer: `No document states the ${target} of ${selection}.`, kind: 'value', items, value: null, table: null };
      const word = plan.intent === 'avg' ? 'average' : 'total';
      return {
        // ("the total of 2 orders", not "the total total": a label that already says the word)
        answer: `The ${target === word || target.startsWith(`${word} `) ? target : `${word} ${target}`} of ${items.length} ${selection} is **${displayValue(result.value as number, unit)}**.\n\n${items.map((i) => `- ${i.name}: ${displayValue(i.values[plan.target!.entryLabel] ?? null, unit)} ${marker(i)}`).join('\n')}`,
        kind: 'value', items, value: result.value, table: itemTable(items, [plan.target!.entryLabel]),
      };
    }
    case 'lookup': {
      const entity = plan.entities[0];
      // several items stating it, each its own value (the yields of a field's two harvest lots): each, cited
      const label = plan.target?.entryLabel;
      const stated = label ? items.filter((i) => i.values[label] !== undefined && i.values[label] !== null) : [];
      if (result.value === null && stated.length > 1) {
        const shown = (x: unknown) => (typeof x === 'number' ? displayValue(x, unit) : String(x));
        const about = entity?.name ?? plan.conditions.map((c) => (c.kind === 'link' ? c.entityName : null)).find(Boolean);
        return { answer: `The ${target} of ${about ? `**${about}**` : 'that item'}, as ${stated.length} items state it:\n\n${stated.map((i) => `- ${i.name}: ${shown(i.values[label!])} ${marker(i)}`).join('\n')}`, kind: 'list', items: stated, value: null, table: itemTable(stated, [label!]) };
      }
      if (result.value === null || !items.length) {
        return { answer: `No document states the ${target || 'requested attribute'} of ${entity?.name ?? 'that item'}.`, kind: 'none', items, value: null, table: null };
      }
      if (plan.target?.field === 'year') {
        // a date as a date, or its year ("The latest upload date of bash is 2023-01-02"; "Ada Lovelace was born on
        // 1815-12-10" where a participle names it)
        const event = eventWord(target);
        if (event) return { answer: `**${items[0].name}** was ${event} ${/^\d{4}$/.test(String(result.value)) ? 'in' : 'on'} **${result.value}** ${marker(items[0])}.`, kind: 'value', items, value: result.value, table: null };
        return { answer: `The ${target} of **${items[0].name}** is **${result.value}** ${marker(items[0])}.`, kind: 'value', items, value: result.value, table: null };
      }
      const v = typeof result.value === 'number' ? displayValue(result.value, unit) : String(result.value);
      const parts = result.items[0]?.parts;
      if (parts && parts.length > 1) {
        // a list value: each part is an item of the answer, cited to the row that lists it
        const partItems: AnswerItem[] = parts.map((p) => ({ name: p, values: {}, citations: [...items[0].citations] }));
        return { answer: `The ${target} of **${items[0].name}** (${parts.length}) ${marker(items[0])}:\n\n${parts.map((p) => `- ${p}`).join('\n')}`, kind: 'list', items: partItems, value: result.value, table: null };
      }
      // a time on the clock is the time, not the minutes after midnight it is kept as
      return { answer: `The ${target} of **${items[0].name}** is **${v}** ${marker(items[0])}.`, kind: 'value', items, value: unit === CLOCK_UNIT ? v : result.value, table: null };
    }
    case 'check': {
      const item = items[0];
      const what = plan.conditions.map((c) => ('label' in c ? c.label : c.phrase)).join(' and ');
      if (result.value === null) {
        return { answer: `No document states whether ${item?.name ?? plan.entities[0]?.name} has ${what}.`, kind: 'none', items, value: null, table: null };
      }
      return {
        answer: `**${result.value ? 'Yes' : 'No'}** — ${item?.name ?? plan.entities[0]?.name} ${result.value ? 'has' : 'does not have'} ${what} ${item ? marker(item) : ''}`.trimEnd() + '.',
        kind: 'boolean', items, value: result.value, table: item ? itemTable([item]) : null,
      };
    }
    case 'compare-table':
    case 'compare-groups': {
      const rows = result.items.map((i) => toItem(i, citations));
      const columns = ['Name', ...new Set(rows.flatMap((i) => Object.keys(i.values))), 'Sources'];
      // every number says its unit ("3 years", not 26298)
      const cell = (c: string, v: unknown): string | number | null => {
        if (v === null || v === undefined) return null;
        const unit = result.units?.[c] ?? null;
        return typeof v === 'number' && unit ? formatNumber(v, unit) : (v as string | number);
      };
      const table = {
        columns,
        rows: rows.map((i) => [i.name, ...columns.slice(1, -1).map((c) => cell(c, i.values[c])), marker(i)]),
      };
      const what = plan.intent === 'compare-groups' ? `${plan.groups!.map((g) => g.label).join(' and ')}${plan.conditions.length || plan.scopeLabels.length > 1 ? ` (${describeSelection(plan)})` : ''}` : plan.entities.map((e) => e.name).join(' and ');
      const head = `${what} compared on ${plan.targets.map((t) => t.entryLabel.toLowerCase()).join(', ')}:`;
      const md = [`| ${columns.join(' | ')} |`, `| ${columns.map(() => '---').join(' | ')} |`, ...table.rows.map((r) => `| ${r.map((c) => (c === null ? '—' : String(c))).join(' | ')} |`)].join('\n');
      return { answer: `${head}\n\n${md}`, kind: 'comparison', items: rows, value: null, table };
    }
    case 'compare':
    default: {
      const considered = result.considered.map((i) => toItem(i, citations));
      // dates by their day ("2024-01-09 vs 2024-02-01"), earlier or later
      const dayField = plan.target?.field === 'day';
      const byDay = dayField || (result.considered.length > 0 && result.considered.every((i) => i.day !== undefined));
      const dayOf = (i: SymbolicItem) => (dayField ? i.target : i.day) ?? null;
      const values = result.considered.map((i) => `${i.name}: ${byDay && dayOf(i) !== null ? dayText(dayOf(i)!) : displayValue(i.target, unit)}`).join(' vs ');
      if (!items.length) return { answer: `No document states the ${target} of ${plan.entities.map((e) => e.name).join(' or ')}.`, kind: 'none', items, value: null, table: null };
      const better = plan.target?.field === 'year' || dayField ? (plan.direction === 'min' ? 'earlier' : 'later') : plan.direction === 'min' ? 'lower' : 'higher';
      const event = eventWord(target);
      // "Is A heavier than B?": yes when the first item named is the one that wins
      if (plan.yesNo && considered.length >= 2) {
        const first = plan.entities[0];
        const yes = result.items.length === 1 && result.items[0].iri === first.iri;
        const answer = items.length > 1
          ? `No — they tie on ${target} (${values}).`
          : `${yes ? 'Yes' : 'No'} — **${items[0].name}** has the ${better} ${target} (${values}) ${considered.map(marker).join('')}.`;
        return { answer, kind: 'boolean', items, value: yes, table: itemTable(considered, [plan.target?.entryLabel ?? '']) };
      }
      // (a named item stating no value is said so: the winner is of those that state one)
      const silent = result.considered.filter((i) => i.target === null && (!byDay || dayOf(i) === null)).map((i) => i.name);
      const unstated = silent.length ? ` No document states the ${target} of ${silent.join(' or ')}.` : '';
      const answer = (items.length > 1
        ? `They tie on ${target} (${values}).`
        : event && (plan.target?.field === 'year' || dayField)
          ? `**${items[0].name}** was ${event} ${better} (${values}) ${considered.map(marker).join('')}.`
          : `**${items[0].name}** has the ${better} ${target} (${values}) ${considered.map(marker).join('')}.`) + unstated;
      // "which has the lower mileage, A or B": the answer is the item that wins
      return { answer, kind: 'comparison', items, value: items.length === 1 ? items[0].name : null, table: itemTable(considered, [plan.target?.entryLabel ?? '']) };
    }
  }
}
