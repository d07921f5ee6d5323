#!/usr/bin/env node
// Climbing corpus (held-out): the shared drive of "Granite Mill Climbing Centre", an indoor climbing centre in
// Finnieston, Glasgow, September 2025, with its partner centre "Bratt Klatresenter" in Sandviken, Bergen, whose
// records are in Norwegian. 56 members, 18 staff, 12 walls, 40 routes, 14 courses, 20 items of equipment.
//   node bench/corpora/climbing/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "climbing-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) members: plain-text member profiles (label set A: `Member no.`, `Joined`, `Date of birth`, `Highest grade`,
//     `Belay certified`), a register CSV (label set B: `Plan`, `Start date` dd/mm/yyyy, `Age (years)`, `Top grade`,
//     `Belay check (Y/N)`), a nested booking-app JSON, an HTML spec table of the youth squad (`Member since` in US
//     dates, `Belay competent: ✓`), NORWEGIAN member pages in Markdown bullets (`Medlem`, `Medlemskap: årskort`,
//     `Innmeldt: 3. mars 2024`, `Fødselsdato: 14.05.1990`, `Høyeste grad: 6c`, `Sikringskurs: ja`), a Norwegian TSV
//     (`34 år`), and new members only in the sentences of an English and a Norwegian e-mail;
// (b) WIDE visit tables, a column per month January–August 2025 (a CSV for Glasgow, a Norwegian Markdown table);
// (c) staff: Markdown bullets (label set A), an HTML definition list (label set B), a flat payroll JSON, Norwegian
//     HTML infobox pages (`Stilling: Rutebygger`, `Timelønn: 260 kr`), one starter in an HR e-mail and one in
//     Norwegian minutes;
// (d) walls: YAML front matter + pipe tables (metres), an HTML spec table of the bouldering room (feet), a Norwegian
//     HTML definition list (`Høyde: 14 m`, `Vinkel`), two walls only in the sentences of a reset report;
// (e) routes: a route-log TSV (units in the values), a nested setting-app JSON, HTML infobox pages of new sets, a
//     Norwegian YAML + pipe-table route list (`Vanskelighetsgrad: 6c`), three routes only in a setter's diary;
// (f) courses: an HTML spec table (hours / minutes), a CSV (`Duration (min)`, `Price (GBP)`), Norwegian YAML pages
//     (`Varighet: 3 timer`, `Pris: 1 250 kr`), two courses only in staff-meeting minutes;
// (g) equipment: a Norwegian export with a PREAMBLE, SEMICOLONS, DECIMAL COMMAS and `n/a`, a flat asset-register
//     JSON, plain-text auto-belay records, Markdown bullets of rental kit, two items only in an inspection e-mail;
// (h) background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: ages in years as at 1 September 2025 (from a date of birth: whole years);
// heights in metres (ft × 0.3048); angles in degrees past vertical (slabs negative); durations in minutes;
// hours per week; money in GBP or NOK as written (never converted); dates ISO; grades as written (French sport
// grades for routes with a rope and for members, V-grades for boulder problems); Norwegian words in English
// (`årskort` = Annual, `månedskort` = Monthly, `klippekort` = Ten-visit, `Rutebygger` = Route setter, `Instruktør` =
// Instructor, `Vaktleder` = Duty manager, `led` = lead, `topptau` = top rope, `buldring` = boulder, `gul` = yellow,
// `god` = Good, `middels` = Fair, `slitt` = Worn, `tirsdag` = Tuesday, `nybegynner` = Beginner, …).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlDlPage, htmlInfoboxPage, htmlTablePage, joinAnd, mdBulletsNote, mdYamlTableNote, rng, slug, targets, txtProfile } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('climbing-v1');
const FT = 0.3048;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];
const gbp = (v) => `£${group(v, 2)}`;
const dec = (v) => v.toFixed(2).replace('.', ',');
const nok = (v) => `${String(v).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} kr`;

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the wide visit tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ words, dates
const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
function words(n) {
  if (n < 20) return ONES[n];
  if (n < 100) return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : '');
  const h = Math.floor(n / 100);
  const rest = n % 100;
  return `${h === 1 ? 'a hundred' : `${ONES[h]} hundred`}${rest ? ` and ${words(rest)}` : ''}`;
}
const NO_ONES = ['null', 'én', 'to', 'tre', 'fire', 'fem', 'seks', 'sju', 'åtte', 'ni', 'ti', 'elleve', 'tolv', 'tretten', 'fjorten', 'femten', 'seksten', 'sytten', 'atten', 'nitten'];
const NO_TENS = ['', '', 'tjue', 'tretti', 'førti', 'femti', 'seksti', 'sytti', 'åtti', 'nitti'];
const noWords = (n) => (n < 20 ? NO_ONES[n] : NO_TENS[Math.floor(n / 10)] + (n % 10 ? (n % 10 === 1 ? 'en' : NO_ONES[n % 10]) : ''));
const NO_MONTHS = ['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'];
const noDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}. ${NO_MONTHS[m - 1]} ${y}`;
};
const dotted = (iso) => fmtDate(iso, 'dotted');
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const NO_DAY = { Monday: 'mandag', Tuesday: 'tirsdag', Wednesday: 'onsdag', Thursday: 'torsdag', Friday: 'fredag', Saturday: 'lørdag', Sunday: 'søndag' };
const AS_AT = '2025-09-01';
function ageAt(born, at = AS_AT) {
  const [y, m, d] = born.split('-').map(Number);
  const [Y, M, D] = at.split('-').map(Number);
  return Y - y - (M < m || (M === m && D < d) ? 1 : 0);
}
const addDays = (iso, n) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);
const randDate = (lo, hi) => addDays(lo, r.int(0, Math.round((Date.parse(hi) - Date.parse(lo)) / 86400000)));

// ------------------------------------------------------------------ staff
// [name, code, centre, role, certification, hours, rate, manager, started, layout]
const STAFF_DEF = [
  ['Fiona MacLeod', 'GMS-01', 'Glasgow', 'Duty manager', 'CWDI', 40, 19.8, null, '2014-03-03', 'md'],
  ['Callum Reid', 'GMS-02', 'Glasgow', 'Duty manager', 'CWI', 37.5, 16.4, 'Fiona MacLeod', '2017-08-14', 'md'],
  ['Aisha Rahman', 'GMS-03', 'Glasgow', 'Duty manager', 'CWI', 30, 16.1, 'Fiona MacLeod', '2019-05-20', 'dl'],
  ['Ewan Fraser', 'GMS-04', 'Glasgow', 'Route setter', 'Route Setting Level 2', 32, 17.25, 'Callum Reid', '2016-10-03', 'md'],
  ['Kirsty Doyle', 'GMS-05', 'Glasgow', 'Route setter', 'Route Setting Level 1', 24, 14.75, 'Callum Reid', '2021-02-08', 'md'],
  ['Marco Bianchi', 'GMS-06', 'Glasgow', 'Route setter', 'Route Setting Level 3', 35, 19, 'Fiona MacLeod', '2013-06-17', 'json'],
  ['Jamie Kerr', 'GMS-07', 'Glasgow', 'Instructor', 'CWI', 20, 15.2, 'Aisha Rahman', '2022-04-25', 'dl'],
  ['Sophie Lindsay', 'GMS-08', 'Glasgow', 'Instructor', 'RCI', 28, 18, 'Aisha Rahman', '2018-09-10', 'dl'],
  ['Rory Campbell', 'GMS-09', 'Glasgow', 'Instructor', 'CWA', 16, 12.6, 'Callum Reid', '2024-01-15', 'json'],
  ['Hannah Scott', 'GMS-10', 'Glasgow', 'Instructor', 'CWDI', 30, 17.4, 'Aisha Rahman', '2020-11-02', 'md'],
  ['Declan Murray', 'GMS-11', 'Glasgow', 'Instructor', 'CWI', 24, 15.5, 'Callum Reid', '2023-03-06', 'dl'],
  ['Priya Sharma', 'GMS-12', 'Glasgow', 'Route setter', 'Route Setting Level 2', 20, 16, 'Callum Reid', '2022-07-18', 'json'],
  ['Lewis Grant', 'GMS-13', 'Glasgow', 'Instructor', 'CWI', 16, 15, 'Aisha Rahman', '2025-08-25', 'mail'],
  ['Ingrid Solberg', 'BKA-01', 'Bergen', 'Duty manager', 'NKF Instructor 2', 37.5, 285, null, '2015-01-12', 'no'],
  ['Magnus Haugen', 'BKA-02', 'Bergen', 'Route setter', 'NKF Route Setter 2', 30, 260, 'Ingrid Solberg', '2018-04-09', 'no'],
  ['Sigrid Dahl', 'BKA-03', 'Bergen', 'Instructor', 'NKF Instructor 1', 20, 235, 'Ingrid Solberg', '2021-09-01', 'no'],
  ['Eirik Nilsen', 'BKA-04', 'Bergen', 'Instructor', 'NKF Instructor 2', 25, 250, 'Ingrid Solberg', '2019-02-18', 'no'],
  ['Thea Berg', 'BKA-05', 'Bergen', 'Route setter', 'NKF Route Setter 1', 15, 225, 'Magnus Haugen', '2024-05-06', 'minutes'],
];
const staff = STAFF_DEF.map(([name, code, centre, role, cert, hours, rate, manager, started, layout]) => ({ name, code, centre, role, cert, hours, rate, cur: centre === 'Bergen' ? 'NOK' : 'GBP', manager, started, layout }));
const ST = Object.fromEntries(staff.map((s) => [s.name, s]));
const NO_ROLE = { 'Duty manager': 'Vaktleder', 'Route setter': 'Rutebygger', Instructor: 'Instruktør' };
const NO_CERT = { 'NKF Instructor 1': 'NKF Instruktør 1', 'NKF Instructor 2': 'NKF Instruktør 2', 'NKF Route Setter 1': 'NKF Rutebygger 1', 'NKF Route Setter 2': 'NKF Rutebygger 2' };

function staffFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
  F('staff_code', p.code, 'text', p.code);
  F('centre', p.centre, 'place', s.centre ?? '');
  F('role', p.role, 'text', s.role);
  F('certification', p.cert, 'text', s.cert);
  F('hours', p.hours, 'h', s.hours);
  F('hourly_rate', p.rate, p.cur, s.rate);
  F('manager', p.manager, 'person', s.manager ?? p.manager ?? '');
  F('started', p.started, 'date', s.started);
}

// (c1) Glasgow team page, Markdown bullets (label set A)
{
  const file = 'staff/glasgow-team.md';
  const xs = staff.filter((p) => p.layout === 'md');
  const sections = xs.map((p, k) => {
    const hours = k % 2 ? `${p.hours} hours` : String(p.hours);
    const started = fmtDate(p.started, k % 2 ? 'long' : 'short');
    staffFacts(p, file, { role: `Role: ${p.role}`, cert: `Certification: ${p.cert}`, hours: `Hours per week: ${hours}`, rate: `Hourly rate: ${gbp(p.rate)}`, manager: p.manager ? `Line manager: ${p.manager}` : 'Line manager: —', started: `Start date: ${started}` });
    return { heading: p.name, rows: [['Staff code', p.code], ['Role', p.role], ['Certification', p.cert], ['Hours per week', hours], ['Hourly rate', gbp(p.rate)], ['Line manager', p.manager ?? '—'], ['Start date', started]] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Granite Mill — Glasgow team',
    lead: ['Staff summary for the duty rota. HR holds the full files; updated 1 September 2025.', 'Fiona MacLeod is the senior duty manager and has been with us since March 2014.'],
    sections,
    footer: 'CWI = Climbing Wall Instructor, CWDI = Climbing Wall Development Instructor, RCI = Rock Climbing Instructor, CWA = Climbing Wall Assistant.',
  }));
}
// (c2) instructors and duty managers, HTML definition list (label set B)
{
  const file = 'staff/instructors-and-duty-managers.html';
  const xs = staff.filter((p) => p.layout === 'dl');
  const sections = xs.map((p) => {
    const hrs = `${p.hours} hrs/week`;
    const pay = `${gbp(p.rate)}/hr`;
    const joined = ukDate(p.started);
    staffFacts(p, file, { role: p.role, cert: p.cert, hours: hrs, rate: pay, manager: p.manager, started: joined });
    return { heading: p.name, rows: [['Code', p.code], ['Position', p.role], ['Qualification', p.cert], ['Contracted hours', hrs], ['Pay', pay], ['Reports to', p.manager], ['Joined', joined]] };
  });
  corpus.write(file, htmlDlPage({ title: 'Instructors and duty managers', site: 'Granite Mill Climbing Centre — staff handbook', lead: ['Sophie Lindsay holds the RCI and runs our outdoor courses.'], sections, footer: 'Pay rates from 1 April 2025.' }));
}
// (c3) payroll JSON, flat records
{
  const file = 'hr/payroll-2025-08.json';
  const recs = staff.filter((p) => p.layout === 'json').map((p) => {
    staffFacts(p, file, { role: `"role": "${p.role.toLowerCase()}"`, cert: p.cert, hours: `"hours_week": ${p.hours}`, rate: `"rate_gbp_per_hour": ${p.rate}`, manager: p.manager, started: p.started });
    return { staff_code: p.code, name: p.name, role: p.role.toLowerCase(), certification: p.cert, hours_week: p.hours, rate_gbp_per_hour: p.rate, manager: p.manager, start_date: p.started, site: 'Glasgow' };
  });
  corpus.write(file, JSON.stringify({ payroll_month: '2025-08', currency: 'GBP', employees: recs }, null, 2) + '\n');
}
// (c4) Bergen staff, Norwegian infobox pages
staff.filter((p) => p.layout === 'no').forEach((p, k) => {
  const file = `bergen/ansatte/${slug(p.name)}.html`;
  const s = { role: `${NO_ROLE[p.role]}`, cert: NO_CERT[p.cert], hours: `${p.hours}`.replace('.', ','), rate: `${p.rate} kr`, manager: p.manager ?? '', started: noDate(p.started) };
  staffFacts(p, file, { ...s, manager: p.manager ?? '' });
  corpus.write(file, htmlInfoboxPage({
    title: p.name,
    sections: [{ heading: 'Ansatt', rows: [['Ansattnummer', p.code], ['Stilling', s.role], ['Sertifisering', s.cert], ['Timer per uke', s.hours], ['Timelønn', s.rate], ['Leder', p.manager ?? '—'], ['Ansatt', s.started]] }],
    lead: [L(k, [`${p.name} har vært ansatt i Bratt Klatresenter siden ${noDate(p.started)}.`, `${p.name} jobber ${s.hours} timer per uke.`])],
    footer: 'Bratt Klatresenter AS, Sandviken, Bergen',
  }));
});

// ------------------------------------------------------------------ walls
// [name, centre, area, height, unit, angle, routes, last reset, chief setter, layout]
const WALL_DEF = [
  ['The Prow', 'Glasgow', 'Lead hall', 15.5, 'm', 30, 18, '2025-07-14', 'Ewan Fraser', 'yaml'],
  ['Main Lead Wall', 'Glasgow', 'Lead hall', 16, 'm', 10, 24, '2025-05-19', 'Marco Bianchi', 'yaml'],
  ['Slab Wall', 'Glasgow', 'Top-rope hall', 12, 'm', -8, 14, '2025-03-24', 'Kirsty Doyle', 'yaml'],
  ['Vertical Wall', 'Glasgow', 'Top-rope hall', 12.5, 'm', 0, 16, '2025-06-09', 'Priya Sharma', 'yaml'],
  ['The Cave', 'Glasgow', 'Bouldering room', 14, 'ft', 45, 22, '2025-08-04', 'Marco Bianchi', 'html'],
  ['Competition Wall', 'Glasgow', 'Bouldering room', 15, 'ft', 20, 20, '2025-08-18', 'Ewan Fraser', 'html'],
  ['The Fin', 'Glasgow', 'Bouldering room', 13, 'ft', 35, 12, '2025-04-28', 'Priya Sharma', 'html'],
  ['Training Board', 'Glasgow', 'Training room', 3.5, 'm', 40, 35, '2025-02-10', 'Marco Bianchi', 'report'],
  ['Kids Wall', 'Glasgow', 'Training room', 8, 'm', 5, 10, '2025-06-30', 'Kirsty Doyle', 'report'],
  ['Stupet', 'Bergen', 'Rope hall', 14, 'm', 25, 18, '2025-06-02', 'Magnus Haugen', 'no'],
  ['Hulen', 'Bergen', 'Bouldering room', 4.5, 'm', 40, 25, '2025-08-11', 'Magnus Haugen', 'no'],
  ['Platen', 'Bergen', 'Rope hall', 13, 'm', -5, 12, '2025-01-20', 'Thea Berg', 'no'],
];
const walls = WALL_DEF.map(([name, centre, area, h, hu, angle, routes, reset, setter, layout]) => ({ name, centre, area, h, hu, m: hu === 'ft' ? r4(h * FT) : h, angle, routes, reset, setter, layout }));
const WL = Object.fromEntries(walls.map((w) => [w.name, w]));
function wallFacts(w, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(w.name, 'wall', attr, value, unit, stated, file);
  F('centre', w.centre, 'place', s.centre ?? '');
  F('area', w.area, 'text', s.area);
  F('height', w.m, 'm', s.height);
  F('angle', w.angle, 'deg', s.angle);
  F('routes', w.routes, '', s.routes);
  F('last_reset', w.reset, 'date', s.reset);
  F('chief_setter', w.setter, 'person', s.setter ?? w.setter);
}
const angleEn = (a) => (a < 0 ? `${-a}° slab` : a === 0 ? '0° (vertical)' : `${a}° overhanging`);
// (d1) Glasgow rope walls: YAML front matter + pipe table, metres
walls.filter((w) => w.layout === 'yaml').forEach((w, k) => {
  const file = `walls/${slug(w.name)}.md`;
  const reset = fmtDate(w.reset, k % 2 ? 'long' : 'iso');
  wallFacts(w, file, { area: `Area | ${w.area}`, height: `${w.h} m`, angle: angleEn(w.angle), routes: `Routes | ${w.routes}`, reset, setter: `Chief setter | ${w.setter}` });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['wall', w.name], ['centre', 'Granite Mill, Glasgow'], ['updated', '2025-09-01']],
    title: w.name,
    lead: [L(k, [`${w.name} is ${w.h} m high and currently holds ${w.routes} routes.`, `${w.name} was last reset on ${fmtDate(w.reset, 'long')}.`])],
    sections: [{ heading: 'Specification', rows: [['Area', w.area], ['Height', `${w.h} m`], ['Angle', angleEn(w.angle)], ['Routes', w.routes], ['Last reset', reset], ['Chief setter', w.setter]] }],
    footer: 'Heights measured from the floor to the top anchors.',
  }));
});
// (d2) bouldering room, HTML spec table, feet (label set B)
{
  const file = 'walls/bouldering-room.html';
  const sections = walls.filter((w) => w.layout === 'html').map((w) => {
    wallFacts(w, file, { area: w.area, height: `${w.h} ft`, angle: `${w.angle}°`, routes: `<td>${w.routes}</td>`, reset: dotted(w.reset), setter: w.setter });
    return { heading: w.name, rows: [['Zone', w.area], ['Wall height', `${w.h} ft`], ['Steepness', `${w.angle}°`], ['Problems', w.routes], ['Reset on', dotted(w.reset)], ['Lead setter', w.setter]] };
  });
  corpus.write(file, htmlTablePage({ title: 'Bouldering room — wall specs', crumbs: ['Granite Mill', 'Walls', 'Bouldering room'], lead: ['Heights from the builder’s drawings (imperial). Steepness in degrees past vertical.', 'The Cave is the steepest wall in the room at 45°.'], sections, colA: 'Spec', colB: 'Value' }));
}
// (d3) Bergen walls, Norwegian definition list
{
  const file = 'bergen/vegger.html';
  const NO_AREA = { 'Rope hall': 'Tauhallen', 'Bouldering room': 'Buldrerommet' };
  const noAngle = (a) => (a < 0 ? `${-a}° slab (mindre enn loddrett)` : `${a}° overheng`);
  const sections = walls.filter((w) => w.layout === 'no').map((w) => {
    const h = `${String(w.h).replace('.', ',')} m`;
    wallFacts(w, file, { area: NO_AREA[w.area], height: h, angle: noAngle(w.angle), routes: `<dd>${w.routes}</dd>`, reset: noDate(w.reset), setter: w.setter });
    return { heading: w.name, rows: [['Område', NO_AREA[w.area]], ['Høyde', h], ['Vinkel', noAngle(w.angle)], ['Antall ruter', w.routes], ['Sist skrudd om', noDate(w.reset)], ['Ansvarlig rutebygger', w.setter]] };
  });
  corpus.write(file, htmlDlPage({ title: 'Veggene våre', site: 'Bratt Klatresenter — Sandviken, Bergen', lead: ['Stupet er den høyeste veggen vår, 14 meter.'], sections, footer: 'Oppdatert 1. september 2025.' }));
}
// (d4) two walls only in the sentences of the reset report
{
  const file = 'reports/reset-report-summer-2025.md';
  const tb = WL['Training Board'];
  const kw = WL['Kids Wall'];
  wallFacts(tb, file, { area: 'training room', height: '3.5 metres', angle: 'forty degrees', routes: 'thirty-five problems', reset: '10 February 2025', setter: 'Marco Bianchi' });
  wallFacts(kw, file, { area: 'training room', height: 'eight metres', angle: 'five degrees past vertical', routes: 'ten routes', reset: '30 June 2025', setter: 'Kirsty Doyle' });
  corpus.write(file, `# Reset report — summer 2025

