// Records are named from their own fields (a name-like key, else the most distinctive text field) at any depth,
// and text profiles from their title without the label; JSON of any depth is read without overflowing.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isQuarryError } from '../../electron/engine/errors.ts';
import { parseFile } from '../../electron/engine/ingest/parse.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { openLibrary } from '../../electron/engine/store/library.ts';
import { libraryStatus } from '../../electron/engine/store/status.ts';
import { nameAfterKindWord, nameBeforeKind, nameBeforeKindWord, readLabelledTitle, restoreCase } from '../../electron/engine/ingest/naming.ts';
import { ingestVocabulary } from '../../electron/engine/ingest/vocabulary.ts';
import { tempDir } from '../helpers/tmp.ts';
import { expectRangesHold, parseFixture, record, rowsOf } from './helpers.ts';

describe('records named from their own fields', () => {
  it('names nested JSON records from their own field; nested objects and attribute lists stay sections of the record', async () => {
    const doc = await parseFixture('nested-foods.json');
    expectRangesHold(doc);
    expect(doc.records.map((r) => r.subject)).toEqual(['nested-foods', 'Egg, whole, raw', 'Egg, white, raw', 'Chicken, breast', 'Duck, meat', 'Quail, meat']);
    expect(rowsOf(record(doc, 'Egg, white, raw'))).toEqual(['- / title = Egg, white, raw', '- / code = E002', 'nutrients / protein_g = 10.8', 'nutrients / fat_g = 0.1']);
    // no name-like key: the distinctive text field ("food", not the code) names the record; the array of
    // {nutrient, amount, unit} objects is the record's own list of attributes
    expect(rowsOf(record(doc, 'Duck, meat'))).toEqual([
      '- / food = Duck, meat',
      '- / ifct_code = M102',
      '- / group = Poultry',
      'nutrients / Energy = 700 kJ',
      'nutrients / Protein = 19.3 g',
    ]);
    expect(doc.records.some((r) => /^item|^\S+ \d+$/.test(r.subject))).toBe(false);
  });

  it('names CSV rows from the most distinctive text column, not a code column', async () => {
    const doc = await parseFixture('codes-first.csv');
    expect(doc.records.map((r) => r.subject)).toEqual(['Allathi', 'Aluva', 'Anchovy']);
    expect(rowsOf(doc.records[0])).toEqual(['- / Code = P001', '- / Group = Marine Fish', '- / Energy (kJ) = 406']);
  });

  it('names records by a field holding the name-like one and a few words more, where it tells more records apart', async () => {
    const csv = 'stock_no,vehicle,make,model,price\nR-1,SEAT Leon 1.5 TSI FR,SEAT,Leon 1.5 TSI,12999\nR-2,SEAT Leon 1.5 TSI Xcellence,SEAT,Leon 1.5 TSI,6390\nR-3,Toyota Aygo 1.0 VVT-i x-play,Toyota,Aygo 1.0 VVT-i,7450\n';
    const doc = await parseFile('stock.csv', Buffer.from(csv));
    expect(doc.records.map((r) => r.subject)).toEqual(['SEAT Leon 1.5 TSI FR', 'SEAT Leon 1.5 TSI Xcellence', 'Toyota Aygo 1.0 VVT-i x-play']);
    const json = JSON.stringify({ vehicles: [
      { vehicle: 'Hyundai Tucson 1.6 T-GDi Premium', make: 'Hyundai', model: 'Tucson 1.6 T-GDi', note: 'The Tucson 1.6 T-GDi is our best seller. Ask us.' },
      { vehicle: 'Nissan Leaf 40 kWh N-Connecta', make: 'Nissan', model: 'Leaf 40 kWh', note: 'A Leaf 40 kWh with one owner. Ask us.' },
    ] });
    expect((await parseFile('feed.json', Buffer.from(json))).records.filter((r) => r.kind === 'json').map((r) => r.subject)).toEqual(['Hyundai Tucson 1.6 T-GDi Premium', 'Nissan Leaf 40 kWh N-Connecta']);
    // a sentence holding the name is no fuller name, nor is a column naming fewer records apart
    const plain = 'name,description,width\nOak shelf,An Oak shelf. Solid.,80\nPine shelf,A Pine shelf. Light.,60\nAsh shelf,An Ash shelf. Pale.,90\n';
    expect((await parseFile('shelves.csv', Buffer.from(plain))).records.map((r) => r.subject)).toEqual(['Oak shelf', 'Pine shelf', 'Ash shelf']);
  });

  it('names items by the field named like one item of their collection, or by a name one level down', async () => {
    const json = JSON.stringify({
      org: {
        departments: [
          { department: 'Product', staff: [{ person: { full_name: 'Tomasz Wójcik' }, job: { title: 'Designer' }, reports_to: 'Ines Carvalho' }] },
          {
            department: 'Sales',
            staff: [
              { person: { full_name: 'Pieter Visser' }, job: { title: 'Account lead' }, reports_to: 'Grant Okafor' },
              { person: { full_name: 'Mia Schulz' }, job: { title: 'Account executive' }, reports_to: 'Grant Okafor' },
            ],
          },
        ],
      },
    });
    const doc = await parseFile('org-chart.json', Buffer.from(json));
    expectRangesHold(doc);
    expect(doc.records.map((r) => r.subject)).toEqual(['Product', 'Sales', 'Tomasz Wójcik', 'Pieter Visser', 'Mia Schulz']);
    // (the name holder naming the record keeps its key; the one naming another thing, her job, is stated under its own)
    // (and she is filed in the Sales department: the group's name is hers, json.ts)
    expect(rowsOf(record(doc, 'Mia Schulz'))).toEqual(['- / department = Sales', '- / reports_to = Grant Okafor', 'person / full_name = Mia Schulz', '- / job = Account executive']);
  });

  it("names a page by its front matter's name field before its title field (a profile's title is a job title)", async () => {
    const md = '---\nname: Anna Novak\ntitle: Frontend Developer\n---\n\n# Anna Novak\n\nAnna Novak works in Edinburgh.\n';
    const doc = await parseFile('anna.md', Buffer.from(md));
    expect(doc.title).toBe('Anna Novak');
    expect(doc.records[0].subject).toBe('Anna Novak');
    expect(rowsOf(doc.records[0])).toEqual(['- / name = Anna Novak', '- / title = Frontend Developer']);
  });

  it('names unnamed objects inside a record as sections of it', async () => {
    const json = JSON.stringify({ name: 'Box', sizes: [{ w: 1, h: 2 }, { w: 3, h: 4 }] });
    const doc = await parseFile('box.json', Buffer.from(json));
    expect(rowsOf(doc.records[0])).toEqual(['- / name = Box', 'sizes 1 / w = 1', 'sizes 1 / h = 2', 'sizes 2 / w = 3', 'sizes 2 / h = 4']);
  });

  it('names a text profile from its title without the label, in its usual case', async () => {
    const profile = await parseFixture('profile.txt');
    expectRangesHold(profile);
    expect(profile.records[0].subject).toBe('Anna Novak'); // spelled as the body writes it
    expect(profile.records[0].categoryHints).toEqual(['Profile']);
    const recipe = await parseFixture('recipe.txt');
    expect(recipe.records[0].subject).toBe('Pad Thai');
    expect(recipe.records[0].categoryHints).toEqual(['Recipe']);
    expect(rowsOf(recipe.records[0])).toEqual(['- / Cuisine = Thai', '- / Serves = 4', '- / Time = 30 minutes']);
    const film = await parseFixture('title-name.txt');
    expect(film.records[0].subject).toBe('Harbour Lights');
    expect(film.records[0].categoryHints).toEqual([]);
  });

  it('keeps a title with a subtitle whole when the file restates it, and reads a label only where it does not', async () => {
    // the colon of a subtitle is no label: the file names the whole title again in a field and in a sentence
    const paper = '# Atlas: Mapping Citation Networks\n\nThe first decision on Atlas: Mapping Citation Networks came after 25 days.\n\n- Title: Atlas: Mapping Citation Networks\n- Downloads: 1251\n';
    const doc = await parseFile('atlas.md', Buffer.from(paper));
    expect(doc.records[0].subject).toBe('Atlas: Mapping Citation Networks');
    expect(doc.records[0].categoryHints).toEqual([]);
    // the same layout with only the short name restated keeps reading the label as a kind
    const recipe = await parseFile('pad-thai.md', Buffer.from('# Recipe: Pad Thai\n\nPad Thai serves four.\n\n- Cuisine: Thai\n- Serves: 4\n'));
    expect(recipe.records[0].subject).toBe('Pad Thai');
    expect(recipe.records[0].categoryHints).toEqual(['Recipe']);
    // the title line repeated as a field of the record restates no title: "PATIENT: NUTMEG" still names Nutmeg
    const patient = await parseFile('nutmeg.txt', Buffer.from('PATIENT: NUTMEG\n========================================\n\nPatient: Nutmeg\nSpecies: Feline\nWeight: 4,5 kg\n'));
    expect(patient.records[0].subject).toBe('Nutmeg');
  });

  it('reads labelled titles and restores the case of all-capitals names', () => {
    const vocab = ingestVocabulary();
    expect(readLabelledTitle(vocab, 'RECIPE: PAD THAI')).toEqual({ label: 'Recipe', name: 'PAD THAI' });
    expect(readLabelledTitle(vocab, 'PROFILE — ANNA NOVAK')).toEqual({ label: 'Profile', name: 'ANNA NOVAK' });
    expect(readLabelledTitle(vocab, 'Title: The Name')).toEqual({ label: null, name: 'The Name' });
    expect(readLabelledTitle(vocab, 'Knol - Khol')).toBeNull();
    expect(readLabelledTitle(vocab, 'Attendance Allowance')).toBeNull();
    expect(restoreCase('THE LORD OF THE RINGS')).toBe('The Lord of the Rings');
    expect(restoreCase('GALAXY A54 5G')).toBe('Galaxy A54 5G');
    expect(restoreCase('BBC NEWS')).toBe('BBC News');
    expect(restoreCase('ANNA NOVAK', 'Yesterday Anna Novak said so.')).toBe('Anna Novak');
    expect(restoreCase('McDonald')).toBe('McDonald');
  });
});

