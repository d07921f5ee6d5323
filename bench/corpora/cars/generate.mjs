#!/usr/bin/env node
// Cars corpus (held-out): the shared drive of a used-car dealer group — 60 car listings, 8 dealerships, 15 brand pages.
//   node bench/corpora/cars/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "cars-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Canonical units of source.csv: mileage km (a page saying "48,212 miles" holds 48,212 × 1.609344 km), engine size
// litres ("1598 cc" holds 1.598, "1.6 L" holds 1.6), power kW ("150 PS" holds 150 × 0.73549875, "148 hp" holds
// 148 × 0.745699872), price in the currency the page states (EUR or GBP, never converted), first registration ISO.
// UK branches write miles and pounds, the others kilometres and euros, each in its country's number style.
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
const r = rng('cars-v1');

const KM_PER_MI = 1.609344;
const KW_PER_PS = 0.73549875;
const KW_PER_HP = 0.745699872;

// ------------------------------------------------------------------ brands (real makes, public facts)
const BRANDS = [
  ['Volkswagen', 'Germany', 1937, 'Wolfsburg'],
  ['Ford', 'United States', 1903, 'Dearborn'],
  ['Toyota', 'Japan', 1937, 'Toyota City'],
  ['BMW', 'Germany', 1916, 'Munich'],
  ['Renault', 'France', 1899, 'Boulogne-Billancourt'],
  ['Peugeot', 'France', 1810, 'Sochaux'],
  ['Skoda', 'Czech Republic', 1895, 'Mladá Boleslav'],
  ['Kia', 'South Korea', 1944, 'Seoul'],
  ['Hyundai', 'South Korea', 1967, 'Seoul'],
  ['Volvo', 'Sweden', 1927, 'Gothenburg'],
  ['Fiat', 'Italy', 1899, 'Turin'],
  ['Nissan', 'Japan', 1933, 'Yokohama'],
  ['Mazda', 'Japan', 1920, 'Hiroshima'],
  ['SEAT', 'Spain', 1950, 'Martorell'],
  ['Dacia', 'Romania', 1966, 'Mioveni'],
].map(([name, country, founded, hq]) => ({ name, country, founded, hq }));

// ------------------------------------------------------------------ dealerships
const DEALERS = [
  { name: 'Kirkstall Road Motors', city: 'Leeds', country: 'United Kingdom', phone: '+44 113 496 0732', opened: 1998, staff: 24, code: 'KRM', n: 8 },
  { name: 'Salford Quays Car Centre', city: 'Manchester', country: 'United Kingdom', phone: '+44 161 496 0815', opened: 2006, staff: 31, code: 'SQC', n: 8 },
  { name: 'Avonside Autos', city: 'Bristol', country: 'United Kingdom', phone: '+44 117 496 0291', opened: 2012, staff: 14, code: 'AVA', n: 7 },
  { name: 'Rheinblick Automobile', city: 'Cologne', country: 'Germany', phone: '+49 221 4960 3318', opened: 2001, staff: 27, code: 'RBA', n: 8 },
  { name: 'Elbufer Gebrauchtwagen', city: 'Hamburg', country: 'Germany', phone: '+49 40 4960 7712', opened: 2015, staff: 18, code: 'ELB', n: 7 },
  { name: 'Domstad Occasions', city: 'Utrecht', country: 'Netherlands', phone: '+31 30 496 2210', opened: 2009, staff: 12, code: 'DOM', n: 7 },
  { name: 'Liffey Motor Company', city: 'Dublin', country: 'Ireland', phone: '+353 1 496 0457', opened: 1994, staff: 22, code: 'LMC', n: 8 },
  { name: 'Garage des Deux Rives', city: 'Lyon', country: 'France', phone: '+33 4 96 12 34 56', opened: 2018, staff: 9, code: 'GDR', n: 7 },
];
const UK = (d) => d.country === 'United Kingdom';

