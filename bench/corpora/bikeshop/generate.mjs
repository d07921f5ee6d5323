#!/usr/bin/env node
// Bikeshop corpus (held-out): the shared folder of "Two Rivers Cycles", a bicycle hire and repair business with
// shops in Oxford (Cowley Road, Jericho) and Cambridge (Mill Road, Cambridge Station) and a partner hire shop in
// Ljubljana (Kolesarnica Trnovo, whose records are in Slovenian), 1 June 2025. 5 shops, 28 staff, 39 hire bikes,
// 35 repair jobs, 30 parts, 10 suppliers.
//   node bench/corpora/bikeshop/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "bikeshop-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) shops: an HTML infobox (label set A, m²), a YAML-front-matter page (label set B, sq ft), an HTML definition
//     list (sq ft), a Slovenian bullet page, and Cambridge Station only in the sentences of the annual review;
// (b) staff: Markdown bullets (label set A: `Staff no.`, `Grade`, `Start date`), an HTML spec table (label set B:
//     `Employee no.`, `Position`, `Joined`, `Pay: £16.10 per hour`), a flat JSON HR export, a TSV rota with units
//     in the values (`37.5 h/wk`, `£15.70/hr`), Slovenian plain-text profiles, three new starters only in an e-mail;
// (c) hire bikes: HTML spec-table pages (cm, kg, km), a CSV with units in the header (inches, lb, miles), a nested
//     JSON fleet export, a YAML-front-matter fleet page (inches, lb, miles), Slovenian infoboxes, two e-cargo bikes
//     only in an English e-mail and two bikes only in a Slovenian e-mail; a WIDE table of hire days per month
//     (January–May 2025; a CSV and a Slovenian Markdown table);
// (d) repair jobs: plain-text job cards, a Cambridge workshop export with a PREAMBLE, SEMICOLONS, DECIMAL COMMAS and
//     `n/a`, a Jericho TSV (`1.5 h`, `£12.00`), a nested Slovenian JSON export of work orders, a mechanic's diary
//     and a customer's e-mail in prose;
// (e) parts: a flat JSON stock file (Oxford), an HTML definition list and an HTML spec table (Cambridge), a
//     Slovenian bullet list (EUR), three parts only in a stock-take report;
// (f) suppliers: HTML infoboxes, a CSV with units in the header, Slovenian YAML pages, two only in the sentences of
//     the managers' meeting minutes;
// (g) background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: floor areas in m² (`1,080 sq ft` × 0.09290304); frame sizes in cm (`21 in` ×
// 2.54); weights in kg (`38.6 lb` × 0.45359237); battery ranges in km (`50 miles` × 1.609344); labour in minutes
// (`1 h 15 min` → 75); staff hours per week; money in its own currency (GBP for Oxford and Cambridge, EUR for
// Ljubljana; unit GBP or EUR); supplier delivery times in days (`1 week` → 7); discounts in %; dates ISO;
// Slovenian words in English (`mestno kolo` = city, `električno kolo` = e-bike, `tovorno kolo` = cargo, `cestno
// kolo` = road, `vajenec` = trainee, `mehanik` = mechanic, `višji mehanik` = senior mechanic, `vodja trgovine` =
// manager, `Slovenija` = Slovenia, `da` / `ne` = yes / no).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Corpus, delimited, fmtDate, group, htmlDlPage, htmlInfoboxPage, htmlTablePage, joinAnd, mdBulletsNote, mdYamlTableNote, rng, slug, targets, txtProfile,
} from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('bikeshop-v1');
const SQFT = 0.09290304;
const INCH = 2.54;
const LB = 0.45359237;
const MILE = 1.609344;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const r2 = (x) => Math.round(x * 100) / 100;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];
const gbp = (v) => `£${group(v, 2)}`;
const gbp0 = (v) => `£${group(v)}`;
/** Slovenian number style: 1.450,00 */
const slNum = (v, d = 2) => {
  const [i, f] = Number(v).toFixed(d).split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return f ? `${g},${f}` : g;
};
const eur = (v) => `${slNum(v)} €`;
const dec = (v) => v.toFixed(2).replace('.', ',');
const slDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}. ${m}. ${y}`;
};
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const NUM_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const TENS = { 20: 'twenty', 30: 'thirty', 40: 'forty', 50: 'fifty', 60: 'sixty', 70: 'seventy', 80: 'eighty', 90: 'ninety' };
const words = (n) => (n <= 20 ? NUM_WORDS[n] : n % 10 === 0 ? TENS[n] : `${TENS[n - (n % 10)]}-${NUM_WORDS[n % 10]}`);

class ShopCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the wide hire-days tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new ShopCorpus(dir);

// ------------------------------------------------------------------ (a) shops
const SHOPS = [
  { name: 'Cowley Road', town: 'Oxford', stands: 4, m2: 142, hours: 60, manager: 'Hannah Whitfield', rent: 3850, cur: 'GBP', opened: '2011-04-02' },
  { name: 'Jericho', town: 'Oxford', stands: 2, sqft: 1080, hours: 54, manager: 'Tom Ashby', rent: 2950, cur: 'GBP', opened: '2016-09-17' },
  { name: 'Mill Road', town: 'Cambridge', stands: 5, sqft: 1650, hours: 63, manager: 'Priya Raman', rent: 3400, cur: 'GBP', opened: '2013-03-09' },
  { name: 'Cambridge Station', town: 'Cambridge', stands: 3, m2: 118, hours: 70, manager: 'Gareth Bell', rent: 4200, cur: 'GBP', opened: '2019-05-20' },
  { name: 'Kolesarnica Trnovo', town: 'Ljubljana', stands: 3, m2: 96, hours: 56, manager: 'Matej Kovač', rent: 1450, cur: 'EUR', opened: '2017-04-01' },
];
for (const s of SHOPS) s.area = s.sqft != null ? r4(s.sqft * SQFT) : s.m2;
const SH = Object.fromEntries(SHOPS.map((s) => [s.name, s]));
function shopFacts(s, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'shop', attr, value, unit, stated, file);
  F('town', s.town, 'place', st.town ?? s.town);
  F('workstands', s.stands, '', st.stands);
  F('floor_area', s.area, 'm2', st.area);
  F('opening_hours', s.hours, 'h', st.hours);
  F('manager', s.manager, 'person', s.manager);
  F('monthly_rent', s.rent, s.cur, st.rent);
  F('opened', s.opened, 'date', st.opened);
}
{
  const s = SH['Cowley Road'];
  const file = 'shops/cowley-road.html';
  const rows = [['Town', 'Oxford'], ['Address', '118 Cowley Road, Oxford OX4 1JE'], ['Workstands', String(s.stands)], ['Floor area', `${s.m2} m²`], ['Opening hours', `${s.hours} hours a week`],
    ['Manager', s.manager], ['Monthly rent', gbp0(s.rent)], ['Opened', fmtDate(s.opened, 'long')]];
  shopFacts(s, file, { stands: 'Workstands', area: `${s.m2} m²`, hours: `${s.hours} hours a week`, rent: gbp0(s.rent), opened: fmtDate(s.opened, 'long') });
  corpus.write(file, htmlInfoboxPage({
    title: 'Cowley Road', docTitle: 'Two Rivers Cycles — Cowley Road shop',
    sections: [{ heading: 'Shop', rows }],
    lead: ['Our first shop, Cowley Road has four workstands in the back workshop and the largest hire fleet in Oxford.', 'Hire bikes are kept in the yard behind the shop; the workshop takes walk-in repairs until 4 pm.'],
    footer: 'Two Rivers Cycles Ltd, Oxford and Cambridge.',
  }));
}
{
  const s = SH.Jericho;
  const file = 'shops/jericho.md';
  const rows = [['Town', 'Oxford'], ['Repair benches', String(s.stands)], ['Shop floor', `${group(s.sqft)} sq ft`], ['Open', `${s.hours} h per week`], ['Shop manager', s.manager],
    ['Rent (pcm)', `GBP ${group(s.rent)}`], ['Trading since', fmtDate(s.opened, 'us')]];
  shopFacts(s, file, { stands: `| Repair benches | ${s.stands} |`, area: `${group(s.sqft)} sq ft`, hours: `${s.hours} h per week`, rent: `GBP ${group(s.rent)}`, opened: fmtDate(s.opened, 'us') });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['shop', 'Jericho'], ['company', 'Two Rivers Cycles'], ['updated', '2025-05-30'], ['tags', ['shop', 'oxford']]],
    title: 'Jericho shop', colA: 'Item', colB: 'Detail',
    lead: ['The Jericho shop on Walton Street is our smallest, with just 2 repair benches; it specialises in road bikes and quick fixes.'],
    sections: [{ heading: 'Facts', rows }],
    footer: 'Parking for cargo bikes is round the corner on Great Clarendon Street.',
  }));
}
{
  const s = SH['Mill Road'];
  const file = 'shops/mill-road.html';
  const rows = [['City', 'Cambridge'], ['Benches', String(s.stands)], ['Size', `${group(s.sqft)} sq ft`], ['Hours open per week', String(s.hours)], ['Run by', s.manager],
    ['Rent', `${gbp0(s.rent)} pcm`], ['Opened', fmtDate(s.opened, 'dotted')]];
  shopFacts(s, file, { stands: `<dd>${s.stands}</dd>`, area: `${group(s.sqft)} sq ft`, hours: `<dd>${s.hours}</dd>`, rent: `${gbp0(s.rent)} pcm`, opened: fmtDate(s.opened, 'dotted') });
  corpus.write(file, htmlDlPage({
    title: 'Mill Road, Cambridge', site: 'Two Rivers Cycles intranet',
    lead: [`Mill Road is our busiest workshop, run by ${s.manager}, with five benches and a cargo-bike hire corner.`],
    sections: [{ heading: 'Shop details', rows }],
    footer: 'Deliveries through the back gate on Gwydir Street, please.',
  }));
}
{
  const s = SH['Kolesarnica Trnovo'];
  const file = 'ljubljana/trgovina-trnovo.md';
  shopFacts(s, file, { town: 'Mesto: Ljubljana', stands: `Delovna mesta: ${s.stands}`, area: `Površina: ${s.m2} m²`, hours: `Odprto: ${s.hours} ur na teden`, rent: `Mesečna najemnina: ${eur(s.rent)}`, opened: `Ustanovljena: ${slDate(s.opened)}` });
  corpus.write(file, mdBulletsNote({
    title: 'Kolesarnica Trnovo — podatki o trgovini',
    lead: ['Partnerska izposojevalnica koles Two Rivers Cycles v Ljubljani, ob Gradaščici. Trgovina ima 3 delovna mesta za servis.'],
    sections: [{ heading: 'Osnovni podatki', rows: [['Ime', s.name], ['Mesto', 'Ljubljana'], ['Naslov', 'Eipprova ulica 15, 1000 Ljubljana'], ['Delovna mesta', String(s.stands)], ['Površina', `${s.m2} m²`],
      ['Odprto', `${s.hours} ur na teden`], ['Vodja', s.manager], ['Mesečna najemnina', eur(s.rent)], ['Ustanovljena', slDate(s.opened)]] }],
    footer: 'Cene v evrih (EUR), z DDV.',
  }));
}
// Cambridge Station: only in the sentences of the annual review (written further down with the background)
const stationShopFile = 'reports/annual-review-2024-25.md';
{
  const s = SH['Cambridge Station'];
  shopFacts(s, stationShopFile, { stands: 'three workstands', area: `${s.m2} m²`, hours: 'seventy hours a week', rent: `${gbp0(s.rent)} a month`, opened: fmtDate(s.opened, 'long') });
}

// ------------------------------------------------------------------ (b) staff
// [name, staff no, shop, grade, start, hours/week, repairs/week, hourly rate]
const STAFF_DEF = [
  ['Hannah Whitfield', 'TR-0103', 'Cowley Road', 'manager', '2011-03-14', 40, 6, 19.2],
  ['Dan Okafor', 'TR-0118', 'Cowley Road', 'senior mechanic', '2014-06-02', 40, 31, 16.4],
  ['Ellie Marsh', 'TR-0151', 'Cowley Road', 'mechanic', '2019-08-19', 37.5, 24, 13.8],
  ['Sam Greaves', 'TR-0164', 'Cowley Road', 'mechanic', '2021-02-08', 30, 19, 13.1],
  ['Rosa Lindqvist', 'TR-0172', 'Cowley Road', 'mechanic', '2022-04-25', 24, 15, 13.25],
  ['Josh Patel', 'TR-0187', 'Cowley Road', 'trainee', '2024-09-02', 37.5, 9, 10.9],
  ['Callum Reid', 'TR-0195', 'Cowley Road', 'trainee', '2025-05-12', 30, 4, 10.6],
  ['Tom Ashby', 'TR-0131', 'Jericho', 'manager', '2016-08-01', 40, 8, 18.6],
  ['Freya Collins', 'TR-0139', 'Jericho', 'senior mechanic', '2017-05-15', 37.5, 28, 16.1],
  ['Ollie Brennan', 'TR-0158', 'Jericho', 'mechanic', '2020-03-02', 37.5, 22, 13.6],
  ['Mei Tanaka', 'TR-0176', 'Jericho', 'mechanic', '2023-01-16', 32, 20, 13.35],
  ['Imogen Hart', 'TR-0196', 'Jericho', 'mechanic', '2025-05-19', 20, 12, 13],
  ['Priya Raman', 'TR-0109', 'Mill Road', 'manager', '2012-11-05', 40, 7, 19.5],
  ['Kieran Doyle', 'TR-0122', 'Mill Road', 'senior mechanic', '2015-01-12', 40, 33, 16.8],
  ['Aisha Mensah', 'TR-0145', 'Mill Road', 'mechanic', '2018-07-09', 37.5, 26, 14.1],
  ['Ben Hollis', 'TR-0161', 'Mill Road', 'mechanic', '2020-10-19', 35, 21, 13.4],
  ['Lucy Fairbairn', 'TR-0183', 'Mill Road', 'trainee', '2024-03-04', 37.5, 11, 11.2],
  ['Marek Nowak', 'TR-0197', 'Mill Road', 'senior mechanic', '2025-04-28', 40, 27, 16.25],
  ['Gareth Bell', 'TR-0157', 'Cambridge Station', 'manager', '2019-04-08', 40, 9, 18.9],
  ['Nadia Qureshi', 'TR-0160', 'Cambridge Station', 'senior mechanic', '2019-05-13', 37.5, 29, 15.7],
  ['Chris Dunmore', 'TR-0168', 'Cambridge Station', 'mechanic', '2021-09-06', 37.5, 23, 13.5],
  ['Zoe Whitaker', 'TR-0179', 'Cambridge Station', 'mechanic', '2023-06-12', 28, 17, 13.2],
  ['Harvey Moss', 'TR-0189', 'Cambridge Station', 'trainee', '2024-10-07', 37.5, 10, 11],
  ['Matej Kovač', 'KT-01', 'Kolesarnica Trnovo', 'manager', '2017-03-20', 40, 10, 16],
  ['Luka Horvat', 'KT-03', 'Kolesarnica Trnovo', 'senior mechanic', '2018-04-03', 40, 30, 13.5],
  ['Tjaša Zupan', 'KT-05', 'Kolesarnica Trnovo', 'mechanic', '2020-05-11', 40, 25, 11.8],
  ['Nejc Kranjc', 'KT-07', 'Kolesarnica Trnovo', 'mechanic', '2022-03-15', 30, 18, 11.2],
  ['Eva Potočnik', 'KT-09', 'Kolesarnica Trnovo', 'trainee', '2024-09-16', 40, 8, 8.5],
];
const staff = STAFF_DEF.map(([name, no, shop, grade, start, hours, repairs, rate]) => ({ name, no, shop, grade, start, hours, repairs, rate, cur: shop === 'Kolesarnica Trnovo' ? 'EUR' : 'GBP' }));
const ST = Object.fromEntries(staff.map((p) => [p.name, p]));
const NEW_STARTERS = ['Callum Reid', 'Imogen Hart', 'Marek Nowak'];
const cap = (s) => s[0].toUpperCase() + s.slice(1);
function staffFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
  F('staff_no', p.no, 'text', p.no);
  F('shop', p.shop, 'place', s.shop ?? '');
  F('grade', p.grade, 'text', s.grade);
  F('started', p.start, 'date', s.start);
  F('hours', p.hours, 'h', s.hours);
  F('repairs_per_week', p.repairs, '', s.repairs);
  F('hourly_rate', p.rate, p.cur, s.rate);
}
{
  const file = 'staff/cowley-road-team.md';
  const team = staff.filter((p) => p.shop === 'Cowley Road' && !NEW_STARTERS.includes(p.name));
  const sections = team.map((p, k) => {
    const start = fmtDate(p.start, k % 2 ? 'short' : 'long');
    const hours = k % 3 === 1 ? `${p.hours} hours` : String(p.hours);
    staffFacts(p, file, { shop: 'Cowley Road', grade: `Grade: ${cap(p.grade)}`, start, hours: `Hours per week: ${hours}`, repairs: `Repairs per week: ${p.repairs}`, rate: `Hourly rate: ${gbp(p.rate)}` });
    return { heading: p.name, rows: [['Staff no.', p.no], ['Grade', cap(p.grade)], ['Start date', start], ['Hours per week', hours], ['Repairs per week', String(p.repairs)], ['Hourly rate', gbp(p.rate)]] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Cowley Road team',
    lead: ['Team sheet for the Cowley Road shop, Oxford. Repairs per week are the average over March–May 2025 from the workshop system.', `${team[1].name} is our longest-serving mechanic and does ${team[1].repairs} repairs a week.`],
    sections, footer: 'Pay rates from 1 April 2025 (National Living Wage uplift applied).',
  }));
}
{
  const file = 'staff/jericho-staff.html';
  const team = staff.filter((p) => p.shop === 'Jericho' && !NEW_STARTERS.includes(p.name));
  const sections = team.map((p) => {
    const start = fmtDate(p.start, 'us');
    staffFacts(p, file, { shop: 'Jericho', grade: cap(p.grade), start, hours: `${p.hours} h`, repairs: `<td>${p.repairs}</td>`, rate: `${gbp(p.rate)} per hour` });
    return { heading: p.name, rows: [['Employee no.', p.no], ['Position', cap(p.grade)], ['Based at', 'Jericho'], ['Joined', start], ['Contracted hours', `${p.hours} h`], ['Average repairs / week', String(p.repairs)], ['Pay', `${gbp(p.rate)} per hour`]] };
  });
  corpus.write(file, htmlTablePage({
    title: 'Jericho — staff', crumbs: ['Intranet', 'Shops', 'Jericho', 'Staff'], colA: 'Detail', colB: '',
    lead: [`${team[0].name} has managed Jericho since the shop opened in 2016.`],
    sections, footer: 'Contracted hours are per week.',
  }));
}
{
  const file = 'hr/mill-road-staff-export.json';
  const team = staff.filter((p) => p.shop === 'Mill Road' && !NEW_STARTERS.includes(p.name));
  const recs = team.map((p) => {
    staffFacts(p, file, { shop: '"shop": "Mill Road"', grade: `"grade": "${p.grade}"`, start: p.start, hours: `"hours_per_week": ${p.hours}`, repairs: `"repairs_per_week": ${p.repairs}`, rate: `"hourly_rate_gbp": ${p.rate}` });
    return { name: p.name, staff_number: p.no, shop: 'Mill Road', grade: p.grade, start_date: p.start, hours_per_week: p.hours, repairs_per_week: p.repairs, hourly_rate_gbp: p.rate };
  });
  corpus.write(file, JSON.stringify({ exported: '2025-05-31T17:40:00Z', source: 'BrightHR', shop: 'Mill Road, Cambridge', staff: recs }, null, 2) + '\n');
}
{
  const file = 'hr/station-rota.tsv';
  const team = staff.filter((p) => p.shop === 'Cambridge Station');
  const rows = team.map((p) => {
    const start = fmtDate(p.start, 'dotted');
    staffFacts(p, file, { shop: 'Cambridge Station', grade: cap(p.grade), start, hours: `${p.hours} h/wk`, repairs: `${p.repairs} /wk`, rate: `${gbp(p.rate)}/hr` });
    return [p.name, p.no, 'Cambridge Station', cap(p.grade), start, `${p.hours} h/wk`, `${p.repairs} /wk`, `${gbp(p.rate)}/hr`];
  });
  corpus.write(file, delimited(['Name', 'Staff no', 'Shop', 'Grade', 'Started', 'Contract', 'Repairs', 'Rate'], rows, '\t'));
}
const SL_GRADE = { trainee: 'vajenec', mechanic: 'mehanik', 'senior mechanic': 'višji mehanik', manager: 'vodja trgovine' };
staff.filter((p) => p.shop === 'Kolesarnica Trnovo').forEach((p, k) => {
  const file = `ljubljana/zaposleni/${slug(p.name)}.txt`;
  const grade = p.name === 'Eva Potočnik' ? 'vajenka' : p.name === 'Tjaša Zupan' ? 'mehaničarka' : SL_GRADE[p.grade];
  staffFacts(p, file, { shop: 'Trgovina: Kolesarnica Trnovo', grade: `Naziv: ${grade}`, start: `Začetek dela: ${slDate(p.start)}`, hours: `Ur na teden: ${p.hours}`, repairs: `Popravil na teden: ${p.repairs}`, rate: `Urna postavka: ${eur(p.rate)}` });
  corpus.write(file, txtProfile({
    txtHeader: `PROFIL ZAPOSLENEGA — ${p.name.toUpperCase()}`,
    sections: [{ rows: [['Ime', p.name], ['Številka zaposlenega', p.no], ['Trgovina', 'Kolesarnica Trnovo'], ['Naziv', grade], ['Začetek dela', slDate(p.start)], ['Ur na teden', String(p.hours)],
      ['Popravil na teden', String(p.repairs)], ['Urna postavka', eur(p.rate)]] }],
    lead: [L(k, ['Odgovoren za izposojo in ključe.', 'Specialist za električna kolesa (Bosch, Shimano Steps).', 'Servis tovornih koles.', 'Dela tudi ob sobotah.', 'V prvem letu usposabljanja.'])],
  }));
});
{
  const file = 'email/2025-05-09-new-starters.eml';
  const [a, b, c] = NEW_STARTERS.map((n) => ST[n]);
  staffFacts(a, file, { shop: 'Cowley Road', grade: 'trainee', start: fmtDate(a.start, 'long'), hours: 'thirty hours a week', repairs: 'four repairs a week', rate: gbp(a.rate) });
  staffFacts(b, file, { shop: 'Jericho', grade: 'mechanic', start: fmtDate(b.start, 'long'), hours: 'twenty hours a week', repairs: 'twelve repairs a week', rate: gbp(b.rate) });
  staffFacts(c, file, { shop: 'Mill Road', grade: 'senior mechanic', start: fmtDate(c.start, 'long'), hours: 'forty hours a week', repairs: 'twenty-seven repairs a week', rate: gbp(c.rate) });
  corpus.write(file, `From: Sarah Quinn (HR) <hr@tworiverscycles.co.uk>
