// Words that name a kind of item where no folder does. A folder's name files its pages as a kind ("beers/"); a
// drive also says what its rows are in two other ways, and a question's head noun ("which customers …", "how many
// tanks …") may use either:
//  - a file's name: the rows of "sales/trade-customers.html" or "purchasing/suppliers.json" are customers,
//    suppliers (every word of the name is kept here; the query side reads only the plural ones, what a file lists);
//  - a link: the items a column's values name are of its kind — the drivers are what the shipments' Driver column
//    names, the tanks what the brew log's Tank names.
// Either set then takes in the other rows of each table most of whose rows it holds (a driver who drove nothing
// this month is still a row of the drivers' list). The query side (understand/context.ts) reads a kind word only
// as a question's head noun after words asking for items, and only where no folder names that word.

/** A document lists items where its rows state at least this many. */
const LIST_ROWS = 3;
/** A table joins a kind where at least this share of its rows (and two) are of it already. */
const TABLE_SHARE = 0.5;
/** Letters a word of a file's name must have to name a kind. */
const MIN_LETTERS = 3;

export interface KindWord {
  /** 'file': a word of the names of the files listing the items; 'link': the attribute whose values name them. */
  how: 'file' | 'link';
  /** The word as the file names write it, lower case ('file'); the attribute's id ('link'). */
  word: string;
  /** Entity indexes. */
  entities: number[];
}

export interface KindWordInput {
  /** Entity index → the documents whose rows state something of it. */
  documents: Map<number, Set<string>>;
  /** Document id → its path (as stored). */
  paths: Map<string, string>;
  /** Attribute id → the entity indexes its values name (links). */
  linked: Map<string, Set<number>>;
}

/** The words of a file's name ("trade-customers-2025.csv" → trade, customers), lower case, letters only. */
export function fileNameWords(path: string): string[] {
  const base = path.split(/[\\/]/).pop() ?? '';
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const words = stem.replace(/([a-z])([A-Z])/g, '$1 $2').split(/[^\p{L}]+/u);
  return [...new Set(words.map((w) => w.toLowerCase()).filter((w) => w.length >= MIN_LETTERS))];
}

export function inferKindWords(input: KindWordInput): KindWord[] {
  const rows = new Map<string, number[]>();
  for (const [i, docs] of input.documents) for (const d of docs) (rows.get(d) ?? rows.set(d, []).get(d)!).push(i);
  const lists = [...rows].filter(([, items]) => items.length >= LIST_ROWS);
  // the rows of each table most of whose rows the set holds
  const grow = (items: Set<number>): number[] => {
    const out = new Set(items);
    for (const [, r] of lists) {
      const have = r.filter((i) => items.has(i)).length;
      if (have >= 2 && have >= TABLE_SHARE * r.length) for (const i of r) out.add(i);
    }
    return [...out].sort((a, b) => a - b);
  };
  const out: KindWord[] = [];
  const byWord = new Map<string, Set<number>>();
  for (const [d, r] of lists) {
    const path = input.paths.get(d);
    if (!path) continue;
    for (const w of fileNameWords(path)) {
      const set = byWord.get(w) ?? byWord.set(w, new Set()).get(w)!;
      for (const i of r) set.add(i);
    }
  }
  for (const [word, items] of byWord) out.push({ how: 'file', word, entities: grow(items) });
  for (const [attribute, items] of input.linked) if (items.size >= 2) out.push({ how: 'link', word: attribute, entities: grow(items) });
  return out;
}
