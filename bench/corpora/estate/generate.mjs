#!/usr/bin/env node
// Estate corpus (held-out): the shared drive of a lettings agency — 50 rental listings, 12 agents, 5 offices,
// 16 neighbourhood pages, and a few background documents.
//   node bench/corpora/estate/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "estate-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Canonical units of source.csv: floor area m² (a page saying "840 sq ft" holds 840 × 0.09290304 m²), rent per
// calendar month in the currency the page states (EUR or GBP, never converted; a page saying "£450 pw" holds
// 450 × 52 / 12), deposit in the same currency, distance to the city centre km (a page saying "1.8 miles" holds
// 1.8 × 1.609344), dates ISO. UK offices write square feet, miles and pounds; Dublin and Amsterdam m², km and euros.
// Links: listing → agent → office (→ city); listing → neighbourhood (→ city, district); office → manager (an agent).
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
  joinAnd,
  mdBulletsNote,
  mdYamlTableNote,
  rng,
  slug,
  targets,
  txtProfile,
} from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('estate-v1');

const M2_PER_SQFT = 0.09290304;
const KM_PER_MI = 1.609344;
const AGENCY = 'Hearth & Key Lettings';

// ------------------------------------------------------------------ offices
const OFFICES = [
  { name: 'Upper Street Office', city: 'London', country: 'United Kingdom', address: '214 Upper Street, London N1 1RL', phone: '+44 20 7946 0318', opened: 2008, staff: 11, style: 'uk', code: 'LON', n: 14 },
  { name: 'Deansgate Office', city: 'Manchester', country: 'United Kingdom', address: '61 Deansgate, Manchester M3 2BW', phone: '+44 161 496 0544', opened: 2013, staff: 7, style: 'uk', code: 'MAN', n: 9 },
  { name: 'Leith Walk Office', city: 'Edinburgh', country: 'United Kingdom', address: '140 Leith Walk, Edinburgh EH6 5DT', phone: '+44 131 496 0271', opened: 2017, staff: 5, style: 'uk', code: 'EDI', n: 8 },
  { name: 'Baggot Street Office', city: 'Dublin', country: 'Ireland', address: '33 Lower Baggot Street, Dublin 2', phone: '+353 1 496 0835', opened: 2011, staff: 8, style: 'ie', code: 'DUB', n: 10 },
  { name: 'Ferdinand Bolstraat Office', city: 'Amsterdam', country: 'Netherlands', address: 'Ferdinand Bolstraat 88, 1072 LM Amsterdam', phone: '+31 20 496 1427', opened: 2019, staff: 6, style: 'nl', code: 'AMS', n: 9 },
];
const OFFICE = Object.fromEntries(OFFICES.map((o) => [o.city, o]));
const cur = (o) => (o.style === 'uk' ? 'GBP' : 'EUR');

// ------------------------------------------------------------------ agents [name, city, role, languages, joined]
const AGENTS = [
  ['Priya Raman', 'London', 'Branch manager', ['English', 'Hindi', 'Tamil'], '2009-03-16'],
  ['Tom Whitfield', 'London', 'Senior lettings negotiator', ['English', 'French'], '2014-09-01'],
  ['Grace Adebayo', 'London', 'Lettings negotiator', ['English', 'Yoruba', 'French'], '2021-01-11'],
  ['Daniel Okoro', 'Manchester', 'Branch manager', ['English', 'Igbo'], '2013-06-03'],
  ['Hannah Kowalski', 'Manchester', 'Lettings negotiator', ['English', 'Polish'], '2019-10-14'],
  ['Fiona MacLeod', 'Edinburgh', 'Branch manager', ['English', 'Scottish Gaelic'], '2017-04-24'],
  ['Will Harper', 'Edinburgh', 'Lettings negotiator', ['English', 'Spanish'], '2022-02-07'],
  ['Siobhán Byrne', 'Dublin', 'Branch manager', ['English', 'Irish'], '2011-08-29'],
  ['Conor Walsh', 'Dublin', 'Senior lettings negotiator', ['English'], '2015-05-18'],
  ['Aoife Brennan', 'Dublin', 'Lettings negotiator', ['English', 'Irish', 'German'], '2020-11-02'],
  ['Daan de Vries', 'Amsterdam', 'Branch manager', ['Dutch', 'English', 'German'], '2019-01-07'],
  ['Sanne Bakker', 'Amsterdam', 'Lettings negotiator', ['Dutch', 'English', 'Spanish'], '2023-03-20'],
].map(([name, city, role, languages, joined], i) => ({
  name, city, office: OFFICE[city], role, languages, joined,
  phone: `${OFFICE[city].phone.slice(0, -2)}${String(11 + i * 7).padStart(2, '0')}`,
  email: `${slug(name).replace(/-/g, '.')}@hearthandkey.example`,
}));
for (const o of OFFICES) o.manager = AGENTS.find((a) => a.city === o.city && a.role === 'Branch manager');

