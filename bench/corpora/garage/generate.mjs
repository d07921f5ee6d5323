#!/usr/bin/env node
// Garage corpus (held-out): the shared drive of "Feeder Road Motors", an independent car repair garage in Bristol,
// and of its partner workshop in Valencia, "Taller Turia", whose records are in Spanish. As at 30 September 2025.
// 16 mechanics, 34 customers, 44 vehicles, 48 jobs, 30 parts, 10 suppliers.
//   node bench/corpora/garage/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "garage-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) mechanics: Bristol profile pages in Markdown bullets (label set A: `Grade`, `Labour rate: £78.00 per hour`,
//     `Start date`, `Certifications`), a Bristol HTML team table (label set B: `Level: Master Tech`, `Hourly rate:
//     £82/hr`, `Joined: 15 Jan 2007`, `Qualifications: MOT, F-gas`), a nested Spanish staff JSON
//     (`plantilla.mecanicos[].empleado.nombre_completo`, `tarifa.importe_hora`), a Spanish plain-text employee sheet,
//     two new starters only in an HR e-mail and one apprentice only in a Spanish e-mail; WIDE tables of hours booked
//     per month (Jan–Sep 2025: a CSV for Bristol, a Spanish Markdown table with `ene … sep` and decimal commas);
// (b) customers: a nested CRM JSON, an HTML definition list of business accounts, YAML-front-matter private customer
//     sheets, a TSV of trade and fleet accounts, three new customers only in a front-desk e-mail; Spanish infobox
//     pages, a flat Spanish JSON and one customer only in a Spanish e-mail;
// (c) vehicles: a register CSV with `Mileage (miles)`, HTML infobox vehicle cards (one German import in km), fleet
//     sheets with YAML front matter and a pipe table per vehicle, a flat DVLA-lookup JSON (`odometer: "61,400 miles"`,
//     `fuelType: "HYBRID ELECTRIC"`), three cars only in the workshop diary; Spanish Markdown bullets (`Matrícula`,
//     `Kilometraje: 84.300 km`), Spanish text sheets and two cars only in a Spanish diary;
// (d) jobs: job cards with YAML front matter, a TSV workshop board with units in the values (`2.5 h`, `£142.80`), a
//     nested DMS JSON, an HTML table of jobs completed in August, an HTML definition list of work in progress, three
//     jobs only in the workshop diary and two only in the manager's e-mail; the Valencia job export with a PREAMBLE,
//     SEMICOLONS, DECIMAL COMMAS and `n/a`, two Valencia jobs only in the Spanish diary;
// (e) parts: a stock CSV with units in the header (`Unit price (£)`, `Weight (g)`), an HTML definition list
//     catalogue (`Weight: 6.8 kg`), a flat stocktake JSON in oz / lb, two parts only in a parts e-mail; a Spanish HTML
//     table (`Precio unitario: 31,20 €`, `Peso: 1,6 kg`) and two parts only in a Spanish e-mail;
// (f) suppliers: a Markdown supplier list, plain-text supplier sheets, a flat Spanish JSON, one supplier only in the
//     meeting minutes and one only in the Spanish parts e-mail;
// (g) background documents whose numbers belong to no entity (price list, courtesy cars, waste oil, newsletter,
//     health and safety, Valencia opening hours and fees).
//
// Canonical units of source.csv: money as written, GBP or EUR (never converted; `1.240,00 €` → 1240); mileage in
// MILES (`84.300 km` → / 1.609344); weights in GRAMS (`1,6 kg` → 1600, `14 oz` → × 28.349523125, `3.5 lb` → ×
// 453.59237); labour in hours (h); lead times and account terms in days (`two weeks` → 14); dates ISO (a month only:
// the first of the month); Spanish words in English (`Gasóleo`/`Diésel` = Diesel, `Híbrido` = Hybrid, `pendiente de
// piezas` = awaiting parts, `Frenos` = Brakes, `Revisión` = Service, `Particular` = private, `Flota` = fleet,
// `Profesional` = trade, `Oficial` = Technician, `Técnico especialista` = Master technician, `Aprendiz` = Apprentice).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlDlPage, htmlInfoboxPage, htmlTablePage, joinAnd, mdBulletsNote, mdYamlTableNote, rng, slug, targets, txtProfile } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('garage-v1');
const KM = 1.609344;
const OZ = 28.349523125;
const LB = 453.59237;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const r2 = (x) => Math.round(x * 100) / 100;
const pad = (n, w = 2) => String(n).padStart(w, '0');

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the wide hours tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ formats
const gbp = (v) => `£${group(v, 2)}`;
/** Spanish number: 1240.5 → "1.240,50" (dot thousands, comma decimals). */
function esNum(v, d = 2) {
  const [i, f] = Number(v).toFixed(d).split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return f ? `${g},${f}` : g;
}
const eur = (v) => `${esNum(v, 2)} €`;
const dec = (v) => v.toFixed(2).replace('.', ',');
const ES_MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const esDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} de ${ES_MONTHS[m - 1]} de ${y}`;
};
const esMonth = (iso) => {
  const [y, m] = iso.split('-').map(Number);
  return `${ES_MONTHS[m - 1]} de ${y}`;
};
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const WEEKDAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ES_WEEKDAY = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const weekday = (iso) => new Date(`${iso}T12:00:00Z`).getUTCDay();
const NUM_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const ES_NUM = ['cero', 'una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'];
/** 2.5 → "two and a half hours", 3 → "three hours", 1.75 → "1.75 hours". */
function hoursWords(h) {
  if (Number.isInteger(h)) return h === 1 ? 'an hour' : `${NUM_WORDS[h]} hours`;
  if (h % 1 === 0.5) return h < 1 ? 'half an hour' : `${NUM_WORDS[Math.floor(h)]} and a half hours`;
  return `${h} hours`;
}
function esHoursWords(h) {
  if (h === 1.5) return 'hora y media';
  if (Number.isInteger(h)) return h === 1 ? 'una hora' : `${ES_NUM[h]} horas`;
  if (h % 1 === 0.5) return `${ES_NUM[Math.floor(h)]} horas y media`;
  return `${esNum(h, 2)} horas`;
}
const dateBetween = (a, b) => {
  const t0 = Date.parse(`${a}T12:00:00Z`);
  const t1 = Date.parse(`${b}T12:00:00Z`);
  return new Date(t0 + Math.floor(r.next() * ((t1 - t0) / 86400000 + 1)) * 86400000).toISOString().slice(0, 10);
};

// ------------------------------------------------------------------ mechanics
// [name, site, grade, hourly rate (GBP in Bristol, EUR in Valencia), start date, certifications]
const MECH_DEF = [
  ['Gareth Pike', 'Bristol', 'Master technician', 78, '2009-04-14', ['MOT tester', 'EV', 'ADAS']],
  ['Sunita Rao', 'Bristol', 'Master technician', 76, '2012-09-03', ['Hybrid', 'EV', 'Air con']],
  ['Marcus Fenwick', 'Bristol', 'Master technician', 82, '2007-01-15', ['MOT tester', 'Hybrid', 'ADAS', 'Air con']],
  ['Dan Whitcombe', 'Bristol', 'Technician', 64, '2016-02-08', ['MOT tester', 'Air con']],
  ['Aled Morgan', 'Bristol', 'Technician', 66, '2014-11-03', ['Hybrid', 'ADAS']],
  ['Lewis Fairbrother', 'Bristol', 'Technician', 62.5, '2018-06-18', ['MOT tester']],
  ['Priya Chauhan', 'Bristol', 'Technician', 60, '2021-03-22', ['Air con', 'Hybrid']],
  ['Kasia Nowak', 'Bristol', 'Technician', 65, '2025-09-01', ['EV', 'Hybrid']],
  ['Tom Ashby', 'Bristol', 'Apprentice', 38, '2023-09-04', []],
  ['Jordan Blake', 'Bristol', 'Apprentice', 35.5, '2024-09-02', []],
  ['Ellie Tranter', 'Bristol', 'Apprentice', 34, '2025-08-26', []],
  ['Javier Llorens', 'Valencia', 'Master technician', 52, '2010-05-03', ['EV', 'Hybrid', 'Air con']],
  ['Vicente Soler', 'Valencia', 'Technician', 46, '2015-03-02', ['EV', 'ADAS']],
  ['Marta Ferrer', 'Valencia', 'Technician', 44, '2017-10-16', ['Hybrid']],
  ['Pau Ribera', 'Valencia', 'Technician', 42.5, '2020-01-13', ['Air con']],
  ['Lucía Sanchis', 'Valencia', 'Apprentice', 28, '2024-09-09', []],
];
const mechanics = MECH_DEF.map(([name, site, grade, rate, start, certs]) => ({ name, site, grade, rate, start, certs }));
const ME = Object.fromEntries(mechanics.map((m) => [m.name, m]));
const cur = (site) => (site === 'Valencia' ? 'EUR' : 'GBP');
const CERT_A = { 'MOT tester': 'MOT tester (Class 4)', EV: 'EV Level 3 (IMI)', Hybrid: 'Hybrid systems (Level 2)', 'Air con': 'Air conditioning (F-gas)', ADAS: 'ADAS calibration' };
const CERT_B = { 'MOT tester': 'MOT', EV: 'EV L3', Hybrid: 'Hybrid', 'Air con': 'F-gas', ADAS: 'ADAS' };
const CERT_ES = { EV: 'Vehículo eléctrico (nivel 3)', Hybrid: 'Híbridos', 'Air con': 'Climatización (gases fluorados)', ADAS: 'Calibración ADAS', 'MOT tester': 'Inspector ITV' };
const GRADE_B = { 'Master technician': 'Master Tech', Technician: 'Technician', Apprentice: 'Apprentice (Level 3)' };
const GRADE_ES = { 'Master technician': 'Técnico especialista', Technician: 'Oficial', Apprentice: 'Aprendiz' };

// ------------------------------------------------------------------ customers
// [name, site, town, account, customer since]
const CUST_DEF = [
  ['Helen Okafor', 'Bristol', 'Nailsea', 'private', '2019-03-11'],
  ['Richard Gale', 'Bristol', 'Bristol', 'private', '2011-06-14'],
  ['Fiona McLeod', 'Bristol', 'Clevedon', 'private', '2016-10-03'],
  ['Anil Mistry', 'Bristol', 'Bristol', 'private', '2020-07-21'],
  ['Sarah Penrose', 'Bristol', 'Keynsham', 'private', '2018-02-26'],
  ['David Hurst', 'Bristol', 'Portishead', 'private', '2013-05-09'],
  ['Joanna Blythe', 'Bristol', 'Thornbury', 'private', '2022-01-17'],
  ['Owen Pritchard', 'Bristol', 'Bath', 'private', '2015-08-04'],
  ['Grace Nwosu', 'Bristol', 'Bristol', 'private', '2023-04-12'],
  ['Martin Coles', 'Bristol', 'Weston-super-Mare', 'private', '2010-11-22'],
  ['Laura Kingdon', 'Bristol', 'Yate', 'private', '2021-09-30'],
  ['Peter Vaughan', 'Bristol', 'Bath', 'private', '2025-09-02'],
  ['Chloe Ashdown', 'Bristol', 'Bristol', 'private', '2025-09-03'],
  ['Ian Marsh', 'Bristol', 'Keynsham', 'private', '2025-09-05'],
  ['Clifton Cabs', 'Bristol', 'Bristol', 'fleet', '2012-03-01'],
  ['Avon Plumbing & Heating', 'Bristol', 'Bristol', 'fleet', '2017-06-01'],
  ['Mendip Deliveries', 'Bristol', 'Weston-super-Mare', 'fleet', '2019-01-01'],
  ['Severn Vale Care', 'Bristol', 'Thornbury', 'fleet', '2021-11-01'],
  ['Portway Van Hire', 'Bristol', 'Bristol', 'fleet', '2016-04-18'],
  ['Westbury Florists', 'Bristol', 'Bristol', 'fleet', '2022-05-16'],
  ['Redland Car Sales', 'Bristol', 'Bristol', 'trade', '2009-09-01'],
  ['Kingswood Motor Co', 'Bristol', 'Bristol', 'trade', '2014-02-10'],
  ['Keynsham Auto Centre', 'Bristol', 'Keynsham', 'trade', '2018-08-13'],
  ['Gordano Bodyworks', 'Bristol', 'Portishead', 'trade', '2015-03-01'],
  ['Cotham Classic Cars', 'Bristol', 'Bristol', 'trade', '2020-10-01'],
  ['Yate Van Centre', 'Bristol', 'Yate', 'trade', '2023-02-20'],
  ['Carmen Vidal', 'Valencia', 'Valencia', 'private', '2019-03-01'],
  ['Transportes Albufera S.L.', 'Valencia', 'Valencia', 'fleet', '2016-06-01'],
  ['Autos Benimaclet', 'Valencia', 'Valencia', 'trade', '2021-01-01'],
  ['Jorge Martínez Ros', 'Valencia', 'Paterna', 'private', '2018-03-15'],
  ['Amparo Climent', 'Valencia', 'Torrent', 'private', '2022-10-04'],
  ['Taxis del Turia', 'Valencia', 'Valencia', 'fleet', '2014-09-22'],
  ['Inés Puig', 'Valencia', 'Burjassot', 'private', '2023-06-19'],
  ['Sergio Navarro', 'Valencia', 'Mislata', 'private', '2025-09-04'],
];
const AREA = { Bristol: '0117', Keynsham: '0117', Nailsea: '01275', Clevedon: '01275', Portishead: '01275', Thornbury: '01454', Yate: '01454', Bath: '01225', 'Weston-super-Mare': '01934', Valencia: '963', Burjassot: '963', Mislata: '963', Paterna: '961', Torrent: '961' };
const customers = CUST_DEF.map(([name, site, town, account, since]) => {
  const area = AREA[town];
  let phone;
  if (site === 'Valencia') phone = `${area} ${r.int(10, 99)} ${r.int(10, 99)} ${r.int(10, 99)}`;
  else if (area === '0117') phone = `0117 ${r.int(900, 989)} ${pad(r.int(0, 9999), 4)}`;
  else phone = `${area} ${r.int(200000, 899999)}`;
  return { name, site, town, account, since, area, phone };
});
const CU = Object.fromEntries(customers.map((c) => [c.name, c]));
const ACC_ES = { private: 'Particular', fleet: 'Flota', trade: 'Profesional' };

// ------------------------------------------------------------------ vehicles
// [owner, make, model, fuel, first year, last year]
const VEH_DEF = [
  ['Helen Okafor', 'Toyota', 'Yaris', 'Hybrid', 2018, 2022],
  ['Richard Gale', 'Volkswagen', 'Golf', 'Petrol', 2015, 2019],
  ['Richard Gale', 'Tesla', 'Model 3', 'Electric', 2021, 2023],
  ['Fiona McLeod', 'Ford', 'Fiesta', 'Petrol', 2014, 2019],
  ['Anil Mistry', 'BMW', '3 Series', 'Diesel', 2016, 2020],
  ['Sarah Penrose', 'Nissan', 'Leaf', 'Electric', 2018, 2022],
  ['David Hurst', 'Land Rover', 'Discovery Sport', 'Diesel', 2016, 2020],
  ['Joanna Blythe', 'Honda', 'Jazz', 'Hybrid', 2020, 2023],
  ['Owen Pritchard', 'Volvo', 'XC60', 'Diesel', 2015, 2019],
  ['Grace Nwosu', 'Vauxhall', 'Corsa', 'Petrol', 2013, 2019],
  ['Martin Coles', 'Skoda', 'Octavia', 'Diesel', 2014, 2019],
  ['Laura Kingdon', 'Mini', 'Cooper', 'Petrol', 2016, 2021],
  ['Peter Vaughan', 'Kia', 'Niro', 'Hybrid', 2019, 2022],
  ['Chloe Ashdown', 'Peugeot', '208', 'Petrol', 2015, 2021],
  ['Ian Marsh', 'Renault', 'Clio', 'Petrol', 2012, 2017],
  ['Clifton Cabs', 'Toyota', 'Corolla', 'Hybrid', 2020, 2023],
  ['Clifton Cabs', 'Toyota', 'Prius', 'Hybrid', 2017, 2020],
  ['Clifton Cabs', 'Skoda', 'Octavia', 'Diesel', 2017, 2020],
  ['Avon Plumbing & Heating', 'Ford', 'Transit Custom', 'Diesel', 2018, 2022],
  ['Avon Plumbing & Heating', 'Ford', 'Transit Custom', 'Diesel', 2018, 2022],
  ['Mendip Deliveries', 'Mercedes-Benz', 'Sprinter', 'Diesel', 2017, 2021],
  ['Mendip Deliveries', 'Vauxhall', 'Vivaro', 'Diesel', 2017, 2021],
  ['Severn Vale Care', 'Volkswagen', 'ID.3', 'Electric', 2021, 2023],
  ['Severn Vale Care', 'Toyota', 'Yaris', 'Hybrid', 2019, 2022],
  ['Portway Van Hire', 'Citroën', 'Berlingo', 'Diesel', 2018, 2022],
  ['Portway Van Hire', 'Ford', 'Transit Custom', 'Diesel', 2018, 2022],
  ['Westbury Florists', 'Renault', 'Kangoo E-Tech', 'Electric', 2022, 2023],
  ['Redland Car Sales', 'Ford', 'Focus', 'Petrol', 2016, 2020],
  ['Redland Car Sales', 'Hyundai', 'Kona Electric', 'Electric', 2020, 2022],
  ['Kingswood Motor Co', 'Volkswagen', 'Polo', 'Petrol', 2015, 2020],
  ['Keynsham Auto Centre', 'Peugeot', 'e-208', 'Electric', 2021, 2023],
  ['Gordano Bodyworks', 'Volkswagen', 'Transporter', 'Diesel', 2015, 2019],
  ['Cotham Classic Cars', 'Porsche', 'Boxster', 'Petrol', 2004, 2008],
  ['Yate Van Centre', 'Vauxhall', 'Vivaro', 'Diesel', 2016, 2020],
  ['Carmen Vidal', 'SEAT', 'Ibiza', 'Petrol', 2016, 2020],
  ['Jorge Martínez Ros', 'Peugeot', '308', 'Diesel', 2015, 2019],
  ['Amparo Climent', 'Dacia', 'Sandero', 'Petrol', 2018, 2022],
  ['Sergio Navarro', 'Toyota', 'C-HR', 'Hybrid', 2018, 2021],
  ['Inés Puig', 'Tesla', 'Model Y', 'Electric', 2022, 2024],
  ['Transportes Albufera S.L.', 'Fiat', 'Ducato', 'Diesel', 2017, 2021],
  ['Transportes Albufera S.L.', 'Renault', 'Kangoo', 'Diesel', 2017, 2021],
  ['Taxis del Turia', 'Toyota', 'Corolla', 'Hybrid', 2020, 2023],
  ['Taxis del Turia', 'Skoda', 'Octavia', 'Diesel', 2016, 2019],
  ['Autos Benimaclet', 'SEAT', 'León', 'Petrol', 2017, 2021],
];
const UK_LETTERS = 'ABCDEFGHJKLMNOPRSTUVWXY';
const ES_LETTERS = 'BCDFGHJKLMNPRSTVWXYZ';
const usedRegs = new Set();
function ukReg(year) {
  for (;;) {
    const area = `W${r.pick('MNPRSTUVWXY'.split(''))}`;
    const age = r.chance(0.5) ? year % 100 : (year % 100) + 50;
    const reg = `${area}${pad(age)} ${[0, 1, 2].map(() => r.pick(UK_LETTERS.split(''))).join('')}`;
    if (!usedRegs.has(reg)) {
      usedRegs.add(reg);
      return reg;
    }
  }
}
function esReg(year) {
  const first = year <= 2016 ? 'J' : year <= 2018 ? 'K' : year <= 2021 ? 'L' : 'M';
  for (;;) {
    const reg = `${r.int(1000, 9999)} ${first}${r.pick(ES_LETTERS.split(''))}${r.pick(ES_LETTERS.split(''))}`;
    if (!usedRegs.has(reg)) {
      usedRegs.add(reg);
      return reg;
    }
  }
}
const vehicles = VEH_DEF.map(([owner, make, model, fuel, y0, y1]) => {
  const c = CU[owner];
  const year = r.int(y0, y1);
  const age = 2025.7 - year;
  const perYear = c.account === 'fleet' ? r.int(14000, 24000) : c.account === 'trade' ? r.int(6000, 11000) : r.int(5500, 11500);
  const v = { owner, make, model, fuel, year, site: c.site, reg: c.site === 'Valencia' ? esReg(year) : ukReg(year) };
  if (c.site === 'Valencia') {
    v.km = Math.round((age * perYear * KM) / 100) * 100;
    v.miles = r4(v.km / KM);
  } else if (make === 'Porsche') {
    v.km = Math.round((age * 7000 * KM) / 100) * 100;
    v.miles = r4(v.km / KM);
  } else {
    v.miles = Math.round(age * perYear) + r.int(0, 9);
  }
  v.mot = year >= 2023 ? `${year + 3}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}` : dateBetween('2025-09-08', '2026-09-25');
  return v;
});
const VE = Object.fromEntries(vehicles.map((v) => [v.reg, v]));
const FUEL_ES = { Petrol: 'Gasolina', Diesel: 'Gasóleo', Hybrid: 'Híbrido', Electric: 'Eléctrico' };
const FUEL_DVLA = { Petrol: 'PETROL', Diesel: 'DIESEL', Hybrid: 'HYBRID ELECTRIC', Electric: 'ELECTRICITY' };

// ------------------------------------------------------------------ jobs
// one job per vehicle, four more on fleet vehicles in Bristol
const TYPE_ES = { Service: 'Revisión', Brakes: 'Frenos', Clutch: 'Embrague', Diagnostics: 'Diagnosis' };
const STATUS_ES = { open: 'abierta', 'awaiting parts': 'pendiente de piezas', complete: 'terminada' };
const jobs = [];
const fleetUK = vehicles.filter((v) => v.site === 'Bristol' && CU[v.owner].account === 'fleet');
const jobVehicles = [...vehicles, ...r.sample(fleetUK, 4)];
const NEW_CUSTOMER_CARS = ['Peter Vaughan', 'Chloe Ashdown', 'Ian Marsh'];
for (const v of jobVehicles) {
  const types = [];
  if (v.site === 'Bristol' && v.year <= 2022) types.push(['MOT', 3]);
  types.push(['Service', 4], ['Brakes', 3], ['Diagnostics', 2]);
  if (v.fuel !== 'Electric' && v.fuel !== 'Hybrid') types.push(['Clutch', 1.5]);
  const type = r.weighted(types);
  const since = CU[v.owner].since;
  let booked = NEW_CUSTOMER_CARS.includes(v.owner) || ['Sergio Navarro', 'Inés Puig'].includes(v.owner) ? dateBetween('2025-09-08', '2025-09-26') : dateBetween('2025-08-01', '2025-09-29');
  // Valencia closes 11–22 August; nobody books on a Sunday
  if (v.site === 'Valencia' && booked >= '2025-08-11' && booked <= '2025-08-22') booked = `2025-08-${r.int(25, 29)}`;
  if (weekday(booked) === 0) booked = new Date(Date.parse(`${booked}T12:00:00Z`) + 86400000).toISOString().slice(0, 10);
  const want = type === 'MOT' ? 'MOT tester' : v.fuel === 'Electric' ? 'EV' : v.fuel === 'Hybrid' ? 'Hybrid' : null;
  let pool = mechanics.filter((m) => m.site === v.site && m.start <= booked);
  const certified = pool.filter((m) => want && m.certs.includes(want));
  if (type === 'MOT' || (want && certified.length && r.chance(0.8))) pool = certified;
  const mech = r.pick(pool);
  const q = (lo, hi) => r.int(lo * 4, hi * 4) / 4;
  const hours = { MOT: r.pick([0.75, 1]), Service: q(1, 3.5), Brakes: q(1, 3), Clutch: q(4, 8.5), Diagnostics: r.pick([0.5, 1, 1.5, 2]) }[type];
  const parts = { MOT: r.chance(0.3) ? r2(r.float(3, 18)) : 0, Service: r2(r.float(45, 190)), Brakes: r2(r.float(70, 280)), Clutch: r2(r.float(190, 560)), Diagnostics: 0 }[type];
  const forced = { 'Autos Benimaclet': 'awaiting parts', 'Amparo Climent': 'open' }[v.owner];
  if (forced) booked = dateBetween('2025-09-22', '2025-09-27');
  const late = booked >= '2025-09-16';
  let status = forced ?? (late ? r.weighted([['open', 0.4], ['awaiting parts', 0.25], ['complete', 0.35]]) : r.weighted([['complete', 0.85], ['awaiting parts', 0.15]]));
  if ((type === 'MOT' || type === 'Diagnostics') && status === 'awaiting parts') status = late ? 'open' : 'complete';
  const vat = v.site === 'Valencia' ? 1.21 : 1.2;
  const total = status === 'complete' ? r2((hours * mech.rate + parts) * vat) : null;
  jobs.push({ vehicle: v.reg, site: v.site, mechanic: mech.name, booked, type, hours, parts, total, status, since });
}
// numbers in booking order
jobs.sort((a, b) => (a.booked < b.booked ? -1 : a.booked > b.booked ? 1 : 0));
{
  let jb = 4790;
  let orn = 300;
  for (const j of jobs) {
    if (j.site === 'Bristol') {
      jb += r.int(1, 3);
      j.code = `JB-${jb}`;
    } else {
      orn += r.int(2, 9);
      j.code = `OR-25-0${orn}`;
    }
  }
}
const JO = Object.fromEntries(jobs.map((j) => [j.code, j]));

// ------------------------------------------------------------------ suppliers and parts
// [name, city, country, lead time (days), account terms (days)]
const SUP_DEF = [
  ['Avonside Motor Factors', 'Bristol', 'UK', 1, 30],
  ['Severn Auto Parts', 'Avonmouth', 'UK', 1, 45],
  ['Westcountry Brake & Clutch', 'Exeter', 'UK', 3, 30],
  ['Midland Filters Ltd', 'Birmingham', 'UK', 4, 60],
  ['Voltaic EV Components', 'Swindon', 'UK', 6, 60],
  ['Kestrel Batteries', 'Cardiff', 'UK', 2, 30],
  ['Hanse Teile GmbH', 'Hamburg', 'Germany', 14, 45],
  ['Recambios Turia S.L.', 'Valencia', 'Spain', 1, 60],
  ['Autopiezas Levante', 'Paterna', 'Spain', 2, 30],
  ['Lubricantes del Mediterráneo', 'Sagunto', 'Spain', 5, 90],
];
const suppliers = SUP_DEF.map(([name, city, country, lead, terms]) => ({ name, city, country, lead, terms }));
const SU = Object.fromEntries(suppliers.map((s) => [s.name, s]));
// [code, description (English), Spanish description or null, supplier, unit price, weight in g]
const PART_DEF = [
  ['BRK-104', 'Front brake pads (set)', null, 'Westcountry Brake & Clutch', 28.5, 1650],
  ['BRK-118', 'Rear brake pads (set)', null, 'Westcountry Brake & Clutch', 22.4, 1150],
  ['BRK-207', 'Front brake disc', null, 'Westcountry Brake & Clutch', 41.9, 6800],
  ['BRK-305', 'Brake fluid DOT 4, 1 L', null, 'Avonside Motor Factors', 8.75, 1100],
  ['CLU-610', 'Clutch kit (3-piece)', null, 'Westcountry Brake & Clutch', 189, 6200],
  ['CLU-640', 'Dual-mass flywheel', null, 'Hanse Teile GmbH', 412, 9400],
  ['FLT-221', 'Oil filter', null, 'Midland Filters Ltd', 6.2, 280],
  ['FLT-230', 'Air filter', null, 'Midland Filters Ltd', 11.8, 350],
  ['FLT-245', 'Cabin pollen filter', null, 'Midland Filters Ltd', 9.4, 180],
  ['FLT-260', 'Diesel fuel filter', null, 'Midland Filters Ltd', 18.6, 420],
  ['OIL-530', 'Engine oil 5W-30, 5 L', null, 'Severn Auto Parts', 31.5, 4600],
  ['OIL-540', 'Engine oil 0W-20, 5 L', null, 'Severn Auto Parts', 38.9, 4450],
  ['ELE-702', 'Battery 075', null, 'Kestrel Batteries', 86, 17500],
  ['ELE-715', 'AGM start-stop battery 096', null, 'Kestrel Batteries', 149, 21200],
  ['ELE-730', 'H7 headlamp bulb', null, 'Avonside Motor Factors', 4.1, 20],
  ['ELE-760', 'Type 2 charging cable', null, 'Voltaic EV Components', 165, 3200],
  ['ELE-772', '12 V auxiliary battery (EV)', null, 'Voltaic EV Components', 118, 11400],
  ['IGN-410', 'Iridium spark plug', null, 'Avonside Motor Factors', 9.9, 60],
  ['IGN-425', 'Glow plug', null, 'Hanse Teile GmbH', 14.2, 55],
  ['SUS-815', 'Front shock absorber', null, 'Severn Auto Parts', 64, 3100],
  ['SUS-830', 'Anti-roll bar drop link', null, 'Severn Auto Parts', 16.5, 450],
  ['CHM-915', 'DPF cleaner, 1 L', null, 'Severn Auto Parts', 18.4, 1080],
  ['VLC-0411', 'Front brake pads (set)', 'Pastillas de freno delanteras (juego)', 'Recambios Turia S.L.', 31.2, 1600],
  ['VLC-0418', 'Rear brake discs (pair)', 'Discos de freno traseros (par)', 'Recambios Turia S.L.', 58.9, 8400],
  ['VLC-0502', 'Clutch kit', 'Kit de embrague', 'Autopiezas Levante', 214, 6500],
  ['VLC-0610', 'Oil filter', 'Filtro de aceite', 'Autopiezas Levante', 7.4, 300],
  ['VLC-0622', 'Cabin pollen filter', 'Filtro de habitáculo', 'Autopiezas Levante', 10.9, 190],
  ['VLC-0705', 'Engine oil 5W-30, 5 L', 'Aceite motor 5W-30, 5 L', 'Lubricantes del Mediterráneo', 34.5, 4600],
  ['VLC-0712', 'Coolant, 5 L', 'Líquido refrigerante, 5 L', 'Lubricantes del Mediterráneo', 16.8, 5400],
  ['VLC-0820', 'Battery 70 Ah', 'Batería 70 Ah', 'Recambios Turia S.L.', 98, 17800],
];
const parts = PART_DEF.map(([code, desc, es, supplier, price, grams]) => {
  const dear = price > 80;
  const reorder = dear ? r.int(1, 3) : r.int(2, 10);
  const stock = r.chance(0.3) ? r.int(0, reorder - 1) : r.int(reorder, reorder + (dear ? 4 : 30));
  return { code, desc, es, supplier, price, grams, reorder, stock, site: es ? 'Valencia' : 'Bristol' };
});
const PA = Object.fromEntries(parts.map((p) => [p.code, p]));

// ------------------------------------------------------------------ fact writers
function mechFacts(m, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(m.name, 'mechanic', attr, value, unit, stated, file);
  F('grade', m.grade, 'text', s.grade);
  F('rate', m.rate, cur(m.site), s.rate);
  F('started', m.start, 'date', s.start);
  F('certs', m.certs, 'list', s.certs);
  F('site', m.site, 'place', s.site ?? '');
}
function custFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'customer', attr, value, unit, stated, file);
  F('town', c.town, 'place', s.town ?? c.town);
  F('account', c.account, 'text', s.account);
  F('phone_area', c.area, 'text', s.phone ?? c.phone);
  F('since', c.since, 'date', s.since);
  F('site', c.site, 'place', '');
}
function vehFacts(v, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(v.reg, 'vehicle', attr, value, unit, stated, file);
  F('make', v.make, 'text', s.make ?? v.make);
  F('model', v.model, 'text', s.model ?? v.model);
  F('year', v.year, '', s.year ?? String(v.year));
  F('fuel', v.fuel, 'text', s.fuel);
  F('mileage', v.miles, 'mi', s.mileage);
  F('mot_due', v.mot, 'date', s.mot);
  F('owner', v.owner, 'text', s.owner ?? v.owner);
  F('site', v.site, 'place', '');
}
function jobFacts(j, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(j.code, 'job', attr, value, unit, stated, file);
  F('vehicle', j.vehicle, 'text', s.vehicle ?? j.vehicle);
  F('mechanic', j.mechanic, 'person', s.mechanic ?? j.mechanic);
  F('booked', j.booked, 'date', s.booked);
  F('type', j.type, 'text', s.type);
  F('labour_hours', j.hours, 'h', s.hours);
  F('parts_cost', j.parts, cur(j.site), s.parts);
  F('total', j.total ?? '', cur(j.site), j.total == null ? '' : s.total);
  F('status', j.status, 'text', s.status);
  F('site', j.site, 'place', '');
}
function partFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.code, 'part', attr, value, unit, stated, file);
  F('description', p.desc, 'text', s.desc ?? p.desc);
  F('supplier', p.supplier, 'text', s.supplier ?? p.supplier);
  F('price', p.price, cur(p.site), s.price);
  F('stock', p.stock, '', s.stock);
  F('reorder_level', p.reorder, '', s.reorder);
  F('weight', p.grams, 'g', s.weight);
  F('site', p.site, 'place', '');
}
function supFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'supplier', attr, value, unit, stated, file);
  F('city', x.city, 'place', s.city ?? x.city);
  F('country', x.country, 'place', s.country ?? '');
  F('lead_time', x.lead, 'days', s.lead);
  F('terms', x.terms, 'days', s.terms);
}

// ------------------------------------------------------------------ (a) mechanics
const TEAM_MD = ['Gareth Pike', 'Sunita Rao', 'Dan Whitcombe', 'Lewis Fairbrother', 'Tom Ashby'];
const TEAM_HTML = ['Marcus Fenwick', 'Aled Morgan', 'Priya Chauhan', 'Jordan Blake'];
const TEAM_ES_JSON = ['Javier Llorens', 'Marta Ferrer', 'Pau Ribera'];
TEAM_MD.forEach((name, k) => {
  const m = ME[name];
  const file = `team/bristol/${slug(name)}.md`;
  const start = fmtDate(m.start, k % 2 ? 'short' : 'long');
  const rate = `${gbp(m.rate)} per hour`;
  const certs = m.certs.length ? m.certs.map((c) => CERT_A[c]).join(', ') : 'none yet';
  mechFacts(m, file, { grade: `Grade: ${m.grade}`, rate: `Labour rate: ${rate}`, start: `Start date: ${start}`, certs: `Certifications: ${certs}`, site: 'Base: Bristol' });
  const first = name.split(' ')[0];
  corpus.write(file, mdBulletsNote({
    title: name,
    lead: [`${first} has been with Feeder Road Motors since ${fmtDate(m.start, 'month')}.`],
    sections: [
      { heading: 'Details', rows: [['Grade', m.grade], ['Labour rate', rate], ['Start date', start], ['Certifications', certs], ['Base', 'Bristol (Feeder Road, St Philips)']] },
      { heading: 'Notes', rows: [['Ramp', `Bay ${k + 1}`], ['Overalls size', ['L', 'M', 'XL', 'M', 'S'][k]]] },
    ],
    footer: 'HR holds the full personnel file. Updated 29 September 2025.',
  }));
});
{
  const file = 'team/bristol-workshop-team.html';
  const sections = TEAM_HTML.map((name) => {
    const m = ME[name];
    const joined = fmtDate(m.start, 'short');
    const rate = `${gbp(m.rate).replace('.00', '')}/hr`;
    const quals = m.certs.length ? m.certs.map((c) => CERT_B[c]).join(', ') : '—';
    mechFacts(m, file, { grade: GRADE_B[m.grade], rate, start: joined, certs: m.certs.length ? quals : '', site: 'Bristol' });
    return { heading: name, rows: [['Level', GRADE_B[m.grade]], ['Hourly rate', rate], ['Joined', joined], ['Qualifications', quals], ['Site', 'Bristol']] };
  });
  corpus.write(file, htmlTablePage({
    title: 'Workshop team — Bristol', docTitle: 'Feeder Road Motors — workshop team', crumbs: ['Intranet', 'People', 'Workshop'],
    lead: ['Technicians not listed here have their own profile page under team/bristol.', `${TEAM_HTML[0]} is our longest-serving technician.`],
    sections, colA: 'Field', colB: 'Detail', footer: 'Rates are the labour rate charged to customers, before VAT.',
  }));
}
{
  const file = 'valencia/personal/plantilla-taller.json';
  const recs = TEAM_ES_JSON.map((name) => {
    const m = ME[name];
    mechFacts(m, file, {
      grade: `"categoria": "${GRADE_ES[m.grade]}"`, rate: `"importe_hora": ${m.rate}`, start: `"alta": "${m.start}"`,
      certs: m.certs.length ? `"${CERT_ES[m.certs[0]]}"` : '"certificaciones": []', site: 'Valencia',
    });
    return { empleado: { nombre_completo: name, categoria: GRADE_ES[m.grade], alta: m.start }, tarifa: { importe_hora: m.rate, moneda: 'EUR' }, certificaciones: m.certs.map((c) => CERT_ES[c]), centro: 'Valencia' };
  });
  corpus.write(file, JSON.stringify({ taller: { nombre: 'Taller Turia', ciudad: 'Valencia', exportado: '2025-09-30' }, plantilla: { mecanicos: recs } }, null, 2) + '\n');
}
{
  const m = ME['Vicente Soler'];
  const file = 'valencia/personal/ficha-vicente-soler.txt';
  const certs = m.certs.map((c) => CERT_ES[c]).join(', ');
  mechFacts(m, file, { grade: `Categoría: ${GRADE_ES[m.grade]}`, rate: `Tarifa por hora: ${eur(m.rate)}`, start: `Fecha de alta: ${ukDate(m.start)}`, certs: `Certificaciones: ${certs}`, site: 'Valencia' });
  corpus.write(file, txtProfile({
    txtHeader: 'FICHA DE EMPLEADO — VICENTE SOLER',
    sections: [{ rows: [['Nombre', m.name], ['Categoría', GRADE_ES[m.grade]], ['Tarifa por hora', eur(m.rate)], ['Fecha de alta', ukDate(m.start)], ['Certificaciones', certs], ['Centro de trabajo', 'Valencia (Taller Turia)'], ['Jornada', 'completa']] }],
    lead: ['Vicente se encarga de los vehículos eléctricos y de la calibración de cámaras y radares.'],
  }));
}
{
  const file = 'email/2025-08-22-new-starters.eml';
  const k = ME['Kasia Nowak'];
  const e = ME['Ellie Tranter'];
  mechFacts(k, file, { grade: 'as a technician', rate: `${gbp(k.rate)} an hour`, start: 'Monday 1 September', certs: 'EV Level 3 and hybrid certificates', site: 'Bristol' });
  mechFacts(e, file, { grade: 'as an apprentice', rate: `${gbp(e.rate)} an hour`, start: '26 August', certs: 'no certifications yet', site: 'Bristol' });
  k.start = '2025-09-01';
  corpus.write(file, `From: Rachel Osei <rachel.osei@feederroadmotors.co.uk>
