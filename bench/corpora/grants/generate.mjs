#!/usr/bin/env node
// Grants corpus (held-out): the shared drive of the Hartwell Trust, a small UK charitable foundation (Leeds and
// London) that funds community and research projects, and its Dutch sister fund Stichting Hartwell Fonds
// (Utrecht), for the 2024 and 2025 rounds. 40 grant applications (GR-24-001 … GR-25-016), 25 applicant
// organisations, 6 programmes, 10 reviewers and their scores, 5 panel meetings, payments by quarter.
//   node bench/corpora/grants/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "grants-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) applications: Markdown `Key: value` sheets (one per application), a grants-management CSV extract with
//     programme codes (`CS`, `GN`, `AW`) and dd/mm/yyyy dates, a DUTCH semicolon export (`Dossiernummer;Aanvrager;
//     …;Gevraagd (EUR);Toegekend (EUR);Status;Besluitdatum;Looptijd (mnd);Provincie`, `28.000,00`, `toegekend`,
//     dd-mm-yyyy), an HTML decisions table (`£12.5k`, `2 yrs`), YAML fellowship records (`duration: 3 years`), a
//     nested JSON portal export (`in_assessment`), award letters and withdrawal e-mails as `.eml` (prose only:
//     `a grant of £22,500 … for eighteen months`), and one application only in panel minutes;
// (b) organisations: a UK register CSV (charity / company numbers, `Latest income (£)`), Markdown profiles
//     (`Annual income: about £85k`), a Markdown table of research partners and a DUTCH text file of blocks
//     (`RELATIE: …`, `Rechtsvorm`, `KvK-nummer`, `Vestigingsplaats`, `Opgericht`, `Jaaromzet: € 140.000`);
// (c) programmes: guidance notes (Key: value, prose, an HTML definition list, YAML front matter) and a Dutch page;
// (d) reviewers in YAML and in prose bios; scores in a long CSV (2024), a WIDE Markdown matrix by surname (March
//     2025) and a Dutch semicolon list with half points (`7,5`);
// (e) panels: five sets of minutes in prose (one in Dutch), facts only in sentences;
// (f) payments: a WIDE CSV, a column per quarter, grantees by short name, with a `#` preamble;
// (g) background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: money in the stated currency (GBP or EUR, never converted; `£12.5k` holds 12500,
// `€ 28.000` 28000); durations in MONTHS (`2 years` holds 24, `eighteen months` 18); dates ISO; scores on the 1–10
// scale; statuses `awarded|declined|withdrawn|under review` (`Approved`, `Funded`, `toegekend`, `Not funded`,
// `afgewezen`, `ingetrokken`, `in_assessment`, `in behandeling` held as those).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, htmlDlPage, mdYamlTableNote, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('grants-v1');

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (scores, payments, minutes). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ formatting
const grp = (n, sep = ',') => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
const gbp = (n) => `£${grp(n)}`;
const gbpK = (n) => `£${String(n / 1000)}k`;
const eur = (n) => `€ ${grp(n, '.')}`;
const eurDec = (n) => `${grp(Math.floor(n), '.')},${String(Math.round((n % 1) * 100)).padStart(2, '0')}`;
const dmy = (iso, sep) => iso.split('-').reverse().join(sep);
const NUMW = { 6: 'six', 9: 'nine', 10: 'ten', 12: 'twelve', 18: 'eighteen', 24: 'twenty-four', 30: 'thirty', 36: 'thirty-six' };
const NL_MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];
const nlDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${NL_MONTHS[m - 1]} ${y}`;
};

// ------------------------------------------------------------------ programmes
const PROGRAMMES = [
  { name: 'Community Spaces', code: 'CS', fund: 'Hartwell Trust', country: 'United Kingdom', cur: 'GBP', budget: 420000, max: 40000, deadline: '2025-01-31', manager: 'Helen Marsh' },
  { name: 'Green Neighbourhoods', code: 'GN', fund: 'Hartwell Trust', country: 'United Kingdom', cur: 'GBP', budget: 300000, max: 25000, deadline: '2025-02-14', manager: 'Helen Marsh' },
  { name: 'Arts and Wellbeing', code: 'AW', fund: 'Hartwell Trust', country: 'United Kingdom', cur: 'GBP', budget: 250000, max: 20000, deadline: '2025-04-30', manager: 'Rukhsana Begum' },
  { name: 'Early Career Research Fellowships', code: 'ECR', fund: 'Hartwell Trust', country: 'United Kingdom', cur: 'GBP', budget: 600000, max: 90000, deadline: '2024-11-29', manager: 'Tom Aldridge' },
  { name: 'Buurtinitiatieven', code: 'BI', fund: 'Stichting Hartwell Fonds', country: 'Netherlands', cur: 'EUR', budget: 300000, max: 30000, deadline: '2025-02-01', manager: 'Femke Jansen' },
  { name: 'Open Onderzoek', code: 'OO', fund: 'Stichting Hartwell Fonds', country: 'Netherlands', cur: 'EUR', budget: 500000, max: 100000, deadline: '2025-05-15', manager: 'Joost Verhoeven' },
];
const P = Object.fromEntries(PROGRAMMES.map((p) => [p.code, p]));

// ------------------------------------------------------------------ organisations
// [name, short, type, reg, city, country, founded, income]
const ORGS = [
  ['Hackney Food Alliance', 'HFA', 'Charity', '1145672', 'London', 'United Kingdom', 2011, 310000],
  ['Bristol Community Gardens Trust', 'BCGT', 'Charity', '1098234', 'Bristol', 'United Kingdom', 2003, 245000],
  ['Leeds Refugee Arts', 'LRA', 'Charity', '1167890', 'Leeds', 'United Kingdom', 2016, 128000],
  ['Tyneside Repair Café Network', 'Tyneside Repair', 'CIC', '11234567', 'Newcastle upon Tyne', 'United Kingdom', 2018, 64000],
  ['Cardiff Youth Music Project', 'CYMP', 'Charity', '1154321', 'Cardiff', 'United Kingdom', 2013, 172000],
  ["Glasgow Men's Sheds Association", 'GMSA', 'SCIO', 'SC045678', 'Glasgow', 'United Kingdom', 2015, 58000],
  ['Sheffield Canal Partnership', 'Sheff Canal P/ship', 'Charity', '1120456', 'Sheffield', 'United Kingdom', 2007, 395000],
  ['Norfolk Rural Transport Trust', 'NRTT', 'Charity', '1076543', 'Norwich', 'United Kingdom', 1999, 520000],
  ["Bradford Women's Craft Collective", 'BWCC', 'CIC', '12876540', 'Bradford', 'United Kingdom', 2020, 41000],
  ['Brighton Street Choir', 'Brighton St Choir', 'Charity', '1182345', 'Brighton', 'United Kingdom', 2019, 36000],
  ["Manchester Tenants' Union", 'MTU', 'Community group', null, 'Manchester', 'United Kingdom', 2014, 85000],
  ['Southwark Play Association', 'SPA', 'Charity', '1034567', 'London', 'United Kingdom', 1994, 612000],
  ['Liverpool Maritime Histories', 'LMH', 'Charity', '1159876', 'Liverpool', 'United Kingdom', 2014, 142500],
  ['Belfast Green Streets', 'BGS', 'Charity', 'NIC104567', 'Belfast', 'United Kingdom', 2017, 96000],
  ['Exeter Hedgerow Network', 'EHN', 'CIC', '13045678', 'Exeter', 'United Kingdom', 2021, 28400],
  ['Midlands Institute for Urban Studies', 'MIUS', 'Research institute', null, 'Birmingham', 'United Kingdom', 1988, null],
  ['University of the Pennines', 'UoP', 'University', null, 'Lancaster', 'United Kingdom', 1964, null],
  ['Severn Valley University', 'SVU', 'University', null, 'Worcester', 'United Kingdom', 1992, null],
  ['Thames Estuary Research Centre', 'TERC', 'Research institute', null, 'Southend-on-Sea', 'United Kingdom', 2006, null],
  ['Stichting Buurtkracht Utrecht', 'Stg Buurtkracht', 'Stichting', '41234567', 'Utrecht', 'Netherlands', 2009, 140000],
  ['Vereniging Groen Zwolle', 'Groen Zwolle', 'Vereniging', '40567812', 'Zwolle', 'Netherlands', 1996, 38500],
  ['Stichting Jongeren Atelier Rotterdam', 'Jongeren Atelier', 'Stichting', '24398761', 'Rotterdam', 'Netherlands', 2012, 265000],
  ['Stichting Voedselbank Arnhem-Zuid', 'Voedselbank Arnhem-Z', 'Stichting', '09187634', 'Arnhem', 'Netherlands', 2005, 410000],
  ['Hogeschool Deventer', 'HS Deventer', 'Hogeschool', '38012345', 'Deventer', 'Netherlands', 1987, null],
  ['Stichting Repair Café Groningen', 'Repair Café Gron.', 'Stichting', '62345098', 'Groningen', 'Netherlands', 2013, 22000],
].map(([name, short, type, reg, city, country, founded, income]) => ({ name, short, type, reg, city, country, founded, income }));
const O = Object.fromEntries(ORGS.map((o) => [o.name, o]));

// ------------------------------------------------------------------ applications
// [code, organisation, programme, title, requested, status, awarded, decision date, months, region, layout]
const APP_DEF = [
  ['GR-24-001', 'Hackney Food Alliance', 'CS', 'Dalston community kitchen refit', 38000, 'awarded', 35000, '2024-03-19', 24, 'London', 'sheet'],
  ['GR-24-002', 'Bristol Community Gardens Trust', 'GN', 'Easton orchard and pollinator corridor', 22500, 'awarded', 22500, '2024-03-19', 18, 'South West', 'letter'],
  ['GR-24-003', 'Leeds Refugee Arts', 'AW', 'Voices from Home: refugee storytelling', 18000, 'declined', null, '2024-03-19', 12, 'Yorkshire and the Humber', 'gms'],
  ['GR-24-004', 'Tyneside Repair Café Network', 'GN', 'Repair hubs in Walker and Byker', 15000, 'awarded', 12500, '2024-03-19', 12, 'North East', 'sheet'],
  ['GR-24-005', 'University of the Pennines', 'ECR', 'Loneliness in upland farming communities', 88000, 'awarded', 88000, '2024-03-19', 36, 'North West', 'yaml'],
  ['GR-24-006', 'Cardiff Youth Music Project', 'AW', 'Grangetown Beats', 19500, 'awarded', 16000, '2024-03-19', 12, 'Wales', 'sheet'],
  ['GR-24-007', "Glasgow Men's Sheds Association", 'CS', 'A shed for Govan', 40000, 'declined', null, '2024-03-19', 24, 'Scotland', 'minutes'],
  ['GR-24-008', 'Midlands Institute for Urban Studies', 'ECR', 'Heat and housing in Birmingham terraces', 92000, 'declined', null, '2024-03-19', 36, 'West Midlands', 'yaml'],
  ['GR-24-009', 'Stichting Buurtkracht Utrecht', 'BI', 'Buurtkamer Overvecht', 28000, 'awarded', 25000, '2024-06-12', 18, 'Utrecht', 'nl'],
  ['GR-24-010', 'Vereniging Groen Zwolle', 'BI', 'Geveltuinen Assendorp', 12500, 'awarded', 12500, '2024-06-12', 12, 'Overijssel', 'nl'],
  ['GR-24-011', 'Hogeschool Deventer', 'OO', 'Stadslandbouw en voedselzekerheid', 96000, 'awarded', 80000, '2024-06-12', 30, 'Overijssel', 'nl'],
  ['GR-24-012', 'Stichting Jongeren Atelier Rotterdam', 'BI', 'Atelier op wielen', 30000, 'declined', null, '2024-06-12', 12, 'Zuid-Holland', 'nl'],
  ['GR-24-013', 'Stichting Voedselbank Arnhem-Zuid', 'BI', 'Koelcel en bezorgfietsen', 18750, 'awarded', 18750, '2024-06-12', 6, 'Gelderland', 'nl'],
  ['GR-24-014', 'Brighton Street Choir', 'AW', 'Choir for carers', 4800, 'awarded', 4800, '2024-07-02', 10, 'South East', 'html'],
  ['GR-24-015', 'Sheffield Canal Partnership', 'GN', 'Towpath wildflower verges', 24000, 'awarded', 20000, '2024-10-08', 24, 'Yorkshire and the Humber', 'sheet'],
  ['GR-24-016', 'Southwark Play Association', 'CS', 'Adventure playground shelter', 36500, 'awarded', 36500, '2024-10-08', 18, 'London', 'sheet'],
  ['GR-24-017', 'Leeds Refugee Arts', 'AW', 'Voices from Home (resubmission)', 16000, 'awarded', 15000, '2024-10-08', 12, 'Yorkshire and the Humber', 'html'],
  ['GR-24-018', "Manchester Tenants' Union", 'CS', "Tenants' hub in Moss Side", 29000, 'declined', null, '2024-10-08', 24, 'North West', 'html'],
  ['GR-24-019', "Bradford Women's Craft Collective", 'AW', 'Stitching the Story of Manningham', 9750, 'awarded', 9750, '2024-10-08', 9, 'Yorkshire and the Humber', 'html'],
  ['GR-24-020', 'Norfolk Rural Transport Trust', 'CS', 'Community minibus depot', 40000, 'withdrawn', null, null, 36, 'East of England', 'html'],
  ['GR-24-021', 'Liverpool Maritime Histories', 'AW', "Dockers' voices archive", 14200, 'declined', null, '2024-10-08', 18, 'North West', 'html'],
  ['GR-24-022', 'Severn Valley University', 'ECR', 'Flood memory in Severn towns', 74000, 'awarded', 74000, '2025-03-25', 24, 'West Midlands', 'yaml'],
  ['GR-24-023', 'Thames Estuary Research Centre', 'ECR', 'Saltmarsh carbon and coastal communities', 90000, 'awarded', 84500, '2025-03-25', 36, 'East of England', 'yaml'],
  ['GR-24-024', 'University of the Pennines', 'ECR', 'Digital inclusion among older rural adults', 65000, 'declined', null, '2025-03-25', 30, 'North West', 'yaml'],
  ['GR-25-001', 'Hackney Food Alliance', 'GN', 'Rooftop growing at Ridley Road', 18000, 'awarded', 18000, '2025-03-25', 12, 'London', 'gms'],
  ['GR-25-002', 'Belfast Green Streets', 'GN', 'Street trees for the Markets area', 25000, 'awarded', 21000, '2025-03-25', 24, 'Northern Ireland', 'gms'],
  ['GR-25-003', 'Exeter Hedgerow Network', 'GN', 'Hedgerow survey volunteers', 8400, 'awarded', 8400, '2025-03-25', 12, 'South West', 'letter'],
  ['GR-25-004', "Glasgow Men's Sheds Association", 'CS', 'A shed for Govan (revised)', 32000, 'awarded', 30000, '2025-03-25', 18, 'Scotland', 'gms'],
  ['GR-25-005', 'Tyneside Repair Café Network', 'CS', 'Repair café in Wallsend library', 27500, 'declined', null, '2025-03-25', 24, 'North East', 'gms'],
  ['GR-25-006', 'Bristol Community Gardens Trust', 'CS', 'Greenhouse classroom', 39000, 'withdrawn', null, null, 24, 'South West', 'withdrawal'],
  ['GR-25-007', 'Stichting Repair Café Groningen', 'BI', 'Repair Café Oosterpoort', 9800, 'awarded', 9800, '2025-04-09', 12, 'Groningen', 'nl'],
  ['GR-25-008', 'Stichting Jongeren Atelier Rotterdam', 'BI', 'Atelier op wielen 2.0', 26000, 'awarded', 22000, '2025-04-09', 12, 'Zuid-Holland', 'nl'],
  ['GR-25-009', 'Stichting Buurtkracht Utrecht', 'BI', 'Buurtkamer Kanaleneiland', 29500, 'declined', null, '2025-04-09', 18, 'Utrecht', 'nl'],
  ['GR-25-010', 'Vereniging Groen Zwolle', 'BI', 'Tiny forest Holtenbroek', 15000, 'withdrawn', null, null, 12, 'Overijssel', 'withdrawal'],
  ['GR-25-011', 'Cardiff Youth Music Project', 'AW', 'Summer school 2025', 20000, 'under review', null, null, 12, 'Wales', 'sheet'],
  ['GR-25-012', 'Brighton Street Choir', 'AW', 'Choir for carers: year two', 7500, 'under review', null, null, 12, 'South East', 'json'],
  ['GR-25-013', 'Liverpool Maritime Histories', 'AW', "Dockers' voices schools tour", 12000, 'under review', null, null, 9, 'North West', 'json'],
  ['GR-25-014', 'Hogeschool Deventer', 'OO', 'Voedselbossen in de IJsselvallei', 88000, 'under review', null, null, 36, 'Overijssel', 'json'],
  ['GR-25-015', 'Southwark Play Association', 'AW', 'Play and music on the estates', 11000, 'under review', null, null, 12, 'London', 'json'],
  ['GR-25-016', 'Leeds Refugee Arts', 'AW', 'Refugee Week 2026 commissions', 19000, 'under review', null, null, 12, 'Yorkshire and the Humber', 'json'],
];
const apps = APP_DEF.map(([code, org, prog, title, req, status, awarded, decided, months, region, layout]) => ({
  code, org, prog, title, req, status, awarded, decided, months, region, layout, cur: P[prog].cur,
}));
const A = Object.fromEntries(apps.map((a) => [a.code, a]));

function appFacts(a, file, s, { skip = [] } = {}) {
  const F = (attr, value, unit, stated) => {
    if (skip.includes(attr)) return;
    corpus.fact(a.code, 'application', attr, value, unit, stated, file);
  };
  F('title', a.title, 'text', s.title ?? '');
  F('applicant', a.org, 'text', s.org ?? '');
  F('programme', P[a.prog].name, 'text', s.prog ?? '');
  F('requested', a.req, a.cur, s.req ?? '');
  if (a.awarded != null) F('awarded', a.awarded, a.cur, s.awarded ?? '');
  F('status', a.status, 'text', s.status ?? '');
  if (a.decided) F('decision_date', a.decided, 'date', s.decided ?? '');
  F('duration', a.months, 'months', s.months ?? '');
  F('region', a.region, 'text', s.region ?? '');
}

// ------------------------------------------------------------------ reviewers
const REVIEWERS = [
  { name: 'Priya Raman', title: 'Dr', panel: 'UK Grants Panel', role: 'Chair', expertise: 'Public health', affiliation: 'Aire Valley Public Health Observatory', city: 'Leeds', country: 'United Kingdom', since: 2019, layout: 'yaml' },
  { name: 'Martin Okonkwo', panel: 'UK Grants Panel', role: 'Vice-chair', expertise: 'Community development', affiliation: 'Lambeth Community Foundation', city: 'London', country: 'United Kingdom', since: 2020, layout: 'yaml' },
  { name: 'Elaine Fitch', title: 'Prof.', panel: 'UK Grants Panel', role: 'Member', expertise: 'Ecology', affiliation: 'Tamar Estuaries Institute', city: 'Plymouth', country: 'United Kingdom', since: 2021, layout: 'yaml' },
  { name: 'Gareth Howells', panel: 'UK Grants Panel', role: 'Member', expertise: 'Arts and culture', affiliation: 'independent', city: 'Cardiff', country: 'United Kingdom', since: 2018, layout: 'yaml' },
  { name: 'Siobhan Keane', panel: 'UK Grants Panel', role: 'Member', expertise: 'Housing', affiliation: 'Housing Rights Forum NI', city: 'Belfast', country: 'United Kingdom', since: 2022, layout: 'bio' },
  { name: 'Samuel Adebayo', title: 'Dr', panel: 'UK Grants Panel', role: 'Member', expertise: 'Social investment', affiliation: 'Northern Social Finance', city: 'Manchester', country: 'United Kingdom', since: 2023, layout: 'bio' },
  { name: 'Anke de Vries', panel: 'Beoordelingscommissie', role: 'Chair', expertise: 'Social policy', affiliation: 'Gemeente Utrecht', city: 'Utrecht', country: 'Netherlands', since: 2020, layout: 'yaml' },
  { name: 'Pieter van Dam', title: 'Dr', panel: 'Beoordelingscommissie', role: 'Member', expertise: 'Research funding', affiliation: 'TU Delft', city: 'Delft', country: 'Netherlands', since: 2022, layout: 'yaml' },
  { name: 'Marloes Bakker', panel: 'Beoordelingscommissie', role: 'Member', expertise: 'Youth work', affiliation: 'Jeugdwerk Rijnmond', city: 'Rotterdam', country: 'Netherlands', since: 2021, layout: 'bio' },
  { name: 'Youssef El Amrani', title: 'Dr', panel: 'Beoordelingscommissie', role: 'Member', expertise: 'Urban ecology', affiliation: 'Amsterdam Green Lab', city: 'Amsterdam', country: 'Netherlands', since: 2023, layout: 'bio' },
];
const UK_REV = REVIEWERS.filter((x) => x.country === 'United Kingdom').map((x) => x.name);
const NL_REV = REVIEWERS.filter((x) => x.country === 'Netherlands').map((x) => x.name);
// declared conflicts (also in governance/conflicts-of-interest-register.md)
const CONFLICTS = { 'GR-24-016': ['Priya Raman'], 'GR-24-006': ['Gareth Howells'], 'GR-25-002': ['Siobhan Keane'], 'GR-24-018': ['Samuel Adebayo'] };

// ------------------------------------------------------------------ panels
const PANELS = [
  { name: 'UK Panel March 2024', date: '2024-03-19', chair: 'Priya Raman', venue: 'Leeds', format: 'in person', cur: 'GBP' },
  { name: 'NL Commissie juni 2024', date: '2024-06-12', chair: 'Anke de Vries', venue: 'Utrecht', format: 'hybrid', cur: 'EUR' },
  { name: 'UK Panel October 2024', date: '2024-10-08', chair: 'Martin Okonkwo', venue: 'online', format: 'online', cur: 'GBP' },
  { name: 'UK Panel March 2025', date: '2025-03-25', chair: 'Priya Raman', venue: 'London', format: 'in person', cur: 'GBP' },
  { name: 'NL Commissie april 2025', date: '2025-04-09', chair: 'Anke de Vries', venue: 'online', format: 'online', cur: 'EUR' },
];
for (const p of PANELS) {
  p.apps = apps.filter((a) => a.decided === p.date);
  p.considered = p.apps.length;
  p.awardedCount = p.apps.filter((a) => a.status === 'awarded').length;
  p.total = p.apps.reduce((s, a) => s + (a.awarded ?? 0), 0);
}

// ------------------------------------------------------------------ scores (three reviewers per application decided at a panel)
for (const a of apps) {
  a.scores = {};
  if (!PANELS.some((p) => p.date === a.decided)) continue;
  const pool = (a.cur === 'GBP' ? UK_REV : NL_REV).filter((n) => !(CONFLICTS[a.code] ?? []).includes(n));
  const chosen = r.sample(pool, 3);
  const base = a.status === 'awarded' ? (a.awarded === a.req ? r.float(7.2, 8.6) : r.float(6.4, 7.6)) : r.float(3.6, 5.6);
  for (const n of chosen) {
    let s = base + r.float(-1.4, 1.4);
    s = a.cur === 'EUR' ? Math.round(s * 2) / 2 : Math.round(s);
    a.scores[n] = Math.max(1, Math.min(10, s));
  }
}

// ------------------------------------------------------------------ payments by quarter (as at 31 May 2025)
const QUARTERS = ['2024 Q2', '2024 Q3', '2024 Q4', '2025 Q1', '2025 Q2'];
const qOf = (iso, plusMonths = 0) => {
  const [y, m] = iso.split('-').map(Number);
  const t = y * 12 + (m - 1) + plusMonths;
  return `${Math.floor(t / 12)} Q${Math.floor((t % 12) / 3) + 1}`;
};
const NOT_YET = new Set(['GR-24-023', 'GR-25-002', 'GR-25-004', 'GR-25-007', 'GR-25-008']);
for (const a of apps) {
  a.paid = {};
  if (a.status !== 'awarded' || NOT_YET.has(a.code)) continue;
  const add = (q, v) => {
    if (QUARTERS.includes(q)) a.paid[q] = (a.paid[q] ?? 0) + v;
  };
  if (a.awarded <= 10000) add(qOf(a.decided, 1), a.awarded);
  else if (a.months <= 12) {
    const first = Math.round(a.awarded * 0.75);
    add(qOf(a.decided, 1), first);
    if (a.code !== 'GR-24-004') add(qOf(a.decided, a.months + 1), a.awarded - first); // GR-24-004: second instalment on hold
  } else {
    const first = Math.round(a.awarded * 0.5);
    const second = Math.round(a.awarded * 0.25);
    add(qOf(a.decided, 1), first);
    add(qOf(a.decided, 7), second);
    add(qOf(a.decided, a.months + 1), a.awarded - first - second);
  }
}

// ------------------------------------------------------------------ (a1) application sheets (Markdown Key: value)
const SHEET_STYLE = {
  'GR-24-001': { req: ['Amount requested', gbp], aw: ['Amount awarded', gbp], st: ['Status', 'Approved'], dec: ['Decision date', (d) => fmtDate(d, 'long')], dur: ['Duration', (m) => `${m} months`], reg: 'London', prog: 'Community Spaces' },
  'GR-24-004': { req: ['Requested', gbpK], aw: ['Awarded', gbpK], st: ['Status', 'Awarded'], dec: ['Decided', (d) => dmy(d, '/')], dur: ['Project length', () => '1 year'], reg: 'North East', prog: 'Green Neighbourhoods (GN)' },
  'GR-24-006': { req: ['Grant requested', (n) => `GBP ${grp(n)}`], aw: ['Grant awarded', (n) => `GBP ${grp(n)}`], st: ['Outcome', 'Funded'], dec: ['Panel date', (d) => fmtDate(d, 'short')], dur: ['Duration', (m) => `${m} months`], reg: 'Wales', prog: 'Arts & Wellbeing' },
  'GR-24-015': { req: ['Amount requested', gbp], aw: ['Amount awarded', gbp], st: ['Status', 'Awarded (reduced)'], dec: ['Decision date', (d) => fmtDate(d, 'long')], dur: ['Duration', () => 'two years'], reg: 'Yorkshire & Humber', prog: 'Green Neighbourhoods' },
  'GR-24-016': { req: ['Requested', gbp], aw: ['Awarded', gbp], st: ['Status', 'Awarded in full'], dec: ['Decision', (d) => fmtDate(d, 'short')], dur: ['Length', (m) => `${m} months`], reg: 'London', prog: 'Community Spaces (CS)' },
  'GR-25-011': { req: ['Amount requested', gbp], aw: null, st: ['Status', 'Under review (June 2025 panel)'], dec: null, dur: ['Duration', (m) => `${m} months`], reg: 'Wales', prog: 'Arts & Wellbeing' },
};
const CONTACTS = { 'GR-24-001': 'Nadia Osei', 'GR-24-004': 'Callum Reid', 'GR-24-006': 'Rhiannon Price', 'GR-24-015': 'Joe Whitaker', 'GR-24-016': 'Grace Adeyemi', 'GR-25-011': 'Rhiannon Price' };
const BUDGET_MAIN = { 'GR-24-001': 'Kitchen equipment and fit-out', 'GR-24-004': 'Tools and workbenches', 'GR-24-006': 'Studio hire and tutors', 'GR-24-015': 'Plants, seed and signage', 'GR-24-016': 'Shelter construction', 'GR-25-011': 'Tutors and venue' };
const SUMMARY = {
  'GR-24-001': 'A full refit of the community kitchen on Dalston Lane, so that the Saturday lunch club can cook for 120 people instead of 60.',
  'GR-24-004': 'Two repair hubs in community centres in Walker and Byker, open fortnightly, with volunteer fixers trained by the network.',
  'GR-24-006': 'Weekly music production sessions for young people in Grangetown, ending with a showcase at a city venue.',
  'GR-24-015': 'Wildflower verges along four miles of towpath, planted and managed with volunteers from canal-side schools.',
  'GR-24-016': 'A covered shelter at the adventure playground so that sessions can run all year round.',
  'GR-25-011': 'A two-week summer school for 40 young musicians, with bursaries for half of the places.',
};
for (const a of apps.filter((x) => x.layout === 'sheet')) {
  const st = SHEET_STYLE[a.code];
  const file = `applications/${a.code}.md`;
  const req = st.req[1](a.req);
  const lines = [`# ${a.code} — ${a.title}`, '', `Reference: ${a.code}`, `Applicant: ${a.org}`, `Programme: ${st.prog}`, `Project title: ${a.title}`, `${st.req[0]}: ${req}`];
  const s = { title: a.title, org: a.org, prog: st.prog, req, status: st.st[1], months: '', region: `Region: ${st.reg}` };
  if (st.aw) {
    s.awarded = st.aw[1](a.awarded);
    lines.push(`${st.aw[0]}: ${s.awarded}`);
  } else lines.push('Amount awarded: n/a');
  lines.push(`${st.st[0]}: ${st.st[1]}`);
  if (st.dec) {
    s.decided = st.dec[1](a.decided);
    lines.push(`${st.dec[0]}: ${s.decided}`);
  } else lines.push('Decision date: TBC');
  s.months = st.dur[1](a.months);
  lines.push(`${st.dur[0]}: ${s.months}`, `Region: ${st.reg}`, `Lead contact: ${CONTACTS[a.code]}`, '', '## Summary', '', SUMMARY[a.code], '');
  {
    const staff = Math.round((a.req * r.float(0.25, 0.38)) / 50) * 50;
    const vols = Math.round((a.req * r.float(0.05, 0.1)) / 50) * 50;
    const evalc = Math.round((a.req * r.float(0.04, 0.08)) / 50) * 50;
    const main = a.req - staff - vols - evalc;
    lines.push('## Budget (as submitted)', '', '| Line | Cost |', '|---|---|', `| ${BUDGET_MAIN[a.code]} | ${gbp(main)} |`, `| Staff time | ${gbp(staff)} |`,
      `| Volunteer expenses | ${gbp(vols)} |`, `| Evaluation | ${gbp(evalc)} |`, '');
  }
  if (a.code === 'GR-24-015') lines.push('The panel reduced the award because the signage budget was judged high.', '');
  if (a.code === 'GR-25-011') lines.push('Scored by the UK panel in June 2025; the officer has asked for a revised budget.', '');
  appFacts(a, file, s);
  corpus.write(file, lines.join('\n'));
}

