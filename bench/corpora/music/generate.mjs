#!/usr/bin/env node
// Music corpus (held-out): the shared catalogue drive of an independent record label group, "Northbound Music
// Group" — 42 releases (albums and EPs), 15 artists, 6 recording studios, 4 imprint labels in four countries, and a
// few background documents.
//   node bench/corpora/music/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "music-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Canonical units of source.csv: runtime in minutes (a page saying "42:17" or "42 min 17 s" or "2537 s" holds
// 2537 / 60, "0.7 h" holds 42, "42,3" holds 42.3); price in the currency the page states (SEK, EUR, GBP or USD,
// never converted); vinyl pressing as a number of copies ("1k" holds 1000, "two thousand" 2000; releases without a
// vinyl edition have none); chart peak as a position (none when the release did not chart); release dates as ISO
// strings ("Mar 2019" holds "2019-03"); a studio's live-room area in m² (a page saying "850 sq ft" holds
// 850 × 0.09290304); a studio's hourly rate in the currency the page states (SEK, EUR, GBP, USD or NOK); an artist's
// monthly listeners as a number ("1.2 million" holds 1200000, "half a million" 500000, "1,25 Mio." 1250000); an
// artist's member count as a number ("solo artist" holds 1, "four-piece" 4); years as numbers.
// Links: release → artist (country, hometown, formed, members, active, listeners), release → imprint (country,
// city, founded, parent label, distributor), release → studio (city, country, founded, rooms, rate, area, tape).
// Release pages never state the artist's country, the imprint's country or the studio's city or country.
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
const r = rng('music-v1');

const SQFT_M2 = 0.09290304;
const GROUP = 'Northbound Music Group';

// ------------------------------------------------------------------ imprints
const IMPRINTS = [
  { name: 'Frostlight Records', country: 'Sweden', city: 'Gothenburg', founded: 2009, parent: GROUP, distributor: 'Kvarn Distribution', prefix: 'FRL', cur: 'SEK', style: 'se' },
  { name: 'Halbton Schallplatten', country: 'Germany', city: 'Leipzig', founded: 2012, parent: GROUP, distributor: 'Sonomundo', prefix: 'HTS', cur: 'EUR', style: 'de' },
  { name: 'Greyhaven Recordings', country: 'United Kingdom', city: 'Bristol', founded: 2004, parent: GROUP, distributor: 'Sonomundo', prefix: 'GHR', cur: 'GBP', style: 'uk' },
  { name: 'Copperline Records', country: 'United States', city: 'Portland', founded: 2015, parent: 'Greyhaven Recordings', distributor: 'Lakeshore Distribution', prefix: 'CPL', cur: 'USD', style: 'us' },
];
const IMP = Object.fromEntries(IMPRINTS.map((i) => [i.prefix, i]));

// ------------------------------------------------------------------ studios
const STUDIOS = [
  { name: 'Studio Gränsland', city: 'Stockholm', country: 'Sweden', founded: 1998, rooms: 3, rate: 1450, cur: 'SEK', rateText: 'SEK 1,450 per hour', area: 68, areaText: '68 m²', tape: true },
  { name: 'Tonhalle Kreuzberg', city: 'Berlin', country: 'Germany', founded: 1987, rooms: 4, rate: 95, cur: 'EUR', rateText: '€95/hr', area: 120, areaText: '120 m2', tape: true },
  { name: 'Elbklang Studio', city: 'Hamburg', country: 'Germany', founded: 2014, rooms: 1, rate: 70, cur: 'EUR', rateText: '70 € pro Stunde', area: 45, areaText: '45 m²', tape: false, german: true },
  { name: 'Kiln Street Studios', city: 'Bristol', country: 'United Kingdom', founded: 2006, rooms: 2, rate: 60, cur: 'GBP', rateText: '£60 per hour', area: 850 * SQFT_M2, areaText: '850 sq ft', tape: true },
  { name: 'Marrow Sound', city: 'Portland', country: 'United States', founded: 2011, rooms: 2, rate: 75, cur: 'USD', rateText: '$75/hour', area: 1100 * SQFT_M2, areaText: '1,100 sq. ft.', tape: false },
  { name: 'Fjordlyd Studio', city: 'Bergen', country: 'Norway', founded: 2002, rooms: 3, rate: 1200, cur: 'NOK', rateText: 'NOK 1 200 per hour', area: 90, areaText: '90 sq m', tape: true },
];
const STU = Object.fromEntries(STUDIOS.map((s) => [s.name, s]));

// ------------------------------------------------------------------ artists
// [name, country, hometown, formed, members, active (end year if disbanded), listeners, listeners text, imprint, genre, releases]
const ARTISTS = [
  ['Ljusår', 'Sweden', 'Umeå', 2011, 4, null, 1200000, '1.2 million', 'FRL', 'Synth-pop', 4],
  ['Maja Lindgren', 'Sweden', 'Malmö', 2014, 1, null, 850000, '850,000', 'FRL', 'Folk', 3],
  ['Snöfall', 'Sweden', 'Gothenburg', 2008, 3, 2020, 310000, '310k', 'FRL', 'Post-punk', 2],
  ['Kaltfront', 'Germany', 'Leipzig', 2009, 4, null, 420000, '420.000', 'HTS', 'Post-punk', 3],
  ['Lena Brandt', 'Germany', 'Cologne', 2016, 1, null, 1250000, '1,25 Mio.', 'HTS', 'Electronic', 3],
  ['Die Nachtfalter', 'Germany', 'Hamburg', 2003, 5, 2019, 190000, '190 000', 'HTS', 'Indie rock', 2],
  ['Hollow Coast', 'United Kingdom', 'Bristol', 2012, 4, null, 640000, '640,000', 'GHR', 'Indie rock', 4],
  ['Ada Pemberton', 'United Kingdom', 'Leeds', 2015, 1, null, 2050000, '2.05M', 'GHR', 'Singer-songwriter', 3],
  ['The Glass Orchard', 'United Kingdom', 'Glasgow', 2006, 6, 2018, 275000, '275,000', 'GHR', 'Folk', 2],
  ['Kestrel', 'United Kingdom', 'Brighton', 2018, 3, null, 95000, '95,000', 'GHR', 'Electronic', 2],
  ['June Harlow', 'United States', 'Austin', 2013, 1, null, 1600000, '1.6 million', 'CPL', 'Singer-songwriter', 4],
  ['Paper Satellites', 'United States', 'Portland', 2010, 4, null, 500000, 'half a million', 'CPL', 'Indie rock', 3],
  ['Red Alder', 'United States', 'Seattle', 2016, 3, 2022, 130000, '130K', 'CPL', 'Folk', 2],
  ['Isbre', 'Norway', 'Bergen', 2012, 2, null, 720000, '720 000', 'FRL', 'Ambient', 3],
  ['Niamh Quill', 'Ireland', 'Cork', 2017, 1, null, 380000, '380,000', 'GHR', 'Jazz', 2],
].map(([name, country, hometown, formed, members, ended, listeners, listenersText, imprint, genre, n]) => ({
  name, country, hometown, formed, members, ended, active: ended == null, listeners, listenersText, imprint, genre, n,
}));

