// A value condition on linked items goes through the link whose items state that value (links.ts `stating`,
// store/rdf/value-holders.ts): publishers and branches both have a City, the games name both, and "Leeds games" are
// the games of the Leeds branch — however many more times the games name their publishers.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { valueHolders } from '../../electron/engine/store/rdf/value-holders.ts';
import { tempDir } from '../helpers/tmp.ts';

let lib: Library;
beforeAll(async () => {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'publishers.csv'), [
    'Publisher,City,Founded',
    'Red Barn Games,Bristol,1998',
    'Lanternfly Studio,Lyon,2006',
    'Feder Wurfel,Munich,2011',
    'Copperkettle,Portland,2015',
  ].join('\n'));
  fs.writeFileSync(path.join(dir, 'branches.csv'), [
    'Branch,City,Opened',
    'Kirkgate,Leeds,2016',
    'Fremont,Seattle,2019',
  ].join('\n'));
  fs.writeFileSync(path.join(dir, 'games.csv'), [
    'Title,Publisher,Branch,Price',
    'Tundra,Lanternfly Studio,Kirkgate,61',
    'Tidewater,Red Barn Games,Kirkgate,42',
    'Saltmarsh,Feder Wurfel,Fremont,35',
    'Kite,Copperkettle,Fremont,28',
    'Rivet,Red Barn Games,Kirkgate,30',
    'Ferryman,Copperkettle,Fremont,55',
  ].join('\n'));
  // the games' publishers named again in a second list: the publisher link names more items than the branch link
  fs.writeFileSync(path.join(dir, 'catalogue.csv'), [
    'Title,Publisher,Players',
    'Tundra,Lanternfly Studio,2-7',
    'Tidewater,Red Barn Games,2-5',
    'Saltmarsh,Feder Wurfel,1-4',
    'Kite,Copperkettle,2-6',
    'Rivet,Red Barn Games,2-4',
    'Ferryman,Copperkettle,1-5',
  ].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'games.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('a value condition through the link whose items state it', () => {
  it('finds the items stating a value', async () => {
    const a = await answerQuestion(lib, 'Which branches are in Leeds?');
    expect(a.items.map((i) => i.name)).toEqual(['Kirkgate']);
  });
  it('reaches "Leeds" through the branch, not the publisher', async () => {
    const a = await answerQuestion(lib, 'Which Leeds games cost more than 35?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['Tidewater', 'Tundra']);
  });
  it('reads the holders from the triple table, and nothing for a value no item states', () => {
    expect(valueHolders(lib.db, ['https://quarry.local/id/value/none-at-all'])).toEqual(new Set());
  });
});
