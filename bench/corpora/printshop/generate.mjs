#!/usr/bin/env node
// Printshop corpus (held-out): the shared drive of "Linenhall Print", a commercial print shop on Boucher Road,
// Belfast, September 2025, with its partner print house in Kraków, Drukarnia Zabłocie, whose records are in Polish.
// Print jobs, presses and finishing machines, paper stocks, clients, staff, paper suppliers and purchase orders.
//   node bench/corpora/printshop/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "printshop-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) jobs: Markdown job tickets (`Key: value` bullets, label set A: `Job no`, `Quantity`, `Stock`, `Due`, `Price`),
//     plain-text job bags (label set B: `Customer`, `Item`, `Run length`, `Paper`, `Inks`, `Delivery date`,
//     `Quoted`, `Machine`), a production-schedule CSV with units in the header, a nested web-to-print JSON export,
//     POLISH: a semicolon export with a PREAMBLE, DECIMAL COMMAS and `n/a` (`Nakład (szt.)`, `Cena netto (PLN)`) and
//     HTML job cards (`Nakład: 5 000 szt.`, `Termin: 14 października 2025`, `Cena netto: 2 450,00 zł`); jobs only in
//     the sentences of an account manager's e-mail and of the production meeting minutes;
// (b) machines: HTML infobox pages (mm), an equipment register TSV in inches with units in the values, a POLISH
//     YAML-front-matter page (`Maks. format arkusza`, `Wydajność: 16 500 ark./h`, `Ostatni przegląd`), a laminator
//     only in a service engineer's report; WIDE tables of sheets printed per month (thousands; a CSV, and a Polish
//     Markdown table with `sty … wrz` and decimal commas);
// (c) paper stocks: an HTML spec table (price per ream), a price-list CSV (per 1,000 sheets), a flat JSON (per ream),
//     POLISH bullets (`Gramatura: 135 g/m²`, `Powlekany: tak`, `520,00 zł / 1000 ark.`), one stock only in a
//     supplier's e-mail;
// (d) clients: a nested CRM JSON, YAML-front-matter profiles (label set B), plain-text profiles (label set C), a
//     POLISH TSV (`Branża`, `Termin płatności: 14 dni`, `Obroty 2025: 18 400 zł`), three only in sales minutes;
// (e) staff: an HTML spec table (label set A), a flat HR JSON (label set B), POLISH infobox pages (`Stanowisko`,
//     `Zmiana: ranna`, `Stawka godzinowa: 44,00 zł`), two new starters only in an HR e-mail;
// (f) suppliers: Markdown bullets, a Polish HTML definition list, an infobox page, one only in an e-mail;
// (g) purchase orders: plain-text POs, a goods-in TSV (kg or lb), a semicolon accounts export with `n/a`, a POLISH
//     YAML page (`Waga`, `Wartość netto`, `Dostarczono: tak`), two only in the stores diary;
// (h) background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: sheet sizes in cm (`530 × 740 mm` → 74, `13 × 19.2 in` → × 2.54), speeds in sheets
// per hour, paper weight in gsm, paper prices per 1,000 sheets in the stated currency (`per ream` = 500 sheets → × 2),
// PO weights in kg (`lb` → × 0.45359237), money in GBP, EUR or PLN (never converted), dates ISO, sheets printed per
// month in thousands, Polish words in English (`ulotki` = Flyers, `folia mat` = Matt laminate, `ranna` = Early, …).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Corpus, delimited, esc, fmtDate, group, htmlDlPage, htmlInfoboxPage, htmlTablePage, joinAnd, mdBulletsNote, mdYamlTableNote, rng, slug, targets, txtProfile,
} from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('printshop-v1');
const IN = 2.54;
const LB = 0.45359237;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const r2 = (x) => Math.round(x * 100) / 100;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the monthly output tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ formats
const gbp = (v) => `£${group(v, 2)}`;
const eur = (v) => `€${group(v, 2)}`;
/** Polish number style: "2 450,00" (space for thousands, comma for decimals). */
const plNum = (v, d = 2) => {
  const [i, f] = Number(v).toFixed(d).split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return f ? `${g},${f}` : g;
};
const pln = (v) => `${plNum(v)} zł`;
const money = (v, cur) => (cur === 'GBP' ? gbp(v) : cur === 'EUR' ? eur(v) : pln(v));
const codeMoney = (v, cur) => `${cur} ${group(v, 2)}`;
const PL_MONTHS = ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'];
const plDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${PL_MONTHS[m - 1]} ${y}`;
};
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const dayMonth = (iso) => `${Number(iso.slice(8, 10))} ${EN_MONTHS[Number(iso.slice(5, 7)) - 1]}`;
const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
function words(n) {
  if (n < 20) return ONES[n];
  if (n < 100) return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : '');
  if (n < 1000) return `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? ` and ${words(n % 100)}` : ''}`;
  const rest = n % 1000;
  return `${words(Math.floor(n / 1000))} thousand${rest ? (rest < 100 ? ` and ${words(rest)}` : ` ${words(rest)}`) : ''}`;
}

// ------------------------------------------------------------------ staff
// [name, site, role, shift, hourly rate, start, layout]
const STAFF_DEF = [
  ['Declan McAuley', 'Belfast', 'Production manager', 'Day', 24.5, '2011-03-14', 'html'],
  ['Siobhan Quinn', 'Belfast', 'Account manager', 'Day', 19.8, '2016-09-05', 'html'],
  ['Gareth Boyd', 'Belfast', 'Account manager', 'Day', 18.6, '2019-01-21', 'html'],
  ['Niamh Doherty', 'Belfast', 'Account manager', 'Day', 17.9, '2021-06-07', 'html'],
  ['Conor Mulholland', 'Belfast', 'Press operator', 'Early', 16.4, '2014-04-22', 'html'],
  ['Ryan Kerr', 'Belfast', 'Press operator', 'Late', 15.9, '2018-10-01', 'html'],
  ['Aoife Brennan', 'Belfast', 'Press operator', 'Night', 17.2, '2020-02-10', 'html'],
  ['Paddy Devlin', 'Belfast', 'Finisher', 'Early', 13.8, '2022-08-29', 'html'],
  ['Emma Crawford', 'Belfast', 'Prepress technician', 'Day', 15.4, '2015-02-02', 'html'],
  ['Grace Wilson', 'Belfast', 'Finisher', 'Late', 13.2, '2023-11-06', 'html'],
  ['Mark Irvine', 'Belfast', 'Press operator', 'Early', 16.1, '2017-05-15', 'json'],
  ['Sean Hughes', 'Belfast', 'Finisher', 'Night', 14.3, '2019-07-01', 'json'],
  ['Lee Patterson', 'Belfast', 'Despatch driver', 'Early', 12.9, '2024-03-04', 'json'],
  ['Orla McKenna', 'Belfast', 'Press operator', 'Late', 15.6, '2022-01-17', 'json'],
  ['Ruth Gilmore', 'Belfast', 'Purchasing officer', 'Day', 15.1, '2012-08-13', 'json'],
  ['Joanna Kamińska', 'Kraków', 'Account manager', 'Day', 45, '2022-03-14', 'json'],
  ['Michał Szymański', 'Kraków', 'Finisher', 'Early', 34.5, '2024-01-08', 'json'],
  ['Marek Nowak', 'Kraków', 'Production manager', 'Day', 62, '2010-05-03', 'pl'],
  ['Agnieszka Wójcik', 'Kraków', 'Account manager', 'Day', 48.5, '2017-09-11', 'pl'],
  ['Tomasz Kowalczyk', 'Kraków', 'Press operator', 'Early', 44, '2013-02-18', 'pl'],
  ['Katarzyna Zielińska', 'Kraków', 'Press operator', 'Late', 41.5, '2019-06-03', 'pl'],
  ['Paweł Lewandowski', 'Kraków', 'Finisher', 'Night', 36.8, '2021-10-04', 'pl'],
  ['Jamie Ferguson', 'Belfast', 'Finisher', 'Early', 14.5, '2025-09-15', 'mail'],
  ["Ciara O'Neill", 'Belfast', 'Account manager', 'Day', 17.5, '2025-09-22', 'mail'],
];
const staff = STAFF_DEF.map(([name, site, role, shift, rate, start, layout]) => ({ name, site, role, shift, rate, start, layout, cur: site === 'Kraków' ? 'PLN' : 'GBP' }));
function staffFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
  F('role', p.role, 'text', s.role);
  F('site', p.site, 'place', s.site ?? '');
  F('shift', p.shift, 'text', s.shift);
  F('hourly_rate', p.rate, p.cur, s.rate);
  F('currency', p.cur, 'text', s.cur ?? '');
  F('started', p.start, 'date', s.start);
}
const SHIFT_HOURS = { Early: '06:00–14:00', Late: '14:00–22:00', Night: '22:00–06:00', Day: '08:30–17:00' };
{
  const file = 'staff/belfast-staff.html';
  const ps = staff.filter((p) => p.layout === 'html');
  const sections = ps.map((p, k) => {
    const start = fmtDate(p.start, k % 2 ? 'long' : 'short');
    staffFacts(p, file, { role: p.role, site: 'Belfast', shift: `${p.shift} (${SHIFT_HOURS[p.shift]})`, rate: gbp(p.rate), cur: '', start });
    return { heading: p.name, rows: [['Role', p.role], ['Site', 'Belfast (Boucher Road)'], ['Shift', `${p.shift} (${SHIFT_HOURS[p.shift]})`], ['Hourly rate', `${gbp(p.rate)}`], ['Start date', start]] };
  });
  corpus.write(file, htmlTablePage({
    title: 'Linenhall Print — Belfast staff', docTitle: 'Belfast staff list', crumbs: ['Intranet', 'People', 'Belfast'],
    lead: ['Pay rates from 1 April 2025 (the NI real living wage uplift applied). Declan McAuley has run production since 2011.'],
    sections, colA: 'Field', colB: 'Detail', footer: 'Maintained by HR. Night shift attracts the rate shown; no separate premium.',
  }));
}
{
  const file = 'hr/people-export.json';
  const PATTERN = { Early: 'Earlies (06:00-14:00)', Late: 'Lates (14:00-22:00)', Night: 'Nights (22:00-06:00)', Day: 'Days (office hours)' };
  const recs = staff.filter((p) => p.layout === 'json').map((p, k) => {
    staffFacts(p, file, { role: `"job_title": "${p.role}"`, site: `"site": "${p.site}"`, shift: PATTERN[p.shift], rate: `"rate_per_hour": ${p.rate}`, cur: `"currency": "${p.cur}"`, start: p.start });
    return { employee_id: `LP-${pad(300 + k * 17, 4)}`, full_name: p.name, job_title: p.role, site: p.site, shift_pattern: PATTERN[p.shift], rate_per_hour: p.rate, currency: p.cur, joined: p.start, contract: 'permanent' };
  });
  corpus.write(file, JSON.stringify({ exported: '2025-09-30', system: 'PeopleHub', records: recs }, null, 2) + '\n');
}
{
  const ROLE_PL = { 'Production manager': 'Kierownik produkcji', 'Account manager': 'Opiekun klienta', 'Press operator': 'Operator maszyny offsetowej', Finisher: 'Introligator' };
  const SHIFT_PL = { Early: 'ranna (6:00–14:00)', Late: 'popołudniowa (14:00–22:00)', Night: 'nocna (22:00–6:00)', Day: 'dzienna (8:00–16:00)' };
  staff.filter((p) => p.layout === 'pl').forEach((p) => {
    const file = `krakow/pracownicy/${slug(p.name)}.html`;
    const rate = `${plNum(p.rate)} zł brutto`;
    staffFacts(p, file, { role: ROLE_PL[p.role], site: 'Kraków', shift: SHIFT_PL[p.shift], rate, cur: 'zł', start: plDate(p.start) });
    corpus.write(file, htmlInfoboxPage({
      title: p.name, docTitle: `${p.name} — karta pracownika`,
      sections: [{ heading: 'Karta pracownika', rows: [['Stanowisko', ROLE_PL[p.role]], ['Zakład', 'Kraków, ul. Lipowa 6'], ['Zmiana', SHIFT_PL[p.shift]], ['Stawka godzinowa', rate], ['Data zatrudnienia', plDate(p.start)]] }],
      lead: [`${p.name} pracuje w Drukarni Zabłocie od ${plDate(p.start)}.`],
      footer: 'Dział kadr — Drukarnia Zabłocie sp. z o.o.',
    }));
  });
}
{
  const file = 'email/2025-09-05-new-starters.eml';
  const j = staff.find((p) => p.name === 'Jamie Ferguson');
  const c = staff.find((p) => p.name === "Ciara O'Neill");
  staffFacts(j, file, { role: 'finishing team', site: 'Boucher Road', shift: 'early shift', rate: 'fourteen pounds fifty an hour', start: '15 September 2025' });
  staffFacts(c, file, { role: 'account manager', site: 'Boucher Road', shift: 'office hours', rate: '£17.50 an hour', start: '22 September 2025' });
  corpus.write(file, `From: HR <hr@linenhallprint.co.uk>
