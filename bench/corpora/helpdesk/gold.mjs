#!/usr/bin/env node
// Gold answers of the helpdesk questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/helpdesk/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/helpdesk/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: asset.currency (the unit of its price); ticket.requester_site / requester_team (through the
// requester), ticket.assignee_team (through the assignee); staff.handled / raised (how many tickets name them as
// assignee / requester); site.tickets (tickets raised by the site's staff).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const tickets = gold.ofType('ticket');
  // a field a record leaves out (no asset, not resolved yet, a printer's RAM, a spare device's user) is null
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  if (e.type === 'asset') return { currency: e.units.price };
  if (e.type === 'ticket') {
    const rq = gold.entity(e.attrs.requester);
    const as = gold.entity(e.attrs.assignee);
    return { requester_site: rq.attrs.site, requester_team: rq.attrs.team, assignee_team: as.attrs.team };
  }
  if (e.type === 'staff') return { handled: tickets.filter((t) => t.attrs.assignee === e.name).length, raised: tickets.filter((t) => t.attrs.requester === e.name).length };
  if (e.type === 'site') return { tickets: tickets.filter((t) => gold.entity(t.attrs.requester).attrs.site === e.name).length };
  return {};
}
const derivedUnits = {
  'asset.currency': '', 'ticket.requester_site': 'place', 'ticket.requester_team': '', 'ticket.assignee_team': '',
  'staff.handled': '', 'staff.raised': '', 'site.tickets': '',
};

/** True when the page states the field's canonical value as written, in either number style (8.1 / 8,1). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'helpdesk',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { requester: 'staff', assignee: 'staff', assigned_to: 'staff', site: 'site' }, statedExactly }),
  facets: true,
});
