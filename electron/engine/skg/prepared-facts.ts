// A document's facts derived in the parse worker, beside its parse, so that the indexer's one writer only stores them
// (symbolic-deriver.ts). The facts name the document, its blocks and its record rows by ids the writer hands out only
// when it stores the document; here they are derived with local ids — the row's index in the document (records in
// order, each record's rows in order, as the writer inserts them), the block's index — and packed (quad-pack.ts) with
// those terms left as local keys, which the writer resolves to the real ids (`preparedFactsResolver`).
// The records and blocks are read as the writer would read them back from the library (`storedForm`), so the facts
// are the ones the writer would derive itself. A document whose numbers need its folder's other files (an ambiguous
// dot or date the document does not decide, a period of money) is left to the writer, which knows the folder.
import type { ParsedDocument } from '../ingest/types.ts';
import type { FileBudgets } from '../ingest/budgets.ts';
import type { RecordWithRows } from '../store/records.ts';
import type { BlockRow } from '../store/blocks.ts';
import { packQuads, type LocalTerms, type QuadPack } from '../store/rdf/quad-pack.ts';
import { KIND, type EncodedTerm } from '../store/rdf/term-codec.ts';
import { XSD } from '../store/rdf/namespaces.ts';
import { loadAliases, type EntryAliases } from './entries/canonical-entry.ts';
import { documentFacts, type NumberReport } from './record-facts.ts';
import { newFactsMemo, type FactsMemo } from './facts-memo.ts';
import { loadValueContext, type ValueContext, type ValueContextOptions } from './values/value-context.ts';
import { fileNameNotes, findDocumentNotes, unitVariants } from './values/document-units.ts';
import { findLegend } from './values/legends.ts';
import type { RowsStyle } from './values/number-style.ts';
import { blockIri, documentGraph, documentIri, P, specIri } from './ontology.ts';

/** What the symbolic deriver asks the parse workers to do (plain data: it crosses to the worker). */
export interface FactsJob {
  /** The indexing run (a worker keeps its readings per run, as the deriver does: facts-memo.ts). */
  run: string;
  aliasesPath?: string;
  values?: ValueContextOptions;
}

export interface PreparedFacts {
  pack: QuadPack;
  /** Units the document writes that the unit table does not know (spelling, count). */
  unknownUnits: Array<[string, number]>;
  /** The document's own number evidence (what its folder's other files see of it). */
  style?: RowsStyle;
  /** Why the facts were cut to the file's budget, when they were. */
  truncated?: string;
}

/** The document id the facts are derived with; its document and graph IRIs are local keys. */
const LOCAL_DOC = -1;
const LOCAL_DOC_IRI = documentIri(LOCAL_DOC);
const LOCAL_GRAPH_IRI = documentGraph(LOCAL_DOC);
const BLOCK_PREFIX = blockIri(0).slice(0, -1);
const SPEC_PREFIX = specIri(0, 0).slice(0, -1);

/** Documents with more record rows than this are left to the writer (their facts would eat the parse's time budget). */
export const MAX_PREPARED_ROWS = 20_000;

/** A surrogate without its pair: better-sqlite3 stores its three WTF-8 bytes, and reads each back as U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (s: string): string => (/[\uD800-\uDFFF]/.test(s) ? s.replace(LONE_SURROGATE, '\uFFFD\uFFFD\uFFFD') : s);

/**
 * The document's records and blocks as the writer reads them back once stored (store/records.ts getDocumentRecords,
 * store/blocks.ts getDocumentBlocks), with local ids: a block's is its index, a row's its index in the document.
 * SQLite stores text as UTF-8 (a lone surrogate comes back as three U+FFFD), a heading path joined by " > ", hints as JSON,
 * and orders rows by position and blocks by ord (equal ones in insertion order, by the index's rowid).
 */
export function storedForm(parsed: ParsedDocument): { records: RecordWithRows[]; blocks: BlockRow[] } {
  const blockId = (order: number | null) => (order !== null && order >= 0 && order < parsed.blocks.length ? order : null);
  const blocks: BlockRow[] = parsed.blocks.map((b, i) => {
    const heading = wellFormed(b.headingPath.join(' > '));
    return { id: i, docId: LOCAL_DOC, ord: b.order, kind: b.kind, headingPath: heading ? heading.split(' > ') : [], text: wellFormed(b.text), start: b.start, end: b.end, page: b.page ?? null };
  });
  blocks.sort((a, b) => a.ord - b.ord || a.id - b.id);
  let rowId = 0;
  const records: RecordWithRows[] = parsed.records.map((r, ord) => {
    const rows = r.rows.map((x) => ({
      id: rowId++, position: x.position, section: x.section == null ? null : wellFormed(x.section), key: wellFormed(x.key), value: wellFormed(x.value),
      blockId: blockId(x.blockOrder), start: x.start, end: x.end,
    }));
    rows.sort((a, b) => a.position - b.position || a.id - b.id);
    return {
      id: ord, docId: LOCAL_DOC, ord, subject: wellFormed(r.subject), kind: r.kind, blockId: blockId(r.blockOrder),
      categoryHints: JSON.parse(JSON.stringify(r.categoryHints)) as string[], rows,
    };
  });
  return { records, blocks };
}

