// Indexes folders into a library: scan → for each new or changed file parse and store (one transaction per
// batch of files, so a crash at any moment leaves the last committed batch and nothing half-written) → remove
// files that disappeared → folder-wide passes (boilerplate, derivers such as the symbolic graph and rules).
// Documents stored by older parsers and derivers (FACTS_VERSION, facts-version.ts) count as changed: they are read
// and derived again through the same update path, batch by batch, so a run cancelled midway leaves the rest marked old.
// One run holds the library's writer lock (a second indexer is refused); files are read and parsed in parse workers,
// several at once, each within its per-file budgets (budgets.ts), while this thread alone writes.
import fs from 'node:fs';
import path from 'node:path';
import type { Library } from '../store/library.ts';
import { addFolder, deleteDocument, documentsOlderThan, getDocumentByPath, insertDocument, listDocuments, listFolders, markTruncated } from '../store/documents.ts';
import { FACTS_VERSION } from '../facts-version.ts';
import { insertBlocks, removeRepeatedBlocks } from '../store/blocks.ts';
import { insertRecords } from '../store/records.ts';
import { insertLinks } from '../store/links.ts';
import { getSetting, setSetting } from '../store/settings.ts';
import { acquireWriterLock } from '../store/writer-lock.ts';
import { quarryError } from '../errors.ts';
import { scanFolderAsync } from './scan.ts';
import { progressTracker, type ProgressListener } from './progress.ts';
import { blockFingerprint, formatOf, type ParseOptions } from './parse.ts';
import { resolveLink } from './resolve-link.ts';
import { fileBudgets, type FileBudgets } from './budgets.ts';
import { createParsePool, type ParsePool } from './parse-pool.ts';
import { defaultPoolSize } from '../workers/task-pool.ts';
import type { DerivedInWorker, ParseJobs, ParseOutcome } from './read-and-parse.ts';
import type { ParsedDocument } from './types.ts';
import { filesToRelink, type QualifiedFile } from './folder-naming.ts';
import { filesWithProseItems } from './folder-prose.ts';

export interface DocumentContext {
  library: Library;
  docId: number;
  path: string;
  /** Path relative to the indexed folder. */
  relpath: string;
  parsed: ParsedDocument;
  /** Block ids in block order. */
  blockIds: number[];
  /** Record ids in record order. */
  recordIds: number[];
  /** Record row ids in the order the rows were stored: records in order, each record's rows in order. */
  rowIds: number[];
  /** What the parse worker derived beside the parse, for the derivers that asked (`parseJobs`). */
  derived?: DerivedInWorker;
  /** The run's per-file budgets (a deriver keeps its own output within them, e.g. the facts of one file). */
  budgets: FileBudgets;
  /** Records that the document holds only part of what its file says, and why (shown by `quarry status`). */
  truncate(reason: string): void;
}

/** Work derived from documents (symbolic graph, entities, vectors); runs inside the indexer's transactions. */
export interface DocumentDeriver {
  name: string;
  /**
   * Per-document work to do in the parse workers beside the parse (plain data, read as each file is sent); what they
   * derived reaches `onDocument` as `derived`. Indexing without workers asks for none.
   */
  readonly parseJobs?: ParseJobs;
  onDocument?(ctx: DocumentContext): Promise<void> | void;
  onRemove?(ctx: { library: Library; docId: number }): Promise<void> | void;
  /**
   * At the end of every transaction that stored or removed documents, inside it (e.g. collecting what removed
   * documents left unused, so a crash never leaves it behind).
   */
  afterBatch?(ctx: { library: Library }): Promise<void> | void;
  /** Once per indexing run after all folders, with the ids of documents added or changed. */
  afterRun?(ctx: { library: Library; changedDocIds: number[]; removedDocIds: number[] }): Promise<void> | void;
}

