import type { Term } from '@rdfjs/types';
import { XSD, RDF_LANG_STRING } from './namespaces.ts';

/** A term as the SPARQL JSON results format writes it (literal datatype omitted for xsd:string). */
export interface TermJson { type: 'uri' | 'literal' | 'bnode'; value: string; datatype?: string; lang?: string }

export function termToJson(term: Term): TermJson {
  switch (term.termType) {
    case 'NamedNode': return { type: 'uri', value: term.value };
    case 'BlankNode': return { type: 'bnode', value: term.value };
    case 'Literal': {
      if (term.language) return { type: 'literal', value: term.value, lang: term.language };
      const dt = term.datatype?.value;
      return dt && dt !== XSD.string && dt !== RDF_LANG_STRING ? { type: 'literal', value: term.value, datatype: dt } : { type: 'literal', value: term.value };
    }
    default: return { type: 'uri', value: term.value };
  }
}
