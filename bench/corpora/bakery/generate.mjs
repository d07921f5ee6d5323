#!/usr/bin/env node
// Bakery corpus (held-out): the shared drive of "Wyeside Bakehouse Ltd", a craft bakery with five branches on both
// sides of the English-Welsh border in 2025 — Widemarsh Street (Hereford, with the central bakehouse), Broad Street
// (Ross-on-Wye), Nevill Street (Abergavenny), Agincourt Square (Monmouth) and The Bulwark (Brecon) — buying flour
// from a French mill (Minoterie Girard) and butter from a Breton creamery (Beurrerie Le Goff), whose invoices and
// specs are partly in French. 45 products, 5 branches, 24 staff, 9 suppliers, 30 deliveries (invoices).
//   node bench/corpora/bakery/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "bakery-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) products: Markdown bread sheets (`Product code: BR-101`, `Weight: 800 g`, `Price: £4.60`, `Allergens: …`,
//     `Vegan: Yes`), Markdown cake sheets with another label set (`SKU`, `Range`, `Net weight: 16 oz`, `RRP: 7.50
//     GBP`, `Contains: wheat, milk, egg`, `Suitable for vegans: ✗`), a price-list CSV (units in the header), an HTML
//     viennoiserie table (allergens as letter codes with a legend), a nested JSON feed of the ordering system
//     (`weight: {value: 0.16, unit: "kg"}`, prices in pence), new lines in a prose note and in meeting minutes;
// (b) recipes (facts of the product in a second file): Markdown recipe cards (`Hydration: 78%`, `Proof time: 3 h 30
//     min`, `Oven: 240 °C, 38 min`), a plain-text viennoiserie recipe book in °F (`proof ..... 2h15`), and the head
//     baker's e-mail in sentences (`720 g of water per kilo of flour`, `about four hours`);
// (c) branches: two Markdown sheets with two label sets, an HTML infobox, a bilingual Welsh/English page, one branch
//     only in the prose of managers' minutes; food-hygiene ratings in a second file;
// (d) staff: Markdown blocks (bakehouse team), HTML cards (shops), an HR CSV export (branch by TOWN), new starters
//     only in a manager's e-mail;
// (e) suppliers: a nested YAML file, a FRENCH supplier sheet (`Délai de livraison : 10 jours`), a bilingual
//     butter spec in HTML, a prose note;
// (f) deliveries / invoices: four FRENCH invoices (`40 sacs de 25 kg`, `1 145,00 €`, dd/mm/yyyy), a French
//     semicolon statement with decimal commas, a goods-in CSV (`20 sacks`, `18 x 10 kg pails`), an HTML
//     accounts-payable table, three deliveries only in an e-mail;
// (g) WIDE weekly takings per branch (a column per branch), WIDE monthly bread output (a column per month), a till
//     export with a preamble, semicolons and decimal commas; background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: weights in g (`16 oz` → 16 × 28.349523125, `1 lb 2 oz`, `0.16 kg` → 160); prices
// in GBP (`95p` → 0.95, `295` pence → 2.95); hydration in %; proof and bake times in minutes (`3 h 30 min` → 210,
// `2h15` → 135, `about four hours` → 240); oven temperatures in °C (`390°F` → (390 − 32) × 5/9); contracted hours
// per week; lead times in days (`2 weeks` → 14, `48 hours` → 2); delivered quantities in kg (`40 sacs de 25 kg` →
// 1000); invoice amounts in the stated currency (GBP or EUR, never converted); takings in GBP; dates ISO; French and
// Welsh words in English (`Pays : France`, `Cymru` = Wales, `Farine de blé T65` = T65 flour, `beurre` = butter).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, htmlInfoboxPage, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('bakery-v1');
const OZ = 28.349523125;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const fr = (x, d = 2) => {
  const [i, f] = Number(x).toFixed(d).split('.');
  return `${i.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}${f ? `,${f}` : ''}`;
};
const gbp = (x) => `£${Number(x).toFixed(2)}`;
const gbpG = (x) => `£${Number(x).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const dmy = (iso) => iso.split('-').reverse().join('/');
const L = (k, xs) => xs[k % xs.length];
const FR_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const frLong = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d === 1 ? '1er' : d} ${FR_MONTHS[m - 1]} ${y}`;
};
const F2C = (f) => r4(((f - 32) * 5) / 9);

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (recipes, sales tables, till export, hygiene ratings). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ branches
const BRANCHES = [
  { key: 'WID', name: 'Widemarsh Street', town: 'Hereford', country: 'England', opened: 2011, seats: 24, sunday: false },
  { key: 'ROS', name: 'Broad Street', town: 'Ross-on-Wye', country: 'England', opened: 2015, seats: 12, sunday: true },
  { key: 'ABE', name: 'Nevill Street', town: 'Abergavenny', country: 'Wales', opened: 2017, seats: 30, sunday: false },
  { key: 'MON', name: 'Agincourt Square', town: 'Monmouth', country: 'Wales', opened: 2019, seats: 0, sunday: true },
  { key: 'BRE', name: 'The Bulwark', town: 'Brecon', country: 'Wales', opened: 2023, seats: 18, sunday: false },
];
const BR = Object.fromEntries(BRANCHES.map((b) => [b.key, b]));
const hygiene = { WID: 5, ROS: 5, ABE: 4, MON: 5, BRE: 3 };

// ------------------------------------------------------------------ staff
// [name, role, branch, hours/week, start]
const STAFF = [
  ['Gareth Bowen', 'Branch manager', 'WID', 40, '2011-06-01'],
  ['Sioned Lewis', 'Head baker', 'WID', 45, '2012-09-03'],
  ['Tomasz Nowak', 'Baker', 'WID', 40, '2016-02-15'],
  ['Amélie Durand', 'Pastry chef', 'WID', 37.5, '2018-10-01'],
  ['Jack Hollis', 'Apprentice baker', 'WID', 30, '2024-09-02'],
  ['Priya Shah', 'Counter assistant', 'WID', 24, '2022-05-16'],
  ['Dave Lampitt', 'Delivery driver', 'WID', 35, '2019-01-07'],
  ['Helen Morgan', 'Branch manager', 'ROS', 37.5, '2015-03-23'],
  ['Owen Parry', 'Barista', 'ROS', 20, '2021-07-05'],
  ['Lucy Baines', 'Counter assistant', 'ROS', 16, '2023-11-13'],
  ['Rhys Jenkins', 'Baker', 'ROS', 40, '2017-04-10'],
  ['Catrin Evans', 'Branch manager', 'ABE', 40, '2017-08-14'],
  ['Dylan Hughes', 'Barista', 'ABE', 30, '2020-03-02'],
  ['Megan Watkins', 'Counter assistant', 'ABE', 22.5, '2024-02-19'],
  ['Elin Rees', 'Pastry chef', 'ABE', 37.5, '2019-06-17'],
  ['Marek Kowalski', 'Branch manager', 'MON', 40, '2019-09-09'],
  ['Bethan Powell', 'Counter assistant', 'MON', 25, '2021-10-04'],
  ['Sam Whitfield', 'Barista', 'MON', 18, '2025-01-13'],
  ['Carys Vaughan', 'Branch manager', 'BRE', 37.5, '2023-04-24'],
  ['Ifan Williams', 'Baker', 'BRE', 40, '2023-05-02'],
  ['Nia Pugh', 'Counter assistant', 'BRE', 20, '2023-05-08'],
  ['Ollie Grant', 'Apprentice baker', 'WID', 30, '2025-02-24'],
  ['Ffion Pritchard', 'Counter assistant', 'ABE', 24, '2025-03-03'],
  ['Zainab Hussain', 'Barista', 'BRE', 16, '2025-03-10'],
].map(([name, role, branch, hours, start]) => ({ name, role, branch, hours, start }));
const P = Object.fromEntries(STAFF.map((p) => [p.name, p]));
for (const p of STAFF) if (p.role === 'Branch manager') BR[p.branch].manager = p.name;

// ------------------------------------------------------------------ suppliers
const SUPPLIERS = [
  { key: 'GIR', name: 'Minoterie Girard', town: 'Pithiviers', country: 'France', lead: 10, cert: 'Label Rouge', supplies: 'Flour', cur: 'EUR' },
  { key: 'LEG', name: 'Beurrerie Le Goff', town: 'Landivisiau', country: 'France', lead: 7, cert: 'IFS Food', supplies: 'Butter', cur: 'EUR' },
  { key: 'WVM', name: 'Wye Valley Mill', town: 'Bredwardine', country: 'England', lead: 3, cert: 'Soil Association Organic', supplies: 'Flour', cur: 'GBP' },
  { key: 'CCM', name: 'Cotswold Crown Mills', town: 'Tetbury', country: 'England', lead: 5, cert: 'BRCGS', supplies: 'Flour', cur: 'GBP' },
  { key: 'BMD', name: 'Black Mountains Dairy', town: 'Crickhowell', country: 'Wales', lead: 2, cert: 'Red Tractor', supplies: 'Dairy', cur: 'GBP' },
  { key: 'UVE', name: 'Usk Valley Eggs', town: 'Usk', country: 'Wales', lead: 2, cert: 'British Lion', supplies: 'Eggs', cur: 'GBP' },
  { key: 'ADG', name: 'Avon Dry Goods Ltd', town: 'Bristol', country: 'England', lead: 6, cert: 'BRCGS', supplies: 'Dry goods', cur: 'GBP' },
  { key: 'SEV', name: 'Severnside Packaging', town: 'Gloucester', country: 'England', lead: 14, cert: 'FSC', supplies: 'Packaging', cur: 'GBP' },
  { key: 'HAL', name: 'Halen Glannau Sea Salt', town: 'Brynsiencyn', country: 'Wales', lead: 8, cert: 'PDO', supplies: 'Salt', cur: 'GBP' },
];
const SU = Object.fromEntries(SUPPLIERS.map((s) => [s.key, s]));

