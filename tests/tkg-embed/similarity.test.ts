import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forgetLoadedWordVectors, loadWordVectors, nearest, phraseVector, similarity, wordVector, type CacheWordVectors } from '../../electron/engine/tkg/embed/index.ts';
import { FIXTURE, norm, tempDir } from './helpers.ts';

let words: CacheWordVectors;
beforeAll(async () => {
  words = await loadWordVectors({ sourcePath: FIXTURE, cacheDir: tempDir() });
});
afterEach(() => forgetLoadedWordVectors());

describe('word and phrase similarity', () => {
  it('gives unit word vectors and null for unknown words', () => {
    expect(norm(wordVector(words, ' Heavy ')!)).toBeCloseTo(1, 6);
    expect(wordVector(words, 'zebra')).toBeNull();
    expect(phraseVector(words, 'zebra unicorn')).toBeNull();
    expect(norm(phraseVector(words, 'the display size')!)).toBeCloseTo(1, 6);
  });

  it('scores words of one concept above words of another', () => {
    expect(similarity(words, 'heavy', 'weight')).toBeGreaterThan(similarity(words, 'heavy', 'screen'));
    expect(similarity(words, 'thinner', 'thickness')).toBeGreaterThan(similarity(words, 'thinner', 'price'));
    expect(similarity(words, 'heavy', 'heavy')).toBeCloseTo(1, 6);
    // Stop words barely move a phrase: "the screen" stays the screen.
    expect(similarity(words, 'the screen', 'screen')).toBeGreaterThan(0.95);
  });

  it('ranks candidates by meaning, best first, top k', () => {
    const attributes = ['Weight', 'Display size', 'Thickness', 'Battery capacity', 'Price'];
    expect(nearest(words, 'lightest', attributes, 1)[0].candidate).toBe('Weight');
    expect(nearest(words, 'thinner', attributes, 1)[0].candidate).toBe('Thickness');
    expect(nearest(words, 'screen', attributes, 1)[0].candidate).toBe('Display size');
    expect(nearest(words, 'cheapest', attributes, 1)[0].candidate).toBe('Price');
    expect(nearest(words, 'mAh', attributes, 1)[0].candidate).toBe('Battery capacity');
    const all = nearest(words, 'heavier', attributes);
    expect(all).toHaveLength(5);
    expect(all[0].candidate).toBe('Weight');
    for (let i = 1; i < all.length; i++) expect(all[i - 1].score).toBeGreaterThanOrEqual(all[i].score);
    expect(nearest(words, 'heavy', attributes, 0)).toEqual([]);
  });

  it('falls back to string likeness when a side has no known word', () => {
    const r = nearest(words, 'XJ-900', ['XJ-900 Pro', 'Z-Flip', 'Weight']);
    expect(r[0].candidate).toBe('XJ-900 Pro');
    expect(similarity(words, 'qqq', 'qqq')).toBeCloseTo(1, 6);
  });
});
