// A value written with its short form in brackets ("Goalkeeper (GK)") says that, in its attribute, the short form
// and the long one are one value: "goalkeepers" are also the players whose page says only "GK".
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { isShortForm } from '../../electron/engine/retrieve/symbolic/understand/context.ts';
import { tempDir } from '../helpers/tmp.ts';

let lib: Library;
beforeAll(async () => {
  const dir = tempDir();
  fs.mkdirSync(path.join(dir, 'players'));
  const players: Array<[string, string]> = [
    ['Ann Dekker', 'Goalkeeper (GK)'], ['Bo Visser', 'GK'], ['Cian Walsh', 'Goalkeeper'], ['Dara Byrne', 'Defender (DF)'],
    ['Ed Long', 'DF'], ['Finn Reilly', 'Defender'], ['Gus Hart', 'Forward'], ['Hal Moss', 'FW'],
  ];
  for (const [name, pos] of players) fs.writeFileSync(path.join(dir, 'players', `${name.replace(' ', '-')}.md`), `# ${name}\n\n- Position: ${pos}\n- Club: Zwaluwen\n`);
  lib = openLibrary(path.join(tempDir(), 'positions.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('a short form in brackets', () => {
  it('tells an abbreviation by its letters in order', () => {
    expect(isShortForm('GK', 'Goalkeeper')).toBe(true);
    expect(isShortForm('DF', 'Defender')).toBe(true);
    expect(isShortForm('UK', 'United Kingdom')).toBe(true);
    expect(isShortForm('FW', 'Goalkeeper')).toBe(false);
    expect(isShortForm('2 bedrooms', 'Apartment')).toBe(false);
  });
  it('makes the two forms one value of the attribute', async () => {
    expect(await names('Which players are goalkeepers?')).toEqual(['Ann Dekker', 'Bo Visser', 'Cian Walsh']);
    expect(await names('list the defenders')).toEqual(['Dara Byrne', 'Ed Long', 'Finn Reilly']);
    expect(await names('Which players are GK?')).toEqual(['Ann Dekker', 'Bo Visser', 'Cian Walsh']);
  });
  it('joins nothing a bracket does not write', async () => {
    // no "Forward (FW)" anywhere: FW stays its own value
    expect(await names('list the forwards')).toEqual(['Gus Hart']);
  });
});
