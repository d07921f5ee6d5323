#!/usr/bin/env node
// Opticians corpus (held-out): the shared drive of "Clearview Eyecare", an independent opticians' practice on
// Whitchurch Road, Cardiff, with its partner practice "Oční optika Zelný trh" in Brno (Czech records), 1 September
// 2025. 55 patients, 14 staff (optometrists, dispensing opticians, a contact lens optician), 36 prescriptions,
// 32 frames, 34 lens orders, 12 suppliers and labs.
//   node bench/corpora/opticians/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "opticians-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) patients: plain-text record cards (label set A: `Patient no.`, `Date of birth`, `Last sight test`, `Recall:
//     24 months`, `Status: NHS`), a practice-system CSV with units in the header (`Age (yrs)`, `Recall (months)`), a
//     nested online-booking JSON (`recall: {value: 2, unit: "years"}`), domiciliary visit notes as Markdown bullets
//     (label set B: `Patient number`, `Born`, `Lives in`, `Last eye test`, `Next recall: every 12 months`), a CZECH
//     TSV card index (`Datum narození`, `Interval kontrol: 2 roky`, `Kontaktní čočky: ano`), CZECH Markdown pages with
//     YAML front matter, and new patients only in the sentences of two e-mails (one Czech);
// (b) staff: HTML infobox pages (label set A: `GOC number`, `Days per week`, `Salary: £52,000 a year`, `Eye test
//     slot`), a Markdown + YAML locum and part-time register (label set B: `GOC reg.`, `Position`, `Works: 3 days a
//     week`, `Rate: £42.00/hr`), a CZECH HTML definition list (`Pozice: optometristka`, `Mzda: 54 000 Kč měsíčně`),
//     and two new starters only in e-mails (one Czech); WIDE eye tests per month Jan–Aug 2025 (a CSV and a Czech
//     Markdown table `led … srp`);
// (c) prescriptions: a CSV register (`R Sph (D)`, `DS` for no cylinder, `Plano`), a flat JSON export (`od_sph`,
//     `os_cyl`), single HTML prescription sheets, a CZECH export with a PREAMBLE, SEMICOLONS, DECIMAL COMMAS and `n/a`,
//     and two prescriptions only in the sentences of an optometrist's clinic notes;
// (d) frames: YAML + pipe-table brand catalogues (mm, g, £), a TSV stock count with units in the values, a nested
//     US supplier JSON (weights in oz), a CZECH HTML table (`Materiál: titan`, `Cena: 2 490 Kč`, `Skladem: 3 ks`) and
//     two frames only in a sales rep's visit notes;
// (e) lens orders: a flat lab-portal JSON, Markdown job tickets (label set B: `Job no.`, `Back from lab`), a
//     dispensing export with a PREAMBLE, SEMICOLONS, DECIMAL COMMAS and `n/a`, CZECH order slips (plain text,
//     `Typ skel: progresivní`), and two orders only in an e-mail chasing the lab;
// (f) suppliers and labs: an HTML definition list (`Turnaround: 2 weeks`), an accounts CSV (`Turnaround (days)`),
//     CZECH Markdown bullets (`Doba dodání: 10 dní`), and two only in the practice meeting minutes;
// (g) background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: ages in whole years as at 1 September 2025 (from a date of birth); recall intervals
// in months (`2 years` → 24, `1 rok` → 12); dioptres as signed numbers (`Plano` → 0, `DS` → cylinder 0, no axis;
// no reading add → 0); axes in degrees; lens widths in mm; frame weights in g (oz × 28.349523125); money in GBP or CZK
// as written (never converted); turnaround in days (weeks × 7); eye-test slots in minutes; dates ISO; Czech words in
// English.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlDlPage, htmlInfoboxPage, joinAnd, mdYamlTableNote, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('opticians-v1');
const OZ = 28.349523125;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];
const gbp = (v) => `£${group(v, 2)}`;
const dec = (v) => v.toFixed(2).replace('.', ',');
/** 2490 → "2 490" (Czech grouping with a space). */
const czg = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const czk = (n) => `${czg(n)} Kč`;
const TODAY = '2025-09-01';

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the wide eye-test tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ calendar, Czech words
const CZ_MONTHS_GEN = ['ledna', 'února', 'března', 'dubna', 'května', 'června', 'července', 'srpna', 'září', 'října', 'listopadu', 'prosince'];
const czDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}. ${m}. ${y}`;
};
const czDateLong = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}. ${CZ_MONTHS_GEN[m - 1]} ${y}`;
};
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const NUM_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const TENS = { 20: 'twenty', 30: 'thirty', 40: 'forty', 50: 'fifty', 60: 'sixty', 70: 'seventy', 80: 'eighty', 90: 'ninety' };
const words = (n) => (n <= 20 ? NUM_WORDS[n] : n % 10 === 0 ? TENS[n] : `${TENS[n - (n % 10)]}-${NUM_WORDS[n % 10]}`);
const CZ_NUM = { 1: 'jeden', 2: 'dva', 3: 'tři', 4: 'čtyři', 5: 'pět', 40: 'čtyřicet', 50: 'padesát', 60: 'šedesát', 70: 'sedmdesát', 80: 'osmdesát' };
const CZ_UNITS = ['', 'jedna', 'dva', 'tři', 'čtyři', 'pět', 'šest', 'sedm', 'osm', 'devět'];
const czWords = (n) => (n % 10 === 0 ? CZ_NUM[n] : `${CZ_NUM[n - (n % 10)]} ${CZ_UNITS[n % 10]}`);
/** Whole years between an ISO birth date and 1 September 2025. */
const ageAt = (born) => {
  const [y, m, d] = born.split('-').map(Number);
  let a = 2025 - y;
  if (m > 9 || (m === 9 && d > 1)) a -= 1;
  return a;
};
const addDays = (iso, n) => {
  const t = new Date(`${iso}T00:00:00Z`).getTime() + n * 86400000;
  return new Date(t).toISOString().slice(0, 10);
};
const randDate = (from, to) => {
  const a = new Date(`${from}T00:00:00Z`).getTime() / 86400000;
  const b = new Date(`${to}T00:00:00Z`).getTime() / 86400000;
  let d = addDays(from, r.int(0, b - a));
  // the practices are closed on Sundays
  if (new Date(`${d}T00:00:00Z`).getUTCDay() === 0) d = addDays(d, 1);
  return d;
};

// ------------------------------------------------------------------ suppliers and labs
// [name, country, kind, turnaround days, stated turnaround form, account no., layout]
const SUP_DEF = [
  ['Severn Optical Lab', 'United Kingdom', 'Lens lab', 7, 'd', 'SOL-88213', 'dl'],
  ['Caledonian Lens Lab', 'United Kingdom', 'Lens lab', 10, 'd', 'CLL/40917', 'csv'],
  ['Rheinblick Optiklabor', 'Germany', 'Lens lab', 14, 'w', 'RB-DE-2290', 'dl'],
  ['Brněnská brusírna skel', 'Czech Republic', 'Lens lab', 5, 'd', 'BBS-1187', 'cz'],
  ['Lensoria Praha', 'Czech Republic', 'Lens lab', 8, 'd', 'LP-30562', 'cz'],
  ['ClearSight Contact Lenses', 'United Kingdom', 'Contact lenses', 3, 'd', 'CS-775104', 'prose'],
  ['Dalewood Eyewear', 'United Kingdom', 'Frames', 4, 'd', 'DWE-5521', 'csv'],
  ['Ocula Group', 'United Kingdom', 'Frames', 6, 'd', 'OG-00318', 'dl'],
  ['Marchetti Occhiali', 'Italy', 'Frames', 21, 'w', 'MO-IT-7734', 'csv'],
  ['Nordlys Optik', 'Denmark', 'Frames', 12, 'd', 'NO-4408', 'prose'],
  ['Kestrel Frames Inc.', 'United States', 'Frames', 28, 'w', 'KF-US-19020', 'dl'],
  ['Optika Morava', 'Czech Republic', 'Frames', 10, 'd', 'OM-2214', 'cz'],
];
const suppliers = SUP_DEF.map(([name, country, kind, days, form, acct, layout]) => ({ name, country, kind, days, form, acct, layout }));
const SUP = Object.fromEntries(suppliers.map((s) => [s.name, s]));

// ------------------------------------------------------------------ staff
// [name, practice, role, reg no., days/week, clinics/day, pay kind, pay, slot minutes, started, layout]
const STAFF_DEF = [
  ['Rhys Morgan', 'Cardiff', 'Optometrist', '01-23817', 4, 3, 'salary', 52000, 30, '2011-04-04', 'infobox'],
  ['Bethan Lloyd-Jones', 'Cardiff', 'Optometrist', '01-30472', 5, 2, 'salary', 46500, 30, '2016-09-12', 'infobox'],
  ['Catrin Pugh', 'Cardiff', 'Optometrist', '01-27756', 3, 2, 'salary', 31200, 40, '2019-01-07', 'infobox'],
  ['Owen Price', 'Cardiff', 'Dispensing optician', 'D-11842', 5, 2, 'salary', 29800, null, '2014-06-02', 'infobox'],
  ['Samir Haddad', 'Cardiff', 'Optometrist', '01-34119', 2, 2, 'hourly', 42, 25, '2021-10-04', 'yaml'],
  ['Anjali Rao', 'Cardiff', 'Optometrist', '01-36602', 1, 3, 'hourly', 45, 20, '2023-03-13', 'yaml'],
  ['Ffion Bowen', 'Cardiff', 'Contact lens optician', 'D-13590', 3, 2, 'hourly', 24.5, 30, '2018-05-21', 'yaml'],
  ['Jake Whitfield', 'Cardiff', 'Dispensing optician', 'D-14427', 4, 1, 'hourly', 16.8, null, '2022-08-01', 'yaml'],
  ['Megan Thorne', 'Cardiff', 'Dispensing optician', 'D-15263', 3, 1, 'hourly', 15.2, null, '2025-09-15', 'prose'],
  ['Tereza Horáková', 'Brno', 'Optometrist', 'OK-2231', 5, 2, 'monthly', 54000, 40, '2012-03-01', 'cz'],
  ['Martin Svoboda', 'Brno', 'Optometrist', 'OK-2874', 4, 3, 'monthly', 49500, 30, '2017-09-04', 'cz'],
  ['Lucie Marková', 'Brno', 'Dispensing optician', 'OK-3310', 5, 2, 'monthly', 38000, null, '2015-02-02', 'cz'],
  ['Jiří Kolář', 'Brno', 'Dispensing optician', 'OK-3512', 3, 1, 'monthly', 31500, null, '2020-11-02', 'cz'],
  ['Veronika Šťastná', 'Brno', 'Optometrist', 'OK-3790', 4, 2, 'monthly', 47000, 45, '2025-09-01', 'prose'],
];
const staff = STAFF_DEF.map(([name, practice, role, reg, days, clinics, payKind, pay, slot, start, layout]) => ({ name, practice, role, reg, days, clinics, payKind, pay, slot, start, layout }));
const ST = Object.fromEntries(staff.map((s) => [s.name, s]));

