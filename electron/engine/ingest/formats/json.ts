// JSON → outline. Arrays of objects at any depth are record collections: each object becomes a key/value unit
// named from its own fields (its name-like key, else the collection's most distinctive text field; naming.ts).
// Inside a record, nested objects become sections (section = parent path, key = leaf key); an array of
// {label, amount, unit}-like objects is a list of the record's own attributes ("nutrients": [{"nutrient":
// "Energy", "amount": 564, "unit": "kJ"}] → row "Energy: 564 kJ" in section "nutrients"); arrays of scalars are
// joined; arrays of arrays become lines. The scalar fields of a top-level object describe the file itself.
// Everything is iterative and bounded by MAX_DEPTH: deeper values are left out with a warning, never recursed.

import { quarryError } from '../../errors.ts';
import { normText } from '../../text/norm.ts';
import { defaultUnits, findUnit } from '../../skg/values/quantity.ts';
import type { Outline, Pair, Unit } from '../units.ts';
import { emptyOutline } from '../units.ts';
import { collapseSpace, isBrandHeader, isValueHeader, norm } from '../kv.ts';
import { isCodeLike, looksLikeName, fullerColumn, identifierColumn, namingColumn, qualifiedName, slugKey, tellsApart, type NameQualifiers } from '../naming.ts';
import { ingestVocabulary, isNameKey, isNameKeyInAnyLanguage, normaliseNameKey, type IngestVocabulary } from '../vocabulary.ts';
import { lineItemColumns } from '../line-items.ts';
import { monthNumber, weekdayNumber } from '../../skg/values/dates.ts';

export const MAX_JSON_DEPTH = 32;
/** Characters of one value made of nested arrays. */
const MAX_VALUE_CHARS = 2000;
export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };

interface Collection {
  path: string;
  items: Json[];
  depth: number;
  /** Set for the lines of the file's own record (an invoice's): what each line names. */
  lineNames?: string[];
  /** The groups its items are filed in ({"continent": "Europe", "places": […]}: each place's continent is Europe),
   *  outermost first; `group` is the one its own holder makes, before the holder's own groups are added. */
  groups?: Pair[];
  group?: Pair;
  /** Set where `group` is a record holding more than its members (a part-of field, not a group's): kept only where
   *  each member is held by one such record (dataOutline). */
  partOf?: boolean;
  /** The items' names, once read (collectionNames). */
  names?: Array<string | null>;
}

interface Walk {
  vocab: IngestVocabulary;
  /** Names of other records, for the brand put in front of a name (naming.ts). */
  qualifiers?: NameQualifiers;
  /** Deepest path left out, for the warning. */
  cut: { count: number; path: string | null };
}

export function jsonOutline(text: string, vocab: IngestVocabulary = ingestVocabulary(), fileName = '', qualifiers?: NameQualifiers): Outline {
  let data: Json;
  try {
    data = JSON.parse(text) as Json;
  } catch (e) {
    throw quarryError('FILE_CORRUPT', `JSON syntax error: ${e instanceof Error ? e.message : String(e)}`, e);
  }
  return dataOutline(data, vocab, fileName, qualifiers);
}

