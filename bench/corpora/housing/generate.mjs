#!/usr/bin/env node
// Housing corpus (held-out): the shared drive of "Dyffryn & Marches Housing Association" (Cymdeithas Tai Dyffryn a'r
// Gororau), a small housing association with its office in Abergavenny and homes in South Wales (Abergavenny,
// Pontypool, Newport, Chepstow) and over the English border (Hereford, Ross-on-Wye), 2025. 6 estates, 40 properties,
// 35 tenants, 30 repair jobs, 10 contractors, 22 compliance inspections.
//   node bench/corpora/housing/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "housing-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) properties: Markdown sheets of `Key: value` lines (label set A, m²), Hereford sheets with another label set
//     (`Dwelling`, `Beds`, `GIA: 818 sq ft`, `Energy rating: Band D`, `Rent (pw): 112.30 GBP`), an HTML stock table
//     (`£104.60 pw`), an asset-register CSV extract (rent per calendar month, floor area as `76 m2` or `820 sq ft`),
//     a nested housing-management-system JSON export (estate by CODE, rent in pence), a bilingual WELSH list
//     (`Math o eiddo: Byngalo`, `Rhent wythnosol`) and three new homes only in board minutes;
// (b) tenants: sign-up sheets, a nested YAML export (property by ref, household as adults + children, balance
//     negative when in arrears), an HTML tenancy list with another label set, a Markdown table, officers' e-mails in
//     sentences and three WELSH letters;
// (c) repairs: a repairs export with a `#` preamble and SEMICOLONS (property by ref, priority as P1/P2/P3, dates
//     dd/mm/yyyy), WELSH job reports of a Welsh contractor, an HTML snapshot of open jobs, job sheets with another
//     label set and e-mails in sentences;
// (d) contractors: an HTML definition list, Markdown bullets, a bilingual Welsh page and one only in the minutes
//     (`£320 a day` for an eight-hour day);
// (e) inspections: a gas-safety log CSV (refs without the hyphen), an HTML EICR register, damp-and-mould survey
//     reports in prose and a compliance e-mail;
// (f) estates: Markdown pages, HTML infoboxes (one bilingual) and a YAML-front-matter page; a WIDE table of rent
//     collected per estate, one column per month of 2024; background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: floor area in m² (`818 sq ft` holds 818 × 0.09290304); rent in GBP PER WEEK (`£453.27
// pcm` holds 453.27 × 12 / 52; `9865` pence holds 98.65); arrears, costs, hourly rates and rent collected in GBP
// (a day rate / 8 for an hourly rate); dates ISO; Welsh words in English (`Byngalo` = Bungalow, `Nwy` = Gas,
// `Gwag` = Void, `Plastro` = Plastering, `Arferol` = Routine).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, htmlInfoboxPage, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('housing-v1');
const SQFT = 0.09290304;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const r2 = (x) => Math.round(x * 100) / 100;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const gbp = (x) => `£${x.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const L = (k, xs) => xs[k % xs.length];
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const CY_MONTHS = ['Ionawr', 'Chwefror', 'Mawrth', 'Ebrill', 'Mai', 'Mehefin', 'Gorffennaf', 'Awst', 'Medi', 'Hydref', 'Tachwedd', 'Rhagfyr'];
const cyDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${CY_MONTHS[m - 1]} ${y}`;
};
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekday = (iso) => WEEKDAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()];
const addDays = (iso, n) => {
  const t = new Date(`${iso}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
};
const dayMonth = (iso) => {
  const [, m, d] = iso.split('-').map(Number);
  return `${d} ${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1]}`;
};
const NUM_EN = ['nil', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
const NUM_CY = ['dim', 'un', 'dau', 'tri', 'pedwar', 'pump', 'chwech', 'saith', 'wyth'];

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the wide rent table). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ estates
const ESTATES = [
  { code: 'MYF', name: 'Maes y Ffynnon', town: 'Abergavenny', la: 'Monmouthshire', country: 'Wales', officer: 'Sian Prosser', pc: 'NP7', streets: ['Heol y Ffynnon', 'Clos y Deri', 'Llwyn Onn'], built: [1966, 1975], base: 38000 },
  { code: 'PYG', name: 'Pen y Garn', town: 'Pontypool', la: 'Torfaen', country: 'Wales', officer: 'Gareth Morgan', pc: 'NP4', streets: ['Pen y Garn Road', 'Coedcae Close', 'Ty Coch Way'], built: [1951, 1962], base: 31000 },
  { code: 'GUP', name: 'Glan Usk Park', town: 'Newport', la: 'Newport', country: 'Wales', officer: 'Leanne Whitcombe', pc: 'NP19', streets: ['Usk Vale Drive', 'Lliswerry Walk', 'Glan Usk Court'], built: [1998, 2009], base: 45000 },
  { code: 'BWG', name: 'Bulwark Green', town: 'Chepstow', la: 'Monmouthshire', country: 'Wales', officer: 'Gareth Morgan', pc: 'NP16', streets: ['Bulwark Avenue', 'Fair View', 'Wye Crescent'], built: [1972, 1984], base: 27000 },
  { code: 'BMR', name: 'Belmont Rise', town: 'Hereford', la: 'Herefordshire', country: 'England', officer: 'Claire Ashby', pc: 'HR2', streets: ['Haywood Lane', 'Clehonger Close', 'Belmont Walk'], built: [1981, 1992], base: 35000 },
  { code: 'ORF', name: 'Overross Fields', town: 'Ross-on-Wye', la: 'Herefordshire', country: 'England', officer: 'Claire Ashby', pc: 'HR9', streets: ['Overross Drive', 'Tudorville Road', 'Chase View'], built: [2006, 2014], base: 22000 },
];
const E = Object.fromEntries(ESTATES.map((e) => [e.code, e]));

// ------------------------------------------------------------------ properties
// type: [beds lo, hi, m² lo, hi, rent base]
const PTYPE = {
  Flat: [1, 2, 42, 66, 86], Maisonette: [2, 3, 64, 80, 98], 'Terraced house': [2, 3, 70, 90, 104],
  'Semi-detached house': [3, 4, 80, 104, 112], Bungalow: [1, 2, 48, 64, 96], 'Detached house': [4, 4, 104, 122, 128],
};
const TYPES_BY_ESTATE = {
  MYF: ['Semi-detached house', 'Terraced house', 'Bungalow', 'Semi-detached house', 'Flat', 'Bungalow', 'Terraced house', 'Semi-detached house'],
  PYG: ['Terraced house', 'Terraced house', 'Flat', 'Semi-detached house', 'Maisonette', 'Terraced house', 'Bungalow'],
  GUP: ['Flat', 'Flat', 'Maisonette', 'Terraced house', 'Flat'],
  BWG: ['Semi-detached house', 'Flat', 'Terraced house', 'Bungalow', 'Semi-detached house', 'Detached house'],
  BMR: ['Terraced house', 'Semi-detached house', 'Flat', 'Terraced house', 'Maisonette', 'Bungalow'],
  ORF: ['Semi-detached house', 'Flat', 'Terraced house', 'Detached house', 'Semi-detached house'],
};
const EPC_BY_ERA = (year) => (year < 1965 ? ['D', 'D', 'E', 'C', 'D', 'E'] : year < 1990 ? ['C', 'D', 'C', 'D', 'C', 'E'] : ['C', 'B', 'C', 'B', 'C', 'C']);
const properties = [];
const usedAddr = new Set();
let refNo = 100;
for (const e of ESTATES) {
  for (const type of TYPES_BY_ESTATE[e.code]) {
    const [blo, bhi, alo, ahi, rent0] = PTYPE[type];
    const beds = r.int(blo, bhi);
    let addr;
    do addr = `${r.int(1, 48)} ${r.pick(e.streets)}`;
    while (usedAddr.has(addr));
    usedAddr.add(addr);
    refNo += r.int(3, 17);
    const built = r.int(e.built[0], e.built[1]);
    const heating = type === 'Flat' && r.chance(0.4) ? 'Electric' : e.code === 'ORF' && r.chance(0.4) ? 'Air source heat pump' : r.chance(0.1) ? 'Air source heat pump' : 'Gas';
    properties.push({
      estate: e.code, addr, ref: `${e.code === 'MYF' ? 'ABG' : e.code === 'PYG' ? 'PPL' : e.code === 'GUP' ? 'NPT' : e.code === 'BWG' ? 'CHP' : e.code === 'BMR' ? 'HFD' : 'ROS'}-${pad(refNo, 4)}`,
      type, beds, area0: r.int(alo, ahi), epc: r.pick(EPC_BY_ERA(built)), heating, built,
      rent0: r2(rent0 + (beds - blo) * 9.5 + r.float(-6, 8) + (e.country === 'Wales' ? 2 : 0)), status: 'Let', postcode: `${e.pc} ${r.int(1, 9)}${String.fromCharCode(65 + r.int(0, 25))}${String.fromCharCode(65 + r.int(0, 25))}`,
    });
  }
}
// two voids among the old stock
properties.find((p) => p.estate === 'PYG' && p.type === 'Maisonette').status = 'Void';
properties.find((p) => p.estate === 'BMR' && p.type === 'Bungalow').status = 'Void';
// three new homes at Cae Newydd (Glan Usk Park), only in the March board minutes
const NEW = [
  { estate: 'GUP', addr: '1 Cae Newydd', ref: 'NPT-0401', type: 'Flat', beds: 2, area0: 61, epc: 'A', heating: 'Air source heat pump', built: 2025, rent0: 112.4, status: 'Void' },
  { estate: 'GUP', addr: '2 Cae Newydd', ref: 'NPT-0402', type: 'Flat', beds: 2, area0: 63, epc: 'A', heating: 'Air source heat pump', built: 2025, rent0: 112.4, status: 'Void' },
  { estate: 'GUP', addr: '3 Cae Newydd', ref: 'NPT-0403', type: 'Terraced house', beds: 3, area0: 88, epc: 'A', heating: 'Air source heat pump', built: 2025, rent0: 131.75, status: 'Void' },
];
properties.push(...NEW);
const P = Object.fromEntries(properties.map((p) => [p.addr, p]));
const byRef = Object.fromEntries(properties.map((p) => [p.ref, p]));

function propFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.addr, 'property', attr, value, unit, stated, file);
  F('ref', p.ref, 'text', p.ref);
  F('estate', E[p.estate].name, 'place', s.estate);
  F('type', p.type, '', s.type);
  F('bedrooms', p.beds, '', s.beds);
  F('floor_area', p.area, 'm2', s.area);
  F('epc', p.epc, '', s.epc);
  F('heating', p.heating, '', s.heating);
  F('weekly_rent', p.rent, 'GBP', s.rent);
  F('built', p.built, '', s.built);
  F('status', p.status, '', s.status);
}
const HEAT_A = { Gas: 'Gas (combi boiler)', Electric: 'Electric storage heaters', 'Air source heat pump': 'Air source heat pump' };

// layout assignment (see the header)
const pick = (code, n, from) => {
  const xs = from.filter((p) => p.estate === code && !p.layout).slice(0, n);
  return xs;
};
const shuffled = r.shuffle(properties.filter((p) => !NEW.includes(p)));
const assign = (layout, plan) => {
  for (const [code, n] of plan) for (const p of pick(code, n, shuffled)) p.layout = layout;
};
assign('sheetA', [['MYF', 4], ['PYG', 2], ['BWG', 2]]);
assign('welsh', [['MYF', 4]]);
assign('sheetB', [['BMR', 3], ['ORF', 3]]);
assign('html', [['GUP', 5]]);
assign('json', [['PYG', 2], ['BWG', 3], ['BMR', 1]]);
assign('csv', [['PYG', 3], ['BWG', 1], ['BMR', 2], ['ORF', 2]]);
for (const p of NEW) p.layout = 'minutes';
if (properties.some((p) => !p.layout)) throw new Error('unassigned property');

// (a1) Markdown sheets, label set A
properties.filter((p) => p.layout === 'sheetA').forEach((p, k) => {
  const e = E[p.estate];
  const file = `properties/sheets/${p.ref}.md`;
  p.area = p.area0;
  p.rent = p.rent0;
  const sap = { A: 94, B: 84, C: 73, D: 61, E: 48 }[p.epc] - r.int(0, 6);
  const s = {
    estate: `Estate: ${e.name}`, type: `Property type: ${p.type}`, beds: `Bedrooms: ${p.beds}`, area: `Floor area: ${p.area} m²`,
    epc: `EPC rating: ${p.epc} (${sap})`, heating: `Heating: ${HEAT_A[p.heating]}`, rent: `Weekly rent: ${gbp(p.rent)}`, built: `Year built: ${p.built}`,
    status: `Status: ${p.status}`,
  };
  propFacts(p, file, s);
  corpus.write(file, [
    `# ${p.addr}, ${e.town} ${p.postcode}`, '',
    `Property ref: ${p.ref}`, s.estate, s.type, s.beds, s.area, s.epc, s.heating, s.rent, s.built, s.status, '',
    `## Notes`, '',
    L(k, ['Kitchen renewed 2019 under the WHQS programme.', 'Rear garden; shared drive with the neighbour.', 'Loft insulation topped up to 270 mm (2022).', 'Adapted: level-access shower fitted 2021.']),
    '', `_Last updated by the asset team, ${fmtDate(`2025-0${r.int(1, 4)}-${pad(r.int(1, 28))}`, 'long')}._`, '',
  ].join('\n'));
});

