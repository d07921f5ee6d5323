// The library's own terms in the question: entity names (any length, single words too), attribute labels and
// aliases, values, rule-derived features, categories, and first words that several names share (brands). Every
// n-gram of the question is looked up in the context's indexes; all matches become spans, and the tiling picks.
import type { ParseState } from '../state.ts';
import { stemWord } from '../../../../skg/entries/normalise-key.ts';
import { phraseKey as phraseKeyOf, withoutZeroParts, type CategoryTarget } from '../context.ts';
import { similarity } from '../../../../tkg/embed/similarity.ts';
import { placeKey } from '../language.ts';

function keyOf(state: ParseState, a: number, b: number): string {
  return state.tokens.slice(a, b).map((t) => stemWord(t.norm)).join(' ');
}

/** The same words by their lemmas ("uploaded" → upload, "launched" → launch). */
function lemmaKeyOf(state: ParseState, a: number, b: number): string {
  return state.tokens.slice(a, b).map((t) => stemWord(t.lemma || t.norm)).join(' ');
}

/** Nouns a verb's lemma makes with the language's suffixes ("rate" → rating, "pay" → payment). */
function derivedNouns(lemma: string, suffixes: string[]): string[] {
  if (lemma.length < 3) return [];
  return suffixes.flatMap((x) => {
    // ("ise>ism": the verb's ending replaced, "specialise" → specialism)
    const [from, to] = x.split('>');
    if (to !== undefined) return lemma.endsWith(from!) && lemma.length > from!.length + 2 ? [lemma.slice(0, -from!.length) + to] : [];
    return [(/e$/.test(lemma) && /^[aeiou]/.test(x) ? lemma.slice(0, -1) : lemma) + x];
  });
}

/** Letters a category's one-word label may add to the question's word, and the least the word must have. */
const COLLECTIVE_EXTRA = 3;
const COLLECTIVE_MIN = 5;
/** How alike in meaning the two words must be (word vectors): "machine" and "machinery" are, "car" and "cargo" not. */
const COLLECTIVE_SIMILARITY = 0.5;

/**
 * The category whose one-word label is the question's word with a short ending, alike in meaning: "machines" for a
 * folder called machinery, "staff" for staffing. Only with word vectors (the meaning decides), and only one.
 */
function collectiveCategory(state: ParseState, key: string): CategoryTarget | null {
  const { ctx } = state;
  if (!ctx.words || key.length < COLLECTIVE_MIN || key.includes(' ')) return null;
  let found: CategoryTarget | null = null;
  for (const [label, target] of ctx.categoryPhrases) {
    if (target.place || label.includes(' ') || !label.startsWith(key) || label.length === key.length || label.length - key.length > COLLECTIVE_EXTRA) continue;
    // (both words known: the vectors' likeness of spellings is no meaning)
    if (!ctx.words.has(key) || !ctx.words.has(label) || similarity(ctx.words, key, label) < COLLECTIVE_SIMILARITY) continue;
    if (found) return null;
    found = target;
  }
  return found;
}

/** A people or place adjective as its place ("African" → africa, "European" → europe, "Asian" → asia). */
function demonymKeys(word: string): string[] {
  if (word.length < 5 || !/(an|ean|ian|ese|ish|i)$/.test(word)) return [];
  const out = new Set([word.replace(/n$/, ''), word.replace(/an$/, ''), word.replace(/ian$/, 'ia'), word.replace(/ean$/, 'e'), word.replace(/ese$/, 'a'), word.replace(/ish$/, ''), word.replace(/i$/, '')]);
  out.delete(word);
  return [...out].filter((w) => w.length >= 3);
}

/** Intents that ask for items (the kind a head noun names), not for an amount of an attribute. */
const ITEM_INTENTS = new Set(['list', 'count', 'exists', 'top']);

/** How sure a superlative that is also a label ("Highest") is that label where a noun follows it. */
const MODIFIER_SCORE = 0.8;

