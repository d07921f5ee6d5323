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

/** A word of a name in full: capitalised or a quoted nickname ('"Sully"'); inside it, a short joining word ("i", "de", "van"). */
const nameWord = (w: string, i: number, n: number) => /^["“]?[\p{Lu}]/u.test(w) || (i > 0 && i < n - 1 && /^\p{Ll}{1,3}$/u.test(w));

/**
 * The name a page's opening sentence gives its subject in full, before what it says of it: "Ricard Rubio i Vives"
 * of "Ricard Rubio i Vives (born 1990) is …" on the page "Ricky Rubio", 'Chesley Burnett "Sully" Sullenberger III'
 * of the page "Chesley Sullenberger". Null unless the opening starts with such a name holding the title's last word
 * and saying more than the title (or, opening with an article, it names a thing, not a person's names).
 */
export function fullNameIn(opening: string, title: string): string | null {
  const m = /^\s*([^()\n,;:]{2,90}?)\s*(?:\(|\s(?:is|was|are|were)\s)/u.exec(opening);
  if (!m) return null;
  const name = m[1].trim();
  const words = name.split(/\s+/);
  if (words.length < 2 || words.length > 7 || !words.every((w, i) => nameWord(w, i, words.length))) return null;
  const own = tokens(name);
  if (own[0]?.stop) return null;
  const last = tokens(title).filter((t) => !t.stop).pop();
  if (!last || !own.some((t) => sameStem(t.stem, last.stem))) return null;
  const plain = (s: string) => tokens(s).map((t) => t.stem).join(' ');
  return plain(name) === plain(title) ? null : name;
}
