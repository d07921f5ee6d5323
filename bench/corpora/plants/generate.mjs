#!/usr/bin/env node
// Plants corpus (held-out): the shared drive of a small garden-centre group, "Greenacre Garden Centres" — 50
// plants on sale, 14 genus reference pages, 10 growers (suppliers), 4 garden centres, and a few background documents.
//   node bench/corpora/plants/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "plants-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Canonical units of source.csv: height and spread in metres (a page saying "4 ft" holds 4 × 0.3048, "2 ft 6 in"
// holds 30 × 0.0254, "120 cm" 1.2, "1,2 m" 1.2; a range "60–90 cm" holds its upper bound in height and its lower
// bound in height_from); hardiness as the lowest temperature in °C (a page saying "5 °F" holds (5 − 32) × 5/9);
// pot size in litres (a page saying "2 gal" holds 2 × 3.785411784, "1 qt" 0.946352946); price in the currency the
// page states (GBP, EUR or USD, never converted); stock as a number of plants ("two dozen" holds 24, "none (on
// order)" 0); flowering as the list of English month names of the stated period ("June–August", "juin à août" hold
// June, July, August); dates ISO. Centre areas in hectares ("3.5 acres" holds 3.5 × 0.40468564224).
// Links: plant → genus (family, native region, common name, species), plant → supplier (country, town, founded,
// peat-free), plant → centre (city, country, opened, area). Plant pages never state the genus's family or native
// region, the supplier's country or the centre's city. plant → companions ("Goes well with") names other plants.
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
const r = rng('plants-v1');

const M_PER_FT = 0.3048;
const M_PER_IN = 0.0254;
const L_PER_GAL = 3.785411784;
const L_PER_QT = 0.946352946;
const HA_PER_ACRE = 0.40468564224;
const GROUP = 'Greenacre Garden Centres';

// ------------------------------------------------------------------ centres
const CENTRES = [
  { name: 'Fossgate', city: 'York', country: 'United Kingdom', style: 'uk', opened: '1998-04-11', area: { text: '3.5 acres', ha: 3.5 * HA_PER_ACRE }, staff: 22, manager: 'Helen Marsh', hours: 'Mon–Sat 9:00–17:30, Sun 10:30–16:30', delivery: true },
  { name: 'Ranelagh', city: 'Dublin', country: 'Ireland', style: 'ie', opened: '2009-09-05', area: { text: '0.8 ha', ha: 0.8 }, staff: 11, manager: 'Ciarán Doyle', hours: 'Daily 9:00–18:00', delivery: false },
  { name: 'Doutre', city: 'Angers', country: 'France', style: 'fr', opened: '2014-03-22', area: { text: '12 000 m²', ha: 1.2 }, staff: 15, manager: 'Solène Marchand', hours: 'Mar–Sam 9h–19h, Dim 9h–13h', delivery: true },
  { name: 'Sellwood', city: 'Portland', country: 'United States', style: 'us', opened: '2019-05-18', area: { text: '2 acres', ha: 2 * HA_PER_ACRE }, staff: 18, manager: 'Dana Whitaker', hours: 'Daily 8:00 AM – 7:00 PM', delivery: true },
];
const CUR = { uk: 'GBP', ie: 'EUR', fr: 'EUR', us: 'USD' };

// ------------------------------------------------------------------ genera [name, family, native region, common name, species, species text]
const GENERA = [
  ['Lavandula', 'Lamiaceae', 'Mediterranean', 'lavender', 47, 'about 47'],
  ['Salvia', 'Lamiaceae', 'Central America', 'sage', 1000, 'nearly 1,000'],
  ['Rosa', 'Rosaceae', 'Asia', 'rose', 300, 'c. 300'],
  ['Hydrangea', 'Hydrangeaceae', 'East Asia', 'hydrangea', 75, 'around 75'],
  ['Clematis', 'Ranunculaceae', 'East Asia', 'clematis', 300, 'some 300'],
  ['Helleborus', 'Ranunculaceae', 'Europe', 'hellebore', 20, 'twenty'],
  ['Hosta', 'Asparagaceae', 'East Asia', 'plantain lily', 45, '~45'],
  ['Acer', 'Sapindaceae', 'Northern Hemisphere', 'maple', 130, 'about 130'],
  ['Heuchera', 'Saxifragaceae', 'North America', 'coral bells', 37, '37'],
  ['Echinacea', 'Asteraceae', 'North America', 'coneflower', 10, 'ten'],
  ['Rudbeckia', 'Asteraceae', 'North America', 'black-eyed Susan', 23, 'about 23'],
  ['Miscanthus', 'Poaceae', 'East Asia', 'silver grass', 15, 'c. 15'],
  ['Hebe', 'Plantaginaceae', 'New Zealand', 'hebe', 90, 'around 90'],
  ['Digitalis', 'Plantaginaceae', 'Europe', 'foxglove', 20, 'about 20'],
].map(([name, family, native, common, species, speciesText]) => ({ name, family, native, common, species, speciesText }));
const G = Object.fromEntries(GENERA.map((g) => [g.name, g]));

// per genus: type, evergreen, toxic, height cm [lo, hi], first flowering month (1-12) choices, months length, min temp choices, positions
const GENUS_TRAITS = {
  Lavandula: { type: 'Shrub', ever: true, toxic: true, h: [40, 90], start: [6, 7], len: [2, 3], temp: [-15, -20], pos: ['full sun'] },
  Salvia: { type: 'Perennial', ever: false, toxic: false, h: [40, 150], start: [6, 7], len: [3, 4, 5], temp: [-5, -10, -15], pos: ['full sun'] },
  Rosa: { type: 'Shrub', ever: false, toxic: false, h: [80, 150], start: [6], len: [3, 4], temp: [-20, -25], pos: ['full sun', 'full sun', 'partial shade'] },
  Hydrangea: { type: 'Shrub', ever: false, toxic: true, h: [100, 200], start: [7], len: [2, 3], temp: [-20, -25], pos: ['partial shade'] },
  Clematis: { type: 'Climber', ever: false, toxic: true, h: [200, 400], start: [5, 6], len: [2, 3], temp: [-15, -20, -25], pos: ['full sun', 'partial shade'] },
  Helleborus: { type: 'Perennial', ever: true, toxic: true, h: [30, 50], start: [1, 2], len: [3], temp: [-20, -25], pos: ['partial shade', 'full shade'] },
  Hosta: { type: 'Perennial', ever: false, toxic: true, h: [30, 90], start: [7], len: [2], temp: [-30, -35], pos: ['full shade', 'partial shade'] },
  Acer: { type: 'Tree', ever: false, toxic: false, h: [150, 500], start: [], len: [0], temp: [-20, -25], pos: ['partial shade'] },
  Heuchera: { type: 'Perennial', ever: true, toxic: false, h: [20, 50], start: [5, 6], len: [2, 3], temp: [-25, -30], pos: ['partial shade', 'full shade', 'full sun'] },
  Echinacea: { type: 'Perennial', ever: false, toxic: false, h: [50, 120], start: [7], len: [3], temp: [-30, -35], pos: ['full sun'] },
  Rudbeckia: { type: 'Perennial', ever: false, toxic: true, h: [50, 180], start: [8], len: [3], temp: [-30, -35], pos: ['full sun'] },
  Miscanthus: { type: 'Grass', ever: false, toxic: false, h: [100, 250], start: [9], len: [2], temp: [-20, -25], pos: ['full sun'] },
  Hebe: { type: 'Shrub', ever: true, toxic: false, h: [30, 150], start: [6, 7], len: [3, 4], temp: [-5, -10], pos: ['full sun'] },
  Digitalis: { type: 'Perennial', ever: false, toxic: true, h: [80, 150], start: [6], len: [2], temp: [-20, -25], pos: ['partial shade', 'partial shade', 'full sun'] },
};

