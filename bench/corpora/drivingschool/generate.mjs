#!/usr/bin/env node
// Driving-school corpus (held-out): the shared drive of "Aire & Ouse School of Motoring", a driving school with its
// head office in Leeds (Kirkstall Road) and a second branch in York, spring 2025, and of its partner school in Vilnius,
// Lithuania (Vairavimo mokykla „Saugus kelias“), whose instructor list, cars, learners, lesson export, test results
// and test centres are in LITHUANIAN. 26 instructors, 22 dual-control cars, 14 test centres, 44 learners, 40 booked
// lessons, 36 practical tests.
//   node bench/corpora/drivingschool/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "drivingschool-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) instructors: a Markdown team page (label set A: `ADI number`, `Qualified`, `Hourly rate`, `Senior instructor`),
//     plain-text profiles (label set B: `ADI badge no`, `Badge since`, `Price per hour`, `Reports to`, `Runs
//     intensives: ✓`), an HTML definition list for York (`Qualified on: April 7, 2008`, `Lesson rate: £41 per hour`,
//     `Intensive courses: offered`), a flat JSON payroll export, a LITHUANIAN HTML table (`Valandos kaina: 30,00 €`,
//     `Kvalifikacija suteikta: 2004 m. rugsėjo 1 d.`, `Intensyvūs kursai: taip`), two new instructors only in an
//     English e-mail and one only in a Lithuanian e-mail; WIDE tables of hours taught per month in 2024 (an English
//     CSV, a Lithuanian Markdown table with decimal commas, `saus. … gruod.`);
// (b) cars: HTML spec sheets (miles, `999 cc`, `£289.00`), a TSV with units in the values (`12,980 mi`, `1.5 L`,
//     `✓`), a York fleet export with a PREAMBLE, SEMICOLONS and `n/a` (`Dual control pedals: fitted / not fitted`),
//     LITHUANIAN YAML front-matter pages (`Rida: 112 450 km`, `Variklio tūris: 1496 cm³`, `Dvigubas valdymas: taip`),
//     two cars only in a fleet e-mail (`seven thousand four hundred miles`) and one only in the Lithuanian e-mail;
// (c) test centres: HTML infoboxes (`3.4 miles`, `17 weeks`), plain-text profiles (`Waiting time: 56 days`), a
//     LITHUANIAN definition list (`Laukimo laikas: 3 savaitės`, `Išlaikymo procentas: 38,5 %`), two only in the York
//     branch report;
// (d) learners: a Leeds CSV with units in the header (`Hours taken (h)`, `Block price (GBP)`), a nested JSON export of
//     the booking system (`minutes_driven: 1710`), York YAML front-matter pages (`Hours so far: 34 h 30 min`, `Theory
//     test: Not yet`), three new learners only in an enrolment e-mail, a LITHUANIAN Markdown list (`Mokymo pradžia:
//     2024 m. spalio 14 d.`, `Teorijos egzaminas išlaikytas: taip`, `Nuvažiuota: 26 val.`, `Paketo kaina: 760,00 €`) and
//     two learners only in the Lithuanian e-mail;
// (e) lessons: a flat JSON diary export (`duration_min`, `fee_gbp`), a TSV with units in the values (`1 h 30 min`,
//     `90 mins`, `2 hours`, `£57.00`, `Y`/`N`), an HTML diary page for York (`9.30am`, `1.5 hours`, `Payment:
//     outstanding`), a LITHUANIAN semicolon export with a PREAMBLE, DECIMAL COMMAS and `n/a` (`1 val. 30 min.`,
//     `42,00`, `taip`/`ne`), three lessons only in a rebooking e-mail (`forty-five minutes`, `an hour and a half`);
// (f) practical tests: a Leeds results CSV (`Pass`/`Fail`), a nested JSON of DVSA bookings (`"outcome": "PASS"`), a
//     York HTML definition list (`16.01.2025`, `Passed ✓`), a LITHUANIAN infobox page (`Rezultatas: išlaikė /
//     neišlaikė`, `Klaidos`), three tests only in the York branch report and two only on a "pass wall" news page;
// (g) background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: durations of lessons in MINUTES (`1 h 30 min`, `1.5 hours`, `1 val. 30 min.` → 90);
// learners' hours taken and block sizes in HOURS (`minutes_driven: 1710` → 28.5, `34 h 30 min` → 34.5); mileage in KM
// (`38,420 miles` → × 1.609344); engine size in LITRES (`999 cc`, `1496 cm³` → / 1000; null for electric cars);
// distances in KM (miles × 1.609344); waits in DAYS (`17 weeks` → 119, `3 savaitės` → 21); pass rates in %; money as
// written (GBP at Leeds and York, EUR at Vilnius: hourly rate, block price, lesson fee, monthly lease); dates ISO;
// clock times as "HH:MM" (`9.30am` → 09:30); flags true/false (`Yes`, `✓`, `offered`, `fitted`, `taip`, `Passed`);
// Lithuanian words in English (`mechaninė` = manual, `automatinė` = automatic, `benzinas` = petrol, `dyzelinas` =
// diesel, `hibridas` = hybrid, `išlaikė` = passed, `bandomasis egzaminas` = mock test, `Lietuva` = Lithuania).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, fmtDate, group, htmlDlPage, htmlInfoboxPage, htmlTablePage, joinAnd, mdBulletsNote, mdYamlTableNote, rng, slug, targets, txtProfile } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('drivingschool-v1');
const MILE = 1.609344;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const r2 = (x) => Math.round(x * 100) / 100;
const L = (k, xs) => xs[k % xs.length];
const gbp = (v) => `£${group(v, 2)}`;
const gbpShort = (v) => (Number.isInteger(v) ? `£${group(v)}` : `£${group(v, 2)}`);
const dec = (v, d = 2) => v.toFixed(d).replace('.', ',');
const eur = (v) => `${dec(v)} €`;
const ltNum = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const LT_MONTHS_GEN = ['sausio', 'vasario', 'kovo', 'balandžio', 'gegužės', 'birželio', 'liepos', 'rugpjūčio', 'rugsėjo', 'spalio', 'lapkričio', 'gruodžio'];
const ltDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${y} m. ${LT_MONTHS_GEN[m - 1]} ${d} d.`;
};
const ltDot = (iso) => iso.replace(/-/g, '.');
/** "09:30" → "9.30am", "14:00" → "2pm" */
const ampm = (t) => {
  const [h, m] = t.split(':').map(Number);
  const hh = h % 12 === 0 ? 12 : h % 12;
  return `${hh}${m ? `.${String(m).padStart(2, '0')}` : ''}${h < 12 ? 'am' : 'pm'}`;
};
const hoursWords = (min) => (min < 60 ? `${min} minutes` : min % 60 === 0 ? `${min / 60} hour${min === 60 ? '' : 's'}` : `${min / 60} hours`);
const hMin = (min) => (min % 60 === 0 ? `${min / 60} h` : min < 60 ? `${min} min` : `${Math.floor(min / 60)} h ${min % 60} min`);
const ltDur = (min) => (min % 60 === 0 ? `${min / 60} val.` : min < 60 ? `${min} min.` : `${Math.floor(min / 60)} val. ${min % 60} min.`);
const hoursHM = (h) => (Number.isInteger(h) ? `${h} h` : `${Math.floor(h)} h ${Math.round((h % 1) * 60)} min`);

class FolderCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the monthly hours tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new FolderCorpus(dir);

// ------------------------------------------------------------------ instructors
// [name, branch, badge no, qualified, hourly rate (GBP or EUR), car, senior, runs intensives, days a week, layout]
const INS_DEF = [
  ['Priya Shah', 'Leeds', '318204', '2006-05-12', 42, 'YD21 KXA', null, true, 5, 'md'],
  ['Gary Whitworth', 'Leeds', '402117', '2011-09-01', 38, 'YE70 DSL', 'Priya Shah', true, 6, 'md'],
  ['Shazia Akhtar', 'Leeds', '455930', '2015-03-23', 40, 'YB22 RTM', 'Priya Shah', false, 5, 'md'],
  ['Dean Holroyd', 'Leeds', '381642', '2009-11-16', 38, 'YA72 PLN', 'Priya Shah', true, 4, 'md'],
  ['Carol Ainsworth', 'Leeds', '297051', '2003-02-10', 36, 'YC19 MWB', 'Gary Whitworth', false, 3, 'md'],
  ['Tariq Hussain', 'Leeds', '488213', '2018-06-04', 39, 'YG23 FVO', 'Gary Whitworth', true, 6, 'txt'],
  ['Jade Sutcliffe', 'Leeds', '512876', '2021-10-18', 37, 'YF71 ZDE', 'Shazia Akhtar', false, 5, 'txt'],
  ['Lee Barraclough', 'Leeds', '471305', '2017-01-09', 38.5, 'YH20 BNC', 'Gary Whitworth', true, 5, 'txt'],
  ['Bev Lumb', 'Leeds', '336480', '2007-08-20', 35, 'YC19 MWB', 'Priya Shah', false, 2, 'json'],
  ['Kieran Doyle', 'Leeds', '529044', '2022-07-11', 37, 'YJ24 ARV', 'Shazia Akhtar', false, 5, 'json'],
  ['Mehmet Aydin', 'Leeds', '540118', '2025-02-03', 36, 'YJ24 ARV', 'Shazia Akhtar', true, 4, 'mail'],
  ['Helen Metcalfe', 'York', '344912', '2008-04-07', 41, 'YK69 UOT', 'Priya Shah', true, 5, 'dl'],
  ['Rob Lister', 'York', '419356', '2012-05-28', 39, 'YL21 GHE', 'Helen Metcalfe', false, 5, 'dl'],
  ['Anna Kowalczyk', 'York', '497720', '2019-09-16', 40, 'YM22 CXK', 'Helen Metcalfe', true, 4, 'dl'],
  ['Stuart Pickering', 'York', '366018', '2010-01-25', 38, 'YN70 WPA', 'Helen Metcalfe', false, 3, 'dl'],
  ['Fiona Rudd', 'York', '505491', '2020-11-02', 39.5, 'YP73 TDN', 'Rob Lister', true, 5, 'dl'],
  ['Wes Brannigan', 'York', '462287', '2016-07-04', 38, 'YS74 KFB', 'Rob Lister', false, 6, 'json'],
  ['Joy Calvert', 'York', '390734', '2011-03-14', 37.5, 'YN70 WPA', 'Helen Metcalfe', false, 3, 'json'],
  ['Sam Oduya', 'York', '538602', '2024-11-25', 38, 'YS74 KFB', 'Helen Metcalfe', true, 5, 'mail'],
  ['Rasa Petrauskienė', 'Vilnius', 'VM-0108', '2004-09-01', 30, 'KHN 204', null, true, 5, 'lt'],
  ['Tomas Kazlauskas', 'Vilnius', 'VM-0231', '2010-03-15', 28, 'MRZ 517', 'Rasa Petrauskienė', true, 6, 'lt'],
  ['Mindaugas Jankauskas', 'Vilnius', 'VM-0347', '2014-06-02', 27.5, 'LAV 162', 'Rasa Petrauskienė', false, 5, 'lt'],
  ['Inga Stankevičienė', 'Vilnius', 'VM-0412', '2017-02-20', 29, 'MRZ 517', 'Tomas Kazlauskas', false, 4, 'lt'],
  ['Darius Vasiliauskas', 'Vilnius', 'VM-0455', '2019-05-06', 26, 'JGT 830', 'Tomas Kazlauskas', true, 5, 'lt'],
  ['Jurgita Žukauskienė', 'Vilnius', 'VM-0503', '2021-09-13', 27, 'LAV 162', 'Rasa Petrauskienė', false, 3, 'lt'],
  ['Andrius Butkus', 'Vilnius', 'VM-0561', '2025-01-20', 26.5, 'NCE 745', 'Tomas Kazlauskas', true, 5, 'ltmail'],
];
const instructors = INS_DEF.map(([name, branch, no, qualified, rate, car, senior, intensive, days, layout]) => ({ name, branch, no, qualified, rate, car, senior, intensive, days, layout, cur: branch === 'Vilnius' ? 'EUR' : 'GBP' }));
const IN = Object.fromEntries(instructors.map((x) => [x.name, x]));

function insFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'instructor', attr, value, unit, stated, file);
  F('branch', x.branch, 'place', s.branch ?? x.branch);
  F('badge_no', x.no, 'text', x.no);
  F('qualified', x.qualified, 'date', s.qualified);
  F('rate', x.rate, x.cur, s.rate);
  F('car', x.car, 'text', x.car);
  F('senior', x.senior, 'person', x.senior ?? '');
  F('intensive', x.intensive, 'bool', s.intensive);
  F('days_per_week', x.days, '', s.days);
}
{
  const file = 'staff/leeds-instructors.md';
  const sections = instructors.filter((x) => x.layout === 'md').map((x, k) => {
    const q = fmtDate(x.qualified, k % 2 ? 'short' : 'long');
    const rate = gbp(x.rate);
    const s = { qualified: q, rate, intensive: `Intensive courses: ${x.intensive ? 'Yes' : 'No'}`, days: `Days per week: ${x.days}` };
    insFacts(x, file, s);
    return { heading: x.name, rows: [['ADI number', x.no], ['Branch', 'Leeds (Kirkstall Road)'], ['Qualified', q], ['Hourly rate', rate], ['Car', x.car], ['Senior instructor', x.senior ?? '— (head instructor)'], ['Intensive courses', x.intensive ? 'Yes' : 'No'], ['Days per week', x.days]] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Aire & Ouse School of Motoring — Leeds instructors',
    lead: ['The Leeds team as at 1 March 2025. Priya Shah is our head instructor and has been teaching since 2006.'],
    sections,
    footer: 'Standards check grades and DBS dates are kept in the HR folder, not here.',
  }));
}
instructors.filter((x) => x.layout === 'txt').forEach((x, k) => {
  const file = `staff/profiles/${slug(x.name)}.txt`;
  const since = ukDate(x.qualified);
  const rate = gbpShort(x.rate);
  const flag = x.intensive ? '✓' : '✗';
  const days = `${x.days} days a week`;
  insFacts(x, file, { qualified: since, rate: `Price per hour: ${rate}`, intensive: `Runs intensives: ${flag}`, days: `Working days: ${days}` });
  corpus.write(file, txtProfile({
    txtHeader: `PROFILE — ${x.name.toUpperCase()}`,
    sections: [{ rows: [['Name', x.name], ['Branch', x.branch], ['ADI badge no', x.no], ['Badge since', since], ['Price per hour', rate], ['Vehicle', x.car], ['Reports to', x.senior], ['Runs intensives', flag], ['Working days', days]] }],
    lead: [L(k, [
      `${x.name.split(' ')[0]} teaches in an automatic and is our go-to instructor for nervous drivers.`,
      `${x.name.split(' ')[0]} covers Headingley, Kirkstall and Bramley and charges ${rate} an hour.`,
      `${x.name.split(' ')[0]} has been on the ADI register since ${since} and does most of our Saturday lessons.`,
    ])],
  }));
});
{
  const file = 'york/instructors.html';
  const sections = instructors.filter((x) => x.layout === 'dl').map((x) => {
    const q = fmtDate(x.qualified, 'us');
    const rate = `£${x.rate} per hour`;
    const flag = x.intensive ? 'offered' : 'not offered';
    insFacts(x, file, { qualified: q, rate, intensive: `<dd>${flag}</dd>`, days: `<dd>${x.days}</dd>` });
    return { heading: x.name, rows: [['ADI no.', x.no], ['Qualified on', q], ['Lesson rate', rate], ['Dual-control car', x.car], ['Supervisor', x.senior], ['Intensive courses', flag], ['Days a week', x.days]] };
  });
  corpus.write(file, htmlDlPage({
    title: 'York branch — instructors',
    site: 'Aire & Ouse School of Motoring — York (Layerthorpe)',
    lead: ['Instructors working from the York office. Helen Metcalfe runs the branch and has taught since April 7, 2008.'],
    sections,
    footer: 'Lesson rates are for a standard one-hour lesson; blocks are discounted.',
  }));
}
{
  const file = 'hr/instructor-payroll-2025-03.json';
  const recs = instructors.filter((x) => x.layout === 'json').map((x) => {
    insFacts(x, file, { qualified: x.qualified, rate: `"hourly_rate_gbp": ${x.rate}`, intensive: `"runs_intensives": ${x.intensive}`, days: `"days_per_week": ${x.days}` });
    return { full_name: x.name, adi_number: x.no, branch: x.branch, qualified: x.qualified, hourly_rate_gbp: x.rate, car_reg: x.car, senior_instructor: x.senior, runs_intensives: x.intensive, days_per_week: x.days, status: 'franchisee' };
  });
  corpus.write(file, JSON.stringify({ exported: '2025-03-31T17:45:00Z', system: 'Payroll Lite', employer: 'Aire & Ouse School of Motoring Ltd', instructors: recs }, null, 2) + '\n');
}
{
  const file = 'email/2025-02-10-new-instructors.eml';
  const [m, s] = ['Mehmet Aydin', 'Sam Oduya'].map((n) => IN[n]);
  insFacts(m, file, { qualified: fmtDate(m.qualified, 'long'), rate: '£36 an hour', intensive: 'run our intensive courses', days: 'four days a week' });
  insFacts(s, file, { qualified: fmtDate(s.qualified, 'long'), rate: '£38 an hour', intensive: 'happy to take intensives', days: 'five days a week' });
  corpus.write(file, `From: Priya Shah <priya@aireandouse.co.uk>
