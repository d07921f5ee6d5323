// The desktop shell: one sandboxed window showing the built renderer from the app's own protocol, the engine
// facade in a worker thread (indexing and models never block the window), and the typed IPC bridge.
// Secure defaults: contextIsolation, sandbox, no node integration, strict CSP, no remote content, no
// navigation, no new windows, no permissions, no webviews. The packaged binary's Electron fuses (no NODE_OPTIONS, no
// --inspect, app code only from the integrity-checked asar, no extra file:// privileges, encrypted cookies) are set by
// electron-builder.yml's electronFuses; RunAsNode stays on for the forked model process.
// The main process loads no native module (SQLite, llama.cpp live in the engine worker and the model process), so
// whatever fails to load there reaches the user as an error dialog, never as a crash before a window exists.
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, net, protocol, session, shell, type IpcMainInvokeEvent } from 'electron';
import { IPC_CALL_CHANNEL, IPC_EVENT_CHANNEL, IPC_OPEN_FILE_CHANNEL, IPC_PICK_FOLDER_CHANNEL, isOperationName, type DocumentFile } from '../shared/api.ts';
import { startServiceWorker, type RemoteService } from './engine/api/worker-client.ts';
import { toWireError } from './engine/api/wire-error.ts';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './server/security.ts';
import { isInside } from './engine/api/path-guard.ts';
import { defaultLibraryPath } from './engine/library-location.ts';
import { quarryError } from './engine/errors.ts';
import { packagedLayout } from './packaged/asar-paths.ts';

const SCHEME = 'quarry';
const ORIGIN = `${SCHEME}://app`;
const here = path.dirname(fileURLToPath(import.meta.url));
/** dist/electron when bundled (in the app or by `npm start`); the renderer build sits next to it in dist/renderer. */
const repoRoot = path.resolve(here, '..', '..');
const layout = packagedLayout(app.isPackaged ? process.resourcesPath : path.join(repoRoot, 'resources'), here);
const rendererDir = layout.rendererDir;
// Installed: the bundled engine worker (its rules, ontology and model list come from QUARRY_RESOURCES, set below).
// From a checkout (`npm start`): the TypeScript engine through tsx, exactly as web mode runs it.
const workerEntry = app.isPackaged
  ? pathToFileURL(layout.engineWorker)
  : pathToFileURL(path.join(repoRoot, 'electron', 'engine', 'api', 'worker-entry.mjs'));
// the engine's shipped rules and ontology (electron-builder's extraResources put them under resourcesPath)
if (app.isPackaged) process.env.QUARRY_RESOURCES = layout.resourcesDir;
const sampleLibrary = layout.sampleLibrary;

protocol.registerSchemesAsPrivileged([{ scheme: SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: false } }]);
app.enableSandbox();

let engine: RemoteService | null = null;
let mainWindow: BrowserWindow | null = null;

function fromOurPage(event: IpcMainInvokeEvent): boolean {
  const url = event.senderFrame?.url ?? '';
  return url.startsWith(`${ORIGIN}/`) && event.sender === mainWindow?.webContents;
}

function serveRenderer(): void {
  protocol.handle(SCHEME, async (request) => {
    const url = new URL(request.url);
    if (url.host !== 'app') return new Response('not found', { status: 404 });
    const rel = decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname);
    const file = path.join(rendererDir, path.normalize(rel));
    if (!isInside(rendererDir, file) || !fs.existsSync(file)) return new Response('not found', { status: 404 });
    const res = await net.fetch(pathToFileURL(file).href);
    const headers = new Headers(res.headers);
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) headers.set(k, v);
    return new Response(res.body, { status: res.status, headers });
  });
}

function lockDownSession(): void {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
  // Nothing remote: every http(s)/ws request from the page is cancelled.
  ses.webRequest.onBeforeRequest({ urls: ['http://*/*', 'https://*/*', 'ws://*/*', 'wss://*/*'] }, (_details, callback) => callback({ cancel: true }));
  ses.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
}

app.on('web-contents-created', (_event, contents) => {
  contents.on('will-navigate', (e) => e.preventDefault());
  contents.on('will-redirect', (e) => e.preventDefault());
  contents.on('will-attach-webview', (e) => e.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
});

function registerIpc(remote: RemoteService): void {
  ipcMain.handle(IPC_CALL_CHANNEL, async (event, op: unknown, arg: unknown) => {
    try {
      if (!fromOurPage(event)) throw quarryError('BAD_ARGUMENT', 'request from an unknown page');
      if (typeof op !== 'string' || !isOperationName(op)) throw quarryError('BAD_ARGUMENT', `unknown operation ${String(op)}`);
      return { ok: true, value: (await remote.call(op, arg)) ?? null };
    } catch (e) {
      return { ok: false, error: toWireError(e) };
    }
  });
  ipcMain.handle(IPC_OPEN_FILE_CHANNEL, async (event, docId: unknown) => {
    try {
      if (!fromOurPage(event)) throw quarryError('BAD_ARGUMENT', 'request from an unknown page');
      if (!Number.isInteger(docId)) throw quarryError('BAD_ARGUMENT', 'docId must be an integer');
      // only a document of the library, as the engine resolves and checks it
      const file = (await remote.call('locateDocument', { docId })) as DocumentFile;
      const problem = await shell.openPath(file.path);
      if (problem) throw quarryError('FILE_UNREADABLE', `${file.relpath}: ${problem}`);
      return { ok: true, value: null };
    } catch (e) {
      return { ok: false, error: toWireError(e) };
    }
  });
  ipcMain.handle(IPC_PICK_FOLDER_CHANNEL, async (event) => {
    if (!fromOurPage(event) || !mainWindow) return null;
    const result = await dialog.showOpenDialog(mainWindow, { title: 'Add a folder to the library', properties: ['openDirectory'] });
    return result.canceled || result.filePaths.length === 0 ? null : result.filePaths[0];
  });
  remote.onEvent((e) => {
    if (mainWindow && !mainWindow.isDestroyed()) mainWindow.webContents.send(IPC_EVENT_CHANNEL, e);
  });
}

function createWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: 1360,
    height: 880,
    minWidth: 900,
    minHeight: 600,
    title: 'Quarry',
    show: false,
    backgroundColor: '#f6f7f9',
    webPreferences: {
      preload: layout.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      devTools: !app.isPackaged,
    },
  });
  win.once('ready-to-show', () => win.show());
  void win.loadURL(`${ORIGIN}/index.html`);
  return win;
}

async function start(): Promise<void> {
  await app.whenReady();
  lockDownSession();
  serveRenderer();
  const libraryPath = process.env.QUARRY_LIBRARY ?? defaultLibraryPath();
  const isNew = !fs.existsSync(libraryPath);
  try {
    engine = await startServiceWorker(
      {
        libraryPath,
        modelsDir: process.env.QUARRY_MODELS ?? (app.isPackaged ? path.join(app.getPath('userData'), 'models') : undefined),
        seedFolder: isNew && fs.existsSync(sampleLibrary) ? sampleLibrary : undefined,
      },
      workerEntry,
    );
  } catch (e) {
    dialog.showErrorBox('Quarry cannot open its library', toWireError(e).message);
    app.exit(1);
    return;
  }
  registerIpc(engine);
  mainWindow = createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow();
  });
}

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
app.on('will-quit', (e) => {
  if (!engine) return;
  e.preventDefault();
  const closing = engine;
  engine = null;
  void closing.close().finally(() => app.quit());
});

void start();
