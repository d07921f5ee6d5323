// The parts of a long query: the question sentence(s) and the statements before them (a scenario, "I am 17
// and live with my brother. Can I apply?"). Retrieval gives the question its own BM25 list, so the scenario's
// many words do not drown it.
import { splitSentences } from '../../tkg/sentences.ts';

export interface QueryParts {
  question: string;
  context: string;
}

/** The question part and its context; null when the query is a single sentence (nothing to separate). */
export function queryParts(text: string): QueryParts | null {
  const t = text.trim();
  const sentences = splitSentences(t);
  if (sentences.length < 2) return null;
  const asks = sentences.findIndex((s) => /\?\s*$/.test(t.slice(s.start, s.end)));
  const at = asks > 0 ? asks : sentences.length - 1;
  const question = t.slice(sentences[at].start);
  const context = t.slice(0, sentences[at].start).trim();
  return context ? { question, context } : null;
}