To: instructors@aireandouse.co.uk
Date: Mon, 10 Feb 2025 08:12:37 +0000
Subject: Two new instructors

Morning all,

Please welcome two new instructors.

Mehmet Aydin (ADI ${m.no}) passed his part 3 and qualified on ${fmtDate(m.qualified, 'long')}. He starts at Leeds this week,
four days a week, at £36 an hour, sharing ${m.car} with Kieran Doyle. He will also run our intensive courses from
April. Shazia Akhtar is his senior instructor.

Sam Oduya (ADI ${s.no}) joined the York branch at the end of November; he qualified on
${fmtDate(s.qualified, 'long')}. He works five days a week at £38 an hour in ${s.car}, the new automatic he shares
with Wes Brannigan, and is happy to take intensives. Helen Metcalfe is his senior instructor.

Priya
`);
}
const LT_YESNO = (b) => (b ? 'taip' : 'ne');
{
  const file = 'vilnius/instruktoriai.html';
  const sections = instructors.filter((x) => x.layout === 'lt').map((x) => {
    const q = ltDate(x.qualified);
    const s = { branch: 'Vilnius', qualified: q, rate: eur(x.rate), intensive: `<td>${LT_YESNO(x.intensive)}</td>`, days: `<td>${x.days}</td>` };
    insFacts(x, file, s);
    return { heading: x.name, rows: [['Vardas, pavardė', x.name], ['Filialas', 'Vilnius'], ['Pažymėjimo Nr.', x.no], ['Kvalifikacija suteikta', q], ['Valandos kaina', eur(x.rate)], ['Automobilis', x.car], ['Vyresnysis instruktorius', x.senior ?? '— (vadovė)'], ['Intensyvūs kursai', LT_YESNO(x.intensive)], ['Darbo dienų per savaitę', x.days]] };
  });
  corpus.write(file, htmlTablePage({
    title: 'Instruktoriai — Vairavimo mokykla „Saugus kelias“',
    crumbs: ['Saugus kelias', 'Personalas', 'Instruktoriai'],
    lead: ['B kategorijos vairavimo instruktoriai, Vilnius, Žirmūnų g. 68. Mokyklos vadovė Rasa Petrauskienė moko nuo 2004 m. rugsėjo 1 d.'],
    sections,
    colA: 'Laukas', colB: 'Reikšmė',
    footer: 'Kainos nurodytos už vieną akademinę valandą (60 min.), su PVM.',
  }).replace('<html lang="en">', '<html lang="lt">'));
}

// ------------------------------------------------------------------ cars
// [registration, make and model, gearbox, fuel, first registered, mileage, mileage unit, engine cc (null: electric),
//  dual controls, monthly lease (null: owned), branch, layout]
const CAR_DEF = [
  ['YD21 KXA', 'Ford Fiesta', 'manual', 'petrol', '2021-04-14', 38420, 'mi', 999, true, 289, 'Leeds', 'spec'],
  ['YE70 DSL', 'Vauxhall Corsa', 'manual', 'petrol', '2020-10-02', 52310, 'mi', 1199, true, 245, 'Leeds', 'spec'],
  ['YB22 RTM', 'Toyota Yaris Hybrid', 'automatic', 'hybrid', '2022-03-21', 24870, 'mi', 1490, true, 329, 'Leeds', 'spec'],
  ['YA72 PLN', 'Volkswagen Polo', 'manual', 'petrol', '2022-09-09', 19655, 'mi', 999, true, 312, 'Leeds', 'spec'],
  ['YC19 MWB', 'Skoda Fabia', 'manual', 'petrol', '2019-05-30', 71240, 'mi', 999, true, 219, 'Leeds', 'spec'],
  ['YG23 FVO', 'MG4 EV', 'automatic', 'electric', '2023-03-17', 12980, 'mi', null, true, 375, 'Leeds', 'tsv'],
  ['YF71 ZDE', 'Peugeot 208', 'manual', 'diesel', '2021-11-05', 44105, 'mi', 1499, true, 268, 'Leeds', 'tsv'],
  ['YH20 BNC', 'Seat Ibiza', 'manual', 'petrol', '2020-06-12', 58760, 'mi', 999, true, 236, 'Leeds', 'tsv'],
  ['YJ24 ARV', 'Toyota Yaris Hybrid', 'automatic', 'hybrid', '2024-04-08', 6215, 'mi', 1490, true, 349, 'Leeds', 'tsv'],
  ['YK69 UOT', 'Ford Fiesta', 'manual', 'petrol', '2019-11-22', 66930, 'mi', 1084, true, 229, 'York', 'semi'],
  ['YL21 GHE', 'Vauxhall Corsa', 'manual', 'petrol', '2021-07-19', 35540, 'mi', 1199, true, 258, 'York', 'semi'],
  ['YM22 CXK', 'Renault Clio E-Tech', 'automatic', 'hybrid', '2022-05-03', 21410, 'mi', 1598, true, 317, 'York', 'semi'],
  ['YN70 WPA', 'Volkswagen Polo', 'manual', 'petrol', '2020-12-01', 48880, 'mi', 999, true, 251, 'York', 'semi'],
  ['YP73 TDN', 'Nissan Leaf', 'automatic', 'electric', '2023-10-26', 9730, 'mi', null, true, 362, 'York', 'semi'],
  ['YR19 OVL', 'Kia Picanto', 'manual', 'petrol', '2019-03-08', 82050, 'mi', 998, false, null, 'York', 'semi'],
  ['YS74 KFB', 'Toyota Corolla Hybrid', 'automatic', 'hybrid', '2024-09-20', 3150, 'mi', 1798, true, 369, 'York', 'mail'],
  ['YT24 LMC', 'Skoda Fabia', 'manual', 'petrol', '2024-05-14', 7400, 'mi', 999, true, 279, 'Leeds', 'mail'],
  ['KHN 204', 'Toyota Yaris', 'manual', 'petrol', '2019-08-27', 112450, 'km', 1496, true, 260, 'Vilnius', 'lt'],
  ['MRZ 517', 'Škoda Fabia', 'manual', 'petrol', '2020-02-11', 96310, 'km', 999, true, 240, 'Vilnius', 'lt'],
  ['JGT 830', 'Volkswagen Golf', 'automatic', 'diesel', '2018-10-04', 148900, 'km', 1968, true, 280, 'Vilnius', 'lt'],
  ['LAV 162', 'Hyundai i20', 'manual', 'petrol', '2021-06-18', 71520, 'km', 1197, true, 255, 'Vilnius', 'lt'],
  ['NCE 745', 'Toyota Corolla', 'automatic', 'hybrid', '2024-12-09', 4300, 'km', 1798, true, 395, 'Vilnius', 'ltmail'],
];
const cars = CAR_DEF.map(([reg, model, gearbox, fuel, registered, miles, munit, cc, dual, lease, branch, layout]) => ({
  reg, model, gearbox, fuel, registered, miles, munit, cc, dual, lease, branch, layout, cur: branch === 'Vilnius' ? 'EUR' : 'GBP',
  km: munit === 'mi' ? r4(miles * MILE) : miles, litres: cc == null ? null : cc / 1000,
}));
const CAR = Object.fromEntries(cars.map((c) => [c.reg, c]));
function carFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.reg, 'car', attr, value, unit, stated, file);
  F('make_model', c.model, 'text', s.model ?? c.model);
  F('gearbox', c.gearbox, 'text', s.gearbox);
  F('fuel', c.fuel, 'text', s.fuel);
  F('registered', c.registered, 'date', s.registered);
  F('mileage', c.km, 'km', s.mileage);
  F('engine', c.litres, 'L', c.litres == null ? '' : s.engine);
  F('dual_controls', c.dual, 'bool', s.dual);
  F('lease', c.lease, c.cur, c.lease == null ? '' : s.lease);
  F('branch', c.branch, 'place', s.branch ?? c.branch);
}
const cap = (s) => s[0].toUpperCase() + s.slice(1);
const usersOf = (reg) => instructors.filter((x) => x.car === reg).map((x) => x.name);
cars.filter((c) => c.layout === 'spec').forEach((c, k) => {
  const file = `fleet/leeds/${slug(c.reg)}.html`;
  const reg = fmtDate(c.registered, 'long');
  const miles = `${group(c.miles)} miles`;
  const engine = `${c.cc} cc`;
  carFacts(c, file, { gearbox: cap(c.gearbox), fuel: cap(c.fuel), registered: reg, mileage: miles, engine, dual: '<td>Dual controls</td><td>Yes</td>', lease: gbp(c.lease) });
  corpus.write(file, htmlTablePage({
    title: `${c.reg} — ${c.model}`,
    docTitle: c.reg,
    crumbs: ['Fleet', 'Leeds', c.reg],
    lead: [`${c.reg} is a ${c.gearbox} ${c.model} first registered on ${reg}; it had ${miles} on the clock at the last service.`],
    sections: [
      { heading: 'Vehicle', rows: [['Registration', c.reg], ['Make and model', c.model], ['Gearbox', cap(c.gearbox)], ['Fuel', cap(c.fuel)], ['Engine', engine], ['First registered', reg]] },
      { heading: 'Use', rows: [['Mileage', miles], ['Dual controls', 'Yes'], ['Branch', 'Leeds'], ['Instructor', joinAnd(usersOf(c.reg))], ['Next service', L(k, ['May 2025', 'June 2025', 'April 2025'])]] },
      { heading: 'Cost', rows: [['Monthly lease', gbp(c.lease)], ['Lessor', L(k, ['Northern Lease Ltd', 'Dalesway Contract Hire'])]] },
    ],
    colA: 'Item', colB: 'Detail',
    footer: 'Fleet records — Aire & Ouse School of Motoring, Leeds.',
  }));
});
{
  const file = 'fleet/leeds-cars.tsv';
  const rows = cars.filter((c) => c.layout === 'tsv').map((c) => {
    const miles = `${group(c.miles)} mi`;
    const engine = c.cc == null ? 'n/a (electric)' : `${(c.cc / 1000).toFixed(1)} L`;
    const reg = fmtDate(c.registered, 'dotted');
    carFacts(c, file, { gearbox: c.gearbox, fuel: c.fuel, registered: reg, mileage: miles, engine, dual: `\t${engine}\t✓\t`, lease: `£${c.lease}/month` });
    return [c.reg, c.model, 'Leeds', c.gearbox, c.fuel, reg, miles, engine, c.dual ? '✓' : '✗', `£${c.lease}/month`, usersOf(c.reg).join(' / ')];
  });
  corpus.write(file, delimited(['Reg', 'Car', 'Branch', 'Gearbox', 'Fuel', 'First reg', 'Odometer', 'Engine', 'Dual controls', 'Lease', 'Assigned to'], rows, '\t'));
}
{
  const file = 'fleet/york-fleet-export.csv';
  const rows = cars.filter((c) => c.layout === 'semi').map((c) => {
    const reg = ukDate(c.registered);
    const engine = c.cc == null ? 'n/a' : String(c.cc);
    const dual = c.dual ? 'fitted' : 'not fitted';
    const lease = c.lease == null ? 'n/a' : c.lease.toFixed(2);
    carFacts(c, file, { gearbox: c.gearbox === 'manual' ? 'Manual' : 'Automatic', fuel: cap(c.fuel), registered: reg, mileage: String(c.miles), engine, dual, lease });
    const note = c.dual ? usersOf(c.reg).join(' + ') : 'office car - no dual controls, not for lessons';
    return [c.reg, c.model, c.gearbox === 'manual' ? 'Manual' : 'Automatic', cap(c.fuel), reg, c.miles, engine, dual, lease, note];
  });
  const head = 'FleetHub vehicle export;Aire & Ouse School of Motoring - York branch\nGenerated;01/04/2025 07:58\nOdometer readings from the March telematics upload\n\n';
  corpus.write(file, head + delimited(['Registration', 'Vehicle', 'Transmission', 'Fuel type', 'First registered', 'Odometer (miles)', 'Engine size (cc)', 'Dual control pedals', 'Lease per month (GBP)', 'Notes'], rows, ';'));
}
{
  const file = 'email/2025-03-05-fleet-update.eml';
  const [k, t] = [CAR['YS74 KFB'], CAR['YT24 LMC']];
  carFacts(k, file, { gearbox: 'automatic', fuel: 'hybrid', registered: '20 September 2024', mileage: '3,150 miles', engine: '1.8-litre', dual: 'dual controls fitted', lease: '£369 a month', branch: 'York' });
  carFacts(t, file, { gearbox: 'manual', fuel: 'petrol', registered: '14 May 2024', mileage: 'seven thousand four hundred miles', engine: '1.0-litre', dual: 'with dual controls', lease: '£279 a month', branch: 'Leeds' });
  corpus.write(file, `From: Helen Metcalfe <helen@aireandouse.co.uk>
