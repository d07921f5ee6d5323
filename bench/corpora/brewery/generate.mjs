#!/usr/bin/env node
// Brewery corpus (held-out): the shared drive of the "Tolland Brewing Group", a small craft-brewery group with two
// breweries — Tolland Brewery (Shrewsbury, England) and Brauerei Hasenfeld (Bamberg, Germany) — and a taproom, The
// Tolland Tap (Ludlow, England, with a small pilot kit). 35 beers, 16 batches, 10 fermentation tanks, 14 hops and
// malts, 6 suppliers, 8 staff, 8 trade customers and their orders.
//   node bench/corpora/brewery/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "brewery-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) beers: Markdown spec sheets of `Key: value` lines (gravity as SG, colour in EBC), HTML spec tables (gravity
//     in °Plato, colour in SRM, `5.2 % vol`), a CSV catalogue (units in the header), GERMAN beer sheets
//     (`Stammwürze: 12,5 °P`, `Alkohol: 5,2 % vol.`, `Bittere (IBU)`, `Sortiment: Ganzjährig`) and a German
//     semicolon export with decimal commas, and one long Markdown note of seasonal releases written as prose;
// (b) batches: an English BREW LOG (one dated entry per batch in sentences, volumes in hl, UK barrels, litres or
//     US gallons, temperatures in °C or °F) and a German SUDPROTOKOLL (semi-structured lines); a QC lab table adds
//     each batch's measured ABV, pH and pass/fail (facts of the batch stated in a second file);
// (c) tanks: an English CSV register (capacity in hl or UK bbl) and a German semicolon tank list
//     (`Tank;Inhalt (hl);Standort;Baujahr;Werkstoff;Kühlmantel`), the taproom's tank on its site page;
// (d) hops and malts: a Markdown hop contract table, an HTML malt table (price per 25 kg sack), suppliers as JSON;
// (e) staff as paragraphs (English) and a German staff page; customers in an HTML table; orders as text lines;
// (f) WIDE monthly sales tables (a column per month: litres for Tolland, hl with decimal commas for Hasenfeld), a
//     taproom menu in HTML (price per pint) and background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: ABV in % vol; colour in EBC (`7 SRM` holds 7 × 1.97); gravities as specific
// gravity (`12.9 °P` holds 1 + P / (258.6 − 227.1·P/258.2), rounded to 4 decimals); volumes and capacities in
// LITRES (`32 hl` = 3200, `20 bbl` = 20 × 163.659, `120 US gal` = 120 × 3.785411784); temperatures in °C (`66 °F`
// → (66 − 32) × 5/9); prices per kg in the stated currency (GBP or EUR, never converted; `£31.25 per 25 kg sack`
// holds 1.25); tap prices in GBP per pint; dates ISO; German words in English (`Ganzjährig` = core, `Saisonal` =
// seasonal, `Limitiert` = limited, `Fass` = Keg, `Flasche` = Bottle, `Dose` = Can, `Edelstahl` = Stainless steel).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, htmlTablePage, htmlInfoboxPage, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('brewery-v1');
const BBL = 163.65924; // litres per UK (imperial) brewer's barrel
const USGAL = 3.785411784;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const de = (x, d) => Number(x).toFixed(d).replace('.', ',');
const pad = (n, w = 2) => String(n).padStart(w, '0');
const plato = (sg) => -616.868 + 1111.14 * sg - 630.272 * sg ** 2 + 135.997 * sg ** 3;
const sgOf = (p) => 1 + p / (258.6 - (p / 258.2) * 227.1);

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (QC table, sales tables, taproom menu). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ sites
const SITES = [
  { key: 'TOL', name: 'Tolland Brewery', city: 'Shrewsbury', country: 'United Kingdom', opened: 2012, kind: 'Brewery', brewhouse: 20 * BBL },
  { key: 'HAS', name: 'Brauerei Hasenfeld', city: 'Bamberg', country: 'Germany', opened: 1887, kind: 'Brewery', brewhouse: 5000 },
  { key: 'TAP', name: 'The Tolland Tap', city: 'Ludlow', country: 'United Kingdom', opened: 2021, kind: 'Taproom', brewhouse: 500 },
];
const S = Object.fromEntries(SITES.map((s) => [s.key, s]));

// ------------------------------------------------------------------ staff
const STAFF = [
  { name: 'Sam Okoro', role: 'Head brewer', site: 'TOL', start: '2016-03-07', full: true },
  { name: 'Harriet Vaughan', role: 'Managing director', site: 'TOL', start: '2012-05-01', full: true },
  { name: 'Will Pryce', role: 'Brewer', site: 'TOL', start: '2021-09-13', full: true },
  { name: 'Megan Lloyd', role: 'Quality manager', site: 'TOL', start: '2019-01-14', full: false },
  { name: 'Dan Hughes', role: 'Taproom manager', site: 'TAP', start: '2021-06-18', full: true },
  { name: 'Lukas Amsel', role: 'Head brewer', site: 'HAS', start: '2015-04-01', full: true },
  { name: 'Greta Pfister', role: 'Brewer', site: 'HAS', start: '2020-08-03', full: true },
  { name: 'Jonas Weidner', role: 'Cellar worker', site: 'HAS', start: '2023-02-15', full: false },
];
S.TOL.head = 'Sam Okoro';
S.HAS.head = 'Lukas Amsel';
S.TAP.head = 'Dan Hughes';

