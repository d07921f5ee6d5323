// A table with a column per month ("Beer,Jan,Feb,…,Dec", "Bier;Jan;Feb;Mär;…"): the month a question names is that
// column, not a date ("sold in March 2024" reads the March column; a year beside the month is the table's, which its
// columns do not write). Only where the library's labels name most months of the year, each a month alone (in any
// language the calendars know), and where the question names items that have the columns: a month is never read as
// a column of some other table, nor the date of other items.
import { readMonthLabel, type AttrRef } from '../context.ts';
import { MONTH_RANGE_JOIN, RANGE_LEAD } from './years.ts';
import type { ParseState } from '../state.ts';
import { monthNumber } from '../../../../skg/values/dates.ts';
import { stemWord } from '../../../../skg/entries/normalise-key.ts';

/** Whether the question is about items that have the columns: a name it gives, or a kind most of whose items do
 *  ("brewed in February 2025" of batches is a date; "sold in February" of beers the column). */
export function asksAboutHolders(state: ParseState, columns: AttrRef[]): boolean {
  const { ctx } = state;
  const holders = new Set(columns.flatMap((a) => [...(ctx.holders.get(a.id) ?? [])]));
  return state.spans.some((s) =>
    (s.kind === 'entity' && s.score >= 0.5 && s.targets.some((g) => holders.has(g.target.iri))) ||
    (s.kind === 'category' && [...s.target.entities].filter((e) => holders.has(e)).length >= 0.5 * s.target.entities.size));
}

/**
 * What the question counts, said as its files' names say what a table of months counts (SchemaAttribute.tableWords:
 * "call-outs" of "callouts-by-area-2024.csv"): the tokens [a, b) of the measure right before the month (a few words
 * between at most) or right after it, and the word they say; null where none is said.
 */
function measureNear(state: ParseState, i: number, end: number, words: ReadonlySet<string>): { a: number; b: number } | null {
  const { tokens } = state;
  const said = (a: number, b: number) => {
    if (a < 0 || b > tokens.length || a >= b) return false;
    const joined = tokens.slice(a, b).map((t) => t.norm).join('').replace(/[^\p{L}]/gu, '');
    return joined.length >= 3 && (words.has(joined) || words.has(stemWord(joined)));
  };
  // before: the measure's last token, then only function words between it and the month ("call-outs in July",
  // "visits during March")
  let k = i - 1;
  while (k >= 0 && tokens[k]!.function) k--;
  for (const n of [2, 1]) if (k >= 0 && said(k - n + 1, k + 1)) return { a: k - n + 1, b: end };
  for (const n of [2, 1]) if (said(end, end + n)) return { a: i, b: end + n };
  return null;
}

