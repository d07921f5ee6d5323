// The engine facade: every operation of shared/api.ts over one library, plus the event stream. The web server
// and the desktop shell both run it (in a worker thread), so the two modes behave the same.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Answer } from '../../../shared/answer.ts';
import { type AskRequest, type DocumentFile, type IndexJobState, type LibraryOverview, type QuarryApi, type QuarryEvent, type QuarrySettings } from '../../../shared/api.ts';
import { openLibrary, type Library } from '../store/library.ts';
import { acquireWriterLock } from '../store/writer-lock.ts';
import { libraryStatus } from '../store/status.ts';
import crypto from 'node:crypto';
import { getDocument, listDocuments, listFolders, removeFolder as removeFolderRow, deleteDocument } from '../store/documents.ts';
import { libraryRdf } from '../store/library-rdf.ts';
import { DEFAULT_TIMEOUT_MS } from '../store/rdf/sparql-result.ts';
import { defaultDerivers } from '../pipeline.ts';
import { defaultModelsDir, openRuntime, type LlmRuntime } from '../llm/index.ts';
import { syncVectorSpaces } from '../tkg/index.ts';
import { ERRORS, quarryError, type ErrorCode } from '../errors.ts';
import { indexRunner } from './indexing.ts';
import { cleanQuestion } from './question-input.ts';
import { guardAnswer } from './answer-guard.ts';
import { createParsePool } from '../ingest/parse-pool.ts';
import { finishBatch } from '../ingest/index-folder.ts';
import { fileBudgets } from '../ingest/budgets.ts';
import { readDocumentView } from './documents.ts';
import { readSettings, writeSettings } from './settings.ts';
import { modelListing } from './models.ts';
import { loadEngineFunctions, type EngineFunctions } from './engine-links.ts';
import { watchFolderChanges, type FolderChangeWatcher } from './folder-watch.ts';
import { absoluteFolderPath, checkFolderSize } from './folder-check.ts';
import { browseFolders } from './folder-browser.ts';
import { suggestQuestions } from './suggestions.ts';
import { modelDownloads } from './model-downloads.ts';
import { readConversation, writeConversation } from './conversation.ts';
import { containingFolder } from './path-guard.ts';

export interface ServiceOptions {
  libraryPath: string;
  /** Folder of GGUF models (default: models/ of the installation). */
  modelsDir?: string;
  /** Replaces the real answer / graph functions (tests). */
  engine?: EngineFunctions;
  /** Row cap and timeout of the query inspector. */
  sparqlRowCap?: number;
  sparqlTimeoutMs?: number;
  /**
   * Keeps the library's folders indexed while the service runs: a file added, changed or removed under a folder
   * re-indexes that folder through the indexing job after a quiet period (default 1000 ms). On by default
   * (QUARRY_WATCH=0 turns the default off); false turns it off.
   */
  watch?: false | { debounceMs?: number };
  /** Where watch problems go (default: a warning on stderr). They never stop the service. */
  onWatchError?: (error: unknown, folder: string) => void;
  /** The user's home folder: the folder picker's root, and a folder that asks for confirmation (default: the OS's). */
  home?: string;
  /** Files above which adding a folder asks for confirmation (default LARGE_FOLDER_FILES). */
  largeFolderFiles?: number;
  /** The recommended models' list (default: resources/models/recommended.json, or QUARRY_RECOMMENDED_MODELS). */
  recommendedModelsFile?: string;
}

export interface QuarryService extends QuarryApi {
  subscribe(listener: (event: QuarryEvent) => void): () => void;
  /** Resolves when no indexing job is running. */
  indexingIdle(): Promise<void>;
  /** The folders being watched for changes, once each one's initial scan is done (empty when watching is off). */
  watchedFolders(): Promise<string[]>;
  close(): Promise<void>;
}

