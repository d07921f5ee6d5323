#!/usr/bin/env node
// Landscaping corpus (held-out): the shared drive of "Norfolk Leaf Landscaping Ltd", a garden landscaping firm in
// Norwich, early September 2025, with its partner nursery Egå Planteskole in Aarhus (Denmark), whose records are in
// Danish. 40 projects, 28 clients, 18 crew, 36 plants, 22 materials, 14 machines.
//   node bench/corpora/landscaping/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "landscaping-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) projects (`NL-23-006` …): Markdown job sheets with YAML front matter and a pipe table (label set A: `Client`,
//     `Site`, `Start date`, `Duration: 3 weeks`, `Quoted: £12,450.00`, `Final invoice`, `Crew lead`, m²), a 2024
//     register CSV with units in the header (`Duration (days)`, `Site area (m2)`, `Quote (GBP)`, dd/mm/yyyy), a nested
//     job-software JSON (area in sq ft, duration {value, unit: weeks|days}, pricing {amount, currency}), plain-text job
//     bags (label set B: `Customer`, `Location`, `Commenced`, `Time on site`, `Estimate: GBP 9,850`, `Foreman`, sq ft),
//     a 2023 accounts ledger with a PREAMBLE, SEMICOLONS and `n/a`, and four jobs only in the sentences of an e-mail
//     and site-meeting minutes;
// (b) clients: an HTML spec table (`Client type`, `Client since`), a flat CRM JSON (`segment`, `terms_days`),
//     Markdown bullets (label set B: `Based in`, `Account type`, `First job: March 2022`, `Invoices payable within`)
//     and three new clients only in an e-mail;
// (c) crew: HTML infobox pages (`Day rate: £185.00`, `Start date`, `Chainsaw ticket`, `Licence category: C1+E`,
//     `Works under`), a crew register TSV with units in the values (`£178/day`, `Joined` dd/mm/yyyy, `Y`/`N`), a
//     DANISH definition list (`Stilling: Formand`, `Dagsats: 1.950 kr`, `Ansat: 1. august 2014`,
//     `Motorsavscertifikat: ja`, `Kørekort: BE`) and two new starters only in an HR e-mail; a WIDE table of days on
//     site per month March–August 2025 (a CSV, and a Danish Markdown table with `apr … aug`);
// (d) plants: an HTML spec table (GBP, m), a Markdown YAML + pipe-table list (heights in ft and in), a DANISH price
//     list with a PREAMBLE, SEMICOLONS, DECIMAL COMMAS and `n/a` (`Pris pr. stk. (kr)`, `45,00`), DANISH infobox pages
//     (`Pris pr. stk: 45,00 kr`, `Højde: 2,5 m`, `Leverandør`, `Vinterhårdfør: ja`), a flat JSON from a Dutch grower
//     (EUR, height in cm) and three plants only in a Danish e-mail;
// (e) materials: a stock CSV (units in the header, kg), plain-text spec sheets (label set B, weights in lb), a nested
//     supplier JSON (EUR) and two only in the yard diary's sentences;
// (f) machinery: Markdown bullets (`Hire rate: £95 per day`, `Hours run: 2,140`), a DANISH definition list
//     (`Lejepris pr. dag: 850 kr`, `Timer: 2.310`, `Sidste service: 12.05.2025`), a hire-register TSV (`£110/day`,
//     `2,960 hrs`) and two only in a service report's sentences;
// (g) background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: money as written per currency (GBP, DKK or EUR; never converted); durations in days
// (`3 weeks` → 21); areas in m² (`915 sq ft` → × 0.09290304); heights in m (`6 ft` → × 0.3048, `250 cm` → / 100);
// pot sizes in litres; weights per unit in kg (`44 lb` → × 0.45359237); dates ISO (a month alone → its first day);
// booleans true/false; Danish words in English (`Formand` = Crew lead, `Gartner` = Gardener, `Arbejdsmand` =
// Labourer, `Hækplante` = Hedging, `Træ` = Tree, `Busk` = Shrub, `Vandplante` = Aquatic, `Minigraver` = Mini digger).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Corpus, delimited, esc, fmtDate, group, htmlDlPage, htmlInfoboxPage, htmlTablePage, mdBulletsNote, mdYamlTableNote, rng, slug, targets, txtProfile,
} from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('landscaping-v1');
const fslug = (s) => slug(s.replace(/æ/g, 'ae').replace(/Æ/g, 'Ae'));
const SQFT = 0.09290304;
const FT = 0.3048;
const LB = 0.45359237;
const TODAY = '2025-09-05';
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const gbp = (v, d = 2) => `£${group(v, d)}`;
/** Danish number: 1950 → "1.950", 45 → "45,00" (d = 2). */
const da = (v, d = 0) => {
  const [i, f] = Number(v).toFixed(d).split('.');
  return i.replace(/\B(?=(\d{3})+(?!\d))/g, '.') + (f ? `,${f}` : '');
};
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const DA_MONTHS = ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december'];
const daDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}. ${DA_MONTHS[m - 1]} ${y}`;
};
const addDays = (iso, n) => {
  const t = new Date(`${iso}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
};
const WEEKDAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekday = (iso) => WEEKDAY[new Date(`${iso}T00:00:00Z`).getUTCDay()];

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
function words(n) {
  if (n < 20) return ONES[n];
  if (n < 100) return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : '');
  if (n < 1000) return `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? ` and ${words(n % 100)}` : ''}`;
  const th = Math.floor(n / 1000);
  const rest = n % 1000;
  return `${words(th)} thousand${rest ? (rest < 100 ? ' and ' : ' ') + words(rest) : ''}`;
}

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the days-on-site tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);
const FIRM = 'Norfolk Leaf Landscaping Ltd';

// ================================================================== crew
// [name, role, day rate, currency, start, chainsaw ticket, licence, works under, layout]
const CREW_DEF = [
  ['Gary Pask', 'Crew lead', 185, 'GBP', '2012-04-16', true, 'C1E', null, 'infobox'],
  ['Shona McBride', 'Crew lead', 178, 'GBP', '2016-03-07', false, 'BE', null, 'tsv'],
  ['Tom Elvin', 'Crew lead', 172, 'GBP', '2018-09-03', true, 'BE', null, 'infobox'],
  ['Dean Howlett', 'Crew lead', 190, 'GBP', '2010-02-01', true, 'C1', null, 'tsv'],
  ['Priya Chandran', 'Crew lead', 168, 'GBP', '2020-05-11', false, 'B', null, 'infobox'],
  ['Jonas Holm', 'Crew lead', 1950, 'DKK', '2014-08-01', true, 'BE', null, 'da'],
  ['Imogen Thwaite', 'Designer', 240, 'GBP', '2015-01-12', false, 'B', null, 'infobox'],
  ['Rafael Ortega', 'Designer', 225, 'GBP', '2021-10-04', false, 'B', null, 'tsv'],
  ['Kirsty Fenn', 'Gardener', 135, 'GBP', '2019-03-04', false, 'B', 'Gary Pask', 'infobox'],
  ['Callum Reeve', 'Gardener', 128, 'GBP', '2022-04-19', true, 'BE', 'Tom Elvin', 'tsv'],
  ['Abi Lambert', 'Gardener', 132, 'GBP', '2017-06-26', false, 'B', 'Shona McBride', 'tsv'],
  ['Mette Kjærgaard', 'Gardener', 1450, 'DKK', '2019-03-01', false, 'B', 'Jonas Holm', 'da'],
  ['Nathan Goffin', 'Gardener', 138, 'GBP', '2025-09-01', true, 'B', 'Dean Howlett', 'mail'],
  ['Ryan Thurlow', 'Labourer', 112, 'GBP', '2023-02-13', false, 'B', 'Dean Howlett', 'infobox'],
  ['Jake Spurgeon', 'Labourer', 105, 'GBP', '2024-05-20', false, 'none', 'Gary Pask', 'tsv'],
  ['Lewis Mutimer', 'Labourer', 108, 'GBP', '2021-07-05', true, 'BE', 'Priya Chandran', 'tsv'],
  ['Søren Bach', 'Labourer', 1200, 'DKK', '2022-04-04', false, 'B', 'Jonas Holm', 'da'],
  ['Ellie Cator', 'Labourer', 110, 'GBP', '2025-09-08', false, 'B', 'Shona McBride', 'mail'],
];
const crew = CREW_DEF.map(([name, role, rate, cur, start, saw, lic, under, layout]) => ({ name, role, rate, cur, start, saw, lic, under, layout }));
const CW = Object.fromEntries(crew.map((c) => [c.name, c]));
const LIC_EN = { B: 'B', BE: 'B+E', C1: 'C1', C1E: 'C1+E', none: 'none' };

function crewFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'crew', attr, value, unit, stated, file);
  F('role', c.role, 'text', s.role);
  F('day_rate', c.rate, c.cur, s.rate);
  F('started', c.start, 'date', s.start);
  F('chainsaw_ticket', c.saw, 'bool', s.saw);
  F('licence', c.lic, 'text', s.lic);
  if (c.under) F('works_under', c.under, 'person', s.under ?? c.under);
}

// (c1) infobox pages, label set A
crew.filter((c) => c.layout === 'infobox').forEach((c, k) => {
  const file = `team/${slug(c.name)}.html`;
  const start = fmtDate(c.start, k % 2 ? 'long' : 'us');
  const saw = c.saw ? 'Yes (CS30/CS31)' : 'No';
  const lic = LIC_EN[c.lic];
  const rows = [['Role', c.role], ['Day rate', gbp(c.rate)], ['Start date', start], ['Chainsaw ticket', saw], ['Licence category', lic]];
  if (c.under) rows.push(['Works under', c.under]);
  crewFacts(c, file, { role: c.role, rate: gbp(c.rate), start, saw, lic });
  const first = c.name.split(' ')[0];
  corpus.write(file, htmlInfoboxPage({
    title: c.name,
    docTitle: `${c.name} — ${FIRM}`,
    sections: [{ heading: 'Team member', rows }],
    lead: [
      `${first} has been with ${FIRM} since ${start} and works as a ${c.role.toLowerCase()}.`,
      ['Prefers hard landscaping work; CSCS card held.', 'First aid at work (3-day) renewed this year.', 'Keeps the van stock list up to date.', 'Mentors the apprentices on planting plans.'][k % 4],
    ],
    footer: 'Staff page — internal. Pay queries to the office.',
  }));
});

