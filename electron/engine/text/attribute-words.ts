// Words that name the attribute a number measures: verbs ("it weighs 1.4 kg" → weight) and adjectives after a
// number ("300 m tall" → height), from resources/lang/en/attribute-words.tsv. Read by facts from prose (ingest) and
// by question understanding ("which weighs more"). Reloaded when the file changes.
import fs from 'node:fs';
import { resourcePath } from '../resources.ts';

export interface AttributeVerb {
  attribute: string;
  dimensions: string[];
}

export interface AttributeWords {
  /** Verb lemma → the attribute it names ("weigh" → weight). */
  verbs: Map<string, AttributeVerb>;
  /** Adjective after a number → the attribute it names ("tall" → height). */
  adjectives: Map<string, AttributeVerb>;
}

/** How long a loaded file is trusted before its mtime is looked at again (it is asked for once per fact). */
const RECHECK_MS = 1000;

const wordCache = new Map<string, { key: string; checkedAt: number; words: AttributeWords }>();

/** The attribute words of a TSV file (resources/lang/en/attribute-words.tsv by default), cached by mtime. */
export function loadAttributeWords(file: string = resourcePath('lang', 'en', 'attribute-words.tsv')): AttributeWords {
  const recent = wordCache.get(file);
  if (recent && Date.now() - recent.checkedAt < RECHECK_MS) return recent.words;
  let key = 'missing';
  try {
    const s = fs.statSync(file);
    key = `${s.mtimeMs}:${s.size}`;
  } catch {
    return { verbs: new Map(), adjectives: new Map() };
  }
  const hit = wordCache.get(file);
  if (hit && hit.key === key) {
    hit.checkedAt = Date.now();
    return hit.words;
  }
  const words: AttributeWords = { verbs: new Map(), adjectives: new Map() };
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const [kind, lemma, attribute, dims] = line.split('\t').map((c) => c.trim());
    const map = kind === 'verb' ? words.verbs : kind === 'adjective' ? words.adjectives : null;
    if (map && lemma && attribute) map.set(lemma.toLowerCase(), { attribute, dimensions: (dims ?? '').split(',').map((d) => d.trim()).filter(Boolean) });
  }
  wordCache.set(file, { key, checkedAt: Date.now(), words });
  return words;
}

