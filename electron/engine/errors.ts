// The one error catalogue of the engine. Every error a user can see has a code here, a plain message,
// and (for the CLI) an exit code. Throw `quarryError(code, detail)`; never throw bare strings.

export const ERRORS = {
  BAD_ARGUMENT: { exit: 2, message: 'Bad argument' },
  FOLDER_NOT_FOUND: { exit: 3, message: 'Folder not found' },
  FILE_NOT_FOUND: { exit: 3, message: 'File not found' },
  LIBRARY_NOT_FOUND: { exit: 4, message: 'Library not found' },
  LIBRARY_LOCKED: { exit: 5, message: 'Library is locked by another writer' },
  LIBRARY_CORRUPT: { exit: 6, message: 'Library file is corrupt' },
  LIBRARY_FOREIGN: { exit: 6, message: 'Not a Quarry library' },
  LIBRARY_TOO_NEW: { exit: 6, message: 'Library was written by a newer Quarry' },
  LIBRARY_READONLY: { exit: 5, message: 'Library is open read-only' },
  SPARQL_SYNTAX: { exit: 7, message: 'SPARQL syntax error' },
  SPARQL_UPDATE_REFUSED: { exit: 7, message: 'This query would change the library (a SPARQL update); only queries that read are allowed here' },
  QUERY_REFUSED: { exit: 7, message: 'Query refused' },
  QUERY_TIMEOUT: { exit: 8, message: 'Query took too long' },
  QUERY_TOO_LARGE: { exit: 8, message: 'Query result exceeds the row cap' },
  QUESTION_INVALID: { exit: 2, message: 'Question is empty or malformed' },
  FILE_TOO_LARGE: { exit: 9, message: 'File is larger than the size limit' },
  FILE_UNREADABLE: { exit: 9, message: 'File cannot be read' },
  FILE_BINARY: { exit: 9, message: 'File looks binary' },
  FILE_CORRUPT: { exit: 9, message: 'File is corrupt or truncated' },
  FILE_EMPTY: { exit: 9, message: 'File is empty' },
  FILE_OVER_BUDGET: { exit: 9, message: 'File needs more time or memory than one file may take' },
  FILE_SPECIAL: { exit: 9, message: 'Not a regular file' },
  FILE_TOO_COMPLEX: { exit: 9, message: 'File is nested too deeply to read' },
  FORMAT_UNSUPPORTED: { exit: 9, message: 'File format is not supported' },
  RULE_SYNTAX: { exit: 10, message: 'Rule syntax error' },
  MODEL_NOT_FOUND: { exit: 11, message: 'Model not found' },
  MODEL_INVALID: { exit: 11, message: 'Model file is invalid' },
  MODEL_FAILED: { exit: 11, message: 'Model failed' },
  MODEL_UNAVAILABLE: { exit: 11, message: 'No model is configured' },
  CANCELLED: { exit: 12, message: 'Cancelled' },
  TIMEOUT: { exit: 8, message: 'Timed out' },
  BENCH_DATA_MISSING: { exit: 13, message: 'Benchmark data is missing' },
  INTERNAL: { exit: 1, message: 'Internal error' },
  PATH_OUTSIDE_LIBRARY: { exit: 2, message: 'Path is outside the library folders' },
  FOLDER_NEEDS_CONFIRMATION: { exit: 14, message: 'Indexing this folder needs your confirmation' },
  FOLDER_RELATIVE: { exit: 2, message: 'Give the full path of the folder' },
  MODEL_DOWNLOAD_FAILED: { exit: 11, message: 'The model could not be downloaded' },
  MODEL_DOWNLOAD_OFFLINE: { exit: 11, message: 'The model cannot be downloaded: no connection to the internet' },
  MODEL_CHECKSUM_MISMATCH: { exit: 11, message: 'The downloaded model does not match its checksum and was deleted' },
} as const;

export type ErrorCode = keyof typeof ERRORS;

export class QuarryError extends Error {
  readonly code: ErrorCode;
  readonly detail: string;
  readonly exitCode: number;
  constructor(code: ErrorCode, detail = '', options?: { cause?: unknown }) {
    const base = ERRORS[code].message;
    super(detail ? `${base}: ${detail}` : base, options);
    this.name = 'QuarryError';
    this.code = code;
    this.detail = detail;
    this.exitCode = ERRORS[code].exit;
  }
}

export function quarryError(code: ErrorCode, detail = '', cause?: unknown): QuarryError {
  return new QuarryError(code, detail, cause === undefined ? undefined : { cause });
}

export function isQuarryError(e: unknown, code?: ErrorCode): e is QuarryError {
  return e instanceof QuarryError && (code === undefined || e.code === code);
}

/** A one-line human message for any thrown value. */
export function errorMessage(e: unknown): string {
  if (e instanceof Error) return e.message;
  return String(e);
}
