// Gradable words: adjectives that rank or compare ("lightest", "cheaper", "most expensive", "biggest"), each with
// its direction and the dimensions it speaks of (resources/lang/en/gradables.tsv); "more"/"most"/"least" before
// an attribute ("most RAM"); an adjective formed from an attribute's noun ("fattiest" → fat, "saltier" → salt);
// and "richest in iron" / "lowest in phosphorus", where the attribute follows.
import type { ParseState } from '../state.ts';
import type { AttrRef, Grounding } from '../context.ts';
import { phraseKey } from '../context.ts';

export interface GradableHit {
  direction: 'max' | 'min';
  degree: 'base' | 'comparative' | 'superlative';
  dimensions: string[];
  nouns?: string[];
  attribute?: Array<Grounding<AttrRef>>;
  base: string;
}

const DIRECTION_WORDS: Record<string, { direction: 'max' | 'min'; degree: GradableHit['degree'] }> = {
  more: { direction: 'max', degree: 'comparative' }, most: { direction: 'max', degree: 'superlative' },
  less: { direction: 'min', degree: 'comparative' }, least: { direction: 'min', degree: 'superlative' },
  fewer: { direction: 'min', degree: 'comparative' }, fewest: { direction: 'min', degree: 'superlative' },
  maximum: { direction: 'max', degree: 'superlative' }, minimum: { direction: 'min', degree: 'superlative' },
  max: { direction: 'max', degree: 'superlative' }, min: { direction: 'min', degree: 'superlative' },
  highest: { direction: 'max', degree: 'superlative' }, lowest: { direction: 'min', degree: 'superlative' },
  higher: { direction: 'max', degree: 'comparative' }, lower: { direction: 'min', degree: 'comparative' },
  greatest: { direction: 'max', degree: 'superlative' }, greater: { direction: 'max', degree: 'comparative' },
  largest: { direction: 'max', degree: 'superlative' }, smallest: { direction: 'min', degree: 'superlative' },
  biggest: { direction: 'max', degree: 'superlative' }, top: { direction: 'max', degree: 'superlative' },
};

/** Base form candidates of an inflected adjective: "heaviest" → heavy, "thinner" → thin, "larger" → large. */
function bases(word: string): Array<{ base: string; degree: GradableHit['degree'] }> {
  const out: Array<{ base: string; degree: GradableHit['degree'] }> = [{ base: word, degree: 'base' }];
  const rules: Array<[RegExp, string, GradableHit['degree']]> = [
    [/^(.+?)(.)\2est$/, '$1$2', 'superlative'], [/^(.+?)(.)\2er$/, '$1$2', 'comparative'],
    [/^(.+)iest$/, '$1y', 'superlative'], [/^(.+)ier$/, '$1y', 'comparative'],
    [/^(.+)iest$/, '$1ey', 'superlative'], [/^(.+)ier$/, '$1ey', 'comparative'],
    [/^(.+)est$/, '$1', 'superlative'], [/^(.+)er$/, '$1', 'comparative'],
    [/^(.+e)st$/, '$1', 'superlative'], [/^(.+e)r$/, '$1', 'comparative'],
  ];
  for (const [re, rep, degree] of rules) if (re.test(word)) out.push({ base: word.replace(re, rep), degree });
  // an adverb is its adjective: "most recently" → recent, "more cheaply" → cheap, "heavily" → heavy
  if (/ly$/.test(word) && word.length > 4) out.push({ base: word.replace(/ily$/, 'y').replace(/ly$/, ''), degree: 'base' });
  return out;
}

/** The comparative and superlative forms of a base adjective, by the regular rules ("tall" → taller, tallest; "big"
 *  → bigger, biggest; "heavy" → heavier, heaviest; "large" → larger, largest): what a misspelling may mean. */
export function degreeForms(base: string): string[] {
  if (/e$/.test(base)) return [`${base}r`, `${base}st`];
  if (/[^aeiou]y$/.test(base)) return [`${base.slice(0, -1)}ier`, `${base.slice(0, -1)}iest`];
  const out = [`${base}er`, `${base}est`];
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(base)) out.push(`${base}${base.slice(-1)}er`, `${base}${base.slice(-1)}est`);
  return out;
}

/** The nouns an adjective may be made from, by the suffixes of adjective-suffixes.tsv: "fatty" → fat, "salty" → salt,
 *  "valuable" → value, "powerful" → power, "beautiful" → beauty. */
function nounOf(adjective: string, suffixes: string[]): string[] {
  const out: string[] = [];
  for (const s of suffixes) {
    if (!adjective.endsWith(s) || adjective.length - s.length < 3) continue;
    const stem = adjective.slice(0, -s.length);
    out.push(stem, `${stem}e`);
    const doubled = /^(.+?)(.)\2$/.exec(stem);
    if (doubled) out.push(doubled[1]! + doubled[2]!);
    if (stem.endsWith('i')) out.push(`${stem.slice(0, -1)}y`);
  }
  return out;
}