// ------------------------------------------------------------------ the 42 releases
const TITLES = ['Low Tide Hymns', 'Paper Moons', 'Glasshouse Summer', 'Northern Lights Motel', 'Static & Bloom', 'Harbour', 'Wolves at the Door', 'Slow Burn',
  'Telegraph Hill', 'Half-Light', 'Copper Sky', 'Undertow', 'The Quiet Year', 'Salt Lines', 'Fever Dream Diner', 'Birch & Ash', 'Tidal', 'Midnight Ferry',
  'Arcade Ghosts', 'Cold Open', 'Atlas', 'Winter Garden', 'Blue Hour', 'Hollow Bones', "Lover's Almanac", 'Satellite Hearts', 'Small Hours', 'Iron & Velvet',
  'Far From Shore', 'Ghost Notes', 'Sunday Static', 'Marble Skies', 'Ember', 'Riverbed', 'Neon Pastoral', 'Kodachrome Strangers', 'Lantern'];
// titles tied to an artist (the two Swedish ones get Swedish pages)
const OWN_TITLES = { Ljusår: ['Midsommarljus'], 'Maja Lindgren': ['Vinterhamn'], Kaltfront: ['Nachtzug nach Lübeck'], 'Die Nachtfalter': ['Graue Stunden'], 'Lena Brandt': ['Fernweh'] };
const PRODUCERS = ['Jonas Ekberg', 'Mira Haas', 'Callum Reid', 'Dana Whitcomb', 'Felix Auer', 'Sofia Nyström', 'Rob Tenney', 'Hannah Brook'];
const STUDIO_BY_IMPRINT = {
  FRL: [['Studio Gränsland', 5], ['Fjordlyd Studio', 3], ['Tonhalle Kreuzberg', 1]],
  HTS: [['Tonhalle Kreuzberg', 4], ['Elbklang Studio', 4]],
  GHR: [['Kiln Street Studios', 5], ['Tonhalle Kreuzberg', 1], ['Fjordlyd Studio', 1]],
  CPL: [['Marrow Sound', 5], ['Kiln Street Studios', 2]],
};
const PRICES = {
  SEK: { LP: [249, 279, 299], CD: [149, 179], Digital: [99, 119] },
  EUR: { LP: [22.99, 24.99, 26.99], CD: [14.99, 16.99], Digital: [9.99] },
  GBP: { LP: [21.99, 22.99, 24.99], CD: [11.99, 12.99], Digital: [7.99, 8.99] },
  USD: { LP: [24.98, 27.98, 29.98], CD: [13.98, 14.98], Digital: [9.99] },
};

