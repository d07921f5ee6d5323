// A question's verb can name an attribute its labels write as a noun ("rated" → Rating, "paid" → Payment;
// resources/lang/en/derivations.tsv), and a superlative attribute before a category noun ("the best-rated
// board game") asks for the one item at the top.
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
  fs.writeFileSync(path.join(dir, 'games.csv'), [
    'name,genre,rating,players,payment',
    'Harbour Lights,strategy,4.6,4,40',
    'Copper Roads,strategy,3.9,5,35',
    'Night Market,party,4.8,8,20',
    'Tidewatch,party,4.1,6,25',
    'Glass Orchard,puzzle,4.3,2,30',
  ].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'games.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('derived nouns and superlatives before a noun', () => {
  it('reads a verb as the attribute its noun names', async () => {
    const a = await answerQuestion(lib, 'Which games are rated above 4.5?');
    expect(a.route).toBe('symbolic');
    expect(a.items.map((i) => i.name).sort()).toEqual(['Harbour Lights', 'Night Market']);
  });
  it('answers a superlative attribute before a category noun with the top item', async () => {
    const a = await answerQuestion(lib, "What's the highest-rated strategy game?");
    expect(a.items.map((i) => i.name)).toEqual(['Harbour Lights']);
  });
});