// ------------------------------------------------------------------ beers
const STYLE = {
  'Golden ale': [1.040, 1.046, 25, 38, 8, 14], IPA: [1.058, 1.066, 50, 70, 14, 24], Mild: [1.034, 1.038, 15, 24, 40, 70],
  'Best bitter': [1.040, 1.046, 30, 42, 22, 34], Porter: [1.050, 1.058, 28, 40, 60, 90], 'Pale ale': [1.044, 1.050, 30, 42, 10, 18],
  Stout: [1.044, 1.054, 35, 50, 90, 140], 'Session IPA': [1.038, 1.044, 35, 50, 8, 14], 'Barley wine': [1.090, 1.106, 45, 70, 30, 50],
  Saison: [1.048, 1.056, 22, 32, 8, 14], 'Hazy IPA': [1.060, 1.068, 30, 50, 8, 14], 'Amber ale': [1.046, 1.052, 28, 40, 24, 34],
  ESB: [1.050, 1.056, 35, 48, 20, 30], Helles: [1.044, 1.050, 16, 24, 6, 10], 'Black IPA': [1.058, 1.066, 55, 75, 100, 150],
  'Berliner Weisse': [1.030, 1.034, 3, 8, 4, 7], 'Brown ale': [1.044, 1.050, 20, 30, 36, 50], 'Red ale': [1.046, 1.052, 24, 34, 30, 40],
  Pilsner: [1.044, 1.050, 30, 42, 6, 10], 'Old ale': [1.060, 1.072, 30, 45, 45, 70], 'Harvest ale': [1.046, 1.052, 30, 40, 16, 26],
  'Winter warmer': [1.060, 1.070, 30, 42, 40, 60], 'Wheat beer': [1.044, 1.050, 10, 18, 6, 10], 'Smoked porter': [1.054, 1.062, 28, 38, 70, 100],
  Rauchbier: [1.050, 1.056, 22, 32, 28, 40], Dunkel: [1.048, 1.054, 18, 26, 40, 60], Kellerbier: [1.046, 1.052, 24, 34, 12, 20],
  Bock: [1.064, 1.070, 20, 28, 14, 30], Hefeweizen: [1.046, 1.052, 10, 16, 6, 12], 'Märzen': [1.052, 1.058, 20, 26, 16, 26],
  Doppelbock: [1.074, 1.084, 18, 26, 30, 50], Zwickelbier: [1.044, 1.050, 20, 30, 10, 16], Rotbier: [1.048, 1.054, 20, 28, 26, 36],
  Schwarzbier: [1.046, 1.052, 24, 32, 60, 90],
};
// [name, style, range, launch, packaging]
const TOL_BEERS = [
  ['Lantern', 'Golden ale', 'core', 2012, ['Cask', 'Keg', 'Can']],
  ['Ironbridge IPA', 'IPA', 'core', 2013, ['Keg', 'Can']],
  ['Severn Mild', 'Mild', 'core', 2012, ['Cask']],
  ['Wrekin Best', 'Best bitter', 'core', 2012, ['Cask', 'Bottle']],
  ['Coalport Porter', 'Porter', 'core', 2014, ['Cask', 'Keg', 'Bottle']],
  ['Longmynd', 'Pale ale', 'core', 2015, ['Cask', 'Keg', 'Can']],
  ['Stiperstones Stout', 'Stout', 'seasonal', 2016, ['Cask', 'Keg']],
  ['Heron', 'Session IPA', 'core', 2019, ['Keg', 'Can']],
  ["Mortimer's Reserve", 'Barley wine', 'limited', 2018, ['Bottle']],
  ['Flaxmill', 'Saison', 'seasonal', 2017, ['Keg', 'Bottle']],
  ['Blue Remembered Hills', 'Hazy IPA', 'limited', 2022, ['Can']],
  ['Abbey Foregate', 'Amber ale', 'core', 2014, ['Cask', 'Keg']],
  ['Darwin', 'ESB', 'core', 2013, ['Cask', 'Bottle']],
  ['Quayside Lager', 'Helles', 'core', 2018, ['Keg', 'Can']],
  ['Night Watch', 'Black IPA', 'limited', 2020, ['Keg', 'Can']],
  ['Pucker', 'Berliner Weisse', 'seasonal', 2021, ['Keg', 'Can']],
  ['Frankwell', 'Brown ale', 'core', 2016, ['Cask']],
  ['Wyle Cop', 'Red ale', 'seasonal', 2019, ['Cask', 'Keg']],
  ['Pride Hill Pilsner', 'Pilsner', 'core', 2020, ['Keg', 'Can']],
  ['Old Ned', 'Old ale', 'seasonal', 2015, ['Cask', 'Bottle']],
  ['Harvest Moon', 'Harvest ale', 'seasonal', 2023, ['Cask']],
  ['Yuletide', 'Winter warmer', 'seasonal', 2017, ['Cask', 'Bottle']],
  ['Blossom', 'Wheat beer', 'seasonal', 2024, ['Keg', 'Can']],
  ['Solstice', 'Pale ale', 'limited', 2025, ['Keg', 'Can']],
  ['Bonfire', 'Smoked porter', 'limited', 2024, ['Cask', 'Keg']],
];
const HAS_BEERS = [
  ['Hasenfelder Helles', 'Helles', 'core', 1952, ['Keg', 'Bottle']],
  ['Hasenfelder Rauchbier', 'Rauchbier', 'core', 1958, ['Keg', 'Bottle']],
  ['Domberg Dunkel', 'Dunkel', 'core', 1965, ['Keg', 'Bottle']],
  ['Regnitz Keller', 'Kellerbier', 'core', 1994, ['Keg']],
  ['Kunigunden-Bock', 'Bock', 'seasonal', 1978, ['Keg', 'Bottle']],
  ['Hasenfelder Weisse', 'Hefeweizen', 'core', 1988, ['Bottle', 'Can']],
  ['Obstmarkt Märzen', 'Märzen', 'seasonal', 2001, ['Keg', 'Bottle']],
  ['Altenburg Doppelbock', 'Doppelbock', 'limited', 2010, ['Bottle']],
  ['Zwickel', 'Zwickelbier', 'core', 2016, ['Keg']],
  ['Mondschein', 'Schwarzbier', 'limited', 2021, ['Keg', 'Can']],
];
const beers = [];
for (const [list, site] of [[TOL_BEERS, 'TOL'], [HAS_BEERS, 'HAS']]) {
  for (const [name, style, range, launch, pack] of list) {
    const [oglo, oghi, ilo, ihi, elo, ehi] = STYLE[style];
    const og0 = Math.round(r.float(oglo, oghi) * 1000) / 1000;
    const att = style === 'Berliner Weisse' ? 0.8 : style === 'Barley wine' || style.includes('bock') || style === 'Bock' ? r.float(0.7, 0.74) : r.float(0.73, 0.82);
    const fg0 = Math.round((1 + (og0 - 1) * (1 - att)) * 1000) / 1000;
    beers.push({ name, style, range, launch, pack, site, og0, fg0, ibu: r.int(ilo, ihi), ebc0: r.int(elo, ehi) });
  }
}
const B = Object.fromEntries(beers.map((b) => [b.name, b]));

// ------------------------------------------------------------------ tanks
const TANKS = [
  { code: 'FV-01', site: 'TOL', bbl: 20, material: 'Stainless steel', year: 2012, jacket: true },
  { code: 'FV-02', site: 'TOL', bbl: 20, material: 'Stainless steel', year: 2012, jacket: true },
  { code: 'FV-03', site: 'TOL', hl: 40, material: 'Stainless steel', year: 2016, jacket: true },
  { code: 'FV-04', site: 'TOL', hl: 40, material: 'Stainless steel', year: 2016, jacket: true },
  { code: 'FV-05', site: 'TOL', bbl: 10, material: 'Stainless steel', year: 2014, jacket: false },
  { code: 'FV-06', site: 'TOL', hl: 60, material: 'Stainless steel', year: 2022, jacket: true },
  { code: 'FV-07', site: 'HAS', hl: 50, material: 'Stainless steel', year: 1998, jacket: true },
  { code: 'FV-08', site: 'HAS', hl: 50, material: 'Stainless steel', year: 2008, jacket: true },
  { code: 'FV-09', site: 'HAS', hl: 30, material: 'Copper-lined oak', year: 1964, jacket: false },
  { code: 'FV-10', site: 'TAP', usgal: 155, material: 'Stainless steel', year: 2021, jacket: true },
];
for (const t of TANKS) t.cap = t.bbl != null ? r4(t.bbl * BBL) : t.hl != null ? t.hl * 100 : r4(t.usgal * USGAL);
const T = Object.fromEntries(TANKS.map((t) => [t.code, t]));

// ------------------------------------------------------------------ batches
// [code, date, beer, tank, brewer, volume form, temp form]
const BATCH_DEF = [
  ['B25-002', '2025-01-08', 'Lantern', 'FV-03', 'Sam Okoro', 'hl', 'C'],
  ['B25-005', '2025-01-15', 'Ironbridge IPA', 'FV-06', 'Will Pryce', 'hl', 'C'],
  ['B25-009', '2025-01-29', 'Severn Mild', 'FV-05', 'Will Pryce', 'bbl', 'F'],
  ['B25-011', '2025-02-04', 'Coalport Porter', 'FV-01', 'Sam Okoro', 'bbl', 'C'],
  ['B25-014', '2025-02-12', 'Longmynd', 'FV-04', 'Will Pryce', 'l', 'C'],
  ['B25-018', '2025-02-26', 'Darwin', 'FV-02', 'Sam Okoro', 'bbl', 'F'],
  ['B25-021', '2025-03-05', 'Heron', 'FV-03', 'Will Pryce', 'hl', 'C'],
  ['B25-024', '2025-03-12', 'Blossom', 'FV-06', 'Sam Okoro', 'l', 'F'],
  ['B25-027', '2025-03-19', 'Lantern', 'FV-04', 'Will Pryce', 'hl', 'C'],
  ['B25-T03', '2025-02-20', 'Night Watch', 'FV-10', 'Dan Hughes', 'gal', 'F'],
  ['B25-T05', '2025-03-14', 'Pucker', 'FV-10', 'Dan Hughes', 'gal', 'F'],
  ['B25-H04', '2025-01-21', 'Hasenfelder Rauchbier', 'FV-08', 'Lukas Amsel', 'hl', 'C'],
  ['B25-H07', '2025-02-06', 'Hasenfelder Helles', 'FV-07', 'Greta Pfister', 'hl', 'C'],
  ['B25-H09', '2025-02-18', 'Kunigunden-Bock', 'FV-09', 'Lukas Amsel', 'hl', 'C'],
  ['B25-H12', '2025-03-04', 'Hasenfelder Weisse', 'FV-08', 'Greta Pfister', 'hl', 'C'],
  ['B25-H15', '2025-03-18', 'Regnitz Keller', 'FV-07', 'Lukas Amsel', 'hl', 'C'],
];
const batches = BATCH_DEF.map(([code, date, beer, tank, brewer, vform, tform]) => {
  const b = B[beer];
  const t = T[tank];
  const frac = r.float(0.78, 0.96);
  let vol;
  let volStated;
  if (vform === 'hl') {
    const hl = Math.round((t.cap * frac) / 100 * 2) / 2;
    vol = hl * 100;
    volStated = `${String(hl).replace('.', t.site === 'HAS' ? ',' : '.')} hl`;
  } else if (vform === 'bbl') {
    const bb = Math.round((t.cap * frac) / BBL * 2) / 2;
    vol = r4(bb * BBL);
    volStated = `${bb} bbl`;
  } else if (vform === 'l') {
    const l = Math.round((t.cap * frac) / 10) * 10;
    vol = l;
    volStated = `${l.toLocaleString('en-GB')} litres`;
  } else {
    const g = Math.round((t.cap * frac) / USGAL / 5) * 5;
    vol = r4(g * USGAL);
    volStated = `${g} US gallons`;
  }
  const og = Math.round((b.og0 + r.int(-3, 3) / 1000) * 1000) / 1000;
  const fg = Math.round((b.fg0 + r.int(-2, 2) / 1000) * 1000) / 1000;
  const lager = ['Helles', 'Pilsner', 'Bock', 'Kellerbier', 'Rauchbier'].includes(b.style);
  const tempC0 = lager ? r.int(9, 12) : b.style === 'Hefeweizen' || b.style === 'Saison' ? r.int(19, 22) : r.int(17, 21);
  let temp;
  let tempStated;
  if (tform === 'F') {
    const f = Math.round(tempC0 * 9 / 5 + 32);
    temp = r4(((f - 32) * 5) / 9);
    tempStated = `${f} °F`;
  } else {
    temp = tempC0;
    tempStated = `${tempC0} °C`;
  }
  const days = lager ? r.int(18, 35) : r.int(7, 16);
  const abvM = Math.round(((og - fg) * 131.25 + r.float(-0.1, 0.1)) * 10) / 10;
  const ph = Math.round(r.float(3.9, 4.5) * 100) / 100;
  return { code, date, beer, tank, brewer, vform, vol, volStated, og, fg, temp, tempStated, days, abvM, ph: b.style === 'Berliner Weisse' ? 3.31 : ph, diacetyl: r.int(12, 95), site: t.site };
});
batches.find((b) => b.code === 'B25-018').diacetyl = 142; // a failed batch
batches.find((b) => b.code === 'B25-T05').diacetyl = 118;
for (const b of batches) b.pass = b.diacetyl <= 100;

