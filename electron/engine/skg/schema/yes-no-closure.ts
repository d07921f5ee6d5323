// One yes/no property, every layout: a folder states whether a game is co-operative as "Co-operative: Yes" on one
// page, "Competitive: No" on another, "Play style: Co-operative" on a third and "Kooperativ: ja" in an export. The
// alignment (align.ts) makes one attribute of the labels it can tell are one property said the same way; what it
// must keep apart (a label said the other way round, a category whose values name the property) is related here, and
// each item stating one of them is given the others' answer as a fact of its own, citing the row it read:
//   - yes/no attributes of one subject that stayed apart ("Co-op", "Cooperative", "Kooperativ"): the same answer;
//   - yes/no attributes of opposite subjects: "Gluten free" / "Contains gluten" (a negation word), "Uninsured" /
//     "Insured" (a negating prefix), "Landlocked" / "Coastline", "Office-based" / "Remote", "Competitive" /
//     "Co-operative" (opposites of ordinary English words, resources/lang/en/antonyms.tsv): the answer turned round;
//   - a category whose value names a yes/no attribute's subject ("Play style: Co-operative", "Route type: Loop",
//     "Location type: remote", "Vaccination status: Current", a tag list "Diet: vegan, gluten-free"): yes where it
//     names it, no where it names the opposite, or, for a category of two values or a tag list naming several yes/no
//     attributes, where the item's value is another.
// Only between attributes never stated on one item whose items hold alike attributes (one kind of thing, several
// layouts), and never where their shares of yes contradict the relation. Questions then read every layout through
// whichever label they name; the derived facts are written to the schema graph, rebuilt with it each run.
import { normaliseKey, stemWord } from '../entries/normalise-key.ts';
import { resourcePath } from '../../resources.ts';
import fs from 'node:fs';
import type { YesNoLabelWords } from './yes-no-labels.ts';
import { prefixNegated } from './yes-no-labels.ts';

/** A label's or value's words as said of a yes/no property: in order, stemmed, without the words that only say
 *  how it holds, with how many negation words it had. */
export interface Subject {
  words: string[];
  negated: boolean;
}

export type Relation = 'same' | 'opposite';

export interface Antonyms {
  pairs: Array<[Subject, Subject]>;
}

let cache: { file: string; mtimeMs: number; lines: Array<[string, string]> } | null = null;

/** The opposites of resources/lang/en/antonyms.tsv as word pairs (each side a word or phrase). */
export function loadAntonymLines(file: string = resourcePath('lang', 'en', 'antonyms.tsv')): Array<[string, string]> {
  let mtimeMs = 0;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  if (cache && cache.file === file && cache.mtimeMs === mtimeMs) return cache.lines;
  const lines: Array<[string, string]> = [];
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [a, b] = line.split('\t').map((s) => s?.trim());
    if (a && b) lines.push([a, b]);
  }
  cache = { file, mtimeMs, lines };
  return lines;
}

export function subjectOf(text: string, words: YesNoLabelWords, translate: ReadonlyMap<string, string>, isUnit: (w: string) => boolean): Subject {
  let negations = 0;
  const out: string[] = [];
  for (const r of normaliseKey(text).split(' ').filter(Boolean)) {
    const w = translate.get(r) ?? r;
    if (words.negation.has(w)) negations++;
    else if (words.polarity.has(w)) continue;
    else if (w.length > 1 && !/^\d/.test(w) && !isUnit(w)) out.push(stemWord(w));
  }
  return { words: out, negated: negations % 2 === 1 };
}

export function antonymsOf(lines: Array<[string, string]>, words: YesNoLabelWords, translate: ReadonlyMap<string, string>, isUnit: (w: string) => boolean): Antonyms {
  const pairs: Array<[Subject, Subject]> = [];
  for (const [a, b] of lines) {
    const x = subjectOf(a, words, translate, isUnit);
    const y = subjectOf(b, words, translate, isUnit);
    if (x.words.length && y.words.length) pairs.push([x, y]);
  }
  return { pairs };
}

/** One word written two ways: equal, or one the other's beginning ("remote", "remotely"), or sharing a long
 *  beginning ("vaccine", "vaccination"). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const n = Math.min(a.length, b.length);
  if (n < 4) return false;
  if (a.startsWith(b) || b.startsWith(a)) return true;
  let k = 0;
  while (k < n && a[k] === b[k]) k++;
  return k >= 5 && k >= 0.7 * n;
}

/** The words as one compound ("co op", "co operative", "cooperative" → "coop", "cooperative"). */
const compact = (ws: string[]) => ws.join('');

