// A value that is one identifier — a version, a licence, a model code — is text, never a number; a number with
// its unit, a number-word compound, a range and a date stay what they are. A version/code field ("Latest
// version", resources/domains/general/entry-kinds.tsv structure=identifier) reads even "0.42" and "43-1" as text.
// A full date's weekday and time of day belong to it (RFC 2822, ISO 8601).
import { describe, expect, it } from 'vitest';
import { parseValue } from '../../electron/engine/skg/values/parse-value.ts';
import { identifierShaped } from '../../electron/engine/skg/values/identifiers.ts';
import { findDates } from '../../electron/engine/skg/values/dates.ts';

describe('identifier values', () => {
  it('keeps versions, licences and codes as text', () => {
    for (const v of ['5.2.15-2', '1:2.39.5-0+deb12u3', '3.0.19-1~deb12u2', '5.0-5', 'GPL-3+', 'LGPL-2.1+', 'BSD-3-clause', 'SM-G991B', '2023c-5']) {
      const p = parseValue(v);
      expect(p.quantities, v).toEqual([]);
      expect(p.primary, v).toBeNull();
      expect(p.identifier, v).toBe(v);
    }
    expect(parseValue('5.2.15-2').versions).toEqual(['5.2.15-2']);
  });
  it("reads a sail's or flight's number of capitals and digits as a code, a short age rating and money as numbers", () => {
    for (const v of ['GBR 5385', 'FRA 35356', 'SK 4033', 'ISO 9001']) {
      expect(parseValue(v).identifier, v).toBe(v);
      expect(parseValue(v).quantities, v).toEqual([]);
    }
    expect(parseValue('FSK 16').primary?.value).toBe(16);
    expect(parseValue('EUR 500').primary?.unit).toBe('EUR');
    // a grid reference: capitals and groups of digits
    for (const v of ['SH 6640 5960', 'NN 166 712']) expect(parseValue(v).quantities, v).toEqual([]);
    expect(parseValue('EUR 250 000').primary?.unit).toBe('EUR');
    expect(parseValue('NOK 2040').primary?.value).toBe(2040);
  });
  it("reads an archive's reference of parts joined by slashes as a code, a date and a fraction as numbers", () => {
    for (const v of ['BRO/D/124', 'BRO/D/124/3/8', 'BRO/SC/11']) {
      expect(parseValue(v).identifier, v).toBe(v);
      expect(parseValue(v).quantities, v).toEqual([]);
    }
    expect(parseValue('3/4').identifier).toBeUndefined();
    expect(parseValue('12/03/2025').identifier).toBeUndefined();
    expect(parseValue('5G/4G/3G').identifier).toBeUndefined();
  });
  it('survives hostile values: endless foot marks, digits past what a number holds', () => {
    expect(() => parseValue("1'".repeat(10000))).not.toThrow();
    expect(parseValue('9'.repeat(400)).primary).toBeNull();
    expect(parseValue('9'.repeat(400) + '+').primary).toBeNull();
    expect(parseValue('★'.repeat(5000)).primary).toBeNull();
  });
  it('reads a number with a plus after it as that many or more, no version', () => {
    expect(parseValue('12+', { entry: 'Age rating' }).primary).toMatchObject({ value: 12, bound: 'min' });
    expect(parseValue('18+').identifier).toBeUndefined();
  });
  it('reads a long run of digits (a microchip, a barcode) as a code, and shorter or grouped numbers as numbers', () => {
    for (const v of ['985112050458284', '4006381333931']) {
      const p = parseValue(v);
      expect(p.primary, v).toBeNull();
      expect(p.identifier, v).toBe(v);
      expect(p.versions, v).toBeUndefined();
    }
    for (const v of ['153100000', '2125000000', '21,433,226,000,000']) expect(parseValue(v).primary, v).not.toBeNull();
    expect(parseValue('21433226000000', { entry: 'GDP', unit: 'USD' }).primary).not.toBeNull();
  });

  it('keeps numbers with units, number-word compounds, ranges and dates numeric', () => {
    expect(parseValue('5.5-inch').primary?.value).toBe(5.5);
    expect(parseValue('8-core').primary?.value).toBe(8);
    expect(parseValue('2.4-5GHz').quantities.length).toBe(2);
    expect(parseValue('10-20').range).toMatchObject({ min: 10, max: 20 });
    expect(parseValue('1.5-2').range).toMatchObject({ min: 1.5, max: 2 });
    expect(parseValue('2023-01-05').date).toEqual({ year: 2023, month: 1, day: 5 });
    for (const v of ['5.5-inch', '8-core', '10-20', '1.5-2', '12', '3.5']) expect(identifierShaped(v), v).toBe(false);
    // a room's or gate's code: capitals, a space and a number with a joiner; a currency before an amount stays money
    for (const v of ['HB 3.21', 'B 1.05', 'LT 2-04']) expect(identifierShaped(v), v).toBe(true);
    for (const v of ['Block 3', 'B 12']) expect(identifierShaped(v), v).toBe(false);
    expect(parseValue('HB 3.21', { entry: 'Office' }).primary).toBeNull();
    expect(parseValue('EUR 3.21', { entry: 'Price' }).primary?.unit).toBe('EUR');
  });
  it('reads a one-word value of a version or code field as text, and a weight as a number', () => {
    for (const v of ['0.42', '43-1', '0.7-5']) {
      expect(parseValue(v, { entry: 'Latest version' }).quantities, v).toEqual([]);
      expect(parseValue(v, { entry: 'Weight' }).quantities.length, v).toBeGreaterThan(0);
    }
  });
  it('reads an address (URL, e-mail) as text: the numbers inside it are none', () => {
    expect(parseValue('https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/').quantities).toEqual([]);
    expect(parseValue('user42@example.org').quantities).toEqual([]);
  });
  it('keeps a header unit: a clearly numeric column', () => {
    expect(parseValue('1.2.3', { unit: 'kg' }).identifier).toBeUndefined();
  });
});

describe('full dates with weekday and time', () => {
  it('is one date, not a list split at its comma, and its time gives no numbers', () => {
    const p = parseValue('Sat, 23 Jan 2023 00:36:41 +0100');
    expect(p.parts).toEqual(['Sat, 23 Jan 2023 00:36:41 +0100']);
    expect(p.quantities).toEqual([]);
    expect(p.date).toEqual({ year: 2023, month: 1, day: 23 });
    expect(parseValue('2023-01-23T00:36:41Z').date).toEqual({ year: 2023, month: 1, day: 23 });
    expect(parseValue('2023-01-23T00:36:41Z').quantities).toEqual([]);
    const [d] = findDates('Released Tuesday, 5 March 2024, 12 GB');
    expect(d).toMatchObject({ start: 9, day: 5 });
    expect(parseValue('Released Tuesday, 5 March 2024, 12 GB').quantities.map((q) => q.value)).toEqual([12]);
  });
});

describe('a telephone number', () => {
  it('is text in its international form, never its digits as numbers', () => {
    for (const v of ['+44 113 496 0732', '+33 4 96 12 34 56', '+1 (212) 555-0182']) {
      const p = parseValue(v, { entry: 'Phone' });
      expect(p.primary, v).toBeNull();
      expect(p.identifier, v).toBe(v);
    }
  });
  it('leaves signed amounts alone', () => {
    expect(parseValue('+5 °C', { entry: 'Temp' }).primary).toMatchObject({ value: 5, unit: '°C' });
    expect(parseValue('+3', { entry: 'Score' }).primary).toMatchObject({ value: 3 });
  });
});