To: workshop@feederroadmotors.co.uk
Cc: Marcus Fenwick <marcus.fenwick@feederroadmotors.co.uk>
Date: Fri, 22 Aug 2025 15:31:07 +0100
Subject: Two new faces in the workshop

Hi all,

Ellie Tranter joins us on Tuesday 26 August as an apprentice (first year of her Level 3 with City of Bristol
College). She is on ${gbp(e.rate)} an hour for charging purposes and has no certifications yet, so please keep her
on supervised work.

Kasia Nowak starts on Monday 1 September as a technician. She's charged out at ${gbp(k.rate)} an hour and holds
EV Level 3 and hybrid certificates, so she will take some of the electric work off Gareth.

Both are based here in Bristol. Lockers 14 and 15 have been cleared for them.

Thanks,
Rachel

Rachel Osei | Office Manager | Feeder Road Motors Ltd
`);
}
{
  const file = 'valencia/correo/2025-09-10-aniversario-lucia.eml';
  const m = ME['Lucía Sanchis'];
  mechFacts(m, file, { grade: 'como aprendiz', rate: `${eur(m.rate)} por hora`, start: esDate(m.start), certs: 'todavía no tiene ninguna certificación', site: 'Valencia' });
  corpus.write(file, `De: Javier Llorens <javier@tallerturia.es>
