// Times on the clock in documents and questions: "before 9am" compares with departures written "08:10",
// "7:05 pm" or "9h10", never with a length of time written the same way ("Block time: 2:35").
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
  fs.mkdirSync(path.join(dir, 'ferries'), { recursive: true });
  const page = (name: string, departs: string, crossing: string) =>
    fs.writeFileSync(path.join(dir, 'ferries', `${name.toLowerCase().replace(/\s+/g, '-')}.md`), `# ${name}\n\n- Departs: ${departs}\n- Crossing time: ${crossing}\n- Vessel: MV ${name.split(' ')[0]}\n`);
  page('Morning Star', '06:45', '1:50');
  page('Harbour Light', '9h10', '2:35');
  page('Evening Tide', '7:05 pm', '1:15');
  page('Late Runner', '22:30', '3:05');
  page('Noon Bell', '12:00', '0:55');
  lib = openLibrary(path.join(tempDir(), 'ferries.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('times on the clock', () => {
  it('compares a time the question states with the times the pages write in several ways', async () => {
    expect(await names('Which ferries depart before 9:30am?')).toEqual(['Harbour Light', 'Morning Star']);
    expect(await names('ferries leaving after 6 pm')).toEqual(['Evening Tide', 'Late Runner']);
    expect(await names('Which ferries depart between 11:00 and 20:00?')).toEqual(['Evening Tide', 'Noon Bell']);
    expect(await names('Which ferries depart before 7 in the morning?')).toEqual(['Morning Star']);
    expect(await names('ferries leaving after 10 at night')).toEqual(['Late Runner']);
    expect(await names('ferries leaving after 9 in the evening')).toEqual(['Late Runner']);
  });

  it('reads hours and minutes written as one word in a question as a length of time, never a clock time', async () => {
    expect(await names('Which ferries take more than 2h10?')).toEqual(['Harbour Light', 'Late Runner']);
  });

  it('answers a time as a clock shows it, and ranks by it', async () => {
    const a = await answerQuestion(lib, 'When does Evening Tide depart?');
    expect(a.answer).toContain('19:05');
    const time = await answerQuestion(lib, 'What time does Harbour Light leave?');
    expect(time.answer).toContain('09:10');
    // the answer's value is the time, not the minutes after midnight it is kept as
    expect(time.value).toBe('09:10');
    const first = await answerQuestion(lib, 'Which ferry departs earliest?');
    expect(first.items.map((i) => i.name)).toEqual(['Morning Star']);
  });
});
