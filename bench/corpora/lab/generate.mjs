#!/usr/bin/env node
// Lab corpus (held-out): the shared inventory drive of the Department of Chemistry of the (fictional) University of
// Aarenfeld — 45 chemicals, 8 storage rooms and labs, 6 suppliers, 10 pieces of equipment, and a few background
// documents.
//   node bench/corpora/lab/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "lab-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Canonical units of source.csv: stock of solids in grams (stock_mass; "2.5 kg" holds 2500), stock of liquids in
// litres (stock_volume; "500 mL" holds 0.5, "2 × 2.5 L" holds 5); purity in percent ("0.998" holds 99.8, "ACS grade
// ≥99%" holds 99, "≥ 99.5 %" 99.5); boiling points and maximum temperatures in °C (a page saying "173 °F" holds
// (173 − 32) × 5/9, "351.5 K" holds 351.5 − 273.15); density in g/cm³ ("789 kg/m³" holds 0.789, g/mL = g/cm³);
// molar mass in g/mol; room areas in m² (unit "m2"; "926 sq ft" holds 926 × 0.09290304); floors as numbers (ground
// floor 0, basement −1); supplier lead times in days as stated ("2 weeks" holds 14, "10 working days" holds 10);
// prices in the currency the page states (EUR, GBP, CHF or USD, never converted); dates ISO.
// Links: chemical → room (building, floor, area, fume hoods, safety officer, temperature control), chemical →
// supplier (country, city, founded, lead time, rating), equipment → room. Chemical pages never state the room's
// building, floor or safety officer, nor the supplier's country or city; equipment pages never state the building.
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
  isoDate,
  mdBulletsNote,
  mdYamlTableNote,
  rng,
  slug,
  targets,
  txtProfile,
} from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('lab-v1');

const DEPT = 'Department of Chemistry, University of Aarenfeld';
const SQFT_M2 = 0.09290304;
const r6 = (x) => Math.round(x * 1e6) / 1e6;
const comma = (s) => String(s).replace('.', ',');

// ------------------------------------------------------------------ rooms
const ROOMS = [
  { name: 'Lab A1.12', use: 'Organic synthesis', building: 'A', floor: 1, area: 86, hoods: 6, officer: 'Dr. Miriam Okafor', temp: false, sqft: true },
  { name: 'Lab A2.07', use: 'Inorganic and materials chemistry', building: 'A', floor: 2, area: 64, hoods: 4, officer: 'Prof. Lukas Brenner', temp: false },
  { name: 'Lab B2.05', use: 'Analytical chemistry', building: 'B', floor: 2, area: 72, hoods: 5, officer: 'Dr. Miriam Okafor', temp: true },
  { name: 'Prep Room B0.11', use: 'Preparation room and acid store', building: 'B', floor: 0, area: 38, hoods: 2, officer: 'Hannah Vogel', temp: false, german: true },
  { name: 'Solvent Store C-01', use: 'Flammable solvent store', building: 'C', floor: -1, area: 24, hoods: 0, officer: 'Tom Achterberg', temp: true },
  { name: 'Cold Room C1.03', use: 'Cold storage (4 °C)', building: 'C', floor: 1, area: 18, hoods: 0, officer: 'Tom Achterberg', temp: true },
  { name: 'Instrument Hall C0.20', use: 'Shared instrument facility', building: 'C', floor: 0, area: 140, hoods: 1, officer: 'Dr. Sofia Marchetti', temp: true, sqft: true },
  { name: 'Teaching Lab D1.01', use: 'Undergraduate teaching laboratory', building: 'D', floor: 1, area: 180, hoods: 12, officer: 'Hannah Vogel', temp: false },
];
const room = (n) => ROOMS.find((x) => x.name === n);

// ------------------------------------------------------------------ suppliers
const SUPPLIERS = [
  { name: 'Rheinchem GmbH', country: 'Germany', city: 'Mannheim', founded: 1952, lead: 10, leadText: '10 working days', rating: 4.1, cur: 'EUR' },
  { name: 'Kessler Feinchemie KG', country: 'Germany', city: 'Darmstadt', founded: 2004, lead: 7, leadText: '1 week', rating: 3.9, cur: 'EUR' },
  { name: 'Albion Scientific Ltd', country: 'United Kingdom', city: 'Manchester', founded: 1978, lead: 14, leadText: '2 weeks', rating: 3.6, cur: 'GBP' },
  { name: 'Helvetia Reagents AG', country: 'Switzerland', city: 'Basel', founded: 1991, lead: 3, leadText: '3 days', rating: 4.7, cur: 'CHF' },
  { name: 'Northfield Chemical Co.', country: 'United States', city: 'Milwaukee', founded: 1934, lead: 28, leadText: '4 weeks', rating: 3.2, cur: 'USD' },
  { name: 'Laboratoires Vernier SA', country: 'France', city: 'Lyon', founded: 1966, lead: 5, leadText: '5 jours ouvrés', rating: 4.4, cur: 'EUR', french: true },
];
const supplier = (n) => SUPPLIERS.find((x) => x.name === n);

