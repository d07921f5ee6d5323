// Columns of 1s and 0s: a table or export that writes a yes/no as 1 or 0 ("vegan: 1", "has_coastline: 0") states a
// yes or a no, not a number — where the column holds nothing else across the document's records, both digits occur
// and it is long enough to tell (a column of a few 1s may be a count). A header naming things in the plural
// ("parking_spaces", "Bathrooms") counts them, so it stays numbers whatever its values.

/** Records of one document that hold a column before its 0s and 1s are read as yes and no. */
const MIN_RECORDS = 4;

interface FlagRow {
  key: string;
  section: string | null;
  value: string;
}

const columnOf = (r: { key: string; section: string | null }) => `${r.section ?? ''}\u0000${r.key.trim().toLowerCase()}`;

/** Whether a header's last word is a plural noun: it counts what it names. */
function countsThings(key: string): boolean {
  const last = key.trim().toLowerCase().split(/[^\p{L}]+/u).filter(Boolean).pop() ?? '';
  return last.length > 3 && /s$/.test(last) && !/(?:ss|us|is)$/.test(last);
}

/** The columns (section and key) of a document's records whose values are only 1 and 0, both present. */
export function flagColumns(records: ReadonlyArray<{ kind?: string; rows: ReadonlyArray<FlagRow> }>): Set<string> {
  const seen = new Map<string, { ones: number; zeros: number; other: boolean; key: string }>();
  for (const record of records) {
    if (record.kind === 'prose') continue;
    for (const row of record.rows) {
      const c = columnOf(row);
      let s = seen.get(c);
      if (!s) seen.set(c, (s = { ones: 0, zeros: 0, other: false, key: row.key }));
      const v = row.value.trim();
      if (v === '1') s.ones++;
      else if (v === '0') s.zeros++;
      else if (v !== '' && !/^(?:n\/?a|-+|—)$/i.test(v)) s.other = true;
    }
  }
  const out = new Set<string>();
  for (const [c, s] of seen) if (!s.other && s.ones > 0 && s.zeros > 0 && s.ones + s.zeros >= MIN_RECORDS && !countsThings(s.key)) out.add(c);
  return out;
}

/** Whether a row sits in one of those columns. */
export function inFlagColumn(flags: ReadonlySet<string>, row: { key: string; section: string | null }): boolean {
  return flags.size > 0 && flags.has(columnOf(row));
}
