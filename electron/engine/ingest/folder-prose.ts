// Which documents tell items only in prose (`prose-items.ts`), known once the folder is stored: the codes of a shape
// three or more of the folder's records are named by ("CO-2025-003", "CO-2025-011" … of a change-order log) are a
// family; a document read in this run whose text or lists name codes of that shape that no record is named by is
// read again with the family (the codes, a sample of what the family's records state, their category hints). A
// paragraph opening with a proper name no record has is read against the families of records alike in what they
// state (one set of keys, or one document): the one whose fields it states most, three at least, is its family.
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { recordKeySets, recordNames, rowsOfRecords, rowsOfRecordsNamed } from '../store/records.ts';
import { getDocumentByPath, writesWord } from '../store/documents.ts';
import { tokensOf } from './prose-facts.ts';
import { getDocumentBlocks } from '../store/blocks.ts';
import { codeShape, siblingFields, type SiblingFields } from './section-prose.ts';
import { leadingName, nameLedParagraphs, namedRows, type ProseFamily } from './prose-items.ts';
import { defaultUnits } from '../skg/values/quantity.ts';

/** Records a shape must name to be a family. */
const FAMILY_SIZE = 3;
/** Families looked for (the largest). */
const MAX_FAMILIES = 40;
/** Records of a family whose rows say what its fields hold. */
const SAMPLE_RECORDS = 40;
/** Paragraphs opening with a name looked at in one run, at most (each is read by every family). */
const MAX_NAMED = 2_000;

interface Family {
  shape: string;
  re: RegExp;
  names: Set<string>;
  sample: string[];
  hints: string[];
}

/** The code families of the library's record names. */
function families(names: ReadonlyArray<{ subject: string; hints: string }>): Family[] {
  const byShape = new Map<string, { names: Set<string>; sample: string[]; hints: Map<string, number> }>();
  // (codes written inside names, "Pitch P-05", name those records: never items of their own)
  const inNames = new Set<string>();
  for (const { subject } of names) for (const w of subject.split(/\s+/)) if (w !== subject && codeShape(w)) inNames.add(w.toLowerCase());
  for (const { subject, hints } of names) {
    const shape = codeShape(subject);
    if (!shape) continue;
    const f = byShape.get(shape) ?? byShape.set(shape, { names: new Set(), sample: [], hints: new Map() }).get(shape)!;
    f.names.add(subject.trim().toLowerCase());
    if (f.sample.length < SAMPLE_RECORDS) f.sample.push(subject);
    for (const h of hintsOf(hints)) f.hints.set(h, (f.hints.get(h) ?? 0) + 1);
  }
  for (const f of byShape.values()) for (const c of inNames) f.names.add(c);
  return [...byShape]
    .filter(([, f]) => f.names.size >= FAMILY_SIZE)
    .sort((a, b) => b[1].names.size - a[1].names.size)
    .slice(0, MAX_FAMILIES)
    .map(([shape, f]) => ({
      shape,
      re: new RegExp(`(?<![\\p{L}\\d])(?:${shape})(?![\\p{L}\\d])`, 'gu'),
      names: f.names,
      sample: f.sample,
      // (the hints most of the family's records carry)
      hints: [...f.hints].filter(([, n]) => n * 2 >= f.names.size).map(([h]) => h),
    }));
}

interface StatedFamily {
  ids: number[];
  hints: string[];
  fields?: SiblingFields;
  rows?: Array<{ key: string; value: string; record: number }>;
  values?: Set<string>;
}

/** Records alike in what they state, three or more: those of one set of keys, and those of one document. */
function statedFamilies(db: Database): StatedFamily[] {
  const groups = new Map<string, { ids: number[]; hints: Map<string, number> }>();
  for (const r of recordKeySets(db)) {
    for (const g of [`k\u0000${r.keys.split(',').sort().join(',')}`, `d\u0000${r.docId}`]) {
      const e = groups.get(g) ?? groups.set(g, { ids: [], hints: new Map() }).get(g)!;
      e.ids.push(r.id);
      for (const h of hintsOf(r.hints)) e.hints.set(h, (e.hints.get(h) ?? 0) + 1);
    }
  }
  const seen = new Set<string>();
  return [...groups.values()]
    .filter((g) => g.ids.length >= FAMILY_SIZE)
    .sort((a, b) => b.ids.length - a.ids.length)
    .filter((g) => {
      const id = g.ids.slice(0, SAMPLE_RECORDS).join(',');
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    })
    .slice(0, MAX_FAMILIES)
    .map((g) => ({ ids: g.ids.slice(0, SAMPLE_RECORDS), hints: [...g.hints].filter(([, n]) => n * 2 >= g.ids.length).map(([h]) => h) }));
}

function hintsOf(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((h): h is string => typeof h === 'string') : [];
  } catch {
    return [];
  }
}

/** Of `files` (read in this run), those naming codes no record is named by, or with paragraphs opening with a name
 *  no record has, each with the families to read them by. (The paragraphs looked at for names are linear in the
 *  files' text; those read against the families are at most MAX_NAMED a run.) */
