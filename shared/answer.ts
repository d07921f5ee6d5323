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

export interface Answer {
  question: string;
  /** Markdown; citation markers as [n] referring to citations[n-1]. */
  answer: string;
  kind: AnswerKind;
  items: AnswerItem[];
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
}