To: Priya Shah <priya@aireandouse.co.uk>
Cc: office@aireandouse.co.uk
Date: Wed, 5 Mar 2025 18:20:04 +0000
Subject: Fleet update - Corolla at York, spare Fabia for Leeds

Hi Priya,

Two changes to the fleet list.

The new Toyota Corolla Hybrid (YS74 KFB) is now at York with dual controls fitted. It's an automatic hybrid with the
1.8-litre engine, first registered on 20 September 2024, and had 3,150 miles on the clock when it arrived. The lease
is £369 a month. Wes Brannigan and Sam Oduya share it.

The spare car for Leeds is YT24 LMC, a manual Skoda Fabia with the 1.0-litre petrol engine and with dual controls,
first registered on 14 May 2024 and with seven thousand four hundred miles on it. It costs £279 a month and stays at
Kirkstall Road for whenever one of the Leeds cars is in the garage.

Helen
`);
}
const LT_GEAR = { manual: 'mechaninė', automatic: 'automatinė' };
const LT_FUEL = { petrol: 'benzinas', diesel: 'dyzelinas', hybrid: 'hibridas', electric: 'elektra' };
cars.filter((c) => c.layout === 'lt').forEach((c, k) => {
  const file = `vilnius/automobiliai/${slug(c.reg)}.md`;
  const km = `${ltNum(c.km)} km`;
  const engine = `${c.cc} cm³`;
  const reg = ltDate(c.registered);
  carFacts(c, file, { gearbox: LT_GEAR[c.gearbox], fuel: LT_FUEL[c.fuel], registered: reg, mileage: km, engine, dual: `| Dvigubas valdymas | ${LT_YESNO(c.dual)} |`, lease: eur(c.lease), branch: 'Vilnius' });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['valstybinis_numeris', c.reg], ['marke', c.model], ['filialas', 'Vilnius'], ['instruktoriai', usersOf(c.reg)]],
    title: `${c.reg} — ${c.model}`,
    lead: [`Mokomasis automobilis ${c.reg} (${c.model}), ${LT_GEAR[c.gearbox]} pavarų dėžė; rida ${km}.`],
    sections: [{ heading: 'Duomenys', rows: [['Pavarų dėžė', LT_GEAR[c.gearbox]], ['Kuras', LT_FUEL[c.fuel]], ['Variklio tūris', engine], ['Pirmoji registracija', reg], ['Rida', km], ['Dvigubas valdymas', LT_YESNO(c.dual)], ['Nuomos kaina per mėnesį', eur(c.lease)], ['Techninė apžiūra iki', L(k, ['2025-09-30', '2026-02-11', '2025-10-04', '2026-06-18'])]] }],
    colA: 'Rodiklis', colB: 'Reikšmė',
  }));
});

// ------------------------------------------------------------------ test centres
// [name, town, country, branch, distance, distance unit, wait, wait unit, pass rate %, layout]
const CEN_DEF = [
  ['Leeds (Harehills)', 'Leeds', 'United Kingdom', 'Leeds', 3.4, 'mi', 17, 'weeks', 41.8, 'infobox'],
  ['Leeds (Horsforth)', 'Leeds', 'United Kingdom', 'Leeds', 5.1, 'mi', 14, 'weeks', 46.3, 'infobox'],
  ['Heckmondwike', 'Heckmondwike', 'United Kingdom', 'Leeds', 11.8, 'mi', 9, 'weeks', 44.9, 'infobox'],
  ['Wakefield', 'Wakefield', 'United Kingdom', 'Leeds', 10.2, 'mi', 12, 'weeks', 49.6, 'infobox'],
  ['Bradford (Thornbury)', 'Bradford', 'United Kingdom', 'Leeds', 8.7, 'mi', 15, 'weeks', 39.4, 'infobox'],
  ['Pontefract', 'Pontefract', 'United Kingdom', 'Leeds', 14.6, 'mi', 56, 'days', 52.1, 'txt'],
  ['York (Murton)', 'York', 'United Kingdom', 'York', 4.2, 'mi', 77, 'days', 50.7, 'txt'],
  ['Harrogate', 'Harrogate', 'United Kingdom', 'York', 21.5, 'mi', 70, 'days', 53.8, 'txt'],
  ['Malton', 'Malton', 'United Kingdom', 'York', 18.9, 'mi', 6, 'weeks', 57.2, 'prose'],
  ['Knaresborough', 'Knaresborough', 'United Kingdom', 'York', 17.3, 'mi', 7, 'weeks', 51.5, 'prose'],
  ['Regitra Vilnius (Liepkalnio g.)', 'Vilnius', 'Lithuania', 'Vilnius', 6.2, 'km', 3, 'sav', 38.5, 'lt'],
  ['Regitra Vilnius (Kirtimų g.)', 'Vilnius', 'Lithuania', 'Vilnius', 9.4, 'km', 18, 'days', 42.1, 'lt'],
  ['Regitra Trakai', 'Trakai', 'Lithuania', 'Vilnius', 28.7, 'km', 9, 'days', 55.3, 'lt'],
  ['Regitra Kaunas', 'Kaunas', 'Lithuania', 'Vilnius', 104, 'km', 12, 'days', 47.6, 'lt'],
];
const centres = CEN_DEF.map(([name, town, country, branch, dist, dunit, wait, wunit, pass, layout]) => ({
  name, town, country, branch, dist, dunit, wait, wunit, pass, layout, km: dunit === 'mi' ? r4(dist * MILE) : dist, days: wunit === 'days' ? wait : wait * 7,
}));
const CEN = Object.fromEntries(centres.map((c) => [c.name, c]));
function cenFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'centre', attr, value, unit, stated, file);
  F('town', c.town, 'place', s.town ?? c.town);
  F('country', c.country, 'place', s.country);
  F('branch', c.branch, 'place', s.branch ?? c.branch);
  F('distance', c.km, 'km', s.dist);
  F('wait', c.days, 'days', s.wait);
  F('pass_rate', c.pass, '%', s.pass);
}
centres.filter((c) => c.layout === 'infobox').forEach((c, k) => {
  const file = `centres/${slug(c.name)}.html`;
  const dist = `${c.dist} miles`;
  const wait = `${c.wait} weeks`;
  const pass = `${c.pass}%`;
  cenFacts(c, file, { country: 'England', dist, wait, pass, branch: 'Leeds' });
  corpus.write(file, htmlInfoboxPage({
    title: `${c.name} driving test centre`,
    sections: [
      { heading: 'Centre', rows: [['Centre name', c.name], ['Town', c.town], ['Country', 'England'], ['Used by', 'Leeds branch'], ['Distance from office', dist]] },
      { heading: 'Tests', rows: [['Current wait', wait], ['Pass rate (2023/24)', pass], ['Routes', L(k, ['ring road, dual carriageways', 'busy junctions, bus lanes', 'rural roads, 60 mph limits', 'town centre, roundabouts'])]] },
    ],
    lead: [`The wait for a practical test at ${c.name} is ${wait} at the moment; the pass rate was ${pass} last year.`],
    footer: 'Waiting times from the DVSA booking service, checked 3 March 2025.',
  }));
});
centres.filter((c) => c.layout === 'txt').forEach((c, k) => {
  const file = `centres/${slug(c.name)}.txt`;
  const dist = `${c.dist} miles`;
  const wait = `${c.wait} days`;
  const pass = `${c.pass} %`;
  cenFacts(c, file, { country: 'UK', dist: `Miles from the office: ${c.dist}`, wait: `Waiting time: ${wait}`, pass: `Pass rate: ${pass}` });
  corpus.write(file, txtProfile({
    txtHeader: `TEST CENTRE — ${c.name.toUpperCase()}`,
    sections: [{ rows: [['Centre', c.name], ['Town', c.town], ['Country', 'UK'], ['Branch', c.branch], ['Miles from the office', c.dist], ['Waiting time', wait], ['Pass rate', pass]] }],
    lead: [L(k, [
      'Quiet centre, good for nervous candidates; the route includes the A639 and some country lanes.',
      `Our main centre for York learners, ${dist} from the office.`,
      'Popular with York learners for the shorter wait; parking at the centre is limited.',
    ])],
  }));
});
{
  const file = 'vilnius/egzaminu-centrai.html';
  const sections = centres.filter((c) => c.layout === 'lt').map((c) => {
    const dist = `${dec(c.dist, 1)} km`;
    const wait = c.wunit === 'sav' ? `${c.wait} savaitės` : `${c.wait} ${c.wait % 10 === 0 || (c.wait > 10 && c.wait < 20) ? 'dienų' : 'dienos'}`;
    const pass = `${dec(c.pass, 1)} %`;
    cenFacts(c, file, { country: 'Lietuva', dist, wait, pass, branch: 'Vilnius' });
    return { heading: c.name, rows: [['Pavadinimas', c.name], ['Miestas', c.town], ['Šalis', 'Lietuva'], ['Filialas', 'Vilnius'], ['Atstumas nuo biuro', dist], ['Laukimo laikas', wait], ['Išlaikymo procentas', pass]] };
  });
  corpus.write(file, htmlDlPage({
    title: 'Egzaminų centrai (Regitra)',
    site: 'Vairavimo mokykla „Saugus kelias“, Vilnius',
    lead: ['Regitros padaliniai, kuriuose mūsų mokiniai laiko praktinį vairavimo egzaminą. Laukimo laikas — 2025 m. kovo mėn.'],
    sections,
    footer: 'Išlaikymo procentas — 2024 m. Regitros duomenys, B kategorija.',
  }).replace('<html lang="en">', '<html lang="lt">'));
}

// ------------------------------------------------------------------ learners
// [name, branch, instructor, enrolled, theory passed, hours taken, block hours, layout]
const LRN_DEF = [
  ['Olivia Brannan', 'Gary Whitworth', '2024-09-16', true, 28.5, 20, 'csv'],
  ['Harvey Cole', 'Shazia Akhtar', '2024-11-04', true, 19, 10, 'csv'],
  ['Amira Begum', 'Shazia Akhtar', '2025-01-13', false, 8, 10, 'csv'],
  ['Callum Fletcher', 'Dean Holroyd', '2024-06-24', true, 41.5, 20, 'csv'],
  ['Ellie Marsden', 'Priya Shah', '2024-10-07', true, 24, 10, 'csv'],
  ['Zain Rashid', 'Tariq Hussain', '2024-12-02', false, 12.5, 10, 'csv'],
  ['Megan Hirst', 'Jade Sutcliffe', '2024-08-19', true, 33, 20, 'csv'],
  ['Josh Wainwright', 'Lee Barraclough', '2025-02-10', false, 6, 5, 'csv'],
  ['Lily Ackroyd', 'Gary Whitworth', '2024-07-08', true, 37.5, 20, 'csv'],
  ['Ryan Oakes', 'Carol Ainsworth', '2024-05-13', true, 46, 20, 'csv'],
  ['Sophie Greaves', 'Kieran Doyle', '2024-10-28', true, 21.5, 10, 'csv'],
  ['Daniel Musa', 'Dean Holroyd', '2025-01-27', false, 9.5, 10, 'csv'],
  ['Chloe Ramsden', 'Bev Lumb', '2024-09-02', true, 26, 10, 'csv'],
  ['Freddie Lomax', 'Lee Barraclough', '2024-08-05', true, 31, 20, 'json'],
  ['Hannah Iqbal', 'Tariq Hussain', '2024-11-18', true, 17.5, 10, 'json'],
  ['Jack Whiteley', 'Gary Whitworth', '2024-04-22', true, 44, 20, 'json'],
  ['Maisie Dunn', 'Jade Sutcliffe', '2025-02-24', false, 4, 5, 'json'],
  ['Aman Kaur', 'Shazia Akhtar', '2024-07-29', true, 29.5, 20, 'json'],
  ['Toby Firth', 'Priya Shah', '2024-12-09', true, 15, 10, 'json'],
  ['Grace Ellwood', 'Kieran Doyle', '2024-09-23', true, 27, 20, 'json'],
  ['Nathan Pryce', 'Dean Holroyd', '2024-10-14', false, 22.5, 10, 'json'],
  ['Isla Thackray', 'Anna Kowalczyk', '2024-08-12', true, 30.5, 20, 'json'],
  ['Ben Wilkinson', 'Rob Lister', '2024-11-11', true, 18, 10, 'json'],
  ['Ruby Feather', 'Helen Metcalfe', '2024-06-03', true, 39, 20, 'json'],
  ['Oscar Blenkin', 'Stuart Pickering', '2025-01-06', false, 11, 10, 'json'],
  ['Leah Dobson', 'Fiona Rudd', '2024-10-21', true, 23.5, 10, 'json'],
  ['Evie Harland', 'Rob Lister', '2024-09-09', true, 34.5, 20, 'yaml'],
  ['Jamie Scaife', 'Wes Brannigan', '2024-12-16', true, 14, 10, 'yaml'],
  ['Poppy Atkinson', 'Helen Metcalfe', '2024-07-15', true, 36, 20, 'yaml'],
  ['Adam Novak', 'Joy Calvert', '2025-02-03', false, 7.5, 5, 'yaml'],
  ['Niamh Kelly', 'Anna Kowalczyk', '2024-10-01', true, 25, 10, 'yaml'],
  ['Tom Brigham', 'Sam Oduya', '2025-03-10', false, 2, 10, 'mail'],
  ['Keira Watts', 'Rob Lister', '2025-03-03', true, 3.5, 10, 'mail'],
  ['Dominic Hale', 'Stuart Pickering', '2025-03-17', false, 1.5, 5, 'mail'],
  ['Gabija Paulauskaitė', 'Tomas Kazlauskas', '2024-10-14', true, 26, 30, 'lt'],
  ['Lukas Urbonas', 'Darius Vasiliauskas', '2024-11-25', true, 18.5, 30, 'lt'],
  ['Emilija Kavaliauskaitė', 'Rasa Petrauskienė', '2024-09-02', true, 31, 30, 'lt'],
  ['Matas Navickas', 'Mindaugas Jankauskas', '2025-01-08', false, 9, 30, 'lt'],
  ['Ugnė Balčiūnaitė', 'Inga Stankevičienė', '2024-12-02', true, 15.5, 30, 'lt'],
  ['Domas Ramanauskas', 'Tomas Kazlauskas', '2024-08-19', true, 34, 30, 'lt'],
  ['Austėja Grigaitė', 'Jurgita Žukauskienė', '2025-02-10', false, 5, 30, 'lt'],
  ['Nojus Sakalauskas', 'Darius Vasiliauskas', '2024-10-28', true, 22, 30, 'lt'],
  ['Kotryna Vaitkutė', 'Andrius Butkus', '2025-02-03', true, 3, 30, 'ltmail'],
  ['Jonas Mockus', 'Mindaugas Jankauskas', '2025-01-27', false, 6, 10, 'ltmail'],
];
const BLOCK_DISC = { 5: 1, 10: 0.95, 20: 0.9, 30: 0.9 };
const learners = LRN_DEF.map(([name, instructor, enrolled, theory, hours, block, layout]) => {
  const ins = IN[instructor];
  const raw = ins.rate * block * BLOCK_DISC[block];
  const price = ins.cur === 'EUR' ? Math.round(raw / 10) * 10 : Math.round(raw / 5) * 5;
  return { name, branch: ins.branch, instructor, enrolled, theory, hours, block, price, layout, cur: ins.cur, gearbox: CAR[ins.car].gearbox };
});
const LN = Object.fromEntries(learners.map((x) => [x.name, x]));
function lrnFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'learner', attr, value, unit, stated, file);
  F('branch', x.branch, 'place', s.branch ?? x.branch);
  F('instructor', x.instructor, 'person', s.instructor ?? x.instructor);
  F('gearbox', x.gearbox, 'text', s.gearbox ?? x.gearbox);
  F('enrolled', x.enrolled, 'date', s.enrolled);
  F('theory_passed', x.theory, 'bool', s.theory);
  F('hours_taken', x.hours, 'h', s.hours);
  F('block_hours', x.block, 'h', s.block);
  F('block_price', x.price, x.cur, s.price);
}
{
  const file = 'learners/leeds-learners.csv';
  const rows = learners.filter((x) => x.layout === 'csv').map((x) => {
    const start = ukDate(x.enrolled);
    lrnFacts(x, file, { enrolled: start, theory: x.theory ? 'Yes' : 'No', hours: String(x.hours), block: String(x.block), price: String(x.price) });
    return [x.name, 'Leeds', x.instructor, x.gearbox, start, x.theory ? 'Yes' : 'No', x.hours, x.block, x.price];
  });
  corpus.write(file, delimited(['Learner', 'Branch', 'Instructor', 'Gearbox', 'Start date', 'Theory passed', 'Hours taken (h)', 'Block (hours)', 'Block price (GBP)'], rows));
}
{
  const file = 'learners/booking-system-export.json';
  const recs = learners.filter((x) => x.layout === 'json').map((x, k) => {
    const mins = Math.round(x.hours * 60);
    lrnFacts(x, file, { enrolled: x.enrolled, theory: `"passed": ${x.theory}`, hours: `"minutes_driven": ${mins}`, block: `"hours": ${x.block}`, price: `"amount": ${x.price}`, gearbox: `"transmission": "${x.gearbox}"` });
    return {
      id: `LRN-${String(4100 + k * 7)}`,
      student: { full_name: x.name, branch: x.branch, enrolled: x.enrolled, postcode_area: L(k, ['LS6', 'LS4', 'LS13', 'LS17', 'YO10', 'YO31']) },
      tuition: { instructor: { name: x.instructor }, transmission: x.gearbox, minutes_driven: mins },
      theory: { passed: x.theory },
      package: { hours: x.block, price: { amount: x.price, currency: 'GBP' } },
    };
  });
  corpus.write(file, JSON.stringify({ system: 'DriveDiary Pro', exported: '2025-03-31', school: 'Aire & Ouse School of Motoring', learners: recs }, null, 2) + '\n');
}
learners.filter((x) => x.layout === 'yaml').forEach((x, k) => {
  const file = `learners/york/${slug(x.name)}.md`;
  const start = fmtDate(x.enrolled, 'short');
  const theory = x.theory ? 'Passed' : 'Not yet';
  const hours = hoursHM(x.hours);
  const block = `${x.block} hours`;
  const price = gbpShort(x.price);
  lrnFacts(x, file, { enrolled: start, theory: `| Theory test | ${theory} |`, hours, block: `| Lesson block | ${block} |`, price: `| Block price | ${price} |` });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['learner', x.name], ['branch', 'York'], ['instructor', x.instructor], ['transmission', x.gearbox]],
    title: `${x.name} — learner record`,
    lead: [`${x.name} started lessons with ${x.instructor} on ${start} and has driven ${hours} with us so far.`],
    sections: [{ heading: 'Progress', rows: [['Started lessons', start], ['Theory test', theory], ['Hours so far', hours], ['Lesson block', block], ['Block price', price], ['Pick-up', L(k, ['Heslington campus', 'Acomb', 'Haxby', 'Fulford', 'Clifton'])]] }],
    colA: 'Item', colB: 'Detail',
  }));
});
{
  const file = 'email/2025-03-17-york-enrolments.eml';
  const [t, kw, d] = ['Tom Brigham', 'Keira Watts', 'Dominic Hale'].map((n) => LN[n]);
  lrnFacts(t, file, { enrolled: '10 March', theory: 'hasn\'t done his theory test yet', hours: 'two hours', block: '10-hour block', price: `£${t.price}`, gearbox: 'automatic' });
  lrnFacts(kw, file, { enrolled: '3 March', theory: 'passed her theory test', hours: 'three and a half hours', block: 'ten-hour block', price: `£${kw.price}`, gearbox: 'manual' });
  lrnFacts(d, file, { enrolled: 'today (17 March)', theory: 'theory test is booked', hours: 'an hour and a half', block: 'five-hour block', price: `£${d.price}`, gearbox: 'manual' });
  corpus.write(file, `From: York office <york@aireandouse.co.uk>
