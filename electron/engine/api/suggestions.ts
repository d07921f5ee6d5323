// Example questions made from what the library itself holds: its categories, the yes/no and numeric attributes
// their members share, its entities, and the titles of its prose documents. Only English question grammar lives
// here; every word that names a thing comes from the library.
import type { SuggestedQuestion } from '../../../shared/api.ts';
import type { Library } from '../store/library.ts';
import { libraryRdf } from '../store/library-rdf.ts';
import { listDocuments } from '../store/documents.ts';
import { SPARQL_PREFIXES } from '../store/rdf/namespaces.ts';
import { getLexicon, type LexCategory, type Lexicon } from '../retrieve/symbolic/lexicon.ts';
import { answerSymbolically } from '../retrieve/symbolic/index.ts';
import { documentIri } from '../skg/ontology.ts';

const MAX_SUGGESTIONS = 4;
/** Candidates tried per kind of question before giving up on that kind. */
const MAX_TRIES = 4;

async function answersExactly(library: Library, question: string): Promise<boolean> {
  try {
    const a = await answerSymbolically(library, question);
    return a.confident && (a.result?.items.length ?? 0) > 0;
  } catch {
    return false;
  }
}

/** English plural of a category label ("tablet" → "tablets", "box" → "boxes", "battery" → "batteries"). */
export function plural(word: string): string {
  const w = word.trim();
  if (/(s|x|z|ch|sh)$/i.test(w)) return `${w}es`;
  if (/[^aeiou]y$/i.test(w)) return `${w.slice(0, -1)}ies`;
  return `${w}s`;
}

/** Sentence-case titles read better mid-sentence with a small first letter ("Battery care" → "battery care"). */
function midSentence(title: string): string {
  const t = title.trim();
  const words = t.split(/\s+/);
  const sentenceCase = words.slice(1).every((w) => w === w.toLowerCase());
  return sentenceCase && /^[A-Z][a-z]+$/.test(words[0].replace(/[^\p{L}]/gu, '')) ? t[0].toLowerCase() + t.slice(1) : t;
}

/** Labels that start with a preposition or a verb do not fit "have …" ("In stock", "Is refurbished"). */
const NOT_A_NOUN_PHRASE = /^(in|on|at|by|for|with|without|of|is|are|has|have|can|was)\b/i;

interface Shared {
  category: string;
  entry: string;
  label: string;
  members: number;
}

async function rows(library: Library, body: string): Promise<Array<Record<string, { value: string }>>> {
  const rdf = await libraryRdf(library);
  const r = await rdf.sparql(`${SPARQL_PREFIXES}\n${body}`, { rowCap: 5000, timeoutMs: 5000 });
  return r.rows;
}

/** Categories with at least two members that do not hold everything (a catalogue-wide "product" says little). */
function usefulCategories(lex: Lexicon): LexCategory[] {
  const all = lex.entities.size;
  const list = [...lex.categories.values()].filter((c) => c.entities.size >= 2 && /^[\p{L}][\p{L}\s-]*$/u.test(c.label));
  const narrower = list.filter((c) => c.entities.size < all);
  return (narrower.length ? narrower : list).sort((a, b) => b.entities.size - a.entities.size || a.label.localeCompare(b.label));
}

