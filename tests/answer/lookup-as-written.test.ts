// A looked-up value of an attribute that holds text is answered as written, its number included ("Runtime: Python
// 3.12" is "Python 3.12", not 3.12); a number attribute's value stays its number.
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
  fs.writeFileSync(path.join(dir, 'services.csv'), [
    'service,runtime,replicas,team',
    'warehouse-loader,Python 3.12,3,Data',
    'auth-service,Go,5,Identity',
    'referral-api,Java,2,Growth',
    'search-api,Rust,4,Search',
    'mail-worker,Elixir,1,Comms',
  ].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'services.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('a looked-up value as written', () => {
  it('answers a text attribute with its words and number', async () => {
    expect((await answerQuestion(lib, 'What is the runtime of warehouse-loader?')).value).toBe('Python 3.12');
    expect((await answerQuestion(lib, 'Which runtime does auth-service use?')).value).toBe('Go');
  });
  it('answers a number attribute with its number', async () => {
    expect((await answerQuestion(lib, 'How many replicas does referral-api have?')).value).toBe(2);
  });
});