To: Helen Metcalfe <helen@aireandouse.co.uk>
Date: Mon, 17 Mar 2025 16:44:10 +0000
Subject: New learners this month

Hi Helen,

Three new learners at York this month:

Tom Brigham started on 10 March in the automatic with Sam Oduya. He paid £${t.price} up front for a 10-hour block,
has had two hours so far and hasn't done his theory test yet.

Keira Watts started with Rob Lister on 3 March (manual). She passed her theory test before she came to us, has done
three and a half hours and bought a ten-hour block for £${kw.price}.

Dominic Hale enrolled today (17 March) with Stuart Pickering, manual. His theory test is booked for April. He took a
five-hour block at £${d.price} and had a taster of an hour and a half this afternoon.

Office
`);
}
{
  const file = 'vilnius/mokiniai.md';
  const sections = learners.filter((x) => x.layout === 'lt').map((x) => {
    const start = ltDate(x.enrolled);
    const hours = `${Number.isInteger(x.hours) ? x.hours : dec(x.hours, 1)} val.`;
    const s = { branch: 'Vilnius', gearbox: LT_GEAR[x.gearbox], enrolled: start, theory: `Teorijos egzaminas išlaikytas: ${LT_YESNO(x.theory)}`, hours: `Nuvažiuota: ${hours}`, block: `Paketas: ${x.block} val.`, price: eur(x.price) };
    lrnFacts(x, file, s);
    return { heading: x.name, rows: [['Filialas', 'Vilnius'], ['Instruktorius', x.instructor], ['Pavarų dėžė', LT_GEAR[x.gearbox]], ['Mokymo pradžia', start], ['Teorijos egzaminas išlaikytas', LT_YESNO(x.theory)], ['Nuvažiuota', hours], ['Paketas', `${x.block} val.`], ['Paketo kaina', eur(x.price)]] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Mokiniai — B kategorija (2025 m. kovo 31 d.)',
    lead: ['Vairavimo mokyklos „Saugus kelias“ mokiniai, kurie šiuo metu mokosi vairuoti. Standartinis paketas — 30 val. praktinio vairavimo.'],
    sections,
    footer: 'Teorijos egzaminą mokiniai laiko Regitroje prieš praktinį egzaminą.',
  }));
}

// ------------------------------------------------------------------ lessons
// [ref, learner, instructor (null: the learner's own), date, start, minutes, type, paid, layout]
const LES_DEF = [
  ['BK-25-0311', 'Hannah Iqbal', null, '2025-03-17', '09:00', 120, 'mock test', true, 'json'],
  ['BK-25-0312', 'Harvey Cole', null, '2025-03-17', '11:30', 90, 'standard', true, 'json'],
  ['BK-25-0313', 'Amira Begum', null, '2025-03-17', '16:00', 60, 'standard', false, 'json'],
  ['BK-25-0314', 'Sophie Greaves', null, '2025-03-20', '07:00', 120, 'test day', true, 'json'],
  ['BK-25-0315', 'Ellie Marsden', null, '2025-03-18', '10:00', 90, 'motorway', true, 'json'],
  ['BK-25-0316', 'Zain Rashid', null, '2025-03-18', '18:30', 60, 'night drive', false, 'json'],
  ['BK-25-0317', 'Grace Ellwood', null, '2025-03-19', '08:00', 90, 'standard', true, 'json'],
  ['BK-25-0318', 'Lily Ackroyd', null, '2025-03-19', '13:00', 120, 'motorway', true, 'json'],
  ['BK-25-0319', 'Nathan Pryce', 'Lee Barraclough', '2025-03-19', '15:30', 90, 'standard', true, 'json'],
  ['BK-25-0320', 'Daniel Musa', null, '2025-03-20', '09:30', 60, 'standard', true, 'json'],
  ['BK-25-0321', 'Josh Wainwright', null, '2025-03-20', '12:00', 90, 'standard', false, 'json'],
  ['BK-25-0322', 'Maisie Dunn', null, '2025-03-20', '17:00', 60, 'standard', true, 'json'],
  ['BK-25-0341', 'Freddie Lomax', null, '2025-03-24', '08:30', 90, 'mock test', true, 'tsv'],
  ['BK-25-0342', 'Ellie Marsden', null, '2025-03-24', '10:30', 120, 'mock test', true, 'tsv'],
  ['BK-25-0343', 'Amira Begum', null, '2025-03-24', '14:00', 60, 'standard', false, 'tsv'],
  ['BK-25-0344', 'Zain Rashid', null, '2025-03-25', '09:00', 90, 'standard', true, 'tsv'],
  ['BK-25-0345', 'Toby Firth', null, '2025-03-25', '12:30', 60, 'standard', true, 'tsv'],
  ['BK-25-0346', 'Nathan Pryce', null, '2025-03-25', '19:00', 90, 'night drive', false, 'tsv'],
  ['BK-25-0347', 'Harvey Cole', null, '2025-03-26', '12:30', 120, 'test day', true, 'tsv'],
  ['BK-25-0348', 'Grace Ellwood', 'Priya Shah', '2025-03-26', '15:00', 120, 'mock test', true, 'tsv'],
  ['BK-25-0349', 'Josh Wainwright', null, '2025-03-27', '16:30', 45, 'standard', false, 'tsv'],
  ['YK-25-0207', 'Poppy Atkinson', null, '2025-03-17', '09:30', 90, 'mock test', true, 'diary'],
  ['YK-25-0208', 'Ben Wilkinson', null, '2025-03-17', '13:00', 60, 'standard', false, 'diary'],
  ['YK-25-0209', 'Oscar Blenkin', null, '2025-03-18', '16:30', 90, 'standard', true, 'diary'],
  ['YK-25-0210', 'Leah Dobson', null, '2025-03-18', '11:00', 120, 'mock test', true, 'diary'],
  ['YK-25-0211', 'Poppy Atkinson', null, '2025-03-19', '08:00', 120, 'test day', true, 'diary'],
  ['YK-25-0212', 'Jamie Scaife', null, '2025-03-19', '18:00', 90, 'night drive', false, 'diary'],
  ['YK-25-0213', 'Adam Novak', 'Stuart Pickering', '2025-03-20', '10:00', 60, 'standard', true, 'diary'],
  ['YK-25-0214', 'Keira Watts', null, '2025-03-21', '14:30', 90, 'standard', true, 'diary'],
  ['P-2025-0412', 'Ugnė Balčiūnaitė', null, '2025-03-17', '08:00', 90, 'standard', true, 'lt'],
  ['P-2025-0413', 'Lukas Urbonas', null, '2025-03-17', '15:00', 60, 'standard', true, 'lt'],
  ['P-2025-0414', 'Matas Navickas', null, '2025-03-18', '17:30', 90, 'standard', false, 'lt'],
  ['P-2025-0415', 'Nojus Sakalauskas', null, '2025-03-19', '07:00', 120, 'test day', true, 'lt'],
  ['P-2025-0416', 'Austėja Grigaitė', null, '2025-03-19', '19:30', 60, 'night drive', true, 'lt'],
  ['P-2025-0417', 'Lukas Urbonas', null, '2025-03-20', '09:00', 90, 'mock test', true, 'lt'],
  ['P-2025-0418', 'Ugnė Balčiūnaitė', 'Tomas Kazlauskas', '2025-03-20', '16:00', 120, 'motorway', false, 'lt'],
  ['P-2025-0419', 'Jonas Mockus', null, '2025-03-21', '10:30', 90, 'standard', true, 'lt'],
  ['BK-25-0355', 'Lily Ackroyd', null, '2025-03-27', '08:00', 120, 'test day', true, 'mail'],
  ['BK-25-0356', 'Daniel Musa', null, '2025-03-31', '08:00', 45, 'standard', false, 'mail'],
  ['BK-25-0357', 'Toby Firth', 'Priya Shah', '2025-03-29', '10:30', 90, 'mock test', true, 'mail'],
];
const lessons = LES_DEF.map(([ref, learner, instr, date, start, min, type, paid, layout]) => {
  const instructor = instr ?? LN[learner].instructor;
  const ins = IN[instructor];
  return { ref, learner, instructor, date, start, min, type, paid, layout, fee: r2((ins.rate * min) / 60), cur: ins.cur };
});
function lesFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.ref, 'lesson', attr, value, unit, stated, file);
  F('learner', x.learner, 'person', x.learner);
  F('instructor', x.instructor, 'person', s.instructor ?? x.instructor);
  F('date', x.date, 'date', s.date);
  F('start', x.start, 'text', s.start);
  F('duration', x.min, 'min', s.dur);
  F('fee', x.fee, x.cur, s.fee);
  F('type', x.type, 'text', s.type ?? x.type);
  F('paid', x.paid, 'bool', s.paid);
}
{
  const file = 'diary/leeds-diary-week-12.json';
  const recs = lessons.filter((x) => x.layout === 'json').map((x) => {
    lesFacts(x, file, { date: x.date, start: `"start": "${x.start}"`, dur: `"duration_min": ${x.min}`, fee: `"fee_gbp": ${x.fee}`, paid: `"paid": ${x.paid}`, type: `"type": "${x.type}"` });
    return { booking_ref: x.ref, learner: x.learner, instructor: x.instructor, date: x.date, start: x.start, duration_min: x.min, type: x.type, fee_gbp: x.fee, paid: x.paid };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'diary/leeds-lessons-week-13.tsv';
  const DUR = [(m) => hMin(m), (m) => `${m} mins`, (m) => hoursWords(m)];
  const rows = lessons.filter((x) => x.layout === 'tsv').map((x, k) => {
    const dur = L(k, DUR)(x.min);
    const date = ukDate(x.date);
    const paid = x.paid ? 'Y' : 'N';
    lesFacts(x, file, { date, start: x.start, dur, fee: gbp(x.fee), paid: `\t${paid}` });
    return [x.ref, date, x.start, x.learner, x.instructor, dur, x.type, gbp(x.fee), paid];
  });
  corpus.write(file, delimited(['Ref', 'Date', 'Start', 'Learner', 'Instructor', 'Length', 'Type', 'Fee', 'Paid'], rows, '\t'));
}
{
  const file = 'york/diary-week-12.html';
  const DUR = [(m) => hoursWords(m), (m) => `${m} minutes`];
  const sections = lessons.filter((x) => x.layout === 'diary').map((x, k) => {
    const date = fmtDate(x.date, 'long');
    const time = ampm(x.start);
    const dur = L(k, DUR)(x.min);
    const pay = x.paid ? 'received' : 'outstanding';
    lesFacts(x, file, { date, start: time, dur, fee: gbp(x.fee), paid: `<td>Payment</td><td>${pay}</td>`, type: cap(x.type) });
    return { heading: `${x.ref} — ${x.learner}`, rows: [['Booking', x.ref], ['Learner', x.learner], ['Instructor', x.instructor], ['Date', date], ['Time', time], ['Length', dur], ['Lesson type', cap(x.type)], ['Price', gbp(x.fee)], ['Payment', pay]] };
  });
  corpus.write(file, htmlTablePage({
    title: 'York diary — week 12 (17–21 March 2025)',
    crumbs: ['York', 'Diary', 'Week 12'],
    lead: ['Lessons booked through the York office for the week of 17 March 2025. Payment outstanding means the learner pays on the day.'],
    sections,
    colA: 'Field', colB: 'Entry',
  }));
}
const LT_TYPE = { standard: 'įprasta pamoka', motorway: 'važiavimas greitkeliu', 'night drive': 'važiavimas tamsoje', 'mock test': 'bandomasis egzaminas', 'test day': 'egzamino diena' };
{
  const file = 'vilnius/pamokos-2025-03.csv';
  const DUR = [(m) => ltDur(m), (m) => `${m} min.`];
  const rows = lessons.filter((x) => x.layout === 'lt').map((x, k) => {
    const dur = L(k, DUR)(x.min);
    const date = ltDot(x.date);
    const own = x.instructor === LN[x.learner].instructor;
    lesFacts(x, file, { date, start: x.start, dur, fee: dec(x.fee), paid: `;${LT_YESNO(x.paid)};`, type: LT_TYPE[x.type] });
    return [x.ref, date, x.start, x.learner, x.instructor, dur, LT_TYPE[x.type], dec(x.fee), LT_YESNO(x.paid), own ? 'n/a' : `pavaduoja (${LN[x.learner].instructor} atostogauja)`];
  });
  const head = 'Vairavimo mokykla „Saugus kelias“;Žirmūnų g. 68, Vilnius\nPamokų ataskaita;2025 m. kovas (12 sav.)\nEksportuota;2025.04.01 08:15\n\n';
  corpus.write(file, head + delimited(['Nr.', 'Data', 'Pradžia', 'Mokinys', 'Instruktorius', 'Trukmė', 'Pamokos tipas', 'Kaina (EUR)', 'Apmokėta', 'Pastabos'], rows, ';'));
}
{
  const file = 'email/2025-03-21-rebooked-lessons.eml';
  const [a, b, c] = ['BK-25-0355', 'BK-25-0356', 'BK-25-0357'].map((ref) => lessons.find((x) => x.ref === ref));
  lesFacts(a, file, { date: 'Thursday 27 March', start: '8am', dur: 'two hours', fee: gbpShort(a.fee), paid: 'already paid', type: 'test-day lesson', instructor: 'with Gary' });
  lesFacts(b, file, { date: 'Monday 31 March', start: '8am', dur: 'forty-five minutes', fee: gbpShort(b.fee), paid: 'he will pay on the day', type: 'normal lesson', instructor: 'with Dean' });
  lesFacts(c, file, { date: 'Saturday 29 March', start: '10.30am', dur: 'an hour and a half', fee: gbpShort(c.fee), paid: 'paid by card', type: 'mock test', instructor: 'with Priya' });
  corpus.write(file, `From: Leeds office <leeds@aireandouse.co.uk>