// ------------------------------------------------------------------ model catalogue
// [make, model with engine, fuel, cc (null: electric), kW, body, gearbox ('M' manual, 'A' automatic, 'E' either), trims, first model year]
const SPECS = [
  ['Volkswagen', 'Golf 1.5 TSI', 'Petrol', 1498, 110, 'Hatchback', 'E', ['Life', 'Style'], 2017],
  ['Volkswagen', 'Golf 2.0 TDI', 'Diesel', 1968, 110, 'Hatchback', 'E', ['Match', 'R-Line']],
  ['Volkswagen', 'Passat Estate 2.0 TDI', 'Diesel', 1968, 110, 'Estate', 'A', ['SE Business', 'Elegance']],
  ['Volkswagen', 'ID.3 Pro', 'Electric', null, 150, 'Hatchback', 'A', ['Life', 'Family'], 2020],
  ['Volkswagen', 'Polo 1.0 TSI', 'Petrol', 999, 70, 'Hatchback', 'M', ['SE', 'Match'], 2017],
  ['Volkswagen', 'Touran 1.5 TSI', 'Petrol', 1498, 110, 'MPV', 'E', ['SE Family']],
  ['Ford', 'Focus 1.0 EcoBoost', 'Petrol', 999, 92, 'Hatchback', 'M', ['Zetec', 'Titanium', 'ST-Line']],
  ['Ford', 'Fiesta 1.1', 'Petrol', 1084, 55, 'Hatchback', 'M', ['Trend', 'Zetec']],
  ['Ford', 'Kuga 2.5 PHEV', 'Hybrid', 2488, 165, 'SUV', 'A', ['Titanium', 'ST-Line X'], 2020],
  ['Ford', 'S-MAX 2.0 EcoBlue', 'Diesel', 1995, 140, 'MPV', 'A', ['Titanium']],
  ['Toyota', 'Yaris 1.5 Hybrid', 'Hybrid', 1490, 85, 'Hatchback', 'A', ['Icon', 'Design'], 2020],
  ['Toyota', 'Corolla 1.8 Hybrid', 'Hybrid', 1798, 90, 'Hatchback', 'A', ['Icon Tech', 'Design'], 2019],
  ['Toyota', 'RAV4 2.5 Hybrid', 'Hybrid', 2487, 160, 'SUV', 'A', ['Excel', 'Dynamic']],
  ['Toyota', 'Aygo 1.0 VVT-i', 'Petrol', 998, 53, 'Hatchback', 'M', ['x-play']],
  ['BMW', '320d', 'Diesel', 1995, 140, 'Saloon', 'A', ['SE', 'M Sport']],
  ['BMW', '118i', 'Petrol', 1499, 100, 'Hatchback', 'E', ['Sport', 'M Sport']],
  ['BMW', 'i3 120Ah', 'Electric', null, 125, 'Hatchback', 'A', ['Loft'], 2019],
  ['BMW', 'X3 xDrive20d', 'Diesel', 1995, 140, 'SUV', 'A', ['xLine', 'M Sport']],
  ['BMW', '420i Coupe', 'Petrol', 1998, 135, 'Coupe', 'A', ['M Sport']],
  ['Renault', 'Clio 1.0 TCe', 'Petrol', 999, 67, 'Hatchback', 'M', ['Iconic', 'Play']],
  ['Renault', 'Zoe R135', 'Electric', null, 100, 'Hatchback', 'A', ['GT Line'], 2019],
  ['Renault', 'Captur 1.3 TCe', 'Petrol', 1333, 103, 'SUV', 'E', ['Techno']],
  ['Renault', 'Megane Estate 1.5 dCi', 'Diesel', 1461, 85, 'Estate', 'M', ['Iconic']],
  ['Peugeot', '208 1.2 PureTech', 'Petrol', 1199, 74, 'Hatchback', 'M', ['Active', 'Allure']],
  ['Peugeot', '3008 1.5 BlueHDi', 'Diesel', 1499, 96, 'SUV', 'E', ['Allure', 'GT Line']],
  ['Peugeot', 'e-208', 'Electric', null, 100, 'Hatchback', 'A', ['Allure Premium'], 2020],
  ['Skoda', 'Octavia Estate 2.0 TDI', 'Diesel', 1968, 110, 'Estate', 'E', ['SE L', 'Style']],
  ['Skoda', 'Fabia 1.0 TSI', 'Petrol', 999, 70, 'Hatchback', 'M', ['SE', 'Monte Carlo']],
  ['Skoda', 'Kodiaq 2.0 TDI', 'Diesel', 1968, 110, 'SUV', 'A', ['SE L']],
  ['Kia', 'Niro 1.6 GDi Hybrid', 'Hybrid', 1580, 104, 'SUV', 'A', ['2', '3']],
  ['Kia', 'Ceed 1.4 T-GDi', 'Petrol', 1353, 103, 'Hatchback', 'M', ['GT-Line']],
  ['Kia', 'Sportage 1.6 CRDi', 'Diesel', 1598, 100, 'SUV', 'E', ['GT-Line', '3']],
  ['Hyundai', 'i30 1.0 T-GDi', 'Petrol', 998, 88, 'Hatchback', 'M', ['SE Connect']],
  ['Hyundai', 'Kona Electric 64 kWh', 'Electric', null, 150, 'SUV', 'A', ['Premium'], 2018],
  ['Hyundai', 'Tucson 1.6 T-GDi', 'Petrol', 1591, 110, 'SUV', 'E', ['Premium', 'N Line']],
  ['Volvo', 'XC60 B4', 'Diesel', 1969, 145, 'SUV', 'A', ['Momentum', 'Inscription'], 2020],
  ['Volvo', 'V60 D4', 'Diesel', 1969, 140, 'Estate', 'A', ['R-Design']],
  ['Volvo', 'XC40 Recharge', 'Electric', null, 170, 'SUV', 'A', ['Plus'], 2020],
  ['Fiat', '500 1.2', 'Petrol', 1242, 51, 'Hatchback', 'M', ['Pop', 'Lounge']],
  ['Fiat', 'Panda 1.0 Hybrid', 'Hybrid', 999, 51, 'Hatchback', 'M', ['City Life'], 2020],
  ['Nissan', 'Qashqai 1.3 DIG-T', 'Petrol', 1332, 103, 'SUV', 'E', ['Acenta Premium', 'N-Connecta', 'Tekna']],
  ['Nissan', 'Leaf 40 kWh', 'Electric', null, 110, 'Hatchback', 'A', ['N-Connecta'], 2018],
  ['Nissan', 'Juke 1.0 DIG-T', 'Petrol', 999, 84, 'SUV', 'M', ['Acenta']],
  ['Mazda', 'MX-5 2.0', 'Petrol', 1998, 135, 'Convertible', 'M', ['Sport Tech']],
  ['Mazda', 'CX-5 2.2d', 'Diesel', 2191, 110, 'SUV', 'E', ['SE-L Nav']],
  ['SEAT', 'Leon 1.5 TSI', 'Petrol', 1498, 110, 'Hatchback', 'M', ['FR', 'Xcellence']],
  ['SEAT', 'Ibiza 1.0 TSI', 'Petrol', 999, 81, 'Hatchback', 'M', ['SE', 'FR']],
  ['Dacia', 'Sandero 1.0 TCe', 'Petrol', 999, 67, 'Hatchback', 'M', ['Comfort', 'Essential']],
  ['Dacia', 'Duster 1.5 dCi', 'Diesel', 1461, 85, 'SUV', 'M', ['Prestige']],
];
const BASE_PRICE = { Volkswagen: 27000, Ford: 24000, Toyota: 26000, BMW: 38000, Renault: 21000, Peugeot: 23000, Skoda: 25000, Kia: 25000, Hyundai: 25000,
  Volvo: 42000, Fiat: 15000, Nissan: 25000, Mazda: 29000, SEAT: 22000, Dacia: 14000 };
