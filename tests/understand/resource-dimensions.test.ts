// The English resources name unit dimensions (a gradable word's dimensions, an attribute word's dimensions); a
// name that resources/units/dimensions.tsv does not hold silently matches nothing ("duration" where numbers are
// "time"), so every one must be a dimension the units know.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLanguage } from '../../electron/engine/retrieve/symbolic/understand/language.ts';

const root = path.resolve(__dirname, '../..');
const rows = (file: string) => fs.readFileSync(file, 'utf8').split(/\r?\n/).filter((l) => l.trim() && !l.startsWith('#')).map((l) => l.split('\t').map((c) => c.trim()));
const dimensions = new Set(rows(path.join(root, 'resources/units/dimensions.tsv')).map((r) => r[0]));

describe('dimensions named by the English resources', () => {
  it('every gradable word speaks of dimensions the units know', () => {
    const lang = loadLanguage(path.join(root, 'resources/lang/en'));
    const unknown = [...lang.gradables].flatMap(([w, g]) => g.dimensions.filter((d) => !dimensions.has(d) && d !== 'date').map((d) => `${w}: ${d}`));
    expect(unknown).toEqual([]);
  });
  it('every attribute word names dimensions the units know', () => {
    const unknown = rows(path.join(root, 'resources/lang/en/attribute-words.tsv')).flatMap((r) => (r[3] ?? '').split(',').map((d) => d.trim()).filter((d) => d && !dimensions.has(d)).map((d) => `${r[1]}: ${d}`));
    expect(unknown).toEqual([]);
  });
});