// ------------------------------------------------------------------ (a2) grants-management extract (CSV, programme codes)
{
  const file = 'exports/gms-extract-for-audit.csv';
  const rows = apps.filter((a) => a.layout === 'gms').map((a) => {
    const status = { awarded: 'Awarded', declined: 'Declined' }[a.status];
    appFacts(a, file, { title: a.title, org: a.org, prog: '', req: String(a.req), awarded: a.awarded != null ? String(a.awarded) : '', status, decided: dmy(a.decided, '/'), months: '', region: a.region });
    return [a.code, a.org, a.prog, a.title, a.req, a.awarded ?? '', status, dmy(a.decided, '/'), a.months, a.region];
  });
  corpus.write(file, delimited(['Ref', 'Applicant', 'Prog', 'Project', 'Requested (GBP)', 'Awarded (GBP)', 'Status', 'Decision date', 'Duration (months)', 'Region'], rows));
}

// ------------------------------------------------------------------ (a3) Dutch export (semicolon, decimal commas)
{
  const file = 'fonds-nl/aanvragen-export-2025-05.csv';
  const NL_STATUS = { awarded: 'toegekend', declined: 'afgewezen' };
  const NL_NAME = { 'Stichting Buurtkracht Utrecht': 'Stg. Buurtkracht Utrecht', 'Stichting Jongeren Atelier Rotterdam': 'Stg. Jongeren Atelier Rotterdam' };
  const rows = apps.filter((a) => a.layout === 'nl').map((a) => {
    const org = NL_NAME[a.org] ?? a.org;
    const awardedCell = a.code === 'GR-24-011' ? '' : a.awarded != null ? eurDec(a.awarded) : '';
    appFacts(a, file, { title: a.title, org, prog: P[a.prog].name, req: eurDec(a.req), awarded: awardedCell, status: NL_STATUS[a.status], decided: dmy(a.decided, '-'), months: '', region: a.region }, { skip: a.code === 'GR-24-011' ? ['awarded'] : [] });
    return [a.code, org, P[a.prog].name, a.title, eurDec(a.req), awardedCell, NL_STATUS[a.status], dmy(a.decided, '-'), a.months, a.region, a.code === 'GR-24-011' ? 'bedrag: zie notulen' : ''];
  });
  corpus.write(file, delimited(['Dossiernummer', 'Aanvrager', 'Programma', 'Projectnaam', 'Gevraagd (EUR)', 'Toegekend (EUR)', 'Status', 'Besluitdatum', 'Looptijd (mnd)', 'Provincie', 'Opmerking'], rows, ';'));
}

