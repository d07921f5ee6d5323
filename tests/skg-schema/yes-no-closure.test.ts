// One yes/no property stated three ways in one folder of courses — "Online: yes" (CSV), "Delivery: Online | In
// person" (a category naming it) and "Offline: Yes" (its opposite, resources/lang/en/antonyms.tsv) — is read from
// every layout: each course gets an answer under "Online" (and under "Offline"), citing the row it was read from.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { libraryRdf } from '../../electron/engine/store/library-rdf.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { refreshSchema, type Schema } from '../../electron/engine/skg/schema/index.ts';
import { loadYesNoLabelWords } from '../../electron/engine/skg/schema/yes-no-labels.ts';
import { antonymsOf, loadAntonymLines, relate, subjectOf, yesNoClosure, type ClosureAttribute, type Statement } from '../../electron/engine/skg/schema/yes-no-closure.ts';
import { SPARQL_PREFIXES } from '../../electron/engine/store/rdf/namespaces.ts';
import { tempDir } from '../helpers/tmp.ts';

const COURSES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/schema/courses');

describe('how two yes/no labels relate', () => {
  const words = loadYesNoLabelWords();
  const none = new Map<string, string>();
  const isUnit = () => false;
  const antonyms = antonymsOf(loadAntonymLines(), words, none, isUnit);
  const rel = (a: string, b: string, extra = false) => relate(subjectOf(a, words, none, isUnit), subjectOf(b, words, none, isUnit), antonyms, words, extra);

  it('reads one subject said the same way, with its joins or without', () => {
    expect(rel('Co-op', 'Cooperative')).toBe('same');
    expect(rel('Co-operative', 'Cooperative')).toBe('same');
    expect(rel('Works remotely', 'Remote', true)).toBe('same');
  });

  it('reads a negation word, a negating prefix and an opposite word as the other way round', () => {
    expect(rel('Gluten free', 'Contains gluten')).toBe('opposite');
    expect(rel('Uninsured', 'Insured')).toBe('opposite');
    expect(rel('Landlocked', 'Coastline')).toBe('opposite');
    expect(rel('Competitive', 'Co-operative')).toBe('opposite');
    expect(rel('Year-round', 'Seasonal')).toBe('opposite');
    // an opposite said with a negation is the same again
    expect(rel('Not competitive', 'Co-operative')).toBe('same');
    // with one word more on one side
    expect(rel('Weekdays only', 'Weekend rota', true)).toBe('opposite');
  });

  it('relates nothing else', () => {
    expect(rel('Language-free', 'Language independent')).toBeNull();
    expect(rel('Hot water', 'Hot shower', true)).toBeNull();
    expect(rel('Unique', 'Que')).toBeNull();
    expect(rel('Vegan', 'Vegetarian')).toBeNull();
  });
});

describe('a text attribute naming what an item has, or none', () => {
  it('says yes where it names one and no where it says none', () => {
    const att = (id: string, kind: string, labels: string[], entities: number[]): ClosureAttribute => ({
      id, kind, labels, entities: new Set(entities), around: new Set(['Level']), booleans: kind === 'bool' ? entities.length : 0, trues: 0,
    });
    const attributes = [att('Certified', 'bool', ['Certified'], [1, 2]), att('Certificate', 'text', ['Certificate'], [3, 4, 5]), att('Level', 'text', ['Level'], [1, 2, 3, 4, 5])];
    const statements: Statement[] = [
      { entity: 1, attribute: 'Certified', boolean: true, spec: 's1' },
      { entity: 2, attribute: 'Certified', boolean: false, spec: 's2' },
      { entity: 3, attribute: 'Certificate', text: 'City & Guilds diploma', spec: 's3' },
      { entity: 4, attribute: 'Certificate', text: 'none', boolean: false, spec: 's4' },
      { entity: 5, attribute: 'Certificate', text: 'Open College award', spec: 's5' },
    ];
    const words = loadYesNoLabelWords();
    const derived = yesNoClosure({ attributes, statements, words, translate: new Map(), isUnit: () => false });
    expect(Object.fromEntries(derived.map((d) => [d.entity, d.value]))).toEqual({ 3: true, 4: false, 5: true });
    expect(derived.every((d) => d.attribute === 'Certified')).toBe(true);
  });
});

describe('one yes/no property stated as a yes/no, a category and its opposite', () => {
  let lib: Library;
  let schema: Schema;
  beforeAll(async () => {
    lib = openLibrary(path.join(tempDir(), 'courses.quarry'));
    await indexFolders(lib, [COURSES], { derivers: defaultDerivers() });
    schema = await refreshSchema(lib, { words: null });
  }, 120_000);
  afterAll(() => lib?.close());

  const answers = async (label: string) => {
    const a = schema.attributes.find((x) => x.labels.some((l) => l.label === label))!;
    const entries = a.labels.map((l) => `<${l.entry}>`).join(' ');
    const rdf = await libraryRdf(lib);
    const r = await rdf.sparql(`${SPARQL_PREFIXES}\nSELECT ?name ?b ?row WHERE { ?e q:hasName ?name . ?e q:hasSpec ?s . ?s q:inEntry ?en . VALUES ?en { ${entries} } ?s q:hasBoolean ?b . ?s q:sourceRow ?row }`);
    return { attribute: a, rows: r.rows, yes: Object.fromEntries(r.rows.map((x) => [x.name!.value, x.b!.value === 'true'])) };
  };

  it('keeps the opposite apart and gives every course an answer under each', async () => {
    const online = await answers('Online');
    expect(online.attribute.labels.map((l) => l.label)).toEqual(['Online']);
    expect(online.attribute.entities).toBe(9);
    expect(online.yes).toEqual({
      'Python Basics': true, 'Data Cleaning': false, 'Spreadsheet Skills': true,
      'Watercolour Painting': false, Photography: true, Pottery: false,
      'First Aid': false, 'Guitar for Adults': true, Bookkeeping: true,
    });
    // each answer cites a row of the documents
    expect(online.rows.every((r) => Number(r.row!.value) > 0)).toBe(true);
    const offline = await answers('Offline');
    expect(offline.yes['Python Basics']).toBe(false);
    expect(offline.yes['Pottery']).toBe(true);
    expect(offline.yes['First Aid']).toBe(true);
  });

  it('builds the same facts again on the next run', async () => {
    schema = await refreshSchema(lib, { words: null });
    const online = await answers('Online');
    expect(online.rows.length).toBe(9);
  });
});
