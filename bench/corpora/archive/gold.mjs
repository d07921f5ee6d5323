#!/usr/bin/env node
// Gold answers of the archive questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/archive/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/archive/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: collection.items (its listed items), collection.item_count,
// collection.requests (reading-room requests for its items), collection.span (end − start, years);
// depositor.collections, depositor.collection_count, depositor.total_extent (m); item.requests, item.readers,
// item.conservators, item.conserved; reader.requests, reader.items, reader.collections; request.collection;
// job.collection.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const uniq = (xs) => [...new Set(xs)];

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const itemColl = (ref) => gold.entity(ref).attrs.collection;
  if (e.type === 'collection') {
    const its = gold.ofType('item').filter((i) => i.attrs.collection === e.name);
    const rqs = gold.ofType('request').filter((q) => itemColl(q.attrs.item) === e.name);
    return { items: its.map((i) => i.name), item_count: its.length, requests: rqs.length, span: e.attrs.date_end - e.attrs.date_start };
  }
  if (e.type === 'depositor') {
    const cs = gold.ofType('collection').filter((c) => c.attrs.depositor === e.name);
    return { collections: cs.map((c) => c.name), collection_count: cs.length, total_extent: cs.reduce((s, c) => s + c.attrs.extent, 0) };
  }
  if (e.type === 'item') {
    const rqs = gold.ofType('request').filter((q) => q.attrs.item === e.name);
    const js = gold.ofType('job').filter((j) => j.attrs.item === e.name);
    return { requests: rqs.length, readers: uniq(rqs.map((q) => q.attrs.reader)), conservators: uniq(js.map((j) => j.attrs.conservator)), conserved: js.length > 0 };
  }
  if (e.type === 'reader') {
    const rqs = gold.ofType('request').filter((q) => q.attrs.reader === e.name);
    return { requests: rqs.length, items: uniq(rqs.map((q) => q.attrs.item)), collections: uniq(rqs.map((q) => itemColl(q.attrs.item))) };
  }
  if (e.type === 'request') return { collection: itemColl(e.attrs.item) };
  if (e.type === 'job') return { collection: itemColl(e.attrs.item) };
  return {};
}
const derivedUnits = {
  'collection.items': 'list', 'collection.item_count': '', 'collection.requests': '', 'collection.span': '',
  'depositor.collections': 'list', 'depositor.collection_count': '', 'depositor.total_extent': 'm',
  'item.requests': '', 'item.readers': 'list', 'item.conservators': 'list', 'item.conserved': 'bool',
  'reader.requests': '', 'reader.items': 'list', 'reader.collections': 'list', 'request.collection': 'text', 'job.collection': 'text',
};

/** True when the page states the field's canonical value as written, in either number style (2.4 / 2,4). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'archive',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { depositor: 'depositor', item: 'item', reader: 'reader', collection: 'collection' }, statedExactly }),
  facets: true,
});
