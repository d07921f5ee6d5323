// Two properties written as one: a label naming two things with a slash and a value stating two numbers the same
// way, in that order ("Index P/K: 2/1", "Wins/losses: 12/3", "P/K index: 3/2", "Blood pressure (sys/dia): 120/80").
// Each part is also stated as the attribute its word names, the rest of the label kept around it ("Index P",
// "Index K"; "P index", "K index"), so it meets the labels that state one of them alone. A yes/no legend ("Y/N")
// comes with no pair of numbers; a date ("12/3") or a fraction under a label naming one thing is no pair.

export interface SlashPart {
  entry: string;
  value: number;
}

/** "P/K", "wins/losses", "sys/dia": two short words or letters joined by a slash, the label's only slash. */
const LABEL_PAIR = /(^|[\s(])([\p{L}][\p{L}.-]{0,15})\s*\/\s*([\p{L}][\p{L}.-]{0,15})(?=$|[\s)])/u;
/** "2/1", "12 / 3", "4,5/3,2": two numbers and nothing else. */
const VALUE_PAIR = /^\s*(-?\d+(?:[.,]\d+)?)\s*\/\s*(-?\d+(?:[.,]\d+)?)\s*$/;

export function slashParts(label: string, raw: string): SlashPart[] {
  if ((label.match(/\//g) ?? []).length !== 1) return [];
  const v = VALUE_PAIR.exec(raw);
  const l = LABEL_PAIR.exec(label);
  if (!v || !l) return [];
  const [a, b] = [l[2]!, l[3]!];
  if (a.toLowerCase() === b.toLowerCase()) return [];
  const at = l.index + l[1]!.length;
  const before = label.slice(0, at);
  const after = label.slice(at + l[0].length - l[1]!.length);
  // "Blood pressure (sys/dia)": the pair in brackets qualifies the words before it
  const bracketed = /\(\s*$/.test(before) && /^\s*\)/.test(after);
  const name = (w: string) => (bracketed ? `${before.replace(/\s*\(\s*$/, '')} ${w}` : `${before}${w}${after}`).replace(/\s+/g, ' ').trim();
  const num = (s: string) => Number(s.replace(',', '.'));
  const [x, y] = [num(v[1]!), num(v[2]!)];
  // digits past what a number can hold are no quantity
  if (!Number.isFinite(x) || !Number.isFinite(y) || Math.abs(x) > Number.MAX_SAFE_INTEGER || Math.abs(y) > Number.MAX_SAFE_INTEGER) return [];
  return [{ entry: name(a), value: x }, { entry: name(b), value: y }];
}
