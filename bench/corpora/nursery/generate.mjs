#!/usr/bin/env node
// Nursery corpus (held-out): the shared drive of "Pili Pala Nurseries", a small day-nursery group in Cardiff, 2025,
// with three settings — Pili Pala Pontcanna and Pili Pala Roath (English-medium) and Meithrinfa Pili Pala Treganna
// (Canton; Welsh-medium, whose records are partly in Welsh). 60 children, 9 rooms, 24 staff, 24 invoices,
// 14 accidents and incidents, 15 menu dishes.
//   node bench/corpora/nursery/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "nursery-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) children: Pontcanna child sheets of `Key: value` lines (label set A: `Child ref`, `Date of birth`, `Key
//     worker`, `Days`), Roath registration forms (label set B: `Ref no.`, `DOB` dd/mm/yyyy, `Group`, `Keyperson`,
//     `Attends`, `Childcare Offer hours`, `Allergens`), WELSH child records (`Cyfeirnod`, `Oed: 27 mis`,
//     `Gweithiwr allweddol`, `Dyddiau: Llun, Mercher`, `Alergeddau: llaeth`), a Roath register CSV with age in months,
//     a nested parent-app JSON export (Pontcanna), a bilingual Welsh/English HTML table (Treganna), and new starters
//     only in the sentences of three e-mails (one in Welsh);
// (b) a WIDE attendance table per child per month (sessions, Jan–Aug 2025; a CSV, and a Welsh Markdown table with
//     `Ion … Awst`);
// (c) rooms: a Markdown room sheet (m²), an HTML table (sq ft), a Welsh page, and the Oak Room only in the sentences
//     of a CIW inspection report; day rates in a fee list (facts of the room stated in a second file);
// (d) staff: a Pontcanna team page (label set A), a Roath HTML table (label set B) with DBS and first-aid dates in a
//     compliance CSV (dd/mm/yyyy), a Welsh team page (Welsh dates), two new starters only in an e-mail;
// (e) invoices: a billing export with a PREAMBLE, SEMICOLONS and DECIMAL COMMAS, single invoices in Markdown, two
//     e-mails about unpaid fees in sentences, a Welsh HTML statement;
// (f) accidents and incidents: an accident-book TSV, report forms, Welsh forms, daily diaries in prose;
// (g) dishes: a nested YAML menu (kcal or kJ), a bilingual HTML menu in kJ, a wide allergen matrix (✓ per allergen);
// (h) background documents whose numbers belong to no entity (policies, newsletters, outings, closures, Estyn notes).
//
// Canonical units of source.csv: ages in months as at 1 September 2025 (from a date of birth: whole months elapsed);
// funded hours and staff hours per week; floor areas in m² (`365 sq ft` → × 0.09290304); money in GBP; energy in kcal
// (`1,130 kJ` → / 4.184); dates ISO; days as English weekday names; Welsh words in English (`llaeth` = Milk, `wyau` =
// Egg, `Llysieuol` = Vegetarian, `Wedi talu` = paid, `Hwyr` = overdue, `Cwympo` = Fall, `Cywasgiad oer` = Cold
// compress, `Arweinydd ystafell` = Room leader, …); invoice months as YYYY-MM; statuses as paid / overdue.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, joinAnd, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('nursery-v1');
const SQFT = 0.09290304;
const KJ = 4.184;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const r2 = (x) => Math.round(x * 100) / 100;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];
const gbp = (v) => `£${group(v, 2)}`;
const dec = (v) => v.toFixed(2).replace('.', ',');

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (attendance tables, fee list, compliance CSV). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ calendar, Welsh words
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const DAY3 = { Monday: 'Mon', Tuesday: 'Tue', Wednesday: 'Wed', Thursday: 'Thu', Friday: 'Fri' };
const CY_DAY = { Monday: 'Llun', Tuesday: 'Mawrth', Wednesday: 'Mercher', Thursday: 'Iau', Friday: 'Gwener' };
const CY_MONTHS = ['Ionawr', 'Chwefror', 'Mawrth', 'Ebrill', 'Mai', 'Mehefin', 'Gorffennaf', 'Awst', 'Medi', 'Hydref', 'Tachwedd', 'Rhagfyr'];
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MKEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug'];
const cyDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${CY_MONTHS[m - 1]} ${y}`;
};
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const BANK_HOLIDAYS = ['2025-01-01', '2025-04-18', '2025-04-21', '2025-05-05', '2025-05-26', '2025-08-25'];
/** Booked sessions: the child's weekdays in the month, bank holidays excluded. */
function bookedIn(days, month) {
  let n = 0;
  for (let d = 1; d <= 31; d++) {
    const dt = new Date(Date.UTC(2025, month - 1, d));
    if (dt.getUTCMonth() !== month - 1) break;
    const wd = dt.getUTCDay();
    if (wd === 0 || wd === 6) continue;
    const iso = `2025-${pad(month)}-${pad(d)}`;
    if (BANK_HOLIDAYS.includes(iso)) continue;
    if (days.includes(WEEKDAYS[wd - 1])) n++;
  }
  return n;
}
const NUM_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];

// ------------------------------------------------------------------ rooms
const ROOMS = [
  { name: 'Ladybirds', setting: 'Pontcanna', min: 3, max: 18, cap: 9, ratio: 3, area: 34, leader: 'Sophie Turner', rate: 66, half: 39 },
  { name: 'Caterpillars', setting: 'Pontcanna', min: 18, max: 36, cap: 12, ratio: 4, area: 36, leader: 'Priya Nair', rate: 62, half: 37 },
  { name: 'Butterflies', setting: 'Pontcanna', min: 36, max: 60, cap: 20, ratio: 8, area: 48, leader: 'Jade Williams', rate: 58, half: 34.5 },
  { name: 'Acorns', setting: 'Roath', min: 0, max: 24, cap: 9, ratio: 3, sqft: 365, leader: 'Hannah Powell', rate: 64, half: 38 },
  { name: 'Saplings', setting: 'Roath', min: 24, max: 36, cap: 12, ratio: 4, sqft: 420, leader: 'Tom Reynolds', rate: 60, half: 36 },
  { name: 'Oak Room', setting: 'Roath', min: 36, max: 60, cap: 24, ratio: 8, area: 58, leader: 'Fatima Hussain', rate: 56, half: 33 },
  { name: 'Cywion', setting: 'Treganna', min: 6, max: 24, cap: 6, ratio: 3, area: 24, leader: 'Sioned Parry', rate: 60, half: 35 },
  { name: 'Cenawon', setting: 'Treganna', min: 24, max: 36, cap: 10, ratio: 4, area: 30.5, leader: 'Llinos Mai Davies', rate: 57, half: 34 },
  { name: 'Dreigiau', setting: 'Treganna', min: 36, max: 60, cap: 16, ratio: 8, area: 41, leader: 'Gwenllian Rees', rate: 54.5, half: 32 },
];
for (const rm of ROOMS) rm.m2 = rm.sqft != null ? r4(rm.sqft * SQFT) : rm.area;
const RM = Object.fromEntries(ROOMS.map((x) => [x.name, x]));

// ------------------------------------------------------------------ staff
// [name, setting, role, level, room, hours, start, dbs, first-aid expiry]
const STAFF_DEF = [
  ['Rhian Bevan', 'Pontcanna', 'Nursery manager', 5, null, 40, '2014-09-01', '2023-11-20', '2026-03-14'],
  ['Claire Doherty', 'Pontcanna', 'Deputy manager', 4, 'Ladybirds', 37.5, '2017-02-13', '2024-02-05', '2025-07-31'],
  ['Sophie Turner', 'Pontcanna', 'Room leader', 3, 'Ladybirds', 37.5, '2018-09-03', '2024-01-12', '2026-06-30'],
  ['Priya Nair', 'Pontcanna', 'Room leader', 6, 'Caterpillars', 32, '2020-01-06', '2023-05-22', '2027-01-19'],
  ['Megan Harris', 'Pontcanna', 'Nursery practitioner', 3, 'Caterpillars', 30, '2021-08-23', '2024-08-01', '2025-11-30'],
  ['Jade Williams', 'Pontcanna', 'Room leader', 3, 'Butterflies', 40, '2016-05-09', '2022-09-14', '2025-05-02'],
  ['Kayleigh Morris', 'Pontcanna', 'Nursery practitioner', 2, 'Butterflies', 37.5, '2023-10-02', '2023-09-18', '2026-10-09'],
  ['Anita Kowalczyk', 'Pontcanna', 'Cook', null, null, 25, '2019-03-18', '2022-03-01', '2026-02-20'],
  ['Lisa Grant', 'Roath', 'Nursery manager', 5, null, 40, '2015-11-02', '2024-10-10', '2026-09-05'],
  ['Hannah Powell', 'Roath', 'Room leader', 3, 'Acorns', 37.5, '2019-06-17', '2023-06-30', '2025-08-15'],
  ['Beth Lloyd', 'Roath', 'Nursery practitioner', 2, 'Acorns', 30, '2024-01-08', '2023-12-11', '2026-12-01'],
  ['Tom Reynolds', 'Roath', 'Room leader', 4, 'Saplings', 37.5, '2018-04-23', '2022-04-04', '2026-04-27'],
  ['Daniel Okoye', 'Roath', 'Apprentice', 2, 'Saplings', 37.5, '2024-09-02', '2024-08-19', '2027-09-06'],
  ['Fatima Hussain', 'Roath', 'Room leader', 6, 'Oak Room', 37.5, '2017-09-04', '2024-03-15', '2025-12-12'],
  ['Chloe Edwards', 'Roath', 'Nursery practitioner', 3, 'Oak Room', 24, '2022-02-28', '2025-01-20', '2027-02-14'],
  ['Eleri Wyn Jones', 'Treganna', 'Nursery manager', 5, null, 40, '2012-09-03', '2023-09-25', '2026-01-31'],
  ['Sioned Parry', 'Treganna', 'Room leader', 3, 'Cywion', 37.5, '2018-01-15', '2024-05-13', '2025-06-20'],
  ['Llinos Mai Davies', 'Treganna', 'Room leader', 4, 'Cenawon', 37.5, '2016-10-10', '2022-11-07', '2026-05-11'],
  ['Catrin Howells', 'Treganna', 'Nursery practitioner', 3, 'Cenawon', 30, '2021-04-12', '2024-04-02', '2026-08-22'],
  ['Gwenllian Rees', 'Treganna', 'Room leader', 6, 'Dreigiau', 37.5, '2019-09-02', '2023-08-14', '2027-03-03'],
  ['Dafydd Hopkins', 'Treganna', 'Nursery practitioner', 3, 'Dreigiau', 20, '2023-01-09', '2022-12-19', '2025-09-30'],
  ['Nia Roberts', 'Treganna', 'Cook', null, null, 30, '2020-06-01', '2024-06-24', '2026-11-18'],
  ['Amy Collins', 'Pontcanna', 'Nursery practitioner', 3, 'Butterflies', 37.5, '2025-09-01', '2025-07-28', '2028-06-12'],
  ['Ffion Watkins', 'Treganna', 'Apprentice', 2, 'Cywion', 30, '2025-09-08', '2025-08-04', '2028-07-30'],
];
const staff = STAFF_DEF.map(([name, setting, role, level, room, hours, start, dbs, pfa]) => ({ name, setting, role, level, room, hours, start, dbs, pfa }));
const ST = Object.fromEntries(staff.map((s) => [s.name, s]));
// key workers: leaders, deputies and practitioners already in post; not apprentices, cooks or new starters
const keyWorkersOf = (room) => staff.filter((s) => s.room === room && ['Room leader', 'Deputy manager', 'Nursery practitioner'].includes(s.role) && s.start < '2025-09-01');

// ------------------------------------------------------------------ children
// [room, [child, parent first name, relationship]]
const CHILD_DEF = {
  Ladybirds: [['Leo Bennett', 'Mark', 'dad'], ['Isla Murphy', 'Siobhan', 'mum'], ['Arlo Jenkins', 'Kirsty', 'mum'], ['Willow Harding', 'Ben', 'dad'], ['Mia Novak', 'Petra', 'mum'], ['Finley Ross', 'Gemma', 'mum'], ['Elsie Warren', 'Joanne', 'grandmother']],
  Caterpillars: [['Oliver Chen', 'Hui', 'mum'], ['Freddie Price', 'Rhys', 'dad'], ['Noah Clarke', 'Lauren', 'mum'], ['Poppy Sullivan', 'Dean', 'dad'], ['Theo Marsh', 'Hayley', 'mum'], ['Reuben Doyle', 'Ciara', 'mum'], ['Layla Haddad', 'Rami', 'dad']],
  Butterflies: [['Ava Kowalski', 'Marta', 'mum'], ['Maya Patel', 'Anjali', 'mum'], ['Amara Okafor', 'Chidi', 'dad'], ['Ruby Evans', 'Sian', 'mum'], ['Hamza Ali', 'Farah', 'mum'], ['Zara Khan', 'Imran', 'dad'], ['Jacob Fielding', 'Nicola', 'mum'], ['George Ashworth', 'Victoria', 'mum']],
  Acorns: [['Sofia Rossi', 'Giulia', 'mum'], ['Charlie Webb', 'Stacey', 'mum'], ['Hana Suzuki', 'Kenji', 'dad'], ['Ivy Donnelly', 'Aoife', 'mum'], ['Alfie Rowe', 'Craig', 'dad'], ['Emily Stone', 'Rebecca', 'mum']],
  Saplings: [['Yusuf Ahmed', 'Nadia', 'mum'], ['Max Kaminski', 'Tomasz', 'dad'], ['Evie Thomas', 'Carys', 'mum'], ['Oscar Flynn', 'Niamh', 'mum'], ['Jack Moreno', 'Lucia', 'mum'], ['Rosie Barker', 'Shaun', 'dad'], ['Ethan Lam', 'Wing', 'mum']],
  'Oak Room': [['Aisha Begum', 'Rukhsana', 'mum'], ['Harry Lewis', 'Gareth', 'dad'], ['Grace Adeyemi', 'Funmi', 'mum'], ['Ibrahim Hassan', 'Abdi', 'dad'], ['Lily-Mae Cooper', 'Danielle', 'mum'], ['Nia Mensah', 'Kwame', 'dad'], ['Zain Chaudhry', 'Saima', 'mum'], ['Musa Jallow', 'Fatou', 'mum']],
  Cywion: [['Nel Hughes', 'Rhiannon', 'mam'], ['Osian Pritchard', 'Manon', 'mam'], ['Deio Bowen', 'Huw', 'tad'], ['Magw Jenkins', 'Elin', 'mam'], ['Ianto Rees', 'Geraint', 'tad']],
  Cenawon: [['Efa Morgan', 'Bethan', 'mam'], ['Cerys Davies', 'Rhodri', 'tad'], ['Tomos Williams', 'Sara', 'mam'], ['Alaw Thomas', 'Mererid', 'mam'], ['Cai Howells', 'Iwan', 'tad'], ['Begw Llywelyn', 'Angharad', 'mam']],
  Dreigiau: [['Gruffudd Jones', 'Dylan', 'tad'], ['Mabli Evans', 'Non', 'mam'], ['Elis Roberts', 'Gwenno', 'mam'], ['Macsen Lewis', 'Owain', 'tad'], ['Lowri Griffiths', 'Heledd', 'mam'], ['Seren Price', 'Alun', 'taid']],
};
const HALAL = ['Hamza Ali', 'Zara Khan', 'Layla Haddad', 'Yusuf Ahmed', 'Aisha Begum', 'Ibrahim Hassan', 'Zain Chaudhry'];
const ALLERGENS = [['Milk', 3], ['Egg', 3], ['Peanut', 2], ['Tree nuts', 2], ['Sesame', 1], ['Gluten', 1], ['Fish', 1], ['Soya', 1]];
const usedRefs = new Set();
const refFor = (setting) => {
  for (;;) {
    const n = setting === 'Treganna' ? r.int(11, 79) : r.int(101, 299);
    const ref = setting === 'Pontcanna' ? `PPC-0${n}` : setting === 'Roath' ? `PPR-0${n}` : `MPT-0${n}`;
    if (!usedRefs.has(ref)) {
      usedRefs.add(ref);
      return ref;
    }
  }
};
const children = [];
for (const [room, list] of Object.entries(CHILD_DEF)) {
  const rm = RM[room];
  const kws = keyWorkersOf(room);
  list.forEach(([name, pfirst, rel], k) => {
    const age = r.int(Math.max(rm.min, 4), rm.max - 1);
    // born in the month (age + 1) months before September 2025, on day 2..28: whole months elapsed = age
    const mIdx = 2025 * 12 + 8 - age - 1;
    const born = `${Math.floor(mIdx / 12)}-${pad((mIdx % 12) + 1)}-${pad(r.int(2, 28))}`;
    const n = r.weighted([[1, 0.06], [2, 0.24], [3, 0.3], [4, 0.15], [5, 0.25]]);
    const pickd = r.sample(WEEKDAYS, n);
    const days = WEEKDAYS.filter((d) => pickd.includes(d));
    const funded = age >= 36 ? r.weighted([[30, 0.6], [10, 0.2], [0, 0.2]]) : age >= 24 ? r.weighted([[12.5, 0.45], [0, 0.55]]) : 0;
    const allergies = [];
    if (r.chance(0.3)) {
      allergies.push(r.weighted(ALLERGENS));
      if (r.chance(0.25)) {
        const b = r.weighted(ALLERGENS);
        if (!allergies.includes(b)) allergies.push(b);
      }
    }
    const diet = HALAL.includes(name) ? 'Halal' : r.weighted([['None', 0.74], ['Vegetarian', 0.18], ['Vegan', 0.04], ['Dairy-free', 0.04]]);
    const contact = r.weighted([['Phone', 0.3], ['Email', 0.25], ['App', 0.3], ['Text', 0.15]]);
    const surname = name.split(' ').slice(1).join(' ');
    children.push({
      name, room, setting: rm.setting, age, born, days, funded, allergies, diet, contact,
      parent: `${pfirst} ${surname}`, rel, keyWorker: kws[k % kws.length].name, ref: refFor(rm.setting),
    });
  });
}
// a few fixed points the folder should hold
const CH = Object.fromEntries(children.map((c) => [c.name, c]));
CH['Ava Kowalski'].allergies = ['Peanut', 'Tree nuts'];
CH['Musa Jallow'].allergies = ['Sesame'];
CH['Efa Morgan'].allergies = ['Milk'];
CH['Oliver Chen'].allergies = ['Egg'];
CH['Hana Suzuki'].allergies = ['Soya'];
CH['Elis Roberts'].diet = 'Vegetarian';

// layouts per setting (a shuffled order, fixed by the seed)
function deal(setting, sizes) {
  const PINNED = ['Hana Suzuki', 'Musa Jallow']; // their allergic reactions are in the accident records: not new starters
  const sh = r.shuffle(children.filter((c) => c.setting === setting));
  const xs = [...sh.filter((c) => PINNED.includes(c.name)), ...sh.filter((c) => !PINNED.includes(c.name))];
  const out = {};
  let i = 0;
  for (const [k, n] of Object.entries(sizes)) {
    out[k] = xs.slice(i, i + n);
    i += n;
  }
  if (i !== xs.length) throw new Error(`${setting}: ${xs.length} children, dealt ${i}`);
  return out;
}
const PC = deal('Pontcanna', { sheet: 8, app: 10, mail: 4 });
const RO = deal('Roath', { form: 6, csv: 12, mail: 3 });
const TR = deal('Treganna', { cy: 6, html: 9, mail: 2 });
const newStarters = new Set([...PC.mail, ...RO.mail, ...TR.mail].map((c) => c.name));

function childFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'child', attr, value, unit, stated, file);
  F('ref', c.ref, 'text', c.ref);
  F('age_months', c.age, 'months', s.age ?? '');
  if (s.born != null) F('born', c.born, 'date', s.born);
  F('room', c.room, 'text', s.room ?? c.room);
  F('key_worker', c.keyWorker, 'person', s.kw ?? c.keyWorker);
  F('days', c.days, 'list', s.days);
  F('days_per_week', c.days.length, '', s.dpw ?? '');
  F('funded_hours', c.funded, 'h', s.funded);
  F('allergies', c.allergies, 'list', s.allergies);
  F('diet', c.diet, 'text', s.diet);
  F('parent', c.parent, 'person', c.parent);
  F('contact', c.contact, 'text', s.contact);
}
const daysShort = (ds) => ds.map((d) => DAY3[d]).join(', ');
/** "Tuesday to Thursday" for a run of three or more days, else "Monday, Wednesday and Friday". */
function daysWords(ds, plural = false) {
  const idx = ds.map((d) => WEEKDAYS.indexOf(d));
  const run = idx.length >= 3 && idx.every((x, i) => i === 0 || x === idx[i - 1] + 1);
  const w = (d) => (plural ? `${d}s` : d);
  if (ds.length === 5) return plural ? 'every weekday' : 'Monday to Friday';
  if (run) return `${w(ds[0])} to ${w(ds[ds.length - 1])}`;
  return joinAnd(ds.map(w));
}
const allergyEn = (a) => (a.length ? a.join(', ') : 'None known');

// (a1) Pontcanna child sheets (label set A)
PC.sheet.forEach((c, k) => {
  const file = `children/pontcanna/${slug(c.name)}.md`;
  const born = fmtDate(c.born, k % 2 ? 'short' : 'long');
  const days = daysShort(c.days);
  const funded = c.funded ? `Funded hours: ${c.funded} per week` : 'Funded hours: none';
  const allergies = `Allergies: ${allergyEn(c.allergies)}`;
  const diet = `Diet: ${c.diet === 'None' ? 'No special diet' : c.diet}`;
  const contact = `Contact preference: ${c.contact === 'App' ? 'Parent app' : c.contact}`;
  childFacts(c, file, { born, days: `Days: ${days}`, funded, allergies, diet, contact, room: `Room: ${c.room}`, kw: `Key worker: ${c.keyWorker}` });
  corpus.write(file, [
    `# ${c.name}`, '', 'Pili Pala Pontcanna — child record', '',
    `Child ref: ${c.ref}`, `Date of birth: ${born}`, `Room: ${c.room}`, `Key worker: ${c.keyWorker}`, `Days: ${days}`,
    funded, allergies, diet, `Parent/carer: ${c.parent} (${c.rel})`, contact, '',
    L(k, ['Settled well; loves the sand tray.', 'Naps after lunch for about an hour.', 'Comforter: a blue rabbit, kept in the cubby.', 'Collected by grandparents on Fridays.']), '',
  ].join('\n'));
});

