#!/usr/bin/env node
// Museum corpus (held-out): the collection drive of a regional art museum, the "Ravensmoor Museum & Art Gallery" —
// 50 artworks, 15 artists, 6 galleries (rooms), 4 lenders, and a few background documents.
//   node bench/corpora/museum/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "museum-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Canonical units of source.csv: height / width / depth in cm (a page saying "28 3/4 in" holds 28.75 × 2.54 cm),
// insurance value in the currency the page states (GBP, EUR, USD or CHF, never converted; "£1.2m" holds 1,200,000,
// "CHF 2,1 Mio." 2,100,000, "USD 850k" 850,000), years as numbers (a dated range "1885–87" holds 1887 in year and
// 1885 in year_from; "c. 1880" holds 1880 and circa = true), last conserved as an ISO date (none: empty), gallery
// area in m² (a page saying "2,150 sq ft" holds 2150 × 0.09290304), temperature setpoint in °C (a page saying
// "68 °F" holds 20), relative humidity in %, floors as numbers (ground floor = 0, first floor = 1, …).
// Links: artwork → artist (nationality, movement, born, died, birthplace), artwork → gallery (floor, area, climate,
// curator, access), artwork → lender (city, country, type; works on loan only), artwork.loans_out → lenders (when
// the borrower was one of the four partner institutions). Artwork pages never state the artist's nationality, the
// gallery's floor or the lender's country.
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
const r = rng('museum-v1');

const CM_PER_IN = 2.54;
const M2_PER_SQFT = 0.09290304;
const MUSEUM = 'Ravensmoor Museum & Art Gallery';

// ------------------------------------------------------------------ lenders (partner institutions)
const LENDERS = [
  { name: 'Fondation Marceau', city: 'Lyon', country: 'France', type: 'foundation', founded: 1954, contact: 'Hélène Marceau-Blanc', cur: 'EUR' },
  { name: 'Stiftung Brenner', city: 'Basel', country: 'Switzerland', type: 'foundation', founded: 1978, contact: 'Dr. Urs Keller', cur: 'CHF' },
  { name: 'Ashcombe Collection', city: 'Bath', country: 'United Kingdom', type: 'private', founded: 1921, contact: 'Lady Clara Ashcombe', cur: 'GBP' },
  { name: 'Whitcombe Museum of Art', city: 'Providence', country: 'United States', type: 'museum', founded: 1897, contact: 'James T. Okonedo', cur: 'USD' },
];
const LENDER = Object.fromEntries(LENDERS.map((l) => [l.name, l]));
// borrowers of the museum's own works that are not partner institutions (no page of their own)
const OTHER_BORROWERS = ['Kunsthalle Nordbrück', 'Musée des Beaux-Arts de Quimperlé', 'National Gallery of Ardmore', 'Palazzo Vessani'];

// ------------------------------------------------------------------ galleries
const GALLERIES = [
  { name: 'Garden Court', floor: 0, area: 410, areaUnit: 'm2', tempC: 19, tempF: null, rh: 50, opened: 1998, access: true, curator: 'Eleanor Shaw' },
  { name: 'East Gallery', floor: 0, area: 2150, areaUnit: 'sqft', tempC: 20, tempF: 68, rh: 50, opened: 1911, access: true, curator: 'Tom Achterberg' },
  { name: 'Long Gallery', floor: 1, area: 385, areaUnit: 'm2', tempC: 20, tempF: null, rh: 52, opened: 1887, access: true, curator: 'Priya Raman' },
  { name: 'Hartley Room', floor: 1, area: 1480, areaUnit: 'sqft', tempC: 21, tempF: null, rh: 50, opened: 1935, access: false, curator: 'Priya Raman' },
  { name: 'Print Room', floor: 2, area: 95, areaUnit: 'm2', tempC: 18, tempF: null, rh: 45, opened: 1964, access: true, curator: 'Miriam Cole' },
  { name: 'Tower Gallery', floor: 2, area: 720, areaUnit: 'sqft', tempF: 66, tempC: ((66 - 32) * 5) / 9, rh: 48, opened: 1902, access: false, curator: 'Jonas Pike' },
];
for (const g of GALLERIES) g.m2 = g.areaUnit === 'm2' ? g.area : g.area * M2_PER_SQFT;
const GAL = Object.fromEntries(GALLERIES.map((g) => [g.name, g]));
const STORES = ['Store A', 'Store B', 'Off-site store (Millbrook)'];

// ------------------------------------------------------------------ artists [name, born, died, nationality, movement, birthplace, value scale]
const ARTISTS = [
  ['Camille Duroc', 1841, 1912, 'French', 'Impressionism', 'Rouen', 2.4e6],
  ['Henri Vasseur', 1859, 1931, 'French', 'Post-Impressionism', 'Lille', 1.1e6],
  ['Amélie Laforgue', 1868, 1944, 'French', 'Symbolism', 'Nantes', 6e5],
  ['Giulia Ferrante', 1878, 1950, 'Italian', 'Futurism', 'Milan', 9e5],
  ['Matteo Ricci-Lanza', 1951, null, 'Italian', 'Arte Povera', 'Bologna', 3.5e5],
  ['Edwin Marlowe', 1822, 1893, 'British', 'Pre-Raphaelitism', 'Bristol', 8e5],
  ['Rose Callander', 1889, 1971, 'British', 'Modernism', 'Edinburgh', 3e5],
  ['Hope Mercer', 1964, null, 'British', 'Contemporary', 'Leeds', 1.5e5],
  ['Jan van der Berg', 1853, 1921, 'Dutch', 'Hague School', 'Delft', 2.5e5],
  ['Søren Hald', 1880, 1958, 'Danish', 'Expressionism', 'Aarhus', 4e5],
  ['Greta Wyss', 1902, 1987, 'Swiss', 'Surrealism', 'Bern', 7e5],
  ['Paul Aebischer', 1931, 2019, 'Swiss', 'Concrete art', 'Zürich', 3e5],
  ['Walker Dunn', 1924, 2002, 'American', 'Abstract Expressionism', 'Pittsburgh', 1.5e6],
  ['Maya Okafor', 1978, null, 'American', 'Contemporary', 'Chicago', 6e4],
  ['Lucía Navarro', 1947, null, 'Spanish', 'Pop Art', 'Valencia', 2e5],
].map(([name, born, died, nationality, movement, birthplace, scale]) => ({ name, born, died, nationality, movement, birthplace, scale }));
const ART = Object.fromEntries(ARTISTS.map((a) => [a.name, a]));