const COLOURS = ['Black', 'White', 'Silver', 'Grey', 'Blue', 'Red', 'Green', 'Orange'];
const COLOUR_W = [5, 5, 4, 6, 5, 3, 1, 1];

// ------------------------------------------------------------------ the 60 listings
const names = r.shuffle(SPECS.flatMap((s) => s[7].map((t) => [s, t])));
const dealerSlots = r.shuffle(DEALERS.flatMap((d) => Array(d.n).fill(d)));
const usedStock = new Set();
const cars = dealerSlots.map((dealer, i) => {
  const [spec, trim] = names[i];
  const [make, model, fuel, cc, kW, body, gb, , from = 2015] = spec;
  const year = r.int(from, 2023);
  const reg = isoDate(year, r.int(1, 12), r.int(1, 28));
  const age = 2024.9 - (year + Number(reg.slice(5, 7)) / 12);
  const km = Math.round((age * r.int(9000, 21000)) / 10) * 10 + r.int(0, 9);
  const gearbox = gb === 'M' ? 'Manual' : gb === 'A' ? 'Automatic' : r.chance(0.45) ? 'Automatic' : 'Manual';
  const euro = BASE_PRICE[make] * (fuel === 'Electric' ? 1.25 : 1) * (body === 'SUV' ? 1.15 : 1) * Math.pow(0.87, age) * r.float(0.9, 1.1) * (1 - Math.min(km, 150000) / 600000);
  const price = UK(dealer) ? Math.round((euro * 0.86) / 100) * 100 - r.pick([0, 5, 10, 1]) : Math.round(euro / 100) * 100 - r.pick([10, 10, 5, 0, 1]);
  let stock;
  do stock = `${dealer.code}-${r.int(1000, 9999)}`;
  while (usedStock.has(stock));
  usedStock.add(stock);
  return {
    name: `${make} ${model} ${trim}`, make, model, trim, fuel, cc, kW, body, gearbox, reg, year, km, price, dealer,
    currency: UK(dealer) ? 'GBP' : 'EUR', owners: r.weighted([[1, 5], [2, 4], [3, 2], [4, 1]]),
    colour: r.weighted(COLOURS.map((c, j) => [c, COLOUR_W[j]])), fsh: r.chance(0.68), stock,
  };
});

