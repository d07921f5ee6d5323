// Computes gold answers for the held-out invoice questions from truth.csv (never by hand),
// checks thresholds against the data, and checks that every fact a gold depends on is stated
// in that entity's corpus file. Writes questions.json (scorer format of shared/bench/score_devices.py).
// Usage: node gold.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
// node gold.mjs [--source TRUTH_CSV] [--out FILE]: the corpus is beside the source (its folder's corpus/)
const arg = (name) => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : null; };
const SOURCE = path.resolve(arg('--source') ?? path.join(HERE, 'truth.csv'));
const OUT_FILE = path.resolve(arg('--out') ?? path.join(HERE, 'questions.json'));
const CORPUS = path.join(path.dirname(SOURCE), 'corpus');
const REL_TOL = 0.005;

// ---------------------------------------------------------------- truth.csv
function parseCSV(text) {
  const rows = []; let row = [], cell = '', q = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (q) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (ch === '"') q = false; else cell += ch;
    } else if (ch === '"') q = true;
    else if (ch === ',') { row.push(cell); cell = ''; }
    else if (ch === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; }
    else cell += ch;
  }
  if (cell || row.length) { row.push(cell); rows.push(row); }
  return rows;
}
const rows = parseCSV(fs.readFileSync(SOURCE, 'utf8')).slice(1);
const F = {}; // entity -> attr -> {value, unit}; lines -> [{product, qty, amount}]
for (const [e, a, v, u] of rows) {
  F[e] ??= { lines: [] };
  if (a === 'line') { const [product, qty, amount] = v.split('|'); F[e].lines.push({ product, qty: +qty, amount: +amount }); }
  else F[e][a] = { value: v, unit: u };
}
const ofType = (t) => Object.keys(F).filter((e) => F[e].type?.value === t);
const SUPPLIERS = ofType('supplier'), PRODUCTS = ofType('product'), INVOICES = ofType('invoice');

// tracked accessors: every fact a gold uses is recorded for the corpus check
let USED = null;
function raw(e, a) {
  if (!F[e]) throw new Error(`unknown entity ${e}`);
  const f = F[e][a];
  if (f && USED) USED.push([e, a]);
  return f;
}
const str = (e, a) => raw(e, a)?.value;
const num = (e, a) => { const f = raw(e, a); return f === undefined ? undefined : Number(f.value); };
const bool = (e, a) => { const f = raw(e, a); return f === undefined ? undefined : f.value === 'true'; };
const unit = (e, a) => F[e][a]?.unit;
const lines = (e) => { if (USED) USED.push([e, 'lines']); return F[e].lines; };
const sup = (inv) => str(inv, 'supplier');
const cur = (e) => (F[e].type.value === 'supplier' ? str(e, 'currency') : F[e].type.value === 'product' ? unit(e, 'unit_price') : str(e, 'currency'));
// "which supplier ..." may be typed with a short name; resolve to the corpus name
const S = (short) => { const m = SUPPLIERS.filter((s) => s.toLowerCase().startsWith(short.toLowerCase())); if (m.length !== 1) throw new Error(`supplier ${short}: ${m}`); return m[0]; };
const Pn = (short) => { const m = PRODUCTS.filter((s) => s.toLowerCase().startsWith(short.toLowerCase())); if (m.length !== 1) throw new Error(`product ${short}: ${m}`); return m[0]; };

// threshold guard: no entity of the given population may have exactly the threshold value
function thr(pop, getter, x) {
  const saved = USED; USED = null;
  for (const e of pop) { const v = getter(e); if (v !== undefined && Math.abs(v - x) < 1e-9) throw new Error(`threshold ${x} equals a value of ${e}`); }
  USED = saved; return x;
}
const sum = (a) => Math.round(a.reduce((x, y) => x + y, 0) * 100) / 100;
const avg = (a) => a.reduce((x, y) => x + y, 0) / a.length;
function argbest(pop, getter, dir = 1) {
  let best = null, bv = null, tie = false;
  for (const e of pop) { const v = getter(e); if (v === undefined) continue; if (bv === null || dir * (v - bv) > 0) { best = e; bv = v; tie = false; } else if (v === bv) tie = true; }
  if (tie) throw new Error(`argbest tie at ${bv}`);
  return best;
}
const days = (e, a) => Date.parse(str(e, a) + 'T00:00:00Z') / 86400000;
const D = (s) => Date.parse(s + 'T00:00:00Z') / 86400000;

