// A sentence that counts what the question counts with the same number ("2 or more spare bedrooms" for "we
// have two spare bedrooms"): it speaks of the question's case, not of a neighbouring one. "N or more" and
// "N or fewer" cover the numbers past N.
import type { QuestionAnalysis } from './question.ts';
import { sameStem, type Token } from './terms.ts';

/** Words a count may run before its thing ("2 or more spare bedrooms"): skipped when they are question terms or a bound. */
const BOUND = /^(?:or|more|fewer|less|over|under|than|at|least|most|up|to)$/i;

export function countsSame(toks: Token[], q: QuestionAnalysis): boolean {
  for (let i = 0; i < toks.length; i++) {
    if (!/^\d+$/.test(toks[i].text)) continue;
    const n = Number(toks[i].text);
    let k = i + 1;
    let more = false;
    let fewer = false;
    while (k < toks.length && k - i <= 4 && !q.counts.some((c) => sameStem(c.stem, toks[k].stem)) && (BOUND.test(toks[k].text) || q.terms.some((t) => sameStem(t.stem, toks[k].stem)))) {
      if (/^(?:more|over)$/i.test(toks[k].text)) more = true;
      if (/^(?:fewer|less|under)$/i.test(toks[k].text)) fewer = true;
      k++;
    }
    const noun = toks[k];
    if (!noun) continue;
    for (const c of q.counts) {
      if (!sameStem(c.stem, noun.stem)) continue;
      const v = Number(c.value);
      if (v === n || (more && v >= n) || (fewer && v <= n)) return true;
    }
  }
  return false;
}