// (a2) Hereford sheets, label set B (sq ft, `Band D`, `GBP`)
const DWELLING_B = { Flat: 'Flat', Maisonette: 'Maisonette', 'Terraced house': 'Mid-terrace house', 'Semi-detached house': 'Semi-detached house', Bungalow: 'Bungalow', 'Detached house': 'Detached house' };
properties.filter((p) => p.layout === 'sheetB').forEach((p, k) => {
  const e = E[p.estate];
  const file = `properties/hereford-ross/${slug(p.addr)}.md`;
  const sqft = Math.round(p.area0 / SQFT);
  p.area = r4(sqft * SQFT);
  p.rent = p.rent0;
  const dw = k === 1 && p.type === 'Terraced house' ? 'End-terrace house' : DWELLING_B[p.type];
  const s = {
    estate: `Scheme: ${e.name}`, type: `Dwelling: ${dw}`, beds: `Beds: ${p.beds}`, area: `GIA: ${sqft} sq ft`, epc: `Energy rating: Band ${p.epc}`,
    heating: `Heating type: ${p.heating === 'Gas' ? 'Gas central heating' : p.heating}`, rent: `Rent (pw): ${p.rent.toFixed(2)} GBP`, built: `Constructed: ${p.built}`,
    status: `Occupancy: ${p.status === 'Void' ? 'Void' : 'Occupied'}`,
  };
  propFacts(p, file, s);
  corpus.write(file, [
    `## PROPERTY RECORD — ${p.addr}`, '',
    `Ref: ${p.ref}`, `${s.estate}, ${e.town} ${p.postcode}`, s.type, s.beds, s.area, s.epc, s.heating, s.rent, s.built, s.status, '',
    L(k, ['Service charge (grounds maintenance) billed separately.', 'Right to Acquire: not eligible.', 'Parking: one allocated bay.']), '',
  ].join('\n'));
});

