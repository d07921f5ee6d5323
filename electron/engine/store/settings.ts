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
