#!/usr/bin/env node
// Trials corpus (held-out): the shared drive of the Oxford Road Clinical Research Unit in Manchester, September 2025,
// which runs studies at three Greater Manchester sites and, with a partner unit in Gothenburg, at three sites in
// West Sweden whose records are partly in SWEDISH. 8 studies, 6 sites, 56 participants, 30 visits, 18 adverse
// events, 20 staff, 14 drug shipments.
//   node bench/corpora/trials/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "trials-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) studies: HTML infobox pages (label set A), Markdown protocol summaries with YAML front matter and a pipe table
//     (label set B: `Indication`, `Recruitment target`, `Opened to recruitment`, `Chief investigator`), a portfolio
//     CSV with units in the header, one study only in the sentences of the R&D steering group minutes;
// (b) sites: a Markdown page of the UK sites, a SWEDISH HTML definition list (`Ort`, `Huvudprövare`, `Inkluderade`),
//     the newest Swedish site only in an e-mail's sentences;
// (c) participants: a nested EDC JSON export (Manchester), plain-text participant profiles and an HTML randomisation
//     table (Salford, two label sets), a CSV enrolment log (Stockport), a sponsor TSV tracker with units inside the
//     values (`71 yrs`, `£60.00`, `SEK 750`), a SWEDISH payments export with a PREAMBLE, SEMICOLONS and DECIMAL
//     COMMAS (Gothenburg), a SWEDISH Markdown list (Mölndal), and a few participants only in e-mails (one Swedish);
// (d) visits: a visit log CSV in kg, a home-monitoring JSON in lb, Salford nurse notes in stones and pounds, SWEDISH
//     visit protocols (`Vikt: 72,5 kg`), a research nurse's diary in prose;
// (e) adverse events: a semicolon AE listing with `n/a`, SAE report infoboxes (label set B: `Intensity`,
//     `Causality`), a SWEDISH AE report (`Allvarlighetsgrad: måttlig`), the safety review minutes in prose;
// (f) staff: an HTML team table, a flat JSON of GCP training records, SWEDISH plain-text profiles, new starters only
//     in an HR e-mail and a Swedish e-mail; a WIDE table of research hours per month (a CSV, and a Swedish table);
// (g) drug shipments: a pharmacy receipts TSV, a nested IRT JSON, SWEDISH receipt notes, two shipments only in the
//     pharmacist's e-mail;
// (h) background documents whose numbers belong to no entity (SOPs, finance summary, newsletter, ethics letter,
//     closures, conversion chart, monitoring plan).
//
// Canonical units of source.csv: ages in whole years as at 30 September 2025 (from a date of birth when that is
// what the page states); weights in kg (`159.6 lb` → × 0.45359237, `11 st 6 lb` → st × 6.35029318 + lb ×
// 0.45359237); blood pressure in mmHg (systolic and diastolic apart); payments in GBP or SEK as written (never
// converted); sponsor fees in GBP; hours per week, hours per month; quantities in vials; dates ISO (a month only:
// the last day of the month for an expiry); Swedish words in English (`måttlig` = Moderate, `ja` = true, `Kvinna` =
// Female, `återställd` = Recovered, `Forskningssjuksköterska` = Research nurse, …).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlDlPage, htmlInfoboxPage, htmlTablePage, joinAnd, mdBulletsNote, mdYamlTableNote, rng, slug, targets, txtProfile } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('trials-v1');
const LB = 0.45359237;
const STONE = 6.35029318;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const r1 = (x) => Math.round(x * 10) / 10;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];
const gbp = (v) => `£${group(v, 2)}`;
const dec = (v) => v.toFixed(2).replace('.', ',');
const svNum = (v, d = 1) => v.toFixed(d).replace('.', ',');
const svKr = (v) => `${String(Math.round(v)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} kr`;

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the timesheets). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ calendar, words
const SV_MONTHS = ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'];
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const svDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${SV_MONTHS[m - 1]} ${y}`;
};
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const dayMonth = (iso) => {
  const [, m, d] = iso.split('-').map(Number);
  return `${d} ${EN_MONTHS[m - 1]}`;
};
const toDays = (iso) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 864e5;
const fromDays = (n) => new Date(n * 864e5).toISOString().slice(0, 10);
const addDays = (iso, n) => fromDays(toDays(iso) + n);
const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
function words(n) {
  if (n < 20) return ONES[n];
  if (n < 100) return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : '');
  return `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? ` and ${words(n % 100)}` : ''}`;
}
const TODAY = '2025-09-30';

// ------------------------------------------------------------------ sites
// [name, code, city (English), city as the page states, country, PI, activated]
const SITE_DEF = [
  ['Manchester CRF', 'MAN', 'Manchester', 'Manchester', 'United Kingdom', 'Priya Raman', '2019-04-01'],
  ['Salford CTU', 'SAL', 'Salford', 'Salford', 'United Kingdom', 'Tomasz Nowak', '2021-09-13'],
  ['Stockport RC', 'STK', 'Stockport', 'Stockport', 'United Kingdom', 'Hannah Osei', '2022-06-06'],
  ['Prövningsenheten Göteborg', 'GOT', 'Gothenburg', 'Göteborg', 'Sweden', 'Elin Sandberg', '2020-02-17'],
  ['Mölndal Forskningsmottagning', 'MOL', 'Mölndal', 'Mölndal', 'Sweden', 'Johan Berglund', '2023-01-09'],
  ['Borås Studiecentrum', 'BOR', 'Borås', 'Borås', 'Sweden', 'Karin Lindqvist', '2025-05-05'],
];
const sites = SITE_DEF.map(([name, code, city, cityStated, country, pi, activated]) => ({ name, code, city, cityStated, country, pi, activated }));
const SITE = Object.fromEntries(sites.map((s) => [s.code, s]));
const SWEDISH = new Set(['GOT', 'MOL', 'BOR']);

// ------------------------------------------------------------------ studies
// [code, acronym, condition, phase, sponsor, target, start, PI, status, fee GBP, sites, recruitment end, ages, layout]
const STUDY_DEF = [
  ['MCR-2023-03', 'ASTRAL', 'Severe asthma', 'III', 'Halden Pharma AB', 120, '2023-05-15', 'Priya Raman', 'Active, not recruiting', 3400, ['MAN', 'GOT', 'MOL'], '2025-03-31', [19, 72], 'infobox'],
  ['MCR-2023-11', 'HEARTWISE', 'Heart failure', 'II', 'Northbridge Therapeutics', 80, '2023-12-04', 'Alan Whitcombe', 'Completed', 2850, ['MAN', 'SAL'], '2024-10-31', [52, 84], 'yaml'],
  ['MCR-2024-02', 'GLYCO-CARE', 'Type 2 diabetes', 'IV', 'University of Manchester', 200, '2024-03-18', 'Hannah Osei', 'Recruiting', 950, ['STK', 'SAL'], '2025-09-26', [41, 76], 'csv'],
  ['MCR-2024-07', 'PSORA-1', 'Plaque psoriasis', 'II', 'Veridian Biologics', 60, '2024-09-02', 'Tomasz Nowak', 'Recruiting', 4150, ['SAL', 'MAN'], '2025-09-26', [18, 66], 'infobox'],
  ['MCR-2024-09', 'CLEARLUNG', 'COPD', 'III', 'Halden Pharma AB', 150, '2024-11-11', 'Alan Whitcombe', 'Recruiting', 3050, ['MAN', 'STK', 'GOT', 'BOR'], '2025-09-26', [46, 80], 'yaml'],
  ['MCR-2025-01', 'MIGRA-STOP', 'Chronic migraine', 'II', 'Ostara Neuro', 90, '2025-02-10', 'Elin Sandberg', 'Recruiting', 2700, ['GOT', 'MOL', 'MAN'], '2025-09-26', [18, 61], 'infobox'],
  ['MCR-2025-04', 'RENEW-CKD', 'Chronic kidney disease', 'I', 'Cardale Pharmaceuticals', 24, '2025-03-03', 'Hannah Osei', 'Suspended', 5600, ['MAN'], '2025-06-13', [40, 74], 'minutes'],
  ['MCR-2025-06', 'SLEEP-WELL', 'Insomnia', 'IV', 'NIHR', 100, '2025-11-03', 'Priya Raman', 'In set-up', 600, ['MAN', 'SAL'], null, null, 'csv'],
];
const studies = STUDY_DEF.map(([code, acronym, condition, phase, sponsor, target, start, pi, status, fee, siteCodes, recruitEnd, ages, layout]) => ({ code, acronym, condition, phase, sponsor, target, start, pi, status, fee, siteCodes, recruitEnd, ages, layout }));
const STUDY = Object.fromEntries(studies.map((s) => [s.code, s]));

// ------------------------------------------------------------------ staff
// [name, title, role, site code, GCP expiry, hours per week, layout]
const STAFF_DEF = [
  ['Priya Raman', 'Dr', 'Investigator', 'MAN', '2026-02-28', 16, 'html'],
  ['Alan Whitcombe', 'Prof.', 'Investigator', 'MAN', '2025-06-30', 8, 'html'],
  ['Hannah Osei', 'Dr', 'Investigator', 'STK', '2027-01-15', 20, 'html'],
  ['Tomasz Nowak', 'Dr', 'Investigator', 'SAL', '2026-09-30', 12, 'html'],
  ['Grace Holloway', '', 'Research nurse', 'MAN', '2025-11-14', 37.5, 'html'],
  ['Liam Fairclough', '', 'Research nurse', 'MAN', '2026-05-31', 30, 'html'],
  ['Aisha Rahman', '', 'Research nurse', 'SAL', '2025-08-31', 37.5, 'json'],
  ['Megan Doyle', '', 'Research nurse', 'STK', '2026-12-01', 22.5, 'json'],
  ['Owen Pritchard', '', 'Trial coordinator', 'MAN', '2027-04-30', 37.5, 'json'],
  ['Sophie Kerr', '', 'Trial coordinator', 'SAL', '2025-10-20', 30, 'json'],
  ['Ben Ashworth', '', 'Trial coordinator', 'STK', '2026-07-08', 37.5, 'json'],
  ['Rachel Tan', '', 'Research nurse', 'STK', '2028-08-31', 30, 'mail'],
  ['Daniel Mensah', '', 'Clinical trials pharmacist', 'MAN', '2027-09-30', 18.75, 'mail'],
  ['Elin Sandberg', 'Dr', 'Investigator', 'GOT', '2026-04-30', 20, 'sv'],
  ['Johan Berglund', 'Dr', 'Investigator', 'MOL', '2025-09-15', 10, 'sv'],
  ['Maja Holm', '', 'Research nurse', 'GOT', '2026-10-31', 40, 'sv'],
  ['Erik Johansson', '', 'Research nurse', 'MOL', '2025-12-31', 32, 'sv'],
  ['Sara Nilsson', '', 'Trial coordinator', 'GOT', '2027-02-28', 40, 'sv'],
  ['Karin Lindqvist', 'Dr', 'Investigator', 'BOR', '2026-06-30', 8, 'svmail'],
  ['Anders Lund', '', 'Research nurse', 'BOR', '2025-07-31', 35, 'svmail'],
];
const staff = STAFF_DEF.map(([name, title, role, site, gcp, hours, layout]) => ({ name, title, role, site, gcp, hours, layout }));
const STF = Object.fromEntries(staff.map((s) => [s.name, s]));
const ROLE_SV = { Investigator: 'Prövare', 'Research nurse': 'Forskningssjuksköterska', 'Trial coordinator': 'Studiekoordinator', 'Clinical trials pharmacist': 'Prövningsfarmaceut' };
const dr = (name) => (STF[name].title ? `${STF[name].title} ${name}` : name);

// ------------------------------------------------------------------ participants
// site code -> [[study, layout, n]]
const PLAN = {
  MAN: [['MCR-2023-03', 'edc', 2], ['MCR-2023-11', 'edc', 2], ['MCR-2024-07', 'edc', 2], ['MCR-2024-09', 'edc', 2], ['MCR-2025-01', 'edc', 1], ['MCR-2025-04', 'edc', 2], ['MCR-2024-09', 'mail', 1], ['MCR-2025-01', 'mail', 1], ['MCR-2024-07', 'mail', 1]],
  SAL: [['MCR-2023-11', 'txt', 2], ['MCR-2024-07', 'txt', 2], ['MCR-2024-02', 'txt', 1], ['MCR-2024-07', 'html', 2], ['MCR-2024-02', 'html', 2], ['MCR-2023-11', 'html', 1]],
  STK: [['MCR-2024-02', 'csv', 5], ['MCR-2024-09', 'tsv', 4]],
  GOT: [['MCR-2023-03', 'semi', 3], ['MCR-2024-09', 'semi', 3], ['MCR-2025-01', 'semi', 4], ['MCR-2025-01', 'svmail', 2]],
  MOL: [['MCR-2023-03', 'md', 3], ['MCR-2025-01', 'md', 4]],
  BOR: [['MCR-2024-09', 'tsv', 4]],
};
const SEQ_BASE = { MAN: 0, SAL: 100, STK: 200, GOT: 300, MOL: 400, BOR: 500 };
const usedIds = new Set();
const participants = [];
for (const [code, rows] of Object.entries(PLAN)) {
  const site = SITE[code];
  for (const [sc, layout, n] of rows) {
    const st = STUDY[sc];
    for (let i = 0; i < n; i++) {
      let id;
      do id = `${sc.slice(6, 8)}${sc.slice(9)}-${code}-${pad(SEQ_BASE[code] + r.int(1, 69), 3)}`;
      while (usedIds.has(id));
      usedIds.add(id);
      const age = r.int(st.ages[0], st.ages[1]);
      const mm = r.int(1, 12);
      const dd = r.int(1, 28);
      const born = `${`${pad(mm)}-${pad(dd)}` <= '09-30' ? 2025 - age : 2024 - age}-${pad(mm)}-${pad(dd)}`;
      const from = [st.start, site.activated].sort()[1];
      const to = layout === 'mail' ? '2025-09-17' : layout === 'svmail' ? '2025-09-19' : st.recruitEnd;
      // the participants only in e-mails are this summer's
      const lo = layout === 'mail' || layout === 'svmail' ? toDays('2025-07-14') : toDays(from);
      const enrolled = fromDays(r.int(lo, toDays(to)));
      const female = sc === 'MCR-2025-01' ? r.chance(0.75) : r.chance(0.5);
      const arm = r.chance(0.5) ? 'Active' : 'Placebo';
      const withdrawn = r.chance(0.15);
      // reimbursement so far: roughly a visit a month since enrolment
      const months = Math.max(0, Math.floor((toDays(TODAY) - toDays(enrolled)) / 30));
      const visitsPaid = Math.min(months, 12) + 1;
      const payment = SWEDISH.has(code)
        ? visitsPaid * r.int(4, 9) * 50 + (layout === 'semi' ? r.pick([0, 0, 0.5, 0.25, 0.8]) : 0)
        : visitsPaid * r.int(3, 8) * 5;
      participants.push({ id, study: sc, site: code, siteName: site.name, age, born, sex: female ? 'Female' : 'Male', enrolled, arm, withdrawn, payment, currency: SWEDISH.has(code) ? 'SEK' : 'GBP', layout });
    }
  }
}
const P = Object.fromEntries(participants.map((p) => [p.id, p]));
// a few fixed points the folder should hold
const byLayout = (l) => participants.filter((p) => p.layout === l);
byLayout('md')[1].withdrawn = true;
byLayout('semi')[2].withdrawn = true;
byLayout('svmail')[0].withdrawn = false;
byLayout('svmail')[1].withdrawn = false;
byLayout('mail').forEach((p) => (p.withdrawn = false));
[...byLayout('mail')].sort((a, b) => (a.enrolled < b.enrolled ? -1 : 1))[0].withdrawn = true;

function partFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.id, 'participant', attr, value, unit, stated, file);
  F('study', p.study, 'text', s.study ?? p.study);
  F('site', p.siteName, 'text', s.site ?? '');
  F('age', p.age, 'years', s.age ?? '');
  if (s.born != null) F('born', p.born, 'date', s.born);
  F('sex', p.sex, 'text', s.sex);
  F('enrolled', p.enrolled, 'date', s.enrolled);
  F('arm', p.arm, 'text', s.arm);
  F('withdrawn', p.withdrawn, 'bool', s.withdrawn);
  F('payment', p.payment, p.currency, s.payment);
}

// (c1) Manchester: nested EDC export
{
  const file = 'edc/manchester-crf-subjects-export.json';
  const recs = byLayout('edc').map((p, k) => {
    partFacts(p, file, { born: `"dateOfBirth": "${p.born}"`, sex: `"sex": "${p.sex[0]}"`, enrolled: `"randomisedOn": "${p.enrolled}"`, arm: `"arm": "${p.arm.toUpperCase()}"`, withdrawn: `"withdrawn": ${p.withdrawn}`, payment: `"totalPaid": ${p.payment}`, site: '"code": "MAN"' });
    return {
      subject: { id: p.id, site: { code: 'MAN', name: 'Manchester CRF' }, protocol: p.study },
      demographics: { dateOfBirth: p.born, sex: p.sex[0], ethnicityRecorded: k % 3 !== 0 },
      enrolment: { consentVersion: `v${L(k, ['3.0', '2.1', '4.0'])}`, randomisedOn: p.enrolled, allocation: { arm: p.arm.toUpperCase(), kitNumber: `K${40210 + k * 37}` } },
      disposition: { withdrawn: p.withdrawn, reason: p.withdrawn ? L(k, ['consent withdrawn', 'moved away', 'lost to follow-up']) : null },
      reimbursement: { currency: 'GBP', totalPaid: p.payment, method: L(k, ['bank transfer', 'ClinCard']) },
    };
  });
  corpus.write(file, JSON.stringify({ export: { system: 'OpenEDC 5.2', site: 'Manchester CRF', generatedAt: '2025-09-29T06:00:04Z', unblinded: true, note: 'Unblinded listing for the unit pharmacist; do not forward.' }, subjects: recs }, null, 2) + '\n');
}

// (c2) Salford plain-text participant profiles (label set B)
byLayout('txt').forEach((p, k) => {
  const file = `participants/salford/${p.id.toLowerCase()}.txt`;
  const born = ukDate(p.born);
  const enrolled = fmtDate(p.enrolled, 'short');
  const pay = gbp(p.payment);
  partFacts(p, file, { born, sex: `Sex: ${p.sex}`, enrolled: `Consented and enrolled: ${enrolled}`, arm: `Randomised to: ${p.arm}`, withdrawn: `Withdrawn: ${p.withdrawn ? 'Yes' : 'No'}`, payment: `Reimbursement paid: ${pay}`, site: 'Site: Salford CTU', study: `Study: ${p.study}` });
  corpus.write(file, txtProfile({
    txtHeader: `PARTICIPANT — ${p.id}`,
    sections: [{ rows: [['Study', `${p.study} (${STUDY[p.study].acronym})`], ['Site', 'Salford CTU'], ['Date of birth', born], ['Sex', p.sex], ['Consented and enrolled', enrolled], ['Randomised to', p.arm], ['Withdrawn', p.withdrawn ? 'Yes' : 'No'], ['Reimbursement paid', pay]] }],
    lead: [`${p.id} was enrolled at Salford CTU on ${enrolled}. ${L(k, ['Travel by taxi, booked by the unit.', 'Prefers morning appointments.', 'Interpreter not needed.'])}`],
  }));
});

// (c3) Salford HTML randomisation table (label set C)
{
  const file = 'participants/salford/randomisation-list-unblinded.html';
  const sections = byLayout('html').map((p) => {
    const enrolled = fmtDate(p.enrolled, 'us');
    partFacts(p, file, { age: `${p.age} years`, sex: p.sex === 'Female' ? 'F' : 'M', enrolled, arm: p.arm === 'Active' ? 'Active (IMP)' : 'Placebo', withdrawn: p.withdrawn ? 'Discontinued' : 'On study', payment: `GBP ${group(p.payment, 2)}`, study: p.study, site: 'Salford CTU' });
    return { heading: p.id, rows: [['Study', p.study], ['Age', `${p.age} years`], ['Gender', p.sex === 'Female' ? 'F' : 'M'], ['Randomisation date', enrolled], ['Treatment arm', p.arm === 'Active' ? 'Active (IMP)' : 'Placebo'], ['Status', p.withdrawn ? 'Discontinued' : 'On study'], ['Payments to date', `GBP ${group(p.payment, 2)}`]] };
  });
  corpus.write(file, htmlTablePage({ title: 'Salford CTU — unblinded randomisation list', docTitle: 'Randomisation list (unblinded) — Salford CTU', crumbs: ['Unit drive', 'Participants', 'Salford'], lead: ['Held by pharmacy only. Ages in years at 30 September 2025.'], sections, footer: 'Export checked by Sophie Kerr, 29/09/2025.' }));
}

// (c4) Stockport CSV enrolment log (units in the header)
{
  const file = 'participants/stockport/enrolment-log-glyco-care.csv';
  const rows = byLayout('csv').map((p) => {
    partFacts(p, file, { age: String(p.age), sex: p.sex, enrolled: ukDate(p.enrolled), arm: p.arm, withdrawn: p.withdrawn ? 'Y' : 'N', payment: p.payment.toFixed(2), site: 'Stockport RC' });
    return [p.id, p.study, 'Stockport RC', p.age, p.sex, ukDate(p.enrolled), p.arm, p.withdrawn ? 'Y' : 'N', p.payment.toFixed(2)];
  });
  corpus.write(file, delimited(['Participant ID', 'Study', 'Site', 'Age (years)', 'Sex', 'Enrolled (dd/mm/yyyy)', 'Arm', 'Withdrawn (Y/N)', 'Payments (GBP)'], rows));
}

// (c5) the sponsor's CLEARLUNG tracker (TSV, units inside the values; Stockport and Borås)
{
  const file = 'sponsor/clearlung-enrolment-tracker.tsv';
  const rows = byLayout('tsv').map((p) => {
    const pay = p.currency === 'GBP' ? `£${p.payment.toFixed(2)}` : `SEK ${group(p.payment)}`;
    partFacts(p, file, { age: `${p.age} yrs`, sex: p.sex === 'Female' ? 'female' : 'male', enrolled: p.enrolled, arm: p.arm.toLowerCase(), withdrawn: p.withdrawn ? 'yes' : 'no', payment: pay, site: p.site });
    return [p.id, p.study, p.site, `${p.age} yrs`, p.sex === 'Female' ? 'female' : 'male', p.enrolled, p.arm.toLowerCase(), p.withdrawn ? 'yes' : 'no', pay];
  });
  corpus.write(file, delimited(['Subject', 'Protocol', 'Site', 'Age', 'Sex', 'Randomised', 'Arm', 'Early termination', 'Stipend paid'], rows, '\t'));
}

// (c6) Gothenburg payments export: Swedish, preamble, semicolons, decimal commas
{
  const file = 'goteborg/ersattning-forskningspersoner-2025-09.csv';
  const rows = byLayout('semi').map((p) => {
    partFacts(p, file, { born: p.born, sex: p.sex === 'Female' ? 'Kvinna' : 'Man', enrolled: p.enrolled, arm: p.arm === 'Active' ? 'Aktiv' : 'Placebo', withdrawn: p.withdrawn ? 'ja' : 'nej', payment: dec(p.payment), site: 'GOT' });
    return [p.id, p.study, 'GOT', p.born, p.sex === 'Female' ? 'Kvinna' : 'Man', p.enrolled, p.arm === 'Active' ? 'Aktiv' : 'Placebo', p.withdrawn ? 'ja' : 'nej', p.withdrawn ? addDays(p.enrolled, 40 + (p.payment % 50)) : 'n/a', dec(p.payment)];
  });
  const head = 'Prövningsenheten Göteborg – ersättning till forskningspersoner\nUttag: 2025-09-29 08:41;Användare: sanil\nBelopp i SEK (reseersättning och ersättning för besök), decimalkomma\n\n';
  corpus.write(file, head + delimited(['Forskningsperson', 'Studie', 'Enhet', 'Födelsedatum', 'Kön', 'Inskrivningsdatum', 'Behandlingsarm', 'Avbruten', 'Avbrottsdatum', 'Utbetalt (SEK)'], rows, ';'));
}

// (c7) Mölndal: Swedish Markdown list
{
  const file = 'goteborg/molndal-forskningspersoner.md';
  const sections = byLayout('md').map((p) => {
    const s = { age: `Ålder: ${p.age} år`, sex: `Kön: ${p.sex === 'Female' ? 'Kvinna' : 'Man'}`, enrolled: `Inskrivningsdatum: ${svDate(p.enrolled)}`, arm: `Behandlingsarm: ${p.arm === 'Active' ? 'Aktiv' : 'Placebo'}`, withdrawn: `Avbruten: ${p.withdrawn ? 'ja' : 'nej'}`, payment: `Ersättning: ${svKr(p.payment)}`, study: `Studie: ${p.study}`, site: 'Mölndal Forskningsmottagning' };
    partFacts(p, file, s);
    return { heading: p.id, rows: [['Studie', `${p.study} (${STUDY[p.study].acronym})`], ['Ålder', `${p.age} år`], ['Kön', p.sex === 'Female' ? 'Kvinna' : 'Man'], ['Inskrivningsdatum', svDate(p.enrolled)], ['Behandlingsarm', p.arm === 'Active' ? 'Aktiv' : 'Placebo'], ['Avbruten', p.withdrawn ? 'ja' : 'nej'], ['Ersättning', svKr(p.payment)]] };
  });
  corpus.write(file, mdBulletsNote({ title: 'Forskningspersoner – Mölndal Forskningsmottagning', lead: ['Avidentifierad förteckning. Ålder i hela år den 30 september 2025.'], sections, footer: 'Uppdaterad av Erik Johansson, 2025-09-26.' }));
}

// (c8) new participants only in sentences: an English e-mail (Manchester) and a Swedish one (Gothenburg)
{
  const file = 'email/2025-09-19-new-randomisations-manchester.eml';
  const out = ['From: Owen Pritchard <owen.pritchard@oxfordroad-cru.nhs.uk>', 'To: Priya Raman <priya.raman@oxfordroad-cru.nhs.uk>', 'Cc: Daniel Mensah <daniel.mensah@oxfordroad-cru.nhs.uk>', 'Date: Fri, 19 Sep 2025 16:20:45 +0100', 'Subject: New randomisations this summer', '', 'Hi Priya,', '', 'Three more through the door at the CRF over the summer:', ''];
  byLayout('mail').forEach((p, k) => {
    const who = p.sex === 'Female' ? 'woman' : 'man';
    const [He, his] = p.sex === 'Female' ? ['She', 'her'] : ['He', 'his'];
    const date = fmtDate(p.enrolled, 'long');
    const arm = p.arm === 'Active' ? 'on the active arm' : 'on placebo';
    const paid = `£${p.payment}`;
    const wd = p.withdrawn ? `${He} has since withdrawn consent, so ${he(p)} is off study.` : `${He} is still on study.`;
    partFacts(p, file, { age: `${words(p.age)}-year-old`, sex: who, enrolled: date, arm: p.arm === 'Active' ? 'active arm' : 'placebo', withdrawn: p.withdrawn ? 'withdrawn consent' : 'still on study', payment: paid, study: p.study, site: 'CRF' });
    out.push(k % 2 === 0
      ? `- ${p.id} (${p.study}, ${STUDY[p.study].acronym}): a ${words(p.age)}-year-old ${who}, randomised on ${date}; pharmacy confirm ${he(p)} is ${arm}. ${wd} We have paid ${his} travel so far, ${paid} in total.`
      : `- ${p.id} joined ${STUDY[p.study].acronym} (${p.study}) on ${date} — ${words(p.age)}-year-old ${who}, ${arm}. ${wd} Reimbursed ${paid} to date.`, '');
  });
  out.push('Screening logs are updated. Sponsor notifications went out the same day.', '', 'Owen', '', 'Owen Pritchard | Trial Coordinator | Manchester CRF, Oxford Road Clinical Research Unit', '');
  corpus.write(file, out.join('\n'));
}
function he(p) {
  return p.sex === 'Female' ? 'she' : 'he';
}
{
  const file = 'goteborg/mejl/2025-09-22-nya-forskningspersoner.eml';
  const out = ['From: Sara Nilsson <sara.nilsson@provningsenheten-gbg.se>', 'To: Owen Pritchard <owen.pritchard@oxfordroad-cru.nhs.uk>', 'Date: Mon, 22 Sep 2025 09:03:12 +0200', 'Subject: Nya forskningspersoner i MIGRA-STOP', '', 'Hej Owen,', '', 'Här kommer de två senaste inskrivningarna i Göteborg (på svenska, som vanligt – hör av dig om något är oklart).', ''];
  byLayout('svmail').forEach((p) => {
    const who = p.sex === 'Female' ? 'kvinna' : 'man';
    const date = svDate(p.enrolled);
    const arm = p.arm === 'Active' ? 'aktiv behandling' : 'placebo';
    partFacts(p, file, { age: `${p.age} år`, sex: who, enrolled: date, arm, withdrawn: 'pågår', payment: svKr(p.payment), study: p.study, site: 'Göteborg' });
    out.push(`${p.id} (${p.study}) är en ${who} på ${p.age} år som skrevs in den ${date} och randomiserades till ${arm}. Studien pågår som planerat; hittills har vi betalat ut ${svKr(p.payment)} i reseersättning.`, '');
  });
  out.push('Hälsningar,', 'Sara', '', 'Sara Nilsson | Studiekoordinator | Prövningsenheten Göteborg', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (b) sites
for (const s of sites) s.enrolled = participants.filter((p) => p.site === s.code).length;
function siteFacts(s, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'site', attr, value, unit, stated, file);
  F('code', s.code, 'text', st.code ?? s.code);
  F('city', s.city, 'place', st.city);
  F('country', s.country, 'place', st.country);
  F('pi', s.pi, 'person', st.pi ?? s.pi);
  F('enrolled', s.enrolled, '', st.enrolled);
  F('activated', s.activated, 'date', st.activated);
}
{
  const file = 'sites/uk-sites.md';
  const sections = sites.filter((s) => !SWEDISH.has(s.code)).map((s, k) => {
    const act = fmtDate(s.activated, k % 2 ? 'long' : 'short');
    siteFacts(s, file, { city: `City: ${s.city}`, country: `Country: ${s.country}`, enrolled: `Participants enrolled (all studies): ${s.enrolled}`, activated: act });
    return { heading: `${s.name} (${s.code})`, rows: [['City', s.city], ['Country', s.country], ['Principal investigator', dr(s.pi)], ['Participants enrolled (all studies)', s.enrolled], ['Site activated', act]] };
  });
  corpus.write(file, mdBulletsNote({ title: 'UK sites — Oxford Road Clinical Research Unit', lead: ['Participant numbers are those held on this drive at the end of September 2025.'], sections, footer: 'Site files are kept in the ISF cabinets; this page is a summary.' }));
}
{
  const file = 'goteborg/forskningsenheter.html';
  const sections = sites.filter((s) => s.code === 'GOT' || s.code === 'MOL').map((s) => {
    siteFacts(s, file, { city: `<dd>${s.cityStated}</dd>`, country: 'Sverige', enrolled: `<dd>${s.enrolled}</dd>`, activated: s.activated, pi: s.pi });
    return { heading: s.name, rows: [['Enhetskod', s.code], ['Ort', s.cityStated], ['Land', 'Sverige'], ['Huvudprövare', `Dr ${s.pi}`], ['Inkluderade forskningspersoner', s.enrolled], ['Aktiverad', s.activated]] };
  });
  const html = htmlDlPage({ title: 'Forskningsenheter i Västra Götaland', docTitle: 'Forskningsenheter – samarbete med Manchester', site: 'Prövningsenheten Göteborg · intranät', lead: ['Enheter som deltar i studier tillsammans med Oxford Road Clinical Research Unit i Manchester.'], sections, footer: 'Senast ändrad 2025-09-15.' });
  corpus.write(file, html.replace('<html lang="en">', '<html lang="sv">'));
}
{
  const file = 'email/2025-06-02-boras-site-activated.eml';
  const s = SITE.BOR;
  siteFacts(s, file, { city: 'in Borås', country: 'Sweden', enrolled: words(s.enrolled), activated: fmtDate(s.activated, 'long'), pi: `Dr ${s.pi}` });
  corpus.write(file, `From: Sara Nilsson <sara.nilsson@provningsenheten-gbg.se>
