#!/usr/bin/env node
// Salon corpus (held-out): the shared folder of "Willow & Wren", a small chain of hair and beauty salons in Bristol
// (Clifton, Gloucester Road, Harbourside, Southville) and Bath (Milsom Street, Walcot, Widcombe), with a partner salon
// in Budapest (Liliom Szalon) whose records are in Hungarian. Folder date: 30 June 2025.
// 8 salons, 38 stylists, 38 treatments, 59 clients, 27 products, 10 suppliers.
//   node bench/corpora/salon/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "salon-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) salons: HTML infoboxes (label set A: `Chairs`, `Floor area: 124 m²`, `Opening hours: 58 hours a week`, `Salon
//     manager`, `Rent: £5,200 per month`), a Markdown fact sheet (label set B: `Stations`, `Floor space: 960 sq ft`,
//     `Open: 52 hrs per week`, `Monthly rent`), a YAML front matter + pipe table page (Widcombe), Milsom Street only
//     in the sentences of the annual review, and a HUNGARIAN definition list (`Székek száma`, `Alapterület`,
//     `Nyitvatartás: heti 62 óra`, `Üzletvezető`, `Havi bérleti díj: 1 450 000 Ft`);
// (b) stylists: HTML spec tables (Clifton, Harbourside; `Start date`), a register CSV with units in the header
//     (`Commission (%)`, `Joined` dd/mm/yyyy), plain-text profiles (`PROFILE — HARRIET VALE`, `Grade`, `Commission
//     rate: 37 per cent`), a nested payroll JSON (Widcombe), HUNGARIAN bullets (`Szint: szenior`, `Jutalék`,
//     `Kezdés dátuma: 2019. 09. 01.`), three new starters only in an HR e-mail; WIDE tables of services per month
//     (January–June 2025; a CSV and a Hungarian Markdown table with `jan. … jún.`);
// (c) treatments: a YAML + pipe-table cutting menu, a colour price list TSV (`1 hr 45 min`, `£88.00`), an HTML
//     definition list for nails and skin, HUNGARIAN plain-text profiles (`Időtartam: 1 óra 30 perc`, `Ár: 18 900 Ft`,
//     `Bőrpróba szükséges: igen`), a flat JSON international menu in EUR, three new treatments only in an e-mail;
// (d) clients: a booking-system export (semicolons, `n/a`), a nested loyalty-app JSON, Markdown client cards (label
//     set B), a HUNGARIAN HTML table, and new clients only in a front-desk diary and a Hungarian e-mail;
// (e) products: HTML spec tables (GBP), a flat JSON shop feed (sizes in fl oz), a stock count with a PREAMBLE,
//     SEMICOLONS and DECIMAL COMMAS (EUR), HUNGARIAN bullets (HUF), two only in a stock-take e-mail;
// (f) suppliers: HTML infoboxes, YAML front matter + pipe tables, HUNGARIAN plain-text profiles, one only in an e-mail;
// (g) background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: floor areas in m² (`960 sq ft` → × 0.09290304); opening hours and stylists' hours
// per week (h); durations in minutes (`1 óra 30 perc` → 90, `an hour and a quarter` → 75); money as written, in GBP,
// EUR or HUF (never converted: the unit column names the currency); product sizes in ml (`0.5 fl oz` → ×
// 29.5735295625); commission and discount in %; delivery in working days; dates ISO (`2019. 09. 01.`, `14/03/2019`);
// Hungarian words in English (`szenior` = senior, `színtechnikus` = colourist, `festés` = colour, `igen` = yes,
// `Magyarország` = Hungary).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlDlPage, htmlInfoboxPage, htmlTablePage, mdBulletsNote, mdYamlTableNote, rng, slug, targets, txtProfile } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('salon-v1');
const SQFT = 0.09290304;
const FLOZ = 29.5735295625;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];
const gbp = (v, d = Number.isInteger(v) ? 0 : 2) => `£${group(v, d)}`;
const gbp2 = (v) => `£${group(v, 2)}`;
const huf = (v) => `${String(v).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} Ft`;
const dec = (v) => v.toFixed(2).replace('.', ',');
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const huDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${y}. ${m}. ${d}.`;
};
const HU_MONTHS = ['január', 'február', 'március', 'április', 'május', 'június', 'július', 'augusztus', 'szeptember', 'október', 'november', 'december'];
const huLong = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${y}. ${HU_MONTHS[m - 1]} ${d}.`;
};
const NUM_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the monthly services tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ (a) salons
const SALONS = [
  { name: 'Clifton', town: 'Bristol', chairs: 12, area: 124, hours: 58, manager: 'Hannah Price', rent: 5200, cur: 'GBP', layout: 'infobox', address: '27 Princess Victoria Street, Bristol BS8 4BX' },
  { name: 'Gloucester Road', town: 'Bristol', chairs: 8, sqft: 960, hours: 52, manager: 'Marcus Bell', rent: 3450, cur: 'GBP', layout: 'sheet', address: '181 Gloucester Road, Bristol BS7 8BG' },
  { name: 'Harbourside', town: 'Bristol', chairs: 10, area: 106, hours: 60, manager: 'Priya Chauhan', rent: 4600, cur: 'GBP', layout: 'infobox', address: '3 Canon\'s Way, Bristol BS1 5LL' },
  { name: 'Southville', town: 'Bristol', chairs: 6, sqft: 720, hours: 48, manager: 'Owen Lacey', rent: 2750, cur: 'GBP', layout: 'sheet', address: '66 North Street, Bristol BS3 1HJ' },
  { name: 'Milsom Street', town: 'Bath', chairs: 11, area: 112, hours: 56, manager: 'Charlotte Ayres', rent: 5650, cur: 'GBP', layout: 'prose' },
  { name: 'Walcot', town: 'Bath', chairs: 7, sqft: 840, hours: 50, manager: 'Rosie Tanner', rent: 3100, cur: 'GBP', layout: 'sheet', address: '92 Walcot Street, Bath BA1 5BG' },
  { name: 'Widcombe', town: 'Bath', chairs: 5, area: 58, hours: 44, manager: 'Tom Fairweather', rent: 2300, cur: 'GBP', layout: 'yaml' },
  { name: 'Liliom', town: 'Budapest', chairs: 9, area: 96, hours: 62, manager: 'Kovács Eszter', rent: 1450000, cur: 'HUF', layout: 'hu' },
];
for (const s of SALONS) s.m2 = s.sqft != null ? r4(s.sqft * SQFT) : s.area;
const SA = Object.fromEntries(SALONS.map((s) => [s.name, s]));

