// A yes/no key said the other way round: "No dogs: Yes" states that dogs are not allowed, "Non-smoking: ✓" that
// smoking is not. Stated as its positive ("Dogs", the yes/no flipped), it is one property with the other layouts'
// "Dogs allowed", "Dog-friendly" and "Dogs: ja", and a question about dogs reads every layout's answer; the row still
// cites what the page wrote. Only a key that opens with a negation word (resources/lang/en/yes-no-label-words.tsv)
// and goes on to name something: "No" or "No." alone is a number's label.
import { loadYesNoLabelWords } from '../schema/yes-no-labels.ts';

/** The positive of a negated yes/no key ("No dogs" → "Dogs", "non_smoking" → "Smoking"), or null. */
export function positiveOfNegatedKey(key: string): string | null {
  const m = /^\s*([\p{L}']+)[\s_-]+(.+?)\s*$/u.exec(key);
  if (!m) return null;
  if (!loadYesNoLabelWords().negation.has(m[1]!.toLowerCase())) return null;
  const rest = m[2]!.replace(/_/g, ' ').trim();
  // the rest names something: a word of three letters or more, and no second negation ("No, not …")
  // (its first word one of three letters or more, so "No of rooms" stays a number's label)
  const first = rest.split(/[\s-]+/)[0]!;
  if (!/^\p{L}{3,}$/u.test(first) || loadYesNoLabelWords().negation.has(first.toLowerCase())) return null;
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}
