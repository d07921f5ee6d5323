#!/usr/bin/env node
// Places corpus: 120 fictional countries of an atlas in mixed layouts.
//   node bench/corpora/places/generate.mjs CORPUS_DIR [SOURCE_CSV]
// SOURCE_CSV defaults to source.csv next to CORPUS_DIR. Deterministic (seed "places-v1").
// Neighbours come from a grid per continent (adjacent cells border each other, so the relation is symmetric);
// a cell on the edge of its continent has a coastline, an inner cell is landlocked, islands have no neighbours.
import {
  Corpus,
  delimited,
  group,
  htmlDlPage,
  htmlInfoboxPage,
  htmlTablePage,
  joinAnd,
  mdBulletsNote,
  mdYamlTableNote,
  rng,
  slug,
  targets,
  txtProfile,
} from '../lib.mjs';

if (!process.argv[2]) {
  console.error('usage: node bench/corpora/places/generate.mjs CORPUS_DIR [SOURCE_CSV]');
  process.exit(2);
}
const { dir, source } = targets(process.argv[2]);
const r = rng('places-v1');

// ------------------------------------------------------------------ continents
// grid: [columns, rows], holes: cells without a country, islands: countries off the grid
const CONTINENTS = [
  { name: 'Europe', grid: [5, 4], holes: [], islands: 4,
    pre: ['Vel', 'Mor', 'Ost', 'Kar', 'Bel', 'Dra', 'Lux', 'Sel', 'Tor', 'Val', 'Bren', 'Gal', 'Ard', 'Fen', 'Lor', 'Hal', 'Stav', 'Mir'],
    suf: ['ovia', 'ania', 'esia', 'mark', 'enland', 'avia', 'heim', 'aria', 'onia', 'ence'],
    langs: ['French', 'German', 'Italian', 'Spanish', 'Portuguese', 'Dutch', 'Polish', 'Swedish', 'Hungarian', 'Greek', 'English', 'Czech'],
    shared: ['Euro', 9], gdp: [9000, 95000] },
  { name: 'Asia', grid: [6, 3], holes: [], islands: 4,
    pre: ['Kha', 'Sur', 'Tam', 'Ryo', 'Pan', 'Bai', 'Zan', 'Min', 'Lan', 'Khor', 'Sai', 'Ind', 'Jor', 'Ban', 'Qar'],
    suf: ['istan', 'apur', 'indra', 'ong', 'ara', 'isan', 'eshi', 'odia', 'akh', 'ura'],
    langs: ['Mandarin', 'Hindi', 'Arabic', 'Malay', 'Thai', 'Japanese', 'Korean', 'Persian', 'Turkish', 'Tamil', 'English', 'Russian'],
    shared: null, gdp: [1200, 70000] },
  { name: 'Africa', grid: [6, 4], holes: [[0, 3], [5, 0]], islands: 2,
    pre: ['Mba', 'Ken', 'Zu', 'Tan', 'Ama', 'Ogo', 'Ruw', 'Lesa', 'Nam', 'Kiv', 'Sahe', 'Kar', 'Bu', 'Dja', 'Mal'],
    suf: ['wana', 'ndi', 'ali', 'ania', 'ombe', 'ara', 'ugo', 'eria', 'oni', 'ola'],
    langs: ['Swahili', 'French', 'English', 'Arabic', 'Portuguese', 'Hausa', 'Zulu', 'Amharic', 'Yoruba'],
    shared: ['Central franc', 6], gdp: [700, 18000] },
  { name: 'North America', grid: [4, 3], holes: [], islands: 4,
    pre: ['Costa', 'Nueva', 'Alta', 'Marq', 'Belv', 'Cor', 'Tel', 'San', 'Hon', 'Oax', 'Lem'],
    suf: ['ador', 'ique', 'ona', 'erra', 'ena', 'ito', 'una', 'oa'],
    langs: ['English', 'Spanish', 'French'],
    shared: ['US dollar', 3], gdp: [2500, 80000] },
  { name: 'South America', grid: [5, 3], holes: [], islands: 1,
    pre: ['Para', 'Uru', 'Cala', 'Vene', 'Mara', 'Anto', 'Quin', 'Sol', 'Arau', 'Chaco', 'Tupi'],
    suf: ['guay', 'zuela', 'ilia', 'ores', 'ina', 'ana', 'ambia', 'ocha'],
    langs: ['Spanish', 'Portuguese', 'Quechua', 'Guarani', 'English'],
    shared: null, gdp: [3000, 30000] },
  { name: 'Oceania', grid: [3, 1], holes: [], islands: 15,
    pre: ['Mau', 'Tavu', 'Kiri', 'Palu', 'Vanu', 'Samo', 'Nui', 'Rapa', 'Fala', 'Tuva', 'Mele', 'Aroa', 'Hiva', 'Lolo'],
    suf: ['atu', 'nesia', 'ea', 'alu', 'ori', 'ana', 'iti', 'ua'],
    langs: ['English', 'French', 'Samoan', 'Tongan', 'Fijian', 'Maori'],
    shared: ['Pacific dollar', 5], gdp: [1500, 55000] },
];
const CURRENCY_UNITS = ['crown', 'dinar', 'peso', 'mark', 'rupee', 'shilling', 'lira', 'dollar', 'franc', 'real', 'florin', 'taka', 'kuna', 'rand'];
const GOV = [['Republic', 50], ['Kingdom', 18], ['Federation', 10], ['Principality', 6], ['Sultanate', 6], ['Commonwealth', 10]];
const CITY_SUF = ['ville', 'burg', 'grad', 'polis', 'ton', 'haven', 'abad', 'ia', 'o', 'ora'];