// ------------------------------------------------------------------ how a page states each value
const fmtThousands = (n, sep) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
function countryStyle(d) {
  return { 'United Kingdom': 'uk', Ireland: 'ie', Germany: 'de', Netherlands: 'nl', France: 'fr' }[d.country];
}
/** → [text, value] for the price. */
function priceText(c, k) {
  const st = countryStyle(c.dealer);
  const p = c.price;
  const opts = {
    uk: [`£${group(p)}`, `£${group(p)}`, `GBP ${group(p)}`],
    ie: [`€${group(p)}`, `${group(p)} EUR`, `€${group(p)}`],
    de: [`EUR ${fmtThousands(p, '.')}`, `${fmtThousands(p, '.')} €`],
    nl: [`€ ${fmtThousands(p, '.')}`, `EUR ${fmtThousands(p, '.')}`],
    fr: [`${fmtThousands(p, ' ')} €`, `${fmtThousands(p, ' ')} EUR`],
  }[st];
  return opts[k % opts.length];
}
/** → [text, km] */
function mileageText(c, k) {
  const st = countryStyle(c.dealer);
  if (st === 'uk') {
    const mi = Math.round(c.km / KM_PER_MI);
    return [k % 2 ? `${group(mi)} miles` : `${group(mi)} mi`, mi * KM_PER_MI];
  }
  if (st === 'ie') return [`${group(c.km)} km`, c.km];
  if (st === 'fr') return [`${fmtThousands(c.km, ' ')} km`, c.km];
  return [`${fmtThousands(c.km, '.')} km`, c.km];
}
/** → [text, litres] or [null, null] for an electric car */
function engineText(c, k) {
  if (c.cc == null) return [null, null];
  const l = Math.round(c.cc / 100) / 10;
  switch (k % 4) {
    case 0: return [`${l.toFixed(1)} L`, l];
    case 1: return [`${c.cc} cc`, c.cc / 1000];
    case 2: return [`${l.toFixed(1)}-litre`, l];
    default: return [`${group(c.cc)} cc`, c.cc / 1000];
  }
}
/** → [text, kW] */
function powerText(c, k, style) {
  const ps = Math.round(c.kW / KW_PER_PS);
  const hp = Math.round(c.kW / KW_PER_HP);
  const s = style ?? ['hp', 'PS', 'kW', 'kWPS', 'bhp'][k % 5];
  if (s === 'hp') return [`${hp} hp`, hp * KW_PER_HP];
  if (s === 'bhp') return [`${hp} bhp`, hp * KW_PER_HP];
  if (s === 'PS') return [`${ps} PS`, ps * KW_PER_PS];
  if (s === 'kW') return [`${c.kW} kW`, c.kW];
  return [`${c.kW} kW (${ps} PS)`, c.kW];
}
const FUEL_TEXT = { Petrol: ['Petrol', 'petrol', 'Petrol'], Diesel: ['Diesel', 'diesel', 'Diesel'], Hybrid: ['Hybrid', 'Petrol hybrid', 'Hybrid (petrol/electric)'],
  Electric: ['Electric', 'Electric (BEV)', 'electric'] };
const fuelText = (c, k) => (c.make === 'Ford' && c.fuel === 'Hybrid' ? 'Plug-in hybrid' : FUEL_TEXT[c.fuel][k % 3]);
const GEAR_TEXT = { Manual: ['Manual', '6-speed manual', 'manual'], Automatic: ['Automatic', 'Auto', '7-speed automatic'] };
const gearText = (c, k) => (c.make === 'Toyota' ? 'CVT automatic' : GEAR_TEXT[c.gearbox][k % 3]);
const dateStyles = { uk: ['long', 'short', 'iso'], ie: ['long', 'iso'], de: ['dotted', 'iso'], nl: ['dotted', 'short'], fr: ['dotted', 'long'] };
const regText = (c, k) => fmtDate(c.reg, dateStyles[countryStyle(c.dealer)][k % dateStyles[countryStyle(c.dealer)].length]);

// ------------------------------------------------------------------ facts
const corpus = new Corpus(dir);
/** s: the stated strings plus the canonical numbers they imply. */
function carFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'car', attr, value, unit, stated, file);
  F('make', c.make, '', s.make ?? c.make);
  F('model', c.model, 'text', '');
  F('dealer', c.dealer.name, '', c.dealer.name);
  F('stock_no', c.stock, 'text', c.stock);
  F('price', c.price, c.currency, s.price);
  F('mileage', s.km, 'km', s.mileage);
  F('engine_size', s.noEngine ? null : s.litres, 'L', s.noEngine ? '' : s.engine ?? '');
  F('power', s.kW, 'kW', s.power);
  F('fuel', c.fuel, '', s.fuel);
  F('gearbox', c.gearbox, '', s.gearbox);
  F('first_registration', c.reg, 'date', s.reg);
  F('owners', s.noOwners ? null : c.owners, '', s.noOwners ? '' : s.owners ?? String(c.owners));
  F('colour', s.noColour ? null : c.colour, '', s.noColour ? '' : s.colour ?? c.colour);
  F('body', c.body, '', s.body ?? c.body);
  F('full_service_history', c.fsh, 'bool', s.fsh ?? '');
}
function dealerFacts(d, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(d.name, 'dealer', attr, value, unit, stated, file);
  F('city', d.city, '', d.city);
  F('country', d.country, '', d.country);
  F('phone', d.phone, 'text', d.phone);
  F('opened', d.opened, 'year', String(d.opened));
  F('staff', d.staff, '', String(d.staff));
  void s;
}
function brandFacts(b, file) {
  const F = (attr, value, unit, stated) => corpus.fact(b.name, 'brand', attr, value, unit, stated, file);
  F('country', b.country, '', b.country);
  F('founded', b.founded, 'year', String(b.founded));
  F('headquarters', b.hq, '', b.hq);
}

