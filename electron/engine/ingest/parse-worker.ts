// A parse worker (see parse-pool.ts): reads, hashes and parses the files it is sent, each within the worker's memory
// limit; the pool stops it at the file's time limit.
import { serveTasks } from '../workers/serve-tasks.ts';
import { readAndParse, type ParseOutcome, type ParseTask } from './read-and-parse.ts';

serveTasks<ParseTask, ParseOutcome>((task) => readAndParse(task));
