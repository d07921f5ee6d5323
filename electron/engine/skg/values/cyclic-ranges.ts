// A range of months or of weekdays written as its two ends ("June–September", "Jan–Mar", "May to June", "Mon–Fri")
// is the list of what lies between them, ends included and wrapping past the year's or week's end ("Nov–Feb"): a
// flowering season, an opening week or a timetable's days are asked about one month or day at a time ("which
// plants flower in July", "flights on Wednesdays"). Each member is written in full in English ("July", "Wednesday"),
// whichever language names it ("fre, søn", "juin–août").
import { monthNumber } from './dates.ts';
import { loadCalendarWords } from './calendar-words.ts';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The weekday a word names ("Wed", "Wednesday", "Thurs."), 1 = Monday; null for any other word. */
export function weekdayNumber(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 2) return null;
  const i = DAY_NAMES.findIndex((d) => {
    const day = d.toLowerCase();
    // a name or its first letters, at least two ("Mo", "Tue", "Thurs"), never another word ("sat" is Saturday, "sun" Sunday)
    return day === w || (w.length <= 5 && day.startsWith(w) && (w.length >= 3 || /^(mo|tu|we|th|fr|sa|su)$/.test(w)));
  });
  // (or its name in another language: "søn", "Freitag", resources/lang/<lang>/calendar.tsv)
  return i >= 0 ? i + 1 : loadCalendarWords().weekdays.get(w) ?? null;
}

const RANGE = /^\s*(\p{L}+\.?)\s*(?:[–—-]|\s(?:to|until|till|through|thru)\s)\s*(\p{L}+\.?)\s*$/iu;

/** Words that name a set of weekdays as a whole value ("Days: daily", "Open: weekdays"). */
const DAY_SETS: Record<string, [number, number]> = { daily: [1, 7], 'every day': [1, 7], 'all week': [1, 7], weekdays: [1, 5], 'week days': [1, 5], weekends: [6, 7], weekend: [6, 7] };

/** The members of a range of months or weekdays ("Jan–Mar" → January, February, March), or of a named set of
 *  weekdays ("daily", "weekdays"); null for anything else. */
export function cyclicRange(text: string): string[] | null {
  const set = DAY_SETS[text.trim().toLowerCase().replace(/\s+/g, ' ')];
  if (set) return walk(set[0], set[1], DAY_NAMES);
  const m = RANGE.exec(text);
  if (!m) return null;
  const [from, to] = [m[1]!, m[2]!];
  const months = [monthNumber(from), monthNumber(to)];
  // "May" alone is also a word and a name: a month range needs both ends to be months
  if (months[0] && months[1] && months[0] !== months[1]) return walk(months[0], months[1], MONTH_NAMES);
  const days = [weekdayNumber(from), weekdayNumber(to)];
  if (days[0] && days[1] && days[0] !== days[1]) return walk(days[0], days[1], DAY_NAMES);
  return null;
}

function walk(from: number, to: number, names: string[]): string[] {
  const out: string[] = [];
  for (let i = from; ; i = (i % names.length) + 1) {
    out.push(names[i - 1]!);
    if (i === to) break;
  }
  return out;
}

/** A month's or weekday's name in full ("Sep" → September), or null for any other word. */
export function fullName(word: string): string | null {
  const w = word.trim();
  const month = monthNumber(w);
  if (month) return MONTH_NAMES[month - 1]!;
  const day = weekdayNumber(w);
  return day ? DAY_NAMES[day - 1]! : null;
}

/**
 * Parts with each range of months or weekdays replaced by its members, and, in a list of two or more parts all
 * months or all weekdays, each written in full ("Mon, Wed, Fri" → Monday, Wednesday, Friday: one spelling for the
 * question to find); null when nothing changes. A name alone ("Jan", "Sun") is left as written.
 */
export function expandCyclicRanges(parts: readonly string[]): string[] | null {
  let any = false;
  const ranged = parts.flatMap((p) => {
    const r = cyclicRange(p);
    if (r) any = true;
    return r ?? [p];
  });
  const full = ranged.length >= 2 ? ranged.map(fullName) : [];
  if (full.length && full.every(Boolean) && (any || full.some((f, i) => f !== ranged[i]))) return full as string[];
  return any ? ranged : null;
}
