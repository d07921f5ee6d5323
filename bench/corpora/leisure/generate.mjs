#!/usr/bin/env node
// Leisure corpus (held-out): the shared drive of "Wrekin Vale Leisure", the leisure service of Wrekin Vale District
// Council (West Midlands), 2025. Three centres: Severnside Leisure Centre (Bridgnorth), Hawthorn Park Leisure Centre
// (Wellington) and Ceiriog Valley Leisure Centre / Canolfan Hamdden Dyffryn Ceiriog (Chirk / Y Waun, Wales), the last
// run jointly with Chirk Town Council (Cyngor Tref y Waun), so some of its files are bilingual Welsh / English.
// 3 centres, 6 pools, 14 instructors, 34 fitness classes, 45 members, 18 swimming-lesson groups, 12 maintenance
// incidents, 14 facility bookings.
//   node bench/corpora/leisure/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "leisure-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) centres: a Markdown `Key: value` sheet, an HTML infobox with another label set, a bilingual Welsh/English page
//     (which also carries its pool); a WIDE table of monthly visits 2024 (months down, a column per centre);
// (b) pools: an HTML table (lengths in metres, YARDS or FEET, depth in metres or feet and inches), the Ceiriog pool
//     on the bilingual centre page, the new hydrotherapy pool only in the board minutes' sentences;
// (c) instructors: Markdown record sheets (label set A), profile notes (label set B), a nested HR YAML with centres by
//     code, two new starters only in an e-mail;
// (d) fitness classes: an HTML timetable (Severnside), a CSV export (Hawthorn Park), a bilingual Welsh/English
//     timetable (Ceiriog) and four new classes only in the fitness coordinator's e-mail (`1h15`, `an hour and a
//     quarter`, `7.15pm`);
// (e) members: a nested membership-system JSON (fees in pence, centres by code), a Severnside CSV with surname and
//     forename apart, new-joiner sheets and application forms (two label sets), a bilingual Welsh HTML list, two only
//     in the duty manager's e-mail; a fixed-width gym-entry export keyed by card number WITHOUT the hyphen;
// (f) swimming-lesson groups: a Markdown pipe table, an HTML table, a bilingual list; waiting lists in a nested YAML
//     keyed by group code (facts of the group stated in a second file);
// (g) maintenance incidents: a pool-plant log, the board minutes, an e-mail and a bilingual closure notice (hours
//     lost as `4.5 h`, `4 hrs 30 mins`, `90 minutes`, `two full days (28 hours)`, `4 awr / 4 hours`);
// (h) facility bookings: a booking-system export with a PREAMBLE, SEMICOLONS and DECIMAL COMMAS, two in an e-mail;
// and background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: pool length and depth in METRES (`25 yards` → 22.86, `40 ft` → 12.192, `6 ft 6 in`
// → 1.9812); water temperature in °C; class length in minutes (`1h15` → 75); clock times as HH:MM (`6.45am` →
// 06:45, `7.15pm` → 19:15); weekdays in English (`Dydd Mercher` = Wednesday); money in GBP (`3650` pence → 36.50,
// `186,00` → 186); hours lost and booking lengths in hours (`90 minutes` → 1.5); ages in years; dates ISO; Welsh
// words in English (`Oedolyn` = Adult, `Consesiwn` = Concession, `Iau` = Junior, `Teulu` = Family, `Oes` = yes).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, htmlInfoboxPage, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('leisure-v1');
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const comma = (x, d) => Number(x).toFixed(d).replace('.', ',');
const money = (x) => `£${x.toFixed(2)}`;
const YD = 0.9144;
const FT = 0.3048;
const IN = 0.0254;

