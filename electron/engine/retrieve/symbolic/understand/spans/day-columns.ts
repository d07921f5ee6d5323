// A roster with a column per day ("Driver,Depot,Mon 3 Jun,Tue 4 Jun,…", "Name;Ma;Di;Wo;…"): the weekday a question
// names is that column ("on Saturday", "Monday's hours"), where the library's labels name most days of the week,
// each a weekday alone or before its date, and where the question is about items that have the columns.
import type { ParseState } from '../state.ts';
import { weekdayNumber } from '../../../../skg/values/dates.ts';
import { asksAboutHolders } from './month-columns.ts';

export function recogniseDayColumns(state: ParseState): void {
  const columns = state.ctx.dayColumns;
  if (!columns.size || !asksAboutHolders(state, [...columns.values()].flat())) return;
  state.tokens.forEach((t, i) => {
    // (a name of three letters or more: "Mon", "Saturday"; never "sat" the verb in lower case after a subject)
    if (!/^\p{L}{3,}$/u.test(t.text) || (t.pos === 'VERB' && !/^\p{Lu}/u.test(t.text))) return;
    const d = weekdayNumber(t.text);
    const attrs = d ? columns.get(d) : undefined;
    if (!attrs?.length) return;
    const targets = attrs.map((target) => ({ target, score: 1, how: `the column of ${t.text}` }));
    state.spans.push({ kind: 'attribute', a: i, b: i + 1, targets, score: 1, reason: `the ${t.text} column (${attrs.map((a) => a.label).join(', ')})` });
  });
}
