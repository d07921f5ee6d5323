import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A fresh temp folder, removed when the process exits. */
export function tempDir(prefix = 'quarry-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
