// Text normalisation shared by the lexicon and the question parser, so both sides compare the same forms.

export { normText } from '../../text/norm.ts';
import { normText } from '../../text/norm.ts';

/** Word tokens of a question with their character offsets in the original text. */
export interface Token {
  text: string;
  norm: string;
  start: number;
  end: number;
}

/**
 * Words, numbers ("5,000", "6.5") and comparison signs. A number glued to a unit ("5000mAh", "64GB") is split in
 * two tokens when `isUnit` knows the letters; other letter-digit words stay whole ("5G", "A54", "P40").
 */
export function tokens(text: string, isUnit: (s: string) => boolean = () => false): Token[] {
  const out: Token[] = [];
  const re = /[\p{L}\p{N}]+(?:[.,]\d+)*(?:['’][\p{L}]+)?|[<>≤≥=+″"]/gu;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const glued = /^(\d+(?:[.,]\d+)*)(\p{L}+)$/u.exec(m[0]);
    // single letters stay glued: "5G" is a network, not five grams (the parser splits "500g" itself when nothing else claims it)
    if (glued && glued[2].length > 1 && isUnit(glued[2])) {
      const cut = m.index + glued[1].length;
      out.push({ text: glued[1], norm: normText(glued[1]), start: m.index, end: cut });
      out.push({ text: glued[2], norm: normText(glued[2]), start: cut, end: m.index + m[0].length });
      continue;
    }
    // possessives and contractions: "Pro's" → "pro", "What's" → "whats"
    const word = m[0].replace(/['’]s$/i, (x) => (/^what|^it|^that|^there/i.test(m![0]) ? 's' : '')).replace(/['’]/g, '');
    out.push({ text: m[0], norm: normText(word) || m[0], start: m.index, end: m.index + m[0].length });
  }
  return out;
}
