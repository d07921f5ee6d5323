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
  // a single line break inside a paragraph does not end a sentence; a blank line or a list item does
  const re = /(?:[^.!?\n]|\n(?!\s*\n|\s*[-•*]\s|\s*\d+[.)]\s)|[.!?](?=[^\s.!?])|\.(?=\s+[a-z0-9]))+(?:[.!?]+|\n|$)/g;
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

/** Share of the question's content words that a text contains. */
function overlap(question: Set<string>, text: string): number {
  if (question.size === 0) return 0;
  const t = terms(text);
  let hit = 0;
  for (const w of question) if (t.has(w) || [...t].some((x) => x.length > 4 && (x.startsWith(w.slice(0, 5)) || w.startsWith(x.slice(0, 5))))) hit++;
  return hit / question.size;
}

/**
 * The passages to show: retrieval's top results re-ranked by how much of the question their best sentences say
 * (retrieval finds candidates, possibly through links and entities; the answer shows the ones that speak to it).
 */
export function choosePassages(results: SearchResult[], question: string, n: number): SearchResult[] {
  const q = terms(question);
  const pool = results.slice(0, 40);
  const maxScore = Math.max(...pool.map((r) => r.score), 1e-9);
  const ranked = pool
    .map((r, i) => {
      const span = bestSpan(r, question);
      const sentence = r.text.slice(span.start - r.start, span.end - r.start);
      // a pointer ("see the buying guide") names the topic without saying anything about it: short spans weigh less
      const substance = Math.min(1, sentence.split(/\s+/).length / 14);
      const said = (overlap(q, sentence) * 0.6 + overlap(q, `${r.headingPath.join(' ')} ${r.text}`) * 0.4) * substance;
      // a passage under a heading that names the question's topic ("Battery care") is about it
      const topical = overlap(q, r.headingPath.join(' '));
      return { r, i, sentence, score: 0.3 * (r.score / maxScore) + 0.5 * said + 0.2 * topical };
    })
    .sort((a, b) => b.score - a.score || a.i - b.i);
  // the same sentence on several pages, or several passages of one page, say less than different pages
  const chosen: typeof ranked = [];
  const seenText = new Set<string>();
  const perDoc = new Map<number, number>();
  for (const x of ranked) {
    const key = x.sentence.toLowerCase().replace(/\s+/g, ' ').trim();
    if (key.split(' ').length < 5) continue; // a heading alone says nothing
    if (seenText.has(key) || (perDoc.get(x.r.docId) ?? 0) >= 1) continue;
    seenText.add(key);
    perDoc.set(x.r.docId, (perDoc.get(x.r.docId) ?? 0) + 1);
    chosen.push(x);
    if (chosen.length === n) break;
  }
  for (const x of ranked) if (chosen.length < n && !chosen.includes(x)) chosen.push(x);
  return chosen.map((x) => x.r);
}

export function composeTextual(results: SearchResult[], question: string, citations: CitationSet, opts: { passages?: number } = {}): ComposedAnswer {
  const top = choosePassages(results, question, opts.passages ?? 3);
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