// (a3) HTML stock table, Glan Usk Park
{
  const file = 'properties/stock-list-glan-usk-park.html';
  const rows = properties.filter((p) => p.layout === 'html').map((p) => {
    p.area = p.area0;
    p.rent = p.rent0;
    const rent = `${gbp(p.rent)} pw`;
    propFacts(p, file, { estate: 'Glan Usk Park', type: p.type, beds: `<td>${p.beds}</td>`, area: `<td>${p.area}</td>`, epc: `<td>${p.epc}</td>`, heating: p.heating, rent, built: `<td>${p.built}</td>`, status: p.status });
    return `    <tr><td>${p.ref}</td><td>${esc(p.addr)}</td><td>${esc(p.type)}</td><td>${p.beds}</td><td>${p.area}</td><td>${p.epc}</td><td>${esc(p.heating)}</td><td>${esc(rent)}</td><td>${p.built}</td><td>${p.status}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Stock list — Glan Usk Park, Newport</title></head>
<body>
<h1>Stock list: Glan Usk Park (GUP), Newport NP19</h1>
<p>Housing officer: Leanne Whitcombe. The Cae Newydd new-build homes are not on this list until handover.</p>
<table>
  <thead><tr><th>Ref</th><th>Address</th><th>Type</th><th>Beds</th><th>Area (m²)</th><th>EPC</th><th>Heating</th><th>Rent</th><th>Built</th><th>Status</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}

// (a4) asset-register CSV extract: rent per calendar month, area in m2 or sq ft in one column
{
  const file = 'properties/asset-register-extract-2025.csv';
  const rows = properties.filter((p) => p.layout === 'csv').map((p, k) => {
    const e = E[p.estate];
    let area;
    if (k % 3 === 1) {
      const sqft = Math.round(p.area0 / SQFT);
      p.area = r4(sqft * SQFT);
      area = `${sqft} sq ft`;
    } else {
      p.area = p.area0;
      area = `${p.area} m2`;
    }
    const pcm = r2((p.rent0 * 52) / 12);
    p.rent = r4((pcm * 12) / 52);
    propFacts(p, file, { estate: e.name, type: p.type, beds: '', area, epc: '', heating: p.heating === 'Air source heat pump' ? 'ASHP' : p.heating, rent: pcm.toFixed(2), built: String(p.built), status: p.status === 'Void' ? 'VOID' : 'TENANTED' });
    return [p.ref, p.addr, e.town, e.name, p.type, p.beds, area, p.epc, p.heating === 'Air source heat pump' ? 'ASHP' : p.heating, pcm.toFixed(2), p.built, p.status === 'Void' ? 'VOID' : 'TENANTED'];
  });
  corpus.write(file, delimited(['Prop Ref', 'Address 1', 'Town', 'Estate', 'Archetype', 'Bedrooms', 'Floor area', 'EPC band', 'Heating', 'Rent (£ pcm)', 'Build year', 'Status'], rows));
}

// (a5) nested HMS JSON export: estate by code, rent in pence
{
  const file = 'exports/hms-property-export.json';
  const TYPE_CODE = { Flat: 'FLAT', Maisonette: 'MAIS', 'Terraced house': 'HOUSE_TER', 'Semi-detached house': 'HOUSE_SEMI', Bungalow: 'BUNG', 'Detached house': 'HOUSE_DET' };
  const recs = properties.filter((p) => p.layout === 'json').map((p, k) => {
    const e = E[p.estate];
    let area;
    if (k === 2) {
      const sqft = Math.round(p.area0 / SQFT);
      p.area = r4(sqft * SQFT);
      area = { value: sqft, unit: 'sq_ft' };
    } else {
      p.area = p.area0;
      area = { value: p.area, unit: 'm2' };
    }
    p.rent = p.rent0;
    const pence = Math.round(p.rent * 100);
    propFacts(p, file, { estate: '', type: TYPE_CODE[p.type], beds: '', area: '', epc: '', heating: '', rent: String(pence), built: '', status: '' });
    return {
      property: { ref: p.ref, uprn: 10002000000 + r.int(100000, 999999), address: { line1: p.addr, town: e.town, postcode: p.postcode }, estate_code: e.code },
      attributes: { archetype: TYPE_CODE[p.type], bedrooms: p.beds, floor_area: area, heating: { primary: p.heating === 'Gas' ? 'GAS_BOILER' : p.heating === 'Electric' ? 'ELEC_STORAGE' : 'ASHP' }, build_year: p.built },
      energy: { epc: { band: p.epc, lodged: `20${r.int(16, 24)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}` } },
      rent: { net_weekly_pence: pence, service_charge_weekly_pence: r.pick([0, 0, 450, 780]) },
      status: p.status === 'Void' ? 'VOID' : 'LET',
    };
  });
  corpus.write(file, JSON.stringify({ export: { system: 'QL Housing 9.2', generated: '2025-04-30T07:12:00Z', scope: 'selected properties (asset review)' }, properties: recs }, null, 2) + '\n');
}
for (const f of corpus.facts) if (f.file === 'exports/hms-property-export.json' && f.attribute === 'estate') f.stated = '';

// (a6) bilingual Welsh list, Maes y Ffynnon
{
  const file = 'eiddo/rhestr-eiddo-maes-y-ffynnon.md';
  const TYPE_CY = { Flat: 'Fflat', Maisonette: 'Fflat deulawr', 'Terraced house': 'Tŷ teras', 'Semi-detached house': 'Tŷ pâr', Bungalow: 'Byngalo', 'Detached house': 'Tŷ sengl' };
  const HEAT_CY = { Gas: 'Nwy', Electric: 'Trydan', 'Air source heat pump': 'Pwmp gwres o’r aer' };
  const out = ['# Rhestr eiddo — Maes y Ffynnon, Y Fenni / Property list — Maes y Ffynnon, Abergavenny', '',
    'Paratowyd gan Sian Prosser, Swyddog Tai. Rhenti ar gyfer 2025/26 (52 wythnos). / Prepared by the housing officer; rents for 2025/26.', ''];
  properties.filter((p) => p.layout === 'welsh').forEach((p) => {
    p.area = p.area0;
    p.rent = p.rent0;
    const s = {
      estate: 'Maes y Ffynnon', type: `Math o eiddo: ${TYPE_CY[p.type]}`, beds: `Ystafelloedd gwely: ${p.beds}`, area: `Arwynebedd llawr: ${p.area} m²`,
      epc: `Gradd EPC: ${p.epc}`, heating: `Gwresogi: ${HEAT_CY[p.heating]}`, rent: `Rhent wythnosol: ${gbp(p.rent)}`, built: `Adeiladwyd: ${p.built}`,
      status: `Statws: ${p.status === 'Void' ? 'Gwag' : 'Wedi’i osod'}`,
    };
    propFacts(p, file, s);
    out.push(`## ${p.addr}`, '', `Cyfeirnod: ${p.ref}`, s.type, s.beds, s.area, s.epc, s.heating, s.rent, s.built, s.status, '');
  });
  out.push('Ffôn / Phone: 01873 730 400', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ contractors
const CONTRACTORS = [
  { name: 'Usk Valley Plumbing & Heating Ltd', code: 'C0112', trade: 'Plumbing', town: 'Abergavenny', rate: 46, approved: true, layout: 'dl' },
  { name: 'Castell Gas Ltd', code: 'C0147', trade: 'Heating', town: 'Newport', rate: 55, approved: true, layout: 'dl' },
  { name: 'Gwent Electrical Services', code: 'C0151', trade: 'Electrical', town: 'Cwmbran', rate: 52, approved: true, layout: 'dl' },
  { name: 'Torfaen Damp Solutions', code: 'C0163', trade: 'Damp and mould', town: 'Pontypool', rate: 44, approved: false, layout: 'dl' },
  { name: 'Penallt Joinery', code: 'C0170', trade: 'Carpentry', town: 'Monmouth', rate: 40, approved: true, layout: 'dl' },
  { name: 'Marches Roofing Co.', code: 'C0204', trade: 'Roofing', town: 'Hereford', rate: 48, approved: true, layout: 'md' },
  { name: 'Leominster Electrical Contractors', code: 'C0211', trade: 'Electrical', town: 'Leominster', rate: 49.5, approved: true, layout: 'md' },
  { name: 'Wyeside Glazing Ltd', code: 'C0219', trade: 'Glazing', town: 'Ross-on-Wye', rate: 38.5, approved: true, layout: 'md' },
  { name: 'Atgyweirio Sir Fynwy Cyf', code: 'C0188', trade: 'Plastering', town: 'Abergavenny', rate: 41, approved: true, layout: 'welsh' },
  { name: 'Brecon Road Builders', code: null, trade: 'Plastering', town: 'Crickhowell', rate: 40, approved: false, layout: 'minutes' },
];
const C = Object.fromEntries(CONTRACTORS.map((c) => [c.name, c]));
function conFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'contractor', attr, value, unit, stated, file);
  F('trade', c.trade, '', s.trade);
  F('town', c.town, 'place', s.town);
  F('hourly_rate', c.rate, 'GBP', s.rate);
  F('approved', c.approved, 'bool', s.approved);
}
{
  const file = 'contractors/approved-contractors.html';
  const secs = CONTRACTORS.filter((c) => c.layout === 'dl').map((c) => {
    const rate = `£${c.rate.toFixed(2)} per hour`;
    const st = c.approved ? 'Approved' : 'Suspended (pending review, 14 Feb 2025)';
    conFacts(c, file, { trade: c.trade, town: c.town, rate, approved: st });
    return `<section>
  <h2>${esc(c.name)}</h2>
  <dl>
    <dt>Supplier no.</dt><dd>${c.code}</dd>
    <dt>Trade</dt><dd>${esc(c.trade)}</dd>
    <dt>Based in</dt><dd>${esc(c.town)}</dd>
    <dt>Labour rate</dt><dd>${esc(rate)}</dd>
    <dt>Framework status</dt><dd>${esc(st)}</dd>
  </dl>
</section>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Contractor framework — South Wales lot</title></head>
<body>
<h1>Contractor framework 2024–2027: South Wales lot</h1>
<p>Rates exclude VAT and materials. Call-out outside 8am–6pm at 1.5× the labour rate.</p>
${secs.join('\n')}
</body></html>
`);
}
{
  const file = 'contractors/framework-herefordshire.md';
  const out = ['# Contractor framework 2024–2027: Herefordshire lot', '', 'Appointed after the 2024 tender. Rates are labour only.', ''];
  CONTRACTORS.filter((c) => c.layout === 'md').forEach((c) => {
    const rate = `£${c.rate}/hr`;
    conFacts(c, file, { trade: `Trade: ${c.trade}`, town: `Town: ${c.town}`, rate: `Hourly rate: ${rate}`, approved: 'Approved: yes' });
    out.push(`## ${c.name}`, '', `- Supplier no.: ${c.code}`, `- Trade: ${c.trade}`, `- Town: ${c.town}`, `- Hourly rate: ${rate}`, '- Approved: yes', '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const c = C['Atgyweirio Sir Fynwy Cyf'];
  const file = 'contractors/atgyweirio-sir-fynwy.md';
  conFacts(c, file, { trade: 'Crefft / Trade: Plastro (plastering)', town: 'Y Fenni (Abergavenny)', rate: '£41.00 yr awr', approved: 'Cymeradwy / Approved: Ydy' });
  corpus.write(file, `# Atgyweirio Sir Fynwy Cyf

Contractwr / Contractor — proffil / profile

Rhif cyflenwr / Supplier no.: ${c.code}
Crefft / Trade: Plastro (plastering)
Lleoliad / Based in: Y Fenni (Abergavenny)
Cyfradd llafur / Labour rate: £41.00 yr awr
Cymeradwy / Approved: Ydy

Mae'r cwmni'n anfon adroddiadau gwaith yn Gymraeg. / The firm sends its job reports in Welsh.
`);
}

// ------------------------------------------------------------------ tenants
const WALES_NAMES = ['Dylan Jenkins', 'Ceri Watkins', 'Bethan Howells', 'Kelly Price', 'Wayne Harries', 'Nia Davies', 'Craig Powell', 'Lowri Griffiths', 'Dean Morris', 'Megan Parry', 'Jason Tovey', 'Carys Llewellyn', 'Stacey Hopkins', 'Owain Thomas', 'Tracey Jones', 'Mark Bowen', 'Angharad Lloyd', 'Kieran Walsh', 'Joanne Baker', 'Emrys Phillips', 'Zofia Nowak', 'Amir Rahman'];
const LETTER_NAMES = ['Rhiannon Pritchard', 'Aled Bevan', 'Sioned Rees'];
const ENGLAND_NAMES = ['Sharon Pugh', 'Liam Hartley', 'Donna Bayliss', 'Tom Preece', 'Natalie Gwynne', 'Gary Jauncey', 'Emma Powles', 'Paul Skyrme', 'Kirsty Meredith', 'Ryan Beavan'];
const letWales = r.shuffle(properties.filter((p) => p.status === 'Let' && E[p.estate].country === 'Wales'));
const letEngland = r.shuffle(properties.filter((p) => p.status === 'Let' && E[p.estate].country === 'England'));
const letterProps = letWales.filter((p) => p.estate === 'MYF').slice(0, 3);
const restWales = letWales.filter((p) => !letterProps.includes(p));
const tenants = [];
let tenNo = 10000;
const mkTenant = (name, p, layout) => {
  const y = r.weighted([[r.int(2004, 2015), 4], [r.int(2016, 2023), 5], [2024, 2], [2025, 1]]);
  const m = y === 2025 ? r.int(1, 3) : r.int(1, 12);
  const start = `${y}-${pad(m)}-${pad(r.int(1, 28))}`;
  const wales = E[p.estate].country === 'Wales';
  const intro = start >= '2024-05-01';
  const tenure = wales ? (intro ? 'Introductory' : 'Secure') : intro ? 'Starter' : 'Assured';
  const household = Math.max(1, Math.min(p.beds * 2, r.int(1, p.beds + 2)));
  const arrears = r.chance(0.42) ? r2(r.float(25, 950)) : 0;
  tenants.push({ name, property: p.addr, p, start, tenure, household, arrears, ref: `TEN-${(tenNo += r.int(40, 400))}`, layout });
};
letterProps.forEach((p, i) => mkTenant(LETTER_NAMES[i], p, 'letter'));
restWales.forEach((p, i) => mkTenant(WALES_NAMES[i], p, i < 6 ? 'sheet' : i < 11 ? 'mdtable' : i < 15 ? 'email' : 'yaml'));
letEngland.forEach((p, i) => mkTenant(ENGLAND_NAMES[i], p, i < 7 ? 'html' : 'yaml'));
// a few fixed facts the questions lean on
tenants.find((t) => t.layout === 'letter' && t.name === 'Aled Bevan').arrears = 342.6;
tenants.find((t) => t.name === 'Rhiannon Pritchard').arrears = 0;
{
  // Sioned Rees asks for a bigger home: a big household
  const t = tenants.find((x) => x.name === 'Sioned Rees');
  t.household = Math.min(6, t.p.beds + 2);
}
const TN = Object.fromEntries(tenants.map((t) => [t.name, t]));
const TENURE_LONG = { Secure: 'Secure occupation contract', Introductory: 'Introductory standard contract', Assured: 'Assured tenancy', Starter: 'Starter tenancy' };
function tenFacts(t, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(t.name, 'tenant', attr, value, unit, stated, file);
  F('tenancy_ref', t.ref, 'text', t.ref);
  F('property', t.property, 'text', s.property);
  F('start_date', t.start, 'date', s.start);
  F('household', t.household, '', s.household);
  F('tenure', t.tenure, '', s.tenure);
  F('arrears', t.arrears, 'GBP', s.arrears);
}

// (b1) sign-up sheets
tenants.filter((t) => t.layout === 'sheet').forEach((t, k) => {
  const file = `tenancies/sign-ups/${t.ref}.md`;
  const arr = t.arrears ? gbp(t.arrears) : '£0.00';
  const s = {
    property: `Property: ${t.property} (${t.p.ref})`, start: `Start date: ${fmtDate(t.start, 'long')}`, household: `Household size: ${t.household}`,
    tenure: `Tenancy type: ${TENURE_LONG[t.tenure]}`, arrears: `Arrears: ${arr}`,
  };
  tenFacts(t, file, s);
  corpus.write(file, [
    `# Tenancy sign-up record — ${t.ref}`, '', `Tenant: ${t.name}`, `Tenancy ref: ${t.ref}`, s.property, s.start, s.household, s.tenure, s.arrears,
    `Payment method: ${L(k, ['Direct debit', 'Universal Credit (managed payment)', 'Standing order', 'Allpay card'])}`, '',
    `Signed at the Abergavenny office with ${E[t.p.estate].officer}.`, '',
  ].join('\n'));
});

// (b2) Markdown table, Pontypool / Newport / Chepstow tenancies
{
  const file = 'tenancies/tenancy-schedule-gwent.md';
  const out = ['# Tenancy schedule — Gwent estates (extract)', '', 'Hh = people in the household. Arrears at 31 March 2025.', '',
    '| Name | Ref | Address | Start | Hh | Contract | Arrears |', '|---|---|---|---|---|---|---|'];
  tenants.filter((t) => t.layout === 'mdtable').forEach((t) => {
    const arr = t.arrears ? gbp(t.arrears) : 'nil';
    const start = fmtDate(t.start, 'short');
    const ten = t.tenure === 'Secure' ? 'Secure' : 'Intro.';
    tenFacts(t, file, { property: t.property, start, household: '', tenure: ten, arrears: arr });
    out.push(`| ${t.name} | ${t.ref} | ${t.property} | ${start} | ${t.household} | ${ten} | ${arr} |`);
  });
  out.push('', 'Intro. = introductory standard contract (12 months); Secure = secure occupation contract.', '');
  corpus.write(file, out.join('\n'));
}

// (b3) HTML tenancy list, Herefordshire (label set B)
{
  const file = 'tenancies/hereford-ross-tenancy-list.html';
  const rows = tenants.filter((t) => t.layout === 'html').map((t) => {
    const bal = t.arrears ? `${gbp(t.arrears)} arrears` : L(t.household, ['clear', '£12.00 credit', 'clear', '£4.50 credit']);
    const start = fmtDate(t.start, 'dotted').replace(/\./g, '/');
    tenFacts(t, file, { property: t.property, start, household: '', tenure: t.tenure, arrears: t.arrears ? bal : '' });
    return `    <tr><td>${esc(t.name)}</td><td>${t.ref}</td><td>${esc(t.property)}</td><td>${start}</td><td>${t.household}</td><td>${t.tenure}</td><td>${esc(bal)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Tenancies — Hereford and Ross</title></head>
<body>
<h1>Current tenancies: Belmont Rise and Overross Fields</h1>
<p>Housing officer: Claire Ashby. Balances at 31 March 2025.</p>
<table>
  <thead><tr><th>Lead tenant</th><th>Agreement no.</th><th>Address</th><th>Commenced</th><th>Occupants</th><th>Agreement</th><th>Balance</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}

// (b4) nested YAML export: property by ref, household as adults + children, balance negative in arrears
{
  const file = 'exports/hms-tenancies.yaml';
  const TEN_CODE = { Secure: 'SECURE_OC', Introductory: 'INTRO_SC', Assured: 'ASSURED', Starter: 'STARTER' };
  const out = ['# QL Housing 9.2 — tenancy export (selected accounts)', '# balance: negative = arrears, positive = credit (GBP)', 'generated: 2025-04-30', 'tenancies:'];
  tenants.filter((t) => t.layout === 'yaml').forEach((t) => {
    const adults = Math.min(t.household, t.household >= 3 ? 2 : t.household);
    const children = t.household - adults;
    const bal = t.arrears ? (-t.arrears).toFixed(2) : L(t.household, ['0.00', '8.75', '0.00']);
    tenFacts(t, file, { property: t.p.ref, start: t.start, household: '', tenure: TEN_CODE[t.tenure], arrears: t.arrears ? bal : '' });
    out.push(`  - ref: ${t.ref}`, '    lead_tenant:', `      name: ${t.name}`, `    property_ref: ${t.p.ref}`, `    start: ${t.start}`,
      '    household:', `      adults: ${adults}`, `      children: ${children}`, `    tenure: ${TEN_CODE[t.tenure]}`, '    account:', `      balance: ${bal}`,
      `      payment: ${L(t.household, ['DD', 'UC_APA', 'SO', 'DD'])}`);
  });
  out.push('');
  corpus.write(file, out.join('\n'));
}

// (b5) officers' e-mails: new and changed tenancies in sentences
{
  const ts = tenants.filter((t) => t.layout === 'email');
  const say = (t) => {
    const hh = `${NUM_EN[t.household]} ${t.household === 1 ? 'person' : 'people'}`;
    const arr = t.arrears ? `${gbp(t.arrears)} in arrears` : 'clear';
    const ten = t.tenure === 'Secure' ? 'a secure occupation contract' : 'an introductory standard contract';
    return {
      hh, arr, ten,
      text: `${t.name} (${t.ref}) has been at ${t.property} since ${fmtDate(t.start, 'long')} on ${ten}. The household is ${hh} and the rent account is ${arr}.`,
    };
  };
  const MAIL = { 'Sian Prosser': 's.prosser', 'Gareth Morgan': 'g.morgan', 'Leanne Whitcombe': 'l.whitcombe' };
  const officers = [...new Set(ts.map((t) => E[t.p.estate].officer))];
  const mails = officers.map((o, i) => ({
    file: `mail/2025-04-${pad(2 + 7 * i)}-tenancy-audit-${slug(o.split(' ')[1])}.eml`, from: `${o} <${MAIL[o]}@dyffrynmarches.org.uk>`, to: 'Rents Team <rents@dyffrynmarches.org.uk>',
    subj: i ? 'RE: tenancy audit visits' : 'Tenancy audit visits — done', ts: ts.filter((t) => E[t.p.estate].officer === o),
  }));
  for (const m of mails) {
    const body = m.ts.map((t) => {
      const s = say(t);
      tenFacts(t, m.file, { property: t.property, start: fmtDate(t.start, 'long'), household: s.hh, tenure: s.ten, arrears: s.arr });
      return s.text;
    });
    corpus.write(m.file, `From: ${m.from}
To: ${m.to}
Date: ${m.file.slice(5, 15)}
Subject: ${m.subj}

Hi all,

Audit visits done this week, details below so you can update QL.

${body.join('\n\n')}

Photo ID checked for everyone. Shout if anything doesn't match.

Diolch,
${m.from.split(' <')[0]}
`);
  }
}

// (b6) three Welsh letters (Maes y Ffynnon)
{
  const [t1, t2, t3] = tenants.filter((t) => t.layout === 'letter');
  // after `gennych` and `ar` the noun takes the soft mutation: contract → gontract
  const CY_TEN = { Secure: 'gontract meddiannaeth diogel', Introductory: 'gontract safonol rhagarweiniol' };
  const SOFT = { dau: 'ddau', tri: 'dri', pedwar: 'bedwar', pump: 'bump', chwech: 'chwech', saith: 'saith', wyth: 'wyth' };
  const hhCy = (n) => (n === 1 ? 'un person' : `${NUM_CY[n]} o bobl`);
  {
    const t = t1;
    const file = 'tenancies/llythyrau/2025-03-llythyr-adolygiad.txt';
    const arr = t.arrears ? `roedd gennych ôl-ddyledion rhent o ${gbp(t.arrears)}` : 'roedd eich cyfrif rhent yn glir';
    tenFacts(t, file, { property: t.property, start: cyDate(t.start), household: hhCy(t.household), tenure: CY_TEN[t.tenure], arrears: t.arrears ? gbp(t.arrears) : 'cyfrif rhent yn glir' });
    corpus.write(file, `Cymdeithas Tai Dyffryn a'r Gororau
Swyddfa'r Fenni

${t.name}
${t.property}
Y Fenni

Cyf.: ${t.ref}
14 Mawrth 2025

Annwyl ${t.name},

Adolygiad o'ch contract meddiannaeth

Diolch am eich amser yn ystod ein hymweliad. Yn ôl ein cofnodion, dechreuodd eich contract ar ${cyDate(t.start)} ac mae gennych ${CY_TEN[t.tenure]}. Mae ${hhCy(t.household)} yn byw yn yr aelwyd. Ar 28 Chwefror 2025, ${arr}.

Os oes unrhyw beth yn anghywir, ffoniwch ni ar 01873 730 400.

Yn gywir,
Sian Prosser
Swyddog Tai
`);
  }
  {
    const t = t2;
    const file = 'tenancies/llythyrau/2025-04-llythyr-ol-ddyledion.txt';
    tenFacts(t, file, { property: t.property, start: cyDate(t.start), household: hhCy(t.household), tenure: CY_TEN[t.tenure], arrears: gbp(t.arrears) });
    corpus.write(file, `Cymdeithas Tai Dyffryn a'r Gororau

${t.name}
${t.property}, Y Fenni

Eich cyfeirnod: ${t.ref}
7 Ebrill 2025

Annwyl ${t.name},

Ôl-ddyledion rhent

Rydym yn ysgrifennu atoch ynglŷn â'ch cyfrif rhent. Ar 31 Mawrth 2025 roedd gennych ôl-ddyledion rhent o ${gbp(t.arrears)}. Mae gennych ${CY_TEN[t.tenure]} ers ${cyDate(t.start)}, ac mae ${hhCy(t.household)} yn byw yn yr eiddo.

Cysylltwch â'r tîm rhenti i drefnu cynllun talu. Gallwn eich cyfeirio at gyngor ariannol am ddim.

Yn gywir,
Tîm Rhenti
`);
  }
  {
    const t = t3;
    const file = 'tenancies/llythyrau/2025-04-llythyr-gan-denant.txt';
    const hh = t.household === 1 ? 'Rydw i’n byw ar fy mhen fy hun' : `Rydyn ni’n ${SOFT[NUM_CY[t.household]]} yn y tŷ`;
    const arr = t.arrears ? `mae gen i ôl-ddyledion o ${gbp(t.arrears)}` : 'mae fy nghyfrif rhent yn glir';
    tenFacts(t, file, { property: t.property, start: cyDate(t.start), household: hh, tenure: CY_TEN[t.tenure], arrears: t.arrears ? gbp(t.arrears) : 'cyfrif rhent yn glir' });
    corpus.write(file, `${t.property}
Y Fenni
22 Ebrill 2025

At: Cymdeithas Tai Dyffryn a'r Gororau

Annwyl Syr/Fadam,

Fy enw i yw ${t.name} (rhif tenantiaeth ${t.ref}). Rydw i wedi byw yn ${t.property} ers ${cyDate(t.start)} ar ${CY_TEN[t.tenure]}. ${hh}, ac mae'r tŷ yn rhy fach i ni erbyn hyn. Hoffwn wneud cais am drosglwyddiad i dŷ mwy. Fel y gwelwch o'ch cofnodion, ${arr}.

Yn gywir,
${t.name}
`);
  }
}

// ------------------------------------------------------------------ repairs
const TRADE_PLAN = [
  ...Array(6).fill('Plumbing'), ...Array(4).fill('Heating'), ...Array(5).fill('Electrical'), ...Array(3).fill('Roofing'), ...Array(3).fill('Carpentry'),
  ...Array(3).fill('Damp and mould'), ...Array(2).fill('Glazing'), 'Plastering',
];
const contractorFor = (trade, p) => {
  const eng = E[p.estate].country === 'England';
  if (trade === 'Plumbing') return 'Usk Valley Plumbing & Heating Ltd';
  if (trade === 'Heating') return eng ? 'Usk Valley Plumbing & Heating Ltd' : 'Castell Gas Ltd';
  if (trade === 'Electrical') return eng ? 'Leominster Electrical Contractors' : 'Gwent Electrical Services';
  if (trade === 'Roofing') return 'Marches Roofing Co.';
  if (trade === 'Carpentry') return 'Penallt Joinery';
  if (trade === 'Damp and mould') return 'Torfaen Damp Solutions';
  if (trade === 'Glazing') return 'Wyeside Glazing Ltd';
  return 'Brecon Road Builders';
};
const repairProps = properties.filter((p) => !NEW.includes(p));
const jobs = [];
const mkJob = (trade, p, layout, open) => {
  const priority = trade === 'Damp and mould' ? 'Urgent' : trade === 'Plastering' ? r.pick(['Urgent', 'Routine', 'Routine']) : r.weighted([['Emergency', 2], ['Urgent', 3], ['Routine', 5]]);
  // Torfaen Damp Solutions was suspended on 14 February: its jobs were all reported before that
  const reported = trade === 'Damp and mould' ? `2025-${pad(r.int(1, 2))}-${pad(r.int(1, 10))}` : `2025-${pad(r.int(1, 4))}-${pad(r.int(1, 28))}`;
  const days = priority === 'Emergency' ? r.int(0, 1) : priority === 'Urgent' ? r.int(2, 9) : r.int(8, 45);
  let completed = open ? null : addDays(reported, days);
  if (completed && completed > '2025-04-30') completed = addDays(reported, Math.min(days, Math.max(0, Math.round((new Date('2025-04-30') - new Date(reported)) / 864e5))));
  const contractor = layout === 'welsh' ? 'Atgyweirio Sir Fynwy Cyf' : contractorFor(trade, p);
  const hours = priority === 'Emergency' ? r.float(2, 6) : r.float(1.5, 14);
  const cost = open ? null : r2(hours * C[contractor].rate + r.float(15, trade === 'Roofing' || trade === 'Heating' ? 900 : 320));
  jobs.push({ trade, property: p.addr, p, priority, reported, completed, contractor, cost, layout });
};
{
  const welshProps = r.shuffle(repairProps.filter((p) => p.estate === 'MYF' || p.estate === 'BWG')).slice(0, 3);
  welshProps.forEach((p) => mkJob('Plastering', p, 'welsh', false));
  const plan = r.shuffle(TRADE_PLAN);
  // 6 open, 4 e-mails, 3 job sheets, 14 in the export
  plan.forEach((trade, i) => {
    const layout = i < 6 ? 'open' : i < 10 ? 'email' : i < 13 ? 'jobsheet' : 'csv';
    // the Plastering job of an unapproved builder goes to the export
    const p = r.pick(repairProps);
    mkJob(trade, p, trade === 'Plastering' && layout === 'open' ? 'csv' : layout, layout === 'open' && trade !== 'Plastering');
  });
}
// job numbers in order of the reported date
jobs.sort((a, b) => a.reported.localeCompare(b.reported));
let jobNo = 100;
for (const j of jobs) j.code = `R25-${pad((jobNo += r.int(2, 9)), 4)}`;
function jobFacts(j, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(j.code, 'repair', attr, value, unit, stated, file);
  F('property', j.property, 'text', s.property);
  F('trade', j.trade, '', s.trade);
  F('priority', j.priority, '', s.priority);
  F('reported', j.reported, 'date', s.reported);
  F('completed', j.completed, 'date', s.completed);
  F('cost', j.cost, 'GBP', s.cost);
  F('contractor', j.contractor, 'text', s.contractor);
}
{
  const file = 'repairs/repairs-export-2025-04.csv';
  const PCODE = { Emergency: 'P1', Urgent: 'P2', Routine: 'P3' };
  const rows = jobs.filter((j) => j.layout === 'csv').map((j) => {
    jobFacts(j, file, { property: j.p.ref, trade: j.trade, priority: PCODE[j.priority], reported: ukDate(j.reported), completed: ukDate(j.completed), cost: j.cost.toFixed(2), contractor: j.contractor });
    return [j.code, j.p.ref, j.trade, PCODE[j.priority], ukDate(j.reported), ukDate(j.completed), j.cost.toFixed(2), j.contractor];
  });
  const text = delimited(['Job No', 'Prop Ref', 'Trade', 'Priority', 'Reported', 'Completed', 'Cost', 'Contractor'], rows, ';');
  corpus.write(file, `# Responsive repairs — completed jobs export
# Generated 30/04/2025 17:42 by QL Housing 9.2 (report RR-114), user SPROSSER
# Priority: P1 = Emergency (24 hours), P2 = Urgent (7 days), P3 = Routine (28 days)
# Cost = invoiced total in GBP incl. VAT
${text}`);
}
{
  const PR_CY = { Emergency: 'Argyfwng', Urgent: 'Brys', Routine: 'Arferol' };
  jobs.filter((j) => j.layout === 'welsh').forEach((j, k) => {
    const file = `repairs/adroddiadau-atgyweirio-sir-fynwy/${j.code}.md`;
    const s = {
      property: j.p.ref, trade: 'Crefft: Plastro', priority: `Blaenoriaeth: ${PR_CY[j.priority]}`, reported: `Adroddwyd: ${cyDate(j.reported)}`,
      completed: `Cwblhawyd: ${cyDate(j.completed)}`, cost: `Cyfanswm: ${gbp(j.cost)}`, contractor: 'Atgyweirio Sir Fynwy Cyf',
    };
    jobFacts(j, file, s);
    corpus.write(file, [
      `# Adroddiad gwaith — ${j.code}`, '', 'Atgyweirio Sir Fynwy Cyf, Y Fenni', '',
      `Rhif y swydd: ${j.code}`, `Cyfeirnod eiddo: ${j.p.ref}`, `Cyfeiriad: ${j.property}`, s.trade, s.priority, s.reported, s.completed, s.cost, '',
      '## Disgrifiad', '',
      L(k, ['Plastr wedi disgyn o nenfwd y gegin; ail-blastro a phaentio.', 'Craciau yn wal y grisiau; llenwi ac ail-sgimio.', 'Difrod dŵr i wal yr ystafell ymolchi; tynnu a gosod plastr newydd.']), '',
    ].join('\n'));
  });
}
{
  const file = 'repairs/repairs-in-progress.html';
  const rows = jobs.filter((j) => j.layout === 'open').map((j) => {
    jobFacts(j, file, { property: j.property, trade: j.trade, priority: j.priority, reported: fmtDate(j.reported, 'short'), completed: '', cost: '', contractor: j.contractor });
    const status = L(j.reported.charCodeAt(9), ['Awaiting parts', 'Operative booked', 'With contractor', 'Access issue — tenant contacted']);
    return `    <tr><td>${j.code}</td><td>${esc(j.property)}</td><td>${esc(j.trade)}</td><td>${j.priority}</td><td>${fmtDate(j.reported, 'short')}</td><td>${esc(j.contractor)}</td><td>${esc(status)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Repairs in progress</title></head>
<body>
<h1>Repairs in progress — snapshot 30 April 2025</h1>
<p>Open jobs only; nothing here has been invoiced yet.</p>
<table>
  <thead><tr><th>Job</th><th>Address</th><th>Trade</th><th>Priority</th><th>Logged</th><th>Contractor</th><th>Status</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
{
  const js = jobs.filter((j) => j.layout === 'jobsheet');
  js.forEach((j, k) => {
    const file = `repairs/job-sheets/${j.code}.md`;
    const s = {
      property: `Location: ${j.property}`, trade: `Category: ${j.trade}`, priority: `Response: ${j.priority}`, reported: `Raised: ${j.reported}`,
      completed: `Closed: ${j.completed}`, cost: `Invoice total: ${gbp(j.cost)}`, contractor: `Firm: ${j.contractor}`,
    };
    jobFacts(j, file, s);
    corpus.write(file, [`# Work order ${j.code}`, '', s.property, `Postcode: ${j.p.postcode}`, s.trade, s.priority, s.reported, s.completed, s.contractor, s.cost, '',
      `Fault: ${L(k, ['Intermittent fault reported by tenant', 'Reported via the out-of-hours line', 'Found at the annual service'])}.`, ''].join('\n'));
  });
}
{
  const js = jobs.filter((j) => j.layout === 'email');
  const line = (j) => {
    const pr = j.priority.toLowerCase();
    const short = j.contractor.replace(/ (Ltd|Co\.|Services|Contractors)$/, '');
    const sentence = `Job ${j.code} at ${j.property} (${j.trade.toLowerCase()}) was reported on ${dayMonth(j.reported)} as ${j.priority === 'Emergency' ? 'an emergency' : pr}; ${j.contractor} finished it on ${weekday(j.completed)} ${dayMonth(j.completed)} and the invoice came to ${gbp(j.cost)}.`;
    return { sentence, short };
  };
  const groups = [
    { file: 'mail/2025-03-14-repairs-update.eml', from: 'Dai Lewis <d.lewis@dyffrynmarches.org.uk>', date: '2025-03-14', js: js.filter((j) => j.completed <= '2025-03-14') },
  ];
  groups.push({ file: 'mail/2025-04-30-repairs-month-end.eml', from: 'Dai Lewis <d.lewis@dyffrynmarches.org.uk>', date: '2025-04-30', js: js.filter((j) => !groups[0].js.includes(j)) });
  for (const g of groups) {
    const body = g.js.map((j) => {
      const { sentence } = line(j);
      jobFacts(j, g.file, {
        property: j.property, trade: j.trade.toLowerCase(), priority: j.priority === 'Emergency' ? 'an emergency' : j.priority.toLowerCase(), reported: dayMonth(j.reported),
        completed: `${weekday(j.completed)} ${dayMonth(j.completed)}`, cost: gbp(j.cost), contractor: j.contractor,
      });
      return sentence;
    });
    corpus.write(g.file, `From: ${g.from}
To: Housing Officers <housing@dyffrynmarches.org.uk>
Date: ${g.date}
Subject: Repairs — jobs signed off (${fmtDate(g.date, 'month')})

Hello all,

A few jobs signed off since my last note, for your patch files:

${body.join('\n\n') || 'None this time.'}

Everything else is on the open-jobs list on the drive.

Dai Lewis
Repairs Supervisor
`);
  }
}
// a job whose e-mail group is empty would lose its file: every e-mail job is in one of the two groups above

