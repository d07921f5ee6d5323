#!/usr/bin/env node
// Games corpus (held-out): the shared drive of a board-game café chain, "The Meeple Room" — 45 games in its
// libraries, 12 publishers, 10 designers, 4 café branches, and a few background documents.
//   node bench/corpora/games/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "games-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Canonical units of source.csv: playing time in minutes (a page saying "1 h 15 min" holds 75, "1.5 hours" 90; a
// range "45–60 min" holds its upper bound in playing_time and its lower bound in playing_time_from), box weight in
// grams (a page saying "3.2 lb" holds 3.2 × 453.59237 g, "3 lb 4 oz" holds (3 + 4/16) × 453.59237, "1,45 kg" 1450),
// price in the currency the page states (GBP, EUR or USD, never converted), years as numbers. "up to 5 (solo mode
// included)" holds 1 to 5 players.
// Links: game → publisher (country, founded, website), game → designer (nationality, born), game → branch (the café
// whose library holds it: city, country). Game pages never state the publisher's country, the designer's
// nationality or the branch's city.
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
const r = rng('games-v1');

const G_PER_LB = 453.59237;
const G_PER_OZ = 28.349523125;
const CHAIN = 'The Meeple Room';

// ------------------------------------------------------------------ branches
const BRANCHES = [
  { name: 'Kirkgate', city: 'Leeds', country: 'United Kingdom', style: 'uk', seats: 64, tables: 16, hours: 'Mon–Sun 11:00–23:00', opened: '2015-03-14', manager: 'Jess Whitfield', fee: 5 },
  { name: 'Südvorstadt', city: 'Leipzig', country: 'Germany', style: 'de', seats: 48, tables: 12, hours: 'Di–So 14:00–00:00', opened: '2018-09-01', manager: 'Tobias Reinhardt', fee: 4 },
  { name: 'Croix-Rousse', city: 'Lyon', country: 'France', style: 'fr', seats: 40, tables: 10, hours: 'Tue–Sun 12:00–22:30', opened: '2020-02-22', manager: 'Camille Roux', fee: 5 },
  { name: 'Fremont', city: 'Seattle', country: 'United States', style: 'us', seats: 90, tables: 22, hours: 'Daily 10:00 AM – 11:00 PM', opened: '2022-06-10', manager: 'Marcus Bell', fee: 8 },
];
const CUR = { uk: 'GBP', de: 'EUR', fr: 'EUR', us: 'USD' };

// ------------------------------------------------------------------ publishers [name, country, city, founded, website]
const PUBLISHERS = [
  ['Kranichwerk Spiele', 'Germany', 'Nuremberg', 1994],
  ['Lindenholz Verlag', 'Germany', 'Bamberg', 2003],
  ['Ostwind Games', 'Germany', 'Hamburg', 2011],
  ['Feder & Würfel', 'Germany', 'Cologne', 2016],
  ['Red Barn Games', 'United States', 'Madison', 2007],
  ['Lanternfly Studio', 'United States', 'Pittsburgh', 2014],
  ['Copperkettle Games', 'United States', 'Austin', 2019],
  ['Éditions Mistral', 'France', 'Marseille', 1998],
  ['Atelier Pion', 'France', 'Nantes', 2012],
  ['Fenwick & Hale', 'United Kingdom', 'Bristol', 2009],
  ['Wisła Games', 'Poland', 'Kraków', 2013],
  ['Koboshi Games', 'Japan', 'Osaka', 2010],
].map(([name, country, city, founded]) => ({ name, country, city, founded, website: `https://www.${slug(name).replace(/-and-/g, 'and').replace(/-/g, '')}.example` }));

// ------------------------------------------------------------------ designers [name, nationality, born, lives in]
const DESIGNERS = [
  ['Annika Vogt', 'German', 1968, 'Munich'],
  ['Matthias Kreuzer', 'German', 1975, 'Dresden'],
  ['Lena Hofbauer', 'Austrian', 1982, 'Vienna'],
  ['Ravi Menon', 'American', 1979, 'Chicago'],
  ['Carla Bellini', 'Italian', 1971, 'Turin'],
  ['Tomasz Wrona', 'Polish', 1986, 'Wrocław'],
  ['Yuki Tanabe', 'Japanese', 1990, 'Kyoto'],
  ['Pierre Dufresne', 'French', 1963, 'Lille'],
  ['Grace Holloway', 'British', 1984, 'Manchester'],
  ['Sam Ortega', 'American', 1973, 'Denver'],
].map(([name, nationality, born, lives]) => ({ name, nationality, born, lives }));

