// Text normalisation shared by the schema (values, names) and the question parser, so both compare the same forms.

/** Letters NFKD does not decompose, as their plain Latin forms ("Yılmaz" is "Yilmaz", "Øresund" "Oresund"). */
const FOLD: Record<string, string> = { ı: 'i', ø: 'o', Ø: 'o', æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe', ß: 'ss', đ: 'd', Đ: 'd', ł: 'l', Ł: 'l', þ: 'th', Þ: 'th', ð: 'd', Ð: 'd' };

/** Lowercase, accents folded, "+" as " plus ", punctuation to spaces (decimal points kept), spaces collapsed. */
export function normText(s: string): string {
  return s
    .replace(/[ıøØæÆœŒßđĐłŁþÞðÐ]/g, (c) => FOLD[c])
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

/** A German word as exports and file headers write it without umlauts or ß ("Größe" → "groesse"), lower case. */
export function umlautsSpelledOut(word: string): string {
  return word.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
}
