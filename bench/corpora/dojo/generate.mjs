#!/usr/bin/env node
// Dojo corpus (held-out): the shared drive of "Hallam Judo Club", a judo club in Sheffield, September 2025, with its
// twinned club "Judo-Club Leipzig-Lindenau e.V." in Leipzig, whose records are in German. 66 members, 14 coaches,
// 15 classes, 10 gradings, 12 competitions, 21 items of equipment.
//   node bench/corpora/dojo/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "dojo-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) members: an HTML register table (label set A: `Membership no.`, `Date of birth`, `Grade`, `Belt`, `Weight
//     category`, `Weight: 61.4 kg`, `Joined`, `Fees paid: Yes`), plain-text profiles (label set B: `Membership
//     number`, `DOB: 04/03/2011`, `Kyu/Dan grade: 2nd kyu (blue belt)`, `Fighting weight`, `Body weight: 11 st 4 lb`,
//     `Member since`, `Subs paid`), a renewals CSV with units in the header (`Age (years)`, `Weight (kg)`, `Fees paid
//     (Y/N)`), a nested club-app JSON (`physical.weight: {value, unit: "lb"}`), new members only in the sentences of
//     an e-mail; GERMAN records for Leipzig: a TSV with units inside the values (`Gewicht: 52,3 kg`), infobox pages
//     (`Gürtel: Blau`, `Alter: 12 Jahre`, `Beitrag bezahlt: ja`), a YAML + pipe-table page and a German e-mail;
// (b) coaches: Markdown bullets (label set A), an HTML definition list (label set B: `Coaching award`, `DBS valid
//     until`, `Pay: £19.50/hour`), a German HTML table (`Trainerlizenz: B-Lizenz`, `Stundensatz: 22,50 €`), an HR
//     e-mail and German minutes in prose; a WIDE table of coaching hours claimed per month (January–August 2025; a CSV
//     for Sheffield and a German Markdown table with decimal commas for Leipzig);
// (c) classes: a YAML + pipe-table timetable (`Length: 1 h 15 min`), a flat booking JSON (`duration_min`), a German
//     TSV (`Dauer: 90 Min.`, `Beginn: 17:30 Uhr`), committee minutes and a German e-mail in prose;
// (d) gradings: a nested results JSON, plain-text grading sheets, a German definition list (`Prüfer`, `Bestanden`),
//     the newsletter and a German e-mail in prose;
// (e) competitions: HTML infobox result pages, a CSV with units in the header (`Entry fee (GBP)`), a German export with
//     a PREAMBLE, SEMICOLONS, DECIMAL COMMAS and `n/a` (`Startgeld (EUR)`), a competition report e-mail and a German
//     report in prose;
// (f) equipment: an HTML spec table (m²), a TSV with units inside the values (`430 sq ft`, `£2,360.00`), a flat JSON
//     (`area_sqft`), German Markdown bullets (`Mattenfläche: 100 m²`, `Kaufpreis: 3.950,00 €`), the treasurer's
//     report and the German minutes in prose;
// (g) background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: ages in whole years as at 1 September 2025 (from a date of birth); body weight in kg
// (`lb` × 0.45359237, `st` × 6.35029318); class durations in minutes; coaching hours per week and per month in hours;
// mat areas in m² (`sq ft` × 0.09290304); money in GBP or EUR as written (never converted); dates ISO (a month only:
// its first day); belts as English colours, grades as `3rd kyu` / `1st dan`, coaching levels 1–3 (DJB `C-Lizenz` = 1,
// `B-Lizenz` = 2, `A-Lizenz` = 3), conditions New / Good / Fair / Poor, German words in English.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlDlPage, htmlInfoboxPage, htmlTablePage, joinAnd, mdBulletsNote, mdYamlTableNote, rng, slug, targets, txtProfile } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('dojo-v1');
const LB = 0.45359237;
const STONE = 6.35029318;
const SQFT = 0.09290304;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const r1 = (x) => Math.round(x * 10) / 10;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];
const gbp = (v) => `£${group(v, 2)}`;
/** German number style: 3950 → "3.950,00" */
const deNum = (v, d = 2) => {
  const [i, f] = Number(v).toFixed(d).split('.');
  return i.replace(/\B(?=(\d{3})+(?!\d))/g, '.') + (f ? `,${f}` : '');
};
const eur = (v) => `${deNum(v)} €`;
const deDec = (v) => String(v).replace('.', ',');
const AS_AT = '2025-09-01';

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the wide coaching-hours tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file, second: true });
  }

  /** An entity's own file comes first in source.csv (the table takes an entity's file from its first row). */
  flush(sourceCsv) {
    this.facts = [...this.facts.filter((f) => !f.second), ...this.facts.filter((f) => f.second)];
    return super.flush(sourceCsv);
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ words, dates
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DE_MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const DE_DAY = { Monday: 'Montag', Tuesday: 'Dienstag', Wednesday: 'Mittwoch', Thursday: 'Donnerstag', Friday: 'Freitag', Saturday: 'Samstag', Sunday: 'Sonntag' };
const NUM_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const DE_WORDS = ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'];
const deLong = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}. ${DE_MONTHS[m - 1]} ${y}`;
};
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const dayMonth = (iso) => {
  const [, m, d] = iso.split('-').map(Number);
  return `${d} ${EN_MONTHS[m - 1]}`;
};
function ageAt(born, at = AS_AT) {
  const [y, m, d] = born.split('-').map(Number);
  const [Y, M, D] = at.split('-').map(Number);
  return Y - y - (M < m || (M === m && D < d) ? 1 : 0);
}
const ord = (n) => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

// grades: rank 1..6 = 6th kyu (red) .. 1st kyu (brown); rank 7+ = 1st dan, 2nd dan, … (black)
const BELTS = ['Red', 'Yellow', 'Orange', 'Green', 'Blue', 'Brown'];
const DE_BELT = { Red: 'Rot', Yellow: 'Gelb', Orange: 'Orange', Green: 'Grün', Blue: 'Blau', Brown: 'Braun', Black: 'Schwarz' };
const beltOf = (rank) => (rank >= 7 ? 'Black' : BELTS[rank - 1]);
const gradeOf = (rank) => (rank >= 7 ? `${ord(rank - 6)} dan` : `${ord(7 - rank)} kyu`);
const deGrade = (rank) => (rank >= 7 ? `${rank - 6}. Dan` : `${7 - rank}. Kyu`);

// ------------------------------------------------------------------ coaches
// [name, club, level, dan, DBS / Führungszeugnis expiry, hours per week, hourly rate, layout, role]
const COACH_DEF = [
  ['Dave Whitfield', 'Sheffield', 3, 5, '2026-03-12', 8, 24.0, 'md', 'Head coach'],
  ['Karen Oduya', 'Sheffield', 3, 4, '2025-11-30', 6, 22.5, 'md', 'Junior squad coach'],
  ['Mick Harrison', 'Sheffield', 2, 3, '2025-07-31', 5, 18.5, 'md', 'Club coach'],
  ['Priya Lal', 'Sheffield', 2, 2, '2027-01-15', 4, 18.0, 'md', 'Club coach'],
  ['Tom Ashby', 'Sheffield', 1, 1, '2026-09-20', 3, 14.0, 'dl', 'Assistant coach'],
  ['Sian Maddox', 'Sheffield', 2, 3, '2025-08-15', 4.5, 19.5, 'dl', 'Club coach'],
  ['Graham Pearce', 'Sheffield', 3, 6, '2026-05-01', 2, 26.0, 'dl', 'Technical director'],
  ['Jordan Blake', 'Sheffield', 1, 1, '2027-04-30', 3, 13.5, 'mail', 'Assistant coach'],
  ['Leah Fenwick', 'Sheffield', 2, 2, '2026-12-01', 5, 17.5, 'mail', 'Club coach'],
  ['Jens Hoffmann', 'Leipzig', 3, 5, '2026-02-28', 10, 24.0, 'de', 'Cheftrainer'],
  ['Katrin Vogel', 'Leipzig', 2, 3, '2025-06-30', 6, 21.5, 'de', 'Trainerin'],
  ['Uwe Richter', 'Leipzig', 1, 2, '2027-03-31', 4, 18.0, 'de', 'Übungsleiter'],
  ['Anja Schubert', 'Leipzig', 2, 2, '2026-10-15', 5, 22.5, 'de', 'Trainerin'],
  ['Matthias Krüger', 'Leipzig', 1, 1, '2028-01-31', 3, 17.5, 'protokoll', 'Übungsleiter'],
];
const coaches = COACH_DEF.map(([name, club, level, dan, dbs, hours, rate, layout, role]) => ({ name, club, level, dan, dbs, hours, rate, layout, role }));
const CO = Object.fromEntries(coaches.map((c) => [c.name, c]));

// ------------------------------------------------------------------ classes
// [name, club, day, start, minutes, coach, max places, age group, min age, layout, member ages, grade ranks, n members]
const CLASS_DEF = [
  ['Little Samurai', 'Sheffield', 'Saturday', '09:00', 45, 'Tom Ashby', 16, '5–7', 5, 'yaml', [5, 7], [1, 2], 5],
  ['Junior Beginners', 'Sheffield', 'Monday', '17:30', 60, 'Priya Lal', 20, '8–11', 8, 'yaml', [8, 11], [1, 2], 6],
  ['Junior Improvers', 'Sheffield', 'Wednesday', '17:30', 75, 'Leah Fenwick', 20, '8–13', 8, 'yaml', [9, 13], [2, 4], 6],
  ['Junior Squad', 'Sheffield', 'Friday', '17:45', 90, 'Karen Oduya', 18, '11–16', 11, 'yaml', [11, 15], [3, 5], 6],
  ['Senior Randori', 'Sheffield', 'Tuesday', '19:30', 120, 'Dave Whitfield', 30, '16+', 16, 'json', [17, 44], [4, 8], 6],
  ['Adult Beginners', 'Sheffield', 'Thursday', '19:00', 60, 'Mick Harrison', 24, '16+', 16, 'json', [19, 54], [1, 3], 5],
  ['Competition Squad', 'Sheffield', 'Friday', '19:30', 90, 'Dave Whitfield', 16, '14+', 14, 'json', [15, 29], [4, 7], 5],
  ["Women's Judo", 'Sheffield', 'Wednesday', '19:30', 90, 'Sian Maddox', 16, '16+', 16, 'json', [18, 49], [2, 7], 3],
  ['Kata Club', 'Sheffield', 'Sunday', '10:00', 90, 'Graham Pearce', 12, '16+', 16, 'minutes', [31, 64], [6, 9], 2],
  ['Family Judo', 'Sheffield', 'Sunday', '11:45', 60, 'Jordan Blake', 20, '5+', 5, 'minutes', [9, 41], [1, 3], 2],
  ['Judo-Minis', 'Leipzig', 'Monday', '16:00', 45, 'Uwe Richter', 14, '4–6', 4, 'tsv', [4, 6], [1, 1], 4],
  ['Kinder Anfänger', 'Leipzig', 'Tuesday', '16:30', 60, 'Anja Schubert', 18, '7–10', 7, 'tsv', [7, 10], [1, 3], 5],
  ['Jugend Wettkampf', 'Leipzig', 'Wednesday', '17:30', 90, 'Jens Hoffmann', 20, '11–17', 11, 'tsv', [11, 17], [3, 6], 5],
  ['Erwachsene Randori', 'Leipzig', 'Thursday', '19:00', 120, 'Jens Hoffmann', 25, '18+', 18, 'tsv', [18, 45], [4, 8], 4],
  ['Ü35 Judo', 'Leipzig', 'Friday', '18:30', 75, 'Katrin Vogel', 15, '35+', 35, 'email', [36, 58], [3, 7], 2],
];
const classes = CLASS_DEF.map(([name, club, day, start, dur, coach, max, ages, minAge, layout, ageRange, ranks, n]) => ({ name, club, day, start, dur, coach, max, ages, minAge, layout, ageRange, ranks, n }));
const CL = Object.fromEntries(classes.map((c) => [c.name, c]));

// ------------------------------------------------------------------ members
const SHEF_M = ['Oliver Bramall', 'Harry Nuttall', 'Jack Ibbotson', 'Callum Reid', 'Ethan Marsden', 'Noah Whitworth', 'Leo Staniforth', 'Alfie Hobson', 'Ryan Cartwright', 'Kieran Walsh', 'Marcus Greaves', 'Samir Haddad', 'Luke Parkin', 'Ben Thorpe', 'Adam Siddiqui', 'Josh Fairclough', 'Tyler Wragg', 'Isaac Mensah', 'Ravi Chauhan', 'Connor Doyle', 'Owen Hargreaves', 'Reece Barlow', 'Zak Hussain', 'Nathan Crosby'];
const SHEF_F = ['Amelia Holt', 'Grace Sheldon', 'Ella Booth', 'Chloe Revill', 'Freya Kenworthy', 'Lily Ashton', 'Sophie Dyson', 'Maisie Crookes', 'Hannah Lees', 'Aisha Rahman', 'Jessica Pryce', 'Megan Outram', 'Evie Sanderson', 'Niamh Gallagher', 'Ruby Whiteley', 'Katie Staves', 'Zara Akhtar', 'Holly Beever', 'Imogen Hawley', 'Olivia Turton', 'Phoebe Marriott', 'Anya Nowak'];
const LEIP_M = ['Lukas Schneider', 'Felix Wagner', 'Jonas Becker', 'Paul Zimmermann', 'Leon Hartmann', 'Max Lehmann', 'Tim Neumann', 'Erik Fischer', 'Noah Schwarz', 'Moritz Braun'];
const LEIP_F = ['Lena Müller', 'Hanna Krause', 'Mia Weber', 'Emilia Schulz', 'Sophie Lange', 'Clara Franke', 'Marie Köhler', 'Lea Wolf', 'Johanna Sommer', 'Greta Brandt'];
const FEMALE = new Set([...SHEF_F, ...LEIP_F]);

const JUNIOR_CATS = [23, 26, 30, 34, 38, 42, 46, 50, 55, 60, 66];
const MEN_CATS = [60, 66, 73, 81, 90, 100];
const WOMEN_CATS = [48, 52, 57, 63, 70, 78];
function categoryOf(kg, age, sex) {
  const cats = age < 15 ? JUNIOR_CATS : sex === 'F' ? WOMEN_CATS : MEN_CATS;
  const lim = cats.find((c) => kg <= c);
  return lim ? `-${lim} kg` : `+${cats[cats.length - 1]} kg`;
}

const members = [];
for (const club of ['Sheffield', 'Leipzig']) {
  let poolM = r.shuffle(club === 'Sheffield' ? SHEF_M : LEIP_M);
  let poolF = r.shuffle(club === 'Sheffield' ? SHEF_F : LEIP_F);
  const order = classes.filter((c) => c.club === club).sort((a, b) => (b.name === "Women's Judo") - (a.name === "Women's Judo"));
  for (const cl of order) {
    for (let k = 0; k < cl.n; k++) {
      const female = cl.name === "Women's Judo" ? true : poolM.length === 0 ? true : poolF.length === 0 ? false : r.chance(0.45);
      const name = female ? poolF.shift() : poolM.shift();
      let age = r.int(cl.ageRange[0], cl.ageRange[1]);
      if (cl.name === 'Family Judo') age = k === 0 ? 41 : 9;
      // born on a day that gives `age` whole years on 1 September 2025
      const bornYear = 2025 - age - (r.chance(0.35) ? 1 : 0);
      const bm = r.int(1, 12);
      let born = `${bornYear}-${pad(bm)}-${pad(r.int(1, 28))}`;
      if (ageAt(born) !== age) born = `${2025 - age - 1}-${pad(r.int(9, 12))}-${pad(r.int(2, 28))}`;
      if (ageAt(born) !== age) throw new Error(`age ${name}`);
      const rank = r.int(cl.ranks[0], cl.ranks[1]);
      members.push({ name, club, sex: female ? 'F' : 'M', age, born, rank, cls: cl.name });
    }
  }
}
const MB = Object.fromEntries(members.map((m) => [m.name, m]));

// layouts (a shuffled order, fixed by the seed)
function deal(club, sizes, pinned = {}) {
  const xs = r.shuffle(members.filter((m) => m.club === club));
  const out = Object.fromEntries(Object.keys(sizes).map((k) => [k, []]));
  for (const [k, names] of Object.entries(pinned)) for (const n of names) out[k].push(xs.splice(xs.findIndex((m) => m.name === n), 1)[0]);
  for (const [k, n] of Object.entries(sizes)) while (out[k].length < n) out[k].push(xs.shift());
  if (xs.length) throw new Error(`${club}: ${xs.length} members left over`);
  return out;
}
const SH = deal('Sheffield', { html: 8, txt: 6, csv: 16, app: 12, mail: 4 }, { mail: [] });
const LE = deal('Leipzig', { tsv: 9, box: 5, yaml: 4, mail: 2 });
for (const [k, xs] of Object.entries({ ...SH, ...Object.fromEntries(Object.entries(LE).map(([k2, v]) => [`de_${k2}`, v])) })) for (const m of xs) m.layout = k;
const newMembers = new Set([...SH.mail, ...LE.mail].map((m) => m.name));

// weights, joining dates, membership type, fees
for (const m of members) {
  let kg;
  if (m.age <= 12) kg = 2.6 * m.age + 6 + r.float(-3, 4);
  else if (m.age <= 17) kg = (m.sex === 'M' ? 40 + (m.age - 13) * 6 : 40 + (m.age - 13) * 4) + r.float(-4, 8);
  else kg = m.sex === 'M' ? r.float(62, 104) : r.float(50, 82);
  // the unit the record states decides the canonical value
  if (m.layout === 'app' && r.chance(0.7)) {
    m.lb = Math.round(kg / LB);
    m.kg = r4(m.lb * LB);
  } else if (m.layout === 'txt' || (m.layout === 'mail' && m.age >= 12)) {
    const totalLb = Math.round(kg / LB);
    m.st = Math.floor(totalLb / 14);
    m.stlb = totalLb % 14;
    m.kg = r4(m.st * STONE + m.stlb * LB);
  } else m.kg = r1(kg);
  m.category = categoryOf(m.kg, m.age, m.sex);
  if (newMembers.has(m.name)) {
    m.joined = `2025-${pad(r.int(7, 8))}-${pad(r.int(1, 28))}`;
    if (m.rank > 2) m.rank = r.int(1, 2);
  } else {
    const maxYears = Math.max(1, Math.min(m.age - 4, m.rank * 2 + 1));
    const years = r.int(Math.min(maxYears, Math.max(1, m.rank - 1)), maxYears);
    m.joined = `${2025 - years}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
    if (m.joined > '2025-06-30') m.joined = `2024-${m.joined.slice(5)}`;
  }
  m.type = m.cls === 'Family Judo' || r.chance(0.1) ? 'Family' : m.age < 18 ? 'Junior' : 'Senior';
  m.paid = newMembers.has(m.name) ? r.chance(0.6) : r.chance(0.8);
  m.no = null;
}
const usedNo = new Set();
for (const m of members) {
  for (;;) {
    const no = m.club === 'Sheffield' ? `HJC-${r.int(1040, 1990)}` : `JCL-0${r.int(120, 699)}`;
    if (!usedNo.has(no)) {
      usedNo.add(no);
      m.no = no;
      break;
    }
  }
}

