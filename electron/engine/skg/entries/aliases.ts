// The alias table: how spellings of keys map to one canonical Entry. Stored as user-editable TSV files, one per
// domain pack (resources/domains/<pack>/aliases.tsv, see domains/packs.ts):
//
//   # comment
//   alias<TAB>Canonical name           e.g. "Battery capacity	Battery"
//   section/alias<TAB>Canonical name   only under that section, e.g. "Battery/Type	Battery"
//   @scope<TAB>word                    sections containing this word (e.g. "camera") qualify their keys:
//                                      "Main Camera" › "Video" becomes "Main camera video", never plain "Video".
//
// Aliases are compared after normaliseKey, so case, punctuation and plurals do not matter. Bad lines are
// reported in `problems` and skipped; they never stop loading.

import { readFileSync } from 'node:fs';
import { listDomainPacks, packFiles } from '../../domains/packs.ts';
import { quarryError } from '../../errors.ts';
import { normaliseKey } from './normalise-key.ts';

export interface AliasProblem {
  /** The alias file, when loaded from files. */
  file?: string;
  line: number;
  text: string;
  reason: string;
}

export interface EntryAliases {
  /** Canonical entry for a normalised key ("battery capacity") or section-qualified key ("battery/type"). */
  lookup(normalisedKey: string): string | undefined;
  /** Whether keys under this (normalised) section must be qualified by it. */
  isScopingSection(normalisedSection: string): boolean;
  /** Lines that could not be used, with the reason. */
  readonly problems: readonly AliasProblem[];
  /** Number of aliases loaded. */
  readonly size: number;
  /**
   * The table for one record, given its normalised keys (and section-qualified forms "section/key",
   * "section key"): with several domain packs, only the packs that rename enough of the record's keys apply (a
   * foods table's "Category" column must not become a phone's "Device type").
   */
  forKeys(normalisedKeys: string[]): EntryAliases;
  /** Whether the table renames this normalised key (an alias line for it names another entry). */
  renames(normalisedKey: string): boolean;
  /**
   * The table for a library, given the (normalised) labels its graph holds: the packs whose renamed names the
   * library has at least three of — the packs that applied when it was indexed.
   */
  forLabels(normalisedLabels: string[]): EntryAliases;
  /** Whether some alias line of the table renames a key to this (normalised) name. */
  isTarget(normalisedName: string): boolean;
}

/** The alias files of the shipped domain packs. */
export function defaultAliasFiles(): string[] {
  return packFiles(listDomainPacks(), 'aliases.tsv');
}

function normaliseAlias(alias: string): string {
  const slash = alias.indexOf('/');
  if (slash > 0 && slash < alias.length - 1) {
    const section = normaliseKey(alias.slice(0, slash));
    const key = normaliseKey(alias.slice(slash + 1));
    return section && key ? `${section}/${key}` : '';
  }
  return normaliseKey(alias);
}

