#!/usr/bin/env node
// Flights corpus (held-out): the operations shared drive of a regional airline group, "Boreal Air Group" — 52
// scheduled flights of four operating airlines (Norway, United Kingdom, Germany, United States), 13 airports, 10
// aircraft types, and a few background documents.
//   node bench/corpora/flights/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "flights-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Canonical units of source.csv: block time in minutes (a page saying "1 h 05 min" holds 65, "1.5 hours" 90, "1:05"
// 65); distance in km (a page saying "212 mi" holds 212 × 1.609344, "366 nm" 366 × 1.852); departure as local
// time "HH:MM" (a page saying "2:35 pm", "14h35" or "kl. 14.35" holds "14:35"); load factor and on-time
// performance in percent ("0.82" holds 82); fares in the currency the page states (NOK, GBP, EUR or USD, never
// converted); days of operation as a list of Mon…Sun ("daily" and "1234567" hold all seven, "1-3-5" Mon|Wed|Fri,
// "man, ons, fre" the same); dates ISO. Airports: elevation and longest runway in metres ("170 ft" holds 170 ×
// 0.3048), passengers per year as a number ("6.3 million" holds 6,300,000, "2,3 Mio." 2,300,000). Aircraft: range
// in km ("825 nm" holds 825 × 1.852, "950 mi" 950 × 1.609344), cruising speed in km/h ("275 kn" holds 275 × 1.852,
// "317 mph" 317 × 1.609344), fuel burn in kg per hour ("1,433 lb/h" holds 1433 × 0.45359237).
// Links: flight → airline (country, base, fleet, founded, alliance), flight → origin / destination airport (city,
// country, elevation, runways, passengers, opened), flight → aircraft type (manufacturer, range, speed, seats,
// engines, entered service, fuel burn). Flight pages never state an airport's country, an aircraft's manufacturer
// or range, or an airline's country; code-only pages and exports name the airports by IATA code only.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Corpus,
  delimited,
  fmtDate,
  group,
  htmlDlPage,
  htmlInfoboxPage,
  htmlTablePage,
  mdBulletsNote,
  mdYamlTableNote,
  rng,
  slug,
  targets,
  txtProfile,
} from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('flights-v1');

const KM_PER_MI = 1.609344;
const KM_PER_NM = 1.852;
const M_PER_FT = 0.3048;
const KG_PER_LB = 0.45359237;
const GROUP = 'Boreal Air Group';

// ------------------------------------------------------------------ airports
// [name, iata, city, country, lat, lon, elevation m, runways, longest runway m, passengers, opened, style]
const AIRPORTS = [
  ['Bergen Airport Flesland', 'BGO', 'Bergen', 'Norway', 60.2934, 5.2181, 52, 1, 2990, 6300000, 1955, 'no'],
  ['Trondheim Airport Værnes', 'TRD', 'Trondheim', 'Norway', 63.4578, 10.924, 17, 1, 2999, 4400000, 1914, 'no'],
  ['Tromsø Airport Langnes', 'TOS', 'Tromsø', 'Norway', 69.6833, 18.9189, 9, 1, 2447, 2100000, 1964, 'no'],
  ['Stavanger Airport Sola', 'SVG', 'Stavanger', 'Norway', 58.8767, 5.6378, 9, 2, 2556, 4250000, 1937, 'no'],
  ['Aberdeen International Airport', 'ABZ', 'Aberdeen', 'United Kingdom', 57.2019, -2.1978, 66, 1, 1953, 2800000, 1934, 'uk'],
  ['Edinburgh Airport', 'EDI', 'Edinburgh', 'United Kingdom', 55.95, -3.3725, 41, 1, 2556, 14400000, 1916, 'uk'],
  ['Hamburg Airport', 'HAM', 'Hamburg', 'Germany', 53.6304, 9.9882, 16, 2, 3666, 14800000, 1911, 'de'],
  ['Bremen Airport', 'BRE', 'Bremen', 'Germany', 53.0475, 8.7867, 4, 1, 2040, 2300000, 1913, 'de'],
  ['Billund Airport', 'BLL', 'Billund', 'Denmark', 55.7403, 9.1518, 75, 1, 3100, 3650000, 1964, 'dk'],
  ['Boston Logan International Airport', 'BOS', 'Boston', 'United States', 42.3656, -71.0096, 6, 6, 3073, 40800000, 1923, 'us'],
  ['Portland International Jetport', 'PWM', 'Portland', 'United States', 43.6462, -70.3093, 23, 2, 2133, 2250000, 1931, 'us'],
  ['Bangor International Airport', 'BGR', 'Bangor', 'United States', 44.8074, -68.8281, 59, 1, 3484, 850000, 1927, 'us'],
  ['Halifax Stanfield International Airport', 'YHZ', 'Halifax', 'Canada', 44.8808, -63.5086, 145, 2, 3200, 4150000, 1960, 'ca'],
].map(([name, iata, city, country, lat, lon, elev, runways, longest, pax, opened, style]) => ({ name, iata, city, country, lat, lon, elev, runways, longest, pax, opened, style }));
const AP = Object.fromEntries(AIRPORTS.map((a) => [a.iata, a]));

// ------------------------------------------------------------------ aircraft types
// [name, manufacturer, propulsion, engines, max seats, range km, cruise km/h, entered service, fuel burn kg/h]
const AIRCRAFT = [
  ['ATR 42-600', 'ATR', 'Turboprop', 2, 50, 1326, 556, 2012, 560],
  ['ATR 72-600', 'ATR', 'Turboprop', 2, 78, 1528, 510, 2011, 650],
  ['Dash 8-400', 'De Havilland Canada', 'Turboprop', 2, 90, 2040, 667, 2000, 980],
  ['E175', 'Embraer', 'Jet', 2, 88, 3704, 829, 2005, 1750],
  ['E190-E2', 'Embraer', 'Jet', 2, 114, 5278, 833, 2018, 1850],
  ['ERJ 145', 'Embraer', 'Jet', 2, 50, 2873, 789, 1997, 1150],
  ['A220-300', 'Airbus', 'Jet', 2, 160, 6297, 828, 2016, 2200],
  ['Saab 340B', 'Saab', 'Turboprop', 2, 36, 1810, 467, 1989, 340],
  ['328JET', 'Fairchild Dornier', 'Jet', 2, 33, 1666, 740, 1999, 900],
  ['Caravan 208B', 'Cessna', 'Turboprop', 1, 13, 1689, 344, 1986, 180],
].map(([name, maker, prop, engines, seats, range, cruise, year, burn]) => ({ name, maker, prop, engines, seats, range, cruise, year, burn }));
const AC = Object.fromEntries(AIRCRAFT.map((a) => [a.name, a]));
// what crews and planners also call three of the types (stated on the type sheet only)
const AKA = { 'Dash 8-400': 'Q400', 'Saab 340B': 'SF340B', 'Caravan 208B': 'Grand Caravan' };