To: Declan McAuley <declan@linenhallprint.co.uk>
Cc: Siobhan Quinn <siobhan@linenhallprint.co.uk>
Date: Fri, 5 Sep 2025 15:12:40 +0100
Subject: Two new starters this month

Hi Declan,

Both offers have been accepted, so here are the details for the rota and the payroll.

Jamie Ferguson joins the finishing team at Boucher Road on 15 September 2025. He'll be on the early shift with
Paddy, on fourteen pounds fifty an hour, and needs the guillotine induction in his first week.

Ciara O'Neill starts as an account manager on 22 September 2025, office hours, at £17.50 an hour. She comes
from an agency in Lisburn and will pick up a few of the smaller hospitality accounts from Gareth.

Both have a three-month probation period. Lockers 14 and 15 are free.

Thanks,
Hannah (HR)
`);
}
const ST = Object.fromEntries(staff.map((p) => [p.name, p]));

// ------------------------------------------------------------------ suppliers
// [name, country, town, lead days, currency, contact, layout]
const SUP_DEF = [
  ['Ardmore Paper Merchants', 'United Kingdom', 'Belfast', 2, 'GBP', 'Stephen Blair', 'md'],
  ['Foyle Board & Paper', 'United Kingdom', 'Derry', 3, 'GBP', 'Maeve Kelly', 'md'],
  ['Pennine Paper Mills', 'United Kingdom', 'Halifax', 5, 'GBP', 'Andrew Whitaker', 'md'],
  ['Liffey Fine Papers', 'Ireland', 'Dublin', 4, 'EUR', 'Róisín Byrne', 'md'],
  ['Nordbrook Coated Papers', 'Germany', 'Hamburg', 10, 'EUR', 'Jens Petersen', 'infobox'],
  ['Papiernia Wisła', 'Poland', 'Kraków', 2, 'PLN', 'Ewa Mazur', 'pl'],
  ['Hurtownia Papieru Silesia', 'Poland', 'Katowice', 3, 'PLN', 'Piotr Grabowski', 'pl'],
  ['Clyde Paper Sales', 'United Kingdom', 'Glasgow', 4, 'GBP', 'Fraser Munro', 'mail'],
];
const suppliers = SUP_DEF.map(([name, country, town, lead, cur, contact, layout]) => ({ name, country, town, lead, cur, contact, layout }));
function supFacts(s, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'supplier', attr, value, unit, stated, file);
  F('country', s.country, 'place', st.country);
  F('town', s.town, 'place', st.town ?? s.town);
  F('lead_days', s.lead, 'days', st.lead);
  F('currency', s.cur, 'text', st.cur);
  F('contact', s.contact, 'person', s.contact);
}
{
  const file = 'suppliers/paper-merchants.md';
  const sections = suppliers.filter((s) => s.layout === 'md').map((s) => {
    const lead = `${s.lead} working days`;
    supFacts(s, file, { country: s.country, lead, cur: `Invoices in: ${s.cur}` });
    return { heading: s.name, rows: [['Country', s.country], ['Town', s.town], ['Lead time', lead], ['Invoices in', s.cur], ['Contact', s.contact], ['Account no.', `LP/${slug(s.name).slice(0, 3).toUpperCase()}/0${s.lead}1`]] };
  });
  corpus.write(file, mdBulletsNote({ title: 'Paper merchants we buy from', lead: ['Order by 2 pm for the lead times below. Ardmore delivers to Boucher Road twice a day.'], sections, footer: 'Ruth Gilmore keeps this list up to date.' }));
}
{
  const file = 'suppliers/nordbrook-coated-papers.html';
  const s = suppliers.find((x) => x.layout === 'infobox');
  supFacts(s, file, { country: 'Germany', lead: '10 working days', cur: 'EUR' });
  corpus.write(file, htmlInfoboxPage({
    title: s.name, sections: [{ heading: 'Supplier', rows: [['Country', 'Germany'], ['City', s.town], ['Delivery lead time', '10 working days'], ['Billing currency', 'EUR'], ['Sales contact', s.contact]] }],
    lead: ['Nordbrook ships by groupage from Hamburg to Belfast via Dublin; delivery takes 10 working days.', 'We buy their art gloss for the Lithrone jobs that need a heavier B1 sheet.'],
  }));
}
{
  const file = 'krakow/dostawcy.html';
  const sections = suppliers.filter((s) => s.layout === 'pl').map((s) => {
    const lead = `${s.lead} dni robocze`;
    supFacts(s, file, { country: 'Polska', lead, cur: 'Waluta rozliczeń: PLN' });
    return { heading: s.name, rows: [['Kraj', 'Polska'], ['Miasto', s.town], ['Czas dostawy', lead], ['Waluta rozliczeń', 'PLN'], ['Osoba kontaktowa', s.contact]] };
  });
  // the page renders "Waluta rozliczeń" and "PLN" in separate cells: state the currency as the value
  for (const f of corpus.facts) if (f.file === file && f.attribute === 'currency') f.stated = 'PLN';
  corpus.write(file, htmlDlPage({ title: 'Dostawcy papieru — Kraków', site: 'Drukarnia Zabłocie sp. z o.o.', lead: ['Zamówienia składa kierownik produkcji.'], sections, footer: 'Aktualizacja: 30.09.2025' }));
}

// ------------------------------------------------------------------ paper stocks
// [name, gsm, size, surface, coated, price per 1000 sheets, currency, supplier, fsc, layout]
const STOCK_DEF = [
  ['Lagan Gloss', 130, 'B2', 'gloss', true, 68.4, 'GBP', 'Ardmore Paper Merchants', true, 'html'],
  ['Lagan Silk', 170, 'B2', 'silk', true, 86, 'GBP', 'Ardmore Paper Merchants', true, 'html'],
  ['Cavehill Silk', 150, 'SRA3', 'silk', true, 31.2, 'GBP', 'Ardmore Paper Merchants', false, 'csv'],
  ['Cavehill Gloss', 300, 'SRA3', 'gloss', true, 74.5, 'GBP', 'Ardmore Paper Merchants', true, 'csv'],
  ['Slemish Matt', 250, 'B1', 'matt', true, 298, 'GBP', 'Pennine Paper Mills', true, 'html'],
  ['Slemish Offset', 120, 'B2', 'uncoated', false, 54.8, 'GBP', 'Pennine Paper Mills', true, 'csv'],
  ['Belfast Bond', 100, 'A4', 'uncoated', false, 9.4, 'GBP', 'Foyle Board & Paper', false, 'json'],
  ['Antrim Board', 350, 'SRA3', 'silk', true, 96, 'GBP', 'Foyle Board & Paper', true, 'html'],
  ['Antrim Uncoated Board', 400, 'SRA3', 'uncoated', false, 118, 'GBP', 'Foyle Board & Paper', false, 'json'],
  ['Foyle Recycled', 115, 'B2', 'uncoated', false, 61, 'GBP', 'Foyle Board & Paper', true, 'csv'],
  ['Foyle Recycled Card', 300, 'B2', 'uncoated', false, 142, 'GBP', 'Foyle Board & Paper', true, 'csv'],
  ['Strangford Gloss', 170, 'B1', 'gloss', true, 212, 'GBP', 'Pennine Paper Mills', true, 'html'],
  ['Strangford Silk', 115, 'B1', 'silk', true, 148, 'GBP', 'Pennine Paper Mills', false, 'csv'],
  ['Liffey Pearl', 300, 'SRA3', 'uncoated', false, 165, 'EUR', 'Liffey Fine Papers', true, 'json'],
  ['Liffey Laid', 120, 'A4', 'uncoated', false, 22, 'EUR', 'Liffey Fine Papers', true, 'json'],
  ['Nordbrook Art Gloss', 250, 'B1', 'gloss', true, 265, 'EUR', 'Nordbrook Coated Papers', true, 'html'],
  ['Wisła Kreda Błysk', 135, 'B1', 'gloss', true, 520, 'PLN', 'Papiernia Wisła', true, 'pl'],
  ['Wisła Kreda Mat', 170, 'B1', 'matt', true, 640, 'PLN', 'Papiernia Wisła', true, 'pl'],
  ['Silesia Offset', 90, 'B1', 'uncoated', false, 365, 'PLN', 'Hurtownia Papieru Silesia', false, 'pl'],
  ['Silesia Karton', 300, 'B1', 'matt', true, 1180, 'PLN', 'Hurtownia Papieru Silesia', true, 'pl'],
  ['Wisła Ekologiczny', 120, 'B2', 'uncoated', false, 298, 'PLN', 'Papiernia Wisła', true, 'pl'],
  ['Clyde Velvet Board', 330, 'SRA3', 'matt', true, 138, 'GBP', 'Clyde Paper Sales', true, 'mail'],
];
const stocks = STOCK_DEF.map(([name, gsm, size, surface, coated, per1000, cur, supplier, fsc, layout]) => ({ name, gsm, size, surface, coated, per1000, cur, supplier, fsc, layout }));
const SK = Object.fromEntries(stocks.map((s) => [s.name, s]));
const SIZE_MM = { SRA3: '320 × 450 mm', A4: '210 × 297 mm', B2: '520 × 720 mm', B1: '700 × 1000 mm' };
function stockFacts(s, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'stock', attr, value, unit, stated, file);
  F('weight', s.gsm, 'gsm', st.gsm);
  F('size', s.size, 'text', st.size ?? s.size);
  F('surface', s.surface, 'text', st.surface);
  F('coated', s.coated, 'bool', st.coated);
  F('price_per_1000', s.per1000, s.cur, st.price);
  F('currency', s.cur, 'text', st.cur ?? '');
  F('supplier', s.supplier, 'text', st.supplier ?? s.supplier);
  F('fsc', s.fsc, 'bool', st.fsc);
}
const SURF_EN = { gloss: 'Gloss coated', silk: 'Silk coated', matt: 'Matt coated', uncoated: 'Uncoated' };
{
  const file = 'paper/stock-book.html';
  const sections = stocks.filter((s) => s.layout === 'html').map((s) => {
    const ream = r2(s.per1000 / 2);
    const price = `${money(ream, s.cur)} per ream (500 sheets)`;
    stockFacts(s, file, { gsm: `${s.gsm} gsm`, size: `${s.size} (${SIZE_MM[s.size]})`, surface: SURF_EN[s.surface], coated: s.coated ? 'Yes' : 'No', price, fsc: s.fsc ? 'Yes' : 'No' });
    return { heading: s.name, rows: [['Grammage', `${s.gsm} gsm`], ['Sheet size', `${s.size} (${SIZE_MM[s.size]})`], ['Finish', SURF_EN[s.surface]], ['Coated', s.coated ? 'Yes' : 'No'], ['Price', price], ['Supplier', s.supplier], ['FSC certified', s.fsc ? 'Yes' : 'No']] };
  });
  corpus.write(file, htmlTablePage({
    title: 'Stock book — litho papers and boards', crumbs: ['Intranet', 'Paper', 'Stock book'],
    lead: ['House stocks for the offset presses. Lagan Gloss is our everyday 130 gsm flyer paper.'], sections, colA: 'Property', colB: 'Value',
    footer: 'Prices are merchant list prices before our trade discount, excluding VAT.',
  }));
}
{
  const file = 'paper/stock-price-list-2025.csv';
  const rows = stocks.filter((s) => s.layout === 'csv').map((s) => {
    stockFacts(s, file, { gsm: String(s.gsm), surface: s.surface, coated: s.coated ? 'Y' : 'N', price: s.per1000.toFixed(2), fsc: s.fsc ? 'FSC Mix' : 'none' });
    return [s.name, s.gsm, s.size, s.surface, s.coated ? 'Y' : 'N', s.per1000.toFixed(2), s.supplier, s.fsc ? 'FSC Mix' : 'none'];
  });
  corpus.write(file, delimited(['Stock', 'Weight (gsm)', 'Size', 'Surface', 'Coated (Y/N)', 'Price per 1000 sheets (GBP)', 'Supplier', 'Certification'], rows));
}
{
  const file = 'paper/digital-stocks.json';
  const recs = stocks.filter((s) => s.layout === 'json').map((s) => {
    const ream = r2(s.per1000 / 2);
    stockFacts(s, file, { gsm: `"grammage_gsm": ${s.gsm}`, size: `"format": "${s.size}"`, surface: `"surface": "${s.surface}"`, coated: `"coated": ${s.coated}`, price: `"price_per_ream": ${ream}`, cur: `"currency": "${s.cur}"`, fsc: `"fsc": ${s.fsc}` });
    return { name: s.name, grammage_gsm: s.gsm, format: s.size, surface: s.surface, coated: s.coated, price_per_ream: ream, sheets_per_ream: 500, currency: s.cur, supplier: s.supplier, fsc: s.fsc };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'krakow/papiery.md';
  const SURF_PL = { gloss: 'błyszcząca', matt: 'matowa', uncoated: 'niepowlekana', silk: 'półmatowa' };
  const sections = stocks.filter((s) => s.layout === 'pl').map((s) => {
    const price = `${plNum(s.per1000)} zł / 1000 ark.`;
    stockFacts(s, file, { gsm: `Gramatura: ${s.gsm} g/m²`, size: `Format: ${s.size}`, surface: `Powierzchnia: ${SURF_PL[s.surface]}`, coated: `Powlekany: ${s.coated ? 'tak' : 'nie'}`, price, cur: 'zł', fsc: `FSC: ${s.fsc ? 'tak' : 'nie'}` });
    return { heading: s.name, rows: [['Gramatura', `${s.gsm} g/m²`], ['Format', `${s.size} (${SIZE_MM[s.size]})`], ['Powierzchnia', SURF_PL[s.surface]], ['Powlekany', s.coated ? 'tak' : 'nie'], ['Cena netto', price], ['Dostawca', s.supplier], ['FSC', s.fsc ? 'tak' : 'nie']] };
  });
  corpus.write(file, mdBulletsNote({ title: 'Papiery — magazyn Kraków', lead: ['Ceny netto za 1000 arkuszy, bez VAT. Silesia Karton to nasz karton na wizytówki.'], sections, footer: 'Ceny od 1 lipca 2025.' }));
}
{
  const file = 'email/2025-09-18-clyde-new-board.eml';
  const s = SK['Clyde Velvet Board'];
  const sup = suppliers.find((x) => x.name === 'Clyde Paper Sales');
  stockFacts(s, file, { gsm: '330 gsm', size: 'SRA3', surface: 'velvet matt', coated: 'coated', price: '£69.00 a ream', fsc: 'FSC certified' });
  supFacts(sup, file, { country: 'Scotland', town: 'Glasgow', lead: 'four working days', cur: 'in sterling' });
  corpus.write(file, `From: Fraser Munro <fraser.munro@clydepapersales.co.uk>