To: instructors@aireandouse.co.uk
Date: Fri, 21 Mar 2025 15:05:51 +0000
Subject: Rebooked lessons for next week

Hi all,

Three rebookings after this week's cancellations:

- BK-25-0355: Lily Ackroyd's test-day lesson with Gary is now on Thursday 27 March at 8am, two hours (her test at
  Wakefield is at 9.33am). ${gbpShort(a.fee)}, already paid.
- BK-25-0356: Daniel Musa moves to Monday 31 March at 8am with Dean, a normal lesson of forty-five minutes before
  college; ${gbpShort(b.fee)}, he will pay on the day.
- BK-25-0357: Toby Firth's mock test is on Saturday 29 March at 10.30am, an hour and a half, with Priya rather than
  his usual slot. ${gbpShort(c.fee)}, paid by card.

Thanks,
Office
`);
}

// ------------------------------------------------------------------ practical tests
// [ref, learner, centre, date, time, driving faults, serious faults, layout]; passed = no serious fault and at most 15
const TEST_DEF = [
  ['PT-25-101', 'Olivia Brannan', 'Leeds (Harehills)', '2025-01-21', '08:57', 7, 1, 'csv'],
  ['PT-25-102', 'Callum Fletcher', 'Heckmondwike', '2025-01-30', '10:14', 4, 0, 'csv'],
  ['PT-25-103', 'Megan Hirst', 'Wakefield', '2025-02-04', '14:32', 9, 0, 'csv'],
  ['PT-25-104', 'Lily Ackroyd', 'Leeds (Horsforth)', '2025-02-11', '11:40', 12, 1, 'csv'],
  ['PT-25-105', 'Ryan Oakes', 'Bradford (Thornbury)', '2025-02-18', '09:24', 3, 0, 'csv'],
  ['PT-25-106', 'Ellie Marsden', 'Leeds (Harehills)', '2025-02-25', '13:15', 16, 0, 'csv'],
  ['PT-25-107', 'Jack Whiteley', 'Pontefract', '2025-03-03', '08:40', 5, 0, 'csv'],
  ['PT-25-108', 'Olivia Brannan', 'Wakefield', '2025-03-07', '10:51', 6, 0, 'csv'],
  ['PT-25-109', 'Aman Kaur', 'Leeds (Horsforth)', '2025-03-11', '15:22', 2, 0, 'csv'],
  ['PT-25-110', 'Freddie Lomax', 'Heckmondwike', '2025-03-13', '12:03', 8, 2, 'csv'],
  ['PT-25-111', 'Chloe Ramsden', 'Bradford (Thornbury)', '2025-03-14', '09:10', 11, 0, 'json'],
  ['PT-25-112', 'Grace Ellwood', 'Leeds (Harehills)', '2025-03-18', '14:05', 5, 1, 'json'],
  ['PT-25-113', 'Sophie Greaves', 'Wakefield', '2025-03-20', '08:20', 1, 0, 'json'],
  ['PT-25-114', 'Hannah Iqbal', 'Pontefract', '2025-03-21', '11:15', 10, 0, 'json'],
  ['PT-25-115', 'Toby Firth', 'Leeds (Horsforth)', '2025-03-24', '10:32', 13, 1, 'json'],
  ['PT-25-116', 'Harvey Cole', 'Heckmondwike', '2025-03-26', '13:48', 6, 0, 'json'],
  ['PT-25-117', 'Lily Ackroyd', 'Wakefield', '2025-03-27', '09:33', 4, 0, 'json'],
  ['PT-25-118', 'Ellie Marsden', 'Pontefract', '2025-03-26', '08:35', 3, 0, 'wall'],
  ['PT-25-119', 'Freddie Lomax', 'Leeds (Harehills)', '2025-03-28', '12:10', 0, 0, 'wall'],
  ['PT-25-201', 'Ruby Feather', 'York (Murton)', '2025-01-16', '10:20', 6, 0, 'dl'],
  ['PT-25-202', 'Isla Thackray', 'Harrogate', '2025-01-29', '13:05', 14, 1, 'dl'],
  ['PT-25-203', 'Evie Harland', 'York (Murton)', '2025-02-07', '08:55', 3, 0, 'dl'],
  ['PT-25-204', 'Poppy Atkinson', 'Harrogate', '2025-02-19', '11:31', 17, 0, 'dl'],
  ['PT-25-205', 'Ben Wilkinson', 'York (Murton)', '2025-02-27', '14:46', 9, 1, 'dl'],
  ['PT-25-206', 'Isla Thackray', 'York (Murton)', '2025-03-06', '09:12', 5, 0, 'dl'],
  ['PT-25-207', 'Niamh Kelly', 'Harrogate', '2025-03-12', '10:47', 7, 0, 'dl'],
  ['PT-25-208', 'Poppy Atkinson', 'Malton', '2025-03-19', '09:45', 2, 0, 'report'],
  ['PT-25-209', 'Leah Dobson', 'Knaresborough', '2025-03-20', '13:30', 8, 1, 'report'],
  ['PT-25-210', 'Jamie Scaife', 'Malton', '2025-03-25', '11:05', 4, 0, 'report'],
  ['EGZ-2025-031', 'Emilija Kavaliauskaitė', 'Regitra Vilnius (Liepkalnio g.)', '2025-01-22', '09:00', 3, 1, 'lt'],
  ['EGZ-2025-044', 'Domas Ramanauskas', 'Regitra Trakai', '2025-02-05', '11:30', 2, 0, 'lt'],
  ['EGZ-2025-052', 'Gabija Paulauskaitė', 'Regitra Vilnius (Kirtimų g.)', '2025-02-13', '14:00', 4, 0, 'lt'],
  ['EGZ-2025-067', 'Nojus Sakalauskas', 'Regitra Vilnius (Liepkalnio g.)', '2025-02-26', '10:15', 5, 1, 'lt'],
  ['EGZ-2025-071', 'Emilija Kavaliauskaitė', 'Regitra Kaunas', '2025-03-04', '08:45', 1, 0, 'lt'],
  ['EGZ-2025-083', 'Lukas Urbonas', 'Regitra Vilnius (Kirtimų g.)', '2025-03-12', '13:30', 6, 2, 'lt'],
  ['EGZ-2025-090', 'Nojus Sakalauskas', 'Regitra Trakai', '2025-03-19', '09:30', 2, 0, 'lt'],
];
const tests = TEST_DEF.map(([ref, learner, centre, date, time, df, sf, layout]) => ({ ref, learner, centre, date, time, df, sf, layout, passed: sf === 0 && df <= 15, car: IN[LN[learner].instructor].car }));
function testFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.ref, 'test', attr, value, unit, stated, file);
  F('learner', x.learner, 'person', x.learner);
  F('centre', x.centre, 'text', x.centre);
  F('date', x.date, 'date', s.date);
  F('time', x.time, 'text', s.time);
  F('passed', x.passed, 'bool', s.passed);
  F('driving_faults', x.df, '', s.df);
  F('serious_faults', x.sf, '', s.sf);
  F('car', x.car, 'text', s.car ?? x.car);
}
{
  const file = 'tests/leeds-test-results-2025.csv';
  const rows = tests.filter((x) => x.layout === 'csv').map((x) => {
    const date = fmtDate(x.date, 'short');
    const res = x.passed ? 'Pass' : 'Fail';
    testFacts(x, file, { date, time: x.time, passed: res, df: '', sf: '' });
    return [x.ref, x.learner, x.centre, date, x.time, x.df, x.sf, res, x.car];
  });
  corpus.write(file, delimited(['Test ref', 'Learner', 'Test centre', 'Date', 'Time', 'Driving faults (count)', 'Serious faults (count)', 'Result', 'Car'], rows));
}
{
  const file = 'tests/dvsa-bookings.json';
  const recs = tests.filter((x) => x.layout === 'json').map((x) => {
    testFacts(x, file, { date: x.date, time: `"time": "${x.time}"`, passed: `"outcome": "${x.passed ? 'PASS' : 'FAIL'}"`, df: `"driving_faults": ${x.df}`, sf: `"serious_faults": ${x.sf}`, car: `"registration": "${x.car}"` });
    return {
      booking: { reference: x.ref, candidate: { name: x.learner }, centre: { name: x.centre }, slot: { date: x.date, time: x.time } },
      vehicle: { registration: x.car, dual_controls: true },
      result: { outcome: x.passed ? 'PASS' : 'FAIL', driving_faults: x.df, serious_faults: x.sf, dangerous_faults: 0 },
    };
  });
  corpus.write(file, JSON.stringify({ source: 'DVSA trainer booking service (copy)', school: 'Aire & Ouse School of Motoring', tests: recs }, null, 2) + '\n');
}
{
  const file = 'tests/york-test-results.html';
  const sections = tests.filter((x) => x.layout === 'dl').map((x) => {
    const date = fmtDate(x.date, 'dotted');
    const res = x.passed ? 'Passed ✓' : 'Failed ✗';
    testFacts(x, file, { date, time: ampm(x.time), passed: res, df: `<dt>Minors</dt><dd>${x.df}</dd>`, sf: `<dt>Serious</dt><dd>${x.sf}</dd>` });
    return { heading: `${x.ref} — ${x.learner}`, rows: [['Test ref', x.ref], ['Candidate', x.learner], ['Centre', x.centre], ['Test date', date], ['Start time', ampm(x.time)], ['Minors', x.df], ['Serious', x.sf], ['Outcome', res], ['Car', x.car]] };
  });
  corpus.write(file, htmlDlPage({
    title: 'York branch — practical test results 2025',
    site: 'Aire & Ouse School of Motoring — York',
    lead: ['Results of practical tests taken by York learners since January. Minors are driving faults; one serious fault means a fail.'],
    sections,
    footer: 'Test reports (DL25) are scanned into each learner’s folder.',
  }));
}
{
  const file = 'reports/york-branch-report-2025-03.md';
  const [p, l, j] = ['PT-25-208', 'PT-25-209', 'PT-25-210'].map((ref) => tests.find((x) => x.ref === ref));
  testFacts(p, file, { date: '19 March', time: '9.45am', passed: 'passed at Malton', df: 'two driving faults', sf: 'no serious ones' });
  testFacts(l, file, { date: '20 March', time: '1.30pm', passed: 'did not pass', df: 'eight driving faults', sf: 'one serious fault' });
  testFacts(j, file, { date: '25 March', time: '11.05am', passed: 'passed first time', df: 'four driving faults', sf: 'no serious faults' });
  const [m, k] = [CEN.Malton, CEN.Knaresborough];
  cenFacts(m, file, { country: 'North Yorkshire', dist: '18.9 miles', wait: 'six weeks', pass: '57.2%' });
  cenFacts(k, file, { country: 'North Yorkshire', dist: '17.3 miles', wait: 'seven weeks', pass: '51.5%' });
  corpus.write(file, `# York branch report — March 2025

