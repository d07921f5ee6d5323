#!/usr/bin/env node
// Trails corpus (held-out): the shared drive of a hiking / mountain-huts association — 40 trails, 24 huts
// (mountain refuges), 10 regions, 10 mountain guides, a programme of 10 guided tours, and background documents.
//   node bench/corpora/trails/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "trails-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Canonical units of source.csv: distance km (a page saying "7.5 miles" holds 7.5 × 1.609344), elevation gain,
// altitude and height m (a page saying "4,068 ft" holds 4068 × 0.3048), duration min (a page saying "5.5 hours"
// holds 330), prices in the currency the page states (CHF, EUR or GBP, never converted), dates ISO, years as
// numbers. UK sections write miles, feet and pounds; Switzerland km, m and francs; Austria, Italy, France km, m, euros.
// Links: trail → region, start hut, end hut; hut → region; guide → region, base hut; tour → trail, guide;
// region → country. Trail and hut pages never state the country.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Corpus,
  delimited,
  esc,
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
  round,
  slug,
  targets,
  txtProfile,
} from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('trails-v1');

const M_PER_FT = 0.3048;
const KM_PER_MI = 1.609344;
const ASSOC = 'Cairn & Ridge Alpine Club';

// ------------------------------------------------------------------ regions
// [name, country, main town, highest point m, waymarked network km, founded (section of the club)]
const REGIONS = [
  ['Bernese Oberland', 'Switzerland', 'Interlaken', 4274, 1620, 1921],
  ['Valais', 'Switzerland', 'Zermatt', 4634, 2380, 1908],
  ['Engadin', 'Switzerland', 'St. Moritz', 4049, 1150, 1934],
  ['Zillertal', 'Austria', 'Mayrhofen', 3510, 1400, 1952],
  ['Stubai Alps', 'Austria', 'Neustift', 3507, 870, 1961],
  ['Dolomites', 'Italy', "Cortina d'Ampezzo", 3343, 1960, 1947],
  ['Aosta Valley', 'Italy', 'Courmayeur', 4809, 1275, 1969],
  ['Chamonix Valley', 'France', 'Chamonix', 4806, 690, 1975],
  ['Lake District', 'United Kingdom', 'Keswick', 978, 2150, 1987],
  ['Cairngorms', 'United Kingdom', 'Aviemore', 1309, 1030, 1993],
].map(([name, country, town, peak, network, founded]) => ({
  name, country, town, peak, network, founded,
  style: country === 'United Kingdom' ? 'uk' : country === 'Switzerland' ? 'ch' : country === 'Italy' ? 'it' : country === 'Austria' ? 'at' : 'fr',
}));
const REGION = Object.fromEntries(REGIONS.map((x) => [x.name, x]));
const currencyOf = (reg) => (reg.style === 'uk' ? 'GBP' : reg.style === 'ch' ? 'CHF' : 'EUR');

// ------------------------------------------------------------------ huts [name, region, altitude m, beds, keeper]
const HUTS = [
  ['Blüemlisalp Hut', 'Bernese Oberland', 2834, 'Familie Wyss'],
  ['Gspaltenhorn Hut', 'Bernese Oberland', 2455, 'Res and Anna Feuz'],
  ['Faulhorn Berghaus', 'Bernese Oberland', 2681, 'Peter Kaufmann'],
  ['Schönbiel Hut', 'Valais', 2694, 'Sandra Perren'],
  ['Täsch Hut', 'Valais', 2701, 'Hugo Biner'],
  ['Rothorn Hut', 'Valais', 3198, 'Familie Lauber'],
  ['Chamanna Coaz', 'Engadin', 2610, 'Reto Zisler'],
  ['Chamanna Segantini', 'Engadin', 2731, 'Curdin Pitsch'],
  ['Berliner Hütte', 'Zillertal', 2044, 'Familie Hörhager'],
  ['Olpererhütte', 'Zillertal', 2389, 'Katharina Eder'],
  ['Friesenberghaus', 'Zillertal', 2498, 'Sepp Fankhauser'],
  ['Sulzenauhütte', 'Stubai Alps', 2191, 'Familie Siller'],
  ['Dresdner Hütte', 'Stubai Alps', 2308, 'Andrea Gleirscher'],
  ['Rifugio Lagazuoi', 'Dolomites', 2752, 'Guido Pompanin'],
  ['Rifugio Nuvolau', 'Dolomites', 2575, 'Mansueto Siorpaes'],
  ['Rifugio Averau', 'Dolomites', 2413, 'Sandra Menardi'],
  ['Rifugio Bonatti', 'Aosta Valley', 2025, 'Lucia Truchet'],
  ['Rifugio Elisabetta', 'Aosta Valley', 2195, 'Ettore Berthod'],
  ['Refuge du Lac Blanc', 'Chamonix Valley', 2352, 'Sophie Charlet'],
  ['Refuge de Bellachat', 'Chamonix Valley', 2151, 'Jean-Marc Devouassoux'],
  ['Black Sail Hut', 'Lake District', 290, 'Ruth Armstrong'],
  ['Styhead Bothy', 'Lake District', 480, 'Owen Pattinson'],
  ['Corrour Lodge', 'Cairngorms', 570, 'Isla MacPherson'],
  ['Hutchison Hut', 'Cairngorms', 700, 'Callum Ross'],
].map(([name, region, alt, keeper], i) => {
  const reg = REGION[region];
  const uk = reg.style === 'uk';
  const beds = uk ? r.int(12, 36) : r.int(18, 120);
  const base = { ch: r.int(72, 98), at: r.int(52, 74), it: r.int(55, 78), fr: r.int(54, 72), uk: r.int(26, 44) }[reg.style];
  const openDay = uk ? r.pick([1, 14, 28]) : r.pick([1, 7, 14, 15, 21, 28]);
  const openMonth = uk ? r.pick([3, 3, 4]) : alt > 2600 ? r.pick([6, 6, 7]) : r.pick([5, 6, 6]);
  const closeMonth = uk ? r.pick([10, 10, 11]) : alt > 2600 ? 9 : r.pick([9, 9, 10]);
  const closeDay = r.pick([15, 20, 28, 30]);
  return {
    name, region: reg, alt, keeper, beds,
    price: base,
    open: isoDate(2025, openMonth, openDay),
    close: isoDate(2025, closeMonth, closeDay),
    built: r.weighted([[r.int(1880, 1930), 3], [r.int(1931, 1975), 3], [r.int(1976, 2016), 2]]),
    showers: alt < 2400 ? r.chance(0.75) : r.chance(0.35),
    cablecar: alt < 2700 ? r.chance(0.35) : r.chance(0.15),
    dogs: r.chance(0.4),
    phone: { ch: '+41 33 ', at: '+43 5288 ', it: '+39 0436 ', fr: '+33 4 50 ', uk: '+44 17687 ' }[reg.style] + String(100000 + ((i * 7919) % 899999)).slice(0, 6),
    currency: currencyOf(reg),
  };
});
for (const h of HUTS.filter((x) => x.region.style === 'uk')) h.cablecar = false;
const HUT = Object.fromEntries(HUTS.map((h) => [h.name, h]));

