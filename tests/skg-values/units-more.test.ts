// Units the table used not to know: metric horsepower (PS) compares with kW and hp as one power; pressure,
// torque (never a nanometre), rotational speed, luminous flux and short times.
import { describe, expect, it } from 'vitest';
import { parseValue } from '../../electron/engine/skg/values/parse-value.ts';
import { loadValueContext } from '../../electron/engine/skg/values/value-context.ts';
import { parseUnitTable } from '../../electron/engine/skg/values/unit-table.ts';

const ctx = loadValueContext();
const canonical = (v: string) => parseValue(v, {}, ctx).primary?.canonical;

describe('more units', () => {
  it('loads the table without problems', () => {
    expect(ctx.units.problems).toEqual([]);
  });
  it('reads PS, kW and hp as one power', () => {
    expect(canonical('224 PS')).toMatchObject({ dimension: 'power', unit: 'W' });
    expect(canonical('150 PS')!.value).toBeCloseTo(110_324.8, 0);
    expect(canonical('110 kW')).toMatchObject({ dimension: 'power', value: 110_000 });
    expect(canonical('148 hp')!.value).toBeCloseTo(110_363.6, 0);
    // "ps" in lower case is no unit word here
    expect(canonical('224 ps')?.dimension).not.toBe('power');
  });
  it('reads pressure, torque, rotation, light and short times', () => {
    expect(canonical('2.2 bar')).toMatchObject({ dimension: 'pressure', value: 220_000 });
    expect(canonical('32 psi')!.value).toBeCloseTo(220_632, 0);
    expect(canonical('350 Nm')).toMatchObject({ dimension: 'torque', value: 350 });
    expect(canonical('258 lb-ft')!.value).toBeCloseTo(349.8, 1);
    expect(canonical('7 nm')).toMatchObject({ dimension: 'length' });
    expect(canonical('5,500 rpm')).toMatchObject({ dimension: 'rotational speed', value: 5500 });
    expect(canonical('800 lumens')).toMatchObject({ dimension: 'luminous flux', value: 800 });
    expect(canonical('5 µs')).toMatchObject({ dimension: 'time', value: 0.000005 });
  });
  it('reads the distances of the sky: light years and parsecs as lengths that compare', () => {
    const ly = canonical('83 light years')!;
    const pc = canonical('735 pc')!;
    expect(ly).toMatchObject({ dimension: 'length' });
    expect(pc.value / canonical('1 ly')!.value).toBeCloseTo(2397.3, 0);
    expect(canonical('3.6 Mpc')!.value / pc.value).toBeCloseTo(3.6e6 / 735, 0);
    // ("PC" in capitals is no parsec)
    expect(canonical('12 PC')?.dimension).not.toBe('length');
  });
  it('reads one unit per another the table does not list as a unit of its own dimension', () => {
    // yields per hectare and per acre compare (t: the tonne's symbol; cwt: the imperial hundredweight of 112 lb)
    expect(canonical('8.1 t/ha')).toMatchObject({ dimension: 'mass per area' });
    expect(canonical('8.1 t/ha')!.value).toBeCloseTo(810, 6);
    expect(canonical('3.2 t/acre')!.value).toBeCloseTo(790.737, 2);
    expect(canonical('57 cwt/acre')!.value).toBeCloseTo(715.551, 2);
    expect(canonical('8 tonnes per hectare')!.value).toBeCloseTo(800, 6);
    expect(canonical('1,200 kg/h')).toMatchObject({ dimension: 'mass per time' });
    // a quotient whose canonical unit is a dimension's own is of that dimension; listed units stay the table's
    expect(canonical('36 km per hour')).toMatchObject({ dimension: 'speed', value: 10 });
    expect(parseValue('50 km/h', {}, ctx).primary?.unit).toBe('km/h');
    // money per unit is a price, and hours a week a period's: no quotient
    expect(canonical('€2.40 per kg')).toMatchObject({ dimension: 'currency' });
    expect(canonical('37.5 h/week')).toMatchObject({ dimension: 'time' });
    expect(canonical('30,6 ac')!.value).toBeCloseTo(123_833.8, 0);
  });
});

