// Words of a label that only say the kind of value it holds ("date" of "Date of birth"), from
// resources/lang/en/kind-label-words.tsv: alignment compares labels of that kind without them. Read once per change.
import fs from 'node:fs';
import { resourcePath } from '../../resources.ts';
import { normaliseKey } from '../entries/normalise-key.ts';

export type KindLabelWords = ReadonlyMap<string, string>;

let cache: { file: string; mtimeMs: number; words: Map<string, string> } | null = null;

export function loadKindLabelWords(file: string = resourcePath('lang', 'en', 'kind-label-words.tsv')): KindLabelWords {
  let mtimeMs = -1;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    mtimeMs = -1;
  }
  if (cache && cache.file === file && cache.mtimeMs === mtimeMs) return cache.words;
  const words = new Map<string, string>();
  const text = mtimeMs >= 0 ? fs.readFileSync(file, 'utf8') : '';
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [word, kind] = line.split('\t').map((s) => s?.trim() ?? '');
    if (word && kind) words.set(normaliseKey(word), kind.toLowerCase());
  }
  cache = { file, mtimeMs, words };
  return words;
}

/** A label's tokens without the words that only say its kind, unless nothing else is left. */
export function withoutKindWords(tokens: string[], kind: string, words: KindLabelWords): string[] {
  const rest = tokens.filter((t) => words.get(t) !== kind);
  return rest.length ? rest : tokens;
}
