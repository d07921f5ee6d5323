// ConditionalQA evidence retrieval: the 59 gov.uk dev pages indexed as a library (real indexer + textual
// graph), then for the first 143 dev questions (scenario + question as the query) the share of gold evidence
// sentences contained in the top-10 blocks, BM25 against full fusion in the same run.
import fs from 'node:fs';
import path from 'node:path';
import { indexedLibrary } from './_library.ts';
import { quarryError } from '../electron/engine/errors.ts';
import { searchBlocks, type SearchMode } from '../electron/engine/retrieve/semantic/index.ts';

const DEV_QUESTIONS = 143;

/** Plain text of an evidence element ("<p>Within 10 days …</p>"), whitespace collapsed. */
function evidenceText(html: string): string {
  return normalise(html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
}
const normalise = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

export async function run(opts: { sharedDir: string; quick?: boolean }) {
  const root = path.join(opts.sharedDir, 'datasets', 'conditionalqa');
  const docsDir = path.join(root, 'docs_dev');
  const devFile = path.join(root, 'dev.json');
  for (const p of [docsDir, devFile]) if (!fs.existsSync(p)) throw quarryError('BENCH_DATA_MISSING', p);
  const questions = (JSON.parse(fs.readFileSync(devFile, 'utf8')) as Array<{ id: string; scenario: string; question: string; evidences: string[] }>).slice(0, opts.quick ? 40 : DEV_QUESTIONS);

  const metrics: Record<string, number> = {};
  const table: Array<Record<string, string | number>> = [];
  const notes: string[] = [];
  const indexed = await indexedLibrary('cqa', docsDir);
  const { library, report } = indexed;
  try {
    metrics.index_s = indexed.seconds;
    const blocks = (library.db.prepare(`SELECT count(*) AS n FROM blocks`).get() as { n: number }).n;
    notes.push(`indexed ${report.added} files into ${blocks} blocks (${report.errors} errors) in ${metrics.index_s.toFixed(1)} s`);
    const modes: SearchMode[] = ['bm25', 'vector', 'fusion'];
    const found: Record<string, number> = {};
    const latency: Record<string, number[]> = {};
    let wanted = 0;
    for (const q of questions) {
      const evidence = q.evidences.map(evidenceText).filter(Boolean);
      wanted += evidence.length;
      for (const mode of modes) {
        const started = performance.now();
        const { results } = await searchBlocks(library, `${q.scenario} ${q.question}`, { k: 10, mode });
        (latency[mode] ??= []).push(performance.now() - started);
        const texts = results.map((r) => normalise(r.text));
        found[mode] = (found[mode] ?? 0) + evidence.filter((e) => texts.some((t) => t.includes(e))).length;
      }
    }
    for (const mode of modes) {
      metrics[`${mode}_evidence_at10`] = found[mode] / wanted;
      table.push({ mode, 'evidence in top-10 blocks': Number((found[mode] / wanted).toFixed(3)), 'p95 ms': Number(percentile(latency[mode], 95).toFixed(1)) });
    }
    metrics.questions = questions.length;
    metrics.evidence_sentences = wanted;
    metrics.p95_ms = percentile(latency.fusion, 95);
    notes.push(`an evidence sentence counts when its text (tags stripped, whitespace collapsed, case folded) is inside one of the top-10 blocks`);
  } finally {
    library.close();
    fs.rmSync(indexed.dir, { recursive: true, force: true });
  }
  return { metrics, table, notes };
}