// ------------------------------------------------------------------ suppliers [name, country, town, founded, peat-free]
const SUPPLIERS = [
  ['Hartley & Daughters', 'United Kingdom', 'Evesham', 1962, true],
  ['Glenholm Plants', 'United Kingdom', 'Perth', 1988, false],
  ["O'Brien Nurseries", 'Ireland', 'Kilkenny', 1975, false],
  ['Kwekerij De Linde', 'Netherlands', 'Boskoop', 1931, false],
  ['Van Rijn Perennials', 'Netherlands', 'Lisse', 2004, true],
  ['Pépinières Loire-Océan', 'France', 'Angers', 1968, false],
  ['Baumschule Lorenz', 'Germany', 'Pinneberg', 1952, true],
  ['Vivai Orsini', 'Italy', 'Pistoia', 1979, false],
  ['Cascade Perennials', 'United States', 'Salem', 1996, true],
  ['Three Rivers Growers', 'United States', 'Hood River', 2011, false],
].map(([name, country, town, founded, peatFree]) => ({ name, country, town, founded, peatFree }));
// which suppliers a centre buys from (mostly nearby growers, Dutch growers everywhere in Europe)
const SUPPLY = {
  uk: ['Hartley & Daughters', 'Glenholm Plants', 'Kwekerij De Linde', 'Van Rijn Perennials', 'Baumschule Lorenz'],
  ie: ["O'Brien Nurseries", 'Hartley & Daughters', 'Kwekerij De Linde', 'Van Rijn Perennials'],
  fr: ['Pépinières Loire-Océan', 'Vivai Orsini', 'Kwekerij De Linde', 'Baumschule Lorenz'],
  us: ['Cascade Perennials', 'Three Rivers Growers'],
};

// ------------------------------------------------------------------ the 50 plants [name, genus, flower colour, type override]
const PLANTS = [
  ['Hidcote Blue', 'Lavandula', 'purple'], ['Provence Mist', 'Lavandula', 'purple'], ['Snow Cap', 'Lavandula', 'white'], ['Velvet', 'Lavandula', 'purple'],
  ['Firecracker', 'Salvia', 'red'], ['Midnight', 'Salvia', 'blue'], ['Cherry Kiss', 'Salvia', 'red'], ['Blue Note', 'Salvia', 'blue'], ['Tango', 'Salvia', 'orange'],
  ['Rêve de Loire', 'Rosa', 'pink'], ['Honeycomb', 'Rosa', 'yellow'], ["Shepherd's Delight", 'Rosa', 'orange'], ['Maid Marian', 'Rosa', 'white', 'Climber'],
  ['Scarlet Ribbon', 'Rosa', 'red', 'Climber'], ['Mischief', 'Rosa', 'pink'],
  ['Snowball', 'Hydrangea', 'white'], ['Blue Lagoon', 'Hydrangea', 'blue'], ['Strawberry Fool', 'Hydrangea', 'pink'], ['Green Tea', 'Hydrangea', 'green'],
  ["Étoile d'Anjou", 'Clematis', 'purple'], ['Starlight', 'Clematis', 'white'], ['Winter Bells', 'Clematis', 'white'], ['Ruby Glow', 'Clematis', 'red'],
  ['Christmas Carol', 'Helleborus', 'white'], ["Molly's Rose", 'Helleborus', 'pink'], ['Plum Pudding', 'Helleborus', 'purple'], ['Patience', 'Helleborus', 'green'],
  ['Whale Tail', 'Hosta', 'purple'], ['Pistachio', 'Hosta', 'white'], ['Tortoise', 'Hosta', 'purple'],
  ['Ember', 'Acer', null], ['Autumn Fire', 'Acer', null], ['Lace Wing', 'Acer', null],
  ['Toffee', 'Heuchera', 'white'], ['Cinnamon Stick', 'Heuchera', 'pink'], ['Salt & Pepper', 'Heuchera', 'white'],
  ['Sundown', 'Echinacea', 'orange'], ['Pink Lemonade', 'Echinacea', 'pink'], ['Harvest Moon', 'Echinacea', 'yellow'],
  ['Goldfinch', 'Rudbeckia', 'yellow'], ['Copper Kettle', 'Rudbeckia', 'orange'],
  ['Silverstream', 'Miscanthus', 'silver'], ['Flamingo', 'Miscanthus', 'pink'],
  ['Sea Spray', 'Hebe', 'white'], ['Tuppence', 'Hebe', 'purple'], ['Kiwi', 'Hebe', 'white'],
  ['Foxtrot', 'Digitalis', 'pink'], ['Apricot', 'Digitalis', 'orange'], ['Thimble', 'Digitalis', 'white'], ['Lighthouse', 'Digitalis', 'yellow'],
];
const FRENCH = ['Rêve de Loire', "Étoile d'Anjou"];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const FR_TYPE = { Shrub: 'Arbuste', Perennial: 'Vivace', Climber: 'Grimpante', Tree: 'Arbre', Grass: 'Graminée' };
const FR_COLOUR = { purple: 'violet', blue: 'bleu', white: 'blanc', pink: 'rose', red: 'rouge', yellow: 'jaune', orange: 'orange', green: 'vert', silver: 'argenté' };
const FR_POS = { 'full sun': 'plein soleil', 'partial shade': 'mi-ombre', 'full shade': 'ombre' };
const STOCKS = [0, 6, 12, 12, 18, 24, 24, 30, 36, 40, 8, 15, 20, 48, 10, 5, 60];