// ------------------------------------------------------------------ trails
const TRAIL_NAMES = {
  'Bernese Oberland': ['Hohtürli Pass Trail', 'Sefinenfurgge Crossing', 'Faulhorn Panorama Trail', 'Bachalpsee Loop'],
  Valais: ['Matterhorn Glacier Trail', 'Täschalp Balcony Path', 'Trift Gorge Trail', 'Rothorn Ascent'],
  Engadin: ['Fuorcla Surlej Trail', 'Roseg Valley Walk', 'Muottas Muragl Ridge', 'Segantini High Path'],
  Zillertal: ['Berliner Höhenweg', 'Schlegeis Lake Circuit', 'Olperer Panorama Path', 'Friesenberg Lake Loop'],
  'Stubai Alps': ['Stubai High Trail', 'Wilde Wasser Weg', 'Sulzenau Glacier Path', 'Peiljoch Crossing'],
  Dolomites: ['Lagazuoi Tunnels Trail', 'Cinque Torri Circuit', 'Nuvolau Summit Path', 'Averau Traverse'],
  'Aosta Valley': ['Col Ferret Traverse', 'Val Ferret Balcony', 'Lac Combal Walk', 'Mont de la Saxe Ridge'],
  'Chamonix Valley': ['Lac Blanc Trail', 'Grand Balcon Sud', 'Bellachat Descent', 'Aiguillette des Houches Loop'],
  'Lake District': ['Great Gable Round', 'Ennerdale Horseshoe', 'Scafell Corridor Route', 'Haystacks Circuit'],
  Cairngorms: ['Lairig Ghru', 'Ben Macdui Plateau Walk', 'Loch Avon Circuit', 'Northern Corries Path'],
};
const DIFF = ['Easy', 'Moderate', 'Difficult', 'Alpine'];
const WAYMARK = { ch: ['white-red-white', 'yellow', 'white-blue-white'], at: ['red-white-red', 'red'], it: ['red-white', 'red-white'], fr: ['yellow', 'white-red'], uk: ['none (cairns)', 'green arrow'] };
const trails = [];
let tno = 0;
for (const reg of REGIONS) {
  const huts = HUTS.filter((h) => h.region === reg);
  TRAIL_NAMES[reg.name].forEach((name, i) => {
    const loop = /Loop|Circuit|Round|Horseshoe/.test(name);
    const start = huts[i % huts.length];
    const end = loop ? start : huts[(i + 1) % huts.length];
    const uk = reg.style === 'uk';
    const km = round(uk ? r.float(6, 22) : r.float(4, 19), 1);
    const gain = Math.round((uk ? r.int(250, 720) : r.int(320, 1650)) / 10) * 10;
    const maxAlt = Math.round((Math.max(start.alt, end.alt) + (uk ? r.int(150, 650) : r.int(60, 520))) / 5) * 5;
    const mins = Math.round(((km / 4.2) * 60 + (gain / 380) * 60) / 15) * 15;
    const difficulty = gain > 1300 || maxAlt > 3100 ? r.pick(['Difficult', 'Alpine']) : gain < 500 ? r.pick(['Easy', 'Easy', 'Moderate']) : r.pick(['Moderate', 'Moderate', 'Difficult']);
    tno++;
    trails.push({
      name, region: reg, start, end, loop, km, gain, maxAlt, mins, difficulty,
      dogs: difficulty === 'Alpine' ? false : r.chance(0.55),
      waymark: r.pick(WAYMARK[reg.style]),
      code: `${reg.style.toUpperCase()}-${String(100 + tno * 3)}`,
    });
  });
}

