#!/usr/bin/env node
// Recruitment corpus (held-out): the shared drive of "Calder & Liffey Recruitment", 2025 — offices in Leeds
// (England, GBP) and Dublin (Ireland, EUR), with a Polish partner agency, Kadry Wisła Sp. z o.o. (Kraków), whose
// exports are partly in Polish. 10 consultants, 14 client companies, 35 vacancies, 45 candidates, 16 placements,
// 20 interviews, a commission sheet with a column per month.
//   node bench/corpora/recruitment/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "recruitment-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) candidates: Markdown profiles of `Key: value` lines (label set A: `Current role`, `Experience: 9 years`,
//     `Notice period: 3 months`, `Salary expectation: £68k`), CV summaries with label set B (`Title`, `Yrs exp`,
//     `Availability: 1 month's notice`, `Desired package: €72k`, `Recruiter`, skills as bullets), an ATS CSV export
//     with a `#` preamble (owners by ATS login `iqureshi`, notice in weeks, salary + currency columns), a POLISH
//     semicolon export of the partner agency (monthly gross expectations in EUR `5 200`, `Stawka dzienna (EUR)`
//     `520,00`, `1 miesiąc`, `od zaraz`, `UoP|B2B`, `zatrudniony`), consultants' notes in prose, and an HTML
//     contractor bench (day rates `£525/day`, weekly rates `£2,250 per week`, consultants by initials);
// (b) vacancies: a job-board JSON feed (schema.org-like nesting, `baseSalary.value.minValue`, `unitText: DAY`),
//     Markdown job specs, an HTML table of Dublin roles (`€65k – €75k`, consultants by initials), client e-mails in
//     prose, a nested YAML tracker (owners by ATS login), a Markdown table of roles filled in H1 2025;
// (c) clients: Markdown account blocks (label set A), an HTML definition list (label set B: `Industry`,
//     `Headcount: c. 780`, `Account owner`), and three clients only in the prose of sales-meeting minutes;
// (d) consultants: a nested YAML team file (Leeds), paragraphs (Dublin), a Polish team page (Kraków); a WIDE
//     commission sheet, one column per month of 2025 (Jan–Sep);
// (e) placements: a CSV register, offer-accepted e-mails in prose, an HTML table (`20% (€14,400.00)`), a Polish
//     fee-split settlement (`45 000,00`, `18,5`, `90 dni`, `12 tygodni`);
// (f) interviews: a Markdown schedule table, feedback e-mails in prose, a Polish list (`Etap: druga rozmowa`);
// (g) background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: salaries, salary expectations and bands per YEAR in the stated currency (GBP or
// EUR, never converted; a Polish monthly expectation `5 200` EUR holds 62,400); day rates per DAY (a weekly rate /
// 5); notice periods in WEEKS (a month = 52/12 weeks, `immediate` = 0); experience in years; hours per week;
// rebate periods in DAYS (`12 weeks` = 84); fees in % and in the salary's currency; dates ISO; Polish words in
// English (`zatrudniony` = Placed, `aktywny` = Active, `pasywny` = Passive, `UoP` = Permanent, `B2B` = Contract).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlDlPage, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('recruitment-v1');
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const MONTH_W = r4(52 / 12); // weeks in a month
const pl = (n) => group(n).replace(/,/g, ' '); // Polish thousands: "5 200"
const plDec = (n) => `${pl(Math.trunc(n))},${(Math.round(n * 100) % 100).toString().padStart(2, '0')}`; // "45 000,00"
const L = (k, xs) => xs[k % xs.length];

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the commission sheet). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ consultants
const CONSULTANTS = [
  { name: 'Rachel Whitaker', office: 'Leeds', role: 'Director', desk: 'Finance & Accounting', started: '2011-04-04', langs: ['English'], target: 240000, user: 'rwhitaker', ini: 'RW' },
  { name: 'Tom Fairburn', office: 'Leeds', role: 'Principal Consultant', desk: 'IT Contract', started: '2015-06-15', langs: ['English', 'French'], target: 200000, user: 'tfairburn', ini: 'TF' },
  { name: 'Imran Qureshi', office: 'Leeds', role: 'Senior Consultant', desk: 'IT & Data', started: '2017-09-11', langs: ['English', 'Urdu', 'Punjabi'], target: 170000, user: 'iqureshi', ini: 'IQ' },
  { name: 'Becky Holroyd', office: 'Leeds', role: 'Consultant', desk: 'Engineering & Manufacturing', started: '2021-02-01', langs: ['English'], target: 120000, user: 'bholroyd', ini: 'BH' },
  { name: 'Priya Mistry', office: 'Leeds', role: 'Consultant', desk: 'Finance & Accounting', started: '2022-10-03', langs: ['English', 'Gujarati'], target: 110000, user: 'pmistry', ini: 'PM' },
  { name: 'Niamh Gallagher', office: 'Dublin', role: 'Director', desk: 'Life Sciences', started: '2016-05-09', langs: ['English', 'Irish'], target: 250000, user: 'ngallagher', ini: 'NG' },
  { name: 'Cian Moloney', office: 'Dublin', role: 'Senior Consultant', desk: 'IT & Data', started: '2018-01-15', langs: ['English', 'Spanish'], target: 190000, user: 'cmoloney', ini: 'CM' },
  { name: 'Aoife Kavanagh', office: 'Dublin', role: 'Consultant', desk: 'Finance & Accounting', started: '2023-03-06', langs: ['English', 'French'], target: 130000, user: 'akavanagh', ini: 'AK' },
  { name: 'Agnieszka Wójcik', office: 'Kraków', role: 'Senior Consultant', desk: 'IT & Data', started: '2017-03-01', langs: ['Polish', 'English', 'German'], target: null, user: 'awojcik', ini: 'AW' },
  { name: 'Paweł Zieliński', office: 'Kraków', role: 'Consultant', desk: 'Engineering & Manufacturing', started: '2020-09-14', langs: ['Polish', 'English'], target: null, user: 'pzielinski', ini: 'PZ' },
];
const CON = Object.fromEntries(CONSULTANTS.map((c) => [c.name, c]));
const byUser = Object.fromEntries(CONSULTANTS.map((c) => [c.user, c.name]));
const cur = (office) => (office === 'Leeds' ? 'GBP' : 'EUR');

// ------------------------------------------------------------------ clients
// [name, sector, employees, city, country, account manager, fee %, since, layout]
const CLIENTS = [
  ['Nidderdale Foods Ltd', 'Food manufacturing', 1450, 'Harrogate', 'United Kingdom', 'Priya Mistry', 18, 2014, 'uk'],
  ['Aire Valley Engineering', 'Engineering', 320, 'Keighley', 'United Kingdom', 'Becky Holroyd', 17.5, 2016, 'uk'],
  ['Kirkgate Digital', 'Software', 85, 'Leeds', 'United Kingdom', 'Imran Qureshi', 20, 2019, 'uk'],
  ['Pennine Building Society', 'Financial services', 900, 'Halifax', 'United Kingdom', 'Rachel Whitaker', 20, 2012, 'uk'],
  ['Wharfe Logistics', 'Logistics', 2100, 'Wakefield', 'United Kingdom', 'Becky Holroyd', 16, 2018, 'uk'],
  ['Castleford Plastics Ltd', 'Manufacturing', 240, 'Castleford', 'United Kingdom', 'Becky Holroyd', 15, 2021, 'uk'],
  ['Holbeck Health Analytics', 'Healthtech', 60, 'Leeds', 'United Kingdom', 'Tom Fairburn', 20, 2024, 'minutes'],
  ['Calverley Housing Group', 'Housing', 1100, 'Bradford', 'United Kingdom', 'Rachel Whitaker', 15, 2025, 'minutes'],
  ['Brightwater Pharma', 'Pharmaceuticals', 780, 'Cork', 'Ireland', 'Niamh Gallagher', 20, 2017, 'ie'],
  ['Liffey Payments', 'Fintech', 260, 'Dublin', 'Ireland', 'Cian Moloney', 22, 2020, 'ie'],
  ['Shannon Medtech', 'Medical devices', 1900, 'Limerick', 'Ireland', 'Niamh Gallagher', 18, 2016, 'ie'],
  ['Grand Canal Analytics', 'Software', 140, 'Dublin', 'Ireland', 'Cian Moloney', 20, 2021, 'ie'],
  ['Tolka Insurance DAC', 'Insurance', 650, 'Dublin', 'Ireland', 'Aoife Kavanagh', 18, 2019, 'ie'],
  ['Midlands Agri Co-op', 'Agri-food', 1300, 'Athlone', 'Ireland', 'Niamh Gallagher', 15, 2025, 'minutes'],
].map(([name, sector, emp, city, country, am, fee, since, layout]) => ({ name, sector, emp, city, country, am, fee, since, layout }));
const CL = Object.fromEntries(CLIENTS.map((c) => [c.name, c]));