// ------------------------------------------------------------------ patients
const CARDIFF_NAMES = [
  'Gareth Prosser', 'Eleanor Vaughan', 'Dylan Hughes', 'Sarah Whitcombe', 'Mohammed Rahman', 'Glenys Parry', 'Tomasz Nowak', 'Rebecca Llewellyn',
  'Ianto Griffiths', 'Priya Sharma', 'Colin Beddoe', 'Angharad Rees', 'David Okafor', 'Margaret Evans', 'Liam Doyle', 'Siân Bevan',
  'Harold Jenkins', 'Chloe Watkins', 'Yusuf Abdi', 'Nerys Pritchard', 'Kevin Marsh', 'Joan Tudor', 'Alun Davies', 'Hannah Cole',
  'Peter Sullivan', 'Rosa Martinez', 'Emrys Thomas', 'Olivia Grant', 'Bryn Howells', 'Grace Adebayo', 'Neil Fisher', 'Mair Roberts',
  'Stuart Kemp', 'Zara Ahmed', 'Ruth Cadwallader', 'Trevor Ellis', 'Jasmine Lee', 'Wyn Phillips', 'Dorothy Hale', 'Callum Reid',
];
const BRNO_NAMES = [
  'Jana Nováková', 'Petr Dvořák', 'Eva Procházková', 'Tomáš Kučera', 'Marie Veselá', 'Josef Černý', 'Hana Pokorná', 'Lukáš Beneš',
  'Zdeňka Fialová', 'Karel Malý', 'Alena Krejčí', 'Ondřej Sedláček', 'Věra Zemanová', 'Milan Holub', 'Kateřina Jelínková',
];
const FEMALE = new Set(['Eleanor', 'Sarah', 'Glenys', 'Rebecca', 'Priya', 'Angharad', 'Margaret', 'Siân', 'Chloe', 'Nerys', 'Joan', 'Hannah', 'Rosa', 'Olivia', 'Grace', 'Mair', 'Zara', 'Ruth', 'Jasmine', 'Dorothy',
  'Jana', 'Eva', 'Marie', 'Hana', 'Zdeňka', 'Alena', 'Věra', 'Kateřina']);
const isF = (name) => FEMALE.has(name.split(' ')[0]);
const CARDIFF_TOWNS = [['Cardiff', 0.45], ['Penarth', 0.15], ['Barry', 0.12], ['Caerphilly', 0.1], ['Pontypridd', 0.1], ['Cowbridge', 0.08]];
const BRNO_TOWNS = [['Brno', 0.5], ['Kuřim', 0.14], ['Blansko', 0.12], ['Vyškov', 0.1], ['Šlapanice', 0.08], ['Modřice', 0.06]];
const patients = [];
const usedNos = new Set();
function makePatient(name, practice, opts = {}) {
  const age = opts.age ?? r.weighted([[r.int(7, 15), 0.1], [r.int(17, 39), 0.25], [r.int(40, 59), 0.27], [r.int(60, 74), 0.23], [r.int(75, 91), 0.15]]);
  // a birth date that gives that age on 1 September 2025
  const before = r.chance(0.6);
  let born;
  if (before) born = `${2025 - age}-${pad(r.int(1, 8))}-${pad(r.int(1, 28))}`;
  else born = `${2024 - age}-${pad(r.int(9, 12))}-${pad(r.int(2, 28))}`;
  if (ageAt(born) !== age) throw new Error(`age ${name}`);
  let funding;
  let recall;
  if (practice === 'Cardiff') {
    funding = opts.funding ?? (age < 16 || age >= 60 ? 'NHS' : r.chance(0.25) ? 'NHS' : 'Private');
    recall = opts.recall ?? (age < 16 || age >= 70 ? 12 : r.weighted([[24, 0.7], [12, 0.2], [36, 0.1]]));
  } else {
    funding = opts.funding ?? (r.chance(0.6) ? 'Health insurance' : 'Private');
    recall = opts.recall ?? (age >= 70 ? 12 : r.weighted([[24, 0.55], [12, 0.3], [18, 0.15]]));
  }
  // last test: mostly within the recall interval, a few overdue
  const overdue = opts.overdue ?? r.chance(0.17);
  const dueBy = (iso) => {
    const [y, m, d] = iso.split('-').map(Number);
    const mi = y * 12 + (m - 1) + recall;
    return `${Math.floor(mi / 12)}-${pad((mi % 12) + 1)}-${pad(d)}`;
  };
  let last;
  for (;;) {
    last = opts.last ?? randDate(overdue ? '2021-06-01' : '2023-09-10', overdue ? '2024-08-20' : '2025-08-29');
    const due = dueBy(last);
    if (opts.last || (overdue ? due < TODAY : due >= '2025-09-15')) break;
  }
  const cl = opts.cl ?? (age >= 16 && age < 60 ? r.chance(0.38) : r.chance(0.04));
  const optoms = staff.filter((s) => s.practice === practice && s.role === 'Optometrist' && s.start < TODAY);
  const optom = opts.optom ?? (practice === 'Cardiff' ? r.weighted([['Rhys Morgan', 0.32], ['Bethan Lloyd-Jones', 0.34], ['Samir Haddad', 0.14], ['Catrin Pugh', 0.1], ['Anjali Rao', 0.1]]) : r.pick(optoms).name);
  const town = opts.town ?? r.weighted(practice === 'Cardiff' ? CARDIFF_TOWNS : BRNO_TOWNS);
  let no;
  do no = practice === 'Cardiff' ? `CV-${r.int(10000, 29999)}` : `BR-${r.int(1000, 4999)}`;
  while (usedNos.has(no));
  usedNos.add(no);
  const p = { name, practice, age, born, funding, recall, last, cl, optom, town, no };
  patients.push(p);
  return p;
}
// fixed points, then the rest
const FIXED = {
  'Harold Jenkins': { age: 81, funding: 'NHS', recall: 12, cl: false, optom: 'Catrin Pugh', town: 'Penarth' },
  'Glenys Parry': { age: 77, funding: 'NHS', recall: 12, cl: false, optom: 'Catrin Pugh', town: 'Cardiff' },
  'Dorothy Hale': { age: 88, funding: 'NHS', recall: 12, cl: false, optom: 'Catrin Pugh', town: 'Cardiff', overdue: true },
  'Joan Tudor': { age: 84, funding: 'NHS', recall: 12, cl: false, optom: 'Catrin Pugh', town: 'Penarth' },
  'Trevor Ellis': { age: 79, funding: 'NHS', recall: 12, cl: false, optom: 'Catrin Pugh', town: 'Barry' },
  'Chloe Watkins': { age: 27, funding: 'Private', recall: 24, cl: true, optom: 'Samir Haddad', town: 'Penarth' },
  'Liam Doyle': { age: 34, funding: 'Private', recall: 24, cl: true, optom: 'Bethan Lloyd-Jones', town: 'Penarth' },
  'Jasmine Lee': { age: 22, funding: 'Private', recall: 12, cl: true, optom: 'Samir Haddad', town: 'Cardiff' },
  'Věra Zemanová': { age: 63, funding: 'Health insurance', recall: 12, cl: true, town: 'Kuřim' },
  'Tomáš Kučera': { age: 50, funding: 'Private', recall: 24, cl: false, town: 'Kuřim' },
  'Eva Procházková': { age: 58, funding: 'Health insurance', recall: 18, cl: false, town: 'Brno' },
};
for (const n of CARDIFF_NAMES) makePatient(n, 'Cardiff', FIXED[n]);
for (const n of BRNO_NAMES) makePatient(n, 'Brno', FIXED[n]);
const PT = Object.fromEntries(patients.map((p) => [p.name, p]));

// layouts (a shuffled order fixed by the seed; the domiciliary patients are the housebound older ones)
const DOMICILIARY = ['Harold Jenkins', 'Glenys Parry', 'Dorothy Hale', 'Joan Tudor', 'Trevor Ellis'];
const cardiffRest = r.shuffle(CARDIFF_NAMES.filter((n) => !DOMICILIARY.includes(n)));
const PL = {
  card: cardiffRest.slice(0, 8), csv: cardiffRest.slice(8, 22), json: cardiffRest.slice(22, 32), mail: cardiffRest.slice(32, 35), dom: DOMICILIARY,
};
if (cardiffRest.length !== 35) throw new Error('cardiff patients');
// the e-mailed patients registered in August: their first test with us is their last test
for (const n of PL.mail) PT[n].last = randDate('2025-08-04', '2025-08-28');
const brnoOrder = r.shuffle(BRNO_NAMES);
const BL = { tsv: brnoOrder.slice(0, 9), yaml: brnoOrder.slice(9, 13), mail: brnoOrder.slice(13, 15) };
for (const n of BL.mail) PT[n].last = randDate('2025-08-04', '2025-08-28');

function patientFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'patient', attr, value, unit, stated, file);
  F('patient_no', p.no, 'text', p.no);
  F('practice', p.practice, 'place', s.practice ?? '');
  F('age', p.age, 'years', s.age ?? '');
  if (s.born != null) F('born', p.born, 'date', s.born);
  F('town', p.town, 'place', s.town ?? p.town);
  F('last_test', p.last, 'date', s.last);
  F('recall_months', p.recall, 'months', s.recall);
  F('funding', p.funding, 'text', s.funding);
  F('contact_lenses', p.cl, 'bool', s.cl);
  F('optometrist', p.optom, 'person', s.optom ?? p.optom);
}
const recallEn = (m, k) => (m % 12 === 0 && k % 2 ? `${m / 12} year${m === 12 ? '' : 's'}` : `${m} months`);
const czYears = (n) => (n === 1 ? '1 rok' : n <= 4 ? `${n} roky` : `${n} let`);
const recallCz = (m) => (m % 12 === 0 ? czYears(m / 12) : `${m} měsíců`);
const FUND_CZ = { 'Health insurance': 'pojišťovna (VZP)', Private: 'samoplátce' };

