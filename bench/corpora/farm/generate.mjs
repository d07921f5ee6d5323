#!/usr/bin/env node
// Farm corpus (held-out): the office drive of "Harrowfield Farms Ltd", a mixed arable and livestock business with
// three holdings — Harrowfield Home Farm (Lincolnshire, England), Hoeve De Wielen (Flevoland, the Netherlands) and
// Ballykeel Farm (Co. Wexford, Ireland) — 40 fields, 12 varieties, 11 machines, 8 staff, 7 buyers, the 2024 harvest.
//   node bench/corpora/farm/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "farm-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Its shape differs from one page per entity:
// (a) a crop ROTATION MATRIX (cropping/rotation-2021-2025.csv): one row per field (code + name), one column per
//     harvest year 2021–2025, cells holding abbreviated crops (`W. Wheat`, `OSR`, `Sp. Barley`, `Fallow`, `Grass
//     ley`); the column `2025 (current)` is each field's current crop. These facts belong to the fields but live in
//     the matrix (crop_2021 … crop_2025);
// (b) field records in mixed layouts: Markdown pages, HTML pages (inverted `Waterlogged`), an English CSV register in
//     acres (inverted `Undrained`), a JSON export of farm-management software with nested objects, a DUTCH semicolon
//     export (`Oppervlakte (ha)`, `Grondsoort`, `klei`, `ja/nee`, decimal commas), Dutch field pages, an Irish field
//     book (one Markdown file, a heading per field, `30,6 ac`) and Irish plain-text field sheets (`Index P/K: 2/3`);
// (c) the 2024 HARVEST: one record (lot) per field harvested and sold, in three files: an English CSV with yields in
//     t/ha or t/acre, a Dutch semicolon export (t/ha, `€ 212,50`) and an Irish Markdown note with yields in t/ha or
//     cwt/acre in sentences; lots link to their field, variety and buyer;
// (d) a MACHINERY register (semicolon CSV, decimal commas, power in hp or kW) and a SERVICE LOG (text lines, one per
//     service, several per machine: the latest gives the last service date and the engine hours);
// (e) STAFF records: a plain-text file of five blocks and three HTML pages (two in Dutch), certificates as yes/no;
// (f) holdings (an English Markdown page, a Dutch page, an Irish HTML page), buyers (a Markdown contact table),
//     varieties (an HTML table) and background documents whose numbers belong to no entity (subsidy notes, a
//     weather summary, a fertiliser note, a README).
//
// Canonical units of source.csv: areas in HECTARES (`30.6 acres` holds 30.6 × 0.40468564224); yields in t/ha
// (`3.52 t/acre` holds 3.52 / 0.40468564224, `62 cwt/acre` holds 62 × 0.05080234544 / 0.40468564224); moisture and
// organic matter in %; tonnes sold in t; prices per tonne in the stated currency (GBP or EUR, never converted);
// power in hp (`176,5 kW` holds 176.5 / 0.745699872); engine hours in h; working width in m; payment terms in days;
// dates ISO; crops as full English names (`OSR` = Oilseed rape, `W. Wheat` = Winter wheat); soil types in English
// (`klei` = Clay, `zavel` = Sandy clay, `zand` = Sand, `veen` = Peat); countries in English (`Nederland` = Netherlands).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlTablePage, htmlDlPage, mdBulletsNote, rng, slug, targets, txtProfile } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('farm-v1');
const ACRE = 0.40468564224; // ha per acre
const CWT = 0.05080234544; // t per (long) hundredweight
const KW_HP = 0.745699872; // kW per hp
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const r6 = (x) => Math.round(x * 1e6) / 1e6;
const nl = (x, d) => Number(x).toFixed(d).replace('.', ',');
const pad = (n, w = 2) => String(n).padStart(w, '0');
const BUSINESS = 'Harrowfield Farms Ltd';

// ------------------------------------------------------------------ holdings
const HOLDINGS = [
  { key: 'HOME', name: 'Harrowfield Home Farm', country: 'United Kingdom', region: 'Lincolnshire', town: 'Louth', areaAc: 1186, dairy: 160, ewes: 420, est: 1974, cur: 'GBP' },
  { key: 'NL', name: 'Hoeve De Wielen', country: 'Netherlands', region: 'Flevoland', town: 'Dronten', areaHa: 191, dairy: 0, ewes: 0, est: 2011, cur: 'EUR' },
  { key: 'IE', name: 'Ballykeel Farm', country: 'Ireland', region: 'County Wexford', town: 'Enniscorthy', areaAc: 412, dairy: 240, ewes: 0, est: 2016, cur: 'EUR' },
];
const H = Object.fromEntries(HOLDINGS.map((h) => [h.key, h]));

// ------------------------------------------------------------------ staff
const STAFF = [
  { name: 'Tom Harrowfield', role: 'Managing Director', hold: 'HOME', start: '2004-04-01', spray: true, tele: true, aid: false },
  { name: 'Sarah Pickering', role: 'Farm Manager', hold: 'HOME', start: '2014-09-15', spray: true, tele: false, aid: true },
  { name: 'Gary Dunmore', role: 'Tractor Driver', hold: 'HOME', start: '2019-03-04', spray: true, tele: true, aid: false },
  { name: 'Priya Shah', role: 'Agronomist', hold: 'HOME', start: '2021-06-01', spray: false, tele: false, aid: true },
  { name: 'Siobhán Kavanagh', role: 'Herd Manager', hold: 'IE', start: '2018-02-12', spray: false, tele: true, aid: true },
  { name: 'Declan Byrne', role: 'Farm Manager', hold: 'IE', start: '2016-05-09', spray: true, tele: true, aid: true },
  { name: 'Jeroen Visser', role: 'Farm Manager', hold: 'NL', start: '2011-11-01', spray: true, tele: false, aid: false },
  { name: 'Anouk de Graaf', role: 'Arable Worker', hold: 'NL', start: '2022-03-14', spray: false, tele: true, aid: false },
];
H.HOME.manager = 'Sarah Pickering';
H.NL.manager = 'Jeroen Visser';
H.IE.manager = 'Declan Byrne';

// ------------------------------------------------------------------ buyers
const BUYERS = [
  { name: 'Openfield Agriculture', type: 'Grain merchant', city: 'Colsterworth', country: 'United Kingdom', terms: 30, since: 2009 },
  { name: 'Frontier Agriculture', type: 'Grain merchant', city: 'Witney', country: 'United Kingdom', terms: 21, since: 2015 },
  { name: 'Arla Foods UK', type: 'Dairy', city: 'Leeds', country: 'United Kingdom', terms: 35, since: 2012 },
  { name: 'Agrifirm', type: 'Cooperative', city: 'Apeldoorn', country: 'Netherlands', terms: 14, since: 2011 },
  { name: 'Cosun Beet Company', type: 'Sugar processor', city: 'Dinteloord', country: 'Netherlands', terms: 45, since: 2012 },
  { name: 'Aviko', type: 'Potato processor', city: 'Steenderen', country: 'Netherlands', terms: 28, since: 2014 },
  { name: 'Tirlán', type: 'Dairy', city: 'Kilkenny', country: 'Ireland', terms: 15, since: 2016 },
];
H.HOME.milk = 'Arla Foods UK';
H.IE.milk = 'Tirlán';