export function recogniseMonthColumns(state: ParseState): void {
  const columns = state.ctx.monthColumns;
  if (!columns.size) return;
  const { tokens } = state;
  recogniseMonthRuns(state, columns);
  // the words saying what each table of months counts (its files' names), stemmed as the question's are
  const measures = new Set<string>();
  for (const a of [...columns.values()].flat()) for (const w of a.tableWords ?? []) for (const x of [w, stemWord(w)]) measures.add(x);
  const holders = asksAboutHolders(state, [...columns.values()].flat());
  tokens.forEach((t, i) => {
    if (!/^\p{L}+$/u.test(t.text) || t.text.length < 3) return;
    const m = monthNumber(t.text);
    const all = m ? columns.get(m) : undefined;
    if (!all?.length) return;
    // (a year right after the month is the table's: "March 2024"; where the columns give their years, "Mar 24",
    // the column of that year, and of the latest year where the question gives none)
    const year = tokens[i + 1] && /^\d{4}$/.test(tokens[i + 1]!.text) ? 1 : 0;
    const yearOf = (a: AttrRef) => state.ctx.monthColumnYears.get(a.id);
    const asked = year ? Number(tokens[i + 1]!.text) : null;
    const dated = all.filter((a) => yearOf(a) !== undefined);
    const latest = dated.length ? Math.max(...dated.map((a) => yearOf(a)!)) : null;
    const attrs = !dated.length ? all : all.filter((a) => yearOf(a) === undefined || yearOf(a) === (asked ?? latest));
    if (!attrs.length) return;
    // what the question counts, where its files' names say it ("the most call-outs in July"): the columns of that
    // table, read whole with the measure, whether or not the question names the items that have them
    const said = measures.size ? measureNear(state, i, i + 1 + year, measures) : null;
    if (said) {
      const words = new Set(tokens.slice(said.a, said.b).filter((x) => (x.i < i || x.i >= i + 1 + year) && !x.function).map((x) => x.norm.replace(/[^\p{L}]/gu, '')));
      const joined = [...words].join('');
      const own = attrs.filter((a) => (a.tableWords ?? []).some((w) => w === joined || stemWord(w) === stemWord(joined) || words.has(w)));
      if (own.length) {
        // (the month's other columns stay readings, less surely: an item the question names may state its month in a
        // table of other words, "Jul" of a console export beside "Jul mean" of the monthly means)
        const others = attrs.filter((a) => !own.includes(a)).map((target) => ({ target, score: 0.85, how: `the column of ${t.text}` }));
        const targets = [...own.map((target) => ({ target, score: 1, how: `the column of ${t.text} of the table of ${joined}` })), ...others];
        state.spans.push({ kind: 'attribute', a: said.a, b: said.b, targets, score: 1, reason: `the ${t.text} column of the ${joined} table (${own.map((a) => a.label).join(', ')})` });
        // (and another word of the same files' names elsewhere in the question says the same table: "who
        // volunteered the most hours in January" of "volunteer-hours-2024.csv")
        const ownWords = new Set(own.flatMap((a) => (a.tableWords ?? []).map((w) => stemWord(w))));
        for (const x of tokens) {
          if ((x.i >= said.a && x.i < said.b) || x.function || !ownWords.has(stemWord(x.lemma.toLowerCase()))) continue;
          state.spans = state.spans.filter((o) => !(o.kind === 'attribute' && o.a === x.i && o.b === x.i + 1));
          state.spans.push({ kind: 'attribute', a: x.i, b: x.i + 1, targets, score: 1, reason: `a word of the ${joined} table's files' names` });
        }
        return;
      }
    }
    // "the July mean temperature": the words a table writes after each month ("Jul mean (°C)"), said after it, are
    // read with it, that table's column (never an average asked)
    const after = i + 1 + year;
    const qualified = attrs.map((a) => ({ a, rest: wordsAfterMonth(a) })).filter((x) => x.rest.length && x.rest.every((w, k) => stemWord(tokens[after + k]?.norm ?? '') === stemWord(w)));
    if (qualified.length) {
      const n = qualified[0]!.rest.length;
      const targets = qualified.filter((x) => x.rest.length === n).map((x) => ({ target: x.a, score: 1, how: `the column of ${t.text} ${x.rest.join(' ')}` }));
      state.spans.push({ kind: 'attribute', a: i, b: after + n, targets, score: 1, reason: `the ${t.text} ${qualified[0]!.rest.join(' ')} column (${targets.map((g) => g.target.label).join(', ')})` });
      return;
    }
    // (of items the question names, or in the unit the columns count in: "who put in the most hours in August" of
    // "Aug (hrs)"; else a month may be a date of other items)
    if (!holders && !askedInUnitOf(state, attrs)) return;
    const targets = attrs.map((target) => ({ target, score: 1, how: `the column of ${t.text}` }));
    // (the month's label read alone names one table's column, "May"; the month is every table's: "mag" of an Italian
    // table is May too)
    state.spans = state.spans.filter((o) => !(o.kind === 'attribute' && o.a === i && o.b === i + 1 + year && !o.summed && o.targets.every((g) => attrs.includes(g.target))));
    state.spans.push({ kind: 'attribute', a: i, b: i + 1 + year, targets, score: 1, reason: `the ${t.text} column (${attrs.map((a) => a.label).join(', ')})` });
  });
}

/** The words a month column's label writes after its month and year ("mean" of "Jul mean"), lower case. */
function wordsAfterMonth(a: AttrRef): string[] {
  for (const l of a.labels) {
    const rest = readMonthLabel(l)?.rest;
    if (rest) return rest.split(/\s+/);
  }
  return [];
}