// ------------------------------------------------------------------ chemicals
// [name, CAS, formula, formula with subscripts, molar mass, state (l|s), boiling point °C or null, density g/cm³,
//  hazard classes, fume hood, solution concentration (%) or null]
const H = { F: 'flammable', C: 'corrosive', T: 'toxic', O: 'oxidiser', I: 'irritant', K: 'carcinogen', E: 'environmental hazard' };
const CHEM_DATA = [
  ['Ethanol', '64-17-5', 'C2H6O', 'C₂H₆O', 46.07, 'l', 78.4, 0.789, 'FI', false],
  ['Methanol', '67-56-1', 'CH4O', 'CH₄O', 32.04, 'l', 64.7, 0.792, 'FT', true],
  ['Acetone', '67-64-1', 'C3H6O', 'C₃H₆O', 58.08, 'l', 56.1, 0.784, 'FI', false],
  ['Isopropanol', '67-63-0', 'C3H8O', 'C₃H₈O', 60.1, 'l', 82.6, 0.786, 'FI', false],
  ['Dichloromethane', '75-09-2', 'CH2Cl2', 'CH₂Cl₂', 84.93, 'l', 39.6, 1.33, 'TIK', true],
  ['Chloroform', '67-66-3', 'CHCl3', 'CHCl₃', 119.38, 'l', 61.2, 1.49, 'TIK', true],
  ['Diethyl ether', '60-29-7', 'C4H10O', 'C₄H₁₀O', 74.12, 'l', 34.6, 0.713, 'FI', true],
  ['Tetrahydrofuran', '109-99-9', 'C4H8O', 'C₄H₈O', 72.11, 'l', 66, 0.889, 'FIK', true],
  ['Toluene', '108-88-3', 'C7H8', 'C₇H₈', 92.14, 'l', 110.6, 0.867, 'FTI', true],
  ['n-Hexane', '110-54-3', 'C6H14', 'C₆H₁₄', 86.18, 'l', 68.7, 0.659, 'FTIE', true],
  ['Ethyl acetate', '141-78-6', 'C4H8O2', 'C₄H₈O₂', 88.11, 'l', 77.1, 0.902, 'FI', false],
  ['Acetonitrile', '75-05-8', 'C2H3N', 'C₂H₃N', 41.05, 'l', 81.6, 0.786, 'FTI', true],
  ['Dimethyl sulfoxide', '67-68-5', 'C2H6OS', 'C₂H₆OS', 78.13, 'l', 189, 1.1, '', false],
  ['N,N-Dimethylformamide', '68-12-2', 'C3H7NO', 'C₃H₇NO', 73.09, 'l', 153, 0.944, 'FTI', true],
  ['Sulfuric acid', '7664-93-9', 'H2SO4', 'H₂SO₄', 98.08, 'l', 337, 1.83, 'C', true],
  ['Hydrochloric acid', '7647-01-0', 'HCl', 'HCl', 36.46, 'l', 48, 1.18, 'CI', true, 37],
  ['Nitric acid', '7697-37-2', 'HNO3', 'HNO₃', 63.01, 'l', 121, 1.39, 'OC', true, 65],
  ['Acetic acid', '64-19-7', 'C2H4O2', 'C₂H₄O₂', 60.05, 'l', 118.1, 1.049, 'FC', true],
  ['Hydrogen peroxide', '7722-84-1', 'H2O2', 'H₂O₂', 34.01, 'l', 108, 1.11, 'OCI', false, 30],
  ['Ammonia solution', '1336-21-6', 'NH4OH', 'NH₄OH', 35.05, 'l', 37.7, 0.91, 'CIE', true, 25],
  ['Benzene', '71-43-2', 'C6H6', 'C₆H₆', 78.11, 'l', 80.1, 0.876, 'FTIK', true],
  ['Pyridine', '110-86-1', 'C5H5N', 'C₅H₅N', 79.1, 'l', 115.2, 0.982, 'FTI', true],
  ['Formaldehyde solution', '50-00-0', 'CH2O', 'CH₂O', 30.03, 'l', 96, 1.09, 'TCK', true, 37],
  ['Glycerol', '56-81-5', 'C3H8O3', 'C₃H₈O₃', 92.09, 'l', 290, 1.261, '', false],
  ['Bromine', '7726-95-6', 'Br2', 'Br₂', 159.81, 'l', 58.8, 3.1, 'TCOE', true],
  ['Triethylamine', '121-44-8', 'C6H15N', 'C₆H₁₅N', 101.19, 'l', 89.5, 0.726, 'FCT', true],
  ['Phenol', '108-95-2', 'C6H6O', 'C₆H₆O', 94.11, 's', 181.7, 1.07, 'TCK', true],
  ['Sodium chloride', '7647-14-5', 'NaCl', 'NaCl', 58.44, 's', 1465, 2.165, '', false],
  ['Sodium hydroxide', '1310-73-2', 'NaOH', 'NaOH', 40, 's', 1388, 2.13, 'C', false],
  ['Potassium permanganate', '7722-64-7', 'KMnO4', 'KMnO₄', 158.03, 's', null, 2.7, 'OTE', false],
  ['Copper(II) sulfate pentahydrate', '7758-99-8', 'CuSO4·5H2O', 'CuSO₄·5H₂O', 249.69, 's', null, 2.286, 'IE', false],
  ['Sodium bicarbonate', '144-55-8', 'NaHCO3', 'NaHCO₃', 84.01, 's', null, 2.2, '', false],
  ['Potassium dichromate', '7778-50-9', 'K2Cr2O7', 'K₂Cr₂O₇', 294.18, 's', null, 2.676, 'OTCKE', true],
  ['Silver nitrate', '7761-88-8', 'AgNO3', 'AgNO₃', 169.87, 's', 440, 4.35, 'OCE', false],
  ['Sodium borohydride', '16940-66-2', 'NaBH4', 'NaBH₄', 37.83, 's', null, 1.07, 'FTC', true],
  ['Lithium aluminium hydride', '16853-85-3', 'LiAlH4', 'LiAlH₄', 37.95, 's', null, 0.917, 'FC', true],
  ['Iodine', '7553-56-2', 'I2', 'I₂', 253.81, 's', 184.3, 4.93, 'TIE', true],
  ['Calcium chloride', '10043-52-4', 'CaCl2', 'CaCl₂', 110.98, 's', 1935, 2.15, 'I', false],
  ['Magnesium sulfate', '7487-88-9', 'MgSO4', 'MgSO₄', 120.37, 's', null, 2.66, '', false],
  ['Benzoic acid', '65-85-0', 'C7H6O2', 'C₇H₆O₂', 122.12, 's', 249.2, 1.27, 'I', false],
  ['Citric acid', '77-92-9', 'C6H8O7', 'C₆H₈O₇', 192.12, 's', null, 1.665, 'I', false],
  ['Potassium carbonate', '584-08-7', 'K2CO3', 'K₂CO₃', 138.21, 's', null, 2.43, 'I', false],
  ['Ammonium nitrate', '6484-52-2', 'NH4NO3', 'NH₄NO₃', 80.04, 's', null, 1.725, 'OI', false],
  ['Sodium azide', '26628-22-8', 'NaN3', 'NaN₃', 65.01, 's', null, 1.846, 'TE', true],
  ['Naphthalene', '91-20-3', 'C10H8', 'C₁₀H₈', 128.17, 's', 218, 1.14, 'FTKE', false],
];

// where things live: flammable solvents mostly in the solvent store, acids in the prep room, reactive or unstable
// reagents in the cold room, teaching salts in the teaching lab, the rest in the research labs
function pickRoom(c) {
  const hz = c.hazards;
  if (['Hydrogen peroxide', 'Sodium borohydride', 'Lithium aluminium hydride', 'Formaldehyde solution'].includes(c.name)) return 'Cold Room C1.03';
  if (['Sodium chloride', 'Sodium bicarbonate', 'Citric acid', 'Copper(II) sulfate pentahydrate', 'Calcium chloride'].includes(c.name)) return 'Teaching Lab D1.01';
  if (['Acetonitrile', 'Glycerol'].includes(c.name)) return 'Instrument Hall C0.20';
  if (c.state === 'l' && hz.includes('flammable')) return r.weighted([['Solvent Store C-01', 6], ['Lab A1.12', 2], ['Lab B2.05', 1]]);
  if (c.state === 'l' && hz.includes('corrosive')) return r.weighted([['Prep Room B0.11', 5], ['Lab A2.07', 1], ['Lab B2.05', 1]]);
  if (c.state === 'l') return r.weighted([['Lab A1.12', 2], ['Lab B2.05', 2], ['Solvent Store C-01', 1]]);
  return r.weighted([['Lab A2.07', 4], ['Prep Room B0.11', 2], ['Lab A1.12', 2], ['Teaching Lab D1.01', 1]]);
}

const chems = CHEM_DATA.map(([name, cas, formula, formulaSub, mm, state, bp, density, hz, hood, conc]) => {
  const hazards = [...hz].map((x) => H[x]);
  const c = { name, cas, formula, formulaSub, mm, state, bp, density, hazards, hood, conc: conc ?? null };
  c.flammable = hazards.includes('flammable');
  c.room = pickRoom(c);
  c.supplier = r.weighted([[SUPPLIERS[0], 4], [SUPPLIERS[1], 2], [SUPPLIERS[2], 3], [SUPPLIERS[3], 4], [SUPPLIERS[4], 2], [SUPPLIERS[5], 3]]);
  if (state === 'l') c.volume = r.pick([0.1, 0.25, 0.5, 0.5, 1, 1, 1, 2, 2.5, 2.5, 4, 5, 5, 10, 20]);
  else c.mass = r.pick([25, 50, 100, 250, 250, 500, 500, 500, 1000, 1000, 2500, 5000]);
  c.purity = conc ?? r.pick([97, 98, 99, 99, 99.5, 99.5, 99.8, 99.8, 99.9]);
  c.purityStyle = conc ? 'conc' : r.pick(['pct', 'pct', 'pct', 'geq', 'acs', 'frac']);
  if (c.purityStyle === 'acs' && c.purity !== 99) c.purityStyle = 'pct';
  const cur = c.supplier.cur;
  const base = r.int(8, 240) + r.pick([0, 0.5, 0.9, 0.2, 0.75, 0.4]);
  c.price = Math.round(base * (cur === 'GBP' ? 0.85 : cur === 'USD' ? 1.1 : 1) * 100) / 100;
  c.cur = cur;
  c.expiry = isoDate(r.int(2025, 2029), r.int(1, 12), r.int(1, 28));
  c.opened = r.chance(0.55);
  return c;
});

