// Evidence graph ↔ Cytoscape elements, and the merge that adds a node's neighbours on demand.
import type { Core, ElementDefinition, NodeSingular } from 'cytoscape';
import type { AnswerItem, Citation, EvidenceGraph, GraphNode } from '../../shared/answer.ts';
import { typeStyle } from './style.ts';

function short(label: string): string {
  return label.length > 28 ? `${label.slice(0, 26)}…` : label;
}

/** Labels that only number a node ("block 15") read as what the node is. */
function readableLabel(n: GraphNode): string {
  if (n.type === 'block' && /^block \d+$/.test(n.label)) return 'Passage';
  return n.label;
}

export function nodeElement(n: GraphNode): ElementDefinition {
  const s = typeStyle(n.type);
  const label = readableLabel(n);
  return { group: 'nodes', data: { id: n.id, label, short: short(label), type: n.type, color: s.color, shape: s.shape, info: n.data ?? {} } };
}

export function toElements(graph: EvidenceGraph): ElementDefinition[] {
  const ids = new Set(graph.nodes.map((n) => n.id));
  return [
    ...graph.nodes.map(nodeElement),
    ...graph.edges
      .filter((e) => ids.has(e.source) && ids.has(e.target))
      .map((e) => ({ group: 'edges' as const, data: { id: e.id, source: e.source, target: e.target, label: e.label } })),
  ];
}

/** Adds the nodes and edges not yet shown, placed around `around`; returns how many nodes were new. */
export function mergeGraph(cy: Core, graph: EvidenceGraph, around: NodeSingular | null): number {
  const fresh = graph.nodes.filter((n) => cy.getElementById(n.id).empty());
  const center = around?.position() ?? { x: 0, y: 0 };
  cy.batch(() => {
    cy.elements('.new').removeClass('new');
    fresh.forEach((n, i) => {
      const angle = (2 * Math.PI * i) / Math.max(1, fresh.length);
      const r = 90 + 6 * fresh.length;
      cy.add({ ...nodeElement(n), position: { x: center.x + r * Math.cos(angle), y: center.y + r * Math.sin(angle) } }).addClass('new');
    });
    for (const e of graph.edges) {
      if (cy.getElementById(e.id).nonempty()) continue;
      if (cy.getElementById(e.source).empty() || cy.getElementById(e.target).empty()) continue;
      cy.add({ group: 'edges', data: { id: e.id, source: e.source, target: e.target, label: e.label } });
    }
  });
  return fresh.length;
}

function listHas(v: unknown, id: string): boolean {
  if (typeof v === 'string') return v.split(/[,\s]+/).includes(id);
  return Array.isArray(v) && v.includes(id);
}

/** The nodes that stand for a citation: ones naming it, else its table row or passage, else its document. */
export function citationNodes(cy: Core, c: Citation): NodeSingular[] {
  const nodes = cy.nodes().toArray() as NodeSingular[];
  const info = (n: NodeSingular) => (n.data('info') ?? {}) as Record<string, unknown>;
  const named = nodes.filter((n) => listHas(info(n).citation, c.id) || listHas(info(n).citations, c.id) || listHas(info(n).citationId, c.id));
  if (named.length) return named;
  const exact = nodes.filter(
    (n) => (c.rowId !== null && info(n).rowId === c.rowId) || (c.blockId !== null && info(n).blockId === c.blockId),
  );
  if (exact.length) return exact;
  return nodes.filter((n) => info(n).docId === c.docId || (n.data('type') === 'document' && info(n).path === c.path));
}

/** Case, accents and punctuation aside: what a search compares. */
export function searchKey(s: string): string {
  return s.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** True when every word of the query appears in the node's label or in one of its readable fields. */
export function nodeMatches(label: string, info: Record<string, unknown>, query: string): boolean {
  const words = searchKey(query).split(' ').filter(Boolean);
  if (!words.length) return true;
  const hay = searchKey([label, ...Object.values(info).filter((v) => typeof v === 'string' || typeof v === 'number').map(String)].join(' '));
  return words.every((w) => hay.includes(w));
}

/**
 * An answer item the engine left out of the graph (it caps the items it draws), as the engine draws items: the
 * item, linked to the query as a result, proved by its cited rows or passages, in their documents.
 */
export function itemGraph(item: AnswerItem, citations: Citation[], queryId = 'query'): EvidenceGraph {
  const nodes: GraphNode[] = [];
  const edges: EvidenceGraph['edges'] = [];
  const id = `item:${item.name}`;
  nodes.push({ id, label: item.name, type: 'entity' });
  edges.push({ id: `${queryId}->${id}:result`, source: queryId, target: id, label: 'result' });
  const byId = new Map(citations.map((c) => [c.id, c]));
  for (const cid of item.citations.slice(0, 6)) {
    const c = byId.get(cid);
    if (!c) continue;
    const evidence = c.kind === 'row' ? `row:${c.rowId}` : `block:${c.blockId}:${c.start}`;
    nodes.push({ id: evidence, label: c.snippet, type: c.kind === 'row' ? 'spec' : 'block', data: { path: c.path, citation: c.id } });
    edges.push({ id: `${id}->${evidence}:${c.kind === 'row' ? 'proved by' : 'passage'}`, source: id, target: evidence, label: c.kind === 'row' ? 'proved by' : 'passage' });
    const doc = `doc:${c.docId}`;
    nodes.push({ id: doc, label: c.path, type: 'document', data: { docId: c.docId } });
    edges.push({ id: `${evidence}->${doc}:in document`, source: evidence, target: doc, label: 'in document' });
  }
  return { nodes, edges };
}
