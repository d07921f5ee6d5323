// Library settings: JSON values by key. A large value (a built schema is megabytes of JSON) is stored deflated, as
// a blob; reading tells the two apart by the stored type, so libraries written either way read the same.
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Database } from 'better-sqlite3';
import { cachedStatement } from './transaction.ts';

/** JSON longer than this (characters) is stored deflated. */
const DEFLATE_OVER = 16 * 1024;

const parse = <T>(value: string | Buffer): T => JSON.parse(typeof value === 'string' ? value : inflateRawSync(value).toString('utf8')) as T;

export function getSetting<T>(db: Database, key: string): T | undefined {
  const row = cachedStatement(db, `SELECT value FROM settings WHERE key = ?`).get(key) as { value: string | Buffer } | undefined;
  return row ? parse<T>(row.value) : undefined;
}

export function setSetting(db: Database, key: string, value: unknown): void {
  const json = JSON.stringify(value);
  cachedStatement(db, `INSERT INTO settings(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`).run(
    key,
    json !== undefined && json.length > DEFLATE_OVER ? deflateRawSync(Buffer.from(json, 'utf8'), { level: 6 }) : json,
  );
}

/** Every setting whose key starts with `prefix`, by key. */
export function settingsWithPrefix<T>(db: Database, prefix: string): Map<string, T> {
  const rows = cachedStatement(db, `SELECT key, value FROM settings WHERE substr(key, 1, ?) = ?`).all(prefix.length, prefix) as Array<{ key: string; value: string | Buffer }>;
  return new Map(rows.map((r) => [r.key, parse<T>(r.value)]));
}

export function deleteSetting(db: Database, key: string): void {
  cachedStatement(db, `DELETE FROM settings WHERE key = ?`).run(key);
}
