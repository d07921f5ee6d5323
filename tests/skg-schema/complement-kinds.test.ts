// Alignment by complement (complement.ts) between two kinds of item that link: the staff's hourly rate never completes
// the customers' credit limit, though the staff's layout lacks it and the customers hold alike peers (a town, a date
// merged from "Customer since" and "Start date"), because the customers' layout names the staff (their sales rep);
// and a few numbers are alike to a wide spread of others only within a factor of its least and greatest (align.ts).
import { describe, expect, it } from 'vitest';
import { complementPairs, type ComplementCluster } from '../../electron/engine/skg/schema/complement.ts';
import { fewNumbersLikeness } from '../../electron/engine/skg/schema/align.ts';

const staff = [1, 2, 3, 4];
const customers = [11, 12, 13, 14, 15, 16];
const cluster = (label: string, items: number[], kind = 'number', dimension: string | null = null): ComplementCluster => ({ label, kind, dimension, entities: new Set(items) });
const clusters: ComplementCluster[] = [
  cluster('Name', [...staff, ...customers], 'text'),
  cluster('Town', [...staff, ...customers], 'text'),
  cluster('Since', [...staff, ...customers], 'date'),
  cluster('Hourly rate', staff, 'number', 'currency'),
  cluster('Credit limit', customers, 'number', 'currency'),
  cluster('Sales rep', customers, 'text'),
];
const likeness = (x: number, y: number) => ([x, y].sort().join() === '3,4' ? 0.6 : 0.2);

describe('completing attributes across two kinds that link', () => {
  it('pairs the hourly rate with the credit limit where nothing tells the kinds apart', () => {
    const pairs = complementPairs(clusters, likeness);
    expect(pairs.map((p) => [clusters[p.x]!.label, clusters[p.y]!.label])).toContainEqual(['Hourly rate', 'Credit limit']);
  });

  it('never where the customers\' layout names the staff', () => {
    const namedBy = (items: Set<number>) => (customers.some((c) => items.has(c)) ? new Set(staff.slice(0, 3)) : new Set<number>());
    const pairs = complementPairs(clusters, likeness, undefined, undefined, undefined, namedBy);
    expect(pairs.map((p) => [clusters[p.x]!.label, clusters[p.y]!.label])).not.toContainEqual(['Hourly rate', 'Credit limit']);
  });
});

describe('completing attributes of a layout that names another kind', () => {
  // the clients' layout names the stylists (its "Preferred stylist"): the stylists are not the clients' kind, so the
  // clients' loyalty points never complete the stylists' clients a week
  const stylists = [1, 2, 3, 4];
  const clients = [11, 12, 13, 14, 15, 16];
  const salon: ComplementCluster[] = [
    cluster('Name', [...stylists, ...clients], 'text'),
    cluster('Salon', [...stylists, ...clients], 'text'),
    cluster('Since', [...stylists, ...clients], 'date'),
    cluster('Loyalty points', clients, 'number'),
    cluster('Clients', stylists, 'number'),
    cluster('Preferred stylist', clients, 'text'),
  ];
  const alike = (x: number, y: number) => ([x, y].sort().join() === '3,4' ? 0.6 : 0.2);
  const pairsOf = (namedBy?: (items: Set<number>) => Set<number>) =>
    complementPairs(salon, alike, undefined, undefined, undefined, namedBy).map((p) => [salon[p.x]!.label, salon[p.y]!.label]);

  it('pairs them where nothing says the clients name the stylists', () => {
    expect(pairsOf()).toContainEqual(['Loyalty points', 'Clients']);
  });

  it('never where the clients\' own values name the stylists', () => {
    expect(pairsOf((items) => (clients.some((c) => items.has(c)) ? new Set(stylists) : new Set<number>()))).not.toContainEqual(['Loyalty points', 'Clients']);
  });
});

describe('a few numbers beside a wide spread', () => {
  it('are alike within a factor of its least and greatest, not anywhere in its padded span', () => {
    expect(fewNumbersLikeness([12.5, 14, 17.8], [500, 1500, 4000, 9500])).toBe(0);
    expect(fewNumbersLikeness([700, 2000, 3100], [500, 1500, 4000, 9500])).toBeGreaterThan(0.5);
  });
});
