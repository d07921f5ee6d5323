// vCard (.vcf) and iCalendar (.ics) → outline. Both write "content lines" (RFC 6350, RFC 5545): `NAME;PARAM=x:value`,
// long lines folded onto lines starting with a space, components between BEGIN:X and END:X. Each contact or event
// is a record named by its name or summary, of the kind its component is (a contact, an event), with a row per field
// labelled as resources/ingest/record-tags.tsv says ("TEL;TYPE=CELL" → "Phone (cell)"). Components that hold no
// records (time zones, an event's alarms) are skipped whole; dates written in the formats' own compact form
// ("20250314T190000Z") are written as dates a reader and the value parser read ("2025-03-14 19:00 UTC").
import { quarryError } from '../../errors.ts';
import type { Outline, Pair, Unit } from '../units.ts';
import { emptyOutline } from '../units.ts';
import { recordTags, type RecordTags, type TaggedFormat } from '../record-tags.ts';

/** Nesting of components past which a file is read no deeper (a hostile file nesting BEGIN lines). */
const MAX_DEPTH = 16;
/** Characters of one value kept. */
const MAX_VALUE_CHARS = 4000;

interface ContentLine {
  name: string;
  params: Map<string, string>;
  value: string;
}

/** Whether a text's first content line opens a vCard or a calendar. */
export function contentLinesFormat(text: string): TaggedFormat | null {
  const first = /^\s*BEGIN:(VCARD|VCALENDAR)\s*$/im.exec(text.slice(0, 4096).replace(/^\uFEFF/, ''));
  if (!first || text.slice(0, first.index).trim()) return null;
  return first[1]!.toUpperCase() === 'VCARD' ? 'vcard' : 'ical';
}

export function contentLinesOutline(text: string, format: TaggedFormat, tags: RecordTags = recordTags()): Outline {
  const out = emptyOutline();
  out.titleFromHeadings = false;
  const stack: Array<{ component: string; kind?: string; pairs: Pair[]; name: string | null; structured?: string; skipped: boolean }> = [];
  let records = 0;
  let cut = 0;
  let deeper = 0;
  const close = (at: number) => {
    while (stack.length > at) {
      const done = stack.pop()!;
      if (!done.kind || done.skipped || !done.pairs.length) continue;
      records++;
      const subject = done.name ?? (done.structured || `${done.kind} ${records}`);
      const units: Unit[] = [
        { kind: 'heading', level: 2, text: subject, page: null, links: [] },
        { kind: 'pairs', title: null, pairs: done.pairs, page: null, links: [], subject, recordKind: 'json', categoryHints: [done.kind] },
      ];
      out.units.push(...units);
    }
  };
  for (const line of unfold(text)) {
    const cl = parseLine(line);
    if (!cl) continue;
    if (cl.name === 'BEGIN') {
      const component = cl.value.trim().toUpperCase();
      const outer = stack[stack.length - 1];
      // (components nested past the limit are counted, never kept: their END lines close them)
      if (stack.length >= MAX_DEPTH) {
        cut++;
        deeper++;
        continue;
      }
      // (inside a record, a component of its own — an event's alarm — is no part of it)
      const skipped = !!outer?.skipped || !!outer?.kind;
      stack.push({ component, kind: skipped ? undefined : tags.kind(format, component), pairs: [], name: null, skipped });
      continue;
    }
    if (cl.name === 'END' && deeper > 0) {
      deeper--;
      continue;
    }
    if (cl.name === 'END') {
      const closing = cl.value.trim().toUpperCase();
      // (an END that closes an outer component closes the ones left open inside it)
      const at = stack.map((s) => s.component).lastIndexOf(closing);
      if (at >= 0) close(at);
      continue;
    }
    const top = stack[stack.length - 1];
    if (!top || top.skipped || !top.kind) continue;
    // (a contact with no formatted name is named by its structured one, "Moreton;Alice" → Alice Moreton)
    if (format === 'vcard' && cl.name === 'N' && !top.structured) top.structured = structuredName(cl.value);
    const field = fieldOf(cl, format, tags);
    if (!field) continue;
    if (top.name === null && isNameField(cl.name, format)) top.name = field.value;
    const same = top.pairs.find((p) => p.key === field.key);
    if (same) same.value = `${same.value}; ${field.value}`.slice(0, MAX_VALUE_CHARS);
    else top.pairs.push(field);
  }
  // (a file cut short closes what it left open: the records read so far are kept)
  close(0);
  if (cut) out.warnings = [`components nested deeper than ${MAX_DEPTH} levels were left out (${cut})`];
  if (!out.units.length) throw quarryError('FILE_EMPTY', `no ${format === 'vcard' ? 'contact' : 'event, task or journal entry'} with fields was found in it`);
  return out;
}

