// `quarry schema`: the library's attributes as the question parser sees them — each with its labels (the ways
// documents write it), kind, dimension and unit, how many entities have it, example values, and the merges made.
import type { Schema, SchemaAttribute } from '../engine/skg/schema/index.ts';
import { getSchema, refreshSchema, schemaOverridesPath } from '../engine/skg/schema/index.ts';
import { libraryPath, printJson, withLibrary, type GlobalOptions } from './common.ts';

interface SchemaOptions extends GlobalOptions {
  rebuild?: boolean;
  merges?: boolean;
}

function describe(a: SchemaAttribute): string {
  const kind = a.kind === 'number' ? `number${a.dimension ? ` · ${a.dimension}` : ''}${a.displayUnit ? ` · ${a.displayUnit}` : ''}` : a.kind;
  const labels = a.labels.length > 1 ? ` — labels: ${a.labels.map((l) => `${l.label} (${l.entities})`).join(', ')}` : '';
  const examples = a.numeric
    ? ` — ${fmt(a.numeric.min)}…${fmt(a.numeric.max)}${a.unit ? ` ${a.unit}` : ''}`
    : a.topValues.length ? ` — e.g. ${a.topValues.slice(0, 3).map((v) => JSON.stringify(v.label.length > 40 ? `${v.label.slice(0, 39)}…` : v.label)).join(', ')}` : '';
  return `${a.label} [${kind}] ${a.entities} entities${examples}${labels}`;
}

const fmt = (n: number) => (Math.abs(n) >= 1e6 || (Math.abs(n) < 1e-3 && n !== 0) ? n.toExponential(3) : String(Math.round(n * 1000) / 1000));

export async function schemaCommand(opts: SchemaOptions): Promise<number> {
  const schema: Schema = await withLibrary(opts, { readonly: !opts.rebuild }, (lib) => (opts.rebuild ? refreshSchema(lib) : getSchema(lib)));
  if (opts.json) {
    printJson(schema);
    return 0;
  }
  const merged = schema.attributes.filter((a) => a.labels.length > 1).length;
  console.log(`${schema.attributes.length} attributes from ${schema.attributes.reduce((s, a) => s + a.labels.length, 0)} labels (${merged} merged) · ${schema.entities.length} entities · ${schema.categories.length} categories · ${schema.values.length} values`);
  for (const a of schema.attributes) console.log(describe(a));
  // the kinds the folders file items as, and the rows of exports taken to be of a kind (skg/schema/kinds.ts)
  const kinds = schema.categories.filter((c) => c.entities >= 2 || c.joined).map((c) => `${c.label} ${c.entities}${c.joined ? ` + ${c.joined} alike` : ''}${c.container ? ' (a folder of lists)' : ''}`);
  if (kinds.length) console.log(`\ncategories: ${kinds.join(' · ')}`);
  if (opts.merges) {
    console.log('\nmerges:');
    for (const a of schema.attributes) for (const m of a.merges) console.log(`  ${m.a} + ${m.b} → ${a.label} (${m.by}, ${m.confidence}): ${m.evidence.join('; ')}`);
  }
  if (schema.unknownUnits.length) console.log(`\nunits not recognised: ${schema.unknownUnits.map((u) => `${u.unit} (${u.count})`).join(', ')}`);
  console.log(`\noverrides: ${schemaOverridesPath(libraryPath(opts))}`);
  return 0;
}
