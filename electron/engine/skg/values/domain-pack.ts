// Domain packs: what one kind of folder knows that general code must not (resources/domains/<pack>/, format in
// resources/domains/README.md): numbers stated in words (hints.tsv), what kind of number an entry holds
// (entry-kinds.tsv), words after a quantity that name its entry (roles.tsv) and facts a value states for other
// entries (facts.tsv). The loader reads the folders it is given (every pack under resources/domains/ by default,
// "general" last) and reports lines it cannot use; it never throws. Cached by file path and modification time.
import fs from 'node:fs';
import path from 'node:path';
import { listDomainPacks } from '../../domains/packs.ts';

export interface DomainHintRule {
  /** Entry the number belongs to. */
  entry: string;
  pattern: RegExp;
  /** The number, or the capture group of `pattern` that holds it. */
  value: number | { group: number };
  unit?: string;
  /** Only for values of entries matching this ("SIM: No" means no SIM; "NFC: No" does not). */
  whenEntry?: RegExp;
}

export type ValueKind = string; // a dimension of resources/units/dimensions.tsv, or 'unitless'

export interface EntryValueSpec {
  match: RegExp;
  /** Dimensions the primary number may have, best first ('unitless': a bare number). Empty: no number. */
  kinds: ValueKind[];
  /** The role (roles.tsv) of the quantity the entry means, e.g. 'ram'. */
  role?: string;
  /** The entry's value is a structure rather than one number. */
  structure?: 'dims' | 'resolution' | 'date' | 'identifier';
  /** The only unit the entry can mean, given to a lone bare number ("PPI: 283" → 283 ppi). */
  defaultUnit?: string;
  /** A lone bare number under 1 is a part of one, in hundredths of the default unit ("Purity: 0.998" → 99.8 %). */
  fraction?: boolean;
}

export interface RoleLabel {
  role: string;
  dimension: string;
  /** The entry a quantity of this role states. */
  entry: string;
  /** The role of an unlabelled quantity of the dimension. */
  isDefault: boolean;
  pattern: RegExp;
}

export interface DomainPack {
  dirs: string[];
  hints: DomainHintRule[];
  entryKinds: EntryValueSpec[];
  roles: RoleLabel[];
  /** Unit symbol → the entry that owns numbers in it. */
  unitEntries: Map<string, string>;
  /** Entries whose a×b×c value also states three named lengths. */
  dimsParts: Array<{ match: RegExp; entries: [string, string, string]; defaultUnit?: string }>;
  problems: Array<{ file: string; line: number; message: string }>;
}

export function emptyDomainPack(): DomainPack {
  return { dirs: [], hints: [], entryKinds: [], roles: [], unitEntries: new Map(), dimsParts: [], problems: [] };
}

/** Every pack folder of resources/domains/ (domains/packs.ts), the general pack last. */
export function defaultDomainDirs(folders?: string[]): string[] {
  const packs = listDomainPacks(folders);
  return [...packs.filter((p) => p.name !== 'general'), ...packs.filter((p) => p.name === 'general')].map((p) => p.dir);
}

function lines(text: string): Array<{ line: number; cols: string[] }> {
  const out: Array<{ line: number; cols: string[] }> = [];
  text.split(/\r?\n/).forEach((l, i) => {
    if (!l.trim() || l.trimStart().startsWith('#')) return;
    out.push({ line: i + 1, cols: l.split('\t').map((c) => c.trim()) });
  });
  return out;
}

/** A pattern of a pack file: case-insensitive; matched as a whole word unless it starts with ^. */
function packRegex(source: string, wholeWord: boolean): RegExp {
  return new RegExp(wholeWord && !source.startsWith('^') ? `(?<![\\p{L}\\d])(?:${source})(?![\\p{L}])` : source, 'iu');
}

const STRUCTURES = new Set(['dims', 'resolution', 'date', 'identifier']);

