// An event log: a text file whose lines each start with a date and time, one event per line, the events of one
// thing interleaved with other things' and with system noise:
//   2025-02-06 08:41 [P2] INC-10413 opened by Lukas Brandt (asset MN-0532) category=Network "VPN disconnects"
//   2025-02-06 09:12 [P1] INC-10413 escalated P2 -> P1 by Will Carter
//   2025-02-06 12:51 [P1] INC-10413 resolved by Will Carter (ttr=4h10m; SLA BREACHED)
// The thing a line is about is the first code it names (an identifier with letters and digits, "INC-10413"); a line
// naming none ("nightly backup completed") is text only. What a line states about its thing:
//   a verb in the past tense right after the code   → "<verb>": the line's date and time  (opened, resolved)
//   "by <Name>" / "to <Name>" after that verb       → "<verb> by" / "<verb> to": the name  (assigned to Will Carter)
//   "<from> -> <to>" right after that verb          → "<verb> to": <to>                    (escalated P2 -> P1)
//   "<word> -> <value>"                             → "<word>": the value                  (status -> On hold)
//   key=value                                       → key: value                           (category=Network)
//   "(<word> <CODE>)"                               → word: the code                       (asset MN-0532)
//   "(…; <ACRONYM> <word>)"                         → the acronym: the word                (SLA met)
//   a bracketed tag a "format:" or "Fields:" comment line names → that name: the tag      ([priority] → P2)
// A thing's later events state its present: the last line stating a key wins (status -> In progress, then
// status -> On hold: On hold). Each fact cites the line that states it. Whether a word is a verb in the past tense
// is the part-of-speech tagger's call (wink-nlp), asked once per distinct word.
import type { Outline, StatedField, TextUnit } from '../units.ts';
import { emptyOutline } from '../units.ts';
import { identifierShaped } from '../../skg/values/identifiers.ts';
import { tagText } from '../../text/english-nlp.ts';

/** "2025-02-06 08:41", "2025-02-06T08:41:07Z", "[2025-02-06 08:41:07.123 +0100]": a date and a time of day. */
const STAMP = /^\s*\[?(\d{4}-\d{2}-\d{2}[T ]\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:\s?Z|\s?[+-]\d{2}:?\d{2})?)\]?\s+/;
/** Share of the lines (comments and blank lines aside) that must start with a date and time. */
const STAMPED_SHARE = 0.6;
const MIN_EVENTS = 4;
/** Lines per text unit: a log is cut into units the way paragraphs are, so its blocks stay of a readable size. */
const LINES_PER_UNIT = 20;
const COMMENT = /^\s*(#|\/\/|;)/;
const NAME = /^((?:\p{Lu}[\p{L}'’.-]*)(?:\s+(?:\p{Lu}[\p{L}'’.-]*|van|von|de|da|der|den|du|la|le))*)/u;

interface LineEvent {
  subject: string;
  fields: Array<{ key: string; value: string }>;
}

/** The log's outline, or null when the text is not an event log. */
export function eventLogOutline(text: string): Outline | null {
  const lines = text.split(/\r\n|\r|\n/);
  const content = lines.filter((l) => l.trim() && !COMMENT.test(l));
  const stamped = content.filter((l) => STAMP.test(l));
  if (stamped.length < MIN_EVENTS || stamped.length < STAMPED_SHARE * content.length) return null;
  const tagName = bracketName(lines);
  const verbs = new Map<string, boolean>();
  const isPastVerb = (w: string) => verbs.get(w) ?? verbs.set(w, pastVerb(w)).get(w)!;
  const events: Array<LineEvent | null> = lines.map((l) => readEvent(l, tagName, isPastVerb));
  if (events.filter((e) => e && e.fields.length).length < 2) return null;
  // the last line stating a key of a thing wins: mark which (line, key) pairs are the thing's latest
  const latest = new Map<string, number>();
  events.forEach((e, i) => e?.fields.forEach((f) => latest.set(`${e.subject}\u0000${f.key.toLowerCase()}`, i)));
  const out = emptyOutline();
  const heading = lines.findIndex((l) => l.trim());
  if (heading >= 0 && COMMENT.test(lines[heading]!)) out.title = lines[heading]!.replace(COMMENT, '').trim() || null;
  let buf: string[] = [];
  let fields: StatedField[] = [];
  let at = 0;
  const flush = () => {
    if (!buf.length) return;
    const unit: TextUnit = { kind: 'text', text: buf.join('\n'), page: null, links: [], fields };
    out.units.push(unit);
    buf = [];
    fields = [];
    at = 0;
  };
  lines.forEach((raw, i) => {
    const line = raw.trimEnd();
    if (!line.trim()) {
      flush();
      return;
    }
    const e = events[i];
    if (e) {
      for (const f of e.fields) {
        if (latest.get(`${e.subject}\u0000${f.key.toLowerCase()}`) !== i) continue;
        fields.push({ key: f.key, value: f.value, start: at, end: at + line.length, section: null, subject: e.subject });
      }
    }
    buf.push(line);
    at += line.length + 1;
    if (buf.length >= LINES_PER_UNIT) flush();
  });
  flush();
  return out;
}