To: Ruth Gilmore <ruth@linenhallprint.co.uk>
Date: Thu, 18 Sep 2025 10:03:51 +0100
Subject: Clyde Velvet Board - samples on the way

Hi Ruth,

Good to speak earlier. As promised, a note on the board I mentioned.

Clyde Velvet Board is a 330 gsm coated board with a velvet matt surface, cut to SRA3 for digital presses, and it is
FSC certified. List price is £69.00 a ream of 500 sheets, and we can hold that until the end of the year. A sample
pack of 50 sheets went out this morning.

Clyde Paper Sales is based in Glasgow (Scotland) and delivers to Northern Ireland within four working days; we
invoice in sterling, thirty days from the end of the month. I'm your contact for anything you need.

Best regards,
Fraser Munro
Clyde Paper Sales
`);
}

// ------------------------------------------------------------------ machines
// [name, make, type, site, long edge, short edge, size unit, speed sph, bought, last service, key operator, layout]
const MACH_DEF = [
  ['Speedmaster SX 74', 'Heidelberg', 'Offset press', 'Belfast', 740, 530, 'mm', 15000, 2016, '2025-03-12', 'Conor Mulholland', 'infobox'],
  ['Speedmaster SM 52', 'Heidelberg', 'Offset press', 'Belfast', 520, 370, 'mm', 13000, 2008, '2024-11-20', 'Ryan Kerr', 'infobox'],
  ['Lithrone G40', 'Komori', 'Offset press', 'Belfast', 1030, 720, 'mm', 16000, 2019, '2025-06-02', 'Aoife Brennan', 'infobox'],
  ['Rapida 75', 'Koenig & Bauer', 'Offset press', 'Belfast', 750, 530, 'mm', 15500, 2021, '2025-08-18', 'Orla McKenna', 'infobox'],
  ['AccurioPress C4080', 'Konica Minolta', 'Digital press', 'Belfast', 19.2, 13, 'in', 2400, 2022, '2025-09-01', 'Mark Irvine', 'tsv'],
  ['Versant 4100', 'Xerox', 'Digital press', 'Belfast', 26, 13, 'in', 3000, 2020, '2025-04-15', 'Mark Irvine', 'tsv'],
  ['Polar N 115', 'Polar', 'Guillotine', 'Belfast', 45.3, 45.3, 'in', null, 2005, '2025-01-28', 'Sean Hughes', 'tsv'],
  ['Horizon AF-566', 'Horizon', 'Folder', 'Belfast', 35.4, 23.6, 'in', 18000, 2017, '2024-12-09', 'Paddy Devlin', 'tsv'],
  ['Duplo DBM-600', 'Duplo', 'Saddle stitcher', 'Belfast', 18, 13, 'in', 4800, 2023, '2025-07-07', 'Grace Wilson', 'tsv'],
  ['Protopic 1100', 'GMP', 'Laminator', 'Belfast', 1100, 760, 'mm', 2200, 2025, '2025-09-09', 'Sean Hughes', 'prose'],
  ['Rapida 105', 'Koenig & Bauer', 'Offset press', 'Kraków', 1050, 720, 'mm', 16500, 2018, '2025-06-05', 'Tomasz Kowalczyk', 'pl'],
  ['Speedmaster CD 102', 'Heidelberg', 'Offset press', 'Kraków', 1020, 720, 'mm', 13000, 2012, '2025-02-14', 'Katarzyna Zielińska', 'pl'],
  ['Polar N 92', 'Polar', 'Guillotine', 'Kraków', 920, 920, 'mm', null, 2014, '2025-08-20', 'Michał Szymański', 'pl'],
  ['Stahlfolder TH 82', 'Heidelberg', 'Folder', 'Kraków', 1200, 820, 'mm', 12000, 2016, '2025-03-11', 'Paweł Lewandowski', 'pl'],
];
const machines = MACH_DEF.map(([name, make, type, site, long, short, unit, speed, bought, service, operator, layout]) => ({
  name, make, type, site, long, short, unit, speed, bought, service, operator, layout,
  longCm: unit === 'mm' ? long / 10 : r4(long * IN), shortCm: unit === 'mm' ? short / 10 : r4(short * IN),
}));
const MC = Object.fromEntries(machines.map((m) => [m.name, m]));
function machFacts(m, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(m.name, 'machine', attr, value, unit, stated, file);
  F('make', m.make, 'text', s.make ?? m.make);
  F('type', m.type, 'text', s.type);
  F('site', m.site, 'place', s.site ?? '');
  F('max_sheet_length', m.longCm, 'cm', s.size);
  F('max_sheet_width', m.shortCm, 'cm', s.size);
  if (m.speed != null) F('speed', m.speed, 'sph', s.speed);
  F('bought', m.bought, 'year', String(m.bought));
  F('last_service', m.service, 'date', s.service);
  F('operator', m.operator, 'person', m.operator);
}
machines.filter((m) => m.layout === 'infobox').forEach((m, k) => {
  const file = `machines/${slug(m.name)}.html`;
  const size = `${m.short} × ${m.long} mm`;
  const speed = `${group(m.speed)} sheets per hour`;
  const service = fmtDate(m.service, 'long');
  machFacts(m, file, { type: 'Sheetfed offset', site: 'Belfast', size, speed, service });
  corpus.write(file, htmlInfoboxPage({
    title: m.name, docTitle: `${m.name} — press page`,
    sections: [
      { heading: 'Press', rows: [['Make', m.make], ['Type', 'Sheetfed offset, 4 colours + coater'], ['Site', 'Belfast, Hall 1'], ['Max sheet size', size], ['Rated speed', speed]] },
      { heading: 'History', rows: [['Installed', String(m.bought)], ['Last service', service], ['Key operator', m.operator]] },
    ],
    lead: [L(k, [`The ${m.name} is our workhorse for B2 flyers and booklet sections; it was installed in ${m.bought}.`, `Runs small format work; rated at ${group(m.speed)} sheets per hour but we run it nearer 10,000.`, `Our B1 press, used for posters and long runs; ${m.operator} is the key operator.`, `The newest litho press in Belfast, installed in ${m.bought}, with inline coating.`])],
    footer: 'Service contract: annual full service plus two interim visits.',
  }));
});
{
  const file = 'machines/equipment-register.tsv';
  const TYPE_B = { 'Digital press': 'Digital (toner) press', Guillotine: 'Guillotine', Folder: 'Buckle folder', 'Saddle stitcher': 'Booklet maker / saddle stitch' };
  const rows = machines.filter((m) => m.layout === 'tsv').map((m) => {
    const size = `${m.short} × ${m.long} in`;
    const speed = m.speed ? `${group(m.speed)} sph` : '— (cuts per cycle)';
    const service = fmtDate(m.service, 'us');
    machFacts(m, file, { type: TYPE_B[m.type], site: '', size, speed, service });
    return [m.name, m.make, TYPE_B[m.type], size, speed, String(m.bought), service, m.operator, 'Belfast'];
  });
  corpus.write(file, delimited(['Machine', 'Manufacturer', 'Category', 'Max sheet', 'Speed', 'Purchased', 'Serviced', 'Lead operator', 'Location'], rows, '\t'));
  for (const f of corpus.facts) if (f.file === file && f.attribute === 'site') f.stated = 'Belfast';
}
{
  const file = 'krakow/maszyny.md';
  const TYPE_PL = { 'Offset press': 'maszyna offsetowa', Guillotine: 'gilotyna', Folder: 'falcerka' };
  const sections = machines.filter((m) => m.layout === 'pl').map((m) => {
    const size = `${m.short} × ${m.long} mm`;
    const speed = m.speed ? `${plNum(m.speed, 0)} ark./h` : null;
    const service = fmtDate(m.service, 'dotted');
    machFacts(m, file, { type: TYPE_PL[m.type], site: 'Kraków', size, speed, service });
    const rows = [['Producent', m.make], ['Rodzaj', TYPE_PL[m.type]], ['Maks. format arkusza', size]];
    if (speed) rows.push(['Wydajność', speed]);
    rows.push(['Rok zakupu', String(m.bought)], ['Ostatni przegląd', service], ['Operator prowadzący', m.operator]);
    return { heading: m.name, rows };
  });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['zaklad', 'Drukarnia Zabłocie, Kraków'], ['dzial', 'produkcja'], ['aktualizacja', '2025-09-30']],
    title: 'Park maszynowy — Kraków', lead: ['Wszystkie maszyny stoją w hali przy ul. Lipowej. Rapida 105 drukuje najwięcej nakładów B1.'], sections, colA: 'Parametr', colB: 'Wartość',
  }));
}
{
  const file = 'reports/service-visit-2025-09-09.md';
  const m = MC['Protopic 1100'];
  machFacts(m, file, { make: 'GMP', type: 'laminator', site: 'Belfast', size: '760 by 1,100 millimetres', speed: 'about 2,200 sheets an hour', service: '9 September 2025' });
  corpus.write(file, `# Service visit report — Boucher Road, Belfast

