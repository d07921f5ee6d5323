// How Quarry starts and what the CLI asks: web mode with --open (what `npm start` uses where Electron cannot start)
// opens the address in the default browser, dist/ counts as outdated when a source is newer, and `quarry index`
// refuses a whole home folder without --yes.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distOutdated, ELECTRON_ENTRIES } from '../../scripts/build.mjs';
import { browserCommand } from '../../electron/server/open-browser.ts';
import { tempDir } from '../helpers/tmp.ts';

const REPO = path.resolve(import.meta.dirname, '../..');

function run(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(REPO, 'bin', 'quarry.mjs'), ...args], { cwd: REPO, timeout: 90_000, env: { ...process.env, ...env } }, (err, stdout, stderr) => {
      const code = err ? (typeof (err as { code?: unknown }).code === 'number' ? (err as { code: number }).code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

describe('starting Quarry', () => {
  it('opens the web address in the default browser with --open, still printing one line', async () => {
    const dir = tempDir('quarry-open-');
    const bin = path.join(dir, 'bin');
    fs.mkdirSync(bin);
    const opened = path.join(dir, 'opened.txt');
    // a stand-in for the desktop's opener that records what it was asked to open
    fs.writeFileSync(path.join(bin, 'xdg-open'), `#!/bin/sh\nprintf '%s' "$1" > '${opened}'\n`, { mode: 0o755 });
    const child = spawn(process.execPath, [path.join(REPO, 'bin', 'quarry-web.mjs'), '--port', '0', '--library', path.join(dir, 'lib.quarry'), '--open'], {
      cwd: REPO,
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, QUARRY_WATCH: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout!.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    try {
      for (let i = 0; i < 900 && !fs.existsSync(opened); i++) await new Promise((r) => setTimeout(r, 100));
      const url = fs.readFileSync(opened, 'utf8');
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+$/);
      expect(stdout.trim().split('\n')).toEqual([`Quarry web mode: ${url}`]);
    } finally {
      child.kill('SIGTERM');
    }
    expect(browserCommand('http://x', 'darwin')).toEqual({ command: 'open', args: ['http://x'] });
    expect(browserCommand('http://x/?a=1&b=2', 'win32').args).toContain('http://x/?a=1^&b=2');
  }, 120_000);

  it('rebuilds dist/ when a source file is newer than the build', () => {
    const out = tempDir('quarry-dist-');
    const files = [...Object.keys(ELECTRON_ENTRIES).map((f) => path.join(out, 'electron', f)), path.join(out, 'renderer', 'index.html')];
    expect(distOutdated(out)).toBe(true); // nothing built
    for (const f of files) {
      fs.mkdirSync(path.dirname(f), { recursive: true });
      fs.writeFileSync(f, '');
    }
    const future = new Date(Date.now() + 3600_000);
    for (const f of files) fs.utimesSync(f, future, future);
    expect(distOutdated(out)).toBe(false);
    fs.utimesSync(files[0], new Date(0), new Date(0)); // one output older than the sources
    expect(distOutdated(out)).toBe(true);
  });
});

describe('quarry index of a very large folder', () => {
  it('refuses a whole home folder without --yes, naming the flag, and indexes it with --yes', async () => {
    const home = tempDir('quarry-home-');
    for (let i = 0; i < 3; i++) fs.writeFileSync(path.join(home, `note-${i}.md`), `# Note ${i}\n\nSome text.\n`);
    const lib = path.join(tempDir(), 'lib.quarry');
    const refused = await run(['index', home, '--library', lib], { HOME: home });
    expect(refused.code).toBe(14);
    expect(refused.stderr).toMatch(/whole home folder.*--yes/);
    const accepted = await run(['index', home, '--library', lib, '--yes'], { HOME: home });
    expect(accepted.stderr).toBe('');
    expect(accepted.code).toBe(0);
    expect(accepted.stdout).toMatch(/3 added/);
  }, 120_000);
});