const plants = [];
{
  // centres: the French-named plants at Doutre, the others spread over the four centres
  const others = r.shuffle(PLANTS.filter((p) => !FRENCH.includes(p[0])));
  const centreOf = new Map(FRENCH.map((n) => [n, CENTRES[2]]));
  others.forEach((p, i) => centreOf.set(p[0], CENTRES[[0, 1, 3, 2][i % 4]]));
  for (const [name, genus, colour, typeOverride] of PLANTS) {
    const t = GENUS_TRAITS[genus];
    const centre = centreOf.get(name);
    const supName = r.pick(SUPPLY[centre.style]);
    const supplier = SUPPLIERS.find((s) => s.name === supName);
    const type = typeOverride ?? t.type;
    let [lo, hi] = t.h;
    if (type === 'Climber' && genus === 'Rosa') [lo, hi] = [250, 500];
    const hCm = Math.round(r.int(lo, hi) / 10) * 10;
    const ranged = (type === 'Perennial' || type === 'Grass') && hCm >= 60 && r.chance(0.35);
    const fromCm = ranged ? hCm - (hCm >= 120 ? 40 : 20) : hCm;
    const spreadCm = Math.max(20, Math.round((hCm * r.float(0.5, 1.1)) / 10) * 10);
    let months = [];
    if (name === 'Winter Bells') months = ['December', 'January', 'February'];
    else if (t.start.length) {
      const s = r.pick(t.start);
      const n = r.pick(t.len);
      months = Array.from({ length: n }, (_, j) => MONTHS[(s - 1 + j) % 12]);
    }
    const ever = name === 'Winter Bells' ? true : t.ever;
    const tempC = name === 'Winter Bells' ? -10 : r.pick(t.temp);
    const position = r.pick(t.pos);
    const potL = type === 'Tree' ? r.pick([10, 12, 20]) : type === 'Perennial' ? r.pick([1, 2, 2, 3]) : type === 'Grass' ? r.pick([3, 5]) : r.pick([3, 5, 7.5]);
    const stock = r.pick(STOCKS);
    const agm = r.chance(0.35);
    const month = r.int(1, 11);
    const delivered = isoDate(2025, month, r.int(1, 28));
    plants.push({ name, genus, colour, type, centre, supplier, hCm, fromCm, ranged, spreadCm, months, ever, toxic: t.toxic, tempC, position, potL, stock, agm, delivered, french: FRENCH.includes(name) });
  }
  // companions: about two thirds of the plants name one or two others of another genus
  for (const p of plants) {
    if (!r.chance(0.65)) {
      p.companions = [];
      continue;
    }
    const pool = plants.filter((q) => q.genus !== p.genus);
    p.companions = r.sample(pool, r.int(1, 2)).map((q) => q.name);
  }
}

// ------------------------------------------------------------------ how a page states each value
const comma = (s) => String(s).replace('.', ',');
const fr = (p) => p.french; // French labels and wording (the two French-named plants)
const frNum = (p) => p.centre.style === 'fr'; // decimal commas (every Doutre plant)
const usa = (p) => p.centre.style === 'us';