// ---------------------------------------------------------------- questions (text first, gold computed)
// kind: list | count | value | boolean   (the scorer needs "kind")
const Q = [];
const add = (category, kind, question, compute) => Q.push({ category, kind, question, compute });

// ---- inverse (single condition), 15
add('inverse', 'list', 'Which suppliers are in Poland?', () => ({ items: SUPPLIERS.filter((s) => str(s, 'country') === 'Poland') }));
add('inverse', 'list', 'show me all our German suppliers', () => ({ items: SUPPLIERS.filter((s) => str(s, 'country') === 'Germany') }));
add('inverse', 'list', "Which of our suppliers are ISO 9001 certified?", () => ({ items: SUPPLIERS.filter((s) => bool(s, 'iso_9001') === true) }));
add('inverse', 'list', 'I need a list of every product that counts as hazardous / dangerous goods.', () => ({ items: PRODUCTS.filter((p) => bool(p, 'hazardous') === true) }));
add('inverse', 'list', "Which suppliers have a lead time longer than 25 days?", () => {
  const t = thr(SUPPLIERS, (s) => num(s, 'lead_time'), 25);
  return { items: SUPPLIERS.filter((s) => num(s, 'lead_time') > t) };
});
add('inverse', 'list', "What products weigh less than 500 g?", () => {
  const t = thr(PRODUCTS, (p) => num(p, 'weight'), 0.5);
  return { items: PRODUCTS.filter((p) => num(p, 'weight') < t) };
});
add('inverse', 'list', 'Which suppliers bill us in US dollars?', () => ({ items: SUPPLIERS.filter((s) => str(s, 'currency') === 'USD') }));
add('inverse', 'list', 'Show me the invoices issued in March 2024.', () => ({ items: INVOICES.filter((i) => str(i, 'issue_date').startsWith('2024-03')) }));
add('inverse', 'list', "What products do we get from Krakow Cable Works?", () => ({ items: PRODUCTS.filter((p) => str(p, 'supplier') === S('Krakow Cable')) }));
add('inverse', 'list', "which suppliers give us 60 day payment terms", () => ({ items: SUPPLIERS.filter((s) => num(s, 'payment_terms') === 60) }));
add('inverse', 'list', "Which products are currently below their reorder level?", () => ({ items: PRODUCTS.filter((p) => num(p, 'stock') < num(p, 'reorder_level')) }));
add('inverse', 'list', "Whcih invoices are due after 30 November 2024?", () => {
  const t = thr(INVOICES, (i) => days(i, 'due_date'), D('2024-11-30'));
  return { items: INVOICES.filter((i) => days(i, 'due_date') > t) };
});
add('inverse', 'list', "What do we buy that's priced in pounds sterling?", () => ({ items: PRODUCTS.filter((p) => unit(p, 'unit_price') === 'GBP' && (raw(p, 'unit_price'), true)) }));
add('inverse', 'list', "Who are our preferred suppliers?", () => ({ items: SUPPLIERS.filter((s) => bool(s, 'preferred') === true) }));
add('inverse', 'list', "Which suppliers were founded before 1970?", () => {
  const t = thr(SUPPLIERS, (s) => num(s, 'established'), 1970);
  return { items: SUPPLIERS.filter((s) => num(s, 'established') !== undefined && num(s, 'established') < t) };
});