// (c2) crew register TSV, label set B, units inside the values
{
  const file = 'hr/crew-register.tsv';
  const rows = crew.filter((c) => c.layout === 'tsv').map((c) => {
    const rate = `£${c.rate}/day`;
    const lic = c.lic === 'none' ? 'no licence' : `Cat ${LIC_EN[c.lic]}`;
    const under = c.under ? `${c.under}'s crew` : '—';
    crewFacts(c, file, { role: c.role.toLowerCase(), rate, start: ukDate(c.start), saw: '', lic, under: c.under ? `${c.under}'s crew` : undefined });
    return [c.name, c.role.toLowerCase(), rate, ukDate(c.start), c.saw ? 'Y' : 'N', lic, under, `${r.int(2, 9)} days left`];
  });
  corpus.write(file, delimited(['Name', 'Position', 'Pay', 'Joined', 'Chainsaw (Y/N)', 'Driving licence', 'Crew', 'Holiday'], rows, '\t'));
}

// (c3) DANISH definition list of the Aarhus staff seconded to Norwich
{
  const file = 'aarhus/medarbejdere-udstationeret.html';
  const ROLE_DA = { 'Crew lead': 'Formand', Gardener: 'Gartner', Labourer: 'Arbejdsmand' };
  const sections = crew.filter((c) => c.layout === 'da').map((c) => {
    const rows = [['Stilling', ROLE_DA[c.role]], ['Dagsats', `${da(c.rate)} kr`], ['Ansat', daDate(c.start)], ['Motorsavscertifikat', c.saw ? 'ja' : 'nej'], ['Kørekort', `kategori ${c.lic}`]];
    if (c.under) rows.push(['Formand', c.under]);
    crewFacts(c, file, { role: ROLE_DA[c.role], rate: `${da(c.rate)} kr`, start: daDate(c.start), saw: c.saw ? 'ja' : 'nej', lic: `kategori ${c.lic}` });
    return { heading: c.name, rows };
  });
  corpus.write(file, htmlDlPage({
    title: 'Udstationerede medarbejdere — Egå Planteskole',
    site: 'Egå Planteskole ApS, Aarhus',
    lead: ['Medarbejdere fra Egå Planteskole, der arbejder for Norfolk Leaf Landscaping i Norwich i sæsonen 2025. Dagsatsen betales i danske kroner.'],
    sections,
    footer: 'Kontakt: Egå Planteskole, kontoret, tlf. 86 22 14 90.',
  }).replace('<html lang="en">', '<html lang="da">'));
}

// (c4) two new starters only in an HR e-mail
{
  const file = 'email/2025-08-20-new-starters.eml';
  const n = CW['Nathan Goffin'];
  const e = CW['Ellie Cator'];
  crewFacts(n, file, { role: 'as a gardener', rate: '£138.00 a day', start: 'Monday 1 September', saw: 'chainsaw tickets', lic: 'category B' });
  crewFacts(e, file, { role: 'as a labourer', rate: 'one hundred and ten pounds a day', start: 'Monday 8 September', saw: 'No chainsaw ticket', lic: 'category B' });
  corpus.write(file, `From: Office <office@norfolkleaf.co.uk>
To: Crew leads <crewleads@norfolkleaf.co.uk>
Date: Wed, 20 Aug 2025 16:05:12 +0100
Subject: Two new starters in September

Hi all,

Nathan Goffin starts with us on Monday 1 September as a gardener in Dean Howlett's crew, on £138.00 a day. He
already holds his chainsaw tickets (CS30 and CS31) and a full category B driving licence, so he can take the small van.

Ellie Cator joins a week later, on Monday 8 September, as a labourer working under Shona McBride, at
one hundred and ten pounds a day. No chainsaw ticket yet (we'll book her on the October course); she has a category B licence.

Both will need PPE ordering — sizes to follow.

Thanks,
Jo (office)
`);
}

