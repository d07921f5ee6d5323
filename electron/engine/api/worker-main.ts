// Worker thread entry of the engine facade (bundled for the desktop app; run through tsx in web mode).
import { startWorker } from './worker-host.ts';

await startWorker();
