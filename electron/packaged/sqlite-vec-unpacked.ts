// Stands in for the `sqlite-vec` package in the desktop bundle (scripts/build.mjs aliases it): the same
// getLoadablePath()/load(), but naming the extension by its path in app.asar.unpacked, because SQLite opens it
// with dlopen, which cannot read inside the archive.
import { createRequire } from 'node:module';
import { unpackedPath } from './asar-paths.ts';

interface SqliteVec {
  getLoadablePath(): string;
}

interface LoadsExtensions {
  loadExtension(file: string): unknown;
}

// a runtime require the bundler leaves alone: the real package, from the app's node_modules
const real = createRequire(import.meta.url)('sqlite-vec') as SqliteVec;

export function getLoadablePath(): string {
  return unpackedPath(real.getLoadablePath());
}

export function load(db: LoadsExtensions): void {
  db.loadExtension(getLoadablePath());
}