// ------------------------------------------------------------------ the 45 games
const TITLES = ['Saltmarsh', 'Harbour Lights', 'Copper Valley', 'Glasshouse', 'Tidewater', 'Ember Road', 'Starling', 'The Long Winter', 'Kestrel Ridge', 'Mycelium',
  'Paper Lanterns', 'Ironbound', 'Orchard Keepers', 'Nightjar', 'Salt & Sugar', "Cartographers' Guild", 'Deep Reef', 'Windmill Country', 'Bramblewood', 'Stonemasons',
  'Hanseatic', 'Moonrakers', 'Tea Clipper', 'Velvet Heist', 'Foxglove', 'Rivet', 'Aurora Station', 'Beekeepers', 'Cobblestone', 'Signal Fire', 'Ferryman', 'Spice Caravan',
  'Pocket Dungeon', 'Tiny Gardens', "Dragon's Ledger", 'Wildflower', 'Tundra', 'Night Market', 'Clockwork Zoo', 'Four Rivers', 'Snowdrift', "Pilgrim's Way", 'Kite',
  'Waldläufer', 'Drei Brücken'];
const MECHANICS = ['Worker placement', 'Deck building', 'Tile placement', 'Set collection', 'Area control', 'Engine building', 'Dice rolling', 'Hand management', 'Drafting',
  'Roll and write', 'Push your luck', 'Trick taking', 'Hidden roles', 'Pick-up and deliver', 'Network building'];
const EXPANSIONS = ['High Tide', 'The Northern Isles', 'Winter Fair', 'Deluxe Upgrade Pack', 'Lost Cities', 'Fifth Player Kit', 'Night Shift', 'The Guild Hall', 'Monsoon',
  'Merchants & Mayors', 'Solo Campaign', 'Promo Box', 'The Silver Mine', 'Harvest Moon', 'Sea Monsters', 'Outposts', 'Storm Front', 'The Archive', 'Rogue Agents', 'Festival',
  'Second Wind', 'Deep Roots', 'The Observatory', 'Iron Horses', 'Twilight', 'Caravans', 'Frozen North', 'The Long Road'];
const TIMES = [20, 25, 30, 40, 45, 60, 60, 75, 90, 90, 120, 150, 180];
// publishers weighted so German houses have several games
const PUB_W = [5, 4, 4, 3, 4, 4, 3, 4, 3, 4, 3, 3];

const games = [];
{
  let ei = 0;
  const pubs = [];
  PUBLISHERS.forEach((p, i) => {
    for (let j = 0; j < PUB_W[i]; j++) pubs.push(p);
  });
  const pubOrder = r.shuffle(pubs).slice(0, TITLES.length);
  TITLES.forEach((title, i) => {
    const branch = i >= TITLES.length - 2 ? BRANCHES[1] : BRANCHES[i % 4];
    const publisher = i >= TITLES.length - 2 ? PUBLISHERS[i === TITLES.length - 2 ? 1 : 0] : pubOrder[i];
    const designer = r.pick(DESIGNERS);
    const min = r.pick([1, 1, 2, 2, 2, 2, 3]);
    const max = r.chance(0.12) ? Math.max(min, 2) : Math.min(8, min + r.int(1, 5));
    const time = r.pick(TIMES);
    const ranged = time >= 45 && time <= 120 && r.chance(0.3);
    const from = ranged ? time - (time >= 90 ? 30 : 15) : time;
    const age = r.pick([8, 8, 10, 10, 12, 12, 13, 14, 14, 16]);
    const complexity = Math.round(r.float(1.1, 4.6) * 100) / 100;
    const boxG = r.int(28, 260) * 10;
    const base = r.int(15, 75);
    const cur = CUR[branch.style];
    const price = cur === 'USD' ? base + 5 + 0.99 : cur === 'GBP' ? base + 0.99 : base + 0.95;
    const year = r.int(2006, 2024);
    const copies = r.weighted([[1, 5], [2, 4], [3, 2], [4, 1]]);
    const coop = r.chance(0.3);
    const nExp = r.weighted([[0, 5], [1, 3], [2, 2]]);
    const expansions = EXPANSIONS.slice(ei, ei + nExp);
    ei = (ei + nExp) % EXPANSIONS.length;
    const mechanics = r.sample(MECHANICS, r.int(2, 3));
    const langFree = r.chance(0.4);
    games.push({ german: i >= TITLES.length - 2, title, branch, publisher, designer, min, max, time, from, ranged, age, complexity, boxG, price, cur, year, copies, coop, expansions, mechanics, langFree });
  });
}

