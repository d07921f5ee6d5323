// The source (and update destination) Comunica runs on: quadstore, except that a pattern in the default graph
// matches the RDF merge of all graphs, as SPARQL's union default graph is defined: each triple once, whatever number
// of graphs hold it. (Comunica's own `unionDefaultGraph` mode matches every quad of every graph instead, so a triple
// held by k graphs would match k times; the fast path reads rdf_triples, where it is one row.) Comunica runs without
// that mode, so it asks for the default graph by name, and GRAPH ?g ranges over the named graphs.
//
// Duplicates are dropped while streaming: quadstore serves a pattern from one index in key order, and every index
// configured here ends with the graph, so the keys of one triple's quads share everything up to the graph and any key
// sorted between two of them shares that text too: it can only be a triple whose terms serialise to the same key
// text (e.g. an IRI and a plain literal of equal text). A quad is dropped when its triple was already seen in the
// current run of quads with equal key text (keyTail below), so the memory held is one run, not the whole result.
import type { Quad, Quad_Graph, Quad_Object, Quad_Predicate, Quad_Subject, Term } from '@rdfjs/types';
import type { Quadstore } from 'quadstore';
import type { SyncedQuadstore } from './synced-quadstore.ts';
import { quadKeyPrefixes } from './quad-key-prefixes.ts';

/** What Comunica calls on an RDF/JS source and destination. */
export type MergedDefaultGraphSource = Pick<Quadstore, 'match' | 'countQuads' | 'import' | 'remove' | 'removeMatches' | 'deleteGraph'>;

const KEY_SEPARATOR = '\u0000\u0000';

/**
 * The part of a term's quadstore key text after its last separator: the compacted IRI of a named node, the label of
 * a blank node, the lexical form of a literal. Two terms with the same key text have the same part whenever their
 * values hold no NUL character (the caller stops relying on it once a quad holds one).
 */
function keyTail(term: Term): string {
  const text = term.termType === 'NamedNode' ? quadKeyPrefixes.compactIri(term.value) : term.value;
  const at = text.lastIndexOf(KEY_SEPARATOR);
  return at < 0 ? text : text.slice(at + KEY_SEPARATOR.length);
}

function termIdentity(t: Term): string {
  if (t.termType !== 'Literal') return `${t.termType[0]}${t.value}`;
  return `L${t.datatype.value}\u0000${t.language}\u0000${t.value}`;
}

/** A filter keeping the first quad of each triple in a stream of quads. */
export function firstOfEachTriple(duplicatesAdjacent: boolean): (q: Quad) => boolean {
  const seen = new Set<string>();
  let run: string[] = [];
  let keepAll = !duplicatesAdjacent;
  return (q) => {
    const terms = [q.subject, q.predicate, q.object];
    if (!keepAll && terms.some((t) => t.value.includes('\u0000'))) keepAll = true;
    if (!keepAll) {
      const key = terms.map(keyTail);
      if (key.some((k, i) => k !== run[i])) {
        seen.clear();
        run = key;
      }
    }
    const id = terms.map(termIdentity).join('\u0001');
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  };
}

/** The graph to ask quadstore for: every graph when Comunica asks for the default graph. */
function storedGraph(graph: Quad_Graph | undefined): Quad_Graph | undefined {
  return graph?.termType === 'DefaultGraph' ? undefined : graph;
}

export function mergedDefaultGraphSource(store: SyncedQuadstore): MergedDefaultGraphSource {
  const graphLast = store.indexes.every((index) => index.terms[index.terms.length - 1] === 'graph');
  const df = store.dataFactory;
  return {
    match(subject?: Quad_Subject, predicate?: Quad_Predicate, object?: Quad_Object, graph?: Quad_Graph) {
      if (graph?.termType !== 'DefaultGraph') return store.match(subject, predicate, object, graph);
      return store.match(subject, predicate, object)
        .filter(firstOfEachTriple(graphLast))
        .map((q) => df.quad(q.subject, q.predicate, q.object, df.defaultGraph()));
    },
    // An upper bound for the default graph (a triple held by k graphs counts k times): Comunica only plans with it.
    countQuads: (subject, predicate, object, graph) => store.countQuads(subject, predicate, object, storedGraph(graph)),
    import: (source) => store.import(source),
    remove: (source) => store.remove(source),
    removeMatches: (subject, predicate, object, graph) => store.removeMatches(subject, predicate, object, graph),
    deleteGraph: (graph) => store.deleteGraph(graph),
  };
}
