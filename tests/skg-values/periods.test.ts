// An amount of money stated per a period is one attribute whatever period a page writes: "£450 pw" among rents a
// folder states "pcm" is stored per month (× 52 / 12), "Monthly rent: £150 pw" by its label's period, and a folder
// of weekly pay keeps its weeks (a monthly pay converts to them). Periods are read from resources/units/periods.tsv.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { libraryRdf } from '../../electron/engine/store/library-rdf.ts';
import { SPARQL_PREFIXES } from '../../electron/engine/store/rdf/namespaces.ts';
import { parseValue } from '../../electron/engine/skg/values/parse-value.ts';
import { countPeriods, periodAfterAmount, periodFactor, periodOfLabel } from '../../electron/engine/skg/values/periods.ts';
import { tempDir } from '../helpers/tmp.ts';

const PERIODS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/periods');

describe('periods of amounts', () => {
  it('reads the period after an amount and in a label', () => {
    expect(periodAfterAmount('£755 pw', 4)?.period).toBe('week');
    expect(periodAfterAmount('£1,950 pcm', 6)?.period).toBe('month');
    expect(periodAfterAmount('$60,000 per annum', 7)?.period).toBe('year');
    expect(periodAfterAmount('£5 pmx', 2)).toBeNull();
    // a short spelling after a slash, as after an amount's unit ("2.5 h/wk")
    expect(periodAfterAmount('2.5 h/wk', 5)?.period).toBe('week');
    expect(parseValue('2.5 h/wk', { entry: 'Contact' }).primary).toMatchObject({ value: 2.5, unit: 'h' });
    expect(periodOfLabel('Monthly rent')).toBe('month');
    expect(periodOfLabel('rent_pcm_gbp')).toBe('month');
    expect(periodOfLabel('Rent')).toBeNull();
    expect(periodFactor('week', 'month')).toBeCloseTo(52 / 12);
    expect(countPeriods([{ key: 'Rent', value: '£1,950 pcm' }, { key: 'rent_pcm_gbp', value: '2675' }, { key: 'Deposit', value: '£2,250' }, { key: 'Rent', value: '£450 pw' }])).toEqual(new Map([['month', 2], ['week', 1]]));
  });
});

describe('a folder of amounts stated per different periods', () => {
  let lib: Library;
  const value = async (name: string, label: string) => {
    const rdf = await libraryRdf(lib);
    const rows = (await rdf.sparql(`${SPARQL_PREFIXES}
      SELECT ?v WHERE { ?e q:hasName ?n . FILTER(STR(?n) = "${name}") ?e q:hasSpec ?s . ?s q:inEntry ?en . ?en rdfs:label ?l . FILTER(LCASE(STR(?l)) = "${label}")
        ?s q:hasNumericValue ?v . FILTER NOT EXISTS { ?s q:statedIn ?how } }`)).rows;
    return rows.length ? Number(rows[0]!.v!.value) : undefined;
  };
  beforeAll(async () => {
    lib = openLibrary(path.join(tempDir(), 'periods.quarry'));
    await indexFolders(lib, [PERIODS], { derivers: defaultDerivers() });
  }, 180_000);
  afterAll(() => lib?.close());

  it('converts a weekly rent among monthly rents to a month, and keeps the monthly ones', async () => {
    expect(await value('4 Damson Court', 'rent')).toBeCloseTo((450 * 52) / 12, 1);
    expect(await value('1 Alder Row', 'rent')).toBe(1950);
    expect(await value('2 Birch Lane', 'rent')).toBe(1200);
    // the label says the period
    expect(await value('5 Elm Mews', 'monthly rent')).toBeCloseTo((150 * 52) / 12, 1);
    // an amount without a period is no rate
    expect(await value('1 Alder Row', 'deposit')).toBe(2250);
  });

  it('keeps the weeks of a folder of weekly pay, converting a monthly one to them', async () => {
    expect(await value('Night porter', 'pay')).toBe(400);
    expect(await value('Kitchen porter', 'pay')).toBe(380);
    expect(await value('Head chef', 'pay')).toBeCloseTo((2600 * 12) / 52, 1);
  });
});
