#!/usr/bin/env node
// Planning corpus (held-out): the shared drive of the planning department of "Marchdale District Council", an English
// district on the Welsh border (main town Wenlow), 2025. 60 planning applications (`25/00412/FUL`, `25/00133/HH`,
// `25/00087/OUT`, …), 10 wards, 7 town and parish councils (one of them, Llan-y-ffin, writes partly in Welsh), 12
// agents (architects' and planning firms), 8 case officers and 10 planning appeals (`APP/J3215/W/25/3362140`).
//   node bench/corpora/planning/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "planning-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts of the applications (each application's own record is in exactly one file):
// (A) Markdown case sheets of `Key: value` lines (`Site address`, `Case officer`, `Fee paid: £528.00`, `New floorspace
//     (GIA): 32 m²`, `Decision: Approved subject to conditions`, `Decided under: Delegated powers`);
// (B) legacy case sheets with another label set (`App no.`, `Location`, `Officer: P. Mistry`, `Planning fee: 528.00
//     GBP`, `Floorspace: 690 sq ft`, `Outcome: REFUSED`, `Level: DEL`, `Date of decision: 28-Mar-2025`);
// (N) decision notices as text (GRANTS / REFUSES, numbered conditions, `This decision was taken under delegated
//     powers`);
// (W1) a weekly list CSV with a preamble (status only; the decision is in the delegated decisions register, the
//     committee minutes or a withdrawal e-mail); (W2) a PIPE-delimited weekly list from the back-office system
//     (officers as `VAUGHAN G`, `FEE_GBP`, `GIA_SQM`);
// (H) an HTML public-access search page for Ridgeway and Llan-y-ffin wards (floorspace in the proposal text, some in
//     sq ft);
// (J) a nested JSON export of the back-office API (officers by user ID `GVAUGHAN`, `floor_area: {value, unit}`);
// (Y) a YAML tracker of major applications (site area in ha or acres, `status: Reported to committee 11 June 2025`);
// (M) four applications stated only in the PROSE of planning committee minutes (`twelve dwellings`, `approximately
//     1,140 m²`, `received on 3 March 2025`).
// Second files: the committee minutes state the decision and the officer's recommendation of every committee item;
// a delegated decisions register (CSV with a preamble, `PER|REF`, `DEL`) and two withdrawal e-mails give decisions of
// weekly-list applications; a fee receipts CSV gives fees not stated elsewhere; seven parish / town council response
// files (a table, an e-mail, blocks, a letter, a CSV, bullets and a WELSH file: `Ymateb: Gwrthwynebu`) give the parish
// response; a statutory consultee log (codes `OBJ|NOB|NOBC|COM`) gives which consultees objected.
// Wards in a Markdown table with YAML front matter and an HTML table (area in ha, km² or acres), a WIDE table of
// applications received per month of 2024 per ward; parishes in an HTML infobox, a CSV and a bilingual Welsh page;
// agents in a CSV and prose notes; officers in HTML cards and YAML, a WIDE caseload table per month of 2025; appeals in
// a CSV log, three Planning Inspectorate decision letters in prose and a start-letter e-mail.
//
// Canonical units of source.csv: floor areas in m² (`690 sq ft` → × 0.09290304), site areas in ha (`6.4 acres` → ×
// 0.40468564224), fees in GBP, dates ISO; decisions Approved / Refused / Withdrawn / Pending; level Delegated /
// Committee; parish responses Support / Object / No objection / No comment (Welsh `Cefnogi` / `Gwrthwynebu` / `Dim
// gwrthwynebiad` / `Dim sylw`); an officer's FTE as a fraction (`three days a week` → 0.6).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlInfoboxPage, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('planning-v1');
const SQFT = 0.09290304; // m² per sq ft
const ACRE = 0.40468564224; // ha per acre
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];
const MON3 = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const CY_MONTHS = ['Ionawr', 'Chwefror', 'Mawrth', 'Ebrill', 'Mai', 'Mehefin', 'Gorffennaf', 'Awst', 'Medi', 'Hydref', 'Tachwedd', 'Rhagfyr'];
const uk = (iso) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const dmy = (iso) => `${iso.slice(8, 10)}-${MON3[Number(iso.slice(5, 7)) - 1]}-${iso.slice(0, 4)}`;
const wd = (iso) => `${WDAY[new Date(`${iso}T12:00:00Z`).getUTCDay()]} ${Number(iso.slice(8, 10))} ${MON3[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const cy = (iso) => `${Number(iso.slice(8, 10))} ${CY_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const addDays = (iso, n) => new Date(Date.parse(`${iso}T12:00:00Z`) + n * 86400000).toISOString().slice(0, 10);
const gbp = (x) => `£${group(x, 2)}`;
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const words = (n) => (n < 20 ? WORDS[n] : n < 100 ? TENS[Math.floor(n / 10)] + (n % 10 ? `-${WORDS[n % 10]}` : '') : `${WORDS[Math.floor(n / 100)]} hundred${n % 100 ? ` and ${words(n % 100)}` : ''}`);

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (minutes, registers, receipts, responses, logs). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);
const COUNCIL = 'Marchdale District Council';

// ------------------------------------------------------------------ parishes and wards
const PARISHES = [
  { name: 'Wenlow Town Council', clerk: 'Marion Yeomans', population: 15240, precept: 612400, seats: 16, meets: 'first Monday of the month' },
  { name: 'Ashworth Parish Council', clerk: 'Debbie Holt', population: 1410, precept: 18600, seats: 7, meets: 'second Tuesday of the month' },
  { name: 'Hollins Parish Council', clerk: 'Colin Sayce', population: 1186, precept: 11250, seats: 7, meets: 'last Thursday of the month' },
  { name: 'Clunford Parish Council', clerk: 'Janet Morris', population: 1962, precept: 24900, seats: 9, meets: 'third Wednesday of the month' },
  { name: 'Wenbury Parish Council', clerk: 'Andrew Lutley', population: 2215, precept: 27300, seats: 9, meets: 'first Thursday of the month' },
  { name: 'Ridgeway Parish Council', clerk: 'Sian Edwards', population: 1122, precept: 9800, seats: 6, meets: 'second Monday of the month' },
  { name: 'Llan-y-ffin Parish Council', clerk: 'Meinir Rowlands', population: 904, precept: 8450, seats: 7, meets: 'second Tuesday of the month' },
];
const P = Object.fromEntries(PARISHES.map((p) => [p.name, p]));
// area: [value, unit] as the ward file states it
const WARDS = [
  { name: 'Castle', parish: 'Wenlow Town Council', cllrs: ['Margaret Ingram', 'Tom Beddow'], electorate: 3412, area: [118, 'ha'], kind: 'Urban' },
  { name: 'Abbey', parish: 'Wenlow Town Council', cllrs: ['Joan Pritchard'], electorate: 3188, area: [164, 'ha'], kind: 'Urban' },
  { name: 'Westgate', parish: 'Wenlow Town Council', cllrs: ['Alun Davies', 'Keith Morris'], electorate: 3905, area: [231, 'ha'], kind: 'Urban' },
  { name: 'Brookside', parish: 'Wenlow Town Council', cllrs: ['Sarah Lowe', 'Imran Shah'], electorate: 4420, area: [388, 'ha'], kind: 'Urban' },
  { name: 'Ashworth', parish: 'Ashworth Parish Council', cllrs: ['Robert Tench'], electorate: 1845, area: [29.6, 'km2'], kind: 'Rural' },
  { name: 'Hollins', parish: 'Hollins Parish Council', cllrs: ['Carol Mainwaring'], electorate: 1612, area: [5535, 'acres'], kind: 'Rural' },
  { name: 'Clunford', parish: 'Clunford Parish Council', cllrs: ['Huw Bowen'], electorate: 2104, area: [4315, 'ha'], kind: 'Rural' },
  { name: 'Wenbury and Stoke', parish: 'Wenbury Parish Council', cllrs: ['Philip Astley'], electorate: 2380, area: [36.8, 'km2'], kind: 'Rural' },
  { name: 'Ridgeway', parish: 'Ridgeway Parish Council', cllrs: ['Gwen Hamer'], electorate: 1533, area: [12650, 'acres'], kind: 'Rural' },
  { name: 'Llan-y-ffin', parish: 'Llan-y-ffin Parish Council', cllrs: ['Emyr Watkins'], electorate: 1198, area: [6045, 'ha'], kind: 'Rural' },
];
for (const w of WARDS) w.ha = w.area[1] === 'ha' ? w.area[0] : w.area[1] === 'km2' ? r4(w.area[0] * 100) : r4(w.area[0] * ACRE);
const W = Object.fromEntries(WARDS.map((w) => [w.name, w]));

// ------------------------------------------------------------------ agents and officers
const AGENTS = {
  HB: { name: 'Hale & Bright Architects Ltd', short: 'Hale & Bright', town: 'Wenlow', country: 'England', riba: true, founded: 1998, principal: 'Catherine Hale' },
  OD: { name: 'Offa Design Partnership', short: 'Offa Design', town: 'Welshpool', country: 'Wales', riba: false, founded: 2006, principal: 'Dafydd Rees' },
  MP: { name: 'Marcher Planning Consultancy', short: 'Marcher Planning', town: 'Ludlow', country: 'England', riba: false, founded: 2011, principal: 'Simon Tranter' },
  PL: { name: 'Pryce Llewellyn Architects', short: 'Pryce Llewellyn', town: 'Knighton', country: 'Wales', riba: true, founded: 1987, principal: 'Elin Pryce' },
  TV: { name: 'Teme Valley Architecture', short: 'Teme Valley Arch.', town: 'Tenbury Wells', country: 'England', riba: true, founded: 2014, principal: 'Joe Whitcombe' },
  SA: { name: 'Stokesay Associates', short: 'Stokesay Assoc.', town: 'Craven Arms', country: 'England', riba: false, founded: 2001, principal: 'Michael Dunn' },
  JD: { name: 'JDA Drafting Services', short: 'JDA Drafting', town: 'Wenlow', country: 'England', riba: false, founded: 2016, principal: 'Jason Daly' },
  CA: { name: 'Corve Architects', short: 'Corve Architects', town: 'Ludlow', country: 'England', riba: true, founded: 2009, principal: 'Anna Corbett' },
  RB: { name: 'Rhiw Building Design', short: 'Rhiw Building Design', town: 'Newtown', country: 'Wales', riba: false, founded: 2019, principal: 'Owain Jenkins' },
  SE: { name: 'Severn Edge Planning Ltd', short: 'Severn Edge', town: 'Shrewsbury', country: 'England', riba: false, founded: 2004, principal: 'Rachel Moss' },
  LM: { name: 'Long Mynd Architects LLP', short: 'Long Mynd Architects', town: 'Church Stretton', country: 'England', riba: true, founded: 1993, principal: 'Peter Yates' },
  CF: { name: 'Clun Forest Surveyors', short: 'Clun Forest Surveyors', town: 'Clun', country: 'England', riba: false, founded: 1979, principal: 'Harold Beddoes' },
};
const OFFICERS = {
  RP: { name: 'Rhiannon Pugh', title: 'Principal Planning Officer', team: 'Major Projects', started: '2009-09-01', fte: 1, welsh: true, uid: 'RPUGH' },
  TA: { name: 'Tom Ashdown', title: 'Senior Planning Officer', team: 'Major Projects', started: '2015-02-16', fte: 1, welsh: false, uid: 'TASHDOWN' },
  GE: { name: 'Grant Ellis', title: 'Planning Officer', team: 'Development Management East', started: '2021-10-04', fte: 1, welsh: false, uid: 'GELLIS' },
  PM: { name: 'Priya Mistry', title: 'Senior Planning Officer', team: 'Development Management East', started: '2017-07-03', fte: 0.8, welsh: false, uid: 'PMISTRY' },
  SB: { name: 'Sophie Bright', title: 'Assistant Planning Officer', team: 'Development Management West', started: '2023-09-04', fte: 1, welsh: false, uid: 'SBRIGHT' },
  GV: { name: 'Gareth Vaughan', title: 'Senior Planning Officer', team: 'Development Management West', started: '2012-04-10', fte: 1, welsh: true, uid: 'GVAUGHAN' },
  HC: { name: 'Helen Crofts', title: 'Conservation Officer', team: 'Heritage and Design', started: '2007-01-08', fte: 0.6, welsh: false, uid: 'HCROFTS' },
  DO: { name: 'Daniel Okafor', title: 'Historic Buildings Officer', team: 'Heritage and Design', started: '2018-03-19', fte: 1, welsh: false, uid: 'DOKAFOR' },
};
const initialSurname = (n) => `${n.split(' ')[0][0]}. ${n.split(' ').slice(1).join(' ')}`;
const surnameInitial = (n) => `${n.split(' ').slice(1).join(' ').toUpperCase()} ${n[0]}`;