// Fictional names only: a generated name that is a real place is drawn again.
const REAL = new Set(['venezuela', 'moravia', 'tuvalu', 'samoa', 'tonga', 'kenya', 'kenia', 'tanzania', 'namibia', 'mali', 'malawi', 'uruguay', 'paraguay',
  'bolivia', 'panama', 'honduras', 'nicaragua', 'romania', 'slovenia', 'estonia', 'latvia', 'albania', 'armenia', 'iberia', 'bavaria', 'galicia', 'tasmania',
  'indonesia', 'micronesia', 'polynesia', 'melanesia', 'vanuatu', 'macedonia', 'valencia', 'florence', 'kirigati', 'zambia', 'gambia', 'colombia', 'nigeria',
  'algeria', 'liberia', 'siberia', 'serbia', 'croatia', 'india', 'sumatra', 'singapore', 'jordan', 'oman', 'monaco', 'malta', 'belarus', 'denmark', 'finland']);
const usedNames = new Set();
function uniqueName(make) {
  for (let i = 0; i < 200; i++) {
    const n = make();
    if (REAL.has(n.toLowerCase().replace(/^(north|south|upper|east|port|san|saint|new) /, ''))) continue;
    if (!usedNames.has(n.toLowerCase())) {
      usedNames.add(n.toLowerCase());
      return n;
    }
  }
  throw new Error('no unique name');
}
const logUniform = (lo, hi) => Math.exp(r.float(Math.log(lo), Math.log(hi)));

const places = [];
for (const C of CONTINENTS) {
  const [W, H] = C.grid;
  const cells = [];
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if (!C.holes.some(([a, b]) => a === x && b === y)) cells.push([x, y]);
  const mk = (island) =>
    uniqueName(() => {
      const base = r.pick(C.pre) + r.pick(C.suf);
      if (island && C.name === 'Oceania' && r.chance(0.3)) return `${base} Islands`;
      if (!island && r.chance(0.08)) return `${r.pick(['North', 'South', 'Upper', 'East'])} ${base}`;
      return base;
    });
  const grid = new Map();
  for (const [x, y] of cells) {
    const p = { name: mk(false), continent: C.name, cell: [x, y], island: false };
    const inner = x > 0 && y > 0 && x < W - 1 && y < H - 1;
    p.coastline = !inner;
    grid.set(`${x},${y}`, p);
    places.push(p);
  }
  for (const p of places.filter((q) => q.continent === C.name && !q.island)) {
    const [x, y] = p.cell;
    p.neighbours = [[1, 0], [-1, 0], [0, 1], [0, -1]].map(([dx, dy]) => grid.get(`${x + dx},${y + dy}`)).filter(Boolean).map((q) => q.name);
  }
  for (let i = 0; i < C.islands; i++) places.push({ name: mk(true), continent: C.name, island: true, coastline: true, neighbours: [] });
  // attributes
  const mine = places.filter((q) => q.continent === C.name);
  const sharing = C.shared ? new Set(r.sample(mine, C.shared[1]).map((q) => q.name)) : new Set();
  for (const p of mine) {
    p.government = r.weighted(GOV);
    p.capital = uniqueName(() => (r.chance(0.2) ? `${r.pick(['Port', 'San', 'Saint', 'New'])} ${r.pick(C.pre)}${r.pick(CITY_SUF)}` : `${r.pick(C.pre)}${r.pick(CITY_SUF)}`));
    p.area = Math.round(p.island ? logUniform(150, 40000) : logUniform(6000, 1900000));
    const density = logUniform(p.island ? 20 : 3, p.island ? 500 : 150);
    p.population = Math.max(r.int(12000, 45000), Math.round(p.area * density));
    p.elevation = Math.round(p.island ? logUniform(40, 2600) : logUniform(250, 7600));
    p.founded = r.int(1100, 2010);
    p.languages = r.sample(C.langs, r.weighted([[1, 5], [2, 4], [3, 2]]));
    p.currency = sharing.has(p.name) ? C.shared[0] : `${p.name.replace(/ Islands$/, '')} ${r.pick(CURRENCY_UNITS)}`;
    p.gdp = Math.round(logUniform(...C.gdp) / 10) * 10;
  }
}
if (places.length !== 120) throw new Error(`places: ${places.length}`);

