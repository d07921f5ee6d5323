#!/usr/bin/env node
// Courses corpus (held-out): the course-catalogue shared drive of "Meridian University" — 45 courses, 12 lecturers,
// 6 departments, 4 campuses in four countries, and a few background documents.
//   node bench/corpora/courses/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "courses-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Canonical units of source.csv: credits in ECTS (the Lakeshore campus in Chicago states US credit hours; one US
// credit hour = 2 ECTS, as the drive's README says, so "3 credit hours" holds 6), contact hours per week in hours (a
// page saying "150 min per week" holds 2.5), fees in the currency the page states (GBP, EUR, USD or DKK, never
// converted), start dates as ISO dates, years as numbers. Level is Undergraduate or Postgraduate ("UG", "Bachelor",
// "Graduate", "Master" are mapped); semester Autumn or Spring ("Fall" is Autumn).
// Links: course → lecturer (title, office, email, joined, department), course → department (head, campus, founded),
// course → prerequisites (other courses), department → campus (city, country, founded, students). Course pages never
// state the campus, its city or its country.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, fmtDate, group, htmlDlPage, htmlInfoboxPage, htmlTablePage, mdBulletsNote, mdYamlTableNote, rng, slug, targets, txtProfile } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('courses-v1');
const UNI = 'Meridian University';

// ------------------------------------------------------------------ campuses
const CAMPUSES = [
  { name: 'Harbourside', city: 'Bristol', country: 'United Kingdom', style: 'uk', cur: 'GBP', founded: 1962, students: 14200, dean: 'Margaret Osei' },
  { name: 'Zuidas', city: 'Amsterdam', country: 'Netherlands', style: 'nl', cur: 'EUR', founded: 1998, students: 9850, dean: 'Pieter van Dam' },
  { name: 'Lakeshore', city: 'Chicago', country: 'United States', style: 'us', cur: 'USD', founded: 1971, students: 11300, dean: 'Denise Carter' },
  { name: 'Ørestad', city: 'Copenhagen', country: 'Denmark', style: 'dk', cur: 'DKK', founded: 2006, students: 6400, dean: 'Henrik Dahl' },
];
const C = Object.fromEntries(CAMPUSES.map((c) => [c.name, c]));

// ------------------------------------------------------------------ departments [name, campus, founded]
const DEPTS = [
  ['Computer Science', 'Lakeshore', 1984],
  ['Marine Biology', 'Harbourside', 1967],
  ['History', 'Harbourside', 1962],
  ['Economics', 'Zuidas', 1998],
  ['Design', 'Zuidas', 2009],
  ['Mathematics', 'Ørestad', 2006],
].map(([name, campus, founded]) => ({ name, campus: C[campus], founded }));
const D = Object.fromEntries(DEPTS.map((d) => [d.name, d]));

// ------------------------------------------------------------------ lecturers [name, title, department, joined, office]
const LECTURERS = [
  ['Grant Whitaker', 'Professor', 'Computer Science', 2004, 'LS-312'],
  ['Mei Lin Zhou', 'Assistant Professor', 'Computer Science', 2019, 'LS-207'],
  ['Fiona MacLeod', 'Professor', 'Marine Biology', 2001, 'HB 1.14'],
  ['Rowan Pike', 'Lecturer', 'Marine Biology', 2016, 'HB 2.03'],
  ['Will Ashby', 'Senior Lecturer', 'History', 2010, 'HB 3.21'],
  ['Catherine Mbeki', 'Professor', 'History', 1998, 'HB 3.02'],
  ['Sanne de Vries', 'Professor', 'Economics', 2007, 'ZA 4.11'],
  ['Joost Bakker', 'Assistant Professor', 'Economics', 2021, 'ZA 4.30'],
  ['Noor', 'Associate Professor', 'Design', 2013, 'ZA 2.08'],
  ['Ilse Verhoeven', 'Lecturer', 'Design', 2022, 'ZA 2.15'],
  ['Mads Kjær', 'Associate Professor', 'Mathematics', 2008, 'ØR 0.42'],
  ['Freja Lund', 'Assistant Professor', 'Mathematics', 2018, 'ØR 1.05'],
].map(([name, title, dept, joined, office]) => ({ name, title, dept: D[dept], joined, office, email: `${slug(name.replace('æ', 'ae')).replace(/-/g, '.')}@meridian.example` }));
const HEADS = { 'Computer Science': 'Grant Whitaker', 'Marine Biology': 'Fiona MacLeod', History: 'Catherine Mbeki', Economics: 'Sanne de Vries', Design: 'Noor', Mathematics: 'Mads Kjær' };
DEPTS.forEach((d) => (d.head = HEADS[d.name]));

