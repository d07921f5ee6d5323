#!/usr/bin/env node
// Dance corpus (held-out): the shared drive of the Kirkstall Dance Academy, 2025 — a dance school in Leeds (two
// studios on Kirkstall Road, The Loft and The Ballroom) with a second studio in Harrogate (Station Parade Studio) and
// an exchange with a flamenco school in Seville (Escuela de Flamenco La Alameda, Sala Alameda), whose files are in
// Spanish. 4 studios, 13 teachers, 31 classes, 40 pupils, 5 exam sessions, 4 shows, 14 pieces, 10 studio-hire
// bookings.
//   node bench/corpora/dance/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "dance-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) studios: a Markdown page of both Leeds studios (`Floor area: 96 m²`, `Hire rate: £28 per hour`), an HTML
//     infobox for Harrogate (`Size: 1,080 sq ft`, `Hire: £30.00 an hour`) and a SPANISH page for Seville
//     (`Superficie: 85 m²`, `Alquiler: 25 € por hora`, `Inaugurada en: 1996`);
// (b) teachers: Markdown sheets (`Teaches:`, `Qualifications:`, `Hourly rate:`, `Teaching here since:`), staff
//     profiles with another label set (`Styles taught:`, `Teaching qualifications:`, `Rate per hour: £30 p/h`,
//     `Joined the school: September 2016`), an HTML team table (Harrogate), a SPANISH staff page (`Especialidad`,
//     `Titulación`, `Tarifa por hora: 32 €`, `En la escuela desde`), one only in an e-mail, and a staff register CSV
//     giving each teacher's staff ID (the timetable JSON names teachers by ID only);
// (c) classes: a nested timetable JSON (venue → weekday → classes; `duration: "PT1H15M"`, fees in pence, teachers by
//     staff ID), Markdown class sheets (`Time: 7pm`, `Length: 1 h 15`, `Term fee: £92.00`), an HTML Harrogate
//     timetable (`5.30pm`, `45 mins`, `£63`), a SPANISH Seville timetable (`Día: martes`, `Hora: 19:00 h`, `Duración:
//     1 h 30 min`, `Precio por trimestre: 120 €`) and two new classes only in the newsletter's sentences;
// (d) pupils: registration forms (`Date of birth: 14/03/2013`, `Parent/guardian:`), enrolment cards with another
//     label set (`Student:`, `Age:`, `Contact (parent/carer): Mrs …`, `Enrolled in:`), a Leeds enrolment CSV, an
//     HTML Harrogate register, a SPANISH semicolon list (`Alumno/a;Edad;Tutor/a;Clases;Alta`) and two pupils only in
//     welcome e-mails; a payments export with a PREAMBLE, SEMICOLONS and DECIMAL COMMAS gives each UK pupil's spring
//     term payment; exam results in a CSV (RAD), an HTML table (ISTD, `71/100`), a Markdown list (IDTA medal tests)
//     and the Harrogate newsletter's sentences (facts of the pupil stated in a second file);
// (e) exam sessions in a nested YAML (board → sessions);
// (f) shows and pieces: a Markdown show sheet with a running-order table (`3:40`, casts), an HTML infobox with a
//     programme list (`4 min 10 s`), a SPANISH programme (`Entradas vendidas: 186`, `Duración: 6 min`, `Elenco:`),
//     a nested YAML for the Summer Gala (`duration_s: 270`) whose tickets are stated only in an e-mail; costume hire
//     per piece in a CSV;
// (g) studio-hire bookings in a Markdown log and three e-mails (one in Spanish);
// (h) a WIDE weekly attendance table for the spring term (a column per week, `–` in half term) and background
//     documents whose numbers belong to no entity.
//
// Canonical units of source.csv: money in the stated currency (GBP or EUR, never converted; pence / 100, decimal
// commas read); class lengths and piece durations in minutes (`1 h 15` → 75, `PT1H30M` → 90, `3:40` → 3.6667,
// `duration_s: 270` → 4.5); start times as HH:MM (`5.30pm` → 17:30, `20.30 h` → 20:30); weekdays as English names
// (`martes` → Tuesday); studio areas in m² (`1,080 sq ft` → 100.3353); hire lengths in hours; pupils' ages in years
// on 1 September 2024 (from the date of birth where a form gives one); dates ISO; Spanish words in English
// (`Iniciación` = Beginners, `Intermedio` = Intermediate, `Avanzado` = Advanced, `Tarjeta` = Card).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, htmlInfoboxPage, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('dance-v1');
const SQFT = 0.09290304;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const de = (x, d) => Number(x).toFixed(d).replace('.', ',');
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (payments, exam results, attendance, costume hire, e-mails). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ helpers for times, lengths, days
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const DAY3 = { Monday: 'MON', Tuesday: 'TUE', Wednesday: 'WED', Thursday: 'THU', Friday: 'FRI', Saturday: 'SAT', Sunday: 'SUN' };
const DAY_ES = { Monday: 'lunes', Tuesday: 'martes', Wednesday: 'miércoles', Thursday: 'jueves', Friday: 'viernes', Saturday: 'sábado', Sunday: 'domingo' };
const DAY_SHORT = { Monday: 'Mon', Tuesday: 'Tues', Wednesday: 'Wed', Thursday: 'Thurs', Friday: 'Fri', Saturday: 'Sat', Sunday: 'Sun' };
/** "17:30" → "5.30pm", "19:00" → "7pm", "09:00" → "9am". */
function ampm(t) {
  const [h, m] = t.split(':').map(Number);
  const suf = h >= 12 ? 'pm' : 'am';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return m ? `${h12}.${pad(m)}${suf}` : `${h12}${suf}`;
}
const iso8601 = (min) => `PT${Math.floor(min / 60) ? `${Math.floor(min / 60)}H` : ''}${min % 60 ? `${min % 60}M` : ''}`;
/** Sheet style: "45 min", "1 hour", "1 h 15", "1 h 30". */
const lenSheet = (min) => (min < 60 ? `${min} min` : min === 60 ? '1 hour' : `1 h ${min - 60}`);
/** HTML style: "45 mins", "1 hr", "1 hr 15", "1½ hrs". */
const lenHtml = (min) => (min < 60 ? `${min} mins` : min === 60 ? '1 hr' : min === 90 ? '1½ hrs' : `1 hr ${min - 60}`);
const lenEs = (min) => (min < 60 ? `${min} min` : min === 60 ? '1 h' : `1 h ${min - 60} min`);
const ageOn = (born, ref = '2024-09-01') => {
  const [y, m, d] = born.split('-').map(Number);
  const [Y, M, D] = ref.split('-').map(Number);
  return Y - y - (M < m || (M === m && D < d) ? 1 : 0);
};

// ------------------------------------------------------------------ studios
const STUDIOS = [
  { name: 'The Loft', town: 'Leeds', country: 'United Kingdom', m2: 96, floor: 'Sprung', rate: 28, cur: 'GBP', opened: 2008, cap: 20 },
  { name: 'The Ballroom', town: 'Leeds', country: 'United Kingdom', m2: 140, floor: 'Sprung', rate: 36, cur: 'GBP', opened: 2014, cap: 35 },
  { name: 'Station Parade Studio', town: 'Harrogate', country: 'United Kingdom', sqft: 1080, floor: 'Sprung', rate: 30, cur: 'GBP', opened: 2019, cap: 24 },
  { name: 'Sala Alameda', town: 'Seville', country: 'Spain', m2: 85, floor: 'Wooden', rate: 25, cur: 'EUR', opened: 1996, cap: 18 },
];
for (const s of STUDIOS) s.area = s.sqft != null ? r4(s.sqft * SQFT) : s.m2;
const ST = Object.fromEntries(STUDIOS.map((s) => [s.name, s]));
function studioFacts(s, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'studio', attr, value, unit, stated, file);
  F('town', s.town, 'place', st.town);
  F('country', s.country, 'place', st.country);
  F('area', s.area, 'm2', st.area);
  F('floor', s.floor, '', st.floor);
  F('hire_rate', s.rate, s.cur, st.rate);
  F('opened', s.opened, '', st.opened);
  F('capacity', s.cap, '', st.cap);
}

// ------------------------------------------------------------------ teachers
// [name, staff id, quals (boards), quals as written, styles, rate, currency, started, base, layout]
const TEACHERS = [
  ['Helen Whitaker', 'KDA-T01', ['RAD', 'ISTD'], 'RAD RTS (Registered Teacher Status); ISTD Licentiate (Modern Theatre)', ['Ballet', 'Contemporary'], 38, 'GBP', 2008, 'Leeds', 'A', 'Principal'],
  ['Joanne Fairbairn', 'KDA-T02', ['RAD'], 'RAD Diploma in Dance Teaching', ['Ballet'], 34, 'GBP', 2010, 'Leeds', 'A', 'Senior ballet teacher'],
  ['Marcus Obi', 'KDA-T03', ['ISTD'], 'ISTD Associate (Tap Dance, Modern Theatre)', ['Tap', 'Jazz'], 32, 'GBP', 2012, 'Leeds', 'A', 'Head of tap'],
  ['Callum Reid', 'KDA-T04', ['ISTD'], 'ISTD Associate (Modern Theatre); BA (Hons) Dance, Northern School of Contemporary Dance', ['Contemporary', 'Jazz'], 33, 'GBP', 2015, 'Leeds', 'A', 'Teacher'],
  ['Priya Desai', 'KDA-T05', ['IDTA'], 'IDTA Associate (Freestyle & Theatre)', ['Jazz', 'Street'], 30, 'GBP', 2016, 'Leeds', 'B', 'Teacher'],
  ['Lucía Moreno', 'KDA-T06', ['ISTD'], 'ISTD Diploma in Dance Pedagogy; Grado en Danza Española (Madrid)', ['Flamenco', 'Contemporary'], 34, 'GBP', 2017, 'Leeds', 'B', 'Teacher; exchange coordinator'],
  ['Liam Kershaw', 'KDA-T07', ['IDTA'], 'IDTA Associate (Freestyle / Street)', ['Street'], 28, 'GBP', 2021, 'Leeds', 'B', 'Teacher'],
  ['Rebecca Ng', 'KDA-T08', ['RAD', 'ISTD'], 'RAD RTS · ISTD Licentiate (Cecchetti)', ['Ballet', 'Contemporary'], 35, 'GBP', 2013, 'Harrogate', 'H', 'Harrogate studio lead'],
  ['Sophie Lister', 'KDA-T09', ['ISTD', 'IDTA'], 'ISTD Associate (Tap) · IDTA Associate (Ballet)', ['Tap', 'Ballet'], 31, 'GBP', 2018, 'Harrogate', 'H', 'Teacher'],
  ['Tom Ackroyd', 'KDA-T10', ['IDTA'], 'IDTA Associate (Tap, Freestyle)', ['Tap', 'Street'], 27, 'GBP', 2023, 'Harrogate', 'H', 'Teacher (Harrogate and Leeds)'],
  ['Grace Holloway', 'KDA-T11', ['ISTD'], 'the ISTD Diploma in Dance Pedagogy (Modern Theatre)', ['Jazz', 'Contemporary'], 29, 'GBP', 2025, 'Harrogate', 'E', 'Teacher'],
  ['Carmen Vidal', 'ALA-P01', ['Conservatoire diploma'], 'Titulada Superior en Danza (Conservatorio Superior de Danza de Sevilla)', ['Flamenco'], 32, 'EUR', 2002, 'Seville', 'S', 'Directora'],
  ['Javier Ortega', 'ALA-P02', ['Conservatoire diploma'], 'Título Profesional de Danza Española (Conservatorio Profesional de Danza de Sevilla)', ['Flamenco'], 30, 'EUR', 2005, 'Seville', 'S', 'Profesor'],
].map(([name, id, quals, qtext, styles, rate, cur, started, base, layout, role]) => ({ name, id, quals, qtext, styles, rate, cur, started, base, layout, role }));
const TE = Object.fromEntries(TEACHERS.map((t) => [t.name, t]));
function teacherFacts(t, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(t.name, 'teacher', attr, value, unit, stated, file);
  F('qualifications', t.quals, 'list', s.quals);
  F('styles', t.styles, 'list', s.styles);
  F('hourly_rate', t.rate, t.cur, s.rate);
  F('started', t.started, '', s.started);
  F('base', t.base, 'place', s.base);
}