const releases = [];
{
  const pool = r.shuffle(TITLES);
  const counters = { FRL: 20, HTS: 8, GHR: 40, CPL: 2 };
  const plan = [];
  for (const a of ARTISTS) for (let j = 0; j < a.n; j++) plan.push([a, j]);
  for (const [a, j] of plan) {
    const own = OWN_TITLES[a.name]?.[j];
    const title = own ?? pool.pop();
    const imprintKey = own ? a.imprint : r.chance(0.1) ? r.pick(Object.keys(IMP).filter((x) => x !== a.imprint)) : a.imprint;
    const imprint = IMP[imprintKey];
    const studio = STU[r.weighted(STUDIO_BY_IMPRINT[imprintKey])];
    const type = j > 0 && r.chance(0.3) ? 'EP' : 'Album';
    const startY = Math.max(a.formed + 1, 2012);
    const endY = a.ended ?? 2024;
    const y = r.int(startY, Math.max(startY, endY));
    const m = r.int(1, 12);
    const d = r.int(1, 28);
    const monthOnly = r.chance(0.08);
    const date = monthOnly ? `${y}-${String(m).padStart(2, '0')}` : `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    const seconds = type === 'EP' ? r.int(830, 1580) : r.int(1920, 3480);
    const tracks = type === 'EP' ? r.int(4, 6) : r.int(8, 13);
    const formats = [];
    if (r.chance(0.78)) formats.push('LP');
    if (r.chance(0.55)) formats.push('CD');
    if (r.chance(0.25)) formats.push('Cassette');
    formats.push('Digital');
    const main = formats.includes('LP') ? 'LP' : formats.includes('CD') ? 'CD' : 'Digital';
    const price = r.pick(PRICES[imprint.cur][main]);
    const pressing = formats.includes('LP') ? r.pick([300, 500, 500, 750, 1000, 1000, 1500, 2000, 3000, 5000]) : null;
    const charted = r.chance(0.68);
    const peak = charted ? r.weighted([[r.int(1, 10), 3], [r.int(11, 40), 4], [r.int(41, 95), 3]]) : null;
    const certified = peak != null && peak <= 20 && r.chance(0.6);
    const explicit = r.chance(0.28);
    const producer = r.pick(PRODUCERS);
    const genre = r.chance(0.85) ? a.genre : r.pick(['Indie rock', 'Folk', 'Electronic', 'Synth-pop', 'Ambient'].filter((g) => g !== a.genre));
    releases.push({ title, artist: a, imprint, studio, type, date, monthOnly, seconds, tracks, formats, price, pressing, peak, certified, explicit, producer, genre, catno: null, swedish: own && a.country === 'Sweden' });
  }
  // catalogue numbers run with the release date within each imprint
  for (const x of [...releases].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))) {
    counters[x.imprint.prefix] += r.int(1, 3);
    x.catno = `${x.imprint.prefix}-${String(counters[x.imprint.prefix]).padStart(3, '0')}`;
  }
}

// ------------------------------------------------------------------ how a page states each value
const comma = (s) => String(s).replace('.', ',');
const MON_SV = ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'];
const MON_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const sv = (x) => x.swedish;

function dateText(x, k) {
  const [y, m, d] = x.date.split('-').map(Number);
  if (x.monthOnly) return sv(x) ? `${MON_SV[m - 1]} ${y}` : [`${MON_SHORT[m - 1]} ${y}`, fmtDate(`${x.date}-01`, 'month')][k % 2];
  if (sv(x)) return `${d} ${MON_SV[m - 1]} ${y}`;
  const st = x.imprint.style;
  if (st === 'us') return [`${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`, fmtDate(x.date, 'us'), x.date][k % 3];
  if (st === 'de') return [fmtDate(x.date, 'dotted'), fmtDate(x.date, 'long'), x.date][k % 3];
  return [x.date, fmtDate(x.date, 'long'), fmtDate(x.date, 'short')][k % 3];
}
/** → [text, minutes] */
function runtimeText(x, k) {
  const s = x.seconds;
  const mm = Math.floor(s / 60);
  const ss = String(s % 60).padStart(2, '0');
  if (sv(x)) return [`${mm} min ${ss} sek`, s / 60];
  switch (k % 6) {
    case 0:
      return [`${mm}:${ss}`, s / 60];
    case 1:
      return [`${mm} min ${ss} s`, s / 60];
    case 2:
      return [`${s} s`, s / 60];
    case 3: {
      const h = Math.round((s / 3600) * 100) / 100;
      return [`${h} h`, h * 60];
    }
    case 4:
      return [`${mm}'${ss}"`, s / 60];
    default:
      return [`${Math.round(s / 60)} minutes`, Math.round(s / 60)];
  }
}
const FORMAT_WORDS = [
  { LP: 'LP', CD: 'CD', Cassette: 'Cassette', Digital: 'Digital' },
  { LP: 'Vinyl LP', CD: 'CD', Cassette: 'Cassette', Digital: 'Download' },
  { LP: '12" vinyl', CD: 'Compact Disc', Cassette: 'Tape', Digital: 'Streaming' },
  { LP: 'LP', CD: 'CD', Cassette: 'MC', Digital: 'digital' },
];
const FORMAT_SV = { LP: 'Vinyl', CD: 'CD', Cassette: 'Kassett', Digital: 'Digitalt' };
function formatsText(x, k) {
  if (sv(x)) return x.formats.map((f) => FORMAT_SV[f]).join(', ');
  const w = FORMAT_WORDS[k % 4];
  return x.formats.map((f) => w[f]).join([', ', ' / ', ', ', ' · '][k % 4]);
}
const NUMBER_WORDS = { 300: 'three hundred', 500: 'five hundred', 750: 'seven hundred and fifty', 1000: 'one thousand', 1500: 'fifteen hundred', 2000: 'two thousand', 3000: 'three thousand', 5000: 'five thousand' };
function pressingText(x, k) {
  const p = x.pressing;
  if (p == null) return sv(x) ? 'ingen vinyl' : ['n/a', 'no vinyl edition', '—'][k % 3];
  if (sv(x)) return `${String(p).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} ex.`;
  switch (k % 5) {
    case 0:
      return `${group(p)} copies`;
    case 1:
      return p >= 1000 ? `${p / 1000}k` : `${p} copies`;
    case 2:
      return NUMBER_WORDS[p];
    case 3:
      return `limited to ${group(p)}`;
    default:
      return group(p);
  }
}
function peakText(x, k) {
  if (x.peak == null) return sv(x) ? '—' : ['did not chart', '—', 'n/a', 'Did not chart'][k % 4];
  if (sv(x)) return `#${x.peak}`;
  return [`#${x.peak}`, `No. ${x.peak}`, String(x.peak), `peaked at ${x.peak}`][k % 4];
}
function priceText(x, k) {
  const p = x.price;
  switch (x.imprint.cur) {
    case 'SEK':
      return sv(x) ? `${p} kr` : [`${p} kr`, `SEK ${p}:-`, `${p},00 SEK`, `SEK ${p}`][k % 4];
    case 'EUR':
      return [`${comma(p.toFixed(2))} €`, `€ ${comma(p.toFixed(2))}`, `EUR ${p.toFixed(2)}`, `€${p.toFixed(2)}`][k % 4];
    case 'GBP':
      return [`£${p.toFixed(2)}`, `GBP ${p.toFixed(2)}`][k % 2];
    default:
      return [`$${p.toFixed(2)}`, `USD ${p.toFixed(2)}`, `${p.toFixed(2)} USD`][k % 3];
  }
}
const GENRE_WORDS = {
  'Indie rock': ['Indie rock', 'Indie Rock', 'Alternative / indie', 'indie-rock'],
  Folk: ['Folk', 'Contemporary folk', 'Folk', 'Acoustic folk'],
  Electronic: ['Electronic', 'Electronica', 'Electronic', 'electronic'],
  'Synth-pop': ['Synth-pop', 'Synthpop', 'Synth pop', 'Synth-pop'],
  'Post-punk': ['Post-punk', 'Post punk', 'Post-punk', 'post-punk'],
  'Singer-songwriter': ['Singer-songwriter', 'Singer/songwriter', 'Singer-songwriter', 'Americana / singer-songwriter'],
  Jazz: ['Jazz', 'Contemporary jazz', 'Jazz', 'jazz'],
  Ambient: ['Ambient', 'Ambient / drone', 'Ambient', 'ambient'],
};
const GENRE_SV = { 'Synth-pop': 'Synthpop', Folk: 'Folkmusik', 'Post-punk': 'Postpunk', Ambient: 'Ambient', 'Indie rock': 'Indierock', Electronic: 'Elektroniskt' };
const genreText = (x, k) => (sv(x) ? GENRE_SV[x.genre] : GENRE_WORDS[x.genre][k % 4]);
const typeText = (x, k) => (sv(x) ? x.type : x.type === 'EP' ? ['EP', 'EP', 'Extended play (EP)'][k % 3] : ['Album', 'Studio album', 'LP (album)', 'Full-length'][k % 4]);
const catText = (x, k) => (k % 3 === 1 ? x.catno.replace('-', '') : x.catno);
const certRow = (x, k) =>
  sv(x)
    ? ['Certifierad', x.certified ? 'ja' : 'nej']
    : [
        ['Certified', x.certified ? 'Yes' : 'No'],
        ['Uncertified', x.certified ? 'No' : 'Yes'],
        ['Certification', x.certified ? (x.peak <= 5 ? 'Gold' : 'Silver') : 'None'],
        ['Certified (Y/N)', x.certified ? 'Y' : 'N'],
        ['Sales certification', x.certified ? '✓' : '✗'],
      ][k % 5];
const explicitRow = (x, k) =>
  sv(x)
    ? ['Explicit text', x.explicit ? 'ja' : 'nej']
    : [
        ['Explicit lyrics', x.explicit ? 'Yes' : 'No'],
        ['Parental advisory', x.explicit ? '✓' : '✗'],
        ['Clean lyrics', x.explicit ? 'No' : 'Yes'],
        ['Explicit (Y/N)', x.explicit ? 'Y' : 'N'],
      ][(k + 2) % 4];
const L = (x, k, en, swe) => (sv(x) ? swe : en[k % en.length]);

function pageStates(x, k) {
  const [runtime, minutes] = runtimeText(x, k);
  return { date: dateText(x, k), runtime, minutes, formats: formatsText(x, k), pressing: pressingText(x, k), peak: peakText(x, k), price: priceText(x, k), genre: genreText(x, k),
    type: typeText(x, k), catno: catText(x, k), cert: certRow(x, k)[1], explicit: explicitRow(x, k)[1], tracks: String(x.tracks) };
}

function specRows(x, s, k) {
  return [
    [L(x, k, ['Title', 'Release', 'Album title', 'Title'], 'Titel'), x.title],
    [L(x, k, ['Catalogue number', 'Cat. no.', 'Catalog #', 'Cat#'], 'Katalognummer'), s.catno],
    [L(x, k, ['Artist', 'By', 'Performed by', 'Artist'], 'Artist'), x.artist.name],
    [L(x, k, ['Label', 'Imprint', 'Released on', 'Record label'], 'Skivbolag'), x.imprint.name],
    [L(x, k, ['Recorded at', 'Studio', 'Recording studio', 'Recorded at'], 'Inspelad i'), x.studio.name],
    [L(x, k, ['Release date', 'Released', 'Street date', 'Out'], 'Utgivningsdatum'), s.date],
    [L(x, k, ['Type', 'Release type', 'Type', 'Format type'], 'Typ'), s.type],
    [L(x, k, ['Formats', 'Available on', 'Format(s)', 'Editions'], 'Format'), s.formats],
    [L(x, k, ['Runtime', 'Length', 'Running time', 'Total time', 'Duration'], 'Speltid'), s.runtime],
    [L(x, k, ['Tracks', 'Track count', 'Number of tracks', 'Songs'], 'Antal spår'), s.tracks],
    [L(x, k, ['Price', 'Retail price', 'RRP', 'List price'], 'Pris'), s.price],
    [L(x, k, ['Vinyl pressing', 'Pressing', 'Edition size (vinyl)', 'Vinyl run'], 'Upplaga (vinyl)'), s.pressing],
    [L(x, k, ['Chart peak', 'Peak position', 'Highest chart position', 'Chart peak (national)'], 'Högsta listplacering'), s.peak],
    certRow(x, k),
    explicitRow(x, k),
    [L(x, k, ['Producer', 'Produced by', 'Production', 'Producer'], 'Producent'), x.producer],
    [L(x, k, ['Genre', 'Style', 'Genre', 'Genre'], 'Genre'), s.genre],
  ];
}
function releaseProse(x, s, k) {
  if (sv(x)) return [[`${x.title} spelades in på ${x.studio.name} och producerades av ${x.producer}.`, `${x.title} gavs ut ${s.date} på ${x.imprint.name}.`][k % 2]];
  const opts = [
    `${x.title} was recorded at ${x.studio.name} and produced by ${x.producer}.`,
    `${x.title} came out on ${s.date}.`,
    `${x.title} runs ${s.runtime} across ${x.tracks} tracks.`,
    x.peak != null ? `${x.title} peaked at number ${x.peak} on the national chart.` : `${x.title} was released by ${x.artist.name} on ${x.imprint.name}.`,
    x.pressing != null ? `The vinyl edition of ${x.title} was pressed in a run of ${group(x.pressing)} copies.` : `${x.title} is not available on vinyl.`,
  ];
  return [opts[k % opts.length]];
}

// ------------------------------------------------------------------ facts
const corpus = new Corpus(dir);
function releaseFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.title, 'release', attr, value, unit, stated, file);
  F('catalogue_number', x.catno, 'text', s.catno);
  F('artist', x.artist.name, '', x.artist.name);
  F('imprint', x.imprint.name, '', x.imprint.name);
  F('studio', x.studio.name, '', x.studio.name);
  F('release_date', x.date, 'date', s.date);
  F('type', x.type, '', s.type);
  F('formats', x.formats, 'list', s.formats);
  F('runtime', s.minutes, 'min', s.runtime);
  F('tracks', x.tracks, '', s.tracks);
  F('price', x.price, x.imprint.cur, s.price);
  F('pressing', x.pressing, '', x.pressing == null ? '' : s.pressing);
  F('chart_peak', x.peak, '', x.peak == null ? '' : s.peak);
  F('certified', x.certified, 'bool', s.cert);
  F('explicit', x.explicit, 'bool', s.explicit);
  F('producer', x.producer, 'person', x.producer);
  F('genre', x.genre, '', s.genre);
}

