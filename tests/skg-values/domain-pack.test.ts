// Domain packs (resources/domains/<pack>/): the devices pack's knowledge reaches the value parser through the
// generic loader, a pack folder of a test gives another folder its own knowledge, and the symbolic-graph code
// itself holds no device vocabulary.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDomainDirs, loadDomainPacks } from '../../electron/engine/skg/values/domain-pack.ts';
import { loadValueContext } from '../../electron/engine/skg/values/value-context.ts';
import { parseValue } from '../../electron/engine/skg/values/parse-value.ts';
import { loadUnitTable } from '../../electron/engine/skg/values/unit-table.ts';
import { tempDir } from '../helpers/tmp.ts';

describe('domain packs', () => {
  it('loads every shipped pack, general last, without problems', () => {
    const dirs = defaultDomainDirs();
    expect(dirs.map((d) => path.basename(d))).toEqual(['devices', 'general']);
    const pack = loadDomainPacks(dirs);
    expect(pack.problems).toEqual([]);
    expect(pack.hints.length).toBeGreaterThan(5);
    // every dimension a pack names exists in the unit table
    const units = loadUnitTable();
    for (const k of pack.entryKinds) for (const d of k.kinds) if (d !== 'unitless') expect(units.dimensions.has(d), `${k.match} ${d}`).toBe(true);
    for (const r of pack.roles) expect(units.dimensions.has(r.dimension), r.role).toBe(true);
  });

  it('gives a library only the knowledge of the packs it is given', () => {
    const dir = tempDir('quarry-pack-');
    fs.mkdirSync(path.join(dir, 'boats'));
    fs.writeFileSync(path.join(dir, 'boats', 'hints.tsv'), '# boats\nBerths\ttwin[\\s-]*berth\t2\nBerths\t(\\d+)[\\s-]*berths?\t$1\n');
    fs.writeFileSync(path.join(dir, 'boats', 'entry-kinds.tsv'), 'draught\tlength\n');
    fs.writeFileSync(path.join(dir, 'boats', 'facts.tsv'), 'dims-parts\t^hull$\tLength, Beam, Height\n');
    const ctx = loadValueContext({ domainDirs: [path.join(dir, 'boats')] });
    expect(ctx.domain.problems).toEqual([]);
    expect(parseValue('A twin-berth cabin', {}, ctx).hints?.map((h) => [h.entry, h.value])).toEqual([['Berths', 2]]);
    expect(parseValue('Dual SIM', {}, ctx).hints).toBeUndefined();
    expect(parseValue('Dual SIM', {}).hints?.map((h) => h.entry)).toEqual(['SIM slots']);
    // an entry kind of the pack steers the primary number ("Draught: 40 t, 1.2 m" → the length)
    expect(parseValue('40 t, 1.2 m', { entry: 'Draught' }, ctx).primary?.unit).toBe('m');
  });

  it('reports unusable lines instead of throwing', () => {
    const dir = tempDir('quarry-pack-');
    fs.writeFileSync(path.join(dir, 'hints.tsv'), 'Thing\t(unclosed\t2\nThing\tword\tnot-a-number\n');
    fs.writeFileSync(path.join(dir, 'entry-kinds.tsv'), 'size\tlength\tcolour=blue\n');
    const pack = loadDomainPacks([dir]);
    expect(pack.problems.map((p) => p.line)).toEqual([1, 2, 1]);
  });
});

describe('no device vocabulary in the symbolic-graph code', () => {
  const WORDS = /\b(battery|mah|5g|4g|lte|sim|ppi|phones?|tablets?|handset|smartphone|octa-core|chipset)\b/i;
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
  const root = path.resolve(import.meta.dirname, '../../electron/engine');
  const scanned = [...files(path.join(root, 'skg')), path.join(root, 'ingest', 'prose-facts.ts')];
  /** Code without comments and without the text of string literals' comments-like content. */
  const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').split('\n').map((l) => l.replace(/(^|[^:'"`])\/\/.*$/, '$1')).join('\n');
  for (const file of scanned) {
    it(path.relative(root, file), () => {
      const hits = code(fs.readFileSync(file, 'utf8')).split('\n').filter((l) => WORDS.test(l));
      expect(hits).toEqual([]);
    });
  }
});