// ------------------------------------------------------------------ products
// [code, name, category, weight g (or form), price GBP, allergens, vegan]
const PRODUCTS = [
  ['BR-101', 'Country Sourdough', 'Bread', 800, 4.6, ['gluten'], true],
  ['BR-102', 'Seeded Rye', 'Bread', 750, 4.8, ['gluten', 'sesame'], true],
  ['BR-103', 'Wholemeal Tin', 'Bread', 800, 3.4, ['gluten'], true],
  ['BR-104', 'White Bloomer', 'Bread', 800, 3.2, ['gluten'], true],
  ['BR-105', 'Baguette Tradition', 'Bread', 250, 1.9, ['gluten'], true],
  ['BR-106', 'Spelt & Honey Loaf', 'Bread', 600, 4.2, ['gluten'], false],
  ['BR-107', 'Olive Focaccia', 'Bread', 450, 3.8, ['gluten'], true],
  ['BR-108', 'Brioche Loaf', 'Bread', 500, 4.5, ['gluten', 'milk', 'eggs'], false],
  ['BR-109', 'Walnut & Raisin Loaf', 'Bread', 700, 4.9, ['gluten', 'nuts'], true],
  ['BR-110', 'Caerphilly & Leek Loaf', 'Bread', 700, 4.4, ['gluten', 'milk'], false],
  ['BR-111', 'Pain de Campagne', 'Bread', 1000, 5.2, ['gluten'], true],
  ['BR-112', 'Malted Granary', 'Bread', 800, 3.6, ['gluten'], true],
  ['BR-113', 'Dark Rye', 'Bread', 950, 5.4, ['gluten'], true],
  ['BR-114', 'Sesame Sandwich Rolls', 'Bread', 420, 2.8, ['gluten', 'sesame', 'soya'], true],
  ['VI-201', 'Butter Croissant', 'Viennoiserie', 85, 1.85, ['gluten', 'milk', 'eggs'], false],
  ['VI-202', 'Pain au Chocolat', 'Viennoiserie', 90, 2.1, ['gluten', 'milk', 'eggs', 'soya'], false],
  ['VI-203', 'Almond Croissant', 'Viennoiserie', 120, 2.6, ['gluten', 'milk', 'eggs', 'nuts'], false],
  ['VI-204', 'Cinnamon Bun', 'Viennoiserie', 130, 2.7, ['gluten', 'milk', 'eggs'], false],
  ['VI-205', 'Cardamom Knot', 'Viennoiserie', 110, 2.7, ['gluten', 'milk', 'eggs'], false],
  ['VI-206', 'Pain aux Raisins', 'Viennoiserie', 115, 2.3, ['gluten', 'milk', 'eggs'], false],
  ['VI-207', 'Kouign-Amann', 'Viennoiserie', 100, 2.9, ['gluten', 'milk'], false],
  ['VI-208', 'Vegan Croissant', 'Viennoiserie', 80, 2.0, ['gluten', 'soya'], true],
  ['CK-301', 'Victoria Sponge', 'Cake', 900, 14.0, ['gluten', 'milk', 'eggs'], false],
  ['CK-302', 'Lemon Drizzle Loaf', 'Cake', { oz: 16 }, 7.5, ['gluten', 'milk', 'eggs'], false],
  ['CK-303', 'Carrot Cake', 'Cake', 1200, 18.0, ['gluten', 'milk', 'eggs', 'nuts'], false],
  ['CK-304', 'Chocolate Fudge Cake', 'Cake', 1100, 19.5, ['gluten', 'milk', 'eggs', 'soya'], false],
  ['CK-305', 'Bara Brith', 'Cake', { lb: 1, oz: 2 }, 6.2, ['gluten', 'eggs'], false],
  ['CK-306', 'Welsh Cakes', 'Cake', { oz: 8 }, 3.6, ['gluten', 'milk', 'eggs'], false],
  ['CK-307', 'Vegan Banana Loaf', 'Cake', 500, 6.8, ['gluten', 'soya'], true],
  ['CK-308', 'Gâteau Breton', 'Cake', 600, 11.5, ['gluten', 'milk', 'eggs'], false],
  ['SV-401', 'Sausage Roll', 'Savoury', 160, 2.95, ['gluten', 'milk', 'eggs', 'mustard'], false],
  ['SV-402', 'Cheese & Onion Pasty', 'Savoury', 220, 3.4, ['gluten', 'milk', 'eggs'], false],
  ['SV-403', 'Leek & Caerphilly Pasty', 'Savoury', 230, 3.6, ['gluten', 'milk', 'eggs', 'mustard'], false],
  ['SV-404', 'Spinach & Feta Swirl', 'Savoury', 150, 3.1, ['gluten', 'milk', 'eggs'], false],
  ['SV-405', 'Vegan Sausage Roll', 'Savoury', 150, 2.95, ['gluten', 'soya', 'celery'], true],
  ['SV-406', 'Quiche Lorraine Slice', 'Savoury', 180, 3.9, ['gluten', 'milk', 'eggs'], false],
  ['SV-407', 'Cheese Straws', 'Savoury', 100, 2.5, ['gluten', 'milk', 'mustard'], false],
  ['BK-501', 'Shortbread Fingers', 'Biscuits & bakes', 120, 2.4, ['gluten', 'milk'], false],
  ['BK-502', 'Oat & Raisin Cookie', 'Biscuits & bakes', 90, 1.6, ['gluten', 'milk'], false],
  ['BK-503', 'Double Chocolate Cookie', 'Biscuits & bakes', 95, 1.7, ['gluten', 'milk', 'eggs', 'soya'], false],
  ['BK-504', 'Chocolate Brownie', 'Biscuits & bakes', 85, 2.6, ['milk', 'eggs', 'soya'], false],
  ['BK-505', 'Flapjack', 'Biscuits & bakes', 100, 2.2, ['gluten', 'milk'], false],
  ['BK-506', 'Florentine', 'Biscuits & bakes', 70, 2.4, ['milk', 'nuts'], false],
  ['BK-507', 'Ginger Oat Biscuit', 'Biscuits & bakes', 60, 0.95, ['gluten'], true],
  ['BK-508', 'Macaron Box', 'Biscuits & bakes', 72, 6.5, ['milk', 'eggs', 'nuts'], false],
].map(([code, name, category, w, price, allergens, vegan]) => {
  const weight = typeof w === 'number' ? w : r4(((w.lb ?? 0) * 16 + (w.oz ?? 0)) * OZ);
  return { code, name, category, w, weight, price, allergens, vegan };
});
const PR = Object.fromEntries(PRODUCTS.map((p) => [p.code, p]));

function productFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'product', attr, value, unit, stated, file);
  F('code', p.code, 'text', s.code ?? p.code);
  F('category', p.category, '', s.category);
  F('weight', p.weight, 'g', s.weight);
  F('price', p.price, 'GBP', s.price);
  F('allergens', p.allergens, 'list', s.allergens);
  F('vegan', p.vegan, 'bool', s.vegan);
}
const ALLERGEN_WORDS = { gluten: 'wheat', milk: 'milk', eggs: 'egg', nuts: 'nuts', sesame: 'sesame', soya: 'soya', mustard: 'mustard', celery: 'celery' };

// (a1) bread sheets: label set A
PRODUCTS.filter((p) => ['BR-101', 'BR-102', 'BR-103', 'BR-104', 'BR-105', 'BR-106', 'BR-107', 'BR-108'].includes(p.code)).forEach((p, k) => {
  const file = `products/bread/${slug(p.name)}.md`;
  const weight = k % 3 === 1 ? `${p.weight}g` : `${p.weight} g`;
  const alls = p.allergens.map((a) => (a === 'gluten' ? 'Gluten (wheat)' : a)).join(', ');
  const vegan = p.vegan ? 'Yes' : p.code === 'BR-106' ? 'No (honey)' : 'No';
  productFacts(p, file, { code: `Product code: ${p.code}`, category: 'Category: Bread', weight: `Weight: ${weight}`, price: `Price: ${gbp(p.price)}`, allergens: `Allergens: ${alls}`, vegan: `Vegan: ${vegan}` });
  corpus.write(file, [
    `# ${p.name}`, '', `Product code: ${p.code}`, 'Category: Bread', `Weight: ${weight}`, `Price: ${gbp(p.price)}`, `Allergens: ${alls}`, `Vegan: ${vegan}`,
    `Shelf life: ${L(k, ['2 days', '3 days', '4 days', '1 day'])}`, '',
    L(k, [
      'Our best seller. Baked every morning at Widemarsh Street and sent out to the shops on the 6 am van.',
      'Dense and moist; slices best the day after baking.',
      'A plain everyday loaf, baked in a lidless tin.',
      'Scored four times across the top; sold whole or sliced.',
    ]), '',
  ].join('\n'));
});

// (a2) the price-list CSV (units in the header)
{
  const file = 'products/price-list-2025.csv';
  const rows = [];
  for (const code of ['BR-109', 'BR-110', 'BR-111', 'BR-112', 'BR-113', 'BR-114', 'BK-501', 'BK-502']) {
    const p = PR[code];
    const alls = p.allergens.join('; ');
    productFacts(p, file, { category: p.category, weight: String(p.weight), price: p.price.toFixed(2), allergens: alls, vegan: p.vegan ? 'Y' : 'N' });
    rows.push([p.code, p.name, p.category, p.weight, p.price.toFixed(2), alls, p.vegan ? 'Y' : 'N', L(rows.length, ['whole', 'whole', 'whole or half', 'whole', 'whole', 'bag of 6', 'pack of 4', 'single'])]);
  }
  corpus.write(file, delimited(['Code', 'Product', 'Category', 'Weight (g)', 'Price (£)', 'Allergens', 'Vegan (Y/N)', 'Sold as'], rows));
}

