// A heading ending in a unit in brackets ("Wind and hydro generation 2024 (MWh)") gives it to the bare numbers of the
// table under it, as a column header does to its cells; a bracketed word that is no unit, or an everyday word, gives
// none. "MWh" is megawatt-hours in any case but "mWh" (milliwatt-hours, written so exactly).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { headingUnit } from '../../electron/engine/skg/values/document-units.ts';
import { loadUnitTable, matchUnitAt } from '../../electron/engine/skg/values/quantity.ts';
import { indexedLibrary } from '../helpers/folder.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TURBINES = [['Hill Turbine', 130.8, 113.7], ['Moor Turbine', 52.3, 66.0], ['Dale Turbine', 95.1, 82.6]].map(([n, a, b]) => [n, a, b, ...Array(10).fill(50)]);
const ROOFS = [['Hall Roof', 1153, 1692], ['Barn Roof', 3051, 5551], ['School Roof', 877, 1526]].map(([n, a, b]) => [n, a, b, ...Array(10).fill(2000)]);

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'generation/wind-2024.md': ['# Wind generation 2024 (MWh)', '', `| Turbine | ${MONTHS.join(' | ')} |`, `|---|${MONTHS.map(() => '---:').join('|')}|`, ...TURBINES.map(([n, ...v]) => `| ${n} | ${v.join(' | ')} |`), ''].join('\n'),
    'generation/solar-2024-kwh.csv': [`Installation,${MONTHS.join(',')}`, ...ROOFS.map((r) => r.join(','))].join('\n'),
  }, 'heading-units.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('a unit a heading holds in brackets', () => {
  it('reads the unit a heading closes with, never a word or a year', () => {
    const table = loadUnitTable();
    expect(headingUnit('Wind and hydro generation 2024 (MWh)', table)).toBe('MWh');
    expect(headingUnit('Monthly sales (litres)', table)).toBe('L');
    for (const h of ['Hasenfeld (Gärkeller)', 'Model (2019)', 'Notes (in)', 'Staff (FTE)', 'Sales (litres) by month']) expect(headingUnit(h, table), h).toBeNull();
  });

  it('tells megawatt-hours from milliwatt-hours', () => {
    const table = loadUnitTable();
    expect(matchUnitAt(table, 'MWh', 0, false)?.unit.symbol).toBe('MWh');
    expect(matchUnitAt(table, 'mwh', 0, false)?.unit.symbol).toBe('MWh');
    expect(matchUnitAt(table, 'mWh', 0, false)?.unit.symbol).toBe('mWh');
  });

  it('answers in the heading\'s unit, compared with the kWh of another table', async () => {
    const r = await answerQuestion(lib, 'How much did Moor Turbine generate in January?');
    expect(r.answer).toContain('52,300 kWh');
    const roof = await answerQuestion(lib, 'How much did Hall Roof generate in January?');
    expect(roof.answer).toContain('1,153 kWh');
  });
});
