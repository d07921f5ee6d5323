// The textual graph's function words live in a resource file (resources/lang/en/function-words.txt), read on
// first use: importing the module reads nothing, so a worker whose resources resolve only later (a bundled
// parse worker) loads it, and a missing file is a clear error when the words are first needed, not a hang.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STOP_WORDS, isStopWord, readFunctionWords } from '../../electron/engine/tkg/stop-words.ts';
import { resourcePath } from '../../electron/engine/resources.ts';

const MODULE = path.resolve(__dirname, '../../electron/engine/tkg/stop-words.ts');

/** Runs the module in a worker thread with QUARRY_RESOURCES set to `resources`: did it import, and what did it say? */
function inWorker(resources: string): Promise<{ imported: boolean; the?: boolean; error?: string }> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    (async () => {
      const { register } = await import('tsx/esm/api');
      register();
      let mod;
      try { mod = await import(workerData.url); } catch (e) { parentPort.postMessage({ imported: false, error: String(e && e.message) }); return; }
      try { parentPort.postMessage({ imported: true, the: mod.isStopWord('The') }); }
      catch (e) { parentPort.postMessage({ imported: true, error: (e && e.code) + ': ' + (e && e.message) }); }
    })();`;
  return new Promise((resolve, reject) => {
    const w = new Worker(code, { eval: true, workerData: { url: pathToFileURL(MODULE).href }, env: { ...process.env, QUARRY_RESOURCES: resources } });
    const timer = setTimeout(() => (w.terminate(), reject(new Error('the worker hung'))), 60_000);
    w.once('message', (m) => (clearTimeout(timer), w.terminate(), resolve(m)));
    w.once('error', (e) => (clearTimeout(timer), reject(e)));
  });
}

describe('function words', () => {
  it('are read from the shipped resource file, not held in code', () => {
    const file = resourcePath('lang', 'en', 'function-words.txt');
    const words = readFunctionWords(file);
    expect(words.size).toBeGreaterThan(100);
    for (const w of words) expect(STOP_WORDS.has(w)).toBe(true);
    expect(STOP_WORDS.size).toBe(words.size);
    expect(isStopWord('However')).toBe(true);
    expect(isStopWord('battery')).toBe(false);
    // the module names no English word list of its own
    const source = fs.readFileSync(MODULE, 'utf8');
    expect(source).not.toMatch(/\bjanuary\b|\bwhereas\b|\bneither\b/i);
  });

  it('reads a file of its own: one word a line, lowercased, comments and blank lines skipped', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-fw-'));
    const file = path.join(dir, 'words.txt');
    fs.writeFileSync(file, '# a comment\nThe\n\n  of \n');
    expect([...readFunctionWords(file)]).toEqual(['the', 'of']);
    expect(() => readFunctionWords(path.join(dir, 'missing.txt'))).toThrow(/function words/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('load in a worker thread; a worker whose resources are missing imports the module and reports a clear error on use', async () => {
    expect(await inWorker(resourcePath())).toEqual({ imported: true, the: true });
    const missing = await inWorker(path.join(os.tmpdir(), 'quarry-no-resources-here'));
    expect(missing.imported).toBe(true);
    expect(missing.error).toMatch(/^FILE_UNREADABLE: .*function words/);
  }, 120_000);
});
