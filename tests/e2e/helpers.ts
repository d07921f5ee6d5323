// End-to-end helpers: Quarry's web mode started exactly as a user starts it (`npm run web`), and Chromium
// driven by playwright-core.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const REPO = path.resolve(import.meta.dirname, '../..');
export const CHROMIUM = process.env.QUARRY_CHROMIUM ?? '/usr/bin/chromium';
export const SCREENSHOTS = path.join(REPO, 'tests', 'e2e', 'screenshots');

export function requireChromium(): void {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `The end-to-end tests need Chromium at ${CHROMIUM} and it is missing. Install it (Debian/Ubuntu: apt-get install chromium) ` +
        'or point QUARRY_CHROMIUM at a Chromium binary. Never run `npx playwright install` here.',
    );
  }
}

export interface WebProcess {
  url: string;
  child: ChildProcess;
  stdoutLines(): string[];
  stop(): Promise<void>;
}

/**
 * Runs `node bin/quarry-web.mjs --port 0 --library … --models …` and waits for its one line. `env` adds to the
 * environment (a fresh HOME, as a new user has).
 */
export function startWebProcess(libraryPath: string, modelsDir: string, opts: { env?: Record<string, string>; timeoutMs?: number } = {}): Promise<WebProcess> {
  const timeoutMs = opts.timeoutMs ?? 90_000;
  const child = spawn(process.execPath, [path.join(REPO, 'bin', 'quarry-web.mjs'), '--port', '0', '--library', libraryPath, '--models', modelsDir], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, QUARRY_WATCH: '0', ...opts.env },
  });
  let stdout = '';
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`web mode did not start within ${timeoutMs} ms; stderr:\n${stderr}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`web mode exited with code ${code}; stderr:\n${stderr}`));
    });
    child.stdout!.setEncoding('utf8').on('data', (c: string) => {
      stdout += c;
      const m = /^Quarry web mode: (http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+)$/m.exec(stdout);
      if (!m) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({
        url: m[1],
        child,
        stdoutLines: () => stdout.split('\n').filter(Boolean),
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
            child.once('exit', () => {
              clearTimeout(kill);
              done();
            });
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

export async function launchChromium(userDataDir: string, viewport = { width: 1400, height: 900 }): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    viewport,
    acceptDownloads: true,
  });
}

/** The two window sizes every screen is checked and photographed at. */
export const SIZES = [
  { name: '1400x900', width: 1400, height: 900 },
  { name: '900x700', width: 900, height: 700 },
] as const;

/** Saves a screenshot as tests/e2e/screenshots/<size>/<name>.png (git-ignored). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  const dir = path.join(SCREENSHOTS, size ? `${size.width}x${size.height}` : 'other');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** Collects what would be a fault in the page: uncaught errors, console errors, 5xx responses. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    // refused requests (a 4xx the test provokes) are reported below by status; anything else is a fault
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 500) errors.push(`${r.status()} from ${new URL(r.url()).pathname}`);
  });
  return errors;
}

/** The bounding box of an element, checked to lie inside the window. */
export async function insideWindow(page: Page, selector: string): Promise<{ inside: boolean; box: { x: number; y: number; width: number; height: number } | null; viewport: { width: number; height: number } }> {
  const viewport = page.viewportSize()!;
  const box = await page.locator(selector).first().boundingBox();
  const inside = box !== null && box.y >= -1 && box.x >= -1 && box.y + box.height <= viewport.height + 1 && box.x + box.width <= viewport.width + 1;
  return { inside, box, viewport };
}