// (a2) the Pontcanna parent-app export (nested JSON)
{
  const file = 'parent-app/pontcanna-children-export.json';
  const REL = { mum: 'mother', dad: 'father', grandmother: 'grandmother' };
  const recs = PC.app.map((c, k) => {
    const hours = c.funded ? { scheme: c.age >= 36 ? 'Childcare Offer for Wales' : 'Flying Start', hoursPerWeek: c.funded } : { scheme: null, hoursPerWeek: 0 };
    childFacts(c, file, {
      born: c.born, days: `"${DAY3[c.days[0]].toUpperCase()}"`, funded: `"hoursPerWeek": ${c.funded}`,
      allergies: c.allergies.length ? `"allergen": "${c.allergies[0]}"` : '"allergies": []', diet: `"diet": "${c.diet.toLowerCase()}"`,
      contact: `"preferred": "${c.contact.toLowerCase()}"`,
    });
    return {
      id: `c-${(0x3a41f + k * 7919).toString(16)}`,
      nurseryRef: c.ref,
      name: { first: c.name.split(' ')[0], last: c.name.split(' ').slice(1).join(' '), display: c.name },
      birthDate: c.born,
      placement: { site: 'Pontcanna', room: c.room, keyWorker: { name: c.keyWorker }, pattern: { days: c.days.map((d) => DAY3[d].toUpperCase()), session: 'full day' } },
      funding: hours,
      health: { allergies: c.allergies.map((a) => ({ allergen: a, carePlan: a === 'Peanut' || a === 'Tree nuts' })), diet: c.diet.toLowerCase() },
      carers: [{ name: c.parent, relationship: REL[c.rel] ?? c.rel, contact: { preferred: c.contact.toLowerCase() } }],
    };
  });
  corpus.write(file, JSON.stringify({ export: { app: 'Pili Pala Parent App', site: 'Pontcanna', generated: '2025-09-01T07:02:11Z', count: recs.length }, children: recs }, null, 2) + '\n');
}

