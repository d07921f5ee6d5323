// An export's row named by an organiser and an item's name after a dash ("Derwent Voices – Winter Warmers"), of the
// same day as the item's page, is that item (skg/schema/name-aliases.ts datedNameAliases): its tickets are the
// concert's. A name of two parts that states no day of the other's ("Penzance – Scilly") stays its own item. And a
// label said apart around its amount ("sold more than 200 tickets": Tickets sold) is that label (spans/split-labels.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { getSchema } from '../../electron/engine/skg/schema/index.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  const concert = (name: string, date: string, venue: string): [string, string] => [`concerts/${name.toLowerCase().replace(/ /g, '-')}.md`, `# ${name}\n\nDate: ${date}, 7.30pm\nVenue: ${venue}\nConductor: Alison Tyson\n`];
  lib = await indexedLibrary({
    ...Object.fromEntries([concert('Winter Warmers', 'Saturday 22 February 2025', 'All Saints Church'), concert('Spring Sing', 'Saturday 29 March 2025', 'Crosthwaite Church'), concert('Summer Serenade', 'Saturday 28 June 2025', 'Theatre by the Lake')]),
    'box-office/sales-export.csv': 'Event ID;Event;Event date;Ticket price;Tickets sold\nEVT-448200;Derwent Voices – Winter Warmers;22/02/2025;12,50;241\nEVT-448237;Derwent Voices – Spring Sing;29/03/2025;10,00;187\nEVT-448311;Derwent Voices – Summer Serenade;28/06/2025;15,50;352\n',
    'places/scilly.md': '# Scilly\n\nCounty: Cornwall\nIslands: 5\n',
    'routes/crossings.csv': 'Route,Crossing time,Departs\nPenzance – Scilly,2:45,09:15\nFalmouth – St Mawes,0:25,10:00\n',
  }, 'concerts.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe("a row named by an organiser and an item's name, of the item's day", () => {
  it('is the item: its facts answer for the concert, which is listed once', async () => {
    expect((await answerQuestion(lib, 'How many tickets were sold for Winter Warmers?')).value).toBe(241);
    const big = await answerQuestion(lib, 'Which concerts sold more than 200 tickets?');
    expect(big.items.map((i) => i.name).sort()).toEqual(['Summer Serenade', 'Winter Warmers']);
    expect(big.interpretation ?? '').not.toMatch(/> 0/);
  });

  it('leaves a name of two parts that states no day of the other its own item', async () => {
    const schema = await getSchema(lib);
    expect(schema.entities.find((e) => e.name === 'Penzance – Scilly')?.sameAs).toBeUndefined();
  });
});