// ------------------------------------------------------------------ classes
// [code, style, level, day, start, studio, teacher, fee, capacity, minutes, min age, max age, layout]
const CLASS_DEF = [
  ['LDS-BAL-01', 'Ballet', 'Pre-primary', 'Saturday', '09:00', 'The Loft', 'Joanne Fairbairn', 66, 12, 45, 4, 5, 'json'],
  ['LDS-BAL-02', 'Ballet', 'Grade 1', 'Saturday', '09:45', 'The Loft', 'Joanne Fairbairn', 66, 12, 45, 6, 7, 'json'],
  ['LDS-BAL-03', 'Ballet', 'Grade 3', 'Saturday', '10:30', 'The Loft', 'Helen Whitaker', 84, 14, 60, 8, 9, 'json'],
  ['LDS-BAL-04', 'Ballet', 'Grade 5', 'Tuesday', '17:30', 'The Ballroom', 'Helen Whitaker', 99, 14, 75, 10, 12, 'sheet'],
  ['LDS-BAL-05', 'Ballet', 'Intermediate', 'Thursday', '18:00', 'The Ballroom', 'Joanne Fairbairn', 115, 12, 90, 13, 17, 'sheet'],
  ['LDS-BAL-06', 'Ballet', 'Adult beginners', 'Monday', '19:30', 'The Loft', 'Helen Whitaker', 78, 16, 60, 18, 99, 'json'],
  ['LDS-TAP-01', 'Tap', 'Grade 1', 'Saturday', '11:30', 'The Ballroom', 'Marcus Obi', 60, 14, 45, 5, 7, 'json'],
  ['LDS-TAP-02', 'Tap', 'Grade 3', 'Wednesday', '17:00', 'The Ballroom', 'Marcus Obi', 60, 14, 45, 8, 10, 'json'],
  ['LDS-TAP-03', 'Tap', 'Grade 5', 'Wednesday', '17:45', 'The Ballroom', 'Marcus Obi', 78, 14, 60, 11, 14, 'json'],
  ['LDS-TAP-04', 'Tap', 'Adult', 'Thursday', '19:45', 'The Ballroom', 'Tom Ackroyd', 60, 16, 45, 18, 99, 'prose'],
  ['LDS-JAZ-01', 'Jazz', 'Grade 2', 'Monday', '17:00', 'The Ballroom', 'Priya Desai', 60, 16, 45, 7, 9, 'json'],
  ['LDS-JAZ-02', 'Jazz', 'Grade 4', 'Monday', '17:45', 'The Ballroom', 'Priya Desai', 78, 16, 60, 10, 12, 'json'],
  ['LDS-JAZ-03', 'Jazz', 'Grade 6', 'Friday', '18:00', 'The Loft', 'Callum Reid', 92, 14, 75, 13, 17, 'sheet'],
  ['LDS-CON-01', 'Contemporary', 'Intermediate', 'Tuesday', '19:00', 'The Loft', 'Callum Reid', 92, 14, 75, 13, 17, 'sheet'],
  ['LDS-CON-02', 'Contemporary', 'Adult open', 'Wednesday', '19:30', 'The Loft', 'Lucía Moreno', 78, 18, 60, 16, 99, 'sheet'],
  ['LDS-STR-01', 'Street', 'Juniors', 'Friday', '17:00', 'The Ballroom', 'Liam Kershaw', 54, 20, 45, 8, 11, 'json'],
  ['LDS-STR-02', 'Street', 'Seniors', 'Friday', '17:45', 'The Ballroom', 'Liam Kershaw', 66, 20, 60, 12, 17, 'json'],
  ['LDS-STR-03', 'Street', 'Adult', 'Sunday', '11:00', 'The Ballroom', 'Tom Ackroyd', 66, 20, 60, 18, 99, 'json'],
  ['LDS-FLA-01', 'Flamenco', 'Beginners', 'Thursday', '19:00', 'The Loft', 'Lucía Moreno', 80, 16, 60, 16, 99, 'sheet'],
  ['LDS-FLA-02', 'Flamenco', 'Improvers', 'Saturday', '13:00', 'The Loft', 'Lucía Moreno', 96, 14, 75, 16, 99, 'prose'],
  ['HGT-BAL-01', 'Ballet', 'Primary', 'Saturday', '09:30', 'Station Parade Studio', 'Rebecca Ng', 63, 12, 45, 5, 6, 'html'],
  ['HGT-BAL-02', 'Ballet', 'Grade 4', 'Saturday', '10:15', 'Station Parade Studio', 'Rebecca Ng', 81, 12, 60, 9, 11, 'html'],
  ['HGT-BAL-03', 'Ballet', 'Grade 6', 'Wednesday', '17:30', 'Station Parade Studio', 'Rebecca Ng', 96, 10, 75, 12, 15, 'html'],
  ['HGT-TAP-01', 'Tap', 'Grade 2', 'Saturday', '11:15', 'Station Parade Studio', 'Sophie Lister', 57, 14, 45, 6, 9, 'html'],
  ['HGT-TAP-02', 'Tap', 'Grade 4', 'Tuesday', '17:00', 'Station Parade Studio', 'Sophie Lister', 75, 14, 60, 10, 14, 'html'],
  ['HGT-JAZ-01', 'Jazz', 'Grade 3', 'Tuesday', '18:00', 'Station Parade Studio', 'Grace Holloway', 75, 14, 60, 8, 11, 'html'],
  ['HGT-CON-01', 'Contemporary', 'Senior', 'Thursday', '18:30', 'Station Parade Studio', 'Rebecca Ng', 96, 12, 75, 13, 17, 'html'],
  ['HGT-STR-01', 'Street', 'Juniors', 'Monday', '17:00', 'Station Parade Studio', 'Tom Ackroyd', 54, 18, 45, 7, 11, 'html'],
  ['SEV-FLA-01', 'Flamenco', 'Beginners', 'Tuesday', '19:00', 'Sala Alameda', 'Carmen Vidal', 120, 16, 90, 9, 99, 'es'],
  ['SEV-FLA-02', 'Flamenco', 'Advanced', 'Thursday', '20:30', 'Sala Alameda', 'Javier Ortega', 150, 12, 90, 16, 99, 'es'],
  ['SEV-FLA-03', 'Flamenco', 'Intermediate', 'Saturday', '11:00', 'Sala Alameda', 'Carmen Vidal', 95, 18, 60, 9, 99, 'es'],
];
const classes = CLASS_DEF.map(([code, style, level, day, start, studio, teacher, fee, cap, min, amin, amax, layout]) => ({
  code, style, level, day, start, studio, teacher, fee, cur: ST[studio].cur, cap, min, amin, amax, layout, town: ST[studio].town,
  enrolled: Math.max(4, Math.round(cap * r.float(0.55, 0.95))),
}));
const CL = Object.fromEntries(classes.map((c) => [c.code, c]));
function classFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.code, 'class', attr, value, unit, stated, file);
  F('style', c.style, '', s.style);
  F('level', c.level, '', s.level);
  F('day', c.day, '', s.day);
  F('start', c.start, 'time', s.start);
  F('studio', c.studio, 'place', s.studio);
  F('teacher', c.teacher, 'person', s.teacher);
  F('fee', c.fee, c.cur, s.fee);
  F('capacity', c.cap, '', s.cap);
  F('duration', c.min, 'min', s.min);
  F('enrolled', c.enrolled, '', s.enrolled);
}

