// Symbolic graph quality on a folder of another kind (issue 12): the foods corpus (HTML pages in three layouts,
// Markdown notes in two, CSV/TSV exports, flat and nested JSON) indexed with the real pipeline, then every numeric
// fact of ../shared/datasets/foods-source/facts.csv (ground truth only, never input) looked up in the graph.
//   property:   a source field without its unit suffix (energy_kj and energy_kcal are one property, energy):
//               the 20 nutrients.
//   attribute:  where a spec sits in the graph: the aligned attribute of its Entry (q:inAttribute), else the Entry
//               (q:inEntry); `attributeOf` is the one place that decides.
//   An attribute is taken to hold a property when most of its matching values are that property's (decided on
//   non-zero values only, so that the many zeros cannot pair unrelated attributes).
//   recovered:  the food's entity (its name, from the file the fact is in) has a spec in an attribute of the
//               property whose canonical value equals the fact in canonical units (kJ/kcal → J, mg/µg → g) within
//               a rounding tolerance;
//   wrong:      such a spec with a different value (a misparse, or a unit not converted);
//   attributes_per_property: the mean number of distinct attributes holding a property's recovered facts
//               (1.0 = every label variant merged into one attribute).
import fs from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { quarryError } from '../electron/engine/errors.ts';
import { libraryRdf } from '../electron/engine/store/library-rdf.ts';
import { findUnit, loadUnitTable, toCanonical, unitNamed } from '../electron/engine/skg/values/quantity.ts';
import { indexedLibrary } from './_library.ts';

interface TruthFact {
  code: string;
  name: string;
  file: string;
  field: string;
  value: string;
  unit: string;
}

interface GraphSpec {
  spec: string;
  entity: string;
  name: string;
  attribute: string;
  value: number;
  unit: string | null;
  dimension: string | null;
  relpath: string;
  prose: boolean;
  /** Half a unit of the last digit the value is written with, in canonical units ("20 kcal" → ±0.5 kcal). */
  precision: number;
}

/** The attribute a spec sits in: the aligned attribute of its Entry (q:inAttribute, skg/schema/), else the Entry. */
function attributeOf(row: { entryLabel: string; attribute?: string }): string {
  return row.attribute ?? row.entryLabel;
}