// ------------------------------------------------------------------ airlines
const AIRLINES = [
  { name: 'Norvik Air', code: 'NX', country: 'Norway', base: 'BGO', fleet: 18, founded: 1987, alliance: 'Star Alliance', cur: 'NOK', style: 'no', partners: ['SAS', 'Lufthansa', 'KLM'] },
  { name: 'Granite Air', code: 'GX', country: 'United Kingdom', base: 'ABZ', fleet: 14, founded: 1962, alliance: 'oneworld', cur: 'GBP', style: 'uk', partners: ['British Airways', 'KLM', 'Finnair'] },
  { name: 'Hanseflug', code: 'HF', country: 'Germany', base: 'HAM', fleet: 11, founded: 1994, alliance: 'none', cur: 'EUR', style: 'de', partners: ['Lufthansa', 'Eurowings'] },
  { name: 'Casco Bay Airways', code: 'CB', country: 'United States', base: 'PWM', fleet: 9, founded: 2003, alliance: 'none', cur: 'USD', style: 'us', partners: ['JetBlue', 'Air Canada'] },
];
const AL = Object.fromEntries(AIRLINES.map((a) => [a.code, a]));

// ------------------------------------------------------------------ routes → flights
// [airline, outbound number, from, to, aircraft, seasonal]
const ROUTES = [
  ['NX', 100, 'BGO', 'TRD', 'Dash 8-400', false],
  ['NX', 110, 'BGO', 'TOS', 'E190-E2', false],
  ['NX', 120, 'BGO', 'SVG', 'ATR 72-600', false],
  ['NX', 130, 'TRD', 'TOS', 'Dash 8-400', false],
  ['NX', 204, 'BGO', 'ABZ', 'ATR 72-600', false],
  ['NX', 210, 'SVG', 'ABZ', 'ATR 42-600', false],
  ['NX', 220, 'BGO', 'HAM', 'A220-300', false],
  ['NX', 230, 'BGO', 'BLL', 'Dash 8-400', true],
  ['GX', 301, 'ABZ', 'EDI', 'Saab 340B', false],
  ['GX', 311, 'ABZ', 'SVG', 'ATR 42-600', false],
  ['GX', 321, 'EDI', 'BGO', 'E175', false],
  ['GX', 341, 'EDI', 'HAM', 'E175', false],
  ['GX', 351, 'EDI', 'BLL', 'ATR 72-600', true],
  ['GX', 361, 'ABZ', 'TOS', 'E175', true],
  ['GX', 371, 'EDI', 'BRE', 'ATR 72-600', false],
  ['HF', 501, 'HAM', 'BLL', '328JET', false],
  ['HF', 511, 'BRE', 'BLL', 'ATR 72-600', false],
  ['HF', 521, 'HAM', 'SVG', 'E190-E2', false],
  ['HF', 531, 'BRE', 'BGO', '328JET', true],
  ['HF', 541, 'HAM', 'TRD', 'E190-E2', true],
  ['HF', 551, 'BRE', 'ABZ', 'ATR 72-600', false],
  ['CB', 701, 'PWM', 'BOS', 'Caravan 208B', false],
  ['CB', 711, 'PWM', 'BGR', 'Caravan 208B', false],
  ['CB', 721, 'BOS', 'BGR', 'Caravan 208B', false],
  ['CB', 731, 'PWM', 'YHZ', 'ERJ 145', false],
  ['CB', 741, 'BOS', 'YHZ', 'ERJ 145', true],
];
const DAY = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const DAY_PATTERNS = [
  [0, 1, 2, 3, 4, 5, 6],
  [0, 1, 2, 3, 4, 5, 6],
  [0, 1, 2, 3, 4],
  [0, 2, 4],
  [1, 3, 5],
  [0, 1, 2, 3, 4, 5],
  [0, 3, 4, 6],
  [4, 6],
];
const SEASONAL_PATTERNS = [[5], [2, 5], [1, 4], [0, 4], [5, 6]];

