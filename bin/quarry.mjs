#!/usr/bin/env node
// The `quarry` command: runs the TypeScript CLI through tsx, so `npx quarry` works right after `npm install`.
import { register } from 'tsx/esm/api';

register();
await import('../electron/cli.ts');