/** The terms of a document's facts that name ids only the writer knows, as local keys (see preparedFactsResolver). */
export const LOCAL_FACT_TERMS: LocalTerms = {
  iri(v) {
    if (v === LOCAL_GRAPH_IRI) return 'g';
    if (v === LOCAL_DOC_IRI) return 'd';
    if (v.startsWith(BLOCK_PREFIX)) return `b${v.slice(BLOCK_PREFIX.length)}`;
    if (v.startsWith(SPEC_PREFIX)) return `s${v.slice(SPEC_PREFIX.length)}`;
    return null;
  },
  literal: (value, _datatype, predicate) => (predicate === P.sourceRow ? `r${value}` : null),
};

/** Resolves the local keys of a document's prepared facts once the writer has stored it. */
export function preparedFactsResolver(docId: number, blockIds: readonly number[], rowIds: readonly number[]): (key: string) => EncodedTerm {
  const iri = (value: string): EncodedTerm => ({ kind: KIND.iri, value, datatype: '', language: '', num: null });
  const row = (local: string): number => {
    const id = rowIds[Number(local)];
    if (id === undefined) throw new Error(`prepared facts: no row ${local}`);
    return id;
  };
  return (key) => {
    const rest = key.slice(1);
    switch (key[0]) {
      case 'g': return iri(documentGraph(docId));
      case 'd': return iri(documentIri(docId));
      case 'b': {
        const id = blockIds[Number(rest)];
        if (id === undefined) throw new Error(`prepared facts: no block ${rest}`);
        return iri(blockIri(id));
      }
      case 's': {
        const dot = rest.indexOf('.');
        return iri(specIri(row(dot < 0 ? rest : rest.slice(0, dot)), dot < 0 ? 0 : Number(rest.slice(dot + 1))));
      }
      case 'r': {
        const id = row(rest);
        return { kind: KIND.literal, value: String(id), datatype: XSD.integer, language: '', num: id };
      }
      default: throw new Error(`prepared facts: unknown key ${key}`);
    }
  };
}

interface RunState {
  run: string;
  aliases: EntryAliases;
  values: ValueContext;
  memo: FactsMemo;
}

/**
 * The facts deriver of one parse worker: keeps its alias table, value context and readings (facts-memo.ts) per run,
 * as the symbolic deriver keeps its own. → the document's prepared facts, or null where the writer must derive them
 * (no records, too many rows, numbers its folder decides).
 */
export function preparedFactsDeriver(): (parsed: ParsedDocument, relpath: string, budgets: FileBudgets, job: FactsJob) => PreparedFacts | null {
  let state: RunState | null = null;
  return (parsed, relpath, budgets, job) => {
    if (parsed.records.length === 0) return null;
    let rows = 0;
    for (const r of parsed.records) rows += r.rows.length;
    if (rows > MAX_PREPARED_ROWS) return null;
    if (state?.run !== job.run) state = { run: job.run, aliases: loadAliases(job.aliasesPath), values: loadValueContext(job.values), memo: newFactsMemo() };
    const { aliases, values, memo } = state;
    const { records, blocks } = storedForm(parsed);
    // as symbolic-deriver.ts deriveFacts: the file's own notes first, then those its name states
    const notes = [...findDocumentNotes(blocks, values.units), ...fileNameNotes(relpath, values.units)];
    const variants = unitVariants(blocks, values.units);
    const legend = findLegend(blocks);
    const blockHeadings = new Map(blocks.map((b) => [b.id, b.headingPath]));
    let askedFolder = false;
    const needsFolder = (): never => {
      askedFolder = true;
      throw new Error('the folder decides');
    };
    let unknownUnits = new Map<string, number>();
    let report: NumberReport = { folderDependent: false, signature: '', doubts: 0 };
    const facts = (n: number) => {
      unknownUnits = new Map<string, number>();
      report = { folderDependent: false, signature: '', doubts: 0 };
      return documentFacts({
        docId: LOCAL_DOC, relpath, records: n === records.length ? records : records.slice(0, n), aliases, values, notes, unitVariants: variants, legend, blockHeadings,
        unknownUnits, folderNumbers: needsFolder, folderPeriods: needsFolder, numberReport: report, memo,
      });
    };
    try {
      const { quads, truncated } = factsWithinBudget(facts, records.length, budgets.triples);
      if (askedFolder || report.folderDependent) return null;
      return { pack: packQuads(quads, LOCAL_FACT_TERMS), unknownUnits: [...unknownUnits], style: report.style, truncated };
    } catch {
      // the folder decides its numbers, or deriving failed: the writer derives them (and meets the failure there)
      return null;
    }
  };
}

/**
 * A file's facts within its budget: all of them, or those of its first records, as many as fit, with the reason.
 * `facts(n)` derives the facts of the first n of `records` records.
 */
export function factsWithinBudget<Q>(facts: (n: number) => Q[], records: number, budget: number): { quads: Q[]; truncated?: string } {
  let quads = facts(records);
  if (quads.length <= budget) return { quads };
  const total = quads.length;
  let n = Math.floor((records * budget) / total);
  while (n > 0 && (quads = facts(n)).length > budget) n = Math.floor((n * budget) / quads.length) - 1;
  if (n <= 0) quads = [];
  return {
    quads,
    truncated: `${total.toLocaleString('en-US')} facts, over the budget of ${budget.toLocaleString('en-US')}: the facts of its first ${Math.max(0, n).toLocaleString('en-US')} of ${records.toLocaleString('en-US')} records were kept`,
  };
}