export function filesWithProseItems<F extends { path: string }>(db: Database, files: F[]): Array<{ file: F; proseFamilies: ProseFamily[] }> {
  if (!files.length) return [];
  // (the library's record names, read once for the code families and the names no item may lead with)
  const names = recordNames(db);
  const fams = families(names);
  const rowsOf = new Map<Family, Array<{ key: string; value: string }>>();
  const out: Array<{ file: F; proseFamilies: ProseFamily[] }> = [];
  // names of records and the names they open with ("Samsung Galaxy" of "Samsung Galaxy S21"): never an item's lead
  // (and a code a record's name opens with, "E190" of "E190-E2", is that record said short: no item of its own)
  const known = new Set<string>();
  const whole = new Set<string>();
  for (const { subject } of names) {
    const name = subject.trim().toLowerCase();
    for (const m of name.matchAll(/[\s\-/]+/g)) known.add(name.slice(0, m.index));
    known.add(name);
    whole.add(name);
  }
  // (a name going on from a record's whole name, "Sony Xperia Pro Android" of "Sony Xperia Pro", is that record)
  const goesOnFromRecord = (name: string) => {
    const words = name.toLowerCase().split(' ');
    return words.some((_, i) => i > 0 && whole.has(words.slice(0, i).join(' ')));
  };
  let stated: StatedFamily[] | null = null;
  const units = defaultUnits();
  let looked = 0;
  const writtenSmall = new Map<string, boolean>();
  for (const file of files) {
    const doc = getDocumentByPath(db, file.path);
    if (!doc || doc.status !== 'indexed') continue;
    const blocks = getDocumentBlocks(db, doc.id).filter((b) => b.kind === 'text' || b.kind === 'list');
    if (!blocks.length) continue;
    const found: ProseFamily[] = [];
    // (a code the file is named by, "bro-d-31-isad.md" of BRO/D/31, is the page's own: no item of its own)
    const fileName = path.basename(file.path).toLowerCase().replace(/[^\p{L}\d]+/gu, ' ');
    const namesFile = (code: string) => ` ${fileName} `.includes(` ${code.toLowerCase().replace(/[^\p{L}\d]+/gu, ' ')} `);
    for (const f of fams) {
      const codes = new Map<string, string>();
      for (const b of blocks) {
        for (const m of b.text.matchAll(f.re)) if (!f.names.has(m[0].toLowerCase()) && !known.has(m[0].toLowerCase()) && !namesFile(m[0])) codes.set(m[0].toLowerCase(), m[0]);
      }
      if (!codes.size) continue;
      let rows = rowsOf.get(f);
      if (!rows) rowsOf.set(f, (rows = rowsOfRecordsNamed(db, f.sample)));
      if (rows.length) found.push({ shape: f.shape, codes: [...codes.values()], rows, hints: f.hints });
    }
    // paragraphs opening with a name no record has, read by the family whose fields they state the most of
    const named = new Map<StatedFamily, string[]>();
    for (const p of nameLedParagraphs(blocks)) {
      const name = leadingName(p.lead);
      if (!name || known.has(name.toLowerCase()) || goesOnFromRecord(name) || looked >= MAX_NAMED) continue;
      // (a word the folder writes small is a word capitalised to open a sentence, "Met Farah Begum at …", no name's)
      const first = name.split(' ')[0]!.toLowerCase();
      let small = writtenSmall.get(first);
      if (small === undefined) writtenSmall.set(first, (small = writesWord(db, first)));
      if (small) continue;
      // (and every word of it a proper noun to the tagger: "Met" of "Met Farah Begum at the office" is a verb)
      const tags = tokensOf(p.lead.slice(0, name.length + 40)).filter((t) => t.start < name.length);
      if (tags.some((t) => t.pos !== 'PROPN' && /\p{L}/u.test(t.text))) continue;
      looked++;
      stated ??= statedFamilies(db);
      let best: { family: StatedFamily; n: number } | null = null;
      for (const family of stated) {
        family.rows ??= rowsOfRecords(db, family.ids);
        family.fields ??= siblingFields(family.rows, units);
        // (a name the family's records hold as a value is someone or something they name, "Malcolm Reid" of the
        // conservation jobs he did: its paragraph tells of one of them, never of an item named so)
        family.values ??= new Set(family.rows.map((r) => r.value.trim().toLowerCase()));
        if (family.values.has(name.toLowerCase())) continue;
        const rows = namedRows(family.fields, p.text, p.start, name, units);
        const n = rows ? new Set(rows.map((r) => r.key.toLowerCase())).size : 0;
        if (n && (!best || n > best.n)) best = { family, n };
      }
      if (best) (named.get(best.family) ?? named.set(best.family, []).get(best.family)!).push(name);
    }
    for (const [family, names] of named) found.push({ shape: '', codes: [], names, rows: family.rows!, hints: family.hints });
    if (found.length) out.push({ file, proseFamilies: found });
  }
  return out;
}
