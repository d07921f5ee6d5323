#!/usr/bin/env node
// Claims corpus (held-out): the shared drive of the claims team of "Corrib Clyde Insurance Brokers", a small broker
// with a Galway office (Ireland) and a Glasgow office (Scotland) handling home, motor and small-business claims,
// January 2024 – June 2025. 45 claims, 25 policies, 20 clients, 6 insurers, 5 claims handlers, 4 loss adjusters.
//   node bench/corpora/claims/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "claims-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) claims: Markdown `Key: value` claim sheets (labels vary), an insurer's SEMICOLON export with decimal commas,
//     dd.mm.yyyy dates and status codes (Atlantic Mutual), a second insurer's comma export with other column names,
//     `19-MAY-2024` dates and `Repudiated` (Caledonian), an HTML register of the Glasgow office (handlers by
//     initials, a legend under the table), YAML records (one per claim), a nested JSON export of the broker system,
//     e-mails (.eml) that state a claim in sentences, loss adjusters' reports in prose and handlers' file notes;
// (b) policies: a Markdown schedule (Irish personal lines, `€385k`), a flat JSON list (Scottish personal lines) and
//     a YAML file of commercial policies (`£1.2m`);
// (c) clients: a CSV (Galway office) and a Markdown page of blocks (Glasgow office);
// (d) insurers as an HTML definition list (payment terms in days or weeks, `a fortnight`); handlers as paragraphs;
//     loss adjusters as an HTML table (hourly rates);
// (e) WIDE tables: reserves by quarter per claim in THOUSANDS (`# figures in 000s`), settlements paid by month per
//     insurer (a column per month, Jan-24 … Jun-25); background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: money in the claim's / policy's currency (EUR for Irish clients, GBP for Scottish
// ones; never converted; `€12.5k` = 12500, `£1.2m` = 1200000, `12.450,00` = 12450, reserves `18.5` (000s) =
// 18500); payment terms in days (`2 weeks` = 14); dates ISO; statuses open | settled | declined | withdrawn | in
// litigation; perils fire | flood | storm | theft | escape of water | collision | windscreen | accidental damage |
// public liability | vandalism.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlDlPage, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('claims-v1');
const CUTOFF = '2025-06-30';
const addDays = (iso, n) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const L = (k, xs) => xs[k % xs.length];
const MON3 = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const slash = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const oracle = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}-${MON3[Number(m) - 1]}-${y}`;
};
const sym = (cur) => (cur === 'EUR' ? '€' : '£');
const money = (v, cur, dec = 0) => `${sym(cur)}${group(v, dec)}`;
const moneyK = (v, cur) => (v < 1000 ? `${sym(cur)}${group(v)}` : `${sym(cur)}${String(v / 1000)}k`);
const deNum = (v) => {
  const [i, f] = v.toFixed(2).split('.');
  return `${i.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${f}`;
};

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the wide tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ insurers
const INSURERS = [
  { key: 'AMI', name: 'Atlantic Mutual Insurance DAC', short: 'Atlantic Mutual', country: 'Ireland', city: 'Dublin', founded: 1962, pay: 10, payText: '10 days', rating: 'A', authority: 2500, cur: 'EUR' },
  { key: 'HGP', name: 'Hibernia General plc', short: 'Hibernia General', country: 'Ireland', city: 'Cork', founded: 1921, pay: 14, payText: '2 weeks', rating: 'A-', authority: 5000, cur: 'EUR' },
  { key: 'SHU', name: 'Shannon Underwriting Ltd', short: 'Shannon Underwriting', country: 'Ireland', city: 'Limerick', founded: 1998, pay: 21, payText: 'three weeks', rating: 'BBB+', authority: 1500, cur: 'EUR' },
  { key: 'CAL', name: 'Caledonian Assurance Ltd', short: 'Caledonian', country: 'Scotland', city: 'Edinburgh', founded: 1889, pay: 7, payText: '7 days', rating: 'A+', authority: 3000, cur: 'GBP' },
  { key: 'FVI', name: 'Forth Valley Insurance Ltd', short: 'Forth Valley', country: 'Scotland', city: 'Stirling', founded: 1976, pay: 28, payText: '4 weeks', rating: 'A-', authority: 2000, cur: 'GBP' },
  { key: 'NLG', name: 'Northern Lights General Ltd', short: 'Northern Lights', country: 'Scotland', city: 'Aberdeen', founded: 2009, pay: 14, payText: 'a fortnight', rating: 'BBB', authority: 1000, cur: 'GBP' },
];
const I = Object.fromEntries(INSURERS.map((x) => [x.key, x]));

// ------------------------------------------------------------------ handlers and loss adjusters
const HANDLERS = [
  { name: 'Aoife Brennan', initials: 'AB', office: 'Galway', role: 'Senior claims handler', joined: '2016-03-14', qual: 'ACII', senior: true },
  { name: 'Ciarán Doyle', plain: 'Ciaran Doyle', initials: 'CD', office: 'Galway', role: 'Claims handler', joined: '2021-09-06', qual: 'QFA' },
  { name: 'Niamh Walsh', initials: 'NW', office: 'Galway', role: 'Claims handler', joined: '2023-02-20', qual: 'CIP' },
  { name: 'Fraser McLeod', initials: 'FM', office: 'Glasgow', role: 'Claims team leader', joined: '2014-08-11', qual: 'ACII', senior: true },
  { name: 'Isla Murray', initials: 'IM', office: 'Glasgow', role: 'Claims handler', joined: '2019-05-27', qual: 'Cert CII' },
];
const H = Object.fromEntries(HANDLERS.map((h) => [h.name, h]));
const ADJUSTERS = [
  { name: 'Declan Keane', firm: 'Keane Lowry Loss Adjusters', city: 'Dublin', country: 'Ireland', rate: 115, cur: 'EUR', qual: 'FCILA', since: 1997 },
  { name: 'Maeve Lowry', firm: 'Keane Lowry Loss Adjusters', city: 'Galway', country: 'Ireland', rate: 95, cur: 'EUR', qual: 'ACILA', since: 2008 },
  { name: 'Gordon Baird', firm: 'Strathmore Adjusting Ltd', city: 'Glasgow', country: 'Scotland', rate: 98, cur: 'GBP', qual: 'FCILA', since: 1994 },
  { name: 'Morag Sinclair', firm: 'Strathmore Adjusting Ltd', city: 'Edinburgh', country: 'Scotland', rate: 82, cur: 'GBP', qual: 'ACILA', since: 2012 },
];
const A = Object.fromEntries(ADJUSTERS.map((a) => [a.name, a]));

// ------------------------------------------------------------------ clients
// [name, type, town, area, country, since, trade, variants {caps, formal, short}]
const CLIENTS = [
  { name: 'Seán Gallagher', type: 'Individual', town: 'Salthill', area: 'Co. Galway', since: 2015, caps: 'GALLAGHER SEAN', formal: 'Mr Seán Gallagher', rev: 'Gallagher, Seán' },
  { name: 'Mary Kilbane', type: 'Individual', town: 'Westport', area: 'Co. Mayo', since: 2012, caps: 'KILBANE MARY', formal: 'Mrs Mary Kilbane', rev: 'Kilbane, Mary' },
  { name: 'Róisín Conneely', type: 'Individual', town: 'Oughterard', area: 'Co. Galway', since: 2019, caps: 'CONNEELY ROISIN', formal: 'Ms Róisín Conneely', rev: 'Conneely, Róisín' },
  { name: 'Tomás Ó Briain', type: 'Individual', town: 'Ennis', area: 'Co. Clare', since: 2021, caps: 'O BRIAIN TOMAS', formal: 'Mr Tomás Ó Briain', rev: 'Ó Briain, Tomás' },
  { name: 'Eileen Moran', type: 'Individual', town: 'Castlebar', area: 'Co. Mayo', since: 2009, caps: 'MORAN EILEEN', formal: 'Mrs Eileen Moran', rev: 'Moran, Eileen' },
  { name: 'Moher Coffee Roasters Ltd', type: 'Business', trade: 'Coffee roastery and café', town: 'Lahinch', area: 'Co. Clare', since: 2018, caps: 'MOHER COFFEE ROASTERS LTD', formal: 'Moher Coffee Roasters Ltd', rev: 'Moher Coffee Roasters' },
  { name: 'Salthill Surf School', type: 'Business', trade: 'Surf school and board hire', town: 'Salthill', area: 'Co. Galway', since: 2020, caps: 'SALTHILL SURF SCHOOL', formal: 'Salthill Surf School', rev: 'Salthill Surf School' },
  { name: 'Corrib Veterinary Clinic', type: 'Business', trade: 'Veterinary practice', town: 'Galway', area: 'Co. Galway', since: 2014, caps: 'CORRIB VETERINARY CLINIC', formal: 'Corrib Veterinary Clinic', rev: 'Corrib Vet Clinic' },
  { name: 'Westport Bike Hire Ltd', type: 'Business', trade: 'Bicycle hire', town: 'Westport', area: 'Co. Mayo', since: 2017, caps: 'WESTPORT BIKE HIRE LTD', formal: 'Westport Bike Hire Ltd', rev: 'Westport Bike Hire' },
  { name: 'Declan Hynes', type: 'Individual', town: 'Athenry', area: 'Co. Galway', since: 2016, caps: 'HYNES DECLAN', formal: 'Mr Declan Hynes', rev: 'Hynes, Declan' },
  { name: 'Burren Smokehouse Deli Ltd', type: 'Business', trade: 'Delicatessen', town: 'Ballyvaughan', area: 'Co. Clare', since: 2011, caps: 'BURREN SMOKEHOUSE DELI LTD', formal: 'Burren Smokehouse Deli Ltd', rev: 'Burren Smokehouse' },
  { name: 'Callum Fraser', type: 'Individual', town: 'Partick, Glasgow', area: 'Glasgow City', since: 2017, caps: 'FRASER CALLUM', formal: 'Mr C Fraser', rev: 'Fraser, Callum' },
  { name: 'Eilidh MacKenzie', type: 'Individual', town: 'Inverness', area: 'Highland', since: 2020, caps: 'MACKENZIE EILIDH', formal: 'Ms E MacKenzie', rev: 'MacKenzie, Eilidh' },
  { name: 'Ruaridh Stewart', type: 'Individual', town: 'Stirling', area: 'Stirling', since: 2013, caps: 'STEWART RUARIDH', formal: 'Mr R Stewart', rev: 'Stewart, Ruaridh' },
  { name: 'Morven Reid', type: 'Individual', town: 'Leith, Edinburgh', area: 'City of Edinburgh', since: 2018, caps: 'REID MORVEN', formal: 'Ms M Reid', rev: 'Reid, Morven' },
  { name: 'Partick Print Works Ltd', type: 'Business', trade: 'Commercial printer', town: 'Glasgow', area: 'Glasgow City', since: 2010, caps: 'PARTICK PRINT WORKS LTD', formal: 'Partick Print Works Limited', rev: 'Partick Print Works' },
  { name: 'Leith Bakehouse Ltd', type: 'Business', trade: 'Bakery and shop', town: 'Leith, Edinburgh', area: 'City of Edinburgh', since: 2019, caps: 'LEITH BAKEHOUSE LTD', formal: 'Leith Bakehouse Limited', rev: 'Leith Bakehouse' },
  { name: 'Cairngorm Lodges LLP', type: 'Business', trade: 'Holiday lodges', town: 'Aviemore', area: 'Highland', since: 2016, caps: 'CAIRNGORM LODGES LLP', formal: 'Cairngorm Lodges LLP', rev: 'Cairngorm Lodges' },
  { name: 'Kelvin Dental Practice', type: 'Business', trade: 'Dental practice', town: 'Glasgow', area: 'Glasgow City', since: 2015, caps: 'KELVIN DENTAL PRACTICE', formal: 'Kelvin Dental Practice', rev: 'Kelvin Dental' },
  { name: 'Agnes Lindsay', type: 'Individual', town: 'Dunfermline', area: 'Fife', since: 2011, caps: 'LINDSAY AGNES', formal: 'Mrs A Lindsay', rev: 'Lindsay, Agnes' },
];
for (const c of CLIENTS) {
  c.country = c.area.startsWith('Co.') ? 'Ireland' : 'Scotland';
  c.office = c.country === 'Ireland' ? 'Galway' : 'Glasgow';
  c.cur = c.country === 'Ireland' ? 'EUR' : 'GBP';
}
const C = Object.fromEntries(CLIENTS.map((c) => [c.name, c]));

// ------------------------------------------------------------------ policies
// [key, client, type, insurer]
const POLICY_DEF = [
  ['P1', 'Seán Gallagher', 'Home', 'AMI'],
  ['P2', 'Seán Gallagher', 'Motor', 'HGP'],
  ['P3', 'Mary Kilbane', 'Home', 'HGP'],
  ['P4', 'Róisín Conneely', 'Home', 'SHU'],
  ['P5', 'Róisín Conneely', 'Motor', 'AMI'],
  ['P6', 'Tomás Ó Briain', 'Motor', 'SHU'],
  ['P7', 'Eileen Moran', 'Home', 'AMI'],
  ['P8', 'Moher Coffee Roasters Ltd', 'Commercial combined', 'HGP'],
  ['P9', 'Salthill Surf School', 'Commercial combined', 'AMI'],
  ['P10', 'Corrib Veterinary Clinic', 'Commercial combined', 'SHU'],
  ['P11', 'Westport Bike Hire Ltd', 'Commercial combined', 'HGP'],
  ['P12', 'Declan Hynes', 'Landlord', 'AMI'],
  ['P13', 'Burren Smokehouse Deli Ltd', 'Shop', 'AMI'],
  ['P14', 'Mary Kilbane', 'Motor', 'AMI'],
  ['P15', 'Callum Fraser', 'Motor', 'NLG'],
  ['P16', 'Callum Fraser', 'Home', 'CAL'],
  ['P17', 'Eilidh MacKenzie', 'Home', 'FVI'],
  ['P18', 'Ruaridh Stewart', 'Motor', 'CAL'],
  ['P19', 'Morven Reid', 'Landlord', 'FVI'],
  ['P20', 'Partick Print Works Ltd', 'Commercial combined', 'CAL'],
  ['P21', 'Leith Bakehouse Ltd', 'Shop', 'NLG'],
  ['P22', 'Cairngorm Lodges LLP', 'Commercial combined', 'FVI'],
  ['P23', 'Kelvin Dental Practice', 'Commercial combined', 'CAL'],
  ['P24', 'Agnes Lindsay', 'Home', 'NLG'],
  ['P25', 'Ruaridh Stewart', 'Home', 'CAL'],
];
const TYPE_CODE = { Home: 'HH', Motor: 'MV', 'Commercial combined': 'CC', Landlord: 'LL', Shop: 'SH' };
const usedNo = new Set();
const policies = POLICY_DEF.map(([key, client, type, ins]) => {
  const c = C[client];
  let n;
  do n = r.int(100000, 899999);
  while (usedNo.has(n));
  usedNo.add(n);
  const sep = ['AMI', 'CAL', 'NLG'].includes(ins) ? '-' : '/';
  const number = `${ins}${sep}${TYPE_CODE[type]}${sep}${n}`;
  const GBP = c.cur === 'GBP';
  const [plo, phi] = { Home: GBP ? [380, 1100] : [650, 1600], Motor: GBP ? [420, 1050] : [550, 1400], Landlord: GBP ? [500, 900] : [700, 1200], Shop: GBP ? [1400, 3600] : [1800, 4200], 'Commercial combined': GBP ? [1800, 7800] : [2200, 9500] }[type];
  const premium = Math.round(r.float(plo, phi) * 2) / 2;
  let sumInsured;
  if (type === 'Motor') sumInsured = Math.round(r.float(6, 38)) * 500;
  else if (type === 'Home') sumInsured = Math.round(r.float(250, 650) / 5) * 5000;
  else if (type === 'Landlord') sumInsured = Math.round(r.float(200, 420) / 5) * 5000;
  else sumInsured = Math.round(r.float(0.4, 2.5) * 10) * 100000;
  const excess = type === 'Motor' ? r.pick([250, 300, 400, 500]) : type === 'Home' || type === 'Landlord' ? r.pick([250, 350, 500]) : r.pick([500, 1000]);
  const inception = `${r.int(Math.max(c.since, 2010), 2024)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.pick([1, 1, 1, 15, 20, 8])).padStart(2, '0')}`;
  // next renewal: the anniversary of inception after 30 June 2025
  let renewal = `2025${inception.slice(4)}`;
  if (renewal <= CUTOFF) renewal = `2026${inception.slice(4)}`;
  return { key, number, client, type, ins, cur: c.cur, premium, sumInsured, excess, inception, renewal };
});
const P = Object.fromEntries(policies.map((p) => [p.key, p]));

// ------------------------------------------------------------------ claims
// [id, policy, peril, loss date, status, layout, report delay (days, optional)]
const CLAIM_DEF = [
  ['A1', 'P1', 'storm', '2025-01-24', 'settled', 'ami'],
  ['A2', 'P7', 'escape of water', '2024-11-03', 'settled', 'ami'],
  ['A3', 'P9', 'theft', '2024-08-14', 'settled', 'ami'],
  ['A4', 'P13', 'flood', '2024-12-07', 'open', 'ami'],
  ['A5', 'P12', 'escape of water', '2025-02-18', 'open', 'ami', 23],
  ['A6', 'P14', 'collision', '2024-09-22', 'declined', 'ami'],
  ['A7', 'P5', 'windscreen', '2025-03-11', 'settled', 'ami'],
  ['C1', 'P20', 'fire', '2024-05-19', 'in litigation', 'cal'],
  ['C2', 'P16', 'escape of water', '2024-10-02', 'settled', 'cal'],
  ['C3', 'P18', 'collision', '2024-06-28', 'settled', 'cal'],
  ['C4', 'P23', 'theft', '2025-01-09', 'settled', 'cal'],
  ['C5', 'P25', 'storm', '2025-01-24', 'open', 'cal'],
  ['C6', 'P23', 'escape of water', '2025-04-15', 'open', 'cal'],
  ['H1', 'P15', 'theft', '2024-03-02', 'settled', 'html'],
  ['H2', 'P17', 'flood', '2024-10-18', 'settled', 'html', 9],
  ['H3', 'P21', 'fire', '2024-07-30', 'settled', 'html'],
  ['H4', 'P24', 'accidental damage', '2024-12-12', 'withdrawn', 'html'],
  ['H5', 'P19', 'escape of water', '2025-03-20', 'open', 'html'],
  ['J1', 'P2', 'collision', '2024-04-11', 'settled', 'json'],
  ['J2', 'P3', 'storm', '2024-01-21', 'settled', 'json'],
  ['J3', 'P8', 'fire', '2024-09-05', 'open', 'json'],
  ['J4', 'P11', 'theft', '2024-06-17', 'declined', 'json'],
  ['J5', 'P8', 'public liability', '2025-02-26', 'in litigation', 'json', 8],
  ['Y1', 'P4', 'flood', '2024-11-23', 'settled', 'yaml', 3],
  ['Y2', 'P6', 'collision', '2025-01-30', 'open', 'yaml'],
  ['Y3', 'P10', 'escape of water', '2024-02-08', 'settled', 'yaml'],
  ['Y4', 'P10', 'theft', '2025-05-06', 'open', 'yaml'],
  ['M1', 'P1', 'theft', '2024-03-15', 'settled', 'md'],
  ['M2', 'P7', 'fire', '2024-05-27', 'settled', 'md'],
  ['M3', 'P13', 'escape of water', '2024-02-19', 'withdrawn', 'md', 16],
  ['M4', 'P22', 'storm', '2024-01-21', 'settled', 'md'],
  ['M5', 'P20', 'theft', '2024-02-10', 'declined', 'md'],
  ['M6', 'P11', 'flood', '2024-12-07', 'open', 'md'],
  ['M7', 'P3', 'escape of water', '2025-01-13', 'settled', 'md'],
  ['M8', 'P21', 'theft', '2025-03-03', 'declined', 'md'],
  ['E1', 'P2', 'windscreen', '2025-04-02', 'settled', 'eml', 1],
  ['E2', 'P17', 'escape of water', '2025-02-04', 'open', 'eml', 12],
  ['E3', 'P15', 'collision', '2025-05-20', 'open', 'eml', 2],
  ['E4', 'P6', 'vandalism', '2024-07-19', 'withdrawn', 'eml', 4],
  ['R1', 'P22', 'fire', '2024-08-23', 'settled', 'report', 3],
  ['R2', 'P4', 'escape of water', '2024-04-06', 'settled', 'report', 5],
  ['R3', 'P19', 'fire', '2024-09-14', 'in litigation', 'report', 2],
  ['N1', 'P24', 'storm', '2025-01-24', 'settled', 'note', 6],
  ['N2', 'P12', 'accidental damage', '2024-05-08', 'declined', 'note', 41],
  ['N3', 'P14', 'vandalism', '2024-02-26', 'settled', 'note', 2],
];
const PERIL_RANGE = {
  fire: [8000, 90000], flood: [6000, 55000], storm: [1200, 14000], theft: [900, 14000], 'escape of water': [2500, 28000],
  collision: [1500, 22000], windscreen: [280, 900], 'accidental damage': [400, 4500], 'public liability': [8000, 60000], vandalism: [350, 3200],
};
// layouts that write amounts as "€12.5k" want round hundreds
const K_LAYOUTS = new Set(['eml', 'note']);
const claims = CLAIM_DEF.map(([id, pk, peril, lost, status, layout, delay]) => {
  const p = P[pk];
  const commercial = ['Commercial combined', 'Shop'].includes(p.type);
  let [lo, hi] = PERIL_RANGE[peril];
  if (commercial) [lo, hi] = [lo * (peril === 'fire' ? 2.5 : 2), hi * (peril === 'fire' ? 2.5 : 2)];
  let claimed = r.float(lo, hi);
  claimed = K_LAYOUTS.has(layout) || claimed >= 10000 ? Math.round(claimed / 100) * 100 : Math.round(claimed / 10) * 10;
  const reported = addDays(lost, delay ?? r.int(0, 6));
  let excess = p.excess;
  if (peril === 'windscreen') excess = 75;
  else if (peril === 'escape of water' && p.type !== 'Motor') excess = Math.max(p.excess, p.cur === 'EUR' ? 750 : 1000);
  let closed = null;
  if (status !== 'open' && status !== 'in litigation') {
    const [dlo, dhi] = peril === 'windscreen' ? [6, 20] : status === 'withdrawn' ? [10, 60] : status === 'declined' ? [25, 90] : reported >= '2025-01-01' ? [18, 80] : [30, 160];
    do closed = addDays(reported, r.int(dlo, dhi));
    while (closed > '2025-06-27');
  }
  let paid = 0;
  if (status === 'settled') {
    const f = peril === 'windscreen' || r.chance(0.3) ? 1 : r.float(0.72, 0.98);
    paid = Math.max(0, Math.round((claimed * f) / 10) * 10 - excess);
    if (K_LAYOUTS.has(layout) && peril !== 'windscreen') paid = Math.round(paid / 100) * 100;
  }
  return { id, pk, policy: p.number, client: p.client, ins: p.ins, type: p.type, cur: p.cur, peril, lost, reported, status, layout, claimed, excess, paid, closed, commercial };
});
// interim payments on two claims still running
claims.find((c) => c.id === 'J3').paid = 25000;
claims.find((c) => c.id === 'R3').paid = 10000;
// codes: numbered in order of reporting, per year
claims.sort((a, b) => a.reported.localeCompare(b.reported) || a.id.localeCompare(b.id));
{
  let n24 = 101;
  let n25 = 2;
  for (const c of claims) {
    if (c.reported < '2025-01-01') {
      n24 += r.int(2, 6);
      c.code = `CLM-24-${String(n24).padStart(4, '0')}`;
    } else {
      n25 += r.int(2, 6);
      c.code = `CLM-25-${String(n25).padStart(4, '0')}`;
    }
  }
}
// handlers and adjusters
for (const c of claims) {
  const country = C[c.client].country;
  const hs = HANDLERS.filter((h) => h.office === (country === 'Ireland' ? 'Galway' : 'Glasgow'));
  c.handler = c.status === 'in litigation' ? hs.find((h) => h.senior).name : r.pick(hs).name;
  const needs = c.claimed >= 5000 || ['fire', 'flood', 'public liability'].includes(c.peril);
  c.adjuster = needs ? r.pick(ADJUSTERS.filter((a) => a.country === country)).name : null;
}
// the prose layouts name a handler and an adjuster
for (const c of claims) if (['report'].includes(c.layout) && !c.adjuster) c.adjuster = r.pick(ADJUSTERS.filter((a) => a.country === C[c.client].country)).name;
const CL = Object.fromEntries(claims.map((c) => [c.id, c]));
for (const p of policies) {
  if (p.type !== 'Motor') continue;
  const top = Math.max(0, ...claims.filter((c) => c.pk === p.key && c.peril !== 'windscreen').map((c) => c.claimed));
  if (p.sumInsured < top * 1.2) p.sumInsured = Math.ceil((top * 1.3) / 500) * 500;
}

// reserves at quarter ends (for claims open at that date), in 000s with one decimal
const QUARTERS = [['Q1 2024', '2024-03-31'], ['Q2 2024', '2024-06-30'], ['Q3 2024', '2024-09-30'], ['Q4 2024', '2024-12-31'], ['Q1 2025', '2025-03-31'], ['Q2 2025', '2025-06-30']];
for (const c of claims) {
  let g = r.float(0.6, 1.05);
  c.reserves = QUARTERS.map(([, end]) => {
    if (c.reported > end || (c.closed && c.closed <= end)) return null;
    g = Math.min(1.25, Math.max(0.4, g + r.float(-0.12, 0.12)));
    return Math.max(0.5, Math.round((c.claimed * g) / 500) * 0.5);
  });
}

// ------------------------------------------------------------------ fact helpers
const INS_SHORT = (k) => I[k].short;
const statusText = (c) => c.status;
function claimFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.code, 'claim', attr, value, unit, stated, file);
  F('policy', c.policy, 'text', c.policy);
  F('client', c.client, 'text', s.client);
  F('insurer', I[c.ins].name, 'text', s.insurer);
  F('peril', c.peril, '', s.peril);
  F('date_of_loss', c.lost, 'date', s.lost);
  F('date_reported', c.reported, 'date', s.reported);
  F('claimed', c.claimed, c.cur, s.claimed);
  F('paid', c.paid, c.cur, s.paid);
  F('excess', c.excess, c.cur, s.excess);
  F('status', c.status, '', s.status);
  F('closed', c.closed, 'date', c.closed ? s.closed : '');
  F('handler', c.handler, 'person', s.handler);
  F('adjuster', c.adjuster, 'person', c.adjuster ? s.adjuster : '');
}
const byLayout = (l) => claims.filter((c) => c.layout === l);

// ------------------------------------------------------------------ (a1) Markdown claim sheets
const PERIL_TITLE = (p) => p.charAt(0).toUpperCase() + p.slice(1);
const DESC_BIZ = {
  fire: ['Fire in the roaster flue spread to the roof space; premises closed while repairs are done.'],
  flood: ['Flood water through the shop and store room; stock and fridges lost.', 'River Carrowbeg burst its banks; workshop and hire fleet under water.'],
  theft: ['Break-in overnight; equipment and the float taken. Police/Garda reference on file.', 'Van-load of equipment taken from the yard; CCTV shows two men.'],
  'escape of water': ['Sprinkler-free premises; a burst pipe in the plant room flooded the treatment rooms over a weekend.', 'Leak from the hot-water tank above the waiting room; ceiling tiles and flooring ruined.'],
  storm: ['Storm damage to the roofs of three lodges.'],
  'public liability': ['A customer slipped on a wet floor and is claiming for a broken wrist.'],
};
const DESC = {
  fire: ['Fire started in the kitchen extractor and spread to the ceiling void.', 'Electrical fire in the rear store; smoke damage throughout.'],
  flood: ['River water entered the ground floor to a depth of about 40 cm.', 'Surface water flooding after the storm; stock at floor level lost.'],
  storm: ['Roof tiles and a section of the ridge lost in high winds; water came in through the bedroom ceiling.', 'Gable wall coping and a garden wall brought down by the wind.'],
  theft: ['Break-in through a rear window overnight; laptops and cash taken.', 'Shed forced and equipment stolen; Garda/Police reference on file.'],
  'escape of water': ['Burst pipe in the attic while the house was empty; ceilings down in two rooms.', 'Leak from a failed washing-machine hose under the kitchen floor.'],
  collision: ['Rear-ended at a roundabout; third party admits liability.', 'Collided with a deer at night; front end and radiator damaged.'],
  windscreen: ['Stone chip cracked the windscreen on the motorway.'],
  'accidental damage': ['Paint spilt on a new carpet during redecoration.'],
  'public liability': ['A customer slipped on a wet floor and is claiming for a broken wrist.'],
  vandalism: ['Car keyed and both wing mirrors broken overnight on the street.'],
};
byLayout('md').forEach((c, k) => {
  const cl = C[c.client];
  const year = c.reported.slice(0, 4);
  const file = `claims/${year}/${c.code} ${cl.rev.split(',')[0].replace(/ (Ltd|LLP)$/, '')}.md`;
  const ins = INS_SHORT(c.ins);
  const lostS = k % 2 ? fmtDate(c.lost, 'long') : slash(c.lost);
  const repS = k % 3 === 0 ? fmtDate(c.reported, 'short') : k % 3 === 1 ? slash(c.reported) : c.reported;
  const claimedS = k % 3 === 2 && c.claimed % 100 === 0 ? moneyK(c.claimed, c.cur) : money(c.claimed, c.cur, k % 2 ? 2 : 0);
  const paidS = c.paid ? money(c.paid, c.cur, k % 2 ? 2 : 0) : 'nil';
  const excessS = money(c.excess, c.cur);
  const STATUS_MD = { settled: 'Settled', declined: 'Declined by insurer', withdrawn: 'Withdrawn by client', open: 'Open', 'in litigation': 'In litigation' };
  const closedS = c.closed ? fmtDate(c.closed, k % 2 ? 'long' : 'short') : '';
  const adjS = c.adjuster ? `${c.adjuster} (${A[c.adjuster].firm.replace(/ Loss Adjusters| Ltd/, '')})` : 'none – desk handled';
  const labels = k % 2
    ? ['Claim no.', 'Policy no.', 'Policyholder', 'Insurer', 'Cause of loss', 'Loss date', 'Notified', 'Claimed', 'Policy excess', 'Paid to date', 'Status', 'Closed', 'Handler', 'Adjuster']
    : ['Claim ref', 'Policy', 'Insured', 'Insurer', 'Peril', 'Date of loss', 'Date reported', 'Amount claimed', 'Excess', 'Amount paid', 'Status', 'Date closed', 'Claims handler', 'Loss adjuster'];
  claimFacts(c, file, {
    client: c.client, insurer: ins, peril: PERIL_TITLE(c.peril), lost: lostS, reported: repS, claimed: claimedS, paid: c.paid ? paidS : 'nil',
    excess: excessS, status: STATUS_MD[c.status], closed: closedS, handler: c.handler, adjuster: c.adjuster,
  });
  const lines = [
    `# ${c.code} — ${cl.rev} (${c.type.toLowerCase()}, ${c.peril})`, '',
    `${labels[0]}: ${c.code}`, `${labels[1]}: ${c.policy}`, `${labels[2]}: ${c.client}`, `${labels[3]}: ${ins}`, `${labels[4]}: ${PERIL_TITLE(c.peril)}`,
    `${labels[5]}: ${lostS}`, `${labels[6]}: ${repS}`, `${labels[7]}: ${claimedS}`, `${labels[8]}: ${excessS}`, `${labels[9]}: ${paidS}`,
    `${labels[10]}: ${STATUS_MD[c.status]}`, ...(c.closed ? [`${labels[11]}: ${closedS}`] : []), `${labels[12]}: ${c.handler}`, `${labels[13]}: ${adjS}`, '',
    '## Circumstances', '', L(k, (c.commercial && DESC_BIZ[c.peril]) || DESC[c.peril]), '',
    '## Log', '',
    `- ${fmtDate(c.reported, 'short')}: FNOL taken by phone, acknowledgement sent.`,
    c.status === 'declined' ? `- ${fmtDate(c.closed, 'short')}: ${ins} declined — ${L(k, ['no evidence of forced entry', 'exclusion for unattended premises', 'gradual deterioration, not a sudden escape'])}. Client informed by letter.` :
      c.status === 'withdrawn' ? `- ${fmtDate(c.closed, 'short')}: client withdrew the claim (repair cost came in under the excess).` :
        c.status === 'settled' ? `- ${fmtDate(c.closed, 'short')}: settlement received and passed to client; file closed.` : '- Awaiting adjuster\'s report and repair estimates.',
    '',
  ];
  corpus.write(file, lines.join('\n'));
});

