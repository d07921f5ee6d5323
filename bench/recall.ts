// `npm run bench -- recall`: how much of what a folder states Quarry read, with no question asked. Each generated
// domain folder (bench/corpora/<name>/generate.mjs) also writes the table its files were made from (source.csv: an
// entity, an attribute, the value, the text a file writes for it and the file). Each fact a file states is looked up
// in the library the way a question would reach it: the item found by the entity's name (the query context's entity
// phrases, aliases included), and among that item's facts one whose value holds the stated text, or the same number.
// A fact whose item no name reaches counts apart ("no item by that name"): the naming lost it, not the reading.
// Facts the generator derived (a total no file writes) are left out. The question files are never read, so the
// blind domains stay blind: this measures extraction, per domain and per file, on folders nobody tuned on.
// QUARRY_DOMAINS=apiary,railway picks domains; --quick: apiary only; QUARRY_RECALL_FACTS=FILE writes each fact's outcome.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openLibrary } from '../electron/engine/store/library.ts';
import { libraryRdf } from '../electron/engine/store/library-rdf.ts';
import { queryContext, phraseKey } from '../electron/engine/retrieve/symbolic/understand/context.ts';
import type { BenchOptions, BenchResult } from './run.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const corpora = path.join(root, 'bench', 'corpora');
const cli = path.join(root, 'bin', 'quarry.mjs');

/** Worst files named per domain in the notes. */
const WORST_FILES = 3;

interface Fact {
  entity: string;
  attribute: string;
  stated: string;
  file: string;
}

/** source.csv rows (RFC 4180 quoting) with a stated text and a file. */
function readFacts(file: string): Fact[] {
  const text = fs.readFileSync(file, 'utf8');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  const [head, ...body] = rows;
  const at = (k: string) => head?.indexOf(k) ?? -1;
  const [e, a, s, f] = [at('entity'), at('attribute'), at('stated'), at('file')];
  if (e < 0 || a < 0 || s < 0 || f < 0) return [];
  return body.filter((r) => r[s]?.trim() && r[f]?.trim()).map((r) => ({ entity: r[e]!, attribute: r[a]!, stated: r[s]!, file: r[f]! }));
}

const norm = (s: string) => s.toLowerCase().normalize('NFKC').replace(/[^\p{L}\p{N}.]+/gu, ' ').trim();
function numbers(s: string): Set<number> {
  const out = new Set<number>();
  for (const m of s.matchAll(/-?\d[\d,]*(?:\.\d+)?/g)) {
    const n = Number(m[0].replace(/,/g, ''));
    if (Number.isFinite(n)) out.add(n);
  }
  return out;
}

/** Whether a value the library holds is the stated one: the same text, one holding the other, or a shared number. */
function matches(stated: string, value: string): boolean {
  const s = norm(stated);
  const v = norm(value);
  if (s && (s === v || (s.length > 2 && v.length > 1 && (s.includes(v) || v.includes(s))))) return true;
  const sn = numbers(stated);
  if (!sn.size) return false;
  for (const n of numbers(value)) if (sn.has(n)) return true;
  return false;
}

const SPECS = `PREFIX q: <https://quarry.local/ontology#> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?e ?v WHERE { ?e q:hasSpec ?s . ?s q:hasValue ?x . ?x rdfs:label ?v }`;

async function recallOf(libraryFile: string, facts: Fact[]): Promise<{ found: boolean[]; named: boolean[] }> {
  const lib = openLibrary(libraryFile, { readonly: true });
  try {
    const ctx = await queryContext(lib);
    const rdf = await libraryRdf(lib);
    const result = await rdf.sparql(SPECS, { timeoutMs: 300_000, rowCap: 10_000_000 });
    const values = new Map<string, string[]>();
    if (result.kind === 'bindings') {
      for (const r of result.rows) {
        const e = r.e?.value;
        const v = r.v?.value;
        if (e && v) (values.get(e) ?? values.set(e, []).get(e)!).push(v);
      }
    }
    const itemsOf = new Map<string, string[]>();
    const found: boolean[] = [];
    const named: boolean[] = [];
    for (const f of facts) {
      let iris = itemsOf.get(f.entity);
      if (!iris) {
        iris = [...new Set((ctx.entityPhrases.get(phraseKey(f.entity)) ?? []).map((g) => g.target.iri))];
        itemsOf.set(f.entity, iris);
      }
      named.push(iris.length > 0);
      found.push(iris.some((iri) => (values.get(iri) ?? []).some((v) => matches(f.stated, v))));
    }
    return { found, named };
  } finally {
    lib.close();
  }
}

