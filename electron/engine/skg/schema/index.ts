// The library's schema (attributes aligned from labels, their units, values and entity links): built after each
// indexing run, stored in the library, and read by the question parser and `quarry schema`.
import type { Library } from '../../store/library.ts';
import { defaultUnits, findUnit, unitNamed } from '../values/quantity.ts';
import type { UnitTable } from '../values/unit-table.ts';
import { loadWordVectors, similarity, type WordVectors } from '../../tkg/embed/index.ts';
import { getSetting } from '../../store/settings.ts';
import { buildSchema, storedSchema } from './build-schema.ts';
import type { Schema } from './types.ts';

export type { Schema, SchemaAttribute, SchemaEntity, SchemaValueRef, SchemaMerge, AttributeKind } from './types.ts';
export { schemaOverridesPath, parseSchemaOverrides } from './overrides.ts';
export { storedSchema } from './build-schema.ts';

/** The dimension a unit measures, from the unit table ('g' → 'mass'; null for units it does not know). */
export function unitDimension(unit: string): string | null {
  return unitNamed(defaultUnits(), unit)?.dimension ?? null;
}

function isUnitWord(word: string, units: UnitTable): boolean {
  return word.length <= 6 && findUnit(units, word) !== null;
}

/**
 * Builds the schema of the library's current graph and stores it (the indexer runs this after every pass);
 * on a read-only library it is built in memory only.
 */
export async function refreshSchema(library: Library, opts: { words?: WordVectors | null } = {}): Promise<Schema> {
  const words = opts.words !== undefined ? opts.words : await loadWordVectors().catch(() => null);
  // the unit table once per build (each load looks at its three files' mtimes; the build asks per label and value)
  const units = defaultUnits();
  return buildSchema(library, {
    dimensionOf: (unit) => unitNamed(units, unit)?.dimension ?? null,
    isUnit: (word) => isUnitWord(word, units),
    meaning: words ? (a, b) => similarity(words, a, b) : null,
  });
}

/** The stored schema of the current graph, or one built now (a library indexed by older code, or read-only). */
export async function getSchema(library: Library): Promise<Schema> {
  const stored = storedSchema(library);
  const version = String(getSetting<number>(library.db, 'graph.version') ?? 0);
  return stored && stored.version === version ? stored : refreshSchema(library);
}
