// Times on the clock as values (skg/values/clock-times.ts): minutes after midnight in the dimension "time of day",
// read only where nothing says the value is a length of time.
import { describe, expect, it } from 'vitest';
import { formatClockTime, readClockTime } from '../../electron/engine/skg/values/clock-times.ts';
import { parseValue } from '../../electron/engine/skg/values/parse-value.ts';

describe('times on the clock', () => {
  it('reads 24-hour, am/pm, "h" and dotted times, and noon', () => {
    expect(readClockTime('14:35')).toBe(875);
    expect(readClockTime('2:35 pm')).toBe(875);
    expect(readClockTime('12:05 a.m.')).toBe(5);
    expect(readClockTime('8 AM')).toBe(480);
    expect(readClockTime('9h10', 'Departs')).toBe(550);
    // spaced as French writes it, under a label naming a time on the clock only ("1 h 25" is a running time)
    expect(readClockTime('20 h 30', 'Departs')).toBe(1230);
    expect(readClockTime('1 h 25', 'Running time')).toBeNull();
    expect(readClockTime('kl. 13.25', 'Avgang')).toBe(805);
    expect(readClockTime('14 Uhr')).toBe(840);
    expect(readClockTime('noon')).toBe(720);
  });

  it('reads a time after a bound word, and an hour alone with "h" under a clock label', () => {
    expect(readClockTime('from 16h', 'Check-in')).toBe(960);
    expect(readClockTime('16h', 'Check-in')).toBe(960);
    expect(readClockTime('until 11:00', 'Check-out')).toBe(660);
    expect(readClockTime('by 11 am', 'Check-out')).toBe(660);
    expect(readClockTime('bis 11 Uhr', 'Check-out')).toBe(660);
    // a bound word says no clock of its own, and "16h" under no clock label is a length of time
    expect(readClockTime('from 15.00', 'Price')).toBeNull();
    expect(readClockTime('16h', 'Duration')).toBeNull();
    expect(parseValue('from 15.00', { entry: 'Price' }).primary?.value).toBe(15);
  });
  it('leaves a length of time and a decimal alone', () => {
    expect(readClockTime('2:35', 'Block time')).toBeNull();
    expect(readClockTime('02:35', 'Duration')).toBeNull();
    // an unpadded "H:MM" or "HhMM" under no label could be either
    expect(readClockTime('2:35')).toBeNull();
    expect(readClockTime('9h10')).toBeNull();
    expect(readClockTime('13.25', 'Price')).toBeNull();
    expect(readClockTime('25:10')).toBeNull();
    expect(readClockTime('9 h', 'Duration')).toBeNull();
  });

  it('reads "H:MM" under a label naming a length of time as hours and minutes', () => {
    expect(parseValue('2:35', { entry: 'Block time' }).primary).toMatchObject({ value: 155, unit: 'min', canonical: { dimension: 'time' } });
    expect(parseValue('1:50', { entry: 'Crossing time' }).primary).toMatchObject({ value: 110, unit: 'min' });
    // "time" alone leans to a length, but a zero-padded 24-hour time under it is a clock's
    expect(parseValue('14:35', { entry: 'Time' }).primary).toMatchObject({ value: 875, unit: 'hh:mm' });
    expect(parseValue('1:50').primary).toBeNull();
  });

  it('reads a length of time past 23 "hours" as minutes and seconds, and marks as minutes and seconds', () => {
    expect(parseValue('55:08', { entry: 'Runtime' }).primary?.value).toBeCloseTo(55.133, 3);
    expect(parseValue("40'58\"", { entry: 'Runtime' }).primary).toMatchObject({ unit: 'min' });
    // a minute mark alone is minutes there ("112'"); "2h 22m" is hours and minutes, not metres
    expect(parseValue("112'", { entry: 'Runtime' }).primary).toMatchObject({ value: 112, unit: 'min' });
    expect(parseValue('2h 22m', { entry: 'Runtime' }).primary).toMatchObject({ value: 142, unit: 'min' });
    // feet and inches elsewhere
    expect(parseValue("5'10\"", { entry: 'Height' }).primary).toMatchObject({ value: 70, unit: 'in' });
    expect(parseValue('2 m 30 cm', { entry: 'Height' }).primary).toMatchObject({ value: 230, unit: 'cm' });
  });

  it('reads a colon length of time by the unit after it, its hours, or the order its column writes', () => {
    // a unit after it says which under any label
    expect(parseValue('5:30 min').primary?.value).toBeCloseTo(5.5, 3);
    expect(parseValue('1:20 hrs').primary).toMatchObject({ value: 80, unit: 'min' });
    // hours, minutes and seconds under a label naming a length of time
    expect(parseValue('1:05:30', { entry: 'Duration' }).primary?.value).toBeCloseTo(65.5, 3);
    // a column of minutes and seconds (number-style.ts decideColonOrder), even zero-padded
    expect(parseValue('3:45', { entry: 'Duration', colonOrder: 'ms' }).primary?.value).toBeCloseTo(3.75, 3);
    expect(parseValue('05:30', { entry: 'Time', colonOrder: 'ms' }).primary).toMatchObject({ value: 5.5, unit: 'min' });
    expect(parseValue('3:45', { entry: 'Duration' }).primary).toMatchObject({ value: 225, unit: 'min' });
  });

  it('stores the minutes in the time-of-day dimension and shows them as a clock does', () => {
    const p = parseValue('7:05 pm');
    expect(p.primary).toMatchObject({ value: 1145, unit: 'hh:mm', canonical: { dimension: 'time of day' } });
    expect(p.quantities).toContain(p.primary);
    expect(formatClockTime(1145)).toBe('19:05');
    expect(formatClockTime(5)).toBe('00:05');
  });
});