// ------------------------------------------------------------------ layouts
const EXPORT = { csv: 'GHR', tsv: 'CPL', semicolon: 'HTS', json_flat: 'FRL' };
const PAGE_LAYOUTS = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested'];
const assign = new Map([...PAGE_LAYOUTS, ...Object.keys(EXPORT)].map((x) => [x, []]));
const inExport = new Set();
const swedish = releases.filter((x) => x.swedish);
for (const [layout, pre] of Object.entries(EXPORT)) {
  const mine = r.shuffle(releases.filter((x) => x.imprint.prefix === pre && !x.swedish)).slice(0, 3);
  mine.forEach((x) => inExport.add(x));
  assign.get(layout).push(...mine);
}
// the two Swedish-titled releases get Swedish pages (HTML definition list and plain text)
assign.get('html_dl').push(swedish[0]);
assign.get('txt').push(swedish[1]);
swedish.forEach((x) => inExport.add(x));
r.shuffle(releases.filter((x) => !inExport.has(x))).forEach((x, i) => assign.get(PAGE_LAYOUTS[i % PAGE_LAYOUTS.length]).push(x));
const docTitle = (x) => `${x.title} – ${x.artist.name} – ${GROUP} catalogue`;
const relFile = (x, ext) => `releases/${slug(x.title)}.${ext}`;
let k = 0;