// ------------------------------------------------------------------ neighbourhoods
// [name, city, district, average rent per month, transit lines, schools, distance to centre km, population, streets]
const HOODS = [
  ['Highbury', 'London', 'Islington', 2450, ['Victoria line', 'London Overground'], 9, 4.1, 28400, ['Highbury Park', 'Aberdeen Road', 'Kelvin Road']],
  ['Canonbury', 'London', 'Islington', 2600, ['London Overground', 'Northern line'], 6, 3.6, 17900, ['Canonbury Grove', 'Alwyne Road', 'Willow Bridge Road']],
  ['Stoke Newington', 'London', 'Hackney', 2250, ['London Overground'], 11, 6.3, 31200, ['Albion Road', 'Walford Road', 'Listria Park']],
  ['Dalston', 'London', 'Hackney', 2150, ['London Overground', 'Mildmay line'], 8, 5.2, 24700, ['Sandringham Road', 'Richmond Road', 'Forest Road']],
  ['Ancoats', 'Manchester', 'City Centre', 1350, ['Metrolink Yellow line'], 3, 1.1, 9800, ['Blossom Street', 'Murray Street', 'Jersey Street']],
  ['Chorlton', 'Manchester', 'South Manchester', 1150, ['Metrolink Purple line', 'Metrolink Green line'], 10, 6.2, 22100, ['Beech Road', 'Keppel Road', 'Albany Road']],
  ['Didsbury', 'Manchester', 'South Manchester', 1275, ['Metrolink Purple line'], 12, 8.4, 26800, ['Lapwing Lane', 'Grange Road', 'Fog Lane']],
  ['Leith', 'Edinburgh', 'North East', 1250, ['Edinburgh Trams', 'Lothian 16', 'Lothian 22'], 7, 3.3, 34500, ['Constitution Street', 'Bernard Street', 'Elm Row']],
  ['Marchmont', 'Edinburgh', 'South Central', 1400, ['Lothian 24', 'Lothian 41'], 4, 1.9, 13600, ['Warrender Park Road', 'Spottiswoode Street', 'Thirlestane Road']],
  ['Stockbridge', 'Edinburgh', 'North West', 1525, ['Lothian 24', 'Lothian 36'], 5, 1.6, 11200, ['Raeburn Place', 'Dean Street', 'Saxe Coburg Street']],
  ['Ranelagh', 'Dublin', 'Dublin 6', 2450, ['Luas Green line'], 8, 2.4, 15300, ['Dunville Avenue', 'Mountpleasant Avenue', 'Oakley Road']],
  ['Smithfield', 'Dublin', 'Dublin 7', 2150, ['Luas Red line'], 4, 1.3, 10400, ['Queen Street', 'Stoneybatter', 'Haymarket']],
  ['Portobello', 'Dublin', 'Dublin 8', 2300, ['Luas Green line', 'Dublin Bus 16'], 6, 1.8, 12900, ['Lennox Street', 'Heytesbury Street', 'Synge Street']],
  ['De Pijp', 'Amsterdam', 'Zuid', 2200, ['Metro 52', 'Tram 3', 'Tram 12'], 7, 2.2, 35100, ['Van Woustraat', 'Sarphatipark', 'Govert Flinckstraat']],
  ['Oud-West', 'Amsterdam', 'West', 2100, ['Tram 1', 'Tram 17'], 9, 2.6, 33800, ['Jan Pieter Heijestraat', 'Kinkerstraat', 'Bellamystraat']],
  ['Indische Buurt', 'Amsterdam', 'Oost', 1850, ['Tram 14', 'Metro 51'], 6, 4.7, 24600, ['Javastraat', 'Sumatrastraat', 'Celebesstraat']],
].map(([name, city, district, rent, lines, schools, km, population, streets]) => ({ name, city, district, rent, lines, schools, km, population, streets, office: OFFICE[city] }));

// ------------------------------------------------------------------ the 50 listings
const usedAddr = new Set();
const usedRef = new Set();
const listings = [];
for (const o of OFFICES) {
  const hoods = HOODS.filter((h) => h.city === o.city);
  const agents = AGENTS.filter((a) => a.city === o.city);
  for (let i = 0; i < o.n; i++) {
    const hood = hoods[i % hoods.length];
    const agent = agents[(i + r.int(0, 1)) % agents.length];
    const type = r.weighted([['Flat', 62], ['House', 20], ['Studio', 18]]);
    const beds = type === 'Studio' ? 0 : type === 'House' ? r.int(2, 4) : r.weighted([[1, 4], [2, 5], [3, 2]]);
    const baths = beds >= 3 ? r.int(1, 2) + (type === 'House' && beds === 4 ? 1 : 0) : beds === 2 ? r.weighted([[1, 3], [2, 1]]) : 1;
    const m2 = type === 'Studio' ? r.float(26, 40) : type === 'House' ? r.float(70, 95) + beds * r.float(8, 16) : r.float(28, 36) + beds * r.float(13, 19);
    const rent0 = hood.rent * (type === 'Studio' ? 0.55 : 0.5 + beds * 0.25) * (type === 'House' ? 1.12 : 1) * r.float(0.88, 1.12);
    const rent = o.style === 'uk' ? Math.round(rent0 / 25) * 25 : Math.round(rent0 / 50) * 50 - (r.chance(0.3) ? 5 : 0);
    const depositWeeks = o.style === 'uk' ? 5 : null;
    const deposit = depositWeeks ? Math.floor((rent * 12) / 52) * 5 : rent * (o.style === 'nl' ? 2 : 1);
    const y = r.weighted([[2024, 2], [2025, 3]]);
    const month = y === 2024 ? r.int(11, 12) : r.int(1, 3);
    const available = isoDate(y, month, r.pick([1, 1, 1, 6, 10, 15, 20, 27]));
    const floor = type === 'House' ? null : r.weighted([[0, 3], [1, 4], [2, 4], [3, 3], [4, 2], [5, 1]]);
    const garden = type === 'House' ? r.chance(0.85) : floor === 0 ? r.chance(0.5) : false;
    const balcony = type === 'House' ? false : floor > 0 ? r.chance(0.55) : false;
    const parking = o.style === 'nl' ? r.chance(0.1) : type === 'House' ? r.chance(0.6) : r.chance(0.3);
    const pets = type === 'House' ? r.chance(0.6) : r.chance(0.35);
    const furnishing = type === 'Studio' ? r.weighted([['Furnished', 4], ['Part-furnished', 1]]) : r.weighted([['Furnished', 4], ['Unfurnished', 4], ['Part-furnished', 1]]);
    const energy = r.weighted([['A', 1], ['B', 4], ['C', 6], ['D', 5], ['E', 2], ['F', 1]]);
    const built = type === 'House' ? r.int(1880, 1995) : r.weighted([[r.int(1890, 1939), 3], [r.int(1950, 1999), 2], [r.int(2000, 2022), 3]]);
    let addr;
    do {
      const st = r.pick(hood.streets);
      const no = r.int(2, o.style === 'nl' ? 180 : 140);
      addr = o.style === 'nl' ? `${st} ${no}` : `${no} ${st}`;
    } while (usedAddr.has(addr));
    usedAddr.add(addr);
    let ref;
    do ref = `HK-${o.code}-${r.int(1000, 9999)}`;
    while (usedRef.has(ref));
    usedRef.add(ref);
    listings.push({ name: addr, office: o, hood, agent, type, beds, baths, m2, rent, deposit, available, floor, garden, balcony, parking, pets, furnishing, energy, built, ref,
      currency: cur(o), minTerm: o.style === 'nl' ? r.pick([12, 24]) : r.pick([6, 12, 12]) });
  }
}

