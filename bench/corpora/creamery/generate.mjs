#!/usr/bin/env node
// Creamery corpus (held-out): the shared folder of "Mendip Edge Creamery", an artisan cheese maker at Wedmore,
// Somerset (cave stores at Wedmore and Priddy), with its partner dairy "Lăptăria Feleacu" near Cluj-Napoca, Romania,
// whose records are partly in Romanian. 24 cheeses, 36 batches, 16 milk farms, 24 staff, 10 caves, 28 customers.
//   node bench/corpora/creamery/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "creamery-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) cheeses: HTML infobox pages (label set A: `Milk`, `Style`, `Ageing`, `Fat (in dry matter)`, `Wheel weight`,
//     `Price: £21.50 per kg`), Markdown spec sheets with YAML front matter and a pipe table (label set B: `Milk
//     type: Ewe's milk`, `Category`, `Matured for`, `Wheel: 55 lb`, `Trade price: £13.50/lb`), a nested JSON
//     wholesale catalogue, two cheeses only in a newsletter's sentences, ROMANIAN product sheets (`Denumire:`,
//     `Tip lapte: oaie`, `Maturare: 6 luni`, `Grăsime: 45%`, `Preț: 68,50 lei/kg`, `Premiat: da`), a bilingual
//     HTML definition list with EUR export prices, and one cheese only in a Romanian quarterly report;
// (b) batches: a make log CSV (units in the header), a make sheet TSV (units in the values, yields in lb), a
//     ROMANIAN lot register (semicolon CSV, preamble, decimal commas, `n/a`), plain-text batch cards (milk in
//     gallons) and four batches only in two cheesemakers' diaries;
// (c) farms: an HTML spec table (pence per litre, miles), a flat JSON register (GBP per litre, km), a ROMANIAN
//     YAML + pipe-table page (`Județ`, `Efectiv`, `Preț lapte: 2,35 lei/l`, `Ecologic: da`), two farms only in
//     supplier-meeting minutes and one only in an e-mail; WIDE monthly milk deliveries (a CSV, a Romanian table);
// (d) staff: a Markdown team sheet (label set A: `Staff no.`, `Start date`, `Hourly rate`), an HTML definition list
//     (label set B: `Employee number`, `Job title`, `Based at`, `Joined`, `Pay: £16.90/hr`), a payroll CSV, a
//     ROMANIAN nested JSON (`marca`, `functie: afinor`, `tarif_orar`), two staff only in an HR e-mail and one only
//     in a Romanian e-mail;
// (e) caves: an HTML spec table (°C), plain-text store profiles (°F), a ROMANIAN bullet page (`Temperatură`,
//     `Umiditate`, `Capacitate: 1.500 roți`), one cave only in an affineur's report and one only in the Romanian
//     quarterly report;
// (f) customers: two YAML + pipe-table account sheets, a TSV of London trade accounts (standing orders in lb), an
//     EU export semicolon CSV (preamble, decimal commas, EUR), a ROMANIAN flat JSON (lei), three customers only in
//     sales-meeting minutes and two only in e-mails (one Romanian); WIDE monthly shipments (a CSV, a Romanian table);
// (g) background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: ageing in MONTHS (weeks × 12/52; unaged = 0); fat in % (of dry matter); wheel
// weight in kg (lb × 0.45359237, g / 1000); cheese price per kg in the currency the page states (GBP/kg, RON/kg,
// EUR/kg; a price per lb ÷ 0.45359237); milk in litres (UK gallons × 4.54609); yields and monthly orders in kg (lb ×
// 0.45359237); distances in km (miles × 1.609344); milk price per litre in GBP or RON (`42.5p` → 0.425 GBP/L);
// temperatures in °C ((°F − 32) × 5/9); humidity in %; capacity in wheels; hourly rates in GBP/h or RON/h; credit
// limits in GBP, EUR or RON; dates ISO; Romanian words in English (`oaie` = sheep, `vacă` = cow, `capră` = goat,
// `bivoliță` = buffalo, `tare` = hard, `moale` = soft, `cu mucegai albastru` = blue, `proaspătă` = fresh, `brânzar` =
// cheesemaker, `afinor` = affineur, `ambalator` = packer, `agent vânzări` = sales, `da` / `nu` = yes / no).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Corpus, delimited, fmtDate, group, htmlDlPage, htmlInfoboxPage, htmlTablePage, joinAnd, mdBulletsNote, mdYamlTableNote, rng, slug, targets, txtProfile,
} from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('creamery-v1');
const LB = 0.45359237;
const GAL = 4.54609;
const MI = 1.609344;
const WEEK = 12 / 52; // months per week
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const cap = (s) => s[0].toUpperCase() + s.slice(1);
const gbp = (v) => `£${group(v, 2)}`;
/** Romanian number format: 1.500 / 68,50. */
const ro = (v, d = 0) => {
  const [i, f] = Number(v).toFixed(d).split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return f ? `${g},${f}` : g;
};
/** Decimal comma without grouping (spreadsheet exports): 118,5. */
const dc = (v, d = null) => (d == null ? String(v) : Number(v).toFixed(d)).replace('.', ',');
const f2c = (f) => r4(((f - 32) * 5) / 9);

class FolderCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the wide monthly tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new FolderCorpus(dir);

// ------------------------------------------------------------------ calendar, words
const RO_MONTHS = ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'];
const roDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${RO_MONTHS[m - 1]} ${y}`;
};
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
function addDays(iso, n) {
  const t = new Date(`${iso}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
}
function addMonths(iso, n) {
  const [y, m, d] = iso.split('-').map(Number);
  const idx = y * 12 + (m - 1) + n;
  const yy = Math.floor(idx / 12);
  const mm = (idx % 12) + 1;
  const last = new Date(Date.UTC(yy, mm, 0)).getUTCDate();
  return `${yy}-${pad(mm)}-${pad(Math.min(d, last))}`;
}
const dayOfYear = (n) => addDays('2025-01-01', n - 1);
const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
function words(n) {
  if (n < 20) return ONES[n];
  if (n < 100) return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : '');
  if (n < 1000) return `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? ` and ${words(n % 100)}` : ''}`;
  const rest = n % 1000;
  return `${words(Math.floor(n / 1000))} thousand${rest ? (rest < 100 ? ` and ${words(rest)}` : ` ${words(rest)}`) : ''}`;
}

const MILK_EN = { cow: "Cow's milk", goat: "Goat's milk", sheep: "Ewe's milk", buffalo: 'Buffalo milk' };
const MILK_RO = { cow: 'vacă', goat: 'capră', sheep: 'oaie', buffalo: 'bivoliță' };
const STYLE_RO = { hard: 'tare', soft: 'moale', blue: 'cu mucegai albastru', fresh: 'proaspătă' };
const ROLE_RO = { cheesemaker: 'brânzar', affineur: 'afinor', packer: 'ambalator', sales: 'agent vânzări' };

// ------------------------------------------------------------------ farms
// [name, country, county, milk, herd, price (GBP/L or RON/L), distance [value, 'mi'|'km'], organic, contact, layout]
const FARM_DEF = [
  ['Tor View Farm', 'UK', 'Somerset', 'cow', 180, 0.425, [6, 'mi'], true, 'Jim Hembrow', 'html'],
  ['Godney Moor Farm', 'UK', 'Somerset', 'cow', 240, 0.398, [4, 'mi'], false, 'Sarah Counsell', 'html'],
  ['Westhay Dairy', 'UK', 'Somerset', 'cow', 310, 0.382, [11, 'km'], false, 'Mike Sweet', 'json'],
  ['Bleadon Goats', 'UK', 'Somerset', 'goat', 420, 0.61, [14, 'mi'], true, 'Anna Laver', 'html'],
  ['Exmoor Edge Farm', 'UK', 'Devon', 'sheep', 350, 0.95, [61, 'km'], true, 'Tom Rawle', 'json'],
  ['Marshwood Vale Farm', 'UK', 'Dorset', 'cow', 150, 0.45, [41, 'mi'], true, 'Clare Hansford', 'html'],
  ['Sedgemoor Buffalo Company', 'UK', 'Somerset', 'buffalo', 90, 1.18, [12, 'mi'], false, 'Giles Norris', 'minutes'],
  ['Blackdown Ewes', 'UK', 'Devon', 'sheep', 280, 0.925, [29, 'mi'], false, 'Kate Pring', 'html'],
  ['Chew Valley Goats', 'UK', 'Somerset', 'goat', 260, 0.585, [16, 'mi'], false, 'Rob Tapp', 'minutes'],
  ['Stourhead Home Farm', 'UK', 'Wiltshire', 'cow', 200, 0.44, [53, 'km'], true, 'Fiona Gough', 'json'],
  ['Ferma Feleacu', 'RO', 'Cluj', 'cow', 120, 2.35, [4, 'km'], false, 'Ioan Bogdan', 'ro'],
  ['Stâna Băișoara', 'RO', 'Cluj', 'sheep', 600, 3.8, [38, 'km'], true, 'Gheorghe Lazăr', 'ro'],
  ['Bivolii de Apahida', 'RO', 'Cluj', 'buffalo', 70, 5.2, [21, 'km'], false, 'Sorin Fărcaș', 'mail'],
  ['Caprele Gilăului', 'RO', 'Cluj', 'goat', 310, 3.1, [24, 'km'], true, 'Maria Oltean', 'ro'],
  ['Stâna Arieșeni', 'RO', 'Alba', 'sheep', 450, 3.65, [112, 'km'], true, 'Petru Avram', 'ro'],
  ['Ferma Someșul Mare', 'RO', 'Bistrița-Năsăud', 'cow', 260, 2.2, [118, 'km'], false, 'Dorin Șandor', 'ro'],
];
const farms = FARM_DEF.map(([name, country, county, milk, herd, price, dist, organic, contact, lay]) => ({
  name, country, county, milk, herd, price, dist, organic, contact, lay, km: dist[1] === 'mi' ? r4(dist[0] * MI) : dist[0],
}));
const FA = Object.fromEntries(farms.map((f) => [f.name, f]));