// ------------------------------------------------------------------ inspections
const inspections = [];
const gasProps = r.shuffle(repairProps.filter((p) => p.heating === 'Gas'));
const anyProps = r.shuffle(repairProps);
const mkInsp = (kind, p, layout, k) => {
  const date = `2025-${pad(r.int(1, 4))}-${pad(r.int(1, 28))}`;
  const eng = E[p.estate].country === 'England';
  const inspector = kind === 'Gas safety' ? (eng ? 'Usk Valley Plumbing & Heating Ltd' : 'Castell Gas Ltd') : kind === 'Electrical' ? (eng ? 'Leominster Electrical Contractors' : 'Gwent Electrical Services') : 'In-house surveyor';
  inspections.push({ kind, property: p.addr, p, date: layout === 'email' && date > '2025-04-20' ? `2025-04-${pad(r.int(1, 20))}` : date, inspector, layout, pass: true, k });
};
for (let i = 0; i < 9; i++) mkInsp('Gas safety', gasProps[i], 'gascsv', i);
for (let i = 0; i < 6; i++) mkInsp('Electrical', anyProps[i], 'eicr', i);
const oldProps = r.shuffle(repairProps.filter((p) => p.built < 1990));
for (let i = 0; i < 4; i++) mkInsp('Damp and mould', oldProps[i], 'damp', i);
mkInsp('Gas safety', gasProps[9], 'email', 0);
// (the three in the e-mail of 24 April were all done by 20 April: see below)
mkInsp('Electrical', anyProps[6], 'email', 1);
mkInsp('Damp and mould', oldProps[4], 'email', 2);
// failures
inspections.filter((x) => x.layout === 'gascsv')[3].pass = false;
inspections.filter((x) => x.layout === 'eicr')[1].pass = false;
inspections.filter((x) => x.layout === 'eicr')[4].pass = false;
inspections.filter((x) => x.layout === 'damp')[0].pass = false;
inspections.filter((x) => x.layout === 'damp')[2].pass = false;
inspections.filter((x) => x.layout === 'email')[2].pass = false;
inspections.sort((a, b) => a.date.localeCompare(b.date));
const seq = { 'Gas safety': 0, Electrical: 0, 'Damp and mould': 0 };
for (const x of inspections) {
  const n = (seq[x.kind] += 1);
  x.code = x.kind === 'Gas safety' ? `LGSR-25-${pad(n * 3 + 11, 3)}` : x.kind === 'Electrical' ? `EICR-25-${pad(n * 2 + 4, 3)}` : `DMS-25-${pad(n, 2)}`;
}
function inspFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.code, 'inspection', attr, value, unit, stated, file);
  F('kind', x.kind, '', s.kind);
  F('property', x.property, 'text', s.property);
  F('date', x.date, 'date', s.date);
  F('result', x.pass ? 'Pass' : 'Fail', '', s.result);
  F('inspector', x.inspector, 'text', s.inspector);
}
{
  const file = 'compliance/gas-safety-log-2025.csv';
  const rows = inspections.filter((x) => x.layout === 'gascsv').map((x) => {
    const ref = x.p.ref.replace('-', '');
    const out = x.pass ? L(x.k, ['Pass', 'Pass', 'Pass (NCS noted)']) : 'Fail - AR (appliance capped)';
    inspFacts(x, file, { kind: '', property: ref, date: ukDate(x.date), result: out, inspector: x.inspector });
    return [x.code, ref, ukDate(x.date), 'Boiler; hob', out, x.inspector];
  });
  corpus.write(file, delimited(['LGSR No', 'UPRN/Prop', 'Date of check', 'Appliances', 'Outcome', 'Gas Safe firm'], rows));
}
{
  const file = 'compliance/eicr-register-2025.html';
  const rows = inspections.filter((x) => x.layout === 'eicr').map((x) => {
    const overall = x.pass ? 'Satisfactory' : 'Unsatisfactory';
    const codes = x.pass ? L(x.k, ['C3 ×2', 'none', 'C3 ×1']) : L(x.k, ['C2 ×1', 'C1 ×1, C2 ×2']);
    inspFacts(x, file, { kind: '', property: x.property, date: fmtDate(x.date, 'long'), result: overall, inspector: x.inspector });
    return `    <tr><td>${x.code}</td><td>${esc(x.property)}</td><td>${fmtDate(x.date, 'long')}</td><td>${overall}</td><td>${esc(codes)}</td><td>${esc(x.inspector)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>EICR register 2025</title></head>
<body>
<h1>Electrical installation condition reports (EICR) — 2025</h1>
<p>Five-yearly tests. Unsatisfactory reports need remedial work within 28 days.</p>
<table>
  <thead><tr><th>Report</th><th>Property</th><th>Tested</th><th>Overall</th><th>Codes</th><th>Electrician</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
inspections.filter((x) => x.layout === 'damp').forEach((x, k) => {
  const file = `compliance/damp-surveys/${x.code}.md`;
  const verdict = x.pass ? 'No remedial work is needed; the tenant was given advice on ventilation.' : 'Remedial works are required: a Category 1 hazard was recorded and a works order must be raised within 14 days.';
  inspFacts(x, file, { kind: 'Damp and mould survey', property: x.property, date: fmtDate(x.date, 'long'), result: x.pass ? 'No remedial work is needed' : 'Remedial works are required', inspector: 'in-house surveyor' });
  corpus.write(file, `# Damp and mould survey ${x.code}

${x.property} was visited on ${fmtDate(x.date, 'long')} by our in-house surveyor, Huw Gittins, after the tenant reported ${L(k, ['black mould in the back bedroom', 'condensation on the windows', 'a damp patch on the gable wall', 'a musty smell under the stairs'])}. Moisture readings were taken in every room (protimeter, % WME).

${verdict}

${L(k, ['Extractor fan in the bathroom was not working.', 'Gutters blocked on the rear elevation.', 'Tenant dries washing indoors in winter.', 'Cavity wall insulation looks patchy on the thermal image.'])}
`);
});
{
  const file = 'mail/2025-04-24-compliance-catch-up.eml';
  const xs = inspections.filter((x) => x.layout === 'email');
  const sent = xs.map((x) => {
    if (x.kind === 'Gas safety') {
      inspFacts(x, file, { kind: 'gas safety check', property: x.property, date: fmtDate(x.date, 'us'), result: x.pass ? 'passed' : 'failed', inspector: x.inspector });
      return `The gas safety check at ${x.property} was done by ${x.inspector} on ${fmtDate(x.date, 'us')} and ${x.pass ? 'passed' : 'failed'} (certificate ${x.code}).`;
    }
    if (x.kind === 'Electrical') {
      inspFacts(x, file, { kind: 'EICR', property: x.property, date: fmtDate(x.date, 'us'), result: x.pass ? 'satisfactory' : 'unsatisfactory', inspector: x.inspector });
      return `${x.inspector} tested the electrics at ${x.property} on ${fmtDate(x.date, 'us')}; the EICR (${x.code}) came back ${x.pass ? 'satisfactory' : 'unsatisfactory'}.`;
    }
    inspFacts(x, file, { kind: 'damp survey', property: x.property, date: fmtDate(x.date, 'us'), result: x.pass ? 'no works needed' : 'needs remedial works', inspector: 'in-house surveyor' });
    return `Huw (our in-house surveyor) did the damp survey ${x.code} at ${x.property} on ${fmtDate(x.date, 'us')}: it ${x.pass ? 'needs no works' : 'needs remedial works'}.`;
  });
  corpus.write(file, `From: Nerys Gwilliam <n.gwilliam@dyffrynmarches.org.uk>
To: Housing Officers <housing@dyffrynmarches.org.uk>
Date: 2025-04-24
Subject: Compliance catch-up — three not yet on the registers

Morning,

Three inspections that haven't made it onto the registers yet:

${sent.map((s) => `- ${s}`).join('\n')}

I'll add them to the logs next week.

Nerys Gwilliam
Compliance Manager
`);
}

// ------------------------------------------------------------------ board minutes: new homes + a builder
{
  const file = 'board/minutes-2025-03-26.md';
  const [a, b, c] = NEW;
  for (const p of NEW) {
    p.area = p.area0;
    p.rent = p.rent0;
  }
  propFacts(a, file, { estate: 'Glan Usk Park', type: 'two-bedroom flats', beds: 'two-bedroom', area: `${a.area} m²`, epc: 'EPC A', heating: 'air source heat pumps', rent: `£${a.rent.toFixed(2)} a week`, built: 'handed over on 10 March 2025', status: 'void' });
  propFacts(b, file, { estate: 'Glan Usk Park', type: 'two-bedroom flats', beds: 'two-bedroom', area: `${b.area} m²`, epc: 'EPC A', heating: 'air source heat pumps', rent: `£${b.rent.toFixed(2)} a week`, built: 'handed over on 10 March 2025', status: 'void' });
  propFacts(c, file, { estate: 'Glan Usk Park', type: 'three-bedroom terraced house', beds: 'three-bedroom', area: `${c.area} square metres`, epc: 'EPC A', heating: 'air source heat pumps', rent: `£${c.rent.toFixed(2)}`, built: 'handed over on 10 March 2025', status: 'void' });
  const bb = C['Brecon Road Builders'];
  conFacts(bb, file, { trade: 'plastering', town: 'Crickhowell', rate: '£320 a day', approved: 'not yet on the approved list' });
  corpus.write(file, `# Board of Management — minutes, 26 March 2025

Present: Eleri Vaughan (Chair), Tom Gwatkin, Ruth Symonds, Ifan Probert, Dr Mair Lloyd. In attendance: Sian Prosser (Head of Housing), Dai Lewis (Repairs Supervisor), Nerys Gwilliam (Compliance).

## 1. Apologies and declarations

Apologies from Peter Hancocks. No declarations of interest.

## 2. Development: Cae Newydd, Glan Usk Park

The three new homes at Cae Newydd were handed over on 10 March 2025 (refs ${a.ref}, ${b.ref} and ${c.ref}). ${a.addr} and ${b.addr} are two-bedroom flats of ${a.area} m² and ${b.area} m² respectively, each with a social rent of £${a.rent.toFixed(2)} a week; ${c.addr} is a three-bedroom terraced house of ${c.area} square metres at £${c.rent.toFixed(2)}. All three are EPC A, heated by air source heat pumps, and remain void until the first lettings in May. The Board thanked the Welsh Government for the Social Housing Grant of £412,000.

## 3. Repairs performance

Dai Lewis reported 94% of emergency jobs completed within 24 hours in the quarter. Torfaen Damp Solutions remains suspended from the framework pending a review of two complaints. Brecon Road Builders of Crickhowell were used for one plastering job while Atgyweirio Sir Fynwy Cyf was fully booked; they charge £320 a day for an eight-hour day and are not yet on the approved list. The Board asked for their accreditation to be checked before any further work.

## 4. Rent setting 2025/26

The Board confirmed rent increases of 2.7% for Welsh homes and 2.7% for English homes from 7 April 2025.

## 5. Any other business

None. Next meeting 21 May 2025.
`);
}

// ------------------------------------------------------------------ estates + the wide rent table
function estFacts(e, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(e.name, 'estate', attr, value, unit, stated, file);
  F('code', e.code, 'text', s.code);
  F('town', e.town, 'place', s.town);
  F('local_authority', e.la, 'place', s.la);
  F('country', e.country, 'place', s.country);
  F('officer', e.officer, 'person', e.officer);
}
for (const code of ['PYG', 'BWG', 'BMR']) {
  const e = E[code];
  const file = `estates/${slug(e.name)}.md`;
  const s = { code: `Estate code: ${e.code}`, town: `Town: ${e.town}`, la: `Local authority: ${e.la}`, country: `Country: ${e.country}` };
  estFacts(e, file, s);
  corpus.write(file, [`# ${e.name}`, '', s.code, s.town, s.la, s.country, `Housing officer: ${e.officer}`, `Postcode district: ${e.pc}`, '',
    L(ESTATES.indexOf(e), ['', 'Mostly 1950s Airey-type and traditional terraces, refurbished 2008–2012.', '', 'Built by the former district council; transferred to us in 2003.', 'Estate walkabout with tenants every quarter.']), ''].join('\n'));
}
{
  const e = E.MYF;
  const file = 'estates/maes-y-ffynnon.html';
  estFacts(e, file, { code: e.code, town: 'Abergavenny', la: 'Monmouthshire', country: 'Cymru / Wales' });
  corpus.write(file, htmlInfoboxPage({
    title: 'Maes y Ffynnon',
    sections: [{ heading: 'Ystad / Estate', rows: [['Cod / Code', e.code], ['Tref / Town', 'Y Fenni (Abergavenny)'], ['Awdurdod lleol / Local authority', 'Sir Fynwy (Monmouthshire)'], ['Gwlad / Country', 'Cymru / Wales'], ['Swyddog tai / Housing officer', e.officer]] }],
    lead: ['Ystad o dai cyngor a adeiladwyd rhwng 1966 a 1975 ar gyrion y dref. / A 1960s–70s estate on the edge of the town.'],
  }));
}
{
  const e = E.ORF;
  const file = 'estates/overross-fields.html';
  estFacts(e, file, { code: e.code, town: e.town, la: e.la, country: e.country });
  corpus.write(file, htmlInfoboxPage({
    title: 'Overross Fields',
    sections: [{ heading: 'Estate', rows: [['Code', e.code], ['Town', e.town], ['Local authority', e.la], ['Country', e.country], ['Housing officer', e.officer], ['Section 106', 'Yes (2006 agreement)']] }],
    lead: ['A mixed-tenure estate built in phases between 2006 and 2014; our homes sit alongside shared-ownership and market sale.'],
  }));
}
{
  const e = E.GUP;
  const file = 'estates/glan-usk-park.md';
  estFacts(e, file, { code: `code: ${e.code}`, town: `town: ${e.town}`, la: `local_authority: ${e.la}`, country: `country: ${e.country}` });
  corpus.write(file, `---
code: ${e.code}
town: ${e.town}
local_authority: ${e.la}
country: ${e.country}
officer: ${e.officer}
---

# Glan Usk Park

| Field | Value |
|---|---|
| Estate code | ${e.code} |
| Housing officer | ${e.officer} |
| Phase 1 | 1998–2003 |
| Phase 2 | 2005–2009 |
| Phase 3 (Cae Newydd) | 2025 |

Riverside estate off the Lliswerry road; the community hub on Glan Usk Court opens Tuesdays and Thursdays.
`);
}
{
  const file = 'finance/rent-collected-2024.md';
  const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const MK = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  const out = ['# Rent collected 2024 by estate (£)', '', 'Cash received in the month (rent and service charges, all payment methods). Source: QL cash postings, run 6 January 2025.', '',
    `| Estate | ${MON.map((m) => `${m} 24`).join(' | ')} |`, `|---|${MON.map(() => '---:').join('|')}|`];
  for (const e of ESTATES) {
    const ms = MK.map((m, i) => r2(e.base * (i === 3 || i === 11 ? 0.93 : 1) * r.float(0.95, 1.06)));
    ms.forEach((v, i) => corpus.also(e.name, 'estate', `rent_2024_${MK[i]}`, v, 'GBP', v.toLocaleString('en-GB', { minimumFractionDigits: 2 }), file));
    corpus.also(e.name, 'estate', 'rent_2024', r2(ms.reduce((a, b) => a + b, 0)), 'GBP', '', file);
    out.push(`| ${e.name} | ${ms.map((v) => v.toLocaleString('en-GB', { minimumFractionDigits: 2 })).join(' | ')} |`);
  }
  out.push('', 'April and December are lower: two rent-free weeks each.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `DYFFRYN & MARCHES HOUSING ASSOCIATION — SHARED DRIVE
Cymdeithas Tai Dyffryn a'r Gororau

properties/   property sheets, stock lists and the asset register extract
eiddo/        Welsh-language property lists
tenancies/    sign-ups, schedules, letters (llythyrau)
repairs/      repairs export, job sheets, contractor reports
contractors/  framework contractors
compliance/   gas, electrical and damp inspections
estates/      estate pages
exports/      QL Housing exports (JSON / YAML)
finance/      rent collection
board/        board minutes
mail/         saved e-mails
policies/     policies

Please do not save personal bank details on the drive.
`);
corpus.write('policies/repairs-response-times.md', `# Repairs: response times

| Priority | Code | Attend within | Complete within |
|---|---|---|---|
| Emergency | P1 | 4 hours | 24 hours |
| Urgent | P2 | 3 working days | 7 days |
| Routine | P3 | 20 working days | 28 days |

Damp and mould reports are always at least Urgent. Out-of-hours calls go to the contact centre on 0300 123 4567.
`);
corpus.write('policies/rent-setting-2025-26.md', `# Rent setting 2025/26

Welsh homes: the Welsh Government rent settlement allows CPI + 1% (2.7%) from April 2025; the average weekly social rent across our Welsh stock is £109.80.
English homes: the Rent Standard allows CPI + 1% (2.7%); formula rent caps apply.
Service charges are set at cost and reviewed each February.
Rent-free weeks: two (one at Easter, one at Christmas); the year has 52 rent weeks with 50 charged.
`);
corpus.write('board/minutes-2025-01-29.md', `# Board of Management — minutes, 29 January 2025

Present: Eleri Vaughan (Chair), Tom Gwatkin, Ruth Symonds, Peter Hancocks, Ifan Probert.

1. The Board noted the Q3 financial report: turnover £4.1m, operating margin 18%, current tenant arrears 2.9% of the debit.
2. The treasury report confirmed loan covenants were met (interest cover 1.9×).
3. Tenant satisfaction survey: 81% satisfied with the repairs service, up from 76%.
4. The Board approved the damp and mould policy (version 3), with a 10-day target for surveys.
`);
corpus.write('newsletter/tenant-newsletter-spring-2025.md', `# Newyddion Tenantiaid / Tenant News — Gwanwyn / Spring 2025

Croeso i'n cylchlythyr! Welcome to the spring newsletter.

- Our office in Abergavenny is open Monday to Friday, 9am to 5pm (Wednesdays from 10am).
- The summer fun day at Glan Usk Park is on Saturday 19 July.
- Energy advice sessions: free, with Severn Wye Energy Agency, first Tuesday of every month.
- Report a repair online, by phone on 01873 730 400, or in Welsh — rydym yn croesawu galwadau yn Gymraeg.
`);

corpus.write('compliance/compliance-policy-summary.md', `# Compliance: what we check and how often

| Check | Frequency | Our target | Who |
|---|---|---|---|
| Gas safety (LGSR) | every 12 months | within 10 months of the last check | Gas Safe firms on the framework |
| Electrical (EICR) | every 5 years | on change of tenancy as well | NICEIC / NAPIT electricians |
| Damp and mould survey | when reported | within 10 working days | in-house surveyor |
| Fire risk assessment (blocks) | yearly | — | external assessor |

A failed gas check means the appliance is capped on the day. An EICR with any C1 or C2 code is unsatisfactory.
`);
corpus.write('admin/office-contacts.md', `# Office contacts (internal)

- Sian Prosser — Head of Housing — ext. 401
- Gareth Morgan — Housing Officer — ext. 412
- Leanne Whitcombe — Housing Officer — ext. 415
- Claire Ashby — Housing Officer (Hereford office, Mon/Tue/Thu) — ext. 430
- Dai Lewis — Repairs Supervisor — ext. 420
- Nerys Gwilliam — Compliance Manager — ext. 425
- Huw Gittins — Surveyor — ext. 426
- Rents team — ext. 440 (rents@dyffrynmarches.org.uk)

Main line 01873 730 400. Hereford office: 01432 870 215.
`);

const stats = corpus.flush(source);
console.log(`housing: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