class DriveCorpus extends Corpus {
  constructor(root) {
    super(root);
    this.aliases = new Map(); // entity -> other forms its own file writes its name in (surname, forename)
  }
  /** A fact of an entity stated in a second file (gym entries, waiting lists, visits). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
  verify() {
    const missing = [];
    for (const [e, forms] of this.aliases) {
      const text = this.files.get(this.entityFile.get(e));
      if (!forms.some((f) => text.includes(f) || text.includes(esc(f)))) missing.push(`${e}: none of ${forms.join(' / ')}`);
    }
    if (missing.length) throw new Error(`alias verification failed:\n${missing.join('\n')}`);
    // entities written only in an alias form: check their stated values, not their full name
    const saved = new Map();
    for (const e of this.aliases.keys()) {
      saved.set(e, this.entityFile.get(e));
      this.entityFile.delete(e);
    }
    try {
      super.verify();
    } finally {
      for (const [e, f] of saved) this.entityFile.set(e, f);
    }
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ centres
const COUNCIL = 'Wrekin Vale District Council';
const JOINT = 'Wrekin Vale District Council and Chirk Town Council';
const CENTRES = [
  { key: 'SVN', name: 'Severnside Leisure Centre', short: 'Severnside', town: 'Bridgnorth', opened: 1976, operator: COUNCIL, joint: false, manager: 'Alison Trow', gym: 64, courts: 4, parking: 120, opens: '06:30', closes: '22:00' },
  { key: 'HPK', name: 'Hawthorn Park Leisure Centre', short: 'Hawthorn Park', town: 'Wellington', opened: 1972, operator: COUNCIL, joint: false, manager: 'Neil Bayliss', gym: 48, courts: 6, parking: 185, opens: '06:30', closes: '22:00' },
  { key: 'CVL', name: 'Ceiriog Valley Leisure Centre', short: 'Ceiriog Valley', town: 'Chirk', opened: 2008, operator: JOINT, joint: true, manager: 'Elen Roberts', gym: 32, courts: 3, parking: 60, opens: '07:00', closes: '21:30' },
];
const C = Object.fromEntries(CENTRES.map((c) => [c.key, c]));
const byName = (n) => CENTRES.find((c) => c.name === n);

// ------------------------------------------------------------------ pools
// length given as [value, unit]; depth as [value, unit] (max depth)
const POOLS = [
  { name: 'Severnside Main Pool', centre: 'SVN', len: [25, 'm'], lanes: 6, temp: 28.5, depth: [2.0, 'm'], hoist: true },
  { name: 'Severnside Learner Pool', centre: 'SVN', len: [13, 'm'], lanes: 0, temp: 31, depth: [0.9, 'm'], hoist: true },
  { name: 'Severnside Hydrotherapy Pool', centre: 'SVN', len: [10, 'm'], lanes: 0, temp: 34, depth: [1.4, 'm'], hoist: true },
  { name: 'Hawthorn Park Main Pool', centre: 'HPK', len: [25, 'yd'], lanes: 5, temp: 29, depth: [78, 'in'], hoist: false },
  { name: 'Hawthorn Park Teaching Pool', centre: 'HPK', len: [40, 'ft'], lanes: 0, temp: 30.5, depth: [36, 'in'], hoist: false },
  { name: 'Ceiriog Valley Pool', centre: 'CVL', len: [25, 'm'], lanes: 4, temp: 29.5, depth: [1.8, 'm'], hoist: true },
];
for (const p of POOLS) {
  const [v, u] = p.len;
  p.length = u === 'm' ? v : u === 'yd' ? r4(v * YD) : r4(v * FT);
  const [dv, du] = p.depth;
  p.maxDepth = du === 'm' ? dv : r4(dv * IN);
}
const P = Object.fromEntries(POOLS.map((p) => [p.name, p]));
function poolFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'pool', attr, value, unit, stated, file);
  F('centre', C[p.centre].name, 'place', s.centre);
  F('length', p.length, 'm', s.length);
  F('lanes', p.lanes, '', s.lanes);
  F('water_temp', p.temp, '°C', s.temp);
  F('max_depth', p.maxDepth, 'm', s.depth);
  F('hoist', p.hoist, 'bool', s.hoist);
}

// ------------------------------------------------------------------ instructors
// [name, quals, rate, centres, employment, start, layout]
const Q = {
  GYM: 'Level 2 Gym Instructor', PT: 'Level 3 Personal Trainer', SW1: 'Swim England Level 1', SW2: 'Swim England Level 2 Teacher',
  NPLQ: 'NPLQ', SPIN: 'Spin', PIL: 'Pilates', YOGA: 'Yoga', AQUA: 'Aqua', ETM: 'Exercise to Music', ZUM: 'Zumba', KB: 'Kettlebells', GPR: 'GP Referral',
};
const INSTRUCTORS = [
  { name: 'Dean Whitmore', quals: [Q.GYM, Q.PT, Q.SPIN, Q.KB], rate: 21.0, centres: ['HPK', 'SVN'], emp: 'Casual', start: '2016-04-14', lay: 'A' },
  { name: 'Rhian Pugh', quals: [Q.SW2, Q.AQUA, Q.NPLQ], rate: 18.5, centres: ['CVL', 'SVN'], emp: 'Contracted', start: '2018-09-03', lay: 'A' },
  { name: 'Gemma Lowe', quals: [Q.PIL, Q.YOGA], rate: 24.0, centres: ['SVN'], emp: 'Freelance', start: '2014-01-06', lay: 'B' },
  { name: 'Sunil Bhatt', quals: [Q.GYM, Q.ETM, Q.GPR], rate: 19.25, centres: ['HPK'], emp: 'Contracted', start: '2017-09-04', lay: 'Y' },
  { name: 'Cerys Hughes', quals: [Q.ZUM, Q.AQUA, Q.ETM], rate: 20.0, centres: ['CVL'], emp: 'Casual', start: '2019-05-20', lay: 'A' },
  { name: 'Tom Astley', quals: [Q.SW2, Q.NPLQ], rate: 17.75, centres: ['HPK', 'SVN'], emp: 'Contracted', start: '2021-02-01', lay: 'Y' },
  { name: 'Jade Morris', quals: [Q.SPIN, Q.PT, Q.GYM], rate: 22.5, centres: ['SVN', 'HPK', 'CVL'], emp: 'Freelance', start: '2015-10-12', lay: 'B' },
  { name: 'Owain Griffiths', quals: [Q.SW1, Q.SW2, Q.NPLQ], rate: 16.9, centres: ['CVL'], emp: 'Casual', start: '2022-06-27', lay: 'A' },
  { name: 'Paula Bevan', quals: [Q.YOGA, Q.PIL, Q.GPR], rate: 26.0, centres: ['HPK', 'CVL'], emp: 'Freelance', start: '2011-03-14', lay: 'B' },
  { name: 'Marcus Reid', quals: [Q.PT, Q.GYM, Q.KB], rate: 23.0, centres: ['SVN'], emp: 'Casual', start: '2020-01-13', lay: 'A' },
  { name: 'Lucy Perrins', quals: [Q.SW2, Q.AQUA, Q.NPLQ], rate: 18.0, centres: ['SVN'], emp: 'Contracted', start: '2013-08-19', lay: 'Y' },
  { name: 'Kerry Onions', quals: [Q.ETM, Q.GYM], rate: 19.0, centres: ['HPK'], emp: 'Casual', start: '2012-11-05', lay: 'A' },
  { name: 'Iwan Davies', quals: [Q.SPIN, Q.GYM], rate: 20.5, centres: ['CVL'], emp: 'Casual', start: '2025-02-03', lay: 'E' },
  { name: 'Hannah Brookes', quals: [Q.SW2, Q.PIL], rate: 21.5, centres: ['HPK'], emp: 'Contracted', start: '2025-02-03', lay: 'E' },
];
const I = Object.fromEntries(INSTRUCTORS.map((p) => [p.name, p]));
function instructorFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'instructor', attr, value, unit, stated, file);
  F('qualifications', p.quals, 'list', s.quals);
  F('hourly_rate', p.rate, 'GBP', s.rate);
  F('centres', p.centres.map((k) => C[k].name), 'list', s.centres);
  F('employment', p.emp, '', s.emp);
  F('started', p.start, 'date', s.start);
}

// ------------------------------------------------------------------ fitness classes
// [name, centre, instructor, weekday, start, minutes, capacity, layout]
const CLASS_DEF = [
  ['Spin Express', 'SVN', 'Jade Morris', 'Monday', '06:45', 45, 20, 'H'],
  ['Pilates Beginners', 'SVN', 'Gemma Lowe', 'Monday', '09:30', 60, 15, 'H'],
  ['Aqua Aerobics', 'SVN', 'Lucy Perrins', 'Tuesday', '10:00', 45, 30, 'H'],
  ['Bootcamp', 'SVN', 'Marcus Reid', 'Tuesday', '18:30', 60, 24, 'H'],
  ['Yoga Flow', 'SVN', 'Gemma Lowe', 'Wednesday', '19:00', 75, 18, 'H'],
  ['HIIT Circuit', 'SVN', 'Jade Morris', 'Wednesday', '12:15', 30, 20, 'H'],
  ['Barbell Conditioning', 'SVN', 'Marcus Reid', 'Thursday', '18:00', 55, 22, 'H'],
  ['Pilates Intermediate', 'SVN', 'Gemma Lowe', 'Thursday', '10:30', 60, 15, 'H'],
  ['Aquafit Gentle', 'SVN', 'Lucy Perrins', 'Friday', '11:00', 45, 25, 'H'],
  ['Saturday Spin', 'SVN', 'Dean Whitmore', 'Saturday', '08:30', 60, 20, 'H'],
  ['Kettlebell Blast', 'HPK', 'Dean Whitmore', 'Monday', '18:15', 45, 14, 'C'],
  ['Boxfit', 'HPK', 'Sunil Bhatt', 'Monday', '19:15', 60, 20, 'C'],
  ['Step Classic', 'HPK', 'Kerry Onions', 'Tuesday', '09:15', 60, 22, 'C'],
  ['Chair Yoga', 'HPK', 'Paula Bevan', 'Tuesday', '11:00', 45, 16, 'C'],
  ['Circuit Training', 'HPK', 'Sunil Bhatt', 'Wednesday', '18:00', 60, 24, 'C'],
  ['Body Conditioning', 'HPK', 'Kerry Onions', 'Wednesday', '10:00', 50, 20, 'C'],
  ['Spin 60', 'HPK', 'Jade Morris', 'Thursday', '19:00', 60, 18, 'C'],
  ['Tai Chi', 'HPK', 'Paula Bevan', 'Thursday', '14:00', 60, 16, 'C'],
  ['Pilates Mat', 'HPK', 'Hannah Brookes', 'Friday', '09:30', 60, 15, 'C'],
  ['Sunday Stretch', 'HPK', 'Paula Bevan', 'Sunday', '10:00', 45, 18, 'C'],
  ['Zumba', 'CVL', 'Cerys Hughes', 'Monday', '18:30', 60, 25, 'W'],
  ['Spin Ceiriog', 'CVL', 'Iwan Davies', 'Tuesday', '07:00', 45, 12, 'W'],
  ['Aqua Zumba', 'CVL', 'Cerys Hughes', 'Wednesday', '19:00', 45, 20, 'W'],
  ['Yoga for Beginners', 'CVL', 'Paula Bevan', 'Thursday', '18:00', 75, 14, 'W'],
  ['Zumba Gold', 'CVL', 'Cerys Hughes', 'Friday', '10:30', 45, 20, 'W'],
  ['HIIT Saturday', 'CVL', 'Jade Morris', 'Saturday', '09:00', 30, 16, 'W'],
  ['Kettlebell Power', 'HPK', 'Dean Whitmore', 'Thursday', '19:15', 75, 14, 'E'],
  ['Lunchtime Spin', 'CVL', 'Iwan Davies', 'Wednesday', '12:30', 30, 12, 'E'],
  ['Postnatal Pilates', 'HPK', 'Hannah Brookes', 'Tuesday', '13:00', 45, 12, 'E'],
  ['Evening Aqua', 'SVN', 'Rhian Pugh', 'Monday', '19:30', 45, 30, 'E'],
  ['Aqua Circuits', 'CVL', 'Rhian Pugh', 'Friday', '18:30', 45, 20, 'W'],
  ['Over 60s Gym Circuit', 'SVN', 'Marcus Reid', 'Friday', '14:00', 45, 16, 'H'],
  ['GP Referral Gym', 'HPK', 'Sunil Bhatt', 'Friday', '11:30', 60, 10, 'C'],
  ['Saturday Bootcamp', 'HPK', 'Dean Whitmore', 'Saturday', '09:00', 45, 24, 'C'],
];
const classes = CLASS_DEF.map(([name, centre, instr, day, start, mins, cap, lay]) => {
  const fill = r.float(0.5, 0.97);
  return { name, centre, instr, day, start, mins, cap, lay, avg: Math.round(cap * fill * 10) / 10 };
});
function classFacts(k, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(k.name, 'class', attr, value, unit, stated, file);
  F('centre', C[k.centre].name, 'place', s.centre);
  F('instructor', k.instr, 'person', s.instr ?? k.instr);
  F('weekday', k.day, '', s.day);
  F('start', k.start, 'text', s.start);
  F('length', k.mins, 'min', s.mins);
  F('capacity', k.cap, '', s.cap);
  F('avg_attendance', k.avg, '', s.avg);
}

// ------------------------------------------------------------------ members
const FIRST = ['Aled', 'Bethan', 'Carys', 'Dafydd', 'Ffion', 'Gareth', 'Huw', 'Lowri', 'Nia', 'Rhys', 'Sian', 'Tomos', 'Amy', 'Ben', 'Chloe', 'Daniel',
  'Emma', 'George', 'Harry', 'Isla', 'Jack', 'Katie', 'Liam', 'Molly', 'Nathan', 'Olivia', 'Priya', 'Ravi', 'Sophie', 'Tariq', 'Zoe', 'Aisha', 'Callum',
  'Darren', 'Leanne', 'Stacey', 'Wayne', 'Joanne', 'Imran', 'Graham', 'Shirley', 'Brian', 'Maureen', 'Kieran', 'Ellie', 'Mohammed', 'Agnieszka', 'Ruth'];
const LAST = ['Jones', 'Evans', 'Williams', 'Roberts', 'Edwards', 'Price', 'Lloyd', 'Morgan', 'Owen', 'Pritchard', 'Bennett', 'Corbett', 'Dodd',
  'Everall', 'Fletcher', 'Hodgkiss', 'Jervis', 'Lea', 'Mansell', 'Oakley', 'Parton', 'Rowley', 'Shingler', 'Talbot', 'Underhill', 'Wood', 'Khan',
  'Patel', 'Kaur', 'Begum', 'Nowak', 'Preece', 'Gittins', 'Brayford', 'Tudor', 'Vaughan', 'Wilding', 'Yapp', 'Meredith', 'Colley'];
const TYPES = ['Adult', 'Concession', 'Junior', 'Family'];
const FEE = { SVN: { Adult: 36.5, Concession: 24.5, Junior: 15.0, Family: 62.0 }, HPK: { Adult: 34.0, Concession: 23.0, Junior: 14.0, Family: 58.0 }, CVL: { Adult: 31.0, Concession: 21.5, Junior: 12.5, Family: 54.0 } };
// layout plan: J = membership JSON (15), S = Severnside CSV (12), A = new-joiner sheet (5), B = application form (5), W = Welsh list (6), E = e-mail (2)
const MEMBER_PLAN = [
  ...Array(15).fill('J'), ...Array(12).fill('S'), ...Array(5).fill('A'), ...Array(5).fill('B'), ...Array(6).fill('W'), ...Array(2).fill('E'),
];
const usedNames = new Set(INSTRUCTORS.map((p) => p.name).concat(CENTRES.map((c) => c.manager)));
const usedNos = new Set();
const members = MEMBER_PLAN.map((lay, k) => {
  let name;
  do name = `${r.pick(FIRST)} ${r.pick(LAST)}`;
  while (usedNames.has(name));
  usedNames.add(name);
  let no;
  do no = `WV-${r.int(100100, 139999)}`;
  while (usedNos.has(no));
  usedNos.add(no);
  const centre = lay === 'S' ? 'SVN' : lay === 'W' ? 'CVL' : lay === 'E' ? ['HPK', 'SVN'][k % 2] : ['SVN', 'HPK', 'CVL'][k % 3];
  const type = r.weighted([['Adult', 45], ['Concession', 22], ['Junior', 15], ['Family', 18]]);
  let fee = FEE[centre][type];
  if (r.chance(0.25)) fee = fee - [1.5, 2.0, 3.0][r.int(0, 2)]; // legacy rates
  const joined = lay === 'A' || lay === 'B'
    ? `2025-${pad(r.int(1, 3))}-${pad(r.int(1, 28))}`
    : `${r.int(2011, 2024)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
  // entries in Q1 2025 (a new joiner only from the day they joined); the last entry on or after joining
  const from = joined > '2025-01-01' ? joined : '2025-01-01';
  const daysIn = Math.round((Date.parse('2025-03-31') - Date.parse(from)) / 864e5) + 1;
  const gymCap = Math.max(1, Math.round((type === 'Junior' ? 10 : 58) * daysIn / 90));
  const entries = r.chance(0.12) ? 0 : r.int(1, gymCap);
  let last = null;
  if (entries) {
    const lo = Date.parse(from) + Math.min(daysIn - 1, Math.floor(daysIn * Math.min(0.95, entries / gymCap))) * 864e5;
    const t = lo + r.int(0, Math.round((Date.parse('2025-03-31') - lo) / 864e5)) * 864e5;
    last = new Date(t).toISOString().slice(0, 10);
  }
  return { name, no, centre, type, fee: r4(fee), joined, lay, entries, last };
});
function memberFacts(m, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(m.name, 'member', attr, value, unit, stated, file);
  F('membership_no', m.no, 'text', s.no ?? m.no);
  F('membership_type', m.type, '', s.type);
  F('monthly_fee', m.fee, 'GBP', s.fee);
  F('joined', m.joined, 'date', s.joined);
  F('home_centre', C[m.centre].name, 'place', s.centre);
}

// ------------------------------------------------------------------ swimming-lesson groups
// [code, stage, pool, weekday, start, ageMin, ageMax, places, teacher, layout]
const SWIM_DEF = [
  ['SL-SVN-01', 1, 'Severnside Learner Pool', 'Monday', '16:00', 4, 6, 10, 'Lucy Perrins'],
  ['SL-SVN-02', 2, 'Severnside Learner Pool', 'Monday', '16:30', 5, 7, 10, 'Lucy Perrins'],
  ['SL-SVN-03', 3, 'Severnside Learner Pool', 'Tuesday', '16:15', 5, 8, 12, 'Rhian Pugh'],
  ['SL-SVN-04', 4, 'Severnside Main Pool', 'Wednesday', '17:00', 6, 9, 12, 'Lucy Perrins'],
  ['SL-SVN-05', 5, 'Severnside Main Pool', 'Thursday', '17:30', 7, 10, 14, 'Tom Astley'],
  ['SL-SVN-06', 7, 'Severnside Main Pool', 'Saturday', '09:00', 8, 12, 16, 'Tom Astley'],
  ['SL-SVN-07', 9, 'Severnside Main Pool', 'Saturday', '10:00', 10, 15, 16, 'Rhian Pugh'],
  ['SL-HPK-01', 1, 'Hawthorn Park Teaching Pool', 'Monday', '16:15', 4, 6, 8, 'Hannah Brookes'],
  ['SL-HPK-02', 2, 'Hawthorn Park Teaching Pool', 'Tuesday', '16:15', 5, 7, 10, 'Tom Astley'],
  ['SL-HPK-03', 3, 'Hawthorn Park Teaching Pool', 'Wednesday', '16:45', 5, 8, 10, 'Hannah Brookes'],
  ['SL-HPK-04', 4, 'Hawthorn Park Main Pool', 'Thursday', '17:15', 6, 9, 12, 'Tom Astley'],
  ['SL-HPK-05', 6, 'Hawthorn Park Main Pool', 'Friday', '17:00', 7, 11, 14, 'Hannah Brookes'],
  ['SL-HPK-06', 8, 'Hawthorn Park Main Pool', 'Sunday', '09:30', 9, 14, 16, 'Tom Astley'],
  ['SL-CVL-01', 1, 'Ceiriog Valley Pool', 'Monday', '16:30', 4, 6, 8, 'Owain Griffiths'],
  ['SL-CVL-02', 3, 'Ceiriog Valley Pool', 'Wednesday', '16:45', 5, 8, 12, 'Owain Griffiths'],
  ['SL-CVL-03', 5, 'Ceiriog Valley Pool', 'Thursday', '17:00', 7, 10, 12, 'Rhian Pugh'],
  ['SL-CVL-04', 6, 'Ceiriog Valley Pool', 'Saturday', '09:30', 8, 11, 14, 'Owain Griffiths'],
  ['SL-CVL-05', 10, 'Ceiriog Valley Pool', 'Saturday', '10:30', 10, 16, 16, 'Rhian Pugh'],
];
const swims = SWIM_DEF.map(([code, stage, pool, day, start, amin, amax, places, teacher]) => ({
  code, stage, pool, day, start, amin, amax, places, teacher, centre: P[pool].centre, waiting: stage <= 3 ? r.int(4, 22) : r.int(0, 9),
}));
function swimFacts(g, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(g.code, 'swim_group', attr, value, unit, stated, file);
  F('stage', g.stage, '', s.stage);
  F('centre', C[g.centre].name, 'place', s.centre ?? '');
  F('pool', g.pool, 'text', s.pool);
  F('weekday', g.day, '', s.day);
  F('start', g.start, 'text', s.start);
  F('age_min', g.amin, 'years', s.ages);
  F('age_max', g.amax, 'years', s.ages);
  F('places', g.places, '', s.places);
  F('teacher', g.teacher, 'person', g.teacher);
}

// ------------------------------------------------------------------ maintenance incidents
// [code, date, pool, cause, hours, layout]
const INC_DEF = [
  ['INC-25-001', '2025-01-06', 'Hawthorn Park Main Pool', 'Heating failure', 9.5, 'L'],
  ['INC-25-002', '2025-01-14', 'Severnside Learner Pool', 'Faecal fouling', 4.5, 'L'],
  ['INC-25-003', '2025-01-22', 'Ceiriog Valley Pool', 'Chlorine dosing fault', 6, 'L'],
  ['INC-25-004', '2025-01-30', 'Severnside Main Pool', 'Lighting failure', 3, 'M'],
  ['INC-25-005', '2025-02-08', 'Hawthorn Park Teaching Pool', 'Faecal fouling', 1.5, 'L'],
  ['INC-25-006', '2025-02-17', 'Ceiriog Valley Pool', 'Heating failure', 28, 'M'],
  ['INC-25-007', '2025-02-25', 'Severnside Main Pool', 'Broken tile', 12, 'L'],
  ['INC-25-008', '2025-03-03', 'Hawthorn Park Main Pool', 'Filter pump failure', 16.5, 'E'],
  ['INC-25-009', '2025-03-08', 'Ceiriog Valley Pool', 'Filter pump failure', 4, 'W'],
  ['INC-25-010', '2025-03-15', 'Severnside Hydrotherapy Pool', 'Water clarity', 2.5, 'L'],
  ['INC-25-011', '2025-03-21', 'Hawthorn Park Main Pool', 'Lifeguard shortage', 5, 'M'],
  ['INC-25-012', '2025-03-29', 'Severnside Learner Pool', 'Vomit', 0.75, 'E'],
];
const incidents = INC_DEF.map(([code, date, pool, cause, hours, lay]) => ({ code, date, pool, cause, hours, lay, centre: P[pool].centre }));
function incFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.code, 'incident', attr, value, unit, stated, file);
  F('date', x.date, 'date', s.date);
  F('pool', x.pool, 'text', s.pool ?? x.pool);
  F('centre', C[x.centre].name, 'place', '');
  F('cause', x.cause, '', s.cause);
  F('hours_lost', x.hours, 'h', s.hours);
}

// ------------------------------------------------------------------ facility bookings
// [ref, date, centre, facility, start, end, hirer, rate per hour, layout]
const BOOK_DEF = [
  ['BK-25-0412', '2025-03-04', 'SVN', 'Main pool (6 lanes)', '19:00', '21:00', 'Bridgnorth Otters Swimming Club', 93, 'X'],
  ['BK-25-0415', '2025-03-05', 'HPK', 'Sports hall (6 courts)', '18:00', '20:00', 'Wellington Badminton Club', 62, 'X'],
  ['BK-25-0418', '2025-03-06', 'HPK', 'Squash court 2', '19:30', '20:15', 'Telford Squash Ladder', 11.2, 'X'],
  ['BK-25-0421', '2025-03-08', 'CVL', 'Sports hall (3 courts)', '10:00', '13:00', 'Chirk Juniors FC', 39, 'X'],
  ['BK-25-0423', '2025-03-10', 'SVN', 'Studio 1', '19:00', '20:30', 'Bridgnorth Dance Academy', 28, 'X'],
  ['BK-25-0426', '2025-03-11', 'HPK', 'Main pool (5 lanes)', '20:00', '21:30', 'Severn Valley Sub-Aqua Club', 84, 'X'],
  ['BK-25-0429', '2025-03-13', 'SVN', 'Sports hall (4 courts)', '18:30', '21:00', 'Bridgnorth Netball Club', 48, 'X'],
  ['BK-25-0431', '2025-03-15', 'CVL', 'Pool (4 lanes)', '17:00', '18:00', 'Ceiriog Canoe Club', 64, 'X'],
  ['BK-25-0434', '2025-03-17', 'HPK', '3G pitch (half)', '18:00', '19:00', 'Wellington Town Colts', 45, 'X'],
  ['BK-25-0436', '2025-03-19', 'SVN', 'Learner pool', '17:30', '18:15', 'Bridgnorth Otters Swimming Club', 52, 'X'],
  ['BK-25-0438', '2025-03-20', 'HPK', 'Studio 2', '12:00', '14:00', 'Telford Stroke Club', 24, 'X'],
  ['BK-25-0440', '2025-03-22', 'CVL', 'Sports hall (3 courts)', '10:00', '12:30', 'Chirk Juniors FC', 39, 'E'],
  ['BK-25-0443', '2025-03-24', 'SVN', 'Sports hall (4 courts)', '09:00', '17:00', 'Wrekin Vale Schools Sports Partnership', 40, 'E'],
  ['BK-25-0445', '2025-03-27', 'CVL', 'Studio', '18:00', '19:00', 'Cylch Ti a Fi y Waun', 22, 'X'],
];
const mins = (t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
const bookings = BOOK_DEF.map(([ref, date, centre, facility, start, end, hirer, rate, lay]) => {
  const hours = (mins(end) - mins(start)) / 60;
  return { ref, date, centre, facility, start, end, hirer, hours, amount: Math.round(rate * hours * 100) / 100, lay };
});
function bookFacts(b, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(b.ref, 'booking', attr, value, unit, stated, file);
  F('date', b.date, 'date', s.date);
  F('centre', C[b.centre].name, 'place', s.centre);
  F('facility', b.facility, 'text', s.facility ?? b.facility);
  F('start', b.start, 'text', s.start);
  F('hours', b.hours, 'h', s.hours);
  F('hirer', b.hirer, 'text', b.hirer);
  F('amount', b.amount, 'GBP', s.amount);
}

// ------------------------------------------------------------------ helpers for stated forms
const DAY3 = { Monday: 'Mon', Tuesday: 'Tue', Wednesday: 'Wed', Thursday: 'Thu', Friday: 'Fri', Saturday: 'Sat', Sunday: 'Sun' };
const DAY_CY = { Monday: 'Dydd Llun', Tuesday: 'Dydd Mawrth', Wednesday: 'Dydd Mercher', Thursday: 'Dydd Iau', Friday: 'Dydd Gwener', Saturday: 'Dydd Sadwrn', Sunday: 'Dydd Sul' };
const MON_CY = ['Ionawr', 'Chwefror', 'Mawrth', 'Ebrill', 'Mai', 'Mehefin', 'Gorffennaf', 'Awst', 'Medi', 'Hydref', 'Tachwedd', 'Rhagfyr'];
const TYPE_CY = { Adult: 'Oedolyn', Concession: 'Consesiwn', Junior: 'Iau', Family: 'Teulu' };
const cyDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MON_CY[m - 1]} ${y}`;
};
const ukSlash = (iso) => iso.split('-').reverse().join('/');
/** "18:15" → "6.15pm", "06:45" → "6.45am", "12:00" → "12pm", "19:00" → "7pm" */
function ampm(t) {
  const h = Number(t.slice(0, 2));
  const m = t.slice(3);
  const suf = h >= 12 ? 'pm' : 'am';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return m === '00' ? `${h12}${suf}` : `${h12}.${m}${suf}`;
}
/** minutes → "45 min", "1h15", "1 hr", "55 mins" */
function lenShort(n, k) {
  if (n === 60) return k % 2 ? '1 hr' : '60 min';
  if (n > 60) return `1h${pad(n - 60)}`;
  return k % 3 === 1 ? `${n} mins` : `${n} min`;
}
function lenCy(n) {
  if (n === 60) return '1 awr / 1 hr';
  if (n > 60) return `1 awr ${n - 60} munud / 1h${pad(n - 60)}`;
  return `${n} munud / ${n} min`;
}
const L = (k, xs) => xs[k % xs.length];

// ================================================================== (a) centres
{
  const c = C.SVN;
  const file = 'centres/severnside-leisure-centre.md';
  const s = {
    town: 'Bridgnorth', code: `Centre code: ${c.key}`, opened: 'Opened: 1976', operator: `Operated by: ${c.operator}`, joint: '',
    manager: `Centre manager: ${c.manager}`, gym: `Gym: ${c.gym} stations`, courts: `Sports hall: ${c.courts} badminton courts`,
    parking: `Car park: ${c.parking} spaces`, hours: 'Opening hours (Mon–Fri): 06:30–22:00',
  };
  centreFacts(c, file, s);
  corpus.write(file, [
    `# ${c.name}`, '',
    'Centre information sheet — reviewed March 2025 (facilities team).', '',
    `Centre code: ${c.key}`,
    'Address: Severn Street, Low Town, Bridgnorth WV16 4BB',
    'Opened: 1976 (major refurbishment 2019)',
    `Operated by: ${c.operator}`,
    `Centre manager: ${c.manager}`,
    `Gym: ${c.gym} stations`,
    `Sports hall: ${c.courts} badminton courts`,
    'Studios: 2 (Studio 1 sprung floor; Studio 2 spin)',
    `Car park: ${c.parking} spaces (pay and display, first 3 hours free for members)`,
    'Opening hours (Mon–Fri): 06:30–22:00',
    'Opening hours (Sat–Sun): 08:00–18:00',
    '',
    '## Pools',
    '',
    'Main pool, learner pool and (from March 2025) the hydrotherapy pool — see pools/pool-specifications.html and the board minutes.',
    '',
    '## Notes',
    '',
    'Fire assembly point: the riverside car park. First-aid room next to reception. The café is run by a franchise (Rivers Kitchen).',
    '',
  ].join('\n'));
}
function centreFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'centre', attr, value, unit, stated, file);
  F('town', c.town, 'place', s.town);
  F('code', c.key, 'text', s.code);
  F('opened', c.opened, '', s.opened);
  F('operator', c.operator, 'text', s.operator);
  F('joint', c.joint, 'bool', s.joint);
  F('manager', c.manager, 'person', s.manager);
  F('gym_stations', c.gym, '', s.gym);
  F('courts', c.courts, '', s.courts);
  F('parking', c.parking, '', s.parking);
  F('opens', c.opens, 'text', s.hours);
  F('closes', c.closes, 'text', s.hours);
}
{
  const c = C.HPK;
  const file = 'centres/hawthorn-park-leisure-centre.html';
  const s = {
    town: 'Wellington, Telford', code: c.key, opened: '1972', operator: c.operator, joint: '', manager: c.manager,
    gym: `${c.gym} stations`, courts: `${c.courts} courts`, parking: `${c.parking}`, hours: '6.30am – 10pm',
  };
  centreFacts(c, file, s);
  corpus.write(file, htmlInfoboxPage({
    title: c.name, docTitle: `${c.name} | Wrekin Vale Leisure`,
    sections: [
      { heading: 'Site', rows: [['Site code', c.key], ['Location', 'Wellington, Telford'], ['Postcode', 'TF1 2HX'], ['Year opened', '1972'], ['Managed by', c.operator], ['General manager', c.manager]] },
      { heading: 'Facilities', rows: [['Fitness suite', `${c.gym} stations`], ['Sports hall', `${c.courts} courts`], ['Outdoor', '3G pitch (floodlit)'], ['Squash', '2 courts'], ['Parking spaces', String(c.parking)]] },
      { heading: 'Hours', rows: [['Weekday hours', '6.30am – 10pm'], ['Weekend hours', '8am – 6pm']] },
    ],
    lead: [
      'Hawthorn Park opened in 1972 as Wellington Baths and still has its original 25-yard main pool; the dry side was rebuilt in 2006.',
      'Swimming lessons run every weekday after school and on Sunday mornings.',
    ],
    footer: 'Wrekin Vale Leisure is a service of Wrekin Vale District Council.',
  }));
}
// Ceiriog: bilingual page with its pool
{
  const c = C.CVL;
  const p = P['Ceiriog Valley Pool'];
  const file = 'centres/canolfan-hamdden-dyffryn-ceiriog.md';
  const s = {
    town: 'Y Waun / Chirk', code: `Cod / Code: ${c.key}`, opened: 'Agorwyd / Opened: 2008', operator: 'Wrekin Vale District Council a / and Chirk Town Council',
    joint: 'Cyd-reolaeth / Joint management: Oes / Yes', manager: `Rheolwr / Manager: ${c.manager}`, gym: `${c.gym} gorsaf / ${c.gym} stations`,
    courts: `${c.courts} cwrt / ${c.courts} courts`, parking: `${c.parking} lle / ${c.parking} spaces`, hours: 'Llun–Gwener / Mon–Fri 07:00–21:30',
  };
  centreFacts(c, file, s);
  poolFacts(p, file, {
    centre: '', length: 'Hyd / Length: 25 metr / 25 m', lanes: 'Lonydd / Lanes: 4', temp: 'Tymheredd y dŵr / Water temperature: 29.5 °C',
    depth: 'Dyfnder / Depth: 0.9–1.8 m', hoist: 'Teclyn codi / Pool hoist: Oes / Yes',
  });
  corpus.write(file, [
    '---',
    'title: "Canolfan Hamdden Dyffryn Ceiriog / Ceiriog Valley Leisure Centre"',
    'lang: cy-GB, en-GB',
    'updated: 2025-03-18',
    '---',
    '',
    '# Canolfan Hamdden Dyffryn Ceiriog / Ceiriog Valley Leisure Centre',
    '',
    'Mae\'r ganolfan yn cael ei rhedeg ar y cyd gan Gyngor Dosbarth Wrekin Vale a Chyngor Tref y Waun.',
    'The centre is run jointly by Wrekin Vale District Council and Chirk Town Council (Cyngor Tref y Waun).',
    '',
    '## Manylion / Details',
    '',
    `Cod / Code: ${c.key}`,
    'Tref / Town: Y Waun / Chirk, Wrecsam / Wrexham',
    'Agorwyd / Opened: 2008',
    'Rheolir gan / Managed by: Wrekin Vale District Council a / and Chirk Town Council',
    'Cyd-reolaeth / Joint management: Oes / Yes',
    `Rheolwr / Manager: ${c.manager}`,
    `Campfa / Gym: ${c.gym} gorsaf / ${c.gym} stations`,
    `Neuadd chwaraeon / Sports hall: ${c.courts} cwrt / ${c.courts} courts`,
    `Parcio / Parking: ${c.parking} lle / ${c.parking} spaces`,
    'Oriau agor / Opening hours: Llun–Gwener / Mon–Fri 07:00–21:30; Sad–Sul / Sat–Sun 08:00–17:00',
    '',
    '## Pwll nofio / Swimming pool',
    '',
    'Enw / Name: Ceiriog Valley Pool (Pwll Dyffryn Ceiriog)',
    'Hyd / Length: 25 metr / 25 m',
    'Lonydd / Lanes: 4',
    'Tymheredd y dŵr / Water temperature: 29.5 °C',
    'Dyfnder / Depth: 0.9–1.8 m',
    'Teclyn codi / Pool hoist: Oes / Yes',
    '',
    'Croeso i bawb — gwersi nofio yn Gymraeg ar gael ar gais. Welsh-medium swimming lessons on request.',
    '',
  ].join('\n'));
}

