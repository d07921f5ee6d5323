// Words a person reads for the engine's internal names: strategies, routes, trace steps, graph node fields.
import type { Route, Strategy } from '../../shared/answer.ts';

export const STRATEGY_LABELS: Record<Strategy, string> = {
  'router-fallback': 'Router with fallback',
  router: 'Router',
  'symbolic-fallback': 'Graph, falling back to text',
  symbolic: 'Graph only',
  textual: 'Text only',
  both: 'Graph and text',
  agentic: 'Agentic (with a chat model)',
};

export const ROUTE_LABELS: Record<Route, string> = {
  symbolic: 'Exact answer from the graph',
  textual: 'Found in the text',
  both: 'From the graph and the text',
  none: 'No answer found',
};

const TRACE_STEPS: Record<string, string> = {
  parse: 'Understanding the question',
  lexicon: 'Reading the library’s vocabulary',
  sparql: 'Graph query',
  route: 'Choosing where to look',
  compose: 'Writing the answer',
  graph: 'Evidence graph',
  search: 'Searching the text',
  bm25: 'Keyword search',
  vector: 'Meaning search',
  fusion: 'Combining the searches',
  rerank: 'Ranking passages',
  model: 'Model',
  verify: 'Checking citations',
  fallback: 'Falling back to the text',
  total: 'Total',
};

/** "sparql" → "Graph query"; an unknown step keeps its name, capitalised, with dashes as spaces. */
export function traceStepLabel(step: string): string {
  return TRACE_STEPS[step] ?? TRACE_STEPS[step.toLowerCase()] ?? (step.charAt(0).toUpperCase() + step.slice(1)).replace(/[-_]/g, ' ').replace(/Ms$/, '');
}

const NODE_FIELDS: Record<string, string> = {
  path: 'Document',
  kind: 'Matched as',
  confidence: 'Confidence',
  citation: 'Cited as',
  sparql: 'Query',
  snippet: 'Text',
  page: 'Page',
  category: 'Category',
  value: 'Value',
  unit: 'Unit',
};

/** Fields of a graph node that only locate it internally (ids, character offsets, IRIs). */
const HIDDEN_FIELDS = new Set(['start', 'end', 'iri', 'docId', 'blockId', 'rowId', 'id']);

/** A node's data as rows a person reads: internal ids and offsets left out, values made readable. */
export function readableNodeFields(info: Record<string, unknown>): Array<{ label: string; value: string }> {
  const out: Array<{ label: string; value: string }> = [];
  for (const [key, value] of Object.entries(info)) {
    if (HIDDEN_FIELDS.has(key) || value === null || value === undefined || value === '') continue;
    let text = String(value);
    if (key === 'citation' && /^c\d+$/.test(text)) text = `source [${text.slice(1)}]`;
    else if (key === 'confidence' && typeof value === 'number') text = `${Math.round(value * 100)}%`;
    else if (typeof value === 'boolean') text = value ? 'yes' : 'no';
    const label = NODE_FIELDS[key] ?? (key.charAt(0).toUpperCase() + key.slice(1)).replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ');
    out.push({ label, value: text });
  }
  return out;
}
