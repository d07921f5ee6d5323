// Sites a drive's own README names. A shared drive of a business with two places keeps one place's files in a
// folder of their own and says so where the drive is described:
//     HARROWBY & FINCH — SHARED DRIVE
//     Bespoke tailors, 22 Park Row, Leeds, with our partner atelier Skrädderi Vallgatan, Göteborg (files under
//     vallgatan/ are in Swedish).
//     customers/    customer cards, measurement book
//     vallgatan/    Göteborg: kunder, personal, ordrar
// The items filed under such a folder are that place's ("the Gothenburg atelier's customers", "at Vallgatan"), and
// every other item of the drive is the place the description names first ("the Leeds orders"), though no record
// states which place it belongs to. Read from the README (any file of the "about" role of
// resources/ingest/file-names.tsv) at the top of an indexed folder:
//   - a line listing folders ("vallgatan/  Göteborg: kunder, …"; two to a line in columns) describes each; names alone
//     before a colon are the folder's names;
//   - a top folder is a place of its own where the prose names it as a folder in a sentence of its own ("files under
//     vallgatan/ are in Swedish") or as a name inside a sentence that the drive never writes as a word ("Partner
//     workshop: Taller Turia, Valencia"), and it has a name besides its folder's: its line's names, and those the
//     prose writes from its first mention to the end of that sentence (with the clauses of names just before a
//     mention as a folder or one opening its clause: "Cidrerie de la Hêtraie, Cambremer, Normandy (files under
//     normandie/ …)");
//   - every other proper name of the prose (the drive's title before its dash, its address) names the rest of the
//     drive, where at least one folder is a place of its own.
// A name is a run of proper nouns (parts of speech) without digits ("Bristol", not "BS2 0TB"); a name of one word
// the drive also writes in lower case ("Partner", "Community") is an ordinary word, never a place's name.
import type { Database } from 'better-sqlite3';
import { getDocumentText, listDocuments, writesWord } from '../../../store/documents.ts';
import { tokensOf } from '../../../ingest/prose-facts.ts';
import { folderNaming } from '../../../ingest/naming.ts';
import { ingestVocabulary } from '../../../ingest/vocabulary.ts';
import { normText } from '../../../text/norm.ts';
import { monthNumber, weekdayNumber } from '../../../skg/values/dates.ts';

export interface FolderSite {
  /** The top folder whose items are the place's; null for the rest of the drive. */
  folder: string | null;
  /** The place's names, as written (the first one labels it). */
  names: string[];
}

/** Characters of a README read for the places it names. */
const README_CHARS = 20_000;

/** Words a README's folder list gives a folder: "customers/  customer cards, …" → customers: "customer cards, …". */
const DIR = /(?:^|\s)([\p{L}\p{N}_.-]+)\/(?=\s|$)/gu;

interface Entry {
  dirs: string[];
  description: string;
}

/** The folder entries of one line of a README ("a/ b/  what they hold   c/  what it holds"), or null. */
export function folderEntries(line: string): Entry[] | null {
  const hits = [...line.matchAll(DIR)].map((h) => ({ dir: h[1]!, start: h.index! + h[0].length - h[1]!.length - 1, end: h.index! + h[0].length }));
  if (!hits.length || line.slice(0, hits[0]!.start).trim() !== '') return null;
  const out: Array<Entry & { from: number }> = [];
  for (const h of hits) {
    const cur = out[out.length - 1];
    const between = cur ? line.slice(cur.from, h.start) : '';
    // a folder right after another (only spaces between) is listed with it; after words, it starts an entry of its
    // own where a wide gap (a column) sets it apart, else it is a word of the description ("see also diaries/")
    if (cur && between.trim() === '') {
      cur.dirs.push(h.dir);
      cur.from = h.end;
    } else if (!cur || /\s{2,}$/.test(between)) {
      if (cur) cur.description = between.trim();
      out.push({ dirs: [h.dir], description: '', from: h.end });
    }
  }
  const last = out[out.length - 1]!;
  last.description = line.slice(last.from).trim();
  return out.map(({ dirs, description }) => ({ dirs, description }));
}