// (a3) cake sheets: label set B (oz, GBP after the number, ✓/✗)
PRODUCTS.filter((p) => ['CK-301', 'CK-302', 'CK-303', 'CK-304', 'CK-305', 'CK-306'].includes(p.code)).forEach((p, k) => {
  const file = `products/cakes/${p.code.toLowerCase()}-${slug(p.name)}.md`;
  const weight = typeof p.w === 'number' ? (p.w >= 1000 ? `${(p.w / 1000).toFixed(1)} kg` : `${p.w} g`) : p.w.lb ? `${p.w.lb} lb ${p.w.oz} oz` : `${p.w.oz} oz`;
  const contains = p.allergens.map((a) => ALLERGEN_WORDS[a]).join(', ');
  const vegan = p.vegan ? '✓' : '✗';
  productFacts(p, file, { code: `SKU: ${p.code}`, category: 'Range: Cakes', weight: `Net weight: ${weight}`, price: `RRP: ${p.price.toFixed(2)} GBP`, allergens: `Contains: ${contains}`, vegan: `Suitable for vegans: ${vegan}` });
  corpus.write(file, [
    `# ${p.name} (${p.code})`, '', `SKU: ${p.code}`, 'Range: Cakes', `Net weight: ${weight}`, `RRP: ${p.price.toFixed(2)} GBP`, `Contains: ${contains}`,
    `Suitable for vegans: ${vegan}`, `Portions: ${L(k, [12, 10, 16, 14, 12, 6])}`, '',
    L(k, [
      'Two layers of vanilla sponge with raspberry jam and buttercream; order 48 hours ahead for celebration sizes.',
      'Soaked with lemon syrup while warm. Keeps for five days in a tin.',
      'Topped with cream-cheese frosting and toasted walnuts.',
      'A three-layer cake; the most-ordered birthday cake in 2024.',
      'Fruit soaked overnight in strong tea, the traditional way.',
      'Cooked on the bakestone at Nevill Street and sent to all branches.',
    ]), '',
  ].join('\n'));
});

