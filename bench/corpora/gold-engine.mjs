// Computes gold answers for hand-written questions from a domain's ground-truth table (source.csv).
// A question carries structured constraints (its meaning, written by hand next to its wording); this module
// evaluates them over the table, fills gold_items / gold_value / tolerance / evidence_files, and warns when a
// question is fragile (a threshold within rounding distance of a value, a tie at a top-N boundary, an empty
// answer that was not meant to be empty, a name the table does not know).
//
// Constraint forms (field names are source.csv attributes or derived fields of the domain):
//   { type, where: [cond…] }                                  kind list: the matching entities
//   { type, where, aggregate: 'count' }                        kind count
//   { type, where, aggregate: 'exists' }                       kind boolean: is there any …
//   { type, where, aggregate: 'sum'|'mean'|'min'|'max', field, unit?, tolPct? }   kind value
//   { type, where, aggregate: 'argmax'|'argmin', field, unit?, n? }      kind list (n = top-N, default 1)
//   { entity, field, unit? }                                   lookup: kind value (or list for a list field)
//   { entity, check: [cond…] }                                 kind boolean about one entity
//   { entities: [a, b, …], field, winner: 'max'|'min' }        kind list: which of them; kind boolean: is it the first
// cond: { f, op, v, unit? } with op one of = != > >= < <= between (exclusive) between_incl has lacks has_any
//   has_all in not_in; { f, op: 'ref', where: [cond…] } (the entity named by field f satisfies where; for a list
//   field: any of them); { or: [[cond…], [cond…]] }; { not: [cond…] }.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// ------------------------------------------------------------------ units
const UNITS = {
  m: ['length', 1],
  ft: ['length', 0.3048],
  cm: ['length', 0.01],
  in: ['length', 0.0254],
  km: ['distance', 1],
  mi: ['distance', 1.609344],
  km2: ['area', 1],
  'sq mi': ['area', 2.589988110336],
  ha: ['area', 0.01],
  m2: ['area', 1e-6],
  'sq ft': ['area', 0.09290304e-6],
  kcal: ['energy', 1],
  kJ: ['energy', 1 / 4.184],
  min: ['time', 1],
  h: ['time', 60],
  g: ['mass', 1],
  oz: ['mass', 28.349523125],
  lb: ['mass', 453.59237],
  st: ['mass', 6350.29318],
  kg: ['mass', 1000],
  kW: ['power', 1],
  hp: ['power', 0.745699872],
  PS: ['power', 0.73549875],
  L: ['volume', 1],
  cc: ['volume', 0.001],
};

export function convert(x, from, to) {
  if (from === to || !to || !from) return x;
  const a = UNITS[from];
  const b = UNITS[to];
  if (!a || !b || a[0] !== b[0]) throw new Error(`cannot convert ${from} → ${to}`);
  return (x * a[1]) / b[1];
}

// ------------------------------------------------------------------ source table
function parseCsv(text) {
  const rows = [];
  let row = [];
  let cell = '';
  let q = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (q) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') q = false;
      else cell += ch;
    } else if (ch === '"') q = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

export function loadSource(file) {
  const [header, ...rows] = parseCsv(fs.readFileSync(file, 'utf8'));
  const ix = Object.fromEntries(header.map((h, i) => [h, i]));
  const entities = new Map();
  const units = {};
  for (const r of rows) {
    const name = r[ix.entity];
    const attr = r[ix.attribute];
    const unit = r[ix.unit];
    const raw = r[ix.value];
    let value;
    if (unit === 'list') value = raw === '' ? [] : raw.split('|');
    else if (unit === 'bool') value = raw === 'true';
    else if (unit === 'date' || unit === 'person' || unit === 'place' || unit === 'text') value = raw === '' ? null : raw;
    else if (raw === '') value = null;
    else if (/^-?\d+(\.\d+)?(e-?\d+)?$/.test(raw)) value = Number(raw);
    else value = raw;
    if (!entities.has(name)) entities.set(name, { name, type: r[ix.type], file: r[ix.file], attrs: {}, units: {}, stated: {} });
    entities.get(name).attrs[attr] = value;
    entities.get(name).units[attr] = unit;
    entities.get(name).stated[attr] = r[ix.stated];
    const key = `${r[ix.type]}.${attr}`;
    // A field keeps one unit, except money as written (EUR or GBP): questions on it scope by currency.
    if (units[key] != null && units[key] !== unit) units[key] = 'mixed';
    else units[key] = unit;
  }
  return { entities, units };
}