Prepared by Marco Bianchi (head setter) for the centre meeting, 2 September 2025.

## Summary

We stripped and reset the Prow, the Vertical Wall, the Cave and the Competition Wall over the summer, and re-washed
about 1,400 holds. Volume orders are on hold until the new budget year.

## Training room

The Training Board in the training room is 3.5 metres high and set at forty degrees;
it now carries thirty-five problems on the system holds, last reset on 10 February 2025.
I look after it myself.

The Kids Wall, also in the training room, is eight metres tall and leans five degrees past vertical.
Kirsty Doyle reset its ten routes on 30 June 2025, just before the summer holiday clubs started.

## Notes

- Two bolt-on volumes on the Fin are cracked and have been removed.
- Next full reset of the Main Lead Wall: week of 6 October.
- Holds washed this summer: 1,400; brushes replaced: 24.
`);
}

// ------------------------------------------------------------------ routes
const FRENCH = ['4', '4+', '5', '5+', '6a', '6a+', '6b', '6b+', '6c', '6c+', '7a', '7a+', '7b', '7b+', '7c', '7c+', '8a'];
const COLOURS = ['red', 'blue', 'green', 'yellow', 'black', 'white', 'purple', 'orange', 'pink'];
const NO_COLOUR = { red: 'rød', blue: 'blå', green: 'grønn', yellow: 'gul', black: 'svart', white: 'hvit', purple: 'lilla', orange: 'oransje', pink: 'rosa' };
const NO_STYLE = { lead: 'led', 'top rope': 'topptau', boulder: 'buldring' };
// [wall, prefix, count, styles, grade range (French index or V), setters]
const ROUTE_PLAN = [
  ['The Prow', 'PR', 4, ['lead'], [7, 14], ['Ewan Fraser', 'Marco Bianchi']],
  ['Main Lead Wall', 'ML', 5, ['lead', 'lead', 'top rope'], [3, 12], ['Marco Bianchi', 'Priya Sharma', 'Ewan Fraser']],
  ['Slab Wall', 'SL', 3, ['top rope'], [2, 9], ['Kirsty Doyle', 'Priya Sharma']],
  ['Vertical Wall', 'VW', 3, ['top rope'], [2, 10], ['Priya Sharma', 'Kirsty Doyle']],
  ['The Cave', 'CV', 5, ['boulder'], [2, 8], ['Marco Bianchi', 'Ewan Fraser']],
  ['Competition Wall', 'CW', 4, ['boulder'], [1, 7], ['Ewan Fraser', 'Priya Sharma', 'Kirsty Doyle']],
  ['The Fin', 'FN', 2, ['boulder'], [0, 6], ['Priya Sharma']],
  ['Training Board', 'TB', 2, ['boulder'], [4, 9], ['Marco Bianchi']],
  ['Kids Wall', 'KW', 2, ['top rope'], [0, 4], ['Kirsty Doyle']],
  ['Stupet', 'ST', 4, ['lead', 'top rope'], [4, 13], ['Magnus Haugen', 'Thea Berg']],
  ['Hulen', 'HU', 4, ['boulder'], [1, 8], ['Magnus Haugen', 'Thea Berg']],
  ['Platen', 'PL', 2, ['top rope'], [2, 8], ['Thea Berg']],
];
const routes = [];
for (const [wall, prefix, n, styles, [lo, hi], setters] of ROUTE_PLAN) {
  const w = WL[wall];
  const nums = r.sample(Array.from({ length: w.routes + 6 }, (_, i) => i + 1), n).sort((a, b) => a - b);
  nums.forEach((num, k) => {
    const style = L(k + r.int(0, 1), styles);
    const gi = r.int(lo, hi);
    const grade = style === 'boulder' ? `V${gi}` : FRENCH[gi];
    const set = randDate(w.reset, '2025-08-29');
    const days = (Date.parse('2025-09-03') - Date.parse(set)) / 86400000;
    const pop = style === 'boulder' ? 1.6 - gi * 0.12 : 1.4 - gi * 0.08;
    const ascents = Math.max(0, Math.round(days * Math.max(0.08, pop) * r.float(0.4, 1.1)));
    routes.push({ code: `${prefix}-${pad(num)}`, wall, centre: w.centre, style, grade, colour: r.pick(COLOURS), setter: r.pick(setters), set, ascents });
  });
}
const RT = Object.fromEntries(routes.map((x) => [x.code, x]));
function routeFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.code, 'route', attr, value, unit, stated, file);
  F('wall', x.wall, 'text', s.wall ?? x.wall);
  F('grade', x.grade, 'text', s.grade ?? x.grade);
  F('colour', x.colour, 'text', s.colour);
  F('setter', x.setter, 'person', s.setter ?? x.setter);
  F('set_date', x.set, 'date', s.set);
  F('style', x.style, 'text', s.style);
  F('ascents', x.ascents, '', s.ascents);
}
const glRoutes = r.shuffle(routes.filter((x) => x.centre === 'Glasgow'));
// the diary takes three routes of the Cave and the Training Board; the new-set pages four recent rope routes
const diaryRoutes = glRoutes.filter((x) => ['The Cave', 'Training Board'].includes(x.wall)).slice(0, 3);
const infoRoutes = glRoutes.filter((x) => !diaryRoutes.includes(x) && x.style !== 'boulder').sort((a, b) => (a.set < b.set ? 1 : -1)).slice(0, 4);
const restGl = glRoutes.filter((x) => !diaryRoutes.includes(x) && !infoRoutes.includes(x));
const jsonRoutes = restGl.slice(0, 10);
const tsvRoutes = restGl.slice(10);
// (e1) route log TSV, units in the values
{
  const file = 'routes/route-log-glasgow.tsv';
  const rows = [...tsvRoutes].sort((a, b) => (a.code < b.code ? -1 : 1)).map((x) => {
    const asc = `${x.ascents} ascents`;
    routeFacts(x, file, { colour: x.colour, set: ukDate(x.set), style: x.style, ascents: asc });
    return [x.code, x.wall, x.grade, `${x.colour} holds`, x.setter, ukDate(x.set), x.style, asc];
  });
  corpus.write(file, delimited(['Code', 'Wall', 'Grade', 'Holds', 'Setter', 'Set on', 'Style', 'Ascents logged'], rows, '\t'));
}
// (e2) setting-app JSON, nested
{
  const file = 'routes/topo-app-export.json';
  const recs = jsonRoutes.map((x, k) => {
    routeFacts(x, file, { grade: `"value": "${x.grade}"`, colour: `"hold_colour": "${x.colour}"`, set: x.set, style: `"style": "${x.style}"`, ascents: `"ascents_logged": ${x.ascents}` });
    return {
      uid: `rt_${(0x5e1d + k * 977).toString(16)}`,
      route: { code: x.code, grade: { value: x.grade, scale: x.style === 'boulder' ? 'V' : 'french' }, hold_colour: x.colour, style: x.style },
      location: { centre: 'Granite Mill Glasgow', wall: { name: x.wall, area: WL[x.wall].area } },
      set: { by: { name: x.setter, staff_code: ST[x.setter].code }, date: x.set },
      stats: { ascents_logged: x.ascents, flagged: false },
    };
  });
  corpus.write(file, JSON.stringify({ exported_at: '2025-09-02T06:30:00Z', app: 'TopoBoard', routes: recs }, null, 2) + '\n');
}
// (e3) new sets, HTML infobox pages
infoRoutes.forEach((x, k) => {
  const file = `routes/new-sets/${x.code.toLowerCase()}.html`;
  const set = fmtDate(x.set, 'us');
  const style = x.style === 'lead' ? 'Lead' : 'Top rope';
  routeFacts(x, file, { colour: `${x.colour[0].toUpperCase()}${x.colour.slice(1)}`, set, style, ascents: `<span class="value">${x.ascents}</span>` });
  corpus.write(file, htmlInfoboxPage({
    title: `${x.code} — new on ${x.wall}`,
    sections: [{ heading: 'Route', rows: [['Code', x.code], ['Wall', x.wall], ['Grade', x.grade], ['Hold colour', `${x.colour[0].toUpperCase()}${x.colour.slice(1)}`], ['Setter', x.setter], ['Date set', set], ['Style', style], ['Ascents so far', x.ascents]] }],
    lead: [L(k, [`A ${x.grade} by ${x.setter}; tell us what you think at the desk.`, `Set by ${x.setter} on ${set}.`])],
    footer: 'Granite Mill Climbing Centre — new routes board',
  }));
});
// (e4) Bergen routes, Norwegian YAML + pipe tables
{
  const file = 'bergen/ruter-2025.md';
  const xs = routes.filter((x) => x.centre === 'Bergen');
  const sections = xs.map((x, k) => {
    const set = k % 2 ? noDate(x.set) : dotted(x.set);
    routeFacts(x, file, { grade: `Vanskelighetsgrad | ${x.grade}`, colour: NO_COLOUR[x.colour], set, style: `Stil | ${NO_STYLE[x.style]}`, ascents: `Bestigninger | ${x.ascents}`, setter: `Skrudd av | ${x.setter}`, wall: `Vegg | ${x.wall}` });
    return { heading: `Rute ${x.code}`, rows: [['Vegg', x.wall], ['Vanskelighetsgrad', x.grade], ['Farge', NO_COLOUR[x.colour]], ['Skrudd av', x.setter], ['Skrudd', set], ['Stil', NO_STYLE[x.style]], ['Bestigninger', x.ascents]] };
  });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['senter', 'Bratt Klatresenter'], ['by', 'Bergen'], ['oppdatert', '2025-09-01']],
    title: 'Ruteliste 2025 — Bratt Klatresenter',
    lead: ['Alle aktive ruter og buldre. Bestigninger = antall loggede bestigninger i appen.'],
    sections,
    colA: 'Felt',
    colB: 'Verdi',
  }));
}
// (e5) three routes only in the sentences of the setter's diary
{
  const file = 'diaries/setting-diary-2025.md';
  const out = ['# Setting diary — Marco Bianchi', '', 'Personal notes; the official list is the TopoBoard app.', ''];
  const filler = [
    ['2025-08-05', 'Washed the Cave holds. Two pinches cracked; binned.'],
    ['2025-08-19', 'Forerunning day on the Comp Wall with Ewan; everything felt a grade soft.'],
    ['2025-08-27', 'Ordered a new set of volumes for the Fin (quote £640).'],
  ];
  const ds = [...diaryRoutes].sort((a, b) => (a.set < b.set ? -1 : 1));
  const dates = [...new Set([...filler.map((f) => f[0]), ...ds.map((x) => x.set)])].sort();
  let diaryN = 0;
  for (const d of dates) {
    out.push(`## ${fmtDate(d, 'long')}`, '');
    const f = filler.find((y) => y[0] === d);
    if (f) out.push(f[1], '');
    for (const x of ds.filter((y) => y.set === d)) {
      const by = x.setter === 'Marco Bianchi' ? 'I set' : `${x.setter} set`;
      const asc = `${words(x.ascents)} ascents`;
      routeFacts(x, file, { colour: `${x.colour} ${x.grade}`, set: fmtDate(d, 'long'), style: 'problem', ascents: asc, setter: by === 'I set' ? 'Marco Bianchi' : x.setter });
      const where = L(diaryN++, ['up the middle', 'on the left arete', 'through the roof']);
      out.push(`${by} ${x.code} on ${x.wall} today: a ${x.colour} ${x.grade} problem ${where}. Checked the app on 2 September — ${asc} logged so far.`, '');
    }
  }
  out.push('— M.B. (Marco Bianchi)', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ courses
// [name, centre, instructor, day, minutes, places, price, level, layout]
const COURSE_DEF = [
  ['Intro to Bouldering', 'Glasgow', 'Jamie Kerr', 'Saturday', 90, 10, 25, 'Beginner', 'html'],
  ['Learn to Lead', 'Glasgow', 'Sophie Lindsay', 'Sunday', 180, 6, 85, 'Improver', 'html'],
  ['Technique Masterclass', 'Glasgow', 'Hannah Scott', 'Thursday', 150, 8, 55, 'Advanced', 'html'],
  ["Women's Bouldering Night", 'Glasgow', 'Aisha Rahman', 'Tuesday', 120, 14, 15, 'All levels', 'html'],
  ['Outdoor Transition', 'Glasgow', 'Sophie Lindsay', 'Saturday', 360, 4, 120, 'Advanced', 'html'],
  ['Learn to Belay', 'Glasgow', 'Jamie Kerr', 'Thursday', 120, 8, 38, 'Beginner', 'csv'],
  ['Lead Refresher', 'Glasgow', 'Hannah Scott', 'Wednesday', 120, 6, 40, 'Improver', 'csv'],
  ['Kids Climbing Club', 'Glasgow', 'Rory Campbell', 'Saturday', 75, 12, 12, 'Beginner', 'csv'],
  ['Youth Squad Training', 'Glasgow', 'Hannah Scott', 'Wednesday', 120, 10, 30, 'Intermediate', 'csv'],
  ['Fingerboard and Strength', 'Glasgow', 'Declan Murray', 'Monday', 60, 8, 20, 'Advanced', 'minutes'],
  ['Belay Top-up', 'Glasgow', 'Jamie Kerr', 'Friday', 45, 6, 10, 'Beginner', 'minutes'],
  ['Brattkort', 'Bergen', 'Sigrid Dahl', 'Tuesday', 180, 8, 1250, 'Beginner', 'no'],
  ['Førstegangs buldring', 'Bergen', 'Eirik Nilsen', 'Saturday', 90, 10, 450, 'Beginner', 'no'],
  ['Ledkurs', 'Bergen', 'Eirik Nilsen', 'Sunday', 150, 6, 1850, 'Improver', 'no'],
];
const courses = COURSE_DEF.map(([name, centre, instructor, day, min, places, price, level, layout]) => ({ name, centre, instructor, day, min, places, price, cur: centre === 'Bergen' ? 'NOK' : 'GBP', level, layout }));
const CO = Object.fromEntries(courses.map((c) => [c.name, c]));
function courseFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'course', attr, value, unit, stated, file);
  F('centre', c.centre, 'place', s.centre ?? '');
  F('instructor', c.instructor, 'person', s.instructor ?? c.instructor);
  F('day', c.day, 'text', s.day);
  F('duration', c.min, 'min', s.duration);
  F('places', c.places, '', s.places);
  F('price', c.price, c.cur, s.price);
  F('level', c.level, 'text', s.level);
}
const hoursText = (m) => (m % 60 === 0 ? `${m / 60} hour${m === 60 ? '' : 's'}` : m < 60 ? `${m} min` : `${Math.floor(m / 60)} h ${m % 60} min`);
{
  const file = 'courses/course-programme-autumn-2025.html';
  const sections = courses.filter((c) => c.layout === 'html').map((c) => {
    const dur = hoursText(c.min);
    courseFacts(c, file, { day: `${c.day}s`, duration: dur, places: `<td>${c.places}</td>`, price: gbp(c.price), level: c.level });
    return { heading: c.name, rows: [['Instructor', c.instructor], ['Day', `${c.day}s`], ['Duration', dur], ['Places', c.places], ['Price', gbp(c.price)], ['Level', c.level]] };
  });
  corpus.write(file, htmlTablePage({ title: 'Course programme — autumn 2025', crumbs: ['Granite Mill', 'Courses'], lead: ['Book at the desk or in the app. Learn to Lead runs on Sundays and costs £85.00.'], sections, footer: 'Prices include harness and shoe hire.' }));
}
{
  const file = 'courses/courses-2025.csv';
  const rows = courses.filter((c) => c.layout === 'csv').map((c) => {
    courseFacts(c, file, { day: c.day, duration: String(c.min), places: String(c.places), price: c.price.toFixed(2), level: c.level });
    return [c.name, c.instructor, c.day, c.min, c.places, c.price.toFixed(2), c.level];
  });
  corpus.write(file, delimited(['Course', 'Instructor', 'Day', 'Duration (min)', 'Places', 'Price (GBP)', 'Level'], rows));
}
{
  const NO_LEVEL = { Beginner: 'nybegynner', Improver: 'viderekommen', Advanced: 'erfaren' };
  courses.filter((c) => c.layout === 'no').forEach((c, k) => {
    const file = `bergen/kurs/${slug(c.name)}.md`;
    const dur = c.min % 60 === 0 ? `${c.min / 60} timer` : c.min > 120 ? `${String(c.min / 60).replace('.', ',')} timer` : `${c.min} minutter`;
    const price = nok(c.price);
    courseFacts(c, file, { day: NO_DAY[c.day], duration: dur, places: `Plasser | ${c.places}`, price, level: NO_LEVEL[c.level], instructor: `instruktør: ${c.instructor}` });
    corpus.write(file, mdYamlTableNote({
      frontMatter: [['kurs', c.name], ['instruktør', c.instructor], ['dag', NO_DAY[c.day]], ['senter', 'Bratt Klatresenter']],
      title: c.name,
      lead: [L(k, ['Brattkort er sikringskurset som gir deg lov til å klatre med tau i alle norske klatresentre.', 'Et kurs for deg som aldri har buldret før.', 'For deg som har brattkort og vil lære å klatre på led.'])],
      sections: [{ heading: 'Praktisk', rows: [['Varighet', dur], ['Plasser', c.places], ['Pris', price], ['Nivå', NO_LEVEL[c.level]]] }],
      colA: 'Felt',
      colB: 'Verdi',
    }));
  });
}
// courses only in the minutes (together with a staff starter)
const minutesCourses = courses.filter((c) => c.layout === 'minutes');

