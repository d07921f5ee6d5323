// Exact answers stand on evidence: every item cites a row that states why it qualifies, a feature's proving row
// names the feature as a word, a negation cites what the item has instead (or its page, marked "not stated"),
// and an item with no row to read is never shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { composeSymbolic } from '../../electron/engine/answer/compose-symbolic.ts';
import { citationSet, statesItemValue } from '../../electron/engine/answer/citations.ts';
import { answerSymbolically } from '../../electron/engine/retrieve/symbolic/index.ts';
import { shopLibrary } from './shop-library.ts';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../helpers/tmp.ts';
import { openLibrary } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';

let lib: Library;
beforeAll(async () => {
  lib = await shopLibrary();
}, 120_000);
afterAll(() => lib?.close());

describe('proving rows', () => {
  it.each([
    'Which phones have 5G?',
    'Which phones have NFC but no 5G?',
    'List the phones that come without a barometer.',
    'Which Acme phones cost under €300?',
    'Which phones have at least 8GB RAM?',
  ])('every citation of every item states the condition it proves: %s', async (q) => {
    const a = await answerQuestion(lib, q);
    expect(a.route).toBe('symbolic');
    expect(a.items.length).toBeGreaterThan(0);
    const byId = new Map(a.citations.map((c) => [c.id, c]));
    for (const item of a.items) {
      expect(item.citations.length).toBeGreaterThan(0);
      const silent = Object.values(item.values).includes('not stated');
      for (const id of item.citations) {
        const c = byId.get(id)!;
        if (!silent) expect(statesItemValue(c.snippet, item), `${item.name}: "${c.snippet}" proves nothing of ${JSON.stringify(item.values)}`).toBe(true);
      }
    }
  });

  it('proves a feature by a row naming it as a word, never by a number that contains it ("135g" is not 5G)', async () => {
    const a = await answerQuestion(lib, 'Which phones have 5G?');
    const byId = new Map(a.citations.map((c) => [c.id, c]));
    for (const item of a.items) {
      const snippets = item.citations.map((id) => byId.get(id)!.snippet);
      expect(snippets.some((s) => /(^|[^a-z0-9])5g([^a-z0-9]|$)/i.test(s)), `${item.name}: ${snippets.join(' | ')}`).toBe(true);
      for (const s of snippets) expect(s).not.toMatch(/\d5g\b/i);
    }
  });
});

describe('a feature proved by the row that names it', () => {
  it('never cites a weight of "135g" for 5G', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'kestrel-one.md'), '# Kestrel One\n\n- Network: GSM / HSPA / LTE / 5G\n- Weight: 135g\n- Battery: 4000 mAh\n');
    fs.writeFileSync(path.join(dir, 'kestrel-two.md'), '# Kestrel Two\n\n- Network: GSM / HSPA / LTE\n- Weight: 145g\n- Battery: 4500 mAh\n');
    fs.writeFileSync(path.join(dir, 'kestrel-three.md'), '# Kestrel Three\n\n- Network: GSM / LTE / 5G\n- Weight: 155g\n- Battery: 5000 mAh\n');
    const small = openLibrary(path.join(dir, 'k.quarry'));
    try {
      await indexFolders(small, [dir], { derivers: defaultDerivers() });
      const a = await answerQuestion(small, 'Which Kestrel phones have 5G?');
      expect(a.items.map((i) => i.name).sort()).toEqual(['Kestrel One', 'Kestrel Three']);
      const byId = new Map(a.citations.map((c) => [c.id, c]));
      for (const item of a.items) {
        const snippets = item.citations.map((id) => byId.get(id)!.snippet);
        expect(snippets.length).toBeGreaterThan(0);
        for (const s of snippets) expect(s, item.name).toMatch(/5G/);
      }
    } finally {
      small.close();
    }
  }, 60_000);
});

describe('no exact answer without evidence', () => {
  it('drops an item whose rows the documents no longer hold', async () => {
    const sym = await answerSymbolically(lib, 'Which phones have 5G?');
    expect(sym.result!.items.length).toBeGreaterThan(1);
    const forged = { ...sym, result: { ...sym.result!, items: [...sym.result!.items, { iri: 'urn:x', name: 'Phantom Phone', values: { '5G': 'yes' }, rows: [987654321], target: null, targetText: null }] } };
    const composed = composeSymbolic(forged, citationSet(lib.db));
    expect(composed.items.map((i) => i.name)).not.toContain('Phantom Phone');
    expect(composed.answer).not.toContain('Phantom Phone');
    for (const item of composed.items) expect(item.citations.length).toBeGreaterThan(0);
  });
});

describe('a looked-up value that is a list', () => {
  it('answers with its parts as items, each cited to the row that lists it', async () => {
    const a = await answerQuestion(lib, 'Which sensors does the Borealis X1 have?');
    expect(a.route).toBe('symbolic');
    expect(a.kind).toBe('list');
    expect(a.items.map((i) => i.name.toLowerCase())).toEqual(['fingerprint', 'accelerometer', 'gyro', 'barometer', 'heart rate']);
    const byId = new Map(a.citations.map((c) => [c.id, c]));
    for (const item of a.items) {
      expect(item.citations.length).toBeGreaterThan(0);
      for (const id of item.citations) expect(byId.get(id)!.snippet.toLowerCase()).toContain(item.name.toLowerCase());
    }
  });
});