// ------------------------------------------------------------------ vacancies
// [code, title, client, location, contract, hours, lo, hi (per year, or per day for contracts), consultant, posted, status, mode, layout]
const VACANCIES = [
  ['VAC-LDS-0412', 'Senior Data Engineer', 'Kirkgate Digital', 'Leeds', 'Permanent', 37.5, 60000, 70000, 'Imran Qureshi', '2025-07-14', 'Open', 'Hybrid', 'feed'],
  ['VAC-LDS-0415', 'Management Accountant', 'Nidderdale Foods Ltd', 'Harrogate', 'Permanent', 37.5, 42000, 48000, 'Priya Mistry', '2025-07-21', 'Filled', 'On-site', 'md'],
  ['VAC-LDS-0419', 'Maintenance Engineer (Electrical)', 'Castleford Plastics Ltd', 'Castleford', 'Permanent', 40, 38000, 44000, 'Becky Holroyd', '2025-07-28', 'Open', 'On-site', 'feed'],
  ['VAC-LDS-0421', 'Financial Controller', 'Pennine Building Society', 'Halifax', 'Permanent', 35, 70000, 80000, 'Rachel Whitaker', '2025-08-01', 'Filled', 'Hybrid', 'md'],
  ['VAC-LDS-0424', 'DevOps Engineer', 'Holbeck Health Analytics', 'Leeds', 'Contract', 37.5, 500, 575, 'Tom Fairburn', '2025-08-04', 'Open', 'Remote', 'feed'],
  ['VAC-LDS-0426', 'Payroll Officer', 'Wharfe Logistics', 'Wakefield', 'Permanent', 37.5, 30000, 34000, 'Priya Mistry', '2025-08-06', 'Open', 'On-site', 'feed'],
  ['VAC-LDS-0427', 'Transport Planner', 'Wharfe Logistics', 'Normanton', 'Fixed-term', 42.5, 32000, 36000, 'Becky Holroyd', '2025-08-08', 'On hold', 'On-site', 'eml'],
  ['VAC-LDS-0430', 'Power BI Developer', 'Pennine Building Society', 'Halifax', 'Contract', 37.5, 425, 475, 'Tom Fairburn', '2025-08-12', 'Open', 'Hybrid', 'yaml'],
  ['VAC-LDS-0433', 'Process Engineer', 'Aire Valley Engineering', 'Keighley', 'Permanent', 39, 45000, 52000, 'Becky Holroyd', '2025-08-18', 'Filled', 'On-site', 'md'],
  ['VAC-LDS-0436', 'Full Stack Developer', 'Kirkgate Digital', 'Leeds', 'Permanent', 37.5, 50000, 58000, 'Imran Qureshi', '2025-08-20', 'Filled', 'Hybrid', 'md'],
  ['VAC-LDS-0438', 'Finance Business Partner', 'Calverley Housing Group', 'Bradford', 'Fixed-term', 35, 48000, 54000, 'Rachel Whitaker', '2025-08-25', 'Open', 'Hybrid', 'eml'],
  ['VAC-LDS-0441', 'Cloud Architect', 'Calverley Housing Group', 'Bradford', 'Contract', 37.5, 600, 675, 'Tom Fairburn', '2025-09-01', 'Open', 'Hybrid', 'feed'],
  ['VAC-LDS-0444', 'Credit Controller', 'Nidderdale Foods Ltd', 'Harrogate', 'Permanent', 22.5, 26000, 28000, 'Priya Mistry', '2025-09-03', 'Open', 'On-site', 'md'],
  ['VAC-LDS-0447', 'Quality Technician', 'Nidderdale Foods Ltd', 'Harrogate', 'Permanent', 40, 29000, 33000, 'Becky Holroyd', '2025-09-08', 'Open', 'On-site', 'md'],
  ['VAC-LDS-0450', 'Data Analyst', 'Holbeck Health Analytics', 'Leeds', 'Permanent', 37.5, 36000, 42000, 'Imran Qureshi', '2025-09-10', 'Filled', 'Remote', 'yaml'],
  ['VAC-LDS-0452', 'Mechanical Design Engineer', 'Aire Valley Engineering', 'Keighley', 'Permanent', 39, 40000, 47000, 'Becky Holroyd', '2025-09-15', 'Open', 'Hybrid', 'feed'],
  ['VAC-DUB-0388', 'QA Lead', 'Brightwater Pharma', 'Cork', 'Permanent', 39, 65000, 75000, 'Niamh Gallagher', '2025-06-30', 'Filled', 'On-site', 'html'],
  ['VAC-DUB-0391', 'Validation Engineer', 'Shannon Medtech', 'Limerick', 'Permanent', 39, 55000, 62000, 'Niamh Gallagher', '2025-07-07', 'Filled', 'On-site', 'html'],
  ['VAC-DUB-0394', 'Backend Engineer (Java)', 'Liffey Payments', 'Dublin', 'Permanent', 39, 70000, 85000, 'Cian Moloney', '2025-07-10', 'Filled', 'Hybrid', 'html'],
  ['VAC-DUB-0396', 'Financial Accountant', 'Tolka Insurance DAC', 'Dublin', 'Permanent', 37.5, 58000, 65000, 'Aoife Kavanagh', '2025-07-15', 'Filled', 'Hybrid', 'html'],
  ['VAC-DUB-0399', 'Data Scientist', 'Grand Canal Analytics', 'Dublin', 'Permanent', 39, 75000, 90000, 'Cian Moloney', '2025-07-22', 'Open', 'Hybrid', 'feed'],
  ['VAC-DUB-0402', 'Site Reliability Engineer', 'Liffey Payments', 'Dublin', 'Contract', 39, 550, 650, 'Cian Moloney', '2025-08-05', 'Open', 'Remote', 'feed'],
  ['VAC-DUB-0405', 'Production Supervisor', 'Midlands Agri Co-op', 'Athlone', 'Permanent', 39, 48000, 55000, 'Niamh Gallagher', '2025-08-11', 'Open', 'On-site', 'html'],
  ['VAC-DUB-0407', 'Regulatory Affairs Specialist', 'Shannon Medtech', 'Galway', 'Fixed-term', 39, 60000, 68000, 'Niamh Gallagher', '2025-08-19', 'Open', 'Hybrid', 'eml'],
  ['VAC-DUB-0410', 'Payroll Specialist', 'Tolka Insurance DAC', 'Dublin', 'Permanent', 24, 40000, 44000, 'Aoife Kavanagh', '2025-08-26', 'On hold', 'Hybrid', 'html'],
  ['VAC-DUB-0413', 'Automation Engineer', 'Brightwater Pharma', 'Cork', 'Permanent', 39, 62000, 72000, 'Niamh Gallagher', '2025-09-02', 'Open', 'On-site', 'feed'],
  ['VAC-DUB-0416', 'Python Developer', 'Grand Canal Analytics', 'Dublin', 'Contract', 39, 500, 560, 'Cian Moloney', '2025-09-09', 'Open', 'Remote', 'feed'],
  ['VAC-DUB-0418', 'Group Accountant', 'Midlands Agri Co-op', 'Athlone', 'Permanent', 39, 60000, 70000, 'Aoife Kavanagh', '2025-09-12', 'Closed', 'Hybrid', 'yaml'],
  ['VAC-LDS-0371', 'Systems Accountant', 'Pennine Building Society', 'Halifax', 'Permanent', 35, 45000, 50000, 'Rachel Whitaker', '2025-02-03', 'Filled', null, 'h1'],
  ['VAC-LDS-0378', 'Software Engineer (C#)', 'Kirkgate Digital', 'Leeds', 'Permanent', 37.5, 45000, 55000, 'Imran Qureshi', '2025-02-17', 'Filled', null, 'h1'],
  ['VAC-LDS-0385', 'Health & Safety Advisor', 'Wharfe Logistics', 'Wakefield', 'Permanent', 40, 38000, 42000, 'Becky Holroyd', '2025-03-10', 'Filled', null, 'h1'],
  ['VAC-LDS-0396', 'Assistant Accountant', 'Calverley Housing Group', 'Bradford', 'Fixed-term', 35, 28000, 31000, 'Priya Mistry', '2025-04-14', 'Filled', null, 'h1'],
  ['VAC-DUB-0351', 'Software Engineer (Python)', 'Grand Canal Analytics', 'Dublin', 'Permanent', 39, 60000, 72000, 'Cian Moloney', '2025-02-10', 'Filled', null, 'h1'],
  ['VAC-DUB-0360', 'QC Analyst', 'Brightwater Pharma', 'Cork', 'Permanent', 39, 42000, 48000, 'Niamh Gallagher', '2025-03-17', 'Filled', null, 'h1'],
  ['VAC-DUB-0372', 'Claims Manager', 'Tolka Insurance DAC', 'Dublin', 'Permanent', 37.5, 62000, 70000, 'Aoife Kavanagh', '2025-05-06', 'Filled', null, 'h1'],
].map(([code, title, client, loc, contract, hours, lo, hi, con, posted, status, mode, layout]) => ({ code, title, client, loc, contract, hours, lo, hi, con, posted, status, mode, layout, ccy: code.includes('LDS') ? 'GBP' : 'EUR' }));
const VAC = Object.fromEntries(VACANCIES.map((v) => [v.code, v]));

// ------------------------------------------------------------------ candidates
// notice tokens → weeks
const NOTICE = { imm: 0, '1w': 1, '2w': 2, '4w': 4, '6w': 6, '8w': 8, '1m': MONTH_W, '2m': r4(104 / 12), '3m': 13 };
// [name, group, title, skills, years, notice, salary (annual), day rate, location, pref, status, consultant]
const CANDIDATES = [
  ['Daniel Ashworth', 'A', 'Senior Data Engineer', ['Python', 'SQL', 'AWS', 'Airflow', 'dbt'], 9, '3m', 68000, null, 'Leeds', 'Permanent', 'Active', 'Imran Qureshi'],
  ['Hannah Lister', 'A', 'Management Accountant', ['CIMA', 'Sage', 'Excel', 'Power BI'], 6, '1m', 46000, null, 'Harrogate', 'Permanent', 'Placed', 'Priya Mistry'],
  ['Gareth Pollard', 'A', 'Electrical Maintenance Engineer', ['PLC', 'Siemens S7', '18th Edition', 'Lean'], 14, '4w', 41000, null, 'Pontefract', 'Permanent', 'Active', 'Becky Holroyd'],
  ['Sophie Brannigan', 'A', 'Full Stack Developer', ['JavaScript', 'React', 'Node.js', 'TypeScript', 'SQL'], 5, '1m', 54000, null, 'Leeds', 'Permanent', 'Placed', 'Imran Qureshi'],
  ['Mark Denholme', 'A', 'Financial Controller', ['ACA', 'IFRS', 'Consolidation', 'SAP'], 16, '3m', 78000, null, 'Huddersfield', 'Permanent', 'Placed', 'Rachel Whitaker'],
  ['Lucy Ferrand', 'A', 'Payroll Officer', ['Payroll', 'Sage', 'Excel', 'CIPP'], 4, '2w', 31500, null, 'Wakefield', 'Permanent', 'Active', 'Priya Mistry'],
  ['Oliver Stanhope', 'A', 'Process Engineer', ['Lean Six Sigma', 'AutoCAD', 'FMEA', 'SPC'], 8, '1m', 48000, null, 'Bradford', 'Permanent', 'Placed', 'Becky Holroyd'],
  ['Zara Hussain', 'A', 'Data Analyst', ['SQL', 'Power BI', 'Python', 'Excel'], 3, '4w', 38000, null, 'Leeds', 'Permanent', 'Placed', 'Imran Qureshi'],
  ['Tomás Ryan', 'B', 'QA Lead', ['GMP', 'CAPA', 'Validation', 'TrackWise'], 12, '1m', 72000, null, 'Cork', 'Permanent', 'Placed', 'Niamh Gallagher'],
  ['Siobhán Kelly', 'B', 'Validation Engineer', ['Validation', 'GMP', 'CQV', 'HPLC'], 6, '1m', 58000, null, 'Limerick', 'Permanent', 'Placed', 'Niamh Gallagher'],
  ['Eoin Brady', 'B', 'Backend Engineer', ['Java', 'Spring Boot', 'Kafka', 'AWS', 'Kubernetes'], 8, '4w', 82000, null, 'Dublin', 'Permanent', 'Placed', 'Cian Moloney'],
  ['Ciara Doherty', 'B', 'Financial Accountant', ['ACCA', 'IFRS', 'Excel', 'SAP'], 7, '1m', 61000, null, 'Dublin', 'Permanent', 'Placed', 'Aoife Kavanagh'],
  ['Darragh Nolan', 'B', 'Data Scientist', ['Python', 'R', 'SQL', 'Machine learning', 'AWS'], 5, '2m', 80000, null, 'Dublin', 'Either', 'Active', 'Cian Moloney'],
  ['Orla Fitzpatrick', 'B', 'Regulatory Affairs Specialist', ['Regulatory affairs', 'EU MDR', 'ISO 13485', 'Technical writing'], 9, '3m', 66000, null, 'Galway', 'Permanent', 'Active', 'Niamh Gallagher'],
  ['Pádraig Walsh', 'B', 'Automation Engineer', ['PLC', 'SCADA', 'DeltaV', 'GMP'], 11, '6w', 70000, null, 'Cork', 'Permanent', 'Active', 'Niamh Gallagher'],
  ['Jack Illingworth', 'C', 'Power BI Developer', ['Power BI', 'DAX', 'SQL', 'Azure'], 6, '4w', 50000, 440, 'Leeds', 'Either', 'Active', 'Tom Fairburn'],
  ['Amelia Robson', 'C', 'Credit Controller', ['Sage', 'Excel', 'Credit control'], 10, '2w', 27500, null, 'Harrogate', 'Permanent', 'Active', 'Priya Mistry'],
  ['Nathan Booth', 'C', 'Mechanical Design Engineer', ['SolidWorks', 'AutoCAD', 'GD&T', 'FEA'], 7, '4w', 45000, null, 'Keighley', 'Permanent', 'Active', 'Becky Holroyd'],
  ['Ellie Marsden', 'C', 'Quality Technician', ['HACCP', 'BRC', 'Excel'], 2, '1w', 30000, null, 'Ripon', 'Permanent', 'Active', 'Becky Holroyd'],
  ['Ravi Chandran', 'C', 'Cloud Architect', ['Azure', 'AWS', 'Terraform', 'Kubernetes'], 15, 'imm', null, 650, 'Leeds', 'Contract', 'Active', 'Tom Fairburn'],
  ['Grace Thornton', 'C', 'Finance Business Partner', ['CIMA', 'Power BI', 'Excel', 'Budgeting'], 9, '8w', 52000, null, 'Bradford', 'Permanent', 'Active', 'Rachel Whitaker'],
  ["Kevin O'Sullivan", 'C', 'Production Supervisor', ['Lean', 'HACCP', 'Food safety', 'People management'], 12, '4w', 52000, null, 'Athlone', 'Permanent', 'Active', 'Niamh Gallagher'],
  ['Aisling Byrne', 'C', 'Payroll Specialist', ['Payroll', 'Core Payroll', 'Excel'], 6, '4w', 42000, null, 'Dublin', 'Permanent', 'Passive', 'Aoife Kavanagh'],
  ['Conor Daly', 'C', 'Site Reliability Engineer', ['Kubernetes', 'Terraform', 'Go', 'AWS', 'Prometheus'], 10, '2w', null, 600, 'Dublin', 'Contract', 'Active', 'Cian Moloney'],
  ['Megan Firth', 'C', 'Transport Planner', ['Microlise', 'Excel', 'Route planning'], 5, '4w', 34000, null, 'Wakefield', 'Permanent', 'Active', 'Becky Holroyd'],
  ['Chloe Ramsden', 'C', 'Assistant Accountant', ['AAT', 'Sage', 'Excel'], 3, '4w', 29500, null, 'Bradford', 'Permanent', 'Placed', 'Priya Mistry'],
  ['Krzysztof Nowak', 'D', 'Software Engineer (C#)', ['C#', '.NET', 'SQL', 'Azure'], 6, 'imm', 45600, null, 'Leeds', 'Permanent', 'Placed', 'Agnieszka Wójcik'],
  ['Marta Kowalczyk', 'D', 'Python Developer', ['Python', 'Django', 'PostgreSQL', 'Docker'], 5, '1m', 62400, null, 'Dublin', 'Permanent', 'Placed', 'Agnieszka Wójcik'],
  ['Bartosz Lewandowski', 'D', 'QC Analyst', ['HPLC', 'GMP', 'Analytical chemistry'], 4, '1m', 43200, null, 'Cork', 'Permanent', 'Placed', 'Paweł Zieliński'],
  ['Katarzyna Wiśniewska', 'D', 'DevOps Engineer', ['Kubernetes', 'Terraform', 'AWS', 'Jenkins'], 8, '1m', null, 510, 'Kraków', 'Contract', 'Active', 'Agnieszka Wójcik'],
  ['Piotr Mazur', 'D', 'Automation Engineer', ['PLC', 'Siemens S7', 'SCADA', 'Profinet'], 10, '3m', 66000, null, 'Wrocław', 'Permanent', 'Active', 'Paweł Zieliński'],
  ['Anna Kamińska', 'D', 'Data Analyst', ['SQL', 'Power BI', 'Python', 'Excel'], 4, '1m', 46800, null, 'Gdańsk', 'Permanent', 'Active', 'Agnieszka Wójcik'],
  ['Michał Dąbrowski', 'D', 'Java Developer', ['Java', 'Spring Boot', 'Kafka', 'Kubernetes'], 9, '3m', 72000, null, 'Kraków', 'Either', 'Passive', 'Agnieszka Wójcik'],
  ['Joanna Szymańska', 'D', 'Mechanical Design Engineer', ['SolidWorks', 'AutoCAD', 'FEA'], 6, '2w', 50400, null, 'Łódź', 'Permanent', 'Active', 'Paweł Zieliński'],
  ['Farah Begum', 'E', 'Systems Accountant', ['ACCA', 'SAP', 'Excel', 'Power BI'], 8, '1m', 47000, null, 'Halifax', 'Permanent', 'Placed', 'Rachel Whitaker'],
  ['Liam Crossley', 'E', 'Health & Safety Advisor', ['NEBOSH', 'IOSH', 'ISO 45001'], 11, '4w', 40000, null, 'Wakefield', 'Permanent', 'Placed', 'Becky Holroyd'],
  ['Stephen Haigh', 'E', 'Mechanical Maintenance Engineer', ['PLC', 'Hydraulics', 'Pneumatics', 'CMMS'], 20, '2w', 43500, null, 'Castleford', 'Permanent', 'Active', 'Becky Holroyd'],
  ['Róisín Healy', 'E', 'Claims Manager', ['Claims handling', 'Guidewire', 'People management'], 13, '3m', 66000, null, 'Dublin', 'Permanent', 'Placed', 'Aoife Kavanagh'],
  ['Seán Maguire', 'E', 'Data Engineer', ['Python', 'Spark', 'Azure', 'SQL'], 7, '1m', 78000, null, 'Dublin', 'Permanent', 'Passive', 'Cian Moloney'],
  ['Niall Keane', 'E', 'Production Planner', ['SAP', 'Lean', 'Excel'], 6, '4w', 50000, null, 'Athlone', 'Permanent', 'Active', 'Niamh Gallagher'],
  ['Adam Kershaw', 'F', 'DevOps Engineer', ['AWS', 'Terraform', 'Kubernetes', 'Python'], 12, 'imm', null, 525, 'Leeds', 'Contract', 'Active', 'Tom Fairburn'],
  ['Rebecca Lumb', 'F', 'Interim Financial Controller', ['ACA', 'IFRS', 'SAP'], 18, '1w', null, 600, 'York', 'Contract', 'Active', 'Rachel Whitaker'],
  ['James Pickersgill', 'F', 'Power BI Consultant', ['Power BI', 'DAX', 'SQL', 'Azure'], 9, '2w', null, 450, 'Leeds', 'Contract', 'Active', 'Tom Fairburn'],
  ['Ronan Gilmartin', 'F', 'Site Reliability Engineer', ['Kubernetes', 'Go', 'AWS', 'Prometheus'], 11, 'imm', null, 620, 'Dublin', 'Contract', 'Active', 'Cian Moloney'],
  ['Laura Coyle', 'F', 'Python Developer', ['Python', 'Django', 'AWS', 'SQL'], 7, '1w', null, 530, 'Dublin', 'Contract', 'Active', 'Cian Moloney'],
].map(([name, grp, title, skills, years, notice, salary, rate, loc, pref, status, con], i) => ({
  name, grp, title, skills, years, notice, weeks: NOTICE[notice], salary, rate, loc, pref, status, con, id: `CAN-${10212 + i * 7}`,
  // Leeds consultants' candidates in GBP; Dublin's and the partner's in EUR (Krzysztof, now in Leeds, stated his in EUR a month)
  ccy: CON[con].office === 'Leeds' ? 'GBP' : 'EUR',
}));
const CAND = Object.fromEntries(CANDIDATES.map((c) => [c.name, c]));

