// A model in one click: the recommended list from its resource file, and a download through node-llama-cpp's own
// downloader from a local HTTP server serving the suite's generated GGUF: progress events, an interrupted download
// resumed from its partial file, a checksum mismatch refused (and the file deleted), and a server that cannot be
// reached reported as such.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuarryService, type QuarryService } from '../../electron/engine/api/service.ts';
import { downloadModelFile } from '../../electron/engine/llm/download.ts';
import { isQuarryError } from '../../electron/engine/errors.ts';
import type { ModelDownloadState, QuarryEvent } from '../../shared/api.ts';
import { tinyGgufBytes } from '../fixtures/llm/make-tiny-gguf.ts';
import { tempDir } from '../helpers/tmp.ts';
import { startModelServer, type ModelServer } from './fixtures/model-server.ts';
import { engineFunctions } from './fixtures/record-engine.ts';

// a larger random model than the suite's tiny one (~11 MB), so a download spans several of ipull's 5 MiB parts
const body = Buffer.from(tinyGgufBytes({ name: 'Download test model', shape: { embeddingLength: 256, blockCount: 4, feedForwardLength: 512 } }));
const sha256 = crypto.createHash('sha256').update(body).digest('hex');
let server: ModelServer;

beforeAll(async () => {
  server = await startModelServer(body, { chunkBytes: 64 * 1024, pauseMs: 4 });
});
afterAll(async () => {
  await server?.close();
});

function catalogue(dir: string, entries: Array<Record<string, unknown>>): string {
  const file = path.join(dir, 'recommended.json');
  fs.writeFileSync(file, JSON.stringify({ models: entries }));
  return file;
}

const entry = (over: Record<string, unknown> = {}) => ({
  id: 'tiny',
  name: 'Tiny test model',
  kind: 'chat',
  purpose: 'tests',
  fileName: 'tiny-download.gguf',
  url: server.url,
  sizeBytes: body.length,
  sha256,
  licence: 'MIT',
  licenceUrl: null,
  ramBytes: 1_000_000,
  ...over,
});

function waitFor(events: QuarryEvent[], done: (s: ModelDownloadState) => boolean, timeoutMs = 60_000): Promise<ModelDownloadState> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      const hit = events.find((e) => e.type === 'model-download' && done(e.state));
      if (hit && hit.type === 'model-download') return resolve(hit.state);
      if (Date.now() - started > timeoutMs) return reject(new Error(`no matching download event in ${timeoutMs} ms`));
      setTimeout(tick, 20);
    };
    tick();
  });
}

