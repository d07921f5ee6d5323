#!/usr/bin/env node
// Library corpus (held-out): the shared drive of "Plymouth & District Libraries", a public library service with
// seven branches in and around Plymouth and a twinned branch in Tampere, Finland (Hervannan kirjasto, whose records
// are in Finnish), as at 1 September 2025. 8 branches, 26 staff, 50 titles, 40 borrowers, 18 events, 12 suppliers.
//   node bench/corpora/library/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "library-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) branches: HTML infobox pages (label set A: `Opening hours`, `Floor area: 2,450 m²`, `Staff`, `Annual visits`,
//     `Branch manager`), a Markdown bullet sheet of community libraries (label set B: `Open: 33 hrs/week`, `Size:
//     3,650 sq ft`, `Headcount`, `Footfall 2024/25`, `Managed by`), Plympton only in the sentences of the annual
//     report, and a FINNISH page with YAML front matter and a pipe table (`Aukioloaika: 52 tuntia viikossa`,
//     `Pinta-ala: 1 240 m²`, `Henkilökunta`, `Käynnit 2024`, `Johtaja`);
// (b) a WIDE table of visits per month, January–August 2025 (a CSV for the Plymouth branches; a Finnish Markdown
//     table `tammi … elo` for Hervanta);
// (c) staff: HTML spec-table team pages (label set A: `Staff number`, `Role`, `Contracted hours`, `Grade: G6`,
//     `Start date`), a register CSV (label set B: `Staff no.`, `Library`, `Post`, `Hours/wk`, `Joined` dd/mm/yyyy),
//     a flat payroll JSON, a FINNISH definition list (`Tehtävä: kirjastonhoitaja`, `Viikkotyöaika: 36,25 h`,
//     `Palkkaryhmä`, `Aloituspäivä: 1.3.2016`) and two new starters only in an HR e-mail;
// (d) titles: plain-text catalogue records (`TITLE: …`, `Copies held`, `Loans this year`, `Junior stock`), a new-stock
//     TSV with units in the values (`312 pp`, `3 copies`, `41 loans`, `£12.99`), a nested LMS JSON export, a YAML +
//     pipe-table reading-challenge list (`Writer`, `Length: 96 pages`, `Issues 2025`, `RRP`), FINNISH bullets
//     (`Nimi`, `Kirjailija`, `Sivuja: 312`, `Lainat: 45`, `Hinta: 24,90 €`, `Lasten kirja: kyllä`), a FINNISH
//     collection report with a PREAMBLE, SEMICOLONS, DECIMAL COMMAS and `n/a`, and three titles only in the
//     sentences of reading-group minutes;
// (e) borrowers: a CSV with the currency in the header, a Markdown bullet sheet (`Library card`, `Category: Senior
//     (65+)`, `Member since: March 2019`, `Owes: £2.40`), a flat JSON of online joiners, a FINNISH HTML table
//     (`Ikäryhmä: seniori`, `Liittynyt: 12.4.2019`, `Maksut: 1,20 €`), a fines export with a PREAMBLE, SEMICOLONS and
//     `n/a`, and three only in a Devonport desk diary;
// (f) events: an HTML definition list (spring programme), an events-log TSV, a nested booking-system JSON, FINNISH
//     bullets, a Finnish e-mail and the branch managers' minutes (prose, number words);
// (g) suppliers: an HTML spec table, a flat JSON (country codes), Markdown notes (`Lead time: 2 weeks`), FINNISH
//     plain-text profiles (`Alennus: 22 %`, `Toimitusaika: 3 viikkoa`) and one only in an e-mail;
// (h) background documents whose numbers belong to no entity (policies, budget, strategy, newsletters, benchmarks).
//
// Canonical units of source.csv: opening hours and contract hours per week; floor areas in m² (`5,200 sq ft` → ×
// 0.09290304); delivery times in days (`2 weeks` → 14); discounts in %; money in GBP or EUR as written (never
// converted); dates ISO (`Member since: March 2019` → 2019-03-01); grades as numbers (`G6` → 6); Finnish words in
// English (`kirjastonhoitaja` = librarian, `kirjastovirkailija` = assistant, `kirjaston johtaja` = manager,
// `jalkautuva kirjastotyöntekijä` = outreach, `lapsi` = child, `nuori` = teen, `aikuinen` = adult, `seniori` =
// senior, `dekkari` = Crime, `kuvakirja` = Picture book, `kyllä` = yes, `Suomi` = Finland, `Ruotsi` = Sweden, …).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlDlPage, htmlInfoboxPage, htmlTablePage, joinAnd, mdBulletsNote, mdYamlTableNote, rng, slug, targets, txtProfile } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('library-v1');
const SQFT = 0.09290304;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const gbp = (v) => `£${group(v, 2)}`;
const fiDec = (v, d = 2) => v.toFixed(d).replace('.', ',');
const fiNum = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const fiHours = (h) => (Number.isInteger(h) ? String(h) : fiDec(h, 2).replace(/0$/, ''));
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const fiDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}.${m}.${y}`;
};
const FI_MONTHS = ['tammikuuta', 'helmikuuta', 'maaliskuuta', 'huhtikuuta', 'toukokuuta', 'kesäkuuta', 'heinäkuuta', 'elokuuta', 'syyskuuta', 'lokakuuta', 'marraskuuta', 'joulukuuta'];
const fiLong = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}. ${FI_MONTHS[m - 1]} ${y}`;
};
const WEEKDAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekday = (iso) => WEEKDAY[new Date(`${iso}T12:00:00Z`).getUTCDay()];
const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
function words(n) {
  if (n < 20) return ONES[n];
  if (n < 100) return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : '');
  if (n < 1000) return `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? ` and ${words(n % 100)}` : ''}`;
  throw new Error(`words(${n})`);
}

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the monthly visits tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);
const HERV = 'Hervannan kirjasto';

// ------------------------------------------------------------------ branches
// name, short, town, hours, m2 | sqft, staff headcount, visits 2024/25, manager, layout
const BRANCHES = [
  { name: 'Central Library', short: 'Central', town: 'Plymouth', hours: 58, m2: 2450, staff: 21, visits: 318400, manager: 'Helen Treloar', layout: 'infobox' },
  { name: 'Devonport Library', short: 'Devonport', town: 'Plymouth', hours: 40, sqft: 5200, staff: 7, visits: 64900, manager: 'Marcus Bellamy', layout: 'infobox' },
  { name: 'Crownhill Library', short: 'Crownhill', town: 'Plymouth', hours: 44, m2: 610, staff: 9, visits: 88300, manager: 'Priya Raman', layout: 'infobox' },
  { name: 'St Budeaux Library', short: 'St Budeaux', town: 'Plymouth', hours: 33, sqft: 3650, staff: 5, visits: 41200, manager: 'Gareth Nance', layout: 'bullets' },
  { name: 'Plymstock Library', short: 'Plymstock', town: 'Plymstock', hours: 42, sqft: 4800, staff: 8, visits: 72650, manager: 'Joanna Kitto', layout: 'bullets' },
  { name: 'Ivybridge Library', short: 'Ivybridge', town: 'Ivybridge', hours: 36, m2: 410, staff: 6, visits: 55100, manager: 'Daniel Opie', layout: 'bullets' },
  { name: 'Plympton Library', short: 'Plympton', town: 'Plympton', hours: 38, sqft: 3100, staff: 6, visits: 49750, manager: 'Sarah Quance', layout: 'prose' },
  { name: HERV, short: 'Hervanta', town: 'Tampere', hours: 52, m2: 1240, staff: 11, visits: 186400, manager: 'Anu Virtanen', layout: 'fi' },
];
for (const b of BRANCHES) b.area = b.sqft != null ? r4(b.sqft * SQFT) : b.m2;
const BR = Object.fromEntries(BRANCHES.map((b) => [b.name, b]));
const SHORT = Object.fromEntries(BRANCHES.map((b) => [b.name, b.short]));

function branchFacts(b, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(b.name, 'branch', attr, value, unit, stated, file);
  F('town', b.town, 'place', s.town ?? b.town);
  F('hours', b.hours, 'h', s.hours);
  F('floor_area', b.area, 'm2', s.area);
  F('staff_count', b.staff, '', s.staff);
  F('annual_visits', b.visits, '', s.visits);
  F('manager', b.manager, 'person', s.manager ?? b.manager);
}

// (a1) infobox pages
BRANCHES.filter((b) => b.layout === 'infobox').forEach((b, k) => {
  const file = `branches/${slug(b.name)}.html`;
  const area = b.sqft != null ? `${group(b.sqft)} sq ft` : `${group(b.m2)} m²`;
  const s = { hours: `${b.hours} hours per week`, area, staff: String(b.staff), visits: group(b.visits) };
  branchFacts(b, file, s);
  corpus.write(file, htmlInfoboxPage({
    title: b.name,
    sections: [
      { heading: 'Location', rows: [['Town', b.town], ['Address', ['Drake Circus, PL4 8AJ', 'Ker Street, PL1 4EL', 'Crownhill Road, PL5 3BE'][k]]] },
      { heading: 'Service', rows: [['Opening hours', s.hours], ['Floor area', area], ['Staff', s.staff], ['Annual visits (2024/25)', s.visits], ['Branch manager', b.manager]] },
    ],
    lead: [
      `${b.name} is open ${b.hours} hours a week${k === 0 ? ', Monday to Saturday, with late opening until 8pm on Thursdays' : ''}.`,
      ['The building reopened in 2021 after the refit of the ground floor.', 'The branch shares its building with the community centre; the meeting room seats 40.', 'A self-service kiosk and six public computers are on the ground floor.'][k],
    ],
    footer: 'Figures from the 2024/25 service return.',
  }));
});

