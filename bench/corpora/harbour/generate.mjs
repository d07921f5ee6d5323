#!/usr/bin/env node
// Harbour corpus (held-out): the shared drive of the "Strathbeg Harbour Trust", a small commercial harbour on the
// Aberdeenshire coast (north-east Scotland), first half of 2025, with a Norwegian shipping agent (Nordsjø
// Skipsagentur AS, Bergen) whose arrival notices, vessel list and invoices are partly in Norwegian. 36 vessels,
// 10 berths, 40 vessel calls, 12 pilots and harbour staff, 24 harbour-dues invoices, 6 shipping agents; tonnage
// per berth and pilotage acts per pilot in two WIDE tables (a column per month of 2024).
//   node bench/corpora/harbour/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "harbour-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) vessels: Markdown sheets of `Key: value` lines (IMO, `Length overall: 89.95 m`), fishing-vessel sheets with
//     another label set (`Fishing no.: PD 417`, `LOA: 85 ft`, `Tonnage (GT)`), an HTML table of the offshore fleet
//     (`PSV`, `ERRV`, `AHTS`, `Operator`), a vessel-master CSV (units in the header), a NORWEGIAN vessel list of the
//     agent (`Fartøy`, `Lengde (m)` with decimal commas, `BT`, `Flagg: Norge`, `Reder`), one vessel only in the
//     board minutes and one only in an e-mail;
// (b) berths: an HTML table on the harbour website (`7.5 m below CD`), Markdown berth sheets with YAML front
//     matter (one in feet) and the new West Basin berth only in the board minutes;
// (c) vessel calls `SBH-25-0101`: a nested JSON export of the booking system (January-February), a PortSys export
//     with a preamble, SEMICOLONS, decimal commas, vessel names in capitals, agents by PortSys code and pilots as
//     `MAIR J` (March-April), NORWEGIAN arrival notices of the agent (`Ankomst: 12.02.2025 kl. 06.30`, `Last:
//     Trelast, 1 750 tonn`), the harbourmaster's log in sentences (May-June) and an HTML table of cruise and special
//     calls (passengers);
// (d) staff: HTML cards of the pilots, a nested YAML staff file, Markdown profiles and one only in the minutes;
// (e) invoices `HD-25-0412`: a dues CSV, English invoice sheets, Norwegian/English invoices in NOK and a dues-clerk
//     e-mail in sentences; agents in an HTML list and a Norwegian company page;
// (f) WIDE tables of 2024 (tonnes per berth per month; pilotage acts per pilot per month) and background documents
//     whose numbers belong to no entity.
//
// Canonical units of source.csv: vessel and berth lengths and berth depths in METRES (`85 ft` → 85 × 0.3048); gross
// tonnage as a number (GT); cargo in tonnes (`3100,0` → 3100, `1 750 tonn` → 1750); dates ISO, times HH:MM (local);
// invoice amounts in the stated currency (GBP or NOK, never converted); years of service as a number; Norwegian
// words in English (`Stykkgodsskip` = General cargo, `Norge` = Norway, `Trelast` = Timber, `Fiskefôr` = Fish feed,
// `Sild` = Herring, `Dekkslast` = Deck cargo, `Betalt` = paid).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, htmlTablePage, mdYamlTableNote, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('harbour-v1');
const FT = 0.3048;
const NOK_PER_GBP = 13.62;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const r2 = (x) => Math.round(x * 100) / 100;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];
/** 2545 → "2 545" (Norwegian thousands), 88.6 → "88,6". */
const no = (x, d = 0) => {
  const [i, f] = Number(x).toFixed(d).split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return f ? `${g},${f}` : g;
};
const en = (x, d = 0) => {
  const [i, f] = Number(x).toFixed(d).split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return f ? `${g}.${f}` : g;
};
/** a length as written: one decimal unless it needs two (89.95). */
const lenS = (x) => (Math.abs(Math.round(x * 10) - x * 10) < 1e-6 ? x.toFixed(1) : x.toFixed(2));
const gbp = (x) => `£${en(x, 2)}`;
const nok = (x) => `NOK ${no(x, 2)}`;
const dmy = (iso) => iso.split('-').reverse().join('/');
const dotted = (iso) => fmtDate(iso, 'dotted');
const WD = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const weekday = (iso) => WD[new Date(`${iso}T12:00:00Z`).getUTCDay()];
const addDays = (iso, n) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the wide tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ agents
const AGENTS = [
  { name: 'Nordsjø Skipsagentur AS', code: 'NORDSJO', city: 'Bergen', country: 'Norway', est: 1987, contact: 'Ingrid Solheim' },
  { name: 'Seaways Port Agency Ltd', code: 'SEAWAYS', city: 'Aberdeen', country: 'United Kingdom', est: 1994, contact: 'Callum Ogilvie' },
  { name: 'North Sea Ship Agency Ltd', code: 'NSSA', city: 'Aberdeen', country: 'United Kingdom', est: 2006, contact: 'Rachel Milne' },
  { name: 'Buchan Shipping Services Ltd', code: 'BUCHANSS', city: 'Peterhead', country: 'United Kingdom', est: 1978, contact: 'Douglas Summers' },
  { name: 'Gordon Marine Agency', code: 'GORDONMAR', city: 'Fraserburgh', country: 'United Kingdom', est: 2011, contact: 'Shona Gordon' },
  { name: 'Delfzijl Scheepsagentuur BV', code: 'DELFZIJL', city: 'Delfzijl', country: 'Netherlands', est: 1969, contact: 'Jan-Willem Bakker' },
];
const AG = Object.fromEntries(AGENTS.map((a) => [a.code, a]));

