#!/usr/bin/env node
// Campsite corpus (held-out): the office drive of Thornsgill Holiday Park, a family campsite and holiday park near
// Askrigg in Wensleydale (Yorkshire Dales), 2025, with its twinned partner, the Camping municipal de Kerléo at
// Plouguerneau (Finistère, Brittany), whose records are in French. 42 pitches, 8 fields, 26 guests, 32 bookings,
// 12 staff and wardens, 8 facility blocks, 16 maintenance jobs.
//   node bench/corpora/campsite/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "campsite-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) pitches: Markdown sheets of `Key: value` lines (`Size: 96 m²`, `Electric hook-up: 16A`, `Price per night:
//     £28.00`), pitch cards with another label set (`Pitch area: 1,030 sq ft`, `EHU: 10 amp`, `Nightly rate: £24`,
//     `Sleeps: 6`, `Pets: dogs welcome`), a pitch register CSV (units in the header), an HTML glamping table
//     (`450 sq ft`, `£85 / night`, `Sleeps 4`), a nested YAML of static caravans (`plot_area: {value, unit}`), two new
//     pods only in the spring newsletter's sentences, FRENCH sheets (`Surface : 100 m²`, `Tarif / nuit : 18,50 €`),
//     a French HTML table and two new pitches only in a French e-mail;
// (b) fields: a Markdown overview with a heading per field (acres) and a French zone page (ha); WIDE occupancy
//     tables, a column per month (a CSV in %, a French semicolon CSV with decimal commas);
// (c) guests: a guest register CSV, guest objects inside the website's nested JSON export, a phone-bookings log in
//     sentences, a confirmation e-mail and a French client file;
// (d) bookings: a Pitchup CSV (departure instead of nights), the website JSON (totals in pence), the phone log, two
//     confirmation e-mails and a French HTML reservations table; payments in a card-terminal export with a PREAMBLE,
//     SEMICOLONS and DECIMAL COMMAS (deposit and balance on separate rows);
// (e) staff: Markdown team sheets, an HTML table of seasonal staff, a new-starter e-mail, a French staff page and a
//     weekly rota (a column per day, shift letters with a legend);
// (f) facilities: a nested YAML of blocks, a cleaning log (last cleaned), a French page of sanitary blocks;
// (g) maintenance jobs: a Markdown job log, contractors' e-mails, site-meeting minutes in prose, a French list of
//     interventions; and background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: pitch sizes in m² (`1,030 sq ft` × 0.09290304); field areas in hectares (`2.4
// acres` × 0.40468564); prices, totals, payments, hourly rates and costs in the stated currency (GBP or EUR, never
// converted; pence / 100); hook-ups in amps (no hook-up: electric false, amps empty); occupancy in %; nights (from
// arrival and departure where only those are given); times HH:MM (`7h30` → 07:30, `10pm` → 22:00); dates ISO;
// French words in English (`Tente` = tent, `Caravane / camping-car` = touring, `Emplacement stabilisé` =
// hardstanding, `Mobil-home` = static caravan, `téléphone` = phone, `site web` = website, `Gardien` = Warden, `Agent
// d'accueil` = Reception, `Agent d'entretien` = Maintenance, `matin` = early, `soir` = late).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('campsite-v1');
const SQFT = 0.09290304;
const ACRE = 0.40468564;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const r2 = (x) => Math.round(x * 100) / 100;
const fr = (x, d = 2) => Number(x).toFixed(d).replace('.', ',');
const pad = (n, w = 2) => String(n).padStart(w, '0');
const gbp = (x) => `£${x.toFixed(2)}`;
const L = (k, xs) => xs[k % xs.length];
const NUMW = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen'];
const NUMW_FR = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit'];
const addDays = (iso, n) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const dmy = (iso) => iso.split('-').reverse().join('/');
const dotted = (iso) => iso.split('-').reverse().join('.');
const WEEKDAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekday = (iso) => WEEKDAY[new Date(`${iso}T12:00:00Z`).getUTCDay()];
const MONTHS_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const frLong = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d === 1 ? '1er' : d} ${MONTHS_FR[m - 1]} ${y}`;
};

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (payments, rota, cleaning log, occupancy tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ sites
const SITE = {
  TG: { name: 'Thornsgill Holiday Park', short: 'Thornsgill', cur: 'GBP' },
  KL: { name: 'Camping municipal de Kerléo', short: 'Kerléo', cur: 'EUR' },
};

// ------------------------------------------------------------------ staff
// shift letters: E early (07:00–15:00), L late (14:00–22:00), S split (08:00–12:00 + 17:00–21:00), N night/on call
const STAFF = [
  { name: 'Dave Metcalfe', site: 'TG', role: 'Head warden', rate: 16.8, started: 2009, shift: 'split', days: ['Mon', 'Tue', 'Wed', 'Fri', 'Sat'], layout: 'sheet' },
  { name: 'Karen Alderson', site: 'TG', role: 'Assistant warden', rate: 14.25, started: 2016, shift: 'early', days: ['Wed', 'Thu', 'Fri', 'Sat', 'Sun'], layout: 'sheet' },
  { name: 'Tom Kirkby', site: 'TG', role: 'Maintenance', rate: 15.1, started: 2019, shift: 'early', days: ['Mon', 'Tue', 'Wed', 'Thu'], layout: 'sheet' },
  { name: 'Sam Thwaite', site: 'TG', role: 'Night warden', rate: 13.6, started: 2021, shift: 'night', days: ['Thu', 'Fri', 'Sat', 'Sun'], layout: 'sheet' },
  { name: 'Jess Harker', site: 'TG', role: 'Reception', rate: 12.6, started: 2022, shift: 'early', days: ['Mon', 'Tue', 'Sat', 'Sun'], layout: 'html' },
  { name: 'Priya Shah', site: 'TG', role: 'Reception', rate: 12.6, started: 2024, shift: 'late', days: ['Tue', 'Wed', 'Thu', 'Fri', 'Sat'], layout: 'html' },
  { name: 'Mick Dinsdale', site: 'TG', role: 'Cleaner', rate: 12.4, started: 2018, shift: 'early', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], layout: 'html' },
  { name: 'Anna Kowalczyk', site: 'TG', role: 'Shop assistant', rate: 12.21, started: 2023, shift: 'late', days: ['Fri', 'Sat', 'Sun'], layout: 'html' },
  { name: 'Ellie Marsh', site: 'TG', role: 'Cleaner', rate: 12.21, started: 2025, shift: 'early', days: ['Wed', 'Thu', 'Fri', 'Sat', 'Sun'], layout: 'email' },
  { name: 'Yann Le Gall', site: 'KL', role: 'Warden', rate: 14.1, started: 2012, shift: 'early', days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], layout: 'fr' },
  { name: 'Maëlle Kerbrat', site: 'KL', role: 'Reception', rate: 12.35, started: 2020, shift: 'late', days: ['Wed', 'Thu', 'Fri', 'Sat', 'Sun'], layout: 'fr' },
  { name: 'Erwan Tanguy', site: 'KL', role: 'Maintenance', rate: 12.8, started: 2017, shift: 'early', days: ['Mon', 'Tue', 'Thu', 'Fri'], layout: 'fr' },
];
const STF = Object.fromEntries(STAFF.map((s) => [s.name, s]));

// ------------------------------------------------------------------ fields
const FIELDS = [
  { name: 'Beckside Field', site: 'TG', acres: 2.4, surface: 'grass', warden: 'Karen Alderson', opened: 1987 },
  { name: 'Top Meadow', site: 'TG', acres: 3.1, surface: 'grass', warden: 'Karen Alderson', opened: 1987 },
  { name: 'Orchard Field', site: 'TG', acres: 1.6, surface: 'grass', warden: 'Dave Metcalfe', opened: 1999 },
  { name: 'Hay Barn Paddock', site: 'TG', acres: 1.2, surface: 'gravel', warden: 'Dave Metcalfe', opened: 2014 },
  { name: 'Woodland Glade', site: 'TG', acres: 1.9, surface: 'woodland', warden: 'Sam Thwaite', opened: 2019 },
  { name: 'Fell View', site: 'TG', acres: 0.9, surface: 'grass', warden: 'Tom Kirkby', opened: 2006 },
  { name: 'Pré de la Dune', site: 'KL', ha: 1.4, surface: 'sand and grass', warden: 'Yann Le Gall', opened: 1972 },
  { name: 'Les Pins', site: 'KL', ha: 0.9, surface: 'woodland', warden: 'Yann Le Gall', opened: 1981 },
];
for (const f of FIELDS) f.area = f.ha != null ? f.ha : r4(f.acres * ACRE);
const FLD = Object.fromEntries(FIELDS.map((f) => [f.name, f]));

// ------------------------------------------------------------------ pitches
// [name, type, field, layout]
const PITCH_DEF = [
  ['P-01', 'touring', 'Beckside Field'], ['P-02', 'touring', 'Beckside Field'], ['P-03', 'touring', 'Beckside Field'],
  ['P-04', 'touring', 'Beckside Field'], ['P-05', 'touring', 'Beckside Field'], ['P-06', 'tent', 'Beckside Field'],
  ['P-07', 'tent', 'Top Meadow'], ['P-08', 'tent', 'Top Meadow'], ['P-09', 'tent', 'Top Meadow'], ['P-10', 'tent', 'Top Meadow'],
  ['P-11', 'touring', 'Top Meadow'], ['P-12', 'tent', 'Top Meadow'], ['P-13', 'touring', 'Orchard Field'], ['P-14', 'touring', 'Orchard Field'],
  ['P-15', 'tent', 'Orchard Field'],
  ['Hardstanding 1', 'hardstanding', 'Hay Barn Paddock'], ['Hardstanding 2', 'hardstanding', 'Hay Barn Paddock'], ['Hardstanding 3', 'hardstanding', 'Hay Barn Paddock'],
  ['Hardstanding 4', 'hardstanding', 'Hay Barn Paddock'], ['Hardstanding 5', 'hardstanding', 'Hay Barn Paddock'], ['Hardstanding 6', 'hardstanding', 'Hay Barn Paddock'],
  ['Pod 1', 'glamping pod', 'Woodland Glade'], ['Pod 2', 'glamping pod', 'Woodland Glade'], ['Pod 3', 'glamping pod', 'Woodland Glade'], ['Pod 4', 'glamping pod', 'Woodland Glade'],
  ['Yurt 1', 'yurt', 'Woodland Glade'], ['Yurt 2', 'yurt', 'Woodland Glade'],
  ['Static 1', 'static caravan', 'Fell View'], ['Static 2', 'static caravan', 'Fell View'], ['Static 3', 'static caravan', 'Fell View'],
  ['Emplacement 1', 'tent', 'Pré de la Dune'], ['Emplacement 2', 'tent', 'Pré de la Dune'], ['Emplacement 3', 'touring', 'Pré de la Dune'],
  ['Emplacement 4', 'touring', 'Pré de la Dune'], ['Emplacement 5', 'hardstanding', 'Pré de la Dune'], ['Emplacement 6', 'touring', 'Pré de la Dune'],
  ['Emplacement 7', 'tent', 'Les Pins'], ['Emplacement 8', 'touring', 'Les Pins'], ['Emplacement 9', 'tent', 'Pré de la Dune'], ['Emplacement 10', 'touring', 'Les Pins'],
  ['Mobil-home 1', 'static caravan', 'Les Pins'], ['Mobil-home 2', 'static caravan', 'Les Pins'],
];
const SPEC = {
  // size m² lo/hi, price lo/hi (GBP or EUR), occupants, amps choices, dogs probability
  TG: {
    tent: [60, 95, 18, 24, [6], [0, 0, 10], 0.7], touring: [85, 120, 24, 31, [6], [16, 16, 10], 0.8], hardstanding: [95, 130, 30, 38, [6, 8], [16], 0.7],
    'glamping pod': [28, 45, 55, 75, [2, 4], [10], 0.4], yurt: [55, 80, 85, 110, [5, 6], [10, 16], 0.2], 'static caravan': [150, 220, 95, 140, [4, 6, 8], [16], 0.5],
  },
  KL: {
    tent: [70, 110, 11, 15, [6], [0, 6, 10], 0.8], touring: [90, 130, 15, 22, [6], [10, 6], 0.8], hardstanding: [100, 120, 19, 23, [6], [10], 0.8],
    'static caravan': [120, 160, 55, 80, [4, 6], [10], 0.3],
  },
};
const pitches = PITCH_DEF.map(([name, type, field]) => {
  const site = FLD[field].site;
  const [slo, shi, plo, phi, occ, amps, dogP] = SPEC[site][type];
  const amp = field === 'Top Meadow' && type === 'tent' ? r.pick([0, 0, 10]) : r.pick(amps);
  const step = site === 'KL' ? 0.5 : type === 'tent' || type === 'touring' || type === 'hardstanding' ? 1 : 5;
  return {
    name, type, field, site,
    size0: r.int(slo, shi),
    price: Math.round(r.float(plo, phi) / step) * step,
    occ: r.pick(occ),
    amps: amp,
    dogs: r.chance(dogP),
  };
});
const P = Object.fromEntries(pitches.map((p) => [p.name, p]));
// fixed points the questions lean on
P['Pod 3'].dogs = false;
P['Pod 4'].dogs = true;
P['Yurt 1'].dogs = false;
P['Yurt 2'].dogs = false;

// ------------------------------------------------------------------ guests
// [name, town, returning, reg, home layout]
const GUEST_DEF = [
  ['Alison Hartley', 'Ripon', true, 'YF68 RTU', 'phone'],
  ['Gareth Pickering', 'Harrogate', false, 'YD21 KXP', 'register'],
  ['Nadia Hussain', 'Bradford', false, 'YG70 BNM', 'json'],
  ['Rob Whitaker', 'Leeds', true, 'YB19 HLE', 'register'],
  ['Helen Dawson', 'York', true, 'YO66 DWS', 'email'],
  ['Chris Bainbridge', 'Darlington', false, 'NA20 CBE', 'register'],
  ['Fiona McLeod', 'Edinburgh', true, 'SF17 MLD', 'json'],
  ['Steve Atkinson', 'Sheffield', false, 'YS23 ATK', 'register'],
  ['Joanne Clegg', 'Huddersfield', true, 'YH15 JCL', 'phone'],
  ['Ian Sowerby', 'Kendal', true, 'PN14 SWB', 'register'],
  ['Rachel Lund', 'Lancaster', false, 'PK22 RLU', 'json'],
  ['Mark Pemberton', 'Manchester', false, 'MA71 PMB', 'register'],
  ['Lucy Fairbairn', 'Newcastle upon Tyne', true, 'NL69 FBN', 'json'],
  ['Dan Oyelaran', 'Nottingham', false, 'FD24 OYE', 'register'],
  ['Kirsty Raine', 'Durham', false, 'NK73 RNE', 'phone'],
  ['Phil Ackroyd', 'Halifax', true, 'YJ12 ACK', 'register'],
  ['Sarah Lowther', 'Middlesbrough', false, 'NX21 LWT', 'json'],
  ['Tom Hebden', 'Skipton', true, 'YE65 HBD', 'phone'],
  ['Emma Cartwright', 'Hull', false, 'YT72 CWR', 'json'],
  ['Jonathan Birch', 'Preston', false, 'PO23 BRC', 'register'],
  ['Thomas Guillou', 'Brest', true, 'FG-218-KT', 'fr'],
  ['Claire Moreau', 'Nantes', false, 'GH-507-LB', 'fr'],
  ['Julien Perrot', 'Rennes', true, 'EZ-334-PM', 'fr'],
  ['Sophie Van Dijk', 'Utrecht', false, 'R-492-BX', 'fr'],
  ['Pierre Lemaire', 'Paris', false, 'HB-861-QA', 'fr'],
  ['Gwenaëlle Le Floc\'h', 'Quimper', true, 'DK-145-RN', 'fr'],
];
const guests = GUEST_DEF.map(([name, town, returning, reg, home]) => ({ name, town, returning, reg, home }));
const G = Object.fromEntries(guests.map((g) => [g.name, g]));

// ------------------------------------------------------------------ bookings
// [ref, channel, guest, pitch, arrival, nights, adults, children, dogs]
const BOOK_DEF = [
  // Pitchup (refs PU-…)
  ['PU-8841207', 'Pitchup', 'Gareth Pickering', 'P-03', '2025-05-23', 3, 2, 2, 0],
  ['PU-8852714', 'Pitchup', 'Chris Bainbridge', 'Hardstanding 2', '2025-06-13', 5, 2, 0, 1],
  ['PU-8860032', 'Pitchup', 'Steve Atkinson', 'P-08', '2025-07-04', 2, 2, 1, 0],
  ['PU-8871590', 'Pitchup', 'Mark Pemberton', 'Pod 1', '2025-07-18', 3, 2, 0, 0],
  ['PU-8879421', 'Pitchup', 'Dan Oyelaran', 'P-12', '2025-08-01', 4, 2, 3, 0],
  ['PU-8883306', 'Pitchup', 'Jonathan Birch', 'Hardstanding 5', '2025-08-08', 7, 2, 2, 2],
  ['PU-8890115', 'Pitchup', 'Gareth Pickering', 'P-14', '2025-08-22', 3, 2, 2, 1],
  ['PU-8897760', 'Pitchup', 'Rachel Lund', 'Yurt 2', '2025-09-19', 2, 2, 1, 0],
  // website (refs TG-25-…)
  ['TG-25-0214', 'website', 'Nadia Hussain', 'Static 2', '2025-04-11', 7, 2, 3, 0],
  ['TG-25-0236', 'website', 'Fiona McLeod', 'Yurt 1', '2025-05-02', 4, 2, 2, 0],
  ['TG-25-0251', 'website', 'Rachel Lund', 'P-05', '2025-05-24', 2, 2, 0, 1],
  ['TG-25-0278', 'website', 'Lucy Fairbairn', 'Pod 2', '2025-06-20', 2, 2, 0, 0],
  ['TG-25-0305', 'website', 'Sarah Lowther', 'Hardstanding 4', '2025-07-11', 6, 2, 1, 1],
  ['TG-25-0322', 'website', 'Emma Cartwright', 'Static 1', '2025-07-26', 7, 2, 2, 0],
  ['TG-25-0347', 'website', 'Fiona McLeod', 'P-01', '2025-08-15', 5, 2, 2, 2],
  ['TG-25-0391', 'website', 'Ian Sowerby', 'Static 3', '2025-10-17', 4, 2, 0, 1],
  // phone (refs TG-25-…)
  ['TG-25-0229', 'phone', 'Alison Hartley', 'Hardstanding 3', '2025-04-18', 4, 2, 1, 1],
  ['TG-25-0263', 'phone', 'Joanne Clegg', 'P-02', '2025-06-06', 3, 2, 0, 2],
  ['TG-25-0289', 'phone', 'Kirsty Raine', 'P-09', '2025-06-27', 2, 1, 1, 0],
  ['TG-25-0316', 'phone', 'Tom Hebden', 'Hardstanding 1', '2025-07-19', 10, 2, 0, 1],
  ['TG-25-0358', 'phone', 'Alison Hartley', 'Hardstanding 3', '2025-08-29', 4, 2, 1, 1],
  ['TG-25-0384', 'phone', 'Phil Ackroyd', 'P-11', '2025-09-26', 3, 2, 0, 0],
  // confirmation e-mails
  ['TG-25-0297', 'website', 'Helen Dawson', 'Pod 4', '2025-07-03', 3, 2, 0, 1],
  ['TG-25-0369', 'phone', 'Rob Whitaker', 'P-13', '2025-09-12', 5, 2, 2, 1],
  // Kerléo (refs KL-2025-…)
  ['KL-2025-031', 'phone', 'Thomas Guillou', 'Emplacement 3', '2025-06-14', 6, 2, 2, 0],
  ['KL-2025-044', 'website', 'Claire Moreau', 'Mobil-home 1', '2025-07-05', 7, 2, 2, 0],
  ['KL-2025-052', 'Pitchup', 'Sophie Van Dijk', 'Emplacement 8', '2025-07-12', 10, 2, 1, 1],
  ['KL-2025-058', 'website', 'Rob Whitaker', 'Emplacement 5', '2025-07-19', 8, 2, 2, 1],
  ['KL-2025-066', 'phone', 'Julien Perrot', 'Emplacement 1', '2025-07-26', 5, 2, 0, 0],
  ['KL-2025-071', 'website', 'Pierre Lemaire', 'Mobil-home 2', '2025-08-02', 7, 2, 3, 0],
  ['KL-2025-079', 'Pitchup', 'Gwenaëlle Le Floc\'h', 'Emplacement 9', '2025-08-09', 4, 1, 2, 1],
  ['KL-2025-087', 'phone', 'Thomas Guillou', 'Emplacement 6', '2025-08-23', 3, 2, 2, 0],
];
const bookings = BOOK_DEF.map(([ref, channel, guest, pitch, arrival, nights, adults, children, dogs]) => {
  const p = P[pitch];
  if (!p) throw new Error(`booking ${ref}: no pitch ${pitch}`);
  if (!G[guest]) throw new Error(`booking ${ref}: no guest ${guest}`);
  if (adults + children > p.occ) p.occ = adults + children > 6 ? 8 : 6; // the party fits the pitch
  if (dogs > 0) p.dogs = true;
  let total;
  if (p.site === 'TG') total = r2(p.price * nights + dogs * 3 * nights + (p.type === 'tent' || p.type === 'touring' ? Math.max(0, adults + children - 4) * 4 * nights : 0));
  else total = r2(p.price * nights + dogs * 2 * nights + adults * 0.22 * nights);
  return { ref, channel, guest, pitch, arrival, nights, departure: addDays(arrival, nights), adults, children, dogs, total, site: p.site };
});
// no pitch double-booked
for (const a of bookings) for (const b of bookings) if (a !== b && a.pitch === b.pitch && a.arrival < b.departure && b.arrival < a.departure) throw new Error(`overlap ${a.ref} ${b.ref}`);
const BK = Object.fromEntries(bookings.map((b) => [b.ref, b]));
for (const p of pitches) p.size = p.size0; // set per layout below (sq ft forms round-trip)

// ------------------------------------------------------------------ facts: pitches
const TYPE_EN = { tent: 'Tent', touring: 'Touring', hardstanding: 'Hardstanding', 'glamping pod': 'Glamping pod', yurt: 'Yurt', 'static caravan': 'Static caravan' };
const TYPE_FR = { tent: 'Tente', touring: 'Caravane / camping-car', hardstanding: 'Emplacement stabilisé', 'static caravan': 'Mobil-home' };
function pitchFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'pitch', attr, value, unit, stated, file);
  F('site', SITE[p.site].name, 'place', s.site ?? '');
  F('type', p.type, '', s.type);
  F('field', p.field, 'text', s.field);
  F('size', p.size, 'm2', s.size);
  F('electric', p.amps > 0, 'bool', s.electric ?? '');
  F('ehu_amps', p.amps > 0 ? p.amps : null, 'A', p.amps > 0 ? s.amps : '');
  F('price', p.price, SITE[p.site].cur, s.price);
  F('max_occupants', p.occ, '', s.occ);
  F('dogs_allowed', p.dogs, 'bool', s.dogs);
}
const uk = pitches.filter((p) => p.site === 'TG');
const grassAndHard = uk.filter((p) => ['tent', 'touring', 'hardstanding'].includes(p.type));
const shuffled = r.shuffle(grassAndHard);
const mdSheets = shuffled.slice(0, 8).sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
const cards = shuffled.slice(8, 13).sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
const regRows = shuffled.slice(13).sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));

// (a1) Markdown `Key: value` sheets
mdSheets.forEach((p, k) => {
  const file = `pitches/sheets/${slug(p.name)}.md`;
  const ehu = p.amps > 0 ? `${p.amps}A` : 'None';
  const price = gbp(p.price);
  pitchFacts(p, file, {
    site: '', type: `Type: ${TYPE_EN[p.type]}`, field: `Field: ${p.field}`, size: `Size: ${p.size} m²`, electric: `Electric hook-up: ${ehu}`, amps: `Electric hook-up: ${ehu}`,
    price: `Price per night: ${price}`, occ: `Max occupants: ${p.occ}`, dogs: `Dogs: ${p.dogs ? 'Yes' : 'No'}`,
  });
  corpus.write(file, [
    `# Pitch ${p.name}`, '',
    `Pitch: ${p.name}`, `Type: ${TYPE_EN[p.type]}`, `Field: ${p.field}`, `Size: ${p.size} m²`, `Electric hook-up: ${ehu}`,
    `Price per night: ${price}`, `Max occupants: ${p.occ}`, `Dogs: ${p.dogs ? 'Yes' : 'No'}`,
    `Surface: ${p.type === 'hardstanding' ? 'Gravel, level' : L(k, ['Grass, level', 'Grass, slight slope', 'Grass, level'])}`, '',
    L(k, ['Nearest water point is by the field gate.', 'Good for awnings; pegs go in easily.', 'Sheltered by the wall from the westerlies.', 'Five minutes from the beck.']), '',
  ].join('\n'));
});

