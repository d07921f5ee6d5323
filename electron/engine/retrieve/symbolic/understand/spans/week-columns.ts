// A table with a column per week ("Plant no.,Wk 14,Wk 15,…"): "week 15" or "wk 15" in a question is that column, not
// a length of fifteen weeks. Only where the library's labels name several weeks by number and the question names
// items that have the columns (as for months, spans/month-columns.ts).
import type { ParseState } from '../state.ts';
import { asksAboutHolders } from './month-columns.ts';

export function recogniseWeekColumns(state: ParseState): void {
  const columns = state.ctx.weekColumns;
  if (!columns.size) return;
  const { tokens } = state;
  if (!asksAboutHolders(state, [...columns.values()].flat())) return;
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    // "week 15", "wk 15", "w15" written whole
    const glued = /^w(?:ee)?k?(\d{1,2})$/i.exec(t.text)?.[1];
    const said = glued ?? (/^(?:w(?:ee)?k)\.?$/i.test(t.text) && next && /^\d{1,2}$/.test(next.text) ? next.text : null);
    if (!said) return;
    const attrs = columns.get(Number(said));
    if (!attrs?.length) return;
    const end = glued ? i + 1 : i + 2;
    // (no quantity of weeks nor a unit asked: the words name the column)
    state.spans = state.spans.filter((s) => !((s.kind === 'quantity' || s.kind === 'number' || s.kind === 'answer-unit') && s.a < end && s.b > i));
    const targets = attrs.map((target) => ({ target, score: 1, how: `the column of week ${said}` }));
    state.spans.push({ kind: 'attribute', a: i, b: end, targets, score: 1, reason: `the week ${said} column (${attrs.map((a) => a.label).join(', ')})` });
  });
}
