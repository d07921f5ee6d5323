// A document's note of the unit of its numbers may be followed by a remark in brackets ("All values in INCHES (read
// at 0900 GMT, monthly totals)."): the unit still ends the phrase; "in 2019 (the first year)" names no unit.
import { describe, expect, it } from 'vitest';
import { findDocumentNotes } from '../../electron/engine/skg/values/document-units.ts';
import { defaultUnits } from '../../electron/engine/skg/values/quantity.ts';

const unitOf = (text: string) => findDocumentNotes([{ kind: 'text', text, headingPath: [] }], defaultUnits()).find((n) => n.unit)?.unit;

describe('a note of the unit with a remark after it', () => {
  it('still gives the unit', () => {
    expect(unitOf('Four sites still keep the old copper gauge. All values in INCHES (read at 0900 GMT, monthly totals).')).toBe('in');
    expect(unitOf('All values in mm.')).toBe('mm');
  });
  it('never reads a year as a unit', () => {
    expect(unitOf('All figures in 2019 (the first year) were estimates.')).toBeUndefined();
  });
});
