// An event log (one event per line, each starting with a date and time, the events of several things interleaved
// with system noise) states facts of the things its lines name: what happened to each and when, who did it, the
// key=value pairs and the state it was left in. A file of dated notes that names no thing per line stays text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFile } from '../../electron/engine/ingest/parse.ts';
import type { Library } from '../../electron/engine/store/library.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { indexedLibrary } from '../helpers/folder.ts';
import { expectRangesHold } from './helpers.ts';

const LOG = [
  '# Riverside depot dispatch log (times UTC)',
  '# format: date time [dock] order event',
  '2024-05-01 06:00 [--] cron: stock sync finished, 1,204 lines in 41 s',
  '2024-05-01 07:12 [D1] ORD-5521 packed by Tomas Lindqvist weight=12.5 kg carrier=DHL "fragile, glass"',
  '2024-05-01 07:40 [D2] ORD-5530 packed by Mira Okafor (pallet PL-0042) weight=310 kg carrier=Schenker',
  '2024-05-01 08:05 [D1] ORD-5521 status -> Awaiting pickup',
  '2024-05-01 09:30 [D1] ORD-5521 shipped to Harbour Stores (ETA 2 days; POD pending)',
  '2024-05-01 10:02 [D3] ORD-5530 moved D2 -> D3 by Mira Okafor',
  '2024-05-01 11:00 [--] cron: label printer restarted',
  '2024-05-01 11:45 [D3] ORD-5530 status -> On hold',
  '2024-05-02 08:15 [D3] ORD-5530 status -> Awaiting pickup',
  '2024-05-02 09:50 [D3] ORD-5530 shipped to Northgate Mills (POD signed)',
  '',
].join('\n');

describe('event logs', () => {
  it("reads each line's facts as facts of the thing it names, the latest state winning", async () => {
    const doc = await parseFile('logs/dispatch.log', Buffer.from(LOG));
    expectRangesHold(doc);
    const rows = (s: string) => Object.fromEntries(doc.records.filter((r) => r.subject === s).flatMap((r) => r.rows.map((x) => [x.key, x.value])));
    const a = rows('ORD-5521');
    expect(a).toMatchObject({ packed: '2024-05-01 07:12', 'packed by': 'Tomas Lindqvist', weight: '12.5 kg', carrier: 'DHL', shipped: '2024-05-01 09:30', 'shipped to': 'Harbour Stores', status: 'Awaiting pickup', POD: 'pending', dock: 'D1' });
    const b = rows('ORD-5530');
    // the last line stating a key wins; an arrow after a verb is where the thing went; a code in brackets is named
    expect(b).toMatchObject({ status: 'Awaiting pickup', 'moved to': 'D3', 'moved by': 'Mira Okafor', pallet: 'PL-0042', dock: 'D3', POD: 'signed' });
    // quoted descriptions and noise lines give no facts; no record names the noise
    expect(Object.values(a)).not.toContain('fragile');
    expect(doc.records.map((r) => r.subject)).not.toContain('cron');
    // every fact cites the line that states it
    const status = doc.records.flatMap((r) => (r.subject === 'ORD-5530' ? r.rows : [])).find((r) => r.key === 'status')!;
    expect(doc.text.slice(status.start, status.end)).toBe('2024-05-02 08:15 [D3] ORD-5530 status -> Awaiting pickup');
  });

  it('leaves dated notes that name no thing per line as text', async () => {
    const notes = ['2024-05-01 09:00 Met the landlord about the roof.', '2024-05-02 10:30 Roofer came, quote to follow.', '2024-05-03 14:00 Quote arrived: too high.', '2024-05-04 08:00 Asked a second roofer.', '2024-05-05 18:20 Decided to wait until spring.'].join('\n');
    const doc = await parseFile('diary.txt', Buffer.from(notes));
    expect(doc.records.filter((r) => r.kind === 'stanza')).toEqual([]);
    expect(doc.text).toContain('Decided to wait until spring.');
  });
});

describe('asking an event log', () => {
  let lib: Library;
  beforeAll(async () => {
    lib = await indexedLibrary({ 'logs/dispatch.log': LOG }, 'depot.quarry');
  }, 120_000);
  afterAll(() => lib?.close());

  it('answers when a thing happened and who did it, citing the line', async () => {
    const when = await answerQuestion(lib, 'When was ORD-5530 shipped?');
    expect(when.answer).toMatch(/2 May 2024|2024-05-02/);
    expect(when.citations[0]?.snippet).toContain('ORD-5530 shipped to Northgate Mills');
    const who = await answerQuestion(lib, 'Who packed ORD-5521?');
    expect(who.answer).toContain('Tomas Lindqvist');
  });
  it('answers exact questions over the things the log names', async () => {
    const heavy = await answerQuestion(lib, 'Which orders weigh more than 100 kg?');
    expect(heavy.items.map((i) => i.name)).toEqual(['ORD-5530']);
    expect((await answerQuestion(lib, 'Which orders were shipped by DHL?')).items.map((i) => i.name)).toEqual(['ORD-5521']);
  });
});