// ---- multi-condition, 15
add('multi-condition', 'list', "Unpaid invoices with a total over €2,000 - which are they?", () => {
  const pop = INVOICES.filter((i) => str(i, 'currency') === 'EUR');
  const t = thr(pop, (i) => num(i, 'gross'), 2000);
  return { items: pop.filter((i) => bool(i, 'paid') === false && num(i, 'gross') > t) };
});
add('multi-condition', 'list', "which invoices from German suppliers haven't been paid yet?", () => ({ items: INVOICES.filter((i) => bool(i, 'paid') === false && str(sup(i), 'country') === 'Germany') }));
add('multi-condition', 'list', "Just the paid invoices from Polish suppliers with a net amount above €3,000, please.", () => {
  const pop = INVOICES.filter((i) => str(i, 'currency') === 'EUR');
  const t = thr(pop, (i) => num(i, 'net'), 3000);
  return { items: pop.filter((i) => bool(i, 'paid') === true && str(sup(i), 'country') === 'Poland' && num(i, 'net') > t) };
});
add('multi-condition', 'list', "Which ISO 9001 certified suppliers have a lead time under 17 days?", () => {
  const t = thr(SUPPLIERS, (s) => num(s, 'lead_time'), 17);
  return { items: SUPPLIERS.filter((s) => bool(s, 'iso_9001') === true && num(s, 'lead_time') < t) };
});
add('multi-condition', 'list', "show me preferred suppliers that are NOT ISO certified", () => ({ items: SUPPLIERS.filter((s) => bool(s, 'preferred') === true && bool(s, 'iso_9001') === false) }));
add('multi-condition', 'list', "Hazardous products that cost more than €20 per unit?", () => {
  const pop = PRODUCTS.filter((p) => cur(p) === 'EUR');
  const t = thr(pop, (p) => num(p, 'unit_price'), 20);
  return { items: pop.filter((p) => bool(p, 'hazardous') === true && num(p, 'unit_price') > t) };
});
add('multi-condition', 'list', "Which products from Polish suppliers weigh more than 1 kg?", () => {
  const t = thr(PRODUCTS, (p) => num(p, 'weight'), 1);
  return { items: PRODUCTS.filter((p) => str(str(p, 'supplier'), 'country') === 'Poland' && num(p, 'weight') > t) };
});
add('multi-condition', 'list', "I need the euro invoices issued between January and March 2024 with a total below €1,000.", () => {
  const pop = INVOICES.filter((i) => str(i, 'currency') === 'EUR');
  const t = thr(pop, (i) => num(i, 'gross'), 1000);
  return { items: pop.filter((i) => str(i, 'issue_date') >= '2024-01-01' && str(i, 'issue_date') <= '2024-03-31' && num(i, 'gross') < t) };
});
add('multi-condition', 'list', "Which Greenleaf Cleaning Products invoices are still open?", () => ({ items: INVOICES.filter((i) => sup(i) === S('Greenleaf') && bool(i, 'paid') === false) }));
add('multi-condition', 'list', "Suppliers on 30-day payment terms with a lead time of at least 23 days?", () => {
  const t = thr(SUPPLIERS, (s) => num(s, 'lead_time'), 23);
  return { items: SUPPLIERS.filter((s) => num(s, 'payment_terms') === 30 && num(s, 'lead_time') >= t) };
});
add('multi-condition', 'list', "Now only the GBP invoices over £1,500.", () => {
  const pop = INVOICES.filter((i) => str(i, 'currency') === 'GBP');
  const t = thr(pop, (i) => num(i, 'gross'), 1500);
  return { items: pop.filter((i) => num(i, 'gross') > t) };
});
add('multi-condition', 'list', "Which products under €15 do we have over 225 units of in stock?", () => {
  const pop = PRODUCTS.filter((p) => cur(p) === 'EUR');
  const t = thr(pop, (p) => num(p, 'unit_price'), 15), t2 = thr(PRODUCTS, (p) => num(p, 'stock'), 225);
  return { items: pop.filter((p) => num(p, 'unit_price') < t && num(p, 'stock') > t2) };
});
add('multi-condition', 'list', "List the unpaid invoices that were due before 1 August 2024.", () => {
  const t = thr(INVOICES, (i) => days(i, 'due_date'), D('2024-08-01'));
  return { items: INVOICES.filter((i) => bool(i, 'paid') === false && days(i, 'due_date') < t) };
});
add('multi-condition', 'list', "show me the invoices from suppliers whose lead time is more than 32 days", () => {
  const t = thr(SUPPLIERS, (s) => num(s, 'lead_time'), 32);
  return { items: INVOICES.filter((i) => num(sup(i), 'lead_time') > t) };
});
add('multi-condition', 'list', "Which products from our Danish or Finnish suppliers cost more than €30 a unit?", () => {
  const pop = PRODUCTS.filter((p) => cur(p) === 'EUR');
  const t = thr(pop, (p) => num(p, 'unit_price'), 30);
  return { items: pop.filter((p) => ['Denmark', 'Finland'].includes(str(str(p, 'supplier'), 'country')) && num(p, 'unit_price') > t) };
});

