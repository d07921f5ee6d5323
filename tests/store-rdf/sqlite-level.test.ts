// The abstract-level backend over rdf_kv: the operations quadstore and Level users rely on.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SqliteLevel } from '../../electron/engine/store/rdf/sqlite-level.ts';
import { openDb, tempDir } from './helpers.ts';

async function openLevel(file = path.join(tempDir(), 'kv.sqlite')) {
  const db = openDb(file);
  const level = new SqliteLevel(db);
  await level.open();
  return { db, level, file };
}

const keysOf = (entries: Array<[string, string]>) => entries.map(([k]) => k);

describe('SqliteLevel', () => {
  it('puts, gets, deletes, and gets many', async () => {
    const { db, level } = await openLevel();
    await level.put('a', 'one');
    await level.put('b', 'two');
    expect(await level.get('a')).toBe('one');
    expect(await level.get('missing')).toBeUndefined();
    await level.put('a', 'uno');
    expect(await level.get('a')).toBe('uno');
    await level.del('a');
    expect(await level.get('a')).toBeUndefined();
    expect(await level.getMany(['a', 'b'])).toEqual([undefined, 'two']);
    db.close();
  });

  it('applies array and chained batches atomically', async () => {
    const { db, level } = await openLevel();
    await level.batch([{ type: 'put', key: 'x', value: '1' }, { type: 'put', key: 'y', value: '2' }, { type: 'del', key: 'x' }]);
    expect(await level.get('x')).toBeUndefined();
    expect(await level.get('y')).toBe('2');
    await level.batch().put('z', '3').del('y').write();
    expect(await level.getMany(['y', 'z'])).toEqual([undefined, '3']);
    db.close();
  });

  it('runs batches inside the caller transaction, so a rollback undoes them', async () => {
    const { db, level } = await openLevel();
    db.exec('BEGIN');
    await level.batch([{ type: 'put', key: 'k', value: 'v' }]);
    expect(db.inTransaction).toBe(true);
    db.exec('ROLLBACK');
    expect(await level.get('k')).toBeUndefined();
    db.close();
  });

  it('iterates ranges forwards and backwards with limits, across page boundaries', async () => {
    const { db, level } = await openLevel();
    const keys = Array.from({ length: 600 }, (_, i) => `k${String(i).padStart(4, '0')}`);
    await level.batch(keys.map((key) => ({ type: 'put' as const, key, value: key.toUpperCase() })));
    expect(keysOf(await level.iterator().all())).toEqual(keys);
    expect(keysOf(await level.iterator({ gt: 'k0010', lt: 'k0015' }).all())).toEqual(keys.slice(11, 15));
    expect(keysOf(await level.iterator({ gte: 'k0010', lte: 'k0015' }).all())).toEqual(keys.slice(10, 16));
    expect(keysOf(await level.iterator({ reverse: true, limit: 3 }).all())).toEqual(keys.slice(-3).reverse());
    expect(keysOf(await level.iterator({ gte: 'k0100', reverse: true, limit: 300 }).all())).toEqual(keys.slice(300).reverse());
    expect(keysOf(await level.iterator({ lt: 'k0300', limit: 280 }).all())).toEqual(keys.slice(0, 280));
    const it = level.iterator({ gte: 'k0590' });
    expect(await it.next()).toEqual(['k0590', 'K0590']);
    expect((await it.nextv(5)).map(([k]) => k)).toEqual(keys.slice(591, 596));
    it.seek('k0598');
    expect((await it.nextv(10)).map(([k]) => k)).toEqual(['k0598', 'k0599']);
    expect(await it.nextv(10)).toEqual([]);
    await it.close();
    db.close();
  });

  it('has key and value iterators', async () => {
    const { db, level } = await openLevel();
    await level.batch([{ type: 'put', key: 'a', value: '1' }, { type: 'put', key: 'b', value: '2' }, { type: 'put', key: 'c', value: '3' }]);
    expect(await level.keys({ gt: 'a' }).all()).toEqual(['b', 'c']);
    expect(await level.values({ reverse: true }).all()).toEqual(['3', '2', '1']);
    expect(await level.keys({ limit: 1 }).all()).toEqual(['a']);
    db.close();
  });

  it('clears everything or a range', async () => {
    const { db, level } = await openLevel();
    await level.batch(['a', 'b', 'c', 'd'].map((key) => ({ type: 'put' as const, key, value: key })));
    await level.clear({ gte: 'b', lt: 'd' });
    expect(await level.keys().all()).toEqual(['a', 'd']);
    await level.clear();
    expect(await level.keys().all()).toEqual([]);
    db.close();
  });

  it('answers approximateSize for a key range and refreshes it after writes', async () => {
    const { db, level } = await openLevel();
    await level.batch(['a1', 'a2', 'a3', 'b1'].map((key) => ({ type: 'put' as const, key, value: '' })));
    expect(await level.approximateSize('a', 'a\uffff')).toBe(3);
    await level.put('a4', '');
    expect(await level.approximateSize('a', 'a\uffff')).toBe(4);
    db.close();
  });

  it('records read errors so callers that swallow them can still report them', async () => {
    const { db, level } = await openLevel();
    await level.put('a', '1');
    db.exec('DROP TABLE rdf_kv');
    await expect(level.iterator().all()).rejects.toThrow();
    expect(level.takeReadErrors().length).toBe(1);
    expect(level.takeReadErrors().length).toBe(0);
    db.close();
  });

  it('persists across close and reopen', async () => {
    const { db, level, file } = await openLevel();
    await level.put('persist', 'yes');
    await level.close();
    db.close();
    const again = await openLevel(file);
    expect(await again.level.get('persist')).toBe('yes');
    again.db.close();
  });
});
