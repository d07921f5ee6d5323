#!/usr/bin/env node
// Sailing corpus (held-out): the shared drive of the "Hamble Estuary Yacht Club" (HEYC) and its twin club in
// Brittany, the "Cercle Nautique de Saint-Quay" (CNSQ) — 45 boats, 14 skippers/owners, 6 marinas, 8 regattas with
// their RESULTS tables, and background documents.
//   node bench/corpora/sailing/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "sailing-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Its shape differs from the earlier generated domains:
// (a) RESULTS tables, one file per regatta (the regatta is the entity of that file): a row per boat with a column per
//     race, a row per boat per race (long format), or a passage race with elapsed / TCC / corrected times
//     (`2:14:37`); DNF / DNS / OCS codes; boats named by name, by sail number only (`GBR 4721`), or both;
// (b) ONE long Markdown handbook with a heading per boat for 12 boats, facts in prose and `Key: value` lines;
// (c) a fleet-register spreadsheet export with a TWO-ROW header (group row `Dimensions` over `LOA | Beam | Draught`,
//     units in the second row) and values with footnote marks (`10.75¹`, `0.912*`), `n/a`, `—`, `TBC`;
// (d) mooring dues and insurance of 8 boats only in the harbour master's list, keyed by sail number alone — those
//     boats' own records state neither (facts of one boat in two files, joined by the sail number);
// (e) a French boat page, a French marina page, a French skipper page, a French fleet export (semicolon, decimal
//     commas) and a French results sheet; imperial and metric units mixed (`35' 3"`, `10.75 m`, `10,692 lb`,
//     `667 sq ft`, `21 hp`, `15.7 kW`, `29 ch`);
// (f) background documents (club news, AGM minutes, fee schedule, README) with numbers that belong to no entity.
//
// Canonical units of source.csv: LOA, beam, draught and marina max length in metres (`35' 3"` holds 35.25 × 0.3048);
// displacement in kg (`4.85 t` holds 4850, `10,692 lb` holds 10692 × 0.45359237); sail area in m² (`667 sq ft`
// holds 667 × 0.09290304); engine power in hp (`15.7 kW` holds 15.7 / 0.745699872, `29 ch` — French metric
// horsepower — holds 29 × 0.73549875 / 0.745699872); mooring fee per YEAR in the currency stated (GBP or EUR, never
// converted; `£285 per month` holds 3420); IRC TCC as a number; years as numbers; booleans; regatta distances in
// nautical miles; elapsed and corrected times in seconds (`2:14:37` holds 8077).
// Per regatta the file states, per boat: `race<N>|<boat>` (finishing place or DNF/DNS/OCS), `points|<boat>` (total,
// low point, a code scores entries + 1), `rank|<boat>` (overall place), and for passage races `elapsed|<boat>` and
// `corrected|<boat>` (seconds; corrected = elapsed × TCC, rounded).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Corpus,
  delimited,
  esc,
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
const r = rng('sailing-v1');

const CLUB = 'Hamble Estuary Yacht Club';
const TWIN = 'Cercle Nautique de Saint-Quay';
const FT = 0.3048;
const IN = 0.0254;
const LB = 0.45359237;
const SQFT = 0.09290304;
const KW_HP = 0.745699872;
const PS_HP = 0.73549875 / 0.745699872;
const comma = (s) => String(s).replace('.', ',');
const frGroup = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const L = (k, xs) => xs[k % xs.length];
const r3 = (x) => Math.round(x * 1e6) / 1e6;

// ------------------------------------------------------------------ marinas
const MARINAS = [
  { name: 'Warsash Reach Marina', city: 'Warsash', country: 'United Kingdom', berths: 320, maxLen: 18, maxFt: null, fuel: true, opened: 1974 },
  { name: 'Bursledon Quay', city: 'Bursledon', country: 'United Kingdom', berths: 180, maxLen: null, maxFt: 42, fuel: false, opened: 1988 },
  { name: 'Medina Gate Marina', city: 'Cowes', country: 'United Kingdom', berths: 410, maxLen: 25, maxFt: null, fuel: true, opened: 1996 },
  { name: "St Sampson's Marina", city: "St Sampson's", country: 'Guernsey', berths: 280, maxLen: null, maxFt: 45, fuel: true, opened: 1978 },
  { name: 'Port de Saint-Quay Nord', city: 'Saint-Quay-Portrieux', country: 'France', berths: 1030, maxLen: 20, maxFt: null, fuel: true, opened: 1990 },
  { name: 'Port du Trieux', city: 'Lézardrieux', country: 'France', berths: 560, maxLen: 15, maxFt: null, fuel: false, opened: 1981 },
].map((m) => ({ ...m, max: m.maxFt ? r3(m.maxFt * FT) : m.maxLen }));
const M = Object.fromEntries(MARINAS.map((m) => [m.name, m]));
const FRENCH_MARINAS = ['Port de Saint-Quay Nord', 'Port du Trieux'];

// ------------------------------------------------------------------ skippers [name, nationality, qualification, years sailing, member since, role, home marina]
const SKIPPERS = [
  ['Fiona MacLeod', 'British', 'Yachtmaster Offshore', 31, 1998, 'Commodore', 'Warsash Reach Marina'],
  ['Tom Ashdown', 'British', 'Day Skipper', 6, 2019, null, 'Bursledon Quay'],
  ['Priya Raman', 'British', 'Coastal Skipper', 12, 2012, 'Sailing Secretary', 'Warsash Reach Marina'],
  ['Gareth Pryce', 'British', 'Yachtmaster Ocean', 40, 1989, 'Principal Race Officer', 'Medina Gate Marina'],
  ['Yann Le Goff', 'French', 'Permis hauturier', 22, 2005, null, 'Port de Saint-Quay Nord'],
  ['Maëlle Guillou', 'French', 'Permis côtier', 9, 2016, null, 'Port du Trieux'],
  ['Pieter de Vries', 'Dutch', 'Yachtmaster Offshore', 25, 2008, null, "St Sampson's Marina"],
  ['Sabine Brandt', 'German', 'SKS', 15, 2014, null, 'Medina Gate Marina'],
  ['Will Fairweather', 'British', 'Coastal Skipper', 18, 2003, 'Treasurer', 'Bursledon Quay'],
  ['Giulia Marchetti', 'Italian', 'Day Skipper', 4, 2021, null, 'Warsash Reach Marina'],
  ["Declan O'Rourke", 'Irish', 'Yachtmaster Offshore', 27, 2001, 'Bosun', "St Sampson's Marina"],
  ['Nkechi Okafor', 'British', 'Coastal Skipper', 10, 2015, 'Youth Coordinator', 'Medina Gate Marina'],
  ['Jean-Baptiste Morvan', 'French', 'Permis hauturier', 35, 1994, null, 'Port de Saint-Quay Nord'],
  ['Ruth Penhaligon', 'British', 'Yachtmaster Coastal', 20, 2007, 'Membership Secretary', 'Bursledon Quay'],
].map(([name, nat, qual, years, since, role, marina]) => ({ name, nat, qual, years, since, role, marina }));
const S = Object.fromEntries(SKIPPERS.map((s) => [s.name, s]));