// ------------------------------------------------------------------ how a page states each value
const comma = (s) => String(s).replace('.', ',');
const de = (g) => g.german; // German labels and wording (the two German-titled games)
const deNum = (g) => g.branch.style === 'de'; // decimal commas (every Leipzig copy)
function playersText(g, k) {
  if (g.min === g.max) return [`${g.min} players`, `${g.min} players only`][k % 2];
  if (g.min === 1 && k % 3 === 0) return `up to ${g.max} (solo mode included)`;
  if (de(g)) return [`${g.min}–${g.max} Spieler`, `${g.min} bis ${g.max}`][k % 2];
  return [`${g.min}–${g.max} players`, `${g.min} to ${g.max}`, `${g.min}-${g.max}`][k % 3];
}
function timeText(g, k) {
  if (g.ranged) return de(g) ? `${g.from}–${g.time} Min.` : [`${g.from}–${g.time} min`, `${g.from}-${g.time} minutes`][k % 2];
  const t = g.time;
  if (de(g)) return [`${t} Minuten`, `ca. ${t} Min.`][k % 2];
  if (t % 60 === 0 && k % 3 === 0) return `${t / 60} h`;
  if (t > 60 && t % 30 === 0 && k % 3 === 1) return `${t / 60} hours`;
  if (t > 60 && k % 3 === 2) return `${Math.floor(t / 60)} h ${t % 60} min`.replace(' 0 min', '');
  return [`${t} min`, `${t} minutes`][k % 2];
}
function ageText(g, k) {
  if (de(g)) return [`ab ${g.age} Jahren`, `${g.age}+`][k % 2];
  return [`${g.age}+`, `ages ${g.age} and up`, `${g.age} years and older`, `${g.age}+`][k % 4];
}
function complexityText(g, k) {
  const t = g.complexity.toFixed(2);
  if (deNum(g) || g.branch.style === 'fr') return [`${comma(t)} / 5`, comma(t)][k % 2];
  return [`${t} / 5`, t, `${t} out of 5`][k % 3];
}
/** → [text, grams] */
function boxText(g, k) {
  const st = g.branch.style;
  if (st === 'us') {
    const lb = g.boxG / G_PER_LB;
    const l1 = Math.round(lb * 10) / 10;
    if (k % 3 === 1) {
      const whole = Math.floor(lb);
      const oz = Math.round((lb - whole) * 16);
      if (whole > 0 && oz > 0 && oz < 16) return [`${whole} lb ${oz} oz`, (whole + oz / 16) * G_PER_LB];
    }
    if (k % 3 === 2 && lb < 2) {
      const oz = Math.round(lb * 16);
      return [`${oz} oz`, oz * G_PER_OZ];
    }
    return [[`${l1} lb`, `${l1} lbs`][k % 2], l1 * G_PER_LB];
  }
  const kg = (g.boxG / 1000).toFixed(2);
  if (st === 'uk') return [[`${group(g.boxG)} g`, `${kg} kg`][k % 2], g.boxG];
  if (st === 'de') return [[`${g.boxG} g`, `${comma(kg)} kg`][k % 2], g.boxG];
  return [[`${kg} kg`, `${String(g.boxG).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} g`][k % 2], g.boxG];
}
function priceText(g, k) {
  const f = g.price.toFixed(2);
  if (g.cur === 'GBP') return [`£${f}`, `GBP ${f}`, `£${f}`][k % 3];
  if (g.cur === 'USD') return [`$${f}`, `USD ${f}`, `${f} USD`][k % 3];
  if (deNum(g)) return [`${comma(f)} €`, `€ ${comma(f)}`, `EUR ${comma(f)}`][k % 3];
  return [`€${f}`, `${f} EUR`][k % 2];
}
const coopRow = (g, k) =>
  de(g)
    ? ['Kooperativ', g.coop ? 'ja' : 'nein']
    : [
        ['Co-operative', g.coop ? 'Yes' : 'No'],
        ['Competitive', g.coop ? 'No' : 'Yes'],
        ['Co-op', g.coop ? '✓' : '✗'],
        ['Play style', g.coop ? 'Co-operative' : 'Competitive'],
      ][k % 4];
const langRow = (g, k) =>
  de(g)
    ? ['Sprachunabhängig', g.langFree ? 'ja' : 'nein']
    : [
        ['Language-independent', g.langFree ? 'Yes' : 'No'],
        ['Language dependence', g.langFree ? 'None' : 'Lots of text'],
        ['Text on components', g.langFree ? 'No' : 'Yes'],
        ['Language-neutral', g.langFree ? '✓' : '✗'],
      ][(k + 1) % 4];
const L = (g, k, en, ger) => (de(g) ? ger : en[k % en.length]);
const listText = (xs, k, none = 'none') => (xs.length ? xs.join([', ', ' · ', '; '][k % 3]) : none);

function pageStates(g, k) {
  const [box, grams] = boxText(g, k);
  return { players: playersText(g, k), time: timeText(g, k), age: ageText(g, k), complexity: complexityText(g, k), box, grams, price: priceText(g, k) };
}

