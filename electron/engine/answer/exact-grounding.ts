// Does the exact reading stand on the question? The parser's plan may run with words of the question left out of
// it; an exact answer is worth showing only where what it leaves out could not change the answer. A plan is not
// grounded when
//   - a number of the question is held by no condition ("When was tar 1.34 released?" read as tar's latest upload
//     date: the release asked is not the upload found),
//   - the attribute it looks up is named by no word of the question while words of the question stay unexplained
//     ("Who wrote bzip2?" read as its latest uploader because "who" asks for a person; "Who is the upstream
//     author of less?" where less states no author),
//   - the question asks what a thing is or is for ("What is libcbor?") and the plan names no attribute: the items
//     that bear the name are no answer,
//   - the items or the scope stand on part of a name the question writes, the rest of which the library does not
//     know ("Baraki Barak District" read as every District, "the United States" as items named States): the name
//     asked is not the items found.
// Then the textual path answers. (An exact yes or no that cites nothing is a further case, decided where the
// answer's citations are known: `explainsEveryWord`.)
import { CLOCK_UNIT } from '../skg/values/clock-times.ts';
import { isCurrency } from '../retrieve/symbolic/understand/units-adapter.ts';
import type { QueryPlan } from '../retrieve/symbolic/index.ts';
import type { Language } from './prose/language.ts';
import { definedThing } from './prose/question.ts';
import { stem, tokens } from './prose/terms.ts';
import { loadNameTitles } from '../skg/schema/name-titles.ts';

export interface Grounding {
  grounded: boolean;
  /** Why not, for the trace. */
  why: string | null;
}

type Role = NonNullable<QueryPlan['roles']>[number];

/** Roles of words the plan leaves out: known to the library but used by no condition, or not known at all. */
const UNEXPLAINED = new Set(['context', 'mentioned', 'unmapped']);
/** Roles of words that name what the plan reads (an attribute, an ordering, a comparison, a number, a value …). */
const NAMING = new Set(['attribute', 'gradable', 'comparator', 'quantity', 'number', 'range', 'year', 'feature', 'top', 'negation', 'relation']);

const phraseOf = (c: QueryPlan['conditions'][number]): string => ('phrase' in c && typeof c.phrase === 'string' ? c.phrase : '');

/** A number of the question that no condition of the plan holds. */
function unheldNumber(plan: QueryPlan, roles: Role[]): string | null {
  const phrases = plan.conditions.map((c) => phraseOf(c).toLowerCase());
  for (const r of roles) {
    if (!/^\d/.test(r.text) || (r.role !== 'number' && r.role !== 'unmapped')) continue;
    if (!phrases.some((p) => p.includes(r.text.toLowerCase()))) return r.text;
  }
  return null;
}

/** Two words name the same thing: one stem starts the other (four letters or more), or both are ordering words of
 * the same kind and end ("last", "most recent" and "latest"). */
function near(a: string, b: string, lang: Language): boolean {
  const x = stem(a);
  const y = stem(b);
  if (x === y || (Math.min(x.length, y.length) >= 4 && (x.startsWith(y) || y.startsWith(x)))) return true;
  const ca = lang.comparatives.get(a.toLowerCase());
  const cb = lang.comparatives.get(b.toLowerCase());
  return !!ca && !!cb && ca.type === cb.type && ca.wins === cb.wins;
}

/** Whether a word of the question names the attribute: the parser tied a word to it, or a word names a word of its
 * label. */
function namesLabel(label: string, roles: Role[], lang: Language): boolean {
  if (roles.some((r) => r.role === 'attribute' && r.reason.includes(label))) return true;
  // (a compound's parts each name it: "move" of "Move-in date")
  const labelWords = tokens(label.replace(/[-_/]+/g, ' ')).filter((t) => !t.stop).map((t) => t.lower);
  const asked = roles.filter((r) => r.role !== 'function').flatMap((r) => tokens(r.text).map((t) => t.lower));
  return labelWords.some((w) => asked.some((q) => near(w, q, lang)));
}

