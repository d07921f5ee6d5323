// A label whose values hold no number keeps its unit-like words ("Preferred foot: Left" is no "Preferred" in feet,
// "Foot: Left-footed" no length), and a value that is another value with the attribute's own word after it
// ("Left-footed" under "Foot", beside "Left") names the same items.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { refreshSchema } from '../../electron/engine/skg/schema/index.ts';
import { tempDir } from '../helpers/tmp.ts';

let lib: Library;
beforeAll(async () => {
  const dir = tempDir();
  fs.mkdirSync(path.join(dir, 'players'));
  const players: Array<[string, string, string, number]> = [
    ['Ann Dekker', 'Preferred foot', 'Left', 181], ['Bo Visser', 'Preferred foot', 'Right', 176], ['Cian Walsh', 'Foot', 'Left-footed', 190],
    ['Dara Byrne', 'Foot', 'Right-footed', 170], ['Ed Long', 'Strong foot', 'Left', 185], ['Finn Reilly', 'Strong foot', 'Right', 179],
  ];
  for (const [name, label, foot, cm] of players) {
    fs.writeFileSync(path.join(dir, 'players', `${name.replace(' ', '-')}.md`), `# ${name}\n\n- ${label}: ${foot}\n- Height: ${cm} cm\n- Club: Zwaluwen\n- Market value: €${cm * 10},000\n`);
  }
  lib = openLibrary(path.join(tempDir(), 'feet.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('labels and values that say the attribute\'s word', () => {
  it('keeps a unit-like word of a label whose values hold no number', async () => {
    const labels = (await refreshSchema(lib)).attributes.flatMap((a) => a.labels.map((l) => l.label));
    expect(labels).toEqual(expect.arrayContaining(['Preferred foot', 'Foot', 'Strong foot']));
    expect(labels).not.toContain('Preferred');
    expect(labels).not.toContain('Length');
  });
  it('reads "Left-footed" under "Foot" as "Left"', async () => {
    const names = (await answerQuestion(lib, 'List the left-footed players.')).items.map((i) => i.name).sort();
    expect(names).toEqual(['Ann Dekker', 'Cian Walsh', 'Ed Long']);
  });
});

describe('a misspelt degree of a gradable word', () => {
  it('is read as the degree it is one letter from ("talest" is tallest)', async () => {
    expect((await answerQuestion(lib, 'Who is the talest player?')).items.map((i) => i.name)).toEqual(['Cian Walsh']);
  });
  it('never repairs a name inside the question into one ("DeForest" is no "dearest")', async () => {
    const a = await answerQuestion(lib, 'Which players did DeForest Kelley sign?');
    expect(a.interpretation ?? '').not.toMatch(/highest|argmax/);
  });
});

describe('an adjective made from a noun, graded', () => {
  it('ranks by the attribute its noun labels ("the most valuable": Market value)', async () => {
    expect((await answerQuestion(lib, 'Who is the most valuable player?')).items.map((i) => i.name)).toEqual(['Cian Walsh']);
    expect((await answerQuestion(lib, 'Who is the least valuable player?')).items.map((i) => i.name)).toEqual(['Dara Byrne']);
  });
});
