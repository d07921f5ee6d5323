#!/usr/bin/env node
// Charity corpus (held-out): the shared drive of "Ashbrook Community Food & Advice", a small community food and
// advice charity in Leigh (Wigan borough, Greater Manchester, north-west England), 2025, with a Polish community
// partner (Polskie Stowarzyszenie Społeczne w Leigh) whose reports are partly in Polish. 36 donors (individuals,
// trusts, businesses), 40 donations of early 2025, 8 funds and projects, 26 volunteers, 8 fundraising events, 12 grant
// applications to trusts, 6 food distribution points with a WIDE table of parcels given out per month.
//   node bench/corpora/charity/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "charity-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) donors: a CRM export with a `#` preamble and SEMICOLONS (`Supporter ID;…;Gift Aid (Y/N);First gift`, dates
//     dd/mm/yyyy), major-donor sheets of `Key: value` lines (label set A: `Donor ID`, `Donor type`, `Town`, `Gift Aid`,
//     `First gift`), trust profiles with another label set (B: `Reference`, `Category`, `Based in`, `Gift Aid`,
//     `Relationship since`), an HTML table of business supporters, a POLISH list of new donors in the partner's
//     quarterly report and one new donor only in trustee minutes (prose);
// (b) donations `DN-25-0001` … `DN-25-0040`: a finance ledger CSV (donors by ID WITHOUT the hyphen `D00104`, methods
//     and funds by code `SO`, `CHQ`, `EFP`, amounts `25.00`), an online-giving JSON export (amounts in pence,
//     ISO timestamps), a restricted-income register in Markdown (`£12,000`, `£8k`, `GBP 1,200.00`), the treasurer's
//     e-mails in sentences (`two hundred and fifty pounds`), the Polish report (`5 000,00 £`, `przelew`, `gotówka`)
//     and a paying-in book of text lines (`07/02/25`);
// (c) funds and projects: a budget CSV in £000 (`42.00`), project pages with YAML front matter, an HTML infobox,
//     the Polish report (`Budżet 2025: 7 500,00 £`) and one project only in trustee minutes;
// (d) volunteers: a rota-app YAML export (nested; base by point CODE; hours per week or per month), a volunteer
//     register CSV (`Enhanced 03/2023`, `Not required`), profile sheets, a Polish volunteer list and two new
//     volunteers only in minutes;
// (e) events: an HTML table, a newsletter in prose, the Polish report;
// (f) grant applications `GA-24-09` … `GA-25-09`: a Markdown tracker (`£15k`), decision letters as e-mails in
//     sentences and the trustee minutes;
// (g) distribution points in Markdown bullets and a WIDE table of food parcels (a row per month, a column per
//     distribution point), plus background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: money in GBP (`£8k` → 8000, budget CSV `42.00` (£000) → 42000, pence / 100); volunteer
// hours per MONTH (`3 hours a week` → 3 × 52 / 12 = 13); years as numbers; dates ISO; Polish words in English
// (`tak` = yes, `nie` = no, `przelew` = BACS, `gotówka` = Cash, `kierowca` = Driver, `tłumacz` = Interpreter,
// `pakowanie paczek` = Parcel packer, `koordynatorka projektu` = Project lead, `osoba prywatna` = Individual).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlInfoboxPage, mdBulletsNote, mdYamlTableNote, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('charity-v1');
const r2 = (x) => Math.round(x * 100) / 100;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const pl = (x, d = 2) => {
  // Polish number style: 7 500,00
  const [i, f] = Number(x).toFixed(d).split('.');
  return `${i.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}${d ? `,${f}` : ''}`;
};
const gbp = (x, d = 2) => `£${group(x, d)}`;
const dmy = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const dmy2 = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y.slice(2)}`;
};
const L = (k, xs) => xs[k % xs.length];

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the wide parcels table). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);
const ORG = 'Ashbrook Community Food & Advice';
const PARTNER = 'Polskie Stowarzyszenie Społeczne w Leigh';

// ------------------------------------------------------------------ distribution points
const POINTS = [
  { name: 'Leigh Pantry', code: 'LGH', town: 'Leigh', venue: "St Joseph's Parish Hall, Chapel Street", days: ['Tuesday', 'Friday'], hours: '10:00–12:30', lead: 'Margaret Hulme', base: 190, from: 0 },
  { name: 'Atherton Larder', code: 'ATH', town: 'Atherton', venue: 'Atherton Methodist Church, Market Street', days: ['Wednesday'], hours: '13:00–15:30', lead: 'Anne Marsden', base: 120, from: 0 },
  { name: 'Tyldesley Hub', code: 'TYL', town: 'Tyldesley', venue: 'Top Chapel Community Room, Elliott Street', days: ['Thursday'], hours: '17:00–19:00', lead: 'Graham Fairclough', base: 96, from: 0 },
  { name: 'Hindley Food Bank', code: 'HIN', town: 'Hindley', venue: 'Hindley Library annexe, Market Street', days: ['Monday', 'Thursday'], hours: '09:30–12:00', lead: 'Maureen Heyes', base: 142, from: 0 },
  { name: 'Golborne Community Shop', code: 'GOL', town: 'Golborne', venue: 'Parkside Centre, High Street', days: ['Saturday'], hours: '10:00–13:00', lead: 'Stephen Rigby', base: 74, from: 0 },
  { name: 'Polish Centre Pantry', code: 'PCL', town: 'Leigh', venue: 'Polskie Centrum, Railway Road', days: ['Sunday'], hours: '12:00–14:00', lead: 'Agnieszka Nowak', base: 44, from: 5 },
];
const P = Object.fromEntries(POINTS.map((p) => [p.name, p]));
const PC = Object.fromEntries(POINTS.map((p) => [p.code, p]));
const HEAD_OFFICE = 'Head office';

// ------------------------------------------------------------------ funds and projects
// [name, code, restricted, budget, spent, manager, start, end]
const FUNDS = [
  ['Emergency Food Parcels', 'EFP', true, 42000, 11460, 'Margaret Hulme', '2025-01-01', '2025-12-31'],
  ['General Fund', 'GEN', false, 60000, 14920, 'Helen Battersby', '2025-01-01', '2025-12-31'],
  ['Community Fridge', 'CF', true, 4800, 1730, 'Graham Fairclough', '2025-02-01', '2026-01-31'],
  ['Winter Warmth', 'WW', true, 15000, 13842.17, 'Anne Marsden', '2024-11-01', '2025-03-31'],
  ['Volunteer Training', 'VT', true, 3200, 1115.4, 'Susan Tickle', '2025-01-01', '2025-12-31'],
  ['Debt & Benefits Advice', 'DBA', true, 28500, 19204.88, 'Daniel Okafor', '2024-04-01', '2026-03-31'],
  ['Polish Community Pantry', 'PCP', true, 7500, 2148.36, 'Agnieszka Nowak', '2025-01-01', '2025-12-31'],
  ['School Holiday Lunches', 'SHL', true, 6000, 0, 'Susan Tickle', '2025-07-21', '2025-08-29'],
].map(([name, code, restricted, budget, spent, manager, start, end]) => ({ name, code, restricted, budget, spent, manager, start, end }));
const F = Object.fromEntries(FUNDS.map((f) => [f.name, f]));
const FC = Object.fromEntries(FUNDS.map((f) => [f.code, f]));

// ------------------------------------------------------------------ volunteers
// [name, role, base (point code or HO), hours, per ('month'|'week'), dbs, start (ISO or year), layout]
const VOLS = [
  ['Margaret Hulme', 'Project lead', 'LGH', 40, 'month', true, '2014-03-03', 'profile'],
  ['Daniel Okafor', 'Advice coordinator', 'HO', 48, 'month', true, '2018-09-10', 'profile'],
  ['Susan Tickle', 'Volunteer manager', 'HO', 36, 'month', true, '2016-01-18', 'profile'],
  ['Graham Fairclough', 'Warehouse lead', 'TYL', 24, 'month', true, '2020-04-06', 'profile'],
  ['Helen Battersby', 'Treasurer', 'HO', 16, 'month', true, '2015-06-01', 'profile'],
  ['Agnieszka Nowak', 'Project lead', 'PCL', 30, 'month', true, '2019-05-01', 'polish'],
  ['Piotr Zieliński', 'Driver', 'PCL', 12, 'month', true, '2020-10-01', 'polish'],
  ['Marek Wiśniewski', 'Interpreter', 'HO', 10, 'month', true, '2022-02-01', 'polish'],
  ['Katarzyna Lewandowska', 'Parcel packer', 'PCL', 6, 'month', false, '2024-07-01', 'polish'],
  ['Kevin Prescott', 'Driver', 'HIN', 3, 'week', true, '2021-06-14', 'yaml'],
  ['Thomas Unsworth', 'Driver', 'ATH', 6, 'week', true, '2019-02-25', 'yaml'],
  ['Ruth Ollerton', 'Befriender', 'TYL', 8, 'month', true, '2023-09-04', 'yaml'],
  ['Callum Brierley', 'Warehouse', 'LGH', 1.5, 'week', false, '2024-10-21', 'yaml'],
  ['Imran Patel', 'Advice caseworker', 'HO', 24, 'month', true, '2020-11-02', 'yaml'],
  ['Derek Mather', 'Driver', 'GOL', 4.5, 'week', true, '2016-05-09', 'yaml'],
  ['Stephen Rigby', 'Site lead', 'GOL', 22, 'month', true, '2017-03-13', 'yaml'],
  ['Anne Marsden', 'Site lead', 'ATH', 20, 'month', true, '2019-01-07', 'yaml'],
  ['Joanne Aspinall', 'Parcel packer', 'LGH', 8, 'month', false, '2023-04-17', 'register'],
  ['Linda Grundy', 'Parcel packer', 'ATH', 16, 'month', false, '2022-08-22', 'register'],
  ['Barry Hodgkinson', 'Warehouse', 'GOL', 20, 'month', true, '2017-11-06', 'register'],
  ['Priya Desai', 'Advice caseworker', 'HO', 32, 'month', true, '2021-01-11', 'register'],
  ['Shirley Pennington', 'Parcel packer', 'HIN', 12, 'month', false, '2018-03-05', 'register'],
  ['Emily Calderbank', 'Fundraiser', 'HO', 10, 'month', false, '2024-02-12', 'register'],
  ['Maureen Heyes', 'Site lead', 'HIN', 28, 'month', true, '2013-10-14', 'register'],
  ['Ewa Kamińska', 'Driver', 'LGH', 6, 'month', true, '2025-01-13', 'minutes'],
  ['Jordan Leyland', 'Parcel packer', 'TYL', 4, 'month', false, '2025-03-06', 'minutes'],
].map(([name, role, base, hours, per, dbs, start, layout]) => ({
  name, role, base, baseName: base === 'HO' ? HEAD_OFFICE : PC[base].name, hoursStated: hours, per, hours: per === 'week' ? r4((hours * 52) / 12) : hours, dbs, start, year: Number(start.slice(0, 4)), layout,
}));
const V = Object.fromEntries(VOLS.map((v) => [v.name, v]));
for (const p of POINTS) if (!V[p.lead]) throw new Error(p.lead);
for (const f of FUNDS) if (!V[f.manager]) throw new Error(f.manager);

// ------------------------------------------------------------------ donors
// [name, id, type, town, giftAid, first (ISO date or year), layout]
const DONORS = [
  ['Pauline Derbyshire', 'D-00104', 'Individual', 'Leigh', true, '2012-05-14', 'crm'],
  ['Alan Greenall', 'D-00117', 'Individual', 'Atherton', true, '2014-02-03', 'crm'],
  ['Christine Partington', 'D-00152', 'Individual', 'Tyldesley', false, '2017-11-27', 'crm'],
  ['Mohammed Rafiq', 'D-00163', 'Individual', 'Hindley', true, '2018-04-09', 'crm'],
  ['Janet Seddon', 'D-00178', 'Individual', 'Golborne', true, '2015-09-21', 'crm'],
  ['Peter Heaton', 'D-00191', 'Individual', 'Lowton', false, '2020-04-30', 'crm'],
  ['Sandra Kenyon', 'D-00204', 'Individual', 'Leigh', true, '2021-12-06', 'crm'],
  ['Gary Lowe', 'D-00219', 'Individual', 'Astley', false, '2022-03-15', 'crm'],
  ['Irene Smethurst', 'D-00226', 'Individual', 'Atherton', true, '2011-10-03', 'crm'],
  ['Neil Holcroft', 'D-00238', 'Individual', 'Wigan', true, '2023-01-09', 'crm'],
  ['Tracey Hilton', 'D-00245', 'Individual', 'Tyldesley', false, '2024-06-18', 'crm'],
  ['Wojciech Mazur', 'D-00251', 'Individual', 'Leigh', true, '2024-11-25', 'crm'],
  ['Pennington Flash Garden Centre', 'D-00131', 'Business', 'Leigh', false, '2016-03-22', 'crm'],
  ['Lowton Dental Practice', 'D-00187', 'Business', 'Lowton', false, '2019-12-02', 'crm'],
  ['Frances Worsley', 'D-00088', 'Individual', 'Astley', true, '2009', 'major'],
  ['Geoffrey Turton', 'D-00096', 'Individual', 'Leigh', true, '2010', 'major'],
  ['Elizabeth Kershaw', 'D-00142', 'Individual', 'Hindley', true, '2016', 'major'],
  ['Richard Sumner', 'D-00167', 'Individual', 'Golborne', false, '2018', 'major'],
  ['Hilary Boardman', 'D-00212', 'Individual', 'Atherton', true, '2021', 'major'],
  ['Lilford Mill Fund', 'D-00031', 'Trust', 'Leigh', false, '2014', 'trust'],
  ['The Ainscough Family Charitable Trust', 'D-00047', 'Trust', 'Wigan', false, '2016', 'trust'],
  ['Mersey Valley Community Foundation', 'D-00055', 'Trust', 'Warrington', false, '2017', 'trust'],
  ['Sir John Tatton Trust', 'D-00068', 'Trust', 'Knutsford', false, '2018', 'trust'],
  ['The Hollins Trust', 'D-00072', 'Trust', 'Manchester', false, '2019', 'trust'],
  ['The Pendlebury Foundation', 'D-00079', 'Trust', 'Salford', false, '2020', 'trust'],
  ['Greenhalgh Charitable Trust', 'D-00083', 'Trust', 'Bolton', false, '2021', 'trust'],
  ['The Polish Mutual Aid Fund', 'D-00090', 'Trust', 'London', false, '2022', 'trust'],
  ['The Barlow Almshouse Charity', 'D-00099', 'Trust', 'Preston', false, '2023', 'trust'],
  ['Brewery Lane Motors Ltd', 'D-00121', 'Business', 'Hindley', false, '2015', 'business'],
  ['Tyldesley Tyres & Exhausts', 'D-00149', 'Business', 'Tyldesley', false, '2017', 'business'],
  ['Northwest Pallet Solutions Ltd', 'D-00173', 'Business', 'Golborne', false, '2019', 'business'],
  ['Bolek Polish Delicatessen', 'D-00229', 'Business', 'Leigh', false, '2022', 'business'],
  ['Millgate Print & Design', 'D-00240', 'Business', 'Atherton', false, '2023', 'business'],
  ['Brian Eckersley', 'D-00261', 'Individual', 'Tyldesley', true, '2025', 'minutes'],
  ['Tomasz Wróbel', 'D-00233', 'Individual', 'Leigh', true, '2022', 'polish'],
  ['Halina Kowalczyk', 'D-00257', 'Individual', 'Golborne', false, '2025', 'polish'],
].map(([name, id, type, town, giftAid, first, layout]) => ({ name, id, type, town, giftAid, first, year: Number(first.slice(0, 4)), layout }));
const D = Object.fromEntries(DONORS.map((d) => [d.name, d]));

// ------------------------------------------------------------------ donations
// [ref number, donor, date, amount, method, fund code, layout]
const METHOD = { SO: 'Standing order', BACS: 'BACS', CHQ: 'Cheque', CASH: 'Cash', ONL: 'Online' };
const DONS = [
  [1, 'Pauline Derbyshire', '2025-01-02', 25, 'SO', 'GEN', 'ledger'],
  [2, 'Alan Greenall', '2025-01-03', 50, 'SO', 'EFP', 'ledger'],
  [4, 'Irene Smethurst', '2025-01-06', 100, 'CHQ', 'WW', 'ledger'],
  [6, 'Frances Worsley', '2025-01-10', 2500, 'BACS', 'DBA', 'ledger'],
  [8, 'Geoffrey Turton', '2025-01-14', 1000, 'BACS', 'GEN', 'ledger'],
  [11, 'Janet Seddon', '2025-01-20', 30, 'SO', 'EFP', 'ledger'],
  [13, 'Pennington Flash Garden Centre', '2025-01-27', 750, 'BACS', 'CF', 'ledger'],
  [16, 'Elizabeth Kershaw', '2025-02-03', 500, 'CHQ', 'WW', 'ledger'],
  [19, 'Pauline Derbyshire', '2025-02-03', 25, 'SO', 'GEN', 'ledger'],
  [22, 'Lowton Dental Practice', '2025-02-14', 400, 'BACS', 'SHL', 'ledger'],
  [25, 'Hilary Boardman', '2025-02-21', 1500, 'BACS', 'EFP', 'ledger'],
  [28, 'Richard Sumner', '2025-03-03', 800, 'CHQ', 'GEN', 'ledger'],
  [31, 'Pauline Derbyshire', '2025-03-03', 25, 'SO', 'GEN', 'ledger'],
  [35, 'Mohammed Rafiq', '2025-03-17', 200, 'BACS', 'EFP', 'ledger'],
  [5, 'Christine Partington', '2025-01-08', 20, 'ONL', 'WW', 'online'],
  [9, 'Peter Heaton', '2025-01-15', 35, 'ONL', 'GEN', 'online'],
  [14, 'Sandra Kenyon', '2025-01-29', 15, 'ONL', 'EFP', 'online'],
  [20, 'Gary Lowe', '2025-02-10', 60, 'ONL', 'GEN', 'online'],
  [26, 'Neil Holcroft', '2025-02-24', 45, 'ONL', 'EFP', 'online'],
  [32, 'Tracey Hilton', '2025-03-08', 10, 'ONL', 'SHL', 'online'],
  [38, 'Wojciech Mazur', '2025-03-26', 75, 'ONL', 'PCP', 'online'],
  [3, 'The Hollins Trust', '2025-01-06', 12000, 'BACS', 'EFP', 'register'],
  [7, 'Mersey Valley Community Foundation', '2025-01-09', 8000, 'BACS', 'WW', 'register'],
  [17, 'Brewery Lane Motors Ltd', '2025-02-05', 1200, 'BACS', 'EFP', 'register'],
  [21, 'The Ainscough Family Charitable Trust', '2025-02-12', 3500, 'BACS', 'CF', 'register'],
  [24, 'Northwest Pallet Solutions Ltd', '2025-02-20', 2250, 'BACS', 'WW', 'register'],
  [29, 'The Barlow Almshouse Charity', '2025-03-14', 2000, 'BACS', 'WW', 'register'],
  [33, 'Tyldesley Tyres & Exhausts', '2025-03-10', 300, 'CHQ', 'CF', 'register'],
  [40, 'Lilford Mill Fund', '2025-04-02', 1500, 'BACS', 'GEN', 'register'],
  [10, 'Millgate Print & Design', '2025-01-17', 250, 'CHQ', 'GEN', 'email'],
  [15, 'Irene Smethurst', '2025-01-30', 150, 'CASH', 'EFP', 'email'],
  [23, 'Geoffrey Turton', '2025-02-17', 2000, 'BACS', 'WW', 'email'],
  [30, 'Brian Eckersley', '2025-03-06', 100, 'CHQ', 'GEN', 'email'],
  [36, 'Bolek Polish Delicatessen', '2025-03-19', 600, 'BACS', 'PCP', 'email'],
  [12, 'Tomasz Wróbel', '2025-01-24', 80, 'CASH', 'PCP', 'polish'],
  [27, 'The Polish Mutual Aid Fund', '2025-02-28', 5000, 'BACS', 'PCP', 'polish'],
  [34, 'Halina Kowalczyk', '2025-03-15', 40, 'CASH', 'PCP', 'polish'],
  [18, 'Janet Seddon', '2025-02-07', 20, 'CASH', 'EFP', 'payin'],
  [37, 'Sandra Kenyon', '2025-03-21', 45.5, 'CASH', 'GEN', 'payin'],
  [39, 'Christine Partington', '2025-03-31', 60, 'CHQ', 'WW', 'payin'],
].map(([n, donor, date, amount, method, fund, layout]) => ({ ref: `DN-25-${pad(n, 4)}`, n, donor, date, amount, method, fund: FC[fund].name, fundCode: fund, layout }));
if (new Set(DONS.map((d) => d.n)).size !== 40) throw new Error('donation refs');
for (const d of DONS) if (!D[d.donor]) throw new Error(d.donor);

// ------------------------------------------------------------------ events
// [name, date, venue, attendance, raised, organiser, layout]
const EVENTS = [
  ['Charity Golf Day', '2024-06-14', 'Hindley Hall Golf Club', 64, 5610, 'Stephen Rigby', 'html'],
  ['Leigh Fun Run', '2024-09-15', 'Pennington Flash Country Park', 212, 4380.5, 'Emily Calderbank', 'html'],
  ['Harvest Supper', '2024-10-12', 'Atherton Methodist Church', 85, 1312, 'Anne Marsden', 'html'],
  ['Christmas Quiz Night', '2024-12-06', 'Leigh Miners Welfare Club', 96, 1146, 'Helen Battersby', 'html'],
  ['Big Winter Sleep-Out', '2025-01-24', 'Leigh Sports Village', 38, 6920, 'Emily Calderbank', 'html'],
  ['Pierogi Night', '2025-02-22', 'Polskie Centrum, Leigh', 140, 1245.5, 'Agnieszka Nowak', 'polish'],
  ['Spring Tea Dance', '2025-03-29', 'Top Chapel, Tyldesley', 74, 868.4, 'Graham Fairclough', 'newsletter'],
  ['Sponsored Canal Walk', '2025-04-26', 'Bridgewater Canal, Leigh to Worsley', 57, 3045, 'Margaret Hulme', 'newsletter'],
].map(([name, date, venue, attendance, raised, organiser, layout]) => ({ name, date, venue, attendance, raised, organiser, layout }));

// ------------------------------------------------------------------ grant applications
// [ref, funder, fund, requested, decision, decided, awarded, layout]
const GRANTS = [
  ['GA-24-09', 'The Hollins Trust', 'Emergency Food Parcels', 15000, 'Awarded', '2024-11-20', 12000, 'tracker'],
  ['GA-24-11', 'Mersey Valley Community Foundation', 'Winter Warmth', 8000, 'Awarded', '2024-12-10', 8000, 'tracker'],
  ['GA-24-12', 'Greenhalgh Charitable Trust', 'Debt & Benefits Advice', 20000, 'Declined', '2025-01-15', null, 'letter'],
  ['GA-25-01', 'The Ainscough Family Charitable Trust', 'Community Fridge', 4800, 'Awarded', '2025-02-06', 3500, 'tracker'],
  ['GA-25-02', 'The Polish Mutual Aid Fund', 'Polish Community Pantry', 5000, 'Awarded', '2025-02-19', 5000, 'letter'],
  ['GA-25-03', 'Lilford Mill Fund', 'School Holiday Lunches', 6000, 'Pending', null, null, 'tracker'],
  ['GA-25-04', 'The Pendlebury Foundation', 'Debt & Benefits Advice', 24000, 'Pending', null, null, 'tracker'],
  ['GA-25-05', 'Sir John Tatton Trust', 'Volunteer Training', 2500, 'Declined', '2025-03-12', null, 'minutes'],
  ['GA-25-06', 'The Barlow Almshouse Charity', 'Winter Warmth', 3000, 'Awarded', '2025-03-04', 2000, 'minutes'],
  ['GA-25-07', 'The Hollins Trust', 'School Holiday Lunches', 4000, 'Declined', '2025-03-27', null, 'letter'],
  ['GA-25-08', 'Greenhalgh Charitable Trust', 'Emergency Food Parcels', 10000, 'Pending', null, null, 'tracker'],
  ['GA-25-09', 'Mersey Valley Community Foundation', 'Debt & Benefits Advice', 12500, 'Awarded', '2025-04-08', 10000, 'tracker'],
].map(([ref, funder, fund, requested, decision, decided, awarded, layout]) => ({ ref, funder, fund, requested, decision, decided, awarded, layout }));
for (const g of GRANTS) if (!D[g.funder] || !F[g.fund]) throw new Error(g.ref);

// ------------------------------------------------------------------ fact writers
function donorFacts(d, file, s) {
  const X = (attr, value, unit, stated) => corpus.fact(d.name, 'donor', attr, value, unit, stated, file);
  X('donor_id', d.id, 'text', s.id);
  X('donor_type', d.type, '', s.type);
  X('town', d.town, 'place', s.town);
  X('gift_aid', d.giftAid, 'bool', s.giftAid);
  X('first_gift', d.year, '', s.first);
}
function donationFacts(x, file, s) {
  const X = (attr, value, unit, stated) => corpus.fact(x.ref, 'donation', attr, value, unit, stated, file);
  X('donor', x.donor, 'text', s.donor);
  X('date', x.date, 'date', s.date);
  X('amount', x.amount, 'GBP', s.amount);
  X('method', METHOD[x.method], '', s.method);
  X('fund', x.fund, 'text', s.fund);
}
function fundFacts(f, file, s) {
  const X = (attr, value, unit, stated) => corpus.fact(f.name, 'fund', attr, value, unit, stated, file);
  X('fund_code', f.code, 'text', s.code);
  X('restricted', f.restricted, 'bool', s.restricted);
  X('budget', f.budget, 'GBP', s.budget);
  X('spent', f.spent, 'GBP', s.spent);
  X('manager', f.manager, 'person', s.manager);
  X('start', f.start, 'date', s.start);
  X('end', f.end, 'date', s.end);
}
function volFacts(v, file, s) {
  const X = (attr, value, unit, stated) => corpus.fact(v.name, 'volunteer', attr, value, unit, stated, file);
  X('role', v.role, '', s.role);
  X('base', v.baseName, 'place', s.base);
  X('hours', v.hours, 'h', s.hours);
  X('dbs_checked', v.dbs, 'bool', s.dbs);
  X('start_year', v.year, '', s.start);
}
function eventFacts(e, file, s) {
  const X = (attr, value, unit, stated) => corpus.fact(e.name, 'event', attr, value, unit, stated, file);
  X('date', e.date, 'date', s.date);
  X('venue', e.venue, 'place', s.venue);
  X('attendance', e.attendance, '', s.attendance);
  X('raised', e.raised, 'GBP', s.raised);
  X('organiser', e.organiser, 'person', s.organiser);
}
function grantFacts(g, file, s) {
  const X = (attr, value, unit, stated) => corpus.fact(g.ref, 'grant', attr, value, unit, stated, file);
  X('funder', g.funder, 'text', s.funder);
  X('fund', g.fund, 'text', s.fund);
  X('requested', g.requested, 'GBP', s.requested);
  X('decision', g.decision, '', s.decision);
  X('decided', g.decided, 'date', s.decided);
  X('awarded', g.awarded, 'GBP', s.awarded);
}

// ================================================================== (a) donors
// (a1) CRM export: preamble, semicolons, dd/mm/yyyy
const POSTCODE = { Leigh: 'WN7', Atherton: 'M46', Tyldesley: 'M29', Hindley: 'WN2', Golborne: 'WA3', Lowton: 'WA3', Astley: 'M29', Wigan: 'WN1' };
{
  const file = 'crm/beacon-supporters-export-2025-03-31.csv';
  const rows = DONORS.filter((d) => d.layout === 'crm').map((d, k) => {
    const [first, ...rest] = d.name.split(' ');
    const isPerson = d.type === 'Individual';
    donorFacts(d, file, { id: d.id, type: d.type, town: d.town, giftAid: '', first: dmy(d.first) });
    return [d.id, d.name, d.type, d.town, isPerson ? POSTCODE[d.town] + ` ${r.int(1, 9)}${'ABDEFHJLNPQRSTUWXYZ'[r.int(0, 18)]}${'ABDEFHJLNPQRSTUWXYZ'[r.int(0, 18)]}` : '', d.giftAid ? 'Y' : 'N', dmy(d.first), isPerson ? L(k, ['Email', 'Post', 'Email', 'No contact']) : 'Email', isPerson ? first : ''];
  });
  const text =
    '# Beacon CRM — supporter export\n# Exported 31/03/2025 17:42 by j.whitworth@ashbrookcfa.org.uk\n# Filter: Active supporters, created by data migration or web form\n# Rows: 14\n' +
    delimited(['Supporter ID', 'Name', 'Supporter type', 'Town', 'Postcode', 'Gift Aid (Y/N)', 'First gift', 'Contact preference', 'Salutation'], rows, ';');
  corpus.write(file, text);
}

// (a2) major-donor sheets (label set A)
DONORS.filter((d) => d.layout === 'major').forEach((d, k) => {
  const file = `donors/major-donors/${slug(d.name)}.md`;
  const ga = d.giftAid ? `Yes — declaration on file (${d.year + r.int(0, 3)})` : 'No — not a UK taxpayer';
  donorFacts(d, file, { id: `Donor ID: ${d.id}`, type: `Donor type: ${d.type}`, town: `Town: ${d.town}`, giftAid: `Gift Aid: ${d.giftAid ? 'Yes' : 'No'}`, first: `First gift: ${d.year}` });
  corpus.write(file, [
    `# Major donor — ${d.name}`, '',
    `Donor ID: ${d.id}`, `Donor type: ${d.type}`, `Town: ${d.town}`, `Gift Aid: ${ga}`, `First gift: ${d.year}`,
    `Relationship manager: ${L(k, ['Helen Battersby', 'Emily Calderbank'])}`, `Preferred contact: ${L(k, ['telephone', 'letter', 'email'])}`, '',
    '## Notes', '',
    L(k, [
      'Retired GP. Prefers her gifts to go to advice work; visited the Leigh Pantry in 2023.',
      'Former mill manager; gives twice a year and likes a short written report.',
      'Attends the Harvest Supper every year. Asked not to be named in the newsletter.',
      'Local solicitor. Gives by cheque, usually in March.',
      'Met us through the Fun Run. Happy to be contacted about the capital appeal.',
    ]), '',
  ].join('\n'));
});

