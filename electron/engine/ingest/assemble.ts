// Outline → ParsedDocument: lays the units out, picks title and subject (naming.ts: a file with a conventional
// name describes its folder; a "LABEL: NAME" title names NAME), collects category hints and links, and extracts
// the records (plus the terms a notice states in prose).

import { splitPairedRows } from './paired-rows.ts';
import path from 'node:path';
import { findDates } from '../skg/values/dates.ts';
import { beforeLocality } from '../text/locality.ts';
import { identifierShaped } from '../skg/values/identifiers.ts';
import type { DocFormat, ParsedDocument, ParsedLink } from './types.ts';
import type { Outline, Unit } from './units.ts';
import { layoutUnits, type LayoutOptions } from './layout.ts';
import { renderUnit } from './render.ts';
import { extractRecords, type StatedRow } from './records.ts';
import { crumbHints, norm, readBreadcrumb, subjectFromTitle } from './kv.ts';
import { identifierOfKind, looseKey, slugKey, nameBeforeKind, nameBeforeKindWord, nameAfterKindWord, readLabelledTitle, restoreCase, sameName, SMALL_WORDS, type FolderNaming, type NameQualifiers } from './naming.ts';
import { ingestVocabulary, type IngestVocabulary } from './vocabulary.ts';
import { proseTerms } from './prose-terms.ts';
import { loadAttributeWords, proseFactRecords } from './prose-facts.ts';
import { nameLedRecords, proseCodeRecords, type ProseFamily } from './prose-items.ts';
import { loadUnitTable } from '../skg/values/unit-table.ts';

export interface AssembleOptions extends LayoutOptions {
  vocabulary?: IngestVocabulary;
  /** Set for a file with a conventional name (README, copyright…): the folder it describes and its role. */
  naming?: FolderNaming | null;
  /** The file name the content was read under (the name inside a .gz file). */
  fileName?: string;
  /** Names of records elsewhere in the library, for the qualifiers of row names (naming.ts). */
  qualifiers?: NameQualifiers;
  /** Codes of the folder's code families the file names, read as items told in prose (prose-items.ts). */
  proseFamilies?: ProseFamily[];
}

/** Formats whose title line may be a "LABEL: NAME" title. */
const LABELLED_TITLE_FORMATS = new Set<DocFormat>(['text', 'markdown', 'rst', 'org', 'asciidoc']);

