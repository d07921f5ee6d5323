import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { textGraphDerivers } from '../../electron/engine/tkg/index.ts';
import { entitiesByCanonical, mentionsOfEntity } from '../../electron/engine/store/entities.ts';
import { currentVectorSpace, countVectors } from '../../electron/engine/store/vectors.ts';
import { wordCountsOf } from '../../electron/engine/store/text-stats.ts';
import { readSifState } from '../../electron/engine/tkg/sif-state.ts';
import { entityIri } from '../../electron/engine/skg/ontology.ts';
import { subjectKey } from '../../electron/engine/skg/record-facts.ts';
import type { LlmRuntime } from '../../electron/engine/llm/types.ts';
import { indexedSite } from './helpers.ts';

describe('textual graph derivers', () => {
  it('merges entities across documents, describes them, aligns record subjects and embeds every block', async () => {
    const { library } = await indexedSite();
    const db = library.db;
    const e = entitiesByCanonical(db, ['orion lab', 'project falcon', 'reykjavik']);
    const orion = e.get('orion lab')!;
    expect(orion.name).toBe('Orion Labs');
    expect(orion.kind).toBe('subject'); // named in falcon.md, the subject of orion.md
    const mentions = mentionsOfEntity(db, orion.id, 10);
    expect(new Set(mentions.map((m) => m.docId)).size).toBe(2);
    expect(mentions[0].weight).toBe(3); // its own page first
    expect(orion.description).toMatch(/^Orion Labs is an engineering company with its headquarters in Reykjavik/);
    // the record subject of catalogue.csv is aligned to the symbolic node; a plain name is not
    expect(e.get('project falcon')!.nodeIri).toBe(entityIri(subjectKey('Project Falcon')));
    expect(e.get('reykjavik')!.nodeIri).toBeNull();

    const blocks = (db.prepare('SELECT count(*) AS n FROM blocks').get() as { n: number }).n;
    const space = currentVectorSpace(db, 'blocks')!;
    expect(space.embedder).toBe('glove-sif-100d');
    expect(countVectors(db, space)).toBe(blocks);
    const state = readSifState(db);
    expect(state.pc).toHaveLength(100);
    expect(state.fittedBlocks).toBe(blocks);
    expect(countVectors(db, currentVectorSpace(db, 'entities')!)).toBeGreaterThan(5);
  });

  it('keeps word counts, mentions and entities in step when files change or disappear', async () => {
    const { library, folder } = await indexedSite();
    const db = library.db;
    expect(wordCountsOf(db, ['reykjavik']).get('reykjavik')).toBe(1);
    fs.rmSync(path.join(folder, 'orion.md'));
    fs.writeFileSync(path.join(folder, 'kestrel.md'), '# Kestrel Systems\n\nKestrel Systems moved to Reykjavik in 2022. Its drones inspect bridges.\n');
    await indexFolders(library, [folder], { derivers: textGraphDerivers() });
    expect(wordCountsOf(db, ['reykjavik']).get('reykjavik')).toBe(1); // one file gone, one added
    expect(wordCountsOf(db, ['lisbon']).has('lisbon')).toBe(false);
    const e = entitiesByCanonical(db, ['orion lab', 'lisbon', 'reykjavik', 'iceland']);
    expect(e.has('lisbon')).toBe(false); // only the old kestrel.md named it
    expect(e.has('iceland')).toBe(false); // only orion.md named it
    expect(e.get('orion lab')!.description).toMatch(/Project Falcon|Orion Labs/); // still named by falcon.md
    expect(mentionsOfEntity(db, e.get('orion lab')!.id, 10)).toHaveLength(1);
    expect(mentionsOfEntity(db, e.get('reykjavik')!.id, 10).map((m) => m.docId)).toHaveLength(1);
    const blocks = (db.prepare('SELECT count(*) AS n FROM blocks').get() as { n: number }).n;
    expect(countVectors(db, currentVectorSpace(db, 'blocks')!)).toBe(blocks);
  });

  it('takes entities and descriptions from the model when one is given, under a bounded JSON schema', async () => {
    const schemas: object[] = [];
    const runtime: LlmRuntime = {
      available: true,
      chatModel: { name: 'fake' } as LlmRuntime['chatModel'],
      embeddingModel: null,
      async chat(messages, opts) {
        schemas.push(opts!.jsonSchema!);
        const passage = messages[1].content;
        const entities = passage.includes('Reykjavik')
          ? [{ name: 'Reykjavik', description: 'Capital where Orion Labs has its headquarters. Second sentence. Third. Fourth.' }]
          : [];
        return { text: JSON.stringify({ entities }), json: { entities }, usage: { promptTokens: 0, completionTokens: 0 } };
      },
      embed: () => Promise.reject(new Error('no embeddings')),
      embeddingDimension: async () => null,
      countTokens: async () => 0,
      close: async () => undefined,
    };
    const { library } = await indexedSite({ runtime });
    const e = entitiesByCanonical(library.db, ['reykjavik', 'orion lab']);
    expect(e.get('reykjavik')!.description).toBe('Capital where Orion Labs has its headquarters. Second sentence. Third.');
    expect(e.get('orion lab')!.kind).toBe('subject'); // document subjects still come from the titles
    const schema = JSON.stringify(schemas[0]);
    expect(schema).toContain('"maxItems"');
    expect(schema.match(/"maxLength"/g)).toHaveLength(2);
  });
});
