// A cue whose first word ends a label the question says whole yields to the label ("the VAT number of X" asks for
// the VAT number, not a count); where no label takes the word, the cue stays ("the number of invoices from X").
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
  fs.mkdirSync(path.join(dir, 'suppliers'));
  fs.mkdirSync(path.join(dir, 'invoices'));
  const supplier = (name: string, vat: string) => fs.writeFileSync(path.join(dir, 'suppliers', `${name.toLowerCase().replace(/ /g, '-')}.md`), `# ${name}\n\n- VAT number: ${vat}\n- Country: Austria\n`);
  supplier('Alpenglas AG', 'ATU56949146');
  supplier('Nordholz GmbH', 'DE811907980');
  const invoice = (no: string, supplier: string, total: number) => fs.writeFileSync(path.join(dir, 'invoices', `${no}.md`), `# ${no}\n\n- Supplier: ${supplier}\n- Total: €${total}\n- VAT: €${total / 5}\n`);
  invoice('INV-0001', 'Alpenglas AG', 120);
  invoice('INV-0002', 'Alpenglas AG', 80);
  invoice('INV-0003', 'Nordholz GmbH', 45);
  fs.mkdirSync(path.join(dir, 'products'));
  const product = (name: string, price: string, weight: string) => fs.writeFileSync(path.join(dir, 'products', `${name.toLowerCase().replace(/ /g, '-')}.md`), `# ${name}\n\n- Unit price: ${price}\n- Weight: ${weight}\n- Supplier: Alpenglas AG\n`);
  product('Cordless Drill 18V', '€194.72', '1.9 kg');
  product('Glass Panel 8 mm', '€54.10', '12 kg');
  lib = openLibrary(path.join(tempDir(), 'cues.quarry'));
  await indexFolders(lib, [dir], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

describe('"how much" with no attribute named', () => {
  it('asks for the amount of money the item states; a verb naming another attribute still names it', async () => {
    expect((await answerQuestion(lib, 'How much is the Cordless Drill 18V per unit?')).value).toBe(194.72);
    expect((await answerQuestion(lib, 'How much does the Glass Panel 8 mm weigh?')).value).toBe(12);
  });
});

describe('a cue inside a label', () => {
  it('yields to the label said whole', async () => {
    expect((await answerQuestion(lib, "What's the VAT number of Alpenglas AG?")).value).toBe('ATU56949146');
  });
  it('stays where no label takes its word', async () => {
    expect((await answerQuestion(lib, 'What is the number of invoices from Alpenglas AG?')).value).toBe(2);
  });
});