/** → [text, metres] for a length in cm (single value) */
function lenText(p, cm, k, allowFeet = true) {
  const st = p.centre.style;
  if (st === 'us') {
    const inches = Math.max(6, Math.round(cm / 2.54 / 6) * 6);
    const m = inches * M_PER_IN;
    if (inches < 24) return [`${inches} in`, m];
    const ft = Math.floor(inches / 12);
    const rest = inches % 12;
    if (rest === 0) return [[`${ft} ft`, `${ft} feet`, `${ft}'`][k % 3], m];
    return [[`${ft} ft ${rest} in`, `${ft}' ${rest}"`, `${(inches / 12).toFixed(1)} ft`][k % 3], m];
  }
  const m = cm / 100;
  if (st === 'uk') {
    if (k % 3 === 2 && allowFeet) {
      const ft = Math.max(1, Math.round(cm / 30.48));
      return [`${ft} ft`, ft * M_PER_FT];
    }
    if (k % 3 === 1) return [`${Number(m.toFixed(2))} m (${Math.max(1, Math.round(cm / 30.48))} ft)`, m];
    return [`${cm} cm`, m];
  }
  if (st === 'fr') return [[`${comma(m)} m`, `${cm} cm`][k % 2], m];
  return [[`${cm} cm`, `${m} m`, `${cm}cm`][k % 3], m];
}
/** → [text, metres, from metres] */
function heightText(p, k) {
  if (!p.ranged) {
    const [t, m] = lenText(p, p.hCm, k);
    return [t, m, m];
  }
  const st = p.centre.style;
  if (st === 'us') {
    const hi = Math.max(1, Math.round(p.hCm / 30.48));
    const lo = Math.max(1, Math.round(p.fromCm / 30.48));
    if (lo === hi) return [`${hi} ft`, hi * M_PER_FT, hi * M_PER_FT];
    return [[`${lo}–${hi} ft`, `${lo} to ${hi} feet`][k % 2], hi * M_PER_FT, lo * M_PER_FT];
  }
  if (fr(p)) return [`${p.fromCm} à ${p.hCm} cm`, p.hCm / 100, p.fromCm / 100];
  if (st === 'fr') return [`${comma(p.fromCm / 100)}–${comma(p.hCm / 100)} m`, p.hCm / 100, p.fromCm / 100];
  return [[`${p.fromCm}–${p.hCm} cm`, `${p.fromCm}-${p.hCm}cm`, `${p.fromCm / 100}–${p.hCm / 100} m`][k % 3], p.hCm / 100, p.fromCm / 100];
}
/** a round Fahrenheit figure near the Celsius one */
const fahr = (c) => Math.round(((c * 9) / 5 + 32) / 5) * 5;
/** US container: null = 1 quart, else gallons */
const gallons = (l) => (l <= 1 ? null : l <= 3 ? 1 : l <= 5 ? 2 : l <= 12 ? 3 : 5);
/** → [text, °C] */
function tempText(p, k) {
  if (usa(p)) {
    const f = fahr(p.tempC);
    const c = ((f - 32) * 5) / 9;
    return [[`${f} °F`, `to ${f}°F`, `hardy to ${f} °F`][k % 3], c];
  }
  const minus = k % 4 === 3 ? '−' : '-';
  const v = `${minus}${Math.abs(p.tempC)}`;
  if (fr(p)) return [`jusqu'à ${v} °C`, p.tempC];
  return [[`${v} °C`, `to ${v}°C`, `${v}°C`, `${v} °C (frost hardy)`][k % 4], p.tempC];
}
function monthsText(p, k) {
  if (!p.months.length) return fr(p) ? 'sans intérêt' : ['not grown for flowers', 'n/a', '—'][k % 3];
  const a = p.months[0];
  const b = p.months[p.months.length - 1];
  if (fr(p)) return `${MOIS[MONTHS.indexOf(a)]} à ${MOIS[MONTHS.indexOf(b)]}`;
  return [`${a}–${b}`, `${a.slice(0, 3)}–${b.slice(0, 3)}`, `${a} to ${b}`][k % 3];
}
/** → [text, litres] */
function potText(p, k) {
  if (usa(p)) {
    const gal = gallons(p.potL);
    if (gal == null) return ['1 qt', L_PER_QT];
    return [[`${gal} gal`, `${gal} gallon`, `#${gal} container (${gal} gal)`][k % 3], gal * L_PER_GAL];
  }
  const v = frNum(p) ? comma(p.potL) : String(p.potL);
  if (fr(p)) return [`pot de ${v} L`, p.potL];
  return [[`${v} L`, `${v} litre pot`, `${v}L`, `${v} litre`][k % 4], p.potL];
}
function priceOf(p) {
  const base = 3 + p.potL * 1.6 + (p.agm ? 2 : 0) + (p.type === 'Tree' ? 25 : 0);
  const cur = CUR[p.centre.style];
  if (cur === 'GBP') return Math.floor(base) + 0.99;
  if (cur === 'USD') return Math.floor(base * 1.25) + 0.99;
  return Math.floor(base * 1.15) + (p.name.length % 2 ? 0.5 : 0.95);
}
function priceText(p, k) {
  const v = priceOf(p);
  const f = v.toFixed(2);
  const cur = CUR[p.centre.style];
  if (cur === 'GBP') return [`£${f}`, `£${f} each`, `GBP ${f}`][k % 3];
  if (cur === 'USD') return [`$${f}`, `USD ${f}`, `$${f} each`][k % 3];
  if (frNum(p)) return [`${comma(f)} €`, `€ ${comma(f)}`, `${comma(f)} EUR`][k % 3];
  return [`€${f}`, `${f} EUR`, `EUR ${f}`][k % 3];
}
function stockText(p, k) {
  const s = p.stock;
  if (fr(p)) return s === 0 ? 'épuisé (0)' : String(s);
  if (s === 0) return ['none (on order)', 'out of stock (0)', '0'][k % 3];
  if (s === 12 && k % 2 === 0) return 'a dozen';
  if (s === 24 && k % 2 === 0) return 'two dozen';
  if (s === 6 && k % 2 === 0) return 'half a dozen';
  return [`${s}`, `${s} plants`, `${s} in stock`][k % 3];
}
const dateText = (p, k) => {
  if (fr(p)) {
    const [, m, d] = p.delivered.split('-').map(Number);
    return `${d} ${MOIS[m - 1]} 2025`;
  }
  if (usa(p)) return fmtDate(p.delivered, 'us');
  return fmtDate(p.delivered, ['long', 'short', 'iso', 'long'][k % 4]);
};
const cap = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);
const colourText = (p, k) => (p.colour == null ? (fr(p) ? '—' : ['—', 'n/a (foliage plant)', 'none'][k % 3]) : fr(p) ? FR_COLOUR[p.colour] : [cap(p.colour), p.colour][k % 2]);
const positionText = (p, k) => (fr(p) ? FR_POS[p.position] : [cap(p.position), p.position, cap(p.position)][k % 3]);
const typeText = (p) => (fr(p) ? FR_TYPE[p.type] : p.type);
const evergreenRow = (p, k) =>
  fr(p)
    ? ['Feuillage persistant', p.ever ? 'oui' : 'non']
    : [
        ['Evergreen', p.ever ? 'Yes' : 'No'],
        ['Deciduous', p.ever ? 'No' : 'Yes'],
        ['Foliage', p.ever ? 'Evergreen' : 'Deciduous'],
        ['Evergreen', p.ever ? '✓' : '✗'],
      ][k % 4];
const toxicRow = (p, k) =>
  fr(p)
    ? ['Toxique pour les animaux', p.toxic ? 'oui' : 'non']
    : [
        ['Toxic to pets', p.toxic ? 'Yes' : 'No'],
        ['Pet-safe', p.toxic ? 'No' : 'Yes'],
        ['Harmful to cats & dogs', p.toxic ? '✓' : '✗'],
        ['Safe for pets', p.toxic ? 'No' : 'Yes'],
        ['Poisonous to pets', p.toxic ? 'yes' : 'no'],
      ][(k + 1) % 5];
const agmRow = (p, k) =>
  fr(p)
    ? ['Prix RHS (AGM)', p.agm ? 'oui' : 'non']
    : [
        ['RHS Award of Garden Merit', p.agm ? 'Yes' : 'No'],
        ['AGM', p.agm ? '✓' : '✗'],
        ['Award of Garden Merit', p.agm ? 'Yes' : 'No'],
      ][(k + 2) % 3];
const L = (p, k, en, fre) => (fr(p) ? fre : en[k % en.length]);
const listText = (xs, k, none = 'none') => (xs.length ? xs.join([', ', ' · ', '; '][k % 3]) : none);

function pageStates(p, k) {
  const [height, hM, hFromM] = heightText(p, k);
  const [spread, sM] = lenText(p, p.spreadCm, k + 1, false);
  const [temp, c] = tempText(p, k);
  const [pot, litres] = potText(p, k);
  return { height, hM, hFromM, spread, sM, temp, c, pot, litres, months: monthsText(p, k), price: priceText(p, k), stock: stockText(p, k), date: dateText(p, k),
    colour: colourText(p, k), position: positionText(p, k), type: typeText(p) };
}

