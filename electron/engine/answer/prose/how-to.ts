// "How do I …" answered with the steps: among the best sentences, the first that is (or leads into, or sits
// in) a list of steps, or that comes with a code block, gives the answer; the list or the code is quoted whole.
import type { ScoredUnit } from './rank.ts';
import { itemsAfter, listOf, type Unit } from './units.ts';
import { analyse } from './nlp.ts';
import { tokens } from './terms.ts';

export interface HowTo {
  deciding: ScoredUnit;
  /** The sentence that introduces the steps (may be the deciding unit itself), if any. */
  leadIn: Unit | null;
  steps: Unit[];
  code: Unit[];
  /** A sentence leading straight into a command, or a command under its lead-in or heading: it answers even where the
   * best sentence is an instruction of its own. */
  command?: boolean;
}

/** How far down the ranking a list or code block may be and still beat a plain sentence (score ratio). */
const STEP_SCORE_RATIO = 0.75;
/** … and a sentence leading into a command, to come before any list (nearly as good as the best sentence). */
const COMMAND_SCORE_RATIO = 0.9;

/**
 * A unit that reads as a command: a code block, or a short line in lower case without a sentence's end, as a
 * README writes a command on its own line ("reportbug publicsuffix", "brew install libcbor").
 */
export function commandLike(u: Unit | undefined): boolean {
  if (!u) return false;
  if (u.kind === 'code') return !bulletedProse(u);
  if (u.kind !== 'sentence') return false;
  // (a paragraph of such lines, alternatives joined by a lone function word on a line of its own: "eval $(lesspipe)
  // / or / eval $(lessfile)")
  const lines = u.text.split('\n').map((l) => l.trim()).filter(Boolean);
  const joiner = (l: string) => /^\p{L}+$/u.test(l) && tokens(l).every((t) => t.stop);
  const commands = lines.filter((l) => !joiner(l));
  return commands.length > 0 && commands.length <= 4 && !joiner(lines[0]) && !joiner(lines[lines.length - 1]) && commands.every(commandLine);
}

/** One line written as a command: lower case, no sentence end, a few words ("reportbug publicsuffix"). */
const commandLine = (t: string) => /^[a-z][\w.+-]*\s+\S/.test(t) && !/[.!?:;,]$/.test(t) && t.split(/\s+/).length <= 8;

/** A sentence that leads straight into a command ("…, preferably by running:" then "reportbug publicsuffix"), or a
 * command a lead-in introduces: the surest answer to "how do I", before any list. */
function commandAnswer(s: ScoredUnit): HowTo | null {
  const u = s.unit;
  const units = s.siblings;
  // (the command follows it, or follows the lead-in that follows it: "… available through git. Getting the sources
  // through git should be preferred:" then the command)
  const between = units[u.index + 1];
  const next = commandLike(between) ? between : between?.kind === 'sentence' && /:\s*$/.test(between.text) ? units[u.index + 2] : undefined;
  const prev = units[u.index - 1];
  if (u.kind === 'sentence' && !commandLike(u) && commandLike(next) && next!.paragraph !== u.paragraph) {
    const code = units.filter((x) => x.index >= next!.index && x.index - next!.index <= 1 && commandLike(x));
    return { deciding: s, leadIn: u, steps: [], code, command: true };
  }
  if (u.kind !== 'code' && commandLike(u) && ((prev?.kind === 'sentence' && /:\s*$/.test(prev.text)) || prev?.kind === 'heading')) {
    return { deciding: s, leadIn: prev.kind === 'sentence' ? prev : null, steps: [], code: [u], command: true };
  }
  return null;
}

export function findHowTo(ranked: ScoredUnit[]): HowTo | null {
  const top = ranked[0];
  if (!top) return null;
  for (const s of ranked.slice(0, 12)) {
    if (s.score < top.score * COMMAND_SCORE_RATIO) break;
    const c = commandAnswer(s);
    if (c) return c;
  }
  for (const s of ranked.slice(0, 12)) {
    if (s.score < top.score * STEP_SCORE_RATIO) break;
    const u = s.unit;
    const units = s.siblings;
    const code = units.filter((x) => x.kind === 'code' && !bulletedProse(x) && x.index > u.index && x.index - u.index <= 2);
    if (u.kind === 'code' && !bulletedProse(u)) return { deciding: s, leadIn: u.index > 0 && units[u.index - 1].kind === 'sentence' ? units[u.index - 1] : null, steps: [], code: [u] };
    if (u.kind === 'item') {
      const steps = listOf(units, u);
      const leadIn = u.leadIn !== null ? units[u.leadIn] : null;
      if (steps.length >= 2 && (leadIn || steps.some((x) => isInstruction(x.text)))) return { deciding: s, leadIn, steps, code };
    }
    const items = itemsAfter(units, u);
    if (items.length >= 2) return { deciding: s, leadIn: u, steps: items, code };
    // (a sentence leads into code; indented prose read as code does not)
    if (code.length && u.kind !== 'code') return { deciding: s, leadIn: u, steps: [], code };
  }
  return null;
}

/**
 * Is a unit read as code indented prose ("- Added a new option --memlimit-mt-decompress=LIMIT. This is used to limit
 * …", "The new option works together with …", as a NEWS file indents its entries)? It opens (after a bullet) with a
 * capitalised word and two lower-case words, and a sentence ends inside it before more text follows.
 */
function bulletedProse(u: Unit): boolean {
  const t = u.text.trim();
  return /^(?:[-*•]\s+)?\p{Lu}\p{Ll}*\s+\p{Ll}+\s+\p{Ll}+/u.test(t) && /[\p{L}\p{N})][.!?]\s+\p{L}/u.test(t);
}

/**
 * Is a sentence an instruction — its main clause opens with a verb, at the start or after a leading clause
 * ("Put 'Yes' in …", "Once your employee has started their leave, put 'Yes' in …")? It answers "how do I" itself.
 */
export function isInstruction(text: string): boolean {
  const toks = analyse(text.replace(/^\s*(?:[-*•‣◦]|\d{1,3}[.)])\s+/, '')).tokens;
  if (toks[0]?.pos === 'VERB') return true;
  if (toks[0]?.pos !== 'SCONJ' && toks[0]?.pos !== 'ADV') return false;
  const comma = toks.findIndex((t) => t.text === ',');
  return comma > 0 && toks[comma + 1]?.pos === 'VERB';
}
