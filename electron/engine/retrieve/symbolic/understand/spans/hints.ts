// Numbers a question states in words the domain packs know ("octa-core", "dual SIM"): the same hints the indexer
// reads from values (resources/domains/<pack>/hints.tsv), so the question's words mean what the documents' words
// meant — a number condition on the hint's attribute, where the library has that attribute.
import type { ParseState } from '../state.ts';
import { loadDomainPacks } from '../../../../skg/values/domain-pack.ts';
import { findDomainHints } from '../../../../skg/values/domain-hints.ts';
import { phraseKey } from '../context.ts';

export function recogniseHints(state: ParseState): void {
  const rules = loadDomainPacks().hints.filter((r) => !r.whenEntry);
  if (!rules.length) return;
  const { tokens, ctx, question } = state;
  for (const h of findDomainHints(question, undefined, rules)) {
    const attrs = (ctx.attributePhrases.get(phraseKey(h.entry)) ?? []).filter((g) => g.score >= 0.9);
    if (!attrs.length) continue;
    const a = tokens.findIndex((t) => t.end > h.start);
    let b = tokens.findIndex((t) => t.start >= h.end);
    if (b < 0) b = tokens.length;
    if (a < 0 || a >= b) continue;
    const attr = attrs[0].target;
    state.spans.push({ kind: 'hint', a, b, attr, value: h.value, score: 1, reason: `"${question.slice(h.start, h.end)}" is ${attr.label} ${h.value} (a domain hint)` });
  }
}
