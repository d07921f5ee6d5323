// The unit table: every unit Quarry recognises, read from resources/units/ (units.tsv: spellings and
// definitions; dimensions.tsv: the dimensions and their canonical units), with conversions done by js-quantities.
//
// Why js-quantities (measured against mathjs units and convert-units, see resources/units/README.md):
//  - coverage: it has every unit the folders need out of the box, km², hectares, sq mi, kJ/kcal/cal, µg/mcg,
//    mAh/Ah (electric charge), hp, KiB…PiB, kbps, °C/°F offsets, percent; it lacks only months and a few
//    display units, which units.tsv defines by a factor. mathjs lacks kcal, cal, percent and the µ spellings;
//    convert-units lacks kcal, mAh, Ah and hp.
//  - speed: a converter built once per unit (swiftConverter) costs ~0.05 µs a call; parsing a unit string costs
//    ~8 µs, paid once per unit when the table loads (mathjs: ~4 µs a call and ~1 s to load).
//  - size: 0.7 MB, no dependencies (mathjs: 18 MB with 7 dependencies; convert-units pulls lodash 2.x).
//  - maintenance: js-quantities 1.8 (2024) is maintained and stable; convert-units 2.x has had no release in
//    years (its 3.x is a beta).
// Its unit grammar never sees text from the user's files: only the expressions of units.tsv, checked when the
// table loads, so a spelling the library misreads ("sqft") cannot reach a fact.
//
// The table is built per library/run from the resource files (no module-level state but a loader cache keyed by
// file path and modification time), and reports every line it could not use instead of throwing.
import fs from 'node:fs';
import path from 'node:path';
import Qty from 'js-quantities';
import { resourcePath } from '../../resources.ts';

export interface DimensionDef {
  name: string;
  /** Symbol of the canonical unit; '*' when each unit of the dimension is its own (currencies, counts). */
  canonical: string;
  /** js-quantities expression of the canonical unit, or null when the library has none. */
  libraryUnit: string | null;
  /** A bare unit word may end a column name ("price_eur", "weight_g"); 'underscore': only after "_" ("prep_min"). */
  headerSuffix: boolean | 'underscore';
  /** One measure may be written in descending units ("7 h 40 min"). */
  compound: boolean;
  note: string;
}

export interface Spelling {
  text: string;
  /** Matched with exact case only. */
  exact: boolean;
  /** Only directly after the number ("1080p"). */
  attachedOnly: boolean;
  /** Also an ordinary word: needs a non-letter after it. */
  wordLike: boolean;
  /** Only as the first unit of a measure in descending units: a smaller unit of its dimension follows ("5'10\""). */
  leading?: boolean;
}

export interface UnitDef {
  /** The one spelling used everywhere after parsing ('km²', 'GB', 'kcal', 'EUR'). */
  symbol: string;
  dimension: string;
  /** Symbol of the canonical unit values of this unit are stored in ('m²'; a currency's own symbol). */
  canonicalUnit: string;
  toCanonical(value: number): number;
  fromCanonical(value: number): number;
  spellings: Spelling[];
}

export interface UnitTableProblem {
  file: string;
  line: number;
  message: string;
}

export interface UnitTable {
  dir: string;
  units: UnitDef[];
  dimensions: Map<string, DimensionDef>;
  bySymbol: Map<string, UnitDef>;
  /** Every spelling, longest first (so "mAh" wins over "m", "inches" over "in"). */
  spellings: Array<{ spelling: Spelling; lower: string; unit: UnitDef }>;
  /** Periods written as one word (label-periods.tsv: "pcm" → month), longest first; "per month" needs none. */
  periods: PeriodSpelling[];
  /** Scale words (scales.tsv), longest first. */
  scales: ScaleWord[];
  /** The unit a bare number after a measure in this unit counts in (subunits.tsv: "1 h 25" is 1 h 25 min). */
  subunits: Map<string, string>;
  problems: UnitTableProblem[];
}

