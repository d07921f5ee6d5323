// Numbers as people write them: digits ("5,000", "6.5", "5k"), words ("twenty five", "a dozen"), scales
// ("1.2 million", "half a million", "3 thousand") and fractions ("half an hour" is read with its unit later).
import type { ParseState } from '../state.ts';

/** "5,000" thousands, "6,5" a decimal comma (one or two digits), "5k" thousands. */
export function parseDigits(text: string): number | null {
  const t = text.toLowerCase();
  const k = /^(\d+(?:\.\d+)?)k$/.exec(t);
  if (k) return Number(k[1]) * 1000;
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(t)) return Number(t.replace(/,/g, ''));
  if (/^\d+,\d{1,2}$/.test(t)) return Number(t.replace(',', '.'));
  if (/^\d+(\.\d+)?$/.test(t)) return Number(t);
  return null;
}

export function recogniseNumbers(state: ParseState): void {
  const { tokens } = state;
  const words = state.ctx.lang.numbers;
  for (let i = 0; i < tokens.length; i++) {
    let value: number | null = parseDigits(tokens[i].text);
    let j = i + 1;
    let how = 'digits';
    if (value === null) {
      // number words: "twenty five", "a dozen", "half a million", "one hundred and twenty"
      const w = words.get(tokens[i].norm);
      if (!w || w.kind === 'scale') continue;
      if (w.kind === 'fraction' || (w.kind === 'article' && words.get(tokens[i + 1]?.norm ?? '')?.kind !== 'scale')) {
        // "half a million", "a couple": an article or fraction counts only before a number word or scale (an article
        // before a scale word is read with the rest of the number: "a hundred and fifty")
        let k = i + 1;
        if (words.get(tokens[k]?.norm ?? '')?.kind === 'article') k++;
        if (tokens[k]?.norm === 'of') k++;
        const next = words.get(tokens[k]?.norm ?? '');
        if (!next || next.kind === 'article' || next.kind === 'fraction') continue;
        value = w.value * next.value;
        j = k + 1;
        how = 'number words';
      } else {
        // "twenty five", "one hundred and twenty five", "a hundred and fifty", "two thousand three hundred": the words
        // of one number, read as they are said (an article is one before a scale word)
        const read = numberWords(tokens.map((t) => t.norm), i, words);
        if (!read) continue;
        value = read.value;
        j = read.end;
        how = 'number words';
      }
    } else {
      // "1.2 million", "3 thousand", "2 bn"
      const s = words.get(tokens[j]?.norm ?? '');
      if (s?.kind === 'scale' && !/k$/i.test(tokens[i].text)) {
        value *= s.value;
        j++;
        how = 'digits and a scale word';
      }
    }
    if (value === null || !Number.isFinite(value)) continue;
    // "the one in Canton Screen 1", "that one": a number word after a determiner and before no word it counts is a
    // pronoun for the thing named before, no number ("the three widest screens" counts them)
    const pronoun = how === 'number words' && tokens[i - 1]?.pos === 'DET' && (j >= tokens.length || /^(ADP|PUNCT|PRON|SCONJ|CCONJ|AUX)$/.test(tokens[j]!.pos));
    if (pronoun) continue;
    state.spans.push({ kind: 'number', a: i, b: j, value, text: state.question.slice(tokens[i].start, tokens[j - 1].end), score: 1, reason: how });
    i = j - 1;
  }
}

/**
 * The number said by the words from `at` on ("one hundred and twenty five", "a hundred and fifty", "two thousand
 * three hundred", "twenty five"), and where its words end; null where the first is no number word. A word that
 * cannot follow the ones before it in a number ("five two", "twenty thirty") ends it, and so does "and" before
 * anything but the rest of the number after a scale word.
 */
export function numberWords(norms: string[], at: number, words: ReadonlyMap<string, { value: number; kind: string }>): { value: number; end: number } | null {
  let total = 0;
  let current = 0;
  let any = false;
  let j = at;
  for (;;) {
    const norm = norms[j];
    const w = norm === undefined ? undefined : words.get(norm);
    if (!w) {
      // "hundred and fifty": "and" joins a scale's number to what it adds
      if (norm === 'and' && any && current % 100 === 0 && (current > 0 || total > 0) && words.get(norms[j + 1] ?? '')?.kind === 'unit') {
        j++;
        continue;
      }
      break;
    }
    if (w.kind === 'article') {
      // "a hundred", "a thousand": one, before a scale word only, at the start
      if (any || words.get(norms[j + 1] ?? '')?.kind !== 'scale') break;
      current = 1;
      any = true;
      j++;
      continue;
    }
    if (w.kind === 'unit') {
      const rest = current % 100;
      // (a unit follows nothing, a scale word's hundreds, or tens it completes: "twenty five")
      const fits = !any || (rest === 0 && (current > 0 || total > 0)) || (rest >= 20 && rest % 10 === 0 && w.value < 10);
      if (!fits || w.value >= 100) break;
      current += w.value;
      any = true;
      j++;
      continue;
    }
    if (w.kind === 'scale') {
      if (!any) break;
      if (w.value === 100) current = (current || 1) * 100;
      else {
        total += (current || 1) * w.value;
        current = 0;
      }
      j++;
      continue;
    }
    break;
  }
  return any ? { value: total + current, end: j } : null;
}