// ------------------------------------------------------------------ classes: LOA m, beam m, draught m, displacement kg, sail m², engine hp, berths, crew, TCC range, builder, years
const CLASSES = {
  'J/109': { loa: 10.75, beam: 3.5, draught: 2.0, disp: 4850, sail: 62, hp: 21, berths: 6, crew: 7, tcc: [1.022, 1.041], builder: 'J/Boats', years: [2002, 2012] },
  'Sigma 33': { loa: 10.05, beam: 3.2, draught: 1.75, disp: 4300, sail: 50, hp: 18, berths: 6, crew: 6, tcc: [0.941, 0.968], builder: 'Marine Projects', years: [1980, 1990] },
  'Contessa 32': { loa: 9.75, beam: 2.9, draught: 1.68, disp: 4300, sail: 40, hp: 15, berths: 5, crew: 5, tcc: [0.889, 0.918], builder: 'Jeremy Rogers', years: [1972, 1986] },
  'First 36.7': { loa: 11.0, beam: 3.6, draught: 2.1, disp: 5950, sail: 68, hp: 29, berths: 6, crew: 8, tcc: [1.031, 1.052], builder: 'Bénéteau', years: [2001, 2010] },
  'X-332': { loa: 10.1, beam: 3.25, draught: 1.85, disp: 4500, sail: 57, hp: 18, berths: 6, crew: 6, tcc: [0.989, 1.012], builder: 'X-Yachts', years: [1993, 2002] },
  Dragon: { loa: 8.9, beam: 1.96, draught: 1.2, disp: 1700, sail: 27, hp: null, berths: 0, crew: 3, tcc: [0.861, 0.879], builder: 'Børresen', years: [1968, 2015] },
  'Impala 28': { loa: 8.5, beam: 2.8, draught: 1.6, disp: 2500, sail: 35, hp: 8, berths: 4, crew: 5, tcc: [0.902, 0.927], builder: 'Marine Projects', years: [1977, 1984] },
  'Hunter 707': { loa: 7.07, beam: 2.54, draught: 1.45, disp: 1320, sail: 28, hp: 4, berths: 2, crew: 4, tcc: [0.851, 0.868], builder: 'Hunter Boats', years: [1995, 2008] },
  'Westerly Centaur': { loa: 7.92, beam: 2.59, draught: 0.99, disp: 2700, sail: 30, hp: 20, berths: 4, crew: 4, tcc: [0.801, 0.829], builder: 'Westerly Marine', years: [1969, 1980] },
  'Dufour 365': { loa: 11.3, beam: 3.7, draught: 1.9, disp: 6400, sail: 70, hp: 29, berths: 6, crew: 8, tcc: [1.002, 1.021], builder: 'Dufour Yachts', years: [2003, 2010] },
  'Elan 40': { loa: 12.2, beam: 3.9, draught: 2.3, disp: 7400, sail: 85, hp: 40, berths: 8, crew: 10, tcc: [1.081, 1.109], builder: 'Elan Yachts', years: [2004, 2011] },
  'Sun Fast 3200': { loa: 9.98, beam: 3.45, draught: 1.95, disp: 3400, sail: 55, hp: 20, berths: 6, crew: 6, tcc: [1.003, 1.019], builder: 'Jeanneau', years: [2008, 2016] },
};

// ------------------------------------------------------------------ boats [name, class, skipper, marina, colour]
const BOATS = [
  ['Kittiwake', 'J/109', 'Fiona MacLeod', 'Warsash Reach Marina', 'white'],
  ['Moonraker', 'Sigma 33', 'Tom Ashdown', 'Bursledon Quay', 'navy blue'],
  ['Ragged Robin', 'Contessa 32', 'Ruth Penhaligon', 'Bursledon Quay', 'red'],
  ['Whimbrel', 'X-332', 'Priya Raman', 'Warsash Reach Marina', 'white'],
  ['Tern', 'Dragon', 'Gareth Pryce', 'Medina Gate Marina', 'dark green'],
  ['Blue Jacket', 'First 36.7', 'Sabine Brandt', 'Medina Gate Marina', 'navy blue'],
  ['Half Nelson', 'J/109', 'Will Fairweather', 'Bursledon Quay', 'grey'],
  ['Saoirse', 'Contessa 32', "Declan O'Rourke", "St Sampson's Marina", 'dark green'],
  ['Sea Wolf', 'Elan 40', 'Pieter de Vries', "St Sampson's Marina", 'white'],
  ['Dunlin', 'Impala 28', 'Nkechi Okafor', 'Medina Gate Marina', 'yellow'],
  ['Skerryvore', 'Sigma 33', 'Fiona MacLeod', 'Warsash Reach Marina', 'white'],
  ['Quicksilver', 'Sun Fast 3200', 'Priya Raman', 'Warsash Reach Marina', 'grey'],
  ["Jester's Luck", 'Hunter 707', 'Giulia Marchetti', 'Warsash Reach Marina', 'red'],
  ['Arcturus', 'Dufour 365', 'Gareth Pryce', 'Medina Gate Marina', 'white'],
  ['Mischief', 'Impala 28', 'Tom Ashdown', 'Bursledon Quay', 'white'],
  ['Spindrift', 'X-332', 'Will Fairweather', 'Bursledon Quay', 'navy blue'],
  ['Bella Ciao', 'Hunter 707', 'Giulia Marchetti', 'Warsash Reach Marina', 'yellow'],
  ['Calypso', 'Westerly Centaur', 'Ruth Penhaligon', 'Bursledon Quay', 'white'],
  ['Windflower', 'Contessa 32', 'Nkechi Okafor', 'Medina Gate Marina', 'white'],
  ['Osprey', 'J/109', 'Sabine Brandt', 'Medina Gate Marina', 'black'],
  ['Nimbus', 'Sun Fast 3200', "Declan O'Rourke", "St Sampson's Marina", 'white'],
  ['Tangaroa', 'Elan 40', 'Gareth Pryce', 'Medina Gate Marina', 'grey'],
  ['Firecrest', 'Dragon', 'Fiona MacLeod', 'Warsash Reach Marina', 'red'],
  ['Puffin', 'Westerly Centaur', 'Pieter de Vries', "St Sampson's Marina", 'yellow'],
  ['Wild Goose', 'Sigma 33', 'Will Fairweather', 'Bursledon Quay', 'white'],
  ['Red Admiral', 'First 36.7', 'Priya Raman', 'Warsash Reach Marina', 'red'],
  ['Shearwater', 'Dufour 365', "Declan O'Rourke", "St Sampson's Marina", 'navy blue'],
  ['Curlew', 'Impala 28', 'Ruth Penhaligon', 'Bursledon Quay', 'dark green'],
  ['Sirocco', 'X-332', 'Sabine Brandt', 'Medina Gate Marina', 'white'],
  ['Zephyr', 'Hunter 707', 'Nkechi Okafor', 'Medina Gate Marina', 'white'],
  ['Gannet', 'Dragon', 'Gareth Pryce', 'Medina Gate Marina', 'grey'],
  ['Hobo', 'Westerly Centaur', 'Tom Ashdown', 'Bursledon Quay', 'red'],
  ['Merlin', 'Sun Fast 3200', 'Fiona MacLeod', 'Warsash Reach Marina', 'navy blue'],
  ['Serendipity', 'Dufour 365', 'Pieter de Vries', "St Sampson's Marina", 'white'],
  ['Three Sisters', 'Elan 40', 'Will Fairweather', 'Bursledon Quay', 'white'],
  ['Kestrel', 'J/109', 'Giulia Marchetti', 'Warsash Reach Marina', 'dark green'],
  ['Black Pearl', 'First 36.7', "Declan O'Rourke", "St Sampson's Marina", 'black'],
  ['Fair Isle', 'Contessa 32', 'Priya Raman', 'Warsash Reach Marina', 'white'],
  ['Silver Fern', 'Sigma 33', 'Nkechi Okafor', 'Medina Gate Marina', 'grey'],
  ['Esprit Libre', 'First 36.7', 'Yann Le Goff', 'Port de Saint-Quay Nord', 'white'],
  ['Ar Vag', 'Dufour 365', 'Maëlle Guillou', 'Port du Trieux', 'navy blue'],
  ['Korrigan', 'Sun Fast 3200', 'Jean-Baptiste Morvan', 'Port de Saint-Quay Nord', 'red'],
  ['Mouette', 'X-332', 'Yann Le Goff', 'Port de Saint-Quay Nord', 'white'],
  ['Belle-Île', 'Elan 40', 'Jean-Baptiste Morvan', 'Port du Trieux', 'grey'],
  ['Le Grand Bleu', 'J/109', 'Maëlle Guillou', 'Port de Saint-Quay Nord', 'navy blue'],
];

