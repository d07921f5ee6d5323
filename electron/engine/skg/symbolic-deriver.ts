// The indexing stage that keeps the symbolic graph in step with the documents: a document's facts are
// written with it (same transaction) and removed with it; rules are re-run after every pass that changed anything.
import type { DocumentDeriver } from '../ingest/index-folder.ts';
import { getDocumentRecords } from '../store/records.ts';
import { libraryRdf } from '../store/library-rdf.ts';
import { setSetting } from '../store/settings.ts';
import { loadAliases, type EntryAliases } from './entries/canonical-entry.ts';
import { documentFacts } from './record-facts.ts';
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
import { findDocumentNotes } from './values/document-units.ts';
import { getSetting } from '../store/settings.ts';
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

export function symbolicDeriver(options: SymbolicDeriverOptions = {}): DocumentDeriver {
  let aliases: EntryAliases | null = null;
  let values: ValueContext | null = null;
  /** Unknown units per document of this run (spelling → count), merged into the library's report after the run. */
  const unknownByDoc = new Map<number, Map<string, number>>();
  return {
    name: 'symbolic-graph',
    async onDocument({ library, docId, relpath, budgets, truncate }) {
      aliases ??= loadAliases(options.aliasesPath);
      values ??= loadValueContext(options.values);
      const records = getDocumentRecords(library.db, docId);
      if (records.length === 0) return;
      const blocks = getDocumentBlocks(library.db, docId);
      const notes = findDocumentNotes(blocks, values.units);
      const blockHeadings = new Map(blocks.map((b) => [b.id, b.headingPath]));
      const rdf = await libraryRdf(library);
      let unknownUnits = new Map<string, number>();
      const facts = (n: number) => {
        unknownUnits = new Map<string, number>(); // what the kept records' values leave unknown
        return documentFacts({ docId, relpath, records: n === records.length ? records : records.slice(0, n), aliases: aliases!, values: values!, notes, blockHeadings, unknownUnits });
      };
      let quads = facts(records.length);
      // a file's facts stay within its budget: its first records, as many as fit
      if (quads.length > budgets.triples) {
        const total = quads.length;
        let n = Math.floor((records.length * budgets.triples) / total);
        while (n > 0 && (quads = facts(n)).length > budgets.triples) n = Math.floor((n * budgets.triples) / quads.length) - 1;
        if (n <= 0) quads = [];
        truncate(`${total.toLocaleString('en-US')} facts, over the budget of ${budgets.triples.toLocaleString('en-US')}: the facts of its first ${Math.max(0, n).toLocaleString('en-US')} of ${records.length.toLocaleString('en-US')} records were kept`);
      }
      await rdf.putQuads(quads);
      unknownByDoc.set(docId, unknownUnits);
    },
    async onRemove({ library, docId }) {
      const rdf = await libraryRdf(library);
      await rdf.deleteGraph(documentGraph(docId));
      unknownByDoc.set(docId, new Map());
    },
    async afterBatch({ library }) {
      // in the transaction that removed documents: shared nodes and terms only they used go with them
      await (await libraryRdf(library)).collectGarbage([VOCABULARY_GRAPH]);
    },
    async afterRun({ library }) {
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