function memberFacts(m, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(m.name, 'member', attr, value, unit, stated, file);
  F('membership_no', m.no, 'text', m.no);
  F('club', m.club, 'place', s.club ?? '');
  if (s.born != null) F('born', m.born, 'date', s.born);
  F('age', m.age, 'years', s.age ?? '');
  F('sex', m.sex, 'text', s.sex ?? '');
  F('grade', gradeOf(m.rank), 'text', s.grade);
  F('belt', beltOf(m.rank), 'text', s.belt);
  F('weight', m.kg, 'kg', s.weight);
  F('weight_category', m.category, 'text', s.category);
  F('joined', m.joined, 'date', s.joined);
  F('membership_type', m.type, 'text', s.type);
  F('fees_paid', m.paid, 'bool', s.paid ?? '');
  F('class', m.cls, 'text', s.cls ?? m.cls);
}
const yn = (b) => (b ? 'Yes' : 'No');
const jn = (b) => (b ? 'ja' : 'nein');
const DE_TYPE = { Junior: 'Jugend', Senior: 'Erwachsene', Family: 'Familie' };
const stoneText = (m) => `${m.st} st ${m.stlb} lb`;

// (a1) the Sheffield register, an HTML spec table (label set A)
{
  const file = 'members/membership-register-2025.html';
  const sections = SH.html.map((m, k) => {
    const born = fmtDate(m.born, k % 2 ? 'long' : 'short');
    const joined = fmtDate(m.joined, k % 2 ? 'short' : 'long');
    const weight = `${m.kg} kg`;
    memberFacts(m, file, { born, age: '', sex: m.sex === 'F' ? 'Female' : 'Male', grade: gradeOf(m.rank), belt: beltOf(m.rank), weight, category: m.category, joined, type: m.type, paid: yn(m.paid) });
    return { heading: m.name, rows: [['Membership no.', m.no], ['Date of birth', born], ['Sex', m.sex === 'F' ? 'Female' : 'Male'], ['Grade', gradeOf(m.rank)], ['Belt', beltOf(m.rank)], ['Weight category', m.category], ['Weight', weight], ['Joined', joined], ['Membership type', m.type], ['Fees paid', yn(m.paid)], ['Class', m.cls]] };
  });
  corpus.write(file, htmlTablePage({
    title: 'Hallam Judo Club — membership register (extract)', crumbs: ['Hallam Judo Club', 'Membership', 'Register'],
    lead: ['Extract of the register kept by the membership secretary, checked at the 2025 renewals.', `${SH.html[0].name} trains in ${SH.html[0].cls}.`],
    sections, footer: 'Register held under the club privacy notice. Do not forward outside the committee.',
  }));
}

