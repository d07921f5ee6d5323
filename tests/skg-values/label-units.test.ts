// A unit or period written inside a label is the values' unit and the rate's period, and the label's other words are
// its key (so "rent_pcm_gbp", "rent_eur_pm", "Rent (EUR/month)" and "Rent pcm" are all the key "Rent"); periods come
// from the units resources (label-periods.tsv and the time units of units.tsv), never from engine words. A value that is
// nothing but one quantity (and its equivalent in brackets) is that quantity, whatever its entry usually holds.
import { describe, expect, it } from 'vitest';
import { splitHeaderUnit } from '../../electron/engine/skg/entries/canonical-entry.ts';
import { loadUnitTable, parseUnitTable } from '../../electron/engine/skg/values/unit-table.ts';
import { parseValue } from '../../electron/engine/skg/values/parse-value.ts';
import { loadValueContext } from '../../electron/engine/skg/values/value-context.ts';

const units = loadUnitTable();

describe('a period written in a label', () => {
  const cases: Array<[string, string, string | null, string | undefined]> = [
    ['rent_pcm_gbp', 'rent', 'GBP', 'month'],
    ['rent_eur_pm', 'rent', 'EUR', 'month'],
    ['Rent (EUR/month)', 'Rent', 'EUR', 'month'],
    ['Price (£/month)', 'Price', 'GBP', 'month'],
    ['Rent pcm', 'Rent', null, 'month'],
    ['Rent (pcm)', 'Rent', null, 'month'],
    ['Rent per month', 'Rent', null, 'month'],
    ['Rent, EUR per month', 'Rent', 'EUR', 'month'],
    ['Salary p.a.', 'Salary', null, 'year'],
    ['Rent GBP pw', 'Rent', 'GBP', 'week'],
    ['Mileage (mi/year)', 'Mileage', 'mi', 'year'],
    // a unit with a time inside it is a unit; a period that needs a unit beside it never stands alone
    ['Speed (km/h)', 'Speed', 'km/h', undefined],
    ['Project PM', 'Project PM', null, undefined],
    ['Rent pw', 'Rent pw', null, undefined],
    ['Time (min)', 'Time', 'min', undefined],
    ['Floor area (m²)', 'Floor area', 'm²', undefined],
    // a time unit after "per" is a period; a period adjective before a unit's name, and a unit's name in the plural,
    // say the values count in that unit ("Weekly hours", "hours_per_week" and "Hours" are one key, hours a week)
    ['hours_per_week', 'hours', 'h', 'week'],
    ['price_per_week', 'price', null, 'week'],
    ['Hours per week', 'Hours', 'h', 'week'],
    ['Weekly hours', 'hours', 'h', 'week'],
    ['weekly_hours', 'hours', 'h', 'week'],
    ['Weekly hours (h)', 'hours', 'h', 'week'],
    ['Hours', 'Hours', 'h', undefined],
    // a label's last word naming a unit beside the period said in brackets counts in it; no period, no unit
    ['Contact hours (per week)', 'Contact hours', 'h', 'week'],
    ['Opening hours', 'Opening hours', null, undefined],
    // a unit's name in the plural first, a function word after it: the label counts in that unit
    ['Years in industry', 'Years in industry', 'year', undefined],
    ['Years in the industry', 'Years in the industry', 'year', undefined],
    ['Minutes to prepare', 'Minutes to prepare', 'min', undefined],
    ['Year of birth', 'Year of birth', null, undefined],
    // a time unit named in full in the singular, last, names a point of a date, not an amount
    ['joined_year', 'joined_year', null, undefined],
    ['start_month', 'start_month', null, undefined],
    ['duration_years', 'duration', 'year', undefined],
    // (in brackets as well: "Acquired (year)" of an export holds the year it was acquired, "Term (years)" a length)
    ['Acquired (year)', 'Acquired', null, undefined],
    ['Term (years)', 'Term', 'year', undefined],
    ['prep_min', 'prep', 'min', undefined],
    ['Hours and more', 'Hours and more', null, undefined],
    // other languages' names of time units, from units.tsv ("tempo_ore" of an Italian export, "Dauer (Stunden)")
    ['tempo_ore', 'tempo', 'h', undefined],
    ['Dauer (Stunden)', 'Dauer', 'h', undefined],
    ['Kookduur (minuten)', 'Kookduur', 'min', undefined],
    ['Year', 'Year', null, undefined],
    ['Monthly rent', 'Monthly rent', null, undefined],
    ['Pixels', 'Pixels', null, undefined],
  ];
  for (const [header, key, unit, period] of cases) {
    it(`${header} → ${key} · ${unit ?? '-'} · per ${period ?? '-'}`, () => {
      const h = splitHeaderUnit(header, units);
      expect(h.key).toBe(key);
      expect(h.unit).toBe(unit);
      expect(h.period).toBe(period);
    });
  }

  it('reads its one-word periods from the table, not from code', () => {
    const dims = 'time\ts\ts\tunderscore\tyes\tsecond\ncurrency\t*\t-\tyes\tno\tmoney\n';
    const u = 's\ts\ttime\ts{case}\nmonth\t= 2629746 s\ttime\tmonth, months\nGBP\tbase\tcurrency\tgbp, £\n';
    const without = parseUnitTable(u, dims);
    const withMonthly = parseUnitTable(u, dims, '(inline)', 'xpm\tmonth\nbad\tnot-a-unit\n');
    expect(splitHeaderUnit('Rent xpm', without).period).toBeUndefined();
    expect(splitHeaderUnit('Rent xpm', withMonthly)).toMatchObject({ key: 'Rent', period: 'month' });
    expect(withMonthly.problems.some((p) => p.file === 'label-periods.tsv')).toBe(true);
  });

  it('reads a period after a unit and a slash as the period, not as part of the unit', () => {
    const ctx = loadValueContext();
    expect(parseValue('37.5 h/week', { entry: 'Hours' }, ctx).primary).toMatchObject({ value: 37.5, unit: 'h' });
    expect(parseValue('40 hours/week', { entry: 'Contracted hours' }, ctx).primary).toMatchObject({ value: 40, unit: 'h' });
    expect(parseValue('60 km/h', { entry: 'Speed' }, ctx).primary).toMatchObject({ value: 60, unit: 'km/h' });
  });

  it('gives the header period to amounts that state none', () => {
    const p = parseValue('1250', { entry: 'Rent', unit: 'EUR', period: 'month' }, loadValueContext());
    expect(p.prices?.[0]).toMatchObject({ amount: 1250, currency: 'EUR', per: 'month' });
  });
});

