// Multi-hop with a model (KGCaRe-style): after the first round, the model sees the question, the entities found and
// the best passages, and prunes entities that lead nowhere and proposes clue phrases for the next hop. Clues are
// searched with BM25; pruned entities no longer seed the graph walk. Without a model the walk uses scores only.
import type { LlmRuntime } from '../../llm/index.ts';
import type { QueryEntity } from './types.ts';

export const CLUE_SCHEMA = {
  type: 'object',
  properties: {
    drop: { type: 'array', items: { type: 'string', maxLength: 60 }, maxItems: 5 },
    clues: { type: 'array', items: { type: 'string', maxLength: 60 }, maxItems: 3 },
  },
  required: ['drop', 'clues'],
} as const;

const SYSTEM = [
  'You help search a folder of documents for the passages that answer a question, in several hops.',
  'Given the question, the entities found so far and the best passages, reply as JSON:',
  '"drop": entities (from the list) that are irrelevant to the question;',
  '"clues": up to 3 short search phrases for what is still missing (for example the bridging entity a passage names).',
].join('\n');

export interface ModelClues {
  drop: Set<string>;
  clues: string[];
  promptTokens: number;
  completionTokens: number;
}

export async function modelClues(
  runtime: LlmRuntime,
  question: string,
  entities: QueryEntity[],
  passages: string[],
  opts: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ModelClues> {
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
  const user = [
    `Question: ${cut(question, 400)}`,
    `Entities: ${entities.map((e) => e.name).slice(0, 12).join('; ') || '(none)'}`,
    'Passages:',
    ...passages.slice(0, 4).map((p, i) => `[${i + 1}] ${cut(p.replace(/\s+/g, ' '), 400)}`),
  ].join('\n');
  const res = await runtime.chat(
    [
      { role: 'system', content: SYSTEM },
      { role: 'user', content: user },
    ],
    { jsonSchema: CLUE_SCHEMA, maxTokens: 200, temperature: 0, signal: opts.signal, timeoutMs: opts.timeoutMs ?? 20_000 },
  );
  const json = (res.json ?? {}) as { drop?: unknown; clues?: unknown };
  const known = new Map(entities.map((e) => [e.name.toLowerCase(), e.name]));
  const drop = new Set(
    (Array.isArray(json.drop) ? json.drop : [])
      .filter((x): x is string => typeof x === 'string')
      .map((x) => known.get(x.trim().toLowerCase()))
      .filter((x): x is string => !!x),
  );
  const clues = (Array.isArray(json.clues) ? json.clues : [])
    .filter((x): x is string => typeof x === 'string' && /[\p{L}\p{N}]{2}/u.test(x))
    .map((x) => x.trim())
    .slice(0, 3);
  return { drop, clues, promptTokens: res.usage.promptTokens, completionTokens: res.usage.completionTokens };
}
