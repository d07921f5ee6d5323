// One label, two meanings by layout: "Jul" is a month of rainfall in millimetres in a long table and a month of mean
// temperatures in °F in a short one. However few of the label's values the short table holds, a column's worth of
// quantities of a dimension of their own is a layout of its own: Kingussie's July temperature is no rainfall.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  // 36 rainfall rows against 3 temperature rows: the temperatures are under a tenth of the label's values
  const rain = Array.from({ length: 36 }, (_, i) => `Station ${String.fromCharCode(65 + (i % 26))}${i >= 26 ? i - 25 : ''},${months.map((_, m) => 40 + ((i * 7 + m * 13) % 90)).join(',')}`);
  lib = await indexedLibrary({
    'observations/rainfall-2024-monthly-mm.csv': [`Station,${months.join(',')}`, 'Kingussie,61,48,50,40,35,44,52,60,58,70,80,75', ...rain].join('\n') + '\n',
    'observations/console-export-fahrenheit.html': `<html><body><h1>Monthly mean temperature 2024</h1><table><thead><tr><th>Station</th>${months.map((m) => `<th>${m} (°F)</th>`).join('')}</tr></thead><tbody>` +
      '<tr><td>Tomatin</td><td>33.5</td><td>36.8</td><td>36.2</td><td>41.1</td><td>47.4</td><td>50.6</td><td>55.8</td><td>53.2</td><td>50.4</td><td>43.5</td><td>39.5</td><td>33.3</td></tr>' +
      '<tr><td>Kingussie</td><td>35.4</td><td>36.9</td><td>39.1</td><td>44.5</td><td>47.3</td><td>53.9</td><td>53.4</td><td>52.3</td><td>51.7</td><td>46.4</td><td>39.7</td><td>34.5</td></tr>' +
      '<tr><td>Fort Augustus</td><td>36.9</td><td>38.0</td><td>41.9</td><td>44.9</td><td>52.0</td><td>55.7</td><td>56.3</td><td>57.9</td><td>51.2</td><td>48.3</td><td>43.5</td><td>37.0</td></tr>' +
      '</tbody></table></body></html>\n',
  }, 'layout-column-dimension.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('a short table of another dimension under the same label', () => {
  it('is read apart from the long one', async () => {
    const t = await answerQuestion(lib, "What was Kingussie's July temperature in Celsius?");
    expect(t.answer).toContain('11.889');
    const r = await answerQuestion(lib, 'How much rain fell at Kingussie in July, in mm?');
    expect(r.answer).toContain('52');
    expect(r.answer).not.toContain('11.889');
  });
});