function specRows(g, s, k) {
  const rows = [
    [L(g, k, ['Title', 'Game', 'Title'], 'Titel'), g.title],
    [L(g, k, ['Publisher', 'Published by', 'Publisher'], 'Verlag'), g.publisher.name],
    [L(g, k, ['Designer', 'Designed by', 'Game designer', 'Designer'], 'Autor'), g.designer.name],
    [L(g, k, ['Year published', 'Published', 'Released', 'First published'], 'Erscheinungsjahr'), String(g.year)],
    [L(g, k, ['Players', 'Number of players', 'Player count'], 'Spieler'), s.players],
    [L(g, k, ['Playing time', 'Play time', 'Duration', 'Game length'], 'Spieldauer'), s.time],
    [L(g, k, ['Age', 'Minimum age', 'Recommended age', 'Ages'], 'Alter'), s.age],
    [L(g, k, ['Weight', 'Complexity', 'Complexity rating', 'Difficulty (1–5)'], 'Komplexität'), s.complexity],
    [L(g, k, ['Box weight', 'Shipping weight', 'Weight of box', 'Package weight'], 'Gewicht der Schachtel'), s.box],
    [L(g, k, ['Retail price', 'Price', 'RRP', 'Shop price'], 'Preis'), s.price],
    [L(g, k, ['Copies owned', 'Copies', 'In the library', 'Number of copies'], 'Exemplare'), String(g.copies)],
    coopRow(g, k),
    langRow(g, k),
    [L(g, k, ['Mechanics', 'Mechanisms', 'Tags', 'Game mechanics'], 'Mechanismen'), listText(g.mechanics, k)],
    [L(g, k, ['Expansions', 'Available expansions', 'Add-ons'], 'Erweiterungen'), listText(g.expansions, k, de(g) ? 'keine' : 'none')],
    [L(g, k, ['Branch', 'Shelf location', 'Café', 'Library'], 'Filiale'), g.branch.name],
  ];
  return rows;
}
function gameProse(g, s, k) {
  if (de(g)) return [[`${g.title} erschien ${g.year} bei ${g.publisher.name}.`, `Eine Partie ${g.title} dauert ${s.time}.`, `${g.title} ist für ${s.players} gedacht.`][k % 3]];
  const opts = [
    `${g.title} was designed by ${g.designer.name} and first published in ${g.year}.`,
    `A game of ${g.title} takes ${s.time}.`,
    `We keep ${g.copies === 1 ? 'one copy' : `${g.copies} copies`} of ${g.title} on the shelves.`,
    `${g.title} is recommended for ${s.age === `${g.age}+` ? `ages ${g.age}+` : s.age}.`,
    `${g.title} plays ${s.players}.`,
  ];
  return [opts[k % opts.length]];
}

// ------------------------------------------------------------------ facts
const corpus = new Corpus(dir);
function gameFacts(g, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(g.title, 'game', attr, value, unit, stated, file);
  F('publisher', g.publisher.name, '', g.publisher.name);
  F('designer', g.designer.name, '', g.designer.name);
  F('branch', g.branch.name, '', g.branch.name);
  F('year', g.year, 'year', String(g.year));
  F('min_players', g.min, '', s.playersMin ?? s.players);
  F('max_players', g.max, '', s.playersMax ?? s.players);
  F('playing_time', g.time, 'min', s.time);
  F('playing_time_from', g.from, 'min', s.timeFrom ?? s.time);
  F('min_age', s.ageMissing ? null : g.age, '', s.ageMissing ? '' : s.age);
  F('complexity', g.complexity, '', s.complexity);
  F('box_weight', s.grams, 'g', s.grams == null ? '' : s.box);
  F('price', g.price, g.cur, s.price);
  F('copies', g.copies, '', String(g.copies));
  F('cooperative', g.coop, 'bool', s.coop ?? '');
  F('language_independent', g.langFree, 'bool', s.lang ?? '');
  F('mechanics', g.mechanics, 'list', g.mechanics[0]);
  F('expansions', g.expansions, 'list', g.expansions[0] ?? '');
}
const pageStated = (g, s, k) => ({ ...s, coop: coopRow(g, k)[1], lang: langRow(g, k)[1] });

