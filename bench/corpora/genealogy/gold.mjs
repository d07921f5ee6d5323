#!/usr/bin/env node
// Gold answers of the genealogy questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/genealogy/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/genealogy/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null. Derived fields: person.birth (the birth date, else the baptism date),
// person.birth_year, person.death (the death date, else the burial date), person.death_year, person.died_in_canada
// (died at Elora, Neepawa, Guelph or Toronto), person.children (people whose father or mother they are),
// person.stones and person.stone_yards (the gravestones naming them and their churchyards); marriage.year;
// gravestone.currency (the unit of its repair estimate).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const CANADA = ['Elora', 'Neepawa', 'Guelph', 'Toronto'];
const yearOf = (d) => (d ? Number(d.slice(0, 4)) : null);

function derive(e, gold) {
  const absent = {};
  for (const o of gold.ofType(e.type)) for (const k of Object.keys(o.attrs)) if (!(k in e.attrs) && !(k in absent)) absent[k] = null;
  Object.assign(e.attrs, absent);
  if (e.type === 'person') {
    const birth = e.attrs.born ?? e.attrs.baptised ?? null;
    const death = e.attrs.died ?? e.attrs.buried ?? null;
    const stones = gold.ofType('gravestone').filter((s) => (s.attrs.commemorates ?? []).includes(e.name));
    return {
      birth,
      birth_year: yearOf(birth),
      death,
      death_year: yearOf(death),
      died_in_canada: CANADA.includes(e.attrs.death_place),
      children: gold.ofType('person').filter((c) => c.attrs.father === e.name || c.attrs.mother === e.name).map((c) => c.name),
      stones: stones.map((s) => s.name),
      stone_yards: [...new Set(stones.map((s) => s.attrs.churchyard))],
    };
  }
  if (e.type === 'marriage') return { year: yearOf(e.attrs.date) };
  if (e.type === 'gravestone') return { currency: e.units.repair_estimate || null };
  return {};
}
const derivedUnits = {
  'person.birth': 'date', 'person.birth_year': 'year', 'person.death': 'date', 'person.death_year': 'year',
  'person.died_in_canada': 'bool', 'person.children': 'list', 'person.stones': 'list', 'person.stone_yards': 'list',
  'marriage.year': 'year', 'gravestone.currency': '',
};

/** True when the page states the field's canonical value as written. */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,]*\d|\d/g) ?? [];
  return nums.some((n) => Math.abs(Number(n.replace(/,/g, '')) - v) < 1e-9);
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'genealogy',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) =>
    nearThresholds(gold, q, {
      linkType: { father: 'person', mother: 'person', spouse: 'person', parish: 'parish', commemorates: 'person', head: 'person', groom: 'person', bride: 'person', churchyard: 'parish' },
      statedExactly,
    }),
  facets: true,
});