export interface IndexOptions extends ParseOptions {
  /** Files larger than this are recorded as skipped (bytes). */
  maxFileBytes?: number;
  /** Files per write transaction. */
  batchSize?: number;
  derivers?: DocumentDeriver[];
  onProgress?: ProgressListener;
  signal?: AbortSignal;
  /** Drop text blocks repeated in at least this share of a folder's files. */
  boilerplateShare?: number;
  /** Per-file budgets (time, memory, text, blocks, rows, columns, facts); defaults in budgets.ts. */
  budgets?: Partial<FileBudgets>;
  /** Parse workers (default: one per core but the writer's, parse-pool.ts defaultParseWorkers); 0 parses on this thread, without time or memory limits. */
  parseWorkers?: number;
  /** A pool the caller keeps across runs (its workers stay warm); otherwise the run makes and closes its own. */
  parsePool?: ParsePool;
  /**
   * Let the parse workers do the derivers' per-document work (DocumentDeriver.parseJobs) while they keep ahead of
   * the writer. Default: with MIN_CORES_FOR_WORKER_JOBS cores or more; never without workers.
   */
  workerJobs?: boolean;
  /** Follow symbolic links into the library's other folders (never elsewhere); default false. */
  followLinks?: boolean;
  /** Who holds the writer lock during the run, as a second indexer is told (default: this command). */
  lockOwner?: string;
}

export interface IndexReport {
  folders: string[];
  added: number;
  updated: number;
  /** Of `updated`, files read and derived again because an older Quarry had derived them (FACTS_VERSION). */
  refreshed: number;
  unchanged: number;
  removed: number;
  errors: number;
  skipped: number;
  boilerplateBlocks: number;
  ms: number;
}

export const DEFAULT_MAX_FILE_BYTES = 64 * 1024 * 1024;

/**
 * Cores from which the parse workers do the derivers' per-document work by default. The same work costs more CPU in
 * the workers than on the writer (each warms its own JIT and memo; the results are copied to the writer): on the
 * 2-core machine of the benchmarks (devices corpus, A/B in the same period) it took 1.5-3 s off the writer's ~11 CPU
 * seconds but added 4-6 s to the workers', and the run was slower, its time following the process's total CPU.
 * Where cores are left over, the run waits for the writer alone (its parse workers idle most of the time): there
 * the writer's share is expected to set the time (not measured here: no such machine).
 */
export const MIN_CORES_FOR_WORKER_JOBS = 4;

interface FileOutcome {
  kind: 'added' | 'updated' | 'unchanged' | 'error' | 'skipped';
}

/**
 * The work a run still owes after its batches (boilerplate pass per folder, derivers' afterRun), saved in the same
 * transaction as each batch, so that a run killed before its end is finished by the next run even when that run
 * finds every file unchanged.
 */
interface PendingRun {
  folders: number[];
  changed: number[];
  removed: number[];
}
const PENDING_RUN_KEY = 'index.pendingRun';
/** Rounds of reading files again with what the folder names (a file read again may decide another's names). */
const RELINK_ROUNDS = 3;

function savePendingRun(library: Library, pending: PendingRun): void {
  setSetting(library.db, PENDING_RUN_KEY, pending);
}

/** The derivers' end-of-transaction work (see DocumentDeriver.afterBatch). */
export async function finishBatch(library: Library, derivers: DocumentDeriver[]): Promise<void> {
  for (const d of derivers) await d.afterBatch?.({ library });
}

/** Lets the event loop run other tasks (worker messages, timers) before the indexer goes on. */
const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

async function removeDocuments(library: Library, derivers: DocumentDeriver[], ids: number[]): Promise<void> {
  for (const docId of ids) {
    for (const d of derivers) await d.onRemove?.({ library, docId });
    deleteDocument(library.db, docId);
  }
}

function defaultLockOwner(): string {
  const script = path.basename(process.argv[1] ?? 'node').replace(/\.[cm]?[jt]s$/, '');
  const command = process.argv[2] && !process.argv[2].startsWith('-') ? ` ${process.argv[2]}` : '';
  return `${script}${command}`;
}