Engineer: Colm Rafferty (Print Systems NI)
Date of visit: 9 September 2025

## Work done

First service of the new laminator. The Protopic 1100 is a GMP machine bought this year (it was commissioned in
February 2025) and it takes sheets up to 760 by 1,100 millimetres, so anything off the Lithrone can be laminated
without trimming first. At the speed it was set to today it runs at about 2,200 sheets an hour with matt film.

Replaced the pressure roller bearing and the separator blade. Heater calibrated to 105 °C.

Sean Hughes is the trained operator; he was shown how to clean the rollers between gloss and soft-touch film.

## Also checked
- Polar guillotine: blade changed (the blade had done 2,400 cuts since the last change); no fault.
- Horizon folder: feed belts worn, replacement quoted (£380 + VAT).

Next visit: March 2026.
`);
}

// ------------------------------------------------------------------ clients
// [name, sector, town, account manager, credit days, spend 2025, currency, layout]
const CLIENT_DEF = [
  ['Mourne Coffee Roasters', 'Hospitality', 'Newcastle', 'Siobhan Quinn', 30, 14250, 'GBP', 'json'],
  ['Titanic Quarter Lettings', 'Property', 'Belfast', 'Gareth Boyd', 30, 8920, 'GBP', 'json'],
  ['Lisburn Grammar School', 'Education', 'Lisburn', 'Niamh Doherty', 60, 6480, 'GBP', 'yaml'],
  ['Cathedral Quarter Arts Festival', 'Arts and events', 'Belfast', 'Siobhan Quinn', 14, 22740, 'GBP', 'json'],
  ['Foyle Hospice Shops', 'Charity', 'Derry', 'Gareth Boyd', 45, 4310, 'GBP', 'txt'],
  ['Bangor Marina Hotel', 'Hospitality', 'Bangor', 'Niamh Doherty', 30, 11870, 'GBP', 'yaml'],
  ['Ravenhill Sports Club', 'Sport', 'Belfast', 'Gareth Boyd', 30, 5650, 'GBP', 'json'],
  ['Newry Motor Group', 'Retail', 'Newry', 'Siobhan Quinn', 45, 17390, 'GBP', 'txt'],
  ["Queen's Quarter Dental", 'Healthcare', 'Belfast', 'Niamh Doherty', 14, 2980, 'GBP', 'json'],
  ['Strangford Gin Distillery', 'Hospitality', 'Comber', 'Gareth Boyd', 30, 19560, 'GBP', 'yaml'],
  ['Ards Peninsula Tourism', 'Public sector', 'Newtownards', 'Siobhan Quinn', 60, 9140, 'GBP', 'json'],
  ['Linen Hall Books', 'Retail', 'Belfast', 'Niamh Doherty', 30, 3760, 'GBP', 'txt'],
  ['Carlingford Oyster Company', 'Hospitality', 'Carlingford', 'Gareth Boyd', 30, 7320, 'EUR', 'json'],
  ['Temple Bar Events', 'Arts and events', 'Dublin', 'Siobhan Quinn', 45, 26850, 'EUR', 'yaml'],
  ['Drogheda Dance Academy', 'Education', 'Drogheda', 'Niamh Doherty', 14, 3140, 'EUR', 'json'],
  ['Causeway Coast Holiday Parks', 'Hospitality', 'Portrush', 'Gareth Boyd', 30, 12480, 'GBP', 'txt'],
  ['Armagh Cider Company', 'Hospitality', 'Armagh', 'Siobhan Quinn', 30, 6090, 'GBP', 'yaml'],
  ['Lagan Valley Hospice Trust', 'Charity', 'Lisburn', 'Niamh Doherty', 30, 5210, 'GBP', 'json'],
  ['Ormeau Road Bakery', 'Hospitality', 'Belfast', "Ciara O'Neill", 30, 3180, 'GBP', 'prose'],
  ['Belfast Harbour Running Club', 'Sport', 'Belfast', 'Gareth Boyd', 14, 1460, 'GBP', 'prose'],
  ['Cork Jazz Collective', 'Arts and events', 'Cork', 'Niamh Doherty', 45, 4900, 'EUR', 'prose'],
  ['Kawiarnia Zielony Kot', 'Hospitality', 'Kraków', 'Agnieszka Wójcik', 14, 18400, 'PLN', 'pl'],
  ['Teatr Scena Nowa Huta', 'Arts and events', 'Kraków', 'Joanna Kamińska', 30, 62300, 'PLN', 'pl'],
  ['Uniwersytet Ludowy Tarnów', 'Education', 'Tarnów', 'Agnieszka Wójcik', 60, 27950, 'PLN', 'pl'],
  ['Apteki Małopolskie', 'Healthcare', 'Wieliczka', 'Joanna Kamińska', 30, 41200, 'PLN', 'pl'],
  ['Centrum Handlowe Rondo', 'Retail', 'Katowice', 'Agnieszka Wójcik', 45, 88600, 'PLN', 'pl'],
];
const clients = CLIENT_DEF.map(([name, sector, town, am, credit, spend, cur, layout]) => ({ name, sector, town, am, credit, spend, cur, layout, site: cur === 'PLN' ? 'Kraków' : 'Belfast' }));
const CL = Object.fromEntries(clients.map((c) => [c.name, c]));
function clientFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'client', attr, value, unit, stated, file);
  F('sector', c.sector, 'text', s.sector);
  F('town', c.town, 'place', s.town ?? c.town);
  F('account_manager', c.am, 'person', s.am ?? c.am);
  F('credit_days', c.credit, 'days', s.credit);
  F('spend_2025', c.spend, c.cur, s.spend);
  F('currency', c.cur, 'text', s.cur ?? '');
}
{
  const file = 'clients/crm-export.json';
  const recs = clients.filter((c) => c.layout === 'json').map((c, k) => {
    clientFacts(c, file, { sector: `"sector": "${c.sector}"`, town: `"town": "${c.town}"`, credit: `"creditDays": ${c.credit}`, spend: `"amount": ${c.spend}`, cur: `"currency": "${c.cur}"` });
    return {
      account: { id: `ACC-${pad(1040 + k * 13, 5)}`, name: c.name, status: 'active' },
      profile: { sector: c.sector, address: { town: c.town, country: c.cur === 'EUR' ? 'IE' : 'GB' } },
      owner: { role: 'account manager', name: c.am },
      terms: { creditDays: c.credit, method: L(k, ['BACS', 'BACS', 'card']) },
      ytd: { year: 2025, spend: { amount: c.spend, currency: c.cur } },
    };
  });
  corpus.write(file, JSON.stringify({ source: 'PrintCRM', exported_at: '2025-09-30T06:00:00Z', accounts: recs }, null, 2) + '\n');
}
clients.filter((c) => c.layout === 'yaml').forEach((c, k) => {
  const file = `clients/profiles/${slug(c.name)}.md`;
  const spend = `${money(c.spend, c.cur)}`;
  clientFacts(c, file, { sector: `industry: ${c.sector}`, town: `based_in: ${c.town}`, credit: `${c.credit} days`, spend, cur: '' });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['client', c.name], ['industry', c.sector], ['based_in', c.town], ['since', 2012 + (k * 3) % 12]],
    title: `${c.name} — client profile`,
    lead: [L(k, ['Mostly prospectuses and open-evening flyers; artwork comes from the school office.', 'Menus, room cards and wedding packs; they want everything on uncoated stock where possible.', 'Labels are done elsewhere; we print the tasting notes, posters and the gift-box inserts.', `Festival season runs from May to October; ${c.am} looks after the account.`, 'Seasonal flyers and beer-mats artwork; orders come in bursts before the harvest fair.'])],
    sections: [{ heading: 'Account', rows: [['Account manager', c.am], ['Payment terms', `${c.credit} days`], ['Spend 2025 to date', spend], ['Preferred proofing', L(k, ['PDF by e-mail', 'hard proof', 'PDF by e-mail', 'PDF by e-mail', 'hard proof'])]] }],
    colA: 'Item', colB: 'Detail',
  }));
});
clients.filter((c) => c.layout === 'txt').forEach((c, k) => {
  const file = `clients/${slug(c.name)}.txt`;
  const spend = `GBP ${group(c.spend)}`;
  clientFacts(c, file, { sector: `Sector: ${c.sector}`, town: `Town: ${c.town}`, am: `AM: ${c.am}`, credit: `${c.credit} days net`, spend });
  corpus.write(file, txtProfile({
    txtHeader: `CLIENT — ${c.name.toUpperCase()}`,
    sections: [{ heading: '', rows: [['Sector', c.sector], ['Town', c.town], ['AM', c.am], ['Credit terms', `${c.credit} days net`], ['Spend YTD', spend], ['Delivery', L(k, ['our van, Tuesdays', 'courier', 'collect', 'our van, Thursdays'])]] }],
    lead: [L(k, ['Charity rates apply (10 % off list).', 'Dealer brochures every quarter; big runs before the plate change in March and September.', 'Bookmarks and event posters; small runs, quick turnaround.', 'Brochures for the park season; they book the Lithrone in January.'])],
  }));
});
{
  const file = 'krakow/klienci.tsv';
  const SECTOR_PL = { Hospitality: 'gastronomia', 'Arts and events': 'kultura i wydarzenia', Education: 'edukacja', Healthcare: 'ochrona zdrowia', Retail: 'handel' };
  const rows = clients.filter((c) => c.layout === 'pl').map((c) => {
    const credit = `${c.credit} dni`;
    const spend = `${plNum(c.spend, 0)} zł`;
    clientFacts(c, file, { sector: SECTOR_PL[c.sector], credit, spend, cur: 'zł' });
    return [c.name, SECTOR_PL[c.sector], c.town, c.am, credit, spend];
  });
  corpus.write(file, delimited(['Klient', 'Branża', 'Miasto', 'Opiekun klienta', 'Termin płatności', 'Obroty 2025'], rows, '\t'));
}
{
  const file = 'minutes/sales-meeting-2025-09-12.md';
  const [a, b, c] = clients.filter((x) => x.layout === 'prose');
  clientFacts(a, file, { sector: 'café and bakery', town: 'Belfast', credit: 'thirty days', spend: '£3,180', cur: '' });
  clientFacts(b, file, { sector: 'running club', town: 'Belfast', credit: 'Fourteen days', spend: '£1,460', cur: '' });
  clientFacts(c, file, { sector: 'arts collective', town: 'Cork', credit: '45 days', spend: '€4,900', cur: '' });
  // sectors the minutes state in other words
  corpus.write(file, `# Sales meeting — 12 September 2025