// (a2) plain-text member profiles (label set B)
SH.txt.forEach((m, k) => {
  const file = `members/profiles/${slug(m.name)}.txt`;
  const dob = ukDate(m.born);
  const since = fmtDate(m.joined, 'us');
  const grade = `${gradeOf(m.rank)} (${beltOf(m.rank).toLowerCase()} belt)`;
  memberFacts(m, file, { born: dob, grade, belt: `${beltOf(m.rank).toLowerCase()} belt`, weight: stoneText(m), category: `Fighting weight: ${m.category}`, joined: since, type: `Type: ${m.type}`, paid: `Subs paid: ${yn(m.paid)}`, cls: `Trains in: ${m.cls}`, sex: `Gender: ${m.sex}` });
  corpus.write(file, txtProfile({
    txtHeader: `MEMBER PROFILE — ${m.name.toUpperCase()}`,
    sections: [{ rows: [['Name', m.name], ['Membership number', m.no], ['DOB', dob], ['Gender', m.sex], ['Kyu/Dan grade', grade], ['Fighting weight', m.category], ['Body weight', stoneText(m)], ['Member since', since], ['Type', m.type], ['Subs paid', yn(m.paid)], ['Trains in', m.cls]] }],
    lead: [`${m.name.split(' ')[0]} trains in ${m.cls} (${CL[m.cls].day}s).`, L(k, ['Emergency contact on the paper form.', 'Photo consent given.', 'Prefers the club app for messages.'])],
  }));
});

// (a3) the renewals CSV (units in the header)
{
  const file = 'members/renewals-2025.csv';
  const rows = SH.csv.map((m) => {
    memberFacts(m, file, { age: String(m.age), sex: m.sex, grade: gradeOf(m.rank), belt: beltOf(m.rank), weight: String(m.kg), category: m.category.replace(' ', ''), joined: ukDate(m.joined), type: m.type, paid: m.paid ? 'Y' : 'N' });
    return [m.no, m.name, m.age, m.sex, gradeOf(m.rank), beltOf(m.rank), m.kg, m.category.replace(' ', ''), ukDate(m.joined), m.type, m.cls, m.paid ? 'Y' : 'N'];
  });
  corpus.write(file, delimited(['Membership no', 'Name', 'Age (years)', 'Sex', 'Grade', 'Belt', 'Weight (kg)', 'Category', 'Joined', 'Type', 'Class', 'Fees paid (Y/N)'], rows));
}

// (a4) the club-app export (nested JSON; weights in lb or kg)
{
  const file = 'club-app/member-export.json';
  const recs = SH.app.map((m, k) => {
    const weight = m.lb != null ? { value: m.lb, unit: 'lb' } : { value: m.kg, unit: 'kg' };
    memberFacts(m, file, { born: m.born, sex: `"sex": "${m.sex}"`, grade: `"grade": "${gradeOf(m.rank)}"`, belt: `"belt": "${beltOf(m.rank).toLowerCase()}"`, weight: `"value": ${weight.value}`, category: `"category": "${m.category.replace(' ', '')}"`, joined: m.joined, type: `"type": "${m.type.toLowerCase()}"`, paid: `"paid": ${m.paid}` });
    return {
      id: `m-${(0x51c3 + k * 977).toString(16)}`,
      profile: { full_name: m.name, birthDate: m.born, sex: m.sex },
      membership: { number: m.no, type: m.type.toLowerCase(), joined: m.joined, fees: { season: '2025/26', paid: m.paid } },
      grading: { grade: gradeOf(m.rank), belt: beltOf(m.rank).toLowerCase() },
      physical: { weight, category: m.category.replace(' ', '') },
      training: { class: { name: m.cls, day: CL[m.cls].day } },
    };
  });
  corpus.write(file, JSON.stringify({ export: { app: 'DojoDesk', club: 'Hallam Judo Club', generated: '2025-09-01T06:30:00Z', count: recs.length }, data: { members: recs } }, null, 2) + '\n');
}

// (a5) new Sheffield members only in the sentences of an e-mail
{
  const file = 'email/2025-08-29-new-members-august.eml';
  const out = ['From: Hannah Cole <membership@hallamjudo.org.uk>', 'To: coaches@hallamjudo.org.uk', 'Date: Fri, 29 Aug 2025 18:02:41 +0100', 'Subject: New members this summer', '', 'Hi coaches,', '', 'Four new members signed up over July and August. Details for your registers:', ''];
  SH.mail.forEach((m, k) => {
    const [He, his] = m.sex === 'F' ? ['She', 'her'] : ['He', 'his'];
    const age = m.age <= 20 ? `${NUM_WORDS[m.age]} years old` : `${m.age}`;
    const weight = m.st != null ? `${m.st} stone ${m.stlb}` : `${m.kg} kg`;
    const cat = `${m.category.startsWith('+') ? 'over' : 'under'} ${m.category.replace(/[-+]/, '')}`;
    const paid = m.paid ? 'has paid the first year\'s fees' : 'has not paid the fees yet';
    const joined = dayMonth(m.joined);
    memberFacts(m, file, { age, grade: gradeOf(m.rank), belt: beltOf(m.rank).toLowerCase(), weight, category: cat, joined, type: m.type.toLowerCase(), paid, sex: '' });
    out.push(k % 2 === 0
      ? `${m.name} (${m.no}) joined on ${joined} on a ${m.type.toLowerCase()} membership and ${paid}. ${He} is ${age}, weighs ${weight}${m.st != null ? ' pounds' : ''} and will fight ${cat}. ${He} already holds a ${beltOf(m.rank).toLowerCase()} belt (${gradeOf(m.rank)}) from a previous club and will train in ${m.cls}.`
      : `${m.name}, membership number ${m.no}, came to ${his} first session on ${joined} and will be in ${m.cls}: ${age}, ${weight}${m.st != null ? ' pounds' : ''}, ${gradeOf(m.rank)} (${beltOf(m.rank).toLowerCase()} belt), entered ${cat} in the category lists. Membership: ${m.type.toLowerCase()}; ${He.toLowerCase()} ${paid}.`, '');
  });
  out.push('The welcome packs are in the cupboard by the mat store.', '', 'Hannah', 'Membership secretary, Hallam Judo Club', '');
  corpus.write(file, out.join('\n'));
}

// (a6) Leipzig: German TSV with units inside the values
{
  const file = 'leipzig/mitgliederliste-2025.tsv';
  const rows = LE.tsv.map((m) => {
    const w = `${deDec(m.kg)} kg`;
    memberFacts(m, file, { born: fmtDate(m.born, 'dotted'), sex: m.sex === 'F' ? 'w' : 'm', grade: deGrade(m.rank), belt: DE_BELT[beltOf(m.rank)], weight: w, category: m.category, joined: fmtDate(m.joined, 'dotted'), type: DE_TYPE[m.type], paid: jn(m.paid), club: '' });
    return [m.no, m.name, fmtDate(m.born, 'dotted'), m.sex === 'F' ? 'w' : 'm', deGrade(m.rank), DE_BELT[beltOf(m.rank)], m.category, w, fmtDate(m.joined, 'dotted'), DE_TYPE[m.type], jn(m.paid), m.cls];
  });
  corpus.write(file, delimited(['Mitgliedsnr.', 'Name', 'Geburtsdatum', 'Geschlecht', 'Graduierung', 'Gürtel', 'Gewichtsklasse', 'Gewicht', 'Eintritt', 'Mitgliedsart', 'Beitrag bezahlt', 'Trainingsgruppe'], rows, '\t'));
}

