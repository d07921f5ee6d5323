// Types of scripts/build.mjs (for the tests that build the bundle).
export declare const RUNTIME_PACKAGES: string[];
export declare const ELECTRON_ENTRIES: Record<string, string>;
export declare function distOutdated(outDir?: string): boolean;
export declare function buildElectron(options?: { outDir?: string; metafile?: boolean }): Promise<Record<string, { metafile?: unknown }>>;
export declare function buildRendererInto(outDir?: string, options?: { quiet?: boolean }): Promise<void>;
export declare function buildAll(options?: { quiet?: boolean; outDir?: string }): Promise<void>;