Prepared by Helen Metcalfe for the managers' meeting, 31 March 2025.

## Test centres
The wait at York (Murton) is still eleven weeks, so we are sending more learners further afield. Malton is 18.9 miles
from the office; the waiting list there is down to six weeks and its pass rate last year was 57.2%, the best in the
area. Knaresborough, 17.3 miles away, has a wait of seven weeks and a pass rate of 51.5%. Both are in North Yorkshire
and both have quieter routes than Murton.

## Tests this month
Poppy Atkinson passed at Malton on 19 March (PT-25-208, 9.45am) with two driving faults and no serious ones, in
${p.car}, at her second attempt.

Leah Dobson did not pass at Knaresborough on 20 March (PT-25-209, 1.30pm): eight driving faults and one serious fault
at a roundabout. She used ${l.car} and will rebook for May.

Jamie Scaife passed first time at Malton on 25 March (PT-25-210, 11.05am) in ${j.car},
with four driving faults and no serious faults.

## Lessons
The branch delivered 1,240 hours of lessons in the first quarter, up 9 % on last year. Two cars were off the road
for a week each in February (clutch on YL21 GHE, windscreen on YK69 UOT).
`);
}
{
  const file = 'news/pass-wall-march-2025.md';
  const [e, f] = ['PT-25-118', 'PT-25-119'].map((ref) => tests.find((x) => x.ref === ref));
  testFacts(e, file, { date: 'Wednesday 26 March', time: '8.35am', passed: 'passed her driving test', df: 'three driving faults', sf: 'no serious faults' });
  testFacts(f, file, { date: 'Friday 28 March', time: '12.10pm', passed: 'passed', df: 'not a single driving fault', sf: 'no serious or dangerous faults' });
  corpus.write(file, `# Pass wall — March 2025

