// HotpotQA multi-document retrieval: the 4,945 paragraph files indexed as a library (the real indexer and the
// textual-graph derivers), then for the dev questions the recall of the gold supporting titles among the top
// 2, 5 and 10 retrieved DOCUMENTS, for BM25 alone, vectors alone and full fusion, in the same run; and the
// retrieval latency of fusion.
import fs from 'node:fs';
import path from 'node:path';
import { indexedLibrary } from './_library.ts';
import { quarryError } from '../electron/engine/errors.ts';
import { searchBlocks, type SearchMode } from '../electron/engine/retrieve/semantic/index.ts';

const unescapeTitle = (s: string) => s.replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&#39;/g, "'");
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

export async function run(opts: { sharedDir: string; quick?: boolean }) {
  const corpus = path.join(opts.sharedDir, 'datasets', 'hotpotqa-corpus');
  const docsDir = path.join(corpus, 'docs');
  for (const p of [docsDir, path.join(corpus, 'dev-questions.json'), path.join(corpus, 'files_to_titles.json')]) {
    if (!fs.existsSync(p)) throw quarryError('BENCH_DATA_MISSING', p);
  }
  const titles = JSON.parse(fs.readFileSync(path.join(corpus, 'files_to_titles.json'), 'utf8')) as Record<string, string>;
  const questions = (JSON.parse(fs.readFileSync(path.join(corpus, 'dev-questions.json'), 'utf8')) as Array<{ id: string; question: string; type: string; supporting_titles: string[] }>).slice(0, opts.quick ? 50 : undefined);

  const metrics: Record<string, number> = {};
  const table: Array<Record<string, string | number>> = [];
  const notes: string[] = [];
  const indexed = await indexedLibrary('hotpot', docsDir);
  const { library, report } = indexed;
  try {
    metrics.index_s = indexed.seconds;
    notes.push(`indexed ${report.added} files (${report.errors} errors) in ${metrics.index_s.toFixed(1)} s`);
    await searchBlocks(library, 'warm up the word vectors', { mode: 'fusion' });

    const modes: SearchMode[] = ['bm25', 'vector', 'fusion'];
    const cutoffs = [2, 5, 10];
    const found: Record<string, number> = {};
    const byType: Record<string, { n: number; bm25: number; fusion: number }> = {};
    let wanted = 0;
    const latency: Record<SearchMode, number[]> = { bm25: [], vector: [], fusion: [] };
    for (const q of questions) {
      const gold = new Set(q.supporting_titles.map(unescapeTitle));
      wanted += gold.size;
      const t = (byType[q.type] ??= { n: 0, bm25: 0, fusion: 0 });
      t.n += gold.size;
      for (const mode of modes) {
        const started = performance.now();
        const { results } = await searchBlocks(library, q.question, { k: 30, mode });
        latency[mode].push(performance.now() - started);
        const docs: string[] = [];
        for (const r of results) {
          const title = unescapeTitle(titles[path.basename(r.path)] ?? '');
          if (!docs.includes(title)) docs.push(title);
        }
        for (const n of cutoffs) {
          const hits = docs.slice(0, n).filter((d) => gold.has(d)).length;
          found[`${mode}_r${n}`] = (found[`${mode}_r${n}`] ?? 0) + hits;
          if (n === 5 && (mode === 'bm25' || mode === 'fusion')) t[mode] += hits;
        }
      }
    }
    for (const mode of modes) {
      const row: Record<string, string | number> = { mode };
      for (const n of cutoffs) {
        const r = found[`${mode}_r${n}`] / wanted;
        metrics[`${mode}_r${n}`] = r;
        row[`recall@${n} docs`] = Number(r.toFixed(3));
      }
      row['p50 ms'] = Number(percentile(latency[mode], 50).toFixed(1));
      row['p95 ms'] = Number(percentile(latency[mode], 95).toFixed(1));
      table.push(row);
    }
    metrics.p95_ms = percentile(latency.fusion, 95);
    metrics.questions = questions.length;
    for (const [type, t] of Object.entries(byType)) notes.push(`${type}: recall@5 BM25 ${(t.bm25 / t.n).toFixed(3)}, fusion ${(t.fusion / t.n).toFixed(3)}`);
    notes.push(`fusion recall@5 - BM25 recall@5 = ${((metrics.fusion_r5 - metrics.bm25_r5) * 100).toFixed(1)} points (target >= 8); p95 fusion latency ${metrics.p95_ms.toFixed(0)} ms (target <= 300)`);
  } finally {
    library.close();
    fs.rmSync(indexed.dir, { recursive: true, force: true });
  }
  return { metrics, table, notes };
}
