// Web mode's HTTP surface: 127.0.0.1 only, a per-run token, Host and Origin checks, JSON-only calls, no path
// traversal; and over the real worker, no file outside the library.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer, type EngineEndpoint, type WebServer } from '../../electron/server/http-app.ts';
import { startWebMode, type WebMode } from '../../electron/server/web-mode.ts';
import type { QuarryEvent } from '../../shared/api.ts';
import { tempDir } from '../helpers/tmp.ts';
import { smallFolder } from './helpers.ts';

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(port: number, opts: { method?: string; path: string; headers?: Record<string, string>; body?: string; firstChunkOnly?: boolean }): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: opts.method ?? 'GET', path: opts.path, headers: { Host: `127.0.0.1:${port}`, ...opts.headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
        if (opts.firstChunkOnly) {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
          req.destroy();
        }
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', (e) => (opts.firstChunkOnly ? undefined : reject(e)));
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

const call = (port: number, op: string, arg: unknown, headers: Record<string, string> = {}) =>
  request(port, { method: 'POST', path: `/api/call/${op}`, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ arg }) });

describe('web mode HTTP security (stub engine)', () => {
  const token = 'test-token-0123456789';
  let server: WebServer;
  let emit: (e: QuarryEvent) => void = () => undefined;
  const calls: Array<[string, unknown]> = [];
  const staticDir = tempDir('quarry-static-');
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Quarry</title>');
  fs.writeFileSync(path.join(path.dirname(staticDir), `${path.basename(staticDir)}-secret.txt`), 'secret');

  beforeAll(async () => {
    const engine: EngineEndpoint = {
      call: async (op, arg) => {
        calls.push([op, arg]);
        return { op };
      },
      onEvent: (l) => {
        emit = l;
        return () => undefined;
      },
    };
    server = await startWebServer({ engine, staticDir, token, port: 0 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('listens on 127.0.0.1 and prints a URL carrying the token', () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/?token=${token}`);
  });

  it('refuses API calls without the token or with a wrong one', async () => {
    expect((await call(server.port, 'libraryOverview', undefined)).status).toBe(401);
    expect((await call(server.port, 'libraryOverview', undefined, { 'X-Quarry-Token': 'wrong' })).status).toBe(401);
    expect((await request(server.port, { path: '/api/events' })).status).toBe(401);
    expect(calls).toEqual([]);
    const ok = await call(server.port, 'libraryOverview', undefined, { 'X-Quarry-Token': token });
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toEqual({ ok: true, value: { op: 'libraryOverview' } });
  });

  it('refuses a foreign Origin, a cross-site fetch and a foreign Host even with the token', async () => {
    const t = { 'X-Quarry-Token': token };
    expect((await call(server.port, 'libraryOverview', undefined, { ...t, Origin: 'http://evil.example' })).status).toBe(403);
    expect((await call(server.port, 'libraryOverview', undefined, { ...t, Origin: `http://127.0.0.1:${server.port + 1}` })).status).toBe(403);
    expect((await call(server.port, 'libraryOverview', undefined, { ...t, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await call(server.port, 'libraryOverview', undefined, { ...t, Host: `evil.example:${server.port}` })).status).toBe(403);
    expect((await request(server.port, { path: '/', headers: { Host: 'attacker.test' } })).status).toBe(403);
    expect((await call(server.port, 'libraryOverview', undefined, { ...t, Origin: `http://localhost:${server.port}`, Host: `localhost:${server.port}` })).status).toBe(200);
  });

  it('takes the token in the query string only for the event stream, never for a call', async () => {
    const before = calls.length;
    const inUrl = await request(server.port, { method: 'POST', path: `/api/call/libraryOverview?token=${token}`, headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(inUrl.status).toBe(401);
    expect(calls.length).toBe(before);
  });

  it('answers a body over 1 MiB with 413 and a reason, not a reset, whether its length is declared or not', async () => {
    const big = JSON.stringify({ arg: { question: 'x'.repeat(1.5 * 2 ** 20) } });
    const declared = await request(server.port, { method: 'POST', path: '/api/call/ask', headers: { 'X-Quarry-Token': token, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(big)) }, body: big });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body).error.message).toMatch(/larger than 1 MiB/);
    const chunked = await request(server.port, { method: 'POST', path: '/api/call/ask', headers: { 'X-Quarry-Token': token, 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }, body: big });
    expect(chunked.status).toBe(413);
    expect(calls.some(([op]) => op === 'ask')).toBe(false);
  });

  it('takes calls as JSON only and knows only the contract operations', async () => {
    const form = await request(server.port, { method: 'POST', path: '/api/call/libraryOverview', headers: { 'X-Quarry-Token': token, 'Content-Type': 'text/plain' }, body: '{}' });
    expect(form.status).toBe(415);
    expect((await call(server.port, 'constructor', undefined, { 'X-Quarry-Token': token })).status).toBe(404);
    expect((await call(server.port, 'close', undefined, { 'X-Quarry-Token': token })).status).toBe(404);
    const bad = await request(server.port, { method: 'POST', path: '/api/call/ask', headers: { 'X-Quarry-Token': token, 'Content-Type': 'application/json' }, body: '{nope' });
    expect(bad.status).toBe(400);
  });

  it('streams engine events to token holders as server-sent events', async () => {
    const pending = request(server.port, { path: `/api/events?token=${token}`, firstChunkOnly: true });
    const first = await pending;
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('text/event-stream');
    const got = new Promise<string>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port: server.port, path: `/api/events?token=${token}`, headers: { Host: `127.0.0.1:${server.port}` } }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          if (c.startsWith('data:')) {
            resolve(c);
            req.destroy();
          }
        });
        setTimeout(() => emit({ type: 'library-changed' }), 50);
      });
    });
    expect(await got).toBe(`data: ${JSON.stringify({ type: 'library-changed' })}\n\n`);
  });

  it('serves the UI with a strict CSP and never a file outside its folder', async () => {
    const index = await request(server.port, { path: '/' });
    expect(index.status).toBe(200);
    expect(index.headers['content-security-policy']).toContain("default-src 'none'");
    expect(index.headers['content-security-policy']).toContain("script-src 'self'");
    expect(index.headers['referrer-policy']).toBe('no-referrer');
    for (const p of [`/../${path.basename(staticDir)}-secret.txt`, `/%2e%2e/${path.basename(staticDir)}-secret.txt`, '/..%2f..%2fetc%2fpasswd', '/assets/%00x.js']) {
      const r = await request(server.port, { path: p });
      expect(r.body, p).not.toContain('secret');
      expect(r.body, p).not.toContain('root:');
    }
  });
});