// ------------------------------------------------------------------ (a2) Atlantic Mutual export (semicolon, decimal commas)
{
  const file = 'insurers/atlantic-mutual/AMI_broker_claims_extract_20250630.csv';
  const CAUSE = { storm: 'STORM', 'escape of water': 'EOW', theft: 'THEFT/BURGLARY', flood: 'FLOOD', collision: 'MV COLLISION', windscreen: 'GLASS', fire: 'FIRE' };
  const STAT = { open: 'OPEN', settled: 'CLSD-PAID', declined: 'CLSD-DECL', withdrawn: 'CLSD-WDRN', 'in litigation': 'LITIG' };
  const rows = byLayout('ami').map((c) => {
    const h = c.handler.split(' ');
    const handler = `${h[0][0]}. ${h.slice(1).join(' ')}`;
    const adj = c.adjuster ? c.adjuster.toUpperCase() : '';
    const their = `AM-C-${r.int(700000, 799999)}`;
    claimFacts(c, file, {
      client: C[c.client].caps, insurer: '', peril: CAUSE[c.peril], lost: fmtDate(c.lost, 'dotted'), reported: fmtDate(c.reported, 'dotted'),
      claimed: deNum(c.claimed), paid: deNum(c.paid), excess: deNum(c.excess), status: STAT[c.status], closed: c.closed ? fmtDate(c.closed, 'dotted') : '',
      handler, adjuster: adj,
    });
    return [their, c.code, c.policy, C[c.client].caps, CAUSE[c.peril], fmtDate(c.lost, 'dotted'), fmtDate(c.reported, 'dotted'), deNum(c.claimed), deNum(c.paid), deNum(c.excess), 'EUR', STAT[c.status], c.closed ? fmtDate(c.closed, 'dotted') : '', adj, handler];
  });
  corpus.write(file, '# Atlantic Mutual Insurance DAC - Broker claims extract - Agency 40117 (Corrib Clyde Insurance Brokers) - claims notified from 01.07.2024 - run 30.06.2025\n' +
    '# Status codes: OPEN, CLSD-PAID, CLSD-DECL (declined), CLSD-WDRN (withdrawn), LITIG\n' +
    delimited(['Claim No', 'Broker Ref', 'Policy No', 'Insured Name', 'Cause Code', 'Loss Date', 'Notification Date', 'Claimed Amount', 'Paid Amount', 'Excess', 'Currency', 'Status', 'Closed Date', 'Adjuster', 'Broker Handler'], rows, ';'));
}

