// A fixture folder indexed once and reused by every test file that indexes it the same way: the library is built
// into tests/.tmp (git-ignored) under a hash of everything that decides its content — the fixture's files, the
// engine's source and resources, the lock file and the build's own name — and each caller gets its own copy of that
// file, so a test that writes to its library never touches another's. A change to the engine, a resource or the
// fixture gives a new hash and a fresh build; stale builds are removed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { tempDir } from './tmp.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CACHE = path.join(REPO, 'tests', '.tmp', 'libraries');
/** What the engine's output depends on, besides the fixture itself. */
const SOURCES = ['electron/engine', 'shared', 'resources', 'package-lock.json'].map((p) => path.join(REPO, p));

function hashTree(hash: crypto.Hash, p: string): void {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(p);
  } catch {
    return;
  }
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(p).sort()) hashTree(hash, path.join(p, name));
    return;
  }
  hash.update(path.relative(REPO, p)).update('\0').update(fs.readFileSync(p)).update('\0');
}

let sourcesDigest: string | null = null;
function digest(key: string, folders: string[]): string {
  if (sourcesDigest === null) {
    const h = crypto.createHash('sha256');
    for (const s of SOURCES) hashTree(h, s);
    sourcesDigest = h.digest('hex');
  }
  const h = crypto.createHash('sha256').update(sourcesDigest).update(key);
  for (const f of folders) {
    h.update('\0folder\0').update(f);
    hashTree(h, f);
  }
  return h.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A copy of the library `build` makes from `folders`, built once per content hash. `key` names the build (its
 * derivers and options): two builds of one folder with different options need different keys. `build` must index
 * into the library it is given and leave it open; the copy is opened as `fileName` in a fresh temp folder.
 */
export async function cachedLibrary(key: string, folders: string[], fileName: string, build: (library: Library) => Promise<unknown>): Promise<Library> {
  const hash = digest(key, folders);
  const cached = path.join(CACHE, `${key}-${hash}.quarry`);
  if (!fs.existsSync(cached)) {
    fs.mkdirSync(CACHE, { recursive: true });
    const building = `${cached}.building`;
    let mine = false;
    try {
      fs.writeFileSync(building, String(process.pid), { flag: 'wx' });
      mine = true;
    } catch {
      // another test file is building it: wait for it (a build left by a killed run is taken over after 10 min)
      const since = Date.now();
      while (!fs.existsSync(cached) && fs.existsSync(building) && Date.now() - since < 600_000) await sleep(200);
      if (!fs.existsSync(cached)) {
        fs.rmSync(building, { force: true });
        fs.writeFileSync(building, String(process.pid));
        mine = true;
      }
    }
    if (mine) {
      try {
        const dir = tempDir('quarry-cache-build-');
        const library = openLibrary(path.join(dir, fileName));
        try {
          await build(library);
        } finally {
          library.close(); // checkpoints the WAL: the one file holds everything
        }
        for (const old of fs.readdirSync(CACHE)) if (old.startsWith(`${key}-`) && !old.startsWith(`${key}-${hash}`)) fs.rmSync(path.join(CACHE, old), { force: true });
        const wal = path.join(dir, `${fileName}-wal`);
        if (fs.existsSync(wal) && fs.statSync(wal).size > 0) throw new Error(`${wal} was left after closing: the library file alone would miss it`);
        const partial = `${cached}.${process.pid}.partial`;
        fs.copyFileSync(path.join(dir, fileName), partial);
        fs.renameSync(partial, cached);
      } finally {
        fs.rmSync(building, { force: true });
      }
    }
  }
  const file = path.join(tempDir(), fileName);
  fs.copyFileSync(cached, file);
  return openLibrary(file);
}
