// One writer per library: an indexing run holds `<library>.lock`, a small file naming its owner (what it is, its
// process id, host and start time), created exclusively. A second indexer — another `quarry index`, the app, a
// watcher — is refused with LIBRARY_LOCKED naming the first. A lock whose process is gone (killed, crashed) is stale
// and taken over.
import fs from 'node:fs';
import os from 'node:os';
import { quarryError } from '../errors.ts';

export interface LockOwner {
  pid: number;
  host: string;
  owner: string;
  since: string;
}

export interface WriterLock {
  readonly file: string;
  release(): void;
}

export const lockFileOf = (libraryPath: string): string => `${libraryPath}.lock`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by another user
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const o = JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner;
    return typeof o?.pid === 'number' ? o : null;
  } catch {
    return null;
  }
}

const held = new Set<string>(); // lock files this process holds

/** True when the lock's owner can no longer hold it (its process is gone, or the file is not a lock we wrote). */
function stale(file: string, o: LockOwner | null): boolean {
  if (!o) {
    // half-written by an owner that died between create and write, or garbage: stale once it is not brand new
    try {
      return Date.now() - fs.statSync(file).mtimeMs > 2000;
    } catch {
      return true;
    }
  }
  if (o.host !== os.hostname()) return false; // another machine's process cannot be checked from here
  // our own process id but not a lock this process holds: left by an earlier process that had the same id
  if (o.pid === process.pid) return !held.has(file);
  return !alive(o.pid);
}

export function describeOwner(o: LockOwner): string {
  const since = new Date(o.since);
  const when = Number.isNaN(since.getTime()) ? o.since : since.toLocaleString();
  return `${o.owner} (process ${o.pid}${o.host !== os.hostname() ? ` on ${o.host}` : ''}, since ${when})`;
}

/** Takes the library's writer lock or throws LIBRARY_LOCKED naming its holder. */
export function acquireWriterLock(libraryPath: string, owner: string): WriterLock {
  const file = lockFileOf(libraryPath);
  const me: LockOwner = { pid: process.pid, host: os.hostname(), owner, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = fs.openSync(file, 'wx', 0o644);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw quarryError('LIBRARY_LOCKED', `cannot create ${file}: ${(e as Error).message}`, e);
      const other = readOwner(file);
      if (other && other.pid === process.pid && other.host === me.host && held.has(file)) {
        throw quarryError('LIBRARY_LOCKED', `${libraryPath} is already being indexed by ${describeOwner(other)}; wait for that run to finish`);
      }
      if (!stale(file, other)) {
        throw quarryError('LIBRARY_LOCKED', `${libraryPath} is being indexed by ${other ? describeOwner(other) : 'another process'}; wait for it to finish or stop it, then try again`);
      }
      try {
        fs.unlinkSync(file); // a stale lock: its owner is gone
      } catch {
        // another process took it over first; try again
      }
      continue;
    }
    fs.writeSync(fd, JSON.stringify(me));
    fs.closeSync(fd);
    held.add(file);
    let released = false;
    const onExit = () => release();
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', onExit);
      held.delete(file);
      // only our own lock is removed (a stale-lock recovery elsewhere may have replaced it)
      if (readOwner(file)?.pid === me.pid && readOwner(file)?.since === me.since) {
        try {
          fs.unlinkSync(file);
        } catch {
          // already gone
        }
      }
    };
    process.on('exit', onExit);
    return { file, release };
  }
  throw quarryError('LIBRARY_LOCKED', `${libraryPath}: could not take the writer lock ${file}`);
}
