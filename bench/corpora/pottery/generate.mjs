#!/usr/bin/env node
// Pottery corpus (held-out): the shared drive of "Leith Clayworks", a community pottery studio in Leith (Edinburgh),
// summer 2025, with its partner workshop in Bologna, the "Laboratorio Ceramico Bolognina", whose records are in
// Italian. 46 members, 8 tutors, 8 kilns, 36 firings, 28 glazes and clays, 12 classes, 14 supplier orders.
//   node bench/corpora/pottery/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "pottery-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) members: Markdown profiles (`Key: value` bullets, label set A: `Member no.`, `Membership`, `Joined`, `Shelf`,
//     `Kiln credits`, `Skill level`), a register CSV with units in the header (label set B: `Tier`, `Start date`,
//     `Shelf no`, `Kiln credits (firings)`, `Level`), plain-text welcome sheets (label set C: `Membership type`,
//     `Member since` US dates, `Credits remaining`, `Experience`), a nested studio-app JSON export, four new members
//     only in the sentences of an e-mail; Bologna: Italian YAML front-matter pages (`Tessera`, `Iscritto dal`,
//     `Livello: intermedio`, `Crediti forno`), an Italian HTML table, two new members only in an Italian e-mail;
// (b) a WIDE table of studio hours per member per month, January–June 2025 (a CSV, and an Italian Markdown table
//     with `gen … giu`, decimal commas and `–` before a member joined);
// (c) tutors: HTML infobox pages, a TSV with units in the values (`£195/day`), Italian plain-text profiles, one new
//     tutor only in the sentences of committee minutes;
// (d) kilns: HTML spec tables (one in cu ft and °F from a US manual), a YAML front-matter page, an Italian flat JSON,
//     an Italian definition list (`Temperatura massima: 1.280 °C`, `Capienza: 60 litri`), a raku kiln only in a
//     maintenance report's sentences (`holds about three cubic feet`);
// (e) firings: a kiln log CSV (°C, £), a controller TSV (`cone 6`, `2,232 °F`, `34 pcs`), a nested JSON gas-kiln
//     log, a kiln diary in prose, and an Italian SEMICOLON export with a PREAMBLE, DECIMAL COMMAS and `n/a`;
// (f) glazes and clays: a Markdown glaze library, a clay CSV (£/kg), an imported-clay flat JSON priced per lb with
//     stock in lb, an HTML definition list with another label set (`Maker`, `Dinnerware safe: ✓`, `On the shelf:
//     9 lb`), an Italian HTML spec table (`Prezzo al kg: € 9,80`, `Adatto agli alimenti: sì`), three glazes only in
//     a technician's e-mail;
// (g) classes: an HTML programme (spec tables), YAML front-matter course pages, an Italian nested JSON, one class only
//     in a newsletter's sentences;
// (h) supplier orders: a flat JSON of purchase orders (one weight in lb), plain-text purchase orders, two only in a
//     treasurer's e-mail, an Italian SEMICOLON export with a PREAMBLE and DECIMAL COMMAS (`Consegnato: sì/no`);
// (i) background documents whose numbers belong to no entity (prices, cone chart, energy bills, open studios, rules).
//
// Canonical units of source.csv: capacity in litres (`7 cu ft` → × 28.316846592), temperatures in °C (`2,350 °F` →
// (F − 32) × 5/9), weights and stock in kg (`9 lb` → × 0.45359237), prices per kg (`£0.85/lb` → / 0.45359237), money
// in GBP or EUR as written (never converted), cones as text for firings (`04`, `6`, `10`; none for raku) and as
// numbers for a material's range (Orton `06` → −6), studio hours in h, dates ISO; Italian words in English
// (`elettrico` = Electric, `biscotto` = Bisque, `smalto` = Glaze, `sì` = true, `Serale` = Evening, `principiante` =
// Beginner, `martedì` = Tuesday, `blu` = Blue, `Cortile` = Courtyard).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Corpus, delimited, esc, fmtDate, group, htmlDlPage, htmlInfoboxPage, htmlTablePage, isoDate, joinAnd, mdBulletsNote,
  mdYamlTableNote, rng, slug, targets, txtProfile,
} from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('pottery-v1');
const CUFT = 28.316846592; // litres per cubic foot
const LB = 0.45359237; // kg per pound
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const r2 = (x) => Math.round(x * 100) / 100;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];
const gbp = (v) => `£${group(v, 2)}`;
const f2c = (f) => ((f - 32) * 5) / 9;

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the studio-hours tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ words, Italian
const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const words = (n) => (n < 20 ? ONES[n] : n < 100 ? TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : '') : String(n));
const IT_WORDS = { 5: 'cinque', 8: 'otto', 10: 'dieci', 12: 'dodici', 15: 'quindici', 20: 'venti', 25: 'venticinque', 30: 'trenta' };
const IT_MONTHS = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const itDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const itLong = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${IT_MONTHS[m - 1]} ${y}`;
};
/** 1280 → "1.280", 9.8 → "9,80" (Italian grouping and decimal comma). */
const itNum = (v, d = 0) => {
  const [i, f] = Number(v).toFixed(d).split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return f ? `${g},${f}` : g;
};
const eur = (v) => `€ ${itNum(v, 2)}`;
const IT_DAY = { Monday: 'lunedì', Tuesday: 'martedì', Wednesday: 'mercoledì', Thursday: 'giovedì', Friday: 'venerdì', Saturday: 'sabato', Sunday: 'domenica' };
const IT_TIER = { Full: 'Intera', 'Part-time': 'Part-time', Evening: 'Serale', Student: 'Studente' };
const IT_SKILL = { Beginner: 'principiante', Intermediate: 'intermedio', Advanced: 'avanzato' };
const IT_TYPE = { Electric: 'elettrico', Gas: 'a gas', Raku: 'raku' };
const IT_FIRING = { Bisque: 'biscotto', Glaze: 'smalto', Raku: 'raku' };
const IT_COLOUR = { Clear: 'trasparente', White: 'bianco', Blue: 'blu', Green: 'verde', Red: 'rosso' };
const coneStr = (n) => (n < 0 ? `0${-n}` : String(n));
const coneRange = (lo, hi, sep = '–') => `${coneStr(lo)}${sep}${coneStr(hi)}`;

// ------------------------------------------------------------------ kilns
const KILNS = [
  { name: 'Big Bertha', studio: 'Leith', type: 'Electric', make: 'Skutt KM-1227', cuft: 7, maxF: 2350, location: 'Kiln room', installed: 2016 },
  { name: 'Kittiwake', studio: 'Leith', type: 'Electric', make: 'Rohde TE 40 test kiln', litres: 40, maxC: 1300, location: 'Glaze room', installed: 2021 },
  { name: 'Old Reekie', studio: 'Leith', type: 'Gas', make: 'Laser Kilns downdraught (propane)', cuft: 12, maxC: 1350, location: 'Yard shed', installed: 2012 },
  { name: 'Puffin', studio: 'Leith', type: 'Electric', make: 'Kilns & Furnaces Cromartie toploader', litres: 100, maxC: 1260, location: 'Kiln room', installed: 2019 },
  { name: 'Wee Dragon', studio: 'Leith', type: 'Raku', make: 'home-built fibre kiln with a propane burner', cuft: 3, maxC: 1000, location: 'Back yard', installed: 2025 },
  { name: 'Forno Grande', studio: 'Bologna', type: 'Electric', make: 'Nabertherm Top 220', litres: 220, maxC: 1320, location: 'Sala forni', locEn: 'Kiln room', installed: 2014 },
  { name: 'Fornetto', studio: 'Bologna', type: 'Electric', make: 'Keramikos F60', litres: 60, maxC: 1280, location: 'Laboratorio', locEn: 'Workshop', installed: 2018 },
  { name: 'Forno Raku', studio: 'Bologna', type: 'Raku', make: 'autocostruito, bruciatore a GPL', litres: 90, maxC: 1050, location: 'Cortile', locEn: 'Courtyard', installed: 2020 },
];
for (const k of KILNS) {
  k.cap = k.cuft != null ? r4(k.cuft * CUFT) : k.litres;
  k.max = k.maxF != null ? r4(f2c(k.maxF)) : k.maxC;
}
const KN = Object.fromEntries(KILNS.map((k) => [k.name, k]));

// ------------------------------------------------------------------ tutors and classes
const TUTORS = [
  { name: 'Isla Drummond', studio: 'Leith', speciality: 'Wheel throwing', rate: 185, started: '2017-09-04' },
  { name: 'Callum Reid', studio: 'Leith', speciality: 'Handbuilding', rate: 160, started: '2019-01-14' },
  { name: 'Morag Sinclair', studio: 'Leith', speciality: 'Glaze chemistry', rate: 210, started: '2015-04-20' },
  { name: 'Priya Raman', studio: 'Leith', speciality: 'Sculpture', rate: 195, started: '2021-10-04' },
  { name: 'Tomasz Nowak', studio: 'Leith', speciality: 'Wheel throwing', rate: 170, started: '2023-02-06' },
  { name: 'Fraser Mackie', studio: 'Leith', speciality: 'Raku', rate: 150, started: '2025-04-01' },
  { name: 'Chiara Benassi', studio: 'Bologna', speciality: 'Maiolica decoration', it: 'decorazione su maiolica', rate: 240, started: '2016-10-03' },
  { name: 'Marco Zanotti', studio: 'Bologna', speciality: 'Raku', it: 'raku e cotture all’aperto', rate: 200, started: '2020-05-11' },
];
const TU = Object.fromEntries(TUTORS.map((t) => [t.name, t]));
const CLASSES = [
  { name: 'Wheel Throwing for Beginners', studio: 'Leith', tutor: 'Isla Drummond', day: 'Tuesday', time: '6.30–9pm', weeks: 8, price: 240, places: 8, booked: 8, starts: '2025-09-09' },
  { name: 'Wheel Throwing II', studio: 'Leith', tutor: 'Isla Drummond', day: 'Thursday', time: '6.30–9pm', weeks: 8, price: 260, places: 8, booked: 6, starts: '2025-09-11' },
  { name: 'Coil and Slab Handbuilding', studio: 'Leith', tutor: 'Callum Reid', day: 'Wednesday', time: '10am–12.30pm', weeks: 6, price: 195, places: 10, booked: 7, starts: '2025-09-10' },
  { name: 'Family Clay Club', studio: 'Leith', tutor: 'Callum Reid', day: 'Sunday', time: '10–11.30am', weeks: 6, price: 90, places: 12, booked: 12, starts: '2025-09-14' },
  { name: 'Glaze Chemistry', studio: 'Leith', tutor: 'Morag Sinclair', day: 'Monday', time: '7–9pm', weeks: 5, price: 175, places: 8, booked: 4, starts: '2025-09-15' },
  { name: 'Slips and Surface Decoration', studio: 'Leith', tutor: 'Morag Sinclair', day: 'Friday', time: '1–4pm', weeks: 6, price: 210, places: 8, booked: 3, starts: '2025-09-12' },
  { name: 'Sculptural Ceramics', studio: 'Leith', tutor: 'Priya Raman', day: 'Wednesday', time: '6.30–9.30pm', weeks: 10, price: 320, places: 8, booked: 5, starts: '2025-09-17' },
  { name: 'Porcelain on the Wheel', studio: 'Leith', tutor: 'Tomasz Nowak', day: 'Saturday', time: '10am–1pm', weeks: 6, price: 270, places: 6, booked: 5, starts: '2025-09-13' },
  { name: 'Saturday Raku Days', studio: 'Leith', tutor: 'Fraser Mackie', day: 'Saturday', time: '10am–4pm', weeks: 4, price: 180, places: 10, booked: 7, starts: '2025-09-06' },
  { name: 'Tornio base', studio: 'Bologna', tutor: 'Chiara Benassi', day: 'Tuesday', weeks: 10, price: 280, places: 8, booked: 7, starts: '2025-09-16' },
  { name: 'Maiolica e decorazione', studio: 'Bologna', tutor: 'Chiara Benassi', day: 'Thursday', weeks: 8, price: 240, places: 10, booked: 10, starts: '2025-09-18' },
  { name: 'Raku in cortile', studio: 'Bologna', tutor: 'Marco Zanotti', day: 'Saturday', weeks: 3, price: 150, places: 12, booked: 6, starts: '2025-09-20' },
];

// ------------------------------------------------------------------ glazes and clays
// lo/hi: Orton cones (06 → −6); ppk per kg in the currency, or ppl per lb; stock in kg or lb
const MATERIALS = [
  // Leith glaze library (Markdown)
  { name: 'Tenmoku', kind: 'Glaze', studio: 'Leith', supplier: 'Scarva', lo: 8, hi: 10, ppk: 12.4, food: true, colour: 'Brown', colourText: 'deep brown breaking to rust on the rims', stock: 6.5, at: 'lib' },
  { name: 'Shino', kind: 'Glaze', studio: 'Leith', supplier: 'Potterycrafts', lo: 9, hi: 10, ppk: 14.8, food: true, colour: 'Orange', colourText: 'orange with carbon trapping', stock: 3, at: 'lib' },
  { name: 'Chun Blue', kind: 'Glaze', studio: 'Leith', supplier: 'Scarva', lo: 8, hi: 10, ppk: 16.2, food: true, colour: 'Blue', colourText: 'opalescent pale blue', stock: 2.5, at: 'lib' },
  { name: 'Oatmeal Satin', kind: 'Glaze', studio: 'Leith', supplier: 'Potclays', lo: 5, hi: 6, ppk: 11.5, food: true, colour: 'Cream', colourText: 'speckled cream', stock: 8, at: 'lib' },
  { name: 'Copper Red', kind: 'Glaze', studio: 'Leith', supplier: 'Potterycrafts', lo: 9, hi: 10, ppk: 21, food: false, colour: 'Red', colourText: 'oxblood red (reduction only)', stock: 1.5, at: 'lib' },
  { name: 'Clear Transparent', kind: 'Glaze', studio: 'Leith', supplier: 'Potclays', lo: 6, hi: 8, ppk: 9.6, food: true, colour: 'Clear', colourText: 'clear gloss', stock: 12, at: 'lib' },
  // Leith new glazes (HTML definition list, stock in lb)
  { name: 'Floating Blue', kind: 'Glaze', studio: 'Leith', supplier: "Bath Potters' Supplies", lo: 5, hi: 6, ppk: 15.9, food: true, colour: 'Blue', colourText: 'variegated blue', stockLb: 9, at: 'dl' },
  { name: 'Honey Amber', kind: 'Glaze', studio: 'Leith', supplier: "Bath Potters' Supplies", lo: 5, hi: 6, ppk: 13.2, food: true, colour: 'Amber', colourText: 'honey amber gloss', stockLb: 5, at: 'dl' },
  { name: 'Black Gloss', kind: 'Glaze', studio: 'Leith', supplier: 'Potclays', lo: 6, hi: 8, ppk: 12.9, food: false, colour: 'Black', colourText: 'jet black gloss', stockLb: 11, at: 'dl' },
  // Leith glazes only in the technician's e-mail
  { name: 'Rutile Blue', kind: 'Glaze', studio: 'Leith', supplier: 'Scarva', lo: 5, hi: 6, ppk: 13.6, food: true, colour: 'Blue', stock: 5, at: 'mail' },
  { name: 'Raku Crackle White', kind: 'Glaze', studio: 'Leith', supplier: 'Potterycrafts', lo: -6, hi: -4, ppk: 10.8, food: false, colour: 'White', stock: 4, at: 'mail' },
  { name: 'Celadon', kind: 'Glaze', studio: 'Leith', supplier: 'Scarva', lo: 9, hi: 10, ppk: 17.4, food: true, colour: 'Green', stock: 3, at: 'mail' },
  // Leith clay CSV
  { name: 'Buff Stoneware', kind: 'Clay', studio: 'Leith', supplier: 'Potclays', lo: 5, hi: 9, ppk: 1.05, food: true, colour: 'Buff', stock: 150, at: 'csv' },
  { name: 'Grogged Crank', kind: 'Clay', studio: 'Leith', supplier: 'Potclays', lo: 5, hi: 10, ppk: 1.2, food: true, colour: 'Buff', stock: 75, at: 'csv' },
  { name: 'Smooth White Stoneware', kind: 'Clay', studio: 'Leith', supplier: 'Valentine Clays', lo: 6, hi: 9, ppk: 1.35, food: true, colour: 'White', stock: 200, at: 'csv' },
  { name: 'Porcelain P10', kind: 'Clay', studio: 'Leith', supplier: 'Valentine Clays', lo: 8, hi: 10, ppk: 2.9, food: true, colour: 'White', stock: 40, at: 'csv' },
  { name: 'Red Earthenware', kind: 'Clay', studio: 'Leith', supplier: 'Potclays', lo: -6, hi: -2, ppk: 0.95, food: false, colour: 'Red', stock: 125, at: 'csv' },
  { name: 'Black Stoneware', kind: 'Clay', studio: 'Leith', supplier: 'Scarva', lo: 5, hi: 7, ppk: 1.85, food: true, colour: 'Black', stock: 50, at: 'csv' },
  // imported clays, priced per lb (flat JSON)
  { name: 'B-Mix Cone 5', kind: 'Clay', studio: 'Leith', supplier: 'Red Rock Clay Co.', lo: 4, hi: 6, ppl: 0.85, food: true, colour: 'White', colourText: 'off-white', stockLb: 300, at: 'json' },
  { name: 'Speckled Buff', kind: 'Clay', studio: 'Leith', supplier: 'Red Rock Clay Co.', lo: 5, hi: 6, ppl: 0.72, food: true, colour: 'Buff', colourText: 'buff with iron speckle', stockLb: 250, at: 'json' },
  { name: 'Raku Clay', kind: 'Clay', studio: 'Leith', supplier: 'Red Rock Clay Co.', lo: -6, hi: 5, ppl: 0.68, food: false, colour: 'White', colourText: 'white', stockLb: 100, at: 'json' },
  { name: 'Paper Clay', kind: 'Clay', studio: 'Leith', supplier: 'Red Rock Clay Co.', lo: -4, hi: 6, ppl: 1.1, food: false, colour: 'Grey', colourText: 'light grey', stockLb: 50, at: 'json' },
  // Bologna (Italian HTML spec table)
  { name: 'Cristallina trasparente', kind: 'Glaze', studio: 'Bologna', supplier: 'Colorificio Emiliano', lo: -6, hi: -4, ppk: 9.8, food: true, colour: 'Clear', stock: 15, at: 'it' },
  { name: 'Bianco stannifero', kind: 'Glaze', studio: 'Bologna', supplier: 'Colorificio Emiliano', lo: -5, hi: -3, ppk: 12.5, food: true, colour: 'White', stock: 20, at: 'it' },
  { name: 'Blu cobalto', kind: 'Glaze', studio: 'Bologna', supplier: 'Colori Ceramici Faentini', lo: -6, hi: -2, ppk: 18.9, food: true, colour: 'Blue', stock: 2, at: 'it' },
  { name: 'Verde ramina', kind: 'Glaze', studio: 'Bologna', supplier: 'Colori Ceramici Faentini', lo: -6, hi: -4, ppk: 16.4, food: false, colour: 'Green', stock: 1.5, at: 'it' },
  { name: 'Argilla rossa', kind: 'Clay', studio: 'Bologna', supplier: 'Argille Toscane', lo: -6, hi: -2, ppk: 1.1, food: false, colour: 'Red', stock: 200, at: 'it' },
  { name: 'Gres bianco', kind: 'Clay', studio: 'Bologna', supplier: 'Argille Toscane', lo: 6, hi: 9, ppk: 1.45, food: true, colour: 'White', stock: 150, at: 'it' },
];
for (const m of MATERIALS) {
  m.cur = m.studio === 'Bologna' ? 'EUR' : 'GBP';
  m.price = m.ppl != null ? r4(m.ppl / LB) : m.ppk;
  m.kg = m.stockLb != null ? r4(m.stockLb * LB) : m.stock;
}
const MAT = Object.fromEntries(MATERIALS.map((m) => [m.name, m]));

// ------------------------------------------------------------------ supplier orders
// items: [material, amount]; lb: amounts in pounds; delivery charge in the currency
const ORDERS = [
  { code: 'PO-25-001', studio: 'Leith', date: '2025-01-13', items: [['Buff Stoneware', 100], ['Red Earthenware', 50]], carriage: 38, delivered: true, by: 'Moira Lennox', at: 'json' },
  { code: 'PO-25-002', studio: 'Leith', date: '2025-01-27', items: [['Tenmoku', 5], ['Chun Blue', 5]], carriage: 9.5, delivered: true, by: 'Morag Sinclair', at: 'json' },
  { code: 'PO-25-003', studio: 'Leith', date: '2025-02-18', items: [['Smooth White Stoneware', 100], ['Porcelain P10', 25]], carriage: 42, delivered: true, by: 'Moira Lennox', at: 'json' },
  { code: 'PO-25-004', studio: 'Leith', date: '2025-03-05', lb: true, items: [['B-Mix Cone 5', 300], ['Speckled Buff', 200]], carriage: 96, delivered: true, by: 'Isla Drummond', at: 'json' },
  { code: 'PO-25-005', studio: 'Leith', date: '2025-03-24', items: [['Shino', 5], ['Copper Red', 2.5]], carriage: 9.5, delivered: true, by: 'Morag Sinclair', at: 'json' },
  { code: 'PO-25-006', studio: 'Leith', date: '2025-06-16', items: [['Floating Blue', 5], ['Honey Amber', 5]], carriage: 12, delivered: false, by: 'Morag Sinclair', at: 'txt' },
  { code: 'PO-25-007', studio: 'Leith', date: '2025-04-08', items: [['Oatmeal Satin', 10], ['Clear Transparent', 15], ['Grogged Crank', 50]], carriage: 28, delivered: true, by: 'Moira Lennox', at: 'txt' },
  { code: 'PO-25-008', studio: 'Leith', date: '2025-06-09', lb: true, items: [['Raku Clay', 100], ['Paper Clay', 50]], carriage: 64, delivered: false, by: 'Fraser Mackie', at: 'txt' },
  { code: 'PO-25-009', studio: 'Leith', date: '2025-05-20', items: [['Rutile Blue', 5], ['Celadon', 5], ['Black Stoneware', 25]], carriage: 18, delivered: true, by: 'Moira Lennox', at: 'mail' },
  { code: 'PO-25-010', studio: 'Leith', date: '2025-06-02', items: [['Porcelain P10', 100]], carriage: 35, delivered: false, by: 'Tomasz Nowak', at: 'mail' },
  { code: 'ORD-BO-25-01', studio: 'Bologna', date: '2025-01-20', items: [['Argilla rossa', 200], ['Gres bianco', 100]], carriage: 45, delivered: true, by: 'Chiara Benassi', at: 'it' },
  { code: 'ORD-BO-25-02', studio: 'Bologna', date: '2025-02-11', items: [['Cristallina trasparente', 10], ['Bianco stannifero', 20]], carriage: 15, delivered: true, by: 'Chiara Benassi', at: 'it' },
  { code: 'ORD-BO-25-03', studio: 'Bologna', date: '2025-06-05', items: [['Blu cobalto', 2], ['Verde ramina', 2]], carriage: 12, delivered: false, by: 'Marco Zanotti', at: 'it' },
  { code: 'ORD-BO-25-04', studio: 'Bologna', date: '2025-06-19', items: [['Gres bianco', 150]], carriage: 40, delivered: false, by: 'Marco Zanotti', at: 'it' },
];
for (const o of ORDERS) {
  o.supplier = MAT[o.items[0][0]].supplier;
  for (const [m] of o.items) if (MAT[m].supplier !== o.supplier) throw new Error(`${o.code}: mixed suppliers`);
  o.amount = o.items.reduce((s, [, a]) => s + a, 0); // in kg, or lb when o.lb
  o.kg = o.lb ? r4(o.amount * LB) : o.amount;
  const goods = o.items.reduce((s, [m, a]) => s + (o.lb ? a * MAT[m].ppl : a * MAT[m].price), 0);
  o.total = r2(goods + o.carriage);
  o.cur = o.studio === 'Bologna' ? 'EUR' : 'GBP';
}

// ------------------------------------------------------------------ members
const LEITH = ['Moira Lennox', 'Eilidh Munro', 'Ruth Baxter', 'Hamish Grant', 'Ailsa Fraser', 'Duncan McLeod', 'Kirsty Paterson', 'Sandeep Gill',
  'Niamh Doyle', 'Fergus Campbell', 'Catriona Bell', 'Owen Pritchard', 'Lorna Stewart', 'Rory Henderson', 'Mairi Ross', 'Jamie Kerr',
  'Agnieszka Zielinska', 'Tom Fairbairn', 'Shona Mackay', 'Ewan Robertson', 'Heather Scott', 'Kenji Watanabe', 'Fiona Wallace', 'Gregor Thomson',
  'Isobel Murray', 'Lewis Crawford', 'Amara Obi', 'Calum Ferguson', 'Zoe Lindsay', 'Marek Dvorak', 'Rhona Gillies', 'Stuart Black'];
const BOLOGNA = ['Giulia Ferri', 'Matteo Rinaldi', 'Francesca Lodi', 'Luca Bertolini', 'Sofia Gualandi', 'Alessandro Monti', 'Elena Zanetti',
  'Davide Pasquali', 'Chiara Vitali', 'Paolo Righi', 'Marta Casadei', 'Lorenzo Tassinari', 'Anna Malaguti', 'Federico Gamberini'];
const COURSES_FOR = {
  Leith: {
    Beginner: ['Wheel Throwing for Beginners', 'Coil and Slab Handbuilding'],
    Intermediate: ['Wheel Throwing II', 'Glaze Chemistry', 'Slips and Surface Decoration', 'Porcelain on the Wheel', 'Saturday Raku Days', 'Coil and Slab Handbuilding'],
    Advanced: ['Sculptural Ceramics', 'Glaze Chemistry', 'Porcelain on the Wheel', 'Saturday Raku Days'],
  },
  Bologna: { Beginner: ['Tornio base'], Intermediate: ['Maiolica e decorazione', 'Raku in cortile', 'Tornio base'], Advanced: ['Maiolica e decorazione', 'Raku in cortile'] },
};
const usedNo = new Set();
const usedShelf = new Set();
function uniq(set, make) {
  for (;;) {
    const v = make();
    if (!set.has(v)) {
      set.add(v);
      return v;
    }
  }
}
function makeMember(name, studio) {
  const year = r.weighted([[2016, 0.04], [2017, 0.05], [2018, 0.07], [2019, 0.08], [2020, 0.06], [2021, 0.12], [2022, 0.15], [2023, 0.16], [2024, 0.17], [2025, 0.1]]);
  const month = year === 2025 ? r.int(1, 4) : r.int(1, 12);
  const joined = isoDate(year, month, r.int(1, 28));
  const tier = r.weighted([['Full', 0.35], ['Part-time', 0.25], ['Evening', 0.25], ['Student', 0.15]]);
  const skill = year <= 2020 ? r.weighted([['Advanced', 0.6], ['Intermediate', 0.35], ['Beginner', 0.05]])
    : year <= 2023 ? r.weighted([['Advanced', 0.2], ['Intermediate', 0.55], ['Beginner', 0.25]])
      : r.weighted([['Intermediate', 0.3], ['Beginner', 0.7]]);
  const credits = r.int(0, 60);
  const no = studio === 'Leith' ? uniq(usedNo, () => `LC-0${r.int(101, 499)}`) : uniq(usedNo, () => `BO-${r.int(100, 199)}`);
  const shelf = studio === 'Leith' ? uniq(usedShelf, () => `${'ABCD'[r.int(0, 3)]}-${pad(r.int(1, 16))}`) : uniq(usedShelf, () => `S-${r.int(1, 40)}`);
  const course = r.chance(0.6) ? r.pick(COURSES_FOR[studio][skill]) : null;
  return { name, studio, joined, tier, skill, credits, no, shelf, course };
}
const members = [...LEITH.map((n) => makeMember(n, 'Leith')), ...BOLOGNA.map((n) => makeMember(n, 'Bologna'))];
const MB = Object.fromEntries(members.map((m) => [m.name, m]));
// the studio technician
Object.assign(MB['Moira Lennox'], { joined: '2016-03-14', tier: 'Full', skill: 'Advanced', credits: 58, course: null });

function deal(studio, sizes, pinned) {
  const sh = r.shuffle(members.filter((m) => m.studio === studio && !pinned.includes(m.name)));
  const xs = [...pinned.map((n) => MB[n]), ...sh];
  const out = {};
  let i = 0;
  for (const [k, n] of Object.entries(sizes)) {
    out[k] = xs.slice(i, i + n);
    i += n;
  }
  if (i !== xs.length) throw new Error(`${studio}: ${xs.length} members, dealt ${i}`);
  return out;
}
const LE = deal('Leith', { sheet: 6, csv: 12, txt: 3, app: 7, mail: 4 }, ['Moira Lennox']);
const BO = deal('Bologna', { yaml: 3, html: 9, mail: 2 }, []);
// new members of May and June 2025, only in e-mails
[...LE.mail, ...BO.mail].forEach((m, k) => {
  m.joined = isoDate(2025, k % 2 ? 6 : 5, r.int(2, 27));
  m.skill = k % 3 === 2 ? 'Intermediate' : 'Beginner';
  m.tier = L(k, ['Evening', 'Full', 'Part-time', 'Student', 'Evening', 'Full']);
  m.credits = L(k, [20, 10, 35, 15, 10, 20]);
  m.course = r.pick(COURSES_FOR[m.studio][m.skill]);
});
const newMembers = new Set([...LE.mail, ...BO.mail].map((m) => m.name));

function memberFacts(m, file, s) {
  const F = (a, v, u, st) => corpus.fact(m.name, 'member', a, v, u, st, file);
  F('member_no', m.no, 'text', m.no);
  F('studio', m.studio, 'place', '');
  F('tier', m.tier, 'text', s.tier);
  F('joined', m.joined, 'date', s.joined);
  F('shelf', m.shelf, 'text', s.shelf ?? m.shelf);
  F('kiln_credits', m.credits, 'credits', s.credits);
  F('skill', m.skill, 'text', s.skill);
  F('course', m.course, 'text', m.course == null ? '' : s.course ?? m.course);
}

// (a1) Leith member profiles, label set A (Markdown bullets)
LE.sheet.forEach((m, k) => {
  const file = `members/leith/profiles/${slug(m.name)}.md`;
  const joined = fmtDate(m.joined, k % 2 ? 'short' : 'long');
  memberFacts(m, file, { tier: `Membership: ${m.tier}`, joined: `Joined: ${joined}`, credits: `Kiln credits: ${m.credits}`, skill: `Skill level: ${m.skill}` });
  const lead = L(k, [
    `${m.name.split(' ')[0]} has ${m.credits} kiln credits left on the card.`,
    `Shelf ${m.shelf} is ${m.name.split(' ')[0]}'s.`,
    `A ${m.tier.toLowerCase()} member since ${fmtDate(m.joined, 'month')}.`,
  ]);
  corpus.write(file, mdBulletsNote({
    title: m.name,
    lead: [lead],
    sections: [
      { heading: 'Membership', rows: [['Member no.', m.no], ['Membership', m.tier], ['Joined', joined], ['Shelf', m.shelf]] },
      { heading: 'Studio', rows: [['Kiln credits', m.credits], ['Skill level', m.skill], ['Course', m.course ?? 'none booked']] },
    ],
    footer: 'Leith Clayworks member record — keep up to date after each firing.',
  }));
});

