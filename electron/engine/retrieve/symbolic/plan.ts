// The typed query plan a question is parsed into; compiled to SPARQL by compile-plan.ts.
import type { PhraseMapping } from '../../../../shared/answer.ts';

export type CompareOp = '<' | '<=' | '>' | '>=' | '=' | '!=';

/** Which number of a spec a condition or target reads. */
export type NumericField = 'num' | 'dim1' | 'dim2' | 'dim3' | 'year' | 'day';

/** A day number (yyyymmdd, the field 'day') as the date it is: 20241130 → 2024-11-30. */
export function dayText(n: number): string {
  const s = String(Math.round(n)).padStart(8, '0');
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
}

/** Every condition and target names its attribute by all of its entries (the labels aligned into it). */
interface OnAttribute {
  /** The attribute's first entry (kept for the model path); `entries` holds them all. */
  entry: string;
  entries: string[];
  entryLabel: string;
}

/** A number its document states without a unit ("Ascent: 1100" beside "1,200 m") is in the unit the attribute is
 *  shown in: times `factor` it is in the stored unit. It is read so only where that lands it among the numbers the
 *  attribute's documents state with a unit (`within`, in the stored unit): "Dataset: 120000" (sentences) beside
 *  datasets of "1.2 GB" is no 120,000 GB. */
export interface BareReading {
  factor: number;
  within?: [number, number];
}

export interface NumericCondition extends OnAttribute {
  kind: 'numeric';
  field: NumericField;
  op: CompareOp | 'between' | 'in';
  value: number;
  value2?: number;
  /** For 'between': whether each end counts (default both). */
  inclusive?: { lo: boolean; hi: boolean };
  /** The amount as the question states it ("3 kg"), for the answer's wording. */
  asked?: { value: number; value2?: number; unit: string | null };
  /** With op 'in': the values any of which qualifies ("in 2019 or 2020"). */
  set?: number[];
  unit: string | null;
  /** How a number its document states without a unit is read (BareReading). */
  bare?: BareReading;
  /** Only specs whose value is one of these (e.g. "Android 12": OS values naming Android). */
  values?: string[];
  negated: boolean;
  phrase: string;
}

export interface ResolutionCondition extends OnAttribute {
  kind: 'resolution';
  a: number;
  b: number;
  negated: boolean;
  phrase: string;
}

export interface ValueCondition extends OnAttribute {
  kind: 'value';
  /** Value node IRIs: the entity has a spec of the entry with one of them. */
  values: string[];
  /** The question named the attribute among several holding the value ("OSR in 2022", a column per year): only a
   *  spec of its entries counts. Otherwise any spec stating the value does (labels a folder writes apart). */
  inNamedEntries?: boolean;
  negated: boolean;
  phrase: string;
}

export interface FeatureCondition {
  kind: 'feature';
  feature: string;
  label: string;
  negated: boolean;
  phrase: string;
}

/** A yes/no row: "with NFC" when the library has an NFC: Yes/No entry. */
export interface BooleanCondition extends OnAttribute {
  kind: 'boolean';
  value: boolean;
  negated: boolean;
  phrase: string;
}

/** A value that names another entity of the library ("recipes that use coconut milk"). */
export interface LinkCondition {
  kind: 'link';
  /** The attribute holding the link, or null for any attribute. */
  entries: string[] | null;
  entryLabel: string;
  entity: string;
  entityName: string;
  /** Several items any of which it names ("in Dublin or Manchester"); `entity` is the first of them. */
  entities?: string[];
  negated: boolean;
  phrase: string;
}

/** One meaning grounded several ways that never overlap ("vegetarian": a Vegetarian: yes row, or Diet: Vegetarian). */
export interface AnyCondition {
  kind: 'any';
  label: string;
  options: Array<ValueCondition | BooleanCondition | FeatureCondition>;
  negated: boolean;
  phrase: string;
}

export type Condition = (NumericCondition | ResolutionCondition | ValueCondition | FeatureCondition | BooleanCondition | LinkCondition | AnyCondition) & {
  /** The condition holds for an item this attribute's value names ("invoices from Polish suppliers": Supplier);
   *  `next` is a second link from there ("cats in Portland": Owner, then the owner's Practice, holds City). */
  via?: LinkHop & { next?: LinkHop };
};

/** One step along a link attribute from an item to the item its value names; `inverse`: from an item to the items
 *  whose value of the link names it ("fields with a yield over 8 t/ha": the harvest lots whose Field is the field). */
export interface LinkHop {
  entries: string[];
  label: string;
  inverse?: boolean;
}