// ------------------------------------------------------------------ suppliers + ingredients
const SUPPLIERS = [
  { name: 'Kentish Hop Factors Ltd', country: 'United Kingdom', city: 'Paddock Wood', lead: 5, terms: 30, cur: 'GBP' },
  { name: 'Fenland Maltings Ltd', country: 'United Kingdom', city: 'Wisbech', lead: 7, terms: 30, cur: 'GBP' },
  { name: 'Hopfenkontor Wolnzach GmbH', country: 'Germany', city: 'Wolnzach', lead: 10, terms: 14, cur: 'EUR' },
  { name: 'Mälzerei Brandt', country: 'Germany', city: 'Bamberg', lead: 3, terms: 14, cur: 'EUR' },
  { name: 'Yakima Valley Hop Traders', country: 'United States', city: 'Yakima', lead: 28, terms: 45, cur: 'GBP' },
  { name: 'Nelson Bay Hops', country: 'New Zealand', city: 'Nelson', lead: 42, terms: 60, cur: 'GBP' },
];
// hops: [name, origin, supplier, alpha lo, hi, price lo, hi]
const HOPS = [
  ['Cascade', 'United States', 'Yakima Valley Hop Traders', 5.5, 7.5, 16, 22],
  ['Citra', 'United States', 'Yakima Valley Hop Traders', 11.5, 13.5, 30, 38],
  ['Mosaic', 'United States', 'Yakima Valley Hop Traders', 11.0, 13.0, 29, 36],
  ['East Kent Goldings', 'United Kingdom', 'Kentish Hop Factors Ltd', 4.5, 6.0, 17, 23],
  ['Fuggle', 'United Kingdom', 'Kentish Hop Factors Ltd', 3.8, 5.0, 15, 20],
  ['Challenger', 'United Kingdom', 'Kentish Hop Factors Ltd', 6.5, 8.5, 14, 19],
  ['Hallertauer Mittelfrüh', 'Germany', 'Hopfenkontor Wolnzach GmbH', 3.5, 5.0, 18, 24],
  ['Tettnanger', 'Germany', 'Hopfenkontor Wolnzach GmbH', 3.5, 5.0, 19, 25],
  ['Nelson Sauvin', 'New Zealand', 'Nelson Bay Hops', 11.0, 13.0, 34, 44],
];
const MALTS = [
  ['Maris Otter', 'United Kingdom', 'Fenland Maltings Ltd', 'Base malt', 5, 28, 34],
  ['Crystal 150', 'United Kingdom', 'Fenland Maltings Ltd', 'Crystal malt', 150, 32, 38],
  ['Chocolate malt', 'United Kingdom', 'Fenland Maltings Ltd', 'Roasted malt', 900, 36, 42],
  ['Pilsner malt', 'Germany', 'Mälzerei Brandt', 'Base malt', 3.5, 24, 29],
  ['Beechwood smoked malt', 'Germany', 'Mälzerei Brandt', 'Smoked malt', 6, 30, 36],
];
const hops = HOPS.map(([name, origin, sup, alo, ahi, plo, phi]) => {
  const s = SUPPLIERS.find((x) => x.name === sup);
  return { name, origin, sup, kind: 'Hop', alpha: Math.round(r.float(alo, ahi) * 10) / 10, price: s.cur === 'GBP' ? Math.round(r.float(plo, phi) * 4) / 4 : Math.round(r.float(plo, phi) * 1.15 * 4) / 4, cur: s.cur };
});
const malts = MALTS.map(([name, origin, sup, mtype, ebc, slo, shi]) => {
  const s = SUPPLIERS.find((x) => x.name === sup);
  const sack = Math.round(r.float(slo, shi) * (s.cur === 'EUR' ? 1.15 : 1) * 4) / 4;
  return { name, origin, sup, kind: 'Malt', mtype, ebc, sack, price: r4(sack / 25), cur: s.cur };
});

