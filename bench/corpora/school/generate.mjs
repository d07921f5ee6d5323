#!/usr/bin/env node
// School corpus (held-out): the staff shared drive of "Northmere International School" (Bath, England), autumn term
// 2025. 7 departments, 28 teachers, 21 rooms, 40 teaching groups (coded like "10B-MA2"), 19 exam entries for summer
// 2026, 8 school trips and 6 classes of the French partner school (Lycée Marie-Curie, Amiens).
//   node bench/corpora/school/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "school-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) departments: a Markdown `Key: value` handbook page (Maths), a YAML file (Science), an HTML definition list
//     (English), a nested JSON directory (the other four); budgets in a WIDE spreadsheet (a column per month,
//     allocation / spent to date / remaining, facts of the department stated in a second file);
// (b) teachers: Markdown profiles (`- Key: value`), a CSV staff list with units in the header (`FTE (%)`), HTML
//     cards (science team), a nested JSON HR export (FTE as a fraction), a welcome e-mail for new staff (prose:
//     `works three days a week`), plain-text part-time blocks;
// (c) rooms: a YAML register (area in m²), a TSV of labs with units in the values (`84 m²`, `30 seats`), an HTML
//     table of specialist rooms with the area in SQ FT, a Markdown pipe table (`sq m`); a maintenance LOG of dated
//     lines (the latest inspection of a room, a fact of the room in a second file);
// (d) teaching groups: a KS3 CSV, a Maths sets Markdown table with YAML front matter, an HTML science table, a flat
//     JSON MIS export, a sixth-form YAML file, a languages TSV; assessment results in three further files (a KS3
//     CSV in %, a KS4 TSV with `67.5 %` and working-at grades 1-9, sixth-form mocks as marks out of 60 with A*-E
//     grades and average UCAS points), and a WIDE Year 11 timetable grid (periods across, days down; the Year 11
//     groups' periods per week and teaching days live only there);
// (e) exam entries: a GCSE TSV (`£52.40`, `Tiered: yes`) and an A-level HTML table (`GBP 128.75`);
// (f) trips: letters home in prose (Markdown, text, HTML; dates, costs in GBP or EUR, coach seats, the leader
//     signing) and a nested JSON of the visits coordinator's approvals;
// (g) the French partner school's semicolon export (decimal commas, `moyenne_anglais_sur_20`, dd/mm/yyyy).
//
// Canonical units of source.csv: areas in m² (`915 sq ft` → × 0.09290304); FTE as a fraction of full time (`60`
// in an `FTE (%)` column → 0.6, `three days a week` → 0.6, `full-time` → 1); assessment means in % (`41.3/60` →
// 68.8333); costs, fees and budgets in the stated currency (GBP or EUR, never converted); trip distances in km
// (`412 miles` → × 1.609344); dates ISO; French words in English (`Seconde` = Year 11 equivalent level `2nde`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlDlPage, htmlTablePage, mdBulletsNote, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('school-v1');
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const fr = (x, d) => Number(x).toFixed(d).replace('.', ',');
const SQFT = 0.09290304;
const MI = 1.609344;

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (budget sheet, assessment files, timetable, maintenance log). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ departments
const DEPTS = [
  { name: 'Mathematics', code: 'MA', block: 'Main Block', office: 'M2.01', head: 'Rebecca Hale', alloc: 14200 },
  { name: 'Science', code: 'SC', block: 'Science Block', office: 'S1.05', head: 'Daniel Osei', alloc: 31500 },
  { name: 'English', code: 'EN', block: 'Cedar Building', office: 'E0.09', head: 'Catherine Doyle', alloc: 12800 },
  { name: 'Modern Languages', code: 'ML', block: 'Languages Centre', office: 'L1.03', head: 'Isabelle Moreau', alloc: 9600 },
  { name: 'Humanities', code: 'HU', block: 'Humanities Wing', office: 'H2.08', head: 'Rachel Okafor', alloc: 10400 },
  { name: 'Computing and Design', code: 'CD', block: 'Technology Centre', office: 'C0.14', head: 'Marcus Webb', alloc: 22750 },
  { name: 'Arts', code: 'AR', block: 'Arts Centre', office: 'A0.03', head: 'Olivia Barnes', alloc: 15300 },
];
const D = Object.fromEntries(DEPTS.map((d) => [d.name, d]));

// ------------------------------------------------------------------ teachers
// [name, initials, department, subjects, role, joined, fte, tutor group]
const TEACHERS = [
  ['Rebecca Hale', 'RHA', 'Mathematics', ['Mathematics'], 'Head of Department', '2014-09-01', 1, null],
  ['Tomasz Nowak', 'TNO', 'Mathematics', ['Mathematics'], 'Teacher', '2019-09-02', 1, '7A'],
  ['Priya Raman', 'PRA', 'Mathematics', ['Mathematics', 'Further Mathematics'], 'Second in Department', '2016-01-04', 1, '12X'],
  ['Owen Gallagher', 'OGA', 'Mathematics', ['Mathematics'], 'Teacher', '2022-09-01', 0.8, '9B'],
  ['Grace Mbeki', 'GMB', 'Mathematics', ['Mathematics', 'Statistics'], 'Teacher', '2025-09-01', 0.6, null],
  ['Daniel Osei', 'DOS', 'Science', ['Chemistry'], 'Head of Department', '2012-09-03', 1, null],
  ['Helen Marsh', 'HMA', 'Science', ['Biology'], 'Teacher', '2010-09-01', 1, '11A'],
  ['Ivan Petrov', 'IPE', 'Science', ['Physics'], 'Second in Department', '2017-04-18', 1, null],
  ['Aisha Khan', 'AKH', 'Science', ['Biology', 'Chemistry'], 'Teacher', '2021-09-01', 0.8, '7B'],
  ['Matthew Reid', 'MRE', 'Science', ['Physics', 'Science'], 'Teacher', '2023-09-04', 1, '10A'],
  ['Sophie Laurent', 'SLA', 'Science', ['Chemistry'], 'Teacher', '2025-09-01', 1, null],
  ['Catherine Doyle', 'CDO', 'English', ['English', 'English Literature'], 'Head of Department', '2011-09-01', 1, null],
  ['James Whitfield', 'JWH', 'English', ['English'], 'Teacher', '2018-09-03', 1, '8A'],
  ['Nadia Hussain', 'NHU', 'English', ['English', 'Drama'], 'Head of Year 10', '2015-09-01', 1, null],
  ['Hope Ellison', 'HEL', 'English', ['English'], 'Teacher', '2024-01-08', 0.5, null],
  ['Isabelle Moreau', 'IMO', 'Modern Languages', ['French'], 'Head of Department', '2013-09-02', 1, null],
  ['Carlos Ruiz', 'CRU', 'Modern Languages', ['Spanish', 'French'], 'Teacher', '2020-09-01', 1, '8B'],
  ['Anna Becker', 'ABE', 'Modern Languages', ['German', 'French'], 'Teacher', '2019-01-07', 0.6, null],
  ['Lucy Grant', 'LGR', 'Modern Languages', ['Spanish'], 'Teacher', '2025-09-01', 1, '9A'],
  ['Rachel Okafor', 'ROK', 'Humanities', ['History'], 'Head of Department', '2009-09-01', 1, null],
  ['Peter Lindqvist', 'PLI', 'Humanities', ['Geography'], 'Head of Year 11', '2016-09-05', 1, null],
  ['Emily Chen', 'ECH', 'Humanities', ['History', 'Geography'], 'Teacher', '2022-01-04', 0.8, '10B'],
  ['Marcus Webb', 'MWE', 'Computing and Design', ['Computer Science'], 'Head of Department', '2015-09-01', 1, null],
  ['Farah Siddiqui', 'FSI', 'Computing and Design', ['Computer Science', 'Mathematics'], 'Teacher', '2021-09-01', 1, '11B'],
  ['George Fenwick', 'GFE', 'Computing and Design', ['Design and Technology'], 'Teacher', '2008-09-01', 0.4, null],
  ['Olivia Barnes', 'OBA', 'Arts', ['Art'], 'Head of Department', '2018-09-03', 1, null],
  ['Samuel Adeyemi', 'SAD', 'Arts', ['Music'], 'Teacher', '2020-01-06', 0.6, null],
  ['Kate Morrison', 'KMO', 'Arts', ['Drama', 'English'], 'Teacher', '2017-09-04', 1, '13X'],
].map(([name, initials, dept, subjects, role, joined, fte, tutor]) => ({ name, initials, dept, subjects, role, joined, fte, tutor }));
const TCH = Object.fromEntries(TEACHERS.map((t) => [t.name, t]));
for (const d of DEPTS) d.staff = TEACHERS.filter((t) => t.dept === d.name).length;

