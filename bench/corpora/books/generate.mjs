#!/usr/bin/env node
// Books corpus (held-out): the catalogue drive of a public library network, "Northsea Libraries" — 50 books in its
// branches, 15 authors, 8 publishers, 4 branches in four countries, and a few background documents.
//   node bench/corpora/books/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "books-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Canonical units of source.csv: weight in grams (a page saying "14.5 oz" holds 14.5 × 28.349523125 g, "1 lb 2 oz"
// holds 18 oz, "0,41 kg" 410), loan period in days (a page saying "3 weeks" / "drei Wochen" / "3 weken" holds 21;
// reference-only books have none), floor area in m² (a page saying "9,800 sq ft" holds 9800 × 0.09290304 m²), price
// (replacement cost) in the currency the page states (GBP, EUR or SEK, never converted), years as numbers, ISBNs as
// 13 digits without hyphens (pages write them with or without hyphens). Genre and language are held by their
// English names whatever the page says ("Krimi" = Crime, "Sci-fi" / "SF" = Science fiction, "Englisch" = English).
// Links: book → author (nationality, born, lives in, pen name), book → publisher (city, country, founded,
// independent), book → branch (the library that holds it: city, country, floor area, staff, opened, hours). Book
// pages never state the author's nationality, the publisher's city or country, or the branch's city.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Corpus,
  delimited,
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
const r = rng('books-v1');

const G_PER_OZ = 28.349523125;
const M2_PER_SQFT = 0.09290304;
const NET = 'Northsea Libraries';

// ------------------------------------------------------------------ branches
const BRANCHES = [
  { name: 'Castlegate', city: 'York', country: 'United Kingdom', style: 'uk', area: 9800, areaUnit: 'sq ft', staff: 14, opened: 1902, hours: 'Mon–Fri 09:00–19:00, Sat 09:00–16:00', street: '21 Castlegate' },
  { name: 'Oosterpoort', city: 'Groningen', country: 'Netherlands', style: 'nl', area: 1150, areaUnit: 'm2', staff: 11, opened: 1987, hours: 'ma–za 10:00–18:00, do tot 21:00', street: 'Oosterstraat 40' },
  { name: 'Neustadt', city: 'Bremen', country: 'Germany', style: 'de', area: 1420, areaUnit: 'm2', staff: 17, opened: 1964, hours: 'Di–Sa 10:00–19:00', street: 'Friedrich-Ebert-Straße 12' },
  { name: 'Södermalm', city: 'Stockholm', country: 'Sweden', style: 'se', area: 980, areaUnit: 'm2', staff: 9, opened: 2011, hours: 'Mon–Thu 10:00–20:00, Fri–Sun 11:00–17:00', street: 'Götgatan 54' },
];
const CUR = { uk: 'GBP', nl: 'EUR', de: 'EUR', se: 'SEK' };

// ------------------------------------------------------------------ publishers [name, city, country, founded, independent]
const PUBLISHERS = [
  ['Harbour Press', 'Hull', 'United Kingdom', 1962, true],
  ['Fenwick & Lowe', 'London', 'United Kingdom', 1891, false],
  ['Uitgeverij De Kade', 'Amsterdam', 'Netherlands', 1978, true],
  ['Meridiaan Boeken', 'Utrecht', 'Netherlands', 2004, true],
  ['Nordlicht Verlag', 'Hamburg', 'Germany', 1950, false],
  ['Kranich & Söhne', 'Munich', 'Germany', 1921, false],
  ['Bokförlaget Skären', 'Gothenburg', 'Sweden', 1985, true],
  ['Éditions du Phare', 'Brest', 'France', 1971, true],
].map(([name, city, country, founded, indie]) => ({ name, city, country, founded, indie }));
const PUB = Object.fromEntries(PUBLISHERS.map((p) => [p.name, p]));
const PUB_BY_LANG = { English: ['Harbour Press', 'Fenwick & Lowe'], Dutch: ['Uitgeverij De Kade', 'Meridiaan Boeken'], German: ['Nordlicht Verlag', 'Kranich & Söhne'],
  Swedish: ['Bokförlaget Skären'], French: ['Éditions du Phare'] };

// ------------------------------------------------------------------ authors [name, nationality, born, lives in, native language, pen name]
const AUTHORS = [
  ['Eleanor Marsh', 'British', 1958, 'Whitby', 'English', null],
  ['Tom Hardcastle', 'British', 1971, 'Leeds', 'English', null],
  ['Grace Whitley', 'British', 1983, 'Bristol', 'English', 'G. W. Rook'],
  ['Will Archer', 'British', 1966, 'Norwich', 'English', null],
  ['Joy Okonkwo', 'Nigerian', 1979, 'London', 'English', null],
  ['Pieter van Dam', 'Dutch', 1949, 'Zwolle', 'Dutch', null],
  ['Anouk Jansen', 'Dutch', 1988, 'Utrecht', 'Dutch', null],
  ['Maarten de Boer', 'Dutch', 1975, 'Leeuwarden', 'Dutch', null],
  ['Lukas Brandt', 'German', 1962, 'Kiel', 'German', null],
  ['Hanna Vogel', 'German', 1991, 'Leipzig', 'German', null],
  ['Friedrich Oltmanns', 'German', 1955, 'Oldenburg', 'German', null],
  ['Ingrid Sjöberg', 'Swedish', 1968, 'Uppsala', 'Swedish', 'Vera Stål'],
  ['Erik Lund', 'Swedish', 1985, 'Malmö', 'Swedish', null],
  ['Claire Dubois', 'French', 1973, 'Brest', 'French', null],
  ['Niamh Keane', 'Irish', 1980, 'Galway', 'English', null],
].map(([name, nationality, born, lives, lang, pen]) => ({ name, nationality, born, lives, lang, pen }));
const AUTH = Object.fromEntries(AUTHORS.map((a) => [a.name, a]));

