#!/usr/bin/env node
// Solar corpus (held-out): the shared drive of "Kernow & Dart Solar Ltd", a small solar installer in the West Country
// (depots in Totnes, Devon, and Launceston, Cornwall; jobs in Devon, Cornwall and Somerset), 2025, with a German panel,
// inverter and battery supplier (Sonnwerk Solartechnik GmbH, Freiburg im Breisgau) whose datasheets and order
// confirmations are partly in German. 45 installations (2024-2025), 42 customers, 8 panel models, 7 inverters,
// 5 batteries, 10 installers.
//   node bench/corpora/solar/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "solar-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) installations: Markdown job sheets of `Key: value` lines (label set A: `Job no.`, `System size: 4.92 kWp`,
//     `Panels: 12 × …`, `Contract price: £7,450.00`), Markdown handover packs with YAML front matter (label set B:
//     `Client`, `Property`, `PV array: 5,160 Wp (12 × …)`, `Storage`, `Commissioned: 3 Jun 2025`, `Total (inc. VAT
//     at 0%): GBP 11,240`), an install register CSV (units in the header, UK dates), a nested JSON export of the
//     quoting system (accepted quotes carry a job ref; prices in pence), an HTML table of commercial installs
//     (`£21,400 + VAT`), and four installs only in the PROSE of sales-meeting notes (`eight … panels`);
// (b) customers: a CRM export CSV, an HTML definition list of business accounts (`£0.150 per kWh`), a Markdown note
//     of new customers with another label set (`Lives in`, `Exporting on`, `Came via`) and customer e-mails in
//     sentences;
// (c) products: bilingual German/English panel datasheets (`Nennleistung (Pmax) / Rated power: 430 Wp`, `21,5 %`,
//     `1762 × 1134 × 30 mm`, `24,2 kg`), a German inverter table (`5,0 kW`, `einphasig`, `ja`), a German battery
//     text (`Nutzbare Kapazität: 10,2 kWh`), an HTML panel comparison table, a US datasheet in inches and lb, a UK
//     distributor's price list CSV (`6000 W`, `3-ph`, trade prices in GBP); German order confirmations state the
//     Sonnwerk unit prices in EUR (`Einzelpreis 112,40 €`);
// (d) installers in nested YAML and HTML cards (`six years`), vans in a fleet CSV;
// (e) a WIDE table of monthly generation in 2025 (a column per month, kWh) for systems on non-Sonnwerk inverters, and
//     a Sonnwerk monitoring-portal export (preamble, semicolons, decimal commas) with the 2025 yield of the others;
// (f) background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: system size in kWp (`5,160 Wp` → 5.16); battery capacity in kWh (installed total:
// units × capacity); prices in GBP (`1154000` pence → 11540; commercial prices net of VAT as stated); panel length
// and width in mm (`67.8 in` → 1722.12); weights in kg (`44.1 lb` → × 0.45359237); inverter ratings in kW (`6000 W`
// → 6); export rates in pence per kWh (`£0.150` → 15); generation in kWh (`4.312,6` → 4312.6; a system's 2025 total
// from the wide table is the sum of its months, stated nowhere); product unit prices in the stated currency (EUR
// for Sonnwerk, GBP for the distributor; never converted); dates ISO; German words in English (`ja` = yes,
// `einphasig` = 1 phase, `dreiphasig` = 3 phases, `Deutschland` = Germany).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlDlPage, rng, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('solar-v1');
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const de = (x, d) => Number(x).toFixed(d).replace('.', ',');
/** German grouping: 4312.6 → "4.312,6" */
const deGroup = (x, d) => {
  const [i, f] = Number(x).toFixed(d).split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return f ? `${g},${f}` : g;
};
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const NUM_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen'];
/** kWp without trailing zeros: 4.92, 6.4, 12.45, 3.735 */
const kwpStr = (x) => String(r4(x));

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (generation tables, price lists, order confirmations, fleet list). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ products
// panels: [key, name, maker, made in, W, length mm, width mm, depth mm, kg, bifacial, warranty years]
const PANEL_DEF = [
  ['S410', 'Sonnwerk SW-410 Schwarz', 'Sonnwerk', 'Germany', 410, 1722, 1134, 30, 21.3, false, 25],
  ['S430', 'Sonnwerk SW-430 Glas-Glas', 'Sonnwerk', 'Germany', 430, 1762, 1134, 30, 24.2, false, 30],
  ['S450', 'Sonnwerk SW-450 Bifazial', 'Sonnwerk', 'Germany', 450, 1903, 1134, 30, 25.8, true, 30],
  ['S380', 'Sonnwerk SW-380 Kompakt', 'Sonnwerk', 'Germany', 380, 1700, 1046, 30, 19.6, false, 25],
  ['AU', 'Aurelis AU-415 Mono', 'Aurelis', 'China', 415, 1722, 1134, 30, 21.0, false, 15],
  ['HX', 'Helion HX-440 Bifacial', 'Helion', 'China', 440, 1762, 1134, 30, 23.5, true, 25],
  ['NV', 'Norwick NV-400 Full Black', 'Norwick', 'United Kingdom', 400, 1722, 1134, 35, 20.8, false, 25],
  ['CV', 'Corvan CV-370 Slim', 'Corvan', 'United States', 370, null, null, null, null, false, 25],
];
const panels = PANEL_DEF.map(([key, name, maker, country, w, len, wid, dep, kg, bif, warranty]) => ({ key, name, maker, country, w, len, wid, dep, kg, bif, warranty }));
// Corvan: a US datasheet in inches and pounds
const CV = panels.find((p) => p.key === 'CV');
CV.lenIn = 67.8;
CV.widIn = 40.9;
CV.depIn = 1.38;
CV.lb = 44.1;
CV.len = r4(CV.lenIn * 25.4);
CV.wid = r4(CV.widIn * 25.4);
CV.kg = r4(CV.lb * 0.45359237);
for (const p of panels) p.eff = Math.round((p.w / ((p.len / 1000) * (p.wid / 1000) * 1000)) * 1000) / 10;
const P = Object.fromEntries(panels.map((p) => [p.key, p]));

// inverters: [key, name, maker, kW, phases, hybrid, warranty]
const INV_DEF = [
  ['W36', 'Sonnwerk SWR 3.6 H', 'Sonnwerk', 3.6, 1, true, 10],
  ['W50', 'Sonnwerk SWR 5.0 H', 'Sonnwerk', 5.0, 1, true, 10],
  ['W10', 'Sonnwerk SWR 10 T3', 'Sonnwerk', 10, 3, false, 10],
  ['T36', 'Tidewell TW-3.6 Hybrid', 'Tidewell', 3.6, 1, true, 12],
  ['T50', 'Tidewell TW-5.0 Hybrid', 'Tidewell', 5.0, 1, true, 12],
  ['C6', 'Calder CX-6 Hybrid', 'Calder', 6, 1, true, 10],
  ['C12', 'Calder CX-12T', 'Calder', 12, 3, false, 10],
];
const inverters = INV_DEF.map(([key, name, maker, kw, phases, hybrid, warranty]) => ({ key, name, maker, kw, phases, hybrid, warranty }));
const I = Object.fromEntries(inverters.map((x) => [x.key, x]));

// batteries: [key, name, maker, kWh per unit, warranty, max units]
const BAT_DEF = [
  ['B5', 'Sonnwerk SonnSpeicher S5', 'Sonnwerk', 5.1, 10],
  ['B10', 'Sonnwerk SonnSpeicher S10', 'Sonnwerk', 10.2, 10],
  ['TB', 'Tidewell TB-9.5', 'Tidewell', 9.5, 12],
  ['CB', 'Calder CB-5.2', 'Calder', 5.2, 10],
  ['VH', 'Volterra Homestack 13.5', 'Volterra', 13.5, 10],
];
const batteries = BAT_DEF.map(([key, name, maker, kwh, warranty]) => ({ key, name, maker, kwh, warranty }));
const BT = Object.fromEntries(batteries.map((x) => [x.key, x]));

// Sonnwerk unit prices (EUR, in the German order confirmations); distributor trade prices (GBP) for the rest
const EUR_PRICE = { S410: 98.5, S430: 112.4, S450: 124.9, S380: 96.2, W36: 1089, W50: 1349, W10: 1890, B5: 2150, B10: 3980 };
const GBP_PRICE = { AU: 89.0, HX: 104.5, NV: 118.0, CV: 96.75, T36: 845, T50: 1045, C6: 1180, C12: 1725, TB: 3295, CB: 1420, VH: 5650 };

