// A word the library does not use, near in meaning to one value of a status-like attribute and clearly nearer to it
// than to any other value, is that value ("pending" → "Awaiting approval"); never a value that is its
// opposite ("open" is no "Closed", though word vectors put the two near).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { tempDir } from '../helpers/tmp.ts';

let lib: Library;
beforeAll(async () => {
  const dir = tempDir();
  // (a status-like attribute: few values, each held by several items)
  const statuses = ['Approved', 'Awaiting approval', 'Rejected', 'Approved', 'Awaiting approval', 'Rejected', 'Approved', 'Rejected', 'Approved', 'Awaiting approval', 'Rejected', 'Approved'];
  const rows = ['Ref,Description,Value (£),Status,Ticket state', ...statuses.map((st, i) => `CO-2025-${String(i + 1).padStart(3, '0')},Change ${i + 1},${1000 + i * 750},${st},${i % 3 === 0 ? 'Closed' : 'On site'}`)];
  fs.writeFileSync(path.join(dir, 'change-orders.csv'), rows.join('\n'));
  lib = openLibrary(path.join(tempDir(), 'meaning.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('a value read by meaning', () => {
  it('is the one value the word is clearly nearest to', async () => {
    const a = await answerQuestion(lib, 'Which change orders are pending?');
    expect(a.items.map((i) => i.name).sort()).toEqual(['CO-2025-002', 'CO-2025-005', 'CO-2025-010']);
  });
  it('is never the opposite of the word', async () => {
    const a = await answerQuestion(lib, 'Which change orders are open?');
    expect(a.items.map((i) => i.name)).not.toContain('CO-2025-001');
  });
});
