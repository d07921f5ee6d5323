// The installed desktop app, short of running Electron (no Electron binary here): the build produces every entry
// (main, preload, engine worker, model worker); the main process loads no native module; the bundles need only the
// runtime packages; and from a simulated installed layout — resources/app.asar as a folder, with what asarUnpack
// names also under resources/app.asar.unpacked and sqlite-vec's extension only there — the bundled engine opens a
// library (sqlite-vec from its unpacked path), indexes and answers, finds its shipped resources, and forks the
// bundled model worker, which loads a GGUF. electron-builder.yml is checked for each OS and architecture with
// electron-builder's own schema and file matchers.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUNTIME_PACKAGES, ELECTRON_ENTRIES, buildElectron } from '../../scripts/build.mjs';
import { llamaBuildsFor, runtimeClosure, stageApp } from '../../scripts/stage-app.mjs';
import { packagedLayout, unpackedPath, type PackagedLayout } from '../../electron/packaged/asar-paths.ts';
import { workerEntry } from '../../electron/engine/llm/model-process.ts';
import { startServiceWorker, type RemoteService } from '../../electron/engine/api/worker-client.ts';
import { createQuarryService } from '../../electron/engine/api/service.ts';
import { tempDir } from '../helpers/tmp.ts';
import { makeTinyGguf } from '../fixtures/llm/make-tiny-gguf.ts';
import { smallFolder } from './helpers.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const yaml = require('js-yaml') as { load(text: string): unknown };
const builderConfig = yaml.load(fs.readFileSync(path.join(REPO, 'electron-builder.yml'), 'utf8')) as Record<string, unknown> & {
  extraResources: Array<{ from: string; to: string }>;
  asarUnpack: string[];
  files: string[];
  directories: { app: string; buildResources: string };
  mac: { icon: string };
  win: { icon: string };
  linux: { icon: string };
  electronVersion: string;
};

let root: string;
let resourcesPath: string;
let layout: PackagedLayout;
let metafiles: Record<string, { outputs: Record<string, { imports: Array<{ path: string; kind: string; external?: boolean }> }> }>;