/** The outline of a parsed data tree (JSON, or YAML read as its JSON: formats/yaml.ts). */
export function dataOutline(data: Json, vocab: IngestVocabulary = ingestVocabulary(), fileName = '', qualifiers?: NameQualifiers): Outline {
  const out = emptyOutline();
  out.titleFromHeadings = false;
  const walk: Walk = { vocab, qualifiers, cut: { count: 0, path: null } };
  const queue: Collection[] = [];
  if (isRecordArray(data)) {
    queue.push({ path: '', items: data as Json[], depth: 1 });
  } else if (isObject(data)) {
    const title = nameIn(data, vocab, qualifiers, true) ?? valueNamingFile(data, fileName) ?? subjectOf(data, vocab, qualifiers) ?? keyNamingFile(data, fileName);
    const { pairs, collections } = flatten(data, '', 0, walk, false, title);
    queue.push(...collections);
    if (pairs.length) {
      out.title = title;
      out.units.push({ kind: 'pairs', title: null, pairs, page: null, links: [] });
    }
  } else if (data !== null) {
    const t = scalarText(data, 0, '', walk);
    if (t) out.units.push({ kind: 'text', text: t, page: null, links: [] });
  }
  // codes a legend of the file spells out ("site_codes": {"SVN": "Severnside"}) read as it spells them
  const legend = legendOf(data);
  // the part-of fields given, by the holder's field and the collection's path without its indexes: a member several
  // holders list ("exhibition_history": [{"title": "Common Ground"}] of many works) is no part of any of them
  const parts = new Map<Pair, string>();
  const partsOf = new Map<string, { holders: Map<string, Set<string>>; given: Array<{ pairs: Pair[]; pair: Pair }> }>();
  for (let q = 0; q < queue.length; q++) {
    const { path, items, depth, lineNames, groups } = queue[q];
    if (path) out.units.push({ kind: 'heading', level: 1, text: path, page: null, links: [] });
    const names = lineNames ?? queue[q]!.names ?? collectionNames(items, vocab, path, qualifiers);
    items.forEach((item, i) => {
      if (!isObject(item)) {
        const t = item === null ? '' : scalarText(item, depth, `${path}[${i}]`, walk);
        if (t) out.units.push({ kind: 'text', text: t, page: null, links: [] });
        return;
      }
      const { pairs, collections } = flatten(item, `${path}[${i}]`, depth, walk, true, names[i] ?? null);
      for (const p of pairs) {
        const spelt = legend.get(p.value.trim());
        if (spelt) p.value = spelt;
      }
      for (const c of collections) {
        const inherited = [...(groups ?? []), ...(c.group ? [c.group] : [])];
        if (inherited.length) c.groups = inherited;
        if (c.group && c.partOf) {
          const pattern = c.path.replace(/\[\d+\]/g, '[]');
          const entry = partsOf.get(pattern) ?? partsOf.set(pattern, { holders: new Map(), given: [] }).get(pattern)!;
          c.names = collectionNames(c.items, vocab, c.path, qualifiers);
          c.names.forEach((n) => {
            if (n) (entry.holders.get(normText(n)) ?? entry.holders.set(normText(n), new Set()).get(normText(n))!).add(normText(c.group!.value));
          });
          parts.set(c.group, pattern);
        }
      }
      queue.push(...collections);
      // the groups it is filed in, unless it states that field itself
      if (groups?.length && pairs.length) {
        const own = new Set(pairs.map((p) => norm(p.key)));
        const given = groups.filter((g) => !own.has(norm(g.key)));
        pairs.unshift(...given);
        for (const g of given) {
          const pattern = parts.get(g);
          if (pattern) partsOf.get(pattern)!.given.push({ pairs, pair: g });
        }
      }
      const subject = names[i] ?? `${path || 'item'} ${i + 1}`;
      const units: Unit[] = [{ kind: 'heading', level: 2, text: subject, page: null, links: [] }];
      if (pairs.length) units.push({ kind: 'pairs', title: null, pairs, page: null, links: [], subject, recordKind: lineNames ? 'line-item' : 'json' });
      out.units.push(...units);
    });
  }
  for (const { holders, given } of partsOf.values()) {
    if (![...holders.values()].some((h) => h.size > 1)) continue;
    for (const { pairs, pair } of given) {
      const at = pairs.indexOf(pair);
      if (at >= 0) pairs.splice(at, 1);
    }
  }
  if (walk.cut.count > 0) {
    const depth = maxDepth(data);
    out.warnings = [
      `JSON nested ${depth} levels deep: ${walk.cut.count} value${walk.cut.count === 1 ? '' : 's'} deeper than ${MAX_JSON_DEPTH} levels left out (first at ${shortPath(walk.cut.path)})`,
    ];
  }
  if (out.units.length === 0) {
    throw quarryError(
      walk.cut.count > 0 ? 'FILE_TOO_COMPLEX' : 'FILE_EMPTY',
      walk.cut.count > 0 ? `${out.warnings![0]}; nothing was left to index` : 'the JSON holds no text, numbers or fields',
    );
  }
  return out;
}

function isObject(v: Json): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isRecordArray(v: Json): boolean {
  return Array.isArray(v) && v.length > 0 && v.filter(isObject).length >= v.length / 2;
}

function isScalar(v: Json): v is string | number | boolean {
  return v !== null && typeof v !== 'object';
}

function scalarString(v: string | number | boolean): string {
  return typeof v === 'string' ? collapseSpace(v) : String(v);
}

/**
 * A value as text: scalars as written; arrays of scalars joined with ", "; arrays of arrays one line per inner
 * array (", " inside, "; " between). Iterative; levels past MAX_JSON_DEPTH are counted as cut.
 */
