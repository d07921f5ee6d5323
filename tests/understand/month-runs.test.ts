// A table with a column per month over one season ("Apr (hrs)" … "Aug (hrs)": five months, not most of the year) is a
// table of months too; a month's short form the calendars leave out for being an English word ("mag", "ago" of an
// Italian table) is that month beside months written the same way; and two months joined as a range ("from April to
// August", "between May and July") are every month's column of the run, summed for each item, in a lookup or a
// ranking. Months of dated items are dates still.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'rota/hours-worked-apr-aug-2025.csv': [
      'Name,Role,Apr (hrs),May (hrs),Jun (hrs),Jul (hrs),Aug (hrs)',
      'Callum Fraser,Chef,179,165,176,162,183',
      'Ailsa Drummond,Chef,156,185,150,166,179',
      'Sophie Laing,Waiter,63,101,115,99,130',
    ].join('\n') + '\n',
    'bologna/ore-lavorate-2025.md': [
      '# Ore lavorate 2025',
      '',
      '| Nome | Ruolo | apr | mag | giu | lug | ago |',
      '|---|---|---|---|---|---|---|',
      '| Marco Zanetti | Cuoco | 154,5 | 172 | 174,5 | 184,5 | 157 |',
      '| Chiara Lodi | Sous chef | 140 | 150 | 160 | 170 | 120 |',
    ].join('\n') + '\n',
    'events/ev-01.md': '# EV-01\n\nDate: 14 June 2025\nGuests: 80\nVenue: Surgeons Hall\n',
    'events/ev-02.md': '# EV-02\n\nDate: 3 October 2025\nGuests: 120\nVenue: The Signet Library\n',
    'events/ev-03.md': '# EV-03\n\nDate: 20 May 2025\nGuests: 45\nVenue: Prestonfield House\n',
    'events/ev-04.md': '# EV-04\n\nDate: 17 August 2025\nGuests: 60\nVenue: Dynamic Earth\n',
  }, 'month-runs.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('a season of month columns', () => {
  it('reads five months of columns as months, each its own column', async () => {
    const r = await answerQuestion(lib, 'how many hours did sophie laing work in july');
    expect(r.value).toBe(99);
  });

  it('reads a month as its column where the question asks in the unit the columns count in, naming no one', async () => {
    expect((await answerQuestion(lib, 'Who put in the most hours in August?')).items.map((i) => i.name)).toEqual(['Callum Fraser']);
  });

  it("reads a month's short form that is an English word too ('mag') beside the months of its table", async () => {
    const r = await answerQuestion(lib, 'How many hours did Marco Zanetti work in May?');
    expect(r.value).toBe(172);
  });
});

describe('a run of months summed', () => {
  it('sums the columns from the first month to the last for the item named', async () => {
    const r = await answerQuestion(lib, 'How many hours did Marco Zanetti work in total from April to August?');
    expect(r.value).toBe(842.5);
    expect(r.citations.length).toBeGreaterThanOrEqual(1);
  });

  it('reads a name that link fields hold as the item whose months are summed', async () => {
    // (classes name Jens as their coach: "how many … did Jens claim" is not a count of his classes)
    const club = await indexedLibrary({
      'payroll/coaching-hours-claimed-2025.csv': 'Coach,Jan,Feb,Mar,Apr,May,Jun,Jul,Aug\nJens Hoffmann,38,45.5,45.5,41.5,41,38.5,43.5,25.5\nKaren Oduya,22.5,27,23,26.5,24,24.5,25.5,17\n',
      'classes/junior-squad.md': '# Junior Squad\n\nCoach: Jens Hoffmann\nDay: Tuesday\nPlaces: 16\n',
      'classes/kinder.md': '# Kinder\n\nCoach: Jens Hoffmann\nDay: Friday\nPlaces: 20\n',
      'classes/seniors.md': '# Seniors\n\nCoach: Karen Oduya\nDay: Monday\nPlaces: 24\n',
      // (a field of hours of their own: the months summed are what is ranked, not it)
      'coaches/jens-hoffmann.md': '# Jens Hoffmann\n\nHours: 4\nLevel: 2\n',
      'coaches/karen-oduya.md': '# Karen Oduya\n\nHours: 9\nLevel: 3\n',
    }, 'month-runs-club.quarry');
    try {
      expect((await answerQuestion(club, 'How many coaching hours did Jens Hoffmann claim from January to August?')).value).toBe(319);
      expect((await answerQuestion(club, 'Which coach claimed the fewest hours between January and August?')).items.map((i) => i.name)).toEqual(['Karen Oduya']);
    } finally {
      club.close();
    }
  });

  it('ranks the items by their sums over the run', async () => {
    const most = await answerQuestion(lib, 'Who put in the most hours between May and July?');
    expect(most.items.map((i) => i.name)).toEqual(['Marco Zanetti']);
    const fewest = await answerQuestion(lib, 'Who worked the fewest hours from Jun to Aug?');
    expect(fewest.items.map((i) => i.name)).toEqual(['Sophie Laing']);
  });

  it('reads months of dated items as dates, not as columns to sum', async () => {
    const r = await answerQuestion(lib, 'Which events took place between May and July?');
    const names = r.items.map((i) => i.name);
    expect(names).not.toContain('Marco Zanetti');
    expect(names).not.toContain('Callum Fraser');
    const big = await answerQuestion(lib, 'Which events between May and July had more than 40 guests?');
    expect(big.items.length).toBeGreaterThan(0);
    expect(big.items.every((i) => i.name.startsWith('EV-'))).toBe(true);
    // (the months stay the events' condition: October's is left out)
    expect((await answerQuestion(lib, 'Which events between June and August had over 50 guests?')).items.map((i) => i.name).sort()).toEqual(['EV-01', 'EV-04']);
  });
});
