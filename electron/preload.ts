// The desktop preload: exposes window.quarry — one typed function per operation of shared/api.ts, an event
// subscription and the native folder picker. The page never sees ipcRenderer or a channel name.
import { contextBridge, ipcRenderer } from 'electron';
import {
  IPC_CALL_CHANNEL,
  IPC_EVENT_CHANNEL,
  IPC_OPEN_FILE_CHANNEL,
  IPC_PICK_FOLDER_CHANNEL,
  OPERATION_NAMES,
  type PreloadApi,
  type QuarryEvent,
  type WireError,
} from '../shared/api.ts';

type Envelope = { ok: true; value: unknown } | { ok: false; error: WireError };

/** The minimal part of ipcRenderer the bridge uses. */
export interface IpcLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

export function buildPreloadApi(ipc: IpcLike): PreloadApi {
  const api: Record<string, unknown> = { mode: 'app' };
  for (const op of OPERATION_NAMES) {
    api[op] = async (arg?: unknown) => {
      const reply = (await ipc.invoke(IPC_CALL_CHANNEL, op, arg)) as Envelope;
      if (reply.ok) return reply.value;
      // Only an error's message crosses contextBridge, so the catalogue code travels in front of it.
      throw new Error(`[${reply.error.code}] ${reply.error.message}`);
    };
  }
  api.pickFolder = () => ipc.invoke(IPC_PICK_FOLDER_CHANNEL) as Promise<string | null>;
  api.openDocumentFile = async (docId: number) => {
    if (!Number.isInteger(docId)) throw new TypeError('openDocumentFile needs a document id');
    const reply = (await ipc.invoke(IPC_OPEN_FILE_CHANNEL, docId)) as Envelope;
    if (!reply.ok) throw new Error(`[${reply.error.code}] ${reply.error.message}`);
  };
  api.onEvent = (listener: (event: QuarryEvent) => void) => {
    if (typeof listener !== 'function') throw new TypeError('onEvent needs a function');
    const handler = (_event: unknown, payload: unknown) => listener(payload as QuarryEvent);
    ipc.on(IPC_EVENT_CHANNEL, handler);
    return () => {
      ipc.removeListener(IPC_EVENT_CHANNEL, handler);
    };
  };
  return Object.freeze(api) as unknown as PreloadApi;
}

contextBridge.exposeInMainWorld('quarry', buildPreloadApi(ipcRenderer as unknown as IpcLike));
