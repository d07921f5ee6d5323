// Two kinds of item whose dates and counts are alike, one kind naming the other: clients whose "Preferred stylist"
// names the stylists. A client's "First visit" and a stylist's "Start date" are both the only date of their layouts,
// with years alike and words alike in meaning only ("first" ~ "start"), and a client's loyalty points are a number
// the stylists' layout lacks where it states clients a week. They are two kinds' properties: the labels of dates or
// numbers of one layout never join those of the items its values name on meaning alone (align.ts), nor does a label
// complete an attribute held by the items its layout names (complement.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { getSchema } from '../../electron/engine/skg/schema/index.ts';
import { indexedLibrary } from '../helpers/folder.ts';

const stylists = [
  ['Amira Hassan', 'Clifton', 'Senior', '2016-04-11', 31],
  ['Jess Morgan', 'Clifton', 'Senior', '2018-09-03', 34],
  ['Lewis Grant', 'Southville', 'Colourist', '2020-01-20', 28],
  ['Nathan Cole', 'Southville', 'Junior', '2022-06-06', 22],
  ['Olivia Bennett', 'Walcot', 'Director', '2015-02-16', 26],
  ['Rosie Tanner', 'Walcot', 'Senior', '2019-11-25', 30],
] as const;
const profiles = [
  ['Callum Reid', 'Clifton', '2017-05-08', 27],
  ['Mia Castell', 'Walcot', '2021-03-15', 24],
  ['Dan Okafor', 'Southville', '2023-08-21', 19],
] as const;
const clients = [
  ['Grace Whitmore', 'Clifton', 'Jess Morgan', '2019-03-02', 420],
  ['Hayley Summers', 'Southville', 'Lewis Grant', '2016-07-19', 1310],
  ['Jodie Kwan', 'Southville', 'Lewis Grant', '2021-10-05', 260],
  ['Paige Whelan', 'Clifton', 'Amira Hassan', '2015-12-01', 1980],
  ['Helena Voss', 'Walcot', 'Rosie Tanner', '2020-02-14', 730],
  ['Iris Campbell', 'Walcot', 'Olivia Bennett', '2018-06-30', 1045],
  ['Megan Doyle', 'Clifton', 'Callum Reid', '2022-09-09', 150],
  ['Ursula Kent', 'Walcot', 'Mia Castell', '2017-04-22', 1620],
] as const;
const cards = [
  ['Nina Carver', 'Clifton', 'Jess Morgan', '2019-08-14', 880],
  ['Victoria Lang', 'Walcot', 'Rosie Tanner', '2016-01-09', 1460],
  ['Carys Powell', 'Southville', 'Dan Okafor', '2023-11-30', 90],
] as const;

let lib: Library;
beforeAll(async () => {
  const files: Record<string, string> = {
    'staff/stylists.csv': 'Name,Salon,Level,Start date,Clients\n' + stylists.map((s) => s.join(',')).join('\n') + '\n',
    'clients/clients.csv': 'Name,Salon,Preferred stylist,First visit,Loyalty points\n' + clients.map((c) => c.join(',')).join('\n') + '\n',
  };
  for (const [name, salon, joined, avg] of profiles) files[`staff/profiles/${name.toLowerCase().replace(/ /g, '-')}.txt`] = `Name: ${name}\nSalon: ${salon}\nJoined: ${joined}\nAverage clients a week: ${avg}\n`;
  for (const [name, salon, stylist, since, points] of cards) files[`clients/cards/${name.toLowerCase().replace(/ /g, '-')}.txt`] = `Name: ${name}\nSalon: ${salon}\nUsual stylist: ${stylist}\nClient since: ${since}\nPoints: ${points}\n`;
  lib = await indexedLibrary(files, 'kinds-apart.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('the properties of two kinds, one naming the other', () => {
  const labelsOf = async (label: string) => (await getSchema(lib)).attributes.find((a) => a.labels.some((l) => l.label === label))?.labels.map((l) => l.label) ?? [];

  it('keeps the clients\' first visit apart from the stylists\' start date', async () => {
    const first = await labelsOf('First visit');
    expect(first).not.toContain('Start date');
    expect(first).not.toContain('Joined');
  });
});
