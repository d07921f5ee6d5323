#!/usr/bin/env node
// Dental corpus (held-out): the shared drive of "Foyle & Erne Dental Partners", a dental practice group with three
// surgeries in Northern Ireland — Bann View Dental (Coleraine), Erne Dental Surgery (Enniskillen) and Clanrye Dental
// Practice (Newry) — and one across the border, Letterkenny Dental Clinic (County Donegal, prices in euro), 2025.
// 4 surgeries, 15 clinicians, 50 patients, 20 treatments, 40 appointments and 14 lab work orders.
//   node bench/corpora/dental/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "dental-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) surgeries: a Markdown `Key: value` sheet, an HTML infobox with another label set, a Markdown page with YAML
//     front matter, and a BILINGUAL Irish/English clinic notice; a wide table of new patients per month with a
//     column per surgery;
// (b) clinicians: Markdown team bullets (`GDC no.`), a nested YAML HR file, an HTML team table (`Years qualified`,
//     days as ranges `Mon–Thu`), a bilingual Irish team page (`Laethanta: Luan, Máirt`), one hygienist only in
//     clinical-governance minutes; a wide table of appointments per clinician per month (Jan–Jun 2025);
// (c) patients: a practice-management export CSV with a preamble (surname in capitals, forename apart, `PVT`,
//     `6M`, clinicians as `McAleese K`), a booking-system JSON (names split into given/family, clinicians by id),
//     Newry record cards and new-patient registration forms in two label sets (`Recall: twice a year`), a
//     bilingual HTML register in Letterkenny (`Cárta leighis (DTSS)`, `6 mhí`), and five patients only in prose
//     (minutes, e-mails);
// (d) treatments: an HSC fee guide (Markdown table), a private fee list (HTML, `1 hr 15`), implant/orthodontic
//     sheets of `Key: value` lines, two new items only in an e-mail; Letterkenny's euro prices in a bilingual list;
// (e) appointments: a PMS day-list export with a preamble and SEMICOLONS (status codes ATT/FTA/CXL), the booking
//     JSON (`amount_pence`), an HTML diary (`2.30pm`, `Did not attend`), an Irish/English appointment book in text
//     lines (`14.30`, `Níor fhreastail`), and four appointments only in e-mails;
// (f) lab work orders: a Markdown lab book, lab dockets in text, and a Donegal lab's e-mail in euro;
// (g) background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: fees and costs in the stated currency (GBP in Northern Ireland, EUR in Donegal;
// never converted; `amount_pence: 6200` holds 62); treatment durations in minutes (`1 hr 15` → 75, `½ hour` → 30);
// recall intervals in months (`twice a year` → 6, `yearly` → 12); clinicians' qualification as a YEAR (`Years
// qualified: 25` → 2000, as of 2025); clock times as HH:MM (`2.30pm` → 14:30); dates ISO; Irish words in English
// (`Fiaclóir` = dentist, `Sláinteolaí` = hygienist, `D'fhreastail` = attended, `Níor fhreastail` = failed,
// `Cealaithe` = cancelled, `Cárta leighis` = medical card (DTSS), `Príobháideach` = private, `Luan` = Mon …).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlInfoboxPage, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('dental-v1');
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];
const gbp = (v) => `£${group(v, 2)}`;
const gbpShort = (v) => (Number.isInteger(v) ? `£${v.toLocaleString('en-GB')}` : `£${v.toFixed(2)}`);
const eur = (v) => `€${v.toLocaleString('en-IE')}`;

class DriveCorpus extends Corpus {
  constructor(root) {
    super(root);
    this.alias = new Map();
  }

  /** A fact of an entity stated in a second file (fee lists, wide tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }

  /** The entity's file names it only in another form (surname first, split name fields). */
  aka(entity, form) {
    this.alias.set(entity, [...(this.alias.get(entity) ?? []), form]);
  }

