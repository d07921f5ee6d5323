// An aggregating word that begins a label the question names whole ("Average load factor", a label of Load factor)
// still asks for the aggregate; a value that is a sentence ending in a number and a full stop is never named by its
// first words; a word that half-names another kind's attribute ("long" of a hub's "Longest runway") yields to the
// asked kind's own attribute of the amount's dimension.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { tempDir } from '../helpers/tmp.ts';

let lib: Library;
beforeAll(async () => {
  const dir = tempDir();
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  };
  const flights: Array<[string, string, number, number, string]> = [
    ['GX 301', 'Granite Air', 80, 320, 'Aberdeen Airport'], ['GX 302', 'Granite Air', 70, 610, 'Aberdeen Airport'], ['NX 100', 'Norvik Air', 90, 540, 'Bergen Airport'],
    ['NX 101', 'Norvik Air', 60, 980, 'Bergen Airport'], ['GX 311', 'Granite Air', 75, 150, 'Aberdeen Airport'],
  ];
  flights.forEach(([code, airline, load, km, from], i) => {
    const label = i % 2 ? 'Average load factor' : 'Load factor';
    write(`flights/${code.replace(' ', '')}.md`, `# ${code}\n\n- Operator: ${airline}\n- ${label}: ${load}%\n- Distance: ${km} km\n- From: ${from}\n`);
  });
  write('flights/notes.md', '# GX 352\n\n- Operator: Granite Air\n- Note: Average load factor on GX352 last season: 87 %.\n- Distance: 400 km\n- From: Aberdeen Airport\n');
  for (const [name, runway] of [['Aberdeen Airport', '1,953 m'], ['Bergen Airport', '2,990 m']]) write(`airports/${name.replace(' ', '-')}.md`, `# ${name}\n\n- Longest runway: ${runway}\n- Runways: 1\n- Opened: 1955\n`);
  lib = openLibrary(path.join(tempDir(), 'flights.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('an aggregating word inside a label', () => {
  it('asks for the aggregate where the rest names the same attribute', async () => {
    const a = await answerQuestion(lib, "What's the average load factor on Granite Air flights?");
    expect(Number(a.value)).toBeCloseTo(78, 3); // GX 352 states 87 % in a sentence of its note
  });
});

describe('a word half-naming another kind\'s attribute', () => {
  it('yields to the asked kind\'s own attribute of the amount\'s dimension', async () => {
    const names = (await answerQuestion(lib, 'Show me flights between 500 and 700 km long')).items.map((i) => i.name).sort();
    expect(names).toEqual(['GX 302', 'NX 100']);
  });
});
