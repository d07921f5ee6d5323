// What a GGUF file is: architecture, sizes, chat template and whether it is a chat or an embedding model,
// read from its header. listModels() is what `quarry models` shows.

import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { errorMessage, quarryError } from '../errors.ts';
import { GgufFormatError, readGgufHeader, requiredFileSize, type GgufHeader, type GgufValue } from './gguf-header.ts';
import type { ModelFileError, ModelInfo, ModelKind } from './types.ts';

/** Architectures that only make embeddings (encoders). */
const EMBEDDING_ARCHITECTURES = new Set(['bert', 'nomic-bert', 'nomic-bert-moe', 'jina-bert-v2', 'jina-bert-v3', 'modern-bert', 'neo-bert', 't5encoder', 'gemma-embedding']);

/** llama.cpp's LLAMA_FTYPE names for general.file_type. */
const FILE_TYPES: Record<number, string> = {
  0: 'F32', 1: 'F16', 2: 'Q4_0', 3: 'Q4_1', 7: 'Q8_0', 8: 'Q5_0', 9: 'Q5_1', 10: 'Q2_K', 11: 'Q3_K_S', 12: 'Q3_K_M',
  13: 'Q3_K_L', 14: 'Q4_K_S', 15: 'Q4_K_M', 16: 'Q5_K_S', 17: 'Q5_K_M', 18: 'Q6_K', 19: 'IQ2_XXS', 20: 'IQ2_XS',
  21: 'Q2_K_S', 22: 'IQ3_XS', 23: 'IQ3_XXS', 24: 'IQ1_S', 25: 'IQ4_NL', 26: 'IQ3_S', 27: 'IQ3_M', 28: 'IQ2_S',
  29: 'IQ2_M', 30: 'IQ4_XS', 31: 'IQ1_M', 32: 'BF16', 36: 'TQ1_0', 37: 'TQ2_0', 38: 'MXFP4_MOE',
};

const SPLIT_PART = /-(\d{5})-of-(\d{5})\.gguf$/i;

function stringKey(h: GgufHeader, key: string): string | null {
  const v = h.metadata.get(key);
  return typeof v === 'string' ? v : null;
}

function numberKey(h: GgufHeader, key: string): number | null {
  const v = h.metadata.get(key);
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  return null;
}

function arrayLength(v: GgufValue | undefined): number | null {
  return v !== null && typeof v === 'object' ? v.length : null;
}

/** Problems that make llama.cpp refuse (or crash on) the file, in words a person can act on. */
function headerProblems(h: GgufHeader, path: string): string[] {
  const problems: string[] = [];
  const arch = stringKey(h, 'general.architecture');
  if (!arch) problems.push('missing required key general.architecture');
  else {
    const required = ['context_length', 'embedding_length', 'block_count'];
    // Without these, llama.cpp makes zero-sized tensors and aborts the process (a native assert).
    if (h.tensors.some((t) => t.name === 'blk.0.attn_q.weight')) required.push('attention.head_count');
    if (h.tensors.some((t) => t.name === 'blk.0.ffn_up.weight')) required.push('feed_forward_length');
    for (const key of required) {
      if (numberKey(h, `${arch}.${key}`) === null) problems.push(`missing required key ${arch}.${key}`);
    }
  }
  if (!stringKey(h, 'tokenizer.ggml.model')) problems.push('missing required key tokenizer.ggml.model');
  if (!arrayLength(h.metadata.get('tokenizer.ggml.tokens'))) problems.push('missing required key tokenizer.ggml.tokens');
  if (h.tensors.length === 0 && !SPLIT_PART.test(path)) problems.push('file has no tensors');
  const needed = requiredFileSize(h);
  if (h.fileSize < needed) problems.push(`file is truncated: its tensors need ${needed} bytes but it has ${h.fileSize}`);
  return problems;
}

function modelKind(h: GgufHeader, arch: string): ModelKind {
  if (EMBEDDING_ARCHITECTURES.has(arch)) return 'embedding';
  const pooling = numberKey(h, `${arch}.pooling_type`);
  if (pooling !== null && pooling > 0 && !h.metadata.has('tokenizer.chat_template')) return 'embedding';
  return 'chat';
}

function splitPartsSize(path: string): number {
  const m = SPLIT_PART.exec(path);
  if (!m) return statSync(path).size;
  let total = 0;
  const count = Number(m[2]);
  for (let i = 1; i <= count; i++) {
    const part = path.replace(SPLIT_PART, `-${String(i).padStart(5, '0')}-of-${m[2]}.gguf`);
    if (existsSync(part)) total += statSync(part).size;
  }
  return total;
}

/** Read a model's description from its GGUF header. Throws MODEL_NOT_FOUND or MODEL_INVALID (with what is wrong). */
export function readModelInfo(path: string): ModelInfo {
  const full = resolve(path);
  if (!existsSync(full)) throw quarryError('MODEL_NOT_FOUND', full);
  let h: GgufHeader;
  try {
    h = readGgufHeader(full);
  } catch (e) {
    if (e instanceof GgufFormatError) throw quarryError('MODEL_INVALID', `${basename(full)}: ${e.message}`);
    throw quarryError('MODEL_INVALID', `${basename(full)}: cannot read: ${errorMessage(e)}`, e);
  }
  const problems = headerProblems(h, full);
  if (problems.length > 0) throw quarryError('MODEL_INVALID', `${basename(full)}: ${problems.join('; ')}`);
  const arch = stringKey(h, 'general.architecture')!;
  const fileTypeNumber = numberKey(h, 'general.file_type');
  return {
    path: full,
    fileName: basename(full),
    name: stringKey(h, 'general.name') ?? basename(full).replace(/\.gguf$/i, ''),
    architecture: arch,
    sizeBytes: splitPartsSize(full),
    contextLength: numberKey(h, `${arch}.context_length`)!,
    embeddingLength: numberKey(h, `${arch}.embedding_length`)!,
    blockCount: numberKey(h, `${arch}.block_count`)!,
    vocabularySize: arrayLength(h.metadata.get('tokenizer.ggml.tokens'))!,
    fileType: fileTypeNumber === null ? null : (FILE_TYPES[fileTypeNumber] ?? `type ${fileTypeNumber}`),
    chatTemplate: stringKey(h, 'tokenizer.chat_template'),
    kind: modelKind(h, arch),
  };
}

/** GGUF files directly in `dir` (first parts only for split models), sorted by name. */
export function ggufFilesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isFile() && /\.gguf$/i.test(d.name))
    .filter((d) => { const m = SPLIT_PART.exec(d.name); return !m || Number(m[1]) === 1; })
    .map((d) => join(dir, d.name))
    .sort();
}

/**
 * Describe every GGUF model in `dir` (not recursive). Malformed files come back as `{ path, error }` instead of
 * failing the whole listing. Throws FOLDER_NOT_FOUND when `dir` does not exist.
 */
export async function listModels(dir: string): Promise<Array<ModelInfo | ModelFileError>> {
  const full = resolve(dir);
  if (!existsSync(full) || !statSync(full).isDirectory()) throw quarryError('FOLDER_NOT_FOUND', full);
  return ggufFilesIn(full).map((path) => {
    try {
      return readModelInfo(path);
    } catch (e) {
      return { path, error: errorMessage(e) };
    }
  });
}

export function isModelInfo(entry: ModelInfo | ModelFileError): entry is ModelInfo {
  return !('error' in entry);
}
