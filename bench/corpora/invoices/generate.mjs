// Held-out corpus generator: a small business's purchasing records (suppliers, products, invoices).
// Plain Node ESM, no dependencies, seeded PRNG. Usage: node generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// Writes CORPUS_DIR (default ./corpus/, mixed layouts) and SOURCE_CSV (default ./truth.csv: entity,attribute,value,unit).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.resolve(process.argv[2] || path.join(HERE, 'corpus'));
const TRUTH = path.resolve(process.argv[3] || path.join(HERE, 'truth.csv'));
const SEED = 20240611;

// ---------------------------------------------------------------- PRNG
function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = mulberry32(SEED);
const ri = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
const chance = (p) => rnd() < p;
function shuffle(a) { a = a.slice(); for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(rnd() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; }
const r2 = (x) => Math.round(x * 100) / 100;

// ---------------------------------------------------------------- formatting
const fmtEN = (x, d = 2) => x.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });
const fmtDE = (x, d = 2) => x.toLocaleString('de-DE', { minimumFractionDigits: d, maximumFractionDigits: d });
const SYM = { EUR: '€', GBP: '£', USD: '$' };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n) => String(n).padStart(2, '0');
const iso = (d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const dLong = (d) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
const dUS = (d) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
const dDot = (d) => `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
const dShort = (d) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()].slice(0, 3)} ${d.getUTCFullYear()}`;
const addDays = (d, n) => new Date(d.getTime() + n * 86400000);
const slug = (s) => s.normalize('NFKD').replace(/[^\x00-\x7f]/g, '').toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const YES = ['Yes', '✓', 'Y', 'true'];
const NO = ['No', '✗', 'N', 'false'];
const yn = (b, style) => (b ? YES : NO)[style];

// ---------------------------------------------------------------- suppliers (hand-written seed list)
const SUP = [
  ['Nordvik Timber AS', 'Norway', 'Bergen', 'EUR', 'Timber', 25],
  ['Kowalski Metalworks Sp. z o.o.', 'Poland', 'Poznań', 'EUR', 'Metal', 23],
  ['Baltica Packaging UAB', 'Lithuania', 'Vilnius', 'EUR', 'Packaging', 21],
  ['Rheinfels Industriebedarf GmbH', 'Germany', 'Koblenz', 'EUR', 'Fasteners', 19],
  ['Hansen & Sønner ApS', 'Denmark', 'Aarhus', 'EUR', 'Furniture', 25],
  ['Brightwell Office Supplies Ltd', 'United Kingdom', 'Leeds', 'GBP', 'Office', 20],
  ['Fenwick Fasteners Ltd', 'United Kingdom', 'Sheffield', 'GBP', 'Fasteners', 20],
  ['Lakeshore Tools Inc.', 'United States', 'Milwaukee', 'USD', 'Tools', 0],
  ['Pacific Rim Electronics LLC', 'United States', 'San Jose', 'USD', 'Electronics', 0],
  ['Müller Elektrotechnik GmbH', 'Germany', 'Stuttgart', 'EUR', 'Electrical', 19],
  ['Vltava Plastics s.r.o.', 'Czech Republic', 'Plzeň', 'EUR', 'Plastics', 21],
  ['Atelier Lumière SARL', 'France', 'Lyon', 'EUR', 'Lighting', 20],
  ['Costa Verde Cerâmica Lda', 'Portugal', 'Porto', 'EUR', 'Ceramics', 23],
  ['Iberia Cartón S.L.', 'Spain', 'Valencia', 'EUR', 'Packaging', 21],
  ['Polski Druk S.A.', 'Poland', 'Łódź', 'EUR', 'Printing', 23],
  ['Van der Berg Logistiek B.V.', 'Netherlands', 'Rotterdam', 'EUR', 'Pallets', 21],
  ['Alpenglas AG', 'Austria', 'Innsbruck', 'EUR', 'Glass', 20],
  ['Tessili Moretti S.p.A.', 'Italy', 'Prato', 'EUR', 'Textiles', 22],
  ['Krakow Cable Works Sp. z o.o.', 'Poland', 'Kraków', 'EUR', 'Cable', 23],
  ['Saarland Schrauben GmbH', 'Germany', 'Saarbrücken', 'EUR', 'Fasteners', 19],
  ['Suomen Puu Oy', 'Finland', 'Tampere', 'EUR', 'Timber', 24],
  ['Danube Chemicals Kft.', 'Hungary', 'Győr', 'EUR', 'Chemicals', 27],
  ['Adriatic Safety d.o.o.', 'Croatia', 'Split', 'EUR', 'Safety', 25],
  ['Flanders Lab Supply NV', 'Belgium', 'Ghent', 'EUR', 'Lab', 21],
  ['Greenleaf Cleaning Products Ltd', 'Ireland', 'Cork', 'EUR', 'Cleaning', 23],
];
const CC = { Norway: 'NO', Poland: 'PL', Lithuania: 'LT', Germany: 'DE', Denmark: 'DK', 'United Kingdom': 'GB', 'United States': 'US', 'Czech Republic': 'CZ', France: 'FR', Portugal: 'PT', Spain: 'ES', Netherlands: 'NL', Austria: 'AT', Italy: 'IT', Finland: 'FI', Hungary: 'HU', Croatia: 'HR', Belgium: 'BE', Ireland: 'IE' };
const digits = (n) => Array.from({ length: n }, () => ri(0, 9)).join('');
function vatNo(country) {
  const c = CC[country];
  switch (c) {
    case 'US': return `${digits(2)}-${digits(7)}`; // EIN
    case 'NO': return `NO${digits(9)}MVA`;
    case 'NL': return `NL${digits(9)}B01`;
    case 'AT': return `ATU${digits(8)}`;
    case 'PL': return `PL${digits(10)}`;
    case 'IT': return `IT${digits(11)}`;
    case 'FR': return `FR${digits(11)}`;
    case 'BE': return `BE0${digits(9)}`;
    case 'LT': return `LT${digits(12)}`;
    case 'ES': return `ESB${digits(8)}`;
    case 'IE': return `IE${digits(7)}W`;
    default: return `${c}${digits(9)}`;
  }
}
const LEADS = shuffle([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 19, 20, 21, 22, 24, 26, 28, 30, 35, 42]);
const suppliers = SUP.map(([name, country, city, currency, category, vat], i) => ({
  name, country, city, currency, category, vat_rate: vat,
  vat_number: vatNo(country),
  lead_time_days: LEADS[i],
  payment_terms_days: pick([14, 30, 30, 30, 45, 60]),
  preferred: chance(0.45),
  iso_9001: chance(0.55),
  established: ri(1952, 2019),
  min_order: pick([100, 150, 200, 250, 300, 500, 750, 1000]),
  email: `orders@${slug(name.split(' ')[0])}.${CC[country] === 'US' ? 'com' : CC[country] === 'GB' ? 'co.uk' : CC[country].toLowerCase()}`,
}));
const supByName = Object.fromEntries(suppliers.map((s) => [s.name, s]));

// ---------------------------------------------------------------- products
const PNAMES = {
  Timber: [['Oak Plank 2 m', 4.2, 18.5], ['Pine Batten 45x70', 2.1, 6.4], ['Birch Plywood Sheet 18 mm', 21.0, 42.0]],
  Metal: [['Steel Angle Bracket 90°', 0.35, 2.8], ['Galvanised Steel Sheet 1 mm', 15.7, 38.0]],
  Packaging: [['Double-Wall Carton 600x400', 0.9, 1.9], ['Stretch Film Roll 500 mm', 2.6, 14.5], ['Kraft Paper Void Fill', 8.0, 29.0]],
  Fasteners: [['Hex Bolt M10x60 (box of 100)', 3.2, 21.0], ['Wood Screw 5x50 (box of 500)', 2.4, 17.5], ['Nylon Lock Nut M8 (box of 200)', 0.8, 9.9]],
  Furniture: [['Ash Workbench Top', 28.0, 310.0], ['Stacking Stool Beech', 3.9, 64.0]],
  Office: [['A4 Copier Paper (box of 5 reams)', 12.5, 24.0], ['Lever Arch File', 0.45, 2.1], ['Whiteboard Marker Set', 0.12, 6.5]],
  Tools: [['Cordless Drill 18V', 1.8, 189.0], ['Torque Wrench 1/2"', 1.4, 129.0]],
  Electronics: [['USB-C Docking Station', 0.42, 149.0], ['27" LED Monitor', 6.1, 239.0]],
  Electrical: [['DIN Rail Circuit Breaker 16A', 0.12, 11.8], ['Industrial Socket 32A', 0.65, 48.0]],
  Plastics: [['Polypropylene Crate 60 L', 2.3, 13.9], ['HDPE Drum 220 L', 9.5, 74.0]],
  Lighting: [['LED High-Bay Lamp 150W', 3.4, 165.0], ['Emergency Exit Sign', 0.9, 58.0]],
  Ceramics: [['Porcelain Floor Tile 60x60 (m²)', 22.0, 31.0]],
  Printing: [['Printed Shipping Label Roll', 0.6, 7.2], ['Product Catalogue (pack of 50)', 9.8, 96.0]],
  Pallets: [['EUR Pallet 1200x800', 25.0, 11.5], ['Pallet Collar 1200x800', 9.0, 8.9]],
  Glass: [['Tempered Glass Panel 8 mm', 19.5, 118.0]],
  Textiles: [['Cotton Work Apron', 0.28, 12.4], ['Microfibre Cloth (pack of 20)', 0.9, 15.0]],
  Cable: [['Copper Cable 3x2.5 mm² (100 m)', 14.2, 96.0], ['Cat6 Patch Cable 5 m', 0.18, 3.9]],
  Chemicals: [['Isopropyl Alcohol 99% (5 L)', 4.1, 27.0], ['Industrial Degreaser (25 L)', 26.5, 88.0]],
  Safety: [['Safety Helmet EN397', 0.38, 9.6], ['Cut-Resistant Gloves (10 pairs)', 0.75, 34.0]],
  Lab: [['Nitrile Gloves (box of 100)', 0.6, 7.9], ['Borosilicate Beaker 1 L', 0.32, 11.2]],
  Cleaning: [['Floor Cleaner Concentrate 5 L', 5.3, 18.9], ['Hand Soap Refill 2.5 L', 2.7, 9.4]],
};
const PREFIX = (s) => s.name.replace(/[^A-Za-z ]/g, '').split(' ').filter(Boolean).slice(0, 2).map((w) => w[0]).join('').toUpperCase();
// every supplier gets one product; the rest go to random suppliers with names left in their pool
const pool = Object.fromEntries(Object.entries(PNAMES).map(([k, v]) => [k, v.slice()]));
const products = [];
const usedNames = new Set();
function addProduct(s) {
  const cand = pool[s.category].filter((p) => !usedNames.has(p[0]));
  if (!cand.length) return false;
  const [pname, kg, price] = cand[0];
  usedNames.add(pname);
  const fx = s.currency === 'GBP' ? 0.86 : s.currency === 'USD' ? 1.08 : 1;
  const unit_price = r2(price * fx * (0.85 + rnd() * 0.3));
  const weight_kg = Math.round(kg * (0.9 + rnd() * 0.2) * 1000) / 1000;
  const stock = ri(0, 60) * (price < 20 ? 10 : 1);
  products.push({
    sku: `${PREFIX(s)}-${ri(1000, 9999)}`, name: pname, supplier: s.name, category: s.category, currency: s.currency,
    unit_price, weight_kg: weight_kg < 1 ? Math.round(weight_kg * 1000) / 1000 : Math.round(weight_kg * 10) / 10,
    stock_units: stock, reorder_level: price < 20 ? pick([50, 100, 150, 200]) : pick([5, 10, 15, 20]),
    hazardous: s.category === 'Chemicals' || (s.category === 'Cleaning' && chance(0.5)) || (chance(0.06)),
  });
  return true;
}
for (const s of suppliers) addProduct(s);
let guard = 0;
while (products.length < 40 && guard++ < 1000) addProduct(pick(suppliers));
const prodBySup = {};
for (const p of products) (prodBySup[p.supplier] ||= []).push(p);

// ---------------------------------------------------------------- invoices
const invoices = [];
const nums = shuffle(Array.from({ length: 60 }, (_, i) => i + 1));
for (let k = 0; k < 60; k++) {
  const s = k < 25 ? suppliers[k] : pick(suppliers);
  const plist = prodBySup[s.name];
  const nl = Math.min(plist.length, ri(1, 3));
  const chosen = shuffle(plist).slice(0, nl);
  const lines = chosen.map((p) => {
    const maxq = Math.max(2, Math.round(2500 / p.unit_price));
    const qty = ri(1, Math.min(maxq, 400));
    return { sku: p.sku, product: p.name, qty, unit_price: p.unit_price, amount: r2(qty * p.unit_price) };
  });
  const net = r2(lines.reduce((a, l) => a + l.amount, 0));
  const vat = r2((net * s.vat_rate) / 100);
  const issue = addDays(new Date(Date.UTC(2024, 0, 3)), ri(0, 320));
  const due = addDays(issue, s.payment_terms_days);
  const paid = due < new Date(Date.UTC(2024, 9, 1)) ? chance(0.85) : chance(0.35);
  invoices.push({
    number: `INV-${String(nums[k]).padStart(4, '0')}`, supplier: s.name, currency: s.currency, vat_rate: s.vat_rate,
    issue, due, lines, net, vat, gross: r2(net + vat), paid, paid_on: paid ? addDays(issue, ri(5, s.payment_terms_days + 10)) : null,
    po_number: `PO-${ri(24000, 24999)}`,
  });
}
invoices.sort((a, b) => a.number.localeCompare(b.number));

// ---------------------------------------------------------------- truth
const truth = [['entity', 'attribute', 'value', 'unit']];
const T = (e, a, v, u = '') => truth.push([e, a, v === true ? 'true' : v === false ? 'false' : String(v), u]);
const NA = new Set(); // (entity|attribute) written as n/a in the corpus -> not in truth

// ---------------------------------------------------------------- writers
fs.rmSync(OUT, { recursive: true, force: true });
const files = [];
function write(rel, text) {
  const p = path.join(OUT, rel);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, text.endsWith('\n') ? text : text + '\n');
  files.push(rel);
}
const leadText = (d, style) => {
  if (style === 'weeks' && d % 7 === 0) return `${d / 7} week${d === 7 ? '' : 's'}`;
  return `${d} days`;
};
const money = (x, cur, style = 'sym') => style === 'sym' ? `${SYM[cur]} ${fmtEN(x)}` : style === 'code' ? `${fmtEN(x)} ${cur}` : style === 'de' ? `${fmtDE(x)} ${cur}` : `${SYM[cur]}${fmtEN(x)}`;

