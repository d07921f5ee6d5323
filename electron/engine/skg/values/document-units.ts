// Units and bases a document states once for many values: a caption or note "All values in mg", "Units: kcal",
// "(amounts in grams)", and "Values per 100 g edible portion" / "(per 100 g)". A unit note applies to the bare
// numbers of rows under the same heading (the whole document when it sits above every heading); a basis is
// recorded as what the values are per, never as their unit.
import { findUnit, matchUnitAt, type UnitTable } from './quantity.ts';
import { isStopWord } from '../../tkg/stop-words.ts';

export interface DocumentNote {
  /** Unit symbol the note gives to bare numbers. */
  unit?: string;
  /** "100 g": what the values are per. */
  basis?: string;
  /** "figures in 000s", "(in thousands)", "£m": what each bare number counts (1000, 1000000). */
  scale?: number;
  /** Heading path of the block holding the note; rows under it (or under a deeper heading) are in scope. */
  headingPath: string[];
}

const UNIT_NOTE = /(?:^|[\s(,;])(?:(?:all|the)\s+)?(?:values|figures|amounts|quantities|numbers|data|units?)\s*(?::|(?:are\s+)?(?:(?:given|shown|stated|expressed|listed|reported|measured)\s+)?in)\s+/giu;
const BASIS_NOTE = /\bper\s+(\d[\d.,]*)\s*/giu;
/** "figures in 000s", "amounts in thousands", "values in £m", "(in millions)": the numbers count thousands or millions
 *  (a lone "k" or "m" only after a currency sign: "lengths in m" are metres). */
const SCALE_NOTE = /(?:^|[\s(,;])(?:(?:values|figures|amounts|numbers|data|sums|totals)\s+(?:are\s+)?(?:(?:given|shown|stated|expressed|reported)\s+)?)?in\s+(?:[£$€]\s*(k|m|mn)|(?:[£$€]\s*)?('?000s?|thousands|millions))(?![\p{L}\d])/iu;
/** Notes are short blocks (captions, one-line remarks), not prose. */
const MAX_NOTE_CHARS = 160;

/** Spreadsheet formats: a file of rows and columns is named for what its numbers are, a page often for its item
 *  ("long-acre.md", "small-hours.txt"). */
const TABLE_FILE = /\.(?:csv|tsv|tab|xlsx|xls|ods)$/i;

/**
 * A unit a spreadsheet's name states for its bare numbers ("monthly-sales-2024-litres.csv", "absatz-2024-hl.csv"): the
 * last word of the name (apart by dashes, underscores, dots or spaces) when it is a unit's spelling of two letters or
 * more and no everyday word. It applies to the whole file, after any note the file itself writes.
 */
export function fileNameNotes(relpath: string, table: UnitTable): DocumentNote[] {
  if (!TABLE_FILE.test(relpath)) return [];
  const base = relpath.slice(relpath.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
  const words = base.split(/[-_.\s]+/).filter(Boolean);
  const word = words.pop() ?? '';
  if (word.length < 2 || /\d/.test(word)) return [];
  // (a unit after a function word says how the rows are grouped or counted, "food-parcels-by-month",
  // "visits-per-week": not what the numbers measure)
  if (words.length && isStopWord(words[words.length - 1]!.toLowerCase())) return [];
  // (never a spelling that is also an everyday word, "in", "ac"; nor "min" and "sec", a minimum and a section as
  // often as minutes and seconds in a file's name)
  const lower = word.toLowerCase();
  const spelling = table.spellings.find((e) => !e.spelling.attachedOnly && (e.spelling.exact ? e.spelling.text === word : e.lower === lower));
  if (!spelling || spelling.spelling.wordLike || spelling.unit.dimension === 'number' || /^(?:min|sec)$/i.test(word)) return [];
  return [{ unit: spelling.unit.symbol, headingPath: [] }];
}

export function findDocumentNotes(blocks: Array<{ kind: string; text: string; headingPath: string[] }>, table: UnitTable): DocumentNote[] {
  const notes: DocumentNote[] = [];
  // a heading that ends in a unit in brackets ("Wind and hydro generation 2024 (MWh)") gives it to the bare numbers
  // under it, as a column's header does to its cells
  const headings = new Set<string>();
  for (const b of blocks) {
    b.headingPath.forEach((h, i) => {
      const key = JSON.stringify(b.headingPath.slice(0, i + 1));
      if (headings.has(key)) return;
      headings.add(key);
      const unit = headingUnit(h, table);
      if (unit) notes.push({ unit, headingPath: b.headingPath.slice(0, i + 1) });
    });
  }
  for (const b of blocks) {
    if (b.kind !== 'text') continue;
    // a note is a short line of its own (a caption, a one-line remark), not a sentence inside prose
    for (const line of b.text.split(/\n+/)) findNotesIn(line.trim(), b.headingPath, table, notes);
  }
  return notes;
}

/** The unit a heading's closing brackets hold whole ("… 2024 (MWh)", "Sales (litres)"), or null. */
export function headingUnit(heading: string, table: UnitTable): string | null {
  const m = /\(([^()]{1,16})\)\s*$/u.exec(heading.trim());
  if (!m) return null;
  const inside = m[1]!.trim();
  const unit = matchUnitAt(table, inside, 0, false);
  if (!unit || unit.end !== inside.length || unit.unit.dimension === 'number') return null;
  // (never a spelling that is also an everyday word: "Notes (in)")
  const lower = unit.text.toLowerCase();
  if (table.spellings.some((e) => e.unit === unit.unit && e.spelling.wordLike && e.lower === lower)) return null;
  return unit.unit.symbol;
}

function findNotesIn(text: string, headingPath: string[], table: UnitTable, notes: DocumentNote[]): void {
  if (!text || text.length > MAX_NOTE_CHARS) return;
  const b = { headingPath };
  {
    for (const m of text.matchAll(UNIT_NOTE)) {
      const at = m.index! + m[0].length;
      const unit = matchUnitAt(table, text, at, false);
      // the unit must end the phrase ("in mg.", "in grams)", "in INCHES (read at 0900 GMT)"), not start a longer one
      // ("in 2019 the company")
      if (unit && /^\s*(?:$|[.;,)]|\()/u.test(text.slice(unit.end))) notes.push({ unit: unit.unit.symbol, headingPath: b.headingPath });
    }
    // (a scale: each bare number counts thousands or millions; never the start of a sentence of prose, only a note)
    const scale = SCALE_NOTE.exec(text);
    if (scale) notes.push({ scale: /^'?000|^thousands$|^k$/i.test(scale[1] ?? scale[2]!) ? 1000 : 1_000_000, headingPath: b.headingPath });
    for (const m of text.matchAll(BASIS_NOTE)) {
      const at = m.index! + m[0].length;
      const unit = matchUnitAt(table, text, at, text[at - 1] !== ' ');
      if (unit) notes.push({ basis: `${m[1]!.replace(/,/g, '')} ${unit.unit.symbol}`, headingPath: b.headingPath });
    }
  }
}

const inScope = (note: DocumentNote, headingPath: string[]) =>
  note.headingPath.length <= 1 || note.headingPath.every((h, i) => headingPath[i] === h);

/** The unit and basis the document's notes give a row under `headingPath` (the innermost note wins). */
export function documentUnitFor(notes: DocumentNote[], headingPath: string[], table: UnitTable): { unit?: string; basis?: string; scale?: number } {
  let unit: string | undefined, basis: string | undefined, scale: number | undefined;
  let unitDepth = -1, basisDepth = -1, scaleDepth = -1;
  for (const n of notes) {
    if (!inScope(n, headingPath)) continue;
    if (n.scale && n.headingPath.length > scaleDepth) {
      scale = n.scale;
      scaleDepth = n.headingPath.length;
    }
    if (n.unit && findUnit(table, n.unit) && n.headingPath.length > unitDepth) {
      unit = n.unit;
      unitDepth = n.headingPath.length;
    }
    if (n.basis && n.headingPath.length > basisDepth) {
      basis = n.basis;
      basisDepth = n.headingPath.length;
    }
  }
  return { ...(unit ? { unit } : {}), ...(basis ? { basis } : {}), ...(scale ? { scale } : {}) };
}

/** "imperial gallons", "UK pints", "US tons": a unit's variant named by where it is used ("UK" and "US" in capitals
 *  only: "send us gallons" names none). */
const VARIANT = /\b([Ii]mperial|IMPERIAL|[Ii]mp\.?|UK|US|U\.S\.)\s+(\p{L}+)(?:\s+(\p{L}+))?/gu;

/**
 * The variants of units a document says it writes ("# Capacities in imperial gallons (1 gal = 4.546 litres)"): a
 * unit its bare spellings mean elsewhere (a gallon said bare is the US one) → the variant it names, whose bare
 * spellings in this document then are ("1,200 gal" is 5,455 litres). Where a document names two variants of one
 * unit (imperial and US gallons side by side), it says nothing of its bare ones: none.
 */
export function unitVariants(blocks: Array<{ text: string }>, table: UnitTable): Map<string, string> {
  const out = new Map<string, string>();
  const clash = new Set<string>();
  for (const b of blocks) {
    for (const m of b.text.matchAll(VARIANT)) {
      for (const words of m[3] ? [`${m[2]} ${m[3]}`, m[2]!] : [m[2]!]) {
        const variant = findUnit(table, `${m[1]} ${words}`);
        const bare = findUnit(table, words);
        if (!variant || !bare || variant.dimension !== bare.dimension) continue;
        const seen = out.get(bare.symbol);
        if (seen !== undefined && seen !== variant.symbol) clash.add(bare.symbol);
        out.set(bare.symbol, variant.symbol);
        break;
      }
    }
  }
  for (const s of clash) out.delete(s);
  for (const [from, to] of out) if (from === to) out.delete(from);
  return out;
}

/** The unit table as a document naming variants reads it: the bare unit's spellings stand for its variant. */
export function tableWithVariants(table: UnitTable, variants: ReadonlyMap<string, string>): UnitTable {
  if (!variants.size) return table;
  const spellings = table.spellings.map((e) => {
    const to = variants.get(e.unit.symbol);
    const unit = to ? table.bySymbol.get(to) : undefined;
    return unit ? { ...e, unit } : e;
  });
  // (the bare unit keeps its symbol for conversions, but no spelling of its own: "gal" is found as the variant)
  const bySymbol = new Map(table.bySymbol);
  for (const [from, to] of variants) {
    const def = table.bySymbol.get(from);
    if (def && table.bySymbol.has(to)) bySymbol.set(from, { ...def, spellings: [] });
  }
  return { ...table, spellings, bySymbol, units: table.units.map((u) => bySymbol.get(u.symbol) ?? u) };
}
