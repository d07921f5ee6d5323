// A bare year ("in 2019", "since 2020", "2018 or later"): a number between 1800 and 2200 with no unit, when
// the library has dates or years; a date or a month of a year ("30 November 2024", "March 2024", "2024-03-15"),
// read as the dates the documents write are (skg/values/dates.ts), is a year with the days it covers.
import type { ParseState } from '../state.ts';
import { dayNumber, findDates, monthNumber } from '../../../../skg/values/dates.ts';

const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The word joining the two ends of a range of months ("January to March", "between May and July"), and the word
 *  before its first end ("from", "between"; ranges.ts reads amounts with it too). */
export const MONTH_RANGE_JOIN = /^(and|to|until|till|through|thru|-|–|—)$/;
export const RANGE_LEAD = /^(between|from)$/;

export function recogniseYears(state: ParseState): void {
  if (!state.ctx.attributes.some((a) => a.years > 0)) return;
  for (const d of findDates(state.question)) {
    if (!d.month) continue;
    const a = state.tokens.findIndex((t) => t.end > d.start);
    let b = a;
    while (b < state.tokens.length && state.tokens[b].start < d.end) b++;
    if (a < 0 || b <= a) continue;
    const days = d.day ? { lo: dayNumber(d.year, d.month, d.day), hi: dayNumber(d.year, d.month, d.day) } : { lo: dayNumber(d.year, d.month, 1), hi: dayNumber(d.year, d.month, daysInMonth(d.year, d.month)) };
    const text = state.question.slice(d.start, d.end);
    state.spans.push({ kind: 'year', a, b, year: d.year, days, score: 1, reason: d.day ? `the date ${text}` : `the month ${text}` });
    // "between January and March 2024", "from May to July 2023": the first month is of the same year (the year
    // before when it comes later in the calendar), the range holds both months whole
    const t = state.tokens;
    if (!d.day && a >= 2 && MONTH_RANGE_JOIN.test(t[a - 1].norm) && monthNumber(t[a - 2].text)) {
      const m1 = monthNumber(t[a - 2].text)!;
      const y1 = m1 <= d.month ? d.year : d.year - 1;
      const from = a >= 3 && RANGE_LEAD.test(t[a - 3].norm) ? a - 3 : a - 2;
      const range = { lo: dayNumber(y1, m1, 1), hi: days.hi };
      state.spans.push({ kind: 'year', a: from, b, year: d.year, days: range, score: 1, reason: `the months ${state.question.slice(t[a - 2].start, d.end)}` });
    }
  }
  for (const s of [...state.spans]) {
    if (s.kind !== 'number' || s.b - s.a !== 1 || !Number.isInteger(s.value) || s.value < 1800 || s.value > 2200) continue;
    if (!/^\d{4}$/.test(state.tokens[s.a].text)) continue;
    const quantity = state.spans.some((q) => q.kind === 'quantity' && q.a <= s.a && q.b > s.a && q.score >= 1);
    if (quantity) continue;
    state.spans.push({ kind: 'year', a: s.a, b: s.b, year: s.value, score: 0.9, reason: `the year ${s.value}` });
  }
}
