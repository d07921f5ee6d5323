#!/usr/bin/env node
// Gold answers of the venue questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/venue/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/venue/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: space.events and n_events (events held in it),
// space.days_booked_2024 (the sum of the month columns of the days-booked tables); event.site (its space's site) and
// event.caterer (its package's caterer; null without a package); client.events, n_events and site (the site of
// their events); staff.reports and n_reports (who names them as manager), staff.events_coordinated and
// n_events_coordinated, staff.spaces_managed, staff.clients_managed; package.events and n_events; supplier.packages
// (the packages it caters).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const events = gold.ofType('event');
  if (e.type === 'space') {
    const ev = events.filter((x) => x.attrs.space === e.name).map((x) => x.name);
    const ds = MONTHS.map((m) => e.attrs[`days_2024_${m}`]).filter((v) => typeof v === 'number');
    return { events: ev, n_events: ev.length, days_booked_2024: ds.length ? ds.reduce((a, b) => a + b, 0) : null };
  }
  if (e.type === 'event') {
    const sp = gold.entities.get(e.attrs.space);
    const pk = e.attrs.package ? gold.entities.get(e.attrs.package) : null;
    return { site: sp ? sp.attrs.site : null, caterer: pk ? pk.attrs.caterer : null };
  }
  if (e.type === 'client') {
    const ev = events.filter((x) => x.attrs.client === e.name);
    const sites = [...new Set(ev.map((x) => gold.entities.get(x.attrs.space)?.attrs.site))];
    return { events: ev.map((x) => x.name), n_events: ev.length, site: sites.length === 1 ? sites[0] : null };
  }
  if (e.type === 'staff') {
    const reps = gold.ofType('staff').filter((s) => s.attrs.manager === e.name).map((s) => s.name);
    const ev = events.filter((x) => x.attrs.coordinator === e.name).map((x) => x.name);
    const sp = gold.ofType('space').filter((s) => s.attrs.manager === e.name).map((s) => s.name);
    const cl = gold.ofType('client').filter((c) => c.attrs.account_manager === e.name).map((c) => c.name);
    return { reports: reps, n_reports: reps.length, events_coordinated: ev, n_events_coordinated: ev.length, spaces_managed: sp, clients_managed: cl };
  }
  if (e.type === 'package') {
    const ev = events.filter((x) => x.attrs.package === e.name).map((x) => x.name);
    return { events: ev, n_events: ev.length };
  }
  if (e.type === 'supplier') {
    return { packages: gold.ofType('package').filter((p) => p.attrs.caterer === e.name).map((p) => p.name) };
  }
  return {};
}
const derivedUnits = {
  'space.events': 'list', 'space.n_events': '', 'space.days_booked_2024': 'days',
  'event.site': 'place', 'event.caterer': 'text',
  'client.events': 'list', 'client.n_events': '', 'client.site': 'place',
  'staff.reports': 'list', 'staff.n_reports': '', 'staff.events_coordinated': 'list', 'staff.n_events_coordinated': '', 'staff.spaces_managed': 'list', 'staff.clients_managed': 'list',
  'package.events': 'list', 'package.n_events': '', 'supplier.packages': 'list',
};

/** True when the page states the field's canonical value as written, in either number style (1,450.5 / 1.450,5). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'venue',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { space: 'space', client: 'client', package: 'package', coordinator: 'staff', manager: 'staff', account_manager: 'staff', caterer: 'supplier' }, statedExactly }),
  facets: true,
});