export async function run(opts: BenchOptions): Promise<BenchResult> {
  const all = fs
    .readdirSync(corpora, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(corpora, d.name, 'generate.mjs')))
    .map((d) => d.name)
    .sort();
  const pick = process.env.QUARRY_DOMAINS?.split(',').map((s) => s.trim()).filter(Boolean);
  const domains = all.filter((d) => (pick ? pick.includes(d) : opts.quick ? d === 'apiary' : true));
  if (!domains.length) throw new Error(`no domain selected (QUARRY_DOMAINS=${process.env.QUARRY_DOMAINS}); domains: ${all.join(', ')}`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-recall-'));
  const metrics: Record<string, number> = {};
  const table: BenchResult['table'] = [];
  const notes: string[] = [];
  let facts = 0;
  let found = 0;
  let unnamed = 0;
  try {
    for (const name of domains) {
      const dir = path.join(work, name);
      const corpus = path.join(dir, 'corpus');
      const source = path.join(dir, 'source.csv');
      fs.mkdirSync(dir, { recursive: true });
      execFileSync(process.execPath, [path.join(corpora, name, 'generate.mjs'), corpus, source], { stdio: ['ignore', 'ignore', 'inherit'] });
      const stated = readFacts(source);
      if (!stated.length) {
        notes.push(`${name}: its source.csv states no file for its facts (no "stated" and "file" columns): left out`);
        continue;
      }
      const library = path.join(dir, `${name}.quarry`);
      execFileSync(process.execPath, [cli, 'index', corpus, '--library', library, '--json'], { stdio: ['ignore', 'ignore', 'inherit'] });
      const r = await recallOf(library, stated);
      const hit = r.found.filter(Boolean).length;
      const none = r.named.filter((x) => !x).length;
      metrics[`${name}_recall`] = hit / stated.length;
      metrics[`${name}_unnamed`] = none / stated.length;
      table.push({ domain: name, facts: stated.length, found: hit, recall: hit / stated.length, no_item_by_name: none });
      facts += stated.length;
      found += hit;
      unnamed += none;
      // QUARRY_RECALL_FACTS=FILE: each stated fact and whether it was found, one JSON line each (to compare two runs)
      if (process.env.QUARRY_RECALL_FACTS) {
        fs.appendFileSync(process.env.QUARRY_RECALL_FACTS, stated.map((f, i) => JSON.stringify({ domain: name, ...f, found: !!r.found[i], named: !!r.named[i] })).join('\n') + '\n');
      }
      const byFile = new Map<string, { hit: number; n: number }>();
      stated.forEach((f, i) => {
        const e = byFile.get(f.file) ?? byFile.set(f.file, { hit: 0, n: 0 }).get(f.file)!;
        e.n++;
        if (r.found[i]) e.hit++;
      });
      const worst = [...byFile].filter(([, e]) => e.hit < e.n).sort((a, b) => b[1].n - b[1].hit - (a[1].n - a[1].hit)).slice(0, WORST_FILES);
      if (worst.length) notes.push(`${name}: most facts missed in ${worst.map(([f, e]) => `${f} (${e.hit}/${e.n})`).join(', ')}`);
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  metrics.recall = facts ? found / facts : 0;
  metrics.unnamed = facts ? unnamed / facts : 0;
  metrics.facts = facts;
  return { metrics, table, notes };
}
