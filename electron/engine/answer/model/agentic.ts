// The agentic strategy with a model: retrieve → draft → check (the verifier) → retrieve again with the model's
// follow-up query, for at most three rounds; every round is recorded in the trace. The best checked draft wins.
import type { AnswerItem, AnswerKind, Citation } from '../../../../shared/answer.ts';
import type { LlmRuntime } from '../../llm/index.ts';
import type { SearchResult } from '../../retrieve/semantic/index.ts';
import { budgetedPrompt } from '../../retrieve/symbolic/model/index.ts';
import { isQuarryError, errorMessage } from '../../errors.ts';
import type { CitationSet } from '../citations.ts';
import { bestSpan } from '../compose-textual.ts';
import { describeVerification } from './verify-answer.ts';
import { writeAnswerWithModel, type WrittenAnswer } from './write-answer.ts';
import { addUsage, MAX_AGENTIC_STEPS, type Usage } from './model-settings.ts';

export const FOLLOW_UP_SCHEMA = { type: 'object', properties: { query: { type: 'string', maxLength: 120 } }, required: ['query'] } as const;

const FOLLOW_UP_SYSTEM = [
  'You check whether a draft answer, written from the evidence, answers the question.',
  'If something the question asks is missing, reply with one short search query for it.',
  'If the evidence is enough, reply with an empty query. JSON: {"query":"..."}',
].join('\n');

export interface AgenticInput {
  question: string;
  items: AnswerItem[];
  kind: AnswerKind | null;
  value: number | string | boolean | null;
  /** Passages of the first retrieval. */
  passages: SearchResult[];
  knownNames: string[];
  citations: CitationSet;
  /** Searches the text (the answer engine passes the library's fusion search). */
  search: (query: string) => Promise<SearchResult[]>;
  /** Records a trace step. */
  step: (name: string, detail: string) => void;
}

export interface AgenticSettings {
  budget: number;
  maxTokens: number;
  /** Rounds (at most MAX_AGENTIC_STEPS). */
  steps: number;
  /** New passages taken per retrieval. */
  passages: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface AgenticOutcome {
  /** The best checked draft's text, or null when no draft passed the check. */
  text: string | null;
  rounds: number;
  usage: Usage;
  passages: SearchResult[];
  best: WrittenAnswer | null;
}

const normQuery = (q: string) => q.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

export async function agenticAnswer(runtime: LlmRuntime, input: AgenticInput, settings: AgenticSettings): Promise<AgenticOutcome> {
  const steps = Math.max(1, Math.min(MAX_AGENTIC_STEPS, settings.steps));
  const usage: Usage = { promptTokens: 0, completionTokens: 0 };
  const seen = new Set<number>();
  const rounds: Citation[][] = [];
  const passages: SearchResult[] = [];
  const asked = new Set([normQuery(input.question)]);
  const cite = (results: SearchResult[], question: string): Citation[] => {
    const fresh = results.filter((r) => !seen.has(r.blockId)).slice(0, settings.passages);
    for (const r of fresh) { seen.add(r.blockId); passages.push(r); }
    return fresh.map((r) => input.citations.block(r.blockId, bestSpan(r, question))).filter((c): c is Citation => !!c);
  };
  // the first round: what the no-model composer already decided from (deciding sentences, conditions), then passages
  const composed = input.citations.list().filter((c) => c.kind === 'block' && c.role);
  rounds.push([...composed, ...cite(input.passages, input.question).filter((c) => !composed.includes(c))]);
  const rowIds = new Set(input.items.flatMap((i) => i.citations));
  let best: WrittenAnswer | null = null;
  let done = 0;
  for (let round = 1; round <= steps; round++) {
    done = round;
    // the rows of the exact result, then the newest passages first (a tight budget keeps what was just fetched)
    const all = input.citations.list();
    const ordered = [...all.filter((c) => rowIds.has(c.id)), ...rounds.slice().reverse().flat()];
    const written = await writeAnswerWithModel(runtime, { ...input, citations: ordered }, {
      budget: settings.budget, maxTokens: settings.maxTokens, timeoutMs: settings.timeoutMs, signal: settings.signal,
    });
    addUsage(usage, written.usage);
    input.step(`agentic:draft ${round}`, `${written.usage.completionTokens} tokens from a ${written.promptTokens}-token prompt (${written.supplied.length} pieces of evidence)`);
    input.step(`agentic:check ${round}`, describeVerification(written.verification));
    if (written.verification.ok && (!best || written.verification.keptMarkers >= best.verification.keptMarkers)) best = written;
    if (round === steps) { input.step('agentic:stop', `reached the bound of ${steps} rounds`); break; }

    let query = '';
    try {
      const prompt = await budgetedPrompt(runtime, {
        system: FOLLOW_UP_SYSTEM,
        head: `Question: ${input.question}`,
        pieces: [
          `Draft: ${written.verification.text || '(nothing survived the check)'}`,
          `Check: ${describeVerification(written.verification)}`,
          `Evidence so far: ${passages.map((p) => p.path).join(', ') || 'none'}`,
        ],
        tail: '',
        budget: settings.budget,
      });
      const reply = await runtime.chat(prompt.messages, { jsonSchema: FOLLOW_UP_SCHEMA, maxTokens: 200, temperature: 0, signal: settings.signal, timeoutMs: settings.timeoutMs });
      addUsage(usage, reply.usage);
      query = String((reply.json as { query?: unknown } | undefined)?.query ?? '').trim();
    } catch (e) {
      if (isQuarryError(e, 'CANCELLED')) throw e;
      input.step('agentic:stop', `no follow-up query: ${errorMessage(e)}`);
      break;
    }
    if (!query) { input.step('agentic:stop', 'the model needs no more evidence'); break; }
    if (asked.has(normQuery(query))) { input.step('agentic:stop', `the follow-up query repeats an earlier one: ${query}`); break; }
    asked.add(normQuery(query));
    const fresh = cite(await input.search(query), query);
    input.step(`agentic:retrieve ${round + 1}`, `${fresh.length} new passages for "${query}"`);
    if (fresh.length === 0) { input.step('agentic:stop', 'the follow-up search found nothing new'); break; }
    rounds.push(fresh);
  }
  return { text: best?.verification.text ?? null, rounds: done, usage, passages, best };
}
