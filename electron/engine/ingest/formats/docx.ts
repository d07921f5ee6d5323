// DOCX → outline: mammoth converts the document to HTML, which then takes the HTML path (headings,
// tables, lists survive). A file that is not a readable DOCX zip is FILE_CORRUPT. mammoth is loaded with the first
// DOCX file: every parse worker (and the indexer's own thread, through parse.ts) loads this module, and mammoth took
// ~0.2 s of each one's start, before its first file, in folders that hold no DOCX at all.

import { quarryError } from '../../errors.ts';
import type { Outline } from '../units.ts';
import { htmlOutline } from './html.ts';

export async function docxOutline(bytes: Buffer): Promise<Outline> {
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) throw quarryError('FILE_CORRUPT', 'not a zip archive');
  const mammoth = (await import('mammoth')).default;
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer: bytes })).value;
  } catch (e) {
    throw quarryError('FILE_CORRUPT', `DOCX cannot be read: ${e instanceof Error ? e.message : String(e)}`, e);
  }
  return htmlOutline(html, { useTitleTag: false });
}
