// The question's entities: its word n-grams looked up by canonical name (exact, strongest when title-cased
// or multiword in the question), plus the entities whose name and description are nearest to the question
// in the entity vector space. Each is discounted by how many blocks mention it (a common entity says little).
import type { Database } from 'better-sqlite3';
import { canonicalName } from '../../tkg/canonical.ts';
import { isStopWord } from '../../tkg/stop-words.ts';
import { entitiesByCanonical, getEntities, mentionCounts } from '../../store/entities.ts';
import { currentVectorSpace, nearestVectors } from '../../store/vectors.ts';
import { countAllBlocks } from '../../store/text-stats.ts';
import type { QueryEntity } from './types.ts';

const WORD = /[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}]|['’.&-](?=[\p{L}\p{N}]))*/gu;
const MAX_NGRAM = 6;

export interface QueryEntityOptions {
  /** The question embedded in the entity space (SIF without principal component), if available. */
  entityQueryVector?: Float32Array | null;
  limit?: number;
  similarK?: number;
  /** Entities nearer than this cosine count as similar (default 0.7). */
  minSimilarity?: number;
}

export function queryEntities(db: Database, question: string, opts: QueryEntityOptions = {}): QueryEntity[] {
  const words = [...question.matchAll(WORD)].map((m) => m[0]);
  const grams = new Map<string, number>(); // canonical → exact-match strength
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= MAX_NGRAM && i + n <= words.length; n++) {
      const span = words.slice(i, i + n);
      if (isStopWord(span[0]) || isStopWord(span[n - 1])) continue;
      const canonical = canonicalName(span.join(' '));
      if (!canonical) continue;
      const titled = span.every((w) => /^[\p{Lu}\p{N}]/u.test(w) || isStopWord(w));
      const strength = (titled ? 1 : n > 1 ? 0.6 : 0.25) * (1 + 0.25 * (n - 1));
      grams.set(canonical, Math.max(grams.get(canonical) ?? 0, strength));
    }
  }
  const scores = new Map<number, { exact: number; similar: number }>();
  for (const [canonical, e] of entitiesByCanonical(db, [...grams.keys()])) {
    scores.set(e.id, { exact: grams.get(canonical)!, similar: 0 });
  }
  // a match inside a longer match of the question counts half ("audi" inside "audi quattro")
  const exactNames = [...entitiesByCanonical(db, [...grams.keys()]).keys()];
  for (const [canonical, e] of entitiesByCanonical(db, exactNames)) {
    if (exactNames.some((o) => o !== canonical && o.length > canonical.length && ` ${o} `.includes(` ${canonical} `))) scores.get(e.id)!.exact *= 0.5;
  }
  const space = currentVectorSpace(db, 'entities');
  if (space && opts.entityQueryVector && opts.entityQueryVector.length === space.dimension) {
    const min = opts.minSimilarity ?? 0.7;
    for (const n of nearestVectors(db, space, opts.entityQueryVector, opts.similarK ?? 20)) {
      const sim = 1 - n.distance;
      if (sim < min) continue;
      const s = scores.get(n.id) ?? { exact: 0, similar: 0 };
      s.similar = sim;
      scores.set(n.id, s);
    }
  }
  if (scores.size === 0) return [];
  const ids = [...scores.keys()];
  const counts = mentionCounts(db, ids);
  const blocks = Math.max(2, countAllBlocks(db));
  const byId = new Map(getEntities(db, ids).map((e) => [e.id, e]));
  const out: QueryEntity[] = [];
  for (const [id, s] of scores) {
    const e = byId.get(id);
    const mentions = counts.get(id) ?? 0;
    if (!e || mentions === 0) continue;
    const idf = Math.log(1 + blocks / mentions) / Math.log(1 + blocks);
    out.push({
      id,
      name: e.name,
      score: (s.exact + 0.3 * s.similar) * idf,
      mentions,
      how: s.exact && s.similar ? 'name+similar' : s.exact ? 'name' : 'similar',
    });
  }
  return out.sort((a, b) => b.score - a.score || a.id - b.id).slice(0, opts.limit ?? 10);
}
