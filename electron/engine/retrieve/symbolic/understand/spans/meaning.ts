// Words the library does not use, grounded by meaning: a content word left unexplained is compared (word
// vectors) with the library's attribute labels; the nearest, when near enough and clearly nearer than the next,
// becomes an attribute span with that likeness as its score ("heavy" → Weight, "calories" → Energy). A word near
// a library word in spelling is read as it ("phosphorous" → phosphorus).
import type { ParseState } from '../state.ts';
import { similarity } from '../../../../tkg/embed/index.ts';
import { labelTokens } from '../../../../skg/schema/label-similarity.ts';
import { unitWord } from '../units-adapter.ts';
import { phraseKey } from '../context.ts';
import { nearestLibraryWord } from './spelling.ts';
import { stemWord } from '../../../../skg/entries/normalise-key.ts';
import { loadAntonymLines } from '../../../../skg/schema/yes-no-closure.ts';
import { monthNumber, weekdayNumber } from '../../../../skg/values/dates.ts';

const THRESHOLD = 0.5;
/** A verb stands for a label's other word when this near in meaning ("accept pets" → Pets allowed: 0.60). */
const VERB_THRESHOLD = 0.6;
const MARGIN = 0.03;

export function groundByMeaning(state: ParseState, unexplained: number[]): void {
  const { ctx } = state;
  const isUnit = (w: string) => w.length <= 6 && unitWord(w) !== null;
  for (const i of unexplained) {
    const t = state.tokens[i];
    if (t.pos === 'VERB' && !t.function) verbWithLabelWord(state, i);
    // nouns and adjectives name attributes; a verb ("provide", "use") relates them
    if (t.function || !/^\p{L}{3,}$/u.test(t.norm) || t.pos === 'VERB' || t.pos === 'AUX') continue;
    // a noun that says what a number counts, counted ("how many people live in X", "more people"), names the
    // attribute the library labels that number with (resources/lang/en/counted-nouns.tsv)
    if (countedNoun(state, i)) continue;
    // spelling first: a near library word that names something
    if (t.norm.length >= 6) {
      const near = nearestLibraryWord(state, t.norm);
      // a form of the same word ("animals" for "animal") is no misspelling: the word's forms were tried already,
      // and the library word it is near names something else (the start of "Animal Friends")
      const sameWord = near !== null && (stemWord(near) === stemWord(t.norm) || near === t.lemma.toLowerCase());
      if (near && !sameWord && (ctx.attributePhrases.has(phraseKey(near)) || ctx.valuePhrases.has(phraseKey(near)))) {
        const attrs = ctx.attributePhrases.get(phraseKey(near));
        if (attrs) {
          state.spans.push({ kind: 'attribute', a: i, b: i + 1, targets: attrs.map((g) => ({ ...g, score: g.score * 0.9 })), score: 0.85, reason: `"${t.text}" read as "${near}" (spelling)` });
          continue;
        }
        const values = ctx.valuePhrases.get(phraseKey(near))!;
        state.spans.push({ kind: 'value', a: i, b: i + 1, targets: values, score: 0.8, reason: `"${t.text}" read as "${near}" (spelling)` });
        continue;
      }
    }
    if (!ctx.words) continue;
    // a month or a day of the week is a date, or a column where the month and day columns read it so (their own
    // checks: most months labelled, items asked about that have them), never what the vectors put near it ("July" is
    // near "May" and "August"; "March" near "Mar" of a table of a few months of another kind's)
    if (/^\p{Lu}/u.test(t.text) && (monthNumber(t.text) !== null || weekdayNumber(t.text) !== null)) continue;
    const words = ctx.words;
    if (!words.has(t.norm) && !words.has(t.lemma)) continue;
    const word = words.has(t.lemma) ? t.lemma : t.norm;
    let best: { score: number; attr: (typeof ctx.attributes)[number] } | null = null;
    let second = 0;
    // a noun right after a bare number counts it ("10 million people"): only a numeric attribute can be meant
    const counted = state.spans.some((s) => s.kind === 'number' && s.b === i);
    for (const attr of ctx.attributes) {
      if (attr.entities < 2) continue;
      if (counted && attr.kind !== 'number') continue;
      const label = labelTokens(attr.label, { isUnit }).join(' ') || attr.label;
      const s = similarity(words, word, label);
      if (!best || s > best.score) {
        second = best?.score ?? second;
        best = { score: s, attr };
      } else if (s > second) second = s;
    }
    if (best && best.score >= THRESHOLD && best.score - second >= MARGIN) {
      state.spans.push({
        kind: 'attribute', a: i, b: i + 1, targets: [{ target: best.attr, score: best.score, how: `by meaning (${best.score.toFixed(2)})` }], score: best.score * 0.9,
        reason: `"${t.text}" is near "${best.attr.label}" in meaning (${best.score.toFixed(2)})`,
      });
    } else if (t.pos === 'ADJ') valueByMeaning(state, i, word);
  }
}

/** A value read by meaning is this near the word, and this much nearer than any other value. */
const VALUE_THRESHOLD = 0.6;
const VALUE_MARGIN = 0.1;

/**
 * A word the library does not use, near in meaning to one value of a group-like attribute (a status, a type) and
 * clearly nearer to it than to any other value, is that value: "pending" → Status "Awaiting approval"
 * (0.75; "Approved" 0.57). Never a value that is its opposite (resources/lang/en/antonyms.tsv: "open" is no
 * "Closed", though the vectors put them near).
 */
