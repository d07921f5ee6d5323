// The document a scenario speaks of. A question that first describes a situation ("My brother and his wife are
// in prison … I want to become their special guardian. How long before I hear back from the court?") asks about
// the page that situation belongs to: its short question sentence ("hear back from the court") matches sentences
// of many pages, the scenario's words single out one. Each candidate document is scored by how much of the whole
// question — its scenario included, each term by its weight — its full text states; a sentence then keeps a share
// of its score by how well its document fits, relative to the best-fitting document. A question without a
// scenario fits every document alike (no map).
import type { Database } from 'better-sqlite3';
import { getDocumentBlocks } from '../../store/blocks.ts';
import type { QuestionAnalysis } from './question.ts';
import { sameStem, tokens } from './terms.ts';
import type { PassageLike } from './units.ts';

/**
 * How much of a sentence's score rides on its document's fit: a document stating half of what the best one
 * states keeps 1 − SCENARIO_FIT / 2 of its sentences' scores (ConditionalQA dev half: 0.5 and 0.8 alike, one more
 * question right; fitting the scenario's words alone, without the question's, lost a yes/no question and two spans).
 */
export const SCENARIO_FIT = 0.5;

/** The content stems of a document's whole text. */
function documentStems(db: Database, docId: number): Set<string> {
  const out = new Set<string>();
  for (const b of getDocumentBlocks(db, docId)) for (const t of tokens(`${b.headingPath.join(' ')} ${b.text}`)) if (!t.stop) out.add(t.stem);
  return out;
}

function states(stems: Set<string>, stem: string, alt?: string): boolean {
  if (stems.has(stem) || (alt !== undefined && stems.has(alt))) return true;
  for (const s of stems) if (sameStem(s, stem)) return true;
  return false;
}

/**
 * Each passage document's factor (1 for the best-fitting one, down to 1 − SCENARIO_FIT for one stating none of
 * the question), or null when the question has no scenario or there is one document only.
 */
export function scenarioDocumentFit(db: Database, passages: PassageLike[], q: QuestionAnalysis, weights: Map<string, number>, share = SCENARIO_FIT): Map<number, number> | null {
  if (!q.context.trim() || share <= 0) return null;
  const docs = [...new Set(passages.map((p) => p.docId))];
  if (docs.length < 2) return null;
  const terms = q.terms.filter((t) => (weights.get(t.stem) ?? 0) > 0);
  const total = terms.reduce((a, t) => a + weights.get(t.stem)!, 0);
  if (total <= 0) return null;
  const fit = new Map<number, number>();
  for (const d of docs) {
    const stems = documentStems(db, d);
    let got = 0;
    for (const t of terms) if (states(stems, t.stem, t.alt)) got += weights.get(t.stem)!;
    fit.set(d, got / total);
  }
  const best = Math.max(...fit.values());
  if (best <= 0) return null;
  const out = new Map<number, number>();
  for (const [d, f] of fit) out.set(d, 1 - share + share * (f / best));
  return out;
}
