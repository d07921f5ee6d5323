// "How do I …" answered with the steps: among the best sentences, the first that is (or leads into, or sits
// in) a list of steps, or that comes with a code block, gives the answer; the list or the code is quoted whole.
import type { ScoredUnit } from './rank.ts';
import { itemsAfter, listOf, type Unit } from './units.ts';
import { analyse } from './nlp.ts';

export interface HowTo {
  deciding: ScoredUnit;
  /** The sentence that introduces the steps (may be the deciding unit itself), if any. */
  leadIn: Unit | null;
  steps: Unit[];
  code: Unit[];
}

/** How far down the ranking a list or code block may be and still beat a plain sentence (score ratio). */
const STEP_SCORE_RATIO = 0.75;

export function findHowTo(ranked: ScoredUnit[]): HowTo | null {
  const top = ranked[0];
  if (!top) return null;
  for (const s of ranked.slice(0, 12)) {
    if (s.score < top.score * STEP_SCORE_RATIO) break;
    const u = s.unit;
    const units = s.siblings;
    const code = units.filter((x) => x.kind === 'code' && x.index > u.index && x.index - u.index <= 2);
    if (u.kind === 'code') return { deciding: s, leadIn: u.index > 0 && units[u.index - 1].kind === 'sentence' ? units[u.index - 1] : null, steps: [], code: [u] };
    if (u.kind === 'item') {
      const steps = listOf(units, u);
      if (steps.length >= 2) return { deciding: s, leadIn: u.leadIn !== null ? units[u.leadIn] : null, steps, code };
    }
    const items = itemsAfter(units, u);
    if (items.length >= 2) return { deciding: s, leadIn: u, steps: items, code };
    if (code.length) return { deciding: s, leadIn: u, steps: [], code };
  }
  return null;
}

/**
 * Is a sentence an instruction — its main clause opens with a verb, at the start or after a leading clause
 * ("Put 'Yes' in …", "Once your employee has started their leave, put 'Yes' in …")? It answers "how do I" itself.
 */
export function isInstruction(text: string): boolean {
  const toks = analyse(text.replace(/^\s*(?:[-*•‣◦]|\d{1,3}[.)])\s+/, '')).tokens;
  if (toks[0]?.pos === 'VERB') return true;
  if (toks[0]?.pos !== 'SCONJ' && toks[0]?.pos !== 'ADV') return false;
  const comma = toks.findIndex((t) => t.text === ',');
  return comma > 0 && toks[comma + 1]?.pos === 'VERB';
}