// ------------------------------------------------------------------ pupils
// [name, age or DOB, guardian, town, layout, joined]
const PUPIL_DEF = [
  ['Amelia Shaw', '2013-03-14', 'Karen Shaw', 'Leeds', 'form', 2018],
  ['Freya Shaw', '2017-05-02', 'Karen Shaw', 'Leeds', 'form', 2021],
  ['Oliver Grant', 9, 'David Grant', 'Leeds', 'card', 2022],
  ['Isabelle Fenwick', '2010-06-23', 'Claire Fenwick', 'Leeds', 'form', 2015],
  ['Noah Bashir', 10, 'Samina Bashir', 'Leeds', 'csv', 2021],
  ['Ruby Thackray', 5, 'Emma Thackray', 'Leeds', 'csv', 2023],
  ['Evie Thackray', 8, 'Emma Thackray', 'Leeds', 'csv', 2020],
  ['Maya Okafor', 13, 'Ngozi Okafor', 'Leeds', 'card', 2017],
  ['Jacob Haigh', 12, 'Paul Haigh', 'Leeds', 'csv', 2019],
  ['Sienna Walsh', '2018-01-30', 'Laura Walsh', 'Leeds', 'form', 2023],
  ['Poppy Ingham', 10, 'Rachel Ingham', 'Leeds', 'csv', 2019],
  ['Harry Ingham', 8, 'Rachel Ingham', 'Leeds', 'csv', 2021],
  ['Lily Brennan', '2009-11-05', 'Siobhan Brennan', 'Leeds', 'form', 2014],
  ['Zara Hussain', 9, 'Imran Hussain', 'Leeds', 'card', 2020],
  ['Chloe Barraclough', 12, 'Julie Barraclough', 'Leeds', 'csv', 2018],
  ['Daisy Marsden', '2020-02-11', 'Andrew Marsden', 'Leeds', 'form', 2024],
  ['Alfie Dobson', 11, 'Kerry Dobson', 'Leeds', 'card', 2021],
  ['Hannah Greenwood', 16, 'Susan Greenwood', 'Leeds', 'csv', 2013],
  ['Anika Patel', 7, 'Meera Patel', 'Leeds', 'mail', 2025],
  ['Leo Fraser', 8, 'Nicola Fraser', 'Leeds', 'mail', 2025],
  ['Sarah Kettlewell', 34, null, 'Leeds', 'card', 2022],
  ['Matthew Rhodes', '1983-08-19', null, 'Leeds', 'form', 2023],
  ['Gemma Royston', 27, null, 'Leeds', 'csv', 2024],
  ['Patricia Oldroyd', 58, null, 'Leeds', 'csv', 2016],
  ['Isla Booth', 10, 'Fiona Booth', 'Harrogate', 'html', 2020],
  ['Martha Booth', 6, 'Fiona Booth', 'Harrogate', 'html', 2023],
  ['Florence Hebden', 12, 'James Hebden', 'Harrogate', 'html', 2019],
  ['Ava Morley', 9, 'Helen Morley', 'Harrogate', 'html', 2021],
  ['Sophia Raistrick', 14, 'Andrea Raistrick', 'Harrogate', 'html', 2019],
  ['Emily Tennant', 8, 'Gareth Tennant', 'Harrogate', 'html', 2022],
  ['Jack Sowerby', 11, 'Donna Sowerby', 'Harrogate', 'html', 2022],
  ['Olivia Pickersgill', 7, 'Mark Pickersgill', 'Harrogate', 'html', 2023],
  ['Lottie Hardcastle', 13, 'Jane Hardcastle', 'Harrogate', 'html', 2019],
  ['Ella Wainwright', 5, 'Kate Wainwright', 'Harrogate', 'html', 2024],
  ['Alba Romero', 15, 'María Romero', 'Seville', 'es', 2018],
  ['Pablo Jiménez', 12, 'Antonio Jiménez', 'Seville', 'es', 2021],
  ['Inés Navarro', 17, 'Rocío Navarro', 'Seville', 'es', 2016],
  ['Marta Delgado', 23, null, 'Seville', 'es', 2019],
  ['Elena Castaño', 10, 'Pilar Castaño', 'Seville', 'es', 2022],
  ['Rafael Ortiz', 29, null, 'Seville', 'es', 2023],
];
const pupils = PUPIL_DEF.map(([name, ageOrBorn, guardian, town, layout, joined]) => {
  const born = typeof ageOrBorn === 'string' ? ageOrBorn : null;
  const age = born ? ageOn(born) : ageOrBorn;
  const fit = classes.filter((c) => c.town === town && c.layout !== 'prose' && age >= c.amin && age <= c.amax);
  if (!fit.length) throw new Error(`no class for ${name}`);
  const n = Math.min(fit.length, r.weighted([[1, 3], [2, 4], [3, 2]]));
  const picked = [];
  for (const c of r.shuffle(fit)) {
    if (picked.length >= n) break;
    if (!picked.some((p) => p.style === c.style)) picked.push(c);
  }
  return { name, born, age, guardian, town, layout, joined, classes: picked.map((c) => c.code).sort() };
});
// the two new classes (from the summer term) get a few of the adults
for (const [pn, code] of [['Sarah Kettlewell', 'LDS-TAP-04'], ['Gemma Royston', 'LDS-TAP-04'], ['Patricia Oldroyd', 'LDS-FLA-02'], ['Hannah Greenwood', 'LDS-FLA-02']]) {
  const p = pupils.find((x) => x.name === pn);
  if (!p.classes.includes(code) && !p.classes.some((c) => CL[c].style === CL[code].style)) p.classes = [...p.classes, code].sort();
}
const PU = Object.fromEntries(pupils.map((p) => [p.name, p]));
// siblings: the younger one gets 10 % off the term fees
for (const p of pupils) {
  const sib = pupils.filter((q) => q.guardian && q.guardian === p.guardian);
  p.sibling = sib.length > 1 && sib.sort((a, b) => b.age - a.age)[0] !== p;
}

// ------------------------------------------------------------------ exam sessions and results
const SESSIONS = [
  { code: 'IDTA-2504-L', board: 'IDTA', boardName: 'International Dance Teachers Association', date: '2025-04-05', studio: 'The Loft', examiner: 'Denise Carr', styles: ['Street'], town: 'Leeds' },
  { code: 'RAD-2503-L', board: 'RAD', boardName: 'Royal Academy of Dance', date: '2025-03-15', studio: 'The Ballroom', examiner: 'Anne Corrigan', styles: ['Ballet'], town: 'Leeds' },
  { code: 'ISTD-2503-L', board: 'ISTD', boardName: 'Imperial Society of Teachers of Dancing', date: '2025-03-22', studio: 'The Ballroom', examiner: 'Peter Hanlon', styles: ['Tap', 'Jazz'], town: 'Leeds' },
  { code: 'RAD-2505-H', board: 'RAD', boardName: 'Royal Academy of Dance', date: '2025-05-17', studio: 'Station Parade Studio', examiner: 'Anne Corrigan', styles: ['Ballet'], town: 'Harrogate' },
  { code: 'ISTD-2506-H', board: 'ISTD', boardName: 'Imperial Society of Teachers of Dancing', date: '2025-06-14', studio: 'Station Parade Studio', examiner: 'Martin Sykes', styles: ['Tap'], town: 'Harrogate' },
];
const SE = Object.fromEntries(SESSIONS.map((s) => [s.code, s]));
const GRADED = /^(Pre-primary|Primary|Grade \d|Intermediate)$/;
const resultOf = (m) => (m >= 75 ? 'Distinction' : m >= 55 ? 'Merit' : m >= 40 ? 'Pass' : 'Not passed');
for (const s of SESSIONS) {
  s.candidates = [];
  for (const p of pupils) {
    if (p.exam || p.town !== s.town) continue;
    const c = p.classes.map((x) => CL[x]).find((x) => s.styles.includes(x.style) && (s.board === 'IDTA' ? x.style === 'Street' : GRADED.test(x.level)));
    if (!c) continue;
    if (r.chance(0.15)) continue; // not entered this time
    const grade = s.board === 'IDTA' ? (p.age >= 12 ? 'Silver medal' : 'Bronze medal') : c.level;
    let marks = r.int(46, 94);
    if ([55, 75].includes(marks)) marks += 1;
    p.exam = { session: s.code, style: c.style, grade, marks, result: resultOf(marks) };
    s.candidates.push(p.name);
  }
}

// ------------------------------------------------------------------ shows and pieces
const SHOWS = [
  { name: 'Spring Showcase 2025', venue: 'The Carriageworks Theatre', town: 'Leeds', date: '2025-03-29', tickets: 312, price: 12, cur: 'GBP', perfs: 2 },
  { name: 'Noche Flamenca 2025', venue: 'Centro Cívico Las Sirenas', town: 'Seville', date: '2025-05-10', tickets: 186, price: 15, cur: 'EUR', perfs: 1 },
  { name: 'Harrogate Summer Show 2025', venue: 'Harrogate Theatre', town: 'Harrogate', date: '2025-06-21', tickets: 418, price: 14.5, cur: 'GBP', perfs: 2 },
  { name: 'Summer Gala 2025', venue: 'Left Bank Leeds', town: 'Leeds', date: '2025-07-12', tickets: 264, price: 15, cur: 'GBP', perfs: 1 },
];
const SH = Object.fromEntries(SHOWS.map((s) => [s.name, s]));
// [title, show, style, choreographer, seconds]
const PIECE_DEF = [
  ['Snowflakes', 'Spring Showcase 2025', 'Ballet', 'Joanne Fairbairn', 220],
  ['Tap Happy', 'Spring Showcase 2025', 'Tap', 'Marcus Obi', 175],
  ['Undercurrent', 'Spring Showcase 2025', 'Contemporary', 'Callum Reid', 260],
  ['Block Party', 'Spring Showcase 2025', 'Street', 'Liam Kershaw', 195],
  ['Alegrías de Cádiz', 'Noche Flamenca 2025', 'Flamenco', 'Carmen Vidal', 360],
  ['Tangos de Triana', 'Noche Flamenca 2025', 'Flamenco', 'Javier Ortega', 330],
  ['Farruca del Norte', 'Noche Flamenca 2025', 'Flamenco', 'Lucía Moreno', 285],
  ['The Lark Ascending', 'Harrogate Summer Show 2025', 'Ballet', 'Rebecca Ng', 250],
  ['Rhythm Station', 'Harrogate Summer Show 2025', 'Tap', 'Sophie Lister', 185],
  ['Northern Lights', 'Harrogate Summer Show 2025', 'Jazz', 'Grace Holloway', 210],
  ['Peasant Waltz', 'Summer Gala 2025', 'Ballet', 'Helen Whitaker', 270],
  ['Sing, Sing, Sing', 'Summer Gala 2025', 'Jazz', 'Priya Desai', 235],
  ['Shim Sham Shimmy', 'Summer Gala 2025', 'Tap', 'Tom Ackroyd', 165],
  ['Duende', 'Summer Gala 2025', 'Flamenco', 'Lucía Moreno', 300],
];
const pieces = PIECE_DEF.map(([title, show, style, choreo, secs]) => {
  const town = SH[show].town;
  const kids = ['Ballet', 'Tap', 'Jazz', 'Street'].includes(style);
  const elig = pupils.filter((p) => (p.town === town || (show === 'Noche Flamenca 2025' && p.town === 'Leeds')) && p.classes.some((c) => CL[c].style === style) && (!kids || p.age < 18));
  if (!elig.length) throw new Error(`no cast for ${title}`);
  const n = Math.min(elig.length, r.int(2, 5));
  const cast = r.sample(elig, n).map((p) => p.name).sort();
  return { title, show, style, choreo, secs, min: r4(secs / 60), cast };
});