Para: Marcus Fenwick <marcus.fenwick@feederroadmotors.co.uk>
Fecha: miércoles, 10 de septiembre de 2025 9:12
Asunto: Lucía cumple un año

Hola Marcus:

Te cuento que Lucía Sanchis ya lleva un año con nosotros aquí en Valencia: entró como aprendiz el ${esDate(m.start)}. Su tarifa
de mano de obra es de ${eur(m.rate)} por hora y todavía no tiene ninguna certificación, pero en noviembre empieza
el curso de híbridos.

Un saludo,
Javier
`);
}
// wide tables: hours booked per month, January to September 2025
const MKEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep'];
const MONTH_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];
const MONTH_ES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep'];
for (const m of mechanics) {
  m.hours = {};
  const base = { 'Master technician': 128, Technician: 118, Apprentice: 82 }[m.grade];
  MKEYS.forEach((k, i) => {
    const monthStart = `2025-${pad(i + 1)}-01`;
    const monthEnd = `2025-${pad(i + 1)}-28`;
    if (m.start > monthEnd) return;
    let h = base + r.int(-22, 22) + r.int(0, 1) * 0.5;
    if (m.start > monthStart) h = r.int(8, 20) + 0.5 * r.int(0, 1);
    else if (k === 'aug') h -= r.int(10, 30);
    m.hours[k] = h;
  });
}
{
  const file = 'team/hours-booked-2025.csv';
  const rows = mechanics.filter((m) => m.site === 'Bristol').map((m) => {
    MKEYS.forEach((k) => m.hours[k] != null && corpus.also(m.name, 'mechanic', `hours_2025_${k}`, m.hours[k], 'h', String(m.hours[k]), file));
    return [m.name, ...MKEYS.map((k) => m.hours[k] ?? '')];
  });
  corpus.write(file, delimited(['Technician', ...MONTH_EN.map((x) => `${x} (h)`)], rows));
}
{
  const file = 'valencia/personal/horas-facturadas-2025.md';
  const out = ['# Horas facturadas 2025 — Taller Turia', '', 'Horas de mano de obra facturadas por mecánico y mes (enero–septiembre).', '', `| Mecánico | ${MONTH_ES.join(' | ')} |`, `|---|${MONTH_ES.map(() => '---').join('|')}|`];
  mechanics.filter((m) => m.site === 'Valencia').forEach((m) => {
    MKEYS.forEach((k) => m.hours[k] != null && corpus.also(m.name, 'mechanic', `hours_2025_${k}`, m.hours[k], 'h', esNum(m.hours[k], m.hours[k] % 1 ? 1 : 0), file));
    out.push(`| ${m.name} | ${MKEYS.map((k) => (m.hours[k] != null ? esNum(m.hours[k], m.hours[k] % 1 ? 1 : 0) : '–')).join(' | ')} |`);
  });
  out.push('', 'Agosto: cerrado del 11 al 22 por vacaciones.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (b) customers
const CU_JSON = ['Richard Gale', 'Fiona McLeod', 'Anil Mistry', 'Sarah Penrose', 'David Hurst', 'Joanna Blythe', 'Grace Nwosu', 'Martin Coles', 'Westbury Florists'];
const CU_DL = ['Clifton Cabs', 'Avon Plumbing & Heating', 'Mendip Deliveries', 'Severn Vale Care', 'Redland Car Sales', 'Gordano Bodyworks', 'Cotham Classic Cars'];
const CU_YAML = ['Helen Okafor', 'Owen Pritchard', 'Laura Kingdon'];
const CU_TSV = ['Portway Van Hire', 'Kingswood Motor Co', 'Keynsham Auto Centre', 'Yate Van Centre'];
const CU_MAIL = ['Peter Vaughan', 'Chloe Ashdown', 'Ian Marsh'];
const CU_ES_BOX = ['Carmen Vidal', 'Transportes Albufera S.L.', 'Autos Benimaclet'];
const CU_ES_JSON = ['Jorge Martínez Ros', 'Amparo Climent', 'Taxis del Turia', 'Inés Puig'];
const postcode = (town) => ({ Bristol: 'BS', Keynsham: 'BS31', Nailsea: 'BS48', Clevedon: 'BS21', Portishead: 'BS20', Thornbury: 'BS35', Yate: 'BS37', Bath: 'BA', 'Weston-super-Mare': 'BS23' }[town]);
{
  const file = 'customers/crm-export-2025-09.json';
  const recs = CU_JSON.map((name, k) => {
    const c = CU[name];
    custFacts(c, file, { town: `"town": "${c.town}"`, account: `"type": "${c.account.toUpperCase()}"`, since: `"opened": "${c.since}"` });
    const pc = postcode(c.town);
    return {
      id: `C-${10200 + k * 37}`,
      contact: { full_name: name, phones: [{ type: 'landline', number: c.phone }], email_opt_in: k % 3 !== 1 },
      address: { street: `${r.int(2, 140)} ${r.pick(['Church Road', 'Station Road', 'Park Street', 'Victoria Road', 'High Street', 'Mill Lane'])}`, town: c.town, postcode: `${pc}${pc.length === 2 ? r.int(1, 16) : ''} ${r.int(1, 9)}${r.pick(['AB', 'HT', 'LQ', 'NW', 'RE', 'DX'])}` },
      account: { type: c.account.toUpperCase(), opened: c.since, reminders: ['MOT', 'SERVICE'] },
    };
  });
  corpus.write(file, JSON.stringify({ crm: { system: 'GarageHive', exported: '2025-09-30T17:45:00Z', site: 'Feeder Road Motors, Bristol' }, accounts: recs }, null, 2) + '\n');
}
{
  const file = 'customers/business-accounts.html';
  const sections = CU_DL.map((name, k) => {
    const c = CU[name];
    const acc = c.account === 'fleet' ? 'Fleet' : 'Trade';
    const since = k % 2 ? fmtDate(c.since, 'month') : fmtDate(c.since, 'long');
    custFacts(c, file, { town: c.town, account: acc, since });
    return { heading: name, rows: [['Account type', acc], ['Based in', c.town], ['Tel.', c.phone], ['Customer since', since], ['Invoicing', k % 3 ? 'monthly statement' : 'per job']] };
  });
  corpus.write(file, htmlDlPage({
    title: 'Business accounts', docTitle: 'Feeder Road Motors — fleet and trade accounts', site: 'Feeder Road Motors Ltd — Bristol',
    lead: ['Fleet customers get priority booking; trade customers are other motor businesses who send us work. Clifton Cabs is our oldest fleet account.'],
    sections, footer: 'Credit limits are set by Rachel Osei; ask before extending one.',
  }));
}
CU_YAML.forEach((name) => {
  const c = CU[name];
  const file = `customers/private/${slug(name)}.md`;
  const since = ukDate(c.since);
  custFacts(c, file, { account: 'Private', since });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['customer', name], ['account', 'private'], ['updated', '2025-09-30']],
    title: `Customer sheet — ${name}`,
    lead: [`${name.split(' ')[0]} lives in ${c.town}.`],
    sections: [{ heading: 'Details', rows: [['Account', 'Private'], ['Town', c.town], ['Phone', c.phone], ['First visit', since], ['Reminders', 'MOT and service by text']] }],
  }));
});
{
  const file = 'customers/trade-and-fleet-accounts.tsv';
  const rows = CU_TSV.map((name) => {
    const c = CU[name];
    const since = fmtDate(c.since, 'dotted');
    const acc = c.account === 'fleet' ? 'Fleet' : 'Trade';
    custFacts(c, file, { account: acc, since });
    return [name, acc, c.town, c.phone, since, `£${group(r.pick([2000, 2500, 5000, 7500]))}`, `${r.pick([14, 30])} days`];
  });
  corpus.write(file, delimited(['Account', 'Type', 'Town', 'Phone', 'Account opened', 'Credit limit', 'Pay within'], rows, '\t'));
}
{
  const file = 'email/2025-09-05-front-desk-new-customers.eml';
  const [p, ch, ia] = CU_MAIL.map((n) => CU[n]);
  custFacts(p, file, { account: 'private customer', since: 'Tuesday 2 September' });
  custFacts(ch, file, { account: 'private customer', since: '3 September' });
  custFacts(ia, file, { account: 'private', since: 'Friday 5 September' });
  corpus.write(file, `From: Front desk <bookings@feederroadmotors.co.uk>
