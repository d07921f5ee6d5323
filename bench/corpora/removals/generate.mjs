#!/usr/bin/env node
// Removals corpus (held-out): the shared folder of "Harbourside Removals & Storage Ltd", a removals and storage
// company in Bristol (head office, yard and store at St Philips) with a depot in Swindon, working with a partner firm
// in Bratislava (Dunajské sťahovanie s.r.o.) whose job export, vehicle list, crew list, customers, store and e-mails
// are in SLOVAK. 44 removal jobs, 22 vans and lorries, 34 crew members, 34 storage units, 36 customers, 14
// packing-materials suppliers.
//   node bench/corpora/removals/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "removals-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) jobs: a nested JSON bookings export (route / load / crew / pricing sub-objects, GBP and EUR), a Bristol job log
//     CSV with units in the header (miles, cu ft, kg, £), HTML spec-table job sheets (miles, cu ft, tonnes), a
//     Markdown survey-notes page (km, m³, lb), a Swindon TSV with units in the values (`41 mi`, `1,250 cu ft`,
//     `2.4 t`), a SLOVAK semicolon export with a preamble and decimal commas (km, m³, t, EUR), three jobs only in an
//     operations report (number words) and two only in a Slovak e-mail (`tri tony`);
// (b) vehicles: HTML infobox pages (cu ft, kg, miles), a flat JSON fleet register (m³, kg, miles), Markdown pages with
//     YAML front matter (m³ or cubic feet, tonnes), a SLOVAK HTML definition list (m³, t / kg, km, `áno` / `nie`),
//     three only in a fleet e-mail; WIDE tables of distance driven per month in 2024 (miles; a Slovak one in km);
// (c) crew: a Markdown crew page (label set A), an HTML definition list (label set B, licence categories), a flat JSON
//     payroll export, plain-text profiles, a SLOVAK Markdown list (`Nástup: 3. 4. 2018`, `11,50 €`, `áno`), three new
//     starters only in an HR e-mail;
// (d) storage units: a Bristol CSV (cu ft), a Swindon semicolon export with `n/a` (m³), an HTML spec table of rooms,
//     Markdown pages with YAML front matter, three units only in ops-meeting minutes, a SLOVAK nested JSON;
// (e) customers: a CSV (label set A), a flat JSON CRM export (label set B), an HTML table of relocation agents,
//     Markdown account sheets with YAML front matter, a SLOVAK HTML table, two only in sales minutes and two only in a
//     Slovak e-mail;
// (f) packing-materials suppliers: HTML infoboxes, plain-text profiles, a nested JSON purchasing file, a SLOVAK HTML
//     definition list, two only in a purchasing e-mail;
// (g) background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: volumes in cubic metres (`1,250 cu ft` → × 0.028316846592), distances and odometer
// readings in km (`41 mi` → × 1.609344), weights and payloads in kg (`2.4 t` → 2400, `6,400 lb` → × 0.45359237),
// money as written in GBP (`quote_gbp`, `price_gbp`, `rate_gbp`, `rent_gbp`) or EUR (`*_eur`), lead times in days
// (`2 weeks` → 14), discounts in %, dates ISO, Slovak words in English (`áno` = true, `vodič` = Driver, `firma` =
// business, `Slovensko` = Slovakia, `sťahovanie domácnosti` = domestic).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, fmtDate, group, htmlDlPage, htmlInfoboxPage, htmlTablePage, joinAnd, mdBulletsNote, mdYamlTableNote, rng, slug, targets, txtProfile } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('removals-v1');
const CUFT = 0.028316846592;
const MILE = 1.609344;
const LB = 0.45359237;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const L = (k, xs) => xs[k % xs.length];
const gbp = (v) => `£${group(v, 2)}`;
const gbp0 = (v) => `£${group(v)}`;
/** Slovak number: space for thousands, decimal comma. */
const sk = (v, d = 0) => {
  const [i, f] = Number(v).toFixed(d).split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return f ? `${g},${f}` : g;
};
const skDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}. ${m}. ${y}`;
};
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const dotDate = (iso) => fmtDate(iso, 'dotted');
const cap1 = (s) => s[0].toUpperCase() + s.slice(1);

class FolderCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the monthly mileage tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new FolderCorpus(dir);

// ------------------------------------------------------------------ customers
// [name, account, type, town, country, since, discount %, layout]
const CUST_DEF = [
  ['Eleanor Whitcombe', 'C-1012', 'private', 'Bath', 'United Kingdom', '2019-05-14', 0, 'csv'],
  ['Marcus Adebayo', 'C-1047', 'private', 'Bristol', 'United Kingdom', '2021-08-02', 0, 'csv'],
  ['Hartcliffe Dental Practice', 'C-1003', 'business', 'Bristol', 'United Kingdom', '2018-03-12', 7.5, 'csv'],
  ['Sophie Lindqvist', 'C-1088', 'private', 'Portishead', 'United Kingdom', '2023-01-20', 0, 'csv'],
  ['Avonmouth Print Works Ltd', 'C-1001', 'business', 'Bristol', 'United Kingdom', '2017-10-09', 10, 'csv'],
  ['Rachel Greaves', 'C-1071', 'private', 'Keynsham', 'United Kingdom', '2022-06-30', 5, 'csv'],
  ['Clevedon Antiques Centre', 'C-1034', 'business', 'Clevedon', 'United Kingdom', '2020-02-17', 5, 'csv'],
  ['Daniel Okonkwo', 'C-1102', 'private', 'Weston-super-Mare', 'United Kingdom', '2024-03-18', 0, 'csv'],
  ['Severnside Lettings', 'C-1000', 'business', 'Bristol', 'United Kingdom', '2016-11-21', 12.5, 'csv'],
  ['Priya Chandran', 'C-1115', 'private', 'Cardiff', 'United Kingdom', '2024-08-27', 0, 'csv'],
  ['Ashton Court Architects', 'C-1026', 'business', 'Bristol', 'United Kingdom', '2019-09-03', 7.5, 'csv'],
  ['Helen Marsh', 'C-2041', 'private', 'Swindon', 'United Kingdom', '2022-03-11', 0, 'json'],
  ['Wroughton Vets Ltd', 'C-2019', 'business', 'Wroughton', 'United Kingdom', '2021-05-24', 5, 'json'],
  ['Gareth Price', 'C-2063', 'private', 'Chippenham', 'United Kingdom', '2023-07-07', 0, 'json'],
  ['Kennet Valley Estates', 'C-2004', 'business', 'Marlborough', 'United Kingdom', '2018-08-13', 10, 'json'],
  ['Oluwaseun Bello', 'C-2077', 'private', 'Swindon', 'United Kingdom', '2024-02-26', 0, 'json'],
  ['Cotswold Office Interiors', 'C-2011', 'business', 'Cirencester', 'United Kingdom', '2020-10-05', 7.5, 'json'],
  ['James Fairley', 'C-2090', 'private', 'Stroud', 'United Kingdom', '2024-11-18', 0, 'json'],
  ['Meridian Relocation Partners', 'RA-01', 'relocation agent', 'London', 'United Kingdom', '2015-06-01', 15, 'agents'],
  ['EuroMove Relocations GmbH', 'RA-04', 'relocation agent', 'Munich', 'Germany', '2019-04-15', 12, 'agents'],
  ['Atlantic Staff Moves Ltd', 'RA-06', 'relocation agent', 'Reading', 'United Kingdom', '2021-01-11', 10, 'agents'],
  ['Nordhavn Relocation ApS', 'RA-09', 'relocation agent', 'Copenhagen', 'Denmark', '2023-03-27', 8, 'agents'],
  ['Temple Quay Law LLP', 'C-1019', 'business', 'Bristol', 'United Kingdom', '2018-01-22', 10, 'yaml'],
  ['Brunel Quay Hotel', 'C-1096', 'business', 'Bristol', 'United Kingdom', '2022-09-19', 5, 'yaml'],
  ['Anna Kowalczyk', 'C-1107', 'private', 'Bath', 'United Kingdom', '2023-10-02', 5, 'yaml'],
  ['Swindon Engineering Services Ltd', 'C-2026', 'business', 'Swindon', 'United Kingdom', '2020-07-14', 7.5, 'yaml'],
  ['Ján Kováč', 'Z-2301', 'private', 'Bratislava', 'Slovakia', '2021-03-14', 0, 'sk'],
  ['Zuzana Horváthová', 'Z-2318', 'private', 'Trnava', 'Slovakia', '2023-06-05', 0, 'sk'],
  ['Tatra Logistik s.r.o.', 'Z-2205', 'business', 'Žilina', 'Slovakia', '2019-11-25', 10, 'sk'],
  ['Mária Novotná', 'Z-2344', 'private', 'Brno', 'Czechia', '2024-01-15', 0, 'sk'],
  ['Danubia Software a.s.', 'Z-2237', 'business', 'Bratislava', 'Slovakia', '2020-04-20', 7.5, 'sk'],
  ['Peter Šimko', 'Z-2290', 'private', 'Vienna', 'Austria', '2022-08-08', 5, 'sk'],
  ['Long Ashton Golf Club', 'C-1121', 'business', 'Long Ashton', 'United Kingdom', '2025-01-06', 10, 'minutes'],
  ['Fiona Maguire', 'C-1124', 'private', 'Bristol', 'United Kingdom', '2025-01-09', 0, 'minutes'],
  ['Lucia Baranová', 'Z-2371', 'private', 'Košice', 'Slovakia', '2025-01-27', 0, 'skmail'],
  ['Volkov Engineering s.r.o.', 'Z-2374', 'business', 'Nitra', 'Slovakia', '2025-02-01', 5, 'skmail'],
];
const customers = CUST_DEF.map(([name, account, type, town, country, since, disc, layout]) => ({ name, account, type, town, country, since, disc, layout }));
function custFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'customer', attr, value, unit, stated, file);
  F('account', c.account, 'text', c.account);
  F('customer_type', c.type, 'text', s.type ?? c.type);
  F('town', c.town, 'place', s.town ?? c.town);
  F('country', c.country, 'place', s.country ?? c.country);
  F('since', c.since, 'date', s.since);
  F('discount_pct', c.disc, '%', s.disc);
}
{
  const file = 'customers/customer-accounts.csv';
  const rows = customers.filter((c) => c.layout === 'csv').map((c) => {
    custFacts(c, file, { type: cap1(c.type), country: 'UK', since: ukDate(c.since), disc: '' });
    return [c.account, c.name, cap1(c.type), c.town, 'UK', ukDate(c.since), c.disc];
  });
  corpus.write(file, delimited(['Account', 'Customer', 'Type', 'Town', 'Country', 'Customer since', 'Discount (%)'], rows));
}
{
  const file = 'customers/crm-export-swindon.json';
  const recs = customers.filter((c) => c.layout === 'json').map((c, k) => {
    custFacts(c, file, { type: `"segment": "${c.type}"`, since: c.since, disc: `"discount_pct": ${c.disc}` });
    return { id: c.account, client: c.name, segment: c.type, city: c.town, country: c.country, first_booking: c.since, discount_pct: c.disc, marketing_opt_in: k % 3 !== 1 };
  });
  corpus.write(file, JSON.stringify({ export: 'MoveMan CRM', depot: 'Swindon', generated: '2025-03-31T17:05:00Z', clients: recs }, null, 2) + '\n');
}
{
  const file = 'customers/relocation-agents.html';
  const sections = customers.filter((c) => c.layout === 'agents').map((c) => {
    const since = fmtDate(c.since, 'long');
    const disc = `${c.disc}%`;
    custFacts(c, file, { type: 'Relocation agent', since, disc });
    return { heading: c.name, rows: [['Account no.', c.account], ['Type', 'Relocation agent'], ['Head office', c.town], ['Country', c.country], ['Working with us since', since], ['Agreed discount', disc]] };
  });
  corpus.write(file, htmlTablePage({
    title: 'Relocation agents we work for',
    crumbs: ['Harbourside Removals', 'Customers', 'Agents'],
    lead: ['Relocation agents book moves for their clients (usually employees being transferred) and are invoiced monthly. Meridian Relocation Partners has been an agent of ours since 1 June 2015.'],
    sections,
    colA: 'Field', colB: 'Detail',
    footer: 'Agent discounts apply to the removal price only, not to storage.',
  }));
}
customers.filter((c) => c.layout === 'yaml').forEach((c, k) => {
  const file = `customers/accounts/${slug(c.name)}.md`;
  const since = fmtDate(c.since, 'short');
  const disc = c.disc ? `${c.disc} per cent` : 'none';
  custFacts(c, file, { type: `| Customer type | ${c.type} |`, since, disc });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['customer', c.name], ['account', c.account], ['segment', c.type], ['town', c.town]],
    title: `${c.name} — account sheet`,
    lead: [`${c.name} has been a customer since ${since}.`],
    sections: [{ heading: 'Account', rows: [['Customer type', c.type], ['Town', c.town], ['Country', c.country], ['Account opened', since], ['Discount', disc], ['Invoicing', L(k, ['monthly, 30 days', 'per job, 14 days', 'card on booking', 'monthly, 30 days'])]] }],
    colA: 'Item', colB: 'Detail',
  }));
});
const SK_CTYPE = { private: 'súkromná osoba', business: 'firma', 'relocation agent': 'relokačná agentúra' };
const SK_COUNTRY = { Slovakia: 'Slovensko', Czechia: 'Česko', Austria: 'Rakúsko' };
{
  const file = 'dunajske-stahovanie/zakaznici.html';
  const sections = customers.filter((c) => c.layout === 'sk').map((c) => {
    const disc = c.disc ? `${sk(c.disc, Number.isInteger(c.disc) ? 0 : 1)} %` : 'bez zľavy';
    custFacts(c, file, { type: SK_CTYPE[c.type], country: SK_COUNTRY[c.country], since: skDate(c.since), disc });
    return { heading: c.name, rows: [['Číslo zákazníka', c.account], ['Typ', SK_CTYPE[c.type]], ['Mesto', c.town], ['Krajina', SK_COUNTRY[c.country]], ['Zákazníkom od', skDate(c.since)], ['Zľava', disc]] };
  });
  corpus.write(file, htmlTablePage({
    title: 'Zákazníci — Dunajské sťahovanie s.r.o.',
    crumbs: ['Dunajské sťahovanie', 'Zákazníci'],
    lead: ['Zoznam zákazníkov, ktorých sťahovanie sme robili spolu s firmou Harbourside Removals (Bristol). Stav k 31. 3. 2025.'],
    sections,
    colA: 'Položka', colB: 'Hodnota',
    footer: 'Zľavy platia len na sťahovanie, nie na skladovanie.',
  }).replace('<html lang="en">', '<html lang="sk">'));
}
{
  const file = 'minutes/2025-01-14-sales-meeting.md';
  const g = customers.find((c) => c.name === 'Long Ashton Golf Club');
  const f = customers.find((c) => c.name === 'Fiona Maguire');
  custFacts(g, file, { type: 'business account', since: '6 January', disc: 'a ten per cent discount', country: '' });
  custFacts(f, file, { type: 'private customer', since: '9 January', disc: 'no discount', country: '' });
  corpus.write(file, `# Sales meeting — 14 January 2025