// ------------------------------------------------------------------ guides
// [name, region, languages, certified]
const GUIDES = [
  ['Ueli Brunner', 'Bernese Oberland', ['German', 'English'], '2004-05-12'],
  ['Martina Zurbriggen', 'Valais', ['German', 'French', 'English', 'Italian'], '2011-06-30'],
  ['Gian Andri Caflisch', 'Engadin', ['Romansh', 'German', 'Italian'], '1998-04-02'],
  ['Lena Hofer', 'Zillertal', ['German', 'English'], '2016-03-21'],
  ['Florian Gstrein', 'Stubai Alps', ['German', 'English', 'Dutch'], '2009-10-05'],
  ['Giulia De Zordo', 'Dolomites', ['Italian', 'German', 'English'], '2013-07-15'],
  ['Marco Vuillermoz', 'Aosta Valley', ['Italian', 'French'], '2001-09-18'],
  ['Camille Ravanel', 'Chamonix Valley', ['French', 'English', 'Spanish'], '2019-05-27'],
  ['Tom Birkett', 'Lake District', ['English'], '2007-02-14'],
  ['Morag Grant', 'Cairngorms', ['English', 'Scottish Gaelic'], '2014-11-03'],
].map(([name, region, languages, certified], i) => {
  const reg = REGION[region];
  const huts = HUTS.filter((h) => h.region === reg);
  return {
    name, region: reg, languages, certified, base: huts[i % huts.length],
    rate: { ch: r.int(5, 8) * 100 + r.pick([0, 50]), at: r.int(3, 5) * 100 + r.pick([0, 50]), it: r.int(3, 5) * 100 + r.pick([0, 50]), fr: r.int(3, 5) * 100 + r.pick([0, 50]), uk: r.int(18, 26) * 10 }[reg.style],
    group: r.pick([6, 8, 8, 10, 12]),
    currency: currencyOf(reg),
    email: `${slug(name).replace(/-/g, '.')}@cairnandridge.example`,
  };
});
const guideOf = (reg) => GUIDES.find((g) => g.region === reg);

// ------------------------------------------------------------------ guided tours
const TOURS = [
  ['Sunrise on the Faulhorn', 'Faulhorn Panorama Trail', '2025-07-12'],
  ['Glaciers of Zermatt', 'Matterhorn Glacier Trail', '2025-08-02'],
  ['Engadin Lakes and Larches', 'Roseg Valley Walk', '2025-09-20'],
  ['Zillertal Hut to Hut', 'Berliner Höhenweg', '2025-07-26'],
  ['Waterfalls of the Stubai', 'Wilde Wasser Weg', '2025-06-28'],
  ['War Tunnels of the Lagazuoi', 'Lagazuoi Tunnels Trail', '2025-08-16'],
  ['Under the Grandes Jorasses', 'Col Ferret Traverse', '2025-09-06'],
  ['Mont Blanc Mirror Lakes', 'Lac Blanc Trail', '2025-07-19'],
  ['Gable and Beyond', 'Great Gable Round', '2025-05-24'],
  ['Through the Lairig Ghru', 'Lairig Ghru', '2025-06-07'],
].map(([name, trail, date]) => {
  const t = trails.find((x) => x.name === trail);
  const g = guideOf(t.region);
  return { name, trail: t, guide: g, date, currency: g.currency,
    price: { ch: r.int(9, 16) * 10, at: r.int(6, 11) * 10, it: r.int(6, 11) * 10, fr: r.int(6, 11) * 10, uk: r.int(4, 9) * 10 }[t.region.style] + r.pick([0, 5]),
    group: Math.min(g.group, r.pick([6, 8, 10])) };
});

// ------------------------------------------------------------------ how a page states each value
const dec = (x, comma) => (comma ? String(x).replace('.', ',') : String(x));
const comma = (reg) => reg.style === 'it' || reg.style === 'at' || reg.style === 'fr';
/** → [text, km] */
function distText(t, k) {
  if (t.region.style === 'uk') {
    const mi = round(t.km / KM_PER_MI, 1);
    return [[`${mi} miles`, `${mi} mi`, `${mi} miles (${round(mi * KM_PER_MI, 1)} km)`][k % 3], mi * KM_PER_MI];
  }
  const c = comma(t.region) && k % 2 === 1;
  return [[`${dec(t.km, c)} km`, `${dec(t.km, c)} kilometres`, `${dec(t.km, c)} km (${round(t.km / KM_PER_MI, 1)} mi)`][k % 3], t.km];
}
/** → [text, m]; a height in the region's style */
function heightText(reg, m, k) {
  if (reg.style === 'uk') {
    const ft = Math.round(m / M_PER_FT / 5) * 5;
    return [[`${group(ft)} ft`, `${group(ft)} feet`, `${group(ft)} ft (${Math.round(ft * M_PER_FT)} m)`][k % 3], ft * M_PER_FT];
  }
  const s = reg.style === 'ch' ? group(m).replace(',', '’') : reg.style === 'at' || reg.style === 'it' ? group(m).replace(',', '.') : group(m);
  return [[`${s} m`, `${s} m a.s.l.`, `${s} m (${group(Math.round(m / M_PER_FT))} ft)`, `${s} metres`][k % 4], m];
}
/** → text; value is minutes */
function durText(mins, k) {
  const h = Math.floor(mins / 60);
  const m = mins % 60;
  return [m ? `${h} h ${m} min` : `${h} h`, `${mins / 60} hours`, `${mins} min`, `${h}:${String(m).padStart(2, '0')} h`, m ? `${h} hrs ${m} mins` : `${h} hrs`][k % 5];
}
function moneyText(cur, x, k) {
  if (cur === 'CHF') return [`CHF ${x}`, `${x} CHF`, `CHF ${x}.–`, `Fr. ${x}.00`][k % 4];
  if (cur === 'GBP') return [`£${x}`, `GBP ${x}`, `£${x}.00`][k % 3];
  return [`€${x}`, `EUR ${x}`, `${x} €`, `${x},00 €`][k % 4];
}
const yesNo = (b, k) => [b ? 'Yes' : 'No', b ? '✓' : '✗', b ? 'yes' : 'no'][k % 3];
const dogsRow = (b, k) =>
  [
    ['Dogs allowed', b ? 'Yes' : 'No'],
    ['Dog-friendly', b ? '✓' : '✗'],
    ['Dogs', b ? 'welcome (on a lead)' : 'not allowed'],
    ['No dogs', b ? 'No' : 'Yes'],
    ['Suitable for dogs', b ? 'yes' : 'no'],
  ][k % 5];