// ------------------------------------------------------------------ the 50 books [title, author, genre, language]
const BOOKS = [
  ['Harvest', 'Eleanor Marsh', 'Fiction', 'English'],
  ['The Salt Road', 'Eleanor Marsh', 'History', 'English'],
  ['A Quiet Tide', 'Eleanor Marsh', 'Fiction', 'English'],
  ['The Glass Orchard', 'Eleanor Marsh', 'Fiction', 'English'],
  ['Murder at Marsh End', 'Tom Hardcastle', 'Crime', 'English'],
  ['Blackwater', 'Tom Hardcastle', 'Crime', 'English'],
  ['Cold Case at Kestrel Bay', 'Tom Hardcastle', 'Crime', 'English'],
  ['Signals from Vega', 'Grace Whitley', 'Science fiction', 'English'],
  ['Ghost Orbit', 'Grace Whitley', 'Science fiction', 'English'],
  ['Starfall', 'Grace Whitley', 'Fantasy', 'English'],
  ['Echoes of Titan: A Novel', 'Grace Whitley', 'Science fiction', 'English'],
  ['The Last Ferry', 'Will Archer', 'Crime', 'English'],
  ['Red Kite', 'Will Archer', 'Fiction', 'English'],
  ['Tin Soldiers', 'Will Archer', 'Crime', 'English'],
  ['Paper Boats', 'Joy Okonkwo', 'Fiction', 'English'],
  ['Small Hours', 'Joy Okonkwo', 'Poetry', 'English'],
  ['Bread & Circuses', 'Joy Okonkwo', 'Fiction', 'English'],
  ['Het Zoute Land', 'Pieter van Dam', 'History', 'Dutch'],
  ['Rivers of Europe: A History', 'Pieter van Dam', 'History', 'English'],
  ['Willem Barentsz: een leven', 'Pieter van Dam', 'Biography', 'Dutch'],
  ['Lantern', 'Anouk Jansen', 'Fantasy', 'English'],
  ['Het Glazen Huis', 'Anouk Jansen', 'Fiction', 'Dutch'],
  ['Driftwood', 'Anouk Jansen', 'Fiction', 'English'],
  ['Moord in de Polder', 'Maarten de Boer', 'Crime', 'Dutch'],
  ['The Map Room', 'Maarten de Boer', 'Crime', 'English'],
  ['Langs de Rijn', 'Maarten de Boer', 'Travel', 'Dutch'],
  ['Die Nordbahn', 'Lukas Brandt', 'Science fiction', 'German'],
  ['Deep Field', 'Lukas Brandt', 'Science fiction', 'English'],
  ['Cinder', 'Lukas Brandt', 'Science fiction', 'English'],
  ['Das kupferne Zeitalter', 'Lukas Brandt', 'Science fiction', 'German'],
  ['Nachtzug nach Kiel', 'Hanna Vogel', 'Fiction', 'German'],
  ['Under the Linden', 'Hanna Vogel', 'Poetry', 'English'],
  ['Die Hanse: Eine Geschichte', 'Friedrich Oltmanns', 'History', 'German'],
  ['Weserland', 'Friedrich Oltmanns', 'Travel', 'German'],
  ['The Quiet Engineer: A Life of Ada Brandt', 'Friedrich Oltmanns', 'Biography', 'English'],
  ['Skärgård', 'Ingrid Sjöberg', 'Crime', 'Swedish'],
  ['The Hanging Garden', 'Ingrid Sjöberg', 'Crime', 'English'],
  ['Hollow Ground', 'Ingrid Sjöberg', 'Crime', 'English'],
  ['Isvatten', 'Ingrid Sjöberg', 'Crime', 'Swedish'],
  ['Frostnatt', 'Ingrid Sjöberg', 'Crime', 'Swedish'],
  ['The Copper Moon', 'Erik Lund', 'Fantasy', 'English'],
  ['Pilgrim', 'Erik Lund', 'Science fiction', 'English'],
  ['Norrsken', 'Erik Lund', 'Science fiction', 'Swedish'],
  ['La Maison du Port', 'Claire Dubois', 'Fiction', 'French'],
  ["The Weaver's Ledger", 'Claire Dubois', 'Fiction', 'English'],
  ['Marie Curie & the Light', 'Claire Dubois', 'Biography', 'English'],
  ['An Atlas of Small Islands', 'Niamh Keane', 'Travel', 'English'],
  ['Verses for the Drowned', 'Niamh Keane', 'Poetry', 'English'],
  ['Salt', 'Niamh Keane', 'Poetry', 'English'],
  ['Fieldwork: Notes from a Changing Coast', 'Niamh Keane', 'Travel', 'English'],
];
const SUBJECTS = {
  Crime: ['detectives', 'the sea', 'cities', 'family', 'grief', 'winter', 'islands', 'memory'],
  'Science fiction': ['space travel', 'science', 'climate', 'railways', 'memory', 'war'],
  Fantasy: ['friendship', 'war', 'birds', 'winter', 'islands', 'memory'],
  Fiction: ['family', 'memory', 'grief', 'friendship', 'cities', 'food', 'art', 'migration', 'the sea'],
  History: ['trade', 'war', 'rivers', 'the sea', 'cities', 'migration', 'railways'],
  Biography: ['science', 'art', 'family', 'the sea', 'war'],
  Poetry: ['birds', 'the sea', 'grief', 'winter', 'memory', 'art'],
  Travel: ['rivers', 'islands', 'railways', 'food', 'birds', 'cities', 'climate'],
};
// general prizes, a crime prize and a science-fiction / fantasy prize
const AWARDS = ['Kestrel Prize', 'Northern Book Award', 'Golden Quill', 'Ankerprijs', 'Skagerrak Prize'];
const GENRE_AWARD = { Crime: 'Bremer Krimipreis', 'Science fiction': 'Orbit Award', Fantasy: 'Orbit Award' };
const BRANCH_W = { English: [4, 2, 2, 2], Dutch: [1, 6, 1, 0], German: [1, 0, 6, 1], Swedish: [0, 0, 1, 6], French: [1, 2, 2, 1] };