// ------------------------------------------------------------------ cheeses
// [name, origin, milk, style, ageing [n, 'weeks'|'months'] | null (unaged), fat %, wheel [v, 'kg'|'lb'|'g'],
//  price [amount, currency, per 'kg'|'lb'], award (text | null), farm, layout]
const CHEESE_DEF = [
  ['Wedmore Cloth-bound', 'UK', 'cow', 'hard', [12, 'months'], 50, [25, 'kg'], [21.5, 'GBP', 'kg'], 'Gold, British Cheese Awards 2024', 'Godney Moor Farm', 'infobox'],
  ['Mendip Reserve', 'UK', 'cow', 'hard', [24, 'months'], 52, [55, 'lb'], [13.5, 'GBP', 'lb'], 'Super Gold, World Cheese Awards 2023', 'Westhay Dairy', 'yaml'],
  ['Priddy Blue', 'UK', 'cow', 'blue', [12, 'weeks'], 54, [3, 'kg'], [26, 'GBP', 'kg'], 'Silver, Artisan Cheese Awards 2025', 'Tor View Farm', 'infobox'],
  ['Axe Edge', 'UK', 'goat', 'soft', [4, 'weeks'], 45, [0.9, 'kg'], [28.5, 'GBP', 'kg'], null, 'Bleadon Goats', 'json'],
  ['Brue Valley Brie', 'UK', 'cow', 'soft', [6, 'weeks'], 51, [2.8, 'kg'], [19.9, 'GBP', 'kg'], 'Bronze, British Cheese Awards 2024', 'Marshwood Vale Farm', 'infobox'],
  ['Godney Gold', 'UK', 'cow', 'hard', [9, 'months'], 49, [20, 'lb'], [10.6, 'GBP', 'lb'], null, 'Godney Moor Farm', 'yaml'],
  ['Sedgemoor Sheep', 'UK', 'sheep', 'hard', [6, 'months'], 53, [4.5, 'kg'], [32, 'GBP', 'kg'], 'Gold, Royal Bath & West Show 2025', 'Exmoor Edge Farm', 'infobox'],
  ['Moorland Buffalo', 'UK', 'buffalo', 'fresh', null, 44, [250, 'g'], [24, 'GBP', 'kg'], null, 'Sedgemoor Buffalo Company', 'news'],
  ['Ebbor Goat', 'UK', 'goat', 'hard', [5, 'months'], 47, [9, 'lb'], [13.8, 'GBP', 'lb'], null, 'Chew Valley Goats', 'yaml'],
  ['Wookey Ash', 'UK', 'goat', 'soft', [3, 'weeks'], 42, [0.3, 'kg'], [34, 'GBP', 'kg'], 'Gold, Artisan Cheese Awards 2025', 'Bleadon Goats', 'infobox'],
  ['Blackdown Blue', 'UK', 'sheep', 'blue', [10, 'weeks'], 56, [5.5, 'lb'], [15.2, 'GBP', 'lb'], null, 'Blackdown Ewes', 'json'],
  ['Quantock Crumbly', 'UK', 'cow', 'hard', [3, 'months'], 46, [22, 'lb'], [8.1, 'GBP', 'lb'], null, 'Tor View Farm', 'yaml'],
  ['Meare Fresh Curd', 'UK', 'cow', 'fresh', null, 25, [500, 'g'], [12.5, 'GBP', 'kg'], null, 'Stourhead Home Farm', 'news'],
  ['Polden Buffalo Blue', 'UK', 'buffalo', 'blue', [14, 'weeks'], 55, [2, 'kg'], [38, 'GBP', 'kg'], 'Super Gold, World Cheese Awards 2024', 'Sedgemoor Buffalo Company', 'infobox'],
  ['Glastonbury Tor', 'UK', 'sheep', 'soft', [5, 'weeks'], 48, [2.5, 'lb'], [14.1, 'GBP', 'lb'], null, 'Blackdown Ewes', 'yaml'],
  ['Cheddon Smoked', 'UK', 'cow', 'hard', [8, 'months'], 48.5, [5, 'kg'], [22, 'GBP', 'kg'], null, 'Stourhead Home Farm', 'json'],
  ['Telemea de Feleacu', 'RO', 'sheep', 'soft', [4, 'weeks'], 45.5, [3, 'kg'], [42, 'RON', 'kg'], 'Medalie de aur, Concursul Național al Brânzeturilor 2024', 'Stâna Băișoara', 'ro'],
  ['Cașcaval Someș', 'RO', 'cow', 'hard', [3, 'months'], 43, [5.5, 'kg'], [48.5, 'RON', 'kg'], null, 'Ferma Someșul Mare', 'ro'],
  ['Burduf Apuseni', 'RO', 'sheep', 'soft', [2, 'months'], 52.5, [2, 'kg'], [68.5, 'RON', 'kg'], 'Medalie de argint, Târgul Gustos din Ardeal 2025', 'Stâna Arieșeni', 'ro'],
  ['Caș de Băișoara', 'RO', 'sheep', 'fresh', null, 40, [1, 'kg'], [38, 'RON', 'kg'], null, 'Stâna Băișoara', 'report'],
  ['Albastru de Turda', 'RO', 'cow', 'blue', [10, 'weeks'], 50.5, [2.5, 'kg'], [79, 'RON', 'kg'], 'Medalie de bronz, World Cheese Awards 2024', 'Ferma Feleacu', 'ro'],
  ['Urdă de Gilău', 'RO', 'goat', 'fresh', null, 20, [0.5, 'kg'], [5.9, 'EUR', 'kg'], null, 'Caprele Gilăului', 'dl'],
  ['Telemea de Bivoliță Apahida', 'RO', 'buffalo', 'soft', [6, 'weeks'], 49.5, [2.2, 'kg'], [14.8, 'EUR', 'kg'], null, 'Bivolii de Apahida', 'dl'],
  ['Cașcaval Afumat Vlădeasa', 'RO', 'sheep', 'hard', [6, 'months'], 47.5, [4, 'kg'], [86, 'RON', 'kg'], 'Medalie de aur, Târgul Gustos din Ardeal 2025', 'Stâna Arieșeni', 'ro'],
];
const cheeses = CHEESE_DEF.map(([name, o, milk, style, age, fat, wheel, price, award, farm, lay]) => ({
  name, o, milk, style, age, fat, wheel, price, award, farm, lay,
  months: age == null ? 0 : age[1] === 'months' ? age[0] : r4(age[0] * WEEK),
  kg: wheel[1] === 'kg' ? wheel[0] : wheel[1] === 'lb' ? r4(wheel[0] * LB) : wheel[0] / 1000,
  perKg: price[2] === 'kg' ? price[0] : r4(price[0] / LB),
}));
const CH = Object.fromEntries(cheeses.map((c) => [c.name, c]));
for (const c of cheeses) if (!FA[c.farm] || FA[c.farm].milk !== c.milk) throw new Error(`${c.name}: farm ${c.farm}`);

function cheeseFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'cheese', attr, value, unit, stated, file);
  F('milk', c.milk, 'text', s.milk);
  F('style', c.style, 'text', s.style);
  F('ageing', c.months, 'months', s.age);
  F('fat', c.fat, '%', s.fat);
  F('wheel_weight', c.kg, 'kg', s.wheel);
  F('price', c.perKg, `${c.price[1]}/kg`, s.price);
  F('award', c.award != null, 'bool', s.award);
  F('farm', c.farm, 'text', s.farm ?? c.farm);
}
const ageEn = (c) => (c.age == null ? 'unaged (sold fresh)' : `${c.age[0]} ${c.age[1]}`);
const ageRo = (c) => (c.age == null ? 'fără maturare' : `${c.age[0]} ${c.age[1] === 'months' ? (c.age[0] === 1 ? 'lună' : 'luni') : 'săptămâni'}`);

// (a1) HTML infobox pages (label set A)
cheeses.filter((c) => c.lay === 'infobox').forEach((c, k) => {
  const file = `cheeses/${slug(c.name)}.html`;
  const s = {
    milk: MILK_EN[c.milk].replace("'s milk", '').replace(' milk', ''), style: cap(c.style), age: ageEn(c), fat: `${c.fat}%`,
    wheel: `${c.wheel[0]} kg`, price: `${gbp(c.price[0])} per kg`, award: c.award ?? '—',
  };
  cheeseFacts(c, file, s);
  const lead = [
    L(k, [
      `${c.name} is a ${c.style} cheese made from the milk of ${c.farm} and matured for ${ageEn(c)}.`,
      `Every wheel of ${c.name} weighs about ${c.wheel[0]} kg when it leaves the cave.`,
      `${c.name} is made at Wedmore with ${MILK_EN[c.milk].toLowerCase()} from ${c.farm}.`,
    ]),
    L(k, ['Serve at room temperature; keep wrapped in waxed paper.', 'Pairs well with a Somerset cider brandy.', 'Suitable for vegetarians (microbial rennet).']),
  ];
  corpus.write(file, htmlInfoboxPage({
    title: c.name, docTitle: `${c.name} — Mendip Edge Creamery`, lead,
    sections: [{ heading: 'Cheese', rows: [['Milk', s.milk], ['Style', s.style], ['Ageing', s.age], ['Fat (in dry matter)', s.fat], ['Wheel weight', s.wheel], ['Price', s.price], ['Awards', s.award], ['Milk supplier', c.farm]] }],
    footer: 'Mendip Edge Creamery, Wedmore, Somerset. Trade prices ex VAT, June 2025.',
  }));
});
function L(k, xs) {
  return xs[k % xs.length];
}

// (a2) spec sheets: YAML front matter + pipe table (label set B, imperial)
cheeses.filter((c) => c.lay === 'yaml').forEach((c, k) => {
  const file = `spec-sheets/${slug(c.name)}-spec.md`;
  const s = {
    milk: MILK_EN[c.milk], style: cap(c.style), age: `${c.age[0]} ${c.age[1]}`, fat: `${c.fat} %`, wheel: `${c.wheel[0]} lb`,
    price: `${gbp(c.price[0])}/lb`, award: c.award ?? 'none',
  };
  cheeseFacts(c, file, s);
  corpus.write(file, mdYamlTableNote({
    title: `${c.name} — technical specification`,
    frontMatter: [['product', c.name], ['sheet', 'Technical specification'], ['revision', `2025-0${(k % 4) + 2}`], ['approved_by', 'Rachel Durston']],
    lead: [`${c.name} is matured for ${s.age} before grading.`],
    colA: 'Property', colB: 'Specification',
    sections: [
      { heading: 'Product', rows: [['Milk type', s.milk], ['Category', s.style], ['Matured for', s.age], ['Fat', s.fat], ['Wheel', s.wheel], ['Trade price', s.price], ['Awards', s.award], ['Supplier farm', c.farm]] },
      { heading: 'Handling', rows: [['Storage', '2–8 °C once cut'], ['Shelf life (cut)', '21 days'], ['Rennet', L(k, ['animal', 'microbial'])]] },
    ],
    footer: 'Specifications are reviewed every six months by the head cheesemaker.',
  }));
});