const loopRow = (t, k) => [['Route type', t.loop ? 'Loop' : 'One-way'], ['Circular', t.loop ? 'Yes' : 'No'], ['Loop', t.loop ? '✓' : '✗'], ['Route', t.loop ? 'circular' : 'point to point']][k % 4];
const showersRow = (b, k) => [['Showers', b ? 'Yes' : 'No'], ['Hot shower', b ? '✓' : '✗'], ['Shower', b ? 'available (token)' : 'none'], ['Showers', b ? 'yes' : 'no']][k % 4];
const cableRow = (b, k) => [['Cable car access', b ? 'Yes' : 'No'], ['Reachable by cable car', b ? '✓' : '✗'], ['Cable car nearby', b ? 'yes' : 'no'], ['Lift access', b ? 'Yes (cable car)' : 'None']][k % 4];
const diffText = (t, k) => [t.difficulty, t.difficulty.toLowerCase(), `${t.difficulty} (${{ Easy: 'T1', Moderate: 'T2', Difficult: 'T3', Alpine: 'T4' }[t.difficulty]})`][k % 3];
const dateStyle = { uk: ['long', 'short', 'iso'], ch: ['dotted', 'long', 'iso'], at: ['dotted', 'iso'], it: ['long', 'dotted', 'iso'], fr: ['long', 'iso', 'us'] };
const dstyle = (reg, k) => dateStyle[reg.style][k % dateStyle[reg.style].length];
const seasonText = (h, k) => {
  const st = dstyle(h.region, k);
  const o = fmtDate(h.open, st);
  const c = fmtDate(h.close, st);
  return [`${o} – ${c}`, o, c];
};

// ------------------------------------------------------------------ facts
const corpus = new Corpus(dir);
function trailFacts(t, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(t.name, 'trail', attr, value, unit, stated, file);
  F('code', t.code, 'text', t.code);
  F('region', t.region.name, '', t.region.name);
  F('start_hut', t.start.name, '', t.start.name);
  F('end_hut', t.end.name, '', t.end.name);
  F('distance', s.km, 'km', s.dist);
  F('elevation_gain', s.gainM, 'm', s.gain);
  F('max_altitude', s.maxM, 'm', s.max);
  F('duration', t.mins, 'min', s.dur);
  F('difficulty', t.difficulty, '', s.diff);
  F('loop', t.loop, 'bool', s.loop);
  F('dog_friendly', t.dogs, 'bool', s.dogs);
  F('waymark', t.waymark, 'text', s.waymark ?? t.waymark);
}
function trailStates(t, k) {
  const [dist, km] = distText(t, k);
  const [gain, gainM] = heightText(t.region, t.gain, k + 1);
  const [max, maxM] = heightText(t.region, t.maxAlt, k + 2);
  return { dist, km, gain, gainM, max, maxM, dur: durText(t.mins, k), diff: diffText(t, k), loop: loopRow(t, k)[1], dogs: dogsRow(t.dogs, k)[1], waymark: t.waymark };
}
function trailRows(t, s, k) {
  return [
    ['Trail no.', t.code],
    [['Region', 'Area', 'Mountain region'][k % 3], t.region.name],
    [['Start', 'Starts at', 'Trailhead'][k % 3], t.start.name],
    [['Finish', 'Ends at', 'Destination'][k % 3], t.end.name],
    [['Distance', 'Length', 'Distance'][k % 3], s.dist],
    [['Elevation gain', 'Ascent', 'Total climb', 'Height gain'][k % 4], s.gain],
    [['Highest point', 'Max. altitude', 'Top altitude'][k % 3], s.max],
    [['Walking time', 'Duration', 'Time', 'Hiking time'][k % 4], s.dur],
    [['Difficulty', 'Grade', 'Difficulty'][k % 3], s.diff],
    loopRow(t, k),
    dogsRow(t.dogs, k),
    [['Waymarking', 'Waymarks', 'Signs'][k % 3], t.waymark],
  ];
}
function trailProse(t, s, k) {
  return [
    [
      `The ${t.name} runs from the ${t.start.name} ${t.loop ? 'and back again' : `to the ${t.end.name}`}.`,
      `Allow ${s.dur} for the ${s.dist} and ${s.gain} of climbing.`,
      `${t.dogs ? 'Dogs on a lead are fine on this route.' : 'This route is not suitable for dogs.'}`,
      `The highest point of the ${t.name} is at ${s.max}.`,
    ][k % 4],
  ];
}

