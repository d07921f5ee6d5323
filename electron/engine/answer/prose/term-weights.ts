// How much each question term says: its rarity in the library (self-information from the library's word
// counts, which the textual graph keeps), times the term's weight in the question. Unknown words count as rare.
import type { Database } from 'better-sqlite3';
import { totalWordCount, wordCountsOf } from '../../store/text-stats.ts';
import { anyBlockHasWord } from '../../store/blocks.ts';
import { tokenize } from '../../tkg/embed/tokenize.ts';
import type { QuestionTerm } from './question.ts';

/** Share (by weight) of the question's own terms that no document of the library contains. */
export function absentShare(db: Database, terms: QuestionTerm[], weights: Map<string, number>): number {
  const own = terms.filter((t) => t.inQuestion && t.text.length > 2);
  if (own.length === 0) return 0;
  let absent = 0;
  let total = 0;
  for (const t of own) {
    const w = weights.get(t.stem) ?? 0;
    total += w;
    if (!anyBlockHasWord(db, t.text)) absent += w;
  }
  return total ? absent / total : 0;
}

export function termWeights(db: Database, terms: QuestionTerm[]): Map<string, number> {
  const keys = terms.map((t) => tokenize(t.text)[0] ?? t.text.toLowerCase());
  const counts = wordCountsOf(db, keys);
  const total = Math.max(1, totalWordCount(db));
  const maxInfo = Math.log(1 + total);
  const out = new Map<string, number>();
  terms.forEach((t, i) => {
    const c = counts.get(keys[i]) ?? 0;
    const info = Math.log(1 + total / (1 + c)) / maxInfo; // 0..1
    out.set(t.stem, t.weight * (0.2 + info));
  });
  return out;
}