// (a2) Leith register CSV, label set B
{
  const file = 'members/leith/members-register.csv';
  const rows = LE.csv.map((m) => {
    memberFacts(m, file, { tier: m.tier, joined: m.joined, credits: String(m.credits), skill: m.skill });
    return [m.no, m.name, m.tier, m.joined, m.shelf, m.credits, m.skill, m.course ?? ''];
  });
  corpus.write(file, delimited(['Member no', 'Name', 'Tier', 'Start date', 'Shelf no', 'Kiln credits (firings)', 'Level', 'Enrolled class (autumn 2025)'], rows));
}

// (a3) plain-text welcome sheets, label set C
LE.txt.forEach((m, k) => {
  const file = `members/leith/welcome-${slug(m.name)}.txt`;
  const since = fmtDate(m.joined, 'us');
  const exp = { Beginner: 'Beginner (new to clay)', Intermediate: 'Intermediate — can centre and pull', Advanced: 'Advanced / independent' }[m.skill];
  memberFacts(m, file, { tier: `Membership type: ${m.tier}`, joined: `Member since: ${since}`, credits: `Credits remaining: ${m.credits}`, skill: `Experience: ${exp}` });
  corpus.write(file, txtProfile({
    txtHeader: `MEMBER: ${m.name.toUpperCase()}`,
    sections: [{ rows: [['Member number', m.no], ['Membership type', m.tier], ['Member since', since], ['Shelf', m.shelf], ['Credits remaining', m.credits], ['Experience', exp], ['Autumn class', m.course ?? '-']] }],
    lead: [L(k, ['Inducted on the wheels and the pug mill. Not yet signed off to load kilns.', 'Signed off on the kilns by Moira.', 'Prefers the evening sessions.'])],
  }));
});

