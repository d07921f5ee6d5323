// A spreadsheet keyed by a first column of codes headed by a kind ("Batch", "Lot") lists things of that kind: where
// the column that would name its rows names things with records of their own (the beers, the fields), those values
// are links and the codes name the rows — a lab result is batch B25-005's, not the beer's. A first column headed by a
// word for a code ("Code") is a code of the row's own thing, which its name column names as before. And an attribute
// asked of a name that other items link to, which none of them states, is asked of the name itself; one that items
// naming it do state is theirs ("the yield of Top Meadow"), and a condition only they can meet holds for the items
// they name ("fields with a yield over 8 t/ha").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { getSchema } from '../../electron/engine/skg/schema/index.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  const beer = (name: string, style: string, abv: number): [string, string] => [`beers/${name.toLowerCase().replace(/ /g, '-')}.md`, `# ${name}\n\n- Style: ${style}\n- ABV: ${abv}%\n- Brewery: Tolland\n`];
  lib = await indexedLibrary({
    ...Object.fromEntries([beer('Lantern', 'Golden ale', 4.2), beer('Ironbridge IPA', 'IPA', 5.6), beer('Severn Mild', 'Mild', 3.6), beer('Darwin', 'Pale ale', 5.3)]),
    'qc/lab-results.csv': 'Batch,Product,ABV measured (%),pH\nB25-002,Lantern,4.1,4.17\nB25-005,Ironbridge IPA,5.2,4.47\nB25-009,Severn Mild,3.8,4.33\nB25-018,Darwin,5.4,4.21\n',
    'fields/register.csv': 'Code,Field,Area (ha),Soil\nF01,Long Acre,8.2,Clay\nF02,Top Meadow,12.5,Loam\nF03,Well Field,4.1,Sand\n',
    'fields/long-acre.md': '# Long Acre\n\n- Hedges: 4\n- Drained: yes\n',
    'fields/top-meadow.md': '# Top Meadow\n\n- Hedges: 2\n- Drained: no\n',
    'fields/polderakker.md': '# Polderakker\n\n- Grondsoort: klei\n- Oppervlakte: 21,91 ha\n- pH: 7,4\n',
    'harvest/home.csv': 'Lot,Field,Crop,Yield (t/ha)\nHF24-001,Long Acre,Wheat,9.1\nHF24-002,Top Meadow,Barley,6.5\nHF24-003,Well Field,Beans,8.4\n',
    'harvest/lots.csv': 'Lot;Perceel;Gewas;Opbrengst (t/ha)\nDW24-001;Polderakker;tarwe;9,1\nDW24-002;Long Acre;gerst;7,2\nDW24-003;Top Meadow;tarwe;8,8\n',
  }, 'kinds.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('the items that name an item', () => {
  it('answer for it what it does not state itself ("the yield of Top Meadow" is its harvest lot\'s)', async () => {
    // (two lots state it, the Dutch export's "Opbrengst" being yield: each, with its lot)
    const r = await answerQuestion(lib, 'What was the yield of Top Meadow?');
    expect(r.answer).toMatch(/HF24-002: 6\.5 t\/ha/);
    expect(r.answer).toMatch(/DW24-003: 8\.8 t\/ha/);
    expect(r.answer).toContain('Top Meadow');
    // (named in the question's word, not the export's "Opbrengst")
    expect(r.answer).toMatch(/^The yield \(t\/ha\) of/);
  });

  it('hold the conditions on an item of the kind asked about ("fields with a yield over 8 t/ha")', async () => {
    expect((await answerQuestion(lib, 'Which fields had a yield above 8 t/ha?')).items.map((i) => i.name).sort()).toEqual(['Long Acre', 'Polderakker', 'Top Meadow', 'Well Field']);
    expect((await answerQuestion(lib, 'How many fields yielded less than 7 t/ha?')).value).toBe(1);
  });
});

describe('a first column of codes headed by a kind', () => {
  it("names the rows by their codes where the names are other records' (lab results are the batches')", async () => {
    const schema = await getSchema(lib);
    const names = schema.entities.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['B25-002', 'B25-005', 'B25-009', 'B25-018', 'DW24-001', 'DW24-002', 'DW24-003']));
    expect((await answerQuestion(lib, 'What is the pH of B25-005?')).answer).toContain('4.47');
    // the beer keeps its own ABV; the measured one is the batch's
    expect((await answerQuestion(lib, 'What is the ABV of Ironbridge IPA?')).answer).toContain('5.6');
  });

  it('keeps a row named by its name column where the first column is headed by a word for a code', async () => {
    const schema = await getSchema(lib);
    expect(schema.entities.map((e) => e.name)).toEqual(expect.arrayContaining(['Long Acre', 'Top Meadow', 'Well Field']));
    expect(schema.entities.map((e) => e.name)).not.toContain('F01');
  });

  it("asks an attribute that no item naming the name states of the name itself", async () => {
    expect((await answerQuestion(lib, 'What is the Grondsoort of Polderakker?')).answer).toContain('klei');
    // (the register's fields state a Soil, Polderakker's page its Grondsoort, and no lot either: the lot naming
    // Polderakker is no answer to its soil)
    const r = await answerQuestion(lib, 'What is the soil of Polderakker?');
    expect(r.items.map((i) => i.name)).not.toContain('DW24-001');
    expect(r.mapping.filter((m) => m.kind === 'link')).toEqual([]);
  });
});
