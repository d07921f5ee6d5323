// The indexing stage that keeps the symbolic graph in step with the documents: a document's facts are
// written with it (same transaction) and removed with it; rules are re-run after every pass that changed anything.
import { randomUUID } from 'node:crypto';
import type { DocumentDeriver } from '../ingest/index-folder.ts';
import { factsWithinBudget, preparedFactsResolver } from './prepared-facts.ts';
import { getDocumentRecords } from '../store/records.ts';
import { libraryRdf } from '../store/library-rdf.ts';
import { setSetting } from '../store/settings.ts';
import { loadAliases, type EntryAliases } from './entries/canonical-entry.ts';
import { documentFacts, type NumberReport } from './record-facts.ts';
import { newFactsMemo } from './facts-memo.ts';
import { rowsStyle, sumStyles, type RowsStyle } from './values/number-style.ts';
import { countPeriods } from './values/periods.ts';
import { getFolderRecordRows } from '../store/records.ts';
import { getDocument } from '../store/documents.ts';
import type { Library } from '../store/library.ts';
import { documentGraph, VOCABULARY_GRAPH } from './ontology.ts';
import { BUILTIN_RULES_DIR, loadRules, ruleFilesIn, runRules } from './rules/run-rules.ts';
import { listDomainPacks, packRuleFiles } from '../domains/packs.ts';
import { getLexicon } from '../retrieve/symbolic/lexicon.ts';
import { refreshSchema } from './schema/index.ts';
import { indexGraphPatterns } from '../retrieve/symbolic/model/pattern-index.ts';
import type { LlmRuntime } from '../llm/index.ts';
import { errorMessage } from '../errors.ts';
import { getDocumentBlocks } from '../store/blocks.ts';
import { loadValueContext, type ValueContext, type ValueContextOptions } from './values/value-context.ts';
import { fileNameNotes, findDocumentNotes, unitVariants } from './values/document-units.ts';
import { findLegend } from './values/legends.ts';
import { deleteSetting, getSetting, settingsWithPrefix } from '../store/settings.ts';
import { UNKNOWN_UNITS_SETTING } from '../store/status.ts';

export interface SymbolicDeriverOptions {
  aliasesPath?: string;
  /** Extra folders of *.rules files (the built-in rules always load). */
  ruleDirs?: string[];
  /** With an embedding model, the graph's patterns are embedded for model-written SPARQL (none without). */
  runtime?: LlmRuntime;
  /** Unit table and domain pack folders (the shipped resources by default). */
  values?: ValueContextOptions;
}

/** Documents whose numbers were read by what the other files of their folder write: docId → decisions. */
const FOLDER_NUMBERS_SETTING = 'numbers.folderDependent/';

