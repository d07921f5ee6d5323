#!/usr/bin/env node
// Bakery2 corpus (held-out): the shared folder of "Torth & Co.", an artisan bakery business in Cardiff with two shops
// (Pontcanna and Roath), a production bakehouse in Splott, and a partner bakery in Tallinn (Leivakoda, Kalamaja)
// whose records are in ESTONIAN. 4 sites, 39 bakers, 45 products, 29 wholesale customers, 13 suppliers, 12 ovens.
// (Named bakery2 because an earlier, unrelated `bakery` domain already exists in bench/corpora.)
//   node bench/corpora/bakery2/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "bakery-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) sites: an HTML infobox (Pontcanna, sq ft), a Markdown YAML front matter + pipe table (Roath, label set B), an
//     ESTONIAN HTML definition list (Leivakoda: `Pindala`, `Ahjusid`, `Nädalaüür: 610,00 €`), and the Splott
//     bakehouse only in the sentences of an annual review;
// (b) bakers: an HTML spec table (Pontcanna, label set A: `Staff no.`, `Start date`, `Hourly rate`), plain-text
//     profiles (Roath, label set B: `Position`, `Shift pattern`, `Joined`, `Contracted hours`, `Pay rate`), a TSV with
//     units inside the values (the bakehouse rota), ESTONIAN Markdown bullets (`Amet: pagar`, `Vahetus: öine`,
//     `Alguskuupäev: 15.03.2024`, `Tunnitasu: 7,80 €`), and three new starters only in an HR e-mail;
// (c) products: a CSV with units in the header (Pontcanna), HTML definition-list pages in oz and hours (Roath), a
//     nested JSON catalogue with lb / kg weights and ISO 8601 proving times (bakehouse), an ESTONIAN HTML spec table
//     (`Kaal: 800 g`, `Hind: 3,50 €`, `Kerkimisaeg: 2 tundi`, `Vegan: jah`), three new lines only in the sentences
//     of product-meeting minutes; a WIDE table of units sold per month (January–September 2025);
// (d) wholesale customers: Markdown bullets (Pontcanna), flat JSON records (bakehouse), HTML infobox pages (Roath,
//     another label set), an ESTONIAN semicolon CSV with a PREAMBLE and DECIMAL COMMAS (Leivakoda), three only in a
//     sales e-mail;
// (e) suppliers: a semicolon CSV with `n/a`, plain-text profiles (lb, weeks), ESTONIAN flat JSON, two only in a
//     purchasing e-mail (`three weeks`, `half a tonne`);
// (f) ovens: a nested JSON asset register, a Markdown YAML + pipe table (bakehouse), ESTONIAN plain-text profiles,
//     one only in an engineer's visit report;
// (g) background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: floor area in m² (sq ft × 0.09290304); weights in g (oz × 28.349523125, lb ×
// 453.59237, kg × 1000); proving times in minutes; minimum orders in kg (lb × 0.45359237, tonnes × 1000); lead times
// in days (weeks × 7); hours per week; money as written, GBP or EUR (decimal commas read); power in kW; dates ISO (a
// month only: the first of that month); Estonian words in English (`pagar` = baker, `öine` = night, `jah` = yes,
// `leib` = bread, `kohvik` = café, `Eesti` = Estonia, …).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlDlPage, htmlInfoboxPage, htmlTablePage, mdBulletsNote, mdYamlTableNote, rng, slug, targets, txtProfile } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('bakery-v1');
const SQFT = 0.09290304;
const OZ = 28.349523125;
const LB = 453.59237;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const r2 = (x) => Math.round(x * 100) / 100;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];
const gbp = (v) => `£${group(v, 2)}`;
const gbp0 = (v) => (Number.isInteger(v) ? `£${group(v)}` : gbp(v));
/** Estonian money: space-grouped thousands, decimal comma. */
const eur = (v) => {
  const [i, f] = v.toFixed(2).split('.');
  return `${i.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${f}`;
};
const etNum = (v) => String(v).replace('.', ',');
const etDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
};
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const NUM_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the wide sales table). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ Estonian words
const ET_ROLE = { apprentice: 'praktikant', baker: 'pagar', 'head baker': 'peapagar', 'pastry chef': 'kondiiter' };
const ET_SHIFT = { early: 'varajane', day: 'päevane', night: 'öine' };
const ET_CAT = { bread: 'leib', pastry: 'saiake', cake: 'kook', savoury: 'pirukas' };
const ET_TYPE = { café: 'kohvik', hotel: 'hotell', deli: 'delikatessipood', school: 'kool' };
const ET_COUNTRY = { Estonia: 'Eesti', Latvia: 'Läti', Finland: 'Soome' };

// ------------------------------------------------------------------ random helpers
const randDate = (y0, y1) => {
  const y = r.int(y0, y1);
  const m = y === 2025 ? r.int(1, 8) : r.int(1, 12);
  return `${y}-${pad(m)}-${pad(r.int(1, 28))}`;
};
const pickHours = () => r.weighted([[16, 0.05], [20, 0.08], [24, 0.08], [30, 0.12], [32, 0.08], [35, 0.1], [37.5, 0.24], [40, 0.17], [42.5, 0.08]]);

// ------------------------------------------------------------------ sites
const SITES = [
  { name: 'Pontcanna', district: 'Pontcanna', city: 'Cardiff', ovens: 3, sqft: 1150, hours: 62, manager: 'Gareth Pryce', rent: 1240, cur: 'GBP' },
  { name: 'Roath', district: 'Roath', city: 'Cardiff', ovens: 3, area: 96, hours: 58, manager: 'Nadia Rahman', rent: 985, cur: 'GBP' },
  { name: 'Splott Bakehouse', district: 'Splott', city: 'Cardiff', ovens: 4, sqft: 3340, hours: 40, manager: 'Owain Price', rent: 1650, cur: 'GBP' },
  { name: 'Leivakoda', district: 'Kalamaja', city: 'Tallinn', ovens: 2, area: 140, hours: 70, manager: 'Kadri Tamm', rent: 610, cur: 'EUR' },
];
for (const s of SITES) s.m2 = s.sqft != null ? r4(s.sqft * SQFT) : s.area;
const SITE = Object.fromEntries(SITES.map((s) => [s.name, s]));

function siteFacts(s, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'shop', attr, value, unit, stated, file);
  F('district', s.district, 'place', st.district ?? s.district);
  F('city', s.city, 'place', st.city ?? s.city);
  F('ovens', s.ovens, '', st.ovens);
  F('floor_area', s.m2, 'm2', st.area);
  F('opening_hours', s.hours, 'h', st.hours);
  F('manager', s.manager, 'person', s.manager);
  F('weekly_rent', s.rent, s.cur, st.rent);
}

