// A deterministic synthetic product catalogue as RDF quads (one named graph per product "document"), used by the
// store-rdf tests (small) and bench/store.ts (2,300 products x 80 spec rows, about 1M quads).
import type { Quad } from '@rdfjs/types';
import { DataFactory } from 'rdf-data-factory';
import { ID_NS, XSD } from '../../electron/engine/store/rdf/namespaces.ts';
import { P as Q } from '../../electron/engine/skg/ontology.ts';

export const CATEGORIES = ['monitors', 'laptops', 'tablets', 'phones', 'cameras', 'printers', 'routers', 'speakers', 'keyboards', 'mice'];
const SECTIONS = ['Display', 'Physical', 'Connectivity', 'Power', 'General'];
const REFRESH_RATES = [60, 75, 90, 120, 144, 165, 240];
const BRANDS = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Vandelay'];

/** Mulberry32: a tiny seeded PRNG so every run builds the same catalogue. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const categoryIri = (c: string) => `${ID_NS}category/${c}`;
export const productIri = (i: number) => `${ID_NS}product/${i}`;
export const documentIri = (i: number) => `${ID_NS}doc/${i}`;

export interface CatalogueOptions { products: number; specsPerProduct: number; seed?: number }

/** Calls `emit` with the quads of each product in turn (its document graph and quads), to stream large catalogues. */
export function generateCatalogue(opts: CatalogueOptions, emit: (graphIri: string, quads: Quad[]) => void): void {
  const df = new DataFactory();
  const rnd = prng(opts.seed ?? 42);
  const iri = (v: string) => df.namedNode(v);
  const lit = (v: string, dt?: string) => df.literal(v, dt ? df.namedNode(dt) : undefined);
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const P = Object.fromEntries(Object.entries(Q).map(([k, v]) => [k, iri(v)])) as Record<keyof typeof Q, ReturnType<typeof iri>>;
  for (let i = 0; i < opts.products; i++) {
    const g = iri(documentIri(i));
    const product = iri(productIri(i));
    const quads: Quad[] = [];
    const add = (s: Parameters<typeof df.quad>[0], p: Parameters<typeof df.quad>[1], o: Parameters<typeof df.quad>[2]) => quads.push(df.quad(s, p, o, g));
    const name = `${pick(BRANDS)} ${i % 5 === 0 ? 'Pro' : 'Model'} ${i}`;
    add(product, P.hasName, i % 11 === 3 ? df.literal(name, 'en') : lit(name));
    add(product, P.belongs, iri(categoryIri(CATEGORIES[i % CATEGORIES.length]!)));
    if (i % 7 !== 6) add(product, P.hasPrice, lit((50 + Math.floor(rnd() * 195000) / 100).toFixed(2), XSD.decimal));
    for (let j = 0; j < opts.specsPerProduct; j++) {
      const spec = iri(`${productIri(i)}/spec/${j}`);
      add(product, P.hasSpec, spec);
      add(spec, P.inSection, lit(SECTIONS[j % SECTIONS.length]!));
      if (j === 0) {
        const hz = pick(REFRESH_RATES);
        add(spec, P.inEntry, lit('Refresh rate'));
        add(spec, P.hasValue, lit(`${hz} Hz`));
        add(spec, P.hasNumericValue, lit(String(hz), XSD.integer));
        add(spec, P.hasUnit, lit('Hz'));
      } else if (j === 1) {
        const kg = (0.2 + rnd() * 9).toFixed(2);
        add(spec, P.inEntry, lit('Weight'));
        add(spec, P.hasValue, lit(`${kg} kg`));
        add(spec, P.hasNumericValue, lit(kg, XSD.decimal));
        add(spec, P.hasUnit, lit('kg'));
      } else {
        const n = Math.floor(rnd() * 1000);
        add(spec, P.inEntry, lit(`Feature ${j}`));
        add(spec, P.hasValue, lit(j % 2 ? `${n} units` : `Level ${n}`));
        add(spec, P.hasNumericValue, lit(String(n), XSD.integer));
        if (j % 2) add(spec, P.hasUnit, lit('units'));
      }
    }
    emit(documentIri(i), quads);
  }
}
