// quadstore's `prefixes` option: IRIs in Quarry's namespaces are stored compacted inside quadstore keys (every quad
// is written once per index, so this shrinks the file and speeds up loading). A compacted IRI starts with U+0001,
// which no valid IRI contains, so compaction is reversible for every IRI.
import type { Prefixes } from 'quadstore';
import { Q_NS, ID_NS, XSD_NS, RDF_NS, RDFS_NS } from './namespaces.ts';

const MARK = '\u0001';
const NAMESPACES = [ID_NS, Q_NS, XSD_NS, RDF_NS, RDFS_NS];

export const quadKeyPrefixes: Prefixes = {
  compactIri(iri: string): string {
    for (let i = 0; i < NAMESPACES.length; i++) {
      if (iri.startsWith(NAMESPACES[i]!)) return MARK + String.fromCharCode(65 + i) + iri.slice(NAMESPACES[i]!.length);
    }
    return iri;
  },
  expandTerm(term: string): string {
    if (term.charCodeAt(0) !== 1) return term;
    return NAMESPACES[term.charCodeAt(1) - 65]! + term.slice(2);
  },
};