/** A scale word after a number (scales.tsv: "million", "mln", "Mio."; "k" touching an amount of money). */
export interface ScaleWord {
  /** Lower case. */
  text: string;
  factor: number;
  /** Only touching an amount of money ("£825k"). */
  currencyOnly: boolean;
  /** Only touching a number and written in lower case ("310k", "1.2k copies"; "8K" is a resolution). */
  lowerOnly?: boolean;
}

/** A period written as one word ("pcm", "p.a."): the time unit a rate is per. */
export interface PeriodSpelling {
  /** Lower case. */
  text: string;
  /** Symbol of a time unit of the table ('month'). */
  unit: string;
  /** Only beside a unit in the same header ("rent_eur_pm"), never alone. */
  withUnit: boolean;
}

export const DEFAULT_UNITS_DIR = (): string => resourcePath('units');

/** Rounds away binary floating-point noise (0.1 * 3, 1.2 kg → 1200.0000000000002 g). */
export function roundSignificant(v: number, digits = 15): number {
  if (v === 0 || !Number.isFinite(v)) return v;
  return Number.parseFloat(v.toPrecision(digits));
}

function tsvLines(text: string): Array<{ line: number; cols: string[] }> {
  const out: Array<{ line: number; cols: string[] }> = [];
  text.split(/\r?\n/).forEach((l, i) => {
    if (!l.trim() || l.trimStart().startsWith('#')) return;
    out.push({ line: i + 1, cols: l.split('\t').map((c) => c.trim()) });
  });
  return out;
}

function parseSpelling(raw: string): Spelling | null {
  const m = /^(.*?)(?:\{([a-z,\s]+)\})?$/.exec(raw.trim());
  const text = m?.[1]?.trim() ?? '';
  if (!text) return null;
  const flags = new Set((m?.[2] ?? '').split(',').map((f) => f.trim()).filter(Boolean));
  return { text, exact: flags.has('case') || flags.has('attached'), attachedOnly: flags.has('attached'), wordLike: flags.has('word'), ...(flags.has('lead') ? { leading: true } : {}) };
}