export function symbolicDeriver(options: SymbolicDeriverOptions = {}): DocumentDeriver {
  let aliases: EntryAliases | null = null;
  let values: ValueContext | null = null;
  /** Unknown units per document of this run (spelling → count), merged into the library's report after the run. */
  const unknownByDoc = new Map<number, Map<string, number>>();
  /** Per folder of this run (folder id + directory): each document's number evidence, read once from the library. */
  const folderStyles = new Map<string, Map<number, RowsStyle>>();
  /** Documents of this run truncated to their budget (never read again here). */
  const truncated = new Set<number>();
  /** The readings of values and headers this run has made (facts-memo.ts); a new run reads anew. */
  let memo = newFactsMemo();
  /** This run, for the parse workers (they keep their own readings per run). */
  let run = randomUUID();
  const placeOf = (library: Library, docId: number): { key: string; folderId: number | null; dir: string; relpath: string } | null => {
    const d = getDocument(library.db, docId);
    if (!d) return null;
    const dir = d.relpath.includes('/') ? d.relpath.slice(0, d.relpath.lastIndexOf('/')) : '';
    return { key: `${d.folderId ?? ''}\u0000${dir}`, folderId: d.folderId, dir, relpath: d.relpath };
  };
  const folderOf = (library: Library, docId: number): Map<number, RowsStyle> | null => {
    const place = placeOf(library, docId);
    if (!place) return null;
    let styles = folderStyles.get(place.key);
    if (!styles) {
      styles = new Map();
      const byDoc = new Map<number, Array<{ key: string; value: string }>>();
      for (const r of getFolderRecordRows(library.db, place.folderId, place.dir, -1)) {
        let rows = byDoc.get(r.docId);
        if (!rows) byDoc.set(r.docId, (rows = []));
        rows.push(r);
      }
      for (const [id, rows] of byDoc) styles.set(id, rowsStyle(rows, values!.units, memo.columns));
      folderStyles.set(place.key, styles);
    }
    return styles;
  };
  /** The facts of one document, with the number evidence of its folder's other files when it needs them. */
  const deriveFacts = (library: Library, docId: number, relpath: string, records: ReturnType<typeof getDocumentRecords>, n: number, unknownUnits: Map<string, number>, report: NumberReport) => {
    const blocks = getDocumentBlocks(library.db, docId);
    // (the file's own notes first: a unit its name states applies where they say none)
    const notes = [...findDocumentNotes(blocks, values!.units), ...fileNameNotes(relpath, values!.units)];
    const legend = findLegend(blocks);
    const blockHeadings = new Map(blocks.map((b) => [b.id, b.headingPath]));
    const folderPeriods = () => {
      const place = placeOf(library, docId);
      return place ? countPeriods(getFolderRecordRows(library.db, place.folderId, place.dir, docId)) : new Map<string, number>();
    };
    const folderNumbers = () => {
      const styles = folderOf(library, docId);
      return sumStyles(styles ? [...styles].filter(([id]) => id !== docId).map(([, s]) => s) : []);
    };
    return documentFacts({ docId, relpath, records: n === records.length ? records : records.slice(0, n), aliases: aliases!, values: values!, notes, unitVariants: unitVariants(blocks, values!.units), legend, blockHeadings, unknownUnits, folderNumbers, folderPeriods, numberReport: report, memo });
  };
  const rereadFolderNumbers = async (library: Library, changedDocIds: number[], removedDocIds: number[]) => {
    const stored = settingsWithPrefix<{ signature: string; settled: boolean }>(library.db, FOLDER_NUMBERS_SETTING);
    if (!stored.size) return;
    const touched = new Set<string>();
    for (const id of changedDocIds) {
      const place = placeOf(library, id);
      if (place) touched.add(place.key);
    }
    aliases ??= loadAliases(options.aliasesPath);
    values ??= loadValueContext(options.values);
    folderStyles.clear(); // the folders again, whole
    const rdf = await libraryRdf(library);
    for (const [key, { signature, settled }] of stored) {
      const docId = Number(key.slice(FOLDER_NUMBERS_SETTING.length));
      const place = placeOf(library, docId);
      if (!place) {
        deleteSetting(library.db, key);
        continue;
      }
      // read again: a file derived before its run ended (a folder's later files may decide it), or one of a folder
      // whose files changed
      if (settled && !touched.has(place.key) && removedDocIds.length === 0) continue;
      const records = getDocumentRecords(library.db, docId);
      const report: NumberReport = { folderDependent: false, signature: '', doubts: 0 };
      const unknown = new Map<string, number>();
      const quads = deriveFacts(library, docId, place.relpath, records, records.length, unknown, report);
      if (report.signature !== signature) {
        await rdf.deleteGraph(documentGraph(docId));
        await rdf.putQuads(quads);
        unknownByDoc.set(docId, unknown);
      }
      if (report.folderDependent) setSetting(library.db, key, { signature: report.signature, settled: true });
      else deleteSetting(library.db, key);
    }
    folderStyles.clear();
    truncated.clear();
  };
  return {
    name: 'symbolic-graph',
    // the facts of a document are derived in the parse worker beside its parse (prepared-facts.ts), where they
    // need nothing of the folder; this thread then only stores them
    get parseJobs() {
      return { facts: { run, aliasesPath: options.aliasesPath, values: options.values } };
    },
    async onDocument({ library, docId, relpath, budgets, truncate, derived, blockIds, rowIds }) {
      const rdf = await libraryRdf(library);
      const prepared = derived?.facts;
      if (prepared) {
        if (prepared.truncated) {
          truncated.add(docId);
          truncate(prepared.truncated);
        }
        await rdf.putPackedQuads(prepared.pack, preparedFactsResolver(docId, blockIds, rowIds));
        unknownByDoc.set(docId, new Map(prepared.unknownUnits));
        const place = placeOf(library, docId);
        if (place && prepared.style) folderStyles.get(place.key)?.set(docId, prepared.style);
        deleteSetting(library.db, `${FOLDER_NUMBERS_SETTING}${docId}`);
        return;
      }
      aliases ??= loadAliases(options.aliasesPath);
      values ??= loadValueContext(options.values);
      const records = getDocumentRecords(library.db, docId);
      if (records.length === 0) return;
      let unknownUnits = new Map<string, number>();
      let report: NumberReport = { folderDependent: false, signature: '', doubts: 0 };
      const facts = (n: number) => {
        unknownUnits = new Map<string, number>(); // what the kept records' values leave unknown
        report = { folderDependent: false, signature: '', doubts: 0 };
        return deriveFacts(library, docId, relpath, records, n, unknownUnits, report);
      };
      // a file's facts stay within its budget: its first records, as many as fit
      const { quads, truncated: cut } = factsWithinBudget(facts, records.length, budgets.triples);
      if (cut) {
        truncated.add(docId);
        truncate(cut);
      }
      await rdf.putQuads(quads);
      unknownByDoc.set(docId, unknownUnits);
      // what its folder's other files see of it, and whether it must be read again when they change
      const place = placeOf(library, docId);
      if (place && report.style) folderStyles.get(place.key)?.set(docId, report.style);
      // kept with the document (a run killed before its end leaves them for the next run to settle)
      // (a file cut to its budget is not read again whole)
      if (report.folderDependent && !truncated.has(docId)) setSetting(library.db, `${FOLDER_NUMBERS_SETTING}${docId}`, { signature: report.signature, settled: false });
      else deleteSetting(library.db, `${FOLDER_NUMBERS_SETTING}${docId}`);
    },
    async onRemove({ library, docId }) {
      const rdf = await libraryRdf(library);
      await rdf.deleteGraph(documentGraph(docId));
      unknownByDoc.set(docId, new Map());
      for (const styles of folderStyles.values()) styles.delete(docId);
      deleteSetting(library.db, `${FOLDER_NUMBERS_SETTING}${docId}`);
    },
    async afterBatch({ library }) {
      // in the transaction that removed documents: shared nodes and terms only they used go with them
      await (await libraryRdf(library)).collectGarbage([VOCABULARY_GRAPH]);
    },
    async afterRun({ library, changedDocIds, removedDocIds }) {
      // numbers read by their folder's other files: read again once the whole folder is known (a file indexed
      // before the files that decide its numbers, or one of an earlier run whose folder changed)
      await rereadFolderNumbers(library, changedDocIds, removedDocIds);
      memo = newFactsMemo(); // the next run reads its values anew (resource files may have changed)
      run = randomUUID();
      // units not recognised, per document (documents of earlier runs keep their counts)
      const stored = getSetting<Record<string, Record<string, number>>>(library.db, UNKNOWN_UNITS_SETTING) ?? {};
      for (const [docId, m] of unknownByDoc) {
        if (m.size) stored[String(docId)] = Object.fromEntries(m);
        else delete stored[String(docId)];
      }
      unknownByDoc.clear();
      setSetting(library.db, UNKNOWN_UNITS_SETTING, stored);
      // the built-in rules, then every domain pack's, then folders the caller adds
      const files = [...ruleFilesIn(BUILTIN_RULES_DIR), ...packRuleFiles(listDomainPacks()), ...(options.ruleDirs ?? []).flatMap(ruleFilesIn)];
      const { rules, errors } = loadRules(files);
      const rdf = await libraryRdf(library);
      const report = await runRules(rdf, rules);
      setSetting(library.db, 'rules.lastRun', { ...report, errors: [...errors, ...report.errors] });
      // questions rebuild their lexicon when the graph changed
      setSetting(library.db, 'graph.version', Date.now());
      // the schema: labels aligned into attributes, entity links (what questions ground on, and `quarry schema`)
      try {
        setSetting(library.db, 'schema.lastRun', { ms: (await refreshSchema(library)).builtMs });
      } catch (e) {
        setSetting(library.db, 'schema.lastRun', { error: errorMessage(e) });
      }
      // what only the previous rule results and schema used (both were just rebuilt)
      await rdf.collectGarbage([VOCABULARY_GRAPH]);
      // with an embedding model: the graph's patterns in the 'patterns' space (a failure leaves questions on
      // word-matched patterns; it never fails the indexing run)
      if (options.runtime?.available && options.runtime.embeddingModel) {
        try {
          setSetting(library.db, 'patterns.lastRun', await indexGraphPatterns(library, options.runtime, { lexicon: await getLexicon(library) }));
        } catch (e) {
          setSetting(library.db, 'patterns.lastRun', { error: errorMessage(e) });
        }
      }
    },
  };
}
