// A verb names the attribute a noun made from it labels, by a suffix or by replacing its ending
// (resources/lang/en/derivations.tsv): "what does Fraser Mackie specialise in" asks for the Specialism.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'tutors/register.csv': 'Name,Home town,Studio,Specialism,Day rate (GBP),Start date\nIsla Drummond,Leith,Main studio,Wheel throwing,185,2019-03-01\nFraser Mackie,Portobello,Yard,Raku firing,150,2022-05-10\nPriya Raman,Musselburgh,Main studio,Sculpture,195,2021-10-04\nTomasz Nowak,Dalkeith,Annexe,Porcelain,170,2023-02-06\n',
    // ("Raku" also names a kiln and a firing type: the verb says which attribute the word after it is a value of)
    'kilns/kilns.csv': 'Kiln,Type,Capacity (L)\nBig Bertha,Electric,220\nRaku Drum,Raku,90\n',
    'firings/log.csv': 'Firing,Kiln,Type,Pieces\nF25-001,Big Bertha,Bisque,30\nF25-002,Raku Drum,Raku,12\n',
  }, 'verb-ending-nouns.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('a verb whose noun replaces its ending', () => {
  it('names the attribute that noun labels', async () => {
    const r = await answerQuestion(lib, 'What does Fraser Mackie specialise in?');
    expect(r.answer).toMatch(/^The specialism of \*\*Fraser Mackie\*\* is \*\*Raku firing\*\*/);
    expect((await answerQuestion(lib, 'What does Priya Raman specialize in?')).answer).toMatch(/^The specialism of \*\*Priya Raman\*\* is \*\*Sculpture\*\*/);
  });
});