// (c5) WIDE: days on site per month, March–August 2025
const MKEYS = ['mar', 'apr', 'may', 'jun', 'jul', 'aug'];
for (const c of crew) {
  c.days = {};
  if (c.start >= '2025-03-01') continue;
  MKEYS.forEach((m, i) => {
    if (c.layout === 'da' && i === 0) return; // the Aarhus staff came over in April
    const base = c.role === 'Designer' ? r.int(4, 11) : r.int(14, 22);
    c.days[m] = base;
  });
}
{
  const file = 'timesheets/days-on-site-2025.csv';
  const rows = crew.filter((c) => c.layout !== 'da' && c.layout !== 'mail').map((c) => {
    MKEYS.forEach((m) => c.days[m] != null && corpus.also(c.name, 'crew', `days_2025_${m}`, c.days[m], 'days', String(c.days[m]), file));
    return [c.name, c.role, ...MKEYS.map((m) => c.days[m] ?? '')];
  });
  corpus.write(file, delimited(['Name', 'Role', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'], rows));
}
{
  const file = 'aarhus/dage-paa-pladsen-2025.md';
  const out = ['# Dage på pladsen 2025 — udstationerede medarbejdere', '', 'Antal arbejdsdage på kundernes pladser i Norfolk pr. måned (fra april).', '',
    '| Navn | apr | maj | jun | jul | aug |', '|---|---|---|---|---|---|'];
  crew.filter((c) => c.layout === 'da').forEach((c) => {
    MKEYS.forEach((m) => c.days[m] != null && corpus.also(c.name, 'crew', `days_2025_${m}`, c.days[m], 'days', String(c.days[m]), file));
    out.push(`| ${c.name} | ${MKEYS.slice(1).map((m) => c.days[m]).join(' | ')} |`);
  });
  out.push('', 'Ferie i juli: to uger pr. person efter aftale.', '');
  corpus.write(file, out.join('\n'));
}

// ================================================================== clients
// [name, town, type, since, payment terms (days), designer, layout]
const CLIENT_DEF = [
  ['Norwich City Council', 'Norwich', 'council', '2016-04-01', 30, 'Imogen Thwaite', 'html'],
  ['Broadland District Council', 'Thorpe St Andrew', 'council', '2019-06-01', 45, 'Rafael Ortega', 'md'],
  ['South Norfolk Council', 'Long Stratton', 'council', '2021-02-01', 60, 'Imogen Thwaite', 'md'],
  ['Wymondham Town Council', 'Wymondham', 'council', '2018-09-10', 30, 'Rafael Ortega', 'json'],
  ['Aylsham Town Council', 'Aylsham', 'council', '2022-03-01', 30, 'Imogen Thwaite', 'md'],
  ['The Wensum Arms Hotel', 'Norwich', 'commercial', '2017-05-22', 30, 'Imogen Thwaite', 'html'],
  ['Riverside Dental Practice', 'Norwich', 'commercial', '2024-05-14', 30, 'Rafael Ortega', 'json'],
  ['Holt Hall Care Home', 'Holt', 'commercial', '2020-07-01', 45, 'Imogen Thwaite', 'md'],
  ['Dereham Business Park Ltd', 'Dereham', 'commercial', '2024-08-01', 60, 'Rafael Ortega', 'md'],
  ['Seaview Holiday Lets', 'Cromer', 'commercial', '2025-03-17', 30, 'Rafael Ortega', 'html'],
  ['St Giles Offices Ltd', 'Norwich', 'commercial', '2025-06-30', 30, 'Imogen Thwaite', 'json'],
  ['Brundall Marina', 'Brundall', 'commercial', '2025-04-28', 45, 'Rafael Ortega', 'html'],
  ['Taverham Veterinary Surgery', 'Taverham', 'commercial', '2025-07-07', 30, 'Imogen Thwaite', 'mail'],
  ['Swaffham Golf Club', 'Swaffham', 'commercial', '2014-09-15', 30, 'Imogen Thwaite', 'json'],
  ['Helen Braithwaite', 'Hethersett', 'domestic', '2023-03-20', 14, 'Imogen Thwaite', 'html'],
  ['Julie Sayer', 'Wroxham', 'domestic', '2024-04-30', 14, 'Rafael Ortega', 'json'],
  ['David Oyelaran', 'Norwich', 'domestic', '2023-09-04', 14, 'Rafael Ortega', 'html'],
  ['Sarah Kettle', 'Poringland', 'domestic', '2024-03-25', 7, 'Imogen Thwaite', 'json'],
  ['Peter Gosling', 'Aylsham', 'domestic', '2024-05-20', 14, 'Rafael Ortega', 'html'],
  ['Anne-Marie Blyth', 'Diss', 'domestic', '2024-03-11', 14, 'Imogen Thwaite', 'json'],
  ['Richard Coe', 'Drayton', 'domestic', '2023-05-15', 7, 'Rafael Ortega', 'html'],
  ['Fiona Larwood', 'Sprowston', 'domestic', '2024-08-19', 14, 'Imogen Thwaite', 'json'],
  ['Graham Pitcher', 'North Walsham', 'domestic', '2023-08-14', 14, 'Imogen Thwaite', 'html'],
  ['Lucy Adeyemi', 'Costessey', 'domestic', '2025-04-14', 14, 'Rafael Ortega', 'json'],
  ['Martin Self', 'Reepham', 'domestic', '2025-03-24', 7, 'Rafael Ortega', 'html'],
  ['Claire Howes', 'Wymondham', 'domestic', '2025-07-21', 14, 'Imogen Thwaite', 'json'],
  ['James Bunting', 'Cromer', 'domestic', '2025-07-02', 14, 'Rafael Ortega', 'mail'],
  ['Karen Youngs', 'Attleborough', 'domestic', '2025-07-08', 14, 'Imogen Thwaite', 'mail'],
];
// the named contact of a council or a business (domestic clients are their own contact)
const CONTACT = {
  'Norwich City Council': 'Alison Dack', 'Broadland District Council': 'Mark Thirtle', 'South Norfolk Council': 'Hannah Bligh',
  'Wymondham Town Council': 'Steve Larter', 'Aylsham Town Council': 'Rosemary Platten', 'The Wensum Arms Hotel': 'Giorgio Bianchi',
  'Riverside Dental Practice': 'Dr Nadia Kemp', 'Holt Hall Care Home': 'Linda Frary', 'Dereham Business Park Ltd': 'Owen Blake',
  'Seaview Holiday Lets': 'Becky Rix', 'St Giles Offices Ltd': 'Tariq Hussain', 'Brundall Marina': 'Colin Hewitt',
  'Taverham Veterinary Surgery': 'Emma Loades', 'Swaffham Golf Club': 'Neil Dye',
};
const clients = CLIENT_DEF.map(([name, town, type, since, terms, designer, layout]) => ({ name, town, type, since, terms, designer, layout }));
const CL = Object.fromEntries(clients.map((c) => [c.name, c]));
const cap = (s) => s[0].toUpperCase() + s.slice(1);

function clientFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'client', attr, value, unit, stated, file);
  F('town', c.town, 'place', s.town ?? c.town);
  F('client_type', c.type, 'text', s.type);
  F('client_since', c.since, 'date', s.since);
  F('payment_terms', c.terms, 'days', s.terms);
  F('designer', c.designer, 'person', s.designer ?? c.designer);
  if (CONTACT[c.name]) F('contact', CONTACT[c.name], 'person', CONTACT[c.name]);
}

// (b1) HTML spec table, label set A
{
  const file = 'clients/client-directory.html';
  const sections = clients.filter((c) => c.layout === 'html').map((c, k) => {
    const since = fmtDate(c.since, k % 2 ? 'short' : 'long');
    const terms = `${c.terms} days`;
    clientFacts(c, file, { type: cap(c.type), since, terms });
    const rows = [['Town', c.town], ['Client type', cap(c.type)], ['Client since', since], ['Payment terms', terms], ['Designer', c.designer]];
    if (CONTACT[c.name]) rows.push(['Main contact', CONTACT[c.name]]);
    return { heading: c.name, rows };
  });
  corpus.write(file, htmlTablePage({
    title: 'Client directory',
    docTitle: `Client directory — ${FIRM}`,
    crumbs: ['Shared drive', 'Clients', 'Directory'],
    lead: ['One table per client. The Wensum Arms Hotel has been a client since 2017 and pays on 30 days.'],
    sections,
    colA: 'Field',
    colB: 'Details',
    footer: 'Kept by the office; please do not edit without telling Jo.',
  }));
}
// (b2) flat CRM JSON
{
  const file = 'crm/clients.json';
  const recs = clients.filter((c) => c.layout === 'json').map((c, k) => {
    clientFacts(c, file, { town: `"town": "${c.town}"`, type: `"segment": "${c.type}"`, since: c.since, terms: `"terms_days": ${c.terms}` });
    return { client: c.name, town: c.town, segment: c.type, customer_since: c.since, terms_days: c.terms, account_designer: c.designer, contact: CONTACT[c.name] ?? null, marketing_ok: k % 3 !== 1 };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
// (b3) Markdown bullets, label set B (a month alone → its first day)
{
  const file = 'clients/council-and-trade-accounts.md';
  const sections = clients.filter((c) => c.layout === 'md').map((c) => {
    const since = c.since.endsWith('-01') ? fmtDate(c.since, 'month') : fmtDate(c.since, 'dotted');
    const terms = `${c.terms} days`;
    clientFacts(c, file, { town: c.town, type: `Account type: ${cap(c.type)}`, since, terms: `Invoices payable within: ${terms}` });
    return { heading: c.name, rows: [['Based in', c.town], ['Account type', cap(c.type)], ['First job', since], ['Invoices payable within', terms], ['Designer contact', c.designer], ['Contact', CONTACT[c.name]]] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Council and trade accounts',
    lead: ['Account details for councils and commercial customers on credit terms. South Norfolk Council pays within 60 days — chase at day 45.'],
    sections,
    footer: 'Credit limits are set by the directors; see the finance folder.',
  }));
}
// (b4) three new clients only in an e-mail
{
  const file = 'email/2025-07-10-new-clients.eml';
  const t = CL['Taverham Veterinary Surgery'];
  const j = CL['James Bunting'];
  const y = CL['Karen Youngs'];
  clientFacts(t, file, { type: 'commercial client', since: '7 July', terms: 'thirty-day terms' });
  clientFacts(j, file, { type: 'domestic', since: '2 July', terms: 'fourteen days to pay' });
  clientFacts(y, file, { type: 'domestic client', since: '8 July', terms: '14-day terms' });
  corpus.write(file, `From: Jo Mallett <jo@norfolkleaf.co.uk>
To: Directors <directors@norfolkleaf.co.uk>
Cc: Imogen Thwaite <imogen@norfolkleaf.co.uk>, Rafael Ortega <rafael@norfolkleaf.co.uk>
Date: Thu, 10 Jul 2025 12:31:44 +0100
Subject: New client accounts opened this month

Hello both,

Three new accounts so far in July 2025:

Taverham Veterinary Surgery, on Fakenham Road in Taverham, came on board on 7 July as a commercial client on our usual
thirty-day terms. Imogen Thwaite is their designer and the practice manager, Emma Loades, is our contact; they want the front lawn redone before the autumn.

James Bunting (domestic, Cromer) signed up on 2 July, fourteen days to pay. Rafael Ortega is doing his design for a
sea-view terrace.

Karen Youngs of Attleborough has been a domestic client since 8 July, on 14-day terms, with Imogen Thwaite designing a
cottage-garden border.

All three are in Xero now; CRM entries to follow.

Jo
`);
}

// ================================================================== projects
const TYPE_WORD = { patio: 'Patio', planting: 'Planting', lawn: 'Lawn', fencing: 'Fencing', pond: 'Pond' };
// [client, type, crew lead, layout, start, site town (if not the client's)]
const PROJ_DEF = [
  ['Helen Braithwaite', 'patio', 'Gary Pask', 'ledger', '2023-04-11'],
  ['Norwich City Council', 'planting', 'Shona McBride', 'ledger', '2023-05-02'],
  ['Richard Coe', 'fencing', 'Dean Howlett', 'ledger', '2023-06-19'],
  ['Holt Hall Care Home', 'lawn', 'Tom Elvin', 'ledger', '2023-08-07'],
  ['Graham Pitcher', 'pond', 'Gary Pask', 'ledger', '2023-09-18'],
  ['David Oyelaran', 'patio', 'Dean Howlett', 'txt', '2023-10-09'],
  ['Wymondham Town Council', 'fencing', 'Priya Chandran', 'txt', '2023-11-13'],
  ['The Wensum Arms Hotel', 'patio', 'Shona McBride', 'txt', '2024-02-26'],
  ['Swaffham Golf Club', 'pond', 'Dean Howlett', 'txt', '2024-03-18'],
  ['Anne-Marie Blyth', 'lawn', 'Priya Chandran', 'txt', '2024-04-15'],
  ['Sarah Kettle', 'pond', 'Gary Pask', 'csv', '2024-04-29'],
  ['Broadland District Council', 'fencing', 'Tom Elvin', 'csv', '2024-05-13', 'Sprowston'],
  ['Julie Sayer', 'patio', 'Shona McBride', 'csv', '2024-05-28'],
  ['Riverside Dental Practice', 'planting', 'Priya Chandran', 'csv', '2024-06-10'],
  ['Peter Gosling', 'fencing', 'Jonas Holm', 'csv', '2024-06-24'],
  ['Swaffham Golf Club', 'lawn', 'Tom Elvin', 'csv', '2024-07-15'],
  ['Helen Braithwaite', 'pond', 'Jonas Holm', 'csv', '2024-08-05'],
  ['Dereham Business Park Ltd', 'fencing', 'Dean Howlett', 'csv', '2024-09-02'],
  ['Fiona Larwood', 'planting', 'Priya Chandran', 'csv', '2024-09-23'],
  ['Aylsham Town Council', 'lawn', 'Gary Pask', 'csv', '2024-10-14'],
  ['Holt Hall Care Home', 'patio', 'Tom Elvin', 'json', '2025-03-10'],
  ['South Norfolk Council', 'lawn', 'Shona McBride', 'json', '2025-03-31', 'Hethersett'],
  ['Martin Self', 'lawn', 'Priya Chandran', 'json', '2025-04-22'],
  ['Seaview Holiday Lets', 'patio', 'Jonas Holm', 'json', '2025-05-06'],
  ['Brundall Marina', 'fencing', 'Dean Howlett', 'json', '2025-06-02'],
  ['David Oyelaran', 'planting', 'Gary Pask', 'json', '2025-08-18'],
  ['Claire Howes', 'fencing', 'Tom Elvin', 'json', '2025-09-01'],
  ['Wymondham Town Council', 'planting', 'Shona McBride', 'json', '2025-10-06'],
  ['The Wensum Arms Hotel', 'planting', 'Priya Chandran', 'md', '2025-04-07'],
  ['Lucy Adeyemi', 'patio', 'Dean Howlett', 'md', '2025-05-19'],
  ['Julie Sayer', 'planting', 'Gary Pask', 'md', '2025-06-16'],
  ['Richard Coe', 'patio', 'Jonas Holm', 'md', '2025-07-07'],
  ['Seaview Holiday Lets', 'planting', 'Shona McBride', 'md', '2025-08-26'],
  ['Norwich City Council', 'lawn', 'Tom Elvin', 'md', '2025-09-15'],
  ['Lucy Adeyemi', 'lawn', 'Priya Chandran', 'md', '2025-09-22'],
  ['James Bunting', 'patio', 'Gary Pask', 'md', '2025-10-13'],
  ['Broadland District Council', 'planting', 'Tom Elvin', 'mail', '2025-09-22', 'Thorpe St Andrew', { area: 340, duration: 21 }],
  ['Karen Youngs', 'planting', 'Jonas Holm', 'mail', '2025-09-29'],
  ['Taverham Veterinary Surgery', 'lawn', 'Priya Chandran', 'minutes', '2025-08-27'],
  ['St Giles Offices Ltd', 'planting', 'Dean Howlett', 'minutes', '2025-08-11'],
];
// the durations of the jobs running on the drive's date (start ≤ 5 September 2025 ≤ end)
const RUNNING = { '2025-08-18': 28, '2025-09-01': 6, '2025-08-26': 14, '2025-08-27': 12, '2025-08-11': 31 };
const SHAPE = {
  patio: { area: [15, 85], rate: [150, 230], base: 600, days: [5, 18], weeks: true },
  planting: { area: [20, 360], rate: [22, 55], base: 250, days: [2, 10], weeks: false },
  lawn: { area: [60, 700], rate: [8, 16], base: 300, days: [1, 6], weeks: false },
  fencing: { area: [40, 260], rate: [14, 30], base: 800, days: [2, 7], weeks: false },
  pond: { area: [6, 40], rate: [260, 460], base: 900, days: [5, 16], weeks: true },
};
const projects = PROJ_DEF.map(([client, type, lead, layout, start, site, fixed]) => {
  const sh = SHAPE[type];
  let area = r.int(...sh.area);
  let duration;
  if (RUNNING[start]) duration = RUNNING[start];
  else if (sh.weeks && r.chance(0.4)) duration = 7 * r.int(1, 3);
  else duration = r.int(...sh.days);
  if (fixed) ({ area, duration } = fixed);
  const quote = Math.round((area * r.int(...sh.rate) + sh.base) / 10) * 10;
  const end = addDays(start, duration);
  const status = end < TODAY ? 'finished' : start <= TODAY ? 'in progress' : 'quoted';
  const final = status === 'finished' ? (r.chance(0.3) ? quote : Math.round((quote * r.float(0.94, 1.13)) / 5) * 5) : null;
  return { client, type, lead, layout, start, site: site ?? CL[client].town, area, duration, quote, final, status };
});
// job numbers: by year, in order of start, with gaps (other jobs are small maintenance visits filed elsewhere)
for (const y of ['2023', '2024', '2025']) {
  let n = r.int(3, 8);
  projects.filter((p) => p.start.startsWith(y)).sort((a, b) => (a.start < b.start ? -1 : 1)).forEach((p) => {
    p.code = `NL-${y.slice(2)}-${pad(n, 3)}`;
    n += r.int(2, 6);
  });
}
// pages in sq ft hold the area converted to m²
for (const p of projects) if (p.layout === 'json' || p.layout === 'txt') {
  p.sqft = Math.round(p.area / SQFT / 5) * 5;
  p.area = r4(p.sqft * SQFT);
}
projects.find((p) => p.layout === 'ledger' && p.type === 'fencing').area = null; // "n/a" in the ledger

function projFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.code, 'project', attr, value, unit, stated, file);
  F('client', p.client, 'text', s.client ?? p.client);
  F('site_town', p.site, 'place', s.site ?? p.site);
  F('type', p.type, 'text', s.type);
  F('start', p.start, 'date', s.start);
  F('duration', p.duration, 'days', s.duration);
  if (p.area != null) F('area', p.area, 'm2', s.area);
  F('quoted_price', p.quote, 'GBP', s.quote);
  if (p.final != null) F('final_price', p.final, 'GBP', s.final);
  F('status', p.status, 'text', s.status);
  F('crew_lead', p.lead, 'person', s.lead ?? p.lead);
}
const durWords = (d) => (d % 7 === 0 ? `${d / 7} week${d > 7 ? 's' : ''}` : `${d} days`);

// (a1) 2023 accounts ledger: preamble, semicolons, n/a
{
  const file = 'accounts/job-ledger-2023.csv';
  const rows = projects.filter((p) => p.layout === 'ledger').map((p) => {
    const area = p.area == null ? 'n/a' : String(p.area);
    projFacts(p, file, { type: TYPE_WORD[p.type], start: fmtDate(p.start, 'dotted'), duration: '', area: '', quote: p.quote.toFixed(2), final: p.final.toFixed(2), status: 'Closed' });
    return [p.code, p.client, p.site, TYPE_WORD[p.type], fmtDate(p.start, 'dotted'), p.duration, area, p.quote.toFixed(2), p.final.toFixed(2), 'n/a', 'Closed', p.lead];
  });
  const head = `${FIRM} - job ledger export\nPeriod: 01.01.2023-31.12.2023;Exported: 03.01.2024 09:12;User: jmallett\nAmounts in GBP excluding VAT\n\n`;
  corpus.write(file, head + delimited(['Job', 'Customer', 'Site', 'Type', 'Started', 'Days on site', 'Area m2', 'Quoted', 'Invoiced', 'Retention held', 'Status', 'Lead'], rows, ';'));
}
// (a2) plain-text job bags, label set B, areas in sq ft
projects.filter((p) => p.layout === 'txt').forEach((p, k) => {
  const file = `projects/job-bags/${p.code.toLowerCase()}.txt`;
  const start = fmtDate(p.start, 'short');
  const dur = `${p.duration} days`;
  const area = `${group(p.sqft)} sq ft`;
  const est = `GBP ${group(p.quote)}`;
  const inv = `GBP ${group(p.final, 2)}`;
  const WORK = { patio: 'Patio — Indian sandstone, laid on a full mortar bed', fencing: 'Fencing — close-board, concrete posts', pond: 'Pond — wildlife pond with EPDM liner', lawn: 'Lawn — strip, level and re-turf' };
  projFacts(p, file, { client: `Customer: ${p.client}`, site: `Location: ${p.site}`, type: WORK[p.type], start, duration: `Time on site: ${dur}`, area, quote: est, final: inv, status: 'Stage: Complete', lead: `Foreman: ${p.lead}` });
  corpus.write(file, txtProfile({
    txtHeader: `JOB: ${p.code}\n${'='.repeat(16)}`,
    sections: [{ rows: [['Customer', p.client], ['Location', p.site], ['Work', WORK[p.type]], ['Commenced', start], ['Time on site', dur], ['Area', area], ['Estimate', est], ['Invoiced', inv], ['Stage', 'Complete'], ['Foreman', p.lead]] }],
    lead: [[`Job signed off by the customer; ${p.lead.split(' ')[0]} kept the site tidy throughout.`, 'Skip collected on the last day. Photos in the job folder.', `Materials on account; ${est} was the agreed estimate.`][k % 3]],
  }));
});
// (a3) 2024 project register CSV (units in the header)
{
  const file = 'projects/project-register-2024.csv';
  const rows = projects.filter((p) => p.layout === 'csv').map((p) => {
    projFacts(p, file, { type: p.type, start: ukDate(p.start), duration: String(p.duration), area: String(p.area), quote: p.quote.toFixed(2), final: p.final.toFixed(2), status: 'Complete' });
    return [p.code, p.client, p.site, p.type, ukDate(p.start), p.duration, p.area, p.quote.toFixed(2), p.final.toFixed(2), 'Complete', p.lead];
  });
  corpus.write(file, delimited(['Job no', 'Client', 'Site town', 'Work type', 'Start (dd/mm/yyyy)', 'Duration (days)', 'Site area (m2)', 'Quote (GBP)', 'Final (GBP)', 'Status', 'Crew lead'], rows));
}
// (a4) nested job-software JSON (2025), areas in sq ft, durations in weeks or days
{
  const file = 'exports/yardbook-jobs-2025.json';
  const STAGE = { finished: 'completed', 'in progress': 'in_progress', quoted: 'quote_sent' };
  const CAT = { patio: 'hard landscaping', fencing: 'hard landscaping', planting: 'soft landscaping', lawn: 'soft landscaping', pond: 'water feature' };
  const jobs = projects.filter((p) => p.layout === 'json').map((p, k) => {
    const dur = p.duration % 7 === 0 ? { value: p.duration / 7, unit: 'weeks' } : { value: p.duration, unit: 'days' };
    projFacts(p, file, {
      type: `"kind": "${p.type}"`, start: p.start, duration: `"unit": "${dur.unit}"`, area: `"value": ${p.sqft}`, quote: `"amount": ${p.quote}`,
      final: `"amount": ${p.final}`, status: `"stage": "${STAGE[p.status]}"`,
    });
    return {
      ref: p.code,
      customer: { id: `C-${pad(140 + k * 3, 4)}`, name: p.client },
      site: { town: p.site, area: { value: p.sqft, unit: 'sq ft' } },
      work: { category: CAT[p.type], kind: p.type },
      schedule: { start: p.start, duration: dur },
      pricing: { quote: { amount: p.quote, currency: 'GBP' }, final: p.final == null ? null : { amount: p.final, currency: 'GBP' } },
      stage: STAGE[p.status],
      team: { lead: { name: p.lead }, size: r.int(2, 4) },
    };
  });
  corpus.write(file, JSON.stringify({ system: 'YardBook Jobs', exported: '2025-09-05T07:30:00Z', company: FIRM, jobs }, null, 2) + '\n');
}
// (a5) Markdown job sheets with YAML front matter (2025), label set A
const MD_TYPE = { patio: 'Patio (hard landscaping)', planting: 'Planting (soft landscaping)', lawn: 'Lawn / turfing', fencing: 'Fencing', pond: 'Pond' };
const STATUS_MD = { finished: 'Finished', 'in progress': 'In progress', quoted: 'Quoted' };
projects.filter((p) => p.layout === 'md').forEach((p, k) => {
  const file = `projects/jobs/${p.code.toLowerCase()}.md`;
  const start = fmtDate(p.start, k % 2 ? 'long' : 'us');
  const dur = durWords(p.duration);
  const area = `${p.area} m²`;
  const final = p.final == null ? '— (not invoiced)' : gbp(p.final);
  projFacts(p, file, { client: `Client | ${p.client}`, site: `Site | ${p.site}`, type: MD_TYPE[p.type], start, duration: `Duration | ${dur}`, area, quote: gbp(p.quote), final: p.final == null ? undefined : gbp(p.final), status: STATUS_MD[p.status], lead: `Crew lead | ${p.lead}` });
  const sentence = p.status === 'quoted'
    ? `Quote sent to ${p.client}; provisional start ${start}.`
    : p.status === 'in progress' ? `${p.lead.split(' ')[0]}'s crew is on site now; ${dur} planned in all.` : `Completed and invoiced at ${final}.`;
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['job', p.code], ['client', p.client], ['status', STATUS_MD[p.status].toLowerCase()], ['designer', CL[p.client].designer]],
    title: `Job sheet ${p.code}`,
    lead: [sentence],
    sections: [{ heading: 'Job', rows: [['Client', p.client], ['Site', p.site], ['Job type', MD_TYPE[p.type]], ['Start date', start], ['Duration', dur], ['Area', area], ['Quoted', gbp(p.quote)], ['Final invoice', final], ['Status', STATUS_MD[p.status]], ['Crew lead', p.lead]] }],
    footer: 'Risk assessment and drawings are in the job folder.',
  }));
});
// (a6) four jobs only in sentences: an e-mail (quotes sent) and site-meeting minutes (running jobs)
{
  const file = 'email/2025-09-02-quotes-sent.eml';
  const [a, b] = projects.filter((p) => p.layout === 'mail');
  projFacts(a, file, { type: 'planting beds', start: '22 September', duration: 'three weeks', area: 'three hundred and forty square metres', quote: gbp(a.quote), status: 'quote', lead: a.lead });
  projFacts(b, file, { type: 'planting', start: '29 September', duration: `${words(b.duration)} days`, area: `${b.area} m²`, quote: gbp(b.quote), status: 'quote', lead: b.lead });
  if (a.area !== 340 || a.duration !== 21) throw new Error(`mail job ${a.code}: ${a.area} m², ${a.duration} days`);
  corpus.write(file, `From: Jo Mallett <jo@norfolkleaf.co.uk>
To: Crew leads <crewleads@norfolkleaf.co.uk>
Date: Tue, 2 Sep 2025 17:48:03 +0100
Subject: Two quotes out today

Hi all,

The quote for ${a.code} went to ${a.client} this afternoon: new planting beds along the riverside gardens in
${a.site}, three hundred and forty square metres in all, at ${gbp(a.quote)}. If they accept, we'd start on
22 September and need three weeks; ${a.lead} would lead it.

We've also quoted ${b.client} in ${b.site} for planting: ${b.code}, ${b.area} m² of borders, ${gbp(b.quote)}. Provisional
start 29 September, ${words(b.duration)} days on site, and ${b.lead} will run it with Mette and Søren.

Both are still only quotes, so nothing in the diary in ink yet.

Jo
`);
}
{
  const file = 'minutes/site-meeting-2025-09-03.md';
  const [a, b] = projects.filter((p) => p.layout === 'minutes');
  projFacts(a, file, { type: 'new lawn', start: '27 August', duration: `${words(a.duration)} days`, area: `${a.area} square metres`, quote: gbp(a.quote), status: 'in progress', lead: a.lead });
  projFacts(b, file, { type: 'planting', start: 'Monday 11 August', duration: `${b.duration} days`, area: `${b.area} m²`, quote: gbp(b.quote), status: 'still running', lead: b.lead });
  corpus.write(file, `# Site meeting — Wednesday 3 September 2025

Present: Gary Pask, Shona McBride, Tom Elvin, Dean Howlett, Priya Chandran, Jonas Holm; Jo Mallett (notes).

## 1. Running jobs

- ${a.code} (${a.client}, ${a.site}): ${a.lead}'s crew started the new lawn on 27 August — ${a.area} square metres of
  turf, ${words(a.duration)} days on site in all. Quoted at ${gbp(a.quote)}; still in progress, ground is dry.
- ${b.code} (${b.client}, ${b.site}): the courtyard planting, ${b.area} m², began on Monday 11 August and is booked for
  ${b.duration} days, so still running this week. ${b.lead} is leading; quoted ${gbp(b.quote)}.

## 2. Plant and vehicles

The dumper is due for its LOLER check. Nothing else to report.

## 3. Any other business

Harvest barbecue on Friday 26 September. Next site meeting Wednesday 1 October.
`);
}

