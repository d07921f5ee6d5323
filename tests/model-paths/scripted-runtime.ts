// A test double of the model runtime that answers from a script (by the grammar asked for), so the pipeline's
// logic (candidates kept or rejected, routes, verification, the agentic bound) can be checked deterministically.
import type { ChatMessage, GenerateOptions, LlmRuntime, ModelInfo } from '../../electron/engine/llm/index.ts';

export interface Script {
  /** Candidate queries the "model" writes. */
  sparql?: string[];
  route?: 'symbolic' | 'textual';
  /** The written answer (streamed in pieces of 4 characters). */
  answer?: string;
  /** Follow-up queries of the agentic loop, one per call ('' ends it); the last repeats with a counter. */
  followUps?: string[];
}

export interface ScriptedRuntime extends LlmRuntime {
  calls: Array<{ kind: 'sparql' | 'route' | 'follow-up' | 'clues' | 'answer'; messages: ChatMessage[] }>;
}

const INFO: ModelInfo = {
  path: '/scripted.gguf', fileName: 'scripted.gguf', name: 'scripted', architecture: 'llama', sizeBytes: 0, contextLength: 4096,
  embeddingLength: 8, blockCount: 1, vocabularySize: 1, fileType: null, chatTemplate: null, kind: 'chat',
};

export function scriptedRuntime(script: Script): ScriptedRuntime {
  const calls: ScriptedRuntime['calls'] = [];
  let followUp = 0;
  return {
    available: true,
    chatModel: INFO,
    embeddingModel: null,
    calls,
    async chat(messages: ChatMessage[], opts: GenerateOptions = {}) {
      const schema = JSON.stringify(opts.jsonSchema ?? null);
      const promptTokens = messages.reduce((n, m) => n + Math.ceil(m.content.length / 4), 0);
      let json: unknown;
      let kind: ScriptedRuntime['calls'][number]['kind'];
      if (schema.includes('"queries"')) { kind = 'sparql'; json = { queries: (script.sparql ?? []).map((sparql) => ({ sparql })) }; }
      else if (schema.includes('"route"')) { kind = 'route'; json = { route: script.route ?? 'symbolic' }; }
      else if (schema.includes('"query"')) {
        kind = 'follow-up';
        const list = script.followUps ?? [''];
        const q = followUp < list.length ? list[followUp] : `${list[list.length - 1]} ${followUp}`;
        followUp++;
        json = { query: q };
      } else if (schema.includes('"clues"')) { kind = 'clues'; json = { drop: [], clues: [] }; }
      else kind = 'answer';
      calls.push({ kind, messages });
      const text = kind === 'answer' ? (script.answer ?? '') : JSON.stringify(json);
      if (opts.onToken) for (let i = 0; i < text.length; i += 4) opts.onToken(text.slice(i, i + 4));
      return { text, json, usage: { promptTokens, completionTokens: Math.ceil(text.length / 4) } };
    },
    embed: () => Promise.reject(new Error('no embedding model')),
    embeddingDimension: async () => null,
    countTokens: async (text: string) => Math.ceil(text.length / 4),
    close: async () => {},
  };
}