const boats = [];
{
  const usedGbr = new Set();
  BOATS.forEach(([name, cls, skipper, marina, colour], i) => {
    const c = CLASSES[cls];
    const french = FRENCH_MARINAS.includes(marina);
    let sail;
    for (;;) {
      sail = french ? `FRA ${r.int(31000, 39999)}` : cls === 'Dragon' ? `GBR ${r.int(640, 899)}` : `GBR ${r.int(1200, 9899)}`;
      if (!usedGbr.has(sail)) break;
    }
    usedGbr.add(sail);
    const disp = Math.round((c.disp * r.float(0.97, 1.04)) / 10) * 10;
    const sailA = Math.round(c.sail * r.float(0.96, 1.06) * 2) / 2;
    const tcc = Math.round(r.float(...c.tcc) * 1000) / 1000;
    const year = r.int(...c.years);
    const hull = cls === 'Dragon' ? r.pick(['wood', 'GRP', 'wood']) : cls === 'Elan 40' && r.chance(0.3) ? 'composite' : 'GRP';
    const lenFee = c.loa * (marina === 'Medina Gate Marina' ? 410 : marina === 'Warsash Reach Marina' ? 365 : marina === "St Sampson's Marina" ? 300 : french ? 290 : 330);
    const monthly = r.chance(0.3);
    const fee = monthly ? Math.round(lenFee / 12 / 5) * 5 * 12 : Math.round(lenFee / 10) * 10;
    boats.push({
      i, name, cls, c, skipper: S[skipper], marina: M[marina], colour, french, sail, disp, sailA, tcc, year, hull,
      loa: c.loa, beam: c.beam, draught: c.draught, hp: c.hp, berths: c.berths, crew: c.crew + (r.chance(0.2) ? 1 : 0),
      forSale: r.chance(0.16), insured: r.chance(0.86), fee, feeCur: french ? 'EUR' : 'GBP', monthly,
    });
  });
}
const B = Object.fromEntries(boats.map((b) => [b.name, b]));

// ------------------------------------------------------------------ regattas and their results
// kind: series (a row per boat, a column per race), long (a row per boat per race), passage (one race, times)
const REGATTAS = [
  { name: 'Spring Series 2025', date: '2025-04-12', venue: 'Warsash Reach Marina', races: 5, distance: 31.5, kind: 'series', fmt: 'md', file: 'results/spring-series-2025.md', naming: 'name', n: 12 },
  { name: 'Easter Cup 2025', date: '2025-04-19', venue: 'Bursledon Quay', races: 3, distance: 18, kind: 'long', fmt: 'html', file: 'results/easter-cup-2025.html', naming: 'mixed', n: 9 },
  { name: 'Round the Island Race 2025', date: '2025-06-21', venue: 'Medina Gate Marina', races: 1, distance: 50, kind: 'passage', fmt: 'csv', file: 'results/round-the-island-2025.csv', naming: 'sail', n: 14 },
  { name: 'Channel Race 2025', date: '2025-07-05', venue: "St Sampson's Marina", races: 1, distance: 72, kind: 'passage', fmt: 'tsv', file: 'results/channel-race-2025.tsv', naming: 'both', n: 10 },
  { name: 'Guernsey Week 2025', date: '2025-07-21', venue: "St Sampson's Marina", races: 6, distance: 44, kind: 'series', fmt: 'txt', file: 'results/guernsey-week-2025.txt', naming: 'name', n: 10 },
  { name: 'Coupe de Saint-Quay 2025', date: '2025-08-09', venue: 'Port de Saint-Quay Nord', races: 4, distance: 28, kind: 'series', fmt: 'fr', file: 'results/coupe-de-saint-quay-2025.md', naming: 'sail', n: 9 },
  { name: 'Trieux Rally 2025', date: '2025-08-16', venue: 'Port du Trieux', races: 1, distance: 38, kind: 'passage', fmt: 'md', file: 'results/trieux-rally-2025.md', naming: 'both', n: 8 },
  { name: 'Autumn Series 2025', date: '2025-09-20', venue: 'Medina Gate Marina', races: 4, distance: 26, kind: 'long', fmt: 'json', file: 'results/autumn-series-2025.json', naming: 'mixed', n: 11 },
];
const skill = new Map(boats.map((b) => [b.name, r.float(0, 1)]));
function entrantsFor(reg) {
  const french = FRENCH_MARINAS.includes(reg.venue);
  const ok = (b) => reg.kind !== 'passage' || (b.cls !== 'Dragon' && b.cls !== 'Hunter 707');
  const home = r.shuffle(boats.filter((b) => b.french === french && ok(b)));
  const others = r.shuffle(boats.filter((b) => b.french !== french && ok(b) && b.cls !== 'Dragon'));
  const picked = home.slice(0, Math.min(reg.n, home.length));
  for (const o of others) if (picked.length < reg.n) picked.push(o);
  return picked;
}
const hms = (s) => `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
for (const reg of REGATTAS) {
  const ent = entrantsFor(reg);
  reg.entrants = ent;
  const N = ent.length;
  reg.res = new Map(ent.map((b) => [b.name, { boat: b, races: [], points: 0 }]));
  if (reg.kind === 'passage') {
    const base = reg.distance / 6.2 * 3600; // ~6.2 kn
    for (const b of ent) {
      const x = reg.res.get(b.name);
      if (r.chance(0.13)) {
        x.code = r.chance(0.75) ? 'DNF' : 'DNS';
        x.races.push(x.code);
      } else {
        // faster boats (high TCC) sail faster, skill adds a little
        const el = Math.round((base / b.tcc) * (1 + r.float(-0.06, 0.08) - 0.05 * skill.get(b.name)));
        x.elapsed = el;
        x.corrected = Math.round(el * b.tcc);
      }
    }
    const fin = ent.filter((b) => reg.res.get(b.name).corrected != null).sort((a, b) => reg.res.get(a.name).corrected - reg.res.get(b.name).corrected);
    fin.forEach((b, i) => {
      const x = reg.res.get(b.name);
      x.races.push(i + 1);
      x.points = i + 1;
    });
    for (const b of ent) {
      const x = reg.res.get(b.name);
      if (x.code) x.points = N + 1;
    }
  } else {
    for (let k = 0; k < reg.races; k++) {
      const order = [...ent].map((b) => ({ b, s: skill.get(b.name) + r.float(0, 0.9) })).sort((a, b) => b.s - a.s).map((o) => o.b);
      const codes = new Map();
      for (const b of order) if (r.chance(0.07)) codes.set(b.name, r.weighted([['DNF', 5], ['DNS', 2], ['OCS', 2]]));
      let place = 0;
      for (const b of order) {
        const x = reg.res.get(b.name);
        if (codes.has(b.name)) {
          x.races.push(codes.get(b.name));
          x.points += N + 1;
        } else {
          place++;
          x.races.push(place);
          x.points += place;
        }
      }
    }
  }
  // overall ranking: points, then the better last race (finishers sorted by points; ties broken by later races)
  const key = (x) => [x.points, ...[...x.races].reverse().map((v) => (typeof v === 'number' ? v : N + 1))];
  const ranked = [...reg.res.values()].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] - kb[i];
    return 0;
  });
  ranked.forEach((x, i) => (x.rank = i + 1));
  reg.ranked = ranked;
  reg.winner = ranked[0].boat;
}

// ------------------------------------------------------------------ how a page states a value
function ftIn(m) {
  const inches = Math.round(m / IN);
  const ft = Math.floor(inches / 12);
  const i = inches % 12;
  return { text: `${ft}' ${i}"`, value: r3((ft * 12 + i) * IN) };
}
const lengthText = (m, k) => (k % 3 === 1 ? ftIn(m) : { text: k % 3 === 0 ? `${m.toFixed(2)} m` : `${m} m`, value: m });
function dispText(kg, k) {
  const v = k % 4;
  if (v === 0) return { text: `${group(kg)} kg`, value: kg };
  if (v === 1) return { text: `${(kg / 1000).toFixed(2)} t`, value: r3(Number((kg / 1000).toFixed(2)) * 1000) };
  if (v === 2) {
    const lb = Math.round(kg / LB);
    return { text: `${group(lb)} lb`, value: r3(lb * LB) };
  }
  return { text: `${group(kg)} kg`, value: kg };
}
function sailText(m2, k) {
  if (k % 3 === 2) {
    const sq = Math.round(m2 / SQFT);
    return { text: `${group(sq)} sq ft`, value: r3(sq * SQFT) };
  }
  return { text: k % 3 === 0 ? `${m2} m²` : `${m2} m2`, value: m2 };
}
function engineText(hp, k) {
  if (hp == null) return { text: L(k, ['none', 'n/a', '—']), value: null };
  if (k % 4 === 2) {
    const kw = Math.round(hp * KW_HP * 10) / 10;
    return { text: `${kw} kW`, value: r3(kw / KW_HP) };
  }
  if (k % 4 === 3) return { text: `${hp} hp diesel`, value: hp };
  return { text: `${hp} hp`, value: hp };
}
function feeText(b, k) {
  if (b.feeCur === 'EUR') return b.monthly ? { text: `${b.fee / 12} € / mois`, value: b.fee } : { text: `${frGroup(b.fee)} € par an`, value: b.fee };
  if (b.monthly) return { text: L(k, [`£${b.fee / 12} per month`, `£${b.fee / 12}/month`]), value: b.fee };
  return { text: L(k, [`£${group(b.fee)} per year`, `GBP ${group(b.fee)} p.a.`, `£${group(b.fee)}`]), value: b.fee };
}
const saleRow = (b, k) => L(k, [['For sale', b.forSale ? 'Yes' : 'No'], ['Listed for sale', b.forSale ? '✓' : '✗'], ['Status', b.forSale ? 'For sale' : 'Not for sale'], ['For sale', b.forSale ? 'yes' : 'no']]);
const insRow = (b, k) => L(k, [['Insured', b.insured ? 'Yes' : 'No'], ['Insurance', b.insured ? 'Pantaenius, valid to 03/2026' : 'lapsed'], ['Uninsured', b.insured ? 'No' : 'Yes'], ['Insurance cover', b.insured ? '✓' : '✗']]);
const HULL_TEXT = { GRP: ['GRP', 'glass fibre', 'GRP (fibreglass)'], wood: ['wood', 'mahogany on oak', 'wooden'], composite: ['composite', 'GRP/carbon composite', 'composite'] };

