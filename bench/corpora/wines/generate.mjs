#!/usr/bin/env node
// Wines corpus (held-out): the shared drive of a wine merchant with four shops, "Vine & Vessel" — 50 wines on its
// list, 14 producers, 10 wine regions, 4 shops, and a few background documents.
//   node bench/corpora/wines/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "wines-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Canonical units of source.csv: alcohol in % vol; bottle size in litres (a page saying "75cl" or "750 ml" holds
// 0.75, "Magnum (1.5 L)" 1.5); price per bottle in the currency the page states (GBP, EUR or USD, never converted);
// stock in bottles ("3 cases of 12" holds 36, "two dozen" 24, "half a case" 6); serving temperature in °C (a page
// saying "54 °F" holds (54 − 32) × 5/9); critic score in points out of 100; drinking window as two years
// (drink_from, drink_until; "2025–2030" holds both); the date the wine was listed as an ISO date; vineyard and
// region areas in hectares (a page saying "36 acres" holds 36 × 0.40468564224 ha); delivery radius in km (a page
// saying "6 miles" holds 6 × 1.609344 km). A non-vintage wine ("NV") has no vintage.
// Links: wine → producer (region, founded, vineyard area, winemaker, ownership) → region (country, climate, area
// under vine, main grape); wine → shop (city, country, opened, manager, seats, cellar, delivery radius). Wine pages
// never state the region, the country of origin or the shop's city; producer pages never state the country.
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
  mdBulletsNote,
  mdYamlTableNote,
  rng,
  slug,
  targets,
  txtProfile,
} from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('wines-v1');

const HA_PER_ACRE = 0.40468564224;
const KM_PER_MILE = 1.609344;
const MERCHANT = 'Vine & Vessel';

// ------------------------------------------------------------------ shops
const SHOPS = [
  { name: 'Borough', city: 'London', country: 'United Kingdom', style: 'uk', cur: 'GBP', opened: '2012-04-21', manager: 'Harriet Lowe', seats: 24, cellar: 4200, radius: 6, radiusUnit: 'mi',
    hours: 'Mon–Sat 10:00–20:00, Sun 12:00–18:00' },
  { name: 'Leith', city: 'Edinburgh', country: 'United Kingdom', style: 'uk', cur: 'GBP', opened: '2016-10-08', manager: 'Callum Reid', seats: 16, cellar: 2600, radius: 11, radiusUnit: 'mi',
    hours: 'Tue–Sun 11:00–19:00' },
  { name: 'Gràcia', city: 'Barcelona', country: 'Spain', style: 'es', cur: 'EUR', opened: '2019-05-17', manager: 'Núria Puig', seats: 20, cellar: 3100, radius: 12, radiusUnit: 'km',
    hours: 'Lun–Sáb 10:00–21:00' },
  { name: 'Georgetown', city: 'Washington', country: 'United States', style: 'us', cur: 'USD', opened: '2021-09-03', manager: 'Dana Whitaker', seats: 30, cellar: 5400, radius: 8,
    radiusUnit: 'mi', hours: 'Daily 11 AM – 9 PM' },
];

// ------------------------------------------------------------------ regions [name, country, climate, area, areaUnit, appellation year, main grape]
const REGIONS = [
  ['Rioja', 'Spain', 'Continental', 65000, 'ha', 1925, 'Tempranillo'],
  ['Priorat', 'Spain', 'Mediterranean', 2100, 'ha', 1954, 'Garnacha'],
  ['Douro', 'Portugal', 'Continental', 43000, 'ha', 1756, 'Touriga Nacional'],
  ['Loire Valley', 'France', 'Maritime', 57000, 'ha', 1936, 'Chenin Blanc'],
  ['Rhône Valley', 'France', 'Mediterranean', 71000, 'ha', 1937, 'Syrah'],
  ['Mosel', 'Germany', 'Cool continental', 8700, 'ha', 1971, 'Riesling'],
  ['Piedmont', 'Italy', 'Continental', 44000, 'ha', 1966, 'Nebbiolo'],
  ['Willamette Valley', 'United States', 'Maritime', 27000, 'acres', 1983, 'Pinot Noir'],
  ['Sussex', 'United Kingdom', 'Cool maritime', 1300, 'ha', 2022, 'Chardonnay'],
  ['Marlborough', 'New Zealand', 'Maritime', 28000, 'ha', 1973, 'Sauvignon Blanc'],
].map(([name, country, climate, area, areaUnit, since, grape]) => ({ name, country, climate, area, areaUnit, since, grape,
  ha: areaUnit === 'acres' ? area * HA_PER_ACRE : area }));
const REG = Object.fromEntries(REGIONS.map((x) => [x.name, x]));

// ------------------------------------------------------------------ producers [name, region, village, founded, area, unit, winemaker, ownership]
const PRODUCERS = [
  ['Bodegas Ferrán', 'Rioja', 'Haro', 1921, 38, 'ha', 'Elena Ferrán', 'Family'],
  ['Viñedos Santa Eulàlia', 'Priorat', 'Gratallops', 1998, 11.5, 'ha', 'Jordi Casals', 'Family'],
  ['Quinta do Vale Escuro', 'Douro', 'Pinhão', 1887, 64, 'ha', 'Rui Matos', 'Corporate'],
  ['Domaine Laurent & Fils', 'Loire Valley', 'Vouvray', 1904, 22, 'ha', 'Mathieu Laurent', 'Family'],
  ['Domaine de la Chênaie', 'Loire Valley', 'Chinon', 1962, 17.5, 'ha', 'Sophie Garnier', 'Family'],
  ['Maison Berthier', 'Rhône Valley', 'Tain-l’Hermitage', 1947, 45, 'ha', 'Arnaud Berthier', 'Corporate'],
  ['Weingut Brenner', 'Mosel', 'Bernkastel', 1870, 9, 'ha', 'Katrin Brenner', 'Family'],
  ['Weingut Sonnleitner', 'Mosel', 'Piesport', 2005, 6.5, 'ha', 'Felix Sonnleitner', 'Family'],
  ['Cascina Rovere', 'Piedmont', 'Barolo', 1932, 14, 'ha', 'Paolo Rovere', 'Family'],
  ["Tenuta dell'Olmo", 'Piedmont', 'Neive', 1979, 26, 'ha', 'Chiara Bassi', 'Cooperative'],
  ['Fernhill Cellars', 'Willamette Valley', 'Dundee', 1989, 42, 'acres', 'Megan Holt', 'Family'],
  ['Cedar & Flint Vineyards', 'Willamette Valley', 'Carlton', 2011, 118, 'acres', 'Luis Ortega', 'Corporate'],
  ['Hollow Lane Estate', 'Sussex', 'Ditchling', 2008, 30, 'ha', 'Tom Ashby', 'Family'],
  ['Kōwhai Ridge', 'Marlborough', 'Renwick', 1995, 55, 'ha', 'Aroha Wiremu', 'Cooperative'],
].map(([name, region, village, founded, area, areaUnit, winemaker, ownership]) => ({ name, region: REG[region], village, founded, area, areaUnit, winemaker, ownership,
  ha: areaUnit === 'acres' ? area * HA_PER_ACRE : area, website: `https://www.${slug(name).replace(/-and-/g, 'and').replace(/-/g, '')}.example` }));

