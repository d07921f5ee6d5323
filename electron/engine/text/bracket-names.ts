// A name written with another name of the same thing in brackets ("Flughafen Hamburg (Hamburg Airport)", "Munich
// (München)"): each part is a name of it too, as pages elsewhere in the folder write it. A bracket holding a number,
// a size or a year ("Galaxy S23 (2023)", "iPhone 15 (128 GB)"), or words written in lower case ("Annual booster
// (dog)": which one, for whom) says which variant, and names nothing: a name in brackets is written as a name; so do
// a model's name with a number and one word after a longer name ("Huawei MediaPad M5 10 (Pro)").

/** The other names of `name`: what stands outside its last bracket and what stands inside; [] when none. */
export function bracketNames(name: string): string[] {
  const m = /^(.*\p{L}.*?)\s*\(([^()]+)\)\s*$/u.exec(name.trim());
  if (!m) return [];
  const outside = m[1]!.trim();
  const inside = m[2]!.trim();
  if (/\d/.test(inside) || (inside.match(/\p{L}/gu)?.length ?? 0) < 2 || inside.split(/\s+/).length > 6) return [];
  if (!/^\p{Lu}/u.test(inside) || !/^\p{Lu}/u.test(outside)) return [];
  // a model's name ("Huawei MediaPad M5 10 (Pro)") and one word after a longer name ("iPhone 15 (Blue)") say which
  // variant: another name is a name of as many words or more, or one word beside one word ("Munich (München)")
  if (/\d/.test(outside) || (!/\s/.test(inside) && /\s/.test(outside))) return [];
  return [outside, inside].filter((n) => n.length >= 2 && n.toLowerCase() !== name.trim().toLowerCase());
}