// ------------------------------------------------------------------ varieties
const VARIETIES = [
  { name: 'KWS Extase', crop: 'Winter wheat', breeder: 'KWS', use: 'Milling', seed: 180 },
  { name: 'Skyfall', crop: 'Winter wheat', breeder: 'RAGT', use: 'Milling', seed: 175 },
  { name: 'Graham', crop: 'Winter wheat', breeder: 'Syngenta', use: 'Feed', seed: 190 },
  { name: 'KWS Orwell', crop: 'Winter barley', breeder: 'KWS', use: 'Feed', seed: 160 },
  { name: 'Laureate', crop: 'Spring barley', breeder: 'Syngenta', use: 'Malting', seed: 165 },
  { name: 'Planet', crop: 'Spring barley', breeder: 'Secobra', use: 'Malting', seed: 155 },
  { name: 'Gangway', crop: 'Spring barley', breeder: 'Senova', use: 'Feed', seed: 170 },
  { name: 'Aurelia', crop: 'Oilseed rape', breeder: 'DSV', use: 'Crushing', seed: 4.5 },
  { name: 'Tundra', crop: 'Field beans', breeder: 'Senova', use: 'Human consumption', seed: 240 },
  { name: 'Fontane', crop: 'Potatoes', breeder: 'Agrico', use: 'Processing', seed: 2500 },
  { name: 'Vasco KWS', crop: 'Sugar beet', breeder: 'KWS', use: 'Sugar', seed: 3.2 },
  { name: 'Hytech', crop: 'Onions', breeder: 'Bejo', use: 'Fresh market', seed: 4.8 },
];
const VAR_OF = {
  'Winter wheat': ['KWS Extase', 'Skyfall', 'Graham'],
  'Winter barley': ['KWS Orwell'],
  'Spring barley': ['Laureate', 'Planet', 'Gangway'],
  'Oilseed rape': ['Aurelia'],
  'Field beans': ['Tundra'],
  Potatoes: ['Fontane'],
  'Sugar beet': ['Vasco KWS'],
  Onions: ['Hytech'],
};

// ------------------------------------------------------------------ crops (rotation matrix spellings)
const ABBR = {
  'Winter wheat': 'W. Wheat', 'Winter barley': 'W. Barley', 'Spring barley': 'Sp. Barley', 'Oilseed rape': 'OSR',
  'Field beans': 'Beans', Potatoes: 'Potatoes', 'Sugar beet': 'Sugar beet', Onions: 'Onions', Maize: 'Maize',
  'Grass ley': 'Grass ley', Fallow: 'Fallow',
};
const ROT = {
  HOME: ['Winter wheat', 'Oilseed rape', 'Winter wheat', 'Winter barley', 'Field beans', 'Winter wheat', 'Spring barley'],
  NL: ['Potatoes', 'Winter wheat', 'Sugar beet', 'Onions', 'Spring barley', 'Winter wheat'],
  IE: ['Spring barley', 'Winter wheat', 'Maize', 'Spring barley', 'Grass ley', 'Winter barley'],
};

// ------------------------------------------------------------------ fields
const FIELD_NAMES = {
  HOME: ['Long Acre', 'Top Meadow', 'Church Field', 'Mill Piece', 'Hollow Bottom', 'Windmill Hill', 'Twelve Acres', 'Pond Close', 'Great Ground', 'Little Ground', 'Hangar Field', 'Sheepwash', 'Far Carr', 'Near Carr', 'Bottom Meadow', 'Osier Bed', 'Clay Pits', 'Gravel Pit Field'],
  NL: ['De Dijkakker', 'Kavel Noord', 'Kavel Zuid', 'Achter de Schuur', 'Het Lange Stuk', 'De Kolk', 'Vossenkamp', 'Polderakker', 'Molenveld', 'De Vlieter', 'Oosterkavel', 'Het Driehoekje'],
  IE: ['Bog Field', 'Mass Path Field', 'The Paddock', 'Kiln Field', 'Rocky Field', 'Well Field', 'The Inches', 'Furze Hill', 'Lios Field', 'Barn Field'],
};
const SOILS = {
  HOME: [['Clay loam', 4], ['Sandy loam', 2], ['Silty clay loam', 2], ['Chalk', 2], ['Clay', 2], ['Peat', 1]],
  NL: [['Clay', 4], ['Sandy clay', 3], ['Sand', 2], ['Peat', 1]],
  IE: [['Loam', 3], ['Clay loam', 2], ['Sandy loam', 2], ['Peat', 1]],
};
const PH = { 'Clay loam': [6.2, 7.4], 'Sandy loam': [5.4, 6.8], 'Silty clay loam': [6.0, 7.2], Chalk: [7.6, 8.2], Clay: [6.4, 7.8], Peat: [4.9, 5.9], 'Sandy clay': [6.3, 7.5], Sand: [5.2, 6.4], Loam: [5.6, 6.9] };
const fields = [];
for (const hk of ['HOME', 'NL', 'IE']) {
  FIELD_NAMES[hk].forEach((name, i) => {
    const code = hk === 'HOME' ? `F${pad(i + 1)}` : hk === 'NL' ? `NL-${pad(i + 1)}` : `IE-${pad(i + 1)}`;
    const soil = r.weighted(SOILS[hk]);
    const [lo, hi] = PH[soil];
    const f = {
      name, code, hold: hk, soil,
      ph: Math.round(r.float(lo, hi) * 10) / 10,
      p: r.weighted([[0, 1], [1, 3], [2, 5], [3, 3], [4, 1]]),
      k: r.weighted([[0, 1], [1, 2], [2, 6], [3, 3], [4, 1]]),
      om: soil === 'Peat' ? Math.round(r.float(18, 34) * 10) / 10 : Math.round(r.float(hk === 'IE' ? 3.5 : 1.8, hk === 'IE' ? 8.5 : 5.6) * 10) / 10,
      drained: soil === 'Peat' ? r.chance(0.3) : r.chance(hk === 'NL' ? 0.85 : 0.65),
      organic: hk === 'IE' ? r.chance(0.4) : hk === 'NL' ? r.chance(0.25) : r.chance(0.12),
    };
    // size: stated in acres (areaAc) or hectares (areaHa)
    const ha = hk === 'HOME' ? r.float(4, 36) : hk === 'NL' ? r.float(5.5, 22) : r.float(3, 15);
    f.haRaw = ha;
    // rotation
    const grass = (hk === 'HOME' && ['Top Meadow', 'Bottom Meadow', 'Osier Bed', 'Sheepwash'].includes(name)) || (hk === 'IE' && r.chance(0.3));
    const rot = ROT[hk];
    const off = r.int(0, rot.length - 1);
    f.crops = [];
    for (let y = 0; y < 5; y++) {
      let c = grass ? 'Grass ley' : rot[(off + y) % rot.length];
      if (!grass && r.chance(0.2)) c = r.pick(rot.filter((x) => x !== c && x !== f.crops[y - 1]));
      if (!grass && hk === 'HOME' && r.chance(0.07)) c = 'Fallow';
      f.crops.push(c);
    }
    if (hk === 'NL' && name === 'Het Driehoekje') f.crops[1] = 'Fallow';
    fields.push(f);
  });
}
const FIELD = Object.fromEntries(fields.map((f) => [f.name, f]));
const YEARS = [2021, 2022, 2023, 2024, 2025];

