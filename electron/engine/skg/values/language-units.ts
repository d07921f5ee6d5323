// Units a language writes its own way, read only in that language's records (resources/lang/<lang>/units.tsv). A
// folder mixes exports in several languages, and some unit words mean one thing in English and another in a record of
// another language: "12 500 Ft" on a Hungarian price list is forint, not feet; "kr" is the krona of a Swedish record
// and the krone of a Norwegian or Danish one; "12 db" of a Hungarian stock list counts pieces, not decibels. The
// general table (resources/units/units.tsv) keeps the spellings that mean one thing in any language.
//
// A record is of a language where most of its labels are that language's label words (label-words.tsv), read as
// other English words than themselves ("Ár" → price; "Name" is English in any language that writes it so): at least
// LANGUAGE_LABELS of them, and at least LANGUAGE_SHARE of its labels. Where several languages read as many, a unit
// spelling they read alike is kept and one they read differently is not.
import { resourcePath } from '../../resources.ts';
import { folderResource } from '../../resource-files.ts';
import { normaliseKey } from '../entries/normalise-key.ts';
import { loadLabelWordsByLanguage } from '../schema/label-words.ts';
import type { UnitDef, UnitTable } from './unit-table.ts';

/** A record is of a language with at least this many of its labels, and this share of them, in its words. */
const LANGUAGE_LABELS = 2;
const LANGUAGE_SHARE = 0.5;

/** One line of a language's units.tsv: the spelling (flags as units.tsv's) and the unit it is, or null: no unit. */
export interface LanguageUnit {
  text: string;
  exact: boolean;
  symbol: string | null;
}

export interface LanguageUnits {
  units: Map<string, LanguageUnit[]>;
  words: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** Lines of the files that could not be used ("<lang>/units.tsv line 7: …"): skipped, never fatal. */
  problems?: string[];
}

/** Parses one language's units.tsv: `spelling<TAB>symbol of units.tsv` ("-" for a word that is no unit there); a line
 *  of another shape is reported in `problems` and skipped. */
export function parseLanguageUnits(text: string, problems: string[] = [], name = 'units.tsv'): LanguageUnit[] {
  const out: LanguageUnit[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim() || line.startsWith('#')) return;
    const [spelling, symbol, extra] = line.split('\t').map((s) => s?.trim());
    const m = /^(.*?)(?:\{(case)\})?$/.exec(spelling ?? '');
    const t = m?.[1]?.trim();
    if (!t || !symbol || extra !== undefined) {
      problems.push(`${name} line ${i + 1}: expected a spelling and a unit symbol (or "-"), tab-separated`);
      return;
    }
    out.push({ text: t, exact: m?.[2] === 'case', symbol: symbol === '-' ? null : symbol });
  });
  return out;
}

/** The lines of the languages' files whose unit the table does not know (skipped where read). */
export function languageUnitProblems(table: UnitTable, lang: LanguageUnits = loadLanguageUnits()): string[] {
  const out = [...(lang.problems ?? [])];
  for (const [language, units] of lang.units) for (const u of units) if (u.symbol && !table.bySymbol.has(u.symbol)) out.push(`${language}/units.tsv: "${u.symbol}" (for "${u.text}") is no unit of units.tsv`);
  return out;
}

const loadUnitFiles = folderResource('units.tsv', (texts, folders) => {
  const problems: string[] = [];
  const units = new Map(texts.map((t, i) => [folders[i]!, parseLanguageUnits(t, problems, `${folders[i]}/units.tsv`)] as const));
  return { units, problems };
}, ['en']);
export function loadLanguageUnits(dir: string = resourcePath('lang')): LanguageUnits {
  const { units, problems } = loadUnitFiles(dir).value;
  return { units, words: loadLabelWordsByLanguage(dir), problems };
}

// (records of one layout share their labels: each set is read once per reading of the files)
const readLabels = new WeakMap<object, WeakMap<object, Map<string, string[]>>>();
/** Label sets whose languages are kept, at most. */
const MEMO_SETS = 10_000;

/** The languages a record's labels are written in (those with units of their own, the most labels read), or none. */
export function languagesOfLabels(labels: readonly string[], lang: LanguageUnits = loadLanguageUnits()): string[] {
  if (labels.length < LANGUAGE_LABELS) return [];
  let byWords = readLabels.get(lang.units);
  if (!byWords) readLabels.set(lang.units, (byWords = new WeakMap()));
  let memo = byWords.get(lang.words);
  if (!memo) byWords.set(lang.words, (memo = new Map()));
  const key = labels.join('\u0000');
  const known = memo.get(key);
  if (known) return known;
  const found = readLanguages(labels, lang);
  if (memo.size < MEMO_SETS) memo.set(key, found);
  return found;
}

function readLanguages(labels: readonly string[], lang: LanguageUnits): string[] {
  const keys = [...new Set(labels.map((l) => normaliseKey(l)).filter(Boolean))];
  if (keys.length < LANGUAGE_LABELS) return [];
  let best: string[] = [];
  let most = 0;
  for (const [language, words] of lang.words) {
    if (!lang.units.get(language)?.length) continue;
    const n = keys.filter((k) => k.split(' ').some((w) => {
      const english = words.get(w);
      return !!english && english !== w;
    })).length;
    if (n > most) [best, most] = [[language], n];
    else if (n === most && n > 0) best.push(language);
  }
  return most >= LANGUAGE_LABELS && most >= LANGUAGE_SHARE * keys.length ? best : [];
}

// (per reading of the language files and per unit table: a user's edit of either makes new ones)
const derived = new WeakMap<object, WeakMap<UnitTable, Map<string, UnitTable>>>();

/** The unit table as records of these languages read it: their spellings first, the general table's readings of the
 *  same spellings set aside. The table itself where the languages have none. */
export function unitsInLanguages(table: UnitTable, languages: readonly string[], lang: LanguageUnits = loadLanguageUnits()): UnitTable {
  if (!languages.length) return table;
  const key = [...languages].sort().join(' ');
  let byTable = derived.get(lang.units);
  if (!byTable) derived.set(lang.units, (byTable = new WeakMap()));
  let memo = byTable.get(table);
  if (!memo) byTable.set(table, (memo = new Map()));
  const known = memo.get(key);
  if (known && known.dir === table.dir) return known;
  // a spelling the languages read alike (a unit, or no unit), and none they read differently
  const readings = new Map<string, LanguageUnit | 'differ'>();
  for (const language of languages) {
    for (const u of lang.units.get(language) ?? []) {
      const k = u.exact ? u.text : u.text.toLowerCase();
      const seen = readings.get(k);
      readings.set(k, seen === undefined || (seen !== 'differ' && seen.symbol === u.symbol) ? u : 'differ');
    }
  }
  const own: UnitTable['spellings'] = [];
  const setAside = new Set<string>();
  for (const [k, u] of readings) {
    // (a line naming a unit the table lacks is skipped: the general reading stays, languageUnitProblems reports it)
    if (u === 'differ' || (u.symbol && !table.bySymbol.has(u.symbol))) continue;
    setAside.add(k.toLowerCase());
    const unit: UnitDef | undefined = u.symbol ? table.bySymbol.get(u.symbol) : undefined;
    if (unit) own.push({ spelling: { text: u.text, exact: u.exact, attachedOnly: false, wordLike: false }, lower: u.text.toLowerCase(), unit });
  }
  const spellings = [...own, ...table.spellings.filter((e) => !setAside.has(e.lower))].sort((a, b) => b.spelling.text.length - a.spelling.text.length);
  const out: UnitTable = { ...table, spellings };
  memo.set(key, out);
  return out;
}