// ------------------------------------------------------------------ layouts
const EXPORT = { csv: 'Leeds', tsv: 'Seattle', semicolon: 'Leipzig', json_flat: 'Lyon' };
const PAGE_LAYOUTS = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested'];
const assign = new Map([...PAGE_LAYOUTS, ...Object.keys(EXPORT)].map((x) => [x, []]));
const inExport = new Set();
const german = games.filter((g) => g.title === 'Waldläufer' || g.title === 'Drei Brücken');
for (const [layout, city] of Object.entries(EXPORT)) {
  const mine = r.shuffle(games.filter((g) => g.branch.city === city && !german.includes(g))).slice(0, 4);
  mine.forEach((g) => inExport.add(g));
  assign.get(layout).push(...mine);
}
// the two German-titled games get German pages (Markdown bullets and plain text)
assign.get('md_bullets').push(german[0]);
assign.get('txt').push(german[1]);
german.forEach((g) => inExport.add(g));
r.shuffle(games.filter((g) => !inExport.has(g))).forEach((g, i) => assign.get(PAGE_LAYOUTS[i % PAGE_LAYOUTS.length]).push(g));
const docTitle = (g) => `${g.title} – ${CHAIN} game library`;
const gameFile = (g, ext) => `games/${slug(g.title)}.${ext}`;
let k = 0;

