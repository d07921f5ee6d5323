// Shared set-up for the model runtime tests: the generated tiny model and malformed variants of it.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeTinyGguf, tinyGgufBytes, type TinyGgufOptions } from '../fixtures/llm/make-tiny-gguf.ts';

export { makeTinyGguf, tinyGgufBytes, TINY_MODEL } from '../fixtures/llm/make-tiny-gguf.ts';

/** The valid tiny model (cached in tests/.tmp/llm). */
export function tinyModelPath(): string {
  return makeTinyGguf();
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `quarry-${prefix}-`));
}

/** Write a variant of the tiny model as `dir/fileName`. */
export function writeVariant(dir: string, fileName: string, opts: TinyGgufOptions): string {
  const path = join(dir, fileName);
  writeFileSync(path, tinyGgufBytes(opts));
  return path;
}

/** Small contexts and one thread keep the tests fast on a 2-core machine. */
export const FAST = { threads: 1, contextSize: 256, embeddingContextSize: 256 } as const;
