// A child process of `bench limits`: indexes one folder into a fresh library and prints, as one JSON line, what it
// cost (seconds, the process's peak RSS, threads included) and what the library holds.
import { indexFolders } from '../electron/engine/ingest/index-folder.ts';
import { openLibrary } from '../electron/engine/store/library.ts';
import { defaultDerivers } from '../electron/engine/pipeline.ts';
import { libraryStatus } from '../electron/engine/store/status.ts';

const [folder, libraryFile] = process.argv.slice(2);
const library = openLibrary(libraryFile!);
const started = performance.now();
const report = await indexFolders(library, [folder!], { derivers: defaultDerivers() });
const seconds = (performance.now() - started) / 1000;
const status = libraryStatus(library.db);
const quads = (library.db.prepare('SELECT count(*) AS n FROM rdf_quads').get() as { n: number }).n;
const docs = library.db.prepare(`SELECT status, error_code AS code, error, truncated FROM documents`).all();
library.close();
process.stdout.write(JSON.stringify({ seconds, peakRssMb: process.resourceUsage().maxRSS / 1024, report, recordRows: status.recordRows, blocks: status.blocks, quads, docs }) + '\n');