// ------------------------------------------------------------------ how a page states each value
const dots = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const ORD = ['Ground', '1st', '2nd', '3rd', '4th', '5th'];
const ORD_WORD = ['ground', 'first', 'second', 'third', 'fourth', 'fifth'];
/** → [text, monthly value] */
function rentText(l, k, { weekly = false } = {}) {
  const p = l.rent;
  if (l.office.style === 'uk') {
    if (weekly) {
      const pw = Math.round((p * 12) / 52 / 5) * 5;
      return [`£${group(pw)} pw`, (pw * 52) / 12];
    }
    return [[`£${group(p)} pcm`, `£${group(p)} per month`, `£${group(p)}/month`, `GBP ${group(p)} pcm`][k % 4], p];
  }
  if (l.office.style === 'ie') return [[`€${group(p)} per month`, `€${group(p)}/month`, `${group(p)} EUR per month`, `€${group(p)} pm`][k % 4], p];
  return [[`€ ${dots(p)} per month`, `€${dots(p)},- p/m`, `EUR ${dots(p)} / month`][k % 3], p];
}
function moneyText(l, x, k) {
  if (l.office.style === 'uk') return [`£${group(x)}`, `GBP ${group(x)}`][k % 2];
  if (l.office.style === 'ie') return [`€${group(x)}`, `${group(x)} EUR`][k % 2];
  return [`€ ${dots(x)}`, `€${dots(x)},-`][k % 2];
}
/** → [text, m²] */
function areaText(l, k) {
  const sqft = Math.round(l.m2 / M2_PER_SQFT / 5) * 5;
  const m2 = Math.round(l.m2);
  if (l.office.style === 'uk') {
    return [[`${group(sqft)} sq ft`, `${m2} m² (${group(sqft)} sq ft)`, `${group(sqft)} sq. ft`, `${group(sqft)} sq ft (${m2} m²)`][k % 4],
      k % 4 === 1 ? m2 : sqft * M2_PER_SQFT];
  }
  if (l.office.style === 'ie') return [[`${m2} m²`, `${m2} sq m`, `${group(sqft)} sq ft`][k % 3], k % 3 === 2 ? sqft * M2_PER_SQFT : m2];
  return [[`${m2} m²`, `${m2} m2`][k % 2], m2];
}
const floorText = (l, k) => (l.floor == null ? null : [`${ORD[l.floor]} floor`, l.floor === 0 ? 'ground floor' : `${ORD_WORD[l.floor]} floor`, String(l.floor)][k % 3]);
const petsRow = (l, k) =>
  [
    ['Pets allowed', l.pets ? 'Yes' : 'No'],
    ['Pets', l.pets ? 'allowed' : 'not allowed'],
    ['Pet-friendly', l.pets ? '✓' : '✗'],
    ['No pets', l.pets ? 'No' : 'Yes'],
    ['Pets', l.pets ? 'welcome' : 'no pets'],
  ][k % 5];
const parkingRow = (l, k) => [['Parking', l.parking ? 'Yes' : 'No'], ['Off-street parking', l.parking ? 'yes' : 'none'], ['Parking space', l.parking ? 'Allocated space' : 'No'],
  ['Parking', l.parking ? 'Private parking' : 'On-street only']][k % 4];
const gardenRow = (l, k) => [['Garden', l.garden ? 'Yes' : 'No'], ['Private garden', l.garden ? '✓' : '✗'], ['Outdoor space', l.garden ? 'Garden' : 'None']][k % 3];
const balconyRow = (l, k) => [['Balcony', l.balcony ? 'Yes' : 'No'], ['Balcony', l.balcony ? '✓' : '—'], ['Balcony/terrace', l.balcony ? 'yes' : 'no']][k % 3];
const furnText = (l, k) => ({ Furnished: ['Furnished', 'Fully furnished', 'furnished'], Unfurnished: ['Unfurnished', 'Unfurnished', 'unfurnished'], 'Part-furnished': ['Part-furnished', 'Part furnished', 'part-furnished'] }[l.furnishing][k % 3]);
const typeText = (l, k) => (l.type === 'Flat' ? [l.office.style === 'uk' ? 'Flat' : 'Apartment', 'Flat', 'Apartment'][k % 3] : l.type === 'Studio' ? ['Studio', 'Studio flat', 'Studio apartment'][k % 3] : ['House', 'Terraced house', 'House'][k % 3]);
const bedsText = (l, k) => (l.beds === 0 ? ['0 (studio)', 'Studio', '0'][k % 3] : String(l.beds));
const dateStyles = { uk: ['long', 'short', 'iso'], ie: ['long', 'iso', 'us'], nl: ['dotted', 'iso'] };
const availText = (l, k) => fmtDate(l.available, dateStyles[l.office.style][k % dateStyles[l.office.style].length]);
const energyText = (l, k) => (l.office.style === 'uk' ? [`${l.energy}`, `EPC ${l.energy}`][k % 2] : l.office.style === 'ie' ? `BER ${l.energy}` : [`${l.energy}`, `Energielabel ${l.energy}`][k % 2]);
const agentLabel = (k) => ['Agent', 'Lettings agent', 'Managed by', 'Contact', 'Negotiator'][k % 5];
const hoodLabel = (k) => ['Neighbourhood', 'Location', 'Neighbourhood', 'Neighborhood'][k % 4];
const rentLabel = (k) => ['Rent', 'Monthly rent', 'Rent', 'Price'][k % 4];
const areaLabel = (k) => ['Floor area', 'Size', 'Internal area', 'Floor area'][k % 4];

