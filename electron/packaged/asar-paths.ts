// Paths inside an installed desktop app. electron-builder packs the app into `resources/app.asar`; files listed in
// `asarUnpack` are real files under `resources/app.asar.unpacked` instead. Node APIs in Electron see through the
// archive, but a native library that SQLite or the dynamic linker opens by path must be named by its unpacked
// path — the usual electron-builder pitfall this module exists for.
import fs from 'node:fs';
import path from 'node:path';

const ASAR_SEGMENT = /([\\/])app\.asar(?=[\\/])/;

/** The unpacked twin of a path inside app.asar when that file exists; the path itself otherwise. */
export function unpackedPath(p: string, exists: (p: string) => boolean = fs.existsSync): string {
  if (!ASAR_SEGMENT.test(p)) return p;
  const unpacked = p.replace(ASAR_SEGMENT, '$1app.asar.unpacked');
  return exists(unpacked) ? unpacked : p;
}

/** Where everything of an installed app is, from Electron's `process.resourcesPath` and the bundle's folder. */
export interface PackagedLayout {
  /** dist/electron inside the app (where main.mjs, preload.cjs and the workers are). */
  bundleDir: string;
  engineWorker: string;
  /** The model worker, forked with ELECTRON_RUN_AS_NODE (Electron reads it from the archive like Node would). */
  modelWorker: string;
  preload: string;
  rendererDir: string;
  /** What extraResources put beside the archive: rules, ontology, sample library, recommended models. */
  resourcesDir: string;
  sampleLibrary: string;
  recommendedModels: string;
}

export function packagedLayout(resourcesPath: string, bundleDir: string): PackagedLayout {
  return {
    bundleDir,
    engineWorker: path.join(bundleDir, 'engine-worker.mjs'),
    modelWorker: path.join(bundleDir, 'model-worker.mjs'),
    preload: path.join(bundleDir, 'preload.cjs'),
    rendererDir: path.resolve(bundleDir, '..', 'renderer'),
    resourcesDir: resourcesPath,
    sampleLibrary: path.join(resourcesPath, 'sample-library'),
    recommendedModels: path.join(resourcesPath, 'models', 'recommended.json'),
  };
}