// ------------------------------------------------------------------ members
const GLA_NAMES = ['Morag Wilson', 'Iain McDonald', 'Eilidh Stewart', 'Craig Robertson', 'Niamh Gallagher', 'Ross Thomson', 'Ailsa Paterson', 'Gregor Mackenzie',
  'Zainab Hussain', 'Tomasz Nowak', 'Chloe Baird', 'Fraser Dunlop', 'Leah Quinn', 'Euan Ritchie', 'Mhairi Ross', 'Kenji Watanabe', 'Catriona Munro', 'Dylan Boyle',
  'Amira Khalil', 'Scott Hamilton', 'Isla Fergusson', 'Ciaran Docherty', 'Erin McLaughlin', 'Arjun Mehta', 'Skye Henderson', 'Finlay Brown', 'Rachel Kowalczyk',
  "Sean O'Neill", 'Lucy Crawford', 'Andrew Millar', 'Nadia Rossi', 'Kyle Buchanan', 'Jenna Walker', 'Ollie Grieve', 'Bethany Shaw', 'Hamish Drummond',
  'Priyanka Das', 'Jack Lennox', 'Freya Sinclair', 'Cameron Young', 'Ruby McIntyre'];
const BGO_NAMES = ['Kari Johansen', 'Ola Hansen', 'Ingvild Lie', 'Henrik Moe', 'Silje Strand', 'Jonas Bakke', 'Marte Eide', 'Tobias Larsen', 'Nora Halvorsen',
  'Sindre Aas', 'Emilie Vik', 'Andreas Lund', 'Hedda Nygaard', 'Erlend Sæther', 'Maja Kristiansen'];
