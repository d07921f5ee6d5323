// Worker thread entry when running from source: registers tsx so the TypeScript facade loads.
import { register } from 'tsx/esm/api';

register();
await import('./worker-main.ts');
