// Entry point of the ingest parsers: one file (path + bytes) → ParsedDocument. What the file is comes from one
// place, sniff.ts (its name where the name says, its content otherwise; .gz read as the file inside); a file
// with a conventional name (README, copyright, changelog…) describes its folder (naming.ts).

import type { ProseFamily } from './prose-items.ts';
import path from 'node:path';
import { isQuarryError, quarryError } from '../errors.ts';
import type { DocFormat, ParsedDocument } from './types.ts';
import type { Outline } from './units.ts';
import { assembleDocument } from './assemble.ts';
import { formatByName, sniffFile, type Sniffed, type SniffOptions } from './sniff.ts';
import { folderNaming, nameQualifiers, type FolderNaming, type NameQualifiers } from './naming.ts';
import { ingestVocabulary, type IngestVocabulary } from './vocabulary.ts';
import { readFrontMatter } from './front-matter.ts';
import { htmlOutline } from './formats/html.ts';
import { markdownOutline } from './formats/markdown.ts';
import { textOutline } from './formats/text.ts';
import { pdfOutline } from './formats/pdf.ts';
import { docxOutline } from './formats/docx.ts';
import { delimitedOutline } from './formats/delimited.ts';
import { yamlOutline } from './formats/yaml.ts';
import { contentLinesOutline } from './formats/content-lines.ts';
import { gedcomOutline } from './formats/gedcom.ts';
import { jsonOutline } from './formats/json.ts';
import { rstOutline } from './formats/rst.ts';
import { orgOutline } from './formats/org.ts';
import { asciidocOutline } from './formats/asciidoc.ts';
import { manOutline } from './formats/man.ts';
import { podOutline } from './formats/pod.ts';
import { stanzasOutline } from './formats/stanzas.ts';
import { changelogOutline } from './formats/changelog.ts';
import { codeOutline } from './formats/code.ts';

export { decodeText } from './decode.ts';
export { blockFingerprint, boilerplateFilter } from './boilerplate.ts';

export interface ParseOptions extends SniffOptions {
  /** Blocks aim at about this many words (default 150). */
  targetWords?: number;
  /** Tables, lists and paragraphs longer than this are split (between rows / sentences); default 4000. */
  maxBlockChars?: number;
  /** Word lists (name keys, conventional file names, labels); default: resources/ingest/. */
  vocabulary?: IngestVocabulary;
  /**
   * Names of records elsewhere in the library that this file's brand/vendor values name: those values are links,
   * never put in front of a row's name (the indexer passes them when it reads a file again, index-folder.ts).
   */
  linkNames?: string[];
  /** Codes of a first key column that other files of the folder hold as values: they name the rows (naming.ts
   *  keyColumnCodes); the indexer reads the file again with them. */
  keyNames?: string[];
  /** Codes the file names that no record of the folder is named by, with what their family's records hold: the
   *  sentences naming them are their records (prose-items.ts); the indexer reads the file again with them. */
  proseFamilies?: ProseFamily[];
}

export const DEFAULT_TARGET_WORDS = 150;
export const DEFAULT_MAX_BLOCK_CHARS = 4000;

/**
 * The format a file is parsed as, judged from its name: a known extension's format, 'text' when its content
 * will decide (no extension or an unknown one), null for names that can only be binary (images, archives).
 */
export function formatOf(filePath: string): DocFormat | null {
  return formatByName(filePath);
}

/**
 * Failures that mean "not something Quarry reads" (a skip: binary content under a name that promises nothing, a
 * binary format), not "a file that is broken" (an error: a ".txt" full of binary, a damaged PDF).
 */
export function isSkipReason(e: unknown): boolean {
  return isQuarryError(e, 'FORMAT_UNSUPPORTED');
}

export async function parseFile(filePath: string, bytes: Buffer, opts: ParseOptions = {}): Promise<ParsedDocument> {
  if (formatByName(filePath) === null) throw quarryError('FORMAT_UNSUPPORTED', `"${path.extname(filePath)}" files are not text`);
  if (bytes.length === 0) throw quarryError('FILE_EMPTY', 'the file has no content (0 bytes)');
  const vocab = opts.vocabulary ?? ingestVocabulary();
  const sniffed = sniffFile(filePath, bytes, opts);
  const naming = folderNaming(vocab, path.join(path.dirname(filePath), sniffed.name));
  const qualifiers = nameQualifiers(opts.linkNames, opts.keyNames, path.dirname(path.resolve(filePath)).split(path.sep).slice(-2));
  const outline = await outlineOf(sniffed, vocab, naming, qualifiers);
  const doc = assembleDocument(sniffed.format, outline, filePath, {
    targetWords: Math.max(10, opts.targetWords ?? DEFAULT_TARGET_WORDS),
    maxBlockChars: Math.max(200, opts.maxBlockChars ?? DEFAULT_MAX_BLOCK_CHARS),
    vocabulary: vocab,
    naming,
    fileName: sniffed.name,
    qualifiers,
    proseFamilies: opts.proseFamilies,
  });
  if (qualifiers.used.length) doc.nameQualifiers = qualifiers.used;
  if (qualifiers.keys.length && !qualifiers.keyed.size) doc.keyCodes = qualifiers.keys;
  if (qualifiers.refs.length && !qualifiers.keyed.size) doc.refColumns = qualifiers.refs;
  if (doc.blocks.length === 0) {
    const why = doc.warnings.length ? `: ${doc.warnings.join('; ')}` : '';
    throw quarryError('FILE_EMPTY', `no text to index was found in it${why}`);
  }
  return doc;
}

async function outlineOf(s: Sniffed, vocab: IngestVocabulary, naming: FolderNaming | null, qualifiers: NameQualifiers): Promise<Outline> {
  if (!('text' in s)) return s.format === 'pdf' ? pdfOutline(s.bytes) : docxOutline(s.bytes);
  const text = s.text;
  if (!text.trim()) throw quarryError('FILE_EMPTY', 'the file holds only white space');
  switch (s.format) {
    case 'html':
      return htmlOutline(text);
    case 'markdown':
      return markdownOutline(text);
    case 'csv':
      return delimitedOutline(text, false);
    case 'tsv':
      return delimitedOutline(text, true);
    case 'json':
      return jsonOutline(text, vocab, path.basename(s.name), qualifiers);
    case 'yaml':
      return yamlOutline(text, vocab, path.basename(s.name), qualifiers);
    case 'code':
      return codeOutline(text);
    case 'vcard':
    case 'ical':
      return contentLinesOutline(text, s.format);
    case 'gedcom':
      return gedcomOutline(text);
    case 'changelog':
      return changelogOutline(text, vocab, { facts: naming === null || naming.role === 'changes' });
    default:
      return withFrontMatter(text, (body) => {
        switch (s.format) {
          case 'rst':
            return rstOutline(body);
          case 'org':
            return orgOutline(body);
          case 'asciidoc':
            return asciidocOutline(body);
          case 'man':
            return manOutline(body);
          case 'pod':
            return podOutline(body);
          case 'stanzas':
            return stanzasOutline(body, vocab, { records: !(naming && (naming.role === 'changes' || naming.role === 'log')) });
          default:
            return textOutline(body);
        }
      });
  }
}

/** Front matter at the top of any text format is read once, here; the rest goes to the format's parser. */
function withFrontMatter(text: string, parse: (body: string) => Outline): Outline {
  const fm = readFrontMatter(text);
  if (!fm) return parse(text);
  const out = parse(fm.body);
  out.units.unshift(fm.unit);
  if (fm.title) {
    out.title = fm.title;
    out.subject = fm.title;
  }
  return out;
}