// ------------------------------------------------------------------ rooms
// [code, type, department, capacity, area m², equipment, computers, step-free]
const ROOMS = [
  ['S1.02', 'Laboratory', 'Science', 28, 86, ['fume cupboard', 'gas taps', 'sinks', 'interactive whiteboard'], 0, true],
  ['S1.05', 'Laboratory', 'Science', 30, 92, ['fume cupboard', 'gas taps', 'sinks', 'projector'], 0, true],
  ['S2.11', 'Laboratory', 'Science', 28, 84, ['gas taps', 'sinks', 'projector', 'visualiser'], 0, false],
  ['S2.14', 'Laboratory', 'Science', 26, 78, ['fume cupboard', 'gas taps', 'sinks', 'interactive whiteboard'], 0, false],
  ['S2.16', 'Laboratory', 'Science', 24, 75, ['fume cupboard', 'sinks', 'projector'], 0, false],
  ['M1.04', 'Classroom', 'Mathematics', 32, 58, ['interactive whiteboard'], 0, true],
  ['M1.06', 'Classroom', 'Mathematics', 30, 55, ['projector', 'visualiser'], 0, true],
  ['M2.01', 'Classroom', 'Mathematics', 30, 56, ['interactive whiteboard', 'visualiser'], 0, false],
  ['M2.03', 'Classroom', 'Mathematics', 28, 52, ['projector'], 0, false],
  ['E0.07', 'Classroom', 'English', 30, 57, ['projector'], 0, true],
  ['E0.09', 'Classroom', 'English', 24, 48, ['interactive whiteboard', 'sound system'], 0, true],
  ['E1.12', 'Classroom', 'English', 32, 62, ['interactive whiteboard'], 0, false],
  ['L1.01', 'Classroom', 'Modern Languages', 28, 54, ['projector', 'headsets'], 0, true],
  ['L1.03', 'Classroom', 'Modern Languages', 26, 51, ['interactive whiteboard', 'headsets'], 0, true],
  ['H2.05', 'Classroom', 'Humanities', 30, 60, ['projector'], 0, false],
  ['H2.08', 'Classroom', 'Humanities', 32, 64, ['interactive whiteboard', 'map cabinets'], 0, false],
  ['C0.12', 'Computer suite', 'Computing and Design', 30, 85, ['projector', 'air conditioning'], 31, true],
  ['C0.14', 'Workshop', 'Computing and Design', 20, 118, ['laser cutter', '3D printers', 'extraction', 'sinks'], 4, true],
  ['A0.03', 'Studio', 'Arts', 24, 96, ['sinks', 'kiln', 'projector'], 2, true],
  ['A1.01', 'Music room', 'Arts', 26, 70, ['piano', 'sound system', 'keyboards'], 12, false],
  ['A0.10', 'Studio', 'Arts', 40, 140, ['stage lighting', 'sound system', 'sprung floor'], 0, true],
].map(([code, type, dept, cap, area, equip, pcs, stepFree]) => ({ code, type, dept, cap, area, equip, pcs, stepFree, block: code[0], floor: Number(code[1]) }));
const RM = Object.fromEntries(ROOMS.map((x) => [x.code, x]));
const BLOCK = { S: 'Science Block', M: 'Main Block', E: 'Cedar Building', L: 'Languages Centre', H: 'Humanities Wing', C: 'Technology Centre', A: 'Arts Centre' };

// ------------------------------------------------------------------ exam entries (summer 2026)
// [name, level, board, spec, tiered, nea, fee]
const QUALS = [
  ['GCSE Mathematics', 'GCSE', 'AQA', '8300', true, false, 52.4],
  ['GCSE English Language', 'GCSE', 'AQA', '8700', false, false, 52.4],
  ['GCSE Biology', 'GCSE', 'AQA', '8461', true, false, 52.4],
  ['GCSE Chemistry', 'GCSE', 'AQA', '8462', true, false, 52.4],
  ['GCSE Physics', 'GCSE', 'AQA', '8463', true, false, 52.4],
  ['GCSE French', 'GCSE', 'AQA', '8658', true, false, 53.1],
  ['GCSE Spanish', 'GCSE', 'AQA', '8698', true, false, 53.1],
  ['GCSE History', 'GCSE', 'Pearson Edexcel', '1HI0', false, false, 55.8],
  ['GCSE Geography', 'GCSE', 'OCR', 'J384', false, false, 54.25],
  ['GCSE Computer Science', 'GCSE', 'OCR', 'J277', false, false, 54.25],
  ['GCSE Design and Technology', 'GCSE', 'AQA', '8552', false, true, 57.6],
  ['GCSE Drama', 'GCSE', 'WJEC Eduqas', 'C690QS', false, true, 61.3],
  ['A level Mathematics', 'A level', 'Pearson Edexcel', '9MA0', false, false, 134.6],
  ['A level Physics', 'A level', 'OCR', 'H556', false, true, 128.75],
  ['A level History', 'A level', 'AQA', '7042', false, true, 126.2],
  ['A level French', 'A level', 'AQA', '7652', false, true, 139.9],
  ['A level Chemistry', 'A level', 'OCR', 'H432', false, true, 128.75],
  ['A level English Literature', 'A level', 'AQA', '7712', false, true, 126.2],
  ['A level Biology', 'A level', 'AQA', '7402', false, true, 126.2],
].map(([name, level, board, spec, tiered, nea, fee]) => ({ name, level, board, spec, tiered, nea, fee }));

// ------------------------------------------------------------------ teaching groups
// [code, subject, teacher, room, qualification]
const GROUP_DEF = [
  ['7A-MA1', 'Mathematics', 'Tomasz Nowak', 'M1.04', null],
  ['7B-EN2', 'English', 'James Whitfield', 'E0.07', null],
  ['7A-SC1', 'Science', 'Aisha Khan', 'S1.02', null],
  ['7B-FR1', 'French', 'Carlos Ruiz', 'L1.01', null],
  ['7A-DR1', 'Drama', 'Kate Morrison', 'A0.10', null],
  ['8A-MA2', 'Mathematics', 'Grace Mbeki', 'M1.06', null],
  ['8B-HI1', 'History', 'Emily Chen', 'H2.05', null],
  ['8A-GE1', 'Geography', 'Peter Lindqvist', 'H2.08', null],
  ['8B-CS1', 'Computer Science', 'Farah Siddiqui', 'C0.12', null],
  ['8A-EN1', 'English', 'Hope Ellison', 'E0.09', null],
  ['9A-SC2', 'Science', 'Matthew Reid', 'S2.11', null],
  ['9B-DE1', 'German', 'Anna Becker', 'L1.03', null],
  ['9A-AR1', 'Art', 'Olivia Barnes', 'A0.03', null],
  ['9B-MU1', 'Music', 'Samuel Adeyemi', 'A1.01', null],
  ['9B-MA3', 'Mathematics', 'Owen Gallagher', 'M2.01', null],
  ['10A-MA1', 'Mathematics', 'Rebecca Hale', 'M2.03', 'GCSE Mathematics'],
  ['10B-MA2', 'Mathematics', 'Priya Raman', 'M1.04', 'GCSE Mathematics'],
  ['10A-BI1', 'Biology', 'Helen Marsh', 'S1.02', 'GCSE Biology'],
  ['10B-CH1', 'Chemistry', 'Sophie Laurent', 'S1.05', 'GCSE Chemistry'],
  ['10A-FR1', 'French', 'Isabelle Moreau', 'L1.01', 'GCSE French'],
  ['10B-SP1', 'Spanish', 'Lucy Grant', 'L1.03', 'GCSE Spanish'],
  ['10A-HI1', 'History', 'Rachel Okafor', 'H2.05', 'GCSE History'],
  ['10B-DT1', 'Design and Technology', 'George Fenwick', 'C0.14', 'GCSE Design and Technology'],
  ['10A-EN2', 'English', 'Nadia Hussain', 'E1.12', 'GCSE English Language'],
  ['11A-MA1', 'Mathematics', 'Rebecca Hale', 'M2.03', 'GCSE Mathematics'],
  ['11B-MA3', 'Mathematics', 'Owen Gallagher', 'M2.01', 'GCSE Mathematics'],
  ['11A-EN1', 'English', 'Catherine Doyle', 'E1.12', 'GCSE English Language'],
  ['11B-PH1', 'Physics', 'Ivan Petrov', 'S2.11', 'GCSE Physics'],
  ['11A-CH2', 'Chemistry', 'Daniel Osei', 'S2.14', 'GCSE Chemistry'],
  ['11B-GE1', 'Geography', 'Peter Lindqvist', 'H2.08', 'GCSE Geography'],
  ['11A-CS1', 'Computer Science', 'Marcus Webb', 'C0.12', 'GCSE Computer Science'],
  ['11B-DR1', 'Drama', 'Kate Morrison', 'A0.10', 'GCSE Drama'],
  ['12X-MA1', 'Mathematics', 'Priya Raman', 'M2.03', 'A level Mathematics'],
  ['12X-PH1', 'Physics', 'Matthew Reid', 'S2.11', 'A level Physics'],
  ['12X-HI1', 'History', 'Rachel Okafor', 'H2.05', 'A level History'],
  ['12X-FR1', 'French', 'Isabelle Moreau', 'L1.01', 'A level French'],
  ['13X-MA1', 'Mathematics', 'Tomasz Nowak', 'M1.06', 'A level Mathematics'],
  ['13X-CH1', 'Chemistry', 'Daniel Osei', 'S2.14', 'A level Chemistry'],
  ['13X-EN1', 'English Literature', 'Catherine Doyle', 'E0.09', 'A level English Literature'],
  ['13X-BI1', 'Biology', 'Helen Marsh', 'S2.16', 'A level Biology'],
];
const PERIODS = { Mathematics: 4, English: 4, 'English Literature': 5, Science: 3, Biology: 3, Chemistry: 3, Physics: 3, French: 3, Spanish: 3, German: 2, History: 3, Geography: 3, 'Computer Science': 3, 'Design and Technology': 3, Art: 2, Music: 1, Drama: 2 };
const LETTER = ['A*', 'A', 'B', 'C', 'D', 'E'];
const UCAS = { 'A*': 56, A: 48, B: 40, C: 32, D: 24, E: 16 };
const groups = GROUP_DEF.map(([code, subject, teacher, room, qual]) => {
  const year = Number(code.match(/^\d+/)[0]);
  const sixth = year >= 12;
  const pupils = sixth ? r.int(6, 15) : Math.min(RM[room].cap, r.int(19, 31));
  const periods = sixth ? 5 : PERIODS[subject];
  const mean = r4(Math.round(r.float(47, 83) * 10) / 10);
  const g = { code, subject, teacher, room, qual, year, pupils, periods, mean, dept: TCH[teacher].dept };
  if (year === 10 || year === 11) g.grade = String(Math.max(3, Math.min(8, Math.round((mean - 20) / 8))));
  if (sixth) {
    g.marks = Math.round(((mean * 60) / 100) * 10) / 10; // out of 60, stated
    g.mean = r4((g.marks / 60) * 100);
    g.grade = LETTER[Math.max(0, Math.min(5, Math.round((85 - g.mean) / 7)))];
    g.ucas = Math.round((UCAS[g.grade] + r.float(-5, 5)) * 10) / 10;
  }
  return g;
});
const G = Object.fromEntries(groups.map((g) => [g.code, g]));
// a department-level consistency: every qualification's candidates cover its groups in the drive
const quals = QUALS.map((q) => {
  const mine = groups.filter((g) => g.qual === q.name && (g.year === 11 || g.year === 13));
  const base = mine.reduce((s, g) => s + g.pupils, 0);
  const extra = q.level === 'GCSE' ? (base ? r.int(0, 70) : r.int(14, 45)) : base ? r.int(0, 6) : r.int(3, 11);
  return { ...q, candidates: base + extra };
});