for (const g of assign.get('html_table')) {
  const file = gameFile(g, 'html');
  const s = pageStates(g, k);
  corpus.write(file, htmlTablePage({ title: g.title, docTitle: docTitle(g), crumbs: [CHAIN, 'Game library', g.title], lead: gameProse(g, s, k),
    sections: [{ heading: 'Game details', rows: specRows(g, s, k) }], colA: 'Field', colB: 'Value', footer: `${CHAIN} · please return games to the shelf you found them on` }));
  gameFacts(g, file, pageStated(g, s, k));
  k++;
}
for (const g of assign.get('html_dl')) {
  const file = gameFile(g, 'html');
  const s = pageStates(g, k);
  const rows = specRows(g, s, k);
  corpus.write(file, htmlDlPage({ title: g.title, docTitle: docTitle(g), site: CHAIN, lead: gameProse(g, s, k),
    sections: [{ heading: 'At a glance', rows: rows.slice(0, 8) }, { heading: 'In our library', rows: rows.slice(8) }], footer: 'Ask staff for a rules explanation.' }));
  gameFacts(g, file, pageStated(g, s, k));
  k++;
}
for (const g of assign.get('html_infobox')) {
  const file = gameFile(g, 'html');
  const s = pageStates(g, k);
  const rows = specRows(g, s, k);
  corpus.write(file, htmlInfoboxPage({ title: g.title, lead: gameProse(g, s, k), sections: [{ heading: 'Game', rows: rows.slice(0, 9) }, { heading: 'Library copy', rows: rows.slice(9) }],
    footer: `Part of the ${CHAIN} library.` }));
  gameFacts(g, file, pageStated(g, s, k));
  k++;
}
for (const g of assign.get('md_bullets')) {
  const file = gameFile(g, 'md');
  const s = pageStates(g, k);
  corpus.write(file, mdBulletsNote({ title: g.title, lead: gameProse(g, s, k), sections: [{ heading: de(g) ? 'Spielinfo' : 'Details', rows: specRows(g, s, k) }] }));
  gameFacts(g, file, pageStated(g, s, k));
  k++;
}
for (const g of assign.get('md_yaml')) {
  const file = gameFile(g, 'md');
  const s = pageStates(g, k);
  const rows = specRows(g, s, k).slice(3);
  corpus.write(file, mdYamlTableNote({
    title: g.title,
    frontMatter: [['title', g.title], ['publisher', g.publisher.name], ['designer', g.designer.name], ['shelf', 'B-' + String(10 + k)], ['status', 'available']],
    lead: gameProse(g, s, k), sections: [{ heading: 'Library card', rows }], colA: 'Item', colB: 'Detail',
  }));
  gameFacts(g, file, pageStated(g, s, k));
  k++;
}
for (const g of assign.get('txt')) {
  const file = gameFile(g, 'txt');
  const s = pageStates(g, k);
  corpus.write(file, txtProfile({ txtHeader: `${de(g) ? 'SPIEL' : 'GAME'}: ${g.title.toUpperCase()}\n${'='.repeat(40)}`, sections: [{ rows: specRows(g, s, k) }], lead: gameProse(g, s, k) }));
  gameFacts(g, file, pageStated(g, s, k));
  k++;
}
for (const g of assign.get('json_nested')) {
  const file = gameFile(g, 'json');
  const us = g.cur === 'USD';
  const lb = Math.round((g.boxG / G_PER_LB) * 10) / 10;
  const box = us ? { value: lb, unit: 'lb' } : { value: g.boxG, unit: 'g' };
  const grams = us ? lb * G_PER_LB : g.boxG;
  const playtime = g.ranged ? { from_minutes: g.from, to_minutes: g.time } : { minutes: g.time };
  const s = { players: String(g.min), playersMax: String(g.max), time: String(g.time), timeFrom: String(g.from), age: String(g.age), complexity: String(g.complexity), box: String(box.value), grams,
    price: String(g.price) };
  const rec = {
    game: {
      title: g.title,
      year_published: g.year,
      credits: { designer: { name: g.designer.name }, publisher: { name: g.publisher.name } },
      play: { players: { min: g.min, max: g.max }, playtime, minimum_age: g.age, complexity: g.complexity, cooperative: g.coop, language_independent: g.langFree, mechanics: g.mechanics },
      product: { box_weight: box, price: { amount: g.price, currency: g.cur }, expansions: g.expansions },
      library: { branch: g.branch.name, copies: g.copies },
      blurb: gameProse(g, { ...pageStates(g, k), time: timeText(g, k) }, k)[0],
    },
  };
  corpus.write(file, JSON.stringify(rec, null, 2) + '\n');
  gameFacts(g, file, s);
  k++;
}
// --- CSV export (Leeds): units in the header, plain numbers
{
  const file = 'exports/kirkgate-library.csv';
  const header = ['title', 'publisher', 'designer', 'year', 'min_players', 'max_players', 'Playing time (min)', 'min_age', 'complexity', 'Box weight (g)', 'Price (GBP)', 'copies', 'co_op',
    'language_independent', 'mechanics', 'expansions', 'branch'];
  const yn = (b) => (b ? 'yes' : 'no');
  const rows = assign.get('csv').map((g) => {
    gameFacts(g, file, { players: String(g.min), playersMax: String(g.max), time: String(g.time), timeFrom: '', age: String(g.age), complexity: g.complexity.toFixed(2), box: String(g.boxG),
      grams: g.boxG, price: g.price.toFixed(2), coop: yn(g.coop), lang: yn(g.langFree) });
    return [g.title, g.publisher.name, g.designer.name, g.year, g.min, g.max, g.time, g.age, g.complexity.toFixed(2), g.boxG, g.price.toFixed(2), g.copies, yn(g.coop), yn(g.langFree),
      g.mechanics.join('; '), g.expansions.join('; '), g.branch.name];
  });
  corpus.write(file, delimited(header, rows));
}
// --- TSV (Seattle): units inside the values
{
  const file = 'exports/fremont-inventory.tsv';
  const header = ['Game', 'Year', 'Players', 'Time', 'Age', 'Weight', 'Box', 'Price', 'Copies', 'Co-op', 'Language-free', 'Mechanics', 'Expansions', 'Publisher', 'Designer', 'Store'];
  const rows = assign.get('tsv').map((g, i) => {
    const [box, grams] = boxText(g, i + 1);
    const s = { players: g.min === g.max ? `${g.min}` : `${g.min}–${g.max}`, time: g.ranged ? `${g.from}–${g.time} min` : `${g.time} min`, age: `${g.age}+`, complexity: g.complexity.toFixed(2), box, grams,
      price: `$${g.price.toFixed(2)}`, coop: g.coop ? 'Y' : 'N', lang: g.langFree ? 'Y' : 'N' };
    gameFacts(g, file, s);
    return [g.title, g.year, s.players, s.time, s.age, s.complexity, box, s.price, g.copies, s.coop, s.lang, g.mechanics.join(', '), g.expansions.length ? g.expansions.join(', ') : '-', g.publisher.name,
      g.designer.name, g.branch.name];
  });
  corpus.write(file, `# Weight = complexity (1-5); Box = shipping weight of the box\n` + delimited(header, rows, '\t'));
}
// --- semicolon CSV (Leipzig): German headers, decimal commas, n/a for unknown values
{
  const file = 'exports/suedvorstadt-spiele.csv';
  const header = ['titel', 'verlag', 'autor', 'jahr', 'spieler', 'spieldauer_min', 'alter', 'komplexitaet', 'gewicht_g', 'preis_eur', 'exemplare', 'kooperativ', 'sprachunabhaengig',
    'mechanismen', 'erweiterungen', 'filiale'];
  const lst = assign.get('semicolon');
  const noBox = lst[1].title;
  const noAge = lst[3].title;
  const jn = (b) => (b ? 'ja' : 'nein');
  const rows = lst.map((g) => {
    const nb = g.title === noBox;
    const na = g.title === noAge;
    const players = g.min === g.max ? String(g.min) : `${g.min}-${g.max}`;
    const time = g.ranged ? `${g.from}-${g.time}` : String(g.time);
    const s = { players, time, age: na ? '' : String(g.age), ageMissing: na, complexity: comma(g.complexity.toFixed(2)), box: nb ? '' : String(g.boxG), grams: nb ? null : g.boxG,
      price: comma(g.price.toFixed(2)), coop: jn(g.coop), lang: jn(g.langFree) };
    gameFacts(g, file, s);
    return [g.title, g.publisher.name, g.designer.name, g.year, players, time, na ? 'n/a' : g.age, s.complexity, nb ? 'n/a' : g.boxG, s.price, g.copies, s.coop, s.lang, g.mechanics.join(', '),
      g.expansions.length ? g.expansions.join(', ') : 'n/a', g.branch.name];
  });
  corpus.write(file, delimited(header, rows, ';'));
}
// --- JSON flat records (Lyon)
{
  const file = 'exports/croix-rousse-ludotheque.json';
  const recs = assign.get('json_flat').map((g) => {
    const kg = g.boxG / 1000;
    gameFacts(g, file, { players: String(g.min), playersMax: String(g.max), time: String(g.time), timeFrom: String(g.from), age: String(g.age), complexity: String(g.complexity), box: String(kg),
      grams: g.boxG, price: String(g.price), coop: '', lang: '' });
    return { title: g.title, publisher: g.publisher.name, designer: g.designer.name, year_published: g.year, players_min: g.min, players_max: g.max, min_playtime_minutes: g.from,
      max_playtime_minutes: g.time, min_age: g.age, complexity: g.complexity, box_weight_kg: kg, price_eur: g.price, copies_owned: g.copies, cooperative: g.coop,
      language_independent: g.langFree, mechanics: g.mechanics, expansions: g.expansions, branch: g.branch.name };
  });
  corpus.write(file, JSON.stringify({ cafe: `${CHAIN} – Croix-Rousse`, exported: '2024-11-15', games: recs }, null, 2) + '\n');
}