// ------------------------------------------------------------------ customers + orders
const CUSTOMERS = [
  { name: 'The Crown & Anchor', type: 'Pub', city: 'Shrewsbury', country: 'United Kingdom', since: 2013, terms: 30 },
  { name: 'The Boathouse', type: 'Pub', city: 'Shrewsbury', country: 'United Kingdom', since: 2015, terms: 30 },
  { name: 'Ludlow Bottle Shop', type: 'Bottle shop', city: 'Ludlow', country: 'United Kingdom', since: 2021, terms: 14 },
  { name: 'The Feathers', type: 'Hotel', city: 'Ludlow', country: 'United Kingdom', since: 2018, terms: 30 },
  { name: 'Marches Wine & Ale', type: 'Bottle shop', city: 'Hereford', country: 'United Kingdom', since: 2019, terms: 21 },
  { name: 'The Old Vaults', type: 'Pub', city: 'Birmingham', country: 'United Kingdom', since: 2022, terms: 30 },
  { name: 'Gasthaus Zum Löwen', type: 'Pub', city: 'Bamberg', country: 'Germany', since: 2009, terms: 14 },
  { name: 'Getränke Krug', type: 'Bottle shop', city: 'Nürnberg', country: 'Germany', since: 2017, terms: 30 },
];
const FIRKIN = 40.91481; // 9 imperial gallons
// [code, date, customer, beer, format, count]
const ORDER_DEF = [
  ['SO-2501', '2025-01-06', 'The Crown & Anchor', 'Lantern', 'firkin', 6],
  ['SO-2502', '2025-01-07', 'The Boathouse', 'Wrekin Best', 'firkin', 4],
  ['SO-2503', '2025-01-09', 'Ludlow Bottle Shop', 'Ironbridge IPA', 'cans', 8],
  ['SO-2504', '2025-01-14', 'The Feathers', 'Quayside Lager', 'keg50', 3],
  ['SO-2505', '2025-01-20', 'The Old Vaults', 'Ironbridge IPA', 'keg30', 5],
  ['SO-2506', '2025-01-22', 'Gasthaus Zum Löwen', 'Hasenfelder Rauchbier', 'keg50', 10],
  ['SO-2507', '2025-01-28', 'Getränke Krug', 'Hasenfelder Weisse', 'crates', 40],
  ['SO-2508', '2025-02-03', 'The Crown & Anchor', 'Severn Mild', 'firkin', 3],
  ['SO-2509', '2025-02-05', 'Marches Wine & Ale', 'Coalport Porter', 'bottles', 6],
  ['SO-2510', '2025-02-11', 'The Boathouse', 'Lantern', 'firkin', 5],
  ['SO-2511', '2025-02-17', 'Gasthaus Zum Löwen', 'Hasenfelder Helles', 'keg50', 12],
  ['SO-2512', '2025-02-19', 'The Old Vaults', 'Heron', 'keg30', 4],
  ['SO-2513', '2025-02-24', 'Ludlow Bottle Shop', 'Blue Remembered Hills', 'cans', 10],
  ['SO-2514', '2025-03-03', 'The Feathers', 'Lantern', 'firkin', 4],
  ['SO-2515', '2025-03-06', 'Getränke Krug', 'Domberg Dunkel', 'crates', 25],
  ['SO-2516', '2025-03-10', 'The Crown & Anchor', 'Darwin', 'firkin', 4],
  ['SO-2517', '2025-03-17', 'Marches Wine & Ale', 'Ironbridge IPA', 'cans', 6],
  ['SO-2518', '2025-03-24', 'Gasthaus Zum Löwen', 'Hasenfelder Rauchbier', 'keg50', 8],
];
const FORMAT = {
  firkin: { per: FIRKIN, word: (n) => `${n} × firkin (9 gal)`, kind: 'Cask' },
  keg50: { per: 50, word: (n) => `${n} × 50 L keg`, kind: 'Keg' },
  keg30: { per: 30, word: (n) => `${n} × 30 L keg`, kind: 'Keg' },
  cans: { per: 24 * 0.44, word: (n) => `${n} cases (24 × 440 ml cans)`, kind: 'Can' },
  bottles: { per: 12 * 0.5, word: (n) => `${n} cases (12 × 500 ml bottles)`, kind: 'Bottle' },
  crates: { per: 20 * 0.5, word: (n) => `${n} Kisten (20 × 0,5 l)`, kind: 'Bottle' },
};
const orders = ORDER_DEF.map(([code, date, customer, beer, fmt, n]) => ({ code, date, customer, beer, fmt, n, vol: r4(n * FORMAT[fmt].per) }));

// ------------------------------------------------------------------ beer facts + layouts
const RANGE_DE = { core: 'Ganzjährig', seasonal: 'Saisonal', limited: 'Limitiert' };
const PACK_DE = { Keg: 'Fass', Bottle: 'Flasche', Can: 'Dose', Cask: 'Fass (naturtrüb)' };
const L = (k, xs) => xs[k % xs.length];
function beerFacts(b, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(b.name, 'beer', attr, value, unit, stated, file);
  F('brewery', S[b.site].name, 'place', s.brewery);
  F('style', b.style, '', s.style);
  F('abv', b.abv, '%', s.abv);
  F('ibu', b.ibu, '', s.ibu);
  F('colour', b.ebc, 'EBC', s.colour);
  F('og', b.og, 'SG', s.og);
  F('fg', b.fg, 'SG', s.fg);
  F('launched', b.launch, '', s.launch);
  F('range', b.range, '', s.range);
  F('packaging', b.pack, 'list', s.pack);
}
/** Sets the stated forms: gravities as SG or °P, colour as EBC or SRM. */
function settle(b, { platoG = false, srm = false }) {
  if (platoG) {
    b.ogP = Math.round(plato(b.og0) * 10) / 10;
    b.fgP = Math.round(plato(b.fg0) * 10) / 10;
    b.og = r4(sgOf(b.ogP));
    b.fg = r4(sgOf(b.fgP));
  } else {
    b.og = b.og0;
    b.fg = b.fg0;
  }
  b.abv = Math.round((b.og - b.fg) * 131.25 * 10) / 10;
  if (srm) {
    b.srm = Math.max(2, Math.round(b.ebc0 / 1.97));
    b.ebc = r4(b.srm * 1.97);
  } else b.ebc = b.ebc0;
}
const RANGE_EN = { core: 'Core range', seasonal: 'Seasonal', limited: 'Limited edition' };
const tol = beers.filter((b) => b.site === 'TOL');
const has = beers.filter((b) => b.site === 'HAS');
const tolMd = tol.slice(0, 8);
const tolHtml = tol.slice(8, 14);
const tolCsv = tol.slice(14, 20);
const tolProse = tol.slice(20);
const hasSheet = has.slice(0, 5);
const hasCsv = has.slice(5);

// (a1) Markdown spec sheets: `Key: value` lines
tolMd.forEach((b, k) => {
  settle(b, {});
  const file = `beers/specs/${slug(b.name)}.md`;
  const abv = k % 2 ? `${b.abv.toFixed(1)}% ABV` : `${b.abv.toFixed(1)}%`;
  const s = {
    brewery: `Brewery: ${S.TOL.name}`, style: `Style: ${b.style}`, abv: `ABV: ${abv}`, ibu: `Bitterness: ${b.ibu} IBU`,
    colour: `Colour: ${b.ebc} EBC`, og: `OG: ${b.og.toFixed(3)}`, fg: `FG: ${b.fg.toFixed(3)}`, launch: `First brewed: ${b.launch}`,
    range: `Range: ${RANGE_EN[b.range]}`, pack: `Packaging: ${b.pack.join(', ')}`,
  };
  beerFacts(b, file, s);
  corpus.write(file, [
    `# ${b.name} — spec sheet`, '',
    `Brewery: ${S.TOL.name}`, `Style: ${b.style}`, `ABV: ${abv}`, `OG: ${b.og.toFixed(3)}`, `FG: ${b.fg.toFixed(3)}`,
    `Bitterness: ${b.ibu} IBU`, `Colour: ${b.ebc} EBC`, `Range: ${RANGE_EN[b.range]}`, `First brewed: ${b.launch}`,
    `Packaging: ${b.pack.join(', ')}`, `Yeast: ${L(k, ['House ale yeast (TB-1)', 'London ale III', 'House ale yeast (TB-1)', 'Nottingham'])}`, '',
    `## Tasting notes`, '',
    L(k, ['Bright and easy-drinking, with a clean bitter finish.', 'Big citrus and pine on the nose, resinous finish.', 'Soft, nutty and low in bitterness; a pub staple.', 'Balanced malt and earthy English hops.']),
    '', `_Spec reviewed by ${S.TOL.head}, ${fmtDate(`2025-0${r.int(1, 4)}-${pad(r.int(1, 28))}`, 'long')}._`, '',
  ].join('\n'));
});

// (a2) HTML spec tables: °Plato, SRM, `% vol`
tolHtml.forEach((b, k) => {
  settle(b, { platoG: true, srm: true });
  const file = `beers/${slug(b.name)}.html`;
  const abv = `${b.abv.toFixed(1)} % vol`;
  const s = {
    brewery: S.TOL.name, style: b.style, abv, ibu: `<td>${b.ibu}</td>`, colour: `${b.srm} SRM`, og: `${b.ogP.toFixed(1)} °P`,
    fg: `${b.fgP.toFixed(1)} °P`, launch: `<td>${b.launch}</td>`, range: RANGE_EN[b.range], pack: b.pack.join(' / '),
  };
  beerFacts(b, file, s);
  corpus.write(file, htmlTablePage({
    title: b.name, docTitle: `${b.name} | Tolland Brewery`, crumbs: ['Tolland Brewery', 'Beers', b.name],
    lead: [`${b.name} is a ${b.style.toLowerCase()} from the Tolland range. ${L(k, ['Best served at 12 °C.', 'Pours with a dense head.', 'Ages well in the bottle.'])}`],
    sections: [
      { heading: 'Specification', rows: [['Style', b.style], ['Alcohol', abv], ['Original gravity', `${b.ogP.toFixed(1)} °P`], ['Final gravity', `${b.fgP.toFixed(1)} °P`], ['IBU', String(b.ibu)], ['Colour', `${b.srm} SRM`]] },
      { heading: 'Range', rows: [['Brewery', S.TOL.name], ['Availability', RANGE_EN[b.range]], ['Launched', String(b.launch)], ['Formats', b.pack.join(' / ')]] },
    ],
    footer: 'Gravities in degrees Plato; colour in SRM.',
  }));
});

