// Bytes → text. UTF-8 (BOM stripped) and UTF-16 LE/BE with a BOM are read directly; anything that is not
// valid UTF-8 is detected with chardet and decoded with iconv-lite (Latin-1/Windows-1252 by default).
// Files with NUL bytes or many control characters are binary, whatever their extension.

import chardet from 'chardet';
import iconv from 'iconv-lite';
import { quarryError } from '../errors.ts';

const SAMPLE = 64 * 1024;
const utf8 = new TextDecoder('utf-8', { fatal: true });

export function decodeText(bytes: Buffer): { text: string; encoding: string } {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return checked(bytes.subarray(3).toString('utf8'), 'utf-8');
  }
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) {
    return checked(iconv.decode(bytes.subarray(2), 'utf-16le'), 'utf-16le');
  }
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    return checked(iconv.decode(bytes.subarray(2), 'utf-16be'), 'utf-16be');
  }
  if (bytes.subarray(0, SAMPLE).includes(0)) throw quarryError('FILE_BINARY', 'contains NUL bytes');
  try {
    return checked(utf8.decode(bytes), 'utf-8');
  } catch {
    // not UTF-8: fall through to detection
  }
  const detected = (chardet.detect(bytes.subarray(0, SAMPLE)) ?? '').toLowerCase();
  const encoding = detected && !detected.startsWith('utf') && iconv.encodingExists(detected) ? detected : 'windows-1252';
  return checked(iconv.decode(bytes, encoding), encoding);
}

function checked(text: string, encoding: string): { text: string; encoding: string } {
  const sample = text.length > SAMPLE ? text.slice(0, SAMPLE) : text;
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) || c === 0xfffd || c === 0x7f) control++;
  }
  if (sample.length > 0 && (control / sample.length > 0.05 || sample.includes('\u0000'))) {
    throw quarryError('FILE_BINARY', `${control} control characters in the first ${sample.length}`);
  }
  return { text, encoding };
}
