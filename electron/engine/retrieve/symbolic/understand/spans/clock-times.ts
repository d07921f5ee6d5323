// Times on the clock in a question: "before 9am", "after 6:30 pm", "leaving after 14:00", "by 19h05", "before noon".
// Each is a quantity in the dimension "time of day" (minutes after midnight, as documents' clock times are stored:
// skg/values/clock-times.ts), so it attaches only to an attribute holding clock times and compares with them. The
// numbers and units read inside it ("9", "am" as a unit) give way to it.
import type { ParseState } from '../state.ts';
import { CLOCK_DIMENSION, CLOCK_UNIT } from '../../../../skg/values/clock-times.ts';

// ("2h10" is left alone: in a question it is as often a length of time, "flights that take more than 2h10")
const CLOCK = /(?<![\p{L}\d:.])(?:(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?\s?m\.?|p\.?\s?m\.?|o['’]clock\s+(?:in\s+the|at)\s+(?:morning|afternoon|evening|night)|o['’]clock|(?:in\s+the|at)\s+(?:morning|afternoon|evening|night))(?![\p{L}])|([01]?\d|2[0-3]):([0-5]\d)(?![\d:])|(noon|midday|midnight)(?![\p{L}]))/giu;

export function recogniseClockTimes(state: ParseState): void {
  const { question, tokens } = state;
  for (const m of question.matchAll(CLOCK)) {
    let minutes: number;
    if (m[3]) {
      const h = Number(m[1]);
      const min = m[2] ? Number(m[2]) : 0;
      if (h < 1 || h > 12 || min > 59) continue;
      // "7 in the morning", "9 o'clock in the evening": the part of the day says am or pm; "10 o'clock" alone, as
      // written (a morning hour)
      // ("at 2 in the night" is early morning, "10 at night" late evening)
      const pm = /^p|afternoon|evening/i.test(m[3]) || (/night/i.test(m[3]) && h >= 6 && h < 12);
      minutes = ((h % 12) + (pm ? 12 : 0)) * 60 + min;
    } else if (m[4]) minutes = Number(m[4]) * 60 + Number(m[5]);
    else minutes = /midnight/i.test(m[6]!) ? 0 : 720;
    const start = m.index!;
    const end = start + m[0].length;
    const a = tokens.findIndex((t) => t.end > start);
    let b = tokens.findIndex((t) => t.start >= end);
    if (b < 0) b = tokens.length;
    if (a < 0 || a >= b) continue;
    // what was read inside the time (a number, "am" as a unit, "9am" as nine of something) gives way to it
    state.spans = state.spans.filter((s) => !((s.kind === 'number' || s.kind === 'quantity' || s.kind === 'year') && s.a >= a && s.b <= b));
    state.spans.push({ kind: 'quantity', a, b, q: { value: minutes, unit: CLOCK_UNIT, dimension: CLOCK_DIMENSION }, score: 1, reason: `${m[0].trim()}: a time on the clock (${minutes} minutes after midnight)` });
  }
}
