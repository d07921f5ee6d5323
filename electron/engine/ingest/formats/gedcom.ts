// GEDCOM (.ged) → outline: a family tree written as numbered lines, `level [@xref@] TAG [value]`, each line a part of
// the nearest line above it one level up. Each person (INDI) is a record named by their name ("John /Kearton/" →
// "John Kearton"), of the kind resources/ingest/record-tags.tsv gives INDI, with a row per fact it labels: an event's
// date under the event's label ("BIRT" → Born), its place and age under their paths' ("BIRT.PLAC" → Place of birth);
// the family records are read through the pointers either side writes (a person's FAMC/FAMS, a family's CHIL,
// HUSB, WIFE) — the husband and wife of the family a person is a child
// of are their father and mother (FAMC.HUSB, FAMC.WIFE), the other partner and the children of a family they are a
// spouse in their spouse and children (FAMS.SPOUSE, FAMS.CHIL), its marriage their marriage (FAMS.MARR). CONC and
// CONT continue a value. Pointers are followed one step, so no loop of them can run on.
import { quarryError } from '../../errors.ts';
import type { Outline, Pair, Unit } from '../units.ts';
import { emptyOutline } from '../units.ts';
import { recordTags, type RecordTags } from '../record-tags.ts';
import { monthNumber } from '../../skg/values/dates.ts';

/** Levels past which lines are read as a part of the deepest one kept (a hostile file numbering them ever higher). */
const MAX_LEVEL = 32;
/** Characters of one value kept. */
const MAX_VALUE_CHARS = 4000;

interface Node {
  tag: string;
  xref: string | null;
  value: string;
  children: Node[];
}

const LINE = /^\s*(\d{1,2})\s+(?:(@[^@\s]+@)\s+)?([A-Za-z0-9_]+)(?:\s(.*))?$/;

/** Whether a text opens as a GEDCOM file does ("0 HEAD"). */
export function looksLikeGedcom(text: string): boolean {
  return /^\s*0\s+HEAD\s*$/m.test(text.slice(0, 256).replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '');
}

export function gedcomOutline(text: string, tags: RecordTags = recordTags()): Outline {
  const records = readTree(text);
  const byXref = new Map<string, Node>();
  for (const r of records) if (r.xref) byXref.set(r.xref, r);
  // the families each person is a child and a spouse in, as either side states it (a person's FAMC/FAMS, a family's
  // CHIL/HUSB/WIFE): trees exported by one program and edited in another often state only one side
  const childIn = new Map<string, Set<Node>>();
  const spouseIn = new Map<string, Set<Node>>();
  const put = (m: Map<string, Set<Node>>, person: string, fam: Node | undefined) => {
    if (fam && fam.tag === 'FAM') (m.get(person) ?? m.set(person, new Set()).get(person)!).add(fam);
  };
  for (const r of records) {
    if (r.tag === 'FAM') {
      for (const c of r.children) {
        if (c.tag === 'CHIL') put(childIn, c.value.trim(), r);
        else if (c.tag === 'HUSB' || c.tag === 'WIFE') put(spouseIn, c.value.trim(), r);
      }
    } else if (r.xref) {
      for (const c of r.children) {
        if (c.tag === 'FAMC') put(childIn, r.xref, byXref.get(c.value.trim()));
        else if (c.tag === 'FAMS') put(spouseIn, r.xref, byXref.get(c.value.trim()));
      }
    }
  }
  const out = emptyOutline();
  out.titleFromHeadings = false;
  let n = 0;
  for (const r of records) {
    const kind = tags.kind('gedcom', r.tag);
    if (!kind) continue;
    n++;
    const pairs: Pair[] = [];
    const add = (key: string | null | undefined, value: string) => {
      const v = value.replace(/\s+/g, ' ').trim().slice(0, MAX_VALUE_CHARS);
      if (!key || !v) return;
      const same = pairs.find((p) => p.key === key);
      if (same) {
        if (!same.value.split('; ').includes(v)) same.value = `${same.value}; ${v}`.slice(0, MAX_VALUE_CHARS);
      } else pairs.push({ key, value: v });
    };
    const names = r.children.filter((c) => c.tag === 'NAME').map((c) => personName(c.value)).filter(Boolean);
    const subject = names[0] ?? `${kind} ${n}`;
    for (const c of r.children) {
      if (c.tag === 'FAMC' || c.tag === 'FAMS') continue;
      const label = tags.label('gedcom', c.tag);
      if (label === undefined) continue;
      if (c.tag === 'NAME') continue;
      const date = gedcomDate(c.children.find((d) => d.tag === 'DATE')?.value ?? '', tags);
      // an event says when (its DATE) under its own label, or only that it happened ("1 DEAT Y")
      if (label) add(label, date || (c.children.length ? '' : eventValue(c.value)));
      for (const d of c.children) if (d.tag !== 'DATE') add(tags.label('gedcom', `${c.tag}.${d.tag}`), ageOf(d));
    }
    for (const fam of (r.xref && childIn.get(r.xref)) || []) family(fam, 'FAMC', r.xref, byXref, tags, add);
    for (const fam of (r.xref && spouseIn.get(r.xref)) || []) family(fam, 'FAMS', r.xref, byXref, tags, add);
    // (a second NAME line is another name the person went by)
    if (names.length > 1) add(tags.label('gedcom', 'NAME.OTHER'), names.slice(1).join('; '));
    if (!pairs.length) continue;
    const units: Unit[] = [
      { kind: 'heading', level: 2, text: subject, page: null, links: [] },
      { kind: 'pairs', title: null, pairs: [{ key: tags.label('gedcom', 'NAME') ?? 'Name', value: subject }, ...pairs], page: null, links: [], subject, recordKind: 'json', categoryHints: [kind] },
    ];
    out.units.push(...units);
  }
  if (!out.units.length) throw quarryError('FILE_EMPTY', 'no person with facts was found in this GEDCOM file');
  return out;
}