// ------------------------------------------------------------------ equipment
const EQUIPMENT = [
  { name: 'Rotary Evaporator RV-3', maker: 'Laborwerk Jena', room: 'Lab A1.12', year: 2019, price: 9850, cur: 'EUR', cal: '2025-11-30', temp: 180, tempUnit: 'C', speed: 280 },
  { name: 'Centrifuge CF-16', maker: 'Mettrix', room: 'Lab B2.05', year: 2021, price: 7400, cur: 'CHF', cal: '2026-02-15', temp: null, speed: 15000 },
  { name: 'Muffle Furnace MF-12', maker: 'Keller & Sohn', room: 'Prep Room B0.11', year: 2015, price: 4200, cur: 'EUR', cal: '2025-09-01', temp: 1200, tempUnit: 'F', speed: null },
  { name: 'Drying Oven DO-2', maker: 'Keller & Sohn', room: 'Lab A2.07', year: 2017, price: 2150, cur: 'EUR', cal: '2026-04-20', temp: 300, tempUnit: 'K', speed: null },
  { name: 'Benchtop NMR 60', maker: 'Pacifica Analytical', room: 'Instrument Hall C0.20', year: 2022, price: 89000, cur: 'USD', cal: '2026-06-30', temp: null, speed: null },
  { name: 'FTIR Spectrometer IR-4', maker: 'Pacifica Analytical', room: 'Instrument Hall C0.20', year: 2018, price: 32500, cur: 'USD', cal: '2025-12-12', temp: null, speed: null },
  { name: 'GC-MS System 2', maker: 'Vantor Instruments', room: 'Instrument Hall C0.20', year: 2020, price: 64000, cur: 'GBP', cal: '2026-01-08', temp: 450, tempUnit: 'C', speed: null },
  { name: 'HPLC Unit 1', maker: 'Vantor Instruments', room: 'Lab B2.05', year: 2016, price: 38900, cur: 'GBP', cal: '2025-10-03', temp: 85, tempUnit: 'C', speed: null },
  { name: 'Hotplate Stirrer HS-7', maker: 'Laborwerk Jena', room: 'Teaching Lab D1.01', year: 2023, price: 890, cur: 'CHF', cal: '2027-03-01', temp: 340, tempUnit: 'C', speed: 1500 },
  { name: 'Ultracentrifuge UC-90', maker: 'Mettrix', room: 'Cold Room C1.03', year: 2024, price: 118000, cur: 'CHF', cal: '2026-09-15', temp: null, speed: 90000 },
];

// ------------------------------------------------------------------ how a page states each value
const de = (c) => c.german; // the two German chemical pages
/** → [text, litres | grams] */
function stockText(c, k) {
  if (c.state === 'l') {
    const v = c.volume;
    if (de(c)) return [v < 1 ? `${v * 1000} ml` : `${comma(v)} l`, v];
    if (v === 5 && k % 2 === 0) return ['2 × 2.5 L', 5];
    if (v < 1) return [[`${v * 1000} mL`, `${v * 1000} ml`, `${v} L`][k % 3], v];
    return [[`${v} L`, v === 1 ? '1 litre' : `${v} litres`, `${group(v * 1000)} mL`, `${v} l`][k % 4], v];
  }
  const g = c.mass;
  if (de(c)) return [g >= 1000 ? `${comma(g / 1000)} kg` : `${g} g`, g];
  if (g >= 1000) return [[`${g / 1000} kg`, `${group(g)} g`, `${g / 1000} kg`][k % 3], g];
  return [[`${g} g`, `${g / 1000} kg`, `${g}g`][k % 3], g];
}
/** → [text, percent] */
function purityText(c, k) {
  const p = c.purity;
  if (c.purityStyle === 'conc') return [de(c) ? `${p} %` : [`${p} % (w/w)`, `${p}%`, `${p} % solution`][k % 3], p];
  if (de(c)) return [`${comma(p)} %`, p];
  if (c.purityStyle === 'acs') return ['ACS grade ≥99%', 99];
  if (c.purityStyle === 'geq') return [[`≥ ${p} %`, `≥${p}%`][k % 2], p];
  if (c.purityStyle === 'frac') return [String(r6(p / 100)), p];
  return [[`${p} %`, `${p}%`, `${p} % (GC)`][k % 3], p];
}
const HZ_DE = { flammable: 'entzündbar', corrosive: 'ätzend', toxic: 'giftig', oxidiser: 'brandfördernd', irritant: 'reizend', carcinogen: 'krebserzeugend', 'environmental hazard': 'umweltgefährlich' };
const HZ_GHS = { flammable: 'GHS02', corrosive: 'GHS05', toxic: 'GHS06', oxidiser: 'GHS03', irritant: 'GHS07', carcinogen: 'GHS08', 'environmental hazard': 'GHS09' };
const cap = (s) => s[0].toUpperCase() + s.slice(1);
/** → [list text, the text of the first class as written] */
function hazardText(c, k) {
  const hz = c.hazards;
  if (de(c)) return hz.length ? [hz.map((h) => HZ_DE[h]).join(', '), HZ_DE[hz[0]]] : ['keine', ''];
  if (!hz.length) return [['none', 'Not classified', '—', 'none'][k % 4], ''];
  const us = (h) => (k % 4 === 3 && h === 'oxidiser' ? 'oxidizer' : h);
  const words = hz.map(us);
  switch (k % 4) {
    case 0:
      return [words.map(cap).join(', '), cap(words[0])];
    case 1:
      return [words.join('; '), words[0]];
    case 2:
      return [words.map((h) => `${HZ_GHS[h]} (${h})`).join(', '), words[0]];
    default:
      return [words.map(cap).join(' · '), cap(words[0])];
  }
}
/** → [text, °C] */
function bpText(c, style, k) {
  const t = c.bp;
  if (t == null) return [de(c) ? 'n. a. (zersetzt sich)' : ['decomposes', 'n/a', '— (decomposes on heating)'][k % 3], null];
  if (de(c)) return [`${comma(t)} °C`, t];
  if (style === 'F') {
    const f = Math.round((t * 9) / 5 + 32);
    return [[`${f} °F`, `${f}°F`][k % 2], r6(((f - 32) * 5) / 9)];
  }
  if (style === 'K') {
    const kv = Math.round((t + 273.15) * 10) / 10;
    return [`${kv} K`, r6(kv - 273.15)];
  }
  return [[`${t} °C`, `${t}°C`, `${t} °C (1 atm)`][k % 3], t];
}
/** → [text, g/cm³] */
function densityText(c, style, k) {
  const d = c.density;
  if (de(c)) return [`${comma(d)} g/cm³`, d];
  if (style === 'kgm3') {
    const kg = Math.round(d * 1000);
    return [`${group(kg)} kg/m³`, kg / 1000];
  }
  if (style === 'gml') return [`${d} g/mL`, d];
  return [[`${d} g/cm³`, `${d} g/cm3`][k % 2], d];
}
function priceText(c, k) {
  const f = c.price.toFixed(2);
  if (de(c)) return c.cur === 'EUR' ? `${comma(f)} €` : c.cur === 'CHF' ? `CHF ${comma(f)}` : c.cur === 'GBP' ? `£${f}` : `$${f}`;
  if (c.cur === 'GBP') return [`£${f}`, `GBP ${f}`, `£${f} per bottle`][k % 3];
  if (c.cur === 'USD') return [`$${f}`, `USD ${f}`, `$${f} each`][k % 3];
  if (c.cur === 'CHF') return [`CHF ${f}`, `${f} CHF`, `Fr. ${f}`][k % 3];
  return [`€${f}`, `${f} EUR`, `EUR ${f}`, `€ ${f}`][k % 4];
}
function expiryText(c, k) {
  if (de(c)) return fmtDate(c.expiry, 'dotted');
  return fmtDate(c.expiry, ['iso', 'long', 'us', 'short', 'dotted'][k % 5]);
}
const yn = (b, k) => [b ? 'Yes' : 'No', b ? '✓' : '✗', b ? 'Y' : 'N', b ? 'yes' : 'no'][k % 4];
const flamRow = (c, k) =>
  de(c)
    ? ['Entzündbar', c.flammable ? 'ja' : 'nein']
    : [
        ['Flammable', yn(c.flammable, 0)],
        ['Non-flammable', c.flammable ? 'No' : 'Yes'],
        ['Flammable', yn(c.flammable, 1)],
        ['Flammability', c.flammable ? 'Flammable' : 'Non-flammable'],
        ['Flammable (Y/N)', yn(c.flammable, 2)],
      ][k % 5];
