// How evidence-graph nodes look: one colour and shape per node type (the legend uses the same table).
import type { GraphNodeType } from '../../shared/answer.ts';

export interface TypeStyle {
  label: string;
  color: string;
  shape: 'ellipse' | 'round-rectangle' | 'diamond' | 'hexagon' | 'rectangle' | 'tag' | 'barrel' | 'round-tag';
}

export const NODE_TYPES: Record<GraphNodeType, TypeStyle> = {
  question: { label: 'Question', color: '#6366f1', shape: 'diamond' },
  query: { label: 'Query', color: '#8b5cf6', shape: 'tag' },
  term: { label: 'Term', color: '#0ea5e9', shape: 'round-tag' },
  entity: { label: 'Entity', color: '#f59e0b', shape: 'ellipse' },
  spec: { label: 'Spec', color: '#10b981', shape: 'round-rectangle' },
  value: { label: 'Value', color: '#14b8a6', shape: 'ellipse' },
  entry: { label: 'Table row', color: '#84cc16', shape: 'rectangle' },
  category: { label: 'Category', color: '#ec4899', shape: 'hexagon' },
  textEntity: { label: 'Text entity', color: '#f97316', shape: 'ellipse' },
  block: { label: 'Passage', color: '#64748b', shape: 'barrel' },
  document: { label: 'Document', color: '#3b82f6', shape: 'round-rectangle' },
};

export function typeStyle(type: string): TypeStyle {
  return NODE_TYPES[type as GraphNodeType] ?? { label: type, color: '#94a3b8', shape: 'ellipse' };
}

export function graphStylesheet(dark: boolean): Array<{ selector: string; style: Record<string, unknown> }> {
  const text = dark ? '#e2e8f0' : '#1e293b';
  const edge = dark ? '#475569' : '#cbd5e1';
  const bg = dark ? '#0f172a' : '#ffffff';
  return [
    {
      selector: 'node',
      style: {
        'background-color': 'data(color)',
        shape: 'data(shape)',
        label: 'data(short)',
        color: text,
        'font-size': 10,
        'text-valign': 'bottom',
        'text-margin-y': 4,
        'text-wrap': 'ellipsis',
        'text-max-width': '120px',
        'text-outline-color': bg,
        'text-outline-width': 2,
        'min-zoomed-font-size': 7,
        width: 22,
        height: 22,
        'border-width': 0,
      },
    },
    { selector: 'node[type = "question"]', style: { width: 34, height: 34, 'font-size': 12, 'font-weight': 'bold' } },
    { selector: 'node[type = "document"]', style: { width: 30, height: 22 } },
    {
      selector: 'edge',
      style: {
        width: 1.4,
        'line-color': edge,
        'target-arrow-color': edge,
        'target-arrow-shape': 'triangle',
        'arrow-scale': 0.8,
        'curve-style': 'bezier',
        label: 'data(label)',
        'font-size': 8,
        color: dark ? '#94a3b8' : '#64748b',
        'text-rotation': 'autorotate',
        'text-outline-color': bg,
        'text-outline-width': 2,
        'min-zoomed-font-size': 9,
      },
    },
    { selector: '.hidden', style: { display: 'none' } },
    { selector: '.faded', style: { opacity: 0.18 } },
    { selector: 'node.match', style: { 'border-width': 4, 'border-color': '#facc15' } },
    { selector: 'node:selected', style: { 'border-width': 4, 'border-color': dark ? '#f8fafc' : '#0f172a' } },
    { selector: 'node.path', style: { 'border-width': 4, 'border-color': '#ef4444', opacity: 1 } },
    { selector: 'edge.path', style: { width: 3.5, 'line-color': '#ef4444', 'target-arrow-color': '#ef4444', opacity: 1 } },
    { selector: 'node.new', style: { 'border-width': 3, 'border-color': '#22c55e' } },
  ];
}
