// The user-editable word lists the ingest step reads (resources/ingest/): conventional file names and their
// roles, name-like keys, labels of derived facts and named terms read from prose. Each file is read once per
// path and process (they are shipped read-only data, not library state); tests pass their own vocabulary.

import { labelAsEnglish } from '../skg/schema/label-words.ts';
import { normaliseKey } from '../skg/entries/normalise-key.ts';
import fs from 'node:fs';
import { resourcePath } from '../resources.ts';
import { listDomainPacks, packFiles } from '../domains/packs.ts';

export type FileRole = 'changes' | 'log' | 'notice' | 'about';

export interface ProseTerm {
  role: FileRole;
  attribute: string;
  phrase: RegExp;
  value: string;
}

export interface IngestVocabulary {
  /** Conventional file names (patterns) with their role, first match wins. */
  fileNames: Array<{ pattern: RegExp; role: FileRole }>;
  /** Normalised name-like keys ("name", "product name"). */
  nameKeys: Set<string>;
  /** Labels of facts derived from a file's structure ("latest.version" → "Latest version"). */
  labels: Map<string, string>;
  proseTerms: ProseTerm[];
  /** Words that only describe a page, cut from the end of its title ("— full specifications", "| spec sheet"). */
  titleWords: Set<string>;
}

const ROLES = new Set<FileRole>(['changes', 'log', 'notice', 'about']);
const cache = new Map<string, IngestVocabulary>();

/** The shipped vocabulary (or the one in `dir`), read once per folder. */
export function ingestVocabulary(dir = resourcePath('ingest')): IngestVocabulary {
  let v = cache.get(dir);
  if (!v) {
    const read = (name: string) => {
      try {
        return fs.readFileSync(`${dir}/${name}`, 'utf8');
      } catch {
        return '';
      }
    };
    v = parseVocabulary({ fileNames: read('file-names.tsv'), nameKeys: read('name-keys.txt'), labels: read('labels.tsv'), proseTerms: read('prose-terms.tsv') });
    // the general words, and those of the domain packs ("phone specifications")
    const packWords = packFiles(listDomainPacks(), 'title-words.txt').map((f) => fs.readFileSync(f, 'utf8')).join('\n');
    v.titleWords = new Set(lines(`${read('title-words.txt')}\n${packWords}`).flatMap((c) => c[0].toLowerCase().split(/\s+/)).filter(Boolean));
    cache.set(dir, v);
  }
  return v;
}

function lines(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim() && !l.trimStart().startsWith('#'))
    .map((l) => l.split('\t').map((c) => c.trim()));
}

export function normaliseNameKey(key: string): string {
  // (a key written in camel case is its words: "displayName" is "display name", "fullName" "full name")
  return key.trim().replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
}

function globToRegExp(glob: string): RegExp {
  const body = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${body}$`, 'i');
}

/** Pure: the vocabulary from the texts of its four files (bad lines are ignored). */
export function parseVocabulary(texts: { fileNames: string; nameKeys: string; labels: string; proseTerms: string }): IngestVocabulary {
  const fileNames: IngestVocabulary['fileNames'] = [];
  for (const [pattern, role] of lines(texts.fileNames)) {
    if (pattern && ROLES.has(role as FileRole)) fileNames.push({ pattern: globToRegExp(pattern), role: role as FileRole });
  }
  const nameKeys = new Set(lines(texts.nameKeys).map((c) => normaliseNameKey(c[0])).filter(Boolean));
  const labels = new Map<string, string>();
  for (const [fact, label] of lines(texts.labels)) if (fact && label) labels.set(fact, label);
  const proseTerms: ProseTerm[] = [];
  for (const [role, attribute, phrase, value] of lines(texts.proseTerms)) {
    if (!ROLES.has(role as FileRole) || !attribute || !phrase || !value) continue;
    try {
      proseTerms.push({ role: role as FileRole, attribute, phrase: new RegExp(phrase.replace(/ +/g, '\\s+'), 'i'), value });
    } catch {
      // a bad expression is skipped
    }
  }
  return { fileNames, nameKeys, labels, proseTerms, titleWords: new Set() };
}

/** The role of a conventional file name (compression suffix already removed), or null. */
export function fileRole(vocab: IngestVocabulary, fileName: string): FileRole | null {
  return vocab.fileNames.find((f) => f.pattern.test(fileName))?.role ?? null;
}

export function isNameKey(vocab: IngestVocabulary, key: string): boolean {
  const k = normaliseNameKey(key);
  // (a bracket after it qualifies the name, no other label: "Name (standardised)", "Title (English)")
  return vocab.nameKeys.has(k) || vocab.nameKeys.has(k.replace(/\s*[([][^()[\]]*[)\]]$/, '').trim());
}

/** A name key, or one in another language the label words know: a JSON export's "namn", "nimi", "nom" (its fields
 *  say what they hold; a table's column is named by its values as well, naming.ts). */
export function isNameKeyInAnyLanguage(vocab: IngestVocabulary, key: string): boolean {
  if (isNameKey(vocab, key)) return true;
  const k = normaliseNameKey(key);
  const english = labelAsEnglish(k);
  return english !== normaliseKey(k) && vocab.nameKeys.has(english);
}

export function label(vocab: IngestVocabulary, fact: string): string {
  return vocab.labels.get(fact) ?? fact;
}