// ------------------------------------------------------------------ the corpus and its facts
class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (joined to its record only by the sail number). */
  factElsewhere(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);
const DUES = new Set(); // boats whose mooring fee and insurance are only in admin/harbour-dues-2025.csv

function boatStates(b, k) {
  const loa = lengthText(b.loa, k);
  const beam = lengthText(b.beam, k + 1);
  const draught = lengthText(b.draught, k);
  return { loa, beam, draught, disp: dispText(b.disp, k), sail: sailText(b.sailA, k), eng: engineText(b.hp, k), fee: feeText(b, k), hull: L(k, HULL_TEXT[b.hull]),
    tcc: String(b.tcc.toFixed(3)), sale: saleRow(b, k)[1], ins: insRow(b, k)[1] };
}
function boatFacts(b, file, s, { noFee = false } = {}) {
  const F = (attr, value, unit, stated) => corpus.fact(b.name, 'boat', attr, value, unit, stated, file);
  F('class', b.cls, '', s.cls ?? b.cls);
  F('sail_number', b.sail, 'text', b.sail);
  if (s.loa) F('loa', s.loa.value, 'm', s.loa.text);
  if (s.beam) F('beam', s.beam.value, 'm', s.beam.text);
  if (s.draught) F('draught', s.draught.value, 'm', s.draught.text);
  if (s.disp && s.disp.value != null) F('displacement', s.disp.value, 'kg', s.disp.text);
  if (s.sail) F('sail_area', s.sail.value, 'm2', s.sail.text);
  F('year_built', b.year, 'year', String(b.year));
  if (s.builder !== null) F('builder', b.c.builder, '', s.builder ?? b.c.builder);
  if (s.hull !== null) F('hull', b.hull, '', s.hull);
  if (s.eng.value != null) F('engine_power', s.eng.value, 'hp', s.eng.text);
  if (s.berths !== null) F('berths', b.berths, '', s.berths ?? String(b.berths));
  if (s.crew !== null) F('crew', b.crew, '', s.crew ?? String(b.crew));
  if (s.tcc != null) F('tcc', b.tcc, '', s.tcc);
  F('marina', b.marina.name, '', b.marina.name);
  F('skipper', b.skipper.name, '', b.skipper.name);
  if (s.colour !== null) F('colour', b.colour, '', s.colourText ?? b.colour);
  if (s.sale !== null) F('for_sale', b.forSale, 'bool', s.sale);
  if (!noFee) {
    F('insured', b.insured, 'bool', s.ins);
    F('mooring_fee', s.fee.value, b.feeCur, s.fee.text);
  }
}
function specRows(b, s, k) {
  return [
    [L(k, ['Class', 'Design', 'Type', 'Class']), b.cls],
    [L(k, ['Sail number', 'Sail no.', 'Sail No']), b.sail],
    [L(k, ['LOA', 'Length overall', 'Length (LOA)']), s.loa.text],
    [L(k, ['Beam', 'Beam', 'Max beam']), s.beam.text],
    [L(k, ['Draught', 'Draft', 'Draught (keel down)']), s.draught.text],
    [L(k, ['Displacement', 'Weight', 'Displacement (light ship)']), s.disp.text],
    [L(k, ['Sail area', 'Sail area (main + jib)', 'Upwind sail area']), s.sail.text],
    [L(k, ['Year built', 'Built', 'Launched']), String(b.year)],
    [L(k, ['Builder', 'Yard', 'Built by']), b.c.builder],
    [L(k, ['Hull', 'Hull material', 'Construction']), s.hull],
    [L(k, ['Engine', 'Auxiliary', 'Engine power']), s.eng.text],
    [L(k, ['Berths', 'Sleeps', 'Berths']), String(b.berths)],
    [L(k, ['Crew', 'Racing crew', 'Crew (racing)']), String(b.crew)],
    [L(k, ['IRC TCC', 'Rating (IRC TCC)', 'Handicap (IRC)']), s.tcc],
    [L(k, ['Home marina', 'Berth', 'Home port']), b.marina.name],
    [L(k, ['Skipper', 'Owner / skipper', 'Owner']), b.skipper.name],
    [L(k, ['Colour', 'Hull colour', 'Colour']), b.colour],
    saleRow(b, k),
    ...(DUES.has(b.name) ? [] : [insRow(b, k), [L(k, ['Mooring fee', 'Berthing fee', 'Annual mooring']), s.fee.text]]),
  ];
}
function boatLead(b, s, k) {
  return [
    L(k, [
      `${b.name} is a ${b.cls} built in ${b.year} and kept at ${b.marina.name}.`,
      `${b.skipper.name} skippers ${b.name}, which rates ${s.tcc} under IRC.`,
      `${b.name} measures ${s.loa.text} overall.`,
      `With ${b.berths} berths, ${b.name} races with a crew of ${b.crew}.`,
    ]),
  ];
}

// --- layout assignment
const french = boats.filter((b) => b.french);
const frPage = B['Esprit Libre'];
const frExport = french.filter((b) => b !== frPage);
const handbookBoats = ['Kittiwake', 'Moonraker', 'Ragged Robin', 'Tern', 'Saoirse', 'Dunlin', 'Skerryvore', 'Arcturus', 'Calypso', 'Osprey', 'Firecrest', 'Black Pearl'].map((n) => B[n]);
const registerBoats = ['Whimbrel', 'Half Nelson', 'Sea Wolf', 'Mischief', 'Bella Ciao', 'Windflower', 'Tangaroa', 'Gannet', 'Curlew', 'Silver Fern'].map((n) => B[n]);
const pageBoats = boats.filter((b) => !b.french && !handbookBoats.includes(b) && !registerBoats.includes(b));
['Blue Jacket', 'Quicksilver', 'Spindrift', 'Nimbus', 'Puffin', 'Zephyr', 'Kestrel', 'Fair Isle'].forEach((n) => DUES.add(n));
const PAGE_LAYOUTS = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested'];

