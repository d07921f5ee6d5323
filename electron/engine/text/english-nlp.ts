// wink-nlp with its English model: tokens, part-of-speech tags and lemmas for short texts (questions). The model
// is read-only and costs ~0.3 s to load, so it is loaded once, on first use, and shared.
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

export interface TaggedToken {
  value: string;
  pos: string;
  lemma: string;
  start: number;
  end: number;
}

let nlp: ReturnType<typeof winkNLP> | null = null;

/** Tokens of the text with their part of speech (Universal POS tags), lemma and character range. */
export function tagText(text: string): TaggedToken[] {
  nlp ??= winkNLP(model);
  const its = nlp.its;
  const doc = nlp.readDoc(text);
  const values = doc.tokens().out(its.value) as string[];
  const pos = doc.tokens().out(its.pos) as string[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const lemmas = doc.tokens().out(its.lemma as any) as string[];
  const out: TaggedToken[] = [];
  let cursor = 0;
  values.forEach((v, i) => {
    const at = text.indexOf(v, cursor);
    const start = at >= 0 ? at : cursor;
    const end = at >= 0 ? at + v.length : cursor;
    cursor = end;
    out.push({ value: v, pos: pos[i], lemma: lemmas[i], start, end });
  });
  return out;
}