/** Every stated form of one listing page. */
function pageStates(c, k) {
  const [mileage, km] = mileageText(c, k);
  const [engine, litres] = engineText(c, k + 1);
  const [power, kW] = powerText(c, k, UK(c.dealer) ? ['hp', 'bhp', 'kW'][k % 3] : c.dealer.country === 'Ireland' ? ['hp', 'kW'][k % 2] : ['PS', 'kWPS', 'kW'][k % 3]);
  return { price: priceText(c, k), mileage, km, engine, litres, noEngine: engine == null, power, kW, fuel: fuelText(c, k), gearbox: gearText(c, k), reg: regText(c, k) };
}
function carProse(c, s, k) {
  const opts = [
    `This ${c.make} ${c.model} has covered ${s.mileage} since it was first registered.`,
    `Available now at ${c.dealer.name} for ${s.price}.`,
    `This car has had ${c.owners} previous owner${c.owners === 1 ? "" : "s"}.`,
    `The ${c.model} is finished in ${c.colour.toLowerCase()} and comes with a ${c.gearbox.toLowerCase()} gearbox.`,
    `First registered on ${fmtDate(c.reg, 'long')}, it is ready to drive away.`,
  ];
  return [opts[k % opts.length]];
}
const serviceRow = (c, k) => [
  ['Service history', c.fsh ? 'Full' : 'Partial'],
  ['Full service history', c.fsh ? '✓' : '✗'],
  ['FSH', c.fsh ? 'Y' : 'N'],
  ['Service history', c.fsh ? 'Full dealer history' : 'Part history'],
][k % 4];
const ownersRow = (c, k) => [
  ['Previous owners', String(c.owners)],
  ['Owners', String(c.owners)],
  [UK(c.dealer) ? 'Previous keepers' : 'Number of owners', String(c.owners)],
][k % 3];
const dealerLabel = (k) => ['Dealer', 'Sold by', 'Branch', 'Available at'][k % 4];
const fuelLabel = (k) => ['Fuel', 'Fuel type', 'Engine type'][k % 3];
const gearLabel = (k) => ['Transmission', 'Gearbox'][k % 2];
const regLabel = (k) => ['First registration', 'First registered', 'Registration date', 'Date of first registration'][k % 4];
const colourLabel = (k) => ['Colour', 'Exterior colour', 'Paint', 'Colour'][k % 4];
const bodyLabel = (k) => ['Body type', 'Body style', 'Body'][k % 3];

function specRows(c, s, k) {
  const rows = [
    [['Make', 'Manufacturer', 'Brand'][k % 3], c.make],
    ['Model', c.model],
    ['Trim', c.trim],
    ['Stock no.', c.stock],
    ['Price', s.price],
    [['Mileage', 'Odometer', 'Mileage'][k % 3], s.mileage],
    [regLabel(k), s.reg],
    [fuelLabel(k), s.fuel],
  ];
  if (s.engine) rows.push([['Engine size', 'Engine', 'Displacement', 'Engine capacity'][k % 4], s.engine]);
  rows.push(
    [['Power', 'Engine power', 'Output'][k % 3], s.power],
    [gearLabel(k), s.gearbox],
    [bodyLabel(k), c.body],
    [colourLabel(k), c.colour],
    ownersRow(c, k),
    serviceRow(c, k),
    [dealerLabel(k), c.dealer.name],
  );
  return rows;
}

// ------------------------------------------------------------------ layouts
const EXPORT = { csv: 'Rheinblick Automobile', tsv: 'Salford Quays Car Centre', semicolon: 'Domstad Occasions', json_flat: 'Liffey Motor Company' };
const EXPORT_N = { csv: 5, tsv: 5, semicolon: 4, json_flat: 4 };
const PAGE_LAYOUTS = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested'];
const assign = new Map([...PAGE_LAYOUTS, ...Object.keys(EXPORT)].map((l) => [l, []]));
const inExport = new Set();
for (const [layout, dealer] of Object.entries(EXPORT)) {
  const mine = cars.filter((c) => c.dealer.name === dealer).slice(0, EXPORT_N[layout]);
  mine.forEach((c) => inExport.add(c));
  assign.get(layout).push(...mine);
}
r.shuffle(cars.filter((c) => !inExport.has(c))).forEach((c, i) => assign.get(PAGE_LAYOUTS[i % PAGE_LAYOUTS.length]).push(c));
const carFolder = (c) => `stock/${slug(c.dealer.name)}`;
let k = 0;