Present: Gavin Thorne (chair), Nia Roberts, Hayley Voss, Carl Oduya. Apologies: Kelly Harwood (on a job).

1. December was the quietest month of the year; 2024 closed with 212 jobs across both depots.

2. New accounts. Long Ashton Golf Club (account C-1121) opened a business account on 6 January: the clubhouse is
   being refurbished and the furniture goes into store. We agreed a ten per cent discount on the removal because
   they will refer members to us. Fiona Maguire (C-1124), a private customer in Bristol, booked on 9 January after
   Nia's survey; no discount, standard terms.

3. Swindon: the new 18-tonne lorry arrives in the summer; Carl to recruit one more driver.

4. Website quote form: 31 enquiries in December, 9 converted.

Next meeting: 11 February.
`);
}
{
  const file = 'dunajske-stahovanie/email-2025-02-03-novi-zakaznici.eml';
  const lb = customers.find((c) => c.name === 'Lucia Baranová');
  const vk = customers.find((c) => c.name === 'Volkov Engineering s.r.o.');
  custFacts(lb, file, { type: 'súkromná zákazníčka', town: 'Košíc', country: '', since: '27. januára', disc: 'bez zľavy' });
  custFacts(vk, file, { type: 'firma', town: 'Nitry', country: '', since: '1. februára', disc: 'zľavu päť percent' });
  corpus.write(file, `From: Marek Horváth <marek.horvath@dunajske-stahovanie.sk>
To: Gavin Thorne <gavin@harbourside-removals.co.uk>
Date: Mon, 3 Feb 2025 09:12:40 +0100
Subject: Noví zákazníci – január/február

Dobrý deň, Gavin,

posielam Vám dvoch nových zákazníkov, ktorých budeme viesť aj v spoločnom systéme.

Lucia Baranová (číslo zákazníka Z-2371) je súkromná zákazníčka z Košíc; zaregistrovala sa 27. januára 2025,
bez zľavy.

Volkov Engineering s.r.o. (Z-2374) je firma z Nitry, zákazníkom od 1. februára 2025. Dohodli sme zľavu päť percent
na sťahovanie.

S pozdravom,
Marek Horváth
Dunajské sťahovanie s.r.o., Bratislava
`);
}

// ------------------------------------------------------------------ crew
// [name, staff no, role, depot, started, hourly rate, currency, HGV licence, supervisor, layout, licence text]
const CREW_DEF = [
  ['Gavin Thorne', 'B-001', 'Operations manager', 'Bristol', '2009-03-02', 24.0, 'GBP', true, null, 'md'],
  ['Kelly Harwood', 'B-004', 'Crew leader', 'Bristol', '2012-06-18', 17.5, 'GBP', true, 'Gavin Thorne', 'md'],
  ['Dean Mallory', 'B-009', 'Crew leader', 'Bristol', '2015-09-07', 17.0, 'GBP', true, 'Gavin Thorne', 'md'],
  ['Ravi Sandhu', 'B-014', 'Driver', 'Bristol', '2017-04-24', 15.75, 'GBP', true, 'Kelly Harwood', 'md'],
  ['Liam Fortune', 'B-027', 'Porter', 'Bristol', '2021-02-15', 12.6, 'GBP', false, 'Kelly Harwood', 'md'],
  ['Shauna Pike', 'B-022', 'Packer', 'Bristol', '2019-11-04', 13.2, 'GBP', false, 'Dean Mallory', 'md'],
  ['Tomasz Wójcik', 'B-017', 'Driver', 'Bristol', '2018-08-13', 15.5, 'GBP', true, 'Dean Mallory', 'md'],
  ['Nia Roberts', 'B-011', 'Estimator', 'Bristol', '2016-01-11', 18.0, 'GBP', false, 'Gavin Thorne', 'md'],
  ['Carl Oduya', 'S-001', 'Depot manager', 'Swindon', '2011-05-09', 21.5, 'GBP', true, 'Gavin Thorne', 'dl', 'Category C'],
  ['Jade Whitfield', 'S-003', 'Crew leader', 'Swindon', '2014-07-21', 17.25, 'GBP', true, 'Carl Oduya', 'dl', 'Category C1'],
  ['Owen Batts', 'S-012', 'Driver', 'Swindon', '2020-03-02', 15.25, 'GBP', true, 'Jade Whitfield', 'dl', 'Category C'],
  ['Becky Langford', 'S-016', 'Packer', 'Swindon', '2022-05-16', 12.9, 'GBP', false, 'Jade Whitfield', 'dl', 'Category B (car only)'],
  ['Sam Okafor', 'S-019', 'Porter', 'Swindon', '2023-09-04', 12.4, 'GBP', false, 'Jade Whitfield', 'dl', 'Category B (car only)'],
  ['Martin Crewe', 'S-007', 'Driver', 'Swindon', '2016-10-17', 15.9, 'GBP', true, 'Carl Oduya', 'dl', 'Category C+E'],
  ['Hayley Voss', 'S-010', 'Estimator', 'Swindon', '2019-02-25', 17.6, 'GBP', false, 'Carl Oduya', 'dl', 'Category B (car only)'],
  ['Connor Blake', 'B-033', 'Porter', 'Bristol', '2024-03-11', 12.21, 'GBP', false, 'Dean Mallory', 'json'],
  ['Ellie Marchant', 'B-025', 'Packer', 'Bristol', '2020-09-28', 13.4, 'GBP', false, 'Kelly Harwood', 'json'],
  ['Adam Rusu', 'S-014', 'Driver', 'Swindon', '2021-11-08', 15.4, 'GBP', true, 'Jade Whitfield', 'json'],
  ['Grace Ndlovu', 'B-019', 'Warehouse', 'Bristol', '2018-05-14', 13.75, 'GBP', false, 'Gavin Thorne', 'json'],
  ['Jordan Keel', 'S-021', 'Porter', 'Swindon', '2024-06-17', 12.3, 'GBP', false, 'Martin Crewe', 'json'],
  ['Milo Hartnell', 'B-015', 'Crew leader', 'Bristol', '2017-02-06', 16.8, 'GBP', true, 'Gavin Thorne', 'json'],
  ['Aaron Beale', 'B-006', 'Driver', 'Bristol', '2013-04-15', 16.2, 'GBP', true, 'Milo Hartnell', 'txt', 'C+E (artic)'],
  ['Freya Lamb', 'S-017', 'Packer', 'Swindon', '2022-10-03', 12.95, 'GBP', false, 'Carl Oduya', 'txt', 'car only'],
  ['Kwame Asante', 'S-009', 'Crew leader', 'Swindon', '2018-01-29', 17.1, 'GBP', true, 'Carl Oduya', 'txt', 'C (rigid lorries)'],
  ['Rosie Cartwright', 'S-018', 'Warehouse', 'Swindon', '2023-02-13', 12.7, 'GBP', false, 'Carl Oduya', 'txt', 'car only'],
  ['Marek Horváth', 'DS-01', 'Operations manager', 'Bratislava', '2010-09-01', 19.0, 'EUR', true, null, 'sk'],
  ['Juraj Baláž', 'DS-04', 'Crew leader', 'Bratislava', '2014-03-03', 14.5, 'EUR', true, 'Marek Horváth', 'sk'],
  ['Peter Kučera', 'DS-07', 'Driver', 'Bratislava', '2016-05-16', 13.2, 'EUR', true, 'Juraj Baláž', 'sk'],
  ['Michal Straka', 'DS-15', 'Porter', 'Bratislava', '2021-04-12', 9.8, 'EUR', false, 'Juraj Baláž', 'sk'],
  ['Katarína Lukáčová', 'DS-11', 'Packer', 'Bratislava', '2019-08-05', 10.4, 'EUR', false, 'Juraj Baláž', 'sk'],
  ['Tomáš Polák', 'DS-18', 'Driver', 'Bratislava', '2022-02-21', 12.9, 'EUR', true, 'Marek Horváth', 'sk'],
  ['Ben Ashworth', 'B-036', 'Porter', 'Bristol', '2025-03-03', 13.0, 'GBP', false, 'Kelly Harwood', 'mail'],
  ['Lena Fischer', 'S-023', 'Driver', 'Swindon', '2025-03-10', 15.5, 'GBP', true, 'Jade Whitfield', 'mail'],
  ['Callum Ness', 'B-037', 'Packer', 'Bristol', '2025-03-17', 12.5, 'GBP', false, 'Dean Mallory', 'mail'],
];
const crew = CREW_DEF.map(([name, no, role, depot, started, rate, cur, hgv, sup, layout, lic]) => ({ name, no, role, depot, started, rate, cur, hgv, sup, layout, lic }));
function crewFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'crew', attr, value, unit, stated, file);
  F('staff_no', p.no, 'text', p.no);
  F('role', p.role, 'text', s.role);
  F('depot', p.depot, 'place', s.depot ?? p.depot);
  F('started', p.started, 'date', s.started);
  F(p.cur === 'GBP' ? 'rate_gbp' : 'rate_eur', p.rate, p.cur, s.rate);
  F('hgv_licence', p.hgv, 'bool', s.hgv);
  F('supervisor', p.sup, 'person', p.sup ?? '');
}
{
  const file = 'people/bristol-crew.md';
  const sections = crew.filter((p) => p.layout === 'md').map((p, k) => {
    const started = fmtDate(p.started, k % 2 ? 'short' : 'long');
    const rate = gbp(p.rate);
    const hgv = p.hgv ? 'Yes' : 'No';
    crewFacts(p, file, { role: `Role: ${p.role}`, depot: 'Base: Bristol', started, rate: `Hourly rate: ${rate}`, hgv: `HGV licence: ${hgv}` });
    return { heading: p.name, rows: [['Staff no.', p.no], ['Role', p.role], ['Base', 'Bristol'], ['Start date', started], ['Hourly rate', rate], ['HGV licence', hgv], ['Reports to', p.sup ?? '— (director)']] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Bristol crew — who is who',
    lead: ['Crew based at the St Philips yard, as at 1 March 2025. Gavin Thorne runs operations for both depots.'],
    sections,
    footer: 'Rates are basic hourly pay before overtime; weekend work is paid at time and a half.',
  }));
}
{
  const file = 'people/swindon-depot-staff.html';
  const sections = crew.filter((p) => p.layout === 'dl').map((p) => {
    const joined = ukDate(p.started);
    const pay = `${gbp(p.rate)} per hour`;
    crewFacts(p, file, { role: p.role, depot: 'Swindon depot', started: joined, rate: pay, hgv: p.lic });
    return { heading: p.name, rows: [['Employee no', p.no], ['Position', p.role], ['Site', 'Swindon depot'], ['Joined', joined], ['Pay', pay], ['Driving licence', p.lic], ['Line manager', p.sup]] };
  });
  corpus.write(file, htmlDlPage({
    title: 'Swindon depot — staff list',
    site: 'Harbourside Removals & Storage — Swindon depot, Westmead',
    lead: ['Category C and C1 licences cover our rigid lorries; C+E is needed for the artic. Martin Crewe is the only Swindon driver with C+E.'],
    sections,
    footer: 'Licence checks are repeated every six months with the DVLA.',
  }));
}
{
  const file = 'people/payroll-export-2025-03.json';
  const recs = crew.filter((p) => p.layout === 'json').map((p) => {
    crewFacts(p, file, { role: `"job_title": "${p.role}"`, depot: `"base": "${p.depot}"`, started: p.started, rate: `"hourly_rate_gbp": ${p.rate}`, hgv: `"hgv_licence": ${p.hgv}` });
    return { staff_no: p.no, full_name: p.name, job_title: p.role, base: p.depot, start_date: p.started, hourly_rate_gbp: p.rate, hgv_licence: p.hgv, manager: p.sup, pay_frequency: 'weekly' };
  });
  corpus.write(file, JSON.stringify({ exported: '2025-03-28T16:00:00Z', system: 'PayRoller', employer: 'Harbourside Removals & Storage Ltd', employees: recs }, null, 2) + '\n');
}
crew.filter((p) => p.layout === 'txt').forEach((p, k) => {
  const file = `people/profiles/${slug(p.name)}.txt`;
  const started = fmtDate(p.started, 'us');
  const rate = `£${p.rate.toFixed(2)}/hr`;
  crewFacts(p, file, { role: `Job: ${p.role}`, depot: `Based at: ${p.depot}`, started, rate, hgv: `Licence: ${p.lic}` });
  corpus.write(file, txtProfile({
    txtHeader: `PROFILE — ${p.name.toUpperCase()}`,
    sections: [{ rows: [['Name', p.name], ['Staff number', p.no], ['Job', p.role], ['Based at', p.depot], ['Started', started], ['Rate', rate], ['Licence', p.lic], ['Supervisor', p.sup]] }],
    lead: [L(k, [
      'Aaron drives the artic on the long European runs and the Bratislava return loads.',
      'Freya packs china and glass; she trained at the Swindon depot in her first month.',
      'Kwame leads the Swindon commercial crew and does most of the office moves.',
      'Rosie runs the Swindon store: container loading, stock counts and packing-materials orders.',
    ])],
  }));
});
const SK_ROLE = { 'Operations manager': 'vedúci prevádzky', 'Crew leader': 'vedúci čaty', Driver: 'vodič', Porter: 'nosič', Packer: 'baliaca pracovníčka' };
{
  const file = 'dunajske-stahovanie/posadka.md';
  const sections = crew.filter((p) => p.layout === 'sk').map((p) => {
    const rate = `${sk(p.rate, 2)} €`;
    const hgv = p.hgv ? 'áno' : 'nie';
    crewFacts(p, file, { role: `Pozícia: ${SK_ROLE[p.role]}`, depot: 'Pracovisko: Bratislava', started: `Nástup: ${skDate(p.started)}`, rate: `Hodinová sadzba: ${rate}`, hgv: `Vodičský preukaz sk. C: ${hgv}` });
    return { heading: p.name, rows: [['Osobné číslo', p.no], ['Pozícia', SK_ROLE[p.role]], ['Pracovisko', 'Bratislava'], ['Nástup', skDate(p.started)], ['Hodinová sadzba', rate], ['Vodičský preukaz sk. C', hgv], ['Nadriadený', p.sup ?? '—']] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Posádka — Dunajské sťahovanie s.r.o.',
    lead: ['Zamestnanci bratislavskej prevádzky, ktorí robia zákazky pre Harbourside Removals (Bristol). Stav k 1. 3. 2025. Sadzby sú hrubé hodinové mzdy v eurách.'],
    sections,
    footer: 'Víkendová práca: príplatok 50 %.',
  }));
}
{
  const file = 'email/2025-02-24-new-crew.eml';
  const [b, l, c] = ['Ben Ashworth', 'Lena Fischer', 'Callum Ness'].map((n) => crew.find((p) => p.name === n));
  crewFacts(b, file, { role: 'porter', depot: 'Bristol', started: fmtDate(b.started, 'long'), rate: 'thirteen pounds an hour', hgv: 'No HGV licence' });
  crewFacts(l, file, { role: 'driver', depot: 'Swindon', started: fmtDate(l.started, 'long'), rate: '£15.50 an hour', hgv: 'Category C licence' });
  crewFacts(c, file, { role: 'packer', depot: 'Bristol', started: fmtDate(c.started, 'long'), rate: 'twelve pounds fifty', hgv: 'car licence only' });
  corpus.write(file, `From: Gavin Thorne <gavin@harbourside-removals.co.uk>
