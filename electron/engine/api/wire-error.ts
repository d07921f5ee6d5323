// Errors as they cross the IPC, worker and HTTP boundaries: the catalogue code plus a one-line message.
import type { WireError } from '../../../shared/api.ts';
import { ERRORS, errorMessage, isQuarryError } from '../errors.ts';

/** An error that came back over a boundary, keeping its catalogue code. */
export class RemoteError extends Error {
  readonly code: string;
  constructor(error: WireError) {
    super(error.message);
    this.name = 'RemoteError';
    this.code = error.code;
  }
}

export function toWireError(e: unknown): WireError {
  if (isQuarryError(e)) return { code: e.code, message: e.message };
  if (e instanceof RemoteError) return { code: e.code, message: e.message };
  const code = (e as { code?: unknown })?.code;
  if (typeof code === 'string' && code in ERRORS) return { code, message: errorMessage(e) };
  return { code: 'INTERNAL', message: errorMessage(e) };
}

/** HTTP status for an error code (4xx for the caller's mistakes, 5xx for ours). */
export function httpStatusOf(code: string): number {
  switch (code) {
    case 'BAD_ARGUMENT':
    case 'QUESTION_INVALID':
    case 'SPARQL_SYNTAX':
    case 'SPARQL_UPDATE_REFUSED':
    case 'QUERY_REFUSED':
    case 'RULE_SYNTAX':
    case 'FOLDER_RELATIVE':
      return 400;
    case 'FOLDER_NEEDS_CONFIRMATION':
      return 409;
    case 'PATH_OUTSIDE_LIBRARY':
      return 403;
    case 'FILE_NOT_FOUND':
    case 'FOLDER_NOT_FOUND':
    case 'MODEL_NOT_FOUND':
    case 'LIBRARY_NOT_FOUND':
      return 404;
    case 'LIBRARY_LOCKED':
      return 409;
    case 'QUERY_TOO_LARGE':
      return 413;
    case 'LIBRARY_READONLY':
      return 409;
    case 'CANCELLED':
      return 499;
    case 'QUERY_TIMEOUT':
    case 'TIMEOUT':
      return 504;
    case 'MODEL_DOWNLOAD_OFFLINE':
    case 'MODEL_DOWNLOAD_FAILED':
      return 502;
    default:
      return 500;
  }
}