To: Rachel Osei <rachel.osei@feederroadmotors.co.uk>
Date: Fri, 5 Sep 2025 17:20:44 +0100
Subject: New customers this week

Hi Rachel,

Three new faces on the books this week, all set up in GarageHive:

Peter Vaughan came to us on Tuesday 2 September after his usual garage in Bath closed. He is a private customer,
lives in ${p.town} and his landline is ${p.phone}.

Chloe Ashdown (${ch.town}) rang on 3 September to book her car in; another private customer. Her home number is
${ch.phone}.

Ian Marsh from ${ia.town} walked in on Friday 5 September — private, phone ${ia.phone}. He wants an estimate on
his Clio before he decides anything.

Cars are in the workshop diary.

Jess
`);
}
CU_ES_BOX.forEach((name) => {
  const c = CU[name];
  const file = `valencia/clientes/${slug(name)}.html`;
  const since = esMonth(c.since);
  custFacts(c, file, { account: ACC_ES[c.account], phone: `+34 ${c.phone}`, since });
  corpus.write(file, htmlInfoboxPage({
    title: name, docTitle: `Cliente — ${name}`,
    sections: [{ heading: 'Ficha de cliente', rows: [['Localidad', c.town], ['Tipo de cliente', ACC_ES[c.account]], ['Teléfono', `+34 ${c.phone}`], ['Cliente desde', since], ['Idioma', 'castellano / valenciano']] }],
    lead: [`${name} es cliente de Taller Turia desde ${since}.`],
    footer: 'Taller Turia — Valencia',
  }));
});
{
  const file = 'valencia/clientes/cartera-clientes.json';
  const recs = CU_ES_JSON.map((name) => {
    const c = CU[name];
    custFacts(c, file, { town: `"localidad": "${c.town}"`, account: `"tipo": "${ACC_ES[c.account]}"`, since: ukDate(c.since) });
    return { cliente: name, localidad: c.town, tipo: ACC_ES[c.account], telefono: c.phone, alta: ukDate(c.since), acepta_whatsapp: c.account === 'private' };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'valencia/correo/2025-09-04-cliente-nuevo.eml';
  const c = CU['Sergio Navarro'];
  custFacts(c, file, { town: `de ${c.town}`, account: 'particular', since: esDate(c.since) });
  corpus.write(file, `De: Recepción Taller Turia <recepcion@tallerturia.es>
