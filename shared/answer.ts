// The answer contract: what `quarry ask --json`, the web API and the desktop app return for a question.

export type AnswerKind = 'list' | 'count' | 'value' | 'boolean' | 'comparison' | 'text' | 'none';

/** Which view answered: the symbolic graph, the textual graph, or both. */
export type Route = 'symbolic' | 'textual' | 'both' | 'none';

export type Strategy =
  | 'symbolic'
  | 'textual'
  | 'both'
  | 'symbolic-fallback'
  | 'router'
  | 'router-fallback'
  | 'agentic';

export interface Citation {
  /** Stable within one answer: "c1", "c2", … (markers [1], [2] in the answer text use the number). */
  id: string;
  /** Document path relative to its indexed folder. */
  path: string;
  docId: number;
  /** 1-based page for PDFs, else null. */
  page: number | null;
  /** Character range in the document's extracted text. */
  start: number;
  end: number;
  /** The cited text (the exact slice start..end, shortened with … in the middle when long). */
  snippet: string;
  /** 'row': a table/spec row (symbolic fact); 'block': a text passage. */
  kind: 'row' | 'block';
  blockId: number | null;
  rowId: number | null;
  /**
   * Optional (textual answers): what the cited text is to the answer — 'answer' the sentence that decides it,
   * 'condition' a condition it holds under, 'step' a list of steps or a code block, 'document' one document of
   * a cross-document answer, 'context' a further passage. Absent on exact (row) citations.
   */
  role?: 'answer' | 'condition' | 'step' | 'document' | 'context';
  /** Optional: the answer span inside the cited range (document offsets, start..end within the citation's). */
  emphasis?: { start: number; end: number } | null;
}

export interface AnswerItem {
  /** The subject exactly as the document names it. */
  name: string;
  /** The values that qualified it, by attribute (e.g. { "Battery": "5000 mAh", "Price": "€ 329" }). */
  values: Record<string, string | number | boolean | null>;
  /** Ids of the citations (into Answer.citations) that prove this item. */
  citations: string[];
}

export interface TraceStep {
  step: string;
  detail: string;
  ms: number;
}

export type GraphNodeType =
  | 'question'
  | 'query'
  | 'term'
  | 'entity'
  | 'spec'
  | 'value'
  | 'entry'
  | 'category'
  | 'textEntity'
  | 'block'
  | 'document';

export interface GraphNode {
  id: string;
  label: string;
  type: GraphNodeType;
  data?: Record<string, string | number | boolean | null>;
}

export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  label: string;
}

export interface EvidenceGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
}

/** How a phrase of the question was understood. */
export interface PhraseMapping {
  phrase: string;
  term: string;
  kind: string;
  confidence: number;
}

/** One condition a textual answer holds under ("if you're over 18"), with the citation that states it. */
export interface AnswerCondition {
  text: string;
  /** Id of the citation (into Answer.citations) stating the condition. */
  citation: string;
}

/**
 * How a textual answer was read from the prose (present when the textual view answered). The answer text
 * starts with the answer: the span in bold and the deciding sentence ("**GPL-3+** — bash is … [1]"), "**Yes** — …"
 * for a yes/no question, the steps for "how do I", a count and list for "which documents mention".
 */
export interface ProseReading {
  form: 'factoid' | 'yesno' | 'choice' | 'howto' | 'documents' | 'open';
  /** Answer type the question expects ('person', 'date', 'number', 'place', 'licence', …), or null. */
  expected: string | null;
  /** The answer span shown first, as written in the document; null when the sentence itself is the answer. */
  span: string | null;
  /** For yes/no questions: the decision ('unknown': the documents don't say). */
  yesNo: 'yes' | 'no' | 'unknown' | null;
  /** Id of the citation of the deciding sentence. */
  deciding: string | null;
  conditions: AnswerCondition[];
  /** Why the composer decided so (also in the trace). */
  why: string;
}

export interface Answer {
  question: string;
  /** Markdown; citation markers as [n] referring to citations[n-1]. */
  answer: string;
  kind: AnswerKind;
  items: AnswerItem[];
  /** The answer itself: a number, a stated value, yes/no, or the name of the one item that wins a superlative
   * ("which supplier has the longest lead time") or a comparison of named items; null for lists. */
  value: number | string | boolean | null;
  citations: Citation[];
  /** A table for comparisons and multi-attribute lists. */
  table?: { columns: string[]; rows: Array<Array<string | number | null>> } | null;
  route: Route;
  strategy: Strategy;
  sparql: string | null;
  trace: TraceStep[];
  graph: EvidenceGraph;
  mapping: PhraseMapping[];
  unmapped: string[];
  /** How an exact question was read, in words ("list · phones · Battery ≥ 5000 mAh"), and the other readings. */
  interpretation?: string | null;
  alternatives?: Array<{ interpretation: string; confidence: number }>;
  /** The role each word of the question was given, with the reason. */
  roles?: Array<{ text: string; role: string; reason: string }>;
  usage: { promptTokens: number; completionTokens: number };
  timings: Record<string, number>;
  /** Optional: how a textual answer was read (absent for exact answers and in older clients). */
  prose?: ProseReading;
}