// ------------------------------------------------------------------ (a3) Caledonian export (comma, other column names)
{
  const file = 'insurers/caledonian/Caledonian_bordereau_Q2-2025.csv';
  const PERIL = { fire: 'Fire', 'escape of water': 'Escape of water', collision: 'Road traffic accident', theft: 'Theft', storm: 'Storm damage' };
  const STAT = { open: 'Open', settled: 'Closed - Settled', declined: 'Repudiated', withdrawn: 'Withdrawn by insured', 'in litigation': 'Litigated' };
  const rows = byLayout('cal').map((c) => {
    const h = c.handler.split(' ');
    const handler = `${h.slice(1).join(' ')} ${h[0][0]}`;
    const adj = c.adjuster ? `${c.adjuster.split(' ')[1]}, ${c.adjuster[0]}.` : 'N/A';
    claimFacts(c, file, {
      client: C[c.client].formal, insurer: '', peril: PERIL[c.peril], lost: oracle(c.lost), reported: oracle(c.reported), claimed: c.claimed.toFixed(2),
      paid: c.paid.toFixed(2), excess: c.excess.toFixed(2), status: STAT[c.status], closed: c.closed ? oracle(c.closed) : '', handler, adjuster: adj,
    });
    return [`CA/${r.int(30000, 39999)}/${c.lost.slice(2, 4)}`, c.code, c.policy, C[c.client].formal, PERIL[c.peril], oracle(c.lost), oracle(c.reported), c.claimed.toFixed(2), c.paid.toFixed(2), c.excess.toFixed(2), STAT[c.status], c.closed ? oracle(c.closed) : '', adj, handler];
  });
  corpus.write(file, delimited(['Their ref', 'Your ref', 'Policy', 'Policyholder', 'Peril', 'DOL', 'Date notified', 'Amount claimed (GBP)', 'Amount paid (GBP)', 'Excess (GBP)', 'Claim status', 'Date closed', 'Loss adjuster', 'Broker contact'], rows));
}