// ------------------------------------------------------------------ trail layouts
const EXPORT = { csv: 'Switzerland', tsv: 'Austria', semicolon: 'Italy', json_flat: 'United Kingdom' };
const PAGE_LAYOUTS = ['html_table', 'html_dl', 'md_bullets', 'md_yaml', 'txt', 'json_nested'];
const assign = new Map([...PAGE_LAYOUTS, ...Object.keys(EXPORT)].map((x) => [x, []]));
const inExport = new Set();
for (const [layout, country] of Object.entries(EXPORT)) {
  const mine = r.shuffle(trails.filter((t) => t.region.country === country)).slice(0, 4);
  mine.forEach((t) => inExport.add(t));
  assign.get(layout).push(...mine);
}
r.shuffle(trails.filter((t) => !inExport.has(t))).forEach((t, i) => assign.get(PAGE_LAYOUTS[i % PAGE_LAYOUTS.length]).push(t));
const tfolder = (t) => `trails/${slug(t.region.name)}`;
let k = 0;
for (const t of assign.get('html_table')) {
  const file = `${tfolder(t)}/${slug(t.name)}.html`;
  const s = trailStates(t, k);
  corpus.write(file, htmlTablePage({ title: t.name, docTitle: `${t.name} – ${t.region.name} – ${ASSOC}`, crumbs: ['Trails', t.region.name], lead: trailProse(t, s, k),
    sections: [{ heading: 'Route facts', rows: trailRows(t, s, k) }], colA: 'Route', colB: '', footer: `${ASSOC} trail service · report damage to trails@cairnandridge.example` }));
  trailFacts(t, file, s);
  k++;
}
for (const t of assign.get('html_dl')) {
  const file = `${tfolder(t)}/${slug(t.name)}.html`;
  const s = trailStates(t, k);
  const rows = trailRows(t, s, k);
  corpus.write(file, htmlDlPage({ title: t.name, site: `${ASSOC} · Trail guide`, lead: trailProse(t, s, k),
    sections: [{ heading: 'Where', rows: rows.slice(0, 4) }, { heading: 'The route', rows: rows.slice(4) }], footer: 'Times are walking times without breaks.' }));
  trailFacts(t, file, s);
  k++;
}
for (const t of assign.get('md_bullets')) {
  const file = `${tfolder(t)}/${slug(t.name)}.md`;
  const s = trailStates(t, k);
  corpus.write(file, mdBulletsNote({ title: t.name, lead: trailProse(t, s, k), sections: [{ heading: 'Facts', rows: trailRows(t, s, k) }], footer: 'Checked by the trail team, spring 2025.' }));
  trailFacts(t, file, s);
  k++;
}
for (const t of assign.get('md_yaml')) {
  const file = `${tfolder(t)}/${slug(t.name)}.md`;
  const s = trailStates(t, k);
  const rows = trailRows(t, s, k).slice(4);
  corpus.write(file, mdYamlTableNote({
    title: t.name,
    frontMatter: [['title', t.name], ['trail_no', t.code], ['region', t.region.name], ['start', t.start.name], ['finish', t.end.name], ['status', 'open']],
    lead: trailProse(t, s, k), sections: [{ heading: 'Route card', rows }], colA: 'Item', colB: 'Value',
  }));
  trailFacts(t, file, s);
  k++;
}
for (const t of assign.get('txt')) {
  const file = `${tfolder(t)}/${slug(t.name)}.txt`;
  const s = trailStates(t, k);
  corpus.write(file, txtProfile({ txtHeader: `TRAIL: ${t.name.toUpperCase()}\n${'='.repeat(40)}`, sections: [{ rows: trailRows(t, s, k) }], lead: trailProse(t, s, k) }));
  trailFacts(t, file, s);
  k++;
}
for (const t of assign.get('json_nested')) {
  const file = `${tfolder(t)}/${slug(t.name)}.json`;
  const uk = t.region.style === 'uk';
  const mi = round(t.km / KM_PER_MI, 1);
  const ft = (m) => Math.round(m / M_PER_FT / 5) * 5;
  const dist = uk ? { value: mi, unit: 'mi' } : { value: t.km, unit: 'km' };
  const gain = uk ? { value: ft(t.gain), unit: 'ft' } : { value: t.gain, unit: 'm' };
  const max = uk ? { value: ft(t.maxAlt), unit: 'ft' } : { value: t.maxAlt, unit: 'm' };
  const s = { dist: String(dist.value), km: uk ? mi * KM_PER_MI : t.km, gain: String(gain.value), gainM: uk ? gain.value * M_PER_FT : t.gain, max: String(max.value),
    maxM: uk ? max.value * M_PER_FT : t.maxAlt, dur: String(t.mins), diff: t.difficulty.toLowerCase(), loop: '', dogs: '', waymark: t.waymark };
  const rec = {
    trail: {
      title: t.name, number: t.code, region: t.region.name,
      route: { from: t.start.name, to: t.end.name, circular: t.loop },
      stats: { length: dist, ascent: gain, high_point: max, walking_time: { minutes: t.mins } },
      grading: { difficulty: t.difficulty.toLowerCase(), waymarks: t.waymark },
      rules: { dogs_allowed: t.dogs },
      summary: trailProse(t, { ...s, dist: `${dist.value} ${dist.unit}`, gain: `${gain.value} ${gain.unit}`, max: `${max.value} ${max.unit}`, dur: durText(t.mins, 0) }, k)[0],
    },
  };
  corpus.write(file, JSON.stringify(rec, null, 2) + '\n');
  trailFacts(t, file, s);
  k++;
}
// --- CSV export (Swiss sections): units in the header, decimal hours
{
  const file = 'exports/trails-switzerland.csv';
  const header = ['trail', 'no', 'region', 'start_hut', 'end_hut', 'Distance (km)', 'Elevation gain (m)', 'Highest point (m)', 'Walking time (h)', 'difficulty', 'loop', 'dogs_allowed', 'waymarks'];
  const rows = assign.get('csv').map((t) => {
    const hrs = t.mins / 60;
    trailFacts(t, file, { dist: String(t.km), km: t.km, gain: String(t.gain), gainM: t.gain, max: String(t.maxAlt), maxM: t.maxAlt, dur: String(hrs), diff: t.difficulty, loop: t.loop ? 'yes' : 'no', dogs: t.dogs ? 'yes' : 'no' });
    return [t.name, t.code, t.region.name, t.start.name, t.end.name, t.km, t.gain, t.maxAlt, hrs, t.difficulty, t.loop ? 'yes' : 'no', t.dogs ? 'yes' : 'no', t.waymark];
  });
  corpus.write(file, delimited(header, rows));
}
// --- TSV (Austrian sections): units inside the values, ja/nein
{
  const file = 'exports/wege-tirol.tsv';
  const header = ['Weg / Trail', 'Nr.', 'Region', 'Start', 'Ziel', 'Distance', 'Ascent', 'Highest point', 'Time', 'Difficulty', 'Loop', 'Dogs', 'Markierung'];
  const rows = assign.get('tsv').map((t, i) => {
    const km = dec(t.km, true);
    const s = { dist: `${km} km`, km: t.km, gain: `${t.gain} Hm`, gainM: t.gain, max: `${group(t.maxAlt).replace(',', '.')} m`, maxM: t.maxAlt, dur: durText(t.mins, i % 2 === 0 ? 0 : 3),
      diff: t.difficulty, loop: t.loop ? 'ja' : 'nein', dogs: t.dogs ? 'ja' : 'nein' };
    trailFacts(t, file, s);
    return [t.name, t.code, t.region.name, t.start.name, t.end.name, s.dist, s.gain, s.max, s.dur, t.difficulty, s.loop, s.dogs, t.waymark];
  });
  corpus.write(file, delimited(header, rows, '\t'));
}
// --- semicolon CSV (Italian sections): decimal commas, n/d for unknown
{
  const file = 'exports/sentieri-italia.csv';
  const header = ['sentiero', 'numero', 'regione', 'partenza', 'arrivo', 'lunghezza_km', 'dislivello_m', 'quota_max_m', 'tempo_ore', 'difficolta', 'anello', 'cani', 'segnavia'];
  const rows = assign.get('semicolon').map((t) => {
    const hrs = dec(t.mins / 60, true);
    const s = { dist: dec(t.km, true), km: t.km, gain: String(t.gain), gainM: t.gain, max: String(t.maxAlt), maxM: t.maxAlt, dur: hrs, diff: t.difficulty, loop: t.loop ? 'sì' : 'no', dogs: t.dogs ? 'sì' : 'no' };
    trailFacts(t, file, s);
    return [t.name, t.code, t.region.name, t.start.name, t.end.name, s.dist, t.gain, t.maxAlt, hrs, t.difficulty, s.loop, s.dogs, t.waymark];
  });
  corpus.write(file, delimited(header, rows, ';'));
}
// --- flat JSON (UK sections): miles, feet, minutes, booleans
{
  const file = 'exports/uk-routes.json';
  const recs = assign.get('json_flat').map((t) => {
    const mi = round(t.km / KM_PER_MI, 1);
    const gft = Math.round(t.gain / M_PER_FT / 5) * 5;
    const mft = Math.round(t.maxAlt / M_PER_FT / 5) * 5;
    trailFacts(t, file, { dist: String(mi), km: mi * KM_PER_MI, gain: String(gft), gainM: gft * M_PER_FT, max: String(mft), maxM: mft * M_PER_FT, dur: String(t.mins), diff: t.difficulty, loop: '', dogs: '' });
    return { route: t.name, route_no: t.code, region: t.region.name, start_hut: t.start.name, end_hut: t.end.name, distance_mi: mi, ascent_ft: gft, high_point_ft: mft,
      duration_min: t.mins, difficulty: t.difficulty, circular: t.loop, dogs_ok: t.dogs, waymarks: t.waymark };
  });
  corpus.write(file, JSON.stringify({ source: `${ASSOC} – UK sections`, exported: '2025-03-01', routes: recs }, null, 2) + '\n');
}