function scalarText(v: Json, depth: number, at: string, walk: Walk): string {
  if (isScalar(v)) return scalarString(v);
  if (!Array.isArray(v)) return '';
  const parts: string[] = [];
  let size = 0;
  const stack: Array<{ v: Json; depth: number; sep: boolean }> = [{ v, depth, sep: false }];
  while (stack.length && size < MAX_VALUE_CHARS) {
    const { v: cur, depth: d, sep } = stack.pop()!;
    if (sep) {
      parts.push('; ');
      continue;
    }
    if (isScalar(cur)) {
      const s = scalarString(cur);
      if (s) {
        if (parts.length && parts[parts.length - 1] !== '; ') parts.push(', ');
        parts.push(s);
        size += s.length;
      }
      continue;
    }
    if (!Array.isArray(cur)) continue; // objects inside a value array are not text
    if (d >= MAX_JSON_DEPTH) {
      noteCut(walk, at);
      continue;
    }
    const nestedArrays = cur.some(Array.isArray);
    for (let i = cur.length - 1; i >= 0; i--) {
      stack.push({ v: cur[i], depth: d + 1, sep: false });
      if (nestedArrays && i > 0) stack.push({ v: null, depth: d, sep: true });
    }
  }
  return parts.join('').replace(/^(; )+|(; )+$/g, '').replace(/(; ){2,}/g, '; ');
}

function shortPath(p: string | null): string {
  if (!p) return 'the top';
  return p.length > 60 ? `${p.slice(0, 60)}…` : p;
}

function noteCut(walk: Walk, at: string): void {
  walk.cut.count++;
  if (walk.cut.path === null) walk.cut.path = at;
}

