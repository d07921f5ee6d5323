// The model's context for a textual answer, compact: what the no-model composer decided (the expected answer
// type, the deciding sentence, the conditions) plus the evidence subgraph a prize-collecting Steiner tree picks
// over the question's entities and the best sentences (G-Retriever's selection; the KG-vs-RAG study found such
// subgraphs competitive with passage RAG at a fraction of the tokens) — sentences, never whole passages.
import type { Database } from 'better-sqlite3';
import type { Citation } from '../../../../shared/answer.ts';
import type { CitationSet } from '../citations.ts';
import type { TextualAnswer } from '../compose-textual.ts';
import type { ScoredUnit } from '../prose/rank.ts';
import { sameStem, tokens } from '../prose/terms.ts';
import { queryEntities } from '../../retrieve/semantic/query-entities.ts';
import { prizeCollectingTree } from './prize-collecting-tree.ts';

export interface CompactContext {
  /** Lines for the prompt's head: the answer type, which evidence decides, the conditions. */
  notes: string[];
  /** The evidence given to the model, in order: deciding sentence, conditions, then the tree's sentences. */
  citations: Citation[];
  /** Entities the tree kept (named in the evidence). */
  entities: string[];
  tree: { nodes: number; edges: number; sentences: number };
}

/** Sentences considered for the tree. */
const CANDIDATE_SENTENCES = 15;
/** The base cost of a sentence in the context (against prizes ≤ 1 for the best sentences). */
const SENTENCE_COST = 0.4;
/** Entities of the question considered. */
const QUESTION_ENTITIES = 5;

const describe = (c: Citation | undefined) => (c ? `[${c.id.slice(1)}]` : '');

export function compactContext(db: Database, answer: TextualAnswer, citations: CitationSet): CompactContext {
  const reading = answer.prose;
  const all = citations.list();
  const byId = new Map(all.map((c) => [c.id, c]));
  const notes: string[] = [];
  if (reading.expected) notes.push(`Expected answer: a ${reading.expected}.`);
  if (reading.form === 'yesno' && reading.yesNo) notes.push(`Without a model the evidence reads: ${reading.yesNo === 'unknown' ? "the documents don't say" : reading.yesNo}.`);
  if (reading.span) notes.push(`Candidate answer: ${reading.span}.`);
  const deciding = reading.deciding ? byId.get(reading.deciding) : undefined;
  if (deciding) notes.push(`The deciding sentence is ${describe(deciding)}.`);
  if (reading.conditions.length) notes.push(`It holds under conditions ${reading.conditions.map((c) => `[${c.citation.slice(1)}]`).join(', ')}; state them.`);

  // the evidence graph: 0 = the question; then its entities; then the candidate sentences
  const sentences: ScoredUnit[] = answer.ranked.filter((r) => r.unit.kind !== 'heading').slice(0, CANDIDATE_SENTENCES);
  const entities = queryEntities(db, answer.analysis.question).slice(0, QUESTION_ENTITIES);
  const prizes: number[] = [0];
  const edges: Array<[number, number, number]> = [];
  const entityAt = entities.map((e) => {
    prizes.push(Math.min(1, e.score));
    edges.push([0, prizes.length - 1, 0.1]);
    return prizes.length - 1;
  });
  const top = sentences[0]?.score || 1;
  const sentenceAt = sentences.map((_, i) => prizes.length + i);
  sentences.forEach((s, i) => {
    const isDeciding = !!deciding && deciding.blockId === s.unit.blockId && deciding.start <= s.unit.start && s.unit.end <= deciding.end;
    // a sentence's prize: how close it comes to the best one (squared, so only near-best sentences pay their way)
    prizes.push(isDeciding ? 2 : (s.score / top) ** 2);
    const at = sentenceAt[i];
    // reaching a sentence from the question costs less the more of the question it states
    edges.push([0, at, (1 - Math.min(1, s.questionCoverage)) * 0.5]);
    const toks = tokens(s.unit.text);
    entities.forEach((e, k) => {
      const name = tokens(e.name).filter((t) => !t.stop);
      if (name.length && name.every((n) => toks.some((t) => sameStem(t.stem, n.stem)))) edges.push([at, entityAt[k], 0.3]);
    });
    for (let j = 0; j < i; j++) {
      const o = sentences[j];
      if (o.unit.blockId === s.unit.blockId && Math.abs(o.unit.index - s.unit.index) === 1) edges.push([at, sentenceAt[j], 0.4]);
      if (s.via === o || o.via === s) edges.push([at, sentenceAt[j], 0.3]);
    }
  });
  // every sentence costs its place in the prompt (by its length): node costs go onto the edges that reach it
  const nodeCost = prizes.map((_, v) => {
    const i = v - (sentenceAt[0] ?? Infinity);
    return i >= 0 && i < sentences.length ? SENTENCE_COST * Math.min(2, Math.max(0.5, sentences[i].unit.text.length / 150)) : 0;
  });
  const costed = edges.map(([a, b, c]): [number, number, number] => [a, b, c + (a === 0 || b === 0 ? nodeCost[a] + nodeCost[b] : (nodeCost[a] + nodeCost[b]) / 2)]);
  const tree = prizeCollectingTree({ prizes, edges: costed }, 0);
  const kept = new Set(tree.nodes);

  const out: Citation[] = [];
  const add = (c: Citation | null | undefined) => {
    if (c && !out.includes(c)) out.push(c);
  };
  add(deciding);
  for (const c of reading.conditions) add(byId.get(c.citation));
  for (const c of all) if (c.role === 'step' || c.role === 'document') add(c);
  sentences.forEach((s, i) => {
    if (!kept.has(sentenceAt[i])) return;
    const c = citations.block(s.unit.blockId, { start: s.unit.start, end: s.unit.end });
    if (c && !c.role) c.role = 'context';
    add(c);
  });
  return {
    notes,
    citations: out,
    entities: entities.filter((_, k) => kept.has(entityAt[k])).map((e) => e.name),
    tree: { nodes: tree.nodes.length, edges: tree.edges.length, sentences: sentences.filter((_, i) => kept.has(sentenceAt[i])).length },
  };
}