// (a1) plain-text record cards, label set A
PL.card.forEach((n, k) => {
  const p = PT[n];
  const file = `patients/record-cards/${slug(n)}.txt`;
  const born = ukDate(p.born);
  const last = fmtDate(p.last, k % 2 ? 'short' : 'long');
  const recall = recallEn(p.recall, k);
  const status = p.funding === 'NHS' ? 'NHS (WECS)' : 'Private';
  patientFacts(p, file, { born, last: `Last sight test: ${last}`, recall: `Recall: ${recall}`, funding: `Status: ${status}`, cl: `Contact lens wearer: ${p.cl ? 'Yes' : 'No'}`, optom: `Optometrist: ${p.optom}`, town: `Town: ${p.town}` });
  corpus.write(file, [
    `PATIENT RECORD — ${n.toUpperCase()}`, '',
    `Name: ${n}`, `Patient no.: ${p.no}`, `Date of birth: ${born}`, `Town: ${p.town}`, `Last sight test: ${last}`, `Recall: ${recall}`,
    `Status: ${status}`, `Contact lens wearer: ${p.cl ? 'Yes' : 'No'}`, `Optometrist: ${p.optom}`, '',
    L(k, ['Prefers morning appointments.', 'Drives; advised on night glare.', 'Family history of glaucoma (mother).', 'Works at a screen all day; 20-20-20 rule explained.', 'Hay fever in summer.']), '',
  ].join('\n'));
});

// (a2) practice-system CSV (units in the header)
{
  const file = 'patients/optix-patient-list-2025-09.csv';
  const rows = PL.csv.map((n) => {
    const p = PT[n];
    const last = ukDate(p.last);
    patientFacts(p, file, { age: String(p.age), last, recall: String(p.recall), funding: p.funding, cl: p.cl ? 'Y' : 'N' });
    return [p.no, n, p.age, p.town, last, p.recall, p.funding, p.cl ? 'Y' : 'N', p.optom];
  });
  corpus.write(file, delimited(['Patient No', 'Name', 'Age (yrs)', 'Town', 'Last exam', 'Recall (months)', 'NHS/Private', 'CL (Y/N)', 'Optom'], rows));
}

// (a3) nested online-booking JSON
{
  const file = 'booking/online-booking-export.json';
  const recs = PL.json.map((n, k) => {
    const p = PT[n];
    const rec = p.recall % 12 === 0 ? { value: p.recall / 12, unit: 'years' } : { value: p.recall, unit: 'months' };
    patientFacts(p, file, { born: p.born, last: p.last, recall: `"value": ${rec.value}`, funding: `"scheme": "${p.funding === 'NHS' ? 'NHS' : 'private'}"`, cl: `"wearer": ${p.cl}`, town: `"town": "${p.town}"` });
    return {
      id: `bk-${(0x1f3a + k * 4099).toString(16)}`,
      patient: { fullName: n, ids: { practiceNo: p.no }, dob: p.born, address: { town: p.town, country: 'Wales' } },
      clinical: { lastExam: { date: p.last, optom: { name: p.optom } }, recall: rec },
      billing: { scheme: p.funding === 'NHS' ? 'NHS' : 'private' },
      contactLenses: { wearer: p.cl },
      nextBooking: null,
    };
  });
  corpus.write(file, JSON.stringify({ source: 'EyeBook online booking', practice: 'Clearview Eyecare, Cardiff', exported: '2025-09-01T06:30:00Z', records: recs }, null, 2) + '\n');
}

// (a4) domiciliary visit notes, label set B
{
  const file = 'domiciliary/domiciliary-patients.md';
  const out = ['# Domiciliary patients (home and care-home visits)', '', 'All NHS under the Wales domiciliary eye care scheme. Visits by Catrin Pugh, Tuesdays and Thursdays.', ''];
  PL.dom.forEach((n, k) => {
    const p = PT[n];
    const born = fmtDate(p.born, 'long');
    const last = fmtDate(p.last, k % 2 ? 'us' : 'long');
    const recall = `every ${p.recall} months`;
    patientFacts(p, file, { born, last: `Last eye test: ${last}`, recall: `Next recall: ${recall}`, funding: 'Funding: NHS (domiciliary)', cl: `Contact lenses: ${p.cl ? 'yes' : 'no'}`, optom: `Seen by: ${p.optom}`, town: `Lives in: ${p.town}` });
    out.push(`## ${n}`, '', `- Patient number: ${p.no}`, `- Born: ${born}`, `- Lives in: ${p.town}${k % 2 ? ' (care home)' : ''}`, `- Last eye test: ${last}`, `- Next recall: ${recall}`,
      `- Funding: NHS (domiciliary)`, `- Contact lenses: ${p.cl ? 'yes' : 'no'}`, `- Seen by: ${p.optom}`, '');
  });
  out.push('_Carers to be told about the recall letter; large-print copies on request._', '');
  corpus.write(file, out.join('\n'));
}

// (a5) new Cardiff patients only in the sentences of a reception e-mail
{
  const file = 'email/2025-08-29-new-patients-this-month.eml';
  const out = ['From: Reception <reception@clearview-eyecare.co.uk>', 'To: Optoms <optoms@clearview-eyecare.co.uk>', 'Date: Fri, 29 Aug 2025 17:12:40 +0100', 'Subject: New patients registered in August', '',
    'Hi all,', '', 'Three new patients joined us this month; their cards are not on Optix yet, so here are the details.', ''];
  PL.mail.forEach((n, k) => {
    const p = PT[n];
    const [she, her] = isF(n) ? ['she', 'her'] : ['he', 'his'];
    const age = `${words(p.age)} years old`;
    const last = fmtDate(p.last, 'long');
    const recall = p.recall === 12 ? 'a yearly recall' : p.recall === 24 ? 'a two-year recall' : p.recall === 36 ? 'a three-year recall' : `a recall in ${words(p.recall)} months`;
    const funding = p.funding === 'NHS' ? 'an NHS patient' : 'a private patient';
    const cl = p.cl ? `${she} wears contact lenses` : `${she} doesn't wear contact lenses`;
    patientFacts(p, file, { age, last, recall, funding, cl, optom: p.optom, town: p.town });
    out.push(k % 2 === 0
      ? `${n} (${p.no}) from ${p.town} is ${age} and had ${her} first test with ${p.optom} on ${last}. ${she[0].toUpperCase() + she.slice(1)} is ${funding}, ${cl}, and ${p.optom.split(' ')[0]} has put ${isF(n) ? 'her' : 'him'} on ${recall}.`
      : `Then ${n}, patient number ${p.no}, ${age}, lives in ${p.town}. Tested by ${p.optom} on ${last}; ${funding}; ${cl}; ${recall}.`, '');
  });
  out.push('Thanks,', 'Lowri (reception)', '');
  corpus.write(file, out.join('\n'));
}

// (a6) Czech TSV card index (units inside the values)
{
  const file = 'brno/pacienti/kartoteka-pacientu-2025.tsv';
  const rows = BL.tsv.map((n) => {
    const p = PT[n];
    const born = czDate(p.born);
    const last = czDate(p.last);
    patientFacts(p, file, { born, last, recall: recallCz(p.recall), funding: FUND_CZ[p.funding], cl: p.cl ? 'ano' : 'ne' });
    return [p.no, n, born, p.town, last, recallCz(p.recall), FUND_CZ[p.funding], p.cl ? 'ano' : 'ne', p.optom];
  });
  corpus.write(file, delimited(['Číslo pacienta', 'Pacient', 'Datum narození', 'Obec', 'Poslední vyšetření', 'Interval kontrol', 'Úhrada', 'Kontaktní čočky', 'Optometrista'], rows, '\t'));
}

// (a7) Czech Markdown pages with YAML front matter
BL.yaml.forEach((n, k) => {
  const p = PT[n];
  const file = `brno/pacienti/${slug(n)}.md`;
  const born = czDateLong(p.born);
  const last = czDateLong(p.last);
  patientFacts(p, file, { born, last, recall: `| Kontrola za | ${recallCz(p.recall)} |`, funding: FUND_CZ[p.funding], cl: `Kontaktní čočky | ${p.cl ? 'ano' : 'ne'}`, town: `Bydliště | ${p.town}` });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['pacient', n], ['cislo', p.no], ['pobocka', 'Brno, Zelný trh']],
    title: `Karta pacienta — ${n}`,
    lead: [L(k, ['Pacient(ka) je objednán(a) přes recepci.', 'Preferuje odpolední termíny.', 'Řidič z povolání — kontrola zorného pole.', 'Alergie na náplasti.'])],
    colA: 'Údaj', colB: 'Hodnota',
    sections: [{ heading: 'Údaje', rows: [['Pacient', n], ['Datum narození', born], ['Bydliště', p.town], ['Poslední vyšetření', last], ['Kontrola za', recallCz(p.recall)], ['Úhrada', FUND_CZ[p.funding]], ['Kontaktní čočky', p.cl ? 'ano' : 'ne'], ['Optometrista', p.optom]] }],
  }));
});

// (a8) new Brno patients only in the sentences of a Czech e-mail
{
  const file = 'brno/posta/2025-08-27-novi-pacienti.eml';
  const out = ['From: Recepce Brno <recepce@optika-zelnytrh.cz>', 'To: Tereza Horáková <horakova@optika-zelnytrh.cz>', 'Date: Wed, 27 Aug 2025 15:40:02 +0200', 'Subject: Noví pacienti v srpnu', '',
    'Dobrý den,', '', 'posílám údaje o dvou nových pacientech, kartu založím příští týden.', ''];
  BL.mail.forEach((n) => {
    const p = PT[n];
    const f = isF(n);
    const age = `${czWords(p.age)} let`;
    const last = czDateLong(p.last);
    const recall = p.recall === 12 ? 'kontrolu za rok' : p.recall === 24 ? 'kontrolu za dva roky' : `kontrolu za ${p.recall} měsíců`;
    const funding = p.funding === 'Private' ? 'platí sám' : 'hradí pojišťovna';
    const cl = p.cl ? `nosí kontaktní čočky` : `kontaktní čočky nenosí`;
    patientFacts(p, file, { age, last, recall, funding, cl, optom: p.optom, town: p.town });
    out.push(`${f ? 'Paní' : 'Pan'} ${n} (${p.no}) z obce ${p.town}, ${f ? 'je jí' : 'je mu'} ${age}. Vyšetření ${last} (${p.optom}), ${recall}, ${f ? funding.replace('platí sám', 'platí sama') : funding}, ${cl}.`, '');
  });
  out.push('S pozdravem', 'Recepce', '');
  corpus.write(file, out.join('\n'));
}
// the Czech e-mail says "platí sama" for a woman: keep the stated form in the file
for (const f of corpus.facts) if (f.file === 'brno/posta/2025-08-27-novi-pacienti.eml' && f.attribute === 'funding' && f.stated === 'platí sám' && isF(f.entity)) f.stated = 'platí sama';