// ------------------------------------------------------------------ (a4) HTML decisions table (UK Panel October 2024 + chair's action)
{
  const file = 'reports/decisions-autumn-2024.html';
  const LEN = { 'GR-24-014': '10 months', 'GR-24-017': '1 year', 'GR-24-018': '2 yrs', 'GR-24-019': '9 months', 'GR-24-020': '3 years', 'GR-24-021': '18 mths' };
  const OUT = { awarded: 'Awarded', declined: 'Not funded', withdrawn: 'Withdrawn' };
  const PROG = { AW: 'Arts & Wellbeing', CS: 'Community Spaces' };
  const rows = apps.filter((a) => a.layout === 'html').map((a) => {
    const dec = a.code === 'GR-24-014' ? "2 Jul 2024 (chair's action)" : a.decided ? fmtDate(a.decided, 'short') : '—';
    const aw = a.awarded != null ? gbpK(a.awarded) : '—';
    appFacts(a, file, { title: a.title, org: a.org, prog: PROG[a.prog], req: gbpK(a.req), awarded: a.awarded != null ? aw : '', status: OUT[a.status], decided: a.decided ? dec : '', months: LEN[a.code], region: a.region });
    return `      <tr><td>${a.code}</td><td>${esc(a.org)}</td><td>${esc(PROG[a.prog])}</td><td>${esc(a.title)}</td><td>${esc(a.region)}</td><td>${esc(gbpK(a.req))}</td><td>${esc(aw)}</td><td>${OUT[a.status]}</td><td>${esc(dec)}</td><td>${LEN[a.code]}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Decisions, autumn 2024 — Hartwell Trust</title></head>
<body>
<h1>Grant decisions, autumn 2024</h1>
<p>Decisions of the UK Panel of 8 October 2024, plus one small grant approved by chair's action in July. Amounts in thousands of pounds.</p>
<table class="decisions">
  <thead><tr><th>Ref</th><th>Organisation</th><th>Programme</th><th>Project</th><th>Region</th><th>Asked</th><th>Granted</th><th>Outcome</th><th>Decided</th><th>Length</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Reduced awards: GR-24-017 (budget for evaluation trimmed). Grants under £5k may be approved by the chair between meetings.</p>
</body>
</html>
`);
}

// ------------------------------------------------------------------ (a5) fellowship records (YAML, one per application)
{
  const DUR = { 'GR-24-005': '3 years', 'GR-24-008': '36 months', 'GR-24-022': '2 years', 'GR-24-023': '3 years', 'GR-24-024': '30 months' };
  const FELLOW = { 'GR-24-005': 'Dr Ffion Hughes', 'GR-24-008': 'Dr Aaron Bell', 'GR-24-022': 'Dr Hannah Lowe', 'GR-24-023': 'Dr Kwame Mensah', 'GR-24-024': 'Dr Ruth Ellery' };
  for (const a of apps.filter((x) => x.layout === 'yaml')) {
    const file = `research/fellowships/${slug(a.code)}.yaml`;
    const outcome = a.status === 'awarded' ? 'approved' : 'rejected';
    const awardedLine = a.code === 'GR-24-023' ? 'awarded: null   # see the minutes of the March 2025 panel' : a.awarded != null ? `awarded: ${a.awarded}` : 'awarded: ~';
    const text = [
      `# Early Career Research Fellowship — application record`, `reference: ${a.code}`, `programme: Early Career Research Fellowships`, `host_organisation: "${a.org}"`,
      `fellow: ${FELLOW[a.code]}`, `project: "${a.title}"`, `region: ${a.region}`, 'budget:', `  requested: ${a.req}`, `  ${awardedLine}`, '  currency: GBP',
      `duration: ${DUR[a.code]}`, `outcome: ${outcome}`, `decided: ${a.decided}`,
      'milestones:', '  - {month: 6, item: ethics approval and advisory group}', `  - {month: ${Math.round(a.months / 2)}, item: interim report to the Trust}`, `  - {month: ${a.months}, item: final report and community event}`,
      `notes: "${a.status === 'awarded' ? 'Host confirms salary costs at grade 6/7.' : 'Feedback letter sent by Tom Aldridge.'}"`, '',
    ].join('\n');
    appFacts(a, file, { title: a.title, org: a.org, prog: 'Early Career Research Fellowships', req: `requested: ${a.req}`, awarded: a.awarded != null ? `awarded: ${a.awarded}` : '', status: `outcome: ${outcome}`, decided: a.decided, months: DUR[a.code], region: a.region }, { skip: a.code === 'GR-24-023' ? ['awarded'] : [] });
    corpus.write(file, text);
  }
}

// ------------------------------------------------------------------ (a6) portal export (nested JSON, under review)
{
  const file = 'exports/portal-submissions-2025-05-31.json';
  const recs = apps.filter((a) => a.layout === 'json').map((a, k) => {
    appFacts(a, file, { title: a.title, org: a.org, prog: P[a.prog].code === 'AW' ? 'Arts & Wellbeing' : P[a.prog].name, req: '', status: 'in_assessment', months: '', region: a.region });
    return {
      id: a.code,
      submitted_at: `2025-0${a.prog === 'OO' ? 5 : 4}-${String(10 + k * 3).padStart(2, '0')}T1${k}:2${k}:00Z`,
      applicant: { organisation: { name: a.org, type: O[a.org].type }, contact: { role: 'Project lead' } },
      fund: { programme: a.prog === 'AW' ? 'Arts & Wellbeing' : P[a.prog].name, round: a.prog === 'AW' ? '2025-2' : '2025' },
      project: { title: a.title, location: { region: a.region }, duration_months: a.months },
      request: { amount: { value: a.req, currency: a.cur } },
      workflow: { state: 'in_assessment', decision: null },
    };
  });
  corpus.write(file, JSON.stringify({ exported: '2025-05-31', source: 'Hartwell online portal', filter: 'state = in_assessment', submissions: recs }, null, 2) + '\n');
}

// ------------------------------------------------------------------ (a7) award letters (prose only)
{
  const LET = {
    'GR-24-002': { to: 'Sarah Pennington', addr: 'sarah@bristolgardenstrust.org.uk', date: 'Thu, 21 Mar 2024 10:14:00 +0000', from: 'Helen Marsh <h.marsh@hartwelltrust.org.uk>' },
    'GR-25-003': { to: 'Tom Yeo', addr: 'tom@exeterhedgerows.org.uk', date: 'Fri, 28 Mar 2025 09:02:00 +0000', from: 'Helen Marsh <h.marsh@hartwelltrust.org.uk>' },
  };
  for (const a of apps.filter((x) => x.layout === 'letter')) {
    const L = LET[a.code];
    const file = `correspondence/${a.decided}-award-letter-${a.code}.eml`;
    const full = a.awarded === a.req ? ', the full amount you requested,' : '';
    const dur = NUMW[a.months];
    const decided = fmtDate(a.decided, 'long');
    const place = a.region === 'South West' ? `${O[a.org].city} (South West)` : a.region;
    const body = [
      `From: ${L.from}`, `To: ${L.to} <${L.addr}>`, `Date: ${L.date}`, `Subject: Your application ${a.code} — ${a.title}`, '',
      `Dear ${L.to.split(' ')[0]},`, '',
      `I am delighted to let you know that at its meeting on ${decided} the UK panel agreed to award ${a.org} a grant of ${gbp(a.awarded)}${full} under our ${P[a.prog].name} programme, for your project "${a.title}" in ${place}.`,
      '',
      `The grant is for ${dur} months from the start date in your grant agreement. We will pay it in instalments; the first will follow once the signed agreement reaches us.`,
      '', 'The panel particularly liked the volunteer involvement and the clear plan for what happens after the grant ends.', '',
      'With best wishes,', '', 'Helen Marsh', 'Programme Manager, Hartwell Trust', '',
    ].join('\n');
    appFacts(a, file, { title: a.title, org: a.org, prog: P[a.prog].name, req: a.awarded === a.req ? 'the full amount you requested' : '', awarded: gbp(a.awarded), status: 'agreed to award', decided, months: `${dur} months`, region: place });
    corpus.write(file, body);
  }
}

// ------------------------------------------------------------------ (a8) withdrawal e-mails (prose only)
{
  const a = A['GR-25-006'];
  const file = 'correspondence/2025-02-20-withdrawal-GR-25-006.eml';
  appFacts(a, file, { title: a.title, org: a.org, prog: 'Community Spaces', req: '£39,000', status: 'withdraw', months: 'two-year', region: 'South West' });
  corpus.write(file, [
    'From: Sarah Pennington <sarah@bristolgardenstrust.org.uk>', 'To: Helen Marsh <h.marsh@hartwelltrust.org.uk>', 'Date: Thu, 20 Feb 2025 16:41:00 +0000',
    `Subject: Withdrawing ${a.code} (${a.title})`, '',
    'Hi Helen,', '',
    `I'm sorry to say that we need to withdraw our Community Spaces application ${a.code} for the ${a.title.toLowerCase()} (£39,000 over a two-year project, South West). ` +
      `The school has told us the site will not be available until 2026, so the plan no longer works. ${a.org} would like to come back with a new proposal next year.`,
    '', 'Thanks for all your help with the application.', '', 'Sarah', '',
  ].join('\n'));
}
{
  const a = A['GR-25-010'];
  const file = 'fonds-nl/correspondentie/2025-03-03-intrekking-GR-25-010.eml';
  appFacts(a, file, { title: a.title, org: a.org, prog: 'Buurtinitiatieven', req: '€ 15.000', status: 'trekken wij onze aanvraag', months: '12 maanden', region: 'Overijssel' });
  corpus.write(file, [
    'From: Femke Jansen <f.jansen@hartwellfonds.nl>', 'To: Helen Marsh <h.marsh@hartwelltrust.org.uk>', 'Date: Mon, 3 Mar 2025 11:20:00 +0100', `Subject: FW: Intrekking aanvraag ${a.code}`, '',
    `Helen — FYI, ${a.org} have withdrawn their Buurtinitiatieven application, so it will not go to the April commissie. Femke`, '',
    '-----Original Message-----', 'From: secretaris@groenzwolle.nl', 'Date: Fri, 28 Feb 2025', '',
    'Beste Femke,', '',
    `Hierbij trekken wij onze aanvraag ${a.code} (${a.title}, € 15.000, looptijd 12 maanden, provincie Overijssel) in. ` +
      'De gemeente heeft de grond aan de Holtenbroekse dreef inmiddels aan een ander project gegeven.',
    '', 'Met vriendelijke groet,', 'Bestuur Vereniging Groen Zwolle', '',
  ].join('\n'));
}

// ------------------------------------------------------------------ (b) organisations
function orgFacts(o, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(o.name, 'organisation', attr, value, unit, stated, file);
  F('type', o.type, '', s.type ?? '');
  F('city', o.city, 'place', s.city ?? '');
  F('country', o.country, 'place', s.country ?? '');
  F('reg_number', o.reg, 'text', s.reg ?? '');
  F('founded', o.founded, '', s.founded ?? '');
  F('income', o.income, o.country === 'Netherlands' ? 'EUR' : 'GBP', s.income ?? '');
}
const REGISTER = ORGS.slice(0, 10);
const PROFILES = ORGS.slice(10, 15);
const RESEARCH = ORGS.slice(15, 19);
const DUTCH = ORGS.slice(19);
{
  const file = 'organisations/uk-applicant-register.csv';
  const rows = REGISTER.map((o) => {
    const charity = ['Charity', 'SCIO'].includes(o.type) ? o.reg : '';
    const company = o.type === 'CIC' ? o.reg : '';
    orgFacts(o, file, { type: o.type, city: o.city, country: '', reg: o.reg, founded: String(o.founded), income: String(o.income) });
    return [o.name, o.short, o.type, charity, company, o.city, o.founded, o.income];
  });
  corpus.write(file, delimited(['Organisation', 'Short name', 'Legal form', 'Charity no.', 'Company no.', 'Town', 'Founded', 'Latest income (£)'], rows));
}
{
  const LEGAL = { Charity: 'Registered charity', CIC: 'Community interest company (CIC)', 'Community group': 'Community group (unincorporated)' };
  const INC = { "Manchester Tenants' Union": 'about £85k', 'Southwark Play Association': '£612,000', 'Liverpool Maritime Histories': '£142,500', 'Belfast Green Streets': '£96k', 'Exeter Hedgerow Network': '£28,400' };
  const NOTE = {
    "Manchester Tenants' Union": 'A members’ union of private and social tenants, run by volunteers from a room above the library in Moss Side.',
    'Southwark Play Association': 'Runs two staffed adventure playgrounds and a play ranger service across the borough.',
    'Liverpool Maritime Histories': 'An oral-history charity recording the working lives of dockers and seafarers.',
    'Belfast Green Streets': 'Plants and cares for street trees with residents’ groups in inner Belfast.',
    'Exeter Hedgerow Network': 'Trains volunteers to survey and lay hedges around the city’s edge.',
  };
  PROFILES.forEach((o, k) => {
    const file = `organisations/profiles/${slug(o.name)}.md`;
    const reg = o.reg ? `${o.type === 'CIC' ? 'Company number' : 'Charity number'}: ${o.reg}` : 'Charity number: none (not registered)';
    const founded = k % 2 ? `Established: ${o.founded}` : `Founded: ${o.founded}`;
    const country = o.city === 'Belfast' ? 'Northern Ireland, UK' : 'England, UK';
    orgFacts(o, file, { type: LEGAL[o.type] ?? o.type, city: o.city, country, reg: o.reg ?? '', founded, income: INC[o.name] });
    corpus.write(file, [`# ${o.name}`, '', `Legal form: ${LEGAL[o.type] ?? o.type}`, reg, `Based in: ${o.city}`, `Country: ${country}`, founded, `Annual income: ${INC[o.name]}`, '', NOTE[o.name], ''].join('\n'));
  });
}
{
  const file = 'organisations/research-partners.md';
  const out = ['# Research partners (host organisations for fellowships)', '', 'Universities are exempt charities and have no charity number on our system.', '',
    '| Organisation | Type | City | Founded | Fellowship contact |', '|---|---|---|---|---|'];
  const CONTACT = ['Research Office', 'Grants team', 'Dr M. Owusu', 'Centre manager'];
  RESEARCH.forEach((o, k) => {
    orgFacts(o, file, { type: o.type, city: o.city, country: '', reg: '', founded: String(o.founded), income: '' });
    out.push(`| ${o.name} | ${o.type} | ${o.city} | ${o.founded} | ${CONTACT[k]} |`);
  });
  out.push('', 'All four have signed the Trust’s standard fellowship terms (2023 version).', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'fonds-nl/relaties.txt';
  const out = ['RELATIEBESTAND STICHTING HARTWELL FONDS — aanvragers 2024-2025', '(bijgewerkt mei 2025)', ''];
  for (const o of DUTCH) {
    const inc = o.income != null ? `Jaaromzet: ${eur(o.income)}` : 'Jaaromzet: n.v.t.';
    orgFacts(o, file, { type: o.type, city: o.city, country: 'Nederland', reg: o.reg, founded: `Opgericht: ${o.founded}`, income: o.income != null ? eur(o.income) : '' });
    out.push(`RELATIE: ${o.name.toUpperCase()}`, `Rechtsvorm: ${o.type}`, `KvK-nummer: ${o.reg}`, `Vestigingsplaats: ${o.city}`, 'Land: Nederland', `Opgericht: ${o.founded}`, inc, '');
  }
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (c) programmes
function progFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'programme', attr, value, unit, stated, file);
  F('fund', p.fund, 'text', s.fund ?? '');
  F('country', p.country, 'place', s.country ?? '');
  F('currency', p.cur, '', s.cur ?? '');
  F('budget', p.budget, p.cur, s.budget ?? '');
  F('max_award', p.max, p.cur, s.max ?? '');
  F('deadline', p.deadline, 'date', s.deadline ?? '');
  F('programme_manager', p.manager, 'person', p.manager);
}
{
  const p = P.CS;
  const file = 'programmes/community-spaces.md';
  progFacts(p, file, { fund: 'Hartwell Trust', country: 'UK-wide', budget: '£420,000', max: '£40,000', deadline: '31 January 2025' });
  corpus.write(file, ['# Community Spaces — guidance for applicants', '', 'Fund: Hartwell Trust', 'Area: UK-wide', 'Budget 2024–25: £420,000', 'Maximum grant: £40,000', 'Closing date (2025 round): 31 January 2025',
    `Programme manager: ${p.manager}`, '', 'We fund capital works and fit-out of buildings that local people run and use: community centres, kitchens, sheds, playgrounds.',
    'Projects should last no more than three years. We do not fund purchase of land.', ''].join('\n'));
}
{
  const p = P.GN;
  const file = 'programmes/green-neighbourhoods.md';
  progFacts(p, file, { fund: 'Hartwell Trust', country: 'across the UK', budget: '£300k', max: '£25,000', deadline: '14 February 2025' });
  corpus.write(file, ['# Green Neighbourhoods', '',
    'Green Neighbourhoods is the Hartwell Trust’s programme for greening streets, estates and waterways across the UK. ' +
      'For 2024–25 the programme has a budget of £300k, and we make grants of up to £25,000 for projects of one to three years.',
    '', `The 2025 round closes at noon on 14 February 2025; the panel meets in March. Questions to ${p.manager}, who manages the programme alongside Community Spaces.`, '',
    'Eligible costs include plants, tools, volunteer expenses and a share of staff time. We do not fund tree planting on private land.', ''].join('\n'));
}
{
  const p = P.AW;
  const file = 'programmes/arts-and-wellbeing.html';
  progFacts(p, file, { fund: 'Hartwell Trust', country: 'United Kingdom', budget: 'GBP 250,000', max: 'GBP 20,000', deadline: '30 April 2025' });
  corpus.write(file, htmlDlPage({
    title: 'Arts & Wellbeing', site: 'Hartwell Trust — programmes',
    lead: ['Arts and Wellbeing (AW) funds participatory arts projects that improve the wellbeing of people facing isolation or hardship.'],
    sections: [
      { heading: 'Key facts', rows: [['Funder', 'Hartwell Trust'], ['Where', 'United Kingdom'], ['Annual budget', 'GBP 250,000'], ['Grants up to', 'GBP 20,000'], ['Deadline', '30 April 2025'], ['Contact', p.manager]] },
      { heading: 'What we look for', rows: [['Participation', 'people taking part, not only audiences'], ['Length', '6 to 18 months']] },
    ],
    footer: 'Small grants of under £5,000 may be decided by the chair between panels.',
  }));
}
{
  const p = P.ECR;
  const file = 'programmes/early-career-research-fellowships.md';
  progFacts(p, file, { fund: 'Hartwell Trust', country: 'UK', budget: '600000', max: '90000', deadline: '2024-11-29' });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['programme', 'Early Career Research Fellowships'], ['fund', 'Hartwell Trust'], ['country', 'UK'], ['currency', 'GBP'], ['budget', 600000], ['max_award', 90000], ['deadline', '2024-11-29'], ['manager', p.manager]],
    title: 'Early Career Research Fellowships',
    lead: ['Fellowships of two to three years for researchers within eight years of their PhD, hosted by a UK university or research institute, on questions that matter to communities.'],
    sections: [{ heading: 'Timetable', rows: [['Call opens', '2 September 2024'], ['Deadline', '29 November 2024'], ['Panel', 'March 2025']] }],
  }));
}
{
  const file = 'fonds-nl/programmas-2025.md';
  const out = ['# Programma’s Stichting Hartwell Fonds 2025', '', 'De Nederlandse zusterorganisatie van de Hartwell Trust. Bedragen in euro.', ''];
  for (const p of [P.BI, P.OO]) {
    progFacts(p, file, { fund: 'Stichting Hartwell Fonds', country: 'Nederland', budget: `Budget: ${eur(p.budget)}`, max: `Maximale bijdrage: ${eur(p.max)}`, deadline: `Sluitingsdatum: ${nlDate(p.deadline)}` });
    out.push(`## ${p.name}`, '', 'Fonds: Stichting Hartwell Fonds', 'Land: Nederland', `Budget: ${eur(p.budget)}`, `Maximale bijdrage: ${eur(p.max)}`, `Sluitingsdatum: ${nlDate(p.deadline)}`, `Programmamanager: ${p.manager}`, '');
    out.push(p.code === 'BI' ? 'Voor bewonersinitiatieven in wijken met weinig voorzieningen: buurtkamers, groen, repair cafés.' : 'Voor praktijkgericht onderzoek door hogescholen en universiteiten, samen met maatschappelijke partners.', '');
  }
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (d) reviewers
function revFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'reviewer', attr, value, unit, stated, file);
  F('panel', x.panel, 'text', s.panel ?? '');
  F('role', x.role, '', s.role ?? '');
  F('expertise', x.expertise, '', s.expertise ?? '');
  F('affiliation', x.affiliation, 'text', s.affiliation ?? '');
  F('city', x.city, 'place', s.city ?? '');
  F('country', x.country, 'place', s.country ?? '');
  F('since', x.since, '', s.since ?? '');
}
{
  const file = 'panels/reviewers.yaml';
  const out = ['# Panel members and external reviewers, 2024-2025', 'reviewers:'];
  for (const x of REVIEWERS.filter((y) => y.layout === 'yaml')) {
    const role = x.panel === 'Beoordelingscommissie' && x.role === 'Chair' ? 'voorzitter' : x.role.toLowerCase();
    revFacts(x, file, { panel: x.panel === 'Beoordelingscommissie' ? 'NL Beoordelingscommissie' : 'UK Grants Panel', role, expertise: x.expertise, affiliation: x.affiliation, city: x.city, country: x.country === 'Netherlands' ? 'NL' : 'UK', since: String(x.since) });
    out.push(`  - name: ${x.title ? `${x.title} ` : ''}${x.name}`, `    panel: ${x.panel === 'Beoordelingscommissie' ? 'NL Beoordelingscommissie' : 'UK Grants Panel'}`, `    role: ${role}`, `    expertise: ${x.expertise}`,
      `    affiliation: ${x.affiliation}`, `    based_in: {city: ${x.city}, country: ${x.country === 'Netherlands' ? 'NL' : 'UK'}}`, `    member_since: ${x.since}`);
  }
  out.push('');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'panels/reviewer-bios.md';
  const out = ['# Reviewer biographies (for the website)', ''];
  const BIO = {
    'Siobhan Keane': (x) => `**Siobhan Keane** joined the UK Grants Panel in ${x.since}. She works on housing at ${x.affiliation} in ${x.city} and brings twenty years of tenant organising to the panel.`,
    'Samuel Adebayo': (x) => `**Dr Samuel Adebayo** is an economist specialising in social investment at ${x.affiliation}, ${x.city}. He has sat on the UK Grants Panel since ${x.since}.`,
    'Marloes Bakker': (x) => `**Marloes Bakker** has been a member of the Dutch Beoordelingscommissie since ${x.since}. Her background is youth work: she leads ${x.affiliation} in ${x.city}, Netherlands.`,
    'Youssef El Amrani': (x) => `**Dr Youssef El Amrani**, an urban ecology researcher at ${x.affiliation} (${x.city}, Netherlands), joined the Beoordelingscommissie in ${x.since}.`,
  };
  for (const x of REVIEWERS.filter((y) => y.layout === 'bio')) {
    const nl = x.country === 'Netherlands';
    revFacts(x, file, { panel: nl ? 'Beoordelingscommissie' : 'UK Grants Panel', role: '', expertise: x.expertise === 'Housing' ? 'housing' : x.expertise === 'Social investment' ? 'social investment' : x.expertise.toLowerCase(), affiliation: x.affiliation, city: x.city, country: nl ? 'Netherlands' : '', since: String(x.since) });
    out.push(BIO[x.name](x), '');
  }
  out.push('All panel members serve in a voluntary capacity; travel expenses are reimbursed.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (d2) scores: long CSV (UK 2024), wide matrix (UK March 2025), Dutch list
const REC = (s) => (s >= 7 ? 'Fund' : s >= 5 ? 'Borderline' : 'Do not fund');
{
  const file = 'panels/scores-uk-2024.csv';
  const rows = [];
  for (const a of apps.filter((x) => x.cur === 'GBP' && x.decided && x.decided < '2025-01-01')) {
    for (const [n, s] of Object.entries(a.scores)) {
      corpus.also(a.code, 'application', `score:${n}`, s, '', String(s), file);
      rows.push([a.code, n, s, REC(s)]);
    }
  }
  corpus.write(file, delimited(['Application', 'Reviewer', 'Score (1-10)', 'Recommendation'], rows));
}
{
  const file = 'panels/scoring-matrix-march-2025.md';
  const sur = (n) => n.split(' ').slice(-1)[0];
  const out = ['# Scoring matrix — UK Panel, 25 March 2025', '', 'Scores out of 10. “–” = not assigned; COI = declared conflict of interest.', '',
    `| Ref | ${UK_REV.map(sur).join(' | ')} |`, `|---|${UK_REV.map(() => '---').join('|')}|`];
  for (const a of apps.filter((x) => x.decided === '2025-03-25')) {
    const cells = UK_REV.map((n) => {
      if (a.scores[n] != null) {
        corpus.also(a.code, 'application', `score:${n}`, a.scores[n], '', String(a.scores[n]), file);
        return String(a.scores[n]);
      }
      return (CONFLICTS[a.code] ?? []).includes(n) ? 'COI' : '–';
    });
    out.push(`| ${a.code} | ${cells.join(' | ')} |`);
  }
  out.push('', 'Moderated in the meeting; the minutes record the final decisions.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'fonds-nl/beoordelingen-2024-2025.csv';
  const ADV = (s) => (s >= 7 ? 'honoreren' : s >= 5.5 ? 'twijfel' : 'afwijzen');
  const rows = [];
  for (const a of apps.filter((x) => x.cur === 'EUR' && x.decided)) {
    for (const [n, s] of Object.entries(a.scores)) {
      const stated = String(s).replace('.', ',');
      corpus.also(a.code, 'application', `score:${n}`, s, '', stated, file);
      rows.push([a.code, n, stated, ADV(s)]);
    }
  }
  corpus.write(file, delimited(['Dossier', 'Beoordelaar', 'Cijfer', 'Advies'], rows, ';'));
}

// ------------------------------------------------------------------ (e) panel minutes (prose)
function panelFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'panel', attr, value, unit, stated, file);
  F('date', p.date, 'date', s.date);
  F('chair', p.chair, 'person', p.chair);
  F('venue', p.venue, 'place', s.venue);
  F('format', p.format, '', s.format);
  F('considered', p.considered, '', s.considered);
  F('awarded_count', p.awardedCount, '', s.awardedCount);
  F('total_awarded', p.total, p.cur, s.total);
}
const WORDS = { 3: 'three', 2: 'two', 4: 'four', 5: 'five', 6: 'six', 8: 'eight' };
{
  const want = [[8, 5], [5, 4], [6, 4], [8, 6], [3, 2]];
  PANELS.forEach((p, i) => {
    if (p.considered !== want[i][0] || p.awardedCount !== want[i][1]) throw new Error(`${p.name}: ${p.considered} considered, ${p.awardedCount} awarded`);
  });
}
{
  const p = PANELS[0];
  const file = 'panels/minutes/2024-03-19-uk-panel.md';
  const g7 = A['GR-24-007'];
  panelFacts(p, file, { date: 'Tuesday 19 March 2024', venue: 'Leeds', format: 'in person', considered: 'eight applications', awardedCount: 'five grants', total: gbp(p.total) });
  appFacts(g7, file, { title: g7.title.replace(/^A/, 'a'), org: g7.org, prog: 'Community Spaces', req: '£40,000', status: 'declined', decided: 'Tuesday 19 March 2024', months: 'two years', region: 'Scotland' });
  corpus.write(file, [
    `# ${p.name} — minutes`, '',
    `The meeting was held on Tuesday 19 March 2024 at the Trust's office at 14 Park Square, Leeds, with all members attending in person. Dr Priya Raman was in the chair; Helen Marsh, Rukhsana Begum and Tom Aldridge attended for the staff.`, '',
    '## 1. Declarations', '', 'Gareth Howells declared an interest in GR-24-006 (Cardiff Youth Music Project) and took no part in its scoring or discussion.', '',
    '## 2. Applications', '',
    `The panel considered eight applications across four programmes. Scores had been submitted in advance (see the 2024 scores sheet).`, '',
    `${g7.org} (${g7.code}) asked for £40,000 over two years towards ${g7.title.replace(/^A/, 'a')} under Community Spaces, in Glasgow (Scotland). ` +
      'Members liked the idea but the lease on the site was too uncertain, and the panel declined the application; the association will be encouraged to reapply once the lease is signed.', '',
    'GR-24-008 asked for more than the £90,000 maximum for a fellowship and was declined without discussion of its merits.', '',
    'GR-24-006 was funded at a reduced level, leaving out the equipment purchase.', '',
    '## 3. Outcome', '', `In total the panel made five grants, committing ${gbp(p.total)} from the 2024–25 budgets.`, '',
    '## 4. Monitoring', '', 'Helen Marsh reported that all 2023 grantees had returned their end-of-year reports except two, who have been chased. The panel asked for a one-page summary of learning from the 2023 Community Spaces grants for the October meeting.', '',
    '## 5. Any other business', '', 'The next UK panel will meet in October 2024, online. Members agreed to try scoring on the online portal from 2025; paper packs will still be posted on request.', '',
  ].join('\n'));
}
{
  const p = PANELS[1];
  const file = 'fonds-nl/notulen-commissie-2024-06-12.txt';
  panelFacts(p, file, { date: 'woensdag 12 juni 2024', venue: 'Utrecht', format: 'hybride', considered: 'vijf aanvragen', awardedCount: 'vier aanvragen toegekend', total: eur(p.total) });
  corpus.also('GR-24-011', 'application', 'awarded', 80000, 'EUR', '€ 80.000', file);
  corpus.write(file, [
    `NOTULEN — ${p.name}`, 'Beoordelingscommissie Stichting Hartwell Fonds', '',
    'Datum: woensdag 12 juni 2024', 'Locatie: kantoor Hartwell Fonds, Oudegracht 118, Utrecht (hybride: twee leden online)', 'Voorzitter: Anke de Vries', 'Notulist: Femke Jansen', '',
    '1. Opening. De voorzitter opent de vergadering om 14.00 uur.', '',
    '2. Aanvragen. De commissie besprak vijf aanvragen (Buurtinitiatieven en Open Onderzoek).',
    'Voor GR-24-011 (Hogeschool Deventer) wordt € 80.000 toegekend in plaats van de gevraagde € 96.000; de post apparatuur vervalt.',
    'GR-24-012 wordt afgewezen: het plan is nog niet rond en de begroting is onvolledig.', '',
    `3. Besluit. In totaal worden vier aanvragen toegekend voor in totaal ${eur(p.total)}.`, '',
    '4. Rondvraag. Geen.', '',
  ].join('\n'));
}
{
  const p = PANELS[2];
  const file = 'panels/minutes/2024-10-08-uk-panel.md';
  panelFacts(p, file, { date: '8 October 2024', venue: 'online (Microsoft Teams)', format: 'online', considered: 'Six applications', awardedCount: 'four grants', total: gbp(p.total) });
  corpus.write(file, [
    `# ${p.name} — minutes`, '',
    'Held online (Microsoft Teams) on 8 October 2024, 10:00–12:30.', '',
    'Dr Priya Raman sent apologies; Martin Okonkwo, as vice-chair, chaired the meeting. Samuel Adebayo declared an interest in GR-24-018 and left the call for that item.', '',
    'Six applications were considered. GR-24-020 (Norfolk Rural Transport Trust) had been withdrawn before the meeting and was not discussed.', '',
    `The panel agreed four grants, totalling ${gbp(p.total)}, and declined the other two. The decisions are listed in the autumn 2024 decisions report.`, '',
    "The chair's action of 2 July 2024 (GR-24-014, Brighton Street Choir) was noted.", '',
    'Rukhsana Begum presented a short review of the Arts and Wellbeing programme: demand has doubled since 2022 and most applicants ask for close to the maximum. The panel asked staff to look at a two-tier scheme for 2026.', '',
    'Tom Aldridge confirmed that the fellowship call will open on 2 September 2024 and close at the end of November; the fellowship applications will come to the March 2025 meeting.', '',
    'Next meeting: March 2025, in London.', '',
  ].join('\n'));
}
{
  const p = PANELS[3];
  const file = 'panels/minutes/2025-03-25-uk-panel.md';
  panelFacts(p, file, { date: '25 March 2025', venue: 'London', format: 'in person', considered: 'eight applications', awardedCount: 'six grants', total: gbp(p.total) });
  corpus.also('GR-24-023', 'application', 'awarded', 84500, 'GBP', '£84,500', file);
  corpus.write(file, [
    `# ${p.name} — minutes`, '',
    "Meeting held in person on 25 March 2025 at the Trust's London office, 30 Southwark Street, London SE1. Chair: Dr Priya Raman.", '',
    '## Conflicts', '', 'Siobhan Keane declared an interest in GR-25-002 (Belfast Green Streets) and did not score it.', '',
    '## Fellowships', '',
    'Three fellowship applications were discussed. GR-24-023 was awarded £84,500, the panel trimming the equipment line from the £90,000 requested. GR-24-024 was declined: strong candidate, but the methods were underdeveloped.', '',
    '## Community Spaces and Green Neighbourhoods', '',
    'GR-25-006 had been withdrawn by the applicant in February. GR-25-004 was funded at £30,000, subject to the signed lease.', '',
    '## Totals', '', `The panel considered eight applications and made six grants, ${gbp(p.total)} in all.`, '',
  ].join('\n'));
}
{
  const p = PANELS[4];
  const file = 'panels/minutes/2025-04-09-nl-commissie.md';
  panelFacts(p, file, { date: '9 April 2025', venue: 'online', format: 'online', considered: 'Three applications', awardedCount: 'Two grants', total: `€${grp(p.total)}` });
  corpus.write(file, [
    `# ${p.name} — minutes (English summary for the Trust board)`, '',
    'The Dutch commissie met online on 9 April 2025, chaired by Anke de Vries. Femke Jansen took the minutes.', '',
    'Three applications were considered under Buurtinitiatieven; GR-25-010 (Vereniging Groen Zwolle) had been withdrawn in February.', '',
    `Two grants were made, €${grp(p.total)} in total. GR-25-008 was reduced to €22,000; GR-25-009 was declined because it overlapped with the earlier Overvecht grant.`, '',
    'The Open Onderzoek 2025 round closes in May; those applications go to the autumn meeting.', '',
  ].join('\n'));
}

// ------------------------------------------------------------------ (f) payments by quarter (wide CSV)
{
  const file = 'finance/grant-payments-by-quarter.csv';
  const rows = [];
  for (const a of apps.filter((x) => x.status === 'awarded')) {
    const cells = QUARTERS.map((q) => (a.paid[q] != null ? String(a.paid[q]) : ''));
    const total = Object.values(a.paid).reduce((s, v) => s + v, 0);
    QUARTERS.forEach((q) => {
      const key = `paid_${q.replace(' ', '_').toLowerCase()}`;
      corpus.also(a.code, 'application', key, a.paid[q] ?? 0, a.cur, a.paid[q] != null ? String(a.paid[q]) : '', file);
    });
    corpus.also(a.code, 'application', 'paid_total', total, a.cur, String(total), file);
    rows.push([a.code, O[a.org].short, a.cur, ...cells, total]);
  }
  const text = '# Grant payments by quarter (cash basis), Hartwell Trust and Stichting Hartwell Fonds\n# Amounts in the currency of the grant. 2025 Q2 to 31 May 2025.\n' +
    delimited(['Grant', 'Grantee', 'Cur', ...QUARTERS, 'Paid to date'], rows);
  corpus.write(file, text);
}
corpus.write('finance/2024-12-05-instalment-on-hold.eml', [
  'From: Dawn Cheetham <finance@hartwelltrust.org.uk>', 'To: Helen Marsh <h.marsh@hartwelltrust.org.uk>', 'Date: Thu, 5 Dec 2024 14:03:00 +0000', 'Subject: GR-24-004 second instalment', '',
  'Helen,', '',
  'Just to confirm I have put the second instalment for the Tyneside repair hubs (GR-24-004) on hold until their end-of-grant report comes in. It stays off the Q1 payment run.', '',
  'Dawn', '',
].join('\n'));

// ------------------------------------------------------------------ (g) background documents
corpus.write('README.md', `# Hartwell Trust — shared drive

Shared drive of the Hartwell Trust (Leeds and London) and its Dutch sister fund, Stichting Hartwell Fonds (Utrecht).
Covers the 2024 and 2025 grant rounds. Please don't save personal data here; applicant bank details live in the finance system.

| Folder | What's in it |
|---|---|
| applications/ | one sheet per application (older style, kept for the 2024 rounds) |
| exports/ | extracts from the grants-management system and the online portal |
| reports/ | decision reports |
| research/fellowships/ | Early Career Research Fellowship records (YAML) |
| organisations/ | applicant register, profiles, research partners |
| programmes/ | guidance notes for the UK programmes |
| panels/ | reviewers, scores, minutes |
| finance/ | payments and budgets |
| correspondence/ | letters and e-mails worth keeping |
| fonds-nl/ | everything of the Dutch fund (in Dutch) |
| governance/ | trustees, conflicts of interest |

Reference numbers: GR-YY-NNN, numbered in order of receipt across both funds.
`);
corpus.write('governance/trustees-2025.md', `# Trustees (as at April 2025)

| Name | Role | Appointed |
|---|---|---|
| Margaret Hartwell | Chair of trustees | 2008 |
| Desmond Achebe | Treasurer | 2016 |
| Lucy Fairbairn | Trustee | 2019 |
| Wim Hoekstra | Trustee (liaison with the Dutch fund) | 2021 |
| Aisha Rahman | Trustee | 2023 |

The board meets quarterly. Grants above £50,000 need board ratification after the panel.
`);
corpus.write('governance/conflicts-of-interest-register.md', `# Conflicts of interest register 2024–2025

| Date declared | Person | Application | Nature |
|---|---|---|---|
| 19 March 2024 | Gareth Howells | GR-24-006 | former volunteer tutor at the project |
| 8 October 2024 | Samuel Adebayo | GR-24-018 | family member on the union committee |
| 1 October 2024 | Priya Raman | GR-24-016 | trustee of the applicant until 2023 |
| 25 March 2025 | Siobhan Keane | GR-25-002 | works with the applicant on a joint bid |

Conflicted members do not score or discuss the application.
`);
corpus.write('finance/operating-budget-2025.md', `# Operating budget 2025 (running costs, not grants)

| Line | 2024 actual | 2025 budget |
|---|---|---|
| Staff (4.6 FTE) | £186,400 | £194,000 |
| Office, Leeds and London | £41,200 | £43,500 |
| Panel expenses | £6,850 | £7,200 |
| Audit and legal | £12,300 | £12,800 |
| Dutch fund administration | € 38.000 | € 39.500 |

Investment income 2024: £1.42 million; grant commitments are met from income, not capital.
`);
corpus.write('templates/application-form-questions.md', `# Application form — questions (2025)

1. Tell us about your organisation (max 300 words).
2. What will the project do, and who will take part? (max 500 words)
3. How much are you asking for, and over how many months?
4. What difference will it make, and how will you know? (max 400 words)
5. Budget: please use the template; staff costs over 40 % of the total need explaining.

Guidance: most grants are between £5,000 and £40,000; fellowships up to £90,000.
`);
corpus.write('comms/newsletter-spring-2025.md', `# Hartwell news — spring 2025

**New grants.** In March the UK panel backed six projects, from rooftop growing in Hackney to saltmarsh research on the Essex coast.
Our Dutch colleagues funded a repair café in Groningen and a mobile studio for young people in Rotterdam.

**Open for applications.** Arts and Wellbeing closes on 30 April; the Dutch Open Onderzoek round in May.

**Thank you** to the 140 volunteers who planted wildflowers along the Sheffield towpath last autumn.
`);
corpus.write('admin/office-contacts.csv', delimited(['Name', 'Role', 'Office', 'Phone'], [
  ['Helen Marsh', 'Programme Manager (CS, GN)', 'Leeds', '0113 496 0123'],
  ['Rukhsana Begum', 'Programme Manager (AW)', 'Leeds', '0113 496 0124'],
  ['Tom Aldridge', 'Research Programmes Lead', 'London', '020 7946 0301'],
  ['Dawn Cheetham', 'Finance Officer', 'Leeds', '0113 496 0130'],
  ['Femke Jansen', 'Programmamanager', 'Utrecht', '+31 30 123 4567'],
  ['Joost Verhoeven', 'Programmamanager onderzoek', 'Utrecht', '+31 30 123 4568'],
]));
corpus.write('panels/terms-of-reference.md', `# UK Grants Panel — terms of reference (revised 2024)

1. The panel makes grant decisions for the Trust's UK programmes within the budgets set by the trustees each year.
2. It has up to eight members, including a chair and a vice-chair appointed by the trustees for three-year terms.
3. Each application is scored by three members on a scale of 1 to 10 before the meeting; scores are a guide, not a vote.
4. Quorum: four members, including the chair or vice-chair.
5. Members declare conflicts of interest in advance; a conflicted member neither scores nor discusses the application.
6. Grants of under £5,000 may be approved by the chair between meetings and are reported to the next meeting.
7. Grants above £50,000 are ratified by the trustees.

The Dutch Beoordelingscommissie follows the same rules under the Stichting's own reglement; its scores may use half points.
`);
{
  const lines = ['PAYMENT RUN — 15 April 2025 (BACS, GBP)', '========================================', ''];
  let tot = 0;
  for (const a of apps.filter((x) => x.cur === 'GBP' && x.paid['2025 Q2'] != null && x.decided < '2025-01-01')) {
    lines.push(`${a.code}  ${a.org.padEnd(34)} ${gbp(a.paid['2025 Q2']).padStart(9)}  instalment`);
    tot += a.paid['2025 Q2'];
  }
  lines.push('', `Total this run: ${gbp(tot)}. New March 2025 awards are paid in the May run once agreements are signed.`, 'Authorised: D. Achebe (Treasurer), D. Cheetham (Finance Officer)', '');
  corpus.write('finance/payment-run-2025-04-15.txt', lines.join('\n'));
}
corpus.write('monitoring/GR-24-001-interim-report.md', `# Interim report — GR-24-001, Dalston community kitchen refit

Submitted by Hackney Food Alliance, October 2024.

The refit was completed in August 2024, two weeks late because the extraction hood had to be re-ordered. Since reopening the
Saturday lunch club has served between 95 and 130 people a week, and a new Wednesday teatime session for families started in
September. Eighteen volunteers have their Level 2 food hygiene certificates.

Spend to date is in line with the budget. The second instalment was received in the autumn; we expect to finish the project
on time and will send the end-of-grant report with the evaluation in spring 2026.

Officer comment (HM): good progress; no concerns.
`);
corpus.write('monitoring/GR-24-013-eindrapportage.md', `# Eindrapportage — GR-24-013, Koelcel en bezorgfietsen

Ingediend door Stichting Voedselbank Arnhem-Zuid, januari 2025.

De koelcel is in september 2024 in gebruik genomen; we kunnen nu per week ongeveer 400 kilo extra verse producten opslaan.
De twee bakfietsen rijden sinds oktober op dinsdag en vrijdag en brengen pakketten naar 35 huishoudens die niet zelf kunnen komen.

Alle kosten zijn gemaakt zoals begroot. Met dank aan het Hartwell Fonds.

Opmerking programmamanager (FJ): project afgerond; laatste termijn uitbetaald.
`);
corpus.write('comms/press-release-fellowships-2025.md', `# Press release — two new research fellowships

DRAFT — not for release before 7 April 2025

The Hartwell Trust has awarded two Early Career Research Fellowships in its 2024–25 round. Dr Hannah Lowe (Severn Valley
University) will spend two years collecting memories of floods in Severn towns, and Dr Kwame Mensah (Thames Estuary Research
Centre) will spend three years on saltmarsh carbon and the communities that live beside it.

"Both projects start from what local people know," said Tom Aldridge, who leads the Trust's research programmes.

Notes: the Trust has funded 14 fellowships since 2016. Total fellowship budget 2024–25: £600,000.
`);
const nlPaid2024 = apps.filter((a) => a.cur === 'EUR').reduce((s, a) => s + Object.entries(a.paid).filter(([q]) => q.startsWith('2024')).reduce((t, [, v]) => t + v, 0), 0);
corpus.write('fonds-nl/jaarverslag-2024-kerncijfers.md', `# Jaarverslag 2024 — kerncijfers Stichting Hartwell Fonds

- Aantal aanvragen ontvangen: 5
- Aantal toekenningen: ${PANELS[1].awardedCount}
- Totaal toegekend: ${eur(PANELS[1].total)}
- Uitbetaald in 2024: ${eur(nlPaid2024)} (eerste termijnen)
- Bestuur: 3 leden, onbezoldigd

Het fonds is een ANBI en ontvangt een jaarlijkse bijdrage van de Hartwell Trust.
`);
corpus.write('finance/audit-notes-2024.txt', `AUDIT NOTES — year ended 31 December 2024 (prepared for Kirkgate Audit LLP)

- Grant commitments at year end are recognised when the award letter is sent.
- Three instalments were paid late because grantees had not returned their monitoring reports.
- Foreign exchange: the Dutch fund reports in euros; the Trust's contribution of £150,000 was converted at 1.18.
- Sample tested: 12 payments, no exceptions.
`);

const stats = corpus.flush(source);
console.log(`grants: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