// ================================================================== plants
// [name, latin, category, hardy, height (value, unit), pot (L), price, currency, supplier, layout]
const PLANT_DEF = [
  ['Japanese maple', "Acer palmatum 'Bloodgood'", 'Tree', true, [5, 'm'], 10, 64, 'GBP', 'Breckland Nurseries', 'html'],
  ['Smoke bush', "Cotinus coggygria 'Royal Purple'", 'Shrub', true, [4, 'm'], 7.5, 34.5, 'GBP', 'Breckland Nurseries', 'html'],
  ['Mexican orange blossom', 'Choisya ternata', 'Shrub', true, [2.5, 'm'], 5, 21, 'GBP', 'Wensum Valley Plants', 'html'],
  ['Bay laurel', 'Laurus nobilis', 'Shrub', false, [8, 'm'], 10, 45, 'GBP', 'Boomkwekerij Van den Berg', 'html'],
  ['Photinia Red Robin', "Photinia × fraseri 'Red Robin'", 'Shrub', true, [4.5, 'm'], 10, 29.95, 'GBP', 'Wensum Valley Plants', 'html'],
  ['Hydrangea Annabelle', "Hydrangea arborescens 'Annabelle'", 'Shrub', true, [1.5, 'm'], 5, 18.5, 'GBP', 'Breckland Nurseries', 'html'],
  ['Olive tree', 'Olea europaea', 'Tree', false, [6, 'm'], 25, 119, 'GBP', 'Boomkwekerij Van den Berg', 'html'],
  ['Cabbage palm', 'Cordyline australis', 'Shrub', false, [7, 'm'], 10, 39, 'GBP', 'Wensum Valley Plants', 'html'],
  ['Lavender Hidcote', "Lavandula angustifolia 'Hidcote'", 'Shrub', true, [2, 'ft'], 2, 6.5, 'GBP', 'Wensum Valley Plants', 'md'],
  ['Catmint', "Nepeta × faassenii 'Six Hills Giant'", 'Perennial', true, [3, 'ft'], 2, 7.25, 'GBP', 'Wensum Valley Plants', 'md'],
  ['Geranium Rozanne', "Geranium 'Rozanne'", 'Perennial', true, [1.5, 'ft'], 2, 8.95, 'GBP', 'Breckland Nurseries', 'md'],
  ['Feather reed grass', "Calamagrostis × acutiflora 'Karl Foerster'", 'Grass', true, [5, 'ft'], 3, 11.5, 'GBP', 'Breckland Nurseries', 'md'],
  ['Fountain grass', "Cenchrus alopecuroides 'Hameln'", 'Grass', true, [2.5, 'ft'], 3, 10.75, 'GBP', 'Wensum Valley Plants', 'md'],
  ['African lily', 'Agapanthus africanus', 'Perennial', false, [3, 'ft'], 3, 14, 'GBP', 'Boomkwekerij Van den Berg', 'md'],
  ['Tree fern', 'Dicksonia antarctica', 'Shrub', false, [15, 'ft'], 20, 89, 'GBP', 'Boomkwekerij Van den Berg', 'md'],
  ['Almindelig bøg', 'Fagus sylvatica', 'Hedging', true, [25, 'm'], 2, 28, 'DKK', 'Egå Planteskole', 'dacsv'],
  ['Avnbøg', 'Carpinus betulus', 'Hedging', true, [20, 'm'], 2, 26.5, 'DKK', 'Egå Planteskole', 'dacsv'],
  ['Taks', 'Taxus baccata', 'Hedging', true, [15, 'm'], 5, 89, 'DKK', 'Egå Planteskole', 'dacsv'],
  ['Liguster', 'Ligustrum vulgare', 'Hedging', true, [3, 'm'], 2, 19.5, 'DKK', 'Egå Planteskole', 'dacsv'],
  ['Hvidtjørn', 'Crataegus monogyna', 'Hedging', true, [8, 'm'], 2, 16, 'DKK', 'Egå Planteskole', 'dacsv'],
  ['Rønnebær', 'Sorbus aucuparia', 'Tree', true, [12, 'm'], 15, 245, 'DKK', 'Jysk Træplanteskole', 'dacsv'],
  ['Hortensia', 'Hydrangea macrophylla', 'Shrub', false, [1.5, 'm'], 5, 129, 'DKK', 'Egå Planteskole', 'dacsv'],
  ['Buksbom', 'Buxus sempervirens', 'Shrub', true, null, 3, 69.95, 'DKK', 'Egå Planteskole', 'dacsv'],
  ['Gul åkande', "Nymphaea 'Marliacea Chromatella'", 'Aquatic', true, null, 9, 179, 'DKK', 'Egå Planteskole', 'dacsv'],
  ['Laurbærkirsebær', "Prunus laurocerasus 'Rotundifolia'", 'Hedging', true, [6, 'm'], 10, 249, 'DKK', 'Egå Planteskole', 'dapage'],
  ['Japansk kirsebær', "Prunus serrulata 'Kanzan'", 'Tree', true, [8, 'm'], 35, 1495, 'DKK', 'Jysk Træplanteskole', 'dapage'],
  ['Sommerfuglebusk', 'Buddleja davidii', 'Shrub', true, [3, 'm'], 5, 119, 'DKK', 'Egå Planteskole', 'dapage'],
  ['Lavendel Munstead', "Lavandula angustifolia 'Munstead'", 'Shrub', true, [0.45, 'm'], 1.5, 45, 'DKK', 'Egå Planteskole', 'dapage'],
  ['Himalayan birch', 'Betula utilis var. jacquemontii', 'Tree', true, [1500, 'cm'], 45, 165, 'EUR', 'Boomkwekerij Van den Berg', 'json'],
  ['Portuguese laurel', 'Prunus lusitanica', 'Hedging', true, [600, 'cm'], 15, 42.5, 'EUR', 'Boomkwekerij Van den Berg', 'json'],
  ['Crab apple Red Sentinel', "Malus × robusta 'Red Sentinel'", 'Tree', true, [500, 'cm'], 12, 58, 'EUR', 'Boomkwekerij Van den Berg', 'json'],
  ['New Zealand flax', 'Phormium tenax', 'Perennial', false, [250, 'cm'], 10, 36, 'EUR', 'Boomkwekerij Van den Berg', 'json'],
  ['Hakone grass', "Hakonechloa macra 'Aureola'", 'Grass', true, [35, 'cm'], 3, 12.9, 'EUR', 'Boomkwekerij Van den Berg', 'json'],
  ['Tulipantræ', 'Liriodendron tulipifera', 'Tree', true, [25, 'm'], 45, 1150, 'DKK', 'Egå Planteskole', 'mail'],
  ['Kattehale', 'Lythrum salicaria', 'Aquatic', true, [1.2, 'm'], 2, 39, 'DKK', 'Egå Planteskole', 'mail'],
  ['Klatrehortensia', 'Hydrangea anomala subsp. petiolaris', 'Climber', true, [15, 'm'], 5, 169, 'DKK', 'Egå Planteskole', 'mail'],
];
const plants = PLANT_DEF.map(([name, latin, cat, hardy, h, pot, price, cur, supplier, layout]) => ({
  name, latin, cat, hardy, h, pot, price, cur, supplier, layout,
  height: h == null ? null : h[1] === 'm' ? h[0] : h[1] === 'ft' ? r4(h[0] * FT) : r4(h[0] / 100),
}));
const CAT_DA = { Tree: 'Træ', Shrub: 'Busk', Hedging: 'Hækplante', Aquatic: 'Vandplante', Climber: 'Klatreplante', Perennial: 'Staude', Grass: 'Græs' };

function plantFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'plant', attr, value, unit, stated, file);
  F('latin_name', p.latin, 'text', p.latin);
  F('category', p.cat, 'text', s.cat);
  F('supplier', p.supplier, 'text', p.supplier);
  F('pot_size', p.pot, 'L', s.pot);
  F('unit_price', p.price, p.cur, s.price);
  F('hardy', p.hardy, 'bool', s.hardy);
  if (p.height != null) F('height', p.height, 'm', s.height);
}
// (d1) English catalogue: HTML spec table (GBP, metres)
{
  const file = 'plants/catalogue-trees-and-shrubs.html';
  const sections = plants.filter((p) => p.layout === 'html').map((p) => {
    const hardy = p.hardy ? 'Yes' : 'No — frost tender';
    const height = `${p.h[0]} m`;
    plantFacts(p, file, { cat: p.cat, pot: `${p.pot} L`, price: gbp(p.price), hardy, height });
    return { heading: p.name, rows: [['Latin name', p.latin], ['Category', p.cat], ['Supplier', p.supplier], ['Pot size', `${p.pot} L`], ['Price each', gbp(p.price)], ['Hardy', hardy], ['Height at maturity', height]] };
  });
  corpus.write(file, htmlTablePage({
    title: 'Plant catalogue — trees and shrubs',
    docTitle: 'Plant catalogue 2025: trees and shrubs',
    crumbs: ['Shared drive', 'Plants', 'Catalogue'],
    lead: ['Our selling prices to clients for 2025, per plant, excluding VAT. The olive tree comes in a 25 L pot and is not frost hardy — fleece it in winter.'],
    sections,
  }));
}
// (d2) perennials and grasses: YAML front matter + pipe tables, heights in feet
{
  const file = 'plants/perennials-and-grasses.md';
  const ftIn = (v) => (Number.isInteger(v) ? `${v} ft` : `${Math.floor(v)} ft ${Math.round((v % 1) * 12)} in`);
  const sections = plants.filter((p) => p.layout === 'md').map((p) => {
    const hardy = p.hardy ? 'Fully hardy' : 'Not hardy (bring under cover)';
    plantFacts(p, file, { cat: p.cat, pot: `${p.pot} litre`, price: gbp(p.price), hardy, height: `Eventual height | ${ftIn(p.h[0])}` });
    return { heading: p.name, rows: [['Botanical name', p.latin], ['Type', p.cat], ['From', p.supplier], ['Pot', `${p.pot} litre`], ['Our price', gbp(p.price)], ['Winter hardy', hardy], ['Eventual height', ftIn(p.h[0])]] };
  });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['title', 'Perennials and grasses price list'], ['season', 2025], ['currency', 'GBP'], ['heights', 'imperial']],
    title: 'Perennials, grasses and exotics — 2025',
    lead: ['Heights are the eventual height in feet, as the growers list them. Catmint reaches about 3 ft and flowers from May to September.'],
    sections,
    colA: 'Detail',
    colB: 'Value',
    footer: 'Prices per plant, ex VAT. Trade discount 10 % on 50+ of one line.',
  }));
}
// (d3) DANISH price list: preamble, semicolons, decimal commas, n/a
{
  const file = 'aarhus/planteliste-egaa-2025.csv';
  const rows = plants.filter((p) => p.layout === 'dacsv').map((p) => {
    const height = p.h == null ? 'n/a' : da(p.h[0], 1);
    plantFacts(p, file, { cat: CAT_DA[p.cat], pot: da(p.pot, 1), price: da(p.price, 2), hardy: '', height: p.h == null ? undefined : height });
    return [p.name, p.latin, CAT_DA[p.cat], p.supplier, da(p.pot, 1), da(p.price, 2), p.hardy ? 'ja' : 'nej', height, 'n/a'];
  });
  const head = 'Egå Planteskole ApS - prisliste til Norfolk Leaf Landscaping\nUdskrevet: 14.08.2025;Side 1 af 1\nPriser i DKK ekskl. moms\n\n';
  corpus.write(file, head + delimited(['Navn', 'Latinsk navn', 'Kategori', 'Leverandør', 'Potte (L)', 'Pris pr. stk. (kr)', 'Vinterhårdfør', 'Højde (m)', 'Bemærkning'], rows, ';'));
}
// (d4) DANISH plant pages (infobox)
plants.filter((p) => p.layout === 'dapage').forEach((p) => {
  const file = `aarhus/planter/${fslug(p.name)}.html`;
  const price = `${da(p.price, 2)} kr`;
  const height = `${da(p.h[0], p.h[0] % 1 ? 2 : 0).replace(/,(\d)0$/, ',$1')} m`;
  const pot = `${da(p.pot, p.pot % 1 ? 1 : 0)} liter`;
  plantFacts(p, file, { cat: CAT_DA[p.cat], pot, price, hardy: p.hardy ? 'ja' : 'nej', height });
  corpus.write(file, htmlInfoboxPage({
    title: p.name,
    docTitle: `${p.name} — Egå Planteskole`,
    sections: [{ heading: 'Plantedata', rows: [['Latinsk navn', p.latin], ['Kategori', CAT_DA[p.cat]], ['Leverandør', p.supplier], ['Pottestørrelse', pot], ['Pris pr. stk', price], ['Vinterhårdfør', p.hardy ? 'ja' : 'nej'], ['Højde', height]] }],
    lead: [`${p.name} leveres i ${pot}s potte og koster ${price} pr. stk.`, 'Leveres til Norwich med den ugentlige lastbil (torsdag).'],
  }).replace('<html lang="en">', '<html lang="da">'));
});
// (d5) flat JSON from the Dutch grower (EUR, height in cm)
{
  const file = 'suppliers/van-den-berg-availability.json';
  const recs = plants.filter((p) => p.layout === 'json').map((p) => {
    plantFacts(p, file, { cat: `"group": "${p.cat.toLowerCase()}"`, pot: `"pot_l": ${p.pot}`, price: `"price_eur": ${p.price}`, hardy: `"hardy": ${p.hardy}`, height: `"height_cm": ${p.h[0]}` });
    return { name: p.name, botanical: p.latin, group: p.cat.toLowerCase(), supplier: p.supplier, pot_l: p.pot, price_eur: p.price, hardy: p.hardy, height_cm: p.h[0], available_from: '2025-10-01' };
  });
  corpus.write(file, JSON.stringify({ grower: 'Boomkwekerij Van den Berg, Boskoop', valid_until: '2025-12-31', items: recs }, null, 2) + '\n');
}
// (d6) three plants only in a Danish e-mail
{
  const file = 'aarhus/email-2025-08-12-nye-planter.eml';
  const [t, k, h] = plants.filter((p) => p.layout === 'mail');
  plantFacts(t, file, { cat: 'træ', pot: '45 liters potte', price: '1.150 kr. pr. stk.', hardy: 'fuldt vinterhårdført', height: 'femogtyve meter' });
  plantFacts(k, file, { cat: 'vandplante', pot: 'to liter', price: '39 kr', hardy: 'vinterhårdfør', height: '1,2 m' });
  plantFacts(h, file, { cat: 'klatreplante', pot: '5 liter', price: '169,00 kr', hardy: 'helt hårdfør', height: '15 meter' });
  corpus.write(file, `From: Anne Sørensen <anne@egaa-planteskole.dk>
To: Imogen Thwaite <imogen@norfolkleaf.co.uk>
Date: Tue, 12 Aug 2025 10:14:55 +0200
Subject: Nye planter til efteråret

Hej Imogen,

Tak for snakken i går. Her er de tre nye planter, vi kan sende med lastbilen i oktober:

Tulipantræ (Liriodendron tulipifera) er et træ, som vi leverer i 45 liters potte til 1.150 kr. pr. stk.
Det er fuldt vinterhårdført og bliver op til femogtyve meter højt, så det passer bedst til store haver.

Kattehale (Lythrum salicaria) er en vandplante til kanten af søer og damme. Den kommer i potter på to liter, koster
39 kr og er vinterhårdfør. Højde ca. 1,2 m i blomst.

Klatrehortensia (Hydrangea anomala subsp. petiolaris) er en klatreplante i 5 liter potte til 169,00 kr. Den er
helt hårdfør og kan nå 15 meter op ad en mur.

Alle tre kommer fra Egå Planteskole. Sig til, hvis I vil have dem med.

Venlig hilsen
Anne Sørensen
Egå Planteskole ApS, Aarhus
`);
}

