// Desktop transport: the typed functions the preload exposed as window.quarry (never a raw IPC channel).
import type { OperationName, PreloadApi } from '../../shared/api.ts';
import { ApiError, type Transport } from './transport.ts';

const CODE_PREFIX = /^\[([A-Z_]+)\] /;

export function ipcTransport(bridge: PreloadApi): Transport {
  return {
    mode: 'app',
    shell: { pickFolder: () => bridge.pickFolder(), openDocumentFile: (docId) => bridge.openDocumentFile(docId) },
    async call(op: OperationName, arg: unknown) {
      try {
        return await (bridge[op] as (a: unknown) => Promise<unknown>)(arg);
      } catch (e) {
        // Electron keeps only the message of an error thrown in the main process; the code travels in front of it.
        const message = (e as Error).message.replace(/^Error invoking remote method '[^']+': (Error: )?/, '');
        const m = CODE_PREFIX.exec(message);
        throw new ApiError(m?.[1] ?? 'INTERNAL', m ? message.slice(m[0].length) : message);
      }
    },
    onEvent: (listener) => bridge.onEvent(listener),
    async openDocument(docId: number) {
      try {
        await bridge.openDocumentFile(docId);
      } catch (e) {
        const message = (e as Error).message.replace(/^Error invoking remote method '[^']+': (Error: )?/, '');
        const m = CODE_PREFIX.exec(message);
        throw new ApiError(m?.[1] ?? 'INTERNAL', m ? message.slice(m[0].length) : message);
      }
    },
  };
}
