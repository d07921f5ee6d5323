// Common label words of other languages, as the English words they stand for ("Lunghezza" → length, "Ziel" →
// destination, "hond" → dog), from every language's resources/lang/<lang>/label-words.tsv: a folder mixes exports
// written in several languages, and their labels align with the English ones once their words read as English.
// Keys are normalised as labels are (accents and case dropped, plurals stemmed). Read once per change of the files.
import { folderResource } from '../../resource-files.ts';
import { resourcePath } from '../../resources.ts';
import { normaliseKey } from '../entries/normalise-key.ts';
import { umlautsSpelledOut } from '../../text/norm.ts';

/** Parses one label-words.tsv into the map (word → English word; lines that are not one word each are skipped). The
 *  plurals its @plural-after-consonant line makes go to `plurals` when given (to be added after every file), else
 *  into the map after the file's own lines. */
export function parseLabelWords(text: string, into: Map<string, string>, plurals?: Array<[string, string]>): void {
  // "@plural-after-consonant<TAB>es": the language makes the plural of a word ending in a consonant with this ending
  // ("fornecedor" → "fornecedores", "proveedor" → "proveedores"), and that plural reads as the word does
  let pluralEnding: string | null = null;
  const read: Array<[string, string]> = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [word, english] = line.split('\t').map((s) => s?.trim());
    if (word === '@plural-after-consonant') {
      if (english && /^\p{L}+$/u.test(english)) pluralEnding = english.toLowerCase();
      continue;
    }
    if (!word || !english) continue;
    const k = normaliseKey(word);
    const v = english.toLowerCase();
    if (/^[\p{L}]+$/u.test(k) && /^[a-z]+$/.test(v) && !into.has(k)) {
      into.set(k, v);
      read.push([k, v]);
    }
    // a word with an umlaut or ß is also written without ("Komplexitaet", "Hoehe", "Groesse" in exports and
    // file headers)
    const plain = normaliseKey(umlautsSpelledOut(word));
    if (plain !== k && /^[a-z]+$/.test(plain) && /^[a-z]+$/.test(v) && !into.has(plain)) into.set(plain, v);
  }
  // after the file's own lines, so a plural it lists keeps its line's reading; a short word is left alone ("cor" +
  // "es" would read "Cores" as colour)
  if (pluralEnding) {
    for (const [k, v] of read) {
      if (k.length < 5 || !/[bcdfghjklmnpqrtvwyz]$/.test(k)) continue;
      const plural = normaliseKey(k + pluralEnding);
      if (plural === k) continue;
      if (plurals) plurals.push([plural, v]);
      else if (!into.has(plural)) into.set(plural, v);
    }
  }
}

// English is what the others are read as: its folder holds no translations
const loadFiles = folderResource('label-words.tsv', (texts) => {
  const map = new Map<string, string>();
  // the plurals a language's rule makes come after every file's own lines: "lugares" is a line of Portuguese (seats),
  // not the Spanish plural of "lugar" (location)
  const plurals: Array<[string, string]> = [];
  for (const text of texts) parseLabelWords(text, map, plurals);
  for (const [k, v] of plurals) if (!map.has(k)) map.set(k, v);
  return map;
}, ['en']);

/**
 * Every language's label words in one map (the languages in their folders' order, the first one's reading of a word
 * kept). A value reader asks for it per value: the files are looked at again at most once a second
 * (resource-files.ts), not listed and stat'ed on every call.
 */
export function loadLabelWords(dir: string = resourcePath('lang')): ReadonlyMap<string, string> {
  return loadFiles(dir).value;
}

// each language's words apart, by its folder's name: for reading the compounds of one language, and which language a
// record's labels are written in (values/language-units.ts)
const loadLanguages = folderResource('label-words.tsv', (texts, folders) =>
  new Map(texts.map((text, i) => {
    const map = new Map<string, string>();
    parseLabelWords(text, map);
    return [folders[i]!, map] as const;
  })), ['en']);

/** Each language's label words apart ("hu" → its words as English), in the folders' order. */
export function loadLabelWordsByLanguage(dir: string = resourcePath('lang')): ReadonlyMap<string, ReadonlyMap<string, string>> {
  return loadLanguages(dir).value;
}

/** Letters a compound and each of its two words must have. */
const COMPOUND = { whole: 7, part: 3 };

/**
 * A word one language writes as two of its label words run together, read as those two in English ("kundnummer" →
 * customer number, "Lieferdatum" → delivery date, "tilausnumero" → order number), the second word as long as can be;
 * a linking "s" or "e" after the first is allowed ("Geburtstag", "innerbens…"); null where no language splits it so.
 */
export function compoundAsEnglish(word: string, dir: string = resourcePath('lang')): string | null {
  if (word.length < COMPOUND.whole || !/^\p{L}+$/u.test(word)) return null;
  const languages = loadLanguages(dir).value;
  // (read once per word for each reading of the files: labels are read again and again)
  let memo = compounds.get(languages);
  if (!memo) compounds.set(languages, (memo = new Map()));
  const known = memo.get(word);
  if (known !== undefined) return known;
  const found = splitCompound(word, languages.values());
  if (memo.size < MEMO_WORDS) memo.set(word, found);
  return found;
}

const compounds = new WeakMap<object, Map<string, string | null>>();
/** Words whose compound reading is kept, at most. */
const MEMO_WORDS = 50_000;

function splitCompound(word: string, languages: Iterable<ReadonlyMap<string, string>>): string | null {
  for (const words of languages) {
    for (let i = COMPOUND.part; i <= word.length - COMPOUND.part; i++) {
      const second = words.get(word.slice(i));
      if (!second) continue;
      const head = word.slice(0, i);
      const first = words.get(head) ?? (/[se]$/.test(head) && head.length > COMPOUND.part ? words.get(head.slice(0, -1)) : undefined);
      if (first) return `${first} ${second}`;
    }
  }
  return null;
}

/** A label's words read as English where a language's label words say so ("Jahr" → "year", "Siedepunkt" → "boiling
 *  point", a compound of two of them as both: compoundAsEnglish); words without a reading stay as they are. The label
 *  is normalised as labels are. */
export function labelAsEnglish(label: string, words: ReadonlyMap<string, string> = loadLabelWords()): string {
  return normaliseKey(label).split(' ').map((w) => words.get(w) ?? compoundAsEnglish(w) ?? w).join(' ');
}

