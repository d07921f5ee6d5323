// What kind of item a row of an export is, when only its layout says so, and links a page in another language
// words its own way. A boat-hire folder: a page per boat under boats/, an export listing more boats under exports/
// (filed as "export" by its folder), marinas with their city, a table of events with a column per city, and one
// German page whose "Hafen" names a marina as the English pages' "Marina" does.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { getSchema } from '../../electron/engine/skg/schema/index.ts';
import { inferKinds } from '../../electron/engine/skg/schema/kinds.ts';
import { tempDir } from '../helpers/tmp.ts';

let lib: Library;
beforeAll(async () => {
  const dir = tempDir();
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  };
  const boat = (name: string, length: number, berths: number, price: number, marina: string, built: number) =>
    write(`boats/${name.toLowerCase().replace(/ /g, '-')}.md`, `# ${name}\n\n- Length: ${length} m\n- Berths: ${berths}\n- Day rate: €${price}\n- Marina: ${marina}\n- Built: ${built}\n- Engine: Diesel\n`);
  boat('Sea Lark', 9.2, 4, 310, 'Förde Marina', 2011);
  boat('Grey Heron', 11.5, 6, 420, 'Förde Marina', 2016);
  boat('Tern', 7.8, 2, 190, 'Harbour Quay', 2008);
  boat('Cormorant', 12.4, 8, 560, 'Harbour Quay', 2019);
  write('boats/moewe.md', '# Möwe\n\n- Länge: 10,1 m\n- Kojen: 5\n- Tagespreis: 350 €\n- Hafen: Förde Marina\n- Baujahr: 2014\n');
  write('exports/spring-fleet.csv', [
    'Boat,Length (m),Berths,Day rate (EUR),Marina,Built',
    'Puffin,8.4,3,240,Harbour Quay,2012',
    'Osprey,13.1,8,610,Förde Marina,2021',
    'Gannet,9.9,4,330,Harbour Quay,2015',
  ].join('\n'));
  const marina = (name: string, city: string, berths: number) =>
    write(`marinas/${name.toLowerCase().replace(/ /g, '-')}.md`, `# ${name}\n\n- City: ${city}\n- Moorings: ${berths}\n- Fuel dock: yes\n`);
  marina('Förde Marina', 'Kiel', 220);
  marina('Harbour Quay', 'Bristol', 140);
  write('admin/events.md', '# Regattas 2025\n\n| Month | Kiel | Bristol |\n| --- | --- | --- |\n| May | Spring Cup | Avon Race |\n| June | Kiel Week | Harbour Sprint |\n| July | Baltic Run | Channel Dash |\n');
  lib = openLibrary(path.join(tempDir(), 'boats.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('the rows of an export are items of the kind whose items hold what they hold', () => {
  it('counts the boats of the export with the boats filed by their folder', async () => {
    const a = await answerQuestion(lib, 'How many boats are there?');
    expect(a.value).toBe(8);
  });
  it('lists them under the kind, with a condition', async () => {
    expect(await names('Which boats have more than 6 berths?')).toEqual(['Cormorant', 'Osprey']);
  });
  it('says which categories are folders of lists and how many items joined a kind', async () => {
    const schema = await getSchema(lib);
    const byLabel = new Map(schema.categories.map((c) => [c.label, c]));
    expect(byLabel.get('export')?.container).toBe(true);
    expect(byLabel.get('boat')?.joined).toBe(3);
    expect(byLabel.get('boat')?.container).toBeFalsy();
  });
});

describe('labels whose values name the same items are one attribute', () => {
  it('aligns a German page\'s "Hafen" with "Marina": both name the marinas', async () => {
    const schema = await getSchema(lib);
    const marina = schema.attributes.find((a) => a.labels.some((l) => l.label === 'Marina'));
    expect(marina?.labels.map((l) => l.label)).toContain('Hafen');
  });
  it('reads "the Kiel marina" as the marina in Kiel, not the events table\'s column named Kiel', async () => {
    expect(await names('Which boats are at the Kiel marina?')).toEqual(['Grey Heron', 'Möwe', 'Osprey', 'Sea Lark']);
  });
});

describe('inferKinds', () => {
  // entities 0–2 filed as kind a, 3–5 as kind b (the same attributes: fruits and vegetables), 6–7 only in a folder of lists
  const attrs = [0, 1, 2].map(() => ({ entityIndexes: [0, 1, 2, 3, 4, 5, 6, 7] }));
  const docs = new Map<number, Set<string>>([[0, new Set(['p0'])], [1, new Set(['p1'])], [2, new Set(['p2'])], [3, new Set(['p3'])], [4, new Set(['p4'])], [5, new Set(['p5'])], [6, new Set(['list'])], [7, new Set(['list'])], [8, new Set(['list'])]]);
  const entities = [...['a', 'a', 'a', 'b', 'b', 'b'].map((c) => ({ categories: [c] })), { categories: ['x'] }, { categories: ['x'] }, { categories: ['x'] }];
  it('leaves a row no kind where two kinds fit it alike', () => {
    const k = inferKinds({ entities, attributes: attrs, documents: docs });
    expect(k.containers.has('x')).toBe(true);
    expect(k.joined.size).toBe(0);
  });
  it("joins the broader kind where a type column also files the row ('house' rows of an export, a listing page a house too)", () => {
    const typed = [...entities.slice(0, 6), { categories: ['x', 'house'] }, { categories: ['x', 'house'] }, { categories: ['x'] }];
    typed[0] = { categories: ['a', 'house'] };
    const only = [{ entityIndexes: [0, 1, 2, 6, 7] }, { entityIndexes: [0, 1, 2, 6, 7] }, { entityIndexes: [0, 1, 2, 6] }, { entityIndexes: [3, 4, 5] }, { entityIndexes: [3, 4, 5] }, { entityIndexes: [3, 4, 5] }];
    const k = inferKinds({ entities: typed, attributes: only, documents: docs });
    expect([...k.joined.entries()].sort()).toEqual([[6, ['a']], [7, ['a']]]);
  });
  it('joins the one kind that fits', () => {
    const only = [{ entityIndexes: [0, 1, 2, 6, 7] }, { entityIndexes: [0, 1, 2, 6, 7] }, { entityIndexes: [0, 1, 2, 6] }, { entityIndexes: [3, 4, 5] }, { entityIndexes: [3, 4, 5] }, { entityIndexes: [3, 4, 5] }];
    const k = inferKinds({ entities, attributes: only, documents: docs });
    expect([...k.joined.entries()].sort()).toEqual([[6, ['a']], [7, ['a']]]);
  });
});
