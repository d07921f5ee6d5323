// How alike two attribute labels are, as words: each label becomes weighted tokens (normalised, stemmed, small
// words and unit words dropped; a token's weight is its rarity among the library's labels, so "total" or "name"
// count less than "protein" or "scientific"), and every token of one label is matched with its best partner in
// the other: the same word, an abbreviation ("sat" for saturated, "carbs" for carbohydrate) or contraction ("dept", "qty"), a spelling variant
// ("fibre"/"fiber"), or a word near in meaning (word vectors). Unmatched rare words pull the score down, so
// "Fat" and "Saturated fat" stay apart while "Fat" and "Total fat" come together.
import { normaliseKey, stemWord } from '../entries/normalise-key.ts';
import { editDistance } from '../../text/edit-distance.ts';

/** Greek letters as their names, so "β-carotene" and "beta carotene" are one word list. */
const GREEK: Record<string, string> = {
  α: 'alpha', β: 'beta', γ: 'gamma', δ: 'delta', ε: 'epsilon', κ: 'kappa', λ: 'lambda', ω: 'omega', Α: 'alpha', Β: 'beta', Γ: 'gamma', Δ: 'delta', Ω: 'omega',
};

export interface LabelTokenOptions {
  /** Whether a word is a unit spelling ("g", "mg", "kcal"): such words say nothing about the property. */
  isUnit: (word: string) => boolean;
  /** Keep one-letter words ("Vitamin C" is not "Vitamin"): for naming a label, not for comparing two. */
  keepLetters?: boolean;
  /** Abbreviations as the words they stand for ("no" → number: resources/lang/en/label-abbreviations.tsv). */
  abbreviations?: ReadonlyMap<string, string>;
}

/** The content words of a label, normalised and stemmed ("Beta-carotene (µg)" → beta carotene). */
export function labelTokens(label: string, opts: LabelTokenOptions): string[] {
  const greek = label.replace(/[αβγδεκλωΑΒΓΔΩ]/g, (c) => ` ${GREEK[c]} `);
  const all = normaliseKey(greek).split(' ').filter(Boolean);
  // a number in a label with its unit is a qualifier of the property, not a word of it: "Vat 20%", "Vat (19%)"
  // are Vat at a rate, "Price 100 g" a price per amount
  const words = all.filter((w, i) => !(i > 0 && /^\d/.test(all[i - 1]!) && (w === 'percent' || opts.isUnit(w)))).map((w) => opts.abbreviations?.get(w) ?? w);
  // numbers, units, "per" and lone letters ("Coastline (Y/N)") say nothing of the property
  const content = words.filter((w) => !/^\d+(?:\.\d+)?[a-z]*$/.test(w) && (!opts.isUnit(w) || (opts.keepLetters && w.length === 1 && words.length > 1)) && w !== 'per' && (w.length > 1 || opts.keepLetters));
  return [...new Set((content.length ? content : words).map(stemWord))];
}

export interface WordSimilarity {
  (a: string, b: string): number;
}

/** Token weights from their rarity across labels: idf = ln(1 + labels / labels containing it). */
export function tokenWeights(labels: string[][]): Map<string, number> {
  const df = new Map<string, number>();
  for (const tokens of labels) for (const t of new Set(tokens)) df.set(t, (df.get(t) ?? 0) + 1);
  const n = labels.length || 1;
  const w = new Map<string, number>();
  for (const [t, d] of df) w.set(t, Math.log(1 + n / d));
  return w;
}

/** Words at least this near in meaning stand for each other; two labels alike in meaning only are alike when their
 *  words are, as a whole, this near. */
export const MEANING_FLOOR = 0.45;

export interface TokenMatch {
  score: number;
  how: 'same' | 'abbreviation' | 'spelling' | 'compound' | 'meaning' | 'none';
}

/** How well two words stand for each other. */
/** First letter, how many letters between, last letter: "k8s", "i18n". */
const NUMERONYM = /^([a-z])(\d{1,2})([a-z])$/;

export function matchTokens(a: string, b: string, meaning: WordSimilarity | null, apart?: (a: string, b: string) => boolean): TokenMatch {
  if (a === b) return { score: 1, how: 'same' };
  if (apart?.(a, b)) return { score: 0, how: 'none' };
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  // an abbreviation is a prefix of at least three letters, standing for a longer word ("vit", "sat", "carb")
  if (short.length >= 3 && long.startsWith(short) && /^[a-z]+$/.test(short)) return { score: 0.85, how: 'abbreviation' };
  // a contraction keeps a longer word's first and last letters and some between, in order ("dept", "mgr", "qty"):
  // weaker evidence than a prefix, as a short word can hide in a long one by chance ("dent" in "department"), so
  // the values must agree as well
  if (short.length >= 3 && short.length <= 0.6 * long.length && /^[a-z]+$/.test(short) && short[0] === long[0] && short.at(-1) === long.at(-1) && isSubsequence(short, long)) return { score: 0.6, how: 'abbreviation' };
  // a numeronym: first letter, how many letters between, last letter ("k8s" for kubernetes, "i18n"); the other word
  // is stemmed, so its ending may be cut ("kubernet")
  const numeronym = NUMERONYM.exec(a) ?? NUMERONYM.exec(b);
  if (numeronym) {
    const [written, first, n, last] = numeronym;
    const word = written === a ? b : a;
    const full = Number(n) + 2;
    if (/^[a-z]+$/.test(word) && word[0] === first && word.length <= full && word.length >= full - 3 && (word.length === full ? word.at(-1) === last : true)) return { score: 0.85, how: 'abbreviation' };
  }
  if (short.length >= 5 && editDistance(a, b, 1) <= 1 && /^[a-z]+$/.test(a + b)) return { score: 0.85, how: 'spelling' };
  // two forms of one word: a long beginning in common, only the endings differ ("registered", "registration")
  if (short.length >= 6 && /^[a-z]+$/.test(a + b) && commonPrefix(a, b) >= Math.max(6, 0.6 * short.length)) return { score: 0.8, how: 'spelling' };
  if (meaning && /^[a-z]{3,}$/.test(a) && /^[a-z]{3,}$/.test(b)) {
    const m = meaning(a, b);
    if (m >= MEANING_FLOOR) return { score: Math.min(0.8, m), how: 'meaning' };
  }
  return { score: 0, how: 'none' };
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Whether the letters of `short` appear in `long` in order. */
function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (let j = 0; j < long.length && i < short.length; j++) if (long[j] === short[i]) i++;
  return i === short.length;
}