/** Scalar leaves as pairs (section = parent path); arrays of named objects are handed back as collections. */
function flatten(obj: JsonObject, base: string, baseDepth: number, walk: Walk, relative = false, own: string | null = null): { pairs: Pair[]; collections: Collection[] } {
  const pairs: Pair[] = [];
  const collections: Collection[] = [];
  const stack: { o: JsonObject; section: string[]; depth: number }[] = [{ o: obj, section: [], depth: baseDepth }];
  while (stack.length) {
    const { o, section, depth } = stack.pop()!;
    const nested: typeof stack = [];
    const sectionName = section.join('.') || null;
    for (const [k, v] of Object.entries(o)) {
      if (v === null || v === '') continue;
      const at = [base, ...section, k].filter(Boolean).join('.');
      // {"value": 7980, "unit": "km²"}, {"amount": 15240, "currency": "USD"}: one quantity of the key
      const q = isObject(v) ? quantityOf(v) : null;
      if (q) {
        pairs.push({ key: k, value: q, section: sectionName });
        continue;
      }
      if (isObject(v)) {
        if (depth + 1 < MAX_JSON_DEPTH) nested.push({ o: v, section: [...section, k], depth: depth + 1 });
        else noteCut(walk, at);
        continue;
      }
      if (isRecordArray(v)) {
        const items = v as Json[];
        const attributes = attributeList(items, walk.vocab);
        if (attributes) {
          const sec = [...section, k].join('.');
          for (const p of attributes) pairs.push({ ...p, section: sec });
          continue;
        }
        if (depth + 1 >= MAX_JSON_DEPTH) {
          noteCut(walk, at);
          continue;
        }
        const lineNames = !relative && !base ? lineItemNames(items, walk.vocab) : null;
        // (what each item is named, read once: whether they are records and, if so, the list of them)
        let named: Array<string | null> | undefined;
        if (lineNames) {
          // an array of lines the file's own record buys (line-items.ts): records of their own, parts of it
          collections.push({ path: [...section, k].join('.'), items, depth: depth + 1, lineNames });
        } else if ((named ??= collectionNames(items, walk.vocab, k)).some((n) => n !== null) && !((relative || base) && calendarNamed(named))) {
          collections.push({ path: relative || base ? at : [...section, k].join('.'), items, depth: depth + 1 });
          // a named record's array of named things ("ingredients": [{"name": "garlic", "quantity": "250 g"}, …])
          // states them under its key, as a list does ("Ingredients: onion; garlic"), besides their own records —
          // where the record says more of itself than its name: a group holding only its name and its members
          // ({"continent": "Europe", "places": […]}) files them, and stays no record
          const names = named;
          const list = names.every((n) => n !== null) ? names.join('; ') : '';
          const more = Object.values(obj).some((x) => isObject(x) || (isScalar(x) && x !== '' && normText(scalarString(x)) !== normText(own ?? '')));
          if (relative && own && more && list && list.length <= MAX_VALUE_CHARS) pairs.push({ key: k, value: list, section: sectionName });
          // the group's name is what its members are filed under: each place of {"continent": "Europe"} is in Europe
          // and so is a record's: each candidate of {"areaName": "Glenmoy", "candidates": […]} stood in the area
          // Glenmoy, each colony of {"apiary_code": "AP-01", "colonies": […]} is at the apiary AP-01 (the item's kind,
          // its collection's singular, says what it is to them)
          if (relative && own && !section.length) {
            const key = Object.entries(obj).find(([, x]) => isScalar(x) && normText(scalarString(x)) === normText(own))?.[0];
            if (key) Object.assign(collections[collections.length - 1]!, { group: { key: more ? singular(base) || key : key, value: own, section: null }, ...(more ? { partOf: true } : {}) });
          }
        } else {
          // unnamed objects inside a record are parts of it: one section each ("sizes 1", "sizes 2"); so are objects
          // a record lists that only a day or a month tells apart (a show's "slots": [{"day": "MON", "start": …}])
          items.forEach((item, i) => {
            if (isObject(item)) nested.push({ o: item, section: [...section, `${k} ${i + 1}`], depth: depth + 1 });
          });
        }
        continue;
      }
      // an empty list states that there are none ("suitable_for": [], "borders": [])
      if (Array.isArray(v) && v.length === 0) {
        pairs.push({ key: k, value: 'none', section: sectionName });
        continue;
      }
      const value = scalarText(v, depth + 1, at, walk);
      if (!value) continue;
      // a nested object that describes a thing (its name and more) is that thing, stated under its key:
      // {"practice": {"name": "Clifton Clinic", "city": …}} says Practice: Clifton Clinic, not a "Name" of the
      // record; the record's own wrapper ({"client": {"full_name": …}}) and a name holder alone ({"person":
      // {"full_name": …}}) name the record and keep their key — a name holder alone naming another thing than the
      // record ({"title": "Snowdrift", "credits": {"designer": {"name": "Yuki Tanabe"}}}) is that thing too
      // (asked only of a name key inside a section: an object of thousands of keys is read once, not once per key)
      const wrapper = () => section.length === 1 && Object.keys(obj).length === 1;
      const describes = () => Object.values(o).filter((x) => x !== null && x !== '' && !isObject(x) && !Array.isArray(x)).length >= 2;
      const another = () => !!own && normText(value) !== normText(own);
      if (section.length && isNameKey(walk.vocab, k) && !wrapper() && (describes() || another())) {
        pairs.push({ key: section[section.length - 1].replace(/ \d+$/, ''), value, section: section.slice(0, -1).join('.') || null });
        continue;
      }
      pairs.push({ key: k, value, section: sectionName });
    }
    for (let i = nested.length - 1; i >= 0; i--) stack.push(nested[i]);
  }
  return { pairs, collections };
}

/** Names that are all days of the week or months ("MON", "WED"; "Jan"): they tell a record's parts apart, and name
 *  no thing of their own. */
function calendarNamed(names: Array<string | null>): boolean {
  const given = names.filter((n): n is string => n !== null);
  return given.length > 0 && given.every((n) => weekdayNumber(n.trim()) !== null || monthNumber(n.trim()) !== null);
}

/**
 * Flat objects that each buy a quantity at a price (line-items.ts), with what each names: the field of distinct
 * texts that is no code ("description", not "sku"), else the line's number. Null for any other array.
 */
function lineItemNames(items: Json[], vocab: IngestVocabulary): string[] | null {
  if (!items.every(isObject)) return null;
  const objs = items as JsonObject[];
  if (objs.some((o) => Object.values(o).some((v) => v !== null && typeof v === 'object'))) return null;
  const keys = [...new Set(objs.flatMap((o) => Object.keys(o)))];
  const cells = objs.map((o) => keys.map((k) => (isScalar(o[k] as Json) ? String(o[k]) : null)));
  const columns = lineItemColumns(cells);
  if (!columns || columns.totals) return null;
  const texts = (k: string) => objs.map((o) => o[k]).filter((v): v is string => typeof v === 'string' && /\p{L}/u.test(v) && !isCodeLike(v));
  const nameKey = keys.find((k) => isNameKey(vocab, k) && texts(k).length === objs.length) ?? keys.find((k) => texts(k).length === objs.length && new Set(texts(k)).size === objs.length);
  return objs.map((o, i) => (nameKey ? collapseSpace(String(o[nameKey])) : String(i + 1)));
}

