// Words of a label that say which aspect of a quantity or event it holds ("maximum", "current", "average", "next"),
// from resources/lang/en/label-aspects.tsv, one aspect per line: two labels each naming a different aspect are two
// properties, however alike their other words ("Maximum enrolment", "Current enrolment"). Read once per change.
import { resourcePath } from '../../resources.ts';
import { fileResource } from '../../resource-files.ts';
import { normaliseKey } from '../entries/normalise-key.ts';

/** Normalised label word → the aspect (its line) it names. */
export type LabelAspects = ReadonlyMap<string, number>;

export function parseLabelAspects(text: string): Map<string, number> {
  const aspects = new Map<string, number>();
  let line = 0;
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.startsWith('#')) continue;
    line++;
    // (a phrase of several words, "most recent", is read by its last word, as labels are compared word by word)
    for (const w of raw.split('\t')) {
      const k = normaliseKey(w.trim()).split(' ').at(-1);
      if (k && !aspects.has(k)) aspects.set(k, line);
    }
  }
  return aspects;
}

const loadAspectsFile = fileResource(parseLabelAspects);

export function loadLabelAspects(file: string = resourcePath('lang', 'en', 'label-aspects.tsv')): LabelAspects {
  return loadAspectsFile(file);
}

/** Whether both labels (as tokens) name an aspect and no aspect of one is an aspect of the other. */
export function aspectsDiffer(a: readonly string[], b: readonly string[], aspects: LabelAspects): boolean {
  const of = (tokens: readonly string[]) => new Set(tokens.map((t) => aspects.get(t)).filter((x): x is number => x !== undefined));
  const x = of(a);
  const y = of(b);
  if (!x.size || !y.size) return false;
  for (const v of x) if (y.has(v)) return false;
  return true;
}

/**
 * Where both labels (as tokens) name one aspect and each has words besides ("Maximum enrolment", "Maximum aantal
 * deelnemers"), those other words of each: what the two labels are maxima of. Null where they share no aspect or
 * one is the aspect alone.
 */
export function sharedAspectRest(a: readonly string[], b: readonly string[], aspects: LabelAspects): [string[], string[]] | null {
  const x = new Set(a.map((t) => aspects.get(t)).filter((v): v is number => v !== undefined));
  if (!x.size || !b.some((t) => x.has(aspects.get(t) ?? -1))) return null;
  const restA = a.filter((t) => !aspects.has(t));
  const restB = b.filter((t) => !aspects.has(t));
  return restA.length && restB.length ? [restA, restB] : null;
}
