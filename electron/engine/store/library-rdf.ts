// The RDF graph of an open library, opened once on first use and shared by every caller.
import type { Library } from './library.ts';
import { openRdfStore, type RdfStore } from './rdf/index.ts';

const opened = new WeakMap<Library, Promise<RdfStore>>();

export function libraryRdf(library: Library): Promise<RdfStore> {
  let rdf = opened.get(library);
  if (!rdf) {
    rdf = openRdfStore(library.db, { readonly: library.readonly });
    opened.set(library, rdf);
    const store = rdf;
    library.onClose(() => void store.then((r) => r.close()).catch(() => undefined));
  }
  return rdf;
}
