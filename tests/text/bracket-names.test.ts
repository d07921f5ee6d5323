// A name holding another name of the same thing in brackets is called by each part; a bracket saying which variant
// (a year, a size, a number) names nothing.
import { describe, expect, it } from 'vitest';
import { bracketNames } from '../../electron/engine/text/bracket-names.ts';

describe('names in brackets', () => {
  it('reads the name outside and the name inside', () => {
    expect(bracketNames('Flughafen Hamburg (Hamburg Airport)')).toEqual(['Flughafen Hamburg', 'Hamburg Airport']);
    expect(bracketNames('Munich (München)')).toEqual(['Munich', 'München']);
  });

  it('names nothing by a variant, a number or a letter in brackets, nor without brackets', () => {
    expect(bracketNames('Galaxy S23 (2023)')).toEqual([]);
    expect(bracketNames('iPhone 15 Pro (128 GB)')).toEqual([]);
    expect(bracketNames('Vitamin (A)')).toEqual([]);
    expect(bracketNames('Annual booster (dog)')).toEqual([]);
    expect(bracketNames('Huawei MediaPad M5 10 (Pro)')).toEqual([]);
    expect(bracketNames('Sea Breeze Tee (Blue)')).toEqual([]);
    expect(bracketNames('Hamburg Airport')).toEqual([]);
    expect(bracketNames('(Hamburg Airport)')).toEqual([]);
  });
});