export function createQuarryService(options: ServiceOptions): QuarryService {
  const writer: Library = openLibrary(options.libraryPath);
  // Questions, documents and queries read through their own connection: WAL gives them a consistent snapshot
  // while indexing writes.
  const reader: Library = openLibrary(writer.path, { readonly: true });
  // its query workers start now, so the first question does not wait for them
  void libraryRdf(reader).then((rdf) => rdf.warmUp()).catch(() => undefined);
  const modelsDir = path.resolve(options.modelsDir ?? defaultModelsDir());
  const listeners = new Set<(event: QuarryEvent) => void>();
  const emit = (event: QuarryEvent) => {
    for (const l of listeners) l(event);
  };
  let engine: Promise<EngineFunctions> | null = options.engine ? Promise.resolve(options.engine) : null;
  const engineFunctions = () => (engine ??= loadEngineFunctions());
  const asks = new Map<string, AbortController>();
  const home = options.home ?? os.homedir();
  const downloads = modelDownloads({ modelsDir, catalogueFile: options.recommendedModelsFile, emit: (e) => emit(e) });
  let runtime: { key: string; value: Promise<LlmRuntime> } | null = null;

  // the configured model, once loaded: indexing then embeds with it and lets it extract entities
  let indexRuntime: LlmRuntime | undefined;
  // the parse workers live as long as the service, so a watcher's small re-index does not start them each time
  const parsePool = createParsePool({ budgets: fileBudgets() });
  const indexing = indexRunner({
    library: writer,
    derivers: () => defaultDerivers({ runtime: indexRuntime }),
    options: () => ({ targetWords: readSettings(writer.db).chunkWords, parsePool, lockOwner: 'the Quarry app' }),
    emit: (event) => {
      if (event.type === 'index-finished') {
        forgetUnindexedFolders();
        // a model's embeddings replace the word vectors in the background; search keeps the old ones until done
        if (indexRuntime?.embeddingModel) void syncVectorSpaces(writer, { runtime: indexRuntime }).catch(() => undefined);
      }
      emit(event);
    },
  });

  // Watching: changes queue a re-index of their folder into the one indexing job (same events, one writer).
  // Jobs a user started (or joined) are told apart from the watcher's, which a folder removal may wait for.
  let userJobId: string | null = null;
  let closed = false;
  let removals = 0;
  const deferredChanges = new Set<string>();
  const userStarted = (job: IndexJobState): IndexJobState => {
    userJobId = job.jobId;
    return job;
  };
  const reindexChanged = (folder: string) => {
    if (closed) return;
    if (removals > 0) deferredChanges.add(folder); // a folder is being removed: its writes go first
    else indexing.start([folder]);
  };
  const watchEnabled = options.watch !== undefined ? options.watch !== false : !/^(0|off|false|no)$/i.test(process.env.QUARRY_WATCH ?? '');
  const watcher: FolderChangeWatcher | null = watchEnabled
    ? watchFolderChanges({
        libraryPath: writer.path,
        debounceMs: options.watch ? options.watch.debounceMs : undefined,
        onChange: reindexChanged,
        onError: options.onWatchError,
      })
    : null;
  /** A folder that did not make it into the library (its indexing failed or was cancelled first) is not watched. */
  function forgetUnindexedFolders() {
    if (!watcher) return;
    void watcher.ready().then((watched) => {
      if (closed || indexing.state()?.running) return;
      const known = new Set(listFolders(writer.db).map((f) => f.path));
      for (const f of watched) if (!known.has(f)) void watcher.remove(f);
    });
  }
  if (watcher) {
    const existing = listFolders(writer.db).map((f) => f.path);
    // files changed while the library was closed: one catch-up run once the watchers are in place
    void Promise.all(existing.map((f) => watcher.add(f))).then(() => {
      const present = existing.filter((f) => fs.existsSync(f));
      if (present.length && !closed) indexing.start(present);
    });
  }

  function overview(): LibraryOverview {
    const status = libraryStatus(writer.db);
    const folders = listFolders(writer.db);
    const problems = listDocuments(writer.db)
      .filter((d) => d.status !== 'indexed')
      .map((d) => ({
        docId: d.id,
        path: d.relpath,
        status: d.status as 'error' | 'skipped',
        code: d.errorCode,
        label: d.errorCode && d.errorCode in ERRORS ? ERRORS[d.errorCode as ErrorCode].message : d.status === 'skipped' ? 'Skipped' : 'Could not be read',
        reason: d.error ?? '',
      }));
    return {
      path: writer.path,
      documents: status.documents,
      blocks: status.blocks,
      records: status.records,
      recordRows: status.recordRows,
      links: status.links,
      entities: status.entities,
      byFormat: status.byFormat,
      folders: status.folders.map((f) => ({ id: folders.find((x) => x.path === f.path)?.id ?? -1, ...f })),
      problems,
      indexing: indexing.state(),
    };
  }

  function folderPath(folderId: unknown): string {
    if (!Number.isInteger(folderId)) throw quarryError('BAD_ARGUMENT', 'folderId must be an integer');
    const folder = listFolders(writer.db).find((f) => f.id === folderId);
    if (!folder) throw quarryError('FOLDER_NOT_FOUND', `folder ${String(folderId)}`);
    return folder.path;
  }

  async function modelRuntime(settings: QuarrySettings): Promise<LlmRuntime | undefined> {
    const key = JSON.stringify([settings.chatModel, settings.embeddingModel, settings.threads]);
    if (runtime?.key !== key) {
      const old = runtime;
      runtime = {
        key,
        value: openRuntime({
          modelsDir: fs.existsSync(modelsDir) ? modelsDir : undefined,
          chatModel: settings.chatModel ?? undefined,
          embeddingModel: settings.embeddingModel ?? undefined,
          threads: settings.threads ?? undefined,
        }),
      };
      old?.value.then((r) => r.close()).catch(() => undefined);
    }
    const r = await runtime.value;
    indexRuntime = r.available ? r : undefined;
    return indexRuntime;
  }

  async function ask(req: AskRequest): Promise<Answer> {
    const question = cleanQuestion(req?.question);
    const requestId = typeof req.requestId === 'string' && req.requestId ? req.requestId : crypto.randomUUID();
    const history = Array.isArray(req.history)
      ? req.history.filter((h) => typeof h?.question === 'string' && typeof h?.answer === 'string').slice(-6)
      : undefined;
    const controller = new AbortController();
    asks.get(requestId)?.abort();
    asks.set(requestId, controller);
    try {
      const settings = readSettings(writer.db);
      const { answer } = await engineFunctions();
      return await answer(reader, question, {
        strategy: req.strategy ?? settings.strategy,
        runtime: await modelRuntime(settings),
        onToken: (text) => emit({ type: 'answer-token', requestId, text }),
        signal: controller.signal,
        history,
      }).then((answer) => guardAnswer(reader.db, answer));
    } finally {
      if (asks.get(requestId) === controller) asks.delete(requestId);
    }
  }

  /** Waits out re-indexes the watcher started; refuses while a job a user started runs. */
  async function waitForWatchJobs(): Promise<void> {
    for (let job = indexing.state(); job?.running; job = indexing.state()) {
      if (job.jobId === userJobId) throw quarryError('BAD_ARGUMENT', 'indexing is running; wait for it or cancel it first');
      await indexing.idle();
    }
  }

  async function removeFolder(req: { folderId: number }): Promise<LibraryOverview> {
    const folder = folderPath(req?.folderId);
    removals++;
    try {
      await watcher?.remove(folder);
      await waitForWatchJobs();
      folderPath(req.folderId); // still there after the wait
      return await deleteFolder(req.folderId);
    } catch (e) {
      if (listFolders(writer.db).some((f) => f.path === folder)) void watcher?.add(folder);
      throw e;
    } finally {
      if (--removals === 0 && deferredChanges.size) {
        const known = new Set(listFolders(writer.db).map((f) => f.path));
        const changed = [...deferredChanges].filter((f) => known.has(f));
        deferredChanges.clear();
        if (changed.length && !closed) indexing.start(changed);
      }
    }
  }

  async function deleteFolder(folderId: number): Promise<LibraryOverview> {
    const derivers = defaultDerivers();
    const ids = listDocuments(writer.db, folderId).map((d) => d.id);
    const folder = listFolders(writer.db).find((f) => f.id === folderId)?.path ?? '';
    // progress as it goes (events leave the thread at once, even inside the transaction)
    let lastEmit = 0;
    const progress = (done: number) => {
      const now = Date.now();
      if (done === 0 || done === ids.length || now - lastEmit >= 150) {
        lastEmit = now;
        emit({ type: 'folder-removal', folderId, path: folder, done, total: ids.length });
      }
    };
    progress(0);
    const lock = acquireWriterLock(writer.path, 'the Quarry app (removing a folder)');
    try {
      await removeFolderWrites(folderId, ids, derivers, progress);
    } finally {
      lock.release();
    }
    emit({ type: 'library-changed' });
    return overview();
  }

  async function removeFolderWrites(folderId: number, ids: number[], derivers: ReturnType<typeof defaultDerivers>, progress: (done: number) => void): Promise<void> {
    await writer.writeTransaction(async () => {
      for (const [i, docId] of ids.entries()) {
        for (const d of derivers) await d.onRemove?.({ library: writer, docId });
        deleteDocument(writer.db, docId);
        progress(i + 1);
      }
      removeFolderRow(writer.db, folderId);
      await finishBatch(writer, derivers);
    });
    for (const d of derivers) {
      if (d.afterRun && ids.length) await writer.writeTransaction(() => d.afterRun!({ library: writer, changedDocIds: [], removedDocIds: ids }));
    }
  }

  const service: QuarryService = {
    libraryOverview: async () => overview(),
    addFolder: async (req) => {
      if (typeof req?.path !== 'string' || !req.path.trim()) throw quarryError('BAD_ARGUMENT', 'give the path of a folder');
      const absolute = absoluteFolderPath(req.path, home);
      let stat: fs.Stats;
      try {
        stat = await fs.promises.stat(absolute);
      } catch {
        throw quarryError('FOLDER_NOT_FOUND', absolute);
      }
      if (!stat.isDirectory()) throw quarryError('FOLDER_NOT_FOUND', `${absolute} is not a folder`);
      const known = listFolders(writer.db).some((f) => f.path === absolute);
      if (!known) await checkFolderSize(absolute, req.confirm === true, { home, limit: options.largeFolderFiles });
      const job = userStarted(indexing.start([absolute]));
      void watcher?.add(absolute);
      return job;
    },
    removeFolder,
    reindex: async (req) => {
      const folders = req?.folderId === undefined ? listFolders(writer.db).map((f) => f.path) : [folderPath(req.folderId)];
      if (!folders.length) throw quarryError('BAD_ARGUMENT', 'the library has no folders yet');
      return userStarted(indexing.start(folders));
    },
    cancelIndexing: async () => indexing.cancel(),
    ask,
    cancelAsk: async (req) => {
      const c = asks.get(req?.requestId);
      c?.abort();
      return Boolean(c);
    },
    readDocument: async (ref) => readDocumentView(reader.db, ref),
    locateDocument: async (req): Promise<DocumentFile> => {
      if (!Number.isInteger(req?.docId)) throw quarryError('BAD_ARGUMENT', 'docId must be an integer');
      const doc = getDocument(reader.db, req.docId);
      if (!doc) throw quarryError('FILE_NOT_FOUND', `document ${req.docId}`);
      containingFolder(listFolders(reader.db).map((f) => f.path), doc.path);
      let size: number;
      try {
        size = (await fs.promises.stat(doc.path)).size;
      } catch {
        throw quarryError('FILE_NOT_FOUND', `${doc.relpath} is no longer on disk`);
      }
      return { docId: doc.id, path: doc.path, relpath: doc.relpath, format: doc.format, sizeBytes: size };
    },
    browseFolders: async (req) => browseFolders(home, req?.path, req?.prefix),
    suggestQuestions: async () => suggestQuestions(reader),
    expandNode: async (req) => {
      if (typeof req?.nodeId !== 'string' || !req.nodeId) throw quarryError('BAD_ARGUMENT', 'nodeId is required');
      const { expand } = await engineFunctions();
      return expand(reader, req.nodeId);
    },
    runSparql: async (req) => {
      if (typeof req?.query !== 'string' || !req.query.trim()) throw quarryError('BAD_ARGUMENT', 'the query is empty');
      const rdf = await libraryRdf(reader);
      const result = await rdf.sparql(req.query, {
        allowUpdate: false,
        rowCap: options.sparqlRowCap ?? 2000,
        timeoutMs: options.sparqlTimeoutMs ?? DEFAULT_TIMEOUT_MS,
      });
      return result;
    },
    listModels: () => modelListing(modelsDir),
    recommendedModels: async () => downloads.recommended(),
    downloadModel: async (req) => downloads.start(req?.id),
    cancelModelDownload: async (req) => downloads.cancel(req?.id),
    getConversation: async () => readConversation(writer),
    saveConversation: async (req) => ({ saved: await writeConversation(writer, req?.turns) }),
    getSettings: async () => readSettings(writer.db),
    saveSettings: async (patch) => {
      const saved = await writer.writeTransaction(() => writeSettings(writer.db, patch));
      emit({ type: 'library-changed' });
      return saved;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    indexingIdle: () => indexing.idle(),
    watchedFolders: async () => (watcher ? watcher.ready() : []),
    async close() {
      if (closed) return;
      closed = true;
      await watcher?.close();
      await downloads.close();
      indexing.cancel();
      await indexing.idle();
      for (const c of asks.values()) c.abort();
      if (runtime) await (await runtime.value.catch(() => null))?.close();
      await parsePool.close();
      reader.close();
      writer.close();
    },
  };
  return service;
}