for (const x of assign.get('html_table')) {
  const file = relFile(x, 'html');
  const s = pageStates(x, k);
  corpus.write(file, htmlTablePage({ title: x.title, docTitle: docTitle(x), crumbs: [GROUP, 'Catalogue', x.title], lead: releaseProse(x, s, k),
    sections: [{ heading: 'Release details', rows: specRows(x, s, k) }], colA: 'Field', colB: 'Value', footer: `${GROUP} · catalogue sheet, internal use` }));
  releaseFacts(x, file, s);
  k++;
}
for (const x of assign.get('html_dl')) {
  const file = relFile(x, 'html');
  const s = pageStates(x, k);
  const rows = specRows(x, s, k);
  corpus.write(file, htmlDlPage({ title: x.title, docTitle: docTitle(x), site: sv(x) ? `${x.imprint.name} – katalog` : GROUP, lead: releaseProse(x, s, k),
    sections: sv(x)
      ? [{ heading: 'Utgåva', rows: rows.slice(0, 9) }, { heading: 'Försäljning', rows: rows.slice(9) }]
      : [{ heading: 'Release', rows: rows.slice(0, 9) }, { heading: 'Sales & editions', rows: rows.slice(9) }],
    footer: sv(x) ? 'Frågor? Kontakta katalogansvarig.' : 'Questions about this sheet go to the catalogue team.' }));
  releaseFacts(x, file, s);
  k++;
}
for (const x of assign.get('html_infobox')) {
  const file = relFile(x, 'html');
  const s = pageStates(x, k);
  const rows = specRows(x, s, k);
  corpus.write(file, htmlInfoboxPage({ title: x.title, lead: releaseProse(x, s, k), sections: [{ heading: 'Release', rows: rows.slice(0, 10) }, { heading: 'Commercial', rows: rows.slice(10) }],
    footer: `${GROUP} catalogue` }));
  releaseFacts(x, file, s);
  k++;
}
for (const x of assign.get('md_bullets')) {
  const file = relFile(x, 'md');
  const s = pageStates(x, k);
  corpus.write(file, mdBulletsNote({ title: `${x.title} (${x.artist.name})`, lead: releaseProse(x, s, k), sections: [{ heading: 'Details', rows: specRows(x, s, k) }] }));
  releaseFacts(x, file, s);
  k++;
}
for (const x of assign.get('md_yaml')) {
  const file = relFile(x, 'md');
  const s = pageStates(x, k);
  const rows = specRows(x, s, k).slice(5);
  corpus.write(file, mdYamlTableNote({
    title: x.title,
    frontMatter: [['title', x.title], ['catalogue', s.catno], ['artist', x.artist.name], ['label', x.imprint.name], ['studio', x.studio.name], ['status', 'in print']],
    lead: releaseProse(x, s, k), sections: [{ heading: 'Catalogue card', rows }], colA: 'Item', colB: 'Detail',
  }));
  releaseFacts(x, file, s);
  k++;
}
for (const x of assign.get('txt')) {
  const file = relFile(x, 'txt');
  const s = pageStates(x, k);
  corpus.write(file, txtProfile({ txtHeader: `${sv(x) ? 'UTGÅVA' : 'RELEASE'}: ${x.title.toUpperCase()}\n${'='.repeat(40)}`, sections: [{ rows: specRows(x, s, k) }], lead: releaseProse(x, s, k) }));
  releaseFacts(x, file, s);
  k++;
}
for (const x of assign.get('json_nested')) {
  const file = relFile(x, 'json');
  const iso = k % 2 === 0;
  const mm = Math.floor(x.seconds / 60);
  const runtime = iso ? `PT${mm}M${x.seconds % 60}S` : String(x.seconds);
  const s = { catno: x.catno, date: x.date, type: x.type, formats: x.formats[0], runtime, minutes: x.seconds / 60, tracks: String(x.tracks), price: String(x.price),
    pressing: x.pressing == null ? '' : String(x.pressing), peak: x.peak == null ? '' : String(x.peak), cert: '', explicit: '', genre: x.genre };
  const rec = {
    release: {
      title: x.title,
      catalogue_number: x.catno,
      credits: { artist: { name: x.artist.name }, producer: x.producer, recorded_at: { studio: x.studio.name } },
      label: { imprint: x.imprint.name },
      dates: { released: x.date },
      product: {
        type: x.type,
        formats: x.formats,
        price: { amount: x.price, currency: x.imprint.cur },
        vinyl: x.pressing == null ? null : { pressing_copies: x.pressing },
      },
      audio: { ...(iso ? { duration: runtime } : { duration_seconds: x.seconds }), track_count: x.tracks, explicit: x.explicit },
      performance: { chart_peak: x.peak, certified: x.certified },
      genre: x.genre,
      note: releaseProse(x, pageStates(x, k), k)[0],
    },
  };
  corpus.write(file, JSON.stringify(rec, null, 2) + '\n');
  releaseFacts(x, file, s);
  k++;
}
// --- CSV export (Greyhaven, UK): units in the header, plain numbers
{
  const file = 'exports/greyhaven-catalogue.csv';
  const header = ['cat_no', 'title', 'artist', 'label', 'studio', 'release_date', 'type', 'formats', 'Runtime (min)', 'tracks', 'Price (GBP)', 'Vinyl pressing (copies)', 'chart_peak',
    'certified', 'explicit', 'producer', 'genre'];
  const yn = (b) => (b ? 'yes' : 'no');
  const rows = assign.get('csv').map((x) => {
    const min = (x.seconds / 60).toFixed(2);
    releaseFacts(x, file, { catno: x.catno, date: x.date, type: x.type, formats: x.formats.join('; '), runtime: min, minutes: Number(min), tracks: String(x.tracks), price: x.price.toFixed(2),
      pressing: x.pressing == null ? '' : String(x.pressing), peak: x.peak == null ? '' : String(x.peak), cert: yn(x.certified), explicit: yn(x.explicit), genre: x.genre });
    return [x.catno, x.title, x.artist.name, x.imprint.name, x.studio.name, x.date, x.type, x.formats.join('; '), min, x.tracks, x.price.toFixed(2), x.pressing ?? '', x.peak ?? '',
      yn(x.certified), yn(x.explicit), x.producer, x.genre];
  });
  corpus.write(file, delimited(header, rows));
}
// --- TSV (Copperline, US): units inside the values
{
  const file = 'exports/copperline-releases.tsv';
  const header = ['Release', 'Cat #', 'Artist', 'Imprint', 'Studio', 'Street date', 'Type', 'Formats', 'Length', 'Tracks', 'Retail', 'Vinyl run', 'Peak', 'Certified', 'Explicit', 'Producer', 'Genre'];
  const rows = assign.get('tsv').map((x, i) => {
    const [m, d, y] = [x.date.slice(5, 7), x.date.slice(8, 10), x.date.slice(0, 4)];
    const date = x.monthOnly ? `${MON_SHORT[Number(m) - 1]} ${y}` : `${m}/${d}/${y}`;
    const runtime = `${Math.floor(x.seconds / 60)}:${String(x.seconds % 60).padStart(2, '0')}`;
    const s = { catno: x.catno.replace('-', ''), date, type: x.type, formats: x.formats.join(', '), runtime, minutes: x.seconds / 60, tracks: `${x.tracks} tracks`, price: `$${x.price.toFixed(2)}`,
      pressing: x.pressing == null ? '' : `${group(x.pressing)} copies`, peak: x.peak == null ? '' : `#${x.peak}`, cert: x.certified ? 'Y' : 'N', explicit: x.explicit ? 'Y' : 'N', genre: GENRE_WORDS[x.genre][i % 4] };
    releaseFacts(x, file, s);
    return [x.title, s.catno, x.artist.name, x.imprint.name, x.studio.name, date, x.type, s.formats, runtime, s.tracks, s.price, x.pressing == null ? '-' : s.pressing, x.peak == null ? 'DNC' : s.peak,
      s.cert, s.explicit, x.producer, s.genre];
  });
  corpus.write(file, `# Length = total running time (m:ss); Vinyl run = copies pressed; Peak = national chart peak (DNC = did not chart)\n` + delimited(header, rows, '\t'));
}
// --- semicolon CSV (Halbton, Germany): German headers, decimal commas, n/a for unknown or missing values
{
  const file = 'exports/halbton-katalog.csv';
  const header = ['katalognummer', 'titel', 'kuenstler', 'label', 'studio', 'veroeffentlicht', 'typ', 'formate', 'spielzeit_min', 'titelanzahl', 'preis_eur', 'auflage_vinyl', 'chartplatzierung',
    'zertifiziert', 'explizit', 'produzent', 'genre'];
  const FMT_DE = { LP: 'LP', CD: 'CD', Cassette: 'Kassette', Digital: 'Digital' };
  const GENRE_DE = { 'Post-punk': 'Post-Punk', Electronic: 'Elektronische Musik', 'Indie rock': 'Indie-Rock', Folk: 'Folk', 'Synth-pop': 'Synthie-Pop', Ambient: 'Ambient', Jazz: 'Jazz', 'Singer-songwriter': 'Liedermacher' };
  const jn = (b) => (b ? 'ja' : 'nein');
  const rows = assign.get('semicolon').map((x) => {
    const min = comma((x.seconds / 60).toFixed(1));
    const date = x.monthOnly ? `${x.date.slice(5, 7)}.${x.date.slice(0, 4)}` : fmtDate(x.date, 'dotted');
    const pressing = x.pressing == null ? 'n/a' : x.pressing >= 1000 ? String(x.pressing).replace(/\B(?=(\d{3})+(?!\d))/g, '.') : String(x.pressing);
    const s = { catno: x.catno, date, type: x.type, formats: x.formats.map((f) => FMT_DE[f]).join(', '), runtime: min, minutes: Number((x.seconds / 60).toFixed(1)), tracks: String(x.tracks),
      price: comma(x.price.toFixed(2)), pressing: x.pressing == null ? '' : pressing, peak: x.peak == null ? '' : String(x.peak), cert: jn(x.certified), explicit: jn(x.explicit), genre: GENRE_DE[x.genre] };
    releaseFacts(x, file, s);
    return [x.catno, x.title, x.artist.name, x.imprint.name, x.studio.name, date, x.type, s.formats, min, x.tracks, s.price, pressing, x.peak ?? 'n/a', s.cert, s.explicit, x.producer, s.genre];
  });
  corpus.write(file, delimited(header, rows, ';'));
}
// --- JSON flat records (Frostlight, Sweden)
{
  const file = 'exports/frostlight-catalogue.json';
  const recs = assign.get('json_flat').map((x) => {
    releaseFacts(x, file, { catno: x.catno, date: x.date, type: x.type.toLowerCase(), formats: x.formats[0], runtime: String(x.seconds), minutes: x.seconds / 60, tracks: String(x.tracks), price: String(x.price),
      pressing: x.pressing == null ? '' : String(x.pressing), peak: x.peak == null ? '' : String(x.peak), cert: '', explicit: '', genre: x.genre.toLowerCase() });
    return { catalogue_no: x.catno, title: x.title, artist: x.artist.name, imprint: x.imprint.name, studio: x.studio.name, release_date: x.date, type: x.type.toLowerCase(), formats: x.formats,
      runtime_seconds: x.seconds, tracks: x.tracks, price_sek: x.price, vinyl_pressing: x.pressing, chart_peak: x.peak, certified: x.certified ? 1 : 0, explicit: x.explicit,
      producer: x.producer, genre: x.genre.toLowerCase() };
  });
  corpus.write(file, JSON.stringify({ imprint: 'Frostlight Records', exported: '2025-01-20', currency: 'SEK', releases: recs }, null, 2) + '\n');
}

