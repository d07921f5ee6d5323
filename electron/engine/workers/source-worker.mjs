// The script a pool worker starts from when Quarry runs from source: registers tsx, then loads the worker's
// TypeScript module (workerData.module), which serves the pool's tasks.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