// ------------------------------------------------------------------ vessels
// layout: A md sheet, B fishing sheet (ft), C offshore HTML, D vessel-master CSV, E Norwegian list, M minutes, X e-mail
const V = (name, layout, o) => ({ name, layout, imo: null, fno: null, built: null, ...o });
const VESSELS = [
  V('Frisian Trader', 'A', { imo: '9148421', type: 'General cargo', len: 89.95, gt: 2528, flag: 'Netherlands', owner: 'Ems Coaster BV', built: 1998, cs: 'PDXK' }),
  V('Lady Morven', 'A', { imo: '9263518', type: 'General cargo', len: 81.7, gt: 2390, flag: 'Antigua and Barbuda', owner: 'Morven Shipping Ltd', built: 2003, cs: 'V2BM7' }),
  V('Baltic Tern', 'A', { imo: '9387204', type: 'General cargo', len: 99.98, gt: 3990, flag: 'Cyprus', owner: 'Tern Navigation Ltd', built: 2008, cs: '5BTR4' }),
  V('Kilda Trader', 'A', { imo: '9051177', type: 'General cargo', len: 69.5, gt: 1512, flag: 'United Kingdom', owner: 'North Isles Shipping Ltd', built: 1993, cs: 'MKTD9' }),
  V('Dinteldijk', 'A', { imo: '9432715', type: 'General cargo', len: 82.5, gt: 2281, flag: 'Netherlands', owner: 'Ems Coaster BV', built: 2009, cs: 'PBDJ' }),
  V('Moray Provider', 'A', { imo: '9196054', type: 'Tanker', len: 79.0, gt: 2210, flag: 'United Kingdom', owner: 'Highland Fuels Marine Ltd', built: 1999, cs: 'MPRV3' }),
  V('Scotia Ranger', 'A', { imo: '9560238', type: 'Survey', len: 68.6, gt: 2280, flag: 'United Kingdom', owner: 'North Sea Research Trust', built: 2011, cs: 'MSRG6' }),
  V('Forth Venture', 'A', { imo: '9712846', type: 'Workboat', len: 26.0, gt: 198, flag: 'United Kingdom', owner: 'Tayside Marine Contractors Ltd', built: 2015, cs: 'MFVN2' }),
  V('Harvest Hope', 'B', { fno: 'PD 417', type: 'Fishing', cls: 'whitefish trawler', ft: 85, gt: 460, flag: 'United Kingdom', port: 'Peterhead', owner: 'Harvest Hope Fishing Co. Ltd', built: 2007 }),
  V('Shining Light', 'B', { fno: 'FR 246', type: 'Fishing', cls: 'seine netter', ft: 78, gt: 285, flag: 'United Kingdom', port: 'Fraserburgh', owner: 'Shining Light Partnership', built: 2012 }),
  V('Kinnaird Lass', 'B', { fno: 'FR 88', type: 'Fishing', cls: 'creel boat', ft: 39, gt: 18, flag: 'United Kingdom', port: 'Fraserburgh', owner: 'Alan Buchan', built: 1989 }),
  V('Morning Dawn', 'B', { fno: 'BCK 117', type: 'Fishing', cls: 'prawn trawler', ft: 60, gt: 128, flag: 'United Kingdom', port: 'Buckie', owner: 'Dawn Fishing Ltd', built: 2001 }),
  V('Bonnie Jean', 'B', { fno: 'BF 55', type: 'Fishing', cls: 'whitefish trawler', ft: 80, gt: 310, flag: 'United Kingdom', port: 'Banff', owner: 'J. & M. Watt', built: 2005 }),
  V('Steadfast', 'B', { fno: 'PD 242', type: 'Fishing', cls: 'whitefish trawler', ft: 94, gt: 520, flag: 'United Kingdom', port: 'Peterhead', owner: 'Steadfast Fishing Co. Ltd', built: 2019 }),
  V('Vestland Orion', 'C', { imo: '9653120', type: 'Offshore supply', code: 'PSV', len: 86.0, gt: 4250, flag: 'Norway', owner: 'Vestland Offshore AS', built: 2014 }),
  V('Vestland Mira', 'C', { imo: '9588341', type: 'Offshore supply', code: 'PSV', len: 79.9, gt: 3610, flag: 'Norway', owner: 'Vestland Offshore AS', built: 2011 }),
  V('Sjøborg', 'C', { imo: '9497725', type: 'Anchor handler', code: 'AHTS', len: 80.6, gt: 3980, flag: 'Norway', owner: 'Vestland Offshore AS', built: 2010 }),
  V('Grampian Sentinel', 'C', { imo: '9342185', type: 'Standby vessel', code: 'ERRV', len: 50.6, gt: 1420, flag: 'United Kingdom', owner: 'Seaboard Marine Services Ltd', built: 2006 }),
  V('Grampian Vigil', 'C', { imo: '8714302', type: 'Standby vessel', code: 'ERRV', len: 47.2, gt: 1098, flag: 'United Kingdom', owner: 'Seaboard Marine Services Ltd', built: 1988 }),
  V('North Promise', 'C', { imo: '9611489', type: 'Offshore supply', code: 'PSV', len: 70.0, gt: 2990, flag: 'United Kingdom', owner: 'Buchan Offshore Ltd', built: 2013 }),
  V('Ocean Quest', 'D', { imo: '9801452', fno: 'BF 214', type: 'Fishing', len: 70.3, gt: 2405, flag: 'United Kingdom', owner: 'Deveron Pelagic Ltd', built: 2017 }),
  V('Polarstjørnan', 'D', { imo: '9745210', fno: 'TN 331', type: 'Fishing', len: 75.0, gt: 2980, flag: 'Faroe Islands', owner: 'P/F Polarstjørnan', built: 2016 }),
  V('Girl Isla', 'D', { fno: 'BCK 3', type: 'Fishing', len: 9.95, gt: 9, flag: 'United Kingdom', owner: 'Isla Fishing', built: 2020 }),
  V('Solvik', 'D', { imo: '9328817', type: 'Tanker', len: 85.2, gt: 3175, flag: 'Norway', owner: 'Solvik Tank AS', built: 2005 }),
  V('Nordlys Explorer', 'D', { imo: '9835177', type: 'Cruise', len: 107.6, gt: 6130, flag: 'Malta', owner: 'Arctic Horizon Cruises Ltd', built: 2019 }),
  V('Aurora Borealis', 'D', { imo: '9146028', type: 'Cruise', len: 99.9, gt: 4954, flag: 'Bahamas', owner: 'Aurora Expeditions Ltd', built: 1996 }),
  V('Ugie Lass', 'D', { type: 'Pilot boat', len: 14.5, gt: 32, flag: 'United Kingdom', owner: 'Strathbeg Harbour Trust', built: 2018 }),
  V('Svanhild', 'D', { imo: '9156371', type: 'Reefer', len: 92.0, gt: 3545, flag: 'Norway', owner: 'Kystfrakt AS', built: 1997 }),
  V('Eldborg', 'E', { imo: '9312874', type: 'General cargo', len: 88.6, gt: 2999, flag: 'Norway', owner: 'Havbris Rederi AS', built: 2004 }),
  V('Vestkyst', 'E', { imo: '9277403', type: 'General cargo', len: 84.9, gt: 2545, flag: 'Norway', owner: 'Havbris Rederi AS', built: 2002 }),
  V('Nordvik', 'E', { imo: '9214330', type: 'General cargo', len: 74.9, gt: 1846, flag: 'Norway', owner: 'Nordvik Shipping AS', built: 2000 }),
  V('Fosna', 'E', { imo: '9105528', type: 'General cargo', len: 70.4, gt: 1598, flag: 'Norway', owner: 'Nordvik Shipping AS', built: 1995 }),
  V('Havsula', 'E', { imo: '9774391', fno: 'M-145-HØ', type: 'Fishing', len: 69.9, gt: 2290, flag: 'Norway', owner: 'Havsula AS', built: 2018 }),
  V('Sjøtroll', 'E', { imo: '9843306', type: 'Workboat', len: 24.9, gt: 299, flag: 'Norway', owner: 'Havbruk Service AS', built: 2019 }),
  V('Strathbeg Endeavour', 'M', { type: 'Workboat', len: 18.0, gt: 85, flag: 'United Kingdom', owner: 'Strathbeg Harbour Trust', built: 2016 }),
  V('Sula Bassana', 'X', { imo: '9871034', type: 'Survey', len: 24.4, gt: 146, flag: 'United Kingdom', owner: 'Gannet Survey Ltd', built: 2020 }),
];
for (const v of VESSELS) if (v.ft != null) v.len = r4(v.ft * FT);
const VS = Object.fromEntries(VESSELS.map((v) => [v.name, v]));

// ------------------------------------------------------------------ berths
const BERTHS = [
  { code: 'NQ-1', name: 'North Quay 1', len: 120, depth: 7.5, crane: true, use: 'General cargo', layout: 'H' },
  { code: 'NQ-2', name: 'North Quay 2', len: 110, depth: 7.0, crane: true, use: 'General cargo', layout: 'H' },
  { code: 'NQ-3', name: 'North Quay 3', len: 95, depth: 6.2, crane: false, use: 'Lay-by and workboats', layout: 'H' },
  { code: 'SQ-1', name: 'South Quay 1', len: 140, depth: 8.5, crane: true, use: 'Offshore supply base', layout: 'H' },
  { code: 'SQ-2', name: 'South Quay 2', len: 90, depth: 6.0, crane: false, use: 'Tankers and offshore', layout: 'H' },
  { code: 'EP-1', name: 'East Pier', len: 75, depth: 4.0, crane: false, use: 'Standby vessels and lay-by', layout: 'H' },
  { code: 'FM-1', name: 'Fish Market Quay 1', len: 80, depth: 5.5, crane: false, use: 'Pelagic and whitefish landings', layout: 'S' },
  { code: 'FM-2', name: 'Fish Market Quay 2', ft: 213, ftDepth: 16, crane: false, use: 'Whitefish and prawn landings', layout: 'S' },
  { code: 'IB-1', name: 'Inner Basin', len: 40, depth: 2.5, crane: false, use: 'Small craft and creel boats', layout: 'S' },
  { code: 'WB-1', name: 'West Basin Berth', len: 150, depth: 9.0, crane: false, use: 'Cruise and deep-draught cargo', layout: 'M' },
];
for (const b of BERTHS) if (b.ft != null) {
  b.len = r4(b.ft * FT);
  b.depth = r4(b.ftDepth * FT);
}
const BS = Object.fromEntries(BERTHS.map((b) => [b.code, b]));

// ------------------------------------------------------------------ staff
const STAFF = [
  { name: 'Ruaridh Strachan', role: 'Harbourmaster', years: 14, certs: ['STCW II/2 Master (Unlimited)', 'Class 1 Pilot Licence', 'GMDSS GOC', 'Port Facility Security Officer'], layout: 'Y' },
  { name: 'Morag Ritchie', role: 'Deputy harbourmaster', years: 11, certs: ['STCW II/2 Master <3000 GT', 'Class 1 Pilot Licence', 'GMDSS GOC'], layout: 'P' },
  { name: 'Jim Mair', role: 'Pilot', years: 22, certs: ['Class 1 Pilot Licence', 'STCW II/2 Master (Unlimited)', 'GMDSS GOC', 'First Aid at Work'], layout: 'P' },
  { name: 'Fiona Cowie', role: 'Pilot', years: 9, certs: ['Class 1 Pilot Licence', 'STCW II/2 Master <3000 GT', 'GMDSS ROC'], layout: 'P' },
  { name: 'Magnus Tait', role: 'Pilot', years: 4, certs: ['Class 2 Pilot Licence', 'STCW II/3 Master <500 GT', 'GMDSS GOC', 'Powerboat Level 2'], layout: 'P' },
  { name: 'Ewan Cruickshank', role: 'Trainee pilot', years: 2, certs: ['Class 3 Pilot Licence', 'Powerboat Level 2', 'STCW Basic Safety'], layout: 'M' },
  { name: 'Gordon Buchan', role: 'Berthing master', years: 17, certs: ['STCW Basic Safety', 'First Aid at Work', 'Powerboat Level 2'], layout: 'Y' },
  { name: 'Ailsa Gauld', role: 'Boatman', years: 6, certs: ['Powerboat Level 2', 'STCW Basic Safety', 'First Aid at Work'], layout: 'R' },
  { name: 'Sandy Reid', role: 'Crane driver', years: 8, certs: ['CPCS A60 Mobile Crane', 'CPCS A40 Slinger/Signaller', 'First Aid at Work'], layout: 'Y' },
  { name: 'Karen Duthie', role: 'Dues clerk', years: 12, certs: ['AAT Level 4'], layout: 'Y' },
  { name: 'Neil Forbes', role: 'Marine engineer', years: 3, certs: ['Marine Engine Operator Licence', 'STCW Basic Safety'], layout: 'Y' },
  { name: 'Lorna Pirie', role: 'Port manager', years: 5, certs: ['IOSH Managing Safely', 'Port Facility Security Officer'], layout: 'R' },
];
const ST = Object.fromEntries(STAFF.map((s) => [s.name, s]));
const SURNAME_INIT = (n) => {
  const [f, ...rest] = n.split(' ');
  return `${rest.join(' ').toUpperCase()} ${f[0]}`;
};