// ------------------------------------------------------------------ applications
const TYPE = {
  HH: 'Householder', FUL: 'Full', OUT: 'Outline', REM: 'Reserved matters', LBC: 'Listed building consent', ADV: 'Advertisement consent', PA: 'Prior approval',
};
const MEET = { M1: '2025-03-19', M2: '2025-06-11', M3: '2025-09-03' };
// key, type, ward, layout, decision (AP RF WD PD), committee meeting, agent, officer, applicant, site, proposal kind,
// numbers {dw, area, areaUnit, sa (site area), saUnit}, received (fixed for the items whose timeline matters)
const APPS = [
  ['y1', 'OUT', 'Clunford', 'Y', 'AP', 'M1', 'MP', 'RP', 'Clunford Estates LLP', 'Land north of Clunford Road, Clunford', 'out', { dw: 45, sa: 6.4, saUnit: 'acres' }, '2025-01-08'],
  ['y2', 'OUT', 'Brookside', 'Y', 'RF', 'M2', 'SE', 'RP', 'Marcher Homes Ltd', 'Land east of Kingfisher Way, Wenlow', 'out', { dw: 120, sa: 5.8 }, '2025-02-19'],
  ['y3', 'REM', 'Wenbury and Stoke', 'Y', 'AP', 'M3', 'LM', 'TA', 'Cressage Developments Ltd', 'Phase 2, Orchard Way, Wenbury', 'rem', { dw: 38, sa: 1.9, area: 3420 }, '2025-04-23'],
  ['y4', 'FUL', 'Westgate', 'Y', 'AP', 'M3', 'SE', 'TA', 'Marcher Homes Ltd', 'Former Drovers Yard, Drovers Way, Wenlow', 'dw', { dw: 14, sa: 0.62, area: 1302 }, '2025-05-06'],
  ['y5', 'OUT', 'Ashworth', 'Y', 'WD', null, 'MP', 'RP', 'Ashworth Farms Ltd', 'Land at Upper House Farm, Ashworth', 'out', { dw: 60, sa: 3.4 }, '2025-02-11'],
  ['m1', 'FUL', 'Castle', 'M', 'RF', 'M1', 'SA', 'GE', 'Ember Leisure Ltd', 'Former Midland Bank, 22 Castle Street, Wenlow', 'bank', { area: 310 }, '2025-01-13'],
  ['m2', 'FUL', 'Abbey', 'M', 'AP', 'M2', 'HB', 'TA', 'Severn Vale Housing Association', 'Garages site, Monks Lane, Wenlow', 'dw', { dw: 12, sa: 0.45, area: 1140 }, '2025-03-03'],
  ['m3', 'OUT', 'Hollins', 'M', 'RF', 'M2', 'CF', 'RP', 'Mr D. Corfield', 'Paddock off Top Road, Hollins', 'out', { dw: 9, sa: 0.8 }, '2025-02-26'],
  ['m4', 'FUL', 'Llan-y-ffin', 'M', 'AP', 'M3', 'RB', 'GV', 'Llan-y-ffin Community Shop Ltd', 'Old Chapel Schoolroom, Pentre Road, Llan-y-ffin', 'shop', { area: 165 }, '2025-05-14'],
  ['n1', 'HH', 'Castle', 'N', 'AP', null, 'HB', 'SB', 'Mr and Mrs J. Morgan', '14 Mill Street, Wenlow', 'hh-rear1', { area: 32 }, null],
  ['n2', 'LBC', 'Castle', 'N', 'AP', null, 'CA', 'HC', 'The Castle Inn (Wenlow) Ltd', 'The Castle Inn, Castle Square, Wenlow', 'lbc-int', {}, null],
  ['n3', 'FUL', 'Brookside', 'N', 'RF', null, 'JD', 'GE', 'Mr P. Hartley', 'Land rear of 41 Station Road, Wenlow', 'dw', { dw: 2, sa: 0.12, area: 196 }, '2025-02-27'],
  ['n4', 'PA', 'Clunford', 'N', 'AP', null, 'CF', 'GV', 'W. Lloyd & Sons', 'Lower Mill Farm, Clunford', 'pa-q', { dw: 2, area: 240 }, null],
  ['n5', 'ADV', 'Abbey', 'N', 'RF', null, null, 'GE', 'Priory Veterinary Centre Ltd', 'Priory Veterinary Centre, Abbey Road, Wenlow', 'adv-totem', {}, '2025-02-24'],
  ['n6', 'REM', 'Ridgeway', 'N', 'AP', null, 'PL', 'GV', 'Ridgeway Homes Ltd', 'Land at Burrow Lane, Ridgeway', 'rem', { dw: 6, sa: 0.55, area: 612 }, null],
  ['a1', 'HH', 'Castle', 'A', 'AP', null, null, 'SB', 'Mrs K. Adeyemi', '3 Bell Lane, Wenlow', 'hh-loft', { area: 22 }, null],
  ['a2', 'HH', 'Abbey', 'A', 'AP', null, 'HB', 'PM', 'Mr T. Whitfield', '7 Priory Walk, Wenlow', 'hh-side2', { area: 48 }, null],
  ['a3', 'FUL', 'Ashworth', 'A', 'AP', null, 'TV', 'PM', 'Ashworth Village Hall Trust', 'Ashworth Village Hall, The Green, Ashworth', 'hall', { area: 85 }, null],
  ['a4', 'LBC', 'Westgate', 'A', 'AP', null, 'CA', 'DO', 'Mr and Mrs R. Fenwick', '2 Westgate, Wenlow', 'lbc-windows', {}, null],
  ['a5', 'HH', 'Brookside', 'A', 'RF', null, 'JD', 'GE', 'Mr M. Nowak', '18 Willow Drive, Wenlow', 'hh-rear2', { area: 58 }, '2025-02-10'],
  ['a6', 'FUL', 'Wenbury and Stoke', 'A', 'AP', 'M1', 'TV', 'PM', 'Stoke Orchard Farm Ltd', 'Stoke Orchard Farm, Stoke Lane, Wenbury', 'farmshop', { area: 420 }, '2025-01-06'],
  ['a7', 'PA', 'Hollins', 'A', 'AP', null, 'CF', 'PM', 'Mr J. Bebb', 'Coppice Farm, Hollins', 'pa-agri', { area: 465 }, null],
  ['a8', 'HH', 'Clunford', 'A', 'PD', null, 'OD', 'SB', 'Mr and Mrs O. Griffiths', 'Bridge House, Bridge Street, Clunford', 'hh-garage', { area: 36 }, null],
  ['a9', 'ADV', 'Castle', 'A', 'AP', null, null, 'GE', 'Wenlow Building Society', '9 Broad Street, Wenlow', 'adv-fascia', {}, null],
  ['b1', 'HH', 'Hollins', 'B', 'RF', null, 'JD', 'PM', 'Mr S. Hughes', 'Coppice View, Hollins Lane, Hollins', 'hh-rear2', { area: 690, areaUnit: 'sq ft' }, '2025-01-27'],
  ['b2', 'FUL', 'Clunford', 'B', 'AP', null, 'OD', 'GV', 'Clun Valley Homes Ltd', 'Land adjoining The Forge, Clunford', 'dw', { dw: 3, sa: 0.3, area: 285 }, null],
  ['b3', 'LBC', 'Abbey', 'B', 'AP', null, 'LM', 'HC', "St Mary's Church PCC", "St Mary's Church, Church Street, Wenlow", 'lbc-roof', {}, null],
  ['b4', 'HH', 'Westgate', 'B', 'AP', null, 'PL', 'SB', 'Ms F. Rowlands', '11 Offa Close, Wenlow', 'hh-porch', { area: 8 }, null],
  ['b5', 'PA', 'Wenbury and Stoke', 'B', 'RF', null, 'SA', 'GE', 'Mr A. Pound', 'Dutch barn at Wenbury Hall Farm, Wenbury', 'pa-q', { dw: 1, area: 168 }, '2025-05-08'],
  ['b6', 'FUL', 'Brookside', 'B', 'PD', null, 'SE', 'TA', 'Brookside Trade Park Ltd', 'Plot 7, Brookside Trade Park, Wenlow', 'industrial', { area: 10330, areaUnit: 'sq ft' }, '2025-08-12'],
  ['b7', 'HH', 'Ashworth', 'B', 'AP', null, 'TV', 'SB', 'Dr H. Okonjo', 'Forge Cottage, Forge Lane, Ashworth', 'hh-cons', { area: 16 }, null],
  ['w1', 'HH', 'Abbey', 'W1', 'AP', null, null, 'GE', 'Ms L. Carter', '5 Priory Walk, Wenlow', 'hh-rear1', { area: 20 }, null],
  ['w2', 'FUL', 'Castle', 'W1', 'AP', 'M2', 'HB', 'TA', 'Wenlow Castle Hotel Ltd', 'Wenlow Castle Hotel, Castle Square, Wenlow', 'hotel', { area: 780 }, '2025-03-10'],
  ['w3', 'HH', 'Brookside', 'W1', 'WD', null, null, 'SB', 'Mr D. Price', '27 Meadow Close, Wenlow', 'hh-side2', { area: 40 }, '2025-04-07'],
  ['w4', 'ADV', 'Westgate', 'W1', 'AP', null, null, 'GV', 'Westgate Motors Ltd', 'Westgate Motors, Welsh Road, Wenlow', 'adv-fascia', {}, null],
  ['w5', 'LBC', 'Castle', 'W1', 'PD', null, 'CA', 'DO', 'Wenlow Town Council', 'The Guildhall, Broad Street, Wenlow', 'lbc-int', {}, '2025-09-08'],
  ['w6', 'HH', 'Ashworth', 'W1', 'AP', null, null, 'PM', 'Mr and Mrs G. Thorne', 'Rose Cottage, The Green, Ashworth', 'hh-rear1', { area: 26 }, null],
  ['w7', 'FUL', 'Hollins', 'W1', 'PD', null, 'CF', 'PM', 'Hollins Land Ltd', 'Land west of Hollins Lane, Hollins', 'dw', { dw: 4, sa: 0.35, area: 392 }, '2025-08-26'],
  ['x1', 'ADV', 'Brookside', 'W2', 'AP', null, null, 'GE', 'Kingfisher Pharmacy Ltd', 'Kingfisher Pharmacy, Station Road, Wenlow', 'adv-fascia', {}, null],
  ['x2', 'HH', 'Westgate', 'W2', 'RF', null, 'OD', 'SB', 'Mr B. Jarvis', '4 Dyke Lane, Wenlow', 'hh-roof', { area: 52 }, null],
  ['x3', 'FUL', 'Wenbury and Stoke', 'W2', 'AP', 'M3', 'LM', 'TA', 'Cressage Developments Ltd', 'Land south of Stoke Lane, Wenbury', 'dw', { dw: 8, sa: 0.7, area: 760 }, '2025-05-27'],
  ['x4', 'PA', 'Ashworth', 'W2', 'WD', null, 'TV', 'PM', 'Mr C. Yapp', 'Cowhouse at Ashworth Grange, Ashworth', 'pa-q', { dw: 1, area: 130 }, '2025-05-19'],
  ['x5', 'HH', 'Clunford', 'W2', 'AP', null, 'RB', 'GV', 'Mrs E. Jones', 'Ty Gwyn, Clunford Road, Clunford', 'hh-side2', { area: 30 }, null],
  ['x6', 'OUT', 'Westgate', 'W2', 'PD', null, 'SE', 'RP', 'Marcher Homes Ltd', 'Land at Offa Farm, Welsh Road, Wenlow', 'out', { dw: 16, sa: 0.9 }, '2025-04-14'],
  ['x7', 'LBC', 'Wenbury and Stoke', 'W2', 'PD', null, null, 'HC', 'Mr V. Ashby', 'Wenbury Hall, Wenbury', 'lbc-windows', {}, '2025-09-15'],
  ['h1', 'PA', 'Llan-y-ffin', 'H', 'AP', null, 'RB', 'GV', 'Mr I. Meredith', 'Barn at Cwm Farm, Llan-y-ffin', 'pa-q', { dw: 1, area: 142 }, null],
  ['h2', 'HH', 'Llan-y-ffin', 'H', 'AP', null, 'PL', 'SB', 'Mrs N. Bevan', 'Ty Newydd, Capel Lane, Llan-y-ffin', 'hh-rear2', { area: 34 }, null],
  ['h3', 'HH', 'Ridgeway', 'H', 'PD', null, 'OD', 'SB', 'Mr and Mrs K. Powell', 'Hill Top Cottage, Ridgeway Road, Ridgeway', 'hh-garage', { area: 24 }, '2025-09-22'],
  ['h4', 'FUL', 'Ridgeway', 'H', 'RF', null, 'CF', 'GV', 'Mr T. Gittins', 'Field OS 4521, Burrow Lane, Ridgeway', 'dw', { dw: 1, sa: 0.15, area: 1940, areaUnit: 'sq ft' }, '2025-03-10'],
  ['h5', 'LBC', 'Llan-y-ffin', 'H', 'AP', null, 'PL', 'DO', "St Tysilio's Church PCC", "St Tysilio's Church, Llan-y-ffin", 'lbc-roof', {}, null],
  ['h6', 'HH', 'Llan-y-ffin', 'H', 'RF', null, 'RB', 'GV', 'Mr L. Evans', 'Bryn Glas, Pentre Road, Llan-y-ffin', 'hh-roof', { area: 44 }, null],
  ['h7', 'FUL', 'Ridgeway', 'H', 'AP', null, 'CF', 'GV', 'J. & M. Lewis', 'Ridgeway Farm, Ridgeway', 'agri', { area: 5810, areaUnit: 'sq ft' }, null],
  ['j1', 'FUL', 'Brookside', 'J', 'AP', 'M2', 'HB', 'RP', 'Bellhouse Homes Ltd', 'Land off Station Road, Wenlow', 'dw', { dw: 24, sa: 1.1, area: 2230 }, '2025-02-17'],
  ['j2', 'HH', 'Castle', 'J', 'AP', null, 'HB', 'SB', 'Mr and Mrs P. Singh', '6 Castle Walk, Wenlow', 'hh-rear2', { area: 410, areaUnit: 'sq ft' }, null],
  ['j3', 'ADV', 'Abbey', 'J', 'AP', null, null, 'GE', 'Costwise Supermarkets Ltd', 'Costwise, Abbey Road, Wenlow', 'adv-totem', {}, null],
  ['j4', 'HH', 'Westgate', 'J', 'AP', null, 'OD', 'SB', 'Mr D. Kerr', '19 Welsh Road, Wenlow', 'hh-side2', { area: 450, areaUnit: 'sq ft' }, null],
  ['j5', 'FUL', 'Ridgeway', 'J', 'AP', null, 'PL', 'GV', 'Ms R. Hamlett', 'Land adjacent to Hill Top Farm, Ridgeway', 'dw', { dw: 2, sa: 0.2, area: 210 }, null],
  ['j6', 'HH', 'Llan-y-ffin', 'J', 'AP', null, 'RB', 'SB', 'Mr and Mrs D. Jenkins', 'Pen-y-bryn, Capel Lane, Llan-y-ffin', 'hh-rear1', { area: 290, areaUnit: 'sq ft' }, null],
  ['j7', 'PA', 'Ridgeway', 'J', 'AP', null, 'CF', 'GV', 'Mr H. Bufton', 'Upper Burrow Farm, Ridgeway', 'pa-agri', { area: 372 }, null],
  ['j8', 'FUL', 'Llan-y-ffin', 'J', 'PD', null, 'PL', 'GV', 'Cwm Barns Ltd', 'Cwm Barns, Llan-y-ffin', 'holiday', { area: 2260, areaUnit: 'sq ft' }, '2025-08-04'],
];
const PROPOSAL = {
  'hh-rear1': (a) => `Erection of single-storey rear extension`,
  'hh-rear2': (a) => `Erection of two-storey rear extension`,
  'hh-side2': (a) => `Erection of two-storey side extension`,
  'hh-loft': (a) => `Loft conversion with rear dormer window`,
  'hh-garage': (a) => `Erection of detached double garage with store over`,
  'hh-porch': (a) => `Erection of front porch`,
  'hh-cons': (a) => `Replacement conservatory`,
  'hh-roof': (a) => `Raising of roof height to form first-floor accommodation`,
  dw: (a) => (a.dw === 1 ? 'Erection of one detached dwelling with new access' : `Erection of ${a.dw} dwellings with associated access, parking and landscaping`),
  out: (a) => `Outline application for up to ${a.dw} dwellings with all matters reserved except access`,
  rem: (a) => `Approval of reserved matters (appearance, landscaping, layout and scale) for ${a.dw} dwellings pursuant to outline permission ${a.key === 'y3' ? '22/01184/OUT' : '23/00871/OUT'}`,
  bank: (a) => `Change of use of former bank (Class E) to bar and restaurant (sui generis) with rear smoking shelter`,
  shop: (a) => `Change of use and extension of former schoolroom to community shop and café`,
  hall: (a) => `Single-storey extension to village hall to form meeting room and accessible WC`,
  farmshop: (a) => `Erection of farm shop and café with 42-space car park`,
  industrial: (a) => `Erection of industrial unit (Use Classes E(g)(iii), B2 and B8) with service yard`,
  hotel: (a) => `Three-storey extension to hotel to form 16 additional bedrooms`,
  agri: (a) => `Erection of agricultural building for livestock housing`,
  holiday: (a) => `Conversion of stone outbuildings to 3 holiday lets`,
  'lbc-int': (a) => `Internal alterations including removal of partition walls and new kitchen`,
  'lbc-windows': (a) => `Replacement of 6 timber sash windows and installation of secondary glazing`,
  'lbc-roof': (a) => `Repairs to roof and rebuilding of chimney stack`,
  'adv-fascia': (a) => `Display of 2 internally illuminated fascia signs and 1 projecting sign`,
  'adv-totem': (a) => `Display of 1 internally illuminated totem sign`,
  'pa-q': (a) => `Prior approval for change of use of agricultural building to ${a.dw === 1 ? '1 dwellinghouse' : `${a.dw} dwellinghouses`} (Class Q)`,
  'pa-agri': (a) => `Prior notification for erection of agricultural building (Part 6, Class A)`,
};

