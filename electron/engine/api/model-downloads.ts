// The recommended models (a resource file the user can read and edit) and their downloads into the models
// folder: one download per model at a time, progress as events, cancel keeps the partial file for a resume.
import fs from 'node:fs';
import path from 'node:path';
import type { ModelDownloadState, QuarryEvent, RecommendedModel } from '../../../shared/api.ts';
import { errorMessage, isQuarryError, quarryError } from '../errors.ts';
import { resourcePath } from '../resources.ts';
import { downloadModelFile } from '../llm/download.ts';

type CatalogueEntry = Omit<RecommendedModel, 'installed' | 'download'>;

export function defaultCatalogueFile(): string {
  return process.env.QUARRY_RECOMMENDED_MODELS || resourcePath('models', 'recommended.json');
}

function readCatalogue(file: string): CatalogueEntry[] {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw quarryError('FILE_UNREADABLE', `the list of recommended models (${file}): ${errorMessage(e)}`);
  }
  const list = (raw as { models?: unknown }).models;
  if (!Array.isArray(list)) throw quarryError('FILE_CORRUPT', `${file} has no "models" list`);
  const out: CatalogueEntry[] = [];
  for (const m of list as Array<Record<string, unknown>>) {
    const str = (k: string) => (typeof m[k] === 'string' ? (m[k] as string) : '');
    const fileName = str('fileName');
    if (!str('id') || !str('url') || !fileName || path.basename(fileName) !== fileName) continue; // not usable: left out
    out.push({
      id: str('id'),
      name: str('name') || fileName,
      kind: m.kind === 'embedding' ? 'embedding' : 'chat',
      purpose: str('purpose'),
      fileName,
      url: str('url'),
      sizeBytes: Number(m.sizeBytes) || 0,
      sha256: typeof m.sha256 === 'string' && /^[0-9a-f]{64}$/i.test(m.sha256) ? m.sha256.toLowerCase() : null,
      licence: str('licence') || 'unknown',
      licenceUrl: str('licenceUrl') || null,
      ramBytes: Number(m.ramBytes) || 0,
    });
  }
  return out;
}

export interface ModelDownloads {
  recommended(): RecommendedModel[];
  start(id: string): ModelDownloadState;
  cancel(id: string): ModelDownloadState | null;
  /** Resolves when no download is running. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export function modelDownloads(deps: { modelsDir: string; catalogueFile?: string; emit(event: QuarryEvent): void; connections?: number }): ModelDownloads {
  const states = new Map<string, ModelDownloadState>();
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  const catalogue = () => readCatalogue(deps.catalogueFile ?? defaultCatalogueFile());
  const publish = (state: ModelDownloadState) => {
    states.set(state.id, state);
    deps.emit({ type: 'model-download', state: { ...state } });
  };

  async function run(entry: CatalogueEntry, state: ModelDownloadState, controller: AbortController): Promise<void> {
    let lastEmit = 0;
    try {
      await downloadModelFile({
        url: entry.url,
        dir: deps.modelsDir,
        fileName: entry.fileName,
        sha256: entry.sha256,
        signal: controller.signal,
        connections: deps.connections,
        onStart: (p) => publish({ ...state, downloadedBytes: p.downloadedBytes, totalBytes: p.totalBytes || state.totalBytes, resumedFromBytes: p.resumedFromBytes }),
        onProgress: (p) => {
          const now = Date.now();
          const current = states.get(entry.id)!;
          const next = { ...current, downloadedBytes: p.downloadedBytes, totalBytes: p.totalBytes || current.totalBytes };
          if (p.downloadedBytes >= p.totalBytes || now - lastEmit >= 200) {
            lastEmit = now;
            publish(next);
            if (p.totalBytes > 0 && p.downloadedBytes >= p.totalBytes) publish({ ...next, status: 'verifying' });
          } else states.set(entry.id, next);
        },
      });
      const current = states.get(entry.id)!;
      publish({ ...current, status: 'done', downloadedBytes: current.totalBytes || current.downloadedBytes });
    } catch (e) {
      const current = states.get(entry.id)!;
      if (controller.signal.aborted || isQuarryError(e, 'CANCELLED')) publish({ ...current, status: 'cancelled', error: null, errorCode: null });
      else publish({ ...current, status: 'failed', error: errorMessage(e), errorCode: isQuarryError(e) ? e.code : 'MODEL_DOWNLOAD_FAILED' });
    } finally {
      running.delete(entry.id);
    }
  }

  return {
    recommended() {
      return catalogue().map((m) => ({
        ...m,
        installed: fs.existsSync(path.join(deps.modelsDir, m.fileName)) && !running.has(m.id),
        download: states.get(m.id) ? { ...states.get(m.id)! } : null,
      }));
    },
    start(id) {
      if (typeof id !== 'string' || !id) throw quarryError('BAD_ARGUMENT', 'name the model to download');
      const entry = catalogue().find((m) => m.id === id);
      if (!entry) throw quarryError('MODEL_NOT_FOUND', `${id} is not in the list of recommended models`);
      if (running.has(id)) return { ...states.get(id)! };
      const state: ModelDownloadState = {
        id,
        fileName: entry.fileName,
        status: 'downloading',
        downloadedBytes: 0,
        totalBytes: entry.sizeBytes,
        resumedFromBytes: 0,
        error: null,
        errorCode: null,
      };
      const controller = new AbortController();
      publish(state);
      running.set(id, { controller, done: run(entry, state, controller) });
      return { ...state };
    },
    cancel(id) {
      const r = running.get(id);
      r?.controller.abort();
      return states.get(id) ? { ...states.get(id)! } : null;
    },
    async idle() {
      while (running.size) await Promise.all([...running.values()].map((r) => r.done));
    },
    async close() {
      for (const r of running.values()) r.controller.abort();
      await Promise.all([...running.values()].map((r) => r.done));
    },
  };
}
