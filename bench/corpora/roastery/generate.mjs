#!/usr/bin/env node
// Roastery corpus (held-out): the shared drive of "Seven Dials Coffee Roasters", a speciality coffee roastery in
// Brighton, spring 2025, with a partner roaster in Riga (SIA Kalnciema Kafija) whose stock export, coffee sheets,
// machine list, customer table, team sheet, importer list, roasting table and e-mail are in LATVIAN. 40 green-coffee
// lots, 30 roasted coffees (blends and single origins), 14 roasting machines, 48 wholesale customers, 32 staff,
// 14 green-coffee importers.
//   node bench/corpora/roastery/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "roastery-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) green lots: HTML spec-table lot sheets (label set A), a green register CSV with units in the header (label set
//     B), an arrivals TSV with units in the values (`5,250 ft`, `15 × 60 kg bags`, `£654.00/bag`), a nested JSON file of
//     importer offers (`bags` of 60 kg), Markdown cupping pages with YAML front matter, a LATVIAN stock export (a
//     PREAMBLE, SEMICOLONS, DECIMAL COMMAS, `14.05.2024.`), two lots only in the sentences of a buying-trip report;
// (b) roasted coffees: HTML infobox product pages, a Markdown range page (label set B, `12 min 30 s`), a flat JSON
//     roast-profile export in °F and seconds, a LATVIAN HTML definition list (`Grauzdējums: vidējs`, `19,80 €/kg`),
//     plain-text roast cards (`Drop temp: 405 °F`, `Roast time: 10:45`), two coffees only in a newsletter e-mail;
//     WIDE tables of kilos roasted per month in 2024 (an English CSV and a Latvian Markdown table, `janv. … dec.`);
// (c) machines: HTML spec sheets, a flat JSON asset register, a TSV of US-built roasters with batch sizes in lb, a
//     LATVIAN Markdown list (`Ietilpība: 25 kg`, `Kurināmais: gāze`), two machines only in production-meeting minutes;
// (d) wholesale customers: a CSV with units in the header, Markdown account sheets with YAML front matter (weekly
//     volume in lb), a semicolon accounts export with a preamble and `n/a`, a LATVIAN HTML table page, a nested JSON CRM
//     export, two customers only in sales-meeting minutes and two only in a LATVIAN e-mail;
// (e) staff: a Markdown team page (label set A), an HTML definition list (label set B), a flat JSON payroll export, a
//     LATVIAN team sheet (YAML front matter + pipe tables, `Q greideris: jā`), three starters only in an HR e-mail;
// (f) importers: HTML infoboxes, plain-text profiles (`Lead time: 6 weeks`, `Minimum order: 10 bags`), a nested JSON
//     file, a LATVIAN definition list (`Piegādes laiks: 7 dienas`), two importers only in a purchasing e-mail;
// (g) background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: weights in kg (`20 bags` of 60 kg → 1200, `35 lb` → × 0.45359237), altitudes in metres
// (`5,250 ft` → × 0.3048), temperatures in °C (`415 °F` → (F − 32) × 5/9), roast times in minutes (`690 s` → 11.5,
// `11:45` → 11.75), scores out of 100, moisture in %, green prices per kg in GBP (`price_gbp_kg`) or EUR
// (`price_eur_kg`) as written (`£654.00/bag` → / 60), wholesale prices per kg in GBP or EUR, machine costs in GBP or
// EUR, weekly volumes in kg, terms and lead times in days (`6 weeks` → 42, `a fortnight` → 14), minimum orders in kg
// (`10 bags` → 600), dates ISO (a month only: the first of the month), Latvian words in English (`dabīgā` = Natural,
// `vidējs` = medium, `kafejnīca` = café, `jā` = true).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, fmtDate, group, htmlDlPage, htmlInfoboxPage, htmlTablePage, joinAnd, mdBulletsNote, mdYamlTableNote, rng, slug, targets, txtProfile } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('roastery-v1');
const LB = 0.45359237;
const FT = 0.3048;
const BAG = 60;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const r6 = (x) => Math.round(x * 1e6) / 1e6;
const fToC = (f) => r4(((f - 32) * 5) / 9);
const L = (k, xs) => xs[k % xs.length];
const gbp = (v) => `£${group(v, 2)}`;
const gbp0 = (v) => `£${group(v)}`;
const dec = (v, d = 2) => v.toFixed(d).replace('.', ',');
const lvThousands = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const lvDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}.`;
};
const LV_MONTHS = ['janvāris', 'februāris', 'marts', 'aprīlis', 'maijs', 'jūnijs', 'jūlijs', 'augusts', 'septembris', 'oktobris', 'novembris', 'decembris'];
const lvLong = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${y}. gada ${d}. ${LV_MONTHS[m - 1]}`;
};
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const mmss = (min) => `${Math.floor(min)}:${String(Math.round((min % 1) * 60)).padStart(2, '0')}`;
const minSec = (min) => (min % 1 ? `${Math.floor(min)} min ${Math.round((min % 1) * 60)} s` : `${min} min`);

class FolderCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the monthly roasting tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new FolderCorpus(dir);

// ------------------------------------------------------------------ staff
// [name, staff no, role, site, started, hours/week, Q grader, manager, layout]
const STAFF_DEF = [
  ['Hannah Clarke', 'SD-001', 'Head roaster', 'Brighton', '2014-03-03', 45, true, null, 'md'],
  ['Tomasz Wiśniewski', 'SD-002', 'Roaster', 'Brighton', '2015-06-15', 40, true, 'Hannah Clarke', 'md'],
  ['Grace Okonjo', 'SD-004', 'Green buyer', 'Brighton', '2016-09-05', 40, true, 'Hannah Clarke', 'md'],
  ['Felix Marsh', 'SD-005', 'Wholesale manager', 'Brighton', '2017-01-09', 40, false, 'Hannah Clarke', 'md'],
  ['Rosie Dunmore', 'SD-007', 'Barista trainer', 'Brighton', '2018-04-23', 32, false, 'Felix Marsh', 'md'],
  ['Idris Bamgbose', 'SD-008', 'Roaster', 'Brighton', '2018-11-12', 40, false, 'Tomasz Wiśniewski', 'md'],
  ['Martha Quill', 'SD-010', 'Account manager', 'Brighton', '2019-05-13', 37.5, false, 'Felix Marsh', 'md'],
  ['Ollie Brennan', 'SD-011', 'Packer', 'Brighton', '2019-08-05', 30, false, 'Tomasz Wiśniewski', 'md'],
  ['June Hartley', 'SD-012', 'Operations manager', 'Brighton', '2019-10-01', 40, false, 'Hannah Clarke', 'md'],
  ['Will Parry', 'SD-014', 'Roaster', 'Brighton', '2020-02-17', 40, true, 'Tomasz Wiśniewski', 'dl'],
  ['Amara Osei', 'SD-015', 'Account manager', 'Brighton', '2020-09-07', 40, false, 'Felix Marsh', 'dl'],
  ['Ben Castillo', 'SD-017', 'Café technician', 'Brighton', '2021-03-01', 40, false, 'June Hartley', 'dl'],
  ['Lucy Fenwick', 'SD-018', 'Packer', 'Brighton', '2021-06-14', 20, false, 'June Hartley', 'dl'],
  ['Kasia Nowak', 'SD-020', 'Barista trainer', 'Brighton', '2022-01-10', 24, true, 'Rosie Dunmore', 'dl'],
  ['Dev Malhotra', 'SD-022', 'Packer', 'Brighton', '2022-07-04', 25, false, 'June Hartley', 'dl'],
  ['Ellie Stannard', 'SD-023', 'Account manager', 'Brighton', '2023-02-06', 30, false, 'Felix Marsh', 'dl'],
  ['Sam Whitcombe', 'SD-024', 'Roaster', 'Brighton', '2023-04-03', 40, false, 'Will Parry', 'json'],
  ['Priya Chandran', 'SD-025', 'Green buyer', 'Brighton', '2023-05-22', 32, true, 'Grace Okonjo', 'json'],
  ['Noah Greenway', 'SD-026', 'Packer', 'Brighton', '2023-09-11', 16, false, 'June Hartley', 'json'],
  ['Maisie Cole', 'SD-027', 'Barista trainer', 'Brighton', '2024-01-15', 20, false, 'Rosie Dunmore', 'json'],
  ['Arlo Fitzgerald', 'SD-028', 'Café technician', 'Brighton', '2024-03-11', 40, false, 'Ben Castillo', 'json'],
  ['Tess Lambourne', 'SD-029', 'Account manager', 'Brighton', '2024-06-03', 37.5, false, 'Felix Marsh', 'json'],
  ['Jānis Ozols', 'KK-01', 'Head roaster', 'Riga', '2016-04-04', 40, true, null, 'lv'],
  ['Līga Kalniņa', 'KK-02', 'Sales manager', 'Riga', '2017-08-21', 40, false, 'Jānis Ozols', 'lv'],
  ['Edgars Bērziņš', 'KK-04', 'Roaster', 'Riga', '2019-02-11', 40, true, 'Jānis Ozols', 'lv'],
  ['Agnese Liepiņa', 'KK-05', 'Barista trainer', 'Riga', '2020-05-18', 30, false, 'Līga Kalniņa', 'lv'],
  ['Mārtiņš Krūmiņš', 'KK-07', 'Packer', 'Riga', '2021-09-06', 40, false, 'Edgars Bērziņš', 'lv'],
  ['Ilze Vītola', 'KK-08', 'Account manager', 'Riga', '2022-03-14', 35, false, 'Līga Kalniņa', 'lv'],
  ['Roberts Zariņš', 'KK-10', 'Roaster', 'Riga', '2023-10-02', 40, false, 'Edgars Bērziņš', 'lv'],
  ['Callum Reyes', 'SD-030', 'Roaster', 'Brighton', '2025-02-03', 40, false, 'Tomasz Wiśniewski', 'mail'],
  ['Zofia Lindqvist', 'SD-031', 'Account manager', 'Brighton', '2025-02-17', 30, false, 'Felix Marsh', 'mail'],
  ['Kristaps Ābele', 'KK-11', 'Packer', 'Riga', '2025-03-03', 20, false, 'Edgars Bērziņš', 'mail'],
];
const staff = STAFF_DEF.map(([name, no, role, site, start, hours, q, manager, layout]) => ({ name, no, role, site, start, hours, q, manager, layout }));

function staffFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
  F('staff_no', p.no, 'text', p.no);
  F('role', p.role, 'text', s.role);
  F('site', p.site, 'place', s.site);
  F('started', p.start, 'date', s.start);
  F('hours', p.hours, 'h', s.hours);
  F('q_grader', p.q, 'bool', s.q);
  F('manager', p.manager, 'person', p.manager ?? '');
}
{
  const file = 'team/team.md';
  const xs = staff.filter((p) => p.layout === 'md');
  const sections = xs.map((p, k) => {
    const start = fmtDate(p.start, k % 2 ? 'short' : 'long');
    const hours = k % 3 === 1 ? `${p.hours} hours` : String(p.hours);
    const q = p.q ? 'Yes' : 'No';
    staffFacts(p, file, { role: `Role: ${p.role}`, site: 'Site: Brighton', start, hours: `Hours per week: ${hours}`, q: `Q grader: ${q}` });
    return { heading: p.name, rows: [['Staff no.', p.no], ['Role', p.role], ['Site', 'Brighton'], ['Start date', start], ['Hours per week', hours], ['Q grader', q], ['Reports to', p.manager ?? '— (founder)']] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Seven Dials Coffee Roasters — the team',
    lead: ['Who is who at the roastery, as at 1 March 2025. Hannah Clarke founded the roastery in 2014 and still roasts most Mondays.'],
    sections,
    footer: 'Cupping every Tuesday at 10:00 in the lab; everyone welcome.',
  }));
}
{
  const file = 'hr/staff-list.html';
  const xs = staff.filter((p) => p.layout === 'dl');
  const sections = xs.map((p) => {
    const joined = ukDate(p.start);
    const hrs = `${p.hours} hrs/week`;
    const q = p.q ? 'Licensed Q Arabica grader' : 'Not certified';
    staffFacts(p, file, { role: p.role, site: 'Brighton roastery', start: joined, hours: hrs, q });
    return { heading: p.name, rows: [['Employee #', p.no], ['Position', p.role], ['Location', 'Brighton roastery'], ['Joined', joined], ['Contracted hours', hrs], ['Q certification', q], ['Line manager', p.manager]] };
  });
  corpus.write(file, htmlDlPage({
    title: 'Roastery and wholesale staff (HR list)',
    site: 'Seven Dials Coffee Roasters — HR',
    lead: ['Contracted hours as agreed in each contract; overtime is paid at time and a half. Lucy Fenwick works 20 hrs/week on the packing line.'],
    sections,
    footer: 'Personal details are kept in the HR system, not on this list.',
  }));
}
{
  const file = 'hr/payroll-2025-03.json';
  const recs = staff.filter((p) => p.layout === 'json').map((p) => {
    staffFacts(p, file, { role: `"role": "${p.role}"`, site: `"site": "${p.site}"`, start: p.start, hours: `"weekly_hours": ${p.hours}`, q: `"q_grader": ${p.q}` });
    return { staff_no: p.no, full_name: p.name, role: p.role, site: p.site, start_date: p.start, weekly_hours: p.hours, q_grader: p.q, manager: p.manager, pay_basis: 'salaried' };
  });
  corpus.write(file, JSON.stringify({ exported: '2025-03-01T07:15:00Z', system: 'PayrollPal', employer: 'Seven Dials Coffee Roasters Ltd', records: recs }, null, 2) + '\n');
}
const LV_ROLE = { 'Head roaster': 'galvenais grauzdētājs', 'Sales manager': 'pārdošanas vadītāja', Roaster: 'grauzdētājs', 'Barista trainer': 'baristu trenere', Packer: 'iepakotājs', 'Account manager': 'klientu vadītāja' };
{
  const file = 'kalnciema-kafija/darbinieki.md';
  const xs = staff.filter((p) => p.layout === 'lv');
  const sections = xs.map((p) => {
    const role = LV_ROLE[p.role];
    const q = p.q ? 'jā' : 'nē';
    staffFacts(p, file, { role: `| Amats | ${role} |`, site: 'Rīga', start: lvLong(p.start), hours: `| Stundas nedēļā | ${p.hours} |`, q: `| Q greideris | ${q} |` });
    return { heading: p.name, rows: [['Darbinieka nr.', p.no], ['Amats', role], ['Darba vieta', 'Rīga, Kalnciema iela'], ['Darba sākums', lvLong(p.start)], ['Stundas nedēļā', p.hours], ['Q greideris', q], ['Vadītājs', p.manager ?? '—']] };
  });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['uznemums', 'SIA Kalnciema Kafija'], ['pilseta', 'Rīga'], ['atjaunots', '2025-03-01'], ['partneris', 'Seven Dials Coffee Roasters (Braitona)']],
    title: 'Kalnciema Kafija — darbinieki',
    lead: ['Grauzdētavas komanda Rīgā. Grauzdēšana notiek no pirmdienas līdz ceturtdienai, piektdien — iepakošana un piegādes.'],
    sections,
    colA: 'Lauks', colB: 'Vērtība',
    footer: 'Darba laiks pēc darba līguma; virsstundas saskaņo ar vadītāju.',
  }));
}
{
  const file = 'email/2025-01-27-new-starters.eml';
  const [c, z, k] = ['Callum Reyes', 'Zofia Lindqvist', 'Kristaps Ābele'].map((n) => staff.find((p) => p.name === n));
  staffFacts(c, file, { role: 'roaster', site: 'here in Brighton', start: fmtDate(c.start, 'long'), hours: 'forty hours a week', q: 'not a Q grader yet' });
  staffFacts(z, file, { role: 'account manager', site: 'Brighton', start: fmtDate(z.start, 'long'), hours: 'thirty hours a week', q: '' });
  staffFacts(k, file, { role: 'packer', site: 'Riga', start: fmtDate(k.start, 'long'), hours: 'twenty hours a week', q: '' });
  corpus.write(file, `From: June Hartley <june@sevendialscoffee.co.uk>
To: team@sevendialscoffee.co.uk
Cc: Jānis Ozols <janis@kalnciemakafija.lv>
Date: Mon, 27 Jan 2025 16:40:12 +0000
Subject: Three new starters (two here, one in Riga)

Hi all,

Three new people are joining over the next few weeks.

Callum Reyes (staff no. ${c.no}) starts on ${fmtDate(c.start, 'long')} as a roaster here in Brighton, forty hours a week,
reporting to Tomasz Wiśniewski. He has roasted for four years in Bristol but is not a Q grader yet; we'll put him on
the course in the autumn. He'll mostly run the new electric roaster.

Zofia Lindqvist (${z.no}) joins the wholesale team on ${fmtDate(z.start, 'long')} as an account manager, thirty hours a week,
working for Felix Marsh. She'll pick up the new Brighton seafront accounts.

And in Riga: Kristaps Ābele (${k.no}) starts on ${fmtDate(k.start, 'long')} as a packer, twenty hours a week, reporting to
Edgars Bērziņš. Jānis will send his contract details to payroll directly.

Thanks,
June
`);
}

// ------------------------------------------------------------------ importers
// [name, country, city, specialty, lead days, min order kg, since, layout]
const IMP_DEF = [
  ['Origin Bridge Coffee Ltd', 'United Kingdom', 'London', 'Multi-origin', 14, 60, 2014, 'infobox'],
  ['Harbourside Green Coffee Ltd', 'United Kingdom', 'Bristol', 'Central America', 21, 360, 2015, 'infobox'],
  ['Rift Valley Imports Ltd', 'United Kingdom', 'Leeds', 'East Africa', 28, 600, 2016, 'infobox'],
  ['Cordillera Coffee Partners', 'United Kingdom', 'Edinburgh', 'South America', 35, 300, 2018, 'infobox'],
  ['Sumatra Direct BV', 'Netherlands', 'Amsterdam', 'Asia-Pacific', 42, 600, 2019, 'txt'],
  ['Kivu Lake Coffee Co', 'Belgium', 'Antwerp', 'East Africa', 35, 360, 2020, 'txt'],
  ['Montaña Verde Importers SL', 'Spain', 'Barcelona', 'Central America', 28, 300, 2017, 'txt'],
  ['Thames Green Coffee Ltd', 'United Kingdom', 'London', 'Multi-origin', 10, 60, 2021, 'txt'],
  ['Hanseatic Rohkaffee GmbH', 'Germany', 'Hamburg', 'Multi-origin', 18, 1200, 2016, 'json'],
  ['Porto Franco Caffè Srl', 'Italy', 'Trieste', 'South America', 30, 1800, 2019, 'json'],
  ['Baltic Green Coffee OÜ', 'Estonia', 'Tallinn', 'Multi-origin', 7, 300, 2016, 'lv'],
  ['Nordkaffe Import AB', 'Sweden', 'Gothenburg', 'East Africa', 21, 600, 2018, 'lv'],
  ['Andes Direct Coffee Ltd', 'United Kingdom', 'Manchester', 'South America', 21, 480, 2024, 'mail'],
  ['Yunnan Highlands Trading Ltd', 'United Kingdom', 'London', 'Asia-Pacific', 14, 60, 2025, 'mail'],
];
const importers = IMP_DEF.map(([name, country, city, spec, lead, minKg, since, layout]) => ({ name, country, city, spec, lead, minKg, since, layout }));
function impFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'importer', attr, value, unit, stated, file);
  F('country', x.country, 'place', s.country ?? x.country);
  F('city', x.city, 'place', s.city ?? x.city);
  F('specialty', x.spec, 'text', s.spec ?? x.spec);
  F('lead_days', x.lead, 'days', s.lead);
  F('min_order_kg', x.minKg, 'kg', s.min);
  F('since', x.since, '', s.since ?? String(x.since));
}
importers.filter((x) => x.layout === 'infobox').forEach((x, k) => {
  const file = `importers/${slug(x.name)}.html`;
  const lead = `${x.lead} days`;
  const min = x.minKg === BAG ? '1 bag (60 kg)' : `${group(x.minKg)} kg`;
  impFacts(x, file, { lead, min });
  corpus.write(file, htmlInfoboxPage({
    title: x.name,
    sections: [
      { heading: 'Importer', rows: [['Based in', `${x.city}, ${x.country}`], ['Specialises in', x.spec], ['Account since', x.since]] },
      { heading: 'Terms', rows: [['Lead time', lead], ['Minimum order', min], ['Warehouse', L(k, ['London Gateway', 'Avonmouth', 'Felixstowe', 'Grangemouth'])]] },
    ],
    lead: [`${x.name} has supplied us since ${x.since}; samples usually arrive within a week of the offer list.`],
    footer: 'Seven Dials Coffee Roasters — green buying',
  }));
});
importers.filter((x) => x.layout === 'txt').forEach((x, k) => {
  const file = `importers/${slug(x.name)}.txt`;
  const lead = x.lead % 7 === 0 && x.lead >= 21 ? `${x.lead / 7} weeks` : `${x.lead} days`;
  const min = x.minKg === BAG ? '1 bag' : `${x.minKg / BAG} bags`;
  impFacts(x, file, { lead: `Lead time: ${lead}`, min: `Minimum order: ${min}`, spec: `Focus: ${x.spec}`, country: `Country: ${x.country}`, city: `City: ${x.city}` });
  corpus.write(file, txtProfile({
    txtHeader: `IMPORTER — ${x.name.toUpperCase()}`,
    sections: [{ rows: [['Name', x.name], ['City', x.city], ['Country', x.country], ['Focus', x.spec], ['Lead time', lead], ['Minimum order', min], ['Bag size', '60 kg jute, GrainPro liner'], ['Customer since', x.since], ['Contact', `${L(k, ['offers', 'sales', 'trade', 'hola'])}@${slug(x.name).split('-').slice(0, 2).join('')}.example`]] }],
    lead: [L(k, ['Ships from Amsterdam bonded warehouse; duty paid on release.', 'Good washed East Africans; pre-shipment samples on request.', 'Spot lots in Barcelona, forward contracts for the Central Americans.', 'Small lots, single bags possible, next-day delivery inside the M25.'])],
  }));
});
{
  const file = 'importers/eu-importers.json';
  const recs = importers.filter((x) => x.layout === 'json').map((x) => {
    impFacts(x, file, { lead: `"lead_time_days": ${x.lead}`, min: `"minimum_order_kg": ${x.minKg}`, spec: `"specialty": "${x.spec}"`, country: `"country": "${x.country}"`, city: `"city": "${x.city}"`, since: `"since": ${x.since}` });
    return { importer: { name: x.name, address: { city: x.city, country: x.country } }, terms: { lead_time_days: x.lead, minimum_order_kg: x.minKg, incoterm: 'DAP' }, profile: { specialty: x.spec, since: x.since } };
  });
  corpus.write(file, JSON.stringify({ purchasing: { year: 2025, buyer: 'Seven Dials Coffee Roasters / SIA Kalnciema Kafija', importers: recs } }, null, 2) + '\n');
}
const LV_COUNTRY = { Estonia: 'Igaunija', Sweden: 'Zviedrija', Ethiopia: 'Etiopija', Brazil: 'Brazīlija', Kenya: 'Kenija', Guatemala: 'Gvatemala', Colombia: 'Kolumbija', Nicaragua: 'Nikaragva', Latvia: 'Latvija' };
const LV_CITY = { Tallinn: 'Tallina', Gothenburg: 'Gēteborga', Riga: 'Rīga', 'Jūrmala': 'Jūrmala', 'Cēsis': 'Cēsis' };
const LV_SPEC = { 'Multi-origin': 'dažādas izcelsmes valstis', 'East Africa': 'Austrumāfrika' };
{
  const file = 'kalnciema-kafija/importetaji.html';
  const sections = importers.filter((x) => x.layout === 'lv').map((x) => {
    const min = `${x.minKg / BAG} maisi (${x.minKg} kg)`;
    const s = { country: LV_COUNTRY[x.country], city: LV_CITY[x.city], spec: LV_SPEC[x.spec], lead: `${x.lead} dienas`, min: `${x.minKg} kg` };
    impFacts(x, file, s);
    return { heading: x.name, rows: [['Nosaukums', x.name], ['Valsts', LV_COUNTRY[x.country]], ['Pilsēta', LV_CITY[x.city]], ['Specializācija', LV_SPEC[x.spec]], ['Piegādes laiks', `${x.lead} dienas`], ['Minimālais pasūtījums', min], ['Sadarbība kopš', x.since]] };
  });
  corpus.write(file, htmlDlPage({
    title: 'Zaļās kafijas importētāji (Rīga)',
    site: 'SIA Kalnciema Kafija — iepirkumi',
    lead: ['Importētāji, no kuriem Kalnciema Kafija pērk zaļo kafiju tieši; pārējās partijas nāk caur Hamburgu un Triesti.'],
    sections,
    footer: 'Maisa svars 60 kg. Cenas bez PVN.',
  }).replace('<html lang="en">', '<html lang="lv">'));
}
{
  const file = 'email/2025-02-03-new-importers.eml';
  const ad = importers.find((x) => x.name === 'Andes Direct Coffee Ltd');
  const yh = importers.find((x) => x.name === 'Yunnan Highlands Trading Ltd');
  impFacts(ad, file, { lead: 'three weeks', min: 'eight bags', spec: 'South American', country: '', city: 'Manchester', since: 'since last autumn' });
  impFacts(yh, file, { lead: 'a fortnight', min: 'a single bag', spec: 'Chinese and other Asian', country: '', city: 'London', since: 'this year' });
  corpus.write(file, `From: Grace Okonjo <grace@sevendialscoffee.co.uk>
To: Hannah Clarke <hannah@sevendialscoffee.co.uk>
Cc: Priya Chandran <priya@sevendialscoffee.co.uk>
Date: Mon, 3 Feb 2025 09:12:30 +0000
Subject: Two importers to add to the approved list

Hi Hannah,

Could you sign off two importers for the approved list?

Andes Direct Coffee Ltd, a Manchester importer, have been selling us South American coffees since last autumn (the
Peru and the Bolivia came from them). They deliver in three weeks from contract and the minimum order is eight bags,
so we'd buy together with Riga where we can.

Yunnan Highlands Trading Ltd in London bring in Chinese and other Asian coffees; we started with them this year with
the Yunnan lot. Delivery takes a fortnight and they'll sell a single bag, which is perfect for trying new origins.

Grace
`);
}