// ------------------------------------------------------------------ installers
// [name, role, depot, years of service, certifications, van reg, van model, fuel]
const INSTALLER_DEF = [
  ['Jory Pascoe', 'Lead installer', 'Totnes', 11, ['C&G 2399 Solar PV', '18th Edition', 'Battery storage (C&G 2921-34)', 'IPAF'], 'WK71 HXP', 'Ford Transit Custom', 'Diesel'],
  ['Tamsin Hocking', 'Lead installer', 'Launceston', 7, ['C&G 2399 Solar PV', '18th Edition', 'PASMA', 'First aid at work'], 'WF22 KTR', 'Vauxhall Vivaro', 'Diesel'],
  ['Dan Medlyn', 'Electrician', 'Totnes', 5, ['18th Edition', 'Battery storage (C&G 2921-34)', 'EV charging (C&G 2919-01)'], 'WK73 ZRT', 'Ford E-Transit Custom', 'Electric'],
  ['Kieran Vosper', 'Lead installer', 'Launceston', 9, ['C&G 2399 Solar PV', '18th Edition', 'IPAF', 'PASMA'], 'WA20 PLN', 'Volkswagen Transporter', 'Diesel'],
  ['Rhys Tonkin', 'Electrician', 'Totnes', 3, ['18th Edition', 'C&G 2399 Solar PV'], 'WK24 DVO', 'Renault Trafic', 'Diesel'],
  ['Becky Luscombe', 'Roofer', 'Totnes', 6, ['CSCS', 'IPAF', 'Working at height'], 'WF19 BEX', 'Ford Transit Connect', 'Diesel'],
  ['Sam Eveleigh', 'Apprentice', 'Launceston', 1, ['CSCS'], null, null, null],
  ['Oli Chudleigh', 'Electrician', 'Launceston', 4, ['18th Edition', 'Battery storage (C&G 2921-34)', 'First aid at work'], 'WK23 CUO', 'Toyota Proace', 'Diesel'],
  ['Gary Northey', 'Roofer', 'Totnes', 14, ['CSCS', 'PASMA', 'Working at height'], 'WR68 GNY', 'Ford Transit Custom', 'Diesel'],
  ['Priya Raman', 'Surveyor and designer', 'Totnes', 2, ['MCS design course', 'Working at height'], null, null, null],
];
const installers = INSTALLER_DEF.map(([name, role, depot, years, certs, reg, van, fuel]) => ({ name, role, depot, years, certs, reg, van, fuel }));
const LEAD = { JP: 'Jory Pascoe', TH: 'Tamsin Hocking', DM: 'Dan Medlyn', KV: 'Kieran Vosper', RT: 'Rhys Tonkin' };

// ------------------------------------------------------------------ customers
const TOWNS = {
  Ashburton: ['Devon', 'TQ13'], Liskeard: ['Cornwall', 'PL14'], 'Bovey Tracey': ['Devon', 'TQ13'], Okehampton: ['Devon', 'EX20'],
  Tavistock: ['Devon', 'PL19'], Totnes: ['Devon', 'TQ9'], Kingsbridge: ['Devon', 'TQ7'], Crediton: ['Devon', 'EX17'],
  Chagford: ['Devon', 'TQ13'], Callington: ['Cornwall', 'PL17'], Launceston: ['Cornwall', 'PL15'], Bodmin: ['Cornwall', 'PL31'],
  Lostwithiel: ['Cornwall', 'PL22'], 'St Austell': ['Cornwall', 'PL25'], Taunton: ['Somerset', 'TA1'], Wellington: ['Somerset', 'TA21'],
  Dulverton: ['Somerset', 'TA22'], 'Newton Abbot': ['Devon', 'TQ12'], Moretonhampstead: ['Devon', 'TQ13'], Buckfastleigh: ['Devon', 'TQ11'],
  Dartmouth: ['Devon', 'TQ6'], Kingswear: ['Devon', 'TQ6'], Tiverton: ['Devon', 'EX16'], Wiveliscombe: ['Somerset', 'TA4'],
};
const TARIFFS = {
  OF: ['Octavia Export Fixed', 15.0], ES: ['EcoTide Smart Export', 12.0], BP: ['Brightwell Export Plus', 16.5],
  HS: ['Hearth Export Saver', 8.0], WS: ['Westgrid SEG Standard', 5.5],
};
// [no, name, town, type, tariff key | null, lead source, referred by, layout]
const CUSTOMER_DEF = [
  ['C-1001', 'Jane Trelawny', 'Ashburton', 'Domestic', 'OF', 'Website', null, 'crm'],
  ['C-1002', 'Alan Jago', 'Liskeard', 'Domestic', 'ES', 'Royal Cornwall Show', null, 'crm'],
  ['C-1003', 'Mary Pengelly', 'Liskeard', 'Domestic', 'OF', 'Referral', 'Alan Jago', 'crm'],
  ['C-1004', 'Robert Widdicombe', 'Bovey Tracey', 'Domestic', 'HS', 'Leaflet drop', null, 'crm'],
  ['C-1005', 'Susan Northcott', 'Okehampton', 'Domestic', 'WS', 'Checkatrade', null, 'crm'],
  ['C-1006', 'Martin Yeo', 'Tavistock', 'Domestic', 'BP', 'Facebook', null, 'crm'],
  ['C-1007', 'Helen Babbage', 'Totnes', 'Domestic', 'OF', 'Website', null, 'crm'],
  ['C-1008', 'Graham Coombe', 'Kingsbridge', 'Domestic', 'ES', 'Devon County Show', null, 'crm'],
  ['C-1009', 'Linda Lethbridge', 'Crediton', 'Domestic', 'HS', 'Referral', 'Robert Widdicombe', 'crm'],
  ['C-1010', 'Peter Hoskins', 'Chagford', 'Domestic', 'OF', 'Devon County Show', null, 'crm'],
  ['C-1011', 'Ann Tregear', 'Callington', 'Domestic', 'WS', 'Facebook', null, 'crm'],
  ['C-1012', 'David Nankivell', 'Launceston', 'Domestic', 'BP', 'Website', null, 'crm'],
  ['C-1013', 'Carol Moyle', 'Bodmin', 'Domestic', 'ES', 'Referral', 'David Nankivell', 'crm'],
  ['C-1014', 'Steven Kitto', 'Lostwithiel', 'Domestic', 'OF', 'Checkatrade', null, 'crm'],
  ['C-1015', 'Julie Dunstan', 'St Austell', 'Domestic', 'HS', 'Royal Cornwall Show', null, 'crm'],
  ['C-1016', 'Ian Rowe', 'Taunton', 'Domestic', 'WS', 'Website', null, 'crm'],
  ['C-1017', 'Karen Polglase', 'Wellington', 'Domestic', 'OF', 'Referral', 'Ian Rowe', 'crm'],
  ['C-1018', 'Neil Kellow', 'Dulverton', 'Domestic', 'ES', 'Leaflet drop', null, 'crm'],
  ['C-1019', 'Fiona Hext', 'Newton Abbot', 'Domestic', 'BP', 'Facebook', null, 'crm'],
  ['C-1020', 'Paul Endacott', 'Moretonhampstead', 'Domestic', 'OF', 'Referral', 'Peter Hoskins', 'crm'],
  ['C-1021', 'Sarah Cleave', 'Buckfastleigh', 'Domestic', 'ES', 'Website', null, 'crm'],
  ['C-1022', 'Tom Burnard', 'Dartmouth', 'Domestic', 'HS', 'Devon County Show', null, 'crm'],
  ['C-2001', 'Higher Wick Farm', 'Crediton', 'Business', 'BP', 'Devon County Show', null, 'biz'],
  ['C-2002', 'Dartside Holiday Cottages', 'Dartmouth', 'Business', 'OF', 'Website', null, 'biz'],
  ['C-2003', 'Moorview Motors', 'Okehampton', 'Business', 'ES', 'Referral', 'Susan Northcott', 'biz'],
  ['C-2004', 'Tavy Valley Brewing Co', 'Tavistock', 'Business', 'WS', 'Referral', 'Martin Yeo', 'biz'],
  ['C-2005', 'St Keyne Village Hall', 'Liskeard', 'Business', 'HS', 'Leaflet drop', null, 'biz'],
  ['C-1031', 'Rachel Bolitho', 'Launceston', 'Domestic', 'OF', 'Referral', 'David Nankivell', 'new'],
  ['C-1032', 'Mark Trewin', 'Callington', 'Domestic', 'ES', 'Facebook', null, 'new'],
  ['C-1033', 'Emma Wills', 'Totnes', 'Domestic', null, 'Website', null, 'new'],
  ['C-1034', 'Chris Luxton', 'Tiverton', 'Domestic', 'HS', 'Checkatrade', null, 'new'],
  ['C-1035', 'Joanne Squire', 'Wiveliscombe', 'Domestic', 'WS', 'Website', null, 'new'],
  ['C-1036', 'Andrew Pook', 'Kingsbridge', 'Domestic', 'OF', 'Referral', 'Graham Coombe', 'new'],
  ['C-1037', 'Nicola Rendle', 'Bodmin', 'Domestic', 'BP', 'Royal Cornwall Show', null, 'new'],
  ['C-1038', 'Simon Honey', 'Taunton', 'Domestic', 'ES', 'Referral', 'Ian Rowe', 'new'],
  ['C-1041', 'Gillian Snell', 'Bovey Tracey', 'Domestic', 'OF', 'Referral', 'Robert Widdicombe', 'mail'],
  ['C-1042', 'Roger Ellacott', 'Okehampton', 'Domestic', 'WS', 'Leaflet drop', null, 'mail'],
  ['C-1043', 'Patricia Hamlyn', 'Crediton', 'Domestic', 'ES', 'Facebook', null, 'mail'],
  ['C-1044', 'Tony Rundle', 'Liskeard', 'Domestic', null, 'Referral', 'Mary Pengelly', 'mail'],
  ['C-1045', 'Wendy Blamey', 'Lostwithiel', 'Domestic', 'BP', 'Website', null, 'mail'],
  ['C-1046', 'Keith Hambly', 'Wellington', 'Domestic', 'HS', 'Devon County Show', null, 'mail'],
  ['C-1047', 'Lorraine Jeffery', 'Newton Abbot', 'Domestic', 'OF', 'Checkatrade', null, 'mail'],
];
const customers = CUSTOMER_DEF.map(([no, name, town, type, tariff, source, ref, layout]) => ({
  no, name, town, county: TOWNS[town][0], type, tariff: tariff ? TARIFFS[tariff][0] : null, rate: tariff ? TARIFFS[tariff][1] : null, source, ref, layout,
}));
const C = Object.fromEntries(customers.map((c) => [c.no, c]));