/** Builds a table from the two files' texts (exported for tests with small fixtures). */
export function parseUnitTable(unitsText: string, dimensionsText: string, dir = '(inline)', periodsText = '', scalesText = '', subunitsText = ''): UnitTable {
  const problems: UnitTableProblem[] = [];
  const dimensions = new Map<string, DimensionDef>();
  for (const { line, cols } of tsvLines(dimensionsText)) {
    // older files have no compound column: five columns are name, canonical, library, suffix, note
    const [name, canonical, lib, suffix] = cols;
    const compound = cols.length >= 6 ? cols[4] : 'no';
    const note = cols.length >= 6 ? cols[5] : cols[4];
    if (!name || !canonical || !lib) {
      problems.push({ file: 'dimensions.tsv', line, message: 'expected: dimension, canonical unit, library unit, header suffix, note' });
      continue;
    }
    if (lib !== '-') {
      try {
        Qty(`1 ${lib}`);
      } catch {
        problems.push({ file: 'dimensions.tsv', line, message: `the library does not know "${lib}"` });
        continue;
      }
    }
    dimensions.set(name, { name, canonical, libraryUnit: lib === '-' ? null : lib, headerSuffix: suffix === 'yes' ? true : suffix === 'underscore' ? 'underscore' : false, compound: compound === 'yes', note: note ?? '' });
  }

  interface Pending {
    line: number;
    symbol: string;
    definition: string;
    dimension: DimensionDef;
    spellings: Spelling[];
  }
  const pending: Pending[] = [];
  for (const { line, cols } of tsvLines(unitsText)) {
    const [symbol, definition, dimName, spellingList] = cols;
    const problem = (message: string) => problems.push({ file: 'units.tsv', line, message });
    if (!symbol || !definition || !dimName) {
      problem('expected: symbol, definition, dimension, spellings');
      continue;
    }
    const dimension = dimensions.get(dimName);
    if (!dimension) {
      problem(`unknown dimension "${dimName}"`);
      continue;
    }
    const spellings = (spellingList ?? '').split(',').map(parseSpelling).filter((s): s is Spelling => s !== null);
    // the symbol is a spelling too (exact case), except a lone letter not listed ("K" kelvin: "4K" is video)
    if (!spellings.some((s) => s.text === symbol) && !/^\p{L}$/u.test(symbol)) spellings.push({ text: symbol, exact: true, attachedOnly: false, wordLike: false });
    pending.push({ line, symbol, definition, dimension, spellings });
  }

  const bySymbol = new Map<string, UnitDef>();
  const make = (p: Pending, canonicalUnit: string, to: (v: number) => number, from: (v: number) => number): UnitDef => ({
    symbol: p.symbol,
    dimension: p.dimension.name,
    canonicalUnit,
    toCanonical: (v) => roundSignificant(to(v)),
    fromCanonical: (v) => roundSignificant(from(v)),
    spellings: p.spellings,
  });
  const factorOf = /^=\s*([0-9.eE+-]+(?:\/[0-9.eE+-]+)?)\s+(\S.*)$/;
  // library and base units first, then units defined by a factor of another unit of the file
  for (const p of pending) {
    const problem = (message: string) => problems.push({ file: 'units.tsv', line: p.line, message });
    if (bySymbol.has(p.symbol)) {
      problem(`"${p.symbol}" is defined twice`);
      continue;
    }
    if (p.definition === 'base') {
      const own = p.dimension.canonical === '*';
      if (!own && p.dimension.canonical !== p.symbol) {
        problem(`"${p.symbol}" is not the canonical unit of ${p.dimension.name} (${p.dimension.canonical})`);
        continue;
      }
      bySymbol.set(p.symbol, make(p, p.symbol, (v) => v, (v) => v));
    } else if (!factorOf.test(p.definition)) {
      const lib = p.dimension.libraryUnit;
      if (!lib) {
        problem(`${p.dimension.name} has no library unit; define "${p.symbol}" as "= FACTOR SYMBOL" or "base"`);
        continue;
      }
      try {
        if (!Qty(`1 ${p.definition}`).isCompatible(Qty(`1 ${lib}`))) {
          problem(`"${p.definition}" is not a unit of ${p.dimension.name}`);
          continue;
        }
        bySymbol.set(p.symbol, make(p, p.dimension.canonical, Qty.swiftConverter(p.definition, lib), Qty.swiftConverter(lib, p.definition)));
      } catch {
        problem(`the library does not know "${p.definition}"`);
      }
    }
  }
  for (const p of pending) {
    const m = factorOf.exec(p.definition);
    if (!m || bySymbol.has(p.symbol)) continue;
    const [num, den] = m[1]!.split('/');
    const factor = Number(num) / (den === undefined ? 1 : Number(den));
    const target = bySymbol.get(m[2]!.trim());
    if (!target || !Number.isFinite(factor) || factor === 0) {
      problems.push({ file: 'units.tsv', line: p.line, message: `"${p.definition}": expected a number and a unit defined in this file` });
      continue;
    }
    if (target.dimension !== p.dimension.name) {
      problems.push({ file: 'units.tsv', line: p.line, message: `"${m[2]}" is not a unit of ${p.dimension.name}` });
      continue;
    }
    bySymbol.set(p.symbol, make(p, target.canonicalUnit, (v) => target.toCanonical(v * factor), (v) => target.fromCanonical(v) / factor));
  }

  const units = [...bySymbol.values()];
  const spellings = units
    .flatMap((unit) => unit.spellings.map((spelling) => ({ spelling, lower: spelling.text.toLowerCase(), unit })))
    .sort((a, b) => b.spelling.text.length - a.spelling.text.length);
  const periods: PeriodSpelling[] = [];
  for (const { line, cols } of tsvLines(periodsText)) {
    const [text, unit, flags] = cols;
    const target = unit ? bySymbol.get(unit) : undefined;
    if (!text || !target || target.dimension !== 'time') {
      problems.push({ file: 'label-periods.tsv', line, message: 'expected: spelling, a time unit of units.tsv, flags' });
      continue;
    }
    periods.push({ text: text.toLowerCase(), unit: target.symbol, withUnit: /\bwith-unit\b/.test(flags ?? '') });
  }
  periods.sort((a, b) => b.text.length - a.text.length);
  const scales: ScaleWord[] = [];
  for (const { line, cols } of tsvLines(scalesText)) {
    const [text, factor, where] = cols;
    const f = Number(factor);
    if (!text || !(f > 0) || (where && where !== 'currency' && where !== 'lower')) {
      problems.push({ file: 'scales.tsv', line, message: 'expected: word, a factor above 0, and "currency", "lower" or nothing' });
      continue;
    }
    scales.push({ text: text.toLowerCase(), factor: f, currencyOnly: where === 'currency', ...(where === 'lower' ? { lowerOnly: true } : {}) });
  }
  scales.sort((a, b) => b.text.length - a.text.length);
  const subunits = new Map<string, string>();
  for (const { line, cols } of tsvLines(subunitsText)) {
    const [big, small] = cols;
    const a = big ? bySymbol.get(big) : undefined;
    const b = small ? bySymbol.get(small) : undefined;
    if (!a || !b || a.dimension !== b.dimension || !(b.toCanonical(1) < a.toCanonical(1))) {
      problems.push({ file: 'subunits.tsv', line, message: 'expected: a unit of units.tsv and a smaller unit of its dimension' });
      continue;
    }
    subunits.set(a.symbol, b.symbol);
  }
  return { dir, units, dimensions, bySymbol, spellings, periods, scales, subunits, problems };
}