function pageStates(l, k, opts = {}) {
  const [rent, rentV] = rentText(l, k, opts);
  const [area, m2] = areaText(l, k + 1);
  return { rent, rentV, area, m2, deposit: moneyText(l, l.deposit, k), floor: floorText(l, k), beds: bedsText(l, k), type: typeText(l, k), avail: availText(l, k),
    energy: energyText(l, k), furnishing: furnText(l, k), pets: petsRow(l, k)[1], parking: parkingRow(l, k)[1], garden: gardenRow(l, k)[1], balcony: balconyRow(l, k)[1] };
}

function specRows(l, s, k) {
  const rows = [
    ['Reference', l.ref],
    ['Property type', s.type],
    ['Bedrooms', s.beds],
    ['Bathrooms', String(l.baths)],
    [areaLabel(k), s.area],
    [rentLabel(k), s.rent],
    ['Deposit', s.deposit],
    [['Available from', 'Available', 'Move-in date', 'Available from'][k % 4], s.avail],
    ['Furnishing', s.furnishing],
  ];
  if (s.floor) rows.push(['Floor', s.floor]);
  rows.push(petsRow(l, k), parkingRow(l, k), gardenRow(l, k));
  if (l.type !== 'House') rows.push(balconyRow(l, k));
  rows.push([['Energy rating', 'EPC rating', 'Energy label', 'Energy efficiency'][k % 4], s.energy], [['Year built', 'Built', 'Construction year'][k % 3], String(l.built)],
    [['Minimum term', 'Minimum tenancy', 'Lease term'][k % 3], `${l.minTerm} months`], [hoodLabel(k), l.hood.name], [agentLabel(k), l.agent.name]);
  return rows;
}
function listingProse(l, s, k) {
  const noun = l.type === 'House' ? 'house' : l.type === 'Studio' ? 'studio' : 'flat';
  const opts = [
    `This ${l.beds ? `${['', 'one', 'two', 'three', 'four'][l.beds]}-bedroom ` : ''}${noun} in ${l.hood.name} is available from ${fmtDate(l.available, 'long')}.`,
    `The rent is ${s.rent}, with a deposit of ${s.deposit}.`,
    `To arrange a viewing, contact ${l.agent.name} at our ${l.office.name.replace(' Office', '')} office.`,
    `${l.pets ? 'Well-behaved pets are welcome.' : 'Sorry, no pets.'} The property is ${l.furnishing.toLowerCase()}.`,
    `The ${noun} offers ${s.area} of living space.`,
  ];
  return [opts[k % opts.length]];
}

// ------------------------------------------------------------------ facts
const corpus = new Corpus(dir);
function listingFacts(l, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(l.name, 'listing', attr, value, unit, stated, file);
  F('ref', l.ref, 'text', l.ref);
  F('property_type', l.type, '', s.type);
  F('bedrooms', l.beds, '', s.beds);
  F('bathrooms', l.baths, '', String(l.baths));
  F('area', s.m2, 'm2', s.area);
  F('rent', s.rentV, l.currency, s.rent);
  F('deposit', l.deposit, l.currency, s.deposit);
  F('available_from', l.available, 'date', s.avail);
  F('furnishing', l.furnishing, '', s.furnishing);
  F('floor', l.floor, '', s.floor ?? '');
  F('pets_allowed', l.pets, 'bool', s.pets);
  F('parking', l.parking, 'bool', s.parking);
  F('garden', l.garden, 'bool', s.garden);
  F('balcony', l.type === 'House' ? null : l.balcony, 'bool', l.type === 'House' ? '' : s.balcony);
  F('energy_rating', s.noEnergy ? null : l.energy, '', s.noEnergy ? '' : s.energy);
  F('year_built', l.built, 'year', String(l.built));
  F('min_term', l.minTerm, 'months', String(l.minTerm));
  F('neighbourhood', l.hood.name, '', l.hood.name);
  F('agent', l.agent.name, '', l.agent.name);
}

// ------------------------------------------------------------------ layouts
const EXPORT = { csv: 'Dublin', tsv: 'Manchester', semicolon: 'Amsterdam', json_flat: 'London' };
const PAGE_LAYOUTS = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested'];
const assign = new Map([...PAGE_LAYOUTS, ...Object.keys(EXPORT)].map((x) => [x, []]));
const inExport = new Set();
for (const [layout, city] of Object.entries(EXPORT)) {
  const mine = r.shuffle(listings.filter((l) => l.office.city === city)).slice(0, 4);
  mine.forEach((l) => inExport.add(l));
  assign.get(layout).push(...mine);
}
r.shuffle(listings.filter((l) => !inExport.has(l))).forEach((l, i) => assign.get(PAGE_LAYOUTS[i % PAGE_LAYOUTS.length]).push(l));
const folder = (l) => `listings/${slug(l.office.city)}`;
let k = 0;
const title = (l) => `${l.name}`;
const docTitle = (l) => `${l.beds ? `${l.beds} bed ` : ''}${l.type.toLowerCase()} to rent in ${l.hood.name} – ${l.name}`;

