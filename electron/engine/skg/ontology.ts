// The symbolic graph's vocabulary (documented in resources/ontology/README.md) and its IRI minting.
// Ids are readable slugs plus a hash of the exact source string, so two different strings never share a node.
import crypto from 'node:crypto';
import { ID_NS, Q_NS, RDF_NS, RDFS_NS } from '../store/rdf/namespaces.ts';

export const CLASS = {
  Entity: `${Q_NS}Entity`,
  EntityGroup: `${Q_NS}EntityGroup`,
  Category: `${Q_NS}Category`,
  Spec: `${Q_NS}Spec`,
  Section: `${Q_NS}Section`,
  Entry: `${Q_NS}Entry`,
  Value: `${Q_NS}Value`,
  Feature: `${Q_NS}Feature`,
  Document: `${Q_NS}Document`,
  Block: `${Q_NS}Block`,
  Attribute: `${Q_NS}Attribute`,
} as const;

export const P = {
  type: `${RDF_NS}type`,
  label: `${RDFS_NS}label`,
  hasName: `${Q_NS}hasName`,
  variantOf: `${Q_NS}variantOf`,
  /** An item named only by another item's code (a results row "GBR 5809"): that item (schema/code-names.ts). */
  sameAs: `${Q_NS}sameAs`,
  belongs: `${Q_NS}belongs`,
  hasSpec: `${Q_NS}hasSpec`,
  inSection: `${Q_NS}inSection`,
  inEntry: `${Q_NS}inEntry`,
  hasValue: `${Q_NS}hasValue`,
  hasNumericValue: `${Q_NS}hasNumericValue`,
  hasUnit: `${Q_NS}hasUnit`,
  hasDimension: `${Q_NS}hasDimension`,
  statedValue: `${Q_NS}statedValue`,
  statedUnit: `${Q_NS}statedUnit`,
  basis: `${Q_NS}basis`,
  statedIn: `${Q_NS}statedIn`,
  confidence: `${Q_NS}confidence`,
  /** Spec → why its number may be read wrongly ("14.076": the page does not say whether the dot groups thousands). */
  doubt: `${Q_NS}doubt`,
  hasDim1: `${Q_NS}hasDim1`,
  hasDim2: `${Q_NS}hasDim2`,
  hasDim3: `${Q_NS}hasDim3`,
  hasMin: `${Q_NS}hasMin`,
  hasMax: `${Q_NS}hasMax`,
  hasBoolean: `${Q_NS}hasBoolean`,
  hasYear: `${Q_NS}hasYear`,
  hasDate: `${Q_NS}hasDate`,
  /** A full date as one comparable number, yyyymmdd (20241130): dates compare as numbers do. */
  hasDay: `${Q_NS}hasDay`,
  hasCurrency: `${Q_NS}hasCurrency`,
  hasFeature: `${Q_NS}hasFeature`,
  hasPrice: `${Q_NS}hasPrice`,
  priceCurrency: `${Q_NS}priceCurrency`,
  fromBlock: `${Q_NS}fromBlock`,
  inDocument: `${Q_NS}inDocument`,
  rowPosition: `${Q_NS}rowPosition`,
  sourceRow: `${Q_NS}sourceRow`,
  partIndex: `${Q_NS}partIndex`,
  path: `${Q_NS}path`,
  /** Entry → the attribute (property) it is one label of; derived by the schema build. */
  inAttribute: `${Q_NS}inAttribute`,
  /** Value → the entity of the library it names (entity-valued attributes). */
  namesEntity: `${Q_NS}namesEntity`,
} as const;

function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/\+/g, ' plus ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'x'
  );
}

function shortHash(text: string): string {
  // one-shot hash (Node ≥ 20.12): the same digest as createHash, without a Hash object per IRI (millions per run)
  if (typeof crypto.hash === 'function') return crypto.hash('sha1', text, 'hex').slice(0, 8);
  return crypto.createHash('sha1').update(text).digest('hex').slice(0, 8);
}

/** `qid:<kind>/<slug>-<hash of the exact key>`: readable, and injective in `key`. */
export function mintIri(kind: string, key: string): string {
  return `${ID_NS}${kind}/${slug(key)}-${shortHash(key)}`;
}

export const entityIri = (name: string) => mintIri('entity', name);
export const groupIri = (stem: string) => mintIri('group', stem);
export const categoryIri = (name: string) => mintIri('category', name.toLowerCase());
export const sectionIri = (name: string) => mintIri('section', name);
export const entryIri = (canonical: string) => mintIri('entry', canonical);
export const valueIri = (text: string) => mintIri('value', text);
export const featureIri = (name: string) => mintIri('feature', name);
export const documentIri = (docId: number) => `${ID_NS}doc/${docId}`;
export const blockIri = (blockId: number) => `${ID_NS}block/${blockId}`;
export const specIri = (rowId: number, part: number) => `${ID_NS}spec/${rowId}${part ? `.${part}` : ''}`;
/** The named graph holding every fact derived from one document. */
export const documentGraph = (docId: number) => `${ID_NS}graph/doc/${docId}`;
/** The named graph declaring shared vocabulary nodes (entries, sections, values, categories, groups) once. */
export const VOCABULARY_GRAPH = `${ID_NS}graph/vocabulary`;
/** The named graph holding facts derived by rules. */
export const RULES_GRAPH = `${ID_NS}graph/rules`;
/** The named graph holding the schema's alignment (entries → attributes) and entity links, rebuilt each run. */
export const SCHEMA_GRAPH = `${ID_NS}graph/schema`;
export const attributeIri = (label: string) => mintIri('attribute', label);