// ------------------------------------------------------------------ installations
// [customer no, year, layout, panel, count, inverter, battery key | null, battery units, lead, roof, town override, fixed date]
const INSTALL_DEF = [
  ['C-1001', 2024, 'A', 'S410', 12, 'W50', 'B10', 1, 'JP', 'South'],
  ['C-1002', 2024, 'CSV', 'AU', 10, 'T36', null, 0, 'TH', 'South-west'],
  ['C-1003', 2024, 'A', 'S410', 14, 'W50', 'B5', 1, 'TH', 'South'],
  ['C-1004', 2024, 'CSV', 'NV', 16, 'C6', 'CB', 2, 'DM', 'East-west'],
  ['C-2005', 2024, 'A', 'S410', 16, 'W50', null, 0, 'KV', 'South'],
  ['C-1005', 2024, 'CSV', 'CV', 10, 'T36', 'TB', 1, 'KV', 'South-east'],
  ['C-1006', 2024, 'A', 'S410', 10, 'W36', null, 0, 'KV', 'West'],
  ['C-1007', 2024, 'CSV', 'AU', 12, 'T50', 'TB', 1, 'RT', 'South'],
  ['C-1008', 2024, 'A', 'NV', 8, 'W36', 'B5', 1, 'JP', 'South'],
  ['C-2001', 2024, 'CSV', 'AU', 30, 'C12', null, 0, 'DM', 'South'],
  ['C-1009', 2024, 'A', 'S410', 12, 'W50', null, 0, 'DM', 'East-west'],
  ['C-1010', 2024, 'CSV', 'CV', 14, 'C6', 'CB', 3, 'JP', 'South-west'],
  ['C-1011', 2024, 'A', 'NV', 11, 'T36', 'TB', 1, 'TH', 'South'],
  ['C-1012', 2024, 'CSV', 'S410', 16, 'W50', 'B10', 1, 'TH', 'South'],
  ['C-1013', 2024, 'A', 'CV', 12, 'T50', null, 0, 'KV', 'South-west'],
  ['C-1014', 2024, 'CSV', 'S410', 12, 'W50', 'VH', 1, 'TH', 'South'],
  ['C-1015', 2024, 'A', 'AU', 14, 'T50', 'TB', 1, 'KV', 'East-west'],
  ['C-1016', 2024, 'A', 'NV', 18, 'C6', 'CB', 2, 'RT', 'South'],
  ['C-1017', 2025, 'CSV', 'S430', 12, 'W50', 'B10', 1, 'RT', 'South'],
  ['C-1018', 2025, 'CSV', 'HX', 10, 'T50', null, 0, 'RT', 'South-west'],
  ['C-1019', 2025, 'B', 'S430', 14, 'W50', 'B10', 1, 'JP', 'South'],
  ['C-1020', 2025, 'B', 'HX', 12, 'C6', 'CB', 2, 'DM', 'East-west'],
  ['C-1021', 2025, 'B', 'S380', 10, 'W36', 'B5', 1, 'JP', 'South'],
  ['C-1022', 2025, 'B', 'S430', 8, 'W36', null, 0, 'DM', 'South-east'],
  ['C-1031', 2025, 'B', 'S450', 12, 'W50', 'B10', 1, 'TH', 'South'],
  ['C-1032', 2025, 'B', 'HX', 14, 'C6', 'VH', 1, 'KV', 'South-west'],
  ['C-1033', 2025, 'B', 'S380', 9, 'W36', null, 0, 'RT', 'East-west'],
  ['C-1034', 2025, 'B', 'S430', 16, 'W50', 'B10', 1, 'DM', 'South'],
  ['C-1035', 2025, 'JSON', 'HX', 12, 'T50', 'TB', 1, 'RT', 'South'],
  ['C-1036', 2025, 'JSON', 'S450', 14, 'W50', 'B5', 1, 'JP', 'South-west'],
  ['C-1037', 2025, 'JSON', 'S430', 12, 'W50', null, 0, 'KV', 'South'],
  ['C-1038', 2025, 'JSON', 'HX', 16, 'C6', 'CB', 3, 'RT', 'East-west'],
  ['C-1041', 2025, 'JSON', 'S430', 10, 'W50', 'B10', 1, 'JP', 'South'],
  ['C-1042', 2025, 'JSON', 'S380', 8, 'W36', null, 0, 'TH', 'South-west'],
  ['C-1043', 2025, 'JSON', 'S450', 10, 'T50', 'TB', 2, 'DM', 'South'],
  ['C-1044', 2025, 'JSON', 'HX', 13, 'T50', null, 0, 'TH', 'South'],
  ['C-2001', 2025, 'HTML', 'S450', 36, 'W10', 'VH', 2, 'DM', null],
  ['C-2002', 2025, 'HTML', 'S430', 24, 'W10', null, 0, 'JP', null],
  ['C-2002', 2025, 'HTML', 'HX', 20, 'C12', 'VH', 1, 'JP', null, 'Kingswear'],
  ['C-2003', 2025, 'HTML', 'HX', 32, 'C12', null, 0, 'KV', null],
  ['C-2004', 2025, 'HTML', 'S450', 40, 'W10', 'VH', 2, 'KV', null],
  ['C-1002', 2025, 'PROSE', 'S430', 8, 'W36', 'B5', 1, 'TH', 'South-west', null, '2025-03-24'],
  ['C-1045', 2025, 'PROSE', 'S380', 10, 'W36', 'B5', 1, 'KV', 'South', null, '2025-06-23'],
  ['C-1046', 2025, 'PROSE', 'HX', 12, 'T50', 'TB', 1, 'RT', 'South', null, '2025-07-02'],
  ['C-1047', 2025, 'PROSE', 'S450', 12, 'W50', 'B10', 1, 'JP', 'South-west', null, '2025-09-22'],
];

function weekdays(from, to) {
  const out = [];
  for (let t = Date.parse(`${from}T12:00:00Z`); t <= Date.parse(`${to}T12:00:00Z`); t += 86400000) {
    const d = new Date(t);
    if (d.getUTCDay() >= 1 && d.getUTCDay() <= 5) out.push(d.toISOString().slice(0, 10));
  }
  return out;
}
const n2024 = INSTALL_DEF.filter((x) => x[1] === 2024).length;
const dates2024 = r.sample(weekdays('2024-03-04', '2024-12-13'), n2024).sort();
const free2025 = INSTALL_DEF.filter((x) => x[1] === 2025 && !x[11]).length;
const fixed = new Set(INSTALL_DEF.filter((x) => x[11]).map((x) => x[11]));
const dates2025 = r.shuffle(r.sample(weekdays('2025-01-13', '2025-10-24').filter((d) => !fixed.has(d)), free2025));

const STREETS = ['Chapel Row', 'Fore Street', 'Church Lane', 'Station Road', 'Mill Lane', 'West Street', 'Orchard Close', 'Moor View', 'Higher Town', 'Barton Road', 'Bridge Street', 'Quarry Lane', 'Trelawney Road', 'Bodmin Road', 'Silver Street', 'East Street', 'Plymouth Road', 'Park Terrace', 'Lower Street', 'The Square'];
const HOUSES = ['Rose Cottage', 'Hillside', 'The Old Forge', 'Springfield', 'Little Orchard', 'Penrose', 'The Linhay', 'Coombe View', 'Tor View', 'Brook House'];
const BIZ_ADDR = {
  'C-2001': ['Higher Wick Farm', 'Higher Wick Farm, Cheriton Fitzpaine'],
  'C-2002': ['Riverside Barns', 'Riverside Barns, Townstal Road'],
  'C-2003': ['Unit 3, Exeter Road Industrial Estate', 'Unit 3, Exeter Road Industrial Estate'],
  'C-2004': ['Abbey Mill', 'Abbey Mill, Canal Road'],
  'C-2005': ['St Keyne Village Hall', 'St Keyne Village Hall, Station Road'],
};
const usedAddr = new Set();
function address(c, k) {
  if (BIZ_ADDR[c.no]) return k === 'Kingswear' ? 'Higher Brixham Road' : BIZ_ADDR[c.no][0];
  for (;;) {
    const a = r.chance(0.3) ? r.pick(HOUSES) : `${r.int(1, 48)} ${r.pick(STREETS)}`;
    if (!usedAddr.has(a)) {
      usedAddr.add(a);
      return a;
    }
  }
}
// monthly specific yield in the West Country (kWh per kWp, south-facing, 2025)
const YIELD = [24, 43, 76, 112, 131, 136, 129, 114, 84, 54, 29, 19];
const ORIENT = { South: 1.0, 'South-west': 0.96, 'South-east': 0.96, 'East-west': 0.86, West: 0.83 };
const MONTH_KEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

