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
  /**
   * Of filesTotal, the files being read again because an older Quarry derived them (their facts are
   * rebuilt by this version's parsers and derivers); 0 on an ordinary run.
   */
  refreshing: number;
  /** Estimated milliseconds left, or null before there is a rate to go by. */
  etaMs: number | null;
}

export interface IndexSummary {
  folders: string[];
  added: number;
  updated: number;
  /** Of `updated`, files re-derived because an older Quarry had derived them. */
  refreshed: number;
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
  /** The code in words a person reads ("File format is not supported"). */
  label: string;
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

/** Where a block of a document sits in its text, so the source viewer can render it as what it is. */
export interface DocumentBlockView {
  kind: 'text' | 'table' | 'list' | 'code';
  start: number;
  end: number;
  page: number | null;
  /** Headings above the block, outermost first. */
  headingPath: string[];
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
  /** The document's blocks in text order (tables, lists, code and text passages). */
  blocks: DocumentBlockView[];
}

/** A library document's file on disk (for "Open file"). */
export interface DocumentFile {
  docId: number;
  path: string;
  relpath: string;
  format: string | null;
  sizeBytes: number;
}

/** A folder listing for the folder picker (limited to one root, the user's home folder). */
export interface FolderListing {
  /** The root nothing above may be listed. */
  root: string;
  /** The folder listed. */
  path: string;
  /** Its parent, or null at the root. */
  parent: string | null;
  /** Sub-folders (hidden ones left out), by name; only those starting with `prefix` when one was given. */
  folders: Array<{ name: string; path: string }>;
  /** More sub-folders exist than were listed. */
  truncated: boolean;
}

/** A question the user could ask, made from what the library holds. */
export interface SuggestedQuestion {
  question: string;
  kind: 'list' | 'count' | 'superlative' | 'comparison' | 'text';
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

/** A model Quarry recommends and can download (resources/models/recommended.json). */
export interface RecommendedModel {
  id: string;
  name: string;
  kind: 'chat' | 'embedding';
  /** What it is good for, in a sentence. */
  purpose: string;
  fileName: string;
  url: string;
  sizeBytes: number;
  /** Expected SHA-256, or null to check the one the server states. */
  sha256: string | null;
  licence: string;
  licenceUrl: string | null;
  /** Memory it needs to run, roughly. */
  ramBytes: number;
  /** The file is in the models folder. */
  installed: boolean;
  /** The download in progress or last finished, if any. */
  download: ModelDownloadState | null;
}

export interface ModelDownloadState {
  id: string;
  fileName: string;
  status: 'downloading' | 'verifying' | 'done' | 'failed' | 'cancelled';
  downloadedBytes: number;
  totalBytes: number;
  /** Bytes already on disk from an earlier, interrupted download. */
  resumedFromBytes: number;
  error: string | null;
  errorCode: string | null;
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

/** The longest question the engine accepts, in characters: one limit for the UI, the API and the CLI (and what the
 * question parser reads, retrieve/symbolic/index.ts). */
export const MAX_QUESTION_CHARS = 2000;

/** Files in a folder above which adding it asks for confirmation first. */
export const LARGE_FOLDER_FILES = 20_000;

/** A turn of the conversation as the library keeps it (so it survives a reload). */
export interface SavedTurn {
  id: string;
  question: string;
  answer: Answer | null;
  error: string | null;
  askedAt: number;
}

/** Every operation the UI can call. Each takes at most one JSON argument and returns JSON. */
export interface QuarryApi {
  libraryOverview(): Promise<LibraryOverview>;
  /**
   * Adds a folder (an absolute path, or one starting with ~) and starts (or queues) indexing it. The file-system
   * root, a whole home folder or a folder of more than LARGE_FOLDER_FILES files is refused with
   * FOLDER_NEEDS_CONFIRMATION unless `confirm` is true.
   */
  addFolder(req: { path: string; confirm?: boolean }): Promise<IndexJobState>;
  removeFolder(req: { folderId: number }): Promise<LibraryOverview>;
  /** Re-indexes one folder, or all of them. */
  reindex(req: { folderId?: number }): Promise<IndexJobState>;
  cancelIndexing(): Promise<IndexJobState | null>;
  ask(req: AskRequest): Promise<Answer>;
  cancelAsk(req: { requestId: string }): Promise<boolean>;
  readDocument(req: DocumentRef): Promise<DocumentView>;
  /** Where a document's file is (only documents of the library). */
  locateDocument(req: { docId: number }): Promise<DocumentFile>;
  /** Sub-folders of a folder under the user's home folder, for the folder picker; `prefix` filters by name. */
  browseFolders(req: { path?: string; prefix?: string }): Promise<FolderListing>;
  /** Example questions made from the library's own attributes, entities and documents. */
  suggestQuestions(): Promise<SuggestedQuestion[]>;
  expandNode(req: { nodeId: string }): Promise<EvidenceGraph>;
  /** Read-only SPARQL over the library's graph. */
  runSparql(req: { query: string }): Promise<SparqlView>;
  listModels(): Promise<ModelListing>;
  /** The recommended models, whether each is installed, and any download. */
  recommendedModels(): Promise<RecommendedModel[]>;
  /** Starts downloading a recommended model into the models folder (resumes an interrupted download). */
  downloadModel(req: { id: string }): Promise<ModelDownloadState>;
  cancelModelDownload(req: { id: string }): Promise<ModelDownloadState | null>;
  /** The conversation kept in the library, oldest first. */
  getConversation(): Promise<SavedTurn[]>;
  saveConversation(req: { turns: SavedTurn[] }): Promise<{ saved: number }>;
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
  locateDocument: true,
  browseFolders: true,
  suggestQuestions: true,
  expandNode: true,
  runSparql: true,
  listModels: true,
  recommendedModels: true,
  downloadModel: true,
  cancelModelDownload: true,
  getConversation: true,
  saveConversation: true,
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
  | { type: 'folder-removal'; folderId: number; path: string; done: number; total: number }
  | { type: 'model-download'; state: ModelDownloadState }
  | { type: 'library-changed' }
  /** Sent by the UI's own transport (never by the engine) when its event stream reconnects after a break. */
  | { type: 'reconnected' };

/** What the desktop shell adds to the operations (absent in web mode). */
export interface ShellApi {
  /** Native folder picker; null when cancelled. */
  pickFolder(): Promise<string | null>;
  /** Opens a library document's file with the system's default application. */
  openDocumentFile(docId: number): Promise<void>;
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
export const IPC_OPEN_FILE_CHANNEL = 'quarry:open-file';