// (a2) community libraries sheet (label set B)
{
  const file = 'branches/community-libraries.md';
  const sections = BRANCHES.filter((b) => b.layout === 'bullets').map((b) => {
    const area = b.sqft != null ? `${group(b.sqft)} sq ft` : `${b.m2} m²`;
    const s = { hours: `Open: ${b.hours} hrs/week`, area: `Size: ${area}`, staff: `Headcount: ${b.staff}`, visits: `Footfall 2024/25: ${group(b.visits)}`, town: `Location: ${b.town === 'Plymouth' ? `${b.short}, Plymouth` : b.town}`, manager: `Managed by: ${b.manager}` };
    branchFacts(b, file, s);
    return { heading: b.name, rows: [['Location', s.town.slice(10)], ['Open', `${b.hours} hrs/week`], ['Size', area], ['Headcount', String(b.staff)], ['Footfall 2024/25', group(b.visits)], ['Managed by', b.manager]] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Community libraries — key facts',
    lead: ['Key facts for the three community libraries, as supplied for the 2024/25 service return. Plymstock is open 42 hours a week including Saturday afternoons.'],
    sections,
    footer: 'Headcount includes casual and relief staff.',
  }));
}

// (a3) Plympton only in the sentences of the annual report (background numbers around it)
{
  const file = 'reports/annual-report-2024-25.md';
  const b = BR['Plympton Library'];
  branchFacts(b, file, { hours: `${words(b.hours)} hours a week`, area: `${group(b.sqft)} sq ft`, staff: `team of ${words(b.staff)}`, visits: group(b.visits), manager: b.manager });
  corpus.write(file, `# Plymouth & District Libraries — Annual Report 2024/25

## Foreword

This has been a year of steady recovery. Across the service we issued more loans than in any year since 2019, and
the Summer Reading Challenge signed up more children than ever before. We thank our volunteers, who gave over 9,000
hours of their time, and the Friends groups, who raised money for new children's stock.

## Branch in focus: Plympton

Plympton Library moved into the refurbished Ridgeway building in 2023 and this was its first full year there. The
library is now open ${words(b.hours)} hours a week, including Saturday mornings, and the new ground floor of
${group(b.sqft)} sq ft houses the adult lending stock, a teenage corner and a children's library with a story-time
rug. A team of ${words(b.staff)}, led by branch manager ${b.manager}, welcomed ${group(b.visits)} visits over the year.

## Service highlights

- 41 per cent of all children's loans were made during the school holidays.
- The home library service delivered to 212 housebound readers each month.
- Public computer sessions fell by 6 per cent as more people brought their own devices.
- The service answered 14,880 enquiries by phone and e-mail.

## Looking ahead

In 2025/26 we will extend the twinning programme with Hervannan kirjasto in Tampere, pilot Sunday opening at one
branch and replace the self-service kiosks across the network.
`);
}

// (a4) Finnish branch page: YAML front matter + pipe table
{
  const file = 'tampere/hervannan-kirjasto.md';
  const b = BR[HERV];
  const s = { town: 'Tampere', hours: `${b.hours} tuntia viikossa`, area: `${fiNum(b.m2)} m²`, staff: `${b.staff} henkeä`, visits: fiNum(b.visits), manager: b.manager };
  branchFacts(b, file, s);
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['nimi', HERV], ['kaupunki', 'Tampere'], ['ystävyyskirjasto', 'Plymouth Central Library'], ['päivitetty', '2025-08-29']],
    title: `${HERV} — perustiedot`,
    lead: [`${HERV} on Tampereen kaupunginkirjaston lähikirjasto Hervannan keskustassa. Kirjasto on auki ${b.hours} tuntia viikossa.`],
    colA: 'Tieto',
    colB: 'Arvo',
    sections: [{ heading: 'Perustiedot', rows: [['Kaupunki', 'Tampere'], ['Aukioloaika', s.hours], ['Pinta-ala', s.area], ['Henkilökunta', s.staff], ['Käynnit 2024', s.visits], ['Johtaja', b.manager]] }],
    footer: 'Lähde: kirjaston vuositilasto 2024.',
  }));
}

// (b) WIDE monthly visits 2025, January–August
const MKEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug'];
const SEASON = [0.86, 0.9, 1.0, 0.95, 0.98, 1.02, 1.18, 1.12];
const FI_SEASON = [1.05, 1.08, 1.1, 1.0, 0.96, 0.74, 0.62, 0.92];
for (const b of BRANCHES) {
  const sea = b.name === HERV ? FI_SEASON : SEASON;
  b.monthly = Object.fromEntries(MKEYS.map((m, i) => [m, Math.round((b.visits / 12) * sea[i] * (1 + r.float(-0.07, 0.07)))]));
}
{
  const file = 'stats/visits-by-month-2025.csv';
  const rows = BRANCHES.filter((b) => b.name !== HERV).map((b) => {
    MKEYS.forEach((m) => corpus.also(b.name, 'branch', `visits_2025_${m}`, b.monthly[m], '', String(b.monthly[m]), file));
    return [b.name, ...MKEYS.map((m) => b.monthly[m])];
  });
  corpus.write(file, delimited(['Branch', 'Jan 2025', 'Feb 2025', 'Mar 2025', 'Apr 2025', 'May 2025', 'Jun 2025', 'Jul 2025', 'Aug 2025'], rows));
}
{
  const file = 'tampere/kavijat-kuukausittain-2025.md';
  const b = BR[HERV];
  MKEYS.forEach((m) => corpus.also(b.name, 'branch', `visits_2025_${m}`, b.monthly[m], '', fiNum(b.monthly[m]), file));
  const out = ['# Kävijät kuukausittain 2025', '', 'Porttilaskurin mukaan. Heinäkuussa kirjasto oli suljettu kaksi viikkoa remontin vuoksi.', '',
    '| Kirjasto | tammi | helmi | maalis | huhti | touko | kesä | heinä | elo |', '|---|---|---|---|---|---|---|---|---|',
    `| ${HERV} | ${MKEYS.map((m) => fiNum(b.monthly[m])).join(' | ')} |`, ''];
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ staff
// name, branch, role, hours, grade, start, staff number
const STAFF = [
  ['Helen Treloar', 'Central Library', 'manager', 37, 9, '2009-04-14', 'PL-0118', 'html'],
  ['Tom Haskell', 'Central Library', 'librarian', 37, 6, '2015-09-07', 'PL-0342', 'html'],
  ['Grace Penhale', 'Central Library', 'outreach', 30, 5, '2019-01-21', 'PL-0497', 'html'],
  ['Priya Raman', 'Crownhill Library', 'manager', 37, 8, '2012-06-11', 'PL-0265', 'html'],
  ['Owen Stacey', 'Crownhill Library', 'assistant', 22.5, 3, '2021-03-01', 'PL-0611', 'html'],
  ['Marcus Bellamy', 'Devonport Library', 'manager', 37, 8, '2014-10-06', 'PL-0307', 'html'],
  ['Leah Cundy', 'Devonport Library', 'librarian', 30, 6, '2018-05-14', 'PL-0455', 'html'],
  ['Gareth Nance', 'St Budeaux Library', 'manager', 30, 7, '2011-02-01', 'PL-0231', 'csv'],
  ['Joanna Kitto', 'Plymstock Library', 'manager', 37, 8, '2008-09-15', 'PL-0104', 'csv'],
  ['Daniel Opie', 'Ivybridge Library', 'manager', 32, 7, '2016-11-28', 'PL-0389', 'csv'],
  ['Kerry Blamey', 'Plymstock Library', 'assistant', 18.5, 3, '2022-08-08', 'PL-0652', 'csv'],
  ['Jamie Rowse', 'St Budeaux Library', 'assistant', 15, 2, '2023-04-17', 'PL-0688', 'csv'],
  ['Nadia Kowal', 'Central Library', 'librarian', 37, 6, '2017-03-20', 'PL-0421', 'csv'],
  ['Ben Mutton', 'Ivybridge Library', 'outreach', 25, 5, '2020-10-05', 'PL-0574', 'csv'],
  ['Sarah Quance', 'Plympton Library', 'manager', 34, 7, '2013-05-20', 'PL-0288', 'json'],
  ['Chloe Hext', 'Plympton Library', 'librarian', 28, 6, '2019-09-02', 'PL-0512', 'json'],
  ['Ravi Menon', 'Central Library', 'assistant', 37, 4, '2020-02-10', 'PL-0559', 'json'],
  ['Ellie Doidge', 'Crownhill Library', 'outreach', 20, 5, '2024-01-15', 'PL-0731', 'json'],
  ['Simon Pascoe', 'Devonport Library', 'assistant', 24, 3, '2018-07-23', 'PL-0468', 'json'],
  ['Martha Yeo', 'Central Library', 'outreach', 37, 6, '2010-01-04', 'PL-0162', 'json'],
  ['Anu Virtanen', HERV, 'manager', 38.25, 8, '2010-08-02', '40213', 'fi'],
  ['Mikko Laine', HERV, 'librarian', 36.25, 6, '2016-03-01', '40877', 'fi'],
  ['Sanna Heikkinen', HERV, 'assistant', 30, 4, '2021-05-10', '41452', 'fi'],
  ['Juha Koskinen', HERV, 'outreach', 25, 5, '2023-09-04', '41906', 'fi'],
  ['Ella Norris', 'Plymstock Library', 'assistant', 22.5, 3, '2025-09-01', 'PL-0788', 'mail'],
  ['Callum Roper', 'Crownhill Library', 'librarian', 37, 6, '2025-09-08', 'PL-0791', 'mail'],
].map(([name, branch, role, hours, grade, start, no, layout]) => ({ name, branch, role, hours, grade, start, no, layout }));
const ST = Object.fromEntries(STAFF.map((p) => [p.name, p]));
for (const b of BRANCHES) if (ST[b.manager]?.branch !== b.name || ST[b.manager].role !== 'manager') throw new Error(`manager of ${b.name}`);
const ROLE_EN = { manager: 'Branch manager', librarian: 'Librarian', assistant: 'Library assistant', outreach: 'Outreach worker' };
const ROLE_FI = { manager: 'kirjaston johtaja', librarian: 'kirjastonhoitaja', assistant: 'kirjastovirkailija', outreach: 'jalkautuva kirjastotyöntekijä' };

function staffFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
  F('staff_no', p.no, 'text', p.no);
  F('branch', p.branch, 'text', s.branch ?? SHORT[p.branch]);
  F('role', p.role, 'text', s.role);
  F('hours', p.hours, 'h', s.hours);
  F('grade', p.grade, '', s.grade);
  F('started', p.start, 'date', s.start);
}