// ------------------------------------------------------------------ the 45 courses
const TITLES = {
  'Computer Science': ['Signals', 'Compilers', 'Distributed Systems', 'Machine Learning', 'Databases', 'Networks', 'Algorithms', 'Computer Graphics'],
  'Marine Biology': ['Coral Reef Ecology', 'Tides', 'Marine Mammals', 'Plankton', 'Fisheries Management', 'Ocean Chemistry', 'Deep Sea Biology', 'Coastal Field Methods'],
  History: ['Empire', 'Medieval Europe', 'The Cold War', 'Archives & Sources', 'Maritime History', 'Revolutions', 'Public History'],
  Economics: ['Markets', 'Game Theory', 'Econometrics', 'Behavioural Economics', 'Public Finance', 'Development Economics', 'Money & Banking', 'Labour Economics'],
  Design: ['Typography', 'Form', 'Service Design', 'Design Research', 'Sustainable Materials', 'Interaction Design', 'Colour'],
  Mathematics: ['Calculus', 'Linear Algebra', 'Probability', 'Topology', 'Number Theory', 'Graph Theory', 'Numerical Analysis'],
};
const PREFIX = { 'Computer Science': 'CS', 'Marine Biology': 'MB', History: 'HI', Economics: 'EC', Design: 'DS', Mathematics: 'MA' };
const EXAMS = ['Written exam', 'Written exam', 'Oral exam', 'Project', 'Coursework', 'Portfolio'];
const DUTCH = ['Markets', 'Sustainable Materials']; // Dutch-language pages (Zuidas)
const courses = [];
for (const d of DEPTS) {
  const st = d.campus.style;
  const lects = LECTURERS.filter((l) => l.dept === d);
  TITLES[d.name].forEach((title, i) => {
    const pg = i >= TITLES[d.name].length - 3 ? r.chance(0.75) : r.chance(0.2);
    const level = pg ? 'Postgraduate' : 'Undergraduate';
    const code = `${PREFIX[d.name]}${pg ? r.int(5, 7) : r.int(1, 3)}${String(r.int(0, 99)).padStart(2, '0')}${r.int(0, 9)}`;
    const usCredits = st === 'us' ? r.pick([2, 3, 3, 3, 4, 4]) : null;
    const credits = usCredits ? usCredits * 2 : r.pick(st === 'uk' ? [5, 10, 10, 15, 20] : [5, 5, 7.5, 7.5, 10, 15]);
    const contact = r.pick([1.5, 2, 2, 2.5, 3, 3, 4, 4.5, 6]);
    const capacity = r.pick([20, 25, 30, 40, 40, 60, 80, 120, 150, 200]);
    const enrolled = Math.min(capacity, Math.round(capacity * r.float(0.45, 1.08)));
    const fee = st === 'uk' ? r.int(12, 48) * 50 : st === 'nl' ? r.int(10, 40) * 50 : st === 'us' ? r.int(30, 90) * 50 : r.int(8, 32) * 500;
    const language = DUTCH.includes(title) ? 'Dutch' : st === 'nl' ? r.weighted([['English', 3], ['Dutch', 1]]) : st === 'dk' ? r.weighted([['English', 2], ['Danish', 1]]) : st === 'us' && title === 'Networks' ? 'Spanish' : 'English';
    const semester = r.chance(0.5) ? 'Autumn' : 'Spring';
    const year = 2025 + (semester === 'Spring' ? 1 : 0);
    const start = semester === 'Autumn' ? `${year}-09-${String(r.int(1, 22)).padStart(2, '0')}` : `${year}-${r.chance(0.7) ? '02' : '01'}-${String(r.int(2, 27)).padStart(2, '0')}`;
    const online = r.chance(0.35);
    const exam = r.pick(EXAMS);
    const lecturer = lects[i % 2 === 0 ? 0 : 1];
    courses.push({ title, code, dept: d, campus: d.campus, st, level, pg, usCredits, credits, contact, capacity, enrolled, fee, cur: d.campus.cur, language, semester, start, online, exam, lecturer, i, prereqs: [] });
  });
}
// prerequisites: earlier courses of the same department (a few from another), 0–2 each
for (const c of courses) {
  const earlier = courses.filter((x) => x.dept === c.dept && x.i < c.i);
  const n = c.i === 0 ? 0 : r.weighted([[0, 4], [1, 4], [2, 2]]);
  c.prereqs = r.sample(earlier, Math.min(n, earlier.length)).map((x) => x.title);
}
courses.find((c) => c.title === 'Machine Learning').prereqs = ['Signals', 'Probability'];
courses.find((c) => c.title === 'Econometrics').prereqs = ['Linear Algebra'];
courses.find((c) => c.title === 'Fisheries Management').prereqs = ['Markets', 'Plankton'];

