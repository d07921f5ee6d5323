// Per-file budgets, as desktop indexers keep them (Recoll's filter time and memory limits, its text size cap): what
// one file may cost. Reading and parsing run in a parse worker with a time and a memory limit (parse-pool.ts); what a
// parse produced is then cut to the caps below, and the document is stored as "truncated" with the reason. A file
// whose parse blows a limit is parsed again from its first bytes only; one that fails even so is recorded with the
// reason and skipped. Nothing one file holds can take minutes or gigabytes.
import type { ParsedDocument } from './types.ts';

export interface FileBudgets {
  /** Reading and parsing one file (ms). */
  parseMs: number;
  /** V8 heap of each parse worker (MB): a parse that needs more is stopped. */
  heapMb: number;
  /**
   * Bytes of a text file (not PDF/DOCX) handed to its parser; a larger file is read up to here (Recoll's
   * textfilemaxmbs). Some shapes cost a parser 100 times their size (a 5 MB one-line CSV: 0.5 GB), and V8 can only
   * stop a worker at its heap limit while the worker runs JavaScript, so input beyond this is not risked at all.
   */
  parseBytes: number;
  /** When the whole file blew a limit: the prefix parsed instead (bytes; at most a quarter of the file). */
  retryBytes: number;
  /** Characters of extracted text kept. */
  textChars: number;
  blocks: number;
  /** Record rows kept over all the file's records. */
  recordRows: number;
  /** Rows (columns of a table row, keys of an object) kept per record. */
  columns: number;
  /** Facts (quads) of the file's named graph. */
  triples: number;
  /** Distinct entities the textual graph takes from one file. */
  entities: number;
}

export const DEFAULT_FILE_BUDGETS: FileBudgets = {
  parseMs: 8_000,
  heapMb: 384,
  parseBytes: 8 << 20,
  retryBytes: 1 << 20,
  textChars: 4_000_000,
  blocks: 10_000,
  recordRows: 150_000,
  columns: 500,
  triples: 300_000,
  entities: 2_000,
};

export function fileBudgets(partial: Partial<FileBudgets> = {}): FileBudgets {
  return { ...DEFAULT_FILE_BUDGETS, ...partial };
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Cuts a parsed document to the budgets. Text is cut at a block boundary so every kept range still indexes into the
 * kept text; records keep their first rows. Returns the reasons (none when nothing was cut).
 */
export function applyBudgets(doc: ParsedDocument, budgets: FileBudgets): { doc: ParsedDocument; truncated: string[] } {
  const truncated: string[] = [];
  let blocks = doc.blocks;
  let textEnd = doc.text.length;
  if (blocks.length > budgets.blocks) {
    truncated.push(`${count(blocks.length)} blocks, over the budget of ${count(budgets.blocks)}`);
    textEnd = Math.min(textEnd, blocks[budgets.blocks]!.start);
  }
  if (doc.text.length > budgets.textChars) {
    truncated.push(`${count(doc.text.length)} characters of text, over the budget of ${count(budgets.textChars)}`);
    textEnd = Math.min(textEnd, budgets.textChars);
  }
  if (textEnd < doc.text.length) blocks = blocks.filter((b) => b.end <= textEnd);
  const kept = blocks.length;
  const inside = (r: { end: number; blockOrder: number }) => r.end <= textEnd && r.blockOrder < kept;

  let rowsLeft = budgets.recordRows;
  let totalRows = 0;
  let wideRecords = 0;
  const records: ParsedDocument['records'] = [];
  for (const record of doc.records) {
    totalRows += record.rows.length;
    if (record.blockOrder >= kept || rowsLeft <= 0) continue;
    let rows = record.rows.filter(inside);
    if (rows.length > budgets.columns) {
      wideRecords++;
      rows = rows.slice(0, budgets.columns);
    }
    if (rows.length > rowsLeft) rows = rows.slice(0, rowsLeft);
    rowsLeft -= rows.length;
    if (rows.length) records.push(rows.length === record.rows.length ? record : { ...record, rows });
  }
  if (wideRecords) truncated.push(`${count(wideRecords)} records with more than ${count(budgets.columns)} columns or keys`);
  if (totalRows > budgets.recordRows) truncated.push(`${count(totalRows)} record rows, over the budget of ${count(budgets.recordRows)}`);
  if (!truncated.length) return { doc, truncated };
  return {
    doc: {
      ...doc,
      text: doc.text.slice(0, textEnd),
      blocks,
      records,
      links: doc.links.filter((l) => l.blockOrder === null || l.blockOrder < kept),
    },
    truncated,
  };
}

/**
 * The first `limit` bytes of a file, cut after its last line break there (or at the limit when it has none), kept
 * to an even length when the bytes look like UTF-16 so no code unit is split.
 */
export function leadingBytes(bytes: Buffer, limit: number): Buffer {
  if (bytes.length <= limit) return bytes;
  let end = bytes.lastIndexOf(0x0a, limit - 1) + 1;
  if (end <= 0) end = limit;
  const head = bytes.subarray(0, Math.min(bytes.length, 4096));
  let zeros = 0;
  for (const b of head) if (b === 0) zeros++;
  if (zeros > head.length / 8 && end % 2 === 1) end = end + 1 <= bytes.length ? end + 1 : end - 1;
  return bytes.subarray(0, end);
}