To: managers@tworiverscycles.co.uk
Date: Fri, 9 May 2025 15:12:40 +0100
Subject: New starters - May

Hi all,

Quick round-up of our three new starters so their shops can set up rotas and workshop logins.

${a.name} (staff no. ${a.no}) starts at Cowley Road on ${fmtDate(a.start, 'long')} as a trainee. He is on thirty hours a week at ${gbp(a.rate)} an hour and Hannah expects him to manage about four repairs a week while he learns the ropes.

${b.name} (${b.no}) joins Jericho as a mechanic on ${fmtDate(b.start, 'long')}, twenty hours a week (Saturdays and Sundays plus one weekday) at ${gbp(b.rate)} an hour. She ran her own mobile repair van, so Tom is pencilling in twelve repairs a week from day one.

${c.name} (${c.no}) has already started at Mill Road: he began on ${fmtDate(c.start, 'long')} as a senior mechanic, forty hours a week at ${gbp(c.rate)} an hour, and is already doing twenty-seven repairs a week.

Contracts and payroll forms are in the HR folder.

Thanks,
Sarah
`);
}

// ------------------------------------------------------------------ (c) hire bikes
const KIND = {
  city: { frame: [48, 58], w: [14.5, 19.5], price: [420, 780], rate: [16, 24], eur: [11, 16] },
  road: { frame: [50, 58], w: [8.4, 10.6], price: [850, 1650], rate: [28, 38], eur: [22, 30] },
  'e-bike': { frame: [46, 56], w: [21, 27.5], price: [1750, 3300], rate: [34, 46], eur: [25, 35], range: [60, 125] },
  cargo: { frame: [50, 50], w: [32, 48], price: [2900, 6400], rate: [48, 65], eur: [38, 50], range: [50, 90] },
  tandem: { frame: [54, 58], w: [18.5, 24], price: [1150, 2250], rate: [42, 55], eur: [30, 40] },
};
const MODELS = {
  city: ['Pashley Britannia', 'Raleigh Pioneer', 'Dawes Diamond', 'Trek FX 1'],
  road: ['Ribble Endurance AL', 'Specialized Allez', 'Cannondale CAAD Optimo'],
  'e-bike': ['Raleigh Motus', 'Cube Kathmandu Hybrid', 'Gazelle Ultimate C380', 'Trek Allant+ 7'],
  cargo: { false: ['Bullitt Classic'], true: ['Urban Arrow Family', 'Tern GSD S00', 'Babboe Curve Mountain'] },
  tandem: ['Dawes Galaxy Twin', 'Circe Helios'],
};
const SL_MODELS = { city: ['Rog Urban 28', 'Elan City Classic'], road: ['Rog Strada'], 'e-bike': ['Elan E-City', 'KTM Macina City'], cargo: { true: ['Tern GSD S00'] } };
// [shop, layout, kind, electric]
const FLEET_PLAN = [
  ['Cowley Road', 'page', [['city', false], ['city', false], ['e-bike', true], ['e-bike', true], ['tandem', false], ['cargo', false]]],
  ['Cowley Road', 'mail', [['cargo', true], ['cargo', true]]],
  ['Jericho', 'csv', [['city', false], ['city', false], ['city', false], ['road', false], ['road', false], ['e-bike', true], ['e-bike', true], ['e-bike', true]]],
  ['Mill Road', 'json', [['city', false], ['city', false], ['city', false], ['e-bike', true], ['e-bike', true], ['cargo', true], ['tandem', false], ['road', false], ['road', false]]],
  ['Cambridge Station', 'yaml', [['city', false], ['city', false], ['city', false], ['e-bike', true], ['e-bike', true], ['e-bike', true], ['e-bike', true]]],
  ['Kolesarnica Trnovo', 'sl', [['city', false], ['city', false], ['e-bike', true], ['road', false], ['cargo', true]]],
  ['Kolesarnica Trnovo', 'slmail', [['e-bike', true], ['city', false]]],
];
const PREFIX = { 'Cowley Road': 'CR-1', Jericho: 'JX-2', 'Mill Road': 'MR-3', 'Cambridge Station': 'CS-4', 'Kolesarnica Trnovo': 'LJ-5' };
const IMPERIAL = new Set(['csv', 'yaml']);
const bikes = [];
const seqOf = {};
const randDate = (y0, y1) => `${r.int(y0, y1)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
for (const [shop, layout, plan] of FLEET_PLAN) {
  plan.forEach(([kind, electric], k) => {
    seqOf[shop] = (seqOf[shop] ?? 0) + 1;
    const fleet = `${PREFIX[shop]}${pad(seqOf[shop])}`;
    const K = KIND[kind];
    const sl = shop === 'Kolesarnica Trnovo';
    const imp = IMPERIAL.has(layout);
    const b = { fleet, shop, layout, kind, electric, cur: sl ? 'EUR' : 'GBP' };
    const ms = sl ? SL_MODELS[kind] : MODELS[kind];
    const pool = Array.isArray(ms) ? ms : ms[String(electric)];
    b.model = pool[(k + r.int(0, 3)) % pool.length];
    if (imp) {
      b.frameIn = kind === 'cargo' ? 20 : r.int(Math.round(K.frame[0] / INCH) * 2, Math.round(K.frame[1] / INCH) * 2) / 2;
      b.frame = r4(b.frameIn * INCH);
      b.weightLb = Math.round(r.float(K.w[0], K.w[1]) / LB * 10) / 10;
      b.weight = r4(b.weightLb * LB);
    } else {
      b.frame = r.int(K.frame[0], K.frame[1]);
      b.weight = Math.round(r.float(K.w[0], K.w[1]) * 10) / 10;
    }
    b.price = sl ? Math.round(r.float(K.price[0], K.price[1]) * 0.95 / 10) * 10 : Math.round(r.float(K.price[0], K.price[1]) / 5) * 5;
    b.rate = sl ? r.int(K.eur[0], K.eur[1]) : r.int(K.rate[0] * 2, K.rate[1] * 2) / 2;
    if (electric) {
      const rg = K.range ?? KIND['e-bike'].range;
      if (imp) {
        b.rangeMi = Math.round(r.float(rg[0], rg[1]) / MILE);
        b.range = r4(b.rangeMi * MILE);
      } else b.range = r.int(rg[0], rg[1]);
    }
    b.bought = layout === 'mail' ? '2025-04-03' : layout === 'slmail' ? '2025-04-12' : randDate(2019, 2024);
    bikes.push(b);
  });
}
const BK = Object.fromEntries(bikes.map((b) => [b.fleet, b]));
// a few fixed points the folder should hold
BK['CS-402'].bought = '2025-02-14';
function bikeFacts(b, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(b.fleet, 'bike', attr, value, unit, stated, file);
  F('model', b.model, 'text', b.model);
  F('kind', b.kind, 'text', s.kind);
  F('electric', b.electric, 'bool', s.electric);
  F('shop', b.shop, 'place', s.shop ?? '');
  F('frame_size', b.frame, 'cm', s.frame);
  F('weight', b.weight, 'kg', s.weight);
  F('purchased', b.bought, 'date', s.bought);
  F('price_paid', b.price, b.cur, s.price);
  F('day_rate', b.rate, b.cur, s.rate);
  if (b.electric) F('battery_range', b.range, 'km', s.range);
}
const KIND_EN = { city: 'City bike', road: 'Road bike', 'e-bike': 'E-bike', cargo: 'Cargo bike', tandem: 'Tandem' };
// (c1) Cowley Road bike pages (HTML spec table, label set A)
bikes.filter((b) => b.layout === 'page').forEach((b, k) => {
  const file = `bikes/cowley-road/${b.fleet.toLowerCase()}.html`;
  const bought = fmtDate(b.bought, 'long');
  const rows = [['Fleet no.', b.fleet], ['Model', b.model], ['Type', KIND_EN[b.kind]], ['Electric assist', b.electric ? 'Yes' : 'No'], ['Frame size', `${b.frame} cm`], ['Weight', `${b.weight} kg`]];
  if (b.electric) rows.push(['Battery range', `up to ${b.range} km`]);
  const buy = [['Bought', bought], ['Price paid', gbp(b.price)]];
  const hire = [['Day hire', gbp(b.rate)], ['Home shop', 'Cowley Road']];
  bikeFacts(b, file, { kind: KIND_EN[b.kind], electric: `<td>${b.electric ? 'Yes' : 'No'}</td>`, shop: 'Cowley Road', frame: `${b.frame} cm`, weight: `${b.weight} kg`, bought, price: gbp(b.price), rate: gbp(b.rate), range: `${b.range} km` });
  corpus.write(file, htmlTablePage({
    title: `${b.fleet} — ${b.model}`, crumbs: ['Fleet', 'Cowley Road', b.fleet],
    lead: [`${b.fleet} is a ${KIND_EN[b.kind].toLowerCase()} that hires out at ${gbp(b.rate)} a day from Cowley Road.`],
    sections: [{ heading: 'Specification', rows }, { heading: 'Purchase', rows: buy }, { heading: 'Hire', rows: hire }],
    footer: L(k, ['Check tyre pressure and brakes before every hire.', 'Lock and lights supplied with the bike.', 'Child seat fits (rear rack).']),
  }));
});
// (c2) Jericho fleet CSV (units in the header: inches, lb, miles)
{
  const file = 'bikes/jericho-fleet.csv';
  const rows = bikes.filter((b) => b.layout === 'csv').map((b) => {
    bikeFacts(b, file, { kind: b.kind, electric: b.electric ? 'Y' : 'N', shop: 'Jericho', frame: String(b.frameIn), weight: String(b.weightLb), bought: b.bought, price: b.price.toFixed(2), rate: b.rate.toFixed(2), range: b.electric ? String(b.rangeMi) : '' });
    return [b.fleet, b.model, b.kind, b.electric ? 'Y' : 'N', b.frameIn, b.weightLb.toFixed(1), b.electric ? b.rangeMi : '', b.bought, b.price.toFixed(2), b.rate.toFixed(2), 'Jericho'];
  });
  corpus.write(file, delimited(['Fleet no', 'Model', 'Kind', 'E-assist', 'Frame (in)', 'Weight (lb)', 'Range (mi)', 'Purchased', 'Price paid (GBP)', 'Day rate (GBP)', 'Shop'], rows));
}
// (c3) Mill Road fleet export (nested JSON)
{
  const file = 'bikes/mill-road-fleet-export.json';
  const recs = bikes.filter((b) => b.layout === 'json').map((b) => {
    bikeFacts(b, file, { kind: `"category": "${b.kind.toUpperCase()}"`, electric: `"electric": ${b.electric}`, shop: '"homeShop": "Mill Road"', frame: `"value": ${b.frame}`, weight: `"kg": ${b.weight}`, bought: b.bought, price: `"amount": ${b.price}`, rate: `"dayRate": ${b.rate}`, range: `"rangeKm": ${b.range}` });
    const rec = {
      asset: { fleetNumber: b.fleet, model: b.model, category: b.kind.toUpperCase() },
      spec: { frame: { value: b.frame, unit: 'cm' }, mass: { kg: b.weight }, electric: b.electric },
      purchase: { date: b.bought, price: { amount: b.price, currency: 'GBP' } },
      hire: { homeShop: 'Mill Road', pricing: { dayRate: b.rate, currency: 'GBP' } },
    };
    if (b.electric) rec.spec.battery = { rangeKm: b.range, chargeHours: L(b.range, [4, 5, 6]) };
    return rec;
  });
  corpus.write(file, JSON.stringify({ fleet: { shop: 'Mill Road, Cambridge', exported: '2025-06-01', system: 'Booqable' }, bikes: recs }, null, 2) + '\n');
}
// (c4) Cambridge Station fleet page (YAML front matter + pipe tables; inches, lb, miles)
{
  const file = 'bikes/cambridge-station-fleet.md';
  const sections = bikes.filter((b) => b.layout === 'yaml').map((b, k) => {
    const bought = fmtDate(b.bought, k % 2 ? 'us' : 'short');
    const rows = [['Model', b.model], ['Category', b.kind], ['Motor', b.electric ? 'Bosch Active Line Plus' : 'none'], ['Frame', `${b.frameIn} in`], ['Weight', `${b.weightLb} lb`]];
    if (b.electric) rows.push(['Range', `${b.rangeMi} miles`]);
    rows.push(['Purchased', bought], ['Cost', gbp(b.price)], ['Daily rate', gbp(b.rate)]);
    bikeFacts(b, file, { kind: `| Category | ${b.kind} |`, electric: b.electric ? 'Bosch Active Line Plus' : '| Motor | none |', shop: 'shop: Cambridge Station', frame: `${b.frameIn} in`, weight: `${b.weightLb} lb`, bought, price: gbp(b.price), rate: gbp(b.rate), range: `${b.rangeMi} miles` });
    return { heading: b.fleet, rows };
  });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['shop', 'Cambridge Station'], ['fleet_count', sections.length], ['units', 'imperial'], ['reviewed', '2025-05-28']],
    title: 'Cambridge Station hire fleet', colA: 'Spec', colB: 'Value',
    lead: ['Hire fleet kept in the cycle park under the station. Commuter hire is weekly; day rates below.'],
    sections, footer: 'Batteries are charged overnight in the locked cage.',
  }));
}
// (c5) Ljubljana bikes: Slovenian infobox pages
const SL_KIND = { city: 'mestno kolo', road: 'cestno kolo', 'e-bike': 'električno kolo', cargo: 'tovorno kolo', tandem: 'tandem' };
bikes.filter((b) => b.layout === 'sl').forEach((b, k) => {
  const file = `ljubljana/kolesa/${b.fleet.toLowerCase()}.html`;
  const rows = [['Številka kolesa', b.fleet], ['Model', b.model], ['Vrsta', SL_KIND[b.kind]], ['Električno', b.electric ? 'da' : 'ne'], ['Velikost okvirja', `${b.frame} cm`], ['Teža', `${slNum(b.weight, 1).replace(/,0$/, '')} kg`]];
  if (b.electric) rows.push(['Doseg baterije', `${b.range} km`]);
  rows.push(['Datum nakupa', slDate(b.bought)], ['Nabavna cena', eur(b.price)], ['Dnevna najemnina', eur(b.rate)], ['Trgovina', 'Kolesarnica Trnovo']);
  bikeFacts(b, file, { kind: SL_KIND[b.kind], electric: `Električno</span><span class="value">${b.electric ? 'da' : 'ne'}`, shop: 'Kolesarnica Trnovo', frame: `${b.frame} cm`, weight: rows[5][1], bought: slDate(b.bought), price: eur(b.price), rate: eur(b.rate), range: `${b.range} km` });
  corpus.write(file, htmlInfoboxPage({
    title: `${b.fleet} — ${b.model}`,
    sections: [{ heading: 'Podatki o kolesu', rows }],
    lead: [`Kolo ${b.fleet} je ${SL_KIND[b.kind]}; dnevna najemnina znaša ${eur(b.rate)}.`, L(k, ['Ključavnica in luči sta vključeni.', 'Primerno za izlete ob Ljubljanici.', 'Čelada za 2,00 € na dan.'])],
  }));
});
// (c6) two new Cowley e-cargo bikes only in an e-mail
{
  const file = 'email/2025-04-04-new-cargo-bikes.eml';
  const [a, b] = bikes.filter((x) => x.layout === 'mail');
  bikeFacts(a, file, { kind: 'e-cargo bikes', electric: 'e-cargo bikes', shop: 'Cowley Road', frame: `${a.frame} cm`, weight: `${words(Math.round(a.weight))} kilos`, bought: fmtDate(a.bought, 'long'), price: gbp(a.price), rate: `${gbp0(a.rate)} a day`, range: `${a.range} km` });
  bikeFacts(b, file, { kind: 'e-cargo bikes', electric: 'e-cargo bikes', shop: 'Cowley Road', frame: `${b.frame} cm`, weight: `${b.weight} kg`, bought: fmtDate(b.bought, 'long'), price: gbp(b.price), rate: `${gbp0(b.rate)} a day`, range: `${b.range} km` });
  a.weight = Math.round(a.weight);
  corpus.facts.filter((f) => f.entity === a.fleet && f.attribute === 'weight').forEach((f) => (f.value = a.weight));
  corpus.write(file, `From: Hannah Whitfield <hannah@tworiverscycles.co.uk>
To: oxford-staff@tworiverscycles.co.uk
Date: Fri, 4 Apr 2025 09:31:02 +0100
Subject: Two new e-cargo bikes at Cowley Road

Morning all,

The two new e-cargo bikes arrived yesterday, ${fmtDate(a.bought, 'long')}, and are now in the hire system.

${a.fleet} is a ${a.model}: ${a.frame} cm frame, it weighs about ${words(Math.round(a.weight))} kilos empty and the battery should do ${a.range} km on a charge. We paid ${gbp(a.price)} for it and it hires at ${gbp0(a.rate)} a day.

${b.fleet} is a ${b.model}, also a ${b.frame} cm frame, ${b.weight} kg, with a range of ${b.range} km. It cost ${gbp(b.price)} and hires at ${gbp0(b.rate)} a day.

Please walk every customer through the brake and the kickstand before they leave - both bikes are heavy when loaded.

Hannah
`);
  for (const x of [a, b]) if (!Number.isInteger(x.rate)) throw new Error(`${x.fleet}: day rate ${x.rate} not whole`);
}
// (c7) two new Ljubljana bikes only in a Slovenian e-mail
{
  const file = 'ljubljana/email/2025-04-14-novi-kolesi.eml';
  const [a, b] = bikes.filter((x) => x.layout === 'slmail');
  const wa = `${slNum(a.weight, 1).replace(/,0$/, '')} kg`;
  const wb = `${slNum(b.weight, 1).replace(/,0$/, '')} kg`;
  bikeFacts(a, file, { kind: 'električno kolo', electric: 'električno kolo', shop: 'Kolesarnica Trnovo', frame: `${a.frame} cm`, weight: wa, bought: slDate(a.bought), price: eur(a.price), rate: eur(a.rate), range: `${a.range} km` });
  bikeFacts(b, file, { kind: 'mestno kolo', electric: 'brez motorja', shop: 'Kolesarnica Trnovo', frame: `${b.frame} cm`, weight: wb, bought: slDate(b.bought), price: eur(b.price), rate: eur(b.rate) });
  corpus.write(file, `From: Matej Kovač <matej@kolesarnica-trnovo.si>
To: Hannah Whitfield <hannah@tworiverscycles.co.uk>
Date: Mon, 14 Apr 2025 10:05:44 +0200
Subject: Novi kolesi v floti

Pozdravljeni,

${slDate(a.bought)} sta prispeli dve novi kolesi. ${a.fleet} je električno kolo ${a.model} z okvirjem velikosti ${a.frame} cm; tehta ${wa}, doseg baterije je do ${a.range} km. Plačali smo ${eur(a.price)}, dnevna najemnina bo ${eur(a.rate)}.

${b.fleet} je mestno kolo ${b.model}, brez motorja, okvir ${b.frame} cm, tehta ${wb}. Stalo je ${eur(b.price)}, najem ${eur(b.rate)} na dan.

(Hannah, in short: two new bikes arrived on 12 April, details above.)

Lep pozdrav,
Matej Kovač, vodja trgovine, Kolesarnica Trnovo
`);
}
// (c8) WIDE tables: hire days per month, January–May 2025
const MKEYS = ['jan', 'feb', 'mar', 'apr', 'may'];
const SEASON = [[2, 12], [3, 14], [6, 20], [10, 25], [14, 29]];
const DAYS_IN = [31, 28, 31, 30, 31];
for (const b of bikes) {
  b.hire = {};
  MKEYS.forEach((m, i) => {
    const start = `2025-${pad(i + 1)}-01`;
    const end = `2025-${pad(i + 1)}-${DAYS_IN[i]}`;
    if (b.bought > end) return;
    let [lo, hi] = SEASON[i];
    if (b.kind === 'cargo' || b.kind === 'tandem') [lo, hi] = [Math.floor(lo / 2), Math.floor(hi * 0.7)];
    let d = r.int(lo, hi);
    if (b.bought >= start) d = Math.min(d, DAYS_IN[i] - Number(b.bought.slice(8)));
    b.hire[m] = d;
  });
}
{
  const file = 'hire/hire-days-jan-may-2025.csv';
  const rows = bikes.filter((b) => b.cur === 'GBP').map((b) => {
    MKEYS.forEach((m) => b.hire[m] != null && corpus.also(b.fleet, 'bike', `hire_days_${m}`, b.hire[m], 'days', String(b.hire[m]), file));
    return [b.fleet, b.shop, ...MKEYS.map((m) => b.hire[m] ?? '')];
  });
  corpus.write(file, 'Days hired per bike per month (a day counts if the bike was out for any part of it). Blank = not yet in the fleet.\n' + delimited(['Fleet no', 'Shop', 'Jan 2025', 'Feb 2025', 'Mar 2025', 'Apr 2025', 'May 2025'], rows));
}
{
  const file = 'ljubljana/dnevi-najema-2025.md';
  const out = ['# Dnevi najema 2025', '', 'Kolesarnica Trnovo — število dni, ko je bilo kolo izposojeno, po mesecih. – = kolo še ni bilo v floti.', '', '| Kolo | jan | feb | mar | apr | maj |', '|---|---|---|---|---|---|'];
  bikes.filter((b) => b.cur === 'EUR').forEach((b) => {
    MKEYS.forEach((m) => b.hire[m] != null && corpus.also(b.fleet, 'bike', `hire_days_${m}`, b.hire[m], 'days', String(b.hire[m]), file));
    out.push(`| ${b.fleet} | ${MKEYS.map((m) => b.hire[m] ?? '–').join(' | ')} |`);
  });
  out.push('', 'Maj: začetek turistične sezone.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (f) suppliers (before parts: parts link to them)
// [name, country, delivery days, delivery as stated, min order, currency, discount %, layout]
const SUPPLIERS = [
  { name: 'Fenland Cycle Supplies', country: 'United Kingdom', days: 2, min: 150, cur: 'GBP', disc: 12, layout: 'box' },
  { name: 'Thames Valley Bike Parts', country: 'United Kingdom', days: 1, min: 75, cur: 'GBP', disc: 8, layout: 'box' },
  { name: 'Velotech Wholesale', country: 'United Kingdom', days: 3, min: 250, cur: 'GBP', disc: 15, layout: 'box' },
  { name: 'Hollandia Fietsonderdelen', country: 'Netherlands', days: 5, min: 400, cur: 'EUR', disc: 10, layout: 'csv' },
  { name: 'Radteile Süd GmbH', country: 'Germany', days: 4, min: 300, cur: 'EUR', disc: 18, layout: 'csv' },
  { name: 'Taipei Cycle Components', country: 'Taiwan', days: 28, min: 1500, cur: 'EUR', disc: 25, layout: 'csv' },
  { name: 'Velo Adria d.o.o.', country: 'Slovenia', days: 2, min: 100, cur: 'EUR', disc: 7, layout: 'sl' },
  { name: 'Kolesarski center Kranj', country: 'Slovenia', days: 3, min: 200, cur: 'EUR', disc: 9, layout: 'sl' },
  { name: 'Ciclo Ricambi Veneto', country: 'Italy', days: 14, min: 500, cur: 'EUR', disc: 10, layout: 'minutes' },
  { name: 'Brightwater Batteries', country: 'United Kingdom', days: 7, min: 600, cur: 'GBP', disc: 5, layout: 'minutes' },
];
const SU = Object.fromEntries(SUPPLIERS.map((s) => [s.name, s]));
function supplierFacts(s, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'supplier', attr, value, unit, stated, file);
  F('country', s.country, 'place', st.country);
  F('delivery_days', s.days, 'days', st.days);
  F('min_order', s.min, s.cur, st.min);
  F('discount', s.disc, '%', st.disc);
}
SUPPLIERS.filter((s) => s.layout === 'box').forEach((s, k) => {
  const file = `suppliers/${slug(s.name)}.html`;
  const days = s.days === 1 ? 'next working day' : `${s.days} working days`;
  supplierFacts(s, file, { country: s.country, days, min: gbp0(s.min), disc: `${s.disc}%` });
  corpus.write(file, htmlInfoboxPage({
    title: s.name,
    sections: [{ heading: 'Trade account', rows: [['Country', s.country], ['Delivery time', days], ['Minimum order', gbp0(s.min)], ['Trade discount', `${s.disc}%`], ['Account no.', `TRC-${4410 + k * 37}`]] }],
    lead: [`We get ${s.disc}% off list price at ${s.name}.`, L(k, ['Order by 2 pm for dispatch the same day.', 'Free delivery over the minimum order.', 'Returns within 30 days with the original packaging.'])],
  }));
});
{
  const file = 'suppliers/eu-and-overseas-suppliers.csv';
  const rows = SUPPLIERS.filter((s) => s.layout === 'csv').map((s) => {
    supplierFacts(s, file, { country: s.country, days: `,${s.days},`, min: String(s.min), disc: `,${s.disc}` });
    return [s.name, s.country, s.days, s.min, s.disc, L(s.days, ['orders@', 'verkauf@', 'sales@'])];
  });
  corpus.write(file, delimited(['Supplier', 'Country', 'Delivery (days)', 'Minimum order (EUR)', 'Discount (%)', 'Contact'], rows));
}
SUPPLIERS.filter((s) => s.layout === 'sl').forEach((s) => {
  const file = `ljubljana/dobavitelji/${slug(s.name)}.md`;
  supplierFacts(s, file, { country: 'Slovenija', days: `${s.days} dni`, min: eur(s.min), disc: `${s.disc} %` });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['dobavitelj', s.name], ['posodobljeno', '2025-05-20']],
    title: s.name, colA: 'Podatek', colB: 'Vrednost',
    lead: [`Pri dobavitelju ${s.name} imamo ${s.disc} % popusta.`],
    sections: [{ heading: 'Pogoji', rows: [['Država', 'Slovenija'], ['Dobavni rok', `${s.days} dni`], ['Najmanjše naročilo', eur(s.min)], ['Popust', `${s.disc} %`]] }],
  }));
});
const minutesFile = 'admin/managers-meeting-2025-04-23.md';
{
  const v = SU['Ciclo Ricambi Veneto'];
  const w = SU['Brightwater Batteries'];
  supplierFacts(v, minutesFile, { country: 'Italy', days: 'two weeks', min: `€${v.min}`, disc: 'ten per cent' });
  supplierFacts(w, minutesFile, { country: 'United Kingdom', days: 'a week', min: gbp0(w.min), disc: 'five per cent' });
}

