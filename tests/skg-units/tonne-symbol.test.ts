// "t" after a number is the tonne, in lower case only (as "g", "m", "s" and "h" are): "over 5 t" compares masses,
// and a capital T after a number stays no unit ("5 T" is a tesla, a size, a model).
import { describe, expect, it } from 'vitest';
import { unitAt } from '../../electron/engine/retrieve/symbolic/understand/units-adapter.ts';

describe('the tonne symbol', () => {
  it('is read after a number, spaced or not, at a word end', () => {
    expect(unitAt('over 5 t?', 6)?.symbol).toBe('t');
    expect(unitAt('a 22t excavator', 4)?.symbol).toBe('t');
  });
  it('is never the start of a word or a capital', () => {
    expect(unitAt('5 tonnes', 1)?.symbol).toBe('t');
    expect(unitAt('5 tyres', 1)).toBeNull();
    expect(unitAt('5 T', 1)).toBeNull();
  });
});
