#!/usr/bin/env node
// Gold answers of the weather questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/weather/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/weather/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units, following links) and about counts of 0. Each question keeps its finer `facet`.
// Fields a record leaves out are null (a month before a station started or after it stopped, an instrument whose
// calibration date is `n/a`). Derived fields: station.rain_2024 (mm, the sum of the month columns it has),
// station.n_instruments, station.n_visits; volunteer.n_stations, volunteer.n_visits (visits as technician);
// event.network and visit.network and instrument.network (through the station); event.peak_gust_mph (km/h / 1.609344).
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
  const net = (station) => gold.entities.get(station).attrs.network;
  if (e.type === 'station') {
    const rain = MONTHS.map((m) => e.attrs[`rain_2024_${m}`]).filter((v) => typeof v === 'number');
    return {
      rain_2024: rain.length ? Math.round(rain.reduce((a, b) => a + b, 0) * 1e4) / 1e4 : null,
      n_instruments: gold.ofType('instrument').filter((i) => i.attrs.station === e.name).length,
      n_visits: gold.ofType('visit').filter((v) => v.attrs.station === e.name).length,
    };
  }
  if (e.type === 'volunteer') {
    return { n_stations: e.attrs.stations.length, n_visits: gold.ofType('visit').filter((v) => v.attrs.technician === e.name).length };
  }
  if (e.type === 'event') return { network: net(e.attrs.station), peak_gust_mph: Math.round((e.attrs.peak_gust / 1.609344) * 1e4) / 1e4 };
  if (e.type === 'visit' || e.type === 'instrument') return { network: net(e.attrs.station) };
  return {};
}
const derivedUnits = {
  'station.rain_2024': 'mm', 'station.n_instruments': '', 'station.n_visits': '', 'volunteer.n_stations': '', 'volunteer.n_visits': '',
  'event.network': 'text', 'event.peak_gust_mph': 'mph', 'visit.network': 'text', 'instrument.network': 'text',
};

/** True when the page states the field's canonical value as written, in either number style (39.5 / 39,5). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'weather',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { station: 'station', custodian: 'volunteer', technician: 'volunteer' }, statedExactly }),
  facets: true,
});
