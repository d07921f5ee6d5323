// A table of months whose columns carry the same word after each month ("Jan mean (°C)", "Feb mean (°C)" …) is a
// column per month too: "the July mean temperature at Kinlochewe" reads its Jul mean column, beside a rainfall table
// whose columns are the months alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  lib = await indexedLibrary({
    'stations/achnasheen.md': '# Achnasheen\n\n- Code: HWW-01\n- Elevation: 155 m\n',
    'stations/kinlochewe.md': '# Kinlochewe\n\n- Code: HWW-02\n- Elevation: 32 m\n',
    'stations/glen-affric.md': '# Glen Affric\n\n- Code: HWW-03\n- Elevation: 250 m\n',
    'observations/rainfall-2024-monthly-mm.csv': [`Code,Station,${months.join(',')}`,
      'HWW-01,Achnasheen,238,160,151,98,77,91,96,170,160,221,254,240',
      'HWW-02,Kinlochewe,333,288,163,107,89,76,144,279,188,324,383,355',
      'HWW-03,Glen Affric,190,120,140,80,60,70,88,120,110,170,200,180'].join('\n') + '\n',
    'observations/mean-temperature-2024-celsius.csv': [`Code,Station,${months.map((m) => `${m} mean (°C)`).join(',')}`,
      'HWW-01,Achnasheen,2.0,3.1,4.7,5.8,9.8,12.8,14.1,13.3,11.8,7.6,4.8,3.1',
      'HWW-02,Kinlochewe,4.1,4.1,5.2,7.5,8.9,11.4,13.8,14.1,10.9,7.6,5.4,4.3',
      'HWW-03,Glen Affric,2.1,1.7,3.7,5.4,7.7,10.3,13.4,11.7,10.6,7.6,4.0,1.0'].join('\n') + '\n',
  }, 'month-qualified.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('a column per month with a word after each month', () => {
  it('reads the month a question names as that column', async () => {
    const r = await answerQuestion(lib, 'What was the July 2024 mean temperature at Kinlochewe, in Celsius?');
    expect(r.answer).toContain('13.8');
  });
  it('ranks the items by it', async () => {
    const r = await answerQuestion(lib, 'Which station had the warmest July mean temperature?');
    expect(r.items.map((i) => i.name)).toEqual(['Achnasheen']);
  });
});