const openRow = (c, k) =>
  de(c)
    ? ['Angebrochen', c.opened ? 'ja' : 'nein']
    : [
        ['Opened', yn(c.opened, 0)],
        ['Sealed', c.opened ? 'No' : 'Yes'],
        ['Container opened', yn(c.opened, 2)],
        ['Unopened', c.opened ? '✗' : '✓'],
      ][(k + 1) % 4];
const hoodRow = (c, k) =>
  de(c)
    ? ['Nur im Abzug verwenden', c.hood ? 'ja' : 'nein']
    : [
        ['Requires fume hood', yn(c.hood, 0)],
        ['Fume hood required', yn(c.hood, 1)],
        ['Open-bench use permitted', c.hood ? 'No' : 'Yes'],
        ['Handle in fume hood', yn(c.hood, 3)],
      ][(k + 2) % 4];
const L = (c, k, en, ger) => (de(c) ? ger : en[k % en.length]);
const SOLID_FORM = { 'Sodium hydroxide': 'pellets', 'Copper(II) sulfate pentahydrate': 'crystals', Iodine: 'crystals', 'Potassium permanganate': 'crystals', 'Citric acid': 'powder',
  'Sodium bicarbonate': 'powder', 'Sodium borohydride': 'powder', 'Lithium aluminium hydride': 'powder', Naphthalene: 'flakes', Phenol: 'crystals' };
/** The physical form as a page writes it ("liquid", "solid", "powder", "crystals", "flüssig", "fest"). */
function formText(c, k) {
  if (de(c)) return c.state === 'l' ? 'flüssig' : 'fest';
  if (c.state === 'l') return ['liquid', 'Liquid', 'liquid'][k % 3];
  const f = SOLID_FORM[c.name];
  return f && k % 2 ? `solid (${f})` : ['solid', 'Solid'][k % 2];
}

function pageStates(c, k) {
  const bpStyle = ['C', 'C', 'F', 'C', 'K'][k % 5];
  const dStyle = ['gcm3', 'gml', 'gcm3', 'kgm3'][(k + 1) % 4];
  const [stock, amount] = stockText(c, k);
  const [purity, pct] = purityText(c, k);
  const [hazards, hz0] = hazardText(c, k);
  const [bp, bpC] = bpText(c, bpStyle, k);
  const [density, dens] = densityText(c, dStyle, k);
  return { stock, amount, purity, pct, hazards, hz0, bp, bpC, density, dens, price: priceText(c, k), expiry: expiryText(c, k) };
}
function specRows(c, s, k) {
  const mmText = de(c) ? `${comma(c.mm)} g/mol` : [`${c.mm} g/mol`, `${c.mm} g/mol`, `${c.mm} g mol⁻¹`][k % 3];
  return [
    [L(c, k, ['Substance', 'Chemical', 'Name', 'Product'], 'Substanz'), c.name],
    [L(c, k, ['CAS number', 'CAS No.', 'CAS', 'CAS RN'], 'CAS-Nr.'), c.cas],
    [L(c, k, ['Formula', 'Molecular formula', 'Sum formula', 'Chemical formula'], 'Summenformel'), k % 2 ? c.formulaSub : c.formula],
    [L(c, k, ['Molar mass', 'Molecular weight', 'MW', 'Formula weight'], 'Molare Masse'), mmText],
    [L(c, k, ['Physical state', 'Form', 'State', 'Physical form'], 'Aggregatzustand'), formText(c, k)],
    [L(c, k, ['Quantity in stock', 'Stock', 'Amount on hand', 'Current stock'], 'Bestand'), s.stock],
    [L(c, k, ['Purity', 'Assay', 'Grade', 'Purity / grade'], 'Reinheit'), s.purity],
    [L(c, k, ['Hazard classes', 'Hazards', 'GHS hazard classes', 'Hazard class'], 'Gefahrenklassen'), s.hazards],
    flamRow(c, k),
    [L(c, k, ['Boiling point', 'b.p.', 'Boiling point', 'BP', 'Boiling pt.'], 'Siedepunkt'), s.bp],
    [L(c, k, ['Density', 'Density at 20 °C', 'Density'], 'Dichte (20 °C)'), s.density],
    [L(c, k, ['Storage location', 'Stored in', 'Room', 'Location'], 'Lagerort'), c.room],
    [L(c, k, ['Supplier', 'Vendor', 'Ordered from', 'Source'], 'Lieferant'), c.supplier.name],
    [L(c, k, ['Price per unit', 'Unit price', 'Cost per unit', 'Price'], 'Preis pro Einheit'), s.price],
    [L(c, k, ['Expiry date', 'Expires', 'Use by', 'Best before', 'Expiry'], 'Verfallsdatum'), s.expiry],
    openRow(c, k),
    hoodRow(c, k),
  ];
}
function chemProse(c, s, k) {
  if (de(c)) return [[`${c.name} wird im Raum ${c.room} gelagert.`, `Aktueller Bestand an ${c.name}: ${s.stock}.`][k % 2]];
  const opts = [
    `We currently hold ${s.stock} of ${c.name}.`,
    `${c.name} is kept in ${c.room}.`,
    `${c.name} (CAS ${c.cas}) is ordered from ${c.supplier.name}.`,
    `The current bottle of ${c.name} expires on ${s.expiry}.`,
    `${c.name} has a molar mass of ${c.mm} g/mol.`,
  ];
  return [opts[k % opts.length].replace(/\.\.$/, '.')];
}

