// Volumes in cubic feet and inches ("Capacity: 12 cu ft" of a kiln sheet) are volumes, converting to litres; heights
// written as metres above sea level in Norwegian and Swedish ("1222 moh.", "360 m ö.h.") are lengths in metres.
import { describe, expect, it } from 'vitest';
import { parseValue } from '../../electron/engine/skg/values/parse-value.ts';

const canonical = (text: string) => parseValue(text, {}).primary?.canonical;

describe('cubic feet and metres above sea level', () => {
  it('reads cubic feet and inches as volumes', () => {
    expect(canonical('12 cu ft')).toMatchObject({ unit: 'L', dimension: 'volume' });
    expect(canonical('12 cu ft')!.value).toBeCloseTo(339.802, 2);
    expect(canonical('3.5 cubic feet')!.value).toBeCloseTo(99.109, 2);
    expect(canonical('100 cu in')!.value).toBeCloseTo(1.6387, 3);
  });
  it('reads "moh." and "m ö.h." as metres', () => {
    expect(canonical('1222 moh.')).toMatchObject({ value: 1222, unit: 'm', dimension: 'length' });
    expect(canonical('360 m ö.h.')).toMatchObject({ value: 360, unit: 'm', dimension: 'length' });
  });
});
