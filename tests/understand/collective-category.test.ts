// A folder named by a word made from the word a question uses ("machinery" for "machines") is the category the
// question names, where the two words mean alike (word vectors) and the folder's word adds a short ending; a word
// alike in spelling only ("stationery" for "stations") is not. A word that is both a category and an attribute, said
// right before a value of that attribute ("machines with holding North Farm"), labels the value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  const files: Record<string, string> = {};
  const write = (rel: string, text: string) => {
    files[rel] = text;
  };
  write('machinery/register.csv', [
    'Code;Machine;Type;Year;Holding',
    'MC-01;John Deere 6155R;Tractor;2019;North Farm',
    'MC-02;Claas Lexion 760;Combine harvester;2018;North Farm',
    'MC-03;Fendt 724 Vario;Tractor;2021;South Farm',
    'MC-04;Horsch Pronto 6 DC;Seed drill;2020;South Farm',
  ].join('\n'));
  // (holdings of the group with pages of their own; the register's holdings have none: its values are no links)
  for (const [name, county] of [['East Farm', 'Lincolnshire'], ['Hill Farm', 'Norfolk'], ['West Farm', 'Suffolk']]) write(`holding/${name.toLowerCase().replace(/ /g, '-')}.md`, `# ${name}\n\n- County: ${county}\n- Staff: 4\n`);
  write('notes/meeting.md', '# Farm meeting\n\n- Machinery: 7 items reviewed\n- Date: 2025-03-18\n');
  for (const [name, town] of [['Hilltop', 'Ely'], ['Riverside', 'Wisbech'], ['Marsh End', 'March']]) write(`stationery/${name.toLowerCase().replace(/ /g, '-')}.md`, `# ${name} order\n\n- Town: ${town}\n- Pens: 40\n`);
  for (const [name, town] of [['Ely Halt', 'Ely'], ['March Halt', 'March']]) write(`rail/${name.toLowerCase().replace(/ /g, '-')}.md`, `# ${name}\n\n- Town: ${town}\n- Platforms: 3\n`);
  lib = await indexedLibrary(files, 'farm.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('a category named by a word made from the question\'s word', () => {
  it('lists the machinery folder for "machines"', async () => {
    const r = await answerQuestion(lib, 'List the machines.');
    expect(r.items.map((i) => i.name).sort()).toEqual(['Claas Lexion 760', 'Fendt 724 Vario', 'Horsch Pronto 6 DC', 'John Deere 6155R']);
  });

  it('never reads a word alike in spelling only as that category', async () => {
    const r = await answerQuestion(lib, 'How many stations are there?');
    expect(JSON.stringify(r.mapping)).not.toContain('stationery');
    expect(r.items.map((i) => i.name)).not.toContain('Marsh End order');
  });

  it('reads a category word before its attribute\'s value as the label of the value', async () => {
    const r = await answerQuestion(lib, 'Which machines have holding South Farm?');
    expect(r.items.map((i) => i.name).sort()).toEqual(['Fendt 724 Vario', 'Horsch Pronto 6 DC']);
  });
});
