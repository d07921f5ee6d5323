// The compact binary word-vector cache: one file, read whole and used in place (no per-start parsing).
//
// Layout (little-endian; every section starts on an 8-byte boundary):
//   header, 64 bytes:
//     0  magic "QRYWVEC1"        8  u32 format version        12 u32 dimension       16 u32 word count
//     20 u32 hash slots (2^k)    24 u32 vocabulary bytes      28 u32 CRC-32 of the body
//     32 u32 body length         40 f64 source size (bytes)   48 f64 source mtime (ms)   56 reserved
//   body:
//     offsets  u32[count + 1]    word i is vocab[offsets[i] .. offsets[i+1]) (UTF-8), words in rank order
//     vocab    u8[vocabBytes]
//     scales   f32[count]        vector i = quant[i*dim .. +dim] × scales[i]
//     quant    i8[count × dim]   per-vector symmetric Int8 (scale = max |component| / 127)
//     hash     i32[slots]        open addressing (linear probing) on FNV-1a of the UTF-8 word; -1 = empty
// Int8 with a per-vector scale keeps all 341k words in ~42 MB (Float32 would be ~140 MB); the cosine between
// a quantised vector and its original is > 0.9999.
import os from 'node:os';
import { crc32 } from './checksum.ts';

export const CACHE_MAGIC = 'QRYWVEC1';
export const CACHE_FORMAT_VERSION = 1;
export const HEADER_BYTES = 64;

export interface CacheSource {
  /** Size in bytes of the source JSON the cache was built from. */
  size: number;
  /** Its modification time in ms; with the size, tells when the source changed and the cache is stale. */
  mtimeMs: number;
}

/** Decoded cache contents (views into one buffer). */
export interface CacheData {
  dimension: number;
  count: number;
  offsets: Uint32Array;
  vocab: Uint8Array;
  scales: Float32Array;
  quant: Int8Array;
  hash: Int32Array;
  source: CacheSource;
  /** Total file size in bytes. */
  byteLength: number;
}

export interface CacheInput {
  dimension: number;
  /** Words in rank order (0 = most frequent); must be unique. */
  words: string[];
  scales: Float32Array;
  quant: Int8Array;
  source: CacheSource;
}

const align8 = (n: number): number => (n + 7) & ~7;

