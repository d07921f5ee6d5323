// A name answer that is a page's subject is given with the page's other name: the name its opening sentence gives
// in full ("Patrick Sean Payton (born …) is …" on the page "Sean Payton"), or the title for that full name.
// Fixture: tests/fixtures/full-names (two people, a film).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { openLibrary } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { fullNameIn } from '../../electron/engine/answer/prose/subjects.ts';
import { tempDir } from '../helpers/tmp.ts';

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/full-names');

describe('the name an opening sentence gives its page\'s subject in full', () => {
  it('is the name before the parenthesis or the copula, holding the title\'s last word', () => {
    expect(fullNameIn('Ricard Rubio i Vives (born October 21, 1990) is a Spanish basketball player.', 'Ricky Rubio')).toBe('Ricard Rubio i Vives');
    expect(fullNameIn('Chesley Burnett "Sully" Sullenberger III (born 1951) is an American retired airline captain.', 'Chesley Sullenberger')).toBe('Chesley Burnett "Sully" Sullenberger III');
    expect(fullNameIn('David Michael Bautista Jr. is an American actor.', 'Dave Bautista')).toBe('David Michael Bautista Jr.');
  });

  it('but not the title said again, a thing opened by an article, a clause, or another name', () => {
    expect(fullNameIn('Cool Runnings is a 1993 American comedy sports film.', 'Cool Runnings')).toBeNull();
    expect(fullNameIn('Regional Rural Banks are local level banking organizations.', 'Regional Rural Bank')).toBeNull();
    expect(fullNameIn('The Ogallala Aquifer is a shallow water table aquifer.', 'Ogallala Aquifer')).toBeNull();
    expect(fullNameIn('Management consulting is the practice of helping organizations.', 'Management consulting')).toBeNull();
    expect(fullNameIn('Roald Amundsen (born 1872) was a Norwegian explorer.', 'Fridtjof Nansen')).toBeNull();
  });
});

describe('a name answer with the page\'s other name', () => {
  let lib: Library;
  beforeAll(async () => {
    lib = openLibrary(path.join(tempDir(), 'full-names.quarry'));
    await indexFolders(lib, [FIXTURE], { derivers: defaultDerivers() });
  }, 120_000);
  afterAll(() => lib?.close());

  it('gives the full name after the title', async () => {
    const a = await answerQuestion(lib, 'Which quarterback played at Naperville Central High School?');
    expect(a.answer.startsWith('**Sean Payton** (Patrick Sean Payton) — Payton was a quarterback')).toBe(true);
    expect(a.prose?.span).toBe('Sean Payton');
  });

  it('and the title after the full name', async () => {
    const a = await answerQuestion(lib, 'Which singer-songwriter was from Athens, Georgia?');
    expect(a.answer).toMatch(/^\*\*James Victor Chesnutt\*\* \(Vic Chesnutt\) — James Victor Chesnutt/);
  });

  it('and nothing for a page whose opening only says its title', async () => {
    const a = await answerQuestion(lib, 'Which film is about the Jamaica national bobsled team?');
    expect(a.answer).toMatch(/^\*\*Cool Runnings\*\* — /);
  });
});