// ------------------------------------------------------------------ calls
// [vessel, berth, agent code, cargo (canonical), tonnes lo..hi (or passengers), layout, month]
// layouts: J booking JSON (Jan-Feb), P PortSys export (Mar-Apr), N Norwegian notice, G harbourmaster's log (May-Jun),
// H HTML cruise and special calls
const CALL_DEF = [
  ['Frisian Trader', 'NQ-1', 'DELFZIJL', 'Fertiliser', [2300, 2450], 'J', 1],
  ['Harvest Hope', 'FM-1', 'GORDONMAR', 'Whitefish', [30, 45], 'J', 1],
  ['Vestland Orion', 'SQ-1', 'NORDSJO', 'Deck cargo', [700, 950], 'J', 1],
  ['Kilda Trader', 'NQ-2', 'SEAWAYS', 'Salt', [1300, 1420], 'J', 1],
  ['Grampian Sentinel', 'EP-1', 'NSSA', 'None', [0, 0], 'J', 1],
  ['Eldborg', 'NQ-1', 'NORDSJO', 'Timber', [2050, 2250], 'J', 2],
  ['Ocean Quest', 'FM-1', 'GORDONMAR', 'Mackerel', [1500, 1700], 'J', 2],
  ['Moray Provider', 'SQ-2', 'BUCHANSS', 'Gas oil', [1800, 1950], 'J', 2],
  ['Lady Morven', 'NQ-2', 'SEAWAYS', 'Barley', [1950, 2150], 'J', 2],
  ['Morning Dawn', 'FM-2', 'GORDONMAR', 'Nephrops', [4, 9], 'J', 2],
  ['Nordvik', 'NQ-1', 'NORDSJO', 'Timber', [1650, 1800], 'N', 2],
  ['Baltic Tern', 'SQ-1', 'SEAWAYS', 'Steel pipe', [2900, 3300], 'P', 3],
  ['Steadfast', 'FM-1', 'GORDONMAR', 'Whitefish', [35, 48], 'P', 3],
  ['Dinteldijk', 'NQ-1', 'DELFZIJL', 'Fertiliser', [2100, 2250], 'P', 3],
  ['Vestland Mira', 'SQ-1', 'NORDSJO', 'Deck cargo', [550, 700], 'P', 3],
  ['Fosna', 'NQ-2', 'NORDSJO', 'Fish feed', [1250, 1400], 'N', 3],
  ['Havsula', 'FM-1', 'NORDSJO', 'Herring', [1750, 1950], 'N', 3],
  ['Solvik', 'SQ-2', 'NORDSJO', 'Gas oil', [2500, 2700], 'P', 3],
  ['North Promise', 'SQ-2', 'NSSA', 'Deck cargo', [650, 800], 'P', 3],
  ['Bonnie Jean', 'FM-2', 'GORDONMAR', 'Whitefish', [22, 34], 'P', 4],
  ['Forth Venture', 'NQ-3', 'BUCHANSS', 'None', [0, 0], 'P', 4],
  ['Frisian Trader', 'NQ-1', 'DELFZIJL', 'Fertiliser', [2250, 2400], 'P', 4],
  ['Polarstjørnan', 'FM-1', 'BUCHANSS', 'Herring', [1400, 1600], 'P', 4],
  ['Grampian Vigil', 'EP-1', 'NSSA', 'None', [0, 0], 'P', 4],
  ['Svanhild', 'NQ-2', 'NORDSJO', 'Frozen fish', [1850, 2050], 'P', 4],
  ['Eldborg', 'NQ-1', 'NORDSJO', 'Timber', [2000, 2150], 'G', 5],
  ['Vestkyst', 'NQ-1', 'NORDSJO', 'Salt', [1550, 1700], 'N', 5],
  ['Harvest Hope', 'FM-1', 'GORDONMAR', 'Whitefish', [36, 46], 'G', 5],
  ['Nordlys Explorer', 'WB-1', 'SEAWAYS', 'Passengers', [170, 196], 'H', 5],
  ['Aurora Borealis', 'SQ-1', 'NSSA', 'Passengers', [200, 250], 'H', 5],
  ['Scotia Ranger', 'SQ-2', 'SEAWAYS', 'None', [0, 0], 'G', 5],
  ['Kilda Trader', 'WB-1', 'SEAWAYS', 'Salt', [1350, 1480], 'G', 5],
  ['Sula Bassana', 'EP-1', 'BUCHANSS', 'None', [0, 0], 'H', 5],
  ['Shining Light', 'FM-2', 'GORDONMAR', 'Whitefish', [18, 28], 'G', 6],
  ['Lady Morven', 'NQ-2', 'SEAWAYS', 'Barley', [1900, 2100], 'G', 6],
  ['Sjøtroll', 'NQ-3', 'NORDSJO', 'Fish feed', [240, 300], 'G', 6],
  ['Sjøborg', 'SQ-1', 'NORDSJO', 'Deck cargo', [500, 620], 'N', 6],
  ['Nordlys Explorer', 'WB-1', 'SEAWAYS', 'Passengers', [170, 196], 'H', 6],
  ['Vestland Orion', 'SQ-1', 'NORDSJO', 'Deck cargo', [850, 980], 'G', 6],
  ['Aurora Borealis', 'WB-1', 'NSSA', 'Passengers', [200, 250], 'H', 6],
];
const PEC = new Set(['Vestland Orion', 'Vestland Mira', 'Grampian Sentinel', 'Grampian Vigil']);
const PILOTS = [['Jim Mair', 4], ['Fiona Cowie', 3], ['Magnus Tait', 2], ['Morag Ritchie', 1]];
const usedDays = new Set();
const calls = CALL_DEF.map(([vessel, berth, agent, cargo, [lo, hi], layout, month], k) => {
  const v = VS[vessel];
  let day;
  do day = r.int(2, 27);
  while (usedDays.has(`${month}-${day}`));
  usedDays.add(`${month}-${day}`);
  const arrived = `2025-${pad(month)}-${pad(day)}`;
  const ah = r.int(4, 21);
  const am = L(r.int(0, 11), [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
  const stayH = cargo === 'Passengers' ? r.int(8, 11) : cargo === 'None' ? r.int(5, 40) : v.type === 'Fishing' ? r.int(6, 20) : r.int(20, 70);
  const depMin = ah * 60 + am + stayH * 60 + L(r.int(0, 3), [0, 15, 30, 45]);
  const departed = addDays(arrived, Math.floor(depMin / 1440));
  const dm = depMin % 1440;
  const big = v.len >= 40;
  let pilot = null;
  if (big && !PEC.has(vessel)) pilot = cargo === 'Passengers' && month === 5 && vessel === 'Nordlys Explorer' ? 'Ruaridh Strachan' : r.weighted(PILOTS);
  const qty = cargo === 'Passengers' ? null : lo === 0 ? 0 : v.type === 'Fishing' && hi < 100 ? Math.round(r.float(lo, hi) * 10) / 10 : Math.round(r.float(lo, hi) / 10) * 10;
  const pax = cargo === 'Passengers' ? r.int(lo, hi) : null;
  return {
    vessel, berth, agent: AG[agent].name, agentCode: agent, cargo, qty, pax, layout, arrived, atime: `${pad(ah)}:${pad(am)}`,
    departed, dtime: `${pad(Math.floor(dm / 60))}:${pad(dm % 60)}`, pilot, pec: PEC.has(vessel), big,
  };
});
calls.sort((a, b) => (a.arrived + a.atime).localeCompare(b.arrived + b.atime));
let seq = 100;
for (const c of calls) {
  seq += r.int(1, 3);
  c.ref = `SBH-25-${pad(seq, 4)}`;
}

// ------------------------------------------------------------------ invoices
// dues: tonnage dues per GT, goods dues per tonne, passenger dues per head, pilotage per act; NOK at the agreed rate
const RATE = { gt: 0.58, t: 0.95, pax: 3.2, pilot: 420 };
const invCalls = calls.filter((c) => c.departed <= '2025-06-12' && VS[c.vessel].owner !== 'Strathbeg Harbour Trust');
const pickInv = [
  ...r.shuffle(invCalls.filter((c) => c.agentCode === 'NORDSJO')).slice(0, 5),
  ...r.shuffle(invCalls.filter((c) => c.agentCode !== 'NORDSJO')).slice(0, 19),
].sort((a, b) => a.departed.localeCompare(b.departed));
let iseq = 400;
const invoices = pickInv.map((c) => {
  iseq += r.int(2, 6);
  const v = VS[c.vessel];
  const lines = [
    ['Tonnage dues', `${en(v.gt)} GT × £${RATE.gt.toFixed(2)}`, r2(v.gt * RATE.gt)],
  ];
  if (c.qty) lines.push(['Goods dues', `${en(c.qty, c.qty % 1 ? 1 : 0)} t × £${RATE.t.toFixed(2)}`, r2(c.qty * RATE.t)]);
  if (c.pax) lines.push(['Passenger dues', `${c.pax} passengers × £${RATE.pax.toFixed(2)}`, r2(c.pax * RATE.pax)]);
  if (c.pilot) lines.push(['Pilotage', 'inward and outward act', RATE.pilot]);
  const cur = c.agentCode === 'NORDSJO' ? 'NOK' : 'GBP';
  const lineAmts = lines.map((l) => (cur === 'NOK' ? r2(l[2] * NOK_PER_GBP) : l[2]));
  const amount = r2(lineAmts.reduce((a, b) => a + b, 0));
  const issued = addDays(c.departed, r.int(1, 5));
  return { no: `HD-25-${pad(iseq, 4)}`, call: c, vessel: c.vessel, agent: c.agent, issued, lines, lineAmts, cur, amount, paid: false, paidOn: null };
});
for (const inv of invoices) {
  const age = (new Date('2025-06-20') - new Date(inv.issued)) / 864e5;
  inv.paid = r.chance(age > 60 ? 0.85 : age > 30 ? 0.6 : 0.3);
  if (inv.paid) inv.paidOn = addDays(inv.issued, r.int(9, Math.min(40, Math.max(10, Math.floor(age) - 1))));
}

// ------------------------------------------------------------------ fact helpers
function vesselFacts(v, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(v.name, 'vessel', attr, value, unit, stated, file);
  if (v.imo) F('imo', v.imo, 'text', v.imo);
  if (v.fno) F('fishing_no', v.fno, 'text', s.fno ?? v.fno);
  F('type', v.type, '', s.type);
  F('length', v.len, 'm', s.len);
  F('gt', v.gt, 'GT', s.gt);
  F('flag', v.flag, 'place', s.flag);
  F('owner', v.owner, 'text', s.owner);
  if (v.built) F('built', v.built, '', s.built ?? String(v.built));
}
function callFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.ref, 'call', attr, value, unit, stated, file);
  F('vessel', c.vessel, 'text', s.vessel ?? c.vessel);
  F('berth', c.berth, 'text', c.berth);
  F('agent', c.agent, 'text', s.agent ?? c.agent);
  F('arrived', c.arrived, 'date', s.arrived);
  F('arrival_time', c.atime, 'text', s.atime);
  F('departed', c.departed, 'date', s.departed);
  F('departure_time', c.dtime, 'text', s.dtime);
  F('cargo', c.cargo, '', s.cargo);
  F('cargo_t', c.qty, 't', s.qty ?? '');
  if (c.pax != null) F('passengers', c.pax, '', s.pax);
  F('pilot', c.pilot, 'person', s.pilot ?? '');
}
function staffFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
  F('role', p.role, '', s.role);
  F('certificates', p.certs, 'list', s.certs ?? '');
  F('years_service', p.years, 'years', s.years);
}
function berthFacts(b, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(b.code, 'berth', attr, value, unit, stated, file);
  F('name', b.name, 'text', s.name ?? b.name);
  F('length', b.len, 'm', s.len);
  F('depth', b.depth, 'm', s.depth);
  F('crane', b.crane, 'bool', s.crane);
  F('use', b.use, '', s.use ?? '');
}
function invoiceFacts(inv, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(inv.no, 'invoice', attr, value, unit, stated, file);
  F('call', inv.call.ref, 'text', inv.call.ref);
  F('vessel', inv.vessel, 'text', s.vessel ?? inv.vessel);
  F('agent', inv.agent, 'text', s.agent ?? '');
  F('issued', inv.issued, 'date', s.issued);
  F('amount', inv.amount, inv.cur, s.amount);
  F('paid', inv.paid, 'bool', s.paid);
}