// ------------------------------------------------------------------ styles a region makes
// [colour, sparkling, grape choices (each a blend), sweetness choices, abv range, serving °C choices, weight]
const STYLES = {
  Rioja: [['Red', false, [['Tempranillo'], ['Tempranillo', 'Garnacha'], ['Tempranillo', 'Graciano', 'Mazuelo']], ['Dry'], [13, 14.5], [16, 18], 5],
    ['White', false, [['Viura'], ['Viura', 'Malvasía']], ['Dry'], [12, 13], [10, 12], 2], ['Rosé', false, [['Garnacha']], ['Dry'], [12.5, 13], [8, 10], 1]],
  Priorat: [['Red', false, [['Garnacha', 'Cariñena'], ['Garnacha', 'Cariñena', 'Syrah']], ['Dry'], [14, 15], [16, 18], 1]],
  Douro: [['Red', false, [['Touriga Nacional', 'Touriga Franca'], ['Touriga Nacional', 'Tinta Roriz', 'Touriga Franca']], ['Dry'], [13.5, 14.5], [16, 18], 3],
    ['White', false, [['Rabigato', 'Viosinho']], ['Dry'], [12, 13], [10, 12], 1]],
  'Loire Valley': [['White', false, [['Chenin Blanc'], ['Sauvignon Blanc']], ['Dry', 'Off-dry', 'Sweet'], [11.5, 13], [8, 10, 12], 3],
    ['White', true, [['Chenin Blanc'], ['Chenin Blanc', 'Chardonnay']], ['Dry'], [12, 12.5], [6, 8], 2], ['Red', false, [['Cabernet Franc']], ['Dry'], [12.5, 13.5], [14, 16], 2],
    ['Rosé', false, [['Cabernet Franc', 'Grolleau']], ['Off-dry'], [11.5, 12.5], [8, 10], 1]],
  'Rhône Valley': [['Red', false, [['Syrah'], ['Grenache', 'Syrah', 'Mourvèdre']], ['Dry'], [13.5, 15], [16, 18], 3], ['White', false, [['Viognier'], ['Marsanne', 'Roussanne']], ['Dry'], [13, 14], [10, 12], 1],
    ['Rosé', false, [['Grenache', 'Cinsault']], ['Dry'], [12.5, 13.5], [8, 10], 1]],
  Mosel: [['White', false, [['Riesling']], ['Dry', 'Off-dry', 'Medium', 'Sweet'], [8, 12.5], [8, 10], 4], ['White', true, [['Riesling']], ['Dry'], [12, 12.5], [6, 8], 1]],
  Piedmont: [['Red', false, [['Nebbiolo'], ['Barbera'], ['Dolcetto']], ['Dry'], [13, 14.5], [16, 18], 4], ['White', true, [['Moscato']], ['Sweet'], [5, 5.5], [6, 8], 1],
    ['White', false, [['Arneis'], ['Cortese']], ['Dry'], [12, 13], [10, 12], 1]],
  'Willamette Valley': [['Red', false, [['Pinot Noir']], ['Dry'], [13, 14], [14, 16], 4], ['White', false, [['Chardonnay'], ['Pinot Gris']], ['Dry'], [12.5, 13.5], [10, 12], 2],
    ['Rosé', false, [['Pinot Noir']], ['Dry'], [12.5, 13], [8, 10], 1]],
  Sussex: [['White', true, [['Chardonnay', 'Pinot Noir', 'Pinot Meunier'], ['Chardonnay']], ['Dry'], [11.5, 12.5], [6, 8], 3], ['Rosé', true, [['Pinot Noir', 'Pinot Meunier']], ['Dry'], [11.5, 12], [6, 8], 2],
    ['White', false, [['Bacchus']], ['Dry'], [11, 12], [8, 10], 1]],
  Marlborough: [['White', false, [['Sauvignon Blanc'], ['Pinot Gris']], ['Dry'], [12.5, 13.5], [8, 10], 3], ['Red', false, [['Pinot Noir']], ['Dry'], [13, 14], [14, 16], 2]],
};
const PAIRINGS = {
  Red: ['Lamb', 'Beef', 'Game', 'Mushrooms', 'Hard cheese', 'Charcuterie', 'Pork'],
  White: ['Fish', 'Shellfish', 'Poultry', 'Soft cheese', 'Vegetables', 'Spicy food', 'Pork'],
  Rosé: ['Charcuterie', 'Fish', 'Vegetables', 'Spicy food', 'Poultry'],
  Sparkling: ['Shellfish', 'Aperitif', 'Soft cheese', 'Fish'],
  Sweet: ['Desserts', 'Blue cheese', 'Spicy food'],
};
const ES = {
  Red: 'Tinto', White: 'Blanco', Rosé: 'Rosado', Dry: 'Seco', 'Off-dry': 'Semiseco', Medium: 'Semidulce', Sweet: 'Dulce', Cork: 'Corcho', 'Screw cap': 'Rosca',
  Lamb: 'Cordero', Beef: 'Ternera', Game: 'Caza', Mushrooms: 'Setas', 'Hard cheese': 'Queso curado', Charcuterie: 'Embutidos', Pork: 'Cerdo', Fish: 'Pescado', Shellfish: 'Marisco',
  Poultry: 'Aves', 'Soft cheese': 'Queso tierno', Vegetables: 'Verduras', 'Spicy food': 'Comida picante', Aperitif: 'Aperitivo', Desserts: 'Postres', 'Blue cheese': 'Queso azul',
};

// ------------------------------------------------------------------ the 50 wines
const NAMES = ['Cornerstone', 'Driftwood', 'Lighthouse', 'Nightingale', 'Sundial', 'Flint', 'Magpie', 'Hedgerow', 'Tempest', 'Swallowtail', 'Bellwether', 'Copper Beech',
  'Long Shadows', 'First Light', 'Chalk Hill', 'Blackbird', 'Old Orchard', 'Red Kite', 'Salt & Stone', 'Bread & Roses', "Shepherd's Delight", "The Widow's Walk", "Clos de l'Église",
  'Côte des Pierres', 'Les Galets', 'Grüner Hügel', 'Sonnenuhr Kabinett', 'Vigna del Sole', 'Rovere Alto', 'Terraza', 'Piedra Negra', 'Ribera Fría', 'Vale Profundo', 'Sete Pedras',
  'Tidewater', 'Quiet Harbour', 'Wild Thyme', 'Gravel Road', 'Starlight', 'Heron', 'Ember', 'Foxhole', 'Slow Dance', 'Pennant', 'Morning Glory', 'Cartwheel', 'High Meadow', 'Riverbend',
  'Viña Alta', 'Sombra del Roble'];
