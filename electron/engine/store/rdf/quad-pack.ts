// Quads packed for the trip from a worker thread to the writer: each distinct term once (in the order a writer would
// first meet it: quad by quad, subject, predicate, object, graph — the order rdf_terms ids are handed out in), and
// the quads as four term indexes each. Structured clone copies a few strings and one typed array instead of four
// RDF/JS objects per quad, and the writer looks each term up once (triple-table.ts `addPackedQuadRows`).
// A term the worker cannot name yet (it holds an id only the writer knows, e.g. a row id) is packed as a local term:
// a key the writer resolves to the real term when it stores the pack. Pure: no SQL here.
import type { Quad, Term } from '@rdfjs/types';
import { KIND, numericValue, type EncodedTerm } from './term-codec.ts';
import { RDF_LANG_STRING, XSD } from './namespaces.ts';

/** Kind of a packed term the writer resolves (beside term-codec's KIND codes). */
export const LOCAL_KIND = 9;

export interface QuadPack {
  /** Per term: a term-codec KIND code, or LOCAL_KIND. */
  kinds: Uint8Array;
  /** Per term: its text (a local term: its key). */
  values: string[];
  /** Per term: a literal's datatype (rdf:langString when it has a language), else ''. */
  datatypes: string[];
  /** Per term: a literal's language, else ''. */
  languages: string[];
  /** Per term: a numeric literal's value, else NaN. */
  nums: Float64Array;
  /** Four term indexes per quad: graph, subject, predicate, object. */
  quads: Uint32Array;
}

/** Which terms the writer resolves: their local key, or null for an ordinary term. */
export interface LocalTerms {
  /** Asked once per distinct IRI. */
  iri?(value: string): string | null;
  /** Asked for every literal in the object position, with the quad's predicate. */
  literal?(value: string, datatype: string, predicate: string): string | null;
}

/** Packs quads, the terms `locals` names left to the writer as local terms. */
export function packQuads(quads: readonly Quad[], locals: LocalTerms = {}): QuadPack {
  const kinds: number[] = [];
  const values: string[] = [];
  const datatypes: string[] = [];
  const languages: string[] = [];
  const nums: number[] = [];
  const iris = new Map<string, number>();
  const bnodes = new Map<string, number>();
  const localIds = new Map<string, number>();
  const literals = new Map<string, Map<string, number>>();
  let defaultGraph = -1;
  const push = (kind: number, value: string, datatype = '', language = '', num: number | null = null): number => {
    kinds.push(kind);
    values.push(value);
    datatypes.push(datatype);
    languages.push(language);
    nums.push(num ?? NaN);
    return kinds.length - 1;
  };
  const local = (key: string): number => {
    let i = localIds.get(key);
    if (i === undefined) localIds.set(key, (i = push(LOCAL_KIND, key)));
    return i;
  };
  const indexOf = (term: Term, predicate: string | null): number => {
    switch (term.termType) {
      case 'NamedNode': {
        let i = iris.get(term.value);
        if (i === undefined) {
          const key = locals.iri?.(term.value);
          i = key != null ? local(key) : push(KIND.iri, term.value);
          iris.set(term.value, i);
        }
        return i;
      }
      case 'BlankNode': {
        let i = bnodes.get(term.value);
        if (i === undefined) bnodes.set(term.value, (i = push(KIND.bnode, term.value)));
        return i;
      }
      case 'DefaultGraph':
        if (defaultGraph < 0) defaultGraph = push(KIND.defaultGraph, '');
        return defaultGraph;
      case 'Literal': {
        // as term-codec's encodeTerm encodes it
        const language = term.language ?? '';
        const datatype = language ? RDF_LANG_STRING : (term.datatype?.value || XSD.string);
        const key = predicate !== null ? locals.literal?.(term.value, datatype, predicate) : null;
        if (key != null) return local(key);
        const byType = language ? `@${language}` : datatype;
        let byValue = literals.get(byType);
        if (!byValue) literals.set(byType, (byValue = new Map()));
        let i = byValue.get(term.value);
        if (i === undefined) byValue.set(term.value, (i = push(KIND.literal, term.value, datatype, language, numericValue(term.value, datatype))));
        return i;
      }
      default:
        throw new Error(`Cannot store a term of type ${term.termType}`);
    }
  };
  const packed = new Uint32Array(quads.length * 4);
  quads.forEach((q, n) => {
    const at = n * 4;
    // the order the writer meets terms in (triple-table.ts addQuadRows): subject, predicate, object, graph
    packed[at + 1] = indexOf(q.subject, null);
    packed[at + 2] = indexOf(q.predicate, null);
    packed[at + 3] = indexOf(q.object, q.predicate.value);
    packed[at] = indexOf(q.graph, null);
  });
  return { kinds: Uint8Array.from(kinds), values, datatypes, languages, nums: Float64Array.from(nums), quads: packed };
}

/** The packed term at `i` as the dictionary encodes it (not a local term). */
export function packedTerm(pack: QuadPack, i: number): EncodedTerm {
  const num = pack.nums[i]!;
  return { kind: pack.kinds[i]!, value: pack.values[i]!, datatype: pack.datatypes[i]!, language: pack.languages[i]!, num: Number.isNaN(num) ? null : num };
}

/** Quads in a pack. */
export const packedQuadCount = (pack: QuadPack): number => pack.quads.length / 4;
