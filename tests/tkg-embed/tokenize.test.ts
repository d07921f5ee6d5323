import { describe, expect, it } from 'vitest';
import { tokenize, foldDiacritics } from '../../electron/engine/tkg/embed/index.ts';

describe('tokenize', () => {
  it('lowercases and splits on punctuation and hyphens', () => {
    expect(tokenize('The Galaxy A54 5G — well-known, (really)!')).toEqual(['the', 'galaxy', 'a54', '5g', 'well', 'known', 'really']);
  });
  it('keeps decimals and thousands separators inside numbers, not sentence dots', () => {
    expect(tokenize('Weight: 1.2 kg, 1,000 mAh. Next.')).toEqual(['weight', '1.2', 'kg', '1,000', 'mah', 'next']);
  });
  it('drops possessive \'s and inner apostrophes', () => {
    expect(tokenize("Apple's phone don't O’Neill 'quoted'")).toEqual(['apple', 'phone', 'dont', 'oneill', 'quoted']);
  });
  it('handles non-Latin scripts, accents and empty input', () => {
    expect(tokenize('Café Über 東京 2017')).toEqual(['café', 'über', '東京', '2017']);
    expect(tokenize('')).toEqual([]);
    expect(tokenize('  ¶¶ — !!')).toEqual([]);
  });
  it('folds diacritics for lookups', () => {
    expect(foldDiacritics('café')).toBe('cafe');
    expect(foldDiacritics('naïve')).toBe('naive');
    expect(foldDiacritics('plain')).toBe('plain');
  });
});
