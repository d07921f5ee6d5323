// CRC-32 (IEEE) of a byte range: zlib's native one where Node has it (>= 20.15), else a table-driven fallback.
import zlib from 'node:zlib';

type NativeCrc = (data: Uint8Array, value?: number) => number;
const nativeCrc32: NativeCrc | undefined = (zlib as unknown as { crc32?: NativeCrc }).crc32;

let table: Uint32Array | null = null;
function crcTable(): Uint32Array {
  if (table) return table;
  table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}

export function crc32js(data: Uint8Array): number {
  const t = crcTable();
  let c = 0xffffffff;
  for (let i = 0; i < data.length; i++) c = t[(c ^ data[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export function crc32(data: Uint8Array): number {
  return nativeCrc32 ? nativeCrc32(data) >>> 0 : crc32js(data);
}
