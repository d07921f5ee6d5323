// Typed operations on the textual graph: entities (merged by canonical name) and their mentions in blocks,
// each mention with the span of its best sentence in the block and a weight (how central the block is to it).
import type { Database } from 'better-sqlite3';
import { cachedStatement } from './transaction.ts';

export interface EntityRow {
  id: number;
  canonical: string;
  name: string;
  kind: string;
  description: string;
  nodeIri: string | null;
}

export interface NewMention {
  entityId: number;
  blockId: number;
  docId: number;
  sentenceStart: number;
  sentenceEnd: number;
  weight: number;
}

const ENTITY_COLUMNS = `id, canonical, name, kind, description, node_iri AS nodeIri`;
/** When the same canonical name arrives with different kinds, the stronger kind wins. */
const kindRank = (column: string) => `CASE ${column} WHEN 'subject' THEN 4 WHEN 'title' THEN 3 WHEN 'name' THEN 2 ELSE 1 END`;
const UPSERT_ENTITY = `INSERT INTO entities(canonical, name, kind, description) VALUES (?, ?, ?, ?)
  ON CONFLICT(canonical) DO UPDATE SET kind = CASE WHEN (${kindRank('excluded.kind')}) > (${kindRank('kind')}) THEN excluded.kind ELSE kind END
  RETURNING id`;

/** Inserts the entity if its canonical name is new; returns its id either way. */
export function upsertEntity(db: Database, e: { canonical: string; name: string; kind: string; description?: string }): number {
  const row = cachedStatement(db, UPSERT_ENTITY)
    .get(e.canonical, e.name, e.kind, e.description ?? '') as { id: number };
  return row.id;
}

/** Adds mentions; a repeated (entity, block) pair keeps the higher weight and that mention's sentence. */
export function insertMentions(db: Database, mentions: NewMention[]): void {
  const stmt = cachedStatement(db, 
    `INSERT INTO mentions(entity_id, block_id, doc_id, sentence_start, sentence_end, weight) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT(entity_id, block_id) DO UPDATE SET
       sentence_start = CASE WHEN excluded.weight > weight THEN excluded.sentence_start ELSE sentence_start END,
       sentence_end = CASE WHEN excluded.weight > weight THEN excluded.sentence_end ELSE sentence_end END,
       weight = max(weight, excluded.weight)`,
  );
  for (const m of mentions) stmt.run(m.entityId, m.blockId, m.docId, m.sentenceStart, m.sentenceEnd, m.weight);
}

export function entityIdsOfDocument(db: Database, docId: number): number[] {
  return (cachedStatement(db, `SELECT DISTINCT entity_id AS id FROM mentions WHERE doc_id = ?`).all(docId) as Array<{ id: number }>).map((r) => r.id);
}

export function getEntities(db: Database, ids: number[]): EntityRow[] {
  const stmt = cachedStatement(db, `SELECT ${ENTITY_COLUMNS} FROM entities WHERE id = ?`);
  return ids.map((id) => stmt.get(id) as EntityRow | undefined).filter((r): r is EntityRow => !!r);
}

/** Entities by exact canonical name. */
export function entitiesByCanonical(db: Database, canonicals: string[]): Map<string, EntityRow> {
  const stmt = cachedStatement(db, `SELECT ${ENTITY_COLUMNS} FROM entities WHERE canonical = ?`);
  const out = new Map<string, EntityRow>();
  for (const c of new Set(canonicals)) {
    const r = stmt.get(c) as EntityRow | undefined;
    if (r) out.set(c, r);
  }
  return out;
}

export function listEntities(db: Database): EntityRow[] {
  return cachedStatement(db, `SELECT ${ENTITY_COLUMNS} FROM entities ORDER BY id`).all() as EntityRow[];
}

export function countEntities(db: Database): number {
  return (cachedStatement(db, `SELECT count(*) AS n FROM entities`).get() as { n: number }).n;
}

/** The entity's best mention sentences (highest weight first), cut from the blocks' text. */
export function bestMentionSentences(db: Database, entityId: number, limit: number): Array<{ blockId: number; weight: number; sentence: string }> {
  const rows = cachedStatement(db, 
      `SELECT m.block_id AS blockId, m.weight AS weight, substr(b.text, m.sentence_start + 1, m.sentence_end - m.sentence_start) AS sentence
         FROM mentions m JOIN blocks b ON b.id = m.block_id
        WHERE m.entity_id = ? ORDER BY m.weight DESC, m.block_id LIMIT ?`,
    )
    .all(entityId, limit) as Array<{ blockId: number; weight: number; sentence: string }>;
  return rows;
}

export function setEntityDescription(db: Database, id: number, description: string): void {
  cachedStatement(db, `UPDATE entities SET description = ? WHERE id = ?`).run(description, id);
}

export function setEntityNodeIri(db: Database, id: number, iri: string | null): void {
  cachedStatement(db, `UPDATE entities SET node_iri = ? WHERE id = ?`).run(iri, id);
}

/** Removes entities no block mentions any more; returns how many. */
export function deleteOrphanEntities(db: Database): number {
  return cachedStatement(db, `DELETE FROM entities WHERE NOT EXISTS (SELECT 1 FROM mentions m WHERE m.entity_id = entities.id)`).run().changes;
}

/** How many blocks mention each entity. */
export function mentionCounts(db: Database, ids: number[]): Map<number, number> {
  const stmt = cachedStatement(db, `SELECT count(*) AS n FROM mentions WHERE entity_id = ?`);
  return new Map(ids.map((id) => [id, (stmt.get(id) as { n: number }).n]));
}

export interface MentionRef {
  entityId: number;
  blockId: number;
  docId: number;
  weight: number;
}

/** The blocks mentioning an entity, strongest mentions first. */
export function mentionsOfEntity(db: Database, entityId: number, limit: number): MentionRef[] {
  return cachedStatement(db, 
      `SELECT entity_id AS entityId, block_id AS blockId, doc_id AS docId, weight FROM mentions WHERE entity_id = ?
        ORDER BY weight DESC, block_id LIMIT ?`,
    )
    .all(entityId, limit) as MentionRef[];
}

/** The entities mentioned in each of the given blocks. */
export function mentionsInBlocks(db: Database, blockIds: number[]): MentionRef[] {
  const stmt = cachedStatement(db, `SELECT entity_id AS entityId, block_id AS blockId, doc_id AS docId, weight FROM mentions WHERE block_id = ?`);
  return blockIds.flatMap((b) => stmt.all(b) as MentionRef[]);
}

/** The distinct subjects of the library's records (names of symbolic-graph entities). */
export function recordSubjects(db: Database): string[] {
  return (cachedStatement(db, `SELECT DISTINCT subject FROM records`).all() as Array<{ subject: string }>).map((r) => r.subject);
}
