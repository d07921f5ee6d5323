// Codes of one register are one identifier, however each layout words its label: a team page's "Staff no." and an
// HR list's "Employee #" both hold codes of one scheme (OB- and three digits), each naming the person who states it.
// Codes of another scheme (customer accounts, OB-E-2003), or codes naming other items (a job's mechanic, by staff
// number), stay apart.
import { describe, expect, it } from 'vitest';
import { alignEntries } from '../../electron/engine/skg/schema/align.ts';
import { codeScheme } from '../../electron/engine/skg/values/identifiers.ts';
import { NO_OVERRIDES } from '../../electron/engine/skg/schema/overrides.ts';
import type { EntryStats } from '../../electron/engine/skg/schema/collect.ts';

function text(label: string, entities: number[], values: string[]): EntryStats {
  return {
    iri: `urn:entry:${label}`, label, specs: entities.length, entities: new Set(entities), rowEntities: new Set(entities), documents: 1, numbers: [], numeric: 0,
    units: new Map(), statedUnits: new Map(), dimensions: new Map(), booleans: 0, years: 0, dims: 0,
    values: values.map((v) => ({ iri: `urn:value:${v}`, label: v, count: 1 })),
  };
}
const isUnit = (w: string) => ['g', 'kg', 'cm'].includes(w);

describe('codes of one register', () => {
  it('reads a code\'s scheme as its letters and joiners with every digit a 9', () => {
    expect(codeScheme('OB-019')).toBe('OB-999');
    expect(codeScheme(' hr-3001 ')).toBe('HR-9999');
  });

  // people 1-4 on a team page, 5-8 in an HR list, 9-11 in a partner's list; customers 21-24
  const team = [1, 2, 3, 4];
  const hr = [5, 6, 7, 8];
  const partner = [9, 10, 11];
  const staffNo = text('Staff no.', team, ['OB-001', 'OB-002', 'OB-003', 'OB-004']);
  const employee = text('Employee #', hr, ['OB-012', 'OB-015', 'OB-018', 'OB-019']);
  const djelatnik = text('Broj djelatnika', partner, ['OB-031', 'OB-032', 'OB-033']);
  const account = text('Account', [21, 22, 23, 24], ['OB-E-2003', 'OB-E-2005', 'OB-T-1058', 'OB-E-2008']);
  // the jobs 31-34 name their mechanic by staff number
  const mechanic = text('Mechanic', [31, 32, 33, 34], ['OB-001', 'OB-012', 'OB-003', 'OB-015']);
  const owners = new Map<string, number>([
    ...['OB-001', 'OB-002', 'OB-003', 'OB-004'].map((c, i) => [c, team[i]!] as const),
    ...['OB-012', 'OB-015', 'OB-018', 'OB-019'].map((c, i) => [c, hr[i]!] as const),
    ...['OB-031', 'OB-032', 'OB-033'].map((c, i) => [c, partner[i]!] as const),
    ...['OB-E-2003', 'OB-E-2005', 'OB-T-1058', 'OB-E-2008'].map((c, i) => [c, 21 + i] as const),
  ]);
  const named = (e: EntryStats) => new Set(e.values.flatMap((v) => (owners.has(v.label) ? [owners.get(v.label)!] : [])));
  // each layout holds a name beside its code
  const names = [text('Name', team, ['Aisha Bello', 'Ben Ashdown', 'Harriet Ashby', 'Molly Fenn']), text('Full name', hr, ['Ruth Penfold', 'Sam Ashby', 'Owen Tait', 'Joe Carver']),
    text('Ime i prezime', partner, ['Ana Jurić', 'Ivan Horvat', 'Josip Babić'])];

  it('joins labels whose codes are of one scheme and name their holders, whatever their words', () => {
    const clusters = alignEntries([staffNo, employee, djelatnik, account, mechanic, ...names], { isUnit, meaning: null, overrides: NO_OVERRIDES, namedEntities: named });
    const of = (l: string) => clusters.find((c) => c.entries.some((e) => e.stats.label === l))!;
    expect(of('Employee #')).toBe(of('Staff no.'));
    expect(of('Broj djelatnika')).toBe(of('Staff no.'));
    // another scheme (the customers' accounts) stays apart, as do codes naming other items (a job's mechanic)
    expect(of('Account')).not.toBe(of('Staff no.'));
    expect(of('Mechanic')).not.toBe(of('Staff no.'));
  });

  it('keeps apart codes of one scheme that name nothing (no item states them as its own)', () => {
    const clusters = alignEntries([staffNo, employee, ...names], { isUnit, meaning: null, overrides: NO_OVERRIDES, namedEntities: () => new Set() });
    const of = (l: string) => clusters.find((c) => c.entries.some((e) => e.stats.label === l))!;
    expect(of('Employee #')).not.toBe(of('Staff no.'));
  });
});