// ---- aggregate, 12
add('aggregate', 'count', "How many invoices are still unpaid?", () => { const it = INVOICES.filter((i) => bool(i, 'paid') === false); return { items: it, value: it.length }; });
add('aggregate', 'count', "how many of our suppliers have ISO 9001?", () => { const it = SUPPLIERS.filter((s) => bool(s, 'iso_9001') === true); return { items: it, value: it.length }; });
add('aggregate', 'value', "What's the total outstanding on unpaid euro invoices (gross)?", () => {
  const it = INVOICES.filter((i) => str(i, 'currency') === 'EUR' && bool(i, 'paid') === false);
  return { items: it, value: sum(it.map((i) => num(i, 'gross'))) };
});
add('aggregate', 'value', "What's the average unit price of the products we buy in euros?", () => {
  const it = PRODUCTS.filter((p) => cur(p) === 'EUR');
  return { items: it, value: Math.round(avg(it.map((p) => num(p, 'unit_price'))) * 100) / 100 };
});
add('aggregate', 'value', "Which supplier has the longest lead time?", () => { const b = argbest(SUPPLIERS, (s) => num(s, 'lead_time')); return { items: [b], value: b }; });
add('aggregate', 'value', "What's our heaviest product?", () => { const b = argbest(PRODUCTS, (p) => num(p, 'weight')); return { items: [b], value: b }; });
add('aggregate', 'value', "Which invoice in US dollars has the biggest total?", () => { const b = argbest(INVOICES.filter((i) => str(i, 'currency') === 'USD'), (i) => num(i, 'gross')); return { items: [b], value: b }; });
add('aggregate', 'value', "How much have we spent with Krakow Cable Works in total, net of VAT?", () => {
  const it = INVOICES.filter((i) => sup(i) === S('Krakow Cable'));
  return { items: it, value: sum(it.map((i) => num(i, 'net'))) };
});
add('aggregate', 'count', "How many invocies have we had from Greenleaf?", () => { const it = INVOICES.filter((i) => sup(i) === S('Greenleaf')); return { items: it, value: it.length }; });
add('aggregate', 'value', "What's the total VAT on invoices from Polish suppliers?", () => {
  const it = INVOICES.filter((i) => str(sup(i), 'country') === 'Poland');
  return { items: it, value: sum(it.map((i) => num(i, 'vat'))) };
});
add('aggregate', 'count', "How many products weigh under 1 kg?", () => {
  const t = thr(PRODUCTS, (p) => num(p, 'weight'), 1);
  const it = PRODUCTS.filter((p) => num(p, 'weight') < t); return { items: it, value: it.length };
});
add('aggregate', 'value', "What's the average lead time of our Polish suppliers, in days?", () => {
  const it = SUPPLIERS.filter((s) => str(s, 'country') === 'Poland');
  return { items: it, value: Math.round(avg(it.map((s) => num(s, 'lead_time'))) * 100) / 100 };
});

// ---- lookup, 10
add('lookup', 'value', "What's the VAT number of Alpenglas?", () => ({ items: [S('Alpenglas')], value: str(S('Alpenglas'), 'vat_number') }));
add('lookup', 'value', "When was invoice INV-0042 due?", () => ({ items: ['INV-0042'], value: str('INV-0042', 'due_date') }));
add('lookup', 'value', "How much is the Cordless Drill 18V per unit?", () => ({ items: [Pn('Cordless Drill')], value: num(Pn('Cordless Drill'), 'unit_price') }));
add('lookup', 'value', "Who supplies the tempered glass panels?", () => { const s = str(Pn('Tempered Glass'), 'supplier'); return { items: [s], value: s }; });
add('lookup', 'value', "what's the lead time for Suomen Puu, in days", () => ({ items: [S('Suomen Puu')], value: num(S('Suomen Puu'), 'lead_time') }));
add('lookup', 'value', "Which city is Kowalski Metalworks based in?", () => ({ items: [S('Kowalski')], value: str(S('Kowalski'), 'city') }));
add('lookup', 'value', "What's the total on INV-0017?", () => ({ items: ['INV-0017'], value: num('INV-0017', 'gross') }));
add('lookup', 'value', "I need the PO number on invoice INV-0029.", () => ({ items: ['INV-0029'], value: str('INV-0029', 'po_number') }));
add('lookup', 'value', "SKU for the borosilicate beaker?", () => ({ items: [Pn('Borosilicate')], value: str(Pn('Borosilicate'), 'sku') }));
add('lookup', 'value', "How heavy is the USB-C docking station, in kg?", () => ({ items: [Pn('USB-C')], value: num(Pn('USB-C'), 'weight') }));

