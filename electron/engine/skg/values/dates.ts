// Dates written in spec sheets and prose: "2023, March 15", "Released 2022, October", "15 March 2023",
// "March 15th, 2023", "Jun 2021", "2021-06-15", "31/03/2010". Bare years ("Exp. announcement 2024") are decided
// by parse-value, which knows the entry and the other numbers.
import { isStopWord } from '../../tkg/stop-words.ts';
import { loadCalendarWords } from './calendar-words.ts';

export interface DateParts {
  year: number;
  month?: number;
  day?: number;
}

/** A date as the number yyyymmdd, so dates compare, sort and range as numbers (q:hasDay). */
export const dayNumber = (y: number, m: number, d: number): number => y * 10_000 + m * 100 + d;

export interface DateMatch extends DateParts {
  start: number;
  end: number;
}

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, feb: 2, february: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5, jun: 6, june: 6,
  jul: 7, july: 7, aug: 8, august: 8, sep: 9, sept: 9, september: 9, oct: 10, october: 10, nov: 11,
  november: 11, dec: 12, december: 12,
};
const EN_MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec';
// (a day may end in a dot, as German writes it: "20. Februar 2021")
const ORD = '(?:st|nd|rd|th|\\.)?';
const YEAR = '((?:19|20)\\d\\d)';
/** A year of a date that names its day and month ("10 December 1815", "November 23, 1789"): any of the millennium. */
const DAY_YEAR = '((?:1\\d|20)\\d\\d)';
const B = '(?<![\\p{L}\\d])';
const E = '(?![\\p{L}\\d])';

/** The order of day and month in a writer's numeric dates: day first ("26/11/1992") or month first ("11/26/1992"). */
export type DateOrder = 'dmy' | 'mdy';

type Build = (m: RegExpExecArray, order?: DateOrder) => DateParts | null;
/** The date patterns for the month names known now (English and resources/lang/<lang>/calendar.tsv), built once per
 *  change of those files. */
let built: { key: string; patterns: Array<{ re: RegExp; build: Build }>; dayMonth: RegExp } | null = null;

function datePatterns(): { patterns: Array<{ re: RegExp; build: Build }>; dayMonth: RegExp } {
  const cal = loadCalendarWords();
  if (built && built.key === cal.key) return built;
  const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const others = [...cal.months.keys()].filter((w) => MONTHS[w] === undefined).sort((a, b) => b.length - a.length).map(escape);
  const MONTH = `(${[EN_MONTHS, ...others].join('|')})\\.?`;
  const patterns: Array<{ re: RegExp; build: Build }> = [
  { re: new RegExp(`${B}${YEAR}-(\\d{1,2})-(\\d{1,2})(?:${E}|(?=T\\d))`, 'giu'), build: (m) => ({ year: +m[1]!, month: +m[2]!, day: +m[3]! }) },
  { re: new RegExp(`${B}${YEAR},?\\s+${MONTH}(?:\\s+(\\d{1,2})${ORD})?${E}`, 'giu'), build: (m) => ({ year: +m[1]!, month: monthOf(m[2]!), ...(m[3] ? { day: +m[3] } : {}) }) },
  { re: new RegExp(`${B}(\\d{1,2})${ORD}\\s+(?:of\\s+)?${MONTH},?\\s+${DAY_YEAR}${E}`, 'giu'), build: (m) => ({ year: +m[3]!, month: monthOf(m[2]!), day: +m[1]! }) },
  { re: new RegExp(`${B}${MONTH}\\s+(\\d{1,2})${ORD},?\\s+${DAY_YEAR}${E}`, 'giu'), build: (m) => ({ year: +m[3]!, month: monthOf(m[1]!), day: +m[2]! }) },
  {
    // Numeric dates: with dots always day first ("01.02.2024" is 1 February: the dotted form is the day-first
    // convention's, no month-first writer uses it); with slashes or dashes when unambiguous (one side above 12) or
    // equal, else in the order the writer's other dates show (`order`, values/number-style.ts: "12/11/2006" on a page
    // that also writes "06/30/2027" is 11 December).
    re: new RegExp(`${B}(\\d{1,2})([./-])(\\d{1,2})\\2${YEAR}${E}`, 'gu'),
    build: (m, order) => {
      const a = +m[1]!, b = +m[3]!, year = +m[4]!;
      if (m[2] === '.' && b <= 12) return { year, month: b, day: a };
      if (a > 12 && b <= 12) return { year, month: b, day: a };
      if (b > 12 && a <= 12) return { year, month: a, day: b };
      if (a === b) return { year, month: a, day: a };
      if (order === 'dmy') return { year, month: b, day: a };
      if (order === 'mdy') return { year, month: a, day: b };
      return null;
    },
  },
  { re: new RegExp(`${B}${MONTH},?\\s+${YEAR}${E}`, 'giu'), build: (m) => ({ year: +m[2]!, month: monthOf(m[1]!) }) },
  ];
  /** "6 April", "1st of March": a day and month without a year; their numbers are not quantities. */
  const dayMonth = new RegExp(`${B}(\\d{1,2})${ORD}\\s+(?:of\\s+)?${MONTH}${E}|${B}${MONTH}\\s+(\\d{1,2})${ORD}${E}`, 'giu');
  built = { key: cal.key, patterns, dayMonth };
  return built;
}