Well done to everyone who passed this month! A few of the stories from Leeds:

**Ellie Marsden** passed her driving test at Pontefract on Wednesday 26 March (test PT-25-118, 8.35am slot) in
${e.car}, with only three driving faults and no serious faults, at her second go. Priya says the motorway lessons
paid off.

**Freddie Lomax** passed at Leeds (Harehills) on Friday 28 March (PT-25-119, 12.10pm) with not a single driving fault
and no serious or dangerous faults — a clean sheet, only the fourth in the school's history. He drove ${f.car} with
Lee.

Want your photo on the wall? Ask your instructor after the test.
`);
}
{
  const file = 'vilnius/egzaminai-2025.html';
  const sections = tests.filter((x) => x.layout === 'lt').map((x) => {
    const res = x.passed ? 'išlaikė' : 'neišlaikė';
    testFacts(x, file, { date: ltDate(x.date), time: x.time, passed: `<span class="value">${res}</span>`, df: `<span class="label">Klaidos</span><span class="value">${x.df}</span>`, sf: `<span class="label">Šiurkščios klaidos</span><span class="value">${x.sf}</span>` });
    return { heading: `${x.ref} — ${x.learner}`, rows: [['Egzamino Nr.', x.ref], ['Mokinys', x.learner], ['Egzaminų centras', x.centre], ['Data', ltDate(x.date)], ['Laikas', x.time], ['Klaidos', x.df], ['Šiurkščios klaidos', x.sf], ['Rezultatas', res], ['Automobilis', x.car]] };
  });
  corpus.write(file, htmlInfoboxPage({
    title: 'Praktinio vairavimo egzaminai 2025',
    sections,
    lead: ['Mūsų mokinių praktinio vairavimo egzaminų rezultatai Regitroje, 2025 m. sausio–kovo mėn. Viena šiurkšti klaida reiškia, kad egzaminas neišlaikytas.'],
    footer: 'Vairavimo mokykla „Saugus kelias“, Vilnius',
  }).replace('<html lang="en">', '<html lang="lt">'));
}

// ------------------------------------------------------------------ the Lithuanian e-mail (one instructor, one car, two learners)
{
  const file = 'vilnius/laiskas-2025-02-03-naujienos.eml';
  const a = IN['Andrius Butkus'];
  const n = CAR['NCE 745'];
  const [kv, jm] = ['Kotryna Vaitkutė', 'Jonas Mockus'].map((x) => LN[x]);
  insFacts(a, file, { branch: 'Vilniaus', qualified: ltDate(a.qualified), rate: eur(a.rate), intensive: 'ves ir intensyvius kursus', days: 'penkias dienas per savaitę' });
  carFacts(n, file, { gearbox: 'automatine', fuel: 'hibridas', registered: '2024-12-09', mileage: '4 300 km', engine: '1,8 l', dual: 'su dvigubu valdymu', lease: '395 € per mėnesį', branch: 'Vilniaus' });
  lrnFacts(kv, file, { branch: 'Vilniaus', instructor: 'Andrių', gearbox: 'automatine', enrolled: '2025 m. vasario 3 d.', theory: 'teorijos egzaminą jau išlaikė', hours: '3 val.', block: '30 val. paketą', price: eur(kv.price) });
  lrnFacts(jm, file, { branch: 'Vilniaus', instructor: 'Mindaugą Jankauską', gearbox: 'mechanine', enrolled: '2025 m. sausio 27 d.', theory: 'teorijos egzamino dar nelaikė', hours: '6 val.', block: '10 val. paketą', price: eur(jm.price) });
  corpus.write(file, `From: Rasa Petrauskienė <rasa@sauguskelias.lt>