// (a7) Leipzig: German infobox pages (age in years, no date of birth)
LE.box.forEach((m, k) => {
  const file = `leipzig/mitglieder/${slug(m.name)}.html`;
  const w = `${deDec(m.kg)} kg`;
  const eintritt = deLong(m.joined);
  memberFacts(m, file, { age: `${m.age} Jahre`, sex: m.sex === 'F' ? 'weiblich' : 'männlich', grade: deGrade(m.rank), belt: DE_BELT[beltOf(m.rank)], weight: w, category: m.category, joined: eintritt, type: DE_TYPE[m.type], paid: jn(m.paid) });
  corpus.write(file, htmlInfoboxPage({
    title: m.name,
    sections: [
      { heading: 'Mitglied', rows: [['Mitgliedsnummer', m.no], ['Alter', `${m.age} Jahre`], ['Geschlecht', m.sex === 'F' ? 'weiblich' : 'männlich'], ['Eintritt', eintritt], ['Mitgliedsart', DE_TYPE[m.type]], ['Beitrag bezahlt', jn(m.paid)]] },
      { heading: 'Judo', rows: [['Gürtel', DE_BELT[beltOf(m.rank)]], ['Graduierung', deGrade(m.rank)], ['Gewichtsklasse', m.category], ['Gewicht', w], ['Trainingsgruppe', m.cls]] },
    ],
    lead: [`${m.name.split(' ')[0]} trainiert in der Gruppe ${m.cls}.`, L(k, ['Startpass liegt vor.', 'Ärztliches Attest liegt vor.', 'Fotoerlaubnis erteilt.'])],
    footer: 'Judo-Club Leipzig-Lindenau e.V. — Mitgliederverwaltung',
  }));
});

// (a8) Leipzig: a YAML + pipe-table page of late additions
{
  const file = 'leipzig/mitglieder-nachtrag.md';
  const sections = LE.yaml.map((m) => {
    const w = `${deDec(m.kg)} kg`;
    memberFacts(m, file, { born: deLong(m.born), sex: m.sex === 'F' ? 'w' : 'm', grade: deGrade(m.rank), belt: DE_BELT[beltOf(m.rank)], weight: w, category: m.category, joined: fmtDate(m.joined, 'dotted'), type: DE_TYPE[m.type], paid: jn(m.paid) });
    return { heading: m.name, rows: [['Mitgliedsnummer', m.no], ['Geburtsdatum', deLong(m.born)], ['Geschlecht', m.sex === 'F' ? 'w' : 'm'], ['Graduierung', deGrade(m.rank)], ['Gürtel', DE_BELT[beltOf(m.rank)]], ['Gewichtsklasse', m.category], ['Körpergewicht', w], ['Beitritt', fmtDate(m.joined, 'dotted')], ['Mitgliedsart', DE_TYPE[m.type]], ['Beitrag bezahlt', jn(m.paid)], ['Gruppe', m.cls]] };
  });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['verein', 'Judo-Club Leipzig-Lindenau e.V.'], ['stand', '2025-08-31'], ['bearbeitet_von', 'Geschäftsstelle']],
    title: 'Nachträge zur Mitgliederliste 2025', colA: 'Feld', colB: 'Wert',
    lead: [`${LE.yaml[0].name} trainiert in der Gruppe ${LE.yaml[0].cls}.`], sections,
  }));
}

// (a9) Leipzig: new members only in the sentences of a German e-mail (with the new Ü35 class, see (c))
const leipzigMailLines = [];
{
  const file = 'leipzig/email/2025-08-30-neue-mitglieder-und-ue35.eml';
  LE.mail.forEach((m) => {
    const er = m.sex === 'F' ? 'Sie' : 'Er';
    const w = `${deDec(m.kg)} kg`;
    const born = deLong(m.born);
    const cat = m.category.startsWith('+') ? `über ${m.category.slice(1)}` : `bis ${m.category.slice(1)}`;
    const paid = m.paid ? 'Der Beitrag ist bezahlt' : 'Der Beitrag ist noch nicht bezahlt';
    memberFacts(m, file, { born, grade: deGrade(m.rank), belt: DE_BELT[beltOf(m.rank)].toLowerCase(), weight: w, category: cat, joined: deLong(m.joined), type: DE_TYPE[m.type], paid, sex: '' });
    leipzigMailLines.push(`${m.name} (${m.no}) ist am ${deLong(m.joined)} eingetreten, geboren am ${born}. ${er} trägt den ${DE_BELT[beltOf(m.rank)].toLowerCase()}en Gürtel (${deGrade(m.rank)}), wiegt ${w} und kämpft in der Klasse ${cat}. Mitgliedsart: ${DE_TYPE[m.type]}. ${paid}. Trainingsgruppe: ${m.cls}.`, '');
  });
  corpus.leipzigMailFile = file;
}

// ------------------------------------------------------------------ (b) coaches
function coachFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'coach', attr, value, unit, stated, file);
  F('club', c.club, 'place', s.club ?? '');
  F('level', c.level, '', s.level);
  F('dan', c.dan, '', s.dan);
  F('dbs_expires', c.dbs, 'date', s.dbs);
  F('hours_per_week', c.hours, 'h', s.hours);
  F('hourly_rate', c.rate, c.club === 'Leipzig' ? 'EUR' : 'GBP', s.rate);
}
{
  const file = 'coaches/coaching-team.md';
  const sections = coaches.filter((c) => c.layout === 'md').map((c, k) => {
    const dbs = fmtDate(c.dbs, k % 2 ? 'long' : 'short');
    const hours = k % 2 ? `${c.hours} hours` : String(c.hours);
    coachFacts(c, file, { level: `Level ${c.level}`, dan: `${ord(c.dan)} dan`, dbs, hours: `Hours per week: ${hours}`, rate: gbp(c.rate) });
    return { heading: c.name, rows: [['Role', c.role], ['Coaching level', `Level ${c.level}`], ['Dan grade', `${ord(c.dan)} dan`], ['DBS expires', dbs], ['Hours per week', hours], ['Hourly rate', gbp(c.rate)]] };
  });
  corpus.write(file, mdBulletsNote({ title: 'Hallam Judo Club — coaching team', lead: ['All coaches hold a current British Judo coaching licence. Rates as agreed at the March 2025 committee.', 'Dave Whitfield is our head coach.'], sections, footer: 'Updated by the club welfare officer, 1 September 2025.' }));
}
{
  const file = 'coaches/session-coaches.html';
  const sections = coaches.filter((c) => c.layout === 'dl').map((c) => {
    coachFacts(c, file, { level: `UKCC Level ${c.level}`, dan: `${ord(c.dan)} dan`, dbs: ukDate(c.dbs), hours: `${c.hours} hrs`, rate: `${gbp(c.rate)}/hour` });
    return { heading: c.name, rows: [['Position', c.role], ['Coaching award', `UKCC Level ${c.level}`], ['Grade', `${ord(c.dan)} dan (black belt)`], ['DBS valid until', ukDate(c.dbs)], ['Hours a week', `${c.hours} hrs`], ['Pay', `${gbp(c.rate)}/hour`]] };
  });
  corpus.write(file, htmlDlPage({ site: 'Hallam Judo Club', title: 'Session coaches', lead: ['Coaches paid per session hour. Graham Pearce runs the Sunday kata sessions.'], sections, footer: 'Questions about pay: treasurer@hallamjudo.org.uk' }));
}
{
  const file = 'leipzig/trainerteam.html';
  const LIZ = { 1: 'C-Lizenz', 2: 'B-Lizenz', 3: 'A-Lizenz' };
  const sections = coaches.filter((c) => c.layout === 'de').map((c) => {
    const fz = fmtDate(c.dbs, 'dotted');
    coachFacts(c, file, { level: LIZ[c.level], dan: `${c.dan}. Dan`, dbs: fz, hours: `Wochenstunden</td><td>${c.hours}`, rate: eur(c.rate) });
    return { heading: c.name, rows: [['Funktion', c.role], ['Trainerlizenz', LIZ[c.level]], ['Graduierung', `${c.dan}. Dan`], ['Führungszeugnis gültig bis', fz], ['Wochenstunden', String(c.hours)], ['Stundensatz', eur(c.rate)]] };
  });
  corpus.write(file, htmlTablePage({ title: 'Trainerteam — Judo-Club Leipzig-Lindenau e.V.', crumbs: ['JCL', 'Verein', 'Trainer'], colA: 'Angabe', colB: 'Wert', lead: ['Alle Trainerinnen und Trainer haben eine gültige DJB-Lizenz.', 'Jens Hoffmann ist unser Cheftrainer.'], sections, footer: 'Stand: 1. September 2025' }));
}
{
  const file = 'email/2025-07-18-coach-rates-hr.eml';
  const [j, l] = ['Jordan Blake', 'Leah Fenwick'].map((n) => CO[n]);
  coachFacts(j, file, { level: 'Level 1', dan: 'first dan', dbs: fmtDate(j.dbs, 'long'), hours: 'three hours a week', rate: '£13.50 an hour' });
  coachFacts(l, file, { level: 'Level 2', dan: 'second dan', dbs: fmtDate(l.dbs, 'long'), hours: 'five hours a week', rate: '£17.50 an hour' });
  corpus.write(file, `From: Treasurer <treasurer@hallamjudo.org.uk>
To: Dave Whitfield <dave.whitfield@hallamjudo.org.uk>
Date: Fri, 18 Jul 2025 21:14:05 +0100
Subject: Coach pay from September

Dave,

Following the committee meeting, here is what we agreed for the two newer coaches.

Jordan Blake has now passed his Level 1 coaching award and graded to first dan in the spring. He will do
three hours a week (mostly the Sunday family session) at £13.50 an hour. His enhanced DBS runs until ${fmtDate(j.dbs, 'long')}.

Leah Fenwick holds Level 2 and is a second dan; she takes the Wednesday improvers and covers the odd Monday,
five hours a week at £17.50 an hour. Her DBS certificate is valid until ${fmtDate(l.dbs, 'long')}.

Both will claim through the usual monthly timesheet.

Cheers,
Rob (treasurer)
`);
}