// (a2) pitch cards (another label set; areas in sq ft where the card was measured in feet)
cards.forEach((p, k) => {
  const file = `pitches/cards/${slug(p.name)}-card.md`;
  const inFeet = k % 2 === 0;
  let areaTxt;
  if (inFeet) {
    const sqft = Math.round(p.size0 / SQFT / 10) * 10;
    p.size = r4(sqft * SQFT);
    areaTxt = `${sqft.toLocaleString('en-GB')} sq ft`;
  } else areaTxt = `${p.size} sq m`;
  const ehu = p.amps > 0 ? `${p.amps} amp` : 'not available';
  const price = Number.isInteger(p.price) ? `£${p.price}` : gbp(p.price);
  const pets = p.dogs ? 'dogs welcome' : 'no dogs';
  const typ = { tent: 'Tent (grass)', touring: 'Touring caravan / motorhome', hardstanding: 'Hardstanding (all-weather)' }[p.type];
  pitchFacts(p, file, {
    type: `Pitch type: ${typ}`, field: `Location: ${p.field}`, size: `Pitch area: ${areaTxt}`, electric: `EHU: ${ehu}`, amps: `EHU: ${ehu}`,
    price: `Nightly rate: ${price}`, occ: `Sleeps: ${p.occ}`, dogs: `Pets: ${pets}`,
  });
  corpus.write(file, [
    `PITCH CARD — ${p.name.toUpperCase()}`, '',
    `Pitch no.: ${p.name}`, `Pitch type: ${typ}`, `Location: ${p.field}`, `Pitch area: ${areaTxt}`, `EHU: ${ehu}`,
    `Nightly rate: ${price}`, `Sleeps: ${p.occ}`, `Pets: ${pets}`, `Card checked: ${fmtDate(`2025-03-${pad(r.int(3, 28))}`, 'short')} (KA)`, '',
  ].join('\n'));
});