function valid(d: DateParts): boolean {
  if (d.month !== undefined && (d.month < 1 || d.month > 12)) return false;
  if (d.day !== undefined) {
    if (d.month === undefined || d.day < 1) return false;
    const days = new Date(Date.UTC(d.year, d.month, 0)).getUTCDate();
    if (d.day > days) return false;
  }
  return true;
}

/** The month a word names ("March", "Sept."), or null. */
export function monthNumber(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, '');
  return MONTHS[w] ?? loadCalendarWords().months.get(w) ?? null;
}

/** Letters a month's short form has at least, read by the start of its name. */
const MONTH_PREFIX_MIN = 3;

/** The month whose name, in any language the calendars know, a short form begins ("mag" of maggio, "ago" of agosto:
 *  forms the calendars leave out because they are English words too); null where it begins none or several months'
 *  names. Read only where months are known to be meant: a table's columns among other months (context.ts). */
export function monthOfShortForm(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < MONTH_PREFIX_MIN || !/^\p{L}+$/u.test(w)) return null;
  const found = new Set<number>();
  for (const [name, m] of [...Object.entries(MONTHS), ...loadCalendarWords().months]) if (name.length > w.length && name.startsWith(w)) found.add(m);
  return found.size === 1 ? [...found][0]! : null;
}

/** English weekday names and their short forms (1 = Monday … 7 = Sunday); other languages' are calendar words. */
const EN_WEEKDAYS: Record<string, number> = {
  monday: 1, mon: 1, tuesday: 2, tue: 2, tues: 2, wednesday: 3, wed: 3, thursday: 4, thu: 4, thur: 4, thurs: 4,
  friday: 5, fri: 5, saturday: 6, sat: 6, sunday: 7, sun: 7,
};

/** The weekday a word names ("Monday", "Sat.", "fre"), 1 = Monday … 7 = Sunday, or null. */
export function weekdayNumber(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, '');
  return EN_WEEKDAYS[w] ?? loadCalendarWords().weekdays.get(w) ?? null;
}

/** The month of a name a date pattern matched (English or a calendar word). */
function monthOf(word: string): number {
  return monthNumber(word) ?? 0;
}

/** Every full or month-year date in `text`, in order, without overlaps; `order` reads numeric dates whose day and
 *  month could be either (without it they are no dates). */
export function findDates(text: string, order?: DateOrder): DateMatch[] {
  const found: DateMatch[] = [];
  const overlaps = (s: number, e: number) => found.some((f) => s < f.end && e > f.start);
  for (const { re, build } of datePatterns().patterns) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const d = build(m, order);
      const start = m.index, end = m.index + m[0].length;
      if (!d || !valid(d) || overlaps(start, end)) continue;
      found.push({ ...d, start, end });
    }
  }
  // a full date's weekday before it and its time of day after it belong to it ("Sat, 23 Jan 2023 00:36:41 +0100",
  // RFC 2822; "2023-01-23T00:36:41Z", ISO 8601): their numbers are no quantities, their comma splits no list
  for (const f of found) {
    if (f.day === undefined) continue;
    const wd = WEEKDAY_BEFORE.exec(text.slice(Math.max(0, f.start - 14), f.start));
    if (wd) f.start -= wd[0].length;
    const time = TIME_AFTER.exec(text.slice(f.end));
    if (time) f.end += time[0].length;
  }
  return found.sort((a, b) => a.start - b.start);
}

const WEEKDAY_BEFORE = /(?<![\p{L}\d])(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|urday|rsday)?\.?,?\s*$/iu;
const TIME_AFTER = /^(?:,?\s+|T)\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s*(?:[+-]\d{2}:?\d{2}|Z|UTC|GMT)(?![\p{L}\d]))?/u;

