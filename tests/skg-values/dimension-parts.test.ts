// A measurement a×b×c states its parts where its label or value names each by letter or word
// (resources/lang/en/dimension-parts.tsv); with no such letters it states none, the order being each folder's own.
import { describe, expect, it } from 'vitest';
import { parseValue } from '../../electron/engine/skg/values/parse-value.ts';
import { dimensionParts, parseDimensionParts } from '../../electron/engine/skg/values/dimension-parts.ts';

const parts = (label: string, raw: string) => dimensionParts(label, raw, parseValue(raw)).map((p) => `${p.entry} ${p.value} ${p.unit}`);

describe('dimension parts', () => {
  it('reads the parts a label names by letter', () => {
    expect(parts('Size (h × w)', '92 × 73 cm')).toEqual(['Height 92 cm', 'Width 73 cm']);
    expect(parts('Dimensions (L x W x H)', '120 x 60 x 75 cm')).toEqual(['Length 120 cm', 'Width 60 cm', 'Height 75 cm']);
    expect(parts('Dims HxWxD', '10x20x30 mm')).toEqual(['Height 10 mm', 'Width 20 mm', 'Depth 30 mm']);
  });

  it('reads the parts a value names before or after each number, fractions included', () => {
    expect(parts('Dimensions', 'H 92 cm × W 73 cm × D 20 cm')).toEqual(['Height 92 cm', 'Width 73 cm', 'Depth 20 cm']);
    expect(parts('Size', '92 cm (h) × 73 cm (w)')).toEqual(['Height 92 cm', 'Width 73 cm']);
    expect(parts('Size (h × w)', '70 3/4 × 81 1/4 in.')).toEqual(['Height 70.75 in', 'Width 81.25 in']);
  });

  it('names no part where nothing names them, or where a letter is unknown or repeated', () => {
    expect(parts('Dimensions', '92 × 73 cm')).toEqual([]);
    expect(parts('Box (a × b)', '1 x 2')).toEqual([]);
    expect(parts('Size (w × w)', '1 x 2')).toEqual([]);
    expect(parts('Height', '92 cm')).toEqual([]);
  });

  it('reads its words from the resource file, a user able to add letters of their language', () => {
    const words = parseDimensionParts('# comment\nh\tHeight\nb\tWidth\nt\tDepth\n');
    expect(dimensionParts('Maße (H × B × T)', '10 × 20 × 5 cm', parseValue('10 × 20 × 5 cm'), words).map((p) => p.entry)).toEqual(['Height', 'Width', 'Depth']);
  });
});
