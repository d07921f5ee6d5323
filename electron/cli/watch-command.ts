// `quarry watch <folder…>`: indexes folders, then keeps the library in step with them (a change re-indexes its
// folder after a quiet period) until Ctrl-C or SIGTERM, printing one line per run (one JSON object with --json).
import path from 'node:path';
import { indexFolders, type IndexReport } from '../engine/ingest/index-folder.ts';
import { watchFolders } from '../engine/ingest/watch.ts';
import { defaultDerivers } from '../engine/pipeline.ts';
import { errorMessage, isQuarryError, quarryError } from '../engine/errors.ts';
import { openLibrary } from '../engine/store/library.ts';
import { libraryPath, type GlobalOptions } from './common.ts';

export interface WatchCommandOptions extends GlobalOptions {
  debounceMs?: string;
  maxFileMb?: string;
}

function reportLine(verb: string, report: IndexReport): string {
  return (
    `${verb} ${report.folders.join(', ')} in ${(report.ms / 1000).toFixed(1)} s: ${report.added} added, ${report.updated} updated` +
    `${report.refreshed ? ` (${report.refreshed} derived again: an older version of Quarry had indexed them)` : ''}, ` +
    `${report.unchanged} unchanged, ${report.removed} removed, ${report.errors} with errors, ${report.skipped} skipped.`
  );
}

function positiveNumber(value: string | undefined, what: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw quarryError('BAD_ARGUMENT', `${what} must be a positive number, not ${value}`);
  return n;
}

export async function watchCommand(folders: string[], opts: WatchCommandOptions): Promise<number> {
  const debounceMs = positiveNumber(opts.debounceMs, '--debounce-ms');
  const maxFileMb = positiveNumber(opts.maxFileMb, '--max-file-mb');
  const indexOptions = { maxFileBytes: maxFileMb === undefined ? undefined : Math.round(maxFileMb * 1024 * 1024) };
  const roots = folders.map((f) => path.resolve(f));
  const print = (kind: 'indexed' | 'reindexed', report: IndexReport) =>
    process.stdout.write(
      opts.json
        ? JSON.stringify({ event: kind, ...report }) + '\n'
        : `${reportLine(kind === 'indexed' ? 'Indexed' : 'Re-indexed', report)}${kind === 'indexed' ? ' Watching for changes (Ctrl-C to stop).' : ''}\n`,
    );

  // the first signal stops (an indexing run stops between batches; what it committed stays); a second one while
  // stopping ends the process at once
  let stopping = false;
  const abort = new AbortController();
  let onStop = () => {};
  const stopped = new Promise<void>((resolve) => (onStop = resolve));
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(signal === 'SIGINT' ? 130 : 143);
    stopping = true;
    abort.abort();
    onStop();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  const library = openLibrary(libraryPath(opts));
  try {
    let first: IndexReport;
    try {
      first = await indexFolders(library, roots, { ...indexOptions, derivers: defaultDerivers(), signal: abort.signal });
    } catch (e) {
      if (stopping && isQuarryError(e, 'CANCELLED')) return 0;
      throw e;
    }
    if (stopping) return 0;
    const watcher = watchFolders(library, roots, {
      debounceMs,
      derivers: defaultDerivers(),
      indexOptions,
      onIndexed: (report) => print('reindexed', report),
      onError: (error, folder) => process.stderr.write(`quarry: watching ${folder ?? roots.join(', ')}: ${errorMessage(error)}\n`),
    });
    await Promise.race([watcher.ready, stopped]);
    if (!stopping) print('indexed', first);
    await stopped;
    await watcher.close();
    return 0;
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    library.close();
  }
}