// (a3) trust profiles (label set B)
DONORS.filter((d) => d.layout === 'trust').forEach((d, k) => {
  const file = `fundraising/trusts/${slug(d.name)}.md`;
  donorFacts(d, file, { id: `Reference: ${d.id}`, type: 'Category: Grant-making trust', town: `Based in: ${d.town}`, giftAid: 'Gift Aid: not applicable', first: `Relationship since: ${d.year}` });
  corpus.write(file, [
    `# ${d.name}`, '', `Funder profile — kept by the fundraising team. Last checked ${fmtDate(`2025-0${r.int(1, 3)}-${pad(r.int(1, 28))}`, 'long')}.`, '',
    `Reference: ${d.id}`, 'Category: Grant-making trust', `Based in: ${d.town}`, 'Gift Aid: not applicable', `Relationship since: ${d.year}`,
    `Typical grant: ${L(k, ['£2k–£5k', '£5k–£15k', 'up to £10,000', '£1,000–£3,000', 'up to £25k'])}`, `Deadlines: ${L(k, ['rolling', 'quarterly (Jan, Apr, Jul, Oct)', 'twice a year', 'annual, closes 30 September'])}`,
    `Applies to: ${d.name === 'The Polish Mutual Aid Fund' ? 'Polish communities in the UK' : L(k, ['Greater Manchester', 'the North West', 'Lancashire and Merseyside', 'England and Wales', 'Cheshire and Greater Manchester'])}`, '',
    '## Notes', '',
    L(k, [
      'Likes capital items (fridges, shelving). Reports due six months after the award.',
      'Will not fund salaries. Phone the grants officer before applying.',
      'Prefers match funding; ask for no more than a third of a project budget.',
      'Trustees meet monthly; decisions usually four to six weeks after the deadline.',
    ]), '',
  ].join('\n'));
});