/** Whether token i is the head noun of a question asking about items: before it only the words asking (an intent:
 *  "which", "how many", "list") and determiners, pronouns and prepositions ("how many of our"); a verb before it
 *  ("what is the price …") asks about something else. */
function asksAbout(state: ParseState, i: number, n: number): boolean {
  const before = state.tokens.slice(0, i);
  // (words asking for items: "which", "how many", "list"; "how much fat", "on average" ask for an amount of something)
  const asking = (k: number) => state.spans.some((s) => s.kind === 'intent' && ITEM_INTENTS.has(s.intent) && k >= s.a && k < s.b);
  // (the last noun of the phrase: "which wheat varieties" asks about varieties)
  const next = state.tokens[i + n];
  if (next && /^(NOUN|PROPN)$/.test(next.pos) && !next.function) return false;
  return before.length > 0 && asking(0) && before.every((t) => asking(t.i) || /^(DET|PRON|ADP)$/.test(t.pos));
}

export function recogniseSchemaTerms(state: ParseState): void {
  const { tokens, ctx } = state;
  // place adjectives: the value or name of the place they derive from, a little less sure than the word itself
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].function || !/^\p{L}+$/u.test(tokens[i].norm)) continue;
    for (let n = 1; n <= Math.min(3, tokens.length - i); n++) {
      const head = tokens.slice(i, i + n - 1).map((t) => stemWord(t.norm));
      for (const last of demonymKeys(tokens[i + n - 1].norm)) {
        const key = [...head, last].join(' ');
        const values = ctx.valuePhrases.get(key)?.filter((g) => g.score >= 0.9);
        if (values?.length) state.spans.push({ kind: 'value', a: i, b: i + n, targets: values.map((g) => ({ ...g, score: 0.85 })), score: 0.85, reason: `"${state.question.slice(tokens[i].start, tokens[i + n - 1].end)}" for the value ${values[0].target.attr.label} "${values[0].target.label}"` });
        const entities = ctx.entityPhrases.get(key)?.filter((g) => g.score >= 0.9);
        if (entities?.length) state.spans.push({ kind: 'entity', a: i, b: i + n, targets: entities.map((g) => ({ ...g, score: 0.85 })), score: 0.85, reason: `"${state.question.slice(tokens[i].start, tokens[i + n - 1].end)}" for ${entities[0].target.name}` });
      }
    }
  }
  // place adjectives and other names of a place (resources/lang/en/places.tsv: "Polish" → Poland, "UK" → United
  // Kingdom): the value or name of that place, where the library holds it; a function word only as written there
  // in capitals ("US", never "us")
  for (let i = 0; i < tokens.length; i++) {
    for (let n = 1; n <= Math.min(3, tokens.length - i); n++) {
      const window = tokens.slice(i, i + n);
      if (window.some((t) => t.function && !(t.text.length >= 2 && t.text === t.text.toUpperCase() && /\p{Lu}/u.test(t.text)))) continue;
      const places = ctx.lang.places.get(placeKey(window.map((t) => t.text).join(' ')));
      if (!places) continue;
      const said = state.question.slice(tokens[i].start, tokens[i + n - 1].end);
      for (const place of places) {
        const key = phraseKeyOf(place);
        const values = ctx.valuePhrases.get(key)?.filter((g) => g.score >= 0.9);
        if (values?.length) state.spans.push({ kind: 'value', a: i, b: i + n, targets: values.map((g) => ({ ...g, score: 0.9 })), score: 0.9, reason: `"${said}" for the value ${values[0].target.attr.label} "${values[0].target.label}" (a place word)` });
        const entities = ctx.entityPhrases.get(key)?.filter((g) => g.score >= 0.9);
        if (entities?.length) state.spans.push({ kind: 'entity', a: i, b: i + n, targets: entities.map((g) => ({ ...g, score: 0.9 })), score: 0.9, reason: `"${said}" for ${entities[0].target.name} (a place word)` });
      }
    }
  }
  const max = Math.min(ctx.maxWords, tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(max, tokens.length - i); n >= 1; n--) {
      // a phrase never starts or ends with a function word ("the", "of"), except inside a name ("Bank of …")
      const first = tokens[i];
      const last = tokens[i + n - 1];
      const key = keyOf(state, i, i + n);
      const reasonText = state.question.slice(first.start, last.end);
      const entities = ctx.entityPhrases.get(key);
      if (entities) {
        for (const g of entities) {
          // a name said short never ends in a plural its name has in the singular: "Corvid phones" are the
          // maker's phones, not "Corvid Phone 2"
          if (g.how === 'the first words of the name') {
            const nameWord = g.target.name.toLowerCase().split(/\s+/)[n - 1] ?? '';
            const said = last.text.toLowerCase().replace(/['’]s?$/, '');
            if (said !== nameWord && /s$/.test(said) && !/s$/.test(nameWord)) continue;
          }
          let score = g.score;
          // a name that is an everyday word needs more than the word: a capital letter, or nothing else to mean
          if (g.target.common && n === 1) score = first.capitalised ? 0.75 : 0.3;
          if (n === 1 && first.function) score = Math.min(score, 0.2);
          state.spans.push({ kind: 'entity', a: i, b: i + n, targets: [{ ...g, score }], score, reason: `the name "${g.target.name}"${score < g.score ? ' (also an everyday word)' : ''}` });
          // a name's first word alone may be said as a maker's name is ("Corvid phones"): the names it starts
          if (n === 1 && g.how === 'the first words of the name') state.spans.push({ kind: 'prefix', a: i, b: i + 1, word: first.norm, words: [first.norm], entities: new Set([g.target.iri]), score: 0.5, reason: `names starting with "${first.text}" (1)` });
        }
      }
      if (n === 1 && first.function) continue;
      // (a sign that ends a value is part of it: "GPL-3+", "C++")
      // (a label of a content word and its particle is said whole where nothing it could govern follows: "the check
      // out of X", "check out after 11"; never "deployed on kestrel", where the word after is what it is on)
      const next = tokens[i + n];
      const particle = n === 2 && !first.function && (!next || next.function) && ctx.attributePhrases.has(key);
      if (last.function && /\p{L}/u.test(last.text) && n > 1 && !entities && !particle) continue;
      const lemmaKey = lemmaKeyOf(state, i, i + n);
      // an abbreviation of a label word ("vit C", "carbs", "sat fat") read as the word
      const expanded = key.split(' ').map((w) => (ctx.vocabulary.has(w) || ctx.attributePhrases.has(w) ? w : ctx.labelAbbreviations.get(w) ?? w)).join(' ');
      // a verb naming the attribute its noun labels ("rated 4.8" → Rating, "best-paid" → Payment)
      const derived = () => {
        if (n !== 1 || (first.pos !== 'VERB' && !/ed$/.test(first.norm)) || !first.lemma || first.lemma === first.norm && first.pos !== 'VERB') return undefined;
        for (const noun of derivedNouns(first.lemma.toLowerCase(), ctx.lang.derivations)) {
          const hit = ctx.attributePhrases.get(stemWord(noun));
          if (hit) return hit.map((g) => ({ ...g, score: g.score * 0.85, how: `${g.how}, from the verb "${first.text}"` }));
        }
        return undefined;
      };
      const attrs = ctx.attributePhrases.get(key)
        ?? (lemmaKey !== key ? ctx.attributePhrases.get(lemmaKey)?.map((g) => ({ ...g, score: g.score * 0.95 })) : undefined)
        ?? derived()
        ?? (expanded !== key ? ctx.attributePhrases.get(expanded)?.map((g) => ({ ...g, score: g.score * 0.9, how: `${g.how}, abbreviated` })) : undefined);
      // a label's words with an auxiliary between them ("dogs are allowed", "is breakfast included" → Dogs allowed,
      // Breakfast included): the label said as a clause
      const gapped = () => {
        if (n < 3 || first.function || last.function) return undefined;
        const inner = tokens.slice(i + 1, i + n - 1);
        if (!inner.some((t) => t.pos === 'AUX') || inner.some((t) => t.function && t.pos !== 'AUX')) return undefined;
        const words = tokens.slice(i, i + n).filter((t) => t.pos !== 'AUX');
        const k = words.map((t) => stemWord(t.norm)).join(' ');
        const hit = ctx.attributePhrases.get(k) ?? ctx.attributePhrases.get(words.map((t) => stemWord(t.lemma || t.norm)).join(' '));
        return hit?.map((g) => ({ ...g, score: g.score * 0.95, how: `${g.how}, said as a clause` }));
      };
      const clause = attrs ? undefined : gapped();
      if (attrs ?? clause) {
        const found = (attrs ?? clause)!;
        // "the highest capacity": a superlative before a noun modifies it, whatever column a table heads with it
        // ("Highest"); it is the attribute only where it stands alone ("which is highest")
        const modifier = n === 1 && state.spans.some((s) => s.kind === 'gradable' && s.a === i && s.b === i + 1) && /^(NOUN|PROPN)$/.test(tokens[i + 1]?.pos ?? '');
        const best = Math.max(...found.map((g) => g.score)) * (modifier ? MODIFIER_SCORE : 1);
        state.spans.push({ kind: 'attribute', a: i, b: i + n, targets: found, score: best, reason: `attribute ${found.map((g) => `${g.target.label} (${g.how})`).join(' or ')}${modifier ? ', a superlative before a noun' : ''}` });
      } else if (n === 1) {
        // "unpaid", "non-hazardous" as one word: a negating prefix before a word naming a yes/no attribute
        for (const prefix of ctx.lang.negatingPrefixes) {
          const rest = first.norm.startsWith(prefix) ? first.norm.slice(prefix.length).replace(/^-/, '') : '';
          if (rest.length < 3) continue;
          const hit = ctx.attributePhrases.get(stemWord(rest))?.filter((g) => g.target.kind === 'bool');
          if (!hit?.length) continue;
          state.spans.push({ kind: 'attribute', a: i, b: i + 1, targets: hit, negated: true, score: Math.max(...hit.map((g) => g.score)), reason: `not ${hit[0].target.label} (the prefix "${prefix}")` });
          break;
        }
      }
      // a value phrase never ends in a bare number: "Android 12 or above" is Android with a number test, and
      // "released in 2020" is a year, whatever values read the same
      // unless the number is glued to the word before it ("GPL-3", "MPL-2.0", "Apache-2.0": one name)
      const glued = n > 1 && /^[-./]$/.test(state.question.slice(tokens[i + n - 2].end, last.start));
      const endsInNumber = n > 1 && /^\d+(?:[.,]\d+)?$/.test(last.text) && !glued;
      const short = withoutZeroParts(key);
      let values = endsInNumber ? undefined : ctx.valuePhrases.get(key) ?? (n > 1 ? ctx.valuePhrases.get(key.replace(/ /g, '')) : undefined)
        ?? (short !== key ? ctx.valuePhrases.get(short)?.map((g) => ({ ...g, score: g.score * 0.95, how: `${g.how}, a ".0" part dropped` })) : undefined);
      // a verb whose lemma is a whole value of a group-like attribute says that value ("which inspections failed" →
      // Result FAIL, "which orders shipped" → Shipped)
      if (!values && n === 1 && lemmaKey !== key && (first.pos === 'VERB' || /(?:ed|ing)$/.test(first.norm))) {
        const byLemma = ctx.valuePhrases.get(lemmaKey)?.filter((g) => !g.part && !!g.target.attr.grouped && g.target.count >= 2);
        if (byLemma?.length) values = byLemma.map((g) => ({ ...g, score: g.score * 0.9, how: `${g.how}, from the verb "${first.text}"` }));
      }
      // a verb alone ("use", "run") relates the question's terms; it names a value only when it is the whole value,
      // never as the first word of a longer one ("use blockdev --getsz")
      if (values && n === 1 && first.pos === 'VERB') values = values.filter((g) => g.score >= 0.9);
      // part of a longer value is not named by an inflection the value does not have: "animals" (a plural says a
      // kind of item) is not the start of the name "Animal Friends", while "android" starts "Android 12" and
      // "cereal" names "Cereals and Millets"
      if (values) values = values.filter((g) => !g.part || !tokens.slice(i, i + n).some((t) => inflectedOnly(t.norm, wordsOf(g.target.label))));
      // nor is a proper name's first word said in lower case a name of it: "the oldest animal" is no "Animal
      // Friends" (the rest of the name is a name's word), while "android" starts "Android 12" (a version)
      const lower = tokens.slice(i, i + n).every((t) => t.function || /^\p{Ll}/u.test(t.text));
      if (values && lower) values = values.filter((g) => !g.part || !restIsName(g.target.label, n, ctx.lang.stopwords));
      // a value that opens with the question's own article, whose other words name an attribute, is that attribute
      // asked about: "the artist of Quiet Room" is no Donor "the artist" (a gift of the artist)
      if (values && n > 1 && first.pos === 'DET' && /^\p{Ll}/u.test(first.text) && ctx.attributePhrases.has(keyOf(state, i + 1, i + n))) values = undefined;
      if (values?.length) {
        const best = Math.max(...values.map((g) => g.score));
        const shown = [...new Set(values.map((g) => `${g.target.attr.label} "${g.target.label}"`))].slice(0, 3).join(', ');
        state.spans.push({ kind: 'value', a: i, b: i + n, targets: values, score: best, reason: `value ${shown}${values.length > 3 ? ' …' : ''}` });
      }
      const feature = ctx.features.get(key);
      if (feature) state.spans.push({ kind: 'feature', a: i, b: i + n, target: feature, score: 1, reason: `feature ${feature.label}` });
      const category = ctx.categoryPhrases.get(key);
      const kind = category ? undefined : ctx.kindPhrases.get(key);
      if (category) state.spans.push({ kind: 'category', a: i, b: i + n, target: category, score: 0.95, reason: `category ${category.label} (${category.entities.size})` });
      else if (kind && asksAbout(state, i, n)) state.spans.push({ kind: 'category', a: i, b: i + n, target: kind, score: 0.9, reason: `the kind "${kind.label}" (${kind.entities.size}): the items files of that name list or a column of that label names` });
      else if (n === 1 && !first.function && !ctx.vocabulary.has(key)) {
        const collective = collectiveCategory(state, key);
        if (collective) state.spans.push({ kind: 'category', a: i, b: i + 1, target: collective, score: 0.85, reason: `category ${collective.label} (${collective.entities.size}), a word made from "${first.text}"` });
      }
      if (n === 1) {
        const prefix = ctx.namePrefixes.get(stemWord(first.norm));
        const inside = ctx.nameWords.get(stemWord(first.norm));
        // only where the question writes it as a name ("iPhones", "Galaxy"), never an everyday word ("ones")
        const asName = first.capitalised || /\p{Lu}/u.test(first.text.slice(1));
        if (inside && asName && !first.function && !prefix) {
          state.spans.push({ kind: 'prefix', a: i, b: i + 1, word: stemWord(first.norm), words: [first.norm.replace(/s$/, '')], entities: inside, anywhere: true, score: 0.5, reason: `names with the word "${first.text}" (${inside.size})` });
        }
        // (a plural noun written small is the kind asked about, never the first word of names: "which drivers …" beside
        // a page called "Drivers UK")
        const pluralNoun = first.pos === 'NOUN' && !!first.lemma && first.lemma !== first.norm && /^\p{Ll}+$/u.test(first.text);
        if (prefix && !first.function && !pluralNoun && !/^\d/.test(first.norm)) state.spans.push({ kind: 'prefix', a: i, b: i + 1, word: first.norm, words: [...prefix.words], entities: prefix.entities, score: 0.6, reason: `names starting with "${first.text}" (${prefix.entities.size})` });
      }
    }
  }
}