// ---- comparison, 8
add('comparison', 'boolean', "Is Nordvik Timber's lead time longer than Hansen & Sønner's?", () => ({ items: [S('Nordvik'), S('Hansen')], value: num(S('Nordvik'), 'lead_time') > num(S('Hansen'), 'lead_time') }));
add('comparison', 'boolean', "Does Brightwell take longer to deliver than Lakeshore Tools?", () => ({ items: [S('Brightwell'), S('Lakeshore')], value: num(S('Brightwell'), 'lead_time') > num(S('Lakeshore'), 'lead_time') }));
add('comparison', 'boolean', "Is the Pine Batten heavier than the Oak Plank?", () => ({ items: [Pn('Pine Batten'), Pn('Oak Plank')], value: num(Pn('Pine Batten'), 'weight') > num(Pn('Oak Plank'), 'weight') }));
add('comparison', 'boolean', "Was INV-0024 a bigger invoice than INV-0025 (total incl. VAT)?", () => ({ items: ['INV-0024', 'INV-0025'], value: num('INV-0024', 'gross') > num('INV-0025', 'gross') }));
add('comparison', 'boolean', "Is the HDPE drum more expensive than the industrial degreaser?", () => ({ items: [Pn('HDPE'), Pn('Industrial Degreaser')], value: num(Pn('HDPE'), 'unit_price') > num(Pn('Industrial Degreaser'), 'unit_price') }));
add('comparison', 'boolean', "was INV-0052 issued before INV-0049?", () => ({ items: ['INV-0052', 'INV-0049'], value: days('INV-0052', 'issue_date') < days('INV-0049', 'issue_date') }));
add('comparison', 'boolean', "Do we have more hand soap refils in stock than safety helmets?", () => ({ items: [Pn('Hand Soap'), Pn('Safety Helmet')], value: num(Pn('Hand Soap'), 'stock') > num(Pn('Safety Helmet'), 'stock') }));
add('comparison', 'value', "Who gives us longer payment terms, Flanders Lab Supply or Polski Druk?", () => {
  const a = S('Flanders'), b = S('Polski Druk'); const x = num(a, 'payment_terms'), y = num(b, 'payment_terms');
  if (x === y) throw new Error('tie'); const w = x > y ? a : b; return { items: [w], value: w };
});

// ---------------------------------------------------------------- corpus check
const fileCache = {};
function fileText(rel) {
  if (!fileCache[rel]) {
    const t = fs.readFileSync(path.join(CORPUS, rel), 'utf8');
    fileCache[rel] = t.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').toLowerCase();
  }
  return fileCache[rel];
}
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const fEN = (x) => x.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const fDE = (x) => x.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
function renderings(e, a, f) {
  const v = f.value;
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) {
    const [y, m, d] = v.split('-').map(Number);
    return [v, `${d} ${MONTHS[m - 1]} ${y}`, `${MONTHS[m - 1]} ${d}, ${y}`, `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${y}`];
  }
  if (/^-?\d+(\.\d+)?$/.test(v)) {
    const x = Number(v); const r = [v, String(x), x.toFixed(2), fEN(x), fDE(x)];
    if (a === 'weight') r.push(`${Math.round(x * 1000)} g`);
    if (a === 'lead_time' && x % 7 === 0) r.push(`${x / 7} week`);
    return r.map((s) => new RegExp(`(?<![\\d.])(?<!\\d,)${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)(?![.,]\\d)`, 'm'));
  }
  return [v];
}
const problems = [];
function checkFact(e, a) {
  const src = F[e].source_file?.value;
  if (!src) { problems.push(`${e}: no source file`); return; }
  const t = fileText(src);
  if (!t.includes(e.toLowerCase())) problems.push(`${e} not named in ${src}`);
  if (a === 'lines') { for (const l of F[e].lines) if (!t.includes(l.product.toLowerCase())) problems.push(`${e}: line ${l.product} not in ${src}`); return; }
  const f = F[e][a];
  if (f.value === 'true' || f.value === 'false' || a === 'type') return; // flags: written as Yes/✓/Y/true/paid..., entity presence checked
  if (a === 'unit_price' && !t.includes(f.unit.toLowerCase()) && !t.includes({ EUR: '€', GBP: '£', USD: '$' }[f.unit]) && !t.includes('_eur')) problems.push(`${e}.${a}: currency ${f.unit} not in ${src}`);
  let hay = [t];
  if (/\.(csv|tsv)$/.test(src)) { // tables: look only in the entity's own row, cell by cell
    const lines = t.split('\n'); const delim = lines[0].includes('\t') ? '\t' : lines[0].includes(';') ? ';' : ',';
    const row = lines.find((l) => l.includes(e.toLowerCase()));
    hay = row ? (row.match(new RegExp(`("[^"]*"|[^${delim}]*)(${delim}|$)`, 'g')) || []).map((c) => c.replace(new RegExp(`${delim}$`), '').replace(/^"|"$/g, '').trim()) : [];
  }
  const ok = renderings(e, a, f).some((r) => hay.some((h) => (r instanceof RegExp ? r.test(h) : h.includes(String(r).toLowerCase()))));
  if (!ok) problems.push(`${e}.${a}=${f.value} not found in ${src}`);
}
function checkName(n) {
  const hit = Object.keys(fileCache).length >= 0 && listFiles(CORPUS).some((rel) => fileText(rel).includes(n.toLowerCase()));
  if (!hit) problems.push(`name ${n} not in corpus`);
}
function listFiles(dir, base = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => d.isDirectory() ? listFiles(path.join(dir, d.name), path.join(base, d.name)) : [path.join(base, d.name)]);
}