// ------------------------------------------------------------------ facts
const corpus = new Corpus(dir);
function chemFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'chemical', attr, value, unit, stated, file);
  F('cas', c.cas, 'text', c.cas);
  F('formula', c.formula, 'text', s.formula ?? c.formula);
  F('molar_mass', c.mm, 'g/mol', s.mm ?? String(c.mm));
  // every chemical has both fields: a liquid has no stock mass, a solid no stock volume
  F('stock_volume', c.state === 'l' ? s.amount : null, 'L', c.state === 'l' ? s.stock : '');
  F('stock_mass', c.state === 'l' ? null : s.amount, 'g', c.state === 'l' ? '' : s.stock);
  F('state', c.state === 'l' ? 'liquid' : 'solid', '', s.form ?? '');
  F('purity', s.pct, '%', s.purity);
  F('hazards', c.hazards, 'list', s.hz0);
  F('flammable', c.flammable, 'bool', s.flam ?? '');
  F('room', c.room, '', c.room);
  F('supplier', c.supplier.name, '', c.supplier.name);
  F('price', c.price, c.cur, s.price);
  F('expiry', c.expiry, 'date', s.expiry);
  F('boiling_point', s.bpC, '°C', s.bpC == null ? '' : s.bp);
  F('density', s.dens, 'g/cm3', s.density);
  F('opened', c.opened, 'bool', s.open ?? '');
  F('fume_hood', c.hood, 'bool', s.hood ?? '');
}
const pageStated = (c, s, k) => ({ ...s, form: formText(c, k), formula: k % 2 ? c.formulaSub : c.formula, mm: de(c) ? comma(c.mm) : String(c.mm), flam: flamRow(c, k)[1], open: openRow(c, k)[1], hood: hoodRow(c, k)[1] });

// ------------------------------------------------------------------ layouts
const EXPORTS = ['csv', 'tsv', 'semicolon', 'json_flat'];
const PAGE_LAYOUTS = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested'];
const assign = new Map([...PAGE_LAYOUTS, ...EXPORTS].map((x) => [x, []]));
const german = chems.filter((c) => c.name === 'Methanol' || c.name === 'Phenol');
german.forEach((c) => (c.german = true));
const rest = r.shuffle(chems.filter((c) => !c.german));
EXPORTS.forEach((x, i) => assign.get(x).push(...rest.slice(i * 4, i * 4 + 4)));
assign.get('html_dl').push(german[0]);
assign.get('md_bullets').push(german[1]);
rest.slice(16).forEach((c, i) => assign.get(PAGE_LAYOUTS[i % PAGE_LAYOUTS.length]).push(c));
// one reagent-grade salt carries its grade instead of a number
chems.find((c) => c.name === 'Sodium chloride').purityStyle = 'acs';
const chemFile = (c, ext) => `chemicals/${slug(c.name)}.${ext}`;
const docTitle = (c) => `${c.name} – chemical inventory`;
let k = 0;