export function assembleDocument(format: DocFormat, outline: Outline, filePath: string, opts: AssembleOptions): ParsedDocument {
  const vocab = opts.vocabulary ?? ingestVocabulary();
  const naming = opts.naming ?? null;
  const fileName = opts.fileName ?? path.basename(filePath);
  const firstHeading = outline.units.find((u) => u.kind === 'heading');
  const firstH1 = outline.units.find((u) => u.kind === 'heading' && u.level === 1);
  const fileTitle = fileName.replace(/\.[^.]+$/, '');
  const headingTitle = outline.titleFromHeadings !== false && firstHeading?.kind === 'heading' ? firstHeading.text : '';
  const ownTitle = (outline.title || headingTitle).trim();
  const hints = [...outline.categoryHints];
  let title: string;
  let subject: string;
  let rootHeading: string | null = null;
  if (naming) {
    // a conventional file describes its folder; a name it states wins when it names the same thing
    const stated = outline.statedName?.trim();
    subject = stated && sameName(stated, naming.folder) ? stated : naming.folder;
    title = ownTitle || `${subject} ${fileName}`;
    if (!(firstHeading?.kind === 'heading' && sameName(firstHeading.text, subject))) rootHeading = subject;
  } else {
    title = (ownTitle || fileTitle).trim();
    subject = subjectFromTitle(outline.subject || title);
    // a title the file restates whole below ("Title: Atlas: Mapping Citation Networks", a sentence naming it) is one
    // name, its colon a subtitle's: "Recipe: Pad Thai" is never restated so
    const labelled = LABELLED_TITLE_FORMATS.has(format) && ownTitle && !restatesTitle(outline.units, ownTitle) ? readLabelledTitle(vocab, ownTitle) : null;
    if (labelled) {
      const body = outline.units.map((u) => (u.kind === 'text' ? u.text : '')).join('\n');
      subject = restoreCase(labelled.name, body);
      // an all-capitals name its own file never writes in mixed case takes the case the library writes it in: the
      // indexer reads the file again with the names of other records once the folder is read (index-folder.ts)
      const caps = labelled.name === labelled.name.toUpperCase() && /\p{Lu}/u.test(labelled.name);
      if (caps && subject === restoreCase(labelled.name)) {
        const known = opts.qualifiers?.known.find((n) => sameName(n, labelled.name) && n !== n.toUpperCase());
        if (known) subject = known;
        else opts.qualifiers?.used.push(labelled.name);
      }
      title = subject;
      if (labelled.label) hints.push(labelled.label);
    }
    // "Invoice INV-0005" in invoices/ names INV-0005, as the records of its other layouts are named
    const folders = path.dirname(path.resolve(filePath)).split(path.sep).slice(-2);
    const id = identifierOfKind(subject, folders);
    if (id) {
      subject = id.identifier;
      hints.push(restoreCase(id.kind));
    }
    // "Spring Series 2025 - results" in results/ names Spring Series 2025: the rest says what the file is
    const body = () => outline.units.map((u) => (u.kind === 'text' ? u.text : '')).join('\n');
    // ("Bristol depot" in depots/ names Bristol, unless the page writes the whole name in its text as well: "Avocado
    // fruit (Persea americana) appears as a fruit …" names Avocado fruit)
    const kindWord = id ? null : nameBeforeKindWord(subject, folders);
    const named = id ? null : nameBeforeKind(subject, folders) ?? (kindWord && !body().includes(subject) ? kindWord : null) ?? (!body().includes(subject) ? nameAfterKindWord(subject, folders, fileTitle) : null);
    if (named) subject = restoreCase(named, body());
    // "SHP-24-0479.txt" under a letterhead ("HARROW & VELD FREIGHT — DELIVERY NOTE") that states "Consignment:
    // SHP-24-0479": a file named by a code a field of its own states is that code's sheet, the title its form's
    else if (!id) {
      // (its fields are lines of it too, however the page lays them out: "- Job no: PJ-2025-049" of a list)
      const stated = statedLines(outline.units);
      // "hannah-lees.txt" of fields alone, one of them "Name: Hannah Lees": a file with no title of its own is named by
      // the field spelling its file's name, as written
      const spelled = ownTitle ? null : fieldSpellingFile(fileTitle, stated);
      const code = spelled ? null : codeOfFileName(fileTitle, subject, stated) ?? codeAfterTitleWords(subject, stated, fileTitle);
      // "P-101 — Ashcombe Primary School Extension" stating "Project no.: P-101" in "project-sheet.md": the item is
      // what the title names after its code, which stays a field of it (and so a name of it: code-names.ts)
      if (spelled) subject = spelled;
      else if (code) subject = code;
      // "LC-250719-E.html" whose breadcrumb ends with its code ("Lantern Cinemas › Events › LC-250719-E") is that
      // item's page, however its heading names what it shows ("The Velvet Curtain — Introduced by …")
      else if (crumbCode(outline, fileTitle)) {
        subject = crumbCode(outline, fileTitle)!;
        // (the crumb naming the page is no group it is in)
        hints.splice(0, hints.length, ...hints.filter((h) => h.trim().toLowerCase() !== subject.toLowerCase()));
      }
      else subject = partNamingFile(subject, fileTitle) ?? nameAfterTitleCode(subject, body()) ?? nameBeforeTitleCode(subject, body()) ?? nameAfterFileCode(fileTitle, subject, body()) ?? nameBesideDescription(subject) ?? addressFirstLine(subject) ?? subject;
    }
    // "Omeprex 20 mg — ficha de produto" stating "Nome comercial: Omeprex" and "Dosagem: 20 mg" is Omeprex's sheet
    if (!id) subject = nameBeforeStatedValue(subject, body()) ?? nameBeforeBrackets(subject, statedLines(outline.units)) ?? subject;
  }
  const layout = layoutUnits(outline.units, opts, rootHeading);

  layout.units.forEach((u, i) => {
    if (u.unit.kind !== 'text' || u.rendered.rows.length !== 1) return;
    const crumbs = readBreadcrumb(u.unit.text);
    if (crumbs && (crumbs.length >= 3 || i < 3)) hints.push(...crumbHints(crumbs, subject));
  });

  const pageHeadings = new Set([norm(title), norm(subject), norm(ownTitle)]);
  if (rootHeading) pageHeadings.add(norm(rootHeading));
  if (firstH1?.kind === 'heading') {
    pageHeadings.add(norm(firstH1.text));
    pageHeadings.add(norm(subjectFromTitle(firstH1.text)));
  }
  pageHeadings.delete('');
  const stated: StatedRow[] = proseTerms(layout.text, naming?.role ?? null, vocab).map((t) => ({ ...t, section: null, derived: true }));
  // a changelog's or a code file's lines are changes and statements, not "Key: value" properties
  const guessRows = !(naming && (naming.role === 'changes' || naming.role === 'log')) && format !== 'code';
  const records = extractRecords(layout.units, { subject, categoryHints: hints, blocks: layout.blocks, pageHeadings, statedRows: stated, guessRows, qualifiers: opts.qualifiers });
  // numbers with units stated in sentences: facts of the page's subject, marked as read from prose
  const units = loadUnitTable();
  records.push(...proseFactRecords(layout.blocks, subject, { units, words: loadAttributeWords() }));
  // items only these sentences tell, named by codes of the folder's code families (prose-items.ts)
  // (a code the document's own records hold, "Pitch no.: P-05" on the sheet of "Pitch P-05", is theirs)
  const taken = new Set(records.flatMap((r) => [r.subject, ...r.subject.split(/\s+/), ...r.rows.map((x) => x.value)]).map((x) => x.trim().toLowerCase()));
  // (and paragraphs opening with a name the family's fields read; a code such an item states is its field, no item)
  const named = nameLedRecords(layout.blocks, opts.proseFamilies, units);
  const theirs = new Set(named.flatMap((r) => r.rows.map((x) => x.value.trim().toLowerCase())));
  const coded = proseCodeRecords(layout.blocks, opts.proseFamilies, units).filter((r) => !theirs.has(r.subject.toLowerCase()));
  records.push(...[...coded, ...named].filter((r) => !taken.has(r.subject.toLowerCase())));
  // "Vehicle / driver: WF18 TLN / Tom Penhaligon" states two fields (paired-rows.ts)
  for (const r of records) r.rows = splitPairedRows(r.rows, layout.text);

  const links: ParsedLink[] = [];
  const blockAt = (offset: number): number | null => {
    let lo = 0;
    let hi = layout.blocks.length - 1;
    let found: number | null = null;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (layout.blocks[mid].start <= offset) {
        found = layout.blocks[mid].order;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
  for (const u of layout.units) {
    let from = 0;
    for (const l of u.unit.links) {
      const at = l.text ? u.rendered.text.indexOf(l.text, from) : -1;
      if (at >= 0) from = at + l.text.length;
      links.push({ href: l.href, text: l.text, blockOrder: blockAt(u.start + Math.max(at, 0)) });
    }
  }
  for (const l of outline.looseLinks) links.push({ href: l.href, text: l.text, blockOrder: null });

  return {
    format,
    title,
    text: layout.text,
    blocks: layout.blocks,
    records,
    links,
    pages: outline.pages,
    subject,
    warnings: [...(outline.warnings ?? [])],
  };
}

/** The last crumb of the page's breadcrumb (its format's reading of it, or a line among its first units), where it
 *  is the code the file is named by; null otherwise. */
function crumbCode(outline: Outline, fileTitle: string): string | null {
  if (!identifierShaped(fileTitle) || !/\p{L}/u.test(fileTitle)) return null;
  const lasts = [outline.categoryHints.at(-1), ...outline.units.slice(0, 3).map((u) => (u.kind === 'text' ? readBreadcrumb(u.text)?.at(-1) : undefined))];
  return lasts.find((last) => last && last.trim().toLowerCase() === fileTitle.toLowerCase())?.trim() ?? null;
}

/** Whether a unit other than a heading holds `title` whole (in a sentence, a list item, a field's value or a cell). */
/** The code a file is named by ("SHP-24-0479"), as a "Key: value" line of its text writes it, where the title does not
 *  hold it or only leads with it before what the item is ("GR-24-001 — Dalston community kitchen refit", the sheet
 *  of GR-24-001 that other files name by its code); null otherwise. */
export function codeOfFileName(fileTitle: string, title: string, text: string): string | null {
  // (a title written as a name, in mixed case, is the name other files use: "38 Llwyn Onn, Abergavenny" in
  // "ABG-0117.md" stating "Property ref: ABG-0117"; a letterhead, "HARROW & VELD FREIGHT — DELIVERY NOTE", is none)
  // (the title holding the code is read by codeOfName: "P-101 — Ashcombe …" in "P-101.md")
  const inTitle = [fileTitle.trim(), leadingCode(fileTitle)].some((c) => c && title.toLowerCase().includes(c.toLowerCase()));
  if (!inTitle && writtenAsName(title) && /\p{Ll}/u.test(title.replace(/\([^)]*\)/g, ''))) return null;
  return codeOfName(fileTitle.trim(), title, text) ?? codeOfName(leadingCode(fileTitle), title, text) ?? codeOfName(trailingCode(fileTitle), title, text);
}

/** The code a file name ends with after words saying what the file is ("handover-kds-25-038" → "kds-25-038"); ''
 *  otherwise. */
function trailingCode(fileTitle: string): string {
  return /^\p{L}+(?:[-_ ]\p{L}+)*[-_ ]+((?=[^-_ ]*\p{L})[\p{L}\d][\p{L}\d._-]*\d[\p{L}\d._-]*)$/u.exec(fileTitle.trim())?.[1] ?? '';
}

/** The code a file name leads with before words ("CLM-24-0110 Cairngorm Lodges" → "CLM-24-0110"); '' otherwise. */
function leadingCode(fileTitle: string): string {
  return /^([\p{L}\d][\p{L}\d._-]*\d[\p{L}\d._-]*)[ _]+\p{L}/u.exec(fileTitle.trim())?.[1] ?? '';
}

function codeOfName(code: string, title: string, text: string): string | null {
  if (!/^(?=.*\d)(?=.*\p{L})[\p{L}\d][\p{L}\d._-]{1,30}$/u.test(code)) return null;
  // (a file name writes a code's slashes as it can: "25-00283-LBC.md" is the sheet of 25/00283/LBC)
  // (and drops the space a code is written with between its digits and its letters: "ficha-8032ljm.txt" is the sheet of
  // the car registered 8032 LJM)
  const escaped = code.split(/[._-]/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/(?<=\d)(?=\p{L})|(?<=\p{L})(?=\d)/gu, '[-/._ ]?')).join('[-/._ ]');
  const leads = new RegExp(`^\\s*${escaped}\\s*[—–:|-]\\s*\\p{L}`, 'iu').test(title);
  // (or ends with it after a few words saying what the sheet is: "Job ticket PJ-2025-049" stating "Job no: PJ-2025-049",
  // "FICHA DE VEHÍCULO — 8032 LJM" stating "Matrícula: 8032 LJM")
  const ends = new RegExp(`^\\s*\\p{L}[\\p{L}'’-]*(?:\\s+\\p{L}[\\p{L}'’-]*){0,2}\\s+(?:[—–:|-]\\s*)?${escaped}\\s*$`, 'iu').test(title);
  if (new RegExp(escaped, 'iu').test(title) && !leads && !ends) return null;
  return fieldStating(text, escaped);
}

