// Entity extraction by the local model: per block, {name, description ≤ 3 sentences} under a JSON-schema
// grammar (every string and array bounded), mapped onto the block's sentences like the heuristic mentions.
import type { LlmRuntime } from '../llm/types.ts';
import { canonicalName } from './canonical.ts';
import { splitSentences } from './sentences.ts';
import type { ExtractedMention } from './extract-entities.ts';

export const ENTITY_SCHEMA = {
  type: 'object',
  properties: {
    entities: {
      type: 'array',
      maxItems: 12,
      items: {
        type: 'object',
        properties: {
          name: { type: 'string', maxLength: 80 },
          description: { type: 'string', maxLength: 400 },
        },
        required: ['name', 'description'],
      },
    },
  },
  required: ['entities'],
} as const;

const SYSTEM =
  'You extract the named entities and key concepts of a passage. For each, give its name exactly as written in the ' +
  'passage and a description of at most 3 sentences using only what the passage says about it. Answer in JSON.';

export interface ModelEntity extends ExtractedMention {
  description: string;
}

/** The model's entities of one block; names not found in the block text are kept with its first sentence. */
export async function modelEntities(runtime: LlmRuntime, text: string, opts: { documentTitle?: string | null; signal?: AbortSignal } = {}): Promise<ModelEntity[]> {
  const passage = text.length > 3000 ? text.slice(0, 3000) : text;
  const result = await runtime.chat(
    [
      { role: 'system', content: SYSTEM },
      { role: 'user', content: `${opts.documentTitle ? `Document: ${opts.documentTitle}\n` : ''}Passage:\n${passage}` },
    ],
    { jsonSchema: ENTITY_SCHEMA, maxTokens: 700, signal: opts.signal },
  );
  const parsed = result.json as { entities?: Array<{ name?: unknown; description?: unknown }> } | undefined;
  const sentences = splitSentences(text);
  const lower = text.toLowerCase();
  const titleKey = opts.documentTitle ? canonicalName(opts.documentTitle) : '';
  const out = new Map<string, ModelEntity>();
  for (const e of parsed?.entities ?? []) {
    if (typeof e.name !== 'string' || !e.name.trim()) continue;
    const name = e.name.trim();
    const canonical = canonicalName(name);
    if (!canonical || out.has(canonical)) continue;
    const at = lower.indexOf(name.toLowerCase());
    const sentence = (at >= 0 ? sentences.find((s) => s.start <= at && at < s.end) : undefined) ?? sentences[0] ?? { start: 0, end: 0 };
    const description = typeof e.description === 'string' ? firstSentences(e.description.trim(), 3) : '';
    out.set(canonical, {
      name,
      canonical,
      kind: canonical === titleKey ? 'subject' : 'concept',
      sentenceStart: sentence.start,
      sentenceEnd: sentence.end,
      weight: canonical === titleKey ? 3 : at >= 0 ? 1 : 0.5,
      description,
    });
  }
  return [...out.values()];
}

function firstSentences(text: string, n: number): string {
  const spans = splitSentences(text).slice(0, n);
  return spans.length ? text.slice(spans[0].start, spans[spans.length - 1].end) : '';
}