// ================================================================== materials
// [product, supplier, unit, price, currency, stock, weight (value, unit) | null, layout]
const MAT_DEF = [
  ['Indian sandstone paving (Raj Green)', 'Fenland Stone', 'm²', 38.5, 'GBP', 64, [55, 'kg'], 'csv'],
  ['Porcelain paving 600x600 (Anthracite)', 'Fenland Stone', 'm²', 42, 'GBP', 48, [45, 'kg'], 'csv'],
  ['MOT Type 1 sub-base', 'Anglian Aggregates', 'tonne', 32, 'GBP', 18, null, 'csv'],
  ['Sharp sand', 'Anglian Aggregates', 'tonne', 45, 'GBP', 6.5, null, 'csv'],
  ['Building sand', 'Anglian Aggregates', 'bag', 3.2, 'GBP', 140, [25, 'kg'], 'csv'],
  ['Portland cement', "Norvic Builders' Merchants", 'bag', 7.45, 'GBP', 85, [25, 'kg'], 'csv'],
  ['Screened topsoil', 'Anglian Aggregates', 'tonne', 38, 'GBP', 22, null, 'csv'],
  ['Bark mulch', "Norvic Builders' Merchants", 'bag', 5.99, 'GBP', 210, [20, 'kg'], 'csv'],
  ['Feather-edge boards 125mm', 'Norfolk Timber Supplies', 'linear metre', 1.85, 'GBP', 600, [1.6, 'kg'], 'csv'],
  ['Rolled turf (premium)', 'Fenland Turf', 'm²', 4.2, 'GBP', 120, [18, 'kg'], 'csv'],
  ['Weed membrane', "Norvic Builders' Merchants", 'm²', 0.65, 'GBP', 400, [0.1, 'kg'], 'csv'],
  ['Kiln-dried jointing sand', "Norvic Builders' Merchants", 'bag', 6.75, 'GBP', 60, [44, 'lb'], 'txt'],
  ['Postcrete', "Norvic Builders' Merchants", 'bag', 8.1, 'GBP', 95, [44, 'lb'], 'txt'],
  ['Slate chippings 40mm', 'Fenland Stone', 'bag', 7.95, 'GBP', 38, [55, 'lb'], 'txt'],
  ['Oak sleepers', 'Norfolk Timber Supplies', 'linear metre', 21.5, 'GBP', 36, [73, 'lb'], 'txt'],
  ['EPDM pond liner 1.0mm', 'De Vries Tuinmaterialen BV', 'm²', 9.8, 'EUR', 150, [1.2, 'kg'], 'json'],
  ['Pond underlay', 'De Vries Tuinmaterialen BV', 'm²', 2.1, 'EUR', 200, [0.3, 'kg'], 'json'],
  ['Corten steel lawn edging', 'De Vries Tuinmaterialen BV', 'linear metre', 14.5, 'EUR', 90, [3.8, 'kg'], 'json'],
  ['Granite setts (silver grey)', 'De Vries Tuinmaterialen BV', 'tonne', 310, 'EUR', 4, null, 'json'],
  ['Golden gravel 8-16mm', 'De Vries Tuinmaterialen BV', 'bag', 8.4, 'EUR', 120, [20, 'kg'], 'json'],
  ['Peat-free compost', 'Breckland Nurseries', 'bag', 6.5, 'GBP', 42, [18, 'kg'], 'diary'],
  ['Scottish beach cobbles', 'Fenland Stone', 'tonne', 265, 'GBP', 1.5, null, 'diary'],
];
const MAT_CAT = {
  'Indian sandstone paving (Raj Green)': 'Paving', 'Porcelain paving 600x600 (Anthracite)': 'Paving', 'MOT Type 1 sub-base': 'Aggregate', 'Sharp sand': 'Aggregate',
  'Building sand': 'Aggregate', 'Portland cement': 'Cement', 'Screened topsoil': 'Soil', 'Bark mulch': 'Soil', 'Feather-edge boards 125mm': 'Timber',
  'Rolled turf (premium)': 'Turf', 'Weed membrane': 'Membrane', 'Kiln-dried jointing sand': 'Aggregate', Postcrete: 'Cement', 'Slate chippings 40mm': 'Decorative stone',
  'Oak sleepers': 'Timber', 'EPDM pond liner 1.0mm': 'Pond', 'Pond underlay': 'Pond', 'Corten steel lawn edging': 'Edging', 'Granite setts (silver grey)': 'Paving',
  'Golden gravel 8-16mm': 'Decorative stone',
};
const materials = MAT_DEF.map(([name, supplier, unit, price, cur, stock, w, layout]) => ({
  name, supplier, unit, price, cur, stock, w, layout, cat: MAT_CAT[name] ?? null, weight: w == null ? null : w[1] === 'kg' ? w[0] : r4(w[0] * LB),
}));
function matFacts(m, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(m.name, 'material', attr, value, unit, stated, file);
  F('supplier', m.supplier, 'text', m.supplier);
  F('unit', m.unit === 'm²' ? 'm2' : m.unit, 'text', s.unit);
  F('unit_price', m.price, m.cur, s.price);
  F('stock', m.stock, m.unit === 'm²' ? 'm2' : m.unit, s.stock);
  if (m.weight != null) F('weight_per_unit', m.weight, 'kg', s.weight);
  if (m.cat) F('category', m.cat, 'text', s.cat ?? m.cat);
}
// (e1) stock CSV (units in the header)
{
  const file = 'materials/yard-stock-2025-09.csv';
  const rows = materials.filter((m) => m.layout === 'csv').map((m) => {
    matFacts(m, file, { unit: m.unit, price: m.price.toFixed(2), stock: String(m.stock), weight: m.w ? String(m.w[0]) : undefined });
    return [m.name, m.cat, m.supplier, m.unit, m.price.toFixed(2), m.stock, m.w ? m.w[0] : '', m.stock < 10 ? 'reorder' : ''];
  });
  corpus.write(file, delimited(['Product', 'Category', 'Supplier', 'Unit', 'Price per unit (GBP)', 'In stock', 'Weight per unit (kg)', 'Note'], rows));
}
// (e2) plain-text spec sheets, label set B, weights in lb
materials.filter((m) => m.layout === 'txt').forEach((m) => {
  const file = `materials/spec-sheets/${slug(m.name)}.txt`;
  const per = m.unit === 'bag' ? 'per bag' : 'per linear metre';
  const stock = m.unit === 'bag' ? `${m.stock} bags` : `${m.stock} linear metres`;
  const wl = m.unit === 'bag' ? 'Bag weight' : 'Weight per metre';
  matFacts(m, file, { unit: `Sold by: ${m.unit}`, price: `GBP ${m.price.toFixed(2)} ${per}`, stock: `On hand: ${stock}`, weight: `${wl}: ${m.w[0]} lb` });
  corpus.write(file, txtProfile({
    txtHeader: `PRODUCT: ${m.name.toUpperCase()}\n${'-'.repeat(40)}`,
    sections: [{ rows: [['Range', m.cat], ['Supplier', m.supplier], ['Sold by', m.unit], ['Cost', `GBP ${m.price.toFixed(2)} ${per}`], ['On hand', stock], [wl, `${m.w[0]} lb`]] }],
    lead: [`Stock counted on 29 August 2025: ${stock} in the yard.`],
  }));
});
// (e3) nested supplier JSON (EUR)
{
  const file = 'suppliers/de-vries-order-portal.json';
  const UNIT_NL = { 'm²': 'm2', 'linear metre': 'm1', tonne: 'ton', bag: 'zak' };
  const items = materials.filter((m) => m.layout === 'json').map((m, k) => {
    matFacts(m, file, { unit: `"sales_unit": "${UNIT_NL[m.unit]}"`, price: `"amount": ${m.price}`, stock: `"on_hand": ${m.stock}`, weight: m.w ? `"kg": ${m.w[0]}` : undefined });
    return {
      sku: `DV-${4100 + k * 17}`,
      product: { title: m.name, supplier: m.supplier, category: m.cat },
      sales: { sales_unit: UNIT_NL[m.unit], unit_price: { amount: m.price, currency: 'EUR' } },
      logistics: m.w ? { weight_per_unit: { kg: m.w[0] }, pallet_qty: r.int(20, 60) } : { weight_per_unit: null, delivery: 'bulk, by the tonne' },
      our_stock: { on_hand: m.stock, location: 'Norwich yard' },
    };
  });
  corpus.write(file, JSON.stringify({ portal: 'De Vries Tuinmaterialen BV — customer portal', customer: FIRM, units: { m2: 'square metre', m1: 'linear metre', ton: 'tonne', zak: 'bag' }, items }, null, 2) + '\n');
}
// (e4) two materials only in the yard diary
{
  const file = 'diary/yard-diary-2025-08.md';
  const [c, b] = materials.filter((m) => m.layout === 'diary');
  matFacts(c, file, { unit: 'a bag', price: '£6.50 a bag', stock: 'forty-two bags', weight: 'eighteen kilos' });
  matFacts(b, file, { unit: 'a tonne', price: '£265 a tonne', stock: 'One and a half tonnes', weight: undefined });
  corpus.write(file, `# Yard diary — August 2025

## Monday 4 August
Skip swapped. Van 2 to Kwik Fit for tyres. Swept out the cement store.

## Thursday 14 August
Pallet of Peat-free compost in from Breckland Nurseries at £6.50 a bag; each bag weighs eighteen kilos, so two of us
unloaded it by hand. After the Julie Sayer borders we've got forty-two bags left.

## Wednesday 20 August
Fenland Stone dropped off the Scottish beach cobbles for the Seaview planting — £265 a tonne. One and a half tonnes
are sitting in bay 3 under the tarp until the crew needs them.

## Friday 29 August
Stock count done (see the stock CSV and the spec sheets). Forklift battery needs replacing.
`);
}

