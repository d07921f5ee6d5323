#!/usr/bin/env node
// Gold answers of the flights questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/flights/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/flights/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links), and about counts of 0. Each question keeps its finer
// `facet`.
// Derived fields: flight.airline_country (through the airline), flight.origin_city / origin_country /
// destination_city / destination_country (through the airports), flight.manufacturer / propulsion (through the
// aircraft type), flight.frequency (how many days a week it operates), flight.currency (the unit of its fare),
// flight.international (origin and destination in different countries); airport.departures / airport.arrivals,
// aircraft.flights, airline.flights (how many flights link to it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const flights = gold.ofType('flight');
  const get = (name) => gold.entity(name);
  if (e.type === 'flight') {
    const o = get(e.attrs.origin);
    const d = get(e.attrs.destination);
    const ac = get(e.attrs.aircraft);
    return {
      airline_country: get(e.attrs.airline).attrs.country,
      origin_city: o.attrs.city,
      origin_country: o.attrs.country,
      destination_city: d.attrs.city,
      destination_country: d.attrs.country,
      manufacturer: ac.attrs.manufacturer,
      propulsion: ac.attrs.propulsion,
      frequency: e.attrs.days.length,
      currency: e.units.fare,
      international: o.attrs.country !== d.attrs.country,
    };
  }
  const count = (f) => flights.filter((x) => x.attrs[f] === e.name).length;
  if (e.type === 'airport') return { departures: count('origin'), arrivals: count('destination') };
  if (e.type === 'aircraft') return { flights: count('aircraft') };
  if (e.type === 'airline') return { flights: count('airline') };
  return {};
}
const derivedUnits = {
  'flight.airline_country': '', 'flight.origin_city': '', 'flight.origin_country': '', 'flight.destination_city': '', 'flight.destination_country': '',
  'flight.manufacturer': '', 'flight.propulsion': '', 'flight.frequency': '', 'flight.currency': '', 'flight.international': '',
  'airport.departures': '', 'airport.arrivals': '', 'aircraft.flights': '', 'airline.flights': '',
};

/** True when the page states the field's canonical value as written, in either number style (1,290 / 1 290 / 91,4). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'flights',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { origin: 'airport', destination: 'airport', aircraft: 'aircraft', airline: 'airline', base: 'airport' }, statedExactly }),
  facets: true,
});
