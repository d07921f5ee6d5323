// Questions whose asking words say which reading of a name is meant:
// - "who is booked on Wheel Throwing": a course that states a number (Booked: 4) is not what "who" asks of; the
//   people whose records name the course are;
// - "how much does Morag Sinclair charge per day": a name right after the auxiliary "how much" opens is the item
//   whose amount is asked, though courses name her as their tutor; "per 1,000 words" is the basis, no head noun;
// - "who has done the most maintenance visits": "who" asks for the people the counted visits name (Technician),
//   ranked by how many name each (the people have records of their own: a link, not a text value).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'courses/wheel-throwing.md': '# Wheel Throwing\n\n- Tutor: Morag Sinclair\n- Weekday: Tuesday\n- Booked: 4\n- Places: 8\n',
    'courses/glaze-chemistry.md': '# Glaze Chemistry\n\n- Tutor: Isla Drummond\n- Weekday: Monday\n- Booked: 3\n- Places: 6\n',
    'courses/raku-days.md': '# Raku Days\n\n- Tutor: Morag Sinclair\n- Weekday: Saturday\n- Booked: 5\n- Places: 10\n',
    'members/register.csv':
      'Member no,Name,Tier,Joined,Enrolled class\n' +
      'LC-0167,Duncan McLeod,Evening,2025-04-25,Wheel Throwing\n' +
      'LC-0170,Ewan Robertson,Full,2024-02-11,Wheel Throwing\n' +
      'LC-0182,Mairi Ross,Full,2023-09-30,Glaze Chemistry\n' +
      'LC-0190,Stuart Black,Student,2025-01-14,Raku Days\n' +
      'LC-0201,Fiona Wallace,Evening,2022-06-01,\n',
    'tutors/morag-sinclair.md': '# Morag Sinclair\n\n- Speciality: Glazes\n- Day rate: £210\n- Started: 2019-03-01\n',
    'tutors/isla-drummond.md': '# Isla Drummond\n\n- Speciality: Porcelain\n- Day rate: £185\n- Started: 2021-09-01\n',
    'maintenance/visits-log.csv':
      'Visit ref,Date,Station,Technician,Work done,Cost (GBP)\n' +
      'MV-24-001,2024-01-09,Achnasheen,Hamish Fraser,Battery swap,38.50\n' +
      'MV-24-002,2024-02-14,Kinlochewe,Morag MacLeod,Clean sensors,22.00\n' +
      'MV-24-003,2024-03-21,Dalwhinnie,Hamish Fraser,Firmware,18.40\n' +
      'MV-24-004,2024-05-22,Loch Quoich,Kirsty MacDonald,Calibration,168.00\n' +
      'MV-24-005,2024-06-02,Tomatin,Hamish Fraser,Calibration,150.00\n' +
      'MV-24-006,2024-07-29,Applecross,Kirsty MacDonald,Battery swap,41.00\n',
    // (names starting with the counted word: "maintenance" reads as the folder or as these names)
    'maintenance/reports/mv-24-003.md': '# Maintenance report MV-24-003\n\n- Station: Dalwhinnie\n- Technician: Hamish Fraser\n- Work carried out: firmware 4.2\n',
    'maintenance/reports/mv-24-004.md': '# Maintenance report MV-24-004\n\n- Station: Loch Quoich\n- Technician: Kirsty MacDonald\n- Work carried out: calibration\n',
    'volunteers/directory.csv':
      'Name,Home,Level,Joined\n' +
      'Hamish Fraser,Ullapool,3,2016-05-01\n' +
      'Morag MacLeod,Gairloch,2,2019-08-12\n' +
      'Kirsty MacDonald,Kingussie,1,2021-03-30\n',
    'linguists/vendors.csv':
      'Vendor ID,Name,Home city,Rate per 1000 words (GBP),Hourly rate (GBP),Years in profession\n' +
      'SBL-063,Isabelle Fournier,Lyon,85,40,9\n' +
      'SBL-013,Rosa Lindqvist,Cardiff,120,45,20\n' +
      'SBL-035,Wei Zhang,Birmingham,90,45,22\n',
    'jobs/jobs.csv':
      'Job,Client,Translator,Words\n' +
      'SB-25-0411,Kestrel Aerospace plc,Isabelle Fournier,9180\n' +
      'SB-25-0412,Northgate University,Rosa Lindqvist,12040\n' +
      'SB-25-0413,Harbourside Legal LLP,Wei Zhang,4300\n' +
      'SB-25-0414,Northgate University,Isabelle Fournier,7750\n',
  }, 'asked-of-people.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('what the asking words say of a name', () => {
  it('"who is booked on" a course that states a number lists the people naming it', async () => {
    const r = await answerQuestion(lib, 'Who is booked on Wheel Throwing?');
    const names = r.items.map((i) => i.name).sort();
    expect(names).toEqual(['Duncan McLeod', 'Ewan Robertson']);
  });

  it('"how much does X charge" asks X\'s own amount, though other items name X', async () => {
    const r = await answerQuestion(lib, 'how much does morag sinclair charge per day');
    expect(r.answer).toContain('210');
    expect(r.items.map((i) => i.name)).not.toContain('Raku Days');
  });

  it('"per 1,000 words" is the basis an amount is stated on, no head noun', async () => {
    const r = await answerQuestion(lib, 'How much does Isabelle Fournier charge per 1,000 words?');
    expect(r.answer).toContain('85');
    expect(r.items.map((i) => i.name)).not.toContain('SB-25-0411');
  });

  it('"who has done the most" counts the items naming each person', async () => {
    const r = await answerQuestion(lib, 'Who has done the most maintenance visits?');
    expect(r.kind).not.toBe('text');
    expect(r.answer.split('\n')[0]).toContain('Hamish Fraser');
  });
});