// ------------------------------------------------------------------ simple pages (publishers, designers, branches)
const LAYOUTS8 = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested', 'json_flat'];
function simplePage(Lt, base, name, header, lead, rows, nested, flat, heading) {
  let file;
  if (Lt === 'html_table') corpus.write((file = `${base}.html`), htmlTablePage({ title: name, crumbs: [CHAIN, heading], lead, sections: [{ heading, rows }] }));
  else if (Lt === 'html_dl') corpus.write((file = `${base}.html`), htmlDlPage({ title: name, site: CHAIN, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'html_infobox') corpus.write((file = `${base}.html`), htmlInfoboxPage({ title: name, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'md_bullets') corpus.write((file = `${base}.md`), mdBulletsNote({ title: name, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'md_yaml')
    corpus.write((file = `${base}.md`), mdYamlTableNote({ title: name, frontMatter: [['name', name], ...rows.slice(0, 2)], lead, sections: [{ heading, rows: rows.slice(2) }] }));
  else if (Lt === 'txt') corpus.write((file = `${base}.txt`), txtProfile({ txtHeader: `${header}: ${name.toUpperCase()}`, sections: [{ rows }], lead }));
  else if (Lt === 'json_nested') corpus.write((file = `${base}.json`), JSON.stringify(nested, null, 2) + '\n');
  else corpus.write((file = `${base}.json`), JSON.stringify(flat, null, 2) + '\n');
  return file;
}

// --- publishers
r.shuffle(PUBLISHERS).forEach((p, i) => {
  const Lt = LAYOUTS8[i % LAYOUTS8.length];
  const lead = [[`${p.name} was founded in ${p.city} in ${p.founded}.`, `${p.name} is based in ${p.city}, ${p.country}.`, `More about ${p.name} at ${p.website}.`][i % 3]];
  const rows = [[['Country', 'Based in', 'Country of origin'][i % 3], p.country], [['Headquarters', 'City', 'Head office'][i % 3], p.city], [['Founded', 'Established', 'Since'][i % 3], String(p.founded)],
    [['Website', 'Web', 'Homepage'][i % 3], p.website]];
  const nested = { publisher: { name: p.name, location: { city: p.city, country: p.country }, history: { founded: p.founded }, contact: { website: p.website }, about: lead[0] } };
  const flat = { name: p.name, country: p.country, headquarters: p.city, founded: p.founded, website: p.website, note: lead[0] };
  const file = simplePage(Lt, `publishers/${slug(p.name)}`, p.name, 'PUBLISHER', lead, rows, nested, flat, 'Publisher');
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'publisher', attr, value, unit, stated, file);
  F('country', p.country, '', p.country);
  F('headquarters', p.city, '', p.city);
  F('founded', p.founded, 'year', String(p.founded));
  F('website', p.website, 'text', p.website);
});

// --- designers
r.shuffle(DESIGNERS).forEach((d, i) => {
  const Lt = LAYOUTS8[(i + 3) % LAYOUTS8.length];
  const lead = [[`${d.name} was born in ${d.born} and lives in ${d.lives}.`, `${d.name.split(' ')[0]} is ${/^[AEIOU]/.test(d.nationality) ? 'an' : 'a'} ${d.nationality} game designer.`, `${d.name} has been designing games from ${d.lives} for years.`][i % 3]];
  const rows = [[['Nationality', 'Nationality', 'Citizenship'][i % 3], d.nationality], [['Born', 'Year of birth', 'Birth year'][i % 3], String(d.born)], [['Lives in', 'Home town', 'Based in'][i % 3], d.lives]];
  const nested = { designer: { full_name: d.name, personal: { nationality: d.nationality, born: d.born }, home: { city: d.lives }, bio: lead[0] } };
  const flat = { name: d.name, nationality: d.nationality, birth_year: d.born, lives_in: d.lives, note: lead[0] };
  const file = simplePage(Lt, `designers/${slug(d.name)}`, d.name, 'DESIGNER', lead, rows, nested, flat, 'Designer profile');
  const F = (attr, value, unit, stated) => corpus.fact(d.name, 'designer', attr, value, unit, stated, file);
  F('nationality', d.nationality, '', d.nationality);
  F('born', d.born, 'year', String(d.born));
  F('lives_in', d.lives, '', d.lives);
});

// --- branches
BRANCHES.forEach((b, i) => {
  const Lt = ['html_dl', 'md_yaml', 'txt', 'json_nested'][i];
  const cur = CUR[b.style];
  const feeText = cur === 'GBP' ? `£${b.fee}.00 per person` : cur === 'USD' ? `$${b.fee} per person` : b.style === 'de' ? `${b.fee},00 € pro Person` : `€${b.fee} per person`;
  const opened = [fmtDate(b.opened, 'long'), fmtDate(b.opened, 'dotted'), fmtDate(b.opened, 'short'), b.opened][i];
  const lead = [[`Our ${b.city} café opened on ${fmtDate(b.opened, 'long')}.`, `${b.manager} runs the ${b.name} café.`, `The café seats ${b.seats} players at ${b.tables} tables.`, `Find us in ${b.city}.`][i]];
  const rows = [['City', b.city], ['Country', b.country], [['Seats', 'Seating capacity'][i % 2], String(b.seats)], [['Tables', 'Number of tables'][i % 2], String(b.tables)],
    [['Opening hours', 'Open'][i % 2], b.hours], [['Opened', 'Opening date'][i % 2], opened], [['Manager', 'Branch manager'][i % 2], b.manager], [['Table fee', 'Cover charge'][i % 2], feeText]];
  const nested = { branch: { name: b.name, chain: CHAIN, location: { city: b.city, country: b.country }, venue: { seats: b.seats, tables: b.tables, opening_hours: b.hours, opened: b.opened },
    staff: { manager: b.manager }, pricing: { table_fee: { amount: b.fee, currency: cur } }, about: lead[0] } };
  const file = simplePage(Lt, `branches/${slug(b.name)}`, b.name, 'BRANCH', lead, rows, nested, null, 'Branch details');
  const F = (attr, value, unit, stated) => corpus.fact(b.name, 'branch', attr, value, unit, stated, file);
  const jsonish = Lt === 'json_nested';
  F('city', b.city, '', b.city);
  F('country', b.country, '', b.country);
  F('seats', b.seats, '', String(b.seats));
  F('tables', b.tables, '', String(b.tables));
  F('opening_hours', b.hours, 'text', b.hours);
  F('opened', b.opened, 'date', jsonish ? b.opened : opened);
  F('manager', b.manager, 'text', b.manager);
  F('table_fee', b.fee, cur, jsonish ? String(b.fee) : feeText);
});

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `${CHAIN} — shared drive.\ngames/ holds one page per game in our libraries; exports/ the inventory lists four cafés export from the stock system; publishers/, designers/ and branches/ the reference pages.\nPrices are retail prices in the currency of the café that owns the copy (GBP in Leeds, EUR in Leipzig and Lyon, USD in Seattle); nothing is converted. Seattle weighs boxes in pounds.\n`);
corpus.write('admin/events-2024.md', `# Events calendar 2024\n\n| Event | Leeds | Leipzig | Lyon | Seattle |\n|---|---|---|---|---|\n| Weekly tournament night | Thu | Mi | Jeu | Wed |\n| Learn-to-play afternoon | Sun 14:00 | So 15:00 | Dim 14:00 | Sat 13:00 |\n| Entry fee for tournaments | £10 | 8 € | €8 | $12 |\n\nPrize support: up to 3 games per tournament, maximum 120 players across all branches.\n`);
corpus.write('admin/damaged-games-policy.md', `# Damaged and missing pieces\n\n- Count the pieces when a game comes back; a box missing more than 2 pieces goes to the repair shelf.\n- Replacement parts usually arrive within 14 days.\n- A game damaged beyond repair is replaced if it costs less than 60 in the local currency.\n`);

const stats = corpus.flush(source);
console.log(`games: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
