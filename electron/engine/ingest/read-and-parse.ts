// One file read, hashed and parsed, then cut to its budgets: the task of a parse worker (parse-worker.ts), also run
// inline when indexing runs without workers.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { errorMessage, isQuarryError } from '../errors.ts';
import { applyBudgets, leadingBytes, type FileBudgets } from './budgets.ts';
import { formatOf, isSkipReason, parseFile, type ParseOptions } from './parse.ts';
import type { ParsedDocument } from './types.ts';
import type { FactsJob, PreparedFacts } from '../skg/prepared-facts.ts';
import type { PreparedExtraction } from '../tkg/extract-entities.ts';

export interface ParseTask {
  path: string;
  /** The hash the library holds for this file (when indexed without error): the same bytes are not parsed again. */
  knownHash: string | null;
  options: ParseOptions;
  budgets: FileBudgets;
  /** Parse only this many leading bytes (a retry after the whole file blew a limit). */
  prefixBytes?: number;
  /** The path relative to the indexed folder (what derived work names the document by). */
  relpath?: string;
  /** Work of the derivers done beside the parse, in the parse worker (DocumentDeriver.parseJobs). */
  jobs?: ParseJobs;
}

/** Per-document work derivers have done in the parse worker (plain data). */
export interface ParseJobs {
  /** The symbolic graph's facts of the document (skg/prepared-facts.ts). */
  facts?: FactsJob;
  /** The entities of each block, read without the library's known names (tkg/extract-entities.ts). */
  entities?: boolean;
}

/** What the parse worker derived beside the parse (what it left to the writer is absent). */
export interface DerivedInWorker {
  facts?: PreparedFacts;
  /** Per block, in block order. */
  entities?: PreparedExtraction[];
}

/** Runs a task's jobs on a parsed document (the parse worker's; indexing without workers has none). */
export type DocumentJobs = (parsed: ParsedDocument, task: ParseTask) => Promise<DerivedInWorker> | DerivedInWorker;

export type ParseOutcome =
  | { kind: 'unchanged'; hash: string }
  | { kind: 'parsed'; hash: string; parsed: ParsedDocument; truncated: string[]; derived?: DerivedInWorker }
  | { kind: 'failed'; status: 'error' | 'skipped'; hash: string | null; code: string; reason: string };

export function sha256(bytes: Buffer): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

export const megabytes = (n: number): string => `${Number((n / 2 ** 20).toFixed(n < 2 ** 20 ? 2 : 1))} MB`;

/** The reason stored for a file that failed to parse (the catalogue code's detail, said for a person). */
function failureReason(e: unknown): string {
  return isQuarryError(e) ? e.detail || e.message : errorMessage(e);
}

const isGzip = (b: Buffer) => b.length >= 2 && b[0] === 0x1f && b[1] === 0x8b;

export async function readAndParse(task: ParseTask, jobs?: DocumentJobs): Promise<ParseOutcome> {
  const started = performance.now();
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(task.path);
  } catch (e) {
    return { kind: 'failed', status: 'error', hash: null, code: 'FILE_UNREADABLE', reason: (e as NodeJS.ErrnoException).code ?? errorMessage(e) };
  }
  const hash = sha256(bytes);
  if (task.knownHash === hash) return { kind: 'unchanged', hash };
  // a compressed file cannot be cut (its size cap is the parser's maxDecompressedBytes)
  const cuttable = canParsePrefix(task.path) && !isGzip(bytes);
  const limit = cuttable ? Math.min(task.prefixBytes ?? Infinity, task.budgets.parseBytes) : Infinity;
  const input = Number.isFinite(limit) ? leadingBytes(bytes, limit) : bytes;
  try {
    const { doc, truncated } = applyBudgets(await parseFile(task.path, input, task.options), task.budgets);
    if (input.length < bytes.length) truncated.unshift(`only its first ${megabytes(input.length)} of ${megabytes(bytes.length)} were read`);
    // the derivers' work beside the parse, while half the file's time is left (else the writer does it: a file is
    // never cut to its time budget for work the writer could do)
    const derived = jobs && task.jobs && performance.now() - started < task.budgets.parseMs / 2 ? await jobs(doc, task) : undefined;
    return { kind: 'parsed', hash, parsed: doc, truncated, ...(derived ? { derived } : {}) };
  } catch (e) {
    // binary content and formats Quarry does not read are skipped (with the reason), not errors
    return { kind: 'failed', status: isSkipReason(e) ? 'skipped' : 'error', hash, code: isQuarryError(e) ? e.code : 'FILE_CORRUPT', reason: failureReason(e) };
  }
}

/** Formats whose files can be cut to their first bytes and still parse (text); containers (PDF, DOCX, gzip) cannot. */
export function canParsePrefix(filePath: string): boolean {
  const format = formatOf(filePath);
  return format !== null && format !== 'pdf' && format !== 'docx' && !/\.(gz|gzip)$/i.test(filePath);
}