for (const l of assign.get('html_table')) {
  const file = `${folder(l)}/${slug(l.name)}.html`;
  const s = pageStates(l, k, { weekly: l.office.style === 'uk' && k % 2 === 0 });
  corpus.write(file, htmlTablePage({ title: title(l), docTitle: docTitle(l), crumbs: ['To rent', l.office.city, l.hood.name], lead: listingProse(l, s, k),
    sections: [{ heading: 'Property details', rows: specRows(l, s, k) }], colA: 'Detail', colB: '', footer: `${AGENCY} · ${l.office.phone}` }));
  listingFacts(l, file, s);
  k++;
}
for (const l of assign.get('html_dl')) {
  const file = `${folder(l)}/${slug(l.name)}.html`;
  const s = pageStates(l, k);
  const rows = specRows(l, s, k);
  corpus.write(file, htmlDlPage({ title: title(l), docTitle: docTitle(l), site: AGENCY, lead: listingProse(l, s, k),
    sections: [{ heading: 'Key facts', rows: rows.slice(0, 9) }, { heading: 'Features and contact', rows: rows.slice(9) }], footer: 'Holding deposit: one week’s rent.' }));
  listingFacts(l, file, s);
  k++;
}
for (const l of assign.get('html_infobox')) {
  const file = `${folder(l)}/${slug(l.name)}.html`;
  const s = pageStates(l, k, { weekly: l.office.style === 'uk' && k % 2 === 1 });
  const rows = specRows(l, s, k);
  corpus.write(file, htmlInfoboxPage({ title: title(l), lead: listingProse(l, s, k), sections: [{ heading: 'Letting', rows: rows.slice(0, 8) }, { heading: 'The property', rows: rows.slice(8) }],
    footer: `Listed by ${AGENCY}.` }));
  listingFacts(l, file, s);
  k++;
}
for (const l of assign.get('md_bullets')) {
  const file = `${folder(l)}/${slug(l.name)}.md`;
  const s = pageStates(l, k);
  corpus.write(file, mdBulletsNote({ title: title(l), lead: listingProse(l, s, k), sections: [{ heading: 'Details', rows: specRows(l, s, k) }] }));
  listingFacts(l, file, s);
  k++;
}
for (const l of assign.get('md_yaml')) {
  const file = `${folder(l)}/${slug(l.name)}.md`;
  const s = pageStates(l, k);
  const rows = specRows(l, s, k).filter(([key]) => !['Reference', 'Property type', 'Bedrooms'].includes(key) && key !== rentLabel(k) && key !== agentLabel(k));
  corpus.write(file, mdYamlTableNote({
    title: title(l),
    frontMatter: [['title', l.name], ['ref', l.ref], ['type', s.type], ['bedrooms', l.beds], ['rent', s.rent], ['agent', l.agent.name], ['status', 'to let']],
    lead: listingProse(l, s, k), sections: [{ heading: 'Particulars', rows }], colA: 'Feature', colB: 'Value',
  }));
  listingFacts(l, file, { ...s, beds: String(l.beds) });
  k++;
}
for (const l of assign.get('txt')) {
  const file = `${folder(l)}/${slug(l.name)}.txt`;
  const s = pageStates(l, k);
  corpus.write(file, txtProfile({ txtHeader: `TO LET: ${l.name.toUpperCase()}\n${'-'.repeat(40)}`, sections: [{ rows: specRows(l, s, k) }], lead: listingProse(l, s, k) }));
  listingFacts(l, file, s);
  k++;
}
for (const l of assign.get('json_nested')) {
  const file = `${folder(l)}/${slug(l.name)}.json`;
  const s = pageStates(l, k);
  const uk = l.office.style === 'uk';
  const sqft = Math.round(l.m2 / M2_PER_SQFT / 5) * 5;
  const area = uk ? { value: sqft, unit: 'sq_ft' } : { value: Math.round(l.m2), unit: 'm2' };
  const rec = {
    property: {
      address: l.name, reference: l.ref, status: 'available',
      details: { type: l.type.toLowerCase(), bedrooms: l.beds, bathrooms: l.baths, floor_area: area, floor_level: l.floor, year_built: l.built, energy_rating: l.energy },
      terms: { rent: { amount: l.rent, currency: l.currency, period: 'month' }, deposit: { amount: l.deposit, currency: l.currency }, available_from: l.available,
        furnishing: l.furnishing.toLowerCase(), minimum_term_months: l.minTerm, pets_allowed: l.pets },
      features: { parking: l.parking, garden: l.garden, ...(l.type === 'House' ? {} : { balcony: l.balcony }) },
      location: { neighbourhood: l.hood.name },
      contact: { agent: l.agent.name, office: l.office.name },
      summary: listingProse(l, { ...s, area: `${group(area.value)} ${uk ? 'sq ft' : 'm²'}` }, k)[0],
    },
  };
  corpus.write(file, JSON.stringify(rec, null, 2) + '\n');
  listingFacts(l, file, { type: l.type.toLowerCase(), beds: String(l.beds), area: String(area.value), m2: uk ? sqft * M2_PER_SQFT : Math.round(l.m2), rent: String(l.rent), rentV: l.rent,
    deposit: String(l.deposit), avail: l.available, furnishing: l.furnishing.toLowerCase(), floor: l.floor == null ? null : String(l.floor), energy: l.energy, pets: '', parking: '', garden: '', balcony: '' });
  k++;
}
// --- CSV export (Dublin office): units in the header, plain numbers
{
  const file = 'exports/baggot-street-lettings.csv';
  const header = ['address', 'ref', 'type', 'bedrooms', 'bathrooms', 'Floor area (m²)', 'Rent (EUR/month)', 'Deposit (EUR)', 'available_from', 'furnishing', 'floor', 'pets_allowed',
    'parking', 'garden', 'balcony', 'BER', 'year_built', 'min_term (months)', 'neighbourhood', 'agent'];
  const rows = assign.get('csv').map((l) => {
    const m2 = Math.round(l.m2);
    listingFacts(l, file, { type: l.type, beds: String(l.beds), area: String(m2), m2, rent: String(l.rent), rentV: l.rent, deposit: String(l.deposit), avail: l.available,
      furnishing: l.furnishing, floor: l.floor == null ? null : String(l.floor), energy: l.energy, pets: l.pets ? 'yes' : 'no', parking: '', garden: '', balcony: '' });
    return [l.name, l.ref, l.type, l.beds, l.baths, m2, l.rent, l.deposit, l.available, l.furnishing, l.floor ?? '', l.pets ? 'yes' : 'no', l.parking ? 'yes' : 'no', l.garden ? 'yes' : 'no',
      l.type === 'House' ? '' : l.balcony ? 'yes' : 'no', l.energy, l.built, l.minTerm, l.hood.name, l.agent.name];
  });
  corpus.write(file, delimited(header, rows));
}
// --- TSV (Manchester office): units inside the values
{
  const file = 'exports/deansgate-available-now.tsv';
  const header = ['Property', 'Ref', 'Type', 'Beds', 'Baths', 'Size', 'Rent', 'Deposit', 'Available', 'Furnished', 'Floor', 'Pets', 'Parking', 'Garden', 'Balcony', 'EPC', 'Built',
    'Min term', 'Area', 'Agent'];
  const rows = assign.get('tsv').map((l, i) => {
    const sqft = Math.round(l.m2 / M2_PER_SQFT / 5) * 5;
    const s = { type: typeText(l, i), beds: bedsText(l, i + 2), area: `${group(sqft)} sq ft`, m2: sqft * M2_PER_SQFT, rent: `£${group(l.rent)} pcm`, rentV: l.rent, deposit: `£${group(l.deposit)}`,
      avail: fmtDate(l.available, 'short'), furnishing: furnText(l, i), floor: l.floor == null ? null : l.floor === 0 ? 'Ground' : ORD[l.floor], energy: l.energy,
      pets: l.pets ? 'Y' : 'N', parking: l.parking ? 'Y' : 'N', garden: l.garden ? 'Y' : 'N', balcony: l.balcony ? 'Y' : 'N' };
    listingFacts(l, file, s);
    return [l.name, l.ref, s.type, s.beds, l.baths, s.area, s.rent, s.deposit, s.avail, s.furnishing, s.floor ?? '-', s.pets, s.parking, s.garden, l.type === 'House' ? '-' : s.balcony,
      l.energy, l.built, `${l.minTerm} months`, l.hood.name, l.agent.name];
  });
  corpus.write(file, delimited(header, rows, '\t'));
}
// --- semicolon CSV (Amsterdam office): decimal commas, n/a for unknown values
{
  const file = 'exports/ferdinand-bol-aanbod.csv';
  const header = ['adres', 'ref', 'type', 'bedrooms', 'bathrooms', 'area_m2', 'rent_eur_pm', 'deposit_eur', 'available', 'furnishing', 'floor', 'pets', 'parking', 'garden', 'balcony',
    'energy_label', 'year_built', 'min_term_months', 'neighbourhood', 'agent'];
  const lst = assign.get('semicolon');
  const noEnergy = new Set([lst[1].name]);
  const rows = lst.map((l) => {
    const m2 = Math.round(l.m2 * 2) / 2;
    const m2t = String(m2).replace('.', ',');
    const s = { type: l.type, beds: String(l.beds), area: m2t, m2, rent: `${dots(l.rent)},00`, rentV: l.rent, deposit: `${dots(l.deposit)},00`, avail: fmtDate(l.available, 'dotted'),
      furnishing: l.furnishing, floor: l.floor == null ? null : String(l.floor), energy: l.energy, noEnergy: noEnergy.has(l.name), pets: l.pets ? 'ja' : 'nee', parking: '', garden: '', balcony: '' };
    listingFacts(l, file, s);
    return [l.name, l.ref, l.type, l.beds, l.baths, m2t, s.rent, s.deposit, s.avail, l.furnishing, l.floor ?? 'n/a', s.pets, l.parking ? 'ja' : 'nee', l.garden ? 'ja' : 'nee',
      l.type === 'House' ? 'n/a' : l.balcony ? 'ja' : 'nee', noEnergy.has(l.name) ? 'n/a' : l.energy, l.built, l.minTerm, l.hood.name, l.agent.name];
  });
  corpus.write(file, delimited(header, rows, ';'));
}
// --- JSON flat records (London office)
{
  const file = 'exports/upper-street-feed.json';
  const recs = assign.get('json_flat').map((l) => {
    const sqft = Math.round(l.m2 / M2_PER_SQFT / 5) * 5;
    listingFacts(l, file, { type: l.type, beds: String(l.beds), area: String(sqft), m2: sqft * M2_PER_SQFT, rent: String(l.rent), rentV: l.rent, deposit: String(l.deposit), avail: l.available,
      furnishing: l.furnishing, floor: l.floor == null ? null : String(l.floor), energy: l.energy, pets: '', parking: '', garden: '', balcony: '' });
    return { address: l.name, ref: l.ref, property_type: l.type, bedrooms: l.beds, bathrooms: l.baths, size_sqft: sqft, rent_pcm_gbp: l.rent, deposit_gbp: l.deposit,
      available_from: l.available, furnishing: l.furnishing, floor: l.floor, pets_allowed: l.pets, parking: l.parking, garden: l.garden, balcony: l.type === 'House' ? null : l.balcony,
      epc: l.energy, year_built: l.built, min_term_months: l.minTerm, neighbourhood: l.hood.name, agent: l.agent.name };
  });
  corpus.write(file, JSON.stringify({ feed: `${AGENCY} – Upper Street Office`, exported: '2024-11-04', listings: recs }, null, 2) + '\n');
}

