// A parse worker (see parse-pool.ts): reads, hashes and parses the files it is sent, each within the worker's memory
// limit; the pool stops it at the file's time limit. Beside the parse it does the per-document work the derivers
// ask for (ParseTask.jobs): the symbolic graph's facts (skg/prepared-facts.ts), which the writer then only stores,
// and what entity extraction reads of each block without the library's known names (tkg/extract-entities.ts).
// Their modules load with the first task that asks (a run that asks for none does not pay for them).
import { serveTasks } from '../workers/serve-tasks.ts';
import { readAndParse, type DerivedInWorker, type ParseOutcome, type ParseTask } from './read-and-parse.ts';
import type { preparedFactsDeriver } from '../skg/prepared-facts.ts';

let facts: ReturnType<typeof preparedFactsDeriver> | null = null;
let extraction: Promise<typeof import('../tkg/extract-entities.ts')> | null = null;

serveTasks<ParseTask, ParseOutcome>((task) =>
  readAndParse(task, async (parsed, t) => {
    const derived: DerivedInWorker = {};
    if (t.jobs?.facts && t.relpath !== undefined) {
      facts ??= (await import('../skg/prepared-facts.ts')).preparedFactsDeriver();
      const prepared = facts(parsed, t.relpath, t.budgets, t.jobs.facts);
      if (prepared) derived.facts = prepared;
    }
    if (t.jobs?.entities) {
      const { prepareExtraction } = await (extraction ??= import('../tkg/extract-entities.ts'));
      derived.entities = parsed.blocks.map((b) => prepareExtraction(b.text, parsed.title));
    }
    return derived;
  }),
);
