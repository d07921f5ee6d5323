// Symbolic graph quality (issue 4): the devices corpus indexed with the real pipeline (ingest → records →
// symbolic graph), then for every device of the corpus and each numeric field of devices_v3.csv that the
// device's file states, whether the graph holds that number for that device (queried by SPARQL).
//   recovered: the graph has the field for the device and every value it has equals the table's;
//   wrong:     the graph has a value for the device and field that differs from the table's (misparsed, or a
//              number of another device) — counted wherever the table has a value, stated or not;
//   missing:   the file states it, the graph has nothing.
// The CSV is ground truth for this benchmark only; the device list and "what the file states" are read from
// the corpus files directly (not through Quarry's parsers), so parser misses count as misses.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { quarryError } from '../electron/engine/errors.ts';
import { indexFolders } from '../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../electron/engine/pipeline.ts';
import { openLibrary, type Library } from '../electron/engine/store/library.ts';
import { libraryRdf } from '../electron/engine/store/library-rdf.ts';
import { canonicalValueOf, convert, unitNamed, loadUnitTable } from '../electron/engine/skg/values/quantity.ts';

// ---------------------------------------------------------------- names (as /work/shared/bench/score_devices.py)
const BRANDS = ['alcatel', 'apple', 'asus', 'blu', 'htc', 'huawei', 'infinix', 'lenovo', 'lg', 'nokia', 'samsung', 'sony', 'xiaomi', 'zte'];

export function normName(s: string): string {
  let t = s.normalize('NFKD').replace(/[^\x00-\x7f]/g, '').toLowerCase();
  t = t.replace(/\+/g, ' plus ').replace(/[^a-z0-9]+/g, ' ').trim();
  const toks = t.split(' ').filter(Boolean);
  while (toks.length >= 2 && BRANDS.includes(toks[0]) && toks[1] === toks[0]) toks.shift();
  return toks.join(' ');
}

// ---------------------------------------------------------------- ground truth
type TruthRow = Record<string, string>;

function num(v: string | undefined): number | null {
  if (v === undefined) return null;
  const t = v.trim();
  if (!t || t === 'NULL') return null;
  const m = /^(-?\d+(?:\.\d+)?)\s*(GB|MB|TB)?$/i.exec(t);
  if (!m) return null;
  const n = Number(m[1]);
  const unit = (m[2] ?? '').toUpperCase();
  return unit === 'MB' ? n / 1024 : unit === 'TB' ? n * 1024 : n;
}

interface FieldSpec {
  field: string;
  /** The table's value as the graph should hold it (base unit), or null when the table has none. */
  truth(row: TruthRow): number[] | null;
  /** Entry labels whose specs hold the field. */
  entries: string[];
  /** Absolute tolerance. */
  tolerance: number;
  /** The table's unit; the graph's canonical numbers are converted to it (skg/values/quantity.ts). */
  unit?: string;
}

const one = (col: string, ok: (n: number) => boolean = () => true) => (row: TruthRow) => {
  const n = num(row[col]);
  return n !== null && ok(n) ? [n] : null;
};

/** Pseudo entry for dimensions the graph holds as separate Length, Width and Thickness specs. */
const SPLIT_DIMENSIONS = 'Length+Width+Thickness';

const FIELDS: FieldSpec[] = [
  { field: 'battery', truth: one('battery_capacity', (n) => n > 0), entries: ['Battery'], tolerance: 0.5, unit: 'mAh' },
  { field: 'screen_size', truth: one('screen_size', (n) => n > 0), entries: ['Display size'], tolerance: 0.005, unit: 'in' },
  { field: 'weight', truth: one('weight', (n) => n >= 50), entries: ['Weight'], tolerance: 0.05, unit: 'g' },
  { field: 'price', truth: one('price', (n) => n > 0), entries: ['Price'], tolerance: 0.006 },
  { field: 'year', truth: one('released_date', (n) => n > 1990), entries: ['Released'], tolerance: 0 },
  { field: 'ram', truth: one('ram', (n) => n > 0), entries: ['RAM'], tolerance: 0.001, unit: 'GB' },
  { field: 'storage', truth: one('internal_storage', (n) => n > 0), entries: ['Storage'], tolerance: 0.001, unit: 'GB' },
  {
    field: 'dimensions',
    truth: (row) => {
      const v = ['length', 'width', 'height'].map((c) => num(row[c]));
      return v.every((x) => x !== null && x > 0) ? (v as number[]) : null;
    },
    entries: ['Dimensions', SPLIT_DIMENSIONS],
    tolerance: 0.005,
    unit: 'mm',
  },
  { field: 'ppi', truth: one('ppi', (n) => n > 0), entries: ['Pixel density'], tolerance: 0.5, unit: 'ppi' },
  { field: 'sim_count', truth: one('sim_count'), entries: ['SIM slots'], tolerance: 0 },
];

