#!/usr/bin/env node
// Computes the gold answers of exact.json from the snapshot itself (plain Node, no dependencies).
//
//   node bench/corpora/debian-docs/gold.mjs            # fill gold_items / gold_value / evidence_files in place
//   node bench/corpora/debian-docs/gold.mjs --check    # exit 1 if exact.json's gold differs from the snapshot
//   node bench/corpora/debian-docs/gold.mjs --facts    # print the parsed facts of every package
//
// Every question carries structured `constraints`; the question text is never read. Facts per package (a folder
// of doc/):
//   license              `License:` of the `Files: *` stanza of its copyright file (also when a free-form file
//                        has such a stanza); else the GNU licence a free-text copyright states (freeTextLicense)
//   upstream_name        `Upstream-Name:` of a DEP-5 header        upstream_contact  its first `Upstream-Contact:` line
//   source               first `Source:` line of a DEP-5 header (angle brackets dropped)
//   latest_version, latest_uploader (name in the ` -- Name <email>  date` trailer), latest_upload_date
//   (YYYY-MM-DD as written), latest_upload_year, latest_distribution, latest_urgency: the first (newest) entry of
//   changelog.Debian (or of `changelog` when a native package ships its Debian changelog under that name)
//   changelog_entries    number of entries in that file           first_version, first_upload_year: its last entry
//   uploaders            every trailer name in that file
// Constraint shapes:
//   {package, field}                               kind value: that fact
//   {package, field, op, value}                    kind boolean: the condition on that fact
//   {conditions: [{field, op, value}…]}            kind list / count: the packages meeting all conditions
//   {conditions?, aggregate: argmax|argmin, field} kind list: the package(s) with the extreme value
//   {packages: [a, b…], field, winner: argmax|argmin}  kind list: the one of those with the extreme value
// Ops: == and != (licences compared with normLicense, other strings case-insensitively), contains (a list fact
// holds the value, or a string fact contains it), < <= > >= (numbers, or YYYY-MM-DD dates).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeTextLicense, isDep5, looksLikeDebianChangelog, normLicense, parseChangelog, parseDep5, parseParagraphs } from './debian-files.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DOC = path.join(here, 'doc');
const QUESTIONS = path.join(here, 'exact.json');

function read(p) {
  return fs.readFileSync(p, 'utf8');
}

export function packageFacts(doc = DOC) {
  const out = new Map();
  for (const name of fs.readdirSync(doc).sort()) {
    const dir = path.join(doc, name);
    if (!fs.statSync(dir).isDirectory()) continue;
    const f = { name, files: {} };
    const crPath = path.join(dir, 'copyright');
    if (fs.existsSync(crPath)) {
      const cr = read(crPath);
      f.files.copyright = `${name}/copyright`;
      f.dep5 = isDep5(cr);
      const d = parseDep5(cr);
      const hasStar = parseParagraphs(cr).some((p) => 'files' in p && p.files.split(/\s+/).includes('*'));
      f.license = hasStar ? d.filesStarLicense : freeTextLicense(cr);
      if (f.dep5) {
        f.upstream_name = d.upstreamName;
        f.upstream_contact = d.upstreamContact[0] ?? null;
        f.source = d.source[0] ? d.source[0].replace(/^<(.*)>$/, '$1') : null;
      }
    }
    const clName = ['changelog.Debian', 'changelog'].find((n) => fs.existsSync(path.join(dir, n)) && looksLikeDebianChangelog(read(path.join(dir, n))));
    if (clName) {
      const entries = parseChangelog(read(path.join(dir, clName)));
      f.files.changelog = `${name}/${clName}`;
      const first = entries[0];
      const last = entries[entries.length - 1];
      Object.assign(f, {
        latest_version: first.version,
        latest_uploader: first.name,
        latest_upload_date: first.date,
        latest_upload_year: first.date ? Number(first.date.slice(0, 4)) : null,
        latest_distribution: first.distributions,
        latest_urgency: first.urgency,
        changelog_entries: entries.length,
        first_version: last.version,
        first_upload_year: last.date ? Number(last.date.slice(0, 4)) : null,
        uploaders: [...new Set(entries.map((e) => e.name).filter(Boolean))],
      });
    }
    out.set(name, f);
  }
  return out;
}

const CHANGELOG_FIELDS = new Set(['latest_version', 'latest_uploader', 'latest_upload_date', 'latest_upload_year', 'latest_distribution', 'latest_urgency', 'changelog_entries', 'first_version', 'first_upload_year', 'uploaders']);

function evidenceOf(f, field) {
  const file = CHANGELOG_FIELDS.has(field) ? f.files.changelog : f.files.copyright;
  if (!file) throw new Error(`${f.name} has no file for ${field}`);
  return file;
}

function valueOf(f, field) {
  if (!(field in f) && !CHANGELOG_FIELDS.has(field) && !['license', 'upstream_name', 'upstream_contact', 'source'].includes(field))
    throw new Error(`unknown field ${field}`);
  const v = f[field];
  return v === undefined ? null : v;
}

const lc = (s) => String(s).toLowerCase().trim();

