#!/usr/bin/env node
// Gold answers of the claims questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/claims/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/claims/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: claim.currency (EUR | GBP, the unit of its amounts),
// claim.country (the client's), claim.office (the handler's office), claim.policy_type, claim.client_type,
// claim.days_to_report (date reported − date of loss); client.n_claims, client.policies, client.perils,
// client.claim_statuses; handler.n_claims, handler.open_claims (status open); adjuster.n_claims;
// insurer.currency; policy.currency, policy.n_claims.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const days = (a, b) => Math.round((Date.parse(b) - Date.parse(a)) / 86400000);

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const claims = () => gold.ofType('claim');
  if (e.type === 'claim') {
    const cl = gold.entity(e.attrs.client);
    const h = gold.entity(e.attrs.handler);
    const p = gold.entity(e.attrs.policy);
    return {
      currency: e.units.claimed, country: cl.attrs.country, office: h.attrs.office, policy_type: p.attrs.policy_type, client_type: cl.attrs.client_type,
      days_to_report: days(e.attrs.date_of_loss, e.attrs.date_reported),
    };
  }
  if (e.type === 'client') {
    const cs = claims().filter((c) => c.attrs.client === e.name);
    return {
      n_claims: cs.length, policies: gold.ofType('policy').filter((p) => p.attrs.client === e.name).map((p) => p.name),
      perils: [...new Set(cs.map((c) => c.attrs.peril))], claim_statuses: [...new Set(cs.map((c) => c.attrs.status))],
    };
  }
  if (e.type === 'handler') {
    const cs = claims().filter((c) => c.attrs.handler === e.name);
    return { n_claims: cs.length, open_claims: cs.filter((c) => c.attrs.status === 'open').length };
  }
  if (e.type === 'adjuster') return { n_claims: claims().filter((c) => c.attrs.adjuster === e.name).length };
  if (e.type === 'insurer') return { currency: e.units.delegated_authority };
  if (e.type === 'policy') return { currency: e.units.premium, n_claims: claims().filter((c) => c.attrs.policy === e.name).length };
  return {};
}
const derivedUnits = {
  'claim.currency': '', 'claim.country': 'place', 'claim.office': 'place', 'claim.policy_type': '', 'claim.client_type': '', 'claim.days_to_report': 'days',
  'client.n_claims': '', 'client.policies': 'list', 'client.perils': 'list', 'client.claim_statuses': 'list',
  'handler.n_claims': '', 'handler.open_claims': '', 'adjuster.n_claims': '', 'insurer.currency': '', 'policy.currency': '', 'policy.n_claims': '',
};

/** True when the page states the field's canonical value as written, in either number style (12,450.00 / 12.450,00). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'claims',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { client: 'client', policy: 'policy', insurer: 'insurer', handler: 'handler', adjuster: 'adjuster' }, statedExactly }),
  facets: true,
});