const books = BOOKS.map(([title, authorName, genre, language]) => {
  const author = AUTH[authorName];
  const branch = r.weighted(BRANCHES.map((b, i) => [b, BRANCH_W[language][i]]));
  const pubNames = PUB_BY_LANG[language];
  const publisher = PUB[pubNames.length === 1 ? pubNames[0] : r.weighted([[pubNames[0], author.born % 2 ? 3 : 1], [pubNames[1], author.born % 2 ? 1 : 3]])];
  const year = r.int(1994, 2024);
  const pages = genre === 'Poetry' ? r.int(64, 140) : genre === 'History' || genre === 'Biography' ? r.int(280, 720) : r.int(180, 560);
  const format = r.weighted([['Hardback', 35], ['Paperback', 50], ['E-book', 15]]);
  const ebook = format === 'E-book';
  const grams = ebook ? null : Math.round((pages * (format === 'Hardback' ? 1.45 : 0.95) + (format === 'Hardback' ? 180 : 60)) / 5) * 5;
  const cur = CUR[branch.style];
  const base = r.int(8, 30);
  const price = cur === 'SEK' ? base * 10 + 99 + (r.int(0, 1) ? 0 : 50) : cur === 'GBP' ? base + 0.99 : base + 0.95;
  const refOnly = !ebook && (genre === 'History' || genre === 'Biography' || genre === 'Travel') ? r.chance(0.3) : !ebook && r.chance(0.04);
  const copies = ebook ? r.int(2, 10) : refOnly ? r.int(1, 2) : r.weighted([[1, 3], [2, 4], [3, 3], [4, 2], [5, 1], [6, 1]]);
  const onLoan = refOnly ? 0 : r.int(0, copies);
  const loanDays = refOnly ? null : ebook ? 21 : year >= 2023 ? 14 : r.pick([21, 21, 28]);
  const largePrint = !ebook && r.chance(0.16);
  const audiobook = r.chance(0.35);
  const nAw = r.weighted([[0, 6], [1, 3], [2, 1]]);
  const awards = r.sample(GENRE_AWARD[genre] ? [...AWARDS, GENRE_AWARD[genre], GENRE_AWARD[genre]] : AWARDS, nAw + 1).filter((x, i, a) => a.indexOf(x) === i).slice(0, nAw);
  const subjects = r.sample(SUBJECTS[genre], r.int(2, 3));
  // ISBN-13: 978 + registration group (by the publisher's country) + digits + check digit
  const grp = { 'United Kingdom': '1', Netherlands: '90', Germany: '3', Sweden: '91', France: '2' }[publisher.country];
  let body = '978' + grp;
  while (body.length < 12) body += String(r.int(0, 9));
  const check = (10 - ([...body].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0) % 10)) % 10;
  const isbn = body + check;
  const cut = 3 + grp.length;
  const isbnHy = `${isbn.slice(0, 3)}-${grp}-${isbn.slice(cut, cut + 4)}-${isbn.slice(cut + 4, 12)}-${check}`;
  return { title, author, genre, language, branch, publisher, year, pages, format, ebook, grams, cur, price, refOnly, copies, onLoan, loanDays, largePrint, audiobook, awards, subjects,
    isbn, isbnHy };
});

// ------------------------------------------------------------------ how a page states each value
const comma = (s) => String(s).replace('.', ',');
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six'];
const GENRE = {
  en: { Fiction: ['Fiction', 'Literary fiction', 'Novel'], Crime: ['Crime', 'Crime fiction', 'Crime & mystery'], 'Science fiction': ['Science fiction', 'Sci-fi', 'SF'],
    Fantasy: ['Fantasy'], Biography: ['Biography', 'Memoir & biography', 'Biography'], History: ['History', 'Non-fiction: history', 'History'], Poetry: ['Poetry', 'Verse', 'Poetry'],
    Travel: ['Travel', 'Travel writing', 'Travel'] },
  nl: { Fiction: ['Roman'], Crime: ['Misdaad'], 'Science fiction': ['Sciencefiction'], Fantasy: ['Fantasy'], Biography: ['Biografie'], History: ['Geschiedenis'], Poetry: ['Poëzie'],
    Travel: ['Reisverhalen'] },
  de: { Fiction: ['Roman'], Crime: ['Krimi'], 'Science fiction': ['Science-Fiction'], Fantasy: ['Fantasy'], Biography: ['Biografie'], History: ['Geschichte'], Poetry: ['Lyrik'],
    Travel: ['Reiseliteratur'] },
};
const LANGNAME = {
  en: { English: 'English', Dutch: 'Dutch', German: 'German', Swedish: 'Swedish', French: 'French' },
  nl: { English: 'Engels', Dutch: 'Nederlands', German: 'Duits', Swedish: 'Zweeds', French: 'Frans' },
  de: { English: 'Englisch', Dutch: 'Niederländisch', German: 'Deutsch', Swedish: 'Schwedisch', French: 'Französisch' },
};
const FORMAT = {
  en: [{ Hardback: 'Hardback', Paperback: 'Paperback', 'E-book': 'E-book' }, { Hardback: 'Hardcover', Paperback: 'Paperback', 'E-book': 'eBook' }, { Hardback: 'HB', Paperback: 'PB', 'E-book': 'e-book' }],
  nl: [{ Hardback: 'Gebonden', Paperback: 'Paperback', 'E-book': 'E-book' }],
  de: [{ Hardback: 'Gebunden', Paperback: 'Taschenbuch', 'E-book': 'E-Book' }],
};
const YN = { nl: ['ja', 'nee'], de: ['ja', 'nein'] };

function priceText(b, k) {
  const f = b.price.toFixed(2);
  if (b.cur === 'GBP') return [`£${f}`, `GBP ${f}`, `£${f}`][k % 3];
  if (b.cur === 'SEK') return [`SEK ${b.price}:-`, `${b.price} kr`, `${b.price},00 SEK`][k % 3];
  if (b.branch.style === 'nl') return [`€ ${comma(f)}`, `${f} EUR`, `€${comma(f)}`][k % 3];
  return [`${comma(f)} €`, `EUR ${comma(f)}`, `€ ${comma(f)}`][k % 3];
}
/** → [text, grams] */
function weightText(b, k) {
  if (b.grams == null) return ['', null];
  const kg = String(b.grams / 1000); // exact: 0.965, 0.45, 1.165
  const st = b.branch.style;
  if (st === 'uk') {
    if (k % 3 === 1) {
      const oz = Math.round((b.grams / G_PER_OZ) * 2) / 2;
      if (oz < 16) return [`${oz} oz`, oz * G_PER_OZ];
      const lb = Math.floor(oz / 16);
      const rest = Math.round(oz - lb * 16);
      return [`${lb} lb ${rest} oz`, (lb * 16 + rest) * G_PER_OZ];
    }
    return [[`${b.grams} g`, '', `${kg} kg`][k % 3], b.grams];
  }
  if (st === 'nl' || st === 'de') return [[`${b.grams} g`, `${comma(kg)} kg`][k % 2], b.grams];
  return [[`${b.grams} g`, `${kg} kg`][k % 2], b.grams];
}
function loanText(b, k, lang) {
  if (b.loanDays == null) return '';
  const d = b.loanDays;
  const w = d / 7;
  if (lang === 'nl') return [`${d} dagen`, `${w} weken`][k % 2];
  if (lang === 'de') return [`${d} Tage`, `${w} Wochen`][k % 2];
  return [`${d} days`, `${w} weeks`, `${WORDS[w]} weeks`][k % 3];
}
function refOnlyEmpty(lang, k) {
  if (lang === 'nl') return 'n.v.t.';
  if (lang === 'de') return 'entfällt';
  return ['—', 'not for loan', 'n/a'][k % 3];
}
function pagesText(b, k, lang) {
  if (lang === 'nl') return [`${b.pages} pagina's`, `${b.pages} blz.`][k % 2];
  if (lang === 'de') return [`${b.pages} Seiten`, `${b.pages} S.`][k % 2];
  return [`${b.pages}`, `${b.pages} pages`, `${b.pages} pp.`][k % 3];
}
const listText = (xs, k, none) => (xs.length ? xs.join([', ', '; ', ' · '][k % 3]) : none);
const yn = (lang, v, k) => (lang === 'en' ? [v ? 'Yes' : 'No', v ? '✓' : '✗', v ? 'Y' : 'N'][k % 3] : YN[lang][v ? 0 : 1]);