// ------------------------------------------------------------------ agents: one page each
const LAYOUTS8 = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested', 'json_flat'];
function simplePage(L, base, name, header, lead, rows, nested, flat, heading) {
  let file;
  if (L === 'html_table') corpus.write((file = `${base}.html`), htmlTablePage({ title: name, crumbs: [AGENCY, heading], lead, sections: [{ heading, rows }] }));
  else if (L === 'html_dl') corpus.write((file = `${base}.html`), htmlDlPage({ title: name, site: AGENCY, lead, sections: [{ heading, rows }] }));
  else if (L === 'html_infobox') corpus.write((file = `${base}.html`), htmlInfoboxPage({ title: name, lead, sections: [{ heading, rows }] }));
  else if (L === 'md_bullets') corpus.write((file = `${base}.md`), mdBulletsNote({ title: name, lead, sections: [{ heading, rows }] }));
  else if (L === 'md_yaml')
    corpus.write((file = `${base}.md`), mdYamlTableNote({ title: name, frontMatter: [['name', name], ...rows.slice(0, 2)], lead, sections: [{ heading, rows: rows.slice(2) }] }));
  else if (L === 'txt') corpus.write((file = `${base}.txt`), txtProfile({ txtHeader: `${header}: ${name.toUpperCase()}`, sections: [{ rows }], lead }));
  else if (L === 'json_nested') corpus.write((file = `${base}.json`), JSON.stringify(nested, null, 2) + '\n');
  else corpus.write((file = `${base}.json`), JSON.stringify(flat, null, 2) + '\n');
  return file;
}

