// The app's settings, kept in the library's settings table (one JSON value per key) so they travel with it.
import type { Database } from 'better-sqlite3';
import type { QuarrySettings } from '../../../shared/api.ts';
import type { Strategy } from '../../../shared/answer.ts';
import { getSetting, setSetting } from '../store/settings.ts';
import { quarryError } from '../errors.ts';
import { DEFAULT_TARGET_WORDS } from '../ingest/parse.ts';

export const STRATEGIES: Strategy[] = ['router-fallback', 'router', 'symbolic', 'textual', 'both', 'symbolic-fallback', 'agentic'];

export const DEFAULT_SETTINGS: QuarrySettings = {
  chatModel: null,
  embeddingModel: null,
  strategy: 'router-fallback',
  chunkWords: DEFAULT_TARGET_WORDS,
  threads: null,
};

const KEYS: { [K in keyof QuarrySettings]: string } = {
  chatModel: 'app.chatModel',
  embeddingModel: 'app.embeddingModel',
  strategy: 'app.strategy',
  chunkWords: 'app.chunkWords',
  threads: 'app.threads',
};

export function readSettings(db: Database): QuarrySettings {
  const out = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(KEYS) as Array<keyof QuarrySettings>) {
    const value = getSetting<unknown>(db, KEYS[key]);
    if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

function modelName(v: unknown, what: string): string | null {
  if (v === null || v === '') return null;
  if (typeof v !== 'string' || v.includes('/') || v.includes('\\') || v.includes('\0')) {
    throw quarryError('BAD_ARGUMENT', `${what} must be a file name in the models folder`);
  }
  return v;
}

/** Checks each given field; throws BAD_ARGUMENT naming the first bad one. */
export function validateSettings(patch: Partial<QuarrySettings>): Partial<QuarrySettings> {
  if (typeof patch !== 'object' || patch === null) throw quarryError('BAD_ARGUMENT', 'settings must be an object');
  const out: Partial<QuarrySettings> = {};
  for (const [key, value] of Object.entries(patch)) {
    switch (key) {
      case 'chatModel':
      case 'embeddingModel':
        out[key] = modelName(value, key);
        break;
      case 'strategy':
        if (!STRATEGIES.includes(value as Strategy)) throw quarryError('BAD_ARGUMENT', `unknown strategy ${String(value)}`);
        out.strategy = value as Strategy;
        break;
      case 'chunkWords':
        if (!Number.isInteger(value) || (value as number) < 20 || (value as number) > 2000) {
          throw quarryError('BAD_ARGUMENT', 'chunk size must be a whole number of words between 20 and 2000');
        }
        out.chunkWords = value as number;
        break;
      case 'threads':
        if (value !== null && (!Number.isInteger(value) || (value as number) < 1 || (value as number) > 256)) {
          throw quarryError('BAD_ARGUMENT', 'threads must be a whole number from 1 to 256, or empty for automatic');
        }
        out.threads = value as number | null;
        break;
      default:
        throw quarryError('BAD_ARGUMENT', `unknown setting ${key}`);
    }
  }
  return out;
}

export function writeSettings(db: Database, patch: Partial<QuarrySettings>): QuarrySettings {
  const valid = validateSettings(patch);
  for (const key of Object.keys(valid) as Array<keyof QuarrySettings>) setSetting(db, KEYS[key], valid[key]);
  return readSettings(db);
}