// ------------------------------------------------------------------ the 50 artworks [title, artist, type, medium, date, lender]
// date: 1873 | 'c1880' (circa) | [1885, 1887] (a range: year holds the end)
const P = 'Painting';
const S = 'Sculpture';
const W = 'Work on paper';
const PH = 'Photograph';
const WORKS = [
  ['Morning Mist on the Seine', 'Camille Duroc', P, 'oil on canvas', 1873],
  ['The Blue Door', 'Camille Duroc', P, 'oil on canvas', 'c1880'],
  ['Baigneuses à Étretat', 'Camille Duroc', P, 'oil on canvas', [1885, 1887], 'Fondation Marceau'],
  ['Study of Poplars', 'Camille Duroc', W, 'watercolour', 1891],
  ['Harvest', 'Camille Duroc', P, 'oil on canvas', 1878],
  ['Still Life with Lemons', 'Henri Vasseur', P, 'oil on canvas', 1892],
  ['La Baigneuse', 'Henri Vasseur', P, 'oil on canvas', 1899, 'Fondation Marceau'],
  ['The Red Orchard', 'Henri Vasseur', P, 'oil on board', 1904],
  ['Quai de la Tournelle', 'Henri Vasseur', W, 'gouache on paper', 'c1910', 'Fondation Marceau'],
  ['The Sleeping Muse', 'Amélie Laforgue', P, 'oil on canvas', 1897],
  ['Salomé', 'Amélie Laforgue', W, 'pastel on paper', 1903, 'Fondation Marceau'],
  ['Les Cygnes noirs', 'Amélie Laforgue', P, 'tempera on panel', 'c1905', 'Fondation Marceau'],
  ['Velocità', 'Giulia Ferrante', P, 'oil on canvas', 1913],
  ['Dynamism of a Tram', 'Giulia Ferrante', W, 'charcoal on paper', 1914],
  ['Sera sul lago', 'Giulia Ferrante', P, 'oil on canvas', 1922],
  ['Untitled (Terra)', 'Matteo Ricci-Lanza', S, 'terracotta and iron', 1979],
  ['Bread & Salt', 'Matteo Ricci-Lanza', S, 'bronze', 1988],
  ['Quiet Room', 'Matteo Ricci-Lanza', S, 'marble', 2006],
  ["The Ferryman's Daughter", 'Edwin Marlowe', P, 'oil on canvas', 1856],
  ['Lady of the Lake', 'Edwin Marlowe', P, 'oil on canvas', [1861, 1863], 'Ashcombe Collection'],
  ['Study for a Head', 'Edwin Marlowe', W, 'red chalk on paper', 'c1859'],
  ['Evening Prayer', 'Edwin Marlowe', P, 'oil on panel', 1872],
  ['Harbour at Leith', 'Rose Callander', P, 'oil on canvas', 1921, 'Ashcombe Collection'],
  ['Self-portrait in a Green Hat', 'Rose Callander', P, 'oil on canvas', 1928],
  ['Thistles', 'Rose Callander', W, 'watercolour', 1934],
  ['The Glass Jug', 'Rose Callander', P, 'oil on board', 'c1950'],
  ['Tidewrack', 'Hope Mercer', S, 'bronze', 1998],
  ['Standing Figure II', 'Hope Mercer', S, 'bronze', 2005],
  ['Nest', 'Hope Mercer', S, 'steel and willow', 2014],
  ['Dunes near Scheveningen', 'Jan van der Berg', P, 'oil on canvas', 1884],
  ['Fishing Boats at Dusk', 'Jan van der Berg', P, 'oil on canvas', 'c1890'],
  ['Polder Landscape', 'Jan van der Berg', W, 'watercolour', 1895],
  ['The Red Horse', 'Søren Hald', P, 'oil on canvas', 1912],
  ['Winter Sun', 'Søren Hald', W, 'woodcut', 1919],
  ['Portrait of Ingrid', 'Søren Hald', P, 'oil on canvas', 1924],
  ['The Clock Garden', 'Greta Wyss', P, 'oil on canvas', 1936, 'Stiftung Brenner'],
  ['Eye of the Lake', 'Greta Wyss', P, 'oil on canvas', 1941, 'Stiftung Brenner'],
  ['Dream Cabinet', 'Greta Wyss', S, 'painted wood and glass', 1947],
  ['Composition 7', 'Paul Aebischer', P, 'acrylic on canvas', 1962],
  ['Red Square Rotated', 'Paul Aebischer', P, 'acrylic on canvas', 1971, 'Stiftung Brenner'],
  ['Module', 'Paul Aebischer', S, 'painted aluminium', 1984],
  ['Black Weather', 'Walker Dunn', P, 'oil on canvas', 1953, 'Whitcombe Museum of Art'],
  ['Ochre Field', 'Walker Dunn', P, 'oil on canvas', [1957, 1958]],
  ['Untitled (Blue)', 'Walker Dunn', P, 'oil and enamel on canvas', 1961],
  ['Kitchen, Sunday', 'Maya Okafor', PH, 'chromogenic print', 2009],
  ["Mother's Hands", 'Maya Okafor', PH, 'gelatin silver print', 2012],
  ['South Side Window', 'Maya Okafor', PH, 'inkjet print', 2017, 'Whitcombe Museum of Art'],
  ['Naranjas', 'Lucía Navarro', P, 'acrylic on canvas', 1968],
  ['Miss Valencia', 'Lucía Navarro', W, 'screenprint', 1971],
  ['Supermercado', 'Lucía Navarro', P, 'acrylic on canvas', 1974],
];
const DONORS = {
  gift: ['the Hartley family', 'the Friends of Ravensmoor', 'Sir Arthur Denholm', 'Mrs Eleanor Pryce', 'the Friends of Ravensmoor', 'the artist'],
  bequest: ['Margaret Oldroyd', 'Dr Henry Fellowes', 'Margaret Oldroyd', 'Agnes Whitlow'],
};