for (const c of assign.get('html_table')) {
  const file = `${carFolder(c)}/${slug(c.name)}.html`;
  const s = pageStates(c, k);
  corpus.write(file, htmlTablePage({ title: c.name, docTitle: `${c.name} | ${c.dealer.name}`, crumbs: ['Used cars', c.make, c.model], lead: carProse(c, s, k),
    sections: [{ heading: 'Vehicle details', rows: specRows(c, s, k) }], colA: 'Specification', colB: 'Details', footer: `Stock ${c.stock}. Subject to availability.` }));
  carFacts(c, file, s);
  k++;
}
for (const c of assign.get('html_dl')) {
  const file = `${carFolder(c)}/${slug(c.name)}.html`;
  const s = pageStates(c, k);
  const rows = specRows(c, s, k);
  corpus.write(file, htmlDlPage({ title: c.name, docTitle: `Used ${c.make} ${c.model} for sale`, site: c.dealer.name, lead: carProse(c, s, k),
    sections: [{ heading: 'Key facts', rows: rows.slice(0, 8) }, { heading: 'Specification', rows: rows.slice(8) }] }));
  carFacts(c, file, s);
  k++;
}
for (const c of assign.get('html_infobox')) {
  const file = `${carFolder(c)}/${slug(c.name)}.html`;
  const s = pageStates(c, k);
  const rows = specRows(c, s, k);
  corpus.write(file, htmlInfoboxPage({ title: c.name, lead: carProse(c, s, k), sections: [{ heading: 'Listing', rows: rows.slice(0, 7) }, { heading: 'Technical', rows: rows.slice(7) }],
    footer: 'All prices include VAT where applicable.' }));
  carFacts(c, file, s);
  k++;
}
for (const c of assign.get('md_bullets')) {
  const file = `${carFolder(c)}/${slug(c.name)}.md`;
  const s = pageStates(c, k);
  corpus.write(file, mdBulletsNote({ title: c.name, lead: carProse(c, s, k), sections: [{ heading: 'Details', rows: specRows(c, s, k) }] }));
  carFacts(c, file, s);
  k++;
}
for (const c of assign.get('md_yaml')) {
  const file = `${carFolder(c)}/${slug(c.name)}.md`;
  const s = pageStates(c, k);
  const rows = specRows(c, s, k).filter(([key]) => !['Make', 'Manufacturer', 'Brand', 'Model', 'Stock no.', 'Price'].includes(key) && key !== dealerLabel(k));
  corpus.write(file, mdYamlTableNote({
    title: c.name,
    frontMatter: [['title', c.name], ['make', c.make], ['model', c.model], ['stock_no', c.stock], ['price', s.price], ['dealer', c.dealer.name], ['status', 'for sale']],
    lead: carProse(c, s, k), sections: [{ heading: 'Specification', rows }], colA: 'Feature', colB: 'Value',
  }));
  carFacts(c, file, s);
  k++;
}
for (const c of assign.get('txt')) {
  const file = `${carFolder(c)}/${slug(c.name)}.txt`;
  const s = pageStates(c, k);
  corpus.write(file, txtProfile({ txtHeader: `VEHICLE: ${c.name.toUpperCase()}\n${'='.repeat(40)}`, sections: [{ rows: specRows(c, s, k) }], lead: carProse(c, s, k) }));
  carFacts(c, file, s);
  k++;
}
for (const c of assign.get('json_nested')) {
  const file = `${carFolder(c)}/${slug(c.name)}.json`;
  const s = pageStates(c, k);
  const st = countryStyle(c.dealer);
  const mileage = st === 'uk' ? { value: Math.round(c.km / KM_PER_MI), unit: 'mi' } : { value: c.km, unit: 'km' };
  const kmv = st === 'uk' ? mileage.value * KM_PER_MI : c.km;
  const power = st === 'uk' ? { value: Math.round(c.kW / KW_PER_HP), unit: 'hp' } : { value: Math.round(c.kW / KW_PER_PS), unit: 'PS' };
  const kWv = power.unit === 'hp' ? power.value * KW_PER_HP : power.value * KW_PER_PS;
  const rec = {
    listing: {
      title: c.name, stock_number: c.stock, status: 'available',
      vehicle: {
        make: c.make, model: c.model, trim: c.trim, body_type: c.body, color: c.colour,
        first_registered: c.reg,
        powertrain: { fuel_type: c.fuel.toLowerCase(), engine_cc: c.cc, power, transmission: c.gearbox.toLowerCase() },
        odometer: mileage,
        history: { previous_owners: c.owners, full_service_history: c.fsh },
      },
      price: { amount: c.price, currency: c.currency },
      seller: { dealer: c.dealer.name, city: c.dealer.city },
      note: carProse(c, { ...s, mileage: `${group(mileage.value)} ${mileage.unit === 'mi' ? 'miles' : 'km'}`, price: `${c.price} ${c.currency}` }, k)[0],
    },
  };
  corpus.write(file, JSON.stringify(rec, null, 2) + '\n');
  carFacts(c, file, { price: String(c.price), mileage: String(mileage.value), km: kmv, engine: c.cc == null ? '' : String(c.cc), litres: c.cc == null ? null : c.cc / 1000,
    noEngine: c.cc == null, power: String(power.value), kW: kWv, fuel: c.fuel.toLowerCase(), gearbox: c.gearbox.toLowerCase(), reg: c.reg });
  k++;
}
// --- CSV export (German branch): units in the header, plain numbers
{
  const file = 'exports/rheinblick-stock-export.csv';
  const header = ['stock_no', 'vehicle', 'make', 'model', 'first_registration', 'Mileage (km)', 'Price (EUR)', 'fuel', 'engine (cc)', 'power (kW)', 'gearbox', 'body', 'colour',
    'owners', 'service_history', 'branch'];
  const rows = assign.get('csv').map((c) => {
    carFacts(c, file, { price: String(c.price), mileage: String(c.km), km: c.km, engine: c.cc == null ? '' : String(c.cc), litres: c.cc == null ? null : c.cc / 1000,
      noEngine: c.cc == null, power: String(c.kW), kW: c.kW, fuel: c.fuel, gearbox: c.gearbox, reg: c.reg, fsh: c.fsh ? 'full' : 'partial' });
    return [c.stock, c.name, c.make, c.model, c.reg, c.km, c.price, c.fuel, c.cc ?? '', c.kW, c.gearbox, c.body, c.colour, c.owners, c.fsh ? 'full' : 'partial', c.dealer.name];
  });
  corpus.write(file, delimited(header, rows));
}
// --- TSV (UK branch): units inside the values
{
  const file = 'exports/salford-quays-forecourt.tsv';
  const header = ['Vehicle', 'Ref', 'Reg. date', 'Mileage', 'Price', 'Fuel', 'Engine', 'Power', 'Transmission', 'Body', 'Colour', 'Keepers', 'FSH', 'Location'];
  const rows = assign.get('tsv').map((c, i) => {
    const mi = Math.round(c.km / KM_PER_MI);
    const [engine, litres] = engineText(c, 0);
    const hp = Math.round(c.kW / KW_PER_HP);
    const s = { price: `£${group(c.price)}`, mileage: `${group(mi)} mi`, km: mi * KM_PER_MI, engine, litres, noEngine: engine == null, power: `${hp} hp`, kW: hp * KW_PER_HP,
      fuel: fuelText(c, i), gearbox: gearText(c, i), reg: fmtDate(c.reg, 'short'), owners: String(c.owners), fsh: c.fsh ? 'Y' : 'N' };
    carFacts(c, file, s);
    return [c.name, c.stock, s.reg, s.mileage, s.price, s.fuel, engine ?? 'electric', s.power, s.gearbox, c.body, c.colour, c.owners, s.fsh, c.dealer.name];
  });
  corpus.write(file, delimited(header, rows, '\t'));
}
// --- semicolon CSV (Dutch branch): decimal commas, n/a for unknown values
{
  const file = 'exports/domstad-voorraad.csv';
  const header = ['name', 'stock_no', 'first_registration', 'mileage_km', 'price_eur', 'fuel', 'engine_l', 'power_kw', 'gearbox', 'body', 'colour', 'owners', 'full_service_history', 'dealer'];
  const lst = assign.get('semicolon');
  const noOwners = new Set([lst[1].name]);
  const noColour = new Set([lst[2].name]);
  const rows = lst.map((c) => {
    const l = c.cc == null ? null : Math.round(c.cc / 100) / 10;
    const lt = l == null ? 'n/a' : l.toFixed(1).replace('.', ',');
    const s = { price: `${fmtThousands(c.price, '.')},00`, mileage: String(c.km), km: c.km, engine: l == null ? '' : lt, litres: l, noEngine: l == null, power: String(c.kW), kW: c.kW,
      fuel: c.fuel, gearbox: c.gearbox, reg: fmtDate(c.reg, 'dotted'), noOwners: noOwners.has(c.name), noColour: noColour.has(c.name), fsh: c.fsh ? 'ja' : 'nee' };
    carFacts(c, file, s);
    return [c.name, c.stock, s.reg, c.km, s.price, c.fuel, lt, c.kW, c.gearbox, c.body, noColour.has(c.name) ? 'n/a' : c.colour, noOwners.has(c.name) ? 'n/a' : c.owners,
      c.fsh ? 'ja' : 'nee', c.dealer.name];
  });
  corpus.write(file, delimited(header, rows, ';'));
}
// --- JSON flat records (Irish branch)
{
  const file = 'exports/liffey-motors-feed.json';
  const recs = assign.get('json_flat').map((c) => {
    const hp = Math.round(c.kW / KW_PER_HP);
    carFacts(c, file, { price: String(c.price), mileage: String(c.km), km: c.km, engine: c.cc == null ? '' : String(c.cc), litres: c.cc == null ? null : c.cc / 1000,
      noEngine: c.cc == null, power: String(hp), kW: hp * KW_PER_HP, fuel: c.fuel, gearbox: c.gearbox, reg: c.reg });
    return { vehicle: c.name, stock_no: c.stock, make: c.make, model: c.model, registered: c.reg, odometer_km: c.km, price_eur: c.price, fuel: c.fuel, engine_cc: c.cc,
      power_hp: hp, transmission: c.gearbox, body_style: c.body, colour: c.colour, previous_owners: c.owners, fsh: c.fsh, dealer: c.dealer.name };
  });
  corpus.write(file, JSON.stringify({ feed: 'Liffey Motor Company – live stock', generated: '2024-11-18', vehicles: recs }, null, 2) + '\n');
}

