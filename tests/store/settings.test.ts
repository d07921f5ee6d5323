import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openLibrary } from '../../electron/engine/store/library.ts';
import { getSetting, setSetting } from '../../electron/engine/store/settings.ts';
import { tempDir } from '../helpers/tmp.ts';

describe('library settings', () => {
  it('keep a large value deflated and read it back unchanged', () => {
    const lib = openLibrary(path.join(tempDir(), 'settings.quarry'));
    try {
      const big = { attributes: Array.from({ length: 5000 }, (_, i) => ({ name: `attribute ${i % 50}`, values: [i, `label ${i % 7}`] })) };
      setSetting(lib.db, 'big', big);
      setSetting(lib.db, 'small', { n: 1 });
      expect(getSetting(lib.db, 'big')).toEqual(big);
      expect(getSetting(lib.db, 'small')).toEqual({ n: 1 });
      const stored = lib.db.prepare(`SELECT key, typeof(value) AS type, length(value) AS bytes FROM settings WHERE key IN ('big', 'small') ORDER BY key`).all() as Array<{ key: string; type: string; bytes: number }>;
      expect(stored[0]).toMatchObject({ key: 'big', type: 'blob' });
      expect(stored[0]!.bytes).toBeLessThan(JSON.stringify(big).length / 4);
      expect(stored[1]).toMatchObject({ key: 'small', type: 'text' });
      // a value stored as JSON text by an older Quarry still reads, and is replaced by the new form when written
      lib.db.prepare(`UPDATE settings SET value = ? WHERE key = 'big'`).run(JSON.stringify(big));
      expect(getSetting(lib.db, 'big')).toEqual(big);
      setSetting(lib.db, 'big', { ...big, more: true });
      expect(getSetting<{ more: boolean }>(lib.db, 'big')?.more).toBe(true);
    } finally {
      lib.close();
    }
  });
});
