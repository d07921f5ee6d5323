// A kit list keyed by asset codes ("Asset,Kind,Model,Capacity,…") beside equipment pages named by codes of the same
// form ("TK-01", "PR-01"), which state what the list does (a capacity, a supplier, a purchase date): the list's rows are
// more of those items, named by their codes as the folder names the others; the model is what each is, an attribute
// (folder-naming.ts registerCodes). A list whose codes no record's names resemble keeps the names its rows took.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

const page = (code: string, model: string, capacity: string, supplier: string, bought: string) =>
  `# ${code} — ${model}\n\n- Asset code: ${code}\n- Model: ${model}\n- Capacity: ${capacity}\n- Supplier: ${supplier}\n- Purchased: ${bought}\n`;

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'equipment/tk-01.md': page('TK-01', 'Kessler 5000 L tank', '5,000 litres', 'Kessler Tankbau GmbH', '2 July 2012'),
    'equipment/tk-02.md': page('TK-02', 'Kessler 2500 L tank', '2,500 litres', 'Kessler Tankbau GmbH', '18 June 2013'),
    'equipment/pr-01.md': page('PR-01', 'Bernardi PN 22 press', '2,200 litres', 'Bernardi Presse', '4 August 2015'),
    'winery/cellar-kit.tsv': 'Asset\tKind\tModel\tCapacity\tBought\tSupplier\n' +
      'TK-06\ttank\tKessler 1,200 l tank\t1,200 litres\t11.07.2016\tKessler Tankbau GmbH\n' +
      'TK-07\ttank\tInox 600 l tank\t600 litres\t16.08.2021\tInox Zagorje\n' +
      'TK-08\ttank\tInox 3,000 l tank\t3,000 litres\t04.07.2022\tInox Zagorje\n',
  }, 'register-codes.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('a table keyed by codes of the register its items are named by elsewhere', () => {
  it('names its rows by their codes, as the pages of the same kind are named', async () => {
    const r = await answerQuestion(lib, 'Which tanks hold more than 1,000 litres?');
    expect(r.items.map((i) => i.name).sort()).toEqual(['TK-01', 'TK-02', 'TK-06', 'TK-08']);
    const inox = await answerQuestion(lib, 'What did we buy from Inox Zagorje?');
    expect(inox.items.map((i) => i.name).sort()).toEqual(['TK-07', 'TK-08']);
  });

  it('keeps the names a table\'s rows took where no record is named by codes of their form', async () => {
    const other = await indexedLibrary({
      'equipment/kessler-5000.md': '# Kessler 5000 L tank\n\n- Capacity: 5,000 litres\n- Supplier: Kessler Tankbau GmbH\n- Purchased: 2 July 2012\n',
      'equipment/bernardi-press.md': '# Bernardi PN 22 press\n\n- Capacity: 2,200 litres\n- Supplier: Bernardi Presse\n- Purchased: 4 August 2015\n',
      'winery/cellar-kit.tsv': 'Asset\tKind\tModel\tCapacity\tBought\tSupplier\n' +
        'TK-06\ttank\tKessler 1,200 l tank\t1,200 litres\t11.07.2016\tKessler Tankbau GmbH\n' +
        'TK-07\ttank\tInox 600 l tank\t600 litres\t16.08.2021\tInox Zagorje\n' +
        'TK-08\ttank\tInox 3,000 l tank\t3,000 litres\t04.07.2022\tInox Zagorje\n',
    }, 'no-register.quarry');
    try {
      const r = await answerQuestion(other, 'What did we buy from Inox Zagorje?');
      expect(r.items.map((i) => i.name).sort()).toEqual(['Inox 3,000 l tank', 'Inox 600 l tank']);
    } finally {
      other.close();
    }
  });

  it('keeps the names of rows whose codes have the form of another kind\'s names, sharing a word or two of theirs', async () => {
    const inst = (code: string, kind: string, centre: string) => `# ${code}\n\n- Kind: ${kind}\n- Maker: Yamaha\n- Centre: ${centre}\n- Hire fee per term: £30\n- Purchased: 2019\n- Condition: good\n`;
    const school = await indexedLibrary({
      'instruments/gl-h01.md': inst('GL-H01', 'Trumpet', 'Merchant City'),
      'instruments/gl-h02.md': inst('GL-H02', 'Violin 4/4', 'Merchant City'),
      'instruments/gl-h03.md': inst('GL-H03', 'Flute', 'Partick'),
      'students/register.tsv': 'Student no\tName\tCentre\tInstrument\tGrade\tTeacher\tLessons/term\tFees paid\n' +
        'GL-S1202\tElla McKenzie\tMerchant City\tTrumpet\tGrade 3\tCraig Donnelly\t10 lessons\t£285.00\n' +
        'GL-S1209\tChloe Gallacher\tMerchant City\tPiano\tGrade 8\tJamie Docherty\t8 lessons\t£228.00\n' +
        'GL-S1211\tRyan O\'Neill\tPartick\tFlute\tGrade 2\tCraig Donnelly\t10 lessons\t£195.00\n',
    }, 'students-register.quarry');
    try {
      const r = await answerQuestion(school, 'Which students does Craig Donnelly teach?');
      expect(r.items.map((i) => i.name).sort()).toEqual(['Ella McKenzie', "Ryan O'Neill"]);
    } finally {
      school.close();
    }
  });

  it('keeps the names of rows whose codes have the form of names one other file alone gives its records', async () => {
    const member = (n: string, name: string, stylist: string, visits: number) => ({ member: { number: n, tier: 'Bronze' }, profile: { full_name: name, home_salon: 'Southville' }, preferences: { stylist }, history: { visits_2025: visits }, loyalty: { points: 300 + visits } });
    const salon = await indexedLibrary({
      'loyalty/app-export.json': JSON.stringify({ members: [member('SV-4048', 'Abigail Stone', 'Owen Lacey', 2), member('SV-4072', 'Beth Carter', 'Lewis Grant', 5), member('SV-4096', 'Cara Dunn', 'Owen Lacey', 7)] }, null, 2),
      'clients/booking-export.csv': 'Client no;Client;Salon;Preferred stylist;Visits 2025;Loyalty points\n' +
        'CL-2126;Alice Henderson;Clifton;Lewis Grant;10;1615\nCL-2176;Sophie Marchetti;Clifton;Jess Morgan;2;1025\nCL-2167;Megan Doyle;Clifton;Lewis Grant;12;1595\n',
    }, 'one-file-register.quarry');
    try {
      const r = await answerQuestion(salon, 'Which clients have been in more than 9 times this year?');
      expect(r.items.map((i) => i.name)).toEqual(expect.arrayContaining(['Alice Henderson', 'Megan Doyle']));
      expect(r.items.map((i) => i.name)).not.toContain('CL-2126');
    } finally {
      salon.close();
    }
  });
});
