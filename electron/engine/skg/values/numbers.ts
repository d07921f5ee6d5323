// Finds the numbers written anywhere in a value: "5,000", "1,234.50", "122,03", "1.234,50", "~405", "-20".
// Numbers that are part of a name or code ("MT6739", "Galaxy S23", "5G", "2nd", "SM-G991B") are skipped, and
// dotted versions ("7.1.1") are reported separately because they are not quantities.

export interface NumberToken {
  value: number;
  /** The characters of the number as written (sign and separators included). */
  text: string;
  start: number;
  end: number;
}

export interface VersionToken {
  text: string;
  start: number;
  end: number;
}

export interface NumberScan {
  numbers: NumberToken[];
  versions: VersionToken[];
  /** "20:9", "10:30", "1/2.55": ratios, clock times and fractions. */
  ratios: VersionToken[];
}

const isDigit = (ch: string | undefined): boolean => ch !== undefined && ch >= '0' && ch <= '9';
const isLetter = (ch: string | undefined): boolean => ch !== undefined && /\p{L}/u.test(ch);
/** Thin and no-break spaces and apostrophes group thousands ("5 000", "1'000"); a plain space never does. */
const GROUP_CHARS = new Set(['\u00A0', '\u202F', '\u2009', "'", '’']);
const MINUS = new Set(['-', '−']);
/** Fractions written as one character ("½ cup", "70¾ in"). */
const VULGAR: Record<string, number> = {
  '½': 1 / 2, '⅓': 1 / 3, '⅔': 2 / 3, '¼': 1 / 4, '¾': 3 / 4, '⅕': 1 / 5, '⅖': 2 / 5, '⅗': 3 / 5, '⅘': 4 / 5,
  '⅙': 1 / 6, '⅚': 5 / 6, '⅛': 1 / 8, '⅜': 3 / 8, '⅝': 5 / 8, '⅞': 7 / 8,
};
/** A proper fraction of small numbers after a whole number and a space ("70 3/4"): a mixed number. */
const MIXED_FRACTION = /^ (\d{1,2})\/(\d{1,2})(?![\d/.,:])/;
/** A proper fraction standing alone and followed by a word ("3/4 in", "1/2 cup"). */
const UNIT_FRACTION = /^(\d{1,2})\/(\d{1,2}) ?(?=\p{L})/u;
/** Halves, thirds, quarters and the binary parts of inches and cups: "3/10" is a score, "2/4" two of four. */
const FRACTION_DENOMINATORS = new Set([2, 3, 4, 8, 16, 32, 64]);
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
const properFraction = (m: RegExpExecArray | null): number | null => {
  if (!m) return null;
  const a = Number(m[1]);
  const b = Number(m[2]);
  return a >= 1 && a < b && FRACTION_DENOMINATORS.has(b) && gcd(a, b) === 1 ? a / b : null;
};

/** Codes like "MT6739", "CDMA2000", "A15", "Helio-P22", "v2.0": letters glued to the left of the digits. */
const CURRENCY_CODE_BEFORE = /(?:^|[^\p{L}])(?:eur|usd|gbp|inr|rs|chf|aud|cad|jpy|cny)$/iu;
function gluedToWordOnLeft(text: string, start: number): boolean {
  const prev = text[start - 1];
  // "1080x2400", "1x3.0 GHz": an x between digits separates numbers.
  if ((prev === 'x' || prev === 'X') && isDigit(text[start - 2])) return false;
  if (isLetter(prev)) return !CURRENCY_CODE_BEFORE.test(text.slice(Math.max(0, start - 6), start));
  if ((prev === '-' || prev === '_') && isLetter(text[start - 2])) return true;
  return prev === '_';
}

function countDigits(text: string, from: number): number {
  let n = 0;
  while (isDigit(text[from + n])) n++;
  return n;
}

/**
 * Read one number starting at `start` (a digit, or '.' followed by a digit). Returns the end index, the
 * numeric value, and whether it is a dotted version.
 */
