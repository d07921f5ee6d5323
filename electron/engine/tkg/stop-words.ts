// English function words: never an entity on their own, trimmed from the ends of entity names, and the
// capitalised sentence openers ("However", "During") that are not names. The words live in
// resources/lang/en/function-words.txt; they are read on first use, not at import, so a module that imports
// this one loads anywhere (a bundled parse worker resolves its resources when it first needs them, as every
// other resource reader does), and a test can point it at another file.
import fs from 'node:fs';
import { resourcePath } from '../resources.ts';
import { quarryError } from '../errors.ts';

/** The words of a function-word file: one per line, lowercased; blank lines and `#` comments skipped. */
export function readFunctionWords(file: string): Set<string> {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    throw quarryError('FILE_UNREADABLE', `function words ${file}: ${(e as Error).message}`);
  }
  const out = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const w = line.trim().toLowerCase();
    if (w && !w.startsWith('#')) out.add(w);
  }
  return out;
}

/** The shipped function words, read on first use (a pure cache of a shipped file, not library state). */
let words: Set<string> | null = null;
const functionWords = () => (words ??= readFunctionWords(resourcePath('lang', 'en', 'function-words.txt')));

export const STOP_WORDS: { has(word: string): boolean; readonly size: number } = {
  has: (word: string) => functionWords().has(word),
  get size() {
    return functionWords().size;
  },
};

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}
