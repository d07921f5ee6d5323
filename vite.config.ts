// Builds the renderer (React UI) into dist/renderer, for web mode and the desktop app alike.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const repo = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: path.join(repo, 'renderer'),
  base: './',
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: path.join(repo, 'dist', 'renderer'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
  },
  server: { host: '127.0.0.1' },
});
