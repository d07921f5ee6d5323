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
      if (w.kind === 'article' || w.kind === 'fraction') {
        // "a dozen", "half a million", "a quarter": an article or fraction counts only before a number word or scale
        let k = i + 1;
        if (w.kind === 'fraction' && words.get(tokens[k]?.norm ?? '')?.kind === 'article') k++;
        if (tokens[k]?.norm === 'of') k++;
        const next = words.get(tokens[k]?.norm ?? '');
        if (!next || next.kind === 'article' || next.kind === 'fraction') continue;
        value = next.kind === 'scale' ? w.value * next.value : w.value * next.value;
        j = k + 1;
        how = 'number words';
      } else {
        value = w.value;
        how = 'number words';
        // "twenty five", "one hundred and twenty"
        for (;;) {
          const n = words.get(tokens[j]?.norm ?? '');
          if (n?.kind === 'unit' && n.value < 10 && value % 10 === 0 && value >= 20 && value < 100) {
            value += n.value;
            j++;
            continue;
          }
          if (n?.kind === 'scale') {
            value *= n.value;
            j++;
            if (tokens[j]?.norm === 'and' && words.get(tokens[j + 1]?.norm ?? '')?.kind === 'unit') {
              value += words.get(tokens[j + 1].norm)!.value;
              j += 2;
            }
            continue;
          }
          break;
        }
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