/** The longest value (as a pattern) a field's line is read for, and the longest title read for a name a field states. */
const MAX_FIELD_PATTERN = 400;

/** The value, as written, of a "Key: value" line of the text whose whole value matches `pattern` (a regular expression
 *  source); null where no line states it. */
function fieldStating(text: string, pattern: string): string | null {
  // (a value longer than a field's line is none: a hostile title of thousands of words builds no pattern of them)
  if (pattern.length > MAX_FIELD_PATTERN) return null;
  return new RegExp(`^[ \\t]*[^:\\n]{1,40}:[ \\t]*(${pattern})[ \\t]*$`, 'imu').exec(text)?.[1] ?? null;
}

/** The code a title gives after a few words saying what the file is ("Case sheet — 25/00224/FUL", "Claim file: CL/88"),
 *  where a "Key: value" line of its text states that code, or the file is named by it ("HIVE RECORD CARD — H-022" in
 *  "h-022.md"): the file is that item's sheet, as other files name it by the code. Null otherwise ("Notes — draft 2"). */
export function codeAfterTitleWords(title: string, text: string, fileTitle = ''): string | null {
  const m = /^\s*\p{L}[\p{L}'’-]*(?: \p{L}[\p{L}'’-]*){0,3}\s*(?:[—–:]|\s-\s)\s*(\S+)\s*$/u.exec(title);
  if (!m) return null;
  const code = m[1]!;
  if (!/\d/.test(code) || !/^[\p{L}\d][\p{L}\d./_-]*[\p{L}\d]$/u.test(code) || code.replace(/[^\p{L}\d]/gu, '').length < 4) return null;
  const escaped = code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return fieldStating(text, escaped) || (fileTitle && looseKey(fileTitle) === looseKey(code)) ? code : null;
}