// (a4) business supporters: HTML table
{
  const file = 'donors/business-supporters.html';
  const rows = DONORS.filter((d) => d.layout === 'business').map((d, k) => {
    donorFacts(d, file, { id: d.id, type: 'Business', town: d.town, giftAid: '', first: String(d.year) });
    const support = L(k, ['Cash gifts and van servicing at cost', 'Payroll giving and a staff collection', 'Pallets and forklift loan', 'Food donations and cash', 'Free printing of leaflets']);
    return `    <tr><td>${esc(d.name)}</td><td>${d.id}</td><td>${esc(d.town)}</td><td>${d.year}</td><td>${esc(support)}</td><td>—</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Business supporters — ${esc(ORG)}</title></head>
<body>
<h1>Our business supporters</h1>
<p>Local firms that give money, goods or time. Companies cannot claim Gift Aid, so that column is always blank.</p>
<table>
  <thead><tr><th>Company</th><th>Donor no.</th><th>Town</th><th>Supporting since</th><th>How they help</th><th>Gift Aid</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p class="small">Updated by Emily Calderbank, March 2025.</p>
</body></html>
`);
}

// ================================================================== (b) donations
// (b1) finance ledger: donor by ID without the hyphen, codes
{
  const file = 'finance/donations-ledger-2025.csv';
  const rows = DONS.filter((x) => x.layout === 'ledger').sort((a, b) => a.n - b.n).map((x) => {
    const id = D[x.donor].id.replace('-', '');
    donationFacts(x, file, { donor: id, date: dmy(x.date), amount: x.amount.toFixed(2), method: x.method, fund: x.fundCode });
    return [x.ref, dmy(x.date), id, x.amount.toFixed(2), x.method, x.fundCode, x.method === 'SO' ? 'monthly' : ''];
  });
  corpus.write(file, delimited(['Ref', 'Date', 'Donor', 'Amount (GBP)', 'Method', 'Fund', 'Notes'], rows));
}
// (b2) online giving export: nested JSON, pence
{
  const file = 'finance/online-giving-export.json';
  const recs = DONS.filter((x) => x.layout === 'online').sort((a, b) => a.n - b.n).map((x, k) => {
    const ts = `${x.date}T${pad(r.int(7, 22))}:${pad(r.int(0, 59))}:${pad(r.int(0, 59))}Z`;
    donationFacts(x, file, { donor: x.donor, date: ts, amount: String(Math.round(x.amount * 100)), method: 'Online', fund: x.fund });
    return {
      id: `jg_${(9183300 + k * 37 + r.int(0, 30)).toString(36)}`,
      charity_reference: x.ref,
      donor: { display_name: x.donor, anonymous: false, message: L(k, ['Keep up the good work', '', 'In memory of Mum', 'Happy to help', '']) },
      donation: { created_at: ts, amount: { value_pence: Math.round(x.amount * 100), currency: 'GBP' }, designation: x.fund, platform: 'Online (JustGiving)' },
      payout: { batch: `PO-2025-${pad(Number(x.date.slice(5, 7)))}`, status: 'paid' },
    };
  });
  corpus.write(file, JSON.stringify({ exported: '2025-04-01T08:00:00Z', charity: ORG, page: 'ashbrook-cfa', donations: recs }, null, 2) + '\n');
}
// (b3) restricted income register (Markdown table)
{
  const file = 'finance/restricted-income-register.md';
  const styles = [(a) => gbp(a, 0), (a) => `£${a / 1000}k`, (a) => `GBP ${group(a, 2)}`];
  const grantOf = Object.fromEntries(GRANTS.filter((g) => g.awarded).map((g) => [`${g.funder}|${g.fund}`, g.ref]));
  const out = ['# Restricted income register 2025', '', 'Gifts over £250 from trusts and companies, by date received. Restricted to the fund named; the treasurer signs off each line.', '',
    '| Ref | Received | From | Amount | Fund | Grant ref |', '|---|---|---|---|---|---|'];
  DONS.filter((x) => x.layout === 'register').sort((a, b) => a.date.localeCompare(b.date)).forEach((x, k) => {
    const amount = styles[k % 3](x.amount);
    const date = fmtDate(x.date, 'short');
    donationFacts(x, file, { donor: x.donor, date, amount, method: '', fund: x.fund });
    out.push(`| ${x.ref} | ${date} | ${x.donor} | ${amount} | ${x.fund} | ${grantOf[`${x.donor}|${x.fund}`] ?? '—'} |`);
  });
  out.push('', 'All received by BACS unless marked. DN-25-0033 came as a cheque (banked 11 March).', '');
  // the method of every register line is BACS except the cheque named in the footer
  corpus.write(file, out.join('\n'));
}
// (b4) treasurer e-mails in sentences
{
  const NUMW = { 250: 'two hundred and fifty pounds', 150: '£150', 2000: '£2k', 100: 'a cheque for £100', 600: '£600' };
  const mails = [
    {
      file: 'correspondence/2025-01-31-treasurer-january-gifts.eml', date: 'Fri, 31 Jan 2025 16:20:05 +0000', subject: 'January gifts to note',
      body: (xs) => [
        'Hi all,', '',
        `Two gifts that came in outside the usual routes this month. Millgate Print & Design sent a cheque for ${NUMW[250]} (${xs[0].ref}), which arrived on 17 January; it is unrestricted, so it goes to the General Fund.`,
        `Irene Smethurst dropped in ${NUMW[150]} in cash at the office on 30 January (${xs[1].ref}) and asked for it to go on emergency food parcels.`, '',
        'Both are in the bank now. Thank-you letters are with Emily.', '', 'Helen', 'Treasurer',
      ],
      refs: [10, 15],
      stated: [
        { donor: 'Millgate Print & Design', date: '17 January', amount: NUMW[250], method: 'cheque', fund: 'General Fund' },
        { donor: 'Irene Smethurst', date: '30 January', amount: NUMW[150], method: 'cash', fund: 'emergency food parcels' },
      ],
    },
    {
      file: 'correspondence/2025-02-18-geoffrey-turton-gift.eml', date: 'Tue, 18 Feb 2025 09:02:44 +0000', subject: 'Re: Winter Warmth — a gift from Geoffrey Turton',
      body: (xs) => [
        'Susan,', '',
        `Good news: Geoffrey Turton has transferred another £2k by bank transfer (BACS), received yesterday, 17 February, and he wants it all spent on Winter Warmth before the scheme closes. I have logged it as ${xs[0].ref}.`, '',
        'Could you make sure he gets the end-of-winter report?', '', 'Helen',
      ],
      refs: [23],
      stated: [{ donor: 'Geoffrey Turton', date: '17 February', amount: '£2k', method: 'BACS', fund: 'Winter Warmth' }],
    },
    {
      file: 'correspondence/2025-03-24-treasurer-march-gifts.eml', date: 'Mon, 24 Mar 2025 18:11:29 +0000', subject: 'March gifts — two to add to the ledger',
      body: (xs) => [
        'Hello both,', '',
        `${xs[0].ref}: Brian Eckersley, our new donor from Tyldesley, sent ${NUMW[100]} dated 6 March. No restriction, so General Fund, and he has ticked the Gift Aid box.`,
        `${xs[1].ref}: Bolek Polish Delicatessen paid £600 by BACS on 19 March for the Polish Community Pantry — Agnieszka arranged it.`, '',
        'I will put both on the ledger at month end.', '', 'Helen Battersby', 'Treasurer, Ashbrook CFA',
      ],
      refs: [30, 36],
      stated: [
        { donor: 'Brian Eckersley', date: '6 March', amount: NUMW[100], method: 'cheque', fund: 'General Fund' },
        { donor: 'Bolek Polish Delicatessen', date: '19 March', amount: '£600', method: 'BACS', fund: 'Polish Community Pantry' },
      ],
    },
  ];
  for (const m of mails) {
    const xs = m.refs.map((n) => DONS.find((x) => x.n === n));
    xs.forEach((x, i) => donationFacts(x, m.file, m.stated[i]));
    corpus.write(m.file, [
      `From: Helen Battersby <treasurer@ashbrookcfa.org.uk>`, `To: office@ashbrookcfa.org.uk`, `Date: ${m.date}`, `Subject: ${m.subject}`, '', ...m.body(xs), '',
    ].join('\n'));
  }
}
// (b6) paying-in book
{
  const file = 'finance/paying-in-book-2025.txt';
  const out = ['PAYING-IN BOOK 2025 — cash and cheques banked at the Leigh branch', '(date banked / ref / form / amount / donor / fund)', ''];
  DONS.filter((x) => x.layout === 'payin').sort((a, b) => a.n - b.n).forEach((x) => {
    const form = x.method === 'CASH' ? 'cash  ' : 'cheque';
    donationFacts(x, file, { donor: D[x.donor].id, date: dmy2(x.date), amount: gbp(x.amount), method: form.trim(), fund: x.fundCode });
    out.push(`${dmy2(x.date)}  ${x.ref}  ${form}  ${gbp(x.amount).padStart(8)}  ${D[x.donor].id} ${x.donor.padEnd(22)} (${x.fundCode})`);
  });
  out.push('', 'Also banked: 12/02/25 tins from the Leigh Pantry counter £31.27 (anonymous, GEN); 28/03/25 raffle float returned £20.00.', '');
  corpus.write(file, out.join('\n'));
}

// ================================================================== (c) funds and projects
{
  const file = 'finance/budget-2025.csv';
  const rows = ['Emergency Food Parcels', 'General Fund', 'Community Fridge'].map((n) => {
    const f = F[n];
    const period = f.start.slice(0, 4) === f.end.slice(0, 4) && f.start.endsWith('01-01') ? 'Jan–Dec 2025' : `${fmtDate(f.start, 'month').replace(/^(\w{3})\w*/, '$1')} – ${fmtDate(f.end, 'month').replace(/^(\w{3})\w*/, '$1')}`;
    fundFacts(f, file, { code: f.code, restricted: f.restricted ? 'Restricted' : 'Unrestricted', budget: (f.budget / 1000).toFixed(2), spent: (f.spent / 1000).toFixed(2), manager: f.manager, start: period, end: period });
    return [f.code, f.name, f.restricted ? 'Restricted' : 'Unrestricted', (f.budget / 1000).toFixed(2), (f.spent / 1000).toFixed(2), f.manager, period];
  });
  rows.push(['', 'Core costs (rent, insurance, utilities)', 'from GEN', '', '', '', ''], ['', 'Total of the above', '', '106.80', '28.11', '', '']);
  corpus.write(file, delimited(['Code', 'Fund', 'Type', 'Budget 2025 (£000)', 'Spent to 31/03/2025 (£000)', 'Budget holder', 'Period'], rows));
}
for (const [n, k] of [['Winter Warmth', 0], ['Volunteer Training', 1]]) {
  const f = F[n];
  const file = `projects/${slug(n)}.md`;
  const budget = gbp(f.budget, 0);
  const spent = gbp(f.spent);
  fundFacts(f, file, { code: f.code, restricted: 'restricted', budget, spent, manager: f.manager, start: f.start, end: f.end });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['title', n], ['fund_code', f.code], ['fund_type', 'restricted'], ['lead', f.manager], ['start', f.start], ['end', f.end], ['status', k ? 'active' : 'closing']],
    title: n,
    lead: [k === 0
      ? 'Winter Warmth pays for warm packs (blankets, hot-water bottles, thermal socks), fuel top-up vouchers and the Tuesday warm space at the Leigh Pantry, November to March.'
      : 'Volunteer Training covers food hygiene certificates, safeguarding refreshers and the advice-quality course for caseworkers.'],
    sections: [{ heading: 'Money', rows: [['Budget', budget], ['Spent to date', spent], ['Position at', '31 March 2025']] },
      { heading: 'Delivery', rows: k === 0 ? [['Warm packs given', '612'], ['Fuel vouchers', '233 × £49'], ['Warm space sessions', '19']] : [['Food hygiene level 2', '14 volunteers'], ['Safeguarding refresher', '22 volunteers'], ['Advice quality course', '3 caseworkers']] }],
    colA: 'Item', colB: 'Figure',
  }));
}
{
  const f = F['Debt & Benefits Advice'];
  const file = 'projects/debt-and-benefits-advice.html';
  const budget = `£${group(f.budget, 0)} (two years)`;
  fundFacts(f, file, { code: f.code, restricted: 'Restricted', budget: gbp(f.budget, 0), spent: gbp(f.spent), manager: f.manager, start: '1 April 2024', end: '31 March 2026' });
  corpus.write(file, htmlInfoboxPage({
    title: 'Debt & Benefits Advice',
    sections: [
      { heading: 'Project', rows: [['Fund code', f.code], ['Fund type', 'Restricted'], ['Project lead', f.manager], ['Runs', '1 April 2024 – 31 March 2026']] },
      { heading: 'Finance', rows: [['Budget', budget], ['Spent to date', gbp(f.spent)], ['Funders', 'Frances Worsley, Mersey Valley Community Foundation (2025–26)']] },
    ],
    lead: [
      'Free, confidential help with benefits, debt and energy bills, by appointment at the Bradshawgate office and at the Hindley Food Bank on Mondays.',
      'In 2024-25 the caseworkers saw 318 households and secured £412,600 in backdated benefits and written-off debt.',
    ],
  }));
}