for (const c of assign.get('html_table')) {
  const file = chemFile(c, 'html');
  const s = pageStates(c, k);
  corpus.write(file, htmlTablePage({ title: c.name, docTitle: docTitle(c), crumbs: [DEPT, 'Chemical inventory', c.name], lead: chemProse(c, s, k),
    sections: [{ heading: 'Inventory record', rows: specRows(c, s, k) }], colA: 'Property', colB: 'Value', footer: 'Check the SDS before use. Report spills to the building safety officer.' }));
  chemFacts(c, file, pageStated(c, s, k));
  k++;
}
for (const c of assign.get('html_dl')) {
  const file = chemFile(c, 'html');
  const s = pageStates(c, k);
  const rows = specRows(c, s, k);
  corpus.write(file, htmlDlPage({ title: c.name, docTitle: docTitle(c), site: de(c) ? 'Chemikalienverzeichnis' : DEPT, lead: chemProse(c, s, k),
    sections: [{ heading: de(c) ? 'Stoffdaten' : 'Identity and properties', rows: rows.slice(0, 11) }, { heading: de(c) ? 'Lagerung und Beschaffung' : 'Storage and purchasing', rows: rows.slice(11) }],
    footer: de(c) ? 'Sicherheitsdatenblatt im Ordner SDS.' : 'Safety data sheets are in the SDS folder.' }).replace('lang="en"', de(c) ? 'lang="de"' : 'lang="en"'));
  chemFacts(c, file, pageStated(c, s, k));
  k++;
}
for (const c of assign.get('html_infobox')) {
  const file = chemFile(c, 'html');
  const s = pageStates(c, k);
  const rows = specRows(c, s, k);
  corpus.write(file, htmlInfoboxPage({ title: c.name, lead: chemProse(c, s, k), sections: [{ heading: 'Substance', rows: rows.slice(0, 11) }, { heading: 'Stock', rows: rows.slice(11) }],
    footer: `${DEPT} · inventory wiki` }));
  chemFacts(c, file, pageStated(c, s, k));
  k++;
}
for (const c of assign.get('md_bullets')) {
  const file = chemFile(c, 'md');
  const s = pageStates(c, k);
  corpus.write(file, mdBulletsNote({ title: c.name, lead: chemProse(c, s, k), sections: [{ heading: de(c) ? 'Angaben' : 'Details', rows: specRows(c, s, k) }] }));
  chemFacts(c, file, pageStated(c, s, k));
  k++;
}
for (const c of assign.get('md_yaml')) {
  const file = chemFile(c, 'md');
  const s = pageStates(c, k);
  const rows = specRows(c, s, k).slice(3);
  corpus.write(file, mdYamlTableNote({
    title: c.name,
    frontMatter: [['substance', c.name], ['cas', c.cas], ['formula', k % 2 ? c.formulaSub : c.formula], ['inventory_id', `CHEM-${String(100 + k * 7)}`], ['status', 'active']],
    lead: chemProse(c, s, k), sections: [{ heading: 'Inventory card', rows }], colA: 'Item', colB: 'Detail',
  }));
  chemFacts(c, file, pageStated(c, s, k));
  k++;
}
for (const c of assign.get('txt')) {
  const file = chemFile(c, 'txt');
  const s = pageStates(c, k);
  corpus.write(file, txtProfile({ txtHeader: `CHEMICAL: ${c.name.toUpperCase()}\n${'='.repeat(40)}`, sections: [{ rows: specRows(c, s, k) }], lead: chemProse(c, s, k) }));
  chemFacts(c, file, pageStated(c, s, k));
  k++;
}
for (const c of assign.get('json_nested')) {
  const file = chemFile(c, 'json');
  const liquid = c.state === 'l';
  const kelvin = k % 2 === 0;
  const bpC = c.bp == null ? null : kelvin ? r6(Math.round((c.bp + 273.15) * 10) / 10 - 273.15) : c.bp;
  const bpVal = c.bp == null ? null : kelvin ? Math.round((c.bp + 273.15) * 10) / 10 : c.bp;
  const qty = liquid ? (c.volume < 1 ? { value: c.volume * 1000, unit: 'mL' } : { value: c.volume, unit: 'L' }) : c.mass >= 1000 ? { value: c.mass / 1000, unit: 'kg' } : { value: c.mass, unit: 'g' };
  const s = { stock: String(qty.value), amount: liquid ? c.volume : c.mass, purity: String(c.purity), pct: c.purity, hz0: c.hazards[0] ?? '', bp: bpVal == null ? '' : String(bpVal), bpC,
    density: String(c.density), dens: c.density, price: String(c.price), expiry: c.expiry, flam: '', open: '', hood: '', form: c.state === 'l' ? 'liquid' : 'solid' };
  const rec = {
    chemical: {
      identity: { name: c.name, cas: c.cas, formula: c.formula, molar_mass_g_per_mol: c.mm },
      properties: { physical_state: c.state === 'l' ? 'liquid' : 'solid', boiling_point: bpVal == null ? null : { value: bpVal, unit: kelvin ? 'K' : '°C' }, density: { value: c.density, unit: 'g/cm3' } },
      safety: { hazard_classes: c.hazards, flammable: c.flammable, requires_fume_hood: c.hood },
      stock: { quantity: qty, purity_percent: c.purity, opened: c.opened, expiry_date: c.expiry, storage: { room: c.room } },
      purchasing: { supplier: { name: c.supplier.name }, unit_price: { amount: c.price, currency: c.cur } },
      note: chemProse(c, { ...pageStates(c, k), stock: liquid ? (c.volume < 1 ? `${c.volume * 1000} mL` : `${c.volume} L`) : c.mass >= 1000 ? `${c.mass / 1000} kg` : `${c.mass} g` }, k)[0],
    },
  };
  corpus.write(file, JSON.stringify(rec, null, 2) + '\n');
  chemFacts(c, file, s);
  k++;
}
const ynLow = (b) => (b ? 'yes' : 'no');
// --- CSV export (teaching lab technician): units in the header, plain numbers
{
  const file = 'exports/inventory-2025-06.csv';
  const header = ['substance', 'cas_no', 'formula', 'Molar mass (g/mol)', 'form', 'Stock (g)', 'Stock (mL)', 'Purity (%)', 'hazard_classes', 'flammable', 'Boiling point (°C)', 'Density (kg/m3)',
    'room', 'supplier', 'Unit price', 'currency', 'expiry', 'opened', 'fume_hood'];
  const rows = assign.get('csv').map((c) => {
    const liquid = c.state === 'l';
    const dKg = Math.round(c.density * 1000);
    chemFacts(c, file, { stock: liquid ? String(c.volume * 1000) : String(c.mass), amount: liquid ? c.volume : c.mass, purity: String(c.purity), pct: c.purity, hz0: c.hazards[0] ?? '',
      bp: c.bp == null ? '' : String(c.bp), bpC: c.bp, density: String(dKg), dens: dKg / 1000, price: c.price.toFixed(2), expiry: c.expiry, flam: ynLow(c.flammable), open: ynLow(c.opened),
      hood: ynLow(c.hood), form: liquid ? 'liquid' : 'solid' });
    return [c.name, c.cas, c.formula, c.mm, liquid ? 'liquid' : 'solid', liquid ? '' : c.mass, liquid ? c.volume * 1000 : '', c.purity, c.hazards.join('; '), ynLow(c.flammable), c.bp ?? '', dKg, c.room, c.supplier.name,
      c.price.toFixed(2), c.cur, c.expiry, ynLow(c.opened), ynLow(c.hood)];
  });
  corpus.write(file, delimited(header, rows));
}
// --- TSV (solvent store stock list): units inside the values
{
  const file = 'exports/stocklist-2025-q3.tsv';
  const header = ['Chemical', 'CAS', 'Formula', 'MW', 'State', 'Qty', 'Purity', 'Hazards', 'Flammable', 'b.p.', 'Density', 'Location', 'Supplier', 'Price', 'Expires', 'Opened', 'Fume hood'];
  const rows = assign.get('tsv').map((c, i) => {
    const [stock, amount] = stockText(c, i + 1);
    const [bp, bpC] = bpText(c, i % 2 ? 'K' : 'C', 1);
    const [density, dens] = densityText(c, 'gml', 0);
    const hz = c.hazards.length ? c.hazards.join(', ') : '-';
    const s = { stock, amount, purity: `${c.purity}%`, pct: c.purity, hz0: c.hazards[0] ?? '', bp, bpC, density, dens, price: priceText(c, 1), expiry: fmtDate(c.expiry, 'short'),
      flam: c.flammable ? 'Y' : 'N', open: c.opened ? 'Y' : 'N', hood: c.hood ? 'Y' : 'N', form: c.state === 'l' ? 'liquid' : 'solid' };
    chemFacts(c, file, s);
    return [c.name, c.cas, c.formula, `${c.mm} g/mol`, s.form, stock, s.purity, hz, s.flam, bp, density, c.room, c.supplier.name, s.price, s.expiry, s.open, s.hood];
  });
  corpus.write(file, `# Qty = current stock; b.p. at 1 atm; prices in the supplier's currency\n` + delimited(header, rows, '\t'));
}
// --- semicolon CSV (prep room, German export): German headers, decimal commas, n/a
{
  const file = 'exports/bestand-chemikalien.csv';
  const header = ['bezeichnung', 'cas_nr', 'summenformel', 'molmasse_g_mol', 'aggregatzustand', 'menge', 'reinheit_prozent', 'gefahrenklassen', 'entzuendbar', 'siedepunkt_c', 'dichte_g_cm3', 'lagerort',
    'lieferant', 'preis', 'waehrung', 'verfallsdatum', 'angebrochen', 'abzug'];
  const jn = (b) => (b ? 'ja' : 'nein');
  const rows = assign.get('semicolon').map((c) => {
    const liquid = c.state === 'l';
    const menge = liquid ? (c.volume < 1 ? `${c.volume * 1000} ml` : `${comma(c.volume)} l`) : c.mass >= 1000 ? `${comma(c.mass / 1000)} kg` : `${c.mass} g`;
    const hz = c.hazards.length ? c.hazards.map((h) => HZ_DE[h]).join(', ') : 'keine';
    const s = { stock: menge, amount: liquid ? c.volume : c.mass, purity: comma(c.purity), pct: c.purity, hz0: c.hazards.length ? HZ_DE[c.hazards[0]] : '', bp: c.bp == null ? '' : comma(c.bp),
      bpC: c.bp, density: comma(c.density), dens: c.density, price: comma(c.price.toFixed(2)), expiry: fmtDate(c.expiry, 'dotted'), flam: jn(c.flammable), open: jn(c.opened), hood: jn(c.hood),
      mm: comma(c.mm), form: liquid ? 'flüssig' : 'fest' };
    chemFacts(c, file, s);
    return [c.name, c.cas, c.formula, s.mm, s.form, menge, s.purity, hz, s.flam, c.bp == null ? 'n/a' : s.bp, s.density, c.room, c.supplier.name, s.price, c.cur, s.expiry, s.open, s.hood];
  });
  corpus.write(file, delimited(header, rows, ';'));
}
// --- JSON flat records (inventory system export)
{
  const file = 'exports/inventory-system-export.json';
  const recs = assign.get('json_flat').map((c) => {
    const liquid = c.state === 'l';
    const bpK = c.bp == null ? null : Math.round((c.bp + 273.15) * 10) / 10;
    const s = { stock: liquid ? String(c.volume) : String(c.mass / 1000), amount: liquid ? c.volume : c.mass, purity: String(r6(c.purity / 100)), pct: c.purity, hz0: c.hazards[0] ?? '',
      bp: bpK == null ? '' : String(bpK), bpC: bpK == null ? null : r6(bpK - 273.15), density: String(c.density), dens: c.density, price: String(c.price), expiry: c.expiry, flam: '', open: '',
      hood: '', form: liquid ? 'liquid' : 'solid' };
    chemFacts(c, file, s);
    return { name: c.name, cas: c.cas, formula: c.formula, molar_mass: c.mm, physical_state: liquid ? 'liquid' : 'solid', ...(liquid ? { quantity_l: c.volume } : { quantity_kg: c.mass / 1000 }), purity_fraction: r6(c.purity / 100),
      hazard_classes: c.hazards, flammable: c.flammable, boiling_point_k: bpK, density_g_cm3: c.density, room: c.room, supplier: c.supplier.name, unit_price: c.price, currency: c.cur,
      expiry_date: c.expiry, opened: c.opened ? 1 : 0, fume_hood_required: c.hood ? 1 : 0 };
  });
  corpus.write(file, JSON.stringify({ system: 'ChemTrack 4.2', department: DEPT, exported: '2025-06-30', records: recs }, null, 2) + '\n');
}