Present: Siobhan Quinn, Gareth Boyd, Niamh Doherty, Declan McAuley (item 3). Apologies: none.

1. Pipeline. Quotes out this month total about £48,000; the two festival quotes are the largest.

2. New accounts.
   ${a.name}, a café and bakery on the Ormeau Road in Belfast (hospitality), has moved its menus and loyalty
   cards to us. ${a.am} will look after the account when she starts; terms agreed at thirty days, and they have spent
   £3,180 with us so far this year.
   ${b.name} (sport; Belfast) came to us for race-number bibs and posters. Gareth Boyd is the account
   manager. Fourteen days' credit, as they are a running club with no trading history; spend this year £1,460.
   ${c.name} is our first arts collective in Cork (arts and events). Niamh Doherty manages it, on 45 days, and
   they have spent €4,900 since March.

3. Capacity. Declan: the Lithrone is booked solid until the middle of October; push small poster runs to the Versant.

4. Price rise of 4 % on list prices from 1 January 2026 — letters go out in November.
`);
  // the minutes give the sector in words; hold the canonical sector
  for (const f of corpus.facts) if (f.file === file && f.attribute === 'sector') f.stated = { [a.name]: 'hospitality', [b.name]: 'sport', [c.name]: 'arts and events' }[f.entity];
}

// ------------------------------------------------------------------ jobs
const PRODUCTS = [['Flyers', 0.34], ['Posters', 0.2], ['Booklets', 0.2], ['Business cards', 0.26]];
const FINISH_BY = {
  'Business cards': [['Matt laminate', 0.35], ['Soft-touch laminate', 0.3], ['Spot UV', 0.2], ['None', 0.15]],
  Flyers: [['None', 0.45], ['Gloss laminate', 0.2], ['Matt laminate', 0.25], ['Spot UV', 0.1]],
  Posters: [['None', 0.5], ['Gloss laminate', 0.3], ['Matt laminate', 0.2]],
  Booklets: [['None', 0.4], ['Matt laminate', 0.35], ['Soft-touch laminate', 0.15], ['Gloss laminate', 0.1]],
};
const QTY_BY = { Flyers: [1000, 2500, 5000, 10000, 15000, 20000, 25000], 'Business cards': [250, 500, 1000, 2000], Posters: [50, 100, 250, 500, 1000, 2000], Booklets: [100, 250, 500, 1000, 2500, 5000] };
function weekdayBetween(a, b) {
  const t0 = Date.parse(`${a}T00:00:00Z`);
  const t1 = Date.parse(`${b}T00:00:00Z`);
  for (;;) {
    const t = t0 + r.int(0, Math.round((t1 - t0) / 864e5)) * 864e5;
    const d = new Date(t);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) return d.toISOString().slice(0, 10);
  }
}
function pressFor(site, product, qty) {
  if (site === 'Kraków') return r.pick(['Rapida 105', 'Speedmaster CD 102']);
  if (product === 'Business cards') return r.pick(['AccurioPress C4080', 'Versant 4100']);
  if (product === 'Flyers') return qty <= 2500 ? r.pick(['AccurioPress C4080', 'Versant 4100']) : r.pick(['Speedmaster SX 74', 'Speedmaster SM 52', 'Rapida 75']);
  if (product === 'Posters') return qty <= 250 ? 'Versant 4100' : r.pick(['Lithrone G40', 'Lithrone G40', 'Speedmaster SX 74']);
  return qty <= 500 ? r.pick(['AccurioPress C4080', 'Versant 4100']) : r.pick(['Rapida 75', 'Speedmaster SX 74']);
}
function stockFor(press, product) {
  const m = MC[press];
  if (m.site === 'Kraków') return product === 'Business cards' ? 'Silesia Karton' : r.pick(product === 'Posters' ? ['Wisła Kreda Błysk', 'Wisła Kreda Mat'] : ['Wisła Kreda Błysk', 'Wisła Kreda Mat', 'Silesia Offset', 'Wisła Ekologiczny']);
  if (m.type === 'Digital press') {
    if (product === 'Business cards') return r.pick(['Antrim Board', 'Antrim Uncoated Board', 'Cavehill Gloss', 'Liffey Pearl']);
    return r.pick(['Cavehill Silk', 'Cavehill Silk', 'Cavehill Gloss']);
  }
  if (m.longCm > 100) return r.pick(['Strangford Gloss', 'Strangford Silk', 'Slemish Matt', 'Nordbrook Art Gloss']);
  return r.pick(product === 'Posters' ? ['Lagan Gloss', 'Lagan Silk'] : ['Lagan Gloss', 'Lagan Silk', 'Slemish Offset', 'Foyle Recycled', 'Foyle Recycled Card']);
}
function priceGbp(product, qty, colours, finish) {
  const lam = finish !== 'None';
  let p;
  if (product === 'Flyers') p = 45 + qty * (colours === '4/4' ? 0.056 : 0.045) + (lam ? qty * 0.02 : 0);
  else if (product === 'Business cards') p = 25 + qty * 0.06 + (lam ? qty * 0.03 : 0);
  else if (product === 'Posters') p = 30 + qty * (1.6 + (lam ? 0.6 : 0));
  else p = 120 + qty * (1.35 + (lam ? 0.25 : 0));
  return Math.round(p * r.float(0.9, 1.12) * 2) / 2;
}
const STATUS_FOR = (due) => (due < '2025-09-30' ? r.weighted([['Despatched', 0.7], ['Printed', 0.3]]) : due < '2025-10-10' ? r.pick(['In production', 'Printed', 'In production']) : r.pick(['Scheduled', 'Awaiting proof', 'Scheduled']));
const usedNo = new Set();
function jobNo(site) {
  for (;;) {
    const n = site === 'Kraków' ? r.int(11, 99) : r.int(41, 160);
    const code = site === 'Kraków' ? `ZP-2025-${pad(n, 3)}` : `PJ-2025-${pad(n, 3)}`;
    if (!usedNo.has(code)) {
      usedNo.add(code);
      return code;
    }
  }
}
function makeJob(site, client) {
  const product = r.weighted(PRODUCTS);
  const qty = r.pick(QTY_BY[product]);
  const colours = product === 'Posters' ? '4/0' : product === 'Booklets' ? '4/4' : r.chance(0.6) ? '4/4' : '4/0';
  const finish = r.weighted(FINISH_BY[product]);
  const press = pressFor(site, product, qty);
  const stock = stockFor(press, product);
  const due = weekdayBetween('2025-09-08', '2025-11-28');
  const status = STATUS_FOR(due);
  const cur = CL[client].cur;
  const g = priceGbp(product, qty, colours, finish);
  const price = cur === 'GBP' ? g : cur === 'EUR' ? Math.round(g * 1.17) : Math.round(g * 5.1 / 5) * 5;
  return { code: jobNo(site), site, client, product, qty, colours, finish, press, stock, due, status, price, cur };
}
const belfastClients = clients.filter((c) => c.site === 'Belfast');
const krakowClients = clients.filter((c) => c.site === 'Kraków');
// Belfast: every client at least once, then weighted towards the bigger accounts
const bJobs = [];
for (const c of r.shuffle(belfastClients)) bJobs.push(makeJob('Belfast', c.name));
while (bJobs.length < 38) bJobs.push(makeJob('Belfast', r.weighted(belfastClients.map((c) => [c.name, c.spend > 10000 ? 3 : 1]))));
const kJobs = [];
for (const c of krakowClients) kJobs.push(makeJob('Kraków', c.name));
while (kJobs.length < 10) kJobs.push(makeJob('Kraków', r.pick(krakowClients).name));
const JB = {};
{
  // layouts: the prose jobs first (one per prose client + one EUR), then EUR jobs to JSON / bags / tickets, GBP to the rest
  const pool = r.shuffle(bJobs);
  const take = (pred, n) => {
    const out = [];
    for (let i = 0; i < pool.length && out.length < n; i++) if (pred(pool[i])) out.push(...pool.splice(i--, 1));
    return out;
  };
  const proseClients = clients.filter((c) => c.layout === 'prose').map((c) => c.name);
  // jobs confirmed in the e-mail of 24 September and the meeting of 26 September are due after those dates
  const later = (j) => j.due > '2025-09-29';
  for (const j of pool.filter((x) => proseClients.includes(x.client))) {
    if (!later(j)) {
      j.due = weekdayBetween('2025-10-01', '2025-11-28');
      j.status = STATUS_FOR(j.due);
    }
  }
  JB.mail = [...take((j) => j.client === 'Ormeau Road Bakery', 1), ...take((j) => j.client === 'Cork Jazz Collective', 1), ...take((j) => later(j) && j.cur === 'GBP' && !proseClients.includes(j.client), 1)];
  JB.minutes = [...take((j) => j.client === 'Belfast Harbour Running Club', 1), ...take((j) => later(j) && j.product === 'Posters' && j.cur === 'GBP', 1)];
  JB.json = [...take((j) => j.cur === 'EUR', 4), ...take((j) => j.product === 'Business cards' || j.product === 'Flyers', 4)];
  JB.bags = [...take((j) => j.cur === 'EUR', 1), ...take(() => true, 3)];
  JB.tickets = [...take((j) => j.cur === 'EUR', 1), ...take((j) => j.cur === 'GBP', 5)];
  JB.csv = take((j) => j.cur === 'GBP', 99);
  if (pool.length) throw new Error(`jobs left over: ${pool.map((j) => `${j.code} ${j.cur}`).join(', ')}`);
  const kp = r.shuffle(kJobs);
  JB.plcsv = kp.slice(0, 6);
  JB.pldl = kp.slice(6);
}
function jobFacts(j, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(j.code, 'job', attr, value, unit, stated, file);
  F('client', j.client, 'text', s.client ?? j.client);
  F('product', j.product, 'text', s.product);
  F('quantity', j.qty, 'copies', s.qty);
  F('stock', j.stock, 'text', s.stock ?? j.stock);
  F('colours', j.colours, 'text', s.colours);
  F('finish', j.finish, 'text', s.finish);
  F('due', j.due, 'date', s.due);
  F('price', j.price, j.cur, s.price);
  F('currency', j.cur, 'text', s.cur ?? '');
  F('press', j.press, 'text', s.press ?? j.press);
  F('status', j.status, 'text', s.status);
}
const FIN_A = { None: 'none', 'Gloss laminate': 'gloss laminate', 'Matt laminate': 'matt laminate (both sides)', 'Soft-touch laminate': 'soft-touch laminate', 'Spot UV': 'spot UV on the front' };
JB.tickets.forEach((j, k) => {
  const file = `jobs/tickets/${j.code}.md`;
  const qty = group(j.qty);
  const due = fmtDate(j.due, 'short');
  const price = money(j.price, j.cur);
  jobFacts(j, file, { product: `Product: ${j.product}`, qty: `Quantity: ${qty}`, colours: `Colours: ${j.colours}`, finish: `Finish: ${FIN_A[j.finish]}`, due: `Due: ${due}`, price, cur: j.cur === 'EUR' ? '€' : '£', status: `Status: ${j.status}` });
  corpus.write(file, mdBulletsNote({
    title: `Job ticket ${j.code}`,
    lead: [`${j.product} for ${j.client}, ${qty} off, due ${due}.`],
    sections: [
      { heading: 'Job', rows: [['Job no', j.code], ['Client', j.client], ['Product', j.product], ['Quantity', qty], ['Stock', j.stock], ['Colours', j.colours], ['Finish', FIN_A[j.finish]]] },
      { heading: 'Production', rows: [['Press', j.press], ['Due', due], ['Price', `${price} + VAT`], ['Status', j.status], ['Proof', L(k, ['PDF approved', 'hard proof signed', 'PDF approved', 'awaiting sign-off'])]] },
    ],
    footer: `Ticket raised by ${CL[j.client].am}.`,
  }));
});
const INKS_B = { '4/0': 'CMYK one side', '4/4': 'CMYK both sides' };
const STAGE_B = { Scheduled: 'Booked in', 'Awaiting proof': 'Proof with customer', 'In production': 'On press', Printed: 'Printed, in finishing', Despatched: 'Gone out' };
const FIN_B = { None: 'No finishing', 'Gloss laminate': 'Gloss lamination', 'Matt laminate': 'Matt lamination', 'Soft-touch laminate': 'Soft-touch lamination', 'Spot UV': 'Spot UV varnish' };
JB.bags.forEach((j) => {
  const file = `jobs/job-bags/${j.code}.txt`;
  const quoted = codeMoney(j.price, j.cur);
  jobFacts(j, file, { client: `Customer: ${j.client}`, product: `Item: ${j.product.toLowerCase()}`, qty: `Run length: ${j.qty}`, stock: `Paper: ${j.stock}`, colours: INKS_B[j.colours], finish: FIN_B[j.finish], due: ukDate(j.due), price: quoted, cur: j.cur, press: `Machine: ${j.press}`, status: STAGE_B[j.status] });
  corpus.write(file, txtProfile({
    txtHeader: `JOB BAG — ${j.code}\n${'='.repeat(9 + j.code.length)}`,
    sections: [{ heading: '', rows: [['Customer', j.client], ['Item', j.product.toLowerCase()], ['Run length', String(j.qty)], ['Paper', j.stock], ['Inks', INKS_B[j.colours]], ['Finishing', FIN_B[j.finish]], ['Delivery date', ukDate(j.due)], ['Quoted', `${quoted} ex VAT`], ['Machine', j.press], ['Stage', STAGE_B[j.status]]] }],
    lead: ['Check the plates against the proof before the run. Overs: 2 %.'],
  }));
});
{
  const file = 'jobs/production-schedule-2025-09-30.csv';
  const rows = [...JB.csv].sort((a, b) => (a.due < b.due ? -1 : 1)).map((j) => {
    jobFacts(j, file, { product: j.product, qty: String(j.qty), colours: j.colours, finish: j.finish === 'None' ? '' : j.finish, due: ukDate(j.due), price: j.price.toFixed(2), status: j.status });
    return [j.code, j.client, j.product, j.qty, j.stock, j.colours, j.finish === 'None' ? '' : j.finish, ukDate(j.due), j.price.toFixed(2), j.press, j.status];
  });
  corpus.write(file, delimited(['Job', 'Client', 'Product', 'Qty (copies)', 'Stock', 'Colours', 'Finish', 'Due (dd/mm/yyyy)', 'Price (GBP)', 'Press', 'Status'], rows));
}
{
  const file = 'web2print/portal-orders-export.json';
  const FIN_J = { None: 'none', 'Gloss laminate': 'gloss-lam', 'Matt laminate': 'matt-lam', 'Soft-touch laminate': 'softtouch-lam', 'Spot UV': 'spot-uv' };
  const TYPE_J = { Flyers: 'flyer', Posters: 'poster', Booklets: 'booklet', 'Business cards': 'business-card' };
  const STAT_J = { Scheduled: 'queued', 'Awaiting proof': 'proof_sent', 'In production': 'printing', Printed: 'printed', Despatched: 'shipped' };
  const recs = JB.json.map((j, k) => {
    const back = j.colours === '4/4' ? 4 : 0;
    jobFacts(j, file, { product: `"type": "${TYPE_J[j.product]}"`, qty: `"quantity": ${j.qty}`, colours: `"back": ${back}`, finish: `"finish": "${FIN_J[j.finish]}"`, due: j.due, price: `"net": ${j.price}`, cur: `"currency": "${j.cur}"`, status: `"status": "${STAT_J[j.status]}"` });
    return {
      orderRef: j.code,
      portalId: `W2P-${78120 + k * 37}`,
      customer: { account: j.client, contact: L(k, ['buyer', 'marketing', 'office manager']) },
      product: { type: TYPE_J[j.product], quantity: j.qty, size: { Flyers: 'A5', Posters: 'A2', Booklets: 'A4', 'Business cards': '85x55' }[j.product] },
      specs: { stock: j.stock, colours: { front: 4, back }, finish: FIN_J[j.finish] },
      dates: { ordered: '2025-09-0' + ((k % 9) + 1), due: j.due },
      pricing: { net: j.price, currency: j.cur, vatRate: 0.2 },
      production: { press: j.press, status: STAT_J[j.status] },
    };
  });
  corpus.write(file, JSON.stringify({ portal: 'Linenhall Print online', export: { from: '2025-09-01', to: '2025-09-30', orders: recs.length }, orders: recs }, null, 2) + '\n');
}
const PROD_PL = { Flyers: 'ulotki', Posters: 'plakaty', Booklets: 'broszury', 'Business cards': 'wizytówki' };
const FIN_PL = { None: 'brak', 'Gloss laminate': 'folia błysk', 'Matt laminate': 'folia mat', 'Soft-touch laminate': 'folia soft touch', 'Spot UV': 'lakier UV wybiórczy' };
const STAT_PL = { Scheduled: 'zaplanowane', 'Awaiting proof': 'czeka na akceptację', 'In production': 'w produkcji', Printed: 'wydrukowane', Despatched: 'wysłane' };
{
  const file = 'krakow/zlecenia-eksport-2025-09-30.csv';
  const rows = JB.plcsv.map((j) => {
    const colours = j.colours.replace('/', '+');
    const fin = j.finish === 'None' ? 'n/a' : FIN_PL[j.finish];
    jobFacts(j, file, { product: PROD_PL[j.product], qty: String(j.qty), colours, finish: fin, due: fmtDate(j.due, 'dotted'), price: plNum(j.price).replace(' ', ''), cur: 'PLN', status: STAT_PL[j.status] });
    return [j.code, j.client, PROD_PL[j.product], j.qty, j.stock, colours, fin, fmtDate(j.due, 'dotted'), plNum(j.price).replace(' ', ''), j.press, STAT_PL[j.status]];
  });
  const head = 'Drukarnia Zabłocie sp. z o.o. - eksport zleceń\nWygenerowano: 30.09.2025 07:45;Użytkownik: mnowak\nOkres: 09.2025 - 11.2025;Waluta: PLN\n\n';
  corpus.write(file, head + delimited(['Nr zlecenia', 'Klient', 'Produkt', 'Nakład (szt.)', 'Papier', 'Kolorystyka', 'Uszlachetnienie', 'Termin', 'Cena netto (PLN)', 'Maszyna', 'Status'], rows, ';'));
}
{
  const file = 'krakow/karty-zlecen.html';
  const sections = JB.pldl.map((j) => {
    const qty = `${plNum(j.qty, 0)} szt.`;
    const price = pln(j.price);
    jobFacts(j, file, { product: PROD_PL[j.product], qty, colours: j.colours, finish: FIN_PL[j.finish], due: plDate(j.due), price, cur: 'zł', status: STAT_PL[j.status] });
    return { heading: `Zlecenie ${j.code}`, rows: [['Klient', j.client], ['Produkt', PROD_PL[j.product]], ['Nakład', qty], ['Papier', j.stock], ['Kolorystyka', j.colours], ['Uszlachetnienie', FIN_PL[j.finish]], ['Termin', plDate(j.due)], ['Cena netto', price], ['Maszyna', j.press], ['Status', STAT_PL[j.status]]] };
  });
  corpus.write(file, htmlDlPage({ title: 'Karty zleceń — wrzesień 2025', site: 'Drukarnia Zabłocie sp. z o.o., Kraków', lead: ['Karty zleceń przyjętych we wrześniu. Ceny netto w złotych.'], sections, footer: 'Opracował: Marek Nowak' }));
}
const FIN_P = { None: 'no finishing', 'Gloss laminate': 'a gloss laminate', 'Matt laminate': 'a matt laminate', 'Soft-touch laminate': 'a soft-touch laminate', 'Spot UV': 'spot UV' };
const COL_P = { '4/0': 'four colour one side', '4/4': 'four colour both sides' };
const STAT_P = { Scheduled: 'scheduled', 'Awaiting proof': 'awaiting proof', 'In production': 'on press now', Printed: 'printed', Despatched: 'despatched' };
{
  const file = 'email/2025-09-24-jobs-confirmed.eml';
  const out = ['From: Siobhan Quinn <siobhan@linenhallprint.co.uk>', 'To: Declan McAuley <declan@linenhallprint.co.uk>', 'Date: Wed, 24 Sep 2025 17:20:05 +0100', 'Subject: Three jobs confirmed today', '', 'Hi Declan,', '', 'Three more confirmed this afternoon, all artwork in the usual folder:', ''];
  JB.mail.forEach((j, k) => {
    const qty = words(j.qty);
    const price = money(j.price, j.cur);
    jobFacts(j, file, { product: j.product.toLowerCase(), qty, colours: COL_P[j.colours], finish: FIN_P[j.finish], due: dayMonth(j.due), price, cur: j.cur === 'EUR' ? '€' : '£', status: STAT_P[j.status] });
    out.push(k % 2 === 0
      ? `${j.code}: ${j.client} want ${qty} ${j.product.toLowerCase()} on ${j.stock}, ${COL_P[j.colours]}, with ${FIN_P[j.finish]}. Due ${dayMonth(j.due)}; we agreed ${price} plus VAT. Please put it on the ${j.press}. It is ${STAT_P[j.status]}.`
      : `${j.code} is for ${j.client}: ${qty} ${j.product.toLowerCase()}, ${COL_P[j.colours]} on ${j.stock} and ${FIN_P[j.finish]}, needed by ${dayMonth(j.due)}, price ${price} ex VAT, on the ${j.press} (${STAT_P[j.status]}).`, '');
  });
  out.push('Shout if the Lithrone slots clash with the festival work.', '', 'Siobhan', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'minutes/production-meeting-2025-09-26.md';
  const [a, b] = JB.minutes;
  for (const j of [a, b]) jobFacts(j, file, { product: j.product.toLowerCase(), qty: words(j.qty), colours: COL_P[j.colours], finish: FIN_P[j.finish], due: dayMonth(j.due), price: gbp(j.price), cur: '£', status: STAT_P[j.status] });
  corpus.write(file, `# Production meeting — Friday 26 September 2025