// ================================================================== (d) volunteers
// (d1) rota-app YAML export
{
  const file = 'volunteers/rotadesk-export-2025-03.yaml';
  const out = ['# RotaDesk export — volunteers and standing shifts', `exported_at: 2025-03-31T18:02:11Z`, `organisation: "${ORG}"`, 'points: {LGH: Leigh Pantry, ATH: Atherton Larder, TYL: Tyldesley Hub, HIN: Hindley Food Bank, GOL: Golborne Community Shop, PCL: Polish Centre Pantry, HO: head office}', 'volunteers:'];
  VOLS.filter((v) => v.layout === 'yaml').forEach((v, k) => {
    const [first, ...rest] = v.name.split(' ');
    volFacts(v, file, { role: `role: ${v.role}`, base: `base: ${v.base}`, hours: `hours: ${v.hoursStated}`, dbs: '', start: `joined: ${v.start}` });
    const p = v.base === 'HO' ? null : PC[v.base];
    out.push(
      `  - id: V-${pad(100 + k * 7, 4)}`, `    display_name: ${v.name}`, `    name: {first: ${first}, last: ${rest.join(' ')}}`, `    role: ${v.role}`, `    base: ${v.base}`,
      '    commitment:', `      hours: ${v.hoursStated}`, `      per: ${v.per}`, '    checks:',
      v.dbs ? `      dbs: {level: enhanced, issued: ${2019 + (k % 6)}-${pad(1 + ((k * 5) % 12))}-${pad(3 + k)}}` : '      dbs: null',
      `      food_hygiene: ${k % 2 ? 'level 2' : 'none'}`, `    joined: ${v.start}`, '    shifts:',
      p ? `      - {day: ${p.days[0].slice(0, 3)}, start: "${p.hours.split('–')[0]}", end: "${p.hours.split('–')[1]}", point: ${p.code}}` : '      - {day: Mon, start: "09:30", end: "16:00", point: HO}',
    );
  });
  out.push('');
  corpus.write(file, out.join('\n'));
}
// (d2) volunteer register CSV
{
  const file = 'volunteers/register-2025.csv';
  const rows = VOLS.filter((v) => v.layout === 'register').map((v, k) => {
    const dbs = v.dbs ? `Enhanced ${pad(1 + ((k * 4) % 12))}/${2020 + (k % 5)}` : k % 2 ? 'Not required' : 'Not yet';
    volFacts(v, file, { role: v.role, base: v.baseName, hours: String(v.hours), dbs, start: dmy(v.start) });
    return [v.name, v.role, v.baseName, v.hours, dbs, dmy(v.start), L(k, ['', 'Weekday mornings only', '', 'Has a car', ''])];
  });
  corpus.write(file, delimited(['Name', 'Role', 'Base', 'Hours/month', 'DBS', 'Start date', 'Notes'], rows));
}
// (d3) profile sheets
VOLS.filter((v) => v.layout === 'profile').forEach((v, k) => {
  const file = `volunteers/profiles/${slug(v.name)}.md`;
  const since = v.year;
  volFacts(v, file, { role: `Role: ${v.role}`, base: `Base: ${v.baseName}`, hours: `Hours per month: about ${v.hours}`, dbs: `DBS: Enhanced`, start: `Volunteering since: ${since}` });
  corpus.write(file, [
    `# Volunteer profile — ${v.name}`, '',
    `Role: ${v.role}`, `Base: ${v.baseName}`, `Hours per month: about ${v.hours}`, `DBS: Enhanced, renewed ${2022 + (k % 3)}`, `Volunteering since: ${since}`,
    `Emergency contact: on file (office)`, '',
    L(k, [
      `${v.name.split(' ')[0]} started the Leigh Pantry with two trestle tables and now runs the whole parcel operation.`,
      `${v.name.split(' ')[0]} is an accredited adviser (AdviceUK) and supervises the caseworkers.`,
      `${v.name.split(' ')[0]} recruits and inducts new volunteers and keeps the rota app up to date.`,
      `${v.name.split(' ')[0]} looks after the Tyldesley store room and the fridge deliveries.`,
      `${v.name.split(' ')[0]} is a trustee and our treasurer; a retired accountant.`,
    ]), '',
  ].join('\n'));
});