// (a3) pitch register CSV (units in the header)
{
  const file = 'pitches/pitch-register-2025.csv';
  const rows = regRows.map((p) => {
    pitchFacts(p, file, { type: p.type, field: p.field, size: String(p.size), electric: '', amps: String(p.amps), price: p.price.toFixed(2), occ: '', dogs: '' });
    return [p.name, p.type, p.field, p.size, p.amps > 0 ? p.amps : '–', p.price.toFixed(2), p.occ, p.dogs ? 'Y' : 'N', p.type === 'hardstanding' ? 'drive-on, 2 cars' : ''];
  });
  corpus.write(file, delimited(['Pitch', 'Type', 'Field', 'Area (m2)', 'EHU (A)', 'Rate (GBP/night)', 'Max persons', 'Dogs (Y/N)', 'Notes'], rows));
}

// (a4) HTML glamping table (Pod 1, Pod 2, Yurt 1, Yurt 2)
{
  const file = 'pitches/glamping.html';
  const list = ['Pod 1', 'Pod 2', 'Yurt 1', 'Yurt 2'].map((n) => P[n]);
  const rows = list.map((p) => {
    const sqft = Math.round(p.size0 / SQFT / 10) * 10;
    p.size = r4(sqft * SQFT);
    const power = `${p.amps}A included`;
    const price = `£${p.price} / night`;
    pitchFacts(p, file, {
      type: TYPE_EN[p.type], field: 'Woodland Glade', size: `${sqft} sq ft`, electric: power, amps: power, price, occ: `Sleeps ${p.occ}`, dogs: p.dogs ? '✓' : '✗',
    });
    return `    <tr><td>${esc(p.name)}</td><td>${esc(TYPE_EN[p.type])}</td><td>${sqft} sq ft</td><td>Sleeps ${p.occ}</td><td>${esc(power)}</td><td>${esc(price)}</td><td>${p.dogs ? '✓' : '✗'}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Glamping at Thornsgill — Woodland Glade</title></head>
<body>
<h1>Glamping in the Woodland Glade</h1>
<p>Insulated timber pods and two Mongolian-style yurts under the ash trees, a short walk from the Glade Shower Hut. Bedding is provided; bring towels.</p>
<table>
  <thead><tr><th>Unit</th><th>Kind</th><th>Plot size</th><th>Guests</th><th>Electricity</th><th>Price</th><th>Dog friendly</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p class="small">Minimum stay two nights at weekends. Prices per unit per night, not per person.</p>
</body></html>
`);
}

// (a5) nested YAML of the static caravans
{
  const file = 'pitches/static-caravans.yaml';
  const out = ['# Static caravan hire fleet — Fell View', 'site: Thornsgill Holiday Park', 'field: Fell View', 'units:'];
  const MAKES = [['Willerby', 'Linwood', 2016, 35, 12], ['ABI', 'Beverley', 2019, 38, 12], ['Swift', 'Loire', 2021, 36, 12]];
  ['Static 1', 'Static 2', 'Static 3'].forEach((n, k) => {
    const p = P[n];
    const sqft = Math.round(p.size0 / SQFT / 50) * 50;
    p.size = r4(sqft * SQFT);
    const [make, model, year, len, wid] = MAKES[k];
    pitchFacts(p, file, { type: 'static caravan', field: 'Fell View', size: `value: ${sqft}`, electric: '', amps: `amps: ${p.amps}`, price: `nightly_rate_gbp: ${p.price}`, occ: `berths: ${p.occ}`, dogs: `dogs_allowed: ${p.dogs}` });
    out.push(
      `  - pitch: ${n}`, `    type: static caravan`, `    caravan:`, `      make: ${make}`, `      model: ${model}`, `      year: ${year}`, `      size: "${len} ft x ${wid} ft"`,
      `    berths: ${p.occ}`, `    plot_area:`, `      value: ${sqft}`, `      unit: sq ft`, `    services:`, `      electric:`, `        amps: ${p.amps}`, `      gas: bottled propane`,
      `    nightly_rate_gbp: ${p.price}`, `    dogs_allowed: ${p.dogs}`,
    );
  });
  out.push('');
  corpus.write(file, out.join('\n'));
}

// (a6) two new pods only in the spring newsletter's sentences
const newsletterPods = () => {
  const file = 'newsletters/spring-2025.md';
  const p3 = P['Pod 3'];
  const p4 = P['Pod 4'];
  const s3 = `Pod 3 sleeps ${NUMW[p3.occ]}`;
  const s4 = `Pod 4 sleeps ${NUMW[p4.occ]}`;
  pitchFacts(p3, file, { type: 'glamping pods', field: 'Woodland Glade', size: `${p3.size} square metre`, electric: `${p3.amps} amp supply`, amps: `${p3.amps} amp supply`, price: `£${p3.price} a night`, occ: s3, dogs: 'not Pod 3' });
  pitchFacts(p4, file, { type: 'glamping pods', field: 'Woodland Glade', size: `${p4.size} square metres`, electric: `${p4.amps} amp supply`, amps: `${p4.amps} amp supply`, price: `£${p4.price} a night`, occ: s4, dogs: 'Dogs are welcome in Pod 4' });
  return [
    '# Thornsgill News — Spring 2025', '',
    'Welcome back to the Dales! The gates open on Friday 4 April and the shop will be stocked with Wensleydale from the creamery in Hawes.', '',
    '## Two new pods in the Woodland Glade', '',
    `Over the winter Tom and the joiners from Hawes built two more glamping pods at the far end of the Woodland Glade, next to the beck. ${s3} and costs £${p3.price} a night; it stands on a ${p3.size} square metre plot with its own decking and a ${p3.amps} amp supply for the heater and kettle. ` +
      `${s4}, costs £${p4.price} a night and has ${p4.size > p3.size ? 'the bigger' : 'a smaller'} plot, ${p4.size} square metres, with a ${p4.amps} amp supply as well. Dogs are welcome in Pod 4 but not Pod 3, which we are keeping allergy-friendly.`, '',
    '## Around the site', '',
    '- The Orchard Block has a new accessible shower room with a fold-down seat.',
    '- Please drive at 5 mph: there are lambs in the field next to Top Meadow until May.',
    '- Our Pitchup reviews averaged 4.7 out of 5 last season — thank you!',
    '- The Aysgarth Falls walk leaves from reception every Wednesday at 10am (about 7 miles there and back).', '',
    '## Twinning news', '',
    'Our friends at the Camping municipal de Kerléo in Plouguerneau open on 1 June. Yann and the team are offering Thornsgill regulars a welcome drink at the accueil — just mention the Dales.', '',
    '_Dave, Karen and the Thornsgill team_', '',
  ].join('\n');
};
corpus.write('newsletters/spring-2025.md', newsletterPods());

// (a7) French pitch sheets (Emplacement 7, 8, Mobil-home 1, 2)
['Emplacement 7', 'Emplacement 8', 'Mobil-home 1', 'Mobil-home 2'].forEach((n, k) => {
  const p = P[n];
  const file = `kerleo/emplacements/${slug(n)}.md`;
  const elec = p.amps > 0 ? `${p.amps} A` : 'sans électricité';
  const price = `${fr(p.price)} €`;
  const dogs = p.dogs ? 'acceptés' : 'non acceptés';
  pitchFacts(p, file, {
    site: '', type: `Type : ${TYPE_FR[p.type]}`, field: `Zone : ${p.field}`, size: `Surface : ${p.size} m²`, electric: `Électricité : ${elec}`, amps: `Électricité : ${elec}`,
    price: `Tarif / nuit : ${price}`, occ: `Capacité : ${p.occ} personnes`, dogs: `Chiens : ${dogs}`,
  });
  corpus.write(file, [
    `# ${n}`, '', 'Camping municipal de Kerléo — fiche emplacement', '',
    `Emplacement : ${n}`, `Type : ${TYPE_FR[p.type]}`, `Zone : ${p.field}`, `Surface : ${p.size} m²`, `Électricité : ${elec}`,
    `Tarif / nuit : ${price}`, `Capacité : ${p.occ} personnes`, `Chiens : ${dogs}`, '',
    L(k, ['Ombragé l\'après-midi.', 'À deux pas des sanitaires.', 'Terrasse couverte, salon de jardin.', 'Vue sur les pins, calme.']), '',
  ].join('\n'));
});

// (a8) French HTML table (Emplacement 1–6)
{
  const file = 'kerleo/tarifs-emplacements-2025.html';
  const rows = ['Emplacement 1', 'Emplacement 2', 'Emplacement 3', 'Emplacement 4', 'Emplacement 5', 'Emplacement 6'].map((n) => {
    const p = P[n];
    const elec = p.amps > 0 ? `${p.amps} A` : 'non';
    const price = `${fr(p.price)} €`;
    pitchFacts(p, file, { type: TYPE_FR[p.type], field: p.field, size: `<td>${p.size}</td>`, electric: elec, amps: elec, price, occ: '', dogs: p.dogs ? 'oui' : 'non' });
    return `    <tr><td>${esc(n)}</td><td>${esc(TYPE_FR[p.type])}</td><td>${esc(p.field)}</td><td>${p.size}</td><td>${esc(elec)}</td><td>${p.occ}</td><td>${p.dogs ? 'oui' : 'non'}</td><td>${esc(price)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><title>Tarifs 2025 — emplacements</title></head>
<body>
<h1>Camping municipal de Kerléo — tarifs des emplacements 2025</h1>
<p>Ouvert du 1er juin au 15 septembre. Prix par nuit et par emplacement, hors taxe de séjour (0,22 € par adulte et par nuit). Chien : 2,00 € par nuit.</p>
<table>
  <thead><tr><th>Emplacement</th><th>Type</th><th>Zone</th><th>Surface (m²)</th><th>Électricité</th><th>Pers. max</th><th>Chiens</th><th>Prix / nuit</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Réservation conseillée en juillet et août.</p>
</body></html>
`);
}
for (const f of corpus.facts) if (f.file === 'kerleo/tarifs-emplacements-2025.html' && f.attribute === 'size') f.stated = f.stated.replace(/<\/?td>/g, '');

// (a9) two pitches only in a French e-mail (Emplacement 9, 10)
{
  const file = 'kerleo/courriels/2025-04-02-nouveaux-emplacements.eml';
  const p9 = P['Emplacement 9'];
  const p10 = P['Emplacement 10'];
  const e9 = p9.amps > 0 ? `un branchement de ${p9.amps} A` : 'pas d\'électricité';
  const e10 = p10.amps > 0 ? `un branchement de ${p10.amps} A` : 'pas d\'électricité';
  const s9 = `L'emplacement 9 (${TYPE_FR[p9.type].toLowerCase()}) se trouve dans le ${p9.field}, fait ${p9.size} m², avec ${e9} ; il accueille jusqu'à ${NUMW_FR[p9.occ]} personnes et coûte ${fr(p9.price)} € la nuit. Chiens ${p9.dogs ? 'admis' : 'non admis'}.`;
  const s10 = `L'emplacement 10 (${TYPE_FR[p10.type].toLowerCase()}), sous ${p10.field}, fait ${p10.size} m², avec ${e10}, jusqu'à ${NUMW_FR[p10.occ]} personnes, ${fr(p10.price)} € la nuit. Chiens ${p10.dogs ? 'admis' : 'non admis'}.`;
  const F9 = { type: TYPE_FR[p9.type].toLowerCase(), field: p9.field, size: `${p9.size} m²`, electric: e9, amps: e9, price: `${fr(p9.price)} € la nuit`, occ: `${NUMW_FR[p9.occ]} personnes`, dogs: `Chiens ${p9.dogs ? 'admis' : 'non admis'}` };
  const F10 = { type: TYPE_FR[p10.type].toLowerCase(), field: p10.field, size: `${p10.size} m²`, electric: e10, amps: e10, price: `${fr(p10.price)} € la nuit`, occ: `${NUMW_FR[p10.occ]} personnes`, dogs: `Chiens ${p10.dogs ? 'admis' : 'non admis'}` };
  pitchFacts(p9, file, F9);
  pitchFacts(p10, file, F10);
  corpus.write(file, `From: Yann Le Gall <camping.kerleo@plouguerneau-mairie.example.fr>
To: Dave Metcalfe <office@thornsgill-park.example.co.uk>
Date: Wed, 2 Apr 2025 09:12:44 +0200
Subject: Deux nouveaux emplacements pour la saison / two new pitches

Bonjour Dave,

Bonne nouvelle : la mairie a validé les deux nouveaux emplacements pour cet été, numérotés 9 et 10 (Emplacement 9 et Emplacement 10 dans le logiciel).

${s9}

${s10}

Les tarifs ont été votés en conseil municipal le 27 mars. Je t'envoie le plan mis à jour la semaine prochaine.

À bientôt à Plouguerneau,
Yann
--
Yann Le Gall, gardien — Camping municipal de Kerléo
`);
}

// ------------------------------------------------------------------ fields + occupancy
{
  const file = 'site/fields-overview.md';
  const out = ['# Thornsgill — fields at a glance', '', 'Areas from the 2019 survey by Dales Land Surveys. Field wardens do the morning round and the gate check.', ''];
  FIELDS.filter((f) => f.site === 'TG').forEach((f, k) => {
    const F = (attr, value, unit, stated) => corpus.fact(f.name, 'field', attr, value, unit, stated, file);
    F('site', SITE.TG.name, 'place', '');
    F('area', f.area, 'ha', `${f.acres} acres`);
    F('surface', f.surface, '', f.surface);
    F('warden', f.warden, 'person', f.warden);
    F('opened', f.opened, '', String(f.opened));
    out.push(`## ${f.name}`, '', `- Area: ${f.acres} acres`, `- Surface: ${f.surface}`, `- Field warden: ${f.warden}`, `- In use since: ${f.opened}`,
      `- ${L(k, ['Water points: 3', 'Water points: 2; grey-water drain by the gate', 'Water point: 1', 'Motorhome service point at the top end', 'No cars beyond the bridge', 'Gas bottle store by the gate'])}`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'kerleo/zones-du-camping.md';
  const out = ['# Camping municipal de Kerléo — les zones', '', 'Le camping (2,3 ha au total) est géré en régie par la commune de Plouguerneau.', ''];
  const SURF_FR = { 'sand and grass': 'sable et herbe', woodland: 'sous-bois (pins maritimes)' };
  FIELDS.filter((f) => f.site === 'KL').forEach((f) => {
    const F = (attr, value, unit, stated) => corpus.fact(f.name, 'field', attr, value, unit, stated, file);
    F('site', SITE.KL.name, 'place', '');
    F('area', f.area, 'ha', `Superficie : ${fr(f.ha, 1)} ha`);
    F('surface', f.surface, '', SURF_FR[f.surface]);
    F('warden', f.warden, 'person', f.warden);
    F('opened', f.opened, '', String(f.opened));
    out.push(`## ${f.name}`, '', `Superficie : ${fr(f.ha, 1)} ha`, `Sol : ${SURF_FR[f.surface]}`, `Responsable : ${f.warden}`, `Ouverture : ${f.opened}`, '');
  });
  corpus.write(file, out.join('\n'));
}
const MON = ['apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct'];
const SEASON = [0.45, 0.58, 0.72, 0.9, 0.97, 0.7, 0.5];
{
  const file = 'reports/occupancy-2025-by-field.csv';
  const rows = FIELDS.filter((f) => f.site === 'TG').map((f) => {
    const bias = r.float(-0.08, 0.06);
    const ms = SEASON.map((s) => Math.min(100, Math.round((s + bias + r.float(-0.06, 0.06)) * 100)));
    ms.forEach((v, i) => corpus.also(f.name, 'field', `occ_${MON[i]}`, v, '%', `${v}%`, file));
    return [f.name, ...ms.map((v) => `${v}%`)];
  });
  corpus.write(file, delimited(['Field', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'], rows));
}
{
  const file = 'kerleo/taux-occupation-2025.csv';
  const rows = FIELDS.filter((f) => f.site === 'KL').map((f) => {
    const bias = r.float(-0.05, 0.05);
    const ms = [0.62, 0.93, 0.98, 0.55].map((s) => Math.min(100, Math.round((s + bias + r.float(-0.04, 0.03)) * 1000) / 10));
    ['jun', 'jul', 'aug', 'sep'].forEach((m, i) => corpus.also(f.name, 'field', `occ_${m}`, ms[i], '%', `${fr(ms[i], 1)}`, file));
    return [f.name, ...ms.map((v) => `${fr(v, 1)} %`)];
  });
  corpus.write(file, `Taux d'occupation 2025 (nuitées occupées / nuitées offertes)\n${delimited(['Zone', 'juin', 'juillet', 'août', 'septembre'], rows, ';')}`);
}

// ------------------------------------------------------------------ guests
function guestFacts(g, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(g.name, 'guest', attr, value, unit, stated, file);
  F('town', g.town, 'place', s.town);
  F('returning', g.returning, 'bool', s.returning);
  F('vehicle_reg', g.reg, 'text', g.reg);
}
{
  const file = 'guests/guest-register-2025.csv';
  const rows = guests.filter((g) => g.home === 'register').map((g) => {
    guestFacts(g, file, { town: g.town, returning: '' });
    return [g.name, g.town, g.returning ? 'Y' : 'N', g.reg, g.returning ? L(g.name.length, ['regular since 2019', 'came last Easter', 'prefers Beckside', '']) : ''];
  });
  corpus.write(file, delimited(['Guest', 'Home town', 'Returning guest', 'Vehicle registration', 'Notes'], rows));
}

// ------------------------------------------------------------------ bookings
function bookingFacts(b, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(b.ref, 'booking', attr, value, unit, stated, file);
  F('guest', b.guest, 'text', s.guest ?? b.guest);
  F('pitch', b.pitch, 'text', s.pitch ?? b.pitch);
  F('arrival', b.arrival, 'date', s.arrival);
  F('nights', b.nights, '', s.nights);
  F('adults', b.adults, '', s.adults ?? '');
  F('children', b.children, '', s.children ?? '');
  F('dogs', b.dogs, '', s.dogs ?? '');
  F('total', b.total, SITE[b.site].cur, s.total);
  F('channel', b.channel, '', s.channel ?? '');
}
// (d1) Pitchup CSV
{
  const file = 'bookings/pitchup-bookings-2025.csv';
  const rows = bookings.filter((b) => b.site === 'TG' && b.channel === 'Pitchup').map((b) => {
    bookingFacts(b, file, { arrival: dmy(b.arrival), nights: dmy(b.departure), total: b.total.toFixed(2), channel: 'Pitchup booking ID' });
    return [b.ref, 'Thornsgill Holiday Park', b.pitch, b.guest, dmy(b.arrival), dmy(b.departure), b.adults, b.children, b.dogs, b.total.toFixed(2), 'Confirmed'];
  });
  corpus.write(file, delimited(['Pitchup booking ID', 'Campsite', 'Pitch', 'Lead guest', 'Arrival', 'Departure', 'Adults', 'Children', 'Dogs', 'Total (GBP)', 'Status'], rows));
}
// (d2) website JSON (nested; guest objects carry the guest records of website guests)
{
  const file = 'bookings/website-bookings-export.json';
  const recs = bookings.filter((b) => b.site === 'TG' && b.channel === 'website' && b.ref !== 'TG-25-0297').map((b) => {
    const g = G[b.guest];
    const pence = Math.round(b.total * 100);
    bookingFacts(b, file, { arrival: b.arrival, nights: `"nights": ${b.nights}`, total: String(pence), channel: 'website', adults: `"adults": ${b.adults}`, children: `"children": ${b.children}`, dogs: `"dogs": ${b.dogs}` });
    if (g.home === 'json' && !corpus.entityFile.has(g.name)) guestFacts(g, file, { town: g.town, returning: `"returning": ${g.returning}` });
    return {
      booking: { ref: b.ref, source: 'website', status: b.arrival > '2025-09-15' ? 'deposit_paid' : 'complete' },
      guest: { name: g.name, address: { town: g.town }, returning: g.returning, vehicle: { registration: g.reg } },
      stay: { pitch: { code: b.pitch, field: P[b.pitch].field }, arrival: b.arrival, nights: b.nights },
      party: { adults: b.adults, children: b.children, dogs: b.dogs },
      price: { total_pence: pence, currency: 'GBP' },
    };
  });
  const text = JSON.stringify({ export: { system: 'CampDesk Online', site: 'Thornsgill Holiday Park', generated: '2025-09-15T06:00:00Z' }, bookings: recs }, null, 2) + '\n';
  corpus.write(file, text);
}
// (d3) phone log (sentences)
{
  const file = 'bookings/phone-bookings-2025.md';
  const out = ['# Phone bookings 2025', '', 'Taken at reception; refs from CampDesk. Quote the total including dogs (£3 per dog per night).', ''];
  const taken = { 'TG-25-0229': '2025-02-11', 'TG-25-0263': '2025-03-04', 'TG-25-0289': '2025-05-19', 'TG-25-0316': '2025-03-22', 'TG-25-0358': '2025-04-22', 'TG-25-0384': '2025-08-30' };
  bookings.filter((b) => b.site === 'TG' && b.channel === 'phone' && taken[b.ref]).forEach((b, k) => {
    const g = G[b.guest];
    const nightsW = k % 2 ? `${b.nights} nights` : `${NUMW[b.nights]} nights`;
    const arr = `${weekday(b.arrival)} ${fmtDate(b.arrival, 'long').replace(/ 2025$/, '')}`;
    const party = [`${NUMW[b.adults]} adult${b.adults > 1 ? 's' : ''}`];
    if (b.children) party.push(`${NUMW[b.children]} child${b.children > 1 ? 'ren' : ''}`);
    const dogsW = b.dogs === 0 ? 'no dogs' : b.dogs === 1 ? 'a dog' : `${NUMW[b.dogs]} dogs`;
    const ownRecord = g.home === 'phone' && !corpus.entityFile.has(g.name);
    let guestBit = '';
    if (ownRecord) {
      const ret = g.returning ? 'a returning guest' : 'first time with us';
      guestFacts(g, file, { town: `from ${g.town}`, returning: ret });
      guestBit = ` ${g.name.split(' ')[0]} is ${ret}; car ${g.reg}.`;
    }
    bookingFacts(b, file, {
      arrival: arr, nights: nightsW, adults: party[0], children: b.children ? party[1] : '', dogs: b.dogs ? dogsW : '', total: `£${b.total.toFixed(2)}`, channel: '',
    });
    out.push(`## ${fmtDate(taken[b.ref], 'short')} — ${b.ref}`, '',
      `${g.name}${ownRecord ? ` from ${g.town}` : ''} rang to book ${b.pitch} for ${nightsW} from ${arr}: ${party.join(' and ')}, ${dogsW}.${guestBit} Total quoted £${b.total.toFixed(2)}.`, '');
  });
  out.push('Remember: no phone bookings for the pods — those go through the website.', '');
  corpus.write(file, out.join('\n'));
}
// (d4) two confirmation e-mails (Helen Dawson's record lives in hers)
{
  const b = BK['TG-25-0297'];
  const g = G[b.guest];
  const file = 'bookings/emails/2025-06-02-confirmation-TG-25-0297.eml';
  const nightsW = `${NUMW[b.nights]} nights`;
  guestFacts(g, file, { town: `${g.town} address`, returning: 'welcome you back' });
  bookingFacts(b, file, { arrival: fmtDate(b.arrival, 'long'), nights: nightsW, adults: 'two adults', children: '', dogs: 'one dog', total: `£${b.total.toFixed(2)}`, channel: 'website' });
  corpus.write(file, `From: Thornsgill Holiday Park <bookings@thornsgill-park.example.co.uk>
To: Helen Dawson <h.dawson@example.com>
Date: Mon, 2 Jun 2025 16:40:02 +0100
Subject: Booking confirmation ${b.ref} — ${b.pitch}

Dear Helen Dawson,

Thank you for booking online with us again — it will be lovely to welcome you back. This confirms ${b.pitch} in the Woodland Glade for ${nightsW}, arriving on ${fmtDate(b.arrival, 'long')} (check-in from 3pm), for two adults and one dog.

The total for your stay is £${b.total.toFixed(2)}, which you have paid in full through the website.

We have your ${g.town} address on file and your car as ${g.reg}; please display the parking permit we will leave in the pod.

Best wishes,
Karen Alderson
Assistant warden, Thornsgill Holiday Park
`);
}
{
  const b = BK['TG-25-0369'];
  const file = 'bookings/emails/2025-07-28-confirmation-TG-25-0369.eml';
  bookingFacts(b, file, { arrival: fmtDate(b.arrival, 'us'), nights: `${b.nights} nights`, adults: `${NUMW[b.adults]} adults`, children: `${NUMW[b.children]} children`, dogs: 'your dog', total: gbp(b.total), channel: 'over the phone' });
  corpus.write(file, `From: Thornsgill Holiday Park <bookings@thornsgill-park.example.co.uk>
To: Rob Whitaker <robwhit@example.net>
Date: Mon, 28 Jul 2025 11:05:51 +0100
Subject: Your booking ${b.ref}

Hi Rob,

Lovely to speak to you over the phone this morning. You're booked on ${b.pitch} in the Orchard Field for ${b.nights} nights from ${fmtDate(b.arrival, 'us')} — ${NUMW[b.adults]} adults and ${NUMW[b.children]} children, and your dog of course.

Total: ${gbp(b.total)}. We'll take the balance when you arrive.

Cheers,
Jess
Reception, Thornsgill Holiday Park
`);
}
// (d5) French reservations table (HTML) + French client file
{
  const file = 'kerleo/reservations-ete-2025.html';
  const CH_FR = { phone: 'téléphone', website: 'site web', Pitchup: 'Pitchup' };
  const rows = bookings.filter((b) => b.site === 'KL').map((b) => {
    const tot = `${fr(b.total)} €`;
    bookingFacts(b, file, { arrival: dmy(b.arrival), nights: '', total: tot, channel: CH_FR[b.channel] });
    return `    <tr><td>${b.ref}</td><td>${esc(b.guest)}</td><td>${esc(b.pitch)}</td><td>${dmy(b.arrival)}</td><td>${b.nights}</td><td>${b.adults}</td><td>${b.children}</td><td>${b.dogs}</td><td>${esc(tot)}</td><td>${esc(CH_FR[b.channel])}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><title>Réservations été 2025 — Kerléo</title></head>
<body>
<h1>Réservations été 2025</h1>
<p>Camping municipal de Kerléo, Plouguerneau. Montants TTC, taxe de séjour comprise.</p>
<table>
  <thead><tr><th>Réf.</th><th>Client</th><th>Emplacement</th><th>Arrivée</th><th>Nuits</th><th>Adultes</th><th>Enfants</th><th>Chiens</th><th>Montant</th><th>Canal</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
{
  const file = 'kerleo/fichier-clients-2025.md';
  const out = ['# Fichier clients 2025', '', 'Extrait du registre (clients de l\'été). « Fidèle » = déjà venu au moins une saison.', ''];
  guests.filter((g) => g.home === 'fr').forEach((g) => {
    guestFacts(g, file, { town: `Ville : ${g.town}`, returning: `Client fidèle : ${g.returning ? 'oui' : 'non'}` });
    out.push(`## ${g.name}`, '', `Ville : ${g.town}`, `Client fidèle : ${g.returning ? 'oui' : 'non'}`, `Immatriculation : ${g.reg}`, '');
  });
  corpus.write(file, out.join('\n'));
}
// every guest has exactly one record
for (const g of guests) if (!corpus.entityFile.has(g.name)) throw new Error(`guest ${g.name} has no record`);

// (d6) payments export: PREAMBLE, SEMICOLONS, DECIMAL COMMAS; deposit and balance on separate rows
{
  const file = 'finance/card-terminal-payments-2025.csv';
  const EXPORT = '2025-09-15';
  const rows = [];
  const BOOKED = { 'TG-25-0229': '2025-02-11', 'TG-25-0263': '2025-03-04', 'TG-25-0289': '2025-05-19', 'TG-25-0316': '2025-03-22', 'TG-25-0358': '2025-04-22', 'TG-25-0384': '2025-08-30', 'TG-25-0297': '2025-06-02', 'TG-25-0369': '2025-07-28' };
  bookings.filter((b) => b.site === 'TG').sort((a, b) => a.ref.localeCompare(b.ref)).forEach((b, k) => {
    const who = G[b.guest].name;
    const booked = BOOKED[b.ref] ?? addDays(b.arrival, -r.int(21, 80));
    const methods = [];
    let paid = 0;
    const pay = (date, amount, method, type) => {
      rows.push([b.ref, dotted(date), who, fr(amount), method, type]);
      paid += amount;
      if (!methods.includes(method)) methods.push(method);
    };
    if (b.channel === 'Pitchup') {
      if (addDays(b.arrival, 3) <= EXPORT) pay(addDays(b.arrival, 3), b.total, 'Pitchup payout', 'Payout');
    } else if (b.channel === 'website' && b.arrival <= EXPORT) {
      pay(booked, b.total, 'Card', 'Full payment');
    } else {
      const DEP = { 'TG-25-0263': 'Bank transfer', 'TG-25-0384': 'Bank transfer' };
      const BAL = { 'TG-25-0229': 'Cash', 'TG-25-0358': 'Cash', 'TG-25-0369': 'Cash' };
      if (b.total <= 50) pay(booked, b.total, 'Card', 'Full payment');
      else {
        pay(booked, 50, DEP[b.ref] ?? 'Card', 'Deposit');
        if (b.arrival <= EXPORT) pay(b.arrival, r2(b.total - 50), BAL[b.ref] ?? 'Card', 'Balance');
      }
    }
    b.paid = r2(paid);
    b.methods = methods;
    corpus.also(b.ref, 'booking', 'amount_paid', b.paid, 'GBP', '', file);
    corpus.also(b.ref, 'booking', 'payment_methods', methods, 'list', '', file);
  });
  rows.sort((a, b) => a[1].split('.').reverse().join('').localeCompare(b[1].split('.').reverse().join('')) || a[0].localeCompare(b[0]));
  const pre = [
    'Thornsgill Holiday Park - payments by booking',
    'Terminal: Dojo Go (reception) + CampDesk bank feed',
    `Exported: ${dotted(EXPORT)} 07:42 by kalderson`,
    'Period: 01.01.2025 - 15.09.2025',
    'Currency: GBP',
    '',
  ].join('\n');
  corpus.write(file, pre + '\n' + delimited(['Booking ref', 'Paid on', 'Guest', 'Amount', 'Method', 'Type'], rows, ';'));
}

// ------------------------------------------------------------------ staff
function staffFacts(s, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'staff', attr, value, unit, stated, file);
  F('site', SITE[s.site].name, 'place', st.site ?? '');
  F('role', s.role, '', st.role);
  F('hourly_rate', s.rate, SITE[s.site].cur, st.rate);
  F('started', s.started, '', st.started);
}
{
  const file = 'staff/team-sheets.md';
  const out = ['# Thornsgill team sheets (permanent staff)', '', 'Pay rates from 1 April 2025. Keep this file up to date when contracts change.', ''];
  STAFF.filter((s) => s.layout === 'sheet').forEach((s, k) => {
    staffFacts(s, file, { role: `Role: ${s.role}`, rate: `Hourly rate: ${gbp(s.rate)}`, started: `Started: ${s.started}` });
    out.push(`## ${s.name}`, '', `Role: ${s.role}`, `Hourly rate: ${gbp(s.rate)}`, `Started: ${s.started}`,
      `Contract: ${L(k, ['permanent, full time', 'permanent, full time', 'permanent, 32 hours', 'permanent, nights'])}`, `First aid: ${L(k, ['yes (renewed 2024)', 'yes', 'no', 'yes'])}`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'staff/seasonal-staff-2025.html';
  const rows = STAFF.filter((s) => s.layout === 'html').map((s) => {
    const pay = `£${s.rate.toFixed(2)}/hr`;
    staffFacts(s, file, { role: s.role, rate: pay, started: `<td>${s.started}</td>` });
    return `    <tr><td>${esc(s.name)}</td><td>${esc(s.role)}</td><td>${esc(pay)}</td><td>${s.started}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Seasonal staff 2025</title></head>
<body>
<h1>Seasonal staff — 2025 season</h1>
<table>
  <thead><tr><th>Name</th><th>Job</th><th>Pay (per hour)</th><th>With us since</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Season contracts run from 1 April to 31 October. Holiday pay accrues at 12.07 %.</p>
</body></html>
`);
}
for (const f of corpus.facts) if (f.file === 'staff/seasonal-staff-2025.html' && f.attribute === 'started') f.stated = f.stated.replace(/<\/?td>/g, '');
{
  const s = STF['Ellie Marsh'];
  const file = 'staff/emails/2025-05-27-new-starter.eml';
  staffFacts(s, file, { role: 'seasonal cleaner', rate: `£${s.rate.toFixed(2)} an hour`, started: '2 June 2025' });
  corpus.also(s.name, 'staff', 'shift', s.shift, '', 'early shifts', file);
  corpus.also(s.name, 'staff', 'days_per_week', s.days.length, '', 'Wednesday to Sunday', file);
  corpus.write(file, `From: Dave Metcalfe <dave@thornsgill-park.example.co.uk>
To: Thornsgill team <team@thornsgill-park.example.co.uk>
Date: Tue, 27 May 2025 18:22:10 +0100
Subject: New starter — Ellie Marsh

Hi all,

We've taken on Ellie Marsh as a seasonal cleaner. She starts on 2 June 2025 on £${s.rate.toFixed(2)} an hour and will do early shifts Wednesday to Sunday, mostly the Beckside and Top Meadow blocks with Mick.

Please show her where the chemical store is and make sure she has a radio.

Dave
`);
}
{
  const file = 'kerleo/personnel-2025.md';
  const ROLE_FR = { Warden: 'Gardien', Reception: 'Agent d\'accueil', Maintenance: 'Agent d\'entretien' };
  const SHIFT_FR = { early: 'matin (7h – 14h)', late: 'soir (14h – 21h)' };
  const DAYS_FR = { Mon: 'lundi', Tue: 'mardi', Wed: 'mercredi', Thu: 'jeudi', Fri: 'vendredi', Sat: 'samedi', Sun: 'dimanche' };
  const out = ['# Personnel saisonnier et permanent — Kerléo 2025', '', 'Taux horaires bruts au 1er juin 2025 (grille de la commune).', ''];
  STAFF.filter((s) => s.layout === 'fr').forEach((s) => {
    const rate = `${fr(s.rate)} €`;
    const days = s.days.map((d) => DAYS_FR[d]).join(', ');
    staffFacts(s, file, { role: `Fonction : ${ROLE_FR[s.role]}`, rate: `Taux horaire : ${rate}`, started: `Au camping depuis : ${s.started}` });
    corpus.fact(s.name, 'staff', 'shift', s.shift, '', `Service : ${SHIFT_FR[s.shift]}`, file);
    corpus.fact(s.name, 'staff', 'days_per_week', s.days.length, '', `Jours : ${days}`, file);
    out.push(`## ${s.name}`, '', `Fonction : ${ROLE_FR[s.role]}`, `Taux horaire : ${rate}`, `Au camping depuis : ${s.started}`, `Service : ${SHIFT_FR[s.shift]}`, `Jours : ${days}`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'staff/rota-week-33.md';
  const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const LETTER = { early: 'E', late: 'L', split: 'S', night: 'N' };
  const out = ['# Rota — week 33 (Mon 11 – Sun 17 August 2025)', '', '| Name | Mon 11 | Tue 12 | Wed 13 | Thu 14 | Fri 15 | Sat 16 | Sun 17 |', '|---|---|---|---|---|---|---|---|'];
  STAFF.filter((s) => s.site === 'TG').forEach((s) => {
    out.push(`| ${s.name} | ${DAYS.map((d) => (s.days.includes(d) ? LETTER[s.shift] : '–')).join(' | ')} |`);
    if (s.layout !== 'email') {
      corpus.also(s.name, 'staff', 'shift', s.shift, '', '', file);
      corpus.also(s.name, 'staff', 'days_per_week', s.days.length, '', '', file);
    }
  });
  out.push('', 'Key: E = early 07:00–15:00 · L = late 14:00–22:00 · S = split 08:00–12:00 and 17:00–21:00 · N = night warden / on call 21:00–07:00 · – = day off', '',
    'Swaps go through Dave. Bank holiday cover was agreed at the July meeting.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ facilities
const FACILITIES = [
  { name: 'Beckside Block', site: 'TG', field: 'Beckside Field', showers: 6, toilets: 8, opens: '07:00', closes: '22:00', accessible: true },
  { name: 'Top Meadow Block', site: 'TG', field: 'Top Meadow', showers: 4, toilets: 6, opens: '07:00', closes: '22:00', accessible: false },
  { name: 'Orchard Block', site: 'TG', field: 'Orchard Field', showers: 3, toilets: 4, opens: '07:30', closes: '21:30', accessible: true },
  { name: 'Glade Shower Hut', site: 'TG', field: 'Woodland Glade', showers: 2, toilets: 2, opens: '00:00', closes: '23:59', accessible: false },
  { name: 'Laundry Room', site: 'TG', field: 'Hay Barn Paddock', showers: 0, toilets: 1, opens: '08:00', closes: '20:00', accessible: true },
  { name: 'Bloc sanitaire A', site: 'KL', field: 'Pré de la Dune', showers: 8, toilets: 10, opens: '07:30', closes: '21:30', accessible: true, cleaned: '2025-08-16' },
  { name: 'Bloc sanitaire B', site: 'KL', field: 'Pré de la Dune', showers: 5, toilets: 6, opens: '08:00', closes: '21:00', accessible: false, cleaned: '2025-08-15' },
  { name: 'Sanitaires des Pins', site: 'KL', field: 'Les Pins', showers: 4, toilets: 5, opens: '07:00', closes: '22:00', accessible: true, cleaned: '2025-08-16' },
];
function facFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'facility', attr, value, unit, stated, file);
  F('site', SITE[x.site].name, 'place', '');
  F('field', x.field, 'text', x.field);
  F('showers', x.showers, '', s.showers);
  F('toilets', x.toilets, '', s.toilets);
  F('opens', x.opens, 'time', s.opens);
  F('closes', x.closes, 'time', s.closes);
  F('accessible', x.accessible, 'bool', s.accessible);
}
{
  const file = 'site/facilities.yaml';
  const out = ['# Toilet, shower and laundry blocks — Thornsgill', 'site: Thornsgill Holiday Park', 'updated: 2025-07-01', 'blocks:'];
  FACILITIES.filter((x) => x.site === 'TG').forEach((x) => {
    const allDay = x.opens === '00:00';
    facFacts(x, file, { showers: `count: ${x.showers}`, toilets: `toilets: ${x.toilets}`, opens: allDay ? '24 hours' : `open: "${x.opens}"`, closes: allDay ? '24 hours' : `close: "${x.closes}"`, accessible: `accessible: ${x.accessible}` });
    out.push(`  - name: ${x.name}`, '    location:', `      field: ${x.field}`, '    showers:', `      count: ${x.showers}`, `      token_operated: ${x.name === 'Beckside Block'}`,
      `    toilets: ${x.toilets}`, `    accessible: ${x.accessible}`, '    hours:', ...(allDay ? ['      note: open 24 hours'] : [`      open: "${x.opens}"`, `      close: "${x.closes}"`]));
  });
  out.push('');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'facilities/cleaning-log-august-2025.md';
  const out = ['# Cleaning log — August 2025 (Thornsgill)', '', 'Initials: MD = Mick Dinsdale, EM = Ellie Marsh, KA = Karen Alderson.', ''];
  const entries = [];
  const tg = FACILITIES.filter((x) => x.site === 'TG');
  for (let d = 11; d <= 17; d++) {
    for (const x of tg) {
      if (x.name === 'Laundry Room' && d % 2) continue;
      if (x.name === 'Glade Shower Hut' && d === 17) continue;
      if (x.name === 'Orchard Block' && d >= 16) continue;
      const hh = x.name === 'Glade Shower Hut' ? 11 : 8 + tg.indexOf(x);
      entries.push([`2025-08-${pad(d)}`, `${pad(hh)}:${L(d + hh, ['05', '20', '40', '15'])}`, x.name, L(d + tg.indexOf(x), ['MD', 'EM', 'MD', 'KA'])]);
    }
  }
  let last = {};
  for (const [d, t, n, who] of entries) last[n] = d;
  let day = '';
  for (const [d, t, n, who] of entries) {
    if (d !== day) {
      if (day) out.push('');
      out.push(`## ${weekday(d)} ${fmtDate(d, 'long')}`, '');
      day = d;
    }
    out.push(`- ${t} ${n} — cleaned, restocked (${who})`);
  }
  out.push('', 'Orchard Block closed 16–17 August for the shower-tray repair (see job log).', '');
  for (const x of tg) {
    x.cleaned = last[x.name];
    corpus.also(x.name, 'facility', 'last_cleaned', x.cleaned, 'date', '', file);
  }
  corpus.write(file, out.join('\n'));
}
{
  const file = 'kerleo/sanitaires.md';
  const out = ['# Sanitaires — Camping municipal de Kerléo', '', 'Nettoyage deux fois par jour en juillet-août (Erwan, Maëlle).', ''];
  const hfr = (t) => t.replace(/^0/, '').replace(':00', 'h').replace(':', 'h');
  FACILITIES.filter((x) => x.site === 'KL').forEach((x) => {
    const hours = `${hfr(x.opens)} – ${hfr(x.closes)}`;
    facFacts(x, file, { showers: `Douches : ${x.showers}`, toilets: `WC : ${x.toilets}`, opens: `Horaires : ${hours}`, closes: `Horaires : ${hours}`, accessible: `Accès PMR : ${x.accessible ? 'oui' : 'non'}` });
    corpus.fact(x.name, 'facility', 'last_cleaned', x.cleaned, 'date', `Dernier nettoyage : ${dmy(x.cleaned)}`, file);
    out.push(`## ${x.name}`, '', `Zone : ${x.field}`, `Douches : ${x.showers}`, `WC : ${x.toilets}`, `Accès PMR : ${x.accessible ? 'oui' : 'non'}`, `Horaires : ${hours}`, `Dernier nettoyage : ${dmy(x.cleaned)}`, '');
  });
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ maintenance jobs
// [ref, reported, pitch, facility, fault, trade, contractor, cost, layout]
const JOB_DEF = [
  ['MJ-25-003', '2025-03-12', 'Hardstanding 2', null, 'Pot-holes in the gravel base', 'groundworks', 'J. Alderson Groundworks', 640, 'log'],
  ['MJ-25-006', '2025-04-02', 'P-04', null, 'Hook-up bollard tripping the RCD', 'electrical', 'Dales Electrical Services', 186.4, 'log'],
  ['MJ-25-009', '2025-04-19', null, 'Beckside Block', 'Shower thermostat failed (cubicle 3)', 'plumbing', 'Swaledale Plumbing & Heating', 212.5, 'log'],
  ['MJ-25-011', '2025-05-07', 'Static 2', null, 'Gas boiler service and landlord certificate', 'gas', 'Wensley Gas Safe Ltd', 145, 'log'],
  ['MJ-25-014', '2025-05-28', 'Pod 1', null, 'Door frame swollen, door will not close', 'carpentry', 'Hawes Joinery', 98, 'log'],
  ['MJ-25-017', '2025-06-16', 'P-09', null, 'Waterlogged after storm, drainage trench needed', 'groundworks', 'J. Alderson Groundworks', 1240, 'log'],
  ['MJ-25-019', '2025-06-30', null, 'Top Meadow Block', 'Blocked toilet and soakaway', 'plumbing', 'Swaledale Plumbing & Heating', 168, 'log'],
  ['MJ-25-022', '2025-07-14', 'Yurt 2', null, 'Torn canvas on the roof crown', 'carpentry', 'In-house (Tom Kirkby)', 35.8, 'log'],
  ['MJ-25-024', '2025-07-22', 'P-02', null, 'Hook-up socket burnt out', 'electrical', 'Dales Electrical Services', 94.2, 'email-elec'],
  ['MJ-25-025', '2025-07-22', 'Hardstanding 6', null, 'Hook-up cable damaged by a mower', 'electrical', 'Dales Electrical Services', 312, 'email-elec'],
  ['MJ-25-027', '2025-08-04', null, 'Glade Shower Hut', 'No hot water (immersion heater)', 'plumbing', 'Swaledale Plumbing & Heating', 276.9, 'email-plumb'],
  ['MJ-25-028', '2025-08-05', null, 'Laundry Room', 'Tumble dryer drum bearing', 'electrical', 'Swaledale Plumbing & Heating', 189, 'email-plumb'],
  ['MJ-25-031', '2025-08-15', null, 'Orchard Block', 'Cracked shower tray in the accessible room', 'plumbing', 'Swaledale Plumbing & Heating', 455, 'minutes'],
  ['INT-25-04', '2025-06-09', 'Emplacement 4', null, 'Borne électrique hors service', 'electrical', 'Électricité Le Bihan', 164, 'fr'],
  ['INT-25-07', '2025-07-08', null, 'Bloc sanitaire B', 'Fuite sur une chasse d\'eau', 'plumbing', 'Plomberie Abiven', 118.5, 'fr'],
  ['INT-25-09', '2025-07-29', 'Mobil-home 2', null, 'Chauffe-eau à remplacer', 'plumbing', 'Plomberie Abiven', 689, 'fr'],
];
const jobs = JOB_DEF.map(([ref, reported, pitch, facility, fault, trade, contractor, cost, layout]) => ({ ref, reported, pitch, facility, fault, trade, contractor, cost, layout, site: ref.startsWith('INT') ? 'KL' : 'TG' }));
function jobFacts(j, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(j.ref, 'job', attr, value, unit, stated, file);
  F('pitch', j.pitch, 'text', j.pitch ?? '');
  F('facility', j.facility, 'text', j.facility ?? '');
  F('fault', j.fault, 'text', s.fault ?? '');
  F('trade', j.trade, '', '');
  F('contractor', j.contractor, 'text', s.contractor ?? j.contractor);
  F('cost', j.cost, SITE[j.site].cur, s.cost);
  F('reported', j.reported, 'date', s.reported);
}
{
  const file = 'maintenance/job-log-2025.md';
  const out = ['# Maintenance job log 2025 — Thornsgill', '', 'Costs as invoiced, including VAT. Tom raises the job; Dave signs off anything over £500.', '',
    '| Job | Reported | Where | Fault | Contractor | Cost |', '|---|---|---|---|---|---|'];
  jobs.filter((j) => j.layout === 'log').forEach((j, k) => {
    const cost = j.cost >= 1000 ? `£${j.cost.toLocaleString('en-GB', { minimumFractionDigits: 2 })}` : k % 3 === 1 && Number.isInteger(j.cost) ? `£${j.cost}` : gbp(j.cost);
    const rep = k % 2 ? fmtDate(j.reported, 'short') : dmy(j.reported);
    jobFacts(j, file, { fault: j.fault, cost, reported: rep });
    out.push(`| ${j.ref} | ${rep} | ${j.pitch ?? j.facility} | ${j.fault} | ${j.contractor} | ${cost} |`);
  });
  out.push('', 'Open jobs are carried over to the next page of the log; see the e-mails folder for contractor quotes.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'maintenance/emails/2025-07-25-dales-electrical-invoice.eml';
  const [a, b] = jobs.filter((j) => j.layout === 'email-elec');
  jobFacts(a, file, { cost: gbp(a.cost), reported: '22 July', contractor: 'Dales Electrical Services' });
  jobFacts(b, file, { cost: `£${b.cost}`, reported: '22 July', contractor: 'Dales Electrical Services' });
  corpus.write(file, `From: Accounts <accounts@dales-electrical.example.co.uk>
To: Tom Kirkby <tom@thornsgill-park.example.co.uk>
Date: Fri, 25 Jul 2025 14:03:37 +0100
Subject: Invoice 4471 — Thornsgill jobs ${a.ref} and ${b.ref}

Hi Tom,

Please find our invoice for the two call-outs you reported on 22 July. On ${a.pitch} the hook-up socket had burnt out; we replaced the socket and tested the circuit, ${gbp(a.cost)} including VAT (job ${a.ref}). On ${b.pitch} the hook-up cable had been damaged by a mower and needed a new 25 m run in ducting, which came to £${b.cost} all in (job ${b.ref}).

Payment within 30 days please.

Regards,
Lynne
Dales Electrical Services, Leyburn
`);
}
{
  const file = 'maintenance/emails/2025-08-08-swaledale-plumbing.eml';
  const [a, b] = jobs.filter((j) => j.layout === 'email-plumb');
  jobFacts(a, file, { cost: gbp(a.cost), reported: 'Monday 4th', contractor: 'Swaledale Plumbing & Heating', fault: 'immersion heater' });
  jobFacts(b, file, { cost: `£${b.cost}`, reported: 'Tuesday 5th', contractor: 'Swaledale Plumbing & Heating', fault: 'drum bearing' });
  corpus.write(file, `From: Neil Raw <neil@swaledale-plumbing.example.co.uk>
To: Tom Kirkby <tom@thornsgill-park.example.co.uk>
Cc: Dave Metcalfe <dave@thornsgill-park.example.co.uk>
Date: Fri, 8 Aug 2025 17:45:09 +0100
Subject: Glade hut and laundry — done

Tom,

Both done. The ${a.facility} had no hot water from Monday 4th: the immersion heater element had gone, replaced with a 3 kW one, ${gbp(a.cost)} inc VAT, ref ${a.ref}.

The tumble dryer in the ${b.facility} you rang about on Tuesday 5th needed a new drum bearing; I know it's not plumbing but our Gary does white goods. £${b.cost} for that one, ref ${b.ref}.

Neil Raw
Swaledale Plumbing & Heating, Reeth
`);
}
{
  const file = 'admin/site-meeting-2025-08-19.md';
  const j = jobs.find((x) => x.layout === 'minutes');
  jobFacts(j, file, { cost: `£${j.cost}`, reported: '15 August', contractor: 'Swaledale Plumbing & Heating', fault: 'cracked shower tray' });
  corpus.write(file, `# Site meeting — 19 August 2025

Present: Dave Metcalfe (chair), Karen Alderson, Tom Kirkby, Jess Harker. Apologies: Sam Thwaite.

1. **Season so far.** August is full most nights; Woodland Glade had only two empty pod-nights. The Pitchup commission invoice for July was £1,184.
2. **Orchard Block.** Karen found a cracked shower tray in the accessible room on 15 August (job ${j.ref}). Swaledale Plumbing & Heating replaced it on the 18th for £${j.cost}; the block was closed for two days.
3. **Twinning visit.** Yann and Maëlle from Kerléo visit in October; Dave to book the Static 3 for them.
4. **Bank holiday.** Extra late cover from Priya and Anna; the shop stays open until 8pm.
5. **Next meeting** 16 September 2025, 6pm, in reception.
`);
}
{
  const file = 'kerleo/interventions-techniques-2025.md';
  const out = ['# Interventions techniques 2025 — Kerléo', '', 'Montants TTC. Bons de commande signés par la mairie.', ''];
  const TRADE_FR = { electrical: 'électricité', plumbing: 'plomberie' };
  jobs.filter((j) => j.layout === 'fr').forEach((j) => {
    const cost = `${fr(j.cost)} €`;
    jobFacts(j, file, { cost: `Coût : ${cost}`, reported: `Signalée le : ${dmy(j.reported)}`, contractor: `Prestataire : ${j.contractor}`, fault: `Panne : ${j.fault}` });
    out.push(`## Intervention n° ${j.ref}`, '', `Lieu : ${j.pitch ?? j.facility}`, `Signalée le : ${dmy(j.reported)}`, `Panne : ${j.fault}`, `Corps de métier : ${TRADE_FR[j.trade]}`, `Prestataire : ${j.contractor}`, `Coût : ${cost}`, '');
  });
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `THORNSGILL HOLIDAY PARK — OFFICE DRIVE (2025 season)
Askrigg, Wensleydale, North Yorkshire DL8 — family-run since 1987

pitches/       pitch sheets, pitch cards, register, glamping, static caravans
site/          fields, facilities, site rules
bookings/      Pitchup export, website export, phone log, confirmation e-mails
guests/        guest register
finance/       card terminal payments, budget
staff/         team sheets, seasonal staff, rota, e-mails
facilities/    cleaning logs
maintenance/   job log and contractor e-mails
reports/       occupancy
newsletters/   guest newsletters
admin/         meetings, insurance, licences
kerleo/        our twin site in Brittany (Camping municipal de Kerléo, Plouguerneau) — in French
`);
corpus.write('site/site-rules.md', `# Site rules

1. Quiet between 10.30pm and 7.30am. No generators at any time.
2. Maximum speed 5 mph on all site roads.
3. Dogs on leads at all times and never left alone in units; the dog walk is along the beck path, not in the fields.
4. One car per pitch; extra cars in the overflow car park (£3 per night).
5. Barbecues off the grass on the stands provided. No open fires except in the fire pits by the Woodland Glade (logs from reception, £6 a bag).
6. Check-in from 2pm for pitches and 3pm for glamping and statics; check-out by 11am (10am for glamping and statics).
7. Gazebos count as part of your pitch and must stay within it.
8. Children under 12 must be accompanied in the shower blocks.

Breaking the rules may mean being asked to leave without a refund.
`);
corpus.write('kerleo/reglement-interieur.md', `# Règlement intérieur — Camping municipal de Kerléo

- Le camping est ouvert du 1er juin au 15 septembre. L'accueil est ouvert de 9h à 12h et de 16h à 19h.
- Silence de 22h30 à 7h30.
- Les chiens doivent être tenus en laisse et vaccinés (carnet à présenter à l'arrivée).
- Un seul véhicule par emplacement ; les visiteurs laissent leur voiture au parking de la plage.
- Les feux de camp sont interdits ; les barbecues électriques ou au gaz sont tolérés.
- Les arrivées se font à partir de 14h, les départs avant 12h.

Arrêté municipal du 12 mai 2025.
`);
corpus.write('newsletters/summer-2025.md', `# Thornsgill News — Summer 2025

What a start to the season: the park was full every night of the late May bank holiday for the first time since 2019.

- **Wensleydale Show** is on Saturday 30 August at Leyburn; we run a minibus at 9am (£5 return).
- **Star party** with the Wensleydale astronomers on 22 August in Top Meadow — bring a red torch.
- **Shop** now sells local ice cream and dog treats; the bread order must be in by 7pm.
- **Recycling**: the glass bank has moved next to the Laundry Room.
- **Kerléo twinning**: twelve Thornsgill families stayed in Plouguerneau last year; ask Karen for the discount code.

Thank you for keeping the site so tidy. — The Thornsgill team
`);
corpus.write('finance/budget-2025.csv', delimited(['Line', 'Budget 2025 (GBP)', 'Actual to Aug (GBP)'], [
  ['Pitch income', '268,000', '214,380'], ['Glamping income', '96,500', '81,240'], ['Static hire', '54,000', '39,870'], ['Shop', '41,000', '33,115'],
  ['Wages', '-168,000', '-121,460'], ['Repairs and maintenance', '-22,000', '-14,806'], ['Utilities', '-31,500', '-23,190'], ['Pitchup commission', '-9,800', '-7,342'],
]));
corpus.write('admin/insurance-2025.md', `# Insurance schedule 2025–26

| Cover | Insurer | Sum insured | Premium |
|---|---|---|---|
| Buildings (blocks, reception, shop) | NFU Mutual | £1,420,000 | £4,860 |
| Static caravans (3 units) | Leisuredays | £96,000 | £1,215 |
| Glamping pods and yurts | Leisuredays | £78,000 | £1,090 |
| Public liability | NFU Mutual | £10,000,000 | £1,640 |

Renewal 1 March. Flood excess £2,500 on the Beckside Field and Orchard Field buildings.
`);
corpus.write('admin/licences-and-certificates.md', `# Licences and certificates

- Site licence (Caravan Sites and Control of Development Act 1960): Richmondshire DC, licence no. RDC/CS/0417, 45 touring units and 3 statics.
- Fire risk assessment: reviewed 3 March 2025 by North Yorkshire Fire Safety Ltd; next review March 2026.
- Legionella risk assessment: 14 February 2025; showerheads descaled quarterly.
- PAT testing: all hire-unit appliances, 9 April 2025.
- Premises licence (shop, alcohol off-sales): 8am–10pm.
`);
corpus.write('admin/twinning-visit-2025.md', `# Kerléo twinning — visit plan, October 2025

Yann Le Gall and Maëlle Kerbrat arrive Thursday 9 October via the Roscoff–Plymouth ferry and drive up (about 7 hours).

- Fri: tour of Thornsgill, the blocks and the Woodland Glade; lunch at the Crown in Askrigg.
- Sat: Hawes market and the creamery; evening talk on pitch booking software (CampDesk vs the mairie's system).
- Sun: walk to Semerwater; depart Monday.

Budget: £600 from the twinning fund; ferry refunded by the commune.
`);
corpus.write('facilities/gas-and-water-checks.md', `# Gas and water checks

| Check | How often | Last done | By |
|---|---|---|---|
| Water samples (blocks) | quarterly | 4 Aug 2025 | Yorkshire Water lab |
| Gas bottle store | monthly | 1 Aug 2025 | Tom |
| Fire extinguishers | annually | 3 Mar 2025 | NY Fire Safety |
| Emergency lighting | monthly | 1 Aug 2025 | Tom |

Chlorine residual in the header tank should be 0.2–0.5 mg/l.
`);
corpus.write('kerleo/compte-rendu-conseil-2025-03-27.md', `# Conseil municipal de Plouguerneau — extrait du 27 mars 2025

**Camping municipal de Kerléo — tarifs 2025.** Le conseil adopte les tarifs présentés par M. Le Gall (hausse moyenne de 3 %). La taxe de séjour reste fixée à 0,22 € par adulte et par nuit.

**Travaux.** Création de deux emplacements supplémentaires dans le Pré de la Dune et Les Pins (budget 4 800 €). Remplacement des boîtiers électriques prévu en 2026 (devis de 11 200 €).

**Jumelage.** Le conseil renouvelle le partenariat avec le Thornsgill Holiday Park (Yorkshire) pour trois ans.
`);
corpus.write('reports/season-review-notes.md', `# Season review — notes so far (to 15 September)

- Pitch nights sold: 4,812 (2024: 4,530).
- Glamping occupancy is the strongest part of the business; both yurts were booked every weekend from May.
- Pitchup brought about a quarter of touring bookings; phone bookings are mostly returning guests.
- Wet June: three pitches in Top Meadow were closed for a week.
- Next year: consider 16A on all of Top Meadow, and a second dog-friendly pod.
`);
corpus.write('shop/shop-price-list.md', `# Shop price list (selected)

| Item | Price |
|---|---|
| Calor gas 6 kg refill | £32.50 |
| Logs (net) | £6.00 |
| Fresh milk, 2 pints | £1.60 |
| Wensleydale cheese 200 g | £4.20 |
| Firelighters | £2.10 |
| Ice pack freezing | £0.50 |

Card payments over £2 only.
`);

const stats = corpus.flush(source);
console.log(`campsite: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