// ------------------------------------------------------------------ how a page states each value
const comma = (s) => String(s).replace('.', ',');
const nlNum = (n, dec = 2) => {
  const [i, f] = Number(n).toFixed(dec).split('.');
  return `${i.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${dec ? ',' + f : ''}`;
};
const du = (c) => DUTCH.includes(c.title);
function creditsText(c, k) {
  if (c.usCredits) return [`${c.usCredits} credit hours`, `${c.usCredits} US credits (${c.credits} ECTS)`, `${c.usCredits} cr`, `${c.usCredits} semester hours`][k % 4];
  if (c.st === 'nl') return [`${comma(c.credits)} EC`, `${comma(c.credits)} ECTS`][k % 2];
  return [`${c.credits} ECTS`, `${c.credits} ECTS credits`, `${c.credits} EC`][k % 3];
}
function contactText(c, k) {
  const h = c.contact;
  const m = Math.round(h * 60);
  if (du(c)) return `${comma(h)} uur per week`;
  if (c.st === 'nl') return [`${comma(h)} h/week`, `${m} min per week`][k % 2];
  if (h % 1 && k % 3 === 2) return `${Math.floor(h)} h ${m % 60} min per week`;
  return [`${h} h/week`, `${h} hours per week`, `${m} minutes a week`, `${h} hrs weekly`][k % 4];
}
function feeText(c, k) {
  const f = c.fee;
  if (c.cur === 'GBP') return [`£${group(f)}`, `£${group(f)}.00`, `GBP ${group(f)}`][k % 3];
  if (c.cur === 'USD') return [`$${group(f)}`, `USD ${group(f)}`, `$${group(f)}.00 per course`][k % 3];
  if (c.cur === 'EUR') return [`€ ${nlNum(f)}`, `${nlNum(f, 0)} EUR`, `€${nlNum(f, 0)},-`][k % 3];
  return [`DKK ${group(f)}`, `${nlNum(f, 0)} kr.`, `${f} DKK`][k % 3];
}
function levelText(c, k) {
  if (du(c)) return c.pg ? 'Master' : 'Bachelor';
  if (c.st === 'us') return c.pg ? ['Graduate', 'Graduate (PG)'][k % 2] : 'Undergraduate';
  if (c.st === 'nl') return c.pg ? ['Master', 'Postgraduate'][k % 2] : ['Bachelor', 'Undergraduate'][k % 2];
  return c.pg ? ['Postgraduate', 'PG', 'Postgraduate taught'][k % 3] : ['Undergraduate', 'UG', 'Undergraduate'][k % 3];
}
function semesterText(c, k) {
  const y = Number(c.start.slice(0, 4));
  if (du(c)) return c.semester === 'Autumn' ? `najaar ${y}` : `voorjaar ${y}`;
  if (c.st === 'us') return c.semester === 'Autumn' ? `Fall ${y}` : `Spring ${y}`;
  return [`${c.semester}`, `${c.semester} ${y}`, `${c.semester} semester`][k % 3];
}
function dateText(c, k) {
  if (c.st === 'uk') return fmtDate(c.start, ['long', 'short'][k % 2]);
  if (c.st === 'us') {
    const [y, m, d] = c.start.split('-');
    return [fmtDate(c.start, 'us'), `${m}/${d}/${y}`][k % 2];
  }
  if (c.st === 'nl') {
    const [y, m, d] = c.start.split('-');
    return [`${d}-${m}-${y}`, fmtDate(c.start, 'dotted')][k % 2];
  }
  return c.start;
}
const onlineRow = (c, k) =>
  du(c)
    ? ['Online', c.online ? 'ja' : 'nee']
    : [
        ['Online', c.online ? 'Yes' : 'No'],
        ['Available online', c.online ? '✓' : '✗'],
        ['On campus only', c.online ? 'No' : 'Yes'],
        ['Delivery', c.online ? 'Online' : 'On campus'],
        ['Online (Y/N)', c.online ? 'Y' : 'N'],
      ][k % 5];
