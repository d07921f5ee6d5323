// Facts from prose (issue 12 item 6): which sentences give a fact, with which attribute, value and range.
import { describe, expect, it } from 'vitest';
import { loadAttributeWords, proseFactRecords } from '../../electron/engine/ingest/prose-facts.ts';
import { loadUnitTable } from '../../electron/engine/skg/values/unit-table.ts';
import type { ParsedBlock } from '../../electron/engine/ingest/types.ts';

const opts = { units: loadUnitTable(), words: loadAttributeWords() };

function factsOf(...texts: string[]): Array<[string, string]> {
  let at = 0;
  const blocks: ParsedBlock[] = texts.map((text, order) => {
    const b = { order, kind: 'text' as const, headingPath: [], text, start: at, end: at + text.length, page: null };
    at += text.length + 2;
    return b;
  });
  return (proseFactRecords(blocks, 'Subject', opts)[0]?.rows ?? []).map((r) => [r.key, r.value]);
}

describe('facts from prose', () => {
  it('reads a number with a unit next to an attribute noun phrase or verb', () => {
    expect(factsOf('The flat has 86 m² of floor space.')).toEqual([['floor space', '86 m²']]);
    expect(factsOf('It has a floor area of 86 m² and a small garden.')).toEqual([['floor area', '86 m²']]);
    expect(factsOf('It weighs about 1.4 kg.')).toEqual([['weight', '1.4 kg']]);
    expect(factsOf('One bar contains 12 g of protein.')).toEqual([['protein', '12 g']]);
    expect(factsOf('The park covers about 1,240 square kilometres of forest.')).toEqual([['area', '1,240 square kilometres']]);
    expect(factsOf('The warranty lasts 3 years.')).toEqual([['duration', '3 years']]);
    expect(factsOf('Its total weight is 2.5 kg.')).toEqual([['total weight', '2.5 kg']]);
    expect(factsOf('The ticket costs £12.50 at the door.')).toEqual([['price', '£12.50']]);
    expect(factsOf('The old tower is about 1,100 feet high.')).toEqual([['height', '1,100 feet']]);
    // an amount of money keeps the period it is counted per
    expect(factsOf('The rent is £150 pw, with a deposit of GBP 750.')).toEqual([['rent', '£150 pw'], ['deposit', 'GBP 750']]);
    expect(factsOf('The rent is €2,150 per month.')).toEqual([['rent', '€2,150 per month']]);
  });

  it('gives no fact for numbers without a unit, numbers without an attribute, or a verb of another dimension', () => {
    expect(factsOf('In 2019 the company released version 2.3 of its app.')).toEqual([]);
    expect(factsOf('Samples were collected from 6 regions of India.')).toEqual([]);
    expect(factsOf('It is notably rich in iron, with 8 mg per 100 g.')).toEqual([]);
    expect(factsOf('The hike lasts 12 km along the coast.')).toEqual([]);
    expect(factsOf('Weight: 1.4 kg')).toEqual([]); // a "Key: value" line is a record row, not prose
    expect(factsOf('He won the 24 Hours of Daytona twice.')).toEqual([]); // a name, not an attribute
    expect(factsOf('The city had a population of 300,000 in 2011.')).toEqual([]);
  });

  it('cites the sentence: the row range is the sentence in the document', () => {
    const blocks: ParsedBlock[] = [
      { order: 0, kind: 'text', headingPath: [], text: 'Intro line here. It weighs about 1.4 kg. More text.', start: 100, end: 151, page: null },
    ];
    const row = proseFactRecords(blocks, 'Thing', opts)[0]!.rows[0]!;
    expect(row.start).toBe(117);
    expect(row.end).toBe(140);
    expect(proseFactRecords(blocks, 'Thing', opts)[0]!.kind).toBe('prose');
  });
});
