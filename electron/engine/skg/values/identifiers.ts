// Identifiers: one word of letters and digits joined by "-", "+", ".", ":", "~" or "_" that names something — a
// version ("5.2.15-2", "1:2.39.5-0+deb12u3", "3.0.19-1~deb12u2"), a licence ("GPL-3+", "MPL-2.0"), a model or
// part code ("SM-G991B", "x86-64"). Its digits are no quantity: "5.2.15-2" is not the number 2, "GPL-3+" not
// "3 or more". A word that is a number with its unit ("5.5-inch", "2.4-5GHz"), a number-word compound ("8-core",
// "3-bedroom"), a range ("10-20", "1.5-2") or a date is no identifier. A run of thirteen digits or more with no
// group separators ("985112050458284", a transponder, a barcode, an IMEI) is a code: no quantity is written so; so
// is a room's or gate's code of capitals and a number ("HB 3.21"), a sail's or flight's ("GBR 5385", "SK 4033"), a
// grid reference ("SH 6640 5960"), and
// an archive's file reference of parts joined by slashes ("BRO/D/124").

const SHAPE = /^[\p{L}\d]+(?:[-.:+~_][\p{L}\d]+)*\+?$/u;
/** "5.5-inch", "8-core", "12-month": a number, a hyphen and a word. */
const NUMBER_WORD = /^[-+]?\d[\d.,]*-?\p{L}+$/u;
/** "985112050458284": digits only, thirteen or more, ungrouped. */
const DIGIT_CODE = /^\d{13,}$/;
/** "10-20", "1.5-2": two numbers, the second larger — a range. */
const RANGE = /^(\d+(?:\.\d+)?)[-~](\d+(?:\.\d+)?)$/;

/** "HB 3.21", "B 1.05", "LT 2-04": a code of capitals, a space and a number with a joiner, as rooms and gates are
 *  numbered (a currency before an amount, "EUR 3.21", is money before this is asked; a unit written before its
 *  number in capitals, "KG 3.5", would read as a code). */
const CAPITALS_AND_NUMBER = /^\p{Lu}{1,4}\s\d+[-.:]\d+[\p{L}\d]*$/u;
/** "GBR 5385", "SK 4033", "ISO 9001": two to four capitals, a space and three digits or more, as sail, flight and
 *  standard numbers are written, or several such groups, as a grid reference is ("SH 6640 5960", "NN 166 712") (a
 *  currency before its number, "EUR 500", is money, never asked; as for room codes, a unit written before its number
 *  in capitals, "KG 350", reads as a code; two digits, "FSK 16", "PG 13", stay a number). */
const CAPITALS_CODE = /^\p{Lu}{2,4}(?:\s\d{3,})+$/u;

/** "BRO/D/124", "BRO/SC/11/2/1": three or more parts of capitals and digits joined by slashes, the first all capitals
 *  and one with a digit, as archives number their files (a date, "12/03/2025", a fraction, "3/4", and a list of bands,
 *  "5G/4G/3G", start with no part of capitals alone; a planning office's "25/00283/LBC" starts as a date does and stays
 *  what the rest of the library reads it as). */
const SLASHED_CODE = /^\p{Lu}+(?:\/[\p{Lu}\d]+){2,}$/u;

export function identifierShaped(text: string): boolean {
  const t = text.trim();
  if (DIGIT_CODE.test(t) && t.length <= 24) return true;
  if (SLASHED_CODE.test(t) && t.length <= 32) {
    const parts = t.split('/');
    if (parts.some((p) => /^\p{Lu}+$/u.test(p)) && parts.some((p) => /\d/.test(p))) return true;
  }
  if (CAPITALS_AND_NUMBER.test(t) || CAPITALS_CODE.test(t)) return true;
  if (t.length < 3 || t.length > 64 || !SHAPE.test(t) || !/\d/.test(t)) return false;
  const joiners = (t.match(/[-.:+~_]/g) ?? []).length;
  if (joiners === 0) return false;
  if (/\p{L}/u.test(t)) return !NUMBER_WORD.test(t);
  // digits only: a version needs more than one joiner ("5.0-5", "2.7.6", "1:2.3"), and is not a range; a number with
  // a plus after it is that many or more ("12+", "18+": an age rating, a count), no version
  if (/^\d+\+$/.test(t)) return false;
  const r = RANGE.exec(t);
  if (r && Number(r[2]) > Number(r[1])) return false;
  return joiners >= 2 || /[:~+]/.test(t);
}

/** A telephone number in its international form: "+", a country code and groups of digits ("+44 113 496 0732",
 *  "+33 4 96 12 34 56", "+1 (212) 555-0182"), 7 to 15 digits in all. */
function isPhoneNumber(t: string): boolean {
  if (!/^\+\d{1,3}(?:[\s.-]*\(?\d+\)?)+$/.test(t) || !/\d[\s.()-]+\d/.test(t)) return false;
  const digits = t.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** An e-mail address, a URL or a telephone number written alone: matched whole, never by the words or digits inside it. */
export function isAddress(text: string): boolean {
  const t = text.trim();
  return /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(t) || /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S+$/i.test(t) || isPhoneNumber(t);
}

/** A code's form: runs of letters as A, of digits as 9, joiners kept ("INV-0001" → "A-9", "HR134043024" → "A9",
 *  "ED-H001" and "GL-H01" both "A-A9"): codes of one kind of thing, however each register letters them. */
export function codeForm(v: string): string {
  return v.trim().replace(/\p{L}+/gu, 'A').replace(/\d+/g, '9');
}

/** A code's scheme: its letters and joiners as written, each digit a 9 ("OB-019" → "OB-999", "HR-3001" → "HR-9999"):
 *  the codes one register issues. */
export function codeScheme(v: string): string {
  return v.trim().toUpperCase().replace(/\d/g, '9');
}