// ------------------------------------------------------------------ studio-hire bookings
// [ref, hirer, studio, date, start, hours, purpose, layout]
const BOOKING_DEF = [
  ['HB-2501', 'Headingley Pilates', 'The Loft', '2025-01-11', '14:00', 2, 'Pilates workshop', 'log'],
  ['HB-2502', 'Kirkstall Youth Theatre', 'The Ballroom', '2025-01-25', '10:00', 3, 'Audition day', 'log'],
  ['HB-2503', 'Yorkshire Salsa Society', 'The Ballroom', '2025-02-08', '19:00', 4, 'Salsa social', 'log'],
  ['HB-2504', 'Ripon Grammar School Drama', 'Station Parade Studio', '2025-02-22', '09:30', 5, 'GCSE practical rehearsal', 'log'],
  ['HB-2505', 'Harrogate Barre Club', 'Station Parade Studio', '2025-03-09', '10:00', 1.5, 'Barre class', 'log'],
  ['HB-2506', 'Leeds University Union Dance Society', 'The Loft', '2025-04-12', '13:00', 3.5, 'Competition rehearsal', 'log'],
  ['HB-2507', 'NHS Leeds Staff Yoga', 'The Loft', '2025-05-03', '09:00', 2, 'Yoga morning', 'log'],
  ['HB-2508', 'Leeds Rhythm Tap Club', 'The Ballroom', '2025-06-14', '14:00', 4, 'Tap jam and workshop', 'mail'],
  ['HB-2509', 'Peña Flamenca de Triana', 'Sala Alameda', '2025-05-03', '10:00', 2, 'Ensayo (rehearsal)', 'mail-es'],
  ['HB-2510', 'Knaresborough Zumba with Jen', 'Station Parade Studio', '2025-07-19', '09:00', 4.5, 'Zumbathon fundraiser', 'mail'],
];
const bookings = BOOKING_DEF.map(([ref, hirer, studio, date, start, hours, purpose, layout]) => ({
  ref, hirer, studio, date, start, hours, purpose, layout, fee: r4(hours * ST[studio].rate), cur: ST[studio].cur,
}));
const endTime = (start, hours) => {
  const [h, m] = start.split(':').map(Number);
  const t = h * 60 + m + Math.round(hours * 60);
  return `${pad(Math.floor(t / 60))}:${pad(t % 60)}`;
};

// ================================================================== files
// ------------------------------------------------------------------ (a) studios
{
  const file = 'studios/leeds-studios.md';
  const out = ['# Leeds studios — 212 Kirkstall Road', '', 'Both Leeds studios are on the first floor of the old flax mill at 212 Kirkstall Road, Leeds LS4 2AB. Lift access from the yard; parking for eight cars.', ''];
  for (const s of STUDIOS.filter((x) => x.town === 'Leeds')) {
    const st = {
      town: 'Town: Leeds', country: '', area: `Floor area: ${s.m2} m²`, floor: 'Floor: Harlequin sprung floor', rate: `Hire rate: £${s.rate} per hour`,
      opened: `Opened: ${s.opened}`, cap: `Maximum occupancy: ${s.cap}`,
    };
    studioFacts(s, file, st);
    out.push(`## ${s.name}`, '', st.town, st.area, st.floor, st.rate, st.opened, st.cap,
      `Mirrors: ${s.name === 'The Loft' ? 'one wall, 9 m' : 'two walls'}`, `Barres: ${s.name === 'The Loft' ? 'wall-mounted, two heights' : 'free-standing (6)'}`, '');
  }
  out.push('Hire bookings go through the office (Dawn). Outside hirers must bring their own public liability certificate.', '');
  corpus.write(file, out.join('\n'));
}
{
  const s = ST['Station Parade Studio'];
  const file = 'studios/station-parade-studio.html';
  const st = { town: 'Harrogate', country: '', area: '1,080 sq ft', floor: 'Sprung (Harlequin Activity)', rate: '£30.00 an hour', opened: 'September 2019', cap: '24 people' };
  studioFacts(s, file, st);
  corpus.write(file, htmlInfoboxPage({
    title: s.name,
    sections: [
      { heading: 'Studio', rows: [['Address', '14a Station Parade, Harrogate HG1 1UF'], ['Town', 'Harrogate'], ['Size', st.area], ['Floor', st.floor], ['Capacity', st.cap]] },
      { heading: 'Hire', rows: [['Hire', st.rate], ['Opened', st.opened], ['Changing rooms', '2'], ['Piano', 'Upright (Yamaha U1)']] },
    ],
    lead: [`${s.name} is our Harrogate home, five minutes' walk from the station. It opened in September 2019 and is available to hire outside class times.`],
    footer: 'Kirkstall Dance Academy — Harrogate',
  }));
}
{
  const s = ST['Sala Alameda'];
  const file = 'sevilla/escuela-la-alameda.md';
  const st = { town: 'Ciudad: Sevilla', country: 'País: España', area: 'Superficie: 85 m²', floor: 'Suelo: tarima de madera', rate: 'Alquiler: 25 € por hora', opened: 'Inaugurada en: 1996', cap: 'Aforo: 18 personas' };
  studioFacts(s, file, st);
  corpus.write(file, [
    '# Escuela de Flamenco La Alameda — Sevilla', '',
    'Escuela asociada (intercambio con Kirkstall Dance Academy, Leeds, desde 2019). Dirección: Alameda de Hércules 41, 41002 Sevilla.', '',
    `## ${s.name}`, '', st.town, st.country, st.area, st.floor, st.rate, st.opened, st.cap, 'Espejos: dos paredes', '',
    'La sala se alquila por horas a peñas y compañías fuera del horario de clases. Reservas: secretaria@laalameda.example.es', '',
  ].join('\n'));
}