function readNumber(text: string, start: number, opts: ScanOptions = {}): { end: number; value: number; version: boolean } {
  let i = start;
  const intDigits = countDigits(text, i);
  let intPart = text.slice(i, i + intDigits);
  i += intDigits;

  // Groups of exactly three digits after ',' (or a thin space / apostrophe) are thousands: "5,000", "200,000.01".
  let groupSep: string | null = null;
  // a lone leading zero is never grouped: "0,545 kg" is a decimal comma
  const zero = intPart === '0';
  while (intDigits > 0 && intDigits <= 3 && !zero) {
    const sep = text[i];
    const isGroupSep = (sep === ',' && !(opts.dotGroups === true && !/\d\.\d/.test(text))) || GROUP_CHARS.has(sep ?? '') || (opts.spaceGroups === true && sep === ' ');
    if (!isGroupSep || (groupSep !== null && sep !== groupSep)) break;
    const n = countDigits(text, i + 1);
    if (n !== 3) break;
    intPart += text.slice(i + 1, i + 4);
    groupSep = sep;
    i += 4;
  }

  // European thousands dot: "1.234,50" or "1.234.567".
  if (groupSep === null && text[i] === '.' && countDigits(text, i + 1) === 3 && intDigits <= 3 && intDigits > 0 && !zero) {
    const after = i + 4;
    // the page's convention (values/number-style.ts) may say one dot group is a group too: "14.076 km"
    const single = opts.dotGroups === true && text[after] !== '.' && !(text[after] === ',' && isDigit(text[after + 1]));
    if (single || (text[after] === ',' && isDigit(text[after + 1])) || (text[after] === '.' && countDigits(text, after + 1) === 3 && !isDigit(text[after + 4]))) {
      let j = i;
      while (text[j] === '.' && countDigits(text, j + 1) === 3) {
        intPart += text.slice(j + 1, j + 4);
        j += 4;
      }
      i = j;
      groupSep = '.';
    }
  }

  let fracPart = '';
  const decimalSep = text[i];
  if (decimalSep === '.' && groupSep !== '.' && isDigit(text[i + 1])) {
    const n = countDigits(text, i + 1);
    // "7.1.1" is a version, not a number.
    if (text[i + 1 + n] === '.' && isDigit(text[i + 2 + n])) {
      let j = i + 1 + n;
      while (text[j] === '.' && isDigit(text[j + 1])) j += 1 + countDigits(text, j + 1);
      return { end: j, value: Number.NaN, version: true };
    }
    fracPart = text.slice(i + 1, i + 1 + n);
    i += 1 + n;
  } else if (decimalSep === ',' && groupSep !== ',' && isDigit(text[i + 1])) {
    // Decimal comma: "122,03", "0,5" (one or two digits, not followed by another ",digit" list item).
    const n = countDigits(text, i + 1);
    const after = i + 1 + n;
    if ((n <= 2 || zero || (opts.dotGroups === true && n === 3)) && !(text[after] === ',' && isDigit(text[after + 1]))) {
      fracPart = text.slice(i + 1, after);
      i = after;
    }
  } else if (decimalSep === ',' && groupSep === '.' && isDigit(text[i + 1])) {
    const n = countDigits(text, i + 1);
    fracPart = text.slice(i + 1, i + 1 + n);
    i += 1 + n;
  }
  const value = Number.parseFloat(`${intPart || '0'}${fracPart ? `.${fracPart}` : ''}`);
  return { end: i, value, version: false };
}

/** How separators read where the page's convention is known (values/number-style.ts). */
export interface ScanOptions {
  /** One dot followed by three digits groups thousands: "14.076" is 14076 — and so a comma before three digits is a
   *  decimal comma where the value has no dot ("2,676" beside "0,982" and "1,49" is 2.676). */
  dotGroups?: boolean;
  /** A plain space groups thousands: "77 250" is 77250. */
  spaceGroups?: boolean;
}