/** An object of just a number and a unit the unit table knows (two fields): that quantity, as text. */
function quantityOf(o: JsonObject): string | null {
  const entries = Object.entries(o).filter(([, x]) => x !== null && x !== '');
  if (entries.length !== 2) return null;
  const num = entries.find(([, x]) => typeof x === 'number' || (typeof x === 'string' && /^\s*-?\d+(?:[.,]\d+)?\s*$/.test(x)));
  // (a one-letter unit only under a key saying it is one: {"band": "V", "mag": 6.9} is a magnitude in the V band, not
  // 6.9 volts; {"value": 12, "unit": "V"} is 12 V)
  const unit = entries.find(([k, x]) => typeof x === 'string' && x !== num?.[1] && !!findUnit(defaultUnits(), x) && (x.trim().length > 1 || /unit|uom/i.test(k)));
  if (!num || !unit) return null;
  return `${String(num[1]).trim()} ${String(unit[1]).trim()}`;
}

/**
 * An array of small flat objects, each naming one attribute of the enclosing record: one text field with distinct
 * values that is not a name key (the attribute), one numeric or value-like field (its value), at most two more
 * fields with few distinct values (a unit, a basis). Returns its rows, or null.
 */
function attributeList(items: Json[], vocab: IngestVocabulary): Pair[] | null {
  if (items.length < 2 || !items.every(isObject)) return null;
  const objs = items as JsonObject[];
  const keys = [...new Set(objs.flatMap((o) => Object.keys(o)))];
  if (keys.length < 2 || keys.length > 4) return null;
  if (objs.some((o) => Object.values(o).some((v) => v !== null && typeof v === 'object'))) return null;
  const values = (k: string) => objs.map((o) => o[k]).filter((v) => v !== null && v !== undefined && v !== '') as Array<string | number | boolean>;
  const distinct = (k: string) => new Set(values(k).map(String)).size;
  const labelKey = keys.find((k) => {
    const vs = values(k);
    return vs.length === objs.length && vs.every((v) => typeof v === 'string' && !isCodeLike(v) && /\p{L}/u.test(v)) && distinct(k) === vs.length;
  });
  if (!labelKey || isNameKey(vocab, labelKey)) return null;
  const rest = keys.filter((k) => k !== labelKey);
  const valueKey =
    rest.find((k) => isValueHeader(k)) ?? rest.find((k) => values(k).length > 0 && values(k).every((v) => typeof v === 'number'));
  if (!valueKey) return null;
  const extra = rest.filter((k) => k !== valueKey);
  if (extra.some((k) => distinct(k) > Math.max(3, objs.length / 3))) return null;
  const pairs: Pair[] = [];
  for (const o of objs) {
    const v = o[valueKey];
    if (v === null || v === undefined || v === '') continue;
    const more = extra.map((k) => o[k]).filter((x) => x !== null && x !== undefined && x !== '').map((x) => scalarString(x as string | number | boolean));
    pairs.push({ key: collapseSpace(String(o[labelKey])), value: [scalarString(v as string | number | boolean), ...more].join(' ') });
  }
  return pairs;
}

/**
 * Each item's name: its name-like field (with its brand; also one level down, "person": {"full_name": …}), else
 * the collection's most distinctive text field.
 */