// ------------------------------------------------------------------ (e) parts
// [name, code, brand, stock, price, supplier, store, layout]
const PART_DEF = [
  ['Marathon Plus 700x35c tyre', 'TY-0435', 'Schwalbe', 14, 34.99, 'Fenland Cycle Supplies', 'Oxford', 'json'],
  ['Big Apple 26x2.15 tyre', 'TY-0426', 'Schwalbe', 6, 29.5, 'Fenland Cycle Supplies', 'Oxford', 'json'],
  ['Deore CN-M6100 chain', 'CH-0612', 'Shimano', 22, 18.99, 'Thames Valley Bike Parts', 'Oxford', 'json'],
  ['X11 chain', 'CH-1101', 'KMC', 9, 24.99, 'Velotech Wholesale', 'Oxford', 'json'],
  ['Deore M6000 cassette', 'CS-1042', 'Shimano', 5, 36, 'Thames Valley Bike Parts', 'Oxford', 'json'],
  ['V-brake pads 70 mm', 'BP-0070', 'Clarks', 40, 6.49, 'Thames Valley Bike Parts', 'Oxford', 'json'],
  ['Salmon V-brake inserts', 'BP-0212', 'Kool-Stop', 18, 9.99, 'Velotech Wholesale', 'Oxford', 'json'],
  ['Active Line battery 500 Wh', 'EB-0500', 'Bosch', 2, 649, 'Brightwater Batteries', 'Oxford', 'json'],
  ['B17 saddle', 'SD-0017', 'Brooks', 3, 110, 'Radteile Süd GmbH', 'Oxford', 'json'],
  ['Presta inner tube 700x28-35c', 'TU-0735', 'Continental', 55, 6.99, 'Fenland Cycle Supplies', 'Oxford', 'json'],
  ['Nexus 8 shift cable kit', 'GC-0808', 'Shimano', 11, 12.5, 'Velotech Wholesale', 'Oxford', 'report'],
  ['Puncture repair kit', 'PK-0001', 'Park Tool', 30, 4.95, 'Fenland Cycle Supplies', 'Oxford', 'report'],
  ['CC-3.2 chain checker', 'TL-0032', 'Park Tool', 4, 15.99, 'Velotech Wholesale', 'Oxford', 'report'],
  ['Gatorskin 700x25c tyre', 'TY-0725', 'Continental', 12, 38.5, 'Hollandia Fietsonderdelen', 'Cambridge', 'dl'],
  ['Contact Urban 700x40c tyre', 'TY-0740', 'Continental', 16, 27.95, 'Hollandia Fietsonderdelen', 'Cambridge', 'dl'],
  ['Tiagra 4700 brake pads', 'BP-4700', 'Shimano', 24, 8.99, 'Fenland Cycle Supplies', 'Cambridge', 'dl'],
  ['Ultegra CN-HG701 chain', 'CH-0701', 'Shimano', 7, 29.99, 'Velotech Wholesale', 'Cambridge', 'dl'],
  ['Nexus SG-C6001 8-speed hub', 'HB-6001', 'Shimano', 2, 145, 'Taipei Cycle Components', 'Cambridge', 'dl'],
  ['Cambium C17 saddle', 'SD-0117', 'Brooks', 4, 95, 'Radteile Süd GmbH', 'Cambridge', 'dl'],
  ['Schrader inner tube 26x1.75', 'TU-2617', 'Schwalbe', 48, 5.49, 'Fenland Cycle Supplies', 'Cambridge', 'dl'],
  ['B01S disc brake pads', 'BP-0101', 'Shimano', 20, 11.5, 'Taipei Cycle Components', 'Cambridge', 'table'],
  ['PowerPack 400 battery', 'EB-0400', 'Bosch', 1, 549, 'Brightwater Batteries', 'Cambridge', 'table'],
  ['Mudguard set 45 mm', 'MG-0045', 'SKS', 9, 26, 'Hollandia Fietsonderdelen', 'Cambridge', 'table'],
  ['GP1 ergonomic grips', 'GR-0001', 'Ergon', 13, 24.95, 'Radteile Süd GmbH', 'Cambridge', 'table'],
  ['Solo rear light', 'LT-0201', 'Spanninga', 21, 14.99, 'Hollandia Fietsonderdelen', 'Cambridge', 'table'],
  ['Veriga Z8.3', 'SL-V083', 'KMC', 15, 14.9, 'Velo Adria d.o.o.', 'Ljubljana', 'sl'],
  ['Zavorne obloge B03S', 'SL-Z003', 'Shimano', 26, 9.5, 'Kolesarski center Kranj', 'Ljubljana', 'sl'],
  ['Plašč Road Cruiser 42-622', 'SL-P622', 'Schwalbe', 10, 19.9, 'Velo Adria d.o.o.', 'Ljubljana', 'sl'],
  ['Baterija PowerTube 625', 'SL-B625', 'Bosch', 2, 799, 'Ciclo Ricambi Veneto', 'Ljubljana', 'sl'],
  ['Sedež Look In Moderate', 'SL-S011', 'Selle Royal', 5, 42, 'Kolesarski center Kranj', 'Ljubljana', 'sl'],
];
const parts = PART_DEF.map(([name, code, brand, stock, price, supplier, store, layout]) => ({ name, code, brand, stock, price, supplier, store, layout, cur: store === 'Ljubljana' ? 'EUR' : 'GBP' }));
const PT = Object.fromEntries(parts.map((p) => [p.name, p]));
function partFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'part', attr, value, unit, stated, file);
  F('code', p.code, 'text', p.code);
  F('brand', p.brand, 'text', p.brand);
  F('stock', p.stock, '', s.stock);
  F('unit_price', p.price, p.cur, s.price);
  F('supplier', p.supplier, 'text', p.supplier);
  F('store', p.store, 'place', s.store ?? '');
}
{
  const file = 'stock/oxford-stores.json';
  const recs = parts.filter((p) => p.layout === 'json').map((p) => {
    partFacts(p, file, { stock: `"in_stock": ${p.stock}`, price: `"unit_price_gbp": ${p.price}`, store: '"store": "Oxford"' });
    return { code: p.code, name: p.name, brand: p.brand, in_stock: p.stock, unit_price_gbp: p.price, supplier: p.supplier, store: 'Oxford', bin: `A${(p.code.charCodeAt(3) % 9) + 1}` };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'stock/cambridge-stores-catalogue.html';
  const sections = parts.filter((p) => p.layout === 'dl').map((p) => {
    partFacts(p, file, { stock: `${p.stock} in stock`, price: `${gbp(p.price)} each`, store: 'Cambridge stores' });
    return { heading: p.name, rows: [['Part no.', p.code], ['Make', p.brand], ['Stock', `${p.stock} in stock`], ['Price', `${gbp(p.price)} each`], ['Supplied by', p.supplier]] };
  });
  corpus.write(file, htmlDlPage({
    title: 'Cambridge stores — catalogue (part 1)', site: 'Two Rivers Cycles — Cambridge stores (Mill Road and Cambridge Station)',
    lead: ['Shared stock for Mill Road and Cambridge Station, counted on 30 May 2025. Prices are retail, VAT included.'],
    sections, footer: 'Continued in the price list.',
  }));
}
{
  const file = 'stock/cambridge-price-list.html';
  const sections = parts.filter((p) => p.layout === 'table').map((p) => {
    partFacts(p, file, { stock: `<td>${p.stock}</td>`, price: gbp(p.price), store: 'Cambridge stores' });
    return { heading: `${p.code} ${p.name}`, rows: [['Brand', p.brand], ['Qty on hand', String(p.stock)], ['Retail price', gbp(p.price)], ['Supplier', p.supplier]] };
  });
  corpus.write(file, htmlTablePage({
    title: 'Cambridge stores — price list (part 2)', crumbs: ['Stock', 'Cambridge'], colA: 'Field', colB: 'Value',
    lead: ['Electrical parts and accessories held in the Cambridge stores.'],
    sections,
  }));
}
{
  const file = 'ljubljana/zaloga-delov.md';
  const sections = parts.filter((p) => p.layout === 'sl').map((p) => {
    partFacts(p, file, { stock: `Zaloga: ${p.stock} kosov`, price: `Cena: ${eur(p.price)}`, store: 'Ljubljana' });
    return { heading: p.name, rows: [['Šifra', p.code], ['Znamka', p.brand], ['Zaloga', `${p.stock} kosov`], ['Cena', eur(p.price)], ['Dobavitelj', p.supplier]] };
  });
  corpus.write(file, mdBulletsNote({ title: 'Zaloga rezervnih delov — Ljubljana', lead: ['Stanje zaloge v Kolesarnici Trnovo na dan 31. 5. 2025. Cene z DDV.'], sections }));
}
const stockReportFile = 'reports/stock-take-oxford-2025-05.md';
{
  const [a, b, c] = parts.filter((p) => p.layout === 'report');
  partFacts(a, stockReportFile, { stock: 'eleven', price: gbp(a.price), store: 'Oxford' });
  partFacts(b, stockReportFile, { stock: 'thirty', price: gbp(b.price), store: 'Oxford' });
  partFacts(c, stockReportFile, { stock: 'four', price: gbp(c.price), store: 'Oxford' });
  corpus.write(stockReportFile, `# Stock-take, Oxford stores — May 2025

Counted by Dan Okafor and Ellie Marsh on 29 May 2025, after close. Everything in the JSON stock file matched the
shelves to within one or two items, so this note only covers the lines that are not yet in the stock system.

We found eleven ${a.name}s (${a.code}, ${a.brand}) in the back room; they sell at ${gbp(a.price)} each and come from
${a.supplier}. There are thirty ${b.name}s (${b.code}, ${b.brand}, ${gbp(b.price)}) from ${b.supplier}, which we hand
out with every day hire. Only four ${c.name}s (${c.code}, ${c.brand}) are left at ${gbp(c.price)} each - reorder from
${c.supplier} with the next order.

Shrinkage this quarter: about £140 at retail, mostly inner tubes. The workshop used 212 tubes since January.
`);
}

// ------------------------------------------------------------------ (d) repair jobs
const CUSTOMERS = ['Joan Pike', 'Rupert Hale', 'Anna Kowalska', 'Marcus Reid', 'Sophie Lang', 'David Chu', 'Harriet Vale', 'Kwame Boateng', 'Emily Foster', 'Oscar Nyberg', 'Laura Benson', 'Raj Malhotra',
  'Fiona Grey', 'Tim Cole', 'Beatrice Long', 'Hugo Frank', 'Chloe Baptiste', 'Peter Sandoval', 'Nina Ibsen', 'George Adler', 'Megan Price', 'Arjun Das', 'Helen Mayer', 'Stuart Bligh',
  'Yasmin Haddad', 'Colin Weir', 'Alice Moreau', 'Patrick Dunne', 'Jana Novak', 'Miha Kos', 'Urška Golob', 'Blaž Zajc', 'Petra Vidmar', 'Ian Stewart', 'Grace Okoro'];
const BIKES_IN = ['Brompton M6L', 'Trek FX 2', 'Raleigh Pioneer', 'Specialized Sirrus', 'Dawes Galaxy', 'Giant Escape 3', 'Cube Touring', 'Pashley Princess', 'Boardman ADV 8.8', 'Carrera Subway', 'Gazelle Orange C7', 'Ribble CGR', 'Claud Butler Urban', 'Tern Vektron', 'Urban Arrow Family'];
const LABOUR = [20, 30, 45, 60, 75, 90, 120, 150];
const RATE_H = { GBP: 48, EUR: 36 };
// [shop, layout, count]
const JOB_PLAN = [['Cowley Road', 'card', 6], ['Cowley Road', 'diary', 3], ['Jericho', 'tsv', 8], ['Jericho', 'mail', 1], ['Mill Road', 'semi', 7], ['Cambridge Station', 'semi', 5], ['Kolesarnica Trnovo', 'slj', 5]];
const JOB_PREFIX = { 'Cowley Road': 'CW-25', Jericho: 'JR-25', 'Mill Road': 'MR-25-', 'Cambridge Station': 'CS-25-', 'Kolesarnica Trnovo': 'DN-2025-' };
const storeOf = (shop) => SH[shop].town;
const jobs = [];
let cust = 0;
const jobSeq = { 'Cowley Road': 38, Jericho: 11, 'Mill Road': 60, 'Cambridge Station': 20, 'Kolesarnica Trnovo': 22 };
for (const [shop, layout, n] of JOB_PLAN) {
  for (let k = 0; k < n; k++) {
    jobSeq[shop] += r.int(1, 4);
    const code = `${JOB_PREFIX[shop]}${shop === 'Cowley Road' || shop === 'Jericho' ? pad(jobSeq[shop]) : pad(jobSeq[shop], 3)}`;
    const date = `2025-${pad(r.int(1, 5))}-${pad(r.int(1, 28))}`;
    const mechs = staff.filter((p) => p.shop === shop && p.grade !== 'manager' && p.start < date);
    const mech = mechs[r.int(0, mechs.length - 1)].name;
    const labour = L(r.int(0, 99), LABOUR);
    const cur = shop === 'Kolesarnica Trnovo' ? 'EUR' : 'GBP';
    const pool = parts.filter((p) => p.store === storeOf(shop) && p.price < 200 && p.code !== 'TL-0032');
    const part = r.chance(0.8) ? pool[r.int(0, pool.length - 1)] : null;
    const qty = part && /tube|pads|obloge/.test(part.name) ? r.int(1, 2) : 1;
    const partsCost = part ? r2(part.price * qty) : 0;
    const total = r2(partsCost + (labour / 60) * RATE_H[cur]);
    jobs.push({ code, shop, layout, date, mech, labour, part: part?.name ?? null, qty, partsCost, total, cur, customer: CUSTOMERS[cust++], bike: L(r.int(0, 99), BIKES_IN) });
  }
}
// job numbers run in date order within a shop
for (const shop of Object.keys(JOB_PREFIX)) {
  const js = jobs.filter((j) => j.shop === shop);
  const ds = js.map((j) => j.date).sort();
  js.forEach((j, i) => (j.date = ds[i]));
}
for (const j of jobs) if (!staff.some((p) => p.name === j.mech && p.start < j.date)) throw new Error(`${j.code}: ${j.mech} had not started by ${j.date}`);
const JB = Object.fromEntries(jobs.map((j) => [j.code, j]));
function jobFacts(j, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(j.code, 'job', attr, value, unit, stated, file);
  F('customer', j.customer, 'text', j.customer);
  F('bike', j.bike, 'text', s.bike ?? j.bike);
  F('mechanic', j.mech, 'person', j.mech);
  F('shop', j.shop, 'place', s.shop ?? '');
  F('labour', j.labour, 'min', s.labour);
  F('parts_cost', j.partsCost, j.cur, s.parts);
  F('total', j.total, j.cur, s.total);
  F('date', j.date, 'date', s.date);
  F('part', j.part, 'text', s.part ?? '');
}
const hm = (min) => (min < 60 ? `${min} min` : min % 60 ? `${Math.floor(min / 60)} h ${min % 60} min` : `${min / 60} h`);
// (d1) Cowley Road job cards (plain text)
jobs.filter((j) => j.layout === 'card').forEach((j, k) => {
  const file = `workshop/cowley-road/job-${j.code.toLowerCase()}.txt`;
  const p = j.part ? PT[j.part] : null;
  const partsLine = p ? `${gbp(j.partsCost)} (${j.qty > 1 ? `${j.qty} x ` : ''}${p.code} ${p.name})` : `${gbp(0)} (no parts)`;
  jobFacts(j, file, { shop: 'Workshop: Cowley Road', labour: `Labour: ${hm(j.labour)}`, parts: `Parts: ${gbp(j.partsCost)}`, total: `Total: ${gbp(j.total)}`, date: ukDate(j.date), part: p ? p.code : '' });
  corpus.write(file, txtProfile({
    txtHeader: `JOB CARD — ${j.code}`,
    sections: [{ rows: [['Date in', ukDate(j.date)], ['Customer', j.customer], ['Bike', j.bike], ['Work', L(k, ['Full service', 'Puncture and brake adjustment', 'Gear indexing and new chain', 'Wheel true and spokes', 'Brake bleed', 'Safety check'])],
      ['Mechanic', j.mech], ['Workshop', 'Cowley Road'], ['Labour', hm(j.labour)], ['Parts', partsLine], ['Total', gbp(j.total)], ['Paid', L(k, ['card', 'cash', 'card', 'account'])]] }],
    lead: [`Labour charged at ${gbp(48)} an hour.`],
  }));
});
// (d2) a Cowley Road mechanic's diary (prose)
{
  const file = 'workshop/cowley-road/diary-ellie-marsh-2025.md';
  const ds = jobs.filter((j) => j.layout === 'diary').sort((a, b) => (a.date < b.date ? -1 : 1));
  const durWords = { 20: 'twenty minutes', 30: 'half an hour', 45: 'forty-five minutes', 60: 'an hour', 75: 'an hour and a quarter', 90: 'an hour and a half', 120: 'two hours', 150: 'two and a half hours' };
  const out = ['# Workshop diary — Ellie Marsh', '', 'Notes to self; the job cards for these went missing in the April clear-out, so this is the record.', ''];
  for (const j of ds) {
    const p = j.part ? PT[j.part] : null;
    const who = j.mech === 'Ellie Marsh' ? 'I' : j.mech;
    const partTxt = p ? `fitted ${j.qty > 1 ? `${words(j.qty)} x ` : 'a '}${p.name} (${p.code}, ${gbp(j.partsCost)} in parts)` : 'no parts needed';
    jobFacts(j, file, { shop: 'Cowley Road', labour: durWords[j.labour], parts: p ? gbp(j.partsCost) : 'no parts', total: gbp(j.total), date: fmtDate(j.date, 'long'), part: p ? p.code : '' });
    out.push(`**${fmtDate(j.date, 'long')}** — ${j.code}: ${j.customer}'s ${j.bike}. ${who === 'I' ? 'I' : `${who} did this one; they`} spent ${durWords[j.labour]} on it and ${partTxt}, so the bill came to ${gbp(j.total)}.`, '');
  }
  out.push('Cowley Road workshop, Oxford. Remember: the 4 pm cut-off for same-day repairs.', '');
  corpus.write(file, out.join('\n'));
}
// (d3) Jericho workshop log (TSV, units in the values)
{
  const file = 'workshop/jericho-log-2025.tsv';
  const rows = jobs.filter((j) => j.layout === 'tsv').map((j) => {
    const p = j.part ? PT[j.part] : null;
    const lab = j.labour % 30 === 0 ? `${j.labour / 60} h` : `${j.labour} min`;
    const date = fmtDate(j.date, 'short');
    jobFacts(j, file, { shop: 'Jericho', labour: lab, parts: gbp(j.partsCost), total: gbp(j.total), date, part: p ? p.code : '' });
    return [j.code, date, j.customer, j.bike, j.mech, lab, p ? p.code : '-', gbp(j.partsCost), gbp(j.total), 'Jericho'];
  });
  corpus.write(file, delimited(['Job', 'Date', 'Customer', 'Bike', 'Mechanic', 'Labour', 'Part', 'Parts', 'Total', 'Shop'], rows, '\t'));
}
// (d4) a Jericho customer's e-mail (prose)
{
  const file = 'email/2025-05-re-job-complaint.eml';
  const j = jobs.find((x) => x.layout === 'mail');
  const p = j.part ? PT[j.part] : null;
  const dur = { 20: 'twenty minutes', 30: 'thirty minutes', 45: 'forty-five minutes', 60: 'one hour', 75: 'seventy-five minutes', 90: 'ninety minutes', 120: 'two hours', 150: 'two and a half hours' }[j.labour];
  jobFacts(j, file, { shop: 'Jericho', labour: dur, parts: gbp(j.partsCost), total: gbp(j.total), date: fmtDate(j.date, 'us'), part: p ? p.name : '' });
  corpus.write(file, `From: ${j.customer} <${slug(j.customer).replace('-', '.')}@outlook.com>
To: jericho@tworiverscycles.co.uk
Date: Tue, 27 May 2025 20:14:09 +0100
Subject: Re: Your repair ${j.code}

Hello,

I brought my ${j.bike} into your Jericho shop on ${fmtDate(j.date, 'us')} (job ${j.code}). ${j.mech} was very helpful, but the receipt
says ${dur} of labour and ${p ? `${gbp(j.partsCost)} for parts (${j.qty} x ${p.name})` : `${gbp(j.partsCost)} for parts`}, ${gbp(j.total)} in total, and I was
quoted less on the phone. Could someone explain the labour charge?

Kind regards,
${j.customer}
`);
}
// (d5) Cambridge workshop export: preamble, semicolons, decimal commas, n/a
{
  const file = 'workshop/cambridge-jobs-export-2025-05-31.csv';
  const rows = jobs.filter((j) => j.layout === 'semi').map((j, k) => {
    const p = j.part ? PT[j.part] : null;
    jobFacts(j, file, { shop: j.shop, labour: `;${j.labour};`, parts: dec(j.partsCost), total: dec(j.total), date: ukDate(j.date), part: p ? p.code : '' });
    return [j.code, ukDate(j.date), j.shop, j.customer, j.bike, j.mech, j.labour, p ? p.code : 'n/a', dec(j.partsCost), dec(j.total), k % 3 === 0 ? `LC-${7100 + k * 13}` : 'n/a'];
  });
  const head = 'Two Rivers Cycles - Workshop export\nExported: 31/05/2025 18:02;User: praman\nShops: Mill Road, Cambridge Station;Period: 01/01/2025 - 31/05/2025\n\n';
  corpus.write(file, head + delimited(['Job no', 'Date', 'Shop', 'Customer', 'Bike', 'Mechanic', 'Labour (min)', 'Part fitted', 'Parts (£)', 'Total (£)', 'Loyalty card'], rows, ';'));
}
// (d6) Ljubljana work orders (nested JSON, Slovenian keys and values)
{
  const file = 'ljubljana/delovni-nalogi-2025.json';
  const recs = jobs.filter((j) => j.layout === 'slj').map((j) => {
    const p = j.part ? PT[j.part] : null;
    jobFacts(j, file, { shop: 'Kolesarnica Trnovo', labour: `"minut": ${j.labour}`, parts: `"znesek": "${eur(j.partsCost)}"`, total: `"skupaj": "${eur(j.total)}"`, date: slDate(j.date), part: p ? p.code : '' });
    return {
      stevilka: j.code, datum: slDate(j.date), stranka: { ime: j.customer }, kolo: { opis: j.bike },
      serviser: { ime: j.mech }, delo: { minut: j.labour, urnaPostavka: eur(36) },
      material: p ? { sifra: p.code, naziv: p.name, kolicina: j.qty, znesek: eur(j.partsCost) } : { znesek: eur(0) },
      skupaj: eur(j.total), trgovina: 'Kolesarnica Trnovo',
    };
  });
  corpus.write(file, JSON.stringify({ izvoz: { sistem: 'Servisna knjiga', datum: '31. 5. 2025' }, delovniNalogi: recs }, null, 2) + '\n');
}

// ------------------------------------------------------------------ (g) background documents (and the prose-only shop and suppliers)
{
  const s = SH['Cambridge Station'];
  corpus.write(stationShopFile, `# Annual review 2024-25

Two Rivers Cycles Ltd — for the year to 31 March 2025. Prepared for the board by the operations team.

## The year in brief

Hire days were up 14 % on the year before and workshop turnover passed £600,000 for the first time. The partner shop
in Ljubljana had its best spring yet and now takes bookings through our website.

## Shops

Cowley Road remains our flagship in Oxford and Jericho had a strong summer with road-bike hire. Mill Road carried out
more repairs than any other shop.

Our newest shop, Cambridge Station, opened on ${fmtDate(s.opened, 'long')} beside the cycle park in Cambridge. It has three workstands in
${s.m2} m² and is open seventy hours a week, longer than any of our other shops. ${s.manager} has managed it since it
opened; the rent rose to ${gbp0(s.rent)} a month in January.

## Outlook

We plan to add six e-bikes across the Cambridge shops in 2025-26 and to trial a cargo-bike delivery service with two
local cafés. Capital budget for the fleet: £45,000.
`);
}
{
  const v = SU['Ciclo Ricambi Veneto'];
  const w = SU['Brightwater Batteries'];
  corpus.write(minutesFile, `# Managers' meeting — 23 April 2025

Present: Hannah Whitfield, Tom Ashby, Priya Raman, Gareth Bell; Matej Kovač by video.

1. **Easter trading.** Hire days over the Easter weekend were 312 across the four UK shops. Ljubljana was fully booked.
2. **Suppliers.** Matej has opened an account with ${v.name}, a wholesaler near Padua in Italy: they deliver in
   two weeks, the minimum order is €${v.min} and they give us ten per cent off list. For e-bike batteries the UK shops
   will use ${w.name} in the United Kingdom, which delivers within a week, needs a minimum order of ${gbp0(w.min)} and
   gives five per cent off.
3. **Workshop prices.** Labour stays at £48 an hour in the UK and €36 in Ljubljana until September.
4. **Staff.** Three new starters in May; HR will circulate details.
5. Next meeting: 21 May 2025.
`);
}
corpus.write('README.txt', `TWO RIVERS CYCLES — SHARED FOLDER (June 2025)
Bicycle hire and repair: Cowley Road and Jericho (Oxford), Mill Road and Cambridge Station (Cambridge),
and our partner hire shop Kolesarnica Trnovo in Ljubljana (files under ljubljana/ are in Slovenian).

shops/        one page per shop          staff/  hr/    team sheets, HR exports, rotas
bikes/        hire fleet                  hire/          hire days per month
workshop/     job cards, logs, exports    stock/         parts in the Oxford and Cambridge stores
suppliers/    trade accounts              reports/ admin/ email/ policies/ newsletters/ marketing/
`);
corpus.write('policies/hire-terms.md', `# Hire terms (UK shops)

1. A deposit of £200 is taken for every bike (£500 for cargo bikes and tandems) and returned when the bike comes back.
2. Day hire runs from opening to 30 minutes before closing. Late returns are charged £10 per hour.
3. Helmets, locks and lights are included. Child seats £5 per day.
4. Weekly hire is charged at five times the day rate; monthly commuter hire at £85 (city) or £160 (e-bike).
5. Riders must be 16 or over for e-bikes and 18 or over for cargo bikes.
6. Damage beyond fair wear is charged at workshop rates.
`);
corpus.write('policies/workshop-safety.md', `# Workshop safety

- Eye protection when using the wheel truing stand and when bleeding hydraulic brakes.
- E-bike batteries are removed before any work and stored in the fire-safe cabinet; never charge more than 4 at once.
- Workstands are rated to 30 kg; cargo bikes are worked on the floor on the rubber mat.
- Torque settings are on the chart above each bench (carbon parts: 5 Nm maximum unless stated).
- First aid kits: behind the counter and at each bench. Accident book in the office.
`);
corpus.write('newsletters/spring-2025.md', `# Two Rivers news — spring 2025

**Bike of the season.** Our e-cargo bikes have been out almost every weekend since Easter.

**Rides.** The Sunday social ride leaves Mill Road at 9:30 and covers 25 miles to Ely and back; in Oxford the Thames
towpath ride to Abingdon is 12 miles each way. Around 40 riders joined the first ride of the year.

**Repairs.** A standard service is now £65 (parts extra) and a puncture repair £15. Book online or drop in before 4 pm.

**Ljubljana.** Our partners at Kolesarnica Trnovo ran a 60 km tour to Vrhnika and back in May.
`);
corpus.write('marketing/routes-oxford-cambridge.md', `# Suggested day routes

| Route | From | Distance | Climb | Good for |
|---|---|---|---|---|
| Thames towpath to Abingdon | Oxford | 19 km | 40 m | families, city bikes |
| Cotswold loop via Woodstock | Oxford | 58 km | 520 m | e-bikes, road bikes |
| Wicken Fen | Cambridge | 27 km | 20 m | families, tandems |
| Grantchester meadows | Cambridge | 8 km | 10 m | everyone |
| Ljubljansko barje | Ljubljana | 35 km | 60 m | mestna kolesa |
`);
corpus.write('admin/bank-holidays-2025.md', `# Opening over bank holidays 2025

| Date | Holiday | UK shops |
|---|---|---|
| 18 April | Good Friday | open 10:00-16:00 |
| 21 April | Easter Monday | open 10:00-16:00 |
| 5 May | Early May bank holiday | open, workshop closed |
| 26 May | Spring bank holiday | open, workshop closed |
| 25 August | Summer bank holiday | open 10:00-16:00 |

Kolesarnica Trnovo follows Slovenian holidays (27 April, 1-2 May, 25 June).
`);
corpus.write('ljubljana/splosni-pogoji-najema.md', `# Splošni pogoji najema

1. Varščina za kolo je 100,00 € (za tovorno kolo 300,00 €).
2. Najem traja od odprtja do 30 minut pred zaprtjem trgovine.
3. Zamuda: 5,00 € za vsako začeto uro.
4. Čelada in ključavnica sta brezplačni; otroški sedež 3,00 € na dan.
5. Električna kolesa lahko najamejo osebe, starejše od 15 let.
`);

const stats = corpus.flush(source);
console.log(`bikeshop: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
