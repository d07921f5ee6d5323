// Questions across documents: "which packages mention X", "how many guides cover Y". Every block that
// contains all of the topic's words is found (FTS5, not a top-k), grouped by what the question counts —
// documents for "files"/"documents"/"pages", the documents under folders named like the noun ("guides/…") when
// there are such folders, else the folders the documents sit in (a package's folder of docs, below the folders
// all of them share) — and each group
// is cited once, by the sentence of its first document that names the topic.
import type { Database } from 'better-sqlite3';
import { blocksWithAllTerms, getBlocks } from '../../store/blocks.ts';
import { getDocument } from '../../store/documents.ts';
import type { Language } from './language.ts';
import { sameStem, stem, tokens } from './terms.ts';
import { passageUnits, type Unit } from './units.ts';

export interface DocumentGroup {
  /** What is counted: a document's path, or a folder's name. */
  name: string;
  /** The sentence that names the topic, in the group's first document. */
  unit: Unit;
  documents: number;
}

export interface DocumentsAnswer {
  topic: string;
  noun: string;
  counted: 'documents' | 'folders';
  groups: DocumentGroup[];
}

const MAX_BLOCKS = 5000;

export function documentsMentioning(db: Database, topic: string, noun: string, lang: Language): DocumentsAnswer {
  const words = tokens(topic);
  const content = words.filter((w) => !w.stop);
  const query = (content.length ? content : words).map((w) => w.text).join(' ');
  const hits = blocksWithAllTerms(db, query, MAX_BLOCKS);
  const bestByDoc = new Map<number, number>();
  for (const h of hits) if (!bestByDoc.has(h.docId)) bestByDoc.set(h.docId, h.blockId);
  const docs = [...bestByDoc.entries()].map(([docId, blockId]) => ({ docId, blockId, path: getDocument(db, docId)?.relpath ?? '' })).sort((a, b) => a.path.localeCompare(b.path));

  const nounStem = stem(noun);
  const folders = (p: string) => p.split('/').slice(0, -1);
  let counted: DocumentsAnswer['counted'] = 'documents';
  let kept = docs;
  let groupOf = (p: string) => p;
  if (!lang.documentNouns.has(noun.toLowerCase())) {
    const named = docs.filter((d) => folders(d.path).some((f) => sameStem(stem(f), nounStem)));
    if (named.length) kept = named;
    else if (docs.length && docs.every((d) => folders(d.path).length >= 1)) {
      // the folders the documents diverge in, below the folders they all share ("pkgs/alpha", "pkgs/beta")
      const all = docs.map((d) => folders(d.path));
      let shared = 0;
      while (all.every((f) => f.length > shared + 1 && f[shared] === all[0][shared])) shared++;
      counted = 'folders';
      groupOf = (p) => folders(p).slice(0, shared + 1).join('/');
    }
  }
  const topicStems = content.map((w) => w.stem);
  const groups = new Map<string, DocumentGroup>();
  const blocks = new Map(getBlocks(db, kept.map((d) => d.blockId)).map((b) => [b.id, b]));
  for (const d of kept) {
    const name = groupOf(d.path);
    const g = groups.get(name);
    if (g) {
      g.documents++;
      continue;
    }
    const b = blocks.get(d.blockId);
    if (!b) continue;
    const units = passageUnits({ ...b, blockId: b.id, path: d.path, kind: b.kind });
    const score = (u: Unit) => {
      const t = tokens(u.text);
      return topicStems.filter((s) => t.some((x) => sameStem(x.stem, s))).length;
    };
    // the sentence that names the topic (a heading only when nothing else does)
    const rank = (u: Unit) => score(u) * 2 - (u.kind === 'heading' ? 1 : 0);
    const unit = units.reduce((best, u) => (rank(u) > rank(best) ? u : best), units[0]);
    if (unit) groups.set(name, { name, unit, documents: 1 });
  }
  return { topic, noun, counted, groups: [...groups.values()] };
}
