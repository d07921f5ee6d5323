// A head noun no folder names is grounded on the files listing the items ("sales/trade-customers.csv" lists
// customers, "purchasing/suppliers.json" suppliers) and on the column whose values name them (the runs' Driver
// names the drivers; a table mostly of drivers is of drivers, one who drove nothing too). The word is read so only as
// the head noun: elsewhere it is what it otherwise is. A file listing some of a folder's items, alike with the rest
// ("exports/countries-north.csv" beside places/), names no kind of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
let atlas: Library;
beforeAll(async () => {
  // a file listing some of a folder's items, alike with the rest: its word names no kind of its own
  const page = (name: string, pop: number, area: number) => `# ${name}\n\n- Population: ${pop}\n- Area: ${area} km²\n- Capital: ${name} City\n`;
  atlas = await indexedLibrary({
    'places/ardesia.md': page('Ardesia', 12_000_000, 90_000),
    'places/belverra.md': page('Belverra', 3_000_000, 40_000),
    'places/calmora.md': page('Calmora', 25_000_000, 300_000),
    'places/dunmark.md': page('Dunmark', 8_000_000, 70_000),
    'exports/countries-north.csv': ['Country,Population,Area (km²),Capital', 'Ardesia,12000000,90000,Ardesia City', 'Belverra,3000000,40000,Belverra City', 'Eskland,9000000,110000,Eskland City'].join('\n'),
  }, 'atlas.quarry');
  const files: Record<string, string> = {
    'sales/trade-customers.csv': ['Customer,City,Country,Terms (days)', 'Gasthaus Krone,Bamberg,Germany,30', 'The Feathers,Ludlow,England,14', 'Getränke Hahn,Coburg,Germany,45', 'The Boathouse,Shrewsbury,England,30'].join('\n'),
    'purchasing/suppliers.json': JSON.stringify([
      { name: 'Hopfenhof Weber', city: 'Wolnzach', country: 'Germany', terms_days: 30 },
      { name: 'Mälzerei Brandt', city: 'Bamberg', country: 'Germany', terms_days: 60 },
      { name: 'Fenland Maltings', city: 'Wisbech', country: 'England', terms_days: 30 },
    ]),
    'ops/runs-2025.csv': ['Run,Date,Driver,Distance (km)', 'R-101,2025-03-01,Anna Keller,120', 'R-102,2025-03-02,Tom Price,85', 'R-103,2025-03-03,Anna Keller,40', 'R-104,2025-03-04,Jan Novak,210'].join('\n'),
    'admin/contact-sheet.csv': ['Name,Phone,Country', 'Anna Keller,0151 2345,Germany', 'Tom Price,07700 1234,England', 'Jan Novak,0049 5566,Germany', 'Lena Vogt,0170 9988,Germany'].join('\n'),
  };
  lib = await indexedLibrary(files, 'kinds.quarry');
}, 120_000);
afterAll(() => {
  lib?.close();
  atlas?.close();
});

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('kinds named by file names and by linking columns', () => {
  it('reads a head noun as the items the files of that name list', async () => {
    expect(await names('Which customers are in Germany?')).toEqual(['Gasthaus Krone', 'Getränke Hahn']);
    expect(await names('Which suppliers are in Germany?')).toEqual(['Hopfenhof Weber', 'Mälzerei Brandt']);
  });

  it('reads a head noun as the items a column of that label names, and the rest of their table', async () => {
    expect(await names('Which drivers are in Germany?')).toEqual(['Anna Keller', 'Jan Novak', 'Lena Vogt']);
  });

  it('names no kind by a file that lists some of a folder\'s items, alike with the rest', async () => {
    expect((await answerQuestion(atlas, 'Which countries have a population over 5 million?')).items.map((i) => i.name).sort()).toEqual(['Ardesia', 'Calmora', 'Dunmark', 'Eskland']);
  });

  it('does not read the word so where it is no head noun', async () => {
    const r = await answerQuestion(lib, 'What is the driver of R-102?');
    expect(r.answer).toContain('Tom Price');
  });
});