// ------------------------------------------------------------------ evaluation
const lc = (s) => String(s).toLowerCase();
/** Numbers by value, ISO dates and other strings in order. */
const cmp = (a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0);

export class Gold {
  /** derive(entity, gold) → extra attrs; derivedUnits: { 'type.field': unit } */
  constructor(sourceFile, { derive, derivedUnits = {} } = {}) {
    const { entities, units } = loadSource(sourceFile);
    this.entities = entities;
    this.units = { ...units, ...derivedUnits };
    this.warnings = [];
    if (derive) for (const e of entities.values()) Object.assign(e.attrs, derive(e, this));
  }

  byLower() {
    this._lower ??= new Map([...this.entities.values()].map((e) => [lc(e.name), e]));
    return this._lower;
  }

  entity(name) {
    const e = this.entities.get(name);
    if (!e) throw new Error(`unknown entity "${name}"`);
    return e;
  }

  ofType(type) {
    return [...this.entities.values()].filter((e) => e.type === type);
  }

  unitOf(type, field) {
    const u = this.units[`${type}.${field}`];
    if (u == null) throw new Error(`unknown field ${type}.${field}`);
    return u === 'mixed' ? null : u;
  }

  /** A numeric threshold of a condition, in the field's canonical unit. */
  /** True when the page states this number in another unit (the canonical value was converted from it). */
  converted(e, field) {
    const v = e.attrs[field];
    if (typeof v !== 'number') return false;
    const nums = (e.stated[field] ?? '').replace(/(\d),(\d{3})/g, '$1$2').replace(/(\d),(\d)/g, '$1.$2').match(/\d+(\.\d+)?/g) ?? [];
    return !nums.some((n) => Math.abs(Number(n) - v) < 1e-9 || Math.abs(Number(n) * 1e6 - v) < 1e-3);
  }

  threshold(type, c, v) {
    return c.unit ? convert(v, c.unit, this.unitOf(type, c.f)) : v;
  }