describe('scale words from resources/units/scales.tsv', () => {
  const value = (v: string) => parseValue(v, {}, ctx).primary?.value;
  it('multiplies by a scale word of any language the file lists, with or without its full stop', () => {
    expect(value('3.4 million')).toBe(3_400_000);
    expect(value('€ 1,8 mln')).toBe(1_800_000);
    expect(value('2,1 Mio.')).toBe(2_100_000);
    expect(value('2 Mrd. Euro')).toBe(2_000_000_000);
  });
  it('reads a short scale only touching an amount of money', () => {
    expect(value('£825k')).toBe(825_000);
    expect(value('$1.7M')).toBe(1_700_000);
    expect(canonical('5m')).toMatchObject({ dimension: 'length', value: 5 }); // five metres
    expect(value('15 mn')).toBe(15); // no scale without money
  });
  it('reads percent and turns per minute written in other languages', () => {
    expect(canonical('12 Prozent')).toMatchObject({ dimension: 'ratio', value: 12 });
    expect(canonical('1,500 min⁻¹')).toMatchObject({ dimension: 'rotational speed', value: 1500 });
    expect(canonical('3000 U/min')).toMatchObject({ dimension: 'rotational speed', value: 3000 });
    expect(canonical('5 min')).toMatchObject({ dimension: 'time' });
  });
  it('reads "k" written small and touching any number as thousands, never "K", a resolution', () => {
    expect(value('310k')).toBe(310_000);
    expect(value('2.5k')).toBe(2_500);
    expect(value('8K')).toBeUndefined();
    expect(value('5 k')).toBe(5);
  });
  it('reports a line it cannot use', async () => {
    const { parseUnitTable } = await import('../../electron/engine/skg/values/unit-table.ts');
    const t = parseUnitTable('', '', '(inline)', '', 'lakh\t100000\nbad\tzero\nodd\t10\tsomewhere\n');
    expect(t.scales.map((s) => s.text)).toEqual(['lakh']);
    expect(t.problems.map((p) => p.file)).toEqual(['scales.tsv', 'scales.tsv']);
  });
});

describe('currencies beyond the ten most common', () => {
  it('reads an ISO code or an unambiguous sign, never converting', () => {
    expect(canonical('NOK 2,040')).toMatchObject({ dimension: 'currency', unit: 'NOK', value: 2040 });
    expect(canonical('SEK 239:-')).toMatchObject({ unit: 'SEK', value: 239 });
    expect(canonical('450 zł')).toMatchObject({ unit: 'PLN', value: 450 });
    expect(canonical('₩ 12,000')).toMatchObject({ unit: 'KRW', value: 12000 });
    // a code is matched in capitals only: "won" stays a word
    expect(canonical('3 won')?.dimension).not.toBe('currency');
  });
});

describe('the rest of a measure written as a bare number (resources/units/subunits.tsv)', () => {
  it('reads the last number after hours as minutes, after feet as inches, after stones as pounds', () => {
    expect(canonical('1 h 25')).toMatchObject({ dimension: 'time', value: 5100 });
    expect(canonical('1h 10')).toMatchObject({ dimension: 'time', value: 4200 });
    expect(canonical('1 h 25 sans entracte / no interval')).toMatchObject({ value: 5100 });
    expect(canonical('5 ft 10')!.value).toBeCloseTo(1.778, 3);
    expect(canonical('11 st 4')!.value).toBeCloseTo(71_667.6, 0);
  });
  it('leaves a number that is no rest of the measure alone', () => {
    // not less than one hour; a year; a number followed by more numbers
    expect(canonical('1 h 80')).toMatchObject({ value: 3600 });
    expect(canonical('3 h 2025')).toMatchObject({ value: 10_800 });
    expect(canonical('5 ft 10, 2 m')!.value).toBeCloseTo(1.524, 3);
  });
  it('reports a line it cannot use', () => {
    const t = parseUnitTable('h\th\ttime\th\nmin\tmin\ttime\tmin\nkg\tkg\tmass\tkg\n', 'time\ts\ts\tno\tyes\t\nmass\tkg\tkg\tno\tyes\t\n', '(inline)', '', '', 'h\tmin\nmin\th\nh\tkg\n');
    expect(t.subunits.get('h')).toBe('min');
    expect(t.problems.filter((p) => p.file === 'subunits.tsv').map((p) => p.line)).toEqual([2, 3]);
  });
});