describe('deeply nested JSON', () => {
  const code = async (p: Promise<unknown>) => p.then(() => null, (e: unknown) => (isQuarryError(e) ? `${e.code}: ${e.detail}` : String(e)));

  it('refuses 100,000 nested objects or arrays with a clear reason, without overflowing the stack', async () => {
    const n = 100_000;
    const objects = `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
    const arrays = `${'['.repeat(n)}1${']'.repeat(n)}`;
    expect(await code(parseFile('deep.json', Buffer.from(objects)))).toMatch(/^FILE_TOO_COMPLEX: JSON nested 100000 levels deep: .*deeper than 32 levels left out .*nothing was left to index$/);
    expect(await code(parseFile('deep-array.json', Buffer.from(arrays)))).toMatch(/^FILE_TOO_COMPLEX: JSON nested 100000 levels deep/);
  });

  it('indexes what lies within the depth limit and records what was left out', async () => {
    const deep = `${'{"next":'.repeat(5000)}"bottom"${'}'.repeat(5000)}`;
    const json = `{"name": "Shallow thing", "colour": "red", "tree": ${deep}, "matrix": [[1, 2], [3, 4]]}`;
    const doc = await parseFile('mixed.json', Buffer.from(json));
    expectRangesHold(doc);
    expect(doc.warnings).toEqual([expect.stringMatching(/^JSON nested 5001 levels deep: 1 value deeper than 32 levels left out \(first at tree\.next/)]);
    expect(rowsOf(doc.records[0])).toEqual(['- / name = Shallow thing', '- / colour = red', '- / matrix = 1, 2; 3, 4']);

    const root = tempDir('quarry-deep-json-');
    fs.writeFileSync(path.join(root, 'mixed.json'), json);
    fs.writeFileSync(path.join(root, 'empty.json'), '[[[]]]');
    const library = openLibrary(path.join(root, 'lib.quarry'));
    try {
      await indexFolders(library, [root]);
      const status = libraryStatus(library.db);
      expect(status.warnings).toEqual([{ path: path.join(root, 'mixed.json'), reason: doc.warnings[0] }]);
      expect(status.errors).toEqual([{ path: path.join(root, 'empty.json'), code: 'FILE_EMPTY', reason: 'the JSON holds no text, numbers or fields' }]);
    } finally {
      library.close();
    }
  });
});

describe('a title naming its item, then what kind of file it is', () => {
  it('names the item before a dash and words saying what its folder files', () => {
    expect(nameBeforeKind('Spring Series 2025 - results', ['club', 'results'])).toBe('Spring Series 2025');
    expect(nameBeforeKind('GUERNSEY WEEK 2025 — PROVISIONAL RESULTS', ['results'])).toBe('GUERNSEY WEEK 2025');
    expect(nameBeforeKind('Kitchen — Sunday', ['paintings'])).toBeNull();
    expect(nameBeforeKind('Spring Series 2025 - results', ['result'])).toBeNull();
    expect(nameBeforeKind('Spring Series 2025', ['results'])).toBeNull();
  });
  it('names the item after the word its folder is the plural of, when the rest is the file\'s name ("Stasjon Finse" of stasjoner/finse.md)', async () => {
    expect(nameAfterKindWord('Stasjon Finse', ['vestland', 'stasjoner'], 'finse')).toBe('Finse');
    expect(nameAfterKindWord('Station Loch Ossian', ['stations'], 'loch-ossian')).toBe('Loch Ossian');
    // (a file named by the whole title, or a first word its folder is not the plural of, keeps the name)
    expect(nameAfterKindWord('Stasjon Finse', ['stasjoner'], 'stasjon-finse')).toBeNull();
    expect(nameAfterKindWord('Hotel Albufera', ['resorts'], 'albufera')).toBeNull();
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'stasjoner'));
    const page = '# Stasjon Finse\n\nVestland Værvakt — stasjonsark for Finse (VV-01).\n\n- Stasjonskode: VV-01\n- Høyde over havet: 1222 moh.\n';
    fs.writeFileSync(path.join(dir, 'stasjoner', 'finse.md'), page);
    expect((await parseFile(path.join(dir, 'stasjoner', 'finse.md'), Buffer.from(page))).records[0]?.subject).toBe('Finse');
    // (a page writing the whole title in its text keeps it: the studio is called "Studio Roma")
    fs.mkdirSync(path.join(dir, 'studios'));
    const roma = '# Studio Roma\n\nStudio Roma opened in 2019 beside the station.\n\n- Rooms: 3\n';
    fs.writeFileSync(path.join(dir, 'studios', 'roma.md'), roma);
    expect((await parseFile(path.join(dir, 'studios', 'roma.md'), Buffer.from(roma))).records[0]?.subject).toBe('Studio Roma');
  });

  it('names the item before a kind word written small that its folder files ("Bristol depot" in depots/)', async () => {
    expect(nameBeforeKindWord('Bristol depot', ['fleet', 'depots'])).toBe('Bristol');
    // (written capitalised, the word is part of the name; a word of no plural folder says nothing of its kind)
    expect(nameBeforeKindWord('Tower Gallery', ['galleries'])).toBeNull();
    expect(nameBeforeKindWord('Bristol depot', ['depot'])).toBeNull();
    expect(nameBeforeKindWord('Bristol warehouse', ['depots'])).toBeNull();
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'depots'));
    fs.writeFileSync(path.join(dir, 'depots', 'bristol.md'), '# Bristol depot\n\nDepot manager: Owen Treharne\nLoading bays: 14\n');
    const doc = await parseFile(path.join(dir, 'depots', 'bristol.md'), fs.readFileSync(path.join(dir, 'depots', 'bristol.md')));
    expect(doc.records[0]?.subject).toBe('Bristol');
    // (a page writing its whole name in its text as well keeps it: the food is called "Avocado fruit")
    fs.mkdirSync(path.join(dir, 'fruits'));
    fs.writeFileSync(path.join(dir, 'fruits', 'avocado.md'), '# Avocado fruit\n\nAvocado fruit (Persea americana) appears as a fruit in the Fruits group.\n\n- Energy: 670 kJ\n- Fibre: 6.7 g\n');
    const fruit = await parseFile(path.join(dir, 'fruits', 'avocado.md'), fs.readFileSync(path.join(dir, 'fruits', 'avocado.md')));
    expect(fruit.records[0]?.subject).toBe('Avocado fruit');
  });
  it('reads a results page of the results folder as its regatta', async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'results'));
    fs.writeFileSync(path.join(dir, 'results', 'guernsey.txt'), 'GUERNSEY WEEK 2025 — PROVISIONAL RESULTS\n\nVenue: St Sampson\nRaces: 6\nWinner: Bella Ciao\n');
    const doc = await parseFile(path.join(dir, 'results', 'guernsey.txt'), fs.readFileSync(path.join(dir, 'results', 'guernsey.txt')));
    expect(doc.records[0]?.subject).toBe('Guernsey Week 2025');
  });
});

describe('records named by what tells them apart', () => {
  it("names a register's rows by their tags where the model column repeats", async () => {
    const csv = ['Asset tag,Type,Model,Price', 'LT-0490,Laptop,Dell Latitude 7440,1075', 'LT-0561,Laptop,Lenovo ThinkPad T14,1944', 'LT-0577,Laptop,Dell Latitude 7440,1120', 'MN-0230,Monitor,Dell U2723QE,605'].join('\n');
    const doc = await parseFile('register.csv', Buffer.from(csv));
    expect(doc.records.map((r) => r.subject)).toEqual(['LT-0490', 'LT-0561', 'LT-0577', 'MN-0230']);
    // where a text column tells them apart, it names them: a catalogue's titles, not its one imprint ("label")
    const cat = ['katalognummer;titel;label;preis', 'HTS-021;Lantern;Halbton Schallplatten;22,99', 'HTS-012;Nachtzug nach Lübeck;Halbton Schallplatten;24,99', 'HTS-020;Cold Open;Halbton Schallplatten;22,99'].join('\n');
    expect((await parseFile('katalog.csv', Buffer.from(cat))).records.map((r) => r.subject)).toEqual(['Lantern', 'Nachtzug nach Lübeck', 'Cold Open']);
  });
  it('never names rows by a measurement ("1,5 dias"), an identifier does', async () => {
    const csv = ['chamado;estado;tempo;solicitante', 'INC-10409;Fechado;1 dia;Sofia Almeida', 'INC-10411;Resolvido;1,5 dias;Maria Santos', 'INC-10415;Fechado;2 dias;Sofia Almeida', 'INC-10420;Aberto;3 dias;Rui Costa'].join('\n');
    const doc = await parseFile('chamados.csv', Buffer.from(csv));
    expect(doc.records.map((r) => r.subject)).toEqual(['INC-10409', 'INC-10411', 'INC-10415', 'INC-10420']);
    const us = ['Ticket #,Priority,Opened (MM/DD/YYYY),Requester', 'INC-10706,Critical,03/20/2025 4:47 PM,Sofia Almeida', 'INC-10701,Critical,03/25/2025 2:28 PM,Sofia Almeida', 'INC-10690,Low,03/02/2025 9:10 AM,Rui Costa'].join('\n');
    expect((await parseFile('tickets.csv', Buffer.from(us))).records.map((r) => r.subject)).toEqual(['INC-10706', 'INC-10701', 'INC-10690']);
  });
});

describe('a column of dates', () => {
  it('names no rows: a register\'s "Date declared" says when, the next text column names them', async () => {
    const md = ['# Conflicts of interest register', '', '| Date declared | Person | Application | Nature |', '|---|---|---|---|',
      '| 19 March 2024 | Gareth Howells | GR-24-006 | former volunteer tutor |', '| 8 October 2024 | Samuel Adebayo | GR-24-018 | family member on the committee |',
      '| 1 October 2024 | Priya Raman | GR-24-016 | trustee until 2023 |', '| 25 March 2025 | Siobhan Keane | GR-25-002 | joint bid |'].join('\n');
    const subjects = (await parseFile('governance/conflicts.md', Buffer.from(md))).records.map((r) => r.subject);
    expect(subjects).toEqual(expect.arrayContaining(['Gareth Howells', 'Samuel Adebayo', 'Priya Raman', 'Siobhan Keane']));
    expect(subjects).not.toContain('8 October 2024');
  });
  it('names no rows with a date and its time either: a settlement sheet\'s performances are their refs', async () => {
    const md = ['# Settlements', '', '| Ref | Date | Venue | Production | Sold |', '|---|---|---|---|---|',
      '| P25-011 | Fri 3 Oct 2025, 7.30pm | Tyne Quay Theatre | The Salt Road | 319 |', '| P25-013 | Mon 6 Oct 2025, 2pm | Stanwix Arts Centre | Kelpie | 216 |',
      '| P25-016 | Thu 9 Oct 2025, 7.30pm | Kirkland Theatre | Dear Green Place | 216 |', '| P26-010 | Sat 21 Feb 2026, 7.30pm | The Maltings | The Crossing | 265 |'].join('\n');
    const subjects = (await parseFile('tour/settlements.md', Buffer.from(md))).records.map((r) => r.subject);
    expect(subjects).toEqual(expect.arrayContaining(['P25-011', 'P25-013', 'P25-016', 'P26-010']));
    expect(subjects).not.toContain('Fri 3 Oct 2025, 7.30pm');
  });
});
