import { describe, expect, it } from 'vitest';
import { editDistance } from '../../electron/engine/text/edit-distance.ts';

describe('edit distance for typo repair', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one edit each', () => {
    expect(editDistance('samsung', 'samsung', 2)).toBe(0);
    expect(editDistance('samsnug', 'samsung', 2)).toBe(1);
    expect(editDistance('batery', 'battery', 2)).toBe(1);
    expect(editDistance('phnoes', 'phones', 2)).toBe(1);
    expect(editDistance('tablet', 'tablets', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
  });
  it('stops early past the bound', () => {
    expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});
