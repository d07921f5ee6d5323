#!/usr/bin/env node
// Music-school corpus (held-out): the shared drive of the "Calton School of Music", Edinburgh, as at 1 November 2025,
// with an annexe in Leith, a second teaching centre in Glasgow (Merchant City, plus an outreach hub in Partick) and an
// exchange partner conservatoire in Lyon whose records are in French. 5 centres, 26 teachers, 60 students,
// 25 instruments for hire, 14 courses and ensembles, 26 exams.
//   node bench/corpora/musicschool/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "musicschool-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) centres: an HTML infobox (Calton, m²), Markdown `Key: value` bullets (Leith, sq ft, rent per month), a Markdown
//     YAML front matter + pipe table (Merchant City, sq ft), a FRENCH HTML definition list (Lyon, `Surface : 980 m²`,
//     `Loyer annuel : 96 000 €`) and the Partick hub only in the sentences of a board report;
// (b) teachers: plain-text profiles (label set A: `Staff no.`, `Teaches up to`, `Hourly rate`, `Start date`), an HTML
//     spec table (label set B: `Staff number`, `Base`, `Max grade`, `Rate`, `Joined`), a CSV with units in the header
//     (`Hourly rate (GBP)`, dd/mm/yyyy), FRENCH Markdown bullets (`Matricule :`, `Tarif horaire : 32,00 €`, `Date
//     d'entrée : 15 mars 2018`), three new teachers only in an HR e-mail; WIDE tables of teaching hours per month
//     (January–June 2025; a CSV and a French Markdown table with decimal commas);
// (c) students: Calton student sheets in YAML front matter + pipe tables, a nested JSON export (Calton), an HTML
//     definition list (Leith, label set B), a TSV with units inside the values (Glasgow), FRENCH plain-text fiches
//     (`FICHE ÉLÈVE`, `Durée : 45 min`, `Frais réglés : 285,00 €`, `Instrument personnel : Non`), five Partick
//     beginners only in an e-mail's sentences and three Lyon students only in a French e-mail;
// (d) instruments for hire: a SEMICOLON CSV with a PREAMBLE, DECIMAL COMMAS and `n/a` (Edinburgh), JSON flat records
//     (Glasgow), a FRENCH HTML spec table (Lyon), three only in a repair-workshop e-mail;
// (e) courses and ensembles: YAML front matter + pipe tables (Edinburgh), an HTML spec table (Glasgow), FRENCH JSON
//     flat records (Lyon, `"heures_hebdo": "2 h 30"`), two only in the minutes of a programme meeting;
// (f) exams: a CSV with units in the header (ABRSM), a TSV with units inside the values (Trinity / RSL), two HTML
//     infobox certificates, a FRENCH nested JSON (Lyon, `"note": "131/150"`, `"mention": "très bien"`), three only in
//     a teacher's results e-mail;
// (g) background documents whose numbers belong to no entity (term dates, hire terms, budget, practice-room bookings,
//     newsletter, concert programme, exchange agreement in French, safeguarding).
//
// Canonical units of source.csv: floor areas in m² (`3,200 sq ft` → × 0.09290304); hours open per week; rent per YEAR
// in its own currency (`£2,950 per month` → × 12; GBP or EUR); hourly rates, fees, values in GBP or EUR as written
// (questions scope by currency); lesson length in MINUTES; weekly course hours in HOURS (`90 minutes` → 1.5, `2 h 30`
// → 2.5); teaching hours per month in hours; dates ISO; marks out of 150; grades 1–8; French words in English
// (`violoncelle` = Cello, `bon état` = Good, `intermédiaire` = Intermediate, `mention Très bien` = distinction, `Oui`
// = true).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlDlPage, htmlInfoboxPage, htmlTablePage, joinAnd, mdYamlTableNote, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('musicschool-v1');
const SQFT = 0.09290304;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const r2 = (x) => Math.round(x * 100) / 100;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];
const gbp = (v) => `£${group(v, 2)}`;
const gbp0 = (v) => `£${group(v)}`;
const dec = (v) => v.toFixed(2).replace('.', ',');
/** French number: 1 850,00 */
const frNum = (v, d = 2) => {
  const [i, f] = Number(v).toFixed(d).split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return f ? `${g},${f}` : g;
};
const eur = (v) => `${frNum(v)} €`;
const FR_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const frDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d === 1 ? '1er' : d} ${FR_MONTHS[m - 1]} ${y}`;
};
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const NUM_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const FR_WORDS = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze'];

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the wide teaching-hours tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ centres
const CENTRES = [
  { name: 'Calton Centre', short: 'Calton', city: 'Edinburgh', rooms: 18, m2: 640, hours: 62, head: 'Morag Henderson', rent: 84000, cur: 'GBP' },
  { name: 'Leith Studios', short: 'Leith', city: 'Edinburgh', rooms: 7, sqft: 3200, hours: 38, head: 'Callum Baird', monthly: 2950, cur: 'GBP' },
  { name: 'Merchant City Centre', short: 'Merchant City', city: 'Glasgow', rooms: 12, sqft: 5400, hours: 54, head: 'Ailsa Kerr', rent: 61500, cur: 'GBP' },
  { name: 'Partick Hub', short: 'Partick', city: 'Glasgow', rooms: 4, sqft: 1150, hours: 24, head: 'Jamie Docherty', monthly: 1200, cur: 'GBP' },
  { name: 'Conservatoire de la Croix-Rousse', short: 'Croix-Rousse', city: 'Lyon', rooms: 14, m2: 980, hours: 56, head: 'Hélène Marchand', rent: 96000, cur: 'EUR' },
];
for (const c of CENTRES) {
  c.area = c.sqft != null ? r4(c.sqft * SQFT) : c.m2;
  if (c.monthly != null) c.rent = c.monthly * 12;
}
const CN = Object.fromEntries(CENTRES.map((c) => [c.short, c]));

// ------------------------------------------------------------------ teachers
// [name, centre short, instrument, max grade, rate, start, layout]
const TEACHER_DEF = [
  ['Morag Henderson', 'Calton', 'Piano', 8, 42.5, '2009-08-17', 'profile'],
  ['Euan Fraser', 'Calton', 'Violin', 8, 39, '2012-01-09', 'profile'],
  ['Fiona MacLeod', 'Calton', 'Cello', 8, 40.5, '2014-09-01', 'profile'],
  ['Graham Stewart', 'Calton', 'Trumpet', 6, 36, '2018-04-16', 'profile'],
  ['Kirsty Munro', 'Calton', 'Flute', 8, 38.5, '2016-11-07', 'profile'],
  ['Duncan Reid', 'Calton', 'Guitar', 7, 35, '2020-02-24', 'profile'],
  ['Shona Campbell', 'Calton', 'Singing', 8, 41, '2011-05-03', 'html'],
  ['Iain Murray', 'Calton', 'Clarinet', 7, 37.5, '2015-08-24', 'html'],
  ['Callum Baird', 'Leith', 'Guitar', 8, 39.5, '2013-03-11', 'html'],
  ['Eilidh Ross', 'Leith', 'Drums', 6, 34, '2021-09-06', 'html'],
  ['Neil Paterson', 'Leith', 'Saxophone', 7, 37, '2017-01-16', 'html'],
  ['Catriona Wallace', 'Leith', 'Piano', 6, 35.5, '2022-08-22', 'html'],
  ['Ailsa Kerr', 'Merchant City', 'Violin', 8, 41.5, '2010-10-04', 'csv'],
  ['Jamie Docherty', 'Merchant City', 'Piano', 8, 40, '2012-08-20', 'csv'],
  ['Lorna McGregor', 'Merchant City', 'Singing', 7, 36.5, '2019-01-07', 'csv'],
  ['Stuart Boyle', 'Merchant City', 'Drums', 5, 33, '2023-02-13', 'csv'],
  ['Mhairi Quinn', 'Merchant City', 'Flute', 7, 37, '2016-05-23', 'csv'],
  ['Craig Donnelly', 'Merchant City', 'Trumpet', 8, 38, '2014-01-13', 'csv'],
  ['Heather Sinclair', 'Calton', 'Piano', 5, 33.5, '2025-09-01', 'mail'],
  ['Ross McAllister', 'Partick', 'Guitar', 5, 34, '2025-08-25', 'mail'],
  ['Niamh Brennan', 'Partick', 'Keyboard', 4, 31, '2025-09-08', 'mail'],
  ['Hélène Marchand', 'Croix-Rousse', 'Piano', 8, 38, '2008-09-01', 'fr'],
  ['Camille Rousseau', 'Croix-Rousse', 'Cello', 8, 34.5, '2015-03-16', 'fr'],
  ['Julien Moreau', 'Croix-Rousse', 'Violin', 7, 33, '2017-09-04', 'fr'],
  ['Sophie Lambert', 'Croix-Rousse', 'Flute', 6, 31.5, '2020-01-13', 'fr'],
  ['Antoine Faure', 'Croix-Rousse', 'Guitar', 6, 30, '2022-09-05', 'fr'],
];
const teachers = TEACHER_DEF.map(([name, centre, instrument, maxGrade, rate, start, layout], k) => {
  const c = CN[centre];
  const prefix = c.city === 'Edinburgh' ? 'ED-T' : c.city === 'Glasgow' ? 'GL-T' : 'LY-E';
  const num = c.city === 'Lyon' ? pad(k - 20, 2) : String(101 + k * 3 + (c.city === 'Glasgow' ? 100 : 0));
  return { name, centre: c.name, cshort: centre, city: c.city, instrument, maxGrade, rate, cur: c.city === 'Lyon' ? 'EUR' : 'GBP', start, layout, staffNo: `${prefix}${num}` };
});
const TC = Object.fromEntries(teachers.map((t) => [t.name, t]));

// ------------------------------------------------------------------ courses and ensembles
// [name, code, centre short, level, weekly hours, capacity, term fee, leader, layout]
const COURSE_DEF = [
  ['Junior Strings', 'CAL-JS', 'Calton', 'Beginner', 1.5, 24, 95, 'Euan Fraser', 'yaml'],
  ['Senior Orchestra', 'CAL-SO', 'Calton', 'Advanced', 2.5, 60, 140, 'Fiona MacLeod', 'yaml'],
  ['Calton Wind Band', 'CAL-WB', 'Calton', 'Intermediate', 2, 40, 110, 'Iain Murray', 'yaml'],
  ['Leith Rock School', 'LEI-RS', 'Leith', 'Intermediate', 1.5, 16, 120, 'Callum Baird', 'yaml'],
  ['Leith Jazz Collective', 'LEI-JC', 'Leith', 'Advanced', 2, 14, 125, 'Neil Paterson', 'yaml'],
  ['Merchant City Strings', 'GLA-MS', 'Merchant City', 'Intermediate', 2, 30, 105, 'Ailsa Kerr', 'html'],
  ['Glasgow Youth Choir', 'GLA-YC', 'Merchant City', 'Beginner', 1.5, 45, 80, 'Lorna McGregor', 'html'],
  ['Brass and Percussion Ensemble', 'GLA-BP', 'Merchant City', 'Intermediate', 2, 24, 100, 'Craig Donnelly', 'html'],
  ['Theory Grade 5 Class', 'GLA-TH', 'Merchant City', 'Intermediate', 1, 18, 75, 'Jamie Docherty', 'html'],
  ['Musicianship for Beginners', 'CAL-MB', 'Calton', 'Beginner', 0.75, 12, 60, 'Heather Sinclair', 'minutes'],
  ['Partick Guitar Club', 'PAR-GC', 'Partick', 'Beginner', 1, 10, 55, 'Ross McAllister', 'minutes'],
  ['Orchestre des jeunes', 'LY-OJ', 'Croix-Rousse', 'Intermediate', 2.5, 40, 120, 'Julien Moreau', 'fr'],
  ['Atelier jazz', 'LY-AJ', 'Croix-Rousse', 'Advanced', 2, 12, 135, 'Antoine Faure', 'fr'],
  ['Formation musicale', 'LY-FM', 'Croix-Rousse', 'Beginner', 1.5, 20, 90, 'Sophie Lambert', 'fr'],
];
const courses = COURSE_DEF.map(([name, code, centre, level, hours, cap, fee, leader, layout]) => ({ name, code, centre: CN[centre].name, cshort: centre, level, hours, cap, fee, cur: CN[centre].city === 'Lyon' ? 'EUR' : 'GBP', leader, layout }));
const CO = Object.fromEntries(courses.map((c) => [c.code, c]));
// which ensembles suit which instruments (the rest: no ensemble)
const ENSEMBLE_FOR = {
  Calton: { Violin: ['CAL-JS', 'CAL-SO'], Cello: ['CAL-JS', 'CAL-SO'], Trumpet: ['CAL-WB'], Flute: ['CAL-WB', 'CAL-SO'], Clarinet: ['CAL-WB'], Piano: ['CAL-MB'], Singing: ['CAL-MB'], Guitar: [] },
  Leith: { Guitar: ['LEI-RS'], Drums: ['LEI-RS', 'LEI-JC'], Saxophone: ['LEI-JC'], Piano: ['LEI-JC'] },
  'Merchant City': { Violin: ['GLA-MS'], Piano: ['GLA-TH'], Singing: ['GLA-YC'], Drums: ['GLA-BP'], Flute: ['GLA-TH'], Trumpet: ['GLA-BP'] },
  Partick: { Guitar: ['PAR-GC'], Keyboard: [] },
  'Croix-Rousse': { Piano: ['LY-FM'], Cello: ['LY-OJ'], Violin: ['LY-OJ'], Flute: ['LY-OJ', 'LY-FM'], Guitar: ['LY-AJ'] },
};

// ------------------------------------------------------------------ students
const STUDENT_DEF = {
  Calton: ['Isla Grant', 'Finlay Brown', 'Ava Mitchell', 'Cameron Scott', 'Rosie Watson', 'Harris Morrison', 'Freya Clark', 'Lachlan Young', 'Skye Robertson', 'Angus Thomson', 'Maisie Duncan',
    'Ruaridh Black', 'Eva Gillespie', 'Archie Lindsay', 'Orla Buchanan', 'Hamish Crawford', 'Lily Fergusson', 'Calum Walker', 'Ellie Drummond', 'Jack Souter', 'Amelia Cowan', 'Fraser Nicol'],
  Leith: ['Nina Kowalska', 'Oscar Petrie', 'Zoe Main', 'Kyle Anderson', 'Holly Baxter', 'Ben Lockhart', 'Aria Sharma', 'Sam Whyte'],
  'Merchant City': ['Ella McKenzie', 'Aidan Kelly', 'Chloe Gallacher', "Ryan O'Neill", 'Sophie Devlin', 'Conor Reilly', 'Emma Connolly', 'Adam Rafferty', 'Leah McCann', 'Mohammed Iqbal',
    'Grace Harkins', 'Euan Lafferty', 'Jessica Quigley', 'Nathan Coyle'],
  Partick: ['Abbie Dunn', 'Kai Morton', 'Lucy Bell', 'Aleksander Nowak', 'Mia Robb'],
  'Croix-Rousse': ['Léa Girard', 'Hugo Bernard', 'Chloé Lefèvre', 'Louis Martin', 'Manon Dubois', 'Théo Laurent', 'Inès Petit', 'Gabriel Roux', 'Jade Fontaine', 'Arthur Mercier', 'Lou Bonnet'],
};
const PRICE = { GBP: { 30: 19.5, 45: 28.5, 60: 37 }, EUR: { 30: 17, 45: 24, 60: 31 } };
const students = [];
let sno = 1040;
for (const [cshort, names] of Object.entries(STUDENT_DEF)) {
  const c = CN[cshort];
  // new teachers take only the Partick beginners and Heather Sinclair's two
  const pool = teachers.filter((t) => t.cshort === cshort && t.name !== 'Heather Sinclair');
  names.forEach((name, k) => {
    const t = cshort === 'Partick' ? pool[k % pool.length] : r.pick(pool);
    const beginner = cshort === 'Partick';
    const grade = beginner ? r.int(1, 2) : r.int(1, t.maxGrade);
    const lessons = c.city === 'Lyon' ? r.weighted([[10, 0.6], [12, 0.4]]) : r.weighted([[10, 0.5], [12, 0.3], [8, 0.2]]);
    const length = beginner ? 30 : grade >= 6 ? r.weighted([[45, 0.4], [60, 0.6]]) : grade >= 3 ? r.weighted([[30, 0.3], [45, 0.6], [60, 0.1]]) : r.weighted([[30, 0.8], [45, 0.2]]);
    const cur = c.city === 'Lyon' ? 'EUR' : 'GBP';
    const full = r2(lessons * PRICE[cur][length]);
    const paid = r.chance(0.25) ? r2(full / 2) : full;
    const fits = { Beginner: (g) => g <= 3, Intermediate: (g) => g >= 3 && g <= 6, Advanced: (g) => g >= 5 };
    const ens = (ENSEMBLE_FOR[cshort][t.instrument] ?? []).filter((code) => fits[CO[code].level](grade));
    const ensemble = ens.length && r.chance(0.6) ? CO[r.pick(ens)].name : null;
    const own = t.instrument === 'Piano' || t.instrument === 'Singing' || t.instrument === 'Keyboard' ? true : r.chance(0.6);
    const prefix = c.city === 'Edinburgh' ? 'ED-S' : c.city === 'Glasgow' ? 'GL-S' : 'CR-';
    students.push({ name, centre: c.name, cshort, city: c.city, teacher: t.name, instrument: t.instrument, grade, lessons, length, paid, cur, ensemble, own, sno: `${prefix}${sno += r.int(2, 9)}` });
  });
}
const SD = Object.fromEntries(students.map((s) => [s.name, s]));
// Heather Sinclair (from September) takes over two Calton piano beginners
for (const n of ['Amelia Cowan', 'Fraser Nicol']) Object.assign(SD[n], { teacher: 'Heather Sinclair', instrument: 'Piano', grade: 1, length: 30, own: true, ensemble: 'Musicianship for Beginners' });
for (const n of ['Amelia Cowan', 'Fraser Nicol']) SD[n].paid = r2(SD[n].lessons * PRICE.GBP[30]);

// ------------------------------------------------------------------ (a) centres
function centreFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'centre', attr, value, unit, stated, file);
  F('city', c.city, 'place', s.city);
  F('rooms', c.rooms, '', s.rooms);
  F('floor_area', c.area, 'm2', s.area);
  F('hours_open', c.hours, 'h', s.hours);
  F('head', c.head, 'person', s.head ?? c.head);
  F('rent', c.rent, c.cur, s.rent);
}
{
  const c = CN.Calton;
  const file = 'centres/calton-centre.html';
  const s = { city: 'Edinburgh', rooms: `${c.rooms}`, area: `${c.m2} m²`, hours: `${c.hours} hours a week`, rent: `${gbp0(c.rent)} a year` };
  centreFacts(c, file, s);
  corpus.write(file, htmlInfoboxPage({
    title: 'Calton Centre',
    sections: [
      { heading: 'Centre', rows: [['City', 'Edinburgh'], ['Address', '21 Calton Road, Edinburgh EH8 8DL'], ['Head of centre', c.head], ['Opened', '1994']] },
      { heading: 'Building', rows: [['Teaching rooms', s.rooms], ['Floor area', s.area], ['Recital hall', '120 seats'], ['Open', s.hours]] },
      { heading: 'Lease', rows: [['Annual rent', s.rent], ['Landlord', 'City of Edinburgh Council'], ['Lease ends', '31 March 2031']] },
    ],
    lead: ['The Calton Centre is the school\'s main building: eighteen teaching rooms, the recital hall and the office.', `It is open ${c.hours} hours a week in term time, Monday to Saturday.`],
    footer: 'Facilities page, updated October 2025.',
  }));
}
{
  const c = CN.Leith;
  const file = 'centres/leith-studios.md';
  const s = { city: 'Location: Leith, Edinburgh', rooms: `Rooms: ${c.rooms}`, area: `Size: ${group(c.sqft)} sq ft`, hours: `Opening hours per week: ${c.hours}`, head: `Centre lead: ${c.head}`, rent: `Rent: ${gbp0(c.monthly)} per month` };
  centreFacts(c, file, s);
  corpus.write(file, ['# Leith Studios', '', 'Our annexe in a converted warehouse on the Shore, used mostly for guitar, drums, saxophone and band rehearsals.', '',
    '## Key facts', '', `- ${s.city}`, '- Address: Unit 4, 60 Commercial Street, Edinburgh EH6 6LX', `- ${s.rooms}`, `- ${s.area}`, `- ${s.hours}`, `- ${s.head}`, `- ${s.rent}`, '- Soundproofed band room: yes', '',
    'Parking: two bays behind the building; the 16 and 22 buses stop outside.', ''].join('\n'));
}
{
  const c = CN['Merchant City'];
  const file = 'centres/glasgow-merchant-city.md';
  const s = { city: 'Glasgow', rooms: `| Teaching rooms | ${c.rooms} |`, area: `${group(c.sqft)} sq ft`, hours: `| Hours open per week | ${c.hours} |`, rent: `${gbp0(c.rent)}` };
  centreFacts(c, file, s);
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['title', 'Merchant City Centre'], ['city', 'Glasgow'], ['type', 'teaching centre'], ['updated', '2025-10-14']],
    title: 'Merchant City Centre, Glasgow',
    lead: ['Our Glasgow centre opened in 2010 in a former textile warehouse on Ingram Street.'],
    sections: [{ heading: 'Building and lease', rows: [['Teaching rooms', c.rooms], ['Floor area', s.area], ['Hours open per week', c.hours], ['Head of centre', c.head], ['Annual rent', s.rent], ['Lift access', 'yes']] }],
    footer: 'Rent reviewed every five years; next review 2027.',
  }));
}
{
  const c = CN['Croix-Rousse'];
  const file = 'lyon/conservatoire-croix-rousse.html';
  const s = { city: 'Lyon', rooms: `${c.rooms}`, area: `${c.m2} m²`, hours: `${c.hours} heures par semaine`, head: c.head, rent: `${frNum(c.rent, 0)} €` };
  centreFacts(c, file, s);
  corpus.write(file, htmlDlPage({
    site: 'Conservatoire de la Croix-Rousse — partenaire d\'échange',
    title: 'Conservatoire de la Croix-Rousse',
    lead: ['Établissement partenaire de l\'école de musique de Calton depuis 2019 (programme d\'échange).'],
    sections: [
      { heading: 'Établissement', rows: [['Nom', 'Conservatoire de la Croix-Rousse'], ['Ville', 'Lyon'], ['Adresse', '12 rue d\'Austerlitz, 69004 Lyon'], ['Directrice', c.head]] },
      { heading: 'Locaux', rows: [['Salles de cours', s.rooms], ['Surface', s.area], ['Auditorium', '90 places'], ['Ouverture', s.hours]] },
      { heading: 'Bail', rows: [['Loyer annuel', s.rent], ['Propriétaire', 'Ville de Lyon']] },
    ],
    footer: 'Mis à jour le 2 octobre 2025.',
  }));
}
// the Partick hub only in the board report (written below with the report)

// ------------------------------------------------------------------ (b) teachers
function teacherFacts(t, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(t.name, 'teacher', attr, value, unit, stated, file);
  F('staff_no', t.staffNo, 'text', t.staffNo);
  F('centre', t.centre, 'text', s.centre);
  F('instrument', t.instrument, 'text', s.instrument);
  F('max_grade', t.maxGrade, '', s.maxGrade);
  F('hourly_rate', t.rate, t.cur, s.rate);
  F('started', t.start, 'date', s.start);
}
teachers.filter((t) => t.layout === 'profile').forEach((t, k) => {
  const file = `staff/profiles/${slug(t.name)}.txt`;
  const start = fmtDate(t.start, k % 2 ? 'long' : 'us');
  const s = { centre: `Centre: ${t.cshort}`, instrument: `Instrument: ${t.instrument}`, maxGrade: `Teaches up to: Grade ${t.maxGrade}`, rate: `Hourly rate: ${gbp(t.rate)}`, start: `Start date: ${start}` };
  teacherFacts(t, file, s);
  const bio = L(k, [
    'Studied at the Royal Conservatoire of Scotland and still plays with a chamber group in the city.',
    'Examiner training completed in 2019; runs the Saturday morning theory drop-in.',
    'Prepares most of our diploma candidates and accompanies the exam days.',
    'Also arranges for the wind band; brings a portable PA to every concert.',
    'Former member of a touring orchestra; teaches adults on Tuesday evenings.',
    'Plays in a ceilidh band at weekends and teaches fingerstyle and classical guitar.',
  ]);
  corpus.write(file, [`PROFILE — ${t.name.toUpperCase()}`, '', `Name: ${t.name}`, `Staff no.: ${t.staffNo}`, s.centre, s.instrument, s.maxGrade, s.rate, s.start, '', bio, ''].join('\n'));
});
{
  const file = 'staff/edinburgh-teaching-staff.html';
  const list = teachers.filter((t) => t.layout === 'html');
  const sections = list.map((t, k) => {
    const rate = k % 2 ? `${gbp(t.rate)} per hour` : `£${t.rate.toFixed(2)}/h`;
    const joined = fmtDate(t.start, k % 2 ? 'short' : 'long');
    teacherFacts(t, file, { centre: t.cshort, instrument: t.instrument, maxGrade: `Grade ${t.maxGrade}`, rate, start: joined });
    return { heading: t.name, rows: [['Staff number', t.staffNo], ['Base', t.cshort], ['Instrument', t.instrument], ['Max grade', `Grade ${t.maxGrade}`], ['Rate', rate], ['Joined', joined]] };
  });
  corpus.write(file, htmlTablePage({
    title: 'Edinburgh teaching staff (Calton and Leith)', crumbs: ['Staff area', 'Teaching staff'], colA: 'Detail', colB: 'Value',
    lead: ['Peripatetic and centre-based tutors on the Edinburgh payroll; Calton profiles are in staff/profiles.'], sections, footer: 'HR, October 2025.',
  }));
}
{
  const file = 'staff/glasgow-tutors.csv';
  const rows = teachers.filter((t) => t.layout === 'csv').map((t) => {
    teacherFacts(t, file, { centre: t.cshort, instrument: t.instrument, maxGrade: '', rate: t.rate.toFixed(2), start: ukDate(t.start) });
    return [t.staffNo, t.name, t.cshort, t.instrument, t.maxGrade, t.rate.toFixed(2), ukDate(t.start), t.name === CN['Merchant City'].head ? 'Head of centre' : t.name === 'Jamie Docherty' ? 'Partick hub lead' : ''];
  });
  corpus.write(file, delimited(['Staff no', 'Tutor', 'Centre', 'Instrument', 'Highest grade taught', 'Hourly rate (GBP)', 'Start date (dd/mm/yyyy)', 'Notes'], rows));
}
{
  const file = 'lyon/equipe-pedagogique.md';
  const FR_INST = { Piano: 'piano', Cello: 'violoncelle', Violin: 'violon', Flute: 'flûte traversière', Guitar: 'guitare' };
  const out = ['# Équipe pédagogique — Conservatoire de la Croix-Rousse', '', 'Professeurs participant au programme d\'échange avec Calton (année 2025-2026).', ''];
  teachers.filter((t) => t.layout === 'fr').forEach((t, k) => {
    const start = k % 2 ? frDate(t.start) : ukDate(t.start);
    const s = { centre: 'Site : Croix-Rousse', instrument: `Instrument : ${FR_INST[t.instrument]}`, maxGrade: `Niveau maximum enseigné : ${t.maxGrade}`, rate: `Tarif horaire : ${eur(t.rate)}`, start: `Date d'entrée : ${start}` };
    teacherFacts(t, file, s);
    out.push(`## ${t.name}`, '', `- Nom : ${t.name}`, `- Matricule : ${t.staffNo}`, `- ${s.centre}`, `- ${s.instrument}`, `- ${s.maxGrade}`, `- ${s.rate}`, `- ${s.start}`, '');
  });
  out.push('Les niveaux suivent l\'échelle ABRSM (1 à 8) pour faciliter les échanges avec l\'Écosse.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'email/2025-08-12-new-teaching-staff.eml';
  const [h, ro, ni] = ['Heather Sinclair', 'Ross McAllister', 'Niamh Brennan'].map((n) => TC[n]);
  teacherFacts(h, file, { centre: 'Calton Centre', instrument: 'piano teacher', maxGrade: 'up to Grade 5', rate: `${gbp(h.rate)} an hour`, start: fmtDate(h.start, 'long') });
  teacherFacts(ro, file, { centre: 'Partick Hub', instrument: 'guitar', maxGrade: 'Grade five', rate: `${gbp0(ro.rate)} per hour`, start: fmtDate(ro.start, 'long') });
  teacherFacts(ni, file, { centre: 'Partick', instrument: 'keyboard', maxGrade: 'Grade 4', rate: `${gbp(ni.rate)} an hour`, start: fmtDate(ni.start, 'short') });
  corpus.write(file, `From: HR <hr@caltonmusic.org.uk>
To: Morag Henderson <morag.henderson@caltonmusic.org.uk>, Ailsa Kerr <ailsa.kerr@caltonmusic.org.uk>
Date: Tue, 12 Aug 2025 14:03:51 +0100
Subject: New teaching staff for the autumn term

Hi Morag, hi Ailsa,

All three new tutors have signed their contracts and their PVG checks are through.

Heather Sinclair joins the Calton Centre on ${fmtDate(h.start, 'long')} as a piano teacher (staff number ${h.staffNo}). She will
teach up to Grade 5 and is on ${gbp(h.rate)} an hour. She will also take the Saturday musicianship group.

Ross McAllister (${ro.staffNo}) starts at the Partick Hub on ${fmtDate(ro.start, 'long')}, teaching guitar up to Grade five at
${gbp0(ro.rate)} per hour. He will run the new guitar club on Wednesday evenings.

Niamh Brennan (${ni.staffNo}) will teach keyboard at Partick from ${fmtDate(ni.start, 'short')}, beginners up to Grade 4, at
${gbp(ni.rate)} an hour.

Payroll forms are attached.

Best,
Gillian (HR)
`);
}
// WIDE teaching-hours tables, January–June 2025 (teachers in post before 2025)
const MKEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'];
for (const t of teachers) {
  if (t.start >= '2025-01-01') continue;
  t.hrs = {};
  const base = r.int(28, 60);
  MKEYS.forEach((m, i) => {
    const h = Math.max(8, base + r.int(-8, 8) - (i === 3 ? 10 : 0)) + (r.chance(0.3) ? 0.5 : 0);
    t.hrs[m] = h;
  });
}
{
  const file = 'timesheets/teaching-hours-jan-jun-2025.csv';
  const rows = teachers.filter((t) => t.hrs && t.city !== 'Lyon').map((t) => {
    MKEYS.forEach((m) => corpus.also(t.name, 'teacher', `hours_2025_${m}`, t.hrs[m], 'h', String(t.hrs[m]), file));
    return [t.staffNo, t.name, t.cshort, ...MKEYS.map((m) => t.hrs[m])];
  });
  corpus.write(file, delimited(['Staff no', 'Teacher', 'Centre', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'], rows));
}
{
  const file = 'lyon/heures-enseignement-2025.md';
  const out = ['# Heures d\'enseignement — janvier à juin 2025', '', 'Heures de cours effectuées par mois (cours individuels et collectifs). Vacances de printemps en avril.', '',
    '| Professeur | janv. | févr. | mars | avr. | mai | juin |', '|---|---|---|---|---|---|---|'];
  teachers.filter((t) => t.hrs && t.city === 'Lyon').forEach((t) => {
    MKEYS.forEach((m) => corpus.also(t.name, 'teacher', `hours_2025_${m}`, t.hrs[m], 'h', frNum(t.hrs[m], t.hrs[m] % 1 ? 1 : 0), file));
    out.push(`| ${t.name} | ${MKEYS.map((m) => frNum(t.hrs[m], t.hrs[m] % 1 ? 1 : 0)).join(' | ')} |`);
  });
  out.push('', 'Source : logiciel de planning, export du 3 juillet 2025.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (c) students
function studentFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'student', attr, value, unit, stated, file);
  F('student_no', p.sno, 'text', p.sno);
  F('centre', p.centre, 'text', s.centre ?? '');
  F('instrument', p.instrument, 'text', s.instrument);
  F('grade', p.grade, '', s.grade);
  F('teacher', p.teacher, 'person', s.teacher ?? p.teacher);
  F('lessons_per_term', p.lessons, '', s.lessons);
  F('lesson_length', p.length, 'min', s.length);
  F('fees_paid', p.paid, p.cur, s.paid);
  F('own_instrument', p.own, 'bool', s.own);
  F('ensemble', p.ensemble, 'text', s.ensemble ?? (p.ensemble ?? ''));
}
const byCentre = (c) => students.filter((s) => s.cshort === c);
const calton = byCentre('Calton');
const caltonSheets = calton.slice(0, 10);
const caltonJson = calton.slice(10);
caltonSheets.forEach((p, k) => {
  const file = `students/calton/${slug(p.name)}.md`;
  const ens = p.ensemble ? `${p.ensemble} (${courses.find((c) => c.name === p.ensemble).code})` : 'none';
  const length = k % 3 === 2 && p.length === 60 ? '1 hour' : `${p.length} minutes`;
  const s = { centre: '', instrument: `| Instrument | ${p.instrument} |`, grade: `| Grade | ${p.grade} |`, teacher: `| Teacher | ${p.teacher} |`, lessons: `| Lessons per term | ${p.lessons} |`, length, paid: gbp(p.paid), own: `| Own instrument | ${p.own ? 'Yes' : 'No'} |`, ensemble: p.ensemble ? ens : '| Ensemble | none |' };
  studentFacts(p, file, { ...s, centre: 'centre: Calton' });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['name', p.name], ['student_no', p.sno], ['centre', 'Calton'], ['term', 'Autumn 2025']],
    title: p.name,
    lead: [`${p.name.split(' ')[0]} has ${p.lessons} lessons this term.`],
    sections: [{ heading: 'Enrolment', rows: [['Instrument', p.instrument], ['Grade', p.grade], ['Teacher', p.teacher], ['Lessons per term', p.lessons], ['Lesson length', length], ['Fees paid', gbp(p.paid)], ['Own instrument', p.own ? 'Yes' : 'No'], ['Ensemble', ens]] }],
    footer: L(k, ['Practice diary checked weekly.', 'Sibling also on the waiting list.', 'Prefers a late-afternoon slot.', 'Photo consent: yes.']),
  }));
});
{
  const file = 'students/calton-enrolments-export.json';
  const DEPT = { Violin: 'Strings', Cello: 'Strings', Trumpet: 'Wind and brass', Flute: 'Wind and brass', Clarinet: 'Wind and brass', Piano: 'Keyboard and voice', Singing: 'Keyboard and voice', Guitar: 'Guitar' };
  const depts = {};
  caltonJson.forEach((p) => {
    const code = p.ensemble ? courses.find((c) => c.name === p.ensemble).code : null;
    studentFacts(p, file, { centre: '"name": "Calton Centre"', instrument: `"instrument": "${p.instrument.toLowerCase()}"`, grade: `"grade": ${p.grade}`, lessons: `"lessonsPerTerm": ${p.lessons}`, length: `"lessonMinutes": ${p.length}`, paid: `"amount": ${p.paid}`, own: `"ownInstrument": ${p.own}`, ensemble: code ? `"${code}"` : '"ensembles": []' });
    (depts[DEPT[p.instrument]] ??= []).push({
      pupil: { full_name: p.name, id: p.sno },
      study: { instrument: p.instrument.toLowerCase(), grade: p.grade, teacher: { name: p.teacher } },
      timetable: { lessonsPerTerm: p.lessons, lessonMinutes: p.length },
      account: { paid: { amount: p.paid, currency: 'GBP' } },
      ownInstrument: p.own,
      ensembles: code ? [code] : [],
    });
  });
  const data = { export: { system: 'Calton MIS', generated: '2025-10-31T17:40:02Z', term: 'Autumn 2025' }, centre: { name: 'Calton Centre', departments: Object.entries(depts).map(([department, pupils]) => ({ department, pupils })) } };
  corpus.write(file, JSON.stringify(data, null, 2) + '\n');
}
{
  const file = 'students/leith-students.html';
  const sections = byCentre('Leith').map((p) => {
    const paid = gbp(p.paid);
    const ens = p.ensemble ?? '—';
    studentFacts(p, file, { centre: 'Leith Studios', instrument: p.instrument, grade: `Grade ${p.grade}`, lessons: `${p.lessons}`, length: `${p.length} min`, paid, own: p.own ? 'Yes' : 'No', ensemble: p.ensemble ?? '' });
    return { heading: p.name, rows: [['Pupil number', p.sno], ['Instrument', p.instrument], ['Current grade', `Grade ${p.grade}`], ['Tutor', p.teacher], ['Lessons this term', String(p.lessons)], ['Duration', `${p.length} min`], ['Paid to date', paid], ['Own instrument', p.own ? 'Yes' : 'No'], ['Ensemble', ens]] };
  });
  corpus.write(file, htmlDlPage({ site: 'Leith Studios — pupil list', title: 'Leith Studios pupils, autumn term 2025', lead: ['All pupils registered at Leith Studios this term, with their tutor and lesson pattern.'], sections, footer: 'Exported from the Leith booking sheet, 30 October 2025.' }));
}
{
  const file = 'students/glasgow-register-autumn-2025.tsv';
  const rows = byCentre('Merchant City').map((p) => {
    const code = p.ensemble ? courses.find((c) => c.name === p.ensemble).code : '';
    studentFacts(p, file, { centre: 'Merchant City', instrument: p.instrument, grade: `Grade ${p.grade}`, lessons: `${p.lessons} lessons`, length: `${p.length} mins`, paid: gbp(p.paid), own: p.own ? 'Y' : 'N', ensemble: code });
    return [p.sno, p.name, 'Merchant City', p.instrument, `Grade ${p.grade}`, p.teacher, `${p.lessons} lessons`, `${p.length} mins`, gbp(p.paid), p.own ? 'Y' : 'N', code];
  });
  corpus.write(file, delimited(['Student no', 'Name', 'Centre', 'Instrument', 'Grade', 'Teacher', 'Lessons/term', 'Lesson length', 'Fees paid', 'Own instrument', 'Ensemble'], rows, '\t'));
}
{
  const file = 'email/2025-09-03-partick-beginners.eml';
  const out = ['From: Ross McAllister <ross.mcallister@caltonmusic.org.uk>', 'To: Jamie Docherty <jamie.docherty@caltonmusic.org.uk>', 'Cc: Niamh Brennan <niamh.brennan@caltonmusic.org.uk>', 'Date: Wed, 3 Sep 2025 21:14:09 +0100', 'Subject: Partick - first intake', '', 'Hi Jamie,', '', 'Here is where we are with the first Partick intake after the open evening.', ''];
  byCentre('Partick').forEach((p, k) => {
    const first = p.name.split(' ')[0];
    const he = ['Kai', 'Aleksander'].includes(first) ? ['He', 'his', 'him'] : ['She', 'her', 'her'];
    const len = 'thirty-minute';
    const lessons = `${NUM_WORDS[p.lessons]} lessons`;
    const grade = `Grade ${p.grade}`;
    const paid = gbp(p.paid);
    const own = p.own ? `has ${he[1]} own ${p.instrument.toLowerCase()}` : `needs to hire a ${p.instrument.toLowerCase()}`;
    const ens = p.ensemble ? 'and has signed up for the guitar club' : 'and is not in the club';
    studentFacts(p, file, { centre: 'Partick', instrument: p.instrument.toLowerCase(), grade, lessons, length: len, paid, own: p.own ? 'own' : 'needs to hire', ensemble: p.ensemble ? 'guitar club' : '' });
    out.push(k % 2 === 0
      ? `${p.name} (${p.sno}) is learning ${p.instrument.toLowerCase()} with ${p.teacher}: ${lessons} this term, ${len} slots, currently at ${grade}. ${he[0]} ${own} ${ens}; ${paid} paid so far.`
      : `${p.name}, student no. ${p.sno}, ${p.instrument.toLowerCase()} with ${p.teacher}, ${grade} — ${lessons} of the thirty-minute kind; ${paid} received. ${he[0]} ${own} ${ens}.`, '');
  });
  out.push('Niamh has room for two more keyboard beginners on Thursdays if the waiting list turns anyone up.', '', 'Cheers,', 'Ross', '');
  corpus.write(file, out.join('\n'));
}
const FR_INST = { Piano: 'piano', Cello: 'violoncelle', Violin: 'violon', Flute: 'flûte traversière', Guitar: 'guitare' };
const FR_ART = { Piano: 'le ', Cello: 'le ', Violin: 'le ', Flute: 'la ', Guitar: 'la ' };
const lyonStudents = byCentre('Croix-Rousse');
lyonStudents.slice(0, 8).forEach((p, k) => {
  const file = `lyon/eleves/${slug(p.name)}.txt`;
  const ens = p.ensemble ? `${p.ensemble} (${courses.find((c) => c.name === p.ensemble).code})` : 'aucun';
  const s = { centre: 'Site : Croix-Rousse', instrument: `Instrument : ${FR_INST[p.instrument]}`, grade: `Niveau : ${p.grade}`, teacher: `Professeur : ${p.teacher}`, lessons: `Cours par trimestre : ${p.lessons}`, length: `Durée : ${p.length} min`, paid: `Frais réglés : ${eur(p.paid)}`, own: `Instrument personnel : ${p.own ? 'Oui' : 'Non'}`, ensemble: p.ensemble ? `Ensemble : ${ens}` : 'Ensemble : aucun' };
  studentFacts(p, file, s);
  corpus.write(file, [`FICHE ÉLÈVE — ${p.name.toUpperCase()}`, '', `Nom : ${p.name}`, `N° élève : ${p.sno}`, s.centre, s.instrument, s.grade, s.teacher, s.lessons, s.length, s.paid, s.own, s.ensemble, '',
    L(k, ['Participe à l\'échange avec Édimbourg en mars.', 'Cours le mercredi après-midi.', 'Inscription renouvelée en septembre 2025.']), ''].join('\n'));
});
{
  const file = 'lyon/courriel-nouveaux-eleves-2025-09.eml';
  const out = ['From: Hélène Marchand <h.marchand@conservatoire-croixrousse.fr>', 'To: Morag Henderson <morag.henderson@caltonmusic.org.uk>', 'Date: Mon, 15 Sep 2025 10:22:31 +0200', 'Subject: Nouveaux élèves - rentrée 2025', '', 'Chère Morag,', '', 'Voici les trois élèves arrivés à la rentrée, pour vos listes d\'échange :', ''];
  lyonStudents.slice(8).forEach((p) => {
    const fem = ['Jade', 'Lou', 'Inès', 'Manon', 'Léa', 'Chloé'].includes(p.name.split(' ')[0]);
    const lessons = `${FR_WORDS[p.lessons]} cours`;
    const len = p.length === 60 ? 'd\'une heure' : `de ${p.length} minutes`;
    const own = p.own ? `${fem ? 'elle' : 'il'} a son propre instrument` : `${fem ? 'elle' : 'il'} loue un instrument chez nous`;
    const ens = p.ensemble ? ` ; ${fem ? 'elle' : 'il'} joue aussi dans l'ensemble ${p.ensemble}` : '';
    studentFacts(p, file, { centre: 'Croix-Rousse', instrument: FR_INST[p.instrument], grade: `niveau ${p.grade}`, lessons, length: len, paid: eur(p.paid), own: p.own ? 'son propre instrument' : 'loue un instrument', ensemble: p.ensemble ?? '' });
    out.push(`${p.name} (n° ${p.sno}) étudie ${FR_ART[p.instrument]}${FR_INST[p.instrument]} avec ${p.teacher}, niveau ${p.grade} : ${lessons} ${len} ce trimestre ; ${fem ? 'elle' : 'il'} a réglé ${eur(p.paid)} ; ${own}${ens}.`, '');
  });
  out.push('Bien cordialement,', 'Hélène', '', 'Hélène Marchand — directrice, Conservatoire de la Croix-Rousse', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (d) instruments for hire
// kinds by student instrument
const KIND = { Violin: ['Violin 1/2', 'Violin 3/4', 'Violin 4/4'], Cello: ['Cello 1/2', 'Cello 3/4', 'Cello 4/4'], Flute: ['Flute'], Clarinet: ['Clarinet'], Trumpet: ['Trumpet'], Saxophone: ['Alto saxophone'], Guitar: ['Classical guitar 3/4', 'Acoustic guitar'], Drums: ['Practice drum kit'], Keyboard: ['Keyboard'] };
const MAKER = { Violin: ['Stentor', 'Primavera', 'Eastman'], Cello: ['Stentor', 'Primavera'], Flute: ['Yamaha', 'Trevor James'], Clarinet: ['Buffet Crampon', 'Yamaha'], Trumpet: ['Jupiter', 'Yamaha'], Saxophone: ['Yamaha', 'Trevor James'], Guitar: ['Yamaha', 'Admira'], Drums: ['Roland'], Keyboard: ['Casio'] };
const VALUE = { Violin: [240, 900], Cello: [600, 1600], Flute: [380, 720], Clarinet: [420, 980], Trumpet: [350, 780], Saxophone: [700, 1400], Guitar: [140, 420], Drums: [450, 900], Keyboard: [180, 320] };
const CONDITIONS = [['Excellent', 0.2], ['Good', 0.45], ['Fair', 0.25], ['Needs repair', 0.1]];
const instruments = [];
/** Sizes follow the player: fractional strings and 3/4 guitars for the early grades. */
function kindFor(inst, grade) {
  if (inst === 'Violin') return grade == null ? r.pick(KIND.Violin) : grade <= 2 ? 'Violin 1/2' : grade <= 4 ? 'Violin 3/4' : 'Violin 4/4';
  if (inst === 'Cello') return grade == null ? r.pick(KIND.Cello) : grade <= 3 ? 'Cello 1/2' : grade <= 5 ? 'Cello 3/4' : 'Cello 4/4';
  if (inst === 'Guitar') return grade == null ? r.pick(KIND.Guitar) : grade <= 3 ? 'Classical guitar 3/4' : 'Acoustic guitar';
  return r.pick(KIND[inst]);
}
function makeInstrument(code, centre, inst, hiredTo, cur) {
  const [lo, hi] = VALUE[inst];
  const value = Math.round(r.int(lo, hi) / 5) * 5;
  const fee = Math.round(value * 0.06 + r.int(0, 6));
  const y = r.int(2014, 2024);
  const purchased = `${y}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
  const cond = hiredTo ? r.weighted(CONDITIONS.slice(0, 3)) : r.weighted(CONDITIONS);
  return { code, centre, inst, kind: kindFor(inst, hiredTo ? SD[hiredTo].grade : null), maker: r.pick(MAKER[inst]), value, fee, purchased, cond, hiredTo, cur };
}
{
  // hired instruments: the students without their own instrument, per centre; plus some not on hire
  const plan = { Calton: 9, Leith: 6, 'Merchant City': 8, Partick: 2, 'Croix-Rousse': 6 };
  const spare = { Calton: ['Violin', 'Flute', 'Cello', 'Trumpet'], Leith: ['Saxophone', 'Drums', 'Guitar'], 'Merchant City': ['Trumpet', 'Violin', 'Flute'], Partick: ['Guitar'], 'Croix-Rousse': ['Cello', 'Flute'] };
  const seqs = { Edinburgh: 0, Glasgow: 0, Lyon: 0 };
  for (const [cshort, n] of Object.entries(plan)) {
    const c = CN[cshort];
    const hirers = r.shuffle(byCentre(cshort).filter((p) => !p.own)).slice(0, n - spare[cshort].length);
    const items = [...hirers.map((p) => [p.instrument, p.name]), ...spare[cshort].map((i) => [i, null])];
    for (const [inst, who] of items) {
      const k = ++seqs[c.city];
      const code = c.city === 'Edinburgh' ? `ED-H${pad(k, 3)}` : c.city === 'Glasgow' ? `GL-H${pad(k, 2)}` : `LY-I${pad(k, 2)}`;
      instruments.push(makeInstrument(code, c.name, inst, who, c.city === 'Lyon' ? 'EUR' : 'GBP'));
    }
  }
}
const IN = Object.fromEntries(instruments.map((x) => [x.code, x]));
// three instruments not on hire wait for a repair (one per register)
for (const code of ['ED-H004', 'GL-H05', 'LY-I06']) IN[code].cond = 'Needs repair';
function instFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.code, 'instrument', attr, value, unit, stated, file);
  F('kind', x.kind, 'text', s.kind);
  F('maker', x.maker, 'text', s.maker ?? x.maker);
  F('centre', x.centre, 'text', s.centre);
  F('value', x.value, x.cur, s.value);
  F('hire_fee', x.fee, x.cur, s.fee);
  F('purchased', x.purchased, 'date', s.purchased);
  F('condition', x.cond, 'text', s.cond);
  F('hired_to', x.hiredTo, 'person', s.hiredTo ?? (x.hiredTo ?? ''));
}
const atCentre = (c) => instruments.filter((x) => x.centre === CN[c].name);
const repairMail = [atCentre('Calton')[2].code, atCentre('Leith')[0].code, atCentre('Merchant City').at(-1).code];
{
  const file = 'instruments/hire-register-export-edinburgh.csv';
  const rows = instruments.filter((x) => x.code.startsWith('ED-') && !repairMail.includes(x.code)).map((x) => {
    const cs = CENTRES.find((c) => c.name === x.centre).short;
    instFacts(x, file, { kind: x.kind, centre: cs, value: dec(x.value), fee: dec(x.fee), purchased: ukDate(x.purchased), cond: x.cond, hiredTo: x.hiredTo ?? 'n/a' });
    return [x.code, x.kind, x.maker, cs, dec(x.value), dec(x.fee), ukDate(x.purchased), x.cond, x.hiredTo ?? 'n/a', x.hiredTo ? 'Autumn 2025' : 'n/a'];
  });
  const head = 'Calton School of Music - Instrument hire register\nExported: 31/10/2025 16:02;User: mhenderson\nCentres: Calton, Leith;Currency: GBP\n\n';
  corpus.write(file, head + delimited(['Code', 'Instrument', 'Maker', 'Centre', 'Value (£)', 'Hire fee per term (£)', 'Purchased', 'Condition', 'Hired to', 'Hire period'], rows, ';'));
}
{
  const file = 'instruments/glasgow-instruments.json';
  const recs = instruments.filter((x) => x.code.startsWith('GL-') && !repairMail.includes(x.code)).map((x) => {
    const cs = CENTRES.find((c) => c.name === x.centre).short;
    instFacts(x, file, { kind: `"kind": "${x.kind}"`, centre: `"centre": "${cs}"`, value: `"value_gbp": ${x.value}`, fee: `"hire_fee_gbp_per_term": ${x.fee}`, purchased: `"purchased": "${x.purchased}"`, cond: `"condition": "${x.cond.toLowerCase()}"`, hiredTo: x.hiredTo ? `"hired_to": "${x.hiredTo}"` : '"hired_to": null' });
    return { code: x.code, kind: x.kind, maker: x.maker, centre: cs, value_gbp: x.value, hire_fee_gbp_per_term: x.fee, purchased: x.purchased, condition: x.cond.toLowerCase(), hired_to: x.hiredTo };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'lyon/parc-instrumental.html';
  const FR_KIND = { 'Cello 1/2': 'violoncelle 1/2', 'Cello 3/4': 'violoncelle 3/4', 'Cello 4/4': 'violoncelle 4/4', Flute: 'flûte traversière', 'Violin 1/2': 'violon 1/2', 'Violin 3/4': 'violon 3/4', 'Violin 4/4': 'violon 4/4', 'Classical guitar 3/4': 'guitare classique 3/4', 'Acoustic guitar': 'guitare folk' };
  const FR_COND = { Excellent: 'très bon état', Good: 'bon état', Fair: 'état moyen', 'Needs repair': 'à réviser' };
  const sections = instruments.filter((x) => x.code.startsWith('LY-')).map((x, k) => {
    const date = k % 2 ? frDate(x.purchased) : ukDate(x.purchased);
    instFacts(x, file, { kind: FR_KIND[x.kind], centre: 'Croix-Rousse', value: eur(x.value), fee: eur(x.fee), purchased: date, cond: FR_COND[x.cond], hiredTo: x.hiredTo ?? 'disponible' });
    return { heading: x.code, rows: [['Code', x.code], ['Type', FR_KIND[x.kind]], ['Facteur', x.maker], ['Site', 'Croix-Rousse'], ['Valeur', eur(x.value)], ['Location par trimestre', eur(x.fee)], ['Date d\'achat', date], ['État', FR_COND[x.cond]], ['Loué à', x.hiredTo ?? 'disponible']] };
  });
  const html = htmlTablePage({ title: 'Parc instrumental — instruments de location', crumbs: ['Conservatoire de la Croix-Rousse', 'Location'], colA: 'Champ', colB: 'Valeur', lead: ['Instruments prêtés ou loués aux élèves, par trimestre.'], sections, footer: 'Inventaire au 1er octobre 2025.' });
  corpus.write(file, html.replace('<html lang="en">', '<html lang="fr">'));
}
{
  const file = 'email/2025-10-21-repairs-back-from-workshop.eml';
  const [a, b, c] = repairMail.map((x) => IN[x]);
  const cond = { Excellent: 'in excellent condition', Good: 'in good condition', Fair: 'in fair condition', 'Needs repair': 'unrepaired — it still needs repair' };
  const line = (x, val, fee, date) => {
    const cs = CENTRES.find((q) => q.name === x.centre).short;
    instFacts(x, file, { kind: x.kind.toLowerCase(), centre: cs, value: val, fee, purchased: date, cond: cond[x.cond], hiredTo: x.hiredTo ?? '' });
    const who = x.hiredTo ? `it goes straight back to ${x.hiredTo}` : 'it is free to hire';
    return `The ${x.maker} ${x.kind.toLowerCase()} ${x.code} (${cs}) is back and ${cond[x.cond]}; ${who}. We bought it on ${date} and value it at ${val}; the hire fee stays at ${fee} a term.`;
  };
  corpus.write(file, `From: Hire desk <hire@caltonmusic.org.uk>
To: Morag Henderson <morag.henderson@caltonmusic.org.uk>, Ailsa Kerr <ailsa.kerr@caltonmusic.org.uk>
Date: Tue, 21 Oct 2025 12:48:20 +0100
Subject: Three instruments back from the workshop

Hi both,

The repairer (Stringers of Stockbridge) returned three of ours this week.

${line(a, gbp0(a.value), `${gbp(a.fee)}`, fmtDate(a.purchased, 'long'))}

${line(b, `${gbp0(b.value)}`, gbp0(b.fee), fmtDate(b.purchased, 'us'))}

${line(c, `${group(c.value)} pounds`, gbp(c.fee), fmtDate(c.purchased, 'short'))}

Repair costs came to £186 in total, charged to the maintenance budget.

Thanks,
Duncan (hire desk)
`);
}

// ------------------------------------------------------------------ (e) courses and ensembles
function courseFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'course', attr, value, unit, stated, file);
  F('code', c.code, 'text', c.code);
  F('centre', c.centre, 'text', s.centre);
  F('level', c.level, 'text', s.level);
  F('weekly_hours', c.hours, 'h', s.hours);
  F('capacity', c.cap, '', s.cap);
  F('term_fee', c.fee, c.cur, s.fee);
  F('leader', c.leader, 'person', s.leader ?? c.leader);
}
const hoursEn = (h, k) => (k % 2 && Number.isInteger(h * 60 / 30) && h < 2 ? `${h * 60} minutes per week` : `${h} hours a week`);
courses.filter((c) => c.layout === 'yaml').forEach((c, k) => {
  const file = `courses/${c.code.toLowerCase()}-${slug(c.name)}.md`;
  const hours = hoursEn(c.hours, k);
  courseFacts(c, file, { centre: c.cshort, level: c.level, hours, cap: `| Places | ${c.cap} |`, fee: gbp(c.fee) });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['code', c.code], ['ensemble', c.name], ['centre', c.cshort], ['leader', c.leader]],
    title: c.name,
    lead: [`${c.name} rehearses ${hours} in term time.`],
    sections: [{ heading: 'Details', rows: [['Level', c.level], ['Rehearsal time', hours], ['Places', c.cap], ['Term fee', gbp(c.fee)], ['Led by', c.leader]] }],
    footer: L(k, ['Concert: Usher Hall, 14 December.', 'Auditions in the first week of term.', 'Music folders stay in the cupboard.']),
  }));
});
{
  const file = 'courses/glasgow-ensembles-and-classes.html';
  const sections = courses.filter((c) => c.layout === 'html').map((c) => {
    const hours = c.hours === 1 ? '1 hour' : `${c.hours} hours`;
    courseFacts(c, file, { centre: 'Merchant City', level: c.level, hours, cap: `${c.cap}`, fee: gbp0(c.fee) });
    return { heading: `${c.name} (${c.code})`, rows: [['Code', c.code], ['Centre', 'Merchant City'], ['Level', c.level], ['Weekly hours', hours], ['Capacity', String(c.cap)], ['Fee per term', gbp0(c.fee)], ['Led by', c.leader]] };
  });
  corpus.write(file, htmlTablePage({ title: 'Glasgow ensembles and group classes', crumbs: ['Glasgow', 'Groups'], lead: ['Groups that meet at the Merchant City Centre, autumn 2025.'], sections, footer: 'Fees are per term and cover music hire.' }));
}
{
  const file = 'lyon/ensembles-et-cours-collectifs.json';
  const FR_LEVEL = { Beginner: 'débutant', Intermediate: 'intermédiaire', Advanced: 'avancé' };
  const fh = (h) => (Number.isInteger(h) ? `${h} h` : `${Math.floor(h)} h ${Math.round((h % 1) * 60)}`);
  const recs = courses.filter((c) => c.layout === 'fr').map((c) => {
    courseFacts(c, file, { centre: 'Croix-Rousse', level: FR_LEVEL[c.level], hours: fh(c.hours), cap: `"places": ${c.cap}`, fee: `"frais_trimestre_eur": ${c.fee}` });
    return { code: c.code, nom: c.name, site: 'Croix-Rousse', niveau: FR_LEVEL[c.level], heures_hebdo: fh(c.hours), places: c.cap, frais_trimestre_eur: c.fee, responsable: c.leader };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'admin/minutes-programme-meeting-2025-09.md';
  const mb = courses.find((c) => c.code === 'CAL-MB');
  const gc = courses.find((c) => c.code === 'PAR-GC');
  courseFacts(mb, file, { centre: 'Calton', level: 'beginners', hours: '45 minutes a week', cap: 'twelve places', fee: gbp0(mb.fee) });
  courseFacts(gc, file, { centre: 'Partick', level: 'beginner', hours: 'an hour a week', cap: 'ten places', fee: gbp0(gc.fee) });
  corpus.write(file, `# Programme meeting — minutes

Date: 9 September 2025, Calton Centre, room 3
Present: Morag Henderson (chair), Ailsa Kerr, Jamie Docherty, Fiona MacLeod, Heather Sinclair; Ross McAllister by video.

1. Autumn numbers. Enrolments are up on last year at every centre; Leith is close to full on Saturdays.

2. New groups. The committee approved two new groups for this term. ${mb.name} (${mb.code}) will run at Calton for
   beginners on Saturday mornings, 45 minutes a week, with twelve places, led by ${mb.leader}; the term fee is ${gbp0(mb.fee)}.
   The ${gc.name} (${gc.code}) starts at Partick on Wednesday evenings for beginner guitarists: an hour a week, ten places,
   ${gbp0(gc.fee)} a term, run by ${gc.leader}.

3. Exchange. Twelve Lyon students visit in March; the Senior Orchestra will host a joint rehearsal.

4. Any other business. The piano in room 7 needs tuning before the exams; Fiona to book the tuner.

Next meeting: 11 November 2025.
`);
}

// ------------------------------------------------------------------ (f) exams
// candidates: students at grade 2 or above (not the Partick beginners); the exam grade is the current grade or one below
const BOARD = (p) => (p.city === 'Lyon' ? 'CRR Lyon' : ['Drums', 'Guitar'].includes(p.instrument) && p.cshort === 'Leith' ? 'RSL' : null);
const lyonNew = new Set(byCentre('Croix-Rousse').slice(8).map((p) => p.name));
const exCand = r.shuffle(students.filter((p) => p.grade >= 2 && p.cshort !== 'Partick' && !['Amelia Cowan', 'Fraser Nicol'].includes(p.name) && !lyonNew.has(p.name)));
const lyonCand = exCand.filter((p) => p.city === 'Lyon').slice(0, 5);
const ukCand = exCand.filter((p) => p.city !== 'Lyon').slice(0, 21);
const result = (m) => (m >= 130 ? 'Distinction' : m >= 120 ? 'Merit' : 'Pass');
const exams = [];
let exSeq = 3;
ukCand.forEach((p, k) => {
  exSeq += r.int(1, 4);
  const board = BOARD(p) ?? (k % 3 === 2 ? 'Trinity' : 'ABRSM');
  const grade = r.chance(0.6) ? p.grade - 1 : p.grade;
  const taken = grade === p.grade ? `2025-10-${pad(r.int(6, 24))}` : `2025-${pad(r.int(3, 7))}-${pad(r.int(2, 27))}`;
  const mark = r.int(100, 146);
  exams.push({ code: `EX-25-${pad(exSeq, 3)}`, student: p.name, board, grade: Math.max(1, grade), date: taken, mark, result: result(mark), p });
});
lyonCand.forEach((p, k) => {
  const mark = r.int(100, 146);
  exams.push({ code: `LY-EX-25-${pad(k + 1)}`, student: p.name, board: 'CRR Lyon', grade: p.grade - 1, date: `2025-06-${pad(r.int(10, 27))}`, mark, result: result(mark), p });
});
const EX = Object.fromEntries(exams.map((x) => [x.code, x]));
function examFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.code, 'exam', attr, value, unit, stated, file);
  F('student', x.student, 'person', s.student ?? x.student);
  F('board', x.board, 'text', s.board);
  F('grade', x.grade, '', s.grade);
  F('date', x.date, 'date', s.date);
  F('mark', x.mark, '', s.mark);
  F('result', x.result.toLowerCase(), 'text', s.result);
}
const ukEx = exams.filter((x) => x.code.startsWith('EX-'));
const mailEx = ukEx.filter((x) => x.board !== 'RSL').slice(-3);
const certEx = ukEx.filter((x) => !mailEx.includes(x) && x.board === 'ABRSM').slice(-2);
{
  const file = 'exams/abrsm-results-2025.csv';
  const rows = ukEx.filter((x) => x.board === 'ABRSM' && !mailEx.includes(x) && !certEx.includes(x)).map((x) => {
    examFacts(x, file, { board: 'ABRSM', grade: '', date: x.date, mark: `${x.mark}`, result: x.result });
    return [x.code, x.student, x.p.sno, 'ABRSM', x.p.instrument, x.grade, x.date, x.p.cshort, x.mark, x.result];
  });
  corpus.write(file, '' + delimited(['Entry ref', 'Candidate', 'Student no', 'Board', 'Subject', 'Grade', 'Exam date (YYYY-MM-DD)', 'Centre', 'Mark (/150)', 'Result'], rows));
}
{
  const file = 'exams/trinity-and-rsl-results-2025.tsv';
  const rows = ukEx.filter((x) => x.board !== 'ABRSM' && !mailEx.includes(x) && !certEx.includes(x)).map((x) => {
    const board = x.board === 'RSL' ? 'RSL Rockschool' : 'Trinity College London';
    examFacts(x, file, { board, grade: `Grade ${x.grade}`, date: fmtDate(x.date, 'short'), mark: `${x.mark}/150`, result: x.result });
    return [x.code, x.student, `${x.p.instrument} (${board})`, `Grade ${x.grade}`, fmtDate(x.date, 'short'), `${x.mark}/150`, x.result, x.p.teacher];
  });
  corpus.write(file, delimited(['Ref', 'Candidate', 'Exam', 'Grade', 'Date', 'Mark', 'Result', 'Teacher'], rows, '\t'));
}
certEx.forEach((x) => {
  const file = `exams/certificates/${x.code.toLowerCase()}.html`;
  const date = fmtDate(x.date, 'long');
  examFacts(x, file, { board: 'ABRSM', grade: `Grade ${x.grade}`, date, mark: `${x.mark} / 150`, result: x.result });
  corpus.write(file, htmlInfoboxPage({
    title: `Exam result ${x.code}`,
    sections: [{ heading: 'Candidate', rows: [['Name', x.student], ['Student no', x.p.sno], ['Centre', x.p.cshort]] }, { heading: 'Exam', rows: [['Board', 'ABRSM'], ['Subject', x.p.instrument], ['Grade', `Grade ${x.grade}`], ['Date', date], ['Mark', `${x.mark} / 150`], ['Result', x.result]] }],
    lead: [`${x.student} passed ABRSM Grade ${x.grade} ${x.p.instrument.toLowerCase()} with ${x.result === 'Pass' ? 'a pass' : x.result.toLowerCase()}.`],
    footer: 'Scanned copy of the result slip; the original certificate was handed to the family.',
  }));
});
{
  const file = 'email/2025-10-28-exam-results.eml';
  const out = ['From: Kirsty Munro <kirsty.munro@caltonmusic.org.uk>', 'To: Morag Henderson <morag.henderson@caltonmusic.org.uk>', 'Date: Tue, 28 Oct 2025 17:30:12 +0000', 'Subject: More exam results', '', 'Hi Morag,', '', 'A few results that are not on the board\'s spreadsheet yet:', ''];
  mailEx.forEach((x, k) => {
    const first = x.student.split(' ')[0];
    const date = fmtDate(x.date, k % 2 ? 'long' : 'short').replace(' 2025', '');
    const grade = k === 1 ? `Grade ${NUM_WORDS[x.grade]}` : `Grade ${x.grade}`;
    const res = x.result === 'Pass' ? 'a pass' : x.result === 'Merit' ? 'a merit' : 'a distinction';
    examFacts(x, file, { board: x.board, grade, date, mark: `${x.mark} out of 150`, result: res });
    out.push(`${x.code}: ${x.student} took ${x.board} ${grade} ${x.p.instrument.toLowerCase()} on ${date} and got ${x.mark} out of 150, ${res}. ${L(k, [`${first}'s scales were the best part.`, `Sight-reading let ${first} down a little.`, 'The aural was excellent.'])}`, '');
  });
  out.push('Certificates should arrive in about six weeks.', '', 'Kirsty', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'lyon/examens-fin-annee-2025.json';
  const MENTION = { Pass: 'admis', Merit: 'admis, mention bien', Distinction: 'admis, mention très bien' };
  const cands = exams.filter((x) => x.code.startsWith('LY-')).map((x, k) => {
    const date = k % 2 ? frDate(x.date) : ukDate(x.date);
    examFacts(x, file, { board: 'CRR Lyon', grade: `"niveau": ${x.grade}`, date, mark: `${x.mark}/150`, result: MENTION[x.result] });
    return { ref: x.code, eleve: { nom: x.student, numero: x.p.sno }, epreuve: { organisme: 'CRR Lyon', discipline: FR_INST[x.p.instrument], niveau: x.grade, date }, resultat: { note: `${x.mark}/150`, mention: MENTION[x.result] } };
  });
  corpus.write(file, JSON.stringify({ session: { intitule: 'Examens de fin d\'année 2025', etablissement: 'Conservatoire de la Croix-Rousse', jury: { president: 'Hélène Marchand' }, candidats: cands } }, null, 2) + '\n');
}

// ------------------------------------------------------------------ board report (Partick hub only in sentences)
{
  const file = 'reports/board-report-2025-q3.md';
  const c = CN.Partick;
  centreFacts(c, file, { city: 'Glasgow', rooms: 'four teaching rooms', area: `${group(c.sqft)} sq ft`, hours: `${c.hours} hours a week`, head: c.head, rent: `${gbp0(c.monthly)} a month` });
  corpus.write(file, `# Report to the board — third quarter 2025

## Summary
Autumn enrolments closed at a record level. Income for the quarter was £412,300 against a budget of £398,000; the
surplus goes to the bursary fund (34 bursaries this year, up from 27).

## Partick Hub
The new outreach hub in Partick, Glasgow, opened on 25 August. It has four teaching rooms in ${group(c.sqft)} sq ft above
the library on Dumbarton Road and is open ${c.hours} hours a week, afternoons and evenings. ${c.head} leads the hub
alongside his teaching at Merchant City. The lease is for three years at ${gbp0(c.monthly)} a month, with the first two
months rent-free (not included in the Q3 figures).

## Staff
Three tutors joined this term. Staff turnover over the last twelve months was 6 %.

## Risks
Instrument hire income fell 4 % as more families buy second-hand; the hire desk will review fees in January.
`);
}

// ------------------------------------------------------------------ (g) background documents (no entity facts)
corpus.write('README.txt', `CALTON SCHOOL OF MUSIC — SHARED DRIVE (autumn term 2025)
Edinburgh: Calton Centre (main) and Leith Studios. Glasgow: Merchant City Centre and the Partick Hub.
Exchange partner: Conservatoire de la Croix-Rousse, Lyon (files under lyon/ are in French).

centres/     buildings            staff/ timesheets/   tutors and hours taught
students/    pupil records        instruments/         hire register
courses/     ensembles, classes   exams/               exam results
admin/ reports/ policies/ finance/ newsletters/ events/ email/
`);
corpus.write('admin/term-dates-2025-26.md', `# Term dates 2025–26

| Term | Starts | Ends | Teaching weeks |
|---|---|---|---|
| Autumn | 25 August 2025 | 19 December 2025 | 15 |
| Spring | 6 January 2026 | 27 March 2026 | 12 |
| Summer | 13 April 2026 | 26 June 2026 | 11 |

Mid-term breaks: 13–17 October 2025 (Edinburgh), 20–24 October 2025 (Glasgow), 16–20 February 2026.
Lessons missed by the teacher are made up; lessons missed by the pupil are not refunded.
`);
corpus.write('policies/instrument-hire-terms.md', `# Instrument hire — terms and conditions

1. Instruments are hired by the term. A refundable deposit of £50 is taken for each instrument.
2. Hirers are responsible for damage beyond fair wear and tear; repairs under £25 are covered by the school.
3. Instruments valued at more than £1,000 must be insured by the family (the school can recommend a policy).
4. Hire fees are reviewed every January; families on a bursary pay half the hire fee.
5. Instruments must be returned for the annual check in the last week of the summer term.
`);
corpus.write('policies/safeguarding-and-pvg.md', `# Safeguarding and PVG

Every tutor is a member of the PVG scheme (Protecting Vulnerable Groups) before teaching. Lessons for under-18s take
place in rooms with a glass panel in the door. Named persons: Morag Henderson (Edinburgh), Ailsa Kerr (Glasgow).
Disclosure Scotland helpline: 0300 020 0040. Training is refreshed every three years; 21 staff completed it in 2025.
`);
corpus.write('finance/budget-2025-26.csv', delimited(['Line', 'Budget 2025-26 (GBP)', 'Actual 2024-25 (GBP)', 'Note'], [
  ['Tuition income', '1,284,000', '1,196,500', 'all UK centres'],
  ['Ensemble and class fees', '118,000', '104,250', ''],
  ['Instrument hire income', '21,500', '22,400', 'down 4 %'],
  ['Teaching staff costs', '812,000', '768,900', 'incl. employer NI'],
  ['Premises (rent and rates)', '214,000', '171,300', 'Partick from August'],
  ['Instrument purchases and repairs', '18,000', '15,750', ''],
  ['Bursaries', '41,000', '32,600', '34 awards'],
]));
corpus.write('admin/practice-room-bookings-2025-10.csv', delimited(['Date', 'Centre', 'Room', 'From', 'To', 'Booked by'], [
  ['2025-10-04', 'Calton', 'Room 7 (grand piano)', '10:00', '11:30', 'Diploma candidate'],
  ['2025-10-04', 'Calton', 'Recital hall', '14:00', '17:00', 'Senior Orchestra sectionals'],
  ['2025-10-11', 'Leith', 'Band room', '12:00', '15:00', 'Leith Rock School'],
  ['2025-10-18', 'Merchant City', 'Room 2', '09:30', '10:30', 'Adult learner'],
  ['2025-10-25', 'Merchant City', 'Room 11', '13:00', '16:00', 'Brass sectional'],
]));
corpus.write('newsletters/autumn-2025.md', `# Calton School of Music — autumn newsletter 2025

Welcome back! Over 1,100 pupils are learning with us this term across Edinburgh and Glasgow, and the new Partick hub
had 40 people at its open evening.

**Concerts.** The winter concert is at the Usher Hall on 14 December (tickets £12, under-18s £6). Glasgow's carol
concert is on 17 December at Merchant City.

**Exchange.** Twelve students from Lyon visit in March 2026; host families wanted — two nights each.

**Practice.** Twenty minutes a day beats two hours on Sunday. Practice diaries are back for all grades.
`);
corpus.write('events/winter-concert-programme-2025.md', `# Winter concert — Usher Hall, 14 December 2025, 19:00

1. Senior Orchestra — Holst, *St Paul's Suite* (12 minutes)
2. Calton Wind Band — *Highland Cathedral*, arr. I. Murray (6 minutes)
3. Leith Jazz Collective — *Take the A Train* (5 minutes)
4. Junior Strings — *Fiddle Medley* (7 minutes)
5. Interval (20 minutes)
6. Combined choirs and orchestra — *Auld Lang Syne* (4 minutes)

Doors 18:30. Running time about 90 minutes. Performers arrive by 17:45 for a sound check.
`);
corpus.write('lyon/convention-echange-2025-2026.md', `# Convention d'échange 2025-2026

Entre l'école de musique de Calton (Édimbourg) et le Conservatoire de la Croix-Rousse (Lyon).

- Douze élèves lyonnais séjournent à Édimbourg du 9 au 13 mars 2026 (quatre nuits en famille d'accueil).
- Dix élèves écossais viennent à Lyon du 18 au 22 mai 2026.
- Chaque établissement prend en charge les repas de midi ; les transports sont à la charge des familles (environ 240 € par élève).
- Un concert commun est prévu à l'auditorium de la Croix-Rousse (90 places) le 21 mai 2026.
`);

const stats = corpus.flush(source);
console.log(`musicschool: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
