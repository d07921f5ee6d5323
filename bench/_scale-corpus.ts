// The folders `bench scale` indexes, generated in a temp folder (never committed):
// - k copies of the devices corpus, each in its own sub-folder with the same files and layouts, whose entities are
//   made distinct per copy: every brand word (the corpus's brand folders: alcatel, apple, …) gets a per-copy suffix
//   of letters wherever it stands (names, titles, table rows, catalogue rows, prose), so "Apple iPhone 12" of copy 3
//   is "Applexd iPhone 12", a different entity with its own facts; copy 0 is the corpus as it is.
// - a folder of prose files, each made of three HotpotQA paragraph files chosen by a seeded generator (a title,
//   then their paragraphs), so file names, titles and mixes are distinct while the text stays real English.
import fs from 'node:fs';
import path from 'node:path';

export interface GeneratedFolder {
  folder: string;
  files: number;
  bytes: number;
  /** Every generated file (path), for picking the files a re-index run touches. */
  paths: string[];
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(p, out);
    else if (entry.isFile()) out.push(p);
  }
  return out;
}

/** 'xb', 'xc', … 'xz', 'xba', …: letters only, so tokenisers keep the suffix glued to the brand word. */
export function copySuffix(copy: number): string {
  let s = '';
  let n = copy;
  do {
    s = String.fromCharCode(97 + (n % 26)) + s;
    n = Math.floor(n / 26);
  } while (n > 0);
  return `x${s}`;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The corpus's brand words: the names of its sub-folders that hold device pages (not the catalogues). */
export function brandWords(corpus: string): string[] {
  return fs
    .readdirSync(corpus, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== 'catalogues' && !e.name.startsWith('.'))
    .map((e) => e.name);
}

/** Writes `copies` copies of the devices corpus under `dest` (copy-00, copy-01, …). */
export function devicesCopies(corpus: string, dest: string, copies: number): GeneratedFolder {
  const files = walk(corpus);
  const brands = brandWords(corpus);
  const pattern = new RegExp(`\\b(${brands.map(escapeRegExp).join('|')})\\b`, 'gi');
  const out: GeneratedFolder = { folder: dest, files: 0, bytes: 0, paths: [] };
  for (let copy = 0; copy < copies; copy++) {
    const root = path.join(dest, `copy-${String(copy).padStart(2, '0')}`);
    const suffix = copySuffix(copy);
    for (const file of files) {
      const target = path.join(root, path.relative(corpus, file));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const text = fs.readFileSync(file, 'utf8');
      const body = copy === 0 ? text : text.replace(pattern, (w) => w + suffix);
      fs.writeFileSync(target, body);
      out.files++;
      out.bytes += Buffer.byteLength(body);
      out.paths.push(target);
    }
  }
  return out;
}

/** A small seeded generator (mulberry32), so every run generates the same prose folder. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` prose files under `dest` (100 per sub-folder), each mixing three HotpotQA paragraph files. */
export function proseFolder(hotpotDocs: string, dest: string, count: number): GeneratedFolder {
  const sources = fs.readdirSync(hotpotDocs).filter((f) => f.endsWith('.txt')).sort();
  const texts = sources.map((f) => fs.readFileSync(path.join(hotpotDocs, f), 'utf8'));
  const random = seeded(15);
  const out: GeneratedFolder = { folder: dest, files: 0, bytes: 0, paths: [] };
  for (let i = 0; i < count; i++) {
    const picks = [0, 1, 2].map(() => Math.floor(random() * texts.length));
    const paragraphs = picks.map((p) => texts[p]!.trim().split('\n').slice(1).join('\n').trim()).filter(Boolean);
    const title = `${sources[picks[0]!]!.replace(/\.txt$/, '')}, with notes ${i + 1}`;
    const body = `${title}\n\n${paragraphs.join('\n\n')}\n`;
    const target = path.join(dest, `part-${String(Math.floor(i / 100)).padStart(3, '0')}`, `note-${String(i + 1).padStart(5, '0')}.txt`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, body);
    out.files++;
    out.bytes += Buffer.byteLength(body);
    out.paths.push(target);
  }
  return out;
}

/**
 * Changes 1 % of the files (at least one), spread evenly over the folder, without changing what they say: a
 * trailing newline, so their hash changes and the indexer must read them again. → the files changed.
 */
export function touchShare(generated: GeneratedFolder, share = 0.01): string[] {
  const n = Math.max(1, Math.round(generated.paths.length * share));
  const step = generated.paths.length / n;
  const touched: string[] = [];
  for (let i = 0; i < n; i++) {
    const file = generated.paths[Math.floor(i * step)]!;
    fs.appendFileSync(file, '\n');
    touched.push(file);
  }
  return touched;
}
