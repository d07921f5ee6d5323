// Labels naming one part of a person's name (resources/ingest/name-parts.tsv): a table with a surname column and a
// given-name column names each row by the whole name, given name first ("Holroyd", "Graham" → "Graham Holroyd").
import { fileResource } from '../resource-files.ts';
import { resourcePath } from '../resources.ts';

export type NamePart = 'family' | 'given';

const load = fileResource((text) => {
  const out = new Map<string, NamePart>();
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const [label, part] = line.split('\t').map((c) => c.trim());
    if (label && (part === 'family' || part === 'given')) out.set(labelKey(label), part);
  }
  return out;
});

function labelKey(label: string): string {
  return label.toLowerCase().replace(/[_.-]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The part of a name a column header or field label names, or null. */
export function namePartOf(label: string, file: string = resourcePath('ingest', 'name-parts.tsv')): NamePart | null {
  return load(file).get(labelKey(label)) ?? null;
}

/** The columns holding a surname and a given name, where a table has one of each; null otherwise. */
export function namePartColumns(keys: readonly string[]): { family: number; given: number } | null {
  const parts = keys.map((k) => namePartOf(k));
  const family = parts.indexOf('family');
  const given = parts.indexOf('given');
  if (family < 0 || given < 0 || parts.filter(Boolean).length !== 2) return null;
  return { family, given };
}
