// A table keyed by a first column of codes under a header naming a kind ("Group", "Rope") says what its rows are:
// the header is their kind, as a title's kind word is of the code it names, so "which ropes" and "how many groups"
// find them where no folder or file name says so. A column writing its own header and a number ("Stage 1") is that
// attribute's value, never the rows' name where such codes name them. And a first word of names said right before
// such a kind ("swim groups", beside a "Swim England" page) says what sort of group, it picks none of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { getSchema } from '../../electron/engine/skg/schema/index.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
let kit: Library;
beforeAll(async () => {
  kit = await indexedLibrary({
    'kit/bell-stretcher.md': '# Bell stretcher\n\n- Condition: Fair\n- Length: 210 cm\n',
    'kit/equipment-log.md': [
      '# Equipment log',
      '',
      '| Rope | Model | Length | Condition |',
      '|---|---|---|---|',
      '| RP-01 | Edelrid | 100 m | Good |',
      '| RP-02 | Edelrid | 100 m | Fair |',
      '| RP-03 | Beal | 200 m | Fair |',
      '| RP-04 | Beal | 50 m | Good |',
      '',
    ].join('\n'),
  }, 'kind-header-kit.quarry');
  lib = await indexedLibrary({
    'lessons/timetable-spring.md': [
      '# Riverside swim school — timetable, spring term',
      '',
      '| Group | Stage | Day | Pool | Teacher | Places |',
      '|---|---|---|---|---|---|',
      '| RS-01 | Stage 1 | Mon | Learner Pool | Lucy Perrins | 10 |',
      '| RS-02 | Stage 2 | Mon | Learner Pool | Lucy Perrins | 10 |',
      '| RS-03 | Stage 3 | Tue | Learner Pool | Tom Astley | 12 |',
      '| RS-04 | Stage 5 | Wed | Main Pool | Tom Astley | 14 |',
      '| RS-05 | Stage 7 | Sat | Main Pool | Rhian Pugh | 16 |',
      '',
    ].join('\n'),
    'lessons/swim-england-stages.md': '# Swim England Learn to Swim\n\nStages 1 to 7 teach the basics; stages 8 to 10 are aquatic skills.\n\n- Distance: 25 m\n',
    'lessons/swim-kit-list.md': '# Swim Kit List\n\nGoggles, a cap and a towel.\n\n- Price: £12\n',
  }, 'kind-header.quarry');
}, 120_000);
afterAll(() => {
  lib?.close();
  kit?.close();
});

describe('a first column of codes under a kind header', () => {
  it('names the rows by their codes, not by a column numbering them by its own header ("Stage 1")', async () => {
    const names = (await getSchema(lib)).entities.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['RS-01', 'RS-02', 'RS-03', 'RS-04', 'RS-05']));
    expect(names).not.toContain('Stage 1');
  });

  it('gives the rows the kind the header names ("which ropes", "how many ropes")', async () => {
    expect((await answerQuestion(kit, 'Which ropes are in Fair condition?')).items.map((i) => i.name).sort()).toEqual(['RP-02', 'RP-03']);
    expect((await answerQuestion(kit, 'How many ropes are longer than 60 m?')).value).toBe(3);
  });

  it('reads a first word of names before the kind as describing it ("swim groups")', async () => {
    const r = await answerQuestion(lib, 'Which swim groups have a stage above 2?');
    expect(r.items.map((i) => i.name).sort()).toEqual(['RS-03', 'RS-04', 'RS-05']);
  });
});
