// Units the table used not to know: metric horsepower (PS) compares with kW and hp as one power; pressure,
// torque (never a nanometre), rotational speed, luminous flux and short times.
import { describe, expect, it } from 'vitest';
import { parseValue } from '../../electron/engine/skg/values/parse-value.ts';
import { loadValueContext } from '../../electron/engine/skg/values/value-context.ts';

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
});