// (c1) team pages: HTML spec tables (label set A)
for (const br of ['Central Library', 'Crownhill Library', 'Devonport Library']) {
  const file = `staff/${slug(br)}-team.html`;
  const team = STAFF.filter((p) => p.branch === br && p.layout === 'html');
  const sections = team.map((p, k) => {
    const start = fmtDate(p.start, k % 2 ? 'short' : 'long');
    const s = { branch: br, role: ROLE_EN[p.role], hours: `${p.hours} hours a week`, grade: `G${p.grade}`, start };
    staffFacts(p, file, s);
    return { heading: p.name, rows: [['Staff number', p.no], ['Branch', br], ['Role', s.role], ['Contracted hours', s.hours], ['Grade', s.grade], ['Start date', start]] };
  });
  corpus.write(file, htmlTablePage({
    title: `${br} — team`,
    crumbs: ['Intranet', 'Staff', br],
    lead: [`${team[0].name} is the branch manager at ${br}; the team below are the permanent posts.`],
    sections,
    footer: 'Contract changes go through HR; this page is updated quarterly.',
  }));
}

// (c2) the staff register CSV (label set B)
{
  const file = 'hr/staff-register-2025.csv';
  const rows = STAFF.filter((p) => p.layout === 'csv').map((p) => {
    staffFacts(p, file, { branch: SHORT[p.branch], role: ROLE_EN[p.role], hours: String(p.hours), grade: `G${p.grade}`, start: ukDate(p.start) });
    return [p.no, p.name, SHORT[p.branch], ROLE_EN[p.role], p.hours, `G${p.grade}`, ukDate(p.start)];
  });
  corpus.write(file, delimited(['Staff no.', 'Name', 'Library', 'Post', 'Hours/wk', 'Grade', 'Joined'], rows));
}

// (c3) payroll extract: flat JSON
{
  const file = 'hr/payroll-extract-2025-08.json';
  const recs = STAFF.filter((p) => p.layout === 'json').map((p) => {
    staffFacts(p, file, { branch: `"site": "${p.branch}"`, role: `"job_role": "${p.role}"`, hours: `"contract_hours": ${p.hours}`, grade: `"pay_grade": ${p.grade}`, start: p.start });
    return { employee_no: p.no, full_name: p.name, site: p.branch, job_role: p.role, contract_hours: p.hours, pay_grade: p.grade, start_date: p.start, pension_scheme: 'LGPS' };
  });
  corpus.write(file, JSON.stringify({ extract: 'payroll', period: '2025-08', generated_by: 'iTrent', records: recs }, null, 2) + '\n');
}

// (c4) Finnish staff: HTML definition list
{
  const file = 'tampere/henkilokunta.html';
  const sections = STAFF.filter((p) => p.layout === 'fi').map((p) => {
    const s = { branch: HERV, role: ROLE_FI[p.role], hours: `${fiHours(p.hours)} h`, grade: `Palkkaryhmä ${p.grade}`, start: fiDate(p.start) };
    staffFacts(p, file, { ...s, branch: '' });
    return { heading: p.name, rows: [['Nimi', p.name], ['Henkilönumero', p.no], ['Tehtävä', s.role], ['Viikkotyöaika', s.hours], ['Palkkaus', s.grade], ['Aloituspäivä', s.start]] };
  });
  corpus.write(file, htmlDlPage({
    title: `${HERV} — henkilökunta`,
    site: 'Tampereen kaupunginkirjasto',
    lead: ['Henkilökunnan tiedot 1.9.2025. Anu Virtanen on kirjaston johtaja.'],
    sections,
    footer: 'Yhteystiedot: hervanta.kirjasto@example.fi',
  }));
}

// (c5) two new starters only in the sentences of an HR e-mail
{
  const file = 'email/2025-08-20-new-starters.eml';
  const e = ST['Ella Norris'];
  const c = ST['Callum Roper'];
  staffFacts(e, file, { branch: 'Plymstock', role: 'library assistant', hours: 'twenty-two and a half hours a week', grade: 'grade G3', start: 'Monday 1 September' });
  staffFacts(c, file, { branch: 'Crownhill', role: 'librarian', hours: 'thirty-seven hours', grade: 'G6', start: '8 September' });
  corpus.write(file, `From: HR Business Support <hr.support@plymouth-libraries.example>
To: Joanna Kitto <joanna.kitto@plymouth-libraries.example>, Priya Raman <priya.raman@plymouth-libraries.example>
Date: Wed, 20 Aug 2025 15:41:07 +0100
Subject: New starters - September

Hi Joanna, hi Priya,

Both appointments have cleared pre-employment checks, so here are the details for your inductions.

Ella Norris joins Plymstock as a library assistant on Monday 1 September, on twenty-two and a half hours a week at
grade G3. Her staff number will be ${e.no}.

Callum Roper starts at Crownhill as a librarian on 8 September. He is full time (thirty-seven hours) on G6, and his
staff number is ${c.no}. He comes to us from a school library in Torbay.

Please book both onto the customer service and safeguarding modules in their first month.

Thanks,
Bev (HR Business Support)
`);
}

// ------------------------------------------------------------------ suppliers
const SUPPLIERS = [
  { name: 'Tamar Book Supply', country: 'United Kingdom', code: 'GB', disc: 34, days: 4, contact: 'Lucy Grills', layout: 'html' },
  { name: 'Westcountry Library Services', country: 'United Kingdom', code: 'GB', disc: 38, days: 6, contact: 'Paul Yendell', layout: 'html' },
  { name: 'Brightwave Books', country: 'United Kingdom', code: 'GB', disc: 31, days: 3, contact: 'Aisha Kamara', layout: 'html' },
  { name: "Harbour Children's Books", country: 'United Kingdom', code: 'GB', disc: 40, days: 8, contact: 'Rob Sleeman', layout: 'html' },
  { name: 'Pentland Academic', country: 'United Kingdom', code: 'GB', disc: 18, days: 12, contact: 'Fiona Drummond', layout: 'json' },
  { name: 'Atlantic Large Print', country: 'Ireland', code: 'IE', disc: 25, days: 10, contact: 'Niamh Keogh', layout: 'json' },
  { name: 'Kestrel Educational', country: 'United Kingdom', code: 'GB', disc: 29, days: 5, contact: 'Dev Patel', layout: 'json' },
  { name: 'Moorland Books Ltd', country: 'United Kingdom', code: 'GB', disc: 27, weeks: 2, contact: 'Sue Endacott', layout: 'md', city: 'Exeter' },
  { name: 'Bretagne Livres Diffusion', country: 'France', code: 'FR', disc: 15, weeks: 3, contact: 'Yann Le Goff', layout: 'md', city: 'Rennes' },
  { name: 'Kirjavälitys Pohjola Oy', country: 'Finland', code: 'FI', disc: 22, days: 6, contact: 'Riikka Saarinen', layout: 'fi' },
  { name: 'Nordic Media AB', country: 'Sweden', code: 'SE', disc: 17, weeks: 2, contact: 'Lars Berg', layout: 'fi' },
  { name: 'Lighthouse Book Co', country: 'United Kingdom', code: 'GB', disc: 33, days: 9, contact: 'Gemma Hosking', layout: 'mail' },
];
for (const s of SUPPLIERS) s.lead = s.weeks != null ? s.weeks * 7 : s.days;
const COUNTRY_FI = { Finland: 'Suomi', Sweden: 'Ruotsi' };
function supplierFacts(s, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'supplier', attr, value, unit, stated, file);
  F('country', s.country, 'place', st.country);
  F('discount', s.disc, '%', st.disc);
  F('delivery_days', s.lead, 'days', st.lead);
  F('contact', s.contact, 'person', s.contact);
}
{
  const file = 'acquisitions/approved-suppliers.html';
  const sections = SUPPLIERS.filter((s) => s.layout === 'html').map((s) => {
    const st = { country: s.country, disc: `${s.disc}%`, lead: `${s.days} days` };
    supplierFacts(s, file, st);
    return { heading: s.name, rows: [['Country', s.country], ['Discount', st.disc], ['Delivery time', `${st.lead} from order`], ['Account manager', s.contact], ['Framework', 'ESPO 510']] };
  });
  corpus.write(file, htmlTablePage({ title: 'Approved book suppliers 2025–26', crumbs: ['Intranet', 'Stock', 'Suppliers'], lead: ['Orders are placed through the framework; Westcountry Library Services gives the best discount on adult fiction at 38%.'], sections, footer: 'Discounts are off the recommended retail price.' }));
}
{
  const file = 'acquisitions/vendor-accounts.json';
  const recs = SUPPLIERS.filter((s) => s.layout === 'json').map((s) => {
    supplierFacts(s, file, { country: `"country": "${s.code}"`, disc: `"discount_pct": ${s.disc}`, lead: `"lead_time_days": ${s.days}` });
    return { vendor_name: s.name, country: s.code, discount_pct: s.disc, lead_time_days: s.days, contact: s.contact, edi: s.code === 'GB' };
  });
  corpus.write(file, JSON.stringify({ system: 'Spydus acquisitions', exported: '2025-08-31', vendors: recs }, null, 2) + '\n');
}
{
  const file = 'acquisitions/supplier-notes.md';
  const sections = SUPPLIERS.filter((s) => s.layout === 'md').map((s) => {
    const st = { country: `${s.city}, ${s.country}`, disc: `Trade discount: ${s.disc} %`, lead: `Lead time: ${s.weeks} weeks` };
    supplierFacts(s, file, st);
    return { heading: s.name, rows: [['Based in', st.country], ['Trade discount', `${s.disc} %`], ['Lead time', `${s.weeks} weeks`], ['Rep', s.contact]] };
  });
  corpus.write(file, mdBulletsNote({ title: 'Supplier notes (stock team)', lead: ['Smaller suppliers we order from outside the framework. Bretagne Livres Diffusion supplies the French-language collection.'], sections }));
}
for (const s of SUPPLIERS.filter((x) => x.layout === 'fi')) {
  const file = `tampere/toimittaja-${slug(s.name)}.txt`;
  const lead = s.weeks != null ? `${s.weeks} viikkoa` : `${s.days} päivää`;
  supplierFacts(s, file, { country: `Maa: ${COUNTRY_FI[s.country]}`, disc: `Alennus: ${s.disc} %`, lead: `Toimitusaika: ${lead}` });
  corpus.write(file, txtProfile({
    txtHeader: `TOIMITTAJA: ${s.name.toUpperCase()}`,
    sections: [{ rows: [['Nimi', s.name], ['Maa', COUNTRY_FI[s.country]], ['Alennus', `${s.disc} %`], ['Toimitusaika', lead], ['Yhteyshenkilö', s.contact]] }],
    lead: [s.country === 'Finland' ? 'Pääasiallinen kotimaisen kirjallisuuden toimittaja. Laskut kuukausittain.' : 'Ruotsinkielinen aineisto ja äänikirjat. Toimitus Tukholmasta.'],
  }));
}
{
  const file = 'email/2025-06-03-lighthouse-quote.eml';
  const s = SUPPLIERS.find((x) => x.layout === 'mail');
  supplierFacts(s, file, { country: 'Truro', disc: 'thirty-three per cent', lead: 'nine days' });
  corpus.write(file, `From: Tom Haskell <tom.haskell@plymouth-libraries.example>
To: Stock Team <stock@plymouth-libraries.example>
Date: Tue, 3 Jun 2025 09:12:44 +0100
Subject: Quote from Lighthouse Book Co

Morning all,

Gemma Hosking from ${s.name}, the Truro wholesaler, came back to us yesterday. They can offer thirty-three per cent
off list price on adult fiction and non-fiction, and they promise delivery within nine days of the order. They are a
UK company so there are no customs charges. I suggest we trial them for the crime and travel orders this summer.

Tom
`);
}