Present: Declan McAuley (chair), Conor Mulholland, Aoife Brennan, Orla McKenna, Paddy Devlin, Emma Crawford.

1. Last week. 212 jobs through the building in September so far; two reprints (both our fault — wrong stock
   pulled). Waste on the Lithrone down to 3.1 %.

2. New work.
   ${a.code} for ${a.client}: ${words(a.qty)} ${a.product.toLowerCase()} printed ${COL_P[a.colours]} on
   ${a.stock}, ${FIN_P[a.finish]}, going on the ${a.press}. Due ${dayMonth(a.due)}. Price ${gbp(a.price)}. Currently ${STAT_P[a.status]}.
   ${b.code} is the ${b.client} job: ${words(b.qty)} ${b.product.toLowerCase()} on ${b.stock}, ${COL_P[b.colours]}, with ${FIN_P[b.finish]}, on the
   ${b.press}, due ${dayMonth(b.due)} and priced at ${gbp(b.price)}; ${STAT_P[b.status]}.

3. Maintenance. The new laminator had its first service on the 9th. Folder belts to be replaced in October.

4. Rota. Jamie Ferguson shadows Paddy on earlies for his first month.
`);
}
const JOBS = [...bJobs, ...kJobs];

// ------------------------------------------------------------------ wide tables: sheets printed per month (thousands)
const MKEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep'];
const presses = machines.filter((m) => m.type === 'Offset press' || m.type === 'Digital press');
for (const m of presses) {
  const base = m.type === 'Digital press' ? r.int(45, 95) : m.speed / 40 + r.int(-60, 60);
  m.out = {};
  MKEYS.forEach((k) => {
    // the SX 74 had a six-week rebuild in March–April; August is quieter everywhere
    let f = r.float(0.82, 1.15) * (k === 'aug' ? 0.8 : 1);
    if (m.name === 'Speedmaster SX 74' && (k === 'mar' || k === 'apr')) f *= 0.35;
    m.out[k] = Math.round(base * f * 10) / 10;
  });
}
{
  const file = 'press-output/sheets-printed-2025.csv';
  const rows = presses.filter((m) => m.site === 'Belfast').map((m) => {
    MKEYS.forEach((k) => corpus.also(m.name, 'machine', `sheets_${k}`, m.out[k], 'k sheets', m.out[k].toFixed(1), file));
    return [m.name, ...MKEYS.map((k) => m.out[k].toFixed(1))];
  });
  corpus.write(file, delimited(['Press', ...MKEYS.map((k) => `${k[0].toUpperCase()}${k.slice(1)} 2025 (000 sheets)`)], rows));
}
{
  const file = 'krakow/wydajnosc-maszyn-2025.md';
  const PL_M = ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz'];
  const out = ['# Wydajność maszyn 2025 — arkusze wydrukowane', '', 'Drukarnia Zabłocie, Kraków. Tysiące arkuszy (tys. ark.) na miesiąc.', '', `| Maszyna | ${PL_M.join(' | ')} |`, `|---|${PL_M.map(() => '---').join('|')}|`];
  presses.filter((m) => m.site === 'Kraków').forEach((m) => {
    MKEYS.forEach((k) => corpus.also(m.name, 'machine', `sheets_${k}`, m.out[k], 'k sheets', plNum(m.out[k], 1), file));
    out.push(`| ${m.name} | ${MKEYS.map((k) => plNum(m.out[k], 1)).join(' | ')} |`);
  });
  out.push('', 'Sierpień: urlopy, jedna zmiana na Rapidzie.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ purchase orders
const POS = [];
{
  const bSup = ['Ardmore Paper Merchants', 'Ardmore Paper Merchants', 'Foyle Board & Paper', 'Pennine Paper Mills', 'Liffey Fine Papers', 'Nordbrook Coated Papers', 'Clyde Paper Sales'];
  const used = new Set();
  const poNo = (site) => {
    for (;;) {
      const code = site === 'Kraków' ? `ZAM/2025/${pad(r.int(40, 140), 3)}` : `PO-25-${pad(r.int(20, 99), 3)}`;
      if (!used.has(code)) {
        used.add(code);
        return code;
      }
    }
  };
  const mk = (site, supplier) => {
    const own = stocks.filter((s) => s.supplier === supplier);
    const items = r.sample(own, Math.min(own.length, r.int(1, 2))).map((s) => s.name).sort();
    const kg = r.int(8, 64) * 25;
    const sup = suppliers.find((s) => s.name === supplier);
    const perKg = sup.cur === 'PLN' ? r.float(6.2, 8.4) : r.float(1.25, 1.9);
    const total = Math.round(kg * perKg * (sup.cur === 'EUR' ? 1.17 : 1)) + (r.chance(0.5) ? 0.5 : 0);
    const ordered = weekdayBetween('2025-07-01', '2025-09-29');
    const delivered = ordered < '2025-09-12' ? r.chance(0.92) : r.chance(0.25);
    const by = site === 'Kraków' ? r.pick(['Marek Nowak', 'Marek Nowak', 'Paweł Lewandowski']) : r.pick(['Ruth Gilmore', 'Ruth Gilmore', 'Ruth Gilmore', 'Declan McAuley']);
    return { code: poNo(site), site, supplier, items, kg, total, cur: sup.cur, ordered, delivered, by };
  };
  for (let i = 0; i < 16; i++) POS.push(mk('Belfast', i < bSup.length ? bSup[i] : r.pick(bSup.slice(0, 5))));
  for (let i = 0; i < 4; i++) POS.push(mk('Kraków', i % 2 ? 'Hurtownia Papieru Silesia' : 'Papiernia Wisła'));
}
const PB = {};
{
  const b = r.shuffle(POS.filter((p) => p.site === 'Belfast'));
  const d1 = b.find((p) => p.delivered && p.ordered < '2025-09-15');
  const d2 = b.find((p) => !p.delivered && p.ordered < '2025-09-23');
  PB.diary = [d1, d2];
  const rest = b.filter((p) => p !== d1 && p !== d2);
  PB.txt = rest.slice(0, 4);
  PB.tsv = rest.slice(4, 9);
  PB.csv = rest.slice(9);
  PB.pl = POS.filter((p) => p.site === 'Kraków');
  // the goods-in log records some weights in lb, as on the delivery note
  PB.tsv.forEach((p, k) => {
    if (k % 2 === 0) {
      p.lb = Math.round(p.kg / LB / 5) * 5;
      p.kg = r4(p.lb * LB);
    }
  });
}
function poFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.code, 'po', attr, value, unit, stated, file);
  F('supplier', p.supplier, 'text', s.supplier ?? p.supplier);
  F('items', p.items, 'list', s.items ?? p.items[0]);
  F('weight', p.kg, 'kg', s.weight);
  F('total', p.total, p.cur, s.total);
  F('currency', p.cur, 'text', s.cur ?? '');
  F('ordered', p.ordered, 'date', s.ordered);
  F('delivered', p.delivered, 'bool', s.delivered);
  F('ordered_by', p.by, 'person', s.by ?? p.by);
}
PB.txt.forEach((p) => {
  const file = `purchasing/${p.code}.txt`;
  const weight = `${group(p.kg)} kg`;
  const total = money(p.total, p.cur);
  const ordered = fmtDate(p.ordered, 'long');
  const del = p.delivered ? 'Yes' : 'No — awaiting delivery';
  poFacts(p, file, { weight, total, ordered, delivered: `Delivered: ${del}`, cur: p.cur === 'EUR' ? '€' : '£' });
  corpus.write(file, txtProfile({
    txtHeader: `PURCHASE ORDER ${p.code}\nLinenhall Print Ltd, 41 Boucher Road, Belfast BT12 6HR`,
    sections: [{ heading: '', rows: [['Supplier', p.supplier], ['Items', p.items.join('; ')], ['Total weight', weight], ['Order total', `${total} (ex VAT)`], ['Order date', ordered], ['Delivered', del], ['Raised by', p.by]] }],
    lead: ['Please quote our PO number on the delivery note. Deliveries 07:30–15:00, goods in at the side gate.'],
  }));
});
{
  const file = 'stores/goods-in-log.tsv';
  const rows = PB.tsv.map((p) => {
    const weight = p.lb ? `${group(p.lb)} lb` : `${group(p.kg)} kg`;
    const value = codeMoney(p.total, p.cur);
    const rec = p.delivered ? 'yes' : 'not yet';
    poFacts(p, file, { weight, total: value, cur: p.cur, ordered: fmtDate(p.ordered, 'short'), delivered: rec, items: p.items.join(' + ') });
    return [p.code, p.supplier, p.items.join(' + '), weight, value, fmtDate(p.ordered, 'short'), rec, p.by];
  });
  corpus.write(file, delimited(['PO', 'Supplier', 'Items', 'Weight', 'Value', 'Ordered', 'Received', 'Ordered by'], rows, '\t'));
}
{
  const file = 'accounts/purchase-orders-export.csv';
  const rows = PB.csv.map((p) => {
    const lead = suppliers.find((x) => x.name === p.supplier).lead;
    const arrived = new Date(Date.parse(`${p.ordered}T00:00:00Z`) + (lead + 1) * 864e5).toISOString().slice(0, 10);
    const delOn = p.delivered ? ukDate(arrived < '2025-09-29' ? arrived : '2025-09-29') : 'n/a';
    poFacts(p, file, { weight: String(p.kg), total: p.total.toFixed(2), cur: p.cur, ordered: ukDate(p.ordered), delivered: delOn, items: p.items.join(' | ') });
    return [p.code, p.supplier, p.items.join(' | '), p.kg, p.total.toFixed(2), p.cur, ukDate(p.ordered), delOn, p.by];
  });
  corpus.write(file, 'Linenhall Print Ltd - purchase ledger export\nRun: 30/09/2025 06:10;Ledger: PL\n\n' + delimited(['PO number', 'Supplier', 'Lines', 'Weight (kg)', 'Net total', 'Currency', 'Order date', 'Delivered on', 'Raised by'], rows, ';'));
}
{
  const file = 'krakow/zamowienia-papieru.md';
  const sections = PB.pl.map((p) => {
    const weight = `${plNum(p.kg, 0)} kg`;
    const total = pln(p.total);
    const del = p.delivered ? 'tak' : 'nie';
    poFacts(p, file, { weight, total, cur: 'zł', ordered: fmtDate(p.ordered, 'dotted'), delivered: `Dostarczono | ${del}`, items: p.items.join(', ') });
    return { heading: p.code, rows: [['Dostawca', p.supplier], ['Pozycje', p.items.join(', ')], ['Waga', weight], ['Wartość netto', total], ['Data zamówienia', fmtDate(p.ordered, 'dotted')], ['Dostarczono', del], ['Zamawiający', p.by]] };
  });
  corpus.write(file, mdYamlTableNote({ frontMatter: [['zaklad', 'Drukarnia Zabłocie'], ['rodzaj', 'zamówienia papieru'], ['okres', 'lipiec–wrzesień 2025']], title: 'Zamówienia papieru — III kwartał 2025', lead: ['Zamówienia papieru od lipca do września 2025.'], sections, colA: 'Pole', colB: 'Wartość' }));
}
{
  const file = 'stores/stores-diary-september-2025.md';
  const [a, b] = PB.diary;
  const line = (p) => {
    const weight = `${group(p.kg)} kg`;
    const total = money(p.total, p.cur);
    const ordered = dayMonth(p.ordered);
    const mine = p.by === 'Ruth Gilmore';
    poFacts(p, file, { weight, total, cur: p.cur === 'EUR' ? '€' : '£', ordered, delivered: p.delivered ? 'arrived' : 'still not here', items: joinAnd(p.items), by: mine ? 'my order' : p.by, supplier: p.supplier });
    return p.delivered
      ? `${p.supplier} delivered ${p.code} today — ${joinAnd(p.items)}, ${weight} on the pallets, invoice ${total}. It arrived in good order; ${mine ? 'I placed it (my order)' : `${p.by} ordered it`} on ${ordered}.`
      : `${p.code} from ${p.supplier} is still not here: ${joinAnd(p.items)}, ${weight}, ${total}. ${mine ? 'I' : p.by} ordered it on ${ordered}${mine ? ' (my order)' : ''}. Chased by phone.`;
  };
  corpus.write(file, `# Stores diary — September 2025 (Ruth Gilmore)