// (a1) Pontcanna: HTML infobox, sq ft
{
  const s = SITE.Pontcanna;
  const file = 'shops/pontcanna.html';
  const st = { ovens: 'Ovens', area: `${group(s.sqft)} sq ft`, hours: `${s.hours} hours a week`, rent: gbp0(s.rent) };
  siteFacts(s, file, st);
  corpus.write(file, htmlInfoboxPage({
    title: 'Torth & Co. — Pontcanna',
    sections: [
      { heading: 'Shop', rows: [['Shop', 'Pontcanna'], ['District', 'Pontcanna'], ['City', 'Cardiff'], ['Address', '41 Kings Road, Cardiff CF11 9DA'], ['Opened', 'April 2014']] },
      { heading: 'Premises', rows: [['Ovens', String(s.ovens)], ['Floor area', st.area], ['Opening hours', st.hours], ['Weekly rent', st.rent]] },
      { heading: 'People', rows: [['Manager', s.manager], ['Team', 'see staff/pontcanna-team.html']] },
    ],
    lead: ['Our first shop, with the bread ovens in view of the counter. Open Tuesday to Sunday; closed Mondays.', `The shop is run by ${s.manager}.`],
  }));
}
// (a2) Roath: Markdown YAML front matter + pipe table, label set B
{
  const s = SITE.Roath;
  const file = 'shops/roath.md';
  const st = { district: 'Area', ovens: '| Bake ovens | 3 |', area: `${s.area} m²`, hours: `${s.hours} h`, rent: `${gbp0(s.rent)} per week` };
  siteFacts(s, file, st);
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['shop', 'Roath'], ['business', 'Torth & Co.'], ['updated', '2025-09-15']],
    title: 'Roath shop',
    lead: ['The Wellfield Road shop opened in 2018 in a former greengrocer. Pastry is laminated on site.'],
    colA: 'Item', colB: 'Detail',
    sections: [{ heading: 'Shop facts', rows: [['Area', 'Roath'], ['City', 'Cardiff'], ['Bake ovens', '3'], ['Size', st.area], ['Hours open per week', st.hours], ['Shop manager', s.manager], ['Rent', st.rent]] }],
    footer: 'Rent reviewed every three years; next review March 2027.',
  }));
}
// (a3) Leivakoda: ESTONIAN HTML definition list
{
  const s = SITE.Leivakoda;
  const file = 'tallinn/leivakoda-kalamaja.html';
  const st = { district: 'Linnaosa', ovens: 'Ahjusid', area: `${s.area} m²`, hours: `${s.hours} tundi nädalas`, rent: `${eur(s.rent)} €` };
  siteFacts(s, file, st);
  corpus.write(file, htmlDlPage({
    title: 'Leivakoda — Kalamaja pagariäri',
    site: 'Leivakoda OÜ · Torth & Co. partnerpagarikoda',
    lead: ['Leivakoda on Torth & Co. partnerpagarikoda Tallinnas, Kalamaja linnaosas. Rukkileib küpsetatakse iga päev kohapeal.'],
    sections: [
      { heading: 'Pood', rows: [['Nimi', 'Leivakoda'], ['Linnaosa', 'Kalamaja'], ['Linn', 'Tallinn'], ['Aadress', 'Kalasadama 8, 10415 Tallinn']] },
      { heading: 'Ruumid', rows: [['Ahjusid', String(s.ovens)], ['Pindala', st.area], ['Lahtiolekuaeg', st.hours], ['Nädalaüür', st.rent]] },
      { heading: 'Juhtimine', rows: [['Juhataja', s.manager]] },
    ],
    footer: 'Andmed seisuga 1. september 2025.',
  }));
}
// the Splott bakehouse is written into the annual review further down (prose only)

// ------------------------------------------------------------------ bakers
// [name, role, shift]
const BAKER_DEF = {
  Pontcanna: [['Gareth Pryce', 'head baker', 'early'], ['Ffion Lewis', 'pastry chef', 'early'], ['Tomasz Nowak', 'baker', 'early'], ['Amira Haddad', 'baker', 'day'], ['Callum Rees', 'apprentice', 'day'], ['Siân Morgan', 'pastry chef', 'day'], ['Joe Whitfield', 'baker', 'night'], ['Leah Okonkwo', 'baker', 'early'], ['Dylan Jenkins', 'apprentice', 'early'], ['Megan Lloyd', 'baker', 'night']],
  Roath: [['Nadia Rahman', 'head baker', 'early'], ['Huw Thomas', 'baker', 'night'], ['Chiara Bianchi', 'pastry chef', 'early'], ['Ben Carter', 'baker', 'early'], ['Ioana Popescu', 'baker', 'day'], ['Kieran Walsh', 'apprentice', 'day'], ['Sara Ahmed', 'pastry chef', 'day'], ['Rhys Evans', 'baker', 'night'], ['Lowri Davies', 'apprentice', 'early']],
  'Splott Bakehouse': [['Owain Price', 'head baker', 'night'], ['Marek Kowalski', 'head baker', 'early'], ['Emma Clarke', 'baker', 'night'], ['Jamal Hussein', 'baker', 'night'], ['Cerys Jones', 'baker', 'early'], ['Paul Murphy', 'baker', 'night'], ['Anna Lindqvist', 'pastry chef', 'day'], ['Darren Hughes', 'baker', 'night'], ['Priya Shah', 'baker', 'early'], ["Liam O'Connor", 'apprentice', 'night'], ['Bethan Edwards', 'apprentice', 'day'], ['Rhodri Bevan', 'baker', 'night']],
  Leivakoda: [['Kadri Tamm', 'head baker', 'early'], ['Mart Saar', 'baker', 'night'], ['Liis Kask', 'pastry chef', 'day'], ['Tõnu Mägi', 'baker', 'early'], ['Kristjan Sepp', 'baker', 'night'], ['Maarja Kuusk', 'apprentice', 'day'], ['Andres Rebane', 'baker', 'night'], ['Triin Ilves', 'pastry chef', 'early']],
};
const NEW_STARTERS = ['Megan Lloyd', 'Lowri Davies', 'Rhodri Bevan'];
const NEW_START = { 'Megan Lloyd': '2025-10-06', 'Lowri Davies': '2025-09-15', 'Rhodri Bevan': '2025-10-13' };
const RATE_GBP = { apprentice: [7.55, 9.4], baker: [12.3, 13.9], 'pastry chef': [13.1, 14.8], 'head baker': [15.4, 17.9] };
const RATE_EUR = { apprentice: [5.2, 6.4], baker: [7.1, 8.9], 'pastry chef': [7.8, 9.6], 'head baker': [10.2, 12.4] };
const usedNo = new Set();
const bakers = [];
for (const [shop, list] of Object.entries(BAKER_DEF)) {
  for (const [name, role, shift] of list) {
    const et = shop === 'Leivakoda';
    let no;
    do no = et ? `LK-${pad(r.int(1, 39))}` : `TC-0${r.int(301, 499)}`;
    while (usedNo.has(no));
    usedNo.add(no);
    const [lo, hi] = (et ? RATE_EUR : RATE_GBP)[role];
    const rate = r2(lo + Math.round(r.float(0, 1) * ((hi - lo) * 20)) / 20);
    const started = NEW_STARTERS.includes(name) ? NEW_START[name] : role === 'head baker' ? randDate(2012, 2019) : role === 'apprentice' ? randDate(2023, 2025) : randDate(2014, 2025);
    bakers.push({ name, shop, role, shift, no, rate, cur: et ? 'EUR' : 'GBP', started, hours: role === 'head baker' ? r.pick([40, 42.5, 45]) : pickHours() });
  }
}
const BK = Object.fromEntries(bakers.map((b) => [b.name, b]));
BK['Tõnu Mägi'].hours = 30;
BK['Kristjan Sepp'].hours = 40;
function bakerFacts(b, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(b.name, 'baker', attr, value, unit, stated, file);
  F('staff_no', b.no, 'text', b.no);
  F('shop', b.shop, 'text', st.shop ?? b.shop);
  F('role', b.role, 'text', st.role);
  F('shift', b.shift, 'text', st.shift);
  F('started', b.started, 'date', st.started);
  F('hours', b.hours, 'h', st.hours);
  F('hourly_rate', b.rate, b.cur, st.rate);
}
const cap = (s) => s[0].toUpperCase() + s.slice(1);
const byShop = (shop) => bakers.filter((b) => b.shop === shop && !NEW_STARTERS.includes(b.name));