  test(e, c, ctx) {
    if (c.or) return c.or.some((group) => group.every((x) => this.test(e, x, ctx)));
    if (c.not) return !c.not.every((x) => this.test(e, x, ctx));
    const val = e.attrs[c.f];
    if (!(c.f in e.attrs)) {
      if (!ctx.quiet) throw new Error(`${e.type} "${e.name}" has no field ${c.f}`);
    }
    const num = (v) => this.threshold(e.type, c, v);
    const near = (x, t) => {
      if (c.unit && c.unit !== this.unitOf(e.type, c.f) && Math.abs(x - t) <= Math.abs(t) * 0.005) ctx.borderline.add(`${e.name} ${c.f}=${x} vs ${t}`);
    };
    switch (c.op) {
      case '=':
        return typeof val === 'string' && typeof c.v === 'string' ? lc(val) === lc(c.v) : val === c.v;
      case '!=':
        return typeof val === 'string' && typeof c.v === 'string' ? lc(val) !== lc(c.v) : val !== c.v;
      case '>':
      case '>=':
      case '<':
      case '<=': {
        if (val == null) return false;
        if (typeof val === 'string') {
          // dates (ISO strings) compare as strings
          return { '>': val > c.v, '>=': val >= c.v, '<': val < c.v, '<=': val <= c.v }[c.op];
        }
        const t = num(c.v);
        near(val, t);
        return { '>': val > t, '>=': val >= t, '<': val < t, '<=': val <= t }[c.op];
      }
      case 'between':
      case 'between_incl': {
        if (val == null) return false;
        if (typeof val === 'string') return c.op === 'between' ? val > c.v[0] && val < c.v[1] : val >= c.v[0] && val <= c.v[1];
        const [a, b] = c.v.map(num);
        near(val, a);
        near(val, b);
        return c.op === 'between' ? val > a && val < b : val >= a && val <= b;
      }
      case 'has':
        return Array.isArray(val) && val.some((x) => lc(x) === lc(c.v));
      case 'lacks':
        return Array.isArray(val) && !val.some((x) => lc(x) === lc(c.v));
      case 'has_any':
        return Array.isArray(val) && val.some((x) => c.v.some((y) => lc(x) === lc(y)));
      case 'has_all':
        return Array.isArray(val) && c.v.every((y) => val.some((x) => lc(x) === lc(y)));
      case 'in':
        return c.v.some((y) => lc(y) === lc(val));
      case 'not_in':
        return val != null && !c.v.some((y) => lc(y) === lc(val));
      case 'ref': {
        const names = Array.isArray(val) ? val : val == null ? [] : [val];
        return names.some((n) => {
          const t = this.entities.get(n) ?? this.byLower().get(lc(n));
          return t && c.where.every((x) => this.test(t, x, ctx));
        });
      }
      default:
        throw new Error(`unknown op ${c.op}`);
    }
  }

  select(type, where, ctx) {
    return this.ofType(type).filter((e) => (where ?? []).every((c) => this.test(e, c, ctx)));
  }

  checkNames(q, c) {
    const walk = (conds) => {
      for (const x of conds ?? []) {
        if (x.or) x.or.forEach(walk);
        if (x.not) walk(x.not);
        if (x.where) walk(x.where);
        if (typeof x.v === 'string' && ['manager', 'lead', 'head', 'neighbours', 'ingredients'].includes(x.f)) {
          if (!this.entities.has(x.v) && x.f !== 'ingredients') this.warnings.push(`${q.id}: "${x.v}" is not an entity`);
        }
        if (typeof x.v === 'string' && ['=', 'has', 'lacks', '!='].includes(x.op)) {
          // the value must occur somewhere in the table, else the question asks about nothing
          const seen = [...this.entities.values()].some((e) => {
            const val = e.attrs[x.f];
            return Array.isArray(val) ? val.some((y) => lc(y) === lc(x.v)) : val != null && lc(val) === lc(x.v);
          });
          if (!seen) this.warnings.push(`${q.id}: no entity has ${x.f} = "${x.v}"`);
        }
      }
    };
    walk(c.where);
    walk(c.check);
  }

