// "Kaveh's job title", "the status of Kite": a name that owns the attribute asked about is the item asked about,
// even when other items name it as a value (Kaveh leads projects, people work on Kite); where the question asks
// for other items, the name is a value of the items that hold it.
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
  fs.writeFileSync(path.join(dir, 'crew.csv'), ['name,title,manager,projects', 'Kaveh,Data Engineer,Will Turner,Ibis; Kite', 'Will Turner,Head of Data,Rosa Lind,Heron; Ibis', 'Rosa Lind,Director,,Kite'].join('\n'));
  fs.writeFileSync(path.join(dir, 'projects.csv'), ['project,lead,status', 'Ibis,Kaveh,active', 'Heron,Will Turner,done', 'Kite,Kaveh,done'].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'crew.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('a possessive name', () => {
  it("looks up the attribute the name owns ('Kaveh's title')", async () => {
    const a = await answerQuestion(lib, "What's Kaveh's title?");
    expect(a.value).toBe('Data Engineer');
  });
  it('looks up a link the name owns rather than the items that name it', async () => {
    const a = await answerQuestion(lib, "Who is Will Turner's manager?");
    expect(a.value).toBe('Rosa Lind');
  });
  it('looks up the attribute a name has though others name it ("the status of Kite", "who leads Ibis")', async () => {
    expect((await answerQuestion(lib, 'What is the status of Kite?')).value).toBe('done');
    expect((await answerQuestion(lib, 'Who leads Ibis?')).value).toBe('Kaveh');
  });
  it('lists the items that name it when the question asks for them ("who works on Ibis")', async () => {
    const a = await answerQuestion(lib, 'Who works on Ibis?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['Kaveh', 'Will Turner']);
  });
  it('without the possessive, the name is a value of the items that hold it', async () => {
    const a = await answerQuestion(lib, 'Which projects does Kaveh lead?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['Ibis', 'Kite']);
  });
});