const FEMALE = new Set(['Morag', 'Eilidh', 'Niamh', 'Ailsa', 'Zainab', 'Chloe', 'Leah', 'Mhairi', 'Catriona', 'Amira', 'Isla', 'Erin', 'Skye', 'Rachel', 'Lucy', 'Nadia', 'Jenna', 'Bethany', 'Priyanka', 'Freya', 'Ruby',
  'Kari', 'Ingvild', 'Silje', 'Marte', 'Nora', 'Emilie', 'Hedda', 'Maja']);
const pron = (name) => (FEMALE.has(name.split(' ')[0]) ? ['She', 'her', 'hun'] : ['He', 'his', 'han']);
const shuffledGla = r.shuffle(GLA_NAMES);
const squadNames = shuffledGla.slice(0, 6);
const usedNos = new Set();
const memberNo = (centre) => {
  for (;;) {
    const no = centre === 'Glasgow' ? `GM-${r.int(10040, 12990)}` : `BK-${r.int(2010, 2890)}`;
    if (!usedNos.has(no)) {
      usedNos.add(no);
      return no;
    }
  }
};
const members = [];
for (const name of [...shuffledGla, ...BGO_NAMES]) {
  const centre = GLA_NAMES.includes(name) ? 'Glasgow' : 'Bergen';
  const squad = squadNames.includes(name);
  const membership = squad ? r.weighted([['Monthly', 0.6], ['Annual', 0.4]]) : r.weighted([['Monthly', 0.42], ['Annual', 0.33], ['Ten-visit', 0.25]]);
  const joined = squad ? randDate('2021-09-01', '2024-12-20') : randDate('2015-06-01', '2025-07-31');
  const born = squad ? randDate('2008-01-01', '2013-06-30') : randDate('1962-01-01', '2006-12-31');
  const gi = squad ? r.int(7, 13) : Math.min(14, Math.max(2, Math.round(r.float(2, 11.5) + (membership === 'Ten-visit' ? -2 : 0))));
  const belay = squad ? r.chance(0.85) : membership === 'Ten-visit' ? r.chance(0.45) : r.chance(0.8);
  let course = null;
  if (squad) course = 'Youth Squad Training';
  else if (r.chance(0.38)) course = r.pick(courses.filter((c) => c.centre === centre && c.name !== 'Youth Squad Training' && c.name !== 'Kids Climbing Club').map((c) => c.name));
  members.push({ name, centre, squad, no: memberNo(centre), membership, joined, born, age: ageAt(born), grade: FRENCH[gi], belay, course });
}
for (const m of members) {
  // a course fits its member: women's nights for women, belay courses for the not yet certified, lead courses for belayers
  if (m.course === "Women's Bouldering Night" && !FEMALE.has(m.name.split(' ')[0])) m.course = 'Intro to Bouldering';
  if (['Brattkort', 'Learn to Belay', 'Belay Top-up'].includes(m.course)) m.belay = false;
  if (['Learn to Lead', 'Ledkurs', 'Lead Refresher', 'Outdoor Transition'].includes(m.course)) m.belay = true;
}
const MB = Object.fromEntries(members.map((m) => [m.name, m]));
// fixed points
MB['Kenji Watanabe'].grade = '7b+';
MB['Sindre Aas'].grade = '7c';
MB['Morag Wilson'].belay = false;
// deal the layouts
function deal(xs, sizes) {
  const out = {};
  let i = 0;
  for (const [k, n] of Object.entries(sizes)) {
    out[k] = xs.slice(i, i + n);
    i += n;
  }
  if (i !== xs.length) throw new Error(`dealt ${i} of ${xs.length}`);
  return out;
}
const G = deal(r.shuffle(members.filter((m) => m.centre === 'Glasgow' && !m.squad)), { txt: 6, csv: 15, json: 10, mail: 4 });
const B = deal(r.shuffle(members.filter((m) => m.centre === 'Bergen')), { md: 5, tsv: 8, mail: 2 });
const SQ = members.filter((m) => m.squad);
// e-mail joiners joined in August 2025
for (const m of [...G.mail, ...B.mail]) m.joined = randDate('2025-08-04', '2025-08-29');
const newJoiners = new Set([...G.mail, ...B.mail].map((m) => m.name));

