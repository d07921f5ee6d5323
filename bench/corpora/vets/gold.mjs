#!/usr/bin/env node
// Gold answers of the vets questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/vets/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/vets/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units) and about counts of 0. Each question keeps its finer `facet`.
// Derived fields: pet.clinic / pet.city / pet.country (through its owner's clinic), pet.currency (the unit of its
// last bill), owner.city, owner.pets, owner.currency, vet.city, vet.patients, vet.currency, clinic.pets,
// clinic.vets (how many link to it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const pets = gold.ofType('pet');
  const get = (name) => gold.entity(name);
  if (e.type === 'pet') {
    const c = get(get(e.attrs.owner).attrs.clinic);
    return { clinic: c.name, city: c.attrs.city, country: c.attrs.country, currency: e.units.last_bill };
  }
  if (e.type === 'owner') return { city: get(e.attrs.clinic).attrs.city, pets: pets.filter((p) => p.attrs.owner === e.name).length, currency: e.units.balance };
  if (e.type === 'vet') return { city: get(e.attrs.clinic).attrs.city, patients: pets.filter((p) => p.attrs.vet === e.name).length, currency: e.units.consultation_fee };
  if (e.type === 'clinic')
    return { pets: pets.filter((p) => get(p.attrs.owner).attrs.clinic === e.name).length, vets: gold.ofType('vet').filter((v) => v.attrs.clinic === e.name).length };
  return {};
}
const derivedUnits = {
  'pet.clinic': '', 'pet.city': '', 'pet.country': '', 'pet.currency': '',
  'owner.city': '', 'owner.pets': '', 'owner.currency': '', 'vet.city': '', 'vet.patients': '', 'vet.currency': '', 'clinic.pets': '', 'clinic.vets': '',
};

/** True when the page states the field's canonical value as written, in either number style (86.40 / 86,40). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'vets',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { owner: 'owner', vet: 'vet', clinic: 'clinic', clinical_director: 'vet' }, statedExactly }),
  facets: true,
});
