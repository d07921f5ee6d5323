#!/usr/bin/env node
// `npm start`: the desktop app. Builds what is missing, then starts Electron; where Electron cannot start (its
// binary was not downloaded, as on machines without network access to its mirror) Quarry opens in web mode
// instead, with the same UI and API in the browser, opened in the default browser. A new library starts with the
// bundled sample library. dist/ is rebuilt whenever a source file is newer than it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

function electronBinary() {
  try {
    const binary = require('electron'); // the path of the binary, or a throw when it was never downloaded
    return typeof binary === 'string' && fs.existsSync(binary) ? { binary } : { reason: `the Electron binary is missing (${binary})` };
  } catch (e) {
    return { reason: e.message.split('\n')[0] };
  }
}

const found = electronBinary();
const args = process.argv.slice(2);
if (found.binary) {
  const { buildAll, distOutdated } = await import('../scripts/build.mjs');
  if (distOutdated()) await buildAll({ quiet: true });
  const child = spawn(found.binary, [path.join(repo, 'dist', 'electron', 'main.mjs'), ...args], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  process.stderr.write(
    `Quarry: Electron cannot start here: ${found.reason}.\n` +
      'Quarry: starting web mode instead: the same app in your browser. Open the address below; press Ctrl+C to stop.\n',
  );
  const { register } = await import('tsx/esm/api');
  register();
  process.argv = [process.argv[0], 'quarry-web', '--sample', '--open', ...args];
  await import('../electron/server.ts');
}