// wide tables: coaching hours claimed per month, January–August 2025
const MKEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug'];
for (const c of coaches) {
  c.month = {};
  MKEYS.forEach((m, i) => {
    const base = c.hours * (i === 7 ? r.float(2.0, 3.2) : r.float(3.6, 4.6));
    c.month[m] = Math.round(base * 2) / 2;
  });
}
{
  const file = 'payroll/coaching-hours-claimed-2025.csv';
  const rows = coaches.filter((c) => c.club === 'Sheffield').map((c) => {
    MKEYS.forEach((m) => corpus.also(c.name, 'coach', `hours_2025_${m}`, c.month[m], 'h', String(c.month[m]), file));
    return [c.name, ...MKEYS.map((m) => c.month[m])];
  });
  corpus.write(file, delimited(['Coach', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'], rows));
}
{
  const file = 'leipzig/trainerstunden-2025.md';
  const out = ['# Trainerstunden 2025 (abgerechnet)', '', 'Abgerechnete Übungsleiterstunden pro Monat, Januar bis August 2025. Sommerpause im August.', '',
    '| Trainer | Jan | Feb | Mär | Apr | Mai | Jun | Jul | Aug |', '|---|---|---|---|---|---|---|---|---|'];
  coaches.filter((c) => c.club === 'Leipzig').forEach((c) => {
    MKEYS.forEach((m) => corpus.also(c.name, 'coach', `hours_2025_${m}`, c.month[m], 'h', deDec(c.month[m]), file));
    out.push(`| ${c.name} | ${MKEYS.map((m) => deDec(c.month[m])).join(' | ')} |`);
  });
  out.push('', 'Abrechnung über die Übungsleiterpauschale; Auszahlung quartalsweise.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (c) classes
function classFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'class', attr, value, unit, stated, file);
  F('club', c.club, 'place', s.club ?? '');
  F('day', c.day, 'text', s.day);
  F('start_time', c.start, 'text', s.start ?? c.start);
  F('duration', c.dur, 'min', s.dur);
  F('coach', c.coach, 'person', c.coach);
  F('max_places', c.max, '', s.max);
  F('age_group', c.ages, 'text', s.ages);
  F('min_age', c.minAge, 'years', s.ages);
}
const durWords = (min) => (min % 60 === 0 ? `${min / 60} h` : min > 60 ? `${Math.floor(min / 60)} h ${min % 60} min` : `${min} min`);
{
  const file = 'timetable/junior-classes-2025-26.md';
  const sections = classes.filter((c) => c.layout === 'yaml').map((c, k) => {
    const len = k % 2 ? `${c.dur} minutes` : durWords(c.dur);
    classFacts(c, file, { day: c.day, dur: `Length | ${len}`, max: `Max places | ${c.max}`, ages: `Ages | ${c.ages}` });
    return { heading: c.name, rows: [['Day', c.day], ['Starts', c.start], ['Length', len], ['Coach', c.coach], ['Max places', c.max], ['Ages', c.ages]] };
  });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['title', 'Junior timetable 2025/26'], ['venue', 'Hillsborough Sports Hall, dojo 2'], ['term_starts', '2025-09-01']],
    title: 'Junior classes — timetable from September 2025', colA: 'Item', colB: 'Detail',
    lead: ['Juniors must arrive ten minutes before the start. Little Samurai is on Saturday mornings.'], sections,
  }));
}
{
  const file = 'booking/classes.json';
  const recs = classes.filter((c) => c.layout === 'json').map((c) => {
    classFacts(c, file, { day: `"day": "${c.day}"`, dur: `"duration_min": ${c.dur}`, max: `"capacity": ${c.max}`, ages: `"age_group": "${c.ages}"` });
    return { class_name: c.name, day: c.day, start: c.start, duration_min: c.dur, coach: c.coach, capacity: c.max, age_group: c.ages, venue: 'Hillsborough Sports Hall', bookable_online: true };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'leipzig/trainingszeiten.tsv';
  const DAY2 = { Monday: 'Mo', Tuesday: 'Di', Wednesday: 'Mi', Thursday: 'Do', Friday: 'Fr' };
  const rows = classes.filter((c) => c.layout === 'tsv').map((c) => {
    const dauer = c.dur % 60 === 0 ? `${c.dur / 60} Std.` : `${c.dur} Min.`;
    classFacts(c, file, { day: DAY2[c.day], start: `${c.start} Uhr`, dur: dauer, max: `${c.max} Plätze`, ages: `${c.ages} Jahre` });
    return [c.name, DAY2[c.day], `${c.start} Uhr`, dauer, c.coach, `${c.max} Plätze`, `${c.ages} Jahre`, 'Halle Lindenau'];
  });
  corpus.write(file, delimited(['Gruppe', 'Tag', 'Beginn', 'Dauer', 'Trainer', 'Plätze', 'Alter', 'Ort'], rows, '\t'));
}

// ------------------------------------------------------------------ (d) gradings
// [code, club, date, examiner, fee, layout, n candidates]
const GRADING_DEF = [
  ['GR-25-01', 'Sheffield', '2025-01-25', 'Graham Pearce', 15, 'json', 6],
  ['GR-25-02', 'Sheffield', '2025-03-29', 'Dave Whitfield', 15, 'json', 5],
  ['GR-25-03', 'Sheffield', '2025-05-17', 'Karen Oduya', 18, 'txt', 6],
  ['GR-25-04', 'Sheffield', '2025-06-28', 'Graham Pearce', 18, 'json', 7],
  ['GR-25-05', 'Sheffield', '2025-07-19', 'Dave Whitfield', 18, 'txt', 5],
  ['GR-25-06', 'Sheffield', '2025-08-23', 'Karen Oduya', 20, 'newsletter', 4],
  ['KP-2025-1', 'Leipzig', '2025-02-15', 'Jens Hoffmann', 10, 'dl', 5],
  ['KP-2025-2', 'Leipzig', '2025-05-10', 'Katrin Vogel', 12, 'dl', 4],
  ['KP-2025-3', 'Leipzig', '2025-07-05', 'Jens Hoffmann', 12, 'dl', 5],
  ['KP-2025-4', 'Leipzig', '2025-08-30', 'Anja Schubert', 15, 'demail', 3],
];
const gradings = GRADING_DEF.map(([code, club, date, examiner, fee, layout, n]) => ({ code, club, date, examiner, fee, layout, n, results: [] }));
{
  const count = new Map();
  for (const g of gradings) {
    const pool = members.filter((m) => m.club === g.club && !newMembers.has(m.name) && m.rank >= 2 && m.rank <= 6 && m.joined < g.date && (count.get(m.name) ?? 0) < Math.min(2, m.rank - 1));
    const cands = r.sample(pool, g.n);
    for (const m of cands) count.set(m.name, (count.get(m.name) ?? 0) + 1);
    g.cands = cands.map((m) => m.name).sort();
  }
  // grades awarded: walk each member's gradings backwards from the grade they hold now
  for (const m of members) {
    const gs = gradings.filter((g) => g.cands.includes(m.name)).sort((a, b) => (a.date < b.date ? 1 : -1));
    let rank = m.rank;
    gs.forEach((g, i) => {
      const pass = rank > 5 ? true : i === 0 && gs.length === 1 ? !r.chance(0.18) : i === 0 ? true : !r.chance(0.2);
      if (pass) {
        g.results.push({ name: m.name, rank, pass: true });
        rank -= 1;
      } else g.results.push({ name: m.name, rank: rank + 1, pass: false });
    });
  }
  for (const g of gradings) g.results.sort((a, b) => (a.name < b.name ? -1 : 1));
}
function gradingFacts(g, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(g.code, 'grading', attr, value, unit, stated, file);
  const passed = g.results.filter((x) => x.pass).map((x) => x.name);
  const failed = g.results.filter((x) => !x.pass).map((x) => x.name);
  F('club', g.club, 'place', s.club ?? '');
  F('date', g.date, 'date', s.date);
  F('examiner', g.examiner, 'person', g.examiner);
  F('fee', g.fee, g.club === 'Leipzig' ? 'EUR' : 'GBP', s.fee);
  F('candidates', g.cands, 'list', g.cands[0]);
  F('n_candidates', g.cands.length, '', s.n ?? '');
  F('passed', passed, 'list', passed[0] ?? '');
  F('failed', failed, 'list', failed[0] ?? '');
}
{
  const file = 'gradings/grading-results-2025.json';
  const recs = gradings.filter((g) => g.layout === 'json').map((g) => {
    gradingFacts(g, file, { date: g.date, fee: `"amount": ${g.fee}`, n: '' });
    return {
      grading: { ref: g.code, event: { date: g.date, venue: 'Hillsborough Sports Hall', examiner: { name: g.examiner, grade: `${ord(CO[g.examiner].dan)} dan` } }, fee: { amount: g.fee, currency: 'GBP' } },
      candidates: g.results.map((x) => ({ name: x.name, membership_no: MB[x.name].no, grading_for: gradeOf(x.rank), belt: beltOf(x.rank).toLowerCase(), result: x.pass ? 'pass' : 'fail' })),
    };
  });
  corpus.write(file, JSON.stringify({ club: 'Hallam Judo Club', season: 2025, gradings: recs }, null, 2) + '\n');
}
for (const g of gradings.filter((x) => x.layout === 'txt')) {
  const file = `gradings/${g.code.toLowerCase()}-grading-sheet.txt`;
  const date = fmtDate(g.date, 'long');
  gradingFacts(g, file, { date, fee: `Fee per candidate: ${gbp(g.fee)}`, n: `Candidates: ${g.cands.length}` });
  const lines = g.results.map((x) => `  ${x.name} (${MB[x.name].no}) — for ${gradeOf(x.rank)} (${beltOf(x.rank).toLowerCase()}) — ${x.pass ? 'PASS' : 'not yet (fail)'}`);
  corpus.write(file, [`GRADING: ${g.code}`, '', `Date: ${date}`, 'Venue: Hillsborough Sports Hall', `Examiner: ${g.examiner}`, `Fee per candidate: ${gbp(g.fee)}`, `Candidates: ${g.cands.length}`, '', 'Results:', ...lines, '',
    'Certificates and belts handed out at the end of the session. Record books stamped by the examiner.', ''].join('\n'));
}
{
  const file = 'leipzig/kyu-pruefungen-2025.html';
  const sections = gradings.filter((g) => g.layout === 'dl').map((g) => {
    const passed = g.results.filter((x) => x.pass);
    const failed = g.results.filter((x) => !x.pass);
    gradingFacts(g, file, { date: fmtDate(g.date, 'dotted'), fee: eur(g.fee), n: `${g.cands.length} Teilnehmer` });
    return { heading: `Kyu-Prüfung ${g.code}`, rows: [['Datum', fmtDate(g.date, 'dotted')], ['Prüfer', g.examiner], ['Prüfungsgebühr', eur(g.fee)], ['Teilnehmer', `${g.cands.length} Teilnehmer`],
      ['Bestanden', passed.length ? passed.map((x) => `${x.name} (${deGrade(x.rank)})`).join(', ') : '—'], ['Nicht bestanden', failed.length ? failed.map((x) => `${x.name} (${deGrade(x.rank)})`).join(', ') : '—']] };
  });
  corpus.write(file, htmlDlPage({ site: 'Judo-Club Leipzig-Lindenau e.V.', title: 'Kyu-Prüfungen 2025', lead: ['Ergebnisse der vereinsinternen Kyu-Prüfungen. Urkunden und Pässe werden im Training ausgegeben.'], sections, footer: 'Prüfungsordnung des DJB, Stand 2024.' }));
}

// ------------------------------------------------------------------ (e) competitions
// [name, club, city, date, entry fee, layout, junior event?, n entered]
const COMP_DEF = [
  ['Yorkshire Open', 'Sheffield', 'Leeds', '2025-02-16', 22, 'box', false, 6],
  ['North West Open', 'Sheffield', 'Bolton', '2025-03-09', 25, 'box', false, 5],
  ['Derbyshire Junior Open', 'Sheffield', 'Chesterfield', '2025-04-06', 18, 'box', true, 7],
  ['British Schools Championships', 'Sheffield', 'Sheffield', '2025-05-10', 30, 'csv', true, 5],
  ['Lincoln Kyu Grade Open', 'Sheffield', 'Lincoln', '2025-06-01', 15, 'csv', false, 6],
  ['Northern Area Closed', 'Sheffield', 'Sunderland', '2025-06-22', 28, 'csv', false, 5],
  ['Hull Junior Open', 'Sheffield', 'Hull', '2025-07-13', 20, 'report', true, 6],
  ['Doncaster Summer Open', 'Sheffield', 'Doncaster', '2025-08-10', 24, 'report', false, 5],
  ['Sachsenpokal U15', 'Leipzig', 'Dresden', '2025-03-22', 12.5, 'semi', true, 4],
  ['Leipziger Frühjahrsturnier', 'Leipzig', 'Leipzig', '2025-04-26', 10, 'semi', false, 6],
  ['Mitteldeutsche Meisterschaft', 'Leipzig', 'Halle (Saale)', '2025-06-14', 15, 'semi', false, 4],
  ['Erfurter Sommerpokal', 'Leipzig', 'Erfurt', '2025-07-05', 12, 'bericht', false, 5],
];
const comps = COMP_DEF.map(([name, club, city, date, fee, layout, junior, n]) => ({ name, club, city, date, fee, layout, junior, n }));
for (const c of comps) {
  const pool = members.filter((m) => m.club === c.club && !newMembers.has(m.name) && m.joined < c.date && (c.junior ? m.age >= 8 && m.age <= (c.name.includes('U15') ? 14 : 17) : m.age >= 12 && m.rank >= 3));
  const ent = r.sample(pool, Math.min(c.n, pool.length)).map((m) => m.name).sort();
  c.entered = ent;
  c.gold = [];
  c.silver = [];
  c.bronze = [];
  for (const n of ent) {
    const med = r.weighted([['gold', 0.14], ['silver', 0.16], ['bronze', 0.24], ['none', 0.46]]);
    if (med !== 'none') c[med].push(n);
  }
}
// a fixed point the folder should hold: one player with the most medals of the season
{
  const d = comps.find((c) => c.name === 'Doncaster Summer Open');
  if (d.entered.includes('Tyler Wragg') && !d.bronze.includes('Tyler Wragg')) d.bronze = [...d.bronze, 'Tyler Wragg'].sort();
}
function compFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'competition', attr, value, unit, stated, file);
  F('club', c.club, 'place', s.club ?? '');
  F('city', c.city, 'place', c.city);
  F('date', c.date, 'date', s.date);
  F('entry_fee', c.fee, c.club === 'Leipzig' ? 'EUR' : 'GBP', s.fee);
  F('entered', c.entered, 'list', c.entered[0]);
  F('gold', c.gold, 'list', c.gold[0] ?? '');
  F('silver', c.silver, 'list', c.silver[0] ?? '');
  F('bronze', c.bronze, 'list', c.bronze[0] ?? '');
}
const orNone = (xs) => (xs.length ? xs.join(', ') : 'none');
comps.filter((c) => c.layout === 'box').forEach((c, k) => {
  const file = `competitions/${slug(c.name)}-2025.html`;
  const date = fmtDate(c.date, k % 2 ? 'us' : 'long');
  compFacts(c, file, { date, fee: gbp(c.fee) });
  corpus.write(file, htmlInfoboxPage({
    title: `${c.name} 2025`,
    sections: [
      { heading: 'Event', rows: [['City', c.city], ['Date', date], ['Entry fee', `${gbp(c.fee)} per player`], ['Team manager', L(k, ['Karen Oduya', 'Dave Whitfield', 'Priya Lal'])]] },
      { heading: 'Hallam players', rows: [['Entered', c.entered.join(', ')], ['Gold', orNone(c.gold)], ['Silver', orNone(c.silver)], ['Bronze', orNone(c.bronze)]] },
    ],
    lead: [`${c.entered.length} Hallam players made the trip to ${c.city}.`, 'Weigh-in the evening before; tatami split into four contest areas.'],
    footer: 'Results as published by the organisers.',
  }));
});
{
  const file = 'competitions/competition-entries-2025.csv';
  const rows = comps.filter((c) => c.layout === 'csv').map((c) => {
    compFacts(c, file, { date: c.date, fee: group(c.fee, 2) });
    return [c.name, c.city, c.date, group(c.fee, 2), c.entered.join('; '), c.gold.join('; '), c.silver.join('; '), c.bronze.join('; ')];
  });
  corpus.write(file, delimited(['Competition', 'City', 'Date', 'Entry fee (GBP)', 'Entered', 'Gold', 'Silver', 'Bronze'], rows));
}
{
  const file = 'email/2025-08-12-competition-report-summer.eml';
  const [h, d] = comps.filter((c) => c.layout === 'report');
  for (const c of [h, d]) compFacts(c, file, { date: dayMonth(c.date), fee: gbp(c.fee) });
  const medals = (c) => {
    const parts = [];
    if (c.gold.length) parts.push(`gold for ${joinAnd(c.gold)}`);
    if (c.silver.length) parts.push(`silver for ${joinAnd(c.silver)}`);
    if (c.bronze.length) parts.push(`bronze for ${joinAnd(c.bronze)}`);
    return parts.length ? `We came home with ${joinAnd(parts)}.` : 'No medals this time, but some very close contests.';
  };
  const others = (c) => c.entered.filter((n) => ![...c.gold, ...c.silver, ...c.bronze].includes(n));
  corpus.write(file, `From: Karen Oduya <karen.oduya@hallamjudo.org.uk>
To: members@hallamjudo.org.uk
Date: Tue, 12 Aug 2025 20:40:12 +0100
Subject: Summer competition round-up

Hi everyone,

A quick round-up of the two summer competitions.

${NUM_WORDS[h.entered.length][0].toUpperCase() + NUM_WORDS[h.entered.length].slice(1)} of our juniors travelled to the ${h.name} in ${h.city} on ${dayMonth(h.date)} (entry was ${gbp(h.fee)} each): ${joinAnd(h.entered)}. ${medals(h)}${others(h).length ? ` Well fought too ${joinAnd(others(h))}.` : ''}

At the ${d.name} in ${d.city} on ${dayMonth(d.date)} we had ${NUM_WORDS[d.entered.length]} players entered, ${joinAnd(d.entered)}, at ${gbp(d.fee)} a head. ${medals(d)}

Thanks to all the parents who drove. Next up is the autumn grading.

Karen
`);
}
{
  const file = 'leipzig/wettkaempfe-2025-export.csv';
  const rows = comps.filter((c) => c.layout === 'semi').map((c) => {
    const na = (xs) => (xs.length ? xs.join(', ') : 'n/a');
    compFacts(c, file, { date: fmtDate(c.date, 'dotted'), fee: deNum(c.fee) });
    return [c.name, c.city, fmtDate(c.date, 'dotted'), deNum(c.fee), c.entered.join(', '), na(c.gold), na(c.silver), na(c.bronze)];
  });
  const head = 'Judo-Club Leipzig-Lindenau e.V. - Wettkampfmeldungen\nExport vom 01.09.2025 08:12;Benutzer: jhoffmann\nZeitraum: 01.01.2025 - 31.08.2025;Währung: EUR\n\n';
  corpus.write(file, head + delimited(['Turnier', 'Ort', 'Datum', 'Startgeld (EUR)', 'Gemeldet', 'Gold', 'Silber', 'Bronze'], rows, ';'));
}
{
  const file = 'leipzig/berichte/erfurter-sommerpokal-bericht.md';
  const c = comps.find((x) => x.layout === 'bericht');
  compFacts(c, file, { date: deLong(c.date), fee: `${deNum(c.fee)} Euro` });
  const med = [];
  if (c.gold.length) med.push(`Gold für ${joinAnd(c.gold).replace(' and ', ' und ')}`);
  if (c.silver.length) med.push(`Silber für ${joinAnd(c.silver).replace(' and ', ' und ')}`);
  if (c.bronze.length) med.push(`Bronze für ${joinAnd(c.bronze).replace(' and ', ' und ')}`);
  corpus.write(file, `# Bericht: ${c.name}

Am ${deLong(c.date)} waren wir mit ${DE_WORDS[c.entered.length]} Startern beim ${c.name} in ${c.city}: ${joinAnd(c.entered).replace(' and ', ' und ')}.
Das Startgeld betrug ${deNum(c.fee)} Euro pro Person. ${med.length ? `Am Ende gab es ${joinAnd(med).replace(' and ', ' und ')}.` : 'Leider reichte es diesmal nicht für eine Medaille.'}

Die Fahrt organisierte Jens Hoffmann; vielen Dank an die Eltern für die Fahrgemeinschaften.

*Jens Hoffmann, Cheftrainer*
`);
}