function collectionNames(items: Json[], vocab: IngestVocabulary, collectionKey = '', qualifiers?: NameQualifiers): Array<string | null> {
  const objs = items.map((it) => (isObject(it) ? it : null));
  const selves = selfObjectNames(objs, vocab, collectionKey, qualifiers);
  const keys = [...new Set(objs.flatMap((o) => (o ? Object.keys(o) : [])))];
  const columns = keys.map((key) => ({ key, values: objs.map((o) => (o && typeof o[key] === 'string' ? (o[key] as string) : null)) }));
  const one = singular(collectionKey.split('.').pop() ?? '');
  // the field named as one item of the collection names it: "departments": [{"department": "Sales", …}], and so does
  // the field named as its name or title: "areas": [{"areaName": "Glenmoy", …}], "courses": [{"course_title": …}]
  const namesOne = (key: string) => {
    const words = normaliseNameKey(key).split(' ');
    return isOne(norm(key), one) || (words.length === 2 && isOne(words[0]!, one) && isNameKey(vocab, words[1]!));
  };
  const itemKey = one ? columns.findIndex((col) => namesOne(col.key) && col.values.some(Boolean)) : -1;
  const own = objs.map((o, i) => (o ? (nameIn(o, vocab, qualifiers, true) ?? selves[i] ?? subjectOf(o, vocab, qualifiers)) : null));
  if (own.every((n, i) => n !== null || objs[i] === null)) {
    // a field naming each item more fully than its name-like one ("vehicle" beside "make" and "model") names it
    const fuller = fullerColumn(columns, own);
    if (fuller >= 0) return own.map((n, i) => (columns[fuller].values[i] ? collapseSpace(columns[fuller].values[i]!) : n));
    // names that do not tell the items apart (a ticket's "priority": {"label": "Medium"}) name none of them where an
    // identifier each item has, its own, does ("number": "INC-10699")
    const present = own.filter((n): n is string => !!n);
    const alike = present.length >= 3 && !tellsApart(present);
    // (a field naming them as a table's rows are named, where it tells them apart: "dish" beside "id" and the "menu":
    // {"name": …} many dishes share, read as the same rows in a CSV are)
    const rows = alike ? namedColumns(columns, objs.length, vocab) : null;
    if (rows) return rows.map((n, i) => n ?? own[i]);
    const code = alike ? identifierColumn(columns) : -1;
    if (code >= 0) return own.map((n, i) => (columns[code].values[i] ? collapseSpace(columns[code].values[i]!) : n));
    // (or one an object of each holds: "instance": {"id": "P26-002"} beside the "event": {"title": "Blackhouse"} many
    // performances share)
    const inner = alike ? firstIdentifiedObject(objs) : null;
    return inner && inner.every((n, i) => n !== null || objs[i] === null) ? inner : own;
  }
  const c = itemKey >= 0 ? itemKey : namingColumn(vocab, columns, qualifiers);
  // (items no field of theirs names: the first object whose identifier is each item's own, firstIdentifiedObject)
  const inner = c < 0 ? firstIdentifiedObject(objs, vocab) : null;
  return own.map((n, i) => n ?? (c >= 0 && columns[c].values[i] ? collapseSpace(columns[c].values[i]!) : inner?.[i] ?? null));
}

/**
 * Each item's name from the object keyed as one item of the collection ("tickets": [{"ticket": {"key": "MT-2403",
 * …}, "asset": {"name": "Hvidbjerg Mølle 2"}}]): its name-like field, else an identifier each item has, its own. That
 * object is the item itself; a name in another object ("asset") is another thing the item names.
 */
function selfObjectNames(objs: Array<JsonObject | null>, vocab: IngestVocabulary, collectionKey: string, qualifiers?: NameQualifiers): Array<string | null> {
  const none = objs.map(() => null);
  const one = singular(collectionKey.split('.').pop() ?? '');
  if (!one) return none;
  const subs = objs.map((o) => {
    const hit = o ? Object.entries(o).find(([k, v]) => isOne(norm(k), one) && isObject(v)) : undefined;
    return hit ? (hit[1] as JsonObject) : null;
  });
  if (!heldByMost(subs)) return none;
  const named = subs.map((x) => (x ? nameIn(x, vocab, qualifiers) : null));
  if (named.every((n, i) => n !== null || subs[i] === null)) return named;
  return identifiers(subs) ?? none;
}

/** Whether most items (and at least three) hold the object. */
const heldByMost = (subs: Array<JsonObject | null>) => subs.filter(Boolean).length >= Math.max(3, 0.8 * subs.length);

/** Each object's identifier, from the one field of codes each has, its own (naming.ts identifierColumn); null where no
 *  field is such. */
function identifiers(subs: Array<JsonObject | null>): Array<string | null> | null {
  const keys = [...new Set(subs.flatMap((x) => (x ? Object.keys(x) : [])))];
  const columns = keys.map((key) => ({ key, values: subs.map((x) => (x && typeof x[key] === 'string' ? (x[key] as string) : null)) }));
  const code = identifierColumn(columns);
  return code >= 0 ? subs.map((_, i) => (columns[code].values[i] ? collapseSpace(columns[code].values[i]!) : null)) : null;
}

/**
 * Items of a collection keyed by no word for them ("items": [{"application": {"reference": "25/00109/HH", …},
 * "site": {…}, "decision": {…}}]) that no field of theirs names: the first object each item has whose identifier is
 * each item's own names them ("25/00109/HH"); an object of codes items share ("agent": {"code": "RBD"}) names none.
 */