// (a3) nested JSON wholesale catalogue
{
  const file = 'catalogue/wholesale-catalogue-2025.json';
  const prod = (c) => {
    const s = {
      milk: `"milk": "${c.milk}"`, style: `"style": "${c.style}"`, age: `"value": ${c.age[0]}`, fat: `"fat_pct": ${c.fat}`,
      wheel: `"value": ${c.wheel[0]}`, price: `"amount": ${c.price[0]}`, award: c.award ? `"title": "${c.award}"` : '"awards": []',
    };
    cheeseFacts(c, file, s);
    return {
      title: c.name,
      dairy: { milk: c.milk, supplier: { farm: c.farm, county: FA[c.farm].county } },
      profile: { style: c.style, ageing: { value: c.age[0], unit: c.age[1] } },
      composition: { fat_pct: c.fat, basis: 'fat in dry matter' },
      format: { weight: { value: c.wheel[0], unit: c.wheel[1] }, wrap: c.style === 'hard' ? 'cloth' : 'paper' },
      pricing: { amount: c.price[0], currency: c.price[1], per: c.price[2] },
      awards: c.award ? [{ title: c.award }] : [],
    };
  };
  const js = cheeses.filter((c) => c.lay === 'json');
  corpus.write(file, JSON.stringify({
    catalogue: { company: 'Mendip Edge Creamery', season: 2025, note: 'trade prices ex VAT; minimum order 5 kg per line' },
    ranges: [
      { range: 'Soft and blue', products: js.filter((c) => c.style !== 'hard').map(prod) },
      { range: 'Hard', products: js.filter((c) => c.style === 'hard').map(prod) },
    ],
  }, null, 2) + '\n');
}

// (a4) two cheeses only in the sentences of the summer newsletter
{
  const file = 'newsletters/summer-2025-newsletter.md';
  const mb = CH['Moorland Buffalo'];
  const mf = CH['Meare Fresh Curd'];
  cheeseFacts(mb, file, { milk: 'buffalo milk', style: 'fresh', age: 'unaged', fat: '44% fat', wheel: '250 g', price: '£24.00 a kilo', award: "hasn't been entered for any awards" });
  cheeseFacts(mf, file, { milk: "cow's milk", style: 'fresh', age: 'no ageing at all', fat: 'twenty-five per cent', wheel: '500 g', price: '£12.50 per kg', award: 'has not won any awards' });
  corpus.write(file, `# Mendip Edge news — summer 2025

Thank you to everyone who came to the open day in May — we counted just over 600 visitors and sold out of scones
by two o'clock.

## Two new fresh cheeses

Moorland Buffalo is our first fresh cheese: an unaged, stretched-curd cheese made every Tuesday from the
buffalo milk of Sedgemoor Buffalo Company, sold in 250 g balls at £24.00 a kilo to the trade. It has 44% fat in the dry
matter and, being brand new, hasn't been entered for any awards yet.

Meare Fresh Curd is a lactic curd of cow's milk from Stourhead Home Farm. It is a fresh cheese, ready the day after
making with no ageing at all, packed in 500 g tubs, with a fat content of twenty-five per cent, at £12.50 per kg. It
has not won any awards, but the chefs who tried it at the open day keep asking for it.

## In the caves

The spring makes are turning nicely. The cloth-bound wheels made in January will be graded in the autumn.

## Dates for your diary

Royal Bath & West Show, 28–31 May (stand 114). Frome Cheese Show, 13 September. Christmas orders close on 1 December.
`);
}

// (a5) Romanian product sheets (one file per cheese)
cheeses.filter((c) => c.lay === 'ro').forEach((c) => {
  const file = `romania/branzeturi/${slug(c.name)}.md`;
  const s = {
    milk: `Tip lapte: ${MILK_RO[c.milk]}`, style: `Tip: ${STYLE_RO[c.style]}`, age: `Maturare: ${ageRo(c)}`, fat: `Grăsime: ${dc(c.fat)}%`,
    wheel: `Greutate roată: ${dc(c.wheel[0])} kg`, price: `Preț: ${ro(c.price[0], 2)} lei/kg`, award: `Premiat: ${c.award ? 'da' : 'nu'}`,
  };
  cheeseFacts(c, file, s);
  corpus.write(file, mdBulletsNote({
    title: `Fișă produs — ${c.name}`,
    lead: ['Lăptăria Feleacu SRL, Feleacu, județul Cluj. Prețuri de vânzare cu ridicata, fără TVA.'],
    sections: [
      { heading: 'Date generale', rows: [['Denumire', c.name], ['Tip lapte', MILK_RO[c.milk]], ['Tip', STYLE_RO[c.style]], ['Maturare', ageRo(c)], ['Grăsime', `${dc(c.fat)}%`], ['Greutate roată', `${dc(c.wheel[0])} kg`]] },
      { heading: 'Comercial', rows: [['Preț', `${ro(c.price[0], 2)} lei/kg`], ['Premiat', c.award ? `da (${c.award})` : 'nu'], ['Ferma furnizoare', c.farm]] },
    ],
    footer: 'Actualizat la 30 iunie 2025.',
  }));
});

// (a6) bilingual export sheet (HTML definition list, EUR)
{
  const file = 'romania/export/fisa-export-2025.html';
  const STYLE_BI = { fresh: 'proaspătă / fresh', soft: 'moale / soft' };
  const AGE_BI = (c) => (c.age == null ? 'fără maturare / unaged' : `${c.age[0]} săptămâni / ${c.age[0]} weeks`);
  const sections = cheeses.filter((c) => c.lay === 'dl').map((c) => {
    const s = {
      milk: `${MILK_RO[c.milk]} / ${c.milk}`, style: STYLE_BI[c.style], age: AGE_BI(c), fat: `${dc(c.fat)}%`, wheel: `${dc(c.wheel[0])} kg`,
      price: `${dc(c.price[0], 2)} EUR/kg`, award: 'nu / no',
    };
    cheeseFacts(c, file, s);
    return { heading: c.name, rows: [['Denumire / Name', c.name], ['Tip lapte / Milk', s.milk], ['Tip / Style', s.style], ['Maturare / Ageing', s.age], ['Grăsime / Fat', s.fat], ['Greutate / Weight', s.wheel], ['Preț export / Export price', s.price], ['Premii / Awards', s.award], ['Ferma / Farm', c.farm]] };
  });
  corpus.write(file, htmlDlPage({
    title: 'Fișă export / Export sheet 2025', site: 'Lăptăria Feleacu SRL — Cluj-Napoca',
    lead: ['Prețuri franco fabrică, în euro / ex-works prices in euro. Comandă minimă 20 kg / minimum order 20 kg.'],
    sections, footer: 'Valabil până la 31.12.2025 / valid until 31 December 2025.',
  }));
}

