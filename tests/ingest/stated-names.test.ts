// How a sheet's fields tell its item's name and its fields apart: a title that adds a value the sheet states to the
// name another field states ("Omeprex 20 mg — ficha de produto" stating "Nome comercial: Omeprex", "Dosagem: 20 mg")
// names the item as that field does; fields set on one line apart by a middle dot or a bar ("Position: Barista ·
// Shop: Broad Street") are two fields, unless a part reads as no field.
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../electron/engine/ingest/parse.ts';
import { expectRangesHold, rowsOf } from './helpers.ts';

describe('names and fields a sheet states', () => {
  it('names the item as its name field does where the title adds a value the sheet states', async () => {
    const doc = await parseFile('produtos/fichas/omeprex.md', Buffer.from('# Omeprex 20 mg — ficha de produto\n\nNome comercial: Omeprex\nSubstância ativa: Omeprazol\nDosagem: 20 mg\nPVP: 6,85 €\n'));
    expectRangesHold(doc);
    expect(doc.records[0]!.subject).toBe('Omeprex');
    // (a title adding words no field states keeps them: "Forte" is part of the name)
    const forte = await parseFile('products/paramax-forte.md', Buffer.from('# Paramax Forte\n\nName: Paramax\nStrength: 1 g\nPrice: £3.40\n'));
    expect(forte.records[0]!.subject).toBe('Paramax Forte');
  });

  it('reads fields set side by side apart by a middle dot or a bar, all or none', async () => {
    const doc = await parseFile('team.md', Buffer.from('# Shop team\n\nHelen Morgan\nPosition: Shop manager · Shop: Broad Street\nContract: 37.5 hrs | Joined: 23/03/2015\nRate: £780 pw · Not in Equity\n'));
    expectRangesHold(doc);
    const rows = doc.records.flatMap((r) => rowsOf(r));
    expect(rows).toEqual(expect.arrayContaining(['- / Position = Shop manager', '- / Shop = Broad Street', '- / Contract = 37.5 hrs', '- / Joined = 23/03/2015', '- / Rate = £780 pw · Not in Equity']));
  });
});
