// Shared by the answer benchmarks: the first sentence of an answer (markdown, citation markers and the quote
// marks of passages stripped), gold-answer matching on normalised text, and percentiles.
import { splitSentences } from '../electron/engine/tkg/sentences.ts';

/** Lowercase, punctuation to spaces, whitespace collapsed (so "Clark County," matches "clark county"). */
export const normaliseAnswer = (s: string) =>
  s.normalize('NFKC').toLowerCase().replace(/[’‘]/g, "'").replace(/[^\p{L}\p{N}%£$€.']+/gu, ' ').replace(/(?<!\d)\.|\.(?!\d)/g, ' ').replace(/\s+/g, ' ').trim();

/** The first sentence of an answer's text: its first paragraph, markdown removed, up to the first sentence end. */
export function firstSentence(answer: string): string {
  const para = answer.split(/\n\s*\n/).find((p) => p.trim()) ?? '';
  const plain = para.replace(/\*\*|__|`/g, '').replace(/^\s*>\s?/gm, '').replace(/\s*\[\d+\]/g, '').replace(/\s+/g, ' ').trim();
  const first = splitSentences(plain)[0];
  return first ? plain.slice(first.start, first.end) : plain;
}

/** Does `text` contain the gold answer (as whole words, after normalising both)? */
export function containsAnswer(text: string, gold: string): boolean {
  const g = normaliseAnswer(gold);
  if (!g) return false;
  return ` ${normaliseAnswer(text)} `.includes(` ${g} `);
}

export function percentile(xs: number[], p: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}