function gcKm(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
const hhmm = (mins) => `${String(Math.floor(mins / 60)).padStart(2, '0')}:${String(mins % 60).padStart(2, '0')}`;

const flights = [];
for (const [code, num, from, to, acName, seasonal] of ROUTES) {
  const al = AL[code];
  const ac = AC[acName];
  const km = Math.round(gcKm(AP[from], AP[to]) * 1.04);
  const days = seasonal ? r.pick(SEASONAL_PATTERNS) : r.pick(DAY_PATTERNS);
  const validFrom = seasonal ? r.pick(['2025-05-17', '2025-06-01', '2025-06-14', '2025-06-21']) : r.pick(['2025-03-30', '2025-03-30', '2025-03-30', '2025-04-14', '2025-05-05']);
  const partners = r.sample(al.partners, r.weighted([[0, 4], [1, 4], [2, 2]]));
  const meal = km > 450 ? r.chance(0.7) : r.chance(0.15) && km > 300; // no catering on sectors under 300 km
  for (const [n, o, d] of [[num, from, to], [num + 1, to, from]]) {
    const block = Math.round((22 + (km / (ac.cruise * 0.82)) * 60 + r.int(0, 10)) / 5) * 5;
    const seats = ac.seats - r.pick([0, 0, 0, 2, 4, 6].filter((x) => x < ac.seats / 4));
    const base = { NOK: 490 + km * 2.1, GBP: 39 + km * 0.095, EUR: 49 + km * 0.11, USD: 69 + km * 0.3 }[al.cur];
    const fare = al.cur === 'NOK' ? Math.round((base * r.float(0.85, 1.2)) / 10) * 10 : Math.round(base * r.float(0.85, 1.2));
    flights.push({
      name: `${code} ${n}`,
      compact: `${code}${n}`,
      airline: al,
      origin: AP[o],
      dest: AP[d],
      km,
      dep: r.int(72, 250) * 5,
      block,
      days: days.map((i) => DAY[i]),
      aircraft: ac,
      seats,
      lf: r.int(56, 95),
      fare,
      seasonal,
      meal,
      partners,
      otp: r.int(780, 978) / 10,
      validFrom,
    });
  }
}

// ------------------------------------------------------------------ how a page states each value
const comma = (s) => String(s).replace('.', ',');
const nbGroup = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const dotGroup = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const no = (f) => f.norwegian; // Norwegian labels and wording
const NO_DAY = { Mon: 'man', Tue: 'tir', Wed: 'ons', Thu: 'tor', Fri: 'fre', Sat: 'lør', Sun: 'søn' };

function depText(f, k) {
  const h = Math.floor(f.dep / 60);
  const m = String(f.dep % 60).padStart(2, '0');
  if (no(f)) return `kl. ${String(h).padStart(2, '0')}.${m}`;
  const h12 = h % 12 || 12;
  const ampm = h < 12 ? 'am' : 'pm';
  if (f.airline.style === 'us') return [`${h12}:${m} ${ampm}`, `${h12}:${m} ${ampm.toUpperCase()}`][k % 2];
  return [hhmm(f.dep), `${h12}:${m} ${ampm}`, `${h}h${m}`, hhmm(f.dep)][k % 4];
}
function blockText(f, k) {
  const t = f.block;
  const h = Math.floor(t / 60);
  const mm = t % 60;
  if (no(f)) return h ? `${h} t ${mm} min`.replace(' 0 min', '') : `${mm} min`;
  switch (k % 4) {
    case 0:
      return h === 0 ? `${mm} min` : mm === 0 ? `${h} h` : `${h} h ${mm} min`;
    case 1:
      return `${t} min`;
    case 2:
      return `${h}:${String(mm).padStart(2, '0')}`;
    default:
      return t % 30 === 0 && t > 60 ? `${t / 60} hours` : h === 0 ? `${t} mins` : `${h}h ${String(mm).padStart(2, '0')}m`;
  }
}
/** → [text, km] */
function distText(f, k) {
  const nm = Math.round(f.km / KM_PER_NM);
  const mi = Math.round(f.km / KM_PER_MI);
  if (no(f)) return [`${nbGroup(f.km)} km`, f.km];
  const st = f.airline.style;
  if (st === 'uk' || st === 'us') return [[`${group(mi)} mi`, `${group(mi)} miles`, `${nm} NM`][k % 3], k % 3 === 2 ? nm * KM_PER_NM : mi * KM_PER_MI];
  return [[`${group(f.km)} km`, `${nm} nm`, `${group(f.km)} km (${nm} nm)`][k % 3], k % 3 === 1 ? nm * KM_PER_NM : f.km];
}
function daysText(f, k) {
  const d = f.days;
  const idx = d.map((x) => DAY.indexOf(x) + 1);
  if (no(f)) return d.length === 7 ? 'daglig' : d.map((x) => NO_DAY[x]).join(', ');
  if (d.length === 7) return ['Daily', 'daily', '1234567'][k % 3];
  if (d.length === 5 && idx.join('') === '12345' && k % 2 === 0) return 'Mon–Fri';
  return [d.join(', '), opsDays(f), d.join(' ')][k % 3];
}
/** airline notation: "1-3-5", "1-2-3-4-5-6"; a pair as "1...5.." (a hyphen between two days would read as a range) */
function opsDays(f) {
  const idx = f.days.map((x) => DAY.indexOf(x) + 1);
  return idx.length === 2 ? DAY.map((x, i) => (f.days.includes(x) ? i + 1 : '.')).join('') : idx.join('-');
}
const lfText = (f, k) => (no(f) ? `${f.lf} %` : [`${f.lf}%`, (f.lf / 100).toFixed(2), `${f.lf} %`][k % 3]);
const otpText = (f, k) => (no(f) ? `${comma(f.otp.toFixed(1))} %` : [`${f.otp.toFixed(1)}%`, `${f.otp.toFixed(1)} % within 15 min`, `${f.otp.toFixed(1)} %`][k % 3]);
function fareText(f, k) {
  const x = f.fare;
  switch (f.airline.cur) {
    case 'NOK':
      return no(f) ? `kr ${nbGroup(x)}` : [`NOK ${group(x)}`, `${nbGroup(x)} kr`, `kr ${nbGroup(x)},-`][k % 3];
    case 'GBP':
      return [`£${x}`, `GBP ${x}.00`, `£${x}.00`][k % 3];
    case 'EUR':
      return [`€${x}`, `${x},00 €`, `EUR ${x}`][k % 3];
    default:
      return [`$${x}`, `USD ${x}.00`, `$${x}.00`][k % 3];
  }
}
function validText(f, k) {
  if (no(f)) return fmtDate(f.validFrom, 'dotted');
  const st = f.airline.style;
  if (st === 'us') return [fmtDate(f.validFrom, 'us'), fmtDate(f.validFrom, 'iso')][k % 2];
  if (st === 'uk') return [fmtDate(f.validFrom, 'long'), fmtDate(f.validFrom, 'short'), fmtDate(f.validFrom, 'iso')][k % 3];
  return [fmtDate(f.validFrom, 'dotted'), fmtDate(f.validFrom, 'iso'), fmtDate(f.validFrom, 'long')][k % 3];
}
/** origin / destination as the page names them: full name with code, code only, or full name */
function apText(a, k) {
  return [`${a.name} (${a.iata})`, a.iata, a.name][k % 3];
}
const seasonRow = (f, k) =>
  no(f)
    ? ['Sesongrute', f.seasonal ? 'ja' : 'nei']
    : [
        ['Seasonal', f.seasonal ? 'Yes' : 'No'],
        ['Year-round', f.seasonal ? 'No' : 'Yes'],
        ['Season', f.seasonal ? 'Summer only' : 'All year'],
        ['Seasonal route', f.seasonal ? '✓' : '✗'],
      ][k % 4];
const mealRow = (f, k) =>
  no(f)
    ? ['Servering', f.meal ? 'ja' : 'nei']
    : [
        ['Meal service', f.meal ? 'Yes' : 'No'],
        ['Complimentary meal', f.meal ? '✓' : '✗'],
        ['Buy on board only', f.meal ? 'No' : 'Yes'],
        ['Catering', f.meal ? 'Hot meal included' : 'Buy on board'],
      ][(k + 1) % 4];
const L = (f, k, en, nor) => (no(f) ? nor : en[k % en.length]);
const listText = (xs, k, none) => (xs.length ? xs.join([', ', ' / ', '; '][k % 3]) : none ?? ['none', '—', 'none'][k % 3]);

function pageStates(f, k) {
  const [dist, km] = distText(f, k);
  return { dep: depText(f, k), block: blockText(f, k), dist, km, days: daysText(f, k), lf: lfText(f, k), otp: otpText(f, k), fare: fareText(f, k), valid: validText(f, k),
    origin: apText(f.origin, k), dest: apText(f.dest, k) };
}

function specRows(f, s, k) {
  return [
    [L(f, k, ['Flight', 'Flight number', 'Flight no.'], 'Flynummer'), f.name],
    [L(f, k, ['Operated by', 'Operator', 'Carrier', 'Airline'], 'Operatør'), f.airline.name],
    [L(f, k, ['From', 'Origin', 'Departure airport'], 'Fra'), s.origin],
    [L(f, k, ['To', 'Destination', 'Arrival airport'], 'Til'), s.dest],
    [L(f, k, ['Departure', 'Departs', 'Scheduled departure (local)', 'STD'], 'Avgang'), s.dep],
    [L(f, k, ['Block time', 'Duration', 'Flight time', 'Scheduled block'], 'Blokktid'), s.block],
    [L(f, k, ['Distance', 'Great-circle distance', 'Sector length'], 'Distanse'), s.dist],
    [L(f, k, ['Days of operation', 'Operating days', 'Days', 'Frequency'], 'Dager'), s.days],
    [L(f, k, ['Aircraft', 'Equipment', 'Aircraft type'], 'Flytype'), f.aircraft.name],
    [L(f, k, ['Seats', 'Seats offered', 'Capacity'], 'Seter'), k % 3 === 1 && !no(f) ? `${f.seats} seats` : String(f.seats)],
    [L(f, k, ['Average load factor', 'Load factor', 'Avg. LF'], 'Kabinfaktor'), s.lf],
    [L(f, k, ['Lowest fare', 'Fares from', 'Cheapest one-way fare', 'Economy fare from'], 'Laveste pris'), s.fare],
    seasonRow(f, k),
    mealRow(f, k),
    [L(f, k, ['Codeshare partners', 'Codeshares', 'Marketed also by'], 'Codeshare'), listText(f.partners, k, no(f) ? 'ingen' : undefined)],
    [L(f, k, ['On-time performance', 'Punctuality', 'OTP'], 'Punktlighet'), s.otp],
    [L(f, k, ['Valid from', 'Schedule effective', 'First flight', 'Effective from'], 'Gyldig fra'), s.valid],
  ];
}
function flightProse(f, s, k) {
  if (no(f)) return [[`${f.name} går ${s.days} med ${f.aircraft.name}.`, `Gjennomsnittlig kabinfaktor på ${f.name} var ${s.lf}.`][k % 2]];
  const opts = [
    `${f.compact} is scheduled to leave at ${s.dep} and takes ${s.block} gate to gate.`,
    `${f.name} is flown with ${/^[AEIOU]/.test(f.aircraft.name) ? 'an' : 'a'} ${f.aircraft.name} configured with ${f.seats} seats.`,
    `Average load factor on ${f.compact} last season: ${s.lf}.`,
    `${f.name} operates ${s.days === 'Daily' || s.days === 'daily' ? 'every day' : s.days}.`,
    `The lowest one-way fare on ${f.name} is currently ${s.fare}.`,
  ];
  return [opts[k % opts.length]];
}

// ------------------------------------------------------------------ facts
const corpus = new Corpus(dir);
function flightFacts(f, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(f.name, 'flight', attr, value, unit, stated, file);
  F('airline', f.airline.name, '', f.airline.name);
  F('origin', f.origin.name, '', s.origin);
  F('destination', f.dest.name, '', s.dest);
  F('departure', hhmm(f.dep), 'time', s.dep);
  F('block_time', f.block, 'min', s.block);
  F('distance', s.km, 'km', s.dist);
  F('days', f.days, 'list', s.days);
  F('aircraft', f.aircraft.name, '', f.aircraft.name);
  F('seats', f.seats, '', String(f.seats));
  F('load_factor', s.lfMissing ? null : f.lf, '%', s.lfMissing ? '' : s.lf);
  F('fare', f.fare, f.airline.cur, s.fare);
  F('seasonal', f.seasonal, 'bool', s.seasonal ?? '');
  F('meal_service', f.meal, 'bool', s.meal ?? '');
  F('codeshares', f.partners, 'list', f.partners[0] ?? '');
  F('on_time', s.otpMissing ? null : f.otp, '%', s.otpMissing ? '' : s.otp);
  F('valid_from', f.validFrom, 'date', s.valid);
}
const pageStated = (f, s, k) => ({ ...s, seasonal: seasonRow(f, k)[1], meal: mealRow(f, k)[1] });

// ------------------------------------------------------------------ layouts
const EXPORT = { csv: 'GX', tsv: 'CB', semicolon: 'NX', json_flat: 'HF' };
const PAGE_LAYOUTS = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested'];
const assign = new Map([...PAGE_LAYOUTS, ...Object.keys(EXPORT)].map((x) => [x, []]));
const inExport = new Set();
// two Norvik flights get Norwegian pages
const norwegian = flights.filter((f) => f.name === 'NX 130' || f.name === 'NX 111');
norwegian.forEach((f) => (f.norwegian = true));
for (const [layout, code] of Object.entries(EXPORT)) {
  const mine = r.shuffle(flights.filter((f) => f.airline.code === code && !norwegian.includes(f))).slice(0, 4);
  mine.forEach((f) => inExport.add(f));
  assign.get(layout).push(...mine);
}
assign.get('md_bullets').push(norwegian[0]);
assign.get('txt').push(norwegian[1]);
norwegian.forEach((f) => inExport.add(f));
r.shuffle(flights.filter((f) => !inExport.has(f))).forEach((f, i) => assign.get(PAGE_LAYOUTS[i % PAGE_LAYOUTS.length]).push(f));
const docTitle = (f) => `${f.name} – ${f.airline.name} schedule sheet`;
const flightFile = (f, ext) => `flights/${slug(f.name)}.${ext}`;
let k = 0;

for (const f of assign.get('html_table')) {
  const file = flightFile(f, 'html');
  const s = pageStates(f, k);
  corpus.write(file, htmlTablePage({ title: f.name, docTitle: docTitle(f), crumbs: [GROUP, 'Network', f.airline.name, f.name], lead: flightProse(f, s, k),
    sections: [{ heading: 'Flight details', rows: specRows(f, s, k) }], colA: 'Field', colB: 'Value', footer: `${GROUP} network planning · internal` }));
  flightFacts(f, file, pageStated(f, s, k));
  k++;
}
for (const f of assign.get('html_dl')) {
  const file = flightFile(f, 'html');
  const s = pageStates(f, k);
  const rows = specRows(f, s, k);
  corpus.write(file, htmlDlPage({ title: f.name, docTitle: docTitle(f), site: `${GROUP} · Operations`, lead: flightProse(f, s, k),
    sections: [{ heading: 'Schedule', rows: rows.slice(0, 9) }, { heading: 'Commercial', rows: rows.slice(9) }], footer: 'Times are local. Subject to slot confirmation.' }));
  flightFacts(f, file, pageStated(f, s, k));
  k++;
}
for (const f of assign.get('html_infobox')) {
  const file = flightFile(f, 'html');
  const s = pageStates(f, k);
  const rows = specRows(f, s, k);
  corpus.write(file, htmlInfoboxPage({ title: f.name, lead: flightProse(f, s, k), sections: [{ heading: 'Route', rows: rows.slice(0, 8) }, { heading: 'Product', rows: rows.slice(8) }],
    footer: `Part of the ${GROUP} summer 2025 programme.` }));
  flightFacts(f, file, pageStated(f, s, k));
  k++;
}
for (const f of assign.get('md_bullets')) {
  const file = flightFile(f, 'md');
  const s = pageStates(f, k);
  corpus.write(file, mdBulletsNote({ title: f.name, lead: flightProse(f, s, k), sections: [{ heading: no(f) ? 'Ruteinformasjon' : 'Details', rows: specRows(f, s, k) }] }));
  flightFacts(f, file, pageStated(f, s, k));
  k++;
}
for (const f of assign.get('md_yaml')) {
  const file = flightFile(f, 'md');
  const s = pageStates(f, k);
  const rows = specRows(f, s, k).slice(2);
  corpus.write(file, mdYamlTableNote({
    title: f.name,
    frontMatter: [['flight', f.name], ['operator', f.airline.name], ['season', 'S25'], ['status', 'published']],
    lead: flightProse(f, s, k), sections: [{ heading: 'Schedule sheet', rows }], colA: 'Item', colB: 'Detail',
  }));
  flightFacts(f, file, pageStated(f, s, k));
  k++;
}
for (const f of assign.get('txt')) {
  const file = flightFile(f, 'txt');
  const s = pageStates(f, k);
  corpus.write(file, txtProfile({ txtHeader: `${no(f) ? 'RUTE' : 'FLIGHT'}: ${f.name}\n${'='.repeat(40)}`, sections: [{ rows: specRows(f, s, k) }], lead: flightProse(f, s, k) }));
  flightFacts(f, file, pageStated(f, s, k));
  k++;
}
for (const f of assign.get('json_nested')) {
  const file = flightFile(f, 'json');
  const nm = Math.round(f.km / KM_PER_NM);
  const inNm = k % 2 === 1;
  const s = { origin: f.origin.iata, dest: f.dest.iata, dep: hhmm(f.dep), block: String(f.block), dist: String(inNm ? nm : f.km), km: inNm ? nm * KM_PER_NM : f.km, days: f.days[0],
    lf: String(f.lf / 100), otp: String(f.otp), fare: String(f.fare), valid: f.validFrom };
  const rec = {
    flight: {
      number: f.name,
      operator: { name: f.airline.name, code: f.airline.code },
      route: { from: { iata: f.origin.iata, name: f.origin.name }, to: { iata: f.dest.iata, name: f.dest.name }, distance: { value: inNm ? nm : f.km, unit: inNm ? 'nm' : 'km' } },
      schedule: { departure_local: hhmm(f.dep), block_time: { minutes: f.block }, days: f.days, valid_from: f.validFrom, seasonal: f.seasonal },
      equipment: { type: f.aircraft.name, seats: f.seats },
      commercial: { lowest_fare: { amount: f.fare, currency: f.airline.cur }, meal_service: f.meal, codeshares: f.partners },
      performance: { load_factor: f.lf / 100, on_time_pct: f.otp },
      note: flightProse(f, pageStates(f, k), k)[0],
    },
  };
  corpus.write(file, JSON.stringify(rec, null, 2) + '\n');
  flightFacts(f, file, s);
  k++;
}
// --- CSV export (Granite Air, UK): units in the header, airports by code, 1/0 flags
{
  const file = 'exports/granite-air-schedule-s25.csv';
  const header = ['flight', 'operator', 'origin', 'destination', 'dep_local', 'Block time (min)', 'Distance (mi)', 'days', 'aircraft', 'seats', 'Load factor (%)', 'Fare (GBP)',
    'seasonal', 'meal', 'codeshare', 'On-time (%)', 'valid_from'];
  const rows = assign.get('csv').map((f) => {
    const mi = Math.round(f.km / KM_PER_MI);
    const days = f.days.length === 7 ? 'daily' : f.days.map((x) => DAY.indexOf(x) + 1).join('');
    const s = { origin: f.origin.iata, dest: f.dest.iata, dep: hhmm(f.dep), block: String(f.block), dist: String(mi), km: mi * KM_PER_MI, days, lf: String(f.lf), fare: String(f.fare),
      seasonal: f.seasonal ? '1' : '0', meal: f.meal ? '1' : '0', otp: f.otp.toFixed(1), valid: f.validFrom };
    flightFacts(f, file, s);
    return [f.name, f.airline.name, s.origin, s.dest, s.dep, f.block, mi, days, f.aircraft.name, f.seats, f.lf, f.fare, s.seasonal, s.meal, f.partners.join('; '), s.otp, f.validFrom];
  });
  corpus.write(file, delimited(header, rows));
}
// --- TSV (Casco Bay Airways, US): units inside the values
{
  const file = 'exports/casco-bay-timetable.tsv';
  const header = ['Flight', 'From', 'To', 'Dep', 'Block', 'Distance', 'Days', 'Equipment', 'Seats', 'LF', 'Fare', 'Seasonal', 'Meal', 'Codeshare', 'OTP', 'Effective'];
  const rows = assign.get('tsv').map((f, i) => {
    const mi = Math.round(f.km / KM_PER_MI);
    const h = Math.floor(f.block / 60);
    const block = h ? `${h} h ${String(f.block % 60).padStart(2, '0')} min` : `${f.block} min`;
    const s = { origin: f.origin.iata, dest: f.dest.iata, dep: depText(f, i), block, dist: `${mi} mi`, km: mi * KM_PER_MI, days: daysText(f, i * 3), lf: `${f.lf}%`, fare: `$${f.fare}.00`,
      seasonal: f.seasonal ? 'Y' : 'N', meal: f.meal ? 'Y' : 'N', otp: `${f.otp.toFixed(1)}%` };
    const us = `${f.validFrom.slice(5, 7)}/${f.validFrom.slice(8, 10)}/${f.validFrom.slice(0, 4)}`;
    s.valid = us;
    flightFacts(f, file, s);
    return [f.name, s.origin, s.dest, s.dep, block, s.dist, s.days, f.aircraft.name, f.seats, s.lf, s.fare, s.seasonal, s.meal, f.partners.length ? f.partners.join(', ') : '-', s.otp, us];
  });
  corpus.write(file, `# Casco Bay Airways timetable, summer 2025. Times local (Eastern). Effective = MM/DD/YYYY. LF = average load factor, OTP = arrivals within 15 minutes.\n` + delimited(header, rows, '\t'));
}
// --- semicolon CSV (Norvik Air): Norwegian headers, decimal commas, n/a for unknown values
{
  const file = 'exports/norvik-ruteprogram-s25.csv';
  const header = ['flightnr', 'operatør', 'fra', 'til', 'avgang', 'blokktid_min', 'distanse_km', 'dager', 'flytype', 'seter', 'kabinfaktor_pst', 'laveste_pris_nok', 'sesongrute',
    'servering', 'codeshare', 'punktlighet_pst', 'gyldig_fra'];
  const lst = assign.get('semicolon');
  const newRoute = lst[2].name; // a new route: no load factor or punctuality yet
  const jn = (b) => (b ? 'ja' : 'nei');
  const rows = lst.map((f) => {
    const nu = f.name === newRoute;
    const days = f.days.length === 7 ? 'daglig' : opsDays(f);
    const s = { origin: f.origin.iata, dest: f.dest.iata, dep: hhmm(f.dep), block: String(f.block), dist: String(f.km), km: f.km, days, lf: nu ? '' : String(f.lf), lfMissing: nu,
      fare: String(f.fare), seasonal: jn(f.seasonal), meal: jn(f.meal), otp: nu ? '' : comma(f.otp.toFixed(1)), otpMissing: nu, valid: fmtDate(f.validFrom, 'dotted') };
    flightFacts(f, file, s);
    return [f.name, f.airline.name, s.origin, s.dest, s.dep, f.block, f.km, days, f.aircraft.name, f.seats, nu ? 'n/a' : f.lf, f.fare, s.seasonal, s.meal,
      f.partners.length ? f.partners.join(', ') : 'n/a', nu ? 'n/a' : s.otp, s.valid];
  });
  corpus.write(file, delimited(header, rows, ';'));
}
// --- JSON flat records (Hanseflug): distances in nautical miles, load factor as a fraction, inverted year_round
{
  const file = 'exports/hanseflug-flugplan-s25.json';
  const recs = assign.get('json_flat').map((f) => {
    const nm = Math.round(f.km / KM_PER_NM);
    flightFacts(f, file, { origin: f.origin.iata, dest: f.dest.iata, dep: hhmm(f.dep), block: String(f.block), dist: String(nm), km: nm * KM_PER_NM, days: f.days[0], lf: String(f.lf / 100),
      fare: String(f.fare), seasonal: '', meal: '', otp: String(f.otp), valid: f.validFrom });
    return { flight: f.name, operator: f.airline.name, from_iata: f.origin.iata, to_iata: f.dest.iata, departure_local: hhmm(f.dep), block_minutes: f.block, distance_nm: nm,
      days: f.days, aircraft: f.aircraft.name, seats: f.seats, load_factor: f.lf / 100, fare_eur: f.fare, year_round: !f.seasonal, meal_service: f.meal, codeshares: f.partners,
      on_time_pct: f.otp, valid_from: f.validFrom };
  });
  corpus.write(file, JSON.stringify({ operator: 'Hanseflug', season: 'S25', exported: '2025-02-28', flights: recs }, null, 2) + '\n');
}

// ------------------------------------------------------------------ simple pages (airports, aircraft, airlines)
const LAYOUTS8 = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested', 'json_flat'];
function simplePage(Lt, base, name, header, lead, rows, nested, flat, heading) {
  let file;
  if (Lt === 'html_table') corpus.write((file = `${base}.html`), htmlTablePage({ title: name, crumbs: [GROUP, heading], lead, sections: [{ heading, rows }] }));
  else if (Lt === 'html_dl') corpus.write((file = `${base}.html`), htmlDlPage({ title: name, site: GROUP, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'html_infobox') corpus.write((file = `${base}.html`), htmlInfoboxPage({ title: name, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'md_bullets') corpus.write((file = `${base}.md`), mdBulletsNote({ title: name, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'md_yaml')
    corpus.write((file = `${base}.md`), mdYamlTableNote({ title: name, frontMatter: [['name', name], ...rows.slice(0, 2)], lead, sections: [{ heading, rows: rows.slice(2) }] }));
  else if (Lt === 'txt') corpus.write((file = `${base}.txt`), txtProfile({ txtHeader: `${header}: ${name.toUpperCase()}`, sections: [{ rows }], lead }));
  else if (Lt === 'json_nested') corpus.write((file = `${base}.json`), JSON.stringify(nested, null, 2) + '\n');
  else corpus.write((file = `${base}.json`), JSON.stringify(flat, null, 2) + '\n');
  return file;
}

// --- airports
r.shuffle(AIRPORTS).forEach((a, i) => {
  const german = a.style === 'de';
  const Lt = german ? ['md_bullets', 'html_dl'][a.iata === 'HAM' ? 0 : 1] : LAYOUTS8[i % LAYOUTS8.length];
  const ft = Math.round(a.elev / M_PER_FT);
  const imperial = a.style === 'us' || a.style === 'uk' || a.style === 'ca';
  // elevation: → [text, metres]
  const elev = german
    ? [`${a.elev} m über NN`, a.elev]
    : imperial
      ? [[`${ft} ft`, `${a.elev} m (${ft} ft)`, `${ft} feet AMSL`][i % 3], i % 3 === 1 ? a.elev : ft * M_PER_FT]
      : [[`${a.elev} m`, `${a.elev} m AMSL`, `${ft} ft`][i % 3], i % 3 === 2 ? ft * M_PER_FT : a.elev];
  const rwFt = Math.round(a.longest / M_PER_FT);
  const runway = german
    ? [`${dotGroup(a.longest)} m`, a.longest]
    : a.style === 'us'
      ? [`${group(rwFt)} ft`, rwFt * M_PER_FT]
      : [[`${group(a.longest)} m`, `${group(a.longest)} m (${group(rwFt)} ft)`, `${a.longest} metres`][i % 3], a.longest];
  const paxText = german
    ? `${comma((a.pax / 1e6).toFixed(1))} Mio.`
    : a.pax < 1e6
      ? group(a.pax)
      : [`${(a.pax / 1e6).toFixed(a.pax % 100000 === 0 ? 1 : 2)} million`, group(a.pax), `${(a.pax / 1e6).toFixed(a.pax % 100000 === 0 ? 1 : 2)}m`][i % 3];
  const rwWord = ['one', 'two', 'three', 'four', 'five', 'six'][a.runways - 1];
  const lead = german
    ? [`Der ${a.name} wurde ${a.opened} eröffnet und zählt rund ${paxText} Passagiere im Jahr.`]
    : [[`${a.name} opened in ${a.opened}.`, `${a.name} has ${rwWord} runway${a.runways > 1 ? 's' : ''}.`, `${a.name} handled ${paxText} passengers last year.`, `${a.name} serves ${a.city}.`][i % 4]];
  const rows = german
    ? [['IATA-Code', a.iata], ['Stadt', a.city], ['Land', 'Deutschland'], ['Höhe', elev[0]], ['Start- und Landebahnen', String(a.runways)], ['Längste Bahn', runway[0]],
        ['Passagiere pro Jahr', paxText], ['Eröffnet', String(a.opened)]]
    : [[['IATA code', 'IATA', 'Airport code'][i % 3], a.iata], [['City', 'Serves', 'City served'][i % 3], a.city], ['Country', a.country], [['Elevation', 'Field elevation', 'Elevation AMSL'][i % 3], elev[0]],
        [['Runways', 'Number of runways', 'Runways'][i % 3], String(a.runways)], [['Longest runway', 'Main runway length', 'Longest runway'][i % 3], runway[0]],
        [['Passengers per year', 'Annual passengers', 'Passengers (2024)'][i % 3], paxText], [['Opened', 'Opened', 'In operation since'][i % 3], String(a.opened)]];
  const title = german ? `Flughafen ${a.city} (${a.name})` : a.name;
  const elevJ = imperial ? { value: ft, unit: 'ft' } : { value: a.elev, unit: 'm' };
  const nested = { airport: { name: a.name, codes: { iata: a.iata }, location: { city: a.city, country: a.country, elevation: elevJ }, infrastructure: { runways: a.runways,
    longest_runway_m: a.longest }, traffic: { passengers_per_year: a.pax }, history: { opened: a.opened }, about: lead[0] } };
  const flat = { name: a.name, iata: a.iata, city: a.city, country: a.country, elevation_m: a.elev, runways: a.runways, longest_runway_m: a.longest, passengers: a.pax, opened: a.opened,
    note: lead[0] };
  const file = simplePage(Lt, `airports/${a.iata.toLowerCase()}-${slug(a.city)}`, title, 'AIRPORT', lead, rows, nested, flat, german ? 'Flughafen' : 'Airport data');
  const jsonNested = Lt === 'json_nested';
  const jsonFlat = Lt === 'json_flat';
  const F = (attr, value, unit, stated) => corpus.fact(a.name, 'airport', attr, value, unit, stated, file);
  F('iata', a.iata, 'text', a.iata);
  F('city', a.city, '', a.city);
  F('country', a.country, '', german ? 'Deutschland' : a.country);
  F('elevation', jsonFlat ? a.elev : jsonNested ? (imperial ? ft * M_PER_FT : a.elev) : elev[1], 'm', jsonFlat ? String(a.elev) : jsonNested ? String(elevJ.value) : elev[0]);
  F('runways', a.runways, '', String(a.runways));
  F('longest_runway', jsonFlat || jsonNested ? a.longest : runway[1], 'm', jsonFlat || jsonNested ? String(a.longest) : runway[0]);
  F('passengers', a.pax, '', jsonFlat || jsonNested ? String(a.pax) : paxText);
  F('opened', a.opened, 'year', String(a.opened));
});

// --- aircraft types
r.shuffle(AIRCRAFT).forEach((c, i) => {
  const Lt = LAYOUTS8[(i + 2) % LAYOUTS8.length];
  const nm = Math.round(c.range / KM_PER_NM);
  const mi = Math.round(c.range / KM_PER_MI);
  const kn = Math.round(c.cruise / KM_PER_NM);
  const mph = Math.round(c.cruise / KM_PER_MI);
  const lbh = Math.round(c.burn / KG_PER_LB);
  const range = [[`${group(c.range)} km`, c.range], [`${group(nm)} nm`, nm * KM_PER_NM], [`${group(mi)} mi`, mi * KM_PER_MI], [`${group(nm)} NM (${group(c.range)} km)`, c.range]][i % 4];
  const speed = [[`${c.cruise} km/h`, c.cruise], [`${kn} kn`, kn * KM_PER_NM], [`${mph} mph`, mph * KM_PER_MI], [`${kn} knots`, kn * KM_PER_NM], [`${c.cruise} km/h`, c.cruise]][i % 5];
  const burn = [[`${group(c.burn)} kg/h`, c.burn], [`${group(lbh)} lb/h`, lbh * KG_PER_LB], [`${group(c.burn)} kg per hour`, c.burn]][i % 3];
  const engWord = c.engines === 1 ? 'single' : 'twin';
  const lead = [[`The ${c.name} entered service in ${c.year}.`, `The ${c.name} is a ${engWord}-engine ${c.prop.toLowerCase()} built by ${c.maker}.`, `In our configuration the ${c.name} seats up to ${c.seats} passengers.`,
    `The ${c.name} cruises at about ${speed[0]}.`][i % 4]];
  const rows = [[['Manufacturer', 'Built by', 'Manufacturer'][i % 3], c.maker], [['Engine type', 'Propulsion', 'Type'][i % 3], c.prop], [['Engines', 'Number of engines', 'Engines'][i % 3], String(c.engines)],
    [['Max seats', 'Maximum seating', 'Seats (max)'][i % 3], i % 2 ? `up to ${c.seats}` : String(c.seats)], [['Range', 'Maximum range', 'Range'][i % 3], range[0]],
    [['Cruising speed', 'Cruise speed', 'Typical cruise'][i % 3], speed[0]], [['Entered service', 'In service since', 'First delivery'][i % 3], String(c.year)],
    [['Fuel burn', 'Average fuel burn', 'Fuel consumption'][i % 3], burn[0]]];
  if (AKA[c.name]) rows.push([['Also known as', 'Marketed as', 'Also called'][i % 3], AKA[c.name]]);
  const nested = { aircraft: { type: c.name, manufacturer: { name: c.maker }, powerplant: { kind: c.prop, engines: c.engines }, cabin: { max_seats: c.seats },
    performance: { range_km: c.range, cruise_speed: { value: kn, unit: 'kn' } }, fuel: { burn_kg_per_hour: c.burn }, service: { entered: c.year }, ...(AKA[c.name] ? { also_known_as: AKA[c.name] } : {}), note: lead[0] } };
  const flat = { type: c.name, manufacturer: c.maker, propulsion: c.prop, engines: c.engines, max_seats: c.seats, range_km: c.range, cruise_kmh: c.cruise, entered_service: c.year,
    fuel_burn_kg_h: c.burn, ...(AKA[c.name] ? { aka: AKA[c.name] } : {}), note: lead[0] };
  const file = simplePage(Lt, `aircraft/${slug(c.name)}`, c.name, 'AIRCRAFT TYPE', lead, rows, nested, flat, 'Fleet type sheet');
  const jn = Lt === 'json_nested';
  const jf = Lt === 'json_flat';
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'aircraft', attr, value, unit, stated, file);
  F('manufacturer', c.maker, '', c.maker);
  F('propulsion', c.prop, '', c.prop);
  F('engines', c.engines, '', String(c.engines));
  F('max_seats', c.seats, '', String(c.seats));
  F('range', jn || jf ? c.range : range[1], 'km', jn || jf ? String(c.range) : range[0]);
  F('cruise_speed', jn ? kn * KM_PER_NM : jf ? c.cruise : speed[1], 'km/h', jn ? String(kn) : jf ? String(c.cruise) : speed[0]);
  F('entered_service', c.year, 'year', String(c.year));
  F('fuel_burn', jn || jf ? c.burn : burn[1], 'kg', jn || jf ? String(c.burn) : burn[0]);
  F('also_known_as', AKA[c.name] ?? '', 'text', AKA[c.name] ?? '');
});

// --- airlines
AIRLINES.forEach((a, i) => {
  const Lt = ['html_infobox', 'md_yaml', 'txt', 'json_nested'][i];
  const base = AP[a.base];
  const lead = [[`${a.name} was founded in ${a.founded} and flies from its base at ${base.name}.`, `${a.name} operates a fleet of ${a.fleet} aircraft.`, `${a.name} is part of ${GROUP}.`,
    `${a.name} has been flying since ${a.founded}.`][i]];
  const rows = [['Airline code', a.code], ['Country', a.country], [['Main base', 'Hub', 'Home base', 'Base'][i], base.name], [['Fleet size', 'Aircraft in fleet', 'Fleet', 'Fleet size'][i], `${a.fleet} aircraft`],
    [['Founded', 'Established', 'Founded', 'Since'][i], String(a.founded)], [['Alliance', 'Alliance membership', 'Alliance', 'Alliance'][i], a.alliance === 'none' ? 'None' : `${a.alliance} (affiliate)`],
    ['Ticket currency', a.cur]];
  const nested = { airline: { name: a.name, codes: { iata: a.code }, registered: { country: a.country }, operations: { base: { iata: a.base, name: base.name }, fleet_size: a.fleet },
    history: { founded: a.founded }, alliance: a.alliance === 'none' ? null : a.alliance, ticket_currency: a.cur, about: lead[0] } };
  const file = simplePage(Lt, `airlines/${slug(a.name)}`, a.name, 'AIRLINE', lead, rows, nested, null, 'Operator profile');
  const jn = Lt === 'json_nested';
  const F = (attr, value, unit, stated) => corpus.fact(a.name, 'airline', attr, value, unit, stated, file);
  F('code', a.code, 'text', a.code);
  F('country', a.country, '', a.country);
  F('base', base.name, '', base.name);
  F('fleet_size', a.fleet, '', jn ? String(a.fleet) : `${a.fleet} aircraft`);
  F('founded', a.founded, 'year', String(a.founded));
  F('alliance', a.alliance, '', jn ? (a.alliance === 'none' ? '' : a.alliance) : a.alliance === 'none' ? 'None' : a.alliance);
});

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `${GROUP} — operations shared drive (summer 2025 season).
flights/ holds one schedule sheet per flight; exports/ the timetable exports of the four operating airlines; airports/, aircraft/ and airlines/ the reference pages.
Fares are the lowest one-way fare in the currency of the operating airline (NOK for Norvik Air, GBP for Granite Air, EUR for Hanseflug, USD for Casco Bay Airways); nothing is converted.
Times are local. Distances are great-circle distances; some sheets give them in nautical miles (nm), UK and US sheets in statute miles.
`);
corpus.write('ops/turnaround-and-fuel-policy.md', `# Turnaround and fuel policy (group minimum standards)

| Item | Turboprop | Jet |
|---|---|---|
| Minimum turnaround | 25 min | 35 min |
| Final reserve fuel | 30 min | 30 min |
| Contingency fuel | 5 % of trip fuel | 5 % of trip fuel |

Crews may not start a duty of more than 13 hours; de-icing adds about 15 minutes to a winter turnaround.
Any sector longer than 900 km must carry an alternate with a runway of at least 1,800 m.
`);
corpus.write('planning/network-review-2024.md', `# Network review 2024 (board summary)

- The group carried 2.9 million passengers in 2024, 6 % more than in 2023.
- Average group load factor: 74 %; target for 2025 is 78 %.
- Three routes were dropped at the end of winter 2024/25; two of them had fewer than 40 passengers per departure.
- Fuel was 27 % of operating costs; the carbon budget assumes 3.16 kg CO2 per kg of jet fuel.
`);
corpus.write('planning/slot-calendar-s25.md', `# Slot calendar, summer 2025

| Airport | Slot coordinated | Curfew |
|---|---|---|
| HAM | yes | 23:00–06:00 |
| EDI | yes | none |
| BOS | level 2 | none |
| BGO | no | none |

Season dates: 30 March 2025 to 25 October 2025 (IATA summer season, 30 weeks).
`);

const stats = corpus.flush(source);
console.log(`flights: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