// (b1) Pontcanna: HTML spec table, label set A
{
  const file = 'staff/pontcanna-team.html';
  const sections = byShop('Pontcanna').map((b, k) => {
    const started = fmtDate(b.started, k % 2 ? 'short' : 'long');
    const st = { shop: '', role: cap(b.role), shift: cap(b.shift), started, hours: String(b.hours), rate: gbp(b.rate) };
    bakerFacts(b, file, st);
    return { heading: b.name, rows: [['Staff no.', b.no], ['Role', st.role], ['Shift', st.shift], ['Start date', started], ['Hours per week', st.hours], ['Hourly rate', st.rate]] };
  });
  corpus.write(file, htmlTablePage({
    title: 'Pontcanna team', docTitle: 'Pontcanna team — Torth & Co.', crumbs: ['Torth & Co.', 'Staff', 'Pontcanna'],
    lead: ['Everyone who bakes or serves at the Pontcanna shop. Early shift 04:00–12:00, day shift 09:00–17:00, night shift 22:00–06:00.'],
    sections, footer: 'Pay rates from 1 April 2025.',
  }));
}
// (b2) Roath: plain-text profiles, label set B
byShop('Roath').forEach((b, k) => {
  const file = `staff/roath/profile-${slug(b.name)}.txt`;
  const started = fmtDate(b.started, k % 2 ? 'us' : 'short');
  const SH = { early: 'Earlies', day: 'Days', night: 'Nights' };
  const hours = `${b.hours} hrs/week`;
  const rate = `${gbp(b.rate)} per hour`;
  bakerFacts(b, file, { shop: 'Shop: Roath', role: `Position: ${cap(b.role)}`, shift: `Shift pattern: ${SH[b.shift]}`, started, hours, rate });
  corpus.write(file, txtProfile({
    txtHeader: `BAKER PROFILE — ${b.name.toUpperCase()}`,
    sections: [{ rows: [['Name', b.name], ['Staff number', b.no], ['Shop', 'Roath'], ['Position', cap(b.role)], ['Shift pattern', SH[b.shift]], ['Joined', started], ['Contracted hours', hours], ['Pay rate', rate]] }],
    lead: [L(k, ['Laminates the croissant dough on Tuesdays and Fridays.', 'Food hygiene certificate renewed this year.', 'Covers the Saturday market stall once a month.', 'Trained at Coleg Caerdydd a’r Fro.'])],
  }));
});
// (b3) Splott bakehouse: TSV rota, units inside the values
{
  const file = 'staff/bakehouse-rota-2025.tsv';
  const rows = byShop('Splott Bakehouse').map((b) => {
    const st = { shop: 'Splott Bakehouse', role: b.role, shift: b.shift, started: ukDate(b.started), hours: `${b.hours} h/wk`, rate: `£${b.rate.toFixed(2)}/h` };
    bakerFacts(b, file, st);
    return [b.no, b.name, 'Splott Bakehouse', b.role, b.shift, st.started, st.hours, st.rate];
  });
  corpus.write(file, delimited(['Staff no', 'Name', 'Site', 'Role', 'Shift', 'Started', 'Hours', 'Rate'], rows, '\t'));
}
// (b4) Leivakoda: ESTONIAN Markdown bullets
{
  const file = 'tallinn/tootajad.md';
  const sections = byShop('Leivakoda').map((b) => {
    const st = { shop: 'Pood: Leivakoda', role: `Amet: ${ET_ROLE[b.role]}`, shift: `Vahetus: ${ET_SHIFT[b.shift]}`, started: etDate(b.started), hours: `Tunde nädalas: ${etNum(b.hours)}`, rate: `${eur(b.rate)} €` };
    bakerFacts(b, file, st);
    return { heading: b.name, rows: [['Nimi', b.name], ['Töötaja nr', b.no], ['Pood', 'Leivakoda'], ['Amet', ET_ROLE[b.role]], ['Vahetus', ET_SHIFT[b.shift]], ['Alguskuupäev', st.started], ['Tunde nädalas', etNum(b.hours)], ['Tunnitasu', st.rate]] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Leivakoda — töötajad',
    lead: ['Töötajate nimekiri seisuga 1. september 2025. Varajane vahetus 04:00–12:00, päevane 09:00–17:00, öine 22:00–06:00.'],
    sections, footer: 'Tunnitasud bruto, alates 1. jaanuarist 2025.',
  }));
}
// (b5) new starters only in the sentences of an HR e-mail
{
  const file = 'email/2025-09-10-new-starters.eml';
  const m = BK['Megan Lloyd'];
  const l = BK['Lowri Davies'];
  const h = BK['Rhodri Bevan'];
  const hw = (x) => ({ 16: 'sixteen', 20: 'twenty', 24: 'twenty-four', 30: 'thirty', 32: 'thirty-two', 35: 'thirty-five', 37.5: 'thirty-seven and a half', 40: 'forty', 42.5: 'forty-two and a half' })[x];
  bakerFacts(m, file, { shop: 'Pontcanna', role: 'baker', shift: 'night shift', started: fmtDate(m.started, 'long'), hours: `${hw(m.hours)} hours a week`, rate: gbp(m.rate) });
  bakerFacts(l, file, { shop: 'Roath', role: 'apprentice', shift: 'early shift', started: fmtDate(l.started, 'long'), hours: `${hw(l.hours)} hours`, rate: gbp(l.rate) });
  bakerFacts(h, file, { shop: 'Splott Bakehouse', role: 'baker', shift: 'nights', started: fmtDate(h.started, 'us'), hours: `${h.hours} hours a week`, rate: gbp(h.rate) });
  corpus.write(file, `From: Hannah Moss <people@torthandco.co.uk>
To: Gareth Pryce <gareth@torthandco.co.uk>, Nadia Rahman <nadia@torthandco.co.uk>, Owain Price <owain@torthandco.co.uk>
Date: Wed, 10 Sep 2025 14:07:52 +0100
Subject: New starters - September/October

Hi all,

Three new people are joining us over the next few weeks; contracts are signed and the DBS checks are not needed for
production roles.

Megan Lloyd (staff number ${m.no}) starts at Pontcanna on ${fmtDate(m.started, 'long')} as a baker on the night shift.
She is contracted for ${hw(m.hours)} hours a week at ${gbp(m.rate)} an hour and comes to us from a supermarket in-store bakery.

Lowri Davies joins Roath on ${fmtDate(l.started, 'long')} as an apprentice (Level 2 Craft Baking, day release at
college on Wednesdays), early shift, ${hw(l.hours)} hours including college, paid ${gbp(l.rate)} an hour. Her staff
number is ${l.no}.

Rhodri Bevan, ${h.no}, will be a baker at the Splott Bakehouse from ${fmtDate(h.started, 'us')}, working nights,
${h.hours} hours a week at ${gbp(h.rate)} per hour.

Please make sure lockers, whites and a food hygiene induction are ready for their first day.

Thanks,
Hannah
People & Payroll
`);
}