// ------------------------------------------------------------------ titles
// [title, author, genre, children's]
const EN_TITLES = [
  ['The Salt Marsh Years', 'Eleanor Pascoe', 'Fiction', false],
  ['A Lantern for the Tamar', 'Joseph Trewin', 'Historical fiction', false],
  ['Cold Water Harbour', 'Fiona McAllister', 'Crime', false],
  ['The Quiet Cartographer', 'Samuel Adeyemi', 'Fiction', false],
  ['Murder at Mount Batten', 'Rachel Kent', 'Crime', false],
  ["Tides of Drake's Island", 'Peter Hocking', 'History', false],
  ['The Plymouth Blitz Diaries', 'Margaret Luscombe', 'History', false],
  ["Dartmoor: A Walker's Year", 'Tom Coaker', 'Travel', false],
  ['The Clockwork Fox', 'Amelia Hart', "Children's fiction", true],
  ['Milo and the Moon Boat', 'Hannah Lowe', 'Picture book', true],
  ['Shadows over Stonehouse', 'Declan Byrne', 'Crime', false],
  ['Bread, Salt and Saffron', 'Nasreen Qureshi', 'Cookery', false],
  ['The Last Lighthouse Keeper', 'Oliver Penrose', 'Biography', false],
  ['Starlings at Dusk', 'Imogen Wells', 'Poetry', false],
  ['The Dragon Who Hated Rain', 'Kit Morrow', 'Picture book', true],
  ['Quantum Gardens', 'Lena Fischer', 'Science', false],
  ["The Navigator's Wife", 'Sophie Marr', 'Historical fiction', false],
  ['Ghost Ship of the Sound', 'Kit Morrow', "Children's fiction", true],
  ['The Long Walk Home', 'Ama Boateng', 'Fiction', false],
  ['Secrets of the Barbican', 'Rachel Kent', 'Crime', false],
  ['Rockpool Detectives', 'Jess Tamblyn', "Children's fiction", true],
  ['Forty Winks for Wilbur', 'Hannah Lowe', 'Picture book', true],
  ['The Glass Orchard', 'Eleanor Pascoe', 'Fiction', false],
  ['Sea Kayaking the South West', 'Mark Jewell', 'Travel', false],
  ['A Brief History of Bread', 'Harriet Moss', 'Cookery', false],
  ['The Iron Crown', 'Zara Okonjo', 'Young adult', false],
  ['Beneath the Hoe', 'Declan Byrne', 'Crime', false],
  ['Stargazing for Beginners', 'Lena Fischer', 'Science', false],
  ['The Runaway Tram', 'Jess Tamblyn', 'Picture book', true],
  ['Letters from Devonport', 'Margaret Luscombe', 'History', false],
  ["The Weaver's Daughter", 'Sophie Marr', 'Historical fiction', false],
  ['Skyward', 'Zara Okonjo', 'Young adult', false],
  ['Wild Swimming in Devon', 'Mark Jewell', 'Travel', false],
  ['The Moth Collector', 'Samuel Adeyemi', 'Fiction', false],
  ['Pirates of Plymouth Sound', 'Amelia Hart', "Children's fiction", true],
  ['Everyday Plant Cooking', 'Harriet Moss', 'Cookery', false],
  ["Brunel's Bridge", 'Peter Hocking', 'History', false],
  ['Night Shift at the Aquarium', 'Ollie Gale', "Children's fiction", true],
  ["Rosie's War", 'Rose Cawley', 'Biography', false],
  ['Poems from the Dockyard', 'Imogen Wells', 'Poetry', false],
];
// [title, author, genre (English), Finnish genre word, children's]
const FI_TITLES = [
  ['Talvisodan lapset', 'Eeva Lehtonen', 'History', 'historia', false],
  ['Pyynikin varjot', 'Jari Salonen', 'Crime', 'dekkari', false],
  ['Siili ja sateenvarjo', 'Liisa Karhu', 'Picture book', 'kuvakirja', true],
  ['Näsijärven jää', 'Jari Salonen', 'Crime', 'dekkari', false],
  ['Kotimaan linnut', 'Petri Aalto', 'Nature', 'luontokirja', false],
  ['Hiirulaisen kesä', 'Liisa Karhu', 'Picture book', 'kuvakirja', true],
  ['Tehtaan tytöt', 'Eeva Lehtonen', 'Historical fiction', 'historiallinen romaani', false],
  ['Lohikäärmeen vuori', 'Oona Rantanen', 'Young adult', 'nuortenkirja', false],
  ['Ruokaa metsästä', 'Aino Kallio', 'Cookery', 'keittokirja', false],
  ['Tammerkosken tarina', 'Matti Nieminen', 'History', 'historia', false],
];
const LOCAL_HISTORY = ["Tides of Drake's Island", 'The Plymouth Blitz Diaries', 'Letters from Devonport', "Brunel's Bridge"];
function isbn(prefix) {
  // prefix like "978-1-84697": fill to 12 digits, then the check digit
  const digits = prefix.replace(/-/g, '');
  const need = 12 - digits.length;
  let tail = '';
  for (let i = 0; i < need; i++) tail += String(r.int(0, 9));
  const d12 = digits + tail;
  const sum = [...d12].reduce((s, ch, i) => s + Number(ch) * (i % 2 ? 3 : 1), 0);
  const check = (10 - (sum % 10)) % 10;
  return { plain: d12 + check, hyph: `${prefix}-${tail}-${check}` };
}
const PLY = BRANCHES.filter((b) => b.name !== HERV).map((b) => b.name);
const GENERAL_SUP = ['Tamar Book Supply', 'Westcountry Library Services', 'Brightwave Books', 'Moorland Books Ltd', 'Lighthouse Book Co'];
const titles = [];
let lhNo = 402;
for (const [name, author, genre, childrens] of EN_TITLES) {
  const pages = genre === 'Picture book' ? 2 * r.int(12, 20) : childrens ? r.int(110, 320) : genre === 'Young adult' ? r.int(280, 480) : genre === 'Poetry' ? r.int(64, 120) : r.int(190, 540);
  const year = LOCAL_HISTORY.includes(name) ? r.int(1986, 2019) : genre === 'Picture book' ? r.int(2015, 2024) : r.int(1999, 2025);
  const copies = childrens ? r.int(2, 8) : r.int(1, 6);
  const loans = copies * r.int(1, 12) + r.int(0, 5);
  const sup = childrens ? r.pick(["Harbour Children's Books", "Harbour Children's Books", 'Brightwave Books', 'Kestrel Educational'])
    : ['History', 'Science'].includes(genre) ? r.pick(['Pentland Academic', 'Westcountry Library Services', 'Tamar Book Supply'])
      : genre === 'Biography' ? r.pick(['Atlantic Large Print', 'Tamar Book Supply']) : r.pick(GENERAL_SUP);
  const price = genre === 'Picture book' ? r.pick([5.99, 6.99, 7.99]) : childrens ? r.pick([6.99, 7.99, 8.99]) : r.pick([8.99, 9.99, 10.99, 12.99, 14.99, 16.99, 18.99, 20, 22.5, 25]);
  const code = LOCAL_HISTORY.includes(name) ? { plain: `PLY-LH-0${lhNo += r.int(3, 40)}`, hyph: null } : isbn(`978-1-${r.int(78400, 91999)}`);
  titles.push({ name, author, genre, childrens, pages, year, copies, loans, supplier: sup, price, cur: 'GBP', code: code.plain, hyph: code.hyph ?? code.plain, branch: r.pick(PLY), fi: false });
}
for (const [name, author, genre, fiGenre, childrens] of FI_TITLES) {
  const pages = genre === 'Picture book' ? 2 * r.int(12, 20) : genre === 'Young adult' ? r.int(260, 420) : r.int(180, 520);
  const copies = childrens ? r.int(2, 7) : r.int(1, 6);
  const code = isbn(r.pick(['978-952-04', '978-951-31', '978-952-30']));
  titles.push({
    name, author, genre, fiGenre, childrens, pages, year: r.int(2012, 2025), copies, loans: copies * r.int(1, 12) + r.int(0, 5),
    supplier: r.chance(0.7) ? 'Kirjavälitys Pohjola Oy' : 'Nordic Media AB', price: genre === 'Picture book' ? r.pick([16.9, 18.9, 19.9]) : r.pick([22.9, 24.9, 27.9, 29.9, 32.9, 34.9]),
    cur: 'EUR', code: code.plain, hyph: code.hyph, branch: HERV, fi: true,
  });
}
const TI = Object.fromEntries(titles.map((t) => [t.name, t]));
// a few fixed points the folder should hold
TI['Murder at Mount Batten'].branch = 'Plymstock Library';
TI['Secrets of the Barbican'].branch = 'Plymstock Library';
TI['Beneath the Hoe'].branch = 'Plymstock Library';
TI['Bread, Salt and Saffron'].supplier = 'Bretagne Livres Diffusion';
TI["Rosie's War"].supplier = 'Atlantic Large Print';
TI['Everyday Plant Cooking'].supplier = 'Lighthouse Book Co';
TI['Lohikäärmeen vuori'].supplier = 'Nordic Media AB';
TI['Tammerkosken tarina'].price = null; // a donated copy: n/a in the collection report