// ================================================================== machinery
// [name, type, purchase year, hire rate per day, currency, last service, hours run, assigned to, layout]
const MACH_DEF = [
  ['Kubota KX016-4', 'Mini digger', 2019, 95, 'GBP', '2025-03-14', 2140, 'Dean Howlett', 'md'],
  ['Thwaites 1-tonne dumper', 'Dumper', 2017, 55, 'GBP', '2025-05-02', 3310, 'Gary Pask', 'md'],
  ['Camon TC13 turf cutter', 'Turf cutter', 2021, 60, 'GBP', '2024-10-21', 410, 'Tom Elvin', 'md'],
  ['Belle PCX 350 plate compactor', 'Plate compactor', 2020, 35, 'GBP', '2025-06-18', 880, 'Shona McBride', 'md'],
  ['Timberwolf TW 150DHB chipper', 'Chipper', 2018, 120, 'GBP', '2025-01-29', 1655, 'Gary Pask', 'md'],
  ['Countax C50 ride-on mower', 'Ride-on mower', 2022, 45, 'GBP', '2025-04-08', 520, 'Priya Chandran', 'md'],
  ['Kubota U17-3', 'Mini digger', 2018, 850, 'DKK', '2025-05-12', 2310, 'Jonas Holm', 'da'],
  ['Avant 528', 'Mini loader', 2020, 1100, 'DKK', '2025-02-03', 1480, 'Jonas Holm', 'da'],
  ['Stihl MS 462', 'Chainsaw', 2023, 150, 'DKK', '2025-06-20', 240, 'Mette Kjærgaard', 'da'],
  ['Predator 38 stump grinder', 'Stump grinder', 2016, 110, 'GBP', '2024-11-11', 2960, 'Dean Howlett', 'tsv'],
  ['Camon C8 rotavator', 'Rotavator', 2015, 40, 'GBP', '2025-02-28', 1105, 'Callum Reeve', 'tsv'],
  ['Belle Minimix 150 cement mixer', 'Cement mixer', 2023, 25, 'GBP', '2025-07-15', 190, 'Ryan Thurlow', 'tsv'],
  ['JCB 8008 CTS', 'Mini digger', 2021, 105, 'GBP', '2025-08-19', 1870, 'Tom Elvin', 'report'],
  ['Stihl HT 133 pole pruner', 'Pole pruner', 2022, 30, 'GBP', '2025-08-19', 310, 'Kirsty Fenn', 'report'],
];
const FUEL = {
  'Kubota KX016-4': 'Diesel', 'Thwaites 1-tonne dumper': 'Diesel', 'Camon TC13 turf cutter': 'Petrol', 'Belle PCX 350 plate compactor': 'Petrol',
  'Timberwolf TW 150DHB chipper': 'Diesel', 'Countax C50 ride-on mower': 'Petrol', 'Kubota U17-3': 'Diesel', 'Avant 528': 'Diesel', 'Stihl MS 462': 'Petrol',
  'Predator 38 stump grinder': 'Petrol', 'Camon C8 rotavator': 'Petrol', 'Belle Minimix 150 cement mixer': 'Electric', 'JCB 8008 CTS': 'Diesel', 'Stihl HT 133 pole pruner': 'Petrol',
};
const FUEL_DA = { Diesel: 'diesel', Petrol: 'benzin', Electric: 'el' };
const machines = MACH_DEF.map(([name, type, year, rate, cur, service, hours, who, layout]) => ({ name, type, year, rate, cur, service, hours, who, layout, fuel: FUEL[name] }));
function machFacts(m, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(m.name, 'machine', attr, value, unit, stated, file);
  F('machine_type', m.type, 'text', s.type);
  F('purchase_year', m.year, 'year', s.year);
  F('hire_rate', m.rate, m.cur, s.rate);
  F('last_service', m.service, 'date', s.service);
  F('hours_run', m.hours, 'hours', s.hours);
  F('kept_by', m.who, 'person', s.who ?? m.who);
  F('fuel', m.fuel, 'text', s.fuel);
}
// (f1) Markdown bullets
{
  const file = 'machinery/plant-and-machinery.md';
  const sections = machines.filter((m) => m.layout === 'md').map((m, k) => {
    const service = fmtDate(m.service, k % 2 ? 'short' : 'long');
    machFacts(m, file, { type: `Type: ${m.type}`, year: `Bought: ${m.year}`, rate: `£${m.rate} per day`, service, hours: `Hours run: ${group(m.hours)}`, fuel: `Fuel: ${m.fuel}` });
    return { heading: m.name, rows: [['Type', m.type], ['Bought', m.year], ['Fuel', m.fuel], ['Hire rate', `£${m.rate} per day`], ['Last service', service], ['Hours run', group(m.hours)], ['Kept by', m.who]] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Plant and machinery — Norwich yard',
    lead: ['Our own plant. The hire rate is what we charge a job per day of use. The Kubota KX016-4 mini digger was bought in 2019.'],
    sections,
    footer: 'Hour meters read on 1 September 2025.',
  }));
}
// (f2) DANISH definition list of the Aarhus machines (on loan to Norwich)
{
  const file = 'aarhus/maskiner.html';
  const TYPE_DA = { 'Mini digger': 'Minigraver', 'Mini loader': 'Minilæsser', Chainsaw: 'Motorsav' };
  const sections = machines.filter((m) => m.layout === 'da').map((m) => {
    const rate = `${da(m.rate)} kr`;
    const service = fmtDate(m.service, 'dotted');
    machFacts(m, file, { type: TYPE_DA[m.type], year: `${m.year}`, rate, service, hours: da(m.hours), fuel: `<dd>${FUEL_DA[m.fuel]}</dd>` });
    return { heading: m.name, rows: [['Type', TYPE_DA[m.type]], ['Købsår', String(m.year)], ['Brændstof', FUEL_DA[m.fuel]], ['Lejepris pr. dag', rate], ['Sidste service', service], ['Timer', da(m.hours)], ['Ansvarlig', m.who]] };
  });
  corpus.write(file, htmlDlPage({
    title: 'Maskiner udlånt til Norwich',
    site: 'Egå Planteskole ApS',
    lead: ['Maskiner fra Egå Planteskole, som står i Norwich i 2025-sæsonen. Lejeprisen pr. dag faktureres i kroner.'],
    sections,
    footer: 'Service udføres af Aarhus Maskinservice.',
  }).replace('<html lang="en">', '<html lang="da">'));
}
// (f3) hire register TSV (units inside the values)
{
  const file = 'machinery/hire-register.tsv';
  const rows = machines.filter((m) => m.layout === 'tsv').map((m) => {
    const rate = `£${m.rate}/day`;
    const hours = `${group(m.hours)} hrs`;
    machFacts(m, file, { type: m.type.toLowerCase(), year: String(m.year), rate, service: ukDate(m.service), hours, fuel: m.fuel.toLowerCase() });
    return [m.name, m.type.toLowerCase(), m.year, m.fuel.toLowerCase(), rate, ukDate(m.service), hours, m.who];
  });
  corpus.write(file, delimited(['Machine', 'Kind', 'Year bought', 'Fuel', 'Day rate', 'Serviced', 'Hour meter', 'Operator'], rows, '\t'));
}
// (f4) two machines only in a service report's sentences
{
  const file = 'reports/service-report-2025-08.md';
  const [j, s] = machines.filter((m) => m.layout === 'report');
  machFacts(j, file, { type: 'mini digger', year: '2021', rate: 'a hundred and five pounds a day', service: '19 August 2025', hours: '1,870 hours', fuel: 'diesel' });
  machFacts(s, file, { type: 'pole pruner', year: '2022', rate: '£30 a day', service: '19 August 2025', hours: 'three hundred and ten hours', fuel: 'petrol' });
  corpus.write(file, `# Service report — August 2025

Prepared by Broadland Plant Services for ${FIRM}. Visit date: 19 August 2025.

## JCB 8008 CTS

The JCB 8008 CTS mini digger, bought new in 2021, was serviced on 19 August 2025 at 1,870 hours on the clock. Engine
oil, diesel and hydraulic filters changed; bucket pins greased; the track tension was adjusted. Tom Elvin looks after
this machine and reports no faults. We charge it out to jobs at a hundred and five pounds a day.

## Stihl HT 133 pole pruner

The Stihl HT 133 pole pruner (2022, petrol) was also serviced on 19 August 2025, after three hundred and ten hours of use. New
chain and bar oil pump seal. It is kept by Kirsty Fenn and hired to jobs at £30 a day.

## Recommendations

Replace the dumper's seat belt before the next LOLER inspection. Next routine visit in February 2026.
`);
}

