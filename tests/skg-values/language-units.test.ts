import { describe, expect, it } from 'vitest';
import { documentFacts } from '../../electron/engine/skg/record-facts.ts';
import { loadAliases } from '../../electron/engine/skg/entries/canonical-entry.ts';
import { loadValueContext } from '../../electron/engine/skg/values/value-context.ts';
import { parseValue } from '../../electron/engine/skg/values/parse-value.ts';
import { languageUnitProblems, languagesOfLabels, loadLanguageUnits, parseLanguageUnits, unitsInLanguages, type LanguageUnits } from '../../electron/engine/skg/values/language-units.ts';
import type { RecordWithRows } from '../../electron/engine/store/records.ts';

let nextRow = 1;
function record(id: number, subject: string, rows: Array<[string, string]>): RecordWithRows {
  return {
    id, docId: 1, ord: 0, subject, kind: 'page', blockId: null, categoryHints: [],
    rows: rows.map(([key, value], position) => ({ id: nextRow++, position, section: null, key, value, blockId: null, start: 0, end: 0 })),
  };
}

/** The unit and dimension each subject's entry is stored with. */
function stored(records: RecordWithRows[]): Map<string, string> {
  const quads = documentFacts({ docId: 1, relpath: 'export.md', records, aliases: loadAliases(), values: loadValueContext() });
  const unitOf = new Map<string, string>();
  for (const q of quads) if (q.predicate.value.endsWith('hasUnit')) unitOf.set(q.subject.value, q.object.value);
  const labelOf = new Map<string, string>();
  for (const q of quads) if (q.predicate.value.endsWith('#label') || q.predicate.value.endsWith('/label')) labelOf.set(q.subject.value, q.object.value);
  const out = new Map<string, string>();
  for (const q of quads) {
    if (!q.predicate.value.endsWith('hasSpec')) continue;
    const spec = q.object.value;
    const entry = quads.find((x) => x.subject.value === spec && x.predicate.value.endsWith('inEntry'))?.object.value;
    out.set(`${labelOf.get(q.subject.value) ?? q.subject.value} ${entry ? labelOf.get(entry) : ''}`, unitOf.get(spec) ?? '');
  }
  return out;
}

describe('units a language writes its own way (resources/lang/<lang>/units.tsv)', () => {
  it('reads the shipped files: a Hungarian price in forint, a Swedish one in kronor, a krone of two languages in none', () => {
    const hu = stored([record(1, 'Hajvágás', [['Név', 'Hajvágás'], ['Ár', '12 500 Ft'], ['Időtartam', '45 perc'], ['Kategória', 'Vágás']])]);
    expect(hu.get('Hajvágás Ár')).toBe('HUF');
    expect(hu.get('Hajvágás Időtartam')).toBe('s');
    const sv = stored([record(2, 'Kavaj', [['Namn', 'Kavaj'], ['Pris', '4 200 kr'], ['Leveranstid', '3 veckor']])]);
    expect(sv.get('Kavaj Pris')).toBe('SEK');
    // Norwegian and Danish write these labels alike, and "kr" is a krone of either: no currency is guessed
    const nbOrDa = stored([record(3, 'Sele', [['Navn', 'Sele'], ['Pris', '450 kr'], ['Leverandør', 'Fjell AS']])]);
    expect(['NOK', 'DKK', 'SEK']).not.toContain(nbOrDa.get('Sele Pris'));
  });

  it('leaves an English record as the general table reads it: "ft" is feet there', () => {
    const en = stored([record(4, 'Unit 4', [['Name', 'Unit 4'], ['Ceiling height', '12 ft'], ['Price', '£450']])]);
    expect(en.get('Unit 4 Ceiling height')).toBe('m');
  });

  it('takes a record for a language only where most of its labels, and two at least, are its words read as other English words', () => {
    const lang: LanguageUnits = {
      units: new Map([['xx', parseLanguageUnits('ft\tHUF\n')], ['yy', parseLanguageUnits('ft\tEUR\n')]]),
      words: new Map([['xx', new Map([['ar', 'price'], ['nev', 'name'], ['name', 'name']])], ['yy', new Map([['ar', 'price'], ['nev', 'name']])]]),
    };
    expect(languagesOfLabels(['Ár', 'Név', 'Colour'], lang)).toEqual(['xx', 'yy']);
    // "Name" reads as itself: no word of another language
    expect(languagesOfLabels(['Name', 'Ár', 'Colour', 'Size'], lang)).toEqual([]);
    expect(languagesOfLabels(['Ár'], lang)).toEqual([]);
  });

  it('keeps a spelling the languages read alike and drops one they read differently', () => {
    const table = loadValueContext().units;
    const lang: LanguageUnits = {
      units: new Map([['xx', parseLanguageUnits('ft\tHUF\nkr\tSEK\ndb\t-\n')], ['yy', parseLanguageUnits('ft\tHUF\nkr\tNOK\n')]]),
      words: new Map(),
    };
    const both = unitsInLanguages(table, ['xx', 'yy'], lang);
    const read = (text: string, t = both) => parseValue(text, {}, { ...loadValueContext(), units: t }).primary?.unit ?? null;
    expect(read('12 500 ft')).toBe('HUF');
    expect(read('450 kr')).toBeNull();
    // "db" is no unit in xx (pieces), though decibels in English
    const xx = unitsInLanguages(table, ['xx'], lang);
    expect(read('12 db', xx)).toBeNull();
    expect(read('12 db', table)).toBe('dB');
    expect(read('12 ft', table)).toBe('ft');
    // the derived table is made once per table and languages
    expect(unitsInLanguages(table, ['yy', 'xx'], lang)).toBe(both);
  });

  it('reports a line it cannot use and skips it: the shipped files have none, a unit the table lacks keeps the general reading', () => {
    const table = loadValueContext().units;
    expect(languageUnitProblems(table, loadLanguageUnits())).toEqual([]);
    const problems: string[] = [];
    const units = parseLanguageUnits('ft\tHUF\nbroken line\nkr\tSEK\textra\nzz\tNOPE\n', problems, 'xx/units.tsv');
    expect(problems).toEqual(['xx/units.tsv line 2: expected a spelling and a unit symbol (or "-"), tab-separated', 'xx/units.tsv line 3: expected a spelling and a unit symbol (or "-"), tab-separated']);
    const lang: LanguageUnits = { units: new Map([['xx', units]]), words: new Map(), problems };
    expect(languageUnitProblems(table, lang)).toContain('xx/units.tsv: "NOPE" (for "zz") is no unit of units.tsv');
    const xx = unitsInLanguages(table, ['xx'], { ...lang, units: new Map([['xx', parseLanguageUnits('ft\tNOPE\n')]]) });
    expect(parseValue('12 ft', {}, { ...loadValueContext(), units: xx }).primary?.unit).toBe('ft');
  });

  it('reads "TL" after an amount as the Turkish lira in any record (the general table)', () => {
    expect(parseValue('1.500 TL', { numbers: { dotGroups: true } }).primary?.unit).toBe('TRY');
  });
});
