#!/usr/bin/env node
// Gold answers of the allotments questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/allotments/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/allotments/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: plot.size_rods, plot.size_sqyd; holder.name, holder.sites
// (the sites of the holder's plots), holder.plot_count, holder.classes_won (show classes the holder came first in),
// holder.firsts (how many), holder.placings (classes placed 1st-3rd), holder.seeds_offered, holder.rep_of (the site
// the holder is rep of); site.holders (the holders of its plots), site.let_plots, site.vacant_plots.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROD = 25.29285264;
const SQYD = 0.83612736;

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  if (e.type === 'plot') return { size_rods: e.attrs.size / ROD, size_sqyd: e.attrs.size / SQYD };
  if (e.type === 'holder') {
    const ps = gold.ofType('plot').filter((p) => p.attrs.holder === e.name);
    const cls = gold.ofType('show_class');
    const won = cls.filter((c) => c.attrs.first === e.name).map((c) => c.name);
    const placed = cls.filter((c) => [c.attrs.first, c.attrs.second, c.attrs.third].includes(e.name)).map((c) => c.name);
    const rep = gold.ofType('site').find((s) => s.attrs.rep === e.name);
    return {
      name: e.name,
      sites: [...new Set(ps.map((p) => p.attrs.site))],
      plot_count: ps.length,
      classes_won: won,
      firsts: won.length,
      placings: placed,
      seeds_offered: gold.ofType('seed').filter((s) => s.attrs.offered_by === e.name).map((s) => s.name),
      rep_of: rep ? rep.name : null,
    };
  }
  if (e.type === 'site') {
    const ps = gold.ofType('plot').filter((p) => p.attrs.site === e.name);
    return {
      holders: [...new Set(ps.map((p) => p.attrs.holder).filter(Boolean))],
      let_plots: ps.filter((p) => p.attrs.status === 'let').length,
      vacant_plots: ps.filter((p) => p.attrs.status === 'vacant').length,
    };
  }
  return {};
}
const derivedUnits = {
  'plot.size_rods': 'rod', 'plot.size_sqyd': 'sq yd', 'holder.name': 'text', 'holder.sites': 'list', 'holder.plot_count': '',
  'holder.classes_won': 'list', 'holder.firsts': '', 'holder.placings': 'list', 'holder.seeds_offered': 'list', 'holder.rep_of': 'place',
  'site.holders': 'list', 'site.let_plots': '', 'site.vacant_plots': '',
};

/** True when the page states the field's canonical value as written, in either number style (5.2 / 5,2). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'allotments',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { holder: 'holder', site: 'site', rep_of: 'site' }, statedExactly }),
  facets: true,
});
