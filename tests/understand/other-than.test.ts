// "Other than X" leaves X out, wherever it stands: after "than" with a name before it, it is no comparison ("which
// Red Barn games were designed by someone other than Ana Ruiz": Red Barn is a value, Ana Ruiz left out).
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
  fs.writeFileSync(path.join(dir, 'publishers.csv'), ['Publisher,Country,Founded', 'Red Barn Games,UK,1998', 'Lanternfly Studio,France,2006'].join('\n'));
  fs.writeFileSync(path.join(dir, 'designers.csv'), ['Designer,Nationality,Born', 'Ana Ruiz,Spanish,1975', 'Tom Hale,British,1981', 'Yuki Mori,Japanese,1990'].join('\n'));
  fs.writeFileSync(path.join(dir, 'games.csv'), [
    'Title,Publisher,Designer,Price',
    'Tundra,Red Barn Games,Ana Ruiz,61',
    'Tidewater,Red Barn Games,Tom Hale,42',
    'Saltmarsh,Red Barn Games,Yuki Mori,35',
    'Kite,Lanternfly Studio,Ana Ruiz,28',
    'Ferryman,Lanternfly Studio,Tom Hale,55',
  ].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'games.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('"other than" after a name', () => {
  it('leaves out the name after it, and compares nothing', async () => {
    const a = await answerQuestion(lib, 'Which Red Barn Games games were designed by someone other than Ana Ruiz?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['Saltmarsh', 'Tidewater']);
  });
});