// ------------------------------------------------------------------ suppliers
// [name, country, supplies, lead days, min kg, discount % | null]
const SUP_DEF = [
  ['Severnside Millers', 'England', 'Strong white and wholemeal flour', 4, 2000, 5],
  ['Cotswold Stoneground', 'England', 'Stoneground wholemeal and spelt flour', 6, 750, 4],
  ['Brecon Dairy', 'Wales', 'Butter and cream', 2, 50, null],
  ['Normandie Beurre', 'France', 'Dry butter sheets for lamination', 12, 400, 3.5],
  ['Anglesey Sea Salt Co.', 'Wales', 'Sea salt', 5, 25, null],
  ['Hafod Mill', 'Wales', 'Stoneground heritage wheat flour', 7, r4(1100 * LB / 1000), 2.5],
  ['Pennant Organics', 'Wales', 'Organic rye and spelt flour', 10, r4(220 * LB / 1000), null],
  ['Dansk Gær', 'Denmark', 'Fresh and dried yeast', 9, 100, 6],
  ['Sõmeru Veski', 'Estonia', 'Rye flour', 2, 300, 4],
  ['Kõrvemaa Veski', 'Estonia', 'Wheat flour and barley malt', 3, 500, null],
  ['Latvijas Milti', 'Latvia', 'Wheat and rye flour', 5, 1000, 7],
  ['Molino Valtellina', 'Italy', 'Type 00 and semolina flour', 21, 500, 8],
  ['Gloucester Grain Co.', 'England', 'Malted grain and seeded flour blends', 10, 1000, 2],
];
const suppliers = SUP_DEF.map(([name, country, supplies, lead, minKg, disc]) => ({ name, country, supplies, lead, minKg, disc }));
const SUP = Object.fromEntries(suppliers.map((s) => [s.name, s]));
function supFacts(s, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'supplier', attr, value, unit, stated, file);
  F('country', s.country, 'place', st.country ?? s.country);
  F('supplies', s.supplies, 'text', st.supplies ?? s.supplies);
  F('lead_time', s.lead, 'days', st.lead);
  F('min_order', s.minKg, 'kg', st.min);
  F('discount', s.disc, '%', st.disc);
}
// (e1) semicolon CSV with n/a
{
  const file = 'purchasing/approved-suppliers.csv';
  const rows = suppliers.slice(0, 5).map((s) => {
    const st = { lead: `${s.lead} days`, min: `${group(s.minKg)} kg`, disc: s.disc == null ? 'n/a' : `${s.disc}%` };
    supFacts(s, file, st);
    return [s.name, s.country, s.supplies, st.lead, st.min, st.disc];
  });
  corpus.write(file, delimited(['Supplier', 'Country', 'Supplies', 'Lead time', 'Minimum order', 'Trade discount'], rows, ';'));
}
// (e2) plain-text profiles (lb, weeks)
suppliers.slice(5, 8).forEach((s, k) => {
  const file = `purchasing/supplier-${slug(s.name.replace("æ", "ae"))}.txt`;
  const lbs = { 'Hafod Mill': 1100, 'Pennant Organics': 220 }[s.name];
  const min = lbs ? `${group(lbs)} lb` : `${s.minKg} kg`;
  const lead = s.lead % 7 === 0 ? `${s.lead / 7} week${s.lead === 7 ? '' : 's'}` : `${s.lead} working days`;
  const disc = s.disc == null ? 'none' : `${s.disc}%`;
  supFacts(s, file, { lead, min, disc: s.disc == null ? 'Discount: none' : disc });
  corpus.write(file, txtProfile({
    txtHeader: `SUPPLIER: ${s.name.toUpperCase()}`,
    sections: [{ rows: [['Name', s.name], ['Country', s.country], ['Products', s.supplies], ['Lead time', lead], ['Min. order', min], ['Discount', disc], ['Account manager', L(k, ['Iwan Roberts', 'Claire Duffy', 'Søren Holm'])]] }],
    lead: [L(k, ['Deliveries on a pallet, tail-lift required at Pontcanna.', 'Certified organic (Soil Association).', 'Yeast travels chilled; order by Thursday noon for the next delivery.'])],
  }));
});
// (e3) ESTONIAN flat JSON
{
  const file = 'tallinn/tarnijad.json';
  const ET_SUP = { 'Rye flour': 'rukkijahu', 'Wheat flour and barley malt': 'nisujahu ja odralinnased', 'Wheat and rye flour': 'nisu- ja rukkijahu' };
  const recs = suppliers.slice(8, 11).map((s) => {
    const st = { country: ET_COUNTRY[s.country], supplies: ET_SUP[s.supplies], lead: `${s.lead} päeva`, min: `${eur(s.minKg).replace(',00', '')} kg`, disc: s.disc == null ? 'puudub' : `${s.disc}%` };
    supFacts(s, file, st);
    return { nimi: s.name, riik: st.country, tooted: st.supplies, tarneaeg: st.lead, miinimumtellimus: st.min, allahindlus: st.disc };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
// (e4) two suppliers only in a purchasing e-mail
{
  const file = 'email/2025-07-22-new-flour-suppliers.eml';
  const a = SUP['Molino Valtellina'];
  const b = SUP['Gloucester Grain Co.'];
  supFacts(a, file, { country: 'Italy', supplies: 'Type 00 and semolina flour', lead: 'three weeks', min: 'half a tonne', disc: '8%' });
  supFacts(b, file, { country: 'England', supplies: 'malted grain and seeded flour blends', lead: 'ten days', min: 'one tonne', disc: 'two per cent' });
  corpus.write(file, `From: Marek Kowalski <marek@torthandco.co.uk>
To: Owain Price <owain@torthandco.co.uk>
Cc: accounts@torthandco.co.uk
Date: Tue, 22 Jul 2025 06:41:03 +0100
Subject: Two new flour accounts

Owain,

Both new flour accounts are now open.

Molino Valtellina in Italy will send us their Type 00 and semolina flour for the focaccia, ciabatta and pizza doughs.
Lead time is three weeks from order because it comes by road via Milan, the minimum order is half a tonne, and they
have agreed an 8% discount on list price for the first year.

Gloucester Grain Co., just over the bridge in England, supplies our malted grain and seeded flour blends. They need
ten days' notice, will only deliver one tonne or more at a time, and give two per cent off for payment within
fourteen days.

I've told accounts. Old Severnside blend stays for the sandwich loaves.

Marek
`);
}

// ------------------------------------------------------------------ products
// [name, category, vegan, flour supplier]
const PROD_DEF = {
  Pontcanna: [
    ['Pontcanna Sourdough', 'bread', true, 'Hafod Mill'], ['Seeded Rye', 'bread', true, 'Pennant Organics'], ['Spelt & Honey Loaf', 'bread', false, 'Cotswold Stoneground'],
    ['Country White Bloomer', 'bread', true, 'Severnside Millers'], ['Wholemeal Tin', 'bread', true, 'Severnside Millers'], ['Plain Croissant', 'pastry', false, 'Severnside Millers'],
    ['Pain au Chocolat', 'pastry', false, 'Severnside Millers'], ['Almond Croissant', 'pastry', false, 'Severnside Millers'], ['Bara Brith', 'cake', false, 'Hafod Mill'],
    ['Chocolate Babka', 'cake', false, 'Cotswold Stoneground'], ['Cheese & Leek Focaccia', 'savoury', false, 'Molino Valtellina'], ['Caerphilly & Onion Swirl', 'savoury', false, 'Severnside Millers'],
  ],
  Roath: [
    ['Black Treacle Rye', 'bread', true, 'Pennant Organics'], ['Laverbread Sourdough', 'bread', true, 'Hafod Mill'], ['Porridge Loaf', 'bread', true, 'Cotswold Stoneground'],
    ['Cinnamon Bun', 'pastry', false, 'Severnside Millers'], ['Cardamom Knot', 'pastry', false, 'Cotswold Stoneground'], ['Pistachio Danish', 'pastry', false, 'Severnside Millers'],
    ['Lemon Savarin', 'cake', false, 'Severnside Millers'], ["Za'atar Flatbread", 'savoury', true, 'Molino Valtellina'],
  ],
  'Splott Bakehouse': [
    ['White Sandwich Loaf', 'bread', true, 'Severnside Millers'], ['Malted Grain Tin', 'bread', true, 'Gloucester Grain Co.'], ['Baguette', 'bread', true, 'Severnside Millers'],
    ['Ciabatta', 'bread', true, 'Molino Valtellina'], ['Sourdough Batard', 'bread', true, 'Hafod Mill'], ['Brioche Burger Bun', 'bread', false, 'Severnside Millers'],
    ['Stollen', 'cake', false, 'Cotswold Stoneground'], ['Lardy Cake', 'cake', false, 'Severnside Millers'], ['Chelsea Bun', 'pastry', false, 'Severnside Millers'],
    ['Sausage Roll', 'savoury', false, 'Severnside Millers'], ['Pizza Bianca', 'savoury', true, 'Molino Valtellina'], ['Hot Cross Bun', 'pastry', false, 'Gloucester Grain Co.'],
  ],
  Leivakoda: [
    ['Kalamaja rukkileib', 'bread', true, 'Sõmeru Veski'], ['Seemneleib', 'bread', true, 'Sõmeru Veski'], ['Sepik', 'bread', true, 'Kõrvemaa Veski'], ['Hapusai', 'bread', true, 'Latvijas Milti'],
    ['Kaneelisaiake', 'pastry', false, 'Kõrvemaa Veski'], ['Kardemonisaiake', 'pastry', false, 'Kõrvemaa Veski'], ['Kringel', 'cake', false, 'Latvijas Milti'],
    ['Kohupiimakook', 'cake', false, 'Latvijas Milti'], ['Kapsapirukas', 'savoury', true, 'Kõrvemaa Veski'], ['Lihapirukas', 'savoury', false, 'Kõrvemaa Veski'],
  ],
  prose: [
    ['Rye & Caraway Loaf', 'bread', true, 'Pennant Organics', 'Roath'], ['Miso Caramel Bun', 'pastry', false, 'Severnside Millers', 'Pontcanna'], ['Welsh Rarebit Bun', 'savoury', false, 'Gloucester Grain Co.', 'Splott Bakehouse'],
  ],
};
const W = { bread: [400, 1000], pastry: [70, 140], cake: [300, 900], savoury: [110, 260] };
const P_GBP = { bread: [3.2, 6.6], pastry: [2.2, 3.9], cake: [5.5, 14], savoury: [2.8, 4.6] };
const P_EUR = { bread: [2.4, 5.2], pastry: [1.6, 3.2], cake: [4, 12], savoury: [2, 3.8] };
const PROVE = { bread: [90, 300], pastry: [75, 180], cake: [60, 180], savoury: [45, 150] };
const products = [];
let codeSeq = { Pontcanna: 100, Roath: 200, 'Splott Bakehouse': 300, Leivakoda: 400 };
const CODE_PREFIX = { Pontcanna: 'PC', Roath: 'RO', 'Splott Bakehouse': 'SB', Leivakoda: 'LK' };
for (const [group_, list] of Object.entries(PROD_DEF)) {
  for (const def of list) {
    const [name, cat, vegan, flour] = def;
    const shop = group_ === 'prose' ? def[4] : group_;
    const et = shop === 'Leivakoda';
    codeSeq[shop] += r.int(1, 6);
    const code = `${CODE_PREFIX[shop]}-${codeSeq[shop]}`;
    const [plo, phi] = (et ? P_EUR : P_GBP)[cat];
    const price = r2(plo + Math.round(r.float(0, 1) * ((phi - plo) * 10)) / 10);
    const [wlo, whi] = W[cat];
    const grams = Math.round(r.float(wlo, whi) / 10) * 10;
    const [vlo, vhi] = PROVE[cat];
    let prove = Math.round(r.float(vlo, vhi) / 15) * 15;
    if (/Sourdough|Batard|rukkileib|Hapusai/.test(name)) prove = r.pick([600, 720, 840, 960]);
    products.push({ name, cat, vegan, flour, shop, code, price, grams, prove, cur: et ? 'EUR' : 'GBP' });
  }
}
const PR = Object.fromEntries(products.map((p) => [p.name, p]));
function prodFacts(p, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'product', attr, value, unit, stated, file);
  F('code', p.code, 'text', p.code);
  F('category', p.cat, 'text', st.cat);
  F('weight', p.g, 'g', st.weight);
  F('price', p.price, p.cur, st.price);
  F('proving', p.prove, 'min', st.prove);
  F('vegan', p.vegan, 'bool', st.vegan);
  F('shop', p.shop, 'text', st.shop ?? p.shop);
  F('flour_supplier', p.flour, 'text', p.flour);
}
const hm = (min) => {
  const h = Math.floor(min / 60);
  const m = min % 60;
  return h ? (m ? `${h} hr ${m} mins` : `${h} hr${h > 1 ? 's' : ''}`) : `${m} mins`;
};
const isoDur = (min) => `PT${Math.floor(min / 60) ? `${Math.floor(min / 60)}H` : ''}${min % 60 ? `${min % 60}M` : ''}`;
const ofShop = (shop) => products.filter((p) => p.shop === shop && !PROD_DEF.prose.some((d) => d[0] === p.name));

// (c1) Pontcanna: CSV with units in the header
{
  const file = 'products/pontcanna-bake-list.csv';
  const rows = ofShop('Pontcanna').map((p) => {
    p.g = p.grams;
    prodFacts(p, file, { cat: p.cat, weight: String(p.g), price: p.price.toFixed(2), prove: String(p.prove), vegan: p.vegan ? 'Y' : 'N', shop: '' });
    return [p.code, p.name, p.cat, p.g, p.price.toFixed(2), p.prove, p.vegan ? 'Y' : 'N', p.flour];
  });
  corpus.write(file, delimited(['Code', 'Product', 'Category', 'Weight (g)', 'Price (GBP)', 'Proving (min)', 'Vegan', 'Flour supplier'], rows));
}
// (c2) Roath: one HTML definition-list page per product, weights in oz, proving in hours and minutes
ofShop('Roath').forEach((p, k) => {
  const file = `products/roath/${slug(p.name)}.html`;
  const oz = Math.max(2, Math.round(p.grams / OZ));
  p.g = r4(oz * OZ);
  const prove = hm(p.prove);
  const vegan = k % 2 ? (p.vegan ? 'Suitable for vegans' : 'Not suitable for vegans') : p.vegan ? 'Yes' : 'No';
  prodFacts(p, file, { cat: cap(p.cat), weight: `${oz} oz`, price: gbp(p.price), prove, vegan, shop: 'Roath' });
  corpus.write(file, htmlDlPage({
    title: p.name, site: 'Torth & Co. · Roath', docTitle: `${p.name} — Roath`,
    lead: [L(k, ['Baked every morning before the shop opens.', 'Best eaten the same day; freezes well.', 'One of the Roath regulars’ favourites.', 'Made with butter from Brecon Dairy.'])],
    sections: [
      { heading: 'Product', rows: [['Code', p.code], ['Type', cap(p.cat)], ['Baked at', 'Roath']] },
      { heading: 'Spec', rows: [['Weight', `${oz} oz`], ['Price', gbp(p.price)], ['Proving', prove], [k % 2 ? 'Vegan?' : 'Vegan', vegan], ['Flour', p.flour]] },
    ],
  }));
});
// (c3) Splott bakehouse: nested JSON catalogue, lb / kg / g, ISO 8601 durations
{
  const file = 'products/bakehouse-catalogue.json';
  const items = ofShop('Splott Bakehouse').map((p, k) => {
    let weight;
    if (p.cat === 'bread' && p.grams >= 700 && k % 2 === 0) {
      const lb = Math.round((p.grams / LB) * 4) / 4;
      p.g = r4(lb * LB);
      weight = `${lb} lb`;
    } else if (p.cat === 'cake' || (p.cat === 'bread' && p.grams >= 700)) {
      p.g = p.grams;
      weight = `${(p.grams / 1000).toFixed(2).replace(/0$/, '')} kg`;
    } else {
      p.g = p.grams;
      weight = `${p.grams} g`;
    }
    const dur = isoDur(p.prove);
    prodFacts(p, file, { cat: `"category": "${p.cat}"`, weight, price: `"amount": ${p.price}`, prove: dur, vegan: `"vegan": ${p.vegan}`, shop: 'Splott Bakehouse' });
    return {
      sku: p.code,
      title: p.name,
      category: p.cat,
      spec: { weight, proof: dur, diet: { vegan: p.vegan } },
      pricing: { retail: { amount: p.price, currency: 'GBP' } },
      sourcing: { flour: { supplier: p.flour } },
    };
  });
  corpus.write(file, JSON.stringify({ catalogue: { site: 'Splott Bakehouse', business: 'Torth & Co.', updated: '2025-09-01', items } }, null, 2) + '\n');
}
// (c4) Leivakoda: ESTONIAN HTML spec table
{
  const file = 'tallinn/tooted.html';
  const sections = ofShop('Leivakoda').map((p) => {
    let weight;
    if (p.grams >= 1000) {
      p.g = p.grams;
      weight = `${etNum(p.grams / 1000)} kg`;
    } else {
      p.g = p.grams;
      weight = `${p.grams} g`;
    }
    const prove = p.prove % 60 === 0 ? `${p.prove / 60} tundi` : p.prove % 30 === 0 && p.prove > 60 ? `${etNum(p.prove / 60)} tundi` : `${p.prove} minutit`;
    const st = { cat: ET_CAT[p.cat], weight: `Kaal`, price: `${eur(p.price)} €`, prove, vegan: p.vegan ? 'jah' : 'ei', shop: 'Leivakoda' };
    st.weight = weight;
    prodFacts(p, file, st);
    return { heading: p.name, rows: [['Kood', p.code], ['Kategooria', ET_CAT[p.cat]], ['Kaal', weight], ['Hind', st.price], ['Kerkimisaeg', prove], ['Vegan', st.vegan], ['Pood', 'Leivakoda'], ['Jahu', p.flour]] };
  });
  corpus.write(file, htmlTablePage({
    title: 'Leivakoda tooted', docTitle: 'Tooted — Leivakoda', crumbs: ['Leivakoda', 'Tooted'], colA: 'Väli', colB: 'Väärtus',
    lead: ['Kõik tooted küpsetatakse Kalamajas. Hinnad sisaldavad käibemaksu.'], sections,
    footer: 'Hinnakiri kehtib alates 1. märtsist 2025.',
  }));
}
// (c5) three new lines only in the minutes of the product meeting
{
  const file = 'meetings/2025-08-19-product-meeting-minutes.md';
  const a = PR['Rye & Caraway Loaf'];
  const b = PR['Miso Caramel Bun'];
  const c = PR['Welsh Rarebit Bun'];
  a.g = a.grams;
  b.g = b.grams;
  c.g = c.grams;
  const provW = (min) => {
    const h = Math.floor(min / 60);
    const m = min % 60;
    if (m === 0) return `${NUM_WORDS[h]} hour${h > 1 ? 's' : ''}`;
    if (m === 30) return `${NUM_WORDS[h]} and a half hours`;
    return h ? `${h} hour${h > 1 ? 's' : ''} ${m} minutes` : `${m} minutes`;
  };
  prodFacts(a, file, { cat: 'a rye bread', weight: `${a.g} g`, price: gbp(a.price), prove: provW(a.prove), vegan: 'vegan', shop: 'Roath' });
  prodFacts(b, file, { cat: 'pastry', weight: `${b.g} g`, price: gbp(b.price), prove: provW(b.prove), vegan: 'contains butter', shop: 'Pontcanna' });
  prodFacts(c, file, { cat: 'savoury', weight: `${c.g} g`, price: gbp(c.price), prove: provW(c.prove), vegan: 'not vegan', shop: 'bakehouse in Splott' });
  corpus.write(file, `# Product meeting — 19 August 2025

Present: Gareth Pryce, Nadia Rahman, Owain Price, Ffion Lewis, Chiara Bianchi. Apologies: Kadri Tamm (Tallinn).

## 1. Autumn range

Three new lines were agreed for the autumn range, all starting on 1 October.

- The **Rye & Caraway Loaf** (code ${a.code}), a rye bread, will be baked at Roath. It weighs ${a.g} g, sells at ${gbp(a.price)} and needs
  ${provW(a.prove)} of proving; it is vegan and uses Pennant Organics rye.
- Pontcanna will bake the **Miso Caramel Bun** (${b.code}), a laminated pastry of ${b.g} g at ${gbp(b.price)}. Proving is
  ${provW(b.prove)}. It contains butter, so it is not on the vegan shelf. Flour from Severnside Millers.
- The bakehouse in Splott takes the **Welsh Rarebit Bun** (${c.code}): savoury, ${c.g} g, ${gbp(c.price)} retail and
  ${provW(c.prove)} proving, made with the Gloucester Grain Co. seeded blend; not vegan (cheese and ale).

## 2. Christmas

Stollen and mince pies from 17 November. Order forms go out to wholesale customers on 1 November; last orders
19 December.

## 3. Waste

Shop waste averaged 6 % of the bake in July (target 5 %). Day-old bread continues to go to the Cardiff Food Bank and
the Roath community fridge.

Next meeting: 16 September.
`);
}
// (c6) WIDE table: units sold per month, January–September 2025 (Cardiff lines that were on sale all year)
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep'];
{
  const file = 'sales/units-sold-2025.csv';
  const lines = products.filter((p) => p.shop !== 'Leivakoda' && !PROD_DEF.prose.some((d) => d[0] === p.name));
  const rows = lines.map((p) => {
    const base = p.shop === 'Splott Bakehouse' ? r.int(600, 2600) : p.cat === 'bread' ? r.int(300, 1100) : r.int(150, 900);
    const vals = MONTHS.map((m, i) => {
      const season = (p.name === 'Hot Cross Bun' && (i === 2 || i === 3)) ? 3 : p.name === 'Hot Cross Bun' ? 0.15 : 1;
      return Math.round(base * season * r.float(0.82, 1.18));
    });
    MONTHS.forEach((m, i) => corpus.also(p.name, 'product', `sold_2025_${m}`, vals[i], 'units', String(vals[i]), file));
    return [p.code, p.name, p.shop, ...vals];
  });
  corpus.write(file, delimited(['Code', 'Product', 'Baked at', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'], rows));
}

// ------------------------------------------------------------------ wholesale customers
// [name, type, contact]
const CUST_DEF = {
  Pontcanna: [['Llandaff Fields Café', 'café', 'Alys Hughes'], ['Cathedral Road Guest House', 'hotel', 'Mark Dobson'], ['Pontcanna Deli', 'deli', 'Rosa Ferreira'], ['Ysgol Treganna', 'school', 'Catrin Wyn'], ['Kings Road Coffee', 'café', 'Tom Brennan'], ['Chapter Arts Café', 'café', 'Elin Rowlands'], ['The Severn Grill', 'hotel', 'Ahmed Saleh']],
  'Splott Bakehouse': [['Cardiff Bay Hotel', 'hotel', 'Julia Marsh'], ['Mermaid Quay Café', 'café', 'Gavin Lee'], ['Bute Street Hotel', 'hotel', 'Priti Desai'], ['Tiger Bay Deli', 'deli', 'Nico Angelis'], ['Splott Primary School', 'school', 'Karen Doyle'], ['Penarth Pier Café', 'café', 'Sam Whitby'], ['The Depot Kitchen', 'café', 'Ollie Grant'], ['Grangetown Deli', 'deli', 'Hassan Omar']],
  Roath: [['Roath Park Café', 'café', 'Jenny Price'], ['Albany Road Deli', 'deli', 'Marco Russo'], ['Wellfield Hotel', 'hotel', 'Diane Foster'], ['Roath Park Primary', 'school', 'Gwen Harries'], ['Crwys Coffee', 'café', 'Yusuf Ali']],
  Leivakoda: [['Kohvik Telliskivi', 'café', 'Kertu Lill'], ['Hotell Noblessner', 'hotel', 'Rein Org'], ['Balti Jaama Deli', 'deli', 'Signe Pärn'], ['Kalamaja Põhikool', 'school', 'Helen Raud'], ['Kohvik Paljassaare', 'café', 'Urmas Kivi'], ['Hotell Kadriorg', 'hotel', 'Eva Lind']],
  prose: [['Canton Coffee House', 'café', 'Bryn Owen', 'Pontcanna'], ['Heath Hotel', 'hotel', 'Laura Keane', 'Splott Bakehouse'], ['Cathays Deli', 'deli', 'Tariq Mahmood', 'Roath']],
};
const customers = [];
const usedAcc = new Set();
for (const [grp, list] of Object.entries(CUST_DEF)) {
  for (const def of list) {
    const [name, type, contact] = def;
    const shop = grp === 'prose' ? def[3] : grp;
    const et = shop === 'Leivakoda';
    let acc;
    do acc = et ? `EE-${pad(r.int(10, 99), 3)}` : `W-${r.int(1100, 2399)}`;
    while (usedAcc.has(acc));
    usedAcc.add(acc);
    const loaves = type === 'school' ? r.int(6, 20) * 10 : type === 'hotel' ? r.int(8, 36) * 5 : r.int(4, 24) * 5;
    const credit = et ? r.int(3, 30) * 100 : r.int(4, 50) * 100;
    const since = grp === 'prose' ? `2025-${pad(r.int(7, 9))}-${pad(r.int(1, 28))}` : randDate(2015, 2025);
    customers.push({ name, type, contact, shop, acc, loaves, credit, since, cur: et ? 'EUR' : 'GBP' });
  }
}
const CU = Object.fromEntries(customers.map((c) => [c.name, c]));
function custFacts(c, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'customer', attr, value, unit, stated, file);
  F('account', c.acc, 'text', c.acc);
  F('type', c.type, 'text', st.type);
  F('shop', c.shop, 'text', st.shop ?? c.shop);
  F('loaves_per_week', c.loaves, '', st.loaves);
  F('credit_limit', c.credit, c.cur, st.credit);
  F('since', c.since, 'date', st.since);
  F('contact', c.contact, 'person', c.contact);
}
const custOf = (shop) => customers.filter((c) => c.shop === shop && !CUST_DEF.prose.some((d) => d[0] === c.name));
// (d1) Pontcanna: Markdown bullets, label set A
{
  const file = 'wholesale/pontcanna-accounts.md';
  const sections = custOf('Pontcanna').map((c, k) => {
    const st = { type: `Type: ${cap(c.type)}`, shop: 'Supplied from: Pontcanna', loaves: `${c.loaves} loaves/week`, credit: `Credit limit: ${gbp0(c.credit)}`, since: fmtDate(c.since, k % 2 ? 'long' : 'short') };
    custFacts(c, file, st);
    return { heading: c.name, rows: [['Account no.', c.acc], ['Type', cap(c.type)], ['Supplied from', 'Pontcanna'], ['Standing order', st.loaves], ['Credit limit', gbp0(c.credit)], ['Customer since', st.since], ['Contact', c.contact]] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Pontcanna wholesale accounts',
    lead: ['Standing orders are delivered by 07:30, Tuesday to Saturday. Payment terms 30 days.'],
    sections, footer: 'Standing orders reviewed each quarter.',
  }));
}
// (d2) Splott bakehouse: flat JSON records, label set B
{
  const file = 'wholesale/bakehouse-customers.json';
  const recs = custOf('Splott Bakehouse').map((c) => {
    custFacts(c, file, { type: `"business_type": "${c.type}"`, shop: 'Splott Bakehouse', loaves: `"loaves_per_week": ${c.loaves}`, credit: `"credit_limit_gbp": ${c.credit}`, since: c.since });
    return { customer: c.name, account: c.acc, business_type: c.type, depot: 'Splott Bakehouse', loaves_per_week: c.loaves, credit_limit_gbp: c.credit, since: c.since, contact: c.contact };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
// (d3) Roath: HTML infobox pages, another label set (a month only for "Trading with us since")
custOf('Roath').forEach((c, k) => {
  const file = `wholesale/roath/${slug(c.name)}.html`;
  c.since = `${c.since.slice(0, 7)}-01`;
  const since = fmtDate(c.since, 'month');
  const dozen = k % 2 && c.loaves % 12 === 0;
  const loavesText = dozen ? `${c.loaves / 12} dozen loaves a week` : `${c.loaves} loaves a week`;
  custFacts(c, file, { type: cap(c.type), shop: 'Roath', loaves: loavesText, credit: `GBP ${group(c.credit)}`, since });
  corpus.write(file, htmlInfoboxPage({
    title: c.name,
    sections: [
      { heading: 'Wholesale account', rows: [['Account', c.acc], ['Business', cap(c.type)], ['Bakery', 'Roath'], ['Weekly standing order', loavesText], ['Credit limit', `GBP ${group(c.credit)}`], ['Trading with us since', since]] },
      { heading: 'Contact', rows: [['Name', c.contact], ['Delivery', L(k, ['back door, before 8am', 'front counter', 'kitchen entrance on the lane'])]] },
    ],
    lead: [`${c.name} takes its bread from the Roath shop.`],
  }));
});
// (d4) Leivakoda: ESTONIAN semicolon CSV with a PREAMBLE and DECIMAL COMMAS
{
  const file = 'tallinn/kliendid-eksport.csv';
  const rows = custOf('Leivakoda').map((c) => {
    custFacts(c, file, { type: ET_TYPE[c.type], shop: 'Leivakoda', loaves: `;${c.loaves};`, credit: eur(c.credit), since: etDate(c.since) });
    return [c.name, c.acc, ET_TYPE[c.type], 'Leivakoda', c.loaves, eur(c.credit), etDate(c.since), c.contact];
  });
  const head = 'Leivakoda OÜ - hulgikliendid\nEksporditud: 01.09.2025 08:12;Kasutaja: kadri\nValuuta: EUR;Summad komaga\n\n';
  corpus.write(file, head + delimited(['Klient', 'Konto nr', 'Tüüp', 'Pood', 'Püsitellimus (pätsi nädalas)', 'Krediidilimiit (EUR)', 'Klient alates', 'Kontaktisik'], rows, ';'));
}
// (d5) three new accounts only in a sales e-mail
{
  const file = 'email/2025-09-24-new-wholesale-accounts.eml';
  const a = CU['Canton Coffee House'];
  const b = CU['Heath Hotel'];
  const c = CU['Cathays Deli'];
  const words = (n) => ({ 20: 'twenty', 30: 'thirty', 40: 'forty', 50: 'fifty', 60: 'sixty', 70: 'seventy', 80: 'eighty', 90: 'ninety', 100: 'a hundred' })[n] ?? String(n);
  custFacts(a, file, { type: 'café', shop: 'Pontcanna', loaves: `${words(a.loaves)} loaves a week`, credit: gbp0(a.credit), since: fmtDate(a.since, 'long') });
  custFacts(b, file, { type: 'hotel', shop: 'the bakehouse', loaves: `${b.loaves} loaves`, credit: gbp0(b.credit), since: fmtDate(b.since, 'long') });
  custFacts(c, file, { type: 'deli', shop: 'Roath', loaves: `${words(c.loaves)} loaves`, credit: gbp0(c.credit), since: fmtDate(c.since, 'long') });
  corpus.write(file, `From: Ffion Lewis <ffion@torthandco.co.uk>
To: Gareth Pryce <gareth@torthandco.co.uk>, Nadia Rahman <nadia@torthandco.co.uk>, Owain Price <owain@torthandco.co.uk>
Cc: accounts@torthandco.co.uk
Date: Wed, 24 Sep 2025 16:20:11 +0100
Subject: Three new wholesale accounts

Hi all,

Good news from the trade fair: three new wholesale accounts, all set up on the system.

Canton Coffee House, a café on Cowbridge Road run by ${a.contact}, has been a customer since ${fmtDate(a.since, 'long')}
(account ${a.acc}). Pontcanna will supply them with a standing order of ${words(a.loaves)} loaves a week; credit limit ${gbp0(a.credit)}.

The Heath Hotel (account ${b.acc}), a family-run hotel near the hospital, starts with ${b.loaves} loaves a week from the bakehouse in Splott. Their contact is
${b.contact}, the head chef, and accounts approved a credit limit of ${gbp0(b.credit)}. Account opened ${fmtDate(b.since, 'long')}.

Cathays Deli, ${c.acc}, is a small deli on Crwys Road; ${c.contact} wants ${words(c.loaves)} loaves every week from Roath,
on a ${gbp0(c.credit)} credit limit, starting ${fmtDate(c.since, 'long')}.

Ffion
`);
}

// ------------------------------------------------------------------ ovens
// [code, make, shop, trays, kW, installed]
const OVEN_DEF = [
  ['OV-P1', 'MIWE', 'Pontcanna', 10, 18.5, '2016-05-12'], ['OV-P2', 'Tagliavini', 'Pontcanna', 8, 14.2, '2019-02-04'], ['OV-P3', 'Rational', 'Pontcanna', 6, 10.8, '2022-11-21'],
  ['OV-R1', 'Bongard', 'Roath', 8, 15, '2018-03-09'], ['OV-R2', 'Salva', 'Roath', 5, 9.6, '2020-08-17'], ['OV-R3', 'Tagliavini', 'Roath', 12, 21.6, '2025-06-02'],
  ['OV-S1', 'MIWE', 'Splott Bakehouse', 20, 45, '2019-03-01'], ['OV-S2', 'Wachtel', 'Splott Bakehouse', 16, 38, '2017-10-01'], ['OV-S3', 'Debag', 'Splott Bakehouse', 18, 36.5, '2021-05-01'], ['OV-S4', 'Rational', 'Splott Bakehouse', 10, 18.9, '2023-01-01'],
  ['KLM-A1', 'Sveba Dahlen', 'Leivakoda', 12, 22, '2018-03-15'], ['KLM-A2', 'Wachtel', 'Leivakoda', 8, 14.5, '2021-11-02'],
];
const ovens = OVEN_DEF.map(([code, make, shop, trays, kw, installed]) => ({ code, make, shop, trays, kw, installed }));
function ovenFacts(o, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(o.code, 'oven', attr, value, unit, stated, file);
  F('make', o.make, 'text', o.make);
  F('shop', o.shop, 'text', st.shop ?? o.shop);
  F('capacity', o.trays, 'trays', st.trays);
  F('power', o.kw, 'kW', st.kw);
  F('installed', o.installed, 'date', st.installed);
}
// (f1) nested JSON asset register (Pontcanna, Roath)
{
  const file = 'equipment/asset-register.json';
  const assets = ovens.filter((o) => ['OV-P1', 'OV-P2', 'OV-P3', 'OV-R1', 'OV-R2'].includes(o.code)).map((o) => {
    ovenFacts(o, file, { shop: `"site": "${o.shop}"`, trays: `"trays": ${o.trays}`, kw: `"power_kw": ${o.kw}`, installed: o.installed });
    return {
      asset: { code: o.code, kind: o.make === 'Rational' ? 'combi oven' : 'deck oven' },
      make: o.make,
      location: { site: o.shop, business: 'Torth & Co.' },
      spec: { trays: o.trays, power_kw: o.kw, fuel: 'electric' },
      installed: o.installed,
      service: { contractor: 'Celtic Catering Engineers', interval_months: 6 },
    };
  });
  corpus.write(file, JSON.stringify({ register: { name: 'Shop equipment', updated: '2025-07-01', assets } }, null, 2) + '\n');
}
// (f2) bakehouse ovens: Markdown YAML front matter + pipe table (installed: month only)
{
  const file = 'equipment/bakehouse-ovens.md';
  const sections = ovens.filter((o) => o.shop === 'Splott Bakehouse').map((o) => {
    const installed = fmtDate(o.installed, 'month');
    ovenFacts(o, file, { shop: 'Splott', trays: `${o.trays} trays`, kw: `${o.kw} kW`, installed });
    return { heading: o.code, rows: [['Make', o.make], ['Site', 'Splott Bakehouse'], ['Capacity', `${o.trays} trays`], ['Rating', `${o.kw} kW`], ['Installed', installed]] };
  });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['site', 'Splott Bakehouse'], ['owner', 'Owain Price'], ['reviewed', '2025-08-30']],
    title: 'Bakehouse ovens', colA: 'Spec', colB: 'Value',
    lead: ['Rack and deck ovens on the production floor. All three-phase electric.'], sections,
    footer: 'Descale the steam generators monthly.',
  }));
}
// (f3) Leivakoda ovens: ESTONIAN plain-text profiles
ovens.filter((o) => o.shop === 'Leivakoda').forEach((o, k) => {
  const file = `tallinn/ahi-${o.code.toLowerCase()}.txt`;
  const st = { shop: 'Pood: Leivakoda', trays: `${o.trays} plaati`, kw: `${etNum(o.kw)} kW`, installed: etDate(o.installed) };
  ovenFacts(o, file, st);
  corpus.write(file, txtProfile({
    txtHeader: `AHI — ${o.code}`,
    sections: [{ rows: [['Kood', o.code], ['Tootja', o.make], ['Pood', 'Leivakoda'], ['Mahutavus', st.trays], ['Võimsus', st.kw], ['Paigaldatud', st.installed]] }],
    lead: [L(k, ['Hooldus kaks korda aastas.', 'Kasutatakse peamiselt rukkileiva küpsetamiseks.'])],
  }));
});
// (f4) one oven only in an engineer's visit report
{
  const file = 'equipment/engineer-visit-roath-2025-06.md';
  const o = ovens.find((x) => x.code === 'OV-R3');
  ovenFacts(o, file, { shop: 'Roath', trays: 'twelve trays', kw: `${o.kw} kW`, installed: fmtDate(o.installed, 'long') });
  corpus.write(file, `# Engineer visit — Roath, 2 June 2025

Celtic Catering Engineers, job 25-1187. Engineer: Dai Probert.

The new four-deck oven was installed and commissioned at the Roath shop on ${fmtDate(o.installed, 'long')}. It is a
Tagliavini, asset code ${o.code}, taking twelve trays across the four decks, and is rated at ${o.kw} kW on a 32 A
three-phase supply. Steam injection tested on every deck; the top deck ran 4 °C hot and was recalibrated.

The old Salva (OV-R2) stays for the pastry; its door seal should be replaced at the next six-monthly service.
Nothing else to report. Signed off by Nadia Rahman.
`);
}

// ------------------------------------------------------------------ the Splott bakehouse, only in the annual review
{
  const s = SITE['Splott Bakehouse'];
  const file = 'reports/annual-review-2024-25.md';
  siteFacts(s, file, { district: 'Splott', city: 'Cardiff', ovens: 'four ovens', area: `${group(s.sqft)} sq ft`, hours: 'forty hours a week', rent: `${gbp0(s.rent)} a week` });
  corpus.write(file, `# Torth & Co. — annual review 2024/25

## The year in brief

Turnover grew by 11 % to £1.94 million across the two shops, the bakehouse and wholesale. We baked just over 610,000
loaves and trained six apprentices. The partnership with Leivakoda in Tallinn entered its third year.

## The Splott Bakehouse

Our production bakehouse on Portmanmoor Road in Splott, Cardiff, now bakes all the wholesale bread and most of the
sandwich loaves for the shops. The unit covers ${group(s.sqft)} sq ft and runs four ovens, two of them rack ovens. The
trade counter is open forty hours a week for collections. Owain Price manages the Splott Bakehouse, and the lease was
renewed in May at ${gbp0(s.rent)} a week.

## Shops

Pontcanna had its best December ever; Roath's new deck oven arrived in June. Both shops now close on Mondays.

## Next year

Electric vans for the wholesale round, a second mixer for the bakehouse, and a rye week with the Leivakoda team.
`);
}

// ------------------------------------------------------------------ background documents (numbers that belong to no entity)
corpus.write('README.txt', `Torth & Co. shared folder
=========================

Torth & Co. is an artisan bakery in Cardiff: two shops (Pontcanna and Roath), a production bakehouse in Splott, and
a partner bakery in Tallinn, Estonia (Leivakoda, in Kalamaja), whose files are in Estonian (tallinn/).

  shops/        one page per shop
  staff/        team lists and profiles
  products/     bake lists and product pages
  sales/        monthly sales
  wholesale/    wholesale accounts
  purchasing/   suppliers
  equipment/    ovens and other assets
  meetings/, reports/, email/, policies/, notices/, logistics/ and admin/

"torth" is Welsh for a loaf. Questions about the folder: office@torthandco.co.uk
`);
corpus.write('policies/food-safety-haccp.md', `# Food safety (HACCP summary)

| Step | Hazard | Control | Critical limit |
|---|---|---|---|
| Goods in | chilled butter warm | probe on arrival | below 8 °C |
| Proving | over-proving, mould | timed, covered racks | retarder 3–5 °C |
| Baking | undercooked centre | core temperature | at least 92 °C for bread |
| Cooling | condensation, mould | racks, no bagging warm | below 30 °C before slicing |
| Display | allergen cross-contact | tongs per tray, labels | — |

Fridge temperatures logged twice a day. Probe thermometers calibrated every 3 months in iced water (0 °C ± 1).
`);
corpus.write('policies/allergen-procedure.md', `# Allergens in the shops

All fourteen UK allergens are listed on the shelf labels. Sesame and nuts are handled in every kitchen, so no product
is sold as nut-free. Vegan products are made with no butter, milk, egg or honey, but on shared equipment.

Customers who ask about an allergen are shown the recipe folder; staff never guess.
`);
corpus.write('notices/price-changes-2025.md', `# Price changes from 1 March 2025

Flour has gone up by about 9 % since last spring and butter by 14 %. From 1 March most bread prices rise by 10p to
20p; pastries by 5p. Wholesale prices rise by 4 % on the same date. The loyalty card stays the same: the tenth coffee
is free.
`);
corpus.write('newsletters/autumn-2025.md', `# Torth & Co. news — autumn 2025

We turn eleven this year! Thank you to everyone who queued in the rain for the 500 free cinnamon buns on our birthday.

* Sourdough school restarts in October: six Saturday mornings, 8 places per class, £45 a session.
* The Roath shop now opens at 7am on Saturdays.
* Our friends at Leivakoda in Tallinn baked 3,000 kringel for their Christmas market last year.
`);
corpus.write('tallinn/uudiskiri-2025-sugis.md', `# Leivakoda uudiskiri — sügis 2025

Kalamaja päevadel müüsime kahe päevaga üle 1 200 kaneelisaiakese. Aitäh kõigile!

Alates oktoobrist on pood avatud ka pühapäeviti kell 9–15. Jõululaat algab 28. novembril.
Rukkileiva töötuba toimub 12. oktoobril, kohti on 10, osalustasu 35 €.
`);
corpus.write('logistics/delivery-rounds.csv', delimited(['Round', 'Van', 'Leaves', 'Stops', 'Miles', 'Driver'], [
  ['Bay', 'Van 1 (eVito)', '05:15', '9', '14', 'Steve'],
  ['Canton & Pontcanna', 'Van 2 (Transit)', '05:30', '11', '18', 'Kelly'],
  ['Roath & Cathays', 'Van 3 (Transit)', '05:45', '8', '11', 'Mo'],
  ['Penarth', 'Van 1 (eVito)', '07:10', '4', '16', 'Steve'],
]));
corpus.write('admin/cleaning-schedule.md', `# Cleaning schedule

- Daily: benches, proving cabinets, floors, slicers (after the last slice), display trays.
- Weekly (Monday): oven decks brushed, mixer guards, fridge seals.
- Monthly: extractor filters, steam generators descaled, 2 hours per oven.
- Every 6 months: deep clean by contractor (last: 14 April 2025).
`);
corpus.write('meetings/2025-06-10-managers-meeting.md', `# Managers' meeting — 10 June 2025

Present: Gareth Pryce, Nadia Rahman, Owain Price; Kadri Tamm on video from Tallinn.

1. May sales up 7 % on last year at the shops, flat at wholesale.
2. Energy: the bakehouse used 41,200 kWh in May; the new Roath oven should cut the shop's use by about 15 %.
3. Staffing: two vacancies (one baker, one apprentice) to be advertised in August.
4. Leivakoda wants to try a Welsh week in November; 3 bakers from Cardiff to visit for 5 days.
5. Next meeting 8 July.
`);
corpus.write('admin/insurance-2025.md', `# Insurance

Policy TC-INS-2025 renewed on 1 April 2025 for 12 months. Premium £6,850 (was £6,210). Public liability £5 million;
employers' liability £10 million. Excess £250 per claim. Broker: Taff Valley Insurance.
`);

const stats = corpus.flush(source);
console.log(`bakery2: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