To: all-staff@harbourside-removals.co.uk
Date: Mon, 24 Feb 2025 07:41:09 +0000
Subject: New starters in March

Morning all,

Three new people join us in March, ahead of the spring rush.

Ben Ashworth (B-036) starts at Bristol on ${fmtDate(b.started, 'long')} as a porter on thirteen pounds an hour. No HGV licence,
so he rides with the crew; he'll be in Kelly Harwood's crew.

Lena Fischer (S-023) joins the Swindon depot on ${fmtDate(l.started, 'long')} as a driver, £15.50 an hour. She holds a
Category C licence and drove for a haulier in Bremen for six years. Jade Whitfield is her crew leader.

Callum Ness (B-037) starts on ${fmtDate(c.started, 'long')} as a packer at Bristol, on twelve pounds fifty, car licence only,
working for Dean Mallory.

Please show them the ropes. PPE is in the cage by the Bristol loading bay.

Gavin
`);
}

// ------------------------------------------------------------------ vehicles
// [reg, type, make/model, depot, first registered, volume, volume unit, payload, payload unit, odometer, odo unit, tail lift, driver, layout]
const VEH_DEF = [
  ['WU19 HKX', '18-tonne lorry', 'DAF LF 290', 'Bristol', '2019-03-14', 2100, 'cuft', 8200, 'kg', 142880, 'mi', true, 'Ravi Sandhu', 'infobox'],
  ['WX21 RBN', 'Luton van', 'Ford Transit Luton', 'Bristol', '2021-05-04', 700, 'cuft', 1050, 'kg', 61204, 'mi', true, 'Tomasz Wójcik', 'infobox'],
  ['WU17 LDV', '7.5-tonne lorry', 'Iveco Eurocargo 75E', 'Bristol', '2017-06-22', 1400, 'cuft', 2600, 'kg', 188415, 'mi', true, 'Dean Mallory', 'infobox'],
  ['WX23 FMP', 'panel van', 'Mercedes-Benz Sprinter 316', 'Bristol', '2023-03-08', 560, 'cuft', 1300, 'kg', 28960, 'mi', false, 'Milo Hartnell', 'infobox'],
  ['WU16 TZR', 'articulated lorry', 'Volvo FH 460 with box trailer', 'Bristol', '2016-04-29', 3800, 'cuft', 24000, 'kg', 402310, 'mi', true, 'Aaron Beale', 'infobox'],
  ['WV18 SWN', '7.5-tonne lorry', 'Isuzu Forward N75', 'Swindon', '2018-04-03', 38.5, 'm3', 2750, 'kg', 131022, 'mi', true, 'Martin Crewe', 'json'],
  ['WV70 DPL', 'Luton van', 'Renault Master Luton', 'Swindon', '2020-10-19', 19.8, 'm3', 1000, 'kg', 74518, 'mi', true, 'Owen Batts', 'json'],
  ['WV22 KTE', '18-tonne lorry', 'MAN TGM 18.250', 'Swindon', '2022-05-27', 62.0, 'm3', 9100, 'kg', 59347, 'mi', true, 'Adam Rusu', 'json'],
  ['WU15 BGA', 'Luton van', 'Peugeot Boxer Luton', 'Bristol', '2015-07-10', 18.4, 'm3', 980, 'kg', 201660, 'mi', false, 'Ravi Sandhu', 'json'],
  ['WX24 HMN', 'panel van', 'Volkswagen Crafter', 'Bristol', '2024-03-01', 14.4, 'm3', 1250, 'kg', 9870, 'mi', false, 'Connor Blake', 'json'],
  ['WV69 OPA', '7.5-tonne lorry', 'DAF LF 180', 'Swindon', '2019-09-16', 40.0, 'm3', 2900, 'kg', 118340, 'mi', true, 'Kwame Asante', 'json'],
  ['WU20 CRV', '18-tonne lorry', 'Scania P280', 'Bristol', '2020-03-12', 66.5, 'm3', 8800, 'kg', 97115, 'mi', true, 'Tomasz Wójcik', 'json'],
  ['WV17 NXE', '7.5-tonne lorry', 'Mercedes-Benz Atego 816', 'Swindon', '2017-03-25', 45, 'm3', 3.1, 't', 165300, 'mi', true, 'Martin Crewe', 'yaml'],
  ['WV71 GHJ', 'Luton van', 'Ford Transit Luton', 'Swindon', '2021-12-06', 750, 'cuft', 1.1, 't', 52408, 'mi', true, 'Adam Rusu', 'yaml'],
  ['WV73 ZUM', 'panel van', 'Toyota Proace Max', 'Swindon', '2023-09-14', 13, 'm3', 1.4, 't', 21775, 'mi', false, 'Jordan Keel', 'yaml'],
  ['BA-482KL', '18-tonne lorry', 'MAN TGM 18.290', 'Bratislava', '2018-05-12', 64.0, 'm3', 8900, 'kg', 412300, 'km', true, 'Peter Kučera', 'sk'],
  ['BA-915TR', '7.5-tonne lorry', 'Iveco Eurocargo 75E', 'Bratislava', '2020-03-09', 39.5, 'm3', 2.8, 't', 198750, 'km', true, 'Tomáš Polák', 'sk'],
  ['BL-207MX', 'Luton van', 'Renault Master', 'Bratislava', '2022-07-18', 20.5, 'm3', 1050, 'kg', 88410, 'km', true, 'Juraj Baláž', 'sk'],
  ['BA-660PZ', 'articulated lorry', 'Volvo FH 500', 'Bratislava', '2016-10-03', 92.0, 'm3', 24, 't', 861200, 'km', false, 'Marek Horváth', 'sk'],
  ['WX74 DHF', 'Luton van', 'Ford Transit Luton', 'Bristol', '2024-10-14', 750, 'cuft', 1100, 'kg', 3200, 'mi', true, 'Liam Fortune', 'mail'],
  ['WV24 LMA', '18-tonne lorry', 'DAF CF 260', 'Swindon', '2024-06-03', 62, 'm3', 9.3, 't', 11400, 'mi', true, 'Kwame Asante', 'mail'],
  ['WU74 PKE', 'panel van', 'Mercedes-Benz eSprinter', 'Bristol', '2024-11-20', 500, 'cuft', 1, 't', 1850, 'mi', false, 'Milo Hartnell', 'mail'],
];
const vehicles = VEH_DEF.map(([reg, type, model, depot, registered, vol, volUnit, pay, payUnit, odo, odoUnit, tail, driver, layout]) => ({
  name: reg, type, model, depot, registered, vol, volUnit, pay, payUnit, odo, odoUnit, tail, driver, layout,
  m3: volUnit === 'cuft' ? r4(vol * CUFT) : vol,
  kg: payUnit === 't' ? r4(pay * 1000) : pay,
  km: odoUnit === 'mi' ? r4(odo * MILE) : odo,
}));
const VN = Object.fromEntries(vehicles.map((v) => [v.name, v]));
function vehFacts(v, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(v.name, 'vehicle', attr, value, unit, stated, file);
  F('vehicle_type', v.type, 'text', s.type ?? v.type);
  F('make_model', v.model, 'text', s.model ?? v.model);
  F('depot', v.depot, 'place', s.depot ?? v.depot);
  F('registered', v.registered, 'date', s.registered);
  F('load_volume', v.m3, 'm3', s.vol);
  F('payload', v.kg, 'kg', s.pay);
  F('odometer', v.km, 'km', s.odo);
  F('tail_lift', v.tail, 'bool', s.tail);
  F('driver', v.driver, 'person', v.driver);
}
vehicles.filter((v) => v.layout === 'infobox').forEach((v, k) => {
  const file = `fleet/vehicles/${slug(v.name)}.html`;
  const reg = fmtDate(v.registered, 'long');
  const vol = `${group(v.vol)} cu ft`;
  const pay = `${group(v.pay)} kg`;
  const odo = `${group(v.odo)} miles`;
  const tail = v.tail ? 'Yes' : 'No';
  vehFacts(v, file, { type: cap1(v.type), registered: reg, vol, pay, odo, tail: `<span class="value">${tail}</span>` });
  corpus.write(file, htmlInfoboxPage({
    title: v.name,
    sections: [
      { heading: 'Vehicle', rows: [['Type', cap1(v.type)], ['Make and model', v.model], ['Depot', v.depot], ['First registered', reg]] },
      { heading: 'Capacity', rows: [['Load space', vol], ['Payload', pay], ['Tail lift', tail]] },
      { heading: 'Running', rows: [['Odometer', odo], ['Usual driver', v.driver], ['Next MOT', L(k, ['March 2025', 'May 2025', 'June 2025', 'March 2025', 'April 2025'])]] },
    ],
    lead: [`${v.name} is a ${v.type} (${v.model}) kept at the ${v.depot} yard; it carries ${vol} and has done ${odo}.`],
    footer: 'Harbourside Removals & Storage — fleet records',
  }));
});
{
  const file = 'fleet/fleet-register.json';
  const recs = vehicles.filter((v) => v.layout === 'json').map((v) => {
    vehFacts(v, file, { type: `"vehicle_type": "${v.type}"`, registered: v.registered, vol: `"load_m3": ${v.vol}`, pay: `"payload_kg": ${v.pay}`, odo: `"odometer_miles": ${v.odo}`, tail: `"tail_lift": ${v.tail}` });
    return { reg: v.name, vehicle_type: v.type, make_model: v.model, depot: v.depot, first_reg: v.registered, load_m3: v.vol, payload_kg: v.pay, odometer_miles: v.odo, tail_lift: v.tail, driver: v.driver, fuel: v.type === 'panel van' ? 'diesel' : 'diesel' };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
vehicles.filter((v) => v.layout === 'yaml').forEach((v, k) => {
  const file = `fleet/swindon/${slug(v.name)}.md`;
  const vol = v.volUnit === 'cuft' ? `${group(v.vol)} cubic feet` : `${v.vol} m³`;
  const pay = `${v.pay} tonnes`;
  const odo = `${group(v.odo)} mi`;
  const tail = v.tail ? 'fitted' : 'none';
  vehFacts(v, file, { registered: dotDate(v.registered), vol, pay, odo, tail: `| Tail lift | ${tail} |` });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['reg', v.name], ['type', v.type], ['depot', v.depot], ['driver', v.driver]],
    title: `${v.name} — vehicle sheet`,
    lead: [`${v.name} (${v.model}) has a body volume of ${vol}.`],
    sections: [{ heading: 'Details', rows: [['Make / model', v.model], ['Registered', dotDate(v.registered)], ['Body volume', vol], ['Max payload', pay], ['Mileage', odo], ['Tail lift', tail], ['Tyres', L(k, ['Michelin X Multi', 'Bridgestone Duravis', 'Continental VanContact'])]] }],
    colA: 'Item', colB: 'Detail',
  }));
});
const SK_VTYPE = { 'panel van': 'dodávka', 'Luton van': 'dodávka so skriňovou nadstavbou', '7.5-tonne lorry': 'nákladné vozidlo 7,5 t', '18-tonne lorry': 'nákladné vozidlo 18 t', 'articulated lorry': 'ťahač s návesom' };
{
  const file = 'dunajske-stahovanie/vozidla.html';
  const sections = vehicles.filter((v) => v.layout === 'sk').map((v) => {
    const vol = `${sk(v.vol, 1)} m³`;
    const pay = v.payUnit === 't' ? `${sk(v.pay, Number.isInteger(v.pay) ? 0 : 1)} t` : `${sk(v.pay)} kg`;
    const odo = `${sk(v.odo)} km`;
    const tail = v.tail ? 'áno' : 'nie';
    vehFacts(v, file, { type: SK_VTYPE[v.type], registered: skDate(v.registered), vol, pay, odo, tail: `<dd>${tail}</dd>`, depot: 'Bratislava' });
    return { heading: v.name, rows: [['Evidenčné číslo', v.name], ['Druh vozidla', SK_VTYPE[v.type]], ['Značka a model', v.model], ['Prevádzka', 'Bratislava'], ['Prvá registrácia', skDate(v.registered)], ['Objem nákladného priestoru', vol], ['Užitočná hmotnosť', pay], ['Najazdené', odo], ['Hydraulické čelo', tail], ['Vodič', v.driver]] };
  });
  corpus.write(file, htmlDlPage({
    title: 'Vozidlá — Dunajské sťahovanie s.r.o.',
    site: 'Dunajské sťahovanie s.r.o., Bratislava — vozový park',
    lead: ['Vozidlá, ktoré používame na zákazky pre Harbourside Removals. Ťahač s návesom jazdí pravidelne na trase Bratislava – Bristol.'],
    sections,
    footer: 'Stav tachometrov k 28. 2. 2025.',
  }).replace('<html lang="en">', '<html lang="sk">'));
}
{
  const file = 'email/2025-01-20-fleet-changes.eml';
  const [d, l, p] = ['WX74 DHF', 'WV24 LMA', 'WU74 PKE'].map((n) => VN[n]);
  vehFacts(d, file, { type: 'Luton van', model: 'Ford Transit Luton', registered: fmtDate(d.registered, 'long'), vol: 'seven hundred and fifty cubic feet', pay: '1,100 kg', odo: '3,200 miles', tail: 'tail lift' });
  vehFacts(l, file, { type: '18-tonne lorry', model: 'DAF CF 260', registered: 'June 2024', vol: 'sixty-two cubic metres', pay: '9.3 tonnes', odo: '11,400 miles', tail: 'tail lift' });
  vehFacts(p, file, { type: 'panel van', model: 'Mercedes-Benz eSprinter', registered: fmtDate(p.registered, 'long'), vol: 'five hundred cubic feet', pay: 'one tonne', odo: '1,850 miles', tail: 'no tail lift' });
  corpus.write(file, `From: Gavin Thorne <gavin@harbourside-removals.co.uk>
