// Two kinds in one question, one inside a phrase: "players who play for clubs in Cork", "players at Dutch clubs".
// The kind outside the phrase is what the answer lists; the phrase's kind is reached through a link of its items
// (a player's Club), and the phrase's own conditions hold for the phrase's items or one link further (the club's
// ground states the city and country), even where the answer's items hold a reading of the same word (a player's
// nationality: "players at Irish clubs who are not Irish themselves"). A name before the head noun ("Zwaluwen
// players") is the items' one value of a link, not one of a list of former clubs.
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
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  };
  const slug = (s: string) => s.toLowerCase().replace(/ /g, '-');
  const grounds: Array<[string, string, string]> = [['Het Lage Land', 'Rotterdam', 'Netherlands'], ['Mardyke Park', 'Cork', 'Ireland'], ['Ferriby Road', 'Hull', 'England'], ['Dalymount', 'Dublin', 'Ireland']];
  for (const [name, city, country] of grounds) write(`grounds/${slug(name)}.md`, `# ${name}\n\n- City: ${city}\n- Country: ${country}\n- Capacity: 5,000\n`);
  const clubs: Array<[string, string]> = [['Zwaluwen', 'Het Lage Land'], ['Shandon United', 'Mardyke Park'], ['Humber Wanderers', 'Ferriby Road'], ['Liffey Rovers', 'Dalymount']];
  for (const [name, ground] of clubs) write(`clubs/${slug(name)}.md`, `# ${name}\n\n- Ground: ${ground}\n- Founded: 1920\n- Plays in: ${name.length > 10 ? 'Premier Division' : 'First Division'}\n`);
  const players: Array<[string, string, string, string]> = [
    ['Ann Dekker', 'Zwaluwen', 'Dutch', 'Yes'], ['Bo Visser', 'Zwaluwen', 'Irish', 'No'], ['Cian Walsh', 'Shandon United', 'Irish', 'Yes'],
    ['Dara Byrne', 'Shandon United', 'Dutch', 'No'], ['Ed Long', 'Humber Wanderers', 'English', 'Yes'], ['Finn Reilly', 'Liffey Rovers', 'Irish', 'No'],
  ];
  const former: Record<string, string> = { 'Ann Dekker': 'Shandon United', 'Cian Walsh': 'Zwaluwen, Humber Wanderers', 'Ed Long': 'Zwaluwen, Liffey Rovers' };
  for (const [name, club, nat, loan] of players) {
    const wage = { 'Ann Dekker': 500, 'Bo Visser': 700, 'Cian Walsh': 900, 'Dara Byrne': 300, 'Ed Long': 1000, 'Finn Reilly': 600 }[name];
    write(`players/${slug(name)}.md`, `# ${name}\n\n- Club: ${club}\n- Nationality: ${nat}\n- On loan: ${loan}\n- Weekly wage: €${wage}\n${former[name] ? `- Former clubs: ${former[name]}\n` : ''}`);
  }
  for (const [name, club] of [['Dana Whitlock', 'Zwaluwen'], ['Gary Lund', 'Shandon United'], ['Aoife Brennan', 'Humber Wanderers'], ['Henk Bosman', 'Liffey Rovers']]) {
    write(`coaches/${slug(name)}.md`, `# ${name}\n\n- Head coach of: ${club}\n- Nationality: Irish\n- Formation: 4-4-2\n`);
  }
  lib = openLibrary(path.join(tempDir(), 'league.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('a kind inside a phrase, reached through a link', () => {
  it('reaches the city of the ground of the club', async () => {
    expect(await names('Which players play for clubs in Cork?')).toEqual(['Cian Walsh', 'Dara Byrne']);
  });
  it('reads the phrase\'s words for the phrase\'s items, the others for the answer\'s', async () => {
    expect(await names('Which players at Irish clubs are not Irish themselves?')).toEqual(['Dara Byrne']);
    expect(await names('Which players at Irish clubs are on loan?')).toEqual(['Cian Walsh']);
  });
  it('reads two values of one single-valued attribute joined by "and" as either ("the Irish and Dutch clubs")', async () => {
    expect(await names('Which players at the Irish and Dutch clubs are on loan?')).toEqual(['Ann Dekker', 'Cian Walsh']);
  });
  it('takes the later of two phrases as the inner one ("the wage of players at Irish clubs")', async () => {
    expect(Number((await answerQuestion(lib, 'What is the average weekly wage of players at Irish clubs?')).value)).toBe(600);
  });
});

describe('a name before the head noun', () => {
  it('is the items\' one such value, not one of a list they state', async () => {
    expect(await names('Which Zwaluwen players are on loan?')).toEqual(['Ann Dekker']);
    // named by the list's own label, the list is meant
    expect(await names('Which players have former clubs Zwaluwen?')).toEqual(['Cian Walsh', 'Ed Long']);
  });
});

describe('a kind named inside the link\'s words', () => {
  it('asks about those of the link\'s holders ("the head coach at X": coaches, not players)', async () => {
    expect(await names("Who's the head coach at Shandon United?")).toEqual(['Gary Lund']);
  });
});

describe('a verb beside the attribute asked about', () => {
  it('says how the item relates to it, not an attribute of what it names ("which club does X play for")', async () => {
    const a = await answerQuestion(lib, 'Which club does Ann Dekker play for?');
    expect(a.value).toBe('Zwaluwen');
  });
});

describe('an adverb before a condition', () => {
  it('is no condition of its own', async () => {
    // a library whose labels are far from these adverbs in meaning (no "Club" near "currently")
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'players'));
    for (const [name, loan] of [['Ann Dekker', 'Yes'], ['Bo Visser', 'No'], ['Cian Walsh', 'Yes']]) {
      fs.writeFileSync(path.join(dir, 'players', `${name.replace(' ', '-')}.md`), `# ${name}\n\n- Nationality: Irish\n- On loan: ${loan}\n`);
    }
    const small = openLibrary(path.join(tempDir(), 'loans.quarry'));
    try {
      await indexFolders(small, [dir], { derivers: defaultDerivers() });
      for (const q of ['Which players are currently on loan?', 'Which players are still on loan?']) {
        expect((await answerQuestion(small, q)).items.map((i) => i.name).sort()).toEqual(['Ann Dekker', 'Cian Walsh']);
      }
    } finally {
      small.close();
    }
  }, 120_000);
});