describe('a value that is one quantity', () => {
  const ctx = loadValueContext();
  // entries whose usual kind (resources/domains/*/entry-kinds.tsv: "size" a length, "internal" a data size) is not
  // what these values measure
  const cases: Array<[string, string, number, string]> = [
    ['Size', '785 sq ft', 785, 'ft²'],
    ['Size', '330 sq. ft', 330, 'ft²'],
    ['Internal area', '1,405 sq ft (130 m²)', 1405, 'ft²'],
    ['Internal area', '30 m²', 30, 'm²'],
  ];
  for (const [entry, value, n, unit] of cases) {
    it(`${entry}: ${value}`, () => {
      const p = parseValue(value, { entry }, ctx);
      expect(p.primary).toMatchObject({ value: n, unit });
    });
  }
  it('keeps choosing among the quantities of a longer value by the entry, and none for an entry of no number', () => {
    expect(parseValue('120 Hz AMOLED', { entry: 'Display' }, ctx).primary).toBeNull();
    expect(parseValue('8 GB, 256 GB', { entry: 'Display' }, ctx).primary).toBeNull();
    expect(parseValue('7 nm', { entry: 'Chipset' }, ctx).primary).toBeNull();
  });

  it('reads a share written as a part of one under a label of shares as hundredths ("Purity: 0.998" is 99.8 %)', () => {
    const p = (v: string, entry: string) => parseValue(v, { entry }, ctx).primary;
    expect(p('0.998', 'Purity')).toMatchObject({ value: 99.8, unit: '%' });
    expect(p('99.5', 'Purity')).toMatchObject({ value: 99.5, unit: '%' });
    expect(p('0.82', 'Load factor')).toMatchObject({ value: 82, unit: '%' });
    expect(p('82 %', 'Load factor')).toMatchObject({ value: 82, unit: '%' });
    // a header's own unit stays the values' unit, and other labels keep their bare numbers
    expect(parseValue('0.5', { entry: 'Purity', unit: '%' }, ctx).primary).toMatchObject({ value: 0.5, unit: '%' });
    expect(p('0.5', 'Load')?.value).toBe(0.5);
  });

  it('keeps a quantity under a label whose words only guessed a date ("Availability (90 d): 98,73%")', () => {
    const p = parseValue('98,73%', { entry: 'Availability (90 d)' }, ctx).primary;
    expect(p && [p.value, p.unit]).toEqual([98.73, '%']);
    expect(parseValue('2023, March', { entry: 'Availability' }, ctx).primary).toBeNull();
  });
});
