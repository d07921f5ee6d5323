// Times on the clock written as a whole value: "14:35", "2:35 pm", "9h10", "8 AM", "noon". Stored as minutes after
// midnight in the dimension "time of day" (resources/units: unit hh:mm), so "flights leaving before 10am" compares
// and "the earliest departure" ranks. "H:MM" is also how a length of time is written ("Block time: 2:35"), so a
// value is read as a clock time only where nothing says it is a duration: with "am"/"pm", under a label naming a
// time on the clock (resources/lang/en/clock-labels.tsv: "Departs", "Opens"), or as a zero-padded 24-hour time
// ("09:10", "19:05") under no label naming a duration. Read once per change of the file.
import { resourcePath } from '../../resources.ts';
import { fileResource } from '../../resource-files.ts';
import { normaliseKey } from '../entries/normalise-key.ts';
import { loadLabelWords } from '../schema/label-words.ts';
import { defaultUnits, findUnit } from './quantity.ts';

export const CLOCK_UNIT = 'hh:mm';
export const CLOCK_DIMENSION = 'time of day';

type ClockWord = 'clock' | 'duration' | 'span' | 'around' | 'bound';

/** Parses clock-labels.tsv ("word<TAB>clock|duration|span|around|bound"). */
export function parseClockLabelWords(text: string): Map<string, ClockWord> {
  const words = new Map<string, ClockWord>();
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [word, kind] = line.split('\t').map((s) => s?.trim().toLowerCase() ?? '');
    if (word && (kind === 'around' || kind === 'bound')) words.set(word, kind);
    else if (word && (kind === 'clock' || kind === 'duration' || kind === 'span')) for (const k of normaliseKey(word).split(' ')) if (k) words.set(k, kind);
  }
  return words;
}

const loadClockFile = fileResource(parseClockLabelWords);

export function loadClockLabelWords(file: string = resourcePath('lang', 'en', 'clock-labels.tsv')): ReadonlyMap<string, ClockWord> {
  return loadClockFile(file);
}

/** What a label says of its "H:MM" values: a time on the clock, a length of time, or nothing. */
export function clockLabelKind(label: string | undefined, words: ReadonlyMap<string, ClockWord> = loadClockLabelWords()): 'clock' | 'duration' | 'span' | null {
  if (!label) return null;
  // (other languages' label words read as the English they stand for: "Avgang", "Abfahrt" are departures)
  const english = loadLabelWords();
  const all = new Set(normaliseKey(label).split(' ').map((w) => words.get(english.has(w) ? normaliseKey(english.get(w)!) : w)));
  const kinds = new Set([...all].filter((k) => k === 'clock' || k === 'duration'));
  // "Flight departure" names a clock; a label naming both says nothing for sure
  if (kinds.size > 1) return null;
  // "time" alone leans to a length of time ("Crossing time: 1:50"), though a zero-padded "Time: 14:35" is a clock's
  if (!kinds.size) return all.has('span') ? 'span' : null;
  return [...kinds][0] as 'clock' | 'duration';
}

const MERIDIEM = '(a\\.?\\s?m\\.?|p\\.?\\s?m\\.?)';
const WHOLE = [
  // 2:35 pm, 2.35pm, 12:05 a.m.
  { re: new RegExp(`^(\\d{1,2})[:.](\\d{2})\\s*${MERIDIEM}$`, 'i'), meridiem: 3 },
  // 8 AM, 11pm
  { re: new RegExp(`^(\\d{1,2})\\s*${MERIDIEM}$`, 'i'), meridiem: 2 },
  // 14:35, 9:10, 14h35, 9h10, 14.35h
  { re: /^(\d{1,2})(?::|h|\.(?=\d{2}h$))(\d{2})h?$/i, meridiem: 0 },
  // 13.25 (a dot, only under a label naming a time on the clock)
  { re: /^(\d{1,2})\.(\d{2})$/, meridiem: 0, labelled: true },
  // 20 h 30 (spaced, as French writes it: only under a label naming a time on the clock, "1 h 25" being a length
  // of time elsewhere)
  { re: /^(\d{1,2})\s+h\s+(\d{2})$/i, meridiem: 0, labelled: true },
  // 16h, 11 h (an hour alone, only under a label naming a time on the clock: "Check-in: from 16h")
  { re: /^(\d{1,2})\s?h$/i, meridiem: 0, labelled: true, hourOnly: true },
];