To: Carl Oduya <carl@harbourside-removals.co.uk>, Nia Roberts <nia@harbourside-removals.co.uk>
Date: Mon, 20 Jan 2025 18:22:31 +0000
Subject: Fleet — the three newest vehicles, for the register

Carl, Nia,

The fleet register still doesn't have our three newest vehicles, so here they are until I update it.

WX74 DHF is the new Luton van at Bristol, a Ford Transit Luton first registered on ${fmtDate(d.registered, 'long')}. Box of
seven hundred and fifty cubic feet, 1,100 kg payload, tail lift. It has done 3,200 miles so far; Liam Fortune
drives it most days.

WV24 LMA, the 18-tonne lorry at Swindon, is a DAF CF 260 registered in June 2024 (3 June): sixty-two cubic metres of
body, 9.3 tonnes payload, tail lift, 11,400 miles on the clock. Kwame Asante is its regular driver.

WU74 PKE is the electric panel van (Mercedes-Benz eSprinter), registered ${fmtDate(p.registered, 'long')}, kept at Bristol
for the small city-centre jobs: five hundred cubic feet, one tonne of payload, no tail lift, 1,850 miles so far.
Milo Hartnell has the keys.

Gavin
`);
}
// WIDE tables: distance driven per month in 2024 (miles for the UK fleet, km for the Bratislava one); blank before a
// vehicle was on the road. The three vehicles of the fleet e-mail are not in them.
const MKEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const SK_MON = ['jan', 'feb', 'mar', 'apr', 'máj', 'jún', 'júl', 'aug', 'sep', 'okt', 'nov', 'dec'];
const MONTHLY = { 'panel van': [1200, 2600], 'Luton van': [1500, 3200], '7.5-tonne lorry': [1800, 3600], '18-tonne lorry': [2200, 4200], 'articulated lorry': [5500, 9200] };
for (const v of vehicles) {
  v.month = {};
  if (v.layout === 'mail') continue;
  const [lo, hi] = MONTHLY[v.type];
  const first = v.registered.startsWith('2024') ? Number(v.registered.slice(5, 7)) - 1 : 0;
  MKEYS.forEach((m, i) => {
    if (i < first) return;
    const busy = [4, 5, 6, 7].includes(i) ? 1.25 : i === 11 ? 0.6 : 1;
    const x = Math.round(r.int(lo, hi) * busy);
    v.month[m] = v.odoUnit === 'km' ? Math.round(x * 1.6 / 10) * 10 : x;
  });
}
{
  const file = 'fleet/mileage-by-month-2024.csv';
  const rows = vehicles.filter((v) => v.odoUnit === 'mi' && v.layout !== 'mail').map((v) => {
    MKEYS.forEach((m) => v.month[m] != null && corpus.also(v.name, 'vehicle', `km_2024_${m}`, r4(v.month[m] * MILE), 'km', String(v.month[m]), file));
    return [v.name, v.depot, ...MKEYS.map((m) => v.month[m] ?? '')];
  });
  corpus.write(file, '# Miles driven per month, 2024 (from the tracker; blank = not yet on the road)\n' + delimited(['Reg', 'Depot', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'], rows));
}
{
  const file = 'dunajske-stahovanie/najazdene-km-2024.md';
  const out = ['# Najazdené kilometre po mesiacoch — 2024', '', 'Kilometre podľa GPS, všetky zákazky (aj pre Harbourside Removals).', '',
    `| Vozidlo | ${SK_MON.join(' | ')} |`, `|---|${SK_MON.map(() => '---').join('|')}|`];
  vehicles.filter((v) => v.layout === 'sk').forEach((v) => {
    MKEYS.forEach((m) => v.month[m] != null && corpus.also(v.name, 'vehicle', `km_2024_${m}`, v.month[m], 'km', sk(v.month[m]), file));
    out.push(`| ${v.name} | ${MKEYS.map((m) => sk(v.month[m])).join(' | ')} |`);
  });
  out.push('', 'Ťahač BA-660PZ: 11 jázd Bratislava – Bristol a späť.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ storage units
// [code, site, type, size, size unit, monthly rent, currency, tenant (customer), in since, climate-controlled, layout]
const UNIT_DEF = [
  ['BR-C01', 'Bristol', 'container', 250, 'cuft', 58, 'GBP', 'Eleanor Whitcombe', '2024-06-03', false, 'csv'],
  ['BR-C02', 'Bristol', 'container', 250, 'cuft', 58, 'GBP', 'Eleanor Whitcombe', '2024-06-03', false, 'csv'],
  ['BR-C07', 'Bristol', 'container', 250, 'cuft', 60, 'GBP', 'Marcus Adebayo', '2023-11-20', false, 'csv'],
  ['BR-C12', 'Bristol', 'container', 250, 'cuft', 60, 'GBP', null, null, false, 'csv'],
  ['BR-R03', 'Bristol', 'room', 800, 'cuft', 145, 'GBP', 'Avonmouth Print Works Ltd', '2021-02-01', true, 'csv'],
  ['BR-R04', 'Bristol', 'room', 1200, 'cuft', 205, 'GBP', 'Severnside Lettings', '2019-05-13', true, 'csv'],
  ['BR-R09', 'Bristol', 'room', 600, 'cuft', 118, 'GBP', 'Clevedon Antiques Centre', '2022-09-05', true, 'csv'],
  ['BR-L02', 'Bristol', 'locker', 35, 'cuft', 19.5, 'GBP', 'Sophie Lindqvist', '2024-12-09', true, 'csv'],
  ['BR-L05', 'Bristol', 'locker', 50, 'cuft', 24, 'GBP', 'Temple Quay Law LLP', '2020-01-06', true, 'csv'],
  ['BR-C15', 'Bristol', 'container', 250, 'cuft', 60, 'GBP', 'Priya Chandran', '2024-09-23', false, 'csv'],
  ['BR-R11', 'Bristol', 'room', 1000, 'cuft', 172, 'GBP', 'Ashton Court Architects', '2023-04-17', true, 'csv'],
  ['SW-A01', 'Swindon', 'container', 7.1, 'm3', 52, 'GBP', 'Helen Marsh', '2022-03-21', false, 'semi'],
  ['SW-A02', 'Swindon', 'container', 7.1, 'm3', 52, 'GBP', null, null, false, 'semi'],
  ['SW-A05', 'Swindon', 'container', 7.1, 'm3', 54, 'GBP', 'Oluwaseun Bello', '2024-03-04', false, 'semi'],
  ['SW-B01', 'Swindon', 'room', 28.3, 'm3', 150, 'GBP', 'Kennet Valley Estates', '2018-09-03', true, 'semi'],
  ['SW-B02', 'Swindon', 'room', 42.5, 'm3', 210, 'GBP', 'Swindon Engineering Services Ltd', '2020-08-10', true, 'semi'],
  ['SW-B06', 'Swindon', 'room', 17.0, 'm3', 96, 'GBP', 'Wroughton Vets Ltd', '2021-06-07', false, 'semi'],
  ['SW-A09', 'Swindon', 'container', 7.1, 'm3', 54, 'GBP', 'Gareth Price', '2023-07-24', false, 'semi'],
  ['SW-C01', 'Swindon', 'locker', 1.4, 'm3', 22, 'GBP', 'Cotswold Office Interiors', '2020-11-02', true, 'semi'],
  ['SW-B08', 'Swindon', 'room', 34.0, 'm3', 178, 'GBP', 'Atlantic Staff Moves Ltd', '2022-02-14', true, 'semi'],
  ['BR-R14', 'Bristol', 'room', 1500, 'cuft', 260, 'GBP', 'Meridian Relocation Partners', '2016-03-14', true, 'rooms'],
  ['BR-R15', 'Bristol', 'room', 1500, 'cuft', 260, 'GBP', 'Meridian Relocation Partners', '2017-09-04', true, 'rooms'],
  ['BR-R16', 'Bristol', 'room', 900, 'cuft', 160, 'GBP', 'Brunel Quay Hotel', '2022-10-03', true, 'rooms'],
  ['BR-R17', 'Bristol', 'room', 700, 'cuft', 130, 'GBP', 'Hartcliffe Dental Practice', '2018-05-21', true, 'rooms'],
  ['BR-R18', 'Bristol', 'room', 1100, 'cuft', 190, 'GBP', null, null, true, 'rooms'],
  ['SW-B10', 'Swindon', 'room', 56, 'm3', 240, 'GBP', 'EuroMove Relocations GmbH', '2019-06-17', true, 'yaml'],
  ['SW-B11', 'Swindon', 'room', 1000, 'cuft', 165, 'GBP', 'James Fairley', '2024-12-02', false, 'yaml'],
  ['BR-C20', 'Bristol', 'container', 250, 'cuft', 62, 'GBP', 'Anna Kowalczyk', '2023-10-16', false, 'yaml'],
  ['BR-C21', 'Bristol', 'container', 250, 'cuft', 60, 'GBP', 'Fiona Maguire', '2025-01-13', false, 'minutes'],
  ['SW-B12', 'Swindon', 'room', 800, 'cuft', 140, 'GBP', 'Long Ashton Golf Club', '2025-01-20', true, 'minutes'],
  ['BR-R20', 'Bristol', 'room', 40, 'm3', 225, 'GBP', 'Nordhavn Relocation ApS', '2025-02-03', true, 'minutes'],
  ['BA-S01', 'Bratislava', 'container', 7.5, 'm3', 45, 'EUR', 'Ján Kováč', '2023-05-02', false, 'sk'],
  ['BA-S04', 'Bratislava', 'room', 30, 'm3', 140, 'EUR', 'Danubia Software a.s.', '2021-09-13', true, 'sk'],
  ['BA-S07', 'Bratislava', 'container', 7.5, 'm3', 48, 'EUR', 'Peter Šimko', '2024-07-22', false, 'sk'],
];
const units = UNIT_DEF.map(([name, site, type, size, sizeUnit, rent, cur, tenant, since, climate, layout]) => ({
  name, site, type, size, sizeUnit, rent, cur, tenant, since, climate, layout, m3: sizeUnit === 'cuft' ? r4(size * CUFT) : size,
}));
function unitFacts(u, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(u.name, 'unit', attr, value, unit, stated, file);
  F('site', u.site, 'place', s.site ?? u.site);
  F('unit_type', u.type, 'text', s.type ?? u.type);
  F('size', u.m3, 'm3', s.size);
  F(u.cur === 'GBP' ? 'rent_gbp' : 'rent_eur', u.rent, u.cur, s.rent);
  F('tenant', u.tenant, 'text', u.tenant ?? '');
  F('since', u.since, 'date', u.since == null ? '' : s.since);
  F('climate_controlled', u.climate, 'bool', s.climate);
}
{
  const file = 'storage/bristol-store-units.csv';
  const rows = units.filter((u) => u.layout === 'csv').map((u) => {
    const since = u.since ? ukDate(u.since) : '';
    unitFacts(u, file, { site: '', type: cap1(u.type), size: '', rent: u.rent.toFixed(2), since, climate: '' });
    return [u.name, cap1(u.type), u.size, u.rent.toFixed(2), u.tenant ?? '', since, u.climate ? 'Y' : 'N'];
  });
  corpus.write(file, delimited(['Unit', 'Type', 'Size (cu ft)', 'Monthly rent (£)', 'Tenant', 'In since', 'Heated (Y/N)'], rows));
}
{
  const file = 'storage/swindon-store-export.csv';
  const rows = units.filter((u) => u.layout === 'semi').map((u) => {
    const since = u.since ? dotDate(u.since) : 'n/a';
    unitFacts(u, file, { site: '', type: u.type, size: u.size.toFixed(1), rent: u.rent.toFixed(2), since, climate: '' });
    return [u.name, u.type, u.size.toFixed(1), u.rent.toFixed(2), u.tenant ?? 'n/a', since, u.climate ? 'yes' : 'no'];
  });
  const head = 'Harbourside Removals & Storage - Swindon store (Westmead)\nExport date: 31/03/2025;Site: SWN\n\n';
  corpus.write(file, head + delimited(['Unit ref', 'Category', 'Capacity (m³)', 'Rent per month (GBP)', 'Occupied by', 'Start date', 'Climate controlled'], rows, ';'));
}
{
  const file = 'storage/bristol-climate-rooms.html';
  const sections = units.filter((u) => u.layout === 'rooms').map((u) => {
    const size = `${group(u.size)} cu ft`;
    const rent = `£${u.rent} per month`;
    const since = u.since ? fmtDate(u.since, 'short') : '—';
    unitFacts(u, file, { size, rent, since, climate: 'Climate control', type: 'Room' });
    return { heading: u.name, rows: [['Unit', u.name], ['Site', u.site], ['Type', 'Room'], ['Volume', size], ['Rent', rent], ['Tenant', u.tenant ?? 'vacant'], ['Occupied since', since], ['Climate control', 'Yes']] };
  });
  corpus.write(file, htmlTablePage({
    title: 'Climate-controlled rooms — Bristol store',
    crumbs: ['Harbourside Removals', 'Storage', 'Bristol'],
    lead: ['The first-floor rooms at St Philips are heated and dehumidified (held at 15–20 °C, below 60 % humidity) and suit pianos, paintings, archives and furniture stored for years.'],
    sections,
    colA: 'Field', colB: 'Detail',
    footer: 'Access Monday to Saturday, 8:00–17:30, by appointment.',
  }));
}
units.filter((u) => u.layout === 'yaml').forEach((u, k) => {
  const file = `storage/long-term/${slug(u.name)}.md`;
  const size = u.sizeUnit === 'cuft' ? (k % 2 ? `${group(u.size)} cu ft` : `${group(u.size)} cubic feet`) : `${u.size} m³`;
  const rent = `£${u.rent} / month`;
  const since = fmtDate(u.since, 'long');
  const climate = u.climate ? 'yes' : 'no';
  unitFacts(u, file, { size, rent, since, climate: `| Climate controlled | ${climate} |` });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['unit', u.name], ['site', u.site], ['type', u.type], ['tenant', u.tenant]],
    title: `Storage unit ${u.name}`,
    lead: [`${u.name} at ${u.site} is let to ${u.tenant} since ${since}.`],
    sections: [{ heading: 'Unit', rows: [['Size', size], ['Rent', rent], ['Start of tenancy', since], ['Climate controlled', climate], ['Insurance', L(k, ['customer’s own', 'our policy, £20,000 cover', 'our policy, £10,000 cover'])]] }],
    colA: 'Item', colB: 'Detail',
  }));
});
{
  const file = 'minutes/2025-02-11-ops-meeting.md';
  const [a, b, c] = ['BR-C21', 'SW-B12', 'BR-R20'].map((n) => units.find((u) => u.name === n));
  unitFacts(a, file, { size: 'two hundred and fifty cubic feet', rent: 'sixty pounds a month', since: '13 January', climate: 'unheated', site: 'Bristol' });
  unitFacts(b, file, { size: 'eight hundred cubic feet', rent: '£140 a month', since: '20 January', climate: 'climate-controlled', site: 'Swindon' });
  unitFacts(c, file, { size: 'forty cubic metres', rent: '£225 a month', since: '3 February', climate: 'heated', site: 'Bristol' });
  corpus.write(file, `# Operations meeting — 11 February 2025

