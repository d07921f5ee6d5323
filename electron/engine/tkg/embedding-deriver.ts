// Deriver that keeps the 'blocks' vector space up to date. Word counts are kept incrementally (each indexed
// document adds its counts, each removed one subtracts them, in the document's own transaction, so a crash
// mid-run never leaves counts out of step with the documents). After the run, the new
// blocks are embedded with GloVe SIF under the library's frequencies and stored principal component; when
// there is no component yet, or the library has grown or shrunk by `refitShare` since it was fitted, every
// block is re-embedded with fresh frequencies and the component is refitted.
// When the current space belongs to a model embedder, new blocks go into it through the runtime (if given);
// switching embedders is `syncVectorSpaces`' job (vector-spaces.ts), outside the indexer's transactions.
import type { DocumentDeriver } from '../ingest/index-folder.ts';
import type { Library } from '../store/library.ts';
import type { LlmRuntime } from '../llm/types.ts';
import { currentVectorSpace, ensureVectorSpace, makeVectorSpaceCurrent, putVectors, type VectorSpace } from '../store/vectors.ts';
import { clearVectors } from '../store/vector-rows.ts';
import { addWordCounts, blockTextsOfDocuments, countAllBlocks, iterateBlockTexts, totalWordCount, type BlockTextRow } from '../store/text-stats.ts';
import { countWords, fitPrincipalComponent, removePrincipalComponent, type Embedder, type WordVectorOptions } from './embed/index.ts';
import { embeddingText } from './embedding-text.ts';
import { isSifEmbedderId, librarySif, runtimeEmbedder, wordVectors } from './embedders.ts';
import { readSifState, writeSifState } from './sif-state.ts';

export interface EmbeddingDeriverOptions {
  wordVectors?: WordVectorOptions;
  runtime?: LlmRuntime;
  /** Refit the principal component once the block count changed by this share since the last fit (default 0.25). */
  refitShare?: number;
  /** At most this many vectors are used to fit the principal component (default 20,000). */
  pcSample?: number;
}

const BATCH = 2000;

export function embeddingDeriver(opts: EmbeddingDeriverOptions = {}): DocumentDeriver {
  const refitShare = opts.refitShare ?? 0.25;

  const count = (library: Library, rows: Array<{ headingPath: string; text: string }>, sign: 1 | -1) => {
    addWordCounts(library.db, countWords(rows.map((r) => embeddingText(r.headingPath, r.text))), sign);
  };

  return {
    name: 'tkg-embeddings',
    onDocument(ctx) {
      count(ctx.library, ctx.parsed.blocks.map((b) => ({ headingPath: b.headingPath.join(' > '), text: b.text })), 1);
    },
    onRemove({ library, docId }) {
      count(library, blockTextsOfDocuments(library.db, [docId]), -1);
    },
    async afterRun({ library, changedDocIds }) {
      const db = library.db;
      const totalWords = totalWordCount(db);
      const state = readSifState(db);
      writeSifState(db, { ...state, totalWords });

      const current = currentVectorSpace(db, 'blocks');
      if (current && !isSifEmbedderId(current.embedder)) {
        const model = await runtimeEmbedder(opts.runtime);
        if (model && model.id === current.embedder) await embedRows(library, current, model, blockTextsOfDocuments(db, changedDocIds));
        return;
      }
      const blocks = countAllBlocks(db);
      const words = await wordVectors(opts.wordVectors);
      const stale = !state.pc || !current || Math.abs(blocks - state.fittedBlocks) > refitShare * Math.max(1, state.fittedBlocks);
      if (stale) {
        await reembedAll(library, words, opts.pcSample ?? 20_000);
      } else {
        const sif = librarySif(db, words, { withPc: true });
        const space = ensureVectorSpace(db, 'blocks', sif.id, sif.dimension);
        await embedRows(library, space, sif, blockTextsOfDocuments(db, changedDocIds));
      }
    },
  };
}

async function embedRows(library: Library, space: VectorSpace, embedder: Embedder, rows: BlockTextRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const page = rows.slice(i, i + BATCH);
    const vectors = await embedder.embed(page.map((r) => embeddingText(r.headingPath, r.text)));
    putVectors(library.db, space, page.map((r, j) => ({ id: r.id, vector: vectors[j] })));
  }
}

/** Re-embeds every block with fresh frequencies, refits the principal component and stores it. */
async function reembedAll(library: Library, words: Awaited<ReturnType<typeof wordVectors>>, sampleCap: number): Promise<void> {
  const db = library.db;
  const raw = librarySif(db, words, { withPc: false, pc: null });
  const ids: number[] = [];
  const vectors: Float32Array[] = [];
  for (const page of iterateBlockTexts(db, BATCH)) {
    const v = raw.embedSync(page.map((r) => embeddingText(r.headingPath, r.text)));
    for (let i = 0; i < page.length; i++) {
      ids.push(page[i].id);
      vectors.push(v[i]);
    }
  }
  const state = readSifState(db);
  if (vectors.length === 0) {
    writeSifState(db, { ...state, pc: null, fittedBlocks: 0 });
    return;
  }
  const step = Math.max(1, Math.ceil(vectors.length / sampleCap));
  const pc = fitPrincipalComponent(vectors.filter((_, i) => i % step === 0));
  const space = ensureVectorSpace(db, 'blocks', raw.id, raw.dimension);
  if (currentVectorSpace(db, 'blocks')?.table !== space.table) makeVectorSpaceCurrent(db, 'blocks', raw.id, raw.dimension);
  clearVectors(db, space);
  putVectors(db, space, ids.map((id, i) => ({ id, vector: removePrincipalComponent(vectors[i], pc) ?? vectors[i] })));
  writeSifState(db, { ...state, pc: Array.from(pc), fittedBlocks: vectors.length });
}
