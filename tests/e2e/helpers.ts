// End-to-end helpers: Quarry's web mode started exactly as a user starts it (`npm run web`), and Chromium
// driven by playwright-core.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

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

/** Runs `node bin/quarry-web.mjs --port 0 --library … --models …` and waits for its one line. */
export function startWebProcess(libraryPath: string, modelsDir: string, timeoutMs = 60_000): Promise<WebProcess> {
  const child = spawn(process.execPath, [path.join(REPO, 'bin', 'quarry-web.mjs'), '--port', '0', '--library', libraryPath, '--models', modelsDir], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
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

export async function launchChromium(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    viewport: { width: 1360, height: 860 },
    acceptDownloads: true,
  });
}