Present: Gavin Thorne (chair), Carl Oduya, Kelly Harwood, Dean Mallory, Grace Ndlovu, Rosie Cartwright.

1. January: 14 jobs from Bristol and 9 from Swindon; two complaints (a scratched wardrobe, a late arrival in Bath),
   both settled.

2. Store. Three new tenancies since the last meeting. BR-C21, an unheated Bristol container of
   two hundred and fifty cubic feet, went to Fiona Maguire on 13 January at sixty pounds a month. SW-B12 at Swindon, a
   climate-controlled room of eight hundred cubic feet, has been let to Long Ashton Golf Club from 20 January for
   their clubhouse furniture, £140 a month. BR-R20, the heated room of forty cubic metres on the Bristol
   first floor, went to Nordhavn Relocation ApS on 3 February at £225 a month.

3. Bristol store occupancy is now 91 %; Swindon 84 %. Grace to re-count the container stock in March.

4. Packing materials: box prices up 6 % from April. Rosie to compare suppliers.

5. Safety: the forklift inspection is due on 3 March.

Next meeting: 11 March.
`);
}
const SK_UTYPE = { container: 'kontajner', room: 'skladová miestnosť' };
{
  const file = 'dunajske-stahovanie/sklad-2025.json';
  const recs = units.filter((u) => u.layout === 'sk').map((u) => {
    unitFacts(u, file, { site: 'Bratislava', type: SK_UTYPE[u.type], size: `"objem_m3": ${u.size}`, rent: `"mesacne_eur": ${u.rent}`, since: skDate(u.since), climate: `"klimatizovany": ${u.climate}` });
    return { oznacenie: u.name, typ: SK_UTYPE[u.type], parametre: { objem_m3: u.size, klimatizovany: u.climate }, najom: { najomca: u.tenant, od: skDate(u.since), mesacne_eur: u.rent } };
  });
  corpus.write(file, JSON.stringify({ sklad: { firma: 'Dunajské sťahovanie s.r.o.', adresa: 'Bratislava', stav_k: '31. 3. 2025', jednotky: recs } }, null, 2) + '\n');
}

// ------------------------------------------------------------------ packing-materials suppliers
// [name, country, supplies, lead days, discount %, contact (crew), layout]
const SUP_DEF = [
  ['Avon Cartons Ltd', 'United Kingdom', 'Cardboard boxes', 3, 5, 'Grace Ndlovu', 'infobox'],
  ['Severn Packaging Supplies', 'United Kingdom', 'Bubble wrap', 5, 4, 'Grace Ndlovu', 'infobox'],
  ['WrapRight Ltd', 'United Kingdom', 'Stretch film', 7, 2.5, 'Rosie Cartwright', 'infobox'],
  ['Cotswold Crate Hire', 'United Kingdom', 'Plastic crates', 2, 0, 'Nia Roberts', 'infobox'],
  ['Midlands Blanket Co', 'United Kingdom', 'Furniture blankets', 14, 6, 'Grace Ndlovu', 'txt'],
  ['Papier Kraft Polska Sp. z o.o.', 'Poland', 'Packing paper', 21, 8, 'Rosie Cartwright', 'txt'],
  ['Tape & Label Direct', 'United Kingdom', 'Packing tape', 4, 0, 'Grace Ndlovu', 'txt'],
  ['Boxmaster GmbH', 'Germany', 'Wardrobe cartons', 18, 7.5, 'Nia Roberts', 'json'],
  ['Polycover Ltd', 'United Kingdom', 'Mattress covers', 6, 3, 'Rosie Cartwright', 'json'],
  ['Dutch Crate Company B.V.', 'Netherlands', 'Wooden crates', 28, 5, 'Hayley Voss', 'json'],
  ['Obaly Trnava s.r.o.', 'Slovakia', 'Cardboard boxes', 7, 6, 'Katarína Lukáčová', 'sk'],
  ['Fólie Senec s.r.o.', 'Slovakia', 'Stretch film', 10, 4, 'Katarína Lukáčová', 'sk'],
  ['Harbour Foam Products', 'United Kingdom', 'Foam wrap', 10, 3, 'Grace Ndlovu', 'mail'],
  ['Gdańsk Pallet Works', 'Poland', 'Pallets', 35, 7, 'Hayley Voss', 'mail'],
];
const suppliers = SUP_DEF.map(([name, country, supplies, lead, disc, contact, layout]) => ({ name, country, supplies, lead, disc, contact, layout }));
function supFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'supplier', attr, value, unit, stated, file);
  F('country', x.country, 'place', s.country ?? x.country);
  F('supplies', x.supplies, 'text', s.supplies ?? x.supplies);
  F('lead_days', x.lead, 'days', s.lead);
  F('discount_pct', x.disc, '%', s.disc);
  F('contact', x.contact, 'person', x.contact);
}
suppliers.filter((x) => x.layout === 'infobox').forEach((x, k) => {
  const file = `suppliers/${slug(x.name)}.html`;
  const lead = x.lead === 1 ? 'next day' : `${x.lead} working days`;
  const disc = x.disc ? `${x.disc}%` : 'None';
  supFacts(x, file, { lead, disc: `<span class="value">${disc}</span>` });
  corpus.write(file, htmlInfoboxPage({
    title: x.name,
    sections: [
      { heading: 'Supplier', rows: [['Country', x.country], ['Supplies', x.supplies], ['Delivery', lead], ['Account discount', disc]] },
      { heading: 'Our side', rows: [['Orders placed by', x.contact], ['Account since', L(k, [2011, 2015, 2019, 2021])]] },
    ],
    lead: [`${x.name} supplies our ${x.supplies.toLowerCase()}; delivery takes ${lead} to Bristol or Swindon.`],
    footer: 'Harbourside Removals & Storage — purchasing',
  }));
});
suppliers.filter((x) => x.layout === 'txt').forEach((x, k) => {
  const file = `suppliers/${slug(x.name)}.txt`;
  const lead = x.lead % 7 === 0 ? `${x.lead / 7} weeks` : `${x.lead} days`;
  const disc = x.disc ? `${x.disc}% on orders over £500` : 'none';
  supFacts(x, file, { lead: `Lead time: ${lead}`, disc: `Discount: ${disc}`, supplies: `Products: ${x.supplies}`, country: `Country: ${x.country}` });
  corpus.write(file, txtProfile({
    txtHeader: `SUPPLIER — ${x.name.toUpperCase()}`,
    sections: [{ rows: [['Name', x.name], ['Country', x.country], ['Products', x.supplies], ['Lead time', lead], ['Discount', disc], ['Our contact', x.contact]] }],
    lead: [L(k, [
      'Quilted blankets in packs of 12; they take back worn ones for recycling.',
      'Unprinted newsprint in 10 kg bundles, shipped by pallet from Gdańsk.',
      'Printed "FRAGILE" and "THIS WAY UP" tape as well as plain brown.',
    ])],
  }));
});
{
  const file = 'suppliers/purchasing-2025.json';
  const recs = suppliers.filter((x) => x.layout === 'json').map((x) => {
    supFacts(x, file, { lead: `"lead_time_days": ${x.lead}`, disc: `"discount_pct": ${x.disc}`, supplies: `"category": "${x.supplies}"`, country: `"country": "${x.country}"` });
    return { supplier: { name: x.name, address: { country: x.country } }, terms: { lead_time_days: x.lead, discount_pct: x.disc, payment: '30 days' }, catalogue: { category: x.supplies }, buyer: x.contact };
  });
  corpus.write(file, JSON.stringify({ purchasing: { year: 2025, company: 'Harbourside Removals & Storage Ltd', approved_suppliers: recs } }, null, 2) + '\n');
}
{
  const file = 'dunajske-stahovanie/dodavatelia.html';
  const SK_SUP = { 'Cardboard boxes': 'kartónové škatule', 'Stretch film': 'strečová fólia' };
  const sections = suppliers.filter((x) => x.layout === 'sk').map((x) => {
    const s = { country: 'Slovensko', supplies: SK_SUP[x.supplies], lead: `${x.lead} dní`, disc: `${x.disc} %` };
    supFacts(x, file, s);
    return { heading: x.name, rows: [['Názov', x.name], ['Krajina', 'Slovensko'], ['Dodáva', SK_SUP[x.supplies]], ['Dodacia lehota', s.lead], ['Zľava', s.disc], ['Objednáva', x.contact]] };
  });
  corpus.write(file, htmlDlPage({
    title: 'Dodávatelia obalového materiálu',
    site: 'Dunajské sťahovanie s.r.o. — nákup',
    lead: ['Slovenskí dodávatelia obalového materiálu pre bratislavskú prevádzku; objednávky vybavuje Katarína Lukáčová.'],
    sections,
    footer: 'Ceny bez DPH, doprava do Bratislavy zdarma nad 300 €.',
  }).replace('<html lang="en">', '<html lang="sk">'));
}
{
  const file = 'email/2025-03-05-packing-suppliers.eml';
  const hf = suppliers.find((x) => x.name === 'Harbour Foam Products');
  const gp = suppliers.find((x) => x.name === 'Gdańsk Pallet Works');
  supFacts(hf, file, { lead: 'ten days', disc: '3% off', supplies: 'foam wrap', country: 'Avonmouth' });
  supFacts(gp, file, { lead: 'five weeks', disc: '7%', supplies: 'pallets', country: 'Poland' });
  corpus.write(file, `From: Rosie Cartwright <rosie@harbourside-removals.co.uk>
