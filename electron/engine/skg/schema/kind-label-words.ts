// Words of a label that only say the kind of value it holds ("date" of "Date of birth"), from
// resources/lang/en/kind-label-words.tsv: alignment compares labels of that kind without them. Read once per change.
import { fileResource } from '../../resource-files.ts';
import { resourcePath } from '../../resources.ts';
import { normaliseKey } from '../entries/normalise-key.ts';

export type KindLabelWords = ReadonlyMap<string, string>;

// (read once per change of the file, looked at again at most once a second: a naming step and the question parser
// ask it for every column and every attribute)
const load = fileResource((text) => {
  const words = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [word, kind] = line.split('\t').map((s) => s?.trim() ?? '');
    if (word && kind) words.set(normaliseKey(word), kind.toLowerCase());
  }
  return words;
});

export function loadKindLabelWords(file: string = resourcePath('lang', 'en', 'kind-label-words.tsv')): KindLabelWords {
  return load(file);
}

/** A label's tokens without the words that only say its kind, unless nothing else is left. */
export function withoutKindWords(tokens: string[], kind: string, words: KindLabelWords): string[] {
  const rest = tokens.filter((t) => words.get(t) !== kind);
  return rest.length ? rest : tokens;
}
