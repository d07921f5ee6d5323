// What a file is, decided once for every file: by its name when the name says (".md", ".pdf"), by its content
// otherwise (README, NEWS, copyright, changelog.Debian, *.source, unknown extensions). A gzip file is read as the
// file inside it (the name without ".gz"), decompressed up to a size cap. Text is decoded (decode.ts: encoding,
// UTF-16 without BOM, binary refused with the reason) and its kind recognised from the content: HTML, JSON, a
// Debian changelog, RFC-822 stanzas, Org/outline, AsciiDoc, man page, POD, Markdown, or plain text. Names that
// can only be binary (images, archives, media, executables) are refused without reading them; source code is read as code.

import path from 'node:path';
import zlib from 'node:zlib';
import { isQuarryError, quarryError } from '../errors.ts';
import type { DocFormat } from './types.ts';
import { decodeText } from './decode.ts';
import { looksLikeChangelog } from './formats/changelog.ts';
import { looksLikeStanzas } from './formats/stanzas.ts';
import { contentLinesFormat } from './formats/content-lines.ts';
import { looksLikeGedcom } from './formats/gedcom.ts';
import { looksLikeOrg } from './formats/org.ts';
import { looksLikeMan } from './formats/man.ts';
import { looksLikePod } from './formats/pod.ts';

export const DEFAULT_MAX_DECOMPRESSED_BYTES = 64 * 1024 * 1024;

const BY_EXTENSION: Record<string, DocFormat> = {
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.txt': 'text',
  '.text': 'text',
  '.html': 'html',
  '.htm': 'html',
  '.xhtml': 'html',
  '.pdf': 'pdf',
  '.docx': 'docx',
  '.csv': 'csv',
  '.tsv': 'tsv',
  '.json': 'json',
  '.yaml': 'yaml',
  '.yml': 'yaml',
  '.rst': 'rst',
  '.rest': 'rst',
  '.org': 'org',
  '.adoc': 'asciidoc',
  '.asciidoc': 'asciidoc',
  '.pod': 'pod',
  '.vcf': 'vcard',
  '.vcard': 'vcard',
  '.ics': 'ical',
  '.ical': 'ical',
  '.ifb': 'ical',
  '.ged': 'gedcom',
};

/** Source code, scripts and style sheets. */
const CODE_EXTENSIONS = new Set(
  `c h cc cpp cxx hh hpp hxx m mm java kt kts scala groovy cs fs go rs swift dart js mjs cjs jsx ts tsx vue svelte
   py pyw pl pm t rb php lua tcl r jl sh bash zsh ksh csh tcsh fish ps1 bat cmd awk sed el lisp scm clj hs ml mli
   erl ex exs elm nim zig v sql css scss sass less mk cmake make gradle cocci`
    .split(/\s+/)
    .filter(Boolean)
    .map((e) => `.${e}`),
);

/** Extensions of files that are never text: refused by name, without reading them. */
const BINARY_EXTENSIONS = new Set(
  `png jpg jpeg gif bmp tif tiff webp ico icns heic avif psd xcf
   mp3 mp4 m4a m4v ogg oga ogv opus flac wav aac wma avi mkv mov wmv webm mpg mpeg
   zip 7z rar tar tgz tbz2 txz bz2 xz lz lzma zst z cab iso dmg img deb rpm apk jar war
   exe dll so dylib o a lib bin dat class pyc pyo wasm elc mo gmo
   ttf otf woff woff2 eot sqlite db quarry doc xls xlsx ppt pptx odt ods odp epub`
    .split(/\s+/)
    .filter(Boolean)
    .map((e) => `.${e}`),
);

export type TextFormat = Exclude<DocFormat, 'pdf' | 'docx'>;

export type Sniffed =
  | { format: 'pdf' | 'docx'; bytes: Buffer; name: string; gzipped: boolean }
  | { format: TextFormat; text: string; encoding: string; name: string; gzipped: boolean; byContent: boolean };

export interface SniffOptions {
  /** Cap on the decompressed size of a .gz file (bytes). */
  maxDecompressedBytes?: number;
}

const isGzip = (b: Buffer) => b.length >= 3 && b[0] === 0x1f && b[1] === 0x8b && b[2] === 0x08;
const stripGz = (name: string) => name.replace(/\.(gz|gzip)$/i, '');

/**
 * The format a file is parsed as, judged from its name: a known extension's format, 'text' for a name whose
 * content decides (no extension, an unknown one), null for names that can only be binary. A ".gz" name is
 * judged by the name inside.
 */
