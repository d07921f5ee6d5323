// A number a sentence states in one unit, asked for in another of the same dimension: "how many litres does cask 23
// hold" of "Cask 23 … holds fifty-five imperial gallons" is 250 litres, not 55. The unit asked is the one after a
// phrase asking for a number or an amount ("how many", "how much") or a closing "in <unit>", read in the dimension of
// the unit stated where its word has several ("pounds" of "120 kg" is a weight, not money: the question parser's
// reading, units-adapter.ts); the unit stated is the one written right after the number. A unit the
// sentence writes with the question's own word ("gallons" of "imperial gallons") is the one asked. Units and their
// conversions are the units module's (skg/values/quantity.ts, over resources/units/); currencies never convert.
import { convert, defaultUnits, matchUnitAt } from '../../skg/values/quantity.ts';
import { unitOfWordIn } from '../../retrieve/symbolic/understand/units-adapter.ts';

/** Where a question names the unit it wants the answer in: after a phrase asking for a number or an amount ("how
 *  many", "how much": resources/lang/en/question-types.json), or "in <unit>" at its end. */
function askedAt(howPhrases: Iterable<string>): RegExp[] {
  const phrases = [...howPhrases].map((p) => p.trim().split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+'));
  return [...(phrases.length ? [new RegExp(`\\b(?:${phrases.join('|')})\\s+`, 'iu')] : []), /[,\s]in\s+(?=[^\s,]+(?:\s+[^\s,]+)?\s*\??\s*$)/iu];
}

/** Significant digits an amount converted is given to. */
const SIGNIFICANT = 6;

/**
 * The number `value` a sentence states at `end` (the span's end in `text`) in the unit the question asks, where the
 * sentence writes another unit of the same dimension right after it; null where it writes none, the same, or one
 * that does not convert.
 */
export function inUnitAsked(question: string, text: string, end: number, value: number, howPhrases: Iterable<string>): { value: number; asked: string; stated: string } | null {
  const gap = /^\s*/.exec(text.slice(end))![0].length;
  const match = matchUnitAt(defaultUnits(), text, end + gap, gap === 0);
  const stated = match?.unit;
  if (!stated || stated.dimension === 'currency') return null;
  const written = text.slice(match!.start, match!.end).toLowerCase();
  for (const re of askedAt(howPhrases)) {
    const m = re.exec(question);
    if (!m) continue;
    const at = m.index + m[0].length;
    // (the word read as a unit of the stated one's dimension first: the question parser's reading, units-adapter.ts)
    const word = /^[\p{L}²³]+/u.exec(question.slice(at))?.[0].toLowerCase() ?? '';
    const asked = (word ? unitOfWordIn(word, [stated.dimension]) : null) ?? matchUnitAt(defaultUnits(), question, at, false)?.unit;
    if (!asked || asked.dimension !== stated.dimension) continue;
    if (asked.symbol === stated.symbol || (word && written.split(/\s+/).includes(word))) return null;
    const converted = convert(defaultUnits(), value, stated, asked.symbol);
    return converted === null ? null : { value: Number(converted.toPrecision(SIGNIFICANT)), asked: asked.symbol, stated: stated.symbol };
  }
  return null;
}
