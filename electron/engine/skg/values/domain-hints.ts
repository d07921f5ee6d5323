// Domain hints: numbers a value states in words rather than digits. The wordings come from the domain packs'
// hints.tsv (resources/domains/<pack>/); one rule per wording, the first matching rule for an entry wins. Each
// hint names the Entry its number belongs to, so the fact builder records it there whatever row it was found in.
import type { DomainHintRule } from './domain-pack.ts';

export type { DomainHintRule } from './domain-pack.ts';

export interface DomainHint {
  entry: string;
  value: number;
  unit: string | null;
  start: number;
  end: number;
}

/** Hints found in `raw`, at most one per entry (the first matching rule in pack order). */
export function findDomainHints(raw: string, entry: string | undefined, rules: readonly DomainHintRule[]): DomainHint[] {
  const out: DomainHint[] = [];
  const done = new Set<string>();
  for (const rule of rules) {
    if (done.has(rule.entry)) continue;
    if (rule.whenEntry && !(entry !== undefined && rule.whenEntry.test(entry.trim()))) continue;
    const m = rule.pattern.exec(raw);
    if (!m) continue;
    const value = typeof rule.value === 'number' ? rule.value : Number.parseInt(m[rule.value.group] ?? '', 10);
    if (!Number.isFinite(value)) continue;
    done.add(rule.entry);
    out.push({ entry: rule.entry, value, unit: rule.unit ?? null, start: m.index, end: m.index + m[0].length });
  }
  return out.sort((a, b) => a.start - b.start);
}
