// A table with a column per month ("Beer,Jan,Feb,…,Dec", "Bier;Jan;Feb;Mär;…"): the month a question names is that
// column, not a date ("sold in March 2024" reads the March column; a year beside the month is the table's, which its
// columns do not write). Only where the library's labels name most months of the year, each a month alone (in any
// language the calendars know), and where the question names items that have the columns: a month is never read as
// a column of some other table, nor the date of other items.
import type { AttrRef } from '../context.ts';
import type { ParseState } from '../state.ts';
import { monthNumber } from '../../../../skg/values/dates.ts';

/** Whether the question is about items that have the columns: a name it gives, or a kind most of whose items do
 *  ("brewed in February 2025" of batches is a date; "sold in February" of beers the column). */
export function asksAboutHolders(state: ParseState, columns: AttrRef[]): boolean {
  const { ctx } = state;
  const holders = new Set(columns.flatMap((a) => [...(ctx.holders.get(a.id) ?? [])]));
  return state.spans.some((s) =>
    (s.kind === 'entity' && s.score >= 0.5 && s.targets.some((g) => holders.has(g.target.iri))) ||
    (s.kind === 'category' && [...s.target.entities].filter((e) => holders.has(e)).length >= 0.5 * s.target.entities.size));
}

export function recogniseMonthColumns(state: ParseState): void {
  const columns = state.ctx.monthColumns;
  if (!columns.size) return;
  const { tokens } = state;
  if (!asksAboutHolders(state, [...columns.values()].flat())) return;
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
    const targets = attrs.map((target) => ({ target, score: 1, how: `the column of ${t.text}` }));
    state.spans.push({ kind: 'attribute', a: i, b: i + 1 + year, targets, score: 1, reason: `the ${t.text} column (${attrs.map((a) => a.label).join(', ')})` });
  });
}
