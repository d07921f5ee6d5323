// YAML → outline: a configuration or data file (`sites:` holding a list of `- name: London HQ` mappings) is the
// data tree it writes, read as JSON is (formats/json.ts: collections of named records, nested objects as sections),
// with its leading comment kept as text. Read with js-yaml's core schema (plain values stay strings, numbers and
// booleans typed, no custom tags); several documents in one file are a list of them. A file that is no YAML, or one
// whose aliases could expand without bound (an alias bomb), is read as plain text.
import { CORE_SCHEMA, loadAll } from 'js-yaml';
import type { Outline } from '../units.ts';
import type { IngestVocabulary } from '../vocabulary.ts';
import type { NameQualifiers } from '../naming.ts';
import { dataOutline, type Json } from './json.ts';
import { textOutline } from './text.ts';

/** Alias uses ("*name") past which a file is read as text: each may repeat a whole subtree. */
const MAX_ALIASES = 64;

export function yamlOutline(text: string, vocab: IngestVocabulary, fileName: string, qualifiers?: NameQualifiers): Outline {
  const aliases = (text.match(/(?:^|[\s[{,:-])\*[^\s,\]}]+/g) ?? []).length;
  let docs: unknown[];
  try {
    if (aliases > MAX_ALIASES) throw new Error(`${aliases} aliases`);
    docs = loadAll(text, undefined, { schema: CORE_SCHEMA });
  } catch (e) {
    const plain = textOutline(text);
    plain.warnings = [...(plain.warnings ?? []), `read as text, not YAML: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`];
    return plain;
  }
  const data = (docs.length === 1 ? docs[0] : docs) as Json;
  if (data === null || data === undefined || typeof data !== 'object') return textOutline(text);
  const out = dataOutline(data, vocab, fileName, qualifiers);
  // the comment the file opens with says what it is
  const comment = /^(?:[ \t]*#[^\n]*\n?)+/.exec(text)?.[0];
  if (comment?.trim()) out.units.unshift({ kind: 'text', text: comment.replace(/^[ \t]*#+ ?/gm, '').trim(), page: null, links: [] });
  return out;
}
