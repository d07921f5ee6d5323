// The router's second tier: when the rules are unsure, the model classifies the question (under an enum grammar)
// as one for the symbolic graph (exact facts) or for the text (passages).
import type { LlmRuntime } from '../../llm/index.ts';
import type { SymbolicAnswer } from '../../retrieve/symbolic/index.ts';
import type { RouteDecision } from '../route.ts';
import { budgetedPrompt } from '../../retrieve/symbolic/model/index.ts';
import { quarryError } from '../../errors.ts';
import type { Usage } from './model-settings.ts';

export const ROUTE_SCHEMA = { type: 'object', properties: { route: { enum: ['symbolic', 'textual'] } }, required: ['route'] } as const;

const SYSTEM = [
  'Classify a question about a folder of documents.',
  'symbolic: exact facts from tables and spec sheets (which items match conditions, how many, the highest, a value, a comparison).',
  'textual: explanations, procedures, opinions or anything answered by reading passages.',
  'Reply as JSON {"route":"symbolic"} or {"route":"textual"}.',
].join('\n');

export interface ModelRoute {
  route: 'symbolic' | 'textual';
  usage: Usage;
}

export async function routeWithModel(
  runtime: LlmRuntime,
  question: string,
  sym: SymbolicAnswer | null,
  rules: RouteDecision,
  opts: { budget: number; signal?: AbortSignal; timeoutMs?: number },
): Promise<ModelRoute> {
  const understood = sym ? sym.plan.mapping.map((m) => `"${m.phrase}" (${m.kind})`).join(', ') : '';
  const prompt = await budgetedPrompt(runtime, {
    system: SYSTEM,
    head: `Question: ${question}`,
    pieces: [
      understood ? `Graph terms found in it: ${understood}` : 'No graph term was found in it.',
      sym?.result ? `An exact query found ${sym.result.items.length} items.` : '',
      `The rules lean ${rules.route} (${rules.why}) but are unsure.`,
    ].filter(Boolean),
    tail: '',
    budget: opts.budget,
  });
  const reply = await runtime.chat(prompt.messages, { jsonSchema: ROUTE_SCHEMA, maxTokens: 64, temperature: 0, signal: opts.signal, timeoutMs: opts.timeoutMs });
  const route = (reply.json as { route?: string } | undefined)?.route;
  if (route !== 'symbolic' && route !== 'textual') throw quarryError('MODEL_FAILED', `the router's reply names no route: ${reply.text.slice(0, 80)}`);
  return { route, usage: reply.usage };
}
