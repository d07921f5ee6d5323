// Shared pieces of the CLI commands: the library option, JSON/human output, and error exits.
import { defaultLibraryPath, openLibrary, type Library, type OpenLibraryOptions } from '../engine/store/library.ts';
import { errorMessage, isQuarryError } from '../engine/errors.ts';

export interface GlobalOptions {
  library?: string;
  json?: boolean;
}

export function libraryPath(opts: GlobalOptions): string {
  return opts.library ?? defaultLibraryPath();
}

export function withLibrary<T>(opts: GlobalOptions, options: OpenLibraryOptions, fn: (lib: Library) => Promise<T> | T): Promise<T> {
  const lib = openLibrary(libraryPath(opts), options);
  return Promise.resolve()
    .then(() => fn(lib))
    .finally(() => lib.close());
}

export function printJson(value: unknown): void {
  process.stdout.write(JSON.stringify(value, null, 2) + '\n');
}

/** Prints a clear one-line error and returns the exit code for it. */
export function failure(e: unknown): number {
  if (isQuarryError(e)) {
    process.stderr.write(`quarry: ${e.message}\n`);
    return e.exitCode;
  }
  process.stderr.write(`quarry: ${errorMessage(e)}\n`);
  if (process.env.QUARRY_DEBUG && e instanceof Error) process.stderr.write(`${e.stack}\n`);
  return 1;
}
