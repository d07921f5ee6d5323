// Each question shape of the symbolic parser, answered from a small product library with no model.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from '../../shared/answer.ts';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { citationResolves, itemIsCited } from '../../electron/engine/answer/citations.ts';
import { sentenceRanges } from '../../electron/engine/answer/compose-textual.ts';
import { withLinkedPassages } from '../../electron/engine/answer/linked-passages.ts';
import { searchBlocks } from '../../electron/engine/retrieve/semantic/index.ts';
import { shopLibrary } from './shop-library.ts';

let lib: Library;
beforeAll(async () => {
  lib = await shopLibrary();
}, 120_000);
afterAll(() => lib?.close());

const names = (a: Answer) => a.items.map((i) => i.name).sort();
const ask = (q: string, strategy?: Answer['strategy']) => answerQuestion(lib, q, { strategy });

describe('exact answers from the symbolic graph', () => {
  it.each([
    ['Which phones have 5G?', ['Acme Nova 5', 'Borealis X1', 'Borealis X1 Mini']],
    ['Which Acme phones cost under €300?', ['Acme Nova 4', 'Acme Nova 5', 'Acme Nova 5 Lite']],
    ['List the phones that come without a barometer.', ['Acme Nova 5', 'Acme Nova 5 Lite', 'Borealis X1 Mini', 'Borealis Z', 'Corvid Phone 2']],
    ['Which phones have a screen between 6.3 and 6.5 inches?', ['Acme Nova 4', 'Acme Nova 5', 'Acme Nova 5 Lite']],
    ['Which phones were released in 2023?', ['Borealis X1', 'Borealis X1 Mini']],
    ['Which tablets weigh under 0.5 kg?', ['Acme Tab 10', 'Corvid Pad']],
    ['Which phones have at least 8GB RAM?', ['Acme Nova 5', 'Borealis X1', 'Borealis X1 Mini']],
    ['Which phones run Android 12 or newer?', ['Acme Nova 5', 'Acme Nova 5 Lite', 'Borealis X1', 'Borealis X1 Mini']],
    ['Which phones use a Li-Ion battery?', ['Acme Nova 5 Lite', 'Borealis Z']],
    ['Which phones have NFC but no 5G?', ['Acme Nova 5 Lite', 'Corvid Phone 2']],
    ['Show me Borealis devices with a battery of 5,000 mAh or more', ['Borealis Slate Pro', 'Borealis X1']],
  ])('lists: %s', async (q, expected) => {
    const a = await ask(q);
    expect(a.route).toBe('symbolic');
    expect(a.kind).toBe('list');
    expect(names(a)).toEqual(expected);
    expect(a.sparql).toMatch(/SELECT/);
  });

  it('counts', async () => {
    const a = await ask('How many phones have a battery of at least 5,000 mAh?');
    expect(a.kind).toBe('count');
    expect(a.value).toBe(3);
  });

  it('ranks: superlatives, top N, and the value form', async () => {
    expect(names(await ask('Which phone is the lightest?'))).toEqual(['Borealis Z']);
    const top = await ask('top 2 lightest phones');
    expect(top.items.map((i) => i.name)).toEqual(['Borealis Z', 'Borealis X1 Mini']);
    const v = await ask('What is the highest price of any tablet?');
    expect(v.kind).toBe('value');
    expect(v.value).toBe(899);
    expect(names(v)).toEqual(['Borealis Slate Pro']);
  });

  it('aggregates', async () => {
    const a = await ask('What is the average price of Borealis phones?');
    expect(a.kind).toBe('value');
    expect(a.value).toBeCloseTo((649 + 499 + 129) / 3, 2);
  });

  it('looks up a named entity, and says so when nothing states it', async () => {
    const a = await ask('How heavy is the Borealis Slate Pro?');
    expect(a.kind).toBe('value');
    expect(a.value).toBe(580);
    expect(a.citations[0].snippet).toContain('580');
    const none = await ask('What is the price of the Acme Nova 5?', 'symbolic');
    expect(none.value).toBe(299);
  });

  it('compares named entities', async () => {
    const a = await ask('Which is lighter, the Acme Nova 5 or the Borealis X1?');
    expect(a.kind).toBe('comparison');
    expect(names(a)).toEqual(['Acme Nova 5']);
    expect(a.table?.rows).toHaveLength(2);
  });

  it('puts named entities side by side on the attributes asked for', async () => {
    const a = await ask('Compare the Acme Nova 5 and the Borealis X1 on weight and price');
    expect(a.kind).toBe('comparison');
    expect(a.table?.columns).toEqual(['Name', 'Weight', 'Price', 'Sources']);
    // each cell says its unit
    expect(a.table?.rows.map((r) => r.slice(0, 3))).toEqual([['Acme Nova 5', '189 g', '€299'], ['Borealis X1', '210 g', '€649']]);
    for (const item of a.items) expect(itemIsCited(a, item)).toBe(true);
  });

  it('compares groups ("Acme and Borealis phones") with counts, means and ranges', async () => {
    const a = await ask('Compare Acme and Borealis phones on battery');
    expect(a.kind).toBe('comparison');
    const rows = Object.fromEntries(a.table!.rows.map((r) => [r[0], r.slice(1, -1)]));
    // every cell says its unit (a mean of 4566.67 is "4566.67 mAh")
    expect(rows['Acme']).toEqual([3, `${Math.round(((5000 + 4500 + 4200) / 3) * 100) / 100} mAh`, '4200–5000 mAh']);
    expect(rows['Borealis']).toEqual([3, `${Math.round(((5500 + 3900 + 3000) / 3) * 100) / 100} mAh`, '3000–5500 mAh']);
    for (const item of a.items) expect(itemIsCited(a, item)).toBe(true);
  });

  it('reads value alternatives, thousands suffixes, and refuses ratios the library does not state', async () => {
    expect(names(await ask('Which phones were released in 2020 or 2023?'))).toEqual(['Borealis X1', 'Borealis X1 Mini', 'Borealis Z']);
    expect(names(await ask('Which phones have 3, 4 or 6 GB of RAM?'))).toEqual(['Acme Nova 4', 'Acme Nova 5 Lite', 'Borealis Z', 'Corvid Phone 2']);
    expect(names(await ask('Which phones have a 5k mAh battery or more?'))).toEqual(['Acme Nova 5', 'Borealis X1', 'Corvid Phone 2']);
    const ratio = await ask('Which phones have a 21:9 display?');
    expect(ratio.route).toBe('textual');
    expect(ratio.unmapped).toContain('21:9');
  });

  it('repairs misspelt names and words', async () => {
    expect(names(await ask('Which Borealsi phones have 5G?'))).toEqual(['Borealis X1', 'Borealis X1 Mini']);
    expect(names(await ask('Which tablets wiegh under 450 g?'))).toEqual(['Corvid Pad']);
  });

  it('excludes negated names, and reads "4G only" as without 5G', async () => {
    expect(names(await ask('Which phones are not made by Acme?'))).toEqual(['Borealis X1', 'Borealis X1 Mini', 'Borealis Z', 'Corvid Phone 2']);
    expect(names(await ask('Which phones with NFC are not Acme or Corvid?'))).toEqual(['Borealis X1', 'Borealis X1 Mini']);
    expect(names(await ask('Which phones are 4G only?'))).toEqual(['Acme Nova 4', 'Acme Nova 5 Lite', 'Borealis Z', 'Corvid Phone 2']);
  });

  it('reads "X or Y" scopes as alternatives', async () => {
    expect(names(await ask('Which Acme or Corvid phones have NFC?'))).toEqual(['Acme Nova 5', 'Acme Nova 5 Lite', 'Corvid Phone 2']);
  });

  it('checks a yes/no fact of one entity, citing the row either way', async () => {
    const no = await ask('Does the Borealis Z support NFC?');
    expect(no.kind).toBe('boolean');
    expect(no.value).toBe(false);
    expect(no.citations.some((c) => /NFC/.test(c.snippet))).toBe(true);
    const yes = await ask('Does the Acme Nova 5 have 5G?');
    expect(yes.value).toBe(true);
  });

  it('answers "is there any" questions with a boolean', async () => {
    const a = await ask('Is there any phone with 12 GB of RAM released before 2023?');
    expect(a.kind).toBe('boolean');
    expect(a.value).toBe(false);
  });

  it('returns an honest empty list when asked exactly, and lets the text answer when the exact path has nothing', async () => {
    const exact = await ask('Which tablets cost under €50?', 'symbolic');
    expect(exact.route).toBe('symbolic');
    expect(exact.items).toEqual([]);
    expect(exact.answer).toMatch(/No document lists/);
    for (const strategy of ['router', 'router-fallback', 'symbolic-fallback', 'both'] as const) {
      const a = await ask('Which tablets cost under €50?', strategy);
      expect(a.route, strategy).toBe('textual');
      expect(a.items).toEqual([]);
      expect(a.trace.find((t) => t.step === 'route')?.detail, strategy).toMatch(/nothing to cite|falling back|textual view answers/);
    }
  });

  it('does not invent a list for a condition it cannot map, and the trace says why', async () => {
    const exact = await ask('Which phones are waterproof?', 'symbolic');
    expect(exact.kind).toBe('none');
    expect(exact.items).toEqual([]);
    expect(exact.answer).toMatch(/can't answer this exactly/);
    expect(exact.unmapped).toContain('waterproof');
    const routed = await ask('Which phones are waterproof?');
    expect(routed.route).toBe('textual');
    expect(routed.trace.find((t) => t.step === 'route')?.detail).toMatch(/textual: no exact query/);
  });

  it('routes open questions to the text', async () => {
    const a = await ask('How do returns work under the warranty?');
    expect(a.route).toBe('textual');
    expect(a.citations.some((c) => c.path === 'guides/choosing.md')).toBe(true);
  });

  it('falls back to the text when the exact query runs out of time, and the trace says so', async () => {
    const a = await answerQuestion(lib, 'Which phones have 5G?', { queryLimits: { timeoutMs: 0, rowCap: 50_000 } });
    expect(a.trace.find((t) => t.step === 'symbolic-error')?.detail).toMatch(/took too long/);
    expect(a.route).toBe('textual');
    expect(a.trace.find((t) => t.step === 'route')?.detail).toMatch(/textual: the exact query failed/);
  });

  it('refuses an empty question', async () => {
    await expect(ask('   ')).rejects.toMatchObject({ code: 'QUESTION_INVALID' });
  });

  it('cites every item with rows that resolve and contain the qualifying value', async () => {
    for (const q of ['Which phones have 5G?', 'Which Acme phones cost under €300?', 'List the phones that come without a barometer.', 'Which phones run Android 12 or newer?', 'Which phones use a Li-Ion battery?', 'top 2 lightest phones', 'Which is lighter, the Acme Nova 5 or the Borealis X1?', 'Does the Borealis Z support NFC?', 'How do returns work under the warranty?']) {
      const a = await ask(q);
      for (const c of a.citations) expect(citationResolves(lib.db, c)).toBe(true);
      for (const item of a.items) expect(itemIsCited(a, item), `${q}: ${item.name}`).toBe(true);
    }
    const priced = await ask('Which Acme phones cost under €300?');
    for (const item of priced.items) {
      const price = String(item.values['Price']);
      const rows = priced.citations.filter((c) => item.citations.includes(c.id));
      expect(rows.some((c) => c.snippet.includes(price))).toBe(true);
    }
  });

  it('keeps the conversation: a follow-up narrows the previous question', async () => {
    const a = await answerQuestion(lib, 'which of them have 5G?', { history: [{ question: 'Which Borealis phones cost over €400?', answer: '' }] });
    expect(names(a)).toEqual(['Borealis X1', 'Borealis X1 Mini']);
  });
});

describe('passages of a textual answer', () => {
  it('adds the pages a result links to as candidates', async () => {
    const { results } = await searchBlocks(lib, 'warranty repairs', { mode: 'bm25', k: 3 });
    expect(results[0].path).toBe('guides/choosing.md');
    const more = withLinkedPassages(lib.db, results);
    const linked = more.filter((r) => r.signals.linked_from === 'guides/choosing.md');
    expect(linked.map((r) => r.path)).toContain('phones/acme-nova-5.html');
    expect(more.slice(0, results.length)).toEqual(results);
  });

  it('splits sentences at their ends, not inside numbers, abbreviations or wrapped lines', () => {
    const t = 'It comes with a 10.2 inch display. Battery is\nfine for families.\n\n- item one\n- item two';
    expect(sentenceRanges(t).map((r) => t.slice(r.start, r.end))).toEqual([
      'It comes with a 10.2 inch display.',
      'Battery is\nfine for families.',
      '- item one',
      '- item two',
    ]);
  });
});