function titleFacts(t, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(t.name, 'title', attr, value, unit, stated, file);
  F('code', s.code === null ? null : t.code, 'text', s.code === null ? '' : s.code ?? t.code);
  F('author', t.author, 'person', s.author ?? t.author);
  F('year', t.year, '', s.year ?? String(t.year));
  F('pages', t.pages, '', s.pages ?? String(t.pages));
  F('genre', t.genre, 'text', s.genre ?? t.genre);
  F('copies', t.copies, '', s.copies ?? String(t.copies));
  F('loans', t.loans, '', s.loans ?? String(t.loans));
  F('branch', t.branch, 'text', s.branch ?? SHORT[t.branch]);
  F('supplier', t.supplier, 'text', s.supplier ?? t.supplier);
  F('price', t.price, t.cur, s.price);
  F('childrens', t.childrens, 'bool', s.childrens);
}

const YAML_LIST = ['The Clockwork Fox', 'Milo and the Moon Boat', 'The Dragon Who Hated Rain', 'Rockpool Detectives', 'The Runaway Tram', 'Pirates of Plymouth Sound', 'The Iron Crown', 'Skyward'];
const PROSE = ['The Long Walk Home', 'The Moth Collector', "The Weaver's Daughter"];
const rest = r.shuffle(titles.filter((t) => !t.fi && !YAML_LIST.includes(t.name) && !PROSE.includes(t.name)));
const TXT = rest.slice(0, 10);
const TSV = rest.slice(10, 20);
const JSN = rest.slice(20);
const fiTitles = titles.filter((t) => t.fi);
const FI_MD = fiTitles.slice(0, 4);
const FI_CSV = fiTitles.slice(4);

// (d1) plain-text catalogue records
TXT.forEach((t, k) => {
  const file = `catalogue/records/${slug(t.name)}.txt`;
  const code = LOCAL_HISTORY.includes(t.name) ? `Item code: ${t.code}` : `ISBN: ${t.hyph}`;
  const s = { code: t.hyph, year: `Published: ${t.year}`, pages: `Pages: ${t.pages}`, genre: `Genre: ${t.genre}`, copies: `Copies held: ${t.copies}`, loans: `Loans this year: ${t.loans}`, branch: `Home branch: ${SHORT[t.branch]}`, price: gbp(t.price), childrens: `Junior stock: ${t.childrens ? 'Yes' : 'No'}` };
  titleFacts(t, file, s);
  corpus.write(file, txtProfile({
    txtHeader: `TITLE: ${t.name.toUpperCase()}`,
    sections: [{ rows: [[code.split(': ')[0], code.split(': ')[1]], ['Author', t.author], ['Published', t.year], ['Pages', t.pages], ['Genre', t.genre], ['Copies held', t.copies], ['Loans this year', t.loans], ['Home branch', SHORT[t.branch]], ['Supplier', t.supplier], ['Price', gbp(t.price)], ['Junior stock', t.childrens ? 'Yes' : 'No']] }],
    lead: [`${t.author}'s ${['book', 'title', 'book'][k % 3]} has been issued ${t.loans} times since 1 January.`],
  }));
});

// (d2) new-stock TSV: units inside the values
{
  const file = 'catalogue/new-stock-2025.tsv';
  const rows = TSV.map((t) => {
    const code = LOCAL_HISTORY.includes(t.name) ? t.code : t.hyph;
    const s = { code, pages: `${t.pages} pp`, copies: `${t.copies} ${t.copies === 1 ? 'copy' : 'copies'}`, loans: `${t.loans} loans`, price: gbp(t.price), childrens: t.childrens ? 'Y' : 'N' };
    titleFacts(t, file, s);
    return [t.name, t.author, code, t.year, s.pages, t.genre, s.copies, s.loans, SHORT[t.branch], t.supplier, s.price, s.childrens];
  });
  corpus.write(file, delimited(['Title', 'Author', 'ISBN / item code', 'Year', 'Extent', 'Genre', 'Stock', 'Loans YTD', 'Branch', 'Supplier', 'Price', "Children's (Y/N)"], rows, '\t'));
}

// (d3) nested LMS export
{
  const file = 'catalogue/lms-export-items.json';
  const recs = JSN.map((t, k) => {
    const code = LOCAL_HISTORY.includes(t.name) ? { local_code: t.code } : { isbn: t.code };
    titleFacts(t, file, {
      code: t.code, author: t.author, year: `"year": ${t.year}`, pages: `"pages": ${t.pages}`, genre: `"genre": "${t.genre.toLowerCase()}"`, copies: `"copies": ${t.copies}`,
      loans: `"loans_ytd": ${t.loans}`, branch: `"name": "${t.branch}"`, price: `"amount": ${t.price}`, childrens: `"audience": "${t.childrens ? 'junior' : 'adult'}"`,
    });
    return {
      id: `b${(41870 + k * 613).toString()}`,
      bib: { title: t.name, creator: { name: t.author, role: 'author' }, ...code, published: { year: t.year }, physical: { pages: t.pages }, genre: t.genre.toLowerCase(), audience: t.childrens ? 'junior' : 'adult' },
      holdings: { home_branch: { name: t.branch }, copies: t.copies, acquisition: { supplier: t.supplier, price: { amount: t.price, currency: 'GBP' } } },
      circulation: { loans_ytd: t.loans, reservations: r.int(0, 4) },
    };
  });
  corpus.write(file, JSON.stringify({ lms: 'Spydus', exported: '2025-09-01T06:00:00Z', scope: 'adult and junior lending, selected items', items: recs }, null, 2) + '\n');
}

// (d4) reading-challenge list: YAML front matter + pipe tables
{
  const file = 'catalogue/summer-reading-challenge-2025-picks.md';
  const sections = YAML_LIST.map((n) => TI[n]).map((t) => {
    const s = { code: t.hyph, year: `First published | ${t.year}`, pages: `${t.pages} pages`, genre: t.genre, copies: `${t.copies} copies`, loans: `Issues 2025 | ${t.loans}`, branch: SHORT[t.branch], price: gbp(t.price), childrens: `Children's book | ${t.childrens ? 'Yes' : 'No'}` };
    titleFacts(t, file, s);
    return { heading: t.name, rows: [['ISBN', t.hyph], ['Writer', t.author], ['First published', t.year], ['Length', s.pages], ['Category', t.genre], ['Stock', s.copies], ['Issues 2025', t.loans], ['Library', SHORT[t.branch]], ['Bought from', t.supplier], ['RRP', s.price], ["Children's book", t.childrens ? 'Yes' : 'No']] };
  });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['list', 'Summer Reading Challenge 2025'], ['theme', 'Story Garden'], ['compiled_by', 'Grace Penhale'], ['ages', '4-16']],
    title: 'Summer Reading Challenge 2025 — staff picks',
    lead: ['Picks for the challenge displays, with the stock we hold. The Iron Crown and Skyward are for the teenage shelves.'],
    sections,
  }));
}

// (d5) Finnish bullets
{
  const file = 'tampere/uutuudet-syksy-2025.md';
  const sections = FI_MD.map((t) => {
    const s = { code: t.hyph, author: `Kirjailija: ${t.author}`, year: `Julkaistu: ${t.year}`, pages: `Sivuja: ${t.pages}`, genre: `Laji: ${t.fiGenre}`, copies: `Niteitä: ${t.copies}`, loans: `Lainat: ${t.loans}`, branch: '', price: `Hinta: ${fiDec(t.price)} €`, childrens: `Lasten kirja: ${t.childrens ? 'kyllä' : 'ei'}`, supplier: `Toimittaja: ${t.supplier}` };
    titleFacts(t, file, s);
    return { heading: t.name, rows: [['Nimi', t.name], ['Kirjailija', t.author], ['ISBN', t.hyph], ['Julkaistu', t.year], ['Sivuja', t.pages], ['Laji', t.fiGenre], ['Niteitä', t.copies], ['Lainat', t.loans], ['Toimittaja', t.supplier], ['Hinta', `${fiDec(t.price)} €`], ['Lasten kirja', t.childrens ? 'kyllä' : 'ei']] };
  });
  corpus.write(file, mdBulletsNote({ title: `${HERV} — kokoelman nostot syksy 2025`, lead: ['Lainat = lainauskerrat tänä vuonna (1.1.–31.8.2025).'], sections }));
}

// (d6) Finnish collection report: preamble, semicolons, decimal commas, n/a
{
  const file = 'tampere/kokoelmaraportti-2025.csv';
  const rows = FI_CSV.map((t) => {
    const price = t.price == null ? 'n/a' : fiDec(t.price);
    titleFacts(t, file, { code: t.code, genre: t.fiGenre, branch: '', price: t.price == null ? '' : price, childrens: t.childrens ? 'kyllä' : 'ei' });
    return [t.name, t.author, t.code, t.year, t.pages, t.fiGenre, t.copies, t.loans, price, t.childrens ? 'kyllä' : 'ei', t.supplier];
  });
  const head = `${HERV} - kokoelmaraportti\nAjettu: 1.9.2025 klo 7.30;Käyttäjä: mlaine\nLainat 1.1.-31.8.2025\n\n`;
  corpus.write(file, head + delimited(['Nimi', 'Kirjailija', 'ISBN', 'Julkaisuvuosi', 'Sivuja', 'Laji', 'Niteitä', 'Lainat', 'Hinta (€)', 'Lasten kirja', 'Toimittaja'], rows, ';'));
}