export async function suggestQuestions(library: Library): Promise<SuggestedQuestion[]> {
  const out: SuggestedQuestion[] = [];
  const add = (question: string, kind: SuggestedQuestion['kind']) => {
    if (!out.some((q) => q.question === question)) out.push({ question, kind });
  };
  let lex: Lexicon | null = null;
  try {
    lex = await getLexicon(library);
  } catch {
    lex = null; // an empty or unreadable graph: prose questions only
  }
  const categories = lex ? usefulCategories(lex) : [];
  if (lex && categories.length) {
    const byIri = new Map(categories.map((c) => [c.iri, c]));
    // yes/no attributes true for some but not all members of a category: "Which tablets have a headphone jack?"
    const yes: Shared[] = [];
    for (const r of await rows(library, `SELECT ?c ?en (COUNT(DISTINCT ?e) AS ?n) WHERE { ?e q:belongs ?c . ?e q:hasSpec ?s . ?s q:inEntry ?en . ?s q:hasBoolean true } GROUP BY ?c ?en`)) {
      const c = byIri.get(r.c.value);
      const entry = lex.entries.get(r.en.value);
      const n = Number(r.n.value);
      if (c && entry && n >= 1 && n < c.entities.size && !NOT_A_NOUN_PHRASE.test(entry.label)) yes.push({ category: c.label, entry: entry.iri, label: entry.label, members: n });
    }
    // numeric attributes most members of a category state: "Which phone has the lowest weight?"
    const numeric: Shared[] = [];
    for (const r of await rows(library, `SELECT ?c ?en (COUNT(DISTINCT ?e) AS ?n) WHERE { ?e q:belongs ?c . ?e q:hasSpec ?s . ?s q:inEntry ?en . ?s q:hasNumericValue ?v } GROUP BY ?c ?en`)) {
      const c = byIri.get(r.c.value);
      const entry = lex.entries.get(r.en.value);
      const n = Number(r.n.value);
      if (c && entry && n >= Math.max(2, Math.ceil(c.entities.size * 0.6)) && entry.unit) numeric.push({ category: c.label, entry: entry.iri, label: entry.label, members: n });
    }
    yes.sort((a, b) => b.members - a.members || a.label.localeCompare(b.label));
    numeric.sort((a, b) => b.members - a.members || a.label.localeCompare(b.label));
    const listQs = yes.map((y) => `Which ${plural(y.category)} have ${midSentence(y.label)}?`);
    const countQs = [...yes].reverse().map((y) => `How many ${plural(y.category)} have ${midSentence(y.label)}?`);
    const lowestQs = numeric.map((n) => `Which ${n.category} has the lowest ${midSentence(n.label)}?`);
    const pairs = categories.map((c) =>
      [...c.entities]
        .map((iri) => lex!.entities.get(iri)?.name)
        .filter((n): n is string => Boolean(n))
        .sort((a, b) => a.localeCompare(b)),
    );
    const compareQs = pairs.filter((p) => p.length >= 2).map((p) => `Compare ${p[0]} and ${p[1]}`);
    // a suggestion is offered only when the library answers it exactly (the parser understands it and finds items)
    for (const [kind, candidates] of [['list', listQs], ['superlative', lowestQs], ['comparison', compareQs], ['count', countQs]] as const) {
      for (const question of candidates.slice(0, MAX_TRIES)) {
        if (out.some((q) => q.question === question)) continue;
        if (await answersExactly(library, question)) {
          add(question, kind);
          break;
        }
      }
    }
  }
  // prose: the title of a document that states no facts of the graph
  const withFacts = new Set<string>();
  try {
    for (const r of await rows(library, `SELECT DISTINCT ?d WHERE { ?s q:inDocument ?d }`)) withFacts.add(r.d.value);
  } catch {
    // no graph yet
  }
  const entityNames = new Set(lex ? [...lex.entities.values()].map((e) => e.name.toLowerCase()) : []);
  const prose = listDocuments(library.db)
    .filter((d) => d.status === 'indexed' && d.title && !withFacts.has(documentIri(d.id)) && !entityNames.has(d.title.toLowerCase()))
    .sort((a, b) => b.size - a.size) // the longest prose documents: guides and reports rather than index pages
    .map((d) => d.title!.trim())
    .filter((t) => t.split(/\s+/).length >= 2 && t.length <= 60 && !/[?!]$/.test(t));
  const textSlots = Math.max(1, MAX_SUGGESTIONS - Math.min(out.length, MAX_SUGGESTIONS - 1));
  for (const title of [...new Set(prose)].slice(0, textSlots)) add(`What do my documents say about ${midSentence(title)}?`, 'text');
  // the exact kinds first, then one question over prose when there is prose
  const text = out.filter((q) => q.kind === 'text');
  const exact = out.filter((q) => q.kind !== 'text');
  return [...exact.slice(0, MAX_SUGGESTIONS - Math.min(1, text.length)), ...text].slice(0, MAX_SUGGESTIONS);
}
