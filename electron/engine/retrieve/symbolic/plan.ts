// The typed query plan a question is parsed into; compiled to SPARQL by compile-plan.ts.
import type { PhraseMapping } from '../../../../shared/answer.ts';

export type CompareOp = '<' | '<=' | '>' | '>=' | '=' | '!=';

/** Which number of a spec a condition or target reads. */
export type NumericField = 'num' | 'dim1' | 'dim2' | 'dim3' | 'year';

export interface NumericCondition {
  kind: 'numeric';
  entry: string;
  entryLabel: string;
  field: NumericField;
  op: CompareOp | 'between' | 'in';
  value: number;
  value2?: number;
  /** With op 'in': the values any of which qualifies ("in 2019 or 2020"). */
  set?: number[];
  unit: string | null;
  /** Only specs whose value is one of these (e.g. "Android 12": OS values naming Android). */
  values?: string[];
  negated: boolean;
  phrase: string;
}

export interface ResolutionCondition {
  kind: 'resolution';
  entry: string;
  entryLabel: string;
  a: number;
  b: number;
  negated: boolean;
  phrase: string;
}

export interface ValueCondition {
  kind: 'value';
  entry: string;
  entryLabel: string;
  /** Value node IRIs: the entity has a spec of the entry with one of them. */
  values: string[];
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
export interface BooleanCondition {
  kind: 'boolean';
  entry: string;
  entryLabel: string;
  value: boolean;
  negated: boolean;
  phrase: string;
}

export type Condition = NumericCondition | ResolutionCondition | ValueCondition | FeatureCondition | BooleanCondition;

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
  entryLabel: string;
  field: NumericField;
  unit: string | null;
}

export interface QueryPlan {
  question: string;
  intent: Intent;
  /** Entities the question is restricted to (scope words like brands or categories), null for all. */
  scope: string[] | null;
  scopeLabels: string[];
  /** Named entities (lookups, comparisons, checks). */
  entities: Array<{ iri: string; name: string }>;
  conditions: Condition[];
  target: Target | null;
  /** Attributes of a comparison table. */
  targets: Target[];
  /** The groups of a group comparison, each with its entities. */
  groups: Array<{ label: string; entities: string[] }> | null;
  /** For compare/argmax/argmin: 'max' or 'min' wins. */
  direction: 'max' | 'min' | null;
  limit: number | null;
  mapping: PhraseMapping[];
  unmapped: string[];
  /** 0..1: how sure the parser is that the plan means the question. */
  confidence: number;
  /** Why the plan is not confident, when it is not. */
  doubts: string[];
}