// ------------------------------------------------------------------ placements
// [candidate, vacancy, start, salary, fee %, rebate days, rebate words, layout]
const PLACEMENTS = [
  ['Farah Begum', 'VAC-LDS-0371', '2025-04-07', 47500, 20, 84, '12 weeks', 'csv'],
  ['Krzysztof Nowak', 'VAC-LDS-0378', '2025-04-22', 50000, 20, 90, '90 dni', 'pl'],
  ['Marta Kowalczyk', 'VAC-DUB-0351', '2025-05-06', 66000, 18.5, 90, '90 dni', 'pl'],
  ['Liam Crossley', 'VAC-LDS-0385', '2025-05-19', 40000, 15, 56, '8 weeks', 'csv'],
  ['Bartosz Lewandowski', 'VAC-DUB-0360', '2025-06-02', 45000, 20, 84, '12 tygodni', 'pl'],
  ['Chloe Ramsden', 'VAC-LDS-0396', '2025-06-16', 29500, 15, 56, '8 weeks', 'csv'],
  ['Róisín Healy', 'VAC-DUB-0372', '2025-08-11', 68000, 18, 100, '100 days', 'html'],
  ['Tomás Ryan', 'VAC-DUB-0388', '2025-08-25', 72000, 20, 100, '100 days', 'html'],
  ['Siobhán Kelly', 'VAC-DUB-0391', '2025-09-01', 58500, 18, 90, '90 days', 'eml'],
  ['Eoin Brady', 'VAC-DUB-0394', '2025-09-08', 82000, 22, 90, 'ninety days', 'eml'],
  ['Hannah Lister', 'VAC-LDS-0415', '2025-09-15', 45000, 18, 84, '12 weeks', 'csv'],
  ['Ciara Doherty', 'VAC-DUB-0396', '2025-09-22', 62000, 18, 100, '100 days', 'html'],
  ['Oliver Stanhope', 'VAC-LDS-0433', '2025-09-29', 49000, 17.5, 84, '12 weeks', 'csv'],
  ['Sophie Brannigan', 'VAC-LDS-0436', '2025-10-06', 55000, 20, 84, 'twelve weeks', 'eml'],
  ['Zara Hussain', 'VAC-LDS-0450', '2025-10-20', 40000, 20, 42, 'six weeks', 'eml'],
  ['Mark Denholme', 'VAC-LDS-0421', '2025-11-03', 76500, 20, 84, '12 weeks', 'eml'],
].map(([cand, vac, start, salary, pct, rebate, rebateW, layout], i) => {
  const v = VAC[vac];
  return { code: `PL-25-${String(i + 1).padStart(3, '0')}`, cand, vac, client: v.client, start, salary, pct, fee: Math.round(salary * pct) / 100, rebate, rebateW, layout, con: v.con, ccy: v.ccy, title: v.title };
});

// ------------------------------------------------------------------ interviews
// [code, candidate, vacancy, date, time, stage, format, outcome, layout]
const INTERVIEWS = [
  ['INT-25-0611', 'Hannah Lister', 'VAC-LDS-0415', '2025-08-05', '10:00', 'Final', 'In person', 'Offer', 'md'],
  ['INT-25-0612', 'Eoin Brady', 'VAC-DUB-0394', '2025-08-06', '14:30', 'Final', 'In person', 'Offer', 'md'],
  ['INT-25-0614', 'Lucy Ferrand', 'VAC-LDS-0426', '2025-08-19', '11:00', 'First', 'Video', 'Progressed', 'md'],
  ['INT-25-0616', 'Michał Dąbrowski', 'VAC-DUB-0394', '2025-08-07', '09:30', 'Second', 'Video', 'Rejected', 'pl'],
  ['INT-25-0618', 'Oliver Stanhope', 'VAC-LDS-0433', '2025-08-27', '10:30', 'Final', 'In person', 'Offer', 'md'],
  ['INT-25-0620', 'Nathan Booth', 'VAC-LDS-0433', '2025-08-27', '13:30', 'Final', 'In person', 'Rejected', 'md'],
  ['INT-25-0621', 'Darragh Nolan', 'VAC-DUB-0399', '2025-08-28', '15:00', 'Second', 'In person', 'Pending', 'eml'],
  ['INT-25-0623', 'Sophie Brannigan', 'VAC-LDS-0436', '2025-08-29', '16:00', 'Second', 'Video', 'Offer', 'md'],
  ['INT-25-0625', 'Daniel Ashworth', 'VAC-LDS-0412', '2025-09-02', '12:00', 'First', 'Video', 'Progressed', 'md'],
  ['INT-25-0627', 'Zara Hussain', 'VAC-LDS-0450', '2025-09-17', '10:00', 'Final', 'Video', 'Offer', 'md'],
  ['INT-25-0629', 'Orla Fitzpatrick', 'VAC-DUB-0407', '2025-09-16', '11:30', 'Second', 'In person', 'Offer', 'eml'],
  ['INT-25-0630', 'Gareth Pollard', 'VAC-LDS-0419', '2025-09-04', '08:30', 'First', 'Phone', 'Progressed', 'md'],
  ['INT-25-0631', 'Piotr Mazur', 'VAC-DUB-0413', '2025-09-18', '10:00', 'Second', 'Video', 'Offer', 'pl'],
  ['INT-25-0633', 'Stephen Haigh', 'VAC-LDS-0419', '2025-09-05', '09:00', 'First', 'In person', 'Rejected', 'md'],
  ['INT-25-0635', 'Pádraig Walsh', 'VAC-DUB-0413', '2025-09-19', '14:00', 'Second', 'In person', 'Rejected', 'eml'],
  ['INT-25-0636', 'Grace Thornton', 'VAC-LDS-0438', '2025-09-09', '15:30', 'First', 'Video', 'Pending', 'md'],
  ['INT-25-0638', 'Katarzyna Wiśniewska', 'VAC-DUB-0402', '2025-09-22', '13:00', 'First', 'Video', 'Progressed', 'pl'],
  ['INT-25-0639', 'Ravi Chandran', 'VAC-LDS-0441', '2025-09-11', '11:00', 'Final', 'Video', 'Offer', 'eml'],
  ['INT-25-0641', 'Anna Kamińska', 'VAC-LDS-0450', '2025-09-12', '09:00', 'First', 'Video', 'Rejected', 'pl'],
  ['INT-25-0642', 'Ellie Marsden', 'VAC-LDS-0447', '2025-09-18', '14:00', 'First', 'In person', 'Withdrawn', 'md'],
].map(([code, cand, vac, date, time, stage, format, outcome, layout]) => ({ code, cand, vac, date, time, stage, format, outcome, layout }));

