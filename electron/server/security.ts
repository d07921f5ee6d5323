// Web mode's request checks: the server listens on 127.0.0.1 only, and every API request must carry the
// per-run token, name our own host (no DNS rebinding) and, when a browser says where it comes from, our origin.
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export interface AccessPolicy {
  port: number;
  token: string;
}

export function newToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}

export function allowedHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

export function hostAllowed(req: IncomingMessage, policy: AccessPolicy): boolean {
  const host = req.headers.host?.toLowerCase();
  return host !== undefined && allowedHosts(policy.port).includes(host);
}

/** A request from a page of another origin is refused; requests without Origin (same-origin GETs, tools) pass. */
export function originAllowed(req: IncomingMessage, policy: AccessPolicy): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined && !allowedHosts(policy.port).map((h) => `http://${h}`).includes(origin.toLowerCase())) return false;
  const site = req.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/**
 * The token from the X-Quarry-Token header; in the query string only for the event stream (EventSource cannot set
 * headers), a GET that changes nothing. A call (POST) with the token in its URL is refused: URLs end up in logs and
 * history, and a link could carry them.
 */
export function requestToken(req: IncomingMessage): string | null {
  const header = req.headers['x-quarry-token'];
  if (typeof header === 'string' && header) return header;
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (req.method !== 'GET' || url.pathname !== '/api/events') return null;
  return url.searchParams.get('token');
}

export function tokenValid(given: string | null, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** The Content-Security-Policy of the UI: only our own scripts, styles and connections; nothing remote. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};
