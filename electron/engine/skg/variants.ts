// Variant families: "Galaxy S25 256GB Navy" and "Galaxy S25 128GB" are variants of "Galaxy S25".
const STORAGE = /\s*\(?\b\d+\s?(?:GB|TB)(?:\s*\/\s*\d+\s?(?:GB|TB))*\b\)?/gi;
const COLOURS = new Set(
  'black white silver gold grey gray blue navy red green purple pink yellow orange graphite midnight starlight bronze titanium cream lavender mint violet'.split(' '),
);

/** The family name of a variant, or the name itself when it names no variant. */
export function variantStem(name: string): string {
  let stem = name.replace(STORAGE, ' ').replace(/\s+/g, ' ').trim();
  const words = stem.split(' ');
  while (words.length > 2 && COLOURS.has(words[words.length - 1].toLowerCase())) words.pop();
  stem = words.join(' ');
  return stem.length >= 2 ? stem : name;
}