function test(f, { field, op, value }) {
  const v = valueOf(f, field);
  if (v === null) return false;
  const eq = (a, b) => (field === 'license' ? normLicense(a) === normLicense(b) : typeof a === 'number' ? a === b : lc(a) === lc(b));
  switch (op) {
    case '==':
      return eq(v, value);
    case '!=':
      return !eq(v, value);
    case 'contains':
      return Array.isArray(v) ? v.some((x) => eq(x, value)) : lc(v).includes(lc(value));
    case '<':
      return v < value;
    case '<=':
      return v <= value;
    case '>':
      return v > value;
    case '>=':
      return v >= value;
    default:
      throw new Error(`unknown op ${op}`);
  }
}

function need(facts, name) {
  const f = facts.get(name);
  if (!f) throw new Error(`no package ${name} in the snapshot`);
  return f;
}

function extreme(fs_, field, how) {
  const withV = fs_.filter((f) => valueOf(f, field) !== null);
  if (!withV.length) throw new Error(`no package has ${field}`);
  const vals = withV.map((f) => valueOf(f, field));
  const best = how === 'argmax' ? vals.reduce((a, b) => (b > a ? b : a)) : vals.reduce((a, b) => (b < a ? b : a));
  return withV.filter((f) => valueOf(f, field) === best);
}

/** → {gold_items, gold_value, tolerance, evidence_files} for one question. */
export function goldFor(q, facts) {
  const c = q.constraints;
  const all = [...facts.values()];
  const matching = () => all.filter((f) => (c.conditions ?? []).every((cond) => test(f, cond)));
  const evidence = (fs_, fields) => [...new Set(fs_.flatMap((f) => fields.map((fl) => evidenceOf(f, fl))))].sort();
  const condFields = (c.conditions ?? []).map((x) => x.field);
  if (q.kind === 'value') {
    const f = need(facts, c.package);
    const v = valueOf(f, c.field);
    if (v === null || Array.isArray(v)) throw new Error(`${q.id}: ${c.package} has no single ${c.field}`);
    return { gold_items: [], gold_value: v, tolerance: typeof v === 'number' ? 0 : null, evidence_files: [evidenceOf(f, c.field)] };
  }
  if (q.kind === 'boolean') {
    const f = need(facts, c.package);
    if (valueOf(f, c.field) === null) throw new Error(`${q.id}: ${c.package} has no ${c.field}`);
    return { gold_items: [], gold_value: test(f, c), tolerance: null, evidence_files: [evidenceOf(f, c.field)] };
  }
  if (q.kind === 'count') {
    const m = matching();
    return { gold_items: [], gold_value: m.length, tolerance: 0, evidence_files: evidence(m, condFields) };
  }
  if (q.kind === 'list') {
    let m;
    let fields = condFields;
    if (c.packages) {
      m = extreme(c.packages.map((n) => need(facts, n)), c.field, c.winner);
      fields = [c.field];
      return { gold_items: m.map((f) => f.name), gold_value: null, tolerance: null, evidence_files: evidence(c.packages.map((n) => need(facts, n)), fields) };
    }
    m = matching();
    if (c.aggregate) {
      m = extreme(m, c.field, c.aggregate);
      fields = [...condFields, c.field];
    }
    return { gold_items: m.map((f) => f.name).sort(), gold_value: null, tolerance: null, evidence_files: evidence(m, fields) };
  }
  throw new Error(`${q.id}: unknown kind ${q.kind}`);
}

function main() {
  const argv = process.argv.slice(2);
  const facts = packageFacts();
  if (argv.includes('--facts')) {
    for (const f of facts.values()) console.log(JSON.stringify(f));
    return 0;
  }
  const qs = JSON.parse(read(QUESTIONS));
  const ids = new Set();
  let diffs = 0;
  const out = qs.map((q) => {
    if (ids.has(q.id)) throw new Error(`duplicate id ${q.id}`);
    ids.add(q.id);
    const g = goldFor(q, facts);
    const same = JSON.stringify([q.gold_items, q.gold_value, q.tolerance, q.evidence_files]) === JSON.stringify([g.gold_items, g.gold_value, g.tolerance, g.evidence_files]);
    if (!same) {
      diffs++;
      if (argv.includes('--check')) console.error(`${q.id}: gold differs (${JSON.stringify(q.gold_value ?? q.gold_items)} → ${JSON.stringify(g.gold_value ?? g.gold_items)})`);
    }
    return { id: q.id, question: q.question, category: q.category, kind: q.kind, gold_items: g.gold_items, gold_value: g.gold_value, tolerance: g.tolerance, constraints: q.constraints, evidence_files: g.evidence_files };
  });
  if (argv.includes('--check')) {
    console.log(diffs ? `${diffs} of ${qs.length} questions differ from the snapshot` : `all ${qs.length} gold answers match the snapshot`);
    return diffs ? 1 : 0;
  }
  fs.writeFileSync(QUESTIONS, JSON.stringify(out, null, 1) + '\n');
  console.log(`wrote gold for ${out.length} questions (${diffs} changed) to ${path.relative(process.cwd(), QUESTIONS)}`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main();