Para: Javier Llorens <javier@tallerturia.es>
Fecha: jueves, 4 de septiembre de 2025 18:40
Asunto: Cliente nuevo

Javier:

Hoy, ${esDate(c.since)}, hemos dado de alta a Sergio Navarro, de ${c.town}. Es un cliente particular; su teléfono
fijo es el ${c.phone}. Trae su coche la semana que viene (está apuntado en el diario).

Rosa
`);
}

// ------------------------------------------------------------------ (c) vehicles
const FLEET_SHEETS = ['Clifton Cabs', 'Avon Plumbing & Heating', 'Mendip Deliveries'];
const DIARY_OWNERS = ['Peter Vaughan', 'Chloe Ashdown', 'Ian Marsh'];
const ES_DIARY_OWNERS = ['Sergio Navarro', 'Inés Puig'];
const ukRest = r.shuffle(vehicles.filter((v) => v.site === 'Bristol' && !FLEET_SHEETS.includes(v.owner) && !DIARY_OWNERS.includes(v.owner) && v.make !== 'Porsche'));
const V_CSV = ukRest.slice(0, 12);
const V_CARDS = [vehicles.find((v) => v.make === 'Porsche'), ...ukRest.slice(12, 15)];
const V_DVLA = ukRest.slice(15);
const esRest = r.shuffle(vehicles.filter((v) => v.site === 'Valencia' && !ES_DIARY_OWNERS.includes(v.owner)));
const V_ES_MD = esRest.slice(0, 5);
const V_ES_TXT = esRest.slice(5);
const miles = (v) => group(v.miles);
{
  const file = 'vehicles/vehicle-register.csv';
  const rows = V_CSV.map((v) => {
    vehFacts(v, file, { fuel: v.fuel, mileage: String(v.miles), mot: ukDate(v.mot) });
    return [v.reg, v.make, v.model, v.year, v.fuel, v.miles, ukDate(v.mot), v.owner];
  });
  corpus.write(file, delimited(['Registration', 'Make', 'Model', 'Year', 'Fuel', 'Mileage (miles)', 'MOT due', 'Owner'], rows));
}
V_CARDS.forEach((v, k) => {
  const file = `vehicles/cards/${v.reg.replace(' ', '').toLowerCase()}.html`;
  const import_ = v.km != null;
  const mileage = import_ ? `${group(v.km)} km` : `${miles(v)} mi`;
  const mot = fmtDate(v.mot, k % 2 ? 'short' : 'us');
  vehFacts(v, file, { fuel: v.fuel, mileage, mot });
  corpus.write(file, htmlInfoboxPage({
    title: v.reg, docTitle: `Vehicle card ${v.reg}`,
    sections: [
      { heading: 'Vehicle', rows: [['Reg', v.reg], ['Manufacturer', v.make], ['Model', v.model], ['First registered', String(v.year)], ['Fuel type', v.fuel]] },
      { heading: 'Workshop', rows: [[import_ ? 'Odometer' : 'Recorded mileage', mileage], ['MOT expiry', mot], ['Registered keeper', v.owner]] },
    ],
    lead: [import_ ? `German import; the speedometer and odometer read in kilometres (${mileage} at the last visit).` : `${v.make} ${v.model} belonging to ${v.owner}.`],
    footer: 'Feeder Road Motors — vehicle cards',
  }));
});
FLEET_SHEETS.forEach((owner, k) => {
  const file = `vehicles/fleet/${slug(owner)}.md`;
  const vs = vehicles.filter((v) => v.owner === owner);
  const sections = vs.map((v, i) => {
    const mileage = `${miles(v)} miles`;
    const mot = fmtDate(v.mot, (k + i) % 2 ? 'long' : 'short');
    vehFacts(v, file, { fuel: v.fuel, mileage, mot, owner });
    return { heading: v.reg, rows: [['Make', v.make], ['Model', v.model], ['Year', String(v.year)], ['Fuel', v.fuel], ['Odometer at last visit', mileage], ['MOT due', mot]] };
  });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['account', owner], ['account_type', 'fleet'], ['vehicles', vs.length], ['contact', ['Dave Hollis', 'Karen Mead', 'Steve Rudd'][k]]],
    title: `Fleet sheet — ${owner}`,
    lead: [`${owner} has ${NUM_WORDS[vs.length]} vehicles with us.`],
    sections, colA: 'Item', colB: 'Value',
    footer: 'Fleet vehicles are booked in by the fleet contact only.',
  }));
});
{
  const file = 'vehicles/dvla-checks-2025-09.json';
  const recs = V_DVLA.map((v) => {
    vehFacts(v, file, { make: `"make": "${v.make.toUpperCase()}"`, fuel: `"fuelType": "${FUEL_DVLA[v.fuel]}"`, mileage: `${miles(v)} miles`, mot: `"motExpiryDate": "${v.mot}"`, year: `"yearOfManufacture": ${v.year}` });
    return { registrationNumber: v.reg, make: v.make.toUpperCase(), model: v.model, yearOfManufacture: v.year, fuelType: FUEL_DVLA[v.fuel], motExpiryDate: v.mot, odometer: `${miles(v)} miles`, keeper: v.owner };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'valencia/vehiculos/vehiculos-en-taller.md';
  const sections = V_ES_MD.map((v) => {
    const km = `${esNum(v.km, 0)} km`;
    vehFacts(v, file, { fuel: `Combustible: ${FUEL_ES[v.fuel]}`, mileage: `Kilometraje: ${km}`, mot: `Próxima ITV: ${ukDate(v.mot)}`, owner: `Propietario: ${v.owner}` });
    return { heading: v.reg, rows: [['Matrícula', v.reg], ['Marca', v.make], ['Modelo', v.model], ['Año', String(v.year)], ['Combustible', FUEL_ES[v.fuel]], ['Kilometraje', km], ['Próxima ITV', ukDate(v.mot)], ['Propietario', v.owner]] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Vehículos de clientes — Taller Turia',
    lead: ['Fichas resumidas de los vehículos que han pasado por el taller este verano. El kilometraje es el de la última visita.'],
    sections, footer: 'Actualizado el 30 de septiembre de 2025.',
  }));
}
V_ES_TXT.forEach((v) => {
  const file = `valencia/vehiculos/ficha-${v.reg.replace(' ', '').toLowerCase()}.txt`;
  const km = esNum(v.km, 0);
  vehFacts(v, file, { model: `${v.make} ${v.model}`, make: `${v.make} ${v.model}`, year: `Año de matriculación: ${v.year}`, fuel: `Combustible: ${v.fuel === 'Diesel' ? 'Diésel' : FUEL_ES[v.fuel]}`, mileage: `Kilómetros: ${km}`, mot: `ITV válida hasta: ${fmtDate(v.mot, 'dotted')}`, owner: `Titular: ${v.owner}` });
  corpus.write(file, txtProfile({
    txtHeader: `FICHA DE VEHÍCULO — ${v.reg}`,
    sections: [{ rows: [['Matrícula', v.reg], ['Marca y modelo', `${v.make} ${v.model}`], ['Año de matriculación', String(v.year)], ['Combustible', v.fuel === 'Diesel' ? 'Diésel' : FUEL_ES[v.fuel]], ['Kilómetros', km], ['ITV válida hasta', fmtDate(v.mot, 'dotted')], ['Titular', v.owner]] }],
    lead: [`Vehículo de ${v.owner}; lleva ${km} km.`],
  }));
});

// ------------------------------------------------------------------ (d) jobs
const STATUS_A = { open: 'Open', 'awaiting parts': 'Awaiting parts', complete: 'Complete' };
const jobsUK = jobs.filter((j) => j.site === 'Bristol');
const J_DIARY = jobsUK.filter((j) => DIARY_OWNERS.includes(VE[j.vehicle].owner));
let jRest = r.shuffle(jobsUK.filter((j) => !J_DIARY.includes(j)));
const take = (pred, n) => {
  const out = jRest.filter(pred).slice(0, n);
  jRest = jRest.filter((j) => !out.includes(j));
  return out;
};
const J_HTML = take((j) => j.status === 'complete' && j.booked < '2025-09-01', 5).sort((a, b) => (a.code < b.code ? -1 : 1));
const J_MAIL = [...take((j) => j.status === 'awaiting parts', 2)];
J_MAIL.push(...take((j) => j.status === 'open', 2 - J_MAIL.length));
const J_DL = take((j) => j.status !== 'complete', 4);
const J_CARDS = jRest.slice(0, 4);
const J_TSV = jRest.slice(4, 16).sort((a, b) => (a.code < b.code ? -1 : 1));
const J_JSON = jRest.slice(16);
if (J_HTML.length !== 5 || J_MAIL.length !== 2 || J_DL.length !== 4 || J_JSON.length !== 8) throw new Error(`job layouts: ${J_HTML.length} ${J_MAIL.length} ${J_DL.length} ${J_JSON.length}`);
const poss = (n) => (n.endsWith('s') ? `${n}'` : `${n}'s`);
const hrs = (h) => (Number.isInteger(h) ? h.toFixed(1) : String(h));
J_CARDS.forEach((j) => {
  const file = `jobs/cards/${j.code.toLowerCase()}.md`;
  const booked = fmtDate(j.booked, 'long');
  const s = { booked, type: j.type, hours: `${hrs(j.hours)} h`, parts: gbp(j.parts), total: j.total != null ? gbp(j.total) : '', status: STATUS_A[j.status] };
  jobFacts(j, file, s);
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['job', j.code], ['site', 'Bristol'], ['bay', r.int(1, 6)]],
    title: `Job card ${j.code}`,
    lead: [`${j.type} on ${j.vehicle}, booked in on ${booked}.`],
    sections: [{ heading: 'Job', rows: [['Vehicle', j.vehicle], ['Technician', j.mechanic], ['Date booked', booked], ['Work type', j.type], ['Labour', s.hours], ['Parts', s.parts], ['Total invoiced (inc. VAT)', j.total != null ? s.total : 'not invoiced yet'], ['Status', s.status]] }],
    colA: 'Field', colB: 'Entry',
  }));
});
{
  const file = 'jobs/workshop-board-2025-09.tsv';
  const rows = J_TSV.map((j) => {
    const s = { booked: ukDate(j.booked), type: j.type, hours: `${hrs(j.hours)} h`, parts: gbp(j.parts), total: j.total != null ? gbp(j.total) : '', status: STATUS_A[j.status] };
    jobFacts(j, file, s);
    return [j.code, j.vehicle, j.mechanic, s.booked, j.type, s.hours, s.parts, j.total != null ? s.total : '—', s.status];
  });
  corpus.write(file, delimited(['Job', 'Reg', 'Tech', 'Booked', 'Type', 'Labour', 'Parts', 'Invoiced', 'Status'], rows, '\t'));
}
{
  const file = 'jobs/dms-export-2025-09-30.json';
  const recs = J_JSON.map((j) => {
    const st = j.status.toUpperCase().replace(' ', '_');
    jobFacts(j, file, { booked: `"opened": "${j.booked}"`, type: `"type": "${j.type.toUpperCase()}"`, hours: `"labour_hours": ${j.hours}`, parts: `"amount": ${j.parts}`, total: `"invoice_total": ${j.total}`, status: `"status": "${st}"` });
    return { job: { number: j.code, opened: j.booked, type: j.type.toUpperCase(), status: st }, vehicle: { registration: j.vehicle }, assigned: { technician: { name: j.mechanic } }, time: { labour_hours: j.hours }, costs: { parts: { amount: j.parts, currency: 'GBP' }, invoice_total: j.total } };
  });
  corpus.write(file, JSON.stringify({ export: { system: 'GarageHive DMS', site: 'Bristol', generated: '2025-09-30T18:00:00Z', records: recs.length }, jobs: recs }, null, 2) + '\n');
}
{
  const file = 'jobs/completed-jobs-august-2025.html';
  const sections = J_HTML.map((j) => {
    const s = { booked: fmtDate(j.booked, 'long'), type: j.type, hours: `${hrs(j.hours)} hrs`, parts: gbp(j.parts), total: gbp(j.total), status: 'Complete' };
    jobFacts(j, file, s);
    return { heading: j.code, rows: [['Job no.', j.code], ['Registration', j.vehicle], ['Technician', j.mechanic], ['Date booked', s.booked], ['Work carried out', j.type], ['Labour', s.hours], ['Parts', s.parts], ['Invoiced', s.total], ['Status', s.status]] };
  });
  corpus.write(file, htmlTablePage({
    title: 'Completed jobs — August 2025 (sample for the accountant)', crumbs: ['Intranet', 'Jobs', 'Reports'],
    lead: ['A sample of five completed August jobs, as requested for the quarterly review. All totals include VAT at 20 %.'],
    sections, colA: 'Field', colB: 'Value',
  }));
}
{
  const file = 'jobs/work-in-progress.html';
  const ST_DL = { open: 'In progress', 'awaiting parts': 'Waiting on parts' };
  const sections = J_DL.map((j) => {
    const s = { booked: fmtDate(j.booked, 'us'), type: j.type, hours: hrs(j.hours), parts: gbp(j.parts), status: ST_DL[j.status] };
    jobFacts(j, file, s);
    return { heading: j.code, rows: [['Job', j.code], ['Vehicle', j.vehicle], ['Tech', j.mechanic], ['Booked in', s.booked], ['Job type', j.type], ['Hours booked', s.hours], ['Parts so far', s.parts], ['Invoice', 'not yet raised'], ['Status', s.status]] };
  });
  corpus.write(file, htmlDlPage({
    title: 'Work in progress', docTitle: 'WIP board', site: 'Feeder Road Motors — workshop',
    lead: ['Jobs still on the ramps or waiting for parts at the end of September.'], sections,
    footer: 'Chase parts with the supplier after two working days.',
  }));
}
{
  const file = 'email/2025-09-26-jobs-waiting-on-parts.eml';
  const lines = J_MAIL.map((j) => {
    const v = VE[j.vehicle];
    const p = j.type === 'Clutch' ? 'the clutch kit' : j.type === 'Brakes' ? 'pads and discs' : 'the service parts';
    const waiting = j.status === 'awaiting parts';
    const s = { booked: fmtDate(j.booked, 'long'), type: j.type.toLowerCase(), hours: hoursWords(j.hours), parts: gbp(j.parts), status: waiting ? 'still waiting for parts' : 'still open' };
    jobFacts(j, file, s);
    return waiting
      ? `${j.code} — ${poss(v.owner)} ${v.make} ${v.model} (${j.vehicle}) is still waiting for parts. ${j.mechanic} booked it in on ${s.booked} for a ${s.type} job and has ${s.hours} against it so far; the parts come to ${s.parts} and ${p} should arrive early next week.`
      : `${j.code} — ${poss(v.owner)} ${v.make} ${v.model} (${j.vehicle}) is still open: the customer has not approved the quote. ${j.mechanic} booked it in on ${s.booked} for a ${s.type} job, with ${s.hours} of labour and parts at ${s.parts}.`;
  });
  corpus.write(file, `From: Marcus Fenwick <marcus.fenwick@feederroadmotors.co.uk>
