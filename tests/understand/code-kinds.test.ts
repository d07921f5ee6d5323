// Items named by codes of one shape are one kind wherever they are stated: a folder of application sheets
// ("GR-24-001.md", titled "GR-24-001 — Dalston kitchen refit") names the kind, and the rows of an export keyed by
// "Ref" are applications too — named by their codes, which other files name records by, not by their applicants.
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
  for (const d of ['applications', 'organisations', 'exports', 'panels']) fs.mkdirSync(path.join(dir, d));
  const sheets: Array<[string, string, string, string]> = [['GR-24-001', 'Dalston kitchen refit', 'Hackney Food Alliance', 'Awarded'], ['GR-24-004', 'Choir for carers', 'Brighton Street Choir', 'Awarded'], ['GR-24-015', 'Towpath verges', 'Bristol Community Gardens Trust', 'Declined']];
  for (const [code, title, org, status] of sheets) {
    fs.writeFileSync(path.join(dir, 'applications', `${code}.md`), `# ${code} — ${title}\n\nReference: ${code}\nApplicant: ${org}\nStatus: ${status}\nAmount requested: £20,000\n`);
  }
  for (const org of ['Hackney Food Alliance', 'Brighton Street Choir', 'Bristol Community Gardens Trust', 'Leeds Refugee Arts', 'Tyneside Repair Café Network']) {
    fs.writeFileSync(path.join(dir, 'organisations', `${org.toLowerCase().replace(/[^a-z]+/g, '-')}.md`), `# ${org}\n\nCharity number: 11${org.length}44\nCity: Leeds\nFounded: 2012\n`);
  }
  fs.writeFileSync(path.join(dir, 'exports', 'gms-extract.csv'), ['Ref,Applicant,Project,Requested (GBP),Status', 'GR-24-003,Leeds Refugee Arts,Voices from Home,18000,Declined', 'GR-25-001,Hackney Food Alliance,Rooftop growing,18000,Awarded',
    'GR-25-005,Tyneside Repair Café Network,Repair café in Wallsend,27500,Declined', 'GR-25-002,Brighton Street Choir,Choir on tour,25000,Awarded'].join('\n'));
  fs.writeFileSync(path.join(dir, 'panels', 'scores.csv'), ['Ref,Reviewer,Score', 'GR-24-003,Priya Raman,5', 'GR-25-001,Priya Raman,8', 'GR-25-005,Elaine Fitch,4', 'GR-25-002,Elaine Fitch,7', 'GR-24-009,Elaine Fitch,9'].join('\n'));
  // a register whose machines are named nowhere else keeps their names; the hours sheet's codes are theirs
  fs.mkdirSync(path.join(dir, 'plant'));
  fs.writeFileSync(path.join(dir, 'plant', 'plant-register.csv'), ['Plant no.,Machine,Type,Capacity', 'PL-01,Liebherr LTM 1060,Mobile crane,60 t', 'PL-02,JCB 220X,Tracked excavator,22 t', 'PL-03,Thwaites MACH 2090,Site dumper,9 t', 'PL-04,Potain MCT 85,Tower crane,5 t'].join('\n'));
  fs.writeFileSync(path.join(dir, 'plant', 'plant-hours.csv'), ['Plant,Week 1,Week 2', 'PL-01,19,23', 'PL-02,30,12', 'PL-03,38,30', 'PL-04,12,23'].join('\n'));
  lib = openLibrary(path.join(tempDir(), 'grants.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('items named by codes of one shape', () => {
  it('names a sheet whose title leads with its code by the code', async () => {
    const a = await answerQuestion(lib, 'What is the status of GR-24-015?');
    expect(a.value).toBe('Declined');
  });
  it('names an export\'s rows by the codes other files name records by, not by their applicants', async () => {
    const a = await answerQuestion(lib, 'What is the status of GR-25-005?');
    expect(a.value).toBe('Declined');
  });
  it('counts every item named by a code of the kind\'s shape as one of the kind, though it holds nothing the kind\'s items do', async () => {
    // (GR-24-009 is only a row of the scores sheet)
    expect((await answerQuestion(lib, 'How many applications are there?')).value).toBe(8);
  });
  it('lists the kind\'s items of every layout by what they hold', async () => {
    const names = (await answerQuestion(lib, 'Which applications were declined?')).items.map((i) => i.name).sort();
    expect(names).toEqual(['GR-24-003', 'GR-24-015', 'GR-25-005']);
  });
  it('keeps the names of a register\'s rows that name no other records', async () => {
    expect((await answerQuestion(lib, 'What type is the JCB 220X?')).value).toBe('Tracked excavator');
  });
});