const artworks = [];
{
  let acc = 0;
  for (const [title, artistName, type, medium, date, lenderName] of WORKS) {
    const artist = ART[artistName];
    const year = Array.isArray(date) ? date[1] : typeof date === 'string' ? Number(date.slice(1)) : date;
    const from = Array.isArray(date) ? date[0] : year;
    const circa = typeof date === 'string';
    const lender = lenderName ? LENDER[lenderName] : null;
    // dimensions (cm) by object type
    let h;
    let w;
    let d = null;
    if (type === P) {
      h = r.int(60, 380) / 2;
      w = Math.round(h * r.float(0.6, 1.6) * 2) / 2;
    } else if (type === W) {
      h = r.int(36, 150) / 2;
      w = Math.round(h * r.float(0.7, 1.4) * 2) / 2;
    } else if (type === PH) {
      h = r.int(40, 150);
      w = Math.round(h * r.float(0.7, 1.5));
    } else {
      h = r.int(25, 235);
      w = Math.round(h * r.float(0.3, 0.9));
      d = Math.round(h * r.float(0.25, 0.7));
    }
    // valuation currency: a lender's own; otherwise where the last valuation was made
    const cur = lender ? lender.cur : r.weighted([['GBP', 45], ['EUR', 18], ['USD', 20], ['CHF', 17]]);
    const inches = cur === 'USD' || (cur === 'GBP' && r.chance(0.25));
    let hIn = null;
    let wIn = null;
    let dIn = null;
    if (inches) {
      const q = (x) => Math.round((x / CM_PER_IN) * 4) / 4;
      hIn = q(h);
      wIn = q(w);
      dIn = d == null ? null : q(d);
      h = hIn * CM_PER_IN;
      w = wIn * CM_PER_IN;
      d = dIn == null ? null : dIn * CM_PER_IN;
    }
    const factor = { [P]: 1, [S]: 0.8, [W]: 0.18, [PH]: 0.6 }[type];
    const raw = artist.scale * factor * r.float(0.45, 1.9);
    const value = raw >= 1e6 ? Math.round(raw / 5e4) * 5e4 : Math.max(5000, Math.round(raw / 5000) * 5000);
    // acquisition
    let method;
    let acquired;
    let donor = null;
    if (lender) {
      method = 'loan';
      acquired = r.int(Math.max(2008, year + 1), 2023);
    } else {
      method = r.weighted([['purchase', 45], ['gift', 33], ['bequest', 22]]);
      const earliest = Math.max(year + (artist.died == null ? 1 : r.int(1, 40)), 1884);
      acquired = Math.min(2023, earliest + r.int(0, 45));
      if (method !== 'purchase') donor = method === 'gift' && artist.died == null && r.chance(0.5) ? 'the artist' : r.pick(DONORS[method].filter((x) => x !== 'the artist'));
    }
    const onDisplay = r.chance(lender ? 0.85 : 0.55);
    let gallery = null;
    if (onDisplay) {
      const opts = { [P]: ['Long Gallery', 'Hartley Room', 'East Gallery', 'Tower Gallery', 'Long Gallery'], [S]: ['Garden Court', 'Garden Court', 'East Gallery', 'Long Gallery'], [W]: ['Print Room', 'Print Room', 'Tower Gallery'], [PH]: ['Tower Gallery', 'East Gallery'] }[type];
      gallery = GAL[r.pick(opts)];
    }
    const store = onDisplay ? null : r.pick(STORES);
    const condition = r.weighted([['Excellent', 15], ['Good', 45], ['Fair', 28], ['Poor', 12]]);
    const treatedFrom = Math.max(1994, year + 2);
    const conserved = r.chance(0.72) && treatedFrom <= 2024 ? `${r.int(treatedFrom, 2024)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}` : null;
    const loansOut = lender ? [] : r.sample([...LENDERS.map((l) => l.name), ...OTHER_BORROWERS], r.weighted([[0, 5], [1, 4], [2, 3], [3, 1]]));
    const votes = onDisplay ? r.int(180, 4800) : r.int(5, 640);
    const photo = lender ? r.chance(0.4) : type === PH ? r.chance(0.5) : r.chance(0.85);
    acc++;
    const accession = lender ? `L${acquired}.${acc % 7 + 1}` : `RMAG ${acquired}.${acc % 13 + 1}`;
    artworks.push({ title, artist, type, medium, year, from, circa, ranged: Array.isArray(date), lender, h, w, d, hIn, wIn, dIn, inches, cur, value, method, acquired, donor, onDisplay, gallery, store,
      condition, conserved, loansOut, votes, photo, accession });
  }
}
for (const a of ARTISTS) a.works = artworks.filter((w) => w.artist === a).length;

// ------------------------------------------------------------------ how a page states each value
const comma = (s) => String(s).replace('.', ',');
const spaced = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const dotted = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const apos = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "'");
const mil = (v) => String(Math.round((v / 1e6) * 100) / 100);
const pick = (k, xs) => xs[((k % xs.length) + xs.length) % xs.length];

function moneyText(a, k) {
  const v = a.value;
  const big = v >= 1e6;
  switch (a.cur) {
    case 'GBP':
      return pick(k, [`£${group(v)}`, big ? `£${mil(v)}m` : `£${v / 1000}k`, `GBP ${group(v)}`, big ? `£${mil(v)} million` : `£${group(v)}`]);
    case 'EUR':
      return pick(k, [big ? `€${mil(v)}m` : `€${group(v)}`, `EUR ${group(v)}`, `€ ${dotted(v)}`, `${spaced(v)} €`]);
    case 'USD':
      return pick(k, [big ? `$${mil(v)} million` : `$${group(v)}`, big ? `USD ${mil(v)}M` : `USD ${v / 1000}k`, `$${group(v)}`]);
    default:
      return pick(k, [big ? `CHF ${comma(mil(v))} Mio.` : `CHF ${apos(v)}`, `CHF ${apos(v)}`, big ? `CHF ${mil(v)} million` : `CHF ${group(v)}`]);
  }
}
function yearText(a, k) {
  if (a.circa) return pick(k + a.year, [`c. ${a.year}`, `ca. ${a.year}`, `circa ${a.year}`]);
  if (a.ranged) return pick(k + a.from, [`${a.from}–${String(a.year).slice(2)}`, `${a.from}–${a.year}`, `${a.from}-${String(a.year).slice(2)}`]);
  return String(a.year);
}
const FRAC = { 0: '', 0.25: ' 1/4', 0.5: ' 1/2', 0.75: ' 3/4' };
const inFrac = (x) => `${Math.floor(x)}${FRAC[x - Math.floor(x)]}`;
const cm1 = (x) => String(Math.round(x * 10) / 10);
/** → rows and the stated text of height / width / depth */
function dimRows(a, k) {
  const sculpt = a.d != null;
  if (a.inches) {
    const f = k % 2 === 0 ? inFrac : String;
    const hw = `${f(a.hIn)} × ${f(a.wIn)}${sculpt ? ` × ${f(a.dIn)}` : ''} in.`;
    const v = k % 3;
    if (v === 0) return { rows: [[pick(k, ['Dimensions', 'Measurements']), hw]], h: hw, w: hw, d: hw };
    if (v === 1) {
      const t = `${f(a.hIn)} x ${f(a.wIn)}${sculpt ? ` x ${f(a.dIn)}` : ''} in (${cm1(a.h)} x ${cm1(a.w)}${sculpt ? ` x ${cm1(a.d)}` : ''} cm)`;
      return { rows: [['Dimensions', t]], h: t, w: t, d: t };
    }
    const rows = [['Height', `${f(a.hIn)} in`], ['Width', `${f(a.wIn)} in`]];
    if (sculpt) rows.push(['Depth', `${f(a.dIn)} in`]);
    return { rows, h: rows[0][1], w: rows[1][1], d: sculpt ? rows[2][1] : '' };
  }
  const v = k % 4;
  if (v === 2) {
    const rows = [['Height', `${a.h} cm`], ['Width', `${a.w} cm`]];
    if (sculpt) rows.push(['Depth', `${a.d} cm`]);
    return { rows, h: rows[0][1], w: rows[1][1], d: sculpt ? rows[2][1] : '' };
  }
  const x = v === 1 ? ' x ' : ' × ';
  const t = v === 3 ? `H ${a.h} cm × W ${a.w} cm${sculpt ? ` × D ${a.d} cm` : ''}` : `${a.h}${x}${a.w}${sculpt ? `${x}${a.d}` : ''} cm`;
  return { rows: [[pick(k, ['Dimensions', 'Size', 'Dimensions', 'Size (h × w)']), t]], h: t, w: t, d: sculpt ? t : '' };
}
const METHOD_WORD = { purchase: 'Purchase', gift: 'Gift', bequest: 'Bequest', loan: 'Long-term loan' };
function creditLine(a) {
  if (a.method === 'loan') return `On loan from ${a.lender.name} since ${a.acquired}`;
  if (a.method === 'purchase') return `Purchased, ${a.acquired}`;
  if (a.method === 'gift') return `Gift of ${a.donor}, ${a.acquired}`;
  return `Bequeathed by ${a.donor}, ${a.acquired}`;
}
/** → rows, stated method text, stated year */
function acqRows(a, k) {
  const v = k % 3;
  if (v === 1) {
    const t = creditLine(a);
    const rows = [[pick(k, ['Credit line', 'Provenance (museum)']), t]];
    if (a.method === 'loan') rows.push(['Lender', a.lender.name]);
    return { rows, method: t, year: t };
  }
  const m = a.method === 'loan' ? pick(k, ['Loan', 'Long-term loan']) : pick(k + 1, [METHOD_WORD[a.method], METHOD_WORD[a.method].toLowerCase()]);
  const rows =
    v === 0
      ? [['Acquisition method', m], ['Acquired', String(a.acquired)]]
      : [['How acquired', m], [a.method === 'loan' ? 'On loan since' : 'Year acquired', String(a.acquired)]];
  if (a.donor) rows.push([a.method === 'gift' ? pick(k, ['Donor', 'Given by']) : pick(k, ['Bequeathed by', 'Donor']), a.donor]);
  if (a.lender) rows.push([pick(k, ['Lender', 'Lent by']), a.lender.name]);
  return { rows, method: m, year: String(a.acquired) };
}
function displayRow(a, k) {
  return [
    ['On display', a.onDisplay ? 'Yes' : 'No'],
    ['In storage', a.onDisplay ? 'No' : 'Yes'],
    ['Status', a.onDisplay ? 'On view' : 'In store'],
    ['On view', a.onDisplay ? '✓' : '✗'],
    ['Displayed (Y/N)', a.onDisplay ? 'Y' : 'N'],
  ][k % 5];
}
function locationRow(a, k) {
  if (a.onDisplay) return [pick(k, ['Gallery', 'Room', 'Location', 'Displayed in']), a.gallery.name];
  return [pick(k, ['Location', 'Storage location', 'Current location']), a.store];
}
function photoRow(a, k) {
  return [
    ['Photography allowed', a.photo ? 'Yes' : 'No'],
    ['No photography', a.photo ? 'No' : 'Yes'],
    ['Photography', a.photo ? 'Permitted' : 'Not permitted'],
    ['Photo OK', a.photo ? '✓' : '✗'],
  ][(k + 2) % 4];
}
const condText = (a, k) => (k % 3 === 2 ? a.condition.toLowerCase() : a.condition);
const DATE_STYLES = ['long', 'us', 'short', 'dotted', 'iso'];
const conservedText = (a, k) => (a.conserved ? fmtDate(a.conserved, DATE_STYLES[k % 5]) : pick(k, ['never', '—', 'no record', 'none recorded']));
const listText = (xs, k, none) => (xs.length ? xs.join(pick(k, [', ', '; ', ' · '])) : none);
const votesText = (a, k) => pick(k, [group(a.votes), `${group(a.votes)} votes`, String(a.votes), spaced(a.votes)]);