// ------------------------------------------------------------------ (a4) HTML register of the Glasgow office
{
  const file = 'claims/glasgow-claims-register.html';
  const STAT = { open: 'Open', settled: 'Settled', declined: 'Declined', withdrawn: 'Withdrawn', 'in litigation': 'Litigation' };
  const rows = byLayout('html').map((c) => {
    const hi = H[c.handler].initials;
    const cells = [c.code, C[c.client].rev, c.policy, INS_SHORT(c.ins), PERIL_TITLE(c.peril), slash(c.lost), slash(c.reported), money(c.claimed, c.cur), c.paid ? money(c.paid, c.cur) : '£0', money(c.excess, c.cur), STAT[c.status], c.closed ? slash(c.closed) : '', hi, c.adjuster ?? '—'];
    claimFacts(c, file, {
      client: C[c.client].rev, insurer: INS_SHORT(c.ins), peril: PERIL_TITLE(c.peril), lost: slash(c.lost), reported: slash(c.reported), claimed: money(c.claimed, c.cur),
      paid: c.paid ? money(c.paid, c.cur) : '£0', excess: money(c.excess, c.cur), status: STAT[c.status], closed: c.closed ? slash(c.closed) : '', handler: hi, adjuster: c.adjuster,
    });
    return `    <tr>${cells.map((x) => `<td>${esc(x)}</td>`).join('')}</tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Glasgow office – claims register (Forth Valley and Northern Lights)</title></head>
<body>
<h1>Glasgow office – claims register</h1>
<p>Claims placed with Forth Valley and Northern Lights. Caledonian claims are tracked on Caledonian's own bordereau (see insurers/caledonian).</p>
<table border="1">
  <thead><tr><th>Claim</th><th>Client</th><th>Policy</th><th>Insurer</th><th>Peril</th><th>Loss date</th><th>Reported</th><th>Claimed</th><th>Paid</th><th>Excess</th><th>Status</th><th>Closed</th><th>Handler</th><th>Adjuster</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p class="legend">Handlers: FM = Fraser McLeod, IM = Isla Murray. Dates dd/mm/yyyy.</p>
</body>
</html>
`);
}

// ------------------------------------------------------------------ (a5) YAML records (Shannon Underwriting claims)
byLayout('yaml').forEach((c, k) => {
  const file = `claims/shannon/${c.code}.yaml`;
  const closedLine = c.closed ? [`closed: ${c.closed}`] : [];
  claimFacts(c, file, {
    client: c.client, insurer: 'Shannon Underwriting', peril: c.peril, lost: c.lost, reported: c.reported, claimed: `claimed: ${c.claimed}`, paid: `paid: ${c.paid}`,
    excess: `excess: ${c.excess}`, status: c.status, closed: c.closed, handler: c.handler, adjuster: c.adjuster,
  });
  corpus.write(file, [
    `# Shannon Underwriting – claim record (exported from the Galway tracker)`,
    `claim: ${c.code}`, `insurer: Shannon Underwriting`, `policy: ${c.policy}`, `insured: ${JSON.stringify(c.client)}`, `peril: ${c.peril}`,
    `loss_date: ${c.lost}`, `reported: ${c.reported}`, 'amounts:', '  currency: EUR', `  claimed: ${c.claimed}`, `  excess: ${c.excess}`, `  paid: ${c.paid}`,
    `status: ${c.status}`, ...closedLine, `handler: ${c.handler}`, `adjuster: ${c.adjuster ?? 'null'}`,
    `notes: ${JSON.stringify(L(k, (c.commercial && DESC_BIZ[c.peril]) || DESC[c.peril]))}`, '',
  ].join('\n'));
});

// ------------------------------------------------------------------ (a6) nested JSON export of the broker system
{
  const file = 'exports/openbroker_claims_galway_2025-06-30.json';
  const CODE = { collision: ['MV-COLL', 'Motor collision'], storm: ['PD-STRM', 'Storm'], fire: ['PD-FIRE', 'Fire'], theft: ['PD-THFT', 'Theft'], 'public liability': ['LB-PL', 'Public liability'] };
  const recs = byLayout('json').map((c) => {
    const h = H[c.handler];
    const hname = h.plain ?? h.name;
    claimFacts(c, file, {
      client: C[c.client].rev, insurer: I[c.ins].name, peril: CODE[c.peril][1], lost: c.lost, reported: c.reported, claimed: '', paid: '', excess: '',
      status: c.status.toUpperCase().replace(' ', '_'), closed: c.closed, handler: hname, adjuster: c.adjuster,
    });
    return {
      claim: { reference: c.code, status: c.status.toUpperCase().replace(' ', '_'), cause: { code: CODE[c.peril][0], description: CODE[c.peril][1] }, dates: { loss: c.lost, notified: c.reported, closed: c.closed } },
      policy: { number: c.policy, product: c.type, insurer: { name: I[c.ins].name }, holder: { display_name: C[c.client].rev, client_type: C[c.client].type.toLowerCase() } },
      financials: { currency: 'EUR', claimed: c.claimed, excess: c.excess, paid_to_date: c.paid },
      people: { handler: { name: hname, email: `${slug(hname).replace('-', '.')}@corribclyde.ie` }, adjuster: c.adjuster ? { name: c.adjuster, firm: A[c.adjuster].firm } : null },
    };
  });
  corpus.write(file, JSON.stringify({ export: { system: 'OpenBroker 7.2', office: 'Galway', run_at: '2025-06-30T18:02:11Z', filter: 'insurer = Hibernia General' }, records: recs }, null, 2) + '\n');
}

// ------------------------------------------------------------------ (a7) e-mails
{
  const mails = byLayout('eml');
  mails.forEach((c, k) => {
    const cl = C[c.client];
    const h = H[c.handler];
    const first = cl.name.split(' ')[0];
    const ins = INS_SHORT(c.ins);
    const date = c.reported;
    const file = `mail/${date} ${c.code} ${c.peril}.eml`;
    const domain = cl.country === 'Ireland' ? 'corribclyde.ie' : 'corribclyde.co.uk';
    const lostS = fmtDate(c.lost, 'long');
    const repS = fmtDate(c.reported, 'long');
    const claimedS = moneyK(c.claimed, c.cur);
    const excessS = money(c.excess, c.cur);
    const adjS = c.adjuster;
    let body;
    let stated;
    if (c.status === 'settled') {
      const paidS = money(c.paid, c.cur);
      const closedS = fmtDate(c.closed, 'long');
      body = [
        `Hi all,`, '',
        `Quick one for the file. ${cl.name} rang on ${repS} — a stone cracked the windscreen of the car (policy ${c.policy}) the day before, ${lostS}, on the N6 near Oranmore. I've opened it as ${c.code}.`, '',
        `The glass firm quoted ${claimedS} for the replacement. The windscreen excess is ${excessS}, so ${ins} paid ${paidS} straight to the repairer on ${closedS} and the claim is settled.`, '',
        `No adjuster needed on this one.`, '', `${h.name.split(' ')[0]}`,
      ];
      stated = { paid: paidS, closed: closedS, status: 'the claim is settled' };
    } else if (c.status === 'withdrawn') {
      const closedS = fmtDate(c.closed, 'long');
      body = [
        `Hi ${first},`, '',
        `Thanks for getting back to me. Just to confirm what we discussed: your claim ${c.code} under motor policy ${c.policy} for the vandalism to your car on ${lostS} (reported to us on ${repS}) is now withdrawn, as you asked on ${closedS}.`, '',
        `For the record, the garage estimate was ${claimedS} against a policy excess of ${excessS}, and with your no-claims discount at stake it made sense to pay for it yourself. ${ins} have been told and nothing was paid.`, '',
        `Kind regards,`, h.name, `Corrib Clyde Insurance Brokers, ${h.office}`,
      ];
      stated = { paid: 'nothing was paid', closed: closedS, status: 'is now withdrawn' };
    } else {
      const adjLine = adjS ? `${ins} have appointed ${adjS} of ${A[adjS].firm} as loss adjuster, who will call ${first} to arrange a visit.` : 'No adjuster has been appointed yet.';
      body = c.peril === 'escape of water'
        ? [
          `Morning team,`, '',
          `New claim logged as ${c.code} for ${cl.name} (policy ${c.policy}, ${ins}). A pipe burst in the loft on ${lostS} while she was away; she only found it on her return and phoned it in on ${repS}.`, '',
          `She is claiming ${claimedS} for now (ceilings, flooring and a dehumidifier hire). The escape of water excess on this policy is ${excessS}. ${adjLine}`, '',
          `The claim stays open until the drying-out is signed off. Nothing paid yet.`, '', h.name,
        ]
        : [
          `Hi ${h.name.split(' ')[0]},`, '',
          `${cl.name} was in a collision on ${lostS} — another car pulled out of a side road in Partick. He called it in on ${repS}. I have set it up as ${c.code} under his motor policy ${c.policy} with ${ins}.`, '',
          `The bodyshop estimate is ${claimedS}; his excess is ${excessS}. ${adjLine} The claim is open and nothing has been paid so far.`, '',
          `Thanks,`, `Reception, Glasgow office`,
        ];
      stated = { paid: 'Nothing paid yet', closed: '', status: c.peril === 'escape of water' ? 'The claim stays open' : 'The claim is open' };
      if (c.peril !== 'escape of water') stated.paid = 'nothing has been paid';
    }
    claimFacts(c, file, {
      client: cl.name, insurer: ins, peril: c.peril === 'escape of water' ? 'A pipe burst' : c.peril, lost: lostS, reported: repS, claimed: claimedS, paid: stated.paid,
      excess: excessS, status: stated.status, closed: stated.closed, handler: c.layout === 'eml' && c.peril === 'collision' ? `Hi ${h.name.split(' ')[0]}` : h.name.split(' ')[0], adjuster: adjS,
    });
    const to = c.peril === 'collision' ? `${slug(h.name).replace('-', '.')}@${domain}` : c.status === 'withdrawn' ? `${cl.name} <${slug(cl.name).replace('-', '.')}@gmail.com>` : `claims@${domain}`;
    const from = c.peril === 'collision' ? `reception.glasgow@${domain}` : `${slug(h.name).replace('-', '.')}@${domain}`;
    const subj = { settled: `Windscreen – ${cl.name} – ${c.code}`, withdrawn: `RE: Your claim ${c.code}`, open: `New claim ${c.code} – ${cl.rev}` }[c.status];
    const sent = c.status === 'withdrawn' || c.status === 'settled' ? c.closed : c.reported;
    corpus.write(file, [`From: ${from}`, `To: ${to}`, `Date: ${fmtDate(sent, 'short')} 09:${String(10 + k * 7).padStart(2, '0')}`, `Subject: ${subj}`, 'Content-Type: text/plain; charset=utf-8', '', ...body, ''].join('\n'));
  });
}

// ------------------------------------------------------------------ (a8) loss adjusters' reports (prose)
byLayout('report').forEach((c, k) => {
  const cl = C[c.client];
  const adj = A[c.adjuster];
  const ins = I[c.ins];
  const file = `adjusters/reports/${c.code} ${adj.firm.split(' ')[0]} report.md`;
  const lostS = fmtDate(c.lost, 'long');
  const repS = fmtDate(c.reported, 'long');
  const claimedS = money(c.claimed, c.cur);
  const excessS = money(c.excess, c.cur);
  const hFirst = c.handler;
  const out = [`# ${k === 1 ? 'Final' : k === 2 ? 'Interim' : 'Final'} report — ${c.code}`, '', `${adj.firm} · ${adj.city}`, '', `Insured: ${cl.formal}`, `Policy: ${c.policy}`, `Principal: ${ins.name}`, `Broker: Corrib Clyde Insurance Brokers (${hFirst})`, ''];
  let stated;
  if (c.peril === 'fire' && c.status === 'settled') {
    const paidS = money(c.paid, c.cur);
    const closedS = fmtDate(c.closed, 'long');
    out.push('## Circumstances', '', `A fire broke out in the laundry building of the lodge site in the early hours of ${lostS}. The fire service attended and the building was largely destroyed; two lodges suffered smoke damage. The loss was reported to the brokers on ${repS}.`, '',
      '## Quantum', '', `The insured presented a claim for ${claimedS}, covering the building, contents and loss of bookings. After adjustment and deduction of the ${excessS} policy excess we agreed a settlement of ${paidS}, which was paid on ${closedS}. The claim is now settled and our file is closed.`, '',
      `${adj.name}, ${adj.qual}`, '');
    stated = { peril: 'A fire broke out', paid: paidS, closed: closedS, status: 'The claim is now settled' };
  } else if (c.status === 'settled') {
    const paidS = money(c.paid, c.cur);
    const closedS = fmtDate(c.closed, 'long');
    out.push('## Circumstances', '', `On ${lostS} a compression fitting failed on the hot-water cylinder in the hot press, and water ran through the first floor into the kitchen below. We were instructed after the insured notified the brokers on ${repS}.`, '',
      '## Claim and settlement', '', `The insured claimed ${claimedS} for strip-out, drying and reinstatement. The policy carries an escape of water excess of ${excessS}. Our recommendation to ${ins.short} was accepted and ${paidS} was paid to the insured on ${closedS}; the matter is settled.`, '',
      `Prepared by ${adj.name} (${adj.qual}) for ${ins.short}.`, '');
    stated = { peril: 'water ran through the first floor', paid: paidS, closed: closedS, status: 'the matter is settled' };
  } else {
    const paidS = money(c.paid, c.cur);
    out.push('## Circumstances', '', `On the night of ${lostS} a fire started in the ground-floor flat let by the insured, apparently from a tenant's e-bike battery charging in the hall. The loss was reported to the brokers on ${repS}.`, '',
      '## Position', '', `The insured's claim stands at ${claimedS}. An interim payment of ${paidS} has been made for alternative accommodation; the policy excess is ${excessS}. Forth Valley have issued proceedings against the battery supplier and the neighbouring owner has raised an action against the insured, so the claim is in litigation and remains open on our file.`, '',
      `${adj.name}, ${adj.firm}`, '');
    stated = { peril: 'a fire started', paid: paidS, closed: '', status: 'the claim is in litigation' };
  }
  claimFacts(c, file, {
    client: cl.formal, insurer: ins.name, peril: stated.peril, lost: lostS, reported: repS, claimed: claimedS, paid: stated.paid, excess: excessS, status: stated.status,
    closed: stated.closed, handler: hFirst, adjuster: adj.name,
  });
  corpus.write(file, out.join('\n'));
});

// ------------------------------------------------------------------ (a9) file notes (prose, dated)
byLayout('note').forEach((c) => {
  const cl = C[c.client];
  const h = H[c.handler];
  const ins = INS_SHORT(c.ins);
  const file = `file-notes/${c.code} file note.txt`;
  const lostS = fmtDate(c.lost, 'long');
  const repS = fmtDate(c.reported, 'short');
  const claimedS = moneyK(c.claimed, c.cur);
  const excessS = money(c.excess, c.cur);
  const closedS = fmtDate(c.closed, 'long');
  const adjLine = c.adjuster ? `${c.adjuster} (${A[c.adjuster].firm}) attended for the insurer.` : 'Handled on the desk, no adjuster.';
  let body;
  let stated;
  if (c.status === 'declined') {
    body = [
      `FILE NOTE — ${c.code} — ${cl.name} — policy ${c.policy} (${ins})`, '',
      `${repS}: Client phoned to report that the tenants who left in April had damaged the kitchen and two bedroom doors. He thinks it happened around ${lostS} but only found it at the end of the tenancy. Claim set up for ${claimedS}. Landlord policy excess ${excessS}.`,
      `${fmtDate(addDays(c.reported, 9), 'short')}: ${adjLine}`,
      `${fmtDate(c.closed, 'short')}: ${ins} declined the claim on ${closedS}: malicious damage by tenants is excluded and notification was late. Nothing paid. Client unhappy; told him about the complaints procedure.`,
      '', `— ${h.initials}`, '',
    ];
    stated = { peril: 'damaged the kitchen', paid: 'Nothing paid', status: 'declined the claim' };
  } else if (c.peril === 'storm') {
    const paidS = money(c.paid, c.cur);
    body = [
      `FILE NOTE — ${c.code} — ${cl.formal} — policy ${c.policy} (${ins})`, '',
      `${repS}: Mrs Lindsay called about storm damage from Storm Éowyn on ${lostS} — slates off the back roof and the conservatory roof panels gone. Reported to ${ins} the same day. Estimate from the roofer: ${claimedS}.`,
      `${fmtDate(addDays(c.reported, 12), 'short')}: ${adjLine}`,
      `${fmtDate(c.closed, 'short')}: ${ins} paid ${paidS} after the ${excessS} excess; claim settled and closed on ${closedS}.`,
      '', `— ${h.name}`, '',
    ];
    stated = { peril: 'storm damage', paid: paidS, status: 'claim settled' };
  } else {
    const paidS = money(c.paid, c.cur);
    body = [
      `FILE NOTE — ${c.code} — ${cl.name} — policy ${c.policy} (${ins})`, '',
      `${repS}: Mrs Kilbane's car was vandalised outside her house in Westport on ${lostS} (paintwork scratched, a mirror smashed). Garda informed. Claim for ${claimedS} from the panel garage. Excess ${excessS}.`,
      `${fmtDate(addDays(c.reported, 5), 'short')}: ${adjLine}`,
      `${fmtDate(c.closed, 'short')}: ${ins} settled at ${paidS} net of excess — settled, closed on ${closedS}.`,
      '', `— ${h.name}`, '',
    ];
    stated = { peril: 'vandalised', paid: paidS, status: 'settled, closed' };
  }
  claimFacts(c, file, {
    client: c.peril === 'storm' ? cl.formal : cl.name, insurer: ins, peril: stated.peril, lost: lostS, reported: repS, claimed: claimedS, paid: stated.paid, excess: excessS,
    status: stated.status, closed: closedS, handler: c.status === 'declined' ? h.initials : h.name, adjuster: c.adjuster,
  });
  corpus.write(file, body.join('\n'));
});

// ------------------------------------------------------------------ (b) policies
function policyFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.number, 'policy', attr, value, unit, stated, file);
  F('client', p.client, 'text', s.client);
  F('policy_type', p.type, '', s.type);
  F('insurer', I[p.ins].name, 'text', s.insurer);
  F('premium', p.premium, p.cur, s.premium);
  F('sum_insured', p.sumInsured, p.cur, s.sumInsured);
  F('excess', p.excess, p.cur, s.excess);
  F('inception', p.inception, 'date', s.inception);
  F('renewal', p.renewal, 'date', s.renewal);
}
const bigMoney = (v, cur) => (v >= 1000000 ? `${sym(cur)}${String(v / 1000000)}m` : `${sym(cur)}${String(v / 1000)}k`);
{
  const file = 'policies/ireland-personal-lines-schedule.md';
  const ps = policies.filter((p) => p.cur === 'EUR' && !['Commercial combined', 'Shop'].includes(p.type));
  const out = ['# Galway office — personal lines schedule (home, motor, landlord)', '', 'Current policy terms as at 30 June 2025. Premiums include the 3% government levy. For motor, the sum insured is the agreed vehicle value.', '',
    '| Policy no. | Client | Cover | Insurer | Annual premium | Sum insured | Std excess | First incepted | Next renewal |', '|---|---|---|---|---|---|---|---|---|'];
  ps.forEach((p) => {
    const s = {
      client: p.client, type: p.type, insurer: INS_SHORT(p.ins), premium: money(p.premium, 'EUR', 2), sumInsured: p.type === 'Motor' ? money(p.sumInsured, 'EUR') : bigMoney(p.sumInsured, 'EUR'),
      excess: money(p.excess, 'EUR'), inception: slash(p.inception), renewal: slash(p.renewal),
    };
    policyFacts(p, file, s);
    out.push(`| ${p.number} | ${p.client} | ${p.type} | ${s.insurer} | ${s.premium} | ${s.sumInsured} | ${s.excess} | ${s.inception} | ${s.renewal} |`);
  });
  out.push('', 'Renewal invitations go out 30 days before the renewal date (Aoife signs off anything over €1,500).', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'policies/scotland_personal_policies.json';
  const ps = policies.filter((p) => p.cur === 'GBP' && !['Commercial combined', 'Shop'].includes(p.type));
  const recs = ps.map((p) => {
    policyFacts(p, file, { client: p.client, type: p.type, insurer: I[p.ins].name, premium: String(p.premium), sumInsured: String(p.sumInsured), excess: String(p.excess), inception: p.inception, renewal: p.renewal });
    return { policy_number: p.number, policyholder: p.client, product: p.type, insurer: I[p.ins].name, annual_premium_gbp: p.premium, sum_insured_gbp: p.sumInsured, standard_excess_gbp: p.excess, inception_date: p.inception, renewal_date: p.renewal };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'policies/commercial-policies.yaml';
  const ps = policies.filter((p) => ['Commercial combined', 'Shop'].includes(p.type));
  const out = ['# Commercial policies — both offices (Galway EUR, Glasgow GBP)', '# sum insured = buildings + contents + stock; BI cover listed separately', 'policies:'];
  ps.forEach((p) => {
    const s = {
      client: p.client, type: p.type, insurer: INS_SHORT(p.ins), premium: money(p.premium, p.cur, 2), sumInsured: bigMoney(p.sumInsured, p.cur), excess: money(p.excess, p.cur),
      inception: fmtDate(p.inception, 'long'), renewal: fmtDate(p.renewal, 'long'),
    };
    policyFacts(p, file, s);
    out.push(`  - policy_no: ${p.number}`, `    insured: ${JSON.stringify(p.client)}`, `    cover: ${p.type}`, `    insurer: ${s.insurer}`, `    premium: "${s.premium}"`, `    sum_insured: "${s.sumInsured}"`,
      `    excess: "${s.excess}"`, `    business_interruption: "${r.pick([6, 12, 12, 18, 24])} months"`, `    first_incepted: ${s.inception}`, `    renews: ${s.renewal}`);
  });
  out.push('');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (c) clients
function clientFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'client', attr, value, unit, stated, file);
  F('client_type', c.type, '', s.type);
  F('town', c.town, 'place', s.town);
  F('area', c.area, 'place', s.area);
  F('country', c.country, 'place', s.country);
  F('client_since', c.since, '', s.since);
  F('trade', c.trade ?? null, '', c.trade ? s.trade : '');
}
{
  const file = 'clients/galway-client-list.csv';
  const rows = CLIENTS.filter((c) => c.country === 'Ireland').map((c) => {
    clientFacts(c, file, { type: c.type, town: c.town, area: c.area, country: '', since: String(c.since), trade: c.trade });
    return [c.name, c.type, c.trade ?? '', c.town, c.area, c.since, r.pick(['Aoife Brennan', 'Ciarán Doyle', 'Niamh Walsh'])];
  });
  corpus.write(file, delimited(['Client', 'Type', 'Business', 'Town', 'County', 'Client since', 'Account handler'], rows));
}
{
  const file = 'clients/glasgow-office-clients.md';
  const out = ['# Glasgow office — client list', '', 'All clients below are in Scotland. Business clients have a named contact on the CRM.', ''];
  CLIENTS.filter((c) => c.country === 'Scotland').forEach((c, k) => {
    const type = c.type === 'Business' ? `Business (${c.trade.toLowerCase()})` : 'Individual';
    clientFacts(c, file, { type, town: c.town, area: c.area, country: 'Scotland', since: `Client since: ${c.since}`, trade: c.trade?.toLowerCase() });
    out.push(`## ${c.name}`, '', `Type: ${type}`, `Address: ${r.int(2, 140)} ${L(k, ['Dumbarton Road', 'Old Edinburgh Road', 'Baker Street', 'Constitution Street', 'Byres Road', 'Grampian Road', 'Great Western Road', 'Halbeath Road', 'Duke Street'])}, ${c.town}`,
      `Council area: ${c.area}`, `Client since: ${c.since}`, '');
  });
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (d) insurers, handlers, adjusters
{
  const file = 'insurers/insurer-panel.html';
  const sections = INSURERS.map((x) => {
    const F = (attr, value, unit, stated) => corpus.fact(x.name, 'insurer', attr, value, unit, stated, file);
    const auth = money(x.authority, x.cur);
    F('country', x.country, 'place', x.country);
    F('city', x.city, 'place', x.city);
    F('founded', x.founded, '', String(x.founded));
    F('payment_days', x.pay, 'days', x.payText);
    F('rating', x.rating, '', x.rating);
    F('delegated_authority', x.authority, x.cur, auth);
    return { heading: x.name, rows: [['Known as', x.short], ['Head office', `${x.city}, ${x.country}`], ['Founded', String(x.founded)], ['Financial strength rating', x.rating], ['Pays agreed claims within', x.payText], ['Broker delegated authority', `claims up to ${auth}`]] };
  });
  corpus.write(file, htmlDlPage({ title: 'Insurer panel 2025', site: 'Corrib Clyde Insurance Brokers — claims team intranet', lead: ['The six insurers we place home, motor and commercial business with. Delegated authority: we may agree claims up to the limit without referring to the insurer.'], sections, footer: 'Ratings as published by the rating agencies in January 2025.' }));
}
{
  const file = 'team/claims-team.md';
  const out = ['# The claims team', '', 'Who handles what. Galway looks after Irish clients, Glasgow after Scottish ones.', ''];
  HANDLERS.forEach((h, k) => {
    const F = (attr, value, unit, stated) => corpus.fact(h.name, 'handler', attr, value, unit, stated, file);
    const joined = k % 2 ? fmtDate(h.joined, 'month') : fmtDate(h.joined, 'long');
    F('office', h.office, 'place', h.office);
    F('role', h.role, '', h.role.toLowerCase());
    F('joined', h.joined, 'date', k % 2 ? '' : joined);
    F('qualification', h.qual, '', h.qual);
    F('initials', h.initials, '', `(${h.initials})`);
    out.push(`**${h.name}** (${h.initials}) joined the ${h.office} office ${k % 2 ? 'in' : 'on'} ${joined} and is our ${h.role.toLowerCase()}. ${h.name.split(' ')[0]} holds the ${h.qual} qualification. ` +
      L(k, ['Takes the commercial and litigated files in Galway.', 'Covers motor claims and the Shannon account.', 'Started on the phones and now runs home claims.', 'Leads the Glasgow team and signs off anything over £10k.', 'Looks after home and motor claims for Scottish clients.']), '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'adjusters/panel-adjusters.html';
  const rows = ADJUSTERS.map((a) => {
    const F = (attr, value, unit, stated) => corpus.fact(a.name, 'adjuster', attr, value, unit, stated, file);
    const rate = a.cur === 'EUR' ? `€${a.rate}/hr` : `£${a.rate} per hour`;
    F('firm', a.firm, 'text', a.firm);
    F('city', a.city, 'place', a.city);
    F('country', a.country, 'place', '');
    F('hourly_rate', a.rate, a.cur, rate);
    F('qualification', a.qual, '', a.qual);
    F('adjusting_since', a.since, '', String(a.since));
    return `    <tr><td>${esc(a.name)}</td><td>${esc(a.firm)}</td><td>${esc(a.city)}</td><td>${esc(a.qual)}</td><td>${a.since}</td><td>${esc(rate)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Panel loss adjusters</title></head>
<body>
<h1>Panel loss adjusters</h1>
<p>Keane Lowry cover the Republic of Ireland; Strathmore cover Scotland. Fees are charged to the insurer, not the client.</p>
<table>
  <thead><tr><th>Adjuster</th><th>Firm</th><th>Based in</th><th>Qualification</th><th>Adjusting since</th><th>Rate</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}

// ------------------------------------------------------------------ (e) wide tables
{
  const file = 'finance/reserves-by-quarter.csv';
  const rows = claims.filter((c) => c.reserves.some((x) => x != null)).map((c) => {
    c.reserves.forEach((v, i) => {
      const [q] = QUARTERS[i];
      const attr = `reserve_${q.split(' ')[1]}_${q.split(' ')[0].toLowerCase()}`;
      corpus.also(c.code, 'claim', attr, v == null ? null : Math.round(v * 1000), c.cur, v == null ? '' : v.toFixed(1), file);
    });
    return [c.code, c.cur, ...c.reserves.map((v) => (v == null ? '' : v.toFixed(1)))];
  });
  corpus.write(file, '# Outstanding reserves at quarter end, figures in 000s of the claim currency (EUR for Galway, GBP for Glasgow)\n# blank = claim not open at that date\n' +
    delimited(['Claim', 'Ccy', ...QUARTERS.map(([q]) => q)], rows));
}
// claims that never had a reserve row still carry the fields (null)
for (const c of claims) {
  if (!c.reserves.some((x) => x != null)) {
    QUARTERS.forEach(([q]) => corpus.also(c.code, 'claim', `reserve_${q.split(' ')[1]}_${q.split(' ')[0].toLowerCase()}`, null, c.cur, '', 'finance/reserves-by-quarter.csv'));
  }
}
{
  const file = 'finance/settlements-paid-by-month.csv';
  const months = [];
  for (let y = 2024; y <= 2025; y++) for (let m = 1; m <= 12; m++) if (y === 2024 || m <= 6) months.push(`${y}-${String(m).padStart(2, '0')}`);
  const head = months.map((ym) => `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(ym.slice(5)) - 1]}-${ym.slice(2, 4)}`);
  const rows = INSURERS.map((x) => {
    const vals = months.map((ym) => claims.filter((c) => c.ins === x.key && c.status === 'settled' && c.closed.startsWith(ym)).reduce((s, c) => s + c.paid, 0));
    vals.forEach((v, i) => corpus.also(x.name, 'insurer', `settled_${months[i].replace('-', '_')}`, v, x.cur, v ? group(v) : '', file));
    return [x.short, x.cur, ...vals.map((v) => (v ? group(v) : ''))];
  });
  corpus.write(file, delimited(['Insurer', 'Ccy', ...head], rows));
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.md', `# Claims team shared drive — Corrib Clyde Insurance Brokers

Galway office (Eyre Square) and Glasgow office (West George Street). Home, motor and commercial claims for our
clients in Ireland and Scotland. Please keep one file per claim where you can, and put the claim number
(CLM-YY-NNNN) in every file name.

    claims/          claim sheets by year; Shannon claims as YAML; Glasgow register (HTML)
    insurers/        insurer panel + the exports Atlantic Mutual and Caledonian send us
    exports/         OpenBroker exports (Hibernia claims)
    mail/            e-mails saved from Outlook
    adjusters/       panel adjusters and their reports
    file-notes/      handlers' file notes
    policies/        policy schedules
    clients/         client lists per office
    finance/         reserves and settlements
    team/            who's who, rota
    procedures/      how we do things
    templates/       FNOL form and letters

Amounts are in the currency of the policy: EUR for Galway, GBP for Glasgow. Reserves in the finance sheet are in
thousands. Ask Fraser or Aoife before deleting anything.
`);
corpus.write('procedures/claims-handling-procedure.md', `# Claims handling procedure (both offices)

1. Take the first notification of loss (FNOL) on the template in templates/. Open a claim number the same day.
2. Acknowledge to the client within 1 working day and notify the insurer within 2 working days.
3. Claims over €5,000 / £5,000, all fires, floods and liability claims: ask the insurer to appoint a panel adjuster.
4. Diary every open claim for review every 14 days; litigation files every 30 days.
5. When the insurer pays, check the amount against the excess and pass it on within 5 working days.
6. A declined claim gets a written explanation and the complaints leaflet.

Target: 90 % of claims acknowledged within 24 hours (2024 actual: 93 %).
`);
corpus.write('procedures/escalation-matrix.md', `# Escalation matrix

| Situation | Galway | Glasgow |
|---|---|---|
| Claim over €25k / £20k | Aoife Brennan | Fraser McLeod |
| Complaint | Compliance officer | Compliance officer |
| Solicitor's letter / litigation | Aoife Brennan + insurer's panel solicitors | Fraser McLeod + insurer's panel solicitors |
| Media enquiry | Managing director | Managing director |

Out of hours: the insurers' own 24-hour lines (see the insurer panel page).
`);
corpus.write('templates/fnol-template.md', `# First notification of loss — template

Claim ref: CLM-__-____
Policy no.:
Policyholder:
Insurer:
Peril:
Date of loss:
Date reported:
Description:
Estimated amount:
Police / Garda reference:
Photos received: Y / N
Handler:
`);
corpus.write('templates/decline-letter.md', `# Template — claim declined

Dear {client},

Re: claim {claim ref}, policy {policy no.}

We are sorry to tell you that {insurer} has declined your claim because {reason}. A copy of the relevant policy
wording is enclosed. If you are unhappy with this decision you can complain to us or to the insurer, and then to
the Financial Services and Pensions Ombudsman (Ireland) or the Financial Ombudsman Service (UK) within six months.

Yours sincerely,
{handler}
`);
corpus.write('team/holiday-rota-summer-2025.md', `# Summer 2025 leave

| Person | Away | Cover |
|---|---|---|
| Aoife | 7–18 July | Ciarán |
| Niamh | 28 July – 1 August | Aoife |
| Fraser | 14–25 July | Isla |
| Isla | 4–8 August | Fraser |

Galway office closed on the August bank holiday (4 August); Glasgow open.
`);
corpus.write('weather/named-storms-2024-25.md', `# Named storms that produced claims

- Storm Isha — 21–22 January 2024. Gusts of 90+ mph in the west of Ireland and Scotland.
- Storm Kathleen — 6 April 2024.
- Storm Bert — 23–24 November 2024. Heavy rain and river flooding.
- Storm Darragh — 6–7 December 2024.
- Storm Éowyn — 24 January 2025. Red warnings in Galway, Mayo and Clare; record gusts; long power cuts.

Insurers treat each storm as one event for reinsurance; give the storm name on every FNOL.
`);
corpus.write('meetings/claims-meeting-2025-05-14.md', `# Claims meeting — 14 May 2025 (Teams)

Present: Aoife Brennan, Ciarán Doyle, Niamh Walsh, Fraser McLeod, Isla Murray.

- Storm Éowyn claims nearly all closed; one Caledonian roof claim still waiting on scaffolding.
- Litigation: three files. Fraser to chase the panel solicitors on the Partick fire.
- Average time to acknowledge in April: 0.8 days (target 1).
- New starter in Glasgow from September (claims assistant).
- Next meeting 11 June 2025.
`);
corpus.write('complaints/complaints-log-2024-25.md', `# Complaints log

| Date | Client | About | Outcome |
|---|---|---|---|
| 12 Jul 2024 | (Galway) | delay in passing on settlement | upheld, €50 goodwill |
| 3 Oct 2024 | (Glasgow) | declined theft claim | not upheld |
| 20 Mar 2025 | (Glasgow) | phone not answered during Storm Éowyn | upheld, apology |

Complaints are also reported to the compliance officer each quarter.
`);
corpus.write('suppliers/approved-repairers.csv', delimited(['Repairer', 'Trade', 'Area', 'Phone', 'Labour rate'], [
  ['Oranmore Auto Glass', 'Windscreens', 'Galway', '091 790 112', '€45/hr'], ['Corrib Restoration', 'Drying and fire restoration', 'Galway / Mayo', '091 566 300', '€58/hr'],
  ['Clyde Bodyworks', 'Motor bodyshop', 'Glasgow', '0141 334 9087', '£52/hr'], ['Highland Roofing Services', 'Roofing', 'Inverness', '01463 710 244', '£48/hr'],
  ['Forth Drying Ltd', 'Drying', 'Edinburgh / Fife', '0131 555 7012', '£44/hr'],
]));
corpus.write('regulatory/consumer-protection-notes.md', `# Consumer protection — claims rules we must follow

Ireland (Central Bank Consumer Protection Code): acknowledge a claim within 3 business days; update the client at
least every 20 business days; give reasons in writing for a declined claim.

UK (FCA ICOBS 8): handle claims promptly and fairly; don't unreasonably reject a claim; settle promptly once the
amount is agreed.
`);
corpus.write('finance/commission-rates-2025.md', `# Commission rates 2025 (broker income, not claims)

| Insurer | Personal lines | Commercial |
|---|---|---|
| Atlantic Mutual | 12.5 % | 15 % |
| Hibernia General | 12 % | 15 % |
| Shannon Underwriting | 14 % | 17.5 % |
| Caledonian | 12.5 % | 15 % |
| Forth Valley | 12 % | 16 % |
| Northern Lights | 15 % | 17.5 % |
`);
corpus.write('team/training-log-2025.csv', delimited(['Date', 'Person', 'Course', 'CPD hours'], [
  ['2025-01-22', 'Niamh Walsh', 'Escape of water claims', '2'], ['2025-02-11', 'Isla Murray', 'Vulnerable customers', '1.5'], ['2025-03-04', 'Ciarán Doyle', 'Motor total losses', '3'],
  ['2025-04-17', 'Fraser McLeod', 'Managing litigated claims', '6'], ['2025-05-08', 'Aoife Brennan', 'Business interruption basics', '4'],
]));

corpus.write('team/contacts.md', `# Useful numbers

- Galway office: 091 561 200 (claims line ext. 2)
- Glasgow office: 0141 248 7730 (claims line option 1)
- Atlantic Mutual broker claims desk: 01 640 1100
- Hibernia General claims: 021 480 2200
- Shannon Underwriting: 061 410 900
- Caledonian Assurance broker line: 0131 555 0190
- Forth Valley claims: 01786 470 300
- Northern Lights General: 01224 650 800
- Keane Lowry (Galway): 091 520 441 · Strathmore Adjusting (Glasgow): 0141 332 6610
`);
corpus.write('insurers/atlantic-mutual/README.txt', `Atlantic Mutual sends the broker claims extract at each month end by SFTP.
Semicolon-separated, decimal commas, dates DD.MM.YYYY (their system is run by the French parent group).
Only claims notified from 01.07.2024 are included; older Atlantic claims are on our own claim sheets.
Contact for data queries: bordereaux@atlanticmutual.ie
`);
{
  const eowyn = claims.filter((c) => c.lost === '2025-01-24');
  corpus.write('mail/2025-01-31 Storm Eowyn claims so far.eml', [
    'From: aoife.brennan@corribclyde.ie', 'To: claims@corribclyde.ie; claims@corribclyde.co.uk', 'Date: 31 Jan 2025 16:40', 'Subject: Storm Éowyn — claims so far', 'Content-Type: text/plain; charset=utf-8', '',
    'Hi both offices,', '',
    `A week on from Éowyn we have ${eowyn.length} storm claims logged across Galway and Glasgow (${eowyn.map((c) => c.code).join(', ')}). Expect more as people get home from relatives and find the damage.`,
    'Please put "Storm Éowyn" in the description of every FNOL so the insurers can aggregate them, and send roofers\' photos before anything is thrown away.', '',
    'Scaffolding is the bottleneck: Highland Roofing are quoting four to six weeks.', '', 'Thanks,', 'Aoife', '',
  ].join('\n'));
}

const stats = corpus.flush(source);
console.log(`claims: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