To: Owen Pritchard <owen.pritchard@oxfordroad-cru.nhs.uk>, Alan Whitcombe <alan.whitcombe@oxfordroad-cru.nhs.uk>
Date: Mon, 2 Jun 2025 10:14:02 +0200
Subject: Borås is live for CLEARLUNG

Dear Owen, dear Alan,

Good news: Borås Studiecentrum (site code ${s.code}), the research clinic in Borås, Sweden, was activated for
CLEARLUNG on ${fmtDate(s.activated, 'long')}. Dr ${s.pi} is the principal investigator there, with Anders as the
study nurse. They expect to recruit slowly over the summer.

Update 26 September: they now have ${words(s.enrolled)} participants enrolled, all in CLEARLUNG.

Best wishes,
Sara
`);
}

// ------------------------------------------------------------------ (a) studies
function studyFacts(s, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(s.code, 'study', attr, value, unit, stated, file);
  F('acronym', s.acronym, 'text', s.acronym);
  F('condition', s.condition, 'text', st.condition ?? s.condition);
  F('phase', s.phase, 'text', st.phase);
  F('sponsor', s.sponsor, 'text', s.sponsor);
  F('target', s.target, '', st.target);
  F('start', s.start, 'date', st.start);
  F('pi', s.pi, 'person', s.pi);
  F('status', s.status, 'text', st.status ?? s.status);
  F('fee', s.fee, 'GBP', st.fee);
  F('sites', s.siteCodes.map((c) => SITE[c].name), 'list', st.sites ?? '');
}
studies.filter((s) => s.layout === 'infobox').forEach((s, k) => {
  const file = `studies/${s.code.toLowerCase()}-${slug(s.acronym)}.html`;
  const start = fmtDate(s.start, 'long');
  const fee = `£${group(s.fee)} per randomised participant`;
  const sitesTxt = s.siteCodes.map((c) => SITE[c].name).join(', ');
  studyFacts(s, file, { phase: `Phase ${s.phase}`, target: `${s.target} participants`, start, fee: `£${group(s.fee)}`, sites: sitesTxt });
  corpus.write(file, htmlInfoboxPage({
    title: `${s.acronym} (${s.code})`,
    sections: [
      { heading: 'Study', rows: [['Study code', s.code], ['Acronym', s.acronym], ['Phase', `Phase ${s.phase}`], ['Condition', s.condition], ['Sponsor', s.sponsor]] },
      { heading: 'Recruitment', rows: [['Target enrolment', `${s.target} participants`], ['Start date', start], ['Status', s.status], ['Sites', sitesTxt]] },
      { heading: 'People and money', rows: [['Principal investigator', dr(s.pi)], ['Per-participant fee', fee]] },
    ],
    lead: [`${s.acronym} is a Phase ${s.phase} study in ${s.condition.toLowerCase()} sponsored by ${s.sponsor}.`, L(k, ['Visits are on Tuesday and Thursday mornings in the CRF.', 'Spirometry is done in the lung function lab on the second floor.', 'Headache diaries are kept on the ePRO app.'])],
  }));
});
studies.filter((s) => s.layout === 'yaml').forEach((s) => {
  const file = `studies/protocol-summary-${slug(s.acronym)}.md`;
  const start = fmtDate(s.start, 'dotted');
  const fee = `GBP ${group(s.fee)} per randomised participant`;
  const sitesTxt = s.siteCodes.map((c) => SITE[c].name).join('; ');
  studyFacts(s, file, { phase: `phase: ${s.phase}`, target: `| Recruitment target | ${s.target} |`, start, fee: `GBP ${group(s.fee)}`, sites: sitesTxt, condition: s.condition, status: `status: ${s.status}` });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['study_code', s.code], ['acronym', s.acronym], ['phase', s.phase], ['status', s.status], ['document', 'protocol summary'], ['version', '2.0']],
    title: `${s.acronym} — protocol summary`,
    lead: [`Chief investigator ${dr(s.pi)}; sponsor ${s.sponsor}.`],
    sections: [{ heading: 'Key facts', rows: [['Indication', s.condition], ['Sponsor (commercial)', s.sponsor], ['Recruitment target', s.target], ['Opened to recruitment', start], ['Chief investigator', dr(s.pi)], ['Participating sites', sitesTxt], ['Per-patient payment to the unit', fee]] }],
    footer: 'Full protocol in the ISF; this summary is for the team only.',
  }));
});
{
  const file = 'studies/portfolio-2025.csv';
  const rows = studies.filter((s) => s.layout === 'csv').map((s) => {
    const sitesTxt = s.siteCodes.join(' + ');
    studyFacts(s, file, { phase: s.phase, target: String(s.target), start: ukDate(s.start), fee: String(s.fee), sites: sitesTxt });
    return [s.code, s.acronym, s.condition, s.phase, s.sponsor, s.target, ukDate(s.start), s.pi, s.status, s.fee, sitesTxt];
  });
  corpus.write(file, delimited(['Code', 'Acronym', 'Condition', 'Phase', 'Sponsor / funder', 'Target (participants)', 'Start (dd/mm/yyyy)', 'PI', 'Status', 'Fee per participant (GBP)', 'Sites'], rows));
}
// (the RENEW-CKD study is only in the R&D minutes, written below with the background documents)

// ------------------------------------------------------------------ (d) visits
// visits: [layout, site, count]
const visits = [];
function pickFor(layoutSites, n, maxV, exclude = new Set()) {
  const pool = r.shuffle(participants.filter((p) => layoutSites.includes(p.site) && !exclude.has(p.id) && !p.withdrawn && p.enrolled <= '2025-06-01' && !['mail', 'svmail'].includes(p.layout)));
  const out = [];
  let left = n;
  for (const p of pool) {
    if (left <= 0) break;
    const k = Math.min(left, maxV);
    out.push([p, k]);
    left -= k;
  }
  return out;
}
const visitUsed = new Set();
function makeVisits(layout, layoutSites, n, maxV, nurse) {
  for (const [p, k] of pickFor(layoutSites, n, maxV, visitUsed)) {
    visitUsed.add(p.id);
    const baseKg = r.int(540, 1150) / 10;
    const sys = r.int(108, 158);
    const dia = r.int(64, 96);
    const first = r.int(1, 4);
    for (let v = first; v < first + k; v++) {
      const date = addDays(p.enrolled, (v - 1) * 28 + (v === 1 ? r.int(0, 3) : r.int(-3, 3)));
      visits.push({ name: `${p.id}-V${v}`, participant: p.id, no: v, date: date > '2025-09-29' ? '2025-09-29' : date, kg: r1(baseKg + r.int(-25, 25) / 10), sys: sys + r.int(-9, 9), dia: dia + r.int(-6, 6), status: 'done', layout, nurse: typeof nurse === 'function' ? nurse(p) : nurse });
    }
  }
}
makeVisits('csv', ['MAN'], 8, 3, (p) => (p.study === 'MCR-2025-04' || p.study === 'MCR-2024-09' ? 'Liam Fairclough' : 'Grace Holloway'));
makeVisits('json', ['STK'], 8, 3, 'Megan Doyle');
makeVisits('yaml', ['SAL'], 4, 2, 'Aisha Rahman');
makeVisits('sv', ['GOT', 'MOL'], 6, 2, (p) => (p.site === 'GOT' ? 'Maja Holm' : 'Erik Johansson'));
makeVisits('diary', ['MAN'], 4, 2, 'Liam Fairclough');
// missed visits: one per layout except the nurse notes
for (const l of ['csv', 'json', 'sv', 'diary']) {
  const vs = visits.filter((v) => v.layout === l);
  vs[vs.length - 1].status = 'missed';
}
for (const v of visits) if (v.status === 'missed') Object.assign(v, { kg: null, sys: null, dia: null });
function visitFacts(v, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(v.name, 'visit', attr, value, unit, stated, file);
  F('participant', v.participant, 'text', v.participant);
  F('visit_no', v.no, '', s.no);
  F('date', v.date, 'date', s.date);
  F('weight', v.kgHeld ?? v.kg, 'kg', s.weight ?? '');
  F('bp_systolic', v.sys, 'mmHg', s.sys ?? '');
  F('bp_diastolic', v.dia, 'mmHg', s.dia ?? '');
  F('status', v.status, 'text', s.status);
  F('nurse', v.nurse, 'person', s.nurse ?? v.nurse);
}
{
  const file = 'visits/manchester-visit-log.csv';
  const rows = visits.filter((v) => v.layout === 'csv').map((v) => {
    const done = v.status === 'done';
    const bp = done ? `${v.sys}/${v.dia}` : '';
    visitFacts(v, file, { no: `V${v.no}`, date: v.date, weight: done ? v.kg.toFixed(1) : '', sys: bp, dia: bp, status: done ? 'Done' : 'Missed' });
    return [v.name, v.participant, `V${v.no}`, v.date, done ? v.kg.toFixed(1) : '', bp, done ? 'Done' : 'Missed', v.nurse];
  });
  corpus.write(file, delimited(['Visit ID', 'Participant', 'Visit', 'Date', 'Weight (kg)', 'BP (mmHg)', 'Outcome', 'Research nurse'], rows));
}
{
  const file = 'visits/stockport-home-monitoring.json';
  const recs = visits.filter((v) => v.layout === 'json').map((v) => {
    const done = v.status === 'done';
    const lb = done ? r1(v.kg / LB) : null;
    if (done) v.kgHeld = r4(lb * LB);
    visitFacts(v, file, { no: `"visit_number": ${v.no}`, date: v.date, weight: done ? `"weight_lb": ${lb}` : '', sys: done ? `"bp_systolic": ${v.sys}` : '', dia: done ? `"bp_diastolic": ${v.dia}` : '', status: `"status": "${v.status}"` });
    return { visit_id: v.name, participant: v.participant, visit_number: v.no, date: v.date, weight_lb: lb, bp_systolic: v.sys, bp_diastolic: v.dia, status: v.status, recorded_by: v.nurse, device: 'Withings Body+ / Omron M7' };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const vs = visits.filter((v) => v.layout === 'yaml');
  const groups = [vs.slice(0, 2), vs.slice(2)];
  groups.forEach((g, k) => {
    const file = `visits/salford-nurse-notes-${k + 1}.md`;
    const sections = g.map((v) => {
      const totalLb = Math.round(v.kg / LB);
      const st = Math.floor(totalLb / 14);
      const lb = totalLb % 14;
      v.kgHeld = r4(st * STONE + lb * LB);
      const w = `${st} st ${lb} lb`;
      visitFacts(v, file, { no: `Visit ${v.no}`, date: fmtDate(v.date, 'short'), weight: w, sys: `${v.sys}/${v.dia} mmHg`, dia: `${v.sys}/${v.dia} mmHg`, status: 'Attended' });
      return { heading: `${v.name}`, rows: [['Participant', v.participant], ['Visit', `Visit ${v.no}`], ['Date', fmtDate(v.date, 'short')], ['Weight', w], ['BP', `${v.sys}/${v.dia} mmHg`], ['Attendance', 'Attended'], ['Nurse', v.nurse]] };
    });
    corpus.write(file, mdYamlTableNote({ frontMatter: [['site', 'Salford CTU'], ['author', 'Aisha Rahman'], ['scales', 'imperial (clinic scales, stones and pounds)']], title: `Salford visit notes ${k + 1}`, lead: ['Weights taken on the clinic scales in stones and pounds, shoes off.'], sections, colA: 'Item', colB: 'Recorded' }));
  });
}
['GOT', 'MOL'].forEach((code) => {
  const file = `goteborg/besok/besoksprotokoll-${code.toLowerCase()}-2025.html`;
  const sections = visits.filter((v) => v.layout === 'sv' && P[v.participant].site === code).map((v) => {
    const done = v.status === 'done';
    const w = done ? `${svNum(v.kg)} kg` : '–';
    const bp = done ? `${v.sys}/${v.dia} mmHg` : '–';
    visitFacts(v, file, { no: `Besök ${v.no}`, date: svDate(v.date), weight: done ? w : '', sys: done ? bp : '', dia: done ? bp : '', status: done ? 'genomfört' : 'uteblev' });
    return { heading: v.name, rows: [['Forskningsperson', v.participant], ['Besök', `Besök ${v.no}`], ['Besöksdatum', svDate(v.date)], ['Vikt', w], ['Blodtryck', bp], ['Status', done ? 'genomfört' : 'uteblev'], ['Sjuksköterska', v.nurse]] };
  });
  const html = htmlDlPage({ title: `Besöksprotokoll – ${SITE[code].name}`, docTitle: `Besöksprotokoll ${code} 2025`, site: 'Prövningsenheten Göteborg', lead: ['Vikt i kg med en decimal; blodtryck sittande efter fem minuters vila.'], sections, footer: 'Källdata finns i journalen.' });
  corpus.write(file, html.replace('<html lang="en">', '<html lang="sv">'));
});
{
  const file = 'diaries/research-nurse-diary-liam-fairclough.md';
  const vs = visits.filter((v) => v.layout === 'diary').sort((a, b) => (a.date < b.date ? -1 : 1));
  const out = ['# Research nurse diary — Liam Fairclough (Manchester CRF)', '', 'Personal working notes; the source data are in the EDC.', ''];
  vs.forEach((v, k) => {
    out.push(`## ${fmtDate(v.date, 'long')}`, '');
    const a = STUDY[P[v.participant].study].acronym;
    if (v.status === 'missed') {
      visitFacts(v, file, { no: `visit ${words(v.no)}`, date: fmtDate(v.date, 'long'), status: 'did not attend' });
      out.push(`${v.participant} (${a}) did not attend visit ${words(v.no)} today; phoned twice, no answer. Rebooking for next week. [EDC visit ${v.name}]`, '');
      return;
    }
    const totalLb = Math.round(v.kg / LB);
    const st = Math.floor(totalLb / 14);
    const lb = totalLb % 14;
    const useStone = k % 2 === 0;
    v.kgHeld = useStone ? r4(st * STONE + lb * LB) : v.kg;
    const w = useStone ? (lb ? `${words(st)} stone ${lb}` : `${words(st)} stone exactly`) : `${v.kg.toFixed(1)} kg`;
    visitFacts(v, file, { no: `visit ${words(v.no)}`, date: fmtDate(v.date, 'long'), weight: w, sys: `${v.sys} over ${v.dia}`, dia: `${v.sys} over ${v.dia}`, status: 'Saw' });
    out.push(`Saw ${v.participant} (${a}) for visit ${words(v.no)} this morning. ${useStone ? `Weighed ${w} on the old scales` : `Weight ${w}`}, BP ${v.sys} over ${v.dia}. ${L(k, ['Bloods sent at 10:15.', 'ECG normal.', 'Diary card checked and returned.'])} [EDC visit ${v.name}]`, '');
  });
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (e) adverse events
// [term, Swedish term]
const TERMS = [['Headache', 'Huvudvärk'], ['Nausea', 'Illamående'], ['Dizziness', 'Yrsel'], ['Fatigue', 'Trötthet'], ['Rash', 'Hudutslag'], ['Upper respiratory tract infection', 'Övre luftvägsinfektion'], ['Injection site reaction', 'Reaktion vid injektionsstället'], ['Elevated ALT', 'Förhöjt ALAT'], ['Pneumonia', 'Lunginflammation'], ['Fall', 'Fall']];
const SV_TERM = Object.fromEntries(TERMS);
const lcTerm = (t) => t.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase());
const SV_SEV = { Mild: 'lindrig', Moderate: 'måttlig', Severe: 'svår' };
const SV_OUT = { Recovered: 'återställd', Recovering: 'under återhämtning', 'Not recovered': 'ej återställd', 'Recovered with sequelae': 'återställd med följdtillstånd' };
// [layout, count]
const AE_PLAN = [['listing', 7], ['sae', 3], ['sv', 4], ['minutes', 4]];
const aes = [];
const aeUsedP = new Set();
for (const [layout, n] of AE_PLAN) {
  const pool = r.shuffle(participants.filter((p) => (layout === 'sv' ? SWEDISH.has(p.site) : layout === 'minutes' ? true : !SWEDISH.has(p.site)) && !aeUsedP.has(p.id) && !p.withdrawn && p.enrolled <= '2025-08-15'));
  for (let i = 0; i < n; i++) {
    const p = pool[i];
    aeUsedP.add(p.id);
    const [term] = layout === 'sae' ? [['Pneumonia'], ['Fall'], ['Elevated ALT']][i] : r.pick(TERMS.slice(0, 8));
    const last = STUDY[p.study].status === 'Completed' ? '2025-02-28' : '2025-09-20';
    const onset = addDays(p.enrolled, r.int(5, Math.max(6, Math.min(300, toDays(last) - toDays(p.enrolled)))));
    const severity = layout === 'sae' ? r.pick(['Severe', 'Severe', 'Moderate']) : r.weighted([['Mild', 0.5], ['Moderate', 0.38], ['Severe', 0.12]]);
    const serious = layout === 'sae' ? true : severity === 'Severe' && r.chance(0.5);
    const related = r.chance(0.45);
    const outcome = r.weighted([['Recovered', 0.55], ['Recovering', 0.25], ['Not recovered', 0.12], ['Recovered with sequelae', 0.08]]);
    const sv = SWEDISH.has(p.site) && layout === 'sv';
    aes.push({ code: null, sv, participant: p.id, onset, term, severity, serious, related, outcome, layout });
  }
}
// the Swedish report shows every grade
aes.filter((x) => x.layout === 'sv')[1].severity = 'Moderate';
// codes in order of onset, numbered per year (UK `AE-2025-014`, Swedish `OH-2025-03`), with gaps for events of
// studies that are not on this drive
{
  const seq = {};
  for (const x of [...aes].sort((a, b) => (a.onset < b.onset ? -1 : 1))) {
    const key = `${x.sv ? 'OH' : 'AE'}-${x.onset.slice(0, 4)}`;
    seq[key] = (seq[key] ?? 0) + (x.sv ? 1 : r.int(1, 4));
    x.code = `${key}-${pad(seq[key], x.sv ? 2 : 3)}`;
  }
}
function aeFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.code, 'adverse_event', attr, value, unit, stated, file);
  F('participant', x.participant, 'text', x.participant);
  F('onset', x.onset, 'date', s.onset);
  F('term', x.term, 'text', s.term);
  F('severity', x.severity, 'text', s.severity);
  F('serious', x.serious, 'bool', s.serious);
  F('related', x.related, 'bool', s.related);
  F('outcome', x.outcome, 'text', s.outcome);
}
{
  const file = 'safety/ae-listing-uk-2025-09-26.csv';
  const rows = aes.filter((x) => x.layout === 'listing').map((x) => {
    const resolved = x.outcome === 'Recovered' || x.outcome === 'Recovered with sequelae' ? ukDate(addDays(x.onset, 2 + (x.code.charCodeAt(9) % 12))) : 'n/a';
    aeFacts(x, file, { onset: ukDate(x.onset), term: x.term, severity: x.severity, serious: x.serious ? 'Y' : 'N', related: x.related ? 'Y' : 'N', outcome: x.outcome });
    return [x.code, x.participant, P[x.participant].study, ukDate(x.onset), x.term, x.severity, x.serious ? 'Y' : 'N', x.related ? 'Y' : 'N', x.outcome, resolved];
  });
  corpus.write(file, delimited(['AE ID', 'Participant', 'Study', 'Onset', 'Event', 'Severity', 'Serious (Y/N)', 'Related to IMP (Y/N)', 'Outcome', 'Resolution date'], rows, ';'));
}
aes.filter((x) => x.layout === 'sae').forEach((x, k) => {
  const file = `safety/sae-report-${x.code.toLowerCase()}.html`;
  const onset = fmtDate(x.onset, 'long');
  const caus = x.related ? L(k, ['Possibly related', 'Probably related']) : L(k, ['Unlikely related', 'Not related']);
  const crit = { Pneumonia: 'Hospitalisation', Fall: 'Hospitalisation (hip fracture)', 'Elevated ALT': 'Medically important event' }[x.term];
  aeFacts(x, file, { onset, term: x.term, severity: x.severity, serious: `Yes (${crit})`, related: caus, outcome: x.outcome });
  corpus.write(file, htmlInfoboxPage({
    title: `SAE report ${x.code}`,
    sections: [
      { heading: 'Event', rows: [['Participant', x.participant], ['Study', P[x.participant].study], ['Date of onset', onset], ['Event term', x.term], ['Intensity', x.severity], ['Serious', `Yes (${crit})`]] },
      { heading: 'Assessment', rows: [['Causality', caus], ['Outcome', x.outcome], ['Reported to sponsor', fmtDate(addDays(x.onset, 1), 'long')], ['Assessed by', dr(STUDY[P[x.participant].study].pi)]] },
    ],
    lead: [`${x.participant} had ${lcTerm(x.term)} from ${onset}; the investigator judged it ${caus.toLowerCase()} to the study drug.`],
  }));
});
{
  const file = 'goteborg/biverkningar/oonskade-handelser-2025.md';
  const sections = aes.filter((x) => x.layout === 'sv').map((x) => {
    const s = { onset: svDate(x.onset), term: SV_TERM[x.term], severity: `| Allvarlighetsgrad | ${SV_SEV[x.severity]} |`, serious: `| Allvarlig (SAE) | ${x.serious ? 'ja' : 'nej'} |`, related: `| Samband med prövningsläkemedlet | ${x.related ? 'ja' : 'nej'} |`, outcome: `| Utfall | ${SV_OUT[x.outcome]} |` };
    aeFacts(x, file, s);
    return { heading: x.code, rows: [['Forskningsperson', x.participant], ['Studie', P[x.participant].study], ['Startdatum', svDate(x.onset)], ['Händelse', SV_TERM[x.term]], ['Allvarlighetsgrad', SV_SEV[x.severity]], ['Allvarlig (SAE)', x.serious ? 'ja' : 'nej'], ['Samband med prövningsläkemedlet', x.related ? 'ja' : 'nej'], ['Utfall', SV_OUT[x.outcome]]] };
  });
  corpus.write(file, mdYamlTableNote({ frontMatter: [['enhet', 'Prövningsenheten Göteborg'], ['dokument', 'Oönskade händelser (AE)'], ['period', '2025'], ['granskad_av', 'Elin Sandberg']], title: 'Oönskade händelser – Göteborg och Mölndal', lead: ['Alla händelser är rapporterade i eCRF. Allvarlighetsgrad enligt prövarens bedömning.'], sections, colA: 'Fält', colB: 'Värde' }));
}
// (the four AEs of the safety review are written with the minutes below)

