// Outline → ParsedDocument: lays the units out, picks title and subject, collects category hints and
// links, and extracts the records.

import path from 'node:path';
import type { DocFormat, ParsedDocument, ParsedLink } from './types.ts';
import type { Outline } from './units.ts';
import { layoutUnits, type LayoutOptions } from './layout.ts';
import { extractRecords } from './records.ts';
import { crumbHints, norm, readBreadcrumb, subjectFromTitle } from './kv.ts';
import { loadAttributeWords, proseFactRecords } from './prose-facts.ts';
import { loadUnitTable } from '../skg/values/unit-table.ts';

export function assembleDocument(format: DocFormat, outline: Outline, filePath: string, opts: LayoutOptions): ParsedDocument {
  const layout = layoutUnits(outline.units, opts);
  const firstHeading = outline.units.find((u) => u.kind === 'heading');
  const firstH1 = outline.units.find((u) => u.kind === 'heading' && u.level === 1);
  const fileTitle = path.basename(filePath).replace(/\.[^.]+$/, '');
  const headingTitle = outline.titleFromHeadings !== false && firstHeading?.kind === 'heading' ? firstHeading.text : '';
  const title = (outline.title || headingTitle || fileTitle).trim();
  const subject = subjectFromTitle(outline.subject || title);

  const hints = [...outline.categoryHints];
  layout.units.forEach((u, i) => {
    if (u.unit.kind !== 'text' || u.rendered.rows.length !== 1) return;
    const crumbs = readBreadcrumb(u.unit.text);
    if (crumbs && (crumbs.length >= 3 || i < 3)) hints.push(...crumbHints(crumbs, subject));
  });

  const pageHeadings = new Set([norm(title), norm(subject)]);
  if (firstH1?.kind === 'heading') {
    pageHeadings.add(norm(firstH1.text));
    pageHeadings.add(norm(subjectFromTitle(firstH1.text)));
  }
  const records = extractRecords(layout.units, { subject, categoryHints: hints, blocks: layout.blocks, pageHeadings });
  // numbers with units stated in sentences: facts of the page's subject, marked as read from prose
  records.push(...proseFactRecords(layout.blocks, subject, { units: loadUnitTable(), words: loadAttributeWords() }));

  const links: ParsedLink[] = [];
  const blockAt = (offset: number): number | null => {
    let lo = 0;
    let hi = layout.blocks.length - 1;
    let found: number | null = null;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (layout.blocks[mid].start <= offset) {
        found = layout.blocks[mid].order;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
  for (const u of layout.units) {
    let from = 0;
    for (const l of u.unit.links) {
      const at = l.text ? u.rendered.text.indexOf(l.text, from) : -1;
      if (at >= 0) from = at + l.text.length;
      links.push({ href: l.href, text: l.text, blockOrder: blockAt(u.start + Math.max(at, 0)) });
    }
  }
  for (const l of outline.looseLinks) links.push({ href: l.href, text: l.text, blockOrder: null });

  return {
    format,
    title,
    text: layout.text,
    blocks: layout.blocks,
    records,
    links,
    pages: outline.pages,
  };
}
