// What "how much" asks of an item: an amount. "How much does a pack of Omeprex cost" is its price — "a pack of" is a
// measure of it, not the attribute asked, though the sheet has a Pack field; "how much does Tariq pay for his
// membership" its monthly amount, not its membership number. "What is the pack of Omeprex" still asks the Pack.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';

let lib: Library;
beforeAll(async () => {
  lib = await indexedLibrary({
    'products/omeprex.md': '# Omeprex\n\n- Pack: 28 capsules\n- Price: £6.85\n- Substance: omeprazole\n',
    'products/amlodin.md': '# Amlodin\n\n- Pack: 30 tablets\n- Price: £2.10\n- Substance: amlodipine\n',
    'products/ibufen.md': '# Ibufen\n\n- Pack: 24 tablets\n- Price: £3.40\n- Substance: ibuprofen\n',
    'members/tariq-tudor.md': '# Tariq Tudor\n\n- Membership no: WV-126211\n- Monthly fee: £29\n- Joined: 2021-03-04\n',
    'members/amy-bennett.md': '# Amy Bennett\n\n- Membership no: WV-118003\n- Monthly fee: £23.50\n- Joined: 2019-07-12\n',
  }, 'amount-asked.quarry');
}, 120_000);
afterAll(() => lib?.close());

describe('"how much" asks an amount', () => {
  it('reads "a pack of X" as a measure of X, not the attribute asked', async () => {
    const r = await answerQuestion(lib, 'How much does a pack of Omeprex cost?');
    expect(r.answer).toContain('6.85');
    expect((await answerQuestion(lib, 'What is the pack of Omeprex?')).answer).toContain('28');
  });

  it('never answers with a code the item states', async () => {
    const r = await answerQuestion(lib, 'How much does Tariq Tudor pay for his membership?');
    expect(r.answer).toContain('29');
    expect(r.answer).not.toContain('WV-126211');
  });
});