const apps = APPS.map(([key, type, ward, layout, dec, meet, agent, officer, applicant, site, kind, nums, recv]) => {
  const a = { key, type, ward, layout, dec, meet, agent, officer, applicant, site, kind, recv, ...nums };
  a.dw = a.dw ?? 0;
  if (a.area != null) a.m2 = a.areaUnit === 'sq ft' ? r4(a.area * SQFT) : a.area;
  if (a.sa != null) a.ha = a.saUnit === 'acres' ? r4(a.sa * ACRE) : a.sa;
  a.level = dec === 'AP' || dec === 'RF' ? (meet ? 'Committee' : 'Delegated') : null;
  a.decision = { AP: 'Approved', RF: 'Refused', WD: 'Withdrawn', PD: 'Pending' }[dec];
  return a;
});
const A = Object.fromEntries(apps.map((a) => [a.key, a]));

// received dates: fixed ones kept; decided ones early enough to have been decided, pending ones late
for (const a of apps) {
  if (a.recv) continue;
  if (a.dec === 'PD') a.recv = `2025-0${r.int(8, 9)}-${pad(r.int(1, 24))}`;
  else a.recv = `2025-0${r.int(1, 6)}-${pad(r.int(2, 27))}`;
}
// weekends move to the Monday
for (const a of apps) {
  const d = new Date(`${a.recv}T12:00:00Z`).getUTCDay();
  if (d === 0) a.recv = addDays(a.recv, 1);
  if (d === 6) a.recv = addDays(a.recv, 2);
}
const FIXED_DECISION = { a5: '2025-04-01', b1: '2025-03-20', n5: '2025-04-10', n3: '2025-04-22', h4: '2025-05-08', b5: '2025-07-03', y5: '2025-05-02', w3: '2025-06-02', x4: '2025-07-14' };
for (const a of apps) {
  if (a.dec === 'PD') continue;
  if (a.meet) a.decided = MEET[a.meet];
  else if (FIXED_DECISION[a.key]) a.decided = FIXED_DECISION[a.key];
  else {
    let d = addDays(a.recv, r.int(38, 77));
    const wdN = new Date(`${d}T12:00:00Z`).getUTCDay();
    if (wdN === 0) d = addDays(d, 1);
    if (wdN === 6) d = addDays(d, 2);
    a.decided = d;
  }
}
A.j4.decided = addDays(A.j4.recv, 53); // not exactly eight weeks
// reference numbers in order of receipt
apps.sort((x, y) => x.recv.localeCompare(y.recv) || x.key.localeCompare(y.key));
{
  let n = 4;
  for (const a of apps) {
    n += r.int(7, 21);
    a.ref = `25/${pad(n, 5)}/${a.type}`;
  }
}

// conditions of approvals
const CONDITIONS = [
  'The development hereby permitted shall be begun before the expiration of three years from the date of this permission.',
  'The development shall be carried out strictly in accordance with the approved plans and documents listed in the schedule.',
  'No development above slab level shall take place until samples of the external facing and roofing materials have been submitted to and approved in writing by the Local Planning Authority.',
  'The first-floor window in the side elevation shall be glazed with obscure glass (Pilkington Level 4 or equivalent) and retained as such.',
  'Construction works shall only take place between 08:00 and 18:00 Monday to Friday and 08:00 and 13:00 on Saturdays.',
  'No development shall commence until a scheme for the disposal of foul and surface water has been approved in writing.',
  'The access shall be laid out with visibility splays of 2.4 m by 43 m in each direction before first use.',
  'The development shall be carried out in accordance with the recommendations of the submitted ecological appraisal.',
  'A scheme of hard and soft landscaping shall be submitted and approved before first occupation.',
  'Each dwelling shall be provided with an electric vehicle charging point before first occupation.',
  'No development shall commence until a Construction Environmental Management Plan has been approved in writing.',
  'No development shall take place until a programme of archaeological work has been secured.',
  'The parking and turning areas shown on the approved plans shall be provided before first use and retained thereafter.',
  'Tree protection fencing shall be erected in accordance with BS 5837:2012 before any works commence.',
  'No external lighting shall be installed other than in accordance with a scheme approved in writing.',
  'Notwithstanding the Town and Country Planning (General Permitted Development) (England) Order 2015, no extensions shall be erected without planning permission.',
  'A Biodiversity Net Gain plan shall be submitted and approved before development commences.',
  'Secure covered cycle storage shall be provided before first occupation.',
  'Bin storage shall be provided in accordance with the approved plans before first occupation.',
  'Any contamination found during the works shall be reported to the Local Planning Authority within 48 hours.',
  'Noise from plant and machinery shall not exceed 5 dB above background levels at the nearest dwelling.',
  'The opening hours of the premises shall be restricted to 08:00–22:00.',
  'Sound insulation between floors shall be installed in accordance with the approved scheme.',
  'Details of the bat and bird boxes shall be submitted and installed before first occupation.',
  'The advertisements shall be displayed in accordance with the five standard conditions of Schedule 2 of the Advertisement Regulations.',
];
const REASONS = {
  ADV: ['The totem sign, by reason of its height, size and illumination, would be an incongruous and visually intrusive feature in the street scene, harmful to amenity.'],
  FUL: [
    'The site lies outside the development boundary of Wenlow and the proposal is not one of the forms of development supported in the countryside by Policy SP1.',
    'The proposed access would not provide adequate visibility onto Station Road, to the detriment of highway safety.',
  ],
  default: [
    'The proposal, by reason of its scale, massing and siting, would have an overbearing impact on the occupiers of neighbouring properties, contrary to Policy DM3 of the Marchdale Local Plan 2016-2036.',
    'The proposal would cause harm to the character and appearance of the area, contrary to Policies SP6 and DM1.',
    'Insufficient information has been submitted to demonstrate that the development would not harm protected species.',
  ],
};
for (const a of apps) {
  if (a.dec !== 'AP') continue;
  const rng2 = { HH: [3, 5], LBC: [3, 5], ADV: [5, 5], PA: a.kind === 'pa-q' ? [2, 4] : [1, 2], REM: [4, 9], OUT: [18, 26] }[a.type];
  if (rng2) a.conds = r.int(...rng2);
  else if (a.dw >= 10 || (a.m2 ?? 0) >= 1000) a.conds = r.int(14, 24);
  else if (a.kind === 'agri') a.conds = r.int(3, 5);
  else a.conds = r.int(6, 12);
}
A.y1.conds = 21;
A.j1.conds = 19;
A.w2.conds = 14;
A.m2.conds = 17;
A.y4.conds = 16;
A.y3.conds = 8;
A.x3.conds = 12;
A.m4.conds = 7;
A.a6.conds = 11;

// fees (the April 2025 scale, simplified by the department's own fee calculator)
function feeOf(a) {
  switch (a.type) {
    case 'HH': return 528;
    case 'LBC': return 0;
    case 'ADV': return a.kind === 'adv-totem' ? 165 : 578;
    case 'PA': return a.kind === 'pa-q' ? 258 * a.dw : 120;
    case 'OUT': {
      const ha = a.ha;
      return ha <= 2.5 ? 624 * Math.ceil(ha / 0.1 - 1e-9) : 15433 + 186 * Math.ceil((ha - 2.5) / 0.1 - 1e-9);
    }
    case 'REM':
    case 'FUL':
      if (a.dw > 0) return a.dw <= 10 ? 624 * a.dw : 6182 + 187 * (a.dw - 10);
      if (a.kind === 'agri') return a.m2 <= 465 ? 120 : 624 + 624 * Math.ceil((a.m2 - 540) / 540 - 1e-9);
      if (a.kind === 'bank' || a.kind === 'shop' || a.kind === 'holiday') return 624 * (a.kind === 'holiday' ? 3 : 1);
      return a.m2 <= 40 ? 321 : 624 * Math.ceil(a.m2 / 75 - 1e-9);
    default: throw new Error(a.type);
  }
}
for (const a of apps) a.fee = feeOf(a);

// parish responses: set for committee items and the Welsh parish, drawn for the rest
const RESP_FIXED = {
  y1: 'Object', y2: 'Object', y3: 'No objection', y4: 'Object', y5: 'Object', m1: 'Object', m2: 'Support', m3: 'Object', m4: 'Support', a6: 'Support',
  w2: 'No objection', x3: 'Object', j1: 'No objection', x6: 'Object', h1: 'Support', h2: 'No objection', h5: 'Support', h6: 'Object', j6: 'No comment',
  j8: 'Object', h4: 'Object', n3: 'Object', a5: 'No objection', b1: 'Object', b5: 'Support', h3: null, x7: null, w5: null,
};
for (const a of apps) {
  if (a.key in RESP_FIXED) a.parishResp = RESP_FIXED[a.key];
  else a.parishResp = r.weighted([['No objection', 0.42], ['Support', 0.16], ['Object', 0.12], ['No comment', 0.12], [null, 0.18]]);
}
// statutory consultees: [consultee, code] rows; objectors are those with OBJ
const CONSULTEES = {
  HA: ['Highway Authority', 'Marchshire County Council (Highway Authority)'],
  EA: ['Environment Agency', 'Environment Agency — West Midlands'],
  HE: ['Historic England', 'Historic England'],
  NE: ['Natural England', 'Natural England'],
  LLFA: ['Lead Local Flood Authority', 'Marchshire CC (Lead Local Flood Authority)'],
  WW: ['Welsh Water', 'Dŵr Cymru Welsh Water'],
  ST: ['Severn Trent', 'Severn Trent Water'],
  ECO: ['Council Ecologist', 'MDC Ecology'],
};
const CONSULT = {
  y1: [['HA', 'NOBC'], ['LLFA', 'NOBC'], ['ECO', 'COM']],
  y2: [['HA', 'OBJ'], ['LLFA', 'OBJ'], ['ST', 'NOBC']],
  y3: [['HA', 'NOB'], ['ECO', 'NOBC']],
  y4: [['HA', 'NOBC'], ['ST', 'NOB']],
  y5: [['EA', 'OBJ'], ['HA', 'NOBC']],
  m1: [['HA', 'NOB']],
  m2: [['HA', 'NOBC'], ['LLFA', 'NOB']],
  m3: [['HA', 'OBJ'], ['ECO', 'COM']],
  m4: [['HA', 'NOB'], ['WW', 'NOB']],
  n2: [['HE', 'NOB']],
  n3: [['HA', 'NOB'], ['ECO', 'COM']],
  a4: [['HE', 'COM']],
  a6: [['HA', 'OBJ'], ['EA', 'NOB']],
  b2: [['HA', 'NOBC'], ['WW', 'NOBC']],
  b6: [['EA', 'OBJ'], ['HA', 'NOBC']],
  w2: [['HE', 'COM'], ['HA', 'NOB']],
  w5: [['HE', 'OBJ']],
  w7: [['HA', 'NOBC'], ['ST', 'NOB']],
  x3: [['ECO', 'OBJ'], ['HA', 'NOBC'], ['NE', 'NOB']],
  x6: [['HA', 'OBJ'], ['ST', 'NOBC']],
  x7: [['HE', 'NOB']],
  h4: [['HA', 'NOB'], ['NE', 'COM']],
  h5: [['HE', 'NOB']],
  h7: [['EA', 'NOBC']],
  j1: [['LLFA', 'OBJ'], ['HA', 'NOBC'], ['ECO', 'NOB']],
  j5: [['WW', 'NOB']],
  j8: [['WW', 'OBJ'], ['NE', 'NOB']],
};
// committee: officer recommendation and votes
const COMMITTEE = {
  y1: ['Approve', [8, 2, 1]], m1: ['Approve', [4, 7, 0]], a6: ['Approve', [11, 0, 0]],
  y2: ['Refuse', [10, 0, 1]], m2: ['Approve', [9, 1, 1]], w2: ['Approve', [11, 0, 0]], j1: ['Approve', [7, 3, 1]], m3: ['Approve', [3, 8, 0]],
  y3: ['Approve', [9, 0, 2]], y4: ['Approve', [6, 4, 1]], x3: ['Refuse', [6, 5, 0]], m4: ['Approve', [11, 0, 0]],
};

