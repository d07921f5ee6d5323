// Comparators: the English phrases of resources/lang/en/comparators.tsv ("at least", "or more", "under"), and a
// comparative adjective before "than" ("heavier than", "more expensive than", "cheaper than"), which also says
// which dimension it compares.
import type { ParseState } from '../state.ts';
import { gradableOf } from './gradables.ts';
import { unitWord } from '../units-adapter.ts';

export function recogniseComparators(state: ParseState): void {
  const { tokens } = state;
  const lang = state.ctx.lang;
  for (let i = 0; i < tokens.length; i++) {
    for (const c of lang.comparators) {
      const n = c.words.length;
      if (i + n > tokens.length) continue;
      if (!c.words.every((w, k) => tokens[i + k].norm === w || tokens[i + k].text === w)) continue;
      // "or more", "and less" follow an amount ("5 or more"); elsewhere "and"/"or" join conditions
      if (c.at === 'after' && tokens[i + n]?.norm === 'than') continue; // "… and less than 200": that is "less than"
      if (c.at === 'after' && /^(and|or)$/.test(c.words[0]) && !(tokens[i - 1] && (/\d/.test(tokens[i - 1].text) || unitWord(tokens[i - 1].text) || /^(them|those|that|it|one|ones)$/.test(tokens[i - 1].norm)))) continue;
      state.spans.push({ kind: 'comparator', a: i, b: i + n, op: c.op, at: c.at, score: 1, reason: `"${c.words.join(' ')}" (${c.op})` });
      break;
    }
    // "or newer", "or a newer version", "or anything bigger": "or" and a comparative after the number
    if (tokens[i].norm === 'or' && !state.spans.some((s) => s.kind === 'comparator' && s.a === i)) {
      let j = i + 1;
      while (tokens[j] && /^(a|an|the|any|anything|something|one)$/.test(tokens[j].norm)) j++;
      const g = tokens[j] ? gradableOf(state, j) : null;
      if (g && g.degree === 'comparative') {
        let end = j + 1;
        if (tokens[end] && !tokens[end].function && /^(version|model|one|size|value|amount|number)s?$/.test(tokens[end].norm)) end++;
        state.spans.push({ kind: 'comparator', a: i, b: end, op: g.direction === 'max' ? '>=' : '<=', at: 'after', score: 1, reason: `"${state.question.slice(tokens[i].start, tokens[end - 1].end)}" (${g.direction === 'max' ? '≥' : '≤'})` });
      }
    }
    // "heavier than", "more expensive than", "less pricey than" (unless the list has the phrase already)
    const adjAt = tokens[i + 1]?.norm === 'than' ? i : tokens[i + 2]?.norm === 'than' && /^(more|less)$/.test(tokens[i].norm) ? i + 1 : -1;
    if (adjAt < 0 || state.spans.some((s) => s.kind === 'comparator' && s.a === i)) continue;
    const g = gradableOf(state, adjAt);
    if (!g) continue;
    const direction = adjAt === i + 1 && tokens[i].norm === 'less' ? (g.direction === 'max' ? 'min' : 'max') : g.direction;
    const end = adjAt + 2;
    state.spans.push({
      kind: 'comparator', a: i, b: end, op: direction === 'max' ? '>' : '<', at: 'before', dimensions: g.dimensions, ...(g.nouns?.length ? { nouns: g.nouns } : {}), score: 1,
      reason: `"${state.question.slice(tokens[i].start, tokens[end - 1].end)}" (${direction === 'max' ? '>' : '<'}${g.dimensions.length ? `, ${g.dimensions.join('/')}` : ''})`,
    });
  }
}
