// A number with its unit: "5,000 mAh", "64GB", "€300", "300 euros", "1.2 million square kilometres", "half an
// hour", "1 h 15 min". The unit comes from the units module, so its dimension is known.
import type { ParseState, Span } from '../state.ts';
import { unitAt, unitOfWordIn, unitWord } from '../units-adapter.ts';
import { parseDigits } from './numbers.ts';
import { periodAfterAmount } from '../../../../skg/values/periods.ts';

const CURRENCY_BEFORE = /^[$€£¥₹]$|^(?:eur|usd|gbp|inr|chf|aud|cad|jpy|cny|rs)$/i;

export function recogniseQuantities(state: ParseState): void {
  const { tokens, question } = state;
  // a number glued to its unit is one token: "64GB", "500g", "5000mAh"; "5G" is not a quantity when the
  // library names something "5G" (the values recogniser keeps it)
  for (const t of tokens) {
    // "2h10", "1h05": hours and minutes as one word, a length of time
    const hm = /^(\d{1,2})h([0-5]\d)$/i.exec(t.text);
    if (hm && !state.spans.some((s) => s.kind === 'quantity' && s.a === t.i)) {
      state.spans.push({ kind: 'quantity', a: t.i, b: t.i + 1, q: { value: Number(hm[1]) * 60 + Number(hm[2]), unit: 'min', dimension: 'time' }, score: 1, reason: `${t.text}: ${hm[1]} h ${hm[2]} min` });
      continue;
    }
    const glued = /^(\d+(?:[.,]\d+)?)(\p{L}[\p{L}²³\d]*)$/u.exec(t.text);
    if (!glued || state.spans.some((s) => s.kind === 'number' && s.a === t.i)) continue;
    const u = unitWord(glued[2]);
    const v = parseDigits(glued[1]);
    if (!u || v === null) continue;
    // "5G" read as five grams only when nothing in the library is called that (a one-letter unit is a weak reading)
    const named = state.ctx.valuePhrases.has(t.norm) || state.ctx.entityPhrases.has(t.norm) || state.ctx.features.has(t.norm) || state.ctx.attributePhrases.has(t.norm);
    const weak = glued[2].length === 1 && named;
    state.spans.push({ kind: 'quantity', a: t.i, b: t.i + 1, q: { value: v, unit: u.symbol, dimension: u.dimension }, score: weak ? 0.3 : 1, reason: `${glued[1]} ${u.symbol} (${u.dimension})` });
  }
  // "a pound", "half a terabyte", "an hour" after a comparison: an article or a fraction is the number of a unit
  const lang = state.ctx.lang;
  for (const t of tokens) {
    const w = lang.numbers.get(t.norm);
    if (!w || (w.kind !== 'article' && w.kind !== 'fraction')) continue;
    let k = t.i + 1;
    if (w.kind === 'fraction' && /^(a|an)$/.test(tokens[k]?.norm ?? '')) k++;
    let u = tokens[k] ? unitWord(tokens[k].text) ?? unitWord(tokens[k].norm) : null;
    if (!u || tokens[k].text.length < 2 || lang.stopwords.has(tokens[k].norm) || lang.comparators.some((c) => c.words.length === 1 && c.words[0] === tokens[k].norm)) continue;
    // an article alone counts only where an amount is expected: after a comparison ("under a pound")
    const prev = state.spans.find((s) => s.kind === 'comparator' && s.b === t.i) ?? (tokens[t.i - 1] && /^(than|over|under|about|around|nearly|almost)$/.test(tokens[t.i - 1].norm) ? true : null);
    if (w.kind === 'article' && !prev) continue;
    u = inComparedDimension(state, t.i, tokens[k].text, u);
    state.spans.push({ kind: 'quantity', a: t.i, b: k + 1, q: { value: w.value, unit: u.symbol, dimension: u.dimension }, score: 1, reason: `${w.value} ${u.symbol} ("${state.question.slice(t.start, tokens[k].end)}")` });
  }
  const numbers = state.spans.filter((s): s is Extract<Span, { kind: 'number' }> => s.kind === 'number');
  // the second number of "1 h 15 min" is part of the first's quantity, never one of its own
  const joined = new Set<number>();
  for (const n of numbers) {
    if (joined.has(n.a)) continue;
    let value = n.value;
    let b = n.b;
    // "half an hour": the article after a fraction is part of the number
    if (tokens[b] && /^(a|an)$/.test(tokens[b].norm) && n.value < 1) b++;
    const end = tokens[b - 1].end;
    const after = unitAt(question, end);
    let unit: { symbol: string; dimension: string } | null = null;
    let last = b;
    if (after) {
      const stop = tokens.findIndex((t) => t.start >= after.end);
      last = stop < 0 ? tokens.length : stop;
      unit = { symbol: after.symbol, dimension: after.dimension };
    } else if (n.a > 0 && CURRENCY_BEFORE.test(tokens[n.a - 1].text)) {
      const u = unitWord(tokens[n.a - 1].text);
      if (u) unit = u;
    }
    if (!unit) continue;
    let a = unit && !after ? n.a - 1 : n.a;
    if (after) unit = inComparedDimension(state, n.a, question.slice(after.start, after.end), unit);
    // "1 h 15 min": two durations in a row are one
    if (unit.dimension === 'time') {
      const next = numbers.find((m) => m.a === last);
      const u2 = next ? unitAt(question, tokens[next.b - 1].end) : null;
      if (next && u2 && u2.dimension === 'time') {
        const conv = durationIn(next.value, u2.symbol, unit.symbol);
        if (conv !== null) {
          value += conv;
          joined.add(next.a);
          state.spans = state.spans.filter((x) => !(x.kind === 'quantity' && x.a === next.a));
          const stop = tokens.findIndex((t) => t.start >= u2.end);
          last = stop < 0 ? tokens.length : stop;
        }
      }
    }
    // "£700 a month", "€15 per unit", "40 hours a week": the period or unit an amount is counted per is part of it
    // (the library's figures are stated per the same period: it is said, not converted)
    let per = '';
    // a period the library counts amounts per ("a month", "pcm", "per week": resources/units/periods.tsv) is the
    // amount's, so it attaches to an attribute stated per a period (a rent, not a deposit)
    const period = tokens[last - 1] ? periodAfterAmount(question, tokens[last - 1].end) : null;
    if (period) {
      per = ` per ${period.period}`;
      const stop = tokens.findIndex((t) => t.start >= period.end);
      last = stop < 0 ? tokens.length : stop;
    } else if (tokens[last] && /^(a|an|per|each|every)$/.test(tokens[last].norm) && tokens[last + 1] && !tokens[last + 1].function) {
      const u3 = unitWord(tokens[last + 1].norm);
      if ((u3 && u3.dimension === 'time') || tokens[last].norm === 'per') {
        per = ` per ${tokens[last + 1].text}`;
        last += 2;
      }
    }
    const own: Extract<Span, { kind: 'quantity' }> = { kind: 'quantity', a, b: last, q: { value, unit: unit.symbol, dimension: unit.dimension, ...(period ? { per: period.period } : {}) }, score: 1, reason: `${value} ${unit.symbol} (${unit.dimension})${per}` };
    state.spans.push(own);
    // "3, 4 or 6 GB": the numbers listed before a quantity share its unit
    const numberAt = (j: number) => numbers.find((m) => m.a === j && m.b === j + 1);
    let j = n.a - 1;
    let next = n.a;
    while (j >= 0) {
      let listed: (typeof numbers)[number] | undefined;
      if (/^(or|and)$/.test(tokens[j].norm) && j > 0) {
        listed = numberAt(j - 1);
        if (listed) j = j - 1;
      } else if (question.slice(tokens[j].end, tokens[next].start).includes(',')) listed = numberAt(j);
      if (!listed) break;
      state.spans.push({ kind: 'quantity', a: listed.a, b: listed.b, q: { value: listed.value, unit: unit.symbol, dimension: unit.dimension }, list: n.a, score: 1, reason: `${listed.value} ${unit.symbol}, listed with ${value} ${unit.symbol}` });
      own.list = n.a;
      next = listed.a;
      j = listed.a - 1;
    }
  }
}

/** A unit word the comparison before the amount reads in its own dimension ("heavier than a pound": lb). */
function inComparedDimension(state: ParseState, at: number, word: string, unit: { symbol: string; dimension: string }): { symbol: string; dimension: string } {
  const cmp = state.spans.find((s): s is Extract<Span, { kind: 'comparator' }> => s.kind === 'comparator' && s.b <= at && s.b >= at - 1);
  if (!cmp?.dimensions?.length || cmp.dimensions.includes(unit.dimension)) return unit;
  return unitOfWordIn(word, cmp.dimensions) ?? unit;
}

function durationIn(value: number, from: string, to: string): number | null {
  const minutes: Record<string, number> = { s: 1 / 60, min: 1, h: 60, day: 1440, week: 10080 };
  if (!(from in minutes) || !(to in minutes)) return null;
  return (value * minutes[from]) / minutes[to];
}