// ---------------------------------------------------------------- build
const prefix = { inverse: 'inv', 'multi-condition': 'multi', aggregate: 'agg', lookup: 'look', comparison: 'cmp' };
const counters = {};
const out = [];
Q.forEach((q, n) => {
  USED = [];
  const r = q.compute();
  const used = USED; USED = null;
  const items = [...new Set(r.items || [])];
  if (q.kind === 'list' && !items.length) problems.push(`q${n + 1}: empty gold list`);
  const seen = new Set();
  for (const [e, a] of used) { const k = e + '|' + a; if (!seen.has(k)) { seen.add(k); checkFact(e, a); } }
  for (const it of items) checkName(it);
  const isNum = typeof r.value === 'number';
  const rec = {
    id: `inv-${String(n + 1).padStart(2, '0')}`,
    category: q.category, kind: q.kind, question: q.question,
    // gold_items: list/count members, or [the entity] when the answer IS an entity (argmax, "who supplies", "who gives ...");
    // otherwise null, and the entities the answer is about go to "entities"
    gold_items: q.kind === 'list' || q.kind === 'count' || (typeof r.value === 'string' && items.length === 1 && items[0] === r.value) ? items.sort() : null,
    gold_value: q.kind === 'list' ? null : r.value,
    // the scorer applies "tolerance" as an ABSOLUTE difference; relative 0.005 is stored as abs = 0.005*|gold|
    tolerance: isNum && q.kind === 'value' ? Math.round(Math.abs(r.value) * REL_TOL * 10000) / 10000 : 0,
    tolerance_rel: isNum && q.kind === 'value' ? REL_TOL : 0,
  };
  if (isNum && q.kind === 'value') {
    const u = q.question.match(/euro|€/i) ? 'EUR' : q.question.match(/£|GBP/) ? 'GBP' : null;
    const firstUnit = used.map(([e, a]) => F[e][a]?.unit).find((x) => x);
    rec.unit = u || firstUnit || null;
  }
  if (/due|issued/.test(q.question) && q.category === 'lookup') rec.note = 'gold date in ISO format (YYYY-MM-DD)';
  if (rec.gold_items === null) rec.entities = items;
  // evidence: files stating the facts of the answer's entities (and of the suppliers they link to)
  const rel = new Set(items); for (const x of items) if (F[x].supplier) rel.add(F[x].supplier.value);
  for (const [e, a] of used) if (items.includes(F[e][a]?.value)) rel.add(e);
  const all = q.category === 'lookup' || q.category === 'comparison';
  rec.evidence_files = [...new Set(used.filter(([e]) => all || rel.has(e)).map(([e]) => F[e].source_file?.value).filter(Boolean))].sort();
  counters[q.category] = (counters[q.category] || 0) + 1;
  out.push(rec);
});
fs.writeFileSync(OUT_FILE, JSON.stringify(out, null, 1) + '\n');
console.log('questions per category:', counters, 'total', out.length);
for (const q of out) console.log(q.id, q.category.padEnd(15), q.kind.padEnd(7), JSON.stringify(q.gold_value), (q.gold_items || []).length, '|', q.question);
if (problems.length) { console.log('PROBLEMS:\n' + problems.join('\n')); process.exitCode = 1; } else console.log('corpus check: every fact used by a gold is stated in its source file; every gold name occurs in the corpus');
