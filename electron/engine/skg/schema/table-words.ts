// The words a table of months is named by: a column per month ("Area,Jan,…,Dec") states one number per item and
// month, and what the numbers count is said only by the file's name ("callouts-by-area-2024.csv": call-outs;
// "volunteer-hours-2024.csv": volunteer hours). Each month column keeps the words of its files' names that are no
// function word, number, month or period word, so a question saying what it counts ("the most call-outs in July")
// reads that table's July (understand/spans/month-columns.ts) — where the column is one table's: a "Jul" merged from
// two tables named differently counts two things, and keeps no words.
import type { RdfStore } from '../../store/rdf/index.ts';
import { SPARQL_PREFIXES } from '../../store/rdf/namespaces.ts';
import { monthNumber } from '../values/dates.ts';
import { isStopWord } from '../../tkg/stop-words.ts';
import { loadPeriods } from '../values/periods.ts';
import type { SchemaAttribute } from './types.ts';

/** Columns of months a library must have for their files' names to be read. */
const MIN_MONTHS = 6;
const MONTH_LABEL = /^(\p{L}+)\.?(?:[\s'’/-]*(?:\d{4}|\d{2}))?$/u;

export function isMonthLabel(label: string): boolean {
  const m = MONTH_LABEL.exec(label.trim());
  return !!m && monthNumber(m[1]!) !== null;
}

/** The words of a file's name that may say what its numbers count. */
export function fileNameWords(path: string): string[] {
  const base = (path.split(/[\\/]/).pop() ?? '').replace(/\.[^.]+$/, '');
  const periods = loadPeriods().labelWords;
  return base.toLowerCase().split(/[-_.\s]+/).filter((w) => /^\p{L}{3,}$/u.test(w) && !isStopWord(w) && monthNumber(w) === null && !periods.has(w));
}

/** Sets `tableWords` of each month column: the words of the names of the files stating it. */
export async function monthTableWords(rdf: RdfStore, attributes: SchemaAttribute[]): Promise<void> {
  const months = attributes.filter((a) => a.labels.length > 0 && a.labels.every((l) => isMonthLabel(l.label)));
  if (new Set(months.map((a) => monthNumber(MONTH_LABEL.exec(a.labels[0]!.label.trim())![1]!))).size < MIN_MONTHS) return;
  const entries = [...new Set(months.flatMap((a) => a.labels.map((l) => l.entry)))];
  const r = await rdf.sparql(
    `${SPARQL_PREFIXES}\nSELECT DISTINCT ?en ?p WHERE { VALUES ?en { ${entries.map((e) => `<${e}>`).join(' ')} } ?s q:inEntry ?en . ?s q:fromBlock ?b . ?b q:inDocument ?d . ?d q:path ?p }`,
    { rowCap: 100_000, timeoutMs: 60_000 },
  );
  const paths = new Map<string, Set<string>>();
  for (const row of r.rows) (paths.get(row.en!.value) ?? paths.set(row.en!.value, new Set()).get(row.en!.value)!).add(row.p!.value);
  // (a column merged from tables of two files named differently counts two things: its words say neither)
  for (const a of months) {
    const named = new Set<string>();
    for (const l of a.labels) for (const p of paths.get(l.entry) ?? []) named.add(fileNameWords(p).join(' '));
    const [only] = [...named];
    if (named.size === 1 && only) a.tableWords = only.split(' ');
  }
}
