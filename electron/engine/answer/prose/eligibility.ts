// The conditions a document sets in sections of their own: under a heading that names a condition
// ("Eligibility", "Who can apply", "Requirements"), the list items and requirement sentences say what must hold
// for the document's answers. A yes/no answer decided in that document holds under them, as KGCaRe reads
// ConditionalQA's pages, even when the deciding sentence sits in another section ("Am I the sort of person the
// Coastguard recruits?" decided under "What you'll do", its conditions under "Eligibility").
import type { Condition } from './conditions.ts';
import type { Language } from './language.ts';
import type { Unit } from './units.ts';

/** How many conditions a document's condition sections add at most. */
const MAX_SECTION_CONDITIONS = 8;

const namesCondition = (heading: string, lang: Language) => {
  const lower = heading.toLowerCase().replace(/’/g, "'");
  return lang.conditionHeadings.some((h) => new RegExp(`(?:^|[^\\p{L}])${h.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}(?=[^\\p{L}]|$)`, 'u').test(lower));
};

/** The requirement items and sentences of the document's condition sections other than the deciding unit's own. */
export function sectionConditions(docUnits: Unit[], deciding: Unit, lang: Language): Condition[] {
  const own = deciding.headings.join('>');
  const out: Condition[] = [];
  for (const u of docUnits) {
    if (out.length >= MAX_SECTION_CONDITIONS) break;
    if (u.kind === 'heading' || u.kind === 'code' || u.headings.join('>') === own) continue;
    const heading = u.headings[u.headings.length - 1];
    if (!heading || !namesCondition(heading, lang)) continue;
    const lower = u.text.toLowerCase().replace(/’/g, "'");
    const requires = lang.requirementCues.some((c) => lower.includes(c)) || lang.strongOpeners.some((c) => new RegExp(`(?:^|[^\\p{L}])${c.replace(/\s+/g, '\\s+')}(?=[^\\p{L}]|$)`, 'u').test(lower));
    // a lead-in ("You must:") stands for its items, which follow it
    if (u.kind === 'item' || (requires && !/:\s*$/.test(u.text))) out.push({ text: u.text, start: u.start, end: u.end, blockId: u.blockId, how: 'section' });
  }
  return out;
}
