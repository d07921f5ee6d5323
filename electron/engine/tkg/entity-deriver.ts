// Deriver that builds the textual graph: the entities of every block (heuristic extraction, or the model's
// when a chat model is given and `useModel` is on), merged by canonical name across blocks and documents,
// with their mentions. After the run: entities nobody mentions any more are dropped; the touched ones get a
// description made of their best mention sentences, are aligned to the symbolic graph's node when their
// canonical name is a record subject, and get an entity vector (SIF, for name/description similarity).
import type { DocumentDeriver } from '../ingest/index-folder.ts';
import type { LlmRuntime } from '../llm/types.ts';
import {
  bestMentionSentences, deleteOrphanEntities, entityIdsOfDocument, getEntities, insertMentions, recordSubjects,
  setEntityDescription, setEntityNodeIri, upsertEntity, type NewMention,
} from '../store/entities.ts';
import { ensureVectorSpace, putVectors } from '../store/vectors.ts';
import { entityIri } from '../skg/ontology.ts';
import { subjectKey } from '../skg/record-facts.ts';
import type { WordVectorOptions } from './embed/index.ts';
import { canonicalName } from './canonical.ts';
import { addKnownName, extractEntities, finishExtraction, knownNames, type EntityKind, type ExtractedMention, type KnownNames } from './extract-entities.ts';

const KIND_RANK: Record<EntityKind, number> = { subject: 4, title: 3, name: 2, concept: 1 };
import { modelEntities } from './model-entities.ts';
import { errorMessage } from '../errors.ts';

const MAX_MODEL_FAILURES = 3;
import { entityEmbeddingText } from './embedding-text.ts';
import { librarySif, wordVectors } from './embedders.ts';

export interface EntityDeriverOptions {
  runtime?: LlmRuntime;
  /** Extract entities with the chat model (slow: one call per block). Default: when the runtime has one. */
  useModel?: boolean;
  wordVectors?: WordVectorOptions;
  /** Sentences in a description (default 3) and its length cap in characters (default 600). */
  descriptionSentences?: number;
  descriptionChars?: number;
}

