// A value right after the word naming its attribute is that value, though another layout labels a column with the
// same words ("role Head of Department" beside a register's "Head of department" column); a capitalised word right
// after an attribute word, or a code-shaped name, that the library does not hold is not answered from the items as
// a whole; and an item is named by a value of it its name holds ("libcbor", the upstream name of "libcbor0.8").
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
  fs.mkdirSync(path.join(dir, 'teachers'));
  fs.mkdirSync(path.join(dir, 'trips'));
  fs.mkdirSync(path.join(dir, 'packages'));
  const teachers: Array<[string, string, string, number]> = [
    ['Helen Marsh', 'Head of Department', 'Science', 1], ['Owen Gallagher', 'Teacher', 'Mathematics', 0.8], ['Priya Raman', 'Head of Department', 'Mathematics', 1],
    ['Rachel Okafor', 'Teacher', 'History', 0.6], ['Marcus Webb', 'Head of Department', 'History', 1], ['Emily Chen', 'Second in Department', 'Science', 0.8],
  ];
  for (const [name, role, dept, fte] of teachers) {
    fs.writeFileSync(path.join(dir, 'teachers', `${name.replace(' ', '-').toLowerCase()}.md`), `# ${name}\n\n- Role: ${role}\n- Department: ${dept}\n- FTE: ${fte}\n`);
  }
  fs.writeFileSync(path.join(dir, 'departments.csv'), 'Department,Head of department,Block,Teachers\nScience,Helen Marsh,Science Block,5\nMathematics,Priya Raman,Main Block,4\nHistory,Marcus Webb,Humanities,3\n');
  const trips: Array<[string, number, number]> = [['Berlin History Trip', 30, 620], ['Amiens Exchange', 24, 390], ['CERN Physics Visit', 36, 540], ['London Theatre Trip', 40, 95]];
  for (const [name, places, cost] of trips) {
    fs.writeFileSync(path.join(dir, 'trips', `${name.replace(/ /g, '-').toLowerCase()}.md`), `# ${name}\n\n- Places: ${places}\n- Cost per pupil: £${cost}\n- Leader: Marcus Webb\n`);
  }
  const packages: Array<[string, string, string]> = [['libcbor0.8', 'libcbor', 'Expat'], ['libtalloc2', 'talloc', 'LGPL-3+'], ['zstd', 'zstd', 'BSD-3-clause'], ['libgudev-1.0-0', 'libgudev', 'LGPL-2.1+']];
  for (const [name, upstream, licence] of packages) {
    fs.writeFileSync(path.join(dir, 'packages', `${name}.md`), `# ${name}\n\n- Upstream name: ${upstream}\n- License: ${licence}\n- Section: libs\n`);
  }
  lib = openLibrary(path.join(tempDir(), 'school.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('a value right after the word naming its attribute', () => {
  it('is that attribute\'s value, not another column labelled with its words', async () => {
    const a = await answerQuestion(lib, 'Which teachers have role head of department?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['Helen Marsh', 'Marcus Webb', 'Priya Raman']);
  });
});

describe('a name the library does not hold', () => {
  it('right after an attribute word is not dropped to answer with every item', async () => {
    const a = await answerQuestion(lib, 'Which trips have leader Reykjavik?');
    expect(a.items.length).not.toBe(4);
  });
  it('shaped as a code keeps a lookup from answering for the whole item', async () => {
    const whole = await answerQuestion(lib, 'What is the license of libcbor0.8?');
    expect(whole.value).toBe('Expat');
    // (the exact path does not answer for the part; the text may, with the sentence it quotes)
    const part = await answerQuestion(lib, 'What is the license of cbor_encoder.c in libcbor0.8?');
    expect(part.route).not.toBe('symbolic');
    expect(part.kind).not.toBe('value');
  });
});

describe('an item named by a value its name holds', () => {
  it('is the item a lookup is about ("libcbor" for libcbor0.8)', async () => {
    expect((await answerQuestion(lib, 'What license is libcbor under?')).value).toBe('Expat');
    expect((await answerQuestion(lib, 'what is the license of talloc')).value).toBe('LGPL-3+');
  });
});