describe('web mode over the engine worker', () => {
  let web: WebMode;
  beforeAll(async () => {
    web = await startWebMode({
      libraryPath: path.join(tempDir(), 'lib.quarry'),
      modelsDir: tempDir('quarry-models-'),
      skipBuild: true,
      engineModule: path.resolve(import.meta.dirname, 'fixtures/record-engine.ts'),
    });
  });
  afterAll(async () => {
    await web?.close();
  });

  it('refuses to read files outside the library over HTTP', async () => {
    const t = { 'X-Quarry-Token': web.token };
    const folder = smallFolder();
    expect((await call(web.port, 'addFolder', { path: folder }, t)).status).toBe(200);
    for (let i = 0; i < 100; i++) {
      const o = JSON.parse((await call(web.port, 'libraryOverview', undefined, t)).body);
      if (o.value.indexing && !o.value.indexing.running) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const inside = await call(web.port, 'readDocument', { path: 'guides/battery-care.md' }, t);
    expect(inside.status).toBe(200);
    expect(JSON.parse(inside.body).value.text).toContain('Battery care');
    for (const p of ['../../etc/passwd', '/etc/passwd', `${folder}/../../../etc/passwd`]) {
      const r = await call(web.port, 'readDocument', { path: p }, t);
      expect(r.status, p).toBe(403);
      expect(JSON.parse(r.body).error.code).toBe('PATH_OUTSIDE_LIBRARY');
      expect(r.body).not.toContain('root:');
    }
  });

  it('refuses SERVICE and updates in the query inspector with reasons a person understands', async () => {
    const t = { 'X-Quarry-Token': web.token };
    const service = await call(web.port, 'runSparql', { query: 'SELECT * WHERE { SERVICE <http://example.org/sparql> { ?s ?p ?o } }' }, t);
    expect(service.status).toBe(400);
    expect(JSON.parse(service.body).error).toMatchObject({ code: 'QUERY_REFUSED', message: expect.stringMatching(/answers from this library only/) });
    const update = await call(web.port, 'runSparql', { query: 'INSERT DATA { <urn:a> <urn:b> "c" }' }, t);
    expect(update.status).toBe(400);
    expect(JSON.parse(update.body).error.message).toMatch(/would change the library .*only queries that read are allowed here/);
    expect(update.body).not.toMatch(/--update/);
  });

  it('refuses control characters as conditions and states the one question limit', async () => {
    const t = { 'X-Quarry-Token': web.token };
    const long = await call(web.port, 'ask', { question: 'which phone '.repeat(200), requestId: 'long' }, t);
    expect(long.status).toBe(400);
    expect(JSON.parse(long.body).error.message).toMatch(/the limit is 2,000/);
    const escapes = await call(web.port, 'ask', { question: '\u001b[31m\u0007\u0000', requestId: 'esc' }, t);
    expect(JSON.parse(escapes.body).error).toMatchObject({ code: 'QUESTION_INVALID', message: expect.stringMatching(/empty/) });
  });

  it('answers other calls while a runaway query runs, and stops the query at its time limit', async () => {
    const t = { 'X-Quarry-Token': web.token };
    await call(web.port, 'runSparql', { query: 'SELECT ?s WHERE { ?s ?p ?o } LIMIT 1' }, t); // the query workers are warm
    const started = Date.now();
    let settled = false;
    const runaway = call(web.port, 'runSparql', { query: 'SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l . ?m ?n2 ?o }' }, t).finally(() => (settled = true));
    const latencies: number[] = [];
    while (!settled && latencies.length < 20) {
      const t0 = Date.now();
      const r = await call(web.port, 'libraryOverview', undefined, t);
      if (!settled) latencies.push(Date.now() - t0);
      expect(r.status).toBe(200);
      await new Promise((r2) => setTimeout(r2, 100));
    }
    const reply = await runaway;
    const took = Date.now() - started;
    expect(latencies.length).toBeGreaterThanOrEqual(5); // answered again and again while the query ran
    expect(Math.max(...latencies)).toBeLessThan(2000); // generous: the measured latency is in `bench limits`
    expect(reply.status).toBe(504);
    expect(JSON.parse(reply.body).error).toMatchObject({ code: 'QUERY_TIMEOUT', message: expect.stringMatching(/time limit of 5 s/) });
    expect(took).toBeLessThan(5000 + 2000);
  }, 30_000);

  it('hands a library document’s file over as a download only, with the token, and no other file', async () => {
    const t = { 'X-Quarry-Token': web.token };
    const doc = JSON.parse((await call(web.port, 'readDocument', { path: 'guides/battery-care.md' }, t)).body).value as { docId: number; path: string };
    const file = await request(web.port, { path: `/api/file/${doc.docId}`, headers: t });
    expect(file.status).toBe(200);
    expect(file.body).toBe(fs.readFileSync(doc.path, 'utf8'));
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="battery-care\.md"/);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect((await request(web.port, { path: `/api/file/${doc.docId}` })).status).toBe(401);
    const missing = await request(web.port, { path: '/api/file/999999', headers: t });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body).error.code).toBe('FILE_NOT_FOUND');
    expect((await request(web.port, { path: '/api/file/..%2f..%2fetc%2fpasswd', headers: t })).body).not.toContain('root:');
  });
});
