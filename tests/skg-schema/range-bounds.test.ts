// A range stated whole in some layouts ("Players: 2–4") and by its bounds in others ("Max players: 7"): the bound's
// label names the range's attribute without its bound word, and each item stating a range gets its bound there.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { libraryRdf } from '../../electron/engine/store/library-rdf.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { refreshSchema, type Schema } from '../../electron/engine/skg/schema/index.ts';
import { boundOfLabel, loadRangeBoundWords } from '../../electron/engine/skg/schema/range-bounds.ts';
import { SPARQL_PREFIXES } from '../../electron/engine/store/rdf/namespaces.ts';
import { tempDir } from '../helpers/tmp.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';

describe('labels naming a bound of a range', () => {
  const words = loadRangeBoundWords();
  it('reads the bound and the label it bounds', () => {
    expect(boundOfLabel('Max players', words)).toEqual({ bound: 'max', rest: 'player' });
    expect(boundOfLabel('players_min', words)).toEqual({ bound: 'min', rest: 'player' });
    expect(boundOfLabel('Maximum load', words)).toEqual({ bound: 'max', rest: 'load' });
    for (const l of ['Max', 'Players', 'Min max']) expect(boundOfLabel(l, words), l).toBeNull();
  });
});

describe('a range and its bound in two layouts', () => {
  let lib: Library;
  let schema: Schema;
  beforeAll(async () => {
    const dir = tempDir();
    const folder = path.join(dir, 'boats');
    fs.mkdirSync(folder);
    fs.writeFileSync(path.join(folder, 'fleet.csv'), 'Boat,Length (m),Min crew,Max crew\nHeron,9,2,4\nPetrel,11,3,6\nTern,7,1,2\n');
    const page = (name: string, length: number, crew: string) => `# ${name}\n\n- Length: ${length} m\n- Crew: ${crew}\n`;
    fs.writeFileSync(path.join(folder, 'kittiwake.md'), page('Kittiwake', 12, '2–5'));
    fs.writeFileSync(path.join(folder, 'gannet.md'), page('Gannet', 8, '1 to 3'));
    fs.writeFileSync(path.join(folder, 'fulmar.md'), page('Fulmar', 10, '3'));
    lib = openLibrary(path.join(dir, 'boats.quarry'));
    await indexFolders(lib, [folder], { derivers: defaultDerivers() });
    schema = await refreshSchema(lib, { words: null });
  }, 120_000);
  afterAll(() => lib?.close());

  it('gives each boat stating a range its upper bound under "Max crew"', async () => {
    // (the pages' ranges are read by their lower bound, so "Crew" is one attribute with "Min crew")
    expect(schema.attributes.find((a) => a.labels.some((l) => l.label === 'Crew'))!.labels.map((l) => l.label).sort()).toEqual(['Crew', 'Min crew']);
    const max = schema.attributes.find((a) => a.labels.some((l) => l.label === 'Max crew'))!;
    expect(max.entities).toBe(6);
    const rdf = await libraryRdf(lib);
    const entries = max.labels.map((l) => `<${l.entry}>`).join(' ');
    const r = await rdf.sparql(`${SPARQL_PREFIXES}\nSELECT ?name ?v WHERE { ?e q:hasName ?name . ?e q:hasSpec ?s . ?s q:inEntry ?en . VALUES ?en { ${entries} } ?s q:hasNumericValue ?v . ?s q:sourceRow ?row }`);
    expect(Object.fromEntries(r.rows.map((x) => [x.name!.value, Number(x.v!.value)]))).toEqual({ Heron: 4, Petrel: 6, Tern: 2, Kittiwake: 5, Gannet: 3, Fulmar: 3 });
  });

  it('answers a bound asked of a range ("at most", "at least") with that bound\'s number', async () => {
    const most = await answerQuestion(lib, 'How many crew can the Kittiwake take at most?');
    expect(Number(most.value)).toBe(5);
    const least = await answerQuestion(lib, 'How many crew does the Gannet need at least?');
    expect(Number(least.value)).toBe(1);
  });
});
