// The preload exposes exactly the typed API (one function per operation, events, folder picker), never
// ipcRenderer or a channel the page could use directly.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC_CALL_CHANNEL, IPC_EVENT_CHANNEL, IPC_OPEN_FILE_CHANNEL, IPC_PICK_FOLDER_CHANNEL, OPERATION_NAMES, type PreloadApi } from '../../shared/api.ts';

const exposed: Array<[string, unknown]> = [];
const invoke = vi.fn();
const on = vi.fn();
const removeListener = vi.fn();

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, value: unknown) => exposed.push([key, value]) },
  ipcRenderer: { invoke: (...a: unknown[]) => invoke(...a), on: (...a: unknown[]) => on(...a), removeListener: (...a: unknown[]) => removeListener(...a), send: vi.fn(), sendSync: vi.fn() },
}));

async function loadPreload(): Promise<PreloadApi> {
  exposed.length = 0;
  vi.resetModules();
  await import('../../electron/preload.ts');
  expect(exposed).toHaveLength(1);
  expect(exposed[0][0]).toBe('quarry');
  return exposed[0][1] as PreloadApi;
}

describe('preload bridge', () => {
  beforeEach(() => {
    invoke.mockReset();
    on.mockReset();
    removeListener.mockReset();
  });

  it('exposes one function per operation plus onEvent, pickFolder and openDocumentFile, and nothing else', async () => {
    const api = await loadPreload();
    expect(Object.keys(api).sort()).toEqual([...OPERATION_NAMES, 'mode', 'onEvent', 'openDocumentFile', 'pickFolder'].sort());
    expect(api.mode).toBe('app');
    for (const [key, value] of Object.entries(api)) if (key !== 'mode') expect(typeof value, key).toBe('function');
    expect(Object.isFrozen(api)).toBe(true);
    for (const forbidden of ['ipcRenderer', 'invoke', 'send', 'sendSync', 'on', 'require', 'process']) expect(api).not.toHaveProperty(forbidden);
  });

  it('sends each call as its operation name with one argument and unwraps the reply', async () => {
    const api = await loadPreload();
    invoke.mockResolvedValueOnce({ ok: true, value: { docId: 1 } });
    await expect(api.readDocument({ docId: 1 })).resolves.toEqual({ docId: 1 });
    expect(invoke).toHaveBeenCalledWith(IPC_CALL_CHANNEL, 'readDocument', { docId: 1 });
    invoke.mockResolvedValueOnce({ ok: false, error: { code: 'PATH_OUTSIDE_LIBRARY', message: 'Path is outside the library folders: /etc/passwd' } });
    await expect(api.readDocument({ path: '/etc/passwd' })).rejects.toThrow('[PATH_OUTSIDE_LIBRARY] Path is outside');
    invoke.mockResolvedValueOnce('/home/me/docs');
    await expect(api.pickFolder()).resolves.toBe('/home/me/docs');
    expect(invoke).toHaveBeenLastCalledWith(IPC_PICK_FOLDER_CHANNEL);
    invoke.mockResolvedValueOnce({ ok: true, value: null });
    await expect(api.openDocumentFile(7)).resolves.toBeUndefined();
    expect(invoke).toHaveBeenLastCalledWith(IPC_OPEN_FILE_CHANNEL, 7);
    invoke.mockResolvedValueOnce({ ok: false, error: { code: 'FILE_NOT_FOUND', message: 'File not found: document 8' } });
    await expect(api.openDocumentFile(8)).rejects.toThrow('[FILE_NOT_FOUND]');
    await expect(api.openDocumentFile('../etc' as never)).rejects.toThrow(TypeError);
  });

  it('hands listeners the event payload only, and unsubscribes', async () => {
    const api = await loadPreload();
    const seen: unknown[] = [];
    const off = api.onEvent((e) => seen.push(e));
    expect(on).toHaveBeenCalledTimes(1);
    const [channel, handler] = on.mock.calls[0] as [string, (ev: unknown, payload: unknown) => void];
    expect(channel).toBe(IPC_EVENT_CHANNEL);
    handler({ sender: 'the IpcRendererEvent must not leak' }, { type: 'library-changed' });
    expect(seen).toEqual([{ type: 'library-changed' }]);
    off();
    expect(removeListener).toHaveBeenCalledWith(IPC_EVENT_CHANNEL, handler);
    expect(() => api.onEvent('nope' as never)).toThrow(TypeError);
  });
});