function memberFacts(m, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(m.name, 'member', attr, value, unit, stated, file);
  F('member_no', m.no, 'text', m.no);
  F('centre', m.centre, 'place', s.centre ?? '');
  F('membership', m.membership, 'text', s.membership);
  F('joined', m.joined, 'date', s.joined);
  F('age', m.age, 'years', s.age ?? '');
  if (s.born != null) F('born', m.born, 'date', s.born);
  F('highest_grade', m.grade, 'text', s.grade ?? m.grade);
  F('belay_certified', m.belay, 'bool', s.belay);
  F('course', m.course, 'text', s.course ?? (m.course ?? ''));
}
// (a1) Glasgow member profiles, plain text (label set A)
G.txt.forEach((m, k) => {
  const file = `members/profiles/${slug(m.name)}.txt`;
  const born = fmtDate(m.born, 'long');
  const joined = fmtDate(m.joined, 'short');
  const style = L(k, ['lead', 'top rope', 'lead']);
  const s = { membership: `Membership: ${m.membership}`, joined, born, grade: `Highest grade: ${m.grade} (${style})`, belay: `Belay certified: ${m.belay ? 'Yes' : 'No'}`, course: m.course ? `Booked on: ${m.course}` : 'Booked on: none' };
  memberFacts(m, file, s);
  corpus.write(file, txtProfile({
    txtHeader: `MEMBER — ${m.name.toUpperCase()}\n${'='.repeat(10 + m.name.length)}`,
    sections: [{ rows: [['Name', m.name], ['Member no.', m.no], ['Membership', m.membership], ['Joined', joined], ['Date of birth', born], ['Highest grade', `${m.grade} (${style})`], ['Belay certified', m.belay ? 'Yes' : 'No'], ['Booked on', m.course ?? 'none']] }],
    lead: [L(k, [`${m.name.split(' ')[0]} has been a member since ${fmtDate(m.joined, 'month')}.`, `Best ${style} so far: ${m.grade}.`, `Membership type: ${m.membership.toLowerCase()}.`])],
  }));
});
// (a2) Glasgow register CSV (label set B)
{
  const file = 'members/register-glasgow-2025.csv';
  const PLAN = { Monthly: 'Monthly DD', Annual: 'Annual', 'Ten-visit': '10-visit pass' };
  const rows = G.csv.map((m) => {
    memberFacts(m, file, { membership: PLAN[m.membership], joined: ukDate(m.joined), age: String(m.age), belay: m.belay ? 'Y' : 'N' });
    return [m.no, m.name, PLAN[m.membership], ukDate(m.joined), m.age, m.grade, m.belay ? 'Y' : 'N', m.course ?? ''];
  });
  corpus.write(file, delimited(['Member no', 'Name', 'Plan', 'Start date', 'Age (years)', 'Top grade', 'Belay check (Y/N)', 'Course booked'], rows));
}
// (a3) booking app, nested JSON
{
  const file = 'app/booking-app-members.json';
  const PLAN = { Monthly: 'monthly', Annual: 'annual', 'Ten-visit': 'ten_visit' };
  const recs = G.json.map((m, k) => {
    memberFacts(m, file, { membership: `"plan": "${PLAN[m.membership]}"`, joined: m.joined, born: m.born, grade: `"value": "${m.grade}"`, belay: `"certified": ${m.belay}` });
    return {
      id: `u-${(0x7c21 + k * 613).toString(16)}`,
      person: { full_name: m.name, dob: m.born },
      membership: { number: m.no, plan: PLAN[m.membership], since: m.joined, site: 'glasgow' },
      climbing: { max_grade: { value: m.grade, system: 'french' }, belay: { certified: m.belay, checked_by: m.belay ? L(k, ['Callum Reid', 'Aisha Rahman', 'Jamie Kerr']) : null } },
      bookings: m.course ? [{ course: m.course, status: 'confirmed' }] : [],
    };
  });
  corpus.write(file, JSON.stringify({ source: 'ClimbDesk booking app', exported: '2025-09-01', users: recs }, null, 2) + '\n');
}
// (a4) youth squad, HTML spec table (label set C)
{
  const file = 'members/youth-squad-2025.html';
  const sections = SQ.map((m) => {
    const since = fmtDate(m.joined, 'us');
    memberFacts(m, file, { membership: m.membership, joined: since, age: `<td>${m.age}</td>`, grade: m.grade, belay: m.belay ? '✓' : '✗', course: 'Youth Squad Training' });
    return { heading: m.name, rows: [['Member number', m.no], ['Membership type', m.membership], ['Member since', since], ['Age', m.age], ['Best route', m.grade], ['Belay competent', m.belay ? '✓' : '✗'], ['Programme', 'Youth Squad Training']] };
  });
  corpus.write(file, htmlTablePage({ title: 'Youth squad 2025/26', crumbs: ['Granite Mill', 'Members', 'Youth squad'], lead: ['Squad sessions on Wednesdays with Hannah Scott. Ages as at 1 September 2025.'], sections, colA: 'Item', colB: 'Detail' }));
}
// (a5) Bergen member pages, Norwegian Markdown bullets
const NO_PLAN = { Monthly: 'månedskort', Annual: 'årskort', 'Ten-visit': 'klippekort (10 klipp)' };
B.md.forEach((m, k) => {
  const file = `bergen/medlemmer/${slug(m.name.replace(/æ/g, 'ae'))}.md`;
  const s = { membership: `Medlemskap: ${NO_PLAN[m.membership]}`, joined: `Innmeldt: ${noDate(m.joined)}`, born: `Fødselsdato: ${dotted(m.born)}`, grade: `Høyeste grad: ${m.grade}`, belay: `Sikringskurs: ${m.belay ? 'ja' : 'nei'}`, course: m.course ? `Kurs: ${m.course}` : 'Kurs: ingen' };
  memberFacts(m, file, s);
  corpus.write(file, mdBulletsNote({
    title: `Medlem: ${m.name}`,
    lead: [L(k, [`${m.name.split(' ')[0]} ble medlem ${noDate(m.joined)}.`, `Høyeste grad så langt: ${m.grade}.`])],
    sections: [{ heading: 'Medlemskort', rows: [['Medlemsnummer', m.no], ['Medlemskap', NO_PLAN[m.membership]], ['Innmeldt', noDate(m.joined)], ['Fødselsdato', dotted(m.born)], ['Høyeste grad', m.grade], ['Sikringskurs', m.belay ? 'ja' : 'nei'], ['Kurs', m.course ?? 'ingen']] }],
    footer: 'Bratt Klatresenter, medlemsregister',
  }));
});
// (a6) Bergen member list, Norwegian TSV (units in the values)
{
  const file = 'bergen/medlemsliste-2025.tsv';
  const rows = B.tsv.map((m) => {
    const age = `${m.age} år`;
    memberFacts(m, file, { membership: NO_PLAN[m.membership], joined: dotted(m.joined), age, belay: m.belay ? 'ja' : 'nei' });
    return [m.no, m.name, NO_PLAN[m.membership], dotted(m.joined), age, m.grade, m.belay ? 'ja' : 'nei', m.course ?? '-'];
  });
  corpus.write(file, delimited(['Medlemsnr', 'Navn', 'Medlemskap', 'Innmeldt', 'Alder', 'Grad', 'Brattkort', 'Kurs'], rows, '\t'));
}
// (a7) new members only in sentences: an English and a Norwegian e-mail
{
  const file = 'email/2025-08-30-new-members-august.eml';
  const out = ['From: Callum Reid <callum.reid@granitemill.co.uk>', 'To: desk@granitemill.co.uk', 'Date: Sat, 30 Aug 2025 18:12:40 +0100', 'Subject: New members this month', '', 'Hi all,', '', 'Four new members signed up in August — please say hello when they come in.', ''];
  const PL = { Monthly: 'is on a monthly membership', Annual: 'took out an annual membership', 'Ten-visit': 'bought a ten-visit pass' };
  G.mail.forEach((m, k) => {
    const [He, his] = pron(m.name);
    const joined = fmtDate(m.joined, 'long');
    const age = `${words(m.age)} years old`;
    const belay = m.belay ? 'passed the belay check' : 'has not done a belay check yet';
    const course = m.course ? `${He}'s booked on ${m.course}.` : `No course booked.`;
    memberFacts(m, file, { membership: PL[m.membership], joined, age, grade: `${m.grade}`, belay, course: m.course ?? '' });
    out.push(k % 2 === 0
      ? `${m.name} (${m.no}) joined on ${joined} and ${PL[m.membership]}. ${He} is ${age}, leads up to ${m.grade} and ${belay}. ${course}`
      : `${m.name}, member number ${m.no}, signed up ${joined}; ${he(m)} ${PL[m.membership]} and is ${age}. ${He} says ${he(m)} has climbed up to ${m.grade} indoors and ${belay}. ${course}`, '');
  });
  out.push('Cheers,', 'Callum', '');
  corpus.write(file, out.join('\n'));
}
function he(m) {
  return pron(m.name)[0].toLowerCase();
}
{
  const file = 'bergen/epost-nye-medlemmer-august.eml';
  const out = ['From: Ingrid Solberg <ingrid@brattklatring.no>', 'To: resepsjon@brattklatring.no', 'Date: Fri, 29 Aug 2025 16:40:02 +0200', 'Subject: Nye medlemmer i august', '', 'Hei alle sammen,', '', 'To nye medlemmer denne måneden:', ''];
  const PL = { Monthly: 'har kjøpt månedskort', Annual: 'har kjøpt årskort', 'Ten-visit': 'har kjøpt klippekort' };
  B.mail.forEach((m) => {
    const hun = pron(m.name)[2];
    const joined = noDate(m.joined);
    const age = `${noWords(m.age)} år gammel`;
    const belay = m.belay ? 'har brattkort' : 'har ikke brattkort ennå';
    const course = m.course ? `${hun[0].toUpperCase()}${hun.slice(1)} er påmeldt ${m.course}.` : 'Ingen kurs.';
    memberFacts(m, file, { membership: PL[m.membership], joined, age, grade: m.grade, belay, course: m.course ?? '' });
    out.push(`${m.name} (${m.no}) ble medlem ${joined} og ${PL[m.membership]}. ${hun[0].toUpperCase()}${hun.slice(1)} er ${age}, klatrer ${m.grade} og ${belay}. ${course}`, '');
  });
  out.push('Hilsen Ingrid', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (b) wide visit tables
const MKEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug'];
for (const m of members) {
  m.visits = {};
  if (newJoiners.has(m.name)) continue;
  const jy = Number(m.joined.slice(0, 4));
  const jm = Number(m.joined.slice(5, 7));
  MKEYS.forEach((k, i) => {
    if (jy === 2025 && i + 1 < jm) return;
    const base = m.membership === 'Ten-visit' ? r.int(0, 3) : m.squad ? r.int(6, 10) : m.membership === 'Monthly' ? r.int(3, 13) : r.int(2, 11);
    // the joining month counts only the days left in it
    m.visits[k] = jy === 2025 && i + 1 === jm ? Math.min(base, Math.floor((31 - Number(m.joined.slice(8, 10))) / 3)) : base;
  });
}
{
  const file = 'members/visits-2025.csv';
  const rows = members.filter((m) => m.centre === 'Glasgow' && !newJoiners.has(m.name)).sort((a, b) => (a.no < b.no ? -1 : 1)).map((m) => {
    MKEYS.forEach((k) => m.visits[k] != null && corpus.also(m.name, 'member', `visits_2025_${k}`, m.visits[k], 'visits', String(m.visits[k]), file));
    return [m.no, m.name, ...MKEYS.map((k) => m.visits[k] ?? '')];
  });
  corpus.write(file, delimited(['Member no', 'Name', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'], rows));
}
{
  const file = 'bergen/besok-2025.md';
  const out = ['# Besøk per medlem 2025', '', 'Antall innsjekk i resepsjonen per måned; – = ikke medlem ennå.', '', '| Medlem | jan | feb | mar | apr | mai | jun | jul | aug |', '|---|---|---|---|---|---|---|---|---|'];
  members.filter((m) => m.centre === 'Bergen' && !newJoiners.has(m.name)).forEach((m) => {
    MKEYS.forEach((k) => m.visits[k] != null && corpus.also(m.name, 'member', `visits_2025_${k}`, m.visits[k], 'visits', String(m.visits[k]), file));
    out.push(`| ${m.name} | ${MKEYS.map((k) => m.visits[k] ?? '–').join(' | ')} |`);
  });
  out.push('', 'Juli: sommerstengt 14.–20. juli (vedlikehold).', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ staff and courses in prose
{
  const file = 'email/2025-08-20-new-instructor.eml';
  const p = ST['Lewis Grant'];
  staffFacts(p, file, { role: 'instructor', cert: 'CWI', hours: 'sixteen hours a week', rate: '£15.00 an hour', manager: 'Aisha Rahman', started: '25 August 2025' });
  corpus.write(file, `From: Fiona MacLeod <fiona.macleod@granitemill.co.uk>
To: staff@granitemill.co.uk
Date: Wed, 20 Aug 2025 09:14:55 +0100
Subject: Welcome Lewis

Hi everyone,

Please welcome Lewis Grant (staff code GMS-13), who starts as an instructor on 25 August 2025. Lewis
holds the CWI and will work sixteen hours a week at £15.00 an hour, mostly evenings and the Saturday kids'
sessions. He reports to Aisha Rahman.

His induction is on the Monday morning; Callum will do the rescue and lowering refresher with him.

Fiona
`);
}
{
  const file = 'minutes/staff-meeting-2025-08-28.md';
  const [fb, bt] = minutesCourses;
  courseFacts(fb, file, { day: 'Mondays', duration: 'an hour', places: 'eight places', price: '£20 a head', level: 'advanced climbers only', instructor: 'Declan Murray' });
  courseFacts(bt, file, { day: 'Fridays', duration: 'forty-five minutes', places: 'six places', price: '£10.00', level: 'beginners', instructor: 'Jamie Kerr' });
  corpus.write(file, `# Staff meeting — 28 August 2025

Present: Fiona MacLeod (chair), Callum Reid, Aisha Rahman, Marco Bianchi, Hannah Scott, Jamie Kerr, Declan Murray.

1. **Footfall.** August was our busiest month since opening: 6,420 check-ins, up 9 % on last year.
2. **New courses.** Fingerboard and Strength starts on Mondays from 8 September:
   Declan Murray will run it for an hour each week, eight places at £20 a head, advanced climbers only.
   Belay Top-up moves to Fridays with Jamie Kerr — forty-five minutes, six places, £10.00,
   aimed at beginners who have lapsed.
3. **Setting.** Marco reported on the summer reset (see the reset report). The Main Lead Wall is next, week of 6 October.
4. **Kit.** Harness inspection is due; Callum to book the external rope and auto-belay inspection for October.
5. **AOB.** Staff climbing night moves to the first Thursday of the month.

Next meeting: 25 September 2025.
`);
}
{
  const file = 'bergen/referat-personalmote-2025-05.md';
  const p = ST['Thea Berg'];
  staffFacts(p, file, { role: 'rutebygger', cert: 'NKF Rutebygger 1', hours: 'femten timer i uka', rate: '225 kr timen', manager: 'Magnus Haugen', started: '6. mai 2024', centre: '' });
  corpus.write(file, `# Referat fra personalmøte — 12. mai 2025

Til stede: Ingrid Solberg (møteleder), Magnus Haugen, Sigrid Dahl, Eirik Nilsen, Thea Berg.

1. **Bemanning.** Thea Berg (ansattnummer BKA-05) har jobbet som rutebygger hos oss siden 6. mai 2024. Hun har NKF Rutebygger 1, jobber
   femten timer i uka og får 225 kr timen. Magnus Haugen er hennes nærmeste leder.
2. **Brattkort.** Vårens kurs var fulle; vi setter opp to ekstra kvelder i juni.
3. **Hulen.** Ny skruing planlagt i august. Vi trenger 120 nye grep.
4. **Økonomi.** Omsetning april: 412 000 kr (budsjett 390 000 kr).

Neste møte: 16. juni 2025.
`);
}

// ------------------------------------------------------------------ equipment
// [item, centre, qty, size, purchased, price, last inspected, condition, inspected by, layout]
const EQUIP_DEF = [
  ['Klatresele voksen', 'Bergen', 40, 'S–XL', '2022-03-15', 690, '2025-08-12', 'Fair', 'Ingrid Solberg', 'no'],
  ['Klatresele barn', 'Bergen', 15, 'XXS–XS', '2023-09-01', 540, '2025-08-12', 'Good', 'Ingrid Solberg', 'no'],
  ['Klatresko utleie', 'Bergen', 80, 'EU 34–47', '2024-01-10', 899, '2025-06-30', 'Worn', 'Magnus Haugen', 'no'],
  ['Sikringsbrems GriGri', 'Bergen', 20, null, '2021-05-20', 1249.5, '2025-08-12', 'Good', 'Magnus Haugen', 'no'],
  ['Tau 40 m', 'Bergen', 12, '9,8 mm', '2023-02-06', 2195, '2025-04-22', 'Fair', 'Magnus Haugen', 'no'],
  ['Buldrematte stor', 'Bergen', 6, '200 × 120 cm', '2019-11-11', 4750, '2025-01-15', 'Worn', 'Ingrid Solberg', 'no'],
  ['Rental harness (adult)', 'Glasgow', 60, 'S–XL', '2023-02-14', 54, '2025-08-20', 'Good', 'Callum Reid', 'json'],
  ['Rental harness (child)', 'Glasgow', 20, 'XS', '2023-02-14', 42.5, '2025-08-20', 'Good', 'Callum Reid', 'json'],
  ['Lead rope 40 m', 'Glasgow', 16, '9.8 mm', '2024-03-01', 165, '2025-07-02', 'Fair', 'Marco Bianchi', 'json'],
  ['Top-rope rope 30 m', 'Glasgow', 24, '10.2 mm', '2022-10-17', 138, '2025-07-02', 'Worn', 'Marco Bianchi', 'json'],
  ['Quickdraw set', 'Glasgow', 90, '12 cm', '2021-06-08', 18.95, '2025-03-11', 'Fair', 'Ewan Fraser', 'json'],
  ['Auto-belay 1', 'Glasgow', 1, '12.5 m line', '2021-03-04', 3450, '2025-06-02', 'Good', 'Callum Reid', 'txt'],
  ['Auto-belay 2', 'Glasgow', 1, '12.5 m line', '2021-03-04', 3450, '2025-06-02', 'Fair', 'Callum Reid', 'txt'],
  ['Auto-belay 3', 'Glasgow', 1, '8 m line', '2023-11-20', 3890, '2025-06-02', 'Good', 'Aisha Rahman', 'txt'],
  ['Rental shoes', 'Glasgow', 110, 'UK 2–12', '2024-01-12', 59.99, '2025-08-28', 'Fair', 'Aisha Rahman', 'md'],
  ['Belay device (GriGri)', 'Glasgow', 30, 'one size', '2022-05-09', 89.95, '2025-08-28', 'Good', 'Callum Reid', 'md'],
  ['Kids helmet', 'Glasgow', 18, '48–56 cm', '2020-07-21', 32, '2025-08-28', 'Retire', 'Aisha Rahman', 'md'],
  ['Chalk ball', 'Glasgow', 200, '56 g', '2025-05-02', 2.75, '2025-08-28', 'Good', 'Aisha Rahman', 'md'],
  ['Crash pad (large)', 'Glasgow', 12, '200 × 120 cm', '2025-06-03', 289, '2025-09-01', 'Good', 'Callum Reid', 'mail'],
  ['Hangboard', 'Glasgow', 4, 'Beastmaker 2000', '2019-09-16', 110, '2025-09-01', 'Worn', 'Marco Bianchi', 'mail'],
];
const equipment = EQUIP_DEF.map(([name, centre, qty, size, bought, price, inspected, condition, by, layout]) => ({ name, centre, qty, size, bought, price, cur: centre === 'Bergen' ? 'NOK' : 'GBP', inspected, condition, by, layout }));
function equipFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'equipment', attr, value, unit, stated, file);
  F('centre', x.centre, 'place', s.centre ?? '');
  F('quantity', x.qty, '', s.qty);
  F('size', x.size, 'text', s.size ?? x.size ?? '');
  F('purchased', x.bought, 'date', s.bought);
  F('price', x.price, x.cur, s.price);
  F('last_inspected', x.inspected, 'date', s.inspected);
  F('condition', x.condition, 'text', s.condition);
  F('inspected_by', x.by, 'person', s.by ?? x.by);
}
{
  const file = 'bergen/utstyr-eksport-2025-09.csv';
  const NO_COND = { Good: 'god', Fair: 'middels', Worn: 'slitt' };
  const rows = equipment.filter((x) => x.layout === 'no').map((x) => {
    const price = dec(x.price).replace(/\B(?=(\d{3})+(?!\d))/, ' ');
    equipFacts(x, file, { qty: String(x.qty), size: x.size ?? 'n/a', bought: dotted(x.bought), price, inspected: dotted(x.inspected), condition: NO_COND[x.condition] });
    return [x.name, x.qty, x.size ?? 'n/a', dotted(x.bought), price, dotted(x.inspected), NO_COND[x.condition], x.by];
  });
  const head = 'Bratt Klatresenter AS - utstyrsregister\nEksportert: 01.09.2025 08:02;Bruker: isolberg\nBeløp i NOK, pris per enhet\n\n';
  corpus.write(file, head + delimited(['Utstyr', 'Antall', 'Størrelse', 'Innkjøpt', 'Pris per stk (kr)', 'Sist kontrollert', 'Tilstand', 'Kontrollert av'], rows, ';'));
}
{
  const file = 'equipment/asset-register.json';
  const recs = equipment.filter((x) => x.layout === 'json').map((x) => {
    equipFacts(x, file, { qty: `"qty": ${x.qty}`, bought: x.bought, price: `"unit_price_gbp": ${x.price}`, inspected: x.inspected, condition: `"condition": "${x.condition.toLowerCase()}"` });
    return { item: x.name, qty: x.qty, size: x.size, purchased: x.bought, unit_price_gbp: x.price, last_inspected: x.inspected, condition: x.condition.toLowerCase(), inspected_by: x.by, site: 'Glasgow' };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
equipment.filter((x) => x.layout === 'txt').forEach((x, k) => {
  const file = `equipment/auto-belays/${slug(x.name)}.txt`;
  const wall = L(k, ['Vertical Wall', 'Vertical Wall', 'Kids Wall']);
  const bought = fmtDate(x.bought, 'us');
  const price = `GBP ${group(x.price, 2)}`;
  equipFacts(x, file, { qty: 'Units: 1', size: `Line: ${x.size}`, bought, price, inspected: ukDate(x.inspected), condition: `Condition: ${x.condition}` });
  corpus.write(file, txtProfile({
    txtHeader: `ITEM: ${x.name.toUpperCase()}`,
    sections: [{ rows: [['Type', 'TruBlue auto-belay'], ['Location', wall], ['Units', 1], ['Line', x.size], ['Purchased', bought], ['Price', price], ['Last inspection', ukDate(x.inspected)], ['Condition', x.condition], ['Inspected by', x.by]] }],
    lead: [`Annual LOLER inspection by the manufacturer; weekly checks by the duty manager. ${x.name} is in ${x.condition.toLowerCase()} condition.`],
  }));
});
{
  const file = 'equipment/rental-kit.md';
  const sections = equipment.filter((x) => x.layout === 'md').map((x, k) => {
    const bought = fmtDate(x.bought, 'short');
    equipFacts(x, file, { qty: `Quantity: ${x.qty}`, size: `Size: ${x.size}`, bought, price: `Cost each: ${gbp(x.price)}`, inspected: fmtDate(x.inspected, 'iso'), condition: `Condition: ${x.condition}` });
    return { heading: x.name, rows: [['Quantity', x.qty], ['Size', x.size], ['Bought', bought], ['Cost each', gbp(x.price)], ['Last check', x.inspected], ['Condition', x.condition], ['Checked by', x.by]] };
  });
  corpus.write(file, mdBulletsNote({ title: 'Rental and desk kit — Glasgow', lead: ['Desk kit checked on the last Thursday of the month. The kids helmets are to be retired this autumn.'], sections }));
}
{
  const file = 'email/2025-09-01-kit-inspection.eml';
  const [cp, hb] = equipment.filter((x) => x.layout === 'mail');
  equipFacts(cp, file, { qty: 'twelve new large crash pads', size: '200 × 120 cm', bought: '3 June 2025', price: '£289.00 each', inspected: '1 September', condition: 'good condition', by: 'Callum Reid' });
  equipFacts(hb, file, { qty: 'four hangboards', size: 'Beastmaker 2000', bought: 'September 2019', price: '£110', inspected: '1 September', condition: 'worn', by: 'Marco Bianchi' });
  corpus.write(file, `From: Callum Reid <callum.reid@granitemill.co.uk>
To: Fiona MacLeod <fiona.macleod@granitemill.co.uk>
Cc: Marco Bianchi <marco.bianchi@granitemill.co.uk>
Date: Mon, 1 Sep 2025 17:20:11 +0100
Subject: Kit check today

Hi Fiona,

I went over the twelve new large crash pads (200 × 120 cm) this morning, 1 September.
We bought them on 3 June 2025 at £289.00 each and all are still in good condition, seams fine.

Marco checked the four hangboards in the training room on 1 September as well: the Beastmaker 2000s
we bought in September 2019 for £110 apiece are worn now, the edges are polished.
He suggests replacing two of them this year.

Register lines to update: Crash pad (large), Hangboard.

Callum
`);
}
// the hangboards' purchase is stated to the month: hold the first of the month
for (const f of corpus.facts) if (f.entity === 'Hangboard' && f.attribute === 'purchased') f.value = '2019-09-01';
for (const f of corpus.facts) if (f.attribute === 'last_inspected' && f.file === 'email/2025-09-01-kit-inspection.eml') f.value = '2025-09-01';

// ------------------------------------------------------------------ (h) background documents (no entity facts)
corpus.write('README.txt', `GRANITE MILL CLIMBING CENTRE — SHARED DRIVE
Finnieston, Glasgow. Partner centre: Bratt Klatresenter, Sandviken, Bergen (files under bergen/ are in Norwegian).

members/ app/       member records, register, booking-app export, visit counts
staff/ hr/          team pages, payroll
walls/ routes/      wall specs, route log, new sets (see also diaries/ and reports/)
courses/            course programme
equipment/          kit registers and auto-belay records
email/ minutes/     correspondence and meeting notes
info/ policies/ newsletters/ competitions/
bergen/             Bratt Klatresenter: medlemmer, ansatte, vegger, ruter, kurs, utstyr
`);
corpus.write('info/prices-and-opening-hours-2025.md', `# Prices and opening hours (from 1 April 2025)

| Ticket | Adult | Concession | Junior (under 16) |
|---|---|---|---|
| Day pass | £14.50 | £12.00 | £9.50 |
| Ten-visit pass | £125.00 | £105.00 | £80.00 |
| Monthly membership (direct debit) | £52.00 | £44.00 | £34.00 |
| Annual membership | £520.00 | £440.00 | £340.00 |
| Shoe hire | £4.00 | £4.00 | £3.00 |

Opening hours: Monday to Friday 10:00–22:00, Saturday and Sunday 09:00–20:00. Last entry 60 minutes before closing.
The bouldering room has 380 m² of matting; the lead hall has 64 lines, 18 of them with auto-belays or top ropes.
`);
corpus.write('info/grade-conversion.md', `# Grade conversion (approximate)

Rope routes are graded on the French sport scale, boulder problems on the V scale. Norway also uses its own scale
for outdoor routes; our Bergen partners grade indoor routes in French grades.

| French | UK tech | Norwegian | YDS |
|---|---|---|---|
| 5 | 4c | 5 | 5.8 |
| 6a | 5b | 6- | 5.10a |
| 6b | 5c | 6 | 5.10c |
| 6c | 6a | 6+/7- | 5.11b |
| 7a | 6a/6b | 7+ | 5.11d |
| 7b | 6b | 8- | 5.12b |
| 7c | 6c | 8 | 5.12d |

| V | Font |
|---|---|
| V0 | 4 |
| V2 | 5+ |
| V4 | 6B |
| V6 | 7A |
| V8 | 7B |
`);
corpus.write('policies/belay-competence-policy.md', `# Belay competence policy

1. Nobody belays at Granite Mill without a belay check (or a Brattkort, for visitors from Norway).
2. Belay checks are done by a duty manager or an instructor holding the CWI or above.
3. Lead belaying needs a separate lead check; the Lead Refresher counts.
4. Under-14s may belay only under direct supervision of a squad coach.
5. A failed check can be retaken after a Learn to Belay course or a Belay Top-up session.

Reviewed March 2025 (three incidents in 2024, none with injury).
`);
corpus.write('newsletters/granite-mill-news-summer-2025.md', `# Granite Mill news — summer 2025

Thanks to everyone who came to the Summer Bouldering League: 142 climbers over five rounds, and a record 37 in the
final round. The Cave reset went down a storm (mostly), and the new Competition Wall circuit has already seen over
2,000 logged ascents in the app.

**Coming up:** the autumn course programme is out; Learn to Lead now has six places per course. The café reopens on
15 September with a new menu. Members' night with a guest slideshow on 2 October (£5, free for annual members).

**Reminder:** chalk balls only in the lead hall, please — loose chalk gets into the auto-belays.
`);
corpus.write('competitions/summer-bouldering-league-2025.csv', delimited(['Round', 'Date', 'Problems', 'Climbers', 'Top score', 'Winner (open)'], [
  ['1', '2025-06-07', '30', '26', '2870', 'guest: A. Petrie'],
  ['2', '2025-06-28', '30', '28', '2910', 'guest: M. Lowe'],
  ['3', '2025-07-19', '32', '24', '2955', 'guest: A. Petrie'],
  ['4', '2025-08-09', '30', '27', '2790', 'guest: J. Forbes'],
  ['5', '2025-08-30', '35', '37', '3120', 'guest: A. Petrie'],
]));
corpus.write('admin/footfall-2025.md', `# Footfall 2025 (check-ins at the desk, all tickets)

| Month | Glasgow | of which day passes |
|---|---|---|
| January | 5,210 | 1,980 |
| February | 5,035 | 1,760 |
| March | 5,480 | 2,010 |
| April | 5,120 | 2,230 |
| May | 4,760 | 1,920 |
| June | 4,390 | 1,850 |
| July | 5,880 | 2,990 |
| August | 6,420 | 3,310 |

Busiest day: Saturday 9 August (412 check-ins, Summer Bouldering League round 4).
`);
corpus.write('bergen/nyhetsbrev-hosten-2025.md', `# Nyhetsbrev — høsten 2025

Hei klatrere! Hulen er skrudd om i august med 25 nye buldre, og Stupet får nye ruter i oktober.
Brattkortkurs hver tirsdag i september og oktober; ledkurs på søndager.

Åpningstider: mandag–fredag 10–23, lørdag og søndag 10–20. Dagsbillett voksen 220 kr, student 180 kr.
Vi har 1 150 medlemmer og 64 tauruter. Husk: ingen klatring med tau uten brattkort.
`);

const stats = corpus.flush(source);
console.log(`climbing: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
