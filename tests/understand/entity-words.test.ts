// A name said in another order: "the main pool at Hawthorn Park" is the item "Hawthorn Park Main Pool". Only where the
// words are all of one name's and no other's, a preposition between them at most: "the pools at Hawthorn Park"
// names none of them, nor do "the Zillertal huts" name the tour "Zillertal Hut to Hut".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  const pool = (name: string, length: string, lanes: number) => `# ${name}\n\n- Length: ${length}\n- Lanes: ${lanes}\n- Water temperature: 29 °C\n`;
  lib = await indexedLibrary({
    'pools/hawthorn-park-main-pool.md': pool('Hawthorn Park Main Pool', '25 yd', 6),
    'pools/hawthorn-park-learner-pool.md': pool('Hawthorn Park Learner Pool', '12 m', 0),
    'pools/severnside-main-pool.md': pool('Severnside Main Pool', '25 m', 8),
    'tours/zillertal-hut-to-hut.md': '# Zillertal Hut to Hut\n\n- Days: 5\n- Beds booked: 12\n',
    'huts/berliner-huette.md': '# Berliner Hütte\n\n- Region: Zillertal\n- Beds: 119\n',
    'huts/olpererhuette.md': '# Olpererhütte\n\n- Region: Zillertal\n- Beds: 87\n',
    'huts/kaerlingerhaus.md': '# Kärlingerhaus\n\n- Region: Berchtesgaden\n- Beds: 200\n',
  }, 'entity-words.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('a name said in another order', () => {
  it('names the item whose name has exactly those words', async () => {
    const r = await answerQuestion(lib, 'How many lanes does the main pool at Hawthorn Park have?');
    expect(r.route).toBe('symbolic');
    expect(r.items?.map((i) => i.name)).toEqual(['Hawthorn Park Main Pool']);
    expect(String(r.value)).toBe('6');
  });

  it('names none where a name says a word twice ("Zillertal Hut to Hut" is no "Zillertal huts")', async () => {
    const r = await answerQuestion(lib, 'How many beds do the Zillertal huts have altogether?');
    expect(r.answer).toContain('206');
  });

  it('names none where the words are fewer than a name has', async () => {
    const r = await answerQuestion(lib, 'Which pools at Hawthorn Park have more than 2 lanes?');
    expect((r.items ?? []).map((i) => i.name)).not.toContain('Severnside Main Pool');
  });
});