function valueByMeaning(state: ParseState, i: number, word: string): void {
  const { ctx } = state;
  const words = ctx.words;
  if (!words || !ctx.groupValues.length) return;
  const opposite = new Set(loadAntonymLines().flatMap(([a, b]) => (a === word ? [b] : b === word ? [a] : [])));
  const scored = ctx.groupValues.map((t) => {
    const label = phraseKey(t.label);
    return { t, label, score: opposite.has(label) || label.split(' ').some((w) => opposite.has(w)) ? 0 : similarity(words, word, label) };
  });
  const best = scored.reduce((m, x) => (x.score > m.score ? x : m), scored[0]!);
  if (best.score < VALUE_THRESHOLD) return;
  // (any other value as near, of this attribute or another, leaves the word unread: "pending" between "Awaiting
  // approval" and "Awaiting parts")
  let rival = 0;
  for (const x of scored) if (x.label !== best.label && x.score > rival) rival = x.score;
  if (best.score - rival < VALUE_MARGIN) return;
  state.spans.push({
    kind: 'value', a: i, b: i + 1, targets: [{ target: best.t, score: 0.85, how: `by meaning (${best.score.toFixed(2)})` }], score: 0.8,
    reason: `"${state.tokens[i]!.text}" is near the value "${best.t.label}" in meaning (${best.score.toFixed(2)})`,
  });
}

/**
 * A verb beside the noun of a two-word label whose other word is a participle, near in meaning to it, says the
 * label: "accept pets" / "permit pets" → Pets allowed.
 */
function verbWithLabelWord(state: ParseState, i: number): void {
  const { ctx } = state;
  const words = ctx.words;
  const verb = state.tokens[i];
  if (!words || !words.has(verb.lemma || verb.norm)) return;
  const isUnit = (w: string) => w.length <= 6 && unitWord(w) !== null;
  // the noun right after the verb (past an article: "accept a pet") or right before it ("pets accepted")
  const near: number[] = [];
  for (let j = i + 1; j < Math.min(state.tokens.length, i + 3); j++) {
    if (!state.tokens[j].function) {
      near.push(j);
      break;
    }
  }
  if (i > 0 && !state.tokens[i - 1].function) near.push(i - 1);
  let best: { score: number; j: number; attr: (typeof ctx.attributes)[number] } | null = null;
  for (const j of near) {
    const noun = state.tokens[j];
    const stems = new Set([stemWord(noun.norm), stemWord(noun.lemma || noun.norm)]);
    for (const attr of ctx.attributes) {
      if (attr.entities < 2) continue;
      const label = labelTokens(attr.label, { isUnit });
      // the label is the noun and a participle ("Pets allowed", "Smoking permitted"): the verb stands for that
      if (label.length !== 2 || !label.some((w) => stems.has(w))) continue;
      for (const w of label) {
        if (stems.has(w) || !/(?:ed|en)$/.test(w)) continue;
        const s = similarity(words, verb.lemma || verb.norm, w);
        if (s >= VERB_THRESHOLD && (!best || s > best.score)) best = { score: s, j, attr };
      }
    }
  }
  if (!best) return;
  const a = Math.min(i, best.j);
  const b = Math.max(i, best.j) + 1;
  state.spans.push({
    kind: 'attribute', a, b, targets: [{ target: best.attr, score: 0.85, how: `"${verb.text}" near a word of "${best.attr.label}" in meaning (${best.score.toFixed(2)})` }], score: 0.85,
    reason: `"${state.question.slice(state.tokens[a].start, state.tokens[b - 1].end)}" says "${best.attr.label}" ("${verb.text}" near in meaning, ${best.score.toFixed(2)})`,
  });
}

/** Tokens before a noun that count it: "how many", "more", "fewer", "most", "least". */
const COUNTING = /^(?:how many|more|fewer|less|most|fewest|least)$/;

function countedNoun(state: ParseState, i: number): boolean {
  const { ctx, tokens } = state;
  const t = tokens[i]!;
  const before = [tokens[i - 1]?.norm, tokens[i - 2] && tokens[i - 1] ? `${tokens[i - 2].norm} ${tokens[i - 1].norm}` : undefined];
  if (!before.some((w) => w && COUNTING.test(w))) return false;
  // the verb may come after the item asked about ("how many people can Mardyke Park hold", "does Acme employ")
  const after = tokens.slice(i + 1).map((x) => (x.lemma || x.norm).toLowerCase());
  for (const entry of ctx.lang.countedNouns) {
    if (entry.noun !== t.norm && entry.noun !== t.lemma.toLowerCase()) continue;
    if (entry.verbs.length && !after.some((w) => entry.verbs.includes(w))) continue;
    for (const noun of entry.attributes) {
      const targets = ctx.attributePhrases.get(phraseKey(noun))?.filter((g) => g.score >= 0.9 && g.target.kind === 'number');
      if (!targets?.length) continue;
      state.spans.push({ kind: 'attribute', a: i, b: i + 1, targets: targets.map((g) => ({ ...g, score: 0.9, how: `"${t.text}" counted: ${noun}` })), score: 0.9, reason: `"${t.text}" counted is the ${targets[0]!.target.label}` });
      return true;
    }
    // a verb-bound reading the library has no label for leaves the others ("people … hold": no capacity here)
    if (!entry.verbs.length) return false;
  }
  return false;
}