/** A word written all in capitals read as a name is written ("GRANITE" → "Granite"): every word of a title (a line
 *  with no lower-case letter), elsewhere words of five letters or more (an acronym, "GDPR", stays as it is). */
function titleCase(text: string): string {
  const title = !/\p{Ll}/u.test(text);
  return text.replace(title ? /\p{Lu}{2,}/gu : /\p{Lu}{5,}/gu, (w) => w[0] + w.slice(1).toLowerCase());
}

/** Parts of speech never part of a name. */
const NOT_NAMES = new Set(['ADP', 'DET', 'CCONJ', 'SCONJ', 'PRON', 'AUX', 'PART', 'NUM', 'PUNCT', 'SYM']);

/** Whether a token may be part of a name: capitalised, with lower-case letters, no digits, no function word. */
function capitalised(t: { text: string; pos: string }): boolean {
  return !NOT_NAMES.has(t.pos) && /^\p{Lu}/u.test(t.text) && !/\d/.test(t.text) && /\p{Ll}/u.test(t.text);
}

/** The names a text writes, in order: runs of capitalised words holding a proper noun ("Park Row", "Harrowby &
 *  Finch" joined by its ampersand, "Granite Mill Climbing Centre"), with where each starts; never a month or a
 *  weekday ("August" of a date), nor one word right before a number (an address: "Unit 4"). */
export function namesIn(text: string): Array<{ name: string; at: number; end: number }> {
  const read = titleCase(text);
  const toks = tokensOf(read);
  const out: Array<{ name: string; at: number; end: number }> = [];
  let run: typeof toks = [];
  const flush = (next?: (typeof toks)[number]) => {
    if (run.length && run.some((t) => t.pos === 'PROPN')) {
      const name = read.slice(run[0]!.start, run[run.length - 1]!.end);
      const one = run.length === 1;
      if (!one || (monthNumber(name) === null && weekdayNumber(name) === null && !(next && /^\d/.test(next.text)))) out.push({ name, at: run[0]!.start, end: run[run.length - 1]!.end });
    }
    run = [];
  };
  toks.forEach((t, i) => {
    if (capitalised(t)) run.push(t);
    // (joined by a hyphen written close: "Judo-Club Leipzig-Lindenau")
    else if (t.text === '-' && run.length && toks[i + 1] && capitalised(toks[i + 1]!) && run[run.length - 1]!.end === t.start && toks[i + 1]!.start === t.end) run.push(t);
    else if (t.text === '&' && run.length && toks[i + 1] && capitalised(toks[i + 1]!)) run.push(t);
    else flush(t);
  });
  flush();
  return out;
}