// ------------------------------------------------------------------ formatting (the canonical value is what the page states)
const KM2_PER_SQMI = 2.589988110336;
const M_PER_FT = 0.3048;
function popWords(p) {
  if (p >= 1e6) {
    const v = Math.round(p / 1e5) / 10;
    return [`${v} million`, Math.round(v * 1e6)];
  }
  if (Math.abs(p - 5e5) < 5e4) return ['half a million', 5e5];
  const v = Math.round(p / 1e4) * 1e4;
  return [`about ${group(v)}`, v];
}
function popMillions2(p) {
  if (p >= 1e6) {
    const v = Math.round(p / 1e4) / 100;
    return [`${v} million`, Math.round(v * 1e6)];
  }
  return [group(p), p];
}
const sqmi = (km2) => Math.max(1, Math.round(km2 / KM2_PER_SQMI));
const ft = (m) => Math.round(m / M_PER_FT);

const corpus = new Corpus(dir);
/** s: stated strings plus the canonical numbers the layout implies (area km², population, elevation m). */
function facts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'place', attr, value, unit, stated, file);
  F('continent', p.continent, '', p.continent);
  F('government', p.government, '', p.government);
  F('capital', p.capital, '', p.capital);
  F('area', s.areaKm2, 'km2', s.area);
  F('population', s.pop, '', s.popText);
  F('elevation', s.noElevation ? null : s.elevM, 'm', s.elev);
  F('founded', p.founded, 'year', String(p.founded));
  F('languages', p.languages, 'list', s.languages ?? '');
  F('neighbours', p.neighbours, 'list', s.neighbours ?? '');
  F('coastline', p.coastline, 'bool', s.coast ?? '');
  F('currency', p.currency, '', p.currency);
  F('gdp_per_capita', s.noGdp ? null : p.gdp, 'USD', s.gdp);
}
function prose(p, k, s) {
  const opts = [
    `${p.name} covers ${s.area}.`,
    `Its capital is ${p.capital}.`,
    `${p.name} was founded in ${p.founded}.`,
    p.neighbours.length ? `${p.name} borders ${joinAnd(p.neighbours)}.` : `${p.name} is an island nation with no land borders.`,
    `Around ${s.popText.replace(/^about /, '')} people live in ${p.name}.`,
  ];
  return [opts[k % opts.length]];
}
const folder = (p) => `atlas/${slug(p.continent)}`;
const list = (xs) => (xs.length ? xs.join(', ') : 'none');

const LAYOUTS = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'csv', 'tsv', 'semicolon', 'json_flat', 'json_nested'];
const QUOTA = { html_table: 11, html_dl: 11, html_infobox: 11, md_bullets: 11, md_yaml: 11, txt: 11, csv: 11, tsv: 11, semicolon: 11, json_flat: 10, json_nested: 11 };
const assign = new Map(LAYOUTS.map((l) => [l, []]));
{
  let i = 0;
  for (const p of r.shuffle(places)) {
    while (assign.get(LAYOUTS[i % LAYOUTS.length]).length >= QUOTA[LAYOUTS[i % LAYOUTS.length]]) i++;
    assign.get(LAYOUTS[i % LAYOUTS.length]).push(p);
    i++;
  }
}
let k = 0;

