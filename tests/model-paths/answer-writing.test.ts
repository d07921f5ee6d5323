// Answer writing, routing and the agentic loop with a scripted model (deterministic), and the guarantee that
// without a model (no runtime or the null runtime) every answer is exactly the no-model answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Strategy } from '../../shared/answer.ts';
import type { Library } from '../../electron/engine/store/library.ts';
import { nullRuntime } from '../../electron/engine/llm/index.ts';
import { answerQuestion, STRATEGIES } from '../../electron/engine/answer/answer-question.ts';
import { answerPrompt } from '../../electron/engine/answer/model/answer-prompt.ts';
import { shopLibrary } from '../answer/shop-library.ts';
import { scriptedRuntime } from './scripted-runtime.ts';
import { stable } from './stable-answer.ts';

let lib: Library;
beforeAll(async () => {
  lib = await shopLibrary();
}, 120_000);
afterAll(() => lib?.close());


describe('the answer prompt', () => {
  it('fits the budget with whole items and their evidence, numbered as the citations', async () => {
    const base = await answerQuestion(lib, 'Which phones run Android 12 or newer?');
    expect(base.items.length).toBe(4);
    const rt = scriptedRuntime({});
    let previous = -1;
    for (const budget of [150, 260, 400, 3000]) {
      const p = await answerPrompt(rt, { question: base.question, items: base.items, kind: base.kind, value: base.value, citations: base.citations, budget });
      expect(p.tokens).toBeLessThanOrEqual(budget);
      expect(p.itemsShown).toBeGreaterThanOrEqual(previous);
      previous = p.itemsShown;
      const user = p.messages[1].content;
      for (const n of p.supplied) {
        const c = base.citations[n - 1];
        expect(user).toContain(`[${n}] ${c.path}`);
      }
      // an item is shown only with all of its evidence
      for (const item of base.items) {
        if (user.includes(`- ${item.name} (`)) for (const id of item.citations) expect(p.supplied.has(Number(id.slice(1)))).toBe(true);
      }
      if (p.itemsShown < base.items.length) expect(user).toContain(`(${base.items.length - p.itemsShown} more items are not shown.)`);
      else expect(user).not.toContain('more items are not shown');
    }
    expect(previous).toBe(4);
    const small = await answerPrompt(rt, { question: base.question, items: base.items, kind: base.kind, value: base.value, citations: base.citations, budget: 150 });
    expect(small.itemsShown).toBeLessThan(4);
  });

  it('numbers passages of a textual answer', async () => {
    const base = await answerQuestion(lib, 'How do returns work under the warranty?');
    const p = await answerPrompt(scriptedRuntime({}), { question: base.question, items: [], kind: null, value: null, citations: base.citations, budget: 3000 });
    expect([...p.supplied].sort()).toEqual(base.citations.map((c) => Number(c.id.slice(1))));
    expect(p.messages[1].content).toMatch(/^Question: How do returns work under the warranty\?\nEvidence:\n\[1\] guides\/choosing\.md/);
  });
});

describe('writing the answer with a model', () => {
  it('streams the draft through onToken, then drops a fabricated citation and an invented item', async () => {
    const draft = 'Four phones run Android 12 or newer [1][3][5][7].\n- Acme Nova 5 [1]\n- Acme Nova 7 [2]\n- Borealis X1 [5]';
    const rt = scriptedRuntime({ answer: draft });
    const pieces: string[] = [];
    const base = await answerQuestion(lib, 'Which phones run Android 12 or newer?');
    const a = await answerQuestion(lib, 'Which phones run Android 12 or newer?', { runtime: rt, onToken: (t) => pieces.push(t) });
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.join('')).toBe(draft);
    const verify = a.trace.find((t) => t.step === 'verify')!.detail;
    expect(verify).toMatch(/dropped markers with no such evidence: .*\[7\]/);
    expect(verify).toMatch(/not results: Acme Nova 7/);
    expect(a.answer).not.toContain('[7]');
    expect(a.answer).not.toContain('Acme Nova 7');
    expect(a.answer).toContain('- Acme Nova 5 [1]');
    // the exact parts are the no-model ones
    expect(a.items).toEqual(base.items);
    expect(a.citations).toEqual(base.citations);
    expect(a.sparql).toBe(base.sparql);
    expect(a.trace.find((t) => t.step === 'write')!.detail).toMatch(/tokens streamed from a \d+-token prompt/);
    expect(a.usage.promptTokens).toBeGreaterThan(0);
    expect(a.usage.completionTokens).toBe(Math.ceil(draft.length / 4));
  });

  it('keeps the composed answer when the draft does not pass the check', async () => {
    const base = await answerQuestion(lib, 'Which phones have 5G?');
    const a = await answerQuestion(lib, 'Which phones have 5G?', { runtime: scriptedRuntime({ answer: 'Every phone has 5G [42].' }) });
    expect(a.answer).toBe(base.answer);
    expect(a.trace.find((t) => t.step === 'verify')!.detail).toMatch(/dropped markers with no such evidence: \[42\]; answer rejected; the composed answer is kept$/);
  });

  it('asks the model to route only when the rules are unsure', async () => {
    const sure = scriptedRuntime({ answer: 'x' });
    await answerQuestion(lib, 'How do returns work under the warranty?', { runtime: sure });
    // no routing call: the rules were sure (the textual search asks for multi-hop clues, then the answer is written)
    expect(sure.calls.map((c) => c.kind)).toEqual(['clues', 'answer']);
    const unsure = scriptedRuntime({ sparql: ['SELECT ?e WHERE { ?e q:hasName ?n }'], route: 'textual', answer: 'x' });
    const a = await answerQuestion(lib, 'Which phones are waterproof?', { runtime: unsure });
    expect(unsure.calls.map((c) => c.kind)).toEqual(['sparql', 'route', 'clues', 'answer']);
    expect(a.trace.find((t) => t.step === 'route-model')!.detail).toMatch(/^the rules were unsure \(textual: .*\); the model chose textual$/);
    expect(a.route).toBe('textual');
    // a symbolic route the model picks without any exact query is not taken
    const noQuery = scriptedRuntime({ sparql: ['SELECT ?e WHERE { ?e q:hasName ?n }'], route: 'symbolic', answer: 'x' });
    const b = await answerQuestion(lib, 'Which phones are waterproof?', { runtime: noQuery });
    expect(b.trace.find((t) => t.step === 'route-model')!.detail).toMatch(/no exact query ran, so textual is kept/);
    expect(b.route).toBe('textual');
  });
});