// --- individual boat pages
pageBoats.forEach((b, i) => {
  const k = i;
  const Lt = PAGE_LAYOUTS[i % PAGE_LAYOUTS.length];
  const s = boatStates(b, k);
  const rows = specRows(b, s, k);
  const lead = boatLead(b, s, k);
  const base = `boats/${slug(b.name)}`;
  let file;
  if (Lt === 'html_table') corpus.write((file = `${base}.html`), htmlTablePage({ title: b.name, docTitle: `${b.name} (${b.sail}) – HEYC fleet`, crumbs: ['HEYC', 'Fleet', b.name], lead, sections: [{ heading: 'Boat details', rows }], footer: `${CLUB} · fleet captain's records` }));
  else if (Lt === 'html_dl') corpus.write((file = `${base}.html`), htmlDlPage({ title: b.name, site: `${CLUB} — fleet`, lead, sections: [{ heading: 'Design and build', rows: rows.slice(0, 11) }, { heading: 'Club record', rows: rows.slice(11) }] }));
  else if (Lt === 'html_infobox') corpus.write((file = `${base}.html`), htmlInfoboxPage({ title: b.name, lead, sections: [{ heading: 'Specifications', rows: rows.slice(0, 13) }, { heading: 'Racing and berthing', rows: rows.slice(13) }], footer: `${CLUB}` }));
  else if (Lt === 'md_bullets') corpus.write((file = `${base}.md`), mdBulletsNote({ title: b.name, lead, sections: [{ heading: 'Boat card', rows }] }));
  else if (Lt === 'md_yaml') corpus.write((file = `${base}.md`), mdYamlTableNote({ title: b.name, frontMatter: [['boat', b.name], ['sail_number', b.sail], ['class', b.cls], ['updated', '2025-03-01']], lead, sections: [{ heading: 'Particulars', rows: rows.slice(2) }], colA: 'Item', colB: 'Detail' }));
  else if (Lt === 'txt') corpus.write((file = `${base}.txt`), txtProfile({ txtHeader: `BOAT: ${b.name.toUpperCase()}\n${'='.repeat(40)}`, sections: [{ rows }], lead }));
  else {
    const loaJ = k % 3 === 1 ? { value: Number((s.loa.value / FT).toFixed(2)), unit: 'ft' } : { value: b.loa, unit: 'm' };
    if (k % 3 === 1) s.loa = { text: String(loaJ.value), value: r3(loaJ.value * FT) };
    else s.loa = { text: String(b.loa), value: b.loa };
    s.beam = { text: String(b.beam), value: b.beam };
    s.draught = { text: String(b.draught), value: b.draught };
    s.disp = { text: String(b.disp), value: b.disp };
    s.sail = { text: String(b.sailA), value: b.sailA };
    s.eng = b.hp == null ? { text: '', value: null } : { text: String(b.hp), value: b.hp };
    s.sale = '';
    s.ins = '';
    s.hull = b.hull;
    s.tcc = String(b.tcc);
    s.fee = { text: String(b.fee), value: b.fee };
    const rec = {
      boat: {
        name: b.name, sail_number: b.sail, class: b.cls,
        design: { builder: b.c.builder, year_built: b.year, hull_material: b.hull },
        dimensions: { loa: loaJ, beam_m: b.beam, draught_m: b.draught, displacement_kg: b.disp, sail_area_m2: b.sailA },
        engine: b.hp == null ? null : { power_hp: b.hp, fuel: 'diesel' },
        accommodation: { berths: b.berths, crew: b.crew },
        rating: { system: 'IRC', tcc: b.tcc },
        club: { home_marina: b.marina.name, skipper: b.skipper.name, colour: b.colour, for_sale: b.forSale, ...(DUES.has(b.name) ? {} : { insured: b.insured, mooring_fee: { amount: b.fee, currency: b.feeCur, per: 'year' } }) },
        note: lead[0],
      },
    };
    corpus.write((file = `${base}.json`), JSON.stringify(rec, null, 2) + '\n');
  }
  boatFacts(b, file, s, { noFee: DUES.has(b.name) });
});

// --- the handbook: one Markdown file, a heading per boat, prose + Key: value lines
{
  const file = 'handbook/heyc-handbook-2025.md';
  const out = [`# ${CLUB} — Members' Handbook 2025`, '',
    'This handbook is updated every winter by the fleet captain. Part 1 covers club rules, part 2 the boats of members who asked to be listed.',
    'The club has 212 members, of whom 64 are racing members; the clubhouse bar opens at 17:30 on race days.', '',
    '## Part 1 — Club rules (summary)', '',
    '- Yachts must carry a VHF radio and a liferaft for any race beyond 10 nm.',
    '- The racing fee is £15 per boat per day; series entries are £60.',
    '- Crane-out bookings close 14 days before the date; the crane lifts up to 8 t.', '',
    '## Part 2 — Members\' boats', ''];
  handbookBoats.forEach((b, i) => {
    const k = i + 3;
    const s = boatStates(b, k);
    const he = b.skipper.name;
    out.push(`### ${b.name} (${b.sail})`, '');
    const prose = [
      `${b.name} is a ${b.cls} built by ${b.c.builder} in ${b.year}. ${he} has looked after her since ${Math.max(b.year, b.skipper.since)} and keeps her at ${b.marina.name}.`,
      `A ${b.cls} from the ${b.c.builder} yard (${b.year}), ${b.name} is ${he}'s boat; her home berth is ${b.marina.name}.`,
      `${he} races ${b.name}, a ${b.year} ${b.cls} (builder: ${b.c.builder}), out of ${b.marina.name}.`,
    ][i % 3];
    out.push(prose, '');
    const colourLine = i % 2 ? `Her hull is ${b.colour}.` : `Colour: ${b.colour}`;
    const lines = [
      `Sail number: ${b.sail}`,
      `LOA: ${s.loa.text}`,
      `Beam: ${s.beam.text}`,
      `Draught: ${s.draught.text}`,
      `Displacement: ${s.disp.text}`,
      `Sail area: ${s.sail.text}`,
      `Hull: ${s.hull}`,
      `Engine: ${s.eng.text}`,
      `Berths: ${b.berths}`,
      `Crew: ${b.crew}`,
      `IRC TCC: ${s.tcc}`,
      colourLine,
      `${saleRow(b, k)[0]}: ${s.sale}`,
      `${insRow(b, k)[0]}: ${s.ins}`,
      `Mooring: ${s.fee.text}`,
    ];
    out.push(...lines, '');
  });
  out.push('## Part 3 — Contacts', '', 'Fleet captain: fleet@heyc.example · Race office (race days only): 01489 555 210', '');
  corpus.write(file, out.join('\n'));
  handbookBoats.forEach((b, i) => boatFacts(b, file, boatStates(b, i + 3)));
}

// --- the fleet register: CSV with a TWO-ROW header, footnote marks, n/a, —, TBC
{
  const file = 'exports/fleet-register-2025.csv';
  const head1 = ['Boat', 'Sail no.', 'Class', 'Built', 'Dimensions', '', '', 'Weight & sails', '', 'Engine', 'Accommodation', '', 'Rating', 'Home marina', 'Owner', 'Hull', 'Colour', 'For sale', 'Insured', 'Mooring'];
  const head2 = ['', '', '', '(year)', 'LOA (m)', 'Beam (m)', 'Draught (m)', 'Displacement (kg)', 'Sail area (m²)', 'Power (hp)', 'Berths', 'Crew', 'IRC TCC', '', '', '', '', '(Y/N)', '(Y/N)', '(GBP / year)'];
  const rows = registerBoats.map((b, i) => {
    const s = {
      loa: { text: i % 3 === 0 ? `${b.loa}¹` : String(b.loa), value: b.loa },
      beam: { text: String(b.beam), value: b.beam },
      draught: { text: i % 4 === 1 ? `${b.draught}²` : String(b.draught), value: b.draught },
      disp: i === 5 ? { text: 'TBC', value: null } : { text: String(b.disp), value: b.disp },
      sail: { text: String(b.sailA), value: b.sailA },
      eng: b.hp == null ? { text: 'n/a', value: null } : { text: String(b.hp), value: b.hp },
      tcc: i === 7 ? null : i % 3 === 2 ? `${b.tcc.toFixed(3)}*` : b.tcc.toFixed(3),
      hull: b.hull,
      builder: null,
      sale: b.forSale ? 'Y' : 'N',
      ins: b.insured ? 'Y' : 'N',
      fee: { text: group(b.fee), value: b.fee },
    };
    if (b.feeCur !== 'GBP') throw new Error('register boats are GBP');
    boatFacts(b, file, s);
    return [b.name, b.sail, b.cls, b.year, s.loa.text, s.beam.text, s.draught.text, s.disp.text, s.sail.text, s.eng.text, b.berths, b.crew, s.tcc ?? '—', b.marina.name, b.skipper.name, b.hull, b.colour, s.sale, s.ins, s.fee.text];
  });
  const notes = [
    ['¹ LOA with bowsprit retracted.'],
    ['² Draught with the lifting keel down.'],
    ['* Provisional TCC; new certificate applied for.'],
    ['— rating certificate expired, not renewed for 2025. TBC: weighed at the spring lift-out, figure to follow.'],
  ];
  corpus.write(file, delimited(head1, [head2, ...rows, [], ...notes]));
}

