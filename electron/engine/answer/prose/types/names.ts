// Proper names (runs of proper nouns, joined by "of", "the", "&", "de" …; quoted titles), typed by the words
// around them: after "in", "at", "from", "near" or before ", <Name>" a place; with two or more words and no
// such preposition a person; otherwise an organisation or other name, at lower strength.
import type { AnalysedText, NlpToken } from '../nlp.ts';
import type { Candidate, Recogniser, RecogniserContext } from './candidate.ts';
import { isStopWord } from '../../../tkg/stop-words.ts';

const CONNECT = new Set(['of', 'the', 'de', 'del', 'da', 'di', 'du', 'la', 'le', 'von', 'van', 'der', '&', 'and', 'upon', 'on']);
const PLACE_BEFORE = new Set(['in', 'at', 'from', 'near', 'into', 'across', 'outside', 'inside', 'to', 'throughout', 'around', 'towards', 'toward']);
const QUOTED = /["“]([^"“”\n]{2,80})["”]/g;

/** The kind of name a head noun says (place or organisation), from the language's head nouns; null for any other. */
function headKind(word: string, heads: RecogniserContext['heads']): 'place' | 'organisation' | null {
  const kind = heads?.get(word) ?? heads?.get(word.replace(/s$/, ''));
  return kind === 'place' || kind === 'organisation' ? kind : null;
}

const capitalised = (t: NlpToken) => /^[\p{Lu}\p{N}]/u.test(t.text) && t.pos !== 'PUNCT';
const properish = (t: NlpToken, i: number) => (t.pos === 'PROPN' || (capitalised(t) && i > 0 && t.pos !== 'PRON' && t.pos !== 'DET' && t.pos !== 'AUX')) && !/^\d+$/.test(t.text);

/** Runs of proper nouns as token index ranges. */
export function nameRuns(s: AnalysedText): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  const t = s.tokens;
  for (let i = 0; i < t.length; i++) {
    if (!properish(t[i], i)) continue;
    let j = i;
    for (;;) {
      if (j + 1 < t.length && properish(t[j + 1], j + 1)) j++;
      else if (j + 2 < t.length && CONNECT.has(t[j + 1].lower) && properish(t[j + 2], j + 2)) j += 2;
      // a capitalised pronoun or determiner between two name words is title case, part of the name ("Straight No
      // Chaser", "Text Me Merry Christmas")
      else if (j + 2 < t.length && capitalised(t[j + 1]) && (t[j + 1].pos === 'DET' || t[j + 1].pos === 'PRON') && properish(t[j + 2], j + 2)) j += 2;
      else break;
    }
    // a number that leads a name ("10 Years", "888 7th Avenue") belongs to it
    if (i > 0 && t[i - 1].pos === 'NUM' && /^\d/.test(t[i - 1].text) && t[i - 1].end === t[i].start - 1 && !/^(1[0-9]{3}|20[0-9]{2})$/.test(t[i - 1].text)) i--;
    runs.push([i, j]);
    i = j;
  }
  return runs;
}

export const names: Recogniser = (s, ctx) => {
  const out: Candidate[] = [];
  const t = s.tokens;
  // a date or a sum is not a name ("10 December", "£5")
  // — unless it is written as a name: a capitalised word inside it past the sentence's start that is not a
  // function word (month and day names are): "the band 10 Years" is a name, "10 December" a date
  const titled = (e: { tokens: [number, number] }) => t.slice(Math.max(1, e.tokens[0]), e.tokens[1] + 1).some((x) => /^\p{Lu}/u.test(x.text) && /\p{Ll}/u.test(x.text) && !isStopWord(x.text));
  const taken = s.entities.filter((e) => e.type !== 'CARDINAL' && e.type !== 'ORDINAL' && !((e.type === 'DURATION' || e.type === 'DATE') && titled(e)));
  for (const [a, b] of nameRuns(s)) {
    if (taken.some((e) => e.start < t[b].end && t[a].start < e.end)) continue;
    const text = s.text.slice(t[a].start, t[b].end);
    const words = b - a + 1;
    const before = [t[a - 1]?.lower, t[a - 2]?.lower];
    const placeCue = before.some((w) => w && PLACE_BEFORE.has(w)) || (t[b + 1]?.text === ',' && t[b + 2] && properish(t[b + 2], b + 2)) || (t[a - 1]?.text === ',' && t[a - 2] && properish(t[a - 2], a - 2));
    const base = { start: t[a].start, end: t[b].end, text };
    // one capitalised word modifying a noun ("an English mathematician", "British duo") is an adjective
    if (a === b && t[b + 1]?.pos === 'NOUN' && /^\p{Ll}/u.test(t[b + 1].text)) {
      for (const type of ['place', 'person', 'organisation'] as const) out.push({ ...base, type, strength: 0.2 });
      continue;
    }
    // a name ending in a noun of a kind of place or organisation is one ("Kabul Valley", "Hot Country Songs" is no
    // person): the kind its head says, strongly, the other kinds weakly
    const head = words >= 2 ? headKind(t[b].lower, ctx.heads) : null;
    if (head) {
      for (const type of ['place', 'person', 'organisation'] as const) out.push({ ...base, type, strength: type === head ? 0.9 : 0.2 });
      continue;
    }
    // (an acronym, "GPL", or a title in capitals, "TERMS AND CONDITIONS", names no person)
    const acronym = !/\p{Ll}/u.test(text) && /\p{Lu}{2,}/u.test(text);
    out.push({ ...base, type: 'place', strength: placeCue ? 0.9 : 0.4 });
    out.push({ ...base, type: 'person', strength: acronym ? 0.2 : placeCue ? 0.3 : words >= 2 && words <= 4 ? 0.8 : 0.5 });
    out.push({ ...base, type: 'organisation', strength: placeCue ? 0.4 : 0.6 });
  }
  for (const m of s.text.matchAll(QUOTED)) {
    const start = m.index! + 1;
    out.push({ type: 'organisation', start, end: start + m[1].length, text: m[1], strength: 0.5 });
  }
  return out;
};
