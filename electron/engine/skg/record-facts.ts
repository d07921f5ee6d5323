// Turns one document's records into typed RDF facts (the symbolic graph), all in the document's named graph:
//   entity —hasSpec→ spec —inEntry→ Entry, —inSection→ Section, —hasValue→ Value (raw text),
//   spec —hasNumericValue/hasUnit/hasDim1..3/hasMin/hasMax/hasBoolean/hasYear/hasDate/hasCurrency→ literals,
//   spec —fromBlock→ block —inDocument→ document, spec —sourceRow→ the record row id (the citation).
// Nothing is written that another fact already says: a spec is a spec by its q:hasSpec link (no rdf:type q:Spec
// per spec), and the row's position is the record row's (record_rows.position, through q:sourceRow).
// A row's own spec carries the parsed value; list values ("GSM / HSPA / LTE") also get one spec per part, and
// numbers a value states for another entry (domain packs: a count stated in words, a quantity named by a role
// label, a unit owned by one entry, the parts of a×b×c) get a spec of that entry, citing the same row.
// Every number is stored in its dimension's canonical unit (q:hasNumericValue, q:hasUnit, q:hasDimension) beside
// the number and unit as written (q:statedValue, q:statedUnit): resources/ontology/README.md. Rows of 'prose'
// records (numbers found in sentences) are marked q:statedIn "prose" with a lower q:confidence. Shared nodes
// (entries, sections, values, categories, groups) are declared in the vocabulary graph, once for the whole library, so the union of graphs holds each of their triples once.
import { languagesOfLabels } from './values/language-units.ts';
import { positiveOfNegatedKey } from './entries/negated-label.ts';
import { DataFactory } from 'rdf-data-factory';
import type { Quad, Quad_Object } from '@rdfjs/types';
import { XSD, XSD_NS } from '../store/rdf/namespaces.ts';
import type { RecordWithRows } from '../store/records.ts';
import { parseValue, type ParseHint, type ParsedValue, type Quantity } from './values/parse-value.ts';
import { periodFactor, periodOfLabel } from './values/periods.ts';
import { loadValueContext, type ValueContext } from './values/value-context.ts';
import { findUnit, unitNamed, type UnitDef } from './values/quantity.ts';
import { documentUnitFor, tableWithVariants, type DocumentNote } from './values/document-units.ts';
import { entryValueSpec } from './values/entry-kinds.ts';
import { objectUnitFor, objectUnits, recordUnitFor, recordUnits } from './values/record-units.ts';
import { loadSubKeys } from '../text/sub-keys.ts';
import { dayNumber } from './values/dates.ts';
import { flagColumns, inFlagColumn } from './values/flag-columns.ts';
import { expandCodes, type Legend } from './values/legends.ts';
import { expandCyclicRanges } from './values/cyclic-ranges.ts';
import { colonSizeReading, columnKey, shareOfPercentColumn, decideColonOrder, decideDateOrder, decideDots, oneWay, hasAmbiguousColon, hasAmbiguousComma, hasAmbiguousDate, hasAmbiguousDot, noEvidence, readingFor, rowsStyle, sizeReading, type DotDecision, type RowsStyle } from './values/number-style.ts';
import { clockLabelKind, type ColonOrder } from './values/clock-times.ts';
import type { DateOrder } from './values/dates.ts';
import { canonicalEntry, normaliseKey, type EntryAliases } from './entries/canonical-entry.ts';
import { unitOfWholeKey } from './values/header-unit.ts';
import {
  CLASS, P, VOCABULARY_GRAPH, blockIri, categoryIri, documentGraph, documentIri, entityIri, entryIri, groupIri, sectionIri,
  specIri, valueIri,
} from './ontology.ts';
import { variantStem } from './variants.ts';
import { remembered, valueKey, type EntryHeader, type FactsMemo } from './facts-memo.ts';
import { stemWord } from './entries/normalise-key.ts';
import { labelAsEnglish, loadLabelWords } from './schema/label-words.ts';
import { documentYear } from './values/dates.ts';
import { fileRole, ingestVocabulary } from '../ingest/vocabulary.ts';
import { withoutCompression } from '../ingest/naming.ts';
import { dimensionParts, loadDimensionParts } from './values/dimension-parts.ts';
import { slashParts } from './values/slash-parts.ts';

/** One name per category: "Phones", "phone" → "phone"; "Mobile Phones" → "mobile phone". */
export function categoryName(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ').split(' ').map(stemWord).join(' ');
}