// ================================================================== Polish partner files
const ROLE_PL = { 'Project lead': 'koordynatorka projektu', Driver: 'kierowca', Interpreter: 'tłumacz', 'Parcel packer': 'pakowanie paczek' };
{
  const file = 'polonia/wolontariusze-2025.md';
  const out = [`# Wolontariusze — ${PARTNER}`, '', 'Lista wolontariuszy, którzy pracują z Ashbrook CFA (stan na 31.03.2025). / Volunteers working with Ashbrook CFA.', ''];
  VOLS.filter((v) => v.layout === 'polish').forEach((v) => {
    const dbs = v.dbs ? `tak (${v.year + 1})` : 'nie';
    const base = v.base === 'HO' ? 'biuro Ashbrook (Bradshawgate)' : 'Polish Centre Pantry (Polskie Centrum)';
    volFacts(v, file, { role: ROLE_PL[v.role], base: v.base === 'HO' ? 'biuro Ashbrook' : 'Polish Centre Pantry', hours: `Godziny w miesiącu: ${v.hours}`, dbs: `Zaświadczenie DBS: ${dbs}`, start: `od: ${v.year}` });
    out.push(`## ${v.name}`, '', `- Funkcja: ${ROLE_PL[v.role]}`, `- Punkt: ${base}`, `- Godziny w miesiącu: ${v.hours}`, `- Zaświadczenie DBS: ${dbs}`, `- Wolontariusz${v.name.split(' ')[0].endsWith('a') ? 'ka' : ''} od: ${v.year}`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'polonia/raport-kwartalny-2025-q1.md';
  const f = F['Polish Community Pantry'];
  fundFacts(f, file, { code: f.code, restricted: 'Fundusz celowy (restricted): tak', budget: `Budżet 2025: ${pl(f.budget)} £`, spent: `${pl(f.spent)} £`, manager: f.manager, start: '01.01.2025', end: '31.12.2025' });
  const ev = EVENTS.find((e) => e.layout === 'polish');
  eventFacts(ev, file, { date: '22.02.2025', venue: 'Polskie Centrum, Leigh', attendance: `${ev.attendance} osób`, raised: `${pl(ev.raised)} £`, organiser: ev.organiser });
  const ds = DONORS.filter((d) => d.layout === 'polish');
  ds.forEach((d) => donorFacts(d, file, { id: d.id, type: 'osoba prywatna', town: d.town, giftAid: `Gift Aid: ${d.giftAid ? 'tak' : 'nie'}`, first: String(d.year) }));
  const xs = DONS.filter((x) => x.layout === 'polish').sort((a, b) => a.n - b.n);
  const MPL = { CASH: 'gotówka', BACS: 'przelew' };
  xs.forEach((x) => donationFacts(x, file, { donor: x.donor, date: fmtDate(x.date, 'dotted'), amount: `${pl(x.amount)} £`, method: MPL[x.method], fund: 'PCP' }));
  const out = [
    `# Raport kwartalny I/2025 — Quarterly report Q1 2025`, '', `${PARTNER} (Polish Community Association Leigh) dla / for ${ORG}`, '',
    'Raport przygotowała Agnieszka Nowak. Część angielska dla zarządu Ashbrook poniżej każdej sekcji. / English summary for the Ashbrook trustees below each section.', '',
    '## 1. Projekt: Polish Community Pantry (Polska Spiżarnia)', '',
    `- Kod funduszu: ${f.code}`, '- Fundusz celowy (restricted): tak', `- Budżet 2025: ${pl(f.budget)} £`, `- Wydatki do 31.03.2025: ${pl(f.spent)} £`,
    `- Koordynatorka: ${f.manager}`, '- Okres: 01.01.2025 – 31.12.2025', '',
    'Paczki żywnościowe wydajemy w każdą niedzielę w Polskim Centrum; liczby miesięczne są w tabeli Ashbrook. / Parcels are given out every Sunday at the Polish Centre; the monthly numbers are in the Ashbrook parcels table.', '',
    '## 2. Darowizny / Donations', '',
  ];
  xs.forEach((x) => {
    out.push(`### ${x.ref}`, '', `- Darczyńca: ${x.donor}${D[x.donor].type === 'Trust' ? ` (${D[x.donor].id})` : ''}`, `- Data: ${fmtDate(x.date, 'dotted')}`, `- Kwota: ${pl(x.amount)} £`, `- Forma: ${MPL[x.method]}`, `- Fundusz: PCP`, '');
  });
  out.push('## 3. Darczyńcy z naszej społeczności / Donors from our community', '');
  ds.forEach((d) => {
    out.push(`### ${d.name}`, '', `- Nr darczyńcy: ${d.id}`, '- Typ: osoba prywatna', `- Miejscowość: ${d.town}`, `- Gift Aid: ${d.giftAid ? 'tak' : 'nie'}`, `- Pierwsza darowizna: ${d.year}`, '');
  });
  out.push('## 4. Wydarzenie / Event: Wieczór Pierogów (Pierogi Night)', '',
    `Wieczór Pierogów odbył się 22.02.2025 w sali Polskie Centrum, Leigh. Przyszło ${ev.attendance} osób, a zebraliśmy ${pl(ev.raised)} £ na Polską Spiżarnię. Organizatorka: ${ev.organiser}.`, '',
    `English: The Pierogi Night on 22 February drew a full hall and the money went to the Polish Community Pantry.`, '',
    '## 5. Plany / Plans', '', 'Kurs języka angielskiego dla seniorów od maja (12 miejsc). Wspólny stół wielkanocny 19.04.2025.', '');
  corpus.write(file, out.join('\n'));
}

// ================================================================== (e) events
{
  const file = 'events/events-2024-25.html';
  const rows = EVENTS.filter((e) => e.layout === 'html').map((e) => {
    const raised = gbp(e.raised);
    const date = fmtDate(e.date, 'short');
    eventFacts(e, file, { date, venue: e.venue, attendance: `<td>${e.attendance}</td>`, raised, organiser: e.organiser });
    return `    <tr><td>${esc(e.name)}</td><td>${date}</td><td>${esc(e.venue)}</td><td>${e.attendance}</td><td>${raised}</td><td>${esc(e.organiser)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Fundraising events 2024-25</title></head>
<body>
<h1>Fundraising events, June 2024 – January 2025</h1>
<p>Money raised is net of venue costs. Attendance is tickets sold or runners / players registered.</p>
<table>
  <thead><tr><th>Event</th><th>Date</th><th>Venue</th><th>Attendance</th><th>Raised</th><th>Organiser</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Spring 2025 events are written up in the newsletter; the Pierogi Night is in the Polish partner's report.</p>
</body></html>
`);
}
{
  const file = 'comms/newsletter-spring-2025.md';
  const [tea, walk] = EVENTS.filter((e) => e.layout === 'newsletter');
  eventFacts(tea, file, { date: 'Saturday 29 March', venue: 'Top Chapel, Tyldesley', attendance: `${tea.attendance} dancers`, raised: '£868.40', organiser: tea.organiser });
  eventFacts(walk, file, { date: '26 April 2025', venue: 'Bridgewater Canal', attendance: `${walk.attendance} walkers`, raised: '£3,045', organiser: walk.organiser });
  corpus.write(file, [
    '# Ashbrook News — Spring 2025', '',
    'Thank you! Between January and March we handed out more food parcels than in any quarter since 2020, and our advice team helped 97 households.', '',
    '## Dancing at the Top Chapel', '',
    `Our Spring Tea Dance at the Top Chapel, Tyldesley on Saturday 29 March drew ${tea.attendance} dancers and raised £868.40. Huge thanks to ${tea.organiser} and the Tyldesley Hub volunteers for the sandwiches and the scones.`, '',
    '## Sponsored Canal Walk', '',
    `On Saturday 26 April 2025, ${walk.attendance} walkers took the Bridgewater Canal towpath from Leigh to Worsley — eight miles, one heron and a lot of mud. Sponsorship came to over three thousand pounds: £3,045 to be exact. ${walk.organiser} organised the day and walked every step.`, '',
    '## Coming up', '',
    '- Summer fair at the Leigh Pantry, 12 July (stalls £10).', '- School Holiday Lunches start on 21 July — volunteers wanted.', '- Leigh Fun Run 2025: 14 September, entries £12 (children £5).', '',
    'Ashbrook Community Food & Advice, registered charity 1172846.', '',
  ].join('\n'));
}

// ================================================================== (f) grant applications
{
  const file = 'fundraising/grants-tracker-2025.md';
  const styles = [(a) => gbp(a, 0), (a) => `£${a / 1000}k`, (a) => `GBP ${group(a, 0)}`];
  const out = ['# Grants tracker 2024-25', '', 'Applications to trusts and foundations. Decided = the date of the decision letter or e-mail. Updated by Emily Calderbank.', '',
    '| Ref | Funder | Project | Asked for | Status | Decided | Awarded |', '|---|---|---|---|---|---|---|'];
  GRANTS.filter((g) => g.layout === 'tracker').forEach((g, k) => {
    const req = styles[k % 3](g.requested);
    const aw = g.awarded ? styles[(k + 1) % 3](g.awarded) : '—';
    const dec = g.decided ? dmy(g.decided) : '—';
    grantFacts(g, file, { funder: g.funder, fund: g.fund, requested: req, decision: g.decision, decided: g.decided ? dec : '', awarded: g.awarded ? aw : '' });
    out.push(`| ${g.ref} | ${g.funder} | ${g.fund} | ${req} | ${g.decision} | ${dec} | ${aw} |`);
  });
  out.push('', 'GA-24-12, GA-25-02 and GA-25-07: see the letters folder. GA-25-05 and GA-25-06 were reported to the trustees in March (see minutes).', '');
  corpus.write(file, out.join('\n'));
}
{
  const letters = [
    {
      ref: 'GA-24-12', file: 'fundraising/letters/2025-01-15-greenhalgh-charitable-trust.eml', from: 'Greenhalgh Charitable Trust <grants@greenhalghtrust.org.uk>', date: 'Wed, 15 Jan 2025 11:04:37 +0000',
      subject: 'Your application GA-24-12',
      body: [
        'Dear Ms Calderbank,', '',
        'Thank you for your application to Greenhalgh Charitable Trust (your ref GA-24-12, our ref GCT/24/117) for £20,000 towards the Debt & Benefits Advice service.',
        'I am sorry to tell you that at their meeting on 15 January 2025 the trustees were unable to support it. They received requests for almost five times the sum available this round.', '',
        'You are welcome to apply again after twelve months.', '', 'Yours sincerely,', 'Anthea Royle', 'Grants Manager',
      ],
      stated: { funder: 'Greenhalgh Charitable Trust', fund: 'Debt & Benefits Advice', requested: '£20,000', decision: 'unable to support', decided: '15 January 2025', awarded: '' },
    },
    {
      ref: 'GA-25-02', file: 'fundraising/letters/2025-02-19-polish-mutual-aid-fund.eml', from: 'The Polish Mutual Aid Fund <biuro@polishmutualaid.org.uk>', date: 'Wed, 19 Feb 2025 14:40:12 +0000',
      subject: 'Decyzja / Decision: GA-25-02',
      body: [
        'Szanowna Pani Agnieszko, / Dear Ms Nowak,', '',
        'I am delighted to confirm that The Polish Mutual Aid Fund has agreed today, 19 February 2025, to award the full £5,000 requested (application GA-25-02) to the Polish Community Pantry run with Ashbrook Community Food & Advice.',
        'Z przyjemnością potwierdzamy przyznanie pełnej kwoty 5 000 £. The payment will reach Ashbrook\'s account within ten working days.', '',
        'Z poważaniem / Yours sincerely,', 'Jan Kowalewski', 'Sekretarz / Secretary',
      ],
      stated: { funder: 'The Polish Mutual Aid Fund', fund: 'Polish Community Pantry', requested: '£5,000 requested', decision: 'award the full', decided: '19 February 2025', awarded: 'the full £5,000' },
    },
    {
      ref: 'GA-25-07', file: 'fundraising/letters/2025-03-27-hollins-trust.eml', from: 'The Hollins Trust <admin@hollinstrust.org>', date: 'Thu, 27 Mar 2025 10:15:00 +0000',
      subject: 'Re: School Holiday Lunches (GA-25-07)',
      body: [
        'Dear Emily,', '',
        'Thanks for the application for £4,000 towards School Holiday Lunches this summer. I\'m afraid the trustees decided on 27 March 2025 not to make an award this time — the holiday-food programme in Wigan borough is already funded by the council\'s HAF scheme, and they felt it would duplicate it.',
        'This has no bearing on the food parcels grant, which we are glad to keep supporting. Do talk to me about the autumn round.', '', 'Best wishes,', 'Ruth Hollins',
      ],
      stated: { funder: 'The Hollins Trust', fund: 'School Holiday Lunches', requested: '£4,000', decision: 'not to make an award', decided: '27 March 2025', awarded: '' },
    },
  ];
  for (const l of letters) {
    const g = GRANTS.find((x) => x.ref === l.ref);
    grantFacts(g, l.file, l.stated);
    corpus.write(l.file, [`From: ${l.from}`, 'To: Emily Calderbank <fundraising@ashbrookcfa.org.uk>', `Date: ${l.date}`, `Subject: ${l.subject}`, '', ...l.body, ''].join('\n'));
  }
}

// ================================================================== trustee minutes (grants, a fund, a donor, volunteers)
{
  const file = 'governance/minutes/2025-01-21-trustees.md';
  const v = V['Ewa Kamińska'];
  volFacts(v, file, { role: 'van driver', base: 'Leigh Pantry', hours: 'around six hours a month', dbs: 'enhanced DBS check came back clear', start: 'joined us in January' });
  corpus.write(file, [
    '# Minutes of the trustees\' meeting, 21 January 2025', '',
    'Held at the Bradshawgate office, 18:30. Present: Rev. Alison Pye (chair), Helen Battersby (treasurer), Dr Kwame Mensah, Janet Seddon, Agnieszka Nowak (for the Polish partner, non-voting). In attendance: Susan Tickle, Daniel Okafor.', '',
    '## 1. Finance', '',
    'Helen reported unrestricted reserves of £38,900 at 31 December, a little under the four months of running costs the reserves policy asks for. The Hollins Trust grant for emergency food parcels has been received.', '',
    '## 2. Grants', '',
    'The Greenhalgh application for the advice service was turned down (letter in the fundraising folder). Emily will look again at the Pendlebury Foundation for the same work.', '',
    '## 3. Volunteers', '',
    `Susan welcomed ${v.name}, who joined us in January as a van driver based at the Leigh Pantry. She has offered around six hours a month and her enhanced DBS check came back clear last week. Susan reminded trustees that every driver must have a DBS check before going out alone.`, '',
    '## 4. Any other business', '',
    'The van failed its MOT on a brake pipe (repaired, £186). Next meeting 18 March 2025.', '',
  ].join('\n'));
}
{
  const file = 'governance/minutes/2025-03-18-trustees.md';
  const shl = F['School Holiday Lunches'];
  fundFacts(shl, file, { code: 'SHL', restricted: 'restricted fund', budget: 'budget of £6,000', spent: 'nothing has been spent', manager: shl.manager, start: '21 July', end: '29 August 2025' });
  const [g5, g6] = ['GA-25-05', 'GA-25-06'].map((x) => GRANTS.find((g) => g.ref === x));
  grantFacts(g5, file, { funder: g5.funder, fund: 'volunteer training', requested: '£2,500', decision: 'declined', decided: '12 March', awarded: '' });
  grantFacts(g6, file, { funder: g6.funder, fund: 'Winter Warmth', requested: '£3,000', decision: 'awarded', decided: '4 March', awarded: '£2,000' });
  const b = D['Brian Eckersley'];
  donorFacts(b, file, { id: b.id, type: 'new individual donor', town: 'Tyldesley', giftAid: 'signed a Gift Aid declaration', first: 'his first gift' });
  const j = V['Jordan Leyland'];
  volFacts(j, file, { role: 'packing parcels', base: 'Tyldesley Hub', hours: 'four hours a month', dbs: 'does not need a DBS check', start: 'started in March' });
  corpus.write(file, [
    '# Minutes of the trustees\' meeting, 18 March 2025', '',
    'Held at the Bradshawgate office, 18:30. Present: Rev. Alison Pye (chair), Helen Battersby, Dr Kwame Mensah, Janet Seddon. Apologies: Agnieszka Nowak. In attendance: Susan Tickle, Emily Calderbank.', '',
    '## 1. Grants', '',
    `Emily reported two decisions. ${g5.funder} declined our £2,500 bid for volunteer training (${g5.ref}) on 12 March; the trust is closing its small-grants round. ${g6.funder} awarded £2,000 of the £3,000 we asked for towards Winter Warmth (${g6.ref}), confirmed on 4 March, and the money has since arrived.`, '',
    '## 2. School Holiday Lunches', '',
    `Trustees agreed to open a new restricted fund, School Holiday Lunches (fund code SHL), with a budget of £6,000 for a lunch club at the Leigh Pantry and the Tyldesley Hub from 21 July to 29 August 2025. ${shl.manager} will lead it. As of today nothing has been spent; the Lilford Mill Fund application (GA-25-03) is still open.`, '',
    '## 3. Donors', '',
    `Helen welcomed ${b.name} of Tyldesley (donor ${b.id}), a new individual donor who made his first gift this month and has signed a Gift Aid declaration.`, '',
    '## 4. Volunteers', '',
    `Susan introduced ${j.name}, 17, who started in March packing parcels at the Tyldesley Hub, about four hours a month on Thursday evenings. Because he always works alongside an adult supervisor, he does not need a DBS check.`, '',
    '## 5. Date of next meeting', '', '20 May 2025 (AGM to follow in September).', '',
  ].join('\n'));
}

// ================================================================== (g) distribution points + the wide parcels table
{
  const file = 'operations/distribution-points.md';
  const sections = POINTS.map((p) => {
    const X = (attr, value, unit, stated) => corpus.fact(p.name, 'point', attr, value, unit, stated, file);
    X('point_code', p.code, 'text', `Code: ${p.code}`);
    X('town', p.town, 'place', `Town: ${p.town}`);
    X('venue', p.venue, 'place', p.venue);
    X('opening_days', p.days, 'list', `Open: ${p.days.map((d) => `${d}s`).join(' and ')}`);
    X('lead', p.lead, 'person', `Site lead: ${p.lead}`);
    return { heading: p.name, rows: [['Code', p.code], ['Venue', p.venue], ['Town', p.town], ['Open', `${p.days.map((d) => `${d}s`).join(' and ')}, ${p.hours}`], ['Site lead', p.lead], ['Referral needed', p.code === 'PCL' ? 'No (self-referral welcome)' : 'Yes — voucher from a referral agency']] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Distribution points',
    lead: ['Where we give out food parcels. Opening hours change in school holidays — check the rota app. The Polish Centre Pantry opened in June 2024 with our partner.'],
    sections,
    footer: 'Updated March 2025 by Susan Tickle',
  }));
}
{
  const file = 'operations/food-parcels-by-month.csv';
  const MON = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  const months = [];
  for (let i = 0; i < 15; i++) months.push({ y: 2024 + Math.floor(i / 12), m: i % 12 });
  const data = new Map(POINTS.map((p) => [p.name, []]));
  for (const p of POINTS) {
    for (const [i, mm] of months.entries()) {
      const opened = mm.y > 2024 || mm.m >= p.from;
      const season = 1 + 0.22 * Math.cos(((mm.m - 0.5) / 12) * 2 * Math.PI) + (mm.y === 2025 ? 0.08 : 0);
      data.get(p.name).push(opened ? Math.round(p.base * season * r.float(0.88, 1.12) * (i === p.from && p.from ? 0.5 : 1)) : null);
    }
  }
  const rows = months.map((mm, i) => {
    const label = `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][mm.m]}-${String(mm.y).slice(2)}`;
    const vals = POINTS.map((p) => data.get(p.name)[i]);
    return [label, ...vals.map((v) => (v == null ? '-' : v)), vals.reduce((s, v) => s + (v ?? 0), 0)];
  });
  for (const p of POINTS) {
    const vs = data.get(p.name);
    months.forEach((mm, i) => {
      if (vs[i] != null) corpus.also(p.name, 'point', `parcels_${mm.y}_${MON[mm.m]}`, vs[i], '', String(vs[i]), file);
    });
    corpus.also(p.name, 'point', 'parcels_2024', vs.slice(0, 12).reduce((s, v) => s + (v ?? 0), 0), '', '', file);
    corpus.also(p.name, 'point', 'parcels_2025_q1', vs.slice(12).reduce((s, v) => s + (v ?? 0), 0), '', '', file);
  }
  corpus.write(file, '# Food parcels given out, by month and distribution point (one parcel = 3 days of food for one household)\n' +
    delimited(['Month', ...POINTS.map((p) => p.name), 'All points'], rows));
}

// ================================================================== background documents (no entity facts)
corpus.write('README.txt', `ASHBROOK COMMUNITY FOOD & ADVICE — SHARED DRIVE (registered charity 1172846)
The Old Co-op, 14 Bradshawgate, Leigh WN7 4NP

crm/            supporter exports from Beacon
donors/         major donors, business supporters
fundraising/    trust profiles, grants tracker, decision letters
finance/        donations ledger, online giving, restricted income, paying-in book, budget
projects/       project pages
volunteers/     rota app export, register, profiles, rota
events/         fundraising events
operations/     distribution points, parcels by month, stock, van
governance/     trustee minutes, annual return
polonia/        files from our partner, ${PARTNER} (partly in Polish)
policies/       reserves, Gift Aid, safeguarding
comms/          newsletter, social media
`);
corpus.write('policies/reserves-policy.md', `# Reserves policy (approved September 2023)

The trustees aim to hold free (unrestricted) reserves equal to four months of core running costs — about £42,000 at
2024-25 prices. Reserves below three months trigger a report to the full board; above six months, a plan to spend.

Restricted funds are not part of free reserves. Designated funds (the van replacement fund, £8,500 at 31 March 2025)
are shown separately in the accounts.

Review: every two years, next September 2025.
`);
corpus.write('policies/gift-aid-guidance.md', `# Gift Aid — a quick guide for volunteers

- We can claim 25p for every £1 a UK taxpayer gives, if they have signed a declaration.
- Companies and trusts cannot give with Gift Aid.
- Cash in collection tins can be claimed under the small donations scheme (up to £8,000 a year, gifts of £30 or less).
- A declaration covers past gifts (four years back) and all future gifts until cancelled.

Our last claim (October 2024) was £2,317.50. The next claim goes in after the year end (31 March).
`);
corpus.write('policies/safeguarding-summary.md', `# Safeguarding — summary for new volunteers

Designated safeguarding lead: Susan Tickle (deputy: Daniel Okafor).

1. Drivers, befrienders, advice caseworkers and site leads need an enhanced DBS check before they start.
2. Parcel packers under 18 always work alongside an adult and do not need a check.
3. Report any concern the same day — phone 01942 000 418 or use the form in the rota app.
4. Refresher training every three years (booked through the Volunteer Training fund).
`);
corpus.write('operations/van-mileage-log-2025-q1.csv', delimited(['Week ending', 'Driver', 'Start (mi)', 'End (mi)', 'Miles', 'Fuel (£)'], [
  ['05/01/2025', 'Thomas Unsworth', '48,112', '48,260', '148', '31.20'], ['12/01/2025', 'Kevin Prescott', '48,260', '48,395', '135', ''],
  ['19/01/2025', 'Derek Mather', '48,395', '48,571', '176', '40.05'], ['26/01/2025', 'Ewa Kamińska', '48,571', '48,690', '119', ''],
  ['02/02/2025', 'Thomas Unsworth', '48,690', '48,852', '162', '36.80'], ['09/02/2025', 'Piotr Zieliński', '48,852', '48,966', '114', ''],
  ['16/02/2025', 'Kevin Prescott', '48,966', '49,120', '154', '35.10'], ['23/02/2025', 'Derek Mather', '49,120', '49,281', '161', ''],
  ['02/03/2025', 'Thomas Unsworth', '49,281', '49,440', '159', '38.40'], ['09/03/2025', 'Ewa Kamińska', '49,440', '49,549', '109', ''],
  ['16/03/2025', 'Kevin Prescott', '49,549', '49,702', '153', '34.95'], ['23/03/2025', 'Derek Mather', '49,702', '49,871', '169', ''],
]));
corpus.write('operations/stock-count-2025-03.md', `# Warehouse stock count — 28 March 2025 (Tyldesley store)

| Item | Units | Days of parcels |
|---|---|---|
| Tinned tomatoes | 640 | 21 |
| Pasta (500 g) | 410 | 14 |
| Tinned fish | 185 | 6 |
| UHT milk (1 l) | 220 | 7 |
| Cereal | 96 | 3 |
| Toiletry packs | 150 | — |

Low on cereal and tinned fish: shopping list sent to the Co-op and Tesco community champions. Counted by Graham Fairclough and Barry Hodgkinson.
`);
corpus.write('governance/annual-return-2024-summary.md', `# Annual return to the Charity Commission — year to 31 March 2024 (summary)

- Total income: £187,420 (donations and legacies £71,300; grants £98,650; events £17,470)
- Total spending: £179,955
- Employees: 2 part-time (office manager, advice worker); volunteers: about 60
- Trustees: 6

Filed 14 January 2025, on time.
`);
corpus.write('governance/minutes/2024-11-19-trustees.md', `# Minutes of the trustees' meeting, 19 November 2024

Present: Rev. Alison Pye (chair), Helen Battersby, Dr Kwame Mensah, Janet Seddon, Peter Grundy.

1. Winter plans: the warm space at the Leigh Pantry opens on Tuesdays from 5 November. Fuel vouchers £49 each.
2. The Hollins Trust has awarded a grant for emergency food parcels (details in the grants tracker).
3. Peter Grundy will stand down as a trustee at the AGM; the board thanked him for nine years.
4. Budget 2025 to be agreed in December; the treasurer expects core costs of about £126,000.
`);
corpus.write('finance/bank-reconciliation-2025-03.md', `# Bank reconciliation — 31 March 2025

| Account | Balance per bank | Balance per books | Difference |
|---|---|---|---|
| Current account (Unity Trust) | £52,318.44 | £52,098.44 | £220.00 (uncleared cheques) |
| Deposit account | £40,000.00 | £40,000.00 | — |
| Petty cash (office) | — | £84.10 | counted |

Checked by Helen Battersby, 2 April 2025.
`);
corpus.write('admin/insurance-2025.md', `# Insurance 2025-26

| Cover | Insurer | Limit | Premium |
|---|---|---|---|
| Public liability | Ansvar | £5,000,000 | £612 |
| Employers' liability (incl. volunteers) | Ansvar | £10,000,000 | incl. |
| Van (Ford Transit Custom, fully comp.) | NFU Mutual | — | £1,184 |
| Contents and stock | Ansvar | £35,000 | £298 |

Renews 1 April. Volunteer drivers using their own cars need business use on their own policy.
`);
corpus.write('volunteers/rota-week-12.md', `# Rota — week 12 (17–23 March 2025)

| Point | Day | Shift | On duty |
|---|---|---|---|
| Hindley Food Bank | Mon | 09:30–12:00 | Maureen, Shirley, Kevin (van) |
| Leigh Pantry | Tue | 10:00–12:30 | Margaret, Joanne, Callum |
| Atherton Larder | Wed | 13:00–15:30 | Anne, Linda, Thomas (van) |
| Tyldesley Hub | Thu | 17:00–19:00 | Graham, Ruth, Jordan |
| Leigh Pantry | Fri | 10:00–12:30 | Margaret, Ewa (van) |
| Golborne Community Shop | Sat | 10:00–13:00 | Stephen, Barry, Derek (van) |
| Polish Centre Pantry | Sun | 12:00–14:00 | Agnieszka, Katarzyna, Piotr |

Gaps: a second packer at Leigh on Friday. Call Susan.
`);
corpus.write('comms/social-media-plan.md', `# Social media plan — spring 2025

- Facebook: 2 posts a week (Tuesday and Friday), pantry photos only with consent.
- Instagram: the Canal Walk countdown from 1 April; target 1,500 followers by June (now 1,180).
- Polish Facebook group (run by the partner): weekly post in Polish on Sundays.
- Never post a client's face, name or street.
`);
corpus.write('operations/referral-agencies.md', `# Referral agencies (food vouchers)

| Agency | Vouchers issued 2024 | Contact |
|---|---|---|
| Wigan Council Welfare Support | 1,214 | welfare team |
| Citizens Advice Wigan | 486 | Leigh office |
| Leigh GP surgeries (social prescribers) | 301 | Healthy Living team |
| Schools (family support workers) | 268 | various |
| Jobcentre Plus Leigh | 152 | work coaches |

Self-referral is accepted at the Polish Centre Pantry only.
`);
corpus.write('polonia/umowa-partnerska.md', `# Umowa o współpracy — streszczenie / Partnership agreement — summary

Strony / Parties: ${PARTNER} oraz / and ${ORG}.

- Okres / Term: 3 lata od 01.06.2024 / three years from 1 June 2024.
- Ashbrook zapewnia żywność, ubezpieczenie i szkolenia; Stowarzyszenie zapewnia salę i wolontariuszy.
- Raporty kwartalne po polsku i po angielsku / quarterly reports in Polish and English.
- Opłata za salę: 0 £ (w zamian za paczki dla członków Stowarzyszenia).
`);

const stats = corpus.flush(source);
console.log(`charity: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
