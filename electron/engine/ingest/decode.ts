// Bytes → text. UTF-8 (BOM stripped) and UTF-16 LE/BE with a BOM are read directly; UTF-16 without a BOM is
// recognised from its zero-byte pattern (text in Latin scripts has a zero in every other byte: the odd bytes for
// LE, the even ones for BE); anything that is not valid UTF-8 is detected with chardet and decoded with iconv-lite
// (Windows-1252 by default). Files with NUL bytes (outside UTF-16) or many control characters are binary,
// whatever their name; the reason says which test failed.

import chardet from 'chardet';
import iconv from 'iconv-lite';
import { quarryError } from '../errors.ts';

const SAMPLE = 64 * 1024;
/** Share of byte pairs with a zero in one position (and almost none in the other) that marks BOM-less UTF-16. */
const UTF16_ZERO_SHARE = 0.3;
const utf8 = new TextDecoder('utf-8', { fatal: true });

export interface DecodedText {
  text: string;
  encoding: string;
}

export function decodeText(bytes: Buffer): DecodedText {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return checked(bytes.subarray(3).toString('utf8'), 'utf-8');
  }
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) {
    return checked(iconv.decode(bytes.subarray(2), 'utf-16le'), 'utf-16le');
  }
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    return checked(iconv.decode(bytes.subarray(2), 'utf-16be'), 'utf-16be');
  }
  const sample = bytes.subarray(0, SAMPLE);
  const utf16 = utf16WithoutBom(sample);
  if (utf16) return checked(iconv.decode(bytes, utf16), utf16);
  const nul = sample.indexOf(0);
  if (nul >= 0) throw quarryError('FILE_BINARY', `binary content: NUL bytes (the first at byte ${nul}), and not UTF-16 text`);
  try {
    return checked(utf8.decode(bytes), 'utf-8');
  } catch {
    // not UTF-8: fall through to detection
  }
  const detected = (chardet.detect(sample) ?? '').toLowerCase();
  const encoding = detected && !detected.startsWith('utf') && iconv.encodingExists(detected) ? detected : 'windows-1252';
  return checked(iconv.decode(bytes, encoding), encoding);
}

/** 'utf-16le' / 'utf-16be' when the zero bytes sit (almost) only in odd / even positions; else null. */
export function utf16WithoutBom(sample: Buffer): 'utf-16le' | 'utf-16be' | null {
  const pairs = Math.floor(sample.length / 2);
  if (pairs < 2) return null;
  let evenZero = 0;
  let oddZero = 0;
  let bothZero = 0;
  for (let i = 0; i + 1 < sample.length; i += 2) {
    const a = sample[i] === 0;
    const b = sample[i + 1] === 0;
    if (a && b) bothZero++;
    else if (a) evenZero++;
    else if (b) oddZero++;
  }
  if (bothZero > pairs * 0.02) return null; // runs of NUL: binary, not text
  if (oddZero >= pairs * UTF16_ZERO_SHARE && evenZero <= oddZero * 0.05) return 'utf-16le';
  if (evenZero >= pairs * UTF16_ZERO_SHARE && oddZero <= evenZero * 0.05) return 'utf-16be';
  return null;
}

function checked(text: string, encoding: string): DecodedText {
  const sample = text.length > SAMPLE ? text.slice(0, SAMPLE) : text;
  let control = 0;
  let replacement = 0;
  let nul = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if (c === 0) nul++;
    else if (c === 0xfffd) replacement++;
    else if ((c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12 && c !== 27) || c === 0x7f) control++;
  }
  if (nul > 0) throw quarryError('FILE_BINARY', `binary content: NUL characters even when read as ${encoding}`);
  if (sample.length > 0 && (control + replacement) / sample.length > 0.05) {
    const what = replacement > control ? 'invalid byte sequences' : 'control characters';
    throw quarryError('FILE_BINARY', `binary content: ${control + replacement} ${what} in the first ${sample.length} characters (read as ${encoding})`);
  }
  return { text, encoding };
}