// (a4) studio-app export (nested JSON)
{
  const file = 'members/leith/studio-app-export.json';
  const recs = LE.app.map((m, k) => {
    memberFacts(m, file, { tier: `"tier": "${m.tier.toUpperCase()}"`, joined: `"since": "${m.joined}"`, credits: `"balance": ${m.credits}`, skill: `"skill": "${m.skill.toLowerCase()}"`, shelf: `"shelf": "${m.shelf}"` });
    return {
      id: `usr_${(0x51c3 + k * 4441).toString(16)}`,
      person: { full_name: m.name, member_no: m.no },
      membership: { tier: m.tier.toUpperCase(), since: m.joined, skill: m.skill.toLowerCase() },
      storage: { shelf: m.shelf, bucket: k % 2 === 0 },
      kiln: { credits: { balance: m.credits, topped_up: k % 3 === 0 } },
      enrolments: m.course ? [{ course: m.course, term: 'Autumn 2025' }] : [],
    };
  });
  corpus.write(file, JSON.stringify({ export: { app: 'Clayworks Studio App', generated: '2025-06-30T21:00:04Z', count: recs.length }, members: recs }, null, 2) + '\n');
}

// (a5) new Leith members only in an e-mail's sentences
{
  const file = 'email/2025-06-28-new-members.eml';
  const out = ['From: Moira Lennox <studio@leithclayworks.org.uk>', 'To: committee@leithclayworks.org.uk', 'Date: Sat, 28 Jun 2025 18:20:41 +0100',
    'Subject: New members since May', '', 'Hi all,', '', 'Quick round-up of the people who joined over the last two months, for the register:', ''];
  LE.mail.forEach((m, k) => {
    const d = new Date(`${m.joined}T12:00:00Z`);
    const day = `${d.getUTCDate()} ${EN_MONTHS[d.getUTCMonth()]}`;
    const first = m.name.split(' ')[0];
    const she = ['Ruth', 'Ailsa', 'Kirsty', 'Niamh', 'Catriona', 'Lorna', 'Mairi', 'Agnieszka', 'Shona', 'Heather', 'Fiona', 'Isobel', 'Amara', 'Zoe', 'Rhona', 'Eilidh'].includes(first);
    const He = she ? 'She' : 'He';
    const skill = m.skill === 'Beginner' ? 'complete beginner' : 'intermediate potter';
    const cr = words(m.credits);
    memberFacts(m, file, { tier: `${m.tier} membership`, joined: day, credits: `${cr} kiln credits`, skill, course: m.course });
    out.push(k % 2 === 0
      ? `${m.name} (${m.no}) joined on ${day} on the ${m.tier} membership. ${He} is ${m.skill === 'Beginner' ? 'a' : 'an'} ${skill}, so ${he(she)}'s booked onto ${m.course} in the autumn. Shelf ${m.shelf} is ${she ? 'hers' : 'his'}, and ${he(she)} bought ${cr} kiln credits.`
      : `${m.name} signed up on ${day} — ${m.tier} membership, member number ${m.no}. ${skill === 'complete beginner' ? 'Never touched clay before, so a complete beginner' : 'An intermediate potter (threw at school)'}; ${he(she)} has taken ${cr} kiln credits and shelf ${m.shelf}, and starts ${m.course} in September.`, '');
  });
  out.push('Moira', '', 'Moira Lennox | Studio technician | Leith Clayworks', '');
  corpus.write(file, out.join('\n'));
}
function he(she) {
  return she ? 'she' : 'he';
}