// ------------------------------------------------------------------ simple pages (artists, studios, imprints)
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

// --- artists
const MEMBER_WORDS = { 1: 'solo artist', 2: 'duo', 3: 'three-piece', 4: 'four-piece', 5: 'five-piece', 6: 'six-piece' };
r.shuffle(ARTISTS).forEach((a, i) => {
  const Lt = LAYOUTS8[i % LAYOUTS8.length];
  const solo = a.members === 1;
  const membersText = i % 2 === 0 ? MEMBER_WORDS[a.members] : String(a.members);
  const activeRow = [
    ['Active', a.active ? 'Yes' : 'No'],
    ['Status', a.active ? 'Active' : 'Disbanded'],
    ['Disbanded', a.active ? 'No' : 'Yes'],
    ['Still active', a.active ? '✓' : '✗'],
    ['Years active', a.active ? `${a.formed}–present` : `${a.formed}–${a.ended}`],
  ][(i + 4) % 5];
  const lead = [
    [
      `${a.name} ${solo ? 'started releasing music' : 'formed'} in ${a.hometown} in ${a.formed}.`,
      `${a.name} comes from ${a.hometown}, ${a.country}.`,
      `${a.name} has ${a.listenersText} monthly listeners on streaming services.`,
      solo ? `${a.name} performs as a solo artist.` : `${a.name} is a ${MEMBER_WORDS[a.members]} from ${a.hometown}.`,
    ][i % 4],
  ];
  const rows = [
    [['Country', 'Origin', 'Country of origin', 'Home country'][i % 4], a.country],
    [['Hometown', 'Based in', 'From', 'City'][i % 4], a.hometown],
    [solo ? ['Active since', 'Debut year'][i % 2] : ['Formed', 'Founded', 'Formed in'][i % 3], String(a.formed)],
    [solo ? ['Line-up', 'Members'][i % 2] : ['Members', 'Line-up', 'Band members'][i % 3], membersText],
    activeRow,
    [['Monthly listeners', 'Monthly listeners (streaming)', 'Listeners per month'][i % 3], a.listenersText],
  ];
  const nested = { artist: { full_name: a.name, origin: { country: a.country, hometown: a.hometown }, career: { formed: a.formed, members: a.members, active: a.active }, streaming: { monthly_listeners: a.listeners },
    bio: lead[0] } };
  const flat = { name: a.name, country: a.country, hometown: a.hometown, formed: a.formed, members: a.members, still_active: a.active, monthly_listeners: a.listenersText, note: lead[0] };
  const file = simplePage(Lt, `artists/${slug(a.name)}`, a.name, 'ARTIST', lead, rows, nested, flat, 'Artist profile');
  const F = (attr, value, unit, stated) => corpus.fact(a.name, 'artist', attr, value, unit, stated, file);
  const isNested = Lt === 'json_nested';
  const isFlat = Lt === 'json_flat';
  F('country', a.country, '', a.country);
  F('hometown', a.hometown, '', a.hometown);
  F('formed', a.formed, 'year', String(a.formed));
  F('members', a.members, '', isNested || isFlat ? String(a.members) : membersText);
  F('active', a.active, 'bool', isNested || isFlat ? '' : activeRow[1]);
  F('monthly_listeners', a.listeners, '', isNested ? String(a.listeners) : a.listenersText);
});

