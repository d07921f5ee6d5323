// Words that state a yes or a no as a value, from every language's resources/lang/<lang>/yes-no.tsv ("ja", "nee",
// "sì", "not allowed"): one folder mixes exports in several languages, and a yes/no column reads the same in all.
// Read once per change of the files (their mtimes), so an edit applies on the next run; the folder is looked at again
// at most once a second (a yes/no is asked for once per value, hundreds of thousands per run).
import fs from 'node:fs';
import path from 'node:path';
import { resourcePath } from '../../resources.ts';

export interface YesNoWords {
  yes: ReadonlySet<string>;
  no: ReadonlySet<string>;
}

/** How long a loaded folder is trusted before its files and mtimes are looked at again. */
const RECHECK_MS = 1000;

let cache: { dir: string; key: string; checkedAt: number; words: YesNoWords } | null = null;

function files(dir: string): string[] {
  try {
    return fs.readdirSync(dir).sort().map((lang) => path.join(dir, lang, 'yes-no.tsv')).filter((f) => fs.existsSync(f));
  } catch {
    return [];
  }
}

/** Parses one yes-no.tsv into the two sets (lines that name neither are skipped). */
export function parseYesNoWords(text: string, into: { yes: Set<string>; no: Set<string> }): void {
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [word, polarity] = line.split('\t').map((s) => s?.trim().toLowerCase());
    if (!word) continue;
    if (polarity === 'yes') into.yes.add(word);
    else if (polarity === 'no') into.no.add(word);
  }
}

export function loadYesNoWords(dir: string = resourcePath('lang')): YesNoWords {
  if (cache && cache.dir === dir && Date.now() - cache.checkedAt < RECHECK_MS) return cache.words;
  const list = files(dir);
  const key = list.map((f) => `${f}:${fs.statSync(f).mtimeMs}`).join('|');
  if (cache && cache.dir === dir && cache.key === key) {
    cache.checkedAt = Date.now();
    return cache.words;
  }
  const words = { yes: new Set<string>(), no: new Set<string>() };
  for (const f of list) parseYesNoWords(fs.readFileSync(f, 'utf8'), words);
  cache = { dir, key, checkedAt: Date.now(), words };
  return words;
}