function largePrintRow(b, k, lang) {
  if (lang === 'nl') return ['Grote letters', yn(lang, b.largePrint)];
  if (lang === 'de') return ['Großdruck', yn(lang, b.largePrint)];
  return [['Large print', 'Large-print edition', 'Large print'][k % 3], yn(lang, b.largePrint, k)];
}
function audioRow(b, k, lang) {
  if (lang === 'nl') return ['Ook als luisterboek', yn(lang, b.audiobook)];
  if (lang === 'de') return ['Als Hörbuch erhältlich', yn(lang, b.audiobook)];
  return [['Audiobook available', 'Also as audiobook', 'Audiobook'][(k + 1) % 3], yn(lang, b.audiobook, k + 1)];
}
function refRow(b, k, lang) {
  if (lang === 'nl') return ['Alleen ter inzage', yn(lang, b.refOnly)];
  if (lang === 'de') return ['Ausleihbar', yn(lang, !b.refOnly)]; // inverted
  return [
    ['Reference only', b.refOnly ? 'Yes' : 'No'],
    ['Available for loan', b.refOnly ? 'No' : 'Yes'], // inverted
    ['Not for loan', b.refOnly ? '✓' : '✗'],
    ['Lending', b.refOnly ? 'Reference only' : 'Lending stock'],
  ][k % 4];
}
/** copies held and on loan: [rows, stated copies, stated on loan] */
function copiesRows(b, k, lang) {
  if (lang === 'nl') return [[['Exemplaren', String(b.copies)], ['Uitgeleend', String(b.onLoan)]], String(b.copies), String(b.onLoan)];
  if (lang === 'de') return [[['Exemplare', String(b.copies)], ['Ausgeliehen', String(b.onLoan)]], String(b.copies), String(b.onLoan)];
  if (k % 4 === 3 && !b.refOnly) {
    const t = `${b.copies - b.onLoan} of ${b.copies} available`;
    return [[['Availability', t]], t, t];
  }
  return [
    [[['Copies held', 'Copies', 'Copies in stock'][k % 3], String(b.copies)], [['On loan', 'Copies on loan', 'Currently borrowed'][k % 3], String(b.onLoan)]],
    String(b.copies),
    String(b.onLoan),
  ];
}
const L = (lang, k, en, nl, de) => (lang === 'nl' ? nl : lang === 'de' ? de : en[k % en.length]);

/** Everything a page says about a book: rows (label, value) and the stated text of each fact. */
function bookPage(b, k, lang) {
  const [wt, grams] = weightText(b, k);
  const [cRows, cStated, lStated] = copiesRows(b, k, lang);
  const loan = loanText(b, k, lang);
  const genre = GENRE[lang][b.genre][k % GENRE[lang][b.genre].length];
  const langName = LANGNAME[lang][b.language];
  const format = FORMAT[lang][k % FORMAT[lang].length][b.format];
  const isbn = k % 2 ? b.isbn : b.isbnHy;
  const price = priceText(b, k);
  const pages = pagesText(b, k, lang);
  const lp = largePrintRow(b, k, lang);
  const au = audioRow(b, k, lang);
  const ro = refRow(b, k, lang);
  const rows = [
    [L(lang, k, ['Title', 'Title', 'Book'], 'Titel', 'Titel'), b.title],
    [L(lang, k, ['Author', 'By', 'Written by', 'Author'], 'Auteur', 'Autor'), b.author.name],
    [L(lang, k, ['Publisher', 'Published by', 'Imprint'], 'Uitgever', 'Verlag'), b.publisher.name],
    [L(lang, k, ['Year published', 'Published', 'First published', 'Publication year'], 'Jaar van uitgave', 'Erscheinungsjahr'), String(b.year)],
    [L(lang, k, ['Pages', 'Page count', 'Length', 'Extent'], "Aantal pagina's", 'Seiten'), pages],
    [L(lang, k, ['ISBN', 'ISBN-13'], 'ISBN', 'ISBN'), isbn],
    [L(lang, k, ['Genre', 'Category', 'Genre'], 'Genre', 'Gattung'), genre],
    [L(lang, k, ['Language', 'Language', 'Text language'], 'Taal', 'Sprache'), langName],
    [L(lang, k, ['Format', 'Binding', 'Edition'], 'Uitvoering', 'Einband'), format],
    ...(wt ? [[L(lang, k, ['Weight', 'Item weight', 'Shipping weight'], 'Gewicht', 'Gewicht'), wt]] : []),
    [L(lang, k, ['Replacement cost', 'Price', 'List price', 'RRP'], 'Vervangingswaarde', 'Ersatzkosten'), price],
    ...cRows,
    [L(lang, k, ['Loan period', 'Loan time', 'Lending period', 'Borrow for'], 'Uitleentermijn', 'Leihfrist'), loan || refOnlyEmpty(lang, k)],
    lp,
    au,
    ro,
    [L(lang, k, ['Subjects', 'Tags', 'Subject headings', 'Keywords'], 'Onderwerpen', 'Schlagwörter'), listText(b.subjects, k, 'none')],
    [L(lang, k, ['Awards', 'Prizes', 'Honours'], 'Onderscheidingen', 'Auszeichnungen'), listText(b.awards, k, L(lang, k, ['none', '—', 'none'], 'geen', 'keine'))],
    [L(lang, k, ['Branch', 'Held at', 'Location', 'Shelved at'], 'Vestiging', 'Zweigstelle'), b.branch.name],
  ];
  const stated = { copies: cStated, onLoan: lStated, loan, grams, wt, genre, langName, format, isbn, price, pages, lp: lp[1], au: au[1], ro: ro[1] };
  return { rows, stated };
}
function bookProse(b, s, k, lang) {
  if (lang === 'nl') return [[`${b.title} verscheen in ${b.year} bij ${b.publisher.name}.`, `${b.title} telt ${s.pages}.`][k % 2]];
  if (lang === 'de') return [[`${b.title} erschien ${b.year} bei ${b.publisher.name}.`, `${b.title} umfasst ${b.pages} Seiten.`][k % 2]];
  const opts = [
    `${b.title} was written by ${b.author.name} and first published in ${b.year}.`,
    `The library holds ${b.copies === 1 ? 'one copy' : `${WORDS[b.copies] ?? b.copies} copies`} of ${b.title}.`,
    `${b.title} runs to ${b.pages} pages.`,
    b.loanDays ? `${b.title} can be borrowed for ${s.loan}.` : `${b.title} is for reference only and cannot be taken home.`,
    `${b.title} was published by ${b.publisher.name} in ${b.year}.`,
  ];
  return [opts[k % opts.length]];
}