r.shuffle(AGENTS).forEach((a, i) => {
  const L = LAYOUTS8[i % LAYOUTS8.length];
  const lead = [[`${a.name} joined ${AGENCY} on ${fmtDate(a.joined, 'long')}.`, `${a.name.split(' ')[0]} speaks ${joinAnd(a.languages)}.`, `You can reach ${a.name.split(' ')[0]} at the ${a.office.name}.`][i % 3]];
  const joined = fmtDate(a.joined, ['long', 'iso', 'short', 'us'][i % 4]);
  const rows = [[['Office', 'Branch', 'Based at'][i % 3], a.office.name], [['Role', 'Job title', 'Position'][i % 3], a.role], [['Languages', 'Speaks', 'Languages spoken'][i % 3], a.languages.join(', ')],
    [['Joined', 'With us since', 'Start date'][i % 3], joined], [['Phone', 'Direct line', 'Tel.'][i % 3], a.phone], ['Email', a.email]];
  const nested = { agent: { full_name: a.name, position: a.role, office: { name: a.office.name, city: a.city }, contact: { phone: a.phone, email: a.email }, languages: a.languages,
    employment: { start_date: a.joined }, bio: lead[0] } };
  const flat = { name: a.name, office: a.office.name, role: a.role, languages: a.languages.join('; '), joined: a.joined, phone: a.phone, email: a.email, note: lead[0] };
  const file = simplePage(L, `agents/${slug(a.name)}`, a.name, 'AGENT', lead, rows, nested, flat, 'Agent profile');
  const jsonish = L.startsWith('json');
  const F = (attr, value, unit, stated) => corpus.fact(a.name, 'agent', attr, value, unit, stated, file);
  F('office', a.office.name, '', a.office.name);
  F('role', a.role, '', a.role);
  F('languages', a.languages, 'list', L === 'json_nested' ? a.languages[0] : a.languages.join(L === 'json_flat' ? '; ' : ', '));
  F('joined', a.joined, 'date', jsonish ? a.joined : joined);
  F('phone', a.phone, 'text', a.phone);
  F('email', a.email, 'text', a.email);
});

// ------------------------------------------------------------------ offices: one page each
r.shuffle(OFFICES).forEach((o, i) => {
  const L = ['html_dl', 'md_yaml', 'html_infobox', 'txt', 'json_nested'][i];
  const lead = [[`Our ${o.city} office opened in ${o.opened}.`, `${o.manager.name} runs the ${o.city} team of ${o.staff}.`, `Visit us at ${o.address}.`][i % 3]];
  const rows = [['City', o.city], ['Country', o.country], ['Address', o.address], [['Phone', 'Telephone'][i % 2], o.phone], [['Opened', 'Established'][i % 2], String(o.opened)],
    [['Staff', 'Team size'][i % 2], String(o.staff)], [['Branch manager', 'Manager', 'Office manager'][i % 3], o.manager.name], ['Opening hours', 'Mon–Fri 9:00–18:00, Sat 10:00–14:00']];
  const nested = { office: { name: o.name, brand: AGENCY, location: { address: o.address, city: o.city, country: o.country }, contact: { phone: o.phone },
    facts: { opened: o.opened, staff_count: o.staff, manager: o.manager.name }, about: lead[0] } };
  const file = simplePage(L, `offices/${slug(o.name)}`, o.name, 'OFFICE', lead, rows, nested, null, 'Office details');
  const F = (attr, value, unit, stated) => corpus.fact(o.name, 'office', attr, value, unit, stated, file);
  F('city', o.city, '', o.city);
  F('country', o.country, '', o.country);
  F('address', o.address, 'text', o.address);
  F('phone', o.phone, 'text', o.phone);
  F('opened', o.opened, 'year', String(o.opened));
  F('staff', o.staff, '', String(o.staff));
  F('manager', o.manager.name, '', o.manager.name);
});