/** Whether two word lists say one thing: word by word, or as one compound written with or without its joins. */
function sameWords(a: string[], b: string[]): boolean {
  if (!a.length || !b.length) return false;
  if (a.length === b.length) {
    const rest = [...b];
    let all = true;
    for (const w of a) {
      const k = rest.findIndex((v) => sameWord(w, v));
      if (k < 0) {
        all = false;
        break;
      }
      rest.splice(k, 1);
    }
    if (all) return true;
  }
  // a compound's joins ("co op", "cooperative"), not a word more ("language" is not "language independent")
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.every((w) => long.includes(w))) return false;
  return (a.length > 1 || b.length > 1) && sameWord(compact(a), compact(b));
}

/**
 * How two subjects relate: one property said the same way or the other way round, or null. `extra` lets the longer
 * subject carry one word more ("Remote working" / "Remote", "Hot shower" / "Showers"), only where they are the same.
 */
export function relate(x: Subject, y: Subject, antonyms: Antonyms, words: YesNoLabelWords, extra = false): Relation | null {
  const flip = x.negated !== y.negated;
  const turn = (r: Relation): Relation => (flip ? (r === 'same' ? 'opposite' : 'same') : r);
  const byWords = (a: string[], b: string[]): Relation | null => {
    if (sameWords(a, b)) return 'same';
    for (const [p, q] of antonyms.pairs) {
      if ((sameWords(a, p.words) && sameWords(b, q.words)) || (sameWords(a, q.words) && sameWords(b, p.words))) return p.negated !== q.negated ? 'same' : 'opposite';
    }
    return null;
  };
  const whole = byWords(x.words, y.words);
  if (whole) return turn(whole);
  if (prefixNegated(x.words.map(stemWord).join(' '), y.words.map(stemWord).join(' '), words)) return turn('opposite');
  // one word more on one side ("Weekend rota" / "Weekdays only"), never with a negation between them
  if (extra && !flip && Math.abs(x.words.length - y.words.length) === 1) {
    const longer = x.words.length > y.words.length;
    const [short, long] = longer ? [y.words, x.words] : [x.words, y.words];
    for (let i = 0; i < long.length; i++) {
      const rest = [...long.slice(0, i), ...long.slice(i + 1)];
      const r = longer ? byWords(rest, short) : byWords(short, rest);
      if (r) return r;
    }
  }
  return null;
}

/** What the closure needs of one attribute. */
export interface ClosureAttribute {
  id: string;
  kind: string;
  /** Its labels (the entries' labels). */
  labels: string[];
  /** The items stating it. */
  entities: Set<number>;
  /** The other attributes its items hold (ids). */
  around: Set<string>;
  booleans: number;
  trues: number;
}

/** One item's statement of a yes/no or category attribute. */
export interface Statement {
  entity: number;
  attribute: string;
  /** The yes/no (yes/no attributes), else the value's text (a category's value or one part of a list). */
  boolean?: boolean;
  text?: string;
  /** What it cites. */
  spec: string;
}

export interface Derived {
  entity: number;
  /** The yes/no attribute given the answer. */
  attribute: string;
  value: boolean;
  /** The statement it was read from. */
  from: Statement;
  /** Why: the relation read. */
  reason: string;
}

/** Shares of items two attributes must have in common (never both on one item) and alike around them. */
const CLOSURE = { together: 0.05, alike: 0.3, yesApart: 0.5, samples: 8, categoryValues: 12 };

function overlap<T>(a: Set<T>, b: Set<T>): number {
  let n = 0;
  for (const x of a) if (b.has(x)) n++;
  return n;
}

/** Items of one kind described in different layouts: rarely both stated on one item, and alike around. */
function layoutsOfOneKind(a: ClosureAttribute, b: ClosureAttribute): boolean {
  const both = overlap(a.entities, b.entities);
  if (both > CLOSURE.together * Math.min(a.entities.size, b.entities.size)) return false;
  const x = new Set([...a.around].filter((i) => i !== b.id));
  const y = new Set([...b.around].filter((i) => i !== a.id));
  if (!x.size || !y.size) return false;
  return overlap(x, y) >= CLOSURE.alike * Math.min(x.size, y.size);
}

/** Shares of yes that contradict the relation, in samples large enough to say so. */
function sharesContradict(a: ClosureAttribute, b: ClosureAttribute, r: Relation): boolean {
  if (a.booleans < CLOSURE.samples || b.booleans < CLOSURE.samples) return false;
  const pa = a.trues / a.booleans;
  const pb = b.trues / b.booleans;
  return r === 'same' ? Math.abs(pa - pb) > CLOSURE.yesApart : Math.abs(pa + pb - 1) > CLOSURE.yesApart;
}