describe('the recommended models', () => {
  it('ships a list with name, size, licence, memory and purpose for chat and embedding models', async () => {
    const models = tempDir('quarry-models-');
    const service = createQuarryService({ libraryPath: path.join(tempDir(), 'lib.quarry'), modelsDir: models, engine: engineFunctions(), watch: false });
    try {
      const list = await service.recommendedModels();
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(new Set(list.map((m) => m.kind))).toEqual(new Set(['chat', 'embedding']));
      for (const m of list) {
        expect(m.name).toBeTruthy();
        expect(m.purpose.length).toBeGreaterThan(20);
        expect(m.licence).toBeTruthy();
        expect(m.sizeBytes).toBeGreaterThan(1_000_000);
        expect(m.ramBytes).toBeGreaterThan(m.sizeBytes * 0.5);
        expect(m.fileName).toMatch(/\.gguf$/);
        expect(m.url).toMatch(/^https:\/\//);
        expect(m.installed).toBe(false);
      }
    } finally {
      await service.close();
    }
  });
});

describe('downloading a model', () => {
  it('downloads into the models folder with progress, then lists it as installed and usable', async () => {
    const models = tempDir('quarry-models-');
    const events: QuarryEvent[] = [];
    const service = createQuarryService({
      libraryPath: path.join(tempDir(), 'lib.quarry'),
      modelsDir: models,
      engine: engineFunctions(),
      watch: false,
      recommendedModelsFile: catalogue(tempDir(), [entry()]),
    });
    service.subscribe((e) => events.push(e));
    try {
      const started = await service.downloadModel({ id: 'tiny' });
      expect(started.status).toBe('downloading');
      const done = await waitFor(events, (s) => s.status === 'done' || s.status === 'failed');
      expect(done).toMatchObject({ status: 'done', error: null, totalBytes: body.length });
      const progress = events.flatMap((e) => (e.type === 'model-download' && e.state.status === 'downloading' ? [e.state.downloadedBytes] : []));
      expect(progress.length).toBeGreaterThanOrEqual(3);
      expect(progress.some((b) => b > 0 && b < body.length)).toBe(true);
      expect(fs.readFileSync(path.join(models, 'tiny-download.gguf')).equals(body)).toBe(true);
      expect((await service.recommendedModels())[0]).toMatchObject({ installed: true });
      const listed = await service.listModels();
      expect(listed.models).toEqual([expect.objectContaining({ fileName: 'tiny-download.gguf', kind: 'chat', error: null })]);
      expect(fs.readdirSync(models)).toEqual(['tiny-download.gguf']); // no temp file left behind
    } finally {
      await service.close();
    }
  });

  it('resumes an interrupted download from its partial file instead of starting over', async () => {
    const models = tempDir('quarry-models-');
    const controller = new AbortController();
    const first = await downloadModelFile({
      url: server.url,
      dir: models,
      fileName: 'resumed.gguf',
      sha256,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.downloadedBytes > body.length * 0.6) controller.abort();
      },
    }).catch((e: unknown) => e);
    expect(isQuarryError(first, 'CANCELLED')).toBe(true);
    expect(fs.existsSync(path.join(models, 'resumed.gguf'))).toBe(false);
    expect(fs.existsSync(path.join(models, 'resumed.gguf.ipull'))).toBe(true);

    const before = server.requests.length;
    const result = await downloadModelFile({ url: server.url, dir: models, fileName: 'resumed.gguf', sha256 });
    expect(result.resumedFromBytes).toBeGreaterThan(0);
    expect(result).toMatchObject({ sha256, sizeBytes: body.length, verifiedBy: 'catalogue' });
    // the resumed run asked for less than the whole file
    const asked = server.requests.slice(before).reduce((sum, r) => {
      const m = /^bytes=(\d+)-(\d*)$/.exec(r.range ?? '');
      return sum + (r.method === 'GET' && m ? (m[2] ? Number(m[2]) : body.length - 1) - Number(m[1]) + 1 : 0);
    }, 0);
    expect(asked).toBeLessThan(body.length);
    expect(fs.readFileSync(result.path).equals(body)).toBe(true);
    expect(fs.readdirSync(models)).toEqual(['resumed.gguf']);
  });

  it('refuses a file whose checksum does not match, and deletes it', async () => {
    const models = tempDir('quarry-models-');
    const events: QuarryEvent[] = [];
    const service = createQuarryService({
      libraryPath: path.join(tempDir(), 'lib.quarry'),
      modelsDir: models,
      engine: engineFunctions(),
      watch: false,
      recommendedModelsFile: catalogue(tempDir(), [entry({ sha256: '0'.repeat(64) })]),
    });
    service.subscribe((e) => events.push(e));
    try {
      await service.downloadModel({ id: 'tiny' });
      const failed = await waitFor(events, (s) => s.status === 'done' || s.status === 'failed');
      expect(failed).toMatchObject({ status: 'failed', errorCode: 'MODEL_CHECKSUM_MISMATCH' });
      expect(failed.error).toContain(sha256);
      expect(fs.readdirSync(models)).toEqual([]);
      expect((await service.recommendedModels())[0]).toMatchObject({ installed: false, download: { status: 'failed' } });
    } finally {
      await service.close();
    }
  });

  it('checks the checksum the server states when the list has none', async () => {
    const stated = await startModelServer(body, { linkedEtag: crypto.createHash('sha256').update('something else').digest('hex'), pauseMs: 0 });
    try {
      const models = tempDir('quarry-models-');
      const e = await downloadModelFile({ url: stated.url, dir: models, fileName: 'stated.gguf', sha256: null }).catch((x: unknown) => x);
      expect(isQuarryError(e, 'MODEL_CHECKSUM_MISMATCH')).toBe(true);
      expect(fs.readdirSync(models)).toEqual([]);
    } finally {
      await stated.close();
    }
  });

  it('says the server cannot be reached when offline', async () => {
    const gone = await startModelServer(body);
    const url = gone.url;
    await gone.close();
    const e = await downloadModelFile({ url, dir: tempDir('quarry-models-'), fileName: 'offline.gguf', sha256 }).catch((x: unknown) => x);
    expect(isQuarryError(e, 'MODEL_DOWNLOAD_OFFLINE')).toBe(true);
    expect((e as Error).message).toMatch(/cannot be reached/);
  });
});