To: Gavin Thorne <gavin@harbourside-removals.co.uk>
Cc: Grace Ndlovu <grace@harbourside-removals.co.uk>, Hayley Voss <hayley@harbourside-removals.co.uk>
Date: Wed, 5 Mar 2025 11:03:17 +0000
Subject: Two new packing suppliers (after the box price rise)

Hi Gavin,

As agreed at the ops meeting, I've opened two new supplier accounts.

Harbour Foam Products in Avonmouth will do our foam wrap for the furniture and pianos. They deliver in ten days and
give us 3% off; Grace will place the orders for Bristol.

For the container store we now buy pallets from Gdańsk Pallet Works in Poland: five weeks from order to delivery,
since they come by lorry, but they give us 7% and the price is well below the UK ones. Hayley will look after that
account.

Rosie
`);
}

// ------------------------------------------------------------------ removal jobs
// [ref, customer, type, move date, from, to, distance, distance unit, volume, volume unit, weight, weight unit,
//  crew lead, crew size, vehicle, currency, quote, final price (null: not yet invoiced), packing service, layout]
const JOB_DEF = [
  ['HRS-24031', 'Eleanor Whitcombe', 'domestic', '2024-06-01', 'Bath', 'Bristol', 13, 'mi', 950, 'cuft', 2900, 'kg', 'Kelly Harwood', 4, 'WU19 HKX', 'GBP', 1450, 1520, true, 'csv'],
  ['HRS-24044', 'Avonmouth Print Works Ltd', 'commercial', '2024-07-13', 'Avonmouth', 'Bristol', 9, 'mi', 2300, 'cuft', 7800, 'kg', 'Dean Mallory', 6, 'WU20 CRV', 'GBP', 4200, 4650, false, 'csv'],
  ['HRS-24052', 'Rachel Greaves', 'domestic', '2024-08-09', 'Keynsham', 'Exeter', 78, 'mi', 1100, 'cuft', 3300, 'kg', 'Milo Hartnell', 3, 'WU19 HKX', 'GBP', 2350, 2350, true, 'csv'],
  ['HRS-24067', 'Marcus Adebayo', 'domestic', '2024-09-20', 'Bristol', 'Manchester', 171, 'mi', 650, 'cuft', 1950, 'kg', 'Kelly Harwood', 2, 'WU17 LDV', 'GBP', 1980, 2140, false, 'csv'],
  ['HRS-24071', 'Hartcliffe Dental Practice', 'commercial', '2024-10-05', 'Bristol', 'Bristol', 4, 'mi', 800, 'cuft', 3600, 'kg', 'Dean Mallory', 4, 'WU20 CRV', 'GBP', 1350, 1290, false, 'csv'],
  ['HRS-24083', 'Priya Chandran', 'domestic', '2024-09-14', 'Bristol', 'Cardiff', 44, 'mi', 500, 'cuft', 1250, 'kg', 'Milo Hartnell', 2, 'WX23 FMP', 'GBP', 890, 890, true, 'csv'],
  ['HRS-24090', 'Daniel Okonkwo', 'domestic', '2024-04-06', 'Taunton', 'Weston-super-Mare', 33, 'mi', 1050, 'cuft', 3150, 'kg', 'Kelly Harwood', 3, 'WU19 HKX', 'GBP', 1240, 1310, false, 'csv'],
  ['HRS-24096', 'Ashton Court Architects', 'commercial', '2024-11-16', 'Bristol', 'Bristol', 3, 'mi', 1600, 'cuft', 5200, 'kg', 'Dean Mallory', 5, 'WU20 CRV', 'GBP', 2600, 2780, true, 'csv'],
  ['HRS-24102', 'Sophie Lindqvist', 'international', '2024-12-02', 'Portishead', 'Stockholm', 1180, 'mi', 720, 'cuft', 2100, 'kg', 'Milo Hartnell', 3, 'WU17 LDV', 'GBP', 5400, 5650, true, 'csv'],
  ['SWN-24018', 'Helen Marsh', 'domestic', '2024-03-16', 'Swindon', 'Swindon', 6, 'mi', 320, 'cuft', 0.9, 't', 'Jade Whitfield', 2, 'WV70 DPL', 'GBP', 720, 760, false, 'tsv'],
  ['SWN-24025', 'Kennet Valley Estates', 'commercial', '2024-05-11', 'Marlborough', 'Hungerford', 11, 'mi', 1300, 'cuft', 4.6, 't', 'Kwame Asante', 4, 'WV22 KTE', 'GBP', 1650, 1650, false, 'tsv'],
  ['SWN-24033', 'Gareth Price', 'domestic', '2024-07-19', 'Chippenham', 'Chippenham', 3, 'mi', 850, 'cuft', 2.6, 't', 'Jade Whitfield', 3, 'WV69 OPA', 'GBP', 980, 1045, true, 'tsv'],
  ['SWN-24040', 'Wroughton Vets Ltd', 'commercial', '2024-08-24', 'Wroughton', 'Swindon', 5, 'mi', 700, 'cuft', 2.9, 't', 'Kwame Asante', 3, 'WV17 NXE', 'GBP', 1100, 1180, false, 'tsv'],
  ['SWN-24047', 'Oluwaseun Bello', 'domestic', '2024-03-02', 'London', 'Swindon', 81, 'mi', 780, 'cuft', 2.3, 't', 'Jade Whitfield', 2, 'WV18 SWN', 'GBP', 1380, 1380, true, 'tsv'],
  ['SWN-24055', 'Cotswold Office Interiors', 'commercial', '2024-10-26', 'Cirencester', 'Swindon', 16, 'mi', 2000, 'cuft', 7.9, 't', 'Kwame Asante', 5, 'WV22 KTE', 'GBP', 2450, 2610, false, 'tsv'],
  ['HRS-25004', 'Severnside Lettings', 'commercial', '2025-01-11', 'Bristol', 'Bristol', 6.4, 'km', 22.5, 'm3', 2400, 'kg', 'Dean Mallory', 3, 'WU17 LDV', 'GBP', 1150, 1210, false, 'json'],
  ['HRS-25009', 'Meridian Relocation Partners', 'international', '2025-01-20', 'Bath', 'Munich', 1290, 'km', 34.0, 'm3', 4300, 'kg', 'Kelly Harwood', 4, 'WU19 HKX', 'GBP', 6800, 7150, true, 'json'],
  ['HRS-25013', 'EuroMove Relocations GmbH', 'international', '2025-02-03', 'Bristol', 'Frankfurt', 1020, 'km', 28.0, 'm3', 3500, 'kg', 'Milo Hartnell', 3, 'WU20 CRV', 'EUR', 7400, 7400, true, 'json'],
  ['HRS-25017', 'Temple Quay Law LLP', 'commercial', '2025-02-15', 'Bristol', 'Bristol', 2.5, 'km', 48.0, 'm3', 8600, 'kg', 'Dean Mallory', 6, 'WU16 TZR', 'GBP', 3900, 4250, false, 'json'],
  ['HRS-25021', 'Brunel Quay Hotel', 'commercial', '2025-02-22', 'Bristol', 'Bristol', 8.0, 'km', 25.5, 'm3', 2500, 'kg', 'Kelly Harwood', 4, 'WU17 LDV', 'GBP', 1480, 1480, false, 'json'],
  ['HRS-25026', 'Anna Kowalczyk', 'domestic', '2025-03-08', 'Bath', 'Bristol', 21, 'km', 19.0, 'm3', 2200, 'kg', 'Milo Hartnell', 2, 'WU17 LDV', 'GBP', 980, 1020, true, 'json'],
  ['HRS-25031', 'Nordhavn Relocation ApS', 'international', '2025-04-14', 'Bristol', 'Copenhagen', 1370, 'km', 31.0, 'm3', 3900, 'kg', 'Kelly Harwood', 3, 'WU19 HKX', 'EUR', 8900, null, true, 'json'],
  ['HRS-25035', 'Long Ashton Golf Club', 'commercial', '2025-04-05', 'Long Ashton', 'Bristol', 9.5, 'km', 22.7, 'm3', 2300, 'kg', 'Dean Mallory', 3, 'WU17 LDV', 'GBP', 1050, null, false, 'json'],
  ['HRS-25007', 'Fiona Maguire', 'domestic', '2025-01-18', 'Bristol', 'Bristol', 4, 'mi', 350, 'cuft', 0.95, 't', 'Kelly Harwood', 2, 'WX74 DHF', 'GBP', 840, 880, true, 'sheet'],
  ['HRS-25011', 'Atlantic Staff Moves Ltd', 'international', '2025-01-27', 'Reading', 'Dublin', 350, 'mi', 1100, 'cuft', 3.4, 't', 'Milo Hartnell', 3, 'WU19 HKX', 'GBP', 4100, 4380, true, 'sheet'],
  ['HRS-25015', 'Clevedon Antiques Centre', 'commercial', '2025-02-08', 'Clevedon', 'Bristol', 15, 'mi', 450, 'cuft', 1.2, 't', 'Dean Mallory', 3, 'WX23 FMP', 'GBP', 1200, 1340, true, 'sheet'],
  ['HRS-25019', 'Eleanor Whitcombe', 'domestic', '2025-02-28', 'Bristol', 'Bath', 13, 'mi', 1150, 'cuft', 3.5, 't', 'Kelly Harwood', 4, 'WU19 HKX', 'GBP', 1650, 1650, false, 'sheet'],
  ['SWN-25002', 'Swindon Engineering Services Ltd', 'commercial', '2025-03-01', 'Swindon', 'Bristol', 41, 'mi', 2100, 'cuft', 8.5, 't', 'Kwame Asante', 6, 'WV24 LMA', 'GBP', 5200, 5460, false, 'sheet'],
  ['SWN-25006', 'James Fairley', 'domestic', '2025-03-22', 'Swindon', 'Stroud', 52, 'km', 26, 'm3', 6200, 'lb', 'Jade Whitfield', 3, 'WV69 OPA', 'GBP', 1180, 1240, true, 'notes'],
  ['SWN-25010', 'Kennet Valley Estates', 'commercial', '2025-03-27', 'Marlborough', 'Swindon', 19, 'km', 35, 'm3', 9000, 'lb', 'Kwame Asante', 4, 'WV22 KTE', 'GBP', 1720, 1720, false, 'notes'],
  ['HRS-25028', 'Daniel Okonkwo', 'domestic', '2025-03-15', 'Weston-super-Mare', 'Cheltenham', 113, 'km', 30, 'm3', 7200, 'lb', 'Kelly Harwood', 3, 'WU19 HKX', 'GBP', 1590, 1590, true, 'notes'],
  ['SWN-25013', 'Wroughton Vets Ltd', 'commercial', '2025-03-08', 'Wroughton', 'Wroughton', 2, 'km', 12, 'm3', 2900, 'lb', 'Jade Whitfield', 2, 'WV73 ZUM', 'GBP', 540, 590, false, 'notes'],
  ['DS-2024-118', 'Ján Kováč', 'domestic', '2024-04-27', 'Bratislava', 'Bratislava', 12, 'km', 22.5, 'm3', 2.4, 't', 'Juraj Baláž', 3, 'BA-915TR', 'EUR', 480, 520, true, 'sk'],
  ['DS-2024-131', 'Zuzana Horváthová', 'domestic', '2024-06-15', 'Trnava', 'Bratislava', 52, 'km', 9.5, 'm3', 0.95, 't', 'Juraj Baláž', 2, 'BL-207MX', 'EUR', 560, 560, false, 'sk'],
  ['DS-2024-147', 'Tatra Logistik s.r.o.', 'commercial', '2024-07-20', 'Žilina', 'Bratislava', 201, 'km', 55.0, 'm3', 7.8, 't', 'Peter Kučera', 5, 'BA-482KL', 'EUR', 2350, 2590, false, 'sk'],
  ['DS-2024-152', 'Mária Novotná', 'international', '2024-08-10', 'Brno', 'Bratislava', 130, 'km', 20.5, 'm3', 2.2, 't', 'Juraj Baláž', 2, 'BA-915TR', 'EUR', 890, 940, true, 'sk'],
  ['DS-2024-166', 'Danubia Software a.s.', 'commercial', '2024-09-28', 'Bratislava', 'Bratislava', 9, 'km', 62.0, 'm3', 8.4, 't', 'Peter Kučera', 6, 'BA-482KL', 'EUR', 2800, 2800, true, 'sk'],
  ['DS-2024-174', 'Peter Šimko', 'international', '2024-10-19', 'Bratislava', 'Vienna', 80, 'km', 24.0, 'm3', 2.6, 't', 'Tomáš Polák', 3, 'BA-915TR', 'EUR', 1150, 1210, false, 'sk'],
  ['DS-2024-190', 'Meridian Relocation Partners', 'international', '2024-11-23', 'Bristol', 'Bratislava', 1640, 'km', 33.0, 'm3', 3.9, 't', 'Marek Horváth', 3, 'BA-660PZ', 'EUR', 5900, 6150, true, 'sk'],
  ['HRS-25033', 'Hartcliffe Dental Practice', 'commercial', '2025-03-22', 'Bristol', 'Bristol', 4, 'mi', 500, 'cuft', 1.5, 't', 'Dean Mallory', 3, 'WU17 LDV', 'GBP', 780, 820, false, 'report'],
  ['SWN-25015', 'Cotswold Office Interiors', 'commercial', '2025-03-29', 'Cirencester', 'Cheltenham', 15, 'mi', 1400, 'cuft', 4.5, 't', 'Kwame Asante', 5, 'WV22 KTE', 'GBP', 2150, 2290, false, 'report'],
  ['HRS-25037', 'Priya Chandran', 'domestic', '2025-03-29', 'Cardiff', 'Edinburgh', 400, 'mi', 700, 'cuft', 2, 't', 'Milo Hartnell', 2, 'WU17 LDV', 'GBP', 3200, 3200, true, 'report'],
  ['DS-2025-021', 'Lucia Baranová', 'domestic', '2025-02-22', 'Košice', 'Bratislava', 400, 'km', 28, 'm3', 3, 't', 'Juraj Baláž', 4, 'BA-482KL', 'EUR', 1650, 1720, true, 'skmail'],
  ['DS-2025-026', 'Volkov Engineering s.r.o.', 'commercial', '2025-03-01', 'Nitra', 'Nitra', 15, 'km', 45, 'm3', 6, 't', 'Peter Kučera', 5, 'BA-482KL', 'EUR', 1900, 2050, false, 'skmail'],
];
const jobs = JOB_DEF.map(([name, customer, type, date, from, to, dist, distUnit, vol, volUnit, w, wUnit, lead, crewSize, vehicle, cur, quote, price, packing, layout]) => ({
  name, customer, type, date, from, to, dist, distUnit, vol, volUnit, w, wUnit, lead, crewSize, vehicle, cur, quote, price, packing, layout,
  km: distUnit === 'mi' ? r4(dist * MILE) : dist,
  m3: volUnit === 'cuft' ? r4(vol * CUFT) : vol,
  kg: wUnit === 't' ? r4(w * 1000) : wUnit === 'lb' ? r4(w * LB) : w,
}));
function jobFacts(j, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(j.name, 'job', attr, value, unit, stated, file);
  const c = j.cur.toLowerCase();
  F('customer', j.customer, 'text', j.customer);
  F('job_type', j.type, 'text', s.type);
  F('move_date', j.date, 'date', s.date);
  F('origin', j.from, 'place', s.from ?? j.from);
  F('destination', j.to, 'place', s.to ?? j.to);
  F('distance', j.km, 'km', s.dist);
  F('volume', j.m3, 'm3', s.vol);
  F('weight', j.kg, 'kg', s.w);
  F('crew_lead', j.lead, 'person', j.lead);
  F('crew_size', j.crewSize, '', s.crew);
  F('vehicle', j.vehicle, 'text', j.vehicle);
  F(`quote_${c}`, j.quote, j.cur, s.quote);
  F(`price_${c}`, j.price, j.cur, j.price == null ? '' : s.price);
  F('packing', j.packing, 'bool', s.packing);
}
{
  const file = 'jobs/bristol-job-log-2024.csv';
  const rows = jobs.filter((j) => j.layout === 'csv').map((j) => {
    const date = ukDate(j.date);
    jobFacts(j, file, { type: cap1(j.type), date, dist: '', vol: '', w: '', crew: '', quote: j.quote.toFixed(2), price: j.price.toFixed(2), packing: '' });
    return [j.name, j.customer, cap1(j.type), date, j.from, j.to, j.dist, j.vol, j.w, j.lead, j.crewSize, j.vehicle, j.quote.toFixed(2), j.price.toFixed(2), j.packing ? 'Y' : 'N'];
  });
  corpus.write(file, delimited(['Job ref', 'Customer', 'Type', 'Move date', 'From', 'To', 'Distance (miles)', 'Volume (cu ft)', 'Weight (kg)', 'Crew leader', 'Crew', 'Vehicle', 'Quote (£)', 'Final price (£)', 'Packing (Y/N)'], rows));
}
const TSV_TYPE = { domestic: 'House move', commercial: 'Office move' };
{
  const file = 'depots/swindon/jobs-swindon-2024.tsv';
  const rows = jobs.filter((j) => j.layout === 'tsv').map((j) => {
    const date = fmtDate(j.date, 'short');
    const dist = `${j.dist} mi`;
    const vol = `${group(j.vol)} cu ft`;
    const w = `${j.w} t`;
    const packing = j.packing ? 'packed by us' : 'self-pack';
    jobFacts(j, file, { type: TSV_TYPE[j.type], date, dist, vol, w, crew: `${j.crewSize} crew`, quote: gbp(j.quote), price: gbp(j.price), packing });
    return [j.name, j.customer, TSV_TYPE[j.type], date, `${j.from} > ${j.to}`, dist, vol, w, j.lead, `${j.crewSize} crew`, j.vehicle, gbp(j.quote), gbp(j.price), packing];
  });
  corpus.write(file, delimited(['Ref', 'Client', 'Job', 'Date', 'Route', 'Distance', 'Load', 'Weight', 'Crew chief', 'Crew', 'Truck', 'Estimate', 'Invoiced', 'Packing'], rows, '\t'));
}
{
  const file = 'jobs/bookings-export-2025-q1.json';
  const recs = jobs.filter((j) => j.layout === 'json').map((j) => {
    jobFacts(j, file, { type: `"service": "${j.type}"`, date: j.date, dist: `"distance_km": ${j.dist}`, vol: `"volume_m3": ${j.vol}`, w: `"weight_kg": ${j.w}`, crew: `"size": ${j.crewSize}`, quote: `"amount": ${j.quote}`, price: `"amount": ${j.price}`, packing: `"packing": ${j.packing}` });
    return {
      booking: { ref: j.name, service: j.type, move_date: j.date, status: j.price == null ? 'booked' : 'invoiced' },
      customer: { name: j.customer },
      route: { from: { town: j.from }, to: { town: j.to }, distance_km: j.dist },
      load: { volume_m3: j.vol, weight_kg: j.w },
      crew: { lead: j.lead, size: j.crewSize },
      vehicle: { reg: j.vehicle },
      services: { packing: j.packing, storage: false },
      pricing: { quote: { amount: j.quote, currency: j.cur }, final: j.price == null ? null : { amount: j.price, currency: j.cur } },
    };
  });
  corpus.write(file, JSON.stringify({ export: { system: 'MoveMan', from: '2025-01-01', to: '2025-04-30', jobs: recs } }, null, 2) + '\n');
}
const SHEET_TYPE = { domestic: 'Home removal', commercial: 'Business relocation', international: 'International removal' };
jobs.filter((j) => j.layout === 'sheet').forEach((j, k) => {
  const file = `jobs/sheets/${j.name.toLowerCase()}.html`;
  const date = fmtDate(j.date, 'long');
  const dist = `${j.dist} miles`;
  const vol = `${group(j.vol)} cu ft`;
  const w = `${j.w} tonnes`;
  const packing = j.packing ? 'Yes' : 'No';
  jobFacts(j, file, { type: SHEET_TYPE[j.type], date, dist, vol, w, crew: `<td>${j.crewSize}</td>`, quote: gbp(j.quote), price: gbp(j.price), packing: `<td>${packing}</td>` });
  corpus.write(file, htmlTablePage({
    title: `Job sheet ${j.name} — ${j.customer}`,
    docTitle: `Job ${j.name}`,
    crumbs: ['Harbourside Removals', 'Jobs', j.name],
    lead: [`${j.customer}: ${j.from} to ${j.to} on ${date}, ${dist} by road.`],
    sections: [
      { heading: 'Move', rows: [['Job ref', j.name], ['Customer', j.customer], ['Move type', SHEET_TYPE[j.type]], ['Move date', date], ['Collection', j.from], ['Delivery', j.to], ['Distance', dist]] },
      { heading: 'Load', rows: [['Estimated volume', vol], ['Weight', w], ['Packing service', packing], ['Access notes', L(k, ['parking bay suspended', 'third floor, lift', 'narrow lane, shuttle van', 'ground floor', 'loading dock'])]] },
      { heading: 'Crew and vehicle', rows: [['Crew leader', j.lead], ['Crew size', j.crewSize], ['Vehicle', j.vehicle]] },
      { heading: 'Price', rows: [['Quoted price', gbp(j.quote)], ['Final invoice', gbp(j.price)]] },
    ],
    colA: 'Item', colB: 'Detail',
    footer: 'Prices include VAT. Storage is invoiced separately.',
  }));
});
{
  const file = 'jobs/job-notes-march-2025.md';
  const NOTE_TYPE = { domestic: 'home', commercial: 'business' };
  const sections = jobs.filter((j) => j.layout === 'notes').map((j) => {
    const date = fmtDate(j.date, 'us');
    const dist = `${j.dist} km`;
    const vol = `${j.vol} m³`;
    const w = `${group(j.w)} lb`;
    const packing = j.packing ? 'full packing' : 'none';
    jobFacts(j, file, { type: `Type of move: ${NOTE_TYPE[j.type]}`, date, dist: `Distance: ${dist}`, vol: `Volume: ${vol}`, w: `Weight: ${w}`, crew: `Crew: ${j.crewSize}`, quote: gbp0(j.quote), price: gbp0(j.price), packing: `Packing: ${packing}` });
    return { heading: `${j.name} — ${j.customer}`, rows: [['Customer', j.customer], ['Type of move', NOTE_TYPE[j.type]], ['Date of move', date], ['From', j.from], ['To', j.to], ['Distance', dist], ['Volume', vol], ['Weight', w], ['Crew leader', j.lead], ['Crew', j.crewSize], ['Vehicle', j.vehicle], ['Packing', packing], ['Quote', gbp0(j.quote)], ['Final price', gbp0(j.price)]] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Job notes — March 2025',
    lead: ['Notes written up by the crew leaders after each job. Weights are from the weighbridge ticket at the Swindon depot, which prints in pounds.'],
    sections,
    footer: 'Copy the final price to the invoice run on the last Friday of the month.',
  }));
}
const SK_JTYPE = { domestic: 'sťahovanie domácnosti', commercial: 'sťahovanie firmy', international: 'medzinárodné sťahovanie' };
const SK_TOWN = { Vienna: 'Viedeň' };
const skd = (v) => sk(v, (String(v).split('.')[1] ?? '').length);
{
  // the partner's job export: a PREAMBLE, SEMICOLONS and DECIMAL COMMAS, Slovak labels and values
  const file = 'dunajske-stahovanie/zakazky-2024.csv';
  const rows = jobs.filter((j) => j.layout === 'sk').map((j) => {
    const from = SK_TOWN[j.from] ?? j.from;
    const to = SK_TOWN[j.to] ?? j.to;
    const packing = j.packing ? 'áno' : 'nie';
    jobFacts(j, file, { type: SK_JTYPE[j.type], date: dotDate(j.date), from, to, dist: sk(j.dist), vol: sk(j.vol, 1), w: skd(j.w), crew: '', quote: sk(j.quote, 2), price: sk(j.price, 2), packing });
    return [j.name, j.customer, SK_JTYPE[j.type], dotDate(j.date), from, to, sk(j.dist), sk(j.vol, 1), skd(j.w), j.lead, j.crewSize, j.vehicle, sk(j.quote, 2), sk(j.price, 2), packing];
  });
  const head = 'Dunajské sťahovanie s.r.o.;Račianska 88;831 02 Bratislava\nExport zákaziek 2024 – spolupráca Harbourside Removals;vytvorené 15. 1. 2025\nMena: EUR;desatinná čiarka\n\n';
  corpus.write(file, head + delimited(['Číslo zákazky', 'Zákazník', 'Typ sťahovania', 'Dátum', 'Odkiaľ', 'Kam', 'Vzdialenosť (km)', 'Objem (m³)', 'Hmotnosť (t)', 'Vedúci čaty', 'Počet pracovníkov', 'Vozidlo', 'Ponuka (EUR)', 'Konečná cena (EUR)', 'Balenie'], rows, ';'));
}
{
  const file = 'reports/operations-report-march-2025.md';
  const [h, c, p] = ['HRS-25033', 'SWN-25015', 'HRS-25037'].map((n) => jobs.find((j) => j.name === n));
  jobFacts(h, file, { type: 'surgery move', date: '22 March', dist: 'four miles', vol: 'five hundred cubic feet', w: 'one and a half tonnes', crew: 'crew of three', quote: '£780', price: '£820', packing: 'no packing' });
  jobFacts(c, file, { type: 'office move', date: '29 March', dist: 'fifteen miles', vol: '1,400 cubic feet', w: 'four and a half tonnes', crew: 'crew of five', quote: '£2,150', price: '£2,290', packing: 'packed themselves' });
  jobFacts(p, file, { type: 'domestic job', date: '29 March', dist: 'four hundred miles', vol: '700 cu ft', w: 'two tonnes', crew: 'crew of two', quote: '£3,200', price: '£3,200', packing: 'full packing' });
  corpus.write(file, `# Operations report — March 2025

