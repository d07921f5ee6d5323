// Periods an amount is counted per: "£755 pw", "€2,150 per month", "$60,000 a year" (resources/units/periods.tsv,
// read once per file change, its mtime looked at again at most once a second). A rate is the same attribute whatever
// period a page states it in, so an amount stated per one period converts to another by the times each period fits
// in a year (a week's rent × 52 / 12 a month).
import fs from 'node:fs';
import { resourcePath } from '../../resources.ts';
import { normaliseKey } from '../entries/normalise-key.ts';

export interface PeriodTable {
  /** Times in a year, per period (a period without is never converted). */
  perYear: Map<string, number>;
  /** After an amount: "a week", "/month", "pw", "pcm". */
  after: RegExp;
  /** Spelling (lower case) → period. */
  spellings: Map<string, string>;
  /** A word of a label → its period ("monthly", "pcm"). */
  labelWords: Map<string, string>;
}

/** How long a loaded file is trusted before its mtime is looked at again (it is asked for once per amount). */
const RECHECK_MS = 1000;

let cache: { file: string; mtimeMs: number; checkedAt: number; table: PeriodTable } | null = null;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export function loadPeriods(file: string = resourcePath('units', 'periods.tsv')): PeriodTable {
  if (cache && cache.file === file && Date.now() - cache.checkedAt < RECHECK_MS) return cache.table;
  let mtimeMs = 0;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    mtimeMs = -1;
  }
  if (cache && cache.file === file && cache.mtimeMs === mtimeMs) {
    cache.checkedAt = Date.now();
    return cache.table;
  }
  const perYear = new Map<string, number>();
  const spellings = new Map<string, string>();
  const labelWords = new Map<string, string>();
  const text = mtimeMs >= 0 ? fs.readFileSync(file, 'utf8') : '';
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [period, times, after, words] = line.split('\t').map((s) => s?.trim() ?? '');
    if (!period || !/^\p{L}+$/u.test(period)) continue;
    const n = Number(times);
    if (times && Number.isFinite(n) && n > 0) perYear.set(period, n);
    spellings.set(period, period);
    for (const s of (after ?? '').split(',').map((x) => x.trim().toLowerCase()).filter(Boolean)) spellings.set(s, period);
    for (const w of (words ?? '').split(',').map((x) => x.trim().toLowerCase()).filter(Boolean)) labelWords.set(normaliseKey(w), period);
  }
  // the period's own name after "a", "per", "/" …; one of its spellings after "/" ("h/wk") or alone ("pw", "pcm"),
  // longest first
  const names = [...perYear.keys(), ...[...spellings.values()]].filter((v, i, a) => a.indexOf(v) === i);
  const alone = [...spellings].filter(([k, p]) => k !== p).map(([k]) => k).sort((a, b) => b.length - a.length).map(escape);
  const aloneAlt = alone.join('|') || '(?!)';
  const after = new RegExp(`^\\s*(?:(?:a|an|per|each|every|\\/)\\s*(${names.map(escape).join('|') || '(?!)'})|\\/\\s*(${aloneAlt})|(${aloneAlt}))(?![\\p{L}])`, 'iu');
  const table = { perYear, after, spellings, labelWords };
  cache = { file, mtimeMs, checkedAt: Date.now(), table };
  return table;
}

/** The period an amount is counted per, right after the number or its unit ("£755 pw", "€2,150 per month"). */
export function periodAfterAmount(text: string, pos: number, table: PeriodTable = loadPeriods()): { period: string; end: number } | null {
  const m = table.after.exec(text.slice(pos, pos + 32));
  if (!m) return null;
  const word = (m[1] ?? m[2] ?? m[3] ?? '').toLowerCase();
  const period = table.spellings.get(word) ?? (word === 'annum' ? 'year' : word);
  return { period, end: pos + m[0].length };
}

/** The period a label names ("Monthly rent", "rent_pcm_gbp" → month), or null. */
export function periodOfLabel(label: string, table: PeriodTable = loadPeriods()): string | null {
  const words = normaliseKey(label.replace(/_/g, ' ')).split(' ');
  for (let i = 0; i < words.length; i++) {
    const two = i + 1 < words.length ? table.labelWords.get(`${words[i]} ${words[i + 1]}`) : undefined;
    const one = table.labelWords.get(words[i]!);
    if (two ?? one) return (two ?? one)!;
  }
  return null;
}

/** The factor that converts an amount per `from` to one per `to` (a week to a month: 52 / 12); null if either has no length. */
export function periodFactor(from: string, to: string, table: PeriodTable = loadPeriods()): number | null {
  const a = table.perYear.get(from);
  const b = table.perYear.get(to);
  return a && b ? a / b : null;
}

const MONEY = /[£€$¥₹]|(?<![\p{L}])[A-Z]{3}(?![\p{L}])/u;
const NUMBER_END = /\d(?:[\d.,\s]*\d)?(?:,-)?\s*(?:[A-Z]{3}(?![\p{L}])|[£€$¥₹])?/gu;

/**
 * How many amounts of money rows state per each period: the label's ("rent_pcm_gbp", "Monthly rent"), else one
 * written after the amount ("£1,950 pcm"). Rows of other things (a deposit, a date) count for none.
 */
export function countPeriods(rows: Iterable<{ key: string; value: string }>, table: PeriodTable = loadPeriods()): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { key, value } of rows) {
    if (!/\d/.test(value)) continue;
    let period = periodOfLabel(key, table);
    if (!period) {
      if (!MONEY.test(value)) continue;
      NUMBER_END.lastIndex = 0;
      for (let m = NUMBER_END.exec(value); m && !period; m = NUMBER_END.exec(value)) period = periodAfterAmount(value, m.index + m[0].length, table)?.period ?? null;
    }
    if (period) counts.set(period, (counts.get(period) ?? 0) + 1);
  }
  return counts;
}