function pageStates(a, k) {
  const dims = dimRows(a, k);
  const acq = acqRows(a, k);
  return { dims, acq, year: yearText(a, k), money: moneyText(a, k), cond: condText(a, k), conserved: conservedText(a, k), loans: listText(a.loansOut, k, pick(k, ['none', '—', 'never lent'])),
    votes: votesText(a, k), display: displayRow(a, k)[1], photo: photoRow(a, k)[1], location: locationRow(a, k)[1] };
}

function specRows(a, s, k) {
  return [
    [pick(k, ['Title', 'Object title', 'Work', 'Title']), a.title],
    [pick(k + 1, ['Artist', 'Artist/maker', 'By', 'Maker']), a.artist.name],
    [pick(k, ['Date', 'Year', 'Dated', 'Date made']), s.year],
    [pick(k + 2, ['Medium', 'Materials', 'Technique']), a.medium],
    [pick(k, ['Object type', 'Classification', 'Category']), a.type],
    ...s.dims.rows,
    [pick(k, ['Insurance value', 'Insured for', 'Valuation (insurance)', 'Insurance valuation']), s.money],
    ...s.acq.rows,
    displayRow(a, k),
    locationRow(a, k),
    [pick(k, ['Condition', 'Condition rating', 'State of preservation']), s.cond],
    [pick(k, ['Last conserved', 'Last conservation treatment', 'Last treated']), s.conserved],
    [pick(k, ['Loan history', 'Lent to', 'Exhibition loans', 'Loans out']), s.loans],
    [pick(k, ['Visitor favourite votes', 'Favourite votes', "Visitors' favourite (votes)", 'Public votes']), s.votes],
    photoRow(a, k),
    [pick(k, ['Accession no.', 'Object number', 'Accession number']), a.accession],
  ];
}
function artProse(a, s, k) {
  const dimsText = s.dims.h === s.dims.w ? s.dims.h : `${s.dims.h} high and ${s.dims.w} wide`;
  const opts = [
    `${a.title} is by ${a.artist.name} (${s.year}).`,
    `${a.title} is currently insured for ${s.money}.`,
    `Visitors have voted ${a.title} a favourite ${s.votes.replace(/ votes$/, '')} times.`,
    a.method === 'loan' ? `${a.title} has been on loan from ${a.lender.name} since ${a.acquired}.` : `${a.title} came to the museum by ${a.method} in ${a.acquired}.`,
    `${a.title} measures ${dimsText}.`,
    a.conserved ? `${a.title} was last conserved on ${s.conserved}.` : `${a.title} has no recorded conservation treatment.`,
  ];
  return [opts[k % opts.length]];
}

// ------------------------------------------------------------------ facts
const corpus = new Corpus(dir);
function artFacts(a, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(a.title, 'artwork', attr, value, unit, stated, file);
  F('artist', a.artist.name, '', a.artist.name);
  F('year', a.year, 'year', s.year);
  F('year_from', a.from, 'year', s.year);
  F('circa', a.circa, 'bool', a.circa ? s.year : '');
  F('medium', a.medium, '', s.medium ?? a.medium);
  F('object_type', a.type, '', s.type ?? a.type);
  F('height', a.h, 'cm', s.h ?? s.dims.h);
  F('width', a.w, 'cm', s.w ?? s.dims.w);
  F('depth', a.d, 'cm', a.d == null ? '' : s.d ?? s.dims.d);
  F('insurance_value', a.value, a.cur, s.money);
  F('acquisition_method', a.method, '', s.method ?? s.acq.method);
  F('acquired', a.acquired, 'year', s.acquired ?? s.acq.year);
  F('donor', a.donor, 'text', a.donor ?? '');
  F('lender', a.lender?.name ?? null, '', a.lender?.name ?? '');
  F('on_display', a.onDisplay, 'bool', s.display);
  F('gallery', a.gallery?.name ?? null, '', a.gallery?.name ?? '');
  F('location', a.gallery?.name ?? a.store, 'text', s.location);
  F('condition', a.condition, '', s.cond);
  F('last_conserved', a.conserved, 'date', a.conserved ? s.conserved : '');
  F('loans_out', a.loansOut, 'list', a.loansOut[0] ?? '');
  F('favourite_votes', s.votesMissing ? null : a.votes, '', s.votesMissing ? '' : s.votes);
  F('photography_allowed', a.photo, 'bool', s.photo);
}

