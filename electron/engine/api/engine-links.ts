// The engine functions the facade calls to answer and to explore the evidence graph. Loaded on first use, so
// the facade starts fast; tests may pass their own.
import type { Answer, EvidenceGraph } from '../../../shared/answer.ts';
import type { Library } from '../store/library.ts';
import type { AnswerOptions } from '../answer/answer-question.ts';

export type { AnswerOptions };

export type AnswerFn = (library: Library, question: string, opts: AnswerOptions) => Promise<Answer>;
export type ExpandFn = (library: Library, nodeId: string) => Promise<EvidenceGraph>;

export interface EngineFunctions {
  answer: AnswerFn;
  expand: ExpandFn;
}

export async function loadEngineFunctions(): Promise<EngineFunctions> {
  const [answering, graph] = await Promise.all([import('../answer/answer-question.ts'), import('../answer/evidence-graph.ts')]);
  return { answer: answering.answerQuestion, expand: graph.expandGraphNode };
}