describe('agentic strategy with a model', () => {
  it('stops at its bound of three rounds even when the model always wants more', async () => {
    const rt = scriptedRuntime({ answer: 'The guide explains returns [1].', followUps: ['battery life', 'warranty returns', 'screen size', 'price'] });
    const a = await answerQuestion(lib, 'How do returns work under the warranty?', { runtime: rt, strategy: 'agentic' });
    const steps = a.trace.map((t) => t.step).filter((s) => s.startsWith('agentic'));
    expect(steps.filter((s) => s.startsWith('agentic:draft'))).toEqual(['agentic:draft 1', 'agentic:draft 2', 'agentic:draft 3']);
    expect(rt.calls.filter((c) => c.kind === 'follow-up')).toHaveLength(2);
    expect(a.trace.find((t) => t.step === 'agentic:stop')!.detail).toBe('reached the bound of 3 rounds');
    expect(a.trace.find((t) => t.step === 'agentic:retrieve 2')!.detail).toMatch(/new passages for "battery life"/);
    expect(a.answer).toBe('The guide explains returns [1].');
  });

  it('stops when the model needs nothing more, or repeats itself', async () => {
    const done = scriptedRuntime({ answer: 'Returns are covered [1].', followUps: [''] });
    const a = await answerQuestion(lib, 'How do returns work under the warranty?', { runtime: done, strategy: 'agentic' });
    expect(a.trace.filter((t) => t.step.startsWith('agentic:draft'))).toHaveLength(1);
    expect(a.trace.find((t) => t.step === 'agentic:stop')!.detail).toBe('the model needs no more evidence');
    const repeat = scriptedRuntime({ answer: 'Returns are covered [1].', followUps: ['How do returns work under the warranty'] });
    const b = await answerQuestion(lib, 'How do returns work under the warranty?', { runtime: repeat, strategy: 'agentic', model: { agenticSteps: 9 } });
    expect(b.trace.find((t) => t.step === 'agentic:stop')!.detail).toMatch(/repeats an earlier one/);
  });

  it('without a model behaves as router-fallback', async () => {
    const agentic = await answerQuestion(lib, 'Which phones have 5G?', { strategy: 'agentic' });
    const routed = await answerQuestion(lib, 'Which phones have 5G?', { strategy: 'router-fallback' });
    expect(agentic.answer).toBe(routed.answer);
    expect(agentic.trace.find((t) => t.step === 'route')!.detail).toMatch(/agentic needs a model; none is configured/);
  });
});

describe('no model means no change', () => {
  const questions = [
    'Which phones have 5G?', 'How many phones have a battery of at least 5,000 mAh?', 'Which phones are waterproof?',
    'Which handsets support fifth generation networks?', 'How do returns work under the warranty?', 'Which is lighter, the Acme Nova 5 or the Borealis X1?',
    'Does the Borealis Z support NFC?', 'What is the average price of Borealis phones?',
  ];
  it('gives exactly the same answers with the null runtime as with none, for every strategy', async () => {
    const strategies: Strategy[] = STRATEGIES;
    for (const strategy of strategies) {
      for (const q of questions) {
        const tokensA: string[] = [];
        const tokensB: string[] = [];
        const a = await answerQuestion(lib, q, { strategy, onToken: (t) => tokensA.push(t) });
        const b = await answerQuestion(lib, q, { strategy, runtime: nullRuntime(), onToken: (t) => tokensB.push(t) });
        expect(stable(b), `${strategy}: ${q}`).toEqual(stable(a));
        expect(tokensB).toEqual(tokensA);
        expect(b.usage).toEqual({ promptTokens: 0, completionTokens: 0 });
      }
    }
  });
});