// (a3) the catalogue CSV (units in the header)
{
  const file = 'beers/catalogue-2025.csv';
  const rows = [];
  tolCsv.forEach((b) => {
    settle(b, {});
    rows.push([b.name, S.TOL.name, b.style, b.abv.toFixed(1), b.ibu, b.ebc, b.og.toFixed(3), b.fg.toFixed(3), b.launch, RANGE_EN[b.range], b.pack.join('; ')]);
    beerFacts(b, file, { brewery: '', style: b.style, abv: b.abv.toFixed(1), ibu: '', colour: '', og: b.og.toFixed(3), fg: b.fg.toFixed(3), launch: '', range: RANGE_EN[b.range], pack: b.pack.join('; ') });
  });
  corpus.write(file, delimited(['Beer', 'Brewery', 'Style', 'ABV (%)', 'IBU', 'Colour (EBC)', 'OG (SG)', 'FG (SG)', 'Launched', 'Range', 'Packaging'], rows));
}

// (a4) seasonal releases in prose (one Markdown file, a heading per beer)
{
  const file = 'beers/seasonal-and-limited-releases.md';
  const out = ['# Seasonal and limited releases — notes for the sales team', '', 'Draft copy for the 2025 trade brochure. All brewed at Tolland Brewery in Shrewsbury unless said otherwise.', ''];
  tolProse.forEach((b, k) => {
    settle(b, {});
    const pk = b.pack.map((p) => p.toLowerCase()).join(' and ');
    const kind = b.range === 'seasonal' ? 'seasonal' : 'limited-edition';
    const sent = [
      `${b.name} is our ${kind} ${b.style.toLowerCase()}, first brewed in ${b.launch}.`,
      `It comes in at ${b.abv.toFixed(1)}% ABV with ${b.ibu} IBU of bitterness and a colour of around ${b.ebc} EBC.`,
      `We brew it to an original gravity of ${b.og.toFixed(3)} and it finishes at ${b.fg.toFixed(3)}.`,
      `Available in ${pk} only.`,
    ];
    beerFacts(b, file, {
      brewery: 'Tolland Brewery', style: b.style.toLowerCase(), abv: `${b.abv.toFixed(1)}% ABV`, ibu: `${b.ibu} IBU`, colour: `${b.ebc} EBC`,
      og: b.og.toFixed(3), fg: b.fg.toFixed(3), launch: `first brewed in ${b.launch}`, range: kind, pack: `Available in ${pk} only`,
    });
    out.push(`## ${b.name}`, '', k % 2 ? sent.join(' ') : sent.slice(0, 2).join(' '), ...(k % 2 ? [] : ['', sent.slice(2).join(' ')]), '');
  });
  out.push('Prices for the trade list follow in the spring price file.', '');
  corpus.write(file, out.join('\n'));
}

// (a5) German beer sheets
hasSheet.forEach((b, k) => {
  settle(b, { platoG: true });
  const file = `brauerei-hasenfeld/biere/${slug(b.name)}.md`;
  const abv = `${de(b.abv, 1)} % vol.`;
  const pack = b.pack.map((p) => PACK_DE[p]).join(', ');
  const s = {
    brewery: `Brauerei: ${S.HAS.name}`, style: `Sorte: ${b.style}`, abv: `Alkohol: ${abv}`, ibu: `Bittere (IBU): ${b.ibu}`,
    colour: `Farbe (EBC): ${b.ebc}`, og: `Stammwürze: ${de(b.ogP, 1)} °P`, fg: `Restextrakt: ${de(b.fgP, 1)} °P`,
    launch: `Eingeführt: ${b.launch}`, range: `Sortiment: ${RANGE_DE[b.range]}`, pack: `Gebinde: ${pack}`,
  };
  beerFacts(b, file, s);
  corpus.write(file, [
    `# ${b.name}`, '', `Bierdatenblatt — ${S.HAS.name}, Bamberg`, '',
    s.brewery, s.style, s.og, s.fg, s.abv, s.ibu, s.colour, s.launch, s.range, s.pack, '',
    L(k, ['Gebraut nach dem Reinheitsgebot.', 'Untergärig, lange kalt gelagert.', 'Ein Klassiker aus der Bamberger Altstadt.']), '',
  ].join('\n'));
});

// (a6) German semicolon export
{
  const file = 'brauerei-hasenfeld/bierliste-export.csv';
  const rows = hasCsv.map((b) => {
    settle(b, { platoG: true });
    const pack = b.pack.map((p) => PACK_DE[p]).join(', ');
    beerFacts(b, file, { brewery: '', style: b.style, abv: '', ibu: '', colour: '', og: de(b.ogP, 1), fg: de(b.fgP, 1), launch: '', range: RANGE_DE[b.range], pack });
    return [b.name, 'Hasenfeld', b.style, de(b.abv, 1), b.ibu, b.ebc, de(b.ogP, 1), de(b.fgP, 1), b.launch, RANGE_DE[b.range], pack];
  });
  corpus.write(file, delimited(['bier', 'brauerei', 'sorte', 'alkohol_vol', 'ibu', 'farbe_ebc', 'stammwuerze_plato', 'restextrakt_plato', 'eingefuehrt', 'sortiment', 'gebinde'], rows, ';'));
}
// the export names the brewery "Hasenfeld": hold the full name
for (const f of corpus.facts) if (f.file === 'brauerei-hasenfeld/bierliste-export.csv' && f.attribute === 'brewery') f.stated = 'Hasenfeld';