// ------------------------------------------------------------------ harvest 2024 (sold crops only)
const SOLD = new Set(['Winter wheat', 'Winter barley', 'Spring barley', 'Oilseed rape', 'Field beans', 'Potatoes', 'Sugar beet', 'Onions']);
const YIELD = { 'Winter wheat': [7.4, 11.2], 'Winter barley': [6.4, 9.0], 'Spring barley': [5.4, 8.0], 'Oilseed rape': [2.9, 4.8], 'Field beans': [3.4, 5.6], Potatoes: [40, 62], 'Sugar beet': [72, 96], Onions: [45, 66] };
const PRICE = {
  GBP: { 'Winter wheat': [168, 204], 'Winter barley': [148, 170], 'Spring barley': [160, 196], 'Oilseed rape': [368, 418], 'Field beans': [218, 262] },
  EUR: { 'Winter wheat': [196, 232], 'Spring barley': [182, 226], Potatoes: [135, 215], 'Sugar beet': [44, 56], Onions: [110, 240], 'Winter barley': [178, 205] },
};
const BUYER_OF = (hk, crop) => {
  if (hk === 'HOME') return { 'Oilseed rape': 'Frontier Agriculture', 'Field beans': 'Frontier Agriculture', 'Spring barley': 'Openfield Agriculture', 'Winter barley': 'Openfield Agriculture' }[crop] ?? r.pick(['Openfield Agriculture', 'Frontier Agriculture']);
  if (hk === 'NL') return { Potatoes: 'Aviko', 'Sugar beet': 'Cosun Beet Company' }[crop] ?? 'Agrifirm';
  return 'Tirlán';
};
const harvests = [];
const lotNo = { HOME: 0, NL: 0, IE: 0 };
for (const f of fields) {
  const crop = f.crops[3];
  if (!SOLD.has(crop)) continue;
  const hk = f.hold;
  lotNo[hk] += 1;
  const prefix = { HOME: 'HF24', NL: 'DW24', IE: 'BK24' }[hk];
  const [ylo, yhi] = YIELD[crop];
  const combinable = !['Potatoes', 'Sugar beet', 'Onions'].includes(crop);
  const cur = H[hk].cur;
  const [plo, phi] = PRICE[cur][crop];
  harvests.push({
    lot: `${prefix}-${pad(lotNo[hk], 3)}`, field: f, crop, hold: hk,
    variety: r.pick(VAR_OF[crop]),
    yRaw: r.float(ylo, yhi),
    moisture: combinable ? Math.round(r.float(13.2, 20.5) * 10) / 10 : null,
    share: r.float(0.72, 1.0),
    price: cur === 'GBP' ? Math.round(r.float(plo, phi) * 2) / 2 : Math.round(r.float(plo, phi) * 4) / 4,
    cur, buyer: BUYER_OF(hk, crop),
  });
}

// ------------------------------------------------------------------ machines
const MACHINES = [
  { code: 'MC-01', name: 'John Deere 6155R', type: 'Tractor', make: 'John Deere', year: 2019, hp: 155, hold: 'HOME', width: null, hours: 6840 },
  { code: 'MC-02', name: 'Massey Ferguson 5S.145', type: 'Tractor', make: 'Massey Ferguson', year: 2022, hp: 145, hold: 'IE', width: null, hours: 2315 },
  { code: 'MC-03', name: 'Fendt 724 Vario', type: 'Tractor', make: 'Fendt', year: 2021, kw: 176.5, hold: 'HOME', width: null, hours: 4812 },
  { code: 'MC-04', name: 'Claas Lexion 760', type: 'Combine harvester', make: 'Claas', year: 2018, hp: 598, hold: 'HOME', width: 9.3, hours: 3950 },
  { code: 'MC-05', name: 'Horsch Pronto 6 DC', type: 'Seed drill', make: 'Horsch', year: 2020, hp: null, hold: 'HOME', width: 6.0, hours: null },
  { code: 'MC-06', name: 'Amazone UX 5201 Super', type: 'Trailed sprayer', make: 'Amazone', year: 2017, hp: null, hold: 'HOME', width: 24.0, hours: null },
  { code: 'MC-07', name: 'New Holland T7.270', type: 'Tractor', make: 'New Holland', year: 2020, kw: 199, hold: 'NL', width: null, hours: 5377 },
  { code: 'MC-08', name: 'Manitou MLT 635', type: 'Telehandler', make: 'Manitou', year: 2015, kw: 95.5, hold: 'IE', width: null, hours: 9120 },
  { code: 'MC-09', name: 'Claas Tucano 430', type: 'Combine harvester', make: 'Claas', year: 2016, kw: 200, hold: 'NL', width: 6.6, hours: 4416 },
  { code: 'MC-10', name: 'Väderstad Rapid A 400S', type: 'Seed drill', make: 'Väderstad', year: 2014, hp: null, hold: 'NL', width: 4.0, hours: null },
  { code: 'MC-11', name: 'Agrifac Condor Endurance II', type: 'Self-propelled sprayer', make: 'Agrifac', year: 2021, kw: 205, hold: 'NL', width: 36.0, hours: 2988 },
];
for (const m of MACHINES) {
  m.power = m.kw != null ? r4(m.kw / KW_HP) : m.hp;
  m.tank = m.type === 'Tractor' ? r.pick([330, 400, 430, 510]) : m.type.includes('Combine') ? r.pick([750, 1150]) : m.type.includes('sprayer') ? 5200 : null;
}

// ------------------------------------------------------------------ corpus
class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the rotation matrix, the service log). */
  factElsewhere(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);
const L = (k, xs) => xs[k % xs.length];

// ---- field layouts
const NL_SOIL = { Clay: 'klei', 'Sandy clay': 'zavel', Sand: 'zand', Peat: 'veen' };
function fieldFacts(f, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(f.name, 'field', attr, value, unit, stated, file);
  F('code', f.code, 'text', f.code);
  F('holding', H[f.hold].name, 'place', s.holding);
  F('area', f.area, 'ha', s.area);
  F('soil_type', f.soil, '', s.soil);
  F('ph', f.ph, '', s.ph);
  F('p_index', f.p, '', s.p);
  F('k_index', f.k, '', s.k);
  F('organic_matter', f.om, '%', s.om);
  F('drained', f.drained, 'bool', s.drained);
  F('organic', f.organic, 'bool', s.organic);
}
const homeF = fields.filter((f) => f.hold === 'HOME');
const nlF = fields.filter((f) => f.hold === 'NL');
const ieF = fields.filter((f) => f.hold === 'IE');
// England: 8 Markdown pages, 6 HTML pages, 4 rows of a CSV register (acres)
const homeMd = homeF.slice(0, 8);
const homeHtml = homeF.slice(8, 14);
const homeCsv = homeF.slice(14);
// areas: acres on some pages, hectares on others
function setArea(f, acres) {
  if (acres) {
    f.ac = Math.round((f.haRaw / ACRE) * 10) / 10;
    f.area = r6(f.ac * ACRE);
  } else {
    f.ha = Math.round(f.haRaw * 100) / 100;
    f.area = f.ha;
  }
}
homeMd.forEach((f, k) => setArea(f, k % 2 === 0));
homeHtml.forEach((f, k) => setArea(f, k % 3 === 1));
homeCsv.forEach((f) => setArea(f, true));
nlF.forEach((f) => setArea(f, false));
ieF.forEach((f, k) => setArea(f, k < 5 ? k % 2 === 0 : false));