/** FNV-1a over bytes [0, len). */
export function fnv1a(bytes: Uint8Array, len: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < len; i++) {
    h ^= bytes[i];
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function hashSlotsFor(count: number): number {
  let slots = 1024;
  while (slots < count * 2) slots *= 2;
  return slots;
}

function sectionSizes(dimension: number, count: number, vocabBytes: number, slots: number) {
  const offsets = align8((count + 1) * 4);
  const vocab = align8(vocabBytes);
  const scales = align8(count * 4);
  const quant = align8(count * dimension);
  const hash = slots * 4;
  return { offsets, vocab, scales, quant, hash, body: offsets + vocab + scales + quant + hash };
}

/** Serialises a cache into one buffer (header + body, checksum filled in). */
export function encodeCache(input: CacheInput): Buffer {
  const { dimension, words, scales, quant, source } = input;
  const count = words.length;
  if (scales.length !== count || quant.length !== count * dimension) throw new Error('cache input sizes disagree');
  const encoder = new TextEncoder();
  const encoded = words.map((w) => encoder.encode(w));
  const vocabBytes = encoded.reduce((n, b) => n + b.length, 0);
  const slots = hashSlotsFor(count);
  const sizes = sectionSizes(dimension, count, vocabBytes, slots);
  const out = Buffer.alloc(HEADER_BYTES + sizes.body);
  const ab = out.buffer;
  let at = out.byteOffset + HEADER_BYTES;

  const offsets = new Uint32Array(ab, at, count + 1);
  at += sizes.offsets;
  const vocab = new Uint8Array(ab, at, vocabBytes);
  at += sizes.vocab;
  let p = 0;
  for (let i = 0; i < count; i++) {
    offsets[i] = p;
    vocab.set(encoded[i], p);
    p += encoded[i].length;
  }
  offsets[count] = p;
  new Float32Array(ab, at, count).set(scales);
  at += sizes.scales;
  new Int8Array(ab, at, count * dimension).set(quant);
  at += sizes.quant;
  const hash = new Int32Array(ab, at, slots).fill(-1);
  const mask = slots - 1;
  for (let i = 0; i < count; i++) {
    const bytes = encoded[i];
    let slot = fnv1a(bytes, bytes.length) & mask;
    while (hash[slot] !== -1) slot = (slot + 1) & mask;
    hash[slot] = i;
  }

  out.write(CACHE_MAGIC, 0, 'latin1');
  out.writeUInt32LE(CACHE_FORMAT_VERSION, 8);
  out.writeUInt32LE(dimension, 12);
  out.writeUInt32LE(count, 16);
  out.writeUInt32LE(slots, 20);
  out.writeUInt32LE(vocabBytes, 24);
  out.writeUInt32LE(sizes.body, 32);
  out.writeDoubleLE(source.size, 40);
  out.writeDoubleLE(source.mtimeMs, 48);
  out.writeUInt32LE(crc32(out.subarray(HEADER_BYTES)), 28);
  return out;
}

export type DecodeResult = { ok: true; data: CacheData } | { ok: false; reason: string };

/** Validates header, sizes and checksum, and returns views into `buf` (copied once if misaligned). */
export function decodeCache(buf: Buffer): DecodeResult {
  if (os.endianness() !== 'LE') return { ok: false, reason: 'big-endian machines are not supported' };
  if (buf.length < HEADER_BYTES) return { ok: false, reason: `file is ${buf.length} bytes, shorter than the header` };
  if (buf.toString('latin1', 0, 8) !== CACHE_MAGIC) return { ok: false, reason: 'not a Quarry word-vector cache' };
  const version = buf.readUInt32LE(8);
  if (version !== CACHE_FORMAT_VERSION) return { ok: false, reason: `format version ${version}, expected ${CACHE_FORMAT_VERSION}` };
  const dimension = buf.readUInt32LE(12);
  const count = buf.readUInt32LE(16);
  const slots = buf.readUInt32LE(20);
  const vocabBytes = buf.readUInt32LE(24);
  const checksum = buf.readUInt32LE(28);
  const bodyLength = buf.readUInt32LE(32);
  if (dimension === 0 || count === 0) return { ok: false, reason: 'empty vocabulary' };
  if (slots < count * 2 || (slots & (slots - 1)) !== 0) return { ok: false, reason: 'bad hash table size' };
  const sizes = sectionSizes(dimension, count, vocabBytes, slots);
  if (sizes.body !== bodyLength || buf.length !== HEADER_BYTES + bodyLength) {
    return { ok: false, reason: `size mismatch: file ${buf.length} bytes, header says ${HEADER_BYTES + bodyLength}, sections need ${HEADER_BYTES + sizes.body}` };
  }
  if (crc32(buf.subarray(HEADER_BYTES)) !== checksum) return { ok: false, reason: 'checksum mismatch' };

  let bytes = buf;
  if (bytes.byteOffset % 8 !== 0) bytes = Buffer.from(bytes); // copy to an aligned buffer
  const ab = bytes.buffer;
  let at = bytes.byteOffset + HEADER_BYTES;
  const offsets = new Uint32Array(ab, at, count + 1);
  at += sizes.offsets;
  const vocab = new Uint8Array(ab, at, vocabBytes);
  at += sizes.vocab;
  const scales = new Float32Array(ab, at, count);
  at += sizes.scales;
  const quant = new Int8Array(ab, at, count * dimension);
  at += sizes.quant;
  const hash = new Int32Array(ab, at, slots);
  if (offsets[0] !== 0 || offsets[count] !== vocabBytes) return { ok: false, reason: 'bad vocabulary offsets' };
  return {
    ok: true,
    data: {
      dimension, count, offsets, vocab, scales, quant, hash,
      source: { size: bytes.readDoubleLE(40), mtimeMs: bytes.readDoubleLE(48) },
      byteLength: bytes.length,
    },
  };
}