// ------------------------------------------------------------------ neighbourhoods: one page each
r.shuffle(HOODS).forEach((h, i) => {
  const L = LAYOUTS8[i % LAYOUTS8.length];
  const uk = h.office.style === 'uk';
  const c = cur(h.office);
  const mi = Math.round((h.km / KM_PER_MI) * 10) / 10;
  const dist = uk ? `${mi} miles` : `${String(h.km).replace('.', h.office.style === 'nl' ? ',' : '.')} km`;
  const km = uk ? mi * KM_PER_MI : h.km;
  const rentS = c === 'GBP' ? [`£${group(h.rent)} per month`, `£${group(h.rent)} pcm`][i % 2] : h.office.style === 'nl' ? `€ ${dots(h.rent)} per month` : `€${group(h.rent)} per month`;
  const pop = i % 4 === 3 ? `about ${group(h.population)}` : group(h.population);
  const lead = [[`${h.name} lies ${dist} from the centre of ${h.city}.`, `The average rent in ${h.name} is ${rentS}.`, `${h.name} has ${h.schools} schools.`][i % 3]];
  const rows = [['City', h.city], [['District', 'Borough', 'Area'][i % 3], h.district], [['Average rent', 'Average monthly rent', 'Typical rent (2-bed)'][i % 3], rentS],
    [['Transit lines', 'Public transport', 'Transport links'][i % 3], h.lines.join(', ')], [['Schools', 'Number of schools', 'Schools nearby'][i % 3], String(h.schools)],
    [['Distance to centre', 'Distance to city centre', 'From the centre'][i % 3], dist], ['Population', pop]];
  const distV = uk ? { value: mi, unit: 'mi' } : { value: h.km, unit: 'km' };
  const nested = { neighbourhood: { place: h.name, city: h.city, district: h.district, housing: { average_rent: { amount: h.rent, currency: c, period: 'month' } },
    transport: { lines: h.lines }, amenities: { schools: h.schools }, geo: { distance_to_centre: distV }, population: h.population, description: lead[0] } };
  const flat = { name: h.name, city: h.city, district: h.district, average_rent: h.rent, currency: c, transit_lines: h.lines.join('; '), schools: h.schools,
    [uk ? 'distance_to_centre_mi' : 'distance_to_centre_km']: distV.value, population: h.population, note: lead[0] };
  const file = simplePage(L, `neighbourhoods/${slug(h.name)}`, h.name, 'NEIGHBOURHOOD', lead, rows, nested, flat, 'Neighbourhood guide');
  const jsonish = L.startsWith('json');
  const F = (attr, value, unit, stated) => corpus.fact(h.name, 'neighbourhood', attr, value, unit, stated, file);
  F('city', h.city, '', h.city);
  F('district', h.district, '', h.district);
  F('average_rent', h.rent, c, jsonish ? String(h.rent) : rentS);
  F('transit_lines', h.lines, 'list', jsonish ? h.lines[0] : h.lines.join(', '));
  F('schools', h.schools, '', String(h.schools));
  F('distance_to_centre', jsonish ? distV.value * (uk ? KM_PER_MI : 1) : km, 'km', jsonish ? String(distV.value) : dist);
  F('population', h.population, '', jsonish ? String(h.population) : pop);
});

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `${AGENCY} — shared drive.\nlistings/ holds one page per property to let, by city; exports/ the feeds four offices send to the portals; agents/, offices/ and neighbourhoods/ the reference pages.\nRents are per calendar month in the currency of the office (GBP in the UK, EUR in Dublin and Amsterdam); nothing is converted. UK pages give floor areas in square feet.\n`);
corpus.write('market/rent-report-q3-2024.md', `# Rental market report, Q3 2024\n\nAverage asking rents rose 6.8% year on year across our five cities. The typical new let in London now asks £2,310 per month (up from £2,160), Manchester £1,240 and Edinburgh £1,380. In Dublin the average is €2,290 and in Amsterdam €2,180.\n\nVoid periods fell to 11 days on average; 38% of lets agreed above the asking price.\n\n| City | Avg. days on market | Share furnished |\n|---|---|---|\n| London | 14 | 61% |\n| Manchester | 9 | 48% |\n| Edinburgh | 12 | 55% |\n| Dublin | 7 | 72% |\n| Amsterdam | 10 | 80% |\n`);
corpus.write('policies/tenant-fees.md', `# Tenant fees and deposits\n\n- Holding deposit: capped at one week's rent.\n- Security deposit (England and Scotland): capped at five weeks' rent where the annual rent is under £50,000.\n- Dublin: deposit of one month's rent; Amsterdam: two months' rent.\n- Late rent: interest at 3% above the Bank of England base rate after 14 days.\n- Changing the tenancy agreement: £50 at most.\n`);
corpus.write('policies/viewing-guide.txt', 'VIEWINGS\n\nViewings run Monday to Saturday; book at least 24 hours ahead. Bring photo ID. Group viewings are limited to 8 people.\nA typical referencing check takes 3 to 5 working days.\n');

const stats = corpus.flush(source);
console.log(`estate: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