// (d7) three titles only in the sentences of the reading-group minutes
{
  const file = 'reading-group/central-reading-group-minutes-2025-06.md';
  const [a, b, c] = PROSE.map((n) => TI[n]);
  for (const t of [a, b, c]) t.branch = 'Central Library';
  titleFacts(a, file, { code: null, year: `${a.year}`, pages: `${a.pages}-page`, genre: 'novel', copies: `${words(a.copies)} ${a.copies === 1 ? 'copy' : 'copies'}`, loans: `${words(a.loans)} times`, branch: 'Central', supplier: a.supplier, price: gbp(a.price), childrens: '' });
  titleFacts(b, file, { code: null, year: `in ${b.year}`, pages: `${b.pages} pages`, genre: 'novel', copies: `${words(b.copies)} ${b.copies === 1 ? 'copy' : 'copies'}`, loans: `${b.loans} loans`, branch: 'Central', supplier: b.supplier, price: gbp(b.price), childrens: '' });
  titleFacts(c, file, { code: null, year: `${c.year}`, pages: `${words(c.pages)} pages`, genre: 'historical novel', copies: `${c.copies} copies`, loans: `${words(c.loans)} times`, branch: 'Central', supplier: c.supplier, price: gbp(c.price), childrens: '' });
  corpus.write(file, `# Central Library reading group — minutes, 17 June 2025

Present: eleven members; Tom Haskell (facilitator).

## This month's book

We discussed *${a.name}* by ${a.author}, a ${a.pages}-page novel first published in ${a.year}. Most of the group
enjoyed it, though two found the middle section slow. Tom said Central holds ${words(a.copies)} ${a.copies === 1 ? 'copy' : 'copies'} and they have
gone out ${words(a.loans)} times so far this year; it came from ${a.supplier} at ${gbp(a.price)}.

## Next two books

July: *${b.name}* by ${b.author} (published in ${b.year}, ${b.pages} pages). We have
${words(b.copies)} ${b.copies === 1 ? 'copy' : 'copies'} at Central and it has had ${b.loans} loans this year, so members
are asked to reserve early; extra copies were ordered from ${b.supplier} at ${gbp(b.price)} each.

August: *${c.name}*, ${c.author}'s historical novel from ${c.year}. It runs to ${words(c.pages)} pages, so we are
allowing six weeks. Central has ${c.copies} copies (bought from ${c.supplier}, ${gbp(c.price)}), borrowed
${words(c.loans)} times since January.

## Any other business

The group's tenth anniversary is in October; Tom will ask about a cake budget of £40.
`);
}