// ------------------------------------------------------------------ (b) staff
function staffFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
  F('reg_no', p.reg, 'text', p.reg);
  F('role', p.role, 'text', s.role);
  F('practice', p.practice, 'place', s.practice ?? '');
  F('days_per_week', p.days, 'days', s.days);
  F('clinics_per_day', p.clinics, '', s.clinics);
  if (p.payKind === 'salary') F('salary', p.pay, 'GBP', s.pay);
  if (p.payKind === 'hourly') F('hourly_rate', p.pay, 'GBP', s.pay);
  if (p.payKind === 'monthly') F('monthly_salary', p.pay, 'CZK', s.pay);
  if (p.slot != null) F('slot_minutes', p.slot, 'min', s.slot);
  F('started', p.start, 'date', s.start);
}
staff.filter((p) => p.layout === 'infobox').forEach((p, k) => {
  const file = `staff/${slug(p.name)}.html`;
  const start = fmtDate(p.start, k % 2 ? 'short' : 'long');
  const pay = `£${group(p.pay)} a year`;
  const rows = [['GOC number', p.reg], ['Role', p.role], ['Practice', 'Clearview Eyecare, Cardiff'], ['Days per week', String(p.days)], ['Clinics per day', String(p.clinics)], ['Salary', pay]];
  if (p.slot) rows.push(['Eye test slot', `${p.slot} min`]);
  rows.push(['Start date', start]);
  staffFacts(p, file, { role: p.role, days: `>${p.days}<`, clinics: `>${p.clinics}<`, pay, slot: p.slot ? `${p.slot} min` : undefined, start, practice: 'Cardiff' });
  corpus.write(file, htmlInfoboxPage({
    title: p.name, docTitle: `${p.name} — staff profile`,
    sections: [{ heading: 'Staff details', rows }],
    lead: [L(k, [`${p.name.split(' ')[0]} runs the glaucoma referral clinic and supervises pre-registration optometrists.`, `${p.name.split(' ')[0]} leads on myopia management for children.`, `${p.name.split(' ')[0]} does the domiciliary visits on Tuesdays and Thursdays.`, `${p.name.split(' ')[0]} manages the frame buying and the dispensing team.`])],
    footer: 'Clearview Eyecare — staff handbook, section 2',
  }));
});
// the infobox renders values between tags: state the bare numbers
for (const f of corpus.facts) if (f.type === 'staff' && (f.attribute === 'days_per_week' || f.attribute === 'clinics_per_day') && f.stated.startsWith('>')) f.stated = `<span class="value">${f.stated.slice(1, -1)}</span>`;
{
  const file = 'staff/locums-and-part-time.md';
  const ps = staff.filter((p) => p.layout === 'yaml');
  const sections = ps.map((p, k) => {
    const works = `${p.days} day${p.days > 1 ? 's' : ''} a week`;
    const rate = `£${p.pay.toFixed(2)}/hr`;
    const joined = fmtDate(p.start, k % 2 ? 'dotted' : 'us');
    const rows = [['GOC reg.', p.reg], ['Position', p.role], ['Works', works], ['Sessions per day', String(p.clinics)], ['Rate', rate]];
    if (p.slot) rows.push(['Test length', `${p.slot} minutes`]);
    rows.push(['Joined', joined]);
    staffFacts(p, file, { role: `| Position | ${p.role} |`, days: works, clinics: `| Sessions per day | ${p.clinics} |`, pay: rate, slot: p.slot ? `${p.slot} minutes` : undefined, start: joined });
    return { heading: p.name, rows };
  });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['title', 'Locum and part-time register'], ['practice', 'Clearview Eyecare, Cardiff'], ['updated', '2025-09-01']],
    title: 'Locum and part-time register', lead: ['Hourly-paid clinical staff. Rates are per hour worked, paid monthly in arrears.'],
    sections, footer: 'Locum bookings go through Owen Price.',
  }));
}
{
  const file = 'email/2025-08-20-new-dispensing-optician.eml';
  const p = ST['Megan Thorne'];
  staffFacts(p, file, { role: 'dispensing optician', days: 'three days a week', clinics: 'one fitting clinic a day', pay: '£15.20 an hour', start: fmtDate(p.start, 'long'), practice: 'Cardiff' });
  corpus.write(file, `From: Owen Price <owen.price@clearview-eyecare.co.uk>
To: All staff <staff@clearview-eyecare.co.uk>
Date: Wed, 20 Aug 2025 12:03:51 +0100
Subject: Welcome Megan

Hi everyone,

I'm pleased to say Megan Thorne joins us in Cardiff on ${fmtDate(p.start, 'long')} as a dispensing optician. She has just
qualified (GOC registration ${p.reg}) and will work three days a week, Tuesday to Thursday,
running one fitting clinic a day. She is on £15.20 an hour to start with, reviewed after six months.

Please make her welcome, and Jake, could you show her the new edging machine?

Owen
`);
}
{
  const file = 'brno/personal/tym-brno.html';
  const ROLE_CZ = { Optometrist: (f) => (f ? 'optometristka' : 'optometrista'), 'Dispensing optician': (f) => (f ? 'oční optička' : 'oční optik') };
  const FEM = new Set(['Tereza Horáková', 'Lucie Marková', 'Veronika Šťastná']);
  const sections = staff.filter((p) => p.layout === 'cz').map((p) => {
    const role = ROLE_CZ[p.role](FEM.has(p.name));
    const pay = `${czk(p.pay)} měsíčně`;
    const rows = [['Registrační číslo', p.reg], ['Pozice', role], ['Pracovní dny v týdnu', String(p.days)], ['Ordinační bloky za den', String(p.clinics)], ['Mzda', pay]];
    if (p.slot) rows.push(['Délka vyšetření', `${p.slot} min`]);
    rows.push(['Nástup', czDateLong(p.start)]);
    staffFacts(p, file, { role: `Pozice</dt><dd>${role}`, days: `Pracovní dny v týdnu</dt><dd>${p.days}`, clinics: `Ordinační bloky za den</dt><dd>${p.clinics}`, pay, slot: p.slot ? `${p.slot} min` : undefined, start: czDateLong(p.start) });
    return { heading: p.name, rows };
  });
  corpus.write(file, htmlDlPage({ title: 'Tým — Oční optika Zelný trh, Brno', site: 'Oční optika Zelný trh', lead: ['Přehled zaměstnanců k 1. září 2025.'], sections, footer: 'Personální oddělení' }).replace('<html lang="en">', '<html lang="cs">'));
}
{
  const file = 'brno/posta/2025-08-18-nova-optometristka.eml';
  const p = ST['Veronika Šťastná'];
  staffFacts(p, file, { role: 'optometristka', days: 'čtyři dny v týdnu', clinics: 'dva ordinační bloky denně', pay: '47 000 Kč měsíčně', slot: 'po 45 minutách', start: czDateLong(p.start) });
  corpus.write(file, `From: Tereza Horáková <horakova@optika-zelnytrh.cz>
To: Tým Brno <tym@optika-zelnytrh.cz>
Cc: Rhys Morgan <rhys.morgan@clearview-eyecare.co.uk>
Date: Mon, 18 Aug 2025 09:21:15 +0200
Subject: Nová kolegyně od září

Milí kolegové,

od ${czDateLong(p.start)} k nám nastupuje nová optometristka Veronika Šťastná (registrační číslo ${p.reg}).
Bude pracovat čtyři dny v týdnu (pondělí až čtvrtek), dva ordinační bloky denně, vyšetření po 45 minutách.
Nástupní mzda je 47 000 Kč měsíčně.

Prosím, připravte jí pracovní místo v druhé vyšetřovně.

Tereza
`);
}