/**
 * Words of a longer value in another order or in part ("spices" for "Condiments and Spices", "leafy greens" for
 * "Green Leafy Vegetables"): a window of one to three words whose content words a value of several words holds,
 * with its last word or two words at least, where few values fit. Weaker than an exact value.
 */
export function recogniseValueWords(state: ParseState): void {
  const { tokens, ctx } = state;
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(3, tokens.length - i); n >= 1; n--) {
      const window = tokens.slice(i, i + n);
      if (window[0].function || window[n - 1].function) continue;
      const words = window.filter((t) => !t.function).map((t) => stemWord(t.norm));
      if (!words.length || words.some((w) => /^\d/.test(w))) continue;
      if (state.spans.some((s) => (s.kind === 'value' || s.kind === 'attribute' || s.kind === 'entity' || s.kind === 'category') && s.a === i && s.b === i + n)) continue;
      const lists = words.map((w) => ctx.valueWords.get(w) ?? []);
      if (lists.some((l) => !l.length)) continue;
      const fits = lists[0].filter((c) => words.every((w) => c.words.includes(w)) && (words.length >= 2 || c.words[c.words.length - 1] === words[0]));
      const distinct = [...new Set(fits.map((f) => f.target))];
      if (!distinct.length || distinct.length > 5) continue;
      const targets = distinct.map((t) => {
        const cover = words.length / fits.find((f) => f.target === t)!.words.length;
        return { target: t, score: 0.45 + 0.3 * cover, how: `words of the value "${t.label}"` };
      });
      state.spans.push({ kind: 'value', a: i, b: i + n, targets, score: Math.max(...targets.map((x) => x.score)), reason: `words of ${distinct.map((t) => `${t.attr.label} "${t.label}"`).slice(0, 3).join(', ')}` });
    }
  }
}