To: Rachel Osei <rachel.osei@feederroadmotors.co.uk>
Date: Fri, 26 Sep 2025 16:05:12 +0100
Subject: Two jobs stuck

Rachel,

Two jobs I'd like you to keep an eye on with the customers:

${lines.join('\n\n')}

Everything else on the board is moving. I'm off Monday morning (dentist).

Marcus
`);
}
{
  const file = 'diaries/workshop-diary-2025-09.md';
  const entries = J_DIARY.sort((a, b) => (a.booked < b.booked ? -1 : 1)).map((j) => {
    const v = VE[j.vehicle];
    const [y, m, d] = j.booked.split('-').map(Number);
    const day = `${WEEKDAY[weekday(j.booked)].slice(0, 3)} ${d} Sep`;
    const mileage = `${miles(v)} miles`;
    const mot = fmtDate(v.mot, 'long');
    vehFacts(v, file, { fuel: `a ${v.year} ${v.fuel.toLowerCase()}`, mileage, mot, year: `a ${v.year}` });
    const type = j.type === 'MOT' ? 'an MOT' : j.type === 'Diagnostics' ? 'diagnostics' : `a ${j.type.toLowerCase()} job`;
    const status = { complete: 'Finished and invoiced', open: 'Still open tonight', 'awaiting parts': 'Now waiting on parts' }[j.status];
    jobFacts(j, file, { booked: day, type: j.type === 'Diagnostics' ? 'diagnostics' : j.type === 'MOT' ? 'MOT' : j.type.toLowerCase(), hours: hoursWords(j.hours), parts: j.parts ? gbp(j.parts) : 'no parts', total: j.total != null ? gbp(j.total) : '', status });
    const partsTxt = j.parts ? `parts came to ${gbp(j.parts)}` : 'no parts needed';
    const end = j.status === 'complete' ? `${status} at ${gbp(j.total)}.` : `${status}.`;
    return [j.booked, `**${day}** — ${poss(v.owner)} ${v.make} ${v.model} (${v.reg}), a ${v.year} ${v.fuel.toLowerCase()} on ${mileage}, MOT due ${mot}. Booked in as ${j.code} for ${type}; ${j.mechanic} spent ${hoursWords(j.hours)} on it and ${partsTxt}. ${end}`];
  });
  const extra = [
    ['2025-09-01', '**Mon 1 Sep** — Kasia\'s first day. Ramp 3 hydraulic hose replaced by the service engineer (no charge, warranty).'],
    ['2025-09-17', '**Wed 17 Sep** — Waste oil collected (see admin). Courtesy car CV18 OWE back with a low tyre; pumped to 34 psi.'],
    ['2025-09-24', '**Wed 24 Sep** — Air-con station serviced; gas bottle 6.2 kg left.'],
    ['2025-09-29', '**Mon 29 Sep** — Stocktake of filters done; results in the parts folder.'],
  ];
  const all = [...entries, ...extra].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map((x) => x[1]);
  corpus.write(file, `# Workshop diary — September 2025