Prepared by Gavin Thorne for the directors, 31 March 2025.

## Summary
A busy month: 27 jobs across the two depots (Bristol 17, Swindon 10), 2 international. Van hire was needed on
three Saturdays. Fuel averaged £1.43 a litre. Three jobs are worth a note because they are not on the job log yet.

## Jobs of note
Dean Mallory's crew of three did the surgery move for Hartcliffe Dental Practice (job HRS-25033) on 22 March,
from the old practice to the new one just four miles across Bristol: five hundred cubic feet of chairs, cabinets
and files, one and a half tonnes in all, in WU17 LDV. We quoted £780 and invoiced £820 after a waiting-time
charge; no packing, the practice boxed everything itself.

On 29 March Kwame Asante took a crew of five from Swindon for the office move of Cotswold Office Interiors
(SWN-25015), Cirencester to Cheltenham, fifteen miles, in WV22 KTE: 1,400 cubic feet and four and a half tonnes.
The quote was £2,150 and the final bill £2,290 (extra crates on the day). They packed themselves.

The longest domestic job of the month was HRS-25037 for Priya Chandran from Cardiff to Edinburgh on 29 March,
four hundred miles, with Milo Hartnell and a crew of two in WU17 LDV: 700 cu ft, two tonnes, full packing. Quoted
and invoiced at £3,200.