// ------------------------------------------------------------------ green lots
// [name, country, region, variety, process, altitude, alt unit, score, moisture %, kg, price per kg, currency,
//  importer, arrived, warehouse, layout]
const LOT_DEF = [
  ['Gatomboya AA', 'Kenya', 'Nyeri', 'SL28/SL34', 'Washed', 1750, 'm', 88.0, 10.8, 1200, 12.4, 'GBP', 'Rift Valley Imports Ltd', '2024-08-19', 'Brighton', 'spec'],
  ['Alaka Natural', 'Ethiopia', 'Guji', 'Heirloom', 'Natural', 2150, 'm', 89.5, 10.2, 720, 11.8, 'GBP', 'Rift Valley Imports Ltd', '2024-05-07', 'Brighton', 'spec'],
  ['La Esperanza Pink Bourbon', 'Colombia', 'Huila', 'Pink Bourbon', 'Washed', 1780, 'm', 87.5, 11.0, 420, 13.6, 'GBP', 'Cordillera Coffee Partners', '2024-09-02', 'Brighton', 'spec'],
  ['Finca El Puente', 'Honduras', 'Marcala', 'Catuai', 'Honey', 1600, 'm', 86.25, 10.9, 900, 9.2, 'GBP', 'Harbourside Green Coffee Ltd', '2024-06-17', 'Brighton', 'spec'],
  ['Sítio Canaã', 'Brazil', 'Sul de Minas', 'Yellow Catuai', 'Natural', 1100, 'm', 84.5, 11.2, 3000, 6.1, 'GBP', 'Origin Bridge Coffee Ltd', '2024-03-11', 'Brighton', 'spec'],
  ['Kayanza Ngozi', 'Burundi', 'Kayanza', 'Red Bourbon', 'Washed', 1800, 'm', 86.5, 10.5, 600, 9.8, 'GBP', 'Kivu Lake Coffee Co', '2024-07-22', 'Brighton', 'csv'],
  ['Nyamasheke Gitesi', 'Rwanda', 'Western Province', 'Red Bourbon', 'Washed', 1900, 'm', 87.0, 10.6, 480, 10.4, 'GBP', 'Kivu Lake Coffee Co', '2024-08-05', 'Brighton', 'csv'],
  ['Santa Rosa Caturra', 'Guatemala', 'Huehuetenango', 'Caturra', 'Washed', 1850, 'm', 86.0, 10.7, 1440, 8.7, 'GBP', 'Montaña Verde Importers SL', '2024-04-15', 'Brighton', 'csv'],
  ['El Diamante', 'El Salvador', 'Apaneca', 'Bourbon', 'Honey', 1450, 'm', 85.75, 10.9, 840, 8.95, 'GBP', 'Harbourside Green Coffee Ltd', '2024-05-20', 'Brighton', 'csv'],
  ['Cerrado Mineiro Dulce', 'Brazil', 'Cerrado Mineiro', 'Mundo Novo', 'Natural', 1000, 'm', 83.5, 11.4, 3600, 5.4, 'GBP', 'Origin Bridge Coffee Ltd', '2024-02-05', 'Brighton', 'csv'],
  ['Huila Decaf', 'Colombia', 'Huila', 'Castillo', 'EA decaf', 1700, 'm', 84.0, 11.1, 1200, 9.1, 'GBP', 'Cordillera Coffee Partners', '2024-06-03', 'Brighton', 'csv'],
  ['Kerinci Sunrise', 'Indonesia', 'Sumatra (Kerinci)', 'Andung Sari', 'Wet-hulled', 1500, 'm', 85.0, 12.0, 600, 8.2, 'GBP', 'Sumatra Direct BV', '2024-09-23', 'Brighton', 'csv'],
  ['Chelbesa Washed', 'Ethiopia', 'Yirgacheffe (Gedeb)', 'Heirloom', 'Washed', 2000, 'm', 88.5, 10.4, 600, 11.2, 'GBP', 'Rift Valley Imports Ltd', '2024-06-24', 'Brighton', 'csv'],
  ['Las Flores Geisha', 'Panama', 'Boquete', 'Geisha', 'Washed', 5250, 'ft', 90.25, 10.3, 120, 38.5, 'GBP', 'Montaña Verde Importers SL', '2024-10-07', 'Brighton', 'tsv'],
  ['Tarrazú Monte Azul', 'Costa Rica', 'Tarrazú', 'Caturra', 'Honey', 5740, 'ft', 86.75, 10.6, 900, 10.9, 'GBP', 'Harbourside Green Coffee Ltd', '2024-05-13', 'Brighton', 'tsv'],
  ['Mbeya Peaberry', 'Tanzania', 'Mbeya', 'Kent', 'Washed', 1700, 'm', 85.5, 10.8, 360, 9.6, 'GBP', 'Rift Valley Imports Ltd', '2024-07-01', 'Brighton', 'tsv'],
  ['Mount Elgon Bugisu', 'Uganda', 'Bugisu', 'SL14', 'Washed', 6200, 'ft', 84.75, 11.0, 1200, 7.4, 'GBP', 'Kivu Lake Coffee Co', '2024-03-25', 'Brighton', 'tsv'],
  ['Cauca Tambo', 'Colombia', 'Cauca', 'Caturra', 'Washed', 1950, 'm', 85.25, 10.9, 1800, 8.4, 'GBP', 'Cordillera Coffee Partners', '2024-01-29', 'Brighton', 'tsv'],
  ['Aceh Gayo', 'Indonesia', 'Aceh (Gayo)', 'Ateng', 'Wet-hulled', 1400, 'm', 84.25, 12.4, 1200, 7.9, 'GBP', 'Sumatra Direct BV', '2024-04-08', 'Brighton', 'tsv'],
  ['Fazenda Rainha', 'Brazil', 'Mogiana', 'Yellow Bourbon', 'Natural', 3770, 'ft', 85.0, 11.3, 2400, 6.6, 'GBP', 'Origin Bridge Coffee Ltd', '2024-08-12', 'Brighton', 'tsv'],
  ['Hambela Buku', 'Ethiopia', 'Guji', 'Heirloom', 'Anaerobic natural', 2200, 'm', 89.0, 9.9, 360, 14.8, 'GBP', 'Thames Green Coffee Ltd', '2024-11-04', 'Brighton', 'json'],
  ['Kirinyaga Kii', 'Kenya', 'Kirinyaga', 'SL28', 'Washed', 1800, 'm', 87.5, 10.7, 600, 13.1, 'GBP', 'Origin Bridge Coffee Ltd', '2024-10-21', 'Brighton', 'json'],
  ['San Ignacio Pedregal', 'Peru', 'Cajamarca', 'Bourbon', 'Washed', 1900, 'm', 86.0, 10.8, 1080, 8.3, 'GBP', 'Andes Direct Coffee Ltd', '2024-12-02', 'Brighton', 'json'],
  ['Caranavi Los Rodriguez', 'Bolivia', 'Caranavi', 'Caturra', 'Washed', 1650, 'm', 87.25, 10.5, 300, 12.2, 'GBP', 'Andes Direct Coffee Ltd', '2025-01-13', 'Brighton', 'json'],
  ['Tolima Planadas', 'Colombia', 'Tolima', 'Caturra', 'Washed', 2050, 'm', 86.5, 10.4, 720, 9.9, 'GBP', 'Thames Green Coffee Ltd', '2024-09-16', 'Brighton', 'json'],
  ['Bensa Shantawene', 'Ethiopia', 'Sidama', 'Heirloom', 'Natural', 2250, 'm', 88.75, 10.1, 480, 12.9, 'GBP', 'Thames Green Coffee Ltd', '2025-01-20', 'Brighton', 'json'],
  ["Yunnan Pu'er Catimor", 'China', 'Yunnan', 'Catimor', 'Washed', 1400, 'm', 83.75, 11.5, 600, 7.1, 'GBP', 'Yunnan Highlands Trading Ltd', '2025-02-10', 'Brighton', 'yaml'],
  ['Sidikalang Lintong', 'Indonesia', 'Sumatra (Lintong)', 'Tim Tim', 'Wet-hulled', 1450, 'm', 84.5, 12.2, 600, 8.6, 'GBP', 'Sumatra Direct BV', '2024-10-28', 'Brighton', 'yaml'],
  ['Finca Soledad Pacamara', 'El Salvador', 'Chalatenango', 'Pacamara', 'Honey', 1550, 'm', 87.0, 10.8, 480, 11.6, 'GBP', 'Montaña Verde Importers SL', '2024-07-29', 'Brighton', 'yaml'],
  ['Kiambu Karanja', 'Kenya', 'Kiambu', 'Batian', 'Washed', 1700, 'm', 86.0, 10.9, 360, 11.4, 'GBP', 'Rift Valley Imports Ltd', '2024-11-18', 'Brighton', 'yaml'],
  ['Gakenke Nyakabanda', 'Rwanda', 'Northern Province', 'Red Bourbon', 'Natural', 1950, 'm', 87.5, 10.6, 1200, 11.5, 'GBP', 'Kivu Lake Coffee Co', '2025-03-01', 'Brighton', 'prose'],
  ['Santa Bárbara Parainema', 'Honduras', 'Santa Bárbara', 'Parainema', 'Washed', 5400, 'ft', 86.5, 10.7, 900, 9.75, 'GBP', 'Harbourside Green Coffee Ltd', '2025-04-01', 'Brighton', 'prose'],
  ['Sidama Bombe', 'Ethiopia', 'Sidama', 'Heirloom', 'Washed', 2100, 'm', 88.0, 10.3, 600, 11.4, 'EUR', 'Hanseatic Rohkaffee GmbH', '2024-05-14', 'Riga', 'lv'],
  ['Fazenda Santa Inês', 'Brazil', 'Sul de Minas', 'Yellow Bourbon', 'Natural', 1150, 'm', 85.5, 11.1, 2400, 6.2, 'EUR', 'Porto Franco Caffè Srl', '2024-04-03', 'Riga', 'lv'],
  ['Nyeri Othaya', 'Kenya', 'Nyeri', 'SL28', 'Washed', 1850, 'm', 88.5, 10.6, 480, 13.8, 'EUR', 'Nordkaffe Import AB', '2024-09-09', 'Riga', 'lv'],
  ['Huehuetenango La Libertad', 'Guatemala', 'Huehuetenango', 'Bourbon', 'Washed', 1700, 'm', 86.0, 10.8, 1200, 8.9, 'EUR', 'Hanseatic Rohkaffee GmbH', '2024-07-22', 'Riga', 'lv'],
  ['Antioquia Decaf', 'Colombia', 'Antioquia', 'Castillo', 'EA decaf', 1600, 'm', 84.0, 11.0, 600, 9.6, 'EUR', 'Baltic Green Coffee OÜ', '2024-03-11', 'Riga', 'lv'],
  ['Kochere Natural', 'Ethiopia', 'Yirgacheffe (Kochere)', 'Heirloom', 'Natural', 2050, 'm', 87.5, 10.2, 360, 12.5, 'EUR', 'Nordkaffe Import AB', '2024-10-30', 'Riga', 'lv'],
  ['Cerrado Formosa', 'Brazil', 'Cerrado Mineiro', 'Catuai', 'Natural', 1050, 'm', 84.25, 11.5, 3000, 5.8, 'EUR', 'Porto Franco Caffè Srl', '2024-02-19', 'Riga', 'lv'],
  ['Matagalpa Maracaturra', 'Nicaragua', 'Matagalpa', 'Maracaturra', 'Honey', 1250, 'm', 86.5, 10.9, 720, 9.3, 'EUR', 'Baltic Green Coffee OÜ', '2024-08-26', 'Riga', 'lv'],
];
const lots = LOT_DEF.map(([name, country, region, variety, process, alt, altUnit, score, moist, kg, price, cur, importer, arrived, wh, layout]) => ({
  name, country, region, variety, process, alt, altUnit, score, moist, kg, price, cur, importer, arrived, wh, layout, m: altUnit === 'ft' ? r4(alt * FT) : alt,
}));
const LOT = Object.fromEntries(lots.map((x) => [x.name, x]));
function lotFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'lot', attr, value, unit, stated, file);
  F('origin', x.country, 'place', s.country ?? x.country);
  F('region', x.region, 'text', s.region ?? x.region);
  F('variety', x.variety, 'text', s.variety ?? x.variety);
  F('process', x.process, 'text', s.process ?? x.process);
  F('altitude', x.m, 'm', s.alt);
  F('score', x.score, '', s.score);
  F('moisture', x.moist, '%', s.moist);
  F('weight', x.kg, 'kg', s.kg);
  if (x.cur === 'GBP') F('price_gbp_kg', x.price, 'GBP/kg', s.price);
  else F('price_eur_kg', x.price, 'EUR/kg', s.price);
  F('importer', x.importer, 'text', x.importer);
  F('arrived', x.arrived, 'date', s.arrived);
  F('warehouse', x.wh, 'place', s.wh ?? x.wh);
}
lots.filter((x) => x.layout === 'spec').forEach((x, k) => {
  const file = `green/lots/${slug(x.name)}.html`;
  const alt = `${group(x.alt)} m`;
  const score = `${x.score.toFixed(2).replace(/0$/, '')} points`;
  const moist = `${x.moist.toFixed(1)} %`;
  const qty = `${x.kg / BAG} bags of 60 kg (${group(x.kg)} kg)`;
  const price = `${gbp(x.price)} per kg`;
  const arrived = fmtDate(x.arrived, 'long');
  lotFacts(x, file, { alt, score, moist, kg: `${group(x.kg)} kg`, price, arrived, wh: 'Brighton (Lewes Road store)' });
  corpus.write(file, htmlTablePage({
    title: `${x.name} — green lot sheet`,
    docTitle: x.name,
    crumbs: ['Green coffee', 'Lots', x.name],
    lead: [`${x.name} is a ${x.process.toLowerCase()} ${x.variety} from ${x.region}, ${x.country}, grown at ${alt}.`],
    sections: [
      { heading: 'Origin', rows: [['Country', x.country], ['Region', x.region], ['Variety', x.variety], ['Process', x.process], ['Altitude', alt]] },
      { heading: 'Quality', rows: [['Cupping score', score], ['Moisture', moist], ['Cupped by', L(k, ['Grace Okonjo', 'Priya Chandran', 'Hannah Clarke'])]] },
      { heading: 'Purchase', rows: [['Importer', x.importer], ['Quantity', qty], ['Price', price], ['Arrived', arrived], ['Warehouse', 'Brighton (Lewes Road store)']] },
    ],
    colA: 'Field', colB: 'Value',
    footer: 'Prices are landed, duty paid, excluding VAT.',
  }));
});
{
  const file = 'green/green-register-2024.csv';
  const rows = lots.filter((x) => x.layout === 'csv').map((x) => {
    lotFacts(x, file, { alt: String(x.alt), score: String(x.score), moist: String(x.moist), kg: String(x.kg), price: x.price.toFixed(2), arrived: ukDate(x.arrived) });
    return [x.name, x.country, x.region, x.variety, x.process, x.alt, x.score, x.moist, x.kg, x.price.toFixed(2), x.importer, ukDate(x.arrived), x.wh];
  });
  corpus.write(file, delimited(['Lot', 'Country', 'Region', 'Cultivar', 'Processing', 'Altitude (m)', 'Cup score (/100)', 'Moisture (%)', 'Weight (kg)', 'Price (GBP/kg)', 'Importer', 'Landed', 'Store'], rows));
}
{
  const file = 'green/arrivals-log.tsv';
  const rows = lots.filter((x) => x.layout === 'tsv').map((x, k) => {
    const alt = `${group(x.alt)} ${x.altUnit}`;
    const qty = k % 2 ? `${group(x.kg)} kg` : `${x.kg / BAG} × 60 kg bags`;
    const perBag = k % 3 === 1;
    const cost = perBag ? `${gbp(x.price * BAG)}/bag` : `${gbp(x.price)}/kg`;
    const arrived = fmtDate(x.arrived, 'short');
    lotFacts(x, file, { alt, score: `${x.score} pts`, moist: `${x.moist}%`, kg: qty, price: cost, arrived });
    return [x.name, x.country, x.region, x.variety, x.process, alt, `${x.score} pts`, `${x.moist}%`, qty, cost, x.importer, arrived, x.wh];
  });
  corpus.write(file, '# Green coffee arrivals at the Brighton store. Elevation as the importer states it (m or ft); bags are 60 kg.\n' + delimited(['Lot', 'Origin', 'Region', 'Variety', 'Method', 'Elevation', 'Grade', 'Moisture', 'Quantity', 'Cost', 'Supplier', 'Arrived', 'Store'], rows, '\t'));
}
{
  const file = 'green/importer-offers-2024-25.json';
  const recs = lots.filter((x) => x.layout === 'json').map((x) => {
    lotFacts(x, file, { alt: `"altitude_masl": ${x.alt}`, score: `"score": ${x.score}`, moist: `"moisture_pct": ${x.moist}`, kg: `"bags": ${x.kg / BAG}`, price: `"price_gbp_per_kg": ${x.price}`, arrived: x.arrived, country: `"country": "${x.country}"` });
    return {
      lot: { title: x.name, process: x.process, variety: x.variety },
      origin: { country: x.country, region: x.region, geo: { altitude_masl: x.alt } },
      cup: { score: x.score, cupped_by: 'Priya Chandran' },
      physical: { moisture_pct: x.moist },
      purchase: { bags: x.kg / BAG, bag_kg: BAG, price_gbp_per_kg: x.price, status: 'contracted' },
      importer: { name: x.importer },
      logistics: { arrival: x.arrived, warehouse: x.wh },
    };
  });
  corpus.write(file, JSON.stringify({ green_buying: { season: '2024/25', currency: 'GBP', offers: recs } }, null, 2) + '\n');
}
lots.filter((x) => x.layout === 'yaml').forEach((x, k) => {
  const file = `green/cupping/${slug(x.name)}.md`;
  const alt = `${group(x.alt)} masl`;
  const arrived = fmtDate(x.arrived, 'us');
  lotFacts(x, file, { alt, score: `| Final score | ${x.score} |`, moist: `${x.moist}%`, kg: `${group(x.kg)} kg`, price: `${gbp(x.price)}/kg`, arrived, process: `process: ${x.process}` });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['lot', x.name], ['origin', x.country], ['process', x.process], ['importer', x.importer], ['arrived', arrived]],
    title: `${x.name} — cupping notes`,
    lead: [`${x.name}: ${L(k, ['black tea, bergamot, honey', 'cedar, dark chocolate, low acidity', 'red apple, molasses, creamy body', 'blackcurrant, grapefruit, syrupy'])}.`],
    sections: [{ heading: 'Lot', rows: [['Region', x.region], ['Variety', x.variety], ['Altitude', alt], ['Final score', x.score], ['Moisture', `${x.moist}%`], ['Bought', `${x.kg / BAG} bags (${group(x.kg)} kg)`], ['Price', `${gbp(x.price)}/kg`], ['Store', x.wh]] }],
    colA: 'Item', colB: 'Detail',
  }));
});
{
  const file = 'reports/buying-trip-2025.md';
  const gk = LOT['Gakenke Nyakabanda'];
  const sb = LOT['Santa Bárbara Parainema'];
  lotFacts(gk, file, { country: 'Rwanda', region: 'Northern Province', variety: 'Red Bourbon', process: 'natural', alt: '1,950 metres', score: '87.5', moist: '10.6%', kg: 'twenty bags', price: '£11.50 a kilo', arrived: 'March 2025', wh: 'Brighton' });
  lotFacts(sb, file, { country: 'Honduras', region: 'Santa Bárbara', variety: 'Parainema', process: 'washed', alt: '5,400 feet', score: '86.5', moist: '10.7%', kg: 'Fifteen bags', price: '£9.75 a kilo', arrived: 'April 2025', wh: 'Brighton' });
  corpus.write(file, `# Buying trip notes, winter 2024/25

Grace Okonjo, for Hannah and the roasting team.

## Rwanda, December
The best thing we cupped was Gakenke Nyakabanda, a natural Red Bourbon from the Northern Province, grown at about
1,950 metres. It cupped at 87.5 on our table (moisture 10.6%, very even). We contracted twenty bags through
Kivu Lake Coffee Co at £11.50 a kilo; it should land in March 2025 and go to the Brighton store.

## Honduras, January
In Santa Bárbara we bought Santa Bárbara Parainema, a washed Parainema from a farm at 5,400 feet. It scored 86.5 with
moisture at 10.7%. Fifteen bags at £9.75 a kilo through Harbourside Green Coffee Ltd, arriving in April 2025. That is
more than we meant to buy, but it is a lovely espresso coffee.

## Prices
Exporters are asking 20–30 % more than last year for washed coffees; naturals from Brazil held up better.
`);
}
const LV_PROCESS = { Washed: 'mazgāta', Natural: 'dabīgā', Honey: 'medus', 'EA decaf': 'bezkofeīna (EA)' };
{
  const file = 'kalnciema-kafija/zala-kafija-krajumi.csv';
  const rows = lots.filter((x) => x.layout === 'lv').map((x) => {
    const s = { country: LV_COUNTRY[x.country], process: LV_PROCESS[x.process], alt: String(x.alt), score: dec(x.score), moist: dec(x.moist, 1), kg: String(x.kg), price: dec(x.price), arrived: lvDate(x.arrived), wh: 'Rīga' };
    lotFacts(x, file, s);
    return [x.name, LV_COUNTRY[x.country], x.region, x.variety, LV_PROCESS[x.process], x.alt, dec(x.score), dec(x.moist, 1), x.kg, dec(x.price), x.importer, lvDate(x.arrived), 'Rīga'];
  });
  const head = 'SIA Kalnciema Kafija;Kalnciema iela 35;Rīga, LV-1046\nZaļās kafijas krājumi uz 2025. gada 1. martu;Noliktava: Rīga\nValūta: EUR;Maisa svars: 60 kg\n\n';
  corpus.write(file, head + delimited(['Partija', 'Valsts', 'Reģions', 'Šķirne', 'Apstrāde', 'Augstums (m)', 'Vērtējums (punkti)', 'Mitrums (%)', 'Svars (kg)', 'Cena (EUR/kg)', 'Importētājs', 'Saņemts', 'Noliktava'], rows, ';'));
}

