// A label of a wide table's column of periods: a month ("January", "Jan 2025"), a week or a quarter ("Week 18", "Wk
// 14", "Q1"), a year. A row or a column of such a table says of its item only how much per period: it names the item
// by a code or a short name that another layout gives its full name (code-names.ts, name-aliases.ts).
import { monthNumber } from '../values/dates.ts';

export function periodColumn(label: string): boolean {
  const t = label.trim();
  return monthNumber(t.split(/[\s.,/-]+/)[0] ?? '') !== null || /^(?:w(?:ee)?k|q(?:uarter)?)\.?\s*\d{1,2}\b/i.test(t) || /^(?:19|20)\d\d$/.test(t);
}

/** The week a label names by its number alone ("Wk 14", "Week 14", "W14"), or null: a column of a table with a
 *  column per week (a period column may say more, "Wk 14 2025"). */
export function weekOfLabel(label: string): number | null {
  const w = /^(?:w(?:ee)?k|w)\.?\s*(\d{1,2})$/i.exec(label.trim())?.[1];
  return w && Number(w) >= 1 && Number(w) <= 53 ? Number(w) : null;
}