// ------------------------------------------------------------------ staff
// [name, staff no, role, site, start, hours, rate, currency, layout]
const STAFF_DEF = [
  ['Rachel Durston', 'MEC-007', 'cheesemaker', 'Wedmore', '2012-04-02', 40, 17.8, 'GBP', 'md'],
  ['Owen Petheram', 'MEC-014', 'cheesemaker', 'Wedmore', '2016-09-12', 40, 15.6, 'GBP', 'md'],
  ['Becky Lush', 'MEC-022', 'cheesemaker', 'Wedmore', '2019-03-04', 37.5, 14.2, 'GBP', 'md'],
  ['Joe Clapp', 'MEC-031', 'cheesemaker', 'Wedmore', '2022-06-20', 37.5, 13.1, 'GBP', 'csv'],
  ['Will Gould', 'MEC-033', 'cheesemaker', 'Wedmore', '2023-01-09', 30, 12.9, 'GBP', 'dl'],
  ['Alex Tucker', 'MEC-011', 'affineur', 'Wedmore', '2015-05-18', 40, 16.4, 'GBP', 'md'],
  ['Ellie Coombes', 'MEC-019', 'affineur', 'Wedmore', '2018-02-26', 32, 15.1, 'GBP', 'csv'],
  ['Martin Hobbs', 'MEC-009', 'affineur', 'Priddy', '2013-10-07', 40, 16.9, 'GBP', 'dl'],
  ['Pete Isgar', 'MEC-027', 'affineur', 'Priddy', '2021-04-12', 37.5, 14.5, 'GBP', 'dl'],
  ['Sam Fudge', 'MEC-025', 'packer', 'Wedmore', '2020-08-03', 37.5, 12.4, 'GBP', 'md'],
  ['Kirsty Vowles', 'MEC-029', 'packer', 'Wedmore', '2021-11-15', 25, 12.3, 'GBP', 'csv'],
  ['Gareth Lane', 'MEC-034', 'packer', 'Priddy', '2023-05-22', 20, 12.21, 'GBP', 'dl'],
  ['Lucy Bown', 'MEC-038', 'packer', 'Wedmore', '2024-09-02', 30, 12.25, 'GBP', 'mail'],
  ['Dan Cheek', 'MEC-016', 'sales', 'Wedmore', '2017-01-16', 40, 17.2, 'GBP', 'md'],
  ['Harriet Pope', 'MEC-024', 'sales', 'Wedmore', '2020-01-06', 37.5, 16, 'GBP', 'md'],
  ['Nadia Bright', 'MEC-040', 'sales', 'Wedmore', '2025-03-03', 37.5, 15.5, 'GBP', 'mail'],
  ['Ioana Mureșan', 'LF-102', 'cheesemaker', 'Feleacu', '2014-03-10', 40, 38.5, 'RON', 'json'],
  ['Vasile Pop', 'LF-115', 'cheesemaker', 'Feleacu', '2018-07-02', 40, 33, 'RON', 'json'],
  ['Mihai Crișan', 'LF-108', 'affineur', 'Feleacu', '2016-05-16', 40, 36.2, 'RON', 'json'],
  ['Ana Rus', 'LF-121', 'affineur', 'Feleacu', '2020-09-01', 35, 31.75, 'RON', 'json'],
  ['Florin Moldovan', 'LF-126', 'packer', 'Feleacu', '2021-02-15', 40, 24.5, 'RON', 'json'],
  ['Elena Sabău', 'LF-131', 'packer', 'Feleacu', '2023-04-03', 30, 23.8, 'RON', 'json'],
  ['Radu Câmpean', 'LF-111', 'sales', 'Feleacu', '2017-11-06', 40, 34, 'RON', 'json'],
  ['Cristina Bălan', 'LF-134', 'sales', 'Feleacu', '2024-06-10', 40, 29.5, 'RON', 'romail'],
];
const staff = STAFF_DEF.map(([name, no, role, site, start, hours, rate, cur, lay]) => ({ name, no, role, site, start, hours, rate, cur, lay }));
const ST = Object.fromEntries(staff.map((p) => [p.name, p]));
function staffFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
  F('staff_no', p.no, 'text', p.no);
  F('role', p.role, 'text', s.role);
  F('site', p.site, 'place', s.site ?? p.site);
  F('started', p.start, 'date', s.start);
  F('hours', p.hours, 'h', s.hours);
  F('hourly_rate', p.rate, `${p.cur}/h`, s.rate);
}
{
  const file = 'staff/team-wedmore.md';
  const sections = staff.filter((p) => p.lay === 'md').map((p, k) => {
    const start = fmtDate(p.start, 'long');
    const hours = k % 3 === 1 ? `${p.hours} hours` : String(p.hours);
    staffFacts(p, file, { role: `Role: ${cap(p.role)}`, site: 'Site: Wedmore', start, hours: `Hours per week: ${hours}`, rate: `Hourly rate: ${gbp(p.rate)}` });
    return { heading: p.name, rows: [['Staff no.', p.no], ['Role', cap(p.role)], ['Site', p.site], ['Start date', start], ['Hours per week', hours], ['Hourly rate', gbp(p.rate)]] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Wedmore team', lead: ['Staff summary for the Wedmore creamery (HR holds the full files). Updated 30 June 2025.', 'Rachel Durston has been head cheesemaker since 2018.'],
    sections, footer: 'Pay rates from 1 April 2025.',
  }));
}
{
  const file = 'staff/priddy-team-and-recent-contracts.html';
  const sections = staff.filter((p) => p.lay === 'dl').map((p) => {
    const start = fmtDate(p.start, 'short');
    staffFacts(p, file, { role: `<dd>${cap(p.role)}</dd>`, site: `<dd>${p.site}</dd>`, start, hours: `${p.hours} hrs`, rate: `${gbp(p.rate)}/hr` });
    return { heading: p.name, rows: [['Employee number', p.no], ['Job title', cap(p.role)], ['Based at', p.site], ['Joined', start], ['Contracted hours', `${p.hours} hrs`], ['Pay', `${gbp(p.rate)}/hr`]] };
  });
  corpus.write(file, htmlDlPage({
    title: 'Priddy cave team and recent contracts', site: 'Mendip Edge Creamery — HR',
    lead: ['The Priddy store team turns and brushes every wheel in the quarry caves at least once a week.'],
    sections, footer: 'Confidential — HR use only.',
  }));
}
{
  const file = 'hr/payroll-2025-06.csv';
  const rows = staff.filter((p) => p.lay === 'csv').map((p) => {
    staffFacts(p, file, { role: cap(p.role), site: p.site, start: ukDate(p.start), hours: String(p.hours), rate: p.rate.toFixed(2) });
    return [p.no, p.name, cap(p.role), p.site, ukDate(p.start), p.hours, p.rate.toFixed(2), (p.hours * p.rate * 52 / 12).toFixed(2)];
  });
  corpus.write(file, delimited(['Staff no', 'Name', 'Role', 'Site', 'Start date (dd/mm/yyyy)', 'Hours/wk', 'Rate (GBP/h)', 'Gross pay June (GBP)'], rows));
}
{
  const file = 'email/2025-03-04-hr-contract-changes.eml';
  const nb = ST['Nadia Bright'];
  const lb = ST['Lucy Bown'];
  staffFacts(nb, file, { role: 'sales', site: 'Wedmore', start: '3 March 2025', hours: 'thirty-seven and a half hours a week', rate: '£15.50 an hour' });
  staffFacts(lb, file, { role: 'packer', site: 'Wedmore', start: '2 September 2024', hours: 'thirty hours a week', rate: '£12.25 an hour' });
  corpus.write(file, `From: Jo Hillier (HR) <hr@mendipedge.co.uk>
To: Rachel Durston <rachel@mendipedge.co.uk>, Dan Cheek <dan@mendipedge.co.uk>
Date: Tue, 4 Mar 2025 09:41:17 +0000
Subject: Contract changes - Nadia and Lucy

Hi both,

Two changes for the records.

Nadia Bright started yesterday, 3 March 2025, in the sales team. She is based at Wedmore but will spend two days a
week on the London accounts; her staff number is MEC-040, she works thirty-seven and a half hours a week and her rate
is £15.50 an hour.

Lucy Bown (MEC-038) moves from casual shifts to a permanent contract as a packer at Wedmore, thirty hours a week at
£12.25 an hour. Her continuous service counts from her first shift, so her start date stays 2 September 2024.

Payroll will pick both up from the March run.

Thanks,
Jo
`);
}
{
  const file = 'romania/personal-feleacu.json';
  const recs = staff.filter((p) => p.lay === 'json').map((p, k) => {
    staffFacts(p, file, {
      role: `"functie": "${ROLE_RO[p.role]}"`, site: `"locatie": "${p.site}"`, start: fmtDate(p.start, 'dotted'), hours: `"ore_pe_saptamana": ${p.hours}`, rate: `"tarif_orar": ${p.rate}`,
    });
    return {
      marca: p.no,
      nume: { complet: p.name },
      post: { functie: ROLE_RO[p.role], locatie: p.site, sectie: L(k, ['producție', 'maturare', 'ambalare']) },
      contract: { data_angajarii: fmtDate(p.start, 'dotted'), program: { ore_pe_saptamana: p.hours, ture: L(k, ['zi', 'zi', 'schimburi']) }, salarizare: { tarif_orar: p.rate, moneda: 'RON' } },
    };
  });
  corpus.write(file, JSON.stringify({ unitate: 'Lăptăria Feleacu SRL', actualizat: '2025-06-30', angajati: recs }, null, 2) + '\n');
}
{
  const file = 'romania/email/2024-06-11-angajare-vanzari.eml';
  const cb = ST['Cristina Bălan'];
  staffFacts(cb, file, { role: 'agent de vânzări', site: 'Feleacu', start: '10 iunie 2024', hours: '40 de ore pe săptămână', rate: '29,50 lei pe oră' });
  corpus.write(file, `From: Ioana Mureșan <ioana.muresan@laptariafeleacu.ro>
To: Radu Câmpean <radu.campean@laptariafeleacu.ro>
Cc: Rachel Durston <rachel@mendipedge.co.uk>
Date: Tue, 11 Jun 2024 08:15:40 +0300
Subject: Colegă nouă la vânzări

Bună dimineața, Radu,

Îți confirm că de ieri, 10 iunie 2024, Cristina Bălan s-a alăturat echipei ca agent de vânzări, cu sediul la
Feleacu. Are marca LF-134, lucrează 40 de ore pe săptămână, iar tariful ei este de 29,50 lei pe oră. Te rog să o
prezinți clienților din Cluj-Napoca săptămâna aceasta.

Mulțumesc,
Ioana
`);
}

// ------------------------------------------------------------------ caves
// [name, site, temperature [v, 'C'|'F'], humidity %, capacity (wheels), affineur, layout]
const CAVE_DEF = [
  ['Long Cellar', 'Wedmore', [11, 'C'], 88, 1400, 'Alex Tucker', 'html'],
  ['Blue Room', 'Wedmore', [9, 'C'], 95, 600, 'Ellie Coombes', 'html'],
  ['Rind Room', 'Wedmore', [13, 'C'], 92, 900, 'Alex Tucker', 'html'],
  ['Priddy Quarry Cave', 'Priddy', [52, 'F'], 90, 2200, 'Martin Hobbs', 'txt'],
  ['Chamber Five', 'Priddy', [54, 'F'], 95, 450, 'Pete Isgar', 'report'],
  ['Lead Mine Adit', 'Priddy', [49, 'F'], 97, 1000, 'Martin Hobbs', 'txt'],
  ['Pivnița Mare', 'Feleacu', [10, 'C'], 90, 1500, 'Mihai Crișan', 'ro'],
  ['Pivnița de Sare', 'Feleacu', [12, 'C'], 85, 800, 'Ana Rus', 'ro'],
  ['Camera Albastră', 'Feleacu', [8, 'C'], 96, 400, 'Ana Rus', 'ro'],
  ['Pivnița Nouă', 'Feleacu', [11.5, 'C'], 87, 700, 'Mihai Crișan', 'roreport'],
];
const caves = CAVE_DEF.map(([name, site, temp, hum, capacity, aff, lay]) => ({ name, site, temp, hum, capacity, aff, lay, c: temp[1] === 'C' ? temp[0] : f2c(temp[0]) }));
const CV = Object.fromEntries(caves.map((k) => [k.name, k]));
function caveFacts(k, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(k.name, 'cave', attr, value, unit, stated, file);
  F('site', k.site, 'place', s.site ?? k.site);
  F('temperature', k.c, 'C', s.temp);
  F('humidity', k.hum, '%', s.hum);
  F('capacity', k.capacity, 'wheels', s.capacity);
  F('affineur', k.aff, 'person', k.aff);
}
{
  const file = 'caves/wedmore-caves.html';
  const sections = caves.filter((k) => k.lay === 'html').map((k) => {
    caveFacts(k, file, { temp: `${k.temp[0]} °C`, hum: `${k.hum}%`, capacity: `${group(k.capacity)} wheels` });
    return { heading: k.name, rows: [['Site', k.site], ['Temperature', `${k.temp[0]} °C`], ['Relative humidity', `${k.hum}%`], ['Capacity', `${group(k.capacity)} wheels`], ['Affineur in charge', k.aff]] };
  });
  corpus.write(file, htmlTablePage({
    title: 'Wedmore maturing rooms', crumbs: ['Mendip Edge', 'Production', 'Caves'], colA: 'Setting', colB: 'Value',
    lead: ['The three maturing rooms under the Wedmore creamery are controlled by the same chiller plant.', 'The Blue Room is kept at 95% humidity for the blue cheeses.'],
    sections, footer: 'Set points checked daily; alarms go to the affineur on call.',
  }));
}
caves.filter((k) => k.lay === 'txt').forEach((k, i) => {
  const file = `caves/${slug(k.name)}.txt`;
  caveFacts(k, file, { site: 'Location: Priddy', temp: `${k.temp[0]} °F`, hum: `${k.hum} %`, capacity: `${group(k.capacity)} wheels` });
  corpus.write(file, txtProfile({
    txtHeader: `STORE: ${k.name.toUpperCase()}\n${'='.repeat(7 + k.name.length)}`,
    sections: [{ rows: [['Location', i ? 'Priddy (old lead-mine adit on the Mendip plateau)' : 'Priddy (former quarry, Mendip Hills)'], ['Set point', `${k.temp[0]} °F`], ['RH', `${k.hum} %`], ['Holds', `${group(k.capacity)} wheels`], ['Affineur', k.aff], ['Racking', i ? 'spruce boards' : 'steel racks with oak shelves']] }],
    lead: [i ? 'Natural temperature; no chiller. Access by the lower track only in winter.' : `The cave holds ${group(k.capacity)} wheels when the top racks are in use.`],
  }));
});
{
  const file = 'romania/pivnite.md';
  const sections = caves.filter((k) => k.lay === 'ro').map((k) => {
    caveFacts(k, file, { site: 'Locație: Feleacu', temp: `Temperatură: ${k.temp[0]} °C`, hum: `Umiditate: ${k.hum}%`, capacity: `Capacitate: ${ro(k.capacity)} roți` });
    return { heading: k.name, rows: [['Pivnița', k.name], ['Locație', 'Feleacu'], ['Temperatură', `${k.temp[0]} °C`], ['Umiditate', `${k.hum}%`], ['Capacitate', `${ro(k.capacity)} roți`], ['Responsabil', k.aff]] };
  });
  corpus.write(file, mdBulletsNote({ title: 'Pivnițele de maturare — Lăptăria Feleacu', lead: ['Valorile de referință pentru fiecare pivniță, verificate zilnic.'], sections, footer: 'Actualizat: 30.06.2025' }));
}

