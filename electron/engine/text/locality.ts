// A name written with the place it is in after a comma ("38 Llwyn Onn, Abergavenny NP7 5MB"): the name other files use
// is the part before it (an address's first line, ingest/assemble.ts addressFirstLine).

/** "38 Llwyn Onn, Abergavenny NP7 5MB" → "38 Llwyn Onn": a name of two words or more, then after a comma the place
 *  it is in (capitalised words, a postcode), as an address's first line is the name other files use; null otherwise. */
export function beforeLocality(name: string): string | null {
  const m = /^([^,]+?),\s*([^,]+(?:,\s*[^,]+)?)$/u.exec(name.trim());
  if (!m) return null;
  const [head, rest] = [m[1]!.trim(), m[2]!];
  if (head.split(/\s+/).length < 2 || !/\p{L}/u.test(head)) return null;
  const words = rest.split(/[\s,]+/).filter(Boolean);
  return words.length <= 5 && words.every((w) => /^[\p{Lu}\d][\p{L}\d'’.-]*$/u.test(w)) ? head : null;
}