// ------------------------------------------------------------------ (a) vessels
// (a1) Markdown vessel sheets, label set A
VESSELS.filter((v) => v.layout === 'A').forEach((v, k) => {
  const file = `vessels/sheets/${slug(v.name)}.md`;
  const prefix = v.type === 'Tanker' ? 'MT' : v.type === 'Survey' ? 'RV' : v.type === 'Workboat' ? 'MV' : 'MV';
  const len = `${lenS(v.len)} m`;
  const s = { type: `Ship type: ${v.type}`, len: `Length overall: ${len}`, gt: `Gross tonnage: ${en(v.gt)}`, flag: `Flag: ${v.flag}`, owner: `Owner: ${v.owner}`, built: `Built: ${v.built}` };
  vesselFacts(v, file, s);
  const dwt = Math.round(v.gt * r.float(1.3, 1.6) / 10) * 10;
  corpus.write(file, [
    `# ${prefix} ${v.name.toUpperCase()}`, '',
    `IMO: ${v.imo}`, `Call sign: ${v.cs}`, s.type, s.flag, s.len, `Beam: ${en(r.float(11, 16), 1)} m`, s.gt, `Deadweight: ${en(dwt)} t`, s.built, s.owner, '',
    '## Harbour notes', '',
    L(k, [
      'Regular caller at the North Quay; master prefers a starboard-side berthing.',
      'Crew change usually arranged through the agent; gangway watch required.',
      'Check the air draught with the crane driver before working cargo.',
      'Shore power not compatible (690 V); runs generators alongside.',
    ]),
    '', `_Sheet updated ${fmtDate(`2025-0${r.int(1, 5)}-${pad(r.int(1, 28))}`, 'long')} by the harbour office._`, '',
  ].join('\n'));
});

// (a2) fishing-vessel sheets, label set B (feet)
VESSELS.filter((v) => v.layout === 'B').forEach((v, k) => {
  const file = `vessels/fishing/${slug(v.name)}-${slug(v.fno)}.md`;
  const s = {
    type: 'Fishing vessel', len: `LOA: ${v.ft} ft`, gt: `Tonnage (GT): ${v.gt}`, flag: `Flag / port: UK — ${v.port}`,
    owner: `Skipper-owner: ${v.owner}`, built: `Year built: ${v.built}`, fno: `Fishing no.: ${v.fno}`,
  };
  vesselFacts(v, file, s);
  corpus.write(file, [
    `# ${v.name} ${v.fno}`, '',
    s.fno, `Vessel type: Fishing vessel (${v.cls})`, s.len, s.gt, `Engine: ${L(k, ['Cummins KTA38', 'Caterpillar 3508', 'Mitsubishi S6R2', 'Yanmar 6AYM'])}`,
    s.flag, s.owner, s.built, `Fish selling agent: Gordon Marine Agency`, '',
    L(k, [
      'Lands to the Fish Market Quay most weeks in the season; boxes to the market by 05:00.',
      'Ice from the harbour ice plant (order the day before).',
      'Crew of six; one Filipino deckhand on a transit visa, check paperwork.',
    ]), '',
  ].join('\n'));
});

// (a3) HTML table of the offshore and standby fleet
{
  const file = 'vessels/offshore-and-standby-fleet.html';
  const CODE = { PSV: 'PSV (platform supply)', ERRV: 'ERRV (standby)', AHTS: 'AHTS (anchor handling)' };
  const rows = VESSELS.filter((v) => v.layout === 'C').map((v) => {
    const len = `${v.len.toFixed(1)} m`;
    vesselFacts(v, file, { type: CODE[v.code], len, gt: en(v.gt), flag: v.flag, owner: v.owner, built: `<td>${v.built}</td>` });
    return `    <tr><td>${esc(v.name)}</td><td>${v.imo}</td><td>${esc(CODE[v.code])}</td><td>${len}</td><td>${en(v.gt)}</td><td>${esc(v.flag)}</td><td>${esc(v.owner)}</td><td>${v.built}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Offshore and standby vessels — Strathbeg Harbour</title></head>
<body>
<h1>Offshore and standby vessels using Strathbeg</h1>
<p>Vessels on the South Quay supply-base contract and the standby (ERRV) rota. Masters of vessels marked PEC hold a
pilotage exemption certificate for Strathbeg.</p>
<table>
  <thead><tr><th>Vessel</th><th>IMO</th><th>Type</th><th>LOA</th><th>GT</th><th>Flag</th><th>Operator</th><th>Built</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p class="small">PEC holders 2025: Vestland Orion, Vestland Mira, Grampian Sentinel, Grampian Vigil.</p>
</body></html>
`);
}

// (a4) vessel-master CSV (units in the header)
{
  const file = 'exports/vessel-master-2025.csv';
  const rows = VESSELS.filter((v) => v.layout === 'D').map((v) => {
    const len = lenS(v.len);
    vesselFacts(v, file, { type: v.type, len, gt: String(v.gt), flag: v.flag, owner: v.owner });
    return [v.name, v.imo ?? '', v.fno ?? '', v.type, len, v.gt, v.flag, v.owner, v.built];
  });
  corpus.write(file, delimited(['Vessel', 'IMO', 'Fishing no.', 'Type', 'LOA (m)', 'GT', 'Flag', 'Owner', 'Built'], rows));
}

// (a5) the Norwegian agent's vessel list
const TYPE_NO = { 'General cargo': 'Stykkgodsskip', Fishing: 'Pelagisk tråler', Workboat: 'Arbeidsbåt (havbruk)' };
{
  const file = 'agent-nordsjo/fartoyliste-2025.md';
  const out = ['# Fartøyliste 2025 — Nordsjø Skipsagentur AS', '', 'Fartøy vi er agent for ved anløp til Strathbeg (Skottland). Lengde over alt i meter, bruttotonnasje (BT).', '',
    '| Fartøy | IMO-nr. | Fiskerimerke | Type | Lengde (m) | BT | Flagg | Reder | Byggeår |', '|---|---|---|---|---|---|---|---|---|'];
  VESSELS.filter((v) => v.layout === 'E').forEach((v) => {
    const len = no(v.len, 1);
    vesselFacts(v, file, { type: TYPE_NO[v.type], len, gt: no(v.gt), flag: 'Norge', owner: v.owner });
    out.push(`| ${v.name} | ${v.imo} | ${v.fno ?? '–'} | ${TYPE_NO[v.type]} | ${len} | ${no(v.gt)} | Norge | ${v.owner} | ${v.built} |`);
  });
  out.push('', 'Endringer meldes til Ingrid Solheim. / Changes to Ingrid Solheim, please.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (b) berths
{
  const file = 'website/berths-and-facilities.html';
  const rows = BERTHS.filter((b) => b.layout === 'H').map((b) => {
    const len = `${b.len} m`;
    const depth = `${b.depth.toFixed(1)} m below CD`;
    const crane = b.crane ? 'Yes — 100 t mobile harbour crane' : 'No';
    berthFacts(b, file, { len, depth, crane, use: b.use });
    return `    <tr><td>${b.code}</td><td>${esc(b.name)}</td><td>${len}</td><td>${depth}</td><td>${esc(crane)}</td><td>${esc(b.use)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Berths and facilities | Strathbeg Harbour Trust</title></head>
<body>
<nav>Home &rsaquo; Port users &rsaquo; Berths and facilities</nav>
<h1>Berths and facilities</h1>
<p>Strathbeg is a tidal harbour with a dredged approach channel. Depths are given below chart datum (CD) at the
berth face; add the height of tide for the water available. Vessels up to 110 m LOA by arrangement with the
harbourmaster.</p>
<table>
  <thead><tr><th>Berth</th><th>Name</th><th>Length</th><th>Depth at LW</th><th>Crane</th><th>Main use</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Fish Market Quay and Inner Basin berths: see the operations sheets. Fresh water and shore power on all quays.</p>
</body></html>
`);
}
BERTHS.filter((b) => b.layout === 'S').forEach((b, k) => {
  const file = `operations/berths/${b.code}.md`;
  const len = b.ft ? `${b.ft} ft` : `${b.len} metres`;
  const depth = b.ft ? `${b.ftDepth} ft (LWOST)` : `${b.depth.toFixed(1)} m (LWOST)`;
  const crane = 'none — vessels land with own gear';
  berthFacts(b, file, { len, depth, crane, use: b.use });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['berth', b.code], ['area', 'Fish harbour'], ['reviewed', `2025-0${k + 2}-1${k}`]],
    title: `${b.code} — ${b.name}`,
    colA: 'Item', colB: 'Detail',
    lead: [L(k, ['Used mainly by the pelagic fleet in the winter season.', 'Prawn and whitefish boats; market lorries reverse onto the quay, keep the apron clear.', 'Small craft only. Dries at LWS at the inner end.'])],
    sections: [{ heading: 'Berth', rows: [['Name', b.name], ['Quay length', len], ['Depth alongside (LW)', depth], ['Cranage', crane], ['Used for', b.use], ['Fendering', L(k, ['Timber piles', 'Cylindrical rubber', 'Tyres (temporary)'])]] }],
    footer: 'Fish harbour berths are allocated by the berthing master on the day.',
  }));
});