// ------------------------------------------------------------------ batches
const ukMakers = ['Rachel Durston', 'Owen Petheram', 'Alex Tucker', 'Ellie Coombes', 'Martin Hobbs', 'Pete Isgar'];
const roGraders = ['Ioana Mureșan', 'Mihai Crișan', 'Ana Rus'];
const nonFresh = (o) => cheeses.filter((c) => c.o === o && c.style !== 'fresh');
const ukPicks = [...nonFresh('UK'), ...Array.from({ length: 14 }, () => r.pick(nonFresh('UK')))];
const roPicks = [...nonFresh('RO'), ...Array.from({ length: 2 }, () => r.pick(nonFresh('RO')))];
const RATIO = { hard: [9.5, 11], soft: [6.5, 7.6], blue: [8, 9.2] };
const MILK = { UK: { hard: [2000, 4500], soft: [600, 1400], blue: [800, 1800] }, RO: { hard: [800, 2000], soft: [400, 1000], blue: [500, 900] } };
function makeBatch(c) {
  // ewes are not milked in January and February: sheep's-milk makes start in March
  const date = dayOfYear(r.int(c.milk === 'sheep' ? 62 : 6, 171));
  const [lo, hi] = MILK[c.o][c.style];
  const litres = Math.round(r.int(lo, hi) / 50) * 50;
  const yieldKg = Math.round((litres / r.float(...RATIO[c.style])) * 2) / 2;
  let cave;
  if (c.o === 'UK') cave = c.style === 'blue' ? r.pick(['Blue Room', 'Chamber Five']) : c.style === 'soft' ? 'Rind Room' : r.pick(['Long Cellar', 'Priddy Quarry Cave', 'Lead Mine Adit']);
  else cave = c.style === 'blue' ? 'Camera Albastră' : c.style === 'soft' ? 'Pivnița de Sare' : date < '2025-05-01' ? 'Pivnița Mare' : 'Pivnița Nouă';
  const aff = CV[cave].aff;
  const grader = c.o === 'UK' ? (r.chance(0.55) ? aff : r.pick(ukMakers)) : r.chance(0.5) ? aff : r.pick(roGraders);
  const until = c.age[1] === 'months' ? addMonths(date, c.age[0]) : addDays(date, c.age[0] * 7);
  return { cheese: c.name, o: c.o, date, litres, yieldKg, cave, grader, until };
}
const ukBatches = ukPicks.map(makeBatch).sort((a, b) => (a.date < b.date ? -1 : 1));
const roBatches = roPicks.map(makeBatch).sort((a, b) => (a.date < b.date ? -1 : 1));
let seq = 3;
for (const b of ukBatches) b.code = `B25-${pad((seq += r.int(1, 4)), 3)}`;
seq = 10;
for (const b of roBatches) b.code = `FL-25-${pad((seq += r.int(1, 5)), 3)}`;
// layouts: 12 make-log CSV, 8 make-sheet TSV (yield in lb), 4 batch cards (milk in gallons), 4 in diaries
const ukLay = r.shuffle(ukBatches.map((b, i) => i));
const LAYS = [...Array(12).fill('csv'), ...Array(8).fill('tsv'), ...Array(4).fill('card'), ...Array(4).fill('diary')];
ukLay.forEach((i, k) => (ukBatches[i].lay = LAYS[k]));
for (const b of ukBatches) {
  if (b.lay === 'tsv') {
    b.lb = Math.round(b.yieldKg / LB);
    b.yieldKg = r4(b.lb * LB);
  }
  if (b.lay === 'card') {
    b.gal = Math.round(b.litres / GAL / 10) * 10;
    b.litres = r4(b.gal * GAL);
  }
  if (b.lay === 'diary') b.litres = Math.round(b.litres / 100) * 100;
}
for (const b of roBatches) b.lay = 'ro';
function batchFacts(b, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(b.code, 'batch', attr, value, unit, stated, file);
  F('cheese', b.cheese, 'text', b.cheese);
  F('made', b.date, 'date', s.made);
  F('milk', b.litres, 'L', s.milk);
  F('yield', b.yieldKg, 'kg', s.yield);
  F('cave', b.cave, 'text', b.cave);
  F('mature_until', b.until, 'date', s.until);
  F('grader', b.grader, 'person', b.grader);
}
{
  const file = 'production/make-log-2025.csv';
  const rows = ukBatches.filter((b) => b.lay === 'csv').map((b) => {
    batchFacts(b, file, { made: b.date, milk: String(b.litres), yield: String(b.yieldKg), until: b.until });
    return [b.code, b.cheese, b.date, b.litres, b.yieldKg, b.cave, b.until, b.grader];
  });
  corpus.write(file, delimited(['Batch', 'Cheese', 'Make date', 'Milk (L)', 'Yield (kg)', 'Cave', 'Mature until', 'Graded by'], rows));
}
{
  const file = 'production/make-sheet-q2.tsv';
  const rows = ukBatches.filter((b) => b.lay === 'tsv').map((b) => {
    const made = fmtDate(b.date, 'short');
    const until = fmtDate(b.until, 'short');
    batchFacts(b, file, { made, milk: `${group(b.litres)} L`, yield: `${b.lb} lb`, until });
    return [b.code, b.cheese, made, `${group(b.litres)} L`, `${b.lb} lb`, b.cave, until, b.grader];
  });
  corpus.write(file, delimited(['Batch code', 'Product', 'Made', 'Milk in', 'Curd yield', 'Store', 'Ready', 'Grader'], rows, '\t'));
}
ukBatches.filter((b) => b.lay === 'card').forEach((b) => {
  const file = `batches/${b.code.toLowerCase()}.txt`;
  const made = fmtDate(b.date, 'us');
  const until = fmtDate(b.until, 'us');
  batchFacts(b, file, { made, milk: `${group(b.gal)} gal`, yield: `${b.yieldKg} kg`, until });
  corpus.write(file, txtProfile({
    txtHeader: `BATCH: ${b.code}`,
    sections: [{ rows: [['Cheese', b.cheese], ['Made on', made], ['Milk', `${group(b.gal)} gal (UK)`], ['Yield', `${b.yieldKg} kg`], ['Maturing in', b.cave], ['Maturing until', until], ['Graded by', b.grader], ['Starter', 'mesophilic DVS'], ['Rennet', 'microbial']] }],
    lead: [`Card stays with the batch until ${b.cheese} is graded.`],
  }));
});
{
  const diaryB = ukBatches.filter((b) => b.lay === 'diary');
  const authors = [['Rachel Durston', 'diaries/make-room-diary-rachel-2025.md'], ['Owen Petheram', 'diaries/make-room-diary-owen-2025.md']];
  authors.forEach(([who, file], i) => {
    const mine = diaryB.slice(i * 2, i * 2 + 2);
    const out = [`# Make-room diary — ${who}`, '', 'Notes from the make room, spring 2025. Times are when the milk went into the vat.', ''];
    mine.forEach((b, k) => {
      const made = fmtDate(b.date, 'long');
      const until = fmtDate(b.until, 'long');
      const milkW = `${words(b.litres)} litres`;
      batchFacts(b, file, { made, milk: k === 0 ? milkW : `${group(b.litres)} litres`, yield: `${b.yieldKg} kg`, until });
      out.push(`## ${made}`, '');
      out.push(k === 0
        ? `Made ${b.cheese} today, batch ${b.code}: ${milkW} into the vat at 6.40, good set, cut at 7.55. We got ${b.yieldKg} kg of cheese out of it. It has gone into the ${b.cave} until ${until}, and ${b.grader} will grade it.`
        : `Batch ${b.code} (${b.cheese}). ${group(b.litres)} litres of milk, a bit slow to acidify — added ten minutes to the stir. Yield ${b.yieldKg} kg. Moved to the ${b.cave}; maturing until ${until}. Grader: ${b.grader}.`, '');
    });
    out.push(i ? 'Vat 2 thermometer recalibrated on the 3rd. Order more cheesecloth.' : 'Remember: the milk tanker comes at 5.30 on Tuesdays from now on.', '');
    corpus.write(file, out.join('\n'));
  });
}
{
  const file = 'romania/registru-loturi-2025.csv';
  const rows = roBatches.map((b, k) => {
    const made = fmtDate(b.date, 'dotted');
    const until = fmtDate(b.until, 'dotted');
    batchFacts(b, file, { made, milk: String(b.litres), yield: dc(b.yieldKg), until });
    return [b.code, b.cheese, made, b.litres, dc(b.yieldKg), b.cave, until, b.grader, k % 3 === 1 ? 'lapte pasteurizat' : 'n/a'];
  });
  const head = 'Lăptăria Feleacu SRL — Registrul loturilor 2025\nExport din sistemul de producție la 30.06.2025; separator punct și virgulă, zecimale cu virgulă\nn/a = nu se aplică\n\n';
  corpus.write(file, head + delimited(['Lot', 'Produs', 'Data fabricației', 'Lapte (l)', 'Randament (kg)', 'Pivniță', 'Maturare până la', 'Evaluator', 'Observații'], rows, ';'));
}

