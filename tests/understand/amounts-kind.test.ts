// Amounts read for the items asked about: a year with no attribute named goes to a date attribute the question's
// own kind of item has; "£700 a month or less" keeps its period inside the amount (the comparator after it still
// governs it); a link to a named item the asked-about items do not hold is reached through a link of theirs.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { tempDir } from '../helpers/tmp.ts';

let lib: Library;
beforeAll(async () => {
  const dir = tempDir();
  const write = (rel: string, lines: string[]) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), lines.join('\n'));
  };
  write('hosts/hosts.csv', ['Host,Joined,Languages', 'Orla Finch,2012-03-01,English', 'Piet Maas,2016-05-12,Dutch', 'Rosa Lind,2019-09-30,Swedish']);
  write('rooms/rooms.csv', [
    'Room,Building,Built,Price (GBP),Balcony,Minimum stay,Deposit (GBP),Total (GBP)',
    'Loft 1,Mill House,1890,650,No,30 days,650,8450',
    'Loft 2,Mill House,1890,720,Yes,90 days,720,9360',
    'Garden Room,Quay Works,1925,800,No,30 days,800,10400',
    'Attic,Quay Works,1925,540,No,60 days,540,7020',
    'Studio 9,Canal Yard,2011,910,Yes,90 days,910,11830',
    'Studio 10,Canal Yard,2013,700,Yes,30 days,700,9100',
  ]);
  write('buildings/buildings.csv', ['Building,City,Floors', 'Mill House,Leeds,4', 'Quay Works,Leeds,3', 'Canal Yard,Bristol,6', 'Rope Walk,Bristol,2']);
  write('orders/orders.csv', [
    'Order,Placed,Total,Currency',
    'ORD-101,2024-01-15,120.00,USD',
    'ORD-102,2024-02-20,340.00,EUR',
    'ORD-103,2024-03-31,95.00,USD',
    'ORD-104,2024-04-02,510.00,EUR',
    'ORD-105,2023-12-30,610.00,USD',
  ]);
  write('cities/cities.csv', ['City,Country,Population', 'Leeds,United Kingdom,812000', 'Bristol,United Kingdom,472000', 'York,United Kingdom,202000']);
  write('funders/funders.csv', ['Funder,City,Founded', 'Hollins Trust,Leeds,1952', 'Mersey Valley Foundation,Bristol,1988', 'Lilford Mill Fund,York,2001']);
  write('grants/grants.csv', ['Ref,Funder,Project,Awarded (GBP)', 'GA-24-09,Hollins Trust,Food Parcels,12000', 'GA-24-11,Mersey Valley Foundation,Winter Warmth,8000', 'GA-25-03,Lilford Mill Fund,Holiday Lunches,6000', 'GA-25-09,Mersey Valley Foundation,Benefits Advice,10000']);
  lib = openLibrary(path.join(tempDir(), 'rooms.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

const names = async (q: string) => (await answerQuestion(lib, q)).items.map((i) => i.name).sort();

describe('amounts read for the items asked about', () => {
  it('reads a year with no attribute named on a date the asked-about items have', async () => {
    expect(await names('Which hosts have been with us since before 2015?')).toEqual(['Orla Finch']);
  });
  it('keeps "a month" inside the amount, so "or less" after it still compares', async () => {
    expect(await names('Rooms for £700 a month or less?')).toEqual(['Attic', 'Loft 1', 'Studio 10']);
  });
  it('reaches a named place through the link the rooms have', async () => {
    expect(await names('Which rooms in Leeds cost under £800 a month?')).toEqual(['Attic', 'Loft 1', 'Loft 2']);
  });
});

describe('items linked to a named item, and the item a superlative asks for', () => {
  it('reads "the cheapest price at X" as the lowest over the items linked to X', async () => {
    const a = await answerQuestion(lib, 'What is the cheapest price at Mill House?');
    expect(Number(a.value)).toBe(650);
  });
  it('reads "how much did X award" as the Awarded of the items linked to X, the verb naming the attribute', async () => {
    const a = await answerQuestion(lib, 'How much did the Hollins Trust award?');
    expect(a.items.map((i) => i.name)).toEqual(['GA-24-09']);
    expect(Number(a.value)).toBe(12000);
    const b = await answerQuestion(lib, 'How much did Mersey Valley Foundation award?');
    expect(b.items.map((i) => i.name).sort()).toEqual(['GA-24-11', 'GA-25-09']);
  });
  it('reads a noun after a superlative that names no attribute as the item asked for', async () => {
    const a = await answerQuestion(lib, "What's the cheapest option we have?");
    expect(a.items.map((i) => i.name)).toEqual(['Attic']);
    // the answer is the item that wins (its price is the reason), not the price
    expect(a.value).toBe('Attic');
  });
});

describe('a question of negations only', () => {
  it('is about the kind of item that states the thing, not every item of the folder', async () => {
    expect(await names("What doesn't have a balcony?")).toEqual(['Attic', 'Garden Room', 'Loft 1']);
  });
});

describe('words inside amounts and aggregates', () => {
  it('reads a hyphen between a number and its unit as the amount ("30-day")', async () => {
    expect(await names('Which rooms have a 30-day minimum stay?')).toEqual(['Garden Room', 'Loft 1', 'Studio 10']);
  });
  it('reads "the total number of" a number the items state as its sum, and "the number of" items as a count', async () => {
    const a = await answerQuestion(lib, 'What is the total number of floors of the buildings in Bristol?');
    expect(Number(a.value)).toBe(6 + 2);
    const b = await answerQuestion(lib, 'the number of buildings in Bristol');
    expect(Number(b.value)).toBe(2);
  });
  it('reads "total" before another attribute as the sum, though "Total" is also a label', async () => {
    const a = await answerQuestion(lib, 'What is the total deposit of the rooms?');
    expect(Number(a.value)).toBe(650 + 720 + 800 + 540 + 910 + 700);
  });
});

describe('months and currencies said in words', () => {
  it('reads "between January and March 2024" as both months whole', async () => {
    expect(await names('Which orders were placed between January and March 2024?')).toEqual(['ORD-101', 'ORD-102', 'ORD-103']);
  });
  it('reads a currency named in words as the value the library holds ("in US dollars": USD)', async () => {
    expect(await names('Which orders are in US dollars?')).toEqual(['ORD-101', 'ORD-103', 'ORD-105']);
  });
  it('ranks only the amounts stated in the currency an answer is asked in', async () => {
    const a = await answerQuestion(lib, 'Which order has the biggest total in euros?');
    expect(a.items.map((i) => i.name)).toEqual(['ORD-104']);
  });
});

describe('names joined by "or"', () => {
  it('reads two places joined by "or" as one link naming either', async () => {
    expect(await names('Which buildings are in Leeds or Bristol?')).toEqual(['Canal Yard', 'Mill House', 'Quay Works', 'Rope Walk']);
    expect(await names('Which rooms in Leeds or Bristol cost under £800 a month?')).toEqual(['Attic', 'Loft 1', 'Loft 2', 'Studio 10']);
  });
  it('reads two names offered as a choice as the items compared', async () => {
    expect(await names('Mill House or Canal Yard – which one has more floors?')).toEqual(['Canal Yard']);
  });
});
