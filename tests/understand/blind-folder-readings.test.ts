// Readings a kind of folder nobody tuned on needs, over a small park's drive: a sheet whose file name is its code and
// its name; "born" naming the dates some pages label "Date of birth" or "DOB"; items a feed names by their titles,
// asked about by the codes other files use ("VAC-0453"), or by the code their name ends with in brackets; the value
// of a wide table's row that links to the item a question names ("the Feb figure for Okapi Glade"); a value written
// as its initial in one layout and whole in another ("M", "Male"); and no exact list where the question asks for an
// attribute the plan leaves unused ("what is the country of <a value>").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'animals/records/AN-0101_KOFI.md': 'ANIMAL RECORD\n\nAnimal: Kofi\nID: AN-0101\nSex: M\nDate of birth: 12/03/2015\nEnclosure: Lion Ridge\n',
    'animals/records/AN-0102_ZURI.md': 'ANIMAL RECORD\n\nAnimal: Zuri\nID: AN-0102\nSex: F\nDate of birth: 01/06/2018\nEnclosure: Okapi Glade\n',
    'animals/records/AN-0103_JABARI.md': 'ANIMAL RECORD\n\nAnimal: Jabari\nID: AN-0103\nSex: M\nDate of birth: 20/11/2011\nEnclosure: Lion Ridge\n',
    'animals/register.csv': 'Name,Sex,DOB,Enclosure\nAmara,Female,2016-04-02,Lion Ridge\nTendai,Male,2012-09-30,Lion Ridge\nNia,Female,2019-01-15,Okapi Glade\nBaraka,Male,2014-07-07,Okapi Glade\n',
    'enclosures/lion-ridge.md': '# Lion Ridge\n\nArea: 1200 m²\nHeated: No\nOpened: 2004\n',
    'enclosures/okapi-glade.md': '# Okapi Glade\n\nArea: 900 m²\nHeated: Yes\nOpened: 2012\n',
    'visitors/footfall-2024.csv': 'Counter,Location,Jan,Feb,Mar\nC01,Lion Ridge,2612,3640,4802\nC02,Okapi Glade,2927,3282,5599\n',
    'jobs/feed.json': JSON.stringify({ jobs: [
      { id: 'VAC-0452', title: 'Keeper (Birds)', recruiter: 'Sam Reid', salary: 24000 },
      { id: 'VAC-0453', title: 'Vet Nurse', recruiter: 'Ann Lowe', salary: 28000 },
      { id: 'VAC-0454', title: 'Education Officer', recruiter: 'Sam Reid', salary: 26000 },
    ] }, null, 2),
    'jobs/interviews.csv': 'Ref,Candidate,Vacancy,Date\nINT-01,Priya Shah,VAC-0452,2025-03-02\nINT-02,Tom Beck,VAC-0453,2025-03-04\nINT-03,Lena Ruiz,VAC-0453,2025-03-05\n',
    'jobs/specs/spec-curator.md': '# Job spec - Curator (VAC-0460)\n\nSalary: £41,000\nHours: 37.5\n',
    'jobs/specs/spec-ranger.md': '# Job spec - Ranger (VAC-0461)\n\nSalary: £23,500\nHours: 40\n',
    'jobs/specs/spec-gardener.md': '# Job spec - Gardener (VAC-0462)\n\nSalary: £22,000\nHours: 39\n',
    'partners/beekse-zoo.md': '# Beekse Zoo\n\nCountry: Netherlands\nSince: 2009\n',
    'partners/parc-des-dunes.md': '# Parc des Dunes\n\nCountry: France\nSince: 2015\n',
    'transfers/register.csv': 'Ref,Animal,Partner\nTR-01,Kofi,Hollow Farm Park\nTR-02,Zuri,Hollow Farm Park\nTR-03,Nia,Beekse Zoo\n',
    'partners/notes.md': '# Partners we deal with\n\n**Hollow Farm Park** (Ludlow, Shropshire, England) has been a partner since 2011. They take surplus males.\n',
  }, 'blind-readings.quarry');
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('readings of a folder nobody tuned on', () => {
  it('names a record sheet by the name its file name gives after its code', async () => {
    expect(await names('Which animals live in Okapi Glade?')).toEqual(expect.arrayContaining(['Zuri']));
    expect((await answerQuestion(lib, 'What is the sex of Jabari?')).answer).toMatch(/\bM\b/);
  });

  it('reads "born" as the dates some pages label "Date of birth"', async () => {
    const r = await answerQuestion(lib, 'When was Kofi born?');
    expect(r.route).toBe('symbolic');
    expect(String(r.value)).toBe('2015-03-12');
  });

  it('looks items up by the codes a feed gives them, and by the code their name ends with in brackets', async () => {
    const r = await answerQuestion(lib, 'Who is the recruiter for VAC-0453?');
    expect(r.answer).toContain('Ann Lowe');
    expect((await answerQuestion(lib, 'What is the salary of VAC-0461?')).value).toBe(23500);
  });

  it("reads the value of a table row linked to the item named, when the question asks for an attribute of it", async () => {
    expect((await answerQuestion(lib, 'What is the Feb figure for Okapi Glade?')).value).toBe(3282);
  });

  it('reads values written as their initials as the words they start', async () => {
    expect(await names('Which animals are male?')).toEqual(['Baraka', 'Jabari', 'Kofi', 'Tendai']);
  });

  it('leaves to the text a question asking for an attribute of something the library holds only as a value', async () => {
    const r = await answerQuestion(lib, 'What is the country of Hollow Farm Park?');
    expect(r.route).not.toBe('symbolic');
    expect(r.answer).toContain('England');
  });
});