  /** Fills the gold fields of one question. */
  answer(q) {
    const c = q.constraints;
    const ctx = { borderline: new Set() };
    this.checkNames(q, c);
    const out = { gold_items: null, gold_value: null, tolerance: null };
    const files = new Set();
    const fileOf = (name) => files.add(this.entity(name).file);
    let support = null;
    const roundv = (x) => Math.round(x * 10000) / 10000;

    if (c.entity && c.check) {
      const e = this.entity(c.entity);
      out.gold_value = c.check.every((x) => this.test(e, x, ctx));
      fileOf(e.name);
    } else if (c.entity) {
      const e = this.entity(c.entity);
      if (!(c.field in e.attrs)) throw new Error(`${q.id}: ${e.name} has no ${c.field}`);
      let v = e.attrs[c.field];
      fileOf(e.name);
      if (Array.isArray(v)) {
        out.gold_items = [...v];
      } else if (typeof v === 'number') {
        const from = this.unitOf(e.type, c.field) ?? e.units[c.field];
        const conv = (c.unit && c.unit !== from) || this.converted(e, c.field);
        v = convert(v, from, c.unit);
        out.gold_value = roundv(v);
        out.tolerance = c.tol ?? (conv ? roundv(Math.abs(v) * 0.005) : Number.isInteger(v) ? 0 : 0.005);
        if (c.unit || from) out.unit = c.unit ?? from;
      } else {
        out.gold_value = v;
        out.tolerance = 0;
      }
    } else if (c.entities) {
      const es = c.entities.map((n) => this.entity(n));
      const vals = es.map((e) => e.attrs[c.field]);
      if (vals.some((v) => v == null)) throw new Error(`${q.id}: missing ${c.field}`);
      const best = [...vals].sort(cmp)[c.winner === 'max' ? vals.length - 1 : 0];
      const winners = es.filter((e, i) => vals[i] === best);
      if (winners.length > 1) this.warnings.push(`${q.id}: tie between ${winners.map((w) => w.name).join(', ')}`);
      // kind boolean: "is the first of them the winner?" ("Is A more powerful than B?")
      if (q.kind === 'boolean') out.gold_value = winners.length === 1 && winners[0] === es[0];
      else out.gold_items = winners.map((w) => w.name);
      es.forEach((e) => fileOf(e.name));
      out.values = vals;
    } else {
      const sel = this.select(c.type, c.where, ctx);
      const agg = c.aggregate ?? 'list';
      if (agg === 'list') {
        out.gold_items = sel.map((e) => e.name).sort();
        if (!sel.length && !q.empty_ok) this.warnings.push(`${q.id}: empty answer`);
        sel.forEach((e) => fileOf(e.name));
      } else if (agg === 'count') {
        out.gold_value = sel.length;
        out.tolerance = 0;
        support = sel.map((e) => e.name).sort();
        sel.forEach((e) => fileOf(e.name));
      } else if (agg === 'exists') {
        out.gold_value = sel.length > 0;
        support = sel.map((e) => e.name).sort();
        sel.forEach((e) => fileOf(e.name));
      } else if (['sum', 'mean', 'min', 'max'].includes(agg)) {
        const withV = sel.filter((e) => typeof e.attrs[c.field] === 'number');
        if (!withV.length) throw new Error(`${q.id}: nothing to aggregate`);
        const from = this.unitOf(c.type, c.field);
        const vs = withV.map((e) => convert(e.attrs[c.field], from, c.unit));
        let v;
        if (agg === 'sum') v = vs.reduce((a, b) => a + b, 0);
        else if (agg === 'mean') v = vs.reduce((a, b) => a + b, 0) / vs.length;
        else v = agg === 'min' ? Math.min(...vs) : Math.max(...vs);
        const conv = (c.unit && c.unit !== from) || withV.some((e) => this.converted(e, c.field));
        out.gold_value = roundv(v);
        out.tolerance = c.tolPct != null ? roundv((Math.abs(v) * c.tolPct) / 100) : c.tol ?? (agg === 'mean' || conv ? roundv(Math.abs(v) * 0.005) : Number.isInteger(v) ? 0 : 0.005);
        out.unit = c.unit ?? from;
        if (agg === 'min' || agg === 'max') support = withV.filter((e, i) => vs[i] === v).map((e) => e.name);
        else support = withV.map((e) => e.name).sort();
        (agg === 'min' || agg === 'max' ? support : withV.map((e) => e.name)).forEach(fileOf);
        out.n = withV.length;
      } else if (agg === 'argmax' || agg === 'argmin') {
        const withV = sel.filter((e) => e.attrs[c.field] != null);
        const n = c.n ?? 1;
        const sorted = [...withV].sort((a, b) => (agg === 'argmax' ? cmp(b.attrs[c.field], a.attrs[c.field]) : cmp(a.attrs[c.field], b.attrs[c.field])));
        const top = sorted.slice(0, n);
        if (sorted.length > n && sorted[n].attrs[c.field] === sorted[n - 1].attrs[c.field]) this.warnings.push(`${q.id}: tie at the top-${n} boundary`);
        if (sorted.length < n) this.warnings.push(`${q.id}: only ${sorted.length} candidates for top ${n}`);
        out.gold_items = top.map((e) => e.name);
        out.values = top.map((e) => e.attrs[c.field]);
        top.forEach((e) => fileOf(e.name));
      } else throw new Error(`${q.id}: aggregate ${agg}`);
    }
    if (ctx.borderline.size) this.warnings.push(`${q.id}: borderline after unit conversion: ${[...ctx.borderline].slice(0, 3).join('; ')}`);
    if (q.kind === 'list' && out.gold_items == null) throw new Error(`${q.id}: kind list but the constraints give a value`);
    if (q.kind !== 'list' && out.gold_value == null) throw new Error(`${q.id}: kind ${q.kind} but the constraints give no value`);
    if (q.kind === 'boolean' && typeof out.gold_value !== 'boolean') throw new Error(`${q.id}: boolean kind, value ${out.gold_value}`);
    if (q.kind === 'count' && c.aggregate !== 'count' && typeof out.gold_value !== 'number') throw new Error(`${q.id}: count kind, value ${out.gold_value}`);
    const res = {
      id: q.id,
      question: q.question,
      category: q.category,
      kind: q.kind,
      gold_items: out.gold_items,
      gold_value: out.gold_value,
      tolerance: out.tolerance,
      constraints: c,
    };
    if (out.unit) res.unit = out.unit;
    if (out.values) res.values = out.values;
    if (support) res.support_items = support;
    res.evidence_files = [...files].sort();
    if (q.typo) res.typo = q.typo;
    return res;
  }
}

