import { describe, expect, it } from 'vitest';
import { blockFingerprint, boilerplateFilter } from '../../electron/engine/ingest/parse.ts';

describe('boilerplate across a folder', () => {
  it('fingerprints normalised text: case, punctuation, whitespace and digits do not matter', () => {
    const a = blockFingerprint('© 2023 Test Shop. Prices include VAT.');
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(blockFingerprint('(c) 2024   test shop — prices include vat')).not.toBe(a);
    expect(blockFingerprint('© 2024 TEST   SHOP, prices include VAT!')).toBe(a);
    expect(blockFingerprint('Something else entirely')).not.toBe(a);
    expect(blockFingerprint(' .. ')).toBe('');
  });

  it('flags fingerprints present in more than half of the files, counting each file once', () => {
    const footer = blockFingerprint('Prices include VAT');
    const docs = [
      [footer, footer, 'a'],
      [footer, 'b'],
      [footer, 'c'],
      ['d', 'shared', footer],
      ['e', 'shared'],
      ['f', 'shared'],
    ];
    const out = boilerplateFilter(docs);
    expect([...out]).toEqual([footer]);
    // 'shared' is in exactly half the files: not more than half, so kept.
    expect(out.has('shared')).toBe(false);
    expect([...boilerplateFilter(docs, 0.4)].sort()).toEqual([footer, 'shared'].sort());
  });

  it('does nothing for folders with fewer than minDocs files, and ignores blank fingerprints', () => {
    const docs = [['x'], ['x'], ['x'], ['x']];
    expect(boilerplateFilter(docs).size).toBe(0);
    expect(boilerplateFilter(docs, 0.5, 4)).toEqual(new Set(['x']));
    expect(boilerplateFilter([[''], [''], [''], [''], ['']]).size).toBe(0);
  });
});