/** The name a comment line gives the bracketed tag of each line: "# format: YYYY-MM-DD HH:MM [priority] ticket event". */
function bracketName(lines: string[]): string | null {
  for (const l of lines.slice(0, 20)) {
    if (!COMMENT.test(l)) continue;
    const m = /\b(?:format|fields)\s*:\s*(.*)$/i.exec(l);
    const tag = m && /\[([\p{L}][\p{L} _-]{0,30})\]/u.exec(m[1]!);
    if (tag) return tag[1]!.trim();
  }
  return null;
}

function readEvent(line: string, tagName: string | null, isPastVerb: (w: string) => boolean): LineEvent | null {
  const stamp = STAMP.exec(line);
  if (!stamp) return null;
  let rest = line.slice(stamp[0].length);
  const fields: Array<{ key: string; value: string }> = [];
  const tag = /^\[([^\]]{1,40})\]\s*/.exec(rest);
  let tagValue: string | null = null;
  if (tag) {
    tagValue = tag[1]!.trim();
    rest = rest.slice(tag[0].length);
  }
  const words = rest.split(/\s+/);
  const at = words.findIndex((w) => isSubjectCode(w));
  // the thing comes first: a code further along ("backup of LT-0147 completed") is what the event mentions
  if (at < 0 || at > 1) return null;
  const subject = words[at]!.replace(/[:,;]$/, '');
  if (tagName && tagValue) fields.push({ key: tagName, value: tagValue });
  // quoted text is a description, never read for facts
  const after = words.slice(at + 1).join(' ').replace(/"[^"]*"|“[^”]*”/g, ' ');
  const verb = /^([a-z]+)\b\s*/.exec(after);
  let tail = after;
  if (verb && isPastVerb(verb[1]!)) {
    fields.push({ key: verb[1]!, value: stamp[1]! });
    tail = after.slice(verb[0].length);
    const arrow = /^(\S+)\s*(?:->|→|=>)\s*(\S+)/.exec(tail);
    if (arrow) {
      fields.push({ key: `${verb[1]} to`, value: arrow[2]! });
      tail = tail.slice(arrow[0].length);
    }
    const agent = /^\s*(by|to)\s+(\S.*)$/.exec(tail);
    const name = agent && nameAt(agent[2]!);
    if (name) fields.push({ key: `${verb[1]} ${agent![1]}`, value: name });
  }
  for (const m of tail.matchAll(/(?:^|\s)([\p{L}][\p{L}\d _-]{0,30}?)\s*(?:->|→|=>)\s*([^;,()]+?)\s*(?=$|[;,()])/gu)) {
    if (!/\s/.test(m[1]!.trim())) fields.push({ key: m[1]!.trim(), value: m[2]!.trim() });
  }
  // a value runs to a separator, a closing bracket or the next key: "ttr=1 day; SLA met", "a=1 b=2"
  for (const m of tail.matchAll(/(?:^|[\s(;,])([\p{L}][\p{L}\d_.-]{0,30})=([^;,()=]+?)(?=\s*(?:$|[;,()]|\s[\p{L}][\p{L}\d_.-]*=))/gu)) {
    const value = m[2]!.trim();
    if (value) fields.push({ key: m[1]!, value });
  }
  for (const m of tail.matchAll(/\(([^()]*)\)/g)) {
    for (const seg of m[1]!.split(/[;,]/)) {
      const s = seg.trim();
      const coded = /^([\p{L}][\p{L} ]{0,30}?)\s+(\S+)$/u.exec(s);
      if (coded && isSubjectCode(coded[2]!)) fields.push({ key: coded[1]!, value: coded[2]! });
      const acronym = /^(\p{Lu}{2,6})\s+([\p{L}-]+)$/u.exec(s);
      if (acronym) fields.push({ key: acronym[1]!, value: acronym[2]! });
    }
  }
  return { subject, fields };
}

/** A code naming a thing: an identifier with letters and digits ("INC-10413", "LT-0147"), never a date or version. */
function isSubjectCode(word: string): boolean {
  const w = word.replace(/[:,;]$/, '');
  return /\p{L}/u.test(w) && /\d/.test(w) && identifierShaped(w);
}

/** The name at the start of `text`: capitalised words ("Will Carter") or a code ("EMP-017"). */
function nameAt(text: string): string | null {
  const first = text.split(/\s+/)[0]!.replace(/[.,;:)]+$/, '');
  if (isSubjectCode(first)) return first;
  const m = NAME.exec(text);
  if (!m) return null;
  const name = m[1]!.replace(/[.,;:]+$/, '').trim();
  return name.length >= 2 ? name : null;
}

/** A verb in the past tense or a past participle ("opened", "closed", "sent"): tagged a verb where a participle
 *  stands ("it was … today"), its lemma another word. */
function pastVerb(word: string): boolean {
  const toks = tagText(`It was ${word} today.`);
  const t = toks[2];
  return !!t && t.value.toLowerCase() === word && t.pos === 'VERB' && !!t.lemma && t.lemma.toLowerCase() !== word;
}