export interface ClosureInput {
  attributes: ClosureAttribute[];
  statements: Statement[];
  words: YesNoLabelWords;
  translate: ReadonlyMap<string, string>;
  isUnit: (w: string) => boolean;
  antonyms?: Array<[string, string]>;
}

/** The facts each item is given: for every yes/no attribute it does not state, the answer a related one gives. */
export function yesNoClosure(input: ClosureInput): Derived[] {
  const { words, translate, isUnit } = input;
  const antonyms = antonymsOf(input.antonyms ?? loadAntonymLines(), words, translate, isUnit);
  const subjects = (a: ClosureAttribute) => a.labels.map((l) => subjectOf(l, words, translate, isUnit)).filter((s) => s.words.length);
  const bools = input.attributes.filter((a) => a.kind === 'bool' && a.entities.size > 0);
  const boolSubjects = new Map(bools.map((a) => [a.id, subjects(a)] as const));
  const byId = new Map(input.attributes.map((a) => [a.id, a] as const));

  // what each item states of each attribute
  const stated = new Map<string, Statement[]>();
  for (const s of input.statements) {
    const k = `${s.attribute}\u0000${s.entity}`;
    (stated.get(k) ?? stated.set(k, []).get(k)!).push(s);
  }
  const holds = (attribute: string, entity: number) => stated.has(`${attribute}\u0000${entity}`);

  // answers given, by (attribute, entity): a contradiction leaves none
  const given = new Map<string, Derived | null>();
  const give = (d: Derived) => {
    if (holds(d.attribute, d.entity)) return;
    const k = `${d.attribute}\u0000${d.entity}`;
    const prev = given.get(k);
    if (prev === null) return;
    if (prev && prev.value !== d.value) given.set(k, null);
    else if (!prev) given.set(k, d);
  };

  // 1. categories whose values name a yes/no attribute
  const categories = input.attributes.filter((a) => a.kind === 'text' && a.entities.size > 0);
  const naming = new Set<string>();
  for (const t of categories) {
    const values = new Map<string, Statement[]>();
    const perEntity = new Map<number, Statement[]>();
    for (const e of t.entities) {
      for (const s of stated.get(`${t.id}\u0000${e}`) ?? []) {
        if (!s.text) continue;
        const v = s.text.trim().toLowerCase();
        (values.get(v) ?? values.set(v, []).get(v)!).push(s);
        (perEntity.get(e) ?? perEntity.set(e, []).get(e)!).push(s);
      }
    }
    if (values.size < 1 || values.size > CLOSURE.categoryValues) continue;
    const labelWords = subjects(t).flatMap((s) => s.words);
    const list = [...perEntity.values()].some((ss) => new Set(ss.map((s) => s.text!.trim().toLowerCase())).size > 1);
    // what each value says of each yes/no attribute
    const says = new Map<string, Map<string, Relation>>();
    for (const b of bools) {
      if (!layoutsOfOneKind(t, b)) continue;
      for (const v of values.keys()) {
        const vs = subjectOf(v, words, translate, isUnit);
        if (!vs.words.length) continue;
        for (const y of boolSubjects.get(b.id)!) {
          // the value names the subject, alone or with the category's own words ("Vaccination status: Current" of
          // "Vaccines current"): every word of the value is the subject's, and the label's words cover the rest
          const rest = y.words.filter((w) => !vs.words.some((u) => sameWord(u, w)));
          const covered = rest.length < y.words.length && rest.every((w) => labelWords.some((u) => sameWord(u, w)));
          const r = relate(vs, covered ? { words: y.words.filter((w) => !rest.includes(w)), negated: y.negated } : y, antonyms, words);
          if (!r) continue;
          (says.get(b.id) ?? says.set(b.id, new Map()).get(b.id)!).set(v, r);
          break;
        }
      }
    }
    if (!says.size) continue;
    naming.add(t.id);
    // a category of two values, or a tag list naming several yes/no attributes: a value not naming one says no of it
    // (a list only where each of the item's values names one or says there is none: "V, GF" may be codes for them)
    const recognised = (v: string) => [...says.values()].some((m) => m.has(v)) || subjectOf(v, words, translate, isUnit).words.length === 0 || (values.get(v) ?? []).every((s) => s.boolean === false);
    const family = (e: Statement[]) => values.size === 2 || (list && says.size >= 2 && e.every((s) => recognised(s.text!.trim().toLowerCase())));
    for (const [bid, byValue] of says) {
      const b = byId.get(bid)!;
      const named = [...byValue].filter(([, r]) => r === 'same').map(([v]) => v);
      for (const [e, ss] of perEntity) {
        const texts = new Set(ss.map((s) => s.text!.trim().toLowerCase()));
        const yes = ss.find((s) => byValue.get(s.text!.trim().toLowerCase()) === 'same');
        const no = ss.find((s) => byValue.get(s.text!.trim().toLowerCase()) === 'opposite');
        if (yes && !no) give({ entity: e, attribute: b.id, value: true, from: yes, reason: `"${t.labels[0]}: ${yes.text}" names "${b.labels[0]}"` });
        else if (no && !yes) give({ entity: e, attribute: b.id, value: false, from: no, reason: `"${t.labels[0]}: ${no.text}" is the opposite of "${b.labels[0]}"` });
        else if (!yes && !no && family(ss) && named.length && ![...texts].some((x) => named.includes(x))) {
          give({ entity: e, attribute: b.id, value: false, from: ss[0]!, reason: `"${t.labels[0]}: ${ss.map((s) => s.text).join(', ')}" is not "${named[0]}"` });
        }
      }
    }
  }
  // 1b. a text attribute of a yes/no attribute's subject whose values are what the item has or none ("Microchip:
  // 985112050458284 | none" of "Microchipped", "Insurance: Petplan | none" of "Insured"): yes where it names one
  for (const t of categories) {
    if (naming.has(t.id)) continue;
    const own = subjects(t);
    const ss = [...t.entities].flatMap((e) => stated.get(`${t.id}\u0000${e}`) ?? []);
    const nothing = ss.filter((s) => s.boolean === false).length;
    const something = ss.filter((s) => s.boolean === undefined && s.text && subjectOf(s.text, words, translate, isUnit).words.length);
    // mostly things, named in more than one way, and some items with none
    if (!nothing || something.length < 2 || new Set(something.map((s) => s.text!.trim().toLowerCase())).size < 2) continue;
    for (const b of bools) {
      if (!own.some((x) => boolSubjects.get(b.id)!.some((y) => relate(x, y, antonyms, words, true) === 'same')) || !layoutsOfOneKind(t, b)) continue;
      for (const s of ss) {
        if (s.boolean === true || s.boolean === false) give({ entity: s.entity, attribute: b.id, value: s.boolean, from: s, reason: `"${t.labels[0]}: ${s.text}" says whether it has one` });
        else if (something.includes(s)) give({ entity: s.entity, attribute: b.id, value: true, from: s, reason: `"${t.labels[0]}: ${s.text}" names the one it has` });
      }
    }
  }

  const fromCategories = new Map<string, Derived[]>();
  for (const d of given.values()) if (d) (fromCategories.get(d.attribute) ?? fromCategories.set(d.attribute, []).get(d.attribute)!).push(d);
  // 2. yes/no attributes related by their labels, from what the items state and what the categories said
  for (let i = 0; i < bools.length; i++) {
    for (let j = i + 1; j < bools.length; j++) {
      const a = bools[i]!;
      const b = bools[j]!;
      let rel: Relation | null = null;
      for (const x of boolSubjects.get(a.id)!) {
        for (const y of boolSubjects.get(b.id)!) {
          const r = relate(x, y, antonyms, words, true);
          if (r && rel && r !== rel) rel = null;
          else if (r) rel = r;
          if (r) break;
        }
        if (rel) break;
      }
      if (!rel || !layoutsOfOneKind(a, b) || sharesContradict(a, b, rel)) continue;
      const reason = rel === 'same' ? `"${a.labels[0]}" and "${b.labels[0]}" say yes or no of one thing` : `"${a.labels[0]}" and "${b.labels[0]}" are opposites`;
      for (const [from, to] of [[a, b], [b, a]] as const) {
        for (const e of from.entities) {
          for (const s of stated.get(`${from.id}\u0000${e}`) ?? []) {
            if (s.boolean === undefined) continue;
            give({ entity: e, attribute: to.id, value: rel === 'same' ? s.boolean : !s.boolean, from: s, reason });
          }
        }
        for (const d of fromCategories.get(from.id) ?? []) give({ ...d, attribute: to.id, value: rel === 'same' ? d.value : !d.value, reason: `${d.reason}; ${reason}` });
      }
    }
  }

  return [...given.values()].filter((d): d is Derived => !!d);
}