// ------------------------------------------------------------------ simple one-entity pages
const LAYOUTS8 = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested', 'json_flat'];
function simplePage(L, base, name, header, lead, rows, nested, flat, heading) {
  let file;
  if (L === 'html_table') corpus.write((file = `${base}.html`), htmlTablePage({ title: name, crumbs: [ASSOC, heading], lead, sections: [{ heading, rows }] }));
  else if (L === 'html_dl') corpus.write((file = `${base}.html`), htmlDlPage({ title: name, site: ASSOC, lead, sections: [{ heading, rows }] }));
  else if (L === 'html_infobox') corpus.write((file = `${base}.html`), htmlInfoboxPage({ title: name, lead, sections: [{ heading, rows }] }));
  else if (L === 'md_bullets') corpus.write((file = `${base}.md`), mdBulletsNote({ title: name, lead, sections: [{ heading, rows }] }));
  else if (L === 'md_yaml')
    corpus.write((file = `${base}.md`), mdYamlTableNote({ title: name, frontMatter: [['name', name], ...rows.slice(0, 2)], lead, sections: [{ heading, rows: rows.slice(2) }] }));
  else if (L === 'txt') corpus.write((file = `${base}.txt`), txtProfile({ txtHeader: `${header}: ${name.toUpperCase()}`, sections: [{ rows }], lead }));
  else if (L === 'json_nested') corpus.write((file = `${base}.json`), JSON.stringify(nested, null, 2) + '\n');
  else corpus.write((file = `${base}.json`), JSON.stringify(flat, null, 2) + '\n');
  return file;
}