// ------------------------------------------------------------------ layouts
const EXPORTS = ['csv', 'tsv', 'semicolon', 'json_flat'];
const PAGE_LAYOUTS = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested'];
const assign = new Map([...PAGE_LAYOUTS, ...EXPORTS].map((x) => [x, []]));
const taken = new Set();
const take = (layout, xs) => xs.forEach((a) => (assign.get(layout).push(a), taken.add(a)));
const frenchPage = artworks.find((a) => a.title === 'La Baigneuse');
taken.add(frenchPage);
take('semicolon', artworks.filter((a) => a.lender?.name === 'Fondation Marceau' && a !== frenchPage));
take('csv', r.shuffle(artworks.filter((a) => !taken.has(a) && a.cur === 'GBP' && !a.inches && !a.lender)).slice(0, 4));
take('tsv', r.shuffle(artworks.filter((a) => !taken.has(a) && a.cur === 'USD')).slice(0, 4));
take('json_flat', r.shuffle(artworks.filter((a) => !taken.has(a) && !a.lender)).slice(0, 4));
r.shuffle(artworks.filter((a) => !taken.has(a))).forEach((a, i) => assign.get(PAGE_LAYOUTS[i % PAGE_LAYOUTS.length]).push(a));
const docTitle = (a) => `${a.title} – ${MUSEUM} collection`;
const artFile = (a, ext) => `collection/${slug(a.title)}.${ext}`;
let k = 0;

for (const a of assign.get('html_table')) {
  const file = artFile(a, 'html');
  const s = pageStates(a, k);
  corpus.write(file, htmlTablePage({ title: a.title, docTitle: docTitle(a), crumbs: [MUSEUM, 'Collection', a.artist.name], lead: artProse(a, s, k),
    sections: [{ heading: 'Object record', rows: specRows(a, s, k) }], colA: 'Field', colB: 'Value', footer: `${MUSEUM} · collection records are updated by the registrar` }));
  artFacts(a, file, s);
  k++;
}
for (const a of assign.get('html_dl')) {
  const file = artFile(a, 'html');
  const s = pageStates(a, k);
  const rows = specRows(a, s, k);
  const cut = rows.findIndex((x) => /Insur|Valuation/.test(x[0]));
  corpus.write(file, htmlDlPage({ title: a.title, docTitle: docTitle(a), site: MUSEUM, lead: artProse(a, s, k),
    sections: [{ heading: 'The object', rows: rows.slice(0, cut) }, { heading: 'Collection management', rows: rows.slice(cut) }], footer: 'Please ask the registrar before moving any object.' }));
  artFacts(a, file, s);
  k++;
}
for (const a of assign.get('html_infobox')) {
  const file = artFile(a, 'html');
  const s = pageStates(a, k);
  const rows = specRows(a, s, k);
  corpus.write(file, htmlInfoboxPage({ title: a.title, lead: artProse(a, s, k), sections: [{ heading: 'Artwork', rows: rows.slice(0, 6) }, { heading: 'Registrar', rows: rows.slice(6) }],
    footer: `Part of the ${MUSEUM} collection.` }));
  artFacts(a, file, s);
  k++;
}
for (const a of assign.get('md_bullets')) {
  const file = artFile(a, 'md');
  const s = pageStates(a, k);
  corpus.write(file, mdBulletsNote({ title: a.title, lead: artProse(a, s, k), sections: [{ heading: 'Record', rows: specRows(a, s, k) }] }));
  artFacts(a, file, s);
  k++;
}
for (const a of assign.get('md_yaml')) {
  const file = artFile(a, 'md');
  const s = pageStates(a, k);
  const rows = specRows(a, s, k).slice(2);
  corpus.write(file, mdYamlTableNote({
    title: a.title,
    frontMatter: [['title', a.title], ['artist', a.artist.name], ['record_status', 'checked'], ['catalogue_page', 100 + k * 3]],
    lead: artProse(a, s, k), sections: [{ heading: 'Catalogue entry', rows }], colA: 'Field', colB: 'Entry',
  }));
  artFacts(a, file, s);
  k++;
}
for (const a of assign.get('txt')) {
  const file = artFile(a, 'txt');
  const s = pageStates(a, k);
  corpus.write(file, txtProfile({ txtHeader: `ARTWORK: ${a.title.toUpperCase()}\n${'='.repeat(40)}`, sections: [{ rows: specRows(a, s, k) }], lead: artProse(a, s, k) }));
  artFacts(a, file, s);
  k++;
}
for (const a of assign.get('json_nested')) {
  const file = artFile(a, 'json');
  const unit = a.inches ? 'in' : 'cm';
  const dims = a.inches ? { height: a.hIn, width: a.wIn, ...(a.dIn != null ? { depth: a.dIn } : {}), unit } : { height: a.h, width: a.w, ...(a.d != null ? { depth: a.d } : {}), unit };
  const s0 = pageStates(a, k);
  const rec = {
    artwork: {
      title: a.title,
      maker: { artist: { name: a.artist.name } },
      dating: { display: yearText(a, k), year: a.year },
      physical: { medium: a.medium, object_type: a.type, dimensions: dims },
      insurance: { value: a.value, currency: a.cur },
      acquisition: { method: a.method, year: a.acquired, ...(a.donor ? { donor: a.donor } : {}), ...(a.lender ? { lender: a.lender.name } : {}) },
      display: { on_view: a.onDisplay, ...(a.onDisplay ? { gallery: a.gallery.name } : { location: a.store }) },
      conservation: { condition: a.condition.toLowerCase(), last_treated: a.conserved },
      loans_out: a.loansOut,
      engagement: { favourite_votes: a.votes },
      rights: { photography_allowed: a.photo },
      accession_number: a.accession,
      note: artProse(a, s0, k)[0],
    },
  };
  corpus.write(file, JSON.stringify(rec, null, 2) + '\n');
  artFacts(a, file, { ...s0, year: yearText(a, k), h: String(dims.height), w: String(dims.width), d: a.d == null ? '' : String(dims.depth), money: String(a.value), method: a.method,
    acquired: String(a.acquired), display: '', photo: '', cond: a.condition.toLowerCase(), conserved: a.conserved ?? '', votes: String(a.votes), location: a.gallery?.name ?? a.store });
  k++;
}