const examText = (c) => (du(c) ? { 'Written exam': 'Schriftelijk tentamen', 'Oral exam': 'Mondeling tentamen', Project: 'Project', Coursework: 'Opdrachten', Portfolio: 'Portfolio' }[c.exam] : c.exam);
const L = (c, k, en, nl) => (du(c) ? nl : en[k % en.length]);
const listText = (xs, k, none) => (xs.length ? xs.join([', ', '; ', ' and '][k % 3]) : none);

function pageStates(c, k) {
  return { credits: creditsText(c, k), contact: contactText(c, k), fee: feeText(c, k), level: levelText(c, k), semester: semesterText(c, k), date: dateText(c, k), online: onlineRow(c, k)[1], exam: examText(c) };
}
function specRows(c, s, k) {
  return [
    [L(c, k, ['Course code', 'Code', 'Module code'], 'Vakcode'), c.code],
    [L(c, k, ['Credits', 'Credit value', 'Credits', 'Study credits'], 'Studiepunten'), s.credits],
    [L(c, k, ['Contact hours', 'Teaching hours', 'Contact time', 'Class time'], 'Contacturen'), s.contact],
    [L(c, k, ['Capacity', 'Places', 'Maximum enrolment', 'Cap'], 'Maximum aantal deelnemers'), String(c.capacity)],
    [L(c, k, ['Enrolled', 'Students enrolled', 'Registered', 'Current enrolment'], 'Ingeschreven'), String(c.enrolled)],
    [L(c, k, ['Fee', 'Course fee', 'Tuition', 'Fee per student'], 'Collegegeld'), s.fee],
    [L(c, k, ['Language', 'Language of instruction', 'Taught in', 'Teaching language'], 'Voertaal'), du(c) ? 'Nederlands' : c.language],
    [L(c, k, ['Level', 'Study level', 'Level', 'Programme level'], 'Niveau'), s.level],
    [L(c, k, ['Semester', 'Term', 'Teaching period', 'Semester'], 'Periode'), s.semester],
    onlineRow(c, k),
    [L(c, k, ['Assessment', 'Exam', 'Exam type', 'Examination'], 'Toetsvorm'), s.exam],
    [L(c, k, ['Start date', 'Starts', 'First lecture', 'Begins'], 'Startdatum'), s.date],
    [L(c, k, ['Prerequisites', 'Requires', 'Prior knowledge', 'Entry requirements'], 'Ingangseisen'), listText(c.prereqs, k, du(c) ? 'geen' : ['none', 'None', '—'][k % 3])],
    [L(c, k, ['Lecturer', 'Taught by', 'Course leader', 'Instructor'], 'Docent'), c.lecturer.name],
    [L(c, k, ['Department', 'Offered by', 'School', 'Department'], 'Vakgroep'), c.dept.name],
  ];
}
function prose(c, s, k) {
  if (du(c)) return [[`${c.title} wordt gegeven door ${c.lecturer.name}.`, `De cursus ${c.title} levert ${s.credits} op.`][k % 2]];
  const opts = [
    `${c.title} is taught by ${c.lecturer.name}.`,
    `${c.title} is worth ${s.credits}.`,
    `Up to ${c.capacity} students can take ${c.title}.`,
    `${c.title} starts on ${s.date}.`,
    `${c.title} is assessed by ${s.exam.toLowerCase()}.`,
    `The fee for ${c.title} is ${s.fee}.`,
  ];
  return [opts[k % opts.length]];
}

// ------------------------------------------------------------------ facts
const corpus = new Corpus(dir);
function courseFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.title, 'course', attr, value, unit, stated, file);
  F('code', c.code, 'text', c.code);
  F('credits', c.credits, 'ECTS', s.credits);
  F('contact_hours', c.contact, 'h', s.contact);
  F('capacity', c.capacity, '', String(c.capacity));
  F('enrolled', s.enrolledMissing ? null : c.enrolled, '', s.enrolledMissing ? '' : String(c.enrolled));
  F('fee', c.fee, c.cur, s.fee);
  F('language', c.language, '', s.language ?? (du(c) ? 'Nederlands' : c.language));
  F('level', c.level, '', s.level);
  F('semester', c.semester, '', s.semester);
  F('online', c.online, 'bool', s.online ?? '');
  F('exam', c.exam, '', s.exam);
  F('start_date', c.start, 'date', s.date);
  F('prerequisites', c.prereqs, 'list', c.prereqs[0] ?? '');
  F('lecturer', c.lecturer.name, '', c.lecturer.name);
  F('department', c.dept.name, '', c.dept.name);
}