/** The field that names a record: a contact's formatted name, an event's summary. */
function isNameField(name: string, format: TaggedFormat): boolean {
  return format === 'vcard' ? name === 'FN' : name === 'SUMMARY';
}

/** Lines with folded continuations joined back (a line starting with a space or tab continues the one before). */
function* unfold(text: string): Generator<string> {
  let current: string | null = null;
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)) {
    if (current !== null && /^[ \t]/.test(raw)) {
      if (current.length < MAX_VALUE_CHARS * 2) current += raw.slice(1);
      continue;
    }
    if (current !== null) yield current;
    current = raw;
  }
  if (current !== null) yield current;
}

/** `[group.]NAME[;PARAM=value…]:value`, parameters' quoted values kept whole; null for a line that is none. */
function parseLine(line: string): ContentLine | null {
  const head = /^(?:[A-Za-z0-9-]+\.)?([A-Za-z0-9-]+)/.exec(line);
  if (!head) return null;
  const name = head[1]!.toUpperCase();
  const params = new Map<string, string>();
  let i = head[0].length;
  while (line[i] === ';') {
    const m = /^;([A-Za-z0-9-]+)(?:=((?:"[^"]*"|[^";:])*(?:,(?:"[^"]*"|[^";:,])*)*))?/.exec(line.slice(i));
    if (!m) return null;
    params.set(m[1]!.toUpperCase(), (m[2] ?? '').replace(/"/g, ''));
    i += m[0].length;
  }
  if (line[i] !== ':') return null;
  return { name, params, value: line.slice(i + 1) };
}

/** The row a content line gives: its label (with its TYPE where it has one) and its value written plainly. */
function fieldOf(cl: ContentLine, format: TaggedFormat, tags: RecordTags): Pair | null {
  const listed = tags.label(format, cl.name);
  if (listed === null) return null;
  const label = listed ?? ownLabel(cl.name);
  if (!label) return null;
  let value: string;
  if (cl.name === 'ATTENDEE' || cl.name === 'ORGANIZER') value = cl.params.get('CN') || cl.value.replace(/^mailto:/i, '');
  else value = parts(cl.value).join(', ');
  value = compactDate(value, cl.params.get('TZID')).replace(/\s+/g, ' ').trim().slice(0, MAX_VALUE_CHARS);
  if (!value) return null;
  // (a TYPE the tags file leaves out, "TYPE.PREF", says nothing a reader needs)
  const type = (cl.params.get('TYPE') ?? '').toLowerCase().split(',').filter((t) => t && tags.label(format, `TYPE.${t}`) !== null)[0];
  return { key: type ? `${label} (${type})` : label, value };
}

/** vCard's structured name (family; given; additional; prefixes; suffixes) as written in a sentence: "Moreton;Alice;;;"
 *  → "Alice Moreton". */
function structuredName(value: string): string {
  const [family = '', given = '', additional = '', prefix = '', suffix = ''] = value.split(';').map((p) => p.replace(/\\,/g, ',').trim());
  return [prefix, given, additional, family, suffix].filter(Boolean).join(' ');
}

/** A field's own name as its label where the file lists none: "X-SKYPE" → "Skype". */
function ownLabel(name: string): string {
  const bare = name.replace(/^X-/, '').replace(/-/g, ' ').toLowerCase();
  return bare ? bare[0]!.toUpperCase() + bare.slice(1) : '';
}

/** A value's parts (";" separates the parts of a name or address), unescaped, empty ones left out. */
function parts(value: string): string[] {
  const out: string[] = [];
  let cur = '';
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    if (c === '\\' && i + 1 < value.length) {
      const n = value[++i]!;
      cur += n === 'n' || n === 'N' ? ' ' : n;
    } else if (c === ';') {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out.map((p) => p.trim()).filter(Boolean);
}

/** "20250314" → "2025-03-14"; "20250314T190000Z" → "2025-03-14 19:00 UTC"; a list of them, each. */
function compactDate(value: string, tzid?: string): string {
  return value.replace(/\b(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?\b/g, (_all, y: string, mo: string, d: string, h?: string, mi?: string, _s?: string, z?: string) => {
    if (Number(mo) < 1 || Number(mo) > 12 || Number(d) < 1 || Number(d) > 31) return _all;
    const date = `${y}-${mo}-${d}`;
    if (h === undefined) return date;
    return `${date} ${h}:${mi}${z ? ' UTC' : tzid ? ` ${tzid}` : ''}`;
  });
}
