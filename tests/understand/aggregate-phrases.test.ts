// An average or a total asked "of the <items>": the items are what is aggregated, even where fewer than half of them
// state the attribute (interpret.ts prepositionBefore), and the cue word is the aggregate even where a value of the
// library holds it as a part ("2024 average" after a number: spans/value-cues.ts).
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
  const write = (name: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  };
  // six shows, two of which state a length; tracks with lengths of their own, each naming the show it was played on
  write('shows/schedule.csv', 'Show,Genre,Length,Listeners basis\nHarbour Breakfast,Talk,120 min,2024 average\nJazz Hour,Jazz,60 min,2024 average\nFolk Roots,Folk,,2023 survey\nSea Shanties,Folk,,2023 survey\nNight Owl,Music,,2024 average\nKids Club,Family,,2023 survey\n');
  write('tracks/playlist.csv', 'Track,Artist,Length,Show\nTin Coast,Tamar Rising,4 min,Folk Roots\nBosun Reel,Bosun Jack,3 min,Sea Shanties\nSalt Road,Kernow Four,5 min,Night Owl\n');
  lib = openLibrary(path.join(tempDir(), 'aggregates.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('aggregates of the items a phrase names', () => {
  it('averages the items after "of", not every holder of the attribute, and reads "average" as the aggregate', async () => {
    const a = await answerQuestion(lib, 'What is the average length of the shows?');
    expect(a.value).toBe(90);
    expect(a.items.map((i) => i.name).sort()).toEqual(['Harbour Breakfast', 'Jazz Hour']);
    const t = await answerQuestion(lib, 'What is the total length of the tracks?');
    expect(t.value).toBe(12);
  });
});