// ------------------------------------------------------------------ facts + layouts: departments
function deptFacts(d, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(d.name, 'department', attr, value, unit, stated, file);
  F('code', d.code, '', s.code);
  F('head', d.head, 'person', d.head);
  F('block', d.block, 'place', s.block);
  F('office', d.office, 'text', d.office);
  F('staff', d.staff, '', s.staff);
}
{
  const d = D.Mathematics;
  const file = 'departments/mathematics/README.md';
  deptFacts(d, file, { code: 'Department code: MA', block: 'Main Block', staff: 'Teaching staff: 5' });
  corpus.write(file, [
    '# Mathematics Department — handbook 2025-26', '',
    'Department code: MA', `Head of department: ${d.head}`, 'Location: Main Block, first and second floors', `Office: ${d.office}`,
    'Teaching staff: 5', 'Meeting day: Tuesday (after school, 15:45)', '',
    '## Notes', '',
    'Schemes of work are in the `schemes` folder. Homework is set weekly on the learning platform; calculators (Casio fx-83GTX) are loaned from the office.',
    'Sets in Years 10 and 11 are reviewed after each assessment window.', '',
  ].join('\n'));
}
{
  const d = D.Science;
  const file = 'departments/science/department.yaml';
  deptFacts(d, file, { code: 'code: SC', block: 'Science Block', staff: 'teaching_staff: 6' });
  corpus.write(file, [
    '# Science department — settings for the 2025-26 handbook',
    'department: Science', 'code: SC', `head: ${d.head}`, 'building: Science Block', `office: ${d.office}`, 'teaching_staff: 6',
    'technicians: 2', 'subjects:', '  - Biology', '  - Chemistry', '  - Physics', '  - Combined Science (KS3 only)',
    'safety:', '  officer: Ivan Petrov', '  cleapss_member: true', '',
  ].join('\n'));
}
{
  const d = D.English;
  const file = 'departments/english/about.html';
  deptFacts(d, file, { code: 'EN', block: 'Cedar Building', staff: 'Four teachers' });
  corpus.write(file, htmlDlPage({
    title: 'English Department', site: 'Northmere International School — staff intranet',
    lead: ['The English department teaches every pupil from Year 7 to Year 11 and offers English Literature in the sixth form.'],
    sections: [
      { heading: 'At a glance', rows: [['Department code', 'EN'], ['Head of department', d.head], ['Building', 'Cedar Building (ground and first floor)'], ['Department office', d.office], ['Team', 'Four teachers']] },
      { heading: 'Reading', rows: [['Library lessons', 'Year 7 and 8, fortnightly'], ['Accelerated Reader', 'Year 7 only']] },
    ],
    footer: 'Last updated by the head of department, September 2025.',
  }));
}
{
  const file = 'admin/departments.json';
  const others = ['Modern Languages', 'Humanities', 'Computing and Design', 'Arts'].map((n) => D[n]);
  const json = { school: 'Northmere International School', academic_year: '2025-26', departments: others.map((d) => ({ department: { name: d.name, code: d.code }, leadership: { head_of_department: d.head }, accommodation: { block: d.block, office_room: d.office }, headcount: { teachers: d.staff } })) };
  for (const d of others) deptFacts(d, file, { code: d.code, block: d.block, staff: `"teachers": ${d.staff}` });
  corpus.write(file, JSON.stringify(json, null, 2) + '\n');
}
{
  // the WIDE budget spreadsheet: a column per month
  const file = 'finance/departmental-budgets-2025-26.csv';
  const rows = DEPTS.map((d) => {
    const months = [0.22, 0.14, 0.1, 0.06].map((f) => Math.round(d.alloc * f * r.float(0.6, 1.3)));
    const spent = months.reduce((a, b) => a + b, 0);
    d.spent = spent;
    d.remaining = d.alloc - spent;
    corpus.also(d.name, 'department', 'allocation', d.alloc, 'GBP', String(d.alloc), file);
    corpus.also(d.name, 'department', 'spent', spent, 'GBP', String(spent), file);
    corpus.also(d.name, 'department', 'remaining', d.remaining, 'GBP', String(d.remaining), file);
    return [d.name, `CC-${d.code}`, d.alloc, ...months, spent, d.remaining];
  });
  corpus.write(file, delimited(['Department', 'Cost centre', 'Allocation 2025-26 (GBP)', 'Sep', 'Oct', 'Nov', 'Dec', 'Spent to date', 'Remaining'], rows));
}