// ------------------------------------------------------------------ (f) equipment
// [item, club, quantity, condition, price, purchased, area m² | {sqft}, layout]
const EQUIP_DEF = [
  ['Competition tatami', 'Sheffield', 72, 'Good', 5184.0, '2021-03-03', 144, 'html'],
  ['Jigsaw training mats', 'Sheffield', 60, 'Fair', 1740.0, '2016-10-14', 60, 'html'],
  ['Crash mats', 'Sheffield', 6, 'Good', 894.0, '2023-01-20', 12.6, 'html'],
  ['Wall padding', 'Sheffield', 24, 'Poor', 1296.0, '2014-06-02', null, 'html'],
  ['Randori mats (blue)', 'Sheffield', 40, 'Good', 2360.0, '2019-04-05', { sqft: 430 }, 'tsv'],
  ['Throwing dummies', 'Sheffield', 2, 'Poor', 189.0, '2018-11-12', null, 'tsv'],
  ['Kettlebells', 'Sheffield', 10, 'Good', 260.0, '2022-02-07', null, 'tsv'],
  ['Electronic scoreboard', 'Sheffield', 1, 'Fair', 349.99, '2020-01-15', null, 'tsv'],
  ["Spare judogi (children's)", 'Sheffield', 15, 'New', 337.5, '2025-08-18', null, 'tsv'],
  ['Folding mats', 'Sheffield', 8, 'Good', 472.0, '2024-05-09', { sqft: 128 }, 'json'],
  ['First aid kits', 'Sheffield', 2, 'New', 58.0, '2025-06-02', null, 'json'],
  ['Resistance bands', 'Sheffield', 20, 'Fair', 119.8, '2023-09-25', null, 'json'],
  ['Puzzle mats', 'Sheffield', 12, 'New', 318.0, '2025-03-11', { sqft: 144 }, 'report'],
  ['Wettkampfmatten', 'Leipzig', 50, 'Good', 3950.0, '2019-09-12', 100, 'md'],
  ['Trainingsmatten', 'Leipzig', 40, 'Fair', 2240.0, '2015-04-20', 80, 'md'],
  ['Wurfpuppe', 'Leipzig', 1, 'New', 215.0, '2025-05-06', null, 'md'],
  ['Leihanzüge', 'Leipzig', 20, 'Good', 590.0, '2023-10-02', null, 'md'],
  ['Mattenwagen', 'Leipzig', 2, 'Fair', 380.0, '2019-09-12', null, 'md'],
  ['Anzeigetafel', 'Leipzig', 1, 'Poor', 299.0, '2012-03-01', null, 'md'],
  ['Fallschutzmatten', 'Leipzig', 6, 'New', 714.0, '2025-06-16', 24, 'protokoll'],
];
const equipment = EQUIP_DEF.map(([name, club, qty, cond, price, bought, area, layout]) => ({
  name, club, qty, cond, price, bought, layout, sqft: area && typeof area === 'object' ? area.sqft : null,
  area: area == null ? null : typeof area === 'object' ? r4(area.sqft * SQFT) : area,
}));
const DE_COND = { New: 'neu', Good: 'gut', Fair: 'mittel', Poor: 'schlecht' };
function equipFacts(e, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(e.name, 'equipment', attr, value, unit, stated, file);
  F('club', e.club, 'place', s.club ?? '');
  F('quantity', e.qty, '', s.qty);
  F('condition', e.cond, 'text', s.cond);
  F('price', e.price, e.club === 'Leipzig' ? 'EUR' : 'GBP', s.price);
  F('purchased', e.bought, 'date', s.bought);
  if (e.area != null) F('mat_area', e.area, 'm2', s.area);
}
{
  const file = 'equipment/mats-and-matting.html';
  const sections = equipment.filter((e) => e.layout === 'html').map((e, k) => {
    const bought = fmtDate(e.bought, k % 2 ? 'short' : 'long');
    equipFacts(e, file, { qty: `<td>${e.qty}</td>`, cond: e.cond, price: gbp(e.price), bought, area: e.area != null ? `${e.area} m²` : '' });
    const rows = [['Quantity', e.qty], ['Condition', e.cond], ['Purchase price', gbp(e.price)], ['Bought', bought]];
    if (e.area != null) rows.push(['Mat area', `${e.area} m²`]);
    else rows.push(['Wall run', '36 m along the north and east walls']);
    rows.push(['Location', L(k, ['Main dojo', 'Main dojo', 'Store room', 'Main dojo walls'])]);
    return { heading: e.name, rows };
  });
  corpus.write(file, htmlTablePage({ title: 'Mats and matting — Hallam Judo Club', crumbs: ['Hallam Judo Club', 'Equipment', 'Mats'], colA: 'Item', colB: 'Detail', lead: ['Mat areas measured when laid; the main dojo floor is fully matted on Tuesdays and Fridays.', 'The competition tatami was bought with a Sport England grant.'], sections, footer: 'Insurance schedule ref. HJC-EQ-2025.' }));
}
{
  const file = 'equipment/stock-check-2025.tsv';
  const rows = equipment.filter((e) => e.layout === 'tsv').map((e) => {
    const area = e.sqft != null ? `${e.sqft} sq ft` : '';
    equipFacts(e, file, { qty: `${e.qty} pcs`, cond: e.cond.toLowerCase(), price: gbp(e.price), bought: ukDate(e.bought), area });
    return [e.name, `${e.qty} pcs`, e.cond.toLowerCase(), gbp(e.price), ukDate(e.bought), area || '-', 'checked 30/08/2025'];
  });
  corpus.write(file, delimited(['Item', 'Qty', 'Condition', 'Cost', 'Bought', 'Area', 'Note'], rows, '\t'));
}
{
  const file = 'equipment/asset-register.json';
  const recs = equipment.filter((e) => e.layout === 'json').map((e) => {
    equipFacts(e, file, { qty: `"qty": ${e.qty}`, cond: `"condition": "${e.cond.toLowerCase()}"`, price: `"price_gbp": ${e.price}`, bought: e.bought, area: e.sqft != null ? `"area_sqft": ${e.sqft}` : '' });
    const rec = { item: e.name, qty: e.qty, condition: e.cond.toLowerCase(), price_gbp: e.price, purchased: e.bought };
    if (e.sqft != null) rec.area_sqft = e.sqft;
    return rec;
  });
  corpus.write(file, JSON.stringify({ register: 'Hallam Judo Club assets', updated: '2025-08-30', assets: recs }, null, 2) + '\n');
}
{
  const file = 'leipzig/inventar-2025.md';
  const sections = equipment.filter((e) => e.layout === 'md').map((e) => {
    const rows = [['Anzahl', `${e.qty} Stück`], ['Zustand', DE_COND[e.cond]], ['Kaufpreis', eur(e.price)], ['Kaufdatum', fmtDate(e.bought, 'dotted')]];
    if (e.area != null) rows.push(['Mattenfläche', `${e.area} m²`]);
    equipFacts(e, file, { qty: `${e.qty} Stück`, cond: `Zustand: ${DE_COND[e.cond]}`, price: eur(e.price), bought: fmtDate(e.bought, 'dotted'), area: e.area != null ? `${e.area} m²` : '' });
    return { heading: e.name, rows };
  });
  corpus.write(file, mdBulletsNote({ title: 'Inventar 2025 — Judo-Club Leipzig-Lindenau e.V.', lead: ['Inventur am 28. August 2025 durch den Vorstand.', 'Die Wettkampfmatten liegen in Halle 1.'], sections, footer: 'Kassenwart: Peter Seidel' }));
}
{
  const file = 'committee/treasurers-report-2024-25.md';
  const e = equipment.find((x) => x.layout === 'report');
  equipFacts(e, file, { qty: 'twelve', cond: 'brand new', price: gbp(e.price), bought: dayMonth(e.bought), area: `${e.sqft} sq ft` });
  corpus.write(file, `# Treasurer's report, 2024/25 season

Prepared for the AGM, September 2025.

Income from subscriptions was up on last season, helped by the summer intake. Hall hire at Hillsborough rose to £38 an
hour in April; we now pay for eleven hours a week during term.

Puzzle mats: on ${dayMonth(e.bought)} we bought twelve of them for the beginners' corner, ${e.sqft} sq ft in all, for
${gbp(e.price)}. They arrived brand new and are kept in the store room.

The grading fees cover the examiner's travel and certificates; any surplus goes to the junior squad travel fund. The
competition entry fees were again paid by the players, except for the British Schools Championships where the club paid
half.

Reserves at 31 August: £6,420.18 (current account) and £2,000.00 (savings).

Rob Ellis, Treasurer
`);
}