// ---------------------------------------------------------------- the corpus, read directly
interface CorpusDevice {
  name: string;
  relpath: string;
  /** The text that states the device's facts: the page's text, or the catalogue row with its header. */
  text: string;
  /** Header → cell, for catalogue rows. */
  cells?: Record<string, string>;
}

const decodeEntities = (s: string) =>
  s
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, '&');

function corpusDevices(dir: string): CorpusDevice[] {
  const out: CorpusDevice[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (d !== dir) out.push(...devicesOfFile(full, path.relative(dir, full))); // the top level holds the README
    }
  };
  walk(dir);
  return out;
}

function devicesOfFile(file: string, relpath: string): CorpusDevice[] {
  const raw = fs.readFileSync(file, 'utf8');
  if (file.endsWith('.html')) {
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(raw);
    if (!h1) return [];
    const body = raw.replace(/<head>[\s\S]*?<\/head>/i, ' ');
    const text = decodeEntities(body.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
    return [{ name: decodeEntities(h1[1].replace(/<[^>]+>/g, '')).trim(), relpath, text }];
  }
  if (file.endsWith('.md')) {
    const front = /^title:\s*"?(.*?)"?\s*$/m.exec(raw);
    // headings such as "# alcatel Idol 5 — spec sheet": the device is the part before the dash
    const heading = /^#\s+(.+)$/m.exec(raw);
    const name = front ? front[1] : heading ? heading[1].replace(/\s+[—–]\s+.*$/, '') : null;
    return name ? [{ name: name.trim(), relpath, text: raw }] : [];
  }
  if (file.endsWith('.csv')) {
    const delimiter = raw.split('\n')[0].includes(';') ? ';' : ',';
    const parsed = Papa.parse<Record<string, string>>(raw, { header: true, delimiter, skipEmptyLines: true });
    return parsed.data.map((cells) => {
      const name = cells.Model ?? `${cells.Brand ?? ''} ${cells.Device ?? ''}`.trim();
      const text = Object.entries(cells).map(([k, v]) => `${k}: ${v}`).join(' | ');
      return { name, relpath, text, cells };
    });
  }
  return [];
}

/** Numbers written in a text, read with thousands separators ("8,827", "8 827") and without. */
function numbersIn(text: string): Set<number> {
  const out = new Set<number>();
  for (const m of text.matchAll(/\d{1,3}(?:[,\u202f\u00a0 ]\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?/g)) {
    const t = m[0];
    out.add(Number(t.replace(/[,\u202f\u00a0 ]/g, '')));
    if (/^\d+,\d{1,2}$/.test(t)) out.add(Number(t.replace(',', '.'))); // decimal comma
    for (const part of t.split(/[,\u202f\u00a0 ]/)) out.add(Number(part));
  }
  return out;
}

const has = (set: Set<number>, v: number, tol = 1e-9) => [...set].some((x) => Math.abs(x - v) <= tol);

/** Whether the device's own text states the table's value for the field (in any of the corpus' renderings). */
function states(field: string, truth: number[], dev: CorpusDevice, numbers: Set<number>): boolean {
  const v = truth[0];
  switch (field) {
    case 'weight':
      return has(numbers, v) || has(numbers, v / 1000, 0.0005) || has(numbers, Math.round((v / 28.3495) * 100) / 100, 0.011);
    case 'price':
      return has(numbers, v, 0.006);
    case 'ram':
    case 'storage':
      return has(numbers, v) || has(numbers, v * 1024) || has(numbers, v * 1000) || has(numbers, v / 1024, 0.001) || has(numbers, v / 1000, 0.001);
    case 'dimensions':
      return truth.every((x) => has(numbers, x));
    case 'sim_count': {
      const slots = dev.cells?.['SIM slots'];
      if (slots !== undefined) return /^\d+$/.test(slots.trim()) && Number(slots) === v;
      const m = /\b(single|dual|triple|quad)[- ]sim\b/i.exec(dev.text);
      const count = m ? { single: 1, dual: 2, triple: 3, quad: 4 }[m[1].toLowerCase() as 'single'] : null;
      return count === v;
    }
    default:
      return has(numbers, v);
  }
}

// ---------------------------------------------------------------- the graph
const units = loadUnitTable();
/** A graph value (canonical numbers in its q:hasUnit) in the table's unit. */
function inUnit(g: GraphValue, unit: string | undefined): GraphValue {
  if (!unit || !g.unit) return g;
  const values = g.values.map((v) => convert(units, v, g.unit!, unit));
  return values.every((v) => v !== null) ? { ...g, values: values as number[], unit } : g;
}

interface GraphValue {
  values: number[];
  unit: string | null;
  sourceRow: number | null;
}

async function graphValues(library: Library): Promise<Map<string, Map<string, GraphValue[]>>> {
  const rdf = await libraryRdf(library);
  const prefix = `PREFIX q: <https://quarry.local/ontology#> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>`;
  const base = `?e q:hasName ?name . ?e q:hasSpec ?s . ?s q:inEntry ?en . ?en rdfs:label ?label . ?s q:sourceRow ?row .`;
  const opts = { rowCap: 5_000_000, timeoutMs: 600_000 };
  const numeric = await rdf.sparql(`${prefix} SELECT ?name ?label ?s ?row ?v WHERE { ${base} ?s q:hasNumericValue ?v }`, opts);
  const years = await rdf.sparql(`${prefix} SELECT ?name ?label ?s ?row ?v WHERE { ${base} ?s q:hasYear ?v }`, opts);
  const dims = await rdf.sparql(`${prefix} SELECT ?name ?label ?s ?row ?d1 ?d2 ?d3 WHERE { ${base} ?s q:hasDim1 ?d1 . ?s q:hasDim2 ?d2 . ?s q:hasDim3 ?d3 }`, opts);
  const units = await rdf.sparql(`${prefix} SELECT ?s ?u WHERE { ?s q:hasUnit ?u }`, opts);
  for (const r of [numeric, years, dims, units]) if (r.truncated) throw quarryError('QUERY_TOO_LARGE', 'bench skg graph query');
  const unitOf = new Map(units.rows.map((r) => [r.s.value, r.u.value]));
  const out = new Map<string, Map<string, GraphValue[]>>();
  const put = (name: string, label: string, v: GraphValue) => {
    const byEntry = out.get(name) ?? new Map<string, GraphValue[]>();
    out.set(name, byEntry);
    byEntry.set(label, [...(byEntry.get(label) ?? []), v]);
  };
  const seen = new Set<string>();
  for (const r of [...numeric.rows, ...years.rows]) {
    const key = `${r.s.value}|${r.label.value}|${r.v.value}`;
    if (seen.has(key)) continue;
    seen.add(key);
    put(r.name.value, r.label.value, { values: [Number(r.v.value)], unit: unitOf.get(r.s.value) ?? null, sourceRow: Number(r.row.value) });
  }
  for (const r of dims.rows) {
    if (r.label.value !== 'Dimensions') continue;
    put(r.name.value, 'Dimensions', { values: [Number(r.d1.value), Number(r.d2.value), Number(r.d3.value)], unit: unitOf.get(r.s.value) ?? null, sourceRow: Number(r.row.value) });
  }
  // dimensions stated as separate length / width / thickness entries: one composed value, citing the length row
  const parts = new Map<string, Partial<Record<'Length' | 'Width' | 'Thickness', GraphValue>>>();
  for (const r of numeric.rows) {
    const label = r.label.value;
    if (label !== 'Length' && label !== 'Width' && label !== 'Thickness') continue;
    const p = parts.get(r.name.value) ?? {};
    p[label] = { values: [Number(r.v.value)], unit: unitOf.get(r.s.value) ?? null, sourceRow: Number(r.row.value) };
    parts.set(r.name.value, p);
  }
  for (const [name, p] of parts) {
    if (p.Length && p.Width && p.Thickness && !out.get(name)?.has('Dimensions')) {
      put(name, SPLIT_DIMENSIONS, { values: [p.Length.values[0], p.Width.values[0], p.Thickness.values[0]], unit: p.Length.unit, sourceRow: p.Length.sourceRow });
    }
  }
  return out;
}

// ---------------------------------------------------------------- the benchmark
interface FieldScore {
  stated: number;
  recovered: number;
  missing: number;
  wrong: number;
  /** Wrong values for devices whose file does not state the field. */
  wrongUnstated: number;
  missExamples: string[];
  wrongExamples: string[];
}

export async function run(opts: { sharedDir: string; quick?: boolean }) {
  const corpusDir = path.join(opts.sharedDir, 'datasets', 'devices-corpus');
  const csvPath = path.join(opts.sharedDir, 'datasets', 'product_specs', 'gsmarena_devices_v3', 'devices_v3.csv');
  for (const p of [corpusDir, csvPath]) if (!fs.existsSync(p)) throw quarryError('BENCH_DATA_MISSING', p);

  const truthRows = Papa.parse<TruthRow>(fs.readFileSync(csvPath, 'utf8'), { header: true, skipEmptyLines: true }).data;
  const truthByName = new Map(truthRows.map((r) => [normName(r.name), r]));
  const devices = corpusDevices(corpusDir);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-bench-skg-'));
  const file = path.join(dir, 'skg.quarry');
  const library = openLibrary(file);
  const notes: string[] = [];
  try {
    const t0 = performance.now();
    await indexFolders(library, [corpusDir], { derivers: defaultDerivers() });
    const loadS = (performance.now() - t0) / 1000;
    const tq = performance.now();
    const graph = await graphValues(library);
    const queryS = (performance.now() - tq) / 1000;
    const graphByNorm = new Map<string, Map<string, GraphValue[]>>();
    for (const [name, byEntry] of graph) {
      const key = normName(name);
      const merged = graphByNorm.get(key) ?? new Map<string, GraphValue[]>();
      for (const [label, vs] of byEntry) merged.set(label, [...(merged.get(label) ?? []), ...vs]);
      graphByNorm.set(key, merged);
    }
    const rawRow = library.db.prepare(`SELECT key, value FROM record_rows WHERE id = ?`);
    const docRows = library.db.prepare(
      `SELECT r.key, r.value FROM record_rows r JOIN documents d ON d.id = r.doc_id JOIN records rec ON rec.id = r.record_id
        WHERE d.relpath = ? AND rec.subject = ? ORDER BY r.position`,
    );

    const scores = new Map<string, FieldScore>(FIELDS.map((f) => [f.field, { stated: 0, recovered: 0, missing: 0, wrong: 0, wrongUnstated: 0, missExamples: [], wrongExamples: [] }]));
    let unmatchedTruth = 0;
    let devicesWithoutEntity = 0;
    for (const dev of devices) {
      const truth = truthByName.get(normName(dev.name));
      if (!truth) {
        unmatchedTruth++;
        continue;
      }
      const facts = graphByNorm.get(normName(dev.name));
      if (!facts) devicesWithoutEntity++;
      const numbers = numbersIn(dev.text);
      for (const f of FIELDS) {
        const expected = f.truth(truth);
        if (!expected) continue;
        const score = scores.get(f.field)!;
        const stated = states(f.field, expected, dev, numbers);
        const got = f.entries.flatMap((e) => facts?.get(e) ?? []).map((g) => inUnit(g, f.unit));
        const matches = (g: GraphValue) => g.values.length === expected.length && g.values.every((v, i) => Math.abs(v - expected[i]) <= f.tolerance + 1e-9);
        const bad = got.filter((g) => !matches(g));
        const describe = (g: GraphValue) => {
          const row = g.sourceRow !== null ? (rawRow.get(g.sourceRow) as { key: string; value: string } | undefined) : undefined;
          return `${dev.name} (${dev.relpath}): graph ${g.values.join('×')}${g.unit ? ' ' + g.unit : ''} from "${row?.key}: ${row?.value}", table ${expected.join('×')}`;
        };
        if (bad.length) {
          if (stated) score.wrong++;
          else score.wrongUnstated++;
          if (score.wrongExamples.length < 6) score.wrongExamples.push(describe(bad[0]));
        }
        if (!stated) continue;
        score.stated++;
        if (got.length && !bad.length) score.recovered++;
        else if (!got.length) {
          score.missing++;
          if (score.missExamples.length < 6) {
            const rows = docRows.all(dev.relpath, dev.name) as Array<{ key: string; value: string }>;
            const near = rows.filter((r) => expected.some((x) => r.value.includes(String(x)) || r.value.replace(/[, ]/g, '').includes(String(x))));
            const where = !facts ? 'no entity with this name in the graph' : near.length ? `rows ${near.map((r) => `"${r.key}: ${r.value}"`).join(', ')}` : 'no record row holds the number';
            score.missExamples.push(`${dev.name} (${dev.relpath}): table ${expected.join('×')}; ${where}`);
          }
        }
      }
    }

    // the issue's CLI check: battery >= 5000 mAh and price < 300 EUR through `quarry sparql`, against the table
    library.db.pragma('wal_checkpoint(PASSIVE)');
    const cliQuery = `SELECT DISTINCT ?name WHERE { ?e q:hasName ?name ; q:hasSpec ?b, ?p .
      ?b q:inEntry ?be . ?be rdfs:label "Battery" . ?b q:hasNumericValue ?bv . ?b q:hasUnit "${unitNamed(units, 'mAh')!.canonicalUnit}" .
      ?p q:inEntry ?pe . ?pe rdfs:label "Price" . ?p q:hasNumericValue ?pv . ?p q:hasUnit "EUR" .
      FILTER(?bv >= ${canonicalValueOf(units, 5000, 'mAh')} && ?pv < 300) }`;
    const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'quarry.mjs');
    const out = JSON.parse(execFileSync(process.execPath, [cli, 'sparql', '--json', '--library', file, cliQuery], { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 })) as { rows: Array<{ name: { value: string } }> };
    const fromSparql = new Set(out.rows.map((r) => normName(r.name.value)));
    const fromTable = new Set(
      devices
        .map((d) => ({ d, t: truthByName.get(normName(d.name)) }))
        .filter(({ t }) => t && (num(t.battery_capacity) ?? 0) >= 5000 && (num(t.price) ?? Infinity) < 300 && (num(t.price) ?? 0) > 0)
        .map(({ d }) => normName(d.name)),
    );
    const onlySparql = [...fromSparql].filter((n) => !fromTable.has(n));
    const onlyTable = [...fromTable].filter((n) => !fromSparql.has(n));
    notes.push(`quarry sparql (battery >= 5000 mAh, price < 300 EUR): ${fromSparql.size} devices; table: ${fromTable.size}; only in SPARQL: ${onlySparql.slice(0, 5).join(', ') || 'none'}; only in table: ${onlyTable.slice(0, 5).join(', ') || 'none'}`);

    const metrics: Record<string, number> = {};
    metrics.sparql_filter_devices = fromSparql.size;
    metrics.sparql_filter_table_devices = fromTable.size;
    metrics.sparql_filter_mismatches = onlySparql.length + onlyTable.length;
    const table: Array<Record<string, string | number>> = [];
    let stated = 0;
    let recovered = 0;
    let wrong = 0;
    for (const f of FIELDS) {
      const s = scores.get(f.field)!;
      stated += s.stated;
      recovered += s.recovered;
      wrong += s.wrong + s.wrongUnstated;
      metrics[`recovered_${f.field}`] = s.stated ? s.recovered / s.stated : 0;
      table.push({
        field: f.field,
        stated: s.stated,
        recovered: s.recovered,
        share: Number((s.stated ? s.recovered / s.stated : 0).toFixed(4)),
        missing: s.missing,
        wrong: s.wrong,
        'wrong (unstated)': s.wrongUnstated,
      });
      for (const e of s.wrongExamples) notes.push(`wrong ${f.field}: ${e}`);
      for (const e of s.missExamples) notes.push(`missing ${f.field}: ${e}`);
    }
    const rdf = await libraryRdf(library);
    metrics.numeric_recovered_share = stated ? recovered / stated : 0;
    metrics.wrong_numbers = wrong;
    metrics.triples = rdf.countQuads();
    metrics.load_s = loadS;
    metrics.query_s = queryS;
    metrics.devices = devices.length;
    library.db.pragma('wal_checkpoint(TRUNCATE)');
    metrics.library_mb = ['', '-wal'].reduce((s, x) => s + (fs.existsSync(file + x) ? fs.statSync(file + x).size : 0), 0) / 2 ** 20;
    notes.unshift(
      `${devices.length} devices in the corpus files, ${unmatchedTruth} without a row in devices_v3.csv, ${devicesWithoutEntity} without an entity of that name in the graph; ` +
        `${stated} stated facts, ${recovered} recovered, ${wrong} wrong`,
    );
    return { metrics, table, notes };
  } finally {
    library.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