let d24 = 0;
let d25 = 0;
const installs = INSTALL_DEF.map(([cno, year, layout, pk, n, ik, bk, bunits, lead, roof, townOver, fixedDate]) => {
  const cust = C[cno];
  const town = townOver ?? cust.town;
  const date = fixedDate ?? (year === 2024 ? dates2024[d24++] : dates2025[d25++]);
  const panel = P[pk];
  const inv = I[ik];
  const bat = bk ? BT[bk] : null;
  const kwp = r4((n * panel.w) / 1000);
  const batKwh = bat ? r4(bat.kwh * bunits) : null;
  const commercial = layout === 'HTML' || cust.type === 'Business';
  const raw = commercial
    ? kwp * r.float(1000, 1150) + (batKwh ?? 0) * 380
    : 1450 + kwp * r.float(1180, 1420) + (batKwh ?? 0) * r.float(390, 440);
  const price = commercial ? Math.round(raw / 50) * 50 : Math.round(raw / 10) * 10;
  return { cust, year, layout, panel, n, inv, bat, bunits, batKwh, lead: LEAD[lead], roof, town, county: TOWNS[town][0], postcode: `${TOWNS[town][1]} ${r.int(1, 9)}${String.fromCharCode(65 + r.int(0, 25))}${String.fromCharCode(65 + r.int(0, 25))}`, date, kwp, price };
});
// job numbers in date order, with gaps (surveys and quotes that came to nothing use numbers too)
installs.sort((a, b) => a.date.localeCompare(b.date));
{
  let seq = { 2024: 2, 2025: 1 };
  for (const j of installs) {
    const y = Number(j.date.slice(0, 4));
    seq[y] += r.int(1, 4);
    j.job = `KDS-${String(y).slice(2)}-${pad(seq[y], 3)}`;
  }
}
for (const j of installs) j.address = address(j.cust, j.town);
// 2025 generation: month by month, from the day of commissioning
for (const j of installs) {
  const [y, m, d] = j.date.split('-').map(Number);
  const f = ORIENT[j.roof ?? 'South'] * r.float(0.92, 1.06);
  j.gen = YIELD.map((yv, i) => {
    if (y === 2025 && i + 1 < m) return null;
    const frac = y === 2025 && i + 1 === m ? (MONTH_DAYS[i] - d + 1) / MONTH_DAYS[i] : 1;
    return Math.max(0, Math.round(j.kwp * yv * f * frac * r.float(0.9, 1.1)));
  });
  j.portal = j.inv.maker === 'Sonnwerk';
  if (j.portal) {
    j.gen2025 = Math.round((j.gen.reduce((a, b) => a + (b ?? 0), 0) + r.float(-0.5, 0.5)) * 10) / 10;
    j.avail = Math.round(r.float(96.5, 99.9) * 10) / 10;
  } else j.gen2025 = j.gen.reduce((a, b) => a + (b ?? 0), 0);
}

// ------------------------------------------------------------------ installation facts + layouts
function instFacts(j, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(j.job, 'installation', attr, value, unit, stated, file);
  F('customer', j.cust.name, 'text', s.customer);
  F('address', j.address, 'text', s.address ?? j.address);
  F('town', j.town, 'place', s.town ?? j.town);
  F('county', j.county, 'place', s.county ?? j.county);
  F('kwp', j.kwp, 'kWp', s.kwp);
  F('panels', j.n, '', s.panels);
  F('panel_model', j.panel.name, 'text', s.panel ?? j.panel.name);
  F('inverter', j.inv.name, 'text', s.inv ?? j.inv.name);
  if (j.bat) {
    F('battery', j.bat.name, 'text', s.bat ?? j.bat.name);
    F('battery_kwh', j.batKwh, 'kWh', s.batKwh);
  }
  F('installed', j.date, 'date', s.date);
  F('installer', j.lead, 'person', s.lead ?? j.lead);
  F('price', j.price, 'GBP', s.price);
  if (s.roof != null) F('roof', j.roof, '', s.roof);
}
const gbp = (v, dec = true) => `£${group(v, dec ? 2 : null)}`;
const batKwhStr = (x) => String(r4(x));

// (a1) Markdown job sheets, label set A
installs.filter((j) => j.layout === 'A').forEach((j, k) => {
  const file = `jobs/job-sheets/${j.job}.md`;
  const title = j.cust.type === 'Business' ? j.cust.name : `${L(k, ['Mrs', 'Mr', 'Ms', 'Mr'])} ${j.cust.name}`;
  const addr = `${j.address}, ${j.town}, ${j.county} ${j.postcode}`;
  const pan = `${j.n} × ${j.panel.name}`;
  const bat = j.bat ? `${j.bunits > 1 ? `${j.bunits} × ` : ''}${j.bat.name} (${batKwhStr(j.batKwh)} kWh)` : 'none';
  const price = k % 2 ? gbp(j.price, false) : gbp(j.price);
  const roofStr = `${j.roof}${j.roof === 'East-west' ? ' split' : '-facing'}`;
  instFacts(j, file, {
    customer: j.cust.name, address: j.address, kwp: `System size: ${kwpStr(j.kwp)} kWp`, panels: pan, date: `Installed: ${fmtDate(j.date, 'long')}`,
    batKwh: `${batKwhStr(j.batKwh)} kWh`, price: `Contract price: ${price}`, roof: roofStr,
  });
  corpus.write(file, [
    `# Job sheet — ${j.job}`, '',
    `Job no.: ${j.job}`, `Customer: ${title}`, `Site address: ${addr}`, `System size: ${kwpStr(j.kwp)} kWp`, `Panels: ${pan}`,
    `Inverter: ${j.inv.name}`, `Battery: ${bat}`, `Roof: ${roofStr}, ${L(k, ['slate', 'concrete tile', 'natural slate', 'clay tile', 'slate'])}`,
    `Installed: ${fmtDate(j.date, 'long')}`, `Lead installer: ${j.lead}`, `Contract price: ${price}`, `VAT: 0% (energy-saving materials)`, '',
    `Notes: ${L(k, ['scaffold by Dart Scaffolding, two days', 'G98 notification sent on the day', 'bird mesh fitted round the array', 'isolator moved to the garage wall', 'customer asked for the app to be set up on two phones'])}.`, '',
  ].join('\n'));
});

// (a2) Markdown handover packs with YAML front matter, label set B
installs.filter((j) => j.layout === 'B').forEach((j, k) => {
  const file = `jobs/handover/handover-${j.job.toLowerCase()}.md`;
  const wp = `${group(Math.round(j.kwp * 1000))} Wp`;
  const bat = j.bat ? `${j.bunits > 1 ? `${j.bunits} × ` : ''}${j.bat.name} (${batKwhStr(j.batKwh)} kWh)` : 'No battery (inverter is battery-ready)';
  const orient = { South: 'S', 'South-west': 'SW', 'South-east': 'SE', 'East-west': 'E/W', West: 'W' }[j.roof];
  const total = `GBP ${group(j.price)}`;
  instFacts(j, file, {
    customer: j.cust.name, kwp: wp, panels: `${j.n} modules`, date: fmtDate(j.date, 'short'), batKwh: `${batKwhStr(j.batKwh)} kWh`,
    price: total, roof: `Orientation: ${orient}`, address: `${j.address}, ${j.town}`,
  });
  corpus.write(file, [
    '---', `job: ${j.job}`, `client: ${j.cust.name}`, `stage: handover`, '---', '',
    `# Handover pack — ${j.cust.name}`, '',
    `Client: ${j.cust.name}`, `Property: ${j.address}, ${j.town}, ${j.county} ${j.postcode}`,
    `PV array: ${wp} (${j.n} modules, ${j.panel.name})`, `Inverter model: ${j.inv.name}`, `Storage: ${bat}`, `Orientation: ${orient}`,
    `Commissioned: ${fmtDate(j.date, 'short')}`, `Engineer: ${j.lead}`, `Total (inc. VAT at 0%): ${total}`, '',
    `## What we left with you`, '',
    `- MCS certificate and DNO notification (${L(k, ['G98', 'G98', 'G99 approval attached', 'G98'])})`,
    `- Monitoring login (${j.inv.maker === 'Sonnwerk' ? 'Sonnwerk Monitor' : `${j.inv.maker} cloud`})`,
    `- Warranty documents for panels, inverter${j.bat ? ' and battery' : ''}`, '',
  ].join('\n'));
});

// (a3) install register CSV
{
  const file = 'jobs/install-register-2024-25.csv';
  const rows = installs.filter((j) => j.layout === 'CSV').map((j) => {
    instFacts(j, file, {
      customer: j.cust.name, kwp: kwpStr(j.kwp), panels: '', date: ukDate(j.date), batKwh: batKwhStr(j.batKwh), price: group(j.price, 2),
    });
    return [j.job, j.cust.name, j.address, j.town, j.county, j.n, j.panel.name, kwpStr(j.kwp), j.inv.name, j.bat ? `${j.bunits > 1 ? `${j.bunits}x ` : ''}${j.bat.name}` : '-', j.bat ? batKwhStr(j.batKwh) : '0', ukDate(j.date), j.lead, group(j.price, 2)];
  });
  corpus.write(file, delimited(['Job No', 'Customer', 'Address', 'Town', 'County', 'No. of panels', 'Panel model', 'kWp', 'Inverter', 'Battery', 'Battery (kWh)', 'Install date', 'Lead installer', 'Price (£)'], rows));
}

// (a4) the quoting system's nested JSON export (accepted quotes carry the job ref; some quotes came to nothing)
{
  const file = 'quotes/quoteflow-export-2025.json';
  const ORIENT_CODE = { South: 'S', 'South-west': 'SW', 'South-east': 'SE', 'East-west': 'EW', West: 'W' };
  const recs = [];
  let q = 388;
  installs.filter((j) => j.layout === 'JSON').forEach((j, k) => {
    q += r.int(3, 11);
    instFacts(j, file, {
      customer: j.cust.name, kwp: '', panels: '', date: j.date, batKwh: '', price: '', roof: ORIENT_CODE[j.roof],
    });
    recs.push({
      quote_ref: `Q-25-${pad(q, 4)}`, status: 'accepted', job_ref: j.job,
      customer: { display_name: j.cust.name, account: j.cust.no, address: { line1: j.address, town: j.town, county: j.county, postcode: j.postcode } },
      design: {
        roof: { orientation: ORIENT_CODE[j.roof], pitch_deg: r.int(25, 45) },
        modules: { model: j.panel.name, qty: j.n, watts_each: j.panel.w },
        dc_kwp: j.kwp,
        inverter: { model: j.inv.name },
        battery: j.bat ? { model: j.bat.name, units: j.bunits, usable_kwh: j.batKwh } : null,
      },
      pricing: { total_pence: j.price * 100, vat_rate: 0, currency: 'GBP' },
      schedule: { install_date: j.date, lead_installer: j.lead },
    });
    if (k % 3 === 1) {
      q += r.int(2, 6);
      recs.push({
        quote_ref: `Q-25-${pad(q, 4)}`, status: L(k, ['declined', 'expired', 'declined']), job_ref: null,
        customer: { display_name: L(k, ['Mr R. Darke', 'J. & P. Sleeman', 'Mrs E. Trounson']), address: { town: L(k, ['Holsworthy', 'Padstow', 'Honiton']) } },
        design: { modules: { model: 'Sonnwerk SW-430 Glas-Glas', qty: 10 + k }, battery: null },
        pricing: { total_pence: (6800 + k * 310) * 100, vat_rate: 0, currency: 'GBP' },
        schedule: null,
      });
    }
  });
  corpus.write(file, JSON.stringify({ exported_at: '2025-11-03T09:12:44Z', system: 'QuoteFlow 4.2', company: 'Kernow & Dart Solar Ltd', quotes: recs }, null, 2) + '\n');
}

