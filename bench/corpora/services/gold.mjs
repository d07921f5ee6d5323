#!/usr/bin/env node
// Gold answers of the services questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/services/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/services/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units; a value the page states exactly, also as a ratio "0.9995", in seconds "0.31 s"
// or in GB "4 GB", is no risk), about counts of 0, and about any memory or RAM threshold whose answer would change if
// "GB" were read as 1000 MB instead of the drive's binary 1024 MB (see memoryRobust).
// Each question keeps its finer `facet`.
// Derived fields: service.team_office / team_country / team_lead (through the team), service.provider /
// cluster_country / cluster_city / k8s_version (through the cluster), service.vendor_country (cluster → vendor),
// service.currency (the unit of its monthly cost), service.memory_gb (memory limit / 1024), service.dependents (how
// many services list it as a dependency); team.services, cluster.services, vendor.clusters (how many link to it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const services = gold.ofType('service');
  const get = (name) => gold.entity(name);
  if (e.type === 'service') {
    const t = get(e.attrs.team);
    const c = get(e.attrs.cluster);
    const v = get(c.attrs.provider);
    return {
      team_office: t.attrs.office,
      team_country: t.attrs.country,
      team_lead: t.attrs.team_lead,
      provider: c.attrs.provider,
      cluster_country: c.attrs.country,
      cluster_city: c.attrs.city,
      k8s_version: c.attrs.k8s_version,
      vendor_country: v.attrs.country,
      currency: e.units.monthly_cost,
      memory_gb: e.attrs.memory_limit == null ? null : e.attrs.memory_limit / 1024,
      dependents: services.filter((s) => (s.attrs.dependencies ?? []).includes(e.name)).length,
    };
  }
  if (e.type === 'team') return { services: services.filter((s) => s.attrs.team === e.name).length };
  if (e.type === 'cluster') return { services: services.filter((s) => s.attrs.cluster === e.name).length };
  if (e.type === 'vendor') return { clusters: gold.ofType('cluster').filter((c) => c.attrs.provider === e.name).length };
  return {};
}
const derivedUnits = {
  'service.team_office': '', 'service.team_country': '', 'service.team_lead': '', 'service.provider': '', 'service.cluster_country': '', 'service.cluster_city': '',
  'service.k8s_version': '', 'service.vendor_country': '', 'service.currency': '', 'service.memory_gb': '', 'service.dependents': '',
  'team.services': '', 'cluster.services': '', 'vendor.clusters': '',
};

/** True when the page states the field's canonical value as written, in either number style (99.95 / 99,95), or
 *  scaled exactly: a ratio (0.9995 = 99.95 %), seconds (0.31 s = 310 ms), GB / TB (4 GB = 4096 MiB), "$1.24M". */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  const reads = nums.flatMap((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.'), n.replace(/ /g, '').replace(',', '.')]).map(Number);
  return reads.some((x) => [1, 100, 1000, 1024, 1e6].some((m) => Math.abs(x * m - v) < 1e-6));
}

/** Memory limits and cluster RAM are held in MiB / GiB with the drive's binary convention (1 GB = 1024 MB); the
 *  answer must not change if a reader took "GB" as 1000 MB (a band of about 5 % below and above the threshold). */
function memoryRobust(gold, q) {
  const out = [];
  const walk = (type, conds) => {
    for (const c of conds ?? []) {
      if (c.or) c.or.forEach((g) => walk(type, g));
      if (c.not) walk(type, c.not);
      if (c.op === 'ref') walk({ team: 'team', cluster: 'cluster', provider: 'vendor', dependencies: 'service' }[c.f], c.where);
      if (!['memory_limit', 'ram', 'memory_gb'].includes(c.f)) continue;
      const ts = Array.isArray(c.v) ? c.v : [c.v];
      for (const t of ts) {
        if (typeof t !== 'number') continue;
        for (const e of gold.ofType(type)) {
          const x = e.attrs[c.f];
          if (typeof x !== 'number') continue;
          const inBand = x !== t && x > t * 0.95 && x < t * 1.05;
          const edge = x === t && (c.op === '>' || c.op === '<=' || c.op === 'between');
          if (inBand || edge) out.push(`${q.id}: ${e.name} ${c.f}=${x} depends on reading GB as 1000 or 1024 MB (threshold ${t})`);
        }
      }
    }
  };
  const c = q.constraints;
  walk(c.type, c.where);
  if (c.entity && c.check) walk(gold.entity(c.entity).type, c.check);
  return out;
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'services',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => [
    ...nearThresholds(gold, q, { linkType: { team: 'team', cluster: 'cluster', provider: 'vendor', dependencies: 'service' }, statedExactly }),
    ...memoryRobust(gold, q),
  ],
  facets: true,
});