// ------------------------------------------------------------------ facts
const corpus = new Corpus(dir);
function bookFacts(b, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(b.title, 'book', attr, value, unit, stated, file);
  F('author', b.author.name, '', b.author.name);
  F('publisher', b.publisher.name, '', b.publisher.name);
  F('branch', b.branch.name, '', b.branch.name);
  F('year', b.year, 'year', String(b.year));
  F('pages', s.pagesMissing ? null : b.pages, '', s.pagesMissing ? '' : s.pages);
  F('isbn', b.isbn, 'text', s.isbn);
  F('genre', b.genre, '', s.genre);
  F('language', b.language, '', s.langName);
  F('format', b.format, '', s.format);
  F('weight', s.grams, 'g', s.grams == null ? '' : s.wt);
  F('price', b.price, b.cur, s.price);
  F('copies', b.copies, '', s.copies);
  F('on_loan', b.onLoan, '', s.onLoan);
  F('loan_period', b.loanDays, 'days', s.loan ?? '');
  F('large_print', b.largePrint, 'bool', s.lp ?? '');
  F('audiobook', b.audiobook, 'bool', s.au ?? '');
  F('reference_only', b.refOnly, 'bool', s.ro ?? '');
  F('subjects', b.subjects, 'list', b.subjects[0]);
  F('awards', b.awards, 'list', b.awards[0] ?? '');
}

// ------------------------------------------------------------------ layouts
const EXPORT = { csv: 'Castlegate', tsv: 'Södermalm', semicolon: 'Neustadt', json_flat: 'Oosterpoort' };
const PAGE_LAYOUTS = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested'];
const assign = new Map([...PAGE_LAYOUTS, ...Object.keys(EXPORT)].map((x) => [x, []]));
const inExport = new Set();
for (const [layout, branch] of Object.entries(EXPORT)) {
  const mine = r.shuffle(books.filter((b) => b.branch.name === branch)).slice(0, 4);
  mine.forEach((b) => inExport.add(b));
  assign.get(layout).push(...mine);
}
// two Dutch-language Oosterpoort books get Dutch pages, two German-language Neustadt books German pages
const pageLang = new Map();
const localPages = (branch, language) => books.filter((b) => b.branch.name === branch && b.language === language && !inExport.has(b)).slice(0, 2);
const dutch = localPages('Oosterpoort', 'Dutch');
const german = localPages('Neustadt', 'German');
dutch.forEach((b) => pageLang.set(b, 'nl'));
german.forEach((b) => pageLang.set(b, 'de'));
assign.get('html_dl').push(dutch[0]);
assign.get('md_bullets').push(dutch[1]);
assign.get('html_table').push(german[0]);
assign.get('txt').push(german[1]);
[...dutch, ...german].forEach((b) => inExport.add(b));
r.shuffle(books.filter((b) => !inExport.has(b))).forEach((b, i) => assign.get(PAGE_LAYOUTS[i % PAGE_LAYOUTS.length]).push(b));
const bookFile = (b, ext) => `books/${slug(b.title)}.${ext}`;
const docTitle = (b) => `${b.title} – ${NET} catalogue`;
let k = 0;