// (a3) Roath registration forms (label set B)
RO.form.forEach((c, k) => {
  const file = `children/roath/registration-${c.ref.toLowerCase()}.txt`;
  const attends = daysWords(c.days);
  const allergens = c.allergies.length ? c.allergies.map((a) => a.toLowerCase()).join(', ') : 'none';
  const diet = c.diet === 'None' ? 'none' : c.diet;
  childFacts(c, file, {
    born: ukDate(c.born), days: `Attends: ${attends}`, funded: `Childcare Offer hours: ${c.funded || 'n/a'}`, allergies: `Allergens: ${allergens}`,
    diet: `Dietary requirements: ${diet}`, contact: `Preferred contact: ${c.contact}`, room: `Group: ${c.room}`, kw: `Keyperson: ${c.keyWorker}`,
  });
  corpus.write(file, [
    'PILI PALA ROATH — REGISTRATION FORM', '==================================', '',
    `Child's full name: ${c.name}`, `Ref no.: ${c.ref}`, `DOB: ${ukDate(c.born)}`, `Group: ${c.room}`, `Keyperson: ${c.keyWorker}`,
    `Attends: ${attends}`, `Childcare Offer hours: ${c.funded || 'n/a'}`, `Allergens: ${allergens}`, `Dietary requirements: ${diet}`,
    `Main contact: ${c.parent} (${c.rel === 'mum' ? 'mother' : c.rel === 'dad' ? 'father' : c.rel})`, `Preferred contact: ${c.contact}`, '',
    `Signed by parent/carer: ${L(k, ['yes', 'yes (on the app)', 'yes'])}`, 'Photo consent: yes', '',
  ].join('\n'));
});

// (a4) Roath register CSV (age in months as at 1 September 2025)
{
  const file = 'children/roath/register-sept-2025.csv';
  const rows = RO.csv.map((c) => {
    const days = c.days.map((d) => DAY3[d]).join('/');
    const allergies = c.allergies.join('; ');
    childFacts(c, file, { age: String(c.age), days, dpw: '', funded: c.funded ? String(c.funded) : '0', allergies, diet: c.diet === 'None' ? '' : c.diet, contact: c.contact });
    return [c.ref, c.name, c.age, c.room, c.keyWorker, days, c.days.length, c.funded, allergies, c.diet === 'None' ? '' : c.diet, c.parent, c.contact];
  });
  corpus.write(file, delimited(['Ref', 'Child', 'Age (months)', 'Room', 'Key person', 'Days', 'Days/wk', 'Funded hrs/wk', 'Allergies', 'Diet', 'Parent/carer', 'Contact'], rows));
}

// (a5) Welsh child records (Treganna)
const CY_ALLERGEN = { Milk: 'llaeth', Egg: 'wyau', Peanut: 'cnau mwnci', 'Tree nuts': 'cnau coed', Sesame: 'sesame', Gluten: 'glwten', Fish: 'pysgod', Soya: 'soia' };
const CY_DIET = { None: 'Dim', Vegetarian: 'Llysieuol', Vegan: 'Fegan', 'Dairy-free': 'Heb laeth', Halal: 'Halal' };
const CY_CONTACT = { Phone: 'Ffôn', Email: 'E-bost', App: 'Ap Pili Pala', Text: 'Neges destun' };
TR.cy.forEach((c, k) => {
  const file = `meithrinfa-treganna/plant/${slug(c.name)}.md`;
  const days = c.days.map((d) => CY_DAY[d]).join(', ');
  const alg = c.allergies.length ? c.allergies.map((a) => CY_ALLERGEN[a]).join(', ') : 'Dim';
  const funded = c.funded ? `Oriau wedi'u hariannu: ${c.funded} yr wythnos` : "Oriau wedi'u hariannu: dim";
  childFacts(c, file, {
    age: `Oed: ${c.age} mis`, days: `Dyddiau: ${days}`, funded, allergies: `Alergeddau: ${alg}`, diet: `Deiet: ${CY_DIET[c.diet]}`,
    contact: `Cysylltu drwy: ${CY_CONTACT[c.contact]}`, room: `Ystafell: ${c.room}`, kw: `Gweithiwr allweddol: ${c.keyWorker}`,
  });
  corpus.write(file, [
    `# Cofnod plentyn — ${c.name}`, '', 'Meithrinfa Pili Pala Treganna', '',
    `Enw: ${c.name}`, `Cyfeirnod: ${c.ref}`, `Oed: ${c.age} mis (ar 1 Medi 2025)`, `Ystafell: ${c.room}`, `Gweithiwr allweddol: ${c.keyWorker}`,
    `Dyddiau: ${days}`, funded, `Alergeddau: ${alg}`, `Deiet: ${CY_DIET[c.diet]}`, `Rhiant/gofalwr: ${c.parent} (${c.rel})`, `Cysylltu drwy: ${CY_CONTACT[c.contact]}`, '',
    L(k, ['Iaith y cartref: Cymraeg.', 'Iaith y cartref: Saesneg a Chymraeg.', 'Iaith y cartref: Saesneg.']), '',
  ].join('\n'));
});

