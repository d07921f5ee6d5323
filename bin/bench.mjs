#!/usr/bin/env node
// `npm run bench -- <name> [--shared DIR] [--quick]`: runs bench/<name>.ts through tsx.
import { register } from 'tsx/esm/api';

register();
await import('../bench/run.ts');