/** Roles that ground the plan on items by their names. */
const NAMES_ITEMS = new Set(['scope', 'entity']);
/** Roles of words the library does not know at all. */
const UNKNOWN_WORD = new Set(['context', 'unmapped']);
/** Lower-case words a name may hold between its capitalised words ("Vice President of the United States", "Torra di Tizzà"). */
const MAX_JOINERS = 2;
const capitalised = (text: string) => /^\p{Lu}/u.test(text);

/**
 * The names the question writes (runs of capitalised words after its first word, joined by at most two short
 * lower-case words) that the plan grounds on items by some words while it knows others of them not at all: the
 * name of a thing the library does not hold, read as the items one of its words names. A title before a person's
 * name ("Dr") is no word of the name, and a possessive ends its name ("Debian's OpenSSL" is two). A question written
 * in title case states no names this way.
 */
export function partlyKnownName(roles: Role[], titles: ReadonlySet<string> = loadNameTitles()): string | null {
  const words = roles.filter((r) => /\p{L}/u.test(r.text));
  const later = words.slice(1);
  if (later.length === 0 || later.filter((r) => capitalised(r.text)).length > 0.6 * later.length) return null;
  let run: Role[] = [];
  const check = (): string | null => {
    const caps = run.filter((r) => capitalised(r.text) && !titles.has(r.text.toLowerCase().replace(/\.$/, '')));
    const found = caps.some((r) => NAMES_ITEMS.has(r.role));
    const unknown = caps.some((r) => UNKNOWN_WORD.has(r.role));
    return found && unknown ? run.map((r) => r.text).join(' ') : null;
  };
  for (let i = 1; i < words.length; i++) {
    const r = words[i];
    if (capitalised(r.text)) {
      // (a possessive ends its own name: "Debian's OpenSSL" is two names)
      if (run.length && /['’]s$/.test(run[run.length - 1].text)) {
        const name = check();
        if (name) return name;
        run = [];
      }
      run.push(r);
      continue;
    }
    // a short lower-case word continues the name only when a capitalised word follows within two words
    let k = i;
    while (k < words.length && k - i < MAX_JOINERS && !capitalised(words[k].text) && words[k].text.length <= 3) k++;
    if (run.length && k < words.length && k > i && capitalised(words[k].text)) {
      run.push(...words.slice(i, k));
      i = k - 1;
      continue;
    }
    const name = check();
    if (name) return name;
    run = [];
  }
  return check();
}

/** Content words an item's name needs before one common word of it, said in lower case, stops naming it. */
const LONG_NAME = 3;

/**
 * The item the plan reads the question as naming, when the question says only one content word of it, in lower case
 * ("the loan is" for the item "The loan is 'written off' or 'released' (not repaid)"): a common word that also
 * names an item needs more than the word. The words, or null.
 */
export function entityByOneWord(plan: QueryPlan): string | null {
  const said = (plan.roles ?? []).filter((r) => r.role === 'entity');
  if (!said.length || plan.entities.length !== 1) return null;
  const content = said.flatMap((r) => tokens(r.text).filter((t) => !t.stop));
  if (content.length !== 1 || said.some((r) => /^\p{Lu}/u.test(r.text) || /\d/.test(r.text))) return null;
  const name = tokens(plan.entities[0].name).filter((t) => !t.stop);
  return name.length >= LONG_NAME ? said.map((r) => r.text).join(' ') : null;
}

export function exactGrounding(plan: QueryPlan, lang: Language): Grounding {
  const roles = plan.roles ?? [];
  if (!roles.length) return { grounded: true, why: null };
  const partName = partlyKnownName(roles);
  if (partName) return { grounded: false, why: `the question names "${partName}", of which the library knows only part` };
  const phrase = entityByOneWord(plan);
  if (phrase) return { grounded: false, why: `"${phrase}" is one common word of a longer item name, not the item` };
  const number = unheldNumber(plan, roles);
  if (number) return { grounded: false, why: `the question's "${number}" is no condition of the exact query` };
  const unexplained = roles.filter((r) => UNEXPLAINED.has(r.role));
  // (any label the documents write for it names it — "open" names Opened, filed under Founded —, and so does the unit
  // the answer is asked in: "how many miles has it done" asks for a length)
  // — and "how much" asks for an amount of money: it names a money attribute ("how much are you asking for X")
  const amountAsked = !!plan.target && isCurrency(plan.target.unit) && roles.some((r) => r.role === 'intent' && /\bamount\b/.test(r.reason));
  // — and "what time" asks for a time on the clock: it names an attribute of clock times ("what time does X leave")
  const timeAsked = !!plan.target && plan.target.unit === CLOCK_UNIT && /^\s*(?:at\s+)?what\s+time\b/i.test(plan.question ?? '');
  // — and "when" asks for a date: it names the date of a row a value it holds names ("when does batch AB1732
  // expire"; an item named by its name states dates of several things: "when did the Lexion last have a service")
  const dateAsked = !!plan.target && plan.target.field === 'year' && plan.entities.length === 0 && /^\s*when\b/i.test(plan.question ?? '');
  const named = plan.target && ([plan.target.entryLabel, ...(plan.target.labels ?? [])].some((l) => namesLabel(l, roles, lang)) || roles.some((r) => r.role === 'answer-unit') || amountAsked || timeAsked || dateAsked);
  if (plan.intent === 'lookup' && plan.target && unexplained.length && !named) {
    return { grounded: false, why: `no word of the question names ${plan.target.entryLabel}, and "${unexplained.map((r) => r.text).join(' ')}" stays unexplained` };
  }
  // "what is the country of Offa Design Partnership", read as the items whose values name it: the attribute the
  // question asks for, right after "what is the" and before "of", is left unused, and the items listed answer another
  // question ("what countries are there in …", "what did we record at …" ask for items)
  const asked = /^\s*what\s+(?:is|was|are|were)\s+the\s+(.+?)\s+(?:of|for)\s+\S/i.exec(plan.question ?? '')?.[1];
  const said = asked ? roles.filter((r) => r.role !== 'function' && r.role !== 'intent') : [];
  if (plan.intent === 'list' && asked && said[0]?.role === 'mentioned' && /^attribute /.test(said[0].reason) && asked.toLowerCase().includes(said[0].text.toLowerCase())) {
    return { grounded: false, why: `the question asks for "${asked}", which the exact query does not look up` };
  }
  const thing = definedThing(plan.question);
  if (thing && (plan.intent === 'lookup' || plan.intent === 'list') && !roles.some((r) => NAMING.has(r.role))) {
    return { grounded: false, why: `the question asks what "${thing}" is, and the exact query names no attribute of it` };
  }
  return { grounded: true, why: null };
}

/** Roles of words the library knows as nothing at all (a word it knows but no condition needs — "devices", "in
 * these documents" — says what the question is about without changing it). */
const UNKNOWN = new Set(['context', 'unmapped']);

/** Every content word of the question is known to the library (none left as context or unknown): an exact yes or no
 * that no row can cite (an absence) may stand only then. */
export function explainsEveryWord(plan: QueryPlan): boolean {
  return !(plan.roles ?? []).some((r) => UNKNOWN.has(r.role));
}

/** A word that names something: capitalised past the question's first word, or letters and digits together ("PCRE2"). */
const nameLike = (text: string) => /^\p{Lu}/u.test(text) || (/\p{L}/u.test(text) && /\d/.test(text));

/**
 * Does the plan leave out a name the question writes (a word naming something that the library knows as nothing, or
 * knows but reads no condition from)? An exact "no" that only its item's silence says (a check whose conditions the
 * item does not hold) then says nothing of what the question asks: "Does grep 3.8 use PCRE2 …?" read as grep's
 * changelog counts. A common word left out ("a fingerprint reader" read as fingerprint) leaves the absence standing.
 */
export function leavesNameOut(plan: QueryPlan): boolean {
  return (plan.roles ?? []).some((r, i) => i > 0 && UNKNOWN.has(r.role) && nameLike(r.text));
}