// --- the French page: a work on deposit from the Fondation Marceau, described by the foundation
const FR_MEDIUM = { 'oil on canvas': 'huile sur toile', 'pastel on paper': 'pastel sur papier', 'gouache on paper': 'gouache sur papier', 'tempera on panel': 'tempera sur bois' };
const FR_TYPE = { [P]: 'Peinture', [W]: 'Œuvre sur papier', [S]: 'Sculpture', [PH]: 'Photographie' };
const FR_COND = { Excellent: 'excellent', Good: 'bon', Fair: 'moyen', Poor: 'mauvais' };
const FR_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const frDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${FR_MONTHS[m - 1]} ${y}`;
};
const ouiNon = (b) => (b ? 'oui' : 'non');
{
  const a = frenchPage;
  const file = artFile(a, 'html');
  const dims = `${comma(a.h)} x ${comma(a.w)} cm`;
  const money = `${spaced(a.value)} €`;
  const s = { year: String(a.year), medium: FR_MEDIUM[a.medium], type: FR_TYPE[a.type], h: dims, w: dims, money, method: 'Dépôt', acquired: String(a.acquired), display: ouiNon(a.onDisplay),
    location: a.gallery?.name ?? 'réserve', cond: FR_COND[a.condition], conserved: a.conserved ? frDate(a.conserved) : '', votes: spaced(a.votes), photo: ouiNon(a.photo) };
  const rows = [
    ['Titre', a.title], ['Artiste', a.artist.name], ['Date', s.year], ['Technique', s.medium], ['Catégorie', s.type], ['Dimensions', dims], ["Valeur d'assurance", money],
    ["Mode d'acquisition", s.method], ['Prêteur', a.lender.name], ['En dépôt depuis', s.acquired], ['Exposée', s.display], ['Salle', s.location], ['État', s.cond],
    ['Dernière restauration', a.conserved ? s.conserved : 'aucune'], ['Prêts', 'aucun'], ['Votes des visiteurs', s.votes], ['Photographie autorisée', s.photo], ["Numéro d'inventaire", a.accession],
  ];
  const html = htmlDlPage({ title: a.title, docTitle: `${a.title} – dépôt de la ${a.lender.name}`, site: `${a.lender.name} · dépôts au ${MUSEUM}`,
    lead: [`${a.title} est déposée au musée par la ${a.lender.name} depuis ${a.acquired}.`], sections: [{ heading: "Fiche de l'œuvre", rows }], footer: 'Fiche rédigée par le service des collections de la fondation.' });
  corpus.write(file, html.replace('<html lang="en">', '<html lang="fr">'));
  artFacts(a, file, s);
}

// --- CSV export (collections database): units in the header, GBP valuations, plain numbers
{
  const file = 'exports/cms-export-gbp-valuations.csv';
  const header = ['title', 'artist', 'date', 'medium', 'object_type', 'Height (cm)', 'Width (cm)', 'Depth (cm)', 'Insurance value (GBP)', 'acquisition_method', 'Acquired (year)', 'donor', 'lender',
    'on_display', 'gallery', 'location', 'condition', 'last_conserved', 'loans_out', 'favourite_votes', 'photography_allowed'];
  const yn = (b) => (b ? 'yes' : 'no');
  const rows = assign.get('csv').map((a) => {
    const date = a.circa ? `c. ${a.year}` : a.ranged ? `${a.from}-${a.year}` : String(a.year);
    artFacts(a, file, { year: date, h: String(a.h), w: String(a.w), d: a.d == null ? '' : String(a.d), money: String(a.value), method: a.method, acquired: String(a.acquired), display: yn(a.onDisplay),
      location: a.gallery?.name ?? a.store, cond: a.condition, conserved: a.conserved ?? '', votes: String(a.votes), photo: yn(a.photo) });
    return [a.title, a.artist.name, date, a.medium, a.type, a.h, a.w, a.d ?? '', a.value, a.method, a.acquired, a.donor ?? '', a.lender?.name ?? '', yn(a.onDisplay), a.gallery?.name ?? '',
      a.gallery ? '' : a.store, a.condition, a.conserved ?? '', a.loansOut.join('; '), a.votes, yn(a.photo)];
  });
  corpus.write(file, delimited(header, rows));
}
// --- TSV (American valuations, prepared for the Whitcombe exchange): units inside the values, inches, USD
{
  const file = 'exports/usd-valuations-whitcombe-exchange.tsv';
  const header = ['Title', 'Artist', 'Date', 'Medium', 'Type', 'Dimensions', 'Insured value', 'Acquisition', 'On view', 'Gallery / location', 'Condition', 'Last conserved', 'Lent to', 'Votes',
    'Photo OK'];
  const rows = assign.get('tsv').map((a, i) => {
    const kk = i + 1;
    const dims = `${inFrac(a.hIn)} x ${inFrac(a.wIn)}${a.dIn != null ? ` x ${inFrac(a.dIn)}` : ''} in`;
    const money = a.value >= 1e6 ? `$${mil(a.value)}M` : `$${a.value / 1000}K`;
    const acq = a.method === 'loan' ? `Loan (${a.lender.name}), ${a.acquired}` : `${METHOD_WORD[a.method]}, ${a.acquired}`;
    const s = { year: yearText(a, kk), h: dims, w: dims, d: a.dIn != null ? dims : '', money, method: acq, acquired: acq, display: a.onDisplay ? 'Y' : 'N', location: a.gallery?.name ?? a.store,
      cond: a.condition, conserved: a.conserved ? fmtDate(a.conserved, 'us') : '', votes: `${group(a.votes)} votes`, photo: a.photo ? 'Y' : 'N' };
    artFacts(a, file, s);
    return [a.title, a.artist.name, s.year, a.medium, a.type, dims, money, acq, s.display, s.location, a.condition, a.conserved ? s.conserved : '-', a.loansOut.length ? a.loansOut.join(', ') : '-',
      s.votes, s.photo];
  });
  const donors = assign.get('tsv').filter((a) => a.donor).map((a) => `${a.title}: ${a.method === 'gift' ? 'gift of' : 'bequeathed by'} ${a.donor}`);
  corpus.write(file, `# USD insurance valuations (New York valuer), dimensions in inches (height x width [x depth])\n${donors.length ? `# Donors: ${donors.join('; ')}\n` : ''}` + delimited(header, rows, '\t'));
}
// --- semicolon CSV in French (the Fondation Marceau's list of its works on deposit): decimal commas, n/a
{
  const file = 'exports/fondation-marceau-depots.csv';
  const header = ['titre', 'artiste', 'date', 'technique', 'categorie', 'hauteur_cm', 'largeur_cm', 'valeur_assurance_eur', 'mode_acquisition', 'preteur', 'depot_depuis', 'exposee', 'salle', 'etat',
    'derniere_restauration', 'prets', 'votes_visiteurs', 'photo_autorisee'];
  const lst = assign.get('semicolon');
  const noVotes = lst[2].title;
  const rows = lst.map((a) => {
    const nv = a.title === noVotes;
    const date = a.circa ? `vers ${a.year}` : a.ranged ? `${a.from}-${a.year}` : String(a.year);
    const money = comma(a.value.toFixed(2));
    const conserved = a.conserved ? a.conserved.split('-').reverse().join('/') : '';
    const s = { year: date, medium: FR_MEDIUM[a.medium], type: FR_TYPE[a.type], h: comma(a.h), w: comma(a.w), money, method: 'dépôt', acquired: String(a.acquired), display: ouiNon(a.onDisplay),
      location: a.gallery?.name ?? 'réserve', cond: FR_COND[a.condition], conserved, votes: nv ? '' : String(a.votes), votesMissing: nv, photo: ouiNon(a.photo) };
    artFacts(a, file, s);
    return [a.title, a.artist.name, date, s.medium, s.type, s.h, s.w, money, 'dépôt', a.lender.name, a.acquired, s.display, s.location, s.cond, conserved || 'n/a', 'n/a', nv ? 'n/a' : a.votes, s.photo];
  });
  corpus.write(file, delimited(header, rows, ';'));
}
// --- JSON flat records (the online collection feed, with the registrar's fields)
{
  const file = 'exports/registrar-snapshot.json';
  const recs = assign.get('json_flat').map((a) => {
    const dated = a.circa ? `c. ${a.year}` : a.ranged ? `${a.from}–${a.year}` : String(a.year);
    const hh = a.inches ? a.hIn : a.h;
    const ww = a.inches ? a.wIn : a.w;
    const dd = a.inches ? a.dIn : a.d;
    artFacts(a, file, { year: dated, h: String(hh), w: String(ww), d: dd == null ? '' : String(dd), money: String(a.value), method: a.method, acquired: String(a.acquired), display: '',
      location: a.gallery?.name ?? a.store, cond: a.condition, conserved: a.conserved ?? '', votes: String(a.votes), photo: '' });
    return { title: a.title, artist: a.artist.name, dated, year: a.year, medium: a.medium, object_type: a.type, ...(a.inches ? { height_in: hh, width_in: ww } : { height_cm: hh, width_cm: ww }),
      ...(dd != null ? { [a.inches ? 'depth_in' : 'depth_cm']: dd } : {}), insurance_value: a.value, insurance_currency: a.cur, acquisition_method: a.method, acquired: a.acquired,
      donor: a.donor, lender: a.lender?.name ?? null, on_display: a.onDisplay ? 1 : 0, gallery: a.gallery?.name ?? null, location: a.gallery ? null : a.store, condition: a.condition,
      last_conserved: a.conserved, loans_out: a.loansOut, favourite_votes: a.votes, photography_allowed: a.photo };
  });
  corpus.write(file, JSON.stringify({ source: `${MUSEUM} collections database`, exported: '2024-10-02', records: recs }, null, 2) + '\n');
}