for (const b of assign.get('html_table')) {
  const lang = pageLang.get(b) ?? 'en';
  const file = bookFile(b, 'html');
  const { rows, stated } = bookPage(b, k, lang);
  corpus.write(file, htmlTablePage({ title: b.title, docTitle: docTitle(b), crumbs: [NET, lang === 'de' ? 'Katalog' : 'Catalogue', b.title], lead: bookProse(b, stated, k, lang),
    sections: [{ heading: lang === 'de' ? 'Katalogdaten' : 'Catalogue record', rows }], colA: lang === 'de' ? 'Feld' : 'Field', colB: lang === 'de' ? 'Wert' : 'Value',
    footer: `${NET} · items can be returned at any branch` }));
  bookFacts(b, file, stated);
  k++;
}
for (const b of assign.get('html_dl')) {
  const lang = pageLang.get(b) ?? 'en';
  const file = bookFile(b, 'html');
  const { rows, stated } = bookPage(b, k, lang);
  corpus.write(file, htmlDlPage({ title: b.title, docTitle: docTitle(b), site: NET, lead: bookProse(b, stated, k, lang),
    sections: [{ heading: lang === 'nl' ? 'Titelbeschrijving' : 'Bibliographic details', rows: rows.slice(0, 9) }, { heading: lang === 'nl' ? 'In de collectie' : 'Holdings', rows: rows.slice(9) }],
    footer: lang === 'nl' ? 'Reserveren kan aan de balie.' : 'Reservations can be placed at the desk.' }));
  bookFacts(b, file, stated);
  k++;
}
for (const b of assign.get('html_infobox')) {
  const file = bookFile(b, 'html');
  const { rows, stated } = bookPage(b, k, 'en');
  corpus.write(file, htmlInfoboxPage({ title: b.title, lead: bookProse(b, stated, k, 'en'), sections: [{ heading: 'Book', rows: rows.slice(0, 10) }, { heading: 'Library copy', rows: rows.slice(10) }],
    footer: `Part of the ${NET} catalogue.` }));
  bookFacts(b, file, stated);
  k++;
}
for (const b of assign.get('md_bullets')) {
  const lang = pageLang.get(b) ?? 'en';
  const file = bookFile(b, 'md');
  const { rows, stated } = bookPage(b, k, lang);
  corpus.write(file, mdBulletsNote({ title: b.title, lead: bookProse(b, stated, k, lang), sections: [{ heading: lang === 'nl' ? 'Gegevens' : 'Details', rows }] }));
  bookFacts(b, file, stated);
  k++;
}
for (const b of assign.get('md_yaml')) {
  const file = bookFile(b, 'md');
  const { rows, stated } = bookPage(b, k, 'en');
  corpus.write(file, mdYamlTableNote({
    title: b.title,
    frontMatter: [['title', b.title], ['author', b.author.name], ['publisher', b.publisher.name], ['shelfmark', `${b.genre.slice(0, 3).toUpperCase()} ${b.author.name.split(' ').pop().slice(0, 3).toUpperCase()}`], ['status', 'catalogued']],
    lead: bookProse(b, stated, k, 'en'), sections: [{ heading: 'Catalogue card', rows: rows.slice(3) }], colA: 'Item', colB: 'Detail',
  }));
  bookFacts(b, file, stated);
  k++;
}
for (const b of assign.get('txt')) {
  const lang = pageLang.get(b) ?? 'en';
  const file = bookFile(b, 'txt');
  const { rows, stated } = bookPage(b, k, lang);
  corpus.write(file, txtProfile({ txtHeader: `${lang === 'de' ? 'BUCH' : 'BOOK'}: ${b.title.toUpperCase()}\n${'='.repeat(40)}`, sections: [{ rows }], lead: bookProse(b, stated, k, lang) }));
  bookFacts(b, file, stated);
  k++;
}
for (const b of assign.get('json_nested')) {
  const file = bookFile(b, 'json');
  const uk = b.branch.style === 'uk';
  const oz = b.grams == null ? null : Math.round((b.grams / G_PER_OZ) * 2) / 2;
  const weight = b.grams == null ? null : uk ? { value: oz, unit: 'oz' } : { value: b.grams, unit: 'g' };
  const grams = b.grams == null ? null : uk ? oz * G_PER_OZ : b.grams;
  const weeks = k % 2 === 0 && b.loanDays != null;
  const loan = b.loanDays == null ? null : weeks ? { value: b.loanDays / 7, unit: 'weeks' } : { value: b.loanDays, unit: 'days' };
  const s = { copies: String(b.copies), onLoan: String(b.onLoan), loan: loan ? String(loan.value) : '', grams, wt: weight ? String(weight.value) : '', genre: b.genre, langName: b.language,
    format: b.format, isbn: b.isbn, price: String(b.price), pages: String(b.pages), lp: '', au: '', ro: '' };
  const rec = {
    book: {
      title: b.title,
      bibliographic: { author: { name: b.author.name }, publisher: { name: b.publisher.name }, year_published: b.year, isbn13: b.isbn, pages: b.pages, language: b.language, genre: b.genre },
      physical: { format: b.format, weight },
      holdings: { branch: b.branch.name, copies: { held: b.copies, on_loan: b.onLoan }, loan_period: loan, reference_only: b.refOnly },
      replacement_cost: { amount: b.price, currency: b.cur },
      accessibility: { large_print: b.largePrint, audiobook_available: b.audiobook },
      subjects: b.subjects,
      awards: b.awards,
      note: bookProse(b, { ...s, loan: loanText(b, k, 'en'), pages: `${b.pages} pages` }, k, 'en')[0],
    },
  };
  corpus.write(file, JSON.stringify(rec, null, 2) + '\n');
  bookFacts(b, file, s);
  k++;
}
// --- CSV export (York): units in the header, plain numbers
{
  const file = 'exports/castlegate-catalogue.csv';
  const header = ['title', 'author', 'publisher', 'year', 'Pages', 'ISBN', 'genre', 'language', 'format', 'Replacement cost (GBP)', 'copies_held', 'on_loan', 'Loan period (days)',
    'large_print', 'audiobook', 'reference_only', 'subjects', 'awards', 'Weight (g)', 'branch'];
  const yesno = (v) => (v ? 'yes' : 'no');
  const rows = assign.get('csv').map((b) => {
    bookFacts(b, file, { copies: String(b.copies), onLoan: String(b.onLoan), loan: b.loanDays == null ? '' : String(b.loanDays), grams: b.grams, wt: b.grams == null ? '' : String(b.grams),
      genre: b.genre, langName: b.language, format: b.format, isbn: b.isbn, price: b.price.toFixed(2), pages: String(b.pages), lp: yesno(b.largePrint), au: yesno(b.audiobook),
      ro: yesno(b.refOnly) });
    return [b.title, b.author.name, b.publisher.name, b.year, b.pages, b.isbn, b.genre, b.language, b.format, b.price.toFixed(2), b.copies, b.onLoan, b.loanDays ?? '', yesno(b.largePrint),
      yesno(b.audiobook), yesno(b.refOnly), b.subjects.join('; '), b.awards.join('; '), b.grams ?? '', b.branch.name];
  });
  corpus.write(file, delimited(header, rows));
}
// --- TSV (Stockholm): units inside the values
{
  const file = 'exports/sodermalm-holdings.tsv';
  const header = ['Title', 'Author', 'Publisher', 'Year', 'Pages', 'ISBN', 'Genre', 'Language', 'Format', 'Replacement cost', 'Copies', 'On loan', 'Loan period', 'Large print',
    'Audiobook', 'Not for loan', 'Subjects', 'Awards', 'Weight', 'Branch'];
  const rows = assign.get('tsv').map((b, i) => {
    const [wt, grams] = weightText(b, i);
    const genre = ['Sci-fi', 'SF'].includes(GENRE.en[b.genre][1]) ? 'Sci-fi' : GENRE.en[b.genre][i % GENRE.en[b.genre].length];
    const loan = b.loanDays == null ? '' : b.loanDays % 7 === 0 && i % 2 ? `${b.loanDays / 7} weeks` : `${b.loanDays} days`;
    const s = { copies: String(b.copies), onLoan: String(b.onLoan), loan, grams, wt, genre, langName: b.language, format: b.format, isbn: b.isbnHy, price: `SEK ${b.price}:-`,
      pages: `${b.pages} pp.`, lp: b.largePrint ? 'Y' : 'N', au: b.audiobook ? 'Y' : 'N', ro: b.refOnly ? 'Y' : 'N' };
    bookFacts(b, file, s);
    return [b.title, b.author.name, b.publisher.name, b.year, s.pages, s.isbn, genre, b.language, b.format, s.price, b.copies, b.onLoan, loan || '-', s.lp, s.au, s.ro,
      b.subjects.join(', '), b.awards.length ? b.awards.join(', ') : '-', wt || '-', b.branch.name];
  });
  corpus.write(file, `# Not for loan = reference copy, stays in the building; prices are replacement costs in kronor\n` + delimited(header, rows, '\t'));
}
// --- semicolon CSV (Bremen): German headers, decimal commas, n/a for unknown values
{
  const file = 'exports/neustadt-bestand.csv';
  const header = ['titel', 'autor', 'verlag', 'jahr', 'seiten', 'isbn', 'gattung', 'sprache', 'einband', 'ersatzkosten_eur', 'exemplare', 'ausgeliehen', 'leihfrist_tage', 'grossdruck',
    'hoerbuch', 'praesenzbestand', 'schlagwoerter', 'auszeichnungen', 'gewicht_kg', 'zweigstelle'];
  const lst = assign.get('semicolon');
  const noPages = lst[2].title;
  const jn = (v) => (v ? 'ja' : 'nein');
  const rows = lst.map((b) => {
    const np = b.title === noPages;
    const kg = b.grams == null ? null : comma(String(b.grams / 1000));
    const s = { copies: String(b.copies), onLoan: String(b.onLoan), loan: b.loanDays == null ? '' : String(b.loanDays), grams: b.grams, wt: kg ?? '', genre: GENRE.de[b.genre][0],
      langName: LANGNAME.de[b.language], format: FORMAT.de[0][b.format], isbn: b.isbn, price: comma(b.price.toFixed(2)), pages: np ? '' : String(b.pages), pagesMissing: np,
      lp: jn(b.largePrint), au: jn(b.audiobook), ro: jn(b.refOnly) };
    bookFacts(b, file, s);
    return [b.title, b.author.name, b.publisher.name, b.year, np ? 'n/a' : b.pages, b.isbn, s.genre, s.langName, s.format, s.price, b.copies, b.onLoan, b.loanDays ?? 'n/a', s.lp, s.au,
      s.ro, b.subjects.join(', '), b.awards.length ? b.awards.join(', ') : 'n/a', kg ?? 'n/a', b.branch.name];
  });
  corpus.write(file, delimited(header, rows, ';'));
}
// --- JSON flat records (Groningen)
{
  const file = 'exports/oosterpoort-collectie.json';
  const recs = assign.get('json_flat').map((b) => {
    const weeks = b.loanDays == null ? null : b.loanDays / 7;
    bookFacts(b, file, { copies: String(b.copies), onLoan: String(b.onLoan), loan: weeks == null ? '' : String(weeks), grams: b.grams, wt: b.grams == null ? '' : String(b.grams),
      genre: b.genre === 'Science fiction' ? 'sci-fi' : b.genre.toLowerCase(), langName: b.language.toLowerCase(), format: b.format.toLowerCase(), isbn: b.isbnHy, price: String(b.price),
      pages: String(b.pages), lp: '', au: '', ro: '' });
    return { title: b.title, author: b.author.name, publisher: b.publisher.name, year_published: b.year, pages: b.pages, isbn: b.isbnHy,
      genre: b.genre === 'Science fiction' ? 'sci-fi' : b.genre.toLowerCase(), language: b.language.toLowerCase(), format: b.format.toLowerCase(), price_eur: b.price,
      copies_held: b.copies, copies_on_loan: b.onLoan, loan_period_weeks: weeks, large_print: b.largePrint, audiobook: b.audiobook ? 1 : 0, reference_only: b.refOnly,
      subjects: b.subjects, awards: b.awards, weight_g: b.grams, branch: b.branch.name };
  });
  corpus.write(file, JSON.stringify({ library: `${NET} – Oosterpoort`, exported: '2025-03-03', records: recs }, null, 2) + '\n');
}