/** The sentences of a README's prose (title lines stay sentences of their own). */
function sentences(lines: string[]): string[] {
  const out: string[] = [];
  let para: string[] = [];
  const end = () => {
    if (para.length) out.push(...para.join(' ').split(/(?<=[.!?])\s+(?=\p{Lu}|\()/u));
    para = [];
  };
  for (const line of lines) {
    const t = line.trim();
    if (!t || /^[=\-_*#~]{3,}$/.test(t)) end();
    // a line with no lower-case letter outside brackets is a title: a sentence of its own
    else if (!/\p{Ll}/u.test(t.replace(/\([^)]*\)/g, ''))) {
      end();
      out.push(t);
    } else para.push(t);
  }
  end();
  return out;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Where a text first mentions a place of its own: its folder written as one ("vallgatan/"), its name written as a
 *  name ("Valencia", "Skrädderi Vallgatan"), or a name its folder's line gives it ("Taller Turia"); -1 if nowhere. */
function mention(text: string, dir: string, names: string[]): { at: number; folder: boolean } | null {
  const at: Array<{ at: number; folder: boolean }> = [];
  const folder = new RegExp(`(^|[^\\p{L}/])${escape(dir)}/`, 'iu').exec(text);
  if (folder) at.push({ at: folder.index + folder[1]!.length, folder: true });
  // (its name written as a name, accents or not: "Kraków" of "krakow/")
  const plain = (x: string) => x.normalize('NFKD').replace(/\p{M}+/gu, '');
  const written = new RegExp(`(^|[^\\p{L}])${escape(dir[0]!.toUpperCase())}${escape(dir.slice(1))}($|[^\\p{L}/])`, 'u').exec(plain(text));
  if (written) at.push({ at: written.index + written[1]!.length, folder: false });
  for (const n of names) {
    const i = text.indexOf(n);
    if (i >= 0) at.push({ at: i, folder: false });
  }
  return at.length ? at.sort((a, b) => a.at - b.at)[0]! : null;
}

/** Clauses of a sentence: the stretches between commas, colons, semicolons, brackets and dashes. */
function clauses(s: string): Array<{ a: number; b: number }> {
  const out: Array<{ a: number; b: number }> = [];
  let a = 0;
  for (const m of s.matchAll(/[,;:()\u2013\u2014]|\s-\s/g)) {
    out.push({ a, b: m.index! });
    a = m.index! + m[0].length;
  }
  out.push({ a, b: s.length });
  return out;
}

/** The places a drive's README names (none where it names no folder as a place of its own). */
export function folderSites(db: Database): FolderSite[] {
  const vocab = ingestVocabulary();
  const docs = listDocuments(db);
  // the top folders of the drive, each of which holds files
  const tops = new Set(docs.map((d) => d.relpath.split(/[\\/]/)).filter((p) => p.length > 1).map((p) => p[0]!.toLowerCase()));
  const readmes = docs.filter((d) => d.status === 'indexed' && !/[\\/]/.test(d.relpath) && folderNaming(vocab, d.path)?.role === 'about');
  const sites: FolderSite[] = [];
  for (const doc of readmes) {
    // (a README describes a drive in its first lines: a huge one is read no further than that)
    const text = (getDocumentText(db, doc.id) ?? '').slice(0, README_CHARS);
    const prose: string[] = [];
    const given = new Map<string, string[]>();
    for (const line of text.split(/\r?\n/)) {
      const listed = folderEntries(line);
      if (!listed) {
        prose.push(line);
        continue;
      }
      // the names a folder's line gives it: names alone before a colon, then what it holds ("vallgatan/  Göteborg:
      // kunder, personal"; never names in a description, "claim sheets; Shannon claims as YAML; Glasgow register")
      for (const e of listed) {
        if (e.dirs.length !== 1 || !tops.has(e.dirs[0]!.toLowerCase())) continue;
        const colon = e.description.indexOf(':');
        if (colon < 0) continue;
        const head = e.description.slice(0, colon);
        const found = namesIn(head);
        let rest = head;
        for (const n of found) rest = rest.replace(n.name, ' ');
        if (/[\p{L}\d]{4,}/u.test(rest)) continue;
        const names = found.map((n) => n.name).filter((n) => n.toLowerCase() !== e.dirs[0]!.toLowerCase());
        if (names.length) given.set(e.dirs[0]!, names);
      }
    }
    const said = sentences(prose);
    // a place of its own: a top folder the prose names as a folder or as a name
    // a place of its own: a top folder the prose names as a folder in a sentence of its own ("files under
    // vallgatan/ are in Swedish" — never a line listing folders the folder list did not read, "- batches/ …", nor
    // one of several, "see reports/ and minutes/"), or names as a name the drive never writes as a word, inside a
    // sentence ("Partner workshop: Taller Turia, Valencia"; never a heading's "Events:" nor "Claims team" of claims/)
    const asFolder = (s: string, dir: string) => {
      const folders = [...s.matchAll(/(?:^|[^\p{L}\d/])([\p{L}\d_.-]+)\/(?=$|[\s),.;:])/gu)];
      return folders.length === 1 && folders[0]![1]!.toLowerCase() === dir.toLowerCase() && s.slice(0, folders[0]!.index).replace(/^[\s\-*•\d.)]+/u, '') !== '';
    };
    const own = [...tops]
      .map((dir) => ({ dir: [...given.keys()].find((g) => g.toLowerCase() === dir) ?? dir, names: [] as string[] }))
      .filter((o) => said.some((s) => asFolder(s, o.dir)) || (said.some((s) => (mention(s, o.dir, [])?.at ?? 0) > 0) && !writesWord(db, o.dir.toLowerCase())));
    if (!own.length) continue;
    for (const o of own) o.names.push(...(given.get(o.dir) ?? []));
    const home: string[] = [];
    for (const s of said) {
      // the first mention of a place of its own: from the clause holding it on (and the names-only clauses right
      // before it: "Partner kennels: Dierenpension De Vechtstreek, Utrecht (files under utrecht/ …)"), the
      // sentence is about that place
      let first: { at: number; folder: boolean; site: (typeof own)[number] } | null = null;
      for (const o of own) {
        const m = mention(s, o.dir, given.get(o.dir) ?? []);
        if (m && (!first || m.at < first.at)) first = { ...m, site: o };
      }
      const title = !/\p{Ll}/u.test(s.replace(/\([^)]*\)/g, ''));
      // (a title names the drive before its dash: "HARROWBY & FINCH — SHARED DRIVE")
      const names = namesIn(s).filter((n) => !title || clauses(s)[0]!.b >= n.end);
      let from = s.length;
      if (first) {
        const at = first.at;
        const parts = clauses(s);
        let k = parts.findIndex((p) => at >= p.a && at < p.b);
        if (k < 0) k = parts.length - 1;
        // from the name holding the mention ("Skrädderi Vallgatan"), or the mention
        from = names.find((n) => n.at <= at && at < n.end)?.at ?? at;
        // (a clause of names and short words between them: "Cidrerie de la Hêtraie", "ul. Lipowa 6")
        const short = (w: string) => /^(?:\p{Ll}{1,3}|\d+\p{L}?)$/u.test(w.replace(/[.,;:]+/g, '')) || !/[\p{L}\d]/u.test(w);
        const namesOnly = (p: { a: number; b: number }) => {
          let rest = s.slice(p.a, p.b);
          for (const n of names) if (n.at >= p.a && n.end <= p.b) rest = rest.replace(n.name, ' ');
          return rest.trim() !== s.slice(p.a, p.b).trim() && rest.split(/\s+/).filter(Boolean).every(short);
        };
        // a mention as a folder ("files under normandie/") or opening its clause refers to what comes before it: the
        // clauses of names before it, and the names ending the clause before those ("… print house Drukarnia
        // Zabłocie sp. z o.o."), are the place's too
        if (first.folder || s.slice(parts[k]!.a, from).trim() === '') {
          while (k > 0 && namesOnly(parts[k - 1]!)) k--;
          from = Math.min(from, parts[k]!.a);
          const before = k > 0 ? parts[k - 1]! : null;
          const trailing = before ? names.filter((n) => n.at >= before.a && n.end <= before.b) : [];
          const last = trailing[trailing.length - 1];
          if (last && s.slice(last.end, before!.b).split(/\s+/).filter(Boolean).every(short)) {
            let lead = trailing.length - 1;
            while (lead > 0 && s.slice(trailing[lead - 1]!.end, trailing[lead]!.at).split(/\s+/).filter(Boolean).every(short)) lead--;
            from = trailing[lead]!.at;
          }
        }
      }
      names.forEach((n, i) => {
        if (n.at >= from) first!.site.names.push(n.name);
        // (a one-word name opening a sentence may be an ordinary word written so: "Partner workshop: …")
        else if (i > 0 || n.at > 0 || n.name.includes(' ') || title) home.push(n.name);
      });
    }
    const ownNames = new Set(own.flatMap((o) => o.names.map((n) => n.toLowerCase())));
    // (a one-word name the drive also writes in lower case is an ordinary word)
    const ordinary = (n: string) => !/[\s&]/.test(n) && writesWord(db, n.toLowerCase());
    // (a place is named: a folder the README gives no name but its own is none)
    const placed = own.map((o) => ({ folder: o.dir, names: [...new Set([...o.names, o.dir])].filter((n) => !ordinary(n)) })).filter((o) => o.names.some((n) => normText(n) !== normText(o.folder)));
    if (!placed.length) continue;
    sites.push(...placed);
    const rest = [...new Set(home)].filter((n) => !ownNames.has(n.toLowerCase()) && !ordinary(n));
    if (rest.length) sites.push({ folder: null, names: rest });
  }
  return sites;
}