const CATEGORIES = ['inverse', 'multi-condition', 'aggregate', 'lookup', 'comparison'];
const KINDS = ['list', 'count', 'value', 'boolean'];

/** Runs every question; returns the filled list and prints warnings and the mix. */
/**
 * Numeric thresholds within 0.5 % of a value of the field (canonical units), a rounding risk for the gold; refs
 * follow to the linked type (`linkType`: reference field → type); a value the page states exactly
 * (`statedExactly(entity, field)`) and compared in its own unit is none; `equalIsRisk`: a value equal to the
 * threshold is warned of too.
 */
export function nearThresholds(gold, q, { linkType, statedExactly = () => false, equalIsRisk = false }) {
  const warnings = [];
  const walk = (type, conds) => {
    for (const c of conds ?? []) {
      if (c.or) c.or.forEach((g) => walk(type, g));
      if (c.not) walk(type, c.not);
      if (c.op === 'ref') walk(linkType[c.f], c.where);
      const ts = c.op === 'between' || c.op === 'between_incl' ? c.v : ['>', '>=', '<', '<='].includes(c.op) ? [c.v] : [];
      for (const t0 of ts) {
        if (typeof t0 !== 'number') continue;
        const t = c.unit ? convert(t0, c.unit, gold.unitOf(type, c.f)) : t0;
        // a whole-number threshold on a whole-number field (counts, minutes, years, whole prices) is exact
        const discrete = Number.isInteger(t) && gold.ofType(type).every((e) => e.attrs[c.f] == null || Number.isInteger(e.attrs[c.f]));
        if (discrete) continue;
        for (const e of gold.ofType(type)) {
          const x = e.attrs[c.f];
          // a value the page states exactly, compared in its own unit, is not a rounding risk
          if (!c.unit && statedExactly(e, c.f)) continue;
          if (typeof x === 'number' && (equalIsRisk || x !== t) && Math.abs(x - t) <= Math.abs(t) * 0.005) warnings.push(`${q.id}: threshold ${t0}${c.unit ?? ''} within 0.5 % of ${e.name} ${c.f}=${x}`);
        }
      }
    }
  };
  const c = q.constraints;
  walk(c.type, c.where);
  if (c.entity && c.check) walk(gold.entity(c.entity).type, c.check);
  return warnings;
}