// ------------------------------------------------------------------ machines
// [name, model, kind, capacity, cap unit, site, installed, fuel, cost, currency, operator, layout]
const MACH_DEF = [
  ['Bessie', 'Probat UG22 (1962, rebuilt)', 'production', 22, 'kg', 'Brighton', '2016-02-01', 'gas', 48000, 'GBP', 'Tomasz Wiśniewski', 'spec'],
  ['Maude', 'Giesen W15A', 'production', 15, 'kg', 'Brighton', '2018-05-14', 'gas', 61500, 'GBP', 'Will Parry', 'spec'],
  ['Little Ivy', 'IKAWA Pro 100', 'sample', 0.1, 'kg', 'Brighton', '2019-09-02', 'electric', 4200, 'GBP', 'Grace Okonjo', 'spec'],
  ['Wilbur', 'Loring S35 Kestrel', 'production', 35, 'kg', 'Brighton', '2022-11-07', 'gas', 148000, 'GBP', 'Idris Bamgbose', 'json'],
  ['Pip', 'Diedrich IR-2.5', 'production', 2.5, 'kg', 'Brighton', '2017-03-20', 'gas', 17800, 'GBP', 'Sam Whitcombe', 'json'],
  ['Clementine', 'Aillio Bullet R2', 'sample', 1, 'kg', 'Brighton', '2021-04-12', 'electric', 3650, 'GBP', 'Priya Chandran', 'json'],
  ['Hector', 'Giesen W6A', 'production', 6, 'kg', 'Brighton', '2015-07-06', 'gas', 32400, 'GBP', 'Sam Whitcombe', 'json'],
  ['Gus', 'San Franciscan SF25', 'production', 25, 'lb', 'Brighton', '2014-04-14', 'gas', 22000, 'GBP', 'Hannah Clarke', 'tsv'],
  ['Marigold', 'Diedrich IR-12', 'production', 26.5, 'lb', 'Brighton', '2020-08-24', 'gas', 39900, 'GBP', 'Idris Bamgbose', 'tsv'],
  ['Saulīte', 'Probat P25', 'production', 25, 'kg', 'Riga', '2019-03-12', 'gas', 68500, 'EUR', 'Edgars Bērziņš', 'lv'],
  ['Lācis', 'Giesen W30A', 'production', 30, 'kg', 'Riga', '2023-06-05', 'gas', 112000, 'EUR', 'Roberts Zariņš', 'lv'],
  ['Zīle', 'IKAWA Pro 100', 'sample', 0.1, 'kg', 'Riga', '2020-01-20', 'electric', 3900, 'EUR', 'Jānis Ozols', 'lv'],
  ['Nellie', 'Stronghold S7X', 'production', 7, 'kg', 'Brighton', '2025-01-13', 'electric', 29000, 'GBP', 'Callum Reyes', 'prose'],
  ['Brutus', 'Probat G45', 'production', 45, 'kg', 'Brighton', '2025-03-03', 'gas', 186000, 'GBP', 'Will Parry', 'prose'],
];
const machines = MACH_DEF.map(([name, model, kind, cap, capUnit, site, installed, fuel, cost, cur, operator, layout]) => ({
  name, model, kind, cap, capUnit, site, installed, fuel, cost, cur, operator, layout, kg: capUnit === 'lb' ? r6(cap * LB) : cap,
}));
function machFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'machine', attr, value, unit, stated, file);
  F('model', x.model, 'text', s.model ?? x.model);
  F('kind', x.kind, 'text', s.kind);
  F('capacity', x.kg, 'kg', s.cap);
  F('site', x.site, 'place', s.site ?? x.site);
  F('installed', x.installed, 'date', s.installed);
  F('fuel', x.fuel, 'text', s.fuel);
  if (x.cur === 'GBP') F('cost_gbp', x.cost, 'GBP', s.cost);
  else F('cost_eur', x.cost, 'EUR', s.cost);
  F('operator', x.operator, 'person', x.operator);
}
machines.filter((x) => x.layout === 'spec').forEach((x) => {
  const file = `machines/${slug(x.name)}.html`;
  const cap = x.kg < 1 ? `${x.kg * 1000} g` : `${x.kg} kg`;
  const installed = fmtDate(x.installed, 'us');
  const kind = x.kind === 'sample' ? 'Sample roaster' : 'Production roaster';
  const fuel = x.fuel === 'gas' ? 'Natural gas' : 'Electric';
  machFacts(x, file, { kind, cap, installed, fuel, cost: gbp0(x.cost) });
  corpus.write(file, htmlTablePage({
    title: `${x.name} — ${x.model}`,
    crumbs: ['Roastery', 'Machines', x.name],
    lead: [`${x.name} was installed on ${installed} and is run mostly by ${x.operator}.`],
    sections: [
      { heading: 'Machine', rows: [['Name', x.name], ['Model', x.model], ['Type', kind], ['Batch capacity', cap], ['Fuel', fuel]] },
      { heading: 'Ownership', rows: [['Site', 'Brighton roastery'], ['Installed', installed], ['Cost', gbp0(x.cost)], ['Main operator', x.operator]] },
    ],
    colA: 'Field', colB: 'Value',
    footer: 'Service contract with the manufacturer; afterburner checked every 500 hours.',
  }));
});
{
  const file = 'machines/asset-register.json';
  const recs = machines.filter((x) => x.layout === 'json').map((x) => {
    machFacts(x, file, { kind: `"kind": "${x.kind}"`, cap: `"batch_kg": ${x.kg}`, installed: x.installed, fuel: `"fuel": "${x.fuel}"`, cost: `"cost_gbp": ${x.cost}` });
    return { asset: x.name, model: x.model, kind: x.kind, batch_kg: x.kg, site: x.site, installed: x.installed, fuel: x.fuel, cost_gbp: x.cost, operator: x.operator };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'machines/us-roasters-imperial.tsv';
  const rows = machines.filter((x) => x.layout === 'tsv').map((x) => {
    const cap = `${x.cap} lb`;
    const installed = fmtDate(x.installed, 'dotted');
    machFacts(x, file, { kind: 'Production', cap, installed, fuel: 'Propane/natural gas', cost: gbp(x.cost) });
    return [x.name, x.model, 'Production', cap, 'Brighton', installed, 'Propane/natural gas', gbp(x.cost), x.operator];
  });
  corpus.write(file, '# US-built roasters: batch size as on the maker\'s plate, in pounds (lb)\n' + delimited(['Roaster', 'Model', 'Use', 'Batch size', 'Site', 'Commissioned', 'Burner', 'Price paid', 'Operator'], rows, '\t'));
}
{
  const file = 'kalnciema-kafija/iekartas.md';
  const sections = machines.filter((x) => x.layout === 'lv').map((x) => {
    const cap = `${dec(x.kg, x.kg < 1 ? 1 : 0)} kg`;
    const kind = x.kind === 'sample' ? 'paraugu grauzdētājs' : 'ražošanas grauzdētājs';
    const fuel = x.fuel === 'gas' ? 'gāze' : 'elektrība';
    const cost = `${lvThousands(x.cost)} €`;
    machFacts(x, file, { kind, cap: `Ietilpība: ${cap}`, installed: lvDate(x.installed), fuel: `Kurināmais: ${fuel}`, cost, site: 'Rīga' });
    return { heading: x.name, rows: [['Modelis', x.model], ['Veids', kind], ['Ietilpība', cap], ['Atrašanās vieta', 'Rīga, Kalnciema iela 35'], ['Uzstādīts', lvDate(x.installed)], ['Kurināmais', fuel], ['Cena', cost], ['Operators', x.operator]] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Kalnciema Kafija — grauzdēšanas iekārtas',
    lead: ['Grauzdēšanas iekārtas Rīgā. Ietilpība norādīta vienai partijai (zaļās kafijas svars).'],
    sections,
    footer: 'Apkope reizi gadā; dūmu pēcsadedzinātājs pārbaudīts 2024. gada novembrī.',
  }));
}
{
  const file = 'minutes/2025-03-10-production-meeting.md';
  const ne = machines.find((x) => x.name === 'Nellie');
  const br = machines.find((x) => x.name === 'Brutus');
  machFacts(ne, file, { kind: 'production', cap: 'seven kilos a batch', installed: '13 January 2025', fuel: 'all-electric', cost: 'twenty-nine thousand pounds', model: 'Stronghold S7X' });
  machFacts(br, file, { kind: 'production', cap: '45 kg', installed: '3 March 2025', fuel: 'gas', cost: '£186,000', model: 'Probat G45' });
  corpus.write(file, `# Production meeting — 10 March 2025

Present: Hannah Clarke (chair), Tomasz Wiśniewski, Will Parry, June Hartley, Callum Reyes.

1. New machines, both in the Brighton roastery. Nellie, the Stronghold S7X that went in on 13 January 2025, is an
   all-electric production roaster doing seven kilos a batch; it cost twenty-nine thousand pounds and Callum Reyes
   runs it for the single origins. Brutus, our Probat G45, was commissioned on 3 March 2025: 45 kg a batch,
   gas-fired, £186,000 including the afterburner and installation. Will Parry is the main operator; Tomasz to train
   two more people by June.

2. Bessie to come off espresso blends once Brutus is settled in; Wilbur keeps the Seven Dials Espresso.

3. Energy: the gas bill for the quarter was £7,450; the electric roasters used 3,100 kWh.

4. Green stock: about 19 tonnes in the Lewes Road store; the Brazil naturals run out in May.

Next meeting: 7 April.
`);
}

// ------------------------------------------------------------------ roasted coffees
// [name, type, roast, lots, site, machine, drop °C (or °F value), temp unit, roast minutes, wholesale per kg, currency, use, layout]
const COF_DEF = [
  ['Seven Dials Espresso', 'blend', 'medium', ['Sítio Canaã', 'Finca El Puente', 'Kayanza Ngozi'], 'Brighton', 'Wilbur', 214, 'C', 12.0, 21.5, 'GBP', 'espresso', 'infobox'],
  ['West Pier', 'blend', 'dark', ['Cerrado Mineiro Dulce', 'Aceh Gayo'], 'Brighton', 'Wilbur', 224, 'C', 13.5, 18.9, 'GBP', 'espresso', 'infobox'],
  ['Lanes Filter', 'blend', 'light', ['Chelbesa Washed', 'Nyamasheke Gitesi'], 'Brighton', 'Maude', 203, 'C', 10.5, 24.0, 'GBP', 'filter', 'infobox'],
  ['Kenya Gatomboya', 'single origin', 'light', ['Gatomboya AA'], 'Brighton', 'Maude', 205, 'C', 10.0, 29.5, 'GBP', 'filter', 'infobox'],
  ['Ethiopia Alaka', 'single origin', 'light', ['Alaka Natural'], 'Brighton', 'Maude', 204, 'C', 9.75, 28.0, 'GBP', 'filter', 'infobox'],
  ['Kemptown Decaf', 'single origin', 'medium', ['Huila Decaf'], 'Brighton', 'Hector', 210, 'C', 11.0, 22.5, 'GBP', 'espresso and filter', 'infobox'],
  ['Hove Actually', 'blend', 'medium', ['Santa Rosa Caturra', 'Fazenda Rainha', 'Tarrazú Monte Azul'], 'Brighton', 'Bessie', 212, 'C', 12.5, 20.4, 'GBP', 'espresso', 'md'],
  ['Palace Pier', 'blend', 'dark', ['Fazenda Rainha', 'Mount Elgon Bugisu'], 'Brighton', 'Bessie', 226, 'C', 14.0, 17.8, 'GBP', 'espresso', 'md'],
  ['Colombia La Esperanza', 'single origin', 'light', ['La Esperanza Pink Bourbon'], 'Brighton', 'Hector', 206, 'C', 10.25, 31.0, 'GBP', 'filter', 'md'],
  ['Guatemala Santa Rosa', 'single origin', 'medium', ['Santa Rosa Caturra'], 'Brighton', 'Hector', 209, 'C', 11.25, 23.2, 'GBP', 'espresso and filter', 'md'],
  ['Sumatra Kerinci', 'single origin', 'dark', ['Kerinci Sunrise'], 'Brighton', 'Bessie', 221, 'C', 13.0, 22.0, 'GBP', 'espresso', 'md'],
  ['Burundi Kayanza', 'single origin', 'light', ['Kayanza Ngozi'], 'Brighton', 'Maude', 204, 'C', 10.5, 25.8, 'GBP', 'filter', 'md'],
  ['Brunswick Square', 'blend', 'medium', ['Tolima Planadas', 'Kirinyaga Kii'], 'Brighton', 'Wilbur', 415, 'F', 11.5, 23.8, 'GBP', 'espresso and filter', 'json'],
  ['Panama Las Flores', 'single origin', 'light', ['Las Flores Geisha'], 'Brighton', 'Pip', 399, 'F', 9.5, 78.0, 'GBP', 'filter', 'json'],
  ['Rwanda Gitesi', 'single origin', 'light', ['Nyamasheke Gitesi'], 'Brighton', 'Pip', 401, 'F', 10.0, 26.4, 'GBP', 'filter', 'json'],
  ['Night Owl', 'blend', 'dark', ['Aceh Gayo', 'Sidikalang Lintong', 'Cerrado Mineiro Dulce'], 'Brighton', 'Wilbur', 435, 'F', 13.5, 18.2, 'GBP', 'espresso', 'json'],
  ['Costa Rica Monte Azul', 'single origin', 'medium', ['Tarrazú Monte Azul'], 'Brighton', 'Hector', 410, 'F', 11.0, 24.6, 'GBP', 'espresso and filter', 'json'],
  ['Ethiopia Hambela Buku', 'single origin', 'light', ['Hambela Buku'], 'Brighton', 'Pip', 397, 'F', 9.0, 36.5, 'GBP', 'filter', 'json'],
  ['Peru San Ignacio', 'single origin', 'medium', ['San Ignacio Pedregal'], 'Brighton', 'Marigold', 211, 'C', 11.75, 21.9, 'GBP', 'espresso and filter', 'txt'],
  ['Bolivia Caranavi', 'single origin', 'light', ['Caranavi Los Rodriguez'], 'Brighton', 'Marigold', 405, 'F', 10.75, 30.2, 'GBP', 'filter', 'txt'],
  ['Regency', 'blend', 'medium', ['Cauca Tambo', 'Mbeya Peaberry', 'El Diamante'], 'Brighton', 'Bessie', 213, 'C', 12.25, 20.8, 'GBP', 'espresso', 'txt'],
  ['Sidama Bensa', 'single origin', 'light', ['Bensa Shantawene'], 'Brighton', 'Maude', 398, 'F', 9.25, 33.4, 'GBP', 'filter', 'txt'],
  ['China Yunnan', 'single origin', 'medium', ["Yunnan Pu'er Catimor"], 'Brighton', 'Nellie', 208, 'C', 11.0, 22.8, 'GBP', 'espresso and filter', 'prose'],
  ['Winter Solstice', 'blend', 'medium', ['Kiambu Karanja', 'Finca Soledad Pacamara'], 'Brighton', 'Maude', 209, 'C', 12.0, 26.0, 'GBP', 'filter', 'prose'],
  ['Rīgas Rīts', 'blend', 'medium', ['Fazenda Santa Inês', 'Huehuetenango La Libertad', 'Sidama Bombe'], 'Riga', 'Saulīte', 213, 'C', 12.0, 19.8, 'EUR', 'espresso', 'lv'],
  ['Vecrīga Espresso', 'blend', 'dark', ['Cerrado Formosa', 'Fazenda Santa Inês'], 'Riga', 'Lācis', 225, 'C', 13.75, 17.4, 'EUR', 'espresso', 'lv'],
  ['Daugava Filtrs', 'blend', 'light', ['Kochere Natural', 'Nyeri Othaya'], 'Riga', 'Saulīte', 204, 'C', 10.0, 26.9, 'EUR', 'filter', 'lv'],
  ['Etiopija Sidama', 'single origin', 'light', ['Sidama Bombe'], 'Riga', 'Saulīte', 205, 'C', 10.25, 27.5, 'EUR', 'filter', 'lv'],
  ['Kolumbija Bez Kofeīna', 'single origin', 'medium', ['Antioquia Decaf'], 'Riga', 'Lācis', 210, 'C', 11.5, 21.6, 'EUR', 'espresso and filter', 'lv'],
  ['Nikaragva Matagalpa', 'single origin', 'medium', ['Matagalpa Maracaturra'], 'Riga', 'Lācis', 209, 'C', 11.25, 22.4, 'EUR', 'espresso and filter', 'lv'],
];
const coffees = COF_DEF.map(([name, type, roast, lotsOf, site, machine, temp, tUnit, mins, price, cur, use, layout]) => ({
  name, type, roast, lots: lotsOf, site, machine, temp, tUnit, mins, price, cur, use, layout, c: tUnit === 'F' ? fToC(temp) : temp,
}));
for (const c of coffees) for (const n of c.lots) if (!LOT[n]) throw new Error(`${c.name}: unknown lot ${n}`);
function cofFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'coffee', attr, value, unit, stated, file);
  F('type', x.type, 'text', s.type);
  F('roast', x.roast, 'text', s.roast);
  F('lots', x.lots, 'list', s.lots ?? x.lots[0]);
  F('site', x.site, 'place', s.site ?? '');
  F('machine', x.machine, 'text', x.machine);
  F('drop_temp', x.c, '°C', s.temp);
  F('roast_time', x.mins, 'min', s.mins);
  if (x.cur === 'GBP') F('wholesale_gbp_kg', x.price, 'GBP/kg', s.price);
  else F('wholesale_eur_kg', x.price, 'EUR/kg', s.price);
  F('use', x.use, 'text', s.use);
}
const cap1 = (s) => s[0].toUpperCase() + s.slice(1);
const USE_EN = { espresso: 'Espresso', filter: 'Filter', 'espresso and filter': 'Espresso & filter' };
coffees.filter((x) => x.layout === 'infobox').forEach((x, k) => {
  const file = `coffees/${slug(x.name)}.html`;
  const temp = `${x.temp} °C`;
  const mins = `${x.mins.toFixed(1)} min`;
  const price = `${gbp(x.price)}/kg`;
  cofFacts(x, file, { type: cap1(x.type), roast: cap1(x.roast), lots: joinAnd(x.lots), site: 'Brighton', temp, mins, price, use: USE_EN[x.use] });
  corpus.write(file, htmlInfoboxPage({
    title: x.name,
    sections: [
      { heading: 'Coffee', rows: [['Type', cap1(x.type)], ['Roast level', cap1(x.roast)], ['Green lots', joinAnd(x.lots)], ['Best for', USE_EN[x.use]]] },
      { heading: 'Roasting', rows: [['Roasted in', 'Brighton'], ['Roaster', x.machine], ['Drop temperature', temp], ['Roast time', mins]] },
      { heading: 'Trade', rows: [['Wholesale price', price], ['Retail bag', L(k, ['250 g, £9.50', '250 g, £8.75', '250 g, £11.00', '250 g, £12.50'])]] },
    ],
    lead: [`${x.name} is roasted on ${x.machine} to a ${x.roast} roast; ${L(k, ['chocolate and hazelnut with a caramel finish', 'dark cocoa and treacle', 'peach, jasmine and lemon', 'blackcurrant and tomato-leaf brightness', 'strawberry and milk chocolate', 'toffee and almond'])}.`],
    footer: 'Seven Dials Coffee Roasters — wholesale range',
  }));
});
{
  const file = 'coffees/coffee-range-2025.md';
  const sections = coffees.filter((x) => x.layout === 'md').map((x) => {
    const temp = `${x.temp}°C`;
    const mins = minSec(x.mins);
    const price = gbp(x.price);
    cofFacts(x, file, { type: `Style: ${cap1(x.type)}`, roast: `Roast: ${cap1(x.roast)}`, lots: x.lots.join(', '), site: '', temp: `End temperature: ${temp}`, mins: `Total roast time: ${mins}`, price: `Trade price (per kg): ${price}`, use: `Brew: ${x.use}` });
    return { heading: x.name, rows: [['Style', cap1(x.type)], ['Roast', cap1(x.roast)], ['Components', x.lots.join(', ')], ['Roasted on', x.machine], ['End temperature', temp], ['Total roast time', mins], ['Trade price (per kg)', price], ['Brew', x.use]] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Coffee range 2025 (Brighton)',
    lead: ['The rest of the Brighton range for spring 2025; trade prices per kilo, ex VAT, delivered within the BN postcodes.'],
    sections,
    footer: 'Minimum wholesale order 3 kg; free delivery over 10 kg.',
  }));
}
{
  const file = 'production/roast-profiles-export.json';
  const recs = coffees.filter((x) => x.layout === 'json').map((x) => {
    const secs = Math.round(x.mins * 60);
    cofFacts(x, file, { type: `"category": "${x.type}"`, roast: `"roast_degree": "${x.roast}"`, lots: `"${x.lots[0]}"`, site: '', temp: `"drop_temp_f": ${x.temp}`, mins: `"total_time_s": ${secs}`, price: `"wholesale_gbp_per_kg": ${x.price}`, use: `"brew": "${x.use}"` });
    return { profile_name: `${slug(x.name)}-v${L(secs, [3, 4, 5, 2])}`, coffee: x.name, category: x.type, roast_degree: x.roast, green_components: x.lots, machine: x.machine, charge_temp_f: x.temp - 10 - (secs % 7), drop_temp_f: x.temp, total_time_s: secs, wholesale_gbp_per_kg: x.price, brew: x.use };
  });
  corpus.write(file, JSON.stringify({ exported_by: 'RoastLogger Cloud', units: { temperature: 'F', time: 's' }, site: 'Brighton', profiles: recs }, null, 2) + '\n');
}
const LV_TYPE = { blend: 'maisījums', 'single origin': 'vienas izcelsmes' };
const LV_ROAST = { light: 'gaišs', medium: 'vidējs', dark: 'tumšs' };
const LV_USE = { espresso: 'espresso', filter: 'filtrs', 'espresso and filter': 'universāls (espresso un filtrs)' };
{
  const file = 'kalnciema-kafija/kafijas.html';
  const sections = coffees.filter((x) => x.layout === 'lv').map((x) => {
    const temp = `${x.temp} °C`;
    const mins = `${dec(x.mins, x.mins * 4 % 2 ? 2 : 1)} min`;
    const price = `${dec(x.price)} €/kg`;
    cofFacts(x, file, { type: LV_TYPE[x.type], roast: `Grauzdējums</dt><dd>${LV_ROAST[x.roast]}`, lots: x.lots.join(', '), site: 'Rīga', temp, mins, price, use: LV_USE[x.use] });
    return { heading: x.name, rows: [['Veids', LV_TYPE[x.type]], ['Grauzdējums', LV_ROAST[x.roast]], ['Zaļās kafijas partijas', x.lots.join(', ')], ['Grauzdēts', 'Rīga'], ['Iekārta', x.machine], ['Izmešanas temperatūra', temp], ['Grauzdēšanas laiks', mins], ['Vairumcena', price], ['Ieteicams', LV_USE[x.use]]] };
  });
  corpus.write(file, htmlDlPage({
    title: 'Kalnciema Kafija — grauzdētās kafijas',
    site: 'SIA Kalnciema Kafija, Rīga',
    lead: ['Mūsu kafijas 2025. gada pavasarī. Vairumcenas par kilogramu, bez PVN, piegāde Rīgā bez maksas no 5 kg.'],
    sections,
    footer: 'Grauzdēts Rīgā, Kalnciema ielā. Partneris: Seven Dials Coffee Roasters, Braitona.',
  }).replace('<html lang="en">', '<html lang="lv">'));
}
coffees.filter((x) => x.layout === 'txt').forEach((x, k) => {
  const file = `production/profiles/${slug(x.name)}.txt`;
  const temp = `${x.temp} °${x.tUnit}`;
  const mins = mmss(x.mins);
  const price = `${gbp(x.price)} per kg`;
  cofFacts(x, file, { type: `Type: ${cap1(x.type)}`, roast: `Roast: ${cap1(x.roast)}`, lots: `Green: ${x.lots.join(' + ')}`, site: '', temp: `Drop temp: ${temp}`, mins: `Roast time: ${mins}`, price: `Wholesale: ${price}`, use: `Brew method: ${x.use}` });
  corpus.write(file, txtProfile({
    txtHeader: `ROAST PROFILE — ${x.name.toUpperCase()}`,
    sections: [{ rows: [['Coffee', x.name], ['Type', cap1(x.type)], ['Roast', cap1(x.roast)], ['Green', x.lots.join(' + ')], ['Machine', x.machine], ['Charge', L(k, ['200 °C', '392 °F', '205 °C', '388 °F'])], ['Drop temp', temp], ['Roast time', mins], ['Wholesale', price], ['Brew method', x.use]] }],
    lead: [L(k, ['Turning point around 1:30; first crack at 9:10. Keep the development short.', 'Gas down hard at first crack; 18 % development.', 'Blend post-roast: each component roasted separately, then mixed.', 'Very dense coffee; charge hot and keep airflow low until yellowing.'])],
  }));
});
{
  const file = 'email/2025-01-20-winter-newsletter.eml';
  const cy = coffees.find((x) => x.name === 'China Yunnan');
  const ws = coffees.find((x) => x.name === 'Winter Solstice');
  cofFacts(cy, file, { type: 'single origin', roast: 'medium roast', lots: "Yunnan Pu'er Catimor", site: 'Brighton', temp: '208 degrees Celsius', mins: 'eleven minutes', price: '£22.80 a kilo', use: 'works as espresso and as filter' });
  cofFacts(ws, file, { type: 'blend', roast: 'medium', lots: 'Kiambu Karanja', site: 'Brighton', temp: '209 °C', mins: 'twelve minutes', price: '£26.00/kg', use: 'for filter' });
  corpus.write(file, `From: Seven Dials Coffee Roasters <hello@sevendialscoffee.co.uk>
To: wholesale@sevendialscoffee.co.uk
Date: Mon, 20 Jan 2025 08:30:00 +0000
Subject: Two new coffees for your grinders this winter

Hello from the roastery,

Two new coffees join the wholesale list this month.

China Yunnan is our first single origin from China: a washed Catimor (the Yunnan Pu'er Catimor lot) that we take to a
medium roast on Nellie, our new electric roaster. Callum drops it at 208 degrees Celsius after about eleven minutes, and
it works as espresso and as filter. Trade price £22.80 a kilo.

Winter Solstice is a seasonal blend for filter: Kiambu Karanja from Kenya with Finca Soledad Pacamara from El Salvador,
roasted medium on Maude, dropped at 209 °C after twelve minutes. £26.00/kg while it lasts.

Both are roasted here in Brighton. Order through the trade portal as usual; deliveries go out Tuesdays and Fridays.

The Seven Dials team
`);
}
// WIDE tables: kilos roasted per month in 2024 (blank before a coffee's first roast)
const MKEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const LV_MON = ['janv.', 'febr.', 'marts', 'apr.', 'maijs', 'jūn.', 'jūl.', 'aug.', 'sept.', 'okt.', 'nov.', 'dec.'];
for (const c of coffees) {
  c.kgm = {};
  if (c.layout === 'prose') continue;
  const arrivals = c.lots.map((n) => LOT[n].arrived);
  if (c.type === 'single origin' && arrivals.some((a) => a >= '2025-01-01')) continue;
  let first = 0;
  if (c.type === 'single origin') first = Number(arrivals[0].slice(5, 7)) - 1;
  if (c.name === 'Brunswick Square') first = 9;
  const months = 12 - first;
  const riga = c.site === 'Riga';
  MKEYS.forEach((m, i) => {
    if (i < first) return;
    let v;
    if (c.type === 'blend') v = r.int(c.roast === 'light' ? 90 : 180, c.name === 'Seven Dials Espresso' ? 720 : 520) * (i === 11 ? 1.25 : 1);
    else v = ((LOT[c.lots[0]].kg * 0.8) / Math.max(months, 4)) * r.float(0.6, 1.3);
    c.kgm[m] = riga ? Math.round(v * 2) / 2 : Math.round(v);
  });
}
{
  const file = 'production/kg-roasted-2024.csv';
  const rows = coffees.filter((c) => c.site === 'Brighton' && Object.keys(c.kgm).length).map((c) => {
    MKEYS.forEach((m) => c.kgm[m] != null && corpus.also(c.name, 'coffee', `kg_2024_${m}`, c.kgm[m], 'kg', String(c.kgm[m]), file));
    return [c.name, ...MKEYS.map((m) => c.kgm[m] ?? '')];
  });
  corpus.write(file, delimited(['Coffee', 'Jan 2024 (kg)', 'Feb 2024 (kg)', 'Mar 2024 (kg)', 'Apr 2024 (kg)', 'May 2024 (kg)', 'Jun 2024 (kg)', 'Jul 2024 (kg)', 'Aug 2024 (kg)', 'Sep 2024 (kg)', 'Oct 2024 (kg)', 'Nov 2024 (kg)', 'Dec 2024 (kg)'], rows));
}
{
  const file = 'kalnciema-kafija/grauzdets-2024.md';
  const out = ['# Grauzdētā kafija 2024. gadā — kg mēnesī', '', 'Grauzdētās kafijas daudzums kilogramos pa mēnešiem (Rīga, visas iekārtas kopā); – = kafija vēl netika grauzdēta.', '',
    `| Kafija | ${LV_MON.join(' | ')} |`, `|---|${LV_MON.map(() => '---:').join('|')}|`];
  coffees.filter((c) => c.site === 'Riga').forEach((c) => {
    MKEYS.forEach((m) => c.kgm[m] != null && corpus.also(c.name, 'coffee', `kg_2024_${m}`, c.kgm[m], 'kg', dec(c.kgm[m], 1).replace(/,0$/, ''), file));
    out.push(`| ${c.name} | ${MKEYS.map((m) => (c.kgm[m] == null ? '–' : dec(c.kgm[m], 1).replace(/,0$/, ''))).join(' | ')} |`);
  });
  out.push('', 'Decembrī — Ziemassvētku pasūtījumi kafejnīcām un birojiem.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ wholesale customers
// [name, account, city, country, type, kg per week, unit, main coffee, credit days, grinder on loan, account manager, since, layout]
const CUST_DEF = [
  ['The Dials Café', 'SD-W-1001', 'Brighton', 'United Kingdom', 'café', 18, 'kg', 'Seven Dials Espresso', 30, true, 'Martha Quill', '2017-05-02', 'csv'],
  ['Kemp Town Kitchen', 'SD-W-1004', 'Brighton', 'United Kingdom', 'restaurant', 6, 'kg', 'Hove Actually', 30, false, 'Martha Quill', '2018-03-19', 'csv'],
  ['Hove Lawns Kiosk', 'SD-W-1009', 'Hove', 'United Kingdom', 'café', 9, 'kg', 'West Pier', 14, true, 'Amara Osei', '2020-06-01', 'csv'],
  ['Lewes Larder', 'SD-W-1012', 'Lewes', 'United Kingdom', 'deli', 4, 'kg', 'Lanes Filter', 30, false, 'Amara Osei', '2021-02-15', 'csv'],
  ['Brightwave Offices', 'SD-W-1015', 'Brighton', 'United Kingdom', 'office', 12, 'kg', 'Brunswick Square', 45, true, 'Ellie Stannard', '2023-04-10', 'csv'],
  ['Saltdean Lido Café', 'SD-W-1018', 'Saltdean', 'United Kingdom', 'café', 7.5, 'kg', 'Seven Dials Espresso', 14, true, 'Martha Quill', '2019-06-24', 'csv'],
  ['The Regency Hotel', 'SD-W-1021', 'Brighton', 'United Kingdom', 'hotel', 22, 'kg', 'Regency', 60, true, 'Felix Marsh', '2016-10-03', 'csv'],
  ['Crumb & Co', 'SD-W-1024', 'Worthing', 'United Kingdom', 'bakery', 5, 'kg', 'Hove Actually', 30, false, 'Tess Lambourne', '2024-07-08', 'csv'],
  ['North Laine Coffee House', 'SD-W-1027', 'Brighton', 'United Kingdom', 'café', 25, 'kg', 'Seven Dials Espresso', 30, true, 'Felix Marsh', '2015-04-13', 'csv'],
  ['Shoreham Port Canteen', 'SD-W-1030', 'Shoreham-by-Sea', 'United Kingdom', 'office', 8, 'kg', 'Palace Pier', 45, false, 'Tess Lambourne', '2024-09-02', 'csv'],
  ['Preston Park Pantry', 'SD-W-1033', 'Brighton', 'United Kingdom', 'deli', 3.5, 'kg', 'Kenya Gatomboya', 14, false, 'Ellie Stannard', '2023-11-20', 'csv'],
  ['Ditchling Tea & Coffee Rooms', 'SD-W-1036', 'Ditchling', 'United Kingdom', 'café', 4.5, 'kg', 'Lanes Filter', 30, false, 'Amara Osei', '2022-05-16', 'csv'],
  ['Level Up Café', 'SD-W-1039', 'Brighton', 'United Kingdom', 'café', 11, 'kg', 'Night Owl', 30, true, 'Martha Quill', '2021-08-09', 'csv'],
  ['Hotel Amadeus Hove', 'SD-W-1042', 'Hove', 'United Kingdom', 'hotel', 14, 'kg', 'Brunswick Square', 60, true, 'Felix Marsh', '2020-11-02', 'csv'],
  ['Bakehouse Eleven', 'SD-W-1045', 'Brighton', 'United Kingdom', 'bakery', 20, 'lb', 'Seven Dials Espresso', 30, true, 'Amara Osei', '2019-03-04', 'yaml'],
  ['The Bandstand', 'SD-W-1048', 'Hove', 'United Kingdom', 'café', 35, 'lb', 'West Pier', 14, true, 'Martha Quill', '2018-07-16', 'yaml'],
  ['Wick Inn Kitchen', 'SD-W-1051', 'Hove', 'United Kingdom', 'restaurant', 12, 'lb', 'Colombia La Esperanza', 30, false, 'Ellie Stannard', '2022-09-26', 'yaml'],
  ['Sussex Uni Staff Club', 'SD-W-1054', 'Falmer', 'United Kingdom', 'office', 40, 'lb', 'Hove Actually', 60, true, 'Tess Lambourne', '2024-10-14', 'yaml'],
  ['Rottingdean Deli', 'SD-W-1057', 'Rottingdean', 'United Kingdom', 'deli', 8, 'lb', 'Ethiopia Alaka', 14, false, 'Amara Osei', '2021-04-19', 'yaml'],
  ['Coastline Café', 'SD-W-1060', 'Worthing', 'United Kingdom', 'café', 10, 'kg', 'Regency', 30, true, 'Tess Lambourne', '2022-03-07', 'semi'],
  ['Open Market Espresso Bar', 'SD-W-1063', 'Brighton', 'United Kingdom', 'café', 6.5, 'kg', 'Palace Pier', 14, true, 'Ellie Stannard', '2023-06-12', 'semi'],
  ['Hastings Pier Café', 'SD-W-1066', 'Hastings', 'United Kingdom', 'café', 8.5, 'kg', 'West Pier', 30, true, 'Amara Osei', '2021-07-05', 'semi'],
  ['Eastbourne Bandstand Bistro', 'SD-W-1069', 'Eastbourne', 'United Kingdom', 'restaurant', 5.5, 'kg', 'Guatemala Santa Rosa', 30, false, 'Tess Lambourne', '2024-02-19', 'semi'],
  ['Chichester Cathedral Café', 'SD-W-1072', 'Chichester', 'United Kingdom', 'café', 7, 'kg', 'Hove Actually', 45, true, 'Martha Quill', '2020-09-14', 'semi'],
  ['Lewes Crown Hotel', 'SD-W-1075', 'Lewes', 'United Kingdom', 'hotel', 9.5, 'kg', 'Regency', 60, false, 'Felix Marsh', '2019-01-21', 'semi'],
  ['Studio 9 Coworking', 'SD-W-1078', 'Brighton', 'United Kingdom', 'office', 6, 'kg', 'Brunswick Square', 45, false, 'Ellie Stannard', '2024-05-13', 'semi'],
  ['Seaford Beach Huts Café', 'SD-W-1081', 'Seaford', 'United Kingdom', 'café', 3, 'kg', null, 14, false, 'Tess Lambourne', '2024-04-02', 'semi'],
  ['Dome Cinema Bar', 'SD-W-1084', 'Worthing', 'United Kingdom', 'café', 4, 'kg', 'Night Owl', 30, false, null, '2023-01-09', 'semi'],
  ['Sourdough Republic', 'SD-W-1087', 'Brighton', 'United Kingdom', 'bakery', 7, 'kg', 'Hove Actually', 30, true, 'Amara Osei', '2022-10-03', 'json'],
  ['Madeira Drive Diner', 'SD-W-1090', 'Brighton', 'United Kingdom', 'restaurant', 8, 'kg', 'Palace Pier', 30, true, 'Tess Lambourne', '2023-03-27', 'json'],
  ['Brighton Marina Yacht Club', 'SD-W-1093', 'Brighton', 'United Kingdom', 'restaurant', 4, 'kg', 'Regency', 45, false, 'Felix Marsh', '2018-08-20', 'json'],
  ['Sea Lanes Hotel', 'SD-W-1096', 'Brighton', 'United Kingdom', 'hotel', 16, 'kg', 'Seven Dials Espresso', 60, true, 'Felix Marsh', '2017-09-11', 'json'],
  ['Fiveways Corner Café', 'SD-W-1099', 'Brighton', 'United Kingdom', 'café', 5, 'kg', 'Rwanda Gitesi', 14, false, 'Ellie Stannard', '2024-01-22', 'json'],
  ['Horsham Library Café', 'SD-W-1102', 'Horsham', 'United Kingdom', 'café', 6, 'kg', 'Costa Rica Monte Azul', 30, true, 'Tess Lambourne', '2024-08-05', 'json'],
  ['Jack & Jill Tearooms', 'SD-W-1105', 'Clayton', 'United Kingdom', 'café', 2.5, 'kg', 'Lanes Filter', 14, false, 'Amara Osei', '2023-05-08', 'json'],
  ['Falmer Stadium Kiosks', 'SD-W-1108', 'Falmer', 'United Kingdom', 'café', 30, 'kg', 'West Pier', 60, true, 'Felix Marsh', '2019-08-12', 'json'],
  ['Kafejnīca Māja', 'KK-K-201', 'Riga', 'Latvia', 'café', 11, 'kg', 'Rīgas Rīts', 30, true, 'Ilze Vītola', '2019-04-08', 'lv'],
  ['Restorāns Zivju Tirgus', 'KK-K-204', 'Riga', 'Latvia', 'restaurant', 6.5, 'kg', 'Vecrīga Espresso', 30, false, 'Līga Kalniņa', '2020-10-12', 'lv'],
  ['Viesnīca Ģertrūde', 'KK-K-207', 'Riga', 'Latvia', 'hotel', 17, 'kg', 'Rīgas Rīts', 45, true, 'Līga Kalniņa', '2018-06-04', 'lv'],
  ['Birojs Skanstes Centrs', 'KK-K-210', 'Riga', 'Latvia', 'office', 9, 'kg', 'Nikaragva Matagalpa', 45, true, 'Ilze Vītola', '2022-02-21', 'lv'],
  ['Maiznīca Rudzupuķe', 'KK-K-213', 'Jūrmala', 'Latvia', 'bakery', 4, 'kg', 'Daugava Filtrs', 14, false, 'Ilze Vītola', '2021-11-15', 'lv'],
  ['Kafejnīca Kalnciems', 'KK-K-216', 'Riga', 'Latvia', 'café', 13.5, 'kg', 'Vecrīga Espresso', 30, true, 'Līga Kalniņa', '2017-09-25', 'lv'],
  ['Delikateses Miera Iela', 'KK-K-219', 'Riga', 'Latvia', 'deli', 3, 'kg', 'Etiopija Sidama', 14, false, 'Ilze Vītola', '2023-05-29', 'lv'],
  ['Kafejnīca Cēsu Pils', 'KK-K-222', 'Cēsis', 'Latvia', 'café', 5.5, 'kg', 'Kolumbija Bez Kofeīna', 30, false, 'Ilze Vītola', '2024-03-18', 'lv'],
  ['The Pavilion Tearooms', 'SD-W-1111', 'Brighton', 'United Kingdom', 'café', 15, 'kg', 'Winter Solstice', 30, true, 'Zofia Lindqvist', '2025-02-03', 'minutes'],
  ['Hove Museum Café', 'SD-W-1114', 'Hove', 'United Kingdom', 'café', 22, 'lb', 'China Yunnan', 14, false, 'Tess Lambourne', '2025-02-17', 'minutes'],
  ['Kafejnīca Ziedonis', 'KK-K-225', 'Riga', 'Latvia', 'café', 8, 'kg', 'Rīgas Rīts', 30, true, 'Ilze Vītola', '2025-02-10', 'lvmail'],
  ['Viesnīca Jūras Krasts', 'KK-K-228', 'Jūrmala', 'Latvia', 'hotel', 12, 'kg', 'Vecrīga Espresso', 45, false, 'Līga Kalniņa', '2025-03-03', 'lvmail'],
];
const customers = CUST_DEF.map(([name, account, city, country, type, vol, volUnit, main, credit, grinder, am, since, layout]) => ({
  name, account, city, country, type, vol, volUnit, main, credit, grinder, am, since, layout, kg: volUnit === 'lb' ? r6(vol * LB) : vol,
}));
const CNAMES = new Set(coffees.map((c) => c.name));
const SNAMES = new Set(staff.map((p) => p.name));
for (const c of customers) {
  if (c.main && !CNAMES.has(c.main)) throw new Error(`${c.name}: unknown coffee ${c.main}`);
  if (c.am && !SNAMES.has(c.am)) throw new Error(`${c.name}: unknown account manager ${c.am}`);
}
function custFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'customer', attr, value, unit, stated, file);
  F('account', c.account, 'text', c.account);
  F('city', c.city, 'place', s.city ?? c.city);
  F('country', c.country, 'place', s.country ?? '');
  F('type', c.type, 'text', s.type ?? c.type);
  F('kg_week', c.kg, 'kg', s.vol);
  F('main_coffee', c.main, 'text', c.main ?? '');
  F('credit_days', c.credit, 'days', s.credit);
  F('grinder_on_loan', c.grinder, 'bool', s.grinder);
  F('account_manager', c.am, 'person', c.am ?? '');
  F('since', c.since, 'date', s.since);
}
{
  const file = 'customers/wholesale-accounts.csv';
  const rows = customers.filter((c) => c.layout === 'csv').map((c) => {
    custFacts(c, file, { country: 'UK', vol: String(c.vol), credit: '', grinder: '', since: ukDate(c.since) });
    return [c.account, c.name, c.city, 'UK', c.type, c.vol, c.main, c.credit, c.grinder ? 'Y' : 'N', c.am, ukDate(c.since)];
  });
  corpus.write(file, delimited(['Account no', 'Customer', 'Town', 'Country', 'Type', 'Weekly order (kg)', 'Main coffee', 'Credit terms (days)', 'Grinder on loan (Y/N)', 'Account manager', 'Customer since'], rows));
}
customers.filter((c) => c.layout === 'yaml').forEach((c, k) => {
  const file = `customers/accounts/${slug(c.name)}.md`;
  const vol = `${c.vol} lb per week`;
  const credit = `net ${c.credit} days`;
  const grinder = c.grinder ? 'Yes (on loan from us)' : 'No (own grinder)';
  const since = fmtDate(c.since, 'month');
  custFacts(c, file, { vol, credit, grinder, since: c.since, type: c.type, country: `country: ${c.country}` });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['account', c.account], ['customer', c.name], ['town', c.city], ['country', c.country], ['segment', c.type], ['since', c.since]],
    title: `${c.name} — wholesale account`,
    lead: [`${c.name} has been a customer since ${since} and takes about ${vol}, mostly ${c.main}.`],
    sections: [{ heading: 'Account', rows: [['Weekly volume', vol], ['Main coffee', c.main], ['Payment terms', credit], ['Grinder', grinder], ['Account manager', c.am], ['Delivery', L(k, ['our van, Tuesdays', 'our van, Fridays', 'courier, 2 bags minimum', 'our van, Tuesdays and Fridays'])]] }],
    colA: 'Term', colB: 'Value',
  }));
});
{
  const file = 'customers/accounts-export-2025-03.csv';
  const rows = customers.filter((c) => c.layout === 'semi').map((c) => {
    custFacts(c, file, { country: 'United Kingdom', vol: String(c.vol), credit: '', grinder: c.grinder ? 'Yes' : 'No', since: c.since });
    return [c.account, c.name, c.city, c.country, c.type, c.vol, c.credit, c.grinder ? 'Yes' : 'No', c.main ?? 'n/a', c.am ?? 'n/a', c.since];
  });
  const head = 'Seven Dials Coffee Roasters Ltd - wholesale accounts\nReport run: 03/03/2025 07:55;User: FMarsh\nVolumes in kg per week;Terms in days\n\n';
  corpus.write(file, head + delimited(['Account', 'Customer name', 'Town', 'Country', 'Segment', 'Kg/week', 'Payment terms (days)', 'Grinder loan', 'Main coffee', 'Account manager', 'Opened'], rows, ';'));
}
const LV_CTYPE = { café: 'kafejnīca', restaurant: 'restorāns', hotel: 'viesnīca', office: 'birojs', bakery: 'maiznīca', deli: 'delikatešu veikals' };
{
  const file = 'kalnciema-kafija/klienti.html';
  const sections = customers.filter((c) => c.layout === 'lv').map((c) => {
    const vol = `${dec(c.vol, c.vol % 1 ? 1 : 0)} kg`;
    const s = { city: LV_CITY[c.city], country: 'Latvija', type: LV_CTYPE[c.type], vol, credit: `${c.credit} dienas`, grinder: `<td>${c.grinder ? 'jā' : 'nē'}</td>`, since: lvLong(c.since) };
    custFacts(c, file, s);
    return { heading: c.name, rows: [['Konta nr.', c.account], ['Pilsēta', LV_CITY[c.city]], ['Valsts', 'Latvija'], ['Veids', LV_CTYPE[c.type]], ['Nedēļas apjoms', vol], ['Galvenā kafija', c.main], ['Apmaksas termiņš', `${c.credit} dienas`], ['Dzirnaviņas nomā', c.grinder ? 'jā' : 'nē'], ['Klientu vadītājs', c.am], ['Klients kopš', lvLong(c.since)]] };
  });
  corpus.write(file, htmlTablePage({
    title: 'Vairumtirdzniecības klienti — Kalnciema Kafija',
    crumbs: ['SIA Kalnciema Kafija', 'Klienti'],
    lead: ['Kafejnīcas, restorāni, viesnīcas un biroji Latvijā, kuriem piegādājam grauzdēto kafiju. Apjoms — kilogrami nedēļā.'],
    sections,
    colA: 'Lauks', colB: 'Vērtība',
    footer: 'Atjaunots: 01.03.2025.',
  }).replace('<html lang="en">', '<html lang="lv">'));
}
{
  const file = 'customers/crm-export.json';
  const recs = customers.filter((c) => c.layout === 'json').map((c) => {
    custFacts(c, file, { vol: `"kg_per_week": ${c.vol}`, credit: `"credit_days": ${c.credit}`, grinder: `"grinder_on_loan": ${c.grinder}`, since: c.since, type: `"segment": "${c.type}"`, country: `"country": "${c.country}"` });
    return { account: { id: c.account, name: c.name, segment: c.type, opened: c.since }, address: { town: c.city, country: c.country }, supply: { main_coffee: c.main, kg_per_week: c.vol, grinder_on_loan: c.grinder }, terms: { credit_days: c.credit }, owner: { account_manager: c.am } };
  });
  corpus.write(file, JSON.stringify({ crm: { exported: '2025-03-01', accounts: recs } }, null, 2) + '\n');
}
{
  const file = 'minutes/2025-02-24-sales-meeting.md';
  const pv = customers.find((c) => c.name === 'The Pavilion Tearooms');
  const hm = customers.find((c) => c.name === 'Hove Museum Café');
  custFacts(pv, file, { vol: 'about fifteen kilos a week', credit: "30 days' credit", grinder: 'lend them a grinder', since: '3 February 2025', type: 'a café in the Pavilion Gardens', country: '' });
  custFacts(hm, file, { vol: 'around 22 lb of beans a week', credit: '14-day terms', grinder: 'have their own grinder', since: '17 February 2025', type: 'café', country: '' });
  corpus.write(file, `# Wholesale meeting — 24 February 2025

Present: Felix Marsh (chair), Martha Quill, Amara Osei, Ellie Stannard, Tess Lambourne, Zofia Lindqvist.

1. January volumes were up 6 % on last year, mostly the offices coming back after Christmas.

2. New accounts. The Pavilion Tearooms (account SD-W-1111), a café in the Pavilion Gardens in Brighton, opened on
   3 February 2025; they take about fifteen kilos a week, almost all of it the Winter Solstice for batch brew, on
   30 days' credit. We'll lend them a grinder until their own arrives. Zofia Lindqvist looks after them.
   Hove Museum Café (SD-W-1114), a café in Hove, started on 17 February 2025: around 22 lb of beans a week of the
   China Yunnan, on 14-day terms. They have their own grinder. Tess Lambourne is their account manager.

3. Price list: 4 % rise on blends from 1 April; single origins priced lot by lot.

4. Barista training: Rosie to run latte-art sessions for the new accounts in March.

Next meeting: 24 March.
`);
}
{
  const file = 'kalnciema-kafija/epasts-2025-03-05-jauni-klienti.eml';
  const zd = customers.find((c) => c.name === 'Kafejnīca Ziedonis');
  const jk = customers.find((c) => c.name === 'Viesnīca Jūras Krasts');
  custFacts(zd, file, { vol: 'astoņus kilogramus nedēļā', credit: 'termiņš 30 dienas', grinder: 'Dzirnaviņas iedosim nomā', since: '2025. gada 10. februāra', type: 'kafejnīca', country: '', city: 'Rīgā' });
  custFacts(jk, file, { vol: 'divpadsmit kilogramus nedēļā', credit: 'termiņš 45 dienas', grinder: 'Dzirnaviņas viņiem ir', since: '2025. gada 3. marta', type: 'viesnīca', country: '', city: 'Jūrmalā' });
  corpus.write(file, `From: Līga Kalniņa <liga@kalnciemakafija.lv>
To: Felix Marsh <felix@sevendialscoffee.co.uk>
Cc: Ilze Vītola <ilze@kalnciemakafija.lv>
Date: Wed, 5 Mar 2025 10:21:44 +0200
Subject: Jauni klienti Rīgā un Jūrmalā

Labdien, Felix!

Informēju par diviem jauniem vairumtirdzniecības klientiem.

Kafejnīca Ziedonis (konta nr. KK-K-225) ir kafejnīca Rīgā, Tērbatas ielā. Viņi ir mūsu klienti kopš
2025. gada 10. februāra un pasūtīs apmēram astoņus kilogramus nedēļā, galvenokārt Rīgas Rīts; apmaksas
termiņš 30 dienas. Dzirnaviņas iedosim nomā. Klientu vadītāja — Ilze Vītola.

Viesnīca Jūras Krasts (KK-K-228) ir viesnīca Jūrmalā, Majoros. Sākām piegādes no 2025. gada 3. marta:
divpadsmit kilogramus nedēļā, galvenā kafija Vecrīga Espresso, termiņš 45 dienas. Dzirnaviņas viņiem ir
savas. Klientu vadītāja — es pati, Līga Kalniņa.

Ar cieņu,
Līga Kalniņa
SIA Kalnciema Kafija, Kalnciema iela 35, Rīga
`);
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `SEVEN DIALS COFFEE ROASTERS — SHARED DRIVE (spring 2025)
Speciality coffee roastery, Brighton (roastery and green store on Lewes Road, training lab in Seven Dials).
Partner roaster: SIA Kalnciema Kafija, Riga (files under kalnciema-kafija/ are in Latvian).

green/        lot sheets, green register, arrivals, offers, cupping notes
coffees/      product pages and the 2025 range
production/   roast profiles, kilos roasted per month
machines/     roasters and the asset register
customers/    wholesale accounts and exports
team/ hr/     team page, HR list, payroll
importers/    importer pages
minutes/ email/ reports/ policies/
`);
corpus.write('policies/cupping-protocol.md', `# Cupping protocol

1. 8.25 g of coffee to 150 ml of water at 93 °C; grind medium-coarse.
2. Break the crust at 4 minutes; skim; taste from 9 minutes.
3. Score on the SCA form out of 100; anything under 80 is not speciality and is not bought.
4. Two cuppers per lot, three cups per sample; average the scores.
5. Moisture target 9–12 %; reject samples above 12.5 %.
`);
corpus.write('minutes/2024-12-09-directors-meeting.md', `# Directors' meeting — 9 December 2024

Present: Hannah Clarke, Felix Marsh, June Hartley; Jānis Ozols by video from Riga.

1. 2024 roasted output across both sites: about 52 tonnes (Brighton 38, Riga 14).
2. Green coffee bought in 2024: 31,200 kg, average landed price £8.90 per kg.
3. Brutus (the new 45 kg Probat) approved; deposit of £40,000 paid, installation in March.
4. Riga to take over the Baltic and Nordic wholesale accounts from April 2025.
5. Christmas party 20 December at the Pavilion.
`);
corpus.write('kalnciema-kafija/sadarbibas-ligums.md', `# Sadarbības līguma kopsavilkums

SIA Kalnciema Kafija (Rīga) un Seven Dials Coffee Roasters Ltd (Braitona, Lielbritānija).

- Līguma termiņš: 5 gadi, no 2022. gada 1. janvāra līdz 2026. gada 31. decembrim.
- Kopīgi zaļās kafijas iepirkumi, ja partija ir lielāka par 10 maisiem.
- Kalnciema Kafija grauzē Seven Dials kafijas Baltijas un Ziemeļvalstu klientiem.
- Apmaksa 30 dienu laikā, norēķini eiro.
`);
corpus.write('sustainability/energy-2024.csv', delimited(['Month', 'Gas (kWh)', 'Electricity (kWh)', 'Afterburner hours'], [
  ['2024-01', '14200', '2100', '96'],
  ['2024-04', '12800', '1950', '88'],
  ['2024-07', '11100', '1800', '75'],
  ['2024-10', '15400', '2300', '104'],
]));

const stats = corpus.flush(source);
console.log(`roastery: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
