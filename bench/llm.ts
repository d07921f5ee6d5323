// Benchmark of the local model runtime: load time, generation speed and embedding throughput for the GGUF in
// QUARRY_BENCH_MODEL (default: the tiny random-weight model the tests generate). QUARRY_BENCH_THREADS overrides
// the thread count (default: physical cores). Needs no /work/shared data.

import { performance } from 'node:perf_hooks';
import { openRuntime, physicalCoreCount, readModelInfo, resolveThreads } from '../electron/engine/llm/index.ts';
import { startModelProcess } from '../electron/engine/llm/model-process.ts';
import { makeTinyGguf } from '../tests/fixtures/llm/make-tiny-gguf.ts';

export async function run(opts: { sharedDir: string; quick?: boolean }): Promise<{
  metrics: Record<string, number>;
  table: Array<Record<string, string | number>>;
  notes?: string[];
}> {
  const modelPath = process.env.QUARRY_BENCH_MODEL || makeTinyGguf();
  const info = readModelInfo(modelPath);
  const threads = resolveThreads(process.env.QUARRY_BENCH_THREADS ? Number(process.env.QUARRY_BENCH_THREADS) : undefined);
  const genTokens = opts.quick ? 32 : 128;
  const embedCount = opts.quick ? 16 : 64;
  const contextSize = Math.min(info.contextLength, 1024);

  // Load: fork the model process and load the model (first request), timed alone.
  const loadProbe = startModelProcess({ modelPath: info.path, threads, contextSize, embeddingContextSize: Math.min(info.contextLength, 512) });
  let t = performance.now();
  await loadProbe.countTokens('load');
  const loadMs = performance.now() - t;
  await loadProbe.close();

  const rt = await openRuntime({ chatModel: info.path, embeddingModel: info.path, threads, contextSize, embeddingContextSize: Math.min(info.contextLength, 512) });
  try {
    await rt.countTokens('warm up'); // load outside the timed parts
    const messages = [
      { role: 'system' as const, content: 'You answer questions about the files in a folder, briefly.' },
      { role: 'user' as const, content: 'Write a short paragraph about organising project notes.' },
    ];
    await rt.chat(messages, { maxTokens: 4 }); // evaluate the prompt once; timed runs below reuse it
    t = performance.now();
    const gen = await rt.chat(messages, { maxTokens: genTokens, temperature: 0.7 });
    const genMs = performance.now() - t;
    const tokensPerS = gen.usage.completionTokens / (genMs / 1000);

    const texts = Array.from({ length: embedCount }, (_, i) => `Note ${i}: the quarterly report for project ${i % 7} is in the shared folder, revised on day ${i}.`);
    await rt.embed(texts.slice(0, 2));
    t = performance.now();
    const vectors = await rt.embed(texts);
    const embedMs = performance.now() - t;
    const embeddingsPerS = vectors.length / (embedMs / 1000);

    const metrics = {
      load_ms: Math.round(loadMs),
      tokens_per_s: Math.round(tokensPerS * 10) / 10,
      embeddings_per_s: Math.round(embeddingsPerS * 10) / 10,
    };
    return {
      metrics,
      table: [
        { measure: 'load (fork + model load)', value: metrics.load_ms, unit: 'ms' },
        { measure: `generation (${gen.usage.completionTokens} tokens, prompt ${gen.usage.promptTokens})`, value: metrics.tokens_per_s, unit: 'tokens/s' },
        { measure: `embeddings (${vectors.length} texts, dim ${vectors[0]?.length ?? 0})`, value: metrics.embeddings_per_s, unit: 'texts/s' },
      ],
      notes: [
        `model: ${info.fileName} (${info.name}, ${info.architecture}, ${(info.sizeBytes / 1e6).toFixed(1)} MB${info.fileType ? `, ${info.fileType}` : ''})`,
        `threads: ${threads} (physical cores: ${physicalCoreCount()}), context ${contextSize}, CPU only`,
        process.env.QUARRY_BENCH_MODEL ? 'model from QUARRY_BENCH_MODEL' : 'tiny generated random-weight model (set QUARRY_BENCH_MODEL to a GGUF path for real numbers)',
      ],
    };
  } finally {
    await rt.close();
  }
}
