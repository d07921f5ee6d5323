// Small helpers of the question parser over its tokens: number reading, spans, negation and cue words.
import type { LexValue } from './lexicon.ts';
import { comparableUnits, defaultUnits, unitNamed } from '../../skg/values/quantity.ts';
import { NEGATIONS } from './question-words.ts';
import type { Token } from './text.ts';

/** What the parser has taken each token for. */
export type Role = 'entity' | 'scope' | 'attr' | 'value' | 'number' | 'unit' | 'comparator' | 'negation' | 'gradable' | 'cue' | 'hint' | 'filler';


/** "not Samsung", "except Apple", "other than Nokia", "non-Huawei": a scope word that excludes. */
export function scopeNegated(toks: Token[], index: number): boolean {
  const before = toks.slice(Math.max(0, index - 3), index).map((t) => t.norm).join(' ');
  return /\b(not|non|except|excluding|besides|but)$|\bother than$|\bnot from$|\bnot made by$|\bnot by$/.test(before);
}

export function isSubset(a: Set<string>, b: Set<string>): boolean {
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

export function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

export function parseNumber(text: string): number {
  // "5,000" thousands; "6,5" decimal comma (one group of 1–2 digits)
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) return Number(text.replace(/,/g, ''));
  if (/^\d+,\d{1,2}$/.test(text)) return Number(text.replace(',', '.'));
  return Number(text.replace(/,/g, ''));
}

/** Token indexes [a, b) covering the character range; -1 when none. */
export function tokenSpan(toks: Token[], start: number, end: number): [number, number] {
  let a = -1;
  let b = -1;
  toks.forEach((t, i) => {
    if (t.end > start && t.start < end) {
      if (a < 0) a = i;
      b = i + 1;
    }
  });
  return [a, b];
}

export function tokenAfterOffset(toks: Token[], offset: number): number {
  const i = toks.findIndex((t) => t.start >= offset);
  return i < 0 ? toks.length : i;
}

export function negatedAt(toks: Token[], role: Array<Role | null>, index: number): boolean {
  // a negation word within the 4 tokens before, not across "and"/"with"/"that"
  for (let j = index - 1; j >= Math.max(0, index - 4); j--) {
    const w = toks[j].norm;
    if (NEGATIONS.has(w) || (w === 't' && toks[j - 1] && /^(don|doesn|isn|aren|didn)$/.test(toks[j - 1].norm))) return true;
    if (/^(and|with|that|which|but|or|have|has)$/.test(w) && j < index - 1) {
      if (/^(have|has)$/.test(w)) continue;
      return false;
    }
    if (role[j] === 'number' || role[j] === 'value' || role[j] === 'hint' || role[j] === 'entity') return false;
  }
  // "do not have" / "does not come with"
  const window = toks.slice(Math.max(0, index - 5), index).map((t) => t.norm).join(' ');
  return /\b(do|does|did) not (have|come with|support|include|feature)\b|\bnot (have|support|include)\b/.test(window);
}

export function mostCommonEntry(values: LexValue[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v.entry, (counts.get(v.entry) ?? 0) + v.count);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
}

export function unitCompatible(entryUnit: string, questionUnit: string): boolean {
  if (entryUnit === questionUnit) return true;
  const units = defaultUnits();
  const a = unitNamed(units, entryUnit);
  const b = unitNamed(units, questionUnit);
  return !!a && !!b && comparableUnits(a, b) && a.dimension !== 'currency';
}

export function isCueWord(w: string): boolean {
  return /^(how|many|much|count|number|average|mean|avg|total|sum|when|does|do|did|is|are|can|could|there|any|anything|something|which|what|whats|compare|comparison|versus|vs|between|both|largest|smallest|most|least|highest|lowest|top|first|last|cost|costs|weighs|weigh|among|across|inclusive|exclusive|else|connectivity|capable|support|supports|supported|capability|enabled|connection|compatible|launched|released|announced|introduced|came|out|under|over|sensor|sensors|reader|readers|scanner|scanners|network|networks|functionality|function|technology)$/.test(w);
}