// --- HTML spec table: km², population in words, metres, $
for (const p of assign.get('html_table')) {
  const file = `${folder(p)}/${slug(p.name)}.html`;
  const [popText, pop] = popWords(p.population);
  const s = { area: `${group(p.area)} km²`, areaKm2: p.area, popText, pop, elev: `${group(p.elevation)} m`, elevM: p.elevation, gdp: `$${group(p.gdp)}`,
    coast: p.coastline ? 'Yes' : 'No', languages: p.languages.join(', '), neighbours: list(p.neighbours) };
  const rows = [['Continent', p.continent], ['Form of government', p.government], ['Capital', p.capital], ['Founded', String(p.founded)],
    ['Official languages', s.languages], ['Currency', p.currency]];
  const geo = [['Area', s.area], ['Population', popText], ['Highest point', s.elev], ['Coastline', s.coast], ['Bordering countries', s.neighbours]];
  const eco = [['GDP per capita', s.gdp]];
  corpus.write(file, htmlTablePage({ title: p.name, docTitle: `${p.name} – country profile`, crumbs: ['Atlas', p.continent], lead: prose(p, k++, s),
    sections: [{ heading: 'Overview', rows }, { heading: 'Geography and people', rows: geo }, { heading: 'Economy', rows: eco }], colA: 'Fact', colB: 'Value' }));
  facts(p, file, s);
}
// --- HTML definition list: sq mi, plain population, feet, US$
for (const p of assign.get('html_dl')) {
  const file = `${folder(p)}/${slug(p.name)}.html`;
  const a = sqmi(p.area);
  const e = ft(p.elevation);
  const s = { area: `${group(a)} sq mi`, areaKm2: a * KM2_PER_SQMI, popText: group(p.population), pop: p.population, elev: `${group(e)} ft`, elevM: e * M_PER_FT,
    gdp: `US$${group(p.gdp)}`, coast: p.coastline ? 'yes' : 'none (landlocked)', languages: p.languages.join(', '), neighbours: list(p.neighbours) };
  const rows = [['Region', p.continent], ['Government', p.government], ['Capital city', p.capital], ['Established', String(p.founded)], ['Languages', s.languages],
    ['Currency', p.currency], ['Total area', s.area], ['Inhabitants', s.popText], ['Highest elevation', s.elev], ['Coastline', s.coast], ['Neighbours', s.neighbours],
    ['GDP per head', s.gdp]];
  corpus.write(file, htmlDlPage({ title: p.name, docTitle: `${p.name} | World factfile`, site: 'World factfile', lead: prose(p, k++, s), sections: [{ heading: 'Key facts', rows }] }));
  facts(p, file, s);
}
// --- HTML infobox: hectares, population in words, metres, "Landlocked" (inverted)
for (const p of assign.get('html_infobox')) {
  const file = `${folder(p)}/${slug(p.name)}.html`;
  const [popText, pop] = popWords(p.population);
  const s = { area: `${group(p.area * 100)} hectares`, areaKm2: p.area, popText, pop, elev: `${group(p.elevation)} m`, elevM: p.elevation, gdp: `${group(p.gdp)} USD`,
    coast: p.coastline ? 'No' : 'Yes', languages: p.languages.join(', '), neighbours: list(p.neighbours) };
  const rows = [['Continent', p.continent], ['Government', p.government], ['Capital', p.capital], ['Founded', String(p.founded)], ['Official languages', s.languages],
    ['Currency', p.currency]];
  const geo = [['Surface area', s.area], ['Population', popText], ['Highest point', s.elev], ['Landlocked', s.coast], ['Borders', s.neighbours]];
  corpus.write(file, htmlInfoboxPage({ title: p.name, lead: prose(p, k++, s), sections: [{ heading: 'General', rows }, { heading: 'Geography', rows: geo }, { heading: 'Economy', rows: [['GDP per capita', s.gdp]] }] }));
  facts(p, file, s);
}
// --- Markdown bullets: sq km, millions with two decimals, feet
for (const p of assign.get('md_bullets')) {
  const file = `${folder(p)}/${slug(p.name)}.md`;
  const [popText, pop] = popMillions2(p.population);
  const e = ft(p.elevation);
  const s = { area: `${group(p.area)} sq km`, areaKm2: p.area, popText, pop, elev: `${group(e)} ft`, elevM: e * M_PER_FT, gdp: `$${group(p.gdp)}`,
    coast: p.coastline ? 'yes' : 'no', languages: p.languages.join(', '), neighbours: list(p.neighbours) };
  const rows = [['Continent', p.continent], ['Government', p.government], ['Capital', p.capital], ['Founded', String(p.founded)], ['Languages', s.languages],
    ['Currency', p.currency], ['Area', s.area], ['Population', popText], ['Elevation (highest point)', s.elev], ['Coastline', s.coast], ['Borders', s.neighbours],
    ['GDP per capita', s.gdp]];
  corpus.write(file, mdBulletsNote({ title: p.name, lead: prose(p, k++, s), sections: [{ heading: 'Facts', rows }] }));
  facts(p, file, s);
}
// --- Markdown front matter + pipe table
for (const p of assign.get('md_yaml')) {
  const file = `${folder(p)}/${slug(p.name)}.md`;
  const s = { area: String(p.area), areaKm2: p.area, popText: String(p.population), pop: p.population, elev: `${p.elevation} m`, elevM: p.elevation,
    gdp: `${group(p.gdp)} USD`, coast: String(p.coastline), languages: p.languages.join(', '), neighbours: list(p.neighbours) };
  corpus.write(file, mdYamlTableNote({
    title: p.name,
    frontMatter: [['place', p.name], ['continent', p.continent], ['government', p.government], ['capital', p.capital], ['area_km2', p.area], ['population', p.population],
      ['coastal', p.coastline], ['founded', p.founded]],
    lead: prose(p, k++, s),
    sections: [{ heading: 'Profile', rows: [['Highest point', s.elev], ['Official languages', s.languages], ['Neighbouring countries', s.neighbours], ['Currency', p.currency],
      ['GDP per capita', s.gdp]] }],
    colA: 'Attribute', colB: 'Value',
  }));
  facts(p, file, s);
}
// --- plain-text profile: square kilometres, words, metres
for (const p of assign.get('txt')) {
  const file = `${folder(p)}/${slug(p.name)}.txt`;
  const [popText, pop] = popWords(p.population);
  const s = { area: `${group(p.area)} square kilometres`, areaKm2: p.area, popText, pop, elev: `${group(p.elevation)} metres`, elevM: p.elevation,
    gdp: `USD ${group(p.gdp)}`, coast: p.coastline ? 'yes' : 'no', languages: p.languages.join(', '), neighbours: list(p.neighbours) };
  const rows = [['Continent', p.continent], ['Government', p.government], ['Capital', p.capital], ['Founded', String(p.founded)], ['Area', s.area], ['Population', popText],
    ['Highest point', s.elev], ['Access to the sea', s.coast], ['Languages', s.languages], ['Neighbours', s.neighbours], ['Currency', p.currency], ['GDP per capita', s.gdp]];
  corpus.write(file, txtProfile({ txtHeader: `PLACE: ${p.name.toUpperCase()}`, sections: [{ rows }], lead: prose(p, k++, s) }));
  facts(p, file, s);
}
// --- CSV, units in the header
{
  const file = 'exports/countries-a.csv';
  const header = ['country', 'continent', 'government', 'capital', 'area_km2', 'population', 'elevation_m', 'founded', 'languages', 'neighbours', 'coastline (Y/N)', 'currency', 'gdp_per_capita_usd'];
  const rows = assign.get('csv').map((p) => {
    facts(p, file, { area: String(p.area), areaKm2: p.area, popText: String(p.population), pop: p.population, elev: String(p.elevation), elevM: p.elevation, gdp: String(p.gdp),
      languages: p.languages.join('; '), neighbours: p.neighbours.join('; ') });
    return [p.name, p.continent, p.government, p.capital, p.area, p.population, p.elevation, p.founded, p.languages.join('; '), p.neighbours.join('; '),
      p.coastline ? 'Y' : 'N', p.currency, p.gdp];
  });
  corpus.write(file, delimited(header, rows));
}
// --- TSV, units inside the values
{
  const file = 'exports/countries-b.tsv';
  const header = ['name', 'continent', 'government', 'capital', 'area', 'population', 'highest point', 'founded', 'languages', 'borders', 'coastal', 'currency', 'gdp per capita'];
  const rows = assign.get('tsv').map((p) => {
    const e = ft(p.elevation);
    const s = { area: `${group(p.area)} km2`, areaKm2: p.area, popText: group(p.population), pop: p.population, elev: `${group(e)} ft`, elevM: e * M_PER_FT,
      gdp: `USD ${group(p.gdp)}`, coast: p.coastline ? 'yes' : 'no', languages: p.languages.join(', '), neighbours: p.neighbours.join(', ') };
    facts(p, file, s);
    return [p.name, p.continent, p.government, p.capital, s.area, s.popText, s.elev, p.founded, s.languages, s.neighbours, s.coast, p.currency, s.gdp];
  });
  corpus.write(file, delimited(header, rows, '\t'));
}
// --- semicolon CSV, n/a for missing, area in square miles
{
  const file = 'exports/countries-c.csv';
  const header = ['name', 'continent', 'government', 'capital', 'area_sq_mi', 'population', 'elevation_m', 'founded', 'languages', 'neighbours', 'coastline', 'currency', 'gdp_per_capita_usd'];
  const lst = assign.get('semicolon');
  const noGdp = new Set(r.sample(lst, 2).map((p) => p.name));
  const noElev = new Set(r.sample(lst.filter((p) => !noGdp.has(p.name)), 2).map((p) => p.name));
  const rows = lst.map((p) => {
    const a = sqmi(p.area);
    const s = { area: String(a), areaKm2: a * KM2_PER_SQMI, popText: String(p.population), pop: p.population, elev: noElev.has(p.name) ? 'n/a' : String(p.elevation),
      elevM: p.elevation, noElevation: noElev.has(p.name), gdp: noGdp.has(p.name) ? 'n/a' : String(p.gdp), noGdp: noGdp.has(p.name), coast: String(p.coastline),
      neighbours: p.neighbours.length ? p.neighbours.join(', ') : 'n/a', languages: p.languages.join(', ') };
    facts(p, file, s);
    return [p.name, p.continent, p.government, p.capital, a, p.population, s.elev, p.founded, s.languages, s.neighbours, s.coast, p.currency, s.gdp];
  });
  corpus.write(file, delimited(header, rows, ';'));
}
// --- JSON flat records
{
  const file = 'data/places-flat.json';
  const recs = assign.get('json_flat').map((p) => {
    facts(p, file, { area: String(p.area), areaKm2: p.area, popText: String(p.population), pop: p.population, elev: String(p.elevation), elevM: p.elevation,
      gdp: String(p.gdp), coast: String(p.coastline) });
    return { place: p.name, continent: p.continent, government: p.government, capital: p.capital, area_sq_km: p.area, population: p.population,
      elevation_m: p.elevation, founded: p.founded, official_languages: p.languages, neighbours: p.neighbours, coastline: p.coastline, currency: p.currency,
      gdp_per_capita_usd: p.gdp };
  });
  corpus.write(file, JSON.stringify({ dataset: 'Atlas extract', places: recs }, null, 2) + '\n');
}
// --- JSON nested records
{
  const file = 'data/atlas.json';
  const continents = [];
  for (const C of CONTINENTS) {
    const ps = assign.get('json_nested').filter((p) => p.continent === C.name).map((p) => {
      const e = ft(p.elevation);
      facts(p, file, { area: String(p.area), areaKm2: p.area, popText: String(p.population), pop: p.population, elev: String(e), elevM: e * M_PER_FT, gdp: String(p.gdp) });
      return {
        place: p.name,
        profile: { government: p.government, capital: p.capital, founded: p.founded },
        geo: { area: { value: p.area, unit: 'km²' }, highest_point: { value: e, unit: 'ft' }, has_coastline: p.coastline, borders: p.neighbours },
        people: { population: p.population, languages: p.languages },
        economy: { currency: p.currency, gdp_per_capita: { amount: p.gdp, currency: 'USD' } },
      };
    });
    if (ps.length) continents.push({ continent: C.name, places: ps });
  }
  corpus.write(file, JSON.stringify({ atlas: { edition: '2024', continents } }, null, 2) + '\n');
}

const stats = corpus.flush(source);
console.log(`places: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