const df = new DataFactory();
const iri = (v: string) => df.namedNode(v);
const str = (v: string) => df.literal(v);
const int = (n: number) => df.literal(String(Math.round(n)), iri(XSD.integer));
const dec = (n: number) => df.literal(String(n), iri(Number.isInteger(n) ? XSD.integer : XSD.decimal));
const bool = (b: boolean) => df.literal(String(b), iri(XSD.boolean));
const date = (y: number, m: number, d: number) =>
  df.literal(`${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`, iri(`${XSD_NS}date`));

/** Confidence of a fact read from a sentence (table and key/value rows carry none: they are the reference). */
export const PROSE_CONFIDENCE = 0.6;

/** The dimension of a number written without a unit. */
export const BARE_NUMBER_DIMENSION = 'number';

/** The name key under which subjects of different documents are taken to be the same entity. */
export function subjectKey(name: string): string {
  return name.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
}

export interface DocumentFactsInput {
  docId: number;
  relpath: string;
  records: RecordWithRows[];
  aliases: EntryAliases;
  /** Unit table and domain packs (the shipped resources by default). */
  values?: ValueContext;
  /** Block id → its heading path, for document-level unit notes. */
  blockHeadings?: Map<number, string[]>;
  /** Units and bases the document states once (values/document-units.ts). */
  notes?: DocumentNote[];
  /** Units the document says it writes in a variant ("imperial gallons"): bare symbol → the variant's
   *  (values/document-units.ts unitVariants). */
  unitVariants?: ReadonlyMap<string, string>;
  /** Codes the document says once what they stand for ("VG = vegan", values/legends.ts). */
  legend?: Legend;
  /** Collects units written in the document that the unit table does not know (spelling → count). */
  unknownUnits?: Map<string, number>;
  /** How the other files of the document's folder write numbers (values/number-style.ts), asked for only when the
   *  document itself does not decide an ambiguous number. */
  folderNumbers?: () => RowsStyle;
  /** Filled in: how the document's ambiguous numbers were read. */
  numberReport?: NumberReport;
  /** How many amounts of money the folder's other files state per each period ("pcm" → month), for an amount
   *  stated per another period (a weekly rent among monthly rents): it is converted to theirs. */
  folderPeriods?: () => Map<string, number>;
  /** The run's readings of values, headers and keys already made (facts-memo.ts); none: everything is read anew. */
  memo?: FactsMemo;
}

export interface NumberReport {
  /** The document's own number evidence (what its folder's other files see of it). */
  style?: RowsStyle;
  /** Some number was read by what the folder's other files write: it may read differently when they change. */
  folderDependent: boolean;
  /** The decisions, in row order: equal signatures derive the same facts. */
  signature: string;
  doubts: number;
}

/** The period most amounts state, when at least three do and two in three of them agree; else null. */
export function majorityPeriod(counts: Map<string, number>): string | null {
  let best: string | null = null;
  let n = 0;
  let all = 0;
  for (const [p, c] of counts) {
    all += c;
    if (c > n) [best, n] = [p, c];
  }
  return best && n >= 3 && n >= (2 / 3) * all ? best : null;
}

/** A number and one letter after it, the whole value ("11.5 t"). */
const LETTER_AFTER = /^[-+]?\d[\d.,]*\s*(\p{L})\.?$/u;
/** A number and nothing else ("15.5", "1,250"). */
const BARE_NUMBER = /^[-+]?\d[\d.,]*$/;

/** A quantity counted in `scale`s (thousands, millions): its value and its canonical value that many times. */
function scaled<T extends { value: number; canonical?: { value: number } | null }>(q: T, scale: number): T {
  return { ...q, value: q.value * scale, ...(q.canonical ? { canonical: { ...q.canonical, value: q.canonical.value * scale } } : {}) };
}

/** A number and one short word after it, the whole value ("20 bbl"). */
const UNIT_WORD_AFTER = /^[-+]?\d[\d.,]*\s*(\p{L}{2,6})\.?$/u;