// ------------------------------------------------------------------ huts: one page each
r.shuffle(HUTS).forEach((h, i) => {
  const L = LAYOUTS8[i % LAYOUTS8.length];
  const jsonish = L.startsWith('json');
  const [alt, altM] = heightText(h.region, h.alt, i);
  const price = moneyText(h.currency, h.price, i);
  const [season, openS, closeS] = seasonText(h, i);
  const lead = [
    [`The ${h.name} stands at ${alt} and sleeps ${h.beds}.`, `A night with half board costs ${price} per person.`, `The hut is staffed from ${openS} to ${closeS}.`, `${h.keeper} ${h.keeper.startsWith('Familie') ? 'look' : 'looks'} after the hut.`][i % 4],
  ];
  const rows = [
    [['Region', 'Area', 'Mountain region'][i % 3], h.region.name],
    [['Altitude', 'Elevation', 'Height above sea level'][i % 3], alt],
    [['Beds', 'Sleeping places', 'Capacity', 'Bunks'][i % 4], [`${h.beds}`, `${h.beds} beds`, `${h.beds} places`, `${h.beds}`][i % 4]],
    [['Half board', 'Overnight (half board)', 'Price per night', 'Night incl. dinner & breakfast'][i % 4], price],
    [['Opening season', 'Open', 'Staffed', 'Season'][i % 4], season],
    [['Built', 'Year built', 'Opened'][i % 3], String(h.built)],
    showersRow(h.showers, i),
    cableRow(h.cablecar, i),
    dogsRow(h.dogs, i + 1),
    [['Hut keeper', 'Warden', 'Hosts'][i % 3], h.keeper],
    [['Phone', 'Telephone', 'Tel.'][i % 3], h.phone],
  ];
  const ft = h.region.style === 'uk';
  const altJ = ft ? { value: Math.round(h.alt / M_PER_FT / 5) * 5, unit: 'ft' } : { value: h.alt, unit: 'm' };
  const nested = { hut: { title: h.name, region: h.region.name, location: { altitude: altJ }, accommodation: { beds: h.beds, half_board: { price: h.price, currency: h.currency } },
    season: { opens: h.open, closes: h.close }, history: { built: h.built }, facilities: { showers: h.showers, cable_car: h.cablecar, dogs_allowed: h.dogs },
    contact: { keeper: h.keeper, phone: h.phone }, about: lead[0] } };
  const flat = { name: h.name, region: h.region.name, [ft ? 'altitude_ft' : 'altitude_m']: altJ.value, beds: h.beds, price_half_board: h.price, currency: h.currency,
    season_start: h.open, season_end: h.close, year_built: h.built, showers: h.showers ? 'yes' : 'no', cable_car: h.cablecar ? 'yes' : 'no', dogs: h.dogs ? 'yes' : 'no',
    keeper: h.keeper, phone: h.phone };
  const file = simplePage(L, `huts/${slug(h.name)}`, h.name, 'HUT', lead, rows, nested, flat, 'Hut information');
  const F = (attr, value, unit, stated) => corpus.fact(h.name, 'hut', attr, value, unit, stated, file);
  F('region', h.region.name, '', h.region.name);
  F('altitude', jsonish ? altJ.value * (ft ? M_PER_FT : 1) : altM, 'm', jsonish ? String(altJ.value) : alt);
  F('beds', h.beds, '', String(h.beds));
  F('price', h.price, h.currency, jsonish ? String(h.price) : price);
  F('season_open', h.open, 'date', jsonish ? h.open : openS);
  F('season_close', h.close, 'date', jsonish ? h.close : closeS);
  F('built', h.built, 'year', String(h.built));
  F('showers', h.showers, 'bool', L === 'json_nested' ? '' : L === 'json_flat' ? (h.showers ? 'yes' : 'no') : showersRow(h.showers, i)[1]);
  F('cable_car', h.cablecar, 'bool', L === 'json_nested' ? '' : L === 'json_flat' ? (h.cablecar ? 'yes' : 'no') : cableRow(h.cablecar, i)[1]);
  F('dog_friendly', h.dogs, 'bool', L === 'json_nested' ? '' : L === 'json_flat' ? (h.dogs ? 'yes' : 'no') : dogsRow(h.dogs, i + 1)[1]);
  F('keeper', h.keeper, 'text', h.keeper);
  F('phone', h.phone, 'text', h.phone);
});

// ------------------------------------------------------------------ regions: one page each
r.shuffle(REGIONS).forEach((g, i) => {
  const L = ['html_dl', 'md_yaml', 'html_infobox', 'txt', 'json_nested', 'md_bullets', 'html_table', 'json_flat', 'html_dl', 'md_bullets'][i];
  const jsonish = L.startsWith('json');
  const uk = g.style === 'uk';
  const [peak, peakM] = heightText(g, g.peak, i);
  const netMi = Math.round(g.network / KM_PER_MI);
  const net = uk ? `${group(netMi)} miles` : `${group(g.network)} km`;
  const lead = [[`Our ${g.name} section was founded in ${g.founded}.`, `The ${g.name} has ${net} of waymarked paths.`, `${g.town} is the usual base for the ${g.name}.`][i % 3]];
  const rows = [['Country', g.country], [['Main town', 'Base town', 'Gateway town'][i % 3], g.town], [['Highest point', 'Highest summit', 'Top elevation'][i % 3], peak],
    [['Waymarked network', 'Marked paths', 'Trail network'][i % 3], net], [['Section founded', 'Founded', 'Club section since'][i % 3], String(g.founded)]];
  const peakJ = uk ? { value: Math.round(g.peak / M_PER_FT / 5) * 5, unit: 'ft' } : { value: g.peak, unit: 'm' };
  const netJ = uk ? { value: netMi, unit: 'mi' } : { value: g.network, unit: 'km' };
  const nested = { region: { title: g.name, country: g.country, base_town: g.town, geography: { highest_point: peakJ }, paths: { waymarked: netJ }, section: { founded: g.founded }, about: lead[0] } };
  const flat = { name: g.name, country: g.country, main_town: g.town, [uk ? 'highest_point_ft' : 'highest_point_m']: peakJ.value, [uk ? 'network_mi' : 'network_km']: netJ.value,
    founded: g.founded };
  const file = simplePage(L, `regions/${slug(g.name)}`, g.name, 'REGION', lead, rows, nested, flat, 'Region');
  const F = (attr, value, unit, stated) => corpus.fact(g.name, 'region', attr, value, unit, stated, file);
  F('country', g.country, '', g.country);
  F('main_town', g.town, '', g.town);
  F('highest_point', jsonish ? peakJ.value * (uk ? M_PER_FT : 1) : peakM, 'm', jsonish ? String(peakJ.value) : peak);
  F('network', uk ? netMi * KM_PER_MI : g.network, 'km', jsonish ? String(netJ.value) : net);
  F('founded', g.founded, 'year', String(g.founded));
});

