// Phrases a domain pack reads as other phrases before a question is parsed ("4G only" → "without 5G"), from the
// packs' phrases.tsv files (`phrase<TAB>replacement`, case-insensitive, whole words). A rewrite applies only in a
// library that has what its replacement names, so a pack never changes questions about another domain.
import fs from 'node:fs';
import type { Schema } from '../../../skg/schema/index.ts';
import { normText } from '../../../text/norm.ts';

export interface PhraseRewrite {
  pattern: RegExp;
  phrase: string;
  replacement: string;
  file: string;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
}

export function loadPhraseRewrites(files: string[], schema: Schema): PhraseRewrite[] {
  const known = new Set<string>();
  const addWords = (t: string) => normText(t).split(' ').forEach((w) => w && known.add(w));
  for (const a of schema.attributes) for (const l of a.labels) addWords(l.label);
  for (const f of schema.features) addWords(f.label);
  for (const c of schema.categories) addWords(c.label);
  const out: PhraseRewrite[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const raw of text.split(/\r?\n/)) {
      const line = raw.replace(/\s+#.*$/, '').trim();
      if (!line || line.startsWith('#')) continue;
      const [phrase, replacement] = line.split('\t').map((c) => c?.trim());
      if (!phrase || !replacement) continue;
      const needed = normText(replacement).split(' ').filter((w) => w.length > 2 && !/^(without|with|not|and|the|only)$/.test(w));
      if (!needed.every((w) => known.has(w))) continue;
      out.push({ pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase)}(?![\\p{L}\\p{N}])`, 'giu'), phrase, replacement, file });
    }
  }
  return out;
}

/** The question with every applicable rewrite made, and which were made. */
export function applyRewrites(question: string, rewrites: PhraseRewrite[]): { text: string; applied: PhraseRewrite[] } {
  let text = question;
  const applied: PhraseRewrite[] = [];
  for (const r of rewrites) {
    const next = text.replace(r.pattern, r.replacement);
    if (next !== text) applied.push(r);
    text = next;
  }
  return { text, applied };
}
