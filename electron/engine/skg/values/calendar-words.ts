// Month and weekday names of other languages, from every language's resources/lang/<lang>/calendar.tsv ("juin",
// "Februar", "søn"): a folder mixes pages and exports written in several languages, and "27 juin 2018" is a date
// as "27 June 2018" is. English names live in dates.ts (the general English core). Read once per change of the
// files, looked at again at most once a second.
import { resourcePath } from '../../resources.ts';
import { folderResource } from '../../resource-files.ts';

export interface CalendarWords {
  /** Lower-case name → month (1–12). */
  months: ReadonlyMap<string, number>;
  /** Lower-case name → weekday (1 = Monday … 7 = Sunday). */
  weekdays: ReadonlyMap<string, number>;
  /** A key that changes whenever the words do (for callers that build patterns from them). */
  key: string;
}

/** Parses one calendar.tsv into the maps (lines that are not "word, month|weekday, number in range" are skipped). */
export function parseCalendarWords(text: string, into: { months: Map<string, number>; weekdays: Map<string, number> }): void {
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [word, kind, n] = line.split('\t').map((s) => s?.trim() ?? '');
    const w = word.toLowerCase();
    const v = Number(n);
    if (!/^\p{L}[\p{L}-]*$/u.test(w) || !Number.isInteger(v)) continue;
    if (kind === 'month' && v >= 1 && v <= 12 && !into.months.has(w)) into.months.set(w, v);
    if (kind === 'weekday' && v >= 1 && v <= 7 && !into.weekdays.has(w)) into.weekdays.set(w, v);
  }
}

const loadCalendarFiles = folderResource('calendar.tsv', (texts) => {
  const maps = { months: new Map<string, number>(), weekdays: new Map<string, number>() };
  for (const t of texts) parseCalendarWords(t, maps);
  return maps;
});

/** The words handed out per loaded value (a date reader asks for them per word: one object, not one per call). */
const handedOut = new WeakMap<object, CalendarWords>();

export function loadCalendarWords(dir: string = resourcePath('lang')): CalendarWords {
  const { value, key } = loadCalendarFiles(dir);
  let words = handedOut.get(value);
  if (!words || words.key !== key) handedOut.set(value, (words = { ...value, key }));
  return words;
}
