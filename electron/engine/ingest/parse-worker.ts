// A parse worker (see parse-pool.ts): reads, hashes and parses the files it is sent, each within the worker's memory
// limit; the pool stops it at the file's time limit. Beside the parse it does the per-document work the derivers
// ask for (ParseTask.jobs): the symbolic graph's facts (skg/prepared-facts.ts), which the writer then only stores,
// and what entity extraction reads of each block without the library's known names (tkg/extract-entities.ts).
import { serveTasks } from '../workers/serve-tasks.ts';
import { preparedFactsDeriver } from '../skg/prepared-facts.ts';
import { prepareExtraction } from '../tkg/extract-entities.ts';
import { readAndParse, type DerivedInWorker, type ParseOutcome, type ParseTask } from './read-and-parse.ts';

const facts = preparedFactsDeriver();

serveTasks<ParseTask, ParseOutcome>((task) =>
  readAndParse(task, (parsed, t) => {
    const derived: DerivedInWorker = {};
    if (t.jobs?.facts && t.relpath !== undefined) {
      const prepared = facts(parsed, t.relpath, t.budgets, t.jobs.facts);
      if (prepared) derived.facts = prepared;
    }
    if (t.jobs?.entities) derived.entities = parsed.blocks.map((b) => prepareExtraction(b.text, parsed.title));
    return derived;
  }),
);