// ------------------------------------------------------------------ (b) teachers
TEACHERS.filter((t) => t.layout === 'A').forEach((t, k) => {
  const file = `staff/teachers/${slug(t.name)}.md`;
  const s = {
    quals: `Qualifications: ${t.qtext}`, styles: `Teaches: ${t.styles.join(', ')}`, rate: `Hourly rate: £${t.rate.toFixed(2)}`,
    started: `Teaching here since: ${t.started}`, base: 'Based at: Leeds (Kirkstall Road)',
  };
  teacherFacts(t, file, s);
  corpus.write(file, [
    `# ${t.name}`, '', `Role: ${t.role}`, s.base, s.styles, s.quals, s.rate, s.started, `DBS: enhanced, renewed ${fmtDate(`2024-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`, 'long')}`, '',
    L(k, [`${t.name.split(' ')[0]} founded the academy in ${t.started} after ten years with a touring company.`,
      `${t.name.split(' ')[0]} prepares most of our RAD candidates in Leeds.`,
      `${t.name.split(' ')[0]} runs the tap programme and the Spring Showcase band calls.`,
      `${t.name.split(' ')[0]} trained in Leeds and choreographs for the senior company.`]), '',
  ].join('\n'));
});
TEACHERS.filter((t) => t.layout === 'B').forEach((t) => {
  const file = `staff/profiles/${slug(t.name)}.md`;
  const s = {
    quals: `Teaching qualifications: ${t.qtext}`, styles: `Styles taught: ${t.styles.map((x) => x.toLowerCase()).join(' / ')}`, rate: `Rate per hour: £${t.rate} p/h`,
    started: `Joined the school: September ${t.started}`, base: 'Studio: Leeds',
  };
  teacherFacts(t, file, s);
  corpus.write(file, [`# Staff profile — ${t.name}`, '', `Name: ${t.name}`, s.base, s.styles, s.quals, s.rate, s.started, `Position: ${t.role}`, `First aid: ${t.name === 'Liam Kershaw' ? 'booked for March' : 'valid'}`, ''].join('\n'));
});
{
  const file = 'harrogate/our-teachers.html';
  const rows = TEACHERS.filter((t) => t.layout === 'H').map((t) => {
    const s = { quals: t.qtext, styles: t.styles.join(' & '), rate: `£${t.rate.toFixed(2)}/hour`, started: `<td>${t.started}</td>`, base: '' };
    teacherFacts(t, file, s);
    return `    <tr><td>${esc(t.name)}</td><td>${esc(t.role)}</td><td>${esc(s.styles)}</td><td>${esc(s.quals)}</td><td>${esc(s.rate)}</td><td>${t.started}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Our Harrogate teachers</title></head>
<body>
<h1>Our Harrogate teachers</h1>
<p>The Harrogate team teaches at Station Parade Studio; Tom also covers two classes in Leeds.</p>
<table>
  <thead><tr><th>Teacher</th><th>Role</th><th>Teaches</th><th>Qualifications</th><th>Hourly rate</th><th>With us since</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Rates agreed at the 2024 staff review; cover lessons paid at the same rate.</p>
</body></html>
`);
}
{
  const file = 'sevilla/profesorado.md';
  const out = ['# Profesorado — Escuela de Flamenco La Alameda', '', 'Profesores que participan en el intercambio con Leeds (curso 2024/25).', ''];
  for (const t of TEACHERS.filter((x) => x.layout === 'S')) {
    const s = { quals: `Titulación: ${t.qtext}`, styles: 'Especialidad: Flamenco (baile)', rate: `Tarifa por hora: ${t.rate} €`, started: `En la escuela desde: ${t.started}`, base: 'Sede: Sevilla' };
    teacherFacts(t, file, s);
    out.push(`## ${t.name}`, '', `Cargo: ${t.role}`, s.styles, s.quals, s.rate, s.started, s.base, '');
  }
  corpus.write(file, out.join('\n'));
}
{
  const t = TE['Grace Holloway'];
  const file = 'emails/2024-12-02-new-teacher-harrogate.eml';
  const s = { quals: t.qtext, styles: 'teaches jazz and contemporary', rate: '£29 an hour', started: 'from 6 January 2025', base: 'join the Harrogate team' };
  teacherFacts(t, file, s);
  corpus.write(file, `From: Helen Whitaker <helen@kirkstalldance.example.co.uk>
To: Harrogate parents <harrogate-parents@kirkstalldance.example.co.uk>
Cc: Rebecca Ng <rebecca@kirkstalldance.example.co.uk>
Date: Mon, 2 Dec 2024 18:04:11 +0000
Subject: A new teacher for Harrogate

Dear parents and carers,

I'm delighted to tell you that Grace Holloway will join the Harrogate team from 6 January 2025. Grace holds ${t.qtext}, teaches jazz and contemporary, and will take over the Jazz Grade 3 class on Tuesday evenings from Sophie.

(For the office: we've agreed £29 an hour, the same as cover rates.)

Grace danced in the UK tour of Kinky Boots and has taught in Ilkley for four years. Please do say hello at the Christmas party on the 14th.

Best wishes,
Helen Whitaker
Principal, Kirkstall Dance Academy
`);
}
{
  const file = 'staff/staff-register.csv';
  const rows = TEACHERS.filter((t) => t.base !== 'Seville').map((t) => {
    corpus.also(t.name, 'teacher', 'staff_id', t.id, 'text', t.id, file);
    return [t.id, t.name, t.role, t.base, fmtDate(`2024-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`, 'dotted'), r.chance(0.7) ? 'Y' : 'N'];
  });
  rows.push(['KDA-S01', 'Dawn Pickles', 'Office manager', 'Leeds', '03.02.2024', 'Y'], ['KDA-S02', 'Kieran Lund', 'Accompanist (piano)', 'Leeds', '17.09.2024', 'N']);
  corpus.write(file, delimited(['Staff ID', 'Name', 'Role', 'Base', 'DBS issued', 'First aid (Y/N)'], rows));
}

// ------------------------------------------------------------------ (c) classes
{
  const file = 'timetable/leeds-timetable-spring-2025.json';
  const venues = ['The Loft', 'The Ballroom'].map((v) => {
    const week = {};
    for (const d of DAYS) {
      const cs = classes.filter((c) => c.layout === 'json' && c.studio === v && c.day === d).sort((a, b) => a.start.localeCompare(b.start));
      if (!cs.length) continue;
      week[DAY3[d]] = cs.map((c) => {
        const t = TE[c.teacher];
        classFacts(c, file, {
          style: c.style.toUpperCase(), level: c.level, day: DAY3[d], start: c.start, studio: v, teacher: t.id, fee: String(c.fee * 100),
          cap: `"max": ${c.cap}`, min: iso8601(c.min), enrolled: `"taken": ${c.enrolled}`,
        });
        return {
          class_code: c.code, title: `${c.style} — ${c.level}`, style: c.style.toUpperCase(), level: c.level, start: c.start, duration: iso8601(c.min),
          teacher_id: t.id, places: { max: c.cap, taken: c.enrolled }, fee: { amount_pence: c.fee * 100, currency: 'GBP', per: 'term' },
        };
      });
    }
    return { venue: v, site: 'Kirkstall Road, Leeds', week };
  });
  corpus.write(file, JSON.stringify({
    system: 'ClassBook 4.2', exported: '2025-01-04T08:15:00Z', school: 'Kirkstall Dance Academy',
    term: { name: 'Spring 2025', starts: '2025-01-06', ends: '2025-03-29', half_term: '2025-02-17/2025-02-23' }, venues,
  }, null, 2) + '\n');
}
classes.filter((c) => c.layout === 'sheet').forEach((c, k) => {
  const file = `classes/${c.code.toLowerCase()}.md`;
  const s = {
    style: `Style: ${c.style}`, level: `Level: ${c.level}`, day: `Day: ${c.day}`, start: `Time: ${ampm(c.start)}`, studio: `Studio: ${c.studio}`,
    teacher: `Teacher: ${c.teacher}`, fee: `Term fee: £${c.fee.toFixed(2)}`, cap: `Max pupils: ${c.cap}`, min: `Length: ${lenSheet(c.min)}`, enrolled: `On register: ${c.enrolled}`,
  };
  classFacts(c, file, s);
  corpus.write(file, [
    `# ${c.code} — ${c.style} (${c.level})`, '', s.style, s.level, s.day, s.start, s.min, s.studio, s.teacher, s.fee, s.cap, s.enrolled,
    `Uniform: ${{ Ballet: 'navy leotard, pink tights, ballet shoes', Jazz: 'black leotard or T-shirt, jazz shoes', Contemporary: 'loose dark clothing, bare feet', Flamenco: 'black top, practice skirt (falda), flamenco shoes with nails' }[c.style]}`, '',
    L(k, ['Exam class: candidates are entered for the March session.', 'Pupils need the teacher\'s permission to join mid-term.', 'Performance group for the Spring Showcase.', 'Beginners welcome; shoes can be borrowed for the first month.']), '',
  ].join('\n'));
});
{
  const file = 'harrogate/timetable-harrogate.html';
  const rows = classes.filter((c) => c.layout === 'html').map((c) => {
    const s = {
      style: c.style, level: c.level, day: DAY_SHORT[c.day], start: ampm(c.start), studio: '', teacher: c.teacher, fee: `£${c.fee}`,
      cap: `<td>${c.cap}</td>`, min: lenHtml(c.min), enrolled: `<td>${c.enrolled}</td>`,
    };
    classFacts(c, file, s);
    return `    <tr><td>${c.code}</td><td>${esc(`${c.style} – ${c.level}`)}</td><td>${s.day}</td><td>${s.start}</td><td>${esc(s.min)}</td><td>${esc(c.teacher)}</td><td>${s.fee}</td><td>${c.cap}</td><td>${c.enrolled}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Harrogate timetable — spring 2025</title></head>
<body>
<h1>Harrogate timetable, spring term 2025</h1>
<p>All classes at Station Parade Studio, 14a Station Parade. Term runs 6 January – 29 March (half term 17–23 February).</p>
<table class="timetable">
  <thead><tr><th>Code</th><th>Class</th><th>Day</th><th>Time</th><th>Length</th><th>Teacher</th><th>Term fee</th><th>Places</th><th>Enrolled</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Fees are per term and payable by the first class. Trial lessons are free.</p>
</body></html>
`);
}
{
  const file = 'sevilla/horario-cursos-2025.md';
  const LEVEL_ES = { Beginners: 'Iniciación', Intermediate: 'Intermedio (sevillanas)', Advanced: 'Avanzado' };
  const out = ['# Horario de cursos 2025 — Escuela de Flamenco La Alameda', '', 'Cursos del segundo trimestre (enero–marzo) en la Sala Alameda. Precios por trimestre, IVA incluido.', ''];
  for (const c of classes.filter((x) => x.layout === 'es')) {
    const hora = `${c.start.replace(':', c.code === 'SEV-FLA-02' ? '.' : ':')} h`;
    const s = {
      style: 'Estilo: Flamenco', level: `Nivel: ${LEVEL_ES[c.level]}`, day: `Día: ${DAY_ES[c.day]}`, start: `Hora: ${hora}`, studio: `Sala: ${c.studio}`,
      teacher: `Profesor/a: ${c.teacher}`, fee: `Precio por trimestre: ${c.fee} €`, cap: `Plazas: ${c.cap}`, min: `Duración: ${lenEs(c.min)}`, enrolled: `Matriculados: ${c.enrolled}`,
    };
    classFacts(c, file, s);
    out.push(`## ${c.code} — ${LEVEL_ES[c.level]}`, '', s.style, s.level, s.day, s.start, s.min, s.studio, s.teacher, s.fee, s.cap, s.enrolled, '');
  }
  out.push('Los alumnos de Leeds del intercambio pueden asistir sin coste durante la semana de mayo.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ newsletter (new classes) — facts only in sentences
{
  const file = 'newsletters/newsletter-2025-04-spring.md';
  const a = CL['LDS-TAP-04'];
  const b = CL['LDS-FLA-02'];
  classFacts(a, file, {
    style: 'Adult Tap', level: 'Adult Tap', day: 'Thursday evenings', start: '7.45pm', studio: 'in the Ballroom', teacher: 'Tom Ackroyd', fee: '£60 for the term',
    cap: `${a.cap} places`, min: 'It runs for 45 minutes', enrolled: `${a.enrolled} people have already signed up`,
  });
  classFacts(b, file, {
    style: 'flamenco', level: 'flamenco improvers', day: 'on Saturdays', start: 'at 1pm', studio: 'in the Loft', teacher: 'Lucía Moreno', fee: `£${b.fee} a term`,
    cap: `${b.cap} places`, min: 'an hour and a quarter', enrolled: `${b.enrolled} of them already taken`,
  });
  corpus.write(file, `# Kirkstall Dance Academy — Spring newsletter (April 2025)

Welcome back after Easter! Here is what is new for the summer term.

## New classes

From 24 April we are adding an Adult Tap class (${a.code}) on Thursday evenings at 7.45pm in the Ballroom. It runs for 45 minutes, costs £60 for the term and is taught by Tom Ackroyd; there are ${a.cap} places and ${a.enrolled} people have already signed up.

After the success of the beginners' course, Lucía Moreno is starting a flamenco improvers class (${b.code}) on Saturdays at 1pm in the Loft. Classes last an hour and a quarter and cost £${b.fee} a term; there are ${b.cap} places, ${b.enrolled} of them already taken. Shoes with nails are essential.

## Spring Showcase

Thank you to everyone who came to the Carriageworks on 29 March — two full houses! Photos are on the parents' page.

## Dates for your diary

- ISTD exams (tap and jazz): Saturday 22 March — results are out, see the noticeboard.
- IDTA street medal tests: Saturday 5 April.
- Summer Gala at Left Bank Leeds: Saturday 12 July. Rehearsal schedule to follow.

## Reminders

Please label all shoes. Lost property goes to the charity shop at half term.
`);
}

// ------------------------------------------------------------------ (d) pupils
function pupilFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'pupil', attr, value, unit, stated, file);
  F('age', p.age, 'years', s.age);
  if (p.born) F('born', p.born, 'date', s.born);
  if (p.guardian) F('guardian', p.guardian, 'person', s.guardian);
  F('classes', p.classes, 'list', s.classes);
  F('joined', p.joined, '', s.joined);
}
const ukDate = (iso) => iso.split('-').reverse().join('/');
pupils.filter((p) => p.layout === 'form').forEach((p, k) => {
  const file = `pupils/registration-forms/${slug(p.name)}.md`;
  const s = {
    age: `Date of birth: ${ukDate(p.born)}`, born: `Date of birth: ${ukDate(p.born)}`, guardian: `Parent/guardian: ${p.guardian}`,
    classes: `Classes: ${p.classes.join(', ')}`, joined: `Joined: September ${p.joined}`,
  };
  pupilFacts(p, file, s);
  corpus.write(file, [
    `# Registration form — ${p.name}`, '', `Pupil name: ${p.name}`, s.born, ...(p.guardian ? [s.guardian] : ['Parent/guardian: n/a (adult pupil)']), s.classes, s.joined,
    `Medical notes: ${L(k, ['none', 'mild asthma (inhaler in bag)', 'none', 'nut allergy — EpiPen held at reception', 'none'])}`, `Photo consent: ${L(k, ['Yes', 'Yes', 'No', 'Yes'])}`, '',
  ].join('\n'));
});
pupils.filter((p) => p.layout === 'card').forEach((p, k) => {
  const file = `pupils/enrolment-cards/${slug(p.name)}.md`;
  const MALE = ['David', 'Paul', 'Imran', 'Andrew', 'James', 'Gareth', 'Mark', 'Antonio'];
  const title = p.guardian ? (MALE.includes(p.guardian.split(' ')[0]) ? 'Mr' : L(k, ['Mrs', 'Ms'])) : '';
  const cls = p.classes.map((c) => `${CL[c].style} ${CL[c].level} (${c})`).join('; ');
  const s = {
    age: `Age: ${p.age}`, guardian: `Contact (parent/carer): ${title} ${p.guardian}`, classes: `Enrolled in: ${cls}`, joined: `Start: January ${p.joined}`,
  };
  pupilFacts(p, file, s);
  corpus.write(file, [
    '# Enrolment card', '', `Student: ${p.name}`, s.age, p.guardian ? s.guardian : 'Contact (parent/carer): self', s.classes, s.joined, `Payment: termly`, '',
  ].join('\n'));
});
{
  const file = 'pupils/leeds-enrolments-2025.csv';
  const rows = pupils.filter((p) => p.layout === 'csv').map((p) => {
    pupilFacts(p, file, { age: '', guardian: p.guardian ?? '', classes: p.classes.join('; '), joined: '' });
    return [p.name, p.age, p.guardian ?? '(adult)', p.classes.join('; '), p.joined, r.chance(0.8) ? 'Y' : 'N'];
  });
  corpus.write(file, delimited(['Pupil', 'Age (at 1 Sept 2024)', 'Guardian', 'Classes', 'Pupil since', 'Photo consent'], rows));
}
{
  const file = 'harrogate/pupil-register.html';
  const rows = pupils.filter((p) => p.layout === 'html').map((p) => {
    const cls = p.classes.join(' + ');
    pupilFacts(p, file, { age: `<td>${p.age}</td>`, guardian: p.guardian, classes: cls, joined: `<td>${p.joined}</td>` });
    return `    <tr><td>${esc(p.name)}</td><td>${p.age}</td><td>${esc(p.guardian)}</td><td>${esc(cls)}</td><td>${p.joined}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Harrogate pupils 2024/25</title></head>
<body>
<h1>Harrogate pupil register 2024/25</h1>
<p>Ages as at 1 September 2024. Confidential — do not print.</p>
<table>
  <thead><tr><th>Pupil</th><th>Age</th><th>Parent / carer</th><th>Classes</th><th>Joined</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
{
  const file = 'sevilla/alumnos-2025.csv';
  const rows = pupils.filter((p) => p.layout === 'es').map((p) => {
    pupilFacts(p, file, { age: '', guardian: p.guardian ?? '', classes: p.classes.join(', '), joined: '' });
    return [p.name, p.age, p.guardian ?? '', p.classes.join(', '), p.joined, p.age < 18 ? 'sí' : 'no'];
  });
  corpus.write(file, '# Escuela de Flamenco La Alameda — alumnado participante en el intercambio 2025\n' + delimited(['Alumno/a', 'Edad', 'Tutor/a', 'Clases', 'Alta', 'Menor'], rows, ';'));
}
{
  const NUM = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  pupils.filter((p) => p.layout === 'mail').forEach((p, k) => {
    const first = p.name.split(' ')[0];
    const c = CL[p.classes[0]];
    const file = `emails/2025-01-0${6 + k}-welcome-${slug(first)}.eml`;
    const more = p.classes.slice(1).map((x) => `${CL[x].style} ${CL[x].level} (${x}) on ${CL[x].day}s at ${ampm(CL[x].start)}`);
    const cls = `${c.style} ${c.level} (${c.code})`;
    pupilFacts(p, file, { age: `${first} (${NUM[p.age]})`, guardian: p.guardian, classes: c.code, joined: '2025' });
    corpus.write(file, `From: Dawn Pickles <office@kirkstalldance.example.co.uk>
To: ${p.guardian} <${slug(p.guardian).replace('-', '.')}@example.com>
Date: ${['Mon, 6 Jan 2025 10:12:40 +0000', 'Tue, 7 Jan 2025 16:45:03 +0000'][k]}
Subject: Welcome to Kirkstall Dance Academy — ${p.name}

Dear ${p.guardian.split(' ')[0]},

Thank you for enrolling ${first} (${NUM[p.age]}) with us for 2025 — we're delighted to have ${first} join ${cls} on ${c.day}s at ${ampm(c.start)} in ${c.studio}${more.length ? `, and ${more.join(' and ')}` : ''}.

Please arrive ten minutes early for the first class so ${c.teacher.split(' ')[0]} can say hello. The uniform list is attached; second-hand shoes are in the box by reception.

Kind regards,
Dawn Pickles
Office manager
`);
  });
}

// ------------------------------------------------------------------ payments export (preamble, semicolons, decimal commas)
{
  const file = 'finance/payments-spring-2025.csv';
  const METHOD = [['Card', 5], ['Bank transfer', 4], ['Cash', 1], ['Childcare vouchers', 2]];
  const lines = [];
  let receipt = 4120;
  const uk = pupils.filter((p) => p.town !== 'Seville');
  for (const p of r.shuffle(uk)) {
    const gross = p.classes.filter((c) => !['LDS-TAP-04', 'LDS-FLA-02'].includes(c)).reduce((a, c) => a + CL[c].fee, 0);
    if (!gross) continue;
    const amount = Math.round(gross * (p.sibling ? 0.9 : 1) * 100) / 100;
    const method = r.weighted(METHOD);
    const day = r.int(2, 31);
    corpus.also(p.name, 'pupil', 'paid_spring', amount, 'GBP', de(amount, 2), file);
    corpus.also(p.name, 'pupil', 'pay_method', method, '', method, file);
    lines.push({ date: `2025-01-${pad(day)}`, row: [`${pad(day)}/01/2025`, `R${receipt++}`, p.name, p.guardian ?? p.name, `Spring term fees${p.sibling ? ' (sibling 10% off)' : ''}`, de(amount, 2), method] });
  }
  lines.sort((a, b) => a.date.localeCompare(b.date));
  const pre = [
    'ClassBook 4.2 — payments export',
    'School;Kirkstall Dance Academy (Leeds & Harrogate)',
    'Period;01/01/2025 - 31/01/2025;Term;Spring 2025',
    'Generated;03/02/2025 09:12;Locale;es_ES',
    '',
  ].join('\n');
  corpus.write(file, pre + '\n' + delimited(['Date', 'Receipt', 'Pupil', 'Paid by', 'Description', 'Amount (GBP)', 'Method'], lines.map((l) => l.row), ';'));
}

// ------------------------------------------------------------------ (e) exam sessions (nested YAML) and results
{
  const file = 'exams/exam-sessions-2025.yaml';
  const out = ['# Exam sessions booked for 2025 — exams secretary: Dawn Pickles', 'year: 2025', 'boards:'];
  for (const b of ['RAD', 'ISTD', 'IDTA']) {
    const ss = SESSIONS.filter((s) => s.board === b);
    out.push(`  ${b}:`, `    full_name: ${ss[0].boardName}`, '    sessions:');
    for (const s of ss) {
      const F = (attr, value, unit, stated) => corpus.fact(s.code, 'session', attr, value, unit, stated, file);
      F('board', s.board, '', `${b}:`);
      F('date', s.date, 'date', s.date);
      F('studio', s.studio, 'place', s.studio);
      F('examiner', s.examiner, 'person', s.examiner);
      F('styles', s.styles, 'list', `[${s.styles.join(', ')}]`);
      F('entries', s.candidates.length, '', `entries: ${s.candidates.length}`);
      out.push(`      - code: ${s.code}`, `        date: ${s.date}`, `        venue:`, `          studio: ${s.studio}`, `          town: ${s.town}`,
        `        examiner: ${s.examiner}`, `        faculties: [${s.styles.join(', ')}]`, `        entries: ${s.candidates.length}`,
        `        fee_paid: ${r.chance(0.5) ? 'true' : 'false'}`);
    }
  }
  out.push('');
  corpus.write(file, out.join('\n'));
}
function examFacts(p, file, s) {
  const e = p.exam;
  corpus.also(p.name, 'pupil', 'exam_session', e.session, 'text', s.session, file);
  corpus.also(p.name, 'pupil', 'exam_style', e.style, '', s.style, file);
  corpus.also(p.name, 'pupil', 'exam_grade', e.grade, '', s.grade, file);
  corpus.also(p.name, 'pupil', 'exam_marks', e.marks, '', s.marks, file);
  corpus.also(p.name, 'pupil', 'exam_result', e.result, '', s.result, file);
}
{
  const s = SE['RAD-2503-L'];
  const file = 'exams/rad-results-2025-03-15.csv';
  const rows = s.candidates.map((n, i) => {
    const p = PU[n];
    examFacts(p, file, { session: s.code, style: 'Ballet', grade: p.exam.grade, marks: String(p.exam.marks), result: p.exam.result });
    return [s.code, `C${pad(i + 1, 3)}`, p.name, `${p.exam.grade} Ballet`, p.exam.marks, p.exam.result];
  });
  corpus.write(file, delimited(['Session', 'Candidate no.', 'Candidate', 'Examination', 'Marks', 'Result'], rows));
}
{
  const s = SE['ISTD-2503-L'];
  const file = 'exams/istd-results-2025-03-22.html';
  const rows = s.candidates.map((n) => {
    const p = PU[n];
    const fac = p.exam.style === 'Jazz' ? 'Modern Theatre (jazz)' : 'Tap Dance';
    examFacts(p, file, { session: '', style: fac, grade: p.exam.grade, marks: `${p.exam.marks}/100`, result: p.exam.result });
    return `    <tr><td>${esc(p.name)}</td><td>${esc(fac)}</td><td>${p.exam.grade}</td><td>${p.exam.marks}/100</td><td>${p.exam.result}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>ISTD results — 22 March 2025</title></head>
<body>
<h1>ISTD graded examinations — results</h1>
<p>Session ISTD-2503-L, The Ballroom, Leeds. Examiner: Peter Hanlon. Pass 40–54, Merit 55–74, Distinction 75–100.</p>
<table>
  <thead><tr><th>Candidate</th><th>Faculty</th><th>Grade</th><th>Marks</th><th>Result</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
{
  const s = SE['IDTA-2504-L'];
  const file = 'exams/idta-medal-tests-2025-04.md';
  const out = ['# IDTA street medal tests — 5 April 2025 (The Loft)', '', `Session ${s.code}. Examiner Denise Carr. Marks out of 100.`, ''];
  for (const n of s.candidates) {
    const p = PU[n];
    examFacts(p, file, { session: '', style: 'Street', grade: p.exam.grade, marks: `${p.exam.marks} marks`, result: p.exam.result });
    out.push(`- ${p.name} — Street ${p.exam.grade}: ${p.exam.marks} marks, ${p.exam.result}`);
  }
  out.push('', 'Certificates and medals to be handed out at the Summer Gala.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'newsletters/harrogate-news-summer-2025.md';
  const out = ['# Harrogate news — summer 2025', '', 'What a term it has been at Station Parade!', '', '## Exam results', ''];
  const rad = SE['RAD-2505-H'];
  const istd = SE['ISTD-2506-H'];
  const sent = (p, k) => {
    const e = p.exam;
    const gs = `${e.grade} ${e.style}`;
    examFacts(p, file, { session: '', style: gs, grade: gs, marks: String(e.marks), result: e.result });
    return L(k, [
      `${p.name} passed ${gs} with ${e.result === 'Pass' ? 'a Pass' : e.result}, scoring ${e.marks} marks.`,
      `${p.name} earned ${e.result === 'Merit' ? 'a Merit' : e.result === 'Pass' ? 'a Pass' : 'a Distinction'} in ${gs} (${e.marks} marks).`,
      `Well done to ${p.name}: ${gs}, ${e.marks} marks — ${e.result}.`,
    ]);
  };
  out.push(`Our RAD ballet candidates were examined by Anne Corrigan on 17 May. ${rad.candidates.map((n, k) => sent(PU[n], k)).join(' ')}`, '');
  out.push(`The ISTD tap session followed on 14 June with Martin Sykes. ${istd.candidates.map((n, k) => sent(PU[n], k + 1)).join(' ')}`, '');
  out.push('## Summer Show', '', 'Harrogate Theatre was a sell-out on 21 June — thank you to all our chaperones.', '', '## Next term', '', 'Classes restart on Saturday 6 September. Grade 6 ballet moves to 5pm.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (f) shows and pieces
function showFacts(sh, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(sh.name, 'show', attr, value, unit, stated, file);
  F('venue', sh.venue, 'place', s.venue);
  F('town', sh.town, 'place', s.town);
  F('date', sh.date, 'date', s.date);
  if (s.tickets != null) F('tickets_sold', sh.tickets, '', s.tickets);
  F('ticket_price', sh.price, sh.cur, s.price);
  F('performances', sh.perfs, '', s.perfs);
}
function pieceFacts(pc, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(pc.title, 'piece', attr, value, unit, stated, file);
  F('show', pc.show, 'text', s.show);
  F('style', pc.style, '', s.style);
  F('choreographer', pc.choreo, 'person', pc.choreo);
  F('cast', pc.cast, 'list', s.cast);
  F('duration', pc.min, 'min', s.dur);
}
const mss = (secs) => `${Math.floor(secs / 60)}:${pad(secs % 60)}`;
{
  const sh = SH['Spring Showcase 2025'];
  const file = 'shows/spring-showcase-2025.md';
  showFacts(sh, file, { venue: `Venue: ${sh.venue}`, town: 'Leeds', date: 'Date: Saturday 29 March 2025', tickets: 'Tickets sold: 312', price: 'Ticket price: £12.00 (concessions £9)', perfs: 'Performances: 2 (2pm and 6.30pm)' });
  const out = [`# ${sh.name}`, '', `Venue: ${sh.venue}, Leeds`, 'Date: Saturday 29 March 2025', 'Performances: 2 (2pm and 6.30pm)', 'Ticket price: £12.00 (concessions £9)', 'Tickets sold: 312', 'Stage manager: Kieran Lund', '',
    '## Running order', '', '| # | Piece | Style | Choreographer | Length | Cast |', '|---|---|---|---|---|---|'];
  pieces.filter((p) => p.show === sh.name).forEach((pc, i) => {
    pieceFacts(pc, file, { show: sh.name, style: pc.style, dur: mss(pc.secs), cast: pc.cast.join(', ') });
    out.push(`| ${i + 1} | ${pc.title} | ${pc.style} | ${pc.choreo} | ${mss(pc.secs)} | ${pc.cast.join(', ')} |`);
  });
  out.push('', 'Interval after piece 2 (20 minutes). Finale: whole company bow.', '');
  corpus.write(file, out.join('\n'));
}
{
  const sh = SH['Harrogate Summer Show 2025'];
  const file = 'shows/harrogate-summer-show-2025.html';
  showFacts(sh, file, { venue: sh.venue, town: 'Harrogate', date: 'Saturday 21 June 2025', tickets: '418', price: '£14.50', perfs: 'Two (matinée and evening)' });
  const items = pieces.filter((p) => p.show === sh.name).map((pc) => {
    const dur = `${Math.floor(pc.secs / 60)} min ${pad(pc.secs % 60)} s`;
    pieceFacts(pc, file, { show: '', style: pc.style, dur, cast: pc.cast.join(', ') });
    return `    <li><strong>${esc(pc.title)}</strong> (${pc.style}) — choreography ${esc(pc.choreo)}; ${dur}; dancers: ${esc(pc.cast.join(', '))}</li>`;
  });
  const page = htmlInfoboxPage({
    title: sh.name,
    sections: [{ heading: 'Show', rows: [['Venue', sh.venue], ['Date', 'Saturday 21 June 2025'], ['Performances', 'Two (matinée and evening)'], ['Tickets', '£14.50'], ['Tickets sold', '418']] }],
    lead: ['Our Harrogate pupils on the main stage of Harrogate Theatre, Oxford Street.'],
    footer: 'Programme printed by Nidd Valley Print.',
  });
  corpus.write(file, page.replace('</div>\n</body>', `  <h2>Programme</h2>\n  <ol>\n${items.join('\n')}\n  </ol>\n</div>\n</body>`));
}
{
  const sh = SH['Noche Flamenca 2025'];
  const file = 'sevilla/noche-flamenca-2025.md';
  showFacts(sh, file, { venue: `Lugar: ${sh.venue}`, town: 'Sevilla', date: 'Fecha: sábado 10 de mayo de 2025', tickets: 'Entradas vendidas: 186', price: 'Precio: 15 €', perfs: 'Funciones: una' });
  const out = [`# ${sh.name} — programa`, '', 'Espectáculo de fin de intercambio, Escuela de Flamenco La Alameda y Kirkstall Dance Academy (Leeds).', '',
    'Fecha: sábado 10 de mayo de 2025', `Lugar: ${sh.venue}, Sevilla`, 'Funciones: una (21:00 h)', 'Precio: 15 €', 'Entradas vendidas: 186', '', '## Programa', ''];
  pieces.filter((p) => p.show === sh.name).forEach((pc) => {
    const dur = pc.secs % 60 ? `${Math.floor(pc.secs / 60)} min ${pc.secs % 60} s` : `${pc.secs / 60} min`;
    pieceFacts(pc, file, { show: '', style: 'Flamenco', dur: `Duración: ${dur}`, cast: `Elenco: ${pc.cast.join(', ')}` });
    out.push(`### ${pc.title}`, '', `Coreografía: ${pc.choreo}`, `Duración: ${dur}`, `Elenco: ${pc.cast.join(', ')}`, 'Estilo: Flamenco', '');
  });
  out.push('Guitarra: Manuel Reyes. Cante: Rocío Ybarra.', '');
  corpus.write(file, out.join('\n'));
}
{
  const sh = SH['Summer Gala 2025'];
  const file = 'shows/summer-gala-2025.yaml';
  showFacts(sh, file, { venue: sh.venue, town: 'Leeds', date: sh.date, tickets: null, price: '"£15.00"', perfs: 'performances: 1' });
  const out = ['# Summer Gala 2025 — running order (draft 3, final)', 'show:', `  title: ${sh.name}`, `  date: ${sh.date}`, '  venue:', `    name: ${sh.venue}`, '    city: Leeds',
    '  performances: 1', '  ticket_price: "£15.00"', 'pieces:'];
  pieces.filter((p) => p.show === sh.name).forEach((pc) => {
    pieceFacts(pc, file, { show: sh.name, style: pc.style.toLowerCase(), dur: `duration_s: ${pc.secs}`, cast: '' });
    out.push(`  - title: "${pc.title}"`, `    style: ${pc.style.toLowerCase()}`, '    credits:', `      choreographer: ${pc.choreo}`, `    duration_s: ${pc.secs}`, '    cast:', ...pc.cast.map((c) => `      - ${c}`));
  });
  out.push('');
  corpus.write(file, out.join('\n'));
  const mail = 'emails/2025-07-14-gala-thank-you.eml';
  corpus.also(sh.name, 'show', 'tickets_sold', sh.tickets, '', '264 tickets', mail);
  corpus.write(mail, `From: Helen Whitaker <helen@kirkstalldance.example.co.uk>
To: All parents <parents@kirkstalldance.example.co.uk>
Date: Mon, 14 Jul 2025 09:30:55 +0100
Subject: Thank you — Summer Gala

Dear all,

What a night! Left Bank was packed on Saturday: we sold 264 tickets, our best gala yet, and the raffle raised £412 for the costume fund.

Special thanks to Lucía for Duende and to Priya, whose jazz number had the audience clapping along. Medals from the IDTA tests will be posted to those who could not stay.

Classes finish on Saturday 19 July and restart on 6 September.

Helen
`);
}
{
  const file = 'costumes/costume-hire-2025.csv';
  const SUP = ['Stagecraft Costumes (Wakefield)', 'Curtain Call Hire', 'Bobbins & Sequins'];
  const rows = pieces.filter((p) => SH[p.show].town !== 'Seville').map((pc, k) => {
    const n = pc.cast.length;
    const each = r.pick([8, 10, 12.5, 15]);
    const total = n * each;
    corpus.also(pc.title, 'piece', 'costumes', n, '', String(n), file);
    corpus.also(pc.title, 'piece', 'costume_cost', total, 'GBP', total.toFixed(2), file);
    return [pc.title, pc.show, L(k, SUP), n, each.toFixed(2), total.toFixed(2), SH[pc.show].date < '2025-07-01' ? 'Yes' : 'No'];
  });
  corpus.write(file, delimited(['Piece', 'Show', 'Supplier', 'Costumes', 'Cost each (£)', 'Total (£)', 'Returned'], rows));
}

// ------------------------------------------------------------------ (g) studio-hire bookings
function bookingFacts(b, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(b.ref, 'booking', attr, value, unit, stated, file);
  F('hirer', b.hirer, 'text', s.hirer);
  F('studio', b.studio, 'place', s.studio);
  F('date', b.date, 'date', s.date);
  F('start', b.start, 'time', s.start);
  F('hours', b.hours, 'h', s.hours);
  F('fee', b.fee, b.cur, s.fee);
  F('purpose', b.purpose, '', s.purpose);
}
{
  const file = 'admin/studio-hire-log-2025.md';
  const out = ['# Studio hire log 2025', '', 'Outside hirers only (our own rehearsals are not charged). Rates: Loft £28/h, Ballroom £36/h, Station Parade £30/h.', '',
    '| Ref | Date | Studio | Hirer | Purpose | Time | Hours | Fee |', '|---|---|---|---|---|---|---|---|'];
  for (const b of bookings.filter((x) => x.layout === 'log')) {
    const s = { hirer: b.hirer, studio: b.studio, date: fmtDate(b.date, 'short'), start: `${b.start}–${endTime(b.start, b.hours)}`, hours: `| ${b.hours} |`, fee: `£${b.fee.toFixed(2)}`, purpose: b.purpose };
    bookingFacts(b, file, s);
    out.push(`| ${b.ref} | ${s.date} | ${b.studio} | ${b.hirer} | ${b.purpose} | ${s.start} | ${b.hours} | ${s.fee} |`);
  }
  out.push('', 'Invoices go out the same week; HB-2503 paid in cash on the night.', '');
  corpus.write(file, out.join('\n'));
}
{
  const b = bookings.find((x) => x.ref === 'HB-2508');
  const file = 'emails/2025-05-20-ballroom-booking-tap-club.eml';
  bookingFacts(b, file, { hirer: b.hirer, studio: 'the Ballroom', date: 'Saturday 14 June', start: '2pm', hours: 'four hours', fee: '£144', purpose: 'tap jam and workshop' });
  corpus.write(file, `From: Dawn Pickles <office@kirkstalldance.example.co.uk>
To: Leeds Rhythm Tap Club <hello@leedsrhythmtap.example.org>
Date: Tue, 20 May 2025 11:02:17 +0100
Subject: Booking ${b.ref} — confirmation

Hi Jo,

Just confirming the Ballroom for your tap jam and workshop on Saturday 14 June, from 2pm to 6pm — that's four hours at £36, so £144 in total. Your booking reference is ${b.ref}.

Please leave the piano closed and the floor clear of tape. Invoice to follow.

Thanks,
Dawn
`);
}
{
  const b = bookings.find((x) => x.ref === 'HB-2509');
  const file = 'sevilla/correo-reserva-sala-2025-04.eml';
  bookingFacts(b, file, { hirer: b.hirer, studio: 'Sala Alameda', date: 'sábado 3 de mayo', start: 'de 10:00 a 12:00', hours: 'dos horas', fee: '50 €', purpose: 'ensayo' });
  corpus.write(file, `From: Secretaría La Alameda <secretaria@laalameda.example.es>
To: Peña Flamenca de Triana <pena.triana@example.es>
Date: Wed, 23 Apr 2025 12:40:09 +0200
Subject: Reserva ${b.ref} — Sala Alameda

Hola, Paco:

Os confirmamos la reserva de la Sala Alameda para el ensayo del sábado 3 de mayo, de 10:00 a 12:00 (dos horas). El precio es de 50 € (25 € por hora), a pagar en efectivo el mismo día. Referencia: ${b.ref}.

Un saludo,
Secretaría — Escuela de Flamenco La Alameda
`);
}
{
  const b = bookings.find((x) => x.ref === 'HB-2510');
  const file = 'emails/2025-06-30-harrogate-hire-zumbathon.eml';
  bookingFacts(b, file, { hirer: 'Jen', studio: 'Station Parade', date: 'Saturday 19 July', start: '9am', hours: 'four and a half hours', fee: '£135', purpose: 'Zumbathon' });
  corpus.write(file, `From: Rebecca Ng <rebecca@kirkstalldance.example.co.uk>
To: Dawn Pickles <office@kirkstalldance.example.co.uk>
Date: Mon, 30 Jun 2025 20:14:44 +0100
Subject: Fwd: studio for the Zumbathon

Dawn — can you log this one? Jen (${b.hirer}) wants Station Parade on Saturday 19 July for her charity Zumbathon, from 9am to 1.30pm: four and a half hours at the usual £30, so £135. I've told her the reference will be ${b.ref}.

Rebecca
`);
}

// ------------------------------------------------------------------ (h) wide weekly attendance (spring term)
{
  const file = 'attendance/attendance-spring-2025-weekly.csv';
  const WEEKS = ['2025-01-06', '2025-01-13', '2025-01-20', '2025-01-27', '2025-02-03', '2025-02-10', '2025-02-17', '2025-02-24', '2025-03-03', '2025-03-10', '2025-03-17', '2025-03-24'];
  const head = ['Class', ...WEEKS.map((w) => `w/c ${w.slice(8)}/${w.slice(5, 7)}`)];
  const rows = classes.filter((c) => c.town !== 'Seville' && c.layout !== 'prose').map((c) => {
    const base = c.enrolled * r.float(0.72, 0.95);
    let total = 0;
    const cells = WEEKS.map((w) => {
      if (w === '2025-02-17') return '–';
      const v = Math.max(0, Math.min(c.enrolled, Math.round(base + r.float(-2, 1.6))));
      total += v;
      corpus.also(c.code, 'class', `att_${w.slice(5).replace('-', '')}`, v, '', '', file);
      return v;
    });
    corpus.also(c.code, 'class', 'attendance_total', total, '', '', file);
    return [c.code, ...cells];
  });
  corpus.write(file, delimited(head, rows));
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `KIRKSTALL DANCE ACADEMY — SHARED DRIVE (2025)
Leeds: 212 Kirkstall Road (The Loft, The Ballroom) · Harrogate: Station Parade Studio · Exchange: La Alameda, Sevilla

admin/         studio hire log, insurance, first aid
attendance/    weekly registers (spring term)
classes/       class sheets (Leeds)
costumes/      hire and store
emails/        sent mail worth keeping
exams/         sessions and results (RAD, ISTD, IDTA)
finance/       payments export, fees
harrogate/     timetable, register, teachers
newsletters/   parents' newsletters
pupils/        registration forms, enrolment cards, Leeds list
sevilla/       la Alameda (horario, profesorado, alumnos, Noche Flamenca)
shows/         showcases and gala
staff/         teachers, profiles, staff register
studios/       the studios
timetable/     ClassBook exports
`);
corpus.write('finance/fees-and-discounts-2025.md', `# Fees and discounts 2025

- Fees are per term (three terms a year) and are set per class; see the timetables.
- Sibling discount: 10% off the younger child's fees.
- Trial lesson: free. Drop-in adult class: £8.
- Late payment after the third week: £10 admin charge.
- Exam entry fees are charged separately (see exams/exam-fees-2025.md).

Bank: Yorkshire Building Society, sort code 60-83-01, account 20451187 (Kirkstall Dance Academy Ltd).
`);
corpus.write('exams/exam-fees-2025.md', `# Exam entry fees 2025 (charged to parents, set by the boards)

| Board | Level | Fee |
|---|---|---|
| RAD | Pre-primary / Primary | £46.00 |
| RAD | Grades 1–3 | £54.50 |
| RAD | Grades 4–5 | £61.00 |
| RAD | Intermediate Foundation / Intermediate | £112.00 |
| ISTD | Grades 1–3 | £49.00 |
| ISTD | Grades 4–6 | £57.50 |
| IDTA | Bronze / Silver medal | £32.00 |

Closing date for entries: six weeks before the session.
`);
corpus.write('policies/uniform-and-shoes.md', `# Uniform and shoes

| Item | Where from | Price |
|---|---|---|
| Leotard (academy navy) | reception | £18.50 |
| Ballet shoes (canvas, split sole) | Dancewear Leeds | £16.00 |
| Tap shoes (Bloch, low heel) | Dancewear Leeds | £38.00 |
| Academy hoodie | online shop | £27.00 |
| Flamenco shoes (with nails) | order via Lucía | £65.00 |

Hair in a bun for ballet and exams. No jewellery except small studs.
`);
corpus.write('policies/safeguarding.md', `# Safeguarding summary

Designated safeguarding lead: Helen Whitaker. Deputy: Rebecca Ng (Harrogate).

- All teachers and the accompanist hold an enhanced DBS certificate, renewed every three years.
- Pupils under 8 are collected from the studio door, not the car park.
- Photographs only with consent (see the registration forms).
- Changing rooms: no adults in the children's changing rooms during class times.

Review date: September 2025.
`);
corpus.write('timetable/term-dates-2025.md', `# Term dates 2025

| Term | Starts | Half term | Ends |
|---|---|---|---|
| Spring | Mon 6 January | 17–23 February | Sat 29 March |
| Summer | Tue 22 April | 26 May – 1 June | Sat 19 July |
| Autumn | Sat 6 September | 27 October – 2 November | Sat 13 December |

Seville exchange week: 5–10 May (Noche Flamenca on the Saturday).
`);
corpus.write('minutes/parents-committee-2025-02-11.md', `# Parents' committee — 11 February 2025

Present: Karen Shaw (chair), Rachel Ingham, Fiona Booth, Dawn Pickles (office), Helen Whitaker.

1. Spring Showcase: 40 chaperone slots still to fill; Rachel to send the rota.
2. Costume fund stands at £1,236; the raffle at the gala should add to it.
3. Car park lighting on Kirkstall Road reported to the landlord again.
4. Seville exchange: 11 Leeds pupils and 3 parents travelling; flights booked for 5 May.
5. AOB: request for a second adult tap class — Helen to look at Thursday evenings.

Next meeting: 13 May 2025.
`);
corpus.write('admin/first-aid-log-2025.md', `# First aid log (summary)

| Date | Studio | What happened | Action |
|---|---|---|---|
| 18 Jan | The Ballroom | twisted ankle in tap | ice, parent informed |
| 8 Feb | Station Parade Studio | nosebleed | resolved in 10 min |
| 15 Mar | The Ballroom | fainted at exam (hot room) | water, rest, examiner informed |
| 5 Apr | The Loft | grazed knee | plaster |

Two first-aid kits per studio; checked monthly by Dawn.
`);
corpus.write('admin/insurance-2025.md', `# Insurance 2025

| Cover | Provider | Limit | Premium |
|---|---|---|---|
| Public liability | Dance Teachers' Insurance Scheme | £10,000,000 | £420 |
| Employers' liability | Hiscox | £5,000,000 | £310 |
| Contents (both sites) | Aviva | £45,000 | £585 |

Renewal 1 September. The Seville school holds its own cover (seguro de responsabilidad civil).
`);
corpus.write('sevilla/programa-intercambio-2025.md', `# Programa del intercambio Leeds–Sevilla 2025

- Lunes 5 de mayo: llegada del grupo de Leeds (11 alumnos, 3 acompañantes).
- Martes 6: clase de iniciación con Carmen Vidal; visita al Museo del Baile Flamenco.
- Miércoles 7: taller de castañuelas (2 h).
- Jueves 8: clase avanzada con Javier Ortega; ensayo general.
- Viernes 9: ensayo en el Centro Cívico Las Sirenas.
- Sábado 10: Noche Flamenca (21:00 h).

Alojamiento: residencia Triana, 38 € por noche y persona.
`);
corpus.write('costumes/costume-store-inventory.md', `# Costume store (Leeds, back room)

| Rail | Contents | Count |
|---|---|---|
| A | tutus (romantic, white) | 14 |
| B | jazz sets (black/silver) | 22 |
| C | flamenco skirts (batas de cola) | 6 |
| D | street hoodies (printed) | 30 |

Hired costumes must go back within seven days of the show; late returns are £5 a day per costume.
`);
corpus.write('newsletters/newsletter-2025-01.md', `# January newsletter

Happy new year! Classes start again on Monday 6 January.

- The spring term timetable is on the noticeboard and in ClassBook.
- Fees are due by the first class; sibling discount as usual.
- We welcome Grace Holloway to Harrogate (jazz and contemporary).
- RAD exams on 15 March, ISTD on 22 March: teachers will confirm entries by the end of January.
- The Spring Showcase is at the Carriageworks on 29 March; tickets from the office from 1 February.
`);

const stats = corpus.flush(source);
console.log(`dance: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