To: Priya Shah <priya@aireandouse.co.uk>
Date: Mon, 3 Feb 2025 09:41:22 +0200
Subject: Naujienos iš Vilniaus: naujas instruktorius, automobilis ir mokiniai
Content-Language: lt

Sveika, Priya,

trumpai apie mūsų naujienas.

Nuo šiandien mūsų Vilniaus filiale dirba naujas instruktorius Andrius Butkus (pažymėjimo Nr. ${a.no}). Kvalifikaciją jis įgijo
${ltDate(a.qualified)}, dirbs penkias dienas per savaitę, valandos kaina ${eur(a.rate)}. Jo vyresnysis instruktorius
bus Tomas Kazlauskas. Andrius ves ir intensyvius kursus.

Andrius vairuos naują automobilį NCE 745 – Toyota Corolla su automatine pavarų dėže (hibridas), su dvigubu valdymu.
Pirmoji registracija 2024-12-09, rida 4 300 km, variklio tūris 1,8 l. Nuoma kainuoja 395 € per mėnesį.

Du nauji mokiniai:
Kotryna Vaitkutė pradėjo mokytis 2025 m. vasario 3 d. pas Andrių (automatine pavarų dėže), Vilniaus filiale.
Ji teorijos egzaminą jau išlaikė, nusipirko 30 val. paketą už ${eur(kv.price)} ir jau nuvažiavo 3 val.

Jonas Mockus mokosi pas Mindaugą Jankauską su mechanine pavarų dėže nuo 2025 m. sausio 27 d., taip pat Vilniaus
filiale. Jis teorijos egzamino dar nelaikė. Jis pasirinko 10 val. paketą už ${eur(jm.price)}, nuvažiavo 6 val.

Linkėjimai iš Vilniaus,
Rasa
`);
}

// ------------------------------------------------------------------ WIDE tables: hours taught per month in 2024
const MKEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const LT_MON = ['saus.', 'vas.', 'kovo', 'bal.', 'geg.', 'birž.', 'liep.', 'rugpj.', 'rugs.', 'spal.', 'lapkr.', 'gruod.'];
for (const x of instructors) {
  x.hours = {};
  const [qy, qm] = x.qualified.split('-').map(Number);
  if (qy > 2024) continue;
  const first = qy === 2024 ? qm : 1; // a month of 2024 before the badge is blank
  const half = x.branch === 'Vilnius';
  MKEYS.forEach((m, i) => {
    if (i + 1 < first) return;
    const season = i === 7 ? 0.7 : i === 11 ? 0.75 : [3, 4, 5].includes(i) ? 1.1 : 1;
    const base = x.days * 5.2 * 4.3 * season;
    let v = base * r.float(0.85, 1.1);
    if (qy === 2024 && i + 1 === first) v *= 0.4;
    x.hours[m] = half ? Math.round(v * 2) / 2 : Math.round(v);
  });
}
{
  const file = 'reports/teaching-hours-2024.csv';
  const rows = instructors.filter((x) => x.branch !== 'Vilnius' && Object.keys(x.hours).length).map((x) => {
    MKEYS.forEach((m) => x.hours[m] != null && corpus.also(x.name, 'instructor', `hours_2024_${m}`, x.hours[m], 'h', String(x.hours[m]), file));
    return [x.name, x.branch, ...MKEYS.map((m) => x.hours[m] ?? '')];
  });
  corpus.write(file, delimited(['Instructor', 'Branch', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'], rows));
}
{
  const file = 'vilnius/darbo-valandos-2024.md';
  const out = ['# Instruktorių darbo valandos 2024 m.', '', 'Praktinio vairavimo valandos per mėnesį (val.), 2024 m. Rugpjūtį ir gruodį — atostogos.', '',
    `| Instruktorius | ${LT_MON.join(' | ')} |`, `|---|${LT_MON.map(() => '---').join('|')}|`];
  instructors.filter((x) => x.branch === 'Vilnius' && Object.keys(x.hours).length).forEach((x) => {
    MKEYS.forEach((m) => x.hours[m] != null && corpus.also(x.name, 'instructor', `hours_2024_${m}`, x.hours[m], 'h', Number.isInteger(x.hours[m]) ? String(x.hours[m]) : dec(x.hours[m], 1), file));
    out.push(`| ${x.name} | ${MKEYS.map((m) => (x.hours[m] == null ? '–' : Number.isInteger(x.hours[m]) ? x.hours[m] : dec(x.hours[m], 1))).join(' | ')} |`);
  });
  out.push('', 'Andrius Butkus pradėjo dirbti 2025 m., todėl lentelėje jo nėra.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `AIRE & OUSE SCHOOL OF MOTORING — SHARED DRIVE (spring 2025)
Head office: 212 Kirkstall Road, Leeds LS4. Branch: Layerthorpe, York YO31.
Partner school: Vairavimo mokykla „Saugus kelias“, Vilnius (files under vilnius/ are in Lithuanian).

staff/ hr/       instructor pages, profiles, payroll export
fleet/           car sheets, fleet lists
learners/        learner records, booking-system export
diary/ york/     lesson diaries
tests/ news/     practical test results, pass wall
centres/         test centre notes
reports/ email/ minutes/ policies/ prices/
`);
corpus.write('prices/price-list-2025.md', `# Prices from 1 January 2025 (Leeds and York)

| Lesson | Price |
|---|---|
| Single lesson, 1 hour | from £35 |
| Single lesson, 2 hours | from £70 |
| Block of 10 hours | 5 % off the hourly rate |
| Block of 20 hours | 10 % off the hourly rate |
| Pass Plus (6 hours) | £240 |
| Car hire for the test | two hours at the hourly rate |

Each instructor sets their own hourly rate; see the team pages. Intensive courses are quoted separately.
Gift vouchers from £50.
`);
corpus.write('policies/cancellation-policy.md', `# Cancellation policy

1. Lessons cancelled with less than 48 hours' notice are charged in full.
2. If your instructor cancels, the lesson is rebooked free of charge within 14 days.
3. Test-day bookings cannot be moved once the DVSA slot is confirmed, except for illness (with a note).
4. Refunds on unused block hours are made at the single-lesson rate, minus a £25 admin fee.
`);
corpus.write('policies/vehicle-checks.md', `# Daily vehicle checks (all branches)

Before the first lesson of the day: tyres (minimum 3 mm tread, we replace at 3 mm, not the legal 1.6 mm), lights,
screenwash, dual-control pedals moving freely, L-plates on front and back, first-aid kit and hand sanitiser.
Report any warning light to the fleet manager the same day. Electric cars: charge to at least 80 % overnight.
`);
corpus.write('minutes/2025-01-13-managers-meeting.md', `# Managers' meeting — 13 January 2025

Present: Priya Shah (chair), Helen Metcalfe; Rasa Petrauskienė by video from Vilnius.

1. 2024 results: 312 practical tests across Leeds and York, 171 passes (54.8 %). Vilnius: 140 tests, 66 passes.
2. Fleet: leases on four cars end in 2025; move to hybrids or electric where the instructor agrees.
3. Prices: single-lesson rates up by £1 to £2 from 1 January; block discounts unchanged.
4. Exchange visit: two York instructors to Vilnius in June to see the Regitra test routes.
5. Next meeting: 31 March 2025.
`);
corpus.write('vilnius/bendradarbiavimo-sutartis.md', `# Bendradarbiavimo sutarties santrauka

Vairavimo mokykla „Saugus kelias“ (Vilnius) ir Aire & Ouse School of Motoring (Lidsas, Jungtinė Karalystė).

- Sutarties trukmė: 2024 m. sausio 1 d. – 2026 m. gruodžio 31 d.
- Instruktorių mainai: iki 4 instruktorių per metus.
- Bendra mokinių apskaitos sistema nuo 2025 m.
- Mokestis partneriui: 3 % nuo paketų pardavimo.
`);

// an engine stated in litres to one decimal (TSV `1.0 L`, e-mails `1.8-litre`, `1,8 l`) is held as stated, not as cc / 1000
for (const f of corpus.facts) {
  if (f.type !== 'car' || f.attribute !== 'engine' || f.value == null) continue;
  const m = f.stated.match(/^(\d+)[.,](\d)(?: L|-litre| l)$/);
  if (m) f.value = Number(`${m[1]}.${m[2]}`);
}

const stats = corpus.flush(source);
console.log(`drivingschool: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