const SPANISH = ['Viña Alta', 'Sombra del Roble']; // Spanish pages (Gràcia)
// a producer for some names that belong to one place
const FIXED_PRODUCER = {
  "Clos de l'Église": 'Domaine de la Chênaie', 'Côte des Pierres': 'Maison Berthier', 'Les Galets': 'Maison Berthier', 'Grüner Hügel': 'Weingut Sonnleitner',
  'Sonnenuhr Kabinett': 'Weingut Brenner', 'Vigna del Sole': "Tenuta dell'Olmo", 'Rovere Alto': 'Cascina Rovere', Terraza: 'Viñedos Santa Eulàlia', 'Piedra Negra': 'Bodegas Ferrán',
  'Ribera Fría': 'Bodegas Ferrán', 'Vale Profundo': 'Quinta do Vale Escuro', 'Sete Pedras': 'Quinta do Vale Escuro', 'Viña Alta': 'Bodegas Ferrán', 'Sombra del Roble': 'Viñedos Santa Eulàlia',
  'Chalk Hill': 'Hollow Lane Estate',
};
const PRODUCER_W = [3, 2, 3, 3, 3, 3, 3, 2, 3, 3, 4, 4, 5, 4];
const STOCKS = [6, 9, 12, 12, 18, 24, 24, 30, 36, 36, 48, 60, 72, 15, 20];
const PRICE_BASE = { GBP: [9, 48], EUR: [9, 45], USD: [14, 65] };