export function documentFacts(input: DocumentFactsInput): Quad[] {
  const g = iri(documentGraph(input.docId));
  const vocabulary = iri(VOCABULARY_GRAPH);
  const quads: Quad[] = [];
  const add = (s: string, p: string, o: Quad_Object) => quads.push(df.quad(iri(s), iri(p), o, g));
  const declared = new Set<string>();
  /** Declares a node's type and label: shared nodes in the vocabulary graph, the document's own in its graph. */
  const declare = (node: string, cls: string, label: string, shared = true) => {
    if (declared.has(node)) return;
    declared.add(node);
    const graph = shared ? vocabulary : g;
    quads.push(df.quad(iri(node), iri(P.type), iri(cls), graph), df.quad(iri(node), iri(P.label), str(label), graph));
  };

  const given = input.values ?? loadValueContext();
  // (a document writing a unit's variant reads its bare spellings as that variant: its own table, and no reading
  // shared with the run's other documents)
  const variants = input.unitVariants?.size ? input.unitVariants : null;
  const ctx = variants ? { ...given, units: tableWithVariants(given.units, variants) } : given;
  const table = ctx.units;
  const dimensionWords = loadDimensionParts();
  const memo = variants ? undefined : input.memo;
  const readValue = (raw: string, hint: ParseHint): ParsedValue =>
    memo ? remembered(memo.values, valueKey(raw, hint), () => parseValue(raw, hint, ctx)) : parseValue(raw, hint, ctx);
  const keyOf = (key: string): string => (memo ? remembered(memo.keys, `k${key}`, () => columnKey(key, table)) : columnKey(key, table));
  const sectionKey = (section: string): string => (memo ? remembered(memo.keys, `s${section}`, () => normaliseKey(section)) : normaliseKey(section));
  /** Number facts of a spec: canonical value, unit and dimension, and the number and unit as written. */
  const addNumber = (spec: string, q: Pick<Quantity, 'value' | 'unit' | 'canonical' | 'unknownUnit'>) => {
    if (q.canonical) {
      add(spec, P.hasNumericValue, dec(q.canonical.value));
      add(spec, P.hasUnit, str(q.canonical.unit));
      add(spec, P.hasDimension, str(q.canonical.dimension));
      add(spec, P.statedValue, dec(q.value));
      if (q.unit) add(spec, P.statedUnit, str(q.unit));
      return;
    }
    add(spec, P.hasNumericValue, dec(q.value));
    add(spec, P.statedValue, dec(q.value));
    if (q.unit) {
      // a unit the table does not know: kept as written, unconverted, without a dimension (and reported)
      add(spec, P.hasUnit, str(q.unit));
      add(spec, P.statedUnit, str(q.unit));
      input.unknownUnits?.set(q.unit, (input.unknownUnits.get(q.unit) ?? 0) + 1);
    } else add(spec, P.hasDimension, str(BARE_NUMBER_DIMENSION));
  };
  /** A number given with a unit symbol (hints, dims parts): as a quantity of that unit. */
  const quantityIn = (value: number, unit: string | null): Pick<Quantity, 'value' | 'unit' | 'canonical'> => {
    const u = unit ? unitNamed(table, unit) : null;
    return u ? { value, unit: u.symbol, canonical: { value: u.toCanonical(value), unit: u.canonicalUnit, dimension: u.dimension } } : { value, unit };
  };

  // how this page writes its numbers: "14.076 km" groups where its column, document or folder says dots group
  const style = rowsStyle(input.records.flatMap((r) => r.rows), table, memo?.columns);
  let folderStyle: RowsStyle | undefined;
  const decisions: string[] = [];
  const report: NumberReport = input.numberReport ?? { folderDependent: false, signature: '', doubts: 0 };
  report.style = style;
  const dotsFor = (key: string, raw: string): DotDecision | null => {
    // a comma that could group or be decimal reads as its own column writes ("2,676" among "0,982" and "1,49" is
    // 2.676); with no evidence there, or only elsewhere in the document (a page may quote "limited to 3,000" in
    // English beside decimal commas), it groups, as before
    if (hasAmbiguousComma(raw)) return oneWay(style.columns.get(columnKey(key, table))) === 'group' ? 'group' : null;
    if (!hasAmbiguousDot(raw)) return null;
    const col = columnKey(key, table);
    const own = decideDots({ column: style.columns.get(col)!, document: style.all });
    let d = own.decision;
    if (d === 'doubt' && input.folderNumbers) {
      folderStyle ??= input.folderNumbers();
      d = decideDots({ column: style.columns.get(col)!, folderColumn: folderStyle.columns.get(col), document: style.all, folder: folderStyle.all }).decision;
      report.folderDependent = true;
      // nothing of how the writers write decides: the size of the column's other values may ("5.600" among "7,500")
      if (d === 'doubt') d = sizeReading(raw, [...(style.sizes.get(col) ?? []), ...(folderStyle.sizes.get(col) ?? [])]) ?? 'doubt';
    }
    decisions.push(d[0]!);
    if (d === 'doubt') report.doubts++;
    return d;
  };
  // the same for numeric dates whose day and month could be either: "12/11/2006" in the order the writer's other dates show
  const dateOrderFor = (key: string, raw: string): DateOrder | undefined => {
    if (!hasAmbiguousDate(raw)) return undefined;
    const col = columnKey(key, table);
    let d = decideDateOrder({ column: style.columns.get(col) ?? noEvidence(), document: style.all }).order;
    if (!d && input.folderNumbers) {
      folderStyle ??= input.folderNumbers();
      d = decideDateOrder({ column: style.columns.get(col) ?? noEvidence(), folderColumn: folderStyle.columns.get(col), document: style.all, folder: folderStyle.all }).order;
      report.folderDependent = true;
    }
    decisions.push(d ?? '?');
    return d ?? undefined;
  };

  // …and colon lengths of time that could be minutes and seconds or hours and minutes ("3:45" under "Duration"): as
  // the header's format says ("(m:ss)"), else as the column's other values show, here or in the folder's files
  const colonOrderFor = (key: string, entry: string, raw: string, format: ColonOrder | undefined): ColonOrder | undefined => {
    if (!hasAmbiguousColon(raw)) return undefined;
    if (format) return format;
    const kind = clockLabelKind(entry);
    if (kind !== 'duration' && kind !== 'span') return undefined;
    const col = columnKey(key, table);
    let d = decideColonOrder({ column: style.columns.get(col) ?? noEvidence() }).order ?? colonSizeReading(raw, style.durations.get(col));
    if (!d && input.folderNumbers) {
      folderStyle ??= input.folderNumbers();
      d = decideColonOrder({ column: style.columns.get(col) ?? noEvidence(), folderColumn: folderStyle.columns.get(col) }).order;
      // nothing the column writes decides: the size of the lengths of time it states otherwise may ("3.5" minutes)
      d ??= colonSizeReading(raw, [...(style.durations.get(col) ?? []), ...(folderStyle.durations.get(col) ?? [])]);
      report.folderDependent = true;
    }
    decisions.push(d ?? ':');
    return d ?? undefined;
  };

  // a bare share of one ("attendance: 0.92") in a column stated elsewhere in percentages ("Attendance %: 92"): as one
  const shareFor = (key: string, raw: string): boolean => {
    if (!/^\s*(?:0?\.\d+|[01](?:\.0+)?)\s*$/.test(raw)) return false;
    const col = columnKey(key, table);
    const own = style.percents.get(col) ?? [];
    if (shareOfPercentColumn(raw, style.sizes.get(col), own)) return true;
    if (!input.folderNumbers) return false;
    folderStyle ??= input.folderNumbers();
    report.folderDependent = true;
    const yes = shareOfPercentColumn(raw, style.sizes.get(col), [...own, ...(folderStyle.percents.get(col) ?? [])]);
    decisions.push(yes ? '%' : '.');
    return yes;
  };

  // an amount of money stated per a period other than its attribute's: the label's period ("Monthly rent"), else the
  // one most of the folder's other amounts state, converted to it (a weekly rent × 52 / 12 among monthly rents)
  let folderPeriod: string | null | undefined;
  const ratePerPeriod = (q: Quantity | null, prices: ParsedValue['prices'], key: string): Quantity | null => {
    const per = prices?.length === 1 ? prices[0]!.per : undefined;
    if (!q?.canonical || q.canonical.dimension !== 'currency' || !per) return q;
    let target = periodOfLabel(key);
    if (!target && input.folderPeriods) {
      if (folderPeriod === undefined) folderPeriod = majorityPeriod(input.folderPeriods());
      target = folderPeriod;
      report.folderDependent = true;
      decisions.push(target ? target[0]! : '-');
    }
    const factor = target && target !== per ? periodFactor(per, target) : null;
    if (!factor) return q;
    return { ...q, canonical: { ...q.canonical, value: Math.round(q.canonical.value * factor * 100) / 100 } };
  };

  const doc = documentIri(input.docId);
  declare(doc, CLASS.Document, input.relpath, false);
  add(doc, P.path, str(input.relpath));
  const folderCategories = input.relpath.split(/[\\/]/).slice(0, -1).filter(Boolean);
  // a conventional file (copyright, changelog, README) describes its folder: its subject is the folder's name, so
  // no row of it named the record, and a row equal to that name is a fact ("Upstream-Name: tmux")
  const fileName = withoutCompression(input.relpath.split(/[\\/]/).pop() ?? '');
  const describesFolder = fileRole(ingestVocabulary(), fileName) !== null;

  // columns of 1s and 0s are yes/no (values/flag-columns.ts), where no unit makes them amounts
  const flags = flagColumns(input.records);
  // the dimensions a key's words name (entry kinds), read as English where they are another language's ("Siedepunkt")
  const labelWords = loadLabelWords();
  const dimensionsOf = (key: string): readonly string[] =>
    (entryValueSpec(key, ctx.domain.entryKinds) ?? entryValueSpec(labelAsEnglish(key, labelWords), ctx.domain.entryKinds))?.kinds ?? [];
  // the year the document's dates state, for its dates written without one ("Sat 17 May")
  const docYear = documentYear(input.records.flatMap((r) => r.rows));
  const keysWithNumbers = new Set(input.records.flatMap((r) => r.rows.filter((x) => /\d/.test(x.value)).map((x) => x.key)));
  // the dimensions the values of each key of this document are measured in, with a unit the table knows, and how many
  // of its values measure each (read once per key)
  const measuredKeys = new Map<string, Map<string, number>>();
  const dimensionCounts = (key: string): Map<string, number> => {
    const k = normaliseKey(key);
    let counts = measuredKeys.get(k);
    if (counts === undefined) {
      counts = new Map();
      for (const r of input.records) for (const x of r.rows) if (normaliseKey(x.key) === k) {
        const d = readValue(x.value.trim(), {}).primary?.canonical?.dimension;
        if (d) counts.set(d, (counts.get(d) ?? 0) + 1);
      }
      measuredKeys.set(k, counts);
    }
    return counts;
  };
  const keyDimensions = (key: string): Set<string> => new Set(dimensionCounts(key).keys());
  /** Whether most of a column's measured values measure `dim` (two at least). */
  const columnMostly = (key: string, dim: string): boolean => {
    const counts = dimensionCounts(key);
    const n = [...counts.values()].reduce((x, y) => x + y, 0);
    const hit = counts.get(dim) ?? 0;
    return hit >= 2 && hit > n / 2;
  };
  /** "11.5 t" in a column of "26,000 kg": a lone letter after a number is the symbol of a unit of the one dimension
   *  the column's other values measure (a tonne among masses; elsewhere the letter says nothing). */
  const letterInColumn = (key: string, letter: string): UnitDef | null => {
    const dims = keyDimensions(key);
    if (dims.size !== 1) return null;
    const [d] = [...dims];
    return table.units.find((u) => u.dimension === d && u.symbol === letter) ?? null;
  };
  for (const record of input.records) {
    const name = record.subject.trim();
    if (!name) continue;
    const entity = entityIri(subjectKey(name));
    if (!declared.has(entity)) {
      declare(entity, CLASS.Entity, name, false);
      add(entity, P.hasName, str(name));
      const stem = variantStem(name);
      if (stem && stem !== name) {
        const group = groupIri(subjectKey(stem));
        declare(group, CLASS.EntityGroup, stem);
        add(entity, P.variantOf, iri(group));
      }
      // a line of an invoice is no invoice: the folder's categories are its whole's
      const inFolder = record.kind === 'line-item' ? [] : folderCategories;
      for (const c of new Set([...inFolder, ...record.categoryHints].map(categoryName).filter(Boolean))) {
        const cat = categoryIri(c);
        declare(cat, CLASS.Category, c);
        add(entity, P.belongs, iri(cat));
      }
    }
    const prose = record.kind === 'prose';
    // the domain packs whose labels this record uses (a pack's aliases never rename another domain's keys)
    const aliases = input.aliases.forKeys(record.rows.flatMap((r) => {
      const nk = keyOf(r.key);
      const ns = r.section ? sectionKey(r.section) : '';
      return ns ? [nk, `${ns}/${nk}`, `${ns} ${nk}`] : [nk];
    }));
    const siblings = new Set(record.rows.map((r) => r.key.replace(/[_\s]+/g, ' ').trim().toLowerCase()));
    // the language its labels are written in, whose own unit words its values may use ("Ár: 12 500 Ft")
    const languages = prose ? [] : languagesOfLabels(record.rows.map((r) => r.key));
    const inLanguage = languages.length ? { languages } : {};
    // a unit the record states once in a field of its own ({"net": 1200, "currency": "EUR"})
    const ownUnits = recordUnits(record.rows.map((r) => r.value), table);
    // a quantity written as an object, {"value": 460, "unit": "sq_ft"}: the object's unit is its measure's
    const inObjects = objectUnits(record.rows, table);
    const measures = loadSubKeys().measures;
    // a header reads by its record's keys (siblings) and packs (aliases): records of one layout share both
    const headers = memo
      ? remembered(remembered(memo.entries, aliases, () => new Map<string, Map<string, EntryHeader>>()), JSON.stringify([...siblings]), () => new Map<string, EntryHeader>())
      : null;
    // a key none of whose values in the document holds a number keeps its unit-like words ("Foot: Left-footed",
    // "Preferred foot": a label, not feet)
    // a value that states its own unit, of another dimension than `unit`'s
    const otherDimension = (value: string, unit: string): boolean => {
      const own = readValue(value.trim(), {}).primary?.unit;
      const ownDim = own ? findUnit(table, own)?.dimension : undefined;
      return !!ownDim && ownDim !== findUnit(table, unit)?.dimension;
    };
    const headerOf = (section: string | null, key: string): EntryHeader => {
      const wordsOnly = !keysWithNumbers.has(key);
      return headers
        ? remembered(headers, JSON.stringify([section, key, wordsOnly]), () => canonicalEntry(section, key, aliases, table, siblings, wordsOnly, dimensionsOf))
        : canonicalEntry(section, key, aliases, table, siblings, wordsOnly, dimensionsOf);
    };
    for (const row of record.rows) {
      // the row that names the record ("Food: Egg, poultry, whole, raw") is its name, already stated: as a fact it
      // would be split into junk values ("Egg", "poultry")
      if (row.value.trim() === name && !describesFolder) continue;
      let header = headerOf(row.section, row.key);
      // a key read as a unit's dimension ("MW" → Power) whose value states a unit of another dimension ("98.08
      // g/mol") is a label as written: an abbreviation, not megawatts
      if (header.unit && /\p{L}/u.test(row.value.replace(/\d/g, '')) && unitOfWholeKey(row.key, table)?.symbol === header.unit && otherDimension(row.value, header.unit)) header = canonicalEntry(row.section, row.key, aliases, table, siblings, true);
      const entry = header.entry;
      // the unit: from the value, else the header, else a note of the document ("all values in mg")
      const note = input.notes?.length ? documentUnitFor(input.notes, row.blockId !== null ? input.blockHeadings?.get(row.blockId) ?? [] : [], table) : {};
      const headerUnit: string | null = header.unit ?? header.unknownUnit ?? null;
      let fallbackUnit: string | undefined;
      if (!headerUnit && note.unit) {
        const spec = entryValueSpec(entry, ctx.domain.entryKinds);
        const dim = findUnit(table, note.unit)?.dimension;
        if (!spec || (dim && spec.kinds.includes(dim))) fallbackUnit = note.unit;
      }
      const objectUnit = headerUnit ? undefined : objectUnitFor(inObjects, row, measures);
      if (!headerUnit && !fallbackUnit) fallbackUnit = recordUnitFor(ownUnits, entry, ctx.domain.entryKinds);
      const basis = header.basis ?? note.basis;
      const sectionNode = row.section ? sectionIri(row.section) : null;
      if (sectionNode) declare(sectionNode, CLASS.Section, row.section!);
      const block = row.blockId !== null ? blockIri(row.blockId) : null;
      if (block && !declared.has(block)) {
        declared.add(block);
        add(block, P.type, iri(CLASS.Block));
        add(block, P.inDocument, iri(doc));
      }
      const raw = row.value.trim();
      const dots = dotsFor(row.key, raw);
      const dateOrder = dateOrderFor(row.key, raw);
      const colonOrder = colonOrderFor(row.key, entry, raw, header.colonOrder);
      const share = !headerUnit && !objectUnit && !fallbackUnit && shareFor(row.key, raw);
      const read = share
        ? readValue(String(Math.round(Number(raw) * 1e6) / 1e4), { entry, unit: '%' })
        : readValue(raw, { entry, unit: headerUnit ?? objectUnit, fallbackUnit, numbers: readingFor(raw, dots), ...(header.period ? { period: header.period } : {}), ...(dateOrder ? { dateOrder } : {}), ...(docYear ? { year: docYear } : {}), ...(colonOrder ? { colonOrder } : {}), ...inLanguage });
      const parsed: ParsedValue = (raw === '1' || raw === '0') && !headerUnit && !fallbackUnit && !objectUnit && inFlagColumn(flags, row) ? { ...read, primary: null, quantities: [], boolean: raw === '1' } : read;
      // a yes/no key said the other way round ("No dogs: Yes") is stated as its positive, the yes/no flipped
      // ("Dogs": no), so it is one property with the other layouts' ("Dogs allowed", "Dog-friendly")
      const positive = parsed.boolean !== undefined && parsed.parts.length <= 1 ? positiveOfNegatedKey(entry) : null;
      const entryNode = entryIri(positive ?? entry);
      declare(entryNode, CLASS.Entry, positive ?? entry);
      // a value made of the codes of the page's legend states what they stand for ("V, VG": vegetarian, vegan)
      const codes = input.legend?.size ? expandCodes(input.legend, parsed.parts.length > 1 ? parsed.parts : [raw]) : null;
      // a range of months or weekdays states each ("June–September", "Mon–Fri": cyclic-ranges.ts)
      const ranged = expandCyclicRanges(codes ?? (parsed.parts.length > 1 ? parsed.parts : [raw]));
      const partTexts = ranged ?? (parsed.parts.length > 1 ? codes ?? parsed.parts : []);
      const whole = parsed.parts.length <= 1 && codes ? codes[0]! : raw;
      [whole, ...partTexts].forEach((text, part) => {
        if (!text && part > 0) return;
        const spec = specIri(row.id, part);
        add(entity, P.hasSpec, iri(spec));
        add(spec, P.inEntry, iri(entryNode));
        if (sectionNode) add(spec, P.inSection, iri(sectionNode));
        const valueNode = valueIri(text);
        declare(valueNode, CLASS.Value, text);
        add(spec, P.hasValue, iri(valueNode));
        if (block) add(spec, P.fromBlock, iri(block));
        add(spec, P.sourceRow, int(row.id));
        if (prose) {
          add(spec, P.statedIn, str('prose'));
          add(spec, P.confidence, dec(PROSE_CONFIDENCE));
        }
        if (part > 0) {
          add(spec, P.partIndex, int(part));
          const b = readValue(text, { entry }).boolean;
          if (b !== undefined) add(spec, P.hasBoolean, bool(b));
          return;
        }
        let q = ratePerPeriod(parsed.primary, parsed.prices, row.key);
        // a lone-letter unit of another dimension than the one the column's other values measure ("8 t" among hours)
        // says nothing: no tonne in a shift column, as no letter is read as a unit there
        const ownLetter = LETTER_AFTER.exec(raw)?.[1];
        if (q?.unit && ownLetter && q.unit === ownLetter && !headerUnit) {
          const dims = keyDimensions(row.key);
          const d = q.canonical?.dimension;
          if (d && dims.size === 2 && dims.has(d)) {
            const others = [...dims].filter((x) => x !== d);
            if (others.length === 1 && columnMostly(row.key, others[0]!)) q = null;
          }
        }
        // a bare number under a note of scale ("figures in 000s"): that many thousands — an amount of money or a
        // number without a unit, never one its column measures in another unit ("Duration (months)")
        if (q && note.scale && BARE_NUMBER.test(raw) && (!q.unit || q.canonical?.dimension === 'currency') && Number.isFinite(q.value * note.scale)) q = scaled(q, note.scale);
        // a bare number followed by letters the value reader did not take for a unit, in a column without one
        if (q && !q.unit && !headerUnit && !fallbackUnit && !objectUnit) {
          // "11.5 t" among kilograms: the symbol of a unit of the one dimension the column's other values measure
          const letter = LETTER_AFTER.exec(raw)?.[1];
          const u = letter ? letterInColumn(row.key, letter) : null;
          const word = u ? undefined : UNIT_WORD_AFTER.exec(raw)?.[1];
          if (u) q = { ...q, unit: u.symbol, canonical: { value: u.toCanonical(q.value), unit: u.canonicalUnit, dimension: u.dimension } };
          // "20 bbl" among hectolitres: a unit the table does not know, kept as written (and reported), never a number
          // of the column's unit to compare, sum or rank
          else if (word && !findUnit(table, word) && keyDimensions(row.key).size > 0) {
            input.unknownUnits?.set(word, (input.unknownUnits.get(word) ?? 0) + 1);
            q = null;
          }
        }
        // "Chipset cores: Octa-core": the row's own number is stated in words
        const ownHint = !q ? parsed.hints?.find((h) => h.entry === entry) : undefined;
        if (ownHint) addNumber(spec, quantityIn(ownHint.value, ownHint.unit));
        if (q) addNumber(spec, q);
        if (q && dots === 'doubt') add(spec, P.doubt, str(`the dot in "${raw}" is read as a decimal point; nothing else the page or its folder writes says whether it groups thousands`));
        if (q || ownHint) {
          if (basis ?? parsed.basis) add(spec, P.basis, str((basis ?? parsed.basis)!));
        }
        // dimensions, resolutions and ranges: canonical numbers; unit and dimension once (a primary's win)
        const structureUnit = (c: { unit: string; dimension: string } | undefined, stated: string | null) => {
          if (q || ownHint) return;
          if (c) {
            add(spec, P.hasUnit, str(c.unit));
            add(spec, P.hasDimension, str(c.dimension));
          }
          if (stated) add(spec, P.statedUnit, str(stated));
        };
        if (parsed.dims) {
          const preds = [P.hasDim1, P.hasDim2, P.hasDim3];
          const values = parsed.dims.canonical?.values ?? parsed.dims.values;
          values.slice(0, 3).forEach((v, i) => add(spec, preds[i], dec(v)));
          structureUnit(parsed.dims.canonical, parsed.dims.unit);
        }
        if (parsed.resolution) {
          add(spec, P.hasDim1, dec(parsed.resolution.width));
          add(spec, P.hasDim2, dec(parsed.resolution.height));
          const px = findUnit(table, 'px');
          if (!parsed.dims && px) structureUnit({ unit: px.canonicalUnit, dimension: px.dimension }, px.symbol);
        }
        if (parsed.range) {
          const c = parsed.range.canonical;
          add(spec, P.hasMin, dec(c ? c.min : parsed.range.min));
          add(spec, P.hasMax, dec(c ? c.max : parsed.range.max));
          if (!parsed.dims && !parsed.resolution) structureUnit(c, parsed.range.unit);
        }
        if (parsed.boolean !== undefined) add(spec, P.hasBoolean, bool(positive ? !parsed.boolean : parsed.boolean));
        if (parsed.date) {
          add(spec, P.hasYear, int(parsed.date.year));
          if (parsed.date.month && parsed.date.day) {
            add(spec, P.hasDate, date(parsed.date.year, parsed.date.month, parsed.date.day));
            add(spec, P.hasDay, int(dayNumber(parsed.date.year, parsed.date.month, parsed.date.day)));
          }
        }
        if (parsed.prices?.length) add(spec, P.hasCurrency, str(parsed.prices[0].currency));
      });
      // numbers this row states for other entries (domain packs)
      const extra: Array<{ entry: string; q: Pick<Quantity, 'value' | 'unit' | 'canonical' | 'unknownUnit'> }> = [];
      for (const h of parsed.hints ?? []) if (h.entry !== entry) extra.push({ entry: h.entry, q: quantityIn(h.value, h.unit) });
      // a quantity whose unit belongs to another entry ("1080 x 2400 pixels (~405 ppi density)")
      for (const q of parsed.quantities) {
        const owner = q.unit ? ctx.domain.unitEntries.get(q.unit) : undefined;
        if (owner && owner !== entry && q !== parsed.primary) extra.push({ entry: owner, q });
      }
      // an a×b×c value under a dimensions-like entry also states three named lengths
      const parts = parsed.dims && parsed.dims.values.length === 3 ? ctx.domain.dimsParts.find((d) => d.match.test(entry)) : undefined;
      if (parts && parsed.dims) {
        const unit = parsed.dims.unit ?? parts.defaultUnit ?? null;
        parts.entries.forEach((name, i) => extra.push({ entry: name, q: quantityIn(parsed.dims!.values[i]!, unit) }));
      }
      // and so does one whose label or value names each part ("Size (h × w)", "H 92 cm × W 73 cm": dimension-parts.ts)
      else for (const part of dimensionParts(entry, raw, parsed, dimensionWords)) if (part.entry !== entry) extra.push({ entry: part.entry, q: quantityIn(part.value, part.unit) });
      // and so does a pair of numbers under a label naming two things ("Index P/K: 2/1": slash-parts.ts)
      for (const part of slashParts(entry, raw)) extra.push({ entry: part.entry, q: quantityIn(part.value, null) });
      // quantities named by a role label ("8GB RAM, 128GB" under Storage also states RAM 8 GB)
      if (parsed.memory?.length) {
        for (const role of ctx.domain.roles) {
          if (role.isDefault || role.entry === entry) continue;
          for (const m of parsed.memory) {
            const v = m[role.role];
            if (v === undefined) continue;
            const stated = parsed.quantities.find((q) => q.role === role.role && q.canonical?.value === v);
            extra.push({ entry: role.entry, q: stated ?? { value: v, unit: null } });
          }
        }
      }
      extra.forEach((x, i) => {
        const spec = specIri(row.id, 1000 + i);
        const node = entryIri(x.entry);
        declare(node, CLASS.Entry, x.entry);
        add(entity, P.hasSpec, iri(spec));
        add(spec, P.inEntry, iri(node));
        if (sectionNode) add(spec, P.inSection, iri(sectionNode));
        add(spec, P.hasValue, iri(valueIri(raw)));
        addNumber(spec, x.q);
        if (prose) {
          add(spec, P.statedIn, str('prose'));
          add(spec, P.confidence, dec(PROSE_CONFIDENCE));
        }
        if (block) add(spec, P.fromBlock, iri(block));
        add(spec, P.sourceRow, int(row.id));
      });
    }
  }
  report.signature = decisions.join('');
  return quads;
}
