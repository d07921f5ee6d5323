// What the value parser reads numbers with: the unit table and the domain packs, loaded per library/run from
// resource folders (injected; the defaults are the shipped resources/units/ and resources/domains/*/).
import { loadUnitTable, type UnitTable } from './unit-table.ts';
import { loadDomainPacks, defaultDomainDirs, type DomainPack } from './domain-pack.ts';

export interface ValueContext {
  units: UnitTable;
  domain: DomainPack;
}

export interface ValueContextOptions {
  /** Folder with units.tsv and dimensions.tsv. */
  unitsDir?: string;
  /** Domain pack folders, in order. */
  domainDirs?: string[];
}

export function loadValueContext(opts: ValueContextOptions = {}): ValueContext {
  return { units: loadUnitTable(opts.unitsDir), domain: loadDomainPacks(opts.domainDirs ?? defaultDomainDirs()) };
}
