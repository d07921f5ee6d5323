// Numeric dates: a dotted date is day first whatever its numbers ("01.02.2024" is 1 February 2024, the form of the
// day-first convention); a slashed one only where one side is above 12 (a month-first writer uses slashes too).
import { describe, expect, it } from 'vitest';
import { documentYear, findDates } from '../../electron/engine/skg/values/dates.ts';
import { parseValue } from '../../electron/engine/skg/values/parse-value.ts';
import { loadValueContext } from '../../electron/engine/skg/values/value-context.ts';

const one = (text: string) => {
  const d = findDates(text)[0];
  return d ? { year: d.year, month: d.month, day: d.day } : null;
};

describe('numeric dates', () => {
  it('reads a dotted date day first, also when both numbers could be a month', () => {
    expect(one('01.02.2024')).toEqual({ year: 2024, month: 2, day: 1 });
    expect(one('Invoice date: 10.02.2024')).toEqual({ year: 2024, month: 2, day: 10 });
    expect(one('17.03.2024')).toEqual({ year: 2024, month: 3, day: 17 });
  });
  it('reads a slashed date only when it reads one way', () => {
    expect(one('31/03/2010')).toEqual({ year: 2010, month: 3, day: 31 });
    expect(one('03/31/2010')).toEqual({ year: 2010, month: 3, day: 31 });
    expect(one('01/02/2024')).toBeNull();
  });
});

describe('bare years', () => {
  it('reads a historic year where the entry is a date and the value only the year', () => {
    expect(parseValue('1882', { entry: 'Year built' }).date).toEqual({ year: 1882 });
    expect(parseValue('1755', { entry: 'Founded' }).date).toEqual({ year: 1755 });
    // a number under another entry stays a number; a bare number in a sentence needs a recent year to be one
    expect(parseValue('1882', { entry: 'Beds' }).primary?.value).toBe(1882);
    expect(parseValue('1882', { entry: 'Beds' }).date).toBeUndefined();
  });
});

describe('a year under a label of an event', () => {
  const ctx = loadValueContext();
  it('is a date to the year when the label ends in a past participle', () => {
    expect(parseValue('1998', { entry: 'Opened' }, ctx)).toMatchObject({ primary: null, date: { year: 1998 } });
    expect(parseValue('2004', { entry: 'Year renovated' }, ctx).date).toEqual({ year: 2004 });
    // a preposition after the participle belongs to the date
    expect(parseValue('1957', { entry: 'Opened in' }, ctx)).toMatchObject({ primary: null, date: { year: 1957 } });
    // a label of another language, read through its label words (resources/lang/de/label-words.tsv)
    expect(parseValue('1987', { entry: 'Jahr' }, ctx)).toMatchObject({ primary: null, date: { year: 1987 } });
    expect(parseValue('1936', { entry: 'Eroeffnet' }, ctx)).toMatchObject({ primary: null, date: { year: 1936 } });
    expect(parseValue('1987', { entry: 'Zimmer' }, ctx).primary).toMatchObject({ value: 1987 });
  });
  it('stays a number under any other label, and a participle label keeps numbers that are no year', () => {
    expect(parseValue('2000', { entry: 'Speed' }, ctx).primary).toMatchObject({ value: 2000 });
    expect(parseValue('2014', { entry: 'Staff' }, ctx).primary).toMatchObject({ value: 2014 });
    expect(parseValue('12', { entry: 'Listed' }, ctx).primary).toMatchObject({ value: 12 });
  });
});

describe('dates in other languages', () => {
  it('reads a date written with another language\'s month name (resources/lang/<lang>/calendar.tsv), and a German day\'s dot', () => {
    expect(parseValue('27 juin 2018').date).toEqual({ year: 2018, month: 6, day: 27 });
    expect(parseValue('20. Februar 2021').date).toEqual({ year: 2021, month: 2, day: 20 });
    expect(parseValue('3 mars 2025').date).toEqual({ year: 2025, month: 3, day: 3 });
    expect(parseValue('12 października 2023').date).toEqual({ year: 2023, month: 10, day: 12 });
  });
});

describe('dates written without a year', () => {
  it("take the year the document's dates state, the weekday choosing among it and the years beside it", () => {
    expect(parseValue('Sat 17 May', { entry: 'First screening', year: 2025 }).dates).toEqual([{ year: 2025, month: 5, day: 17 }]);
    expect(parseValue('Fri 17 May', { entry: 'First screening', year: 2025 }).dates).toEqual([{ year: 2024, month: 5, day: 17 }]);
    expect(parseValue('17 May, 21:45', { entry: 'First screening', year: 2025 }).dates).toEqual([{ year: 2025, month: 5, day: 17 }]);
    // no year known, a weekday no year near fits, words beside the date: no date
    expect(parseValue('Sat 17 May', { entry: 'First screening' }).dates).toBeUndefined();
    expect(parseValue('Tue 17 May', { entry: 'First screening', year: 2025 }).dates).toBeUndefined();
    expect(parseValue('17 May in the open air', { entry: 'First screening', year: 2025 }).dates).toBeUndefined();
  });
  it("reads a document's year from its dates and its years under date labels, where most agree", () => {
    expect(documentYear([{ key: 'Year', value: '2025' }, { key: 'Year', value: '2024' }, { key: 'Opened', value: '4 March 2025' }])).toBe(2025);
    expect(documentYear([{ key: 'Year', value: '2025' }, { key: 'Year', value: '2024' }])).toBeNull();
    expect(documentYear([{ key: 'Seats', value: '2025' }])).toBeNull();
  });
});