// --- French boat page and French fleet export
const FR_COLOUR = { white: 'blanc', 'navy blue': 'bleu marine', red: 'rouge', grey: 'gris', 'dark green': 'vert foncé', yellow: 'jaune', black: 'noir' };
const FR_HULL = { GRP: 'polyester', wood: 'bois', composite: 'composite' };
{
  const b = frPage;
  const file = `bateaux/${slug(b.name)}.md`;
  const ch = Math.round(b.hp / PS_HP);
  const s = {
    cls: b.cls,
    loa: { text: `${comma(b.loa.toFixed(2))} m`, value: b.loa },
    beam: { text: `${comma(b.beam.toFixed(2))} m`, value: b.beam },
    draught: { text: `${comma(b.draught.toFixed(2))} m`, value: b.draught },
    disp: { text: `${comma((b.disp / 1000).toFixed(2))} t`, value: r3(Number((b.disp / 1000).toFixed(2)) * 1000) },
    sail: { text: `${comma(b.sailA)} m²`, value: b.sailA },
    eng: { text: `${ch} ch`, value: r3(ch * PS_HP) },
    hull: FR_HULL[b.hull],
    tcc: comma(b.tcc.toFixed(3)),
    colourText: FR_COLOUR[b.colour],
    sale: b.forSale ? 'oui' : 'non',
    ins: b.insured ? 'oui' : 'non',
    fee: b.monthly ? { text: `${b.fee / 12} € par mois`, value: b.fee } : { text: `${frGroup(b.fee)} € par an`, value: b.fee },
  };
  const rows = [
    ['Classe', b.cls], ['Numéro de voile', b.sail], ['Longueur hors tout', s.loa.text], ['Largeur', s.beam.text], ["Tirant d'eau", s.draught.text],
    ['Déplacement', s.disp.text], ['Surface de voilure', s.sail.text], ['Année de construction', String(b.year)], ['Chantier', b.c.builder], ['Coque', s.hull],
    ['Moteur', s.eng.text], ['Couchettes', String(b.berths)], ['Équipage', String(b.crew)], ['Coefficient IRC (TCC)', s.tcc], ["Port d'attache", b.marina.name],
    ['Skipper', b.skipper.name], ['Couleur', s.colourText], ['À vendre', s.sale], ['Assuré', s.ins], ["Redevance d'amarrage", s.fee.text],
  ];
  corpus.write(file, mdBulletsNote({ title: b.name, lead: [`${b.name} est un ${b.cls} de ${b.year}, basé au ${b.marina.name}.`], sections: [{ heading: 'Fiche bateau', rows }], footer: `${TWIN} — fiche mise à jour le 02/03/2025` }));
  boatFacts(b, file, s);
}
{
  const file = 'exports/flotte-cnsq-2025.csv';
  const header = ['bateau', 'classe', 'num_voile', 'lht_m', 'bau_m', 'tirant_eau_m', 'deplacement_kg', 'voilure_m2', 'annee', 'chantier', 'coque', 'moteur_cv', 'couchettes', 'equipage', 'tcc', 'port', 'skipper', 'couleur', 'a_vendre', 'assure', 'amarrage_eur_par_mois'];
  const rows = frExport.map((b, i) => {
    const perMonth = Math.round((b.fee / 12) * 100) / 100;
    const s = {
      loa: { text: comma(b.loa.toFixed(2)), value: b.loa },
      beam: { text: comma(b.beam.toFixed(2)), value: b.beam },
      draught: { text: comma(b.draught.toFixed(2)), value: b.draught },
      disp: i === 2 ? { text: 'n/a', value: null } : { text: String(b.disp), value: b.disp },
      sail: { text: comma(b.sailA), value: b.sailA },
      eng: { text: String(Math.round(b.hp / PS_HP)), value: r3(Math.round(b.hp / PS_HP) * PS_HP) },
      hull: FR_HULL[b.hull],
      tcc: comma(b.tcc.toFixed(3)),
      colourText: FR_COLOUR[b.colour],
      sale: b.forSale ? 'oui' : 'non',
      ins: b.insured ? 'oui' : 'non',
      fee: { text: comma(perMonth.toFixed(2)), value: r3(perMonth * 12) },
    };
    boatFacts(b, file, s);
    return [b.name, b.cls, b.sail, s.loa.text, s.beam.text, s.draught.text, s.disp.text, s.sail.text, b.year, b.c.builder, s.hull, s.eng.text, b.berths, b.crew, s.tcc, b.marina.name, b.skipper.name, s.colourText, s.sale, s.ins, s.fee.text];
  });
  corpus.write(file, delimited(header, rows, ';'));
}

// --- the harbour master's dues list: sail numbers only
{
  const file = 'admin/harbour-dues-2025.csv';
  const list = [...DUES].map((n) => B[n]);
  const rows = list.map((b, i) => {
    const s = feeText(b, i);
    const insured = i % 2 ? (b.insured ? 'Y' : 'N') : b.insured ? 'yes' : 'no';
    corpus.factElsewhere(b.name, 'boat', 'mooring_fee', s.value, b.feeCur, s.text, file);
    corpus.factElsewhere(b.name, 'boat', 'insured', b.insured, 'bool', insured, file);
    return [b.sail, s.text, insured, r.pick(['paid', 'paid', 'invoiced', 'paid (DD)'])];
  });
  corpus.write(file, delimited(['Sail no', 'Annual dues', 'Insurance certificate seen', 'Status'], rows));
}

// ------------------------------------------------------------------ marinas (one French page)
MARINAS.forEach((m, i) => {
  const Lt = ['html_dl', 'md_yaml', 'html_infobox', 'json_nested', 'fr', 'txt'][i];
  const fr = Lt === 'fr';
  const maxText = m.maxFt ? L(i, [`${m.maxFt} ft`, `${m.maxFt}'`]) : fr ? `${m.maxLen} m` : L(i, [`${m.maxLen} m`, `${m.maxLen} metres`]);
  const fuel = fr ? (m.fuel ? 'oui' : 'non') : L(i, [m.fuel ? 'Yes' : 'No', m.fuel ? 'Diesel and petrol' : 'None', m.fuel ? '✓' : '✗']);
  const berths = fr ? `${frGroup(m.berths)} anneaux` : L(i, [String(m.berths), `${m.berths} berths`]);
  let file;
  const base = `marinas/${slug(m.name)}`;
  if (fr) {
    const rows = [['Ville', m.city], ['Pays', m.country], ['Anneaux', berths], ['Longueur maximale', maxText], ['Poste carburant', fuel], ['Ouverture', String(m.opened)]];
    corpus.write((file = `${base}.md`), mdBulletsNote({ title: m.name, lead: [`Le ${m.name} compte ${berths} et accueille les bateaux jusqu'à ${maxText}.`], sections: [{ heading: 'Le port', rows }] }));
  } else {
    const rows = [[L(i, ['Town', 'City', 'Location']), m.city], ['Country', m.country], [L(i, ['Berths', 'Number of berths', 'Pontoon berths']), berths],
      [L(i, ['Max length', 'Maximum LOA', 'Max. boat length']), maxText], [L(i, ['Fuel dock', 'Fuel', 'Fuel berth']), fuel], [L(i, ['Opened', 'Opened in', 'Established']), String(m.opened)]];
    const lead = [L(i, [`${m.name} opened in ${m.opened}.`, `${m.name} has ${m.berths} berths.`, `${m.name} is in ${m.city}.`])];
    if (Lt === 'html_dl') corpus.write((file = `${base}.html`), htmlDlPage({ title: m.name, site: `${CLUB} — marinas`, lead, sections: [{ heading: 'Marina', rows }] }));
    else if (Lt === 'md_yaml') corpus.write((file = `${base}.md`), mdYamlTableNote({ title: m.name, frontMatter: [['marina', m.name], ['vhf', 'Ch 80']], lead, sections: [{ heading: 'Facilities', rows }] }));
    else if (Lt === 'html_infobox') corpus.write((file = `${base}.html`), htmlInfoboxPage({ title: m.name, lead, sections: [{ heading: 'Marina', rows }] }));
    else if (Lt === 'txt') corpus.write((file = `${base}.txt`), txtProfile({ txtHeader: `MARINA: ${m.name.toUpperCase()}`, sections: [{ rows }], lead }));
    else
      corpus.write((file = `${base}.json`), JSON.stringify({ marina: { name: m.name, location: { city: m.city, country: m.country }, capacity: { berths: m.berths, max_length: m.maxFt ? { value: m.maxFt, unit: 'ft' } : { value: m.maxLen, unit: 'm' } }, services: { fuel_dock: m.fuel }, opened: m.opened } }, null, 2) + '\n');
  }
  const json = Lt === 'json_nested';
  const F = (attr, value, unit, stated) => corpus.fact(m.name, 'marina', attr, value, unit, stated, file);
  F('city', m.city, '', m.city);
  F('country', m.country, '', m.country);
  F('berths', m.berths, '', json ? String(m.berths) : berths);
  F('max_length', m.max, 'm', json ? String(m.maxFt ?? m.maxLen) : maxText);
  F('fuel_dock', m.fuel, 'bool', json ? '' : fuel);
  F('opened', m.opened, 'year', String(m.opened));
});

