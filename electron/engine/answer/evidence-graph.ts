// The evidence graph of an answer (question → query → terms → entities → spec rows → blocks → documents, and
// textual blocks), capped and ranked to stay readable, with on-demand expansion of any node's neighbourhood.
import type { Citation, EvidenceGraph, GraphEdge, GraphNode, PhraseMapping } from '../../../shared/answer.ts';
import type { Library } from '../store/library.ts';
import { libraryRdf } from '../store/library-rdf.ts';
import { getDocument } from '../store/documents.ts';
import { getBlocks, getDocumentBlocks } from '../store/blocks.ts';
import { getRecordRows } from '../store/records.ts';
import { getEntities, mentionsInBlocks } from '../store/entities.ts';
import { linkedDocuments } from '../store/links.ts';
import { SPARQL_PREFIXES } from '../store/rdf/namespaces.ts';
import { quarryError } from '../errors.ts';
import { P } from '../skg/ontology.ts';

export class GraphBuilder {
  private nodes = new Map<string, GraphNode>();
  private edges = new Map<string, GraphEdge>();
  node(id: string, label: string, type: GraphNode['type'], data?: GraphNode['data']): string {
    if (!this.nodes.has(id)) this.nodes.set(id, { id, label: label.length > 80 ? `${label.slice(0, 77)}…` : label, type, ...(data ? { data } : {}) });
    return id;
  }
  edge(source: string, target: string, label: string): void {
    const id = `${source}->${target}:${label}`;
    if (source !== target && !this.edges.has(id)) this.edges.set(id, { id, source, target, label });
  }
  build(): EvidenceGraph {
    return { nodes: [...this.nodes.values()], edges: [...this.edges.values()] };
  }
}

export interface AnswerGraphInput {
  question: string;
  route: string;
  sparql: string | null;
  mapping: PhraseMapping[];
  items: Array<{ name: string; citations: string[]; iri?: string }>;
  citations: Citation[];
  maxItems?: number;
}

