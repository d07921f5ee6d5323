// Renders one unit to plain text and remembers where each row (list item, table row, key/value pair, line)
// sits inside it, so the record step can give every row an exact range in the document text.

import type { Unit } from './units.ts';

export interface Span {
  start: number;
  end: number;
}

export interface RenderedRow extends Span {
  /** Table rows: one span per cell as written. */
  cells?: Span[];
  /** Pairs: the key and value spans. */
  key?: Span;
  value?: Span;
}

export interface RenderedUnit {
  text: string;
  /** Rows in source order: table rows, list items, pairs, or the lines of a text unit. */
  rows: RenderedRow[];
}

export const CELL_SEPARATOR = ' | ';
export const PAIR_SEPARATOR = ': ';

export function renderUnit(unit: Unit): RenderedUnit {
  switch (unit.kind) {
    case 'heading':
      return { text: unit.text, rows: [] };
    case 'code':
      return { text: unit.text, rows: [] };
    case 'text':
      return { text: unit.text, rows: lineSpans(unit.text) };
    case 'list': {
      const parts: string[] = [];
      const rows: RenderedRow[] = [];
      let at = 0;
      for (const item of unit.items) {
        const marker = '  '.repeat(item.depth) + '- ';
        const line = marker + item.text;
        if (parts.length) at += 1;
        rows.push({ start: at + marker.length, end: at + line.length });
        parts.push(line);
        at += line.length;
      }
      return { text: parts.join('\n'), rows };
    }
    case 'table': {
      const parts: string[] = [];
      const rows: RenderedRow[] = [];
      let at = 0;
      for (const row of unit.rows) {
        if (parts.length) at += 1;
        const cells: Span[] = [];
        let line = '';
        row.cells.forEach((cell, i) => {
          if (i > 0) line += CELL_SEPARATOR;
          cells.push({ start: at + line.length, end: at + line.length + cell.text.length });
          line += cell.text;
        });
        rows.push({ start: at, end: at + line.length, cells });
        parts.push(line);
        at += line.length;
      }
      return { text: parts.join('\n'), rows };
    }
    case 'pairs': {
      const parts: string[] = [];
      const rows: RenderedRow[] = [];
      let at = 0;
      if (unit.title) {
        parts.push(unit.title);
        at = unit.title.length;
      }
      for (const pair of unit.pairs) {
        if (parts.length) at += 1;
        const line = pair.key + PAIR_SEPARATOR + pair.value;
        const valueStart = at + pair.key.length + PAIR_SEPARATOR.length;
        rows.push({
          start: at,
          end: at + line.length,
          key: { start: at, end: at + pair.key.length },
          value: { start: valueStart, end: valueStart + pair.value.length },
        });
        parts.push(line);
        at += line.length;
      }
      return { text: parts.join('\n'), rows };
    }
  }
}

function lineSpans(text: string): RenderedRow[] {
  const rows: RenderedRow[] = [];
  let start = 0;
  for (;;) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    if (end > start) rows.push({ start, end });
    if (nl < 0) break;
    start = nl + 1;
  }
  return rows;
}
