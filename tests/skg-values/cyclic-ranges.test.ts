// Ranges of months and weekdays written as their two ends are lists of what lies between (skg/values/cyclic-ranges.ts).
import { describe, expect, it } from 'vitest';
import { cyclicRange, expandCyclicRanges, weekdayNumber } from '../../electron/engine/skg/values/cyclic-ranges.ts';

describe('ranges of months and weekdays', () => {
  it('lists the months between two ends, however the ends and the dash are written, wrapping past December', () => {
    expect(cyclicRange('June–September')).toEqual(['June', 'July', 'August', 'September']);
    expect(cyclicRange('Jan–Mar')).toEqual(['January', 'February', 'March']);
    expect(cyclicRange('May to June')).toEqual(['May', 'June']);
    expect(cyclicRange('Nov - Feb')).toEqual(['November', 'December', 'January', 'February']);
  });

  it('lists weekdays the same way', () => {
    expect(cyclicRange('Mon–Fri')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(cyclicRange('Fri-Sun')).toEqual(['Friday', 'Saturday', 'Sunday']);
    expect(weekdayNumber('Thurs.')).toBe(4);
    expect(weekdayNumber('sun')).toBe(7);
    // a set of weekdays named as a whole value
    expect(cyclicRange('Daily')).toHaveLength(7);
    expect(cyclicRange('weekends')).toEqual(['Saturday', 'Sunday']);
  });

  it('leaves everything else alone: mixed ends, one end, words that are no names, numbers', () => {
    expect(cyclicRange('Mon–March')).toBeNull();
    expect(cyclicRange('June')).toBeNull();
    expect(cyclicRange('Salt-and-pepper')).toBeNull();
    expect(cyclicRange('Two-way')).toBeNull();
    expect(cyclicRange('2024–2036')).toBeNull();
    expect(cyclicRange('May–May')).toBeNull();
    expect(expandCyclicRanges(['Pink', 'White'])).toBeNull();
    expect(expandCyclicRanges(['Jun–Jul', 'Sep'])).toEqual(['June', 'July', 'September']);
    // a list of days written short is written in full, one spelling for questions to find; a name alone stays
    expect(expandCyclicRanges(['Mon', 'Wed', 'Fri'])).toEqual(['Monday', 'Wednesday', 'Friday']);
    expect(expandCyclicRanges(['Sun'])).toBeNull();
    expect(expandCyclicRanges(['Monday', 'Friday'])).toBeNull();
    expect(expandCyclicRanges(['Mon', 'Paris'])).toBeNull();
    // other languages' names (resources/lang/<lang>/calendar.tsv) are written in English too
    expect(expandCyclicRanges(['fre', 'søn'])).toEqual(['Friday', 'Sunday']);
    expect(cyclicRange('juin–août')).toEqual(['June', 'July', 'August']);
  });
});
