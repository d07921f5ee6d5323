// Serves the built renderer (dist/renderer): index.html for the app, hashed assets under /assets/.
import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from './security.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** Sends a file of `root` for the URL path, or index.html for the app's routes; false when there is none. */
export function serveStatic(root: string, urlPath: string, res: ServerResponse): boolean {
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath);
  } catch {
    return false;
  }
  if (rel.includes('\0')) return false;
  const wantsFile = rel.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(rel);
  const file = wantsFile ? path.join(root, path.normalize(rel)) : path.join(root, 'index.html');
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return false;
  let body: Buffer;
  try {
    body = fs.readFileSync(file);
  } catch {
    return false;
  }
  const ext = path.extname(file).toLowerCase();
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': ext === '.html' ? 'no-store' : 'public, max-age=31536000, immutable',
  });
  res.end(body);
  return true;
}