/** The direction and dimensions one written word grades by ("latest" → max on dates, "first" → min), or null. */
export function gradableWord(lang: ParseState['ctx']['lang'], word: string): { direction: 'max' | 'min'; dimensions: string[] } | null {
  const w = word.toLowerCase();
  const dw = DIRECTION_WORDS[w];
  if (dw) return { direction: dw.direction, dimensions: [] };
  for (const cand of bases(w)) {
    const g = lang.gradables.get(cand.base);
    if (g) return { direction: g.direction, dimensions: g.dimensions };
  }
  return null;
}

/**
 * The adjective's own entry in the language's table, past the words that only say more or less ("higher" is "high":
 * a height when nothing else names what is higher), or null.
 */
export function tableGradable(lang: ParseState['ctx']['lang'], word: string): { dimensions: string[]; nouns?: string[] } | null {
  for (const cand of bases(word.toLowerCase())) {
    const g = lang.gradables.get(cand.base);
    if (g) return { dimensions: g.dimensions, nouns: g.nouns };
  }
  return null;
}

/** The gradable reading of token i, if it has one. */
export function gradableOf(state: ParseState, i: number): GradableHit | null {
  const t = state.tokens[i];
  if (!t) return null;
  const lang = state.ctx.lang;
  const word = t.norm;
  const dw = DIRECTION_WORDS[word];
  if (dw) return { ...dw, dimensions: [], base: word };
  for (const cand of [{ base: t.lemma, degree: undefined as GradableHit['degree'] | undefined }, ...bases(word)]) {
    const g = lang.gradables.get(cand.base);
    if (g) {
      const degree = g.degree && cand.base === word ? g.degree : cand.degree ?? (/est$/.test(word) ? 'superlative' : /er$/.test(word) && cand.base !== word ? 'comparative' : 'base');
      // "more expensive", "least pricey": the degree comes from the word before
      const before = state.tokens[i - 1]?.norm;
      if (degree === 'base' && before && DIRECTION_WORDS[before] && /^(more|most|less|least)$/.test(before)) {
        const d = DIRECTION_WORDS[before];
        const direction = d.direction === 'max' ? g.direction : g.direction === 'max' ? 'min' : 'max';
        return { direction, degree: d.degree, dimensions: g.dimensions, nouns: g.nouns, base: cand.base };
      }
      return { direction: g.direction, degree, dimensions: g.dimensions, nouns: g.nouns, base: cand.base };
    }
  }
  // an adjective from an attribute's noun: "the fattiest", "saltier", "the most valuable", "less powerful"
  const before = state.tokens[i - 1]?.norm ?? '';
  const graded = /^(more|most|less|least)$/.test(before) ? DIRECTION_WORDS[before] : undefined;
  for (const cand of bases(word)) {
    if (cand.degree === 'base' && !(graded && cand.base === word)) continue;
    for (const noun of nounOf(cand.base, lang.adjectiveSuffixes)) {
      const attrs = state.ctx.attributePhrases.get(phraseKey(noun));
      if (!attrs?.length) continue;
      const attribute = [...attrs].sort((x, y) => y.score - x.score || y.target.entities - x.target.entities);
      if (cand.degree === 'base') return { direction: graded!.direction, degree: graded!.degree, dimensions: [], attribute, base: noun };
      return { direction: 'max', degree: cand.degree, dimensions: [], attribute, base: noun };
    }
  }
  return null;
}

export function recogniseGradables(state: ParseState): void {
  for (let i = 0; i < state.tokens.length; i++) {
    const g = gradableOf(state, i);
    if (!g) continue;
    // "more"/"less" right before "than" are comparators, handled there
    let a = i;
    if (/^(more|most|less|least)$/.test(state.tokens[i - 1]?.norm ?? '') && !DIRECTION_WORDS[state.tokens[i].norm]) a = i - 1;
    // "more" alone is weaker than "more expensive", so the tiling keeps the adjective with it
    const alone = !!DIRECTION_WORDS[state.tokens[i].norm];
    state.spans.push({
      kind: 'gradable', a, b: i + 1, direction: g.direction, degree: g.degree, dimensions: g.dimensions, ...(g.nouns?.length ? { nouns: g.nouns } : {}), ...(g.attribute ? { attribute: g.attribute } : {}),
      score: alone ? 0.9 : 1, reason: `${g.degree} of "${g.base}" (${g.direction}${g.dimensions.length ? `; ${g.dimensions.join('/')}` : ''})`,
    });
  }
}