// ------------------------------------------------------------------ layouts
const EXPORT = { csv: 'Harbourside', tsv: 'Lakeshore', semicolon: 'Zuidas', json_flat: 'Ørestad' };
const PAGE_LAYOUTS = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested'];
const assign = new Map([...PAGE_LAYOUTS, ...Object.keys(EXPORT)].map((x) => [x, []]));
const inExport = new Set();
const dutch = courses.filter((c) => du(c));
for (const [layout, campus] of Object.entries(EXPORT)) {
  const mine = r.shuffle(courses.filter((c) => c.campus.name === campus && !dutch.includes(c))).slice(0, 4);
  mine.forEach((c) => inExport.add(c));
  assign.get(layout).push(...mine);
}
assign.get('html_dl').push(dutch[0]);
assign.get('md_bullets').push(dutch[1]);
dutch.forEach((c) => inExport.add(c));
r.shuffle(courses.filter((c) => !inExport.has(c))).forEach((c, i) => assign.get(PAGE_LAYOUTS[i % PAGE_LAYOUTS.length]).push(c));
const docTitle = (c) => `${c.code} ${c.title} – ${UNI} course catalogue`;
const courseFile = (c, ext) => `courses/${slug(c.title)}.${ext}`;
let k = 0;

for (const c of assign.get('html_table')) {
  const file = courseFile(c, 'html');
  const s = pageStates(c, k);
  corpus.write(file, htmlTablePage({ title: c.title, docTitle: docTitle(c), crumbs: [UNI, 'Course catalogue 2025/26', c.dept.name, c.title], lead: prose(c, s, k),
    sections: [{ heading: 'Course details', rows: specRows(c, s, k) }], colA: 'Field', colB: 'Value', footer: `${UNI} · catalogue subject to change` }));
  courseFacts(c, file, s);
  k++;
}
for (const c of assign.get('html_dl')) {
  const file = courseFile(c, 'html');
  const s = pageStates(c, k);
  const rows = specRows(c, s, k);
  corpus.write(file, htmlDlPage({ title: c.title, docTitle: docTitle(c), site: UNI, lead: prose(c, s, k),
    sections: [{ heading: du(c) ? 'Cursusgegevens' : 'Overview', rows: rows.slice(0, 8) }, { heading: du(c) ? 'Organisatie' : 'Teaching and assessment', rows: rows.slice(8) }], footer: 'Registration closes two weeks before the start date.' }));
  courseFacts(c, file, s);
  k++;
}
for (const c of assign.get('html_infobox')) {
  const file = courseFile(c, 'html');
  const s = pageStates(c, k);
  const rows = specRows(c, s, k);
  corpus.write(file, htmlInfoboxPage({ title: c.title, lead: prose(c, s, k), sections: [{ heading: 'Course', rows: rows.slice(0, 9) }, { heading: 'Delivery', rows: rows.slice(9) }], footer: `Part of the ${UNI} catalogue.` }));
  courseFacts(c, file, s);
  k++;
}
for (const c of assign.get('md_bullets')) {
  const file = courseFile(c, 'md');
  const s = pageStates(c, k);
  corpus.write(file, mdBulletsNote({ title: c.title, lead: prose(c, s, k), sections: [{ heading: du(c) ? 'Cursusinformatie' : 'Course facts', rows: specRows(c, s, k) }] }));
  courseFacts(c, file, s);
  k++;
}
for (const c of assign.get('md_yaml')) {
  const file = courseFile(c, 'md');
  const s = pageStates(c, k);
  const rows = specRows(c, s, k);
  corpus.write(file, mdYamlTableNote({
    title: c.title,
    frontMatter: [['title', c.title], ['code', c.code], ['department', c.dept.name], ['lecturer', c.lecturer.name], ['catalogue', '2025/26'], ['status', 'approved']],
    lead: prose(c, s, k), sections: [{ heading: 'Module record', rows: rows.slice(1, 13) }], colA: 'Item', colB: 'Detail',
  }));
  courseFacts(c, file, s);
  k++;
}
for (const c of assign.get('txt')) {
  const file = courseFile(c, 'txt');
  const s = pageStates(c, k);
  corpus.write(file, txtProfile({ txtHeader: `COURSE: ${c.title.toUpperCase()}\n${'='.repeat(40)}`, sections: [{ rows: specRows(c, s, k) }], lead: prose(c, s, k) }));
  courseFacts(c, file, s);
  k++;
}
for (const c of assign.get('json_nested')) {
  const file = courseFile(c, 'json');
  const credits = c.usCredits ? { value: c.usCredits, system: 'US credit hours' } : { value: c.credits, system: 'ECTS' };
  const s = { credits: String(credits.value), contact: String(c.contact), fee: String(c.fee), level: c.level, semester: c.semester, date: c.start, online: '', exam: c.exam, language: c.language };
  const rec = {
    module: {
      module_title: c.title,
      identifiers: { code: c.code, catalogue: '2025/26' },
      academic: { level: c.level, credits, prerequisites: c.prereqs, assessment: { type: c.exam } },
      schedule: { semester: c.semester, start_date: c.start, contact_hours_per_week: c.contact, online: c.online, language: c.language },
      enrolment: { capacity: c.capacity, enrolled: c.enrolled, fee: { amount: c.fee, currency: c.cur } },
      staff: { lecturer: { name: c.lecturer.name }, department: c.dept.name },
      summary: prose(c, pageStates(c, k), k)[0],
    },
  };
  corpus.write(file, JSON.stringify(rec, null, 2) + '\n');
  courseFacts(c, file, s);
  k++;
}
// --- CSV (Harbourside): units in the header, plain numbers
{
  const file = 'exports/harbourside-modules.csv';
  const header = ['title', 'code', 'Credits (ECTS)', 'Contact hours (per week)', 'capacity', 'enrolled', 'Fee (GBP)', 'language', 'level', 'semester', 'online', 'exam', 'start_date', 'prerequisites', 'lecturer', 'department'];
  const yn = (b) => (b ? 'yes' : 'no');
  const rows = assign.get('csv').map((c) => {
    courseFacts(c, file, { credits: String(c.credits), contact: String(c.contact), fee: String(c.fee), level: c.level, semester: c.semester, date: c.start, online: yn(c.online), exam: c.exam });
    return [c.title, c.code, c.credits, c.contact, c.capacity, c.enrolled, c.fee, c.language, c.level, c.semester, yn(c.online), c.exam, c.start, c.prereqs.join('; '), c.lecturer.name, c.dept.name];
  });
  corpus.write(file, delimited(header, rows));
}
// --- TSV (Lakeshore): units inside the values
{
  const file = 'exports/lakeshore-course-list.tsv';
  const header = ['Course', 'Code', 'Credits', 'Contact', 'Cap', 'Enrolled', 'Tuition', 'Language', 'Level', 'Term', 'Online', 'Exam', 'Starts', 'Prereqs', 'Instructor', 'Dept'];
  const rows = assign.get('tsv').map((c) => {
    const [y, m, d] = c.start.split('-');
    const s = { credits: `${c.usCredits} cr`, contact: `${c.contact} h/wk`, fee: `$${group(c.fee)}`, level: c.pg ? 'Graduate' : 'Undergraduate', semester: c.semester === 'Autumn' ? 'Fall' : 'Spring', date: `${m}/${d}/${y}`, online: c.online ? 'Y' : 'N', exam: c.exam };
    courseFacts(c, file, s);
    return [c.title, c.code, s.credits, s.contact, `${c.capacity} seats`, c.enrolled, s.fee, c.language, s.level, s.semester, s.online, c.exam, s.date, c.prereqs.length ? c.prereqs.join(', ') : '-', c.lecturer.name, c.dept.name];
  });
  corpus.write(file, `# Credits in US semester credit hours (1 cr = 2 ECTS); Contact = class hours per week\n` + delimited(header, rows, '\t'));
}
// --- semicolon CSV (Zuidas): Dutch headers, decimal commas, n/a
{
  const file = 'exports/zuidas-vakken.csv';
  const header = ['vak', 'vakcode', 'studiepunten_ec', 'contacturen_per_week', 'capaciteit', 'ingeschreven', 'collegegeld_eur', 'voertaal', 'niveau', 'semester', 'online', 'toetsvorm', 'startdatum', 'ingangseisen', 'docent', 'vakgroep'];
  const lst = assign.get('semicolon');
  const noEnrol = lst[2].title;
  const jn = (b) => (b ? 'ja' : 'nee');
  const rows = lst.map((c) => {
    const ne = c.title === noEnrol;
    const [y, m, d] = c.start.split('-');
    const s = { credits: comma(c.credits), contact: comma(c.contact), fee: nlNum(c.fee), level: c.pg ? 'Master' : 'Bachelor', semester: c.semester === 'Autumn' ? '1' : '2', date: `${d}-${m}-${y}`, online: jn(c.online), exam: c.exam };
    courseFacts(c, file, ne ? { ...s, enrolledMissing: true } : s);
    return [c.title, c.code, s.credits, s.contact, c.capacity, ne ? 'n/a' : c.enrolled, s.fee, c.language, s.level, s.semester, s.online, c.exam, s.date, c.prereqs.length ? c.prereqs.join(', ') : 'n/a', c.lecturer.name, c.dept.name];
  });
  corpus.write(file, delimited(header, rows, ';'));
  EXPORT.noEnrol = noEnrol;
}
// --- JSON flat (Ørestad)
{
  const file = 'exports/orestad-courses.json';
  const recs = assign.get('json_flat').map((c) => {
    courseFacts(c, file, { credits: String(c.credits), contact: String(c.contact), fee: String(c.fee), level: c.level.toLowerCase(), semester: c.semester.toLowerCase(), date: c.start, online: '', exam: c.exam });
    return { course_title: c.title, course_code: c.code, ects: c.credits, contact_hours_per_week: c.contact, capacity: c.capacity, enrolled: c.enrolled, fee_dkk: c.fee, language: c.language,
      level: c.level.toLowerCase(), semester: c.semester.toLowerCase(), online: c.online, exam_type: c.exam, start_date: c.start, prerequisites: c.prereqs, lecturer: c.lecturer.name, department: c.dept.name };
  });
  corpus.write(file, JSON.stringify({ campus: `${UNI} – Ørestad`, exported: '2025-06-30', courses: recs }, null, 2) + '\n');
}