homeMd.forEach((f, k) => {
  const file = `fields/home-farm/${f.code}-${slug(f.name)}.md`;
  const area = f.ac != null ? `${f.ac} acres` : `${f.ha.toFixed(2)} ha`;
  const s = {
    holding: H.HOME.name, area, soil: f.soil, ph: `pH: ${f.ph.toFixed(1)}`, p: `P index: ${f.p}`, k: `K index: ${f.k}`,
    om: `Organic matter: ${f.om.toFixed(1)} %`, drained: `Drained: ${f.drained ? 'Yes' : 'No'}`, organic: `Organic: ${f.organic ? 'Yes' : 'No'}`,
  };
  fieldFacts(f, file, s);
  corpus.write(file, mdBulletsNote({
    title: `${f.name} (${f.code})`,
    lead: [`Field record kept by the farm office. ${L(k, ['Gateway off the Louth road.', 'Access via the grain store yard.', 'Public footpath along the north headland.', 'Power line crosses the south-east corner.'])}`],
    sections: [
      { heading: 'Field', rows: [['Field code', f.code], ['Holding', H.HOME.name], ['Area', area], ['Soil', f.soil], ['Drained', f.drained ? 'Yes' : 'No'], ['Organic', f.organic ? 'Yes' : 'No']] },
      { heading: 'Soil analysis (sampled February 2024)', rows: [['pH', f.ph.toFixed(1)], ['P index', String(f.p)], ['K index', String(f.k)], ['Mg index', String(r.int(1, 4))], ['Organic matter', `${f.om.toFixed(1)} %`]] },
    ],
    footer: `Last walked ${fmtDate(`2025-0${r.int(3, 6)}-${pad(r.int(1, 28))}`, 'long')}.`,
  }));
});
homeHtml.forEach((f, k) => {
  const file = `fields/home-farm/${slug(f.name)}.html`;
  const area = f.ac != null ? `${f.ac} acres` : `${f.ha.toFixed(2)} hectares`;
  const s = {
    holding: H.HOME.name, area, soil: f.soil, ph: f.ph.toFixed(1), p: `Phosphate (P) index</td><td>${f.p}`, k: `Potash (K) index</td><td>${f.k}`,
    om: `${f.om.toFixed(1)}%`, drained: `Waterlogged</td><td>${f.drained ? 'no' : 'yes'}`, organic: f.organic ? 'Organic (Soil Association)' : 'Conventional',
  };
  fieldFacts(f, file, s);
  corpus.write(file, htmlTablePage({
    title: f.name,
    docTitle: `${f.name} — field record`,
    crumbs: [BUSINESS, H.HOME.name, 'Fields', f.name],
    lead: [`${f.name} is field ${f.code} of ${H.HOME.name}.`],
    colA: 'Item',
    colB: 'Detail',
    sections: [
      { heading: 'Field details', rows: [['Field code', f.code], ['Field size', area], ['Soil texture', f.soil], ['Waterlogged', f.drained ? 'no' : 'yes'], ['Certification', s.organic]] },
      { heading: 'Soil test', rows: [['Soil pH', f.ph.toFixed(1)], ['Phosphate (P) index', String(f.p)], ['Potash (K) index', String(f.k)], ['SOM', `${f.om.toFixed(1)}%`], ['Lab', 'NRM Bracknell']] },
    ],
    footer: `${BUSINESS} — farm office records`,
  }));
});
{
  const file = 'fields/home-farm/field-register.csv';
  const rows = homeCsv.map((f) => {
    const s = { holding: 'Home Farm', area: `,${f.ac},`, soil: f.soil, ph: f.ph.toFixed(1), p: `,${f.p},${f.k},`, k: `,${f.p},${f.k},`, om: f.om.toFixed(1), drained: `,${f.drained ? 'N' : 'Y'},${f.organic ? 'Y' : 'N'}`, organic: `,${f.drained ? 'N' : 'Y'},${f.organic ? 'Y' : 'N'}` };
    fieldFacts(f, file, s);
    return [f.code, f.name, 'Home Farm', f.ac, f.soil, f.ph.toFixed(1), f.p, f.k, f.om.toFixed(1), f.drained ? 'N' : 'Y', f.organic ? 'Y' : 'N'];
  });
  corpus.write(file, delimited(['Code', 'Field', 'Holding', 'Area (ac)', 'Soil', 'pH', 'P', 'K', 'OM %', 'Undrained', 'Organic'], rows));
}
// the Netherlands: 6 in a JSON export, 3 in a Dutch CSV, 3 Dutch pages
const nlJson = nlF.slice(0, 6);
const nlCsv = nlF.slice(6, 9);
const nlMd = nlF.slice(9);
{
  const file = 'fields/de-wielen/fms-export-parcels-2025.json';
  const parcels = nlJson.map((f) => {
    const s = { holding: H.NL.name, area: `"value": ${f.ha}`, soil: f.soil, ph: `"ph": ${f.ph}`, p: `"p_index": ${f.p}`, k: `"k_index": ${f.k}`, om: `"organic_matter_pct": ${f.om}`, drained: `"tile_drained": ${f.drained}`, organic: `"organic": ${f.organic}` };
    fieldFacts(f, file, s);
    return {
      parcel_id: f.code, name: f.name, farm: H.NL.name,
      area: { value: f.ha, unit: 'ha' },
      soil: { texture: f.soil, analysis: { sampled: `2024-0${r.int(1, 3)}-${pad(r.int(1, 28))}`, lab: 'Eurofins Agro', ph: f.ph, p_index: f.p, k_index: f.k, organic_matter_pct: f.om } },
      drainage: { tile_drained: f.drained },
      certification: { organic: f.organic, scheme: f.organic ? 'SKAL' : null },
    };
  });
  corpus.write(file, JSON.stringify({ exported: '2025-04-02T07:30:00Z', software: 'FarmDesk 6.4', farm_id: 'NL-FL-20417', parcels }, null, 2) + '\n');
}
{
  const file = 'fields/de-wielen/percelen-2025.csv';
  const rows = nlCsv.map((f) => {
    const row = [f.code, f.name, H.NL.name, nl(f.ha, 2), NL_SOIL[f.soil], nl(f.ph, 1), f.p, f.k, nl(f.om, 1), f.drained ? 'ja' : 'nee', f.organic ? 'ja' : 'nee'];
    const line = row.join(';');
    const s = { holding: H.NL.name, area: nl(f.ha, 2), soil: NL_SOIL[f.soil], ph: `;${nl(f.ph, 1)};`, p: `;${nl(f.ph, 1)};${f.p};${f.k};`, k: `;${f.p};${f.k};${nl(f.om, 1)};`, om: `;${nl(f.om, 1)};`, drained: line.split(';').slice(-2).join(';'), organic: line.split(';').slice(-2).join(';') };
    fieldFacts(f, file, s);
    return row;
  });
  corpus.write(file, delimited(['Code', 'Perceel', 'Bedrijf', 'Oppervlakte (ha)', 'Grondsoort', 'pH', 'P-index', 'K-index', 'Organische stof (%)', 'Gedraineerd', 'Biologisch'], rows, ';'));
}
nlMd.forEach((f) => {
  const file = `fields/de-wielen/perceel-${slug(f.name)}.md`;
  const s = { holding: H.NL.name, area: `Oppervlakte: ${nl(f.ha, 2)} ha`, soil: `Grondsoort: ${NL_SOIL[f.soil]}`, ph: `pH: ${nl(f.ph, 1)}`, p: `P-index: ${f.p}`, k: `K-index: ${f.k}`, om: `Organische stof: ${nl(f.om, 1)} %`, drained: `Gedraineerd: ${f.drained ? 'ja' : 'nee'}`, organic: `Biologisch: ${f.organic ? 'ja' : 'nee'}` };
  fieldFacts(f, file, s);
  corpus.write(file, `# Perceel ${f.name} (${f.code})

Bedrijf: ${H.NL.name}

## Perceelsgegevens

- Oppervlakte: ${nl(f.ha, 2)} ha
- Grondsoort: ${NL_SOIL[f.soil]}
- Gedraineerd: ${f.drained ? 'ja' : 'nee'}
- Biologisch: ${f.organic ? 'ja' : 'nee'}

## Grondonderzoek (Eurofins Agro, voorjaar 2024)

- pH: ${nl(f.ph, 1)}
- P-index: ${f.p}
- K-index: ${f.k}
- Organische stof: ${nl(f.om, 1)} %

Opmerking: ${r.pick(['kopakker aan de dijkzijde nat in het voorjaar.', 'slootkant in 2023 opnieuw ingezaaid.', 'geen bijzonderheden.'])}
`);
});
// Ireland: a field book (5 fields, one file) and 5 plain-text field sheets
const ieBook = ieF.slice(0, 5);
const ieTxt = ieF.slice(5);
{
  const file = 'fields/ballykeel/field-book.md';
  const parts = [`# ${H.IE.name} — field book`, '', `Kept by ${H.IE.manager}. Soil samples taken by Teagasc in October 2024.`, ''];
  ieBook.forEach((f, k) => {
    const area = f.ac != null ? (k % 4 === 0 ? `${nl(f.ac, 1)} ac` : `${f.ac} acres`) : `${f.ha.toFixed(2)} ha`;
    const s = { holding: H.IE.name, area: `Size: ${area}`, soil: `Soil: ${f.soil}`, ph: `pH ${f.ph.toFixed(1)}`, p: `P index ${f.p}`, k: `K index ${f.k}`, om: `OM ${f.om.toFixed(1)}%`, drained: `Drainage: ${f.drained ? 'piped' : 'none'}`, organic: `Organic: ${f.organic ? 'yes (OFS)' : 'no'}` };
    fieldFacts(f, file, s);
    parts.push(`## ${f.name} (${f.code})`, '', `${r.pick(['Next to the yard, used for the heifers in spring.', 'Wet corner by the stream, fenced off.', 'Good free-draining ground on the hill.', 'Reseeded after the 2022 drought.', 'Rented in from the Doyle family until 2029.'])} Latest results: pH ${f.ph.toFixed(1)}, P index ${f.p}, K index ${f.k}, OM ${f.om.toFixed(1)}%.`, '', `Size: ${area}`, `Soil: ${f.soil}`, `Drainage: ${f.drained ? 'piped' : 'none'}`, `Organic: ${f.organic ? 'yes (OFS)' : 'no'}`, '');
  });
  corpus.write(file, parts.join('\n'));
}
ieTxt.forEach((f) => {
  const file = `fields/ballykeel/${f.code}-${slug(f.name)}.txt`;
  const acres = Math.round((f.ha / ACRE) * 10) / 10;
  const s = { holding: 'Ballykeel', area: `Area: ${f.ha.toFixed(2)} ha`, soil: `Soil type: ${f.soil}`, ph: `Soil pH: ${f.ph.toFixed(1)}`, p: `Index P/K: ${f.p}/${f.k}`, k: `Index P/K: ${f.p}/${f.k}`, om: `OM: ${f.om.toFixed(1)}%`, drained: `Field drains: ${f.drained ? 'yes' : 'no'}`, organic: `Organic: ${f.organic ? 'yes' : 'no'}` };
  fieldFacts(f, file, s);
  corpus.write(file, `FIELD SHEET — ${f.name.toUpperCase()}
Farm: Ballykeel   Field no.: ${f.code}
Area: ${f.ha.toFixed(2)} ha (${acres} acres)
Soil type: ${f.soil}
Soil pH: ${f.ph.toFixed(1)}
Index P/K: ${f.p}/${f.k}
OM: ${f.om.toFixed(1)}%
Field drains: ${f.drained ? 'yes' : 'no'}
Organic: ${f.organic ? 'yes' : 'no'}
Lime applied: ${r.pick(['2.5 t/ac in 2022', 'none since 2019', '2 t/ac in 2023'])}
`);
});

