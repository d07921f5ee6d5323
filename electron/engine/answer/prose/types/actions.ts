// Actions: what a sentence tells its reader to do, the answer of "what can she do …", "what does he need to do
// to …". An instruction (its main clause opens with a verb, at the start or after a leading clause: "Contact the
// college before …", "If you're over 60, ask …") or an obligation or permission said to the reader ("You'll need
// to confirm to your supplier …", "you can apply by phone"): the span runs from the verb to the end of its
// clause. A negated one ("you cannot buy", "you must not") tells what not to do and is none. The English cues
// (the addressee, the modal phrases, the adverbs between) are resources/lang/en/actions.json.
import { analyse, type AnalysedText } from '../nlp.ts';
import type { ActionCues } from '../language.ts';
import type { Candidate, Recogniser } from './candidate.ts';

/** Strength of an instruction, an obligation to the reader and a permission. */
const STRENGTH = { instruction: 1, obligation: 1, permission: 0.7 } as const;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LIST_MARKER = /^\s*(?:[-*•‣◦]|\d{1,3}[.)])\s+/;
const NEGATION = /^(?:not|never|no longer)\b/i;

/** The end of the clause a verb at `from` opens: the sentence's end, a semicolon or a colon (final punctuation left out). */
function clauseEnd(text: string, from: number): number {
  const rest = text.slice(from);
  const stop = /[;:]|[.!?](?=\s|$)/.exec(rest);
  return from + (stop ? stop.index : rest.trimEnd().length);
}

function span(text: string, start: number, strength: number): Candidate | null {
  const end = clauseEnd(text, start);
  const value = text.slice(start, end).trim();
  if (value.split(/\s+/).length < 2) return null;
  return { type: 'action', start, end: start + value.length, text: value, strength };
}

/** Does a clause starting at `at` open with a verb in the imperative? Read as written, and after "you" (a
 *  capitalised verb opening a sentence is often read as a proper noun: "Contact the college …"). */
function imperativeAt(s: AnalysedText, at: number): boolean {
  const i = s.tokens.findIndex((t) => t.start >= at);
  const t = s.tokens[i];
  if (!t || !/^\p{L}+$/u.test(t.text) || /(?:ing|ed)$/i.test(t.text)) return false;
  if (t.pos === 'VERB') return true;
  if (t.pos !== 'PROPN' && t.pos !== 'NOUN') return false;
  const clause = s.text.slice(t.start, clauseEnd(s.text, t.start));
  const read = analyse(`You ${clause.charAt(0).toLowerCase()}${clause.slice(1)}`).tokens;
  return read[1]?.pos === 'VERB' && read[2]?.pos !== 'VERB' && read[2]?.pos !== 'AUX';
}

export function actionCandidates(s: AnalysedText, cues: ActionCues): Candidate[] {
  const text = s.text;
  const out: Candidate[] = [];
  const marker = LIST_MARKER.exec(text);
  const first = marker ? marker[0].length : 0;
  // an instruction: at the start, or after a leading clause set off by a comma ("If …, contact …", "To apply, …")
  const starts = [first];
  const opener = s.tokens.find((t) => t.start >= first);
  if (opener && (opener.pos === 'SCONJ' || opener.pos === 'ADV' || opener.pos === 'PART' || opener.pos === 'ADP')) {
    const comma = text.indexOf(',', opener.end);
    if (comma > 0) starts.push(comma + 1 + (/^\s*/.exec(text.slice(comma + 1))?.[0].length ?? 0));
  }
  for (const at of starts) {
    if (!imperativeAt(s, at)) continue;
    const c = span(text, at, STRENGTH.instruction);
    if (c) out.push(c);
    break;
  }
  // an obligation or permission said to the reader
  const fill = `(?:(?:${[...cues.fillers].map(escape).join('|')})\\s+)*`;
  const modal = (phrases: string[], strength: number) => {
    const re = new RegExp(`\\b(?:${cues.addressees.map(escape).join('|')})\\s*${fill}(?:${phrases.map(escape).join('|')})\\s+${fill}(?=\\p{L})`, 'giu');
    for (const m of text.replace(/’/g, "'").matchAll(re)) {
      const at = m.index! + m[0].length;
      if (NEGATION.test(text.slice(at)) || cues.states.has((/^\p{L}+/u.exec(text.slice(at))?.[0] ?? '').toLowerCase())) continue;
      const c = span(text, at, strength);
      if (c && !out.some((x) => x.start <= c.start && x.end >= c.end)) out.push(c);
    }
  };
  modal(cues.obligations, STRENGTH.obligation);
  modal(cues.permissions, STRENGTH.permission);
  return out;
}

/**
 * Do the items of a list under this lead-in say what to do? Only when the lead-in ends on the reader's modal
 * ("To get a form, you can either:", "You must:"); under any other lead-in an item completes it ("… if your
 * child needs: - help taking part in class activities" names a help, "… let your child have: - …" a thing).
 */
export function leadInActs(lead: string, cues: ActionCues): boolean {
  const fill = `(?:(?:${[...cues.fillers].map(escape).join('|')})\\s+)*`;
  return new RegExp(`\\b(?:${cues.addressees.map(escape).join('|')})\\s*${fill}(?:${[...cues.obligations, ...cues.permissions].map(escape).join('|')})\\s*${fill}:\\s*$`, 'iu').test(lead.replace(/’/g, "'").trim());
}

/** The recogniser of the 'action' type (the cues come with the context; none, nothing is found). */
export const actions: Recogniser = (s, ctx) => (ctx.actions ? actionCandidates(s, ctx.actions) : []);