function walk(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

/** What the installed app looks like: app.asar (here a folder), app.asar.unpacked, and the extra resources. */
async function simulateInstall(): Promise<void> {
  const asar = path.join(resourcesPath, 'app.asar');
  const dist = path.join(root, 'dist');
  const built = await buildElectron({ outDir: path.join(dist, 'electron'), metafile: true });
  metafiles = Object.fromEntries(Object.entries(built).map(([file, r]) => [file, r.metafile])) as never;
  fs.cpSync(path.join(REPO, 'dist', 'renderer'), path.join(dist, 'renderer'), { recursive: true });
  await stageApp({ outDir: asar, build: false, distDir: dist, link: true });
  // asarUnpack: those files also live, for real, under app.asar.unpacked (Electron's view of the archive still
  // lists them); sqlite-vec's extension inside the archive is a stub SQLite cannot load, as in a real archive
  const { FileMatcher } = require('app-builder-lib/out/fileMatcher.js') as { FileMatcher: new (from: string, to: string, expand: (s: string) => string, patterns: string[]) => { createFilter(): (file: string, stat: fs.Stats) => boolean } };
  const unpack = new FileMatcher(asar, asar, (s) => s, builderConfig.asarUnpack).createFilter();
  for (const file of walk(asar)) {
    if (!unpack(file, fs.statSync(file))) continue;
    const twin = path.join(resourcesPath, 'app.asar.unpacked', path.relative(asar, file));
    fs.mkdirSync(path.dirname(twin), { recursive: true });
    fs.linkSync(file, twin);
    if (/vec0\.(so|dylib|dll)$/.test(file)) {
      fs.rmSync(file);
      fs.writeFileSync(file, 'not a shared library: inside app.asar, SQLite cannot open this');
    }
  }
  // extraResources, through electron-builder's own matcher for them
  const { getFileMatchers } = require('app-builder-lib/out/fileMatcher.js') as { getFileMatchers(config: object, name: string, dest: string, options: object): Array<{ from: string; to: string; createFilter(): (file: string, stat: fs.Stats) => boolean }> | null };
  for (const m of getFileMatchers(builderConfig, 'extraResources', resourcesPath, { macroExpander: (s: string) => s, customBuildOptions: {}, globalOutDir: path.join(REPO, 'out'), defaultSrc: REPO }) ?? []) {
    const keep = m.createFilter();
    for (const file of walk(m.from)) {
      if (!keep(file, fs.statSync(file))) continue;
      const to = path.join(m.to, path.relative(m.from, file));
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(file, to);
    }
  }
  layout = packagedLayout(resourcesPath, path.join(asar, 'dist', 'electron'));
}

beforeAll(async () => {
  root = tempDir('quarry-packaged-');
  resourcesPath = path.join(root, 'Quarry', 'resources');
  fs.mkdirSync(resourcesPath, { recursive: true });
  await simulateInstall();
}, 180_000);

describe('the desktop bundle', () => {
  it('builds every entry, the model worker included', () => {
    for (const file of Object.keys(ELECTRON_ENTRIES)) expect(fs.existsSync(path.join(layout.bundleDir, file)), file).toBe(true);
    expect(fs.existsSync(path.join(layout.rendererDir, 'index.html'))).toBe(true);
  });

  it('keeps native modules out of the main process, and needs only the runtime packages', () => {
    const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
    const bare = (file: string) => {
      const out = Object.values(metafiles[file].outputs)[0];
      return out.imports.filter((i) => i.external && !builtins.has(i.path) && !i.path.startsWith('node:')).map((i) => i.path);
    };
    expect(bare('main.mjs')).toEqual(['electron']);
    expect(bare('preload.cjs')).toEqual(['electron']);
    for (const file of ['engine-worker.mjs', 'model-worker.mjs']) {
      for (const p of bare(file)) expect(RUNTIME_PACKAGES, `${file} imports ${p}`).toContain(p.replace(/^(@[^/]+\/[^/]+|[^/]+).*$/, '$1'));
    }
    // build-time packages (bundled into the UI or the bundles) are not shipped
    const shipped = fs.readdirSync(path.join(resourcesPath, 'app.asar', 'node_modules'));
    for (const p of ['react', 'react-dom', 'cytoscape', 'tsx', 'vite', 'esbuild', 'electron', 'quadstore', 'typescript']) expect(shipped, p).not.toContain(p);
    const llama = fs.readdirSync(path.join(resourcesPath, 'app.asar', 'node_modules', '@node-llama-cpp'));
    expect(llama).toEqual(llamaBuildsFor(process.platform, process.arch));
    const pkg = JSON.parse(fs.readFileSync(path.join(resourcesPath, 'app.asar', 'package.json'), 'utf8')) as { main: string; dependencies: Record<string, string> };
    expect(pkg.main).toBe('dist/electron/main.mjs');
    expect(Object.keys(pkg.dependencies).sort()).toEqual([...RUNTIME_PACKAGES].sort());
  });

  it('finds the shipped resources and the model worker where the installed app looks for them', () => {
    for (const p of [layout.engineWorker, layout.modelWorker, layout.preload, layout.sampleLibrary, layout.recommendedModels]) expect(fs.existsSync(p), p).toBe(true);
    // every folder the engine reads from resources/ (the checkout's resources, less the build's icons)
    for (const dir of fs.readdirSync(path.join(REPO, 'resources')).filter((d) => d !== 'build')) {
      expect(fs.readdirSync(path.join(layout.resourcesDir, dir)).length, dir).toBeGreaterThan(0);
    }
    expect(fs.existsSync(path.join(layout.resourcesDir, 'build'))).toBe(false);
    // the bundled engine forks the model worker from beside its own bundle
    expect(workerEntry(pathToFileURL(layout.engineWorker).href)).toEqual({ path: layout.modelWorker, execArgv: [] });
  });

  it('names sqlite-vec by its unpacked path, which is a real library', () => {
    const inArchive = createRequire(layout.engineWorker).resolve('sqlite-vec-' + (process.platform === 'win32' ? 'windows' : process.platform) + '-' + process.arch + '/vec0.' + (process.platform === 'win32' ? 'dll' : process.platform === 'darwin' ? 'dylib' : 'so'));
    expect(inArchive).toContain(`${path.sep}app.asar${path.sep}`);
    const unpacked = unpackedPath(inArchive);
    expect(unpacked).toContain(`${path.sep}app.asar.unpacked${path.sep}`);
    expect(fs.statSync(unpacked).size).toBeGreaterThan(10_000);
    expect(unpackedPath('/opt/Quarry/resources/app.asar/node_modules/x/missing.so')).toBe('/opt/Quarry/resources/app.asar/node_modules/x/missing.so');
  });
});

describe('the bundled engine in the installed layout', () => {
  let engine: RemoteService | null = null;
  afterAll(async () => {
    await engine?.close();
  });

  it('opens a library (sqlite-vec from app.asar.unpacked), indexes a folder with the shipped rules, and answers', async () => {
    const before = process.env.QUARRY_RESOURCES;
    process.env.QUARRY_RESOURCES = layout.resourcesDir; // as main.ts sets it in the installed app
    try {
      engine = await startServiceWorker({ libraryPath: path.join(root, 'library.quarry'), modelsDir: path.join(root, 'models') }, pathToFileURL(layout.engineWorker));
    } finally {
      if (before === undefined) delete process.env.QUARRY_RESOURCES;
      else process.env.QUARRY_RESOURCES = before;
    }
    await engine.addFolder({ path: smallFolder() });
    for (let i = 0; i < 600 && (await engine.libraryOverview()).indexing?.running !== false; i++) await new Promise((r) => setTimeout(r, 100));
    const overview = await engine.libraryOverview();
    expect(overview.indexing?.error).toBeNull();
    expect(overview.documents).toBe(4);
    // the bundle answers as the engine from source does
    const question = 'Which phones have a battery of at least 5000 mAh?';
    const answer = await engine.ask({ question, requestId: 'packaged' });
    const source = createQuarryService({ libraryPath: path.join(root, 'source.quarry'), watch: false });
    try {
      await source.addFolder({ path: smallFolder() });
      await source.indexingIdle();
      const expected = await source.ask({ question, requestId: 'source' });
      expect(expected.items.length).toBeGreaterThan(0);
      expect(answer.route).toBe(expected.route);
      expect(answer.items.map((i) => i.name)).toEqual(expected.items.map((i) => i.name));
      expect(answer.answer).toBe(expected.answer);
    } finally {
      await source.close();
    }
    expect((await engine.recommendedModels()).length).toBeGreaterThan(0);
  });

  it('forks the bundled model worker, which loads a GGUF with node-llama-cpp from the layout', async () => {
    const child = fork(layout.modelWorker, [], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'], serialization: 'advanced', cwd: root });
    let stderr = '';
    child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
    const reply = (id: number) =>
      new Promise<{ type: string; result?: unknown; message?: string }>((resolve, reject) => {
        const onMessage = (m: { id?: number; type: string }) => {
          if (m.id !== id || m.type === 'token') return;
          child.off('message', onMessage);
          resolve(m as never);
        };
        child.on('message', onMessage);
        child.once('exit', (code) => reject(new Error(`model worker exited (${code}): ${stderr.slice(-500)}`)));
      });
    try {
      child.send({ type: 'load', id: 1, init: { modelPath: makeTinyGguf(), threads: 1, gpu: false, contextSize: 256, embeddingContextSize: 256, usePrebuiltBinaries: true } });
      const loaded = await reply(1);
      expect(loaded, stderr).toMatchObject({ type: 'result' });
      child.send({ type: 'countTokens', id: 2, text: 'hello world' });
      const counted = await reply(2);
      expect(counted.type).toBe('result');
      expect(counted.result).toBeGreaterThan(0);
    } finally {
      child.kill('SIGKILL');
    }
  }, 120_000);
});

describe('electron-builder.yml', () => {
  const { FileMatcher, getNodeModuleFileMatcher, getFileMatchers } = require('app-builder-lib/out/fileMatcher.js') as {
    FileMatcher: unknown;
    getNodeModuleFileMatcher(appDir: string, dest: string, expand: (s: string) => string, platformOptions: object, packager: object): { createFilter(): (file: string, stat: object) => boolean };
    getFileMatchers(config: object, name: string, dest: string, options: object): Array<{ createFilter(): (file: string, stat: object) => boolean }> | null;
  };
  const { DebugLogger } = require('builder-util/out/DebugLogger.js') as { DebugLogger: new (enabled: boolean) => object };
  const fileStat = { isDirectory: () => false, isFile: () => true, isSymbolicLink: () => false } as unknown as fs.Stats;
  const TARGETS = [
    { os: 'linux', arch: 'x64', node: 'linux' },
    { os: 'linux', arch: 'arm64', node: 'linux' },
    { os: 'mac', arch: 'arm64', node: 'darwin' },
    { os: 'mac', arch: 'x64', node: 'darwin' },
    { os: 'win', arch: 'x64', node: 'win32' },
  ] as const;
  // every build npm may install next to node-llama-cpp
  const LLAMA = ['linux-x64', 'linux-x64-cuda', 'linux-x64-cuda-ext', 'linux-x64-vulkan', 'linux-arm64', 'linux-armv7l', 'mac-arm64-metal', 'mac-x64', 'win-x64', 'win-x64-cuda', 'win-x64-vulkan', 'win-arm64'];

  it('passes electron-builder’s own schema and uses the Electron version the project pins', async () => {
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config.js') as { validateConfiguration(c: object, d: object): Promise<void> };
    await validateConfiguration(structuredClone(builderConfig), new DebugLogger(false));
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    expect(builderConfig.electronVersion).toBe(pkg.devDependencies.electron);
    expect(builderConfig.directories.app).toBe('out/app');
    expect(FileMatcher).toBeTruthy();
  });

  it('ships, for each OS and architecture, only that target’s llama.cpp build, and unpacks every native file', () => {
    const appDir = path.join(root, 'fake-app');
    for (const t of TARGETS) {
      const expand = (s: string) => s.replace(/\$\{os\}/g, t.os).replace(/\$\{arch\}/g, t.arch);
      const platformOptions = (builderConfig as Record<string, object>)[t.os] ?? {};
      const modules = getNodeModuleFileMatcher(appDir, appDir, expand, platformOptions, { config: builderConfig, debugLogger: new DebugLogger(false) }).createFilter();
      const kept = LLAMA.filter((b) => modules(path.join(appDir, 'node_modules', '@node-llama-cpp', b, 'bins', b, 'llama-addon.node'), fileStat));
      expect(kept, `${t.os}-${t.arch}`).toEqual(llamaBuildsFor(t.node, t.arch).filter((b) => LLAMA.includes(b)));
      expect(modules(path.join(appDir, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node'), fileStat)).toBe(true);
      expect(modules(path.join(appDir, 'node_modules', 'better-sqlite3', 'deps', 'sqlite3', 'sqlite3.c'), fileStat)).toBe(false);
      expect(modules(path.join(appDir, 'node_modules', 'node-llama-cpp', 'dist', 'index.js'), fileStat)).toBe(true);

      const unpack = getFileMatchers(builderConfig, 'asarUnpack', appDir, { macroExpander: expand, customBuildOptions: platformOptions, globalOutDir: path.join(appDir, 'out'), defaultSrc: appDir })![0].createFilter();
      const vec = t.node === 'win32' ? 'sqlite-vec-windows-x64/vec0.dll' : t.node === 'darwin' ? `sqlite-vec-darwin-${t.arch}/vec0.dylib` : `sqlite-vec-linux-${t.arch}/vec0.so`;
      for (const native of [vec, 'better-sqlite3/build/Release/better_sqlite3.node', `@node-llama-cpp/${llamaBuildsFor(t.node, t.arch)[0]}/bins/x/libggml.so`, 'some-addon/build/addon.node']) {
        expect(unpack(path.join(appDir, 'node_modules', native), fileStat), `${native} unpacked for ${t.os}-${t.arch}`).toBe(true);
      }
      expect(unpack(path.join(appDir, 'dist', 'electron', 'engine-worker.mjs'), fileStat)).toBe(false);
    }
  });

  it('has an icon for each OS, and every extra resource exists', () => {
    const png = (file: string) => {
      const b = fs.readFileSync(file);
      expect(b.subarray(1, 4).toString(), file).toBe('PNG');
      return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
    };
    const icons = path.join(REPO, builderConfig.linux.icon);
    for (const f of fs.readdirSync(icons)) {
      const n = Number(/^(\d+)x\1\.png$/.exec(f)?.[1]);
      expect(png(path.join(icons, f))).toEqual({ width: n, height: n });
    }
    expect(fs.readdirSync(icons)).toContain('512x512.png');
    const ico = fs.readFileSync(path.join(REPO, builderConfig.win.icon));
    expect(ico.readUInt16LE(2)).toBe(1); // an icon resource
    expect(ico.readUInt16LE(4)).toBeGreaterThanOrEqual(5);
    expect(ico.readUInt8(6 + 16 * (ico.readUInt16LE(4) - 1))).toBe(0); // the last entry is 256 px
    const icns = fs.readFileSync(path.join(REPO, builderConfig.mac.icon));
    expect(icns.subarray(0, 4).toString()).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    expect(icns.includes(Buffer.from('ic10'))).toBe(true); // 1024 px for Retina
    for (const r of builderConfig.extraResources) expect(fs.existsSync(path.join(REPO, r.from)), r.from).toBe(true);
    expect(builderConfig.extraResources).toHaveLength(1);
    expect(fs.existsSync(path.join(REPO, builderConfig.directories.buildResources, 'icon.png'))).toBe(true);
  });

  it('stages only runtime packages, resolvable for each target', () => {
    const closure = runtimeClosure(RUNTIME_PACKAGES).map((d) => path.relative(path.join(REPO, 'node_modules'), d));
    expect(closure).toContain('better-sqlite3');
    expect(closure).toContain('node-llama-cpp');
    expect(closure.filter((p) => p.startsWith('@node-llama-cpp/'))).toEqual(llamaBuildsFor(process.platform, process.arch).map((b) => `@node-llama-cpp/${b}`));
    expect(closure).not.toContain('react');
  });
});
