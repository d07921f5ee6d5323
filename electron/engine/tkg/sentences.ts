// Sentence spans of a block: split after . ! ? (and line breaks) when the next text starts a new sentence,
// not after initials ("J. Lee"), common abbreviations ("Dr.", "e.g.") or decimals.
export interface SentenceSpan {
  start: number;
  end: number;
}

const ABBREVIATIONS = new Set(['mr', 'mrs', 'ms', 'dr', 'st', 'jr', 'sr', 'prof', 'vs', 'etc', 'inc', 'ltd', 'co', 'corp', 'no', 'vol', 'fig', 'e.g', 'i.e', 'approx', 'mt', 'ft', 'gen', 'col', 'lt', 'sgt', 'rev']);
const BOUNDARY = /([.!?]+["'”’)]*)(\s+)(?=["'“‘(]?[\p{Lu}\p{N}])|\n\s*\n|\n(?=\s*[-*•\p{Lu}\p{N}])/gu;

/** An opening parenthesis or bracket not yet closed (within a sentence-sized stretch). */
function unclosed(stretch: string): boolean {
  if (stretch.length > 400) return false;
  let round = 0;
  let square = 0;
  for (const ch of stretch) {
    if (ch === '(') round++;
    else if (ch === ')') round = Math.max(0, round - 1);
    else if (ch === '[') square++;
    else if (ch === ']') square = Math.max(0, square - 1);
  }
  return round > 0 || square > 0;
}

export function splitSentences(text: string): SentenceSpan[] {
  const out: SentenceSpan[] = [];
  let start = 0;
  const push = (end: number) => {
    let s = start;
    while (s < end && /\s/.test(text[s])) s++;
    let e = end;
    while (e > s && /\s/.test(text[e - 1])) e--;
    if (e > s) out.push({ start: s, end: e });
  };
  for (const m of text.matchAll(BOUNDARY)) {
    const at = m.index!;
    if (m[1]) {
      const before = text.slice(Math.max(start, at - 12), at);
      const word = /([\p{L}.]+)$/u.exec(before)?.[1]?.toLowerCase() ?? '';
      if (/^\p{L}$/u.test(word) || ABBREVIATIONS.has(word.replace(/\.$/, ''))) continue; // initial or abbreviation
      if (unclosed(text.slice(start, at))) continue; // inside parentheses or brackets ("(March 4 [O.S. February 20] 1904")
      push(at + m[1].length);
      start = at + m[1].length;
    } else {
      push(at);
      start = at;
    }
  }
  push(text.length);
  return out;
}
