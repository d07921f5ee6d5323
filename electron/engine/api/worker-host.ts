// The facade's side of a worker thread: builds the service from the worker's config, answers calls and
// forwards events to the owning thread.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { createQuarryService, type QuarryService } from './service.ts';
import { callOperation } from './dispatch.ts';
import { toWireError } from './wire-error.ts';
import type { FromWorker, ToWorker, WorkerConfig } from './protocol.ts';
import type { EngineFunctions } from './engine-links.ts';
import { pathToFileURL } from 'node:url';

export function serveOverPort(port: MessagePort, service: QuarryService): void {
  const send = (m: FromWorker) => port.postMessage(m);
  service.subscribe((event) => send({ kind: 'event', event }));
  port.on('message', (m: ToWorker) => {
    if (m.kind === 'close') {
      service.close().finally(() => {
        send({ kind: 'closed' });
        port.close();
      });
      return;
    }
    callOperation(service, m.op, m.arg).then(
      (value) => send({ kind: 'result', id: m.id, ok: true, value }),
      (e) => send({ kind: 'result', id: m.id, ok: false, error: toWireError(e) }),
    );
  });
}

/** Entry point when this module runs as a worker thread. */
export async function startWorker(): Promise<void> {
  if (!parentPort) throw new Error('worker-host must run in a worker thread');
  const config = workerData as WorkerConfig;
  let service: QuarryService;
  try {
    let engine: EngineFunctions | undefined;
    if (config.engineModule) {
      const href = config.engineModule.startsWith('file:') ? config.engineModule : pathToFileURL(config.engineModule).href;
      engine = await ((await import(href)) as { engineFunctions(): Promise<EngineFunctions> | EngineFunctions }).engineFunctions();
    }
    service = createQuarryService({ libraryPath: config.libraryPath, modelsDir: config.modelsDir, engine });
  } catch (e) {
    parentPort.postMessage({ kind: 'fatal', error: toWireError(e) } satisfies FromWorker);
    return;
  }
  serveOverPort(parentPort, service);
  if (config.seedFolder) {
    const overview = await service.libraryOverview();
    if (overview.folders.length === 0) await service.addFolder({ path: config.seedFolder });
  }
  parentPort.postMessage({ kind: 'ready' } satisfies FromWorker);
}
