// A typed answer the best sentence does not hold, read from the sentences of its own passage: a release's title
// names the version asked about and the line that closes its entry says when and by whom ("ninja-build (1.11.1-1)
// unstable" … "-- Felix Geyer <…>  Fri, 02 Sep 2022"); a change listed under a release is dated and versioned by
// that release's title. The nearest span of the type asked, in the same passage (a block: one section), answers.
import { analyse, type AnalysedText } from './nlp.ts';
import type { QuestionAnalysis } from './question.ts';
import type { Language } from './language.ts';
import type { Unit } from './units.ts';
import { candidatesOf, type Candidate } from './types/index.ts';
import { sameStem, tokens } from './terms.ts';

/** Types a passage's other sentences may answer for the best one: values a section states once for all it holds. */
const SECTION_TYPES = new Set(['date', 'version', 'person']);
/** Sentences either side looked at. */
const REACH = 12;

export interface BlockSpan {
  unit: Unit;
  span: Candidate;
}

export function spanInPassage(best: Unit, siblings: Unit[], q: QuestionAnalysis, lang: Language, readings?: Map<string, AnalysedText>): BlockSpan | null {
  if (!q.expected || !SECTION_TYPES.has(q.expected)) return null;
  const here = siblings.findIndex((u) => u.start === best.start && u.blockId === best.blockId);
  if (here < 0) return null;
  const sameSection = (u: Unit) => u.blockId === best.blockId;
  const asked = q.terms.filter((t) => t.inQuestion);
  for (let d = 1; d <= REACH; d++) {
    for (const i of [here + d, here - d]) {
      const u = siblings[i];
      if (!u || !sameSection(u)) continue;
      let a = readings?.get(u.text);
      if (!a) {
        a = analyse(u.text);
        readings?.set(u.text, a);
      }
      // (a span made only of the question's own words is what it gives, not what it asks: the version it names)
      const fresh = candidatesOf(a, q.expected, { focus: q.focus, actions: lang.actions, heads: lang.headNouns }).filter((c) => {
        const own = tokens(c.text).filter((t) => !t.stop);
        return own.length > 0 && own.some((t) => !asked.some((x) => sameStem(x.stem, t.stem)));
      });
      if (fresh.length) return { unit: u, span: { ...fresh[0]!, strength: fresh[0]!.strength * 0.6 } };
    }
  }
  return null;
}
