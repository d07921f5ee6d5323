// The subject of a passage's page (its title) and whether a text names it: how a sentence on one page leads to
// another page (a bridge), and how a question names the pages its chain starts from.
import type { PassageLike } from './units.ts';
import { sameStem, tokens, type Token } from './terms.ts';

/** The subject a passage's document is about: its first heading (the title), else its file name. */
export function passageSubject(p: PassageLike): string {
  const title = p.headingPath[0] ?? p.path.split('/').pop()!.replace(/\.[a-z0-9]+$/i, '');
  return title.replace(/\s*\([^)]*\)\s*$/, '').replace(/&amp;/g, '&').trim();
}

/** Does a unit's text name a subject (all its content words, in any inflection; one may be missing from 3+)? */
export function names(unitToks: Token[], subject: Token[]): boolean {
  if (subject.length === 0) return false;
  const hit = subject.filter((s) => unitToks.some((t) => sameStem(t.stem, s.stem))).length;
  return hit === subject.length || (subject.length >= 3 && hit >= subject.length - 1 && unitToks.some((t) => sameStem(t.stem, subject[0].stem)));
}

/** The content words of a passage's subject. */
export const subjectTokens = (p: PassageLike): Token[] => tokens(passageSubject(p)).filter((t) => !t.stop);