export function entityDeriver(opts: EntityDeriverOptions = {}): DocumentDeriver {
  const useModel = (opts.useModel ?? true) && !!opts.runtime?.available && !!opts.runtime.chatModel;
  let modelFailures = 0;
  let ids = new Map<string, { id: number; kind: EntityKind }>();
  let touched = new Set<number>();
  const modelDescribed = new Set<number>();
  let known: KnownNames | null = null;
  const knownSubjects: string[] = [];

  return {
    name: 'tkg-entities',
    // what extraction reads of a block without the library's known names is read in the parse worker (not with a
    // model: its entities come from the model, one call per block, on this thread)
    parseJobs: useModel ? undefined : { entities: true },
    async onDocument(ctx) {
      const db = ctx.library.db;
      if (!known) {
        knownSubjects.push(...recordSubjects(db));
        known = knownNames(knownSubjects);
      }
      for (const r of ctx.parsed.records) if (addKnownName(known, r.subject)) knownSubjects.push(r.subject);
      const mentions: NewMention[] = [];
      // a file's distinct entities stay within its budget (a table of 10,000 columns names 10,000 of them)
      const inFile = new Set<string>();
      let overBudget = 0;
      for (let i = 0; i < ctx.blockIds.length; i++) {
        const block = ctx.parsed.blocks[i];
        if (!block) continue;
        let found: Array<ExtractedMention & { description?: string }>;
        if (useModel && modelFailures < MAX_MODEL_FAILURES) {
          try {
            found = await modelEntities(opts.runtime!, block.text, { documentTitle: ctx.parsed.title });
            found.push(...extractEntities(block.text, { documentTitle: ctx.parsed.title, known }).filter((m) => m.kind === 'subject'));
          } catch (e) {
            // a model that fails (context too small, a crash) never stops indexing: this block falls back to the
            // model-free extraction, and after a few failures the run stops asking the model
            modelFailures++;
            process.stderr.write(`quarry: entity extraction with the model failed (${errorMessage(e)}); using the built-in extractor\n`);
            found = extractEntities(block.text, { documentTitle: ctx.parsed.title, known });
          }
        } else {
          const prepared = ctx.derived?.entities?.[i];
          found = prepared ? finishExtraction(prepared, known) : extractEntities(block.text, { documentTitle: ctx.parsed.title, known });
        }
        for (const m of found) {
          if (!inFile.has(m.canonical)) {
            if (inFile.size >= ctx.budgets.entities) {
              overBudget++;
              continue;
            }
            inFile.add(m.canonical);
          }
          const cached = ids.get(m.canonical);
          let id: number;
          if (cached && KIND_RANK[cached.kind] >= KIND_RANK[m.kind]) id = cached.id;
          else {
            id = upsertEntity(db, { canonical: m.canonical, name: m.name, kind: m.kind });
            ids.set(m.canonical, { id, kind: m.kind });
          }
          if (m.description && !modelDescribed.has(id)) {
            setEntityDescription(db, id, m.description);
            modelDescribed.add(id);
          }
          touched.add(id);
          mentions.push({ entityId: id, blockId: ctx.blockIds[i], docId: ctx.docId, sentenceStart: m.sentenceStart, sentenceEnd: m.sentenceEnd, weight: m.weight });
        }
      }
      insertMentions(db, mentions);
      if (overBudget) ctx.truncate(`more than ${ctx.budgets.entities.toLocaleString('en-US')} distinct entities: ${overBudget.toLocaleString('en-US')} mentions of further ones were left out`);
    },
    onRemove({ library, docId }) {
      for (const id of entityIdsOfDocument(library.db, docId)) touched.add(id);
    },
    async afterRun({ library }) {
      const db = library.db;
      deleteOrphanEntities(db);
      const entities = getEntities(db, [...touched]);
      const sentences = opts.descriptionSentences ?? 3;
      const cap = opts.descriptionChars ?? 600;
      const subjects = new Map<string, string>();
      for (const s of [...knownSubjects, ...recordSubjects(db)]) {
        const c = canonicalName(s);
        if (c && !subjects.has(c)) subjects.set(c, s);
      }
      for (const e of entities) {
        if (!modelDescribed.has(e.id)) {
          e.description = describe(bestMentionSentences(db, e.id, sentences * 3).map((s) => s.sentence), sentences, cap);
          setEntityDescription(db, e.id, e.description);
        }
        const subject = subjects.get(e.canonical);
        const iri = subject ? entityIri(subjectKey(subject)) : null;
        if (iri !== e.nodeIri) setEntityNodeIri(db, e.id, iri);
      }
      if (entities.length) {
        const sif = librarySif(db, await wordVectors(opts.wordVectors), { withPc: false, pc: null });
        const space = ensureVectorSpace(db, 'entities', sif.id, sif.dimension);
        const vectors = sif.embedSync(entities.map((e) => entityEmbeddingText(e.name, e.description)));
        putVectors(db, space, entities.map((e, i) => ({ id: e.id, vector: vectors[i] })));
      }
      ids = new Map();
      touched = new Set();
      modelDescribed.clear();
      known = null;
      knownSubjects.length = 0;
    },
  };
}

/** Up to `n` distinct sentences, in the given (best-first) order, within `cap` characters. */
function describe(candidates: string[], n: number, cap: number): string {
  const out: string[] = [];
  const seen = new Set<string>();
  let length = 0;
  for (const raw of candidates) {
    const s = raw.replace(/\s+/g, ' ').trim();
    if (!s || seen.has(s)) continue;
    if (out.length && length + s.length + 1 > cap) continue;
    seen.add(s);
    out.push(s.length > cap ? `${s.slice(0, cap - 1)}…` : s);
    length += s.length + 1;
    if (out.length >= n) break;
  }
  return out.join(' ');
}