// ------------------------------------------------------------------ simple pages (artists, galleries, lenders)
const LAYOUTS8 = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested', 'json_flat'];
function simplePage(Lt, base, name, header, lead, rows, nested, flat, heading) {
  let file;
  if (Lt === 'html_table') corpus.write((file = `${base}.html`), htmlTablePage({ title: name, crumbs: [MUSEUM, heading], lead, sections: [{ heading, rows }] }));
  else if (Lt === 'html_dl') corpus.write((file = `${base}.html`), htmlDlPage({ title: name, site: MUSEUM, lead, sections: [{ heading, rows }] }));
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
r.shuffle(ARTISTS).forEach((a, i) => {
  const Lt = LAYOUTS8[i % LAYOUTS8.length];
  const v = i % 3;
  const an = /^[AEIOU]/.test(a.nationality) ? 'an' : 'a';
  const lead = [
    [
      `${a.name} was born in ${a.birthplace} in ${a.born}.`,
      `${a.name} is ${an} ${a.nationality} artist associated with ${a.movement}.`,
      `The museum holds ${a.works === 1 ? 'one work' : `${a.works} works`} by ${a.name}.`,
    ][v],
  ];
  const lifeRows =
    v === 0
      ? [['Dates', a.died ? `${a.born}–${a.died}` : `born ${a.born}`]]
      : [[v === 1 ? 'Born' : 'Year of birth', String(a.born)], [v === 1 ? 'Died' : 'Year of death', a.died ? String(a.died) : pick(i, ['living', '—', 'n/a (living)'])]];
  const rows = [
    [pick(v, ['Nationality', 'Nationality', 'Citizenship']), a.nationality],
    ...lifeRows,
    [pick(v, ['Birthplace', 'Place of birth', 'Born in']), a.birthplace],
    [pick(v, ['Movement', 'School / movement', 'Style']), a.movement],
    [pick(v, ['Works in the collection', 'Works held', 'Number of works in collection']), String(a.works)],
  ];
  const nested = { artist: { full_name: a.name, life: { born: a.born, died: a.died }, origin: { nationality: a.nationality, birthplace: a.birthplace }, movement: a.movement,
    collection: { works_held: a.works }, bio: lead[0] } };
  const flat = { name: a.name, nationality: a.nationality, born: a.born, died: a.died, birthplace: a.birthplace, movement: a.movement, works_in_collection: a.works, note: lead[0] };
  const file = simplePage(Lt, `artists/${slug(a.name)}`, a.name, 'ARTIST', lead, rows, nested, flat, 'Artist');
  const jsonish = Lt.startsWith('json');
  const lifeText = v === 0 && !jsonish ? lifeRows[0][1] : null;
  const F = (attr, value, unit, stated) => corpus.fact(a.name, 'artist', attr, value, unit, stated, file);
  F('nationality', a.nationality, '', a.nationality);
  F('born', a.born, 'year', lifeText ?? String(a.born));
  F('died', a.died, 'year', a.died ? lifeText ?? String(a.died) : '');
  F('birthplace', a.birthplace, '', a.birthplace);
  F('movement', a.movement, '', a.movement);
  F('works', a.works, '', String(a.works));
});

// --- galleries
const FLOOR_TEXT = [['Ground floor', 'Ground', 'Level 0'], ['First floor', '1st floor', 'Level 1'], ['Second floor', '2nd floor', 'Level 2']];
GALLERIES.forEach((g, i) => {
  const Lt = ['html_dl', 'md_yaml', 'txt', 'json_nested', 'html_table', 'md_bullets'][i];
  const floor = FLOOR_TEXT[g.floor][i % 3];
  const area = g.areaUnit === 'm2' ? pick(i, [`${g.area} m²`, `${g.area} sq m`, `${g.area} m2`]) : `${group(g.area)} sq ft`;
  const temp = g.tempF != null ? pick(i, [`${g.tempF} °F`, `${g.tempF}°F`]) : pick(i, [`${g.tempC} °C`, `${g.tempC}°C`]);
  const rh = pick(i, [`${g.rh} %`, `${g.rh}% RH`, `RH ${g.rh}%`]);
  const access = [['Step-free access', g.access ? 'Yes' : 'No'], ['Stairs only', g.access ? 'No' : 'Yes'], ['Wheelchair accessible', g.access ? '✓' : '✗']][i % 3];
  const lead = [
    [`The ${g.name} opened in ${g.opened}.`, `${g.curator} curates the ${g.name}.`, `The ${g.name} is kept at ${temp} and ${g.rh}% relative humidity.`][i % 3],
  ];
  const rows = [
    [pick(i, ['Floor', 'Level', 'Floor']), floor],
    [pick(i, ['Floor area', 'Area', 'Size']), area],
    [pick(i, ['Temperature setpoint', 'Temperature', 'Climate setpoint']), temp],
    [pick(i, ['Relative humidity', 'Humidity', 'RH target']), rh],
    [pick(i, ['Opened', 'Opened in', 'Year opened']), String(g.opened)],
    access,
    [pick(i, ['Curator', 'Curated by', 'Room curator']), g.curator],
  ];
  const nested = { gallery: { name: g.name, location: { floor: g.floor, floor_label: floor }, space: { area: g.area, unit: g.areaUnit === 'm2' ? 'm²' : 'sq ft' },
    climate: { temperature: g.tempF ?? g.tempC, temperature_unit: g.tempF != null ? '°F' : '°C', relative_humidity_pct: g.rh }, history: { opened: g.opened },
    access: { step_free: g.access }, staff: { curator: g.curator }, about: lead[0] } };
  const file = simplePage(Lt, `galleries/${slug(g.name)}`, g.name, 'GALLERY', lead, rows, nested, null, 'Gallery');
  const jsonish = Lt === 'json_nested';
  const F = (attr, value, unit, stated) => corpus.fact(g.name, 'gallery', attr, value, unit, stated, file);
  F('floor', g.floor, '', jsonish ? floor : floor);
  F('area', g.m2, 'm2', jsonish ? String(g.area) : area);
  F('temperature', g.tempC, 'C', jsonish ? String(g.tempF ?? g.tempC) : temp);
  F('humidity', g.rh, '%', jsonish ? String(g.rh) : rh);
  F('opened', g.opened, 'year', String(g.opened));
  F('accessible', g.access, 'bool', jsonish ? '' : access[1]);
  F('curator', g.curator, 'text', g.curator);
});

// --- lenders (the Fondation Marceau's page is in French)
LENDERS.forEach((l, i) => {
  const TYPE_FR = { foundation: 'fondation', private: 'collection privée', museum: 'musée' };
  const lent = artworks.filter((a) => a.lender === l).length;
  let file;
  let stated;
  if (l.name === 'Fondation Marceau') {
    stated = { city: l.city, country: l.country, type: TYPE_FR[l.type], founded: String(l.founded) };
    file = `lenders/${slug(l.name)}.html`;
    const html = htmlInfoboxPage({ title: l.name, lead: [`La ${l.name}, fondée à ${l.city} en ${l.founded}, prête des œuvres au ${MUSEUM} depuis ${Math.min(...artworks.filter((a) => a.lender === l).map((a) => a.acquired))}.`],
      sections: [{ heading: 'Prêteur', rows: [['Ville', l.city], ['Pays', l.country], ['Statut', TYPE_FR[l.type]], ['Fondée en', String(l.founded)], ['Contact', l.contact], ["Œuvres en dépôt", String(lent)]] }] });
    corpus.write(file, html.replace('<html lang="en">', '<html lang="fr">'));
  } else {
    const Lt = ['md_bullets', 'json_flat', 'html_table'][i - 1];
    const type = { foundation: 'Foundation', private: 'Private collection', museum: 'Museum' }[l.type];
    stated = { city: l.city, country: l.country, type, founded: String(l.founded) };
    const lead = [[`${l.name} is a ${type.toLowerCase()} based in ${l.city}.`, `${l.name} was founded in ${l.founded}.`, `${l.name} currently lends ${lent} works to the museum.`][i - 1]];
    const rows = [['City', l.city], ['Country', l.country], [pick(i, ['Type', 'Lender type', 'Institution type']), type], [pick(i, ['Founded', 'Established', 'Founded']), String(l.founded)],
      ['Contact', l.contact], [pick(i, ['Works on loan to us', 'Works currently lent', 'Loans to Ravensmoor']), String(lent)]];
    const flat = { name: l.name, city: l.city, country: l.country, lender_type: l.type, founded: l.founded, contact: l.contact, works_on_loan: lent, note: lead[0] };
    if (Lt === 'json_flat') stated.type = l.type;
    file = simplePage(Lt, `lenders/${slug(l.name)}`, l.name, 'LENDER', lead, rows, null, flat, 'Lender');
  }
  const F = (attr, value, unit, st) => corpus.fact(l.name, 'lender', attr, value, unit, st, file);
  F('city', l.city, '', stated.city);
  F('country', l.country, '', stated.country);
  F('lender_type', l.type, '', stated.type);
  F('founded', l.founded, 'year', stated.founded);
  F('contact', l.contact, 'text', l.contact);
});

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `${MUSEUM} — collection drive.
collection/ holds one record per artwork; exports/ the lists exported from the collections database, the USD valuation
list and the Fondation Marceau's deposit list (in French); artists/, galleries/ and lenders/ the reference pages.
Insurance values are stated in the currency of the last valuation (London: GBP, Paris: EUR, New York: USD, Zurich: CHF;
works on loan in the lender's currency). Nothing is converted. Valuations are reviewed every 3 years; the 2022 review
covered 212 objects including works on paper not yet catalogued here.
`);
corpus.write('admin/environmental-standards.md', `# Environmental standards for display

| Material | Temperature | Relative humidity | Light |
|---|---|---|---|
| Oil and acrylic paintings | 16–24 °C | 40–60 % | 200 lux |
| Works on paper, photographs | 16–20 °C | 40–55 % | 50 lux |
| Bronze, stone | 15–25 °C | below 55 % | 300 lux |

Alarms trigger when a room drifts more than 2 °C or 8 % RH from its setpoint for over 30 minutes.
Works on paper are rotated off display after 6 months.
`);
corpus.write('admin/visitor-favourites-2024.md', `# Visitor favourites campaign 2024

Visitors vote for their favourite works at the kiosks and online. Totals across the collection:

- votes cast in 2024: 61,480 (2023: 54,905)
- kiosks: 4 (Garden Court entrance, Long Gallery, Print Room landing, shop)
- one vote per visitor per day; votes for works in storage come from the online collection

Prize draw: 25 family memberships.
`);
corpus.write('admin/loan-agreements.md', `# Incoming and outgoing loans — checklist

1. Facility report sent at least 6 months before the loan starts.
2. Courier required for works insured above GBP 500,000 (or the equivalent).
3. Nail-to-nail insurance; indemnity applications take 10–12 weeks.
4. Lighting for loaned works on paper: maximum 50 lux, 12 weeks per year.
`);

const stats = corpus.flush(source);
console.log(`museum: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