// ---- (a) the rotation matrix
{
  const file = 'cropping/rotation-2021-2025.csv';
  const rows = fields.map((f) => {
    f.crops.forEach((c, y) => corpus.factElsewhere(f.name, 'field', `crop_${YEARS[y]}`, c, '', ABBR[c], file));
    return [f.code, f.name, ...f.crops.map((c) => ABBR[c])];
  });
  corpus.write(file, delimited(['Code', 'Field', '2021', '2022', '2023', '2024', '2025 (current)'], rows));
}

// ---- (c) the 2024 harvest
function harvestFacts(h, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(h.lot, 'harvest', attr, value, unit, stated, file);
  F('field', h.field.name, 'place', s.field ?? h.field.name);
  F('crop', h.crop, '', s.crop);
  F('variety', h.variety, '', h.variety);
  F('yield', h.yld, 't/ha', s.yield);
  if (h.moisture != null) F('moisture', h.moisture, '%', s.moisture);
  F('buyer', h.buyer, '', s.buyer ?? h.buyer);
  F('sold', h.sold, 't', s.sold);
  F('price', h.price, h.cur, s.price);
}
{
  const file = 'harvest/harvest-2024-home-farm.csv';
  const hs = harvests.filter((h) => h.hold === 'HOME');
  const rows = hs.map((h, k) => {
    let ytxt;
    if (k % 3 === 1) {
      const tac = Math.round(h.yRaw * ACRE * 100) / 100;
      h.yld = r6(tac / ACRE);
      ytxt = `${tac.toFixed(2)} t/acre`;
    } else {
      h.yld = Math.round(h.yRaw * 100) / 100;
      ytxt = `${h.yld.toFixed(2)} t/ha`;
    }
    h.sold = Math.round(h.field.area * h.yld * h.share);
    const ptxt = `£${h.price.toFixed(2)}`;
    harvestFacts(h, file, { crop: h.crop, yield: ytxt, moisture: `${h.moisture.toFixed(1)}`, sold: `,${h.sold},`, price: ptxt });
    return [h.lot, h.field.code, h.field.name, h.crop, h.variety, ytxt, h.moisture.toFixed(1), h.buyer, h.sold, ptxt, `${fmtDate(`2024-0${r.int(7, 8)}-${pad(r.int(1, 28))}`, 'short')}`];
  });
  corpus.write(file, delimited(['Lot', 'Field code', 'Field', 'Crop', 'Variety', 'Yield', 'Moisture %', 'Sold to', 'Tonnes sold', 'Price per tonne', 'Harvested'], rows));
}
{
  const file = 'harvest/oogst-2024-de-wielen.csv';
  const NLCROP = { 'Winter wheat': 'wintertarwe', 'Spring barley': 'zomergerst', Potatoes: 'aardappelen', 'Sugar beet': 'suikerbieten', Onions: 'zaaiuien', 'Winter barley': 'wintergerst' };
  const hs = harvests.filter((h) => h.hold === 'NL');
  const rows = hs.map((h) => {
    h.yld = Math.round(h.yRaw * 10) / 10;
    h.sold = Math.round(h.field.area * h.yld * h.share);
    const ptxt = `€ ${nl(h.price, 2)}`;
    const mtxt = h.moisture != null ? nl(h.moisture, 1) : '—';
    harvestFacts(h, file, { crop: NLCROP[h.crop], yield: `;${nl(h.yld, 1)};`, moisture: `;${mtxt};`, sold: `;${h.sold};`, price: ptxt });
    return [h.lot, h.field.code, h.field.name, NLCROP[h.crop], h.variety, nl(h.yld, 1), mtxt, h.buyer, h.sold, ptxt];
  });
  corpus.write(file, delimited(['Partij', 'Perceelcode', 'Perceel', 'Gewas', 'Ras', 'Opbrengst (t/ha)', 'Vocht (%)', 'Afnemer', 'Verkocht (t)', 'Prijs per ton'], rows, ';'));
}
{
  const file = 'harvest/ballykeel-harvest-2024.md';
  const hs = harvests.filter((h) => h.hold === 'IE');
  const lines = [`# ${H.IE.name} — harvest 2024`, '', `Notes from ${H.IE.manager}, written up in September 2024. All grain went to the co-op; maize and grass silage stayed on the farm for the herd.`, ''];
  hs.forEach((h, k) => {
    let ytxt;
    if (k % 2 === 0) {
      const cwt = Math.round((h.yRaw * ACRE) / CWT);
      h.yld = r6((cwt * CWT) / ACRE);
      ytxt = `${cwt} cwt/acre`;
    } else {
      h.yld = Math.round(h.yRaw * 10) / 10;
      ytxt = `${h.yld.toFixed(1)} t/ha`;
    }
    h.sold = Math.round(h.field.area * h.yld * h.share);
    const ptxt = `€${h.price % 1 ? h.price.toFixed(2) : h.price}/t`;
    const cropWord = h.crop.toLowerCase();
    harvestFacts(h, file, { crop: cropWord, yield: ytxt, moisture: `${h.moisture.toFixed(1)}% moisture`, sold: `${h.sold} t to`, price: ptxt });
    lines.push(`- **Lot ${h.lot}** — ${h.field.name} (${h.field.code}): ${cropWord} (${h.variety}), ${ytxt} at ${h.moisture.toFixed(1)}% moisture; ${h.sold} t to ${h.buyer} at ${ptxt}.`);
  });
  lines.push('', `Straw: about ${r.int(380, 520)} round bales, all kept. Drying charge at the co-op was €${r.int(9, 14)}/t on anything over 20%.`, '');
  corpus.write(file, lines.join('\n'));
}