// ------------------------------------------------------------------ dealerships: one page each, eight layouts
const DEALER_LAYOUTS = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested', 'json_flat'];
r.shuffle(DEALERS).forEach((d, i) => {
  const L = DEALER_LAYOUTS[i];
  const base = `dealers/${slug(d.name)}`;
  const n = cars.filter((c) => c.dealer === d).length;
  const lead = [[`${d.name} has been trading in ${d.city} since ${d.opened}.`, `The ${d.city} team is ${d.staff} people strong.`, `Call us on ${d.phone} to book a test drive.`][i % 3]];
  const rows = [['City', d.city], ['Country', d.country], [['Phone', 'Telephone', 'Tel.'][i % 3], d.phone], [['Opened', 'Established', 'Trading since'][i % 3], String(d.opened)],
    [['Staff', 'Employees', 'Number of staff'][i % 3], String(d.staff)], ['Cars in stock', String(n)]];
  let file;
  if (L === 'html_table') corpus.write((file = `${base}.html`), htmlTablePage({ title: d.name, crumbs: ['Our branches'], lead, sections: [{ heading: 'Branch details', rows }] }));
  else if (L === 'html_dl') corpus.write((file = `${base}.html`), htmlDlPage({ title: d.name, site: 'Branch directory', lead, sections: [{ heading: 'About the branch', rows }] }));
  else if (L === 'html_infobox') corpus.write((file = `${base}.html`), htmlInfoboxPage({ title: d.name, lead, sections: [{ heading: 'Branch', rows }] }));
  else if (L === 'md_bullets') corpus.write((file = `${base}.md`), mdBulletsNote({ title: d.name, lead, sections: [{ heading: 'Branch facts', rows }] }));
  else if (L === 'md_yaml')
    corpus.write((file = `${base}.md`), mdYamlTableNote({ title: d.name, frontMatter: [['branch', d.name], ['city', d.city], ['country', d.country], ['opened', d.opened]], lead,
      sections: [{ heading: 'Contact and team', rows: [['Phone', d.phone], ['Staff', String(d.staff)], ['Cars in stock', String(n)]] }] }));
  else if (L === 'txt') corpus.write((file = `${base}.txt`), txtProfile({ txtHeader: `BRANCH: ${d.name.toUpperCase()}`, sections: [{ rows }], lead }));
  else if (L === 'json_nested')
    corpus.write((file = `${base}.json`), JSON.stringify({ branch: { name: d.name, address: { city: d.city, country: d.country }, contact: { phone: d.phone },
      facts: { opened: d.opened, staff_count: d.staff, stock_count: n }, about: lead[0] } }, null, 2) + '\n');
  else corpus.write((file = `${base}.json`), JSON.stringify({ dealer: d.name, city: d.city, country: d.country, phone: d.phone, opened: d.opened, employees: d.staff, note: lead[0] }, null, 2) + '\n');
  dealerFacts(d, file);
});