Kept on the office PC by whoever is on the front desk. New customers' cars go in here until they are on GarageHive.

${all.join('\n\n')}
`);
}
// Valencia: job export (preamble, semicolons, decimal commas, n/a) and a Spanish diary
const jobsES = jobs.filter((j) => j.site === 'Valencia');
const J_ES_DIARY = jobsES.filter((j) => ES_DIARY_OWNERS.includes(VE[j.vehicle].owner));
const J_ES_CSV = jobsES.filter((j) => !J_ES_DIARY.includes(j));
const hrsES = (h) => String(h).replace('.', ',');
const STATUS_ES_CSV = { open: 'Abierta', 'awaiting parts': 'Pendiente de piezas', complete: 'Terminada' };
{
  const file = 'valencia/exportacion-ordenes-2025-09.csv';
  const rows = J_ES_CSV.map((j) => {
    const s = { booked: ukDate(j.booked), type: TYPE_ES[j.type], hours: hrsES(j.hours), parts: dec(j.parts), total: j.total != null ? esNum(j.total) : '', status: STATUS_ES_CSV[j.status] };
    jobFacts(j, file, s);
    return [j.code, j.vehicle, j.mechanic, s.booked, s.type, s.hours, s.parts, j.total != null ? s.total : 'n/a', s.status];
  });
  const head = 'Taller Turia - Exportación de órdenes de reparación\nGenerado: 30/09/2025 18:02;Usuario: jllorens\nPeriodo: 01/08/2025 - 30/09/2025;Importes en EUR con IVA\n\n';
  corpus.write(file, head + delimited(['Nº orden', 'Matrícula', 'Mecánico', 'Fecha entrada', 'Tipo', 'Horas M.O.', 'Recambios (€)', 'Total facturado (€)', 'Estado'], rows, ';'));
}
{
  const file = 'valencia/diario-taller-septiembre-2025.md';
  const entries = J_ES_DIARY.sort((a, b) => (a.booked < b.booked ? -1 : 1)).map((j) => {
    const v = VE[j.vehicle];
    const d = Number(j.booked.slice(8));
    const day = `${ES_WEEKDAY[weekday(j.booked)]} ${d} de septiembre`;
    const km = `${esNum(v.km, 0)} km`;
    vehFacts(v, file, { fuel: FUEL_ES[v.fuel].toLowerCase(), mileage: km, mot: `ITV hasta el ${ukDate(v.mot)}`, year: `del año ${v.year}` });
    const st = `Estado: ${STATUS_ES[j.status]}`;
    jobFacts(j, file, { booked: `${d} de septiembre`, type: TYPE_ES[j.type].toLowerCase(), hours: esHoursWords(j.hours), parts: j.parts ? eur(j.parts) : 'sin recambios', total: j.total != null ? eur(j.total) : '', status: st });
    const partsTxt = j.parts ? `recambios por ${eur(j.parts)}` : 'sin recambios';
    return `**${day[0].toUpperCase()}${day.slice(1)}.** Entra el ${v.make} ${v.model} ${FUEL_ES[v.fuel].toLowerCase()} de ${v.owner} (${v.reg}), del año ${v.year}, con ${km}; ITV hasta el ${ukDate(v.mot)}. Orden ${j.code}: ${TYPE_ES[j.type].toLowerCase()}. ${j.mechanic} le ha dedicado ${esHoursWords(j.hours)}; ${partsTxt}. ${st}${j.total != null ? `, facturado ${eur(j.total)}` : ''}.`;
  });
  corpus.write(file, `# Diario del taller — septiembre de 2025

Notas de recepción de Taller Turia (Valencia).

**Lunes 1 de septiembre.** Volvemos de vacaciones. Revisado el elevador 2.

${entries.join('\n\n')}

**Viernes 26 de septiembre.** Recogida de aceite usado: 180 litros.
`);
}

// ------------------------------------------------------------------ (e) parts
const P_MAIL = ['CHM-915', 'SUS-830'];
const P_JSON = ['ELE-702', 'ELE-715', 'CLU-640', 'FLT-245', 'IGN-410'];
const P_DL = ['BRK-207', 'BRK-305', 'OIL-540', 'ELE-730', 'ELE-772', 'SUS-815'];
const P_CSV = parts.filter((p) => p.site === 'Bristol' && ![...P_MAIL, ...P_JSON, ...P_DL].includes(p.code)).map((p) => p.code);
const P_ES_MAIL = ['VLC-0712', 'VLC-0820'];
const P_ES_HTML = parts.filter((p) => p.site === 'Valencia' && !P_ES_MAIL.includes(p.code)).map((p) => p.code);
const kgOrG = (g) => (g >= 1000 ? `${g / 1000} kg` : `${g} g`);
const kgOrGes = (g) => (g >= 1000 ? `${String(g / 1000).replace('.', ',')} kg` : `${g} g`);
{
  const file = 'stock/parts-stock-2025-09.csv';
  const rows = P_CSV.map((c) => {
    const p = PA[c];
    partFacts(p, file, { price: p.price.toFixed(2), stock: String(p.stock), reorder: String(p.reorder), weight: String(p.grams) });
    return [p.code, p.desc, p.supplier, p.price.toFixed(2), p.stock, p.reorder, p.grams];
  });
  corpus.write(file, delimited(['Stock code', 'Description', 'Supplier', 'Unit price (£)', 'Qty in stock', 'Reorder level', 'Weight (g)'], rows));
}
{
  const file = 'stock/parts-catalogue.html';
  const sections = P_DL.map((c) => {
    const p = PA[c];
    partFacts(p, file, { price: gbp(p.price), stock: `<dd>${p.stock}</dd>`, reorder: `<dd>${p.reorder}</dd>`, weight: kgOrG(p.grams) });
    return { heading: p.desc, rows: [['Part no.', p.code], ['Supplier', p.supplier], ['Net price', gbp(p.price)], ['Qty on hand', String(p.stock)], ['Min. stock', String(p.reorder)], ['Weight', kgOrG(p.grams)]] };
  });
  corpus.write(file, htmlDlPage({
    title: 'Parts catalogue — slow movers and specials', docTitle: 'Parts catalogue', site: 'Feeder Road Motors — stores',
    lead: ['Net prices exclude VAT. Reorder when the quantity on hand falls below the minimum stock.'], sections,
  }));
}
{
  const file = 'stock/stocktake-imperial-2025-09.json';
  const recs = P_JSON.map((c) => {
    const p = PA[c];
    const heavy = p.grams >= 1000;
    const w = heavy ? Math.round((p.grams / LB) * 10) / 10 : Math.round((p.grams / OZ) * 10) / 10;
    p.grams = r4(heavy ? w * LB : w * OZ);
    const weight = `${w} ${heavy ? 'lb' : 'oz'}`;
    partFacts(p, file, { desc: p.desc, price: `"price_gbp": ${p.price}`, stock: `"on_hand": ${p.stock}`, reorder: `"reorder_at": ${p.reorder}`, weight });
    return { code: p.code, desc: p.desc, supplier: p.supplier, price_gbp: p.price, on_hand: p.stock, reorder_at: p.reorder, weight };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'email/2025-09-15-parts-delivery.eml';
  const [a, b] = P_MAIL.map((c) => PA[c]);
  partFacts(a, file, { desc: 'DPF cleaner', price: `${gbp(a.price)} a bottle`, stock: `${NUM_WORDS[a.stock] ?? a.stock} bottles`, reorder: `reorder level to ${NUM_WORDS[a.reorder]}`, weight: kgOrG(a.grams) });
  partFacts(b, file, { desc: 'drop links', price: `${gbp(b.price)} each`, stock: `${NUM_WORDS[b.stock] ?? b.stock} in the rack`, reorder: `reorder at ${NUM_WORDS[b.reorder]}`, weight: `${b.grams} g` });
  corpus.write(file, `From: Tom Ashby <tom.ashby@feederroadmotors.co.uk>
To: Marcus Fenwick <marcus.fenwick@feederroadmotors.co.uk>
Date: Mon, 15 Sep 2025 11:48:30 +0100
Subject: Severn delivery + two new stock lines

Marcus,

Severn Auto Parts came this morning. Two new lines are now on the shelves:

The DPF cleaner (${a.code}, 1 litre) is in at ${gbp(a.price)} a bottle from ${a.supplier}. We have ${NUM_WORDS[a.stock] ?? a.stock} bottles after
the delivery and I've set the reorder level to ${NUM_WORDS[a.reorder]}. Each bottle weighs ${kgOrG(a.grams)} full, so mind the shelf.

Anti-roll bar drop links (${b.code}), also from ${b.supplier}: ${gbp(b.price)} each, ${NUM_WORDS[b.stock] ?? b.stock} in the rack now,
reorder at ${NUM_WORDS[b.reorder]}. They weigh ${b.grams} g each.

