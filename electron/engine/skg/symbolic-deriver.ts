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

export interface SymbolicDeriverOptions {
  aliasesPath?: string;
  /** Extra folders of *.rules files (the built-in rules always load). */
  ruleDirs?: string[];
  /** With an embedding model, the graph's patterns are embedded for model-written SPARQL (none without). */
  runtime?: LlmRuntime;
}

export function symbolicDeriver(options: SymbolicDeriverOptions = {}): DocumentDeriver {
  let aliases: EntryAliases | null = null;
  return {
    name: 'symbolic-graph',
    async onDocument({ library, docId, relpath, budgets, truncate }) {
      aliases ??= loadAliases(options.aliasesPath);
      const records = getDocumentRecords(library.db, docId);
      if (records.length === 0) return;
      const rdf = await libraryRdf(library);
      const facts = (n: number) => documentFacts({ docId, relpath, records: n === records.length ? records : records.slice(0, n), aliases: aliases! });
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
    },
    async onRemove({ library, docId }) {
      const rdf = await libraryRdf(library);
      await rdf.deleteGraph(documentGraph(docId));
    },
    async afterBatch({ library }) {
      // in the transaction that removed documents: shared nodes and terms only they used go with them
      await (await libraryRdf(library)).collectGarbage([VOCABULARY_GRAPH]);
    },
    async afterRun({ library }) {
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
