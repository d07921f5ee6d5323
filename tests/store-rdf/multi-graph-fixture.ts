// A library shaped like Quarry's: one named graph per product document (the synthetic catalogue) plus shared graphs
// that repeat triples of the documents and of each other — a vocabulary graph labelling every category once, a rules
// graph of derived facts (labels again, category memberships, prices), and a second rules graph repeating some of
// those a third time. So many triples are held by 2 or 3 graphs, and a query outside GRAPH must see each once.
import type { Quad } from '@rdfjs/types';
import { DataFactory } from 'rdf-data-factory';
import { ID_NS, RDFS_NS } from '../../electron/engine/store/rdf/namespaces.ts';
import { P as Q } from '../../electron/engine/skg/ontology.ts';
import { CATEGORIES, categoryIri, generateCatalogue, productIri, type CatalogueOptions } from './synthetic-catalogue.ts';

export const VOCABULARY_GRAPH = `${ID_NS}graph/vocabulary`;
export const RULES_GRAPH = `${ID_NS}graph/rules`;
export const MORE_RULES_GRAPH = `${ID_NS}graph/rules-2`;
export const RDFS_LABEL = `${RDFS_NS}label`;
/** A category only the rules graph assigns products to (every 6th product), labelled in the vocabulary graph. */
export const FEATURED = categoryIri('featured');

export interface MultiGraphFixture {
  quads: Quad[];
  /** Distinct (s, p, o) of all graphs: the union default graph. */
  tripleCount: number;
  /** Label of each category -> number of distinct products in it. */
  productsPerLabel: Map<string, number>;
}

export function multiGraphFixture(opts: CatalogueOptions): MultiGraphFixture {
  const df = new DataFactory();
  const iri = (v: string) => df.namedNode(v);
  const quads: Quad[] = [];
  const docs: Quad[][] = [];
  generateCatalogue(opts, (_g, q) => { docs.push(q); quads.push(...q); });
  const vocabulary = iri(VOCABULARY_GRAPH);
  const rules = iri(RULES_GRAPH);
  const moreRules = iri(MORE_RULES_GRAPH);
  const copy = (q: Quad, g: typeof rules) => quads.push(df.quad(q.subject, q.predicate, q.object, g));

  CATEGORIES.forEach((c, k) => {
    const label = df.quad(iri(categoryIri(c)), iri(RDFS_LABEL), df.literal(c), vocabulary);
    quads.push(label);
    copy(label, rules);
    if (k % 2 === 0) copy(label, moreRules);
  });
  quads.push(df.quad(iri(FEATURED), iri(RDFS_LABEL), df.literal('featured'), vocabulary));

  docs.forEach((doc, i) => {
    for (const q of doc) {
      if (q.predicate.value === Q.belongs && i % 2 === 0) copy(q, rules);
      if (q.predicate.value === Q.belongs && i % 4 === 0) copy(q, moreRules);
      if (q.predicate.value === Q.hasPrice && i % 3 === 0) copy(q, rules);
      if (q.predicate.value === Q.hasSpec && i % 5 === 0) copy(q, moreRules);
    }
    if (i % 6 === 0) {
      const featured = df.quad(iri(productIri(i)), iri(Q.belongs), iri(FEATURED), rules);
      quads.push(featured);
      if (i % 12 === 0) copy(featured, moreRules);
    }
  });

  const key = (q: Quad) => JSON.stringify([q.subject, q.predicate, q.object]);
  const members = new Map<string, Set<string>>();
  const labels = new Map<string, string>();
  for (const q of quads) {
    if (q.predicate.value === Q.belongs) {
      if (!members.has(q.object.value)) members.set(q.object.value, new Set());
      members.get(q.object.value)!.add(q.subject.value);
    }
    if (q.predicate.value === RDFS_LABEL) labels.set(q.subject.value, q.object.value);
  }
  const productsPerLabel = new Map<string, number>();
  for (const [category, products] of members) productsPerLabel.set(labels.get(category)!, products.size);
  return { quads, tripleCount: new Set(quads.map(key)).size, productsPerLabel };
}