## Monday 15 September
Stock take of the B1 rack: 14 pallets, two of them part-used. Moved the Nordbrook pallets nearer the Lithrone.

## Wednesday 17 September
${line(a)}

## Friday 19 September
Forklift service booked for 2 October. Shrink-wrap running low (3 rolls left).

## Tuesday 23 September
${line(b)}

## Monday 29 September
Quarter-end count: about 41 tonnes of paper in the building, down from 47 at the end of June.
`);
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `LINENHALL PRINT LTD — SHARED DRIVE (September 2025)
41 Boucher Road, Belfast BT12 6HR, with our partner print house Drukarnia Zabłocie sp. z o.o.,
ul. Lipowa 6, Kraków (files under krakow/ are in Polish).

jobs/            job tickets, job bags, the production schedule
web2print/       orders from the online portal
machines/        press pages and the equipment register; press-output/ monthly sheet counts
paper/           stock book, price list, digital stocks
clients/         CRM export, profiles
staff/ hr/       people
suppliers/ purchasing/ stores/ accounts/   buying paper
minutes/ email/ reports/ reference/ price-list/ health-and-safety/ newsletters/
`);
corpus.write('reference/paper-sizes.md', `# Paper sizes we use

| Size | mm | inches | Notes |
|---|---|---|---|
| A5 | 148 × 210 | 5.8 × 8.3 | flyers |
| A4 | 210 × 297 | 8.3 × 11.7 | letterheads, booklets |
| A3 | 297 × 420 | 11.7 × 16.5 | posters (small) |
| SRA3 | 320 × 450 | 12.6 × 17.7 | digital presses; A4 2-up with bleed |
| B2 | 520 × 720 | 20.5 × 28.3 | B2 litho presses; 8 × A5 |
| B1 | 700 × 1000 | 27.6 × 39.4 | Lithrone, Rapida 105, CD 102; 16 × A5 |

