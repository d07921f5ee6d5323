// Parsers for the two Debian package-documentation formats the debian-docs benchmark asks about, shared by
// build.mjs (to pick a licence mix) and gold.mjs (to compute every exact answer from the snapshot itself).
// Plain Node, no dependencies. Nothing here knows which questions exist.
//
//  - copyright files: the machine-readable DEP-5 format
//    (https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/) or, for older packages, free text;
//  - changelog.Debian files: the Debian changelog format (deb-changelog(5)).

/** DEP-5 paragraphs → arrays of {field(lower-case): value}; continuation lines keep their text (trimmed). */
export function parseParagraphs(text) {
  const paras = [];
  let cur = null;
  let key = null;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^\s*$/.test(raw)) {
      if (cur) paras.push(cur);
      cur = null;
      key = null;
      continue;
    }
    if (/^[ \t]/.test(raw)) {
      if (cur && key) cur[key] += '\n' + raw.trim();
      continue;
    }
    const m = /^([A-Za-z][A-Za-z0-9-]*):[ \t]*(.*)$/.exec(raw);
    if (!m) {
      key = null;
      continue;
    }
    cur ??= {};
    key = m[1].toLowerCase();
    cur[key] = m[2].trim();
  }
  if (cur) paras.push(cur);
  return paras;
}

export function isDep5(text) {
  return /^Format:\s*\S*copyright-format/i.test(text.replace(/^\uFEFF/, '').trimStart());
}

const firstLine = (v) => (v ?? '').split('\n').map((l) => l.trim()).find((l) => l.length > 0) ?? null;

/**
 * A DEP-5 copyright file → { upstreamName, upstreamContact, source, filesStarLicense, licenses }.
 * filesStarLicense is the short licence name on the `License:` line of the `Files: *` stanza (null when the file
 * has no such stanza); licenses lists the short names of every Files stanza, in order.
 */
export function parseDep5(text) {
  const paras = parseParagraphs(text);
  const header = paras.find((p) => 'format' in p) ?? {};
  const files = paras.filter((p) => 'files' in p);
  const star = files.find((p) => p.files.split(/\s+/).includes('*'));
  return {
    upstreamName: firstLine(header['upstream-name']),
    upstreamContact: header['upstream-contact'] ? header['upstream-contact'].split('\n').map((l) => l.trim()).filter(Boolean) : [],
    source: header.source ? header.source.split('\n').map((l) => l.trim()).filter(Boolean) : [],
    filesStarLicense: star ? firstLine(star.license) : null,
    licenses: files.map((p) => firstLine(p.license)).filter(Boolean),
  };
}

const GPL_FAMILY = [
  [/GNU\s+Lesser\s+General\s+Public\s+License/i, 'LGPL'],
  [/GNU\s+Library\s+General\s+Public\s+License/i, 'LGPL'],
  [/GNU\s+General\s+Public\s+License/i, 'GPL'],
];

/**
 * The licence a free-text (non-DEP-5) copyright file states first, as a DEP-5 short name, or null when the text
 * does not state a GNU licence with a version in the usual words. Rule: the first "GNU (Lesser|Library)? General
 * Public License" sentence followed within 400 characters by "version N" gives (L)GPL-N, with "+" when "any later
 * version"/"or later" follows within the same window; failing that, the first `/usr/share/common-licenses/NAME`
 * the text points to gives NAME. (Only used for questions whose gold was checked by hand.)
 */
export function freeTextLicense(text) {
  const flat = text.replace(/\s+/g, ' ');
  let best = null;
  for (const [re, fam] of GPL_FAMILY) {
    const m = re.exec(flat);
    if (m && (best === null || m.index < best.index)) best = { index: m.index, fam, end: m.index + m[0].length };
  }
  if (!best) return commonLicenseRef(flat);
  const win = flat.slice(Math.max(0, best.index - 200), best.end + 400);
  const v = /version\s+(\d(?:\.\d)?)/i.exec(win);
  if (!v) return commonLicenseRef(flat);
  const plus = /any\s+later\s+version|or\s+later|or\s+\(at\s+your\s+option\)\s+any\s+later/i.test(win);
  return `${best.fam}-${v[1]}${plus ? '+' : ''}`;
}

function commonLicenseRef(flat) {
  const m = /\/usr\/share\/common-licenses\/([A-Za-z0-9.+-]*[A-Za-z0-9+])/.exec(flat);
  return m ? m[1] : null;
}

/** A licence short name in a comparable form: lower-case, "GPL-2.0+" = "GPL-2+", spaces collapsed. */
export function normLicense(s) {
  return String(s ?? '')
    .toLowerCase()
    .replace(/(\d)\.0(?=\D|$)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const HEADER = /^(\S+) \(([^)]+)\) ([^;]*);(.*)$/;
const TRAILER = /^ -- (.+?) <([^>]*)>\s+(.+?)\s*$/;
const MONTHS = { jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12 };

/** "Mon, 02 Jan 2023 13:06:21 +0100" → "2023-01-02" (the date as written, not shifted to UTC), or null. */
export function changelogDate(s) {
  const m = /(\d{1,2})\s+([A-Za-z]{3})[a-z]*\s+(\d{4})/.exec(s ?? '');
  if (!m) return null;
  const mo = MONTHS[m[2].toLowerCase()];
  return mo ? `${m[3]}-${String(mo).padStart(2, '0')}-${m[1].padStart(2, '0')}` : null;
}

/** A Debian changelog → entries, newest first: {source, version, distributions, urgency, name, email, date, changes}. */
export function parseChangelog(text) {
  const entries = [];
  let cur = null;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const h = HEADER.exec(line);
    if (h) {
      cur = { source: h[1], version: h[2], distributions: h[3].trim(), urgency: (/urgency=(\w+)/.exec(h[4]) ?? [])[1] ?? null, name: null, email: null, date: null, changes: [] };
      entries.push(cur);
      continue;
    }
    const t = TRAILER.exec(line);
    if (t && cur && cur.name === null) {
      cur.name = t[1].trim();
      cur.email = t[2].trim();
      cur.date = changelogDate(t[3]);
      continue;
    }
    if (cur && cur.name === null && line.trim()) cur.changes.push(line.trim());
  }
  return entries;
}

/** True when a file's text starts like a Debian changelog (native packages ship theirs as plain `changelog`). */
export function looksLikeDebianChangelog(text) {
  return HEADER.test(text.split('\n', 1)[0] ?? '');
}