// ------------------------------------------------------------------ (f) staff
function staffFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
  F('role', p.role, 'text', s.role);
  F('site', SITE[p.site].name, 'text', s.site ?? '');
  F('gcp_expires', p.gcp, 'date', s.gcp);
  F('hours', p.hours, 'h', s.hours);
}
{
  const file = 'staff/unit-team-manchester.html';
  const sections = staff.filter((p) => p.layout === 'html').map((p, k) => {
    const gcp = fmtDate(p.gcp, k % 2 ? 'long' : 'us');
    const hrs = k % 3 === 1 ? `${p.hours} hours` : String(p.hours);
    staffFacts(p, file, { role: p.role, site: SITE[p.site].name, gcp, hours: hrs });
    return { heading: dr(p.name), rows: [['Role', p.role], ['Site', SITE[p.site].name], ['GCP training expires', gcp], ['Hours per week', hrs]] };
  });
  corpus.write(file, htmlTablePage({ title: 'Investigators and research nurses', docTitle: 'Unit team — Manchester', crumbs: ['Unit drive', 'Staff'], lead: ['GCP refresher training is due every two years. Hours are the research sessions in the job plan.'], sections, colA: 'Item', colB: 'Detail' }));
}
{
  const file = 'training/gcp-training-records.json';
  const recs = staff.filter((p) => p.layout === 'json').map((p, k) => {
    staffFacts(p, file, { role: `"job_title": "${p.role}"`, site: `"base_site": "${p.site}"`, gcp: p.gcp, hours: `"contracted_hours_per_week": ${p.hours}` });
    return { name: p.name, job_title: p.role, base_site: p.site, gcp_course: L(k, ['NIHR GCP Refresher', 'NIHR Introduction to GCP', 'TransCelerate GCP (eLearning)']), gcp_certificate_expiry: p.gcp, contracted_hours_per_week: p.hours };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
staff.filter((p) => p.layout === 'sv').forEach((p, k) => {
  const file = `goteborg/personal/${slug(p.name)}.txt`;
  const gcp = k % 2 ? svDate(p.gcp) : p.gcp;
  const site = SITE[p.site].name;
  staffFacts(p, file, { role: `Roll: ${ROLE_SV[p.role]}`, site: `Enhet: ${site}`, gcp: `GCP-utbildning giltig till: ${gcp}`, hours: `Arbetstid: ${p.hours} tim/vecka` });
  corpus.write(file, txtProfile({
    txtHeader: `PERSONAL — ${p.name.toUpperCase()}`,
    sections: [{ rows: [['Namn', `${p.title ? `${p.title} ` : ''}${p.name}`], ['Roll', ROLE_SV[p.role]], ['Enhet', site], ['GCP-utbildning giltig till', gcp], ['Arbetstid', `${p.hours} tim/vecka`]] }],
    lead: [`${p.name} arbetar ${p.hours} timmar i veckan vid ${site}.`],
  }));
});
{
  const file = 'email/2025-08-20-new-starters-hr.eml';
  const a = STF['Rachel Tan'];
  const b = STF['Daniel Mensah'];
  staffFacts(a, file, { role: 'research nurse', site: 'Stockport RC', gcp: 'August 2028', hours: 'thirty hours a week' });
  staffFacts(b, file, { role: 'clinical trials pharmacist', site: 'Manchester CRF', gcp: fmtDate(b.gcp, 'long'), hours: '18.75 hours' });
  corpus.write(file, `From: HR Business Partner <hr.research@oxfordroad-cru.nhs.uk>
To: Owen Pritchard <owen.pritchard@oxfordroad-cru.nhs.uk>
Date: Wed, 20 Aug 2025 11:47:30 +0100
Subject: Starters - September

Hi Owen,

Two starters for the unit, both with checks cleared.

Rachel Tan joins us at Stockport RC as a research nurse from 1 September, thirty hours a week (Monday to Thursday).
She did her GCP course last month, so her certificate is valid until August 2028.

Daniel Mensah moves across from the hospital pharmacy as our clinical trials pharmacist, based at Manchester CRF,
18.75 hours a week (half a post; the other half stays in aseptics). His GCP certificate runs to ${fmtDate(b.gcp, 'long')}.

Please make sure both are added to the delegation logs.

Thanks,
HR
`);
}
{
  const file = 'goteborg/mejl/2025-06-10-personal-boras.eml';
  const a = STF['Karin Lindqvist'];
  const b = STF['Anders Lund'];
  staffFacts(a, file, { role: 'prövare', site: 'Borås Studiecentrum', gcp: svDate(a.gcp), hours: 'åtta timmar i veckan' });
  staffFacts(b, file, { role: 'forskningssjuksköterska', site: 'Borås Studiecentrum', gcp: svDate(b.gcp), hours: '35 timmar i veckan' });
  corpus.write(file, `From: Sara Nilsson <sara.nilsson@provningsenheten-gbg.se>
To: Elin Sandberg <elin.sandberg@provningsenheten-gbg.se>
Date: Tue, 10 Jun 2025 14:22:09 +0200
Subject: Personal i Borås – delegeringslistan

Hej Elin,

Inför delegeringslistan för CLEARLUNG i Borås:

Dr Karin Lindqvist är prövare och huvudprövare vid Borås Studiecentrum. Hon har åtta timmar i veckan avsatta för
studien och hennes GCP-utbildning gäller till ${svDate(a.gcp)}.

Anders Lund är forskningssjuksköterska vid Borås Studiecentrum och arbetar 35 timmar i veckan. Observera att hans
GCP-certifikat går ut redan den ${svDate(b.gcp)} – han har bokat en repetitionskurs först i oktober.

Hälsningar,
Sara
`);
}
// WIDE: research hours logged per month, April–September 2025
const HMONTHS = ['apr', 'may', 'jun', 'jul', 'aug', 'sep'];
for (const p of staff) {
  p.logged = {};
  if (p.layout === 'mail' || p.layout === 'svmail') continue;
  HMONTHS.forEach((m, i) => {
    const base = p.hours * 4.33;
    const holiday = SWEDISH.has(p.site) && m === 'jul' ? 0.3 : m === 'aug' ? 0.8 : 1;
    p.logged[m] = Math.round((base * holiday + r.int(-12, 12)) * 2) / 2;
  });
}
{
  const file = 'finance/research-hours-apr-sep-2025.csv';
  const rows = staff.filter((p) => !SWEDISH.has(p.site) && p.layout !== 'mail').map((p) => {
    HMONTHS.forEach((m) => corpus.also(p.name, 'staff', `logged_2025_${m}`, p.logged[m], 'h', String(p.logged[m]), file));
    return [p.name, p.site, p.role, ...HMONTHS.map((m) => p.logged[m])];
  });
  corpus.write(file, delimited(['Staff member', 'Site', 'Role', 'Apr 2025 (h)', 'May 2025 (h)', 'Jun 2025 (h)', 'Jul 2025 (h)', 'Aug 2025 (h)', 'Sep 2025 (h)'], rows));
}
{
  const file = 'goteborg/tidrapport-forskningstid-apr-sep-2025.md';
  const out = ['# Tidrapport – forskningstid april–september 2025', '', 'Timmar per månad som debiterats studierna. Juli: semester.', '', '| Namn | Enhet | apr | maj | jun | jul | aug | sep |', '|---|---|---|---|---|---|---|---|'];
  staff.filter((p) => p.layout === 'sv').forEach((p) => {
    HMONTHS.forEach((m) => corpus.also(p.name, 'staff', `logged_2025_${m}`, p.logged[m], 'h', svNum(p.logged[m]), file));
    out.push(`| ${p.name} | ${p.site} | ${HMONTHS.map((m) => svNum(p.logged[m])).join(' | ')} |`);
  });
  out.push('', 'Godkänd av Elin Sandberg 2025-09-30.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (g) drug shipments
// [id, batch, study, site, layout, received by]
const SHIP_DEF = [
  ['SH-25-011', 'VB-2291A', 'MCR-2024-07', 'SAL', 'tsv', 'Sophie Kerr'],
  ['SH-25-014', 'UOM-GC-0412', 'MCR-2024-02', 'STK', 'tsv', 'Ben Ashworth'],
  ['SH-25-019', 'ON-5540-03', 'MCR-2025-01', 'MAN', 'tsv', 'Owen Pritchard'],
  ['SH-25-023', 'CP-118-07', 'MCR-2025-04', 'MAN', 'tsv', 'Owen Pritchard'],
  ['SH-25-030', 'VB-2307C', 'MCR-2024-07', 'MAN', 'tsv', 'Grace Holloway'],
  ['SH-25-008', 'HP-7719-A', 'MCR-2023-03', 'MAN', 'irt', 'Owen Pritchard'],
  ['SH-25-016', 'HP-7725-B', 'MCR-2024-09', 'STK', 'irt', 'Ben Ashworth'],
  ['SH-25-027', 'HP-7731-C', 'MCR-2024-09', 'BOR', 'irt', 'Anders Lund'],
  ['SH-25-034', 'HP-7738-A', 'MCR-2024-09', 'MAN', 'irt', 'Daniel Mensah'],
  ['SH-25-012', 'HP-7721-B', 'MCR-2023-03', 'MOL', 'sv', 'Erik Johansson'],
  ['SH-25-021', 'ON-5544-01', 'MCR-2025-01', 'GOT', 'sv', 'Maja Holm'],
  ['SH-25-029', 'HP-7733-A', 'MCR-2024-09', 'GOT', 'sv', 'Sara Nilsson'],
  ['SH-25-038', 'VB-2315A', 'MCR-2024-07', 'SAL', 'mail', 'Aisha Rahman'],
  ['SH-25-041', 'HP-7742-C', 'MCR-2024-09', 'STK', 'mail', 'Ben Ashworth'],
];
const shipments = SHIP_DEF.map(([id, batch, study, site, layout, by], k) => {
  const seq = Number(id.slice(6));
  const received = fromDays(toDays('2025-01-06') + seq * 6 + r.int(0, 4));
  return { id, batch, study, site, layout, by, vials: r.int(4, 60) * 10 + (k % 3 === 0 ? 0 : r.pick([0, 4, 8])), excursion: false, received, maxC: r.int(38, 78) / 10 };
});
for (const id of ['SH-25-014', 'SH-25-027', 'SH-25-021', 'SH-25-041']) {
  const s = shipments.find((x) => x.id === id);
  s.excursion = true;
  s.maxC = r.int(89, 124) / 10;
}
function shipFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.id, 'shipment', attr, value, unit, stated, file);
  F('batch', x.batch, 'text', x.batch);
  F('study', x.study, 'text', s.study ?? x.study);
  F('site', SITE[x.site].name, 'text', s.site ?? '');
  F('vials', x.vials, 'vials', s.vials);
  F('excursion', x.excursion, 'bool', s.excursion);
  F('received', x.received, 'date', s.received);
  F('received_by', x.by, 'person', s.by ?? x.by);
}
{
  const file = 'pharmacy/ctimp-receipts-2025.tsv';
  const rows = shipments.filter((x) => x.layout === 'tsv').map((x) => {
    const exc = x.excursion ? `YES – ${x.maxC.toFixed(1)} °C for ${r.int(20, 90)} min` : 'none';
    shipFacts(x, file, { vials: `${x.vials} vials`, excursion: exc, received: ukDate(x.received), site: x.site });
    return [x.id, x.batch, x.study, x.site, `${x.vials} vials`, '2–8 °C', exc, ukDate(x.received), x.by];
  });
  corpus.write(file, delimited(['Shipment', 'Batch', 'Study', 'Site', 'Quantity', 'Storage', 'Temperature excursion', 'Received', 'Received by'], rows, '\t'));
}
{
  const file = 'irt/halden-depot-shipments.json';
  const recs = shipments.filter((x) => x.layout === 'irt').map((x, k) => {
    const at = `${x.received}T${pad(9 + k)}:${pad(12 + k * 7)}:00${SWEDISH.has(x.site) ? '+02:00' : '+01:00'}`;
    shipFacts(x, file, { vials: `"quantity": ${x.vials}`, excursion: `"excursion": ${x.excursion}`, received: at, site: `"siteCode": "${x.site}"` });
    return { shipmentId: x.id, protocol: x.study, lot: { batch: x.batch, expiry: '2026-12-31', form: 'vial, 2 mL' }, destination: { siteCode: x.site, siteName: SITE[x.site].name, country: SITE[x.site].country === 'Sweden' ? 'SE' : 'GB' }, contents: { unit: 'vial', quantity: x.vials }, temperature: { range: '2-8C', logger: `TL-${4400 + k * 13}`, maxC: x.maxC, excursion: x.excursion }, receipt: { receivedAt: at, receivedBy: x.by } };
  });
  corpus.write(file, JSON.stringify({ source: 'Halden Pharma IRT (depot Malmö)', exported: '2025-09-28', shipments: recs }, null, 2) + '\n');
}
shipments.filter((x) => x.layout === 'sv').forEach((x) => {
  const file = `goteborg/lakemedel/mottagningskvitto-${x.id.toLowerCase()}.md`;
  const s = { vials: `Antal: ${x.vials} injektionsflaskor`, excursion: `Temperaturavvikelse: ${x.excursion ? `ja (max ${svNum(x.maxC)} °C)` : 'nej'}`, received: `Mottaget: ${svDate(x.received)}`, site: `Enhet: ${SITE[x.site].name}`, by: `Mottaget av: ${x.by}` };
  shipFacts(x, file, s);
  corpus.write(file, mdBulletsNote({ title: `Mottagningskvitto ${x.id}`, lead: [`Leverans av prövningsläkemedel till ${SITE[x.site].name}.`], sections: [{ heading: 'Leverans', rows: [['Batch', x.batch], ['Studie', x.study], ['Enhet', SITE[x.site].name], ['Antal', `${x.vials} injektionsflaskor`], ['Förvaring', '2–8 °C'], ['Temperaturavvikelse', x.excursion ? `ja (max ${svNum(x.maxC)} °C)` : 'nej'], ['Mottaget', svDate(x.received)], ['Mottaget av', x.by]] }], footer: 'Kvittot skannas och skickas till sponsorn inom 24 timmar.' }));
});
{
  const file = 'email/2025-09-24-pharmacy-shipments.eml';
  const [a, b] = shipments.filter((x) => x.layout === 'mail');
  shipFacts(a, file, { vials: words(a.vials).replace(/^./, (c) => c.toUpperCase()), excursion: 'no excursion', received: dayMonth(a.received), site: 'Salford' });
  shipFacts(b, file, { vials: `${b.vials} vials`, excursion: 'temperature excursion', received: dayMonth(b.received), site: 'Stockport' });
  corpus.write(file, `From: Daniel Mensah <daniel.mensah@oxfordroad-cru.nhs.uk>
To: Owen Pritchard <owen.pritchard@oxfordroad-cru.nhs.uk>, Ben Ashworth <ben.ashworth@oxfordroad-cru.nhs.uk>
Date: Wed, 24 Sep 2025 15:02:51 +0100
Subject: Two deliveries to log

Hi both,

${words(a.vials).replace(/^./, (c) => c.toUpperCase())} vials of PSORA-1 study drug (${a.study}) arrived at Salford on ${dayMonth(a.received)} as shipment ${a.id},
batch ${a.batch}; ${a.by} received them and the logger was fine, no excursion.

Shipment ${b.id} for CLEARLUNG (${b.study}), batch ${b.batch}, came into Stockport on ${dayMonth(b.received)}: ${b.vials} vials,
received by ${b.by}. The logger shows it reached ${b.maxC.toFixed(1)} °C for about forty minutes, so that is a temperature excursion —
the vials are quarantined until Halden reply.

Daniel
`);
}

// ------------------------------------------------------------------ (h) minutes with entity facts, and background
{
  // R&D steering group minutes: the RENEW-CKD study, only here
  const file = 'minutes/rd-steering-group-2025-07-08.md';
  const s = STUDY['MCR-2025-04'];
  studyFacts(s, file, { phase: `Phase ${s.phase}`, target: 'twenty-four participants', start: fmtDate(s.start, 'long'), fee: `£${group(s.fee)}`, sites: 'Manchester CRF', condition: 'chronic kidney disease', status: 'suspended' });
  corpus.write(file, `# R&D steering group — minutes, 8 July 2025

Present: Priya Raman (chair), Alan Whitcombe, Hannah Osei, Tomasz Nowak, Owen Pritchard, Daniel Mensah (item 3).
Apologies: Elin Sandberg (joined for item 4 by Teams).

1. Finance. Income for Q1 2025/26 was £412,300 against a budget of £398,000. Two commercial invoices are more than
   90 days overdue; finance to chase.

2. Portfolio. Fourteen studies are open across the unit, seven of them commercial. Recruitment to time and target is
   at 78 %.

3. ${s.acronym}. ${s.acronym} (${s.code}) is the Phase ${s.phase} first-in-patient study of CRD-118
   in chronic kidney disease, sponsored by ${s.sponsor}. It opened on ${fmtDate(s.start, 'long')} with ${dr(s.pi)} as principal
   investigator and aims to enrol twenty-four participants, all at the Manchester CRF; the sponsor pays £${group(s.fee)}
   per participant. Dosing has been suspended since 13 June pending the sponsor's safety review, so the study is
   suspended until further notice. No new screening.

4. Gothenburg. The partnership agreement with Prövningsenheten Göteborg has been renewed to 2028. Borås joined the
   CLEARLUNG network in May.

5. Next meeting: 9 September 2025.
`);
}
{
  // Safety review minutes: four adverse events only in sentences
  const file = 'minutes/safety-review-2025-09-12.md';
  const xs = aes.filter((x) => x.layout === 'minutes');
  const lines = xs.map((x, k) => {
    const sev = x.severity.toLowerCase();
    const rel = x.related ? 'judged related to the study drug' : 'judged not related to the study drug';
    const ser = x.serious ? 'It met the criteria for a serious adverse event' : 'It was not serious';
    const out = { Recovered: 'has since resolved', Recovering: 'is improving', 'Not recovered': 'has not resolved yet', 'Recovered with sequelae': 'has resolved with sequelae' }[x.outcome];
    aeFacts(x, file, { onset: fmtDate(x.onset, 'long'), term: lcTerm(x.term), severity: sev, serious: x.serious ? 'serious adverse event' : 'not serious', related: rel, outcome: out });
    return k % 2 === 0
      ? `- ${x.code}: ${x.participant} (${P[x.participant].study}) reported ${sev} ${lcTerm(x.term)} starting on ${fmtDate(x.onset, 'long')}, ${rel}. ${ser}, and it ${out}.`
      : `- ${x.code} — ${lcTerm(x.term)} in ${x.participant}, onset ${fmtDate(x.onset, 'long')}; ${sev} in intensity and ${rel}. ${ser}; the event ${out}.`;
  });
  corpus.write(file, `# Unit safety review — minutes, 12 September 2025

Present: Alan Whitcombe (chair), Priya Raman, Elin Sandberg (Teams), Owen Pritchard, Sara Nilsson (Teams).

The group went through the adverse events flagged for follow-up that had not been discussed before. Listings for the UK sites are in
safety/ae-listing-uk-2025-09-26.csv; Gothenburg's are on the Swedish drive. The following were discussed in detail:

${lines.join('\n')}

No new safety signal was identified. The 24-hour SAE reporting target was met in 96 % of cases this year (one late
report in March). Next review: 10 October 2025.
`);
}
corpus.write('README.txt', `OXFORD ROAD CLINICAL RESEARCH UNIT — SHARED DRIVE (September 2025)
Manchester CRF, Salford CTU and Stockport RC, with our partner unit Prövningsenheten Göteborg (Gothenburg)
and its sites in Mölndal and Borås. Files under goteborg/ are mostly in Swedish.

studies/        protocol summaries, study pages, the portfolio
sites/          UK site summary
participants/   Salford and Stockport participant records
edc/ sponsor/   EDC exports and sponsor trackers
visits/ diaries/  visit logs, nurse notes
safety/         AE listing, SAE reports
staff/ training/ finance/   team, GCP records, research hours
pharmacy/ irt/  drug receipts and depot shipments
minutes/ email/ sops/ admin/ newsletters/
`);
corpus.write('sops/sop-07-ae-reporting.md', `# SOP 07 — Recording and reporting adverse events (v5.1)

1. Every adverse event from consent to the last study visit is recorded in the EDC within 5 working days.
2. Serious adverse events are reported to the sponsor within 24 hours of the site becoming aware.
3. SUSARs: fatal or life-threatening within 7 days, others within 15 days (the sponsor reports to the MHRA).
4. Severity is graded mild, moderate or severe; seriousness is a separate judgement (hospitalisation, disability,
   congenital anomaly, life-threatening, death, or medically important).
5. Causality is assessed by a medically qualified investigator only.

Swedish sites follow the same SOP; Läkemedelsverket is the competent authority in Sweden.
`);
corpus.write('sops/sop-12-imp-temperature.md', `# SOP 12 — Receipt and storage of investigational medicinal products (v3.0)

- Refrigerated IMP: 2–8 °C. A reading above 8.0 °C or below 2.0 °C for more than 15 minutes is an excursion.
- On receipt, stop the logger, download the trace and compare with the shipment's range within 1 hour.
- Quarantine the whole consignment on any excursion; do not dispense until the sponsor releases it.
- Fridge temperatures are read twice a day; min/max reset at 09:00.
- Pharmacy fridge 3 (Manchester) holds up to 900 vials; fridge 5 (Salford) up to 400.
`);
corpus.write('finance/unit-finance-summary-2024-25.md', `# Unit finance summary 2024/25

| Line | Amount |
|---|---|
| Commercial income | £1,284,600 |
| NIHR CRN support | £455,000 |
| Grant income (academic) | £312,750 |
| Staff costs | £1,502,300 |
| Non-pay (consumables, couriers, archiving) | £188,420 |
| Surplus carried forward | £361,630 |

Participant reimbursements are paid from study budgets and are not shown here. Swedish sites invoice the unit in
SEK at the month-end rate (average 2024/25: 13.52 SEK to the pound).
`);
corpus.write('newsletters/unit-news-summer-2025.md', `# Unit news — summer 2025

We passed 1,500 participants recruited since the unit opened in 2012! Thank you to every nurse, coordinator and
investigator who made it happen.

- The CRF's new infusion suite (six chairs) opened in June.
- Our partner unit in Gothenburg hosted twelve of us for a two-day workshop in May; next year it is our turn.
- Congratulations to the lung function team: 214 spirometry tests in the last quarter, all quality grade A.
- Parking: the multi-storey on Grafton Street now charges £2.40 an hour; participants get free permits at reception.
`);
corpus.write('goteborg/etikgodkannande-migra-stop.md', `# Etikprövningsmyndigheten – beslut (sammanfattning)

Diarienummer: 2024-08123-01
Beslutsdatum: 2024-12-19
Projekt: MIGRA-STOP – en randomiserad, dubbelblind studie vid kronisk migrän (Göteborg, Mölndal)

Etikprövningsmyndigheten godkänner forskningen. Högst 40 forskningspersoner får inkluderas i Sverige.
Ersättning till forskningspersoner: högst 500 kr per besök samt reseersättning enligt kvitto.
Avgift: 5 000 kr.
`);
corpus.write('admin/closures-2025.md', `# Unit closures 2025

| Date | Reason |
|---|---|
| 18 and 21 April | Good Friday, Easter Monday |
| 5 and 26 May | Bank holidays |
| 25 August | Summer bank holiday |
| 15 October | Training day (all sites, afternoon) |
| 24 December – 1 January | Christmas closure (on-call pharmacist for urgent IMP) |

Swedish sites: closed on Midsommarafton (20 June) and most of July.
`);
corpus.write('admin/weight-conversion-chart.md', `# Weight conversion chart (for the old clinic scales)

1 stone = 14 lb = 6.35 kg; 1 lb = 0.4536 kg; 1 kg = 2.2046 lb.

| stones | kg |
|---|---|
| 8 st | 50.8 |
| 10 st | 63.5 |
| 12 st | 76.2 |
| 14 st | 88.9 |
| 16 st | 101.6 |

Record weights in the EDC in kg with one decimal.
`);
corpus.write('studies/monitoring-plan-2025.md', `# Monitoring visits planned, autumn 2025

| Study | Sponsor monitor | Visits planned | Source data verification |
|---|---|---|---|
| ASTRAL | Halden Pharma (Malmö CRA) | 2 | 100 % of primary endpoint |
| CLEARLUNG | Halden Pharma (Manchester CRA) | 3 | 20 % random sample |
| PSORA-1 | Veridian Biologics | 2 | 100 % |
| MIGRA-STOP | Ostara Neuro | 1 remote | 50 % |

Close-out visit for HEARTWISE held on 11 March 2025; the archive boxes (9) went to Iron Mountain.
`);
corpus.write('goteborg/nyhetsbrev-host-2025.md', `# Nyhetsbrev hösten 2025 – Prövningsenheten Göteborg

Vi har nu 22 medarbetare och sex pågående studier. I maj besökte vi Manchester och i juni hade vi tre
monitoreringsbesök. Kaffemaskinen på plan 4 är äntligen lagad!

Påminnelse: GCP-utbildningen ska förnyas vart tredje år. Nästa kurs hålls den 14 oktober (8 platser).
`);

const stats = corpus.flush(source);
console.log(`trials: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