/** The facts a family gives one of its members: the parents of a child (FAMC), the partner, children and marriage
 *  of a spouse (FAMS). */
function family(fam: Node, how: 'FAMC' | 'FAMS', self: string | null, byXref: Map<string, Node>, tags: RecordTags, add: (key: string | null | undefined, value: string) => void): void {
  const nameOf = (xref: string) => personName(byXref.get(xref.trim())?.children.find((c) => c.tag === 'NAME')?.value ?? '');
  for (const c of fam.children) {
    if (how === 'FAMC' && (c.tag === 'HUSB' || c.tag === 'WIFE')) add(tags.label('gedcom', `FAMC.${c.tag}`), nameOf(c.value));
    if (how !== 'FAMS') continue;
    if ((c.tag === 'HUSB' || c.tag === 'WIFE') && c.value.trim() !== self) add(tags.label('gedcom', 'FAMS.SPOUSE'), nameOf(c.value));
    else if (c.tag === 'CHIL') add(tags.label('gedcom', 'FAMS.CHIL'), nameOf(c.value));
    else if (c.tag !== 'HUSB' && c.tag !== 'WIFE') {
      const label = tags.label('gedcom', `FAMS.${c.tag}`);
      const date = gedcomDate(c.children.find((d) => d.tag === 'DATE')?.value ?? '', tags);
      if (label) add(label, date || (c.children.length ? '' : eventValue(c.value)));
      for (const d of c.children) if (d.tag !== 'DATE') add(tags.label('gedcom', `FAMS.${c.tag}.${d.tag}`), ageOf(d));
    }
  }
}

/** A GEDCOM date as a reader and the value parser read it: its keywords in words ("ABT 1790" → "about 1790",
 *  resources/ingest/record-tags.tsv DATE.*) and its months as written in prose ("JUN 1762" → "Jun 1762"). */
function gedcomDate(value: string, tags: RecordTags): string {
  return value.replace(/\b[A-Z]{2,4}\b/g, (w) => {
    const said = tags.label('gedcom', `DATE.${w}`);
    if (said) return said;
    return monthNumber(w) !== null ? w[0] + w.slice(1).toLowerCase() : w;
  });
}

/** "John /Kearton/" → "John Kearton". */
function personName(value: string): string {
  return value.replace(/\//g, ' ').replace(/\s+/g, ' ').trim();
}

/** "Y" (the event happened, date unknown) → "yes"; anything else as written. */
function eventValue(value: string): string {
  return /^y$/i.test(value.trim()) ? 'yes' : value;
}

/** An AGE written as GEDCOM writes ages ("76y", "2y 3m") in words the value parser reads ("76 years"). */
function ageOf(d: Node): string {
  if (d.tag !== 'AGE') return d.value;
  const m = /^\s*[<>]?\s*(\d+)y(?:\s+\d+m)?(?:\s+\d+d)?\s*$/i.exec(d.value);
  return m ? `${m[1]} years` : d.value;
}

/** The file's level-0 records, each with the lines under it; CONC/CONT joined to the value they continue. */
function readTree(text: string): Node[] {
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)) {
    const m = LINE.exec(raw);
    if (!m) continue;
    const level = Math.min(Number(m[1]), MAX_LEVEL);
    const tag = m[3]!.toUpperCase();
    const value = m[4] ?? '';
    if (level === 0) {
      const node: Node = { tag, xref: m[2] ?? null, value, children: [] };
      roots.push(node);
      stack.length = 0;
      stack.push(node);
      continue;
    }
    if (!stack.length) continue;
    // (a level more than one deeper than the line above is a part of that line)
    const parent = stack[Math.min(level, stack.length) - 1]!;
    if (tag === 'CONC' || tag === 'CONT') {
      if (parent.value.length < MAX_VALUE_CHARS) parent.value += (tag === 'CONT' ? ' ' : '') + value;
      continue;
    }
    const node: Node = { tag, xref: m[2] ?? null, value, children: [] };
    parent.children.push(node);
    stack.length = Math.min(level, stack.length);
    stack.push(node);
  }
  return roots;
}
