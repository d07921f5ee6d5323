// Ingest speed (issue 3): the devices corpus (HTML pages, Markdown notes, CSV catalogues) and the HotpotQA
// paragraph files, each indexed into a fresh library with the default derivers (symbolic graph, textual graph;
// no model), timing the parse+store phase and the folder-wide passes (boilerplate, rules, embeddings) apart.
// Target: the devices corpus in under 60 s.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { quarryError } from '../electron/engine/errors.ts';
import { indexFolders, type IndexReport } from '../electron/engine/ingest/index-folder.ts';
import { scanFolder } from '../electron/engine/ingest/scan.ts';
import { defaultDerivers } from '../electron/engine/pipeline.ts';
import { openLibrary } from '../electron/engine/store/library.ts';
import { libraryRdf } from '../electron/engine/store/library-rdf.ts';
import { libraryStatus } from '../electron/engine/store/status.ts';

interface CorpusRun {
  files: number;
  mb: number;
  seconds: number;
  /** Scan, parse and store (all batches) — up to the indexer's 'done' progress event. */
  parseSeconds: number;
  report: IndexReport;
  quads: number;
  libraryMb: number;
  blocks: number;
  records: number;
  reindexSeconds: number;
}

async function indexCorpus(folder: string): Promise<CorpusRun> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-ingest-'));
  const file = path.join(dir, 'bench.quarry');
  const { files } = scanFolder(folder);
  const bytes = files.reduce((s, f) => s + f.size, 0);
  const library = openLibrary(file);
  try {
    let parsedAt = 0;
    const started = performance.now();
    const report = await indexFolders(library, [folder], {
      derivers: defaultDerivers(),
      onProgress: (p) => {
        if (p.phase === 'done') parsedAt = performance.now();
      },
    });
    const seconds = (performance.now() - started) / 1000;
    // a second run over the unchanged folder: what re-opening the app costs
    const again = performance.now();
    await indexFolders(library, [folder], { derivers: defaultDerivers() });
    const reindexSeconds = (performance.now() - again) / 1000;
    const quads = (await libraryRdf(library)).countQuads();
    const status = libraryStatus(library.db);
    library.db.pragma('wal_checkpoint(TRUNCATE)');
    const libraryBytes = ['', '-wal'].reduce((s, x) => s + (fs.existsSync(file + x) ? fs.statSync(file + x).size : 0), 0);
    return {
      files: files.length,
      mb: bytes / 2 ** 20,
      seconds,
      parseSeconds: (parsedAt - started) / 1000,
      report,
      quads,
      libraryMb: libraryBytes / 2 ** 20,
      blocks: status.blocks,
      records: status.records,
      reindexSeconds,
    };
  } finally {
    library.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(opts: { sharedDir: string; quick?: boolean }) {
  const devices = path.join(opts.sharedDir, 'datasets', 'devices-corpus');
  const hotpot = path.join(opts.sharedDir, 'datasets', 'hotpotqa-corpus', 'docs');
  for (const p of opts.quick ? [devices] : [devices, hotpot]) if (!fs.existsSync(p)) throw quarryError('BENCH_DATA_MISSING', p);

  const metrics: Record<string, number> = {};
  const table: Array<Record<string, string | number>> = [];
  const notes: string[] = [];
  const corpora: Array<[string, string]> = [['devices', devices]];
  if (!opts.quick) corpora.push(['hotpot', hotpot]);
  for (const [name, folder] of corpora) {
    const r = await indexCorpus(folder);
    metrics[`${name}_s`] = r.seconds;
    metrics[`${name}_files_per_s`] = r.files / r.seconds;
    metrics[`${name}_mb_per_s`] = r.mb / r.seconds;
    metrics[`${name}_parse_s`] = r.parseSeconds;
    metrics[`${name}_derive_s`] = r.seconds - r.parseSeconds;
    metrics[`${name}_reindex_s`] = r.reindexSeconds;
    metrics[`${name}_quads`] = r.quads;
    metrics[`${name}_library_mb`] = r.libraryMb;
    table.push({
      corpus: name,
      files: r.files,
      MB: Number(r.mb.toFixed(1)),
      seconds: Number(r.seconds.toFixed(1)),
      'parse+store s': Number(r.parseSeconds.toFixed(1)),
      'folder passes s': Number((r.seconds - r.parseSeconds).toFixed(1)),
      'files/s': Number((r.files / r.seconds).toFixed(1)),
      'MB/s': Number((r.mb / r.seconds).toFixed(2)),
      'reindex s': Number(r.reindexSeconds.toFixed(2)),
      errors: r.report.errors,
      skipped: r.report.skipped,
      blocks: r.blocks,
      records: r.records,
      quads: r.quads,
      'library MB': Number(r.libraryMb.toFixed(1)),
    });
    if (r.report.errors) notes.push(`${name}: ${r.report.errors} files could not be indexed`);
  }
  notes.push(`default derivers (symbolic graph + textual graph, no model); ${os.cpus().length} cores`);
  if (opts.quick) notes.push('quick: HotpotQA corpus left out');
  return { metrics, table, notes };
}
