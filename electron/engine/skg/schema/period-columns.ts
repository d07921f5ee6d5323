// A label of a wide table's column of periods: a month ("January", "Jan 2025"), a week or a quarter ("Week 18", "Wk
// 14", "Q1"), a year. A row or a column of such a table says of its item only how much per period: it names the item
// by a code or a short name that another layout gives its full name (code-names.ts, name-aliases.ts).
import { monthNumber } from '../values/dates.ts';

export function periodColumn(label: string): boolean {
  const t = label.trim();
  return monthNumber(t.split(/[\s.,/-]+/)[0] ?? '') !== null || /^(?:w(?:ee)?k|q(?:uarter)?)\.?\s*\d{1,2}\b/i.test(t) || /^(?:19|20)\d\d$/.test(t);
}