export function recogniseFunctionWords(state: ParseState): void {
  for (const t of state.tokens) {
    if (t.function) state.spans.push({ kind: 'function', a: t.i, b: t.i + 1, score: 1, reason: `a function word (${t.pos})` });
  }
}

/** The words of a value as written, lower-cased ("Li-Po 5000 mAh" → li, po, li-po, 5000, mah). */
function wordsOf(label: string): Set<string> {
  const lower = label.toLowerCase();
  return new Set([...lower.split(/[^\p{L}\p{N}]+/u), ...lower.split(/\s+/)].filter(Boolean));
}

/** The question inflects a word the value states bare ("animals" where the value says "Animal"). */
function inflectedOnly(word: string, valueWords: Set<string>): boolean {
  const stem = stemWord(word);
  return stem !== word && !valueWords.has(word) && valueWords.has(stem);
}

/** The words of a name after its first n are a name's words too (capitalised: "Animal Friends", "Healthy Paws");
 *  a phrase joined by function words or a list sign ("Cereals and Millets") is no proper name (the language's
 *  stop words say which words join). */
function restIsName(label: string, n: number, stopwords: ReadonlySet<string>): boolean {
  const words = label.split(/\s+/).filter(Boolean);
  if (!/^\p{Lu}/u.test(words[0] ?? '') || /[,&]/.test(label) || words.some((w) => stopwords.has(w.toLowerCase()))) return false;
  return words.slice(n).some((w) => /^\p{Lu}\p{Ll}/u.test(w));
}
