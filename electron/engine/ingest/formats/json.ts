// JSON → outline. Arrays of objects are record collections: each object becomes a key/value unit with its
// own subject (its name-like field). Nested objects are flattened (section = parent path, key = leaf key);
// arrays of scalars are joined. The scalar fields of a top-level object describe the file itself.

import { quarryError } from '../../errors.ts';
import type { Outline, Pair, Unit } from '../units.ts';
import { emptyOutline } from '../units.ts';
import { collapseSpace, isBrandHeader, isNameHeader, norm } from '../kv.ts';

const MAX_DEPTH = 32;
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

interface Collection {
  path: string;
  items: Json[];
}

export function jsonOutline(text: string): Outline {
  let data: Json;
  try {
    data = JSON.parse(text) as Json;
  } catch (e) {
    throw quarryError('FILE_CORRUPT', `JSON syntax error: ${e instanceof Error ? e.message : String(e)}`, e);
  }
  const out = emptyOutline();
  out.titleFromHeadings = false;
  const queue: Collection[] = [];
  if (isRecordArray(data)) {
    queue.push({ path: '', items: data as Json[] });
  } else if (isObject(data)) {
    const { pairs, collections } = flatten(data, '');
    queue.push(...collections);
    if (pairs.length) {
      const subject = subjectOf(data);
      out.title = subject;
      out.units.push({ kind: 'pairs', title: null, pairs, page: null, links: [] });
    }
  } else if (data !== null) {
    out.units.push({ kind: 'text', text: scalar(data as Json), page: null, links: [] });
  }
  for (let q = 0; q < queue.length; q++) {
    const { path, items } = queue[q];
    if (path) out.units.push({ kind: 'heading', level: 1, text: path, page: null, links: [] });
    items.forEach((item, i) => {
      if (!isObject(item)) {
        if (item !== null) out.units.push({ kind: 'text', text: scalar(item), page: null, links: [] });
        return;
      }
      const { pairs, collections } = flatten(item, `${path}[${i}]`, true);
      queue.push(...collections);
      const subject = subjectOf(item) ?? `${path || 'item'} ${i + 1}`;
      const units: Unit[] = [{ kind: 'heading', level: 2, text: subject, page: null, links: [] }];
      if (pairs.length) units.push({ kind: 'pairs', title: null, pairs, page: null, links: [], subject, recordKind: 'json' });
      out.units.push(...units);
    });
  }
  return out;
}

function isObject(v: Json): v is { [k: string]: Json } {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isRecordArray(v: Json): boolean {
  return Array.isArray(v) && v.length > 0 && v.filter(isObject).length >= v.length / 2;
}

function scalar(v: Json): string {
  if (typeof v === 'string') return collapseSpace(v);
  if (Array.isArray(v)) return v.filter((x) => x !== null && typeof x !== 'object').map(scalar).join(', ');
  return String(v);
}

/** Scalar leaves as pairs (section = parent path); arrays of objects are handed back as collections. */
function flatten(obj: { [k: string]: Json }, base: string, relative = false): { pairs: Pair[]; collections: Collection[] } {
  const pairs: Pair[] = [];
  const collections: Collection[] = [];
  const stack: { o: { [k: string]: Json }; section: string[]; depth: number }[] = [{ o: obj, section: [], depth: 0 }];
  while (stack.length) {
    const { o, section, depth } = stack.pop()!;
    const nested: typeof stack = [];
    for (const [k, v] of Object.entries(o)) {
      if (v === null || v === '') continue;
      if (isObject(v)) {
        if (depth < MAX_DEPTH) nested.push({ o: v, section: [...section, k], depth: depth + 1 });
        else pairs.push({ key: k, value: JSON.stringify(v), section: section.join('.') || null });
      } else if (isRecordArray(v)) {
        const p = [base, ...section, k].filter(Boolean).join('.');
        collections.push({ path: relative || base ? p : [...section, k].join('.'), items: v as Json[] });
      } else {
        const value = scalar(v);
        if (value) pairs.push({ key: k, value, section: section.join('.') || null });
      }
    }
    for (let i = nested.length - 1; i >= 0; i--) stack.push(nested[i]);
  }
  return { pairs, collections };
}

function subjectOf(o: { [k: string]: Json }): string | null {
  const entries = Object.entries(o).filter(([, v]) => typeof v === 'string' && v.trim()) as [string, string][];
  const name = entries.find(([k]) => isNameHeader(k))?.[1] ?? null;
  if (!name) return null;
  const brand = entries.find(([k]) => isBrandHeader(k))?.[1];
  const clean = collapseSpace(name);
  return brand && !norm(clean).startsWith(norm(brand)) ? `${collapseSpace(brand)} ${clean}` : clean;
}