// ------------------------------------------------------------------ simple pages (authors, publishers, branches)
const LAYOUTS8 = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested', 'json_flat'];
function simplePage(Lt, base, name, header, lead, rows, nested, flat, heading) {
  let file;
  if (Lt === 'html_table') corpus.write((file = `${base}.html`), htmlTablePage({ title: name, crumbs: [NET, heading], lead, sections: [{ heading, rows }] }));
  else if (Lt === 'html_dl') corpus.write((file = `${base}.html`), htmlDlPage({ title: name, site: NET, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'html_infobox') corpus.write((file = `${base}.html`), htmlInfoboxPage({ title: name, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'md_bullets') corpus.write((file = `${base}.md`), mdBulletsNote({ title: name, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'md_yaml')
    corpus.write((file = `${base}.md`), mdYamlTableNote({ title: name, frontMatter: [['name', name], ...rows.slice(0, 2)], lead, sections: [{ heading, rows: rows.slice(2) }] }));
  else if (Lt === 'txt') corpus.write((file = `${base}.txt`), txtProfile({ txtHeader: `${header}: ${name.toUpperCase()}`, sections: [{ rows }], lead }));
  else if (Lt === 'json_nested') corpus.write((file = `${base}.json`), JSON.stringify(nested, null, 2) + '\n');
  else corpus.write((file = `${base}.json`), JSON.stringify(flat, null, 2) + '\n');
  return file;
}

// --- authors
r.shuffle(AUTHORS).forEach((a, i) => {
  const Lt = LAYOUTS8[i % LAYOUTS8.length];
  const lead = [[`${a.name} was born in ${a.born} and lives in ${a.lives}.`, `${a.name.split(' ')[0]} is ${/^[AEIOU]/.test(a.nationality) ? 'an' : 'a'} ${a.nationality} writer.`,
    `${a.name} writes from ${a.lives}.`][i % 3] + (a.pen ? ` Some of the work appears under the pen name ${a.pen}.` : '')];
  const rows = [[['Nationality', 'Nationality', 'Citizenship'][i % 3], a.nationality], [['Born', 'Year of birth', 'Birth year'][i % 3], String(a.born)],
    [['Lives in', 'Home town', 'Based in'][i % 3], a.lives], [['Pen name', 'Also writes as', 'Pseudonym'][i % 3], a.pen ?? '—']];
  const nested = { author: { full_name: a.name, personal: { nationality: a.nationality, born: a.born }, home: { city: a.lives }, pseudonyms: a.pen ? [a.pen] : [], bio: lead[0] } };
  const flat = { name: a.name, nationality: a.nationality, birth_year: a.born, lives_in: a.lives, pen_name: a.pen, note: lead[0] };
  const file = simplePage(Lt, `authors/${slug(a.name)}`, a.name, 'AUTHOR', lead, rows, nested, flat, 'Author profile');
  const F = (attr, value, unit, stated) => corpus.fact(a.name, 'author', attr, value, unit, stated, file);
  F('nationality', a.nationality, '', a.nationality);
  F('born', a.born, 'year', String(a.born));
  F('lives_in', a.lives, '', a.lives);
  F('pen_name', a.pen, 'text', a.pen ?? '');
});

// --- publishers
r.shuffle(PUBLISHERS).forEach((p, i) => {
  const Lt = LAYOUTS8[(i + 2) % LAYOUTS8.length];
  const indie = [[p.indie ? 'Yes' : 'No'], [p.indie ? '✓' : '✗'], [p.indie ? 'No' : 'Yes']][i % 3][0];
  const indieLabel = ['Independent', 'Independent publisher', 'Part of a group'][i % 3]; // the third is inverted
  const lead = [[`${p.name} was founded in ${p.city} in ${p.founded}.`, `${p.name} is based in ${p.city}, ${p.country}.`, `${p.name} has published books since ${p.founded}.`][i % 3]];
  const rows = [[['Country', 'Country', 'Country of origin'][i % 3], p.country], [['City', 'Headquarters', 'Head office'][i % 3], p.city], [['Founded', 'Established', 'Since'][i % 3], String(p.founded)],
    [indieLabel, indie]];
  const nested = { publisher: { name: p.name, location: { city: p.city, country: p.country }, history: { founded: p.founded }, ownership: { independent: p.indie }, about: lead[0] } };
  const flat = { name: p.name, country: p.country, city: p.city, founded: p.founded, independent: p.indie, note: lead[0] };
  const file = simplePage(Lt, `publishers/${slug(p.name)}`, p.name, 'PUBLISHER', lead, rows, nested, flat, 'Publisher');
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'publisher', attr, value, unit, stated, file);
  const json = Lt === 'json_nested' || Lt === 'json_flat';
  F('country', p.country, '', p.country);
  F('city', p.city, '', p.city);
  F('founded', p.founded, 'year', String(p.founded));
  F('independent', p.indie, 'bool', json ? '' : indie);
});

// --- branches
BRANCHES.forEach((b, i) => {
  const Lt = ['txt', 'html_infobox', 'md_yaml', 'json_nested'][i];
  const areaText = b.areaUnit === 'sq ft' ? `${group(b.area)} sq ft` : b.style === 'se' ? `${b.area} m²` : `${group(b.area).replace(',', '.')} m²`;
  const areaM2 = b.areaUnit === 'sq ft' ? b.area * M2_PER_SQFT : b.area;
  const lead = [[`The ${b.city} branch opened in ${b.opened} and has ${b.staff} staff.`, `Oosterpoort is the ${NET} branch in ${b.city}.`, `Neustadt has a floor area of ${areaText}.`,
    `Södermalm is our newest branch, opened in ${b.opened}.`][i]];
  const rows = [['City', b.city], ['Country', b.country], ['Address', `${b.street}, ${b.city}`], [['Floor area', 'Floor space', 'Floor area', 'Size'][i], areaText],
    [['Staff', 'Staff (FTE)', 'Employees', 'Staff'][i], String(b.staff)], [['Opened', 'Opened', 'Founded', 'Opened'][i], String(b.opened)], [['Opening hours', 'Open', 'Öffnungszeiten', 'Hours'][i], b.hours]];
  const nested = { branch: { name: b.name, network: NET, location: { street: b.street, city: b.city, country: b.country }, building: { floor_area: { value: b.area, unit: 'm²' }, opened: b.opened },
    staff: { headcount: b.staff }, opening_hours: b.hours, about: lead[0] } };
  const file = simplePage(Lt, `branches/${slug(b.name)}`, b.name, 'BRANCH', lead, rows, nested, null, 'Branch details');
  const F = (attr, value, unit, stated) => corpus.fact(b.name, 'branch', attr, value, unit, stated, file);
  const json = Lt === 'json_nested';
  F('city', b.city, '', b.city);
  F('country', b.country, '', b.country);
  F('floor_area', areaM2, 'm2', json ? String(b.area) : areaText);
  F('staff', b.staff, '', String(b.staff));
  F('opened', b.opened, 'year', String(b.opened));
  F('opening_hours', b.hours, 'text', b.hours);
});

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `${NET} — catalogue drive.\nbooks/ holds one catalogue record per title; exports/ the holdings lists four branches export from the library system; authors/, publishers/ and branches/ the reference pages.\nPrices are replacement costs in the currency of the branch that holds the copy (GBP in York, EUR in Groningen and Bremen, SEK in Stockholm); nothing is converted. Castlegate still weighs some books in ounces.\n`);
corpus.write('admin/loan-rules.md', `# Loan rules (all branches)\n\n- Standard loan: 3 weeks; new titles (published this year or last) 14 days; e-books 21 days.\n- Up to 3 renewals, each for the full loan period, unless another reader has reserved the item.\n- Maximum 20 items on one card; 5 items for children's cards.\n\n| Late fee per day | York | Groningen | Bremen | Stockholm |\n|---|---|---|---|---|\n| Adults | £0.25 | € 0,20 | 0,20 € | 3 kr |\n| Children | none | none | none | none |\n\nItems overdue by more than 42 days are charged at their replacement cost.\n`);
corpus.write('admin/opening-calendar-2025.md', `# Opening calendar 2025\n\nAll branches close on 1 January and 25–26 December.\n\n| Date | Castlegate | Oosterpoort | Neustadt | Södermalm |\n|---|---|---|---|---|\n| 18 April | closed | open 10–14 | closed | open 11–15 |\n| 27 April | open | closed (Koningsdag) | open | open |\n| 1 May | open | open | closed | closed |\n| 6 June | open | open | open | closed (National Day) |\n| 3 October | open | open | closed | open |\n\nSummer hours (1 July – 31 August): every branch opens one hour later and closes two hours earlier; 120 extra study seats in Bremen.\n`);

const stats = corpus.flush(source);
console.log(`books: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