/** What the scope of a question is made of, compiled into the query itself. */
export type ScopeTerm =
  /** Items filed in the category, and `also` those taken to be of its kind (rows of an export of them). */
  | { kind: 'category'; iri: string; label: string; also?: string[] }
  | { kind: 'prefix'; word: string; /** The names' own first words, as written (lowercase). */ words: string[]; label: string }
  /** Names with this word anywhere ("iPhones": Apple iPhone 11, …). */
  | { kind: 'word'; word: string; entities: string[]; label: string }
  | { kind: 'entities'; iris: string[]; label: string }
  /** Entities with one of these values ("tablets" as a Device type value). */
  | { kind: 'value'; iris: string[]; label: string }
  /** The items one item's link attribute names ("Quinguay's neighbours"). */
  | { kind: 'named-by'; subject: string; entries: string[]; label: string }
  /** Any of several readings of one word. */
  | { kind: 'any'; options: ScopeTerm[]; label: string };

export type Intent =
  | 'list'
  | 'count'
  | 'exists'
  | 'argmax'
  | 'argmin'
  | 'max'
  | 'min'
  | 'avg'
  | 'sum'
  | 'lookup'
  | 'check'
  | 'compare'
  /** "Compare X and Y": named entities side by side on several attributes. */
  | 'compare-table'
  /** "Compare Samsung and Xiaomi phones on battery and price": groups side by side. */
  | 'compare-groups';

export interface Target {
  entry: string;
  entries: string[];
  entryLabel: string;
  /** Every label the documents write for the attribute ("Founded", "Since", "Opened"). */
  labels?: string[];
  field: NumericField;
  /** Unit the graph stores it in. */
  unit: string | null;
  /** Unit the answer shows: the one the question asks for, else the one most documents state. */
  displayUnit?: string | null;
  /** As a numeric condition's: how a number stated without a unit is read. */
  bare?: BareReading;
  /** The attribute holds text, not numbers: a looked-up value is answered as written ("Runtime: Python 3.12"). */
  textKind?: boolean;
  /** `entries` are several columns (a run of months, "April to August"), each item's number their sum. */
  summed?: boolean;
  /** For a lookup: also its text, and a count of its values ("how many projects is Anna on"). */
  countValues?: boolean;
  /** The question names the unit (a currency, "in kg"): it is never swapped for the unit of the rows found. */
  unitAsked?: boolean;
  /** The values are stated per another basis than the question asks ("per 1000 words", asked per word): the
   *  factor turning one into the other (understand/basis.ts). */
  basisScale?: number;
  /** A date looked up is answered as its year ("in what year …"); else a full date as yyyy-mm-dd. */
  datePart?: 'year';
  /**
   * The number is a count of other items whose link attribute (`entries`) names the item: "the agent with the most
   * properties" counts the listings whose Agent names each agent (of `scopeTerms`' items, when given).
   */
  linkedFrom?: { scopeTerms: ScopeTerm[][]; label: string };
  /** The number is how many values the item's own attribute (`entries`) lists: "the recipe with the most
   *  ingredients" counts each recipe's Ingredients. */
  valuesCounted?: boolean;
  /** The value is read on the item this link attribute names: "the office of the agent for X" (Agent → Office);
   *  `next` a second link from there ("what country is the Averau Traverse in": Region, then the region's Country). */
  via?: { entries: string[]; label: string; next?: { entries: string[]; label: string } };
}

export interface QueryPlan {
  question: string;
  intent: Intent;
  /** Entities the question is restricted to (scope words like brands or categories), null for all. */
  scope: string[] | null;
  scopeLabels: string[];
  /** The scope as query terms (each alternative list is a union; the lists intersect); compiled into the SPARQL. */
  scopeTerms?: ScopeTerm[][];
  /** Left out ("not Samsung", "other than fruits"). */
  excluded?: ScopeTerm[];
  /** Named entities (lookups, comparisons, checks). */
  entities: Array<{ iri: string; name: string }>;
  conditions: Condition[];
  target: Target | null;
  /** Attributes of a comparison table. */
  targets: Target[];
  /** The groups of a group comparison, each with its entities (or the scope term that makes it). */
  groups: Array<{ label: string; entities: string[]; term?: ScopeTerm }> | null;
  /** For compare/argmax/argmin: 'max' or 'min' wins. */
  direction: 'max' | 'min' | null;
  /** A comparison asked yes or no ("Is A heavier than B?"): whether the first item named wins. */
  yesNo?: boolean;
  limit: number | null;
  mapping: PhraseMapping[];
  unmapped: string[];
  /** 0..1: how sure the parser is that the plan means the question. */
  confidence: number;
  /** Why the plan is not confident, when it is not. */
  doubts: string[];
  /** The plan in words ("phones · brand Samsung · battery ≥ 5,000 mAh"), and the other readings considered. */
  interpretation?: string;
  alternatives?: Array<{ interpretation: string; confidence: number }>;
  /** The alternative readings as plans (run when this one finds nothing). */
  variants?: QueryPlan[];
  /** The role each word of the question was given, with the reason. */
  roles?: Array<{ text: string; role: string; reason: string }>;
}
