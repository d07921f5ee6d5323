// How RDF terms are represented in the rdf_terms dictionary, and the numeric value of numeric literals.
import type { Term } from '@rdfjs/types';
import { XSD, XSD_NS, RDF_LANG_STRING } from './namespaces.ts';

export const KIND = { defaultGraph: 0, iri: 1, bnode: 2, literal: 3 } as const;

/** Datatypes whose literals compare numerically in SPARQL (xsd:integer/decimal/float/double and derived types). */
export const NUMERIC_DATATYPES: ReadonlySet<string> = new Set(
  ['integer', 'decimal', 'float', 'double', 'nonPositiveInteger', 'negativeInteger', 'long', 'int', 'short', 'byte',
    'nonNegativeInteger', 'unsignedLong', 'unsignedInt', 'unsignedShort', 'unsignedByte', 'positiveInteger']
    .map((t) => XSD_NS + t),
);

const DECIMAL_LEXICAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const DOUBLE_LEXICAL = /^([+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?|[+-]?INF)$/;
const INTEGER_LEXICAL = /^[+-]?\d+$/;

/** The numeric value of a literal of a numeric datatype, or null (not numeric, or an ill-formed lexical form). */
export function numericValue(value: string, datatype: string): number | null {
  if (!NUMERIC_DATATYPES.has(datatype)) return null;
  const v = value.trim();
  const ok = datatype === XSD.double || datatype === XSD.float ? DOUBLE_LEXICAL.test(v)
    : datatype === XSD.decimal ? DECIMAL_LEXICAL.test(v) : INTEGER_LEXICAL.test(v);
  if (!ok) return null;
  const n = v.endsWith('INF') ? (v.startsWith('-') ? -Infinity : Infinity) : Number(v);
  return Number.isNaN(n) ? null : n;
}

export interface EncodedTerm { kind: number; value: string; datatype: string; language: string; num: number | null }

export function encodeTerm(term: Term): EncodedTerm {
  switch (term.termType) {
    case 'NamedNode': return { kind: KIND.iri, value: term.value, datatype: '', language: '', num: null };
    case 'BlankNode': return { kind: KIND.bnode, value: term.value, datatype: '', language: '', num: null };
    case 'DefaultGraph': return { kind: KIND.defaultGraph, value: '', datatype: '', language: '', num: null };
    case 'Literal': {
      const language = term.language ?? '';
      const datatype = language ? RDF_LANG_STRING : (term.datatype?.value || XSD.string);
      return { kind: KIND.literal, value: term.value, datatype, language, num: numericValue(term.value, datatype) };
    }
    default: throw new Error(`Cannot store a term of type ${term.termType}`);
  }
}

/** A string identifying the term, for in-memory maps. */
export function termKey(t: EncodedTerm): string {
  return `${t.kind}\u0000${t.datatype}\u0000${t.language}\u0000${t.value}`;
}
