// Downloading a GGUF model into the models folder, through node-llama-cpp's own downloader (ipull underneath:
// parallel connections, a `.ipull` temp file that an interrupted download resumes from), then a SHA-256 check
// of the finished file. Only ever started by a user's click; nothing here runs at start-up.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { quarryError, isQuarryError, errorMessage, type QuarryError } from '../errors.ts';

export interface ModelDownloadProgress {
  downloadedBytes: number;
  totalBytes: number;
}

export interface ModelDownloadRequest {
  url: string;
  /** The models folder. */
  dir: string;
  fileName: string;
  /**
   * Expected SHA-256 (hex). When null, the checksum the server states for the file is used (Hugging Face's
   * `X-Linked-Etag` of a large file); with neither, the file is kept unverified and the result says so.
   */
  sha256: string | null;
  signal?: AbortSignal;
  onProgress?: (p: ModelDownloadProgress) => void;
  /** Called once the downloader knows how much an earlier, interrupted download already fetched. */
  onStart?: (p: ModelDownloadProgress & { resumedFromBytes: number }) => void;
  /** Parallel connections (default 4; tests use 1 so an interruption is deterministic). */
  connections?: number;
}

export interface ModelDownloadResult {
  path: string;
  sizeBytes: number;
  sha256: string;
  /** Where the checksum that was checked came from. */
  verifiedBy: 'catalogue' | 'server' | null;
  resumedFromBytes: number;
}

/** The file's SHA-256, read as a stream. */
export async function sha256File(file: string, signal?: AbortSignal): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 1 << 20 })) {
    if (signal?.aborted) throw quarryError('CANCELLED', 'model download');
    hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}

const OFFLINE_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'ENETDOWN', 'EHOSTUNREACH', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT']);

/** The network error code anywhere in an error's cause chain (fetch wraps them). */
function networkCode(e: unknown): string | null {
  for (let cur: unknown = e, depth = 0; cur && depth < 6; depth++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && OFFLINE_CODES.has(code)) return code;
    cur = (cur as { cause?: unknown }).cause;
  }
  return /fetch failed|getaddrinfo|network/i.test(errorMessage(e)) ? 'NETWORK' : null;
}

function downloadError(e: unknown, url: string): QuarryError {
  if (isQuarryError(e)) return e;
  const host = (() => {
    try {
      return new URL(url).host;
    } catch {
      return url;
    }
  })();
  const code = networkCode(e);
  if (code) return quarryError('MODEL_DOWNLOAD_OFFLINE', `${host} cannot be reached (${code}); check the internet connection and try again`);
  return quarryError('MODEL_DOWNLOAD_FAILED', `${host}: ${errorMessage(e)}`);
}

/**
 * Asks the server about the file before the downloader (which retries a refused connection for minutes) starts:
 * unreachable is reported at once, an HTTP error by its status, and the SHA-256 the server states is returned
 * (Hugging Face's large files carry it as X-Linked-Etag, on the redirect to their storage).
 */
async function probe(url: string, signal?: AbortSignal): Promise<{ sha256: string | null }> {
  const timeout = AbortSignal.timeout(15_000);
  let res: Response;
  try {
    res = await fetch(url, { method: 'HEAD', redirect: 'manual', signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (e) {
    if (signal?.aborted) throw quarryError('CANCELLED', 'model download');
    throw downloadError(timeout.aborted ? Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' }) : e, url);
  }
  if (res.status >= 400) throw quarryError('MODEL_DOWNLOAD_FAILED', `${new URL(url).host} answered HTTP ${res.status} for ${url}`);
  const tag = res.headers.get('x-linked-etag') ?? '';
  const m = /^(?:W\/)?"?([0-9a-f]{64})"?$/i.exec(tag.trim());
  return { sha256: m ? m[1].toLowerCase() : null };
}

/**
 * Downloads `url` into `dir/fileName` (resuming `fileName.ipull` when an earlier download was interrupted), then
 * checks its SHA-256; a mismatch deletes the file and throws MODEL_CHECKSUM_MISMATCH.
 */
export async function downloadModelFile(req: ModelDownloadRequest): Promise<ModelDownloadResult> {
  if (path.basename(req.fileName) !== req.fileName || !req.fileName.toLowerCase().endsWith('.gguf')) {
    throw quarryError('BAD_ARGUMENT', `${req.fileName} is not a .gguf file name`);
  }
  fs.mkdirSync(req.dir, { recursive: true });
  const target = path.join(req.dir, req.fileName);
  const stated = fs.existsSync(target) ? { sha256: null } : await probe(req.url, req.signal);
  const expected = req.sha256?.toLowerCase() ?? stated.sha256;
  const verifiedBy: ModelDownloadResult['verifiedBy'] = req.sha256 ? 'catalogue' : expected ? 'server' : null;
  let resumedFromBytes = 0;
  if (!fs.existsSync(target)) {
    const { createModelDownloader } = await import('node-llama-cpp');
    let downloader: Awaited<ReturnType<typeof createModelDownloader>>;
    try {
      downloader = await createModelDownloader({
        modelUri: req.url,
        dirPath: req.dir,
        fileName: req.fileName,
        skipExisting: false,
        // an interrupted or cancelled download keeps its temp file, so the next one resumes from it
        deleteTempFileOnCancel: false,
        parallelDownloads: req.connections ?? 4,
        onProgress: (s) => req.onProgress?.({ downloadedBytes: s.downloadedSize, totalBytes: s.totalSize }),
      });
    } catch (e) {
      throw downloadError(e, req.url);
    }
    resumedFromBytes = downloader.downloadedSize;
    req.onStart?.({ downloadedBytes: downloader.downloadedSize, totalBytes: downloader.totalSize, resumedFromBytes });
    try {
      await downloader.download({ signal: req.signal });
    } catch (e) {
      if (req.signal?.aborted) throw quarryError('CANCELLED', 'model download');
      throw downloadError(e, req.url);
    }
    if (req.signal?.aborted) throw quarryError('CANCELLED', 'model download');
  }
  const actual = await sha256File(target, req.signal);
  if (expected && actual !== expected) {
    fs.rmSync(target, { force: true });
    throw quarryError('MODEL_CHECKSUM_MISMATCH', `${req.fileName}: expected SHA-256 ${expected}, got ${actual}`);
  }
  return { path: target, sizeBytes: fs.statSync(target).size, sha256: actual, verifiedBy: expected ? verifiedBy : null, resumedFromBytes };
}