// suppliers: 15 individual pages (4 html dl, 4 html table, 4 md bullets, 3 txt) + register csv for 10
const supLayouts = shuffle([...Array(4).fill('dl'), ...Array(4).fill('table'), ...Array(4).fill('md'), ...Array(3).fill('txt'), ...Array(10).fill('csv')]);
const register = [];
suppliers.forEach((s, i) => {
  const L = supLayouts[i];
  s.layout = L;
  const lead = L === 'csv' ? String(s.lead_time_days) : leadText(s.lead_time_days, 'weeks');
  const ys = ri(0, 3);
  const prose = pick([
    `We have been ordering from ${s.name} since ${s.established}.`,
    `Note: ${s.name} usually delivers within ${lead}.`,
    `${s.name} is based in ${s.city}, ${s.country}.`,
    `Payment to ${s.name} is due ${s.payment_terms_days} days after the invoice date.`,
  ]);
  const preferredLabel = pick(['Preferred supplier', 'Preferred', 'Preferred vendor']);
  if (L === 'dl' || L === 'table') {
    const rows = [
      [pick(['Country', 'Based in']), s.country], ['City', s.city],
      [pick(['VAT number', 'VAT ID', 'Tax ID']), s.vat_number],
      [pick(['Lead time', 'Typical lead time', 'Delivery time']), lead],
      ['Payment terms', `${s.payment_terms_days} days net`], ['Invoicing currency', s.currency],
      [preferredLabel, yn(s.preferred, ys)], [pick(['ISO 9001 certified', 'ISO 9001']), yn(s.iso_9001, ys)],
      ['Established', s.established], ['Minimum order', money(s.min_order, s.currency, 'sym')], ['Orders e-mail', s.email],
    ];
    const body = L === 'dl'
      ? `<dl>\n${rows.map(([k, v]) => `  <dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('\n')}\n</dl>`
      : `<table class="spec">\n${rows.map(([k, v]) => `  <tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('\n')}\n</table>`;
    write(`suppliers/${slug(s.name)}.html`, `<!doctype html>\n<html><head><meta charset="utf-8"><title>${esc(s.name)} – supplier profile</title></head>\n<body>\n<h1>${esc(s.name)}</h1>\n<p>Category: ${esc(s.category)}</p>\n${body}\n<p>${esc(prose)}</p>\n</body></html>`);
  } else if (L === 'md') {
    write(`suppliers/${slug(s.name)}.md`, [`# ${s.name}`, '', `Supplier category: ${s.category}`, '',
      `- Based in: ${s.country}`, `- City: ${s.city}`, `- VAT no.: ${s.vat_number}`, `- Lead time: ${lead}`,
      `- Payment terms: net ${s.payment_terms_days}`, `- Currency: ${s.currency}`, `- ${preferredLabel}: ${yn(s.preferred, ys)}`,
      `- ISO 9001: ${yn(s.iso_9001, ys)}`, `- Founded: ${s.established}`, `- Min. order value: ${money(s.min_order, s.currency, 'code')}`,
      `- Contact: ${s.email}`, '', prose].join('\n'));
  } else if (L === 'txt') {
    write(`suppliers/notes-${slug(s.name)}.txt`, [`SUPPLIER: ${s.name.toUpperCase()}`, '-'.repeat(30),
      `Country .......... ${s.country}`, `Town ............. ${s.city}`, `VAT reg .......... ${s.vat_number}`,
      `Lead time ........ ${lead}`, `Terms ............ ${s.payment_terms_days} days`, `Currency ......... ${s.currency}`,
      `Preferred ........ ${yn(s.preferred, ys)}`, `ISO 9001 ......... ${yn(s.iso_9001, ys)}`, `Since ............ ${s.established}`,
      `Min order ........ ${money(s.min_order, s.currency, 'code')}`, `Email ............ ${s.email}`, '', prose].join('\n'));
  } else {
    const naEst = chance(0.3), naMin = chance(0.3), naMail = chance(0.2);
    if (naEst) NA.add(`${s.name}|established`);
    if (naMin) NA.add(`${s.name}|min_order`);
    if (naMail) NA.add(`${s.name}|email`);
    register.push([s.name, s.country, s.city, s.vat_number, s.lead_time_days, s.payment_terms_days, s.currency,
      s.preferred ? 'Y' : 'N', s.iso_9001 ? 'Y' : 'N', naEst ? 'n/a' : s.established, naMin ? 'n/a' : fmtDE(s.min_order, 2), naMail ? 'n/a' : s.email]);
  }
});
write('suppliers/supplier-register-2024.csv', [
  'supplier;country;city;vat_id;lead_time_days;payment_terms_days;currency;preferred;iso_9001;established;min_order_value;email',
  ...register.map((r) => r.join(';'))].join('\n'));

for (const s of suppliers) {
  T(s.name, 'type', 'supplier');
  T(s.name, 'country', s.country); T(s.name, 'city', s.city); T(s.name, 'vat_number', s.vat_number);
  T(s.name, 'lead_time', s.lead_time_days, 'days'); T(s.name, 'payment_terms', s.payment_terms_days, 'days');
  T(s.name, 'currency', s.currency); T(s.name, 'preferred', s.preferred); T(s.name, 'iso_9001', s.iso_9001);
  T(s.name, 'category', s.category);
  if (!NA.has(`${s.name}|established`)) T(s.name, 'established', s.established, 'year');
  if (!NA.has(`${s.name}|min_order`)) T(s.name, 'min_order', s.min_order, s.currency);
  if (!NA.has(`${s.name}|email`)) T(s.name, 'email', s.email);
  T(s.name, 'source_file', s.layout === 'csv' ? 'suppliers/supplier-register-2024.csv' : files.find((f) => f.includes(slug(s.name))));
}

// products: EUR -> csv 50% / tsv 20% / page 30%; GBP/USD -> tsv 60% / page 40%
const csvRows = [], tsvRows = [];
for (const p of products) {
  const r = rnd();
  p.layout = p.currency === 'EUR' ? (r < 0.5 ? 'csv' : r < 0.7 ? 'tsv' : 'page') : (r < 0.6 ? 'tsv' : 'page');
  if (p.layout === 'csv') {
    csvRows.push([p.sku, `"${p.name.replace(/"/g, '""')}"`, `"${p.supplier}"`, p.category, p.unit_price.toFixed(2), p.weight_kg, p.stock_units, p.reorder_level, p.hazardous ? 'Y' : 'N']);
  } else if (p.layout === 'tsv') {
    const w = p.weight_kg < 1 ? `${Math.round(p.weight_kg * 1000)} g` : `${p.weight_kg} kg`;
    tsvRows.push([p.sku, p.name, p.supplier, `${SYM[p.currency]} ${fmtEN(p.unit_price)}`, w, `${p.stock_units} pcs`, p.reorder_level, p.hazardous ? '✓' : '✗']);
  } else {
    const hs = ri(0, 3);
    const w = p.weight_kg < 1 && chance(0.6) ? `${Math.round(p.weight_kg * 1000)} g` : `${p.weight_kg} kg`;
    const prose = pick([
      `The ${p.name} is supplied by ${p.supplier}.`,
      `Current price for the ${p.name} is ${money(p.unit_price, p.currency, 'code')} per unit.`,
      `Shipping weight of one ${p.name} is ${w}.`,
    ]);
    const rows = [['SKU', p.sku], [pick(['Supplier', 'Vendor', 'Made by']), p.supplier], ['Category', p.category],
      [pick(['Unit price', 'Price per unit', 'List price']), money(p.unit_price, p.currency, pick(['sym', 'code']))],
      [pick(['Weight', 'Net weight', 'Shipping weight']), w], ['Stock on hand', `${p.stock_units} units`],
      ['Reorder level', `${p.reorder_level} units`], [pick(['Hazardous', 'Dangerous goods', 'Hazmat']), yn(p.hazardous, hs)]];
    if (chance(0.5)) {
      write(`products/${slug(p.name)}.html`, `<!doctype html>\n<html><head><meta charset="utf-8"><title>${esc(p.name)}</title></head>\n<body>\n<h1>${esc(p.name)}</h1>\n<table>\n<thead><tr><th>Specification</th><th>Value</th></tr></thead>\n<tbody>\n${rows.map(([k, v]) => `<tr><td>${esc(k)}</td><td>${esc(v)}</td></tr>`).join('\n')}\n</tbody>\n</table>\n<p>${esc(prose)}</p>\n</body></html>`);
    } else {
      write(`products/${slug(p.name)}.md`, ['---', `title: "${p.name.replace(/"/g, '\\"')}"`, `sku: ${p.sku}`, `supplier: "${p.supplier}"`, `updated: ${iso(addDays(new Date(Date.UTC(2024, 0, 1)), ri(0, 300)))}`, '---', '',
        `# ${p.name}`, '', '| Property | Value |', '|---|---|', ...rows.slice(2).map(([k, v]) => `| ${k} | ${v} |`), '', prose].join('\n'));
    }
  }
}
write('products/catalogue-export-eur.csv', ['sku,product,supplier,category,unit_price_eur,weight (kg),stock_units,reorder_level,hazardous', ...csvRows.map((r) => r.join(','))].join('\n'));
write('products/price-list-mixed-currencies.tsv', ['SKU\tItem\tVendor\tPrice\tWeight\tIn stock\tReorder at\tHazmat', ...tsvRows.map((r) => r.join('\t'))].join('\n'));
for (const p of products) {
  T(p.name, 'type', 'product'); T(p.name, 'sku', p.sku); T(p.name, 'supplier', p.supplier); T(p.name, 'category', p.category);
  T(p.name, 'unit_price', p.unit_price.toFixed(2), p.currency); T(p.name, 'weight', p.weight_kg, 'kg');
  T(p.name, 'stock', p.stock_units, 'units'); T(p.name, 'reorder_level', p.reorder_level, 'units'); T(p.name, 'hazardous', p.hazardous);
  T(p.name, 'source_file', p.layout === 'csv' ? 'products/catalogue-export-eur.csv' : p.layout === 'tsv' ? 'products/price-list-mixed-currencies.tsv' : files.find((f) => f.startsWith('products/' + slug(p.name) + '.')));
}

// invoices: 20 nested json, 14 in flat json export, 12 md yaml+pipe table, 8 txt (German number format), 6 html
const invLayouts = shuffle([...Array(20).fill('json'), ...Array(14).fill('flat'), ...Array(12).fill('md'), ...Array(8).fill('txt'), ...Array(6).fill('html')]);
const flat = [];
invoices.forEach((v, i) => {
  const L = invLayouts[i]; v.layout = L;
  const s = supByName[v.supplier];
  const st = ri(0, 3);
  const prose = pick([
    `Invoice ${v.number} from ${v.supplier} is ${v.paid ? 'paid' : 'still open'}.`,
    `${v.number} must be paid by ${dLong(v.due)}.`,
    `Total of ${v.number}: ${money(v.gross, v.currency, 'code')}.`,
  ]);
  if (L === 'json') {
    write(`invoices/${v.number}.json`, JSON.stringify({
      invoice_no: v.number, po_reference: v.po_number,
      supplier: { name: v.supplier, vat_id: s.vat_number, country: s.country },
      issued: iso(v.issue), due: iso(v.due), currency: v.currency,
      lines: v.lines.map((l) => ({ sku: l.sku, description: l.product, qty: l.qty, unit_price: l.unit_price, amount: l.amount })),
      totals: { net: v.net, vat_rate_pct: v.vat_rate, vat: v.vat, gross: v.gross },
      payment: { status: v.paid ? 'paid' : 'open', paid_on: v.paid ? iso(v.paid_on) : null },
      note: prose,
    }, null, 2));
  } else if (L === 'flat') {
    flat.push({ invoice_number: v.number, supplier_name: v.supplier, invoice_date: dDot(v.issue), due_date: dDot(v.due),
      po: v.po_number, net_amount: v.net, vat_amount: v.vat, total_amount: v.gross, currency: v.currency, paid: v.paid, line_count: v.lines.length,
      items: v.lines.map((l) => `${l.qty} x ${l.product}`).join('; ') });
  } else if (L === 'md') {
    write(`invoices/${v.number.toLowerCase()}.md`, ['---', `invoice: ${v.number}`, `supplier: "${v.supplier}"`, `date: ${dLong(v.issue)}`, `due: ${dLong(v.due)}`,
      `currency: ${v.currency}`, `paid: ${yn(v.paid, st)}`, `po: ${v.po_number}`, '---', '', `# Invoice ${v.number}`, '',
      '| Item | SKU | Qty | Price per unit | Line total |', '|---|---|---:|---:|---:|',
      ...v.lines.map((l) => `| ${l.product} | ${l.sku} | ${l.qty} | ${money(l.unit_price, v.currency)} | ${money(l.amount, v.currency)} |`), '',
      `- Net: ${money(v.net, v.currency)}`, `- VAT (${v.vat_rate}%): ${money(v.vat, v.currency)}`, `- Total due: ${money(v.gross, v.currency)}`, '', prose].join('\n'));
  } else if (L === 'txt') {
    write(`invoices/scanned/${v.number}.txt`, [`INVOICE ${v.number}`, `From: ${v.supplier}`, `Invoice date: ${dDot(v.issue)}`, `Payment due: ${dDot(v.due)}`, `Your order: ${v.po_number}`, '',
      ...v.lines.map((l) => `  ${String(l.qty).padStart(4)} x ${l.product} (${l.sku}) @ ${fmtDE(l.unit_price)} = ${fmtDE(l.amount)} ${v.currency}`), '',
      `Net: ${money(v.net, v.currency, 'de')}`, `VAT ${v.vat_rate}%: ${money(v.vat, v.currency, 'de')}`, `Total: ${money(v.gross, v.currency, 'de')}`,
      `Paid: ${yn(v.paid, st)}`, '', prose].join('\n'));
  } else {
    write(`invoices/${v.number}.html`, `<!doctype html>\n<html><head><meta charset="utf-8"><title>Invoice ${v.number}</title></head>\n<body>\n<h1>Invoice ${v.number}</h1>\n<dl>\n  <dt>Supplier</dt><dd>${esc(v.supplier)}</dd>\n  <dt>Invoice date</dt><dd>${dUS(v.issue)}</dd>\n  <dt>Due date</dt><dd>${dUS(v.due)}</dd>\n  <dt>PO number</dt><dd>${v.po_number}</dd>\n  <dt>Settled</dt><dd>${yn(v.paid, st)}</dd>\n</dl>\n<table>\n<tr><th>Description</th><th>Quantity</th><th>Unit price (${v.currency})</th><th>Amount (${v.currency})</th></tr>\n${v.lines.map((l) => `<tr><td>${esc(l.product)}</td><td>${l.qty}</td><td>${fmtEN(l.unit_price)}</td><td>${fmtEN(l.amount)}</td></tr>`).join('\n')}\n</table>\n<table>\n<tr><th>Subtotal</th><td>${money(v.net, v.currency, 'nospace')}</td></tr>\n<tr><th>VAT ${v.vat_rate}%</th><td>${money(v.vat, v.currency, 'nospace')}</td></tr>\n<tr><th>Invoice total</th><td>${money(v.gross, v.currency, 'nospace')}</td></tr>\n</table>\n<p>${esc(prose)}</p>\n</body></html>`);
  }
});
write('exports/ap-ledger-export-2024.json', JSON.stringify(flat, null, 2));
write('README.txt', 'Purchasing shared drive – suppliers/, products/, invoices/ and exports/ from the accounting system.\nAmounts are in the currency the supplier invoices in; nothing is converted.');
for (const v of invoices) {
  T(v.number, 'type', 'invoice'); T(v.number, 'supplier', v.supplier); T(v.number, 'issue_date', iso(v.issue)); T(v.number, 'due_date', iso(v.due));
  T(v.number, 'currency', v.currency); T(v.number, 'net', v.net.toFixed(2), v.currency); T(v.number, 'vat', v.vat.toFixed(2), v.currency);
  T(v.number, 'gross', v.gross.toFixed(2), v.currency); T(v.number, 'vat_rate', v.vat_rate, '%'); T(v.number, 'paid', v.paid);
  T(v.number, 'po_number', v.po_number); T(v.number, 'line_count', v.lines.length);
  for (const l of v.lines) T(v.number, 'line', `${l.product}|${l.qty}|${l.amount.toFixed(2)}`, `product|units|${v.currency}`);
  T(v.number, 'source_file', v.layout === 'flat' ? 'exports/ap-ledger-export-2024.json' : files.find((f) => f.includes(v.number) || f.includes(v.number.toLowerCase())));
}
const csvCell = (x) => (/[",\n]/.test(x) ? `"${x.replace(/"/g, '""')}"` : x);
fs.writeFileSync(TRUTH, truth.map((r) => r.map(csvCell).join(',')).join('\n') + '\n');
console.log(`seed ${SEED}: ${files.length} files, ${suppliers.length} suppliers, ${products.length} products, ${invoices.length} invoices, ${truth.length - 1} truth rows`);
