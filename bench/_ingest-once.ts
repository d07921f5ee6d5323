// Profiling driver (not a bench): indexes one folder (default: the devices corpus) into a fresh library once, as
// bench ingest does, and prints the seconds (parse+store, folder passes), the library's MB after a checkpoint, its
// quads, and the CPU seconds of the process, of its main thread (the writer) and of each other thread, the parse
// workers among them (threadCpuS, biggest first; Linux only). For A/B runs and
// profiles: node --cpu-prof --cpu-prof-dir=DIR --import tsx bench/_ingest-once.ts writes one profile per thread,
// the parse workers' included. PARSE_WORKERS=n sets the parse workers, BATCH=n the files per transaction,
// WORKER_JOBS=1|0 whether the workers do the derivers' per-document work (IndexOptions.workerJobs).
// node --import tsx bench/_ingest-once.ts [folder] [library-file]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { indexFolders } from '../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../electron/engine/pipeline.ts';
import { openLibrary } from '../electron/engine/store/library.ts';
import { libraryRdf } from '../electron/engine/store/library-rdf.ts';
import { createParsePool } from '../electron/engine/ingest/parse-pool.ts';
import { fileBudgets } from '../electron/engine/ingest/budgets.ts';

const folder = process.argv[2] ?? path.join(process.env.QUARRY_SHARED ?? '/work/shared', 'datasets', 'devices-corpus');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-once-'));
const file = process.argv[3] ?? path.join(dir, 'once.quarry');
const library = openLibrary(file);
// the run's parse workers, kept open to the end so that their CPU seconds can be read
const parsePool = createParsePool({ workers: process.env.PARSE_WORKERS ? Number(process.env.PARSE_WORKERS) : undefined, budgets: fileBudgets() });
let parsedAt = 0;
const t0 = performance.now();
await indexFolders(library, [folder], { parsePool, workerJobs: process.env.WORKER_JOBS ? process.env.WORKER_JOBS === '1' : undefined, batchSize: process.env.BATCH ? Number(process.env.BATCH) : undefined, derivers: defaultDerivers(), onProgress: (p) => { if (p.phase === 'done') parsedAt = performance.now(); } });
const t1 = performance.now();
const quads = (await libraryRdf(library)).countQuads();
library.db.pragma('wal_checkpoint(TRUNCATE)');
const bytes = ['', '-wal'].reduce((s, x) => s + (fs.existsSync(file + x) ? fs.statSync(file + x).size : 0), 0);
const cpu = process.cpuUsage();
const mainTicks = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
const mainCpuS = (Number(mainTicks[11]) + Number(mainTicks[12])) / 100;
// every other thread still alive (the parse workers among them while the pool is open), by CPU seconds
const threadCpuS = fs.readdirSync('/proc/self/task').filter((t) => t !== String(process.pid)).map((t) => {
  const f = fs.readFileSync(`/proc/self/task/${t}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const name = fs.readFileSync(`/proc/self/task/${t}/comm`, 'utf8').trim();
  return { name, s: (Number(f[11]) + Number(f[12])) / 100 };
}).filter((x) => x.s > 0).sort((a, b) => b.s - a.s).map((x) => `${x.name} ${x.s}`);
console.log(JSON.stringify({ seconds: +((t1 - t0) / 1000).toFixed(2), parse: +((parsedAt - t0) / 1000).toFixed(2), passes: +((t1 - parsedAt) / 1000).toFixed(2), mb: +(bytes / 2 ** 20).toFixed(2), quads, cpuS: +((cpu.user + cpu.system) / 1e6).toFixed(1), mainCpuS, threadCpuS }));
await parsePool.close();
library.close();
if (!process.argv[3]) fs.rmSync(dir, { recursive: true, force: true });