export function normFood(s: string): string {
  return s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

/** "energy_kcal" → "energy", "carotene_ug" → "carotene": a field without its unit suffix. */
function propertyOf(field: string, units: ReturnType<typeof loadUnitTable>): string {
  const m = /^(.*)_([a-zµ]+)$/i.exec(field);
  return m && findUnit(units, m[2]!) ? m[1]! : field;
}

/**
 * Equal within rounding: the source rounds to 2 decimals in its unit (statedFactor: canonical value of 0.01 of
 * its unit ×100, so kcal, rounded to whole numbers, passes 100 kcal), and a spec is as precise as the digits it
 * is written with ("20 kcal" is 19.5–20.5 kcal).
 */
function sameValue(s: GraphSpec, expected: number, statedFactor: number): boolean {
  return Math.abs(s.value - expected) <= Math.max(0.006 * Math.abs(expected), 0.0051 * statedFactor, s.precision) + 1e-12;
}

function precisionOf(statedValue: string | undefined, statedUnit: string | undefined, units: ReturnType<typeof loadUnitTable>): number {
  if (statedValue === undefined) return 0;
  const decimals = /\.(\d+)$/.exec(statedValue)?.[1]?.length ?? 0;
  const u = statedUnit ? unitNamed(units, statedUnit) : null;
  const factor = u ? Math.abs(u.toCanonical(1) - u.toCanonical(0)) : 1;
  return 0.5 * 10 ** -decimals * factor;
}

export async function run(opts: { sharedDir: string; quick?: boolean }) {
  const corpusDir = path.join(opts.sharedDir, 'datasets', 'foods-corpus');
  const factsPath = path.join(opts.sharedDir, 'datasets', 'foods-source', 'facts.csv');
  for (const p of [corpusDir, factsPath]) if (!fs.existsSync(p)) throw quarryError('BENCH_DATA_MISSING', p);
  const units = loadUnitTable();
  const truth = Papa.parse<TruthFact>(fs.readFileSync(factsPath, 'utf8'), { header: true, skipEmptyLines: true }).data;

  const { library, seconds, dir } = await indexedLibrary('skg-foods', corpusDir);
  const notes: string[] = [];
  try {
    const rdf = await libraryRdf(library);
    const t0 = performance.now();
    const res = await rdf.sparql(
      `PREFIX q: <https://quarry.local/ontology#> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
       SELECT ?e ?name ?s ?label ?attr ?v ?u ?d ?row ?in ?sv ?su WHERE {
         ?e q:hasName ?name . ?e q:hasSpec ?s . ?s q:inEntry ?en . ?en rdfs:label ?label . ?s q:hasNumericValue ?v .
         ?s q:sourceRow ?row . OPTIONAL { ?s q:hasUnit ?u } OPTIONAL { ?s q:hasDimension ?d } OPTIONAL { ?s q:statedIn ?in }
         OPTIONAL { ?s q:statedValue ?sv } OPTIONAL { ?s q:statedUnit ?su } OPTIONAL { ?en q:inAttribute ?attr } }`,
      { rowCap: 5_000_000, timeoutMs: 600_000 },
    );
    if (res.truncated) throw quarryError('QUERY_TOO_LARGE', 'bench skg-foods graph query');
    const queryS = (performance.now() - t0) / 1000;
    const docOfRow = library.db.prepare(`SELECT d.relpath AS relpath FROM record_rows r JOIN documents d ON d.id = r.doc_id WHERE r.id = ?`).pluck();
    const relpathOf = new Map<number, string>();
    const specs: GraphSpec[] = [];
    const seen = new Set<string>();
    for (const r of res.rows) {
      const key = `${r.s.value}|${r.e.value}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const row = Number(r.row.value);
      let relpath = relpathOf.get(row);
      if (relpath === undefined) {
        relpath = String(docOfRow.get(row) ?? '');
        relpathOf.set(row, relpath);
      }
      specs.push({
        spec: r.s.value, entity: r.e.value, name: r.name.value, attribute: attributeOf({ entryLabel: r.label.value, attribute: r.attr?.value }), value: Number(r.v.value),
        unit: r.u?.value ?? null, dimension: r.d?.value ?? null, relpath, prose: r.in?.value === 'prose',
        precision: precisionOf(r.sv?.value, r.su?.value, units),
      });
    }
    const specsByFileFood = new Map<string, GraphSpec[]>();
    for (const s of specs) {
      const k = `${s.relpath}|${normFood(s.name)}`;
      specsByFileFood.set(k, [...(specsByFileFood.get(k) ?? []), s]);
    }

    interface Fact { food: string; file: string; property: string; expected: number; dimension: string; statedFactor: number; raw: string }
    const facts: Fact[] = [];
    for (const t of truth) {
      const u = findUnit(units, t.unit);
      if (!u) throw quarryError('BENCH_DATA_MISSING', `facts.csv unit "${t.unit}" is not in the unit table`);
      const c = toCanonical(Number(t.value), u);
      // the source gives values to 2 decimals, and kcal as kJ / 4.184 rounded to a whole number (foods-corpus README)
      const statedFactor = u.symbol === 'kcal' ? 100 * u.toCanonical(1) : u.toCanonical(1);
      facts.push({ food: normFood(t.name), file: t.file, property: propertyOf(t.field, units), expected: c.value, dimension: c.dimension, statedFactor, raw: `${t.field}=${t.value} ${t.unit}` });
    }
    // (food, property) → its facts (energy may be stated in kJ and in kcal)
    const byFoodProperty = new Map<string, Fact[]>();
    for (const f of facts) {
      const k = `${f.file}|${f.food}|${f.property}`;
      byFoodProperty.set(k, [...(byFoodProperty.get(k) ?? []), f]);
    }

    // which attributes hold which property: votes of matching non-zero values
    const votes = new Map<string, Map<string, number>>();
    for (const f of facts) {
      if (f.expected === 0) continue;
      for (const s of specsByFileFood.get(`${f.file}|${f.food}`) ?? []) {
        // votes need an exact match of non-zero values (a "0 mg" written to the milligram would match any µg)
        if (s.dimension !== f.dimension || s.value === 0 || !sameValue({ ...s, precision: 0 }, f.expected, f.statedFactor)) continue;
        const m = votes.get(s.attribute) ?? new Map<string, number>();
        m.set(f.property, (m.get(f.property) ?? 0) + 1);
        votes.set(s.attribute, m);
      }
    }
    const propertyOfAttribute = new Map<string, string>();
    for (const [attr, m] of votes) propertyOfAttribute.set(attr, [...m].sort((a, b) => b[1] - a[1])[0]![0]);

    const perProperty = new Map<string, { stated: number; recovered: number; wrong: number; missing: number; attributes: Set<string>; proseOnly: number }>();
    const missExamples: string[] = [];
    const wrongExamples: string[] = [];
    let foodsWithoutEntity = 0;
    const foodsSeen = new Set<string>();
    for (const [key, fs_] of byFoodProperty) {
      const f0 = fs_[0]!;
      const p = perProperty.get(f0.property) ?? { stated: 0, recovered: 0, wrong: 0, missing: 0, attributes: new Set<string>(), proseOnly: 0 };
      perProperty.set(f0.property, p);
      p.stated += fs_.length;
      const all = specsByFileFood.get(`${f0.file}|${f0.food}`);
      if (!all && !foodsSeen.has(`${f0.file}|${f0.food}`)) foodsWithoutEntity++;
      foodsSeen.add(`${f0.file}|${f0.food}`);
      const mine = (all ?? []).filter((s) => propertyOfAttribute.get(s.attribute) === f0.property);
      for (const f of fs_) {
        const hits = mine.filter((s) => s.dimension === f.dimension && sameValue(s, f.expected, f.statedFactor));
        if (hits.length) {
          p.recovered++;
          for (const h of hits) p.attributes.add(h.attribute);
          if (hits.every((h) => h.prose)) p.proseOnly++;
        } else {
          p.missing++;
          if (missExamples.length < 8) missExamples.push(`${key}: ${f.raw}; graph ${mine.map((s) => `${s.attribute}=${s.value} ${s.unit ?? ''}`).join(', ') || (all ? 'no spec in an attribute of the property' : 'no entity of this name from this file')}`);
        }
      }
      // a value of the property on this food that matches none of its stated facts
      for (const s of mine) {
        if (fs_.some((f) => s.dimension === f.dimension && sameValue(s, f.expected, f.statedFactor))) continue;
        p.wrong++;
        if (wrongExamples.length < 8) wrongExamples.push(`${key}: graph ${s.attribute}=${s.value} ${s.unit ?? ''} (${s.dimension ?? 'no dimension'}), source ${fs_.map((f) => f.raw).join(' / ')}`);
      }
    }

    const table: Array<Record<string, string | number>> = [];
    let stated = 0, recovered = 0, wrong = 0, attrSum = 0;
    for (const [prop, p] of [...perProperty].sort((a, b) => a[0].localeCompare(b[0]))) {
      stated += p.stated;
      recovered += p.recovered;
      wrong += p.wrong;
      attrSum += p.attributes.size;
      table.push({ property: prop, stated: p.stated, recovered: p.recovered, share: Number((p.recovered / p.stated).toFixed(4)), missing: p.missing, wrong: p.wrong, attributes: p.attributes.size, 'prose only': p.proseOnly });
    }
    for (const [prop, p] of perProperty) if (p.attributes.size > 1) notes.push(`${prop}: ${[...p.attributes].sort().join(' | ')}`);
    for (const e of wrongExamples) notes.push(`wrong: ${e}`);
    for (const e of missExamples) notes.push(`missing: ${e}`);
    notes.push(`${foodsWithoutEntity} (file, food) pairs of the source have no entity of that name from that file`);
    const metrics: Record<string, number> = {
      recovered_share: stated ? recovered / stated : 0,
      wrong_numbers: wrong,
      attributes_per_property: perProperty.size ? attrSum / perProperty.size : 0,
      stated_facts: stated,
      properties: perProperty.size,
      foods_without_entity: foodsWithoutEntity,
      index_s: seconds,
      query_s: queryS,
    };
    return { metrics, table, notes };
  } finally {
    library.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
