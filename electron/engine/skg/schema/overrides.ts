// A library's own say over attribute alignment: a small TSV file beside the library file
// (`<library>.schema-overrides.tsv`), read at every schema build:
//
//   # comment
//   merge<TAB>Label A<TAB>Label B     these two labels are one attribute, whatever the evidence
//   apart<TAB>Label A<TAB>Label B     these two labels are never one attribute
//   alone<TAB>Label                   this label is never merged with any other
//
// Labels are the entries as `quarry schema` lists them (case does not matter). Bad lines are reported and skipped.
import fs from 'node:fs';

export interface SchemaOverrides {
  merge: Array<[string, string]>;
  never: Array<[string, string]>;
  keepApart: string[];
  problems: Array<{ line: number; text: string; reason: string }>;
  file: string | null;
}

export const NO_OVERRIDES: SchemaOverrides = { merge: [], never: [], keepApart: [], problems: [], file: null };

export function schemaOverridesPath(libraryPath: string): string {
  return `${libraryPath.replace(/\.quarry$/i, '')}.schema-overrides.tsv`;
}

export function parseSchemaOverrides(text: string, file: string | null = null): SchemaOverrides {
  const out: SchemaOverrides = { merge: [], never: [], keepApart: [], problems: [], file };
  text.replace(/^\uFEFF/, '').split(/\r?\n/).forEach((raw, i) => {
    const line = raw.replace(/\s+#.*$/, '').trim();
    if (!line || line.startsWith('#')) return;
    const cols = line.split('\t').map((c) => c.trim()).filter(Boolean);
    const bad = (reason: string) => out.problems.push({ line: i + 1, text: raw, reason });
    const [verb, a, b] = cols;
    if (verb === 'merge' || verb === 'apart') {
      if (cols.length !== 3) return bad(`${verb} needs two labels, tab-separated`);
      (verb === 'merge' ? out.merge : out.never).push([a, b]);
    } else if (verb === 'alone') {
      if (cols.length !== 2) return bad('alone needs one label');
      out.keepApart.push(a);
    } else bad(`unknown directive "${verb}" (merge, apart or alone)`);
  });
  return out;
}

/** The library's overrides, or none when it has no file. An unreadable file is reported, not fatal. */
export function loadSchemaOverrides(libraryPath: string): SchemaOverrides {
  const file = schemaOverridesPath(libraryPath);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return NO_OVERRIDES;
    return { ...NO_OVERRIDES, file, problems: [{ line: 0, text: file, reason: `cannot read: ${(e as Error).message}` }] };
  }
  return parseSchemaOverrides(text, file);
}
