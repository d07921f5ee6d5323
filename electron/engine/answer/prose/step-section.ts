// The section a deciding sentence has of its own. Guidance pages list the steps of a procedure first and give
// each step a section of its own further down ("- Tell the donor, their family members and other attorneys you
// intend to register the EPA." → the section "Telling people you intend to register"). What that section
// requires — its sentences saying what must be done, its condition clauses and the lists they introduce — are
// the conditions the step holds under. The section is found by its heading: a heading of the same document,
// not one the deciding sentence already sits under, whose content words the deciding sentence states (most of
// them, in any inflection).
import type { Condition } from './conditions.ts';
import { conditionClauses } from './conditions.ts';
import type { Language } from './language.ts';
import { sameStem, tokens } from './terms.ts';
import type { Unit } from './units.ts';

/** How many conditions a step's own section adds at most. */
const MAX_STEP_CONDITIONS = 12;
/** Share of a heading's content words the deciding sentence must state for the section to be the sentence's own. */
const HEADING_SHARE = 0.7;

const contentStems = (text: string) => tokens(text).filter((t) => !t.stop && /\p{L}/u.test(t.text)).map((t) => t.stem);

/** The heading (last of a unit's headings) of the section the deciding unit restates, or null. */
export function ownSection(docUnits: Unit[], deciding: Unit): string | null {
  const said = contentStems(deciding.text);
  const above = new Set(deciding.headings);
  let best: { heading: string; share: number } | null = null;
  const seen = new Set<string>();
  for (const u of docUnits) {
    const heading = u.headings[u.headings.length - 1];
    if (!heading || seen.has(heading) || above.has(heading)) continue;
    seen.add(heading);
    const words = [...new Set(contentStems(heading))];
    if (words.length < 2) continue;
    const share = words.filter((w) => said.some((s) => sameStem(s, w))).length / words.length;
    if (share >= HEADING_SHARE && (!best || share > best.share)) best = { heading, share };
  }
  return best?.heading ?? null;
}

/** The requirements of the deciding unit's own section (empty when it has none). */
export function stepSectionConditions(docUnits: Unit[], deciding: Unit, lang: Language): Condition[] {
  const heading = ownSection(docUnits, deciding);
  if (!heading) return [];
  const out: Condition[] = [];
  const requires = (text: string) => {
    const lower = text.toLowerCase().replace(/’/g, "'");
    return lang.requirementCues.some((c) => lower.includes(c)) || conditionClauses(text, lang).length > 0;
  };
  const inSection = docUnits.filter((u) => u.headings[u.headings.length - 1] === heading && u.kind !== 'heading' && u.kind !== 'code');
  for (const u of inSection) {
    if (out.length >= MAX_STEP_CONDITIONS) break;
    // an item stands for itself; a sentence that requires something is a condition, a lead-in ("… in this
    // order:") stands for the items that follow it
    const lead = u.kind === 'item' && u.leadIn !== null ? docUnits[u.leadIn] : undefined;
    const item = u.kind === 'item' && (!lead || requires(lead.text));
    if (item || (u.kind !== 'item' && requires(u.text) && !/:\s*$/.test(u.text))) out.push({ text: u.text, start: u.start, end: u.end, blockId: u.blockId, how: 'section' });
  }
  return out;
}
