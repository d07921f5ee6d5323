import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { parseFile, type ParseOptions } from '../../electron/engine/ingest/parse.ts';
import type { ParsedDocument, ParsedRecord } from '../../electron/engine/ingest/types.ts';

export const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/ingest');

export async function parseFixture(name: string, opts?: ParseOptions): Promise<ParsedDocument> {
  return parseFile(path.join(FIXTURES, name), fs.readFileSync(path.join(FIXTURES, name)), opts);
}

/** The document invariant: every block and every record row slices back out of doc.text. */
export function expectRangesHold(doc: ParsedDocument): void {
  doc.blocks.forEach((b, i) => {
    expect(b.order).toBe(i);
    expect(doc.text.slice(b.start, b.end)).toBe(b.text);
  });
  for (let i = 1; i < doc.blocks.length; i++) expect(doc.blocks[i].start).toBeGreaterThanOrEqual(doc.blocks[i - 1].end);
  for (const r of doc.records) {
    for (const row of r.rows) {
      expect(row.end).toBeGreaterThan(row.start);
      const b = doc.blocks[row.blockOrder];
      expect(row.start).toBeGreaterThanOrEqual(b.start);
      expect(row.end).toBeLessThanOrEqual(b.end);
      // The row's text contains its value as written (white space aside; a list read from continuation lines,
      // "a; b", part by part); a value read from prose (derived) names the phrase its range covers.
      if (row.derived) continue;
      const rowText = collapse(doc.text.slice(row.start, row.end));
      for (const part of row.value.split('; ')) expect(rowText).toContain(collapse(part));
    }
  }
}

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Rows of a record as "section / key = value" strings. */
export function rowsOf(r: ParsedRecord | undefined): string[] {
  return (r?.rows ?? []).map((x) => `${x.section ?? '-'} / ${x.key} = ${x.value}`);
}

export function record(doc: ParsedDocument, subject: string): ParsedRecord | undefined {
  return doc.records.find((r) => r.subject === subject);
}