/**
 * "from April to August", "between January and August", "Jan–Sep": two months of the columns joined as a range, of
 * items that have them, are the columns of every month from the first to the last (across the new year where the
 * last comes first), read together as their sum: "how many hours did Marco work from April to August", "who billed
 * the most hours between January and August". Only months of one table (the same words after each month, "Apr
 * (hrs)"), and only where each month of the run is a column of it: a run the table does not hold whole is no sum.
 */
function recogniseMonthRuns(state: ParseState, columns: ReadonlyMap<number, AttrRef[]>): void {
  const { tokens, question } = state;
  const holders = asksAboutHolders(state, [...columns.values()].flat());
  for (let i = 0; i + 2 < tokens.length; i++) {
    const m1 = /^\p{L}{3,}$/u.test(tokens[i]!.text) ? monthNumber(tokens[i]!.text) : null;
    if (!m1 || !columns.has(m1)) continue;
    // the join: a word ("to", "and" after "between") or a dash written between the months
    const gap = question.slice(tokens[i]!.end, tokens[i + 1]!.start);
    const dashed = /^\s*[-–—]\s*$/.test(gap) && !/^[-–—]$/.test(tokens[i + 1]!.text);
    const j = dashed ? i + 1 : MONTH_RANGE_JOIN.test(tokens[i + 1]!.norm) ? i + 2 : -1;
    if (j < 0 || j >= tokens.length) continue;
    const lead = i > 0 && RANGE_LEAD.test(tokens[i - 1]!.norm);
    if (tokens[i + 1]!.norm === 'and' && !lead) continue;
    const m2 = /^\p{L}{3,}$/u.test(tokens[j]!.text) ? monthNumber(tokens[j]!.text) : null;
    if (!m2 || m2 === m1) continue;
    const run: number[] = [];
    for (let m = m1; ; m = (m % 12) + 1) {
      run.push(m);
      if (m === m2 || run.length > 12) break;
    }
    // (the columns of one table: the words each writes after its month)
    const tables = new Map<string, { columns: AttrRef[]; months: Set<number> }>();
    for (const m of run) for (const a of columns.get(m) ?? []) {
      const key = wordsAfterMonth(a).join(' ');
      const t = tables.get(key) ?? tables.set(key, { columns: [], months: new Set() }).get(key)!;
      t.columns.push(a);
      t.months.add(m);
    }
    const whole = [...tables.values()].filter((t) => t.months.size === run.length).map((t) => t.columns);
    // (the table of what the question counts, said as its files' names say it: "the most call-outs between May and
    // July" of "callouts-by-area-2024.csv", or by the unit its columns count in, "the most hours" of "Jul (hrs)"; of
    // items the question names, any table they have; else the months may be dates of events)
    const said = whole.filter((cols) => {
      const measures = new Set(cols.flatMap((x) => (x.tableWords ?? []).map((w) => stemWord(w))));
      return askedInUnitOf(state, cols) || tokens.some((x) => !x.function && measures.has(stemWord(x.norm.replace(/[^\p{L}]/gu, ''))));
    });
    const summed = said.length === 1 ? said[0]! : holders && whole.length ? whole.flat() : null;
    if (!summed) continue;
    const a = lead ? i - 1 : i;
    const text = question.slice(tokens[i]!.start, tokens[j]!.end);
    state.spans.push({ kind: 'attribute', a, b: j + 1, targets: [{ target: summed[0]!, score: 1, how: `the columns of ${text}` }], summed, said: question.slice(tokens[a]!.start, tokens[j]!.end), score: 1, reason: `the columns of ${text}, summed (${summed.map((x) => x.label).join(', ')})` });
  }
}

/** Whether the question asks in the unit the columns count in ("the most hours" of "Jul (hrs)"). */
function askedInUnitOf(state: ParseState, columns: AttrRef[]): boolean {
  return state.spans.some((s) => s.kind === 'answer-unit' && columns.some((a) => a.dimension === s.dimension));
}