// ------------------------------------------------------------------ teachers
function teacherFacts(t, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(t.name, 'teacher', attr, value, unit, stated, file);
  F('initials', t.initials, '', s.initials ?? t.initials);
  F('department', t.dept, 'text', s.dept);
  F('subjects', t.subjects, 'list', s.subjects);
  F('role', t.role, '', s.role);
  F('joined', t.joined, 'date', s.joined);
  F('fte', t.fte, '', s.fte);
  F('tutor_group', t.tutor, 'text', s.tutor);
}
const tMd = ['Rebecca Hale', 'Tomasz Nowak', 'Catherine Doyle', 'Rachel Okafor', 'Peter Lindqvist', 'Kate Morrison'];
const tCsv = ['Priya Raman', 'Owen Gallagher', 'James Whitfield', 'Nadia Hussain', 'Emily Chen', 'Olivia Barnes', 'Farah Siddiqui'];
const tCards = ['Daniel Osei', 'Helen Marsh', 'Ivan Petrov', 'Aisha Khan', 'Matthew Reid'];
const tJson = ['Isabelle Moreau', 'Carlos Ruiz', 'Marcus Webb', 'Samuel Adeyemi', 'Anna Becker'];
const tMail = ['Grace Mbeki', 'Sophie Laurent', 'Lucy Grant'];
const tTxt = ['Hope Ellison', 'George Fenwick'];
const fteWords = (f) => (f === 1 ? 'full-time' : `${f} FTE`);
tMd.forEach((n, k) => {
  const t = TCH[n];
  const file = `staff/profiles/${slug(n)}.md`;
  const joined = fmtDate(t.joined, k % 2 ? 'long' : 'short');
  const fte = t.fte === 1 ? 'Full-time' : `Part-time (${t.fte} FTE)`;
  const tutor = `Tutor group: ${t.tutor ?? 'none'}`;
  teacherFacts(t, file, { dept: `Department: ${t.dept}`, subjects: t.subjects.join(', '), role: t.role, joined, fte, tutor });
  corpus.write(file, mdBulletsNote({
    title: `${n} — staff profile`,
    lead: [`${n} joined Northmere on ${joined}.`],
    sections: [
      { heading: 'Post', rows: [['Staff code', t.initials], ['Department', t.dept], ['Role', t.role], ['Subjects taught', t.subjects.join(', ')], ['Contract', fte], ['Tutor group', t.tutor ?? 'none']] },
      { heading: 'Other', rows: [['Start date', joined], ['DBS check', 'renewed 2024'], ['First aid', k % 3 === 0 ? 'Yes (3-day)' : 'No']] },
    ],
  }));
});
{
  const file = 'staff/staff-list-2025-26.csv';
  const rows = tCsv.map((n) => {
    const t = TCH[n];
    teacherFacts(t, file, { dept: t.dept, subjects: t.subjects.join('; '), role: t.role, joined: fmtDate(t.joined, 'dotted'), fte: String(Math.round(t.fte * 100)), tutor: t.tutor ?? '' });
    return [t.initials, n, t.dept, t.subjects.join('; '), t.role, fmtDate(t.joined, 'dotted'), Math.round(t.fte * 100), t.tutor ?? ''];
  });
  corpus.write(file, delimited(['Code', 'Name', 'Department', 'Subjects', 'Role', 'Start date', 'FTE (%)', 'Tutor group'], rows));
}
{
  const file = 'departments/science/team.html';
  const cards = tCards.map((n) => {
    const t = TCH[n];
    const joined = fmtDate(t.joined, 'us');
    teacherFacts(t, file, { dept: 'Science', subjects: t.subjects.join(' &amp; '), role: t.role, joined, fte: fteWords(t.fte), tutor: t.tutor ? `Tutor of ${t.tutor}` : 'No tutor group' });
    return `  <div class="card">
    <h3>${esc(n)} <span class="code">(${t.initials})</span></h3>
    <p class="role">${esc(t.role)}</p>
    <p>Teaches: ${t.subjects.join(' &amp; ')}</p>
    <p>With us since ${joined} &middot; ${fteWords(t.fte)}</p>
    <p>${t.tutor ? `Tutor of ${t.tutor}` : 'No tutor group'}</p>
  </div>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Science team | Northmere</title></head>
<body>
<h1>Meet the Science team</h1>
<p>Our department has six teachers and two technicians (Mr Dawes and Mrs Patel). Sophie Laurent joined us this September; see the welcome e-mail.</p>
<div class="cards">
${cards.join('\n')}
</div>
</body>
</html>
`);
}
{
  const file = 'hr/staff-export-2025.json';
  const recs = tJson.map((n) => {
    const t = TCH[n];
    teacherFacts(t, file, { dept: t.dept, subjects: t.subjects[0], role: t.role, joined: t.joined, fte: `"fte": ${t.fte}`, tutor: t.tutor ?? '' });
    return { person: { full_name: n, staff_code: t.initials }, post: { department: t.dept, role: t.role, subjects: t.subjects, contract: { fte: t.fte, start_date: t.joined } }, pastoral: { tutor_group: t.tutor } };
  });
  corpus.write(file, JSON.stringify({ exported: '2025-09-15T08:02:11Z', source: 'HR system', staff: recs }, null, 2) + '\n');
}
{
  const file = 'staff/welcome-new-staff-sept-2025.eml';
  const WORDS = { 0.6: 'three days a week', 1: 'full time' };
  const paras = tMail.map((n) => {
    const t = TCH[n];
    const joined = fmtDate(t.joined, 'long');
    teacherFacts(t, file, { dept: t.dept, subjects: t.subjects.join(' and '), role: 'teacher', joined, fte: WORDS[t.fte], tutor: t.tutor ? `tutor to ${t.tutor}` : '' });
    return `${n} (${t.initials}) joins the ${t.dept} department as a teacher of ${t.subjects.join(' and ')}. ` +
      `${n.split(' ')[0]} starts on ${joined} and works ${WORDS[t.fte]}${t.tutor ? `; she will also be tutor to ${t.tutor}` : ''}.`;
  });
  corpus.write(file, `From: Claire Ashworth <c.ashworth@northmere.example>
To: all-staff@northmere.example
Date: Mon, 1 Sep 2025 07:45:12 +0100
Subject: Welcome to our new colleagues

Dear all,

Please join me in welcoming three new teachers this term.

${paras.join('\n\n')}

Induction runs on Tuesday and Wednesday in the library (L0.02). Mentors have been allocated by heads of department.

Best wishes,
Claire Ashworth
Deputy Head (Staff)
`);
}
{
  const file = 'staff/part-time-staff.txt';
  const blocks = tTxt.map((n) => {
    const t = TCH[n];
    const days = t.fte === 0.5 ? 'Mon, Tue, Wed am' : 'Thu, Fri';
    teacherFacts(t, file, { dept: t.dept, subjects: t.subjects.join(', '), role: t.role, joined: fmtDate(t.joined, 'iso'), fte: `${Math.round(t.fte * 100)}%`, tutor: '' });
    return [`STAFF: ${n.toUpperCase()}`, `Name: ${n}`, `Code: ${t.initials}`, `Department: ${t.dept}`, `Subjects: ${t.subjects.join(', ')}`, `Role: ${t.role}`, `Contract: ${Math.round(t.fte * 100)}% (${days})`, `Start: ${t.joined}`, `Tutor group: -`].join('\n');
  });
  corpus.write(file, `PART-TIME TEACHING STAFF 2025-26 (kept by the cover manager)\n\n${blocks.join('\n\n')}\n\nCover requests for part-time colleagues go through the cover manager only.\n`);
}

// ------------------------------------------------------------------ rooms
function roomFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.code, 'room', attr, value, unit, stated, file);
  F('type', x.type, '', s.type);
  F('block', BLOCK[x.block], 'place', s.block);
  F('floor', x.floor, '', s.floor);
  F('department', x.dept, 'text', s.dept);
  F('capacity', x.cap, 'seats', s.cap);
  F('area', x.areaC, 'm2', s.area);
  F('equipment', x.equip, 'list', s.equip);
  F('computers', x.pcs, '', s.pcs);
  F('step_free', x.stepFree, 'bool', s.stepFree);
}
const FLOOR = ['Ground', 'First', 'Second'];
{
  const file = 'estates/room-register.yaml';
  const mine = ROOMS.filter((x) => ['M', 'E'].includes(x.block));
  const out = ['# Room register — teaching rooms (Main Block and Cedar Building)', '# kept by the site manager; areas measured 2023', 'rooms:'];
  for (const x of mine) {
    x.areaC = x.area;
    roomFacts(x, file, { type: x.type, block: BLOCK[x.block], floor: `floor: ${x.floor}`, dept: x.dept, cap: `capacity: ${x.cap}`, area: `area_m2: ${x.area}`, equip: x.equip.join(', '), pcs: '', stepFree: `step_free: ${x.stepFree}` });
    out.push(`  - code: ${x.code}`, `    type: ${x.type}`, `    building: ${BLOCK[x.block]}`, `    floor: ${x.floor}`, `    department: ${x.dept}`, `    capacity: ${x.cap}`, `    area_m2: ${x.area}`,
      `    equipment: [${x.equip.join(', ')}]`, `    computers: ${x.pcs}`, `    step_free: ${x.stepFree}`);
  }
  out.push('');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'estates/science-labs.tsv';
  const mine = ROOMS.filter((x) => x.block === 'S');
  const rows = mine.map((x) => {
    x.areaC = x.area;
    roomFacts(x, file, { type: '', block: '', floor: FLOOR[x.floor], dept: '', cap: `${x.cap} seats`, area: `${x.area} m²`, equip: x.equip.join(', '), pcs: '', stepFree: '' });
    return [x.code, `${FLOOR[x.floor]} floor`, `${x.cap} seats`, `${x.area} m²`, x.equip.join(', '), x.stepFree ? 'lift access' : 'stairs only', x.equip.includes('fume cupboard') ? 'tested Sept 2025' : 'n/a'];
  });
  corpus.write(file, delimited(['Lab', 'Floor', 'Capacity', 'Floor area', 'Equipment', 'Access', 'Fume cupboard'], rows, '\t'));
}
{
  const file = 'estates/specialist-rooms.html';
  const mine = ROOMS.filter((x) => ['C', 'A'].includes(x.block));
  const rows = mine.map((x) => {
    const sqft = Math.round(x.area / SQFT / 5) * 5;
    x.areaC = r4(sqft * SQFT);
    roomFacts(x, file, { type: x.type, block: BLOCK[x.block], floor: FLOOR[x.floor], dept: x.dept, cap: String(x.cap), area: group(sqft), equip: x.equip.join(', '), pcs: '', stepFree: '' });
    return `    <tr><td>${x.code}</td><td>${esc(x.type)}</td><td>${BLOCK[x.block]}</td><td>${FLOOR[x.floor]}</td><td>${esc(x.dept)}</td><td>${x.cap}</td><td>${group(sqft)}</td><td>${x.pcs}</td><td>${esc(x.equip.join(', '))}</td><td>${x.stepFree ? '✓' : '✗'}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Specialist rooms</title></head>
<body>
<h1>Specialist rooms — Technology Centre and Arts Centre</h1>
<p>Floor areas are from the 1998 architect's drawings, in square feet. The drama studio (A0.10) doubles as the exam hall overflow in May and June.</p>
<table>
  <thead><tr><th>Room</th><th>Type</th><th>Building</th><th>Floor</th><th>Department</th><th>Seats</th><th>Floor area (sq ft)</th><th>Computers</th><th>Equipment</th><th>Step-free</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body>
</html>
`);
}
{
  const file = 'estates/languages-and-humanities-rooms.md';
  const mine = ROOMS.filter((x) => ['L', 'H'].includes(x.block));
  const out = ['# Rooms in the Languages Centre and the Humanities Wing', '', '| Room | Building | Floor | Used by | Max pupils | Size | Kit | Wheelchair access |', '|---|---|---|---|---|---|---|---|'];
  for (const x of mine) {
    x.areaC = x.area;
    roomFacts(x, file, { type: '', block: BLOCK[x.block], floor: FLOOR[x.floor], dept: x.dept, cap: String(x.cap), area: `${x.area} sq m`, equip: x.equip.join(' + '), pcs: '', stepFree: '' });
    out.push(`| ${x.code} | ${BLOCK[x.block]} | ${FLOOR[x.floor]} | ${x.dept} | ${x.cap} | ${x.area} sq m | ${x.equip.join(' + ')} | ${x.stepFree ? 'Yes' : 'No (stairs)'} |`);
  }
  out.push('', 'The Humanities Wing has no lift; classes with a wheelchair user are timetabled in the Languages Centre.', '');
  corpus.write(file, out.join('\n'));
}
{
  // maintenance LOG: dated lines; the latest inspection of a room is a fact of that room
  const file = 'estates/maintenance-log-autumn-2025.log';
  const lines = [];
  const logged = r.sample(ROOMS, 12);
  const TASKS = ['PAT testing completed', 'interactive whiteboard recalibrated', 'blinds repaired', 'heating valve replaced', 'fire door closer adjusted', 'projector lamp replaced', 'window restrictors checked', 'sink trap cleared'];
  for (const x of logged) {
    const n = r.int(1, 3);
    const days = r.sample([3, 8, 12, 17, 22, 29, 36, 41, 48, 55, 62, 69], n).sort((a, b) => a - b);
    const dates = days.map((d) => new Date(Date.UTC(2025, 8, 1 + d)).toISOString().slice(0, 10));
    dates.forEach((dt) => lines.push([dt, `${pad2(r.int(7, 16))}:${pad2(r.int(0, 59))}`, x.code, r.pick(TASKS)]));
    x.inspected = dates[dates.length - 1];
  }
  lines.push(['2025-09-05', '10:10', 'SITE', 'boiler service (whole site)'], ['2025-10-20', '07:30', 'SITE', 'fire alarm test, all zones'], ['2025-11-03', '13:05', 'SITE', 'car park gritting contract renewed']);
  lines.sort((a, b) => (a[0] + a[1]).localeCompare(b[0] + b[1]));
  for (const x of ROOMS) corpus.also(x.code, 'room', 'last_maintenance', x.inspected ?? null, 'date', x.inspected ?? '', file);
  corpus.write(file, lines.map(([d, t, c, task]) => `${d} ${t} [${c}] ${task}${c === 'SITE' ? '' : ' (ok)'}`).join('\n') + '\n');
}
function pad2(n) {
  return String(n).padStart(2, '0');
}

// ------------------------------------------------------------------ teaching groups
function groupFacts(g, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(g.code, 'group', attr, value, unit, stated, file);
  F('year', g.year, '', s.year);
  F('subject', g.subject, '', s.subject);
  F('teacher', g.teacher, 'person', s.teacher);
  F('room', g.room, 'text', s.room);
  F('pupils', g.pupils, 'pupils', s.pupils);
  if (g.year !== 11) F('periods_per_week', g.periods, 'periods', s.periods);
  F('qualification', g.qual, 'text', s.qual);
}
const byYear = (ys) => groups.filter((g) => ys.includes(g.year));
{
  const file = 'curriculum/ks3-groups-2025-26.csv';
  const mine = byYear([7, 8, 9]).filter((g) => !['Mathematics', 'Science'].includes(g.subject));
  const rows = mine.map((g) => {
    groupFacts(g, file, { year: '', subject: g.subject, teacher: TCH[g.teacher].initials, room: g.room, pupils: '', periods: '', qual: '' });
    return [g.code, g.year, g.subject, TCH[g.teacher].initials, g.room, g.pupils, g.periods];
  });
  corpus.write(file, '# Key Stage 3 teaching groups (non-core). Teacher = staff code (see staff lists).\n' + delimited(['Group', 'Year', 'Subject', 'Teacher', 'Room', 'Pupils (on roll)', 'Lessons (per week)'], rows));
}
{
  const file = 'departments/mathematics/sets-2025-26.md';
  const mine = groups.filter((g) => g.subject === 'Mathematics' && (g.year === 10 || g.year === 11));
  const out = ['---', 'title: Mathematics sets 2025-26', 'owner: Rebecca Hale', 'updated: 2025-09-12', '---', '', '# Maths sets', '',
    'All sets follow the same scheme of work; Year 10 and 11 sets are entered for AQA GCSE Mathematics (8300).', '',
    '| Set | Year | Teacher | Room | Pupils | Periods/week | Exam |', '|---|---|---|---|---|---|---|'];
  for (const g of mine) {
    const per = g.year === 11 ? 'see Y11 grid' : `${g.periods}`;
    groupFacts(g, file, { year: '', subject: 'Maths', teacher: g.teacher, room: g.room, pupils: '', periods: '', qual: g.qual ? 'GCSE Maths' : '' });
    out.push(`| ${g.code} | Y${g.year} | ${g.teacher} | ${g.room} | ${g.pupils} | ${per} | ${g.qual ? 'GCSE Maths' : '—'} |`);
  }
  out.push('', 'Set changes after the October assessment are in the moves log.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'departments/science/groups.html';
  const mine = groups.filter((g) => ['Biology', 'Chemistry', 'Physics'].includes(g.subject) && (g.year === 10 || g.year === 11));
  const rows = mine.map((g) => {
    groupFacts(g, file, { year: '', subject: g.subject, teacher: g.teacher, room: g.room, pupils: '', periods: '', qual: g.qual ?? '' });
    return [g.code, `Year ${g.year}`, g.subject, g.teacher, g.room, `${g.pupils} pupils`, g.year === 11 ? '(see timetable)' : `${g.periods} periods`, g.qual ?? 'KS3 (no entry)'];
  });
  corpus.write(file, htmlTablePage({
    title: 'Science teaching groups 2025-26', crumbs: ['Staff intranet', 'Science', 'Groups'],
    lead: ['Combined Science is taught in Years 7 to 9; separate sciences from Year 10.'],
    sections: [{ heading: 'Groups', rows: rows.map((x) => [x[0], x.slice(1).join(' · ')]) }],
    colA: 'Group', colB: 'Year · subject · teacher · room · size · periods · exam',
  }));
}
{
  const file = 'mis/teaching-groups-export.json';
  const mine = groups.filter((g) => g.year <= 11 && !['Mathematics', 'Science', 'Biology', 'Chemistry', 'Physics'].includes(g.subject) && !(g.year <= 9) && !['French', 'Spanish', 'German'].includes(g.subject));
  const recs = mine.map((g) => {
    groupFacts(g, file, { year: `"year_group": ${g.year}`, subject: g.subject, teacher: g.teacher, room: g.room, pupils: `"pupil_count": ${g.pupils}`, periods: `"periods_per_week": ${g.periods}`, qual: g.qual });
    const rec = { group_code: g.code, year_group: g.year, subject: g.subject, teacher: g.teacher, room: g.room, pupil_count: g.pupils };
    if (g.year !== 11) rec.periods_per_week = g.periods;
    rec.exam_entry = g.qual;
    return rec;
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'curriculum/sixth-form-groups.yaml';
  const mine = byYear([12, 13]);
  const out = ['# Sixth form teaching groups 2025-26 (Year 12 and Year 13). All A-level groups have 5 periods a week.', 'groups:'];
  for (const g of mine) {
    groupFacts(g, file, { year: `year: ${g.year}`, subject: g.subject, teacher: g.teacher, room: g.room, pupils: `students: ${g.pupils}`, periods: 'periods_per_week: 5', qual: g.qual });
    out.push(`  ${g.code}:`, `    year: ${g.year}`, `    subject: ${g.subject}`, `    course: ${g.qual}`, `    teacher: ${g.teacher}`, `    room: ${g.room}`, `    students: ${g.pupils}`, `    periods_per_week: 5`);
  }
  out.push('');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'departments/modern-languages/classes-2025-26.tsv';
  const mine = groups.filter((g) => ['French', 'Spanish', 'German'].includes(g.subject) && g.year <= 11 && g.year >= 10);
  const rows = mine.map((g) => {
    groupFacts(g, file, { year: `Y${g.year}`, subject: g.subject, teacher: g.teacher, room: g.room, pupils: `${g.pupils} pupils`, periods: `${g.periods} x 60 min`, qual: g.qual });
    return [g.code, `Y${g.year}`, g.subject, g.teacher, g.room, `${g.pupils} pupils`, `${g.periods} x 60 min`, g.qual];
  });
  corpus.write(file, delimited(['Class', 'Year', 'Language', 'Teacher', 'Room', 'Size', 'Lessons', 'Exam entry'], rows, '\t'));
}
// KS3 maths / science groups and the remaining KS3 languages: a Markdown note per year team
{
  const file = 'curriculum/ks3-core-groups.md';
  const mine = groups.filter((g) => g.year <= 9 && ['Mathematics', 'Science'].includes(g.subject));
  const out = ['# KS3 core groups (Maths and Science)', '', 'Core subjects are set by prior attainment from October of Year 7.', ''];
  for (const g of mine) {
    groupFacts(g, file, { year: `Year ${g.year}`, subject: g.subject, teacher: g.teacher, room: g.room, pupils: `${g.pupils} pupils`, periods: `${g.periods} lessons a week`, qual: '' });
    out.push(`## ${g.code}`, '', `- Year: Year ${g.year}`, `- Subject: ${g.subject}`, `- Teacher: ${g.teacher}`, `- Room: ${g.room}`, `- Size: ${g.pupils} pupils`, `- Timetable: ${g.periods} lessons a week`, '');
  }
  corpus.write(file, out.join('\n'));
}
// every group placed exactly once
for (const g of groups) if (!corpus.entityFile.has(g.code)) throw new Error(`group ${g.code} not placed`);
for (const t of TEACHERS) if (!corpus.entityFile.has(t.name)) throw new Error(`teacher ${t.name} not placed`);

// ------------------------------------------------------------------ assessment results (facts of the groups in second files)
{
  const file = 'assessment/autumn1-ks3-results.csv';
  const mine = byYear([7, 8, 9]);
  const rows = mine.map((g) => {
    corpus.also(g.code, 'group', 'mean_pct', g.mean, '%', g.mean.toFixed(1), file);
    corpus.also(g.code, 'group', 'working_grade', null, '', '', file);
    corpus.also(g.code, 'group', 'ucas_points', null, '', '', file);
    const assessed = g.pupils - r.int(0, 2);
    return [g.code, g.subject, assessed, g.mean.toFixed(1), Math.min(100, Math.round(g.mean + r.int(10, 17))), Math.round(g.mean - r.int(18, 30))];
  });
  corpus.write(file, delimited(['Group', 'Subject', 'Assessed', 'Mean (%)', 'Highest (%)', 'Lowest (%)'], rows));
}
{
  const file = 'assessment/autumn1-ks4-results.tsv';
  const mine = byYear([10, 11]);
  const rows = mine.map((g) => {
    corpus.also(g.code, 'group', 'mean_pct', g.mean, '%', `${g.mean.toFixed(1)} %`, file);
    corpus.also(g.code, 'group', 'working_grade', g.grade, '', g.grade, file);
    corpus.also(g.code, 'group', 'ucas_points', null, '', '', file);
    return [g.code, g.subject, `${g.mean.toFixed(1)} %`, g.grade, `${r.int(55, 92)} %`];
  });
  corpus.write(file, '# Autumn 1 assessment, Years 10-11. Working-at grade = median grade (9-1) of the group.\n' + delimited(['Group', 'Subject', 'Mean score', 'Working-at grade (9-1)', 'Homework completion'], rows, '\t'));
}
{
  const file = 'assessment/sixth-form-mocks-oct-2025.md';
  const mine = byYear([12, 13]);
  const out = ['# Sixth-form mock results — October 2025', '', 'Each paper was marked out of 60. Grades are the median A*-E grade of the group; UCAS points are the average tariff of the predicted grades (A* = 56, A = 48, B = 40, C = 32, D = 24, E = 16).', '',
    '| Group | Course | Mean mark | Median grade | Average UCAS points |', '|---|---|---|---|---|'];
  for (const g of mine) {
    corpus.also(g.code, 'group', 'mean_pct', g.mean, '%', `${g.marks.toFixed(1)}/60`, file);
    corpus.also(g.code, 'group', 'working_grade', g.grade, '', g.grade, file);
    corpus.also(g.code, 'group', 'ucas_points', g.ucas, 'points', g.ucas.toFixed(1), file);
    out.push(`| ${g.code} | ${g.qual} | ${g.marks.toFixed(1)}/60 | ${g.grade} | ${g.ucas.toFixed(1)} |`);
  }
  out.push('', 'Mock papers were sat in the sports hall under exam conditions (6-10 October).', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ Year 11 timetable grid (WIDE: periods across, days down)
{
  const file = 'timetable/year-11-week-grid.html';
  const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
  const y11 = byYear([11]);
  const A = y11.filter((g) => g.code.startsWith('11A'));
  const Bn = y11.filter((g) => g.code.startsWith('11B'));
  const PER = { '11A-MA1': 4, '11A-EN1': 4, '11A-CH2': 3, '11A-CS1': 3, '11B-MA3': 4, '11B-PH1': 3, '11B-GE1': 3, '11B-DR1': 2 };
  const grid = DAYS.map(() => Array.from({ length: 5 }, () => []));
  for (const band of [A, Bn]) {
    for (let attempt = 0; ; attempt++) {
      if (attempt > 500) throw new Error('grid');
      const taken = DAYS.map(() => new Set());
      const place = [];
      let ok = true;
      for (const g of band) {
        for (const d of r.sample([0, 1, 2, 3, 4], PER[g.code])) {
          const free = [0, 1, 2, 3, 4].filter((p) => !taken[d].has(p));
          if (!free.length) { ok = false; break; }
          const p = r.pick(free);
          taken[d].add(p);
          place.push([d, p, g]);
        }
        if (!ok) break;
      }
      if (!ok) continue;
      for (const [d, p, g] of place) grid[d][p].push(g);
      break;
    }
  }
  for (const cell of grid.flat()) cell.sort((a, b) => a.code.localeCompare(b.code));
  for (const g of y11) {
    const days = DAYS.filter((_, d) => grid[d].some((cell) => cell.includes(g)));
    g.periods = PER[g.code];
    g.days = days;
    corpus.also(g.code, 'group', 'periods_per_week', g.periods, 'periods', '', file);
  }
  for (const g of groups) corpus.also(g.code, 'group', 'days', g.days ?? null, g.days ? 'list' : 'list', g.days ? '' : '', file);
  const TIMES = ['08:50–09:50', '09:50–10:50', '11:10–12:10', '12:10–13:10', '14:00–15:00'];
  const rows = DAYS.map((day, d) => `    <tr><th>${day}</th>${grid[d].map((cell) => `<td>${cell.length ? cell.map((g) => `${g.code}<br><small>${g.room} · ${TCH[g.teacher].initials}</small>`).join('<hr>') : '<em>study / PSHE</em>'}</td>`).join('')}</tr>`);
  corpus.write(file, `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Year 11 timetable — week A and B (same)</title></head>
<body>
<h1>Year 11 — weekly timetable 2025-26</h1>
<p>Band A and band B are taught in parallel. Each cell: group, room and teacher code. Break 10:50–11:10, lunch 13:10–14:00.</p>
<table border="1">
  <thead><tr><th>Day</th>${TIMES.map((t, i) => `<th>P${i + 1}<br>${t}</th>`).join('')}</tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body>
</html>
`);
}

// ------------------------------------------------------------------ exam entries
function qualFacts(q, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(q.name, 'qualification', attr, value, unit, stated, file);
  F('level', q.level, '', s.level);
  F('board', q.board, '', s.board);
  F('spec_code', q.spec, 'text', q.spec);
  F('candidates', q.candidates, 'candidates', s.candidates);
  F('fee', q.fee, 'GBP', s.fee);
  F('tiered', q.tiered, 'bool', s.tiered);
  F('nea', q.nea, 'bool', s.nea);
}
{
  const file = 'exams/gcse-entries-summer-2026.tsv';
  const rows = quals.filter((q) => q.level === 'GCSE').map((q) => {
    const fee = `£${q.fee.toFixed(2)}`;
    qualFacts(q, file, { level: 'GCSE', board: q.board, candidates: String(q.candidates), fee, tiered: '', nea: '' });
    return [q.name, q.board, q.spec, `${q.candidates} candidates`, fee, q.tiered ? 'yes' : 'no', q.nea ? 'yes (NEA)' : 'no'];
  });
  corpus.write(file, '# Summer 2026 GCSE entries (exams office). Fees per candidate, JCQ entry deadline 21 February 2026.\n' + delimited(['Qualification', 'Board', 'Spec', 'Entries', 'Fee per candidate', 'Tiered', 'Coursework'], rows, '\t'));
}
{
  const file = 'exams/a-level-entries-summer-2026.html';
  const rows = quals.filter((q) => q.level === 'A level').map((q) => {
    const fee = `GBP ${q.fee.toFixed(2)}`;
    qualFacts(q, file, { level: 'A level', board: q.board, candidates: String(q.candidates), fee, tiered: '', nea: q.nea ? 'Yes' : 'No' });
    return `    <tr><td>${q.name}</td><td>${q.board}</td><td>${q.spec}</td><td>${q.candidates}</td><td>${fee}</td><td>${q.nea ? 'Yes' : 'No'}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>A-level entries, summer 2026</title></head>
<body>
<h1>A-level entries — summer 2026 series</h1>
<p>Entries are for Year 13 students; fees are charged per candidate and include the board's NEA moderation where relevant. A levels are not tiered.</p>
<table>
  <thead><tr><th>Qualification</th><th>Awarding body</th><th>Spec code</th><th>Candidates</th><th>Fee</th><th>NEA component</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body>
</html>
`);
}

// ------------------------------------------------------------------ trips
const TRIPS = [
  { name: 'Paris Languages Trip', dest: 'Paris', country: 'France', year: 9, leader: 'Isabelle Moreau', depart: '2026-03-16', nights: 3, cost: 465, cur: 'GBP', places: 48, seats: 53, deposit: 100, km: 720 },
  { name: 'Amiens Exchange', dest: 'Amiens', country: 'France', year: 10, leader: 'Lucy Grant', depart: '2026-03-09', nights: 6, cost: 390, cur: 'EUR', places: 24, seats: 29, deposit: 75, km: 505 },
  { name: 'Berlin History Trip', dest: 'Berlin', country: 'Germany', year: 12, leader: 'Rachel Okafor', depart: '2026-02-16', nights: 4, cost: 620, cur: 'EUR', places: 30, seats: 35, deposit: 150, km: 1270 },
  { name: 'Iceland Geography Expedition', dest: 'Reykjavik', country: 'Iceland', year: 10, leader: 'Peter Lindqvist', depart: '2026-04-13', nights: 4, cost: 1245, cur: 'GBP', places: 40, seats: 49, deposit: 250, km: 1890, fly: true },
  { name: 'CERN Physics Visit', dest: 'Geneva', country: 'Switzerland', year: 12, leader: 'Ivan Petrov', depart: '2026-01-26', nights: 3, cost: 890, cur: 'GBP', places: 20, seats: 24, deposit: 200, km: 1080 },
  { name: 'Snowdonia Field Course', dest: 'Betws-y-Coed', country: 'United Kingdom', year: 8, leader: 'Emily Chen', depart: '2025-11-19', nights: 2, cost: 210, cur: 'GBP', places: 44, seats: 53, deposit: 50, mi: 175 },
  { name: 'London Theatre Trip', dest: 'London', country: 'United Kingdom', year: 11, leader: 'Kate Morrison', depart: '2025-12-03', nights: 0, cost: 58, cur: 'GBP', places: 45, seats: 49, deposit: 0, mi: 115 },
  { name: 'Barcelona Art Trip', dest: 'Barcelona', country: 'Spain', year: 9, leader: 'Olivia Barnes', depart: '2026-05-18', nights: 4, cost: 540, cur: 'EUR', places: 32, seats: 35, deposit: 120, km: 1390, fly: true },
];
for (const t of TRIPS) t.dist = t.mi != null ? r4(t.mi * MI) : t.km;
function tripFacts(t, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(t.name, 'trip', attr, value, unit, stated, file);
  F('destination', t.dest, 'place', t.dest);
  F('country', t.country, 'place', s.country);
  F('year_group', t.year, '', s.year);
  F('leader', t.leader, 'person', t.leader);
  F('departs', t.depart, 'date', s.depart);
  F('nights', t.nights, 'nights', s.nights);
  F('cost', t.cost, t.cur, s.cost);
  F('places', t.places, 'pupils', s.places);
  F('coach_seats', t.seats, 'seats', s.seats);
  F('deposit', t.deposit, 'GBP', s.deposit);
  F('distance', t.dist, 'km', s.dist);
}
const DOW = (iso) => ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][new Date(`${iso}T12:00:00Z`).getUTCDay()];
const addDays = (iso, n) => new Date(Date.parse(`${iso}T12:00:00Z`) + n * 86400000).toISOString().slice(0, 10);
const NIGHTS = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];
function letter(t, money) {
  const ret = addDays(t.depart, t.nights);
  const dep = `${DOW(t.depart)} ${fmtDate(t.depart, 'long')}`;
  const back = t.nights ? ` and return on ${DOW(ret)} ${fmtDate(ret, 'long')}` : ', returning to school the same evening at about 23:30';
  const dist = t.mi != null ? `${t.mi} miles` : `${group(t.km)} km`;
  const lead = TCH[t.leader];
  const paras = [
    `Dear Parents and Carers,`,
    `I am delighted to invite pupils in Year ${t.year} to take part in the ${t.name} to ${t.dest}. We will depart on ${dep}${back}${t.nights ? ` (${NIGHTS[t.nights]} nights)` : ''}.`,
    `The cost of the trip is ${money} per pupil, which covers travel, ${t.nights ? 'accommodation on a half-board basis, ' : ''}entrance fees and insurance. ${t.deposit ? `A non-refundable deposit of £${t.deposit} is due by Friday 10 October 2025 via ParentPay.` : 'No deposit is needed; please pay in full via ParentPay.'}`,
    `There are ${t.places} places, allocated in order of deposits received. ${t.fly ? `We will take a ${t.seats}-seat coach to Bristol Airport and fly from there (about ${dist} each way in all).` : `We will travel by coach (a ${t.seats}-seat coach has been booked; the journey is about ${dist} each way).`}`,
    `If you have any questions, please contact me at school.`,
    `Yours faithfully,`,
    `${t.leader}\n${lead.role === 'Head of Department' ? `Head of ${lead.dept}` : `Teacher of ${lead.subjects[0]}`}, trip leader`,
  ];
  const s = { country: '', year: `Year ${t.year}`, depart: fmtDate(t.depart, 'long'), nights: t.nights ? `${NIGHTS[t.nights]} nights` : 'same evening', cost: money, places: `${t.places} places`, seats: `${t.seats}-seat coach`, deposit: t.deposit ? `£${t.deposit}` : 'No deposit', dist };
  return { paras, s };
}
for (const t of TRIPS) {
  if (['Amiens Exchange', 'Berlin History Trip', 'CERN Physics Visit'].includes(t.name)) continue;
  const money = t.cur === 'EUR' ? `€${t.cost} (about £${Math.round(t.cost * 0.86)})` : `£${group(t.cost)}`;
  const { paras, s } = letter(t, money);
  s.country = t.country === 'United Kingdom' ? '' : t.country;
  const paras2 = [...paras];
  if (s.country) paras2[1] += ` ${t.dest} is in ${t.country}; a valid passport is required.`;
  if (t.cur === 'EUR') s.cost = `€${t.cost}`;
  if (t.name === 'Snowdonia Field Course') {
    const file = `trips/letters/${slug(t.name)}.txt`;
    tripFacts(t, file, s);
    corpus.write(file, `NORTHMERE INTERNATIONAL SCHOOL\nLetter home — ${t.name}\n${fmtDate('2025-09-22', 'long')}\n\n${paras2.join('\n\n')}\n`);
  } else if (t.name === 'Barcelona Art Trip') {
    const file = `trips/letters/${slug(t.name)}.html`;
    tripFacts(t, file, s);
    corpus.write(file, `<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${esc(t.name)} — letter to parents</title></head>\n<body>\n<h1>${esc(t.name)}</h1>\n${paras2.map((p) => `<p>${esc(p).replace(/\n/g, '<br>')}</p>`).join('\n')}\n</body>\n</html>\n`);
  } else {
    const file = `trips/letters/${slug(t.name)}.md`;
    tripFacts(t, file, s);
    corpus.write(file, `# ${t.name} — letter to parents\n\n_Sent ${fmtDate('2025-09-19', 'long')}_\n\n${paras2.join('\n\n')}\n`);
  }
}
{
  const file = 'trips/evc-approvals-2025-26.json';
  const mine = TRIPS.filter((t) => ['Amiens Exchange', 'Berlin History Trip', 'CERN Physics Visit'].includes(t.name));
  const recs = mine.map((t) => {
    tripFacts(t, file, { country: t.country, year: `"year_group": ${t.year}`, depart: t.depart, nights: `"nights": ${t.nights}`, cost: `"amount": ${t.cost}`, places: `"places": ${t.places}`, seats: `"coach_seats": ${t.seats}`, deposit: `"deposit_gbp": ${t.deposit}`, dist: `"one_way_km": ${t.km}` });
    return { visit: { title: t.name, destination: { city: t.dest, country: t.country }, year_group: t.year }, leadership: { leader: t.leader, ratio: '1:10' }, dates: { depart: t.depart, nights: t.nights }, finance: { cost_per_pupil: { amount: t.cost, currency: t.cur }, deposit_gbp: t.deposit }, transport: { mode: t.name === 'Amiens Exchange' ? 'coach + ferry' : 'coach + Eurotunnel', coach_seats: t.coach_seats ?? t.seats, one_way_km: t.km }, places: t.places, status: 'approved by governors' };
  });
  corpus.write(file, JSON.stringify({ coordinator: 'Claire Ashworth (EVC)', approved_visits: recs }, null, 2) + '\n');
}

// ------------------------------------------------------------------ the French partner school's export
{
  const file = 'partenariat/lycee-marie-curie-export-classes.csv';
  const PC = [
    ['2nde 1', 'Seconde', 'Mme Lefèvre', '10A-FR1', '2026-03-09'],
    ['2nde 4', 'Seconde', 'M. Garnier', '10A-EN2', '2026-03-09'],
    ['1re 3', 'Première', 'Mme Dubois', '12X-FR1', '2026-06-08'],
    ['1re 5', 'Première', 'M. Rousseau', '11A-EN1', '2026-06-08'],
    ['Tle 2', 'Terminale', 'Mme Caron', '13X-EN1', '2026-01-19'],
    ['2nde 6', 'Seconde', 'M. Petit', '10B-SP1', '2026-03-09'],
  ];
  const out = [];
  for (const [cls, niveau, prof, partner, visit] of PC) {
    const eff = r.int(24, 35);
    const moy = Math.round(r.float(9.5, 15.5) * 10) / 10;
    const taux = Math.round(r.float(62, 97) * 10) / 10;
    const name = cls;
    const F = (attr, value, unit, stated) => corpus.fact(name, 'partner_class', attr, value, unit, stated, file);
    const d = visit.split('-').reverse().join('/');
    F('level', niveau, '', niveau);
    F('pupils', eff, 'pupils', String(eff));
    F('teacher', prof, 'person', prof);
    F('english_average', moy, '/20', fr(moy, 1));
    F('pass_rate', taux, '%', fr(taux, 1));
    F('partner_group', partner, 'text', partner);
    F('visit_start', visit, 'date', d);
    out.push([name, niveau, eff, prof, fr(moy, 1), fr(taux, 1), partner, d]);
  }
  corpus.write(file, delimited(['classe', 'niveau', 'effectif', 'professeur_referent', 'moyenne_anglais_sur_20', 'taux_reussite_pct', 'groupe_partenaire_northmere', 'debut_sejour'], out, ';'));
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `NORTHMERE INTERNATIONAL SCHOOL — STAFF SHARED DRIVE (autumn term 2025)

Folders: admin, assessment, curriculum, departments, estates, exams, finance, hr, mis, partenariat, staff, timetable, trips.
Please do not store pupil names in this drive; group codes only (e.g. 10B-MA2 = Year 10, band B, Maths set 2).
Room codes: block letter, floor, room number (S2.14 = Science Block, second floor, room 14).
`);
corpus.write('admin/term-dates-2025-26.md', `# Term dates 2025-26

| Term | Starts | Half term | Ends |
|---|---|---|---|
| Autumn | Wed 3 September 2025 | 27-31 October | Fri 19 December 2025 |
| Spring | Mon 5 January 2026 | 16-20 February | Thu 2 April 2026 |
| Summer | Mon 20 April 2026 | 25-29 May | Wed 22 July 2026 |

INSET days: 1 and 2 September, 5 January, 20 April, 23 July.
`);
corpus.write('admin/staff-meeting-2025-10-07.md', `# Staff meeting — 7 October 2025

Present: 61 staff. Apologies: 4.

1. Attendance is 95.8% so far this term (target 96%). Year 9 is lowest at 93.1%.
2. The new behaviour policy starts after half term; 3 reflection rooms will be used in rotation.
3. Reports: Year 11 interim reports go home on 14 November; Year 7 settling-in evening on 16 October, 18:00-19:30.
4. The canteen price rises from £2.60 to £2.75 per meal in January.
5. AOB: the minibus (17 seats) is off the road until 20 October.
`);
corpus.write('admin/safeguarding-contacts.md', `# Safeguarding contacts

- Designated Safeguarding Lead: Claire Ashworth (ext. 214)
- Deputy DSLs: Peter Lindqvist (ext. 231), Nadia Hussain (ext. 246)
- Local authority designated officer: 01225 000 000 (office hours)

Record every concern on the online system the same day.
`);
corpus.write('exams/exam-contingency-days.md', `# Exam contingency

JCQ contingency day for summer 2026: Wednesday 24 June 2026. Candidates must remain available until then.
Access arrangements: 38 candidates have 25% extra time; 6 use a word processor; the drama studio seats 120 in exam layout.
`);
corpus.write('finance/trip-income-note.md', `# Note from the finance office — trip income

Trip payments go to the separate visits account (sort code 00-00-00). Euro-priced trips are invoiced by the tour operator in EUR; we collect in GBP at the rate fixed on 1 September (1 EUR = 0.86 GBP).
Refunds after the final payment date are only possible through the travel insurance.
`);
corpus.write('timetable/bell-times.md', `# Bell times

| Session | Time |
|---|---|
| Registration | 08:35-08:50 |
| P1 | 08:50-09:50 |
| P2 | 09:50-10:50 |
| Break | 10:50-11:10 |
| P3 | 11:10-12:10 |
| P4 | 12:10-13:10 |
| Lunch | 13:10-14:00 |
| P5 | 14:00-15:00 |

Lessons are 60 minutes; a fortnight has 50 periods (week A and B are the same in 2025-26).
`);
corpus.write('partenariat/convention-partenariat.md', `# Convention de partenariat — Lycée Marie-Curie (Amiens) et Northmere International School

Signée le 12 juin 2023 pour trois ans. Chaque année, deux séjours d'échange (Amiens en mars, Bath en juin) et une correspondance numérique entre classes partenaires.
Les effectifs et les moyennes figurent dans l'export des classes (fichier CSV, séparateur point-virgule).
`);
corpus.write('estates/fire-assembly-points.md', `# Fire assembly points

- Science Block and Main Block: Point A (lower field)
- Cedar Building, Languages Centre, Humanities Wing: Point B (tennis courts)
- Technology Centre and Arts Centre: Point C (staff car park)

Fire drills: one per half term. Last drill 18 September 2025, building cleared in 4 min 20 s.
`);

corpus.write('timetable/cover-log-2025-11.log', `2025-11-03 08:12 cover P1 7B-EN2 set work, room E0.07, absent JWH (training)
2025-11-03 08:14 cover P2 8A-EN1 set work, room E0.09, absent HEL (non-working day swap)
2025-11-05 07:58 cover P3-P5 Year 10 science, rooms S1.02/S1.05, absent HMA (illness)
2025-11-11 08:30 cover P4 9B-MU1 cover supervisor, room A1.01, absent SAD (exam board meeting)
2025-11-14 08:05 cover P1-P2 11A-CS1 set work, room C0.12, absent MWE (CPD)
`);
corpus.write('admin/parents-evenings-2025-26.md', `# Parents' evenings 2025-26

- Year 11: Thursday 13 November 2025, 16:30-19:30 (appointments 5 minutes)
- Year 13: Thursday 27 November 2025, 16:30-19:00
- Year 7: Tuesday 2 December 2025 (settling in), 16:00-18:30
- Year 10: Thursday 22 January 2026
- Year 12: Thursday 5 February 2026

Bookings open two weeks before each evening; staff with more than 120 appointments may split across two evenings.
`);
corpus.write('admin/homework-policy-summary.md', `# Homework — summary for staff

Key Stage 3: 20-30 minutes per subject per week. Key Stage 4: 45-60 minutes per subject per week. Sixth form: five hours of independent study per subject per week.
Homework is set on the learning platform by Friday for the following week; completion below 80% for a group is flagged to the head of year.
`);

const stats = corpus.flush(source);
console.log(`school: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
