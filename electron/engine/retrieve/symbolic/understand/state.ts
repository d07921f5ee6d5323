// The shared state of one parse: the question's tokens, the spans recognisers find in them (each with its reason),
// and the roles finally given to every token. Recognisers (spans/*.ts) run in order over this state.
import type { CategoryTarget, EntityTarget, Grounding, AttrRef, QueryContext, ValueTarget } from './context.ts';
import type { CompareOp } from './language.ts';
import type { QToken } from './tokens.ts';

export interface Quantity {
  value: number;
  /** Canonical unit spelling, null for a bare number. */
  unit: string | null;
  dimension: string | null;
  /** The period it is counted per ("£700 a month": month), where the question says one. */
  per?: string;
}

interface SpanBase {
  /** Token range [a, b). */
  a: number;
  b: number;
  /** 0..1: how sure the recogniser is. */
  score: number;
  reason: string;
}

export type Span =
  | (SpanBase & { kind: 'number'; value: number; text: string })
  | (SpanBase & { kind: 'quantity'; q: Quantity; /** Quantities listed together ("3, 4 or 6 GB") share a list id. */ list?: number })
  | (SpanBase & { kind: 'range'; lo: Quantity; hi: Quantity; inclusive: boolean | null })
  | (SpanBase & { kind: 'comparator'; op: CompareOp; at: 'before' | 'after'; dimensions?: string[]; nouns?: string[] })
  | (SpanBase & { kind: 'inclusivity'; inclusive: boolean })
  | (SpanBase & { kind: 'negation'; /** after: it negates what it is joined to before it ("gluten-free"). */ scope: 'next' | 'exclude' | 'after' })
  | (SpanBase & { kind: 'intent'; intent: string })
  | (SpanBase & { kind: 'gradable'; direction: 'max' | 'min'; degree: 'base' | 'comparative' | 'superlative'; dimensions: string[]; nouns?: string[]; attribute?: Array<Grounding<AttrRef>> })
  | (SpanBase & { kind: 'top'; n: number })
  | (SpanBase & { kind: 'basis' })
  | (SpanBase & { kind: 'answer-unit'; unit: string; dimension: string })
  | (SpanBase & { kind: 'entity'; targets: Array<Grounding<EntityTarget>> })
  | (SpanBase & { kind: 'attribute'; targets: Array<Grounding<AttrRef>>; /** The word negates it ("unpaid"). */ negated?: boolean; /** Columns read together as their sum ("from April to August" of a table of months, each month's column). */ summed?: AttrRef[]; /** The run as the question says it ("from April to August"). */ said?: string })
  | (SpanBase & { kind: 'value'; targets: Array<Grounding<ValueTarget>> })
  | (SpanBase & { kind: 'category'; target: CategoryTarget })
  | (SpanBase & { kind: 'feature'; target: { iri: string; label: string } })
  | (SpanBase & { kind: 'prefix'; word: string; words: string[]; entities: Set<string>; /** A word anywhere in the names, not only first. */ anywhere?: boolean })
  | (SpanBase & { kind: 'year'; year: number; /** A date or a month of a year, as yyyymmdd bounds ("30 November 2024", "March 2024"). */ days?: { lo: number; hi: number } })
  | (SpanBase & { kind: 'dims'; values: number[] })
  | (SpanBase & { kind: 'hint'; attr: AttrRef; value: number })
  | (SpanBase & { kind: 'relation' })
  | (SpanBase & { kind: 'function' });

export type SpanKind = Span['kind'];

export interface TokenRole {
  role: SpanKind | 'unmapped';
  reason: string;
}

export interface ParseState {
  question: string;
  tokens: QToken[];
  ctx: QueryContext;
  spans: Span[];
  /** Phrases read as other phrases (domain packs), and typo repairs: what the trace shows. */
  notes: string[];
}

export type Recogniser = (state: ParseState) => void;

export function textOf(state: ParseState, a: number, b: number): string {
  if (a >= b) return '';
  return state.question.slice(state.tokens[a].start, state.tokens[b - 1].end);
}

export function normsOf(state: ParseState, a: number, b: number): string[] {
  return state.tokens.slice(a, b).map((t) => t.norm);
}

export function overlaps(x: { a: number; b: number }, y: { a: number; b: number }): boolean {
  return x.a < y.b && y.a < x.b;
}

/** Spans of some kinds covering token i. */
export function spansAt(state: ParseState, i: number, kinds?: SpanKind[]): Span[] {
  return state.spans.filter((s) => s.a <= i && i < s.b && (!kinds || kinds.includes(s.kind)));
}