describe('a kind word after words asking for an amount', () => {
  let foods: Library;
  beforeAll(async () => {
    foods = await indexedLibrary({
      'cereals/cereals.csv': ['Food,Group,Fat (g),Protein (g)', 'Barley,Cereals,1.3,10.9', 'Bajra,Cereals,5.4,10.9', 'Jowar,Cereals,1.7,9.9'].join('\n'),
      'pantry/fats-and-oils.csv': ['Food,Group,Fat (g),Protein (g)', 'Ghee,Fats,99.5,0', 'Butter,Fats,81.1,0.9', 'Coconut oil,Fats,99.9,0'].join('\n'),
    }, 'fats.quarry');
  }, 120_000);
  afterAll(() => foods?.close());

  it('is the attribute asked about, not the items a file of that name lists ("how much fat")', async () => {
    expect((await answerQuestion(foods, 'On average, how much fat do the cereals contain?')).value).toBeCloseTo(2.8, 5);
  });
});

describe('a column named as a folder is', () => {
  let port: Library;
  beforeAll(async () => {
    const berth = (code: string, length: number) => `---\nberth: ${code}\n---\n\n# ${code}\n\n- Quay length: ${length} m\n- Depth: 5 m\n- Crane: No\n`;
    port = await indexedLibrary({
      'operations/berths/FM-1.md': berth('FM-1', 80),
      'operations/berths/FM-2.md': berth('FM-2', 65),
      'operations/berths/IB-1.md': berth('IB-1', 40),
      'exports/calls.csv': ['Call,Vessel,Berth,Cargo (t)', 'SBH-25-0126,Solvik,NQ-1,2590', 'SBH-25-0129,Baltic Tern,SQ-1,3140', 'SBH-25-0131,North Promise,NQ-1,720', 'SBH-25-0137,Vestland Mira,FM-1,630', 'SBH-25-0139,Dinteldijk,SQ-1,2170'].join('\n'),
      'operations/tonnage-2024.csv': ['Berth,Name,Jan,Feb,Mar,Apr,May,Jun', 'NQ-1,North Quay 1,5194,5704,6656,6010,5880,6120', 'SQ-1,South Quay 1,4527,4683,4592,4410,4730,4805', 'FM-1,Fish Market Quay 1,3837,4230,5266,3990,4100,4020', 'FM-2,Fish Market Quay 2,180,218,242,230,210,205'].join('\n'),
    }, 'berths.quarry');
  }, 120_000);
  afterAll(() => port?.close());

  it('takes in none where another label merged into the column files items apart (journals beside conferences)', async () => {
    const venue = (dir: string, name: string, city: string): [string, string] => [`venues/${dir}/${name.toLowerCase().replace(/ /g, '-')}.md`, `# ${name}\n\n- City: ${city}\n- Founded: 1990\n- Type: ${dir.slice(0, -1)}\n`];
    const paper = (t: string, label: string, v: string, y: number): [string, string] => [`papers/${t.toLowerCase().replace(/ /g, '-')}.md`, `# ${t}\n\n- ${label}: ${v}\n- Year: ${y}\n- Pages: 12\n`];
    const venues = await indexedLibrary({
      ...Object.fromEntries([venue('journals', 'Data Letters', 'Oslo'), venue('journals', 'Review of Robots', 'Lyon'), venue('conferences', 'NordNLP', 'Bergen'), venue('conferences', 'EuroML', 'Ghent')]),
      ...Object.fromEntries([paper('Graph Things', 'Journal', 'Data Letters', 2021), paper('Robot Arms', 'Journal', 'Review of Robots', 2022), paper('Tokens', 'Conference', 'NordNLP', 2023), paper('Kernels', 'Conference', 'EuroML', 2020), paper('Vectors', 'Venue', 'NordNLP', 2019), paper('Planes', 'Venue', 'Data Letters', 2018)]),
    }, 'venues.quarry');
    try {
      expect((await answerQuestion(venues, 'How many journals are there?')).value).toBe(2);
      expect((await answerQuestion(venues, 'Which conferences are there?')).items.map((i) => i.name).sort()).toEqual(['EuroML', 'NordNLP']);
    } finally {
      venues.close();
    }
  });

  it("takes in the items the column names beside the folder's own", async () => {
    expect((await answerQuestion(port, 'Which berth handled the most in March?')).items.map((i) => i.name)).toEqual(['NQ-1']);
    expect((await answerQuestion(port, 'How many berths are there?')).value).toBe(5);
  });
});