// ------------------------------------------------------------------ borrowers
const AGE_FI = { child: 'lapsi', teen: 'nuori', adult: 'aikuinen', senior: 'seniori' };
const AGE_EN = { child: 'Child', teen: 'Teen', adult: 'Adult', senior: 'Senior' };
const BORROWER_DEF = {
  csv: ['Amelia Roskilly', 'Jack Trethewey', 'Sophie Vosper', 'Harvey Chubb', 'Ruby Kneebone', 'Noah Penhaligon', 'Isabel Frean', 'Leo Manning', 'Evie Couch', 'Arthur Stephens'],
  md: ['Margaret Lugger', 'Dennis Bickford', 'Lily Pengelly', 'Oscar Hambly', 'Freya Tonkin', 'William Rowe', 'Poppy Jago', 'Eileen Hosking'],
  json: ['Maya Chen', 'Ethan Kowalczyk', 'Aisha Rahman', "Finn O'Leary", 'Zainab Yusuf', 'Charlie Dunstan', 'Olivia Mears'],
  semi: ['George Widger', 'Harriet Lobb', 'Kevin Snell', 'Daisy Curnow', 'Patricia Mudge', 'Tyler Body'],
  diary: ['Joan Widdicombe', 'Alfie Northcott', 'Kayla Brimacombe'],
  fi: ['Aino Mäkinen', 'Eero Järvinen', 'Helmi Korhonen', 'Ville Hämäläinen', 'Pirkko Lindqvist', 'Onni Salminen'],
};
const BR_OF = {
  csv: ['Central Library', 'Crownhill Library'], md: ['Plymstock Library', 'Ivybridge Library'], json: PLY, semi: ['St Budeaux Library', 'Plympton Library', 'Devonport Library'], diary: ['Devonport Library'], fi: [HERV],
};
const FIXED_AGE = { 'Margaret Lugger': 'senior', 'Eileen Hosking': 'senior', 'Dennis Bickford': 'senior', 'Joan Widdicombe': 'senior', 'Alfie Northcott': 'child', 'Kayla Brimacombe': 'teen', 'Pirkko Lindqvist': 'senior', 'Onni Salminen': 'child', 'Helmi Korhonen': 'teen', 'Patricia Mudge': 'senior', 'Tyler Body': 'teen', 'Lily Pengelly': 'child', 'Oscar Hambly': 'child' };
const borrowers = [];
const usedCards = new Set();
for (const [layout, names] of Object.entries(BORROWER_DEF)) {
  names.forEach((name) => {
    const age = FIXED_AGE[name] ?? r.weighted([['child', 0.22], ['teen', 0.16], ['adult', 0.42], ['senior', 0.2]]);
    const fi = layout === 'fi';
    let card;
    do card = fi ? `2460${r.int(100000, 999999)}` : `2900${r.int(10000000, 99999999)}`; while (usedCards.has(card));
    usedCards.add(card);
    const minYear = age === 'child' ? 2017 : age === 'teen' ? 2013 : 1996;
    const joined = layout === 'json' ? `2025-${pad(r.int(1, 7))}-${pad(r.int(1, 28))}` : `${r.int(minYear, 2024)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
    const onLoan = age === 'child' ? r.int(0, 8) : age === 'senior' ? r.int(1, 14) : r.int(0, 10);
    const fines = age === 'child' ? 0 : r.chance(0.35) ? 0 : fi ? r.pick([0.4, 0.8, 1.2, 1.6, 2.4, 3.2, 4.0, 5.6]) : r.pick([0.6, 1.2, 1.8, 2.4, 3.3, 4.2, 5.1, 6.0, 7.25, 8.4]);
    borrowers.push({ name, layout, age, card, joined, onLoan, fines, cur: fi ? 'EUR' : 'GBP', branch: r.pick(BR_OF[layout]) });
  });
}
const BO = Object.fromEntries(borrowers.map((b) => [b.name, b]));
// month-only joins on the bullet sheet: hold the first of the month
for (const b of borrowers) if (b.layout === 'md') b.joined = `${b.joined.slice(0, 7)}-01`;
BO['Joan Widdicombe'].fines = 4.2;
BO['George Widger'].fines = 3.3; // the balances export should not be all zeros
BO['Daisy Curnow'].fines = 1.5;
BO['Joan Widdicombe'].onLoan = 11;
BO['Joan Widdicombe'].joined = '1998-05-01';
function borrowerFacts(b, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(b.name, 'borrower', attr, value, unit, stated, file);
  F('card_no', b.card, 'text', s.card ?? b.card);
  F('branch', b.branch, 'text', s.branch ?? SHORT[b.branch]);
  F('age_group', b.age, 'text', s.age);
  F('joined', b.joined, 'date', s.joined);
  F('on_loan', b.onLoan, '', s.onLoan ?? String(b.onLoan));
  F('fines', b.fines, b.cur, s.fines);
}
{
  const file = 'members/borrowers-central-crownhill.csv';
  const rows = borrowers.filter((b) => b.layout === 'csv').map((b) => {
    borrowerFacts(b, file, { age: AGE_EN[b.age], joined: b.joined, fines: b.fines.toFixed(2) });
    return [b.card, b.name, SHORT[b.branch], AGE_EN[b.age], b.joined, b.onLoan, b.fines.toFixed(2)];
  });
  corpus.write(file, delimited(['Card number', 'Name', 'Home library', 'Age group', 'Joined', 'Items on loan', 'Fines owed (GBP)'], rows));
}
{
  const file = 'members/plymstock-ivybridge-members.md';
  const CAT = { child: 'Junior (under 12)', teen: 'Teen (12-17)', adult: 'Adult', senior: 'Senior (65+)' };
  const sections = borrowers.filter((b) => b.layout === 'md').map((b) => {
    const owes = b.fines ? gbp(b.fines) : 'nothing';
    const s = { card: b.card, age: `Category: ${CAT[b.age]}`, joined: `Member since: ${fmtDate(b.joined, 'month')}`, onLoan: `Loans out: ${b.onLoan} item${b.onLoan === 1 ? '' : 's'}`, fines: `Owes: ${owes}`, branch: `Home branch: ${SHORT[b.branch]}` };
    borrowerFacts(b, file, s);
    return { heading: b.name, rows: [['Library card', b.card], ['Home branch', SHORT[b.branch]], ['Category', CAT[b.age]], ['Member since', fmtDate(b.joined, 'month')], ['Loans out', `${b.onLoan} item${b.onLoan === 1 ? '' : 's'}`], ['Owes', owes]] };
  });
  corpus.write(file, mdBulletsNote({ title: 'Plymstock and Ivybridge — members with notes', lead: ['Members flagged for the housebound service review or the fines amnesty. Children do not incur fines.'], sections }));
}
{
  const file = 'members/online-joiners-2025.json';
  const recs = borrowers.filter((b) => b.layout === 'json').map((b) => {
    borrowerFacts(b, file, { branch: `"home_branch": "${b.branch}"`, age: `"age_band": "${b.age}"`, joined: b.joined, onLoan: `"current_loans": ${b.onLoan}`, fines: `"fines_gbp": ${b.fines}` });
    return { card_number: b.card, name: b.name, home_branch: b.branch, age_band: b.age, registered: b.joined, current_loans: b.onLoan, fines_gbp: b.fines, newsletter: r.chance(0.5) };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'finance/fines-and-charges-export-2025-08-31.csv';
  const rows = borrowers.filter((b) => b.layout === 'semi').map((b, k) => {
    const unknown = k === 1; // registration date lost in the 2016 migration
    if (unknown) b.joined = null;
    const joined = unknown ? 'n/a' : fmtDate(b.joined, 'short');
    borrowerFacts(b, file, { age: AGE_EN[b.age].toUpperCase(), joined: unknown ? '' : joined, fines: b.fines.toFixed(2) });
    return [b.card, b.name, SHORT[b.branch], AGE_EN[b.age].toUpperCase(), joined, b.onLoan, b.fines.toFixed(2)];
  });
  const head = 'Plymouth & District Libraries - Borrower balances\nRun date: 31/08/2025;Operator: FIN02\nBranches: St Budeaux, Plympton, Devonport\n\n';
  corpus.write(file, head + delimited(['Card', 'Borrower', 'Branch', 'Category', 'Registered', 'On loan', 'Balance (£)'], rows, ';'));
}
{
  const file = 'members/devonport-desk-diary-2025-08.md';
  const [j, a, k] = ['Joan Widdicombe', 'Alfie Northcott', 'Kayla Brimacombe'].map((n) => BO[n]);
  borrowerFacts(j, file, { branch: 'Devonport', age: 'senior member', joined: 'May 1998', onLoan: `${words(j.onLoan)} items`, fines: gbp(j.fines) });
  borrowerFacts(a, file, { branch: 'Devonport', age: 'Year 4', joined: fmtDate(a.joined, 'long'), onLoan: `${words(a.onLoan)} books`, fines: 'no fines' });
  borrowerFacts(k, file, { branch: 'Devonport', age: 'fifteen', joined: fmtDate(k.joined, 'month'), onLoan: `${words(k.onLoan)}`, fines: k.fines ? gbp(k.fines) : 'nothing owing' });
  k.joined = `${k.joined.slice(0, 7)}-01`;
  for (const f of corpus.facts) if (f.entity === k.name && f.attribute === 'joined') f.value = k.joined;
  corpus.write(file, `# Devonport — desk diary, August 2025

**Mon 4 Aug.** Quiet morning. Mrs ${j.name} (card ${j.card}) came in for her large-print westerns. She has been a
senior member here since May 1998 and currently has ${words(j.onLoan)} items out, which is over the limit, so we
agreed she would bring three back on Thursday. She still owes ${gbp(j.fines)} from the spring and will pay next week.

**Wed 13 Aug.** Summer Reading Challenge rush. ${a.name}, Year 4 (card ${a.card}), joined us on
${fmtDate(a.joined, 'long')} and has finished the challenge already. He has ${words(a.onLoan)} books out at the
moment and, being a child member, no fines.

**Fri 22 Aug.** ${k.name}, who is fifteen and a regular at Teen Manga Club, renewed her card (${k.card}); she has been
a member since ${fmtDate(k.joined, 'month')}. She has ${words(k.onLoan)} on loan and ${k.fines ? `owes ${gbp(k.fines)}` : 'nothing owing'}.

**Fri 29 Aug.** Fire alarm test at 10:00. Public PCs 3 and 5 reported slow; ticket raised with IT.
`);
}
{
  const file = 'tampere/asiakkaat.html';
  const rows = borrowers.filter((b) => b.layout === 'fi').map((b) => {
    const fines = b.fines ? `${fiDec(b.fines)} €` : '0,00 €';
    borrowerFacts(b, file, { branch: '', age: AGE_FI[b.age], joined: fiDate(b.joined), onLoan: `<td>${b.onLoan}</td>`, fines });
    return `    <tr><td>${esc(b.name)}</td><td>${b.card}</td><td>${AGE_FI[b.age]}</td><td>${fiDate(b.joined)}</td><td>${b.onLoan}</td><td>${fines}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="fi"><head><meta charset="utf-8"><title>Asiakkaat — ${HERV}</title></head>
<body>
<h1>Asiakasotos — ${HERV}</h1>
<p>Otos asiakasrekisteristä 1.9.2025 (ystävyyskirjastovertailua varten). Lapsilta ei peritä myöhästymismaksuja.</p>
<table>
  <thead><tr><th>Nimi</th><th>Kirjastokortti</th><th>Ikäryhmä</th><th>Liittynyt</th><th>Lainassa</th><th>Maksut</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}

// ------------------------------------------------------------------ events
// name, branch, date, host, attendees, cost, audience, layout
const EVENTS = [
  ['Baby Bounce and Rhyme', 'Crownhill Library', '2025-02-11', 'Ellie Doidge', 28, 0, 'families', 'dl'],
  ['Local History Talk: The Blitz', 'Central Library', '2025-03-20', 'Tom Haskell', 64, 150, 'adults', 'dl'],
  ['Lego Club Spring Build', 'Devonport Library', '2025-04-09', 'Leah Cundy', 31, 45.5, 'children', 'dl'],
  ['Digital Skills Drop-in', 'Plympton Library', '2025-05-06', 'Chloe Hext', 12, 0, 'seniors', 'dl'],
  ['Summer Reading Challenge Launch', 'Central Library', '2025-07-12', 'Grace Penhale', 118, 320, 'children', 'tsv'],
  ['Teen Manga Club', 'Ivybridge Library', '2025-06-18', 'Ben Mutton', 17, 60, 'teens', 'tsv'],
  ['Author Evening with Rachel Kent', 'Plymstock Library', '2025-05-22', 'Joanna Kitto', 72, 250, 'adults', 'tsv'],
  ['Memory Café', 'St Budeaux Library', '2025-04-24', 'Gareth Nance', 19, 25, 'seniors', 'tsv'],
  ['Family Science Morning', 'Crownhill Library', '2025-08-09', 'Owen Stacey', 46, 80, 'families', 'tsv'],
  ['Knit and Natter', 'Devonport Library', '2025-01-28', 'Simon Pascoe', 14, 0, 'seniors', 'json'],
  ['Careers Fair for Teens', 'Central Library', '2025-03-05', 'Martha Yeo', 53, 175, 'teens', 'json'],
  ['Poetry Open Mic', 'Ivybridge Library', '2025-07-03', 'Daniel Opie', 23, 40, 'adults', 'json'],
  ['Lasten satutunti', HERV, '2025-03-14', 'Juha Koskinen', 34, 0, 'children', 'fi'],
  ['Kirjailijavierailu: Jari Salonen', HERV, '2025-05-08', 'Mikko Laine', 57, 350, 'adults', 'fi'],
  ['Senioreiden tablettikurssi', HERV, '2025-04-02', 'Sanna Heikkinen', 12, 90, 'seniors', 'fimail'],
  ['Summer Holiday Craft Day', 'St Budeaux Library', '2025-08-06', 'Jamie Rowse', 38, 55, 'children', 'minutes'],
  ["Crime Writers' Panel", 'Plymstock Library', '2025-06-26', 'Kerry Blamey', 61, 210, 'adults', 'minutes'],
  ['Rhyme Time Big Sing', 'Plympton Library', '2025-02-27', 'Sarah Quance', 40, 30, 'families', 'minutes'],
].map(([name, branch, date, host, att, cost, aud, layout]) => ({ name, branch, date, host, att, cost, aud, layout, cur: branch === HERV ? 'EUR' : 'GBP' }));
for (const e of EVENTS) if (!ST[e.host]) throw new Error(`host ${e.host}`);
const AUD_FI = { children: 'lapset', adults: 'aikuiset', seniors: 'seniorit', families: 'perheet', teens: 'nuoret' };
const AUD_EN = { children: 'Children', adults: 'Adults', seniors: 'Older people', families: 'Families', teens: 'Teenagers' };
function eventFacts(e, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(e.name, 'event', attr, value, unit, stated, file);
  F('branch', e.branch, 'text', s.branch ?? SHORT[e.branch]);
  F('date', e.date, 'date', s.date);
  F('host', e.host, 'person', s.host ?? e.host);
  F('attendees', e.att, '', s.att);
  F('cost', e.cost, e.cur, s.cost);
  F('audience', e.aud, 'text', s.aud);
}
{
  const file = 'events/spring-programme-2025.html';
  const sections = EVENTS.filter((e) => e.layout === 'dl').map((e) => {
    const date = `${weekday(e.date)} ${fmtDate(e.date, 'long')}`;
    const cost = e.cost ? gbp(e.cost) : 'Free (no cost to the service)';
    const s = { branch: e.branch, date, att: `<dd>${e.att}</dd>`, cost: e.cost ? gbp(e.cost) : 'Free', aud: AUD_EN[e.aud] };
    eventFacts(e, file, s);
    return { heading: e.name, rows: [['Date', date], ['Venue', e.branch], ['Led by', e.host], ['Audience', AUD_EN[e.aud]], ['Attendance', String(e.att)], ['Cost', cost]] };
  });
  corpus.write(file, htmlDlPage({ title: 'Spring programme 2025 — what happened', site: 'Plymouth & District Libraries — events team', lead: ['A look back at the spring events. The Blitz talk was the best attended of the spring, with 64 people.'], sections, footer: 'Costs are performer fees and materials; staff time is not included.' }));
}
{
  const file = 'events/events-log-2025.tsv';
  const rows = EVENTS.filter((e) => e.layout === 'tsv').map((e) => {
    const s = { date: ukDate(e.date), att: `${e.att} people`, cost: gbp(e.cost), aud: AUD_EN[e.aud] };
    eventFacts(e, file, s);
    return [e.name, SHORT[e.branch], s.date, e.host, s.att, s.cost, s.aud];
  });
  corpus.write(file, delimited(['Event', 'Library', 'Date', 'Host', 'Attendees', 'Cost', 'For'], rows, '\t'));
}
{
  const file = 'events/booking-system-export.json';
  const recs = EVENTS.filter((e) => e.layout === 'json').map((e, k) => {
    eventFacts(e, file, { branch: `"branch": "${e.branch}"`, date: `${e.date}T${['14:00', '10:00', '19:00'][k]}:00`, att: `"attended": ${e.att}`, cost: `"amount": ${e.cost}`, aud: `"audience": "${e.aud}"` });
    return {
      ref: `EVB-25-${pad(k * 17 + 4, 3)}`,
      details: { title: e.name, audience: e.aud, schedule: { start: `${e.date}T${['14:00', '10:00', '19:00'][k]}:00`, duration_min: [120, 240, 150][k] }, location: { branch: e.branch, room: ['Community room', 'Ground floor', 'Reading room'][k] }, host: { staff: e.host } },
      tickets: { capacity: [20, 80, 40][k], booked: e.att + [2, 9, 3][k], attended: e.att },
      finance: { cost: { amount: e.cost, currency: 'GBP' }, income: 0 },
    };
  });
  corpus.write(file, JSON.stringify({ source: 'LibCal bookings', exported: '2025-08-31', events: recs }, null, 2) + '\n');
}
{
  const file = 'tampere/tapahtumat-kevat-2025.md';
  const sections = EVENTS.filter((e) => e.layout === 'fi').map((e) => {
    const cost = e.cost ? `${fiDec(e.cost)} €` : 'maksuton';
    const s = { branch: '', date: `Päivämäärä: ${fiDate(e.date)}`, host: `Vetäjä: ${e.host}`, att: `Osallistujia: ${e.att}`, cost: `Kustannukset: ${cost}`, aud: `Kohderyhmä: ${AUD_FI[e.aud]}` };
    eventFacts(e, file, s);
    return { heading: e.name, rows: [['Tapahtuma', e.name], ['Päivämäärä', fiDate(e.date)], ['Vetäjä', e.host], ['Kohderyhmä', AUD_FI[e.aud]], ['Osallistujia', e.att], ['Kustannukset', cost]] };
  });
  corpus.write(file, mdBulletsNote({ title: `Tapahtumat kevät 2025 — ${HERV}`, lead: ['Kevään tapahtumat ja niiden kävijämäärät.'], sections }));
}
{
  const file = 'tampere/sahkoposti-tablettikurssi.eml';
  const e = EVENTS.find((x) => x.layout === 'fimail');
  eventFacts(e, file, { branch: '', date: fiLong(e.date), host: e.host, att: 'kaksitoista', cost: '90 euroa', aud: 'eläkeläistä' });
  corpus.write(file, `From: Sanna Heikkinen <sanna.heikkinen@example.fi>
To: Anu Virtanen <anu.virtanen@example.fi>
Date: Thu, 3 Apr 2025 08:55:12 +0300
Subject: Senioreiden tablettikurssi - raportti

Hei Anu,

${e.name} pidettiin eilen, ${fiLong(e.date)}, lukusalissa. Vedin kurssin itse, ja paikalla oli kaksitoista
eläkeläistä. Tarvikkeisiin ja kahvitarjoiluun meni yhteensä 90 euroa. Palaute oli hyvää, ja moni toivoi jatkoa
syksyllä.

Terveisin
Sanna
`);
}
{
  const file = 'admin/branch-managers-meeting-2025-08.md';
  const [a, b, c] = EVENTS.filter((e) => e.layout === 'minutes');
  eventFacts(a, file, { branch: 'St Budeaux', date: '6 August', att: words(a.att), cost: gbp(a.cost), aud: 'children' });
  eventFacts(b, file, { branch: 'Plymstock', date: 'Thursday 26 June', att: words(b.att), cost: gbp(b.cost), aud: 'adult' });
  eventFacts(c, file, { branch: 'Plympton', date: '27 February', att: words(c.att), cost: gbp(c.cost), aud: 'families' });
  corpus.write(file, `# Branch managers' meeting — 14 August 2025

Present: Helen Treloar (chair), Marcus Bellamy, Priya Raman, Gareth Nance, Joanna Kitto, Daniel Opie, Sarah Quance.
Apologies: none.

1. **Summer so far.** Footfall up on last July at every branch. Gareth reported that the ${a.name} at St Budeaux on
   6 August, run by ${a.host}, brought in ${words(a.att)} children and cost ${gbp(a.cost)} in materials.
2. **Adult events.** Joanna reported on the ${b.name} at Plymstock on Thursday 26 June: ${words(b.att)} adult
   readers came, the best turnout for an adult event this year at a community branch; ${b.host} organised it and the
   authors' fees came to ${gbp(b.cost)}.
3. **Early years.** Sarah noted that the ${c.name} at Plympton back on 27 February, which she hosted herself, had
   ${words(c.att)} people (families with under-fives) for ${gbp(c.cost)}. She would like to repeat it in the autumn.
4. **Budget.** The events budget for 2025/26 is £6,500, of which £2,480 has been committed.
5. **Next meeting.** 11 September 2025, Central Library, 10:00.
`);
}

// ------------------------------------------------------------------ background documents (numbers of no entity)
corpus.write('README.txt', `Plymouth & District Libraries - shared drive (stock, members, events, HR extracts)
=====================================================================================

branches/       branch fact sheets           staff/      team pages
catalogue/      catalogue records, exports   members/    borrower extracts (CONFIDENTIAL)
events/         events programmes and logs   hr/         HR and payroll extracts
acquisitions/   suppliers                    finance/    fines and budget
stats/          monthly statistics           tampere/    Hervannan kirjasto (twinned branch, Finnish)
reports/        annual reports               policies/   policies

Personal data: keep borrower extracts for 12 months at most (GDPR retention schedule, item 7).
Drive tidied 28 August 2025.
`);
corpus.write('policies/loans-and-charges.md', `# Loans and charges policy (from 1 April 2025)

| Item | Loan period | Limit | Overdue charge |
|---|---|---|---|
| Adult books | 3 weeks | 20 items | 20p per day, maximum £6.00 |
| Children's and teen books | 3 weeks | 12 items | none |
| DVDs | 1 week | 4 items | £1.00 per week |
| Reading group sets | 8 weeks | 1 set | none |

Reservations cost £1.00 for adults (free for children and for items already in stock at the branch). Lost items are
charged at the recorded price plus a £3.50 processing fee. Members over 65 pay no overdue charges on talking books.
`);
corpus.write('policies/room-hire.md', `# Community room hire

Rooms at Central, Crownhill and Plymstock can be hired outside events hours.

- Community groups: £14 per hour (minimum 2 hours)
- Commercial hirers: £32 per hour
- Charities registered in Plymouth: 50% off the community rate

Bookings through the events team; cancellations with less than 7 days' notice are charged in full.
`);
corpus.write('finance/book-fund-2025-26.md', `# Book fund 2025/26

| Stock area | Budget | Spent to 31 August |
|---|---|---|
| Adult fiction | £48,000 | £19,350 |
| Adult non-fiction | £36,500 | £12,870 |
| Children's and teen | £41,000 | £22,115 |
| Large print and audio | £14,200 | £5,940 |
| Local studies | £3,800 | £610 |
| Tampere exchange collection | £2,000 | £1,275 |

Average discount achieved across suppliers this year: 33.1%. The fund was cut by 4% against 2024/25.
`);
corpus.write('strategy/library-strategy-2025-2030.md', `# Libraries Strategy 2025-2030 (summary)

Our ambitions by 2030:

1. One million visits a year across the network (we are at about 836,000 in Plymouth and district).
2. Every primary-school child in the city to hold a library card.
3. Sunday opening at two branches.
4. Carbon-neutral buildings: LED lighting at all branches by 2027, solar panels at Central by 2028.
5. A twinning exchange every year with Tampere: two staff each way, and a shared reading list.

Consultation ran from 6 January to 28 February 2025 and received 1,904 responses.
`);
corpus.write('stats/cipfa-benchmarks-2024.md', `# CIPFA benchmarks 2023/24 (comparator authorities)

| Measure | Plymouth | Comparator average |
|---|---|---|
| Visits per 1,000 population | 3,120 | 2,870 |
| Issues per 1,000 population | 2,410 | 2,655 |
| Active borrowers (% of population) | 14.2% | 15.8% |
| Book fund per 1,000 population | £598 | £642 |
| Volunteers | 188 | 143 |

Comparators: Portsmouth, Southampton, Bristol, Torbay, Cornwall. Figures rounded.
`);
corpus.write('newsletters/friends-of-plymouth-libraries-summer-2025.md', `# Friends of Plymouth Libraries — summer newsletter 2025

Our spring book sale raised £1,240, which has bought 96 new picture books for the branches. Thank you to the 23
volunteers who sorted donations over three weekends.

The Summer Reading Challenge ("Story Garden") has 2,760 children signed up so far, 300 more than last year. Medal
ceremonies will be held in the last week of September.

Membership of the Friends costs £8 a year (£5 concessions). Our AGM is on 15 October at 7pm.
`);
corpus.write('tampere/tiedote-kesa-2025.md', `# Tiedote — kesä 2025

Hervannan kirjasto on kesällä auki lyhennetyin aukioloajoin 2.6.–10.8.2025: ma–to 10–18 ja pe 10–16.
Kirjasto on kokonaan suljettu 7.–20.7. remontin vuoksi.

Kesälukubingoon on ilmoittautunut 412 lasta. Syksyn ystävyyskirjastovierailu Plymouthiin on 22.–26.9.2025;
mukaan lähtee kaksi työntekijää.

Kirjastokortti on maksuton. Myöhästymismaksu aikuisilta 0,20 € päivältä, enintään 6,00 € per laina.
`);
corpus.write('twinning/tampere-visit-report-2025.md', `# Twinning visit to Tampere — report

Dates: 12-16 May 2025. Visitors: Martha Yeo and Tom Haskell.

We spent three days at Hervannan kirjasto and one at Tampere's main library, Metso. Highlights:

- Finnish libraries lend more per head than any others in Europe; Tampere alone issues over 5 million loans a year.
- Hervanta runs "makerspace" hours with 3D printers and sewing machines, free to all card holders.
- Their outreach worker visits 14 day-care centres on a rota.

We propose a shared Finnish-English picture book list for 2026 and a joint online author event.
`);
corpus.write('admin/health-and-safety-checks-2025.md', `# Health and safety checks 2025

| Check | Frequency | Last done | Next due |
|---|---|---|---|
| Fire alarm test | weekly | 29 Aug 2025 | 5 Sep 2025 |
| Emergency lighting | monthly | 1 Aug 2025 | 1 Sep 2025 |
| PAT testing | annually | 14 Mar 2025 | Mar 2026 |
| Legionella (water) | quarterly | 20 Jun 2025 | Sep 2025 |
| Mobile library vehicle MOT | annually | 9 Jan 2025 | Jan 2026 |

Accidents reported this year: 7 (all minor). First aiders at each branch: at least 2.
`);

const stats = corpus.flush(source);
console.log(`library: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
