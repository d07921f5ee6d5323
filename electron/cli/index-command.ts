// `quarry index <folder…>`: indexes folders into the library with a progress bar (or JSON report).
import cliProgress from 'cli-progress';
import { indexFolders, type IndexReport } from '../engine/ingest/index-folder.ts';
import { defaultDerivers } from '../engine/pipeline.ts';
import { openRuntime } from '../engine/llm/index.ts';
import { syncVectorSpaces } from '../engine/tkg/index.ts';
import type { IndexProgress } from '../engine/ingest/progress.ts';
import path from 'node:path';
import { checkFolderSize } from '../engine/api/folder-check.ts';
import { listFolders } from '../engine/store/documents.ts';
import { isQuarryError, quarryError } from '../engine/errors.ts';
import { printJson, withLibrary, type GlobalOptions } from './common.ts';
import { unitsNotRecognised } from '../engine/store/status.ts';

/** In the bar: how many of the files are being read again because an older Quarry derived them. */
const refreshingText = (p: IndexProgress): string => (p.refreshing ? ` (${p.refreshing} to derive again for this version)` : '');

function formatEta(ms: number | null): string {
  if (ms === null) return '…';
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

export async function indexCommand(folders: string[], opts: GlobalOptions & { maxFileMb?: string; model?: string; embeddingModel?: string; yes?: boolean; followLinks?: boolean }): Promise<number> {
  const showBar = !opts.json && process.stderr.isTTY;
  const bar = showBar
    ? new cliProgress.SingleBar(
        { format: '{folder} |{bar}| {value}/{total} files{refreshing} · {errors} errors · ETA {eta_h} · {file}', hideCursor: true, clearOnComplete: false, stream: process.stderr },
        cliProgress.Presets.shades_classic,
      )
    : null;
  let started = false;
  const onProgress = (p: IndexProgress) => {
    if (!bar) return;
    if (p.phase === 'parse' && !started) {
      bar.start(p.filesTotal, 0, { folder: p.folder, refreshing: refreshingText(p), errors: 0, eta_h: '…', file: '' });
      started = true;
    }
    if (started) bar.update(p.filesDone, { refreshing: refreshingText(p), errors: p.errors, eta_h: formatEta(p.etaMs), file: (p.currentFile ?? '').slice(-40) });
    if (p.phase === 'done' && started) {
      bar.stop();
      started = false;
    }
  };
  const maxFileBytes = opts.maxFileMb ? Math.round(Number(opts.maxFileMb) * 1024 * 1024) : undefined;
  // with a model: its embeddings and entity extraction; without: the built-in word vectors and extractor
  const runtime = opts.model || opts.embeddingModel ? await openRuntime({ chatModel: opts.model, embeddingModel: opts.embeddingModel }) : undefined;
  let report: IndexReport;
  let unknownUnits: ReturnType<typeof unitsNotRecognised> = [];
  try {
    report = await withLibrary(opts, {}, async (lib) => {
      // a folder new to the library that is very large (/, a home folder, > 20,000 files) needs --yes
      const known = new Set(listFolders(lib.db).map((f) => f.path));
      for (const folder of folders.map((f) => path.resolve(f))) {
        if (known.has(folder)) continue;
        try {
          await checkFolderSize(folder, opts.yes === true);
        } catch (e) {
          if (isQuarryError(e, 'FOLDER_NEEDS_CONFIRMATION')) throw quarryError('FOLDER_NEEDS_CONFIRMATION', `${e.detail}; run again with --yes to index it anyway`);
          throw e;
        }
      }
      const r = await indexFolders(lib, folders, { onProgress, derivers: defaultDerivers({ runtime: runtime?.available ? runtime : undefined }), maxFileBytes, followLinks: !!opts.followLinks });
      if (runtime?.embeddingModel) await syncVectorSpaces(lib, { runtime });
      unknownUnits = unitsNotRecognised(lib.db);
      return r;
    });
  } finally {
    await runtime?.close();
  }
  if (opts.json) printJson({ ...report, unitsNotRecognised: unknownUnits });
  else {
    console.log(
      `Indexed ${report.folders.join(', ')} in ${(report.ms / 1000).toFixed(1)} s: ${report.added} added, ${report.updated} updated` +
        `${report.refreshed ? ` (${report.refreshed} derived again: an older version of Quarry had indexed them)` : ''}, ` +
        `${report.unchanged} unchanged, ${report.removed} removed, ${report.errors} with errors, ${report.skipped} skipped.`,
    );
    if (report.errors + report.skipped > 0) console.log('Run `quarry status` to see the files that were not indexed and why.');
    if (unknownUnits.length) console.log(`Units not recognised (kept as written, not converted): ${unknownUnits.map((u) => `${u.unit} ×${u.values}`).join(', ')}`);
  }
  return 0;
}