const wines = [];
{
  const pool = [];
  PRODUCERS.forEach((p, i) => {
    for (let j = 0; j < PRODUCER_W[i]; j++) pool.push(p);
  });
  const free = NAMES.filter((n) => !FIXED_PRODUCER[n]);
  const order = r.shuffle(pool);
  // every producer makes at least one wine
  const prodOf = new Map(Object.entries(FIXED_PRODUCER).map(([n, p]) => [n, PRODUCERS.find((x) => x.name === p)]));
  const unused = PRODUCERS.filter((p) => ![...prodOf.values()].includes(p));
  free.forEach((n, i) => prodOf.set(n, i < unused.length ? unused[i] : order[i % order.length]));
  NAMES.forEach((name, i) => {
    const producer = prodOf.get(name);
    const shop = SPANISH.includes(name) ? SHOPS[2] : SHOPS[i % 4];
    const styles = STYLES[producer.region.name];
    const st = r.weighted(styles.map((s) => [s, s[6]]));
    const [colour, sparkling, blends, sweets, [aLo, aHi], temps] = st;
    const grapes = r.pick(blends);
    const sweetness = r.pick(sweets);
    let abv = Math.round(r.float(aLo, aHi) * 2) / 2;
    if (producer.region.name === 'Mosel' && !sparkling) abv = sweetness === 'Sweet' ? 8 : sweetness === 'Medium' ? 9.5 : sweetness === 'Off-dry' ? 10.5 : 12;
    const tempC = r.pick(temps);
    const bottle = r.weighted([[0.75, 14], [1.5, 2], [0.375, 2]]);
    const nv = sparkling && r.chance(0.5);
    const vintage = nv ? null : colour === 'Red' ? r.int(2012, 2022) : r.int(2018, 2023);
    const from = nv ? 2025 : Math.max(2024, vintage + (colour === 'Red' ? r.int(3, 6) : 1));
    const until = from + (colour === 'Red' ? r.int(5, 14) : r.int(2, 6));
    const [lo, hi] = PRICE_BASE[shop.cur];
    let base = r.int(lo, hi) * (bottle === 1.5 ? 2 : bottle === 0.375 ? 0.5 : 1);
    base = Math.floor(base);
    const price = shop.cur === 'EUR' ? base + 0.9 : shop.cur === 'USD' ? base + 0.99 : r.pick([base + 0.5, base + 0.99, base + 0.95]);
    const stock = r.pick(STOCKS);
    const score = r.int(86, 96);
    const organic = r.chance(0.35);
    const vegan = r.chance(0.45);
    const pairs = sparkling ? PAIRINGS.Sparkling : sweetness === 'Sweet' ? PAIRINGS.Sweet : PAIRINGS[colour];
    const pairings = r.sample(pairs, r.int(2, 3));
    const screw = !sparkling && (['Marlborough', 'Willamette Valley'].includes(producer.region.name) ? r.chance(0.8) : r.chance(0.2));
    const closure = screw ? 'Screw cap' : 'Cork';
    const ly = r.int(2021, 2025);
    const listed = `${ly}-${String(r.int(1, ly === 2025 ? 6 : 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
    wines.push({ name, producer, shop, colour, sparkling, grapes, sweetness, abv, tempC, bottle, vintage, from, until, price, stock, score, organic, vegan, pairings, closure,
      listed, es: SPANISH.includes(name) });
  });
}

// ------------------------------------------------------------------ how a page states each value
const comma = (s) => String(s).replace('.', ',');
const esNum = (w) => w.shop.style === 'es';
const isUS = (w) => w.shop.style === 'us';
const NUMBER_WORDS = { 6: 'half a case', 12: 'a dozen bottles', 24: 'two dozen', 36: 'three dozen bottles' };
function stockText(w, k) {
  const n = w.stock;
  if (w.es) return `${n} botellas`;
  if (isUS(w) && n % 12 === 0 && k % 2 === 0) return n === 12 ? '1 case' : `${n / 12} cases`;
  if (NUMBER_WORDS[n] && k % 3 === 0) return NUMBER_WORDS[n];
  if (n % 12 === 0 && n >= 24 && k % 3 === 1) return `${n / 12} cases of 12`;
  return [`${n} bottles`, `${n}`, `${n} btl`][k % 3];
}
function bottleText(w, k) {
  const b = w.bottle;
  if (w.es) return b === 1.5 ? 'Mágnum 1,5 l' : b === 0.375 ? '37,5 cl' : '75 cl';
  if (isUS(w)) return b === 1.5 ? ['1.5 L', 'Magnum (1.5 L)'][k % 2] : b === 0.375 ? ['375 ml', 'Half bottle (375 ml)'][k % 2] : ['750 ml', '750 mL'][k % 2];
  if (b === 1.5) return ['Magnum (1.5 L)', '150cl magnum', '1.5 litres'][k % 3];
  if (b === 0.375) return ['37.5cl', 'Half bottle (37.5 cl)', '375 ml'][k % 3];
  return ['75cl', '75 cl', '0.75 L', '750 ml'][k % 4];
}
function abvText(w, k) {
  const t = Number.isInteger(w.abv) ? String(w.abv) : w.abv.toFixed(1);
  if (esNum(w)) return `${comma(t)} % vol`;
  return [`${t}%`, `${t}% vol`, `${t} % ABV`, `${t}%`][k % 4];
}
function tempText(w, k) {
  if (isUS(w)) {
    const f = Math.round((w.tempC * 9) / 5 + 32);
    return [[`${f} °F`, (f - 32) * 5 / 9], [`${f}°F`, (f - 32) * 5 / 9]][k % 2];
  }
  if (w.es) return [`${w.tempC} °C`, w.tempC];
  return [[`${w.tempC} °C`, w.tempC], [`${w.tempC}°C`, w.tempC], [`${w.tempC} degrees C`, w.tempC]][k % 3];
}
function priceText(w, k) {
  const f = w.price.toFixed(2);
  if (w.shop.cur === 'GBP') return [`£${f}`, `GBP ${f}`, `£${f} a bottle`][k % 3];
  if (w.shop.cur === 'USD') return [`$${f}`, `USD ${f}`, `$${f} per bottle`][k % 3];
  return [`${comma(f)} €`, `€ ${comma(f)}`, `EUR ${comma(f)}`][k % 3];
}
function scoreText(w, k) {
  if (w.es) return `${w.score} puntos`;
  return [`${w.score} points`, `${w.score}/100`, `${w.score} pts`, `${w.score}`][k % 4];
}
function windowText(w, k) {
  if (w.es) return `${w.from}–${w.until}`;
  return [`${w.from}–${w.until}`, `${w.from} to ${w.until}`, `${w.from}-${w.until}`, `between ${w.from} and ${w.until}`][k % 4];
}
const pad = (n) => String(n).padStart(2, '0');
function dateText(w, k) {
  const [y, m, d] = w.listed.split('-').map(Number);
  if (w.es) return `${pad(d)}/${pad(m)}/${y}`;
  if (isUS(w)) return [fmtDate(w.listed, 'us'), `${pad(m)}/${pad(d)}/${y}`][k % 2];
  return [fmtDate(w.listed, 'long'), fmtDate(w.listed, 'short'), w.listed][k % 3];
}
const vintageText = (w, k) => (w.vintage == null ? (w.es ? 'sin añada' : ['NV', 'Non-vintage'][k % 2]) : String(w.vintage));
const closureText = (w, k) => (w.es ? ES[w.closure] : w.closure === 'Cork' ? ['Cork', 'Natural cork', 'Cork'][k % 3] : ['Screw cap', 'Screwcap', 'Screw cap'][k % 3]);
const colourText = (w) => (w.es ? ES[w.colour] : w.colour);
const sweetText = (w) => (w.es ? ES[w.sweetness] : w.sweetness);
const listText = (xs, k) => xs.join([', ', ' · ', '; ', ' / '][k % 4]);
const pairText = (w, k) => (w.es ? w.pairings.map((p) => ES[p]).join(', ') : listText(w.pairings, k));

const sparkRow = (w, k) =>
  w.es
    ? ['Espumoso', w.sparkling ? 'sí' : 'no']
    : [
        ['Sparkling', w.sparkling ? 'Yes' : 'No'],
        ['Type', w.sparkling ? 'Sparkling' : 'Still'],
        ['Still wine', w.sparkling ? 'No' : 'Yes'],
        ['Bubbles', w.sparkling ? '✓' : '✗'],
      ][k % 4];
const organicRow = (w, k) =>
  w.es
    ? ['Ecológico', w.organic ? 'sí' : 'no']
    : [
        ['Organic', w.organic ? 'Yes' : 'No'],
        ['Conventionally farmed', w.organic ? 'No' : 'Yes'],
        ['Farming', w.organic ? 'Organic' : 'Conventional'],
        ['Certified organic', w.organic ? '✓' : '✗'],
      ][(k + 1) % 4];
const veganRow = (w, k) =>
  w.es
    ? ['Apto para veganos', w.vegan ? 'sí' : 'no']
    : [
        ['Vegan', w.vegan ? 'Yes' : 'No'],
        ['Suitable for vegans', w.vegan ? '✓' : '✗'],
        ['Fined with animal products', w.vegan ? 'No' : 'Yes'],
        ['Vegan-friendly', w.vegan ? 'Yes' : 'No'],
      ][(k + 2) % 4];
const L = (w, k, en, es) => (w.es ? es : en[k % en.length]);

function pageStates(w, k) {
  const [temp, tempC] = tempText(w, k);
  return { stock: stockText(w, k), bottle: bottleText(w, k), abv: abvText(w, k), temp, tempC, price: priceText(w, k), score: scoreText(w, k), window: windowText(w, k),
    listed: dateText(w, k), vintage: vintageText(w, k), closure: closureText(w, k), colour: colourText(w), sweetness: sweetText(w), spark: sparkRow(w, k)[1],
    organic: organicRow(w, k)[1], vegan: veganRow(w, k)[1] };
}

function specRows(w, s, k) {
  return [
    [L(w, k, ['Wine', 'Name', 'Cuvée'], 'Vino'), w.name],
    [L(w, k, ['Producer', 'Made by', 'Winery', 'Estate'], 'Bodega'), w.producer.name],
    [L(w, k, ['Vintage', 'Year', 'Harvest'], 'Añada'), s.vintage],
    [L(w, k, ['Colour', 'Color', 'Wine colour'], 'Color'), s.colour],
    sparkRow(w, k),
    [L(w, k, ['Grapes', 'Grape varieties', 'Blend', 'Varietals'], 'Variedades'), listText(w.grapes, k)],
    [L(w, k, ['Sweetness', 'Taste', 'Dry/sweet'], 'Dulzor'), s.sweetness],
    [L(w, k, ['ABV', 'Alcohol', 'Alc./vol.', 'Strength'], 'Graduación'), s.abv],
    [L(w, k, ['Bottle size', 'Size', 'Format', 'Volume'], 'Formato'), s.bottle],
    [L(w, k, ['Closure', 'Stopper', 'Seal'], 'Tapón'), s.closure],
    organicRow(w, k),
    veganRow(w, k),
    [L(w, k, ['Critic score', 'Rating', 'Points', 'Score'], 'Puntuación'), s.score],
    [L(w, k, ['Drinking window', 'Drink', 'Best drunk', 'Drink between'], 'Consumo óptimo'), s.window],
    [L(w, k, ['Serving temperature', 'Serve at', 'Serve'], 'Temperatura de servicio'), s.temp],
    [L(w, k, ['Food pairing', 'Goes with', 'Pairs with', 'Food matches'], 'Maridaje'), pairText(w, k)],
    [L(w, k, ['Price', 'Our price', 'Bottle price', 'Shelf price'], 'Precio'), s.price],
    [L(w, k, ['In stock', 'Stock', 'Bottles in stock', 'Cellar stock'], 'Existencias'), s.stock],
    [L(w, k, ['Listed since', 'Added to list', 'On our list since', 'First listed'], 'En catálogo desde'), s.listed],
    [L(w, k, ['Shop', 'Available at', 'Stocked at', 'Store'], 'Tienda'), w.shop.name],
  ];
}
function wineProse(w, s, k) {
  if (w.es) return [[`${w.name} es un vino de ${w.producer.name}.`, `Tenemos ${s.stock} de ${w.name} en la tienda.`, `${w.name} se sirve a ${s.temp}.`][k % 3]];
  const opts = [
    `${w.name} is bottled at ${s.abv}.`,
    `We have ${/^\d+$/.test(s.stock) ? `${s.stock} bottles` : s.stock} of ${w.name} in the cellar.`,
    `${w.name} is best served at ${s.temp}.`,
    `${w.name} has been on our list since ${s.listed}.`,
    `${w.name} comes from ${w.producer.name}.`,
    `Critics gave ${w.name} ${s.score}.`,
  ];
  return [opts[k % opts.length]];
}

// ------------------------------------------------------------------ facts
const corpus = new Corpus(dir);
function wineFacts(w, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(w.name, 'wine', attr, value, unit, stated, file);
  F('producer', w.producer.name, '', w.producer.name);
  F('shop', w.shop.name, '', w.shop.name);
  F('vintage', s.noVintage || w.vintage == null ? null : w.vintage, 'year', s.vintage);
  F('colour', w.colour, '', s.colour);
  F('sparkling', w.sparkling, 'bool', s.spark ?? '');
  F('grapes', w.grapes, 'list', w.grapes[0]);
  F('sweetness', w.sweetness, '', s.sweetness);
  F('abv', w.abv, '%', s.abv);
  F('bottle_size', w.bottle, 'L', s.bottle);
  F('closure', w.closure, '', s.closure);
  F('organic', w.organic, 'bool', s.organic ?? '');
  F('vegan', w.vegan, 'bool', s.vegan ?? '');
  F('score', s.noScore ? null : w.score, 'points', s.noScore ? '' : s.score);
  F('drink_from', w.from, 'year', s.windowFrom ?? s.window);
  F('drink_until', w.until, 'year', s.windowUntil ?? s.window);
  F('serving_temp', s.tempC, '°C', s.temp);
  F('pairings', w.pairings, 'list', s.pairing ?? (w.es ? ES[w.pairings[0]] : w.pairings[0]));
  F('price', w.price, w.shop.cur, s.price);
  F('stock', w.stock, 'bottles', s.stock);
  F('listed', w.listed, 'date', s.listed);
}

// ------------------------------------------------------------------ layouts
const EXPORT = { csv: 'Borough', json_flat: 'Leith', semicolon: 'Gràcia', tsv: 'Georgetown' };
const PAGE_LAYOUTS = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested'];
const assign = new Map([...PAGE_LAYOUTS, ...Object.keys(EXPORT)].map((x) => [x, []]));
const inExport = new Set();
const spanish = wines.filter((w) => w.es);
for (const [layout, shop] of Object.entries(EXPORT)) {
  const mine = r.shuffle(wines.filter((w) => w.shop.name === shop && !w.es)).slice(0, 5);
  mine.forEach((w) => inExport.add(w));
  assign.get(layout).push(...mine);
}
// the two Spanish-named Gràcia wines get Spanish pages (HTML definition list and Markdown bullets)
assign.get('html_dl').push(spanish[0]);
assign.get('md_bullets').push(spanish[1]);
spanish.forEach((w) => inExport.add(w));
r.shuffle(wines.filter((w) => !inExport.has(w))).forEach((w, i) => assign.get(PAGE_LAYOUTS[i % PAGE_LAYOUTS.length]).push(w));
const docTitle = (w) => `${w.name} – ${MERCHANT} wine list`;
const wineFile = (w, ext) => `wines/${slug(w.name)}.${ext}`;
let k = 0;

for (const w of assign.get('html_table')) {
  const file = wineFile(w, 'html');
  const s = pageStates(w, k);
  corpus.write(file, htmlTablePage({ title: w.name, docTitle: docTitle(w), crumbs: [MERCHANT, 'Wine list', w.name], lead: wineProse(w, s, k),
    sections: [{ heading: 'Wine details', rows: specRows(w, s, k) }], colA: 'Field', colB: 'Value', footer: `${MERCHANT} · prices include VAT` }));
  wineFacts(w, file, s);
  k++;
}
for (const w of assign.get('html_dl')) {
  const file = wineFile(w, 'html');
  const s = pageStates(w, k);
  const rows = specRows(w, s, k);
  corpus.write(file, htmlDlPage({ title: w.name, docTitle: docTitle(w), site: MERCHANT, lead: wineProse(w, s, k),
    sections: [{ heading: w.es ? 'Ficha técnica' : 'In the glass', rows: rows.slice(0, 10) }, { heading: w.es ? 'En la tienda' : 'In the shop', rows: rows.slice(10) }],
    footer: w.es ? 'Pregunte en la tienda por descuentos por caja.' : 'Ask in the shop about case discounts.' }));
  wineFacts(w, file, s);
  k++;
}
for (const w of assign.get('html_infobox')) {
  const file = wineFile(w, 'html');
  const s = pageStates(w, k);
  const rows = specRows(w, s, k);
  corpus.write(file, htmlInfoboxPage({ title: w.name, lead: wineProse(w, s, k), sections: [{ heading: 'Wine', rows: rows.slice(0, 12) }, { heading: 'Cellar & shop', rows: rows.slice(12) }],
    footer: `From the ${MERCHANT} wine list.` }));
  wineFacts(w, file, s);
  k++;
}
for (const w of assign.get('md_bullets')) {
  const file = wineFile(w, 'md');
  const s = pageStates(w, k);
  corpus.write(file, mdBulletsNote({ title: w.name, lead: wineProse(w, s, k), sections: [{ heading: w.es ? 'Ficha' : 'Tasting card', rows: specRows(w, s, k) }] }));
  wineFacts(w, file, s);
  k++;
}
for (const w of assign.get('md_yaml')) {
  const file = wineFile(w, 'md');
  const s = pageStates(w, k);
  const rows = specRows(w, s, k).slice(2);
  corpus.write(file, mdYamlTableNote({
    title: w.name,
    frontMatter: [['wine', w.name], ['producer', w.producer.name], ['bin', `B${String(100 + k * 7)}`], ['status', 'listed']],
    lead: wineProse(w, s, k), sections: [{ heading: 'Cellar card', rows }], colA: 'Item', colB: 'Detail',
  }));
  wineFacts(w, file, s);
  k++;
}
for (const w of assign.get('txt')) {
  const file = wineFile(w, 'txt');
  const s = pageStates(w, k);
  corpus.write(file, txtProfile({ txtHeader: `WINE: ${w.name.toUpperCase()}\n${'-'.repeat(40)}`, sections: [{ rows: specRows(w, s, k) }], lead: wineProse(w, s, k) }));
  wineFacts(w, file, s);
  k++;
}
for (const w of assign.get('json_nested')) {
  const file = wineFile(w, 'json');
  const us = isUS(w);
  const size = us || k % 2 ? { value: Math.round(w.bottle * 1000), unit: 'ml' } : { value: w.bottle * 100, unit: 'cl' };
  const f = Math.round((w.tempC * 9) / 5 + 32);
  const serve = us ? { value: f, unit: '°F' } : { value: w.tempC, unit: '°C' };
  const s = { vintage: w.vintage == null ? '' : String(w.vintage), colour: w.colour, spark: '', sweetness: w.sweetness, abv: String(w.abv), bottle: String(size.value), closure: w.closure,
    organic: '', vegan: '', score: String(w.score), windowFrom: String(w.from), windowUntil: String(w.until), temp: String(serve.value), tempC: us ? ((f - 32) * 5) / 9 : w.tempC,
    price: String(w.price), stock: String(w.stock), listed: w.listed };
  const s0 = pageStates(w, k);
  const rec = {
    wine: {
      cuvee: w.name,
      vintage: w.vintage,
      producer: { name: w.producer.name },
      composition: { colour: w.colour, sparkling: w.sparkling, grapes: w.grapes, sweetness: w.sweetness },
      analysis: { alcohol: { value: w.abv, unit: '% vol' } },
      packaging: { bottle: size, closure: w.closure },
      tasting: { critic_score: w.score, drinking_window: { from: w.from, until: w.until }, serve_at: serve, pairings: w.pairings },
      certification: { organic: w.organic, vegan: w.vegan },
      retail: { shop: w.shop.name, price: { amount: w.price, currency: w.shop.cur }, stock: { bottles: w.stock }, listed_since: w.listed },
      note: wineProse(w, s0, k)[0],
    },
  };
  corpus.write(file, JSON.stringify(rec, null, 2) + '\n');
  wineFacts(w, file, s);
  k++;
}
// --- CSV export (Borough, London): units in the header, plain numbers
{
  const file = 'exports/borough-stock.csv';
  const header = ['wine', 'producer', 'vintage', 'colour', 'sparkling', 'grapes', 'sweetness', 'ABV (%)', 'Bottle (cl)', 'closure', 'organic', 'vegan', 'score', 'drink_from', 'drink_until',
    'Serving temp (°C)', 'pairings', 'Price (GBP)', 'Stock (bottles)', 'listed', 'shop'];
  const yn = (b) => (b ? 'yes' : 'no');
  const rows = assign.get('csv').map((w) => {
    const cl = String(w.bottle * 100);
    wineFacts(w, file, { vintage: w.vintage == null ? 'NV' : String(w.vintage), colour: w.colour, spark: yn(w.sparkling), sweetness: w.sweetness, abv: String(w.abv), bottle: cl,
      closure: w.closure, organic: yn(w.organic), vegan: yn(w.vegan), score: String(w.score), windowFrom: String(w.from), windowUntil: String(w.until), temp: String(w.tempC), tempC: w.tempC,
      price: w.price.toFixed(2), stock: String(w.stock), listed: w.listed });
    return [w.name, w.producer.name, w.vintage ?? 'NV', w.colour, yn(w.sparkling), w.grapes.join('; '), w.sweetness, w.abv, cl, w.closure, yn(w.organic), yn(w.vegan), w.score, w.from, w.until,
      w.tempC, w.pairings.join('; '), w.price.toFixed(2), w.stock, w.listed, w.shop.name];
  });
  corpus.write(file, delimited(header, rows));
}
// --- TSV (Georgetown, Washington): units inside the values
{
  const file = 'exports/georgetown-inventory.tsv';
  const header = ['Wine', 'Vintage', 'Color', 'Type', 'Grapes', 'Sweetness', 'ABV', 'Size', 'Closure', 'Organic', 'Vegan', 'Score', 'Drink window', 'Serve', 'Pairings', 'Price', 'Stock',
    'Listed', 'Producer', 'Store'];
  const rows = assign.get('tsv').map((w, i) => {
    const f = Math.round((w.tempC * 9) / 5 + 32);
    const s = { vintage: w.vintage == null ? 'NV' : String(w.vintage), colour: w.colour, spark: w.sparkling ? 'Sparkling' : 'Still', sweetness: w.sweetness, abv: `${w.abv}%`,
      bottle: w.bottle === 1.5 ? '1.5 L' : `${Math.round(w.bottle * 1000)} ml`, closure: w.closure, organic: w.organic ? 'Y' : 'N', vegan: w.vegan ? 'Y' : 'N', score: `${w.score} pts`,
      window: `${w.from}–${w.until}`, temp: `${f}°F`, tempC: ((f - 32) * 5) / 9, price: `$${w.price.toFixed(2)}`, stock: w.stock % 12 === 0 ? `${w.stock / 12} cs` : `${w.stock} btl`,
      listed: `${pad(Number(w.listed.slice(5, 7)))}/${w.listed.slice(8)}/${w.listed.slice(0, 4)}` };
    wineFacts(w, file, s);
    return [w.name, s.vintage, w.colour, s.spark, w.grapes.join(', '), w.sweetness, s.abv, s.bottle, w.closure, s.organic, s.vegan, s.score, s.window, s.temp, w.pairings.join(', '), s.price,
      s.stock, s.listed, w.producer.name, w.shop.name];
  });
  corpus.write(file, `# Stock: cs = case of 12 bottles, btl = bottles. Serve = serving temperature.\n` + delimited(header, rows, '\t'));
}
// --- semicolon CSV (Gràcia, Barcelona): Spanish headers, decimal commas, n/a for unknown values
{
  const file = 'exports/gracia-existencias.csv';
  const header = ['vino', 'bodega', 'añada', 'color', 'espumoso', 'variedades', 'dulzor', 'graduacion_pct', 'formato_cl', 'tapon', 'ecologico', 'vegano', 'puntuacion', 'consumo_desde',
    'consumo_hasta', 'temperatura_c', 'maridaje', 'precio_eur', 'existencias_botellas', 'fecha_alta', 'tienda'];
  const lst = assign.get('semicolon');
  const noScore = lst[2].name;
  const sn = (b) => (b ? 'sí' : 'no');
  const rows = lst.map((w) => {
    const ns = w.name === noScore;
    const [y, m, d] = w.listed.split('-');
    const s = { vintage: w.vintage == null ? 'n/a' : String(w.vintage), colour: ES[w.colour], spark: sn(w.sparkling), sweetness: ES[w.sweetness], abv: comma(w.abv), bottle: comma(w.bottle * 100),
      closure: ES[w.closure], organic: sn(w.organic), vegan: sn(w.vegan), score: ns ? '' : String(w.score), noScore: ns, windowFrom: String(w.from), windowUntil: String(w.until),
      temp: String(w.tempC), tempC: w.tempC, pairing: ES[w.pairings[0]], price: comma(w.price.toFixed(2)), stock: String(w.stock), listed: `${d}/${m}/${y}` };
    wineFacts(w, file, s);
    return [w.name, w.producer.name, s.vintage, s.colour, s.spark, w.grapes.join(', '), s.sweetness, s.abv, s.bottle, s.closure, s.organic, s.vegan, ns ? 'n/a' : w.score, w.from, w.until,
      w.tempC, w.pairings.map((p) => ES[p]).join(', '), s.price, w.stock, s.listed, w.shop.name];
  });
  corpus.write(file, delimited(header, rows, ';'));
}
// --- JSON flat records (Leith, Edinburgh)
{
  const file = 'exports/leith-wine-list.json';
  const recs = assign.get('json_flat').map((w) => {
    const ml = Math.round(w.bottle * 1000);
    wineFacts(w, file, { vintage: w.vintage == null ? '' : String(w.vintage), colour: w.colour, spark: '', sweetness: w.sweetness, abv: String(w.abv), bottle: String(ml), closure: w.closure,
      organic: '', vegan: '', score: String(w.score), windowFrom: String(w.from), windowUntil: String(w.until), temp: String(w.tempC), tempC: w.tempC, price: String(w.price),
      stock: String(w.stock), listed: w.listed });
    return { name: w.name, producer: w.producer.name, vintage: w.vintage, colour: w.colour, sparkling: w.sparkling, grapes: w.grapes, sweetness: w.sweetness, abv_percent: w.abv,
      bottle_ml: ml, closure: w.closure, organic: w.organic, vegan: w.vegan, critic_score: w.score, drink_from: w.from, drink_until: w.until, serving_temp_c: w.tempC,
      pairings: w.pairings, price_gbp: w.price, stock_bottles: w.stock, listed_since: w.listed, shop: w.shop.name };
  });
  corpus.write(file, JSON.stringify({ shop: `${MERCHANT} – Leith`, exported: '2025-07-01', currency: 'GBP', wines: recs }, null, 2) + '\n');
}

// ------------------------------------------------------------------ simple pages (producers, regions, shops)
const LAYOUTS8 = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested', 'json_flat'];
function simplePage(Lt, base, name, header, lead, rows, nested, flat, heading) {
  let file;
  if (Lt === 'html_table') corpus.write((file = `${base}.html`), htmlTablePage({ title: name, crumbs: [MERCHANT, heading], lead, sections: [{ heading, rows }] }));
  else if (Lt === 'html_dl') corpus.write((file = `${base}.html`), htmlDlPage({ title: name, site: MERCHANT, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'html_infobox') corpus.write((file = `${base}.html`), htmlInfoboxPage({ title: name, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'md_bullets') corpus.write((file = `${base}.md`), mdBulletsNote({ title: name, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'md_yaml')
    corpus.write((file = `${base}.md`), mdYamlTableNote({ title: name, frontMatter: [['name', name], ...rows.slice(0, 2)], lead, sections: [{ heading, rows: rows.slice(2) }] }));
  else if (Lt === 'txt') corpus.write((file = `${base}.txt`), txtProfile({ txtHeader: `${header}: ${name.toUpperCase()}`, sections: [{ rows }], lead }));
  else if (Lt === 'json_nested') corpus.write((file = `${base}.json`), JSON.stringify(nested, null, 2) + '\n');
  else corpus.write((file = `${base}.json`), JSON.stringify(flat, null, 2) + '\n');
  return file;
}

// --- producers
r.shuffle(PRODUCERS).forEach((p, i) => {
  const Lt = LAYOUTS8[i % LAYOUTS8.length];
  const json = Lt.startsWith('json');
  const es = p.region.country === 'Spain';
  const areaText = p.areaUnit === 'acres' ? [`${p.area} acres`, `${p.area} acres under vine`][i % 2] : es ? `${comma(p.area)} ha` : [`${p.area} ha`, `${p.area} hectares`][i % 2];
  const lead = [[`${p.name} has farmed ${areaText} around ${p.village} since ${p.founded}.`, `${p.winemaker} makes the wines at ${p.name}.`, `${p.name} is a ${p.ownership.toLowerCase()} estate in ${p.village}.`][i % 3]];
  const ownRow = [['Ownership', p.ownership], ['Family-owned', p.ownership === 'Family' ? 'Yes' : 'No'], ['Owned by', p.ownership === 'Family' ? 'the family' : p.ownership === 'Cooperative' ? 'a growers’ cooperative' : 'a wine group']][i % 3];
  const rows = [[['Region', 'Wine region', 'Appellation area'][i % 3], p.region.name], [['Village', 'Location', 'Based in'][i % 3], p.village], [['Founded', 'Established', 'Since'][i % 3], String(p.founded)],
    [['Vineyard area', 'Vineyards', 'Area under vine'][i % 3], areaText], [['Winemaker', 'Head winemaker', 'Winemaker'][i % 3], p.winemaker], ownRow, [['Website', 'Web', 'Homepage'][i % 3], p.website]];
  const area = { value: p.area, unit: p.areaUnit };
  const nested = { producer: { name: p.name, location: { village: p.village, region: p.region.name }, history: { founded: p.founded }, vineyards: { area }, team: { winemaker: p.winemaker },
    ownership: p.ownership, contact: { website: p.website }, about: lead[0] } };
  const flat = { name: p.name, region: p.region.name, village: p.village, founded: p.founded, [p.areaUnit === 'acres' ? 'vineyard_acres' : 'vineyard_ha']: p.area, winemaker: p.winemaker,
    ownership: p.ownership, website: p.website, note: lead[0] };
  const file = simplePage(Lt, `producers/${slug(p.name)}`, p.name, 'PRODUCER', lead, rows, nested, flat, 'Producer');
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'producer', attr, value, unit, stated, file);
  F('region', p.region.name, '', p.region.name);
  F('village', p.village, 'text', p.village);
  F('founded', p.founded, 'year', String(p.founded));
  F('vineyard_area', p.ha, 'ha', json ? String(p.area) : areaText);
  F('winemaker', p.winemaker, 'text', p.winemaker);
  F('family_owned', p.ownership === 'Family', 'bool', json ? p.ownership : ownRow[1]);
  if (json || ownRow[0] !== 'Family-owned') F('ownership', p.ownership, '', json ? p.ownership : ownRow[1]);
  F('website', p.website, 'text', p.website);
});

// --- regions
r.shuffle(REGIONS).forEach((g, i) => {
  const Lt = LAYOUTS8[(i + 3) % LAYOUTS8.length];
  const json = Lt.startsWith('json');
  const areaText = g.areaUnit === 'acres' ? [`about ${group(g.area)} acres`, `${group(g.area)} acres`][i % 2] : [`${group(g.area)} ha`, `about ${group(g.area)} hectares`, `${group(g.area)} hectares`][i % 3];
  const lead = [[`${g.name} has about ${group(g.area)} ${g.areaUnit === 'acres' ? 'acres' : 'hectares'} of vineyards.`, `${g.grape} is the grape most planted in ${g.name}.`,
    `${g.name} has been a recognised wine region since ${g.since}.`][i % 3]];
  const rows = [[['Country', 'Country', 'Located in'][i % 3], g.country], [['Climate', 'Climate type', 'Climate'][i % 3], g.climate], [['Area under vine', 'Vineyard area', 'Planted area'][i % 3], areaText],
    [['Recognised since', 'Appellation since', 'Protected since'][i % 3], String(g.since)], [['Main grape', 'Signature grape', 'Principal variety'][i % 3], g.grape]];
  const nested = { region: { name: g.name, country: g.country, climate: { type: g.climate }, vineyards: { area: { value: g.area, unit: g.areaUnit }, main_grape: g.grape },
    appellation: { since: g.since }, summary: lead[0] } };
  const flat = { name: g.name, country: g.country, climate: g.climate, [g.areaUnit === 'acres' ? 'area_acres' : 'area_ha']: g.area, recognised_since: g.since, main_grape: g.grape, note: lead[0] };
  const file = simplePage(Lt, `regions/${slug(g.name)}`, g.name, 'REGION', lead, rows, nested, flat, 'Wine region');
  const F = (attr, value, unit, stated) => corpus.fact(g.name, 'region', attr, value, unit, stated, file);
  F('country', g.country, '', g.country);
  F('climate', g.climate, '', g.climate);
  F('area', g.ha, 'ha', json ? String(g.area) : areaText);
  F('since', g.since, 'year', String(g.since));
  F('main_grape', g.grape, '', g.grape);
});

// --- shops
SHOPS.forEach((b, i) => {
  const Lt = ['html_infobox', 'md_bullets', 'txt', 'json_nested'][i];
  const json = Lt === 'json_nested';
  const opened = [fmtDate(b.opened, 'long'), fmtDate(b.opened, 'short'), `${pad(Number(b.opened.slice(8)))}/${b.opened.slice(5, 7)}/${b.opened.slice(0, 4)}`, b.opened][i];
  const radius = b.radiusUnit === 'mi' ? `${b.radius} miles` : `${b.radius} km`;
  const lead = [[`Our ${b.city} shop opened on ${opened}.`, `${b.manager} runs the ${b.name} shop.`, `La tienda de ${b.name} tiene ${b.seats} plazas en la barra de cata.`, `We deliver within ${radius} of the shop.`][i]];
  const rows = b.style === 'es'
    ? [['Ciudad', b.city], ['País', 'España'], ['Apertura', opened], ['Encargada', b.manager], ['Plazas de cata', String(b.seats)], ['Capacidad de bodega', `${group(b.cellar).replace(',', '.')} botellas`],
        ['Radio de reparto', radius], ['Horario', b.hours]]
    : [['City', b.city], ['Country', b.country], [['Opened', 'Opening date'][i % 2], opened], [['Manager', 'Shop manager'][i % 2], b.manager],
        [['Tasting bar seats', 'Seats at the tasting bar'][i % 2], String(b.seats)], [['Cellar capacity', 'Cellar holds'][i % 2], `${group(b.cellar)} bottles`],
        [['Delivery radius', 'We deliver within'][i % 2], radius], [['Opening hours', 'Open'][i % 2], b.hours]];
  const nested = { shop: { name: b.name, merchant: MERCHANT, address: { city: b.city, country: b.country }, opened: b.opened, manager: b.manager, tasting_bar: { seats: b.seats },
    cellar: { capacity_bottles: b.cellar }, delivery: { radius: { value: b.radius, unit: b.radiusUnit === 'mi' ? 'miles' : 'km' } }, opening_hours: b.hours, currency: b.cur, about: lead[0] } };
  const file = simplePage(Lt, `shops/${slug(b.name)}`, b.name, b.style === 'es' ? 'TIENDA' : 'SHOP', lead, rows, nested, null, 'Shop details');
  const F = (attr, value, unit, stated) => corpus.fact(b.name, 'shop', attr, value, unit, stated, file);
  F('city', b.city, '', b.city);
  F('country', b.country, '', b.style === 'es' && !json ? 'España' : b.country);
  F('opened', b.opened, 'date', json ? b.opened : opened);
  F('manager', b.manager, 'text', b.manager);
  F('seats', b.seats, '', String(b.seats));
  F('cellar_capacity', b.cellar, 'bottles', json ? String(b.cellar) : rows[5][1]);
  F('delivery_radius', b.radiusUnit === 'mi' ? b.radius * KM_PER_MILE : b.radius, 'km', json ? String(b.radius) : radius);
  F('opening_hours', b.hours, 'text', b.hours);
});

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `${MERCHANT} — shared drive.\nwines/ holds one page per wine on our list; exports/ the stock lists the four shops export from the till system; producers/, regions/ and shops/ the reference pages.\nPrices are shelf prices per bottle in the currency of the shop that stocks the wine (GBP in London and Edinburgh, EUR in Barcelona, USD in Washington); nothing is converted. Georgetown writes temperatures in Fahrenheit and counts stock in cases of 12.\n`);
corpus.write('admin/tastings-2025.md', `# Tasting evenings 2025\n\n| Evening | Borough | Leith | Gràcia | Georgetown |\n|---|---|---|---|---|\n| Ticket price | £25 | £20 | 22 € | $35 |\n| Wines poured | 8 | 6 | 7 | 10 |\n| Seats | 24 | 16 | 20 | 30 |\n\nTickets are refundable up to 48 hours before. Members get 15% off and a free glass of the wine of the month.\n`);
corpus.write('admin/storage-and-service.md', `# Storage and service\n\n- Keep the cellars between 11 and 14 °C at about 70 % humidity; lay corked bottles on their side.\n- A case is 12 bottles; mixed cases of 6 get 5 % off, full cases 10 %.\n- Open reds 30 minutes before a tasting; sparkling wine goes in the ice bucket 20 minutes ahead.\n- Corkage for the tasting bar: 15 in the local currency per bottle.\n`);

const stats = corpus.flush(source);
console.log(`wines: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
