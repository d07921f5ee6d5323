// A label written in another language is named by its English words ("Oppervlakte" → area, "Gewicht" → weight),
// where no English label of the library says the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  const sud = (code: string, bier: string, temp: number, menge: number) =>
    `Sud ${code}\n  Bier: ${bier}\n  Temperatur: ${temp} °C\n  Inhalt: ${menge} hl\n  Brauer: Lukas Amsel\n`;
  lib = await indexedLibrary({
    'sudprotokoll.txt': ['SUDPROTOKOLL 2025', '', sud('B25-H04', 'Rauchbier', 12, 42), sud('B25-H07', 'Helles', 10, 47), sud('B25-H09', 'Bock', 9, 27.5)].join('\n'),
    'percelen/de-kolk.md': '# De Kolk\n\n- Oppervlakte: 11,77 ha\n- Grondsoort: klei\n',
    'percelen/molenveld.md': '# Molenveld\n\n- Oppervlakte: 12,95 ha\n- Grondsoort: zand\n',
  }, 'foreign.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('labels in other languages', () => {
  it('answers an English question over labels written in German and Dutch', async () => {
    expect((await answerQuestion(lib, 'What was the volume of B25-H07?')).answer).toContain('47');
    expect((await answerQuestion(lib, 'Which brews had a temperature above 9.5 °C?')).items.map((i) => i.name).sort()).toEqual(['Sud B25-H04', 'Sud B25-H07']);
    expect((await answerQuestion(lib, 'What is the area of Molenveld?')).answer).toContain('12.95');
  });
});