## Complaints
One: a chipped table top in Bath (HRS-25019), settled at £60.

## Next month
The Nordhavn job to Copenhagen on 14 April; the Long Ashton Golf Club clubhouse on 5 April.
`);
}
{
  const file = 'dunajske-stahovanie/email-2025-03-04-zakazky.eml';
  const [lb, vk] = ['DS-2025-021', 'DS-2025-026'].map((n) => jobs.find((j) => j.name === n));
  jobFacts(lb, file, { type: 'sťahovanie domácnosti', date: '22. 2. 2025', from: 'Košíc', to: 'Bratislavy', dist: '400 km', vol: '28 m³', w: 'tri tony', crew: 'boli štyria', quote: '1 650 €', price: '1 720 €', packing: 'vrátane balenia' });
  jobFacts(vk, file, { type: 'sťahovanie firmy', date: '1. 3. 2025', from: 'Nitre', to: 'Nitre', dist: '15 km', vol: '45 m³', w: 'šesť ton', crew: 'piati', quote: '1 900 €', price: '2 050 €', packing: 'bez balenia' });
  corpus.write(file, `From: Juraj Baláž <juraj.balaz@dunajske-stahovanie.sk>
To: Gavin Thorne <gavin@harbourside-removals.co.uk>
Cc: Marek Horváth <marek.horvath@dunajske-stahovanie.sk>
Date: Tue, 4 Mar 2025 16:25:12 +0100
Subject: Zákazky február – DS-2025-021 a DS-2025-026

Ahoj Gavin,

posielam dve zákazky, ktoré ešte nie sú v exporte.

DS-2025-021: Lucia Baranová, sťahovanie domácnosti z Košíc do Bratislavy dňa 22. 2. 2025. Vzdialenosť 400 km,
objem 28 m³, spolu tri tony. Viedol som čatu ja, boli štyria, vozidlo BA-482KL. Ponuka bola 1 650 €, konečná
cena 1 720 € vrátane balenia.

DS-2025-026: Volkov Engineering s.r.o., sťahovanie firmy v Nitre (z jednej budovy do druhej) dňa 1. 3. 2025,
15 km, 45 m³, šesť ton. Čatu viedol Peter Kučera, piati chlapi, opäť BA-482KL. Ponuka 1 900 €, konečná cena
2 050 €, bez balenia.

Faktúry pošle Marek do piatka.

Juraj
`);
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `HARBOURSIDE REMOVALS & STORAGE LTD — SHARED FOLDER (spring 2025)
Head office, yard and store: St Philips, Bristol. Depot and store: Westmead, Swindon.
Partner for Central Europe: Dunajské sťahovanie s.r.o., Bratislava (files under dunajske-stahovanie/ are in Slovak).

jobs/ depots/     job log, bookings export, job sheets, job notes
fleet/            vehicle pages, fleet register, monthly mileage
people/           crew lists, payroll export, profiles
storage/          store unit lists (Bristol, Swindon), long-term units
customers/        customer accounts, CRM export, relocation agents
suppliers/        packing-materials suppliers, purchasing
minutes/ reports/ email/ policies/
`);
corpus.write('policies/tariff-2025.md', `# Standard tariff 2025 (Bristol and Swindon)

| Item | Price |
|---|---|
| 2 crew + Luton van, per hour | £95 |
| 3 crew + 7.5-tonne lorry, per hour | £140 |
| 4 crew + 18-tonne lorry, per hour | £185 |
| Packing, per packer per hour | £32 |
| Container storage (250 cu ft), per week | £15 |
| Mileage beyond 30 miles, per mile | £2.10 |

Minimum charge 3 hours. Weekend surcharge 25 %. International moves are quoted individually.
A standard container holds the contents of about one bedroom (roughly 1.5 tonnes).
`);
corpus.write('policies/packing-guide.md', `# Packing guide for customers

- Book boxes at least a week before the move; we deliver 20 boxes for a flat and 40 for a three-bed house.
- A small box (1.5 cu ft) is for books; a large box (4.5 cu ft) for bedding and lampshades; never over 20 kg.
- Wardrobe cartons (about 15 cu ft) are delivered on the day and taken away again.
- Plates on edge, glasses in paper, not in bubble wrap alone.
- Mark every box with the room it goes to.
`);
corpus.write('dunajske-stahovanie/zmluva-o-spolupraci.md', `# Zmluva o spolupráci — zhrnutie

Dunajské sťahovanie s.r.o. (Bratislava) a Harbourside Removals & Storage Ltd (Bristol) spolupracujú od roku 2019.

- Dunajské sťahovanie vykonáva zákazky na Slovensku, v Česku a v Rakúsku pre zákazníkov Harbourside.
- Spätné náklady z Bratislavy do Bristolu: 1 ťahač mesačne, cena za km 1,35 €.
- Provízia za sprostredkovanie: 8 % z ceny zákazky.
- Platnosť zmluvy: do 31. 12. 2026.
`);

const stats = corpus.flush(source);
console.log(`removals: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