export function answerGraph(input: AnswerGraphInput): EvidenceGraph {
  const g = new GraphBuilder();
  const q = g.node('question', input.question, 'question');
  const query = g.node('query', input.sparql ? 'SPARQL query' : `${input.route} retrieval`, 'query', input.sparql ? { sparql: input.sparql } : undefined);
  g.edge(q, query, 'answered by');
  for (const m of input.mapping) {
    const readable = m.term.replace(/^https:\/\/quarry\.local\/id\/\w+\//, '').replace(/-[0-9a-f]{8}$/, '');
    const t = g.node(`term:${m.term}`, `${m.phrase} → ${readable}`, 'term', { kind: m.kind, confidence: m.confidence, iri: m.term });
    g.edge(query, t, m.kind);
  }
  const byId = new Map(input.citations.map((c) => [c.id, c]));
  const cite = (from: string, c: Citation) => {
    const evidence = c.kind === 'row' ? g.node(`row:${c.rowId}`, c.snippet, 'spec', { path: c.path, start: c.start, end: c.end, citation: c.id }) : g.node(`block:${c.blockId}:${c.start}`, c.snippet, 'block', { path: c.path, start: c.start, end: c.end, citation: c.id });
    g.edge(from, evidence, c.kind === 'row' ? 'proved by' : 'passage');
    const doc = g.node(`doc:${c.docId}`, c.path, 'document', { docId: c.docId });
    if (c.kind === 'row' && c.blockId !== null) {
      const block = g.node(`block:${c.blockId}`, `block ${c.blockId}`, 'block', { blockId: c.blockId });
      g.edge(evidence, block, 'in block');
      g.edge(block, doc, 'in document');
    } else g.edge(evidence, doc, 'in document');
  };
  input.items.slice(0, input.maxItems ?? 40).forEach((item) => {
    const e = g.node(item.iri ? `entity:${item.iri}` : `item:${item.name}`, item.name, 'entity', item.iri ? { iri: item.iri } : undefined);
    g.edge(query, e, 'result');
    for (const id of item.citations.slice(0, 6)) {
      const c = byId.get(id);
      if (c) cite(e, c);
    }
  });
  if (input.items.length === 0) for (const c of input.citations.slice(0, 20)) cite(query, c);
  return g.build();
}

/** The neighbours of a node of an evidence graph: symbolic neighbours via SPARQL, textual via blocks and links. */
export async function expandGraphNode(library: Library, nodeId: string, limit = 200): Promise<EvidenceGraph> {
  const g = new GraphBuilder();
  const [kind, ...rest] = nodeId.split(':');
  const key = rest.join(':');
  if (kind === 'entity' || kind === 'term') {
    const iri = key.startsWith('http') ? key : null;
    if (!iri) return g.build();
    const rdf = await libraryRdf(library);
    const res = await rdf.sparql(
      `${SPARQL_PREFIXES}
SELECT ?p ?o ?ol ?r WHERE { <${iri}> ?p ?o . OPTIONAL { ?o <${P.label}> ?ol } OPTIONAL { ?o <${P.sourceRow}> ?r } } LIMIT ${limit}`,
      { timeoutMs: 5000, rowCap: limit },
    );
    const from = g.node(nodeId, key, kind === 'entity' ? 'entity' : 'term');
    for (const row of res.rows) {
      const p = row.p.value.replace(/^.*[#/]/, '');
      if (row.o.type === 'literal') {
        const id = g.node(`lit:${iri}:${p}:${row.o.value}`, row.o.value, 'value');
        g.edge(from, id, p);
      } else {
        const type: GraphNode['type'] = p === 'hasSpec' ? 'spec' : p === 'belongs' ? 'category' : p === 'inEntry' ? 'entry' : 'entity';
        const id = g.node(row.r ? `row:${row.r.value}` : `entity:${row.o.value}`, row.ol?.value ?? row.o.value.replace(/^.*\//, ''), type, { iri: row.o.value });
        g.edge(from, id, p);
      }
    }
    return g.build();
  }
  if (kind === 'doc') {
    const docId = Number(key);
    const doc = getDocument(library.db, docId);
    if (!doc) throw quarryError('BAD_ARGUMENT', `no document ${docId}`);
    const from = g.node(nodeId, doc.relpath, 'document', { docId });
    for (const l of linkedDocuments(library.db, docId).slice(0, limit)) {
      const other = getDocument(library.db, l.docId);
      if (!other) continue;
      const id = g.node(`doc:${l.docId}`, other.relpath, 'document', { docId: l.docId });
      if (l.direction === 'out') g.edge(from, id, `links to${l.text ? ` (${l.text})` : ''}`);
      else g.edge(id, from, `links to${l.text ? ` (${l.text})` : ''}`);
    }
    for (const b of getDocumentBlocks(library.db, docId).slice(0, limit)) {
      const id = g.node(`block:${b.id}`, b.text, 'block', { blockId: b.id });
      g.edge(id, from, 'in document');
    }
    return g.build();
  }
  if (kind === 'block' || kind === 'row') {
    const blockId = kind === 'block' ? Number(key.split(':')[0]) : null;
    const row = kind === 'row' ? getRecordRows(library.db, [Number(key)])[0] : undefined;
    const id = blockId ?? row?.blockId ?? null;
    const from = g.node(nodeId, nodeId, kind === 'block' ? 'block' : 'spec');
    if (id !== null) {
      const b = getBlocks(library.db, [id])[0];
      if (b) {
        const doc = getDocument(library.db, b.docId);
        const d = g.node(`doc:${b.docId}`, doc?.relpath ?? String(b.docId), 'document', { docId: b.docId });
        g.edge(from, d, 'in document');
        const ids = [...new Set(mentionsInBlocks(library.db, [id]).map((m) => m.entityId))].slice(0, limit);
        for (const m of getEntities(library.db, ids)) {
          const e = g.node(m.nodeIri ? `entity:${m.nodeIri}` : `textEntity:${m.id}`, m.name, m.nodeIri ? 'entity' : 'textEntity');
          g.edge(from, e, 'mentions');
        }
      }
    }
    return g.build();
  }
  return g.build();
}