// ------------------------------------------------------------------ simple pages (rooms, suppliers, equipment)
const LAYOUTS8 = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested', 'json_flat'];
function simplePage(Lt, base, name, header, lead, rows, nested, flat, heading, lang = 'en') {
  let file;
  if (Lt === 'html_table') corpus.write((file = `${base}.html`), htmlTablePage({ title: name, crumbs: [DEPT, heading], lead, sections: [{ heading, rows }] }).replace('lang="en"', `lang="${lang}"`));
  else if (Lt === 'html_dl') corpus.write((file = `${base}.html`), htmlDlPage({ title: name, site: DEPT, lead, sections: [{ heading, rows }] }).replace('lang="en"', `lang="${lang}"`));
  else if (Lt === 'html_infobox') corpus.write((file = `${base}.html`), htmlInfoboxPage({ title: name, lead, sections: [{ heading, rows }] }).replace('lang="en"', `lang="${lang}"`));
  else if (Lt === 'md_bullets') corpus.write((file = `${base}.md`), mdBulletsNote({ title: name, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'md_yaml')
    corpus.write((file = `${base}.md`), mdYamlTableNote({ title: name, frontMatter: [['name', name], ...rows.slice(0, 2)], lead, sections: [{ heading, rows: rows.slice(2) }] }));
  else if (Lt === 'txt') corpus.write((file = `${base}.txt`), txtProfile({ txtHeader: `${header}: ${name.toUpperCase()}`, sections: [{ rows }], lead }));
  else if (Lt === 'json_nested') corpus.write((file = `${base}.json`), JSON.stringify(nested, null, 2) + '\n');
  else corpus.write((file = `${base}.json`), JSON.stringify(flat, null, 2) + '\n');
  return file;
}

// --- rooms
function floorText(f, i) {
  if (f === 0) return ['Ground floor', 'Ground (0)', 'Floor 0'][i % 3];
  if (f === -1) return ['Basement (−1)', 'Level -1', 'Basement level -1'][i % 3];
  const ord = f === 1 ? '1st' : f === 2 ? '2nd' : `${f}th`;
  return [`${ord} floor`, `Level ${f}`, `Floor ${f}`][i % 3];
}
r.shuffle(ROOMS).forEach((rm, i) => {
  const Lt = rm.german ? 'html_dl' : LAYOUTS8[i % LAYOUTS8.length];
  const sqft = rm.sqft ? Math.round(rm.area / SQFT_M2) : null;
  const area = sqft ? r6(sqft * SQFT_M2) : rm.area;
  const areaText = sqft ? [`${group(sqft)} sq ft`, `${group(sqft)} ft²`][i % 2] : rm.german ? `${rm.area} m²` : [`${rm.area} m²`, `${rm.area} sq m`, `${rm.area} m2`][i % 3];
  const fl = rm.german ? (rm.floor === 0 ? 'EG' : `${rm.floor}. OG`) : floorText(rm.floor, i);
  const bld = rm.german ? `Gebäude ${rm.building}` : [rm.building, `Building ${rm.building}`, `Block ${rm.building}`][i % 3];
  const tc = rm.german
    ? ['Klimatisiert', rm.temp ? 'ja' : 'nein']
    : [['Temperature-controlled', rm.temp ? 'Yes' : 'No'], ['Climate control', rm.temp ? '✓' : '✗'], ['Ambient storage only', rm.temp ? 'No' : 'Yes'], ['Temperature controlled (Y/N)', rm.temp ? 'Y' : 'N']][(i + 2) % 4];
  let lead;
  let rows;
  if (rm.german) {
    lead = [`Der ${rm.name} liegt im Erdgeschoss von Gebäude ${rm.building} und hat ${rm.hoods} Abzüge.`];
    rows = [['Nutzung', 'Vorbereitungsraum und Säurelager'], ['Gebäude', bld], ['Stockwerk', fl], ['Fläche', areaText], ['Abzüge', String(rm.hoods)], ['Sicherheitsbeauftragte', rm.officer], tc];
  } else {
    lead = [[rm.floor < 0 ? `${rm.name} is in the basement of building ${rm.building}.` : `${rm.name} is on the ${floorText(rm.floor, 0).toLowerCase()} of building ${rm.building}.`, `${rm.officer} is the safety officer for ${rm.name}.`, `${rm.name} has ${rm.hoods === 0 ? 'no' : rm.hoods} fume hood${rm.hoods === 1 ? '' : 's'}.`, `${rm.name} covers ${areaText}.`][i % 4]];
    rows = [[['Use', 'Purpose', 'Used for'][i % 3], rm.use], [['Building', 'Bldg.', 'Building'][i % 3], bld], [['Floor', 'Storey', 'Level'][i % 3], fl], [['Floor area', 'Area', 'Size'][i % 3], areaText],
      [['Fume hoods', 'Number of fume hoods', 'Hoods'][i % 3], String(rm.hoods)], [['Safety officer', 'Responsible person', 'Room safety officer'][i % 3], rm.officer], tc];
  }
  const nested = { room: { name: rm.name, use: rm.use, location: { building: rm.building, floor: rm.floor }, size: sqft ? { value: sqft, unit: 'sq ft' } : { value: rm.area, unit: 'm2' },
    equipment: { fume_hoods: rm.hoods, temperature_controlled: rm.temp }, safety: { officer: rm.officer }, note: lead[0] } };
  const flat = { room: rm.name, use: rm.use, building: rm.building, floor: rm.floor, ...(sqft ? { area_sq_ft: sqft } : { area_m2: rm.area }), fume_hoods: rm.hoods, safety_officer: rm.officer,
    temperature_controlled: rm.temp, note: lead[0] };
  const file = simplePage(Lt, `rooms/${slug(rm.name)}`, rm.name, 'ROOM', lead, rows, nested, flat, rm.german ? 'Raum' : 'Room details', rm.german ? 'de' : 'en');
  const json = Lt.startsWith('json');
  const F = (attr, value, unit, stated) => corpus.fact(rm.name, 'room', attr, value, unit, stated, file);
  F('building', rm.building, '', rm.building);
  F('floor', rm.floor, '', json ? String(rm.floor) : fl);
  F('area', area, 'm2', json ? String(sqft ?? rm.area) : areaText);
  F('fume_hoods', rm.hoods, '', String(rm.hoods));
  F('safety_officer', rm.officer, 'person', rm.officer);
  F('temperature_controlled', rm.temp, 'bool', json ? '' : tc[1]);
});

// --- suppliers
r.shuffle(SUPPLIERS).forEach((sp, i) => {
  const Lt = sp.french ? 'html_table' : LAYOUTS8[(i + 2) % LAYOUTS8.length];
  const json = Lt.startsWith('json');
  const ratingText = sp.french ? `${comma(sp.rating)} / 5` : [`${sp.rating} / 5`, `${sp.rating} out of 5`, `${sp.rating}`][i % 3];
  let lead;
  let rows;
  if (sp.french) {
    lead = [`${sp.name} a été fondée à ${sp.city} en ${sp.founded}.`];
    rows = [['Pays', sp.country], ['Ville', sp.city], ['Fondée en', String(sp.founded)], ['Délai de livraison habituel', sp.leadText], ['Note interne', ratingText], ['Devise', 'EUR']];
  } else {
    lead = [[`${sp.name} was founded in ${sp.city} in ${sp.founded}.`, `${sp.name} usually delivers within ${sp.leadText}.`, `${sp.name} is based in ${sp.city}, ${sp.country}.`][i % 3]];
    rows = [[['Country', 'Country', 'Based in'][i % 3], sp.country], [['City', 'Headquarters', 'Head office'][i % 3], sp.city], [['Founded', 'Established', 'Since'][i % 3], String(sp.founded)],
      [['Typical lead time', 'Delivery time', 'Lead time'][i % 3], sp.leadText], [['Rating', 'Supplier rating', 'Internal rating'][i % 3], ratingText], [['Currency', 'Invoices in', 'Currency'][i % 3], sp.cur]];
  }
  const nested = { supplier: { name: sp.name, address: { city: sp.city, country: sp.country }, history: { founded: sp.founded }, service: { lead_time: sp.leadText, rating: sp.rating, currency: sp.cur },
    about: lead[0] } };
  const flat = { name: sp.name, country: sp.country, city: sp.city, founded: sp.founded, lead_time_days: sp.lead, rating_out_of_5: sp.rating, currency: sp.cur, note: lead[0] };
  const file = simplePage(Lt, `suppliers/${slug(sp.name)}`, sp.name, 'SUPPLIER', lead, rows, nested, flat, sp.french ? 'Fournisseur' : 'Supplier', sp.french ? 'fr' : 'en');
  const F = (attr, value, unit, stated) => corpus.fact(sp.name, 'supplier', attr, value, unit, stated, file);
  F('country', sp.country, '', sp.country);
  F('city', sp.city, '', sp.city);
  F('founded', sp.founded, 'year', String(sp.founded));
  F('lead_time', sp.lead, 'days', Lt === 'json_flat' ? String(sp.lead) : sp.leadText);
  F('rating', sp.rating, '', json ? String(sp.rating) : ratingText);
});

// --- equipment
function eqTempText(e, i) {
  if (e.temp == null) return [null, null];
  if (e.tempUnit === 'F') {
    const f = Math.round((e.temp * 9) / 5 + 32);
    return [`${group(f)} °F`, r6(((f - 32) * 5) / 9)];
  }
  if (e.tempUnit === 'K') {
    const kv = Math.round(e.temp + 273);
    return [`${kv} K`, r6(kv - 273.15)];
  }
  return [[`${e.temp} °C`, `up to ${e.temp} °C`, `${e.temp}°C`][i % 3], e.temp];
}
function eqPriceText(e, i) {
  const a = group(e.price);
  if (e.cur === 'GBP') return [`£${a}`, `GBP ${a}`][i % 2];
  if (e.cur === 'USD') return [`$${a}`, `USD ${a}`][i % 2];
  if (e.cur === 'CHF') return [`CHF ${e.price.toLocaleString('en-US').replace(/,/g, "'")}`, `CHF ${a}`][i % 2];
  return [`€${a}`, `${a} EUR`][i % 2];
}
r.shuffle(EQUIPMENT).forEach((e, i) => {
  const Lt = LAYOUTS8[(i + 5) % LAYOUTS8.length];
  const json = Lt.startsWith('json');
  const [tText, tC] = eqTempText(e, i);
  const speedText = e.speed == null ? null : [`${group(e.speed)} rpm`, `${group(e.speed)} min⁻¹`, `${e.speed} rpm`][i % 3];
  const priceT = eqPriceText(e, i);
  const calT = fmtDate(e.cal, ['long', 'iso', 'dotted', 'us', 'short'][i % 5]);
  const lead = [[`${e.name} was bought in ${e.year}.`, `${e.name} is installed in ${e.room}.`, `${e.name} is due for calibration on ${calT}.`, `${e.name} is made by ${e.maker}.`][i % 4]];
  const rows = [[['Manufacturer', 'Make', 'Made by'][i % 3], e.maker], [['Room', 'Location', 'Installed in'][i % 3], e.room], [['Purchased', 'Year of purchase', 'Acquired'][i % 3], String(e.year)],
    [['Purchase price', 'Price', 'Cost'][i % 3], priceT], [['Calibration due', 'Next calibration', 'Calibration due date'][i % 3], calT]];
  if (tText) rows.push([['Max. temperature', 'Maximum temperature', 'Max temp'][i % 3], tText]);
  if (speedText) rows.push([['Max. speed', 'Maximum speed', 'Max rpm'][i % 3], speedText]);
  const tempVal = e.temp == null ? null : e.tempUnit === 'F' ? { value: Math.round((e.temp * 9) / 5 + 32), unit: '°F' } : e.tempUnit === 'K' ? { value: Math.round(e.temp + 273), unit: 'K' } : { value: e.temp, unit: '°C' };
  const nested = { instrument: { name: e.name, manufacturer: e.maker, location: { room: e.room }, purchase: { year: e.year, price: { amount: e.price, currency: e.cur } },
    maintenance: { calibration_due: e.cal }, limits: { max_temperature: tempVal, max_speed_rpm: e.speed }, note: lead[0] } };
  const flat = { name: e.name, manufacturer: e.maker, room: e.room, purchase_year: e.year, price: e.price, currency: e.cur, calibration_due: e.cal, max_temperature: tempVal, max_speed_rpm: e.speed,
    note: lead[0] };
  const file = simplePage(Lt, `equipment/${slug(e.name)}`, e.name, 'INSTRUMENT', lead, rows, nested, flat, 'Equipment record');
  const F = (attr, value, unit, stated) => corpus.fact(e.name, 'equipment', attr, value, unit, stated, file);
  F('manufacturer', e.maker, '', e.maker);
  F('room', e.room, '', e.room);
  F('purchase_year', e.year, 'year', String(e.year));
  F('price', e.price, e.cur, json ? String(e.price) : priceT);
  F('calibration_due', e.cal, 'date', json ? e.cal : calT);
  F('max_temp', tC, '°C', tC == null ? '' : json ? String(tempVal.value) : tText);
  F('max_speed', e.speed, 'rpm', e.speed == null ? '' : json ? String(e.speed) : speedText);
});

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `${DEPT} — shared inventory drive.
chemicals/ holds one record per substance; exports/ the lists exported from ChemTrack and by the building technicians;
rooms/, suppliers/ and equipment/ the reference pages.
Prices are what we pay per container, in the supplier's currency (EUR, GBP, CHF or USD); nothing is converted.
Lead times are as the supplier quotes them (working days where it says so).
Stock of liquids is given by volume, of solids by mass. Boiling points at 1 atm.
`);
corpus.write('safety/waste-disposal-2025.md', `# Chemical waste collection 2025

| Stream | Container | Max. fill | Collection |
|---|---|---|---|
| Halogenated solvents | 10 L canister | 8 L | every 2 weeks |
| Non-halogenated solvents | 20 L canister | 16 L | weekly |
| Acids (pH < 2) | 5 L bottle | 4 L | monthly |
| Heavy-metal solutions | 5 L bottle | 4 L | monthly |

No container may be stored for more than 90 days. The department budget for waste disposal is CHF 18,500 a year.
`);
corpus.write('admin/purchasing-2025.md', `# Purchasing rules 2025

- Orders above CHF 2,000 (or the equivalent) need the head of department's signature.
- Keep at most 25 L of flammable solvents outside the solvent store per lab.
- The 2025 consumables budget is CHF 64,000, of which 41 % had been spent by 30 June.
- Standing orders are reviewed every 6 months.
`);
corpus.write('safety/fume-hood-inspections.txt', `FUME HOOD INSPECTION PROTOCOL
Face velocity must be at least 0.5 m/s at a sash height of 40 cm.
Hoods are tested every 12 months; a hood below 0.4 m/s is taken out of service.
Last campaign: 31 hoods tested, 2 failed and were repaired within 10 days.
`);

const stats = corpus.flush(source);
console.log(`lab: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
