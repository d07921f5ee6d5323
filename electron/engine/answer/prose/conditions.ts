// The conditions an answer holds under, as KGCaRe reads them from ConditionalQA's documents: a clause of the
// deciding sentence opened by "if", "unless", "only if", "as long as" …; the bulleted list a condition lead-in
// ("You can apply if:") introduces; the lead-in of the list the deciding item is in; the neighbouring sentences
// that state a condition or a requirement ("If you cannot get consent, …", "You must …"); and, under a heading
// that names a condition ("Eligibility", "Who can apply"), that section's requirement sentences.
import type { Language } from './language.ts';
import { itemsAfter, listOf, type Unit } from './units.ts';

export interface Condition {
  text: string;
  /** Range in the document's text. */
  start: number;
  end: number;
  blockId: number;
  /** Where it came from: a clause of the deciding sentence, a list item, a lead-in, a neighbouring sentence, a section. */
  how: 'clause' | 'item' | 'lead-in' | 'neighbour' | 'section';
}

const MAX_CONDITIONS = 8;

const phraseAt = (lower: string, phrase: string): number => {
  const m = new RegExp(`(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}(?=[^\\p{L}]|$)`, 'u').exec(lower);
  return m ? m.index + m[1].length : -1;
};

function opensWith(text: string, phrases: string[]): boolean {
  const lower = text.toLowerCase().replace(/^[-*•\d.)\s]+/, '');
  return phrases.some((p) => lower === p || lower.startsWith(`${p} `) || lower.startsWith(`${p},`));
}

const containsAny = (text: string, phrases: string[]) => {
  const lower = text.toLowerCase();
  return phrases.some((p) => phraseAt(lower, p) >= 0);
};

/**
 * Where a condition clause that starts before `from` ends: a semicolon, colon or the sentence's end, or a comma
 * after which a new clause starts with its subject (a word of the resource's clause subjects).
 */
function clauseEnd(lower: string, from: number, lang: Language): number {
  const re = /[;:](?=\s)|[.!?](?=\s|$)|,\s+([\p{L}']+)/gu;
  re.lastIndex = from;
  for (let m = re.exec(lower); m; m = re.exec(lower)) {
    if (m[1] === undefined || lang.clauseSubjects.has(m[1].replace(/['’].*$/, ''))) return m.index;
    re.lastIndex = m.index + 1;
  }
  return lower.length;
}

/** The clauses of a sentence opened by a strong condition word ("if you're over 18"), as ranges in the unit. */
export function conditionClauses(text: string, lang: Language): Array<{ start: number; end: number }> {
  const lower = text.toLowerCase();
  const out: Array<{ start: number; end: number }> = [];
  for (const phrase of lang.strongOpeners) {
    let from = 0;
    for (;;) {
      const rest = lower.slice(from);
      const at = phraseAt(rest, phrase);
      if (at < 0) break;
      const start = from + at;
      if (out.some((c) => start >= c.start && start < c.end)) {
        from = start + phrase.length;
        continue;
      }
      // to the end of the clause: a semicolon, colon or the sentence's end, or a comma after which a new clause
      // starts ("If you cannot get consent, you can …"; not "if your husband, wife or partner died")
      const end = clauseEnd(lower, start + phrase.length, lang);
      if (end - start > phrase.length + 2) out.push({ start, end });
      from = end;
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

export function conditionsOf(deciding: Unit, units: Unit[], lang: Language): Condition[] {
  const out: Condition[] = [];
  const add = (u: Unit, how: Condition['how'], range?: { start: number; end: number }) => {
    if (out.length >= MAX_CONDITIONS) return;
    // a lead-in ("When they died you must have been:") stands for the items it introduces
    const introduced = !range && u.kind === 'sentence' ? itemsAfter(units, u) : [];
    if (introduced.length && how !== 'lead-in') {
      for (const i of introduced) add(i, how);
      return;
    }
    const start = range ? u.start + range.start : u.start;
    const end = range ? u.start + range.end : u.end;
    if (out.some((c) => c.start <= start && c.end >= end)) return;
    out.push({ text: u.text.slice(start - u.start, end - u.start), start, end, blockId: u.blockId, how });
  };
  // 1. the deciding sentence's own condition clauses
  for (const c of conditionClauses(deciding.text, lang)) add(deciding, 'clause', c);
  // 2. a lead-in that introduces a list of conditions: the items are the conditions
  const items = itemsAfter(units, deciding);
  if (items.length && (containsAny(deciding.text, lang.listLeadIns) || conditionClauses(deciding.text, lang).length)) for (const i of items) add(i, 'item');
  // 3. an item of a list under a condition lead-in: the lead-in holds the condition
  // (a table row's lead-in is its header row, and the other rows are other cases, not conditions)
  if (deciding.kind === 'item' && deciding.leadIn !== null && units[deciding.leadIn]?.kind !== 'heading') {
    const lead = units[deciding.leadIn];
    if (lead && (containsAny(lead.text, lang.listLeadIns) || conditionClauses(lead.text, lang).length)) {
      const clauses = conditionClauses(lead.text, lang);
      if (clauses.length) for (const c of clauses) add(lead, 'lead-in', c);
      else add(lead, 'lead-in');
    }
    // "any of the following" lists: the other items are alternatives, not conditions; "all of" lists: conditions
    if (lead && /\ball of the following\b|\bmust\b|\band\s*:?\s*$/i.test(lead.text)) for (const i of listOf(units, deciding)) if (i !== deciding) add(i, 'item');
  }
  // 4. neighbouring sentences of the same section that state a condition or a requirement
  const near = units.filter((u) => u !== deciding && u.kind !== 'heading' && Math.abs(u.index - deciding.index) <= 3 && u.headings.join('>') === deciding.headings.join('>'));
  for (const u of near) {
    if (items.includes(u) || (deciding.kind === 'item' && listOf(units, deciding).includes(u))) continue;
    if (opensWith(u.text, lang.strongOpeners)) add(u, 'neighbour');
    else if (u.index > deciding.index && u.index - deciding.index <= 2 && containsAny(u.text, lang.requirementCues) && u.kind === 'sentence') add(u, 'neighbour');
  }
  // 5. a section whose heading names a condition: its requirement sentences and lists
  const heading = deciding.headings[deciding.headings.length - 1]?.toLowerCase() ?? '';
  if (heading && lang.conditionHeadings.some((h) => phraseAt(heading, h) >= 0)) {
    for (const u of units) {
      if (u === deciding || u.headings.join('>') !== deciding.headings.join('>')) continue;
      if (u.kind === 'item' || containsAny(u.text, lang.requirementCues) || conditionClauses(u.text, lang).length) add(u, 'section');
    }
  }
  return out.sort((a, b) => a.start - b.start);
}
