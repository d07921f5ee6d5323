// A label that is a small number — a scale's "1", "2", "3" written as keys of a JSON export — is never what a
// question's number means: "more than 3 colonies" compares with 3, it does not ask about the field "3".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'members/register.csv': 'Name,Branch,Colonies kept\nAnn Skyrme,Leominster,2\nDerek Mapp,Kington,7\nDilys Watkins,Kington,4\nTom Bevan,Hay,1\n',
    'exports/beetrack.json': JSON.stringify({ export: { app: 'BeeTrack' }, scales: { temperament: { 1: 'calm', 2: 'nervous', 3: 'defensive' } }, hives: [{ id: 'H-001', keeper: 'Derek Mapp', temperament: { score: 3 } }, { id: 'H-002', keeper: 'Ann Skyrme', temperament: { score: 1 } }] }),
  }, 'number-labels.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('a number in a question', () => {
  it('compares with the number, never names a field labelled by it', async () => {
    expect((await answerQuestion(lib, 'Which members have more than 3 colonies?')).items.map((i) => i.name).sort()).toEqual(['Derek Mapp', 'Dilys Watkins']);
    expect((await answerQuestion(lib, 'Which members keep more than 1 colonies?')).items.map((i) => i.name).sort()).toEqual(['Ann Skyrme', 'Derek Mapp', 'Dilys Watkins']);
  });
});