// ------------------------------------------------------------------ brands: one page each
const BRAND_LAYOUTS = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt'];
r.shuffle(BRANDS).forEach((b, i) => {
  const L = BRAND_LAYOUTS[i % BRAND_LAYOUTS.length];
  const base = `brands/${slug(b.name)}`;
  const models = [...new Set(cars.filter((c) => c.make === b.name).map((c) => c.model.split(' ')[0]))];
  const lead = [[`${b.name} was founded in ${b.founded}.`, `${b.name} is headquartered in ${b.hq}, ${b.country}.`, `The brand comes from ${b.country}.`][i % 3]];
  if (b.name === 'Skoda') lead.push('Škoda Auto is written Skoda in our listings.');
  const rows = [[['Country of origin', 'Country', 'Origin'][i % 3], b.country], [['Founded', 'Year founded', 'Established'][i % 3], String(b.founded)], [['Headquarters', 'HQ'][i % 2], b.hq],
    ['Models in our stock', models.length ? models.join(', ') : 'none at the moment']];
  let file;
  if (L === 'html_table') corpus.write((file = `${base}.html`), htmlTablePage({ title: b.name, crumbs: ['Brands'], lead, sections: [{ heading: 'Brand facts', rows }] }));
  else if (L === 'html_dl') corpus.write((file = `${base}.html`), htmlDlPage({ title: b.name, site: 'Brand guide', lead, sections: [{ heading: 'At a glance', rows }] }));
  else if (L === 'html_infobox') corpus.write((file = `${base}.html`), htmlInfoboxPage({ title: b.name, lead, sections: [{ heading: 'Manufacturer', rows }] }));
  else if (L === 'md_bullets') corpus.write((file = `${base}.md`), mdBulletsNote({ title: b.name, lead, sections: [{ heading: 'Facts', rows }] }));
  else if (L === 'md_yaml')
    corpus.write((file = `${base}.md`), mdYamlTableNote({ title: b.name, frontMatter: [['brand', b.name], ['country', b.country], ['founded', b.founded]], lead,
      sections: [{ heading: 'More', rows: rows.slice(2) }] }));
  else corpus.write((file = `${base}.txt`), txtProfile({ txtHeader: `BRAND: ${b.name.toUpperCase()}`, sections: [{ rows }], lead }));
  brandFacts(b, file);
});

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', 'Shared drive of the dealer group.\nstock/ holds one page per car, per branch; exports/ the stock feeds some branches send; dealers/ and brands/ the reference pages.\nPrices are in the currency of the branch (GBP in the UK, EUR elsewhere); nothing is converted.\n');
corpus.write('policies/warranty.md', '# Warranty policy\n\nEvery car under 100,000 miles (160,000 km) leaves with a 12-month warranty; older or higher-mileage cars get 3 months.\nElectric cars keep the rest of their battery warranty (usually 8 years or 160,000 km).\n');
corpus.write('policies/part-exchange.txt', 'PART EXCHANGE\n\nWe value part-exchange cars within 24 hours. A car with a full service history is usually worth 5-10% more.\nBring both keys and the V5C (UK) or the Zulassungsbescheinigung (DE).\n');

const stats = corpus.flush(source);
console.log(`cars: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