function specRows(p, s, k) {
  return [
    [L(p, k, ['Plant', 'Variety', 'Cultivar', 'Name'], 'Variété'), p.name],
    [L(p, k, ['Genus', 'Genus', 'Botanical genus'], 'Genre'), p.genus],
    [L(p, k, ['Type', 'Plant type', 'Category'], 'Type'), s.type],
    [L(p, k, ['Height', 'Eventual height', 'Mature height', 'Height at maturity'], 'Hauteur'), s.height],
    [L(p, k, ['Spread', 'Eventual spread', 'Width'], 'Largeur'), s.spread],
    [L(p, k, ['Hardiness', 'Hardy to', 'Minimum temperature', 'Frost hardiness'], 'Rusticité'), s.temp],
    [L(p, k, ['Flowering', 'Flowering period', 'In flower', usa(p) ? 'Bloom time' : 'Flowering time'], 'Floraison'), s.months],
    [L(p, k, usa(p) ? ['Flower color', 'Bloom color'] : ['Flower colour', 'Colour', 'Bloom colour'], 'Couleur des fleurs'), s.colour],
    evergreenRow(p, k),
    [L(p, k, ['Position', 'Aspect', usa(p) ? 'Sun exposure' : 'Sun'], 'Exposition'), s.position],
    toxicRow(p, k),
    agmRow(p, k),
    [L(p, k, ['Pot size', 'Pot', 'Container'], 'Contenant'), s.pot],
    [L(p, k, ['Price', 'Our price', 'Price each'], 'Prix'), s.price],
    [L(p, k, ['In stock', 'Stock', 'Available'], 'En stock'), s.stock],
    [L(p, k, ['Supplier', 'Grown by', 'Grower', 'Supplied by'], 'Fournisseur'), p.supplier.name],
    [L(p, k, ['Garden centre', 'Centre', 'Stocked at', usa(p) ? 'Store' : 'Garden centre'], 'Jardinerie'), p.centre.name],
    [L(p, k, ['Goes well with', 'Companion plants', 'Plant with'], 'Se marie bien avec'), listText(p.companions, k, fr(p) ? 'aucune' : 'none')],
    [L(p, k, ['Last delivery', 'Delivered', 'Last delivered'], 'Dernière livraison'), s.date],
  ];
}
function plantProse(p, s, k) {
  if (fr(p)) return [[`${p.name} fleurit de ${s.months}.`, `${p.name} atteint ${s.height} de hauteur.`][k % 2]];
  const opts = [
    `${p.name} grows to ${s.height} tall.`,
    p.months.length ? `Expect ${p.name} to flower ${s.months.includes('to') ? `from ${s.months}` : s.months}.` : `${p.name} is grown for its foliage rather than its flowers.`,
    `${p.name} came in from ${p.supplier.name}.`,
    `We have ${s.stock} of ${p.name} at the moment.`,
    `${p.name} is hardy ${s.temp.startsWith('to') || s.temp.startsWith('hardy') ? s.temp.replace(/^hardy /, '') : `to ${s.temp}`}.`,
  ];
  return [opts[k % opts.length]];
}

// ------------------------------------------------------------------ facts
const corpus = new Corpus(dir);
function plantFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'plant', attr, value, unit, stated, file);
  F('genus', p.genus, '', p.genus);
  F('supplier', p.supplier.name, '', p.supplier.name);
  F('centre', p.centre.name, '', p.centre.name);
  F('type', p.type, '', s.type);
  F('height', s.hM, 'm', s.height);
  F('height_from', s.hFromM, 'm', s.heightFrom ?? s.height);
  F('spread', s.sM ?? null, 'm', s.sM == null ? '' : s.spread);
  F('min_temp', s.c ?? null, 'C', s.c == null ? '' : s.temp);
  F('flowering', p.months, 'list', s.months ?? '');
  F('colour', p.colour, 'text', p.colour == null ? '' : s.colour);
  F('evergreen', p.ever, 'bool', s.ever ?? '');
  F('position', p.position, '', s.position);
  F('toxic_to_pets', p.toxic, 'bool', s.toxic ?? '');
  F('agm', p.agm, 'bool', s.agm ?? '');
  F('pot_size', s.litres, 'L', s.pot);
  F('price', priceOf(p), CUR[p.centre.style], s.price);
  F('stock', p.stock, '', s.stock);
  F('companions', p.companions, 'list', p.companions[0] ?? '');
  F('delivered', p.delivered, 'date', s.date);
}
const pageStated = (p, s, k) => ({ ...s, ever: evergreenRow(p, k)[1], toxic: toxicRow(p, k)[1], agm: agmRow(p, k)[1] });

// ------------------------------------------------------------------ layouts
const EXPORT = { csv: 'York', tsv: 'Portland', semicolon: 'Angers', json_flat: 'Dublin' };
const PAGE_LAYOUTS = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested'];
const assign = new Map([...PAGE_LAYOUTS, ...Object.keys(EXPORT)].map((x) => [x, []]));
const inExport = new Set();
const french = plants.filter((p) => p.french);
for (const [layout, city] of Object.entries(EXPORT)) {
  const mine = r.shuffle(plants.filter((p) => p.centre.city === city && !p.french)).slice(0, 4);
  mine.forEach((p) => inExport.add(p));
  assign.get(layout).push(...mine);
}
// the two French-named plants get French pages (Markdown bullets and plain text)
assign.get('md_bullets').push(french[0]);
assign.get('txt').push(french[1]);
french.forEach((p) => inExport.add(p));
r.shuffle(plants.filter((p) => !inExport.has(p))).forEach((p, i) => assign.get(PAGE_LAYOUTS[i % PAGE_LAYOUTS.length]).push(p));
const docTitle = (p) => `${p.name} – ${GROUP}`;
const plantFile = (p, ext) => `plants/${slug(p.name)}.${ext}`;
let k = 0;

