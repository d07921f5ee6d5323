// `quarry bench <name…> [--shared DIR] [--quick]`: runs the named benchmarks (the same as `npm run bench -- <name>`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GlobalOptions } from './common.ts';

const runner = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/bench.mjs');

export async function benchCommand(names: string[], opts: GlobalOptions & { shared?: string; quick?: boolean }): Promise<number> {
  const args = [runner, ...names, ...(opts.shared ? ['--shared', opts.shared] : []), ...(opts.quick ? ['--quick'] : [])];
  const res = spawnSync(process.execPath, args, { stdio: 'inherit' });
  return res.status ?? 1;
}