// ------------------------------------------------------------------ skippers (prose, pages, one French page)
const NUMW = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const numWord = (n) => (n <= 20 ? NUMW[n] : n < 100 ? `${['', '', 'twenty', 'thirty', 'forty'][Math.floor(n / 10)]}${n % 10 ? '-' + NUMW[n % 10] : ''}` : String(n));
SKIPPERS.forEach((p, i) => {
  const Lt = p.nat === 'French' && p.name === 'Yann Le Goff' ? 'fr' : ['prose_md', 'html_dl', 'txt', 'md_bullets', 'json_nested', 'prose_html', 'md_yaml'][i % 7];
  const base = `skippers/${slug(p.name)}`;
  const yearsText = Lt.startsWith('prose') ? numWord(p.years) : Lt === 'fr' ? `${p.years} ans` : L(i, [`${p.years} years`, String(p.years), `${p.years} yrs`]);
  const role = p.role ?? (Lt === 'fr' ? 'aucune' : 'none');
  let file;
  if (Lt === 'fr') {
    const rows = [['Nationalité', 'française'], ['Qualification', p.qual], ['Années de navigation', yearsText], ['Membre depuis', String(p.since)], ['Fonction au club', role], ["Port d'attache", p.marina]];
    corpus.write((file = `${base}.md`), mdBulletsNote({ title: p.name, lead: [`${p.name} navigue depuis ${p.years} ans.`], sections: [{ heading: 'Fiche skipper', rows }] }));
  } else if (Lt.startsWith('prose')) {
    const paras = [
      `${p.name} has been sailing for ${yearsText} years and joined the club in ${p.since}.`,
      `${p.name.split(' ')[0]} holds the ${p.qual} certificate${p.role ? ` and serves as ${p.role}` : ''}. ${p.nat} by nationality, ${p.name.split(' ')[0]} usually sails from ${p.marina}.`,
    ];
    if (Lt === 'prose_md') corpus.write((file = `${base}.md`), `# ${p.name}\n\n${paras.join('\n\n')}\n`);
    else corpus.write((file = `${base}.html`), `<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${esc(p.name)} – member profile</title></head>\n<body>\n<h1>${esc(p.name)}</h1>\n${paras.map((x) => `<p>${esc(x)}</p>`).join('\n')}\n</body>\n</html>\n`);
  } else {
    const rows = [['Nationality', p.nat], [L(i, ['Qualification', 'Highest qualification', 'Certificate']), p.qual], [L(i, ['Years sailing', 'Sailing experience', 'Years on the water']), yearsText],
      [L(i, ['Member since', 'Joined', 'Membership since']), String(p.since)], [L(i, ['Club role', 'Committee role', 'Role']), role], [L(i, ['Usual marina', 'Sails from', 'Home marina']), p.marina]];
    const lead = [`${p.name} joined the ${CLUB} in ${p.since}.`];
    if (Lt === 'html_dl') corpus.write((file = `${base}.html`), htmlDlPage({ title: p.name, site: `${CLUB} — members`, lead, sections: [{ heading: 'Skipper', rows }] }));
    else if (Lt === 'txt') corpus.write((file = `${base}.txt`), txtProfile({ txtHeader: `SKIPPER: ${p.name.toUpperCase()}`, sections: [{ rows }], lead }));
    else if (Lt === 'md_bullets') corpus.write((file = `${base}.md`), mdBulletsNote({ title: p.name, lead, sections: [{ heading: 'Member card', rows }] }));
    else if (Lt === 'md_yaml') corpus.write((file = `${base}.md`), mdYamlTableNote({ title: p.name, frontMatter: [['name', p.name], ['nationality', p.nat]], lead, sections: [{ heading: 'Member', rows: rows.slice(1) }] }));
    else corpus.write((file = `${base}.json`), JSON.stringify({ member: { full_name: p.name, nationality: p.nat, sailing: { qualification: p.qual, years_sailing: p.years, usual_marina: p.marina }, club: { member_since: p.since, role: p.role } } }, null, 2) + '\n');
  }
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'skipper', attr, value, unit, stated, file);
  F('nationality', p.nat, '', Lt === 'fr' ? 'française' : p.nat);
  F('home_marina', p.marina, '', p.marina);
  F('qualification', p.qual, '', p.qual);
  F('years_sailing', p.years, '', Lt === 'json_nested' ? String(p.years) : yearsText);
  F('member_since', p.since, 'year', String(p.since));
  if (p.role) F('role', p.role, '', p.role);
});