// ------------------------------------------------------------------ (b2) wide eye tests per month
const MKEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug'];
const testers = staff.filter((p) => p.role === 'Optometrist' && p.start < TODAY);
for (const p of testers) {
  p.tests = {};
  const base = p.days * p.clinics * 4.2 * (p.practice === 'Brno' ? 2.6 : 3.1);
  MKEYS.forEach((m, i) => {
    const season = [0.9, 0.95, 1.05, 1.0, 1.0, 0.95, 0.85, 0.8][i];
    p.tests[m] = Math.round(base * season * r.float(0.85, 1.15));
  });
}
{
  const file = 'reports/eye-tests-per-month-2025.csv';
  const rows = testers.filter((p) => p.practice === 'Cardiff').map((p) => {
    MKEYS.forEach((m) => corpus.also(p.name, 'staff', `tests_2025_${m}`, p.tests[m], 'tests', String(p.tests[m]), file));
    return [p.name, p.reg, ...MKEYS.map((m) => p.tests[m])];
  });
  corpus.write(file, delimited(['Optometrist', 'GOC', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'], rows));
}
{
  const file = 'brno/vykazy/vysetreni-2025.md';
  const out = ['# Počet vyšetření zraku 2025', '', 'Oční optika Zelný trh, Brno — počet provedených vyšetření za měsíc.', '', '| Optometrista | led | úno | bře | dub | kvě | čvn | čvc | srp |', '|---|---|---|---|---|---|---|---|---|'];
  testers.filter((p) => p.practice === 'Brno').forEach((p) => {
    MKEYS.forEach((m) => corpus.also(p.name, 'staff', `tests_2025_${m}`, p.tests[m], 'tests', String(p.tests[m]), file));
    out.push(`| ${p.name} | ${MKEYS.map((m) => p.tests[m]).join(' | ')} |`);
  });
  out.push('', 'Srpen: dovolená — ordinace zavřena 11.–15. 8.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (c) prescriptions
const q4 = (x) => Math.round(x * 4) / 4;
const clampQ = (x, lo, hi) => Math.min(hi, Math.max(lo, q4(x)));
function makeRx(p) {
  const myope = p.age < 45 ? r.chance(0.7) : r.chance(0.4);
  const rs = myope ? clampQ(-r.float(0.25, 7.5), -8, 0) : clampQ(r.float(0, 4.5), 0, 5);
  const ls = clampQ(rs + q4(r.float(-0.75, 0.75)), -8.5, 5.5);
  const cylOf = () => (r.chance(0.35) ? 0 : -q4(r.float(0.25, 2.75)) || -0.25);
  const rc = cylOf();
  const lc = cylOf();
  const ax = (c) => (c === 0 ? null : r.int(1, 36) * 5);
  const add = p.age >= 45 ? clampQ(0.75 + (Math.min(p.age, 70) - 45) * 0.09 + r.float(-0.25, 0.25), 0.75, 3) : 0;
  return { patient: p.name, date: p.last, rs, rc, ra: ax(rc), ls, lc, la: ax(lc), add, by: p.optom };
}
// prescriptions: two of Rhys Morgan's patients in his clinic notes, then the rest; a few fixed points hold one
const cardiffPool = r.shuffle([...PL.card, ...PL.csv, ...PL.json, ...PL.dom]);
const rxPatients = {};
rxPatients.prose = cardiffPool.filter((n) => PT[n].optom === 'Rhys Morgan' && !PL.dom.includes(n)).slice(0, 2);
// patients overdue for their recall come last: their old prescriptions are rarely the ones on file
const dueOf = (p) => {
  const [y, m, d] = p.last.split('-').map(Number);
  const mi = y * 12 + (m - 1) + p.recall;
  return `${Math.floor(mi / 12)}-${pad((mi % 12) + 1)}-${pad(d)}`;
};
const isOverdue = (n) => dueOf(PT[n]) < TODAY;
const restCandidates = cardiffPool.filter((n) => n !== 'Harold Jenkins' && !rxPatients.prose.includes(n));
const restPool = ['Harold Jenkins', ...restCandidates.filter((n) => !isOverdue(n)), ...restCandidates.filter(isOverdue)];
rxPatients.html = restPool.slice(0, 5);
rxPatients.csv = restPool.slice(5, 17);
rxPatients.json = restPool.slice(17, 26);
rxPatients.cz = ['Tomáš Kučera', 'Věra Zemanová', ...r.shuffle([...BL.tsv, ...BL.yaml].filter((n) => !['Tomáš Kučera', 'Věra Zemanová'].includes(n)))].slice(0, 8);
if (rxPatients.prose.length !== 2) throw new Error('prose rx');
const rxs = [];
for (const lay of ['csv', 'json', 'html', 'prose', 'cz']) {
  for (const n of rxPatients[lay]) {
    const x = makeRx(PT[n]);
    x.layout = lay;
    rxs.push(x);
  }
}
// numbered in date order: RX-yy-nnnn in Cardiff, PR-yyyy-nnn in Brno
let rxSeq = 140;
let czSeq = 31;
for (const x of [...rxs].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))) {
  if (x.layout === 'cz') {
    x.code = `PR-${x.date.slice(0, 4)}-${pad(czSeq, 3)}`;
    czSeq += r.int(2, 17);
  } else {
    x.code = `RX-${x.date.slice(2, 4)}-${pad(rxSeq, 4)}`;
    rxSeq += r.int(3, 29);
  }
}
rxs.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
const RX = Object.fromEntries(rxs.map((x) => [x.code, x]));
for (const x of rxs) PT[x.patient].rx = x.code;
const sgn = (v) => (v > 0 ? `+${v.toFixed(2)}` : v < 0 ? v.toFixed(2) : '0.00');
function rxFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.code, 'prescription', attr, value, unit, stated, file);
  F('patient', x.patient, 'person', s.patient ?? x.patient);
  F('date', x.date, 'date', s.date);
  F('r_sph', x.rs, 'D', s.rs);
  F('r_cyl', x.rc, 'D', s.rc);
  F('r_axis', x.ra, 'deg', s.ra ?? '');
  F('l_sph', x.ls, 'D', s.ls);
  F('l_cyl', x.lc, 'D', s.lc);
  F('l_axis', x.la, 'deg', s.la ?? '');
  F('add', x.add, 'D', s.add);
  F('prescriber', x.by, 'person', s.by ?? x.by);
}
{
  const file = 'clinical/prescriptions-register-cardiff.csv';
  const sph = (v) => (v === 0 ? 'Plano' : sgn(v));
  const cyl = (v) => (v === 0 ? 'DS' : sgn(v));
  const rows = rxs.filter((x) => x.layout === 'csv').map((x) => {
    const date = ukDate(x.date);
    rxFacts(x, file, { date, rs: sph(x.rs), rc: cyl(x.rc), ra: x.ra == null ? '' : String(x.ra), ls: sph(x.ls), lc: cyl(x.lc), la: x.la == null ? '' : String(x.la), add: x.add ? sgn(x.add) : '' });
    return [x.code, x.patient, PT[x.patient].no, date, sph(x.rs), cyl(x.rc), x.ra ?? '', sph(x.ls), cyl(x.lc), x.la ?? '', x.add ? sgn(x.add) : '', x.by];
  });
  corpus.write(file, delimited(['Rx no', 'Patient', 'Patient no', 'Date', 'R Sph (D)', 'R Cyl (D)', 'R Axis (deg)', 'L Sph (D)', 'L Cyl (D)', 'L Axis (deg)', 'Add (D)', 'Optometrist'], rows));
}
{
  const file = 'clinical/rx-export-2025.json';
  const recs = rxs.filter((x) => x.layout === 'json').map((x) => {
    rxFacts(x, file, { date: x.date, rs: `"od_sph": ${x.rs}`, rc: `"od_cyl": ${x.rc}`, ra: x.ra == null ? '' : `"od_axis": ${x.ra}`, ls: `"os_sph": ${x.ls}`, lc: `"os_cyl": ${x.lc}`, la: x.la == null ? '' : `"os_axis": ${x.la}`, add: `"add": ${x.add}` });
    return { rx_id: x.code, patient: x.patient, patient_no: PT[x.patient].no, issued: x.date, od_sph: x.rs, od_cyl: x.rc, od_axis: x.ra, os_sph: x.ls, os_cyl: x.lc, os_axis: x.la, add: x.add, optometrist: x.by };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
rxs.filter((x) => x.layout === 'html').forEach((x, k) => {
  const file = `clinical/prescriptions/${x.code}.html`;
  const date = fmtDate(x.date, k % 2 ? 'long' : 'short');
  const sph = (v) => (v === 0 ? 'Plano' : sgn(v).replace('-', '−'));
  const cyl = (v) => (v === 0 ? 'DS' : sgn(v).replace('-', '−'));
  const add = x.add ? `+${x.add.toFixed(2)}` : 'none';
  rxFacts(x, file, { date, rs: sph(x.rs), rc: cyl(x.rc), ra: x.ra == null ? '' : `${x.ra}°`, ls: sph(x.ls), lc: cyl(x.lc), la: x.la == null ? '' : `${x.la}°`, add: `Reading addition</td><td>${add}` });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Spectacle prescription ${x.code}</title></head>
<body>
<h1>Spectacle prescription ${x.code}</h1>
<p>Clearview Eyecare, 212 Whitchurch Road, Cardiff CF14 3NB</p>
<table class="spec">
  <tbody>
    <tr><td>Patient</td><td>${esc(x.patient)} (${PT[x.patient].no})</td></tr>
    <tr><td>Date of examination</td><td>${date}</td></tr>
    <tr><td>Optometrist</td><td>${esc(x.by)}</td></tr>
  </tbody>
</table>
<table class="rx">
  <thead><tr><th>Eye</th><th>Sphere</th><th>Cylinder</th><th>Axis</th></tr></thead>
  <tbody>
    <tr><td>Right (R)</td><td>${sph(x.rs)}</td><td>${cyl(x.rc)}</td><td>${x.ra == null ? '—' : `${x.ra}°`}</td></tr>
    <tr><td>Left (L)</td><td>${sph(x.ls)}</td><td>${cyl(x.lc)}</td><td>${x.la == null ? '—' : `${x.la}°`}</td></tr>
  </tbody>
</table>
<table class="spec">
  <tbody>
    <tr><td>Reading addition</td><td>${add}</td></tr>
    <tr><td>Lens advice</td><td>${x.add ? 'varifocal or bifocal' : 'single vision'}</td></tr>
  </tbody>
</table>
<p>${L(k, ['Distance and near vision correction.', 'Advised single vision for the computer at work.', 'Patient reminded to return if vision changes.'])}</p>
</body>
</html>
`);
});
{
  const file = 'clinical/clinic-notes-rhys-morgan-2025.md';
  const out = ['# Clinic notes — Rhys Morgan', '', 'Personal notes kept alongside Optix; the full record is on the system.', ''];
  const dsph = (v) => (v === 0 ? 'plano' : sgn(v));
  rxs.filter((x) => x.layout === 'prose').forEach((x, k) => {
    const p = PT[x.patient];
    const [she, her] = isF(p.name) ? ['she', 'her'] : ['he', 'his'];
    const date = fmtDate(x.date, 'long');
    const eye = (s, c, a) => (c === 0 ? `${dsph(s)} with no cylinder` : `${dsph(s)} with ${sgn(c)} cylinder at axis ${a}`);
    const addTxt = x.add ? `a reading add of ${sgn(x.add)}` : 'no reading add';
    rxFacts(x, file, { date, rs: dsph(x.rs), rc: x.rc === 0 ? 'no cylinder' : sgn(x.rc), ra: x.ra == null ? '' : `axis ${x.ra}`, ls: dsph(x.ls), lc: x.lc === 0 ? 'no cylinder' : sgn(x.lc), la: x.la == null ? '' : `axis ${x.la}`, add: addTxt, by: 'Rhys Morgan' });
    out.push(`## ${date}`, '', k === 0
      ? `Saw ${p.name} today (prescription ${x.code}). Right eye came out at ${eye(x.rs, x.rc, x.ra)}; left eye ${eye(x.ls, x.lc, x.la)}. Issued with ${addTxt}. ${she[0].toUpperCase() + she.slice(1)} is happy with ${her} current frame.`
      : `${p.name}: refraction for ${x.code}. R ${eye(x.rs, x.rc, x.ra)}, L ${eye(x.ls, x.lc, x.la)}; ${addTxt}. Fundus photos normal, pressures fine.`, '');
  });
  out.push('## Reminders', '', 'Order more trial lenses (the +0.25 and −0.25 are missing). OCT service due in October.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'brno/predpisy/predpisy-2025.csv';
  const cz = (v) => (v === 0 ? '0,00' : sgn(v).replace('.', ','));
  const rows = rxs.filter((x) => x.layout === 'cz').map((x) => {
    const date = czDate(x.date).replace(/ /g, '');
    rxFacts(x, file, { date, rs: cz(x.rs), rc: cz(x.rc), ra: x.ra == null ? '' : String(x.ra), ls: cz(x.ls), lc: cz(x.lc), la: x.la == null ? '' : String(x.la), add: x.add ? cz(x.add) : 'n/a' });
    return [x.code, x.patient, date, cz(x.rs), cz(x.rc), x.ra ?? 'n/a', cz(x.ls), cz(x.lc), x.la ?? 'n/a', x.add ? cz(x.add) : 'n/a', x.by];
  });
  const head = 'Oční optika Zelný trh - export předpisů brýlí\nExportováno: 01.09.2025 07:55;Uživatel: horakova\nPravé oko = P, levé oko = L; dioptrie (D)\n\n';
  corpus.write(file, head + delimited(['Předpis č.', 'Pacient', 'Datum', 'P sféra', 'P cylindr', 'P osa', 'L sféra', 'L cylindr', 'L osa', 'Adice', 'Předepsal(a)'], rows, ';'));
}

// ------------------------------------------------------------------ (d) frames
// brand → supplier
const BRANDS = {
  Dalewood: 'Dalewood Eyewear', Harlech: 'Ocula Group', Ocula: 'Ocula Group', Marchetti: 'Marchetti Occhiali', Nordlys: 'Nordlys Optik',
  Kestrel: 'Kestrel Frames Inc.', Morava: 'Optika Morava',
};
const PREFIX = { Dalewood: 'DW', Harlech: 'HL', Ocula: 'OC', Marchetti: 'MC', Nordlys: 'NL', Kestrel: 'KS', Morava: 'MO' };
const frames = [];
const usedCodes = new Set();
function makeFrame(brand, practice, layout, opts = {}) {
  const material = opts.material ?? r.weighted([['Acetate', 0.45], ['Metal', 0.3], ['Titanium', 0.25]]);
  const width = opts.width ?? r.int(46, 57);
  const weight = opts.weight ?? (material === 'Titanium' ? r.int(9, 17) : material === 'Metal' ? r.int(14, 23) : r.int(19, 31));
  const premium = { Marchetti: 1.5, Nordlys: 1.35, Kestrel: 1.2, Dalewood: 0.8, Harlech: 0.9, Ocula: 1.0, Morava: 1 }[brand] * (material === 'Titanium' ? 1.4 : 1);
  const price = opts.price ?? (practice === 'Cardiff' ? Math.round((r.int(69, 159) * premium) / 5) * 5 - 1 : Math.round((r.int(1200, 3900) * premium) / 100) * 100 - 10);
  const stock = opts.stock ?? r.weighted([[0, 0.12], [r.int(1, 3), 0.4], [r.int(4, 8), 0.35], [r.int(9, 14), 0.13]]);
  let code;
  do code = `${PREFIX[brand]}-${brand === 'Marchetti' || brand === 'Kestrel' ? r.int(100, 999) : r.int(1000, 9999)}`;
  while (usedCodes.has(code));
  usedCodes.add(code);
  const f = { code, brand, supplier: BRANDS[brand], material, width, weight, price, stock, practice, layout, colour: r.pick(['black', 'tortoiseshell', 'gunmetal', 'navy', 'crystal', 'gold', 'burgundy', 'grey']) };
  frames.push(f);
  return f;
}
for (let i = 0; i < 5; i++) makeFrame('Dalewood', 'Cardiff', 'yaml-dw');
for (let i = 0; i < 5; i++) makeFrame(i < 3 ? 'Harlech' : 'Ocula', 'Cardiff', 'yaml-og');
for (let i = 0; i < 8; i++) makeFrame(['Marchetti', 'Nordlys', 'Ocula', 'Marchetti'][i % 4], 'Cardiff', 'tsv');
for (let i = 0; i < 6; i++) makeFrame('Kestrel', 'Cardiff', 'json', { material: i < 2 ? 'Titanium' : i < 4 ? 'Metal' : 'Acetate' });
for (let i = 0; i < 6; i++) makeFrame(i < 4 ? 'Morava' : 'Marchetti', 'Brno', 'cz', { material: ['Titanium', 'Acetate', 'Metal', 'Titanium', 'Acetate', 'Metal'][i] });
makeFrame('Nordlys', 'Cardiff', 'prose', { material: 'Titanium', width: 51, weight: 11, price: 189, stock: 6 });
makeFrame('Nordlys', 'Cardiff', 'prose', { material: 'Acetate', width: 54, weight: 24, price: 165, stock: 4 });
const FR = Object.fromEntries(frames.map((f) => [f.code, f]));
function frameFacts(f, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(f.code, 'frame', attr, value, unit, stated, file);
  F('brand', f.brand, 'text', s.brand ?? f.brand);
  F('material', f.material, 'text', s.material);
  F('lens_width', f.width, 'mm', s.width);
  F('weight', f.wg ?? f.weight, 'g', s.weight);
  F('price', f.price, f.practice === 'Cardiff' ? 'GBP' : 'CZK', s.price);
  F('stock', f.stock, '', s.stock);
  F('supplier', f.supplier, 'text', s.supplier ?? f.supplier);
  F('practice', f.practice, 'place', s.practice ?? '');
}
for (const [lay, brandTitle, sup] of [['yaml-dw', 'Dalewood', 'Dalewood Eyewear'], ['yaml-og', 'Harlech and Ocula', 'Ocula Group']]) {
  const file = `frames/catalogue-${slug(sup)}.md`;
  const fs2 = frames.filter((f) => f.layout === lay);
  const sections = fs2.map((f) => {
    frameFacts(f, file, { material: `| Material | ${f.material} |`, width: `${f.width} mm`, weight: `${f.weight} g`, price: gbp(f.price), stock: `| In stock | ${f.stock} |`, supplier: sup });
    return { heading: `${f.brand} ${f.code}`, rows: [['Model', f.code], ['Brand', f.brand], ['Material', f.material], ['Lens width', `${f.width} mm`], ['Bridge', `${r.int(15, 21)} mm`], ['Weight', `${f.weight} g`], ['Colour', f.colour], ['Price', gbp(f.price)], ['In stock', String(f.stock)]] };
  });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['supplier', sup], ['brands', brandTitle], ['season', 'Autumn 2025'], ['practice', 'Cardiff']],
    title: `${brandTitle} frames — ${sup}`, lead: [`Frames we carry from ${sup}. Prices are our retail prices including a basic single-vision lens.`],
    sections, colA: 'Spec', colB: 'Value', footer: 'Stock as counted on 29 August 2025.',
  }));
}
{
  const file = 'frames/stock-count-2025-08.tsv';
  const rows = frames.filter((f) => f.layout === 'tsv').map((f) => {
    frameFacts(f, file, { material: f.material.toLowerCase(), width: `${f.width} mm`, weight: `${f.weight} g`, price: gbp(f.price), stock: `${f.stock} pc${f.stock === 1 ? '' : 's'}` });
    return [f.code, f.brand, f.material.toLowerCase(), `${f.width} mm`, `${f.weight} g`, f.colour, gbp(f.price), `${f.stock} pc${f.stock === 1 ? '' : 's'}`, f.supplier];
  });
  corpus.write(file, delimited(['Model', 'Brand', 'Material', 'Eye size', 'Weight', 'Colour', 'Retail', 'On shelf', 'Supplier'], rows, '\t'));
}
{
  const file = 'frames/kestrel-catalog-2025.json';
  const recs = frames.filter((f) => f.layout === 'json').map((f) => {
    const oz = Math.round((f.weight / OZ) * 100) / 100;
    f.wg = r4(oz * OZ);
    frameFacts(f, file, { material: `"material": "${f.material.toLowerCase()}"`, width: `"eye_size_mm": ${f.width}`, weight: `"value": ${oz}`, price: `"gbp": ${f.price}`, stock: `"uk_stock": ${f.stock}`, supplier: 'Kestrel Frames Inc.' });
    return { sku: f.code, product: { brand: 'Kestrel', line: r.pick(['Aero', 'Summit', 'Harbor']), specs: { material: f.material.toLowerCase(), eye_size_mm: f.width, bridge_mm: r.int(16, 20), temple_mm: r.pick([135, 140, 145]), weight: { value: oz, unit: 'oz' } } }, pricing: { uk_retail: { gbp: f.price } }, inventory: { uk_stock: f.stock, warehouse: 'Bristol' } };
  });
  corpus.write(file, JSON.stringify({ vendor: 'Kestrel Frames Inc.', hq: 'Portland, Oregon', uk_distributor: 'via Clearview direct account', catalog: recs }, null, 2) + '\n');
}
{
  const file = 'brno/obruby/sklad-obrub.html';
  const MAT = { Titanium: 'titan', Acetate: 'acetát', Metal: 'kov' };
  const rows = frames.filter((f) => f.layout === 'cz').map((f) => {
    frameFacts(f, file, { material: MAT[f.material], width: `${f.width} mm`, weight: `${f.weight} g`, price: czk(f.price), stock: `${f.stock} ks` });
    return `    <tr><td>${f.code}</td><td>${f.brand}</td><td>${MAT[f.material]}</td><td>${f.width} mm</td><td>${f.weight} g</td><td>${czk(f.price)}</td><td>${f.stock} ks</td><td>${esc(f.supplier)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="cs"><head><meta charset="utf-8"><title>Sklad obrub — Brno</title></head>
<body>
<h1>Sklad obrub — Oční optika Zelný trh</h1>
<p>Stav skladu k 31. 8. 2025. Ceny včetně DPH.</p>
<table>
  <thead><tr><th>Obruba</th><th>Značka</th><th>Materiál</th><th>Šířka skla</th><th>Hmotnost</th><th>Cena</th><th>Skladem</th><th>Dodavatel</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
{
  const file = 'frames/rep-visit-notes-2025-07.md';
  const [a, b] = frames.filter((f) => f.layout === 'prose');
  frameFacts(a, file, { material: 'titanium', width: '51 mm eye', weight: 'eleven grams', price: '£189', stock: 'took six', supplier: 'Nordlys Optik' });
  frameFacts(b, file, { material: 'acetate', width: '54 mm', weight: '24 g', price: '£165', stock: 'four of those', supplier: 'Nordlys Optik' });
  corpus.write(file, `# Rep visit — Nordlys Optik, 17 July 2025

Mette from Nordlys Optik came in with the autumn range. Owen and I went through it after closing.

We liked the new titanium model ${a.code}: 51 mm eye, very light at eleven grams, retail £189. We took six in
assorted colours. The acetate ${b.code} is chunkier (54 mm, 24 g) and will sell to the younger crowd at £165; we took
four of those.

She says their delivery is holding at about twelve days from Aarhus. Next visit in January.

Jake
`);
}
for (const f of frames) if (f.wg != null) f.weight = f.wg;

// ------------------------------------------------------------------ (e) lens orders
const COATINGS = ['Anti-reflective', 'Hard coat', 'Blue light filter', 'Photochromic', 'Tint'];
const orders = [];
function makeOrder(pName, layout, lab) {
  const p = PT[pName];
  const rx = RX[p.rx];
  const type = rx && rx.add > 0 ? r.weighted([['Varifocal', 0.7], ['Bifocal', 0.2], ['Single vision', 0.1]]) : 'Single vision';
  const coatings = ['Anti-reflective'];
  if (r.chance(0.35)) coatings.push('Blue light filter');
  if (r.chance(0.2)) coatings.push('Photochromic');
  if (r.chance(0.3)) coatings.push('Hard coat');
  if (r.chance(0.12)) coatings.splice(0, 1);
  if (!coatings.length) coatings.push('Hard coat');
  const pool = frames.filter((f) => f.practice === p.practice);
  const frame = r.pick(pool);
  // glasses are ordered after the test that gave the prescription
  const ordered = randDate(rx.date > '2025-06-02' ? addDays(rx.date, 1) : '2025-06-02', '2025-08-28');
  const back = addDays(ordered, SUP[lab].days + r.int(-1, 3));
  const received = back <= '2025-08-30' ? back : null;
  const lensPrice = p.practice === 'Cardiff'
    ? { 'Single vision': r.int(6, 14) * 10, Varifocal: r.int(22, 48) * 10, Bifocal: r.int(14, 24) * 10 }[type] + coatings.length * 15 - 1
    : { 'Single vision': r.int(15, 40) * 100, Varifocal: r.int(55, 120) * 100, Bifocal: r.int(35, 60) * 100 }[type] + coatings.length * 300 - 10;
  const price = lensPrice + (p.practice === 'Cardiff' ? Math.round(frame.price * 0.8) : Math.round(frame.price * 0.8 / 10) * 10);
  const o = { code: null, patient: pName, frame: frame.code, type, coatings, lab, ordered, received, price, practice: p.practice, layout };
  orders.push(o);
  return o;
}
// orders: patients with a prescription who are not overdue; the two chased jobs were ordered in early August
const rxOk = rxs.filter((x) => !x.code.startsWith('PR') && !isOverdue(x.patient));
const chased = r.shuffle(rxOk.filter((x) => x.date < '2025-08-01')).slice(0, 2).map((x) => x.patient);
const withRxCardiff = [...r.shuffle(rxOk.map((x) => x.patient).filter((n) => !chased.includes(n))), ...chased];
if (withRxCardiff.length < 28) throw new Error(`only ${withRxCardiff.length} Cardiff patients to order for`);
const withRxBrno = r.shuffle(rxs.filter((x) => x.code.startsWith('PR') && !isOverdue(x.patient)).map((x) => x.patient));
if (withRxBrno.length < 6) throw new Error('Brno orders');
// one order per patient
withRxCardiff.slice(0, 12).forEach((n, i) => makeOrder(n, 'portal', i % 3 === 2 ? 'Caledonian Lens Lab' : 'Severn Optical Lab'));
withRxCardiff.slice(12, 20).forEach((n, i) => makeOrder(n, 'md', ['Severn Optical Lab', 'Caledonian Lens Lab', 'Rheinblick Optiklabor'][i % 3]));
withRxCardiff.slice(20, 26).forEach((n, i) => makeOrder(n, 'semi', i % 2 ? 'Rheinblick Optiklabor' : 'Severn Optical Lab'));
withRxCardiff.slice(26, 28).forEach((n) => makeOrder(n, 'prose', 'Caledonian Lens Lab'));
withRxBrno.slice(0, 6).forEach((n, i) => makeOrder(n, 'cz', i % 3 === 2 ? 'Rheinblick Optiklabor' : i % 2 ? 'Lensoria Praha' : 'Brněnská brusírna skel'));
// the chased orders are still at the lab
for (const o of orders.filter((x) => x.layout === 'prose')) {
  o.ordered = randDate('2025-08-04', '2025-08-12');
  o.received = null;
}
// numbered in date order: LO-25-nnnn in Cardiff, OBJ-2025-nnn in Brno
let oSeq = 812;
let czO = 97;
for (const o of [...orders].sort((a, b) => (a.ordered < b.ordered ? -1 : a.ordered > b.ordered ? 1 : 0))) {
  if (o.practice === 'Brno') o.code = `OBJ-2025-${pad((czO += r.int(3, 14)), 3)}`;
  else o.code = `LO-25-${pad((oSeq += r.int(2, 9)), 4)}`;
}
orders.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
const OR = Object.fromEntries(orders.map((o) => [o.code, o]));
function orderFacts(o, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(o.code, 'order', attr, value, unit, stated, file);
  F('patient', o.patient, 'person', s.patient ?? o.patient);
  F('frame', o.frame, 'text', o.frame);
  F('lens_type', o.type, 'text', s.type);
  F('coatings', o.coatings, 'list', s.coatings);
  F('lab', o.lab, 'text', s.lab ?? o.lab);
  F('ordered', o.ordered, 'date', s.ordered);
  F('received', o.received ?? '', 'date', s.received);
  F('price', o.price, o.practice === 'Cardiff' ? 'GBP' : 'CZK', s.price);
  F('practice', o.practice, 'place', s.practice ?? '');
}
{
  const file = 'orders/lab-portal-orders-2025.json';
  const recs = orders.filter((o) => o.layout === 'portal').map((o) => {
    orderFacts(o, file, { type: `"lens_type": "${o.type.toLowerCase()}"`, coatings: `"coatings": [`, ordered: o.ordered, received: o.received ?? '"received_date": null', price: `"retail_price_gbp": ${o.price}` });
    return { order_no: o.code, patient_name: o.patient, frame_model: o.frame, lens_type: o.type.toLowerCase(), coatings: o.coatings.map((c) => c.toLowerCase()), lab: o.lab, order_date: o.ordered, received_date: o.received, retail_price_gbp: o.price, status: o.received ? 'received' : 'at lab' };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'orders/job-tickets-summer-2025.md';
  const out = ['# Job tickets — June to August 2025', '', 'Glazing jobs sent out from Cardiff (copied from the paper tickets).', ''];
  const CT = { 'Anti-reflective': 'anti-reflection', 'Hard coat': 'hard coat', 'Blue light filter': 'blue filter', Photochromic: 'photochromic (Transitions)', Tint: 'tint' };
  orders.filter((o) => o.layout === 'md').forEach((o, k) => {
    const ordered = fmtDate(o.ordered, k % 2 ? 'short' : 'long');
    const back = o.received ? fmtDate(o.received, k % 2 ? 'short' : 'long') : 'not back yet';
    const coat = o.coatings.map((c) => CT[c]).join(' + ');
    orderFacts(o, file, { type: `Lens: ${o.type}`, coatings: `Coating: ${coat}`, lab: `Sent to: ${o.lab}`, ordered: `Ordered: ${ordered}`, received: `Back from lab: ${back}`, price: `Charged: ${gbp(o.price)}` });
    out.push(`## Job no. ${o.code}`, '', `- Patient: ${o.patient}`, `- Frame: ${o.frame}`, `- Lens: ${o.type}`, `- Coating: ${coat}`, `- Sent to: ${o.lab}`, `- Ordered: ${ordered}`, `- Back from lab: ${back}`, `- Charged: ${gbp(o.price)}`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'orders/dispensing-export-2025-q3.csv';
  const rows = orders.filter((o) => o.layout === 'semi').map((o) => {
    const ord = fmtDate(o.ordered, 'dotted');
    const rec = o.received ? fmtDate(o.received, 'dotted') : 'n/a';
    orderFacts(o, file, { type: o.type, coatings: o.coatings.join(', '), ordered: ord, received: rec, price: dec(o.price) });
    return [o.code, o.patient, o.frame, o.type, o.coatings.join(', '), o.lab, ord, rec, dec(o.price)];
  });
  const head = 'Clearview Eyecare - dispensing export\nExported: 01.09.2025 08:02;User: oprice\nPeriod: 01.06.2025 - 31.08.2025;Currency: GBP\n\n';
  corpus.write(file, head + delimited(['Order', 'Patient', 'Frame', 'Lens type', 'Coatings', 'Lab', 'Ordered', 'Received', 'Total (GBP)'], rows, ';'));
}
{
  const TYPE_CZ = { 'Single vision': 'jednoohniskové', Varifocal: 'progresivní', Bifocal: 'bifokální' };
  const COAT_CZ = { 'Anti-reflective': 'antireflexní vrstva', 'Hard coat': 'tvrzení', 'Blue light filter': 'filtr modrého světla', Photochromic: 'fotochromatická', Tint: 'tónování' };
  orders.filter((o) => o.layout === 'cz').forEach((o, k) => {
    const file = `brno/zakazky/${o.code.toLowerCase()}.txt`;
    const coat = o.coatings.map((c) => COAT_CZ[c]).join(', ');
    const rec = o.received ? czDate(o.received) : 'dosud nedodáno';
    orderFacts(o, file, { type: `Typ skel: ${TYPE_CZ[o.type]}`, coatings: `Povrchová úprava: ${coat}`, ordered: `Objednáno: ${czDate(o.ordered)}`, received: `Přijato: ${rec}`, price: `Cena: ${czk(o.price)}` });
    corpus.write(file, [
      `ZAKÁZKA — ${o.code}`, '', `Pacient: ${o.patient}`, `Obruba: ${o.frame}`, `Typ skel: ${TYPE_CZ[o.type]}`, `Povrchová úprava: ${coat}`, `Laboratoř: ${o.lab}`,
      `Objednáno: ${czDate(o.ordered)}`, `Přijato: ${rec}`, `Cena: ${czk(o.price)}`, '', L(k, ['Zákazník si brýle vyzvedne osobně.', 'Zavolat po dodání.', 'Záloha 1 000 Kč zaplacena.']), '',
    ].join('\n'));
  });
}
{
  const file = 'email/2025-08-27-chasing-caledonian.eml';
  const [a, b] = orders.filter((o) => o.layout === 'prose');
  const LT = { 'Single vision': 'single vision lenses', Varifocal: 'varifocals', Bifocal: 'bifocals' };
  const coatTxt = (o) => joinAnd(o.coatings.map((c) => c.toLowerCase().replace('anti-reflective', 'anti-reflective coating')));
  for (const o of [a, b]) orderFacts(o, file, { type: LT[o.type], coatings: coatTxt(o), ordered: fmtDate(o.ordered, 'long'), received: 'still not back', price: gbp(o.price) });
  corpus.write(file, `From: Jake Whitfield <jake.whitfield@clearview-eyecare.co.uk>
To: Customer Services <orders@caledonianlens.co.uk>
Cc: Owen Price <owen.price@clearview-eyecare.co.uk>
Date: Wed, 27 Aug 2025 10:44:09 +0100
Subject: Two jobs overdue - account CLL/40917

Hello,

Could you chase two jobs we sent to Caledonian Lens Lab, please? Both are still not back and the patients are asking.

Order ${a.code} for ${a.patient}: ${LT[a.type]} with ${coatTxt(a)}, glazed into frame ${a.frame}, sent on ${fmtDate(a.ordered, 'long')}.
The patient has paid ${gbp(a.price)} in full.

Order ${b.code} for ${b.patient}: ${LT[b.type]} with ${coatTxt(b)} for frame ${b.frame}, sent on ${fmtDate(b.ordered, 'long')}
(${gbp(b.price)}).

Your usual ten days has come and gone on both. Many thanks,

Jake Whitfield
Dispensing optician, Clearview Eyecare
`);
}

// ------------------------------------------------------------------ (f) suppliers and labs
function supFacts(s, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'supplier', attr, value, unit, stated, file);
  F('country', s.country, 'place', st.country);
  F('kind', s.kind, 'text', st.kind);
  F('turnaround_days', s.days, 'days', st.days);
  F('account_no', s.acct, 'text', s.acct);
}
const KIND_EN = { 'Lens lab': 'Prescription lenses (glazing)', Frames: 'Frames', 'Contact lenses': 'Contact lenses' };
{
  const file = 'suppliers/suppliers-and-labs.html';
  const sections = suppliers.filter((s) => s.layout === 'dl').map((s) => {
    const ta = s.form === 'w' ? `${s.days / 7} weeks` : `${s.days} days`;
    supFacts(s, file, { country: s.country, kind: KIND_EN[s.kind], days: `Turnaround</dt><dd>${ta}` });
    return { heading: s.name, rows: [['Country', s.country], ['Supplies', KIND_EN[s.kind]], ['Turnaround', ta], ['Account no.', s.acct], ['Orders by', L(s.name.length, ['online portal', 'e-mail', 'phone and e-mail'])]] };
  });
  corpus.write(file, htmlDlPage({ title: 'Suppliers and labs', site: 'Clearview Eyecare — intranet', lead: ['Who we buy from. Turnaround is from order to delivery at the practice.'], sections, footer: 'Owen Price keeps this page up to date.' }));
}
{
  const file = 'suppliers/supplier-accounts.csv';
  const rows = suppliers.filter((s) => s.layout === 'csv').map((s) => {
    supFacts(s, file, { country: s.country === 'United Kingdom' ? 'UK' : s.country, kind: s.kind, days: String(s.days) });
    return [s.name, s.country === 'United Kingdom' ? 'UK' : s.country, s.kind, s.days, s.acct, L(s.days, ['30 days', 'end of month', '60 days'])];
  });
  corpus.write(file, delimited(['Supplier', 'Country', 'Type', 'Turnaround (days)', 'Account', 'Payment terms'], rows));
}
{
  const file = 'brno/dodavatele.md';
  const KIND_CZ = { 'Lens lab': 'brusírna / laboratoř brýlových čoček', Frames: 'obruby', 'Contact lenses': 'kontaktní čočky' };
  const COUNTRY_CZ = { 'Czech Republic': 'Česko', Germany: 'Německo' };
  const out = ['# Dodavatelé — pobočka Brno', ''];
  suppliers.filter((s) => s.layout === 'cz').forEach((s) => {
    const days = s.days % 7 === 0 && s.days > 7 ? `${s.days / 7} týdny` : `${s.days} dní`;
    supFacts(s, file, { country: `Země: ${COUNTRY_CZ[s.country]}`, kind: `Sortiment: ${KIND_CZ[s.kind]}`, days: `Doba dodání: ${days}` });
    out.push(`## ${s.name}`, '', `- Země: ${COUNTRY_CZ[s.country]}`, `- Sortiment: ${KIND_CZ[s.kind]}`, `- Doba dodání: ${days}`, `- Číslo zákaznického účtu: ${s.acct}`, '');
  });
  out.push('Rheinblick Optiklabor (Německo) objednáváme přes Cardiff.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'admin/practice-meeting-minutes-2025-07.md';
  const n = SUP['Nordlys Optik'];
  const c = SUP['ClearSight Contact Lenses'];
  supFacts(n, file, { country: 'Denmark', kind: 'frames', days: 'twelve days' });
  supFacts(c, file, { country: 'UK', kind: 'Contact lenses', days: 'three days' });
  corpus.write(file, `# Practice meeting — 24 July 2025

Present: Rhys Morgan (chair), Bethan Lloyd-Jones, Owen Price, Ffion Bowen, Jake Whitfield. Apologies: Catrin Pugh.

1. **Figures.** Eye tests were up 6 % on last July; the recall letters went out late in June because of the printer.
2. **Suppliers.** We have opened a frames account with Nordlys Optik in Denmark (account ${n.acct}); delivery takes
   about twelve days. Contact lenses now all come from ClearSight Contact Lenses, a UK firm (account ${c.acct}), who
   deliver in three days; the old supplier's account is closed.
3. **Brno.** Tereza visits in October; the two practices will share the new OCT training day.
4. **Equipment.** The slit lamp in room 2 needs a new bulb; the visual field analyser service is booked for 9 September.
5. **Next meeting** 25 September 2025.
`);
}

// ------------------------------------------------------------------ (g) background documents (no entity facts)
corpus.write('README.txt', `CLEARVIEW EYECARE — SHARED DRIVE (September 2025)
Independent opticians, 212 Whitchurch Road, Cardiff CF14 3NB, with our partner practice in Brno
(Oční optika Zelný trh, Zelný trh 9, 602 00 Brno) — files under brno/ are in Czech.

patients/  booking/  domiciliary/   patient records (Optix export, record cards, online bookings)
staff/                             staff profiles and the locum register
clinical/                          prescriptions, clinic notes
frames/                            catalogues, stock counts, rep visits
orders/                            lens orders and job tickets
suppliers/                         suppliers and labs
reports/  admin/  practice/  email/
brno/                              pacienti, personal, predpisy, obruby, zakazky, vykazy, posta
`);
corpus.write('practice/private-fees-2025.md', `# Private fees from 1 April 2025

| Service | Fee |
|---|---|
| Private eye examination | £35.00 |
| Eye examination with OCT scan | £60.00 |
| Contact lens check-up | £30.00 |
| Contact lens fitting (new wearer) | £55.00 |
| Driving vision check | £15.00 |

NHS (WECS) eye examinations are free to eligible patients: over 60s, under 16s, under 19s in full-time education,
people on qualifying benefits, and patients with diabetes or glaucoma. Frames repaired free within 12 months.
`);
corpus.write('practice/opening-hours.md', `# Opening hours

Cardiff: Monday to Friday 9:00–17:30, Saturday 9:00–13:00. Closed Sundays and bank holidays.
Brno: pondělí–pátek 8:30–18:00, sobota 9:00–12:00.

Late clinic on Thursdays until 19:00 (Cardiff) from October. Last eye test booked 45 minutes before closing.
`);
corpus.write('practice/recall-policy.md', `# Recall policy

- Adults under 70 with no risk factors: recall every two years.
- Over 70s, children, diabetics and patients with a family history of glaucoma: every year.
- Myopia-management children: every six months.
- Recall letters go out four weeks before the due date; a reminder after a further six weeks.

The recall date is the last sight test plus the recall interval.
`);
corpus.write('reports/equipment-service-log.csv', delimited(['Item', 'Room', 'Serial', 'Last service', 'Next service', 'Cost (GBP)'], [
  ['OCT scanner', 'Room 1', 'OCT-5521-A', '2024-10-14', '2025-10-14', '420.00'],
  ['Visual field analyser', 'Room 2', 'VF-30918', '2024-09-09', '2025-09-09', '310.00'],
  ['Slit lamp', 'Room 2', 'SL-77120', '2025-02-03', '2026-02-03', '95.00'],
  ['Auto-refractor', 'Pre-test', 'AR-4410', '2025-03-17', '2026-03-17', '180.00'],
  ['Edging machine', 'Workshop', 'EDG-2209', '2025-06-30', '2026-06-30', '650.00'],
]));
corpus.write('newsletters/clearview-autumn-2025.md', `# Clearview news — autumn 2025

We are delighted to welcome Megan to the dispensing team this September, and our colleagues in Brno welcome a new
optometrist too.

**Children's eye health.** One in five children has an undiagnosed vision problem. NHS eye tests are free for all
under-16s in Wales — book during half term.

**Screen time.** Follow the 20-20-20 rule: every 20 minutes, look at something 20 feet away for 20 seconds.

**Frames.** Our new Scandinavian range has arrived. 20 % off a second pair until 31 October.
`);
corpus.write('brno/zpravodaj-leto-2025.md', `# Zpravodaj — léto 2025

Milí zákazníci, v červenci jsme prodloužili otevírací dobu ve čtvrtek do 19 hodin. Od září k nám nastupuje nová
optometristka.

Sleva 15 % na sluneční brýle s dioptriemi platí do 30. září. Kontrolu zraku doporučujeme jednou za dva roky,
u dětí a řidičů z povolání jednou ročně.

Děkujeme za vaši přízeň — tým Oční optiky Zelný trh.
`);
corpus.write('admin/nhs-claims-summary-2025-q2.md', `# NHS claims summary — April to June 2025

| Claim type | Number | Value |
|---|---|---|
| WECS eye examination (band 1) | 412 | £18,128.00 |
| WECS band 2 (further examination) | 57 | £3,021.00 |
| Domiciliary visits | 38 | £2,432.00 |
| Spectacle vouchers | 121 | £6,413.00 |

Rejected claims: 4 (missing signature). Resubmitted 3 July.
`);

const stats = corpus.flush(source);
console.log(`opticians: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