function firstIdentifiedObject(objs: Array<JsonObject | null>, vocab?: IngestVocabulary): Array<string | null> {
  const none = objs.map(() => null);
  const first = objs.find((o): o is JsonObject => !!o);
  if (!first) return none;
  let opening = true;
  for (const [key, v] of Object.entries(first)) {
    if (!isObject(v)) continue;
    const subs = objs.map((o) => (o && isObject(o[key]) ? (o[key] as JsonObject) : null));
    // (with no identifier, the object each item opens with is the item itself, named as a table's rows are: "taxa":
    // [{"taxon": {"common": "Reticulated giraffe", "scientific": …}, "iucn": {…}}])
    const names = heldByMost(subs) ? identifiers(subs) ?? (opening && vocab ? namedRows(subs, vocab) : null) : null;
    if (names) return names;
    opening = false;
  }
  return none;
}

/** Names for objects as a table's rows are named (their most distinctive text field, naming.ts), where the names
 *  tell them apart; null otherwise. */
function namedRows(subs: Array<JsonObject | null>, vocab: IngestVocabulary): Array<string | null> | null {
  const keys = [...new Set(subs.flatMap((x) => (x ? Object.keys(x) : [])))];
  const columns = keys.map((key) => ({ key, values: subs.map((x) => (x && typeof x[key] === 'string' ? (x[key] as string) : null)) }));
  return namedColumns(columns, subs.length, vocab);
}

/** The names of a table's rows, from its columns as naming.ts names them, where most rows have one and they tell the
 *  rows apart; null otherwise. */
function namedColumns(columns: Array<{ key: string; values: Array<string | null> }>, count: number, vocab: IngestVocabulary): Array<string | null> | null {
  const c = namingColumn(vocab, columns);
  if (c < 0) return null;
  const names = columns[c]!.values.map((v) => (v ? collapseSpace(v) : null));
  const present = names.filter((n): n is string => !!n);
  return present.length >= 0.8 * count && tellsApart(present, 1) ? names : null;
}

/** Whether a word is one of what a plural's singular (below) names: the singular itself, or, for a plural made by
 *  "-es" after any letter ("proveedores", "tours-opérateurs" aside), the word it was made from ("proveedor"). */
const isOne = (word: string, one: string) => word === one || (one.endsWith('e') && word.length >= 3 && word + 'e' === one);

/** "departments" → "department", "categories" → "category"; '' for a word that is not a plural. */
function singular(key: string): string {
  const k = norm(key.replace(/\[\d+\]$/, ''));
  if (/ies$/.test(k)) return k.replace(/ies$/, 'y');
  if (/(ches|shes|sses|xes)$/.test(k)) return k.replace(/es$/, '');
  if (/[^s]s$/.test(k)) return k.replace(/s$/, '');
  return '';
}

/**
 * A file holding one record that one of its own fields names ("INV-0003.json" with "invoice_no": "INV-0003",
 * "18-constitution-street.json" with "property": {"address": "18 Constitution Street"}): that field is the record's
 * name, spelled as the file writes it, before a name one level down, which is then another item's ("supplier").
 * The record's own fields are read first, then those of its objects, a level at a time (two levels at most).
 */
function valueNamingFile(o: JsonObject, fileName: string): string | null {
  const key = slugKey;
  const base = key(fileName.replace(/\.[^.]+$/, ''));
  if (base.length < 2) return null;
  let level: JsonObject[] = [o];
  for (let depth = 0; depth < 3 && level.length; depth++) {
    const next: JsonObject[] = [];
    for (const x of level) {
      for (const v of Object.values(x)) {
        if (typeof v === 'string' && key(v) === base) return collapseSpace(v);
        if (isObject(v)) next.push(v);
      }
    }
    level = next;
  }
  return null;
}

/** A field keyed by the file's own name ("department.yaml" with "department: Science") names the file's record. */
function keyNamingFile(o: JsonObject, fileName: string): string | null {
  const base = slugKey(fileName.replace(/\.[^.]+$/, ''));
  if (base.length < 2) return null;
  const hit = Object.entries(o).find(([k, v]) => slugKey(k) === base && typeof v === 'string' && looksLikeName(v));
  return hit ? collapseSpace(hit[1] as string) : null;
}