// ------------------------------------------------------------------ prose files holding several types
// Sheffield committee minutes: the Kata Club and Family Judo classes
{
  const file = 'committee/minutes-2025-06-committee.md';
  const k = CL['Kata Club'];
  const f = CL['Family Judo'];
  classFacts(k, file, { day: 'Sundays', dur: 'an hour and a half', max: 'twelve', ages: '16 and over' });
  classFacts(f, file, { day: 'Sunday', dur: 'one hour', max: 'twenty', ages: 'aged 5 and over' });
  corpus.write(file, `# Committee meeting — 11 June 2025

Present: Dave Whitfield (chair), Rob Ellis (treasurer), Hannah Cole (membership), Karen Oduya, Graham Pearce.
Apologies: Mick Harrison.

1. Minutes of the May meeting approved.

2. Kata Club. Graham Pearce proposed running the Kata Club on Sundays from 10:00 for an hour and a half in dojo 2,
   for members 16 and over, with places capped at twelve so that everyone has a partner of similar grade. Agreed.

3. Family Judo. A new Family Judo session will follow on the same Sunday at 11:45 and last one hour, coached by
   Jordan Blake; parents and children aged 5 and over train together, up to twenty places. Agreed, to start in July.

4. Treasurer: hall hire goes up in April; subscriptions to rise by £2 a month from September (see the fees sheet).

5. Welfare: two DBS checks are due over the summer; the welfare officer will chase.

6. Date of next meeting: 10 September 2025.
`);
}
// Leipzig board minutes (German): a coach and an equipment item only in sentences
{
  const file = 'leipzig/protokolle/vorstandssitzung-2025-06.md';
  const m = CO['Matthias Krüger'];
  const e = equipment.find((x) => x.layout === 'protokoll');
  coachFacts(m, file, { level: 'C-Lizenz', dan: '1. Dan', dbs: deLong(m.dbs), hours: 'drei Stunden pro Woche', rate: `${deNum(m.rate)} Euro` });
  equipFacts(e, file, { qty: 'sechs', cond: 'neu', price: `${deNum(e.price)} €`, bought: deLong(e.bought), area: `${deDec(e.area)} Quadratmeter` });
  corpus.write(file, `# Protokoll der Vorstandssitzung vom 18. Juni 2025

Anwesend: Jens Hoffmann, Katrin Vogel, Peter Seidel (Kassenwart), Sabine Roth (Schriftführerin).

TOP 1: Trainer. Matthias Krüger hat die C-Lizenz bestanden und ist seit Mai 1. Dan. Er übernimmt ab September
drei Stunden pro Woche bei den Minis und Kindern, zu einem Stundensatz von ${deNum(m.rate)} Euro. Sein erweitertes
Führungszeugnis ist gültig bis zum ${deLong(m.dbs)}.

TOP 2: Anschaffungen. Am ${deLong(e.bought)} wurden sechs neue Fallschutzmatten geliefert (zusammen ${deDec(e.area)} Quadratmeter),
Kaufpreis ${deNum(e.price)} €. Sie sind neu und stehen in Halle 2.

TOP 3: Partnerschaft mit Sheffield. Der Besuch der Hallam-Gruppe ist für Oktober geplant; 14 Gäste, Unterbringung in
Gastfamilien.

TOP 4: Verschiedenes. Die Hallenmiete steigt ab 2026 um 4 %.
`);
}
// the German e-mail: new members and the Ü35 class
{
  const file = corpus.leipzigMailFile;
  const u = CL['Ü35 Judo'];
  classFacts(u, file, { day: 'freitags', start: `${u.start} Uhr`, dur: '75 Minuten', max: `${DE_WORDS[u.max] ?? u.max} Plätze`, ages: 'ab 35 Jahren' });
  corpus.write(file, `From: Anja Schubert <a.schubert@jc-lindenau.de>
To: trainer@jc-lindenau.de
Date: Sat, 30 Aug 2025 10:15:44 +0200
Subject: Neue Mitglieder und die neue Ü35-Gruppe

Hallo zusammen,

zwei neue Mitglieder für eure Listen:

${leipzigMailLines.join('\n')}
Außerdem startet die neue Gruppe Ü35 Judo: freitags ab ${u.start} Uhr, 75 Minuten, für alle ab 35 Jahren, höchstens ${u.max} Plätze.
Leitung: ${u.coach}.

Viele Grüße
Anja
`);
}
// the Sheffield newsletter: a grading in prose
{
  const file = 'newsletters/newsletter-2025-09.md';
  const g = gradings.find((x) => x.layout === 'newsletter');
  const passed = g.results.filter((x) => x.pass);
  const failed = g.results.filter((x) => !x.pass);
  gradingFacts(g, file, { date: dayMonth(g.date), fee: gbp(g.fee), n: NUM_WORDS[g.cands.length] });
  corpus.write(file, `# Hallam Judo Club — September newsletter

## Summer grading

Congratulations to everyone who graded on ${dayMonth(g.date)} under ${g.examiner} (grading ${g.code}). ${NUM_WORDS[g.cands.length][0].toUpperCase() + NUM_WORDS[g.cands.length].slice(1)} players stepped onto the mat
and paid the ${gbp(g.fee)} fee: ${passed.map((x) => `${x.name} is now ${gradeOf(x.rank)} (${beltOf(x.rank).toLowerCase()} belt)`).join(', ')}${failed.length ? `, while ${joinAnd(failed.map((x) => x.name))} will try again next time` : ''}.

## Twinning

Our friends from Judo-Club Leipzig-Lindenau visit in October. We need host families for fourteen guests for three
nights; please speak to Hannah.

## Subs

Subscriptions for 2025/26 are due by 30 September. Family membership now covers up to four people.
`);
}
// the Leipzig grading e-mail (German)
{
  const file = 'leipzig/email/2025-08-31-pruefung-kp-2025-4.eml';
  const g = gradings.find((x) => x.layout === 'demail');
  const passed = g.results.filter((x) => x.pass);
  const failed = g.results.filter((x) => !x.pass);
  gradingFacts(g, file, { date: deLong(g.date), fee: `${deNum(g.fee)} Euro`, n: DE_WORDS[g.cands.length] });
  corpus.write(file, `From: Anja Schubert <a.schubert@jc-lindenau.de>
To: vorstand@jc-lindenau.de
Date: Sun, 31 Aug 2025 19:40:02 +0200
Subject: Ergebnisse Kyu-Prüfung ${g.code}

Hallo Vorstand,

bei der Prüfung ${g.code} am ${deLong(g.date)} waren ${DE_WORDS[g.cands.length]} Prüflinge dabei (Prüferin: ${g.examiner}, Gebühr ${deNum(g.fee)} Euro pro Person).
${passed.length ? `Bestanden haben ${joinAnd(passed.map((x) => `${x.name} (${deGrade(x.rank)})`)).replace(' and ', ' und ')}.` : ''}${failed.length ? ` Nicht bestanden hat ${joinAnd(failed.map((x) => x.name)).replace(' and ', ' und ')}.` : ''}

Urkunden bringe ich am Dienstag mit.

Anja
`);
}

