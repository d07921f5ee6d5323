// ConditionalQA-style reading of guidance pages, without a model: a table's header row heads its rows (each row
// read with it, the other rows no conditions of one row), and a step's own section further down gives the step's
// conditions.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { openLibrary } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { loadLanguage } from '../../electron/engine/answer/prose/language.ts';
import { passageUnits, type PassageLike } from '../../electron/engine/answer/prose/units.ts';
import { conditionsOf } from '../../electron/engine/answer/prose/conditions.ts';
import { ownSection, stepSectionConditions } from '../../electron/engine/answer/prose/step-section.ts';
import { tempDir } from '../helpers/tmp.ts';

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/conditional-steps');
const lang = loadLanguage();
const passage = (text: string, headingPath: string[] = []): PassageLike => ({ blockId: 1, docId: 1, path: 'guide.txt', headingPath, text, start: 0, end: text.length });

describe('a table in a passage', () => {
  const text = 'Give staff notice.\n\nLength of service | Notice you must give\n1 month to 2 years | At least a week\n2 years to 12 years | A week’s notice for every year employed\n\nYou can pay staff instead.';
  const units = passageUnits(passage(text));

  it('reads its first row as the heading of its rows, each row an item led in by it', () => {
    const header = units.find((u) => u.text.startsWith('Length of service'))!;
    expect(header.kind).toBe('heading');
    const rows = units.filter((u) => u.text.includes(' years |') || u.text.startsWith('1 month'));
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r.kind).toBe('item');
      expect(r.leadIn).toBe(header.index);
    }
    // the sentences around the table stay sentences
    expect(units.find((u) => u.text === 'You can pay staff instead.')?.kind).toBe('sentence');
  });

  it('skips a markdown rule line, and a paragraph with one row is no table', () => {
    const md = passageUnits(passage('| Rate | Amount |\n|---|---|\n| Lower | £60 |'));
    expect(md.map((u) => u.kind)).toEqual(['heading', 'item']);
    expect(passageUnits(passage('Rate | Amount')).every((u) => u.kind !== 'heading')).toBe(true);
  });

  it('gives a row no other rows (nor its header) as conditions: they are other cases', () => {
    const row = units.find((u) => u.text.startsWith('2 years to 12 years'))!;
    expect(conditionsOf(row, units, lang).map((c) => c.text)).toEqual([]);
  });
});

describe('a step with a section of its own', () => {
  const text = [
    'You must register the power of attorney as soon as the donor starts to lose capacity.',
    '',
    '- Tell the donor and their relatives you intend to register the power of attorney.',
    '- Pay the fee.',
    '',
    'Telling people you intend to register',
    '',
    'Fill in form PA1. Send it to:',
    '',
    '- the donor',
    '- any other attorneys',
    '',
    'You must tell at least 3 relatives of the donor. You must try to tell them in this order:',
    '',
    '- the donor’s children',
    '- the donor’s parents',
    '',
    'Fees',
    '',
    'You must pay £82.',
  ].join('\n');
  const units = passageUnits(passage(text, ['Register a power of attorney']));
  const step = units.find((u) => u.text.startsWith('- Tell the donor'))!;

  it('is found by a heading whose words the step states', () => {
    expect(ownSection(units, step)).toBe('Telling people you intend to register');
    // a sentence restating no heading has no section of its own
    expect(ownSection(units, units.find((u) => u.text === '- Pay the fee.')!)).toBeNull();
  });

  it('holds under the section’s requirements and the lists they lead into, not the lists of other lead-ins', () => {
    const texts = stepSectionConditions(units, step, lang).map((c) => c.text);
    expect(texts).toContain('You must tell at least 3 relatives of the donor.');
    expect(texts).toContain('- the donor’s children');
    expect(texts).toContain('- the donor’s parents');
    // "Send it to:" requires nothing: its items are where the form goes, not conditions; other sections stay out
    expect(texts).not.toContain('- any other attorneys');
    expect(texts).not.toContain('You must pay £82.');
  });
});

describe('over a library', () => {
  let lib: Library;
  beforeAll(async () => {
    lib = openLibrary(path.join(tempDir(), 'steps.quarry'));
    await indexFolders(lib, [FIXTURE], { derivers: defaultDerivers() });
  }, 120_000);
  afterAll(() => lib?.close());

  it('answers with the step and cites its own section’s requirements as its conditions', async () => {
    const a = await answerQuestion(lib, 'I am an attorney. Who do I need to tell that I intend to register the power of attorney?');
    expect(a.answer.split('\n')[0]).toMatch(/Tell the donor and their relatives/);
    const texts = a.prose!.conditions.map((c) => c.text);
    expect(texts.some((t) => /at least 3 relatives/.test(t))).toBe(true);
    expect(texts.some((t) => /donor's children|donor’s children/.test(t))).toBe(true);
    for (const c of a.prose!.conditions) expect(a.citations.find((x) => x.id === c.citation)?.role).toBe('condition');
  });
});
