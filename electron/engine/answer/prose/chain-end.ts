// The end of the chain the best sentence starts. A bridge question describes the thing it asks about through
// another ("the monorail Bally's & Paris station is on is of what length?"), and the sentence that matches most of
// its words is often the step that names the bridge ("Bally's & Paris station is a station on the Las Vegas
// Monorail"), while the answer is on the bridge's own page ("The Las Vegas Monorail is a 3.9 mi monorail …"). When
// the best sentence names the subject of another candidate page that the question itself does not name, the best
// sentence of that page holding an answer span (of the type asked, for a typed question) that scores nearly as
// well ends the chain and answers.
import type { QuestionAnalysis } from './question.ts';
import type { ScoredUnit } from './rank.ts';
import { names, subjectTokens } from './subjects.ts';
import { sameStem, tokens, type Token } from './terms.ts';

/**
 * The share of the best sentence's score the chain's end needs (HotpotQA dev half, 250 bridge questions: 0.7 lost one
 * question against 0.75; 0.8 and above reached fewer chain ends in a simulation over the dumped rankings).
 */
export const CHAIN_SHARE = 0.75;

/** Is the page's subject written as a name where the sentence states it ("the Las Vegas Monorail", not "the installation")? */
export function namedAsName(toks: Token[], subject: Token[]): boolean {
  return subject.every((s) => toks.some((t) => sameStem(t.stem, s.stem) && /^[\p{Lu}\p{N}]/u.test(t.text)) || !toks.some((t) => sameStem(t.stem, s.stem)));
}

/** The sentence that should answer in place of the best one (sorted best first), or null when it stands. */
export function chainEndOnNamedPage(ranked: ScoredUnit[], q: QuestionAnalysis, limit: number): ScoredUnit | null {
  const top = ranked[0];
  if (!top || top.unit.kind === 'heading') return null;
  const topToks = tokens(top.unit.text);
  const topSubject = subjectTokens(top.passage);
  // (the whole question, its leading clause too: "Having written singles for Keith Whitley, what singer …")
  const qToks = tokens(q.text);
  for (const u of ranked.slice(1, limit)) {
    if (u.score < CHAIN_SHARE * top.score) break;
    if (u.unit.docId === top.unit.docId || u.unit.kind === 'heading' || !u.span) continue;
    // a typed question's answer is a span of its type, not any name
    if (q.expected && u.span.source === 'name') continue;
    const subject = subjectTokens(u.passage);
    // the page is a step: the best sentence names it, the question does not, and it is no namesake of the best
    // sentence's own page ("Crested Butte" the mountain beside "Crested Butte, Colorado" the town)
    if (!names(topToks, subject) || !namedAsName(topToks, subject) || names(qToks, subject) || names(topSubject, subject) || names(subject, topSubject)) continue;
    // and its span is news to the best sentence (a span the best sentence states itself is no further hop)
    const span = tokens(u.span.text).filter((t) => !t.stop);
    if (span.length === 0 || names(topToks, span)) continue;
    return u;
  }
  return null;
}