for (const p of assign.get('html_table')) {
  const file = plantFile(p, 'html');
  const s = pageStates(p, k);
  corpus.write(file, htmlTablePage({ title: p.name, docTitle: docTitle(p), crumbs: [GROUP, 'Plant finder', p.name], lead: plantProse(p, s, k),
    sections: [{ heading: 'Plant details', rows: specRows(p, s, k) }], colA: 'Feature', colB: 'Detail', footer: `${GROUP} · prices valid while stocks last` }));
  plantFacts(p, file, pageStated(p, s, k));
  k++;
}
for (const p of assign.get('html_dl')) {
  const file = plantFile(p, 'html');
  const s = pageStates(p, k);
  const rows = specRows(p, s, k);
  corpus.write(file, htmlDlPage({ title: p.name, docTitle: docTitle(p), site: GROUP, lead: plantProse(p, s, k),
    sections: [{ heading: 'About the plant', rows: rows.slice(0, 12) }, { heading: 'In the shop', rows: rows.slice(12) }], footer: 'Ask our plant team about aftercare.' }));
  plantFacts(p, file, pageStated(p, s, k));
  k++;
}
for (const p of assign.get('html_infobox')) {
  const file = plantFile(p, 'html');
  const s = pageStates(p, k);
  const rows = specRows(p, s, k);
  corpus.write(file, htmlInfoboxPage({ title: p.name, lead: plantProse(p, s, k), sections: [{ heading: 'Plant', rows: rows.slice(0, 12) }, { heading: 'Buying', rows: rows.slice(12) }],
    footer: `Sold by ${GROUP}.` }));
  plantFacts(p, file, pageStated(p, s, k));
  k++;
}
for (const p of assign.get('md_bullets')) {
  const file = plantFile(p, 'md');
  const s = pageStates(p, k);
  corpus.write(file, mdBulletsNote({ title: p.name, lead: plantProse(p, s, k), sections: [{ heading: fr(p) ? 'Fiche plante' : 'Details', rows: specRows(p, s, k) }] }));
  plantFacts(p, file, pageStated(p, s, k));
  k++;
}
for (const p of assign.get('md_yaml')) {
  const file = plantFile(p, 'md');
  const s = pageStates(p, k);
  const rows = specRows(p, s, k).slice(3);
  corpus.write(file, mdYamlTableNote({
    title: p.name,
    frontMatter: [['name', p.name], ['genus', p.genus], ['type', s.type], ['bench', 'B' + String(10 + k)], ['status', 'on sale']],
    lead: plantProse(p, s, k), sections: [{ heading: 'Plant card', rows }], colA: 'Item', colB: 'Detail',
  }));
  plantFacts(p, file, pageStated(p, s, k));
  k++;
}
for (const p of assign.get('txt')) {
  const file = plantFile(p, 'txt');
  const s = pageStates(p, k);
  corpus.write(file, txtProfile({ txtHeader: `${fr(p) ? 'PLANTE' : 'PLANT'}: ${p.name.toUpperCase()}\n${'='.repeat(40)}`, sections: [{ rows: specRows(p, s, k) }], lead: plantProse(p, s, k) }));
  plantFacts(p, file, pageStated(p, s, k));
  k++;
}
for (const p of assign.get('json_nested')) {
  const file = plantFile(p, 'json');
  const us = usa(p);
  const s0 = pageStates(p, k);
  let size;
  let hM;
  let hFromM;
  let heightStated;
  let fromStated;
  if (us) {
    const inches = Math.max(6, Math.round(p.hCm / 2.54 / 6) * 6);
    const fromIn = p.ranged ? Math.max(6, Math.round(p.fromCm / 2.54 / 6) * 6) : inches;
    hM = inches * M_PER_IN;
    hFromM = fromIn * M_PER_IN;
    size = { height: p.ranged ? { min: fromIn, max: inches, unit: 'in' } : { value: inches, unit: 'in' } };
    heightStated = String(inches);
    fromStated = String(fromIn);
  } else {
    hM = p.hCm / 100;
    hFromM = p.fromCm / 100;
    size = { height: p.ranged ? { min: p.fromCm, max: p.hCm, unit: 'cm' } : { value: p.hCm, unit: 'cm' } };
    heightStated = String(p.hCm);
    fromStated = String(p.fromCm);
  }
  const spreadV = us ? Math.max(6, Math.round(p.spreadCm / 2.54 / 6) * 6) : p.spreadCm;
  size.spread = { value: spreadV, unit: us ? 'in' : 'cm' };
  const f = fahr(p.tempC);
  const hardiness = us ? { min_temp_f: f } : { min_temp_c: p.tempC };
  const gal = gallons(p.potL);
  const pot = us ? (gal == null ? { volume: 1, unit: 'qt' } : { volume: gal, unit: 'gal' }) : { volume: p.potL, unit: 'L' };
  const litres = us ? (gal == null ? L_PER_QT : gal * L_PER_GAL) : p.potL;
  const rec = {
    plant: {
      name: p.name,
      taxonomy: { genus: p.genus, type: p.type },
      size,
      hardiness,
      flowering: { months: p.months, colour: p.colour },
      care: { position: p.position, evergreen: p.ever, toxic_to_pets: p.toxic, rhs_agm: p.agm },
      retail: { pot, price: { amount: priceOf(p), currency: CUR[p.centre.style] }, stock: p.stock },
      sourcing: { supplier: p.supplier.name, centre: p.centre.name, last_delivery: p.delivered },
      companions: p.companions,
      note: plantProse(p, s0, k)[0],
    },
  };
  corpus.write(file, JSON.stringify(rec, null, 2) + '\n');
  const s = { type: p.type, height: heightStated, heightFrom: fromStated, hM, hFromM, spread: String(spreadV), sM: us ? spreadV * M_PER_IN : spreadV / 100,
    temp: String(us ? f : p.tempC), c: us ? ((f - 32) * 5) / 9 : p.tempC, months: p.months[0] ?? '', colour: p.colour ?? '', position: p.position, pot: String(pot.volume), litres,
    price: String(priceOf(p)), stock: String(p.stock), date: p.delivered, ever: '', toxic: '', agm: '' };
  plantFacts(p, file, s);
  k++;
}