/** How long a loaded table is trusted before its files' mtimes are looked at again (it is asked for once per file). */
const RECHECK_MS = 1000;

const cache = new Map<string, { key: string; checkedAt: number; table: UnitTable }>();

/** The unit table of a folder holding units.tsv and dimensions.tsv (and label-periods.tsv and scales.tsv, optional; the
 *  shipped one by default), cached by mtime. */
export function loadUnitTable(dir: string = DEFAULT_UNITS_DIR()): UnitTable {
  const recent = cache.get(dir);
  if (recent && Date.now() - recent.checkedAt < RECHECK_MS) return recent.table;
  const unitsFile = path.join(dir, 'units.tsv');
  const dimsFile = path.join(dir, 'dimensions.tsv');
  const stamp = (f: string) => {
    try {
      const s = fs.statSync(f);
      return `${s.mtimeMs}:${s.size}`;
    } catch {
      return 'missing';
    }
  };
  const periodsFile = path.join(dir, 'label-periods.tsv');
  const scalesFile = path.join(dir, 'scales.tsv');
  const subunitsFile = path.join(dir, 'subunits.tsv');
  const key = `${stamp(unitsFile)}|${stamp(dimsFile)}|${stamp(periodsFile)}|${stamp(scalesFile)}|${stamp(subunitsFile)}`;
  const hit = cache.get(dir);
  if (hit && hit.key === key) {
    hit.checkedAt = Date.now();
    return hit.table;
  }
  const read = (f: string) => {
    try {
      return fs.readFileSync(f, 'utf8');
    } catch {
      return '';
    }
  };
  const table = parseUnitTable(read(unitsFile), read(dimsFile), dir, read(periodsFile), read(scalesFile), read(subunitsFile));
  if (!fs.existsSync(unitsFile)) table.problems.push({ file: unitsFile, line: 0, message: 'missing' });
  if (!fs.existsSync(dimsFile)) table.problems.push({ file: dimsFile, line: 0, message: 'missing' });
  cache.set(dir, { key, checkedAt: Date.now(), table });
  return table;
}
