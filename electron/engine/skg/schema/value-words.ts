// Common value words of other languages, as the English words they stand for ("Taschenbuch" → paperback, "Blanco" →
// white, "Deutschland" → Germany, "Arbuste" → shrub), from every language's resources/lang/<lang>/value-words.tsv:
// a folder mixes exports written in several languages, and a question asked in English names their values by the
// English word ("white wines" are the "Blanco" ones of the Spanish price list too). Keys and English words are read
// as question phrases are (case and accents dropped, each word stemmed). Read once per change of the files.
// A word of several English readings lists them, first the usual one ("moyen	medium|fair": a size, or a
// condition): where one reading is a value the same attribute holds in English, that is the one meant.
import { resourcePath } from '../../resources.ts';
import { folderResource } from '../../resource-files.ts';
import { normText, umlautsSpelledOut } from '../../text/norm.ts';
import { stemWord } from '../entries/normalise-key.ts';

/** A word or phrase as question phrases are keyed: normalised, each word stemmed. */
const keyOf = (text: string) => normText(text).split(' ').filter(Boolean).map(stemWord).join(' ');

export interface ValueWordsParse {
  /** Foreign word (keyed) → its English word or phrase (keyed), the first of its readings. */
  words: Map<string, string>;
  /** Foreign word (keyed) → all its English readings (keyed), where it has more than one. */
  readings: Map<string, string[]>;
  /** Lines not read: not one word and its English, or a word another line already reads. */
  problems: string[];
}

/** Parses the files of several languages, in order (a word the first reads keeps that reading). */
export function parseValueWords(texts: string[]): ValueWordsParse {
  const words = new Map<string, string>();
  const readings = new Map<string, string[]>();
  const problems: string[] = [];
  for (const text of texts) {
    for (const line of text.split(/\r?\n/)) {
      if (!line.trim() || line.startsWith('#')) continue;
      const [word, english] = line.split('\t').map((s) => s?.trim());
      const k = word ? keyOf(word) : '';
      const vs = english ? english.split('|').map((e) => keyOf(e)) : [];
      const v = vs[0] ?? '';
      if (!k || !v || k.includes(' ') || vs.some((x) => !/^[a-z ]+$/.test(x))) {
        problems.push(`cannot read "${line}": expected one word, a tab and its English (readings apart by |)`);
        continue;
      }
      if (words.has(k) && words.get(k) !== v) {
        problems.push(`"${word}" is read as "${words.get(k)}" already`);
        continue;
      }
      // a word with an umlaut or ß is also written without ("Groesse", "weiss")
      const plain = keyOf(umlautsSpelledOut(word));
      for (const key of plain !== k && !words.has(plain) ? [k, plain] : [k]) {
        words.set(key, v);
        if (vs.length > 1) readings.set(key, [...new Set(vs)]);
      }
    }
  }
  return { words, readings, problems };
}

const loadFiles = folderResource('value-words.tsv', parseValueWords);

export function loadValueWords(dir: string = resourcePath('lang')): ValueWordsParse {
  return loadFiles(dir).value;
}

/** Every English reading of a value's phrase (keyed), the usual first, where each of its words is a value word of
 *  another language; else []. At most `max` readings. */
export function englishValues(key: string, parse: Pick<ValueWordsParse, 'words' | 'readings'>, max = 8): string[] {
  const parts = key.split(' ').filter(Boolean);
  if (!parts.length || parts.some((p) => !parse.words.has(p))) return [];
  let out: string[][] = [[]];
  for (const p of parts) out = out.flatMap((o) => (parse.readings.get(p) ?? [parse.words.get(p)!]).map((r) => [...o, r])).slice(0, max);
  return out.map((o) => o.join(' ')).filter((e) => e !== key);
}