// ------------------------------------------------------------------ (b) batches: brew log + Sudprotokoll + QC
function batchFacts(bt, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(bt.code, 'batch', attr, value, unit, stated, file);
  F('brewed', bt.date, 'date', s.date);
  F('beer', bt.beer, 'text', bt.beer);
  F('tank', bt.tank, 'text', bt.tank);
  F('volume', bt.vol, 'L', s.vol);
  F('og', bt.og, 'SG', s.og);
  F('fg', bt.fg, 'SG', s.fg);
  F('ferment_temp', bt.temp, '°C', s.temp);
  F('days_in_tank', bt.days, 'days', s.days);
  F('brewer', bt.brewer, 'person', bt.brewer);
  F('site', S[bt.site].name, 'place', '');
}
{
  const file = 'brewing/brew-log-2025.md';
  const out = ['# Brew log 2025 (Tolland Brewery and the Tap pilot kit)', '', 'One entry per brew day. Gravities by hydrometer at 20 °C. Pilot batches at The Tolland Tap are logged in US gallons (the kit is American).', ''];
  const eng = batches.filter((b) => b.site !== 'HAS').sort((a, b) => a.date.localeCompare(b.date));
  eng.forEach((bt, k) => {
    const date = fmtDate(bt.date, k % 3 === 2 ? 'short' : 'long');
    const first = bt.brewer.split(' ')[0];
    const s = { date, vol: bt.volStated, og: bt.og.toFixed(3), fg: bt.fg.toFixed(3), temp: bt.tempStated, days: `${bt.days} days` };
    batchFacts(bt, file, s);
    out.push(`## ${date} — ${bt.code}`, '');
    if (k % 2 === 0) {
      out.push(`${bt.brewer} brewed ${bt.beer} today and knocked out ${bt.volStated} into ${bt.tank}. OG ${bt.og.toFixed(3)}, pitched and held at ${bt.tempStated}. ` +
        `Crashed and transferred after ${bt.days} days in tank at a final gravity of ${bt.fg.toFixed(3)}.`);
    } else {
      out.push(`- Beer: ${bt.beer}`, `- Brewer: ${bt.brewer}`, `- Vessel: ${bt.tank}`, `- Volume: ${bt.volStated}`, `- OG / FG: ${bt.og.toFixed(3)} / ${bt.fg.toFixed(3)}`,
        `- Fermentation: ${bt.tempStated}, ${bt.days} days in tank`, `- Notes: ${L(k, ['mash ran slow, added rice hulls', 'dry hopped on day 4', `${first} noted a stuck sparge`, 'all to plan'])}`);
    }
    out.push('');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'brauerei-hasenfeld/sudprotokoll-2025.txt';
  const out = ['SUDPROTOKOLL 2025 — BRAUEREI HASENFELD, BAMBERG', '=============================================', ''];
  const ger = batches.filter((b) => b.site === 'HAS').sort((a, b) => a.date.localeCompare(b.date));
  ger.forEach((bt) => {
    const ogP = de(Math.round(plato(bt.og) * 10) / 10, 1);
    const fgP = de(Math.round(plato(bt.fg) * 10) / 10, 1);
    bt.og = r4(sgOf(Number(ogP.replace(',', '.'))));
    bt.fg = r4(sgOf(Number(fgP.replace(',', '.'))));
    const s = { date: fmtDate(bt.date, 'dotted'), vol: bt.volStated, og: `${ogP} °P`, fg: `${fgP} °P`, temp: `${bt.temp} °C`, days: `${bt.days} Tage` };
    batchFacts(bt, file, s);
    out.push(`Sud ${bt.code} vom ${s.date}`, `  Bier: ${bt.beer}`, `  Gärtank: ${bt.tank}`, `  Ausschlagmenge: ${bt.volStated}`, `  Stammwürze: ${s.og}   Restextrakt: ${s.fg}`,
      `  Gärtemperatur: ${s.temp}, ${s.days} im Tank`, `  Brauer: ${bt.brewer}`, '');
  });
  out.push('Alle Angaben ohne Gewähr. Rückfragen an L. Amsel.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'qc/lab-results-q1-2025.csv';
  const rows = batches.map((bt) => {
    corpus.also(bt.code, 'batch', 'abv_measured', bt.abvM, '%', bt.abvM.toFixed(1), file);
    corpus.also(bt.code, 'batch', 'ph', bt.ph, '', bt.ph.toFixed(2), file);
    corpus.also(bt.code, 'batch', 'diacetyl', bt.diacetyl, 'ppb', String(bt.diacetyl), file);
    corpus.also(bt.code, 'batch', 'qc_pass', bt.pass, 'bool', bt.pass ? 'PASS' : 'FAIL', file);
    return [bt.code, bt.beer, bt.abvM.toFixed(1), bt.ph.toFixed(2), bt.diacetyl, bt.pass ? 'PASS' : 'FAIL', bt.pass ? '' : 'hold; re-test after extra conditioning'];
  });
  corpus.write(file, delimited(['Batch', 'Product', 'ABV measured (%)', 'pH', 'Diacetyl (ppb)', 'Result', 'Comment'], rows));
}

// ------------------------------------------------------------------ (c) tanks
function tankFacts(t, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(t.code, 'tank', attr, value, unit, stated, file);
  F('capacity', t.cap, 'L', s.cap);
  F('site', S[t.site].name, 'place', s.site);
  F('material', t.material, '', s.material);
  F('installed', t.year, '', s.year);
  F('jacketed', t.jacket, 'bool', s.jacket);
}
{
  const file = 'brewing/tank-register-tolland.csv';
  const rows = TANKS.filter((t) => t.site === 'TOL').map((t) => {
    const cap = t.bbl != null ? `${t.bbl} bbl` : `${t.hl} hl`;
    tankFacts(t, file, { cap, site: 'Tolland', material: t.material, year: '', jacket: '' });
    return [t.code, 'Tolland', cap, t.material, t.year, t.jacket ? 'Y' : 'N', t.code === 'FV-05' ? 'cold room only' : ''];
  });
  corpus.write(file, delimited(['Tank', 'Site', 'Capacity', 'Material', 'Installed', 'Glycol jacket (Y/N)', 'Notes'], rows));
}
{
  const file = 'brauerei-hasenfeld/tankliste.csv';
  const MAT = { 'Stainless steel': 'Edelstahl', 'Copper-lined oak': 'Eiche, kupferausgekleidet' };
  const rows = TANKS.filter((t) => t.site === 'HAS').map((t) => {
    tankFacts(t, file, { cap: '', site: 'Hasenfeld', material: MAT[t.material], year: '', jacket: '' });
    return [t.code, t.hl, 'Hasenfeld (Gärkeller)', t.year, MAT[t.material], t.jacket ? 'ja' : 'nein'];
  });
  corpus.write(file, delimited(['Tank', 'Inhalt (hl)', 'Standort', 'Baujahr', 'Werkstoff', 'Kühlmantel'], rows, ';'));
}

// ------------------------------------------------------------------ sites (the taproom page carries FV-10)
function siteFacts(st, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(st.name, 'site', attr, value, unit, stated, file);
  F('city', st.city, 'place', s.city);
  F('country', st.country, 'place', s.country);
  F('opened', st.opened, '', s.opened);
  F('kind', st.kind, '', s.kind);
  F('manager', st.head, 'person', st.head);
}
{
  const st = S.TOL;
  const file = 'sites/tolland-brewery.md';
  siteFacts(st, file, { city: 'Shrewsbury', country: 'England', opened: 'Founded: 2012', kind: 'Brewery' });
  corpus.write(file, `# Tolland Brewery\n\nType: Brewery (20 bbl brewhouse)\nAddress: Unit 4, Coton Hill Works, Shrewsbury SY1 2DP, England\nFounded: 2012\nHead brewer: ${st.head}\nFermentation vessels: FV-01 to FV-06\n\nThe brewery moved into the former flax warehouse in 2016, when FV-03 and FV-04 were added.\n`);
}
{
  const st = S.HAS;
  const file = 'sites/brauerei-hasenfeld.md';
  siteFacts(st, file, { city: 'Bamberg', country: 'Deutschland', opened: 'Gegründet: 1887', kind: 'Brauerei' });
  corpus.write(file, `# Brauerei Hasenfeld\n\nArt: Brauerei (Familienbetrieb seit 1887, 2019 von der Tolland-Gruppe übernommen)\nAnschrift: Obere Sandstraße 21, 96049 Bamberg\nLand: Deutschland\nGegründet: 1887\nBraumeister: ${st.head}\nSudhaus: 50 hl\n\nDer Gärkeller hat drei offene und geschlossene Gärtanks (FV-07 bis FV-09).\n`);
}
{
  const st = S.TAP;
  const t = T['FV-10'];
  const file = 'sites/the-tolland-tap.html';
  siteFacts(st, file, { city: 'Ludlow', country: 'England', opened: 'June 2021', kind: 'Taproom' });
  tankFacts(t, file, { cap: `${t.usgal} US gal`, site: '', material: 'stainless steel', year: `<span class="value">${t.year}</span>`, jacket: 'Glycol jacket' });
  corpus.write(file, htmlInfoboxPage({
    title: 'The Tolland Tap',
    sections: [
      { heading: 'Taproom', rows: [['Type', 'Taproom with pilot brewery'], ['Town', 'Ludlow, Shropshire'], ['Country', 'England'], ['Opened', 'June 2021'], ['Manager', st.head], ['Seats', '80']] },
      { heading: 'Pilot kit', rows: [['Fermenter', t.code], ['Fermenter capacity', `${t.usgal} US gal`], ['Fermenter material', 'stainless steel'], ['Fermenter installed', String(t.year)], ['Cooling', 'Glycol jacket']] },
    ],
    lead: ['The Tap opened in June 2021 in a former coaching inn on Corve Street. Its pilot kit brews small experimental batches that go on the taproom bar first.'],
  }));
}
// the Tap's FV-10 is stated in the site's file: the entity-file check allows one file per entity
// ------------------------------------------------------------------ (d) hops, malts, suppliers
function ingFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'ingredient', attr, value, unit, stated, file);
  F('kind', x.kind, '', '');
  F('supplier', x.sup, 'text', s.sup);
  F('origin', x.origin, 'place', s.origin);
  if (x.kind === 'Hop') F('alpha_acid', x.alpha, '%', s.alpha);
  if (x.kind === 'Malt') F('malt_colour', x.ebc, 'EBC', s.ebc);
  F('price', x.price, x.cur, s.price);
}
const money = (v, cur) => (cur === 'GBP' ? `£${v.toFixed(2)}` : `€${v.toFixed(2)}`);
{
  const file = 'purchasing/hop-contracts-2025.md';
  const out = ['# Hop contracts 2025', '', 'Prices per kg, delivered, T90 pellets unless noted. Alpha acids from the 2024 crop certificates.', '',
    '| Variety | Origin | Supplier | Alpha acid | Price per kg |', '|---|---|---|---|---|'];
  hops.forEach((h) => {
    const price = h.cur === 'EUR' ? `€ ${de(h.price, 2)}` : money(h.price, h.cur);
    ingFacts(h, file, { sup: h.sup, origin: h.origin, alpha: `${h.alpha.toFixed(1)}%`, price });
    out.push(`| ${h.name} | ${h.origin} | ${h.sup} | ${h.alpha.toFixed(1)}% | ${price} |`);
  });
  out.push('', 'Contracts for Citra and Mosaic run to 2027; spot buys of Nelson Sauvin only.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'purchasing/malt-price-list.html';
  const rows = malts.map((m) => {
    const sack = m.cur === 'EUR' ? `${de(m.sack, 2)} € per 25 kg sack` : `£${m.sack.toFixed(2)} per 25 kg sack`;
    ingFacts(m, file, { sup: m.sup, origin: m.origin, ebc: `${m.ebc} EBC`.replace('.', m.cur === 'EUR' ? ',' : '.'), price: sack });
    return `    <tr><td>${esc(m.name)}</td><td>${esc(m.mtype)}</td><td>${esc(`${m.ebc} EBC`.replace('.', m.cur === 'EUR' ? ',' : '.'))}</td><td>${esc(m.origin)}</td><td>${esc(m.sup)}</td><td>${esc(sack)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Malt price list 2025</title></head>
<body>
<h1>Malt price list 2025</h1>
<p>Sack prices as invoiced; pallet discounts of 5 % above 40 sacks.</p>
<table>
  <thead><tr><th>Malt</th><th>Type</th><th>Colour</th><th>Origin</th><th>Supplier</th><th>Price</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
{
  const file = 'purchasing/suppliers.json';
  const recs = SUPPLIERS.map((s) => {
    const F = (attr, value, unit, stated) => corpus.fact(s.name, 'supplier', attr, value, unit, stated, file);
    F('country', s.country, 'place', s.country);
    F('city', s.city, 'place', s.city);
    F('lead_time', s.lead, 'days', '');
    F('payment_terms', s.terms, 'days', '');
    return { supplier: { name: s.name, address: { city: s.city, country: s.country } }, terms: { payment_days: s.terms, lead_time_days: s.lead, currency: s.cur } };
  });
  corpus.write(file, JSON.stringify({ exported: '2025-04-01', source: 'purchasing ledger', suppliers: recs }, null, 2) + '\n');
}

// ------------------------------------------------------------------ (e) staff, customers, orders
{
  const file = 'people/team.md';
  const out = ['# Who we are', '', 'A short introduction to the team for new starters. (Hasenfeld staff have their own page.)', ''];
  STAFF.filter((p) => p.site !== 'HAS').forEach((p, k) => {
    const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
    const date = fmtDate(p.start, k % 2 ? 'month' : 'long');
    F('role', p.role, '', p.role.toLowerCase());
    F('site', S[p.site].name, 'place', S[p.site].name);
    F('started', p.start, 'date', k % 2 ? '' : date);
    F('full_time', p.full, 'bool', p.full ? 'full time' : 'part time');
    out.push(`**${p.name}** joined ${S[p.site].name} ${k % 2 ? 'in' : 'on'} ${date} and works as our ${p.role.toLowerCase()}, ${p.full ? 'full time' : 'part time'}. ` +
      L(k, ['Ask Sam about anything on the hot side.', 'Harriet founded the company with two fermenters and a van.', 'Will looks after the cask racking on Fridays.', 'Megan runs the lab and signs off every batch.', 'Dan runs the Tap and its pilot kit.']), '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'brauerei-hasenfeld/mitarbeiter.md';
  const ROLE_DE = { 'Head brewer': 'Braumeister', Brewer: 'Brauer', 'Cellar worker': 'Kellerarbeiter' };
  const out = ['# Mitarbeiter — Brauerei Hasenfeld', ''];
  STAFF.filter((p) => p.site === 'HAS').forEach((p) => {
    const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
    F('role', p.role, '', ROLE_DE[p.role]);
    F('site', S.HAS.name, 'place', '');
    F('started', p.start, 'date', fmtDate(p.start, 'dotted'));
    F('full_time', p.full, 'bool', p.full ? 'Vollzeit' : 'Teilzeit');
    out.push(`## ${p.name}`, '', `Funktion: ${ROLE_DE[p.role]}`, `Im Betrieb seit: ${fmtDate(p.start, 'dotted')}`, `Arbeitszeit: ${p.full ? 'Vollzeit' : 'Teilzeit'}`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'sales/trade-customers.html';
  const rows = CUSTOMERS.map((c) => {
    const F = (attr, value, unit, stated) => corpus.fact(c.name, 'customer', attr, value, unit, stated, file);
    F('type', c.type, '', c.type);
    F('city', c.city, 'place', c.city);
    F('country', c.country, 'place', c.country === 'Germany' ? 'DE' : 'UK');
    F('since', c.since, '', String(c.since));
    F('credit_terms', c.terms, 'days', `${c.terms} days`);
    return `    <tr><td>${esc(c.name)}</td><td>${esc(c.type)}</td><td>${esc(c.city)}</td><td>${c.country === 'Germany' ? 'DE' : 'UK'}</td><td>${c.since}</td><td>${c.terms} days</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Trade customers</title></head>
<body>
<h1>Trade customers (accounts)</h1>
<table>
  <thead><tr><th>Account</th><th>Type</th><th>Town</th><th>Country</th><th>Customer since</th><th>Credit terms</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>New accounts need a credit check before the first delivery.</p>
</body></html>
`);
}
{
  const file = 'sales/orders-q1-2025.txt';
  const out = ['TRADE ORDERS Q1 2025 (keg/cask/small pack)', '-----------------------------------------', ''];
  orders.forEach((o) => {
    const F = (attr, value, unit, stated) => corpus.fact(o.code, 'order', attr, value, unit, stated, file);
    const qty = FORMAT[o.fmt].word(o.n);
    F('date', o.date, 'date', o.date);
    F('customer', o.customer, 'text', o.customer);
    F('beer', o.beer, 'text', o.beer);
    F('volume', o.vol, 'L', qty);
    F('format', FORMAT[o.fmt].kind, '', '');
    out.push(`${o.date}  ${o.code}  ${o.customer.padEnd(22)} ${qty} ${o.beer}`);
  });
  out.push('', 'Firkin = 9 imperial gallons. Returns of empty casks are not listed.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (f) wide sales tables, taproom menu
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
{
  const file = 'sales/monthly-sales-2024-litres.csv';
  const sold = tol.filter((b) => b.range === 'core');
  const rows = sold.map((b) => {
    const base = r.int(900, 4200);
    const ms = MONTHS.map((m, i) => Math.round((base * (1 + 0.35 * Math.sin(((i - 3) / 12) * 2 * Math.PI)) * r.float(0.85, 1.15)) / 10) * 10);
    ms.forEach((v, i) => corpus.also(b.name, 'beer', `sold_2024_${MONTHS[i]}`, v, 'L', '', file));
    corpus.also(b.name, 'beer', 'sold_2024', ms.reduce((a, c) => a + c, 0), 'L', '', file);
    return [b.name, ...ms];
  });
  corpus.write(file, delimited(['Beer', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'], rows));
}
{
  const file = 'brauerei-hasenfeld/absatz-2024-hl.csv';
  const DE_M = ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'];
  const rows = has.filter((b) => b.range !== 'limited').map((b) => {
    const base = r.float(20, 80);
    const ms = MONTHS.map((m, i) => Math.round(base * (1 + 0.3 * Math.sin(((i - 3) / 12) * 2 * Math.PI)) * r.float(0.85, 1.15) * 10) / 10);
    ms.forEach((v, i) => corpus.also(b.name, 'beer', `sold_2024_${MONTHS[i]}`, Math.round(v * 100), 'L', de(v, 1), file));
    corpus.also(b.name, 'beer', 'sold_2024', Math.round(ms.reduce((a, c) => a + c, 0) * 100), 'L', '', file);
    return [b.name, ...ms.map((v) => de(v, 1))];
  });
  corpus.write(file, delimited(['Bier', ...DE_M], rows, ';'));
}
{
  const file = 'taproom/menu.html';
  const onTap = ['Lantern', 'Ironbridge IPA', 'Longmynd', 'Heron', 'Night Watch', 'Pucker', 'Quayside Lager', 'Blossom', 'Hasenfelder Rauchbier', 'Hasenfelder Helles', 'Zwickel', 'Coalport Porter'];
  const items = onTap.map((n, k) => {
    const b = B[n];
    const pint = Math.round((4.2 + (b.abv - 3.5) * 0.55 + r.float(-0.2, 0.3)) * 10) / 10;
    const price = Math.round(pint * 10) / 10;
    corpus.also(n, 'beer', 'tap_price', price, 'GBP', `£${price.toFixed(2)}`, file);
    const half = (Math.round((price / 2 + 0.1) * 10) / 10).toFixed(2);
    return `  <li class="beer"><h3>${esc(n)}</h3><p class="meta">${esc(b.style)} · ${b.abv.toFixed(1)}%</p><p class="price">£${price.toFixed(2)} pint / £${half} half</p>${k % 4 === 0 ? '<p class="tag">House favourite</p>' : ''}</li>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>On the bar — The Tolland Tap</title></head>
<body>
<h1>On the bar this week</h1>
<p>Cask and keg from Tolland, lagers from our friends at Hasenfeld in Bamberg. Third-pint tasting paddles £6.50.</p>
<ul class="menu">
${items.join('\n')}
</ul>
<p class="small">Prices include VAT. Please ask about allergens.</p>
</body></html>
`);
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `TOLLAND BREWING GROUP — SHARED DRIVE
beers/            spec sheets, catalogue, seasonal copy (Tolland)
brauerei-hasenfeld/  Bamberg: Bierdatenblätter, Export, Sudprotokoll, Tankliste, Absatz, Mitarbeiter
brewing/          brew log and tank register (Tolland + Tap pilot kit)
qc/               lab results
purchasing/       hops, malts, suppliers
sales/            customers, orders, monthly sales
sites/            the three sites
taproom/          menu, rota
people/           team
admin/            duty, energy, meetings
`);
corpus.write('taproom/rota-week-14.md', `# Tap rota — week 14 (31 March – 6 April 2025)

| Day | Open | Close | On the bar |
|---|---|---|---|
| Mon | closed | | |
| Tue | 16:00 | 23:00 | Dan, Ellie |
| Wed | 16:00 | 23:00 | Dan, Josh |
| Thu | 16:00 | 23:00 | Ellie, Josh |
| Fri | 12:00 | 23:30 | Dan, Ellie, Josh |
| Sat | 12:00 | 23:30 | Dan, Ellie, Josh, Priya |
| Sun | 12:00 | 20:00 | Ellie |

Pilot brew on Wednesday morning (Dan). Quiz night Thursday, 40 covers expected.
`);
corpus.write('admin/beer-duty-2025.md', `# Beer duty notes (UK, from 1 February 2025)

Small producer relief applies to Tolland; the Tap's pilot batches are declared under the same registration.

| Band | ABV | Rate per litre of alcohol |
|---|---|---|
| Draught, 3.5–8.4 % | standard | £19.08 |
| Non-draught, 3.5–8.4 % | standard | £21.78 |
| Below 3.5 % | reduced | £9.61 |

Last quarter's return: 41,260 litres of beer, £18,940 duty before relief.
`);
corpus.write('admin/energy-2024.csv', delimited(['Site', 'Electricity (kWh)', 'Gas (kWh)', 'Water (m3)', 'Cost'], [
  ['Tolland', '182,400', '411,900', '2,950', '£61,820'], ['Hasenfeld', '240.100', '502.300', '3.870', '€ 88.410'], ['Tap', '38,600', '21,400', '410', '£12,070'],
]));
corpus.write('admin/group-meeting-2025-03.md', `# Group meeting — 27 March 2025

Present: Harriet Vaughan, Sam Okoro, Lukas Amsel (video), Dan Hughes, Megan Lloyd.

1. Q1 volumes up 6 % on last year; Hasenfeld exports to the UK now 14 pallets a quarter.
2. A new 60 hl fermenter at Hasenfeld is quoted at €74,000; decision in June.
3. Batch B25-018 held back for diacetyl; re-test after a warm rest.
4. Collaboration brew with Hasenfeld planned for the autumn (a smoked lager, 5.4 %).
5. Next meeting 26 June 2025.
`);
corpus.write('brewing/cleaning-schedule.md', `# CIP schedule (Tolland)

- Fermenters: caustic 2 % at 70 °C after every batch, acid rinse weekly.
- Bright tanks: after every transfer.
- Heat exchanger: back-flush daily, full CIP monthly.
- Cask washer: descale every 500 casks.

Chemical stock check every Monday (Megan).
`);
corpus.write('brewing/water-report-2025.md', `# Water report (Severn Trent supply, Shrewsbury) — January 2025

| Ion | mg/l |
|---|---|
| Calcium | 86 |
| Magnesium | 11 |
| Sulphate | 94 |
| Chloride | 52 |
| Bicarbonate | 210 |

Target for pale beers: sulphate 250–300 mg/l (add gypsum), chloride 100 mg/l.
`);
corpus.write('brauerei-hasenfeld/hinweise-reinheitsgebot.md', `# Hinweise zum Reinheitsgebot

Alle Biere der Brauerei Hasenfeld werden ausschließlich aus Wasser, Malz, Hopfen und Hefe gebraut.
Das Rauchmalz beziehen wir seit 1958 aus Bamberg; die Hopfen aus der Hallertau und aus Tettnang.
Lagerzeit untergäriger Biere: mindestens 4 Wochen bei 0–2 °C.
`);
corpus.write('sales/price-list-trade-2025.md', `# Trade price list 2025 (ex-works, excl. VAT and duty)

| Format | Core range | Seasonal / limited |
|---|---|---|
| Firkin (9 gal) | £92.00 | £98.00 |
| 30 L keg | £84.00 | £92.00 |
| 50 L keg | £132.00 | £145.00 |
| Case 24 × 440 ml | £38.40 | £44.40 |

Hasenfeld beers in 50 L kegs: € 148,00 (core), delivered Bamberg; UK delivery on request.
`);

corpus.write('qc/sensory-panel-notes.md', `# Sensory panel — March 2025

Panel of six, triangle tests on Thursdays. Off-flavour training kit (Siebel) used in week 11.

- Two tasters flagged butterscotch (diacetyl) in a cask sample; see the lab results file.
- DMS threshold training: 4 of 6 passed at 50 µg/l.
- Next panel: 10 April 2025, 15:00, Tolland office.
`);
corpus.write('purchasing/yeast-bank.md', `# Yeast bank

| Strain | Use | Generation limit | Stored at |
|---|---|---|---|
| TB-1 house ale | most Tolland ales | 10 | 2 °C, lab fridge |
| W-34/70 | lagers (Tap and Hasenfeld) | 8 | 1 °C |
| WB-06 | wheat beers | 6 | 2 °C |

Fresh slurry from Hasenfeld every six weeks (about 20 litres per collection).
`);
corpus.write('taproom/events-2025.md', `# Tap events 2025

- 12 April: Meet the brewer (Sam) — 30 tickets at £15 including a tasting flight.
- 24 May: Bamberg night with the Hasenfeld team; smoked sausages, 60 covers.
- 21 June: Solstice launch party, live music from 19:00.
- 4–6 October: Ludlow Food Festival bar (3 × 11 gal kegs per day budgeted).
`);
corpus.write('admin/insurance-2025.md', `# Insurance schedule 2025

| Cover | Insurer | Sum insured | Premium |
|---|---|---|---|
| Buildings and plant (Tolland) | NFU Mutual | £1,850,000 | £6,420 |
| Stock and goods in transit | Hiscox | £240,000 | £1,980 |
| Betriebshaftpflicht (Hasenfeld) | Allianz | € 3.000.000 | € 2.310 |
| Public liability (Tap) | NFU Mutual | £5,000,000 | £1,150 |

Renewal date 1 April; the boiler inspection certificate must be on file by then.
`);
corpus.write('brauerei-hasenfeld/preisliste-gastronomie-2025.md', `# Preisliste Gastronomie 2025 (Brauerei Hasenfeld)

| Gebinde | Ganzjährig | Saisonal |
|---|---|---|
| Fass 50 l | 148,00 € | 158,00 € |
| Fass 30 l | 94,00 € | 101,00 € |
| Kiste 20 × 0,5 l | 19,80 € | 21,60 € |

Pfand: Fass 30,00 €, Kiste 3,10 €. Lieferung im Stadtgebiet Bamberg frei ab 4 Fässern.
`);

const stats = corpus.flush(source);
console.log(`brewery: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
