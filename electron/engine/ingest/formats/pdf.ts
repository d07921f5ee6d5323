// PDF → outline with unpdf (PDF.js): text per page, paragraphs at blank lines (or per line when the page
// has none), each unit tagged with its 1-based page. The document info Title is the title when present.

import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { quarryError } from '../../errors.ts';
import type { Outline } from '../units.ts';
import { emptyOutline } from '../units.ts';

export async function pdfOutline(bytes: Buffer): Promise<Outline> {
  if (bytes.subarray(0, 1024).indexOf('%PDF-') < 0) throw quarryError('FILE_CORRUPT', 'no %PDF header');
  let pages: string[];
  let total: number;
  let title: string | null = null;
  try {
    const doc = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    try {
      const meta = await getMeta(doc).catch(() => null);
      const t = meta?.info?.Title;
      if (typeof t === 'string' && t.trim()) title = t.trim();
      const res = await extractText(doc, { mergePages: false });
      pages = res.text;
      total = res.totalPages;
    } finally {
      await doc.destroy().catch(() => undefined);
    }
  } catch (e) {
    throw quarryError('FILE_CORRUPT', `PDF cannot be read: ${e instanceof Error ? e.message : String(e)}`, e);
  }
  const out = emptyOutline();
  out.pages = total;
  out.title = title;
  pages.forEach((pageText, i) => {
    const page = i + 1;
    const paragraphs = pageText.split(/\n\s*\n/);
    for (const para of paragraphs) {
      const lines = para.split('\n').map((l) => l.replace(/[ \t\u00a0]+/g, ' ').trim()).filter(Boolean);
      if (lines.length) out.units.push({ kind: 'text', text: lines.join('\n'), page, links: [] });
    }
  });
  return out;
}
