// A table with a column per year ("2021", "2022", …) holds one value per item and year: "OSR in 2022" is the 2022
// column's OSR, never an OSR of another year; and a value written short with full stops ("W. Wheat") is named by the
// words another table writes in full ("winter wheat").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'cropping/rotation.csv': [
      'Field,2021,2022,2023',
      'Long Acre,Sp. Barley,W. Wheat,OSR',
      'Top Meadow,Grass ley,Grass ley,Grass ley',
      'Church Field,W. Wheat,OSR,W. Wheat',
      'Far Carr,OSR,W. Wheat,Sp. Barley',
      'Kiln Field,W. Wheat,Sp. Barley,W. Wheat',
    ].join('\n') + '\n',
    // a value two attributes hold, the question naming words of both: either counts
    'tools/drill-a.md': '# Drill A\n\n- Battery: 4.0 Ah\n- Battery type: Li-Ion\n- Weight: 1.9 kg\n',
    'tools/drill-b.md': '# Drill B\n\n- Battery: Li-Ion\n- Weight: 2.1 kg\n',
    'tools/drill-c.md': '# Drill C\n\n- Battery: 1.5 Ah\n- Battery type: NiCd\n- Weight: 2.4 kg\n',
    // the same property under a label written apart, for other items ("Style" of a shop's list beside "Genre")
    'records/blue-train.md': '# Blue Train\n\n- Genre: Jazz\n- Year: 1957\n- Label: Blue Note\n',
    'records/kind-of-blue.md': '# Kind of Blue\n\n- Genre: Jazz\n- Year: 1959\n- Label: Columbia\n',
    'records/nevermind.md': '# Nevermind\n\n- Genre: Rock\n- Year: 1991\n- Label: DGC\n',
    'records/shop-list.csv': 'Title,Style,Price\nMingus Ah Um,Jazz,12\nLondon Calling,Rock,10\nTime Out,Jazz,11\n',
    'agronomy/varieties.md': '# Varieties\n\n| Variety | Crop | Breeder |\n| --- | --- | --- |\n| KWS Extase | Winter wheat | KWS |\n| Laureate | Spring barley | Syngenta |\n| Aurelia | Oilseed rape | DSV |\n',
  }, 'rotation.quarry');
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('a column per year', () => {
  it("reads a value with a year after it as that year's column", async () => {
    expect(await names('Which fields had OSR in 2022?')).toEqual(['Church Field']);
    expect((await answerQuestion(lib, 'How many fields grew OSR in 2023?')).value).toBe(1);
  });
  it('keeps to the named attribute only where the others share none of its words', async () => {
    expect(await names('Which drills use a Li-Ion battery?')).toEqual(['Drill A', 'Drill B']);
  });
  it('keeps to the named attribute only where the others are held by the same items', async () => {
    expect(await names('Which records have Jazz as genre?')).toEqual(['Blue Train', 'Kind of Blue', 'Mingus Ah Um', 'Time Out']);
  });
  it('names a value written short by the words written in full elsewhere', async () => {
    expect(await names('Which fields grew winter wheat in 2023?')).toEqual(['Church Field', 'Kiln Field']);
    expect(await names('Which fields had spring barley in 2022?')).toEqual(['Kiln Field']);
  });
});