/** Below this, a match by meaning alone is faint: words used in the same places, often opposites. */
const FAINT_MEANING = 0.5;

export interface LabelSimilarity {
  score: number;
  /** How the words were matched ("protein = protein", "carbs ~ carbohydrate (abbreviation)"). */
  evidence: string[];
  /** No word of one label is a form of a word of the other: they are alike in meaning only. */
  meaningOnly: boolean;
  /** Some word is matched by meaning only ("start" ~ "move" of "Start date", "Move-in date"). */
  meaningPart?: boolean;
  /** Whether each label has a word the other matches in no way, or only faintly in meaning ("harmful" in "Harmful to
   *  cats & dogs" against "Safe for pets"). */
  bothUnmatched?: boolean;
}

/** `apart`: word pairs never to be matched (words the library uses side by side for different things). */
export function labelSimilarity(a: string[], b: string[], weights: Map<string, number>, meaning: WordSimilarity | null, apart?: (a: string, b: string) => boolean): LabelSimilarity {
  if (!a.length || !b.length) return { score: 0, evidence: [], meaningOnly: false };
  const weight = (t: string) => weights.get(t) ?? 1;
  let matched = 0;
  let total = 0;
  const evidence: string[] = [];
  let formMatch = false;
  let meaningPart = false;
  const unmatched = [0, 0];
  // a word written as two of the other label's words run together ("Birthplace", "Place of birth"; "Coursework",
  // "Course work") is those words, and they are it
  const compound = new Map<string, string>();
  const joins = (xs: string[], ys: string[]) => {
    for (const x of xs) for (const y1 of ys) for (const y2 of ys) {
      if (y1 !== y2 && y1.length >= 3 && y2.length >= 3 && x === y1 + y2) {
        compound.set(`${x} ${y1}`, x).set(`${x} ${y2}`, x);
      }
    }
  };
  joins(a, b);
  joins(b, a);
  const side = (xs: string[], ys: string[], record: boolean) => {
    for (const x of xs) {
      let best: TokenMatch & { y: string } = { score: 0, how: 'none', y: '' };
      for (const y of ys) {
        const m = compound.has(`${x} ${y}`) || compound.has(`${y} ${x}`) ? { score: 1, how: 'compound' as const } : matchTokens(x, y, meaning, apart);
        if (m.score > best.score) best = { ...m, y };
      }
      if (best.score > 0 && best.how !== 'meaning') formMatch = true;
      if (best.score > 0 && best.how === 'meaning') meaningPart = true;
      matched += weight(x) * best.score;
      total += weight(x);
      // (a word alike in meaning only faintly is no match for this: "safe" and "harmful" share contexts, not a sense)
      if (best.score === 0 || (best.how === 'meaning' && best.score < FAINT_MEANING)) unmatched[record ? 0 : 1]++;
      if (record && best.score > 0) evidence.push(best.how === 'same' ? `"${x}" in both` : `"${x}" ~ "${best.y}" (${best.how})`);
    }
  };
  side(a, b, true);
  side(b, a, false);
  const score = total ? matched / total : 0;
  return { score, evidence, meaningOnly: score > 0 && !formMatch, meaningPart, bothUnmatched: unmatched[0] > 0 && unmatched[1] > 0 };
}

/**
 * Whether one label is the initials of the other ("FSH" of "Full service history", "EPC" of "Energy performance
 * certificate"): a one-word label of two to six capitals, the first letters of the other's two or more words (all of
 * them, or its words without the small ones: "DOB" of "Date of birth").
 */
export function isAcronymOf(short: string, long: string): boolean {
  const s = short.trim();
  if (!/^\p{L}{2,6}\.?$/u.test(s)) return false;
  const letters = s.replace(/\.$/, '').toLowerCase();
  const words = long.normalize('NFKC').replace(/([\p{Ll}])([\p{Lu}])/gu, '$1 $2').split(/[^\p{L}\p{N}]+/u).filter(Boolean).map((w) => w.toLowerCase());
  if (words.length < 2) return false;
  const initials = (ws: string[]) => ws.map((w) => w[0]).join('');
  // initials are written in capitals: a word is not the initials of a phrase by chance ("Size", "Shelf in zone E")
  if (s !== s.toUpperCase()) return false;
  return initials(words) === letters || initials(words.filter((w) => !SMALL_WORDS.has(w))) === letters;
}

const SMALL_WORDS = new Set(['of', 'the', 'a', 'an', 'and', 'for', 'in', 'on', 'to', 'per', 'at', 'by', 'with']);
