// The operation contract between the UI and the engine. The desktop preload (IPC), the web server (HTTP + SSE)
// and the engine facade all implement or call exactly these operations, each taking one plain JSON argument.
import type { Answer, EvidenceGraph, Strategy } from './answer.ts';

export type { Answer, EvidenceGraph, Strategy } from './answer.ts';

/** Indexing progress of one folder (the engine's IndexProgress, as sent over the wire). */
export interface IndexProgressEvent {
  phase: 'scan' | 'parse' | 'derive' | 'done';
  folder: string;
  filesDone: number;
  filesTotal: number;
  bytesDone: number;
  bytesTotal: number;
  currentFile: string | null;
  errors: number;
  /** Estimated milliseconds left, or null before there is a rate to go by. */
  etaMs: number | null;
}

export interface IndexSummary {
  folders: string[];
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
  errors: number;
  skipped: number;
  ms: number;
}

/** The one indexing job a library runs at a time (folders are queued into it). */
export interface IndexJobState {
  jobId: string;
  running: boolean;
  folders: string[];
  progress: IndexProgressEvent | null;
  summary: IndexSummary | null;
  error: string | null;
  startedAt: number;
  finishedAt: number | null;
}

export interface FolderInfo {
  id: number;
  path: string;
  documents: number;
  errors: number;
  skipped: number;
}

export interface FileProblem {
  docId: number;
  path: string;
  status: 'error' | 'skipped';
  code: string | null;
  reason: string;
}

export interface LibraryOverview {
  path: string;
  documents: number;
  blocks: number;
  records: number;
  recordRows: number;
  links: number;
  entities: number;
  byFormat: Record<string, number>;
  folders: FolderInfo[];
  problems: FileProblem[];
  indexing: IndexJobState | null;
}

export interface DocumentView {
  docId: number;
  /** Absolute path of the file. */
  path: string;
  /** Path relative to its indexed folder. */
  relpath: string;
  folder: string;
  title: string | null;
  format: string | null;
  /** Total pages for PDFs, else null. */
  pages: number | null;
  /** The extracted text every citation range indexes into. */
  text: string;
  /** Where each PDF page starts in `text` (sorted by start); empty for other formats. */
  pageStarts: Array<{ page: number; start: number }>;
}

/** A document is named by its id, or by a path (absolute, or relative to one of the library's folders). */
export type DocumentRef = { docId: number } | { path: string };

export interface SparqlTerm {
  type: string;
  value: string;
  datatype?: string;
  lang?: string;
}

export interface SparqlView {
  kind: 'bindings' | 'boolean' | 'quads' | 'update';
  vars: string[];
  rows: Array<Record<string, SparqlTerm>>;
  boolean?: boolean;
  engine: string;
  ms: number;
  truncated: boolean;
}

export interface ModelEntry {
  fileName: string;
  path: string;
  /** null when the file is unusable (see error). */
  kind: 'chat' | 'embedding' | null;
  name: string;
  sizeBytes: number | null;
  architecture: string | null;
  contextLength: number | null;
  error: string | null;
}

export interface ModelListing {
  dir: string;
  models: ModelEntry[];
}

export interface QuarrySettings {
  /** File name in the models folder, or null for none (Quarry answers without a model). */
  chatModel: string | null;
  embeddingModel: string | null;
  strategy: Strategy;
  /** Target words per text block when indexing (the chunk size). */
  chunkWords: number;
  /** CPU threads for the model, or null for the number of physical cores. */
  threads: number | null;
}

export interface AskRequest {
  question: string;
  /** Chosen by the caller; answer-token events carry it. */
  requestId: string;
  strategy?: Strategy;
  /** Earlier turns of the conversation, oldest first. */
  history?: Array<{ question: string; answer: string }>;
}

/** Every operation the UI can call. Each takes at most one JSON argument and returns JSON. */
export interface QuarryApi {
  libraryOverview(): Promise<LibraryOverview>;
  /** Adds a folder and starts (or queues) indexing it. */
  addFolder(req: { path: string }): Promise<IndexJobState>;
  removeFolder(req: { folderId: number }): Promise<LibraryOverview>;
  /** Re-indexes one folder, or all of them. */
  reindex(req: { folderId?: number }): Promise<IndexJobState>;
  cancelIndexing(): Promise<IndexJobState | null>;
  ask(req: AskRequest): Promise<Answer>;
  cancelAsk(req: { requestId: string }): Promise<boolean>;
  readDocument(req: DocumentRef): Promise<DocumentView>;
  expandNode(req: { nodeId: string }): Promise<EvidenceGraph>;
  /** Read-only SPARQL over the library's graph. */
  runSparql(req: { query: string }): Promise<SparqlView>;
  listModels(): Promise<ModelListing>;
  getSettings(): Promise<QuarrySettings>;
  saveSettings(req: Partial<QuarrySettings>): Promise<QuarrySettings>;
}

export type OperationName = keyof QuarryApi;
export type OperationArg<K extends OperationName> = Parameters<QuarryApi[K]> extends [infer A] ? A : undefined;
export type OperationResult<K extends OperationName> = Awaited<ReturnType<QuarryApi[K]>>;

const operationSet: { [K in OperationName]: true } = {
  libraryOverview: true,
  addFolder: true,
  removeFolder: true,
  reindex: true,
  cancelIndexing: true,
  ask: true,
  cancelAsk: true,
  readDocument: true,
  expandNode: true,
  runSparql: true,
  listModels: true,
  getSettings: true,
  saveSettings: true,
};

/** The operation names, complete by construction (the object above must list every key of QuarryApi). */
export const OPERATION_NAMES = Object.keys(operationSet) as OperationName[];

export function isOperationName(name: string): name is OperationName {
  return Object.prototype.hasOwnProperty.call(operationSet, name);
}

/** Events pushed from the engine to the UI (IPC events in the app, server-sent events in web mode). */
export type QuarryEvent =
  | { type: 'index-progress'; jobId: string; progress: IndexProgressEvent }
  | { type: 'index-finished'; job: IndexJobState }
  | { type: 'answer-token'; requestId: string; text: string }
  | { type: 'library-changed' };

/** What the desktop shell adds to the operations (absent in web mode). */
export interface ShellApi {
  /** Native folder picker; null when cancelled. */
  pickFolder(): Promise<string | null>;
}

/** The object the preload exposes as `window.quarry`. */
export interface PreloadApi extends QuarryApi, ShellApi {
  readonly mode: 'app';
  /** Subscribes to engine events; returns the unsubscribe function. */
  onEvent(listener: (event: QuarryEvent) => void): () => void;
}

/** An error as it crosses a transport: the catalogue code and the one-line message. */
export interface WireError {
  code: string;
  message: string;
}

/** Names of the IPC channels (kept inside the preload and main process; never exposed to the page). */
export const IPC_CALL_CHANNEL = 'quarry:call';
export const IPC_EVENT_CHANNEL = 'quarry:event';
export const IPC_PICK_FOLDER_CHANNEL = 'quarry:pick-folder';
