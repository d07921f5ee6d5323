// Web mode transport: POST /api/call/<operation> with the per-run token, events over one EventSource.
import type { OperationName, QuarryEvent } from '../../shared/api.ts';
import { ApiError, type Transport } from './transport.ts';
import { download } from '../lib/format.ts';

const TOKEN_KEY = 'quarry.token';

/** The token from the URL the server printed (then removed from the address bar), or from this tab's session. */
export function takeToken(): string | null {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    sessionStorage.setItem(TOKEN_KEY, fromUrl);
    url.searchParams.delete('token');
    window.history.replaceState(null, '', url.pathname + url.search + url.hash);
    return fromUrl;
  }
  return sessionStorage.getItem(TOKEN_KEY);
}

export function httpTransport(token: string): Transport {
  const listeners = new Set<(event: QuarryEvent) => void>();
  let source: EventSource | null = null;
  const connect = () => {
    source = new EventSource(`api/events?token=${encodeURIComponent(token)}`);
    let broken = false;
    source.onmessage = (m) => {
      const event = JSON.parse(m.data as string) as QuarryEvent;
      for (const l of listeners) l(event);
    };
    // the browser reconnects by itself; events sent meanwhile are lost, so the UI re-reads what it shows
    source.onerror = () => {
      broken = true;
    };
    source.onopen = () => {
      if (!broken) return;
      broken = false;
      for (const l of listeners) l({ type: 'reconnected' });
    };
  };
  return {
    mode: 'web',
    shell: null,
    async call(op: OperationName, arg: unknown) {
      let res: Response;
      try {
        res = await fetch(`api/call/${op}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Quarry-Token': token },
          body: JSON.stringify({ arg }),
        });
      } catch (e) {
        throw new ApiError('OFFLINE', `Quarry's web server cannot be reached (${(e as Error).message}). Is \`npm run web\` still running?`);
      }
      const body = (await res.json().catch(() => null)) as { ok: boolean; value?: unknown; error?: { code: string; message: string } } | null;
      if (!body) throw new ApiError('INTERNAL', `HTTP ${res.status}`);
      if (!body.ok) throw new ApiError(body.error?.code ?? 'INTERNAL', body.error?.message ?? `HTTP ${res.status}`);
      return body.value;
    },
    async openDocument(docId: number, fileName: string) {
      // the browser cannot hand a file to another application: the file is downloaded, never shown at our origin
      const res = await fetch(`api/file/${docId}`, { headers: { 'X-Quarry-Token': token } }).catch((e: Error) => {
        throw new ApiError('OFFLINE', `Quarry's web server cannot be reached (${e.message}).`);
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
        throw new ApiError(body?.error?.code ?? 'INTERNAL', body?.error?.message ?? `HTTP ${res.status}`);
      }
      download(fileName, await res.blob());
    },
    onEvent(listener) {
      if (!source) connect();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
