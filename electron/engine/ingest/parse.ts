// Entry point of the ingest parsers: one file (path + bytes) → ParsedDocument.
// Format by extension; text formats are decoded (encoding detected, binary refused) first.

import path from 'node:path';
import { quarryError } from '../errors.ts';
import type { DocFormat, ParsedDocument } from './types.ts';
import type { Outline } from './units.ts';
import { assembleDocument } from './assemble.ts';
import { decodeText } from './decode.ts';
import { htmlOutline } from './formats/html.ts';
import { markdownOutline } from './formats/markdown.ts';
import { textOutline } from './formats/text.ts';
import { pdfOutline } from './formats/pdf.ts';
import { docxOutline } from './formats/docx.ts';
import { delimitedOutline } from './formats/delimited.ts';
import { jsonOutline } from './formats/json.ts';

export { decodeText } from './decode.ts';
export { blockFingerprint, boilerplateFilter } from './boilerplate.ts';

export interface ParseOptions {
  /** Blocks aim at about this many words (default 150). */
  targetWords?: number;
  /** Tables, lists and paragraphs longer than this are split (between rows / sentences); default 4000. */
  maxBlockChars?: number;
}

export const DEFAULT_TARGET_WORDS = 150;
export const DEFAULT_MAX_BLOCK_CHARS = 4000;

const EXTENSIONS: Record<string, DocFormat> = {
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.txt': 'text',
  '.html': 'html',
  '.htm': 'html',
  '.pdf': 'pdf',
  '.docx': 'docx',
  '.csv': 'csv',
  '.tsv': 'tsv',
  '.json': 'json',
};

/** The format a file is parsed as, by extension; null for files Quarry does not parse. */
export function formatOf(filePath: string): DocFormat | null {
  return EXTENSIONS[path.extname(filePath).toLowerCase()] ?? null;
}

export async function parseFile(filePath: string, bytes: Buffer, opts: ParseOptions = {}): Promise<ParsedDocument> {
  const format = formatOf(filePath);
  if (!format) throw quarryError('FORMAT_UNSUPPORTED', path.basename(filePath));
  if (bytes.length === 0) throw quarryError('FILE_EMPTY', path.basename(filePath));
  const layout = {
    targetWords: Math.max(10, opts.targetWords ?? DEFAULT_TARGET_WORDS),
    maxBlockChars: Math.max(200, opts.maxBlockChars ?? DEFAULT_MAX_BLOCK_CHARS),
  };
  const outline = await outlineOf(format, bytes, filePath);
  return assembleDocument(format, outline, filePath, layout);
}

async function outlineOf(format: DocFormat, bytes: Buffer, filePath: string): Promise<Outline> {
  if (format === 'pdf') return pdfOutline(bytes);
  if (format === 'docx') return docxOutline(bytes);
  const { text } = decodeText(bytes);
  if (!text.trim()) throw quarryError('FILE_EMPTY', path.basename(filePath));
  switch (format) {
    case 'html':
      return htmlOutline(text);
    case 'markdown':
      return markdownOutline(text);
    case 'csv':
      return delimitedOutline(text, false);
    case 'tsv':
      return delimitedOutline(text, true);
    case 'json':
      return jsonOutline(text);
    default:
      return textOutline(text);
  }
}