function salonFacts(s, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'salon', attr, value, unit, stated, file);
  F('town', s.town, 'place', st.town);
  F('chairs', s.chairs, '', st.chairs);
  F('floor_area', s.m2, 'm2', st.area);
  F('opening_hours', s.hours, 'h', st.hours);
  F('manager', s.manager, 'person', st.manager ?? s.manager);
  F('rent', s.rent, s.cur, st.rent);
}
for (const s of SALONS.filter((x) => x.layout === 'infobox')) {
  const file = `salons/${slug(s.name)}.html`;
  const st = { town: 'Bristol', chairs: String(s.chairs), area: `${s.area} m²`, hours: `${s.hours} hours a week`, rent: `${gbp(s.rent)} per month` };
  salonFacts(s, file, st);
  corpus.write(file, htmlInfoboxPage({
    title: `Willow & Wren ${s.name}`,
    sections: [{ heading: 'Salon', rows: [['Town', s.town], ['Address', s.address], ['Chairs', st.chairs], ['Floor area', st.area], ['Opening hours', st.hours], ['Salon manager', s.manager], ['Rent', st.rent]] }],
    lead: [s.name === 'Clifton'
      ? `Our first salon, opened in 2011 on Princess Victoria Street. With ${s.chairs} chairs it is the biggest in the group, and ${s.manager} has run it since 2015.`
      : `Opened in 2016 on the waterfront; ${s.manager} manages the salon, which is open ${s.hours} hours a week including late nights on Thursday and Friday.`],
    footer: 'Willow & Wren Hair and Beauty Ltd — internal salon pages, updated June 2025.',
  }));
}
{
  const file = 'salons/salon-fact-sheets.md';
  const sections = SALONS.filter((x) => x.layout === 'sheet').map((s) => {
    const st = { town: s.town, chairs: `Stations: ${s.chairs}`, area: `${group(s.sqft)} sq ft`, hours: `${s.hours} hrs per week`, rent: gbp(s.rent) };
    salonFacts(s, file, st);
    return { heading: s.name, rows: [['Location', `${s.town} (${s.address.split(', ')[0]})`], ['Stations', String(s.chairs)], ['Floor space', st.area], ['Open', st.hours], ['Manager', s.manager], ['Monthly rent', st.rent]] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Salon fact sheets — Gloucester Road, Southville, Walcot',
    lead: ['Floor space as measured on the lease plans (imperial). Rent is the monthly figure before service charge and business rates.'],
    sections,
    footer: 'Kept by Head Office; please tell Jo in accounts if anything changes.',
  }));
}
{
  const s = SA.Widcombe;
  const file = 'salons/widcombe.md';
  const st = { town: 'town: Bath', chairs: String(s.chairs), area: `${s.area} m²`, hours: `${s.hours} per week`, rent: gbp(s.rent) };
  salonFacts(s, file, st);
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['salon', 'Widcombe'], ['town', 'Bath'], ['opened', 2021], ['lease_ends', '2031-04-30']],
    title: 'Widcombe',
    lead: ['Our smallest salon, on Widcombe Parade, opened in May 2021 after the lockdowns. It has five chairs and a single nail desk.'],
    colA: 'Item', colB: 'Detail',
    sections: [{ heading: 'Key facts', rows: [['Chairs', st.chairs], ['Size', st.area], ['Trading hours', st.hours], ['Manager', s.manager], ['Rent (monthly)', st.rent]] }],
  }));
}
{
  const s = SA['Milsom Street'];
  const file = 'reports/annual-review-2024.md';
  salonFacts(s, file, { town: 'Bath', chairs: 'eleven chairs', area: `${s.area} m²`, hours: `${s.hours} hours a week`, rent: `${gbp(s.rent)} a month` });
  corpus.write(file, `# Willow & Wren — annual review 2024

## The year in brief

Group turnover reached £3.1 million (up 7 % on 2023), of which retail was £410,000. We served just under 61,000
client visits across the seven UK salons, and the rebooking rate at the till rose from 58 % to 64 %.

## Salons

Milsom Street, our Bath flagship, reopened after the refit in March with eleven chairs in ${s.area} m² of floor space.
It is now open ${s.hours} hours a week, and ${s.manager} continues as salon manager. The new lease puts the rent at
${gbp(s.rent)} a month, fixed until 2029.

Clifton and Harbourside again had the highest takings per chair. Widcombe had its first full year of profit.

## People

We trained 14 apprentices in 2024 (nine passed their Level 2), and 96 % of staff completed the annual patch-test and
allergy refresher. Staff turnover fell to 18 %.

## Budapest

The partnership with Liliom Szalon in Budapest entered its third year; eight stylists took part in the exchange
programme, four in each direction.

## Outlook

Prices rise by an average of 4 % from April 2025. We plan no new salons in 2025.
`);
}
{
  const s = SA.Liliom;
  const file = 'budapest/liliom-szalon.html';
  const st = { town: 'Budapest', chairs: String(s.chairs), area: `${s.area} m²`, hours: `heti ${s.hours} óra`, rent: huf(s.rent) };
  salonFacts(s, file, st);
  const rows = [['Név', 'Liliom Szalon'], ['Város', 'Budapest'], ['Cím', '1066 Budapest, Jókai utca 14.'], ['Székek száma', st.chairs], ['Alapterület', st.area], ['Nyitvatartás', st.hours], ['Üzletvezető', s.manager], ['Havi bérleti díj', st.rent]];
  corpus.write(file, `<!DOCTYPE html>
<html lang="hu">
<head><meta charset="utf-8"><title>Liliom Szalon — adatlap</title></head>
<body>
<h1>Liliom Szalon</h1>
<p>A Willow &amp; Wren partnerszalonja Budapesten, a VI. kerületben. Az üzletvezető ${esc(s.manager)}.</p>
<dl>
${rows.map(([k, v]) => `  <dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('\n')}
</dl>
<p>Hétfőtől szombatig nyitva; vasárnap zárva.</p>
</body>
</html>
`);
}

// ------------------------------------------------------------------ (b) stylists
// [name, salon, level, staff no, commission %, start, hours per week, clients per week, layout]
const STYLIST_DEF = [
  ['Hannah Price', 'Clifton', 'director', 'WW-0103', 45, '2012-09-03', 40, 34, 'table'],
  ['Jess Morgan', 'Clifton', 'senior', 'WW-0148', 38, '2016-04-11', 37.5, 36, 'table'],
  ['Aaron Whitfield', 'Clifton', 'colourist', 'WW-0177', 40, '2017-10-02', 40, 29, 'table'],
  ['Sian Roberts', 'Clifton', 'senior', 'WW-0215', 36, '2019-01-07', 32, 30, 'table'],
  ['Callum Reid', 'Clifton', 'colourist', 'WW-0288', 38, '2021-03-22', 37.5, 26, 'table'],
  ['Leah Dunn', 'Clifton', 'junior', 'WW-0361', 22, '2023-08-14', 30, 18, 'table'],
  ['Priya Chauhan', 'Harbourside', 'director', 'WW-0121', 44, '2014-02-17', 40, 31, 'table'],
  ['Lewis Grant', 'Harbourside', 'senior', 'WW-0196', 35, '2018-06-04', 37.5, 33, 'table'],
  ['Mia Castell', 'Harbourside', 'colourist', 'WW-0254', 39, '2020-09-14', 35, 24, 'table'],
  ['Nathan Cole', 'Harbourside', 'senior', 'WW-0309', 34, '2022-01-10', 40, 35, 'table'],
  ['Marcus Bell', 'Gloucester Road', 'director', 'WW-0110', 42, '2013-05-20', 38, 28, 'csv'],
  ['Amira Hassan', 'Gloucester Road', 'senior', 'WW-0233', 36, '2019-11-04', 37.5, 32, 'csv'],
  ['Dan Okafor', 'Gloucester Road', 'colourist', 'WW-0262', 37, '2020-07-06', 30, 22, 'csv'],
  ['Georgia Lane', 'Gloucester Road', 'senior', 'WW-0318', 33, '2022-05-16', 24, 19, 'csv'],
  ['Ellie Fisher', 'Gloucester Road', 'junior', 'WW-0377', 20, '2024-02-05', 37.5, 21, 'csv'],
  ['Owen Lacey', 'Southville', 'director', 'WW-0156', 41, '2016-09-12', 36, 27, 'csv'],
  ['Becky Shaw', 'Southville', 'colourist', 'WW-0241', 38, '2020-01-13', 37.5, 25, 'csv'],
  ['Freya Wells', 'Southville', 'senior', 'WW-0297', 35, '2021-06-28', 28, 23, 'csv'],
  ['Kai Thompson', 'Southville', 'junior', 'WW-0389', 21, '2024-09-02', 37.5, 16, 'csv'],
  ['Charlotte Ayres', 'Milsom Street', 'director', 'WW-0115', 45, '2013-11-18', 40, 30, 'txt'],
  ['Olivia Bennett', 'Milsom Street', 'colourist', 'WW-0187', 41, '2018-02-26', 37.5, 27, 'txt'],
  ['Harriet Vale', 'Milsom Street', 'senior', 'WW-0222', 37, '2019-06-10', 37.5, 37, 'txt'],
  ['Imogen Frost', 'Milsom Street', 'senior', 'WW-0276', 35, '2020-10-19', 20, 17, 'txt'],
  ['Rosie Tanner', 'Walcot', 'director', 'WW-0169', 43, '2017-03-06', 38, 29, 'txt'],
  ['Josh Pritchard', 'Walcot', 'senior', 'WW-0247', 34, '2020-03-02', 40, 38, 'txt'],
  ['Nadia Akhtar', 'Walcot', 'colourist', 'WW-0301', 39, '2021-09-06', 36, 23, 'txt'],
  ['Daisy Holt', 'Walcot', 'junior', 'WW-0352', 23, '2023-04-17', 32, 20, 'txt'],
  ['Tom Fairweather', 'Widcombe', 'director', 'WW-0330', 40, '2021-05-04', 40, 26, 'json'],
  ['Lucy Marsh', 'Widcombe', 'senior', 'WW-0336', 33, '2021-05-04', 30, 24, 'json'],
  ['Ella Brooks', 'Widcombe', 'colourist', 'WW-0344', 36, '2022-03-14', 32, 21, 'json'],
  ['Kovács Eszter', 'Liliom', 'director', 'LIL-01', 40, '2015-03-02', 40, 32, 'hu'],
  ['Nagy Réka', 'Liliom', 'senior', 'LIL-04', 32, '2019-09-01', 36, 29, 'hu'],
  ['Tóth Bence', 'Liliom', 'colourist', 'LIL-06', 35, '2021-02-15', 40, 22, 'hu'],
  ['Horváth Lilla', 'Liliom', 'senior', 'LIL-07', 30, '2022-06-13', 32, 26, 'hu'],
  ['Szabó Dóra', 'Liliom', 'junior', 'LIL-09', 20, '2024-01-08', 30, 15, 'hu'],
  ['Sam Kirby', 'Milsom Street', 'junior', 'WW-0405', 22, '2025-04-07', 37.5, 14, 'mail'],
  ['Ruby Dean', 'Widcombe', 'junior', 'WW-0409', 20, '2025-05-12', 30, 11, 'mail'],
  ['Zoe Hartley', 'Harbourside', 'junior', 'WW-0412', 20, '2025-06-02', 25, 12, 'mail'],
];
const stylists = STYLIST_DEF.map(([name, salon, level, no, comm, start, hours, cpw, layout]) => ({ name, salon, level, no, comm, start, hours, cpw, layout }));
const STY = Object.fromEntries(stylists.map((p) => [p.name, p]));
const LEVEL_EN = { junior: 'Junior stylist', senior: 'Senior stylist', director: 'Salon director', colourist: 'Colourist' };
const LEVEL_HU = { junior: 'junior', senior: 'szenior', director: 'igazgató', colourist: 'színtechnikus' };

function stylistFacts(p, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'stylist', attr, value, unit, stated, file);
  F('staff_no', p.no, 'text', p.no);
  F('salon', p.salon, 'text', st.salon ?? p.salon);
  F('level', p.level, 'text', st.level);
  F('commission', p.comm, '%', st.comm);
  F('started', p.start, 'date', st.start);
  F('hours', p.hours, 'h', st.hours);
  F('clients_per_week', p.cpw, '', st.cpw);
}
for (const salon of ['Clifton', 'Harbourside']) {
  const file = `staff/${slug(salon)}-team.html`;
  const sections = stylists.filter((p) => p.salon === salon && p.layout === 'table').map((p, k) => {
    const st = { salon: `Willow &amp; Wren ${salon}`.replace('&amp;', '&'), level: LEVEL_EN[p.level], comm: `${p.comm}%`, start: fmtDate(p.start, k % 2 ? 'short' : 'long'), hours: String(p.hours), cpw: String(p.cpw) };
    stylistFacts(p, file, { ...st, salon });
    return { heading: p.name, rows: [['Staff no.', p.no], ['Level', st.level], ['Commission', st.comm], ['Start date', st.start], ['Hours per week', st.hours], ['Clients per week', st.cpw]] };
  });
  corpus.write(file, htmlTablePage({
    title: `${salon} team`,
    docTitle: `Willow & Wren ${salon} — team`,
    crumbs: ['Willow & Wren', 'Salons', salon, 'Team'],
    lead: [`The stylists of Willow & Wren ${salon}, as on the payroll at the end of June 2025. Clients per week is the average over the last twelve weeks.`],
    sections,
    footer: 'Commission is paid on service takings above the target set in each contract.',
  }));
}
{
  const file = 'staff/bristol-north-register.csv';
  const rows = stylists.filter((p) => p.layout === 'csv').map((p) => {
    const lv = p.level[0].toUpperCase() + p.level.slice(1);
    stylistFacts(p, file, { level: lv, comm: String(p.comm), start: ukDate(p.start), hours: String(p.hours), cpw: String(p.cpw) });
    return [p.no, p.name, p.salon, lv, p.comm, ukDate(p.start), p.hours, p.cpw];
  });
  corpus.write(file, delimited(['Staff no', 'Name', 'Salon', 'Level', 'Commission (%)', 'Joined', 'Hours (per week)', 'Clients (per week)'], rows));
}
stylists.filter((p) => p.layout === 'txt').forEach((p, k) => {
  const file = `staff/bath/profile-${slug(p.name)}.txt`;
  const st = { salon: `Willow & Wren ${p.salon}, Bath`, level: LEVEL_EN[p.level], comm: `${p.comm} per cent`, start: fmtDate(p.start, k % 3 === 1 ? 'us' : 'short'), hours: `${p.hours} a week`, cpw: String(p.cpw) };
  stylistFacts(p, file, { ...st, salon: p.salon });
  const first = p.name.split(' ')[0];
  corpus.write(file, txtProfile({
    txtHeader: `PROFILE — ${p.name.toUpperCase()}`,
    sections: [{ rows: [['Name', p.name], ['Staff number', p.no], ['Salon', st.salon], ['Grade', st.level], ['Commission rate', st.comm], ['Joined', st.start], ['Contracted hours', st.hours], ['Average clients a week', st.cpw]] }],
    lead: [L(k, [
      `${first} specialises in precision bobs and short, textured cuts.`,
      `${first} trained in London and is our go-to for blonding and colour corrections.`,
      `${first} looks after most of our bridal bookings in the summer.`,
      `${first} runs the Tuesday training evenings for the juniors.`,
    ])],
  }));
});
{
  const file = 'payroll/widcombe-payroll-2025-06.json';
  const employees = stylists.filter((p) => p.layout === 'json').map((p) => {
    stylistFacts(p, file, { level: `"level": "${p.level}"`, comm: `"commission_pct": ${p.comm}`, start: `"start": "${p.start}"`, hours: `"hours_per_week": ${p.hours}`, cpw: `"avg_clients_per_week": ${p.cpw}` });
    return {
      full_name: p.name,
      ids: { staff_no: p.no, payroll_ref: `PR-${p.no.slice(3)}` },
      role: { level: p.level, salon: p.salon, title: LEVEL_EN[p.level] },
      pay: { commission_pct: p.comm, basis: 'service takings above target' },
      contract: { start: p.start, hours_per_week: p.hours },
      stats: { avg_clients_per_week: p.cpw, weeks_averaged: 12 },
    };
  });
  corpus.write(file, JSON.stringify({ payroll: { company: 'Willow & Wren Hair and Beauty Ltd', salon: 'Widcombe', period: '2025-06', employees } }, null, 2) + '\n');
}
{
  const file = 'budapest/munkatarsak.md';
  const sections = stylists.filter((p) => p.layout === 'hu').map((p) => {
    const st = { salon: 'Liliom', level: `Szint: ${LEVEL_HU[p.level]}`, comm: `${p.comm}%`, start: huDate(p.start), hours: `Heti óraszám: ${p.hours}`, cpw: `Heti vendégszám: ${p.cpw}` };
    stylistFacts(p, file, st);
    return { heading: p.name, rows: [['Törzsszám', p.no], ['Szalon', 'Liliom Szalon, Budapest'], ['Szint', LEVEL_HU[p.level]], ['Jutalék', st.comm], ['Kezdés dátuma', st.start], ['Heti óraszám', String(p.hours)], ['Heti vendégszám', String(p.cpw)]] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Munkatársak — Liliom Szalon',
    lead: ['A Liliom Szalon fodrászai és kozmetikusai, 2025. június 30-i állapot. A heti vendégszám az elmúlt tizenkét hét átlaga.'],
    sections,
    footer: 'A jutalék a szolgáltatási bevétel százalékában értendő.',
  }));
}
{
  const file = 'email/2025-06-20-new-starters.eml';
  const z = STY['Zoe Hartley'];
  const s = STY['Sam Kirby'];
  const d = STY['Ruby Dean'];
  stylistFacts(z, file, { level: 'junior stylist', comm: '20% commission', start: fmtDate(z.start, 'long'), hours: 'twenty-five hours a week', cpw: 'twelve clients a week' });
  stylistFacts(s, file, { level: 'as a junior', comm: '22% commission', start: fmtDate(s.start, 'long'), hours: '37.5 hours a week', cpw: 'fourteen clients a week' });
  stylistFacts(d, file, { level: 'junior', comm: '20% commission', start: fmtDate(d.start, 'long'), hours: 'thirty hours a week', cpw: 'around eleven clients a week' });
  corpus.write(file, `From: Jo Whitcombe <jo.whitcombe@willowandwren.co.uk>
To: Salon managers <managers@willowandwren.co.uk>
Date: Fri, 20 Jun 2025 16:05:41 +0100
Subject: New starters this spring - for your records

Hi all,

A quick round-up of the three juniors who have joined us since April, so the team pages can be updated when
you get a minute.

Sam Kirby joined Milsom Street on ${fmtDate(s.start, 'long')} as a junior (staff number ${s.no}). He is full time,
37.5 hours a week, on 22% commission, and Charlotte says he is already doing fourteen clients a week.

Ruby Dean moved to Widcombe on ${fmtDate(d.start, 'long')} from the academy: junior, ${d.no}, thirty hours a week at
20% commission, seeing around eleven clients a week so far.

Zoe Hartley started at Harbourside on ${fmtDate(z.start, 'long')} as a junior stylist (staff number ${z.no}).
She is on twenty-five hours a week and 20% commission, and Priya expects her to see about twelve clients a week
by the end of the summer.

Their contracts are on the shared drive under HR. Payroll has all three from their start dates.

Thanks,
Jo
`);
}
// WIDE: services delivered per stylist per month, January–June 2025
const MKEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'];
const WEEKS = [4.4, 4.0, 4.4, 4.1, 4.4, 4.3];
for (const p of stylists) {
  p.svc = {};
  MKEYS.forEach((m, i) => {
    const monthStart = `2025-${pad(i + 1)}-01`;
    const monthEnd = `2025-${pad(i + 1)}-28`;
    if (p.start > monthEnd) return;
    let share = 1;
    if (p.start > monthStart) share = (28 - Number(p.start.slice(8, 10)) + 3) / 30;
    const ramp = p.start >= '2025-01-01' ? 0.8 : 1;
    p.svc[m] = Math.max(1, Math.round(p.cpw * WEEKS[i] * share * ramp * r.float(0.86, 1.06)));
  });
}
// a fixed point: a single busiest stylist over the half-year
STY['Josh Pritchard'].svc.jun = 151;
{
  const file = 'reports/services-by-stylist-2025-h1.csv';
  const rows = stylists.filter((p) => p.salon !== 'Liliom').map((p) => {
    MKEYS.forEach((m) => p.svc[m] != null && corpus.also(p.name, 'stylist', `services_2025_${m}`, p.svc[m], '', String(p.svc[m]), file));
    return [p.no, p.name, p.salon, ...MKEYS.map((m) => p.svc[m] ?? '')];
  });
  corpus.write(file, delimited(['Staff no', 'Stylist', 'Salon', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'], rows));
}
{
  const file = 'budapest/havi-szolgaltatasok-2025.md';
  const out = ['# Havi szolgáltatásszám 2025 — Liliom Szalon', '', 'Az egyes munkatársak által elvégzett szolgáltatások száma havonta, 2025. január–június.', '',
    '| Munkatárs | jan. | febr. | márc. | ápr. | máj. | jún. |', '|---|---|---|---|---|---|---|'];
  stylists.filter((p) => p.salon === 'Liliom').forEach((p) => {
    MKEYS.forEach((m) => p.svc[m] != null && corpus.also(p.name, 'stylist', `services_2025_${m}`, p.svc[m], '', String(p.svc[m]), file));
    out.push(`| ${p.name} | ${MKEYS.map((m) => p.svc[m] ?? '–').join(' | ')} |`);
  });
  out.push('', 'Április: húsvét miatt két nap zárva.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (c) treatments
// [code, name, category, minutes, price, currency, patch test, layout]
const TREAT_DEF = [
  ['WW-C01', 'Restyle cut and finish', 'cut', 60, 58, 'GBP', false, 'yaml'],
  ['WW-C02', 'Wet cut', 'cut', 30, 34, 'GBP', false, 'yaml'],
  ['WW-C03', 'Gents cut', 'cut', 30, 28, 'GBP', false, 'yaml'],
  ['WW-C04', 'Blow-dry', 'cut', 45, 32, 'GBP', false, 'yaml'],
  ['WW-C05', "Kids' cut", 'cut', 20, 18, 'GBP', false, 'yaml'],
  ['WW-C06', 'Bridal hair trial', 'cut', 90, 85, 'GBP', false, 'yaml'],
  ['WW-K01', 'Full head tint', 'colour', 120, 92, 'GBP', true, 'tsv'],
  ['WW-K02', 'Root tint', 'colour', 75, 64, 'GBP', true, 'tsv'],
  ['WW-K03', 'Half head foils', 'colour', 105, 88, 'GBP', true, 'tsv'],
  ['WW-K04', 'Full head foils', 'colour', 150, 126, 'GBP', true, 'tsv'],
  ['WW-K05', 'Balayage', 'colour', 180, 165, 'GBP', true, 'tsv'],
  ['WW-K06', 'Toner refresh', 'colour', 30, 30, 'GBP', true, 'tsv'],
  ['WW-K07', 'Colour correction consultation', 'colour', 20, 15, 'GBP', false, 'tsv'],
  ['WW-K08', 'Vegan gloss', 'colour', 45, 48, 'GBP', true, 'tsv'],
  ['WW-N01', 'Gel manicure', 'nails', 50, 35, 'GBP', false, 'dl'],
  ['WW-N02', 'Classic pedicure', 'nails', 55, 38, 'GBP', false, 'dl'],
  ['WW-N03', 'Acrylic full set', 'nails', 90, 52, 'GBP', false, 'dl'],
  ['WW-N04', 'Gel removal', 'nails', 15, 12, 'GBP', false, 'dl'],
  ['WW-S01', 'Signature facial', 'skin', 60, 65, 'GBP', false, 'dl'],
  ['WW-S02', 'Brow lamination', 'skin', 45, 45, 'GBP', true, 'dl'],
  ['WW-S03', 'Lash lift and tint', 'skin', 60, 55, 'GBP', true, 'dl'],
  ['WW-S04', 'Eyebrow tint', 'skin', 15, 15, 'GBP', true, 'dl'],
  ['WW-S05', 'Dermaplaning', 'skin', 40, 50, 'GBP', false, 'dl'],
  ['WW-S06', 'Hydrating eye treatment', 'skin', 30, 32, 'GBP', false, 'dl'],
  ['WW-K09', 'Glaze and go', 'colour', 40, 42, 'GBP', true, 'mail'],
  ['WW-S07', 'Scalp detox', 'skin', 35, 38, 'GBP', false, 'mail'],
  ['WW-N05', 'Russian manicure', 'nails', 75, 55, 'GBP', false, 'mail'],
  ['LIL-V01', 'Női hajvágás', 'cut', 45, 12500, 'HUF', false, 'hu'],
  ['LIL-V02', 'Férfi hajvágás', 'cut', 30, 7900, 'HUF', false, 'hu'],
  ['LIL-F01', 'Tőfestés', 'colour', 90, 18900, 'HUF', true, 'hu'],
  ['LIL-F02', 'Balayage technika', 'colour', 180, 48000, 'HUF', true, 'hu'],
  ['LIL-K01', 'Gél lakk', 'nails', 60, 9500, 'HUF', false, 'hu'],
  ['LIL-B01', 'Arctisztító kezelés', 'skin', 75, 16500, 'HUF', false, 'hu'],
  ['LIL-B02', 'Szempillafestés', 'skin', 20, 4500, 'HUF', true, 'hu'],
  ['LIL-I01', 'Wedding updo', 'cut', 75, 85, 'EUR', false, 'json'],
  ['LIL-I02', 'Express colour gloss', 'colour', 40, 45, 'EUR', true, 'json'],
  ['LIL-I03', 'Hand spa manicure', 'nails', 45, 32, 'EUR', false, 'json'],
  ['LIL-I04', 'Hungarian herbal facial', 'skin', 60, 58, 'EUR', false, 'json'],
];
const treatments = TREAT_DEF.map(([code, name, cat, min, price, cur, patch, layout]) => ({ code, name, cat, min, price, cur, patch, layout, menu: code.startsWith('LIL') ? 'Budapest' : 'UK' }));
function treatFacts(t, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(t.name, 'treatment', attr, value, unit, stated, file);
  F('code', t.code, 'text', t.code);
  F('category', t.cat, 'text', st.cat);
  F('duration', t.min, 'min', st.dur);
  F('price', t.price, t.cur, st.price);
  F('patch_test', t.patch, 'bool', st.patch);
  F('menu', t.menu, 'text', st.menu ?? '');
}
/** English durations in the styles of the price lists. */
function durEn(m, style) {
  const h = Math.floor(m / 60);
  const mm = m % 60;
  if (style === 'tsv') {
    if (m < 60) return `${m} mins`;
    if (mm === 0) return `${h} ${h === 1 ? 'hr' : h === 3 ? 'hours' : 'hrs'}`;
    if (mm === 30) return `${h}.5 hours`;
    return `${h} hr ${mm} min`;
  }
  if (m < 60) return `${m} minutes`;
  if (mm === 0) return `${h} hr`;
  return `${h} hr ${mm} min`;
}
const durHu = (m) => (m <= 60 ? `${m} perc` : m % 60 === 0 ? `${m / 60} óra` : `${Math.floor(m / 60)} óra ${m % 60} perc`);
{
  const file = 'services/cutting-menu.md';
  const sections = treatments.filter((t) => t.layout === 'yaml').map((t) => {
    const st = { cat: 'category: cut', dur: `${t.min} min`, price: gbp2(t.price), patch: 'No' };
    treatFacts(t, file, st);
    return { heading: t.name, rows: [['Code', t.code], ['Time', st.dur], ['Price', st.price], ['Patch test', st.patch]] };
  });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['menu', 'Willow & Wren UK salons'], ['category', 'cut'], ['currency', 'GBP'], ['valid_from', '2025-04-01']],
    title: 'Cutting and styling menu',
    lead: ['Prices are the same in all seven UK salons. A restyle includes a consultation, wash, cut and finish.'],
    sections,
    footer: 'Director-level stylists charge 15 % more; juniors 20 % less (not shown).',
  }));
}
{
  const file = 'services/colour-price-list.tsv';
  const rows = treatments.filter((t) => t.layout === 'tsv').map((t) => {
    const st = { cat: 'Colour', dur: durEn(t.min, 'tsv'), price: gbp2(t.price), patch: t.patch ? 'Yes' : 'No' };
    treatFacts(t, file, st);
    return [t.code, t.name, 'Colour', st.dur, st.price, st.patch];
  });
  corpus.write(file, delimited(['Code', 'Service', 'Category', 'Duration', 'Price', 'Skin test 48h before'], rows, '\t'));
}
{
  const file = 'services/nails-and-skin.html';
  const sections = treatments.filter((t) => t.layout === 'dl').map((t) => {
    const cat = t.cat === 'nails' ? 'Nails' : 'Skin';
    const st = { cat, dur: durEn(t.min, 'dl'), price: gbp(t.price), patch: t.patch ? 'Yes' : 'No' };
    treatFacts(t, file, st);
    return { heading: t.name, rows: [['Code', t.code], ['Category', cat], ['Duration', st.dur], ['Price', st.price], ['Patch test required', st.patch]] };
  });
  corpus.write(file, htmlDlPage({
    title: 'Nails and skin menu',
    docTitle: 'Willow & Wren — nails and skin',
    site: 'Willow & Wren Hair and Beauty',
    lead: ['Nails and skin treatments are offered at Clifton, Harbourside, Milsom Street and Walcot. Brow and lash tints need a patch test at least 48 hours before.'],
    sections,
    footer: 'Prices from 1 April 2025.',
  }));
}
{
  const CAT_HU = { cut: 'vágás', colour: 'festés', nails: 'köröm', skin: 'kozmetika' };
  treatments.filter((t) => t.layout === 'hu').forEach((t, k) => {
    const file = `budapest/szolgaltatasok/${t.code.toLowerCase()}-${slug(t.name)}.txt`;
    const st = { cat: `Kategória: ${CAT_HU[t.cat]}`, dur: durHu(t.min), price: huf(t.price), patch: `Bőrpróba szükséges: ${t.patch ? 'igen' : 'nem'}` };
    treatFacts(t, file, st);
    corpus.write(file, txtProfile({
      txtHeader: `SZOLGÁLTATÁS — ${t.name.toUpperCase()}`,
      sections: [{ rows: [['Név', t.name], ['Kód', t.code], ['Kategória', CAT_HU[t.cat]], ['Időtartam', st.dur], ['Ár', st.price], ['Bőrpróba szükséges', t.patch ? 'igen' : 'nem']] }],
      lead: [L(k, ['Az ár tartalmazza a mosást és a szárítást.', 'Bőrpróba legalább 48 órával a kezelés előtt.', 'Hosszú hajra felár: 2 000 Ft.', 'Foglalás telefonon vagy online.'])],
    }));
  });
}
{
  const file = 'budapest/international-menu.json';
  const recs = treatments.filter((t) => t.layout === 'json').map((t) => {
    treatFacts(t, file, { cat: `"category": "${t.cat}"`, dur: `"duration_min": ${t.min}`, price: `"price_eur": ${t.price}`, patch: `"patch_test_required": ${t.patch}` });
    return { code: t.code, service: t.name, category: t.cat, duration_min: t.min, price_eur: t.price, patch_test_required: t.patch, salon: 'Liliom Szalon, Budapest' };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'email/2025-06-09-new-treatments-summer.eml';
  const [g, s, m] = ['Glaze and go', 'Scalp detox', 'Russian manicure'].map((n) => treatments.find((t) => t.name === n));
  treatFacts(g, file, { cat: 'colour category', dur: 'forty-minute', price: '£42', patch: 'needs a patch test' });
  treatFacts(s, file, { cat: 'under skin', dur: '35 minutes', price: '£38', patch: 'no patch test needed' });
  treatFacts(m, file, { cat: 'nails menu', dur: 'an hour and a quarter', price: '£55', patch: 'no patch test either' });
  corpus.write(file, `From: Bex Lindqvist <education@willowandwren.co.uk>
To: All stylists <team@willowandwren.co.uk>
Date: Mon, 9 Jun 2025 08:31:02 +0100
Subject: Three new treatments on the till from 1 July

Morning everyone,

Three new treatments go live on the booking system on 1 July, in all seven UK salons.

Glaze and go (${g.code}) is a forty-minute gloss in the colour category at £42. Like everything that touches the
hair with colour, it needs a patch test 48 hours before.

Scalp detox (${s.code}), which sits under skin on the till, takes 35 minutes and costs £38; no patch test needed.

And for the nails menu, the Russian manicure (${m.code}): an hour and a quarter, £55, no patch test either.

Training dates are on the education calendar. Please don't book any of them before you've done the session.

Bex
Education lead
`);
}

// ------------------------------------------------------------------ (f) suppliers (before products, which name them)
// [name, country, delivery days, minimum order, currency, discount %, layout]
const SUPPLIER_DEF = [
  ['Avonside Salon Supplies', 'United Kingdom', 2, 150, 'GBP', 5, 'infobox'],
  ['Severn Beauty Wholesale', 'United Kingdom', 1, 250, 'GBP', 8, 'infobox'],
  ['Northvale Professional', 'United Kingdom', 3, 400, 'GBP', 12, 'infobox'],
  ['Luma Botanics GmbH', 'Germany', 5, 300, 'EUR', 10, 'yaml'],
  ['Atelier Noor', 'France', 6, 500, 'EUR', 15, 'yaml'],
  ['Verda Naturals', 'Netherlands', 4, 200, 'EUR', 7, 'yaml'],
  ['Coastline Nail Co.', 'United States', 10, 600, 'GBP', 14, 'yaml'],
  ['Hajnal Kozmetika Kft.', 'Hungary', 2, 60000, 'HUF', 6, 'hu'],
  ['Pannon Fodrászkellék Kft.', 'Hungary', 3, 100000, 'HUF', 9, 'hu'],
  ['Kestrel Tools Ltd', 'United Kingdom', 2, 100, 'GBP', 4, 'mail'],
];
const suppliers = SUPPLIER_DEF.map(([name, country, days, min, cur, disc, layout]) => ({ name, country, days, min, cur, disc, layout }));
function supplierFacts(s, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'supplier', attr, value, unit, stated, file);
  F('country', s.country, 'place', st.country);
  F('delivery_days', s.days, 'days', st.days);
  F('min_order', s.min, s.cur, st.min);
  F('discount', s.disc, '%', st.disc);
}
const SUP_INFO = {
  'Avonside Salon Supplies': ['Avonmouth, Bristol', 'AV-20417', 'Towels, foils, colour bowls and the Saltmarsh range.'],
  'Severn Beauty Wholesale': ['Newport', 'SBW-8812', 'Cash-and-carry and next-day delivery for the Severn range and consumables.'],
  'Northvale Professional': ['Leeds', 'NVP-0093', 'Distributor of Northvale professional haircare; education days included with the account.'],
};
suppliers.filter((s) => s.layout === 'infobox').forEach((s) => {
  const file = `suppliers/${slug(s.name)}.html`;
  const [town, acct, blurb] = SUP_INFO[s.name];
  const st = { country: 'United Kingdom', days: s.days === 1 ? 'next working day' : `${s.days} working days`, min: gbp(s.min), disc: `${s.disc}%` };
  supplierFacts(s, file, st);
  corpus.write(file, htmlInfoboxPage({
    title: s.name,
    sections: [{ heading: 'Supplier', rows: [['Country', st.country], ['Based in', town], ['Our account no.', acct], ['Delivery', st.days], ['Minimum order', st.min], ['Trade discount', st.disc]] }],
    lead: [blurb, `Orders placed before 2 pm are delivered in ${s.days === 1 ? 'one working day' : `${s.days} working days`}.`],
  }));
});
suppliers.filter((s) => s.layout === 'yaml').forEach((s) => {
  const file = `suppliers/${slug(s.name)}.md`;
  const sym = s.cur === 'EUR' ? '€' : '£';
  const st = { country: `country: ${s.country}`, days: `${s.days} working days`, min: `${sym}${group(s.min)}`, disc: `${s.disc} %` };
  supplierFacts(s, file, st);
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['supplier', s.name], ['country', s.country], ['currency', s.cur], ['account_since', s.name === 'Coastline Nail Co.' ? 2023 : 2020]],
    title: s.name,
    lead: [s.cur === 'EUR' ? 'Invoiced in euros; we pay by SEPA transfer from the euro account.' : 'Imported through their UK distributor, invoiced in pounds; air freight included above the minimum.'],
    colA: 'Term', colB: 'Agreed',
    sections: [{ heading: 'Trading terms', rows: [['Lead time', st.days], ['Minimum order value', st.min], ['Discount on list price', st.disc], ['Payment', '30 days from invoice']] }],
  }));
});
{
  const file = 'budapest/beszallitok.txt';
  const out = [];
  suppliers.filter((s) => s.layout === 'hu').forEach((s) => {
    const st = { country: 'Magyarország', days: `${s.days} munkanap`, min: huf(s.min), disc: `${s.disc}%` };
    supplierFacts(s, file, st);
    out.push(`BESZÁLLÍTÓ — ${s.name.toUpperCase()}`, '', `Név: ${s.name}`, `Ország: ${st.country}`, `Szállítási idő: ${st.days}`, `Minimális rendelés: ${st.min}`, `Kedvezmény: ${st.disc}`, '');
  });
  out.push('A rendeléseket Kovács Eszter adja le, havonta egyszer.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'email/2025-05-14-kestrel-tools.eml';
  const s = suppliers.find((x) => x.name === 'Kestrel Tools Ltd');
  supplierFacts(s, file, { country: 'UK firm', days: 'two working days', min: '£100', disc: '4% discount' });
  corpus.write(file, `From: Marcus Bell <marcus.bell@willowandwren.co.uk>
To: Jo Whitcombe <jo.whitcombe@willowandwren.co.uk>
Date: Wed, 14 May 2025 12:12:09 +0100
Subject: Scissor supplier

Hi Jo,

I've opened a trade account with Kestrel Tools Ltd, a UK firm in Sheffield, for scissors, clippers and sharpening.
They deliver within two working days, the minimum order is £100 and they've agreed a 4% discount on everything
we buy, including the sharpening service. Can you add them to the supplier list?

Their rep is coming to the managers' meeting in July with the new 6-inch offset scissors.

Marcus
`);
}

// ------------------------------------------------------------------ (e) products
// [code, brand, name, size, size unit, stock, price, currency, supplier, layout]
const PRODUCT_DEF = [
  ['SM-101', 'Saltmarsh', 'Saltmarsh Sea Salt Texture Spray', 200, 'ml', 18, 16.5, 'GBP', 'Avonside Salon Supplies', 'html'],
  ['SM-104', 'Saltmarsh', 'Saltmarsh Hydrating Shampoo', 300, 'ml', 24, 13.95, 'GBP', 'Avonside Salon Supplies', 'html'],
  ['SM-105', 'Saltmarsh', 'Saltmarsh Hydrating Conditioner', 300, 'ml', 21, 15.95, 'GBP', 'Avonside Salon Supplies', 'html'],
  ['NV-210', 'Northvale', 'Northvale Bond Repair Mask', 250, 'ml', 9, 28, 'GBP', 'Northvale Professional', 'html'],
  ['NV-214', 'Northvale', 'Northvale Heat Shield Mist', 150, 'ml', 14, 19.5, 'GBP', 'Northvale Professional', 'html'],
  ['NV-220', 'Northvale', 'Northvale Purple Toning Shampoo', 1000, 'ml', 6, 42, 'GBP', 'Northvale Professional', 'html'],
  ['SB-330', 'Severn', 'Severn Argan Oil Serum', 100, 'ml', 30, 12.5, 'GBP', 'Severn Beauty Wholesale', 'html'],
  ['SB-333', 'Severn', 'Severn Volume Mousse', 250, 'ml', 27, 10.95, 'GBP', 'Severn Beauty Wholesale', 'json'],
  ['CN-01', 'Coastline', 'Coastline Cuticle Oil', 0.5, 'fl oz', 40, 9.5, 'GBP', 'Coastline Nail Co.', 'json'],
  ['CN-02', 'Coastline', 'Coastline Strengthening Base Coat', 0.5, 'fl oz', 25, 12, 'GBP', 'Coastline Nail Co.', 'json'],
  ['CN-05', 'Coastline', 'Coastline Hand Cream', 3.4, 'fl oz', 33, 14.5, 'GBP', 'Coastline Nail Co.', 'json'],
  ['CN-07', 'Coastline', 'Coastline Foot Soak', 16, 'fl oz', 11, 18, 'GBP', 'Coastline Nail Co.', 'json'],
  ['LB-11', 'Luma Botanics', 'Luma Rosemary Scalp Tonic', 100, 'ml', 15, 24.9, 'EUR', 'Luma Botanics GmbH', 'eu'],
  ['LB-14', 'Luma Botanics', 'Luma Calendula Day Cream', 50, 'ml', 12, 32.5, 'EUR', 'Luma Botanics GmbH', 'eu'],
  ['LB-18', 'Luma Botanics', 'Luma Clay Cleanser', 150, 'ml', 8, 19.9, 'EUR', 'Luma Botanics GmbH', 'eu'],
  ['AN-02', 'Atelier Noor', 'Atelier Noor Silk Hair Oil', 50, 'ml', 7, 46, 'EUR', 'Atelier Noor', 'eu'],
  ['AN-05', 'Atelier Noor', 'Atelier Noor Glow Serum', 30, 'ml', 5, 68, 'EUR', 'Atelier Noor', 'eu'],
  ['AN-09', 'Atelier Noor', 'Atelier Noor Body Butter', 200, 'ml', 10, 39.5, 'EUR', 'Atelier Noor', 'eu'],
  ['VN-31', 'Verda', 'Verda Aloe Gel', 200, 'ml', 22, 14.9, 'EUR', 'Verda Naturals', 'eu'],
  ['VN-35', 'Verda', 'Verda Micellar Water', 400, 'ml', 19, 12.5, 'EUR', 'Verda Naturals', 'eu'],
  ['HK-501', 'Hajnal', 'Hajnal Csipkebogyó Sampon', 250, 'ml', 14, 4990, 'HUF', 'Hajnal Kozmetika Kft.', 'hu'],
  ['HK-504', 'Hajnal', 'Hajnal Levendulás Hajbalzsam', 250, 'ml', 13, 5490, 'HUF', 'Hajnal Kozmetika Kft.', 'hu'],
  ['HK-510', 'Hajnal', 'Hajnal Kamillás Arckrém', 50, 'ml', 9, 7990, 'HUF', 'Hajnal Kozmetika Kft.', 'hu'],
  ['PF-220', 'Pannon', 'Pannon Erős Hajlakk', 300, 'ml', 26, 3290, 'HUF', 'Pannon Fodrászkellék Kft.', 'hu'],
  ['PF-231', 'Pannon', 'Pannon Hővédő Spray', 200, 'ml', 17, 4590, 'HUF', 'Pannon Fodrászkellék Kft.', 'hu'],
  ['NV-226', 'Northvale', 'Northvale Curl Cream', 200, 'ml', 4, 21, 'GBP', 'Northvale Professional', 'mail'],
  ['SB-340', 'Severn', 'Severn Dry Shampoo', 6.8, 'fl oz', 3, 11.5, 'GBP', 'Severn Beauty Wholesale', 'mail'],
];
const products = PRODUCT_DEF.map(([code, brand, name, size, su, stock, price, cur, supplier, layout]) => ({ code, brand, name, size, su, ml: su === 'fl oz' ? r4(size * FLOZ) : size, stock, price, cur, supplier, layout }));
function productFacts(p, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'product', attr, value, unit, stated, file);
  F('code', p.code, 'text', p.code);
  F('brand', p.brand, 'text', st.brand ?? p.brand);
  F('size', p.ml, 'ml', st.size);
  F('stock', p.stock, '', st.stock);
  F('price', p.price, p.cur, st.price);
  F('supplier', p.supplier, 'text', st.supplier ?? p.supplier);
}
{
  const groups = [['products/retail-haircare-saltmarsh-severn.html', ['Saltmarsh', 'Severn']], ['products/retail-haircare-northvale.html', ['Northvale']]];
  for (const [file, brands] of groups) {
    const sections = products.filter((p) => p.layout === 'html' && brands.includes(p.brand)).map((p) => {
      const size = p.size === 1000 ? '1 litre' : `${p.size} ml`;
      const st = { size, stock: String(p.stock), price: gbp2(p.price) };
      productFacts(p, file, st);
      return { heading: p.name, rows: [['Code', p.code], ['Brand', p.brand], ['Size', size], ['In stock (all UK salons)', st.stock], ['Retail price', st.price], ['Supplier', p.supplier]] };
    });
    corpus.write(file, htmlTablePage({
      title: `Retail — ${brands.join(' and ')}`,
      crumbs: ['Willow & Wren', 'Retail', brands.join(' / ')],
      lead: ['Stock is the total across the UK salons at the end-of-June count. Staff discount on retail is 30 %.'],
      sections,
    }));
  }
}
{
  const file = 'shop/online-shop-feed.json';
  const recs = products.filter((p) => p.layout === 'json').map((p) => {
    const size = p.su === 'fl oz' ? `${p.size} fl oz` : `${p.size} ml`;
    productFacts(p, file, { size, stock: `"stock_qty": ${p.stock}`, price: `"price_gbp": ${p.price}` });
    return { sku: p.code, brand: p.brand, title: p.name, size, stock_qty: p.stock, price_gbp: p.price, supplier: p.supplier, channel: 'online + salons' };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'stock/eu-brands-stock-2025-06.csv';
  const rows = products.filter((p) => p.layout === 'eu').map((p) => {
    productFacts(p, file, { size: `${p.size} ml`, stock: String(p.stock), price: dec(p.price) });
    return [p.code, p.brand, p.name, `${p.size} ml`, p.stock, dec(p.price), p.supplier];
  });
  const head = 'Willow & Wren - EU brands stock count\nCounted: 28/06/2025;By: Bath salons (Milsom Street, Walcot, Widcombe)\nPrices: recommended retail in EUR as per the distributors\' 2025 lists\n\n';
  corpus.write(file, head + delimited(['Code', 'Brand', 'Product', 'Size', 'Stock (units)', 'RRP (EUR)', 'Supplier'], rows, ';'));
}
{
  const file = 'budapest/termekek.md';
  const sections = products.filter((p) => p.layout === 'hu').map((p) => {
    const st = { size: `Kiszerelés: ${p.size} ml`, stock: `${p.stock} db`, price: huf(p.price) };
    productFacts(p, file, st);
    return { heading: p.name, rows: [['Kód', p.code], ['Márka', p.brand], ['Kiszerelés', `${p.size} ml`], ['Készlet', st.stock], ['Ár', st.price], ['Beszállító', p.supplier]] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Termékek — Liliom Szalon',
    lead: ['A szalonban árusított termékek, 2025. június végi készlet. Az árak bruttó fogyasztói árak.'],
    sections,
  }));
}
{
  const file = 'email/2025-06-27-stock-take.eml';
  const c = products.find((p) => p.code === 'NV-226');
  const d = products.find((p) => p.code === 'SB-340');
  productFacts(c, file, { size: '200 ml', stock: 'down to four', price: '£21.00' });
  productFacts(d, file, { size: '6.8 fl oz', stock: 'only have three left', price: '£11.50' });
  corpus.write(file, `From: Rosie Tanner <rosie.tanner@willowandwren.co.uk>
To: Jo Whitcombe <jo.whitcombe@willowandwren.co.uk>
Date: Fri, 27 Jun 2025 18:47:55 +0100
Subject: Stock take - two to reorder

Hi Jo,

Stock take done for the UK retail shelves. Everything matches the system except two lines that need reordering:

The Northvale Curl Cream (${c.code}, 200 ml tubs, £21.00 retail) is down to four across all the salons, so please
reorder from Northvale Professional with the next mask order.

The Severn Dry Shampoo (${d.code}) in the 6.8 fl oz cans sells at £11.50 and we only have three left. It comes from
Severn Beauty Wholesale, so it can go on tomorrow's next-day order.

Rosie
`);
}

// ------------------------------------------------------------------ (d) clients
const CLIENT_NAMES = {
  Clifton: ['Alice Henderson', 'Sophie Marchetti', 'Rachel Osei', 'Megan Doyle', 'Laura Keane', 'Hollie Barton', 'Fiona McAllister'],
  'Gloucester Road': ['Isabel Cartwright', 'Jasmine Patel', 'Kieran Nolan', 'Natalie Brooks', 'Tamsin Hale', 'Yasmin Farouk', 'Beatrice Lowe', 'Carys Powell'],
  Harbourside: ['Danielle Okoro', 'Erin Fitzgerald', 'Hayley Summers', 'Jodie Kwan', 'Lydia Ferreira', 'Matt Greaves', 'Paige Whelan', 'Sasha Ivanova'],
  Southville: ['Abigail Stone', 'Bethany Cross', 'Ciara Moloney', 'Esme Lawson', 'Frankie Hughes', 'Gemma Talbot'],
  Walcot: ['Helena Voss', 'Iris Campbell', 'Jenna Moore', 'Kirsty Palmer', 'Leonie Hart', 'Maisie Quinn'],
  Widcombe: ['Nina Carver', 'Orla Bradshaw', 'Penny Rhodes', 'Raj Mehta', 'Stella Barnes'],
  'Milsom Street': ['Tabitha Greenwood', 'Ursula Kent', 'Victoria Lang', 'Wendy Ashcroft', 'Zara Fielding', 'Annabel Fox', 'Camilla Drake', 'Diana Mercer'],
  Liliom: ['Kiss Anna', 'Molnár Zsófia', 'Farkas Judit', 'Balogh Nóra', 'Papp Viktória', 'Lakatos Bianka', 'Simon Katalin'],
};
const PREFIX = { Clifton: 'CL-2', 'Gloucester Road': 'GR-1', Harbourside: 'HB-3', Southville: 'SV-4', Walcot: 'WC-5', Widcombe: 'WD-6', 'Milsom Street': 'MS-7', Liliom: 'L-1' };
const usedNos = new Set(['CL-2291', 'CL-2278', 'CL-2284', 'L-1187']);
const clientNo = (salon) => {
  for (;;) {
    const no = `${PREFIX[salon]}${pad(r.int(10, 260), 3)}`;
    if (!usedNos.has(no)) {
      usedNos.add(no);
      return no;
    }
  }
};
const clients = [];
for (const [salon, names] of Object.entries(CLIENT_NAMES)) {
  const pool = stylists.filter((p) => p.salon === salon && p.layout !== 'mail');
  for (const name of names) {
    const y = r.weighted([[2015, 1], [2016, 1], [2017, 1], [2018, 1.2], [2019, 1.2], [2020, 0.8], [2021, 1.3], [2022, 1.4], [2023, 1.5], [2024, 1.5], [2025, 0.8]]);
    const m = y === 2025 ? r.int(1, 4) : r.int(1, 12);
    const first = `${y}-${pad(m)}-${pad(r.int(1, 28))}`;
    const maxVisits = y === 2025 ? Math.max(1, 2 * (6 - m)) : 12;
    const visits = r.int(1, maxVisits);
    const years = 2025 - y;
    const points = Math.min(2400, Math.round((visits * r.int(35, 70) + years * r.int(40, 160)) / 5) * 5);
    const stylist = r.chance(0.15) ? null : r.pick(pool).name;
    clients.push({ name, salon, no: clientNo(salon), stylist, first, visits, points, allergy: r.chance(0.22), layout: null });
  }
}
const CLI = Object.fromEntries(clients.map((c) => [c.name, c]));
// clients known only from sentences (front-desk diary, a Hungarian e-mail)
const proseClients = [
  { name: 'Grace Whitmore', salon: 'Clifton', no: 'CL-2291', stylist: 'Jess Morgan', first: '2025-06-10', visits: 1, points: 60, allergy: true, layout: 'diary' },
  { name: 'Amelia Rowntree', salon: 'Clifton', no: 'CL-2278', stylist: 'Callum Reid', first: '2025-03-01', visits: 3, points: 245, allergy: false, layout: 'diary' },
  { name: 'Chloe Ashdown', salon: 'Clifton', no: 'CL-2284', stylist: 'Sian Roberts', first: '2025-05-17', visits: 2, points: 130, allergy: false, layout: 'diary' },
  { name: 'Varga Petra', salon: 'Liliom', no: 'L-1187', stylist: 'Horváth Lilla', first: '2025-06-12', visits: 2, points: 180, allergy: true, layout: 'humail' },
];
for (const c of proseClients) {
  clients.push(c);
  CLI[c.name] = c;
}
// a few fixed points the folder should hold
Object.assign(CLI['Tabitha Greenwood'], { stylist: 'Harriet Vale', allergy: true });
Object.assign(CLI['Helena Voss'], { first: '2015-09-12', points: 2150, visits: 11 });
Object.assign(CLI['Farkas Judit'], { stylist: 'Tóth Bence', allergy: true });

function clientFacts(c, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'client', attr, value, unit, stated, file);
  F('client_no', c.no, 'text', c.no);
  F('salon', c.salon, 'text', st.salon ?? c.salon);
  F('stylist', c.stylist, 'person', st.stylist);
  F('first_visit', c.first, 'date', st.first);
  F('visits', c.visits, '', st.visits);
  F('points', c.points, '', st.points);
  F('allergy', c.allergy, 'bool', st.allergy);
}
{
  const file = 'clients/booking-export-bristol-2025-06-30.csv';
  const rows = clients.filter((c) => !c.layout && ['Clifton', 'Gloucester Road', 'Harbourside'].includes(c.salon)).map((c) => {
    const st = { stylist: c.stylist ?? 'n/a', first: ukDate(c.first), visits: String(c.visits), points: String(c.points), allergy: c.allergy ? 'Y' : 'N' };
    clientFacts(c, file, st);
    return [c.no, c.name, c.salon, st.stylist, st.first, c.visits, c.points, st.allergy];
  });
  corpus.write(file, delimited(['Client no', 'Client', 'Salon', 'Preferred stylist', 'First visit', 'Visits 2025', 'Loyalty points', 'Allergy noted'], rows, ';'));
}
{
  const file = 'loyalty/loyalty-app-export.json';
  const tier = (p) => (p >= 1000 ? 'Gold' : p >= 500 ? 'Silver' : 'Bronze');
  const members = clients.filter((c) => !c.layout && ['Southville', 'Walcot', 'Widcombe'].includes(c.salon)).map((c, k) => {
    const first = fmtDate(c.first, 'us');
    clientFacts(c, file, { stylist: c.stylist ? `"stylist": "${c.stylist}"` : '"stylist": null', first, visits: `"visits_2025": ${c.visits}`, points: `"points": ${c.points}`, allergy: `"allergy_noted": ${c.allergy}` });
    return {
      member: { number: c.no, tier: tier(c.points), marketing_opt_in: k % 3 !== 0 },
      profile: { full_name: c.name, home_salon: c.salon },
      preferences: { stylist: c.stylist, reminders: L(k, ['sms', 'email', 'app']) },
      history: { first_visit: first, visits_2025: c.visits },
      loyalty: { points: c.points },
      health: { allergy_noted: c.allergy, ...(c.allergy ? { note: L(k, ['PPD (hair dye)', 'nickel', 'latex', 'fragrance']) } : {}) },
    };
  });
  corpus.write(file, JSON.stringify({ app: 'W&W Rewards', exported: '2025-06-30T22:00:00Z', salons: ['Southville', 'Walcot', 'Widcombe'], members }, null, 2) + '\n');
}
{
  const file = 'clients/milsom-street-client-cards.md';
  const sections = clients.filter((c) => !c.layout && c.salon === 'Milsom Street').map((c, k) => {
    const st = { salon: 'Milsom Street', stylist: c.stylist ?? 'No preference', first: fmtDate(c.first, 'short'), visits: `Visits so far this year: ${c.visits}`, points: `${c.points} points`, allergy: c.allergy ? 'Yes' : 'None' };
    clientFacts(c, file, st);
    return { heading: c.name, rows: [['Client number', c.no], ['Usual stylist', st.stylist], ['Client since', st.first], ['Visits so far this year', String(c.visits)], ['Loyalty balance', st.points], ['Allergy on file', c.allergy ? `Yes — ${L(k, ['PPD', 'ammonia', 'nickel'])}` : 'None']] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Milsom Street — client cards (regulars)',
    lead: ['Printed from the booking system on 30 June 2025 for the front desk folder. Visits count from 1 January 2025.'],
    sections,
    footer: 'Shred old cards; do not leave this folder on the desk.',
  }));
}
{
  const file = 'budapest/vendegek.html';
  const rows = clients.filter((c) => !c.layout && c.salon === 'Liliom').map((c) => {
    const st = { salon: 'Liliom', stylist: c.stylist ?? 'nincs', first: huDate(c.first), visits: `<td>${c.visits}</td>`, points: `<td>${c.points}</td>`, allergy: c.allergy ? 'igen' : 'nem' };
    clientFacts(c, file, st);
    return `    <tr><td>${esc(c.name)}</td><td>${c.no}</td><td>Liliom</td><td>${esc(st.stylist)}</td><td>${st.first}</td><td>${c.visits}</td><td>${c.points}</td><td>${st.allergy}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="hu"><head><meta charset="utf-8"><title>Vendégkartoték — Liliom Szalon</title></head>
<body>
<h1>Vendégkartoték</h1>
<p>Törzsvendégek, 2025. június 30. A látogatások száma 2025. január 1-jétől értendő.</p>
<table>
  <thead><tr><th>Név</th><th>Ügyfélszám</th><th>Szalon</th><th>Kedvenc fodrász</th><th>Első látogatás</th><th>Látogatások idén</th><th>Hűségpontok</th><th>Allergia</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
{
  const file = 'diaries/clifton-front-desk-2025-06.md';
  const [g, a, ch] = ['Grace Whitmore', 'Amelia Rowntree', 'Chloe Ashdown'].map((n) => CLI[n]);
  clientFacts(g, file, { stylist: 'Jess Morgan', first: '10 June 2025', visits: 'first time', points: '60 points', allergy: 'reacted to hair dye' });
  clientFacts(a, file, { stylist: 'Callum Reid', first: fmtDate(a.first, 'long'), visits: 'third visit this year', points: '245 points', allergy: 'no allergies' });
  clientFacts(ch, file, { stylist: 'Sian Roberts', first: fmtDate(ch.first, 'long'), visits: 'second visit', points: '130 points', allergy: 'nothing to note' });
  corpus.write(file, `# Clifton front desk diary — June 2025

## 3 June 2025

Card machine down 10:00-10:40; took bank transfers. Jess off sick, her clients moved to Sian and Callum.

## 10 June 2025

Grace Whitmore came in for the first time today (new client card ${g.no}). Jess Morgan did her restyle and she wants
to stay with Jess. She told us she reacted to hair dye a few years ago, so the allergy is noted on her card and no
colour without a patch test. 60 points on her loyalty card after today.

## 14 June 2025

Amelia Rowntree (${a.no}) in with Callum Reid for a half head of foils: her third visit this year since she first
came on ${fmtDate(a.first, 'long')}. She has 245 points now. Asked again about allergies: no allergies.

## 21 June 2025

Chloe Ashdown (${ch.no}) back for her second visit — first was on ${fmtDate(ch.first, 'long')} — and she has asked for
Sian Roberts again. Loyalty balance 130 points; nothing to note on allergies.

## 28 June 2025

Quiet Saturday afternoon (Pride). Ordered more foils and towels from Avonside.
`);
}
{
  const file = 'budapest/email-uj-vendeg-2025-06-28.eml';
  const v = CLI['Varga Petra'];
  clientFacts(v, file, { stylist: 'Horváth Lilla', first: huLong(v.first).replace(/\.$/, ''), visits: 'kétszer', points: '180 hűségpont', allergy: 'nikkelallergiát' });
  corpus.write(file, `From: Kovács Eszter <eszter@liliomszalon.hu>
To: Jo Whitcombe <jo.whitcombe@willowandwren.co.uk>
Date: Sat, 28 Jun 2025 17:20:13 +0200
Subject: Új vendég — Varga Petra

Kedves Jo!

Új törzsvendégünk van a Liliom Szalonban: Varga Petra (ügyfélszám: ${v.no}) ${huLong(v.first).replace(/\.$/, '')}-én járt nálunk először, és azóta
még egyszer visszajött, tehát idén már kétszer volt nálunk. Kedvenc fodrásza Horváth Lilla. Eddig 180 hűségpontot
gyűjtött. Fontos: nikkelallergiát jelzett, ezt felírtuk a kartonjára.

Üdvözlettel,
Eszter
`);
}

// ------------------------------------------------------------------ (g) background documents (no entity facts)
corpus.write('README.txt', `WILLOW & WREN HAIR AND BEAUTY — SHARED FOLDER (June 2025)
Seven UK salons (Bristol: Clifton, Gloucester Road, Harbourside, Southville; Bath: Milsom Street, Walcot,
Widcombe) and our partner salon in Budapest, Liliom Szalon (files under budapest/ are in Hungarian).

salons/     salon pages and fact sheets        staff/ payroll/   team pages, registers, profiles
services/   treatment menus and price lists    clients/ loyalty/ client exports and cards
products/ shop/ stock/   retail               suppliers/        supplier terms
reports/ minutes/ diaries/ email/ policies/ admin/ training/ newsletters/
`);
corpus.write('policies/patch-test-policy.md', `# Patch (skin) test policy

1. Every colour service, lash and brow tint needs a patch test at least 48 hours before the appointment.
2. Repeat the test if the client has not had colour with us for six months, or if they change medication.
3. Record the test date, the product and the result on the client card. A positive result means no service.
4. Clients aged under 16 cannot have permanent colour.
5. Stylists complete the allergy refresher every 12 months (30 minutes, online).
`);
corpus.write('admin/price-review-2025.md', `# Price review — April 2025

- Average increase 4 % across the UK menu; colour up 5 %, nails unchanged.
- Director-level stylists: +15 % on cutting services. Juniors: −20 % (training rate).
- Cancellation fee: 50 % of the service price for less than 24 hours' notice.
- Next review: January 2026. Liliom sets its own prices in forint; the international menu is reviewed in euros.
`);
corpus.write('training/education-calendar-2025.csv', delimited(['Date', 'Session', 'Trainer', 'Places', 'Cost per head (£)'], [
  ['2025-07-01', 'Glaze and go launch', 'Bex Lindqvist', '12', '0'],
  ['2025-07-08', 'Russian manicure (e-file safety)', 'Guest educator', '6', '45'],
  ['2025-07-15', 'Scalp detox and scalp analysis', 'Bex Lindqvist', '10', '0'],
  ['2025-09-09', 'Colour correction masterclass', 'Northvale education team', '16', '60'],
  ['2025-10-14', 'Budapest exchange: balayage techniques', 'Liliom Szalon', '8', '120'],
]));
corpus.write('minutes/managers-meeting-2025-05.md', `# Managers' meeting — 21 May 2025

Present: the seven UK salon managers and Jo Whitcombe (Head Office).

1. Takings April: 3 % above plan overall; Southville and Widcombe below plan because of road works.
2. Retail: target 12 % of takings; currently 9.5 %. Promotion on bond repair in June.
3. Recruitment: two juniors hired, one more for Harbourside in June. The academy has 11 apprentices.
4. Health and safety: two minor burns reported (curling tongs), both first aid only.
5. Budapest exchange: four places in October; applications to Jo by 31 July.
6. Next meeting 16 July 2025.
`);
corpus.write('budapest/partnerseg-2025.md', `# Partnerség — Willow & Wren és Liliom Szalon

- A partnerség 2022 óta működik; évente két csereprogram (tavasszal és ősszel).
- 2025 őszén négy budapesti fodrász utazik Bristolba, tíz napra.
- A közös oktatási napok költségét a felek fele-fele arányban viselik.
- A Liliom saját árait forintban határozza meg; a nemzetközi menü euróban.
`);
corpus.write('newsletters/summer-2025.md', `# Willow & Wren — summer news 2025

Three new treatments arrive on 1 July, and our Budapest partner Liliom Szalon is sending four stylists to
Bristol in October. Refer a friend and you both get 100 loyalty points.

Opening hours over the bank holiday: all salons closed on 25 August. Gift cards are now sold online in £25, £50 and
£100 values. Thank you for voting us the best salon group in the Bath Chronicle readers' awards (third year running).
`);

const stats = corpus.flush(source);
console.log(`salon: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
