// Types of scripts/stage-app.mjs (for the packaging test).
export declare function llamaBuildsFor(platform: string, arch: string): string[];
export declare function sqliteVecBuildFor(platform: string, arch: string): string;
export declare function runtimeClosure(roots: string[], options?: { root?: string; platform?: string; arch?: string }): string[];
export declare function stageApp(options?: { outDir?: string; platform?: string; arch?: string; build?: boolean; distDir?: string; link?: boolean }): Promise<{ outDir: string; packages: string[] }>;