export function formatByName(filePath: string): DocFormat | null {
  const name = path.basename(filePath);
  const inner = stripGz(name);
  if (inner !== name && inner.toLowerCase().endsWith('.tar')) return null;
  const ext = path.extname(inner).toLowerCase();
  if (BY_EXTENSION[ext]) return BY_EXTENSION[ext];
  if (CODE_EXTENSIONS.has(ext)) return 'code';
  if (BINARY_EXTENSIONS.has(ext)) return null;
  return 'text';
}

export function sniffFile(filePath: string, bytes: Buffer, opts: SniffOptions = {}): Sniffed {
  let name = path.basename(filePath);
  let data = bytes;
  let gzipped = false;
  if (isGzip(bytes)) {
    const cap = opts.maxDecompressedBytes ?? DEFAULT_MAX_DECOMPRESSED_BYTES;
    try {
      data = zlib.gunzipSync(bytes, { maxOutputLength: cap });
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ERR_BUFFER_TOO_LARGE' || e instanceof RangeError) {
        throw quarryError('FILE_TOO_LARGE', `decompressed, it is larger than the limit of ${cap} bytes`);
      }
      throw quarryError('FILE_CORRUPT', `gzip data is damaged: ${(e as Error).message}`, e);
    }
    gzipped = true;
    name = stripGz(name);
    if (data.length === 0) throw quarryError('FILE_EMPTY', 'the compressed file holds no data');
  }
  const ext = path.extname(name).toLowerCase();
  const byName: DocFormat | undefined = BY_EXTENSION[ext] ?? (CODE_EXTENSIONS.has(ext) ? 'code' : undefined);
  if (!byName && BINARY_EXTENSIONS.has(ext)) throw quarryError('FORMAT_UNSUPPORTED', `"${ext}" files are not text${gzipped ? ' (inside a .gz file)' : ''}`);
  if (byName === 'pdf' || byName === 'docx') return { format: byName, bytes: data, name, gzipped };
  let decoded;
  try {
    decoded = decodeText(data);
  } catch (e) {
    // a PDF under another name is still read as what it is
    if (data.subarray(0, 5).toString('latin1') === '%PDF-') return { format: 'pdf', bytes: data, name, gzipped };
    // binary content under a name that promises nothing is not a document (skipped); under a text name
    // (".txt", ".md") it is a broken file (an error)
    if (!byName && isQuarryError(e, 'FILE_BINARY')) throw quarryError('FORMAT_UNSUPPORTED', e.detail, e);
    throw e;
  }
  const { text, encoding } = decoded;
  if (byName) return { format: byName, text, encoding, name, gzipped, byContent: false };
  return { format: textFormatOf(text), text, encoding, name, gzipped, byContent: true };
}

/** The kind of a text whose name does not say. */
export function textFormatOf(text: string): TextFormat {
  const head = text.slice(0, 16 * 1024).replace(/^\uFEFF/, '');
  const start = head.trimStart();
  if (/^<(!doctype html|html[\s>]|head[\s>]|body[\s>])/i.test(start)) return 'html';
  if (/^[[{]/.test(start) && /[\]}]\s*$/.test(text.slice(-64)) && parsesAsJson(text)) return 'json';
  if (start.startsWith('#!')) return 'code';
  const tagged = contentLinesFormat(start);
  if (tagged) return tagged;
  if (looksLikeGedcom(start)) return 'gedcom';
  if (looksLikeChangelog(head)) return 'changelog';
  if (looksLikeStanzas(head)) return 'stanzas';
  if (looksLikeMan(head)) return 'man';
  if (looksLikePod(head)) return 'pod';
  if (looksLikeOrg(head)) return 'org';
  if (/^= \S/.test(start) && /^== \S/m.test(head)) return 'asciidoc';
  if (looksLikeMarkdown(head)) return 'markdown';
  return 'text';
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** ATX headings ("# Title", "## Usage") on two or more lines, or a fenced code block; never a script. */
function looksLikeMarkdown(head: string): boolean {
  if (head.startsWith('#!')) return false;
  const atx = head.match(/^#{1,6}[ \t]+\S.*$/gm) ?? [];
  if (atx.length >= 2 && atx.some((l) => /^#{2,}/.test(l))) return true;
  return /^```/m.test(head) && /\]\((https?:|\.{0,2}\/|#)/.test(head);
}
