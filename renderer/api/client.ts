// The renderer's one API client: every operation of shared/api.ts, over whichever transport this window has.
import { OPERATION_NAMES, type PreloadApi, type QuarryApi, type QuarryEvent, type ShellApi } from '../../shared/api.ts';
import { httpTransport, takeToken } from './http-transport.ts';
import { ipcTransport } from './ipc-transport.ts';
import type { Transport } from './transport.ts';

export { ApiError } from './transport.ts';

export interface Client {
  api: QuarryApi;
  mode: 'app' | 'web';
  shell: ShellApi | null;
  onEvent(listener: (event: QuarryEvent) => void): () => void;
  openDocument(docId: number, fileName: string): Promise<void>;
}

export function clientOver(transport: Transport): Client {
  const api = {} as Record<string, (arg?: unknown) => Promise<unknown>>;
  for (const op of OPERATION_NAMES) api[op] = (arg?: unknown) => transport.call(op, arg);
  return {
    api: api as unknown as QuarryApi,
    mode: transport.mode,
    shell: transport.shell,
    onEvent: (l) => transport.onEvent(l),
    openDocument: (docId, fileName) => transport.openDocument(docId, fileName),
  };
}

/** The client for this window, or null when web mode was opened without its token. */
export function connect(): Client | null {
  const bridge = (window as unknown as { quarry?: PreloadApi }).quarry;
  if (bridge && bridge.mode === 'app') return clientOver(ipcTransport(bridge));
  const token = takeToken();
  return token ? clientOver(httpTransport(token)) : null;
}