// ================================================================== (b) pools table (HTML)
{
  const file = 'pools/pool-specifications.html';
  const list = ['Severnside Main Pool', 'Severnside Learner Pool', 'Hawthorn Park Main Pool', 'Hawthorn Park Teaching Pool'].map((n) => P[n]);
  const rows = list.map((p) => {
    const [v, u] = p.len;
    const len = u === 'm' ? `${v} m` : u === 'yd' ? `${v} yards` : `${v} ft`;
    const [dv, du] = p.depth;
    const depth = du === 'm' ? `${dv.toFixed(1)} m` : `${Math.floor(dv / 12)} ft${dv % 12 ? ` ${dv % 12} in` : ''}`;
    const lanes = p.lanes ? String(p.lanes) : 'none';
    const temp = `${p.temp} °C`;
    poolFacts(p, file, { centre: C[p.centre].short, length: len, lanes: p.lanes ? '' : 'none', temp, depth, hoist: p.hoist ? 'Yes' : 'No' });
    return `    <tr><td>${esc(p.name)}</td><td>${esc(C[p.centre].short)}</td><td>${esc(len)}</td><td>${lanes}</td><td>${esc(temp)}</td><td>${esc(depth)}</td><td>${p.hoist ? 'Yes' : 'No'}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Pool specifications — Wrekin Vale Leisure</title></head>
<body>
<h1>Pool specifications</h1>
<p>Target water temperatures as set in the pool safety operating procedures (PSOP 2025). Hawthorn Park's pools were
built to imperial sizes and are listed as built.</p>
<table class="pools">
  <thead><tr><th>Pool</th><th>Centre</th><th>Length</th><th>Lanes</th><th>Water temperature</th><th>Max depth</th><th>Pool hoist</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p class="note">Ceiriog Valley's pool is on the centre's own page. Lane ropes are out during public sessions on Sundays.</p>
</body></html>
`);
}

// ================================================================== (c) instructors
const QA = { // label set A forms
  [Q.GYM]: 'Level 2 Gym Instructor', [Q.PT]: 'Level 3 Personal Trainer', [Q.SW1]: 'Swim England Level 1 (assistant)', [Q.SW2]: 'Swim England Level 2 Teacher',
  [Q.NPLQ]: 'NPLQ (pool lifeguard)', [Q.SPIN]: 'Indoor cycling (Spin)', [Q.PIL]: 'Pilates (Level 3)', [Q.YOGA]: 'Yoga (BWY)', [Q.AQUA]: 'Aqua instructor',
  [Q.ETM]: 'Exercise to Music', [Q.ZUM]: 'Zumba licence', [Q.KB]: 'Kettlebells', [Q.GPR]: 'GP Referral (Level 3)',
};
const QB = { // label set B forms
  [Q.GYM]: 'L2 Gym', [Q.PT]: 'L3 PT', [Q.SW1]: 'SE L1', [Q.SW2]: 'SE L2 swimming teacher', [Q.NPLQ]: 'NPLQ', [Q.SPIN]: 'Spin', [Q.PIL]: 'Pilates',
  [Q.YOGA]: 'Yoga', [Q.AQUA]: 'Aquafit', [Q.ETM]: 'ETM', [Q.ZUM]: 'Zumba', [Q.KB]: 'Kettlebell', [Q.GPR]: 'GP referral',
};
INSTRUCTORS.filter((p) => p.lay === 'A').forEach((p, k) => {
  const file = `staff/instructors/${slug(p.name)}.md`;
  const quals = p.quals.map((q) => QA[q]).join('; ');
  const centres = p.centres.map((c) => C[c].short).join(', ');
  const rate = money(p.rate);
  const start = fmtDate(p.start, k % 2 ? 'short' : 'long');
  instructorFacts(p, file, { quals, rate: `Hourly rate: ${rate}`, centres: `Centres: ${centres}`, emp: `Employment: ${p.emp}`, start: `Started: ${start}` });
  corpus.write(file, [
    `# Instructor record — ${p.name}`, '',
    `Employee no.: WV-E${pad(r.int(100, 990), 4)}`,
    `Employment: ${p.emp}`,
    `Hourly rate: ${rate}`,
    `Centres: ${centres}`,
    `Qualifications: ${quals}`,
    `Started: ${start}`,
    `DBS check: ${fmtDate(`202${r.int(2, 4)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`, 'short')}`,
    `First aid: ${L(k, ['valid to 2026', 'valid to 2027', 'renewal due May 2025'])}`, '',
    L(k, ['Prefers evening classes.', 'Covers at short notice.', 'Mentor for new instructors.', 'On the swim-school cover list.', 'Weekend availability only in school holidays.', 'Also works a gym shift on Saturdays.']), '',
  ].join('\n'));
});
INSTRUCTORS.filter((p) => p.lay === 'B').forEach((p, k) => {
  const file = `staff/profiles/${slug(p.name)}.md`;
  const quals = p.quals.map((q) => QB[q]).join(', ');
  const centres = p.centres.map((c) => C[c].name).join(' / ');
  const rate = `${p.rate.toFixed(2)} GBP per hour`;
  const since = String(p.start.slice(0, 4));
  instructorFacts(p, file, { quals, rate, centres: `Teaches at: ${centres}`, emp: `Contract: ${p.emp.toLowerCase()}`, start: `With Wrekin Vale since: ${since}` });
  corpus.write(file, [
    `## Profile: ${p.name}`, '',
    `- Rate of pay: ${rate}`,
    `- Teaches at: ${centres}`,
    `- Quals held: ${quals}`,
    `- Contract: ${p.emp.toLowerCase()}`,
    `- With Wrekin Vale since: ${since}`,
    `- Invoices: monthly, to leisure.finance@wrekinvale.gov.uk`, '',
    `${p.name.split(' ')[0]} ${L(k, ['runs the Pilates programme at Severnside and writes our studio etiquette notes.', 'is our lead spin instructor and covers all three centres.', 'leads the mind-and-body classes and the GP referral scheme at Hawthorn Park.'])}`, '',
  ].join('\n'));
});
{
  const file = 'staff/hr-extract-instructors.yaml';
  const out = ['# iTrent HR extract — pool and fitness staff (contracted), run 2025-04-01', 'extract:', '  system: iTrent', '  run_date: 2025-04-01', 'people:'];
  for (const p of INSTRUCTORS.filter((x) => x.lay === 'Y')) {
    const codes = `[${p.centres.join(', ')}]`;
    instructorFacts(p, file, { quals: '', rate: `rate: ${p.rate}`, centres: `sites: ${codes}`, emp: `contract: ${p.emp.toLowerCase()}`, start: `start_date: ${p.start}` });
    out.push(`  - name: ${p.name}`, `    payroll_no: "E${r.int(1000, 9999)}"`, `    contract: ${p.emp.toLowerCase()}`, `    start_date: ${p.start}`,
      '    pay:', '      basis: hourly', `      rate: ${p.rate}`, '      currency: GBP', `    sites: ${codes}`, '    qualifications:');
    for (const q of p.quals) out.push(`      - title: "${q}"`, `        expires: ${q === Q.NPLQ ? `202${r.int(5, 7)}-${pad(r.int(1, 12))}-01` : 'null'}`);
  }
  out.push('site_codes: {SVN: Severnside Leisure Centre, HPK: Hawthorn Park Leisure Centre, CVL: Ceiriog Valley Leisure Centre}', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'emails/2025-01-20-new-instructors.eml';
  const hb = I['Hannah Brookes'];
  const iw = I['Iwan Davies'];
  instructorFacts(hb, file, { quals: 'Swim England Level 2 teacher', rate: '£21.50 an hour', centres: 'Hawthorn Park', emp: 'contracted', start: '3 February' });
  instructorFacts(iw, file, { quals: 'Level 2 gym', rate: '£20.50 an hour', centres: 'Ceiriog Valley', emp: 'casual', start: '3 February' });
  corpus.write(file, `From: Neil Bayliss <neil.bayliss@wrekinvale.gov.uk>
To: Leisure managers <leisure.managers@wrekinvale.gov.uk>
Date: Mon, 20 Jan 2025 09:12:44 +0000
Subject: Two new instructors from 3 February

Morning all,

Two new starters on Monday 3 February 2025 (2025-02-03), both through the usual onboarding.

Hannah Brookes joins us on a contracted basis at £21.50 an hour. She is a Swim England Level 2 teacher and also
teaches Pilates, and she'll be based at Hawthorn Park (swim school on Mondays, Wednesdays and Fridays plus a
Friday Pilates mat class).

Iwan Davies is coming in as casual staff for Ceiriog Valley only, at £20.50 an hour. He holds Level 2 gym and is a
qualified spin instructor, so Elen is giving him the early Tuesday spin and a new lunchtime one.

Please make sure both have a locker and a staff card on day one.

Neil
--
Neil Bayliss, General Manager, Hawthorn Park Leisure Centre
`);
}

// ================================================================== (d) fitness classes
{
  const file = 'timetables/severnside-timetable-spring-2025.html';
  const list = classes.filter((k) => k.lay === 'H');
  const order = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  list.sort((a, b) => order.indexOf(a.day) - order.indexOf(b.day) || a.start.localeCompare(b.start));
  const rows = list.map((k, j) => {
    const len = lenShort(k.mins, j);
    const time = ampm(k.start);
    const venue = k.name.startsWith('Aqua') ? 'Main pool' : k.name.includes('Spin') ? 'Studio 2' : k.name.includes('Circuit') && k.name.includes('60') ? 'Gym' : 'Studio 1';
    classFacts(k, file, { centre: '', day: DAY3[k.day], start: time, mins: len, cap: '', avg: k.avg.toFixed(1) });
    return `    <tr><td>${DAY3[k.day]}</td><td>${time}</td><td>${esc(k.name)}</td><td>${esc(k.instr)}</td><td>${venue}</td><td>${len}</td><td>${k.cap}</td><td>${k.avg.toFixed(1)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Severnside Leisure Centre — class timetable, spring 2025</title></head>
<body>
<h1>Severnside Leisure Centre — group exercise timetable</h1>
<p>Valid 6 January – 13 April 2025. Book up to 7 days ahead on the app; late cancellations (under 2 hours) count as a
no-show. Average attendance is for January–March.</p>
<table class="timetable">
  <thead><tr><th>Day</th><th>Time</th><th>Class</th><th>Instructor</th><th>Venue</th><th>Length</th><th>Spaces</th><th>Avg. attendance</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Evening Aqua (Mondays) starts in February — see the coordinator's note.</p>
</body></html>
`);
}
{
  const file = 'timetables/hawthorn-park-classes-export.csv';
  const list = classes.filter((k) => k.lay === 'C');
  const rows = list.map((k, j) => {
    const room = k.name.includes('Spin') ? 'Spin studio' : k.name.includes('Yoga') || k.name.includes('Tai') || k.name.includes('Pilates') || k.name.includes('Stretch') ? 'Studio B' : k.name.includes('GP') ? 'Gym' : 'Sports hall';
    classFacts(k, file, { centre: '', day: k.day, start: k.start, mins: String(k.mins), cap: String(k.cap), avg: k.avg.toFixed(1) });
    return [k.name, k.day, k.start, k.mins, k.instr, room, k.cap, k.avg.toFixed(1), j % 4 === 0 ? 'Y' : 'N'];
  });
  corpus.write(file, delimited(['Activity', 'Day', 'Start time', 'Duration (mins)', 'Instructor', 'Room', 'Max participants', 'Average attendance (Jan-Mar)', 'Online booking only'], rows));
}
{
  const file = 'timetables/amserlen-dosbarthiadau-ceiriog.md';
  const list = classes.filter((k) => k.lay === 'W');
  const order = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const out = ['# Amserlen dosbarthiadau / Class timetable — Canolfan Hamdden Dyffryn Ceiriog (Ceiriog Valley Leisure Centre)', '',
    'Gwanwyn / Spring 2025. Archebwch ar yr ap / Book on the app. Cyfartaledd = presenoldeb cyfartalog Ionawr–Mawrth / average attendance January–March.', ''];
  for (const day of order) {
    const ks = list.filter((k) => k.day === day).sort((a, b) => a.start.localeCompare(b.start));
    if (!ks.length) continue;
    out.push(`## ${DAY_CY[day]} / ${day}`, '');
    for (const k of ks) {
      const time = k.start.replace(':', '.');
      const len = lenCy(k.mins);
      const avg = `cyfartaledd / average: ${k.avg.toFixed(1)}`;
      classFacts(k, file, { centre: '', day: `${DAY_CY[day]} / ${day}`, start: time, mins: len, cap: `lleoedd / places: ${k.cap}`, avg });
      out.push(`- ${time} — ${k.name} — ${len} — Hyfforddwr / Instructor: ${k.instr} — lleoedd / places: ${k.cap} — ${avg}`);
    }
    out.push('');
  }
  out.push('Dosbarthiadau dŵr yn y pwll / Aqua classes are in the pool. Dewch â photel ddŵr / Bring a water bottle.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'emails/2025-01-28-new-classes.eml';
  const k = Object.fromEntries(classes.filter((x) => x.lay === 'E').map((x) => [x.name, x]));
  const kp = k['Kettlebell Power'];
  const ls = k['Lunchtime Spin'];
  const pp = k['Postnatal Pilates'];
  const ea = k['Evening Aqua'];
  classFacts(kp, file, { centre: 'Hawthorn Park', day: 'Thursdays', start: ampm(kp.start), mins: 'an hour and a quarter', cap: `capped at ${kp.cap}`, avg: `averaging ${kp.avg.toFixed(1)}` });
  classFacts(ls, file, { centre: 'Ceiriog Valley', day: 'Wednesdays', start: ampm(ls.start), mins: `${ls.mins} minutes`, cap: `${ls.cap} bikes`, avg: `${ls.avg.toFixed(1)} on average` });
  classFacts(pp, file, { centre: 'Hawthorn Park', day: 'Tuesday', start: ampm(pp.start), mins: `${pp.mins} min`, cap: `${pp.cap} places`, avg: `average of ${pp.avg.toFixed(1)}` });
  classFacts(ea, file, { centre: 'Severnside', day: 'Monday', start: ampm(ea.start), mins: `${ea.mins}-minute`, cap: `${ea.cap} places`, avg: `${ea.avg.toFixed(1)} a week` });
  corpus.write(file, `From: Jade Morris <fitness.coordinator@wrekinvale.gov.uk>
To: Alison Trow; Neil Bayliss; Elen Roberts
Date: Tue, 28 Jan 2025 16:40:02 +0000
Subject: New classes on the timetable (not on the printed sheets yet)

Hi all,

Four new classes have gone live on the booking app but aren't on the printed timetables until the April reprint:

1. Kettlebell Power at Hawthorn Park on Thursdays at ${ampm(kp.start)} with Dean Whitmore. It runs for an hour and a quarter
   and is capped at ${kp.cap}; we're averaging ${kp.avg.toFixed(1)} a week so far.
2. Lunchtime Spin at Ceiriog Valley on Wednesdays, ${ampm(ls.start)}, with Iwan Davies — ${ls.mins} minutes, ${ls.cap} bikes, ${ls.avg.toFixed(1)} on average since it started.
3. Postnatal Pilates with Hannah Brookes at Hawthorn Park, every Tuesday at ${ampm(pp.start)}: ${pp.mins} min, ${pp.cap} places (babies welcome), an
   average of ${pp.avg.toFixed(1)} over the first weeks.
4. Evening Aqua at Severnside, Monday ${ampm(ea.start)}, a ${ea.mins}-minute session with Rhian Pugh in the main pool, ${ea.cap} places; ${ea.avg.toFixed(1)} a week
   so far.

Please brief reception. Thanks!
Jade
`);
}

// ================================================================== (e) members
{
  const file = 'exports/membership-system-export.json';
  const list = members.filter((m) => m.lay === 'J');
  const CAT = { Adult: 'ADULT', Concession: 'CONC', Junior: 'JUN', Family: 'FAM' };
  const recs = list.map((m) => {
    const [given, ...fam] = m.name.split(' ');
    memberFacts(m, file, { type: CAT[m.type], fee: String(Math.round(m.fee * 100)), joined: m.joined, centre: m.centre });
    return {
      id: m.no,
      person: { name: { display: m.name, given, family: fam.join(' ') }, contact: { email_opt_in: r.chance(0.6) } },
      membership: {
        category: CAT[m.type], status: 'ACTIVE', start_date: m.joined, home_site: m.centre,
        billing: { method: 'DD', frequency: 'monthly', amount_pence: Math.round(m.fee * 100) },
      },
    };
  });
  corpus.write(file, JSON.stringify({
    export: { system: 'Wrekin Vale MMS 3.4', generated: '2025-04-02T05:00:00Z', site_codes: { SVN: 'Severnside', HPK: 'Hawthorn Park', CVL: 'Ceiriog Valley' }, categories: { ADULT: 'Adult', CONC: 'Concession (60+, students, benefits)', JUN: 'Junior (under 16)', FAM: 'Family (2 adults + up to 3 children)' } },
    members: recs,
  }, null, 2) + '\n');
}
{
  const file = 'members/severnside-members-list.csv';
  const list = members.filter((m) => m.lay === 'S');
  const rows = list.map((m) => {
    const [given, ...fam] = m.name.split(' ');
    const surname = fam.join(' ').toUpperCase();
    corpus.aliases.set(m.name, [`${surname},${given}`]);
    memberFacts(m, file, { type: m.type, fee: money(m.fee), joined: ukSlash(m.joined), centre: 'Severnside' });
    return [m.no, surname, given, m.type, money(m.fee), ukSlash(m.joined), 'Severnside'];
  });
  corpus.write(file, delimited(['Member No', 'Surname', 'Forename', 'Category', 'Monthly DD', 'Joined', 'Home site'], rows));
}
members.filter((m) => m.lay === 'A').forEach((m, k) => {
  const file = `members/new-joiners/${slug(m.name)}.md`;
  const start = fmtDate(m.joined, 'long');
  memberFacts(m, file, { no: `Membership no.: ${m.no}`, type: `Membership type: ${m.type}`, fee: `Monthly fee: ${money(m.fee)}`, joined: `Start date: ${start}`, centre: `Home centre: ${C[m.centre].short}` });
  corpus.write(file, [
    `# New member — ${m.name}`, '',
    `Membership no.: ${m.no}`,
    `Membership type: ${m.type}`,
    `Monthly fee: ${money(m.fee)}`,
    `Start date: ${start}`,
    `Home centre: ${C[m.centre].short}`,
    'Payment: Direct debit (1st of the month)',
    `Induction: ${L(k, ['booked', 'completed', 'declined'])}`, '',
    `Signed up ${L(k, ['at reception', 'online', 'at the January open day'])}.`, '',
  ].join('\n'));
});
members.filter((m) => m.lay === 'B').forEach((m, k) => {
  const file = `members/applications/${m.no.toLowerCase()}-${slug(m.name)}.txt`;
  const cat = m.type === 'Family' ? 'Family (2 adults + 2 children)' : m.type === 'Concession' ? 'Concession (over 60)' : m.type === 'Junior' ? 'Junior (11–15)' : 'Adult';
  const site = `${C[m.centre].short} LC`;
  memberFacts(m, file, { no: `Member ID: ${m.no}`, type: `Category: ${cat}`, fee: `${money(m.fee)} per month`, joined: `Joined: ${ukSlash(m.joined)}`, centre: `Home site: ${site}` });
  corpus.write(file, [
    'WREKIN VALE LEISURE — MEMBERSHIP APPLICATION', '============================================', '',
    `Name: ${m.name}`,
    `Member ID: ${m.no}`,
    `Category: ${cat}`,
    `Direct debit: ${money(m.fee)} per month`,
    `Joined: ${ukSlash(m.joined)}`,
    `Home site: ${site}`,
    `Health questionnaire (PAR-Q): ${L(k, ['all no', 'yes to Q3 — GP letter on file', 'all no'])}`,
    'Marketing consent: no', '',
    'Office use: card issued, photo taken.', '',
  ].join('\n'));
});
{
  const file = 'members/aelodau-ceiriog-members.html';
  const list = members.filter((m) => m.lay === 'W');
  const rows = list.map((m) => {
    const type = `${TYPE_CY[m.type]} / ${m.type}`;
    memberFacts(m, file, { type, fee: money(m.fee), joined: cyDate(m.joined), centre: '' });
    return `    <tr><td>${esc(m.name)}</td><td>${m.no}</td><td>${esc(type)}</td><td>${money(m.fee)}</td><td>${cyDate(m.joined)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="cy"><head><meta charset="utf-8"><title>Aelodau / Members — Canolfan Hamdden Dyffryn Ceiriog</title></head>
<body>
<h1>Aelodau / Members — Canolfan Hamdden Dyffryn Ceiriog (Ceiriog Valley Leisure Centre)</h1>
<p>Rhestr ar gyfer y cyd-bwyllgor / List for the joint committee, Mawrth / March 2025. Canolfan gartref: Dyffryn Ceiriog i bawb isod / Home centre: Ceiriog Valley for everyone below.</p>
<table>
  <thead><tr><th>Enw / Name</th><th>Rhif aelodaeth / Membership no.</th><th>Math / Type</th><th>Ffi fisol / Monthly fee</th><th>Ymunodd / Joined</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
{
  const file = 'emails/2025-03-12-membership-queries.eml';
  const [m1, m2] = members.filter((m) => m.lay === 'E');
  const p1 = `${m1.type === 'Adult' ? 'an adult' : m1.type === 'Concession' ? 'a concession' : m1.type === 'Junior' ? 'a junior' : 'a family'} membership`;
  const p2 = `${m2.type.toLowerCase()} membership`;
  memberFacts(m1, file, { no: m1.no, type: p1, fee: `${money(m1.fee)} a month`, joined: fmtDate(m1.joined, 'long'), centre: C[m1.centre].name });
  memberFacts(m2, file, { no: m2.no, type: p2, fee: `${money(m2.fee)}`, joined: fmtDate(m2.joined, 'month'), centre: C[m2.centre].short });
  corpus.write(file, `From: Reception (Hawthorn Park) <hawthornpark@wrekinvale.gov.uk>
To: Neil Bayliss <neil.bayliss@wrekinvale.gov.uk>
Cc: Alison Trow <alison.trow@wrekinvale.gov.uk>
Date: Wed, 12 Mar 2025 11:05:37 +0000
Subject: Two membership queries for you

Hi Neil,

Two for you to look at, please:

${m1.name} (${m1.no}) came to the desk about a double collection. ${m1.name.split(' ')[0]} holds ${p1} at the
${C[m1.centre].name}, paying ${money(m1.fee)} a month, and has been a member since ${fmtDate(m1.joined, 'long')}. Finance say the
second collection will be refunded in April.

${m2.name} (${m2.no}) wants to freeze for three months after an operation. The ${p2} is ${money(m2.fee)}
monthly at ${C[m2.centre].short}; the member joined in ${fmtDate(m2.joined, 'month')} (exact date ${ukSlash(m2.joined)} on the system). A doctor's note is attached.

Thanks,
Kirsty (reception)
`);
}
// gym-entry export: fixed width, keyed by card number WITHOUT the hyphen
{
  const file = 'exports/gym-entries-2025-q1.txt';
  const out = [
    'WRKV ACCESS CONTROL 4.2          REPORT: GYM ENTRIES BY CARD          PERIOD 01/01/2025 - 31/03/2025',
    'Turnstiles: SVN-GYM-1, SVN-GYM-2, HPK-GYM-1, CVL-GYM-1.  Cards with no entries are listed with a dash.',
    '',
    'SITE  CARD NO     ENTRIES  LAST ENTRY',
    '----  ----------  -------  ----------------',
  ];
  const sorted = [...members].sort((a, b) => a.centre.localeCompare(b.centre) || a.no.localeCompare(b.no));
  for (const m of sorted) {
    const card = m.no.replace('-', '');
    corpus.also(m.name, 'member', 'gym_entries_q1', m.entries, '', '', file);
    corpus.also(m.name, 'member', 'last_gym_entry', m.last, 'date', m.last ? ukSlash(m.last) : '', file);
    const last = m.last ? `${ukSlash(m.last)} ${pad(r.int(6, 21))}:${pad(r.int(0, 59))}` : '-';
    out.push(`${m.centre.padEnd(4)}  ${card.padEnd(10)}  ${String(m.entries || '-').padStart(7)}  ${last}`);
  }
  out.push('', `TOTAL CARDS: ${members.length}    TOTAL ENTRIES: ${members.reduce((s, m) => s + m.entries, 0)}`, '');
  corpus.write(file, out.join('\n'));
}

// ================================================================== (f) swimming lessons
{
  const file = 'swim-school/severnside-swim-school-timetable.md';
  const list = swims.filter((g) => g.centre === 'SVN');
  const out = ['# Severnside swim school — timetable, spring term 2025', '', 'Learn to Swim (Swim England stages 1–7) and aquatic skills (stages 8–10). 30-minute lessons; stage 7+ are 45 minutes.', '',
    '| Group | Stage | Day | Time | Ages | Pool | Teacher | Places |', '|---|---|---|---|---|---|---|---|'];
  for (const g of list) {
    const ages = `${g.amin}–${g.amax} yrs`;
    const pool = g.pool.replace('Severnside ', '');
    swimFacts(g, file, { stage: `Stage ${g.stage}`, pool, day: DAY3[g.day], start: g.start, ages, places: '' });
    out.push(`| ${g.code} | Stage ${g.stage} | ${DAY3[g.day]} | ${g.start} | ${ages} | ${pool} | ${g.teacher} | ${g.places} |`);
  }
  out.push('', 'Assessment week: 24–29 March. Certificates and badges at reception (£3.50).', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'swim-school/hawthorn-park-lessons.html';
  const list = swims.filter((g) => g.centre === 'HPK');
  const rows = list.map((g) => {
    const when = `${DAY3[g.day]} ${ampm(g.start)}`;
    const ages = `${g.amin} to ${g.amax}`;
    const pool = g.pool.includes('Teaching') ? 'Teaching pool' : 'Main pool';
    swimFacts(g, file, { stage: `Stage ${g.stage}`, pool, day: when, start: when, ages, places: '' });
    return `    <tr><td>${g.code}</td><td>Stage ${g.stage}</td><td>${when}</td><td>${ages}</td><td>${pool}</td><td>${esc(g.teacher)}</td><td>${g.places}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Swimming lessons — Hawthorn Park</title></head>
<body>
<h1>Swimming lessons at Hawthorn Park</h1>
<p>Direct debit £27.50 a month per child (£24.75 for a second child). Lessons pause for two weeks at Easter.</p>
<table>
  <thead><tr><th>Code</th><th>Level</th><th>When</th><th>Age range</th><th>Pool</th><th>Teacher</th><th>Max swimmers</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
{
  const file = 'swim-school/gwersi-nofio-ceiriog.md';
  const list = swims.filter((g) => g.centre === 'CVL');
  const out = ['# Gwersi nofio / Swimming lessons — Pwll Dyffryn Ceiriog (Ceiriog Valley Pool)', '', 'Tymor y gwanwyn / Spring term 2025. Pob gwers yn y prif bwll / All lessons in the main pool.', ''];
  for (const g of list) {
    const day = `${DAY_CY[g.day]} / ${g.day}`;
    const time = g.start.replace(':', '.');
    const ages = `${g.amin}–${g.amax} oed / years`;
    swimFacts(g, file, { stage: `Cam ${g.stage} / Stage ${g.stage}`, pool: 'Pwll Dyffryn Ceiriog', day, start: time, ages, places: `Lleoedd / Places: ${g.places}` });
    out.push(`- ${g.code} — Cam ${g.stage} / Stage ${g.stage} — ${day} ${time} — ${ages} — Lleoedd / Places: ${g.places} — Athro / Teacher: ${g.teacher}`);
  }
  out.push('', 'Gwersi cyfrwng Cymraeg ar ddydd Sadwrn / Welsh-medium lessons on Saturdays.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'swim-school/waiting-lists-april-2025.yaml';
  const out = ['# Swim school waiting lists — as at 7 April 2025 (children waiting for a place in each group)', 'as_at: 2025-04-07', 'centres:'];
  for (const key of ['SVN', 'HPK', 'CVL']) {
    out.push(`  ${key}:`, `    name: ${C[key].name}`, '    groups:');
    for (const g of swims.filter((x) => x.centre === key)) {
      corpus.also(g.code, 'swim_group', 'waiting_list', g.waiting, '', String(g.waiting), file);
      out.push(`      - code: ${g.code}`, `        waiting: ${g.waiting}`, `        oldest_request: 202${g.waiting > 10 ? 4 : 5}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`);
    }
  }
  out.push('');
  corpus.write(file, out.join('\n'));
}

// ================================================================== (g) incidents
{
  const file = 'maintenance/pool-plant-log-2025.md';
  const list = incidents.filter((x) => x.lay === 'L');
  const out = ['# Pool plant and closure log 2025', '', 'Every unplanned closure of a pool, with the programmed hours lost. Entered by the duty manager; checked monthly by the technical officer.', ''];
  list.forEach((x, k) => {
    const date = fmtDate(x.date, 'long');
    const h = x.hours;
    const hrs = k % 3 === 0 ? `${h} h lost` : k % 3 === 1 ? `${Math.floor(h)} hrs ${Math.round((h % 1) * 60)} mins lost` : `${Math.round(h * 60)} minutes lost`;
    incFacts(x, file, { date, cause: x.cause, hours: hrs });
    out.push(`### ${x.code} — ${date}`, '', `- Pool: ${x.pool}`, `- Cause: ${x.cause}`, `- Closure: ${hrs}`,
      `- Action: ${L(k, ['engineer called out, part replaced', 'pool cleared, shock-dosed and filtered for 6 turnovers', 'chemical controller recalibrated', 'contractor booked; area cordoned', 'backwashed; water tested every 30 minutes'])}`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'emails/2025-03-31-pool-closures.eml';
  const [a, b] = incidents.filter((x) => x.lay === 'E');
  incFacts(a, file, { date: 'Monday 3 March', pool: a.pool, cause: 'filter pump', hours: '16½ hours' });
  incFacts(b, file, { date: '29 March', pool: b.pool, cause: 'vomit', hours: '45 minutes' });
  corpus.write(file, `From: Alison Trow <alison.trow@wrekinvale.gov.uk>
To: Leisure managers <leisure.managers@wrekinvale.gov.uk>
Date: Mon, 31 Mar 2025 17:22:10 +0100
Subject: March pool closures not yet in the log

Hi both,

Two closures from March that aren't in the plant log yet — can they go into the quarter's figures:

- ${a.code}: ${a.pool} lost its main filter pump on Monday 3 March. It was shut from opening until the pump was
  swapped the next afternoon — 16½ hours of programmed time in all (two school swims and the club bookings moved).
- ${b.code}: a vomit on 29 March in the ${b.pool}; cleared, filtered and reopened within 45 minutes.

Alison
`);
}
{
  const file = 'admin/hysbysiad-cau-pwll-notice.md';
  const x = incidents.find((y) => y.lay === 'W');
  incFacts(x, file, { date: 'Dydd Sadwrn 8 Mawrth 2025 / Saturday 8 March 2025', pool: 'Pwll Dyffryn Ceiriog', cause: 'nam ar y pwmp hidlo / filter pump fault', hours: '4 awr / 4 hours' });
  corpus.write(file, [
    '# HYSBYSIAD / NOTICE', '',
    '## Pwll ar gau / Pool closed', '',
    `Cyfeirnod / Reference: ${x.code}`,
    'Pwll / Pool: Pwll Dyffryn Ceiriog (Ceiriog Valley Pool)',
    'Dyddiad / Date: Dydd Sadwrn 8 Mawrth 2025 / Saturday 8 March 2025',
    'Amser / Time: 13:00–17:00 (4 awr / 4 hours)',
    'Rheswm / Reason: nam ar y pwmp hidlo / filter pump fault', '',
    'Ymddiheurwn am yr anghyfleustra. We apologise for the inconvenience. Mae\'r gampfa ar agor fel arfer / The gym is open as usual.', '',
  ].join('\n'));
}

// ================================================================== (h) bookings
{
  const file = 'exports/bookings-export-2025-03.csv';
  const list = bookings.filter((b) => b.lay === 'X');
  const rows = list.map((b) => {
    const amount = comma(b.amount, 2);
    const hours = comma(b.hours, 2);
    bookFacts(b, file, { date: ukSlash(b.date), centre: b.centre, start: b.start, hours, amount });
    return [b.ref, ukSlash(b.date), b.centre, b.facility, b.start, b.end, b.hirer, hours, amount, r.chance(0.8) ? 'Paid' : 'Invoiced'];
  });
  const pre = [
    'LeisureHub Pro — Bookings export',
    'Site(s): ALL;Period: 01/03/2025-31/03/2025;Type: Block and casual hire',
    'Generated: 02/04/2025 07:12 by a.trow',
    '',
  ].join('\n');
  corpus.write(file, pre + '\n' + delimited(['Ref', 'Date', 'Site', 'Facility', 'Start', 'End', 'Hirer', 'Hours', 'Amount (GBP)', 'Status'], rows, ';'));
}
{
  const file = 'emails/2025-03-14-block-bookings.eml';
  const [a, b] = bookings.filter((x) => x.lay === 'E');
  bookFacts(a, file, { date: 'Saturday 22 March', centre: 'Ceiriog Valley', facility: a.facility.toLowerCase(), start: ampm(a.start), hours: '', amount: money(a.amount) });
  bookFacts(b, file, { date: 'Monday 24 March', centre: 'Severnside', facility: b.facility.toLowerCase(), start: ampm(b.start), hours: 'eight hours', amount: money(b.amount) });
  corpus.write(file, `From: Bookings <bookings@wrekinvale.gov.uk>
To: Elen Roberts <elen.roberts@wrekinvale.gov.uk>; Alison Trow <alison.trow@wrekinvale.gov.uk>
Date: Fri, 14 Mar 2025 10:02:51 +0000
Subject: Two bookings taken by phone (not in LeisureHub yet)

Hello,

I've taken two bookings by phone while LeisureHub was down this morning; I'll key them in on Monday.

- ${a.ref}: ${a.hirer}, the ${a.facility.toLowerCase()} at Ceiriog Valley on Saturday 22 March, ${ampm(a.start)} to ${ampm(a.end)}, ${money(a.amount)}.
- ${b.ref}: ${b.hirer}, the whole ${b.facility.toLowerCase()} at Severnside on Monday 24 March from ${ampm(b.start)} to ${ampm(b.end)} —
  eight hours at the schools rate, ${money(b.amount)} in total.

Thanks,
Bookings team
`);
}

// ================================================================== board minutes (hydro pool + three incidents)
{
  const file = 'board/minutes-2025-03-26-leisure-board.md';
  const hp = P['Severnside Hydrotherapy Pool'];
  poolFacts(hp, file, { centre: 'Severnside', length: '10 metres long', lanes: 'no lanes', temp: '34 °C', depth: '1.4 m', hoist: 'a poolside hoist' });
  const m = incidents.filter((x) => x.lay === 'M');
  const [i4, i6, i11] = m;
  incFacts(i4, file, { date: '30 January', pool: i4.pool, cause: 'lighting', hours: 'three hours' });
  incFacts(i6, file, { date: '17 February', pool: i6.pool, cause: 'heating', hours: 'two full days (28 hours of programmed time)' });
  incFacts(i11, file, { date: '21 March', pool: i11.pool, cause: 'lifeguards', hours: 'five hours' });
  corpus.write(file, `# Wrekin Vale Leisure Board — minutes of the meeting of 26 March 2025

Present: Cllr M. Oakengates (chair), Cllr S. Pryce, Cllr D. Hughes (Chirk Town Council), Alison Trow, Neil Bayliss,
Elen Roberts, R. Lane (finance). Apologies: Cllr P. Evans.

## 1. Minutes of the last meeting

Agreed as a true record.

## 2. New hydrotherapy pool at Severnside

Alison reported that the Severnside Hydrotherapy Pool opened to the public on 3 March 2025. It is 10 metres long, has
no lanes, a maximum depth of 1.4 m and is held at 34 °C; it has a poolside hoist and a changing-places toilet next to
it. Referral sessions with the NHS physiotherapy team start in April.

## 3. Pool closures, January to March

The board noted the quarter's closures. ${i4.code}: the ${i4.pool} was closed for three hours on the evening of 30 January
after a lighting failure. ${i6.code}: the boiler at Ceiriog failed on 17 February (heating) and the ${i6.pool} was shut for
two full days (28 hours of programmed time). ${i11.code}: on 21 March the ${i11.pool} closed for five hours because there were not enough
lifeguards on shift; Neil is reviewing the casual lifeguard pool.

## 4. Finance

Income for the quarter is 3 % above budget; energy costs are 11 % below last year after the pool covers were fitted.

## 5. Joint agreement with Chirk Town Council

Cllr Hughes confirmed the town council's contribution of £48,000 for 2025-26. The agreement runs to March 2028.

## 6. Any other business

None. Next meeting: 25 June 2025.
`);
}

// ================================================================== wide table: monthly visits 2024 (months down, a column per centre)
{
  const file = 'reports/monthly-visits-2024.csv';
  const MONS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  const MON_LABEL = ['Jan 2024', 'Feb 2024', 'Mar 2024', 'Apr 2024', 'May 2024', 'Jun 2024', 'Jul 2024', 'Aug 2024', 'Sep 2024', 'Oct 2024', 'Nov 2024', 'Dec 2024'];
  const base = { SVN: 21400, HPK: 17800, CVL: 7600 };
  const season = [1.22, 1.1, 1.04, 0.96, 0.94, 0.9, 1.02, 1.08, 1.0, 0.98, 0.95, 0.72];
  const vals = {};
  for (const key of ['SVN', 'HPK', 'CVL']) vals[key] = season.map((s) => Math.round(base[key] * s * r.float(0.93, 1.07)));
  const rows = MONS.map((m, i) => [MON_LABEL[i], ...['SVN', 'HPK', 'CVL'].map((k) => vals[k][i].toLocaleString('en-GB'))]);
  for (const key of ['SVN', 'HPK', 'CVL']) {
    MONS.forEach((m, i) => corpus.also(C[key].name, 'centre', `visits_2024_${m}`, vals[key][i], '', vals[key][i].toLocaleString('en-GB'), file));
    corpus.also(C[key].name, 'centre', 'visits_2024', vals[key].reduce((a, b) => a + b, 0), '', '', file);
  }
  corpus.write(file, '# Visits (all activities, turnstile + bookings), calendar year 2024\n' + delimited(['Month', 'Severnside', 'Hawthorn Park', 'Ceiriog Valley / Dyffryn Ceiriog'], rows));
}

// ================================================================== background documents (no entity facts)
corpus.write('README.txt', `WREKIN VALE LEISURE — SHARED DRIVE (2025)
centres/       centre information (Ceiriog Valley page is bilingual)
pools/         pool specifications
timetables/    class timetables per centre
swim-school/   swimming lessons and waiting lists
members/       membership lists, new joiners, applications
staff/         instructors (records, profiles, HR extract), rotas
exports/       system exports: membership (MMS), gym access, bookings (LeisureHub)
maintenance/   pool plant log
board/         board and joint committee minutes
reports/       visits and KPIs
emails/        saved e-mails
finance/, admin/, policies/, marketing/  everything else
`);
corpus.write('finance/price-list-2025-26.md', `# Pay-as-you-go prices from 1 April 2025

| Activity | Adult | Concession | Junior |
|---|---|---|---|
| Swim (casual) | £5.60 | £3.90 | £3.10 |
| Gym (casual) | £8.50 | £5.80 | £4.20 |
| Fitness class | £7.20 | £5.00 | — |
| Badminton court (per hour) | £12.40 | £8.70 | £6.20 |
| Squash court (45 min) | £10.50 | £7.40 | £5.30 |

Members pay nothing for swims, gym and classes. Ceiriog Valley prices are 10 % lower under the joint agreement.
Family swim (2 adults + 2 children): £15.80.
`);
corpus.write('finance/budget-2025-26.csv', delimited(['Cost centre', 'Income (£)', 'Staffing (£)', 'Energy (£)', 'Other (£)', 'Net (£)'], [
  ['Severnside', '1,284,000', '842,500', '311,000', '164,200', '-33,700'],
  ['Hawthorn Park', '1,019,600', '701,300', '288,400', '121,900', '-92,000'],
  ['Ceiriog Valley', '402,300', '318,900', '96,800', '52,400', '-65,800'],
  ['Central (swim school admin, marketing)', '612,000', '221,000', '0', '88,500', '302,500'],
]));
corpus.write('policies/pool-safety-operating-procedure-summary.md', `# Pool Safety Operating Procedures — summary (2025)

- Lifeguard ratio: 1 per 20 bathers in the water; a minimum of 2 on poolside during public sessions.
- Free chlorine target 1.0–2.0 mg/l; pH 7.2–7.6; tests every 2 hours and before opening.
- Solid faecal fouling: clear the pool, raise free chlorine to 2 mg/l and filter for 6 turnovers (typically 4–6 hours).
- Diarrhoeal fouling: close, superchlorinate to 20 mg/l overnight.
- Vomit: remove, test and reopen when clear (usually under an hour).
- Emergency evacuation drill: monthly, recorded in the log book.
`);
corpus.write('admin/opening-hours-bank-holidays-2025.md', `# Bank holiday opening 2025

| Date | Severnside | Hawthorn Park | Ceiriog Valley |
|---|---|---|---|
| Good Friday 18 April | 08:00–18:00 | 08:00–18:00 | closed |
| Easter Monday 21 April | 08:00–18:00 | 08:00–18:00 | 09:00–16:00 |
| 5 May | 08:00–18:00 | 08:00–18:00 | 09:00–16:00 |
| 26 May | 08:00–18:00 | closed | 09:00–16:00 |
| 25 August | 08:00–18:00 | 08:00–18:00 | 09:00–16:00 |

Christmas and New Year hours are published in November.
`);
corpus.write('admin/coshh-register.csv', delimited(['Substance', 'Use', 'Location', 'Stored quantity', 'Review due'], [
  ['Sodium hypochlorite 14-15%', 'Pool disinfection', 'SVN plant room', '2 x 1000 L IBC', '2025-09'],
  ['Sodium hypochlorite 14-15%', 'Pool disinfection', 'HPK plant room', '1 x 1000 L IBC', '2025-09'],
  ['Sulphuric acid 15%', 'pH correction', 'SVN plant room', '400 L', '2025-09'],
  ['Carbon dioxide', 'pH correction', 'CVL plant room', '2 x 45 kg cylinders', '2025-11'],
  ['Poly aluminium chloride', 'Coagulant', 'all plant rooms', '25 L each', '2026-01'],
]));
corpus.write('staff/lifeguard-rota-week-15.md', `# Lifeguard rota — week 15 (7–13 April 2025), Severnside

| Day | Early (06:15–14:15) | Late (14:00–22:15) |
|---|---|---|
| Mon | Josh, Amira | Ben, Freya, Sam |
| Tue | Josh, Connor | Ben, Freya |
| Wed | Amira, Connor | Sam, Freya, Ollie |
| Thu | Josh, Amira | Ben, Ollie |
| Fri | Connor, Amira | Sam, Freya |
| Sat | Josh, Ben, Ollie | Connor, Freya |
| Sun | Amira, Sam | closed at 18:00 |

Casual cover: call the duty manager on 01746 555 210.
`);
corpus.write('swim-school/swim-england-stages-guide.md', `# Swim England Learn to Swim — what each stage covers

- Stages 1–3: water confidence, floating, 5–10 m unaided.
- Stages 4–5: all four strokes introduced, 10–25 m.
- Stage 6: 25 m on front and back, treading water for 30 seconds.
- Stage 7: 100 m continuous, three strokes, sculling.
- Stages 8–10 (aquatic skills): 200–400 m, personal survival, start on club pathways.

Children move up after assessment week; we aim for two stages a year at most.
`);
corpus.write('marketing/summer-holiday-activities-2025.md', `# Summer holiday activities 2025 (draft)

- Multi-sports camps, 28 July – 29 August, 9am – 3pm, ages 6–12: £22 a day, £95 a week.
- Crash courses in swimming (5 days × 30 minutes), Severnside and Hawthorn Park: £32.
- Inflatable fun sessions, Fridays 2pm – 4pm: £4.50 (under-8s with an adult).
- Ceiriog Valley: Welsh-medium sports camp with the Urdd, 4–8 August.

Budget for printed flyers: £650; 6,000 copies to primary schools.
`);
corpus.write('admin/energy-and-water-2024.csv', delimited(['Centre', 'Electricity (kWh)', 'Gas (kWh)', 'Water (m3)', 'CHP hours'], [
  ['Severnside', '1,214,800', '2,902,100', '18,420', '6,210'],
  ['Hawthorn Park', '988,300', '2,611,900', '15,060', 'n/a'],
  ['Ceiriog Valley', '402,600', '1,087,400', '6,980', 'n/a'],
]));
corpus.write('board/minutes-2025-02-12-joint-committee.md', `# Cyd-bwyllgor / Joint Committee (Wrekin Vale DC and Chirk Town Council) — 12 February 2025

Present: Cllr D. Hughes (chair), Cllr M. Oakengates, Cllr G. Parry, Elen Roberts (centre manager).

1. Usage: the centre's gym and classes are busier than last year; swim-school waiting lists remain long for the early
   stages.
2. Welsh language: all new signage bilingual by September; the booking app's Welsh interface goes live in May.
3. Repairs: the sports hall roof (estimate £36,500) is to be shared 60/40 under the agreement.
4. Prices: the town council asked for a freeze on junior prices for 2025-26. Agreed.
5. Next meeting: 14 May 2025 at Chirk Town Hall / Neuadd y Dref y Waun.
`);
corpus.write('emails/2025-02-03-joint-agreement-chirk.eml', `From: Elen Roberts <elen.roberts@wrekinvale.gov.uk>
To: Alison Trow <alison.trow@wrekinvale.gov.uk>
Date: Mon, 3 Feb 2025 08:47:19 +0000
Subject: Re: Chirk agreement — renewal dates

Alison,

The town clerk confirms the joint agreement runs to 31 March 2028 with a break clause in 2026. Their contribution is
paid quarterly (four payments of £12,000). They would like a line in the annual report in Welsh as well as English.

Diolch,
Elen
`);
corpus.write('reports/kpi-summary-q1-2025.md', `# KPI summary — Q1 2025 (all centres)

| KPI | Target | Actual |
|---|---|---|
| Membership retention (3 months) | 85 % | 87.4 % |
| Class occupancy | 70 % | 73 % |
| Swim-school retention | 90 % | 92 % |
| Customer satisfaction (NPS) | +40 | +46 |
| Unplanned pool closure hours | under 120 | see the plant log |

Next review: July 2025.
`);

const stats = corpus.flush(source);
console.log(`leisure: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
