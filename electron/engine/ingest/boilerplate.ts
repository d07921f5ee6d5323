// Boilerplate that repeats across the files of one folder (site footers, cookie notes, "related" lists).
// Pass one: fingerprint every block of every file. Pass two: drop blocks whose fingerprint occurs in more
// than `minShare` of the files, once the folder has at least `minDocs` files.

import { createHash } from 'node:crypto';

/** Normalised text (case, whitespace, digits folded) hashed to a short hex string; '' for blank text. */
export function blockFingerprint(text: string): string {
  const normal = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\d+/g, '0')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  if (!normal) return '';
  return createHash('sha1').update(normal).digest('hex').slice(0, 16);
}

/**
 * Fingerprints that occur in more than `minShare` of the documents (each document counted once).
 * Returns an empty set when there are fewer than `minDocs` documents: too few to tell boilerplate apart.
 */
export function boilerplateFilter(fingerprintsPerDoc: string[][], minShare = 0.5, minDocs = 5): Set<string> {
  const docs = fingerprintsPerDoc.length;
  const out = new Set<string>();
  if (docs < minDocs) return out;
  const counts = new Map<string, number>();
  for (const fps of fingerprintsPerDoc) {
    for (const fp of new Set(fps)) {
      if (fp) counts.set(fp, (counts.get(fp) ?? 0) + 1);
    }
  }
  for (const [fp, n] of counts) if (n > docs * minShare) out.add(fp);
  return out;
}