/**
 * WAL pages before a commit copies the log into the file (SQLite's default is 1,000) while a run writes, and the
 * log's size kept on disk once copied. A batch rewrites pages all over the graph's B-trees: at 1,000 pages nearly
 * every commit ran a checkpoint (with its fsync), copying pages the next batch changed again.
 */
const RUN_WAL_PAGES = 10_000;
const KEPT_WAL_BYTES = 4 * 2 ** 20;

export async function indexFolders(library: Library, folders: string[], options: IndexOptions = {}): Promise<IndexReport> {
  const lock = acquireWriterLock(library.path, options.lockOwner ?? defaultLockOwner());
  const budgets = fileBudgets(options.budgets);
  const ownPool = options.parsePool ? null : createParsePool({ workers: options.parseWorkers, budgets });
  const walPages = library.db.pragma('wal_autocheckpoint', { simple: true }) as number;
  library.db.pragma(`wal_autocheckpoint = ${Math.max(walPages, RUN_WAL_PAGES)}`);
  library.db.pragma(`journal_size_limit = ${KEPT_WAL_BYTES}`);
  try {
    return await indexWithLock(library, folders, options, budgets, options.parsePool ?? ownPool!);
  } finally {
    if (library.db.open) library.db.pragma(`wal_autocheckpoint = ${walPages}`);
    await ownPool?.close();
    lock.release();
  }
}