// ------------------------------------------------------------------ application facts
function appFacts(a, file, s = {}, skip = []) {
  const F = (attr, value, unit, stated) => {
    if (skip.includes(attr)) return;
    corpus.fact(a.ref, 'application', attr, value, unit, stated ?? s[attr] ?? '', file);
  };
  F('type', TYPE[a.type], '');
  F('ward', a.ward, 'place', s.ward ?? (a.layout === 'W2' ? a.ward.toUpperCase() : a.ward));
  F('site', a.site, 'text', s.site ?? '');
  F('applicant', a.applicant, 'text');
  F('agent', a.agent ? AGENTS[a.agent].name : '', 'text');
  F('officer', OFFICERS[a.officer].name, 'person');
  F('received', a.recv, 'date');
  F('dwellings', a.dw, '');
  if (a.m2 != null) F('floor_area', a.m2, 'm2');
  if (a.ha != null) F('site_area', a.ha, 'ha');
  if (!skip.includes('fee')) F('fee', a.fee, 'GBP');
  F('decision', a.decision, '');
  if (a.decided) F('decision_date', a.decided, 'date');
  if (a.level) F('level', a.level, '');
  if (a.conds != null) F('conditions', a.conds, '');
}
const areaText = (a) => (a.areaUnit === 'sq ft' ? `${group(a.area)} sq ft` : `${group(a.area)} m²`);
const siteText = (a) => (a.saUnit === 'acres' ? `${a.sa} acres` : `${a.sa} ha`);
const agentName = (a) => (a.agent ? AGENTS[a.agent].name : '');
const byLayout = (l) => apps.filter((x) => x.layout === l);
const refFile = (a) => a.ref.replace(/\//g, '-');
const propText = (a) => PROPOSAL[a.kind](a);

// (A) case sheets, label set A
byLayout('A').forEach((a, k) => {
  const file = `applications/case-sheets/${refFile(a)}.md`;
  const dec = { Approved: L(k, ['Approved subject to conditions', 'Granted', 'Approve with conditions']), Refused: 'Refused', Pending: 'Pending consideration' }[a.decision];
  const dateStyle = L(k, ['long', 'short', 'long']);
  const rows = [
    ['Reference', a.ref], ['Application type', { HH: 'Householder', FUL: 'Full planning permission', LBC: 'Listed building consent', PA: a.kind === 'pa-q' ? 'Prior approval (Class Q)' : 'Prior notification (agricultural)', ADV: 'Advertisement consent' }[a.type]],
    ['Site address', a.site], ['Ward', a.ward], ['Parish', W[a.ward].parish], ['Proposal', propText(a)], ['Applicant', a.applicant],
    ['Agent', a.agent ? AGENTS[a.agent].name : 'None (applicant)'], ['Case officer', OFFICERS[a.officer].name],
    ['Received', fmtDate(a.recv, dateStyle)], ['Fee paid', a.fee ? gbp(a.fee) : 'Nil (no fee for LBC)'],
  ];
  if (a.m2 != null) rows.push(['New floorspace (GIA)', areaText(a)]);
  if (a.dw) rows.push(['Net additional dwellings', String(a.dw)]);
  rows.push(['Decision', dec]);
  if (a.decided) rows.push(['Decision date', fmtDate(a.decided, dateStyle)], ['Decided under', a.level === 'Committee' ? 'Planning Committee' : 'Delegated powers']);
  if (a.conds != null) rows.push(['Conditions', `${a.conds}`]);
  const s = {
    site: a.site, received: fmtDate(a.recv, dateStyle), fee: a.fee ? gbp(a.fee) : 'Nil', floor_area: a.m2 != null ? areaText(a) : '', dwellings: a.dw ? `Net additional dwellings: ${a.dw}` : '',
    decision: dec, decision_date: a.decided ? fmtDate(a.decided, dateStyle) : '', level: a.level === 'Committee' ? 'Planning Committee' : a.level ? 'Delegated powers' : '',
    conditions: a.conds != null ? `Conditions: ${a.conds}` : '', agent: agentName(a),
  };
  appFacts(a, file, s);
  const notes = [
    a.decision === 'Pending' ? 'Site visit booked; neighbour consultation expires shortly. No amended plans requested yet.' : 'Site visited. Neighbour letters sent to adjoining occupiers and a site notice posted.',
    a.type === 'LBC' ? 'Grade II listed; Conservation Officer comments incorporated.' : a.type === 'ADV' ? 'Assessed against amenity and public safety only.' : 'Assessed against Policies SP6, DM1 and DM3 of the Local Plan.',
  ];
  corpus.write(file, [`# Case sheet — ${a.ref}`, '', ...rows.map(([k2, v]) => `${k2}: ${v}`), '', '## Officer notes', '', ...notes, ''].join('\n'));
});

// (B) legacy case sheets, label set B
byLayout('B').forEach((a, k) => {
  const file = `applications/legacy-sheets/${refFile(a)}.md`;
  const typeB = { HH: 'HH (householder)', FUL: 'FUL (full)', LBC: 'LBC', PA: 'PA (prior approval, Class Q)' }[a.type];
  const out = { Approved: 'GRANTED', Refused: 'REFUSED', Pending: 'UNDER CONSIDERATION' }[a.decision];
  const lines = [
    'APPLICATION SUMMARY (legacy template)', '====================================', '',
    `App no.: ${a.ref}`, `Type: ${typeB}`, `Location: ${a.site}`, `Ward / parish: ${a.ward} / ${W[a.ward].parish}`, `Description of development: ${propText(a)}`,
    `Applicant name: ${a.applicant}`, `Agent / architect: ${a.agent ? AGENTS[a.agent].name : '—'}`, `Officer: ${initialSurname(OFFICERS[a.officer].name)}`,
    `Date received: ${uk(a.recv)}`, `Planning fee: ${a.fee ? `${group(a.fee, 2)} GBP` : 'exempt'}`,
  ];
  if (a.m2 != null) lines.push(`Floorspace: ${a.areaUnit === 'sq ft' ? `${group(a.area)} sq ft` : `${a.area} sq m`}`);
  if (a.ha != null) lines.push(`Site area: ${a.ha} ha`);
  lines.push(`Units: ${a.dw}`, `Outcome: ${out}`);
  if (a.decided) lines.push(`Date of decision: ${dmy(a.decided)}`, `Level: DEL`);
  lines.push(`No. of conditions: ${a.conds != null ? a.conds : 'n/a'}`);
  const s = {
    site: a.site, officer: initialSurname(OFFICERS[a.officer].name), received: uk(a.recv), fee: a.fee ? `${group(a.fee, 2)} GBP` : 'exempt',
    floor_area: a.m2 != null ? (a.areaUnit === 'sq ft' ? `${group(a.area)} sq ft` : `${a.area} sq m`) : '', site_area: a.ha != null ? `${a.ha} ha` : '',
    dwellings: `Units: ${a.dw}`, decision: out, decision_date: a.decided ? dmy(a.decided) : '', level: a.decided ? 'Level: DEL' : '',
    conditions: a.conds != null ? `No. of conditions: ${a.conds}` : '', agent: agentName(a),
  };
  appFacts(a, file, s);
  lines.push('', L(k, ['File note: plans checked against the Land Registry title.', 'File note: CIL form received (exempt).', 'File note: amended plans received after the site visit.']), '');
  corpus.write(file, lines.join('\n'));
});

// (N) decision notices
byLayout('N').forEach((a, k) => {
  const file = `decision-notices/${refFile(a)}.txt`;
  const kindOf = { LBC: 'LISTED BUILDING CONSENT', ADV: 'ADVERTISEMENT CONSENT', PA: 'PRIOR APPROVAL', REM: 'APPROVAL OF RESERVED MATTERS' }[a.type] ?? 'PLANNING PERMISSION';
  const act = a.type === 'LBC' ? 'Planning (Listed Buildings and Conservation Areas) Act 1990' : 'Town and Country Planning Act 1990';
  const prop = a.m2 != null ? `${propText(a)} (approx. ${areaText(a)} GIA)` : propText(a);
  const lines = [
    COUNCIL.toUpperCase(), act, a.type === 'ADV' ? 'Town and Country Planning (Control of Advertisements) (England) Regulations 2007' : 'Town and Country Planning (Development Management Procedure) (England) Order 2015', '',
    `NOTICE OF DECISION — ${a.dec === 'AP' ? '' : 'REFUSAL OF '}${kindOf}`, '',
    `Application No: ${a.ref}`, `Applicant: ${a.applicant}`, `Agent: ${a.agent ? AGENTS[a.agent].name : 'n/a'}`, `Site: ${a.site}`, `Ward: ${a.ward}`, `Proposal: ${prop}`,
    `Date valid: ${uk(a.recv)}`, '',
  ];
  if (a.dec === 'AP') {
    lines.push(`${COUNCIL}, in pursuance of its powers under the above Act, hereby ${a.type === 'PA' ? 'GIVES PRIOR APPROVAL' : a.type === 'LBC' ? 'GRANTS LISTED BUILDING CONSENT' : 'GRANTS PERMISSION'} for the development described above, subject to the following conditions:`, '');
    const pool = a.type === 'ADV' ? [CONDITIONS[24]] : CONDITIONS.slice(0, 24);
    const picked = [pool[0], pool[1], ...r.sample(pool.slice(2), 30)].slice(0, a.conds);
    picked.forEach((c, i) => lines.push(`${i + 1}. ${c}`));
    lines.push('', 'The reasons for these conditions are set out in the officer report.');
  } else {
    lines.push(`${COUNCIL}, in pursuance of its powers under the above Act, hereby REFUSES ${a.type === 'ADV' ? 'CONSENT' : 'PERMISSION'} for the development described above for the following reason(s):`, '');
    (REASONS[a.type] ?? REASONS.default).forEach((t, i) => lines.push(`${i + 1}. ${t}`));
  }
  lines.push('', `Date of decision: ${fmtDate(a.decided, 'long')}`, '', 'This decision was taken under delegated powers by the Head of Planning and Regulatory Services.',
    `Case officer: ${OFFICERS[a.officer].name}`, '', 'NOTES TO APPLICANT: If you are aggrieved by this decision you may appeal to the Planning Inspectorate within 12 weeks (householder) or 6 months (other) of the date of this notice.', '');
  const s = {
    site: a.site, received: uk(a.recv), floor_area: a.m2 != null ? areaText(a) : '', site_area: '', fee: '', dwellings: a.dw ? `${a.dw}` : '',
    decision: a.dec === 'AP' ? 'hereby' : 'REFUSES', decision_date: fmtDate(a.decided, 'long'), level: 'delegated powers', conditions: a.conds != null ? `${a.conds}. ` : '', agent: agentName(a),
  };
  appFacts(a, file, s, ['site_area', 'fee']);
  corpus.write(file, lines.join('\n'));
});

// (M) committee minutes: items stated only here + decisions of committee items held elsewhere
const minutesFile = (m) => `committee/minutes-planning-committee-${MEET[m]}.md`;
const committeeItems = { M1: [], M2: [], M3: [] };
for (const a of apps) if (a.meet) committeeItems[a.meet].push(a);
const CHAIR = { M1: 'Cllr Huw Bowen', M2: 'Cllr Huw Bowen', M3: 'Cllr Sarah Lowe' };
const feeReceiptApps = [];
for (const m of ['M1', 'M2', 'M3']) {
  const file = minutesFile(m);
  const date = MEET[m];
  const out = [
    `# ${COUNCIL} — Planning Committee`, '', `Minutes of the meeting held on ${fmtDate(date, 'long')} at 2.00 pm in the Council Chamber, Guildhall, Wenlow.`, '',
    `Present: ${CHAIR[m]} (Chair), Cllrs Astley, Beddow, Davies, Hamer, Ingram, Mainwaring, Morris, Pritchard, Shah, Tench${m === 'M3' ? ', Watkins' : ', Lowe'}.`,
    `Officers: Head of Planning (Diane Marsh), Legal Adviser (Ross Kettle), Democratic Services (Amy Lock) and the case officers named below.`, '',
    '## Apologies and declarations', '', m === 'M2' ? 'Apologies from Cllr Watkins. Cllr Ingram declared a non-pecuniary interest in the Wenlow Castle Hotel item as a member of the Civic Society and left the room for that item.' : 'None received. No declarations of interest.', '',
    '## Planning applications', '',
  ];
  committeeItems[m].sort((x, y) => x.ref.localeCompare(y.ref)).forEach((a, k) => {
    const o = OFFICERS[a.officer].name;
    const [rec, [forV, against, abst]] = COMMITTEE[a.key];
    const verb = a.dec === 'AP' ? (a.type === 'OUT' ? 'grant outline planning permission' : a.type === 'REM' ? 'approve the reserved matters' : 'grant planning permission') : a.type === 'OUT' ? 'refuse outline planning permission' : 'refuse planning permission';
    const recWord = rec === 'Approve' ? 'approval' : 'refusal';
    const overturn = (rec === 'Approve') !== (a.dec === 'AP');
    out.push(`### ${k + 1}. ${a.ref} — ${a.site}`, '');
    const paras = [];
    if (a.layout === 'M') {
      // the item's own record: everything in sentences
      const dwTxt = a.dw ? `${words(a.dw)} dwellings` : '';
      const area = a.key === 'm2' ? `approximately ${group(a.m2)} m² of floorspace` : a.m2 != null ? `${group(a.m2)} square metres of floorspace` : '';
      const siteTxt = a.ha != null ? ` on a site of ${a.ha} hectares` : '';
      paras.push(`The application, received on ${fmtDate(a.recv, 'long')}, was made by ${a.applicant}${a.agent ? ` through their agent ${AGENTS[a.agent].name}` : ''} and seeks ${a.type === 'OUT' ? 'outline permission' : 'permission'} for ${a.type === 'OUT' ? `up to ${dwTxt}${siteTxt} with all matters reserved except access` : a.dw ? `${dwTxt} (${area})${siteTxt}` : `${propText(a).charAt(0).toLowerCase()}${propText(a).slice(1)}, providing ${area}`}. The site lies in ${a.ward} ward.`);
      paras.push(`${o}, the case officer, presented the report and recommended ${recWord}. ${L(k, ['An update sheet reported two further letters of objection.', 'The agent spoke in support; one objector spoke against.', 'The parish council representative addressed the committee.'])}`);
      const s = {
        site: a.site, received: fmtDate(a.recv, 'long'), agent: agentName(a), officer: o, dwellings: a.dw ? words(a.dw) : '', floor_area: area ? (a.key === 'm2' ? `${group(a.m2)} m²` : `${group(a.m2)} square metres`) : '',
        site_area: a.ha != null ? `${a.ha} hectares` : '', decision: a.dec === 'AP' ? 'RESOLVED' : 'RESOLVED', decision_date: fmtDate(date, 'long'), level: 'Planning Committee', conditions: a.conds != null ? `${words(a.conds)} conditions` : '',
      };
      appFacts(a, file, s, ['fee']);
      feeReceiptApps.push(a);
    } else {
      paras.push(`${propText(a)}. ${o} presented the report${a.layout === 'Y' ? ' (major application)' : ''} and recommended ${recWord}.`);
    }
    const votes = `${forV} votes for, ${against} against${abst ? `, ${abst} abstention${abst > 1 ? 's' : ''}` : ''}`;
    const condTxt = a.dec === 'AP' ? ` subject to the ${a.layout === 'M' ? words(a.conds) : a.conds} conditions set out in the report${a.type === 'OUT' || a.dw >= 10 ? ' and the completion of a Section 106 agreement' : ''}` : '';
    const reasonTxt = a.dec === 'RF' && overturn ? ' Members considered that the harm to the character of the area and to highway safety outweighed the benefits, contrary to the officer recommendation.' : '';
    const forReasons = a.dec === 'RF' && !overturn ? ' for the reasons set out in the report' : '';
    paras.push(`RESOLVED (${votes}): That the committee ${overturn ? 'did not accept the recommendation and ' : ''}resolved to ${verb}${condTxt}${forReasons}.${reasonTxt}`);
    out.push(...paras.flatMap((p) => [p, '']));
    corpus.also(a.ref, 'application', 'officer_recommendation', rec, '', `recommended ${recWord}`, file);
    if (a.layout !== 'M' && ['W1', 'W2', 'Y'].includes(a.layout) && !['y1', 'y2', 'y3'].includes(a.key)) {
      // y4, w2, x3: the decision is only here
      corpus.also(a.ref, 'application', 'decision', a.decision, '', a.dec === 'AP' ? `resolved to ${verb}` : verb, file);
      corpus.also(a.ref, 'application', 'decision_date', a.decided, 'date', fmtDate(date, 'long'), file);
      corpus.also(a.ref, 'application', 'level', 'Committee', '', 'Planning Committee', file);
      if (a.conds != null) corpus.also(a.ref, 'application', 'conditions', a.conds, '', `${a.conds} conditions`, file);
    }
  });
  out.push('## Any other business', '', L(['M1', 'M2', 'M3'].indexOf(m), [
    'The Head of Planning reported that the Council determined 91% of major applications within 13 weeks in the last quarter. Next meeting: 11 June 2025.',
    'Members noted the appeal decisions received since the last meeting. Next meeting: 3 September 2025.',
    'Members asked for a briefing on the Local Plan review (Regulation 18 consultation from 6 October 2025). Next meeting: 15 October 2025.',
  ]), '', `The meeting closed at ${L(['M1', 'M2', 'M3'].indexOf(m), ['4.25 pm', '5.10 pm', '4.40 pm'])}.`, '');
  corpus.write(file, out.join('\n'));
}

// (W1) weekly list CSV with a preamble (status only)
{
  const file = 'weekly-lists/weekly-list-validated-apps-2025.csv';
  const xs = byLayout('W1').sort((x, y) => x.ref.localeCompare(y.ref));
  const status = (a) => ({ PD: 'Pending consideration', WD: 'Withdrawn', AP: 'Decided', RF: 'Decided' }[a.dec]);
  const rows = xs.map((a) => {
    const prop = a.m2 != null ? `${propText(a)} (${a.area} sq m)` : a.dw ? propText(a) : propText(a);
    const s = { site: a.site, received: uk(a.recv), floor_area: a.m2 != null ? `${a.area} sq m` : '', dwellings: a.dw ? `${a.dw} dwellings` : '', site_area: '', decision: a.dec === 'PD' ? 'Pending consideration' : '', agent: agentName(a) };
    // decisions of the decided ones are in the register or the minutes; withdrawals in e-mails
    appFacts(a, file, s, ['fee', 'site_area', ...(a.dec === 'PD' ? [] : ['decision', 'decision_date', 'level', 'conditions'])]);
    feeReceiptApps.push(a);
    return [a.ref, uk(a.recv), a.ward, W[a.ward].parish, a.site, prop, a.applicant, a.agent ? AGENTS[a.agent].name : '', OFFICERS[a.officer].name, TYPE[a.type], uk(addDays(a.recv, a.dw >= 10 || (a.m2 ?? 0) >= 1000 ? 91 : 56)), status(a)];
  });
  corpus.write(file, `Marchdale District Council - Weekly list of valid planning applications\nPeriod: 01/01/2025 to 30/09/2025 (selected weeks)\nReport run: 03/10/2025 08:12 by planning.support\n\n` +
    delimited(['Reference', 'Date Valid', 'Ward', 'Parish', 'Location', 'Proposal', 'Applicant', 'Agent', 'Case Officer', 'Application Type', 'Target Date', 'Current Status'], rows));
}
// (W2) pipe-delimited weekly list from the back office
{
  const file = 'weekly-lists/uniform-export-validated-2025-09-19.txt';
  const xs = byLayout('W2').sort((x, y) => x.ref.localeCompare(y.ref));
  const rows = xs.map((a) => {
    const stat = { PD: 'PCO', WD: 'WDN', AP: 'DEC', RF: 'DEC' }[a.dec];
    const s = { site: a.site.toUpperCase(), received: a.recv.replace(/-/g, ''), fee: a.fee.toFixed(2), floor_area: a.m2 != null ? String(a.area) : '', site_area: a.ha != null ? String(a.ha) : '', dwellings: String(a.dw), decision: a.dec === 'PD' ? 'PCO' : '', officer: surnameInitial(OFFICERS[a.officer].name), agent: a.agent ? AGENTS[a.agent].short : '' };
    appFacts(a, file, s, a.dec === 'PD' ? [] : ['decision', 'decision_date', 'level', 'conditions']);
    return [a.ref, a.type, a.recv.replace(/-/g, ''), a.ward.toUpperCase(), a.site.toUpperCase(), propText(a), a.applicant, a.agent ? AGENTS[a.agent].short : '', surnameInitial(OFFICERS[a.officer].name), a.fee.toFixed(2), a.m2 != null ? String(a.area) : '', a.ha != null ? String(a.ha) : '', String(a.dw), stat];
  });
  corpus.write(file, `# UNIFORM DC EXPORT | MARCHDALE DC | VALIDATED APPLICATIONS 2025 (WEEKLY LIST ARCHIVE, SAMPLE) | 19/09/2025\n# STATUS: PCO = pending consideration, DEC = decided (see decision notice / register), WDN = withdrawn\n` +
    delimited(['REF', 'APPTYPE', 'DATE_VALID', 'WARD', 'SITE_ADDRESS', 'PROPOSAL', 'APPLICANT', 'AGENT', 'CASE_OFFICER', 'FEE_GBP', 'GIA_SQM', 'SITE_HA', 'UNITS', 'STATUS'], rows, '|'));
}
// the delegated decisions register (decisions of the decided weekly-list applications)
{
  const file = 'registers/delegated-decisions-register-2025.csv';
  const xs = apps.filter((a) => ['W1', 'W2'].includes(a.layout) && (a.dec === 'AP' || a.dec === 'RF') && !a.meet).sort((x, y) => x.decided.localeCompare(y.decided));
  const rows = xs.map((a) => {
    const code = a.dec === 'AP' ? 'PER' : 'REF';
    corpus.also(a.ref, 'application', 'decision', a.decision, '', code, file);
    corpus.also(a.ref, 'application', 'decision_date', a.decided, 'date', uk(a.decided), file);
    corpus.also(a.ref, 'application', 'level', 'Delegated', '', 'DEL', file);
    if (a.conds != null) corpus.also(a.ref, 'application', 'conditions', a.conds, '', '', file);
    return [a.ref, a.site, code, uk(a.decided), 'DEL', a.conds ?? 0, OFFICERS[a.officer].uid];
  });
  corpus.write(file, `"Marchdale District Council"\n"Decisions issued under delegated powers (extract: weekly-list cases)"\n"Generated 03/10/2025 by UNIFORM"\n` +
    delimited(['Application No.', 'Site', 'Decision', 'Decision Date', 'Decision Level', 'Conds', 'Officer ID'], rows) +
    '"Decision codes: PER = permission / consent granted; REF = refused. Level: DEL = delegated, COM = committee."\n');
}
// withdrawal e-mails
for (const a of apps.filter((x) => x.dec === 'WD' && x.layout !== 'Y')) {
  const file = `correspondence/${a.decided}-withdrawal-${refFile(a)}.eml`;
  corpus.also(a.ref, 'application', 'decision', 'Withdrawn', '', 'withdraw', file);
  corpus.also(a.ref, 'application', 'decision_date', a.decided, 'date', fmtDate(a.decided, 'long'), file);
  const from = a.agent ? `${AGENTS[a.agent].principal} <${slug(AGENTS[a.agent].principal).replace('-', '.')}@${slug(AGENTS[a.agent].short).replace(/-/g, '')}.co.uk>` : `${a.applicant} <${slug(a.applicant).replace(/-/g, '')}@btinternet.com>`;
  corpus.write(file, `From: ${from}
To: planning@marchdale.gov.uk
Cc: ${slug(OFFICERS[a.officer].name).replace('-', '.')}@marchdale.gov.uk
Date: ${wd(a.decided)} 10:${pad(r.int(0, 59))}:00 +0100
Subject: ${a.ref} - ${a.site} - withdrawal

Dear ${OFFICERS[a.officer].name.split(' ')[0]},

Further to our telephone conversation, please accept this e-mail as formal notice that we wish to withdraw application ${a.ref} (${propText(a).toLowerCase()}) with effect from today, ${fmtDate(a.decided, 'long')}.

${a.type === 'PA' ? 'Our client intends to submit a full application for the conversion once the structural survey is complete.' : 'We intend to discuss a revised scheme at a pre-application meeting before resubmitting.'}

Kind regards,
${a.agent ? `${AGENTS[a.agent].principal}\n${AGENTS[a.agent].name}` : a.applicant}
`);
}

// (H) public-access search page for Ridgeway and Llan-y-ffin
{
  const file = 'web/public-access-search-ridgeway-llan-y-ffin.html';
  const xs = byLayout('H').sort((x, y) => x.ref.localeCompare(y.ref));
  const rows = xs.map((a) => {
    const prop = a.m2 != null ? `${propText(a)} (approx. ${areaText(a)})` : propText(a);
    const status = { AP: 'Decided', RF: 'Decided', PD: 'Awaiting decision' }[a.dec];
    const decision = { AP: a.type === 'PA' ? 'Prior approval given' : 'Grant subject to conditions', RF: 'Refuse', PD: '' }[a.dec];
    const s = { site: a.site, received: fmtDate(a.recv, 'short'), floor_area: a.m2 != null ? areaText(a) : '', dwellings: a.dw ? (a.dw === 1 ? 'one detached dwelling' : `${a.dw} dwelling`) : '', decision: decision || 'Awaiting decision', decision_date: a.decided ? fmtDate(a.decided, 'short') : '', level: a.decided ? 'Delegated' : '', conditions: a.conds != null ? `${a.conds} conditions` : '', agent: agentName(a) };
    appFacts(a, file, s, ['fee', 'applicant', 'site_area']);
    feeReceiptApps.push(a);
    return `      <tr><td><a href="/online-applications/applicationDetails.do?keyVal=${a.ref.replace(/\//g, '')}">${esc(a.ref)}</a></td><td>${esc(fmtDate(a.recv, 'short'))}</td><td>${esc(a.site)}</td><td>${esc(prop)}</td><td>${esc(a.ward)}</td><td>${esc(status)}</td><td>${esc(decision)}${a.conds != null ? ` (${a.conds} conditions)` : ''}</td><td>${a.decided ? esc(fmtDate(a.decided, 'short')) : ''}</td><td>${a.decided ? 'Delegated' : ''}</td><td>${esc(OFFICERS[a.officer].name)}</td><td>${esc(a.agent ? AGENTS[a.agent].name : '')}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Search results — Planning applications — Marchdale District Council</title></head>
<body>
<header><p>Marchdale District Council — Public Access</p></header>
<main>
<h1>Search results</h1>
<p>Ward: Ridgeway; Llan-y-ffin. Date validated: 01/01/2025 to 30/09/2025. ${xs.length} results.</p>
<table class="searchresults">
  <thead><tr><th>Reference</th><th>Validated</th><th>Address</th><th>Proposal</th><th>Ward</th><th>Status</th><th>Decision</th><th>Decision issued</th><th>Decision level</th><th>Case officer</th><th>Agent</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p class="small">Some older records show floorspace in square feet as submitted by the applicant.</p>
</main>
</body>
</html>
`);
}

// (J) nested JSON export of the back-office API
{
  const file = 'exports/dm-api-export-2025-10-01.json';
  const xs = byLayout('J').sort((x, y) => x.ref.localeCompare(y.ref));
  const recs = xs.map((a) => {
    const decCode = { AP: 'PER', RF: 'REF', PD: null }[a.dec];
    const s = {
      site: a.site, officer: OFFICERS[a.officer].uid, received: `${a.recv}T00:00:00Z`, fee: '', floor_area: '', site_area: '', dwellings: '', decision: decCode ?? 'pending_consideration',
      decision_date: a.decided ? `${a.decided}T00:00:00Z` : '', level: a.level === 'Committee' ? 'COM' : a.level ? 'DEL' : '', conditions: '', agent: a.agent ? AGENTS[a.agent].name : '',
    };
    appFacts(a, file, s);
    return {
      application: { reference: a.ref, type: { code: a.type, description: TYPE[a.type] }, proposal: propText(a) },
      site: { address: a.site, ward: a.ward, ...(a.ha != null ? { area_ha: a.ha } : {}) },
      parties: { applicant: { name: a.applicant }, agent: a.agent ? { company: AGENTS[a.agent].name } : null },
      case_officer_id: OFFICERS[a.officer].uid,
      dates: { received: `${a.recv}T00:00:00Z`, decision: a.decided ? `${a.decided}T00:00:00Z` : null },
      status: a.dec === 'PD' ? 'pending_consideration' : 'decided',
      decision: a.dec === 'PD' ? null : { code: decCode, level: a.level === 'Committee' ? 'COM' : 'DEL', conditions_count: a.conds ?? 0 },
      fees: { amount: a.fee, currency: 'GBP' },
      metrics: { dwellings_net: a.dw, floor_area: a.m2 != null ? { value: a.area, unit: a.areaUnit === 'sq ft' ? 'sq ft' : 'm2' } : null },
    };
  });
  corpus.write(file, JSON.stringify({ export: { system: 'Uniform DM API v2', generated: '2025-10-01T06:00:00Z', filter: 'random sample for the PS1 audit', count: recs.length }, items: recs }, null, 1) + '\n');
}

// (Y) YAML tracker of major applications
{
  const file = 'applications/majors-tracker-2025.yaml';
  const xs = byLayout('Y').sort((x, y) => x.ref.localeCompare(y.ref));
  const out = ['# Major applications tracker — maintained by the Major Projects team', 'tracker: Major applications 2025', 'updated: 2025-10-01', 'applications:'];
  for (const a of xs) {
    const decInHere = ['y1', 'y2', 'y3', 'y5'].includes(a.key);
    const status = a.key === 'y5' ? `Withdrawn by the applicant on ${fmtDate(a.decided, 'long')}` : a.key === 'y4' ? `Reported to committee ${fmtDate(MEET[a.meet], 'long')} - see minutes` : a.dec === 'AP' ? `Approved at committee (S106 signed)` : `Refused at committee - appeal lodged`;
    const s = {
      site: a.site, received: a.recv, site_area: siteText(a), dwellings: `dwellings: ${a.dw}`, fee: `"${gbp(a.fee)}"`.slice(1, -1), floor_area: a.m2 != null ? `${a.m2}` : '',
      decision: decInHere ? (a.key === 'y5' ? 'Withdrawn' : a.dec === 'AP' ? 'Approved' : 'Refused') : '', decision_date: decInHere ? (a.key === 'y5' ? fmtDate(a.decided, 'long') : a.decided) : '', level: decInHere && a.level ? 'committee' : '',
      conditions: decInHere && a.conds != null ? `conditions: ${a.conds}` : '', agent: agentName(a),
    };
    appFacts(a, file, s, decInHere ? [] : ['decision', 'decision_date', 'level', 'conditions']);
    out.push(`  - ref: ${a.ref}`, '    site:', `      address: "${a.site}"`, `      ward: ${a.ward}`, `      area: ${siteText(a)}`, `    proposal: "${propText(a)}"`, `    applicant: ${a.applicant}`,
      `    agent: ${AGENTS[a.agent].name}`, `    officer: ${OFFICERS[a.officer].name}`, '    dates:', `      received: ${a.recv}`, `      target: ${addDays(a.recv, 91)}`);
    if (decInHere) out.push(`      decision: ${a.decided}`);
    out.push('    units:', `      dwellings: ${a.dw}`, `      affordable: ${Math.round(a.dw * (a.type === 'REM' ? 0.25 : 0.2))}`);
    if (a.m2 != null) out.push(`      floorspace_m2: ${a.m2}`);
    out.push(`    fee: "${gbp(a.fee)}"`, `    status: ${status}`);
    if (decInHere && a.conds != null) out.push(`    conditions: ${a.conds}`);
  }
  out.push('');
  corpus.write(file, out.join('\n'));
}

// fee receipts (fees of applications whose own record states none)
{
  const file = 'finance/planning-fee-receipts-2025.csv';
  const xs = [...new Set([...feeReceiptApps, ...byLayout('N')])].filter((a) => a.fee > 0).sort((x, y) => x.recv.localeCompare(y.recv));
  const rows = xs.map((a, i) => {
    corpus.also(a.ref, 'application', 'fee', a.fee, 'GBP', gbp(a.fee), file);
    return [`RCP-${25000 + 37 + i * 3}`, uk(a.recv), a.ref, a.agent ? AGENTS[a.agent].name : a.applicant, gbp(a.fee), L(i, ['Planning Portal', 'BACS', 'Card (phone)', 'Planning Portal'])];
  });
  corpus.write(file, delimited(['Receipt No.', 'Date', 'Reference', 'Payer', 'Amount', 'Method'], rows));
}

// parish and town council responses
const RESP_WORDS = {
  table: { Support: 'Support', Object: 'Object', 'No objection': 'No objection', 'No comment': 'No observations' },
  email: { Support: 'resolved to support', Object: 'resolved to object to', 'No objection': 'raised no objection to', 'No comment': 'made no comment on' },
  blocks: { Support: 'SUPPORTS', Object: 'OBJECTS', 'No objection': 'NO OBJECTION', 'No comment': 'NO COMMENT' },
  letter: { Support: 'supports', Object: 'objects to', 'No objection': 'has no objection to', 'No comment': 'does not wish to comment on' },
  csv: { Support: 'S', Object: 'O', 'No objection': 'NO', 'No comment': 'NC' },
  bullets: { Support: 'support', Object: 'objection', 'No objection': 'no objection', 'No comment': 'no comment' },
  welsh: { Support: 'Cefnogi', Object: 'Gwrthwynebu', 'No objection': 'Dim gwrthwynebiad', 'No comment': 'Dim sylw' },
};
const respApps = (parish) => apps.filter((a) => W[a.ward].parish === parish && a.parishResp).sort((x, y) => x.ref.localeCompare(y.ref));
const meetingAfter = (iso, k) => {
  const d = addDays(iso, 14 + (k % 3) * 3);
  const n = new Date(`${d}T12:00:00Z`).getUTCDay();
  return n === 0 ? addDays(d, 1) : n === 6 ? addDays(d, 2) : d;
};
{
  const file = 'consultations/parish/wenlow-town-council-planning-responses-2025.md';
  const out = ['# Wenlow Town Council — Planning Committee observations 2025', '', 'Observations sent to Marchdale District Council. (Town wards: Castle, Abbey, Westgate, Brookside.)', '', '| Application | Site | Observations | Meeting |', '|---|---|---|---|'];
  respApps('Wenlow Town Council').forEach((a, k) => {
    const w2 = RESP_WORDS.table[a.parishResp];
    const why = a.parishResp === 'Object' ? L(k, [' — overdevelopment', ' — highway safety', ' — loss of amenity', '']) : '';
    corpus.also(a.ref, 'application', 'parish_response', a.parishResp, '', w2, file);
    out.push(`| ${a.ref} | ${a.site} | ${w2}${why} | ${uk(meetingAfter(a.recv, k))} |`);
  });
  out.push('', 'Clerk: Marion Yeomans, Guildhall, Broad Street, Wenlow.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'consultations/parish/ashworth-pc-response-email.eml';
  const xs = respApps('Ashworth Parish Council');
  const lines = xs.map((a, k) => {
    corpus.also(a.ref, 'application', 'parish_response', a.parishResp, '', RESP_WORDS.email[a.parishResp], file);
    return `At its meeting on ${fmtDate(meetingAfter(a.recv, k), 'long')} the Parish Council ${RESP_WORDS.email[a.parishResp]} application ${a.ref} (${a.site}).${a.parishResp === 'Object' ? ' Councillors were concerned about traffic on the lane through the village.' : ''}`;
  });
  corpus.write(file, `From: Debbie Holt <clerk@ashworth-pc.org.uk>
To: planning@marchdale.gov.uk
Date: Fri, 18 Jul 2025 16:02:11 +0100
Subject: Ashworth Parish Council - planning responses (catch-up)

Dear Planning Team,

Apologies for the delay; several of our responses did not reach you through the portal. For the record:

${lines.join('\n\n')}

Regards,
Debbie Holt
Clerk to Ashworth Parish Council
`);
}
{
  const file = 'consultations/parish/hollins-pc-responses.md';
  const out = ['# Hollins Parish Council — responses to consultations', ''];
  respApps('Hollins Parish Council').forEach((a, k) => {
    corpus.also(a.ref, 'application', 'parish_response', a.parishResp, '', RESP_WORDS.blocks[a.parishResp], file);
    out.push(`## ${a.ref}`, '', `Application: ${a.ref}`, `Site: ${a.site}`, `Parish Council response: ${RESP_WORDS.blocks[a.parishResp]}`, `Minute ref: HPC/${25}/${pad(30 + k * 7, 3)}`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'consultations/parish/clunford-pc-letter-2025.txt';
  const xs = respApps('Clunford Parish Council');
  const paras = xs.map((a) => {
    corpus.also(a.ref, 'application', 'parish_response', a.parishResp, '', RESP_WORDS.letter[a.parishResp], file);
    return `${a.ref}, ${a.site}: the Parish Council ${RESP_WORDS.letter[a.parishResp]} this application.${a.parishResp === 'Object' ? ' The village has already taken more housing than the Local Plan envisaged and the school is full.' : ''}`;
  });
  corpus.write(file, `CLUNFORD PARISH COUNCIL
Clerk: Mrs Janet Morris, 4 School Lane, Clunford

Head of Planning, Marchdale District Council

${fmtDate('2025-09-19', 'long')}

Dear Sir or Madam,

Town and Country Planning Act 1990 - consultations 2025

The Parish Council considered the following applications at its meetings this year.

${paras.join('\n\n')}

Yours faithfully,

Janet Morris
Clerk
`);
}
{
  const file = 'consultations/parish/wenbury-pc-comments.csv';
  const xs = respApps('Wenbury Parish Council');
  const rows = xs.map((a, k) => {
    corpus.also(a.ref, 'application', 'parish_response', a.parishResp, '', RESP_WORDS.csv[a.parishResp], file);
    return [a.ref, a.site, RESP_WORDS.csv[a.parishResp], uk(meetingAfter(a.recv, k)), a.parishResp === 'Object' ? 'loss of orchard; access onto Stoke Lane' : ''];
  });
  corpus.write(file, delimited(['Application Number', 'Site', 'Comment code', 'Meeting date', 'Notes'], rows) + 'Codes: S = support, O = object, NO = no objection, NC = no comment\n');
}
{
  const file = 'consultations/parish/ridgeway-pc-planning.md';
  const out = ['# Ridgeway Parish Council — planning', '', 'Responses agreed at parish council meetings in 2025:', ''];
  respApps('Ridgeway Parish Council').forEach((a) => {
    corpus.also(a.ref, 'application', 'parish_response', a.parishResp, '', RESP_WORDS.bullets[a.parishResp], file);
    out.push(`- ${a.ref} (${a.site}): ${RESP_WORDS.bullets[a.parishResp]}`);
  });
  out.push('', 'The parish council asks to be re-consulted on any amended plans.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'consultations/parish/llan-y-ffin-ymatebion-cynllunio-2025.md';
  const out = [
    '# Cyngor Plwyf Llan-y-ffin / Llan-y-ffin Parish Council', '', '## Ymatebion i geisiadau cynllunio 2025 (Responses to planning applications 2025)', '',
    'Anfonwyd at Gyngor Dosbarth Marchdale. Mae\'r ymatebion yn Gymraeg; mae cyfieithiad Saesneg ar gael gan y Clerc. (Responses are in Welsh; an English translation is available from the Clerk.)', '',
  ];
  respApps('Llan-y-ffin Parish Council').forEach((a, k) => {
    const cyW = RESP_WORDS.welsh[a.parishResp];
    corpus.also(a.ref, 'application', 'parish_response', a.parishResp, '', cyW, file);
    out.push(`Cyfeirnod: ${a.ref}`, `Safle: ${a.site}`, `Ymateb: ${cyW}`, `Dyddiad y cyfarfod: ${cy(meetingAfter(a.recv, k))}`);
    if (a.parishResp === 'Object') out.push(`Sylwadau: Penderfynodd y cyngor wrthwynebu'r cais oherwydd effaith ar gymeriad y pentref a'r ffordd gul.`);
    if (a.parishResp === 'Support') out.push(`Sylwadau: Mae'r cyngor yn croesawu'r cais.`);
    out.push('');
  });
  out.push('Clerc / Clerk: Meinir Rowlands', '');
  corpus.write(file, out.join('\n'));
}
// statutory consultee log
{
  const file = 'consultations/statutory-consultee-responses-2025.csv';
  const rows = [];
  for (const a of [...apps].sort((x, y) => x.ref.localeCompare(y.ref))) {
    const cs = CONSULT[a.key];
    if (!cs) continue;
    cs.forEach(([c, code], i) => rows.push([a.ref, CONSULTEES[c][1], uk(addDays(a.recv, 3)), uk(addDays(a.recv, 17 + i * 4)), code]));
    corpus.also(a.ref, 'application', 'objecting_consultees', cs.filter(([, code]) => code === 'OBJ').map(([c]) => CONSULTEES[c][0]), 'list', '', file);
  }
  corpus.write(file, '# Statutory consultee responses 2025 (extract). Codes: OBJ = objection; NOB = no objection; NOBC = no objection subject to conditions; COM = comments only\n' +
    delimited(['Application', 'Consultee', 'Consulted', 'Replied', 'Response'], rows));
}

// ------------------------------------------------------------------ wards
{
  const file = 'wards/wenlow-town-wards.md';
  const xs = WARDS.filter((w) => w.kind === 'Urban');
  const out = ['---', 'title: Wenlow town wards', 'source: Electoral Services, register published 1 December 2024', 'parish: Wenlow Town Council', '---', '', '# Wenlow town wards', '',
    'The four town wards together make up the Wenlow Town Council area.', '', '| Ward | Councillor(s) | Electorate | Area |', '|---|---|---|---|'];
  for (const w of xs) {
    const F = (attr, value, unit, stated) => corpus.fact(w.name, 'ward', attr, value, unit, stated, file);
    F('parish', w.parish, 'text', 'Wenlow Town Council');
    F('councillors', w.cllrs, 'list', w.cllrs.map((c) => `Cllr ${c}`).join(', '));
    F('electorate', w.electorate, '', group(w.electorate));
    F('area', w.ha, 'ha', `${w.area[0]} ha`);
    F('kind', w.kind, '', '');
    out.push(`| ${w.name} | ${w.cllrs.map((c) => `Cllr ${c}`).join(', ')} | ${group(w.electorate)} | ${w.area[0]} ha |`);
  }
  out.push('');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'wards/rural-wards.html';
  const xs = WARDS.filter((w) => w.kind === 'Rural');
  const areaStr = (w) => (w.area[1] === 'ha' ? `${group(w.area[0])} ha` : w.area[1] === 'km2' ? `${w.area[0]} km²` : `${group(w.area[0])} acres`);
  const rows = xs.map((w) => {
    const F = (attr, value, unit, stated) => corpus.fact(w.name, 'ward', attr, value, unit, stated, file);
    F('parish', w.parish, 'text', w.parish);
    F('councillors', w.cllrs, 'list', `Cllr ${w.cllrs[0]}`);
    F('electorate', w.electorate, '', group(w.electorate));
    F('area', w.ha, 'ha', areaStr(w));
    F('kind', w.kind, '', '');
    return `    <tr><td>${esc(w.name)}</td><td>${esc(w.parish)}</td><td>Cllr ${esc(w.cllrs[0])}</td><td>${group(w.electorate)}</td><td>${esc(areaStr(w))}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Rural wards — Marchdale District Council</title></head>
<body>
<h1>Rural wards</h1>
<p>Each rural ward returns one district councillor. Areas as recorded by the Boundary Commission review (some in acres).</p>
<table>
  <thead><tr><th>Ward</th><th>Parish council</th><th>District councillor</th><th>Electorate (Dec 2024)</th><th>Area</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
// WIDE: applications received per ward per month of 2024
{
  const file = 'performance/applications-received-by-ward-2024.csv';
  const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  const rows = WARDS.map((w) => {
    const base = w.kind === 'Urban' ? r.int(8, 16) : r.int(3, 8);
    const ms = MONTHS.map((m, i) => Math.max(0, Math.round(base * (1 + 0.25 * Math.sin(((i - 2) / 12) * 2 * Math.PI)) + r.int(-2, 2))));
    ms.forEach((v, i) => corpus.also(w.name, 'ward', `received_2024_${MONTHS[i]}`, v, '', '', file));
    corpus.also(w.name, 'ward', 'received_2024', ms.reduce((s, v) => s + v, 0), '', '', file);
    return [w.name, ...ms];
  });
  corpus.write(file, delimited(['Ward', 'Jan-24', 'Feb-24', 'Mar-24', 'Apr-24', 'May-24', 'Jun-24', 'Jul-24', 'Aug-24', 'Sep-24', 'Oct-24', 'Nov-24', 'Dec-24'], rows));
}

// ------------------------------------------------------------------ parishes
function parishFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'parish', attr, value, unit, stated, file);
  F('clerk', p.clerk, 'person', s.clerk ?? p.clerk);
  F('population', p.population, '', s.population);
  F('precept', p.precept, 'GBP', s.precept);
  F('seats', p.seats, '', s.seats);
  F('kind', p.name.startsWith('Wenlow') ? 'Town council' : 'Parish council', '', s.kind);
}
{
  const p = P['Wenlow Town Council'];
  const file = 'parishes/wenlow-town-council.html';
  parishFacts(p, file, { population: group(p.population), precept: gbp(p.precept), seats: `${p.seats} councillors`, kind: 'Town council' });
  corpus.write(file, htmlInfoboxPage({
    title: p.name,
    sections: [
      { heading: 'Council', rows: [['Type', 'Town council'], ['Town Clerk', p.clerk], ['Councillors', `${p.seats} councillors`], ['Meets', p.meets], ['Office', 'Guildhall, Broad Street, Wenlow']] },
      { heading: 'Area', rows: [['Wards', 'Castle, Abbey, Westgate, Brookside'], ['Population (2021)', group(p.population)], ['Precept 2025/26', gbp(p.precept)]] },
    ],
    lead: ['Wenlow Town Council is consulted on every planning application in the town and responds through its Planning Committee, which meets fortnightly.'],
  }));
}
{
  const file = 'parishes/parish-councils-2025.csv';
  const xs = PARISHES.filter((p) => !['Wenlow Town Council', 'Llan-y-ffin Parish Council'].includes(p.name));
  const rows = xs.map((p) => {
    parishFacts(p, file, { population: String(p.population), precept: String(p.precept), seats: '', kind: 'Parish Council' });
    return [p.name, p.clerk, p.population, p.precept, p.seats, p.meets];
  });
  corpus.write(file, delimited(['Council', 'Clerk', 'Population (2021 census)', 'Precept 2025/26 (£)', 'Seats', 'Meets'], rows));
}
{
  const p = P['Llan-y-ffin Parish Council'];
  const file = 'parishes/llan-y-ffin-cyngor-plwyf.md';
  parishFacts(p, file, { clerk: p.clerk, population: `Poblogaeth (2021): ${p.population}`, precept: gbp(p.precept), seats: `Nifer o gynghorwyr: ${p.seats}`, kind: 'Cyngor Plwyf' });
  corpus.write(file, `# Cyngor Plwyf Llan-y-ffin — Llan-y-ffin Parish Council

Plwyf yn Swydd Marches ar y ffin â Chymru; mae'r cyngor yn cyfarfod yn Neuadd yr Eglwys.
(A parish on the Welsh border in Marchdale; the council meets in the Church Hall.)

Clerc / Clerk: ${p.clerk}
Poblogaeth (2021): ${p.population}
Praesept 2025/26 / Precept 2025/26: ${gbp(p.precept)}
Nifer o gynghorwyr: ${p.seats}
Cyfarfodydd / Meetings: ail nos Fawrth y mis (second Tuesday of the month), 7.30pm
Ward: Llan-y-ffin

Mae'r cyngor yn ymateb i bob cais cynllunio yn y plwyf yn Gymraeg.
`);
}

// ------------------------------------------------------------------ agents
function agentFacts(g, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(g.name, 'agent', attr, value, unit, stated, file);
  F('town', g.town, 'place', g.town);
  F('country', g.country, 'place', s.country);
  F('riba_chartered', g.riba, 'bool', s.riba);
  F('founded', g.founded, '', String(g.founded));
  F('principal', g.principal, 'person', g.principal);
}
{
  const file = 'contacts/agents-register.csv';
  const keys = ['HB', 'MP', 'TV', 'SA', 'JD', 'SE', 'LM'];
  const rows = keys.map((k) => {
    const g = AGENTS[k];
    agentFacts(g, file, { country: g.country, riba: g.riba ? 'Y' : 'N' });
    return [g.name, g.town, g.country, g.riba ? 'Y' : 'N', g.founded, g.principal, `planning@${slug(g.short).replace(/-/g, '')}.co.uk`];
  });
  corpus.write(file, delimited(['Agent', 'Town', 'Country', 'RIBA Chartered Practice (Y/N)', 'Established', 'Principal / contact', 'Email'], rows));
}
{
  const file = 'contacts/agent-notes.md';
  const out = ['# Agents we deal with often — notes for new officers', '', '(The rest are in the agents register.)', ''];
  const notes = {
    OD: (g) => `**${g.name}** (${g.town}, Powys, Wales) — set up in ${g.founded} by ${g.principal}. Not a RIBA chartered practice; draws a lot of householder work on both sides of the border. Plans are usually clear; design statements thin.`,
    PL: (g) => `**${g.name}** — a RIBA chartered practice in ${g.town}, Wales, founded in ${g.founded}; the principal is ${g.principal}. Good on listed churches and chapels. Bilingual correspondence if you ask.`,
    CA: (g) => `**${g.name}**, ${g.town} (England): a RIBA chartered practice established ${g.founded}, run by ${g.principal}. Heritage specialists.`,
    RB: (g) => `**${g.name}** — a small design firm in ${g.town} (Powys, Wales), founded ${g.founded} by ${g.principal}; not RIBA-chartered. Mostly barn conversions and extensions in the west of the district.`,
    CF: (g) => `**${g.name}** of ${g.town}, England — chartered surveyors rather than architects (not RIBA), in business since ${g.founded}. ${g.principal} handles most agricultural and Class Q submissions.`,
  };
  for (const k of ['OD', 'PL', 'CA', 'RB', 'CF']) {
    const g = AGENTS[k];
    agentFacts(g, file, { country: g.country === 'Wales' ? 'Wales' : 'England', riba: g.riba ? 'RIBA chartered' : 'not' });
    out.push(notes[k](g), '');
  }
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ officers
function officerFacts(o, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(o.name, 'officer', attr, value, unit, stated, file);
  F('title', o.title, '', o.title);
  F('team', o.team, '', s.team ?? o.team);
  F('started', o.started, 'date', s.started);
  F('fte', o.fte, '', s.fte);
  F('welsh_speaker', o.welsh, 'bool', s.welsh);
  F('user_id', o.uid, 'text', o.uid);
}
{
  const file = 'team/dm-staff-directory.html';
  const keys = ['RP', 'TA', 'GE', 'PM', 'SB', 'GV'];
  const cards = keys.map((k) => {
    const o = OFFICERS[k];
    const fteTxt = o.fte === 1 ? 'Full time (Mon–Fri)' : 'Mon–Thu (0.8 FTE)';
    const started = fmtDate(o.started, 'month');
    officerFacts(o, file, { started, fte: fteTxt, welsh: o.welsh ? 'Siarad Cymraeg / Welsh speaker' : '' });
    return `<div class="card">
  <h2>${esc(o.name)}</h2>
  <p class="role">${esc(o.title)} — ${esc(o.team)}</p>
  <p>User ID: ${o.uid} · Ext. ${4100 + 11 * keys.indexOf(k) + r.int(0, 9)}</p>
  <p>Working pattern: ${esc(fteTxt)}</p>
  <p>With the council since ${esc(started)}</p>
${o.welsh ? '  <p class="badge">Siarad Cymraeg / Welsh speaker</p>\n' : ''}</div>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Development Management — staff directory</title></head>
<body>
<h1>Development Management — who's who</h1>
<p>Heritage and Design officers are listed separately.</p>
${cards.join('\n')}
</body></html>
`);
}
{
  const file = 'team/heritage-and-design.yaml';
  const out = ['team: Heritage and Design', 'manager: Head of Planning', 'officers:'];
  for (const k of ['HC', 'DO']) {
    const o = OFFICERS[k];
    const fteTxt = o.fte === 1 ? 'full time' : 'three days a week';
    officerFacts(o, file, { team: 'Heritage and Design', started: o.started, fte: fteTxt, welsh: '' });
    out.push(`  - name: ${o.name}`, `    job_title: ${o.title}`, `    user_id: ${o.uid}`, `    started: ${o.started}`, `    hours: ${fteTxt}`, '    languages: [English]', `    specialisms: [${k === 'HC' ? 'conservation areas, listed buildings' : 'listed buildings, historic churches'}]`);
  }
  out.push('');
  corpus.write(file, out.join('\n'));
}
// WIDE: open caseload per officer at each month end of 2025
{
  const file = 'performance/officer-caseload-2025.md';
  const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep'];
  const base = { RP: 18, TA: 24, GE: 34, PM: 29, SB: 41, GV: 38, HC: 12, DO: 17 };
  const out = ['# Open caseload at month end, 2025', '', 'Live applications allocated to each officer on the last working day of the month (from the Uniform workload report).', '',
    '| Officer | Jan | Feb | Mar | Apr | May | Jun | Jul | Aug | Sep |', '|---|---|---|---|---|---|---|---|---|---|'];
  for (const k of Object.keys(OFFICERS)) {
    const o = OFFICERS[k];
    const ms = MONTHS.map(() => base[k] + r.int(-5, 5));
    ms.forEach((v, i) => corpus.also(o.name, 'officer', `caseload_${MONTHS[i]}`, v, '', '', file));
    out.push(`| ${o.name} | ${ms.join(' | ')} |`);
  }
  out.push('', 'Team target: no more than 40 live cases per full-time officer.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ appeals
// key of the application, PINS ref, procedure, start, outcome, decided, inspector, costs, layout
const APPEALS = [
  ['m1', 'APP/J3215/W/25/3362140', 'Written representations', '2025-05-06', 'Allowed', '2025-08-27', 'Jane Worrall', false, 'letter'],
  ['a5', 'APP/J3215/D/25/3358817', 'Householder', '2025-05-19', 'Allowed', '2025-07-15', 'Paul Seddon', false, 'letter'],
  ['b1', 'APP/J3215/D/25/3356402', 'Householder', '2025-04-28', 'Dismissed', '2025-06-24', 'Paul Seddon', false, 'letter'],
  ['m3', 'APP/J3215/W/25/3368915', 'Hearing', '2025-07-22', 'Dismissed', '2025-09-30', 'Amir Karim', false, 'log'],
  ['n5', 'APP/J3215/Z/25/3360034', 'Written representations', '2025-05-30', 'Dismissed', '2025-08-12', 'Jane Worrall', false, 'log'],
  ['n3', 'APP/J3215/W/25/3361177', 'Written representations', '2025-06-02', 'Allowed', '2025-09-09', 'Helen Rhys-Jones', true, 'log'],
  ['h4', 'APP/J3215/W/25/3364580', 'Written representations', '2025-06-23', 'Dismissed', '2025-09-22', 'Paul Seddon', false, 'log'],
  ['b5', 'APP/J3215/W/25/3371206', 'Written representations', '2025-09-01', 'In progress', null, null, null, 'log'],
  ['x6', 'APP/J3215/W/25/3370558', 'Hearing', '2025-08-18', 'Withdrawn', null, null, null, 'log'],
  ['y2', 'APP/J3215/W/25/3372031', 'Inquiry', '2025-09-15', 'In progress', null, null, null, 'email'],
];
const INSPECTOR_FULL = { 'Jane Worrall': 'Jane Worrall BA(Hons) MRTPI', 'Paul Seddon': 'Paul Seddon BSc (Hons) MRTPI', 'Amir Karim': 'Dr Amir Karim PhD MRTPI', 'Helen Rhys-Jones': 'Helen Rhys-Jones BA MA MRTPI' };
function appealFacts(ap, file, s) {
  const [key, ref, proc, start, outcome, decided, insp, costs] = ap;
  const F = (attr, value, unit, stated) => corpus.fact(ref, 'appeal', attr, value, unit, stated, file);
  F('application', A[key].ref, 'text', A[key].ref);
  F('procedure', proc, '', s.procedure);
  F('started', start, 'date', s.started);
  F('outcome', outcome, '', s.outcome);
  F('decided', decided ?? '', 'date', s.decided ?? '');
  F('inspector', insp ?? '', 'person', insp ? s.inspector : '');
  if (costs != null) F('costs_awarded', costs, 'bool', s.costs);
}
{
  const file = 'appeals/appeals-log-2025.csv';
  const xs = APPEALS.filter((a) => a[8] === 'log');
  const PROC = { 'Written representations': 'WR', Hearing: 'H', Inquiry: 'I', Householder: 'HAS' };
  const rows = xs.map((ap) => {
    const [key, ref, proc, start, outcome, decided, insp, costs] = ap;
    const outTxt = { Allowed: 'ALLOWED', Dismissed: 'DISMISSED', 'In progress': 'Awaiting decision', Withdrawn: 'Withdrawn by appellant' }[outcome];
    appealFacts(ap, file, { procedure: PROC[proc], started: uk(start), outcome: outTxt, decided: decided ? uk(decided) : '', inspector: insp ?? '', costs: costs == null ? '' : costs ? 'Awarded to appellant' : 'None' });
    return [ref, A[key].ref, A[key].applicant, A[key].site, PROC[proc], uk(start), outTxt, decided ? uk(decided) : '', insp ?? '', costs == null ? '' : costs ? 'Awarded to appellant' : 'None', key === 'x6' ? 'Against non-determination' : 'Against refusal'];
  });
  corpus.write(file, delimited(['PINS ref', 'LPA ref', 'Appellant', 'Site', 'Procedure', 'Start date', 'Status / outcome', 'Decision date', 'Inspector', 'Costs', 'Type'], rows) +
    'Procedure: WR = written representations, H = hearing, I = inquiry, HAS = householder appeal service\n');
}
for (const ap of APPEALS.filter((a) => a[8] === 'letter')) {
  const [key, ref, proc, start, outcome, decided, insp] = ap;
  const a = A[key];
  const file = `appeals/decisions/${ref.replace(/\//g, '-')}.txt`;
  const procTxt = proc === 'Householder' ? 'the Householder Appeal Service' : 'written representations';
  appealFacts(ap, file, { procedure: procTxt, started: fmtDate(start, 'long'), outcome: outcome === 'Allowed' ? 'The appeal is allowed' : 'The appeal is dismissed', decided: fmtDate(decided, 'long'), inspector: INSPECTOR_FULL[insp], costs: 'No application for costs' });
  const site = fmtDate(addDays(decided, -r.int(12, 30)), 'long');
  corpus.write(file, `Appeal Decision
Site visit made on ${site}
by ${INSPECTOR_FULL[insp]}
an Inspector appointed by the Secretary of State
Decision date: ${fmtDate(decided, 'long')}

Appeal Ref: ${ref}
${a.site}
• The appeal is made under section 78 of the Town and Country Planning Act 1990 against a refusal to grant planning permission.
• The appeal is made by ${a.applicant} against the decision of ${COUNCIL}.
• The application Ref ${a.ref}, dated ${fmtDate(addDays(a.recv, -4), 'long')}, was refused by notice dated ${fmtDate(a.decided, 'long')}.
• The development proposed is ${propText(a).charAt(0).toLowerCase()}${propText(a).slice(1)}.
• The appeal was started on ${fmtDate(start, 'long')} and has been dealt with under ${procTxt}.

Decision
1. ${outcome === 'Allowed' ? `The appeal is allowed and planning permission is granted for ${propText(a).charAt(0).toLowerCase()}${propText(a).slice(1)} at ${a.site}, subject to the conditions in the attached schedule.` : 'The appeal is dismissed.'}

Main issue
2. The main issue is the effect of the proposal on ${key === 'm1' ? 'the vitality of the town centre and the living conditions of nearby residents' : 'the living conditions of the occupiers of neighbouring properties, with particular regard to outlook and light'}.

Reasons
3. ${outcome === 'Allowed' ? 'I find that the proposal would not cause unacceptable harm and would accord with Policies DM1 and DM3 of the Local Plan. The Council\'s concerns could be addressed by conditions.' : 'The proposal would appear overbearing from the neighbouring garden and would reduce light to a habitable room window, contrary to Policy DM3.'}

Costs
4. No application for costs was made by either party.

${INSPECTOR_FULL[insp].split(' ').slice(0, INSPECTOR_FULL[insp].startsWith('Dr') ? 3 : 2).join(' ')}
INSPECTOR
`);
}
{
  const ap = APPEALS.find((x) => x[8] === 'email');
  const [key, ref, , start] = ap;
  const a = A[key];
  const file = `appeals/start-letter-${ref.split('/').pop()}.eml`;
  appealFacts(ap, file, { procedure: 'inquiry', started: fmtDate(start, 'long'), outcome: 'has been started' });
  corpus.write(file, `From: Planning Inspectorate <teamP6@planninginspectorate.gov.uk>
To: appeals@marchdale.gov.uk
Date: ${wd(start)} 09:14:52 +0100
Subject: Appeal start letter - ${ref} - ${a.site}

Dear Sir/Madam,

Town and Country Planning Act 1990
Appeal by ${a.applicant}
Site address: ${a.site}
LPA reference: ${a.ref}

I have received all the necessary documents and the appeal has been started today, ${fmtDate(start, 'long')}. The appeal will be determined on the basis of an inquiry. The inquiry is expected to open on 3 February 2026 and sit for 4 days.

The Council's questionnaire is due within one week and its Statement of Case within 5 weeks of today. An Inspector will be appointed in due course.

Yours faithfully,
Case Officer, Planning Inspectorate
`);
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `MARCHDALE DISTRICT COUNCIL - PLANNING (DEVELOPMENT MANAGEMENT) SHARED DRIVE
applications/       case sheets (new template), legacy sheets, majors tracker
decision-notices/   signed decision notices (text copies)
weekly-lists/       weekly list exports
registers/          delegated decisions register
committee/          planning committee minutes
consultations/      parish/town council responses, statutory consultees
correspondence/     e-mails about live cases
web/                copies of public access pages
exports/            back-office API extracts
finance/            fee receipts
wards/ parishes/    ward and parish information
contacts/           agents
team/               officers
appeals/            appeals log, decisions, start letters
performance/        statistics
policy/ fees/ enforcement/ admin/
Do not store personal data of objectors here.
`);
corpus.write('fees/fee-schedule-april-2025.md', `# Planning application fees (England) from 1 April 2025 — quick guide

| Category | Fee |
|---|---|
| Householder (one dwelling) | £528 |
| New dwellings (1-10) | £624 per dwelling |
| New dwellings (over 10) | £6,182 + £187 per additional dwelling |
| Outline (up to 2.5 ha) | £624 per 0.1 ha |
| Advertisements (on premises) | £165 |
| Advertisements (other) | £578 |
| Prior approval, Class Q (change of use only) | £258 per dwelling |
| Agricultural prior notification | £120 |
| Listed building consent | No fee |

Fees are doubled for retrospective applications. Free-go for a resubmission within 12 months (same applicant, same site).
`);
corpus.write('policy/local-plan-key-policies.md', `# Marchdale Local Plan 2016–2036 — key development management policies

- SP1 Settlement hierarchy: Wenlow (main town), Clunford and Wenbury (key villages), smaller villages.
- SP3 Housing requirement: 6,200 dwellings over the plan period (310 a year).
- SP6 Design and local distinctiveness.
- DM1 Design; DM3 Residential amenity; DM7 Rural exception sites (up to 12 dwellings).
- DM12 Heritage assets; DM15 Flood risk (sequential test in Flood Zones 2 and 3).
- Affordable housing: 20% on sites of 10 or more dwellings in Wenlow, 25% elsewhere.

Five-year housing land supply at 1 April 2025: 4.6 years (tilted balance applies).
`);
corpus.write('enforcement/enforcement-register-2025.csv', delimited(['Case', 'Opened', 'Site', 'Breach', 'Status'], [
  ['ENF/25/0007', '14/01/2025', 'Land at Top Road, Hollins', 'Siting of caravan', 'Closed - removed'],
  ['ENF/25/0019', '03/03/2025', '8 Castle Street, Wenlow', 'Unauthorised shopfront (listed building)', 'Listed building enforcement notice served'],
  ['ENF/25/0031', '22/04/2025', 'Cwm Farm, Llan-y-ffin', 'Engineering works', 'Retrospective application invited'],
  ['ENF/25/0044', '09/06/2025', 'Unit 3, Brookside Trade Park', 'Breach of hours condition', 'Monitoring'],
  ['ENF/25/0058', '30/07/2025', 'Field off Burrow Lane, Ridgeway', 'Change of use to storage', 'Enforcement notice (appeal lodged)'],
]));
corpus.write('performance/ps1-return-q2-2025.md', `# PS1/PS2 return — Q2 2025 (April–June)

| Measure | Q2 2025 |
|---|---|
| Major applications decided | 6 |
| Majors within 13 weeks or agreed extension | 100% |
| Minor applications decided | 41 |
| Minors within 8 weeks or agreed extension | 88% |
| Other applications decided | 97 |
| Others within 8 weeks | 91% |
| Appeals decided | 5 (2 allowed) |

Figures cover all applications, not only those on this drive.
`);
corpus.write('admin/uniform-upgrade-notice.eml', `From: ICT Service Desk <ict@marchdale.gov.uk>
To: dm-team@marchdale.gov.uk
Date: Mon, 22 Sep 2025 08:30:00 +0100
Subject: Uniform upgrade this weekend

Hello all,

Uniform will be unavailable from 17:00 on Friday 26 September until 08:00 on Monday 29 September while we upgrade to version 10.4. The Public Access site will show a holding page.

Exports already scheduled (weekly list, PS1 extract) will run on Monday at 06:00 instead.

Thanks,
ICT Service Desk (ext. 4500)
`);
corpus.write('committee/site-visit-rota-2025.md', `# Committee site visits 2025

| Date | Sites | Minibus leaves |
|---|---|---|
| Mon 17 Mar | Clunford Road (outline, 45 homes); Castle Street (former bank) | 09:30, Guildhall |
| Mon 9 Jun | Kingfisher Way; Monks Lane; Top Road, Hollins | 09:15, Guildhall |
| Mon 1 Sep | Orchard Way, Wenbury; Stoke Lane; Llan-y-ffin schoolroom | 09:00, Guildhall |

Members must not discuss the merits on site. Wear suitable footwear (Stoke Lane is a working orchard).
`);
corpus.write('admin/planning-committee-membership-2025.md', `# Planning Committee 2025/26

Chair: Cllr Huw Bowen (until May 2025); Cllr Sarah Lowe (from June 2025). Vice-chair: Cllr Philip Astley.
Members: 11 (quorum 4). Substitutes: Cllrs Shah and Watkins.
Meetings on Wednesdays at 2.00 pm, roughly every 12 weeks, with extra meetings when needed.
Public speaking: 3 minutes each for objectors, the applicant or agent, and the parish or town council.
`);

const stats = corpus.flush(source);
console.log(`planning: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
