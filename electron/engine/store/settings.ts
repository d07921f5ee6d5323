// Library settings: JSON values by key.
import type { Database } from 'better-sqlite3';

export function getSetting<T>(db: Database, key: string): T | undefined {
  const row = db.prepare(`SELECT value FROM settings WHERE key = ?`).get(key) as { value: string } | undefined;
  return row ? (JSON.parse(row.value) as T) : undefined;
}

export function setSetting(db: Database, key: string, value: unknown): void {
  db.prepare(`INSERT INTO settings(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`).run(
    key,
    JSON.stringify(value),
  );
}

/** Every setting whose key starts with `prefix`, by key. */
export function settingsWithPrefix<T>(db: Database, prefix: string): Map<string, T> {
  const rows = db.prepare(`SELECT key, value FROM settings WHERE substr(key, 1, ?) = ?`).all(prefix.length, prefix) as Array<{ key: string; value: string }>;
  return new Map(rows.map((r) => [r.key, JSON.parse(r.value) as T]));
}

export function deleteSetting(db: Database, key: string): void {
  db.prepare(`DELETE FROM settings WHERE key = ?`).run(key);
}
