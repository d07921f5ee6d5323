// A small GGUF header reader: metadata key/values and tensor descriptions, without loading the model.
// Arrays are not kept (only their element type and length), except short ones, so that vocabularies of 150k
// tokens cost a skip rather than an allocation. Spec: GGUF v2/v3, little-endian.

import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

export type GgufScalar = string | number | bigint | boolean;
export interface GgufArraySummary { arrayType: number; length: number; items?: GgufScalar[] }
export type GgufValue = GgufScalar | GgufArraySummary;

export interface GgufTensorHeader {
  name: string;
  dims: number[];
  ggmlType: number;
  /** Offset from the start of the tensor data section. */
  offset: number;
}

export interface GgufHeader {
  version: number;
  metadata: Map<string, GgufValue>;
  tensors: GgufTensorHeader[];
  alignment: number;
  /** Byte offset where tensor data starts. */
  dataOffset: number;
  fileSize: number;
}

/** Thrown for files that are not readable GGUF; the message says what is wrong. */
export class GgufFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GgufFormatError';
  }
}

const TYPE = { UINT8: 0, INT8: 1, UINT16: 2, INT16: 3, UINT32: 4, INT32: 5, FLOAT32: 6, BOOL: 7, STRING: 8, ARRAY: 9, UINT64: 10, INT64: 11, FLOAT64: 12 } as const;
const FIXED_SIZE: Record<number, number> = { 0: 1, 1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 4, 7: 1, 10: 8, 11: 8, 12: 8 };
/** Arrays up to this length are kept whole (e.g. per-layer head counts). */
const KEEP_ARRAY_ITEMS = 64;
const MAX_STRING = 64 * 1024 * 1024;

class FileCursor {
  private buf = Buffer.alloc(0);
  private bufStart = 0;
  pos = 0;
  constructor(private readonly fd: number, readonly fileSize: number) {}

  private ensure(n: number, what: string): void {
    const have = this.bufStart + this.buf.length - this.pos;
    if (have >= n) return;
    if (this.pos + n > this.fileSize) {
      throw new GgufFormatError(`file ends inside the header (while reading ${what} at byte ${this.pos}; file has ${this.fileSize} bytes): it is truncated`);
    }
    const want = Math.max(n, 1 << 20);
    const chunk = Buffer.alloc(Math.min(want, this.fileSize - this.pos));
    readSync(this.fd, chunk, 0, chunk.length, this.pos);
    this.buf = chunk;
    this.bufStart = this.pos;
  }
  private take(n: number, what: string): Buffer {
    this.ensure(n, what);
    const at = this.pos - this.bufStart;
    this.pos += n;
    return this.buf.subarray(at, at + n);
  }
  skip(n: number, what: string): void {
    if (this.pos + n > this.fileSize) this.ensure(n, what);
    this.pos += n;
  }
  u32(what: string): number { return this.take(4, what).readUInt32LE(0); }
  u64(what: string): number {
    const v = this.take(8, what).readBigUInt64LE(0);
    if (v > BigInt(Number.MAX_SAFE_INTEGER)) throw new GgufFormatError(`${what} is implausibly large (${v})`);
    return Number(v);
  }
  str(what: string): string {
    const len = this.u64(`${what} length`);
    if (len > MAX_STRING) throw new GgufFormatError(`${what} has an implausible length (${len})`);
    return this.take(len, what).toString('utf8');
  }
  scalar(type: number, what: string): GgufScalar {
    switch (type) {
      case TYPE.UINT8: return this.take(1, what).readUInt8(0);
      case TYPE.INT8: return this.take(1, what).readInt8(0);
      case TYPE.UINT16: return this.take(2, what).readUInt16LE(0);
      case TYPE.INT16: return this.take(2, what).readInt16LE(0);
      case TYPE.UINT32: return this.take(4, what).readUInt32LE(0);
      case TYPE.INT32: return this.take(4, what).readInt32LE(0);
      case TYPE.FLOAT32: return this.take(4, what).readFloatLE(0);
      case TYPE.BOOL: return this.take(1, what).readUInt8(0) !== 0;
      case TYPE.STRING: return this.str(what);
      case TYPE.UINT64: { const v = this.take(8, what).readBigUInt64LE(0); return v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v; }
      case TYPE.INT64: { const v = this.take(8, what).readBigInt64LE(0); return v <= BigInt(Number.MAX_SAFE_INTEGER) && v >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(v) : v; }
      case TYPE.FLOAT64: return this.take(8, what).readDoubleLE(0);
      default: throw new GgufFormatError(`${what} has unknown value type ${type}`);
    }
  }
}

