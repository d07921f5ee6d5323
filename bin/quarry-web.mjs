#!/usr/bin/env node
// `npm run web`: Quarry's UI in the browser, running the TypeScript server through tsx.
import { register } from 'tsx/esm/api';

register();
await import('../electron/server.ts');