Tom
`);
}
{
  const file = 'valencia/almacen/recambios.html';
  const sections = P_ES_HTML.map((c) => {
    const p = PA[c];
    partFacts(p, file, { desc: p.es, price: eur(p.price), stock: `<td>${p.stock}</td>`, reorder: `<td>${p.reorder}</td>`, weight: kgOrGes(p.grams) });
    return { heading: p.code, rows: [['Referencia', p.code], ['Descripción', p.es], ['Proveedor', p.supplier], ['Precio unitario', eur(p.price)], ['Existencias', String(p.stock)], ['Punto de pedido', String(p.reorder)], ['Peso', kgOrGes(p.grams)]] };
  });
  corpus.write(file, htmlTablePage({
    title: 'Almacén de recambios — Taller Turia', docTitle: 'Recambios', crumbs: ['Taller Turia', 'Almacén'],
    lead: ['Precios sin IVA. Pedir cuando las existencias bajen del punto de pedido.'], sections, colA: 'Campo', colB: 'Valor',
  }));
}
const lub = SU['Lubricantes del Mediterráneo'];
{
  const file = 'valencia/correo/2025-09-18-pedido-recambios.eml';
  const [a, b] = P_ES_MAIL.map((c) => PA[c]);
  partFacts(a, file, { desc: 'líquido refrigerante de 5 litros', price: eur(a.price), stock: `${ES_NUM[a.stock] ?? a.stock} garrafas`, reorder: `punto de pedido en ${ES_NUM[a.reorder] ?? a.reorder}`, weight: kgOrGes(a.grams) });
  partFacts(b, file, { desc: 'baterías de 70 Ah', price: eur(b.price), stock: `${ES_NUM[b.stock] ?? b.stock} baterías`, reorder: `reponer cuando queden menos de ${ES_NUM[b.reorder] ?? b.reorder}`, weight: kgOrGes(b.grams) });
  supFacts(lub, file, { city: `de ${lub.city}`, lead: `${ES_NUM[lub.lead]} días`, terms: `pago a ${lub.terms} días` });
  corpus.write(file, `De: Pau Ribera <pau@tallerturia.es>
Para: Javier Llorens <javier@tallerturia.es>
Fecha: jueves, 18 de septiembre de 2025 12:30
Asunto: Pedido de recambios

Javier:

Ha llegado el pedido. Del líquido refrigerante de 5 litros (${a.code}) nos ha servido ${lub.name}, la
distribuidora de ${lub.city}, a ${eur(a.price)} la garrafa; ahora tenemos ${ES_NUM[a.stock] ?? a.stock} garrafas y he dejado el
punto de pedido en ${ES_NUM[a.reorder] ?? a.reorder}. Cada garrafa pesa ${kgOrGes(a.grams)}. Con ellos el plazo de entrega es de ${ES_NUM[lub.lead]} días y el
pago a ${lub.terms} días.

De ${b.supplier} han llegado las baterías de 70 Ah (${b.code}) a ${eur(b.price)} cada una, ${kgOrGes(b.grams)} por batería.
Quedan ${ES_NUM[b.stock] ?? b.stock} baterías; hay que reponer cuando queden menos de ${ES_NUM[b.reorder] ?? b.reorder}.

Pau
`);
}

// ------------------------------------------------------------------ (f) suppliers
{
  const file = 'suppliers/supplier-list.md';
  const names = ['Avonside Motor Factors', 'Severn Auto Parts', 'Westcountry Brake & Clutch', 'Midland Filters Ltd'];
  const sections = names.map((n) => {
    const x = SU[n];
    const lead = x.lead === 1 ? '1 working day' : `${x.lead} working days`;
    supFacts(x, file, { lead: `Lead time: ${lead}`, terms: `Account terms: ${x.terms} days` });
    return { heading: n, rows: [['City', x.city], ['Lead time', lead], ['Account terms', `${x.terms} days`], ['Order by', r.pick(['phone', 'trade portal', 'e-mail'])]] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Approved suppliers (UK motor factors)',
    lead: ['Lead times are from order to delivery at Feeder Road. Account terms are days from invoice.'], sections,
    footer: 'Battery and EV suppliers have their own sheets.',
  }));
}
['Voltaic EV Components', 'Kestrel Batteries'].forEach((n) => {
  const x = SU[n];
  const file = `suppliers/${slug(n)}.txt`;
  supFacts(x, file, { city: `Location: ${x.city}`, lead: `Delivery: ${x.lead} days`, terms: `Payment terms: ${x.terms} days net` });
  corpus.write(file, txtProfile({
    txtHeader: `SUPPLIER: ${n.toUpperCase()}`,
    sections: [{ rows: [['Name', n], ['Location', x.city], ['Delivery', `${x.lead} days`], ['Payment terms', `${x.terms} days net`], ['Account no.', `FRM-${r.int(1000, 9999)}`]] }],
    lead: [`Delivery from ${x.city} takes ${x.lead} days.`],
  }));
});
{
  const file = 'valencia/proveedores.json';
  const recs = ['Recambios Turia S.L.', 'Autopiezas Levante'].map((n) => {
    const x = SU[n];
    supFacts(x, file, { city: `"ciudad": "${x.city}"`, country: 'España', lead: `"plazo_entrega": "${x.lead} ${x.lead === 1 ? 'día' : 'días'}"`, terms: `"condiciones_pago": "${x.terms} días"` });
    return { proveedor: n, ciudad: x.city, pais: 'España', plazo_entrega: `${x.lead} ${x.lead === 1 ? 'día' : 'días'}`, condiciones_pago: `${x.terms} días` };
  });
  corpus.write(file, JSON.stringify({ proveedores: recs }, null, 2) + '\n');
}
{
  const file = 'admin/meeting-minutes-2025-09-12.md';
  const x = SU['Hanse Teile GmbH'];
  supFacts(x, file, { country: 'Germany', lead: 'two weeks', terms: `${x.terms}-day terms` });
  corpus.write(file, `# Management meeting — 12 September 2025

Present: Marcus Fenwick (workshop manager), Rachel Osei (office), Gareth Pike; Javier Llorens by video from Valencia.

1. **September so far.** 61 jobs booked across both sites; car park full most mornings. Two ramps out of action for
   a day each.
2. **Parts.** We will order dual-mass flywheels and glow plugs direct from Hanse Teile GmbH in Hamburg, Germany from
   now on. Orders take about two weeks to arrive, and they have given us ${x.terms}-day terms on the account. Rachel
   to set up the account; minimum order €500.
3. **EV work.** Kasia Nowak has settled in; the second EV isolation mat arrives in October. Target: 25 EV jobs a
   month by spring.
4. **Valencia.** Javier reports the August closure went well; the ITV pre-checks are up 12 % on last year.
5. **Prices.** MOT fee stays at £54.85. Labour rate review in January.

Next meeting: 10 October 2025.
`);
}

// ------------------------------------------------------------------ (g) background documents (numbers of no entity)
corpus.write('README.txt', `FEEDER ROAD MOTORS LTD — SHARED DRIVE
Unit 4, Feeder Road, St Philips, Bristol BS2 0TB. Partner workshop: Taller Turia, Valencia (records in Spanish).

team/        technicians (profiles, team table, hours booked)
customers/   CRM export, business accounts, private customer sheets
vehicles/    register, vehicle cards, fleet sheets, DVLA checks
jobs/        job cards, workshop board, DMS export, reports
stock/       parts stock, catalogue, stocktake
suppliers/   approved suppliers
valencia/    Taller Turia: personal, clientes, vehículos, almacén, órdenes
admin/       minutes, price list, courtesy cars, waste
diaries/     front-desk workshop diary

Money in GBP for Bristol and EUR for Valencia. Valencia mileages are in km.
`);
corpus.write('admin/price-list-2025.md', `# Price list from 1 April 2025 (Bristol)

| Work | Price (inc. VAT) |
|---|---|
| MOT (Class 4) | £54.85 |
| Interim service (up to 2.0 L petrol) | from £149.00 |
| Full service | from £229.00 |
| Air-con regas (R1234yf) | £119.00 |
| Diagnostic check (first hour) | £72.00 |
| EV health check | £65.00 |
| Wheel alignment | £49.50 |

Labour is charged at the technician's own hourly rate (see the team pages). Parts at list price. Courtesy car £15 a
day, free for fleet accounts.
`);
corpus.write('admin/courtesy-cars.csv', delimited(['Courtesy car', 'Model', 'Out', 'Back', 'Miles out', 'Miles back', 'Fuel'], [
  ['CV18 OWE', 'Ford Fiesta', '2025-09-02', '2025-09-04', 41210, 41288, 'full'],
  ['CV18 OWE', 'Ford Fiesta', '2025-09-15', '2025-09-17', 41302, 41390, '3/4'],
  ['DK67 RTA', 'Toyota Aygo', '2025-09-08', '2025-09-09', 66012, 66049, 'full'],
  ['DK67 RTA', 'Toyota Aygo', '2025-09-22', '2025-09-26', 66060, 66233, '1/2'],
  ['DK67 RTA', 'Toyota Aygo', '2025-09-29', '', 66240, '', 'full'],
]));
corpus.write('admin/waste-oil-and-recycling.tsv', delimited(['Date', 'Collected by', 'Waste oil', 'Filters', 'Batteries', 'Consignment note'], [
  ['2025-07-16', 'Avon Waste Oils', '420 L', '2 drums', '9', 'EA/2025/3381'],
  ['2025-08-20', 'Avon Waste Oils', '380 L', '1 drum', '4', 'EA/2025/3712'],
  ['2025-09-17', 'Avon Waste Oils', '455 L', '2 drums', '11', 'EA/2025/4045'],
], '\t'));
corpus.write('admin/health-and-safety.md', `# Workshop health and safety (summary)

1. Ramps are inspected every 6 months (LOLER); the last inspection was on 3 June 2025.
2. EV work only by EV Level 3 holders, with the isolation mat down and the insulated gloves tested (1,000 V class 0).
3. Brake dust: vacuum, never compressed air. Masks FFP3.
4. The compressor is drained every Friday; the pressure vessel is examined every 14 months.
5. First aiders: see the notice board. The accident book is in the office.
`);
corpus.write('newsletters/autumn-2025.md', `# Feeder Road Motors — autumn news

We have been fixing Bristol's cars since 1987. This year we welcomed two new people to the workshop and became one of
the first independent garages in the city with two EV Level 3 technicians.

* Winter check: 21 points for £29 (October and November).
* Our friends at Taller Turia in Valencia now look after 300 customers.
* Over 2,400 MOTs tested since the new bay opened in 2019.

Refer a friend and get £20 off your next service.
`);
corpus.write('valencia/horario-y-tarifas.md', `# Taller Turia — horario y tarifas 2025

Horario: de lunes a viernes de 8:00 a 14:00 y de 16:00 a 19:00; sábados de 9:00 a 13:00.

| Servicio | Precio (IVA incluido) |
|---|---|
| Pre-ITV | 35,00 € |
| Cambio de aceite y filtro | desde 89,00 € |
| Carga de aire acondicionado | 75,00 € |
| Diagnosis con máquina | 45,00 € |

Cerrado del 11 al 22 de agosto. La mano de obra se factura según la tarifa de cada mecánico.
`);

const stats = corpus.flush(source);
console.log(`garage: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
