// IRIs shared by the RDF store and the symbolic-graph code.

/** Quarry's ontology namespace (prefix `q:`). */
export const Q_NS = 'https://quarry.local/ontology#';
/** Namespace for entity IRIs minted by Quarry (prefix `qid:`). */
export const ID_NS = 'https://quarry.local/id/';
export const XSD_NS = 'http://www.w3.org/2001/XMLSchema#';
export const RDF_NS = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
export const RDFS_NS = 'http://www.w3.org/2000/01/rdf-schema#';


export const XSD = {
  string: `${XSD_NS}string`,
  integer: `${XSD_NS}integer`,
  decimal: `${XSD_NS}decimal`,
  double: `${XSD_NS}double`,
  float: `${XSD_NS}float`,
  boolean: `${XSD_NS}boolean`,
  dateTime: `${XSD_NS}dateTime`,
} as const;

export const RDF_LANG_STRING = `${RDF_NS}langString`;

/** SPARQL PREFIX lines for the namespaces above, for queries written by the engine. */
export const SPARQL_PREFIXES = [
  `PREFIX q: <${Q_NS}>`,
  `PREFIX qid: <${ID_NS}>`,
  `PREFIX xsd: <${XSD_NS}>`,
  `PREFIX rdf: <${RDF_NS}>`,
  `PREFIX rdfs: <${RDFS_NS}>`,
].join('\n');