/** Every number in `text`, in order, with its character range. */
export function scanNumbers(text: string, opts: ScanOptions = {}): NumberScan {
  const numbers: NumberToken[] = [];
  const versions: VersionToken[] = [];
  const ratios: VersionToken[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    // a fraction of one character, alone ("½ cup") or after a whole number ("70¾", "70 ¾" read there)
    if (ch !== undefined && VULGAR[ch] !== undefined && !isDigit(text[i - 1]) && !(text[i - 1] === ' ' && isDigit(text[i - 2]))) {
      numbers.push({ value: VULGAR[ch], text: ch, start: i, end: i + 1 });
      i++;
      continue;
    }
    const startsNumber = isDigit(ch) || (ch === '.' && isDigit(text[i + 1]) && !isDigit(text[i - 1]));
    if (!startsNumber) {
      i++;
      continue;
    }
    if (gluedToWordOnLeft(text, i)) {
      // Skip the whole code ("MT6739", "CDMA2000", "P30").
      while (i < text.length && (isDigit(text[i]) || isLetter(text[i]) || text[i] === '.' && isDigit(text[i + 1]))) i++;
      continue;
    }
    // Optical formats and other fractions with a decimal denominator ("1/1.56\"", "1/2.55") are not quantities.
    const fraction = /^\d{1,2}\/\d{1,2}\.\d+/.exec(text.slice(i, i + 12));
    if (fraction && text[i - 1] !== '/') {
      ratios.push({ text: fraction[0], start: i, end: i + fraction[0].length });
      i += fraction[0].length;
      continue;
    }
    // a proper fraction before a unit word is a quantity ("3/4 in"; "1/2" alone may be a ratio or a score)
    const alone = text[i - 1] === '/' ? null : properFraction(UNIT_FRACTION.exec(text.slice(i, i + 12)));
    if (alone !== null) {
      const len = text.slice(i).indexOf('/') + 1 + countDigits(text, i + text.slice(i).indexOf('/') + 1);
      numbers.push({ value: alone, text: text.slice(i, i + len), start: i, end: i + len });
      i += len;
      continue;
    }
    // Ratios and clock times ("20:9", "10:30") are not quantities.
    const ratio = /^\d{1,4}:\d{1,4}(?!\d)/.exec(text.slice(i, i + 10));
    if (ratio && text[i - 1] !== ':') {
      ratios.push({ text: ratio[0], start: i, end: i + ratio[0].length });
      i += ratio[0].length;
      continue;
    }
    const read = readNumber(text, i, opts);
    if (read.version) {
      versions.push({ text: text.slice(i, read.end), start: i, end: read.end });
      i = read.end;
      continue;
    }
    let start = i;
    let value = read.value;
    const prev = text[i - 1];
    // A minus sign counts only at the start or after a space/bracket, never between two numbers ("10-20").
    if (prev !== undefined && MINUS.has(prev)) {
      const before = text[i - 2];
      if (before === undefined || before === ' ' || before === '(' || before === '[') {
        const lastNum = numbers[numbers.length - 1];
        const between = lastNum ? text.slice(lastNum.end, i - 1) : '';
        if (!lastNum || !/^\s*$/.test(between)) {
          start = i - 1;
          value = -value;
        }
      }
    }
    // a whole number and a fraction after it are one number: "70 3/4", "70¾", "70 ¾"
    let end = read.end;
    if (!/[.,]/.test(text.slice(i, read.end)) && text[i - 1] !== '/') {
      const mixed = MIXED_FRACTION.exec(text.slice(end, end + 8));
      const part = properFraction(mixed);
      const glyph = text[end] === ' ' ? text[end + 1] : text[end];
      if (part !== null && mixed) {
        value += Math.sign(value || 1) * part;
        end += mixed[0].length;
      } else if (glyph !== undefined && VULGAR[glyph] !== undefined) {
        value += Math.sign(value || 1) * VULGAR[glyph];
        end += text[end] === ' ' ? 2 : 1;
      }
    }
    // Ordinals and codes glued on the right ("2nd", "5G", "4K") are handled by the caller's unit check.
    numbers.push({ value, text: text.slice(start, end), start, end });
    i = end;
  }
  return { numbers, versions, ratios };
}