// (a6) Bologna member pages in Italian (YAML front matter + pipe table)
BO.yaml.forEach((m) => {
  const file = `bologna/soci/${slug(m.name)}.md`;
  memberFacts(m, file, {
    tier: `Tipo di tessera | ${IT_TIER[m.tier]}`, joined: `Iscritto dal | ${itDate(m.joined)}`, credits: `Crediti forno | ${m.credits}`,
    skill: `Livello | ${IT_SKILL[m.skill]}`, course: m.course,
  });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['socio', m.name], ['tessera', m.no], ['sede', 'Laboratorio Ceramico Bolognina']],
    title: `Scheda socio — ${m.name}`,
    colA: 'Voce', colB: 'Valore',
    lead: [`${m.name} ha ${m.credits} crediti forno.`],
    sections: [{ heading: 'Tessera', rows: [['Tessera', m.no], ['Tipo di tessera', IT_TIER[m.tier]], ['Iscritto dal', itDate(m.joined)], ['Scaffale', m.shelf], ['Crediti forno', m.credits], ['Livello', IT_SKILL[m.skill]], ['Corso', m.course ?? 'nessuno']] }],
  }));
});

// (a7) Bologna members: Italian HTML table
{
  const file = 'bologna/soci/elenco-soci-2025.html';
  const rows = BO.html.map((m) => {
    memberFacts(m, file, { tier: IT_TIER[m.tier], joined: itDate(m.joined), credits: `<td>${m.credits}</td>`, skill: IT_SKILL[m.skill] });
    return `    <tr><td>${m.no}</td><td>${esc(m.name)}</td><td>${IT_TIER[m.tier]}</td><td>${itDate(m.joined)}</td><td>${m.shelf}</td><td>${m.credits}</td><td>${IT_SKILL[m.skill]}</td><td>${esc(m.course ?? '—')}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="it"><head><meta charset="utf-8"><title>Elenco soci 2025 — Laboratorio Ceramico Bolognina</title></head>
<body>
<h1>Elenco soci 2025</h1>
<p>Laboratorio Ceramico Bolognina, via di Saliceto, Bologna. Aggiornato al 30/06/2025.</p>
<table>
  <thead><tr><th>Tessera</th><th>Socio</th><th>Tipo di tessera</th><th>Iscritto dal</th><th>Scaffale</th><th>Crediti forno</th><th>Livello</th><th>Corso (autunno)</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}

// (a8) new Bologna members only in an Italian e-mail
{
  const file = 'bologna/posta/2025-06-27-nuovi-soci.eml';
  const out = ['From: Chiara Benassi <chiara@ceramicabolognina.it>', 'To: studio@leithclayworks.org.uk', 'Date: Fri, 27 Jun 2025 10:03:12 +0200',
    'Subject: Nuovi soci di maggio e giugno', '', 'Ciao Moira,', '', 'ecco i nuovi soci del laboratorio, per il registro comune:', ''];
  BO.mail.forEach((m) => {
    const female = ['Giulia', 'Francesca', 'Sofia', 'Elena', 'Chiara', 'Marta', 'Anna'].includes(m.name.split(' ')[0]);
    const day = itLong(m.joined);
    const cr = IT_WORDS[m.credits];
    const skill = female ? IT_SKILL[m.skill].replace(/o$/, 'a') : IT_SKILL[m.skill];
    const il = /^(8|11) /.test(day) ? `l'${day}` : `il ${day}`;
    memberFacts(m, file, { tier: `tessera ${IT_TIER[m.tier].toLowerCase()}`, joined: day, credits: `${cr} crediti forno`, skill, course: m.course });
    out.push(`${m.name} (tessera ${m.no}) si è ${female ? 'iscritta' : 'iscritto'} ${il} con la tessera ${IT_TIER[m.tier].toLowerCase()}. È ${skill} e seguirà il corso ${m.course}; ${female ? 'le' : 'gli'} abbiamo dato lo scaffale ${m.shelf} e ha comprato ${cr} crediti forno.`, '');
  });
  out.push('Un abbraccio da Bologna,', 'Chiara', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (b) wide studio-hours tables
const MONTH_KEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'];
const HOURS = { Full: [16, 48], 'Part-time': [8, 28], Evening: [6, 22], Student: [4, 24] };
for (const m of members) {
  m.hours = {};
  if (newMembers.has(m.name)) continue;
  const first = m.joined >= '2025-01-01' ? Number(m.joined.slice(5, 7)) - 1 : 0;
  const [lo, hi] = HOURS[m.tier];
  MONTH_KEYS.forEach((k, i) => {
    if (i < first) return;
    m.hours[k] = r.int(lo * 2, hi * 2) / 2;
  });
}
{
  const file = 'members/leith/studio-hours-2025.csv';
  const rows = members.filter((m) => m.studio === 'Leith' && !newMembers.has(m.name)).map((m) => {
    MONTH_KEYS.forEach((k) => m.hours[k] != null && corpus.also(m.name, 'member', `hours_${k}`, m.hours[k], 'h', String(m.hours[k]), file));
    return [m.no, m.name, ...MONTH_KEYS.map((k) => m.hours[k] ?? '')];
  });
  corpus.write(file, delimited(['Member no', 'Member', 'Jan 2025 (h)', 'Feb 2025 (h)', 'Mar 2025 (h)', 'Apr 2025 (h)', 'May 2025 (h)', 'Jun 2025 (h)'], rows));
}
{
  const file = 'bologna/soci/ore-laboratorio-2025.md';
  const out = ['# Ore in laboratorio 2025', '', 'Ore registrate dal badge all’ingresso, per socio e per mese; – = non ancora iscritto.', '',
    '| Socio | Tessera | gen | feb | mar | apr | mag | giu |', '|---|---|---|---|---|---|---|---|'];
  members.filter((m) => m.studio === 'Bologna' && !newMembers.has(m.name)).forEach((m) => {
    const cell = (k) => (m.hours[k] == null ? '–' : itNum(m.hours[k], m.hours[k] % 1 ? 1 : 0));
    MONTH_KEYS.forEach((k) => m.hours[k] != null && corpus.also(m.name, 'member', `hours_${k}`, m.hours[k], 'h', cell(k), file));
    out.push(`| ${m.name} | ${m.no} | ${MONTH_KEYS.map(cell).join(' | ')} |`);
  });
  out.push('', 'Ad agosto il laboratorio è chiuso (ferie).', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (c) tutors
function tutorFacts(t, file, s) {
  const F = (a, v, u, st) => corpus.fact(t.name, 'tutor', a, v, u, st, file);
  F('studio', t.studio, 'place', '');
  F('speciality', t.speciality, 'text', s.speciality);
  F('day_rate', t.rate, t.studio === 'Bologna' ? 'EUR' : 'GBP', s.rate);
  F('started', t.started, 'date', s.started);
}
['Isla Drummond', 'Callum Reid', 'Morag Sinclair'].forEach((n, k) => {
  const t = TU[n];
  const file = `tutors/${slug(n)}.html`;
  const started = fmtDate(t.started, 'short');
  const rate = `${gbp(t.rate)} per day`;
  tutorFacts(t, file, { speciality: t.speciality, rate, started });
  corpus.write(file, htmlInfoboxPage({
    title: n,
    sections: [{ heading: 'Tutor', rows: [['Speciality', t.speciality], ['Day rate', rate], ['Teaching here since', started], ['Studio', 'Leith Clayworks']] }],
    lead: [L(k, [
      `${n.split(' ')[0]} trained at Edinburgh College of Art and has thrown for production potteries in Fife and Cornwall.`,
      `${n.split(' ')[0]} runs the handbuilding courses and the Sunday family sessions.`,
      `${n.split(' ')[0]} looks after the glaze recipes and tests every new batch in Kittiwake before it goes on the shelf.`,
    ])],
    footer: 'Tutors are self-employed and invoice the studio monthly.',
  }));
});
{
  const file = 'tutors/freelance-tutors.tsv';
  const rows = ['Priya Raman', 'Tomasz Nowak'].map((n) => {
    const t = TU[n];
    const spec = t.speciality === 'Wheel throwing' ? 'Throwing (porcelain)' : t.speciality;
    tutorFacts(t, file, { speciality: spec, rate: `£${t.rate}/day`, started: fmtDate(t.started, 'dotted') });
    return [n, spec, `£${t.rate}/day`, fmtDate(t.started, 'dotted'), `${slug(n).replace('-', '.')}@gmail.com`];
  });
  corpus.write(file, delimited(['Name', 'Specialism', 'Day rate', 'Start date', 'Email'], rows, '\t'));
}
['Chiara Benassi', 'Marco Zanotti'].forEach((n, k) => {
  const t = TU[n];
  const file = `bologna/docenti/${slug(n)}.txt`;
  const rate = eur(t.rate);
  tutorFacts(t, file, { speciality: `Specialità: ${t.it}`, rate: `Compenso giornaliero: ${rate}`, started: `In servizio dal: ${itLong(t.started)}` });
  corpus.write(file, txtProfile({
    txtHeader: `DOCENTE — ${n.toUpperCase()}`,
    sections: [{ rows: [['Specialità', t.it], ['Compenso giornaliero', rate], ['In servizio dal', itLong(t.started)], ['Sede', 'Laboratorio Ceramico Bolognina']] }],
    lead: [L(k, ['Diplomata all’Istituto d’Arte per la Ceramica di Faenza.', 'Organizza le cotture raku in cortile il sabato.'])],
  }));
});
// Fraser Mackie: only in committee minutes (written below with the background documents)
const minutesFile = 'committee/minutes-2025-03-11.md';
tutorFacts(TU['Fraser Mackie'], minutesFile, { speciality: 'teach raku', rate: '£150 a day', started: '1 April 2025' });

// ------------------------------------------------------------------ (d) kilns
function kilnFacts(k, file, s) {
  const F = (a, v, u, st) => corpus.fact(k.name, 'kiln', a, v, u, st, file);
  F('studio', k.studio, 'place', '');
  F('type', k.type, 'text', s.type);
  F('make', k.make, 'text', k.make);
  F('capacity', k.cap, 'L', s.cap);
  F('max_temp', k.max, 'C', s.max);
  F('location', k.locEn ?? k.location, 'text', s.location ?? k.location);
  F('installed', k.installed, 'year', String(k.installed));
}
['Big Bertha', 'Kittiwake', 'Old Reekie'].forEach((n, i) => {
  const k = KN[n];
  const file = `kilns/${slug(n)}.html`;
  const cap = k.cuft != null ? `${k.cuft} cu ft` : `${k.litres} litres`;
  const max = k.maxF != null ? `${group(k.maxF)} °F` : `${group(k.maxC)} °C`;
  kilnFacts(k, file, { type: k.type, cap, max });
  corpus.write(file, htmlTablePage({
    title: `${n} — kiln sheet`,
    crumbs: ['Leith Clayworks', 'Kilns', n],
    lead: [L(i, [
      `${n} is our main ${k.type.toLowerCase()} kiln; figures below are from the Skutt manual (imperial).`,
      `${n} is the little test kiln: ${k.litres} litres, ideal for glaze tests and small loads.`,
      `${n} has been firing cone 10 reduction in the yard since ${k.installed}.`,
    ])],
    sections: [
      { heading: 'Specification', rows: [['Type', k.type], ['Make and model', k.make], ['Capacity', cap], ['Maximum temperature', max], ['Location', k.location], ['Installed', String(k.installed)]] },
      { heading: 'Use', rows: [['Who may load', 'kiln-trained members and tutors'], ['Booking', 'kiln sheet on the door'], ['Elements last replaced', L(i, ['2023', '2024', 'n/a (gas)'])]] },
    ],
    footer: 'Never open above 200 °C.',
  }));
});
{
  const k = KN.Puffin;
  const file = 'kilns/puffin.md';
  kilnFacts(k, file, { type: 'electric', cap: `${k.litres} litres`, max: `${group(k.maxC)} °C` });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['kiln', k.name], ['kiln_type', 'electric'], ['room', k.location]],
    title: `${k.name} (toploader)`,
    lead: [`${k.name} tops out at ${group(k.maxC)} °C, so no cone 8 or higher in here.`],
    sections: [
      { heading: 'Details', rows: [['Kiln type', 'electric'], ['Make', k.make], ['Chamber', `${k.litres} litres`], ['Top temperature', `${group(k.maxC)} °C`], ['Where', k.location], ['In service since', String(k.installed)]] },
    ],
  }));
}
{
  const file = 'bologna/forni/forni.json';
  const recs = ['Forno Grande', 'Forno Raku'].map((n) => {
    const k = KN[n];
    kilnFacts(k, file, { type: `"tipo": "${IT_TYPE[k.type]}"`, cap: `"capienza_litri": ${k.litres}`, max: `${itNum(k.maxC)} °C` });
    return { nome: n, tipo: IT_TYPE[k.type], marca: k.make, capienza_litri: k.litres, temperatura_massima: `${itNum(k.maxC)} °C`, ubicazione: k.location, anno_installazione: k.installed };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const k = KN.Fornetto;
  const file = 'bologna/forni/fornetto.html';
  kilnFacts(k, file, { type: IT_TYPE[k.type], cap: `${k.litres} litri`, max: `Temperatura massima</dt><dd>${itNum(k.maxC)} °C` });
  corpus.write(file, htmlDlPage({
    title: 'Fornetto',
    site: 'Laboratorio Ceramico Bolognina',
    lead: ['Il forno piccolo per le prove di smalto e le cotture di maiolica.'],
    sections: [{ heading: 'Scheda tecnica', rows: [['Tipo', IT_TYPE[k.type]], ['Marca', k.make], ['Capienza', `${k.litres} litri`], ['Temperatura massima', `${itNum(k.maxC)} °C`], ['Ubicazione', k.location], ['Installato nel', String(k.installed)]] }],
    footer: 'Prenotazioni sul foglio appeso alla porta.',
  }));
}
const reportFile = 'kilns/maintenance-report-2025-05.md';
kilnFacts(KN['Wee Dragon'], reportFile, { type: 'raku', cap: 'three cubic feet', max: '1,000 °C', location: 'back yard' });

// ------------------------------------------------------------------ (e) firings
// loaders: kiln-trained (not beginners) members of the studio who had joined by the day of the firing
const loaders = (studio, date) => members.filter((m) => m.studio === studio && !newMembers.has(m.name) && m.skill !== 'Beginner' && m.joined < date).map((m) => m.name);
const loader = (studio, date) => (studio === 'Leith' && r.chance(0.3) ? 'Moira Lennox' : r.pick(loaders(studio, date)));
// per kiln and type: [cone, nominal °C, pieces lo..hi, cost lo..hi]
const PROFILE = {
  'Big Bertha': { Bisque: [['04', 1060], [30, 60], [14, 17]], Glaze: [['6', 1222], [18, 40], [19, 24]] },
  Puffin: { Bisque: [['04', 1060], [18, 40], [9, 11]], Glaze: [['6', 1222], [12, 28], [12, 15]] },
  Kittiwake: { Bisque: [['06', 999], [6, 14], [3.5, 4.5]], Glaze: [['6', 1222], [4, 12], [4.5, 6]] },
  'Old Reekie': { Glaze: [['10', 1285], [40, 80], [32, 42]] },
  'Wee Dragon': { Raku: [[null, 985], [4, 10], [8, 12]] },
  'Forno Grande': { Bisque: [['06', 1000], [35, 70], [18, 22]], Glaze: [['8', 1249], [25, 50], [23, 28]] },
  Fornetto: { Bisque: [['04', 1060], [10, 24], [6, 7.5]], Glaze: [['05', 1046], [8, 20], [6.5, 9]] },
  'Forno Raku': { Raku: [[null, 990], [5, 14], [10, 14]] },
};
function makeFiring(kiln, type, month, dayRange = [1, 28]) {
  const [[cone, nominal], [plo, phi], [clo, chi]] = PROFILE[kiln][type];
  let temp = nominal + r.int(-7, 7);
  temp = Math.min(temp, Math.floor(KN[kiln].max));
  const date = isoDate(2025, month, r.int(dayRange[0], dayRange[1]));
  return {
    kiln, type, cone, temp, studio: KN[kiln].studio, date,
    pieces: r.int(plo, phi), cost: r2(Math.round(r.float(clo, chi) * 20) / 20), by: loader(KN[kiln].studio, date),
  };
}
const plan = (kiln, types, months, grp) => types.map((t, i) => ({ ...makeFiring(kiln, t, months[i % months.length]), group: grp }));
const leithFirings = [
  ...plan('Big Bertha', ['Bisque', 'Glaze', 'Bisque', 'Glaze', 'Glaze'], [1, 2, 2, 3, 3], 'csv'),
  ...plan('Puffin', ['Bisque', 'Glaze', 'Bisque', 'Glaze'], [1, 1, 3, 3], 'csv'),
  ...plan('Kittiwake', ['Glaze', 'Bisque', 'Glaze'], [1, 2, 3], 'csv'),
  ...plan('Big Bertha', ['Bisque', 'Glaze', 'Glaze'], [4, 4, 5], 'tsv'),
  ...plan('Puffin', ['Bisque', 'Glaze', 'Bisque'], [4, 5, 5], 'tsv'),
  ...plan('Kittiwake', ['Glaze', 'Glaze'], [4, 5], 'tsv'),
  ...plan('Old Reekie', ['Glaze', 'Glaze', 'Glaze'], [2, 4, 6], 'json'),
  ...plan('Wee Dragon', ['Raku', 'Raku'], [5, 6], 'json'),
  ...plan('Big Bertha', ['Glaze'], [6], 'diary'),
  ...plan('Puffin', ['Bisque'], [6], 'diary'),
  ...plan('Kittiwake', ['Glaze'], [6], 'diary'),
];
leithFirings.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
leithFirings.forEach((f, i) => (f.code = `F25-${pad(i + 1, 3)}`));
const boFirings = [
  ...plan('Forno Grande', ['Bisque', 'Glaze', 'Bisque', 'Glaze'], [1, 2, 4, 5], 'it'),
  ...plan('Fornetto', ['Bisque', 'Glaze'], [3, 3], 'it'),
  ...plan('Forno Raku', ['Raku', 'Raku'], [5, 6], 'it'),
];
boFirings.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
boFirings.forEach((f, i) => (f.code = `CT25-${pad(i + 1)}`));

function firingFacts(f, file, s) {
  const F = (a, v, u, st) => corpus.fact(f.code, 'firing', a, v, u, st, file);
  F('kiln', f.kiln, 'text', f.kiln);
  F('date', f.date, 'date', s.date);
  F('firing_type', f.type, 'text', s.type);
  F('cone', f.cone, 'text', f.cone == null ? '' : s.cone);
  F('temperature', f.tempC ?? f.temp, 'C', s.temp);
  F('loaded_by', f.by, 'person', f.by);
  F('pieces', f.pieces, '', s.pieces);
  F('cost', f.cost, f.studio === 'Bologna' ? 'EUR' : 'GBP', s.cost);
}
{
  const file = 'firings/kiln-log-jan-mar-2025.csv';
  const rows = leithFirings.filter((f) => f.group === 'csv').map((f) => {
    firingFacts(f, file, { date: f.date, type: f.type, cone: f.cone, temp: String(f.temp), pieces: String(f.pieces), cost: f.cost.toFixed(2) });
    return [f.code, f.date, f.kiln, f.type, f.cone, f.temp, f.by, f.pieces, f.cost.toFixed(2)];
  });
  corpus.write(file, delimited(['Firing no.', 'Date', 'Kiln', 'Firing', 'Cone', 'Peak temp (°C)', 'Loaded by', 'Pieces', 'Electricity (£)'], rows));
}
{
  const file = 'firings/controller-export-apr-may-2025.tsv';
  const rows = leithFirings.filter((f) => f.group === 'tsv').map((f) => {
    const F = Math.round((f.temp * 9) / 5 + 32);
    f.tempC = r4(f2c(F));
    const tempS = `${group(F)} °F`;
    firingFacts(f, file, { date: fmtDate(f.date, 'dotted'), type: f.type.toLowerCase(), cone: `cone ${f.cone}`, temp: tempS, pieces: `${f.pieces} pcs`, cost: gbp(f.cost) });
    return [f.code, fmtDate(f.date, 'dotted'), f.kiln, f.type.toLowerCase(), `cone ${f.cone}`, tempS, f.by, `${f.pieces} pcs`, gbp(f.cost)];
  });
  corpus.write(file, delimited(['Firing', 'Date', 'Kiln', 'Program', 'Target', 'Peak', 'Loaded by', 'Load', 'Energy cost'], rows, '\t'));
}
{
  const file = 'firings/gas-kiln-log-2025.json';
  const recs = leithFirings.filter((f) => f.group === 'json').map((f) => {
    firingFacts(f, file, { date: `"date": "${f.date}"`, type: `"type": "${f.type.toLowerCase()}"`, cone: `"cone": "${f.cone}"`, temp: `"value": ${f.temp}`, pieces: `"pieces": ${f.pieces}`, cost: `"amount": ${f.cost}` });
    return {
      firing: { ref: f.code, date: f.date },
      kiln: { name: f.kiln, fuel: 'propane' },
      schedule: { type: f.type.toLowerCase(), cone: f.cone, atmosphere: f.type === 'Raku' ? 'post-firing reduction in sawdust' : 'reduction from 1000 °C', peak: { value: f.temp, unit: 'C' } },
      crew: { loadedBy: { name: f.by } },
      load: { pieces: f.pieces },
      fuel: { propane_kg: r2(f.cost / 1.9), cost: { amount: f.cost, currency: 'GBP' } },
    };
  });
  corpus.write(file, JSON.stringify({ log: 'Gas and raku firings, Leith Clayworks yard', year: 2025, firings: recs }, null, 2) + '\n');
}
{
  const file = 'firings/kiln-diary-june-2025.md';
  const out = ['# Kiln diary — June 2025', '', 'Kept by whoever unloads. Gas and raku firings are in the yard log.', ''];
  leithFirings.filter((f) => f.group === 'diary').forEach((f, k) => {
    const d = new Date(`${f.date}T12:00:00Z`);
    const day = `${d.getUTCDate()} June`;
    const pcs = words(f.pieces);
    const what = f.type === 'Bisque' ? `a cone ${f.cone} bisque` : `a cone ${f.cone} glaze firing`;
    firingFacts(f, file, { date: day, type: what, cone: `cone ${f.cone}`, temp: `${group(f.temp)} °C`, pieces: `${pcs} pieces`, cost: gbp(f.cost) });
    out.push(`## ${day}`, '', k % 2 === 0
      ? `Fired ${f.code} in ${f.kiln} on ${day}: ${what}, ${pcs} pieces, loaded by ${f.by}. The controller logged a peak of ${group(f.temp)} °C and the meter says the electricity came to ${gbp(f.cost)}.`
      : `${f.by} loaded ${f.kiln} for ${f.code} (${day}) — ${what} with ${pcs} pieces in it. Peak ${group(f.temp)} °C; ${gbp(f.cost)} of electricity. One lid cracked on the top shelf, otherwise fine.`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'bologna/forni/registro-cotture-2025.csv';
  const rows = boFirings.map((f) => {
    const cone = f.cone ?? 'n/a';
    firingFacts(f, file, { date: itDate(f.date), type: IT_FIRING[f.type], cone, temp: itNum(f.temp), pieces: String(f.pieces), cost: itNum(f.cost, 2) });
    return [f.code, itDate(f.date), f.kiln, IT_FIRING[f.type], cone, itNum(f.temp), f.by, f.pieces, itNum(f.cost, 2)];
  });
  const head = 'Laboratorio Ceramico Bolognina - registro cotture\nEsportato da KilnLog il 01/07/2025;Utente: chiara.b\nImporti in euro; n/a = cono non applicabile (raku)\n\n';
  corpus.write(file, head + delimited(['Cottura', 'Data', 'Forno', 'Tipo', 'Cono', 'Temp. max (°C)', 'Caricato da', 'Pezzi', 'Costo energia (€)'], rows, ';'));
}

// ------------------------------------------------------------------ (f) glazes and clays
function matFacts(m, file, s) {
  const F = (a, v, u, st) => corpus.fact(m.name, 'material', a, v, u, st, file);
  F('kind', m.kind, 'text', s.kind ?? '');
  F('studio', m.studio, 'place', '');
  F('supplier', m.supplier, 'text', m.supplier);
  F('cone_low', m.lo, 'cone', s.cones);
  F('cone_high', m.hi, 'cone', s.cones);
  F('price_per_kg', m.price, m.cur, s.price);
  F('food_safe', m.food, 'bool', s.food);
  F('colour', m.colour, 'text', s.colour);
  F('stock', m.kg, 'kg', s.stock);
}
const yesNo = (b) => (b ? 'Yes' : 'No');
{
  const file = 'materials/glaze-library.md';
  const list = MATERIALS.filter((m) => m.at === 'lib');
  list.forEach((m) => matFacts(m, file, { kind: 'Glaze', cones: `cone ${coneRange(m.lo, m.hi)}`, price: `${gbp(m.price)} per kg`, food: `Food safe: ${yesNo(m.food)}`, colour: m.colourText, stock: `${m.stock} kg` }));
  corpus.write(file, mdBulletsNote({
    title: 'Glaze library — Leith Clayworks',
    lead: ['Dry weights on the shelf as of the June stocktake. Ask Morag before mixing a new bucket.'],
    sections: list.map((m) => ({ heading: m.name, rows: [['Supplier', m.supplier], ['Firing range', `cone ${coneRange(m.lo, m.hi)}`], ['Price', `${gbp(m.price)} per kg`], ['Food safe', yesNo(m.food)], ['Colour', m.colourText], ['In stock', `${m.stock} kg`]] })),
    footer: 'Copper Red only works in reduction (Old Reekie).',
  }));
}
{
  const file = 'materials/new-glazes-spring-2025.html';
  const list = MATERIALS.filter((m) => m.at === 'dl');
  list.forEach((m) => matFacts(m, file, { kind: 'glazes', cones: `c${m.lo}–c${m.hi}`, price: `${gbp(m.price)}/kg`, food: `Dinnerware safe</dt><dd>${m.food ? '✓' : '✗'}`, colour: m.colourText, stock: `${m.stockLb} lb` }));
  corpus.write(file, htmlDlPage({
    title: 'New glazes, spring 2025',
    site: 'Leith Clayworks — glaze shelf',
    lead: ['Three commercial glazes we started stocking this spring; stock weighed on the old shop scale (pounds).'],
    sections: list.map((m) => ({ heading: m.name, rows: [['Maker', m.supplier], ['Cone range', `c${m.lo}–c${m.hi}`], ['Cost', `${gbp(m.price)}/kg`], ['Dinnerware safe', m.food ? '✓' : '✗'], ['Fired colour', m.colourText], ['On the shelf', `${m.stockLb} lb`]] })),
    footer: '✓ = passes the lemon test and the supplier certifies it for tableware.',
  }));
}
{
  const file = 'email/2025-05-22-glazes-from-scarva-and-potterycrafts.eml';
  const [a, b, c] = MATERIALS.filter((m) => m.at === 'mail');
  matFacts(a, file, { cones: 'cone 5–6', price: '£13.60 a kilo', food: 'food safe', colour: 'blue', stock: 'five kilos' });
  matFacts(b, file, { cones: 'cone 06–04', price: '£10.80 a kilo', food: 'not food safe', colour: 'white', stock: 'four kilos' });
  matFacts(c, file, { cones: 'cone 9–10', price: '£17.40 per kilo', food: 'fine for tableware', colour: 'green', stock: 'three kilos' });
  corpus.write(file, `From: Morag Sinclair <morag.sinclair@leithclayworks.org.uk>
To: members@leithclayworks.org.uk
Date: Thu, 22 May 2025 17:48:05 +0100
Subject: Three new glazes on the shelf

Hello everyone,

Three new glazes arrived this week and are now on the glaze shelf.

${a.name} is from ${a.supplier}: a cone 5–6 glaze that comes out a lovely streaky blue over white clay. It costs us £13.60 a kilo, it is food safe, and we have five kilos of it.

${b.name} from ${b.supplier} is for the raku days only — cone 06–04, it crackles white, and it is not food safe, so nothing you'll eat off please. £10.80 a kilo; four kilos in stock.

${c.name} (${c.supplier} again) is a cone 9–10 reduction glaze for Old Reekie, a soft green that pools in the throwing lines, and it is fine for tableware. It was the dear one at £17.40 per kilo, and we only have three kilos, so go easy.

Test tiles are on the board by the sinks.

Morag
`);
}
{
  const file = 'materials/clay-bodies.csv';
  const rows = MATERIALS.filter((m) => m.at === 'csv').map((m) => {
    matFacts(m, file, { kind: '', cones: coneStr(m.lo), price: m.price.toFixed(2), food: m.food ? 'Y' : 'N', colour: m.colour, stock: String(m.stock) });
    return [m.name, m.supplier, coneStr(m.lo), coneStr(m.hi), m.price.toFixed(2), m.food ? 'Y' : 'N', m.colour, m.stock];
  });
  corpus.write(file, delimited(['Clay body', 'Supplier', 'Cone (min)', 'Cone (max)', 'Price (£/kg)', 'Food safe (Y/N)', 'Fired colour', 'Stock (kg)'], rows));
}
{
  const file = 'materials/imported-clays.json';
  const recs = MATERIALS.filter((m) => m.at === 'json').map((m) => {
    matFacts(m, file, { kind: '"type": "clay"', cones: `"cone_range": "${coneRange(m.lo, m.hi, '-')}"`, price: `"price_gbp_per_lb": ${m.ppl}`, food: `"food_safe": ${m.food}`, colour: m.colourText, stock: `"stock_lb": ${m.stockLb}` });
    return { product: m.name, type: 'clay', supplier: m.supplier, cone_range: coneRange(m.lo, m.hi, '-'), price_gbp_per_lb: m.ppl, food_safe: m.food, fired_colour: m.colourText, stock_lb: m.stockLb };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'bologna/materiali/smalti-e-argille.html';
  const list = MATERIALS.filter((m) => m.at === 'it');
  list.forEach((m) => matFacts(m, file, { kind: m.kind === 'Glaze' ? 'smalto' : 'argilla', cones: `Cono</td><td>${coneRange(m.lo, m.hi)}`, price: eur(m.price), food: `Adatto agli alimenti</td><td>${m.food ? 'sì' : 'no'}`, colour: IT_COLOUR[m.colour], stock: `${itNum(m.stock, m.stock % 1 ? 1 : 0)} kg` }));
  corpus.write(file, htmlTablePage({
    title: 'Smalti e argille — magazzino',
    docTitle: 'Smalti e argille',
    crumbs: ['Laboratorio Ceramico Bolognina', 'Materiali'],
    colA: 'Voce', colB: 'Valore',
    lead: ['Giacenze al 30 giugno 2025. La cristallina si usa sopra il bianco stannifero per la maiolica.'],
    sections: list.map((m) => ({ heading: m.name, rows: [['Tipo', m.kind === 'Glaze' ? 'smalto' : 'argilla'], ['Fornitore', m.supplier], ['Cono', coneRange(m.lo, m.hi)], ['Prezzo al kg', eur(m.price)], ['Adatto agli alimenti', m.food ? 'sì' : 'no'], ['Colore', IT_COLOUR[m.colour]], ['Giacenza', `${itNum(m.stock, m.stock % 1 ? 1 : 0)} kg`]] })),
    footer: 'Prezzi IVA esclusa.',
  }));
}

// ------------------------------------------------------------------ (g) classes
function classFacts(c, file, s) {
  const F = (a, v, u, st) => corpus.fact(c.name, 'class', a, v, u, st, file);
  F('studio', c.studio, 'place', '');
  F('tutor', c.tutor, 'person', c.tutor);
  F('weekday', c.day, 'text', s.day);
  F('weeks', c.weeks, 'weeks', s.weeks);
  F('price', c.price, c.studio === 'Bologna' ? 'EUR' : 'GBP', s.price);
  F('places', c.places, '', s.places);
  F('booked', c.booked, '', s.booked);
  F('starts', c.starts, 'date', s.starts);
}
{
  const file = 'classes/autumn-programme-2025.html';
  const list = CLASSES.filter((c) => ['Wheel Throwing for Beginners', 'Wheel Throwing II', 'Coil and Slab Handbuilding', 'Family Clay Club', 'Slips and Surface Decoration'].includes(c.name));
  list.forEach((c) => classFacts(c, file, { day: `${c.day}s, ${c.time}`, weeks: `${c.weeks} weeks`, price: gbp(c.price), places: String(c.places), booked: `${c.booked}${c.booked === c.places ? ' (full)' : ''}`, starts: fmtDate(c.starts, 'long') }));
  corpus.write(file, htmlTablePage({
    title: 'Autumn programme 2025',
    crumbs: ['Leith Clayworks', 'Classes', 'Autumn 2025'],
    lead: ['Booking is open. Prices include clay and firing; members get 10 % off.'],
    sections: list.map((c) => ({ heading: c.name, rows: [['Tutor', c.tutor], ['When', `${c.day}s, ${c.time}`], ['Length', `${c.weeks} weeks`], ['Price', gbp(c.price)], ['Places', String(c.places)], ['Booked', `${c.booked}${c.booked === c.places ? ' (full)' : ''}`], ['Starts', fmtDate(c.starts, 'long')]] })),
    footer: 'Waiting list for full classes: ask at the desk.',
  }));
}
['Glaze Chemistry', 'Sculptural Ceramics', 'Porcelain on the Wheel'].forEach((n, k) => {
  const c = CLASSES.find((x) => x.name === n);
  const file = `classes/${slug(n)}.md`;
  classFacts(c, file, { day: `weekday: ${c.day.slice(0, 3)}`, weeks: `weeks: ${c.weeks}`, price: `fee_gbp: ${c.price}`, places: `capacity: ${c.places}`, booked: `enrolled: ${c.booked}`, starts: c.starts });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['course', c.name], ['tutor', c.tutor], ['weekday', c.day.slice(0, 3)], ['time', c.time], ['weeks', c.weeks], ['fee_gbp', c.price], ['capacity', c.places], ['enrolled', c.booked], ['first_session', c.starts]],
    title: c.name,
    colA: 'Week', colB: 'Topic',
    lead: [L(k, [`${c.weeks} evenings on what glazes are made of, with ${c.tutor}.`, `Ten weeks of building larger forms with ${c.tutor}.`, `A short course for confident throwers, with ${c.tutor}.`])],
    sections: [{ heading: 'Outline', rows: L(k, [
      [['1', 'Silica, fluxes and alumina'], ['2', 'Reading a recipe'], ['3', 'Line blends'], ['4', 'Colourants'], ['5', 'Firing and results']],
      [['1–3', 'Coil and pinch at scale'], ['4–6', 'Armatures and supports'], ['7–8', 'Surface'], ['9–10', 'Drying and firing large work']],
      [['1–2', 'Wedging and centring porcelain'], ['3–4', 'Thin walls and trimming'], ['5–6', 'Glazing and the cone 10 firing']],
    ]) }],
  }));
});
{
  const file = 'bologna/corsi/corsi-autunno-2025.json';
  const recs = CLASSES.filter((c) => c.studio === 'Bologna').map((c) => {
    classFacts(c, file, { day: `"giorno": "${IT_DAY[c.day]}"`, weeks: `"settimane": ${c.weeks}`, price: `"importo": ${c.price}`, places: `"totali": ${c.places}`, booked: `"occupati": ${c.booked}`, starts: `"inizio": "${c.starts}"` });
    return { corso: { titolo: c.name, docente: { nome: c.tutor }, calendario: { giorno: IT_DAY[c.day], settimane: c.weeks, inizio: c.starts }, quota: { importo: c.price, valuta: 'EUR' }, posti: { totali: c.places, occupati: c.booked } } };
  });
  corpus.write(file, JSON.stringify({ laboratorio: 'Laboratorio Ceramico Bolognina', stagione: 'autunno 2025', corsi: recs }, null, 2) + '\n');
}
const newsletterFile = 'newsletters/summer-2025.md';
{
  const c = CLASSES.find((x) => x.name === 'Saturday Raku Days');
  classFacts(c, newsletterFile, { day: 'Saturdays', weeks: 'four Saturdays', price: '£180', places: 'ten places', booked: 'seven', starts: '6 September' });
}

// ------------------------------------------------------------------ (h) supplier orders
function orderFacts(o, file, s) {
  const F = (a, v, u, st) => corpus.fact(o.code, 'order', a, v, u, st, file);
  F('studio', o.studio, 'place', '');
  F('supplier', o.supplier, 'text', o.supplier);
  F('items', o.items.map(([m]) => m), 'list', s.items);
  F('weight', o.kg, 'kg', s.weight);
  F('total', o.total, o.cur, s.total);
  F('delivered', o.delivered, 'bool', s.delivered);
  F('ordered', o.date, 'date', s.date);
  F('placed_by', o.by, 'person', o.by);
}
{
  const file = 'orders/purchase-orders-2025.json';
  const recs = ORDERS.filter((o) => o.at === 'json').map((o) => {
    const w = o.lb ? { weight_lb: o.amount } : { weight_kg: o.amount };
    orderFacts(o, file, { items: o.items[0][0], weight: o.lb ? `"weight_lb": ${o.amount}` : `"weight_kg": ${o.amount}`, total: `"total_gbp": ${o.total}`, delivered: `"delivered": ${o.delivered}`, date: o.date });
    return { po: o.code, ordered: o.date, supplier: o.supplier, items: o.items.map(([m]) => m), ...w, total_gbp: o.total, delivered: o.delivered, placed_by: o.by };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
ORDERS.filter((o) => o.at === 'txt').forEach((o, k) => {
  const file = `orders/${o.code}.txt`;
  const weight = o.lb ? `${o.amount} lb` : `${o.amount} kg`;
  const status = o.delivered ? `Delivered ${fmtDate(o.date.replace(/-(\d\d)$/, (_, d) => `-${pad(Math.min(28, Number(d) + 6))}`), 'short')}` : 'Awaiting delivery';
  orderFacts(o, file, { items: o.items.map(([m]) => m).join(', '), weight: `Total weight: ${weight}`, total: gbp(o.total), delivered: o.delivered ? 'Delivered' : 'Awaiting delivery', date: fmtDate(o.date, 'us') });
  corpus.write(file, txtProfile({
    txtHeader: `PURCHASE ORDER: ${o.code}`,
    sections: [{ rows: [['Supplier', o.supplier], ['Ordered', fmtDate(o.date, 'us')], ['Raised by', o.by], ['Items', o.items.map(([m]) => m).join(', ')], ['Total weight', weight], ['Carriage', gbp(o.carriage)], ['Order total', gbp(o.total)], ['Status', status]] }],
    lead: [L(k, ['Deliver to the yard gate, Coburg Street.', 'Pallet: please ring ahead, no tail-lift on site.', 'Shipped from the US importer in Stoke; weights as invoiced.'])],
  }));
});
{
  const file = 'email/2025-06-20-treasurer-orders.eml';
  const [a, b] = ORDERS.filter((o) => o.at === 'mail');
  orderFacts(a, file, { items: joinAnd(a.items.map(([m]) => m)), weight: 'thirty-five kilos', total: gbp(a.total), delivered: 'arrived', date: '20 May' });
  orderFacts(b, file, { items: b.items[0][0], weight: '100 kg', total: gbp(b.total), delivered: 'still not arrived', date: '2 June' });
  corpus.write(file, `From: Hamish Grant <treasurer@leithclayworks.org.uk>
To: committee@leithclayworks.org.uk
Date: Fri, 20 Jun 2025 22:14:50 +0100
Subject: Orders and the materials budget

Evening all,

Two orders I need to flag before the budget meeting.

${a.code}, which ${a.by} placed with ${a.supplier} on 20 May for ${joinAnd(a.items.map(([m]) => m))}, thirty-five kilos in all, came to ${gbp(a.total)} including carriage and arrived the following week, so that one is closed.

${b.code} is ${b.by}'s porcelain order: ${b.items[0][1]} kg of ${b.items[0][0]} from ${b.supplier}, ordered on 2 June for ${gbp(b.total)}. It has still not arrived and I have chased twice.

We have now spent roughly 70 % of this year's materials budget of £4,000.

Hamish
`);
}
{
  const file = 'bologna/ordini/ordini-fornitori-2025.csv';
  const rows = ORDERS.filter((o) => o.at === 'it').map((o) => {
    const items = o.items.map(([m]) => m).join(', ');
    orderFacts(o, file, { items, weight: itNum(o.amount, 1), total: itNum(o.total, 2), delivered: o.delivered ? 'sì' : 'no', date: itDate(o.date) });
    return [o.code, itDate(o.date), o.supplier, items, itNum(o.amount, 1), itNum(o.total, 2), o.delivered ? 'sì' : 'no', o.by];
  });
  const head = 'Laboratorio Ceramico Bolognina - ordini ai fornitori 2025\nEsportazione contabilita del 30/06/2025;importi IVA esclusa, in euro\n\n';
  corpus.write(file, head + delimited(['Ordine', 'Data', 'Fornitore', 'Articoli', 'Peso (kg)', 'Totale (€)', 'Consegnato', 'Ordinato da'], rows, ';'));
}

// ------------------------------------------------------------------ (i) background documents and the prose pages
corpus.write(minutesFile, `# Committee meeting — 11 March 2025

Present: Hamish Grant (treasurer), Moira Lennox (technician), Isla Drummond, Morag Sinclair, Catriona Bell (secretary).

1. Finances. Membership income for February was £3,940; the electricity bill for the quarter was £1,212.60, up 8 %
   on last year. Kiln credit prices stay at £3.50 a credit.
2. Tutors. We agreed to take on Fraser Mackie as a tutor from 1 April 2025, to teach raku on Saturdays once the new
   yard kiln is built. He will be paid £150 a day, like the other freelance tutors on their first year.
3. Kilns. Puffin needs a new thermocouple (quote £64). The raku kiln build is going ahead with £900 from the
   Leith Community Fund.
4. Bologna. Six of us hope to visit the Laboratorio Ceramico Bolognina in October; Chiara Benassi will host.
5. Next meeting: 13 May 2025.
`);
corpus.write(reportFile, `# Kilns — maintenance report, May 2025

Prepared by Moira Lennox for the committee.

## The new raku kiln

The raku kiln in the back yard is finished and was fired for the first time on 10 May. We have named it Wee Dragon.
It is a ${KN['Wee Dragon'].make}, so strictly a gas kiln, but we book it as a raku kiln. It holds about three cubic feet
of work and tops out at 1,000 °C, which is plenty for raku. Please do not use it without Fraser Mackie or me there.

## The others

- Big Bertha: new elements fitted in 2023, still firing evenly top to bottom; 41 firings since.
- Puffin: thermocouple replaced on 2 April (£64). Running about 5 °C cool at cone 6, so add a 10-minute hold.
- Kittiwake: fine.
- Old Reekie: burner 2 relit badly twice; the gas engineer is booked for 24 June.

Kiln room temperature reached 34 °C on firing days in May; the extractor fan is on order.
`);
corpus.write(newsletterFile, `# Leith Clayworks — summer newsletter 2025

## Saturday Raku Days

Our new Saturday Raku Days start on 6 September. Fraser Mackie, who joined the tutor team in April, will run
four Saturdays in the yard with Wee Dragon: glazing, firing, pulling pots out red-hot and smoking them in sawdust. It costs
£180 for all four days, including clay and glaze. There are ten places and seven are already taken, so be quick.

## Open studios

Around 420 visitors came to the May open studios and we sold £2,870 of members' work (the studio keeps 20 %).

## Housekeeping

- Please trim your shelf: anything left over 3 months on the greenware rack will be reclaimed.
- The pug mill is out of action until the auger is replaced (about £350).
- Summer hours: the studio closes at 9pm on weekdays in July and August.
`);
corpus.write('README.txt', `LEITH CLAYWORKS — SHARED DRIVE
==============================

Community pottery studio, Unit 4, 31 Coburg Street, Leith, Edinburgh EH6 6ET. Registered charity SC049218.
Partner workshop: Laboratorio Ceramico Bolognina, via di Saliceto, Bologna (records in Italian, under bologna/).

members/     member records, register, app export, studio hours
tutors/      tutor pages and the freelance list
classes/     autumn 2025 programme and course pages
kilns/       one sheet per kiln, maintenance reports
firings/     kiln logs (electric, gas and raku), kiln diary
materials/   glazes and clays in stock
orders/      purchase orders to suppliers
studio/      rules, prices, health and safety, cone chart
committee/   minutes
email/       saved e-mails

About 60 members across both studios; 5 kilns in Leith, 3 in Bologna.
`);
corpus.write('studio/membership-and-prices.md', `# Membership and prices (from 1 April 2025)

| Tier | Monthly fee | Studio access | Kiln credits included |
|---|---|---|---|
| Full | £85 | 24/7 with key fob | 4 a month |
| Part-time | £55 | 3 days a week | 2 a month |
| Evening | £45 | weekdays 5–10pm | 1 a month |
| Student | £35 | as Part-time, with a valid matric card | 1 a month |

- Extra kiln credits: £3.50 each, or 10 for £30.
- One credit = one half-shelf (about 40 × 20 cm) in a bisque or glaze firing; raku firings cost 3 credits.
- Clay from the studio store: £1.50 per kg for members; reclaim is free.
- Shelves: one per member, lettered A–D by bay, numbered 01–16.
- Notice period: one calendar month.
`);
corpus.write('studio/orton-cone-chart.md', `# Orton cones — what temperature is that?

Self-supporting cones, heating at 60 °C per hour over the last 100 °C. Use it as a rough guide: the cone measures heat
work, not temperature.

| Cone | °C | °F | What we fire there |
|---|---|---|---|
| 06 | 999 | 1830 | low bisque, raku glazes |
| 05 | 1046 | 1915 | maiolica (Bologna) |
| 04 | 1060 | 1940 | our standard bisque |
| 1 | 1137 | 2079 | — |
| 5 | 1196 | 2185 | mid-fire glazes |
| 6 | 1222 | 2232 | mid-fire glazes (electric) |
| 8 | 1249 | 2280 | stoneware in Bologna |
| 9 | 1260 | 2300 | — |
| 10 | 1285 | 2345 | reduction in Old Reekie |

Earthenware clays melt above cone 02: never put them in a stoneware firing.
`);
corpus.write('studio/health-and-safety.md', `# Health and safety in the studio

1. Wet-clean only: no sweeping, no dry sanding. Mop the floors every Friday.
2. Wear a P3 mask when mixing glazes from powder; the extraction in the glaze room must be on.
3. Kilns: only kiln-trained members load or unload. Never open a kiln above 200 °C; Big Bertha's lid stays shut
   until the controller reads below 100 °C.
4. Raku: leather gloves, face shield and natural-fibre clothes; two people at all times; a bucket of water and the
   fire blanket by the kiln.
5. First aiders: Moira Lennox and Callum Reid. The first-aid box is by the sinks; burns gel in the kiln room.
6. Accidents go in the book in the office, however small. We had 3 minor burns and 1 cut in 2024.
`);
corpus.write('events/open-studios-2025.csv', delimited(['Date', 'Event', 'Visitors', 'Sales (£)', 'Volunteers'], [
  ['2025-05-17', 'Open studios day 1', 240, 1630, 9],
  ['2025-05-18', 'Open studios day 2', 180, 1240, 7],
  ['2025-06-21', 'Leith Festival clay tent', 310, 0, 6],
  ['2025-09-27', 'Doors Open Day (planned)', '', '', 8],
]));
corpus.write('admin/energy-bills-2024.md', `# Energy bills 2024 (Leith)

| Quarter | Electricity (kWh) | Electricity (£) | Propane (kg) | Propane (£) |
|---|---|---|---|---|
| Q1 | 5,120 | 1,296.40 | 410 | 779.00 |
| Q2 | 4,480 | 1,134.70 | 385 | 731.50 |
| Q3 | 3,960 | 1,002.90 | 300 | 570.00 |
| Q4 | 5,310 | 1,344.20 | 455 | 864.50 |

Kilns use roughly 70 % of the electricity. Each firing's cost is worked out from the kiln's own meter.
`);
corpus.write('bologna/LEGGIMI.txt', `LABORATORIO CERAMICO BOLOGNINA — CARTELLA CONDIVISA
===================================================

Laboratorio di ceramica in via di Saliceto, Bologna. Gemellato con Leith Clayworks (Edimburgo) dal 2019.

soci/       schede dei soci, elenco soci, ore in laboratorio
docenti/    schede dei docenti
corsi/      corsi dell'autunno 2025
forni/      i tre forni e il registro cotture
materiali/  smalti e argille in magazzino
ordini/     ordini ai fornitori
posta/      e-mail

Quota associativa: 60 € al mese (tessera intera), 40 € (part-time o serale), 30 € (studenti).
Orari: da martedì a sabato, 10–22. Chiuso ad agosto.
`);
corpus.write('bologna/notiziario-estate-2025.md', `# Notiziario d'estate 2025

- La mostra "Terra e fuoco" a Palazzo Re Enzo ha avuto 1.150 visitatori in 9 giorni.
- Abbiamo venduto pezzi dei soci per 3.420 €; il 15 % resta al laboratorio.
- Il forno grande ha bisogno di nuove resistenze in autunno (preventivo 1.180 €).
- Ad ottobre arrivano sei amici da Leith: serve chi ospita!
`);

const stats = corpus.flush(source);
console.log(`pottery: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