async function indexWithLock(library: Library, folders: string[], options: IndexOptions, budgets: FileBudgets, pool: ParsePool): Promise<IndexReport> {
  const started = Date.now();
  const derivers = options.derivers ?? [];
  const maxBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const batchSize = options.batchSize ?? 64;
  const report: IndexReport = { folders: [], added: 0, updated: 0, refreshed: 0, unchanged: 0, removed: 0, errors: 0, skipped: 0, boilerplateBlocks: 0, ms: 0 };
  // finish what a run that was killed left undone (its documents are stored but its folder passes did not run)
  const previous = getSetting<PendingRun | null>(library.db, PENDING_RUN_KEY) ?? null;
  const stillThere = (id: number) => library.db.prepare(`SELECT 1 FROM documents WHERE id = ?`).get(id) !== undefined;
  const pending: PendingRun = {
    folders: [...(previous?.folders ?? [])],
    changed: (previous?.changed ?? []).filter(stillThere),
    removed: [...(previous?.removed ?? [])],
  };
  const changed = pending.changed;
  const removed = pending.removed;
  const processed: number[] = [];
  const markFolder = (folderId: number) => {
    if (!pending.folders.includes(folderId)) pending.folders.push(folderId);
  };
  const cancelled = () => {
    if (options.signal?.aborted) throw quarryError('CANCELLED', 'indexing');
  };

  for (const folderArg of folders) {
    const root = path.resolve(folderArg);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(root);
    } catch {
      throw quarryError('FOLDER_NOT_FOUND', root);
    }
    if (!stat.isDirectory()) throw quarryError('FOLDER_NOT_FOUND', `${root} is not a folder`);
    report.folders.push(root);
    const progress = progressTracker(root, options.onProgress);
    progress.phase('scan');
    // the library file (and its journal) may live inside an indexed folder: never index it
    const libraryFiles = new Set(['', '-wal', '-shm', '-journal', '.lock'].map((suffix) => library.path + suffix));
    const roots = [...new Set([root, ...listFolders(library.db).map((f) => f.path)])];
    const scanned = await scanFolderAsync(root, { signal: options.signal, followLinks: options.followLinks, roots });
    const files = scanned.files.filter((f) => !libraryFiles.has(f.path));
    const { problems, skipped } = scanned;
    const realRoots = roots.map((r) => realOr(r));
    cancelled();
    // gone since the scan began: its documents are kept (an unmounted drive is not a folder emptied)
    if (!fs.existsSync(root)) throw quarryError('FOLDER_NOT_FOUND', root);
    const folderId = await library.writeTransaction(() => addFolder(library.db, root));
    processed.push(folderId);
    // documents an older Quarry derived: read and derived again even when their file is unchanged
    const older = new Set(documentsOlderThan(library.db, FACTS_VERSION, folderId).map((d) => d.path));
    const refresh = new Set(files.filter((f) => older.has(f.path)).map((f) => f.path));
    progress.total(files.length, files.reduce((s, f) => s + f.size, 0), refresh.size);
    progress.phase('parse');

    // files that disappeared since the last run (paths the scan reported as problems are still there)
    const present = new Set([...files.map((f) => f.path), ...problems.map((p) => p.path), ...skipped.map((p) => p.path)]);
    const gone = listDocuments(library.db, folderId).filter((d) => !present.has(d.path)).map((d) => d.id);
    if (gone.length) {
      await library.writeTransaction(async () => {
        await removeDocuments(library, derivers, gone);
        removed.push(...gone);
        markFolder(folderId);
        savePendingRun(library, pending);
        await finishBatch(library, derivers);
      });
      report.removed += gone.length;
    }

    // read and parse outside the transaction (slow, may fail; several files at once in the parse workers), then
    // write the whole batch at once; the next batch is parsed while this one is written.
    // The derivers' per-document work (DocumentDeriver.parseJobs) is done by the parse workers while they are ahead
    // of this thread (the next batch was parsed before this one was written: the run waits for the writer), and
    // here while this thread waits for them (a small machine has no core to spare for the workers' extra work,
    // which costs more in two threads than in one): each batch's split follows whichever side was slower.
    const jobs = pool.workers > 0 && (options.workerJobs ?? defaultPoolSize() >= MIN_CORES_FOR_WORKER_JOBS);
    const prepareBatch = (start: number, withJobs: boolean) => {
      const batch = { done: false, files: prepareFiles(start, withJobs) };
      batch.files.then(() => void (batch.done = true), () => undefined);
      return batch;
    };
    const prepareFiles = (start: number, withJobs: boolean) =>
      Promise.all(
        files.slice(start, start + batchSize).map(async (file) => {
          // the thread reads its other messages between files: the engine worker answers Cancel and overview calls
          // while it indexes, and Cancel stops within one file (a file being parsed is stopped in its worker)
          await yieldToEventLoop();
          if (options.signal?.aborted) throw quarryError('CANCELLED', 'indexing');
          progress.file(file.relpath);
          return { file, outcome: await prepareFile(library, file, maxBytes, options, budgets, pool, realRoots, refresh.has(file.path), jobs && withJobs ? derivers : []) };
        }),
      );
    /** Files whose record names have a brand/vendor in front (ParsedDocument.nameQualifiers). */
    const qualified: QualifiedFile[] = [];
    /** Files read in this run: those naming codes no record is named by may tell items in prose (folder-prose.ts). */
    const parsedFiles: Array<(typeof files)[number]> = [];
    let next = files.length ? prepareBatch(0, true) : null;
    let workersAhead = true;
    for (let i = 0; i < files.length; i += batchSize) {
      cancelled();
      const batch = files.slice(i, i + batchSize);
      // (the first batch is parsed while this thread has nothing to write: it says nothing of who is slower)
      if (i > 0) workersAhead = next!.done;
      const prepared = await next!.files;
      next = i + batchSize < files.length ? prepareBatch(i + batchSize, workersAhead) : null;
      cancelled();
      for (const { file, outcome } of prepared) {
        if (outcome.kind !== 'parsed') continue;
        parsedFiles.push(file);
        const { nameQualifiers: names, keyCodes, refColumns } = outcome.parsed;
        if (names?.length || keyCodes?.length || refColumns?.length) qualified.push({ file, names: names ?? [], codes: keyCodes ?? [], refs: refColumns ?? [] });
      }
      const outcomes = await library.writeTransaction(async () => {
        const result: FileOutcome[] = [];
        const before = changed.length + removed.length;
        for (const { file, outcome } of prepared) {
          // between files the thread reads the parse workers' replies and hands them their next files (the next
          // batch's): a worker is given one file at a time, from this thread, so a batch written without a pause
          // left the workers idle until it was committed, and the writer then waited for the next batch's parse
          await yieldToEventLoop();
          result.push(await storeFile(library, folderId, root, file, outcome, derivers, changed, removed, budgets));
        }
        if (changed.length + removed.length > before) {
          markFolder(folderId);
          savePendingRun(library, pending);
          await finishBatch(library, derivers);
        }
        return result;
      });
      outcomes.forEach((o, j) => {
        if (o.kind === 'added') report.added++;
        else if (o.kind === 'updated') {
          report.updated++;
          if (refresh.has(batch[j].path)) report.refreshed++;
        }
        else if (o.kind === 'unchanged') report.unchanged++;
        else if (o.kind === 'error') report.errors++;
        else report.skipped++;
        progress.fileDone(batch[j].size, o.kind === 'error');
      });
    }
    // what the whole folder names is known only now: a file whose brand/vendor values name other records of the
    // library (a supplier with its own page) is read again with those names, which then link instead of prefixing
    // (and a file keyed by codes other files hold as values is read again with them: they name its rows)
    // (a file read again may name its rows by codes that another file's rows hold only once that file is read again
    // too, a generation export's rows named by the job codes a register then keys by: the files not read again are
    // looked at once more, a few rounds at most)
    let unlinked = qualified;
    const relinked = new Map<string, { linkNames: string[]; keyNames: string[] }>();
    for (let round = 0; round < RELINK_ROUNDS && unlinked.length; round++) {
      const relink = filesToRelink(library.db, unlinked);
      for (const { file, linkNames, keyNames } of relink) {
        relinked.set(file.path, { linkNames, keyNames });
        cancelled();
        const outcome = await prepareFile(library, file, maxBytes, { ...options, linkNames, keyNames }, budgets, pool, realRoots, true, jobs ? derivers : []);
        await library.writeTransaction(async () => {
          await storeFile(library, folderId, root, file, outcome, derivers, changed, removed, budgets);
          markFolder(folderId);
          savePendingRun(library, pending);
          await finishBatch(library, derivers);
        });
      }
      const done = new Set(relink.map((r) => r.file.path));
      unlinked = unlinked.filter((q) => !done.has(q.file.path));
      if (!done.size) break;
    }
    // items told only in prose, named by codes of a shape the folder's records are named by: their documents are read
    // again with those codes and what the codes' family holds (prose-items.ts), keeping what a relink gave them
    for (const { file, proseFamilies } of filesWithProseItems(library.db, parsedFiles)) {
      cancelled();
      const outcome = await prepareFile(library, file, maxBytes, { ...options, ...relinked.get(file.path), proseFamilies }, budgets, pool, realRoots, true, jobs ? derivers : []);
      await library.writeTransaction(async () => {
        await storeFile(library, folderId, root, file, outcome, derivers, changed, removed, budgets);
        markFolder(folderId);
        savePendingRun(library, pending);
        await finishBatch(library, derivers);
      });
    }
    // unreadable folders and broken links (errors); links out of the folder, pipes, sockets, devices (skipped)
    const entries = [
      ...problems.map((p) => ({ path: p.path, status: 'error' as const, code: 'FILE_UNREADABLE', reason: p.reason })),
      ...skipped.map((p) => ({ path: p.path, status: 'skipped' as const, code: p.code, reason: p.reason })),
    ];
    if (entries.length) {
      await library.writeTransaction(async () => {
        for (const p of entries) {
          const old = getDocumentByPath(library.db, p.path);
          if (old?.status === p.status && old.error === p.reason) continue;
          if (old) {
            await removeDocuments(library, derivers, [old.id]);
            if (old.status === 'indexed') {
              removed.push(old.id);
              markFolder(folderId);
              savePendingRun(library, pending);
            }
          }
          insertDocument(library.db, { folderId, path: p.path, relpath: path.relative(root, p.path), hash: null, size: 0, mtime: 0, format: null, status: p.status, errorCode: p.code, error: p.reason, factsVersion: FACTS_VERSION });
        }
        await finishBatch(library, derivers);
      });
      report.errors += problems.length;
      report.skipped += skipped.length;
    }
    if (pending.folders.includes(folderId)) {
      report.boilerplateBlocks += await library.writeTransaction(() =>
        removeRepeatedBlocks(library.db, folderId, options.boilerplateShare ?? 0.5, 5),
      );
    }
    progress.phase('done');
  }
  // folders a killed run changed but this run did not index: their boilerplate pass is still owed
  for (const folderId of pending.folders) {
    if (processed.includes(folderId)) continue;
    report.boilerplateBlocks += await library.writeTransaction(() =>
      removeRepeatedBlocks(library.db, folderId, options.boilerplateShare ?? 0.5, 5),
    );
  }

  if (changed.length || removed.length || pending.folders.length) {
    for (const d of derivers) {
      if (d.afterRun) await library.writeTransaction(() => d.afterRun!({ library, changedDocIds: changed, removedDocIds: removed }));
    }
  }
  if (previous || pending.folders.length) await library.writeTransaction(() => setSetting(library.db, PENDING_RUN_KEY, null));
  report.ms = Date.now() - started;
  return report;
}

