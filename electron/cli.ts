// The `quarry` command. Every command takes --library PATH (default: the user's app-data library).
import { Command, CommanderError } from 'commander';
import { failure } from './cli/common.ts';
import { indexCommand } from './cli/index-command.ts';
import { watchCommand } from './cli/watch-command.ts';
import { statusCommand } from './cli/status-command.ts';
import { modelsCommand } from './cli/models-command.ts';
import { sparqlCommand } from './cli/sparql-command.ts';
import { askCommand } from './cli/ask-command.ts';
import { searchCommand } from './cli/search-command.ts';
import { benchCommand } from './cli/bench-command.ts';
import { schemaCommand } from './cli/schema-command.ts';
import { defaultLibraryPath } from './engine/store/library.ts';

// `quarry … | head` closes the pipe early: that is the reader's choice, not an error
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

const program = new Command();
program
  .name('quarry')
  .description('Answers questions about your own folders of files, offline, with the evidence for every answer.')
  .option('--library <path>', `library file (default ${defaultLibraryPath()})`)
  .option('--json', 'machine-readable output')
  .exitOverride()
  .showHelpAfterError();

type Handler = (...args: any[]) => Promise<number>;
function action(fn: Handler) {
  return async (...args: any[]) => {
    const cmd = args[args.length - 1] as Command;
    const opts = { ...program.opts(), ...cmd.opts() };
    process.exitCode = await fn(...args.slice(0, -2), opts).catch(failure);
  };
}

program
  .command('index')
  .description('index folders into the library (new and changed files only)')
  .argument('<folders...>', 'folders to index')
  .option('--yes', 'index a very large folder (the file-system root, a whole home folder, over 20,000 files) without asking')
  .option('--max-file-mb <n>', 'skip files larger than this many MB')
  .option('--follow-links', "follow symbolic links into the library's other folders (never out of them)")
  .option('--model <file>', 'a GGUF chat model for entity extraction (optional)')
  .option('--embedding-model <file>', 'a GGUF embedding model whose vectors replace the built-in ones (optional)')
  .action(action(indexCommand));

program
  .command('watch')
  .description('index folders, then re-index them as their files change, until Ctrl-C')
  .argument('<folders...>', 'folders to index and watch')
  .option('--debounce-ms <n>', 'quiet time after the last change before re-indexing (default 500)')
  .option('--max-file-mb <n>', 'skip files larger than this many MB')
  .action(action(watchCommand));

program.command('status').description('what the library holds, and files that could not be indexed').action(action(statusCommand));

program
  .command('ask')
  .description('answer a question from the library, with citations')
  .argument('[question]', 'the question')
  .option('--questions <file>', 'a JSON list of {id, question} to answer in one run')
  .option('--out <file>', 'with --questions: write one JSON answer per line here')
  .option('--strategy <strategy>', 'router-fallback (default), router, symbolic, textual, both, symbolic-fallback, agentic')
  .option('--model <file>', 'a GGUF chat model to use')
  .action(action(askCommand));

program
  .command('search')
  .description('the best text blocks for a question (BM25, vectors, entity voting, multi-hop)')
  .argument('[question]', 'the question')
  .option('--k <n>', 'number of results (default 10)')
  .option('--mode <mode>', 'bm25 | vector | fusion (default)')
  .option('--questions <file>', 'a JSON list of {id, question} to search in one run')
  .option('--out <file>', 'with --questions: write one JSON result line per question here')
  .action(action(searchCommand));

program
  .command('sparql')
  .description('run SPARQL over the symbolic graph (prefixes q:, qid:, rdf:, rdfs:, xsd: are predefined)')
  .argument('[query]', 'the query text')
  .option('--file <file>', 'read the query from a file')
  .option('--update', 'allow SPARQL UPDATE (writes to the library)')
  .option('--engine <engine>', 'auto (default), fast or comunica')
  .option('--timeout <seconds>', 'time limit (default 5)')
  .option('--limit <rows>', 'row cap (default 10000)')
  .action(action(sparqlCommand));

program
  .command('schema')
  .description("the library's attributes: labels merged into each, kind, unit, how many entities have it, example values")
  .option('--merges', 'also list every merge with its evidence')
  .option('--rebuild', 'rebuild the schema from the graph now (reads the override file again)')
  .action(action(schemaCommand));

program
  .command('models')
  .description('list the GGUF models in the models folder')
  .option('--dir <dir>', 'models folder (default: models/ of the installation)')
  .action(action(modelsCommand));

program
  .command('bench')
  .description('run benchmarks (store, ingest, skg, embed, llm, hotpot, conditionalqa, devices, citations, …)')
  .argument('[names...]', 'benchmarks to run (none: list them)')
  .option('--shared <dir>', 'the shared datasets folder (default ../shared, or QUARRY_SHARED)')
  .option('--quick', 'a smaller run where the benchmark supports it')
  .action(action(benchCommand));

try {
  await program.parseAsync(process.argv);
} catch (e) {
  if (e instanceof CommanderError) {
    process.exitCode = e.exitCode === 0 ? 0 : 2;
  } else {
    process.exitCode = failure(e);
  }
}