// (a6) Treganna bilingual HTML table
{
  const file = 'meithrinfa-treganna/rhestr-plant-children.html';
  const rows = TR.html.map((c) => {
    const days = c.days.map((d) => CY_DAY[d]).join(' / ');
    const alg = c.allergies.length ? c.allergies.map((a) => `${CY_ALLERGEN[a]} / ${a.toLowerCase()}`).join('; ') : '—';
    const diet = c.diet === 'None' ? '—' : `${CY_DIET[c.diet]} / ${c.diet}`;
    childFacts(c, file, { age: `<td>${c.age}</td>`, days, funded: `<td>${c.funded ? c.funded : '0'}</td>`, allergies: alg, diet, contact: CY_CONTACT[c.contact] });
    return `    <tr><td>${esc(c.name)}</td><td>${c.ref}</td><td>${c.age}</td><td>${esc(c.room)}</td><td>${esc(c.keyWorker)}</td><td>${esc(days)}</td><td>${c.funded ? c.funded : '0'}</td><td>${esc(alg)}</td><td>${esc(diet)}</td><td>${esc(c.parent)}</td><td>${esc(CY_CONTACT[c.contact])}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="cy"><head><meta charset="utf-8"><title>Rhestr plant / Children list — Treganna</title></head>
<body>
<h1>Rhestr plant / Children list</h1>
<p>Meithrinfa Pili Pala Treganna (Canton). Oed mewn misoedd ar 1 Medi 2025 / age in months on 1 September 2025.</p>
<table>
  <thead><tr><th>Enw / Name</th><th>Cyfeirnod / Ref</th><th>Oed (misoedd) / Age (months)</th><th>Ystafell / Room</th><th>Gweithiwr allweddol / Key worker</th><th>Dyddiau / Days</th><th>Oriau a ariennir / Funded hours</th><th>Alergeddau / Allergies</th><th>Deiet / Diet</th><th>Rhiant / Parent</th><th>Cyswllt / Contact</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}

// (a7) new starters only in sentences: three e-mails
const ageWords = (m) => (m <= 20 ? `${NUM_WORDS[m]} months old` : m % 12 === 0 ? `${m / 12} years old` : `${Math.floor(m / 12)} years ${m % 12} months old`);
const pron = (c) => (['Leo', 'Arlo', 'Finley', 'Oliver', 'Freddie', 'Noah', 'Theo', 'Reuben', 'Hamza', 'Jacob', 'George', 'Charlie', 'Alfie', 'Yusuf', 'Max', 'Oscar', 'Jack', 'Ethan', 'Harry', 'Ibrahim', 'Zain', 'Musa'].includes(c.name.split(' ')[0]) ? ['He', 'his', 'him'] : ['She', 'her', 'her']);
{
  const file = 'email/2025-08-27-september-starters-pontcanna.eml';
  const out = ['From: Rhian Bevan <rhian.bevan@pilipala-nurseries.co.uk>', 'To: pontcanna-team@pilipala-nurseries.co.uk', 'Date: Wed, 27 Aug 2025 16:42:10 +0100', 'Subject: September starters', '', 'Hi all,', '', 'Four new children start with us next week. Please read before Monday and make sure the allergy boards are updated.', ''];
  PC.mail.forEach((c, k) => {
    const [He, his] = pron(c);
    const age = ageWords(c.age);
    const days = c.days.length === 5 ? 'every weekday' : `on ${daysWords(c.days, true)}`;
    const funded = c.funded ? `${c.funded} funded hours a week` : 'no funded hours';
    const alg = c.allergies.length ? `is allergic to ${joinAnd(c.allergies.map((a) => a.toLowerCase()))}` : 'has no allergies';
    const diet = c.diet === 'None' ? 'no special diet' : c.diet === 'Halal' ? 'halal meals' : `a ${c.diet.toLowerCase()} diet`;
    const contact = { Phone: 'prefers a phone call', Email: 'prefers email', App: 'uses the parent app', Text: 'prefers a text message' }[c.contact];
    childFacts(c, file, { age, days, funded, allergies: alg.replace(/^(is|has) /, ''), diet, contact, room: c.room, kw: c.keyWorker });
    const rel = { mum: 'Mum', dad: 'Dad', grandmother: 'Grandma' }[c.rel] ?? c.rel;
    out.push(k % 2 === 0
      ? `${c.name} (${c.ref}) joins ${c.room} ${days}. ${He} is ${age} and ${c.keyWorker} will be ${his} key worker. ${He} ${alg}, has ${diet} and ${funded}. ${rel}, ${c.parent}, ${contact}.`
      : `In ${c.room}: ${c.name}, ref ${c.ref}, ${age}, coming ${days} with ${c.keyWorker} as key worker; ${funded}; ${alg.replace(/^(is|has) /, '')}; ${diet}. Parent: ${c.parent} (${contact}).`, '');
  });
  out.push('Thanks,', 'Rhian', '', 'Rhian Bevan | Nursery Manager | Pili Pala Pontcanna', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'email/2025-08-29-settling-in-roath.eml';
  const out = ['From: Lisa Grant <lisa.grant@pilipala-nurseries.co.uk>', 'To: roath-team@pilipala-nurseries.co.uk', 'Cc: Rhian Bevan <rhian.bevan@pilipala-nurseries.co.uk>', 'Date: Fri, 29 Aug 2025 11:05:33 +0100', 'Subject: Settling-in sessions next week', '', 'Morning team,', '', 'Three settling-in families next week — details below so keypersons can plan.', ''];
  RO.mail.forEach((c, k) => {
    const [He, his] = pron(c);
    const age = ageWords(c.age);
    const days = daysWords(c.days, true);
    const funded = c.funded ? `${c.funded} hours of Childcare Offer funding` : 'no funding';
    const alg = c.allergies.length ? `a ${joinAnd(c.allergies.map((a) => a.toLowerCase()))} allergy` : 'no known allergies';
    const diet = c.diet === 'None' ? 'eats everything' : `has a ${c.diet.toLowerCase()} diet`;
    const contact = `best contact is by ${c.contact === 'App' ? 'the app' : c.contact.toLowerCase()}`;
    childFacts(c, file, { age, days, funded, allergies: alg, diet, contact, room: c.room, kw: c.keyWorker });
    out.push(`* ${c.name} (${c.ref}), ${age}, will be in ${c.room} ${c.days.length === 5 ? 'every weekday' : `on ${days}`}. Keyperson ${c.keyWorker}. ${He} has ${alg}, ${diet} and comes with ${funded}. ${His(c)} ${c.rel === 'dad' ? 'father' : 'mother'} is ${c.parent}; ${contact}.`, '');
  });
  out.push('Lisa', '');
  corpus.write(file, out.join('\n'));
}
function His(c) {
  const h = pron(c)[1];
  return h[0].toUpperCase() + h.slice(1);
}
{
  const file = 'email/2025-08-28-plant-newydd-treganna.eml';
  const out = ['From: Eleri Wyn Jones <eleri.jones@pilipala-nurseries.co.uk>', 'To: tim-treganna@pilipala-nurseries.co.uk', 'Date: Thu, 28 Aug 2025 09:12:47 +0100', 'Subject: Plant newydd ym mis Medi', '', 'Bore da bawb,', '', 'Dyma fanylion y plant newydd sy’n dechrau ym mis Medi.', ''];
  TR.mail.forEach((c) => {
    const days = `ar ddydd ${joinAnd(c.days.map((d) => CY_DAY[d])).replace(' and ', ' a dydd ')}`;
    const age = `${c.age} mis oed`;
    const funded = c.funded ? `${c.funded} awr wedi'u hariannu` : "Dim oriau wedi'u hariannu";
    const alg = c.allergies.length ? `alergedd (${c.allergies.map((a) => CY_ALLERGEN[a]).join(', ')})` : 'Dim alergeddau';
    const diet = c.diet === 'None' ? 'Dim deiet arbennig' : `Deiet ${CY_DIET[c.diet].toLowerCase()}`;
    const male = ['Osian', 'Deio', 'Ianto', 'Tomos', 'Cai', 'Gruffudd', 'Elis', 'Macsen'].includes(c.name.split(' ')[0]);
    const contact = `cysylltu drwy ${CY_CONTACT[c.contact].replace('Ap', 'yr ap').toLowerCase()}`;
    childFacts(c, file, { age, days, funded, allergies: alg, diet, contact, room: c.room, kw: c.keyWorker });
    out.push(`Bydd ${c.name} (${c.ref}) yn ymuno â'r ${c.room} ${days}. Mae'n ${age}. Gweithiwr allweddol: ${c.keyWorker}. ${c.allergies.length ? `Mae ${male ? 'ganddo' : 'ganddi'} ${alg}.` : `${alg}.`} ${diet}. ${c.funded ? `Mae'n cael ${funded} yr wythnos.` : `${funded}.`} Mae ${c.parent} (${c.rel}) yn hoffi ${contact}.`, '');
  });
  out.push('Diolch,', 'Eleri', '', 'Eleri Wyn Jones | Rheolwr y Feithrinfa | Meithrinfa Pili Pala Treganna', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (b) wide attendance tables
for (const c of children) {
  c.att = {};
  if (newStarters.has(c.name)) continue;
  const bornIdx = Number(c.born.slice(0, 4)) * 12 + Number(c.born.slice(5, 7)) - 1;
  let first = Math.max(0, bornIdx + 5 - 2025 * 12);
  if (first === 0 && r.chance(0.15)) first = r.int(1, 3);
  MKEYS.forEach((m, i) => {
    if (i < first) return;
    const booked = bookedIn(c.days, i + 1);
    const absent = Math.min(booked, i === 7 ? r.int(0, 5) : r.weighted([[0, 0.35], [1, 0.3], [2, 0.2], [3, 0.1], [4, 0.05]]));
    c.att[m] = booked - absent;
  });
}
{
  const file = 'attendance/sessions-attended-2025.csv';
  const rows = children.filter((c) => c.setting !== 'Treganna' && !newStarters.has(c.name)).map((c) => {
    MKEYS.forEach((m) => c.att[m] != null && corpus.also(c.name, 'child', `att_2025_${m}`, c.att[m], 'sessions', String(c.att[m]), file));
    return [c.ref, c.name, c.room, ...MKEYS.map((m) => (c.att[m] ?? ''))];
  });
  corpus.write(file, delimited(['Ref', 'Child', 'Room', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'], rows));
}
{
  const file = 'meithrinfa-treganna/presenoldeb-2025.md';
  const out = ['# Presenoldeb 2025 — sesiynau a fynychwyd', '', 'Meithrinfa Pili Pala Treganna. Nifer y sesiynau (diwrnod llawn) a fynychwyd bob mis; – = heb ddechrau eto.', '',
    '| Plentyn | Ystafell | Ion | Chwe | Maw | Ebr | Mai | Meh | Gorff | Awst |', '|---|---|---|---|---|---|---|---|---|---|'];
  children.filter((c) => c.setting === 'Treganna' && !newStarters.has(c.name)).forEach((c) => {
    MKEYS.forEach((m) => c.att[m] != null && corpus.also(c.name, 'child', `att_2025_${m}`, c.att[m], 'sessions', String(c.att[m]), file));
    out.push(`| ${c.name} | ${c.room} | ${MKEYS.map((m) => (c.att[m] ?? '–')).join(' | ')} |`);
  });
  out.push('', 'Awst: gwyliau’r haf — llawer o blant i ffwrdd am bythefnos.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (c) rooms
function roomFacts(rm, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(rm.name, 'room', attr, value, unit, stated, file);
  F('setting', rm.setting, 'place', s.setting ?? '');
  F('min_age_months', rm.min, 'months', s.ages);
  F('max_age_months', rm.max, 'months', s.ages);
  F('capacity', rm.cap, '', s.cap);
  F('ratio', `1:${rm.ratio}`, 'text', s.ratio ?? `1:${rm.ratio}`);
  F('floor_area', rm.m2, 'm2', s.area);
  F('room_leader', rm.leader, 'person', rm.leader);
}
const agesEn = (rm) => {
  const y = (m) => (m % 12 === 0 ? `${m / 12}` : null);
  if (rm.min === 0 && y(rm.max)) return `birth to ${y(rm.max)} years`;
  if (y(rm.min) && y(rm.max)) return `${y(rm.min)}–${y(rm.max)} years`;
  return `${rm.min}–${rm.max} months`;
};
{
  const file = 'rooms/pontcanna-rooms.md';
  const out = ['# Pili Pala Pontcanna — room information', '', 'Setting: Pili Pala Pontcanna, 14 Llandaff Road, Cardiff CF11 9NJ. Registered with Care Inspectorate Wales for 41 places.', ''];
  ROOMS.filter((x) => x.setting === 'Pontcanna').forEach((rm) => {
    const ages = `Age range: ${agesEn(rm)}`;
    roomFacts(rm, file, { ages, cap: `Places: ${rm.cap}`, ratio: `Ratio: 1:${rm.ratio}`, area: `Floor area: ${rm.m2} m²` });
    out.push(`## ${rm.name}`, '', ages, `Places: ${rm.cap}`, `Ratio: 1:${rm.ratio}`, `Floor area: ${rm.m2} m²`, `Room leader: ${rm.leader}`, '');
  });
  out.push('Floor areas measured for the 2023 re-registration (usable play space only).', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'rooms/roath-rooms.html';
  const rows = ROOMS.filter((x) => x.setting === 'Roath' && x.sqft).map((rm) => {
    roomFacts(rm, file, { ages: agesEn(rm), cap: `<td>${rm.cap}</td>`, area: `${rm.sqft} sq ft` });
    return `    <tr><td>${esc(rm.name)}</td><td>${esc(agesEn(rm))}</td><td>${rm.cap}</td><td>1:${rm.ratio}</td><td>${rm.sqft} sq ft</td><td>${esc(rm.leader)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Pili Pala Roath — rooms</title></head>
<body>
<h1>Pili Pala Roath — ground floor rooms</h1>
<p>Measurements from the landlord's plans (imperial). The pre-school room upstairs is described in the CIW report.</p>
<table>
  <thead><tr><th>Room</th><th>Ages</th><th>Places</th><th>Ratio</th><th>Floor area</th><th>Room leader</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
{
  const file = 'inspections/ciw-inspection-roath-2025.md';
  const rm = RM['Oak Room'];
  roomFacts(rm, file, { ages: 'aged three to five', cap: `registered for ${rm.cap} children`, ratio: `1:${rm.ratio}`, area: `${rm.area} m²` });
  corpus.write(file, `# Care Inspectorate Wales — inspection report (summary)

Service: Pili Pala Roath, 2 Albany Road, Cardiff CF24 3RP
Date of inspection: 13 and 14 May 2025
Type: full inspection (announced)

## Well-being
Children are happy and settled. They make choices about their play and move freely between the indoor rooms and the
garden. Staff use Welsh phrases and songs through the day.

## Care and development
The Oak Room, the pre-school room on the first floor, measures ${rm.area} m² and is registered for ${rm.cap} children
aged three to five, with staff deployed at a ratio of 1:${rm.ratio}. The room is led by ${rm.leader}. Planning is
child-led and records of learning are up to date.

## Environment
The baby room and the toddler room on the ground floor are clean and well ventilated. The garden gate latch needed
repair on the first day; it was fixed before the end of the inspection.

## Leadership and management
Recruitment files are complete. Two staff members' paediatric first-aid certificates were close to expiry and have
been booked onto a course.

Rating: Good (all themes). Next inspection expected within 24 months.
`);
}
{
  const file = 'meithrinfa-treganna/ystafelloedd.md';
  const out = ['# Ystafelloedd — Meithrinfa Pili Pala Treganna', '', 'Cofrestrwyd gydag Arolygiaeth Gofal Cymru ar gyfer 32 o leoedd.', ''];
  const CY_AGES = { Cywion: '6 mis – 2 oed', Cenawon: '2–3 oed', Dreigiau: '3–5 oed' };
  ROOMS.filter((x) => x.setting === 'Treganna').forEach((rm) => {
    roomFacts(rm, file, { ages: `Oedran: ${CY_AGES[rm.name]}`, cap: `Lleoedd: ${rm.cap}`, ratio: `Cymhareb: 1:${rm.ratio}`, area: `Arwynebedd llawr: ${rm.area} m²` });
    out.push(`## ${rm.name}`, '', `Oedran: ${CY_AGES[rm.name]}`, `Lleoedd: ${rm.cap}`, `Cymhareb: 1:${rm.ratio}`, `Arwynebedd llawr: ${rm.area} m²`, `Arweinydd ystafell: ${rm.leader}`, '');
  });
  out.push('Cywion = chicks, Cenawon = cubs, Dreigiau = dragons.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'fees/fees-2025-26.md';
  const out = ['# Fees from 1 April 2025', '', 'Full day 08:00–18:00; half day (morning) 08:00–13:00, lunch included. Funded hours are deducted on the monthly invoice.', ''];
  for (const st of ['Pontcanna', 'Roath', 'Treganna']) {
    out.push(`## ${st === 'Treganna' ? 'Treganna (Canton)' : st}`, '', '| Room | Full day | Half day |', '|---|---|---|');
    ROOMS.filter((x) => x.setting === st).forEach((rm) => {
      corpus.also(rm.name, 'room', 'day_rate', rm.rate, 'GBP', gbp(rm.rate), file);
      out.push(`| ${rm.name} (${agesEn(rm)}) | ${gbp(rm.rate)} | ${gbp(rm.half)} |`);
    });
    out.push('');
  }
  out.push('Sibling discount 10 % on the older child. Late collection £10 per 15 minutes.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (d) staff
function staffFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
  F('role', p.role, 'text', s.role);
  F('level', p.level, '', s.level);
  F('setting', p.setting, 'place', s.setting ?? '');
  F('room', p.room, 'text', s.room ?? (p.room ?? ''));
  F('hours', p.hours, 'h', s.hours);
  F('started', p.start, 'date', s.start);
  if (s.dbs !== undefined) F('dbs_checked', p.dbs, 'date', s.dbs);
  if (s.pfa !== undefined) F('first_aid_expires', p.pfa, 'date', s.pfa);
}
const QUAL = { 2: 'Level 2 Certificate in Childcare', 3: 'Level 3 Diploma in Childcare, Learning and Development', 4: 'Level 4 Certificate in Early Years Practice', 5: 'Level 5 Diploma in Leadership for Children\'s Care, Learning and Development', 6: 'BA (Hons) Early Childhood Studies (Level 6)' };
{
  const file = 'staff/pontcanna-team.md';
  const out = ['# Pontcanna team', '', 'Staff records summary (HR holds the full files). Updated 1 September 2025.', ''];
  staff.filter((p) => p.setting === 'Pontcanna' && p.name !== 'Amy Collins').forEach((p, k) => {
    const qual = p.level ? QUAL[p.level] : 'Food Safety and Hygiene for Catering certificate';
    const start = fmtDate(p.start, k % 2 ? 'long' : 'short');
    const dbs = fmtDate(p.dbs, 'short');
    const pfa = fmtDate(p.pfa, 'long');
    const hours = k % 3 === 2 ? `${p.hours} hours` : String(p.hours);
    staffFacts(p, file, { role: `Role: ${p.role}`, level: p.level ? `Level ${p.level}` : '', room: p.room ? `Room: ${p.room}` : 'Room: —', hours: `Hours per week: ${hours}`, start, dbs, pfa });
    out.push(`## ${p.name}`, '', `Role: ${p.role}`, `Qualification: ${qual}`, `Room: ${p.room ?? '—'}`, `Hours per week: ${hours}`, `Start date: ${start}`, `DBS check: ${dbs}`, `Paediatric first aid expires: ${pfa}`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'staff/roath-staff.html';
  const rows = staff.filter((p) => p.setting === 'Roath').map((p) => {
    const level = p.level ? `L${p.level}` : 'n/a';
    const hrs = `${p.hours} hrs`;
    staffFacts(p, file, { role: p.role, level, room: p.room ?? '', hours: hrs, start: fmtDate(p.start, 'month') });
    return `    <tr><td>${esc(p.name)}</td><td>${esc(p.role)}</td><td>${level}</td><td>${esc(p.room ?? 'Office / floating')}</td><td>${hrs}</td><td>${fmtDate(p.start, 'month')}</td></tr>`;
  });
  // joined month only: the exact start date is held (the month is what the page states)
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Roath staff list</title></head>
<body>
<h1>Pili Pala Roath — staff list</h1>
<table>
  <thead><tr><th>Name</th><th>Position</th><th>Level</th><th>Base room</th><th>Contracted hrs</th><th>Joined</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>DBS and first-aid dates: see hr/compliance-roath.csv.</p>
</body></html>
`);
}
// the Roath page states the joining month only: hold the first of that month as the start date
for (const f of corpus.facts) if (f.file === 'staff/roath-staff.html' && f.attribute === 'started') f.value = `${f.value.slice(0, 7)}-01`;
for (const p of staff) if (p.setting === 'Roath') p.start = `${p.start.slice(0, 7)}-01`;
{
  const file = 'hr/compliance-roath.csv';
  const rows = staff.filter((p) => p.setting === 'Roath').map((p) => {
    corpus.also(p.name, 'staff', 'dbs_checked', p.dbs, 'date', ukDate(p.dbs), file);
    corpus.also(p.name, 'staff', 'first_aid_expires', p.pfa, 'date', ukDate(p.pfa), file);
    return [p.name, 'Roath', ukDate(p.dbs), 'Enhanced + barred list', ukDate(p.pfa), p.pfa < '2025-09-01' ? 'EXPIRED - rebook' : ''];
  });
  corpus.write(file, delimited(['Staff member', 'Setting', 'DBS issued', 'DBS level', 'PFA expiry', 'Action'], rows));
}
{
  const file = 'meithrinfa-treganna/staff-tim.md';
  const ROLE_CY = { 'Nursery manager': 'Rheolwr meithrinfa', 'Room leader': 'Arweinydd ystafell', 'Nursery practitioner': 'Ymarferydd meithrin', Cook: 'Cogydd' };
  const out = ['# Y tîm — Meithrinfa Pili Pala Treganna', '', 'Pob aelod o staff yn siarad Cymraeg. Diweddarwyd: 1 Medi 2025.', ''];
  staff.filter((p) => p.setting === 'Treganna' && p.name !== 'Ffion Watkins').forEach((p) => {
    const level = p.level ? `Lefel ${p.level}` : 'amherthnasol';
    const s = { role: `Rôl: ${ROLE_CY[p.role]}`, level: p.level ? `Cymhwyster: ${level}` : '', room: `Ystafell: ${p.room ?? '—'}`, hours: `Oriau'r wythnos: ${p.hours}`, start: cyDate(p.start), dbs: cyDate(p.dbs), pfa: cyDate(p.pfa) };
    staffFacts(p, file, s);
    out.push(`## ${p.name}`, '', s.role, `Cymhwyster: ${level}`, s.room, s.hours, `Dechreuodd: ${s.start}`, `Gwiriad DBS: ${s.dbs}`, `Cymorth cyntaf pediatrig yn dod i ben: ${s.pfa}`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'email/2025-08-14-new-starters-staff.eml';
  const a = ST['Amy Collins'];
  const f = ST['Ffion Watkins'];
  staffFacts(a, file, { role: 'nursery practitioner', level: 'Level 3', room: a.room, hours: '37.5 hours a week', start: fmtDate(a.start, 'long'), dbs: fmtDate(a.dbs, 'long'), pfa: fmtDate(a.pfa, 'month') });
  staffFacts(f, file, { role: 'apprentice', level: 'Level 2', room: f.room, hours: 'thirty hours a week', start: fmtDate(f.start, 'long'), dbs: fmtDate(f.dbs, 'long'), pfa: fmtDate(f.pfa, 'long') });
  corpus.write(file, `From: HR <hr@pilipala-nurseries.co.uk>
To: Rhian Bevan <rhian.bevan@pilipala-nurseries.co.uk>, Eleri Wyn Jones <eleri.jones@pilipala-nurseries.co.uk>
Date: Thu, 14 Aug 2025 10:20:02 +0100
Subject: New starters - September

Hi Rhian, hi Eleri,

Both September starters have cleared their checks.

Amy Collins starts at Pontcanna on ${fmtDate(a.start, 'long')} as a nursery practitioner in Butterflies, 37.5 hours a week.
She holds a Level 3 diploma (she qualified at a setting in Bristol that was rated Good by Ofsted). Her enhanced DBS
came back on ${fmtDate(a.dbs, 'long')} and her paediatric first aid is valid until ${fmtDate(a.pfa, 'month')}.

Ffion Watkins joins Treganna on ${fmtDate(f.start, 'long')} as an apprentice in Cywion, thirty hours a week, working
towards Level 3; she already has Level 2. DBS issued ${fmtDate(f.dbs, 'long')}; first aid certificate expires
${fmtDate(f.pfa, 'long')}.

Contracts are in the post.

Kind regards,
Sam (HR)
`);
}
// Amy's first-aid certificate is stated to the month: hold the month's last day
for (const fct of corpus.facts) if (fct.entity === 'Amy Collins' && fct.attribute === 'first_aid_expires') fct.value = '2028-06-30';
ST['Amy Collins'].pfa = '2028-06-30';

// ------------------------------------------------------------------ (e) invoices
const eligible = (cy) => r.shuffle(children.filter((c) => !newStarters.has(c.name) && c.att.jun != null && (c.setting === 'Treganna') === cy));
const slots = [];
// 16 English-setting children (the first three billed for June and July), 5 at Treganna
eligible(false).slice(0, 16).forEach((c, i) => (i < 3 ? slots.push([c, 6], [c, 7]) : slots.push([c, [6, 7, 8][i % 3]])));
eligible(true).slice(0, 5).forEach((c, i) => slots.push([c, [6, 7, 8][(i + 1) % 3]]));
const invoices = [];
let seq = 1;
for (const [c, month] of r.shuffle(slots).sort((a, b) => a[1] - b[1])) {
  const sessions = bookedIn(c.days, month);
  const rate = RM[c.room].rate;
  const gross = r2(sessions * rate);
  let funded = r2(c.funded * 4 * 5);
  if (funded > gross * 0.8) funded = r2(Math.round(gross * 0.7));
  const prefix = c.setting === 'Treganna' ? 'ANF' : 'INV';
  invoices.push({ code: `${prefix}-25${pad(month)}-${pad(seq++, 3)}`, child: c.name, setting: c.setting, month: `2025-${pad(month)}`, mnum: month, sessions, gross, funded, net: r2(gross - funded), status: 'paid' });
}
// overdue: a fixed share, spread over the months
r.sample(invoices.filter((x) => x.setting !== 'Treganna'), 6).forEach((x) => (x.status = 'overdue'));
r.pick(invoices.filter((x) => x.setting === 'Treganna')).status = 'overdue';
function invFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.code, 'invoice', attr, value, unit, stated, file);
  F('child', x.child, 'text', s.child ?? x.child);
  F('month', x.month, 'text', s.month);
  F('sessions', x.sessions, '', s.sessions);
  F('gross', x.gross, 'GBP', s.gross);
  F('funded_deduction', x.funded, 'GBP', s.funded);
  F('amount_due', x.net, 'GBP', s.net);
  F('status', x.status, 'text', s.status);
}
const engInv = invoices.filter((x) => x.setting !== 'Treganna');
const cyInv = invoices.filter((x) => x.setting === 'Treganna');
// the Welsh statement takes the Treganna invoices; the English ones go to the export, single sheets and e-mails
const overdueEng = engInv.filter((x) => x.status === 'overdue');
const mailInv = overdueEng.slice(0, 3);
const sheetInv = engInv.filter((x) => !mailInv.includes(x)).slice(0, 4);
const csvInv = engInv.filter((x) => !mailInv.includes(x) && !sheetInv.includes(x));
{
  const file = 'billing/invoices-export-2025-09-01.csv';
  const rows = csvInv.map((x) => {
    const c = CH[x.child];
    invFacts(x, file, { month: `${pad(x.mnum)}/2025`, sessions: '', gross: dec(x.gross), funded: dec(x.funded), net: dec(x.net), status: x.status === 'paid' ? 'Paid' : 'Overdue' });
    return [x.code, c.ref, x.child, c.setting, `${pad(x.mnum)}/2025`, x.sessions, dec(x.gross), dec(x.funded), dec(x.net), x.status === 'paid' ? 'Paid' : 'Overdue'];
  });
  const head = 'Pili Pala Nurseries - Billing export\nExported: 01/09/2025 09:14;User: lgrant\nPeriod: 06/2025 - 08/2025;Sites: Pontcanna, Roath\n\n';
  corpus.write(file, head + delimited(['Invoice no', 'Child ref', 'Child', 'Site', 'Month', 'Sessions', 'Fees (£)', 'Funded deduction (£)', 'Amount due (£)', 'Status'], rows, ';'));
}
sheetInv.forEach((x, k) => {
  const c = CH[x.child];
  const file = `billing/invoices/${x.code}.md`;
  const month = fmtDate(`${x.month}-01`, 'month');
  const status = x.status === 'paid' ? 'PAID — thank you' : `OVERDUE (was due 15 ${EN_MONTHS[x.mnum % 12]} 2025)`;
  invFacts(x, file, { month: `Period: ${month}`, sessions: `${x.sessions} full days`, gross: gbp(x.gross), funded: `−${gbp(x.funded)}`, net: `Total due: ${gbp(x.net)}`, status: x.status === 'paid' ? 'PAID' : 'OVERDUE' });
  corpus.write(file, [
    `# Invoice ${x.code}`, '', `Pili Pala ${c.setting}`, '',
    `Bill to: ${c.parent}`, `Child: ${x.child} (${c.ref})`, `Period: ${month}`, '',
    `Sessions: ${x.sessions} full days @ ${gbp(RM[c.room].rate)} (${c.room})`, `Subtotal: ${gbp(x.gross)}`,
    `Less ${x.funded ? (c.age >= 36 ? 'Childcare Offer funding' : 'Flying Start funding') : 'funded hours'}: −${gbp(x.funded)}`, `Total due: ${gbp(x.net)}`, '',
    `Status: ${status}`, '', L(k, ['Payment by bank transfer to Pili Pala Nurseries Ltd, sort code 30-95-74.', 'Tax-Free Childcare payments are accepted.']), '',
  ].join('\n'));
});
{
  const file = 'email/2025-09-02-overdue-fees.eml';
  const [a, b] = mailInv;
  const out = ['From: Accounts <accounts@pilipala-nurseries.co.uk>', 'To: Rhian Bevan <rhian.bevan@pilipala-nurseries.co.uk>, Lisa Grant <lisa.grant@pilipala-nurseries.co.uk>', 'Date: Tue, 2 Sep 2025 08:55:19 +0100', 'Subject: Overdue fees - please chase', '', 'Hi both,', ''];
  for (const x of [a, b]) {
    const mon = EN_MONTHS[x.mnum - 1];
    const funded = x.funded ? `less ${gbp(x.funded)} of funded hours` : 'with no funding to deduct';
    invFacts(x, file, { month: mon, sessions: `${x.sessions} sessions`, gross: gbp(x.gross), funded: x.funded ? gbp(x.funded) : 'no funding', net: gbp(x.net), status: 'still unpaid' });
    out.push(`${x.code} for ${x.child}'s ${mon} sessions is still unpaid: ${x.sessions} sessions came to ${gbp(x.gross)}, ${funded}, so ${gbp(x.net)} is outstanding and now overdue.`, '');
  }
  out.push('Could you have a quiet word at pick-up? Reminder letters went out on 20 August.', '', 'Thanks,', 'Accounts', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'email/2025-09-08-re-overdue-invoice.eml';
  const x = mailInv[2];
  const c = CH[x.child];
  const mon = EN_MONTHS[x.mnum - 1];
  invFacts(x, file, { month: mon, sessions: `${NUM_WORDS[x.sessions] ?? x.sessions} days`, gross: gbp(x.gross), funded: x.funded ? gbp(x.funded) : 'no funded hours', net: gbp(x.net), status: 'overdue' });
  corpus.write(file, `From: ${c.parent} <${slug(c.parent).replace('-', '.')}@gmail.com>
To: Accounts <accounts@pilipala-nurseries.co.uk>
Date: Mon, 8 Sep 2025 19:31:40 +0100
Subject: Re: ${x.code}

Hi,

Sorry this one is overdue — we were away for most of August. Just to check the invoice ${x.code}
for ${x.child}: ${mon}, ${NUM_WORDS[x.sessions] ?? x.sessions} days at ${gbp(RM[c.room].rate)} = ${gbp(x.gross)}, ${x.funded ? `minus ${gbp(x.funded)}` : 'with no funded hours off'}, so ${gbp(x.net)} to pay?
I'll transfer it on Friday.

Thanks,
${c.parent.split(' ')[0]}

> Dear ${c.parent.split(' ')[0]}, our records show the invoice below is now overdue.
`);
}
{
  const file = 'meithrinfa-treganna/anfonebau-mehefin-awst-2025.html';
  const rows = cyInv.map((x) => {
    const mon = `${CY_MONTHS[x.mnum - 1]} 2025`;
    const status = x.status === 'paid' ? 'Wedi talu' : 'Hwyr';
    invFacts(x, file, { month: mon, sessions: `<td>${x.sessions}</td>`, gross: gbp(x.gross), funded: gbp(x.funded), net: gbp(x.net), status });
    return `    <tr><td>${x.code}</td><td>${esc(x.child)}</td><td>${mon}</td><td>${x.sessions}</td><td>${gbp(x.gross)}</td><td>${gbp(x.funded)}</td><td>${gbp(x.net)}</td><td>${status}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="cy"><head><meta charset="utf-8"><title>Anfonebau Mehefin – Awst 2025</title></head>
<body>
<h1>Anfonebau — Meithrinfa Pili Pala Treganna</h1>
<p>Mehefin i Awst 2025. Hwyr = heb ei dalu erbyn y dyddiad dyledus (15fed y mis canlynol).</p>
<table>
  <thead><tr><th>Rhif anfoneb</th><th>Plentyn</th><th>Mis</th><th>Sesiynau</th><th>Ffioedd</th><th>Didyniad cyllid</th><th>I'w dalu</th><th>Statws</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}

// ------------------------------------------------------------------ (f) accidents and incidents
// [code, date, room, what, first aid, first aider, layout]
const INC_DEF = [
  ['AB-25-007', '2025-03-11', 'Ladybirds', 'Bump to head', 'Cold compress', 'Sophie Turner', 'book'],
  ['AB-25-009', '2025-03-27', 'Oak Room', 'Graze', 'Wound cleaned', 'Chloe Edwards', 'book'],
  ['AB-25-012', '2025-04-15', 'Acorns', 'Trapped finger', 'Cold compress', 'Beth Lloyd', 'book'],
  ['AB-25-016', '2025-05-08', 'Butterflies', 'Fall', 'None', 'Jade Williams', 'form'],
  ['AB-25-018', '2025-05-20', 'Saplings', 'Bite', 'Wound cleaned', 'Tom Reynolds', 'book'],
  ['AB-25-021', '2025-06-05', 'Oak Room', 'Allergic reaction', 'Antihistamine', 'Fatima Hussain', 'form'],
  ['AB-25-023', '2025-06-10', 'Caterpillars', 'Bite', 'Cold compress', 'Priya Nair', 'diary'],
  ['AB-25-024', '2025-06-19', 'Caterpillars', 'Bump to head', 'Cold compress', 'Megan Harris', 'diary'],
  ['AB-25-026', '2025-06-30', 'Butterflies', 'Nosebleed', 'Pressure applied', 'Kayleigh Morris', 'book'],
  ['AB-25-029', '2025-07-09', 'Saplings', 'Fall', 'Plaster', 'Tom Reynolds', 'diary'],
  ['AB-25-031', '2025-07-22', 'Ladybirds', 'Trapped finger', 'Cold compress', 'Claire Doherty', 'form'],
  ['AB-25-033', '2025-08-12', 'Acorns', 'Allergic reaction', 'Antihistamine', 'Hannah Powell', 'book'],
  ['DAM-25-04', '2025-05-14', 'Cenawon', 'Fall', 'Plaster', 'Catrin Howells', 'cy'],
  ['DAM-25-07', '2025-07-03', 'Dreigiau', 'Bump to head', 'Cold compress', 'Dafydd Hopkins', 'cy'],
];
const usedInc = new Set();
const incidents = INC_DEF.map(([code, date, room, what, aid, by, layout]) => {
  let pool = children.filter((c) => c.room === room && !newStarters.has(c.name) && !usedInc.has(c.name));
  if (what === 'Allergic reaction') pool = pool.filter((c) => c.allergies.length);
  const c = r.pick(pool);
  usedInc.add(c.name);
  return { code, date, room, what, aid, by, layout, child: c.name, trigger: what === 'Allergic reaction' ? c.allergies[0] : null };
});
function incFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.code, 'incident', attr, value, unit, stated, file);
  F('date', x.date, 'date', s.date);
  F('child', x.child, 'text', x.child);
  F('room', x.room, 'text', s.room ?? x.room);
  F('what', x.what, 'text', s.what);
  F('first_aid', x.aid, 'text', s.aid);
  F('first_aider', x.by, 'person', s.by ?? x.by);
}
const WHAT_TEXT = {
  'Bump to head': 'bumped head on the edge of a table', Graze: 'grazed knee on the path in the garden', 'Trapped finger': 'trapped finger in the cupboard door',
  Fall: 'fell from the low climbing frame', Bite: 'bitten on the arm by another child', Nosebleed: 'nosebleed during outdoor play', 'Allergic reaction': 'allergic reaction (hives around the mouth)',
};
const AID_TEXT = { 'Cold compress': 'cold compress', 'Wound cleaned': 'wound cleaned with water', None: 'none needed', 'Pressure applied': 'pressure applied, head forward', Plaster: 'plaster', Antihistamine: 'antihistamine (per care plan)' };
{
  const file = 'incidents/accident-book-2025.tsv';
  const rows = incidents.filter((x) => x.layout === 'book').map((x) => {
    const what = x.what === 'Allergic reaction' ? `allergic reaction to ${x.trigger.toLowerCase()} (hives)` : WHAT_TEXT[x.what];
    incFacts(x, file, { date: ukDate(x.date), what, aid: AID_TEXT[x.aid] });
    return [x.code, ukDate(x.date), `${pad(r.int(8, 16))}:${pad(r.int(0, 11) * 5)}`, x.child, x.room, what, AID_TEXT[x.aid], x.by, 'Y'];
  });
  corpus.write(file, delimited(['Ref', 'Date', 'Time', 'Child', 'Room', 'What happened', 'First aid', 'First aider', 'Parent signed'], rows, '\t'));
}
incidents.filter((x) => x.layout === 'form').forEach((x, k) => {
  const file = `incidents/${x.code}.md`;
  const c = CH[x.child];
  const first = x.child.split(' ')[0];
  const desc = {
    Fall: () => `${first} climbed onto the bench and fell backwards onto the soft mat.`,
    'Allergic reaction': () => `${first} developed hives around the mouth after snack; a ${x.trigger.toLowerCase()} product had been brought in for a birthday.`,
    'Trapped finger': () => `${first} trapped a finger in the door of the home corner.`,
  }[x.what]();
  const aid = { None: 'No first aid needed; observed for 30 minutes', Antihistamine: 'Antihistamine given as per care plan', 'Cold compress': 'Cold compress held for ten minutes' }[x.aid];
  incFacts(x, file, { date: fmtDate(x.date, 'long'), what: `Type: ${x.what}`, aid, room: `Location: ${x.room}`, by: `First aider: ${x.by}` });
  corpus.write(file, [
    `# Accident / incident report ${x.code}`, '', `Setting: Pili Pala ${c.setting}`, `Date of incident: ${fmtDate(x.date, 'long')}`, `Time: ${L(k, ['10:40', '15:05', '11:55'])}`,
    `Child's name: ${x.child}`, `Location: ${x.room}`, `Type: ${x.what}`, `Description: ${desc}`, `Treatment given: ${aid}`, `First aider: ${x.by}`,
    `Parent/carer informed: ${c.parent}, at collection`, `Reviewed by: ${c.setting === 'Roath' ? 'Lisa Grant' : 'Rhian Bevan'}`, '',
  ].join('\n'));
});
{
  const file = 'meithrinfa-treganna/damweiniau-2025.md';
  const WHAT_CY = { Fall: 'Cwympo', 'Bump to head': 'Taro pen' };
  const AID_CY = { Plaster: 'Plastr', 'Cold compress': 'Cywasgiad oer' };
  const out = ['# Cofnod damweiniau 2025', '', 'Meithrinfa Pili Pala Treganna', ''];
  incidents.filter((x) => x.layout === 'cy').forEach((x) => {
    incFacts(x, file, { date: cyDate(x.date), what: `Beth ddigwyddodd: ${WHAT_CY[x.what]}`, aid: `Cymorth cyntaf: ${AID_CY[x.aid]}`, room: `Ystafell: ${x.room}` });
    out.push(`## ${x.code}`, '', `Dyddiad: ${cyDate(x.date)}`, `Plentyn: ${x.child}`, `Ystafell: ${x.room}`, `Beth ddigwyddodd: ${WHAT_CY[x.what]}`, `Cymorth cyntaf: ${AID_CY[x.aid]}`, `Staff: ${x.by}`, 'Rhiant wedi llofnodi: do', '');
  });
  corpus.write(file, out.join('\n'));
}
function diary(file, title, room, monthIso, filler) {
  const out = [`# ${title}`, ''];
  const xs = incidents.filter((x) => x.layout === 'diary' && x.room === room);
  const dates = [...new Set([...filler.map((f) => f[0]), ...xs.map((x) => x.date)])].sort();
  for (const d of dates) {
    out.push(`## ${fmtDate(d, 'long')}`, '');
    const f = filler.find((y) => y[0] === d);
    if (f) out.push(f[1]);
    const x = xs.find((y) => y.date === d);
    if (x) {
      const first = x.child.split(' ')[0];
      const byFirst = x.by.split(' ')[0];
      const sent = {
        Bite: [`At 11:20 ${x.child} was bitten on the arm by another child at the water tray`, `${x.by} applied a cold compress`],
        'Bump to head': [`${x.child} bumped ${pron(CH[x.child])[1]} head on the corner of the book shelf after lunch`, `${x.by} held a cold compress on it and we watched ${pron(CH[x.child])[2]} for the afternoon`],
        Fall: [`${x.child} fell on the garden steps and cut ${pron(CH[x.child])[1]} knee`, `${x.by} cleaned it and put on a plaster`],
      }[x.what];
      incFacts(x, file, { date: fmtDate(d, 'long'), what: x.what === 'Bite' ? 'bitten on the arm' : x.what === 'Fall' ? 'fell on the garden steps' : 'bumped', aid: x.aid === 'Plaster' ? 'plaster' : 'cold compress', by: x.by });
      out.push(`${sent[0]}; ${sent[1]}. Accident form ${x.code} done and signed by ${first}'s parent at pick-up.`);
    }
    out.push('');
  }
  corpus.write(file, out.join('\n'));
}
diary('diaries/caterpillars-diary-2025-06.md', 'Caterpillars — room diary, June 2025', 'Caterpillars', '2025-06', [
  ['2025-06-03', 'Planting sunflower seeds in the garden; everyone took a pot home on Friday.'],
  ['2025-06-10', 'Water play all morning (hot!). Suncream re-applied at 12:00 and 15:00.'],
  ['2025-06-19', 'Story session with the library van. Lunch was fish pie, very popular.'],
  ['2025-06-26', 'Sports day practice in Pontcanna Fields. Twelve children out with four staff.'],
]);
diary('diaries/saplings-diary-2025-07.md', 'Saplings — room diary, July 2025', 'Saplings', '2025-07', [
  ['2025-07-02', 'Trip to Roath Park to feed the ducks (pre-booked, six children, three staff).'],
  ['2025-07-09', 'Painting with ice cubes in the garden.'],
  ['2025-07-16', 'Music session with Mr Jon; shakers and drums.'],
]);

// ------------------------------------------------------------------ (g) dishes
// [name, meal, allergens, energy, unit, vegetarian, layout, Welsh name]
const DISH_DEF = [
  ['Cawl', 'Lunch', ['Celery'], 265, 'kcal', false, 'yaml'],
  ['Fish pie', 'Lunch', ['Fish', 'Milk'], 1297, 'kJ', false, 'yaml'],
  ['Chickpea and sweet potato curry', 'Lunch', ['Mustard'], 280, 'kcal', true, 'yaml'],
  ['Porridge with banana', 'Breakfast', ['Milk', 'Gluten'], 795, 'kJ', true, 'yaml'],
  ['Welsh cakes', 'Snack', ['Gluten', 'Egg', 'Milk'], 150, 'kcal', true, 'yaml'],
  ['Chicken and vegetable casserole', 'Lunch', ['Celery'], 295, 'kcal', false, 'yaml'],
  ['Leek and potato soup', 'Tea', ['Celery', 'Milk'], 756, 'kJ', true, 'html', 'Cawl cennin a thatws'],
  ['Salmon fishcakes', 'Lunch', ['Fish', 'Gluten', 'Egg'], 1130, 'kJ', false, 'html', 'Cacennau pysgod eog'],
  ['Bara brith', 'Snack', ['Gluten', 'Egg'], 690, 'kJ', true, 'html', 'Bara brith'],
  ["Shepherd's pie", 'Lunch', ['Milk', 'Celery'], 1240, 'kJ', false, 'html', "Pastai'r bugail"],
  ['Spaghetti bolognese', 'Lunch', ['Gluten', 'Celery'], 320, 'kcal', false, 'matrix'],
  ['Vegetable lasagne', 'Lunch', ['Gluten', 'Milk', 'Egg'], 300, 'kcal', true, 'matrix'],
  ['Hummus and pitta', 'Snack', ['Sesame', 'Gluten'], 170, 'kcal', true, 'matrix'],
  ['Rice pudding', 'Tea', ['Milk'], 180, 'kcal', true, 'matrix'],
  ['Tuna pasta bake', 'Tea', ['Fish', 'Gluten', 'Milk'], 290, 'kcal', false, 'matrix'],
];
const dishes = DISH_DEF.map(([name, meal, allergens, energy, unit, veg, layout, cy]) => ({ name, meal, allergens, energy, unit, veg, layout, cy, kcal: unit === 'kJ' ? r4(energy / KJ) : energy }));
function dishFacts(d, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(d.name, 'dish', attr, value, unit, stated, file);
  F('meal', d.meal, 'text', s.meal);
  F('energy', d.kcal, 'kcal', s.energy);
  F('allergens', d.allergens, 'list', s.allergens);
  F('vegetarian', d.veg, 'bool', s.veg);
}
{
  const file = 'menus/menu-spring-summer-2025.yaml';
  const out = ['# Pili Pala Nurseries — spring/summer menu 2025 (all three settings)', '# energy per child portion (2-4 years); allergens as the 14 UK allergens', 'menu:', '  name: Spring/Summer 2025', '  cycle_weeks: 4', '  dishes:'];
  dishes.filter((d) => d.layout === 'yaml').forEach((d, k) => {
    dishFacts(d, file, { meal: `meal: ${d.meal.toLowerCase()}`, energy: `value: ${d.energy}`, allergens: `[${d.allergens.map((a) => a.toLowerCase()).join(', ')}]`, veg: `vegetarian: ${d.veg}` });
    out.push(`    - dish: ${d.name}`, `      meal: ${d.meal.toLowerCase()}`, `      served: {week: ${(k % 4) + 1}, day: ${L(k, ['monday', 'wednesday', 'tuesday', 'thursday', 'friday'])}}`,
      `      energy: {value: ${d.energy}, unit: ${d.unit}}`, `      allergens: [${d.allergens.map((a) => a.toLowerCase()).join(', ')}]`, `      vegetarian: ${d.veg}`);
  });
  out.push('');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'menus/bwydlen-dwyieithog-bilingual-menu.html';
  const CY_MEAL = { Lunch: 'Cinio', Tea: 'Te', Snack: 'Byrbryd', Breakfast: 'Brecwast' };
  const CY_ALG = { Celery: 'Seleri', Milk: 'Llaeth', Fish: 'Pysgod', Gluten: 'Glwten', Egg: 'Wyau' };
  const rows = dishes.filter((d) => d.layout === 'html').map((d) => {
    const alg = d.allergens.map((a) => `${CY_ALG[a]} / ${a}`).join(', ');
    dishFacts(d, file, { meal: `${CY_MEAL[d.meal]} / ${d.meal}`, energy: `${group(d.energy)} kJ`, allergens: alg, veg: d.veg ? '✓ (V)' : '✗' });
    return `    <tr><td>${esc(d.cy)}</td><td>${esc(d.name)}</td><td>${CY_MEAL[d.meal]} / ${d.meal}</td><td>${group(d.energy)} kJ</td><td>${esc(alg)}</td><td>${d.veg ? '✓ (V)' : '✗'}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="cy"><head><meta charset="utf-8"><title>Bwydlen / Menu — Treganna</title></head>
<body>
<h1>Bwydlen yr wythnos / This week's menu</h1>
<p>Egni fesul dogn plentyn mewn cilojouleau / energy per child portion in kilojoules.</p>
<table>
  <thead><tr><th>Pryd (Cymraeg)</th><th>Dish (English)</th><th>Pryd bwyd / Meal</th><th>Egni / Energy</th><th>Alergenau / Allergens</th><th>Llysieuol / Vegetarian</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
{
  const file = 'menus/allergen-matrix-autumn-2025.md';
  const COLS = ['Celery', 'Gluten', 'Crustaceans', 'Egg', 'Fish', 'Lupin', 'Milk', 'Molluscs', 'Mustard', 'Tree nuts', 'Peanut', 'Sesame', 'Soya', 'Sulphites'];
  const out = ['# Allergen matrix — new autumn dishes (from 1 September 2025)', '', 'Cook: Anita Kowalczyk (Pontcanna). ✓ = contains. Energy per child portion.', '',
    `| Dish | Meal | kcal | ${COLS.join(' | ')} | V |`, `|---|---|---|${COLS.map(() => '---').join('|')}|---|`];
  dishes.filter((d) => d.layout === 'matrix').forEach((d) => {
    dishFacts(d, file, { meal: d.meal, energy: `| ${d.energy} |`, allergens: '✓', veg: '' });
    out.push(`| ${d.name} | ${d.meal} | ${d.energy} | ${COLS.map((a) => (d.allergens.includes(a) ? '✓' : '')).join(' | ')} | ${d.veg ? 'V' : ''} |`);
  });
  out.push('', 'All dishes can be made milk-free or egg-free on request; nut-free kitchen at all three settings.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (h) background documents (no entity facts)
corpus.write('README.txt', `PILI PALA NURSERIES — SHARED DRIVE (2025)
Three settings in Cardiff: Pili Pala Pontcanna, Pili Pala Roath and Meithrinfa Pili Pala Treganna
(Canton; Welsh-medium — files under meithrinfa-treganna/ are partly in Welsh).

children/            child records (Pontcanna sheets, Roath registration forms and register)
parent-app/          exports from the parent app
attendance/          sessions attended per month
rooms/  fees/        room information, fee list
staff/  hr/          team pages, compliance (DBS, paediatric first aid)
billing/             invoices and the billing export
incidents/ diaries/  accident book, incident reports, room diaries
menus/               menus and allergen information
inspections/         CIW / Estyn
policies/ admin/ newsletters/ outings/ email/
`);
corpus.write('settings/our-settings.md', `# Our settings

| Setting | Address | Opened | Registered places | Language |
|---|---|---|---|---|
| Pili Pala Pontcanna | 14 Llandaff Road, CF11 9NJ | 2009 | 41 | English-medium, Welsh taught daily |
| Pili Pala Roath | 2 Albany Road, CF24 3RP | 2015 | 45 | English-medium |
| Meithrinfa Pili Pala Treganna | 88 Heol Cowbridge Ddwyreiniol, CF11 9AU | 2012 | 32 | Welsh-medium (cyfrwng Cymraeg) |

Opening hours at all settings: 08:00–18:00, Monday to Friday, 51 weeks a year (closed between Christmas and New Year).
Treganna is the Welsh name for Canton.
`);
corpus.write('policies/sickness-and-exclusion.md', `# Sickness and exclusion policy (extract)

- Diarrhoea and/or vomiting: 48 hours clear of symptoms before returning.
- Temperature of 38 °C or above: collected within the hour; return after 24 hours without Calpol.
- Chickenpox: five days from onset of the rash and all spots crusted over.
- Conjunctivitis: no exclusion unless there is an outbreak.
- Hand, foot and mouth: no exclusion if the child is well.

Medicines: prescribed medicine only, in the original container, with a signed consent form. Inhalers and
adrenaline auto-injectors travel with the child on every outing.
`);
corpus.write('policies/safeguarding-contacts.md', `# Safeguarding — who to call

Designated safeguarding leads: Rhian Bevan (Pontcanna), Lisa Grant (Roath), Eleri Wyn Jones (Treganna).
Cardiff Multi-Agency Safeguarding Hub (MASH): 029 2053 6490 (out of hours 029 2078 8570).
Care Inspectorate Wales: 0300 7900 126.
All staff complete safeguarding Group B training every three years; leads complete Group C every two years.
`);
corpus.write('outings/outings-and-events-2025.csv', delimited(['Date', 'Setting', 'Event', 'Children', 'Staff', 'Cost per child (£)', 'Notes'], [
  ['2025-04-16', 'Pontcanna', 'Easter egg hunt, Thompson\'s Park', '18', '6', '0.00', 'parents invited'],
  ['2025-05-21', 'Roath', 'Roath Park Conservatory', '14', '5', '2.50', 'pushchairs for Acorns'],
  ['2025-06-13', 'Treganna', 'Sioe Gerdd Mistar Urdd', '16', '5', '0.00', 'yn y neuadd'],
  ['2025-06-27', 'Pontcanna', 'Sports day, Pontcanna Fields', '30', '9', '0.00', 'medals for all'],
  ['2025-07-02', 'Roath', 'Ducks at Roath Park lake', '6', '3', '0.00', 'Saplings'],
  ['2025-07-18', 'Treganna', 'Techniquest', '12', '4', '6.00', 'bws mini'],
  ['2025-12-10', 'All', 'Christmas show rehearsal', '', '', '', 'provisional'],
]));
corpus.write('newsletters/pontcanna-summer-2025.md', `# Pontcanna news — summer 2025

What a term! Thirty children ran, hopped and wobbled through sports day on Pontcanna Fields, and the Butterflies
finished their "Minibeasts" project with a display in the hall.

**Welcome** to our September starters and their families — we can't wait to meet you.

**Staff news.** Amy joins the Butterflies team in September. Priya finished her degree last year and is now
mentoring two students from Cardiff Met.

**Dates for your diary:** photographer 7 October; harvest festival 3 October; closed 22 December – 2 January.

**Fees** rise by 3 % from April 2026. Please keep your contact details up to date in the parent app.
`);
corpus.write('newsletters/roath-spring-2025.md', `# Roath newsletter — spring 2025

The Saplings have been growing cress and beans on the windowsill, and the Oak Room children visited the Roath Park
Conservatory in May (thank you to the five parent volunteers!).

Our CIW inspection took place in May; the full report is in the inspections folder. We were rated Good in every theme.

Reminder: please label all spare clothes. Lost property goes to the charity shop at the end of each month.
Sun hats and suncream from May to September, please. The garden re-opens after resurfacing on 2 June.
`);
corpus.write('meithrinfa-treganna/cylchlythyr-haf-2025.md', `# Cylchlythyr yr haf 2025 — Meithrinfa Pili Pala Treganna

Diolch i bawb a ddaeth i'r sioe gerdd ym mis Mehefin! Aeth y Dreigiau i Techniquest ym mis Gorffennaf ac roedd y
Cenawon wrth eu bodd gyda'r ardd synhwyraidd newydd.

Croeso i'r teuluoedd newydd sy'n ymuno â ni ym mis Medi, ac i Ffion, ein prentis newydd yn y Cywion.

Cofiwch: mae'r feithrinfa ar gau ar 25 Awst (Gŵyl y Banc). Bydd y ffioedd yn codi 3 % ym mis Ebrill 2026.
`);
corpus.write('inspections/estyn-treganna-notes-2024.md', `# Estyn — notes from the monitoring visit (Treganna), November 2024

Funded non-maintained nursery education (Dreigiau room only; the Foundation Learning curriculum).

- Children's Welsh language skills develop very well; most respond to simple questions in Welsh.
- Practitioners model language effectively; the outdoor area is used in all weathers.
- Recommendation 1: plan more opportunities for early mark-making outdoors.
- Recommendation 2: share assessment information with the receiving schools earlier.

No follow-up visit required. Next core inspection expected 2026–27.
`);
corpus.write('admin/closures-and-inset-2025.md', `# Closures and INSET days 2025

| Date | Reason | Settings |
|---|---|---|
| 1 January | New Year's Day | all |
| 18 and 21 April | Good Friday, Easter Monday | all |
| 5 and 26 May | Bank holidays | all |
| 25 August | Summer bank holiday | all |
| 24 October | INSET (first aid refresher, half day) | Roath |
| 22 December – 2 January | Christmas closure | all |

Fees are not charged for bank holidays.
`);
corpus.write('admin/staff-meeting-minutes-2025-07.md', `# Managers' meeting — 16 July 2025

Present: Rhian Bevan, Lisa Grant, Eleri Wyn Jones; HR (Sam) for item 3.

1. Occupancy in July: Pontcanna 92 %, Roath 88 %, Treganna 95 %. Waiting lists for the baby rooms at all three.
2. Three paediatric first-aid certificates lapse over the summer; the September course has eight places.
3. Two new starters agreed for September (one practitioner at Pontcanna, one apprentice at Treganna).
4. The parent app's new version (v4.2) adds allergy alerts; roll-out in October.
5. Next meeting 17 September 2025.
`);
corpus.write('policies/allergy-and-dietary-needs.md', `# Allergy and dietary needs procedure

1. Every allergy is recorded on the child's record and on the room's allergy board (photo, allergen, action).
2. Children with a care plan have a named adrenaline auto-injector kept in the red bag in their room.
3. The cook checks the menu against the allergy boards every Monday; substitutions are written on the menu.
4. Food brought from home for celebrations is not served; stickers and bubbles instead.
5. Halal meat is supplied by Butchers of Canton; vegetarian options are available daily.
`);

const stats = corpus.flush(source);
console.log(`nursery: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