// ================================================================== (d) consultants
function conFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'consultant', attr, value, unit, stated, file);
  F('office', c.office, 'place', s.office);
  F('role', c.role, '', s.role);
  F('desk', c.desk, '', s.desk);
  F('started', c.started, 'date', s.started);
  F('languages', c.langs, 'list', s.langs);
  if (c.target != null) F('billing_target', c.target, cur(c.office), s.target);
  F('ats_login', c.user, 'text', s.user);
}
{
  const file = 'team/leeds-team.yaml';
  const out = ['# Calder & Liffey Recruitment — Leeds office team (HR master, do not edit by hand)', 'office:', '  name: Leeds', '  address: 3rd Floor, 14 Park Square East, Leeds LS1 2NE', '  consultants:'];
  CONSULTANTS.filter((c) => c.office === 'Leeds').forEach((c) => {
    conFacts(c, file, { office: 'name: Leeds', role: `title: ${c.role}`, desk: `desk: ${c.desk}`, started: `start_date: ${c.started}`, langs: `languages: [${c.langs.join(', ')}]`, target: `amount: ${c.target}`, user: `ats_user: ${c.user}` });
    out.push(`    - name: ${c.name}`, `      ats_user: ${c.user}`, `      title: ${c.role}`, `      desk: ${c.desk}`, `      start_date: ${c.started}`, `      languages: [${c.langs.join(', ')}]`,
      '      targets:', '        annual_billing:', `          amount: ${c.target}`, '          currency: GBP', `      phone_ext: ${r.int(201, 249)}`);
  });
  out.push('');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'team/dublin-team.md';
  const out = ['# The Dublin team', '', 'Calder & Liffey Recruitment (Ireland) Ltd, 2nd floor, 31 Fitzwilliam Place, Dublin 2. Short bios for the website refresh (draft, September 2025).', ''];
  const D = CONSULTANTS.filter((c) => c.office === 'Dublin');
  const texts = [
    (c) => [`${c.name} opened the Dublin office on ${fmtDate(c.started, 'long')} and is its director; she also runs the life sciences desk (pharma, medtech and food production).`,
      `She speaks ${c.langs.join(' and ')}, and her billing target for 2025 is €${group(c.target)}. ATS login: ${c.user}.`],
    (c) => [`${c.name} joined us as a senior consultant in ${fmtDate(c.started, 'month')} and looks after the IT & Data desk — software, data and cloud, permanent and contract.`,
      `Cian speaks ${c.langs.join(' and ')} (he spent two years in Valencia). His target this year is €${group(c.target / 1000)}k in billings. ATS login: ${c.user}.`],
    (c) => [`${c.name} is a consultant on the Finance & Accounting desk; she started on ${fmtDate(c.started, 'short')} after five years in practice.`,
      `Aoife speaks ${c.langs.join(' and ')}. Billing target for 2025: €${group(c.target)}. ATS login: ${c.user}.`],
  ];
  D.forEach((c, k) => {
    const [a, b] = texts[k](c);
    const s = [
      { role: 'is its director', desk: 'life sciences desk', started: fmtDate(c.started, 'long'), target: `€${group(c.target)}` },
      { role: 'senior consultant', desk: 'IT & Data desk', started: fmtDate(c.started, 'month'), target: `€${group(c.target / 1000)}k` },
      { role: 'is a consultant', desk: 'Finance & Accounting desk', started: fmtDate(c.started, 'short'), target: `€${group(c.target)}` },
    ][k];
    conFacts(c, file, { office: 'Dublin', ...s, langs: c.langs.join(' and '), user: `ATS login: ${c.user}` });
    out.push(`## ${c.name}`, '', a, b, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'partner-kadry-wisla/zespol.md';
  const ROLE_PL = { 'Senior Consultant': 'Starsza konsultantka', Consultant: 'Konsultant' };
  const DESK_PL = { 'IT & Data': 'IT i dane', 'Engineering & Manufacturing': 'Inżynieria i produkcja' };
  const LANG_PL = { Polish: 'polski', English: 'angielski', German: 'niemiecki' };
  const out = ['# Zespół — Kadry Wisła Sp. z o.o. (Kraków)', '', 'Konsultanci współpracujący z Calder & Liffey (kandydaci na rynek brytyjski i irlandzki).', ''];
  CONSULTANTS.filter((c) => c.office === 'Kraków').forEach((c) => {
    const langs = c.langs.map((l) => LANG_PL[l]).join(', ');
    conFacts(c, file, { office: 'Biuro: Kraków', role: ROLE_PL[c.role], desk: DESK_PL[c.desk], started: fmtDate(c.started, 'dotted'), langs, user: `Login ATS: ${c.user}` });
    out.push(`## ${c.name}`, '', `Stanowisko: ${ROLE_PL[c.role]}`, `Specjalizacja: ${DESK_PL[c.desk]}`, `Biuro: Kraków, ul. Karmelicka 34`, `W firmie od: ${fmtDate(c.started, 'dotted')}`, `Języki: ${langs}`, `Login ATS: ${c.user}`, '');
  });
  out.push('Kontakt ogólny: biuro@kadrywisla.pl, tel. +48 12 430 18 00.', '');
  corpus.write(file, out.join('\n'));
}
// wide commission sheet, Jan–Sep 2025
const MON = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep'];
{
  const file = 'finance/commission-2025.csv';
  const rows = CONSULTANTS.filter((c) => c.office !== 'Kraków').map((c) => {
    const scale = c.target / 200000;
    const ms = MON.map((m, i) => {
      if (c.name === 'Aoife Kavanagh' && i < 2) return 0;
      if (r.chance(0.12)) return 0;
      return Math.round(r.float(400, 3200) * scale * 4) / 4;
    });
    ms.forEach((v, i) => corpus.also(c.name, 'consultant', `commission_${MON[i]}`, v, cur(c.office), v === 0 ? '-' : v.toFixed(2), file));
    corpus.also(c.name, 'consultant', 'commission_ytd', r4(ms.reduce((a, b) => a + b, 0)), cur(c.office), '', file);
    return [c.name, c.office, cur(c.office), ...ms.map((v) => (v === 0 ? '-' : v.toFixed(2)))];
  });
  corpus.write(file, '# Commission paid 2025 by payroll month (gross, before tax). Leeds in GBP, Dublin in EUR. Kadry Wisła consultants are paid by the partner.\n' +
    delimited(['Consultant', 'Office', 'Ccy', 'Jan-25', 'Feb-25', 'Mar-25', 'Apr-25', 'May-25', 'Jun-25', 'Jul-25', 'Aug-25', 'Sep-25'], rows));
}

// ================================================================== (c) clients
function clientFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'client', attr, value, unit, stated, file);
  F('sector', c.sector, '', s.sector);
  F('employees', c.emp, '', s.emp);
  F('city', c.city, 'place', s.city);
  F('country', c.country, 'place', s.country);
  F('account_manager', c.am, 'person', s.am);
  F('fee_rate', c.fee, '%', s.fee);
  F('client_since', c.since, '', s.since);
}
{
  const file = 'clients/accounts-uk.md';
  const out = ['# Client accounts — UK (Leeds office)', '', 'One block per account. Fee = standard placement fee as a percentage of first-year basic salary, per the signed terms of business.', ''];
  const EMP = (c, k) => L(k, [`${group(c.emp)}`, `c. ${group(c.emp)}`, `approx. ${group(c.emp)} staff`, `${group(c.emp)} (UK)`]);
  CLIENTS.filter((c) => c.layout === 'uk').forEach((c, k) => {
    const emp = EMP(c, k);
    const fee = `${c.fee}% of first-year basic`;
    clientFacts(c, file, { sector: `Sector: ${c.sector}`, emp: `Employees: ${emp}`, city: c.city, country: 'England', am: `Account manager: ${c.am}`, fee: `Fee: ${fee}`, since: `Client since: ${c.since}` });
    out.push(`## ${c.name}`, '', `Sector: ${c.sector}`, `HQ: ${c.city}, ${L(k, ['North Yorkshire', 'West Yorkshire'])}, England`, `Employees: ${emp}`, `Account manager: ${c.am}`, `Fee: ${fee}`,
      `Client since: ${c.since}`, `Payment terms: ${L(k, ['30 days', '30 days', '45 days', '14 days'])}`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'clients/accounts-ireland.html';
  const sections = [];
  CLIENTS.filter((c) => c.layout === 'ie').forEach((c, k) => {
    const emp = L(k, [`c. ${group(c.emp)}`, `${group(c.emp)} employees`, `${(c.emp / 1000).toFixed(1)}k`, `${group(c.emp)}`, `around ${group(c.emp)}`]);
    const fee = L(k, [`${c.fee}% of base`, `${c.fee} %`, `${c.fee}% (first-year base salary)`]);
    clientFacts(c, file, { sector: c.sector, emp, city: c.city, country: 'Ireland', am: c.am, fee, since: String(c.since) });
    sections.push({ heading: c.name, rows: [['Industry', c.sector], ['Location', `${c.city}, Ireland`], ['Headcount', emp], ['Account owner', c.am], ['Agreed fee', fee], ['On our books since', String(c.since)]] });
  });
  corpus.write(file, htmlDlPage({ site: 'Calder & Liffey — Dublin intranet', title: 'Client accounts — Ireland', lead: ['Accounts managed from the Dublin office. Fees are on base salary unless stated.'], sections, footer: 'Last reviewed August 2025 (NG).' }));
}
{
  const file = 'meetings/sales-meeting-2025-06-23.md';
  const hol = CL['Holbeck Health Analytics'];
  const cal = CL['Calverley Housing Group'];
  const mid = CL['Midlands Agri Co-op'];
  clientFacts(hol, file, { sector: 'healthtech', emp: 'about 60 people', city: 'Leeds', country: '', am: 'Tom Fairburn', fee: '20%', since: 'since 2024' });
  clientFacts(cal, file, { sector: 'housing association', emp: '1,100 staff', city: 'Bradford', country: '', am: 'Rachel Whitaker', fee: '15%', since: 'signed in May' });
  clientFacts(mid, file, { sector: 'agri-food', emp: 'roughly 1,300 people', city: 'Athlone', country: '', am: 'Niamh', fee: '15 per cent', since: 'new this year' });
  // the housing group and the co-op are "signed this year": the year of the meeting
  corpus.write(file, `# Sales meeting — 23 June 2025 (Leeds + Dublin on Teams)

Present: Rachel Whitaker (chair), Tom Fairburn, Imran Qureshi, Becky Holroyd, Priya Mistry; Niamh Gallagher, Cian Moloney, Aoife Kavanagh (Dublin).

## 1. Half-year numbers

Sixteen placements are forecast for the year so far; H1 net fee income is about 9 % ahead of budget. Dublin's life sciences desk carried the quarter.

## 2. New and growing accounts

- Holbeck Health Analytics, the healthtech start-up in Leeds (about 60 people), has been with us since 2024 and now wants a contract DevOps engineer and a data analyst. Tom Fairburn keeps the account; terms stay at 20%.
- Calverley Housing Group, a housing association in Bradford with 1,100 staff, signed in May (2025) on 15% after a competitive tender. Rachel Whitaker will manage it personally.
- Midlands Agri Co-op in Athlone (agri-food, roughly 1,300 people) is new this year (2025): Niamh will own the account at 15 per cent, with a production supervisor role expected in August.

## 3. Any other business

The job-board contract renews in October; Imran to compare prices. Summer party on 18 July.
`);
}

// ================================================================== (b) vacancies
function vacFacts(v, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(v.code, 'vacancy', attr, value, unit, stated, file);
  F('title', v.title, 'text', s.title ?? v.title);
  F('client', v.client, 'text', s.client ?? v.client);
  F('location', v.loc, 'place', s.loc ?? v.loc);
  F('contract', v.contract, '', s.contract);
  F('hours', v.hours, 'h/week', s.hours);
  if (v.contract === 'Contract') {
    F('rate_min', v.lo, v.ccy, s.lo);
    F('rate_max', v.hi, v.ccy, s.hi);
  } else {
    F('salary_min', v.lo, v.ccy, s.lo);
    F('salary_max', v.hi, v.ccy, s.hi);
  }
  F('consultant', v.con, 'person', s.con ?? v.con);
  F('posted', v.posted, 'date', s.posted);
  F('status', v.status, '', s.status);
  if (v.mode) F('work_mode', v.mode, '', s.mode);
}
const sym = (ccy) => (ccy === 'GBP' ? '£' : '€');
// job-board JSON feed
{
  const file = 'jobboard/feed-2025-09-26.json';
  const jobs = VACANCIES.filter((v) => v.layout === 'feed').map((v, k) => {
    const c = CL[v.client];
    const ct = { Permanent: 'permanent', Contract: 'contract', 'Fixed-term': 'fixed_term' }[v.contract];
    vacFacts(v, file, { contract: ct, hours: String(v.hours), lo: String(v.lo), hi: String(v.hi), con: v.con, posted: v.posted, status: 'live', mode: v.mode.toLowerCase() });
    return {
      id: v.code,
      title: v.title,
      datePosted: v.posted,
      status: 'live',
      hiringOrganization: { name: v.client, sameAs: null, sector: c.sector },
      jobLocation: { address: { addressLocality: v.loc, addressCountry: c.country === 'Ireland' ? 'IE' : 'GB' }, workplace: v.mode.toLowerCase() },
      employment: { contractType: ct, schedule: 'FULL_TIME', hoursPerWeek: v.hours },
      baseSalary: { currency: v.ccy, value: { minValue: v.lo, maxValue: v.hi, unitText: v.contract === 'Contract' ? 'DAY' : 'YEAR' } },
      recruiter: { name: v.con, email: `${CON[v.con].user}@calderliffey.${v.ccy === 'GBP' ? 'co.uk' : 'ie'}` },
      channels: L(k, [['indeed', 'linkedin'], ['linkedin'], ['irishjobs', 'linkedin'], ['cv-library', 'indeed']]),
    };
  });
  corpus.write(file, JSON.stringify({ feed: { publisher: 'Calder & Liffey Recruitment', generated: '2025-09-26T06:00:00Z', format: 'jobposting-lite/1.2', count: jobs.length }, jobs }, null, 2) + '\n');
}
// Markdown job specs (Leeds)
VACANCIES.filter((v) => v.layout === 'md').forEach((v, k) => {
  const file = `vacancies/leeds/${v.code.toLowerCase()}-${slug(v.title)}.md`;
  const sal = L(k, [`£${group(v.lo)} – £${group(v.hi)} + benefits`, `£${v.lo / 1000}k-£${v.hi / 1000}k`, `GBP ${group(v.lo)} to ${group(v.hi)}`]);
  const [loS, hiS] = L(k, [[`£${group(v.lo)}`, `£${group(v.hi)}`], [`£${v.lo / 1000}k`, `£${v.hi / 1000}k`], [`GBP ${group(v.lo)}`, `${group(v.hi)}`]]);
  const hours = L(k, [`${v.hours} hrs/week`, `${v.hours} hours per week`, `${v.hours}h (Mon–Fri)`]);
  const hoursS = v.hours === 22.5 ? 'Part-time, 22.5 hours per week' : hours;
  const opened = fmtDate(v.posted, 'iso').split('-').reverse().join('/');
  vacFacts(v, file, { contract: `Job type: ${v.contract}`, hours: hoursS, lo: loS, hi: hiS, posted: opened, status: `Status: ${v.status}`, mode: `Working pattern: ${v.mode}` });
  corpus.write(file, [
    `# Job spec — ${v.title} (${v.code})`, '',
    `Client: ${v.client}`, `Location: ${v.loc}`, `Job type: ${v.contract}`, `Hours: ${hoursS}`, `Salary: ${sal}`, `Working pattern: ${v.mode}`,
    `Consultant: ${v.con}`, `Opened: ${opened}`, `Status: ${v.status}`, '',
    '## About the role', '',
    L(k, ['Month-end close, budgeting and variance analysis for the manufacturing sites; reports to the Finance Director.', 'Leads the finance function of a regulated mutual; board reporting and audit.',
      'Continuous-improvement role on the machining lines; reports to the Operations Manager.', 'Greenfield product team building a customer portal in React and Node.js.',
      'Part-time role, school hours considered; sales ledger and credit control for trade accounts.', 'Shift-based quality checks on the bakery lines; HACCP training provided.']), '',
  ].join('\n'));
});
// Dublin roles HTML table (consultants by initials)
{
  const file = 'vacancies/dublin-roles.html';
  const rows = VACANCIES.filter((v) => v.layout === 'html').map((v, k) => {
    const sal = L(k, [`€${v.lo / 1000}k – €${v.hi / 1000}k`, `€${group(v.lo)}–€${group(v.hi)}`, `${group(v.lo).replace(',', '.')} – ${group(v.hi).replace(',', '.')} €`]);
    const [loS, hiS] = L(k, [[`€${v.lo / 1000}k`, `€${v.hi / 1000}k`], [`€${group(v.lo)}`, `€${group(v.hi)}`], [group(v.lo).replace(',', '.'), `${group(v.hi).replace(',', '.')} €`]]);
    const hours = v.hours === 24 ? '24 hrs (part-time, 3 days)' : `${v.hours} hrs`;
    vacFacts(v, file, { contract: v.contract === 'Permanent' ? 'Perm' : v.contract, hours, lo: loS, hi: hiS, con: CON[v.con].ini, posted: fmtDate(v.posted, 'short'), status: v.status, mode: v.mode });
    return `    <tr><td>${v.code}</td><td>${esc(v.title)}</td><td>${esc(v.client)}</td><td>${v.loc}</td><td>${v.contract === 'Permanent' ? 'Perm' : v.contract}</td><td>${esc(hours)}</td><td>${esc(sal)}</td><td>${v.mode}</td><td>${CON[v.con].ini}</td><td>${fmtDate(v.posted, 'short')}</td><td>${v.status}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Dublin — live and recent roles</title></head>
<body>
<h1>Dublin desk — roles board</h1>
<p>Roles registered by the Dublin office this summer. Salaries are annual base in euro; benefits and bonus not included.</p>
<table class="roles">
  <thead><tr><th>Ref</th><th>Role</th><th>Client</th><th>Location</th><th>Type</th><th>Hours/wk</th><th>Salary</th><th>Mode</th><th>Cons.</th><th>Posted</th><th>Status</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p class="legend">Cons.: NG = Niamh Gallagher, CM = Cian Moloney, AK = Aoife Kavanagh.</p>
</body></html>
`);
}
// client e-mails (prose)
{
  const [v1, v2, v3] = VACANCIES.filter((v) => v.layout === 'eml');
  // Wharfe — transport planner
  {
    const v = v1;
    const file = 'inbox/2025-08-08-wharfe-transport-planner.eml';
    vacFacts(v, file, { title: 'Transport Planner', contract: '12-month fixed-term contract', hours: '42.5 hours a week', lo: '£32,000', hi: '£36,000', posted: 'Fri, 08 Aug 2025', status: 'on hold', mode: 'site-based' });
    corpus.write(file, `From: Karen Oddy <k.oddy@wharfelogistics.co.uk>
To: Becky Holroyd <becky.holroyd@calderliffey.co.uk>
Date: Fri, 08 Aug 2025 09:14:22 +0100
Subject: Transport Planner - Normanton DC

Hi Becky,

As discussed, we'd like you to find us a Transport Planner for the Normanton DC. It's a 12-month fixed-term contract to cover the new Asda contract, 42.5 hours a week on a rolling shift pattern, and it's site-based — there's no home working on this one. We can pay between £32,000 and £36,000 depending on experience with Microlise.

Thanks,
Karen Oddy
HR Business Partner, Wharfe Logistics

-----
Note (BH, 08/08): logged as ${v.code}.
Update (BH, 02/09): the client has put the role on hold until the Asda start date is confirmed.
`);
  }
  // Calverley — finance business partner
  {
    const v = v2;
    const file = 'inbox/2025-08-25-calverley-fbp.eml';
    vacFacts(v, file, { title: 'Finance Business Partner', contract: '9-month fixed-term', hours: '35 hours', lo: '£48k', hi: '£54k', posted: 'Mon, 25 Aug 2025', status: 'Still open', mode: 'hybrid' });
    corpus.write(file, `From: Rachel Whitaker <rachel.whitaker@calderliffey.co.uk>
To: leeds-team@calderliffey.co.uk
Date: Mon, 25 Aug 2025 16:40:03 +0100
Subject: FW: Finance Business Partner (maternity cover) - Calverley Housing Group

All — new one from Calverley, logged as ${v.code}. It's a 9-month fixed-term maternity cover for a Finance Business Partner in Bradford, 35 hours, hybrid (two days in the office). Budget is £48k to £54k pro rata. Please send me anyone CIMA-qualified with housing or public sector experience. Still open as of today; first interviews in the week of 8 September.

Rachel

> From: Deborah Firth <deborah.firth@calverleyhousing.org.uk>
> We'd be grateful if you could start the search this week.
`);
  }
  // Shannon — regulatory affairs
  {
    const v = v3;
    const file = 'inbox/2025-08-19-shannon-regulatory-affairs.eml';
    vacFacts(v, file, { title: 'Regulatory Affairs Specialist', contract: 'fixed-term contract of twelve months', hours: '39-hour week', lo: '€60,000', hi: '€68,000', posted: 'Tue, 19 Aug 2025', status: 'open', mode: 'hybrid' });
    corpus.write(file, `From: Declan Hourihane <dhourihane@shannonmedtech.ie>
To: Niamh Gallagher <niamh.gallagher@calderliffey.ie>
Date: Tue, 19 Aug 2025 11:02:47 +0100
Subject: Regulatory Affairs Specialist - Galway

Niamh,

Following our call: we need a Regulatory Affairs Specialist in Galway for the EU MDR transition, on a fixed-term contract of twelve months. Standard 39-hour week, hybrid with three days on site. The range signed off is €60,000 to €68,000 plus the usual 8% bonus.

Regards,
Declan Hourihane
Quality & Regulatory Manager, Shannon Medtech

--
[NG 19/08: logged as ${v.code}, open; briefed Orla F.]
`);
  }
}
// YAML tracker (owners by ATS login)
{
  const file = 'vacancies/roles-tracker.yaml';
  const out = ['# Roles tracker — roles not on the job board (exported from the ATS, 26/09/2025)', 'roles:'];
  VACANCIES.filter((v) => v.layout === 'yaml').forEach((v) => {
    const ct = v.contract.toLowerCase();
    const st = v.status === 'Closed' ? 'closed (client withdrew)' : v.status.toLowerCase();
    const per = v.contract === 'Contract' ? 'day' : 'year';
    vacFacts(v, file, { contract: `type: ${ct}`, hours: `hours_per_week: ${v.hours}`, lo: `min: ${v.lo}`, hi: `max: ${v.hi}`, con: `owner: ${CON[v.con].user}`, posted: `opened: ${v.posted}`, status: `status: ${st}`, mode: `mode: ${v.mode.toLowerCase()}` });
    out.push(`  - ref: ${v.code}`, `    title: ${v.title}`, `    client: ${v.client}`, '    where:', `      town: ${v.loc}`, `      mode: ${v.mode.toLowerCase()}`, '    terms:', `      type: ${ct}`,
      `      ${v.contract === 'Contract' ? 'rate' : 'salary'}: {min: ${v.lo}, max: ${v.hi}, per: ${per}, currency: ${v.ccy}}`, `      hours_per_week: ${v.hours}`, `    owner: ${CON[v.con].user}`, `    opened: ${v.posted}`, `    status: ${st}`);
  });
  out.push('');
  corpus.write(file, out.join('\n'));
}
// roles filled in H1 2025 (Markdown table)
{
  const file = 'vacancies/filled-h1-2025.md';
  const out = ['# Roles filled, January–June 2025', '', 'Closed vacancies of the first half-year, both offices (salary bands as agreed with the client).', '',
    '| Ref | Role | Client | Location | Type | Hrs | Band | Consultant | Opened | Status |', '|---|---|---|---|---|---|---|---|---|---|'];
  VACANCIES.filter((v) => v.layout === 'h1').forEach((v) => {
    const band = `${sym(v.ccy)}${v.lo / 1000}k–${v.hi / 1000}k`;
    vacFacts(v, file, { contract: v.contract, hours: `| ${v.hours} |`, lo: `${sym(v.ccy)}${v.lo / 1000}k`, hi: `${v.hi / 1000}k`, posted: fmtDate(v.posted, 'short'), status: 'Filled' });
    out.push(`| ${v.code} | ${v.title} | ${v.client} | ${v.loc} | ${v.contract} | ${v.hours} | ${band} | ${v.con} | ${fmtDate(v.posted, 'short')} | Filled |`);
  });
  out.push('', 'Placement details (start dates, fees) are in finance/ and the partner settlement file.', '');
  corpus.write(file, out.join('\n'));
}

// ================================================================== (a) candidates
function candFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'candidate', attr, value, unit, stated, file);
  F('title', c.title, 'text', s.title ?? c.title);
  F('skills', c.skills, 'list', s.skills);
  F('experience', c.years, 'years', s.years);
  F('notice', c.weeks, 'weeks', s.notice);
  if (c.salary != null) F('salary_expectation', c.salary, c.ccy, s.salary);
  if (c.rate != null) F('day_rate', c.rate, c.ccy, s.rate);
  F('location', c.loc, 'place', s.loc ?? c.loc);
  F('preference', c.pref, '', s.pref);
  F('status', c.status, '', s.status);
  F('consultant', c.con, 'person', s.con ?? c.con);
}
const NOTICE_EN = { imm: 'Immediate', '1w': '1 week', '2w': '2 weeks', '4w': '4 weeks', '6w': '6 weeks', '8w': '8 weeks', '1m': '1 month', '2m': '2 months', '3m': '3 months' };
// A: Markdown profiles
CANDIDATES.filter((c) => c.grp === 'A').forEach((c, k) => {
  const file = `candidates/profiles/${slug(c.name)}.md`;
  const notice = c.notice === '1m' && k % 2 ? 'one month' : NOTICE_EN[c.notice];
  const sal = L(k, [`£${group(c.salary)}`, `£${c.salary / 1000}k`, `GBP ${group(c.salary)}`, `£${group(c.salary)} basic + bonus`]);
  const salS = L(k, [`£${group(c.salary)}`, `£${c.salary / 1000}k`, `GBP ${group(c.salary)}`, `£${group(c.salary)}`]);
  const exp = L(k, [`${c.years} years`, `${c.years} yrs`]);
  candFacts(c, file, { skills: `Key skills: ${c.skills.join(', ')}`, years: `Experience: ${exp}`, notice: `Notice period: ${notice}`, salary: salS, pref: `Looking for: ${c.pref}`, status: `Status: ${c.status}` });
  const lead = L(k, [
    `${c.name.split(' ')[0]} is a ${c.title.toLowerCase()} with ${c.years} years' experience.`,
    `Strong on ${c.skills[0]} and ${c.skills[1]}; interviews well.`,
    `Registered via ${L(k, ['LinkedIn', 'Indeed', 'a referral', 'CV-Library'])} in ${L(k, ['March', 'May', 'June', 'July'])} 2025.`,
  ]);
  corpus.write(file, [
    `# Candidate profile — ${c.name}`, '', `Candidate ID: ${c.id}`, `Current role: ${c.title}`, `Location: ${c.loc}`, `Experience: ${exp}`, `Key skills: ${c.skills.join(', ')}`,
    `Looking for: ${c.pref}`, `Notice period: ${notice}`, `Salary expectation: ${sal}`, 'Day rate: n/a', `Consultant: ${c.con}`, `Status: ${c.status}`, '',
    '## Summary', '', lead, '',
  ].join('\n'));
});
// B: CV summaries (label set B)
CANDIDATES.filter((c) => c.grp === 'B').forEach((c, k) => {
  const file = `candidates/cv-summaries/${slug(c.name)}-cv-summary.md`;
  const noticeB = { '1m': "1 month's notice", '4w': "4 weeks' notice", '2m': "2 months' notice", '3m': "3 months' notice", '6w': "6 weeks' notice" }[c.notice];
  const pkg = L(k, [`€${c.salary / 1000}k`, `€${group(c.salary)}`, `EUR ${group(c.salary)}`, `${group(c.salary).replace(',', '.')} €`]);
  const pref = { Permanent: 'Perm only', Either: 'Perm or contract' }[c.pref];
  const stage = c.status === 'Placed' ? 'Placed' : 'Active — interviewing';
  candFacts(c, file, { title: `Title: ${c.title}`, skills: c.skills.map((s) => `- ${s}`).join('\n'), years: `Yrs exp: ${c.years}`, notice: `Availability: ${noticeB}`, salary: `Desired package: ${pkg}`, loc: `Based in: ${c.loc}`, pref: `Contract/perm: ${pref}`, status: `Stage: ${stage}`, con: `Recruiter: ${c.con}` });
  corpus.write(file, [
    `# ${c.name} — CV summary`, '', `Title: ${c.title}`, `Based in: ${c.loc}`, `Yrs exp: ${c.years}`, `Availability: ${noticeB}`, `Desired package: ${pkg}`, `Contract/perm: ${pref}`,
    `Recruiter: ${c.con}`, `Stage: ${stage}`, `Ref: ${c.id}`, '', 'Key skills:', '', ...c.skills.map((s) => `- ${s}`), '',
    L(k, ['Degree: BSc Chemistry (UCC).', 'Degree: BEng (University of Limerick).', 'Degree: BSc Computer Science (TCD).', 'Qualified ACCA 2019.', 'MSc Data Analytics (UCD).', 'BSc Biomedical Engineering (University of Galway).', 'BEng Electronic Engineering (MTU).']), '',
  ].join('\n'));
});
// C: ATS export with a preamble
{
  const file = 'exports/ats-candidates-2025-09-30.csv';
  const rows = CANDIDATES.filter((c) => c.grp === 'C').map((c) => {
    candFacts(c, file, { skills: c.skills.join('; '), years: '', notice: '', salary: c.salary == null ? '' : String(c.salary), rate: String(c.rate), pref: c.pref, status: c.status, con: CON[c.con].user });
    return [c.id, c.name, c.title, c.years, c.weeks, c.salary ?? '', c.ccy, c.rate ?? '', c.pref, c.skills.join('; '), CON[c.con].user, c.loc, c.status, fmtDate('2025-09-30', 'iso').split('-').reverse().join('/')];
  });
  corpus.write(file, [
    '# Calder & Liffey ATS — candidate export',
    '# Exported by: tfairburn | 30/09/2025 07:02 | Filter: Status <> Archived AND Record type = Candidate',
    '# Salary Exp = annual base expectation in Ccy; Day Rate = contractors only (per day, Ccy); Notice in weeks; Owner = ATS user',
    '',
  ].join('\n') + delimited(['Candidate ID', 'Full Name', 'Current Title', 'Years Exp', 'Notice (wks)', 'Salary Exp', 'Ccy', 'Day Rate', 'Perm/Contract', 'Skills', 'Owner', 'Location', 'Status', 'Last Updated'], rows));
}
// D: Polish partner export (semicolon, monthly EUR, decimal commas)
{
  const file = 'partner-kadry-wisla/kandydaci-eksport-2025-09.csv';
  const NOTICE_PL = { imm: 'od zaraz', '1m': '1 miesiąc', '3m': '3 miesiące', '2w': '2 tygodnie' };
  const FORM = { Permanent: 'UoP', Contract: 'B2B', Either: 'UoP lub B2B' };
  const STATUS = { Active: 'aktywny', Passive: 'pasywny', Placed: 'zatrudniony (C&L)' };
  const TITLE_PL = { 'Software Engineer (C#)': 'Programista C# / Software Engineer (C#)', 'Python Developer': 'Programistka Python / Python Developer', 'QC Analyst': 'Analityk QC / QC Analyst',
    'DevOps Engineer': 'Inżynier DevOps / DevOps Engineer', 'Automation Engineer': 'Inżynier automatyk / Automation Engineer', 'Data Analyst': 'Analityczka danych / Data Analyst',
    'Java Developer': 'Programista Java / Java Developer', 'Mechanical Design Engineer': 'Konstruktorka mechanik / Mechanical Design Engineer' };
  const SK_PL = { 'Analytical chemistry': 'chemia analityczna (Analytical chemistry)', Excel: 'Excel (zaawansowany)' };
  const LOC_PL = { Leeds: 'Leeds (relokacja)', Dublin: 'Dublin (relokacja)', Cork: 'Cork (relokacja)', Kraków: 'Kraków (zdalnie)' };
  const rows = CANDIDATES.filter((c) => c.grp === 'D').map((c) => {
    const month = c.salary == null ? '' : pl(c.salary / 12);
    const rate = c.rate == null ? '' : plDec(c.rate);
    const skills = c.skills.map((s) => SK_PL[s] ?? s).join(', ');
    candFacts(c, file, { title: TITLE_PL[c.title], skills, years: '', notice: NOTICE_PL[c.notice], salary: month, rate, loc: LOC_PL[c.loc] ?? c.loc, pref: FORM[c.pref], status: STATUS[c.status] });
    return [c.name, TITLE_PL[c.title], c.years, NOTICE_PL[c.notice], FORM[c.pref], month, rate, skills, LOC_PL[c.loc] ?? c.loc, c.con, STATUS[c.status]];
  });
  corpus.write(file, delimited(['Imię i nazwisko', 'Stanowisko', 'Doświadczenie (lata)', 'Okres wypowiedzenia', 'Forma współpracy', 'Oczekiwania (EUR brutto/mies.)', 'Stawka dzienna (EUR)', 'Umiejętności', 'Miasto', 'Konsultant', 'Status'], rows, ';'));
}
// E: consultants' notes in prose
{
  const file = 'notes/leeds-desk-notes-2025.md';
  const F = CAND['Farah Begum'];
  const Li = CAND['Liam Crossley'];
  const St = CAND['Stephen Haigh'];
  candFacts(F, file, { title: 'systems accountant', skills: 'ACCA qualified and strong on SAP, Excel (VBA) and Power BI', years: 'eight years', notice: "a month's notice", salary: '£47k', loc: 'Halifax', pref: 'permanent only', status: 'placed her', con: 'Rachel Whitaker' });
  candFacts(Li, file, { title: 'health & safety advisor', skills: 'NEBOSH diploma, IOSH and ISO 45001', years: 'eleven years', notice: "four weeks' notice", salary: '£40,000', loc: 'Wakefield', pref: 'perm', status: 'placed', con: 'Becky Holroyd' });
  candFacts(St, file, { title: 'mechanical maintenance engineer', skills: 'PLC fault-finding, hydraulics, pneumatics and CMMS', years: 'twenty years', notice: 'two weeks', salary: '£43,500', loc: 'Castleford', pref: 'permanent', status: 'Still active', con: 'Becky' });
  corpus.write(file, `# Leeds desk — candidate notes 2025

Running notes from registration meetings. Not for sending to clients.

## 12 March 2025 — Rachel Whitaker

Met Farah Begum at the office. She is a systems accountant with eight years behind her, ACCA qualified and strong on SAP, Excel (VBA) and Power BI; the current employer is relocating to Manchester. She is on a month's notice, lives in Halifax and is after around £47k, permanent only. I'm looking after her myself. Update 28/03: we placed her with Pennine (see the placements register).

## 2 April 2025 — Becky Holroyd

Liam Crossley, health & safety advisor, eleven years in warehousing and haulage, NEBOSH diploma, IOSH and ISO 45001 lead auditor. Based in Wakefield, on four weeks' notice, looking for £40,000 perm. Good fit for Wharfe. Later: placed, started in May.

## 3 September 2025 — Becky Holroyd

Stephen Haigh came in about maintenance roles: a mechanical maintenance engineer with twenty years on the tools, PLC fault-finding, hydraulics, pneumatics and CMMS. He lives in Castleford, can start after two weeks and wants £43,500 permanent. Still active — I'll put him forward for Castleford Plastics, though they want an electrical bias. (Becky)
`);
}
{
  const file = 'notes/dublin-desk-notes-2025.md';
  const Ro = CAND['Róisín Healy'];
  const Se = CAND['Seán Maguire'];
  const Ni = CAND['Niall Keane'];
  candFacts(Ro, file, { title: 'claims manager', skills: 'claims handling, Guidewire and people management', years: 'thirteen years', notice: "three months' notice", salary: '€66,000', loc: 'Dublin', pref: 'permanent', status: 'placed', con: 'Aoife Kavanagh' });
  candFacts(Se, file, { title: 'data engineer', skills: 'Python, Spark, Azure and SQL', years: 'seven years', notice: "a month's notice", salary: '€78k', loc: 'Dublin', pref: 'permanent', status: 'Passive', con: 'Cian Moloney' });
  candFacts(Ni, file, { title: 'production planner', skills: 'SAP, Lean and Excel', years: 'six years', notice: 'four weeks', salary: '€50,000', loc: 'Athlone', pref: 'permanent', status: 'Active', con: 'Niamh Gallagher' });
  corpus.write(file, `# Dublin desk — candidate notes 2025

## 20 May 2025 — Aoife Kavanagh

Róisín Healy: claims manager at a Lloyd's syndicate's Dublin branch, thirteen years in insurance, team of nine. Skills: claims handling, Guidewire and people management. She is on three months' notice (she negotiated it down later), lives in Dublin and wants €66,000 base, permanent. I'm her consultant. Since placed with Tolka — see the placements page.

## 4 September 2025 — Cian Moloney

Coffee with Seán Maguire, a data engineer (seven years; Python, Spark, Azure and SQL) in Dublin. Passive for now — he'd only move for €78k or more and a permanent role, and he's on a month's notice. I'll keep in touch quarterly. (Cian Moloney)

## 15 September 2025 — Niamh Gallagher

Niall Keane, production planner in Athlone, six years in dairy; SAP, Lean and Excel. Active, on four weeks' notice, looking for €50,000 permanent. Possible fit for the Midlands Agri Co-op supervisor role. Owner: Niamh Gallagher.
`);
}
// F: contractor bench (HTML, initials)
{
  const file = 'candidates/contractor-bench.html';
  const rows = CANDIDATES.filter((c) => c.grp === 'F').map((c, k) => {
    const rate = {
      'Adam Kershaw': '£525/day', 'Rebecca Lumb': '£600 p/d', 'James Pickersgill': '£2,250 per week', 'Ronan Gilmartin': '€620/day', 'Laura Coyle': '€2,650/wk',
    }[c.name];
    const avail = { imm: 'Immediately', '1w': '1 week', '2w': "2 weeks' notice" }[c.notice];
    const exp = `${c.years} yrs`;
    candFacts(c, file, { skills: c.skills.join(', '), years: exp, notice: avail, rate, pref: 'Contract', status: 'Available', con: CON[c.con].ini });
    return `    <tr><td>${esc(c.name)}</td><td>${esc(c.title)}</td><td>${esc(c.skills.join(', '))}</td><td>${exp}</td><td>${c.loc}</td><td>${esc(rate)}</td><td>${esc(avail)}</td><td>Available</td><td>${CON[c.con].ini}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Contractor bench — September 2025</title></head>
<body>
<h1>Contractor bench (Contract only)</h1>
<p>Contractors available now or soon, both offices. Rates are the contractor's own rate, outside IR35 unless noted; a week is five days.</p>
<table>
  <thead><tr><th>Contractor</th><th>Specialism</th><th>Skills</th><th>Experience</th><th>Base</th><th>Rate</th><th>Availability</th><th>Status</th><th>Cons.</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p class="legend">TF = Tom Fairburn, RW = Rachel Whitaker, CM = Cian Moloney.</p>
</body></html>
`);
}

// ================================================================== (e) placements
function plFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.code, 'placement', attr, value, unit, stated, file);
  F('candidate', p.cand, 'text', s.cand ?? p.cand);
  F('vacancy', p.vac, 'text', s.vac ?? p.vac);
  F('client', p.client, 'text', s.client ?? p.client);
  F('start', p.start, 'date', s.start);
  F('salary', p.salary, p.ccy, s.salary);
  F('fee_pct', p.pct, '%', s.pct);
  F('fee', p.fee, p.ccy, s.fee);
  F('rebate_days', p.rebate, 'days', s.rebate);
  F('consultant', p.con, 'person', s.con ?? p.con);
}
const dmy = (iso) => iso.split('-').reverse().join('/');
{
  const file = 'finance/placements-register-2025.csv';
  const rows = PLACEMENTS.filter((p) => p.layout === 'csv').map((p) => {
    plFacts(p, file, { start: dmy(p.start), salary: p.salary.toFixed(2), pct: String(p.pct), fee: p.fee.toFixed(2), rebate: p.rebateW });
    return [p.code, p.cand, p.client, p.vac, p.title, dmy(p.start), p.salary.toFixed(2), p.pct, p.fee.toFixed(2), p.rebateW, p.con, 'Invoiced'];
  });
  corpus.write(file, delimited(['Placement ref', 'Candidate', 'Client', 'Job ref', 'Job title', 'Start date', 'Basic salary (GBP)', 'Fee %', 'Fee ex VAT (GBP)', 'Rebate period', 'Consultant', 'Invoice status'], rows));
}
{
  const file = 'finance/dublin-placements-2025.html';
  const rows = PLACEMENTS.filter((p) => p.layout === 'html').map((p) => {
    const fee = `${p.pct}% (€${group(p.fee, 2)})`;
    plFacts(p, file, { start: fmtDate(p.start, 'long'), salary: `€${group(p.salary)}`, pct: `${p.pct}%`, fee: `€${group(p.fee, 2)}`, rebate: p.rebateW, con: CON[p.con].ini });
    return `    <tr><td>${p.code}</td><td>${esc(p.cand)}</td><td>${esc(p.client)}</td><td>${p.vac}</td><td>${fmtDate(p.start, 'long')}</td><td>€${group(p.salary)}</td><td>${fee}</td><td>${p.rebateW}</td><td>${CON[p.con].ini}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Placements 2025 — Dublin</title></head>
<body>
<h1>Placements 2025 — Dublin office</h1>
<p>Fees are invoiced on the start date, payable in 30 days; the rebate (free replacement) period runs from the start date.</p>
<table>
  <thead><tr><th>Ref</th><th>Candidate</th><th>Client</th><th>Vacancy</th><th>Start</th><th>Base salary</th><th>Fee</th><th>Rebate</th><th>Cons.</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p class="legend">NG = Niamh Gallagher, CM = Cian Moloney, AK = Aoife Kavanagh. Siobhán Kelly's and Eoin Brady's placements are confirmed by e-mail (see inbox).</p>
</body></html>
`);
}
{
  // offer-accepted e-mails (prose)
  const WD = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const wd = (iso) => WD[new Date(`${iso}T12:00:00Z`).getUTCDay()];
  const SENT = { 'Siobhán Kelly': '2025-08-01', 'Eoin Brady': '2025-08-08', 'Sophie Brannigan': '2025-09-03', 'Zara Hussain': '2025-09-19', 'Mark Denholme': '2025-08-29' };
  PLACEMENTS.filter((p) => p.layout === 'eml').forEach((p, k) => {
    const c = CON[p.con];
    const file = `inbox/${p.start.slice(0, 7)}-offer-accepted-${slug(p.cand)}.eml`;
    const gbp = p.ccy === 'GBP';
    const money = (x, d = 0) => `${gbp ? '£' : '€'}${group(x, d)}`;
    const start = `${wd(p.start)} ${fmtDate(p.start, 'long')}`;
    const salaryS = L(k, [`${money(p.salary)} basic`, `a base of ${money(p.salary)}`, `${money(p.salary)} a year`]);
    const feeS = `${money(p.fee, 2)} + VAT`;
    plFacts(p, file, { start: fmtDate(p.start, 'long'), salary: money(p.salary), pct: `${p.pct}%`, fee: money(p.fee, 2), rebate: p.rebateW });
    const first = p.cand.split(' ')[0];
    const sent = wd(SENT[p.cand]);
    corpus.write(file, `From: ${c.name} <${c.user}@calderliffey.${gbp ? 'co.uk' : 'ie'}>
To: accounts@calderliffey.${gbp ? 'co.uk' : 'ie'}
Cc: ${p.con === 'Rachel Whitaker' ? 'imran.qureshi@calderliffey.co.uk' : 'rachel.whitaker@calderliffey.co.uk'}
Date: ${sent.slice(0, 3)}, ${fmtDate(SENT[p.cand], 'short').replace(/^(\d) /, '0$1 ')} 1${k}:2${k}:0${k} +0100
Subject: Offer accepted - ${p.cand} / ${p.client} (${p.code})

Hi accounts,

Good news: ${p.cand} has accepted the offer from ${p.client} for the ${p.title} role (${p.vac}). ${first} starts on ${start} on ${salaryS}.

Our fee is ${p.pct}% of first-year salary, so please raise an invoice for ${feeS} dated on the start date. The rebate period is ${p.rebateW} from the start, per their terms.

Placement ref ${p.code}.

Thanks,
${c.name.split(' ')[0]}
`);
  });
}
{
  const file = 'partner-kadry-wisla/rozliczenie-prowizji-2025.csv';
  const rows = PLACEMENTS.filter((p) => p.layout === 'pl').map((p) => {
    const share = Math.round(p.fee * 40) / 100;
    plFacts(p, file, { start: fmtDate(p.start, 'dotted'), salary: plDec(p.salary), pct: String(p.pct).replace('.', ','), fee: plDec(p.fee), rebate: p.rebateW, con: CON[p.con].user });
    return [p.code, p.cand, p.client, p.vac, fmtDate(p.start, 'dotted'), plDec(p.salary), p.ccy, String(p.pct).replace('.', ','), plDec(p.fee), plDec(share), p.rebateW, CON[p.con].user, CAND[p.cand].con];
  });
  corpus.write(file, '# Rozliczenie prowizji Kadry Wisła / Calder & Liffey 2025 — udział partnera 40% (umowa z 10.01.2024)\n' +
    delimited(['Nr ref.', 'Kandydat', 'Klient', 'Stanowisko (ref.)', 'Data rozpoczęcia', 'Wynagrodzenie roczne', 'Waluta', 'Prowizja (%)', 'Kwota prowizji', 'Udział Kadry Wisła', 'Okres gwarancji', 'Konsultant C&L', 'Konsultant KW'], rows, ';'));
}

// ================================================================== (f) interviews
function intFacts(iv, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(iv.code, 'interview', attr, value, unit, stated, file);
  F('candidate', iv.cand, 'text', s.cand ?? iv.cand);
  F('vacancy', iv.vac, 'text', s.vac ?? iv.vac);
  F('date', iv.date, 'date', s.date);
  F('stage', iv.stage, '', s.stage);
  F('format', iv.format, '', s.format);
  F('outcome', iv.outcome, '', s.outcome);
}
{
  const file = 'interviews/interview-schedule-aug-sep-2025.md';
  const STAGE = { First: '1st', Second: '2nd', Final: 'Final' };
  const out = ['# Interview schedule — August / September 2025 (both offices)', '', 'Times are local. Outcome column updated after client feedback.', '',
    '| Ref | Date | Time | Candidate | Vacancy | Client | Stage | Format | Outcome |', '|---|---|---|---|---|---|---|---|---|'];
  INTERVIEWS.filter((iv) => iv.layout === 'md').sort((a, b) => a.date.localeCompare(b.date)).forEach((iv) => {
    const d = `${['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(`${iv.date}T12:00:00Z`).getUTCDay()]} ${fmtDate(iv.date, 'short')}`;
    intFacts(iv, file, { date: d, stage: STAGE[iv.stage], format: iv.format, outcome: iv.outcome });
    out.push(`| ${iv.code} | ${d} | ${iv.time} | ${iv.cand} | ${iv.vac} | ${VAC[iv.vac].client} | ${STAGE[iv.stage]} | ${iv.format} | ${iv.outcome} |`);
  });
  out.push('', 'Please add video links to the calendar invite, not to this table.', '');
  corpus.write(file, out.join('\n'));
}
{
  // feedback e-mails (prose): Dublin (Darragh, Orla, Pádraig) and Leeds (Ravi)
  const g = Object.fromEntries(INTERVIEWS.filter((iv) => iv.layout === 'eml').map((iv) => [iv.cand, iv]));
  {
    const file = 'inbox/2025-09-19-interview-feedback-dublin.eml';
    const d = g['Darragh Nolan'];
    const o = g['Orla Fitzpatrick'];
    const p = g['Pádraig Walsh'];
    intFacts(d, file, { date: 'Thursday 28 August', stage: 'second interview', format: 'in person', outcome: 'still waiting' });
    intFacts(o, file, { date: '16 September', stage: 'second-round', format: 'on site', outcome: 'make her an offer' });
    intFacts(p, file, { date: 'Friday 19 September', stage: 'second interview', format: 'in person', outcome: 'not to progress' });
    corpus.write(file, `From: Niamh Gallagher <ngallagher@calderliffey.ie>
To: dublin-team@calderliffey.ie
Date: Fri, 19 Sep 2025 17:45:10 +0100
Subject: Interview feedback - week 38

Hi all, a quick round-up for the tracker:

- ${d.code}: Darragh Nolan's second interview for ${d.vac} (Grand Canal Analytics, Data Scientist) was in person on Thursday 28 August. We are still waiting on the panel — they have two more candidates to see. Cian is chasing.
- ${o.code}: Orla Fitzpatrick had her second-round interview for ${o.vac} on 16 September, on site in Galway. Shannon Medtech want to make her an offer; paperwork next week.
- ${p.code}: Pádraig Walsh, second interview in person for ${p.vac} at Brightwater in Cork on Friday 19 September. Sadly they've decided not to progress him — they went with the partner candidate (see the Kraków list).

Have a good weekend,
Niamh
`);
  }
  {
    const file = 'inbox/2025-09-12-ravi-chandran-offer.eml';
    const v = g['Ravi Chandran'];
    intFacts(v, file, { date: 'Thursday 11 September', stage: 'final-stage', format: 'over Teams', outcome: 'offered him' });
    corpus.write(file, `From: Tom Fairburn <tfairburn@calderliffey.co.uk>
To: Rachel Whitaker <rachel.whitaker@calderliffey.co.uk>
Date: Fri, 12 Sep 2025 08:31:55 +0100
Subject: Ravi Chandran - Calverley cloud architect (${v.code})

Rachel,

Ravi Chandran had his final-stage interview for ${v.vac} with Calverley's CTO over Teams on Thursday 11 September, and they have offered him the contract this morning: six months, inside IR35 per their SDS, starting 6 October.

I'll sort the contract paperwork today.

Tom
`);
  }
}
{
  const file = 'partner-kadry-wisla/rozmowy-kwalifikacyjne-2025.md';
  const STAGE_PL = { First: 'pierwsza rozmowa', Second: 'druga rozmowa', Final: 'rozmowa końcowa' };
  const FORMAT_PL = { Video: 'wideo (Teams)', 'In person': 'osobiście', Phone: 'telefonicznie' };
  const OUT_PL = { Offer: 'oferta', Rejected: 'odrzucony', Progressed: 'przechodzi dalej', Pending: 'w toku', Withdrawn: 'wycofał się' };
  const out = ['# Rozmowy kwalifikacyjne — kandydaci Kadry Wisła u klientów C&L (2025)', ''];
  INTERVIEWS.filter((iv) => iv.layout === 'pl').sort((a, b) => a.date.localeCompare(b.date)).forEach((iv) => {
    const v = VAC[iv.vac];
    const outc = iv.outcome === 'Rejected' && iv.cand === 'Anna Kamińska' ? 'odrzucona' : OUT_PL[iv.outcome];
    intFacts(iv, file, { date: fmtDate(iv.date, 'dotted'), stage: STAGE_PL[iv.stage], format: FORMAT_PL[iv.format], outcome: outc });
    out.push(`## ${iv.code}`, '', `Kandydat: ${iv.cand}`, `Stanowisko: ${v.title} (${iv.vac}), ${v.client}`, `Data: ${fmtDate(iv.date, 'dotted')}, godz. ${iv.time}`, `Etap: ${STAGE_PL[iv.stage]}`,
      `Forma: ${FORMAT_PL[iv.format]}`, `Wynik: ${outc}`, '');
  });
  out.push('Uwaga: godziny podane w czasie polskim (UK/IE = -1 h).', '');
  corpus.write(file, out.join('\n'));
}

// ================================================================== (g) background documents (no entity facts)
corpus.write('README.txt', `CALDER & LIFFEY RECRUITMENT — SHARED DRIVE (2025)
Leeds (England) and Dublin (Ireland); partner agency Kadry Wisła Sp. z o.o., Kraków.

candidates/          profiles (Leeds), CV summaries (Dublin), contractor bench
exports/             ATS exports (see preamble lines for filters)
jobboard/            job-board feed, advertising spend
vacancies/           job specs, Dublin roles board, roles tracker, H1 filled roles
clients/             client accounts (UK, Ireland)
interviews/          interview schedule
inbox/               saved e-mails (client briefs, offers, feedback)
finance/             placements, commission
notes/               consultants' registration notes
team/                Leeds and Dublin teams
partner-kadry-wisla/ the Polish partner's exports (partly in Polish)
meetings/ policies/ offices/ marketing/ templates/
`);
corpus.write('offices/leeds.md', `# Leeds office

Address: 3rd Floor, 14 Park Square East, Leeds LS1 2NE
Opened: 2011
Office director: Rachel Whitaker
Desks: Finance & Accounting, IT & Data, IT Contract, Engineering & Manufacturing
Opening hours: 08:30–17:30 Mon–Fri

Parking at Park Square is permit-only; use the Criterion Place NCP (£14/day).
`);
corpus.write('offices/dublin.html', htmlDlPage({
  site: 'Calder & Liffey Recruitment (Ireland) Ltd', title: 'Dublin office',
  lead: ['Our Dublin office serves clients across Ireland, from pharma in Cork to medtech in Galway and Limerick.'],
  sections: [{ heading: 'Office', rows: [['Address', '2nd floor, 31 Fitzwilliam Place, Dublin 2, D02 T292'], ['Opened', 'May 2016'], ['Director', 'Niamh Gallagher'], ['CRO number', '581244'], ['Employment agency licence', 'EA 4127']] }],
  footer: 'Registered in Ireland.',
}));
corpus.write('partner-kadry-wisla/o-nas.md', `# Kadry Wisła Sp. z o.o. — o nas

Agencja zatrudnienia z Krakowa (KRAZ 18734), partner Calder & Liffey od stycznia 2024.
Rekrutujemy specjalistów IT i inżynierów z Polski do firm w Wielkiej Brytanii i Irlandii.

Adres: ul. Karmelicka 34, 31-128 Kraków
Zespół: 2 konsultantów współpracujących z C&L, 6 osób łącznie
Podział prowizji: 40% dla Kadry Wisła, 60% dla Calder & Liffey (kandydaci przedstawieni przez nas)
`);
corpus.write('partner-kadry-wisla/umowa-wspolpraca-streszczenie.md', `# Streszczenie umowy o współpracy (10.01.2024)

1. Strony: Kadry Wisła Sp. z o.o. (Kraków) oraz Calder & Liffey Recruitment Ltd (Leeds) i Calder & Liffey Recruitment (Ireland) Ltd (Dublin).
2. Podział prowizji: 40 / 60 od kwoty netto faktury klienta, płatny w ciągu 14 dni od zapłaty przez klienta.
3. Okres gwarancji: zgodnie z umową z klientem; w razie zwrotu prowizji partner zwraca swój udział proporcjonalnie.
4. Relokacja: koszt kursu językowego (do 1 500 zł) pokrywa Kadry Wisła.
5. Umowa na czas nieokreślony, wypowiedzenie 3 miesiące.
`);
corpus.write('policies/terms-of-business-2025.md', `# Standard terms of business 2025 (permanent recruitment)

| Basic salary | Fee (UK, GBP) | Fee (Ireland, EUR) |
|---|---|---|
| up to 30,000 | 15% | 15% |
| 30,001 – 50,000 | 18% | 18% |
| 50,001 – 80,000 | 20% | 20% |
| above 80,000 | 22% | 22% |

Rebate (free replacement or refund) if the candidate leaves within the rebate period: 12 weeks standard in the UK, 100 days in Ireland; negotiated terms override this table.
Contract placements: margin of 15–22% on the contractor's day rate, invoiced weekly on approved timesheets.
Fees are exclusive of VAT (20% UK, 23% Ireland).
`);
corpus.write('policies/gdpr-candidate-data.md', `# Candidate data — retention policy (UK GDPR / GDPR)

- CVs of candidates with no activity for 24 months are deleted by the ATS on the 1st of each month.
- Right-to-work checks are kept for 2 years after a placement ends.
- Candidates of Kadry Wisła are shared under the data processing agreement of 10 January 2024.
- Subject access requests: answer within one month; log them in the DPO mailbox.
`);
corpus.write('finance/vat-and-invoicing-notes.md', `# Invoicing notes

- UK invoices in GBP with VAT at 20%; Irish invoices in EUR with VAT at 23%.
- Invoice on the start date; payment terms per client (usually 30 days).
- Credit notes for rebates need Rachel's sign-off above £5,000 / €6,000.
- Kadry Wisła self-bill monthly for their 40% share (reverse charge).
`);
corpus.write('jobboard/advertising-spend-q3-2025.csv', delimited(['Board', 'Office', 'Jul', 'Aug', 'Sep', 'Contract ends'], [
  ['LinkedIn Recruiter (2 seats)', 'Leeds', '£1,450.00', '£1,450.00', '£1,450.00', '31/10/2025'],
  ['Indeed sponsored', 'Leeds', '£380.00', '£515.00', '£460.00', 'rolling'],
  ['CV-Library', 'Leeds', '£299.00', '£299.00', '£299.00', '30/11/2025'],
  ['IrishJobs.ie', 'Dublin', '€620.00', '€620.00', '€620.00', '31/12/2025'],
  ['LinkedIn Recruiter (1 seat)', 'Dublin', '€790.00', '€790.00', '€790.00', '31/10/2025'],
]));
corpus.write('marketing/linkedin-q3-2025.md', `# LinkedIn — Q3 2025

- Company page followers: 4,812 (+6.4% on Q2)
- Job posts: 41; average 188 views and 23 applications per post
- Best post: "Salary guide 2025 — finance in Yorkshire" (12,400 impressions)
- Dublin posts perform better on Tuesday mornings; Leeds on Thursdays.
`);
corpus.write('meetings/weekly-huddle-2025-09-22.md', `# Weekly huddle — 22 September 2025

- 14 live roles across both offices; 6 interviews booked this week.
- Leeds: two contract roles close this week; chase timesheets by Friday noon.
- Dublin: IrishJobs renewal quote €7,440 for 2026 (12 months).
- Kraków: Agnieszka visiting Dublin on 6–7 October with three candidates.
- Reminder: quarterly GDPR purge on 1 October.
`);
corpus.write('templates/interview-confirmation.md', `# Template — interview confirmation

Hi {first_name},

Confirming your {stage} interview for the {job_title} role with {client} on {date} at {time} ({format}).
Please bring photo ID and your right-to-work documents. Call me on {consultant_mobile} if you are running late.

Best of luck,
{consultant_first_name}
`);
corpus.write('policies/ir35-contractors.md', `# IR35 — contractor placements

Medium and large clients issue a Status Determination Statement (SDS) for every contract role.
- Inside IR35: the contractor is paid through our umbrella partners (3 on the PSL).
- Outside IR35: limited company contractors; we keep the SDS on file for 6 years.
Small clients (fewer than 50 staff or turnover under £10.2m) leave the determination to the contractor.
`);

const stats = corpus.flush(source);
console.log(`recruitment: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