// ------------------------------------------------------------------ simple pages (lecturers, departments, campuses)
const LAYOUTS8 = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested', 'json_flat'];
function simplePage(Lt, base, name, header, lead, rows, nested, flat, heading) {
  let file;
  if (Lt === 'html_table') corpus.write((file = `${base}.html`), htmlTablePage({ title: name, crumbs: [UNI, heading], lead, sections: [{ heading, rows }] }));
  else if (Lt === 'html_dl') corpus.write((file = `${base}.html`), htmlDlPage({ title: name, site: UNI, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'html_infobox') corpus.write((file = `${base}.html`), htmlInfoboxPage({ title: name, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'md_bullets') corpus.write((file = `${base}.md`), mdBulletsNote({ title: name, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'md_yaml') corpus.write((file = `${base}.md`), mdYamlTableNote({ title: name, frontMatter: [['name', name], ...rows.slice(0, 2)], lead, sections: [{ heading, rows: rows.slice(2) }] }));
  else if (Lt === 'txt') corpus.write((file = `${base}.txt`), txtProfile({ txtHeader: `${header}: ${name.toUpperCase()}`, sections: [{ rows }], lead }));
  else if (Lt === 'json_nested') corpus.write((file = `${base}.json`), JSON.stringify(nested, null, 2) + '\n');
  else corpus.write((file = `${base}.json`), JSON.stringify(flat, null, 2) + '\n');
  return file;
}

// --- lecturers
r.shuffle(LECTURERS).forEach((l, i) => {
  const Lt = LAYOUTS8[i % LAYOUTS8.length];
  const joinedText = [String(l.joined), `${l.joined}`, `since ${l.joined}`][i % 3];
  const lead = [[`${l.name} joined ${UNI} in ${l.joined}.`, `${l.name} teaches in the ${l.dept.name} department.`, `${l.name}'s office is ${l.office}.`][i % 3]];
  const rows = [[['Title', 'Position', 'Academic title'][i % 3], l.title], [['Department', 'Department', 'Faculty group'][i % 3], l.dept.name], [['Office', 'Room', 'Office'][i % 3], l.office],
    [['Email', 'E-mail', 'Contact'][i % 3], l.email], [['Joined', 'Year joined', 'At Meridian'][i % 3], joinedText]];
  const nested = { staff_member: { display_name: l.name, position: { title: l.title, department: l.dept.name, joined: l.joined }, contact: { office: l.office, email: l.email }, bio: lead[0] } };
  const flat = { name: l.name, title: l.title, department: l.dept.name, office: l.office, email: l.email, joined_year: l.joined, note: lead[0] };
  const file = simplePage(Lt, `lecturers/${slug(l.name.replace('æ', 'ae'))}`, l.name, 'LECTURER', lead, rows, nested, flat, 'Staff profile');
  const F = (attr, value, unit, stated) => corpus.fact(l.name, 'lecturer', attr, value, unit, stated, file);
  F('title', l.title, '', l.title);
  F('department', l.dept.name, '', l.dept.name);
  F('office', l.office, 'text', l.office);
  F('email', l.email, 'text', l.email);
  F('joined', l.joined, 'year', String(l.joined));
});

// --- departments
r.shuffle(DEPTS).forEach((d, i) => {
  const Lt = ['html_infobox', 'md_bullets', 'txt', 'json_nested', 'html_table', 'md_yaml'][i];
  const lead = [[`The ${d.name} department was founded in ${d.founded}.`, `${d.head} heads the department of ${d.name}.`, `${d.name} is based at the ${d.campus.name} campus.`][i % 3]];
  const rows = [[['Head of department', 'Head', 'Chair'][i % 3], d.head], [['Campus', 'Located at', 'Campus'][i % 3], d.campus.name], [['Founded', 'Established', 'Since'][i % 3], String(d.founded)]];
  const nested = { department: { name: d.name, leadership: { head: d.head }, location: { campus: d.campus.name }, history: { founded: d.founded }, about: lead[0] } };
  const file = simplePage(Lt, `departments/${slug(d.name)}`, d.name, 'DEPARTMENT', lead, rows, nested, null, 'Department');
  const F = (attr, value, unit, stated) => corpus.fact(d.name, 'department', attr, value, unit, stated, file);
  F('head', d.head, '', d.head);
  F('campus', d.campus.name, '', d.campus.name);
  F('founded', d.founded, 'year', String(d.founded));
});

// --- campuses
CAMPUSES.forEach((c, i) => {
  const Lt = ['html_dl', 'md_yaml', 'txt', 'json_nested'][i];
  const students = [group(c.students), `${c.students}`, `${String(c.students).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}`, String(c.students)][i];
  const credit = c.style === 'us' ? 'US semester credit hours (1 credit hour = 2 ECTS)' : 'ECTS';
  const lead = [[`The ${c.name} campus opened in ${c.founded}.`, `About ${students} students study at ${c.name}.`, `${c.dean} is dean of the ${c.name} campus.`, `${c.name} is in ${c.city}.`][i]];
  const rows = [['City', c.city], ['Country', c.country], [['Founded', 'Opened'][i % 2], String(c.founded)], [['Students', 'Student population'][i % 2], students], [['Dean', 'Campus dean'][i % 2], c.dean],
    [['Currency', 'Fees charged in'][i % 2], c.cur], [['Credit system', 'Credits'][i % 2], credit]];
  const nested = { campus: { name: c.name, university: UNI, location: { city: c.city, country: c.country }, facts: { founded: c.founded, students: c.students }, people: { dean: c.dean }, academic: { currency: c.cur, credit_system: credit }, about: lead[0] } };
  const file = simplePage(Lt, `campuses/${slug(c.name)}`, c.name, 'CAMPUS', lead, rows, nested, null, 'Campus facts');
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'campus', attr, value, unit, stated, file);
  F('city', c.city, '', c.city);
  F('country', c.country, '', c.country);
  F('founded', c.founded, 'year', String(c.founded));
  F('students', c.students, '', Lt === 'json_nested' ? String(c.students) : students);
  F('dean', c.dean, 'text', c.dean);
  F('currency', c.cur, '', c.cur);
});

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `${UNI} — course catalogue 2025/26, shared drive.\ncourses/ holds one page per course; exports/ the module lists four campuses export from the student system; lecturers/, departments/ and campuses/ the reference pages.\nCredits are ECTS everywhere except at Lakeshore (Chicago), which states US semester credit hours: 1 US credit hour = 2 ECTS. Fees are per student per course in the campus currency (GBP in Bristol, EUR in Amsterdam, USD in Chicago, DKK in Copenhagen); nothing is converted.\n`);
corpus.write('admin/academic-calendar.md', `# Academic calendar 2025/26\n\n| Campus | Autumn teaching starts | Spring teaching starts | Exam weeks |\n|---|---|---|---|\n| Harbourside | 22 Sep 2025 | 26 Jan 2026 | 3 |\n| Zuidas | 01-09-2025 | 02-02-2026 | 2 |\n| Lakeshore | August 25, 2025 | January 12, 2026 | 1 |\n| Ørestad | 2025-09-01 | 2026-02-02 | 4 |\n\nResits are held within 10 weeks of the first exam; at most 2 resits per course.\n`);
corpus.write('admin/enrolment-policy.md', `# Enrolment policy\n\n- Students may take at most 40 ECTS per semester (20 US credit hours at Lakeshore).\n- A course runs when at least 12 students have enrolled.\n- Late registration costs a flat 75 in the campus currency.\n`);

const stats = corpus.flush(source);
console.log(`courses: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