// (a5) HTML table of commercial installs
{
  const file = 'jobs/commercial-installs-2025.html';
  const rows = installs.filter((j) => j.layout === 'HTML').map((j) => {
    const arr = `${j.n} × ${j.panel.name}`;
    const sto = j.bat ? `${j.bunits > 1 ? `${j.bunits} × ` : ''}${j.bat.name} (${batKwhStr(j.batKwh)} kWh)` : '—';
    const val = `£${group(j.price)} + VAT`;
    instFacts(j, file, { customer: j.cust.name, address: `${j.address}, ${j.town}`, kwp: `${kwpStr(j.kwp)} kWp`, panels: arr, date: fmtDate(j.date, 'short'), batKwh: `${batKwhStr(j.batKwh)} kWh`, price: val });
    return `    <tr><td>${j.job}</td><td>${esc(j.cust.name)}</td><td>${esc(`${j.address}, ${j.town}`)} (${j.county})</td><td>${esc(arr)}</td><td>${kwpStr(j.kwp)} kWp</td><td>${esc(j.inv.name)}</td><td>${esc(sto)}</td><td>${fmtDate(j.date, 'short')}</td><td>${esc(j.lead)}</td><td>${esc(val)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Commercial installations 2025 — Kernow &amp; Dart Solar</title></head>
<body>
<h1>Commercial installations 2025</h1>
<p>Three-phase systems for farms and businesses. Contract values are net of VAT (20% charged on commercial work).</p>
<table class="jobs">
  <thead><tr><th>Job</th><th>Client</th><th>Location</th><th>Array</th><th>DC size</th><th>Inverter</th><th>Storage</th><th>Completed</th><th>Lead</th><th>Contract value</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p class="small">G99 applications for all five were made to National Grid Electricity Distribution; export limits apply to two.</p>
</body></html>
`);
}

// (a6) installs only in the prose of sales-meeting notes
{
  const prose = installs.filter((j) => j.layout === 'PROSE').sort((a, b) => a.date.localeCompare(b.date));
  const groups = [[prose[0]], [prose[1], prose[2]], [prose[3]]];
  const minus = (iso, days) => new Date(Date.parse(`${iso}T12:00:00Z`) - days * 86400000).toISOString().slice(0, 10);
  const OTHER = [
    ['Pipeline: 14 quotes out, 6 surveys booked for the next fortnight. Priya is redoing the shading report for the Holsworthy barn.', 'Sonnwerk have confirmed the spring price list; SW-430 stock arrives week 12.'],
    ['Devon County Show stand booked (three days, £1,450 for the pitch). Tamsin and Becky to man it on the Thursday.', 'Conversion rate for May: 38% of surveys turned into orders.', 'Reminder: the referral voucher went up to £150 from 1 June.'],
    ['Autumn push on batteries for existing customers — letters to everyone from 2024 without storage.', 'Van WF19 BEX in for a new clutch next week.'],
  ];
  groups.forEach((g, gi) => {
    const meet = minus(g[0].date, 12 + gi);
    const file = `sales/sales-meeting-notes-${meet}.md`;
    const out = [`# Sales meeting — ${fmtDate(meet, 'long')}`, '', `Present: Lowenna Rowse (sales), Priya Raman, ${gi === 1 ? 'Kieran Vosper, ' : ''}Jory Pascoe. Notes by Lowenna.`, '', '## Signed this week', ''];
    g.forEach((j, k) => {
      const batText = j.bat ? `with a ${j.bat.name} battery (${batKwhStr(j.batKwh)} kWh)` : 'with no battery for now';
      const nWord = NUM_WORDS[j.n];
      const price = `£${group(j.price)}`;
      const dateText = fmtDate(j.date, 'long');
      let text;
      if (j.cust.no === 'C-1002') {
        text = `${j.cust.name} is back for a second system, this time on the south-west facing garage roof at ${j.address}, ${j.town} (${j.county}): ${nWord} ${j.panel.name} panels, ${kwpStr(j.kwp)} kWp, on a ${j.inv.name} ${batText}. ` +
          `Price agreed at ${price}. ${j.lead} will lead; install booked for ${dateText} and the job number is ${j.job}.`;
      } else if (k === 0) {
        text = `${j.cust.name} at ${j.address}, ${j.town} (${j.county}) signed for ${nWord} ${j.panel.name} panels (${kwpStr(j.kwp)} kWp) on a ${j.inv.name}, ${batText}. ` +
          `Roof faces ${j.roof.toLowerCase()}. The price came to ${price}. Job ${j.job}, ${j.lead} leading, fitting on ${dateText}.`;
      } else {
        text = `Also signed: job ${j.job} for ${j.cust.name}, ${j.address}, ${j.town} (${j.county}). ${nWord[0].toUpperCase()}${nWord.slice(1)} panels — ${j.panel.name} — giving ${kwpStr(j.kwp)} kWp, ` +
          `a ${j.inv.name} ${batText}, on a ${j.roof.toLowerCase()} facing roof. ${price} agreed. ${j.lead} is down to lead it on ${dateText}.`;
      }
      instFacts(j, file, {
        customer: j.cust.name, kwp: `${kwpStr(j.kwp)} kWp`, panels: k === 0 || j.cust.no === 'C-1002' ? nWord : `${nWord[0].toUpperCase()}${nWord.slice(1)}`, date: dateText, batKwh: `${batKwhStr(j.batKwh)} kWh`, price,
        roof: j.cust.no === 'C-1002' ? 'south-west facing' : j.roof.toLowerCase(),
      });
      out.push(text, '');
    });
    out.push('## Other business', '', ...OTHER[gi].map((x) => `- ${x}`), '');
    corpus.write(file, out.join('\n'));
  });
}

// ------------------------------------------------------------------ customers
function custFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'customer', attr, value, unit, stated, file);
  F('customer_no', c.no, 'text', c.no);
  F('town', c.town, 'place', s.town ?? c.town);
  if (s.type != null) F('type', c.type, '', s.type);
  if (c.tariff) {
    F('tariff', c.tariff, 'text', s.tariff ?? c.tariff);
    F('export_rate', c.rate, 'p/kWh', s.rate);
  }
  F('lead_source', c.source, '', s.source);
  if (c.ref) F('referred_by', c.ref, 'text', c.ref);
}
{
  const file = 'customers/crm-export-2025.csv';
  const rows = customers.filter((c) => c.layout === 'crm').map((c) => {
    const rate = `${c.rate.toFixed(1)}p/kWh`;
    custFacts(c, file, { type: c.type, rate, source: c.source });
    return [c.no, c.name, c.town, `${TOWNS[c.town][1]}`, c.type, c.tariff, rate, c.source, c.ref ?? ''];
  });
  corpus.write(file, delimited(['Cust No', 'Name', 'Town', 'Postcode area', 'Type', 'SEG tariff', 'Export rate', 'Lead source', 'Referred by'], rows));
}
{
  const file = 'customers/business-accounts.html';
  const biz = customers.filter((c) => c.layout === 'biz');
  const sections = biz.map((c) => {
    const rate = `£${(c.rate / 100).toFixed(3)} per kWh`;
    const how = c.ref ? `Referral — ${c.ref}` : c.source;
    custFacts(c, file, { type: 'Business', rate, source: how });
    return { heading: c.name, rows: [['Account no.', c.no], ['Town', c.town], ['Account type', 'Business (commercial tariff, VAT registered)'], ['Export tariff', c.tariff], ['Export rate', rate], ['How they found us', how]] };
  });
  corpus.write(file, htmlDlPage({
    title: 'Business accounts', docTitle: 'Business accounts — Kernow & Dart Solar', site: 'Kernow & Dart Solar Ltd — intranet',
    lead: ['Farms, holiday lets, a garage, a brewery and a village hall. Invoices go to the accounts contact, not the site.'], sections,
  }));
}
{
  const file = 'customers/new-customers-autumn-2025.md';
  const out = ['# New customers — summer and autumn 2025', '', 'Added to the CRM by Lowenna. Welcome packs posted.', ''];
  customers.filter((c) => c.layout === 'new').forEach((c) => {
    const exp = c.tariff ? `${c.tariff} (${c.rate % 1 ? c.rate.toFixed(1) : c.rate}p)` : 'not yet — SEG application pending';
    const via = c.ref ? `recommended by ${c.ref}` : { Website: 'our website', Facebook: 'a Facebook advert', Checkatrade: 'Checkatrade', 'Royal Cornwall Show': 'the Royal Cornwall Show' }[c.source];
    custFacts(c, file, { type: 'Household: domestic', rate: c.tariff ? `${c.rate % 1 ? c.rate.toFixed(1) : c.rate}p` : null, source: via });
    out.push(`## ${c.name}`, '', `- Customer ref: ${c.no}`, `- Lives in: ${c.town}`, `- Household: domestic`, `- Exporting on: ${exp}`, `- Came via: ${via}`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const mails = customers.filter((c) => c.layout === 'mail');
  const SRC = {
    'Leaflet drop': ['the leaflet you put through our door', 'leaflet'], Website: ['your website', 'your website'],
    Facebook: ['an advert on Facebook', 'Facebook'], 'Devon County Show': ['your stand at the Devon County Show', 'Devon County Show'],
    Checkatrade: ['Checkatrade', 'Checkatrade'], 'Royal Cornwall Show': ['your stand at the Royal Cornwall Show', 'Royal Cornwall Show'],
  };
  mails.forEach((c, k) => {
    const j = installs.find((x) => x.cust === c);
    const sent = `2025-${pad(Math.min(11, Number(j.date.slice(5, 7)) + 1))}-${pad(r.int(2, 27))}`;
    const file = `correspondence/${sent}-${c.name.split(' ')[1].toLowerCase()}.eml`;
    const first = c.name.split(' ')[0];
    const email = `${c.name.toLowerCase().replace(' ', '.')}@${L(k, ['btinternet.com', 'gmail.com', 'outlook.com', 'icloud.com'])}`;
    const rateTxt = c.tariff ? `${c.rate % 1 ? c.rate.toFixed(1) : c.rate}p per kWh` : null;
    const [srcPhrase, srcStated] = c.ref ? [`${c.ref} recommended you`, 'recommended you'] : SRC[c.source];
    let body;
    if (k % 3 === 0) {
      body = `Hello Lowenna,\n\n${c.tariff ? `Just to let you know the export side is sorted: we've been accepted onto ${c.tariff} and they're paying ${rateTxt}.` : `Just to let you know we still haven't got an export tariff — the SEG application is pending.`} ` +
        `The system has been brilliant so far. ${c.ref ? `${srcPhrase} in the first place, so please pass on our thanks.` : `We found you through ${srcPhrase}, for what it's worth.`}\n\nBest wishes,\n${c.name}\n${j.address}, ${c.town}\n`;
    } else if (k % 3 === 1) {
      body = `Dear Kernow & Dart,\n\nA quick note for your records. We live in ${c.town} and the panels went on in ${fmtDate(j.date, 'month')} (your job ${j.job}). ` +
        `${c.tariff ? `We have now signed up for the ${c.tariff} tariff at ${rateTxt}.` : 'We have not chosen an export tariff yet — the SEG application is still pending with the supplier.'} ` +
        `${c.ref ? `It was ${c.ref} who recommended you, so do pass on our thanks.` : `We first came across you through ${srcPhrase}.`}\n\nKind regards,\n${c.name}\n`;
    } else {
      body = `Hi all,\n\n${first} here from ${c.town}. Could you send the MCS certificate again? The energy company need it` +
        `${c.tariff ? ` — it's for ${c.tariff}, which pays ${rateTxt}.` : '.'} ` +
        `${c.ref ? `By the way, ${c.ref} sends regards — ${srcPhrase} and we are very glad.` : `PS we found you through ${srcPhrase}; your reviews were what swung it.`}\n\nThanks,\n${c.name}\n`;
    }
    custFacts(c, file, { town: c.town, rate: rateTxt, source: srcStated });
    corpus.write(file, `From: ${c.name} <${email}>\nTo: Lowenna Rowse <sales@kernowdartsolar.co.uk>\nDate: ${fmtDate(sent, 'long')} ${pad(r.int(8, 20))}:${pad(r.int(0, 59))}\nSubject: ${L(k, ['Export tariff', 'For your records', 'MCS certificate please'])} (account ${c.no})${k % 2 ? ` — ${j.job}` : ''}\n\n${body}`);
  });
}

// ------------------------------------------------------------------ products
function panelFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'panel', attr, value, unit, stated, file);
  F('manufacturer', p.maker, 'text', s.maker);
  F('made_in', p.country, 'place', s.country);
  F('watts', p.w, 'W', s.w);
  F('efficiency', p.eff, '%', s.eff);
  F('length', p.len, 'mm', s.len);
  F('width', p.wid, 'mm', s.wid);
  F('weight', p.kg, 'kg', s.kg);
  F('bifacial', p.bif, 'bool', s.bif);
  F('warranty_years', p.warranty, 'years', s.warranty);
}
panels.filter((p) => p.maker === 'Sonnwerk').forEach((p, k) => {
  const file = `products/sonnwerk/datenblatt-${p.name.split(' ')[1].toLowerCase()}.md`;
  const dims = `${p.len} × ${p.wid} × ${p.dep} mm`;
  const s = {
    maker: 'Sonnwerk Solartechnik GmbH', country: 'Deutschland', w: `${p.w} Wp`, eff: `${de(p.eff, 1)} %`, len: dims, wid: dims,
    kg: `${de(p.kg, 1)} kg`, bif: p.bif ? 'ja' : 'nein', warranty: `${p.warranty} Jahre`,
  };
  panelFacts(p, file, s);
  corpus.write(file, [
    `# Datenblatt / Datasheet — ${p.name}`, '',
    `Hersteller / Manufacturer: Sonnwerk Solartechnik GmbH, Freiburg im Breisgau`, `Herkunftsland / Country of origin: Deutschland`, '',
    `## Elektrische Daten (STC) / Electrical data`, '',
    `Nennleistung (Pmax) / Rated power: ${p.w} Wp`, `Modulwirkungsgrad / Module efficiency: ${de(p.eff, 1)} %`,
    `Leerlaufspannung (Voc): ${de(30 + p.w / 30 + k * 0.3, 2)} V`, `Kurzschlussstrom (Isc): ${de(p.w / 37.5, 2)} A`, '',
    `## Mechanische Daten / Mechanical data`, '',
    `Abmessungen (L × B × H) / Dimensions: ${dims}`, `Gewicht / Weight: ${de(p.kg, 1)} kg`,
    `Bifazial / Bifacial: ${p.bif ? 'ja' : 'nein'}`, `Zellen / Cells: ${L(k, ['108 Halbzellen', '108 Halbzellen (N-Typ)', '144 Halbzellen, bifazial', '96 Halbzellen'])}`, '',
    `## Garantie / Warranty`, '', `Produktgarantie: ${p.warranty} Jahre`, `Leistungsgarantie: 87,4 % nach 30 Jahren`, '',
    `Technische Änderungen vorbehalten. Stand: ${L(k, ['01/2025', '03/2025', '03/2025', '05/2025'])}`, '',
  ].join('\n'));
});
{
  const file = 'products/panel-comparison.html';
  const list = panels.filter((p) => ['AU', 'HX', 'NV'].includes(p.key));
  const rows = list.map((p) => {
    const s = {
      maker: p.maker, country: p.country, w: `${p.w} W`, eff: `${p.eff.toFixed(1)}%`, len: `${p.len} mm`, wid: `${p.wid} mm`, kg: `${p.kg.toFixed(1)} kg`,
      bif: p.bif ? 'Yes' : 'No', warranty: `${p.warranty} years`,
    };
    panelFacts(p, file, s);
    return `    <tr><td>${esc(p.name)}</td><td>${p.maker}</td><td>${p.country}</td><td>${p.w} W</td><td>${p.eff.toFixed(1)}%</td><td>${p.len} mm</td><td>${p.wid} mm</td><td>${p.kg.toFixed(1)} kg</td><td>${p.bif ? 'Yes' : 'No'}</td><td>${p.warranty} years</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Panel comparison (non-Sonnwerk stock)</title></head>
<body>
<h1>Panel comparison — other stock lines</h1>
<p>For the survey team: the three non-Sonnwerk panels we keep on the shelf at Totnes. Sonnwerk datasheets are in the sonnwerk folder.</p>
<table>
  <thead><tr><th>Model</th><th>Manufacturer</th><th>Made in</th><th>Power</th><th>Efficiency</th><th>Length</th><th>Width</th><th>Weight</th><th>Bifacial</th><th>Product warranty</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>All three fit the standard rail kit; the Helion needs the longer end clamps.</p>
</body></html>
`);
}
{
  const p = CV;
  const file = 'products/corvan-cv-370-slim-datasheet.txt';
  const dims = `${p.lenIn} x ${p.widIn} x ${p.depIn} in`;
  panelFacts(p, file, { maker: 'CORVAN SOLAR, INC.', country: 'Made in USA', w: `${p.w} W`, eff: `${p.eff.toFixed(1)}%`, len: dims, wid: dims, kg: `${p.lb} lbs`, bif: 'Monofacial', warranty: '25-year' });
  corpus.write(file, `CORVAN SOLAR, INC. — AUSTIN, TX
MODEL: CORVAN CV-370 SLIM
${p.name} (monocrystalline, 60 half-cut cells)   Made in USA

ELECTRICAL (STC)
  Max. power (Pmax) ........ ${p.w} W
  Module efficiency ........ ${p.eff.toFixed(1)}%
  Open-circuit voltage ..... 41.2 V

MECHANICAL
  Dimensions ............... ${dims}
  Weight ................... ${p.lb} lbs
  Type ..................... Monofacial
  Frame .................... black anodized aluminum

WARRANTY
  25-year product warranty, 25-year linear power warranty

Imported by Westcountry Renewables Wholesale. Last lot bought March 2024; discontinued for new orders.
`);
}
function invFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'inverter', attr, value, unit, stated, file);
  F('manufacturer', x.maker, 'text', s.maker);
  F('rated_kw', x.kw, 'kW', s.kw);
  F('phases', x.phases, '', s.phases);
  F('hybrid', x.hybrid, 'bool', s.hybrid);
  F('warranty_years', x.warranty, 'years', s.warranty);
}
function batFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'battery', attr, value, unit, stated, file);
  F('manufacturer', x.maker, 'text', s.maker);
  F('capacity_kwh', x.kwh, 'kWh', s.kwh);
  F('warranty_years', x.warranty, 'years', s.warranty);
}
{
  const file = 'products/sonnwerk/wechselrichter-uebersicht.md';
  const out = ['# Wechselrichter — Übersicht 2025 (Sonnwerk Solartechnik GmbH)', '', 'Für den britischen Markt mit G98/G99-Zertifikat. Preise siehe Auftragsbestätigung.', '',
    '| Modell | Nennleistung AC | Phasen | Hybrid (Batterieanschluss) | Garantie |', '|---|---|---|---|---|'];
  inverters.filter((x) => x.maker === 'Sonnwerk').forEach((x) => {
    const s = { maker: 'Sonnwerk', kw: `${de(x.kw, 1)} kW`, phases: x.phases === 1 ? 'einphasig' : 'dreiphasig', hybrid: x.hybrid ? 'ja' : 'nein', warranty: `${x.warranty} Jahre` };
    invFacts(x, file, s);
    out.push(`| ${x.name} | ${s.kw} | ${s.phases} | ${s.hybrid} | ${s.warranty} |`);
  });
  out.push('', 'Der SWR 10 T3 ist ein reiner Netzwechselrichter; Speicher nur AC-gekoppelt.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'products/sonnwerk/sonnspeicher-s-serie.txt';
  const out = ['SONNSPEICHER S-SERIE — Batteriespeicher (LiFePO4)', 'Sonnwerk Solartechnik GmbH, Freiburg im Breisgau', ''];
  batteries.filter((x) => x.maker === 'Sonnwerk').forEach((x, k) => {
    const s = { maker: 'Sonnwerk', kwh: `${de(x.kwh, 1)} kWh`, warranty: `${x.warranty} Jahre` };
    batFacts(x, file, s);
    out.push(`${x.name}`, `  Nutzbare Kapazität: ${s.kwh}`, `  Max. Lade-/Entladeleistung: ${de(x.kwh / 2, 1)} kW`, `  Zellchemie: LFP`, `  Garantie: ${s.warranty} (oder 6.000 Zyklen)`, `  Kompatibel mit: ${k ? 'SWR 3.6 H, SWR 5.0 H' : 'SWR 3.6 H, SWR 5.0 H'}`, '');
  });
  out.push('Hinweis: Nur ein Speicher pro Wechselrichter; Kaskadierung ab Firmware 2.4.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'products/westcountry-renewables-price-list-2025.csv';
  const rows = [];
  const SKU = { AU: 'AUR-415M', HX: 'HEL-440BF', NV: 'NOR-400FB', CV: 'CVN-370S', T36: 'TDW-INV-36H', T50: 'TDW-INV-50H', C6: 'CAL-CX6H', C12: 'CAL-CX12T', TB: 'TDW-BAT-95', CB: 'CAL-CB52', VH: 'VOL-HS135' };
  const sku = (x) => SKU[x.key];
  for (const p of panels.filter((x) => GBP_PRICE[x.key] != null)) {
    corpus.also(p.name, 'panel', 'unit_price', GBP_PRICE[p.key], 'GBP', group(GBP_PRICE[p.key], 2), file);
    rows.push([sku(p), p.name, 'PV module', p.maker, `${p.w} W`, '', '', '', `${p.warranty} yrs`, `£${group(GBP_PRICE[p.key], 2)}`]);
  }
  inverters.filter((x) => x.maker !== 'Sonnwerk').forEach((x, k) => {
    const kw = k % 2 ? `${x.kw * 1000} W` : `${x.kw} kW`;
    invFacts(x, file, { maker: x.maker, kw, phases: `${x.phases}-ph`, hybrid: x.hybrid ? 'Yes' : 'No', warranty: `${x.warranty} yrs` });
    corpus.also(x.name, 'inverter', 'unit_price', GBP_PRICE[x.key], 'GBP', group(GBP_PRICE[x.key], 2), file);
    rows.push([sku(x), x.name, 'Inverter', x.maker, kw, `${x.phases}-ph`, x.hybrid ? 'Yes' : 'No', '', `${x.warranty} yrs`, `£${group(GBP_PRICE[x.key], 2)}`]);
  });
  batteries.filter((x) => x.maker !== 'Sonnwerk').forEach((x) => {
    batFacts(x, file, { maker: x.maker, kwh: `${x.kwh} kWh`, warranty: `${x.warranty} yrs` });
    corpus.also(x.name, 'battery', 'unit_price', GBP_PRICE[x.key], 'GBP', group(GBP_PRICE[x.key], 2), file);
    rows.push([sku(x), x.name, 'Battery', x.maker, '', '', '', `${x.kwh} kWh`, `${x.warranty} yrs`, `£${group(GBP_PRICE[x.key], 2)}`]);
  });
  corpus.write(file, delimited(['SKU', 'Description', 'Category', 'Manufacturer', 'Rated output', 'Phases', 'Hybrid', 'Usable capacity', 'Warranty', 'Trade price ex VAT'], rows));
}
// German order confirmations: Sonnwerk unit prices in EUR
{
  const ORDERS = [
    { no: 'AB-25-0117', date: '2025-02-11', lines: [['S430', 72], ['S380', 30], ['W36', 6], ['W50', 8]] },
    { no: 'AB-25-0388', date: '2025-05-06', lines: [['S450', 108], ['W10', 2], ['B10', 5], ['B5', 4]] },
    { no: 'AB-25-0642', date: '2025-08-19', lines: [['S410', 36]] },
  ];
  const byKey = { ...Object.fromEntries(panels.map((p) => [p.key, p])), ...Object.fromEntries(inverters.map((p) => [p.key, p])), ...Object.fromEntries(batteries.map((p) => [p.key, p])) };
  const typeOf = (k) => (P[k] ? 'panel' : I[k] ? 'inverter' : 'battery');
  for (const o of ORDERS) {
    const file = `supplier/sonnwerk/auftragsbestaetigung-${o.no}.txt`;
    const kom = installs.filter((j) => j.year === 2025 && j.inv.maker === 'Sonnwerk' && o.date < j.date).slice(0, 3).map((j) => j.job);
    let total = 0;
    const lines = o.lines.map(([k, qty], i) => {
      const x = byKey[k];
      const price = EUR_PRICE[k];
      total += price * qty;
      corpus.also(x.name, typeOf(k), 'unit_price', price, 'EUR', `${deGroup(price, 2)} €`, file);
      return `${String(i + 1).padStart(3)}  ${String(qty).padStart(4)} Stk.  ${x.name.padEnd(28)} ${(deGroup(price, 2) + ' €').padStart(11)}  ${(deGroup(price * qty, 2) + ' €').padStart(13)}`;
    });
    corpus.write(file, `SONNWERK SOLARTECHNIK GMBH
Hans-Bunte-Straße 14, 79108 Freiburg im Breisgau

AUFTRAGSBESTÄTIGUNG Nr. ${o.no}
Datum: ${fmtDate(o.date, 'dotted')}
Kunde: Kernow & Dart Solar Ltd, Totnes, Devon, Vereinigtes Königreich (Kd.-Nr. 40917)
Ihre Bestellung vom ${fmtDate(o.date, 'dotted')} — Kommission: ${kom.join(', ') || 'Lager'}

Pos.  Menge      Artikel                      Einzelpreis         Gesamt
${lines.join('\n')}

Nettobetrag: ${deGroup(total, 2)} €
Ausfuhrlieferung — umsatzsteuerfrei (§ 4 Nr. 1a UStG)
Lieferung: KW ${pad(r.int(8, 40))}, frei Haus Totnes (DAP Incoterms 2020)
Zahlungsbedingungen: 30 Tage netto

Mit freundlichen Grüßen
Sonnwerk Solartechnik GmbH — Vertrieb Export
`);
  }
}

// ------------------------------------------------------------------ installers
function instalFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'installer', attr, value, unit, stated, file);
  F('role', p.role, '', s.role);
  F('depot', p.depot, 'place', s.depot);
  F('years_service', p.years, 'years', s.years);
  F('certifications', p.certs, 'list', s.certs);
}
{
  const file = 'team/installers.yaml';
  const yaml = ['# Installer records — exported from the HR spreadsheet, October 2025', 'company: Kernow & Dart Solar Ltd', 'installers:'];
  const ys = installers.filter((p) => ['Jory Pascoe', 'Tamsin Hocking', 'Dan Medlyn', 'Kieran Vosper', 'Sam Eveleigh', 'Gary Northey'].includes(p.name));
  ys.forEach((p) => {
    instalFacts(p, file, { role: p.role, depot: p.depot, years: `years_service: ${p.years}`, certs: '' });
    yaml.push(`  - name: ${p.name}`, `    role: ${p.role}`, `    depot: ${p.depot}`, `    years_service: ${p.years}`, `    certifications:`, ...p.certs.map((c) => `      - "${c}"`), `    emergency_contact: on file`);
  });
  corpus.write(file, yaml.join('\n') + '\n');
}
{
  const file = 'team/meet-the-team.html';
  const cards = installers.filter((p) => ['Rhys Tonkin', 'Becky Luscombe', 'Oli Chudleigh', 'Priya Raman'].includes(p.name)).map((p, k) => {
    const yw = `${NUM_WORDS[p.years]} year${p.years === 1 ? '' : 's'}`;
    const certs = p.certs.join(', ');
    instalFacts(p, file, { role: p.role, depot: p.depot, years: yw, certs });
    const first = p.name.split(' ')[0];
    return `<div class="card">
  <h2>${esc(p.name)}</h2>
  <p class="role">${esc(p.role)} · ${esc(p.depot)} depot</p>
  <p>${esc(first)} has been with us for ${yw}. ${esc(L(k, ['Ask about anything wiring-related.', 'Never happier than on a slate roof in a westerly.', 'Commissions most of our batteries.', 'Designs every system before it is quoted.']))}</p>
  <p class="certs">Certifications: ${esc(certs)}</p>
</div>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Meet the team — Kernow &amp; Dart Solar</title></head>
<body>
<h1>Meet the team</h1>
<p>Some of the people who will be on your roof (or in your loft).</p>
${cards.join('\n')}
</body></html>
`);
}
{
  const file = 'fleet/van-register.csv';
  const rows = installers.filter((p) => p.reg).map((p, k) => {
    corpus.also(p.name, 'installer', 'van_reg', p.reg, 'text', p.reg, file);
    corpus.also(p.name, 'installer', 'van_model', p.van, 'text', p.van, file);
    corpus.also(p.name, 'installer', 'van_fuel', p.fuel, '', p.fuel, file);
    return [p.reg, p.van, p.fuel, p.name, p.depot, fmtDate(`202${5 + (k % 2)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`, 'dotted'), group(r.int(18, 96) * 1000)];
  });
  corpus.write(file, delimited(['Reg', 'Make / model', 'Fuel', 'Driver', 'Depot', 'MOT due', 'Mileage'], rows));
}

// ------------------------------------------------------------------ generation: wide table + portal export
const siteLabel = (j) => (j.cust.type === 'Business' ? j.cust.name : j.cust.name.split(' ').slice(-1)[0]);
{
  const file = 'monitoring/monthly-generation-2025-kwh.csv';
  const wide = installs.filter((j) => !j.portal).sort((a, b) => a.job.localeCompare(b.job));
  const rows = wide.map((j) => {
    j.gen.forEach((v, i) => {
      if (v != null) corpus.also(j.job, 'installation', `gen_2025_${MONTH_KEYS[i]}`, v, 'kWh', String(v), file);
    });
    corpus.also(j.job, 'installation', 'gen_2025', j.gen2025, 'kWh', '', file);
    return [j.job, `${siteLabel(j)}, ${j.town}`, ...j.gen.map((v) => (v == null ? '' : v))];
  });
  corpus.write(file, delimited(['Job', 'Site', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'], rows));
}
{
  const file = 'monitoring/sonnwerk-monitor-export-2025.csv';
  const portal = installs.filter((j) => j.portal).sort((a, b) => a.job.localeCompare(b.job));
  const rows = portal.map((j) => {
    corpus.also(j.job, 'installation', 'gen_2025', j.gen2025, 'kWh', deGroup(j.gen2025, 1), file);
    corpus.also(j.job, 'installation', 'availability', j.avail, '%', de(j.avail, 1), file);
    return [`${siteLabel(j)} ${j.town}`, j.job, fmtDate(j.date, 'dotted'), de(j.kwp, 2), deGroup(j.gen2025, 1), de(j.gen2025 / j.kwp, 1), de(j.avail, 1)];
  });
  const pre = [
    'Sonnwerk Monitor — Anlagenexport / plant export',
    'Betreiber: Kernow & Dart Solar Ltd (Installateur-ID 40917)',
    'Zeitraum: 01.01.2025 - 31.12.2025',
    'Erstellt: 05.01.2026 08:14',
    '',
  ].join('\n');
  corpus.write(file, pre + '\n' + delimited(['Anlage', 'Auftrag', 'Inbetriebnahme', 'Leistung (kWp)', 'Ertrag (kWh)', 'Spez. Ertrag (kWh/kWp)', 'Verfügbarkeit (%)'], rows, ';'));
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `KERNOW & DART SOLAR LTD — SHARED DRIVE (2025)
jobs/            job sheets (2024), handover packs (2025), install register, commercial installs
quotes/          QuoteFlow export
customers/       CRM export, business accounts, new customers
correspondence/  customer e-mails
products/        datasheets (Sonnwerk in German), panel comparison, distributor price list
supplier/        Sonnwerk order confirmations and terms
team/            installers, training
fleet/           vans
monitoring/      generation 2025 (Tidewell and Calder clouds), Sonnwerk Monitor export
sales/           weekly sales meeting notes
admin/           tariffs, DNO, insurance, H&S
Depots: Totnes (head office, Babbage Road) and Launceston (Pennygillam Industrial Estate).
`);
corpus.write('admin/seg-tariffs-2025.md', `# Smart Export Guarantee tariffs we see most (2025)

| Supplier tariff | Rate | Notes |
|---|---|---|
| Octavia Export Fixed | 15p/kWh | 12-month fix, needs an Octavia import tariff |
| Brightwell Export Plus | 16.5p/kWh | only with a battery from an approved list |
| EcoTide Smart Export | 12p/kWh | variable, reviewed quarterly |
| Hearth Export Saver | 8p/kWh | any supplier |
| Westgrid SEG Standard | 5.5p/kWh | the default if customers do nothing |

Customers need the MCS certificate and a smart meter reading exports before they can apply.
`);
corpus.write('admin/dno-notifications-2025.md', `# DNO notifications — how we do it

- Up to 3.68 kW per phase of inverter capacity: G98, notify within 28 days of commissioning.
- Above that (most battery systems on a 5 kW hybrid, all three-phase commercial work): G99 application BEFORE install, allow 45 working days.
- Export limitation to 3.68 kW is set in the inverter and noted on the handover pack.

2025 so far: 31 G98 notifications, 12 G99 applications (2 refused first time, both approved with export limits).
`);
corpus.write('admin/insurance-2025.md', `# Insurance schedule 2025/26

| Cover | Insurer | Limit | Premium |
|---|---|---|---|
| Public liability | Hiscox | £5,000,000 | £2,140 |
| Employers' liability | Hiscox | £10,000,000 | incl. |
| Tools and stock in vans | Zurich | £60,000 | £1,385 |
| Deposit and workmanship warranty (IWA) | Quality Assurance Scheme | per job | £38 per job |

Renewal 1 November. Roof work over 2 storeys needs a scaffold — the policy excludes ladder-only access.
`);
corpus.write('admin/health-and-safety-toolbox-talks.md', `# Toolbox talks 2025

1. January — working on frosty roofs; start times pushed to 09:00 until March.
2. April — battery handling: lithium units over 100 kg are a two-person lift with the stair climber.
3. July — heat: 2 litres of water per person per day, shade breaks every hour above 25 °C.
4. October — DC isolation and arc faults refresher (Dan).

Near misses logged this year: 3 (a slipped tile, a dropped rail, a van door in wind).
`);
corpus.write('admin/scaffolding-suppliers.md', `# Scaffolding we use

| Firm | Area | Typical 2-storey price | Lead time |
|---|---|---|---|
| Dart Scaffolding | South Hams | £650 | 1 week |
| Tamar Access | East Cornwall | £720 | 10 days |
| Quantock Scaffold | Somerset | £690 | 2 weeks |

Tower scaffolds for bungalows: our own (PASMA holders only).
`);
corpus.write('marketing/referral-scheme.md', `# Referral scheme

Existing customers get a £100 voucher (£150 from 1 June 2025) when someone they recommend signs a contract.
Record the referrer in the CRM "Referred by" column so accounts can post the voucher.

Vouchers paid in 2025: 9 (£1,150 in total).
`);
corpus.write('marketing/shows-2025.md', `# Shows and events 2025

| Event | Dates | Stand cost | Leads taken |
|---|---|---|---|
| Devon County Show, Westpoint | 15–17 May | £1,450 | 64 |
| Royal Cornwall Show, Wadebridge | 5–7 June | £1,280 | 41 |
| Okehampton Show | 7 August | £220 | 17 |
| Totnes Green Fair | 20 September | £90 | 12 |
`);
corpus.write('team/training-plan-2025.md', `# Training plan 2025

- Sam Eveleigh: Level 3 electrical installation, day release at Exeter College (year 1 of 3).
- Rhys Tonkin: battery storage course booked for February 2026.
- Priya Raman: PVsyst advanced, online.
- Everyone: asbestos awareness refresher (annual), manual handling.

Training budget: £9,500; £6,120 committed by October.
`);
corpus.write('supplier/sonnwerk/lieferbedingungen-2025.md', `# Liefer- und Zahlungsbedingungen 2025 (Sonnwerk Solartechnik GmbH)

- Mindestbestellwert: 2.500,00 € netto
- Lieferung DAP Totnes ab einer Palette (36 Module); darunter Versandkostenpauschale 180,00 €
- Zahlungsziel: 30 Tage netto, 2 % Skonto bei Zahlung innerhalb von 10 Tagen
- Garantieabwicklung über den Installateur; Austauschgeräte innerhalb von 5 Werktagen

Ansprechpartnerin Export UK: Frau Katrin Albers (Tel. +49 761 123 4470)
`);
corpus.write('monitoring/portal-how-to.md', `# Monitoring — which portal is which

- Sonnwerk inverters report to Sonnwerk Monitor (German interface; set the language to English under Einstellungen).
- Tidewell and Calder inverters report to their own clouds; we copy their monthly kWh into the generation sheet.
- If a system shows zero for more than two days, ring the customer before sending a van.

The Sonnwerk export uses semicolons and decimal commas; open it with "Import text" in Excel, not double-click.
`);
corpus.write('sales/price-guide-2025.md', `# Price guide 2025 (domestic, inc. 0% VAT)

| Package | Typical size | From |
|---|---|---|
| Starter | 8 panels, ~3.4 kWp | £5,900 |
| Family | 12 panels, ~5.2 kWp | £7,600 |
| Family + battery | 12 panels + 10 kWh | £11,900 |
| Large | 16 panels, ~7 kWp | £9,400 |

Scaffold included up to two storeys. Bird mesh £380 extra.
`);

const stats = corpus.flush(source);
console.log(`solar: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