// (a4) viennoiserie: an HTML table with allergen letter codes
{
  const file = 'products/viennoiserie.html';
  const CODE = { gluten: 'G', milk: 'M', eggs: 'E', nuts: 'N', sesame: 'S', soya: 'So', mustard: 'Mu', celery: 'C' };
  const rows = PRODUCTS.filter((p) => p.category === 'Viennoiserie').map((p) => {
    const alls = p.allergens.map((a) => CODE[a]).join(' ');
    const price = p.price === 2 ? '£2' : gbp(p.price);
    productFacts(p, file, { category: 'Viennoiserie', weight: `${p.weight} g`, price, allergens: alls, vegan: p.vegan ? '✓' : '—' });
    return `    <tr><td>${p.code}</td><td>${esc(p.name)}</td><td>${p.weight} g</td><td>${price}</td><td>${alls}</td><td>${p.vegan ? '✓' : '—'}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Viennoiserie — Wyeside Bakehouse</title></head>
<body>
<h1>Viennoiserie</h1>
<p>Laminated with Breton butter from Beurrerie Le Goff; shaped the evening before and baked from 5 am.</p>
<table class="range">
  <thead><tr><th>Code</th><th>Item</th><th>Weight</th><th>Price</th><th>Allergens</th><th>Vegan</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p class="legend">Allergen key: G = gluten (wheat), M = milk, E = egg, N = tree nuts, S = sesame, So = soya, Mu = mustard, C = celery.</p>
</body></html>
`);
}

// (a5) the ordering system's product feed (nested JSON)
{
  const file = 'ordering/product-feed.json';
  const JSON_ALL = { gluten: 'cereals containing gluten', milk: 'milk', eggs: 'eggs', nuts: 'tree nuts', soya: 'soya', mustard: 'mustard', celery: 'celery', sesame: 'sesame' };
  const items = ['SV-401', 'SV-402', 'SV-404', 'SV-405', 'SV-406', 'SV-407', 'BK-503', 'BK-504', 'BK-505', 'BK-506'].map((code, k) => {
    const p = PR[code];
    const pence = Math.round(p.price * 100);
    const inKg = k % 2 === 0;
    const weight = inKg ? { value: p.weight / 1000, unit: 'kg' } : { value: p.weight, unit: 'g' };
    productFacts(p, file, { category: p.category, weight: '', price: String(pence), allergens: '', vegan: '' });
    return {
      sku: p.code,
      title: p.name,
      category: { id: p.category === 'Savoury' ? 4 : 5, name: p.category },
      pack: { units: 1, weight },
      pricing: { retail_pence: pence, vat_rate: p.category === 'Savoury' ? 'standard (hot)' : 'zero' },
      allergens: p.allergens.map((a) => JSON_ALL[a]),
      flags: { vegan: p.vegan, frozen_dough: ['SV-401', 'SV-405'].includes(code) },
      availability: { branches: ['WID', 'ROS', 'ABE', 'MON', 'BRE'].filter((b, i) => (k + i) % 4 !== 0) },
    };
  });
  corpus.write(file, JSON.stringify({ export: { system: 'OrderPad 3', generated: '2025-04-22T06:10:00Z', account: 'wyeside-bakehouse' }, catalogue: { items } }, null, 2) + '\n');
}

// (a6) new lines in prose
{
  const file = 'products/new-lines-spring-2025.md';
  const v = PR['CK-307'];
  const g = PR['BK-507'];
  const m = PR['BK-508'];
  productFacts(v, file, { category: 'loaf cake', weight: '500 g', price: '£6.80', allergens: 'contains wheat and soya', vegan: "it's fully vegan" });
  productFacts(g, file, { category: 'biscuit', weight: '60g', price: '95p', allergens: 'only allergen is wheat', vegan: 'vegan' });
  productFacts(m, file, { category: 'bake', weight: '72 g', price: '£6.50 a box', allergens: 'almonds, egg white and butter', vegan: 'not suitable for vegans' });
  corpus.write(file, `# New lines — spring 2025

Notes from the product tasting on 3 April 2025 (Sioned, Amélie, Gareth, Catrin). All three go into the shops from
the week of 14 April.

## ${v.name}

Product code ${v.code}. A 500 g loaf cake made with oat milk and a soya spread instead of butter, so it's fully vegan;
it contains wheat and soya. Gareth wants it at £6.80, in line with the lemon drizzle. It sits in the cake range.

## ${g.name}

Code ${g.code}. A thin, crisp biscuit, 60g each, sold loose at the counter for 95p. Made with golden syrup rather
than honey, so it is vegan; its only allergen is wheat. Filed under biscuits & bakes.

## ${m.name}

Code ${m.code}, also in biscuits & bakes. Six macarons (72 g in all) in a window box at £6.50 a box. Made by Amélie with
ground almonds, egg white and butter, so not suitable for vegans — but no wheat at all.
`);
}
// prose categories: hold the canonical category
for (const f of corpus.facts) if (f.file === 'products/new-lines-spring-2025.md' && f.attribute === 'category') f.stated = f.entity === 'Vegan Banana Loaf' ? 'cake range' : 'biscuits & bakes';

// ------------------------------------------------------------------ (b) recipes (facts of the product, second files)
// [code, flour, supplier, hydration %, proof min, oven °C or {f}, bake min]
const RECIPES = [
  ['BR-101', 'T80', 'GIR', 78, 210, 240, 38],
  ['BR-102', 'Dark rye', 'WVM', 82, 150, 230, 55],
  ['BR-103', 'Stoneground wholemeal', 'WVM', 72, 100, 220, 35],
  ['BR-104', 'Strong white', 'CCM', 65, 90, 230, 32],
  ['BR-105', 'T65', 'GIR', 70, 165, 250, 22],
  ['BR-106', 'Spelt', 'WVM', 68, 120, 215, 40],
  ['BR-107', 'Strong white', 'CCM', 80, 195, 235, 20],
  ['BR-108', 'T45', 'GIR', 58, 150, 180, 30],
  ['BR-109', 'T80', 'GIR', 74, 240, 230, 42],
  ['BR-110', 'Strong white', 'CCM', 67, 105, 220, 35],
  ['BR-111', 'T80', 'GIR', 72, 240, 235, 50],
  ['BR-112', 'Malted grain', 'CCM', 66, 95, 225, 35],
  ['BR-113', 'Dark rye', 'WVM', 85, 180, 240, 70],
  ['BR-114', 'Strong white', 'CCM', 62, 60, 210, 16],
  ['VI-201', 'T45', 'GIR', 55, 135, { f: 390 }, 18],
  ['VI-202', 'T45', 'GIR', 55, 150, { f: 390 }, 17],
  ['VI-204', 'T45', 'GIR', 60, 90, { f: 375 }, 22],
  ['VI-205', 'T45', 'GIR', 60, 100, { f: 375 }, 20],
  ['VI-207', 'T65', 'GIR', 58, 75, { f: 400 }, 25],
  ['VI-208', 'T45', 'GIR', 54, 120, { f: 395 }, 18],
].map(([code, flour, sup, hyd, proof, oven, bake]) => ({ code, flour, sup, hyd, proof, ovenC: typeof oven === 'number' ? oven : F2C(oven.f), ovenF: typeof oven === 'number' ? null : oven.f, bake }));
const hm = (min) => `${Math.floor(min / 60)} h${min % 60 ? ` ${min % 60} min` : ''}`;
function recipeFacts(rc, file, s) {
  const p = PR[rc.code];
  const A = (attr, value, unit, stated) => corpus.also(p.name, 'product', attr, value, unit, stated, file);
  A('flour', rc.flour, '', s.flour);
  A('flour_supplier', SU[rc.sup].name, 'text', s.sup);
  A('hydration', rc.hyd, '%', s.hyd);
  A('proof_time', rc.proof, 'min', s.proof);
  A('oven_temp', rc.ovenC, '°C', s.oven);
  A('bake_time', rc.bake, 'min', s.bake);
}
RECIPES.filter((rc) => rc.code.startsWith('BR-') && Number(rc.code.slice(3)) <= 110).forEach((rc, k) => {
  const p = PR[rc.code];
  const file = `bakehouse/recipes/${slug(p.name)}.md`;
  const sup = SU[rc.sup].name;
  const proofLine = k % 2 ? `Proving: ${rc.proof} minutes` : `Proof time: ${hm(rc.proof)}`;
  const ovenLine = k % 2 ? `Bake: ${rc.bake} minutes at ${rc.ovenC}°C` : `Oven: ${rc.ovenC} °C, ${rc.bake} min`;
  const s = {
    flour: rc.flour, sup, hyd: k % 3 === 2 ? `${rc.hyd} % hydration` : `${rc.hyd}%`, proof: k % 2 ? `${rc.proof} minutes` : hm(rc.proof),
    oven: k % 2 ? `${rc.ovenC}°C` : `${rc.ovenC} °C`, bake: k % 2 ? `${rc.bake} minutes` : `${rc.bake} min`,
  };
  recipeFacts(rc, file, s);
  const yieldN = Math.round(30000 / p.weight);
  corpus.write(file, [
    `# Recipe card — ${p.name} (${p.code})`, '', `Batch: 20 kg flour, about ${yieldN} pieces`, `Flour: ${rc.flour} (${sup})`,
    k % 3 === 2 ? `Water: ${s.hyd}` : `Hydration: ${s.hyd}`, `Salt: ${L(k, ['2%', '1.8%', '2%', '2.2%'])}`,
    `Leaven: ${L(k, ['20% levain', '25% rye sour', 'fresh yeast 1.5%', 'poolish 30%'])}`, proofLine, ovenLine, '',
    '## Method notes', '',
    L(k, [
      'Mix to medium development, bulk in the ambient cabinet, shape and retard if the rota needs it.',
      'Scald the rye the night before. Dough is sticky: wet hands, no flour on the bench.',
      'Do not overmix the wholemeal; it tears.',
      'Steam for the first 10 minutes, vent for the rest.',
    ]), '',
    `_Last checked by Sioned Lewis, ${fmtDate(`2025-0${1 + (k % 3)}-${String(3 + k * 2).padStart(2, '0')}`, 'long')}._`, '',
  ].join('\n'));
});
{
  const file = 'bakehouse/recipe-book-viennoiserie.txt';
  const out = ['WYESIDE BAKEHOUSE — VIENNOISERIE RECIPE BOOK (rev. 7, Feb 2025)', 'Oven temps in °F (the Bongard deck is set in Fahrenheit). Proofer at 78°F, 80% RH.', ''];
  RECIPES.filter((rc) => rc.code.startsWith('VI-')).forEach((rc, k) => {
    const p = PR[rc.code];
    const proof = `${Math.floor(rc.proof / 60)}h${rc.proof % 60 ? String(rc.proof % 60).padStart(2, '0') : ''}`;
    const sup = rc.sup === 'GIR' ? 'Girard' : SU[rc.sup].name;
    recipeFacts(rc, file, { flour: rc.flour, sup, hyd: `${rc.hyd} %`, proof, oven: `${rc.ovenF}°F`, bake: `${rc.bake} min` });
    out.push(`${p.code} ${p.name.toUpperCase()}`, `  flour ............ ${rc.flour} (${sup})`, `  dough hydration .. ${rc.hyd} %`,
      `  butter ........... ${L(k, ['25 %', '25 %', '18 %', '18 %', '35 %', '22 % (vegan block)'])} of dough weight`,
      `  proof ............ ${proof}`, `  bake ............. ${rc.ovenF}°F / ${rc.bake} min`, '');
  });
  out.push('Laminate at 4-6 °C dough temperature. Butter sheets 2 kg (Le Goff).', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'email/2025-04-07-sioned-recipes-for-the-book.eml';
  const [camp, gran, rye, rolls] = ['BR-111', 'BR-112', 'BR-113', 'BR-114'].map((c) => RECIPES.find((x) => x.code === c));
  recipeFacts(camp, file, { flour: 'T80', sup: 'Girard', hyd: '720 g of water per kilo of flour', proof: 'about four hours', oven: '235 °C', bake: '50 minutes' });
  recipeFacts(gran, file, { flour: 'malted grain', sup: 'Cotswold Crown', hyd: '66%', proof: 'an hour and 35 minutes', oven: '225°C', bake: '35 min' });
  recipeFacts(rye, file, { flour: 'dark rye', sup: 'Wye Valley', hyd: '85 per cent', proof: 'three hours', oven: '240 degrees', bake: 'an hour and ten minutes' });
  recipeFacts(rolls, file, { flour: 'strong white', sup: 'Cotswold Crown', hyd: '62%', proof: 'one hour', oven: '210 °C', bake: '16 minutes' });
  corpus.write(file, `From: Sioned Lewis <sioned@wyesidebakehouse.co.uk>
To: Gareth Bowen <gareth@wyesidebakehouse.co.uk>
Cc: Tomasz Nowak <tomasz@wyesidebakehouse.co.uk>
Date: Mon, 7 Apr 2025 14:22:09 +0100
Subject: the four recipes that aren't on cards yet

Gareth,

You asked for the breads that never made it onto a recipe card. Here they are, so they can go in the book.

Pain de Campagne (BR-111): T80 from Girard, 720 g of water per kilo of flour. Proof is about four hours in total,
bulk and final together. Bake at 235 °C for 50 minutes with plenty of steam.

Malted Granary (BR-112): malted grain flour from Cotswold Crown at 66% hydration,
proved for an hour and 35 minutes, then 35 min at 225°C.

Dark Rye (BR-113): dark rye from Wye Valley, 85 per cent hydration, three hours' proof in the tins, and it goes in
at 240 degrees for an hour and ten minutes.

Sesame Sandwich Rolls (BR-114): strong white from Cotswold Crown, 62%, one hour of proof, 16 minutes at 210 °C.

Tomasz is happy with all four. The rye is the one to watch — if the sour is young, give it another half hour.

Sioned
`);
}

// ------------------------------------------------------------------ (c) branches
function branchFacts(b, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(b.name, 'branch', attr, value, unit, stated, file);
  F('town', b.town, 'place', s.town);
  F('country', b.country, 'place', s.country);
  F('opened', b.opened, '', s.opened);
  F('seats', b.seats, '', s.seats);
  F('manager', b.manager, 'person', s.manager ?? b.manager);
  F('sunday_opening', b.sunday, 'bool', s.sunday);
}
{
  const b = BR.WID;
  const file = 'branches/widemarsh-street-hereford.md';
  branchFacts(b, file, { town: 'Town: Hereford', country: 'Country: England', opened: 'Opened: 2011', seats: 'Seats: 24', sunday: 'Sunday opening: No' });
  corpus.write(file, `# Widemarsh Street

Branch code: WID
Town: Hereford
Country: England
Opened: 2011
Seats: 24
Manager: ${b.manager}
Sunday opening: No
Bakehouse: yes (central production for all branches; two deck ovens and a rack oven)

The original shop, with the bakehouse behind it. Vans leave for Ross, Monmouth, Abergavenny and Brecon at 6 am.
`);
}
{
  const b = BR.ROS;
  const file = 'branches/broad-street-ross.md';
  branchFacts(b, file, { town: 'Location: Ross-on-Wye', country: 'Nation: England', opened: 'Trading since: March 2015', seats: 'Covers: 12', manager: `Shop manager: ${b.manager}`, sunday: 'Open Sundays: yes (10–4)' });
  corpus.write(file, `# Broad Street — shop profile

- Location: Ross-on-Wye, Herefordshire
- Nation: England
- Trading since: March 2015
- Covers: 12 (window bar and two tables)
- Shop manager: ${b.manager}
- Open Sundays: yes (10–4)
- Bake-off oven: one convection oven for rolls and croissants

Took over the old greengrocer's unit. Busiest on market days (Thursday and Saturday).
`);
}
{
  const b = BR.ABE;
  const file = 'branches/nevill-street.html';
  branchFacts(b, file, { town: 'Abergavenny', country: 'Wales', opened: '2017', seats: '30 covers', sunday: 'Closed' });
  corpus.write(file, htmlInfoboxPage({
    title: 'Nevill Street',
    sections: [
      { heading: 'Branch', rows: [['Town', 'Abergavenny, Monmouthshire'], ['Country', 'Wales'], ['Opened', '2017'], ['Seating', '30 covers'], ['Manager', b.manager], ['Sunday', 'Closed']] },
      { heading: 'Kitchen', rows: [['Pastry kitchen', 'Yes (Welsh cakes and laminated doughs finished here)'], ['Bakestone', '1']] },
    ],
    lead: ['Our largest café. The pastry kitchen upstairs cooks all the Welsh cakes for the group on the bakestone.'],
  }));
}
{
  const b = BR.MON;
  const file = 'branches/sgwar-agincourt-trefynwy.md';
  branchFacts(b, file, { town: 'Trefynwy (Monmouth)', country: 'Cymru (Wales)', opened: 'Agorwyd / Opened: 2019', seats: 'dim (takeaway only)', manager: `Rheolwr / Manager: ${b.manager}`, sunday: 'Ar agor / Open 9–2' });
  corpus.write(file, `# Agincourt Square / Sgwâr Agincourt

Tudalen ddwyieithog — bilingual page for the shop window and the website.

Tref / Town: Trefynwy (Monmouth)
Gwlad / Country: Cymru (Wales)
Agorwyd / Opened: 2019
Seddi / Seats: dim (takeaway only)
Rheolwr / Manager: ${b.manager}
Dydd Sul / Sunday: Ar agor / Open 9–2

Siop tecawê yn unig ar y sgwâr. Takeaway counter and coffee hatch on the square; no seating inside.
`);
}

// ------------------------------------------------------------------ (d) staff
function staffFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
  F('role', p.role, '', s.role);
  F('branch', BR[p.branch].name, 'text', s.branch);
  F('hours_per_week', p.hours, 'h/wk', s.hours);
  F('started', p.start, 'date', s.start);
}
{
  const file = 'people/bakehouse-team.md';
  const out = ['# Bakehouse and Widemarsh Street team', '', 'Contracted hours as on the current contract. (Shop teams elsewhere are on the shop-teams page and the HR export.)', ''];
  STAFF.filter((p) => p.branch === 'WID' && p.start < '2025-01-01').forEach((p, k) => {
    const start = fmtDate(p.start, k % 2 ? 'short' : 'long');
    staffFacts(p, file, { role: `Role: ${p.role}`, branch: 'Branch: Widemarsh Street', hours: `Hours per week: ${p.hours}`, start: `Started: ${start}` });
    out.push(`### ${p.name}`, '', `Role: ${p.role}`, 'Branch: Widemarsh Street', `Hours per week: ${p.hours}`, `Started: ${start}`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'people/shop-teams.html';
  const HOURS = { 37.5: '37½ hrs', 16: 'two days a week (8 h days)', 25: '25 hrs/wk', 18: '18 hrs/wk', 20: '20 hrs/wk', 40: 'full time (40 hrs)' };
  const ROLE = { 'Branch manager': 'Shop manager' };
  const cards = STAFF.filter((p) => ['ROS', 'MON'].includes(p.branch) && p.start < '2025-01-02' || p.name === 'Sam Whitfield').map((p) => {
    const role = ROLE[p.role] ?? p.role;
    staffFacts(p, file, { role, branch: BR[p.branch].name, hours: HOURS[p.hours], start: dmy(p.start) });
    return `  <div class="card">
    <h3>${esc(p.name)}</h3>
    <p class="meta">Position: ${esc(role)} &middot; Shop: ${esc(BR[p.branch].name)}</p>
    <p>Contract: ${esc(HOURS[p.hours])}</p>
    <p>Joined: ${dmy(p.start)}</p>
  </div>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Shop teams — Ross and Monmouth</title></head>
<body>
<h1>Shop teams: Broad Street and Agincourt Square</h1>
<p>Updated January 2025 by the area office.</p>
<div class="cards">
${cards.join('\n')}
</div>
</body></html>
`);
}
{
  const file = 'people/hr-export-2025-01.csv';
  const rows = STAFF.filter((p) => ['ABE', 'BRE'].includes(p.branch) && p.start < '2025-01-01').map((p, k) => {
    const id = `WB${String(1040 + k * 7).padStart(5, '0')}`;
    staffFacts(p, file, { role: p.role, branch: BR[p.branch].town, hours: String(p.hours), start: dmy(p.start) });
    return [id, p.name, p.role, BR[p.branch].town, p.hours.toFixed(2), dmy(p.start), p.hours >= 35 ? 'FT' : 'PT'];
  });
  corpus.write(file, delimited(['Payroll ID', 'Employee', 'Job title', 'Location', 'Contracted hours', 'Start date', 'FT/PT'], rows));
}
{
  const file = 'email/2025-02-17-new-starters.eml';
  const o = P['Ollie Grant'];
  const f = P['Ffion Pritchard'];
  const z = P['Zainab Hussain'];
  staffFacts(o, file, { role: 'apprentice baker', branch: 'bakehouse at Widemarsh Street', hours: '30 hours a week', start: 'Monday 24 February' });
  staffFacts(f, file, { role: 'counter assistant', branch: 'Nevill Street', hours: '24 hours', start: '3 March' });
  staffFacts(z, file, { role: 'barista', branch: 'The Bulwark', hours: 'sixteen hours a week', start: '10 March' });
  corpus.write(file, `From: Gareth Bowen <gareth@wyesidebakehouse.co.uk>
To: managers@wyesidebakehouse.co.uk
Date: Mon, 17 Feb 2025 08:41:55 +0000
Subject: New starters - Feb/March

Morning all,

Three new faces over the next few weeks, please make them welcome:

Ollie Grant joins the bakehouse at Widemarsh Street on Monday 24 February as our second apprentice baker,
on 30 hours a week (college on Wednesdays). Sioned will be his mentor.

Ffion Pritchard starts at Nevill Street on 3 March as a counter assistant. Catrin has her on 24 hours to begin with.

Zainab Hussain will be a barista at The Bulwark from 10 March, sixteen hours a week, weekends mostly.

Contracts and uniforms are sorted; Dave will bring the aprons up on the Brecon run.

Gareth
`);
}

// ------------------------------------------------------------------ (e) suppliers
function supplierFacts(s, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'supplier', attr, value, unit, stated, file);
  F('country', s.country, 'place', st.country);
  F('town', s.town, 'place', st.town ?? s.town);
  F('lead_time', s.lead, 'days', st.lead);
  F('certification', s.cert, '', st.cert ?? s.cert);
  F('supplies', s.supplies, '', st.supplies);
}
{
  const file = 'purchasing/suppliers.yaml';
  const LEAD = { WVM: 'lead_time: 3 days', CCM: 'lead_time_days: 5', BMD: 'lead_time: 48 hours', UVE: 'lead_time: 2 days', ADG: 'lead_time_days: 6', SEV: 'lead_time: 2 weeks' };
  const SUP = { Flour: 'flour', Dairy: 'dairy (butter, cream, cheese)', Eggs: 'eggs (liquid and shell)', 'Dry goods': 'dry goods (sugar, seeds, fruit)', Packaging: 'packaging' };
  const out = ['# Wyeside Bakehouse — UK suppliers (purchasing, updated 2025-01-20)', 'suppliers:'];
  for (const key of ['WVM', 'CCM', 'BMD', 'UVE', 'ADG', 'SEV']) {
    const s = SU[key];
    supplierFacts(s, file, { country: `country: ${s.country}`, town: `town: ${s.town}`, lead: LEAD[key], cert: `certification: ${s.cert}`, supplies: `category: ${SUP[s.supplies]}` });
    out.push(`  - name: ${s.name}`, '    address:', `      town: ${s.town}`, `      country: ${s.country}`, `    category: ${SUP[s.supplies]}`,
      '    ordering:', `      ${LEAD[key]}`, `      min_order: ${L(SUPPLIERS.indexOf(s), ['10 sacks', '£150', '£80', '2 pails', '£200', '1 pallet'])}`, `      account_no: ${key}-${100 + SUPPLIERS.indexOf(s) * 13}`,
      `    certification: ${s.cert}`);
  }
  out.push('');
  corpus.write(file, out.join('\n'));
}
{
  const s = SU.GIR;
  const file = 'fournisseurs/minoterie-girard.md';
  supplierFacts(s, file, { country: 'Pays : France', town: 'Ville : Pithiviers', lead: 'Délai de livraison : 10 jours', cert: 'Certification : Label Rouge', supplies: 'Produits : farines' });
  corpus.write(file, `# Minoterie Girard — fiche fournisseur

Raison sociale : Minoterie Girard SAS
Ville : Pithiviers (Loiret)
Pays : France
Produits : farines de blé T45, T65 et T80 (meules de pierre pour la T80)
Certification : Label Rouge
Délai de livraison : 10 jours
Conditionnement : sacs de 25 kg, palettes de 40 sacs
Conditions de paiement : 30 jours fin de mois
Contact : Mme Hélène Girard, service export

Notre interlocutrice parle anglais. Les factures sont en euros, transport compris en ligne séparée.
`);
}
{
  const s = SU.LEG;
  const file = 'fournisseurs/beurrerie-le-goff-fiche-technique.html';
  supplierFacts(s, file, { country: 'France (Bretagne)', town: 'Landivisiau', lead: '7 jours', cert: 'IFS Food', supplies: 'Beurre de tourage' });
  corpus.write(file, `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><title>Beurrerie Le Goff — fiche technique / spec sheet</title></head>
<body>
<h1>Beurrerie Le Goff</h1>
<p>Fiche technique fournisseur / supplier specification — beurre de tourage (laminating butter).</p>
<table>
  <tr><th>Champ / Field</th><th>Valeur / Value</th></tr>
  <tr><td>Ville / Town</td><td>Landivisiau (Finistère)</td></tr>
  <tr><td>Pays / Country</td><td>France (Bretagne)</td></tr>
  <tr><td>Produit / Product</td><td>Beurre de tourage 84 % MG, plaques de 2 kg ; beurre doux et demi-sel en 10 kg</td></tr>
  <tr><td>Certification</td><td>IFS Food</td></tr>
  <tr><td>Délai / Lead time</td><td>7 jours</td></tr>
  <tr><td>Stockage / Storage</td><td>0 à +4 °C</td></tr>
</table>
<p>Livraison par transporteur frigorifique via Roscoff–Plymouth.</p>
</body></html>
`);
}
{
  const s = SU.HAL;
  const file = 'purchasing/new-supplier-halen-glannau.md';
  supplierFacts(s, file, { country: 'Wales', lead: 'eight days', cert: 'PDO', supplies: 'sea salt' });
  corpus.write(file, `# New supplier: Halen Glannau Sea Salt

From January we buy our flaky sea salt from Halen Glannau Sea Salt, a family firm based in Brynsiencyn on Anglesey,
Wales. Their salt carries PDO status. They quote eight days from order to delivery, so order with the monthly dry
goods. Minimum order 25 kg; we take 50 kg a time.
`);
}

// ------------------------------------------------------------------ (f) deliveries / invoices
// [code, date, supplier, branch, goods, qty kg (null), amount, unit price per kg or null]
function deliveryFacts(d, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(d.code, 'delivery', attr, value, unit, stated, file);
  F('date', d.date, 'date', s.date);
  F('supplier', SU[d.sup].name, 'text', s.sup);
  F('branch', BR[d.branch].name, 'text', s.branch);
  F('goods', d.goods, '', s.goods);
  F('quantity', d.kg, 'kg', s.kg);
  F('amount', d.amount, SU[d.sup].cur, s.amount);
}
const GIRARD = [
  { code: 'FA-2025-0112', date: '2025-01-14', goods: 'T65 flour', fr: 'Farine de blé T65 Label Rouge', sacks: 40, perKg: 0.98 },
  { code: 'FA-2025-0187', date: '2025-02-11', goods: 'T80 flour', fr: 'Farine de blé T80 (bise)', sacks: 24, perKg: 1.12 },
  { code: 'FA-2025-0263', date: '2025-03-11', goods: 'T45 flour', fr: 'Farine de gruau T45', sacks: 30, perKg: 1.24 },
  { code: 'FA-2025-0341', date: '2025-04-08', goods: 'T65 flour', fr: 'Farine de blé T65 Label Rouge', sacks: 48, perKg: 0.98 },
];
for (const g of GIRARD) {
  const d = { ...g, sup: 'GIR', branch: 'WID', kg: g.sacks * 25 };
  const line = r4(d.kg * g.perKg);
  d.amount = r4(line + 165);
  const file = `fournisseurs/factures-girard/${g.code}.md`;
  const total = `${fr(d.amount)} €`;
  deliveryFacts(d, file, { date: dmy(d.date), sup: 'Minoterie Girard', branch: 'Widemarsh Street', goods: g.fr, kg: `${g.sacks} sacs de 25 kg`, amount: total });
  corpus.write(file, `# FACTURE N° ${g.code}

Minoterie Girard SAS — 12 route de Malesherbes, 45300 Pithiviers, France
TVA intracommunautaire : FR 61 412 338 902

Date de facture : ${dmy(d.date)}
Date de livraison : ${frLong(d.date)}
Client : Wyeside Bakehouse Ltd
Livré à : Wyeside Bakehouse, Widemarsh Street, Hereford HR4 9HE, Royaume-Uni

| Désignation | Quantité | Prix unitaire | Montant |
|---|---|---|---|
| ${g.fr} | ${g.sacks} sacs de 25 kg | ${fr(g.perKg * 25)} € le sac | ${fr(line)} € |
| Transport (camion, Calais–Hereford) | 1 | 165,00 € | 165,00 € |

Total HT : ${total}
TVA : exonération, livraison intracommunautaire hors UE (autoliquidation)
Net à payer : ${total}

Échéance : 30 jours fin de mois. Règlement par virement (IBAN FR76 3000 4012 3400 0101 2345 678).
`);
}
{
  const file = 'fournisseurs/le-goff-releve-2025.csv';
  const LG = [
    { code: 'LG-BL-25-0031', date: '2025-01-09', branch: 'WID', goods: 'Laminating butter', fr: 'Beurre de tourage 84 % MG (plaques 2 kg)', kg: 240, perKg: 9.4 },
    { code: 'LG-BL-25-0058', date: '2025-01-30', branch: 'ABE', goods: 'Unsalted butter', fr: 'Beurre doux (10 kg)', kg: 60, perKg: 8.7 },
    { code: 'LG-BL-25-0077', date: '2025-02-20', branch: 'WID', goods: 'Laminating butter', fr: 'Beurre de tourage 84 % MG (plaques 2 kg)', kg: 280, perKg: 9.4 },
    { code: 'LG-BL-25-0102', date: '2025-03-13', branch: 'WID', goods: 'Laminating butter', fr: 'Beurre de tourage 84 % MG (plaques 2 kg)', kg: 240, perKg: 9.65 },
    { code: 'LG-BL-25-0126', date: '2025-04-03', branch: 'ABE', goods: 'Salted butter', fr: 'Beurre demi-sel (10 kg)', kg: 50, perKg: 8.9 },
  ];
  const DEST = { WID: 'Hereford (Widemarsh St)', ABE: 'Abergavenny (Nevill St)' };
  const rows = LG.map((x) => {
    const d = { ...x, sup: 'LEG', amount: r4(x.kg * x.perKg) };
    deliveryFacts(d, file, { date: dmy(d.date), sup: '', branch: DEST[d.branch], goods: x.fr, kg: fr(d.kg, 1), amount: fr(d.amount) });
    return [x.code, dmy(d.date), DEST[d.branch], x.fr, fr(d.kg, 1), fr(x.perKg), fr(d.amount), 'Livré'];
  });
  corpus.write(file, `Relevé de livraisons — Beurrerie Le Goff — client WYESIDE BAKEHOUSE LTD (compte 41 0877)
Période : 01/01/2025 au 30/04/2025
Montants en EUR

${delimited(['N° BL', 'Date', 'Lieu de livraison', 'Article', 'Quantité (kg)', 'Prix/kg', 'Montant (EUR)', 'Statut'], rows, ';')}`);
}
const UK_DELIVERIES = [
  // goods-in log
  ['WVM-2025-014', '2025-01-07', 'WVM', 'WID', 'Stoneground wholemeal flour', { sacks: 20 }, 430.0, 'log'],
  ['CCM-88213', '2025-01-10', 'CCM', 'WID', 'Strong white flour', { sacks: 32 }, 576.0, 'log'],
  ['BMD-5521', '2025-01-16', 'BMD', 'WID', 'Butter and cream cheese', { kg: 85 }, 612.0, 'log'],
  ['UVE-2025-117', '2025-01-21', 'UVE', 'WID', 'Liquid egg', { pails: 18 }, 396.0, 'log'],
  ['ADG-30412', '2025-02-04', 'ADG', 'WID', 'Caster sugar', { sacks: 16 }, 368.0, 'log'],
  ['WVM-2025-022', '2025-02-13', 'WVM', 'WID', 'Dark rye flour', { sacks: 12 }, 303.0, 'log'],
  ['SEV-7781', '2025-02-18', 'SEV', 'WID', 'Bread bags and cake boxes', { cartons: 12 }, 540.0, 'log'],
  ['CCM-88391', '2025-03-03', 'CCM', 'WID', 'Strong white flour', { sacks: 40 }, 720.0, 'log'],
  ['ADG-30577', '2025-03-06', 'ADG', 'WID', 'Seed mix', { kg: 60 }, 258.0, 'log'],
  ['BMD-5609', '2025-03-18', 'BMD', 'ABE', 'Double cream and butter', { kg: 45 }, 311.4, 'log'],
  ['UVE-2025-164', '2025-03-25', 'UVE', 'BRE', 'Liquid egg', { pails: 4 }, 88.0, 'log'],
  ['HGS-0419', '2025-03-27', 'HAL', 'WID', 'Sea salt flakes', { kg: 50 }, 187.5, 'log'],
  // accounts payable
  ['CCM-88455', '2025-04-01', 'CCM', 'WID', 'Strong white flour', { sacks: 36 }, 666.0, 'ap'],
  ['WVM-2025-038', '2025-04-02', 'WVM', 'WID', 'Spelt flour', { sacks: 10 }, 295.0, 'ap'],
  ['ADG-30690', '2025-04-09', 'ADG', 'ROS', 'Dried fruit and sugar', { kg: 45 }, 171.0, 'ap'],
  ['BMD-5688', '2025-04-10', 'BMD', 'WID', 'Butter', { kg: 120 }, 828.0, 'ap'],
  ['SEV-7902', '2025-04-15', 'SEV', 'MON', 'Coffee cups and bags', { cartons: 6 }, 214.8, 'ap'],
  ['UVE-2025-201', '2025-04-17', 'UVE', 'ABE', 'Liquid egg', { pails: 6 }, 132.0, 'ap'],
  // e-mail
  ['WVM-2025-031', '2025-03-11', 'WVM', 'BRE', 'Stoneground wholemeal flour', { sacks: 8 }, 172.0, 'mail'],
  ['CCM-88402', '2025-03-19', 'CCM', 'BRE', 'Strong white flour', { sacks: 10 }, 180.0, 'mail'],
  ['WVM-2025-035', '2025-03-24', 'WVM', 'ABE', 'Spelt flour', { sacks: 6 }, 177.0, 'mail'],
].map(([code, date, sup, branch, goods, q, amount, where]) => {
  const kg = q.sacks ? q.sacks * 25 : q.pails ? q.pails * 10 : q.kg ?? null;
  return { code, date, sup, branch, goods, q, kg, amount, where };
});
const qtyText = (q) => (q.sacks ? `${q.sacks} sacks` : q.pails ? `${q.pails} x 10 kg pails` : q.kg ? `${q.kg} kg` : `${q.cartons} cartons`);
{
  const file = 'purchasing/goods-in-log-2025.csv';
  const rows = UK_DELIVERIES.filter((d) => d.where === 'log').map((d, k) => {
    const qty = qtyText(d.q);
    deliveryFacts(d, file, { date: d.date, sup: SU[d.sup].name, branch: BR[d.branch].name, goods: d.goods, kg: d.kg == null ? '' : qty, amount: d.amount.toFixed(2) });
    return [d.date, d.code, SU[d.sup].name, BR[d.branch].name, d.goods, qty, d.amount.toFixed(2), L(k, ['TN', 'TN', 'GB', 'SL', 'TN', 'TN', 'DL', 'TN', 'SL', 'CE', 'IW', 'TN']), d.q.sacks ? 'sacks 25 kg' : ''];
  });
  corpus.write(file, delimited(['Received', 'Invoice no', 'Supplier', 'Delivered to', 'Goods', 'Qty', 'Invoice total (GBP)', 'Checked by', 'Pack'], rows));
}
{
  const file = 'purchasing/accounts-payable-april-2025.html';
  const rows = UK_DELIVERIES.filter((d) => d.where === 'ap').map((d) => {
    const qty = d.q.sacks ? `${d.q.sacks} × 25 kg` : qtyText(d.q);
    const amt = gbpG(d.amount);
    deliveryFacts(d, file, { date: fmtDate(d.date, 'short'), sup: SU[d.sup].name, branch: BR[d.branch].name, goods: d.goods, kg: d.kg == null ? '' : qty, amount: amt });
    return `    <tr><td>${d.code}</td><td>${fmtDate(d.date, 'short')}</td><td>${esc(SU[d.sup].name)}</td><td>${esc(BR[d.branch].name)}</td><td>${esc(d.goods)}</td><td>${esc(qty)}</td><td>${amt}</td><td>${d.code === 'SEV-7902' ? 'Query' : 'Approved'}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Accounts payable — April 2025</title></head>
<body>
<h1>Purchase invoices received, April 2025</h1>
<p>For approval by the branch managers before the payment run on 30 April.</p>
<table>
  <thead><tr><th>Invoice</th><th>Delivered</th><th>Supplier</th><th>Branch</th><th>Description</th><th>Qty</th><th>Total</th><th>Status</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
{
  const file = 'email/2025-03-26-re-flour-for-brecon-and-abergavenny.eml';
  const [a, b, c] = ['WVM-2025-031', 'CCM-88402', 'WVM-2025-035'].map((code) => UK_DELIVERIES.find((d) => d.code === code));
  deliveryFacts(a, file, { date: 'Tuesday 11 March', sup: 'Wye Valley Mill', branch: 'The Bulwark', goods: 'stoneground wholemeal', kg: 'eight sacks', amount: '£172.00' });
  deliveryFacts(b, file, { date: 'on the 19th', sup: 'Cotswold Crown', branch: 'Brecon', goods: 'strong white', kg: 'ten sacks', amount: '£180' });
  deliveryFacts(c, file, { date: '24 March', sup: 'Wye Valley', branch: 'Nevill Street', goods: 'spelt', kg: '6 sacks', amount: '£177.00' });
  corpus.write(file, `From: Carys Vaughan <carys@wyesidebakehouse.co.uk>
To: Gareth Bowen <gareth@wyesidebakehouse.co.uk>
Cc: Catrin Evans <catrin@wyesidebakehouse.co.uk>
Date: Wed, 26 Mar 2025 16:05:31 +0000
Subject: Re: flour for Brecon and Abergavenny

Hi Gareth,

Yes — since Ifan started baking the tin loaves here we've had flour delivered straight to The Bulwark rather than
on the van. This month: Wye Valley Mill dropped eight sacks of stoneground wholemeal on Tuesday 11 March (invoice
WVM-2025-031, £172.00), and Cotswold Crown brought ten sacks of strong white to Brecon on the 19th (CCM-88402,
£180).

Catrin says Nevill Street had 6 sacks of spelt from Wye Valley on 24 March for the Welsh cakes trial, invoice
WVM-2025-035 for £177.00.

All sacks are the usual 25 kg. I've put the three invoices in the tray.

Carys
`);
}

// ------------------------------------------------------------------ (c') The Bulwark only in the minutes; new products there too
{
  const file = 'meetings/managers-meeting-2025-01-28.md';
  const b = BR.BRE;
  branchFacts(b, file, { town: 'Brecon', country: 'Wales', opened: 'May 2023', seats: '18 seats', sunday: 'not open on Sundays' });
  corpus.write(file, `# Managers' meeting — 28 January 2025

Present: Gareth Bowen (chair), Helen Morgan, Catrin Evans, Marek Kowalski, Carys Vaughan, Sioned Lewis.
Apologies: none.

1. **Christmas trading.** Takings up on 2023 at every shop except Agincourt Square (road works on the square). Stollen
   sold out on the 21st; order 20% more next year.
2. **The Bulwark.** Carys reported on The Bulwark in Brecon, open since May 2023 and now in its second winter. It
   has 18 seats and the café side is doing better than the takeaway. It is still not open on Sundays; Carys wants to
   trial Sunday opening from Easter, to be decided in April. The Bulwark is our only branch in the Brecon Beacons
   (Bannau Brycheiniog), in mid Wales, and the farthest from the bakehouse, so Ifan bakes the tin loaves on site.
3. **Butter prices.** Le Goff's tourage butter goes up to €9.65/kg from March. Sioned to look at a second source.
4. **Allergen labels.** New PPDS labels are printed at each branch; Marek to check the macaron wording.
5. **Hygiene.** Nevill Street and The Bulwark re-inspections due this spring.

Next meeting: 29 April 2025.
`);
}
{
  const file = 'meetings/managers-meeting-2025-04-29.md';
  const lp = PR['SV-403'];
  const gb = PR['CK-308'];
  productFacts(lp, file, { code: lp.code, category: 'savoury', weight: '230 g', price: '£3.60', allergens: 'wheat, milk, egg and mustard', vegan: '' });
  productFacts(gb, file, { code: gb.code, category: 'cake', weight: '600 g', price: '£11.50', allergens: 'wheat, butter and egg', vegan: '' });
  corpus.write(file, `# Managers' meeting — 29 April 2025

Present: Gareth Bowen (chair), Helen Morgan, Catrin Evans, Marek Kowalski, Carys Vaughan, Sioned Lewis, Amélie Durand.

1. **Q1 figures.** Weekly takings are in the sales folder. Widemarsh Street and Nevill Street up on last year; Broad
   Street flat.
2. **New savoury line.** The Leek & Caerphilly Pasty (code ${lp.code}) goes on sale from 12 May: a 230 g pasty at
   £3.60, made with wheat, milk, egg and mustard (wholegrain mustard in the filling). It replaces the winter special
   on the savoury shelf.
3. **Gâteau Breton.** Amélie's Gâteau Breton (${gb.code}) joins the cake range in May: a 600 g cake at £11.50, made
   with wheat, butter and egg, with Le Goff's salted butter. Sold whole only.
4. **Sunday opening at The Bulwark.** Deferred to the June meeting.
5. **Recipe book.** Sioned has written up the last four bread recipes (see her e-mail of 7 April).

Next meeting: 24 June 2025.
`);
}
// the minutes' vegan statements are left unstated (nothing says "vegan": their allergens say it)
for (const f of corpus.facts) {
  if (f.file === 'meetings/managers-meeting-2025-04-29.md' && f.attribute === 'category') f.stated = f.entity === 'Gâteau Breton' ? 'cake range' : 'savoury shelf';
  if (f.file === 'meetings/managers-meeting-2025-04-29.md' && f.attribute === 'allergens' && f.entity === 'Gâteau Breton') f.stated = 'wheat, butter and egg';
}

// ------------------------------------------------------------------ hygiene ratings (second file of the branches)
{
  const file = 'compliance/food-hygiene-ratings.md';
  const out = ['# Food hygiene ratings (FHRS) — all branches', '', 'Ratings as displayed in the shop windows. Welsh branches must display theirs by law (Food Hygiene Rating (Wales) Act 2013).', '',
    '| Branch | Local authority | Rating | Last inspected |', '|---|---|---|---|'];
  const LA = { WID: 'Herefordshire Council', ROS: 'Herefordshire Council', ABE: 'Monmouthshire CC', MON: 'Monmouthshire CC', BRE: 'Powys CC' };
  const WHEN = { WID: '12/06/2024', ROS: '03/09/2023', ABE: '21/01/2025', MON: '14/11/2024', BRE: '08/10/2024' };
  const WORD = { 5: 'very good', 4: 'good', 3: 'generally satisfactory' };
  for (const b of BRANCHES) {
    corpus.also(b.name, 'branch', 'hygiene_rating', hygiene[b.key], '', `${hygiene[b.key]} (${WORD[hygiene[b.key]]})`, file);
    out.push(`| ${b.name} | ${LA[b.key]} | ${hygiene[b.key]} (${WORD[hygiene[b.key]]}) | ${WHEN[b.key]} |`);
  }
  out.push('', 'The Bulwark: re-inspection requested after the new extraction was fitted.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (g) wide tables, till export
{
  const file = 'sales/weekly-takings-q1-2025.csv';
  const BASE = { WID: 13800, ROS: 6900, ABE: 9400, MON: 5600, BRE: 6100 };
  const weeks = Array.from({ length: 13 }, (_, i) => {
    const d = new Date(Date.UTC(2024, 11, 30 + i * 7));
    return d.toISOString().slice(0, 10);
  });
  const table = {};
  for (const b of BRANCHES) {
    table[b.key] = weeks.map((w, i) => Math.round(BASE[b.key] * (0.86 + i * 0.012) * r.float(0.9, 1.12) * 100) / 100);
    if (b.key === 'MON') table[b.key] = table[b.key].map((v, i) => (i < 4 ? Math.round(v * 0.8 * 100) / 100 : v)); // road works
    table[b.key].forEach((v, i) => corpus.also(b.name, 'branch', `takings_w${String(i + 1).padStart(2, '0')}`, v, 'GBP', gbpG(v), file));
    corpus.also(b.name, 'branch', 'takings_q1', r4(table[b.key].reduce((a, c) => a + c, 0)), 'GBP', '', file);
  }
  const rows = weeks.map((w, i) => [`${dmy(w)}`, `W${i + 1}`, ...BRANCHES.map((b) => gbpG(table[b.key][i]))]);
  corpus.write(file, delimited(['Week commencing', 'Wk', ...BRANCHES.map((b) => b.name)], rows));
}
{
  const file = 'bakehouse/bread-output-2025-by-month.md';
  const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'];
  const breads = PRODUCTS.filter((p) => p.category === 'Bread');
  const out = ['# Bread output 2025 — loaves (or bags) baked per month, all branches', '', 'From the bakehouse production sheets (Widemarsh Street, plus the tin loaves baked at The Bulwark from March).', '',
    '| Product | Jan | Feb | Mar | Apr | May | Jun |', '|---|---:|---:|---:|---:|---:|---:|'];
  const BASE = { 'BR-101': 2600, 'BR-104': 2300, 'BR-103': 1700, 'BR-105': 3100, 'BR-114': 1500, 'BR-112': 1200 };
  for (const p of breads) {
    const base = BASE[p.code] ?? r.int(350, 1100);
    const ms = MONTHS.map((m, i) => Math.round((base * (1 + 0.04 * i) * r.float(0.9, 1.1)) / 5) * 5);
    p.bakedMar = ms[2];
    ms.forEach((v, i) => corpus.also(p.name, 'product', `baked_${MONTHS[i]}`, v, '', v.toLocaleString('en-GB'), file));
    corpus.also(p.name, 'product', 'baked_h1', ms.reduce((a, c) => a + c, 0), '', '', file);
    out.push(`| ${p.name} | ${ms.map((v) => v.toLocaleString('en-GB')).join(' | ')} |`);
  }
  out.push('', 'June is the plan, not the actual, until the month closes.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'sales/till-export-2025-03.csv';
  const ABBR = (p) => p.name.toUpperCase().replace(/ & /g, '&').replace('COUNTRY', 'CNTRY').replace('CHOCOLATE', 'CHOC').replace('SANDWICH ', 'SW ').replace('TRADITION', 'TRAD').slice(0, 22);
  const NEW = ['CK-307', 'BK-507', 'BK-508', 'SV-403', 'CK-308'];
  const rows = PRODUCTS.filter((p) => !NEW.includes(p.code)).map((p, k) => {
    const base = p.category === 'Bread' ? Math.round(p.bakedMar * r.float(0.86, 0.97)) : p.category === 'Viennoiserie' ? r.int(700, 2600) : p.category === 'Cake' ? r.int(20, 160) : r.int(250, 1300);
    const units = p.code === 'VI-201' ? 3180 : p.code === 'SV-401' ? 2950 : base;
    corpus.also(p.name, 'product', 'till_units_mar', units, '', String(units), file);
    const net = r4(units * p.price);
    const plu = 1000 + Number(p.code.slice(3)) + (k % 3 === 0 ? 0 : 0);
    return [plu, p.code, `${ABBR(p)}${p.category === 'Bread' && p.code !== 'BR-114' ? ` ${p.weight}G` : ''}`, fr(p.price), units, fr(net)];
  });
  corpus.write(file, `"EPOS Z-REPORT EXPORT"
"Company: WYESIDE BAKEHOUSE LTD";"Shops: ALL (5)"
"Period: 01/03/2025 - 31/03/2025";"Exported: 01/04/2025 05:58"
"Decimal separator: comma"

${delimited(['PLU', 'Item code', 'Description', 'Unit price', 'Qty sold', 'Net sales'], rows, ';')}
"Total lines: ${rows.length}"
`);
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `WYESIDE BAKEHOUSE LTD — SHARED DRIVE (2025)
products/      product sheets, price list, cakes, viennoiserie, new lines
ordering/      OrderPad export (savoury, biscuits & bakes)
bakehouse/     recipe cards, viennoiserie recipe book, bread output
branches/      one page per shop (Brecon: see the January minutes)
people/        teams and the HR export
purchasing/    suppliers, goods-in log, accounts payable
fournisseurs/  French suppliers: Girard (flour), Le Goff (butter) — invoices in French
sales/         weekly takings, till export
compliance/    hygiene ratings, allergen policy
meetings/      managers' meetings
email/         saved e-mails
admin/         energy, insurance, van schedule
`);
corpus.write('compliance/allergen-policy.md', `# Allergen policy (Natasha's Law / PPDS)

All prepacked-for-direct-sale items carry a full ingredients label with the 14 allergens in **bold**.
Unwrapped counter items: the allergen folder at each till lists every product; staff must not guess.

- Nuts: we handle almonds, walnuts and hazelnuts in the bakehouse. We cannot guarantee any product nut-free.
- Sesame: seeded rye and sandwich rolls are topped on the same bench as the plain loaves.
- Gluten-free: the brownie, florentine and macarons contain no gluten ingredients but are made in a bakery that uses
  wheat flour every day.

Training: every new starter completes the Level 2 allergen course in their first 4 weeks.
`);
corpus.write('bakehouse/oven-service-log.md', `# Oven service log

| Date | Oven | Engineer | Work | Cost |
|---|---|---|---|---|
| 14/01/2025 | Bongard deck 1 | Marches Catering Engineers | door seals, steam valve | £386.40 |
| 03/02/2025 | Rack oven (Revent) | Marches Catering Engineers | burner service | £295.00 |
| 11/03/2025 | Convection oven (Broad St) | Ross Electrical | element replaced | £174.00 |
| 02/04/2025 | Bongard deck 2 | Marches Catering Engineers | annual service | £420.00 |

Deck ovens run 250–260 °C at 4 am for the first bake; the rack oven does tins and cakes.
`);
corpus.write('admin/price-increase-memo-2025.md', `# Price changes from 3 March 2025

Flour and butter are up about 8% on last year. Bread prices rise by 10p–20p a loaf; viennoiserie by 5p–10p.
Cakes unchanged until the summer. The price list, the till and OrderPad have all been updated on 1 March.
Wholesale customers (three cafés in Hereford) get 28 days' notice: their prices move on 1 April.
`);
corpus.write('admin/energy-2024.csv', delimited(['Site', 'Electricity (kWh)', 'Gas (kWh)', 'Cost (GBP)'], [
  ['Widemarsh Street (incl. bakehouse)', '96,400', '212,800', '£48,910'], ['Broad Street', '18,200', '0', '£6,120'], ['Nevill Street', '24,700', '31,500', '£10,880'],
  ['Agincourt Square', '11,300', '0', '£3,960'], ['The Bulwark', '15,900', '8,200', '£6,030'],
]));
corpus.write('admin/insurance-2025.md', `# Insurance schedule 2025

| Cover | Insurer | Sum insured | Premium |
|---|---|---|---|
| Buildings and contents (all branches) | Aviva | £1,240,000 | £5,880 |
| Ovens and machinery breakdown | Allianz Engineering | £310,000 | £1,420 |
| Employers' liability | Aviva | £10,000,000 | £2,160 |
| Delivery vans (2) | NFU Mutual | — | £2,940 |
`);
corpus.write('admin/van-schedule.md', `# Van schedule (from 6 January 2025)

Van 1 (Dave): 06:00 Widemarsh Street → 06:35 Broad Street, Ross → 07:10 Agincourt Square, Monmouth → back by 08:00.
Van 2 (Dave, then Jack on Saturdays): 06:15 → 07:05 Nevill Street, Abergavenny → 07:55 The Bulwark, Brecon.
About 410 miles a week in total. Frozen sausage rolls go out on Mondays and Thursdays.
`);
corpus.write('people/rota-week-12.md', `# Counter rota — week 12 (17–23 March 2025), Nevill Street

| Day | Open | Close | Counter | Coffee |
|---|---|---|---|---|
| Mon | 07:30 | 17:00 | Megan, Ffion | Dylan |
| Tue | 07:30 | 17:00 | Megan | Dylan |
| Wed | 07:30 | 17:00 | Ffion | Dylan |
| Thu | 07:30 | 17:00 | Megan, Ffion | Dylan |
| Fri | 07:30 | 17:30 | Megan, Ffion | Dylan |
| Sat | 08:00 | 17:30 | Ffion, Catrin | Dylan |
| Sun | closed | | | |
`);
corpus.write('fournisseurs/glossaire-factures.md', `# Glossaire — reading the French invoices

| Français | English |
|---|---|
| Facture | Invoice |
| Bon de livraison (BL) | Delivery note |
| Relevé | Statement |
| Farine de blé / de gruau | Wheat flour / high-grade (strong) flour |
| Beurre de tourage | Laminating butter |
| Beurre doux / demi-sel | Unsalted / salted butter |
| Sac(s) de 25 kg | 25 kg sack(s) |
| Total HT / TTC | Total before / including VAT |
| Net à payer | Amount due |
| Échéance | Due date |

French type numbers: T45 = pastry/strong white, T65 = bread flour, T80 = light wholemeal ("bise").
`);
corpus.write('sales/christmas-orders-2024.md', `# Christmas pre-orders 2024 (for planning 2025)

| Item | Ordered | Collected |
|---|---|---|
| Stollen (750 g) | 340 | 331 |
| Mince pies (box of 6) | 1,120 | 1,096 |
| Christmas cake (8 in) | 86 | 85 |
| Bûche de Noël | 64 | 64 |

Order cut-off was 18 December; collections 21–24 December.
`);
corpus.write('compliance/temperature-checks.md', `# Fridge and freezer checks — what to record

Fridges must read 0–5 °C (target 3 °C); freezers −18 °C or colder. Record twice a day on the sheet by the fridge.
Butter (Le Goff) is stored at 0–4 °C and must be used within 30 days of delivery.
Any reading out of range: move the stock, tell the manager, note it on the sheet.
`);

const stats = corpus.flush(source);
console.log(`bakery: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
