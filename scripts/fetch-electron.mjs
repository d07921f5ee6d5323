#!/usr/bin/env node
// postinstall: fetch the Electron binary for the desktop app. npm 11 does not run dependencies' install scripts
// unless allowed, and where Electron's mirror cannot be reached the download fails; either way `npm install` must
// succeed, and `npm start` then opens Quarry in web mode instead. Set QUARRY_SKIP_ELECTRON=1 to skip the download.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const installer = path.join(repo, 'node_modules', 'electron', 'install.js');

if (process.env.QUARRY_SKIP_ELECTRON || process.env.ELECTRON_SKIP_BINARY_DOWNLOAD || !fs.existsSync(installer)) process.exit(0);
const res = spawnSync(process.execPath, [installer], { cwd: path.dirname(installer), stdio: ['ignore', 'ignore', 'pipe'], timeout: 300_000, encoding: 'utf8' });
if (res.status === 0) process.exit(0);
const why = (res.stderr || res.error?.message || '').split('\n').find((l) => /error|ENOTFOUND|ETIMEDOUT|timed out/i.test(l)) ?? 'download failed';
process.stderr.write(`Quarry: the Electron binary could not be downloaded (${why.trim()}); \`npm start\` will open Quarry in web mode instead.\n`);
process.exit(0);
