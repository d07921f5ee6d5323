// The recognisers of each expected answer type (one recogniser per file).
import type { AnalysedText } from '../nlp.ts';
import type { AnswerType } from '../language.ts';
import type { Candidate, Recogniser, RecogniserContext } from './candidate.ts';
import { actions } from './actions.ts';
import { attachedValues } from './attached.ts';
import { commands } from './commands.ts';
import { dates } from './dates.ts';
import { durations } from './durations.ts';
import { measures } from './measures.ts';
import { money } from './money.ts';
import { names } from './names.ts';
import { numbers } from './numbers.ts';
import { percentages } from './percentages.ts';
import { versions } from './versions.ts';

export type { Candidate, RecogniserContext } from './candidate.ts';

const BY_TYPE: Record<AnswerType, Recogniser[]> = {
  person: [names],
  organisation: [names],
  place: [names],
  date: [dates],
  number: [numbers],
  amount: [money, percentages, measures, numbers],
  money: [money],
  percent: [percentages],
  duration: [durations],
  measure: [measures],
  version: [versions],
  licence: [],
  command: [commands],
  action: [actions],
};

/** The spans of a sentence that could answer a question expecting `type` (strongest first). */
export function candidatesOf(s: AnalysedText, type: AnswerType, ctx: RecogniserContext): Candidate[] {
  const seen = new Set<string>();
  const out: Candidate[] = [];
  const all = [...BY_TYPE[type].flatMap((r) => r(s, ctx)).map((c) => ({ ...c, source: 'type' as const })), ...attachedValues(s, ctx, type).map((c) => ({ ...c, source: 'focus' as const }))];
  for (const c of all) {
    if (c.type !== type && !(type === 'amount')) continue;
    const key = `${c.start}:${c.end}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ ...c, type });
  }
  return out.sort((a, b) => b.strength - a.strength || a.start - b.start);
}

/** Proper names and quoted titles of a sentence: the answers of a question whose type is not known. */
export function nameCandidates(s: AnalysedText, ctx: RecogniserContext): Candidate[] {
  const seen = new Set<string>();
  const out: Candidate[] = [];
  for (const c of [...attachedValues(s, ctx, 'organisation').map((x) => ({ ...x, source: 'focus' as const })), ...names(s, ctx).map((x) => ({ ...x, source: 'name' as const }))]) {
    const key = `${c.start}:${c.end}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(c);
  }
  return out;
}