// ------------------------------------------------------------------ (g) background documents (no entity facts)
corpus.write('README.txt', `HALLAM JUDO CLUB — SHARED DRIVE (September 2025)
Hillsborough Sports Hall, Sheffield. Twinned with Judo-Club Leipzig-Lindenau e.V. since 2011
(files under leipzig/ are the twin club's own records, in German).

members/  club-app/     membership register, profiles, renewals, app export
coaches/  payroll/      coaching team, pay, hours claimed
timetable/ booking/     classes
gradings/               grading results
competitions/           results and entries
equipment/              mats and kit
committee/ newsletters/ email/ policies/ fees/ calendar/ twinning/
`);
corpus.write('policies/safeguarding-policy.md', `# Safeguarding policy (summary)

1. Every coach and helper working with under-18s holds an enhanced DBS check, renewed every three years.
2. Two adults are present at every junior session; ratio at least 1 coach to 12 juniors.
3. The club welfare officer is the first point of contact; the British Judo safeguarding team is the second.
4. Photographs of juniors are only published with written consent.
5. Changing rooms: parents wait in the viewing gallery, not in the changing area.
`);
corpus.write('policies/dojo-etiquette.md', `# Dojo etiquette

* Bow (rei) when entering and leaving the dojo and before stepping onto the tatami.
* Judogi clean, nails short, no jewellery. Long hair tied back with a soft band.
* Flip-flops (zori) at the mat edge; no bare feet off the mat.
* Arrive ten minutes before the start; late players wait at the edge until the coach waves them on.
* Randori: look after your partner. Tap twice to submit.
`);
corpus.write('fees/membership-fees-2025-26.md', `# Membership fees 2025/26

| Membership | Monthly | Annual (paid upfront) |
|---|---|---|
| Junior (under 18) | £24.00 | £260.00 |
| Senior | £32.00 | £350.00 |
| Family (up to 4) | £68.00 | £740.00 |

British Judo licence extra: £25 junior, £48 senior. Mat fee for visitors £6 a session. Grading fees are paid on the day.
`);
corpus.write('calendar/club-calendar-2025.md', `# Club calendar 2025 (autumn)

| Date | Event |
|---|---|
| 1 September | Autumn term starts |
| 10 September | Committee meeting |
| 27 September | AGM, 18:00, clubhouse |
| 17–20 October | Leipzig twinning visit (14 guests) |
| 8 November | Autumn grading (kyu) |
| 13 December | Christmas randori and party |
`);
corpus.write('twinning/leipzig-partnership.md', `# Twinning with Leipzig

Hallam Judo Club and Judo-Club Leipzig-Lindenau e.V. have been twinned since 2011, when Sheffield and Leipzig celebrated
the 50th anniversary of the city partnership (1961). Visits alternate each year: 2024 in Leipzig (12 players, 3 coaches),
2025 in Sheffield. Travel grant from the city council: £1,500 this year. The Leipzig club trains at the Halle Lindenau,
about 1,200 m² of floor space with two mat areas.
`);
corpus.write('leipzig/satzung-auszug.md', `# Auszug aus der Satzung (Judo-Club Leipzig-Lindenau e.V.)

§ 3 Mitgliedschaft: Mitglied kann jede natürliche Person werden. Über die Aufnahme entscheidet der Vorstand.

§ 5 Beiträge: Der Jahresbeitrag beträgt 180 € für Erwachsene, 120 € für Kinder und Jugendliche und 300 € für Familien.
Die Aufnahmegebühr beträgt 20 €. Der Beitrag ist bis zum 31. März fällig.

§ 8 Vorstand: Der Vorstand besteht aus fünf Personen und wird für zwei Jahre gewählt.
`);
corpus.write('committee/risk-assessment-dojo.md', `# Risk assessment — main dojo (reviewed August 2025)

| Hazard | Risk | Control |
|---|---|---|
| Gaps between mats | Trapped toes | Mats checked before every session; gaps taped |
| Wall proximity | Impact injury | Wall padding along two sides; 1.5 m safety margin |
| Overcrowding | Collisions | Maximum 30 players on the full mat area |
| Heat | Dehydration | Water breaks every 20 minutes; doors open above 24 °C |
`);
corpus.write('leipzig/hallenzeiten-hinweise.md', `# Hinweise zu den Hallenzeiten

Die Halle Lindenau ist montags bis freitags von 15:30 bis 21:30 Uhr für uns reserviert. In den Sommerferien (28. Juni
bis 8. August) findet nur ein reduziertes Training statt. Die Matten werden nach jedem Training gewischt. Bitte
spätestens 15 Minuten vor Beginn da sein.
`);

const stats = corpus.flush(source);
console.log(`dojo: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
