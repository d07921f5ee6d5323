// Web mode's HTTP server: the built UI, the operations of shared/api.ts as POST /api/call/<operation>, and the
// engine's events as server-sent events on GET /api/events. Bound to 127.0.0.1 with a per-run token.
import fs from 'node:fs';
import path from 'node:path';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isOperationName, type DocumentFile, type OperationName, type QuarryEvent } from '../../shared/api.ts';
import { quarryError } from '../engine/errors.ts';
import { httpStatusOf, toWireError } from '../engine/api/wire-error.ts';
import { SECURITY_HEADERS, hostAllowed, originAllowed, requestToken, tokenValid, type AccessPolicy } from './security.ts';
import { serveStatic } from './static-files.ts';

export interface EngineEndpoint {
  call(op: OperationName, arg: unknown): Promise<unknown>;
  onEvent(listener: (event: QuarryEvent) => void): () => void;
}

export interface WebServerOptions {
  engine: EngineEndpoint;
  /** The built renderer (index.html + assets). */
  staticDir: string;
  token: string;
  /** 0 picks a free port. */
  port: number;
}

export interface WebServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

const MAX_BODY = 1 << 20;

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

function refuse(res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, { ok: false, error: { code: 'ACCESS_DENIED', message } });
}

/** A body over the limit: the request is answered 413 once its body has been read (and dropped) to its end. */
class BodyTooLarge extends Error {}

/** The most a refused body is drained for before the connection is cut instead. */
const MAX_DRAIN = 64 << 20;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY) chunks.push(c);
      else if (size > MAX_DRAIN) req.destroy();
      // over the limit: keep reading and dropping, so the client is not reset while it still sends
    });
    req.on('end', () => (size > MAX_BODY ? reject(new BodyTooLarge()) : resolve(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

const tooLarge = { code: 'BAD_ARGUMENT', message: `the request body is larger than ${MAX_BODY / (1 << 20)} MiB` };

export function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const policy: AccessPolicy = { port: options.port, token: options.token };
  const streams = new Set<ServerResponse>();
  const unsubscribe = options.engine.onEvent((event) => {
    const frame = `data: ${JSON.stringify(event)}\n\n`;
    for (const s of streams) s.write(frame);
  });

  async function handleApi(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    if (!tokenValid(requestToken(req), policy.token)) return refuse(res, 401, 'missing or wrong token');
    if (pathname === '/api/events' && req.method === 'GET') {
      res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.write(': connected\n\n');
      streams.add(res);
      const ping = setInterval(() => res.write(': ping\n\n'), 15_000);
      req.on('close', () => {
        clearInterval(ping);
        streams.delete(res);
      });
      return;
    }
    const file = /^\/api\/file\/(\d+)$/.exec(pathname);
    if (file && req.method === 'GET') return sendDocumentFile(res, Number(file[1]));
    const match = /^\/api\/call\/([A-Za-z]+)$/.exec(pathname);
    if (!match || req.method !== 'POST') return sendJson(res, 404, { ok: false, error: { code: 'NOT_FOUND', message: 'no such endpoint' } });
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return refuse(res, 415, 'send application/json');
    const op = match[1];
    if (!isOperationName(op)) return sendJson(res, 404, { ok: false, error: { code: 'BAD_ARGUMENT', message: `unknown operation ${op}` } });
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY) {
      // refused before reading; the body is drained so the reply reaches the client
      res.shouldKeepAlive = false;
      sendJson(res, 413, { ok: false, error: tooLarge });
      if (declared <= MAX_DRAIN) req.resume();
      else req.destroy();
      return;
    }
    try {
      const raw = await readBody(req);
      const body = raw ? (JSON.parse(raw) as { arg?: unknown }) : {};
      const value = await options.engine.call(op, body.arg);
      sendJson(res, 200, { ok: true, value: value ?? null });
    } catch (e) {
      if (e instanceof BodyTooLarge) return sendJson(res, 413, { ok: false, error: tooLarge });
      const error = e instanceof SyntaxError ? { code: 'BAD_ARGUMENT', message: 'malformed JSON' } : toWireError(e);
      sendJson(res, httpStatusOf(error.code), { ok: false, error });
    }
  }

  /**
   * "Open file" in the browser: the document's own file as a download (never rendered at our origin, where an
   * HTML file's scripts would run with the page's rights). Only documents of the library, as locateDocument checks.
   */
  async function sendDocumentFile(res: ServerResponse, docId: number): Promise<void> {
    let doc: DocumentFile;
    try {
      doc = (await options.engine.call('locateDocument', { docId })) as DocumentFile;
    } catch (e) {
      const error = toWireError(e);
      return sendJson(res, httpStatusOf(error.code), { ok: false, error });
    }
    const name = path.basename(doc.path);
    const stream = fs.createReadStream(doc.path);
    stream.once('open', () => {
      res.writeHead(200, {
        ...SECURITY_HEADERS,
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Content-Type': 'application/octet-stream',
        'Content-Length': String(doc.sizeBytes),
        'Content-Disposition': `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        'Cache-Control': 'no-store',
      });
      stream.pipe(res);
    });
    stream.once('error', () => {
      if (!res.headersSent) sendJson(res, 404, { ok: false, error: { code: 'FILE_NOT_FOUND', message: `File not found: ${doc.relpath}` } });
      else res.destroy();
    });
  }

  const server = http.createServer((req, res) => {
    if (!hostAllowed(req, policy)) return refuse(res, 403, 'wrong Host header');
    if (!originAllowed(req, policy)) return refuse(res, 403, 'foreign origin');
    const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (pathname.startsWith('/api/')) {
      handleApi(req, res, pathname).catch((e) => sendJson(res, 500, { ok: false, error: toWireError(e) }));
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 'method not allowed');
    if (!serveStatic(options.staticDir, pathname, res)) sendJson(res, 404, { ok: false, error: { code: 'NOT_FOUND', message: 'not found' } });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      const port = (server.address() as AddressInfo).port;
      policy.port = port;
      resolve({
        port,
        url: `http://127.0.0.1:${port}/?token=${encodeURIComponent(options.token)}`,
        close: () =>
          new Promise<void>((done) => {
            unsubscribe();
            for (const s of streams) s.end();
            streams.clear();
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