// ------------------------------------------------------------------ farms (records + wide deliveries)
function farmFacts(f, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(f.name, 'farm', attr, value, unit, stated, file);
  F('county', f.county, 'place', s.county ?? f.county);
  F('milk', f.milk, 'text', s.milk);
  F('herd', f.herd, '', s.herd);
  F('milk_price', f.price, f.country === 'UK' ? 'GBP/L' : 'RON/L', s.price);
  F('distance', f.km, 'km', s.dist);
  F('organic', f.organic, 'bool', s.organic);
  F('contact', f.contact, 'person', f.contact);
}
const HERD_EN = { cow: 'cows', goat: 'goats', sheep: 'ewes', buffalo: 'buffalo' };
const HERD_RO = { cow: 'vaci', goat: 'capre', sheep: 'oi', buffalo: 'bivolițe' };
const pence = (v) => `${r4(v * 100)}p`;
{
  const file = 'suppliers/uk-milk-suppliers.html';
  const sections = farms.filter((f) => f.lay === 'html').map((f) => {
    const s = { milk: cap(f.milk), herd: `${f.herd} ${HERD_EN[f.milk]}`, price: `${pence(f.price)} per litre`, dist: `${f.dist[0]} miles`, organic: f.organic ? 'Yes (Soil Association)' : 'No' };
    farmFacts(f, file, s);
    return { heading: f.name, rows: [['County', f.county], ['Milk', s.milk], ['Herd', s.herd], ['Milk price', s.price], ['Distance from Wedmore', s.dist], ['Organic', s.organic], ['Contact', f.contact]] };
  });
  corpus.write(file, htmlTablePage({
    title: 'Milk suppliers (UK)', crumbs: ['Mendip Edge', 'Suppliers'], colA: 'Item', colB: 'Detail',
    lead: ['Prices are the contract price for 2025/26 before the quality bonus.', 'Tor View Farm is 6 miles from the creamery, the closest of our cow farms on this page.'],
    sections, footer: 'Milk collected every other day by our own tanker except where stated.',
  }));
}
{
  const file = 'suppliers/supplier-register.json';
  const recs = farms.filter((f) => f.lay === 'json').map((f) => {
    farmFacts(f, file, {
      county: `"county": "${f.county}"`, milk: `"milk": "${f.milk}"`, herd: `"herd_size": ${f.herd}`, price: `"price_gbp_per_litre": ${f.price}`,
      dist: `"distance_km": ${f.dist[0]}`, organic: `"organic": ${f.organic}`,
    });
    return { farm: f.name, county: f.county, milk: f.milk, herd_size: f.herd, price_gbp_per_litre: f.price, distance_km: f.dist[0], organic: f.organic, contact: f.contact, collection: 'daily' };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'romania/furnizori-lapte.md';
  const sections = farms.filter((f) => f.lay === 'ro').map((f) => {
    const s = { county: `Județ: ${f.county}`, milk: `Tip lapte: ${MILK_RO[f.milk]}`, herd: `${f.herd} ${HERD_RO[f.milk]}`, price: `${ro(f.price, 2)} lei/l`, dist: `${f.dist[0]} km`, organic: f.organic ? 'Ecologic | da' : 'Ecologic | nu' };
    farmFacts(f, file, { ...s, county: `| Județ | ${f.county} |`, milk: `| Tip lapte | ${MILK_RO[f.milk]} |`, organic: `| ${s.organic} |` });
    return { heading: f.name, rows: [['Fermă', f.name], ['Județ', f.county], ['Tip lapte', MILK_RO[f.milk]], ['Efectiv', s.herd], ['Preț lapte', s.price], ['Distanță', s.dist], [s.organic.split(' | ')[0], s.organic.split(' | ')[1]], ['Persoană de contact', f.contact]] };
  });
  corpus.write(file, mdYamlTableNote({
    title: 'Furnizori de lapte — Lăptăria Feleacu',
    frontMatter: [['document', 'Furnizori de lapte'], ['actualizat', '30.06.2025'], ['responsabil', 'Ioana Mureșan']],
    lead: ['Distanța este măsurată de la fabrica din Feleacu. Prețul este prețul de contract pe litru, fără bonusuri de calitate.'],
    colA: 'Câmp', colB: 'Valoare', sections, footer: 'Lapte colectat zilnic, cu excepția duminicii.',
  }));
}
{
  const file = 'suppliers/supplier-meeting-minutes-2025-05.md';
  const sb = FA['Sedgemoor Buffalo Company'];
  const cv = FA['Chew Valley Goats'];
  farmFacts(sb, file, { county: 'Somerset', milk: 'buffalo', herd: 'ninety buffalo', price: '£1.18 a litre', dist: 'twelve miles', organic: 'not organic' });
  farmFacts(cv, file, { county: 'Somerset', milk: 'goat', herd: '260 milking goats', price: '58.5p per litre', dist: '16 miles', organic: 'not certified organic' });
  corpus.write(file, `# Supplier meeting — 14 May 2025

Present: Rachel Durston (chair), Dan Cheek, Giles Norris (Sedgemoor Buffalo Company), Rob Tapp (Chew Valley Goats).
Apologies: Anna Laver.

1. Sedgemoor Buffalo Company. Giles reported that the herd now stands at ninety buffalo, all on the Somerset Levels
   near Westonzoyland. The farm is twelve miles from the creamery. The milk price stays at £1.18 a litre for the
   coming year. The farm is not organic and has no plans to convert. Buffalo milk for the new fresh cheese from June.
2. Chew Valley Goats (Somerset). Rob confirmed 260 milking goats this season and a price of 58.5p per litre from
   1 June. The farm is 16 miles away; collections move to Mondays and Thursdays. It is not certified organic.
3. Milk quality: average somatic cell counts were within contract at all farms in April. Bactoscan results to be
   shared monthly.
4. Next meeting: 10 September 2025.
`);
}
{
  const file = 'email/2025-04-09-feleacu-new-buffalo-farm.eml';
  const ap = FA['Bivolii de Apahida'];
  farmFacts(ap, file, { county: 'Cluj county', milk: 'buffalo', herd: '70 buffalo cows', price: '5,20 lei per litre', dist: '21 km', organic: 'not organic' });
  corpus.write(file, `From: Ioana Mureșan <ioana.muresan@laptariafeleacu.ro>
To: Rachel Durston <rachel@mendipedge.co.uk>
Date: Wed, 9 Apr 2025 17:03:22 +0300
Subject: New buffalo milk supplier for the telemea

Dear Rachel,

Good news: we signed with Bivolii de Apahida last week. It is a family farm in Cluj county, 21 km from our dairy on the
road to Dej, with 70 buffalo cows. They are not organic, but the milk is very clean. We agreed 5,20 lei per litre
for 2025. The contact there is Sorin Fărcaș; he speaks good English if you want to call him.

The first buffalo telemea will be made in May.

Best wishes,
Ioana
`);
}
// WIDE: monthly milk deliveries, January–June 2025 (litres)
const MKEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'];
const PER_HEAD = { cow: [190, 260], goat: [18, 26], sheep: [9, 15], buffalo: [130, 190] };
for (const f of farms) {
  f.del = {};
  const base = f.herd * r.float(...PER_HEAD[f.milk]) * (f.country === 'UK' ? 0.6 : 0.35);
  MKEYS.forEach((m, i) => {
    const season = f.milk === 'sheep' && i < 2 ? 0 : 1;
    f.del[m] = season ? Math.round((base * r.float(0.85, 1.15)) / 10) * 10 : 0;
  });
}
{
  const file = 'suppliers/milk-deliveries-2025-h1.csv';
  const rows = farms.filter((f) => f.country === 'UK').map((f) => {
    MKEYS.forEach((m) => corpus.also(f.name, 'farm', `del_${m}`, f.del[m], 'L', String(f.del[m]), file));
    return [f.name, f.milk, ...MKEYS.map((m) => f.del[m])];
  });
  corpus.write(file, delimited(['Farm', 'Milk', 'Jan (L)', 'Feb (L)', 'Mar (L)', 'Apr (L)', 'May (L)', 'Jun (L)'], rows));
}
{
  const file = 'romania/livrari-lapte-2025.md';
  const out = ['# Livrări de lapte 2025 (litri)', '', 'Lăptăria Feleacu — litri recepționați pe lună, ianuarie–iunie 2025. Oile nu se mulg în ianuarie și februarie.', '', '| Fermă | Ian | Feb | Mar | Apr | Mai | Iun |', '|---|---|---|---|---|---|---|'];
  farms.filter((f) => f.country === 'RO').forEach((f) => {
    MKEYS.forEach((m) => corpus.also(f.name, 'farm', `del_${m}`, f.del[m], 'L', f.del[m] ? ro(f.del[m]) : '', file));
    out.push(`| ${f.name} | ${MKEYS.map((m) => (f.del[m] ? ro(f.del[m]) : '–')).join(' | ')} |`);
  });
  out.push('', 'Total recepționat în semestrul I: vezi raportul trimestrial.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ customers (records + wide shipments)
// [name, town, country, layout]
const CUST_DEF = [
  ['Bath Cheese Room', 'Bath', 'UK', 'yamlA'], ['Clifton Fromagerie', 'Bristol', 'UK', 'yamlA'], ['Harbourside Kitchen', 'Bristol', 'UK', 'yamlA'],
  ['Wells Deli', 'Wells', 'UK', 'yamlB'], ['Frome Provisions', 'Frome', 'UK', 'yamlB'], ['Bridport Cheese Counter', 'Bridport', 'UK', 'yamlB'],
  ['Borough Cheese Hall', 'London', 'UK', 'tsv'], ['Marylebone Fromagerie', 'London', 'UK', 'tsv'], ['Brixton Dairy Bar', 'London', 'UK', 'tsv'],
  ['Hackney Wick Deli', 'London', 'UK', 'tsv'], ['Lanes Cheese Company', 'Brighton', 'UK', 'tsv'], ['Jericho Provisions', 'Oxford', 'UK', 'tsv'],
  ['Kaasmarkt Haarlem', 'Haarlem', 'EU', 'eu'], ['Fromagerie Lemaire', 'Lille', 'EU', 'eu'], ['Galway Cheese Pantry', 'Galway', 'EU', 'eu'],
  ['Käsekeller Köln', 'Köln', 'EU', 'eu'], ['Queijaria do Chiado', 'Lisbon', 'EU', 'eu'],
  ['Delicatese Cluj', 'Cluj-Napoca', 'RO', 'rojson'], ['Bistro Piața Muzeului', 'Cluj-Napoca', 'RO', 'rojson'], ['Brânzeturi Sibiene', 'Sibiu', 'RO', 'rojson'],
  ['Casa Turda', 'Turda', 'RO', 'rojson'], ['La Ceaun Alba', 'Alba Iulia', 'RO', 'rojson'], ['Băcănia Oradea', 'Oradea', 'RO', 'rojson'],
  ['Taunton Larder', 'Taunton', 'UK', 'minutes'], ['The Yeo Inn', 'Yeovil', 'UK', 'minutes'], ['Exeter Cheese Shop', 'Exeter', 'UK', 'minutes'],
  ['Cardiff Market Cheese', 'Cardiff', 'UK', 'mail'], ['Bucătăria Brașov', 'Brașov', 'RO', 'romail'],
];
const ukCheeseNames = cheeses.filter((c) => c.o === 'UK').map((c) => c.name);
const roCheeseNames = cheeses.filter((c) => c.o === 'RO').map((c) => c.name);
const usedAcc = new Set();
const customers = CUST_DEF.map(([name, town, region, lay]) => {
  let acc;
  do {
    acc = region === 'UK' ? `ACC-${r.int(1010, 1390)}` : region === 'EU' ? `EXP-${r.int(201, 289)}` : `CJ-${r.int(3010, 3290)}`;
  } while (usedAcc.has(acc));
  usedAcc.add(acc);
  const since = `${r.int(2011, 2025)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
  const sinceOk = since > '2025-06-30' ? `2024-${since.slice(5)}` : since;
  const terms = region === 'RO' ? r.pick([7, 14, 30]) : region === 'EU' ? r.pick([30, 45, 60]) : r.pick([7, 14, 30, 30, 45]);
  const rep = region === 'RO' ? r.pick(['Radu Câmpean', 'Radu Câmpean', 'Cristina Bălan']) : region === 'EU' ? r.pick(['Harriet Pope', 'Dan Cheek']) : lay === 'tsv' ? r.pick(['Nadia Bright', 'Nadia Bright', 'Harriet Pope']) : r.pick(['Dan Cheek', 'Harriet Pope']);
  const monthlyKg = region === 'RO' ? r.int(8, 90) : region === 'EU' ? r.int(30, 160) : r.int(12, 140);
  const credit = region === 'RO' ? r.int(4, 30) * 1000 : region === 'EU' ? r.int(4, 20) * 500 : r.int(2, 16) * 500;
  const stocks = r.sample(region === 'RO' ? roCheeseNames : ukCheeseNames, r.int(2, 4));
  return { name, town, region, lay, acc, since: sinceOk, terms, rep, monthlyKg, credit, stocks, cur: region === 'RO' ? 'RON' : region === 'EU' ? 'EUR' : 'GBP' };
});
const CU = Object.fromEntries(customers.map((c) => [c.name, c]));
// the two accounts opened by e-mail are new this June
CU['Cardiff Market Cheese'].since = '2025-06-16';
CU['Bucătăria Brașov'].since = '2025-06-19';
// the London sheet states the standing order in lb: hold lb × 0.45359237
for (const c of customers) if (c.lay === 'tsv') {
  c.lb = Math.round(c.monthlyKg / LB / 5) * 5;
  c.monthlyKg = r4(c.lb * LB);
}
for (const c of customers) if (c.lay === 'eu') c.monthlyKg += 0.5;
function custFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'customer', attr, value, unit, stated, file);
  F('account', c.acc, 'text', c.acc);
  F('town', c.town, 'place', c.town);
  F('monthly_order', c.monthlyKg, 'kg', s.order);
  F('terms', c.terms, 'days', s.terms);
  F('since', c.since, 'date', s.since);
  F('rep', c.rep, 'person', c.rep);
  F('credit_limit', c.credit, c.cur, s.credit);
  F('stocks', c.stocks, 'list', s.stocks);
}
for (const [lay, file, region] of [['yamlA', 'sales/accounts-bristol-bath.md', 'Bristol and Bath'], ['yamlB', 'sales/accounts-somerset-dorset.md', 'Somerset and Dorset']]) {
  const sections = customers.filter((c) => c.lay === lay).map((c) => {
    const s = { order: `${c.monthlyKg} kg`, terms: `${c.terms} days`, since: fmtDate(c.since, 'long'), credit: gbp(c.credit).replace('.00', ''), stocks: c.stocks.join(', ') };
    custFacts(c, file, s);
    return { heading: c.name, rows: [['Account no.', c.acc], ['Town', c.town], ['Monthly order', s.order], ['Payment terms', s.terms], ['Customer since', s.since], ['Sales rep', c.rep], ['Credit limit', s.credit], ['Stocks', s.stocks]] };
  });
  corpus.write(file, mdYamlTableNote({
    title: `Trade accounts — ${region}`, frontMatter: [['region', region], ['currency', 'GBP'], ['updated', '2025-06-30']],
    lead: ['Standing monthly orders by weight; deliveries on our own van every other Thursday.'],
    colA: 'Field', colB: 'Detail', sections, footer: 'Credit limits reviewed each April.',
  }));
}
{
  const file = 'sales/london-trade-accounts.tsv';
  const rows = customers.filter((c) => c.lay === 'tsv').map((c) => {
    const since = fmtDate(c.since, 'short');
    const s = { order: `${c.lb} lb/month`, terms: `net ${c.terms}`, since, credit: gbp(c.credit).replace('.00', ''), stocks: c.stocks.join('; ') };
    custFacts(c, file, s);
    return [c.name, c.acc, c.town, s.order, s.terms, since, c.rep, s.credit, s.stocks];
  });
  corpus.write(file, delimited(['Customer', 'Account', 'Town', 'Standing order', 'Terms', 'Since', 'Rep', 'Credit limit', 'Lines stocked'], rows, '\t'));
}
{
  const file = 'sales/export-customers-eu.csv';
  const rows = customers.filter((c) => c.lay === 'eu').map((c, k) => {
    const since = fmtDate(c.since, 'dotted');
    const s = { order: dc(c.monthlyKg, 1), terms: String(c.terms), since, credit: `${ro(c.credit, 2)}`, stocks: c.stocks.join(' + ') };
    custFacts(c, file, s);
    return [c.name, c.acc, c.town, { Haarlem: 'NL', Lille: 'FR', Galway: 'IE', Köln: 'DE', Lisbon: 'PT' }[c.town], dc(c.monthlyKg, 1), c.terms, since, c.rep, ro(c.credit, 2), s.stocks, k % 2 ? 'n/a' : 'groupage pallet via Rotterdam'];
  });
  const head = 'Mendip Edge Creamery — export customers (EU)\nExported 30/06/2025 from the accounts system; amounts in EUR; decimal comma\nn/a = not recorded\n\n';
  corpus.write(file, head + delimited(['Customer', 'Account', 'Town', 'Country', 'Monthly order (kg)', 'Payment terms (days)', 'Customer since', 'Sales rep', 'Credit limit (EUR)', 'Cheeses', 'Notes'], rows, ';'));
}
{
  const file = 'romania/clienti.json';
  const recs = customers.filter((c) => c.lay === 'rojson').map((c) => {
    custFacts(c, file, {
      order: `"comanda_lunara_kg": ${c.monthlyKg}`, terms: `"termen_plata_zile": ${c.terms}`, since: `"client_din": "${c.since}"`, credit: `"limita_credit_lei": ${c.credit}`, stocks: `"${c.stocks[0]}"`,
    });
    return { denumire: c.name, oras: c.town, cont: c.acc, comanda_lunara_kg: c.monthlyKg, termen_plata_zile: c.terms, client_din: c.since, agent: c.rep, limita_credit_lei: c.credit, produse: c.stocks };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'sales/sales-meeting-minutes-2025-06.md';
  const [a, b, c] = customers.filter((x) => x.lay === 'minutes');
  const kgW = (x) => `${words(x.monthlyKg)} kilos`;
  custFacts(a, file, { order: kgW(a), terms: `${a.terms}-day terms`, since: fmtDate(a.since, 'month'), credit: gbp(a.credit).replace('.00', ''), stocks: joinAnd(a.stocks) });
  custFacts(b, file, { order: `${b.monthlyKg} kg a month`, terms: `${b.terms} days`, since: fmtDate(b.since, 'long'), credit: gbp(b.credit).replace('.00', ''), stocks: joinAnd(b.stocks) });
  custFacts(c, file, { order: kgW(c), terms: `${c.terms} days to pay`, since: String(c.since.slice(0, 4)), credit: gbp(c.credit).replace('.00', ''), stocks: joinAnd(c.stocks) });
  // month / year only: hold the first of the month / of the year
  for (const f of corpus.facts) {
    if (f.entity === a.name && f.attribute === 'since') f.value = `${a.since.slice(0, 7)}-01`;
    if (f.entity === c.name && f.attribute === 'since') f.value = `${c.since.slice(0, 4)}-01-01`;
  }
  a.since = `${a.since.slice(0, 7)}-01`;
  c.since = `${c.since.slice(0, 4)}-01-01`;
  corpus.write(file, `# Sales meeting — 24 June 2025

Present: Dan Cheek, Harriet Pope, Nadia Bright; Rachel Durston for item 4.

1. ${a.name} (${a.town}), account ${a.acc}, a customer since ${fmtDate(a.since, 'month')}, has moved up to ${kgW(a)} a
   month. They are on ${a.terms}-day terms with a credit limit of ${gbp(a.credit).replace('.00', '')}. They stock
   ${joinAnd(a.stocks)}. ${a.rep} looks after the account.
2. ${b.name} in ${b.town} (${b.acc}) opened on ${fmtDate(b.since, 'long')} and takes ${b.monthlyKg} kg a month, mostly for the
   cheese board: ${joinAnd(b.stocks)}. Terms ${b.terms} days, credit limit ${gbp(b.credit).replace('.00', '')}. Rep: ${b.rep}.
3. ${c.name} (${c.town}, ${c.acc}) has been buying from us since ${c.since.slice(0, 4)}. Standing order ${kgW(c)} a month of
   ${joinAnd(c.stocks)}; ${c.terms} days to pay; credit limit ${gbp(c.credit).replace('.00', '')}. ${c.rep} to visit in July.
4. Price list for autumn: Rachel proposes no increase on the hard cheeses; soft and blue up 3 %.
5. Stand at the Frome Cheese Show confirmed (£240 + VAT).
`);
}
{
  const file = 'email/2025-06-18-new-account-cardiff.eml';
  const c = customers.find((x) => x.lay === 'mail');
  custFacts(c, file, { order: `${c.monthlyKg} kg a month`, terms: `${c.terms} days`, since: fmtDate(c.since, 'long'), credit: gbp(c.credit).replace('.00', ''), stocks: joinAnd(c.stocks) });
  corpus.write(file, `From: ${c.rep} <${slug(c.rep).replace('-', '.')}@mendipedge.co.uk>
To: accounts@mendipedge.co.uk
Date: Wed, 18 Jun 2025 15:27:09 +0100
Subject: Account details - ${c.name}

Hi accounts,

Please set up the account for ${c.name} in ${c.town} as agreed: account number ${c.acc}, customer since
${fmtDate(c.since, 'long')}. They will take ${c.monthlyKg} kg a month to start with (${joinAnd(c.stocks)}), on ${c.terms} days, with
a credit limit of ${gbp(c.credit).replace('.00', '')}. I will be their rep.

Thanks,
${c.rep.split(' ')[0]}
`);
}
{
  const file = 'romania/email/2025-06-20-client-nou-brasov.eml';
  const c = customers.find((x) => x.lay === 'romail');
  custFacts(c, file, { order: `${c.monthlyKg} kg pe lună`, terms: `${c.terms} zile`, since: roDate(c.since), credit: `${ro(c.credit)} lei`, stocks: joinAnd(c.stocks).replace(' and ', ' și ') });
  corpus.write(file, `From: ${c.rep} <${slug(c.rep).replace('-', '.')}@laptariafeleacu.ro>
To: contabilitate@laptariafeleacu.ro
Date: Fri, 20 Jun 2025 10:44:51 +0300
Subject: Client nou - ${c.name}

Bună ziua,

Vă rog să deschideți contul pentru ${c.name} din ${c.town}: numărul de cont ${c.acc}, client din ${roDate(c.since)}.
Comanda lunară este de ${c.monthlyKg} kg pe lună (${joinAnd(c.stocks).replace(' and ', ' și ')}), termen de plată ${c.terms} zile,
limită de credit ${ro(c.credit)} lei. Eu mă ocup de acest client.

Mulțumesc,
${c.rep.split(' ')[0]}
`);
}
// WIDE: kg shipped per customer per month, January–June 2025
for (const c of customers) {
  c.ship = {};
  MKEYS.forEach((m, i) => {
    const monthStart = `2025-${pad(i + 1)}-01`;
    const monthEnd = `2025-${pad(i + 1)}-28`;
    if (c.since > monthEnd) return;
    const part = c.since > monthStart ? 0.5 : 1;
    c.ship[m] = Math.round(c.monthlyKg * part * r.float(0.7, 1.3) * 2) / 2;
  });
}
{
  const file = 'sales/orders-shipped-2025-h1.csv';
  const rows = customers.filter((c) => c.region !== 'RO').map((c) => {
    MKEYS.forEach((m) => c.ship[m] != null && corpus.also(c.name, 'customer', `ship_${m}`, c.ship[m], 'kg', String(c.ship[m]), file));
    return [c.acc, c.name, ...MKEYS.map((m) => c.ship[m] ?? '')];
  });
  corpus.write(file, delimited(['Account', 'Customer', 'Jan (kg)', 'Feb (kg)', 'Mar (kg)', 'Apr (kg)', 'May (kg)', 'Jun (kg)'], rows));
}
{
  const file = 'romania/comenzi-livrate-2025-s1.md';
  const out = ['# Comenzi livrate 2025 — semestrul I (kg)', '', 'Kilograme livrate pe lună fiecărui client; – = nu era încă client.', '', '| Client | Cont | ian | feb | mar | apr | mai | iun |', '|---|---|---|---|---|---|---|---|'];
  customers.filter((c) => c.region === 'RO').forEach((c) => {
    MKEYS.forEach((m) => c.ship[m] != null && corpus.also(c.name, 'customer', `ship_${m}`, c.ship[m], 'kg', dc(c.ship[m]), file));
    out.push(`| ${c.name} | ${c.acc} | ${MKEYS.map((m) => (c.ship[m] != null ? dc(c.ship[m]) : '–')).join(' | ')} |`);
  });
  out.push('', 'Sursa: facturile emise; retururile nu sunt scăzute.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ prose reports: caves and a Romanian cheese
{
  const file = 'caves/affineur-report-2025-06.md';
  const k = CV['Chamber Five'];
  caveFacts(k, file, { temp: '54°F', hum: 'ninety-five per cent', capacity: '450 wheels' });
  corpus.write(file, `# Affineur's report — June 2025 (Priddy)

Written by Pete Isgar.

Chamber Five, the new chamber dug into the back of the Priddy site last winter, is now fully racked. It holds
450 wheels, runs at 54°F without any help from the chiller and sits at ninety-five per cent humidity, which suits the
blues. I look after it day to day; Martin keeps the quarry cave and the adit.

The quarry cave lost two degrees during the cold snap in February but recovered within the week. Mites were found on
four wheels in the adit; brushed and moved. Turning rota: Mondays and Thursdays for the hard cheeses, daily for the
blues in their first three weeks.

Losses this quarter: 6 wheels (cracked rinds), against 11 in the same quarter last year.
`);
}
{
  const file = 'romania/raport-trimestrial-T2-2025.md';
  const c = CH['Caș de Băișoara'];
  const k = CV['Pivnița Nouă'];
  cheeseFacts(c, file, { milk: 'lapte de oaie', style: 'proaspătă', age: 'fără maturare', fat: '40% grăsime', wheel: 'roți de 1 kg', price: '38,00 lei/kg', award: 'nu a primit încă niciun premiu' });
  caveFacts(k, file, { temp: '11,5 °C', hum: '87%', capacity: '700 de roți' });
  corpus.write(file, `# Raport trimestrial — T2 2025

Lăptăria Feleacu SRL. Întocmit de Ioana Mureșan pentru Mendip Edge Creamery.

## Producție

În trimestrul al doilea am procesat aproximativ 310.000 de litri de lapte, cu 12% mai mult decât în T2 2024.
Am lansat Caș de Băișoara, o brânză proaspătă din lapte de oaie de la Stâna Băișoara, fără maturare, cu 40% grăsime,
vândută în roți de 1 kg la prețul de 38,00 lei/kg. Fiind un produs nou, nu a primit încă niciun premiu.

## Pivnițe

Pivnița Nouă a fost dată în folosință la 1 mai: temperatura este menținută la 11,5 °C, umiditatea la 87%, iar
capacitatea este de 700 de roți. Responsabil este Mihai Crișan. Pivnița Mare rămâne plină până în august.

## Personal și vânzări

Echipa are 8 angajați. Vânzările pe piața internă au crescut cu 9%; exportul în Ungaria începe în septembrie.
`);
}

// ------------------------------------------------------------------ background documents (numbers of no entity)
corpus.write('README.txt', `MENDIP EDGE CREAMERY — SHARED FOLDER
Wedmore, Somerset BS28 (office 01934 712 400). Partner dairy: Lăptăria Feleacu SRL, Feleacu, jud. Cluj, Romania.

cheeses/, spec-sheets/, catalogue/ ..... our cheeses (product pages, technical sheets, wholesale catalogue)
production/, batches/, diaries/ ........ makes: make log, make sheets, batch cards, make-room diaries
caves/ ................................. maturing rooms at Wedmore and the Priddy stores
suppliers/ ............................. milk farms, deliveries, supplier meetings
staff/, hr/ ............................ team sheets and payroll
sales/ ................................. trade accounts, export customers, shipments, sales meetings
romania/ ............................... Feleacu records (in Romanian): brânzeturi, pivnițe, furnizori, personal, clienți
email/, newsletters/ ................... correspondence

Founded 2009. Everything here is a working copy; the accounts system is the master for money.
`);
corpus.write('haccp/haccp-plan-summary.md', `# HACCP plan — summary (rev. 7, January 2025)

| Step | Hazard | Critical limit | Monitoring |
|---|---|---|---|
| Milk reception | pathogens, antibiotics | ≤ 6 °C on arrival; antibiotic test negative | every tanker |
| Pasteurisation | survival of pathogens | 72 °C for 15 seconds | chart recorder, daily check |
| Brining | salt uptake | brine 18–20 % salt, 12 °C | weekly density check |
| Maturing | Listeria | cave hygiene swabs | 10 swabs per cave per month |
| Cutting and packing | cross-contamination | ≤ 8 °C packing room | twice per shift |

Review due January 2026. Environmental health visit on 3 March 2025: 5 stars.
`);
corpus.write('events/show-calendar-2025.md', `# Shows and markets 2025

| Date | Event | Stand fee | Notes |
|---|---|---|---|
| 28–31 May | Royal Bath & West Show, Shepton Mallet | £1,150 | 3 m × 6 m stand |
| 12 July | Wells Food Festival | £180 | gazebo |
| 13 September | Frome Cheese Show | £240 | judging on the day |
| 4–5 October | Artisan Cheese Fair, Melton Mowbray | £420 | bring 40 kg of samples |
| 7 November | World Cheese Awards (entries only) | £95 per entry | 4 entries planned |

Travel budget for the year: £2,600.
`);
corpus.write('tours/visitor-tours.md', `# Creamery tours

Tours run on Saturdays at 10:30 and 14:00 from April to October. Maximum 18 people per tour.

- Adults £12.50, children (5–15) £6, under-fives free.
- Tour and tasting plate: £19.
- Group bookings of 10 or more: 10 % off.

The tour lasts about 75 minutes and visits the make room gallery and the Long Cellar viewing window.
`);
corpus.write('admin/utility-costs-2025-h1.csv', delimited(['Month', 'Electricity (kWh)', 'Electricity (GBP)', 'Gas (kWh)', 'Water (m3)', 'Water (GBP)'], [
  ['2025-01', 18420, 4790.5, 22100, 310, 812.2], ['2025-02', 17110, 4448.6, 20450, 295, 772.9], ['2025-03', 16980, 4414.8, 17300, 322, 843.6],
  ['2025-04', 15760, 4097.6, 12900, 340, 890.8], ['2025-05', 16230, 4219.8, 9800, 361, 945.8], ['2025-06', 17940, 4664.4, 7600, 355, 930.1],
]));
corpus.write('romania/buletin-iunie-2025.md', `# Buletin informativ — iunie 2025

Lăptăria Feleacu a împlinit 11 ani! Mulțumim celor 8 colegi și celor 6 ferme partenere.

- Ziua porților deschise: 14 septembrie 2025, între orele 10 și 16. Intrare gratuită.
- Am participat la Târgul Gustos din Ardeal (Cluj-Napoca, 23–25 mai) și am vândut 420 kg de brânză în trei zile.
- Noul cazan de pasteurizare (capacitate 2.000 l) va fi montat în august.
- Curs de igienă pentru tot personalul: 9 iulie, 4 ore.
`);
corpus.write('gifts/christmas-hampers-2025.md', `# Christmas hampers 2025

| Hamper | Contents | Weight | Price |
|---|---|---|---|
| The Little Wedge | 3 cheeses, crackers, chutney | 1.2 kg | £38 |
| The Somerset Board | 5 cheeses, board, knife | 2.4 kg | £72 |
| The Cave Collection | a 2 kg truckle of cloth-bound, 4 smaller cheeses, cider | 4.5 kg | £115 |

Order by 1 December for delivery before 20 December. Corporate orders of 20 or more: ask Dan Cheek.
`);
corpus.write('quality/lab-results-2025-q2.tsv', delimited(['Sample', 'Date', 'Moisture (%)', 'Salt (%)', 'pH', 'Result'], [
  ['Q2-014', '2025-04-03', 36.1, 1.7, 5.21, 'pass'], ['Q2-019', '2025-04-17', 48.9, 1.9, 4.88, 'pass'], ['Q2-023', '2025-05-02', 37.4, 1.6, 5.18, 'pass'],
  ['Q2-031', '2025-05-20', 52.3, 2.4, 6.02, 'retest'], ['Q2-036', '2025-06-05', 35.8, 1.8, 5.25, 'pass'], ['Q2-040', '2025-06-19', 44.0, 2.1, 4.95, 'pass'],
], '\t'));

const stats = corpus.flush(source);
console.log(`creamery: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
