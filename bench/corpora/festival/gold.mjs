#!/usr/bin/env node
// Gold answers of the festival questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/festival/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/festival/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Derived fields: film.director_birth_year / director_gender / director_features / director_nationality (through
// the director), film.continent / population (through the production country), film.venue_seats /
// venue_wheelchair / venue_district (through the venue of the first screening), film.currency (the unit of its
// budget); director.films, venue.first_screenings, country.films (how many films link to it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const films = gold.ofType('film');
  const get = (name) => gold.entity(name);
  if (e.type === 'film') {
    const d = get(e.attrs.director);
    const c = get(e.attrs.country);
    const v = get(e.attrs.first_venue);
    return {
      director_birth_year: d.attrs.birth_year, director_gender: d.attrs.gender, director_features: d.attrs.features, director_nationality: d.attrs.nationality,
      continent: c.attrs.continent, population: c.attrs.population,
      venue_seats: v.attrs.seats, venue_wheelchair: v.attrs.wheelchair, venue_district: v.attrs.district,
      currency: e.units.budget,
    };
  }
  const count = (f) => films.filter((g) => g.attrs[f] === e.name).length;
  if (e.type === 'director') return { films: count('director') };
  if (e.type === 'venue') return { first_screenings: count('first_venue') };
  if (e.type === 'country') return { films: count('country') };
  return {};
}
const derivedUnits = {
  'film.director_birth_year': 'year', 'film.director_gender': 'text', 'film.director_features': '', 'film.director_nationality': '',
  'film.continent': '', 'film.population': '', 'film.venue_seats': '', 'film.venue_wheelchair': 'bool', 'film.venue_district': '', 'film.currency': '',
  'director.films': '', 'venue.first_screenings': '', 'country.films': '',
};

/** True when the page states the field's canonical value as written, in either number style (8.1 / 8,1). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'festival',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { director: 'director', country: 'country', first_venue: 'venue' }, statedExactly }),
  facets: true,
});
