#!/usr/bin/env node
// Gold answers of the zoo questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/zoo/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/zoo/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields:
//   animal.birth_year (the year of `born`, or the estimated year), animal.section (its enclosure's section),
//   animal.vets / animal.procedures (of its 2025 vet checks), animal.in_partner / in_country / in_date (its 2025
//   arrival), animal.out_partner / out_country (its 2025 departure);
//   species.residents (animals of the species on site), species.section (their enclosures' section);
//   enclosure.residents, enclosure.species (of the animals on site);
//   keeper.enclosures (those they lead); vetcheck.currency, vetcheck.species; transfer.species.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  const onSite = () => gold.ofType('animal').filter((a) => a.attrs.status === 'Resident');
  if (e.type === 'animal') {
    const enc = gold.entity(e.attrs.enclosure);
    const checks = gold.ofType('vetcheck').filter((v) => v.attrs.animal === e.name);
    const tin = gold.ofType('transfer').find((t) => t.attrs.animal === e.name && t.attrs.direction === 'In');
    const tout = gold.ofType('transfer').find((t) => t.attrs.animal === e.name && t.attrs.direction === 'Out');
    return {
      birth_year: e.attrs.born ? Number(e.attrs.born.slice(0, 4)) : e.attrs.born_est,
      section: enc.attrs.section,
      vets: [...new Set(checks.map((v) => v.attrs.vet))],
      procedures: [...new Set(checks.map((v) => v.attrs.procedure))],
      in_partner: tin?.attrs.partner ?? null,
      in_country: tin?.attrs.partner_country ?? null,
      in_date: tin?.attrs.date ?? null,
      out_partner: tout?.attrs.partner ?? null,
      out_country: tout?.attrs.partner_country ?? null,
    };
  }
  if (e.type === 'species') {
    const as = onSite().filter((a) => a.attrs.species === e.name);
    const secs = [...new Set(as.map((a) => gold.entity(a.attrs.enclosure).attrs.section))];
    return { residents: as.length, section: secs.length === 1 ? secs[0] : null };
  }
  if (e.type === 'enclosure') {
    const as = onSite().filter((a) => a.attrs.enclosure === e.name);
    return { residents: as.length, species: [...new Set(as.map((a) => a.attrs.species))] };
  }
  if (e.type === 'keeper') return { enclosures: gold.ofType('enclosure').filter((x) => x.attrs.lead_keeper === e.name).map((x) => x.name) };
  if (e.type === 'vetcheck') return { currency: e.units.cost, species: gold.entity(e.attrs.animal).attrs.species };
  if (e.type === 'transfer') return { species: gold.entity(e.attrs.animal).attrs.species };
  return {};
}
const derivedUnits = {
  'animal.birth_year': '', 'animal.section': '', 'animal.vets': 'list', 'animal.procedures': 'list', 'animal.in_partner': 'text',
  'animal.in_country': 'place', 'animal.in_date': 'date', 'animal.out_partner': 'text', 'animal.out_country': 'place',
  'species.residents': '', 'species.section': '', 'enclosure.residents': '', 'enclosure.species': 'list', 'keeper.enclosures': 'list',
  'vetcheck.currency': '', 'vetcheck.species': 'text', 'transfer.species': 'text',
};

/** True when the page states the field's canonical value as written, in either number style (5.2 / 5,2). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'zoo',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { species: 'species', enclosure: 'enclosure', animal: 'animal', lead_keeper: 'keeper' }, statedExactly }),
  facets: true,
});