function readValue(c: FileCursor, type: number, key: string): GgufValue {
  if (type !== TYPE.ARRAY) return c.scalar(type, `value of ${key}`);
  const arrayType = c.u32(`array type of ${key}`);
  const length = c.u64(`array length of ${key}`);
  if (arrayType === TYPE.ARRAY) throw new GgufFormatError(`${key} is a nested array, which this reader does not support`);
  if (length <= KEEP_ARRAY_ITEMS) {
    const items: GgufScalar[] = [];
    for (let i = 0; i < length; i++) items.push(c.scalar(arrayType, `item ${i} of ${key}`));
    return { arrayType, length, items };
  }
  if (arrayType === TYPE.STRING) {
    for (let i = 0; i < length; i++) {
      const len = c.u64(`item ${i} of ${key}`);
      c.skip(len, `item ${i} of ${key}`);
    }
  } else {
    const size = FIXED_SIZE[arrayType];
    if (size === undefined) throw new GgufFormatError(`${key} has unknown array item type ${arrayType}`);
    c.skip(size * length, `items of ${key}`);
  }
  return { arrayType, length };
}

/** Read the header of a GGUF file. Throws GgufFormatError for malformed files, and fs errors for unreadable ones. */
export function readGgufHeader(path: string): GgufHeader {
  const fd = openSync(path, 'r');
  try {
    const fileSize = fstatSync(fd).size;
    const c = new FileCursor(fd, fileSize);
    if (fileSize < 4) throw new GgufFormatError(`file has only ${fileSize} bytes; not a GGUF file`);
    const magic = Buffer.alloc(4);
    readSync(fd, magic, 0, 4, 0);
    if (magic.toString('latin1') !== 'GGUF') throw new GgufFormatError('file does not start with "GGUF"; not a GGUF model');
    c.skip(4, 'magic');
    const version = c.u32('version');
    if (version !== 2 && version !== 3) throw new GgufFormatError(`GGUF version ${version} is not supported (2 and 3 are)`);
    const tensorCount = c.u64('tensor count');
    const kvCount = c.u64('metadata count');
    const metadata = new Map<string, GgufValue>();
    for (let i = 0; i < kvCount; i++) {
      const key = c.str(`metadata key ${i}`);
      const type = c.u32(`value type of ${key}`);
      metadata.set(key, readValue(c, type, key));
    }
    const tensors: GgufTensorHeader[] = [];
    for (let i = 0; i < tensorCount; i++) {
      const name = c.str(`tensor name ${i}`);
      const nDims = c.u32(`dimension count of ${name}`);
      if (nDims > 8) throw new GgufFormatError(`tensor ${name} has ${nDims} dimensions`);
      const dims: number[] = [];
      for (let d = 0; d < nDims; d++) dims.push(c.u64(`dimension ${d} of ${name}`));
      const ggmlType = c.u32(`type of ${name}`);
      const offset = c.u64(`offset of ${name}`);
      tensors.push({ name, dims, ggmlType, offset });
    }
    const alignmentValue = metadata.get('general.alignment');
    const alignment = typeof alignmentValue === 'number' && alignmentValue > 0 ? alignmentValue : 32;
    const dataOffset = Math.ceil(c.pos / alignment) * alignment;
    return { version, metadata, tensors, alignment, dataOffset, fileSize };
  } finally {
    closeSync(fd);
  }
}

/** [elements per block, bytes per block] of ggml tensor types whose sizes this reader knows. */
const GGML_TYPE_SIZE: Record<number, [number, number]> = {
  0: [1, 4], 1: [1, 2], 2: [32, 18], 3: [32, 20], 6: [32, 22], 7: [32, 24], 8: [32, 34], 9: [32, 36],
  10: [256, 84], 11: [256, 110], 12: [256, 144], 13: [256, 176], 14: [256, 210], 15: [256, 292],
  20: [32, 18], 23: [256, 136], 24: [1, 1], 25: [1, 2], 26: [1, 4], 27: [1, 8], 28: [1, 8], 30: [1, 2],
};

/** Bytes a tensor's data takes, or null for a tensor type this reader does not know. */
export function tensorByteSize(t: GgufTensorHeader): number | null {
  const size = GGML_TYPE_SIZE[t.ggmlType];
  if (!size) return null;
  const elements = t.dims.reduce((a, b) => a * b, 1);
  return Math.ceil(elements / size[0]) * size[1];
}

/** The smallest file size that holds every tensor's data (unknown tensor types count as their offset only). */
export function requiredFileSize(h: GgufHeader): number {
  let end = 0;
  for (const t of h.tensors) end = Math.max(end, t.offset + (tensorByteSize(t) ?? 1));
  return h.dataOffset + end;
}
