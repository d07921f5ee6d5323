// The library's schema: what its graph says, by attribute rather than by label. Built after every indexing run
// (build-schema.ts) from the graph's own entries (one per label a layout writes), aligned into attributes (one
// per property), and stored in the library; `quarry schema` prints it and the question parser grounds on it.
import type { KindWord } from './kind-words.ts';

export type AttributeKind = 'number' | 'text' | 'bool' | 'date' | 'entity' | 'dims';

/** One label as the documents write it (an Entry of the graph), with where and how often. */
export interface SchemaLabel {
  /** The Entry node. */
  entry: string;
  label: string;
  specs: number;
  entities: number;
  documents: number;
}

/** Why two labels were taken to be one attribute. */
export interface SchemaMerge {
  a: string;
  b: string;
  confidence: number;
  evidence: string[];
  /** 'aligned' by the indexer, or 'override' from the library's override file. */
  by: 'aligned' | 'override';
}

export interface NumericProfile {
  count: number;
  min: number;
  max: number;
  median: number;
  /** Quartiles of the canonical values, for distribution likeness. */
  q1: number;
  q3: number;
}

export interface SchemaValue {
  /** The value node. */
  iri: string;
  label: string;
  count: number;
}

export interface SchemaAttribute {
  /** The attribute node (`qid:attribute/…`); entries point at it with `q:inAttribute`. */
  id: string;
  /** The label shown to people: the most used one. */
  label: string;
  labels: SchemaLabel[];
  kind: AttributeKind;
  /** Physical dimension of its numbers ('mass', 'area', 'currency', …), null when unitless or not numeric. */
  dimension: string | null;
  /** Unit the numbers are stored in (the graph's canonical unit), and the unit most documents state. */
  unit: string | null;
  displayUnit: string | null;
  /** The least and greatest of its numbers stated with a unit, in `unit` (a bare number is read in the display unit
   *  only where that lands it near them: retrieve/symbolic/plan.ts BareReading). */
  unitRange?: [number, number];
  specs: number;
  entities: number;
  numeric: NumericProfile | null;
  booleans: number;
  years: number;
  /** Of its dates, those stated to the day (ranked by day, not year). */
  days?: number;
  /** The first and last year its dates state (a sample), where it has dates. */
  yearSpan?: [number, number];
  dims: number;
  /** Values that refer to other entities of the library (entity-valued attributes). */
  entityValues: number;
  /** Which entities have it (indexes into Schema.entities). */
  entityIndexes: number[];
  /** The most frequent values (text and yes/no attributes), for the schema view. */
  topValues: SchemaValue[];
  merges: SchemaMerge[];
  /** Attributes alike but not merged (ids, with how alike), best first. */
  related?: Array<{ id: string; score: number }>;
  /** Of a column of months, the words of the names of the files stating it ("callouts-by-area-2024.csv": callouts,
   *  area): what its numbers count (table-words.ts). */
  tableWords?: string[];
}

export interface SchemaEntity {
  iri: string;
  name: string;
  categories: string[];
  /** Categories it is of without being filed so: a row of an export that holds what one kind's items hold
   *  (kinds.ts). */
  kinds?: string[];
  /** The item it is, where it is named only by that item's code (code-names.ts): its facts are that item's. */
  sameAs?: string;
}

export interface SchemaCategory {
  iri: string;
  label: string;
  /** The items filed in it. */
  entities: number;
  /** Its items are stated only in lists (a folder of exports): it says what the files are, not their rows. */
  container?: boolean;
  /** Items of other folders taken to be of its kind (kinds.ts). */
  joined?: number;
}

/** Every value of the library with the attribute(s) that hold it (the parser's value index). */
export interface SchemaValueRef {
  iri: string;
  label: string;
  attribute: string;
  count: number;
  /** The entity it names, when the value is another entity of the library. */
  entity?: string;
}

export interface Schema {
  format: number;
  /** The graph version it was built from. */
  version: string;
  attributes: SchemaAttribute[];
  entities: SchemaEntity[];
  categories: SchemaCategory[];
  values: SchemaValueRef[];
  features: Array<{ iri: string; label: string }>;
  /** Units found in the documents that Quarry does not know (kept as written). */
  unknownUnits: Array<{ unit: string; count: number }>;
  /** Words naming kinds of item no folder names (kind-words.ts): files listing them, columns naming them. */
  kindWords?: KindWord[];
  /** Codes that name the one item holding each under a code label ("Id: VAC-LDS-0452" of the job named by its title),
   *  as written, with the item (code-names.ts). */
  codeNames?: Array<[string, string]>;
  builtMs: number;
}

// (6: labels a layout leaves alone join the attribute of their kind its items lack, complement.ts)
// (7: a label of one value per item seldom joins an attribute of lists, align.ts)
// (8: labels naming different aspects stay apart, label-aspects.ts; yes/no labels each with a word the other lacks
//  stay apart; a word of two of the other label's words run together matches them, "Birthplace")
// (12: a page's own word for its item names its folder's kind, kinds.ts; a kind's unlettered a×b measurements take
//  the order its lettered ones use, dimension-order.ts)
// (13: a code one item holds names it; an item named only by such a code is that item, code-names.ts)
// (14: labels naming different letters stay apart, "P index" and "Potash (K) index", label-letters.ts)
// (15: an item named by another's name and a code in brackets is that item, "Top Meadow (F02)", code-names.ts)
// (16: so is one whose name ends in another's, with the code a register gives that other, "Perceel De Vlieter (NL-10)";
//  a code label whose codes items of one kind share refers to other things and names none, "Vessel: FV-03")
// (17: words naming kinds no folder names, the files listing the items and the columns naming them, kind-words.ts)
// (18: the range of an attribute's numbers stated with a unit, unitRange; a value written surname first names the
//  person's page, "Fraser, Callum")
// (19: an item named by another's name with a title or surname first, or with a measurement that item states ("Ramicor
//  5mg"), is that item, name-aliases.ts; an alias's folders are its item's)
// (20: codes that name the one item holding them, as names a question may use, codeNames)
// (21: an item its sheets name by its code keeps the code as its name where the item whose field holds the code says
//  less of it: that item is then the alias, code-names.ts codeAliases)
// (22: an item named by another's name with a birth surname in brackets, "(née Metcalfe)", or with another name
//  after a dash and the same day, "Derwent Voices – Winter Warmers", is that item, name-aliases.ts)
// (23: a column of months keeps the words of its files' names, tableWords, table-words.ts)
// (24: an item named by another's code written without its spaces is that item, "CP66MKE" beside "CP66 MKE",
//  name-aliases.ts spacedCodeAliases; so is one named by another's first words and the initials of the rest,
//  "Llanwrthwl SR", initialismAliases)
export const SCHEMA_FORMAT = 24;