// ---- varieties (HTML table)
{
  const file = 'agronomy/seed-varieties-2024.html';
  const seedTxt = (v) => (v.crop === 'Potatoes' ? '2.5 t/ha' : `${v.seed} kg/ha`);
  const trs = VARIETIES.map((v) => {
    const F = (attr, value, unit, stated) => corpus.fact(v.name, 'variety', attr, value, unit, stated, file);
    F('crop', v.crop, '', v.crop);
    F('breeder', v.breeder, '', v.breeder);
    F('end_use', v.use, '', v.use);
    F('seed_rate', v.seed, 'kg/ha', seedTxt(v));
    return `    <tr><td>${esc(v.name)}</td><td>${esc(v.crop)}</td><td>${esc(v.breeder)}</td><td>${esc(v.use)}</td><td>${esc(seedTxt(v))}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Seed varieties 2024 — ${esc(BUSINESS)}</title></head>
<body>
<h1>Seed varieties grown for harvest 2024</h1>
<p>Prepared by Priya Shah (BASIS, FACTS) for all three holdings. Seed rates are the farm's standard rates, not the breeders'.</p>
<table>
  <thead><tr><th>Variety</th><th>Crop</th><th>Breeder</th><th>End use</th><th>Seed rate</th></tr></thead>
  <tbody>
${trs.join('\n')}
  </tbody>
</table>
<p>Home-saved seed was used for about 40% of the winter wheat area.</p>
</body>
</html>
`);
}

// ---- (d) machinery register + service log
{
  const file = 'machinery/machinery-register.csv';
  const rows = MACHINES.map((m) => {
    const ptxt = m.kw != null ? `${nl(m.kw, m.kw % 1 ? 1 : 0)} kW` : m.hp != null ? `${m.hp} hp` : '';
    const wtxt = m.width != null ? nl(m.width, 1) : '';
    const F = (attr, value, unit, stated) => corpus.fact(m.name, 'machine', attr, value, unit, stated, file);
    F('code', m.code, 'text', m.code);
    F('type', m.type, '', m.type);
    F('make', m.make, '', m.make);
    F('year', m.year, 'year', `;${m.year};`);
    if (m.power != null) F('power', m.power, 'hp', ptxt);
    if (m.width != null) F('working_width', m.width, 'm', `;${wtxt};`);
    F('holding', H[m.hold].name, 'place', H[m.hold].name);
    return [m.code, m.name, m.type, m.year, ptxt, wtxt, m.tank != null ? String(m.tank) : '', H[m.hold].name];
  });
  corpus.write(file, delimited(['Code', 'Machine', 'Type', 'Year', 'Power', 'Working width (m)', 'Fuel tank (l)', 'Holding'], rows, ';'));
}
{
  const file = 'machinery/service-log.txt';
  const entries = [];
  const ref = (m, k) => L(k, [`${m.name} (${m.code})`, `${m.code} ${m.name}`, `${m.name} [${m.code}]`]);
  MACHINES.forEach((m, mi) => {
    const n = r.int(2, 4);
    // the latest service: between Oct 2024 and Apr 2025
    const last = `${r.pick(['2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03', '2025-04'])}-${pad(r.int(1, 28))}`;
    const dates = [last];
    for (let i = 1; i < n; i++) {
      const [y, mo] = dates[dates.length - 1].split('-').map(Number);
      const back = r.int(4, 9);
      let nm = mo - back;
      let ny = y;
      while (nm < 1) {
        nm += 12;
        ny -= 1;
      }
      dates.push(`${ny}-${pad(nm)}-${pad(r.int(1, 28))}`);
    }
    let hours = m.hours;
    dates.forEach((d, i) => {
      const k = mi + i;
      let text;
      if (hours != null) {
        const band = Math.floor(hours / 500) * 500;
        const kind = L(k, [`${band} h service`, 'annual service', `${band} h service`, 'oil and filters']);
        const htxt = L(mi, [`engine hours ${group(hours)}`, `hours ${group(hours)}`, `hour meter ${group(hours)} h`]);
        text = `${d} ${ref(m, mi)} — ${kind}, ${htxt}`;
        if (i === 0) {
          corpus.factElsewhere(m.name, 'machine', 'engine_hours', hours, 'h', htxt, file);
          if (mi % 3 === 0) text += `; next service due at ${group(band + 500)} h`;
        }
        hours -= r.int(180, 520);
      } else {
        const jobs = m.type.includes('sprayer') ? ['annual service, pump diaphragms replaced', 'pre-season check, nozzles replaced', 'NSTS test passed'] : ['annual service, wearing parts checked', 'pre-season check, tines replaced', 'annual service, coulters and discs replaced'];
        text = `${d} ${ref(m, mi)} — ${L(k, jobs)}`;
      }
      if (i === 0) corpus.factElsewhere(m.name, 'machine', 'last_service', d, 'date', `${d} ${ref(m, mi)}`, file);
      entries.push({ d, text });
    });
  });
  entries.push({ d: '2024-11-19', text: '2024-11-19 Yard — red diesel delivery, 4,000 litres at 71.2p/l' });
  entries.push({ d: '2025-02-03', text: '2025-02-03 Workshop — compressor serviced, 2 new tyres for the bale trailer' });
  entries.push({ d: '2025-01-08', text: '2025-01-08 Grain store — dryer burner serviced (12,400 t dried in 2024)' });
  entries.sort((a, b) => (a.d < b.d ? -1 : a.d > b.d ? 1 : 0));
  corpus.write(file, `SERVICE LOG — ${BUSINESS} workshop (all holdings)\nFormat: date, machine, work done, hours at service\n\n${entries.map((e) => e.text).join('\n')}\n`);
}

// ---- (e) staff
const staffFacts = (p, file, s) => {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
  F('role', p.role, '', s.role);
  F('holding', H[p.hold].name, 'place', s.holding);
  F('start_date', p.start, 'date', s.start);
  F('sprayer_licence', p.spray, 'bool', s.spray);
  F('telehandler_ticket', p.tele, 'bool', s.tele);
  F('first_aid', p.aid, 'bool', s.aid);
};
{
  const file = 'staff/staff-records.txt';
  const people = STAFF.filter((p) => p.hold === 'HOME' || p.name === 'Siobhán Kavanagh');
  const blocks = people.map((p, k) => {
    const start = L(k, [fmtDate(p.start, 'long'), fmtDate(p.start, 'dotted'), fmtDate(p.start, 'short')]);
    const yn = (b) => (b ? 'yes' : 'no');
    const s = { role: p.role, holding: H[p.hold].name, start, spray: `PA1/PA6 sprayer licence: ${yn(p.spray)}`, tele: `Telehandler (LANTRA): ${yn(p.tele)}`, aid: `First aid at work: ${yn(p.aid)}` };
    staffFacts(p, file, s);
    return [`NAME: ${p.name.toUpperCase()}`, `Name: ${p.name}`, `Role: ${p.role}`, `Holding: ${H[p.hold].name}`, `Started: ${start}`, `Certificates:`, `  ${s.spray}`, `  ${s.tele}`, `  ${s.aid}`, `Next of kin: on file (HR folder)`, ''].join('\n');
  });
  corpus.write(file, `STAFF RECORDS — ${BUSINESS}\nConfidential. Updated ${fmtDate('2025-04-07', 'long')}.\n${'='.repeat(60)}\n\n${blocks.join(`${'-'.repeat(60)}\n`)}`);
}
{
  const p = STAFF.find((x) => x.name === 'Declan Byrne');
  const file = `staff/${slug(p.name)}.html`;
  const start = fmtDate(p.start, 'us');
  const s = { role: p.role, holding: H.IE.name, start, spray: `Registered sprayer operator</dt><dd>${p.spray ? 'Yes' : 'No'}`, tele: `Telehandler certificate</dt><dd>${p.tele ? 'Yes' : 'No'}`, aid: `Occupational first aid</dt><dd>${p.aid ? 'Yes' : 'No'}` };
  staffFacts(p, file, s);
  corpus.write(file, htmlDlPage({
    title: p.name, site: `${BUSINESS} — people`, lead: [`${p.name} runs ${H.IE.name} and reports to Tom Harrowfield.`],
    sections: [
      { heading: 'Employment', rows: [['Role', p.role], ['Holding', H.IE.name], ['Start date', start], ['Contract', 'Full time']] },
      { heading: 'Certificates', rows: [['Registered sprayer operator', p.spray ? 'Yes' : 'No'], ['Telehandler certificate', p.tele ? 'Yes' : 'No'], ['Occupational first aid', p.aid ? 'Yes' : 'No']] },
    ],
  }));
}
{
  const NLROLE = { 'Farm Manager': 'Bedrijfsleider', 'Arable Worker': 'Medewerker akkerbouw' };
  STAFF.filter((p) => p.hold === 'NL').forEach((p) => {
    const file = `staff/medewerker-${slug(p.name)}.html`;
    const start = fmtDate(p.start, 'dotted');
    const jn = (b) => (b ? 'ja' : 'nee');
    const s = { role: NLROLE[p.role], holding: H.NL.name, start, spray: `Spuitlicentie</td><td>${jn(p.spray)}`, tele: `Certificaat verreiker</td><td>${jn(p.tele)}`, aid: `BHV</td><td>${jn(p.aid)}` };
    staffFacts(p, file, s);
    corpus.write(file, `<!DOCTYPE html>
<html lang="nl">
<head><meta charset="utf-8"><title>Medewerker — ${esc(p.name)}</title></head>
<body>
<h1>${esc(p.name)}</h1>
<table>
  <tr><td>Functie</td><td>${esc(NLROLE[p.role])}</td></tr>
  <tr><td>Bedrijf</td><td>${esc(H.NL.name)}</td></tr>
  <tr><td>In dienst sinds</td><td>${start}</td></tr>
  <tr><td>Spuitlicentie</td><td>${jn(p.spray)}</td></tr>
  <tr><td>Certificaat verreiker</td><td>${jn(p.tele)}</td></tr>
  <tr><td>BHV</td><td>${jn(p.aid)}</td></tr>
</table>
<p>Contract: vast, 38 uur per week.</p>
</body>
</html>
`);
  });
}

// ---- holdings
function holdingFacts(h, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(h.name, 'holding', attr, value, unit, stated, file);
  F('country', h.country, 'place', s.country);
  F('region', h.region, 'place', s.region);
  F('area', h.area, 'ha', s.area);
  F('dairy_cows', h.dairy, '', s.dairy);
  F('ewes', h.ewes, '', s.ewes);
  F('manager', h.manager, 'person', h.manager);
  if (h.milk) F('milk_buyer', h.milk, '', h.milk);
  F('established', h.est, 'year', s.est);
}
{
  const h = H.HOME;
  h.area = r6(h.areaAc * ACRE);
  const file = 'holdings/harrowfield-home-farm.md';
  holdingFacts(h, file, { country: 'England', region: h.region, area: `${group(h.areaAc)} acres`, dairy: `${h.dairy} dairy cows`, ewes: `${h.ewes} ewes`, est: `since ${h.est}` });
  corpus.write(file, mdBulletsNote({
    title: h.name,
    lead: [`The home holding of ${BUSINESS}, farmed by the Harrowfield family since ${h.est}. Arable with a dairy herd of ${h.dairy} dairy cows and a flock of ${h.ewes} ewes on the grassland.`],
    sections: [{ heading: 'Summary', rows: [['Country', 'England'], ['County', h.region], ['Nearest town', h.town], ['Farmed area', `${group(h.areaAc)} acres`], ['Farm manager', h.manager], ['Milk buyer', h.milk], ['CPH number', '27/318/0042']] }],
  }));
}
{
  const h = H.NL;
  h.area = h.areaHa;
  const file = 'holdings/hoeve-de-wielen.md';
  holdingFacts(h, file, { country: 'Land: Nederland', region: 'Provincie: Flevoland', area: `Oppervlakte: ${h.areaHa} ha`, dairy: 'Melkkoeien: 0', ewes: 'Schapen: 0', est: `Aangekocht: ${h.est}` });
  corpus.write(file, `# Bedrijfsgegevens ${h.name}

- Land: Nederland
- Provincie: Flevoland
- Plaats: ${h.town}
- Oppervlakte: ${h.areaHa} ha
- Bedrijfsleider: ${h.manager}
- Aangekocht: ${h.est}
- Melkkoeien: 0
- Schapen: 0
- KvK-nummer: 39201774

Akkerbouwbedrijf op jonge zeeklei. Bouwplan: aardappelen, suikerbieten, uien, wintertarwe en zomergerst.
`);
}
{
  const h = H.IE;
  h.area = r6(h.areaAc * ACRE);
  const file = 'holdings/ballykeel-farm.html';
  holdingFacts(h, file, { country: 'Ireland', region: h.region, area: `${h.areaAc} acres`, dairy: `${h.dairy} cows`, ewes: 'Sheep</span><span class="value">none', est: `Acquired</span><span class="value">${h.est}` });
  corpus.write(file, htmlInfobox(h));
}
function htmlInfobox(h) {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>${esc(h.name)}</title></head>
<body>
<div class="page">
  <h1 class="page-title">${esc(h.name)}</h1>
  <div class="infobox">
    <div class="infobox-row"><span class="label">Country</span><span class="value">Ireland</span></div>
    <div class="infobox-row"><span class="label">County</span><span class="value">${esc(h.region)}</span></div>
    <div class="infobox-row"><span class="label">Farmed area</span><span class="value">${h.areaAc} acres</span></div>
    <div class="infobox-row"><span class="label">Dairy herd</span><span class="value">${h.dairy} cows</span></div>
    <div class="infobox-row"><span class="label">Sheep</span><span class="value">none</span></div>
    <div class="infobox-row"><span class="label">Farm manager</span><span class="value">${esc(h.manager)}</span></div>
    <div class="infobox-row"><span class="label">Milk supplied to</span><span class="value">${esc(h.milk)}</span></div>
    <div class="infobox-row"><span class="label">Acquired</span><span class="value">${h.est}</span></div>
  </div>
  <div class="content">
    <p>Spring-calving grass-based dairy farm near ${esc(h.town)}, bought by ${esc(BUSINESS)} in ${h.est}. Some spring barley, winter wheat and maize are grown for feed and sale.</p>
  </div>
</div>
</body>
</html>
`;
}

// ---- buyers
{
  const file = 'contacts/buyers.md';
  const rows = BUYERS.map((b, k) => {
    const terms = L(k, [`${b.terms} days`, `net ${b.terms}`, `${b.terms} days from invoice`]);
    const F = (attr, value, unit, stated) => corpus.fact(b.name, 'buyer', attr, value, unit, stated, file);
    F('type', b.type, '', b.type);
    F('city', b.city, 'place', b.city);
    F('country', b.country, 'place', b.country);
    F('payment_terms', b.terms, 'days', terms);
    F('customer_since', b.since, 'year', `| ${b.since} |`);
    return `| ${b.name} | ${b.type} | ${b.city} | ${b.country} | ${terms} | ${b.since} |`;
  });
  corpus.write(file, `# Buyers and contracts

Who we sell to. Contracts are renewed each July; prices are agreed per load unless stated in the contract folder.

| Buyer | Type | Based in | Country | Payment terms | Customer since |
|---|---|---|---|---|---|
${rows.join('\n')}

Haulage for Home Farm grain is booked through the buyer; Dutch and Irish crops are collected from the farm.
`);
}

// ---- background documents (numbers that belong to no entity)
corpus.write('README.txt', `${BUSINESS} — farm office shared drive (harvest year 2025; last harvest 2024).
Holdings: Harrowfield Home Farm (Lincolnshire), Hoeve De Wielen (Flevoland) and Ballykeel Farm (Co. Wexford).
fields/ field records per holding; cropping/ the rotation matrix (the 2025 column is what is in the ground now);
harvest/ 2024 harvest records per holding; machinery/ register and service log; staff/ staff records;
holdings/ and contacts/ farm and buyer details; agronomy/ varieties; admin/ and weather/ everything else.
`);
corpus.write('admin/subsidy-note-2025.md', `# Support payments 2025 — summary for the accountant

* England: Sustainable Farming Incentive agreement from 1 July 2024, £41,860 a year for 3 years (actions CSAM1,
  SAM1, AHL2 on 62.5 ha, IPM1). Delinked payment estimate £18,420.
* Netherlands: GLB basispremie about €188 per ha on 183.6 ha eligible area; eco-regeling silver level, €100 per ha.
* Ireland: BISS and CRISS €27,950; ACRES general €7,300; Organic Farming Scheme €9,600 on 44 ha.
Total expected: roughly £60,000 plus €60,000. Payments usually arrive in December.
`);
corpus.write('admin/regeling-eco-2025-nl.md', `# Eco-regeling 2025 — Hoeve De Wielen

Aangevraagd niveau: zilver (score 5,1 punten). Activiteiten: groenbedekker (42,0 ha), rustgewas (33,5 ha),
langjarig grasland 0 ha. Verwachte vergoeding € 16.040. Controle door RVO gepland in juni.
`);
corpus.write('weather/weather-summary-2024.md', `# Weather summary 2024 (Home Farm station)

| Month | Rain (mm) | Mean temp (°C) | Frost days |
|---|---|---|---|
${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map((m, i) => `| ${m} | ${r.int(28, 118)} | ${(4 + 12 * Math.sin((Math.PI * i) / 11) + r.float(-1, 1)).toFixed(1)} | ${i < 3 || i > 9 ? r.int(3, 14) : 0} |`).join('\n')}

Total rainfall 812 mm (long-term average 640 mm). The wettest autumn since 2000 delayed drilling by three weeks;
about 12 % of the planned winter wheat area was switched to spring barley.
`);
corpus.write('weather/ballykeel-rainfall-2024.csv', delimited(['month', 'rain_mm', 'grass_growth_kg_dm_ha_day'], ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map((m, i) => [m, r.int(60, 170), i > 1 && i < 10 ? r.int(20, 85) : r.int(2, 12)])));
corpus.write('admin/fertiliser-2025.md', `# Fertiliser purchases for harvest 2025

- Ammonium nitrate 34.5% N: 180 t at £318/t delivered (Home Farm)
- KAS 27% N: 95 t at €305/t (De Wielen)
- CAN 27% N: 60 t at €330/t (Ballykeel)
- Triple superphosphate: 24 t at £410/t
- MOP 60% K2O: 30 t at £355/t

Nitrogen budget: average 190 kg N/ha on winter wheat, 130 kg N/ha on spring barley.
`);
corpus.write('admin/insurance-schedule-2025.md', `# Insurance schedule 2025

Farm combined policy with NFU Mutual, renewal 1 March 2025. Buildings sum insured £3.2 million; machinery
£1.45 million (excess £500); public liability £10 million; employers' liability £10 million. Crops in store cover
up to 2,400 t. Dutch and Irish holdings insured locally (Interpolis; FBD).
`);

corpus.write('livestock/milk-recording-2024.md', `# Milk recording summary 2024

| Herd | Lactation yield (l) | Butterfat % | Protein % | SCC ('000/ml) | Calving interval (days) |
|---|---|---|---|---|---|
| Home Farm (Holstein) | 9,420 | 4.12 | 3.34 | 142 | 391 |
| Ballykeel (crossbred) | 5,960 | 4.71 | 3.79 | 118 | 368 |

Milk price averaged 38.6p/l (Arla, Home Farm) and 47.2 c/l (Tirlán, Ballykeel) over the year.
`);
corpus.write('agronomy/spray-programme-winter-wheat-2025.md', `# Winter wheat spray programme 2025 (Home Farm)

| Timing | Growth stage | Products | Rate |
|---|---|---|---|
| T0 | GS30 | tebuconazole + chlormequat | 0.5 l/ha + 1.0 l/ha |
| T1 | GS31–32 | fenpicoxamid + prothioconazole | 1.25 l/ha |
| T2 | GS39 | fluxapyroxad + mefentrifluconazole | 1.5 l/ha |
| T3 | GS61–65 | prothioconazole + tebuconazole | 0.8 l/ha |

Water volume 100–200 l/ha. Budget £128/ha for fungicides. Check PA6 certificates before the season starts.
`);
corpus.write('admin/farm-meeting-2025-03.md', `# Farm meeting — 18 March 2025 (Home Farm office)

Present: Tom Harrowfield, Sarah Pickering, Declan Byrne (video), Jeroen Visser (video), Priya Shah.

1. Harvest 2024 review: overall grain sales about 4,150 t; drying costs up 18 % on 2023.
2. Machinery: quotes for a 7 m drill (about £92,000) and a second telehandler; decision at the June meeting.
3. Ballykeel: 12 ha of new reseeds planned; slurry storage extension 1,100 m³ (grant 60 %).
4. De Wielen: potato storage cooling upgrade, €145.000 budget.
5. Next meeting 17 June 2025.
`);
corpus.write('admin/land-rent-2025.md', `# Rented land 2025

| Landlord | Holding | Area | Rent | Term ends |
|---|---|---|---|---|
| Church Commissioners | Home Farm | 148 acres | £215/acre | 2031 |
| Doyle family | Ballykeel | 23 acres | €340/acre | 2029 |
| Gemeente Dronten | De Wielen | 14,2 ha | € 1.050/ha | 2027 |

Rents are reviewed every three years; the Church Commissioners review is due in 2026.
`);

const stats = corpus.flush(source);
console.log(`farm: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