function subjectOf(o: JsonObject, vocab: IngestVocabulary, qualifiers?: NameQualifiers): string | null {
  const own = nameIn(o, vocab, qualifiers, true);
  if (own) return own;
  // a name one level down: {"person": {"full_name": "…"}, "job": {…}}
  for (const v of Object.values(o)) {
    if (!isObject(v)) continue;
    const nested = nameIn(v, vocab, qualifiers);
    if (nested) return nested;
  }
  return null;
}

/** The name an object's name key gives; a name key in another language ("namn", "naam") only at an item's own level
 *  (`anyLanguage`): one level down, "hond": {"naam": "Bram"} of a booking, it names what the booking is for. */
function nameIn(o: JsonObject, vocab: IngestVocabulary, qualifiers?: NameQualifiers, anyLanguage = false): string | null {
  const entries = Object.entries(o).filter(([, v]) => typeof v === 'string' && v.trim()) as [string, string][];
  // a name has letters: a name-like key holding a number ("phone": "+353 1 496 0457") does not name the record
  // (a name written in parts, "name": {"display": "Rhys Patel", "given": "Rhys", "family": "Patel"}, is its fullest
  // part: the one of most words)
  const isName = (k: string) => (anyLanguage ? isNameKeyInAnyLanguage(vocab, k) : isNameKey(vocab, k));
  const name = entries.find(([k, v]) => isName(k) && looksLikeName(v))?.[1] ?? partedName(o, vocab, isName);
  if (!name) return null;
  const brand = entries.find(([k]) => isBrandHeader(k))?.[1];
  return qualifiedName(collapseSpace(name), brand, qualifiers);
}

/** Entries a legend must have, and the most letters and digits a code it spells out may have. */
const LEGEND_ENTRIES = 2;
const LEGEND_CODE = /^[\p{Lu}\d]{2,8}$/u;

/** The codes the file's legends spell out: objects (outside its lists of records) whose keys are all codes in
 *  capitals ("SVN", "CONC") and whose values are all words in lower case too ("Severnside", "Concession (60+)"), code
 *  → words; a code two legends spell two ways is left as written. */
function legendOf(data: Json): Map<string, string> {
  const out = new Map<string, string>();
  const clash = new Set<string>();
  const stack: Json[] = [data];
  let seen = 0;
  while (stack.length && seen++ < 10_000) {
    const v = stack.pop()!;
    if (!isObject(v)) continue;
    const entries = Object.entries(v);
    const legend = entries.length >= LEGEND_ENTRIES && entries.every(([k, x]) => LEGEND_CODE.test(k) && /\d*\p{L}/u.test(k) && typeof x === 'string' && /\p{L}{3}/u.test(x) && /\p{Ll}/u.test(x) && x.trim() !== k);
    if (legend) {
      for (const [k, x] of entries) {
        const words = collapseSpace(x as string);
        if (out.has(k) && out.get(k) !== words) clash.add(k);
        out.set(k, words);
      }
      continue;
    }
    for (const x of Object.values(v)) if (isObject(x)) stack.push(x);
  }
  for (const k of clash) out.delete(k);
  return out;
}

/** The name an object gives in parts under a name key ("name": {"display": "Rhys Patel", "given": "Rhys", "family":
 *  "Patel"}): the part of most words that reads as a name, holding another part; or null. */
function partedName(o: JsonObject, vocab: IngestVocabulary, isName: (key: string) => boolean = (k) => isNameKey(vocab, k)): string | null {
  for (const [k, v] of Object.entries(o)) {
    if (!isObject(v) || !isName(k)) continue;
    const parts = Object.values(v).filter((x): x is string => typeof x === 'string' && looksLikeName(x)).map(collapseSpace);
    const fullest = parts.sort((x, y) => y.split(' ').length - x.split(' ').length)[0];
    // (its parts, each inside the fullest: a label's {"name": "Grey Owl Records"} is an object of its own)
    if (fullest && parts.length >= 2 && parts.slice(1).some((x) => fullest.split(' ').includes(x))) return fullest;
  }
  return null;
}

/** Nesting depth of a parsed value, iteratively. */
function maxDepth(v: Json): number {
  let max = 0;
  const stack: Array<[Json, number]> = [[v, 0]];
  while (stack.length) {
    const [cur, d] = stack.pop()!;
    if (cur === null || typeof cur !== 'object') continue;
    if (d + 1 > max) max = d + 1;
    for (const c of Array.isArray(cur) ? cur : Object.values(cur)) if (c !== null && typeof c === 'object') stack.push([c, d + 1]);
  }
  return max;
}