/** The name a title gives after a code a "Key: value" line of its text states, and after at most one word before the
 *  code saying what the file is ("P-101 — Ashcombe Primary School Extension", "Projectfiche P-104 — Kortrijk
 *  Distribution Warehouse (Hal 3)"); null otherwise. */
export function nameAfterTitleCode(title: string, text: string): string | null {
  const m = /^\s*(?:\p{L}[\p{L}'’]*\s+)?(\S+)\s*(?:[—–:]|\s-\s)\s*(\p{Lu}.*?)\s*$/u.exec(title);
  if (!m) return null;
  const [, code, name] = m as unknown as [string, string, string];
  if (!/\d/.test(code) || !/\p{L}/u.test(code) || !/^[\p{L}\d][\p{L}\d./_-]*[\p{L}\d]$/u.test(code) || !/\p{L}{3}/u.test(name)) return null;
  const escaped = code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return fieldStating(text, escaped) ? name : null;
}

/** The name a title gives before its code in brackets, a few capitals then digits ("Welsh Cakes (CK-306)"), where a
 *  "Key: value" line of the text states that code ("SKU: CK-306"): the item is the name, as other files write it, and
 *  the code a field of it; null otherwise (a variant or an edition in brackets, "(USA)", "(2021)", "(5G)", names no code). */
export function nameBeforeTitleCode(title: string, text: string): string | null {
  const m = /^\s*(\p{L}.*?\p{L})\s*\(\s*(\p{Lu}{1,4}[- ]?\d{1,5})\s*\)\s*$/u.exec(title);
  if (!m) return null;
  const [, name, code] = m as unknown as [string, string, string];
  if (!/\p{L}{3}/u.test(name)) return null;
  return fieldStating(text, code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) ? name : null;
}

/** The name a file name gives after a code, joined by an underscore or a space, where "Key: value" lines of the text
 *  state both the code and the name ("WZ-0118_MANGA.md" stating "ID: WZ-0118" and "Animal: Manga"): the item is the
 *  name, as the line writes it; null otherwise, and where the title is not the file name. */
export function nameAfterFileCode(fileTitle: string, title: string, text: string): string | null {
  if (title.trim() !== fileTitle.trim()) return null;
  const code = leadingCode(fileTitle);
  if (!code) return null;
  const rest = fileTitle.trim().slice(code.length).replace(/^[ _]+/, '');
  const words = rest.split(/[ _]+/).filter(Boolean);
  if (!words.length || !words.every((w) => /^\p{L}[\p{L}'’-]*$/u.test(w)) || !/\p{L}{3}/u.test(rest)) return null;
  const escape = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (!fieldStating(text, code.split(/[._-]/).map(escape).join('[-/._ ]'))) return null;
  return fieldStating(text, words.map(escape).join('[ _-]+'));
}

/** The name a title gives before a value a "Key: value" line of its text states, where another such line states
 *  the name ("Omeprex 20 mg" of a sheet stating "Trade name: Omeprex" and "Strength: 20 mg"): the item is the name,
 *  as that line writes it, and the title adds a value of it. Null otherwise. */
export function nameBeforeStatedValue(title: string, text: string): string | null {
  const words = title.trim().split(/\s+/);
  const escape = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (let k = words.length - 1; k >= 1; k--) {
    const name = words.slice(0, k).join(' ');
    if (!/\p{L}{3}/u.test(name) || !fieldStating(text, escape(words.slice(k).join(' ')))) continue;
    const stated = fieldStating(text, escape(name));
    if (stated) return stated;
  }
  return null;
}

/** The part of a title after (or before) a colon or a dash that is the file's own name ("Ficha de traductor/a: Irene
 *  Soriano" in "irene-soriano.md"): the rest says what the page is. Null otherwise. */
export function partNamingFile(title: string, fileTitle: string): string | null {
  const parts = title.split(/\s*:\s+|\s+[—–-]\s+|\s*[—–|]\s*/u).map((p) => p.trim()).filter(Boolean);
  // (a file name of one word may be what the page is, "minutes.md" of "Board — Minutes", not whom)
  if (parts.length < 2 || !/\p{L}[^\p{L}\p{N}]+\p{L}/u.test(fileTitle)) return null;
  // (a name of words: a code the file is named by is read by the code's own rules, codeOfFileName, nameAfterTitleCode)
  // (and written as a name: "Mobilisation note — Sileby Leisure Centre…" in "mobilisation-note.md" says what the file is)
  const own = parts.filter((p) => slugKey(p) === slugKey(fileTitle) && !/\d/.test(p) && writtenAsName(p));
  return own.length === 1 ? own[0]! : null;
}

/** The value, as written, of a "Key: value" line of the text that spells the file's name ("Name: Hannah Lees" of
 *  "hannah-lees"), letters and digits alike; null where none does or the file's name has no letter. */
function fieldSpellingFile(fileTitle: string, text: string): string | null {
  const base = slugKey(fileTitle);
  if (base.length < 2 || !/\p{L}/u.test(fileTitle)) return null;
  for (const line of text.split('\n')) {
    const m = /^[ \t]*[^:\n]{1,40}:[ \t]*(.+?)[ \t]*$/u.exec(line);
    if (m && m[1]!.length <= MAX_FIELD_PATTERN && slugKey(m[1]!) === base) return m[1]!;
  }
  return null;
}

/** The page's text with its fields as "Key: value" lines, however the page lays them out (a list's "- Job no:
 *  PJ-2025-049", a spec table's or a record's pairs). */
function statedLines(units: Unit[]): string {
  return units.filter((u) => u.kind === 'text' || u.kind === 'list' || u.kind === 'pairs').map((u) => renderUnit(u).text).join('\n');
}

/** The name a title gives before brackets, where a "Key: value" line of its text states that name whole ("Puffin
 *  (toploader)" of a page stating "kiln: Puffin"): the brackets say what it is. Null otherwise. */
export function nameBeforeBrackets(title: string, text: string): string | null {
  if (title.length > MAX_FIELD_PATTERN) return null;
  const m = /^(.*\p{L}.*?)\s*\(([^()]+)\)\s*$/u.exec(title.trim());
  // (a code in brackets is the item's code, its other name: "ASTRAL (MCR-2023-03)" keeps both, code-names.ts)
  if (!m || /\d/.test(m[2]!)) return null;
  return fieldStating(text, m[1]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));
}

/** A title that is an address ("38 Llwyn Onn, Abergavenny NP7 5MB"): its first line, the house's number and street,
 *  as other files name the place; null for any other title. */
export function addressFirstLine(title: string): string | null {
  if (!/^\d+[a-z]?\s+\p{Lu}/u.test(title.trim())) return null;
  return beforeLocality(title);
}

/** Words written as a name: each capitalised but its joiners, or a code of letters and digits ("Ben Oldroyd",
 *  "Process Engineer (VAC-LDS-0433)", "TEN-11664"); never a date ("April 2025"). */
function writtenAsName(text: string): boolean {
  const t = text.trim();
  if (!t || findDates(t).length || /^(?:\p{L}+\s+)?\d{4}$/u.test(t)) return false;
  if (/^(?=\S*\p{L})(?=\S*\d)[\p{L}\d][\p{L}\d./_-]*$/u.test(t)) return true;
  const words = t.replace(/\([^)]*\)/g, ' ').split(/\s+/).filter((w) => /\p{L}/u.test(w));
  // (a house number or a postcode part is a word of a name: "38 Llwyn Onn, Abergavenny NP7 5MB")
  return words.length >= 1 && words.some((w) => /^\p{Lu}/u.test(w)) && words.every((w) => /^[\p{Lu}\d]/u.test(w) || SMALL_WORDS.has(w.toLowerCase()));
}

/** Words that say what a page is, as a sentence writes them: the first capitalised, the rest in lower case ("Bike
 *  fit", "Tenancy sign-up record"), or all in lower case ("shop profile"); a translation beside them is one more
 *  such part ("Overdrachtsformulier / Transfer form"). */
function describesPage(text: string, leading: boolean): boolean {
  const parts = text.split(/\s+\/\s+/);
  const sentence = (p: string) => {
    const ws = p.trim().split(/\s+/);
    if (/\d/.test(p) || !ws.every((w) => /^\p{L}[\p{L}'’-]*$/u.test(w))) return false;
    return leading ? ws.length >= 2 && /^\p{Lu}/u.test(ws[0]!) && ws.slice(1).every((w) => !/\p{Lu}/u.test(w)) : ws.every((w) => !/\p{Lu}/u.test(w));
  };
  return parts.some(sentence) && parts.every((p) => sentence(p) || /^\p{L}+$/u.test(p.trim()));
}

/** The name a title gives beside words saying what the page is: "Broad Street — shop profile" is Broad Street's page,
 *  "Bike fit — Ben Oldroyd" Ben Oldroyd's; null where no part of the title is written as a name beside such words. */
export function nameBesideDescription(title: string): string | null {
  const parts = title.split(/\s+[—–-]\s+/);
  if (parts.length !== 2) return null;
  const [a, b] = parts as [string, string];
  // (a name of one word beside one word of description may be two descriptions: "Notes — draft"; and one word after
  // a description may be a section's: "Getting started — Installation")
  const words = (t: string) => t.trim().split(/\s+/).length;
  const code = (t: string) => /\d/.test(t);
  if (describesPage(b, false) && writtenAsName(a) && (words(a) >= 2 || code(a) || words(b) >= 2)) return a.trim();
  if (describesPage(a, true) && writtenAsName(b) && (words(b) >= 2 || code(b))) return b.trim();
  return null;
}

export function restatesTitle(units: Unit[], title: string): boolean {
  const key = (t: string) => t.toLowerCase().replace(/[^\S\n]+/g, ' ');
  const want = key(title.trim());
  if (!want) return false;
  const texts = (u: Unit): string[] => {
    switch (u.kind) {
      case 'text':
        return [u.text];
      case 'list':
        return u.items.map((i) => i.text);
      case 'pairs':
        return u.pairs.map((p) => p.value);
      case 'table':
        return u.rows.flatMap((r) => r.cells.map((c) => c.text));
      default:
        return [];
    }
  };
  // the title line itself, kept as text by a plain-text layout, restates nothing, and neither does the same
  // "Label: Name" as a line of fields ("PATIENT: NUTMEG" above "Patient: Nutmeg"): the whole must follow other words
  // or a field's key on its line
  const inside = (t: string) => {
    const k = key(t);
    for (let at = k.indexOf(want); at >= 0; at = k.indexOf(want, at + 1)) if (at > 0 && k[at - 1] !== '\n' && k.slice(k.lastIndexOf('\n', at - 1) + 1, at).trim()) return true;
    return false;
  };
  return units.some((u) => (u.kind === 'pairs' ? u.pairs.some((p) => key(p.value).includes(want)) : texts(u).some(inside)));
}