// ================================================================== background documents (no entity facts)
corpus.write('README.txt', `NORFOLK LEAF LANDSCAPING LTD — SHARED DRIVE
Unit 4, Hellesdon Park Road, Norwich. Partner nursery: Egå Planteskole ApS, Aarhus (files under aarhus/ are in Danish).

projects/  exports/  accounts/   jobs: job sheets, job bags, the 2024 register, the YardBook export, the 2023 ledger
clients/  crm/                   client details
team/  hr/  timesheets/          crew pages, register, days on site
plants/  suppliers/              catalogues and supplier lists
materials/  diary/               yard stock, spec sheets, yard diary
machinery/  reports/             plant and machinery, service reports
email/  minutes/  admin/  newsletters/  health-and-safety/
`);
corpus.write('admin/price-review-2025.md', `# Price review — spring 2025

Labour: day rates charged to clients rise by 4 % from 1 April 2025. Minimum call-out for maintenance visits stays at
£95 (two hours). Skip hire has gone up from £240 to £265 per 8-yard skip; we pass it on at cost plus 10 %.

Fuel surcharge: removed from 1 May 2025 (diesel below £1.45 a litre for six weeks).

Design fees: £450 for a small garden plan (up to 100 m²), £850 up to 300 m², by quote above that.

VAT is charged at 20 % on all work; council clients are invoiced through their purchase-order portals.
`);
corpus.write('health-and-safety/chainsaw-and-machinery-policy.md', `# Chainsaw and machinery policy

1. Nobody uses a chainsaw without a valid CS30/CS31 ticket (crosscutting and felling small trees up to 380 mm).
2. Chainsaw trousers, boots, helmet with visor and ear defenders are compulsory; first-aid kit with a large wound dressing
   on site at all times.
3. Mini diggers: CPCS or NPORS card for anyone operating over 1.5 tonnes; daily checks written in the machine's log book.
4. Plate compactors and cutters: hand-arm vibration exposure is logged; the limit is 400 points a day.
5. Dumpers: seat belt worn, rollover bar up, no passengers, ever.

Reviewed every January. Last reviewed 13 January 2025.
`);
corpus.write('newsletters/autumn-2025.md', `# Norfolk Leaf news — autumn 2025

It has been a dry summer: we watered newly planted schemes three times a week through July and lost only a handful
of plants. Thank you to every client who put up with hosepipes across their lawns.

We are now booking autumn planting (bare-root season starts in November) and spring 2026 patios. Our partners at Egå
Planteskole will send two lorry loads of hedging this winter.

Welcome to the two new members of the team joining in September, and congratulations to the crews on a record 96 %
of jobs finished on time this year.
`);
corpus.write('aarhus/nyhedsbrev-sommer-2025.md', `# Nyhedsbrev — sommer 2025

Egå Planteskole har haft en travl sæson. Vi har sendt 14 lastbiler med planter til England, og samarbejdet med Norfolk
Leaf Landscaping i Norwich fortsætter i 2026.

Åbningstider i planteskolen: mandag til fredag 7-16, lørdag 9-13. Barrodsplanter kan bestilles fra 1. november.

Husk: alle priser på prislisten er ekskl. moms (25 %).
`);
corpus.write('admin/team-meeting-2025-06.md', `# Team meeting — 11 June 2025

Present: directors, crew leads, office.

1. Van replacement: the oldest Transit (2014) goes at the end of July; the lease on a new one is £389 a month.
2. Training: two places booked on the October chainsaw course; first-aid refresher for six people in November.
3. Holidays: no more than two people off from one crew at the same time in July and August.
4. The yard: new racking for sleepers and boards, about £1,200. Agreed.
5. Next meeting: 10 September.
`);
corpus.write('weather/rain-days-2025.csv', delimited(['Month', 'Rain days', 'Rainfall (mm)', 'Days lost on site'], [
  ['March', '9', '31.4', '2'], ['April', '7', '22.0', '1'], ['May', '8', '40.2', '2'], ['June', '5', '18.6', '0'], ['July', '4', '12.9', '0'], ['August', '6', '27.5', '1'],
]));
corpus.write('admin/vehicles.md', `# Vehicles

| Reg | Vehicle | Year | MOT due | Notes |
|---|---|---|---|---|
| NL14 LFA | Ford Transit tipper | 2014 | March 2026 | to be replaced July 2025 |
| NL19 LFB | Ford Transit tipper | 2019 | May 2026 | towbar, 3.5 t |
| NL21 LFC | Isuzu Grafter 7.5 t | 2021 | October 2025 | needs a C1 driver |
| NL23 LFD | Toyota Hilux | 2023 | — | towing the digger trailer |

Trailers: one 2.7 t plant trailer (Ifor Williams), one 3.5 t flatbed.
`);

const stats = corpus.flush(source);
console.log(`landscaping: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
