import { describe, expect, it } from 'vitest';
import { parseFile } from '../../electron/engine/ingest/parse.ts';
import { expectRangesHold, parseFixture, record, rowsOf } from './helpers.ts';

describe('Markdown notes', () => {
  it('renders plain text with heading paths and reads bold bullets and a section/spec/value table', async () => {
    const doc = await parseFixture('phone-note.md', { targetWords: 5 });
    expectRangesHold(doc);
    expect(doc.title).toBe('Quarry Tab T2 — spec sheet');
    expect(doc.text).not.toContain('**');
    expect(doc.text).toContain('- Weight: 460 g');
    const page = doc.records.find((r) => r.kind === 'page');
    expect(page?.subject).toBe('Quarry Tab T2');
    expect(rowsOf(page)).toEqual([
      'Body / Weight = 460 g',
      'Body / Colour = Grey',
      'Battery / Capacity = 7000 mAh',
      'Display / Size = 11 inches',
      'Display / Refresh rate = 90 Hz',
    ]);
    const weight = page!.rows[0];
    expect(doc.text.slice(weight.start, weight.end)).toBe('Weight: 460 g');
    expect(doc.blocks[weight.blockOrder].headingPath).toEqual(['Quarry Tab T2 — spec sheet', 'Body']);
    const refresh = page!.rows[4];
    expect(doc.text.slice(refresh.start, refresh.end)).toBe('Display | Refresh rate | 90 Hz');
    // The code block is a block of its own and yields no record.
    expect(doc.blocks.some((b) => b.kind === 'code' && b.text === 'code line: not a record')).toBe(true);
  });

  it('makes one record per row of a Markdown attribute table', async () => {
    const doc = await parseFixture('phone-note.md');
    expect(rowsOf(record(doc, 'Quarry Tab T2 Pro'))).toEqual(['Siblings / Storage = 256 GB', 'Siblings / Price = 449 EUR']);
    expect(record(doc, 'Quarry Tab T2 Lite')?.kind).toBe('table-row');
  });

  it('keeps inline links and link definitions', async () => {
    const doc = await parseFixture('phone-note.md');
    expect(doc.links).toContainEqual({ href: 'https://example.com/t2', text: "maker's page", blockOrder: 0 });
    expect(doc.links).toContainEqual({ href: './manual.pdf', text: 'manual', blockOrder: 0 });
    expect(doc.links).toContainEqual({ href: './manual.pdf', text: 'man', blockOrder: null });
  });

  it('reads front matter and "Key: value" lines; category from front matter', async () => {
    const doc = await parseFixture('frontmatter-note.md');
    expectRangesHold(doc);
    expect(doc.title).toBe('Quarry Watch W3');
    const page = doc.records[0];
    expect(page.subject).toBe('Quarry Watch W3');
    expect(rowsOf(page)).toEqual([
      '- / title = Quarry Watch W3',
      '- / brand = Quarry',
      '- / category = wearable',
      'Battery / Capacity = 300 mAh',
      'Battery / Charging = Magnetic',
    ]);
    expect(page.categoryHints).toEqual(['wearable']);
    // Front matter is not mistaken for a setext heading.
    expect(doc.blocks.every((b) => !b.headingPath.includes('title: "Quarry Watch W3"'))).toBe(true);
  });

  it('does not read prose or a lone non-property line as records', async () => {
    const md = '# Notes\n\nWe met on Monday. Note: the meeting ran late and we left at 10:30 after a long talk.\n\nAnother paragraph.\n';
    const doc = await parseFile('notes.md', Buffer.from(md));
    expect(doc.records).toEqual([]);
  });

  it('falls back to plain text for pathologically nested Markdown', async () => {
    const md = Array.from({ length: 1500 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n');
    const started = Date.now();
    const doc = await parseFile('deep.md', Buffer.from(md));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(doc.text).toContain('item 1499');
    expectRangesHold(doc);
  });
});
