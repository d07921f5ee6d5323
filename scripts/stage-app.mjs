#!/usr/bin/env node
// `node scripts/stage-app.mjs [--platform linux|darwin|win32] [--arch x64|arm64]`: the folder electron-builder packs
// (out/app, its `directories.app`): the built dist/, a package.json that names only the RUNTIME_PACKAGES, and a
// copy of just those packages and their dependencies from node_modules — with llama.cpp's build for the target
// platform only. electron-builder's npmRebuild then rebuilds better-sqlite3 for Electron's ABI inside this copy,
// so the CLI and web mode, which share the checkout's node_modules with Node's ABI, keep working.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RUNTIME_PACKAGES, buildAll, distOutdated } from './build.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** node-llama-cpp's prebuilt binaries are optional packages named <os>-<arch>[-gpu]; the CPU (and Metal) build ships. */
export function llamaBuildsFor(platform, arch) {
  const os = platform === 'darwin' ? 'mac' : platform === 'win32' ? 'win' : 'linux';
  return os === 'mac' && arch === 'arm64' ? [`${os}-${arch}-metal`] : [`${os}-${arch}`];
}

/** sqlite-vec's loadable extension is an optional package per platform. */
export function sqliteVecBuildFor(platform, arch) {
  return `sqlite-vec-${platform === 'win32' ? 'windows' : platform}-${arch}`;
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The folder Node would load `name` from when required by the package in `fromDir` (hoisted node_modules). */
function resolvePackageDir(name, fromDir, nodeModulesRoot) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === nodeModulesRoot || dir === path.dirname(dir)) return null;
  }
}

/**
 * The packages `roots` need at run time, as folders under `root`/node_modules: dependencies and the installed
 * optional dependencies, transitively; optional platform builds other than the target's are left out.
 */
export function runtimeClosure(roots, { root = repo, platform = process.platform, arch = process.arch } = {}) {
  const keepOptional = new Set([...llamaBuildsFor(platform, arch).map((b) => `@node-llama-cpp/${b}`), sqliteVecBuildFor(platform, arch)]);
  const isPlatformBuild = (name) => name.startsWith('@node-llama-cpp/') || /^sqlite-vec-(linux|darwin|windows)-/.test(name);
  const found = new Map();
  const queue = roots.map((name) => ({ name, from: root, optional: false }));
  while (queue.length) {
    const { name, from, optional } = queue.shift();
    if (optional && isPlatformBuild(name) && !keepOptional.has(name)) continue;
    const dir = resolvePackageDir(name, from, root);
    if (!dir) {
      if (optional) continue;
      throw new Error(`${name} (needed at run time) is not installed; run npm install`);
    }
    if (found.has(dir)) continue;
    found.set(dir, name);
    const pkg = readJson(path.join(dir, 'package.json'));
    for (const dep of Object.keys(pkg.dependencies ?? {})) queue.push({ name: dep, from: dir, optional: false });
    for (const dep of Object.keys(pkg.optionalDependencies ?? {})) queue.push({ name: dep, from: dir, optional: true });
  }
  return [...found.keys()].sort();
}

function skip(file, root) {
  // nested node_modules are copied as packages of their own; source maps are never needed at run time
  return file.endsWith('.map') || (path.basename(file) === 'node_modules' && file !== root && path.dirname(file) === root);
}

/** Hard links instead of copies (same file system; tests use it to stage in moments), else copies. */
function linkTree(src, dest, root = src) {
  const stat = fs.statSync(src);
  if (stat.isDirectory()) {
    fs.mkdirSync(dest, { recursive: true });
    for (const name of fs.readdirSync(src)) {
      const from = path.join(src, name);
      if (!skip(from, root)) linkTree(from, path.join(dest, name), root);
    }
    return;
  }
  try {
    fs.linkSync(src, dest);
  } catch {
    fs.copyFileSync(src, dest);
  }
}

function copyPackage(src, dest, link) {
  if (link) return linkTree(src, dest);
  fs.cpSync(src, dest, { recursive: true, dereference: true, filter: (file) => !skip(file, src) });
}

/** Writes the app folder (from `distDir`, built first when outdated unless `build` is false); returns what it holds. */
export async function stageApp({ outDir = path.join(repo, 'out', 'app'), platform = process.platform, arch = process.arch, build = true, distDir = path.join(repo, 'dist'), link = false } = {}) {
  if (build && distOutdated()) await buildAll({ quiet: true });
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  fs.cpSync(distDir, path.join(outDir, 'dist'), { recursive: true });
  const rootPkg = readJson(path.join(repo, 'package.json'));
  const dependencies = Object.fromEntries(RUNTIME_PACKAGES.map((name) => [name, rootPkg.dependencies[name]]));
  const appPkg = {
    name: rootPkg.name,
    productName: 'Quarry',
    version: rootPkg.version,
    description: rootPkg.description,
    license: rootPkg.license,
    author: { name: 'Quarry contributors' },
    type: 'module',
    main: 'dist/electron/main.mjs',
    dependencies,
  };
  fs.writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(appPkg, null, 2)}\n`);
  const modules = runtimeClosure(RUNTIME_PACKAGES, { platform, arch });
  for (const dir of modules) {
    const rel = path.relative(repo, dir);
    copyPackage(dir, path.join(outDir, rel), link);
  }
  return { outDir, packages: modules.map((d) => path.relative(path.join(repo, 'node_modules'), d)) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  stageApp({ platform: arg('platform') ?? process.platform, arch: arg('arch') ?? process.arch })
    .then(({ outDir, packages }) => console.log(`Staged ${path.relative(repo, outDir)} with ${packages.length} runtime packages`))
    .catch((e) => {
      console.error(`staging failed: ${e.message}`);
      process.exitCode = 1;
    });
}