One ream = 500 sheets. Paper weight is in grams per square metre (gsm); US "lb" basis weights are not used here.
A business card is 85 × 55 mm; 21-up on SRA3.
`);
corpus.write('price-list/standard-prices-2025.md', `# Standard trade prices 2025 (ex VAT)

| Product | 250 | 500 | 1,000 | 5,000 |
|---|---|---|---|---|
| Business cards, 400 gsm, 4/4 | £32 | £45 | £69 | £260 |
| A5 flyers, 150 gsm silk, 4/4 | £48 | £62 | £85 | £240 |
| A2 posters, 170 gsm gloss, 4/0 | £210 | £360 | £610 | — |
| A4 booklets, 16 pages | £520 | £880 | £1,420 | £5,900 |

Lamination adds 20 % to business cards and 15 % to flyers. Spot UV from £95 per job.
These are list prices for the web-to-print portal; account customers are quoted job by job.
`);
corpus.write('health-and-safety/guillotine-procedure.md', `# Guillotine — safe working procedure

1. Only trained staff may operate the guillotines (induction plus 40 hours supervised).
2. Two-hand control and light curtain must be tested at the start of every shift; log the test.
3. Blade changes only by two people, with the blade carrier and safety guard; blades are sharpened every 3,000 cuts.
4. Maximum lift of stock: 12 kg per person. Use the jogger and the air table for anything heavier.
5. Report any near miss to Declan McAuley the same day.
`);
corpus.write('newsletters/autumn-2025.md', `# Linenhall news — autumn 2025

We printed just over 9.6 million sheets between January and August, our busiest eight months since 2019. Thanks
to everyone who covered the extra Saturday shifts in June.

**New kit.** The laminator arrived in February and the Versant has a new fiery unit. The old SM 52 keeps going —
seventeen years and counting.

**Kraków.** Our partners at Drukarnia Zabłocie printed 1,200 festival posters for us in July when the Lithrone was
down for two days. Marek and the team visit Belfast in November.

**Charity.** The Ravenhill 10k raised £2,340 for the hospice; forty-two of us ran it.
`);
corpus.write('krakow/regulamin-bhp.md', `# Regulamin BHP — hala produkcyjna

1. Przy gilotynie pracują tylko przeszkolone osoby (szkolenie stanowiskowe 16 godzin).
2. Obowiązują rękawice i obuwie ochronne; przy maszynach offsetowych także ochronniki słuchu (powyżej 85 dB).
3. Maksymalny ciężar ręcznego przenoszenia: 25 kg dla mężczyzn, 15 kg dla kobiet.
4. Przerwa 15 minut na każdej zmianie; palenie tylko w wyznaczonym miejscu przy bramie nr 2.
5. Wypadki zgłaszać kierownikowi produkcji niezwłocznie.
`);

const stats = corpus.flush(source);
console.log(`printshop: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
