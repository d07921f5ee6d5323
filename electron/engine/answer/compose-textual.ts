// An answer from text passages, written without a model: the best passages, each narrowed to the sentences that
// share the most words with the question, quoted and cited. Nothing is claimed beyond what the passages say.
import type { SearchResult } from '../retrieve/semantic/index.ts';
import type { CitationSet } from './citations.ts';
import type { ComposedAnswer } from './compose-symbolic.ts';

const STOP = new Set('a an the of in on at to for from by with and or is are was were be do does did what which who whom whose when where why how that this these those it its as into than then there their they them can could should would will may might about'.split(' '));

function terms(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOP.has(w) && w.length > 1));
}

/** Sentence ranges of a block's text (offsets relative to the block). */
export function sentenceRanges(text: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  // a sentence ends at . ! ? followed by a space or the end, or at a line break; "10.2" and "e.g. x" do not end one
  const re = /(?:[^.!?\n]|[.!?](?=[^\s.!?])|\.(?=\s+[a-z0-9]))+(?:[.!?]+|\n|$)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const raw = m[0];
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed.length < 2) continue;
    out.push({ start: m.index + lead, end: m.index + lead + trimmed.length });
  }
  return out;
}

/** The one or two adjacent sentences of a block that best match the question, as a document range. */
export function bestSpan(result: SearchResult, question: string): { start: number; end: number } {
  const q = terms(question);
  const sentences = sentenceRanges(result.text);
  if (sentences.length === 0) return { start: result.start, end: result.end };
  const score = (r: { start: number; end: number }) => {
    const t = terms(result.text.slice(r.start, r.end));
    let s = 0;
    for (const w of q) if (t.has(w)) s++;
    return s / Math.sqrt(1 + t.size / 12);
  };
  let best = 0;
  sentences.forEach((r, i) => {
    if (score(r) > score(sentences[best])) best = i;
  });
  const pick = { ...sentences[best] };
  const next = sentences[best + 1];
  if (next && score(next) > 0 && next.end - pick.start < 400) pick.end = next.end;
  return { start: result.start + pick.start, end: result.start + pick.end };
}

export function composeTextual(results: SearchResult[], question: string, citations: CitationSet, opts: { passages?: number } = {}): ComposedAnswer {
  const top = results.slice(0, opts.passages ?? 3);
  if (top.length === 0) {
    return { answer: 'No document in the library says anything about this.', kind: 'none', items: [], value: null, table: null };
  }
  const lines = top.map((r) => {
    const c = citations.block(r.blockId, bestSpan(r, question));
    const where = [r.path, r.headingPath.length ? r.headingPath[r.headingPath.length - 1] : null, r.page ? `p. ${r.page}` : null].filter(Boolean).join(' › ');
    return c ? `> ${c.snippet.replace(/\s+/g, ' ')} [${c.id.slice(1)}]\n\n— ${where}` : '';
  });
  return {
    answer: `These passages are the closest match in your documents:\n\n${lines.filter(Boolean).join('\n\n')}`,
    kind: 'text',
    items: [],
    value: null,
    table: null,
  };
}