/** Spans of day-month mentions without a year ("before 6 April"). */
export function findDayMonthSpans(text: string): Array<{ start: number; end: number }> {
  const spans: Array<{ start: number; end: number }> = [];
  const DAY_MONTH = datePatterns().dayMonth;
  DAY_MONTH.lastIndex = 0;
  for (let m = DAY_MONTH.exec(text); m; m = DAY_MONTH.exec(text)) {
    const day = +(m[1] ?? m[4] ?? '0');
    if (day >= 1 && day <= 31) spans.push({ start: m.index, end: m.index + m[0].length });
  }
  return spans;
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** Day-month dates without a year ("Sat 17 May", "17 May", "May 17"), with the weekday written before, if any
 *  (0 = Sunday). */
export function findYearlessDates(text: string): Array<{ day: number; month: number; weekday: number | null; start: number; end: number }> {
  const out: Array<{ day: number; month: number; weekday: number | null; start: number; end: number }> = [];
  const DAY_MONTH = datePatterns().dayMonth;
  DAY_MONTH.lastIndex = 0;
  for (let m = DAY_MONTH.exec(text); m; m = DAY_MONTH.exec(text)) {
    const day = +(m[1] ?? m[4] ?? '0');
    const month = monthOf(m[2] ?? m[3] ?? '');
    if (day < 1 || day > 31 || !month) continue;
    const wd = WEEKDAY_BEFORE.exec(text.slice(Math.max(0, m.index - 14), m.index));
    const weekday = wd ? WEEKDAYS.indexOf(wd[0].trim().toLowerCase().slice(0, 3)) : -1;
    out.push({ day, month, weekday: weekday >= 0 ? weekday : null, start: m.index - (wd ? wd[0].length : 0), end: m.index + m[0].length });
  }
  return out;
}

/**
 * The year of a date written without one, in a document whose dates state `year`: that year, or where a weekday is
 * written the one of the year before, that year and the year after whose date falls on it ("Sat 17 May" beside
 * 2025 dates is 17 May 2025, a Saturday); null where the weekday fits none, or the day is no day of the month.
 */
export function yearOfYearless(d: { day: number; month: number; weekday: number | null }, year: number): number | null {
  const fits = (y: number) => {
    const date = new Date(Date.UTC(y, d.month - 1, d.day));
    return date.getUTCMonth() === d.month - 1 && (d.weekday === null || date.getUTCDay() === d.weekday);
  };
  if (d.weekday === null) return fits(year) ? year : null;
  return [year, year - 1, year + 1].find(fits) ?? null;
}

/** Share of a document's dated values that must state one year for it to be the document's year. */
const DOCUMENT_YEAR_SHARE = 0.6;

/** The year a document's dates state, most of them ("Fri 16 May 2025", "Year: 2025" under a date label), or null. */
export function documentYear(rows: Iterable<{ key: string; value: string }>): number | null {
  const counts = new Map<number, number>();
  let all = 0;
  for (const r of rows) {
    const years = findDates(r.value).map((d) => d.year);
    if (!years.length && DATE_ENTRY.test(r.key) && /^\s*(?:19|20)\d\d\s*$/.test(r.value)) years.push(+r.value.trim());
    for (const y of years) {
      counts.set(y, (counts.get(y) ?? 0) + 1);
      all++;
    }
  }
  const top = [...counts].sort((a, b) => b[1] - a[1])[0];
  return top && top[1] >= DOCUMENT_YEAR_SHARE * all ? top[0] : null;
}

/** Words that make a bare four-digit number a year: "Released 2019", "Exp. announcement 2024", "in 2019". */
export const YEAR_CONTEXT = /(?:^|[^\p{L}])(?:released?|announced?|announcement|launch(?:ed)?|launches|expected|exp\.|available|availability|introduced|discontinued|cancelled|since|until|till|year|status|in|from|before|after|by|during|q[1-4]|h[12]|fy|model year|my)\s*[,:]?\s*$/iu;

/** Entries whose bare numbers are years. */
export const DATE_ENTRY = /year|date|release|launch|announc|status|introduc|available|availability|discontinu|founded|built|established|born|since/i;

/** A label ending in a past participle ("Opened", "Year renovated", "First listed"): when it happened. A value that is
 *  only a year under it is that date, to the year ("Opened: 1998"), as under "Founded". Never "Speed" or "Seed". */
export function participleLabel(entry: string): boolean {
  // (a preposition after it belongs to the date: "Opened in", "Built on")
  const words = entry.trim().split(/[\s_]+/);
  while (words.length > 1 && isStopWord(words[words.length - 1]!)) words.pop();
  const last = words.pop() ?? '';
  return last.length >= 5 && /^\p{L}+[^e\P{L}]ed$/iu.test(last);
}

/** A bare four-digit number read as a year: one of the last or this century, or — where the entry itself is a date
 *  and the value is nothing but the year ("Year built: 1882", "Founded: 1755") — any year of the last millennium. */
export function isYearNumber(text: string, value: number, historic = false): boolean {
  return /^\d{4}$/.test(text) && value >= (historic ? 1000 : 1900) && value <= (historic ? 2199 : 2099);
}

/** Numeric dates with slashes or dashes: what they show of their writer's order (`dmy`, `mdy`: a side above 12) and
 *  how many could be either (`ambiguous`: both sides 12 or below and unequal). */
const NUMERIC_DATE = /(?<![\p{L}\d])(\d{1,2})([/-])(\d{1,2})\2(?:19|20)\d\d(?![\p{L}\d])/gu;
export function numericDateEvidence(text: string): { dmy: number; mdy: number; ambiguous: number } {
  const e = { dmy: 0, mdy: 0, ambiguous: 0 };
  if (!/\d[/-]\d/.test(text)) return e;
  for (const m of text.matchAll(NUMERIC_DATE)) {
    const a = +m[1]!, b = +m[3]!;
    if (a > 31 || b > 31 || a < 1 || b < 1) continue;
    if (a > 12 && b <= 12) e.dmy++;
    else if (b > 12 && a <= 12) e.mdy++;
    else if (a !== b && a <= 12 && b <= 12) e.ambiguous++;
  }
  return e;
}