// --- studios
STUDIOS.forEach((st, i) => {
  const Lt = ['html_infobox', 'txt', 'md_bullets', 'html_table', 'md_yaml', 'json_nested'][i];
  let file;
  const tapeRow = [
    ['Analog tape machine', st.tape ? 'Yes' : 'No'],
    ['Tape machine', st.tape ? '✓' : '✗'],
    ['Tape machine (Y/N)', st.tape ? 'Y' : 'N'],
    ['Analogue tape', st.tape ? 'Yes' : 'No'],
    ['Digital only', st.tape ? 'No' : 'Yes'],
    null,
  ][i];
  const lead = [
    `${st.name} opened in ${st.city} in ${st.founded}.`,
    `${st.name} has ${st.rooms} ${st.rooms === 1 ? 'room' : 'rooms'} and a live room of ${st.areaText}.`,
    `Sessions at ${st.name} are booked at ${st.rateText}.`,
    `${st.name} is a recording studio in ${st.city}, ${st.country}.`,
    `${st.name} was founded in ${st.founded}.`,
    `${st.name} has been recording bands in ${st.city} since ${st.founded}.`,
  ][i];
  if (st.german) {
    // German page (Hamburg): Stadt, Land, Gegründet, Räume, Stundensatz, Aufnahmeraum, Bandmaschine
    const rows = [['Stadt', st.city], ['Land', 'Deutschland'], ['Gegründet', String(st.founded)], ['Räume', String(st.rooms)], ['Stundensatz', st.rateText], ['Aufnahmeraum', st.areaText],
      ['Bandmaschine', st.tape ? 'ja' : 'nein']];
    file = `studios/${slug(st.name)}.md`;
    corpus.write(file, mdBulletsNote({ title: st.name, lead: [`${st.name} wurde ${st.founded} in ${st.city} gegründet.`], sections: [{ heading: 'Studio', rows }] }));
    const F = (attr, value, unit, stated) => corpus.fact(st.name, 'studio', attr, value, unit, stated, file);
    F('city', st.city, '', st.city);
    F('country', st.country, '', 'Deutschland');
    F('founded', st.founded, 'year', String(st.founded));
    F('rooms', st.rooms, '', String(st.rooms));
    F('hourly_rate', st.rate, st.cur, st.rateText);
    F('live_room_area', st.area, 'm2', st.areaText);
    F('tape_machine', st.tape, 'bool', st.tape ? 'ja' : 'nein');
    return;
  }
  const rows = [
    [['City', 'Location', 'City', 'Town'][i % 4], st.city],
    ['Country', st.country],
    [['Founded', 'Established', 'Opened', 'Since'][i % 4], String(st.founded)],
    [['Rooms', 'Number of rooms', 'Studios on site', 'Rooms'][i % 4], String(st.rooms)],
    [['Hourly rate', 'Rate', 'Day rate (per hour)', 'Price per hour'][i % 4], st.rateText],
    [['Live room', 'Live room area', 'Live room size', 'Tracking room'][i % 4], st.areaText],
    tapeRow,
  ];
  const sqft = st.areaText.includes('ft');
  const areaVal = sqft ? Number(st.areaText.replace(/[^\d]/g, '')) : st.area;
  const nested = { studio: { name: st.name, location: { city: st.city, country: st.country }, history: { founded: st.founded }, facilities: { rooms: st.rooms, live_room: { area: areaVal, unit: sqft ? 'sq ft' : 'm2' },
    analog_tape_machine: st.tape }, booking: { hourly_rate: { amount: st.rate, currency: st.cur } }, about: lead } };
  file = simplePage(Lt, `studios/${slug(st.name)}`, st.name, 'STUDIO', [lead], rows, nested, null, 'Studio');
  const F = (attr, value, unit, stated) => corpus.fact(st.name, 'studio', attr, value, unit, stated, file);
  const json = Lt === 'json_nested';
  F('city', st.city, '', st.city);
  F('country', st.country, '', st.country);
  F('founded', st.founded, 'year', String(st.founded));
  F('rooms', st.rooms, '', String(st.rooms));
  F('hourly_rate', st.rate, st.cur, json ? String(st.rate) : st.rateText);
  F('live_room_area', st.area, 'm2', json ? String(areaVal) : st.areaText);
  F('tape_machine', st.tape, 'bool', json ? '' : tapeRow[1]);
});

