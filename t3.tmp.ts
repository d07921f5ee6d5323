import { makeTinyGguf, tinyGgufBytes } from './tests/fixtures/llm/make-tiny-gguf.ts';
const variants: Record<string, any> = {
  noScores: { omitKeys: ['tokenizer.ggml.scores'] },
  noTokenType: { omitKeys: ['tokenizer.ggml.token_type'] },
  noFF: { omitKeys: ['llama.feed_forward_length'] },
  noHead: { omitKeys: ['llama.attention.head_count'] },
  noEps: { omitKeys: ['llama.attention.layer_norm_rms_epsilon'] },
  noBlock: { omitKeys: ['llama.block_count'] },
  noEmbLen: { omitKeys: ['llama.embedding_length'] },
  noTokens: { omitKeys: ['tokenizer.ggml.tokens'] },
  noTokModel: { omitKeys: ['tokenizer.ggml.model'] },
  trunc: { truncateTo: Math.floor(tinyGgufBytes().length * 0.8) },
  truncHeader: { truncateTo: 3000 },
};
for (const [k, v] of Object.entries(variants)) console.log(k, makeTinyGguf({ ...v, fileName: k + '.gguf', dir: '/tmp/ggufbad' }));
