// A layout in another language completes the attributes its items lack (complement.ts) though a folder of its own
// holds it: a partner atelier's Swedish customer cards under vallgatan/kunder/ state "Ort", "Första beställning" and "Midja"
// where the English cards state Town, First order and Waist. The folder "vallgatan/" holds the atelier's other records
// too (orders, staff): it is a place, not the kind of those cards, so their kind is the items holding what they hold
// — the English customers — and "Midja" completes Waist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { getSchema } from '../../electron/engine/skg/schema/index.ts';
import { indexedLibrary } from '../helpers/folder.ts';

const card = (name: string, town: string, since: string, waist: number, chest: number) => `Name: ${name}\nTown: ${town}\nFirst order: ${since}\nWaist: ${waist} cm\nChest: ${chest} cm\n`;
const kort = (name: string, ort: string, sedan: string, midja: number) => `Namn: ${name}\nOrt: ${ort}\nFörsta beställning: ${sedan}\nMidja: ${midja} cm\n`;

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'customers/george-sutcliffe.txt': card('George Sutcliffe', 'Leeds', '2014-03-02', 96, 108),
    'customers/tobias-hartley.txt': card('Tobias Hartley', 'Harrogate', '2019-06-03', 84, 99),
    'customers/sanjay-mistry.txt': card('Sanjay Mistry', 'York', '2019-08-09', 91, 104),
    'customers/rupert-fairbairn.txt': card('Rupert Fairbairn', 'Leeds', '2011-01-12', 102, 112),
    'vallgatan/kunder/erik-lindqvist.txt': kort('Erik Lindqvist', 'Göteborg', '2019-07-02', 88),
    'vallgatan/kunder/per-axelsson.txt': kort('Per Axelsson', 'Mölndal', '2013-12-26', 101),
    'vallgatan/kunder/jonas-forsberg.txt': kort('Jonas Forsberg', 'Göteborg', '2021-08-23', 84),
    'vallgatan/ordrar.csv': 'Ordernr,Kund,Pris (kr),Status\nSV-25031,Erik Lindqvist,31500,tillskärning\nSV-25032,Per Axelsson,24050,färdig\nSV-25033,Jonas Forsberg,28900,levererad\nSV-25034,Erik Lindqvist,19900,färdig\n',
    'vallgatan/personal.csv': 'Namn,Ort,Timlön (kr)\nAnnika Sjöberg,Göteborg,255\nBirgitta Lund,Kungsbacka,230\nJohan Ek,Göteborg,240\n',
  }, 'complement-place.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('completing attributes where a place folder holds the layout', () => {
  it('aligns the Swedish cards\' Midja with the English cards\' Waist', async () => {
    const schema = await getSchema(lib);
    const waist = schema.attributes.find((a) => a.labels.some((l) => l.label === 'Waist'));
    expect(waist?.labels.map((l) => l.label)).toContain('Midja');
  });

  it('aligns them where the cards lie in the place folder itself, beside its staff who state a town too', async () => {
    const flat = await indexedLibrary({
      'customers/george-sutcliffe.txt': card('George Sutcliffe', 'Leeds', '2014-03-02', 96, 108),
      'customers/tobias-hartley.txt': card('Tobias Hartley', 'Harrogate', '2019-06-03', 84, 99),
      'customers/sanjay-mistry.txt': card('Sanjay Mistry', 'York', '2019-08-09', 91, 104),
      'vallgatan/erik-lindqvist.txt': kort('Erik Lindqvist', 'Göteborg', '2019-07-02', 88),
      'vallgatan/per-axelsson.txt': kort('Per Axelsson', 'Mölndal', '2013-12-26', 101),
      'vallgatan/jonas-forsberg.txt': kort('Jonas Forsberg', 'Göteborg', '2021-08-23', 84),
      'vallgatan/personal.csv': 'Namn,Ort,Timlön (kr)\nAnnika Sjöberg,Göteborg,255\nBirgitta Lund,Kungsbacka,230\nJohan Ek,Göteborg,240\n',
    }, 'complement-flat.quarry');
    try {
      const waist = (await getSchema(flat)).attributes.find((a) => a.labels.some((l) => l.label === 'Waist'));
      expect(waist?.labels.map((l) => l.label)).toContain('Midja');
    } finally {
      flat.close();
    }
  });

  it('answers a question on the waist from both layouts', async () => {
    const r = await answerQuestion(lib, 'Which customers have a waist over 95 cm?');
    expect(r.items.map((i) => i.name).sort()).toEqual(['George Sutcliffe', 'Per Axelsson', 'Rupert Fairbairn']);
  });
});
