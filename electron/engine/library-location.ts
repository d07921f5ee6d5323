// Where the library file lives by default. Free of native modules, so the desktop main process can compute it
// before anything that could fail to load (and before it can show an error dialog).
import os from 'node:os';
import path from 'node:path';

export function defaultLibraryPath(): string {
  const base =
    process.env.QUARRY_HOME ??
    (process.platform === 'win32'
      ? path.join(process.env.APPDATA ?? path.join(os.homedir(), 'AppData', 'Roaming'), 'Quarry')
      : process.platform === 'darwin'
        ? path.join(os.homedir(), 'Library', 'Application Support', 'Quarry')
        : path.join(process.env.XDG_DATA_HOME ?? path.join(os.homedir(), '.local', 'share'), 'quarry'));
  return path.join(base, 'library.quarry');
}