// --- CSV export (York): units in the header, plain numbers, metric
{
  const file = 'exports/fossgate-stock.csv';
  const header = ['plant', 'genus', 'type', 'Height (cm)', 'Spread (cm)', 'Hardy to (°C)', 'flowering', 'flower_colour', 'foliage', 'position', 'toxic_to_pets', 'rhs_agm', 'Pot (L)',
    'Price (GBP)', 'stock', 'supplier', 'centre', 'companions', 'last_delivery'];
  const yn = (b) => (b ? 'yes' : 'no');
  const rows = assign.get('csv').map((p, i) => {
    const months = p.months.length ? `${p.months[0]}–${p.months[p.months.length - 1]}` : '';
    const price = priceOf(p).toFixed(2);
    plantFacts(p, file, { type: p.type, height: String(p.hCm), heightFrom: String(p.hCm), hM: p.hCm / 100, hFromM: p.hCm / 100, // a ranged height is exported by its upper bound only
      spread: String(p.spreadCm), sM: p.spreadCm / 100,
      temp: String(p.tempC), c: p.tempC, months, colour: p.colour ?? '', ever: p.ever ? 'evergreen' : 'deciduous', position: p.position, toxic: yn(p.toxic), agm: yn(p.agm),
      pot: String(p.potL), litres: p.potL, price, stock: String(p.stock), date: p.delivered });
    return [p.name, p.genus, p.type, p.hCm, p.spreadCm, p.tempC, months, p.colour ?? '', p.ever ? 'evergreen' : 'deciduous', p.position, yn(p.toxic), yn(p.agm), p.potL, price, p.stock,
      p.supplier.name, p.centre.name, p.companions.join('; '), p.delivered];
  });
  corpus.write(file, delimited(header, rows));
}
// --- TSV (Portland): units inside the values, imperial
{
  const file = 'exports/sellwood-inventory.tsv';
  const header = ['Plant', 'Genus', 'Type', 'Height', 'Spread', 'Hardiness', 'Bloom time', 'Color', 'Evergreen', 'Sun', 'Pet safe', 'AGM', 'Container', 'Price', 'Qty', 'Grower', 'Store', 'Pairs with', 'Received'];
  const rows = assign.get('tsv').map((p, i) => {
    const st = pageStates(p, i + 1);
    const yn = (b) => (b ? 'Y' : 'N');
    const s = { ...st, stock: String(p.stock), ever: yn(p.ever), toxic: yn(!p.toxic), agm: yn(p.agm), date: fmtDate(p.delivered, 'short'), colour: p.colour ?? '' };
    plantFacts(p, file, s);
    return [p.name, p.genus, p.type, st.height, st.spread, st.temp, st.months, p.colour ?? '-', s.ever, st.position, s.toxic, s.agm, st.pot, st.price, p.stock, p.supplier.name, p.centre.name,
      p.companions.length ? p.companions.join(', ') : '-', s.date];
  });
  corpus.write(file, `# Pet safe = Y when the plant is safe around cats and dogs; hardiness in °F\n` + delimited(header, rows, '\t'));
}
// --- semicolon CSV (Angers): French headers and values, decimal commas, n/a for unknown values
{
  const file = 'exports/doutre-inventaire.csv';
  const header = ['nom', 'genre', 'type', 'hauteur_cm', 'largeur_cm', 'rusticite_c', 'floraison', 'couleur', 'persistant', 'exposition', 'toxique_animaux', 'agm', 'contenant_l', 'prix_eur',
    'stock', 'fournisseur', 'jardinerie', 'associations', 'livraison'];
  const lst = assign.get('semicolon');
  const noSpread = lst[1].name;
  const noTemp = lst[2].name;
  const on = (b) => (b ? 'oui' : 'non');
  const rows = lst.map((p) => {
    const ns = p.name === noSpread;
    const nt = p.name === noTemp;
    const height = p.ranged ? `${p.fromCm}-${p.hCm}` : String(p.hCm);
    const months = p.months.length ? `${MOIS[MONTHS.indexOf(p.months[0])]}-${MOIS[MONTHS.indexOf(p.months[p.months.length - 1])]}` : 'n/a';
    const [y, m, d] = p.delivered.split('-');
    const date = `${d}/${m}/${y}`;
    const s = { type: FR_TYPE[p.type], height, hM: p.hCm / 100, hFromM: p.fromCm / 100, spread: ns ? '' : String(p.spreadCm), sM: ns ? null : p.spreadCm / 100, temp: nt ? '' : String(p.tempC),
      c: nt ? null : p.tempC, months: p.months.length ? months : '', colour: p.colour ? FR_COLOUR[p.colour] : '', ever: on(p.ever), position: FR_POS[p.position], toxic: on(p.toxic),
      agm: on(p.agm), pot: comma(p.potL), litres: p.potL, price: comma(priceOf(p).toFixed(2)), stock: String(p.stock), date };
    plantFacts(p, file, s);
    return [p.name, p.genus, s.type, height, ns ? 'n/a' : p.spreadCm, nt ? 'n/a' : p.tempC, months, p.colour ? FR_COLOUR[p.colour] : 'n/a', s.ever, s.position, s.toxic, s.agm, s.pot, s.price,
      p.stock, p.supplier.name, p.centre.name, p.companions.length ? p.companions.join(', ') : 'n/a', date];
  });
  corpus.write(file, delimited(header, rows, ';'));
}
// --- JSON flat records (Dublin)
{
  const file = 'exports/ranelagh-plants.json';
  const recs = assign.get('json_flat').map((p) => {
    plantFacts(p, file, { type: p.type, height: String(p.hCm), heightFrom: String(p.fromCm), hM: p.hCm / 100, hFromM: p.fromCm / 100, spread: String(p.spreadCm), sM: p.spreadCm / 100,
      temp: String(p.tempC), c: p.tempC, months: p.months[0] ?? '', colour: p.colour ?? '', ever: '', position: p.position, toxic: '', agm: '', pot: String(p.potL), litres: p.potL,
      price: String(priceOf(p)), stock: String(p.stock), date: p.delivered });
    return { name: p.name, genus: p.genus, type: p.type, height_min_cm: p.fromCm, height_max_cm: p.hCm, spread_cm: p.spreadCm, min_temp_c: p.tempC, flowering_months: p.months,
      flower_colour: p.colour, evergreen: p.ever, sun: p.position, pet_safe: !p.toxic, rhs_agm: p.agm, pot_litres: p.potL, price_eur: priceOf(p), stock: p.stock, supplier: p.supplier.name,
      centre: p.centre.name, companions: p.companions, last_delivery: p.delivered };
  });
  corpus.write(file, JSON.stringify({ centre: `${GROUP} – Ranelagh`, exported: '2025-11-28', plants: recs }, null, 2) + '\n');
}

