// English function words: never an entity on their own, trimmed from the ends of entity names, and the
// capitalised sentence openers ("However", "During") that are not names. The list is a resource a user can read
// and edit (resources/lang/en/function-words.txt), read once per process (a restart picks up edits).
import fs from 'node:fs';
import { resourcePath } from '../resources.ts';
import { quarryError } from '../errors.ts';

function readFunctionWords(file = resourcePath('lang', 'en', 'function-words.txt')): Set<string> {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    throw quarryError('FILE_NOT_FOUND', `language resource ${file}`, e);
  }
  const words = text.split('\n').map((l) => l.replace(/#.*$/, '')).flatMap((l) => l.trim().split(/\s+/)).filter(Boolean).map((w) => w.toLowerCase());
  if (words.length === 0) throw quarryError('FILE_CORRUPT', `language resource ${file}: no words`);
  return new Set(words);
}

export const STOP_WORDS: ReadonlySet<string> = readFunctionWords();

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}
