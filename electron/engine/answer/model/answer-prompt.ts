// The prompt for writing an answer: the exact result (items with their values) and the evidence, numbered [n] as
// the answer's citations are, kept within the token budget (whole items with their evidence, then passages).
import type { AnswerItem, AnswerKind, Citation } from '../../../../shared/answer.ts';
import type { ChatMessage, LlmRuntime } from '../../llm/index.ts';
import { budgetedPrompt } from '../../retrieve/symbolic/model/index.ts';

export const ANSWER_SYSTEM = [
  "You answer questions about the user's documents using only the evidence below.",
  'After each claim put the number of its evidence in brackets, like [2].',
  'Name only items listed in the exact result. If the evidence does not answer the question, say so. Be brief.',
].join('\n');

export interface AnswerPromptInput {
  question: string;
  /** The exact result's items (empty for a textual answer). */
  items: AnswerItem[];
  kind: AnswerKind | null;
  value: number | string | boolean | null;
  /** Every citation of the answer so far ("c1" → [1]), or the compact selection of them. */
  citations: Citation[];
  budget: number;
  /** What the no-model reading found (answer type, deciding sentence, conditions), put before the evidence. */
  notes?: string[];
}

export interface AnswerPrompt {
  messages: ChatMessage[];
  /** Citation numbers whose evidence is in the prompt. */
  supplied: Set<number>;
  itemsShown: number;
  tokens: number;
  /** The user message (the evidence text the verifier compares against). */
  evidenceText: string;
}

const num = (c: Citation) => Number(c.id.slice(1));
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const evidenceLine = (c: Citation) => `[${num(c)}] ${c.path}${c.page ? ` p. ${c.page}` : ''}: ${oneLine(c.snippet)}`;

function valueText(v: string | number | boolean | null): string {
  return v === null ? '—' : typeof v === 'boolean' ? (v ? 'yes' : 'no') : String(v);
}

/** Reserved for the "N more items" note added after fitting. */
const NOTE_TOKENS = 16;

export async function answerPrompt(runtime: LlmRuntime, input: AnswerPromptInput): Promise<AnswerPrompt> {
  const byId = new Map(input.citations.map((c) => [c.id, c]));
  const used = new Set<string>();
  const pieces: Array<{ text: string; cites: number[]; item: boolean }> = [];
  for (const item of input.items) {
    const own = item.citations.filter((id) => byId.has(id));
    const values = Object.entries(item.values).map(([k, v]) => `${k}: ${valueText(v)}`).join('; ');
    const lines = [`- ${item.name}${values ? ` (${values})` : ''} ${own.map((id) => `[${id.slice(1)}]`).join('')}`.trimEnd()];
    for (const id of own) if (!used.has(id)) { used.add(id); lines.push(evidenceLine(byId.get(id)!)); }
    pieces.push({ text: lines.join('\n'), cites: own.map((id) => Number(id.slice(1))), item: true });
  }
  const rest = input.citations.filter((c) => !used.has(c.id));
  rest.forEach((c, i) => pieces.push({ text: `${i === 0 && input.items.length ? 'Passages:\n' : ''}${evidenceLine(c)}`, cites: [num(c)], item: false }));

  const summary = input.items.length
    ? `Exact result from the graph (${input.kind ?? 'list'}${input.value !== null && input.value !== undefined ? `: ${valueText(input.value)}` : ''}), ${input.items.length} item${input.items.length === 1 ? '' : 's'}:`
    : input.citations.length ? 'Evidence:' : 'No evidence was found.';
  const prompt = await budgetedPrompt(runtime, {
    system: ANSWER_SYSTEM,
    head: `Question: ${input.question}\n${input.notes?.length ? `${input.notes.join('\n')}\n` : ''}${summary}`,
    pieces: pieces.map((p) => p.text),
    tail: 'Answer:',
    budget: Math.max(0, input.budget - NOTE_TOKENS),
  });
  const shown = prompt.included.filter((i) => pieces[i].item).length;
  const messages = prompt.messages;
  if (shown < input.items.length) {
    messages[1] = { role: 'user', content: messages[1].content.replace(/\nAnswer:$/, `\n(${input.items.length - shown} more items are not shown.)\nAnswer:`) };
  }
  const supplied = new Set(prompt.included.flatMap((i) => pieces[i].cites));
  return { messages, supplied, itemsShown: shown, tokens: prompt.tokens, evidenceText: messages[1].content };
}