/** Minutes after midnight a whole value states as a time on the clock, or null (see the file's header). */
export function readClockTime(text: string, label?: string): number | null {
  if (text.length > 24 || !/\d|noon|midday|midnight/i.test(text)) return null;
  const words = loadClockLabelWords();
  // the words a clock time is written with ("kl. 13.25", "14 Uhr") say nothing more
  const t = text
    .trim()
    .split(/\s+/)
    .filter((w, i, all) => !(all.length > 1 && ['around', 'bound'].includes(words.get(w.toLowerCase().replace(/\.$/, '')) ?? '')))
    .join(' ');
  // "14 Uhr", "kl. 9": an hour alone, said to be one by the word beside it
  if (t !== text.trim() && /^\d{1,2}$/.test(t) && Number(t) <= 23) return Number(t) * 60;
  if (t.length > 14) return null;
  const low = t.toLowerCase();
  if (low === 'noon' || low === 'midday') return 12 * 60;
  if (low === 'midnight') return 0;
  for (const form of WHOLE) {
    const m = form.re.exec(t);
    if (!m) continue;
    let h = Number(m[1]);
    const min = form.meridiem === 2 || ('hourOnly' in form && form.hourOnly) ? 0 : Number(m[2]);
    if (min > 59) return null;
    if (form.meridiem) {
      if (h < 1 || h > 12) return null;
      const pm = /^p/i.test(m[form.meridiem]!);
      h = (h % 12) + (pm ? 12 : 0);
      return h * 60 + min;
    }
    if (h > 23) return null;
    const kind = clockLabelKind(label, words);
    // (a word said beside it, "kl. 13.25", says a clock as a label does)
    const said = text.trim().split(/\s+/).some((w, _, all) => all.length > 1 && words.get(w.toLowerCase().replace(/\.$/, '')) === 'around');
    if (kind === 'duration' || ('labelled' in form && kind !== 'clock' && !said)) return null;
    // "9h10" and "9:10" say a time of day only under a clock label; "09:10" and "19:05" also under no label
    if (kind === 'clock' || said || ((kind === null || kind === 'span') && /^\d{2}:\d{2}$/.test(t))) return h * 60 + min;
    return null;
  }
  return null;
}

/** How a column writes a length of time with one colon: minutes and seconds ("3:45" a song's) or hours and
 *  minutes ("2:35" a flight's block time). */
export type ColonOrder = 'ms' | 'hm';

/** A unit written after a colon length of time ("5:30 min", "1:20 hrs", "1:20 Stunden"): the order it says, by the
 *  unit table's spellings of minutes and hours (resources/units/units.tsv), or null. */
function colonUnitOrder(unit: string): ColonOrder | null {
  const symbol = findUnit(defaultUnits(), unit)?.symbol;
  return symbol === 'min' ? 'ms' : symbol === 'h' ? 'hm' : null;
}

const COLON_WITH_UNIT = /^\s*(\d{1,3}):([0-5]\d)\s*(\p{L}{1,7})\.?\s*$/u;
const COLON_TWO = /^\s*(\d{1,3}):([0-5]\d)\s*$/;
const COLON_THREE = /^\s*(\d{1,2}):([0-5]\d):([0-5]\d)\s*$/;

/**
 * What one value says of how its column writes lengths of time with one colon: "55:08" (the first number past 23)
 * and "5:30 min" are minutes and seconds; "1:05:30" beside two-part values says they leave out the hours, so they are
 * minutes and seconds too; "1:20 h" is hours and minutes. Nothing else says either.
 */
export function colonOrderEvidence(text: string): { ms: number; hm: number } {
  const unit = COLON_WITH_UNIT.exec(text);
  if (unit) {
    const o = colonUnitOrder(unit[3]!);
    return { ms: o === 'ms' ? 1 : 0, hm: o === 'hm' ? 1 : 0 };
  }
  const two = COLON_TWO.exec(text);
  if (two) return { ms: Number(two[1]) >= 24 ? 1 : 0, hm: 0 };
  const three = COLON_THREE.exec(text);
  return { ms: three && Number(three[1]) < 24 ? 1 : 0, hm: 0 };
}

/**
 * Minutes a whole value "H:MM" states as a length of time under a label naming one ("Block time: 2:35", "Crossing
 * time: 1:50"), or "MM:SS" where the first number is 24 or more ("Runtime: 55:08") or where its column writes
 * minutes and seconds (`order`, number-style.ts decides it from the column's other values or a header's "(m:ss)"),
 * or "H:MM:SS", or minutes and seconds with marks ("40'58\""), or null. A unit after it says which it is under any
 * label: "5:30 min" is five and a half minutes, "1:20 h" eighty.
 */
export function readClockDuration(text: string, label?: string, order?: ColonOrder): number | null {
  const unit = COLON_WITH_UNIT.exec(text);
  const unitOrder = unit ? colonUnitOrder(unit[3]!) : null;
  if (unitOrder) return unitOrder === 'ms' ? Number(unit![1]) + Number(unit![2]) / 60 : Number(unit![1]) * 60 + Number(unit![2]);
  const kind = clockLabelKind(label);
  if (kind !== 'duration' && kind !== 'span' && !order) return null;
  // minutes and seconds with marks under such a label are no feet and inches: "40'58\"", "3′45″"
  const marks = /^\s*(\d{1,3})\s*['′’]\s*([0-5]\d)\s*(?:["″”]|'')?\s*$/.exec(text);
  if (marks) return Number(marks[1]) + Number(marks[2]) / 60;
  // …and a minute mark alone is minutes: a film's "112'"
  const minutes = /^\s*(\d{1,3})\s*['′’]\s*$/.exec(text);
  if (minutes) return Number(minutes[1]);
  const three = COLON_THREE.exec(text);
  if (three) return Number(three[1]) * 60 + Number(three[2]) + Number(three[3]) / 60;
  const m = COLON_TWO.exec(text);
  if (!m) return null;
  // past 23 the first number counts minutes, not hours: an album's "55:08" is 55 minutes 8 seconds
  return Number(m[1]) >= 24 || order === 'ms' ? Number(m[1]) + Number(m[2]) / 60 : Number(m[1]) * 60 + Number(m[2]);
}

/** "875" minutes → "14:35". */
export function formatClockTime(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