// ------------------------------------------------------------------ simple pages (genera, suppliers, centres)
const LAYOUTS8 = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested', 'json_flat'];
function simplePage(Lt, base, name, header, lead, rows, nested, flat, heading) {
  let file;
  if (Lt === 'html_table') corpus.write((file = `${base}.html`), htmlTablePage({ title: name, crumbs: [GROUP, heading], lead, sections: [{ heading, rows }] }));
  else if (Lt === 'html_dl') corpus.write((file = `${base}.html`), htmlDlPage({ title: name, site: GROUP, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'html_infobox') corpus.write((file = `${base}.html`), htmlInfoboxPage({ title: name, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'md_bullets') corpus.write((file = `${base}.md`), mdBulletsNote({ title: name, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'md_yaml')
    corpus.write((file = `${base}.md`), mdYamlTableNote({ title: name, frontMatter: [['name', name], ...rows.slice(0, 2)], lead, sections: [{ heading, rows: rows.slice(2) }] }));
  else if (Lt === 'txt') corpus.write((file = `${base}.txt`), txtProfile({ txtHeader: `${header}: ${name.toUpperCase()}`, sections: [{ rows }], lead }));
  else if (Lt === 'json_nested') corpus.write((file = `${base}.json`), JSON.stringify(nested, null, 2) + '\n');
  else corpus.write((file = `${base}.json`), JSON.stringify(flat, null, 2) + '\n');
  return file;
}

// --- genera
r.shuffle(GENERA).forEach((g, i) => {
  const Lt = LAYOUTS8[i % LAYOUTS8.length];
  const lead = [[`${g.name} is a genus of ${g.speciesText} species in the family ${g.family}.`, `Plants of the genus ${g.name} are commonly called ${g.common}.`,
    `${g.name} comes originally from ${g.native}.`][i % 3]];
  const rows = [[['Family', 'Plant family', 'Family'][i % 3], g.family], [['Native to', 'Native range', 'Origin'][i % 3], g.native], [['Common name', 'Also known as', 'Common name'][i % 3], g.common],
    [['Species', 'Number of species', 'Species in the genus'][i % 3], g.speciesText]];
  const nested = { genus: { name: g.name, classification: { family: g.family }, distribution: { native_range: g.native }, names: { common: g.common }, diversity: { species: g.species },
    about: lead[0] } };
  const flat = { genus: g.name, family: g.family, native_to: g.native, common_name: g.common, species_count: g.species, note: lead[0] };
  const file = simplePage(Lt, `genera/${slug(g.name)}`, g.name, 'GENUS', lead, rows, nested, flat, 'Genus');
  const F = (attr, value, unit, stated) => corpus.fact(g.name, 'genus', attr, value, unit, stated, file);
  const jsonish = Lt.startsWith('json');
  F('family', g.family, '', g.family);
  F('native_region', g.native, '', g.native);
  F('common_name', g.common, 'text', g.common);
  F('species', g.species, '', jsonish ? String(g.species) : g.speciesText);
});

// --- suppliers
r.shuffle(SUPPLIERS).forEach((sp, i) => {
  const Lt = LAYOUTS8[(i + 3) % LAYOUTS8.length];
  const peatRow = [['Peat-free', sp.peatFree ? 'Yes' : 'No'], ['Uses peat', sp.peatFree ? 'No' : 'Yes'], ['Growing medium', sp.peatFree ? 'Peat-free compost' : 'Peat-based compost']][i % 3];
  const lead = [[`${sp.name} has been growing plants in ${sp.town} since ${sp.founded}.`, `${sp.name} is a wholesale nursery in ${sp.town}, ${sp.country}.`,
    `We have bought from ${sp.name} for years.`][i % 3]];
  const rows = [[['Country', 'Based in', 'Country'][i % 3], sp.country], [['Town', 'Nursery location', 'Address'][i % 3], sp.town], [['Founded', 'Established', 'Trading since'][i % 3], String(sp.founded)],
    peatRow];
  const nested = { supplier: { name: sp.name, location: { town: sp.town, country: sp.country }, history: { founded: sp.founded }, practices: { peat_free: sp.peatFree }, about: lead[0] } };
  const flat = { name: sp.name, country: sp.country, town: sp.town, founded: sp.founded, peat_free: sp.peatFree, note: lead[0] };
  const file = simplePage(Lt, `suppliers/${slug(sp.name)}`, sp.name, 'SUPPLIER', lead, rows, nested, flat, 'Supplier');
  const F = (attr, value, unit, stated) => corpus.fact(sp.name, 'supplier', attr, value, unit, stated, file);
  const jsonish = Lt.startsWith('json');
  F('country', sp.country, '', sp.country);
  F('town', sp.town, '', sp.town);
  F('founded', sp.founded, 'year', String(sp.founded));
  F('peat_free', sp.peatFree, 'bool', jsonish ? '' : peatRow[1]);
});

// --- centres
CENTRES.forEach((c, i) => {
  const Lt = ['html_dl', 'md_yaml', 'txt', 'json_nested'][i];
  const opened = [fmtDate(c.opened, 'long'), fmtDate(c.opened, 'short'), fmtDate(c.opened, 'dotted'), c.opened][i];
  const lead = [[`Our ${c.city} centre opened on ${fmtDate(c.opened, 'long')}.`, `${c.manager} manages the ${c.name} centre.`, `${c.staff} people work at ${c.name}.`, `Find us in ${c.city}.`][i]];
  const rows = [['City', c.city], ['Country', c.country], [['Site area', 'Area'][i % 2], c.area.text], [['Staff', 'Number of staff'][i % 2], String(c.staff)], [['Opening hours', 'Open'][i % 2], c.hours],
    [['Opened', 'Opening date'][i % 2], opened], [['Manager', 'Centre manager'][i % 2], c.manager], [['Home delivery', 'Delivers'][i % 2], c.delivery ? 'Yes' : 'No']];
  const nested = { centre: { name: c.name, group: GROUP, location: { city: c.city, country: c.country }, site: { area: c.area.text, opened: c.opened, opening_hours: c.hours },
    people: { manager: c.manager, staff: c.staff }, services: { home_delivery: c.delivery }, about: lead[0] } };
  const file = simplePage(Lt, `centres/${slug(c.name)}`, c.name, 'CENTRE', lead, rows, nested, null, 'Centre details');
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'centre', attr, value, unit, stated, file);
  const jsonish = Lt === 'json_nested';
  F('city', c.city, '', c.city);
  F('country', c.country, '', c.country);
  F('area', c.area.ha, 'ha', c.area.text);
  F('staff', c.staff, '', String(c.staff));
  F('opening_hours', c.hours, 'text', c.hours);
  F('opened', c.opened, 'date', jsonish ? c.opened : opened);
  F('manager', c.manager, 'text', c.manager);
  F('home_delivery', c.delivery, 'bool', jsonish ? '' : c.delivery ? 'Yes' : 'No');
});

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `${GROUP} — shared drive.\nplants/ holds one page per plant we sell; exports/ the stock lists four centres export from the till system; genera/, suppliers/ and centres/ the reference pages.\nPrices are in the currency of the centre that sells the plant (GBP in York, EUR in Dublin and Angers, USD in Portland); nothing is converted. Portland measures in feet, gallons and °F.\n`);
corpus.write('admin/frost-log-2025.md', `# Frost log, winter 2024–25\n\n| Night | York | Dublin | Angers | Portland |\n|---|---|---|---|---|\n| 8 January | −7 °C | −3 °C | −4 °C | 21 °F |\n| 9 January | −9 °C | −2 °C | −6 °C | 18 °F |\n| 12 February | −4 °C | 1 °C | −2 °C | 12 °F |\n\nMove anything hardy only to −5 °C into the glasshouse when the forecast drops below −3 °C. The glasshouse heater holds 4 °C.\n`);
corpus.write('admin/watering-guide.md', `# Watering guide for the sales benches\n\n- Pots of 10 L or more: water once a day, twice above 25 °C.\n- Pots of 2 L or less dry out fastest: check every morning.\n- Ericaceous plants get rain water only (tanks hold 1,200 litres).\n- A 9 cm plug tray takes about 3 minutes under the boom.\n`);
corpus.write('admin/price-review-2025.md', `# Price review, autumn 2025\n\nSupplier prices rose by 6 % on average. Retail prices go up by no more than 5 % except trees (up to 8 %).\nThe loyalty card gives 10 % off; 2,340 members in York, 1,105 in Dublin, 860 in Angers and 1,950 in Portland.\n`);

const stats = corpus.flush(source);
console.log(`plants: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
