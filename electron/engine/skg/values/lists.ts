// Splits a value into list parts on commas, semicolons, slashes and pipes outside brackets, and on the typographic
// separators a page sets between spaces (a middle dot or a bullet):
// "Fingerprint, accelerometer, gyro" / "GSM / HSPA / LTE" / "accelerometer | proximity" / "Vegetarian · Vegan".
// Commas inside numbers ("5,000"), slashes inside tokens ("f/1.8", "a/b/g/n", "1/2.55\"") and everything inside
// brackets stay together.

export interface ListPart {
  text: string;
  start: number;
  end: number;
}

const OPEN = '([{';
const CLOSE = ')]}';

/** `protect`: spans that are never split (dates such as "2023, March 15"). */
export function splitList(raw: string, protect: ReadonlyArray<{ start: number; end: number }> = []): ListPart[] {
  const parts: ListPart[] = [];
  let depth = 0;
  let partStart = 0;
  const push = (end: number) => {
    let s = partStart, e = end;
    while (s < e && /\s/.test(raw[s]!)) s++;
    while (e > s && /\s/.test(raw[e - 1]!)) e--;
    if (e > s) parts.push({ text: raw.slice(s, e), start: s, end: e });
  };
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i]!;
    if (OPEN.includes(ch)) depth++;
    else if (CLOSE.includes(ch)) depth = Math.max(0, depth - 1);
    if (depth > 0) continue;
    if (protect.some((p) => i >= p.start && i < p.end)) continue;
    let split = false;
    if (ch === ';' || ch === '|') split = true;
    else if (ch === ',') split = !(/\d/.test(raw[i - 1] ?? '') && /\d/.test(raw[i + 1] ?? ''));
    else if (ch === '·' || ch === '•' || ch === '∙') split = /\s/.test(raw[i - 1] ?? '') && /\s/.test(raw[i + 1] ?? '');
    else if (ch === '/') split = /\s/.test(raw[i - 1] ?? '') || /\s/.test(raw[i + 1] ?? '');
    if (split) {
      push(i);
      partStart = i + 1;
    }
  }
  push(raw.length);
  return parts.length > 0 ? parts : [{ text: raw, start: 0, end: raw.length }];
}