  verify() {
    const problems = [];
    for (const f of this.facts) {
      const text = this.files.get(f.file);
      if (text == null) {
        problems.push(`${f.entity}: no file ${f.file}`);
        continue;
      }
      if (!f.stated) continue;
      const forms = [f.stated, esc(f.stated), JSON.stringify(f.stated).slice(1, -1)];
      if (!forms.some((s) => text.includes(s))) problems.push(`${f.file}: "${f.stated}" (${f.entity} ${f.attribute}) not found`);
    }
    for (const [e, file] of this.entityFile) {
      const text = this.files.get(file);
      const forms = [e, e.toUpperCase(), ...(this.alias.get(e) ?? [])].flatMap((s) => [s, esc(s), JSON.stringify(s).slice(1, -1)]);
      if (!forms.some((s) => text.includes(s))) problems.push(`${file}: entity name ${e} not found`);
    }
    if (problems.length) throw new Error(`corpus verification failed:\n${problems.slice(0, 30).join('\n')}`);
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ surgeries
const SURGERIES = [
  { key: 'BV', name: 'Bann View Dental', town: 'Coleraine', county: 'County Londonderry', country: 'Northern Ireland', chairs: 5, opens: '08:30', closes: '17:30', sat: false, manager: 'Heather Lowry', est: 1998, cur: 'GBP' },
  { key: 'ERN', name: 'Erne Dental Surgery', town: 'Enniskillen', county: 'County Fermanagh', country: 'Northern Ireland', chairs: 4, opens: '09:00', closes: '17:30', sat: true, manager: 'Gillian Thompson', est: 2006, cur: 'GBP' },
  { key: 'CLR', name: 'Clanrye Dental Practice', town: 'Newry', county: 'County Down', country: 'Northern Ireland', chairs: 3, opens: '08:45', closes: '18:00', sat: false, manager: 'Mairead Rooney', est: 2014, cur: 'GBP' },
  { key: 'LK', name: 'Letterkenny Dental Clinic', town: 'Letterkenny', county: 'County Donegal', country: 'Ireland', chairs: 4, opens: '09:00', closes: '18:00', sat: true, manager: 'Bernie McGeehan', est: 2019, cur: 'EUR' },
];
const S = Object.fromEntries(SURGERIES.map((s) => [s.key, s]));

// ------------------------------------------------------------------ clinicians
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const DAY_GA = { Mon: 'Luan', Tue: 'Máirt', Wed: 'Céadaoin', Thu: 'Déardaoin', Fri: 'Aoine', Sat: 'Satharn' };
// [name, surgery, role, registration, days, qualified, school]
const CLIN_DEF = [
  ['Kathryn McAleese', 'BV', 'Principal dentist', '71842', ['Mon', 'Tue', 'Wed', 'Thu'], 1996, "Queen's University Belfast"],
  ['Peter Moore', 'BV', 'Associate dentist', '104355', ['Tue', 'Thu', 'Fri'], 2012, 'University of Glasgow'],
  ['Anil Mehta', 'BV', 'Orthodontist', '86120', ['Mon', 'Fri'], 2003, "King's College London"],
  ['Lisa Cochrane', 'BV', 'Hygienist', '253817', ['Mon', 'Wed', 'Thu', 'Fri'], 2015, "Queen's University Belfast"],
  ['Fergal Leonard', 'ERN', 'Principal dentist', '69031', ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], 1993, 'Trinity College Dublin'],
  ['Sinéad Keenan', 'ERN', 'Associate dentist', '112908', ['Mon', 'Wed', 'Fri', 'Sat'], 2017, "Queen's University Belfast"],
  ['Tomasz Nowak', 'ERN', 'Associate dentist', '273554', ['Tue', 'Thu', 'Sat'], 2010, 'Medical University of Gdańsk'],
  ['Jenna Armstrong', 'ERN', 'Dental therapist', '265430', ['Tue', 'Wed', 'Thu'], 2019, 'University of Edinburgh'],
  ['Rachel Kerr', 'ERN', 'Hygienist', '278413', ['Tue', 'Fri'], 2021, 'Ulster University'],
  ['Eamon Fitzpatrick', 'CLR', 'Principal dentist', '78211', ['Mon', 'Tue', 'Wed', 'Thu'], 2000, "Queen's University Belfast"],
  ['Priya Nair', 'CLR', 'Associate dentist', '119874', ['Wed', 'Thu', 'Fri'], 2018, 'University of Dundee'],
  ['Claire Morrow', 'CLR', 'Hygienist', '247096', ['Mon', 'Tue', 'Fri'], 2011, 'University of Dundee'],
  ['Máiréad Nic Giolla Bhríde', 'LK', 'Principal dentist', '3894', ['Mon', 'Tue', 'Wed', 'Thu', 'Sat'], 2004, 'University College Cork'],
  ['Cathal Ó Gallchóir', 'LK', 'Associate dentist', '5217', ['Wed', 'Thu', 'Fri', 'Sat'], 2016, 'Trinity College Dublin'],
  ['Gráinne Ní Fhearraigh', 'LK', 'Hygienist', 'H1186', ['Mon', 'Tue', 'Fri'], 2020, 'University College Cork'],
];
const clinicians = CLIN_DEF.map(([name, site, role, reg, days, qual, school]) => ({ name, site, role, reg, days, qual, school }));
const C = Object.fromEntries(clinicians.map((c) => [c.name, c]));
const isDentist = (c) => ['Principal dentist', 'Associate dentist'].includes(c.role);
const surname = (n) => n.split(' ').slice(-1)[0];
const initial = (n) => n[0];
// how each system writes a clinician: `McAleese K`, `Dr McAleese`, …
const pmsName = (n) => `${surname(n)} ${initial(n)}`;
const drName = (c) => (isDentist(c) || c.role === 'Orthodontist' ? `Dr ${c.name}` : c.name);
const LK_SHORT = { 'Máiréad Nic Giolla Bhríde': 'Dr Nic Giolla Bhríde', 'Cathal Ó Gallchóir': 'Dr Ó Gallchóir', 'Gráinne Ní Fhearraigh': 'Gráinne (sláinteolaí)' };

// ------------------------------------------------------------------ treatments
// [name, code, band, fee GBP, minutes, duration as written, fee EUR in Letterkenny or null, kind]
const TREAT_DEF = [
  ['Examination', '0101', 'Band 1', 24.5, 20, '20 min', 55, 'dentist'],
  ['New patient examination', '0102', 'Band 1', 32, 30, '30 min', 75, 'dentist'],
  ['Periapical X-ray', '0201', 'Band 1', 8.5, 10, '10 min', 30, 'dentist'],
  ['Emergency appointment', '0901', 'Band 1', 35, 20, '20 min', 80, 'dentist'],
  ['Scale and polish', '1001', 'Band 1', 29, 30, '½ hour', 70, 'hygiene'],
  ['Amalgam filling', '1401', 'Band 2', 48, 30, '30 mins', null, 'filling'],
  ['Composite filling', '1402', 'Band 2', 62, 45, '45 mins', 95, 'filling'],
  ['Root canal treatment', '1503', 'Band 2', 265, 90, '1 hr 30', 650, 'dentist'],
  ['Extraction', '2101', 'Band 2', 46, 30, '30 mins', 110, 'dentist'],
  ['Porcelain crown', '2501', 'Band 3', 310, 75, '1 hr 15', 750, 'dentist'],
  ['Full denture', '2801', 'Band 3', 295, 45, '45 mins', null, 'dentist'],
  ['Chrome partial denture', '2803', 'Band 3', 420, 60, '1 hr', null, 'dentist'],
  ['Hygienist visit', 'PV-HY1', 'Private', 58, 40, '40 min', 75, 'hygiene'],
  ['Zirconia crown', 'PV-CR2', 'Private', 595, 75, '1 hr 15', 850, 'dentist'],
  ['Tooth whitening', 'PV-WH1', 'Private', 325, 45, '45 min', 350, 'dentist'],
  ['Composite bonding', 'PV-BD1', 'Private', 180, 60, '1 hr', null, 'dentist'],
  ['Dental implant', 'PV-IM1', 'Private', 2150, 120, '2 hours', 2400, 'dentist'],
  ['Fixed brace', 'PV-OR1', 'Private', 3400, 60, '1 hour', null, 'ortho'],
  ['Clear aligners', 'PV-OR2', 'Private', 2950, 45, '45 minutes', null, 'ortho'],
  ['Night guard', 'PV-NG1', 'Private', 145, 20, 'twenty minutes', null, 'dentist'],
];
const treatments = TREAT_DEF.map(([name, code, band, fee, min, dur, feeEur, kind]) => ({ name, code, band, fee, min, dur, feeEur, kind }));
const T = Object.fromEntries(treatments.map((t) => [t.name, t]));
const canDo = (c, t) => {
  if (c.role === 'Orthodontist') return t.kind === 'ortho';
  if (c.role === 'Hygienist') return t.kind === 'hygiene';
  if (c.role === 'Dental therapist') return t.kind === 'hygiene' || t.kind === 'filling';
  return t.kind === 'dentist' || t.kind === 'filling';
};

// ------------------------------------------------------------------ patients
// [name, surgery, layout]
const PAT_DEF = [
  ['Aoife Doherty', 'BV', 'csv'], ['Gareth Wilson', 'BV', 'csv'], ['Lauren McCullough', 'BV', 'csv'], ['Jack Stewart', 'BV', 'csv'],
  ['Ruth Hamilton', 'BV', 'csv'], ['Mark Patterson', 'BV', 'csv'], ['Emma Boyd', 'BV', 'csv'], ["Conor O'Neill", 'BV', 'csv'],
  ['Sophie Dunlop', 'BV', 'csv'], ['Thomas Millar', 'BV', 'csv'], ['Hannah Reid', 'BV', 'csv'], ['Adam Lyttle', 'BV', 'csv'],
  ['Andrew Beattie', 'BV', 'csv'],
  ['Declan Quinn', 'ERN', 'json'], ['Orla Kearney', 'ERN', 'json'], ['Kevin Magee', 'ERN', 'json'], ['Ellen Crawford', 'ERN', 'json'],
  ['Brian Maguire', 'ERN', 'json'], ['Patricia Corrigan', 'ERN', 'json'], ['Stephen Gormley', 'ERN', 'json'], ['Deirdre Monaghan', 'ERN', 'json'],
  ['Niall Fegan', 'ERN', 'json'], ['Ciara Murtagh', 'ERN', 'json'],
  ['Róisín Mulholland', 'CLR', 'card'], ['Ryan Devlin', 'CLR', 'card'], ['Megan Toner', 'CLR', 'card'], ['Seamus Trainor', 'CLR', 'card'],
  ['Helen McKeown', 'CLR', 'card'], ['Jamie Coulter', 'CLR', 'card'],
  ['Maeve Rafferty', 'CLR', 'form'], ['Karen Lappin', 'CLR', 'form'], ['Nathan Graham', 'CLR', 'form'], ['Chloe Irvine', 'CLR', 'form'],
  ['Shauna McDaid', 'CLR', 'form'],
  ['Seán Bonner', 'LK', 'html'], ['Úna McGinley', 'LK', 'html'], ['Pádraig Ó Domhnaill', 'LK', 'html'], ['Bríd Ní Bhraonáin', 'LK', 'html'],
  ['Eimear Friel', 'LK', 'html'], ['Dónal Sweeney', 'LK', 'html'], ['Máire Boyle', 'LK', 'html'], ['Liam McFadden', 'LK', 'html'],
  ['Grace Harkin', 'LK', 'html'], ['Finn Coyle', 'LK', 'html'], ['Caoimhe Diver', 'LK', 'html'],
  ['Aidan Mooney', 'BV', 'minutes'], ['Tara Hegarty', 'LK', 'minutes'], ['Ciarán McLaughlin', 'BV', 'email'], ['Joanne Cassidy', 'ERN', 'email'],
  ['Niamh Gallagher', 'CLR', 'email'],
];
const numberBase = { BV: 40100, ERN: 230, CLR: 1180, LK: 540 };
const patients = PAT_DEF.map(([name, site, layout], i) => {
  const y = r.weighted([[r.int(1938, 1959), 3], [r.int(1960, 1984), 4], [r.int(1985, 2012), 5]]);
  const dob = `${y}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
  const scheme = site === 'LK' ? r.weighted([['DTSS', 4], ['PRSI', 3], ['Private', 4]]) : r.weighted([['HSC', 7], ['Private', 4]]);
  const recall = r.weighted([[3, 1], [6, 6], [9, 1], [12, 4], [18, 1], [24, 1]]);
  const dents = clinicians.filter((c) => c.site === site && isDentist(c));
  const dentist = r.pick(dents).name;
  numberBase[site] += r.int(3, 29);
  const n = numberBase[site];
  const no = { BV: String(n), ERN: `ERN-P-${pad(n, 4)}`, CLR: `C-${n}`, LK: `LK/${pad(n, 4)}` }[site];
  return { name, site, layout, dob, scheme, recall, dentist, no, i };
});
const P = Object.fromEntries(patients.map((p) => [p.name, p]));
// a few fixed values the prose and the questions rely on
Object.assign(P['Aidan Mooney'], { dob: '1951-05-12', scheme: 'HSC', recall: 6, dentist: 'Peter Moore' });
Object.assign(P['Tara Hegarty'], { dob: '1990-09-03', scheme: 'Private', recall: 12, dentist: 'Cathal Ó Gallchóir' });
Object.assign(P['Ciarán McLaughlin'], { scheme: 'Private', recall: 6 });
Object.assign(P['Niamh Gallagher'], { scheme: 'Private', recall: 12, dentist: 'Priya Nair' });
Object.assign(P['Joanne Cassidy'], { scheme: 'HSC', recall: 9 });

// ------------------------------------------------------------------ appointments
const H1 = [];
for (let d = new Date(Date.UTC(2025, 0, 6)); d <= new Date(Date.UTC(2025, 5, 27)); d.setUTCDate(d.getUTCDate() + 1)) {
  const wd = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][d.getUTCDay()];
  if (wd !== 'Sun') H1.push({ iso: d.toISOString().slice(0, 10), wd });
}
const toMin = (hhmm) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const toHHMM = (m) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
const PLAN = { BV: 14, ERN: 11, CLR: 9, LK: 6 };
const NEW_ITEMS = ['Clear aligners', 'Night guard']; // on the fee list from 1 May 2025
const appointments = [];
for (const s of SURGERIES) {
  const pts = patients.filter((p) => p.site === s.key);
  const cls = clinicians.filter((c) => c.site === s.key && !(c.name === 'Rachel Kerr'));
  const list = [];
  for (let k = 0; k < PLAN[s.key]; k++) {
    const c = cls[k % cls.length];
    const p = r.pick(pts);
    let ts = treatments.filter((t) => canDo(c, t) && (s.key !== 'LK' || t.feeEur != null));
    if (k === 2 && s.key === 'BV') ts = [T['Clear aligners']];
    const t = r.pick(ts);
    const days = H1.filter((d) => c.days.includes(d.wd) && (!NEW_ITEMS.includes(t.name) || d.iso >= '2025-05-01') && (d.wd !== 'Sat' || s.sat));
    const day = r.pick(days);
    const open = toMin(day.wd === 'Sat' ? '09:30' : s.opens);
    const close = toMin(day.wd === 'Sat' ? '13:00' : s.closes);
    const time = toHHMM(open + 10 * r.int(0, Math.floor((close - open - t.min) / 10)));
    const status = r.weighted([['Attended', 14], ['Failed', 3], ['Cancelled', 3]]);
    list.push({ site: s.key, date: day.iso, wd: day.wd, time, patient: p.name, clinician: c.name, treatment: t.name, status });
  }
  list.sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));
  let n = { BV: 100, ERN: 180, CLR: 290, LK: 30 }[s.key];
  for (const a of list) {
    n += r.int(4, 19);
    a.code = `${s.key === 'CLR' ? 'CLR' : s.key}-25-${pad(n, 4)}`;
    appointments.push(a);
  }
}
const A = Object.fromEntries(appointments.map((a) => [a.code, a]));
// the ones told only in e-mails: two at Bann View (one missed, one cancelled), one missed at Clanrye, one at Erne
const bvA = appointments.filter((a) => a.site === 'BV');
const proseBV = [bvA[5], bvA[9]];
proseBV[0].status = 'Failed';
proseBV[0].patient = 'Ciarán McLaughlin';
proseBV[1].status = 'Cancelled';
const clrA = appointments.filter((a) => a.site === 'CLR');
const proseCLR = clrA[4];
proseCLR.status = 'Failed';
proseCLR.patient = 'Niamh Gallagher';
const ernA = appointments.filter((a) => a.site === 'ERN');
const proseERN = ernA[6];
proseERN.status = 'Attended';
proseERN.patient = 'Joanne Cassidy';
// Letterkenny's book has one no-show and one cancellation
const lkA0 = appointments.filter((a) => a.site === 'LK');
lkA0[1].status = 'Failed';
lkA0[4].status = 'Cancelled';
for (const a of appointments) {
  const t = T[a.treatment];
  const p = P[a.patient];
  const cur = S[a.site].cur;
  if (a.status === 'Attended') a.fee = cur === 'EUR' ? t.feeEur : t.fee;
  else if (a.status === 'Failed') a.fee = p.scheme === 'Private' ? (cur === 'EUR' ? 30 : 25) : 0;
  else a.fee = 0;
  a.cur = cur;
}

// ------------------------------------------------------------------ lab work orders
// [code, surgery, item, material, lab, treatment-ish cost range, outstanding]
const LABS = {
  causeway: 'Causeway Dental Laboratory',
  lakeland: 'Lakeland Dental Lab',
  mourne: 'Mourne Ceramics',
  tirconnell: 'Tirconnell Dental Lab',
};
const LAB_DEF = [
  ['LW-25-001', 'BV', 'Crown', 'Porcelain fused to metal', 'causeway', [120, 160]],
  ['LW-25-002', 'ERN', 'Full denture', 'Acrylic', 'lakeland', [180, 240]],
  ['LW-25-003', 'BV', 'Crown', 'Zirconia', 'mourne', [170, 220]],
  ['LW-25-004', 'CLR', 'Partial denture', 'Chrome cobalt', 'mourne', [260, 320]],
  ['LW-25-005', 'LK', 'Crown', 'Zirconia', 'tirconnell', [210, 260]],
  ['LW-25-006', 'ERN', 'Crown', 'E.max', 'lakeland', [190, 230]],
  ['LW-25-007', 'BV', 'Night guard', 'Hard acrylic', 'causeway', [55, 80]],
  ['LW-25-008', 'CLR', 'Full denture', 'Acrylic', 'mourne', [180, 240]],
  ['LW-25-009', 'LK', 'Bridge', 'Porcelain fused to metal', 'tirconnell', [420, 520]],
  ['LW-25-010', 'CLR', 'Crown', 'Zirconia', 'causeway', [170, 220]],
  ['LW-25-011', 'BV', 'Implant crown', 'Zirconia', 'mourne', [330, 400]],
  ['LW-25-012', 'ERN', 'Partial denture', 'Chrome cobalt', 'lakeland', [260, 320]],
  ['LW-25-013', 'LK', 'Night guard', 'Hard acrylic', 'tirconnell', [70, 95]],
  ['LW-25-014', 'CLR', 'Crown', 'Porcelain fused to metal', 'mourne', [120, 160]],
];
const labOrders = LAB_DEF.map(([code, site, item, material, lab, [lo, hi]], k) => {
  const dents = clinicians.filter((c) => c.site === site && isDentist(c));
  const c = dents[k % dents.length];
  // adults only; dentures for the over-sixties
  const born = item.includes('denture') ? '1965' : '1995';
  const pts = patients.filter((p) => p.site === site && p.layout !== 'minutes' && p.dob < born);
  const p = pts[(k * 7 + 3) % pts.length];
  const sentDay = r.pick(H1.filter((d) => d.iso >= '2025-01-13' && d.iso <= '2025-05-30' && d.wd !== 'Sat' && c.days.includes(d.wd)));
  const turn = r.int(6, 19);
  const back = new Date(`${sentDay.iso}T00:00:00Z`);
  back.setUTCDate(back.getUTCDate() + turn);
  if (back.getUTCDay() === 0) back.setUTCDate(back.getUTCDate() + 1);
  if (back.getUTCDay() === 6) back.setUTCDate(back.getUTCDate() + 2);
  const cost = Math.round(r.float(lo, hi) / 5) * 5;
  return { code, site, item, material, lab: LABS[lab], clinician: c.name, patient: p.name, sent: sentDay.iso, returned: back.toISOString().slice(0, 10), cost, cur: S[site].cur };
});
const LW = Object.fromEntries(labOrders.map((o) => [o.code, o]));
LW['LW-25-014'].sent = '2025-06-12';
LW['LW-25-014'].returned = null;
LW['LW-25-011'].sent = '2025-06-03';
LW['LW-25-011'].returned = null;

// ------------------------------------------------------------------ fact writers
function surgeryFacts(s, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'surgery', attr, value, unit, stated, file);
  F('town', s.town, 'place', st.town);
  F('county', s.county, 'place', st.county);
  F('country', s.country, 'place', st.country);
  F('chairs', s.chairs, '', st.chairs);
  F('opens', s.opens, 'text', st.opens);
  F('closes', s.closes, 'text', st.closes);
  F('saturday', s.sat, 'bool', st.sat);
  F('manager', s.manager, 'person', s.manager);
  F('established', s.est, '', st.est);
}
function clinicianFacts(c, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'clinician', attr, value, unit, stated, file);
  F('role', c.role, '', st.role);
  F('surgery', S[c.site].name, 'text', st.surgery);
  if (c.site === 'LK') F('dci_number', c.reg, 'text', st.reg);
  else F('gdc_number', c.reg, 'text', st.reg);
  F('days', c.days, 'list', st.days);
  F('qualified', c.qual, '', st.qual);
}
function patientFacts(p, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'patient', attr, value, unit, stated, file);
  F('patient_no', p.no, 'text', st.no ?? p.no);
  F('dob', p.dob, 'date', st.dob);
  F('scheme', p.scheme, '', st.scheme);
  F('surgery', S[p.site].name, 'text', st.surgery ?? '');
  F('recall', p.recall, 'months', st.recall);
  F('dentist', p.dentist, 'text', st.dentist);
}
function treatmentFacts(t, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(t.name, 'treatment', attr, value, unit, stated, file);
  F('code', t.code, 'text', t.code);
  F('band', t.band, '', st.band);
  F('fee', t.fee, 'GBP', st.fee);
  F('duration', t.min, 'min', st.dur);
}
function apptFacts(a, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(a.code, 'appointment', attr, value, unit, stated, file);
  F('date', a.date, 'date', st.date);
  F('time', a.time, 'text', st.time);
  F('patient', a.patient, 'text', st.patient);
  F('clinician', a.clinician, 'text', st.clinician);
  F('treatment', a.treatment, 'text', st.treatment);
  F('surgery', S[a.site].name, 'text', st.surgery ?? '');
  F('status', a.status, '', st.status);
  F('fee_charged', a.fee, a.cur, st.fee);
}
function labFacts(o, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(o.code, 'lab_order', attr, value, unit, stated, file);
  F('patient', o.patient, 'text', st.patient);
  F('clinician', o.clinician, 'text', st.clinician);
  F('item', o.item, '', st.item);
  F('material', o.material, '', st.material);
  F('lab', o.lab, 'text', st.lab);
  F('sent', o.sent, 'date', st.sent);
  F('returned', o.returned ?? '', 'date', st.returned);
  F('cost', o.cost, o.cur, st.cost);
}
const hours12 = (hhmm) => {
  const h = Number(hhmm.slice(0, 2));
  const m = hhmm.slice(3);
  const hh = h % 12 === 0 ? 12 : h % 12;
  return `${hh}${m === '00' ? '' : `.${m}`}${h < 12 ? 'am' : 'pm'}`;
};
const dmy = (iso) => `${iso.slice(8)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

// ------------------------------------------------------------------ (a) surgeries
{
  const s = S.BV;
  const file = 'surgeries/bann-view-dental.md';
  surgeryFacts(s, file, { town: 'Town: Coleraine', county: 'County: Londonderry', country: 'Country: Northern Ireland', chairs: 'Chairs: 5', opens: '08:30', closes: '17:30', sat: 'Saturday: closed', est: 'Established: 1998' });
  corpus.write(file, [
    '# Bann View Dental', '', 'Practice: Bann View Dental', 'Address: 14 Railway Road, Coleraine BT52 1PD', 'Town: Coleraine', 'County: Londonderry',
    'Country: Northern Ireland', 'Chairs: 5', 'Opening hours: Mon–Fri 08:30–17:30', 'Saturday: closed', `Practice manager: ${s.manager}`,
    'Established: 1998', 'HSC contract: yes (Business Services Organisation no. 2217)', '',
    'The practice moved to Railway Road in 2011; the fifth surgery (chair 5) is used by the orthodontic sessions.', '',
  ].join('\n'));
}
{
  const s = S.ERN;
  const file = 'surgeries/erne-dental-surgery.html';
  surgeryFacts(s, file, { town: 'Enniskillen', county: 'Co. Fermanagh', country: 'Northern Ireland', chairs: '4', opens: '9am', closes: '5.30pm', sat: 'Sat 9.30am – 1pm', est: '2006' });
  corpus.write(file, htmlInfoboxPage({
    title: 'Erne Dental Surgery',
    sections: [
      { heading: 'Practice', rows: [['Location', 'Enniskillen, Co. Fermanagh'], ['Jurisdiction', 'Northern Ireland (HSC)'], ['Dental chairs', '4'], ['Opened', '2006']] },
      { heading: 'Hours', rows: [['Weekdays', '9am – 5.30pm'], ['Saturday', 'Sat 9.30am – 1pm']] },
      { heading: 'People', rows: [['Manager', s.manager], ['Principal', 'Dr Fergal Leonard']] },
    ],
    lead: ['Erne Dental Surgery sits on Darling Street, a short walk from the Buttermarket. Free parking behind the building for patients with mobility needs.'],
    footer: 'Foyle & Erne Dental Partners — practice information sheet, updated January 2025.',
  }));
}
{
  const s = S.CLR;
  const file = 'surgeries/clanrye-dental-practice.md';
  surgeryFacts(s, file, { town: 'town: Newry', county: 'county: Down', country: 'jurisdiction: Northern Ireland', chairs: 'chairs: 3', opens: '08:45', closes: '18:00', sat: 'saturday: false', est: 'founded: 2014' });
  corpus.write(file, [
    '---', 'practice: Clanrye Dental Practice', 'town: Newry', 'county: Down', 'jurisdiction: Northern Ireland', 'chairs: 3', 'hours: "08:45-18:00"',
    'saturday: false', `manager: ${s.manager}`, 'founded: 2014', '---', '', '# Clanrye Dental Practice', '',
    'Newry practice, on the Merchants Quay side of the canal. Joined the group in 2014 as a squat practice with two chairs; the third chair went in during 2022.', '',
    '## Contacts', '', '| Who | Extension |', '|---|---|', `| ${s.manager} (manager) | 201 |`, '| Reception | 200 |', '| Decontamination room | 214 |', '',
  ].join('\n'));
}
{
  const s = S.LK;
  const file = 'letterkenny/eolas-clinice-clinic-information.md';
  surgeryFacts(s, file, { town: 'Letterkenny', county: 'Donegal', country: 'Éire / Ireland', chairs: 'Cathaoireacha / Chairs: 4', opens: '09:00', closes: '18:00', sat: 'Satharn / Saturday: 09:30–13:00', est: 'Isteach sa ghrúpa / Joined the group: 2019' });
  corpus.write(file, [
    '# Clinic Fiaclóireachta Leitir Ceanainn — Letterkenny Dental Clinic', '',
    'Eolas don phobal / Information for the public', '',
    '- Baile / Town: Leitir Ceanainn / Letterkenny',
    '- Contae / County: Dún na nGall / Donegal',
    '- Tír / Country: Éire / Ireland',
    '- Cathaoireacha / Chairs: 4',
    '- Uaireanta oscailte / Opening hours: Luan–Aoine / Mon–Fri 09:00–18:00',
    '- Satharn / Saturday: 09:30–13:00',
    `- Bainisteoir / Manager: ${s.manager}`,
    '- Isteach sa ghrúpa / Joined the group: 2019',
    '- Airgeadra / Currency: euro (€)', '',
    'Glacaimid le cártaí leighis (DTSS) agus le PRSI. We accept medical-card (DTSS) and PRSI patients; private fees are in euro.', '',
  ].join('\n'));
}
{
  // WIDE: new patients per month, a column per surgery
  const file = 'reports/new-patients-by-surgery-2025.md';
  const MON = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'];
  const MONL = ['January', 'February', 'March', 'April', 'May', 'June'];
  const counts = Object.fromEntries(SURGERIES.map((s) => [s.key, MON.map(() => r.int(s.chairs * 3, s.chairs * 8))]));
  const out = ['# New patient registrations, January–June 2025', '', 'From each practice system\'s registration report. Transfers between our own surgeries are not counted.', '',
    `| Month | ${SURGERIES.map((s) => s.name).join(' | ')} |`, `|---|${SURGERIES.map(() => '---:').join('|')}|`];
  MON.forEach((m, i) => out.push(`| ${MONL[i]} | ${SURGERIES.map((s) => counts[s.key][i]).join(' | ')} |`));
  out.push('', 'Letterkenny figures include medical-card transfers from the HSE list.', '');
  for (const s of SURGERIES) {
    MON.forEach((m, i) => corpus.also(s.name, 'surgery', `new_patients_${m}`, counts[s.key][i], '', String(counts[s.key][i]), file));
    corpus.also(s.name, 'surgery', 'new_patients_h1', counts[s.key].reduce((a, b) => a + b, 0), '', '', file);
  }
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (b) clinicians
const ROLE_GA = { 'Principal dentist': 'Príomhfhiaclóir', 'Associate dentist': 'Fiaclóir', Hygienist: 'Sláinteolaí fiacla' };
{
  const file = 'staff/bann-view-team.md';
  const out = ['# Bann View Dental — clinical team', '', 'For reception: who is in which day. Orthodontic sessions are in chair 5.', ''];
  clinicians.filter((c) => c.site === 'BV').forEach((c, k) => {
    const days = c.days.join(', ');
    const qual = `${c.qual} (${c.school})`;
    clinicianFacts(c, file, { role: c.role, surgery: '', reg: `GDC no.: ${c.reg}`, days, qual });
    out.push(`## ${drName(c)}`, '', `- Role: ${c.role}`, `- GDC no.: ${c.reg}`, `- Days: ${days}`, `- Qualified: ${qual}`,
      `- Notes: ${L(k, ['practice owner; HSC contract holder', 'takes most of the emergency slots', 'specialist list, referrals only', 'direct access patients welcome'])}`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'staff/erne-clinicians.yaml';
  const out = ['# HR extract — Erne Dental Surgery (BrightHR sync, 14/01/2025)', 'practice:', '  name: Erne Dental Surgery', '  code: ERN', 'clinicians:'];
  clinicians.filter((c) => c.site === 'ERN' && c.name !== 'Rachel Kerr').forEach((c) => {
    clinicianFacts(c, file, { role: c.role, surgery: 'Erne Dental Surgery', reg: `number: "${c.reg}"`, days: `days: [${c.days.join(', ')}]`, qual: `year: ${c.qual}` });
    out.push(`  - name: ${c.name}`, `    title: ${c.role === 'Dental therapist' ? 'Ms' : 'Dr'}`, `    role: ${c.role}`, '    registration:', '      body: GDC', `      number: "${c.reg}"`,
      '    sessions:', `      days: [${c.days.join(', ')}]`, `      hours_per_day: ${c.role === 'Dental therapist' ? 7 : 8}`, '    qualified:', `      year: ${c.qual}`, `      school: ${c.school}`);
  });
  corpus.write(file, out.join('\n') + '\n');
}
const dayRange = (days) => {
  const ix = days.map((d) => DAYS.indexOf(d));
  const contiguous = ix.every((x, i) => i === 0 || x === ix[i - 1] + 1);
  return contiguous && days.length >= 3 ? `${days[0]}–${days[days.length - 1]}` : days.join(', ');
};
{
  const file = 'staff/clanrye-our-team.html';
  const rows = clinicians.filter((c) => c.site === 'CLR').map((c) => {
    const yrs = 2025 - c.qual;
    clinicianFacts(c, file, { role: c.role, surgery: '', reg: c.reg, days: dayRange(c.days), qual: `<td>${yrs}</td>` });
    return `    <tr><td>${esc(drName(c))}</td><td>${esc(c.role)}</td><td>${c.reg}</td><td>${esc(dayRange(c.days))}</td><td>${yrs}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Our team — Clanrye Dental Practice, Newry</title></head>
<body>
<h1>Meet the Clanrye team</h1>
<p>Everyone who treats patients at Clanrye Dental Practice is registered with the General Dental Council.</p>
<table>
  <thead><tr><th>Name</th><th>Role</th><th>GDC No.</th><th>Working days</th><th>Years qualified</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Years qualified as at January 2025.</p>
</body></html>
`);
}
{
  const file = 'letterkenny/foireann-our-team.md';
  const out = ['# Foireann an chlinic / Our clinic team', '', 'Letterkenny Dental Clinic — cláraithe leis an gComhairle Fiaclóireachta / registered with the Dental Council of Ireland.', ''];
  clinicians.filter((c) => c.site === 'LK').forEach((c) => {
    const days = c.days.map((d) => DAY_GA[d]).join(', ');
    const role = `${ROLE_GA[c.role]} / ${c.role}`;
    clinicianFacts(c, file, { role, surgery: '', reg: `Uimhir chláraithe / Dental Council no.: ${c.reg}`, days, qual: `Cáilithe / Qualified: ${c.qual}` });
    out.push(`## ${drName(c)}`, '', `- Ról / Role: ${role}`, `- Uimhir chláraithe / Dental Council no.: ${c.reg}`, `- Laethanta / Days: ${days}`,
      `- Cáilithe / Qualified: ${c.qual}, ${c.school}`, `- Teangacha / Languages: ${c.name === 'Cathal Ó Gallchóir' ? 'Gaeilge, English' : 'English, Gaeilge'}`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  // WIDE: appointments per clinician per month
  const file = 'reports/appointments-by-clinician-2025-h1.csv';
  const MON = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'];
  const rows = clinicians.map((c) => {
    const per = c.role === 'Hygienist' || c.role === 'Dental therapist' ? [9, 12] : c.role === 'Orthodontist' ? [7, 10] : [10, 14];
    // Rachel Kerr started at Erne in March: no figures before
    const ms = MON.map((m, i) => (c.name === 'Rachel Kerr' && i < 2 ? null : c.days.length * 4 * r.int(per[0], per[1]) + r.int(0, 9)));
    MON.forEach((m, i) => corpus.also(c.name, 'clinician', `appts_${m}`, ms[i] ?? '', '', ms[i] == null ? '' : String(ms[i]), file));
    corpus.also(c.name, 'clinician', 'appts_h1', ms.reduce((a, b) => a + (b ?? 0), 0), '', '', file);
    return [drName(c), S[c.site].name, ...ms.map((v) => v ?? '–')];
  });
  corpus.write(file, delimited(['Clinician', 'Surgery', 'Jan 2025', 'Feb 2025', 'Mar 2025', 'Apr 2025', 'May 2025', 'Jun 2025'], rows));
}

// ------------------------------------------------------------------ (c) patients
const SCHEME_PMS = { HSC: 'HSC', Private: 'PVT' };
{
  const file = 'patients/bann-view-active-patients.csv';
  const ps = patients.filter((p) => p.layout === 'csv');
  const rows = ps.map((p) => {
    const [fore, ...rest] = p.name.split(' ');
    const sur = rest.join(' ').toUpperCase();
    corpus.aka(p.name, `${sur},${fore}`);
    patientFacts(p, file, { dob: dmy(p.dob), scheme: SCHEME_PMS[p.scheme], recall: `${p.recall}M`, dentist: pmsName(p.dentist) });
    return [p.no, sur, fore, dmy(p.dob), SCHEME_PMS[p.scheme], `${p.recall}M`, pmsName(p.dentist), p.recall <= 6 ? 'SMS' : 'Letter'];
  });
  const pre = [
    'DentalSoft R5 - Report: Active patient list',
    'Practice: Bann View Dental, Coleraine',
    'Run by: hlowry on 01/04/2025 08:12',
    'Scheme codes: HSC = Health Service (HSC), PVT = private. Recall in months.',
    '',
  ].join('\n');
  corpus.write(file, pre + '\n' + delimited(['Patient No', 'Surname', 'Forename', 'DOB', 'Scheme', 'Recall', 'Usual clinician', 'Reminder'], rows));
}
// (c2)+(e2) Erne booking-system JSON: patients and bookings
{
  const file = 'booking/erne-bookdent-export-2025-06.json';
  const ps = patients.filter((p) => p.layout === 'json');
  const cl = clinicians.filter((c) => c.site === 'ERN');
  const cid = Object.fromEntries(cl.map((c, i) => [c.name, `C-ERN-${pad(i + 1)}`]));
  const pid = Object.fromEntries(patients.filter((p) => p.site === 'ERN').map((p) => [p.name, p.no]));
  const precs = ps.map((p) => {
    const [given, ...rest] = p.name.split(' ');
    const family = rest.join(' ');
    corpus.aka(p.name, `"family": "${family}"`);
    patientFacts(p, file, { no: `"id": "${p.no}"`, dob: p.dob, scheme: `"scheme": "${p.scheme}"`, recall: `"interval_months": ${p.recall}`, dentist: cid[p.dentist] });
    return { id: p.no, name: { given, family }, dob: p.dob, funding: { scheme: p.scheme }, recall: { interval_months: p.recall, channel: p.i % 2 ? 'sms' : 'email' }, preferred_clinician: cid[p.dentist] };
  });
  const bks = appointments.filter((a) => a.site === 'ERN' && a !== proseERN).map((a) => {
    const t = T[a.treatment];
    const status = { Attended: 'ATTENDED', Failed: 'DNA', Cancelled: 'CANCELLED' }[a.status];
    apptFacts(a, file, { date: a.date, time: `"start": "${a.time}"`, patient: `"patient_id": "${pid[a.patient]}"`, clinician: cid[a.clinician], treatment: t.code, status, fee: `"amount_pence": ${Math.round(a.fee * 100)}` });
    return { ref: a.code, slot: { date: a.date, start: a.time, length_min: t.min }, patient_id: pid[a.patient], clinician_id: cid[a.clinician], service: { code: t.code }, status, charge: { amount_pence: Math.round(a.fee * 100), currency: 'GBP' } };
  });
  const doc = {
    system: 'BookDent Online', version: '4.2', exported_at: '2025-06-30T18:02:11Z',
    practice: { code: 'ERN', name: 'Erne Dental Surgery', town: 'Enniskillen' },
    clinicians: cl.map((c) => ({ id: cid[c.name], display: drName(c), role: c.role })),
    patients: precs,
    bookings: bks,
    status_codes: { ATTENDED: 'attended', DNA: 'did not attend (failed)', CANCELLED: 'cancelled by patient or practice' },
  };
  corpus.write(file, JSON.stringify(doc, null, 2) + '\n');
}
{
  // Newry record cards (label set A)
  patients.filter((p) => p.layout === 'card').forEach((p, k) => {
    const file = `patients/clanrye/records/${slug(p.name)}.md`;
    const rec = p.recall === 12 ? 'Recall interval: 12 months' : `Recall interval: ${p.recall} months`;
    patientFacts(p, file, { no: `Patient no.: ${p.no}`, dob: fmtDate(p.dob, 'long'), scheme: `Scheme: ${p.scheme}`, surgery: 'Clanrye Dental Practice', recall: rec, dentist: `Dentist: Dr ${p.dentist}` });
    corpus.write(file, [
      `# Patient record — ${p.name}`, '', `Patient no.: ${p.no}`, `Date of birth: ${fmtDate(p.dob, 'long')}`, `Scheme: ${p.scheme}`,
      'Registered practice: Clanrye Dental Practice, Newry', `Dentist: Dr ${p.dentist}`, rec,
      `Medical history: ${L(k, ['nil of note', 'asthma (inhaler)', 'takes warfarin — check INR before extractions', 'type 2 diabetes', 'penicillin allergy', 'nil of note'])}`,
      `Last updated: ${fmtDate(`2025-0${1 + (k % 5)}-${pad(3 + k * 4)}`, 'short')}`, '',
    ].join('\n'));
  });
  // Newry registration forms (label set B)
  const REC_WORDS = { 3: 'every 3 months', 6: 'twice a year', 9: 'every nine months', 12: 'yearly', 18: 'every 18 months', 24: 'every two years' };
  patients.filter((p) => p.layout === 'form').forEach((p, k) => {
    const file = `patients/clanrye/new-registrations/${slug(p.name)}-registration.md`;
    const pay = p.scheme === 'HSC' ? 'NHS / HSC' : 'Private (pay as you go)';
    patientFacts(p, file, { no: `Reg. number: ${p.no}`, dob: `Born: ${dmy(p.dob)}`, scheme: pay, surgery: 'Clanrye', recall: `Recall: ${REC_WORDS[p.recall]}`, dentist: `Named dentist: Dr ${p.dentist}` });
    corpus.write(file, [
      'NEW PATIENT REGISTRATION — Clanrye Dental Practice, Newry', '', `Name: ${p.name}`, `Reg. number: ${p.no}`, `Born: ${dmy(p.dob)}`,
      `Payment: ${pay}`, `Named dentist: Dr ${p.dentist}`, `Recall: ${REC_WORDS[p.recall]}`, `Registered on: ${dmy(`2025-0${1 + k}-${pad(10 + k)}`)}`,
      `How did you hear about us: ${L(k, ['friend', 'Google', 'moved from another practice', 'HSC dental list', 'walked past'])}`, '',
      'Signed by patient: yes   Medical history form: attached', '',
    ].join('\n'));
  });
}
const SCHEME_GA = { DTSS: 'Cárta leighis (DTSS)', PRSI: 'PRSI (Treoir)', Private: 'Príobháideach / Private' };
{
  const file = 'letterkenny/clar-othar-patient-register.html';
  const rows = patients.filter((p) => p.layout === 'html').map((p) => {
    const dob = fmtDate(p.dob, 'dotted');
    patientFacts(p, file, { dob, scheme: SCHEME_GA[p.scheme], recall: `${p.recall} mhí`, dentist: LK_SHORT[p.dentist] });
    return `    <tr><td>${esc(p.name)}</td><td>${p.no}</td><td>${dob}</td><td>${esc(SCHEME_GA[p.scheme])}</td><td>${p.recall} mhí</td><td>${esc(LK_SHORT[p.dentist])}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="ga"><head><meta charset="utf-8"><title>Clár othar / Patient register — Leitir Ceanainn</title></head>
<body>
<h1>Clár othar / Patient register</h1>
<p>Clinic Fiaclóireachta Leitir Ceanainn / Letterkenny Dental Clinic. Athghairm i míonna (mhí = months).</p>
<table>
  <thead><tr><th>Ainm / Name</th><th>Uimh. / No.</th><th>Dáta breithe / Date of birth</th><th>Scéim / Scheme</th><th>Athghairm / Recall</th><th>Fiaclóir / Dentist</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Nuashonraithe / Updated: 28.03.2025</p>
</body></html>
`);
}

// ------------------------------------------------------------------ (d) treatments
{
  const file = 'fees/hsc-fee-guide-2025.md';
  const ts = treatments.filter((t) => t.band !== 'Private');
  const out = ['# HSC fee guide 2025 (Northern Ireland surgeries)', '', 'Gross fees per item from 1 April 2025. Times are typical chair time for booking.', '',
    '| Code | Item | Band | Fee | Time |', '|---|---|---|---|---|'];
  ts.forEach((t) => {
    treatmentFacts(t, file, { band: t.band, fee: gbp(t.fee), dur: t.dur });
    out.push(`| ${t.code} | ${t.name} | ${t.band} | ${gbp(t.fee)} | ${t.dur} |`);
  });
  out.push('', 'HSC patients pay 80 % of the fee up to the maximum charge; exempt patients pay nothing.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'fees/private-fees-2025.html';
  const ts = treatments.filter((t) => t.band === 'Private' && !['Fixed brace', 'Dental implant', 'Clear aligners', 'Night guard'].includes(t.name));
  const rows = ts.map((t) => {
    treatmentFacts(t, file, { band: 'Private', fee: gbp(t.fee), dur: t.dur });
    return `    <tr><td>${esc(t.name)}</td><td>${t.code}</td><td>${gbp(t.fee)}</td><td>${esc(t.dur)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Private fees 2025 — Northern Ireland</title></head>
<body>
<h1>Private treatment fees 2025</h1>
<p>For our Coleraine, Enniskillen and Newry surgeries. Letterkenny has its own euro price list.</p>
<table>
  <thead><tr><th>Treatment</th><th>Code</th><th>Price</th><th>Appointment length</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Band: Private (not available on the HSC). A deposit of 50 % is taken when lab work is ordered.</p>
</body></html>
`);
}
{
  const file = 'fees/implants-and-orthodontics.md';
  const out = ['# Implants and orthodontics — treatment sheets', '', 'Specialist items, private only. Prices are per course, from consultation.', ''];
  ['Dental implant', 'Fixed brace'].forEach((n) => {
    const t = T[n];
    treatmentFacts(t, file, { band: 'Category: Private', fee: `Price from: ${gbpShort(t.fee)}`, dur: `Chair time: ${t.dur}` });
    out.push(`## ${t.name}`, '', `Item code: ${t.code}`, 'Category: Private', `Price from: ${gbpShort(t.fee)}`, `Chair time: ${t.dur}`,
      `Who: ${n === 'Fixed brace' ? 'Dr Anil Mehta (Coleraine, Mondays and Fridays)' : 'Dr Fergal Leonard or Dr Máiréad Nic Giolla Bhríde'}`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'letterkenny/liosta-praghsanna-price-list.md';
  const GA = {
    Examination: 'Scrúdú', 'New patient examination': 'Scrúdú othair nua', 'Periapical X-ray': 'X-gha', 'Emergency appointment': 'Coinne éigeandála',
    'Scale and polish': 'Scálú agus snasú', 'Composite filling': 'Líonadh ildaite', 'Root canal treatment': 'Cóireáil fréimhe', Extraction: 'Astarraingt',
    'Porcelain crown': 'Coróin poircealláin', 'Hygienist visit': 'Cuairt ar an sláinteolaí', 'Zirconia crown': 'Coróin siorcóine', 'Tooth whitening': 'Gealú fiacla',
    'Dental implant': 'Ionchlannán',
  };
  const out = ['# Liosta praghsanna 2025 / Price list 2025', '', 'Clinic Fiaclóireachta Leitir Ceanainn — praghsanna in euro / prices in euro.', '',
    '| Cóireáil | Treatment | Praghas / Price |', '|---|---|---|'];
  treatments.filter((t) => t.feeEur != null).forEach((t) => {
    corpus.also(t.name, 'treatment', 'fee_eur', t.feeEur, 'EUR', eur(t.feeEur), file);
    out.push(`| ${GA[t.name]} | ${t.name} | ${eur(t.feeEur)} |`);
  });
  out.push('', 'Íocann othair le cárta leighis faoin scéim DTSS; PRSI: scrúdú saor in aisce. Medical-card patients are covered under the DTSS; PRSI patients get a free examination.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (e) appointments
const ST_PMS = { Attended: 'ATT', Failed: 'FTA', Cancelled: 'CXL' };
{
  const file = 'appointments/bann-view-day-lists-2025-h1.csv';
  const as = appointments.filter((a) => a.site === 'BV' && !proseBV.includes(a));
  const rows = as.map((a) => {
    const [fore, ...rest] = a.patient.split(' ');
    const pn = `${rest.join(' ')}, ${fore}`;
    const t = T[a.treatment];
    apptFacts(a, file, { date: dmy(a.date), time: a.time, patient: pn, clinician: pmsName(a.clinician), treatment: t.code, status: ST_PMS[a.status], fee: a.fee.toFixed(2) });
    return [a.code, dmy(a.date), a.time, P[a.patient].no, pn, pmsName(a.clinician), t.code, a.treatment, ST_PMS[a.status], a.fee.toFixed(2)];
  });
  const pre = [
    'DentalSoft R5 - Report: Appointment day lists (selected)',
    'Practice: Bann View Dental, Coleraine',
    'Period: 06/01/2025 to 27/06/2025',
    'Status: ATT = attended; FTA = failed to attend; CXL = cancelled',
    '',
  ].join('\n');
  corpus.write(file, pre + '\n' + delimited(['Appt ref', 'Date', 'Time', 'Pat No', 'Patient', 'Clinician', 'Item', 'Description', 'Status', 'Fee (GBP)'], rows, ';'));
}
{
  const file = 'appointments/clanrye-diary-2025.html';
  const as = appointments.filter((a) => a.site === 'CLR' && a !== proseCLR);
  const OUT = { Attended: 'Attended', Failed: 'Did not attend', Cancelled: 'Cancelled by patient' };
  const rows = as.map((a) => {
    const c = C[a.clinician];
    const with_ = isDentist(c) ? `Dr ${surname(c.name)}` : c.name;
    const date = `${a.wd} ${fmtDate(a.date, 'short')}`;
    const charged = a.fee ? gbp(a.fee) : '—';
    apptFacts(a, file, { date, time: hours12(a.time), patient: a.patient, clinician: with_, treatment: a.treatment, status: OUT[a.status], fee: a.fee ? gbp(a.fee) : '' });
    return `    <tr><td>${date}</td><td>${hours12(a.time)}</td><td>${a.code}</td><td>${esc(a.patient)}</td><td>${esc(with_)}</td><td>${esc(a.treatment)}</td><td>${OUT[a.status]}</td><td>${charged}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Clanrye diary extract 2025</title></head>
<body>
<h1>Clanrye Dental Practice — diary extract, January to June 2025</h1>
<p>Printed from the practice diary for the clinical audit. Charges are what the patient was billed on the day.</p>
<table>
  <thead><tr><th>Date</th><th>Time</th><th>Ref</th><th>Patient</th><th>With</th><th>Treatment</th><th>Outcome</th><th>Charged</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
{
  const file = 'letterkenny/leabhar-coinni-appointment-book.txt';
  const GA = { Attended: "D'fhreastail / Attended", Failed: 'Níor fhreastail / Failed', Cancelled: 'Cealaithe / Cancelled' };
  const TGA = { Examination: 'Scrúdú', 'New patient examination': 'Scrúdú othair nua', 'Periapical X-ray': 'X-gha', 'Emergency appointment': 'Coinne éigeandála', 'Scale and polish': 'Scálú agus snasú', 'Composite filling': 'Líonadh', 'Root canal treatment': 'Cóireáil fréimhe', Extraction: 'Astarraingt', 'Porcelain crown': 'Coróin', 'Hygienist visit': 'Sláinteolaí', 'Zirconia crown': 'Coróin siorcóine', 'Tooth whitening': 'Gealú', 'Dental implant': 'Ionchlannán' };
  const out = ['LEABHAR COINNÍ / APPOINTMENT BOOK — LEITIR CEANAINN / LETTERKENNY, EANÁIR–MEITHEAMH 2025', '='.repeat(72), ''];
  appointments.filter((a) => a.site === 'LK').forEach((a) => {
    const time = a.time.replace(':', '.');
    const fee = a.fee ? eur(a.fee) : '€0';
    apptFacts(a, file, { date: fmtDate(a.date, 'dotted'), time, patient: a.patient, clinician: LK_SHORT[a.clinician], treatment: a.treatment, status: GA[a.status], fee });
    out.push(`${a.code}  ${fmtDate(a.date, 'dotted')}  ${time}  ${a.patient}`, `    ${LK_SHORT[a.clinician]} — ${TGA[a.treatment]} / ${a.treatment} — ${GA[a.status]} — ${fee}`, '');
  });
  out.push('Táillí in euro. Fees in euro; €30 charged for a missed private appointment.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'email/2025-06-30-missed-appointments.eml';
  const [a1, a2] = proseBV;
  const a3 = proseCLR;
  const dayWord = (a) => `${{ Mon: 'Monday', Tue: 'Tuesday', Wed: 'Wednesday', Thu: 'Thursday', Fri: 'Friday', Sat: 'Saturday' }[a.wd]} ${fmtDate(a.date, 'long').replace(' 2025', '')}`;
  const s1 = { date: dayWord(a1), time: hours12(a1.time), patient: a1.patient, clinician: drName(C[a1.clinician]), treatment: a1.treatment.toLowerCase(), status: 'failed to turn up', fee: `£${a1.fee}` };
  const s2 = { date: dayWord(a2), time: a2.time, patient: a2.patient, clinician: C[a2.clinician].name, treatment: a2.treatment.toLowerCase(), status: 'cancelled', fee: 'nothing was charged' };
  const s3 = { date: dayWord(a3), time: hours12(a3.time), patient: a3.patient, clinician: drName(C[a3.clinician]), treatment: a3.treatment.toLowerCase(), status: 'did not attend', fee: `£${a3.fee}` };
  const p1 = P[a1.patient];
  const p3 = P[a3.patient];
  apptFacts(a1, file, s1);
  apptFacts(a2, file, s2);
  apptFacts(a3, file, s3);
  patientFacts(p1, file, { no: p1.no, dob: fmtDate(p1.dob, 'long'), scheme: 'private patient', surgery: 'Bann View', recall: 'six-monthly recall', dentist: `Dr ${p1.dentist}` });
  patientFacts(p3, file, { no: p3.no, dob: fmtDate(p3.dob, 'long'), scheme: 'private', surgery: 'Clanrye', recall: 'once a year', dentist: `Dr ${p3.dentist}` });
  corpus.write(file, `From: Heather Lowry <heather.lowry@foyle-erne-dental.co.uk>
To: Mairead Rooney <mairead.rooney@foyle-erne-dental.co.uk>
Cc: Kathryn McAleese <k.mcaleese@foyle-erne-dental.co.uk>
Date: Mon, 30 Jun 2025 09:14:02 +0100
Subject: Missed and cancelled appointments not on the day lists

Hi Mairead,

For the FTA audit, here are the ones that never made it onto the exported day lists because they were rebooked by hand.

At Bann View, ${s1.patient} (patient no. ${p1.no}, born ${s1.dob ?? fmtDate(p1.dob, 'long')}) ${s1.status} for his ${s1.time} appointment with ${s1.clinician} on ${s1.date} (${a1.code}, ${s1.treatment}). He is a private patient of Dr ${p1.dentist} on a six-monthly recall at Bann View, so we charged the ${s1.fee} failed-appointment fee.

Also at Bann View, appointment ${a2.code} for ${s2.patient} with ${s2.clinician} at ${s2.time} on ${s2.date} (${s2.treatment}) was ${s2.status} the day before, so nothing was charged.

On your side, ${s3.patient} ${s3.status} on ${s3.date} at ${s3.time} (${a3.code}, ${s3.treatment} with ${s3.clinician}). She registered at Clanrye this spring as a private patient (no. ${p3.no}, date of birth ${fmtDate(p3.dob, 'long')}) with Dr ${p3.dentist} as her dentist, recall once a year, so the ${s3.fee} fee applies.

Thanks,
Heather
`);
}
{
  const file = 'email/2025-complaint-erne-follow-up.eml';
  const a = proseERN;
  const p = P[a.patient];
  const t = T[a.treatment];
  const st = { date: fmtDate(a.date, 'short'), time: hours12(a.time), patient: a.patient, clinician: drName(C[a.clinician]), treatment: a.treatment.toLowerCase(), status: 'attended', fee: gbp(a.fee) };
  apptFacts(a, file, st);
  patientFacts(p, file, { no: p.no, dob: fmtDate(p.dob, 'long'), scheme: 'HSC patient', surgery: 'Erne', recall: 'nine-month recall', dentist: `Dr ${p.dentist}` });
  corpus.write(file, `From: Gillian Thompson <gillian.thompson@foyle-erne-dental.co.uk>
To: Fergal Leonard <f.leonard@foyle-erne-dental.co.uk>
Date: ${{ Mon: 'Mon', Tue: 'Tue', Wed: 'Wed', Thu: 'Thu', Fri: 'Fri', Sat: 'Sat' }[a.wd]}, ${fmtDate(a.date, 'short')} 16:40:12 +0100
Subject: Complaint — ${a.patient} (${p.no})

Fergal,

${a.patient} rang this afternoon about her visit today. She ${st.status} her ${st.time} appointment (${a.code}) with ${st.clinician} for a ${st.treatment} and was charged ${st.fee}, which she felt had not been explained beforehand. She is an HSC patient of Dr ${p.dentist}, born ${fmtDate(p.dob, 'long')}, and she is on a nine-month recall at Erne.

I've logged it as a verbal complaint (ref CMP-25-007) and said you would call her back within three working days. ${t.band === 'Private' ? 'It was a private item, so the consent form should be on file.' : `It was a ${t.band} item on the HSC, so the charge should have been in her treatment plan.`}

Gillian
`);
}

// ------------------------------------------------------------------ (f) lab work orders
{
  const file = 'lab/lab-book-2025.md';
  const os = labOrders.filter((o) => ['BV', 'ERN'].includes(o.site) || o.code === 'LW-25-004');
  const out = ['# Lab book 2025 (Northern Ireland surgeries)', '', 'Every case sent to a laboratory. "Back" is the date the work arrived at the surgery; — means still out.', '',
    '| Ref | Patient | Clinician | Work | Material | Lab | Sent | Back | Cost |', '|---|---|---|---|---|---|---|---|---|'];
  os.forEach((o) => {
    const back = o.returned ? dmy(o.returned) : '—';
    labFacts(o, file, { patient: o.patient, clinician: `Dr ${surname(o.clinician)}`, item: o.item, material: o.material, lab: o.lab, sent: dmy(o.sent), returned: o.returned ? back : '', cost: gbp(o.cost) });
    out.push(`| ${o.code} | ${o.patient} | Dr ${surname(o.clinician)} | ${o.item} | ${o.material} | ${o.lab} | ${dmy(o.sent)} | ${back} | ${gbp(o.cost)} |`);
  });
  out.push('', 'Costs are the lab\'s invoice, ex VAT where the lab is VAT-registered.', '');
  corpus.write(file, out.join('\n'));
}
{
  const os = labOrders.filter((o) => o.site === 'CLR' && o.code !== 'LW-25-004');
  os.forEach((o) => {
    const file = `lab/dockets/${o.code}.txt`;
    const work = `${o.item} (${o.material.toLowerCase()})`;
    const returned = o.returned ? fmtDate(o.returned, 'long') : 'awaiting';
    labFacts(o, file, { patient: o.patient, clinician: `Dr ${o.clinician}`, item: work, material: work, lab: o.lab, sent: fmtDate(o.sent, 'long'), returned: o.returned ? returned : '', cost: `£${o.cost}` });
    corpus.write(file, [
      'LABORATORY DOCKET — Clanrye Dental Practice, Newry', '', `Docket: ${o.code}`, `Laboratory: ${o.lab}`, `Prescribing dentist: Dr ${o.clinician}`,
      `Patient: ${o.patient}`, `Appliance: ${work}`, `Shade: ${['A2', 'A3', 'B1'][o.cost % 3]}`, `Date sent: ${fmtDate(o.sent, 'long')}`, `Returned: ${returned}`,
      `Charge: £${o.cost}`, '', 'Disinfected before dispatch: yes (Perform ID, 5 min)', '',
    ].join('\n'));
  });
}
{
  const file = 'email/2025-06-tirconnell-lab-statement.eml';
  const os = labOrders.filter((o) => o.site === 'LK');
  const paras = os.map((o, k) => {
    const work = `${o.material.toLowerCase()} ${o.item.toLowerCase()}`;
    const st = { patient: o.patient, clinician: drName(C[o.clinician]), item: o.item.toLowerCase(), material: o.material.toLowerCase(), lab: 'Tirconnell Dental Lab', sent: fmtDate(o.sent, 'long'), returned: fmtDate(o.returned, 'long'), cost: `€${o.cost}` };
    labFacts(o, file, st);
    return k % 2
      ? `${o.code}: a ${work} for ${o.patient}, prescribed by ${st.clinician}. We received the impressions on ${st.sent} and it went back to the clinic on ${st.returned}. Charge ${st.cost}.`
      : `${o.code} was the ${work} for ${o.patient} (${st.clinician}), in with us on ${st.sent}, fitted case returned ${st.returned}, ${st.cost}.`;
  });
  corpus.write(file, `From: Declan Ó Baoill <accounts@tirconnelldentallab.ie>
To: Bernie McGeehan <letterkenny@foyle-erne-dental.ie>
Date: Fri, 27 Jun 2025 15:03:44 +0100
Subject: Statement — Letterkenny Dental Clinic, January to June 2025

Dia duit Bernie,

Please find the half-year statement below. All prices in euro, VAT exempt.

${paras.join('\n\n')}

Payment within 30 days to the usual account, go raibh maith agat.

Declan
Tirconnell Dental Lab, Port Road, Letterkenny
`);
}

// ------------------------------------------------------------------ minutes (a hygienist and two patients only here)
{
  const file = 'governance/clinical-governance-minutes-2025-02-19.md';
  const c = C['Rachel Kerr'];
  clinicianFacts(c, file, { role: 'dental hygienist', surgery: 'Erne', reg: `GDC ${c.reg}`, days: 'Tuesdays and Fridays', qual: `qualified in ${c.qual}` });
  const p = P['Aidan Mooney'];
  patientFacts(p, file, { no: p.no, dob: fmtDate(p.dob, 'long'), scheme: 'HSC', surgery: 'Bann View', recall: 'six-month recall', dentist: `Dr ${p.dentist}` });
  corpus.write(file, `# Clinical governance meeting — 19 February 2025

Held at Erne Dental Surgery, Enniskillen, 13:00–14:30. Video link to Coleraine, Newry and Letterkenny.

Present: Dr Fergal Leonard (chair), Dr Kathryn McAleese, Dr Eamon Fitzpatrick, Dr Máiréad Nic Giolla Bhríde, Gillian Thompson,
Heather Lowry, Mairead Rooney, Bernie McGeehan. Apologies: Dr Priya Nair.

## 1. New starters

We welcomed Rachel Kerr, a dental hygienist (GDC ${c.reg}) who qualified in ${c.qual} and joins Erne on Tuesdays and Fridays from 3 March.
Her induction (decontamination, radiography, medical emergencies) is booked with Jenna Armstrong.

## 2. Significant event: collapse in the waiting room (Bann View)

On 28 January Aidan Mooney, patient no. ${p.no} (born ${fmtDate(p.dob, 'long')}), an HSC patient of Dr ${p.dentist} on a
six-month recall at Bann View, collapsed in the waiting room before his appointment. Staff gave oxygen and called 999;
he recovered fully. Learning: the oxygen cylinder was at 40 % and has been replaced; weekly checks now go in the log.

## 3. Radiography

Annual X-ray QA done at all four sites. Letterkenny's intraoral unit needs a new timer (quote €640).

## 4. Any other business

Next meeting 21 May 2025, Letterkenny.
`);
}
{
  const file = 'governance/clinical-governance-minutes-2025-05-21.md';
  const p = P['Tara Hegarty'];
  patientFacts(p, file, { no: p.no, dob: fmtDate(p.dob, 'long'), scheme: 'private patient', surgery: 'Letterkenny', recall: 'twelve-month recall', dentist: `Dr ${p.dentist}` });
  const lkA = appointments.filter((a) => a.site === 'LK');
  corpus.write(file, `# Clinical governance meeting — 21 May 2025

Held at Letterkenny Dental Clinic, 13:00–14:45.

Present: Dr Máiréad Nic Giolla Bhríde (chair), Dr Fergal Leonard, Dr Kathryn McAleese, Dr Eamon Fitzpatrick, Dr Cathal Ó Gallchóir,
Bernie McGeehan, Gillian Thompson.

## 1. Minutes of 19 February

Agreed. The oxygen checks are now in every site's weekly log.

## 2. Complaint (Letterkenny)

Tara Hegarty (${p.no}), a private patient of Dr ${p.dentist} born on ${fmtDate(p.dob, 'long')}, complained that her
twelve-month recall letter arrived after her appointment was already due. The recall run had failed for two weeks after
the software update; ${lkA.length} appointments in the book were checked by hand. Apology sent; no further action.

## 3. Failed appointments

FTA rates for the first quarter: Bann View 6.1 %, Erne 4.8 %, Clanrye 7.3 %, Letterkenny 5.5 %. Private patients are charged
£25 (€30 in Letterkenny) for a failed appointment; HSC and medical-card patients are not charged.

## 4. Clear aligners

Dr Anil Mehta starts clear-aligner cases at Bann View from 1 May (see the fees e-mail).

## 5. Next meeting

17 September 2025, Clanrye Dental Practice.
`);
}
{
  const file = 'email/2025-04-22-new-private-items.eml';
  const ca = T['Clear aligners'];
  const ng = T['Night guard'];
  treatmentFacts(ca, file, { band: 'private', fee: gbpShort(ca.fee), dur: ca.dur });
  treatmentFacts(ng, file, { band: 'private', fee: gbp(ng.fee), dur: ng.dur });
  corpus.write(file, `From: Kathryn McAleese <k.mcaleese@foyle-erne-dental.co.uk>
To: all-practices@foyle-erne-dental.co.uk
Date: Tue, 22 Apr 2025 11:02:37 +0100
Subject: Two new private items from 1 May

Hi all,

From 1 May we are adding two private items to the NI fee list, so please set them up on the day lists:

Clear aligners (item code ${ca.code}) will be ${gbpShort(ca.fee)} for a full course. The first appointment is ${ca.dur} with Dr Anil Mehta at Bann View.

Night guards (item code ${ng.code}) for bruxism are ${gbp(ng.fee)}, lab fee included, and need about ${ng.dur} of chair time for impressions.

Both are private only; neither is available on the HSC.

Kathryn
`);
}

// ------------------------------------------------------------------ (g) background documents (no entity facts)
corpus.write('README.txt', `FOYLE & ERNE DENTAL PARTNERS — SHARED DRIVE (2025)
Surgeries: Bann View Dental (Coleraine), Erne Dental Surgery (Enniskillen), Clanrye Dental Practice (Newry),
Letterkenny Dental Clinic (Co. Donegal, fees in euro).

surgeries/       practice information sheets
staff/           clinical teams, HR extract
patients/        patient lists, Clanrye record cards and registration forms
booking/         BookDent export (Erne)
appointments/    day lists and diary extracts
fees/            HSC fee guide, private fees, implant/ortho sheets
lab/             lab book and dockets
letterkenny/     Letterkenny files (some in Irish)
reports/         monthly figures
governance/      clinical governance minutes
email/           saved e-mails
policies/        infection control, radiography, complaints, GDPR
admin/           rota, budget, suppliers, equipment
`);
corpus.write('policies/infection-control.md', `# Infection prevention and control — summary

Following HTM 01-05 (NI) and the Dental Council code in Letterkenny.

- Washer-disinfector cycle: 90 °C for 1 minute (thermal disinfection), logged daily.
- Autoclave: 134 °C for 3 minutes, Helix test daily, Bowie-Dick weekly.
- Instruments stored wrapped for up to one year; unwrapped in surgery for one day only.
- Waterlines: purge 2 minutes at the start of the day and 20–30 seconds between patients.
- Hand hygiene audit every six months; last score 96 %.
`);
corpus.write('policies/radiography-local-rules.md', `# Radiography — local rules (all sites)

Radiation protection adviser: Northern Radiation Services Ltd. Controlled area: 1.5 m from the tube head.

| Site | Units | Last QA | Next critical examination |
|---|---|---|---|
| Coleraine | 3 intraoral, 1 OPG | 14/01/2025 | 2028 |
| Enniskillen | 2 intraoral | 21/01/2025 | 2027 |
| Newry | 2 intraoral | 04/02/2025 | 2029 |
| Letterkenny | 2 intraoral, 1 CBCT | 11/02/2025 | 2026 |

Exposure settings are on the chart beside each unit. Pregnant staff leave the controlled area for every exposure.
`);
corpus.write('policies/complaints-procedure.md', `# Complaints procedure

1. Acknowledge within 3 working days.
2. Full response within 10 working days (NI) or 30 days (Letterkenny, per the HSE Your Service Your Say guidance).
3. Unresolved complaints: the NI Public Services Ombudsman, or the Dental Council / Ombudsman in Ireland.

In 2024 the group received 23 complaints: 14 about fees, 5 about waiting times, 4 about treatment.
`);
corpus.write('policies/gdpr-retention.md', `# Records retention

- Adult dental records: 11 years after the last visit.
- Children: until the 25th birthday or 11 years, whichever is longer.
- Radiographs are part of the record.
- Letterkenny records follow the Irish Data Protection Act 2018 with the same periods.

Shredding by Shred-It, collected monthly from each site (consoles emptied on the first Tuesday).
`);
corpus.write('admin/rota-week-24.md', `# Reception rota — week 24 (9–14 June 2025)

| Day | Bann View | Erne | Clanrye | Letterkenny |
|---|---|---|---|---|
| Mon | Zoe, Amy | Karen | Sarah | Siobhán |
| Tue | Zoe | Karen, Paula | Sarah | Siobhán |
| Wed | Amy | Paula | Sarah, Leah | Orla |
| Thu | Zoe, Amy | Karen | Leah | Siobhán |
| Fri | Zoe | Paula | Sarah | Orla |
| Sat | — | Karen | — | Siobhán |

Phones open 08:15 at every site.
`);
corpus.write('admin/budget-2025.csv', delimited(['Line', 'Bann View (£)', 'Erne (£)', 'Clanrye (£)', 'Letterkenny (€)'], [
  ['Lab fees', '38,000', '29,500', '24,000', '31,000'], ['Materials', '41,200', '33,800', '22,100', '27,600'], ['Equipment servicing', '9,800', '7,400', '5,900', '8,200'],
  ['CPD and training', '6,500', '5,200', '3,900', '4,800'], ['Marketing', '2,000', '1,500', '3,000', '2,500'],
]));
corpus.write('admin/suppliers.md', `# Dental supplies — who we buy from

- Henry Schein (consumables, next-day): account 448812, order by 15:00.
- Dental Sky (gloves, masks, bibs): monthly standing order.
- Kent Express (Letterkenny, ships to ROI in 2–3 days).
- Oxygen and medical gases: BOC, cylinders swapped every quarter.

Lab suppliers are in the lab book; do not order lab work through these accounts.
`);
corpus.write('admin/equipment-service-log.csv', delimited(['Site', 'Item', 'Serial', 'Last service', 'Next due', 'Engineer'], [
  ['Coleraine', 'Autoclave (Eschmann SES 2000)', 'ES2-55120', '12/02/2025', '12/08/2025', 'DeTech NI'],
  ['Coleraine', 'Compressor (Cattani)', 'CT-8812', '05/01/2025', '05/01/2026', 'DeTech NI'],
  ['Enniskillen', 'Washer-disinfector', 'MW-3391', '20/03/2025', '20/09/2025', 'DeTech NI'],
  ['Newry', 'Suction pump', 'DS-1102', '14/04/2025', '14/10/2025', 'Mourne Dental Engineering'],
  ['Letterkenny', 'CBCT unit', 'PX-90021', '02/05/2025', '02/05/2026', 'Dental Tech Ireland'],
]));
corpus.write('admin/phone-list.md', `# Internal phone list

| Site | Main line | Manager |
|---|---|---|
| Bann View Dental | 028 7034 1122 | ext 101 |
| Erne Dental Surgery | 028 6632 5510 | ext 301 |
| Clanrye Dental Practice | 028 3026 8844 | ext 201 |
| Letterkenny Dental Clinic | +353 74 912 4455 | ext 401 |

Out of hours: Western Urgent Dental (NI) 028 7186 5195; Letterkenny: Caredoc.
`);
corpus.write('letterkenny/bileog-othar-patient-leaflet.md', `# Bileog eolais d'othair / Patient information leaflet

## Conas coinne a dhéanamh

Cuir glaoch orainn ar 074 912 4455 nó tar isteach chuig an deasc fáilte. Má tá tú déanach níos mó ná 10 nóiméad,
b'fhéidir go mbeidh orainn an coinne a athrú.

## Athghairm

Seolaimid litir nó téacs athghairme chugat nuair atá do scrúdú ag teacht suas. Socraíonn an fiaclóir eatramh na
hathghairme (3 go 24 mhí) de réir shláinte do bhéil.

## Coinní a chailltear

Gearrtar táille €30 ar othair phríobháideacha nach dtagann chuig coinne gan fógra 24 uair an chloig.

## In English

Missed private appointments without 24 hours' notice are charged €30. Recall intervals run from 3 to 24 months.
`);
corpus.write('reports/fta-summary-q1-2025.md', `# Failed-to-attend summary, Q1 2025

| Site | Booked | Failed | Rate |
|---|---|---|---|
| Bann View | 2,914 | 178 | 6.1 % |
| Erne | 2,302 | 110 | 4.8 % |
| Clanrye | 1,655 | 121 | 7.3 % |
| Letterkenny | 1,871 | 103 | 5.5 % |

Text reminders 48 hours before cut failures by about a third at Erne in 2024; all sites switch to 48-hour texts in July.
`);
corpus.write('staff/cpd-requirements.md', `# CPD requirements (for the staff room)

- Dentists (GDC): 100 hours of verifiable CPD over the five-year cycle.
- Hygienists and therapists (GDC): 75 hours over five years.
- Dental Council of Ireland: 50 hours over five years, with core topics every cycle.
- Everyone: medical emergencies and CPR every year; safeguarding every three years.

Log it in the CPD tracker within a month.
`);
corpus.write('admin/it-and-backups.md', `# IT and backups

DentalSoft R5 (Coleraine, Newry), BookDent Online (Enniskillen), Exact for Ireland (Letterkenny).
Nightly backup at 22:00 to the group NAS, weekly copy off site. Restore test done 3 March 2025 (took 47 minutes).
`);
corpus.write('staff/staff-handbook-extract.md', `# Staff handbook (extract)

Annual leave is 28 days including bank holidays in Northern Ireland (Easter Tuesday and 12 July are practice holidays)
and 29 days in Letterkenny (St Brigid's Day and the October bank holiday). Uniforms: navy tunics, changed daily.
`);
corpus.write('reports/hsc-activity-notes-2025.md', `# HSC activity notes

Quarterly claims to the Business Services Organisation: 1,842 items from Bann View, 1,310 from Erne and 977 from Clanrye
in Q1. Letterkenny claims DTSS items from the HSE (Primary Care Reimbursement Service), 412 in Q1.
`);

corpus.write('governance/significant-events-log.csv', delimited(['Ref', 'Date', 'Site', 'Category', 'Summary', 'Closed'], [
  ['SEA-25-01', '28/01/2025', 'Coleraine', 'Medical emergency', 'Patient collapsed in waiting room; oxygen given; recovered', 'Y'],
  ['SEA-25-02', '13/02/2025', 'Newry', 'Sharps injury', 'Nurse needlestick after LA; occupational health seen same day', 'Y'],
  ['SEA-25-03', '06/03/2025', 'Letterkenny', 'IT', 'Recall run failed for 14 days after update', 'Y'],
  ['SEA-25-04', '22/04/2025', 'Enniskillen', 'Decontamination', 'Washer-disinfector cycle fault; instruments reprocessed', 'N'],
]));
corpus.write('letterkenny/fogra-saoire-holiday-notice.md', `# Fógra / Notice

Beidh an clinic dúnta Dé Luain 2 Meitheamh (Lá Saoire Bainc) agus Dé Luain 4 Lúnasa.
The clinic is closed on Monday 2 June (bank holiday) and Monday 4 August.

Éigeandálaí / Emergencies: cuir glaoch ar / call 074 912 4455 and follow the recorded message.
`);
corpus.write('email/2025-05-02-aligner-training.eml', `From: Anil Mehta <a.mehta@foyle-erne-dental.co.uk>
To: Heather Lowry <heather.lowry@foyle-erne-dental.co.uk>
Date: Fri, 2 May 2025 17:51:09 +0100
Subject: Aligner scans

Heather,

First aligner case went well this afternoon. The intraoral scanner needs about 15 minutes per arch, so please block
an extra half hour in chair 5 for any new aligner consultations on Mondays. The scanner rental is £420 a month until
we decide in September whether to buy one (about £18,500).

Anil
`);

const stats = corpus.flush(source);
console.log(`dental corpus: ${stats.files} files, ${stats.entities} entities, ${stats.facts} facts -> ${dir}`);