function realOr(p: string): string {
  try {
    return fs.realpathSync(p);
  } catch {
    return p;
  }
}

type Prepared =
  | { kind: 'unchanged' }
  | { kind: 'parsed'; hash: string; parsed: ParsedDocument; truncated: string[]; derived?: DerivedInWorker }
  | { kind: 'failed'; status: 'error' | 'skipped'; hash: string | null; code: string; reason: string; format: string | null };

function isInside(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

async function prepareFile(
  library: Library,
  file: { path: string; relpath: string; size: number; mtime: number },
  maxBytes: number,
  options: ParseOptions & { signal?: AbortSignal },
  budgets: FileBudgets,
  pool: ParsePool,
  roots: string[],
  /** Stored by older parsers and derivers: read again though the file is unchanged. */
  refresh = false,
  /** The derivers whose per-document work the parse worker does (DocumentDeriver.parseJobs). */
  derivers: DocumentDeriver[] = [],
): Promise<Prepared> {
  const format = formatOf(file.path);
  const existing = getDocumentByPath(library.db, file.path);
  if (!refresh && existing && existing.size === file.size && existing.mtime === file.mtime && existing.hash) return { kind: 'unchanged' };
  if (!format) return { kind: 'failed', status: 'skipped', hash: null, code: 'FORMAT_UNSUPPORTED', reason: `unsupported file type "${path.extname(file.path) || '(none)'}"`, format: null };
  if (file.size > maxBytes) {
    return { kind: 'failed', status: 'error', hash: null, code: 'FILE_TOO_LARGE', reason: `${file.size} bytes is over the limit of ${maxBytes}`, format };
  }
  // the file may have been swapped for a link out of the folder since the scan: never read outside the roots
  const real = realOr(file.path);
  if (!roots.some((r) => isInside(r, real))) {
    return { kind: 'failed', status: 'skipped', hash: null, code: 'PATH_OUTSIDE_LIBRARY', reason: `it now leads to ${real}, outside the folder; not read`, format };
  }
  // what crosses to a parse worker: plain values (a vocabulary object stays behind; the worker loads the shipped one)
  const parseOptions: ParseOptions = { targetWords: options.targetWords, maxBlockChars: options.maxBlockChars, maxDecompressedBytes: options.maxDecompressedBytes, linkNames: options.linkNames, keyNames: options.keyNames, proseFamilies: options.proseFamilies };
  const knownHash = existing && existing.status !== 'error' && !refresh ? existing.hash : null;
  // the derivers' work done beside the parse (those given: see indexWithLock)
  const jobs: ParseJobs = {};
  for (const d of derivers) Object.assign(jobs, d.parseJobs);
  const outcome: ParseOutcome = await pool.parse({ path: file.path, relpath: file.relpath, knownHash, options: parseOptions, budgets, jobs }, options.signal);
  if (outcome.kind === 'failed') return { ...outcome, format };
  return outcome;
}

async function storeFile(
  library: Library,
  folderId: number,
  root: string,
  file: { path: string; relpath: string; size: number; mtime: number },
  prepared: Prepared,
  derivers: DocumentDeriver[],
  changed: number[],
  removed: number[],
  budgets: FileBudgets,
): Promise<FileOutcome> {
  const db = library.db;
  const existing = getDocumentByPath(db, file.path);
  if (prepared.kind === 'unchanged') {
    if (existing && (existing.mtime !== file.mtime || existing.size !== file.size)) {
      db.prepare(`UPDATE documents SET mtime = ?, size = ? WHERE id = ?`).run(file.mtime, file.size, existing.id);
    }
    return { kind: 'unchanged' };
  }
  if (existing) await removeDocuments(library, derivers, [existing.id]);
  if (prepared.kind === 'failed') {
    // an indexed file that now fails loses its blocks and facts: the folder passes must run again
    if (existing?.status === 'indexed') removed.push(existing.id);
    insertDocument(db, {
      folderId, path: file.path, relpath: file.relpath, hash: prepared.hash, size: file.size, mtime: file.mtime,
      format: prepared.format, status: prepared.status, errorCode: prepared.code, error: prepared.reason, factsVersion: FACTS_VERSION,
    });
    return { kind: prepared.status === 'skipped' ? 'skipped' : 'error' };
  }
  const parsed = prepared.parsed;
  const docId = insertDocument(db, {
    folderId, path: file.path, relpath: file.relpath, hash: prepared.hash, size: file.size, mtime: file.mtime,
    format: parsed.format, status: 'indexed', title: parsed.title, text: parsed.text, pages: parsed.pages,
    truncated: prepared.truncated.length ? prepared.truncated.join('; ') : null,
    factsVersion: FACTS_VERSION,
    // what the parser left out of an indexed file (too deep, cut) is kept with it, for `quarry status`
    error: parsed.warnings?.length ? parsed.warnings.join('; ') : null,
  });
  const blockIds = insertBlocks(
    db,
    docId,
    parsed.blocks.map((b) => ({ ...b, ord: b.order, fingerprint: b.kind === 'text' ? blockFingerprint(b.text) : null })),
  );
  const blockId = (order: number | null) => (order !== null && order >= 0 && order < blockIds.length ? blockIds[order] : null);
  const rowIds: number[] = [];
  const recordIds = insertRecords(
    db,
    docId,
    parsed.records.map((r, ord) => ({
      ord,
      subject: r.subject,
      kind: r.kind,
      blockId: blockId(r.blockOrder),
      categoryHints: r.categoryHints,
      rows: r.rows.map((row) => ({ ...row, blockId: blockId(row.blockOrder) })),
    })),
    rowIds,
  );
  insertLinks(
    db,
    docId,
    parsed.links.map((l) => ({ href: l.href, text: l.text, blockId: blockId(l.blockOrder), targetPath: resolveLink(root, file.path, l.href) })),
  );
  const truncate = (reason: string) => markTruncated(db, docId, reason);
  const derived = prepared.derived;
  for (const d of derivers) await d.onDocument?.({ library, docId, path: file.path, relpath: file.relpath, parsed, blockIds, recordIds, rowIds, derived, budgets, truncate });
  changed.push(docId);
  return { kind: existing ? 'updated' : 'added' };
}
