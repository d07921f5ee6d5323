// The folder of the kind a question asks about may hold none of the items its conditions find: "what instruments are
// installed at Finse" of instruments/ (the Highland network's), while Finse's kit is listed in a partner's folder.
// When the plan as read finds nothing, the items of that kind wherever they are filed (holding most of what the
// folder's items hold) are asked instead — never the visits that also name Finse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'instruments/inventory.csv':
      'Asset,Type,Make,Model,Installed at,Calibrated,Mount\n' +
      'AN-2203,Anemometer,Vaisala,WMT700,Achnasheen,2023-03-08,Mast\n' +
      'AN-2204,Anemometer,Gill,WindSonic,Kinlochewe,2023-04-11,Mast\n' +
      'RG-1016,Rain gauge,Davis,AeroCone,Kinlochewe,2022-11-02,Mast\n' +
      'RG-1017,Rain gauge,Davis,AeroCone,Achnasheen,2022-12-05,Mast\n' +
      'TH-3301,Temperature probe,Vaisala,HMP155,Achnasheen,2024-02-14,Mast\n' +
      'TH-3302,Temperature probe,Vaisala,HMP155,Kinlochewe,2024-02-15,Mast\n' +
      'BP-4103,Barometer,Vaisala,PTB330,Kinlochewe,2023-06-20,Mast\n' +
      'BP-4104,Barometer,Vaisala,PTB330,Achnasheen,2023-06-21,Mast\n',
    'stations/achnasheen.md': '# Achnasheen\n\n- Code: HWW-01\n- Elevation: 155 m\n',
    'stations/kinlochewe.md': '# Kinlochewe\n\n- Code: HWW-02\n- Elevation: 32 m\n',
    'vestland/finse.md': '# Finse\n\n- Code: VV-01\n- Elevation: 1222 m\n',
    'vestland/kit.csv':
      'Asset,Type,Make,Model,Station,Calibrated,Mount\n' +
      'AN-2501,Anemometer,R. M. Young,05103,Finse,2024-09-26,Mast\n' +
      'RG-1501,Rain gauge,Hydrological Services,TB4,Finse,2024-01-16,Roof\n' +
      'TH-3501,Temperature probe,Vaisala,HMP155,Finse,2023-09-12,Mast\n',
    'vestland/visits.csv':
      'Visit,Date,Station,Technician,Cost (NOK)\n' +
      'VL-24-01,2024-01-16,Finse,Kari Nilsen,650\n' +
      'VL-24-05,2024-06-02,Finse,Kari Nilsen,1200\n',
  }, 'head-kind-widened.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('the kind asked about, filed elsewhere', () => {
  it('is asked for wherever it is filed when its folder holds none', async () => {
    const r = await answerQuestion(lib, 'What instruments are installed at Finse?');
    // (the partner's rows are named with their make: "Vaisala TH-3501")
    expect(r.items.map((i) => i.name.split(' ').pop()).sort()).toEqual(['AN-2501', 'RG-1501', 'TH-3501']);
    // (or a value picks them: a mount only the partner's kit has)
    const m = await answerQuestion(lib, 'Which instruments have a roof mount?');
    expect(m.items.map((i) => i.name.split(' ').pop())).toEqual(['RG-1501']);
  });
  it('never widens a yes/no, where none is an answer', async () => {
    const r = await answerQuestion(lib, 'Are any instruments installed at Finse made by Gill?');
    expect(r.answer).not.toMatch(/^\*\*Yes/);
  });
});