export function buildGold(gold, questions, { expect } = {}) {
  const ids = new Set();
  const out = [];
  for (const q of questions) {
    if (ids.has(q.id)) throw new Error(`duplicate id ${q.id}`);
    ids.add(q.id);
    if (!CATEGORIES.includes(q.category)) throw new Error(`${q.id}: category ${q.category}`);
    if (!KINDS.includes(q.kind)) throw new Error(`${q.id}: kind ${q.kind}`);
    const texts = out.map((x) => x.question.toLowerCase());
    if (texts.includes(q.question.toLowerCase())) throw new Error(`${q.id}: duplicate wording`);
    out.push(gold.answer(q));
  }
  if (expect != null && out.length !== expect) throw new Error(`expected ${expect} questions, have ${out.length}`);
  return out;
}

export function summary(out) {
  const by = (k) => out.reduce((m, q) => ((m[q[k]] = (m[q[k]] ?? 0) + 1), m), {});
  const empty = out.filter((q) => q.kind === 'list' && q.gold_items.length === 0).length;
  return `${out.length} questions; categories ${JSON.stringify(by('category'))}; kinds ${JSON.stringify(by('kind'))}; empty lists ${empty}`;
}

/** Runs a domain generator into a fresh temp folder; returns the path of its source.csv. */
export function generateToTemp(generator, name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `quarry-gold-${name}-`));
  execFileSync(process.execPath, [generator, path.join(dir, 'corpus'), path.join(dir, 'source.csv')], { stdio: ['ignore', 'ignore', 'inherit'] });
  return path.join(dir, 'source.csv');
}

/** Command line of every domain's gold.mjs: [--source FILE] [--out FILE] [--check].
 *  Without --source (and no defaultSource) the domain's generator is run into a temp folder first.
 *  `checks(gold, q)`: a domain's own warnings per question; with `facets`, each question keeps its finer `facet`. */
export function goldMain({ defaultSource, generator, name, defaultOut, questions, derive, derivedUnits, expect, checks, facets }) {
  const argv = process.argv.slice(2);
  const opt = (flag, dflt) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : dflt;
  };
  const given = opt('--source', null) ?? defaultSource;
  const source = given ?? generateToTemp(generator, name);
  const outFile = opt('--out', defaultOut);
  const gold = new Gold(source, { derive, derivedUnits });
  if (!given) fs.rmSync(path.dirname(source), { recursive: true, force: true });
  const built = buildGold(gold, questions, { expect });
  const facet = new Map(questions.map((q) => [q.id, q.facet]));
  const out = facets
    ? built.map((q) => {
        const { id, question, category, kind, ...rest } = q;
        return { id, question, category, facet: facet.get(id), kind, ...rest };
      })
    : built;
  const warnings = [...gold.warnings, ...(checks ? questions.flatMap((q) => checks(gold, q)) : [])];
  for (const q of out) if (q.kind === 'count' && q.gold_value === 0) warnings.push(`${q.id}: count of 0`);
  for (const w of warnings) console.warn(`warning: ${w}`);
  const text = JSON.stringify(out, null, 1) + '\n';
  if (argv.includes('--check')) {
    const same = fs.existsSync(outFile) && fs.readFileSync(outFile, 'utf8') === text;
    console.log(same ? `${outFile}: up to date` : `${outFile}: DIFFERS from the gold computed from ${source}`);
    process.exitCode = same ? 0 : 1;
    return out;
  }
  fs.writeFileSync(outFile, text);
  const byFacet = facets ? `; facets ${JSON.stringify(out.reduce((m, q) => ((m[q.facet] = (m[q.facet] ?? 0) + 1), m), {}))}` : '';
  console.log(`${outFile}: ${summary(out)}${byFacet}${warnings.length ? `; ${warnings.length} warnings` : ''}`);
  return out;
}
