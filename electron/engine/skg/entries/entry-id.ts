// Node ids for entries: readable and injective. A canonical name made only of ASCII letters, digits and single
// spaces maps to itself with spaces as underscores ("Display size" → "Display_size"), which is reversible.
// Any other name gets an ASCII slug, a '-' and 12 hex digits of SHA-256 of the exact name
// ("Screen-to-body ratio" → "screen-to-body-ratio-1f0c…"). The two forms cannot meet: clean ids never contain '-'.

import { createHash } from 'node:crypto';
import { quarryError } from '../../errors.ts';

const CLEAN = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;

function asciiSlug(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
}

export function entryId(canonical: string): string {
  if (CLEAN.test(canonical)) return canonical.replace(/ /g, '_');
  const hash = createHash('sha256').update(canonical, 'utf8').digest('hex').slice(0, 12);
  const slug = asciiSlug(canonical);
  return `${slug || 'entry'}-${hash}`;
}

/** Hands out entry ids and refuses, loudly, two different names with one id (a hash collision). */
export function createEntryIdRegistry(): { idFor(canonical: string): string; readonly size: number } {
  const byId = new Map<string, string>();
  return {
    idFor(canonical: string): string {
      const id = entryId(canonical);
      const seen = byId.get(id);
      if (seen !== undefined && seen !== canonical) {
        throw quarryError('INTERNAL', `entry id collision: "${seen}" and "${canonical}" both map to ${id}`);
      }
      byId.set(id, canonical);
      return id;
    },
    get size() {
      return byId.size;
    },
  };
}
