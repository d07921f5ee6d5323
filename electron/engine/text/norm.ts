// Text normalisation shared by the schema (values, names) and the question parser, so both compare the same forms.

/** Lowercase, accents folded, "+" as " plus ", punctuation to spaces (decimal points kept), spaces collapsed. */
export function normText(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/(\d)[.,](\d)/g, '$1\u0000$2')
    .replace(/[^\p{L}\p{N}\u0000]+/gu, ' ')
    .replace(/\u0000/g, '.')
    .trim()
    .replace(/\s+/g, ' ');
}