// ------------------------------------------------------------------ (c) calls
const VNAME_UP = (n) => n.toUpperCase();
// (c1) booking-system JSON (January-February)
{
  const file = 'exports/berthplan-bookings-2025-jan-feb.json';
  const recs = calls.filter((c) => c.layout === 'J').map((c, k) => {
    const v = VS[c.vessel];
    callFacts(c, file, {
      arrived: `${c.arrived}T${c.atime}:00Z`, atime: `${c.arrived}T${c.atime}:00Z`, departed: `${c.departed}T${c.dtime}:00Z`, dtime: `${c.departed}T${c.dtime}:00Z`,
      cargo: c.cargo === 'None' ? '' : c.cargo, qty: c.qty ? String(c.qty) : '', pilot: c.pilot ?? '',
    });
    return {
      booking_id: `BK-${4460 + k * 3}`,
      port_call: c.ref,
      status: 'completed',
      vessel: { name: c.vessel, ...(v.imo ? { imo: v.imo } : { fishing_no: v.fno }) },
      schedule: { berth: c.berth, arrival: `${c.arrived}T${c.atime}:00Z`, departure: `${c.departed}T${c.dtime}:00Z` },
      agent: { company: c.agent, ref: `${c.agentCode.slice(0, 3)}/25/${pad(r.int(1, 99), 3)}` },
      cargo: c.cargo === 'None' ? null : { description: c.cargo, quantity: { value: c.qty, unit: 't' }, operation: ['Barley', 'Frozen fish'].includes(c.cargo) ? 'load' : 'discharge' },
      pilotage: c.pilot ? { required: true, pilot: c.pilot } : { required: c.big, exemption: c.pec ? 'PEC' : null, pilot: null },
    };
  });
  corpus.write(file, JSON.stringify({ export: { system: 'BerthPlan Online', harbour: 'Strathbeg', generated: '2025-03-01T07:00:00Z', period: { from: '2025-01-01', to: '2025-02-28' } }, bookings: recs }, null, 2) + '\n');
}
// (c2) PortSys export (March-April): preamble, semicolons, decimal commas, capitals, agent codes, pilots as MAIR J
{
  const file = 'exports/portsys-movements-2025-03-04.csv';
  const rows = calls.filter((c) => c.layout === 'P').map((c) => {
    const v = VS[c.vessel];
    const ata = `${dmy(c.arrived)} ${c.atime}`;
    const atd = `${dmy(c.departed)} ${c.dtime}`;
    const qty = c.qty ? c.qty.toFixed(1).replace('.', ',') : '0';
    const pil = c.pilot ? SURNAME_INIT(c.pilot) : c.pec ? 'PEC' : 'EXEMPT';
    callFacts(c, file, {
      vessel: VNAME_UP(c.vessel), agent: c.agentCode, arrived: dmy(c.arrived), atime: ata, departed: dmy(c.departed), dtime: atd,
      cargo: c.cargo === 'None' ? 'NIL' : c.cargo.toUpperCase(), qty, pilot: c.pilot ? pil : '',
    });
    return [c.ref, VNAME_UP(c.vessel), v.imo ?? v.fno, c.berth, c.agentCode, ata, atd, c.cargo === 'None' ? 'NIL' : c.cargo.toUpperCase(), qty, pil];
  });
  const pre = ['PortSys 4.2 - Movements export', 'Harbour: STRATHBEG (GB SBH)', 'Period: 01/03/2025 - 30/04/2025', 'Exported by: kduthie 02/05/2025 08:14', 'Decimal separator: comma; times local', ''];
  corpus.write(file, pre.join('\n') + '\n' + delimited(['CALL_REF', 'VESSEL', 'IMO_OR_PLN', 'BERTH', 'AGENT', 'ATA', 'ATD', 'CARGO', 'QTY_T', 'PILOT'], rows, ';'));
}
// (c3) Norwegian arrival notices
const CARGO_NO = { Timber: 'Trelast', 'Fish feed': 'Fiskefôr', Herring: 'Sild', Salt: 'Salt', 'Deck cargo': 'Dekkslast' };
calls.filter((c) => c.layout === 'N').forEach((c, k) => {
  const file = `agent-nordsjo/anlopsmeldinger/${c.ref}-${slug(c.vessel)}.md`;
  const v = VS[c.vessel];
  const t = (s) => s.replace(':', '.');
  const ank = `${dotted(c.arrived)} kl. ${t(c.atime)}`;
  const avg = `${dotted(c.departed)} kl. ${t(c.dtime)}`;
  const last = `${CARGO_NO[c.cargo]}, ${no(c.qty)} tonn`;
  callFacts(c, file, { arrived: ank, atime: ank, departed: avg, dtime: avg, cargo: CARGO_NO[c.cargo], qty: `${no(c.qty)} tonn`, pilot: c.pilot ?? '' });
  corpus.write(file, [
    `# Anløpsmelding — ${v.name.toUpperCase()}`, '',
    `Til: Strathbeg Harbour Trust, harbour office`, `Fra: ${AG.NORDSJO.name}, Bergen`, `Dato: ${dotted(addDays(c.arrived, -r.int(2, 5)))}`, '',
    `Anløp nr.: ${c.ref}`, `Fartøy: ${v.name} (IMO ${v.imo})`, `Kai: ${c.berth}`, `Ankomst: ${ank} (lokal tid)`, `Avgang: ${avg} (lokal tid)`,
    `Last: ${last} (${c.cargo === 'Deck cargo' ? 'lossing/lasting' : 'lossing'})`, `Los: ${c.pilot ? `${c.pilot} (bekreftet av havnekontoret)` : 'fritak (PEC)'}`, `Agent: ${AG.NORDSJO.name}`, '',
    L(k, ['Mannskapsliste og ISPS-melding sendt separat.', 'Please confirm berth and linesmen. Takk!', 'Avfall: ingen levering planlagt.', 'Crew change of two at Strathbeg, taxi to Aberdeen airport booked.', 'Bunkers ikke nødvendig.']), '',
    'Med vennlig hilsen / Kind regards', AG.NORDSJO.contact, '',
  ].join('\n'));
});
// (c4) the harbourmaster's log (May-June) in sentences
const CARGO_WORDS = { Timber: 'sawn timber', Salt: 'road salt', Whitefish: 'whitefish', Barley: 'malting barley', 'Fish feed': 'fish feed', 'Deck cargo': 'deck cargo' };
{
  const file = 'operations/harbourmasters-log-2025-05-06.md';
  const events = [];
  calls.filter((c) => c.layout === 'G').forEach((c, k) => {
    const v = VS[c.vessel];
    const who = c.pilot ? `with ${c.pilot} piloting` : 'master conning, no pilot';
    const cw = CARGO_WORDS[c.cargo];
    const qty = c.cargo === 'None' ? 'no cargo' : c.qty % 1 ? `${c.qty.toFixed(1)} tonnes of ${cw}` : `${en(c.qty)} tonnes of ${cw}`;
    const arrS = k % 2 ? `${c.vessel} (${c.ref}) berthed at ${c.berth} at ${c.atime} ${who}; ${c.cargo === 'None' ? 'in for crew change and stores, no cargo' : `discharging ${qty}`}.`
      : `${c.atime} — ${c.vessel}, call ${c.ref}, all fast ${c.berth}, ${who}. ${c.cargo === 'None' ? 'No cargo worked' : `Working ${qty}`} for ${c.agent}.`;
    const loadVerb = ['Barley'].includes(c.cargo);
    const arrText = loadVerb ? arrS.replace('discharging', 'to load').replace('Working', 'Loading') : arrS;
    const qtyStated = c.cargo === 'None' ? 'no cargo' : c.qty % 1 ? `${c.qty.toFixed(1)} tonnes` : `${en(c.qty)} tonnes`;
    const depS = `${c.vessel} sailed at ${c.dtime}${c.departed === c.arrived ? ' the same day' : ''}.`;
    callFacts(c, file, {
      arrived: fmtDate(c.arrived, 'long'), atime: c.atime, departed: fmtDate(c.departed, 'long'), dtime: `sailed at ${c.dtime}`,
      cargo: c.cargo === 'None' ? '' : cw, qty: c.cargo === 'None' ? '' : qtyStated, pilot: c.pilot ?? '',
      agent: (k % 2 ? '' : c.agent),
    });
    events.push([c.arrived, c.atime, arrText]);
    events.push([c.departed, c.dtime, depS]);
  });
  events.push(['2025-05-08', '11:00', 'Fender at NQ-2 (bay 4) reported split; Neil Forbes to replace next week.']);
  events.push(['2025-05-19', '09:30', 'Wind NE 7 gusting 8; harbour closed to arrivals until 16:00.']);
  events.push(['2025-06-02', '14:00', 'Annual buoy inspection with NLB tender; fairway buoy light renewed.']);
  events.push(['2025-06-16', '08:00', 'Dredger on station in the approach channel until 20 June; keep clear of the suction pipe.']);
  events.sort((a, b) => (a[0] + a[1]).localeCompare(b[0] + b[1]));
  const out = ['# Harbourmaster\'s log — May and June 2025', '', 'Kept by Capt. R. Strachan and the duty harbourmaster. Times local (BST). Arrival times are all-fast times.', ''];
  let day = null;
  for (const [d, , text] of events) {
    if (d !== day) {
      out.push(`## ${fmtDate(d, 'long')}`, '');
      day = d;
    }
    out.push(text, '');
  }
  corpus.write(file, out.join('\n'));
}
// (c5) HTML table of cruise and special calls
{
  const file = 'website/cruise-and-special-calls-2025.html';
  const rows = calls.filter((c) => c.layout === 'H').map((c) => {
    const date = `${weekday(c.arrived)} ${fmtDate(c.arrived, 'short')}`;
    const dep = c.departed === c.arrived ? c.dtime : `${c.dtime} (${fmtDate(c.departed, 'short')})`;
    const pax = c.pax != null ? `${c.pax} pax` : '—';
    callFacts(c, file, {
      arrived: fmtDate(c.arrived, 'short'), atime: `<td>${c.atime}</td>`, departed: c.departed === c.arrived ? '' : fmtDate(c.departed, 'short'), dtime: dep,
      cargo: c.cargo === 'Passengers' ? '' : 'survey support, no cargo', qty: '', pax, pilot: c.pilot ?? '',
    });
    return `    <tr><td>${date}</td><td>${esc(c.vessel)}</td><td>${c.ref}</td><td>${c.berth}</td><td>${c.atime}</td><td>${esc(dep)}</td><td>${pax}</td><td>${esc(c.agent)}</td><td>${esc(c.pilot ?? 'none')}</td><td>${c.cargo === 'Passengers' ? 'cruise call' : 'survey support, no cargo'}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Cruise and special calls 2025 | Strathbeg Harbour Trust</title></head>
<body>
<nav>Home &rsaquo; News &rsaquo; Cruise and special calls</nav>
<h1>Cruise and special calls, May–June 2025</h1>
<p>Expedition cruise ships use the new West Basin berth where the tide allows. Tenders land at the Inner Basin
steps. Passenger numbers are those landed ashore.</p>
<table>
  <thead><tr><th>Date</th><th>Vessel</th><th>Call</th><th>Berth</th><th>Arr.</th><th>Dep.</th><th>Passengers</th><th>Agent</th><th>Pilot</th><th>Notes</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Coach tours to Pitmedden Garden and Fyvie Castle are run by the visitor centre.</p>
</body></html>
`);
}

// ------------------------------------------------------------------ (d) staff
{
  const file = 'staff/pilots.html';
  const cards = STAFF.filter((p) => p.layout === 'P').map((p) => {
    const role = p.role === 'Pilot' ? `Pilot (${p.certs.find((c) => c.includes('Pilot Licence')).replace(' Pilot Licence', '')})` : `${p.role} and pilot`;
    const years = `${p.years} years`;
    const certs = p.certs.join('; ');
    staffFacts(p, file, { role, certs, years });
    return `<div class="card">
  <h3>${esc(p.name)}</h3>
  <p class="role">${esc(role)}</p>
  <ul>
    <li>Certificates: ${esc(certs)}</li>
    <li>Service with the Trust: ${years}</li>
    <li>VHF call: Strathbeg Pilots</li>
  </ul>
</div>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Pilots | Strathbeg Harbour Trust</title></head>
<body>
<h1>Our pilots</h1>
<p>Pilotage is compulsory for vessels of 40 m LOA and over, unless the master holds a Strathbeg PEC. Order a pilot
through your agent at least 4 hours before ETA. Boarding position: 1 nm east of the fairway buoy.</p>
${cards.join('\n')}
<p class="small">Class 1: all vessels; Class 2: up to 110 m LOA; Class 3: up to 50 m LOA, daylight only.</p>
</body></html>
`);
}
{
  const file = 'staff/harbour-staff.yaml';
  const out = ['# Strathbeg Harbour Trust — staff list (HR extract, April 2025)', 'organisation: Strathbeg Harbour Trust', 'staff:'];
  STAFF.filter((p) => p.layout === 'Y').forEach((p) => {
    staffFacts(p, file, { role: `role: ${p.role}`, years: `service_years: ${p.years}` });
    out.push(`  - name: ${p.name}`, `    role: ${p.role}`, '    employment:', `      service_years: ${p.years}`, `      contract: ${p.role === 'Dues clerk' ? 'part-time (30 h)' : 'full-time'}`,
      '    certificates:', ...p.certs.map((c) => `      - "${c}"`));
  });
  out.push('');
  corpus.write(file, out.join('\n'));
}
STAFF.filter((p) => p.layout === 'R').forEach((p, k) => {
  const file = `staff/profiles/${slug(p.name)}.md`;
  const s = { role: `Position: ${p.role}`, years: `Length of service: ${p.years} years`, certs: `Certificates held: ${p.certs.join(', ')}` };
  staffFacts(p, file, s);
  corpus.write(file, [
    `# ${p.name}`, '', s.role, `Reports to: ${k ? 'Harbour board' : 'Gordon Buchan (berthing master)'}`, s.years, s.certs, '',
    k ? `${p.name.split(' ')[0]} joined the Trust from the Port of Aberdeen and leads the harbour's commercial and safety management.`
      : `${p.name.split(' ')[0]} crews the pilot boat Ugie Lass and handles lines on the North and South Quays.`, '',
  ].join('\n'));
});

// ------------------------------------------------------------------ (e) invoices
const invLayout = new Map();
{
  // layouts: E e-mail (6: 5 GBP + 1 NOK), N Norwegian invoices (4, NOK), S English invoice sheets (4), C CSV (10)
  const nokInv = invoices.filter((i) => i.cur === 'NOK');
  const gbpInv = r.shuffle(invoices.filter((i) => i.cur === 'GBP'));
  if (nokInv.length < 5 || gbpInv.length < 19) throw new Error(`invoices: ${nokInv.length} NOK, ${gbpInv.length} GBP`);
  nokInv.slice(0, 4).forEach((i) => invLayout.set(i.no, 'N'));
  nokInv.slice(4).forEach((i) => invLayout.set(i.no, 'E'));
  gbpInv.slice(0, 5).forEach((i) => invLayout.set(i.no, 'E'));
  gbpInv.slice(5, 9).forEach((i) => invLayout.set(i.no, 'S'));
  gbpInv.slice(9).forEach((i) => invLayout.set(i.no, 'C'));
}
{
  const file = 'finance/dues-invoices-2025.csv';
  const rows = invoices.filter((i) => invLayout.get(i.no) === 'C').map((i) => {
    invoiceFacts(i, file, { issued: dmy(i.issued), amount: i.amount.toFixed(2), paid: i.paid ? 'Y' : 'N', agent: i.agent });
    return [i.no, dmy(i.issued), i.call.ref, i.vessel, i.agent, i.amount.toFixed(2), i.paid ? 'Y' : 'N', i.paidOn ? dmy(i.paidOn) : ''];
  });
  corpus.write(file, delimited(['Invoice No', 'Issue date', 'Call ref', 'Vessel', 'Bill to', 'Amount (£)', 'Paid (Y/N)', 'Paid on'], rows));
}
invoices.filter((i) => invLayout.get(i.no) === 'S').forEach((i) => {
  const file = `finance/invoices/${i.no}.md`;
  const c = i.call;
  const total = gbp(i.amount);
  const status = i.paid ? `Paid in full on ${dmy(i.paidOn)}` : `Outstanding — due ${dmy(addDays(i.issued, 30))}`;
  invoiceFacts(i, file, { issued: fmtDate(i.issued, 'long'), amount: total, paid: i.paid ? 'Paid in full' : 'Outstanding', agent: i.agent });
  const v = VS[i.vessel];
  corpus.write(file, [
    'STRATHBEG HARBOUR TRUST — INVOICE', '', `Invoice no.: ${i.no}`, `Date of issue: ${fmtDate(i.issued, 'long')}`,
    `Bill to: ${i.agent}, ${AGENTS.find((a) => a.name === i.agent).city}`, `Vessel: ${i.vessel} (${v.imo ? `IMO ${v.imo}` : v.fno})`,
    `Port call: ${c.ref}, berth ${c.berth}, arrived ${fmtDate(c.arrived, 'short')}`, '',
    '| Item | Basis | Amount |', '|---|---|---|', ...i.lines.map(([a, b, x]) => `| ${a} | ${b} | ${gbp(x)} |`), `| **Total due** | | **${total}** |`, '',
    `Status: ${status}`, '', 'Payment by BACS to Strathbeg Harbour Trust, sort code 80-22-60, account 10448213. Terms 30 days.', '',
  ].join('\n'));
});
invoices.filter((i) => invLayout.get(i.no) === 'N').forEach((i) => {
  const file = `agent-nordsjo/faktura/faktura-${i.no}.md`;
  const c = i.call;
  const NAMES_NO = { 'Tonnage dues': 'Tonnasjeavgift / Tonnage dues', 'Goods dues': 'Vareavgift / Goods dues', 'Passenger dues': 'Passasjeravgift', Pilotage: 'Losavgift / Pilotage' };
  const status = i.paid ? `Betalt ${dotted(i.paidOn)}` : `Ikke betalt — forfall ${dotted(addDays(i.issued, 30))}`;
  invoiceFacts(i, file, { issued: dotted(i.issued), amount: nok(i.amount), paid: i.paid ? 'Betalt' : 'Ikke betalt', agent: 'Nordsjø Skipsagentur AS' });
  corpus.write(file, [
    `# FAKTURA / INVOICE ${i.no}`, '', 'Strathbeg Harbour Trust — havneavgifter (harbour dues)', `Fakturadato / Date: ${dotted(i.issued)}`,
    `Kunde / Customer: ${AG.NORDSJO.name}, Bryggen 14, 5003 Bergen`, `Fartøy / Vessel: ${i.vessel}`, `Anløp / Call: ${c.ref} (${c.berth})`, '',
    ...i.lines.map(([a], j) => `- ${NAMES_NO[a]}: kr ${no(i.lineAmts[j], 2)}`), '',
    `Å betale / Amount due: ${nok(i.amount)}`, `Status: ${status}`, '',
    `Omregnet til NOK etter avtalt kurs ${String(NOK_PER_GBP).replace('.', ',')}. Converted at the agreed rate.`, '',
  ].join('\n'));
});
{
  const file = 'correspondence/2025-06-13-dues-position.eml';
  const inv = invoices.filter((i) => invLayout.get(i.no) === 'E');
  const paras = inv.map((i, k) => {
    const amt = i.cur === 'NOK' ? nok(i.amount) : gbp(i.amount);
    const s = { issued: fmtDate(i.issued, 'long'), amount: amt, paid: i.paid ? 'paid' : 'not been paid', vessel: i.vessel, agent: i.agent };
    invoiceFacts(i, file, s);
    if (i.paid) return L(k, [
      `${i.no} (${i.vessel}, call ${i.call.ref}, ${amt}, issued ${s.issued}) was paid by ${i.agent} on ${fmtDate(i.paidOn, 'long')}.`,
      `${i.agent} paid ${i.no} for the ${i.vessel} (${i.call.ref}) — ${amt}, invoiced ${s.issued} — on ${fmtDate(i.paidOn, 'long')}, so that one is clear.`,
    ]);
    return L(k, [
      `${i.no} for the ${i.vessel}'s call ${i.call.ref} (${amt}, issued ${s.issued}) has still not been paid; ${i.agent} say it is with the owners.`,
      `I have chased ${i.agent} twice about ${i.no} — ${amt} for the ${i.vessel} (${i.call.ref}), issued ${s.issued} — and it has still not been paid.`,
    ]);
  });
  corpus.write(file, [
    'From: Karen Duthie <k.duthie@strathbegharbour.co.uk>', 'To: Lorna Pirie <l.pirie@strathbegharbour.co.uk>', 'Date: Fri, 13 Jun 2025 16:02:11 +0100',
    'Subject: Dues position — the invoices you asked about', '', 'Hi Lorna,', '',
    'Here is where we are on the six invoices you flagged at the board meeting:', '',
    ...paras.flatMap((p) => [p, '']),
    'Everything else on the ledger is in the dues CSV and the invoice folder. The Nordsjø ones are billed in kroner as agreed.', '', 'Karen', '',
  ].join('\n'));
}

// ------------------------------------------------------------------ agents
{
  const file = 'agents/shipping-agents.html';
  const items = AGENTS.filter((a) => a.code !== 'NORDSJO').map((a) => {
    const F = (attr, value, unit, stated) => corpus.fact(a.name, 'agent', attr, value, unit, stated, file);
    F('city', a.city, 'place', a.city);
    F('country', a.country, 'place', a.country === 'Netherlands' ? 'Netherlands' : 'Scotland');
    F('established', a.est, '', `Established ${a.est}`);
    F('contact', a.contact, 'person', a.contact);
    F('portsys_code', a.code, 'text', a.code);
    return `<section>
  <h2>${esc(a.name)}</h2>
  <dl>
    <dt>Office</dt><dd>${esc(a.city)}, ${a.country === 'Netherlands' ? 'Netherlands' : 'Scotland'}</dd>
    <dt>Contact</dt><dd>${esc(a.contact)}</dd>
    <dt>PortSys code</dt><dd>${a.code}</dd>
    <dt>History</dt><dd>Established ${a.est}</dd>
  </dl>
</section>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Shipping agents | Strathbeg Harbour Trust</title></head>
<body>
<h1>Shipping agents at Strathbeg</h1>
<p>Agents registered with the harbour office for 2025. For Norwegian owners see Nordsjø Skipsagentur (own page).</p>
${items.join('\n')}
</body></html>
`);
}
{
  const a = AG.NORDSJO;
  const file = 'agent-nordsjo/om-oss.md';
  const F = (attr, value, unit, stated) => corpus.fact(a.name, 'agent', attr, value, unit, stated, file);
  F('city', a.city, 'place', 'Sted: Bergen');
  F('country', a.country, 'place', 'Land: Norge');
  F('established', a.est, '', `Etablert: ${a.est}`);
  F('contact', a.contact, 'person', `Kontaktperson: ${a.contact}`);
  F('portsys_code', a.code, 'text', '');
  corpus.write(file, [
    `# ${a.name}`, '', 'Skipsagent og klarering for norske redere i britiske havner.', '',
    'Firma: Nordsjø Skipsagentur AS', 'Org.nr.: 948 221 507', 'Sted: Bergen', 'Adresse: Bryggen 14, 5003 Bergen', 'Land: Norge', `Etablert: ${a.est}`,
    `Kontaktperson: ${a.contact}`, 'Telefon: +47 55 30 12 80', '',
    'Vi er agent for stykkgodsskip, forsyningsskip og fiskefartøy som anløper Strathbeg og Peterhead.', '',
  ].join('\n'));
}

// ------------------------------------------------------------------ board minutes: a berth, a vessel, a staff member only here
{
  const file = 'board/minutes-2025-03-18.md';
  const b = BS['WB-1'];
  berthFacts(b, file, { name: 'West Basin Berth', len: '150-metre', depth: '9.0 m below chart datum', crane: 'No crane has been fitted', use: '' });
  const v = VS['Strathbeg Endeavour'];
  vesselFacts(v, file, { type: 'multicat workboat', len: '18-metre', gt: '85 GT', flag: 'UK-registered', owner: 'the Trust', built: 'built in 2016' });
  const p = ST['Ewan Cruickshank'];
  staffFacts(p, file, { role: 'trainee pilot', years: 'two years with the Trust', certs: 'Class 3 pilot licence' });
  corpus.write(file, `# Strathbeg Harbour Trust — minutes of the board meeting, 18 March 2025

Present: Alison Gray (chair), Lorna Pirie (port manager), Capt. Ruaridh Strachan (harbourmaster), Karen Duthie
(minutes), four trustees. Apologies: Cllr M. Simpson.

1. **West Basin.** The harbourmaster reported that the West Basin Berth (WB-1) was handed over by the contractor on
   7 March. It is a 150-metre quay, dredged to 9.0 m below chart datum, and is intended for cruise calls and
   deep-draught cargo. No crane has been fitted; cargo ships will use their own gear or a hired mobile crane. The
   first cruise call is expected in May.
2. **Workboat.** The board approved the purchase of the Strathbeg Endeavour, an 18-metre multicat workboat of 85 GT,
   built in 2016 and UK-registered, which will be owned by the Trust and replaces the old mooring boat. Price agreed
   at £640,000 including the survey.
3. **Pilotage.** Ewan Cruickshank, after two years with the Trust as a boatman, passed his Class 3 pilot licence
   examination in February and moves to trainee pilot from 1 April. He already holds Powerboat Level 2 and STCW Basic
   Safety. The board thanked Jim Mair for mentoring him.
4. **Dues.** Karen Duthie reported six invoices under review; a note will follow. The Nordsjø account continues to
   be billed in NOK at the agreed rate.
5. **Tariff.** The 2025 schedule of dues stands; a 4 % rise is proposed for 2026.

Next meeting: 17 June 2025.
`);
}

// ------------------------------------------------------------------ e-mail: the survey vessel only here
{
  const file = 'correspondence/2025-04-28-survey-vessel-booking.eml';
  const v = VS['Sula Bassana'];
  vesselFacts(v, file, { type: 'survey catamaran', len: '24.4 m', gt: '146 GT', flag: 'UK flag', owner: 'Gannet Survey Ltd', built: 'built 2020' });
  corpus.write(file, `From: Douglas Summers <ops@buchanshipping.co.uk>
To: Harbour Office <office@strathbegharbour.co.uk>
Date: Mon, 28 Apr 2025 10:41:07 +0100
Subject: Berth request — Sula Bassana (survey), late May

Good morning,

On behalf of Gannet Survey Ltd we would like to book a berth for the Sula Bassana (IMO ${v.imo}) for a crew change and
mobilisation around 20 May. She is a survey catamaran of 24.4 m and 146 GT, under the UK flag, built 2020.
No cargo to work; the survey spread will be lifted on by her own A-frame.

As she is under 40 m no pilot will be needed. Please advise which berth — the East Pier would suit.

Kind regards,
Douglas Summers
Buchan Shipping Services Ltd, Peterhead
`);
}

// ------------------------------------------------------------------ (f) wide tables of 2024
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
{
  const file = 'operations/tonnage-by-berth-2024.csv';
  const BASE = { 'NQ-1': 6200, 'NQ-2': 4800, 'NQ-3': 600, 'SQ-1': 5400, 'SQ-2': 3900, 'EP-1': 150, 'FM-1': 2600, 'FM-2': 210 };
  const rows = Object.entries(BASE).map(([code, base]) => {
    const fish = code.startsWith('FM');
    const ms = MONTHS.map((m, i) => {
      const season = fish && code === 'FM-1' ? (i <= 2 || i >= 9 ? 1.8 : 0.35) : 1 + 0.15 * Math.sin(((i - 2) / 12) * 2 * Math.PI);
      return Math.round(base * season * r.float(0.8, 1.2));
    });
    ms.forEach((v, i) => corpus.also(code, 'berth', `tonnes_2024_${MONTHS[i]}`, v, 't', String(v), file));
    corpus.also(code, 'berth', 'tonnes_2024', ms.reduce((a, b) => a + b, 0), 't', '', file);
    return [code, BS[code].name, ...ms];
  });
  corpus.write(file, 'Strathbeg Harbour - cargo and landings by berth 2024 (tonnes)\n' + delimited(['Berth', 'Name', ...MON], rows));
}
{
  const file = 'operations/pilotage-acts-2024.md';
  const BASE = { 'Jim Mair': 14, 'Fiona Cowie': 11, 'Magnus Tait': 7, 'Morag Ritchie': 5, 'Ruaridh Strachan': 2 };
  const out = ['# Pilotage acts 2024 (inward + outward), by pilot and month', '', 'From the pilot booking book. An act is one inward or one outward passage; shifts within the harbour not counted.', '',
    `| Pilot | ${MON.join(' | ')} |`, `|---|${MON.map(() => '---:').join('|')}|`];
  for (const [name, base] of Object.entries(BASE)) {
    const ms = MONTHS.map(() => Math.max(0, Math.round(base * r.float(0.6, 1.4))));
    ms.forEach((v, i) => corpus.also(name, 'staff', `acts_2024_${MONTHS[i]}`, v, '', String(v), file));
    corpus.also(name, 'staff', 'acts_2024', ms.reduce((a, b) => a + b, 0), '', '', file);
    out.push(`| ${name} | ${ms.join(' | ')} |`);
  }
  out.push('', 'Magnus Tait held a Class 2 licence all year (vessels up to 110 m).', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `STRATHBEG HARBOUR TRUST — SHARED DRIVE (harbour office)
agent-nordsjo/   Nordsjø Skipsagentur (Bergen): fartøyliste, anløpsmeldinger, fakturaer, vilkår
agents/          shipping agents registered for 2025
board/           board minutes
correspondence/  e-mails worth keeping
exports/         BerthPlan bookings (JSON), PortSys movements, vessel master
finance/         dues invoices, schedule of dues, budget
operations/      harbourmaster's log, berth sheets, tonnage, pilotage, tides, dredging
staff/           pilots, staff list, profiles
vessels/         vessel sheets, fishing fleet, offshore fleet
website/         pages copied from the public website
`);
corpus.write('finance/schedule-of-dues-2025.md', `# Schedule of harbour dues 2025 (from 1 January 2025, excl. VAT)

| Charge | Basis | Rate |
|---|---|---|
| Tonnage dues | per GT per call | £0.58 |
| Goods dues | per tonne landed or shipped | £0.95 |
| Fish landing dues | included in goods dues | — |
| Passenger dues | per passenger landed | £3.20 |
| Pilotage | per call (inward and outward) | £420.00 |
| Berth hire, lay-by | per metre LOA per day | £1.10 |
| Fresh water | per tonne | £3.75 |
| Shore power | per kWh | £0.31 |

Minimum charge per call £75.00. Vessels of the Trust and the RNLI exempt. Invoices to Nordsjø Skipsagentur AS are
issued in NOK at 13.62 NOK per GBP, fixed for the year.
`);
corpus.write('finance/budget-2025.csv', delimited(['Line', '2024 actual (£)', '2025 budget (£)'], [
  ['Tonnage dues', '412,600', '430,000'], ['Goods dues', '318,200', '335,000'], ['Pilotage', '96,180', '101,000'], ['Fish market rents', '88,400', '90,000'],
  ['Staff costs', '(702,300)', '(731,000)'], ['Maintenance dredging', '(145,000)', '(160,000)'], ['West Basin loan interest', '(61,200)', '(88,000)'],
]));
corpus.write('operations/tide-table-extract-2025-03.txt', `STRATHBEG — TIDAL PREDICTIONS, MARCH 2025 (heights in metres above chart datum, times GMT)
Date   HW     ht    LW     ht    HW     ht    LW     ht
01/03  03:12  3.9   09:31  0.8   15:38  3.8   21:49  0.9
02/03  03:55  4.1   10:12  0.6   16:20  4.0   22:30  0.7
03/03  04:36  4.2   10:51  0.5   17:00  4.1   23:10  0.6
04/03  05:16  4.2   11:30  0.5   17:39  4.1   23:49  0.6
05/03  05:55  4.1   12:08  0.6   18:17  4.0   --:--  ---
Spring range 3.6 m, neap range 2.0 m. Surge warnings from the Met Office via the harbour VHF, ch. 14.
`);
corpus.write('operations/dredging-survey-2024.md', `# Maintenance dredging — post-dredge survey, October 2024

The approach channel was dredged to a declared depth of 6.8 m below chart datum over a width of 60 m. The outer
harbour turning circle (diameter 180 m) was surveyed at 6.5 m. Some 42,000 m³ of sand and silt were removed and
taken to the licensed disposal site 3 nm offshore.

Soundings at the berth faces are reported separately on the berth pages. The next survey is due in April 2025.
`);
corpus.write('operations/port-marine-safety-code.md', `# Port Marine Safety Code — compliance note 2025

- Duty holder: the board of the Strathbeg Harbour Trust.
- Designated person: external (Marine Assurance Partners), audit in September.
- Marine safety management system reviewed January 2025; 14 risk assessments updated.
- Incidents 2024: 3 minor contacts with fenders, 1 mooring line parted, no pollution.
- Aids to navigation: 2 lit buoys, 2 leading lights, 1 pier-head light; availability 99.7 %.
`);
corpus.write('operations/waste-reception-plan.md', `# Port waste reception and handling plan (summary)

Garbage skips at the North and South Quays, segregated (general, recyclable, food). Oily waste by road tanker on 24
hours' notice (Highland Fuels Marine). Fishing gear and nets: bring to the net store, no charge. Sewage: no fixed
reception; tanker on request. Charges are in the schedule of dues; the 2025 waste fee is £95 per call for cargo ships.
`);
corpus.write('agent-nordsjo/generelle-vilkaar.md', `# Generelle vilkår — Nordsjø Skipsagentur AS

1. Agenten opptrer kun som agent for reder og er ikke ansvarlig for fartøyets forpliktelser.
2. Havneavgifter faktureres rederen via agenten; betalingsfrist 30 dager.
3. Forsinkelsesrente etter forsinkelsesrenteloven (for tiden 12,5 % p.a.).
4. Tvister løses ved Bergen tingrett.

General terms in English are available on request.
`);
corpus.write('fish-market/prices-week-23-2025.csv', delimited(['Species', 'Grade', 'Avg price (£/box)', 'Boxes sold'], [
  ['Haddock', 'A1', '96.40', '412'], ['Cod', 'A1', '168.20', '188'], ['Whiting', 'A2', '54.10', '265'], ['Monkfish', 'A1', '142.00', '77'],
  ['Megrim', 'A2', '71.50', '41'], ['Nephrops (tails)', '-', '212.00', '19'],
]));
corpus.write('correspondence/2025-04-02-fender-repairs.eml', `From: Neil Forbes <n.forbes@strathbegharbour.co.uk>
To: Lorna Pirie <l.pirie@strathbegharbour.co.uk>
Date: Wed, 2 Apr 2025 09:12:40 +0100
Subject: Fender repairs North Quay

Lorna,

Quote in from Aberdeen Marine Fenders for six replacement cylindrical fenders on the North Quay: £18,450 fitted,
three weeks' lead time. I'd like to do it before the barley season. The old ones are from 2009.

Neil
`);
corpus.write('operations/weather-downtime-2025.md', `# Weather downtime, January–June 2025

| Month | Harbour closed (hours) | Main cause |
|---|---|---|
| January | 31 | NE gales (Storm Éowyn, 24 Jan) |
| February | 12 | swell at the entrance |
| March | 6 | fog |
| April | 0 | — |
| May | 7 | NE 7, 19 May |
| June | 0 | — |
`);
corpus.write('board/minutes-2025-01-21.md', `# Strathbeg Harbour Trust — minutes of the board meeting, 21 January 2025

Present: Alison Gray (chair), Lorna Pirie, Capt. Ruaridh Strachan, Karen Duthie (minutes), three trustees.

1. 2024 results: income £1.01 million, a small surplus after the West Basin loan interest.
2. West Basin: handover expected early March, six weeks late because of the December storms.
3. Cruise: two expedition lines have booked for May and June; the visitor centre will run coach tours.
4. Storm damage to the East Pier railings to be repaired under the insurance excess of £5,000.
5. Next meeting: 18 March 2025.
`);

const stats = corpus.flush(source);
console.log(`harbour: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