// --- imprints
IMPRINTS.forEach((im, i) => {
  const Lt = ['txt', 'html_dl', 'json_nested', 'md_yaml'][i];
  const lead = [
    `${im.name} was founded in ${im.city} in ${im.founded}.`,
    `${im.name} is distributed by ${im.distributor}.`,
    `${im.name} has been part of ${im.parent} since its launch.`,
    `${im.name} runs out of ${im.city}, ${im.country}, as an imprint of ${im.parent}.`,
  ][i];
  const rows = [
    [['Country', 'Country', 'Country', 'Based in (country)'][i], im.country],
    [['City', 'Head office', 'City', 'Office'][i], im.city],
    [['Founded', 'Established', 'Founded', 'Launched'][i], String(im.founded)],
    [['Parent label', 'Parent company', 'Part of', 'Parent label'][i], im.parent],
    [['Distributor', 'Distribution', 'Distributed by', 'Distributor'][i], im.distributor],
    [['Catalogue prefix', 'Cat. no. prefix', 'Prefix', 'Catalogue prefix'][i], im.prefix],
  ];
  const nested = { imprint: { name: im.name, location: { city: im.city, country: im.country }, founded: im.founded, corporate: { parent_label: im.parent, distributor: im.distributor },
    catalogue_prefix: im.prefix, about: lead } };
  const file = simplePage(Lt, `imprints/${slug(im.name)}`, im.name, 'IMPRINT', [lead], rows, nested, null, 'Imprint');
  const F = (attr, value, unit, stated) => corpus.fact(im.name, 'imprint', attr, value, unit, stated, file);
  F('country', im.country, '', im.country);
  F('city', im.city, '', im.city);
  F('founded', im.founded, 'year', String(im.founded));
  F('parent_label', im.parent, '', im.parent);
  F('distributor', im.distributor, '', im.distributor);
  F('prefix', im.prefix, 'text', im.prefix);
});

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `${GROUP} — catalogue drive.\nreleases/ holds one sheet per release (album or EP); exports/ the catalogue exports of the four imprints; artists/, studios/ and imprints/ the reference pages.\nPrices are retail prices in the currency of the imprint that released the record (SEK for Frostlight, EUR for Halbton, GBP for Greyhaven, USD for Copperline); nothing is converted. Runtimes are given however the imprint writes them (m:ss, seconds or minutes). Studio rates are in the studio's own currency.\n`);
corpus.write('admin/royalty-splits-2024.md', `# Royalty splits 2024\n\n| Income stream | Artist share | Label share |\n|---|---|---|\n| Physical sales | 18% | 82% |\n| Streaming | 50% | 50% |\n| Sync licensing | 50% | 50% |\n| Merchandise (label-run) | 20% | 80% |\n\nStatements go out twice a year, within 90 days of 30 June and 31 December. Advances above 25,000 EUR need sign-off from the group board.\n`);
corpus.write('admin/pressing-plant-quotes.md', `# Pressing plant quotes (2025)\n\n- 300 copies, black 140 g vinyl: EUR 1,890 (6.30 per unit)\n- 500 copies, black 180 g vinyl: EUR 2,450\n- 1,000 copies, coloured vinyl: EUR 4,300; lead time 14 weeks\n- Test pressings: 5 copies, EUR 95\n\nMinimum order at the Leipzig plant is 250 copies; reorders under 300 copies are charged at the 300 rate.\n`);
corpus.write('admin/tour-support-policy.md', `# Tour support\n\nTour support is capped at 4,000 GBP per artist per year (or the equivalent in SEK, EUR or USD). Van hire of up to 21 days per tour is covered; festival slots with fewer than 2,000 tickets are not. Requests go in at least 8 weeks ahead.\n`);

const stats = corpus.flush(source);
console.log(`music: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
