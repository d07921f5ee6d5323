// Named terms stated in prose (resources/ingest/prose-terms.tsv): in a file of a listed role — a copyright notice
// written as free text — the first term the text states becomes one fact of the file's subject, e.g.
// "… the GNU General Public License as published by the Free Software Foundation; either version 2 of the
// License, or (at your option) any later version" → License: GPL-2+. The fact cites the phrase.

import type { FileRole, IngestVocabulary } from './vocabulary.ts';

export interface TermFact {
  key: string;
  value: string;
  /** Range of the phrase in the text. */
  start: number;
  end: number;
}

const WINDOW = 400;
const VERSION = /\b(?:version|v\.?)\s*(\d+(?:\.\d+)?)|\b(\d+(?:\.\d+)?)(?:\s+of\s+the\s+licen[cs]e)/i;
const LATER = /any\s+later\s+version|or\s+later\b|or\s+\(at\s+your\s+option\)\s+any\s+later/i;

/** The first stated term of each attribute, for a file of `role`; [] when no term is stated. */
export function proseTerms(text: string, role: FileRole | null, vocab: IngestVocabulary): TermFact[] {
  if (!role) return [];
  const terms = vocab.proseTerms.filter((t) => t.role === role);
  if (!terms.length) return [];
  const best = new Map<string, TermFact & { at: number }>();
  for (const term of terms) {
    const re = new RegExp(term.phrase.source, term.phrase.flags.includes('g') ? term.phrase.flags : `${term.phrase.flags}g`);
    for (const m of text.matchAll(re)) {
      const at = m.index!;
      const prev = best.get(term.attribute);
      if (prev && prev.at <= at) break;
      const value = fill(term.value, m, text.slice(at + m[0].length, at + m[0].length + WINDOW), text.slice(Math.max(0, at - 100), at));
      if (value === null) continue;
      best.set(term.attribute, { key: term.attribute, value, start: at, end: at + m[0].length, at });
      break;
    }
  }
  return [...best.values()].sort((a, b) => a.at - b.at).map(({ at: _at, ...f }) => f);
}

/** The value with {v}, {+} and {1}… filled in; null when it needs a version the text does not give. */
function fill(template: string, m: RegExpMatchArray, after: string, before: string): string | null {
  let out = template;
  if (out.includes('{v}')) {
    const v = VERSION.exec(after) ?? VERSION.exec(before);
    if (!v) return null;
    out = out.replace('{v}', (v[1] ?? v[2]).replace(/\.0$/, ''));
  }
  if (out.includes('{+}')) out = out.replace('{+}', LATER.test(after) ? '+' : '');
  out = out.replace(/\{(\d)\}/g, (_, n: string) => m[Number(n)] ?? '');
  return out.trim() || null;
}
