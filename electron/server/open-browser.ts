// Opens a URL in the user's default browser (web mode started by `npm start`): xdg-open, open or start, detached.
import { spawn } from 'node:child_process';

export function browserCommand(url: string, platform: NodeJS.Platform = process.platform): { command: string; args: string[] } {
  if (platform === 'darwin') return { command: 'open', args: [url] };
  if (platform === 'win32') return { command: 'cmd', args: ['/c', 'start', '""', url.replace(/&/g, '^&')] };
  return { command: 'xdg-open', args: [url] };
}

/** Resolves with null once the opener started and exited cleanly, else with why it could not. */
export function openInBrowser(url: string): Promise<string | null> {
  const { command, args } = browserCommand(url);
  return new Promise((resolve) => {
    let child;
    try {
      child = spawn(command, args, { stdio: 'ignore', detached: true });
    } catch (e) {
      resolve((e as Error).message);
      return;
    }
    child.once('error', (e) => resolve(`${command}: ${(e as NodeJS.ErrnoException).code ?? e.message}`));
    child.once('exit', (code) => resolve(code === 0 ? null : `${command} exited with code ${code}`));
    child.unref();
  });
}