/** Adds one pack folder's files to `pack` (exported for tests with fixture folders). */
export function readPackDir(pack: DomainPack, dir: string): void {
  const read = (name: string): string | null => {
    try {
      return fs.readFileSync(path.join(dir, name), 'utf8');
    } catch {
      return null;
    }
  };
  pack.dirs.push(dir);
  const each = (name: string, fn: (cols: string[], problem: (m: string) => void) => void) => {
    const text = read(name);
    if (text === null) return;
    for (const { line, cols } of lines(text)) {
      const problem = (message: string) => pack.problems.push({ file: path.join(dir, name), line, message });
      try {
        fn(cols, problem);
      } catch (e) {
        problem(e instanceof Error ? e.message : String(e));
      }
    }
  };
  each('hints.tsv', ([entry, pattern, value, unit, when], problem) => {
    if (!entry || !pattern || !value) return problem('expected: entry, pattern, value[, unit, only for entries matching]');
    const group = /^\$(\d)$/.exec(value);
    const n = Number(value);
    if (!group && !Number.isFinite(n)) return problem(`value "${value}" is neither a number nor $N`);
    pack.hints.push({
      entry,
      pattern: packRegex(pattern, true),
      value: group ? { group: Number(group[1]) } : n,
      ...(unit ? { unit } : {}),
      ...(when ? { whenEntry: packRegex(when, false) } : {}),
    });
  });
  each('entry-kinds.tsv', ([pattern, dims, options], problem) => {
    if (!pattern || !dims) return problem('expected: pattern, dimensions[, options]');
    const spec: EntryValueSpec = { match: packRegex(pattern, false), kinds: dims === '-' ? [] : dims.split(',').map((d) => d.trim()).filter(Boolean) };
    for (const opt of (options ?? '').split(/[\s,]+/).filter(Boolean)) {
      const [k, v] = opt.split('=');
      if (k === 'role' && v) spec.role = v;
      else if (k === 'structure' && v && STRUCTURES.has(v)) spec.structure = v as EntryValueSpec['structure'];
      else if (k === 'default' && v) spec.defaultUnit = v;
      else if (k === 'fraction' && !v) spec.fraction = true;
      else problem(`unknown option "${opt}"`);
    }
    pack.entryKinds.push(spec);
  });
  each('roles.tsv', ([role, dimension, entry, isDefault, pattern], problem) => {
    if (!role || !dimension || !entry || !isDefault || !pattern) return problem('expected: role, dimension, entry, default, pattern');
    pack.roles.push({ role, dimension, entry, isDefault: isDefault === 'yes', pattern: packRegex(pattern, false) });
  });
  each('facts.tsv', ([kind, match, entries, defaultUnit], problem) => {
    if (kind === 'unit-entry' && match && entries) pack.unitEntries.set(match, entries);
    else if (kind === 'dims-parts' && match && entries) {
      const names = entries.split(',').map((s) => s.trim()).filter(Boolean);
      if (names.length !== 3) return problem('dims-parts needs three entry names');
      pack.dimsParts.push({ match: packRegex(match, false), entries: names as [string, string, string], ...(defaultUnit ? { defaultUnit } : {}) });
    } else problem('expected: unit-entry UNIT ENTRY, or dims-parts PATTERN "A, B, C"');
  });
}

const cache = new Map<string, { key: string; pack: DomainPack }>();
const FILES = ['hints.tsv', 'entry-kinds.tsv', 'roles.tsv', 'facts.tsv'];

/** The packs of the given folders, merged in order (cached until one of their files changes). */
export function loadDomainPacks(dirs: string[] = defaultDomainDirs()): DomainPack {
  const key = dirs
    .flatMap((d) => FILES.map((f) => {
      try {
        const s = fs.statSync(path.join(d, f));
        return `${d}/${f}:${s.mtimeMs}:${s.size}`;
      } catch {
        return `${d}/${f}:-`;
      }
    }))
    .join('|');
  const id = dirs.join('\n');
  const hit = cache.get(id);
  if (hit && hit.key === key) return hit.pack;
  const pack = emptyDomainPack();
  for (const d of dirs) readPackDir(pack, d);
  cache.set(id, { key, pack });
  return pack;
}