/** Parse alias TSV text (pure; `loadAliases` reads the file). */
export function parseAliases(text: string): EntryAliases {
  const map = new Map<string, string>();
  const scopeWords = new Set<string>();
  const problems: AliasProblem[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((rawLine, idx) => {
    const line = rawLine.replace(/\s+#.*$/, '').trimEnd();
    const lineNo = idx + 1;
    if (!line.trim() || line.trimStart().startsWith('#')) return;
    const cols = line.split('\t');
    const report = (reason: string) => problems.push({ line: lineNo, text: rawLine, reason });
    if (cols.length !== 2) {
      report(cols.length < 2 ? 'expected alias<TAB>canonical' : 'more than two tab-separated columns');
      return;
    }
    const left = cols[0]!.trim();
    const right = cols[1]!.trim();
    if (left.startsWith('@')) {
      if (left !== '@scope') return void report(`unknown directive ${left}`);
      const word = normaliseKey(right);
      if (!word || word.includes(' ')) return void report('@scope needs one word');
      scopeWords.add(word);
      return;
    }
    if (!left || !right) return void report('empty alias or canonical name');
    const key = normaliseAlias(left);
    if (!key) return void report(`alias "${left}" is empty after normalisation`);
    const existing = map.get(key);
    if (existing !== undefined && existing !== right) {
      return void report(`alias "${left}" already maps to "${existing}"`);
    }
    map.set(key, right);
  });
  // Every canonical name is also an alias of itself, unless the file maps that spelling elsewhere.
  for (const canonical of new Set(map.values())) {
    const key = normaliseKey(canonical);
    if (key && !map.has(key)) map.set(key, canonical);
  }
  // Follow chains (a → b where b is itself an alias of c), without looping.
  const resolve = (name: string): string => {
    const seen = new Set<string>();
    let cur = name;
    for (;;) {
      const next = map.get(normaliseKey(cur));
      if (next === undefined || next === cur || seen.has(next)) return cur;
      seen.add(cur);
      cur = next;
    }
  };
  const resolved = new Map<string, string>();
  for (const [k, v] of map) resolved.set(k, resolve(v));
  const renamed = new Set([...map.entries()].filter(([k, v]) => k !== normaliseKey(v)).map(([k]) => k));
  const targets = new Set([...map.entries()].filter(([k, v]) => k !== normaliseKey(v)).map(([, v]) => normaliseKey(resolve(v))));
  const table: EntryAliases = {
    lookup: (k) => resolved.get(k),
    isScopingSection: (section) => section.split(' ').some((w) => scopeWords.has(w)),
    problems,
    size: resolved.size,
    forKeys: () => table,
    renames: (k) => renamed.has(k),
    forLabels: () => table,
    isTarget: (k) => targets.has(k),
  };
  return table;
}

/**
 * A pack applies to a record when it renames at least two of its keys and a fifth of them, or one of a record of at
 * most two keys.
 * Keys a pack merely knows under their own name ("Weight", "Width") are no evidence: every domain writes them.
 */
const PACK_MIN_RENAMES = 2;
/** …and at least this share of the record's keys. */
const PACK_MIN_SHARE = 0.2;

/** Several packs' tables as one: a lookup tries each in order; `forKeys` keeps the packs a record's keys call for. */
export function combineAliases(tables: EntryAliases[]): EntryAliases {
  /** One view per set of active packs: a record's keys pick one of few sets, and a caller may key its memo by the view. */
  const views = new Map<string, EntryAliases>();
  const of = (active: EntryAliases[]): EntryAliases => {
    const id = active.map((t) => tables.indexOf(t)).join(',');
    const known = views.get(id);
    if (known) return known;
    const view: EntryAliases = {
      lookup: (k) => {
        for (const t of active) {
          const hit = t.lookup(k);
          if (hit !== undefined) return hit;
        }
        return undefined;
      },
      isScopingSection: (s) => active.some((t) => t.isScopingSection(s)),
      problems: tables.flatMap((t) => t.problems),
      size: active.reduce((n, t) => n + t.size, 0),
      forKeys: (keys) => {
        const norm = [...new Set(keys.filter(Boolean))];
        const plain = norm.filter((k) => !k.includes('/')).length;
        return of(tables.filter((t) => {
          const renames = norm.filter((k) => t.renames(k)).length;
          // (and a share of a long record's keys: two of a museum object's twenty keys read as a phone's "Display"
          // and "Brand" are chance, not a phone)
          return (renames >= PACK_MIN_RENAMES && renames >= PACK_MIN_SHARE * plain) || (renames >= 1 && plain <= 2);
        }));
      },
      renames: (k) => active.some((t) => t.renames(k)),
      forLabels: (labels) => {
        const norm = [...new Set(labels.filter(Boolean))];
        return of(tables.filter((t) => norm.filter((k) => t.isTarget(k)).length >= 3));
      },
      isTarget: (k) => active.some((t) => t.isTarget(k)),
    };
    views.set(id, view);
    return view;
  };
  return of(tables);
}

/**
 * Load the alias table from one file, or from several (default: every shipped domain pack's aliases.tsv), each a
 * pack that applies to the records whose keys it knows (`forKeys`). A missing file is an error; bad lines are not
 * (they are reported with their file and line).
 */
export function loadAliases(paths: string | string[] = defaultAliasFiles()): EntryAliases {
  const tables: EntryAliases[] = [];
  for (const path of Array.isArray(paths) ? paths : [paths]) {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      throw quarryError(code === 'ENOENT' ? 'FILE_NOT_FOUND' : 'FILE_UNREADABLE', path, e);
    }
    const table = parseAliases(text);
    for (const p of table.problems as AliasProblem[]) p.file = path;
    tables.push(table);
  }
  return Array.isArray(paths) ? combineAliases(tables) : tables[0];
}
