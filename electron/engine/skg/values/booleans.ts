// Yes/no values: "Yes", "No", "✓", "✗", "—", "Supported", "Not supported", "Y"/"N" columns, "Yes, dual-band"; and
// the yes/no words of every language's resources (yes-no-words.ts: "ja", "nee", "sì", "not allowed", "welcome").
import { loadYesNoWords } from './yes-no-words.ts';

const TRUE_WORDS = new Set(['yes', 'y', 'true', 'supported', 'available', 'present', 'included', 'included.', 'with', '✓', '✔', '☑', '✅', '+', 'on', 'enabled']);
const FALSE_WORDS = new Set(['no', 'n', 'false', 'not supported', 'unsupported', 'not available', 'unavailable', 'absent', 'not included', 'none', 'without', '✗', '✘', '☐', '❌', '×', '—', '–', '-', 'off', 'disabled']);

/** The boolean a value states, or undefined when it states none. "Yes, dual-band" is true; "No cellular connectivity" is not a boolean. */
export function parseBoolean(raw: string): boolean | undefined {
  const t = raw.trim().toLowerCase().replace(/[.!]+$/, '');
  if (TRUE_WORDS.has(t)) return true;
  if (FALSE_WORDS.has(t)) return false;
  const words = loadYesNoWords();
  if (words.yes.has(t)) return true;
  if (words.no.has(t)) return false;
  // A leading yes/no followed by punctuation: "Yes, dual-band", "No (market dependent)", "Yes - with A-GPS",
  // "welcome (on a lead)".
  const lead = /^([^,;:(]+?)\s*(?:[,;:(]|\s[-–—]\s)/.exec(raw.trim());
  if (lead) {
    const w = lead[1]!.toLowerCase();
    if (['yes', 'supported', 'available', '✓', '✔'].includes(w) || words.yes.has(w)) return true;
    if (['no', 'not supported', 'not available', '✗', '✘'].includes(w) || words.no.has(w)) return false;
  }
  return undefined;
}

/** Values that say "nothing here" rather than a fact: "", "-", "—", "n/a", "unknown", "TBA". */
export function isEmptyValue(raw: string): boolean {
  return /^\s*(?:|-+|—|–|n\/?a|na|null|nil|unknown|tba|tbc|tbd|\?+|not specified|unspecified|not available)\s*$/i.test(raw);
}
