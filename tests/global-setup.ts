// Before any test file: the built renderer that web mode serves is brought up to date once, so end-to-end files
// started in parallel do not each rebuild it.
import { ensureRendererBuilt } from '../electron/server/renderer-build.ts';

export default async function setup(): Promise<void> {
  await ensureRendererBuilt();
}