// ------------------------------------------------------------------ guides: one page each
r.shuffle(GUIDES).forEach((g, i) => {
  const L = LAYOUTS8[(i + 3) % LAYOUTS8.length];
  const jsonish = L.startsWith('json');
  const cert = fmtDate(g.certified, ['long', 'iso', 'us', 'dotted', 'short'][i % 5]);
  const rate = moneyText(g.currency, g.rate, i);
  const first = g.name.split(' ')[0];
  const lead = [[`${first} has been a certified mountain guide since ${fmtDate(g.certified, 'long')}.`, `${first} speaks ${joinAnd(g.languages)}.`, `${first} usually starts tours from the ${g.base.name}.`][i % 3]];
  const rows = [[['Region', 'Works in', 'Area'][i % 3], g.region.name], [['Base hut', 'Home hut', 'Based at'][i % 3], g.base.name], [['Languages', 'Speaks', 'Languages spoken'][i % 3], g.languages.join(', ')],
    [['Guide since', 'Certified', 'Licensed since'][i % 3], cert], [['Day rate', 'Rate per day', 'Daily fee'][i % 3], rate], [['Max. group size', 'Group size', 'Max group'][i % 3], `${g.group} people`],
    ['Email', g.email]];
  const nested = { guide: { full_name: g.name, area: { region: g.region.name, base_hut: g.base.name }, languages: g.languages, licence: { certified_since: g.certified },
    fees: { day_rate: { amount: g.rate, currency: g.currency } }, groups: { max_size: g.group }, contact: { email: g.email }, bio: lead[0] } };
  const flat = { name: g.name, region: g.region.name, base_hut: g.base.name, languages: g.languages.join('; '), guide_since: g.certified, day_rate: g.rate, currency: g.currency,
    max_group: g.group, email: g.email };
  const file = simplePage(L, `guides/${slug(g.name)}`, g.name, 'GUIDE', lead, rows, nested, flat, 'Mountain guide');
  const F = (attr, value, unit, stated) => corpus.fact(g.name, 'guide', attr, value, unit, stated, file);
  F('region', g.region.name, '', g.region.name);
  F('base_hut', g.base.name, '', g.base.name);
  F('languages', g.languages, 'list', L === 'json_nested' ? g.languages[0] : g.languages.join(L === 'json_flat' ? '; ' : ', '));
  F('certified', g.certified, 'date', jsonish ? g.certified : cert);
  F('day_rate', g.rate, g.currency, jsonish ? String(g.rate) : rate);
  F('max_group', g.group, '', String(g.group));
  F('email', g.email, 'text', g.email);
});

// ------------------------------------------------------------------ guided tours: one programme table
{
  const file = 'tours/summer-programme-2025.md';
  const lines = [`# Guided tours – summer programme 2025`, '', `All tours are led by ${ASSOC} guides. Prices are per person and in the currency of the section; book at least 7 days ahead.`, '',
    '| Tour | Date | Trail | Guide | Price | Max. group |', '|---|---|---|---|---|---|'];
  TOURS.forEach((t, i) => {
    const date = fmtDate(t.date, ['long', 'short', 'iso'][i % 3]);
    const price = moneyText(t.currency, t.price, i + 1);
    lines.push(`| ${t.name} | ${date} | ${t.trail.name} | ${t.guide.name} | ${price} | ${t.group} |`);
    const F = (attr, value, unit, stated) => corpus.fact(t.name, 'tour', attr, value, unit, stated, file);
    F('date', t.date, 'date', date);
    F('trail', t.trail.name, '', t.trail.name);
    F('guide', t.guide.name, '', t.guide.name);
    F('price', t.price, t.currency, price);
    F('max_group', t.group, '', String(t.group));
  });
  lines.push('', 'Cancellation by the club (weather) is refunded in full; cancellation by you less than 48 hours before the start costs 50% of the price.', '');
  corpus.write(file, lines.join('\n'));
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `${ASSOC} — shared drive of the huts and trails committee.\ntrails/ holds one route card per trail, by region; exports/ the lists four sections send for the website; huts/, regions/ and guides/ the reference pages; tours/ the guided-tour programme.\nUK sections write miles and feet; everyone else kilometres and metres. Hut prices are per person per night with half board, in the section's currency (CHF, EUR or GBP); nothing is converted.\n`);
corpus.write('safety/mountain-safety-guide.md', `# Mountain safety guide\n\n## Before you go\n\n- Plan about 4 km per hour on the flat plus 1 hour for every 400 m of ascent (Swiss formula; our route cards use 4.2 km and 380 m).\n- Carry at least 2 litres of water per person on any route over 5 hours.\n- The air cools by roughly 0.65 °C for every 100 m you climb: at 3,000 m expect it to be 15 °C colder than in the valley.\n- Thunderstorms build most afternoons in July; aim to be off exposed ridges by 14:00.\n\n## Emergencies\n\n- European emergency number: 112. Swiss air rescue (Rega): 1414. UK mountain rescue: 999, ask for Police, then Mountain Rescue.\n- Alpine distress signal: six signals per minute (whistle or light), then one minute of silence.\n- In 2024 our sections reported 37 incidents, 29 of them slips on descent; 8 needed a helicopter.\n`);
corpus.write('reports/annual-report-2024.md', `# Annual report 2024\n\nMembership grew by 6.2% to 3,418 members. Our huts sold 18,950 overnight stays (2023: 17,340); the average stay was 1.4 nights.\n\nVolunteers repaired 146 km of trail and replaced 212 signposts. The hut maintenance fund spent EUR 412,000, of which CHF 96,500 went on the new solar plant of one Swiss hut.\n\n| Section country | Overnight stays | Volunteer days |\n|---|---|---|\n| Switzerland | 6,820 | 410 |\n| Austria | 4,310 | 265 |\n| Italy | 3,960 | 198 |\n| France | 1,740 | 96 |\n| United Kingdom | 2,120 | 334 |\n\nThe committee met 9 times. The 2025 general assembly will be held in Innsbruck on 15 March 2025.\n`);
corpus.write('membership/fees-2025.txt', `MEMBERSHIP FEES 2025\n\nAdult: EUR 68 / CHF 72 / GBP 58 per year\nUnder 25: half price\nFamily: EUR 120\n\nMembers get 10 EUR (or 10 CHF, 8 GBP) off every hut night and 15% off guided tours.\nHut reservations are held until 18:00 on the day of arrival.\n`);

const stats = corpus.flush(source);
console.log(`trails: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
