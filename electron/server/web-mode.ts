// Starts web mode: the facade in a worker thread, the HTTP server in front of it. Used by `npm run web`,
// by `npm start` where Electron cannot start, and by the end-to-end tests.
import fs from 'node:fs';
import path from 'node:path';
import { startServiceWorker, type RemoteService } from '../engine/api/worker-client.ts';
import { startWebServer, type WebServer } from './http-app.ts';
import { newToken } from './security.ts';
import { RENDERER_OUT, REPO_ROOT, ensureRendererBuilt } from './renderer-build.ts';

export const SAMPLE_LIBRARY = path.join(REPO_ROOT, 'resources', 'sample-library');

export interface WebModeOptions {
  libraryPath: string;
  port?: number;
  modelsDir?: string;
  /** Add the bundled sample library when the library is new. */
  seedSample?: boolean;
  /** Skip the renderer freshness check (the caller built it). */
  skipBuild?: boolean;
  /** Replaces the answer engine (tests); see WorkerConfig.engineModule. */
  engineModule?: string;
}

export interface WebMode {
  url: string;
  port: number;
  token: string;
  engine: RemoteService;
  close(): Promise<void>;
}

export async function startWebMode(options: WebModeOptions): Promise<WebMode> {
  if (!options.skipBuild) await ensureRendererBuilt();
  const libraryPath = path.resolve(options.libraryPath);
  const isNew = !fs.existsSync(libraryPath);
  const engine = await startServiceWorker({
    libraryPath,
    modelsDir: options.modelsDir,
    seedFolder: options.seedSample && isNew ? SAMPLE_LIBRARY : undefined,
    engineModule: options.engineModule,
  });
  const token = newToken();
  let server: WebServer;
  try {
    server = await startWebServer({ engine, staticDir: RENDERER_OUT, token, port: options.port ?? 0 });
  } catch (e) {
    await engine.close();
    throw e;
  }
  return {
    url: server.url,
    port: server.port,
    token,
    engine,
    async close() {
      await server.close();
      await engine.close();
    },
  };
}
