// Exports the visible evidence graph as a standalone SVG (nodes, straight edges, labels), without a plugin.
import type { Core, EdgeSingular, NodeSingular } from 'cytoscape';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function shapePath(shape: string, x: number, y: number, w: number, h: number): string {
  const hw = w / 2;
  const hh = h / 2;
  switch (shape) {
    case 'diamond':
      return `<polygon points="${x},${y - hh} ${x + hw},${y} ${x},${y + hh} ${x - hw},${y}"`;
    case 'hexagon':
      return `<polygon points="${x - hw / 2},${y - hh} ${x + hw / 2},${y - hh} ${x + hw},${y} ${x + hw / 2},${y + hh} ${x - hw / 2},${y + hh} ${x - hw},${y}"`;
    case 'rectangle':
    case 'barrel':
    case 'tag':
    case 'round-tag':
      return `<rect x="${x - hw}" y="${y - hh}" width="${w}" height="${h}" rx="${shape === 'rectangle' ? 0 : 3}"`;
    case 'round-rectangle':
      return `<rect x="${x - hw}" y="${y - hh}" width="${w}" height="${h}" rx="6"`;
    default:
      return `<ellipse cx="${x}" cy="${y}" rx="${hw}" ry="${hh}"`;
  }
}

export function graphToSvg(cy: Core, dark: boolean): string {
  const nodes = cy.nodes(':visible').toArray() as NodeSingular[];
  const edges = cy.edges(':visible').toArray() as EdgeSingular[];
  const bb = cy.elements(':visible').boundingBox({});
  const pad = 30;
  const width = Math.ceil(bb.w + 2 * pad);
  const height = Math.ceil(bb.h + 2 * pad);
  const ox = pad - bb.x1;
  const oy = pad - bb.y1;
  const text = dark ? '#e2e8f0' : '#1e293b';
  const line = dark ? '#475569' : '#94a3b8';
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif">`,
    `<rect width="100%" height="100%" fill="${dark ? '#0f172a' : '#ffffff'}"/>`,
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${line}"/></marker></defs>`,
  ];
  for (const e of edges) {
    const s = e.source().position();
    const t = e.target().position();
    const dx = t.x - s.x;
    const dy = t.y - s.y;
    const len = Math.hypot(dx, dy) || 1;
    const r = e.target().width() / 2 + 2;
    const x2 = t.x - (dx / len) * r;
    const y2 = t.y - (dy / len) * r;
    out.push(`<line x1="${s.x + ox}" y1="${s.y + oy}" x2="${x2 + ox}" y2="${y2 + oy}" stroke="${line}" stroke-width="1.2" marker-end="url(#arrow)"/>`);
    const label = String(e.data('label') ?? '');
    if (label) out.push(`<text x="${(s.x + t.x) / 2 + ox}" y="${(s.y + t.y) / 2 + oy - 3}" font-size="8" fill="${line}" text-anchor="middle">${esc(label)}</text>`);
  }
  for (const n of nodes) {
    const p = n.position();
    out.push(`${shapePath(String(n.data('shape')), p.x + ox, p.y + oy, n.width(), n.height())} fill="${esc(String(n.data('color')))}"><title>${esc(String(n.data('label')))}</title></${shapeTag(String(n.data('shape')))}>`);
    out.push(`<text x="${p.x + ox}" y="${p.y + oy + n.height() / 2 + 12}" font-size="10" fill="${text}" text-anchor="middle">${esc(String(n.data('short')))}</text>`);
  }
  out.push('</svg>');
  return out.join('\n');
}

function shapeTag(shape: string): string {
  if (shape === 'diamond' || shape === 'hexagon') return 'polygon';
  if (['rectangle', 'barrel', 'tag', 'round-tag', 'round-rectangle'].includes(shape)) return 'rect';
  return 'ellipse';
}