// ------------------------------------------------------------------ results (one file per regatta)
const FR_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const frDate = (iso) => `${Number(iso.slice(8))} ${FR_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
for (const reg of REGATTAS) {
  const file = reg.file;
  const N = reg.entrants.length;
  const F = (attr, value, unit, stated) => corpus.fact(reg.name, 'regatta', attr, value, unit, stated, file);
  const nameOf = (b, i) => (reg.naming === 'sail' ? b.sail : reg.naming === 'mixed' ? (i % 3 === 1 ? b.sail : b.name) : b.name);
  const cell = (v) => String(v);
  let text;
  const dateText = reg.fmt === 'fr' ? frDate(reg.date) : L(REGATTAS.indexOf(reg), [fmtDate(reg.date, 'long'), fmtDate(reg.date, 'short'), reg.date, fmtDate(reg.date, 'us')]);
  const winnerText = reg.naming === 'sail' ? reg.winner.sail : reg.winner.name;
  const distText = reg.fmt === 'fr' ? `${reg.distance} milles` : `${reg.distance} nm`;
  if (reg.kind === 'series' && reg.fmt === 'md') {
    const lines = [`# ${reg.name} — results`, '', `- Venue: ${reg.venue}`, `- Date: ${dateText}`, `- Races sailed: ${reg.races}`, `- Total distance: ${distText}`, `- Overall winner: ${winnerText}`, '',
      'Low-point scoring, no discards. DNF / DNS / OCS score entries + 1.', '',
      `| Pos | Boat | ${Array.from({ length: reg.races }, (_, k) => `R${k + 1}`).join(' | ')} | Total |`, `|---|---|${'---|'.repeat(reg.races)}---|`];
    for (const x of reg.ranked) lines.push(`| ${x.rank} | ${x.boat.name} | ${x.races.map(cell).join(' | ')} | ${x.points} |`);
    lines.push('', `Protest committee: none lodged. Next event: Easter Cup.`, '');
    text = lines.join('\n');
  } else if (reg.kind === 'series' && reg.fmt === 'txt') {
    const w = 16;
    const lines = [`${reg.name.toUpperCase()} — PROVISIONAL RESULTS`, '', `Venue: ${reg.venue}`, `First race: ${dateText}`, `Races: ${reg.races}`, `Distance sailed: ${distText}`, `Winner: ${winnerText}`, '',
      `${'Rank'.padEnd(6)}${'Boat'.padEnd(w)}${Array.from({ length: reg.races }, (_, k) => `R${k + 1}`.padStart(5)).join('')}${'Pts'.padStart(6)}`];
    for (const x of reg.ranked) lines.push(`${String(x.rank).padEnd(6)}${x.boat.name.padEnd(w)}${x.races.map((v) => cell(v).padStart(5)).join('')}${String(x.points).padStart(6)}`);
    lines.push('', 'Results become final 24 hours after posting unless a protest is lodged.', '');
    text = lines.join('\n');
  } else if (reg.kind === 'series' && reg.fmt === 'fr') {
    const lines = [`# ${reg.name} — classement général`, '', `- Lieu : ${reg.venue}`, `- Date : ${dateText}`, `- Manches courues : ${reg.races}`, `- Distance totale : ${distText}`, `- Vainqueur : ${winnerText}`, '',
      'Système de points a minima, sans retrait. DNF / DNS / OCS = nombre d\'inscrits + 1.', '',
      `| Rang | N° de voile | ${Array.from({ length: reg.races }, (_, k) => `M${k + 1}`).join(' | ')} | Total |`, `|---|---|${'---|'.repeat(reg.races)}---|`];
    for (const x of reg.ranked) lines.push(`| ${x.rank} | ${x.boat.sail} | ${x.races.map(cell).join(' | ')} | ${x.points} |`);
    lines.push('', `${TWIN} — comité de course.`, '');
    text = lines.join('\n');
  } else if (reg.kind === 'long' && reg.fmt === 'html') {
    const rows = [];
    for (let k = 0; k < reg.races; k++) {
      const order = [...reg.ranked].sort((a, b) => (typeof a.races[k] === 'number' ? a.races[k] : 99) - (typeof b.races[k] === 'number' ? b.races[k] : 99));
      order.forEach((x, i) => rows.push(`      <tr><td>${k + 1}</td><td>${esc(nameOf(x.boat, i + k))}</td><td>${esc(cell(x.races[k]))}</td><td>${typeof x.races[k] === 'number' ? x.races[k] : N + 1}</td></tr>`));
    }
    const summary = reg.ranked.map((x, i) => `      <tr><td>${x.rank}</td><td>${esc(nameOf(x.boat, i))}</td><td>${x.points}</td></tr>`);
    text = `<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${esc(reg.name)} – results</title></head>\n<body>\n<h1>${esc(reg.name)}</h1>\n<p>Hosted at ${esc(reg.venue)} on ${esc(dateText)}: ${reg.races} races, ${esc(distText)} in total. Winner: ${esc(winnerText)}.</p>\n<h2>Race by race</h2>\n<table class="results">\n  <thead><tr><th>Race</th><th>Boat</th><th>Finish</th><th>Points</th></tr></thead>\n  <tbody>\n${rows.join('\n')}\n  </tbody>\n</table>\n<h2>Overall</h2>\n<table class="overall">\n  <thead><tr><th>Place</th><th>Boat</th><th>Total points</th></tr></thead>\n  <tbody>\n${summary.join('\n')}\n  </tbody>\n</table>\n</body>\n</html>\n`;
  } else if (reg.kind === 'long' && reg.fmt === 'json') {
    const results = [];
    for (let k = 0; k < reg.races; k++)
      reg.ranked.forEach((x, i) => {
        const ref = (i + k) % 3 === 1 ? { sail_number: x.boat.sail } : { boat: x.boat.name };
        results.push({ race: k + 1, ...ref, ...(typeof x.races[k] === 'number' ? { position: x.races[k] } : { code: x.races[k] }), points: typeof x.races[k] === 'number' ? x.races[k] : N + 1 });
      });
    const standings = reg.ranked.map((x) => ({ place: x.rank, boat: x.boat.name, sail_number: x.boat.sail, total_points: x.points }));
    text = JSON.stringify({ regatta: { name: reg.name, venue: reg.venue, first_race: reg.date, races: reg.races, distance_nm: reg.distance, winner: reg.winner.name, scoring: 'low point, no discards' }, results, standings }, null, 2) + '\n';
  } else {
    // passage races: elapsed, TCC, corrected
    const rows = reg.ranked.map((x) => {
      const b = x.boat;
      const place = x.code ?? String(x.rank);
      return { b, place, elapsed: x.code ? x.code : hms(x.elapsed), corrected: x.code ? x.code : hms(x.corrected), x };
    });
    if (reg.fmt === 'csv') {
      const head = `# ${reg.name}\n# Date: ${dateText}\n# Start and finish: ${reg.venue}\n# Course distance: ${distText}\n# Overall winner (IRC): ${winnerText}\n`;
      text = head + delimited(['Place', 'Sail No', 'Elapsed', 'TCC', 'Corrected'], rows.map((o) => [o.place, o.b.sail, o.elapsed, o.b.tcc.toFixed(3), o.corrected]));
    } else if (reg.fmt === 'tsv') {
      const head = [`${reg.name}`, `Finish: ${reg.venue}\tStart: Warsash Reach Marina`, `Date: ${dateText}`, `Distance: ${distText}`, `Winner on corrected time: ${winnerText}`, ''].join('\n');
      text = `${head}\n${['Boat', 'Sail no.', 'Elapsed (h:mm:ss)', 'TCC', 'Corrected (h:mm:ss)', 'Place'].join('\t')}\n${rows.map((o) => [o.b.name, o.b.sail, o.elapsed, o.b.tcc.toFixed(3), o.corrected, o.place].join('\t')).join('\n')}\n`;
    } else {
      const lines = [`# ${reg.name}`, '', `Rallye-course from ${reg.venue} round Les Héaux and back, ${distText}, sailed on ${dateText}. ${winnerText} won on corrected time.`, '',
        '| Place | Boat | Sail no. | Elapsed | TCC | Corrected |', '|---|---|---|---|---|---|'];
      for (const o of rows) lines.push(`| ${o.place} | ${o.b.name} | ${o.b.sail} | ${o.elapsed} | ${o.b.tcc.toFixed(3)} | ${o.corrected} |`);
      lines.push('', 'Times in hours:minutes:seconds. Corrected = elapsed × TCC.', '');
      text = lines.join('\n');
    }
  }
  corpus.write(file, text);
  F('date', reg.date, 'date', reg.fmt === 'json' ? reg.date : dateText);
  F('venue', reg.venue, '', reg.venue);
  F('races', reg.races, '', String(reg.races));
  F('distance_nm', reg.distance, 'nm', reg.fmt === 'json' ? String(reg.distance) : distText);
  F('winner', reg.winner.name, '', winnerText);
  for (const x of reg.ranked) {
    const b = x.boat;
    x.races.forEach((v, k) => F(`race${k + 1}|${b.name}`, v, '', cell(v)));
    F(`points|${b.name}`, x.points, '', String(x.points));
    F(`rank|${b.name}`, x.code ?? x.rank, '', x.code ?? String(x.rank));
    if (x.elapsed != null) {
      F(`elapsed|${b.name}`, x.elapsed, 's', hms(x.elapsed));
      F(`corrected|${b.name}`, x.corrected, 's', hms(x.corrected));
    }
  }
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `${CLUB} (HEYC) — shared drive, season 2025. Twinned with the ${TWIN} (CNSQ) since 2009.
boats/ one card per boat; handbook/ the members' handbook (part 2 lists a dozen boats); exports/ the fleet register (two header rows) and the CNSQ fleet export (French);
bateaux/ CNSQ boat cards in French; marinas/ and skippers/ reference pages; results/ one sheet per regatta; admin/ and news/ everything else.
Mooring fees are in the currency the marina bills (GBP in the UK and Guernsey, EUR in France). Some results sheets name boats by sail number only.
`);
corpus.write('news/newsletter-autumn-2025.md', `# HEYC News — Autumn 2025

A record 38 boats raced at least once this season (31 in 2024), and the Wednesday evening series ran 19 races.
The new club RIB cost £24,500 and the slipway repairs came to £8,200; the bar takings rose 12 %.
Our youth squad of 16 sailors logged 1,450 miles. The laying-up supper is on 22 November (tickets £38).
Congratulations to everyone who finished the 50-mile Round the Island Race in a 25-knot breeze.
`);
corpus.write('admin/agm-minutes-2025.md', `# Annual General Meeting — minutes

Held on 8 March 2025 at the clubhouse; 87 members present, 23 proxies. Quorum (50) reached.

1. Accounts: income £148,300, expenditure £139,750; reserves £62,000.
2. Subscriptions for 2026 rise by 4 %: full member £420, crew member £150, junior £45.
3. The committee proposed a second crane (estimated £35,000); carried 71 to 9 with 7 abstentions.
4. Elections: all officers re-elected unopposed.
5. Any other business: the race committee asks for 6 more volunteers for the Round the Island Race.
`);
corpus.write('admin/fee-schedule-2025.md', `# Fee schedule 2025

| Item | Fee |
|---|---|
| Lift-out and relaunch (per foot LOA) | £21.50 |
| Hard standing (per week) | £48 |
| Mast crane (per hour) | £65 |
| Visitor berth (per metre per night) | £4.20 |
| Winter storage, up to 30 ft | £1,150 |
| Winter storage, over 30 ft | £1,480 |

Fees include VAT at 20 %. Members of the ${TWIN} pay member rates.
`);

const stats = corpus.flush(source);
console.log(`sailing: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
