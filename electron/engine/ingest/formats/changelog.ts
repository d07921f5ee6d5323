// Debian changelog format (deb-changelog(5)) → outline: each entry
//   pkg (version) distribution; urgency=u
//     * change …
//    -- Name <email>  date
// is a section of its own (a heading naming the version, never merged with the entry before it), so "what changed
// in 2.39" finds the entry. When the file is a folder's changelog (role "changes", resources/ingest/file-names.tsv)
// the newest entry's version, distribution, urgency, uploader and date, the oldest entry's version and date, and
// every uploader become facts of the page's subject, labelled as resources/ingest/labels.tsv says, each citing
// the line that states it.

import type { Outline, StatedField } from '../units.ts';
import { emptyOutline } from '../units.ts';
import { label, type IngestVocabulary } from '../vocabulary.ts';

const HEADER = /^([a-z0-9][a-z0-9.+~-]*) \(([^()\s]+)\)((?: +[^;\s]+)*) *;(.*)$/i;
const TRAILER = /^ -- (.+?) <([^>]*)>(?:\s+(\S.*?))?\s*$/;

export function looksLikeChangelog(text: string): boolean {
  const first = text.replace(/^\uFEFF/, '').split(/\r?\n/).find((l) => l.trim());
  return first !== undefined && HEADER.test(first.trimEnd());
}

interface Entry {
  header: string;
  name: string;
  version: string;
  distribution: string;
  urgency: string | null;
  body: string[];
  trailer: { name: string; email: string; date: string | null } | null;
}

export interface ChangelogOptions {
  /** Derive the newest/oldest entry facts (the folder's own changelog). */
  facts: boolean;
}

export function changelogOutline(source: string, vocab: IngestVocabulary, opts: ChangelogOptions): Outline {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const out = emptyOutline();
  const entries: Entry[] = [];
  const loose: string[] = [];
  let cur: Entry | null = null;
  for (const raw of lines) {
    const line = raw.trimEnd();
    const h = HEADER.exec(line);
    if (h) {
      cur = { header: line, name: h[1], version: h[2], distribution: h[3].trim(), urgency: /urgency=([\w-]+)/i.exec(h[4])?.[1] ?? null, body: [], trailer: null };
      entries.push(cur);
      continue;
    }
    if (cur && !cur.trailer) {
      cur.body.push(line);
      const t = TRAILER.exec(line);
      if (t) cur.trailer = { name: t[1].trim(), email: t[2].trim(), date: t[3]?.trim() || null };
      continue;
    }
    if (line.trim()) loose.push(line);
  }
  out.statedName = entries[0]?.name ?? null;
  out.subject = out.statedName;
  const seenUploaders = new Set<string>();
  entries.forEach((e, i) => {
    const headingFields: StatedField[] = [];
    const bodyFields: StatedField[] = [];
    while (e.body.length && !e.body[e.body.length - 1].trim()) e.body.pop();
    while (e.body.length && !e.body[0].trim()) e.body.shift();
    const body = e.body.join('\n');
    const trailerAt = e.trailer ? body.lastIndexOf('\n -- ') + 1 : -1;
    const trailerLine = trailerAt >= 0 ? body.slice(trailerAt, body.indexOf('\n', trailerAt) < 0 ? body.length : body.indexOf('\n', trailerAt)) : '';
    const inHeader = (fact: string, value: string, from = 0) => {
      const at = e.header.indexOf(value, from);
      if (value && at >= 0) headingFields.push({ key: label(vocab, fact), value, start: at, end: at + value.length, section: null });
    };
    const inTrailer = (fact: string, value: string | null | undefined) => {
      const at = value ? trailerLine.indexOf(value) : -1;
      if (value && at >= 0) bodyFields.push({ key: label(vocab, fact), value, start: trailerAt + at, end: trailerAt + at + value.length, section: null });
    };
    if (opts.facts && i === 0) {
      inHeader('latest.version', e.version);
      // how many entries the file holds, evidenced by the newest one's line
      headingFields.push({ key: label(vocab, 'entries'), value: String(entries.length), start: 0, end: e.header.length, section: null, derived: true });
      inHeader('latest.distribution', e.distribution, e.header.indexOf(')'));
      if (e.urgency) inHeader('latest.urgency', e.urgency, e.header.indexOf(';'));
      inTrailer('latest.uploader', e.trailer?.name);
      inTrailer('latest.email', e.trailer?.email);
      inTrailer('latest.date', e.trailer?.date);
    }
    if (opts.facts && i === entries.length - 1 && entries.length > 1) {
      inHeader('first.version', e.version);
      inTrailer('first.date', e.trailer?.date);
    }
    if (opts.facts && e.trailer && !seenUploaders.has(e.trailer.name.toLowerCase())) {
      seenUploaders.add(e.trailer.name.toLowerCase());
      inTrailer('uploader', e.trailer.name);
    }
    out.units.push({ kind: 'heading', level: 1, text: e.header, page: null, links: [], boundary: true, ...(headingFields.length ? { fields: headingFields } : {}) });
    if (body.trim()) out.units.push({ kind: 'text', text: body, page: null, links: [], fields: bodyFields });
  });
  if (loose.length) out.units.push({ kind: 'text', text: loose.join('\n'), page: null, links: [] });
  out.titleFromHeadings = false;
  return out;
}
