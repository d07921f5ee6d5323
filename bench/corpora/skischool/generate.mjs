#!/usr/bin/env node
// Ski-school corpus (held-out): the shared drive of Strathdearn Snowsports, a ski and snowboard school at the
// (fictional) Càrn Liath ski area in the Cairngorms, winter 2024/25, with its partner school in Tyrol, Skischule
// Hochjoch (Obergurnau), whose records are partly in German. 24 instructors, 20 client groups, 30 lessons, 18
// slopes, 10 lifts, 18 hire items, 12 incidents, 2 schools.
//   node bench/corpora/skischool/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "skischool-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) instructors: Markdown profiles (`Qualification: BASI Level 3`, `Day rate: £175.00`), staff cards with another
//     label set (`Cert level:`, `Teaches: Alpine skiing`, `Speaks:`, `Days on snow this season:`, `Daily pay: GBP
//     118.00`), a roster CSV (units in the header), a GERMAN team sheet (`Ausbildung: Landesskilehrer`, `Sprachen:
//     Deutsch, Englisch`, `Tagessatz: 185,00 €`), an English HTML table on the partner's site (`€ 175 / day`) and two
//     new starters only in an e-mail's sentences;
// (b) WIDE tables of lessons per week per instructor (a column per week: `w/c 16 Dec` …; a German semicolon one
//     `KW 51;KW 52;KW 01;…` with names surname first);
// (c) slopes: Markdown run sheets, a piste register CSV in metres, a legacy piste-map HTML table in FEET, a nested
//     German YAML (`schwierigkeit: rot`, `laenge: "4,2 km"`), one run only in the mid-season report's sentences;
//     open/closed only in the latest snow reports (an English table, a German text report);
// (d) lifts: a Markdown register (`1,800 pph`), an HTML infobox in feet, a German HTML table (`2.400 P/h`,
//     `außer Betrieb`), one only in an e-mail and one only in the mid-season report;
// (e) groups: a bookings CSV, a nested booking-system JSON (level codes L1–L6, ISO country codes, party size as
//     adults + children, lessons nested with durations in minutes and prices in pence), an HTML school-trips table
//     (`Improver`, `S4 (age 15–16)`), two enquiry e-mails, a German group sheet; lift passes of the Tyrol groups in
//     a ski-pass sales export with a PREAMBLE, SEMICOLONS and DECIMAL COMMAS;
// (f) lessons: a lesson log CSV keyed by booking ref, day sheets (text lines and a pipe table), the JSON, a German
//     HTML table (`2,5 Std.`, `€ 190,00`) and two private lessons in an invoice e-mail;
// (g) hire: a TSV (`165 cm`, `MP 26.5`, `£18/day`), a Markdown boots-and-helmets sheet in UK sizes, a German
//     inventory table (`Mondopoint 28,5`, `abgenutzt`), a WIDE days-on-hire table (a column per month);
// (h) incidents: a first-aid log CSV, prose first-aid reports, German accident reports;
// (i) the two schools' pages and background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: lengths and elevations in metres (`3,600 ft` → × 0.3048, `4,2 km` → 4200); lift
// capacity in persons per hour; lesson durations in hours (`150 min` → 2.5); equipment lengths in cm; boot sizes in
// mondopoint (cm; `UK 8.5` → UK + 19 = 27.5, the hire shop's chart); money in GBP or EUR as written (never
// converted; pence / 100); dates ISO; German words in English (`rot` = red, `Anfänger` = Beginner, `Sessellift` =
// chairlift, `schwer` = serious, `abgenutzt` = worn, `Niederlande` = Dutch).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlInfoboxPage, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('skischool-v1');
const FT = 0.3048;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const de = (x, d) => {
  const [i, f] = Number(x).toFixed(d).split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return f ? `${g},${f}` : g;
};
const gbp = (x) => `£${group(x, 2)}`;
const L = (k, xs) => xs[k % xs.length];

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (snow reports, wide tables, the ski-pass export). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ schools
const SDN = 'Strathdearn Snowsports';
const HJ = 'Skischule Hochjoch';
const SCHOOLS = [
  { name: SDN, country: 'United Kingdom', base: 'Aviemore', resort: 'Càrn Liath', founded: 1986, director: 'Alasdair Mackay' },
  { name: HJ, country: 'Austria', base: 'Obergurnau', resort: 'Hochjoch', founded: 1962, director: 'Martina Hofer' },
];

// ------------------------------------------------------------------ instructors
// [name, school, qualification, discipline, languages, joined, layout, staff no]
const INSTR_DEF = [
  ['Fiona Grant', SDN, 'BASI 4', 'Ski', ['English', 'French'], 2009, 'md', 'SS-101'],
  ['Callum MacLeod', SDN, 'BASI 3', 'Ski', ['English', 'Gaelic'], 2014, 'md', 'SS-102'],
  ['Eilidh Fraser', SDN, 'BASI 2', 'Snowboard', ['English', 'Spanish'], 2019, 'md', 'SS-103'],
  ['Ruaridh Munro', SDN, 'BASI 3', 'Telemark', ['English', 'Gaelic', 'Norwegian'], 2012, 'md', 'SS-104'],
  ['Sophie Lambert', SDN, 'ISIA', 'Ski', ['French', 'English', 'Italian'], 2021, 'md', 'SS-105'],
  ['Pieter de Vries', SDN, 'BASI 3', 'Snowboard', ['Dutch', 'English', 'German'], 2017, 'md', 'SS-106'],
  ['Kirsty Ross', SDN, 'BASI 1', 'Ski', ['English'], 2023, 'card', 'SS-107'],
  ['Jamie Stewart', SDN, 'BASI 2', 'Snowboard', ['English', 'German'], 2020, 'card', 'SS-108'],
  ['Isla Cameron', SDN, 'BASI 2', 'Ski', ['English', 'Danish'], 2018, 'card', 'SS-109'],
  ['Tom Whitaker', SDN, 'BASI 4', 'Snowboard', ['English', 'Japanese'], 2011, 'card', 'SS-110'],
  ['Hamish Reid', SDN, 'BASI 1', 'Ski', ['English'], 2024, 'roster', 'SS-111'],
  ["Niall O'Connor", SDN, 'BASI 3', 'Ski', ['English', 'Irish'], 2015, 'roster', 'SS-112'],
  ['Mairi Campbell', SDN, 'BASI 2', 'Telemark', ['English', 'Gaelic'], 2016, 'roster', 'SS-113'],
  ['Lewis Duncan', SDN, 'BASI 2', 'Ski', ['English', 'French'], 2022, 'roster', 'SS-114'],
  ['Ana Ferreira', SDN, 'BASI 3', 'Ski', ['Portuguese', 'English', 'Spanish'], 2019, 'roster', 'SS-115'],
  ['Ewan Baird', SDN, 'BASI 2', 'Snowboard', ['English', 'Gaelic'], 2025, 'email', 'SS-116'],
  ['Chloe Marsh', SDN, 'BASI 1', 'Ski', ['English', 'Dutch'], 2025, 'email', 'SS-117'],
  ['Florian Hauser', HJ, 'Staatlich geprüfter Skilehrer', 'Ski', ['German', 'English', 'Italian'], 2004, 'de', 'HJ-21'],
  ['Magdalena Steiner', HJ, 'Landesskilehrer', 'Ski', ['German', 'English', 'Dutch'], 2013, 'de', 'HJ-22'],
  ['Andreas Pichler', HJ, 'Landessnowboardlehrer', 'Snowboard', ['German', 'English'], 2016, 'de', 'HJ-23'],
  ['Theresa Gruber', HJ, 'Anwärter', 'Ski', ['German', 'English', 'French'], 2023, 'de', 'HJ-24'],
  ['Stefan Eder', HJ, 'Staatlich geprüfter Skilehrer', 'Telemark', ['German', 'English'], 2008, 'de', 'HJ-25'],
  ['Katharina Walch', HJ, 'Landessnowboardlehrer', 'Snowboard', ['German', 'English', 'Danish'], 2018, 'html', 'HJ-26'],
  ['Hannes Kröll', HJ, 'Anwärter', 'Ski', ['German', 'English', 'Dutch'], 2024, 'html', 'HJ-27'],
];
const RATE = {
  'BASI 1': [112, 126], 'BASI 2': [134, 152], 'BASI 3': [164, 188], ISIA: [170, 182], 'BASI 4': [205, 232],
  Anwärter: [118, 136], Landesskilehrer: [165, 192], Landessnowboardlehrer: [165, 192], 'Staatlich geprüfter Skilehrer': [218, 252],
};
const instructors = INSTR_DEF.map(([name, school, qual, disc, langs, joined, layout, id]) => {
  const [lo, hi] = RATE[qual];
  const rate = school === SDN ? r.int(lo, hi) : r.int(lo / 5, hi / 5) * 5;
  const days = layout === 'email' ? null : r.int(26, 96);
  return { name, school, qual, disc, langs, joined, layout, id, rate, cur: school === SDN ? 'GBP' : 'EUR', days };
});
const I = Object.fromEntries(instructors.map((x) => [x.name, x]));
function instrFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'instructor', attr, value, unit, stated, file);
  F('school', x.school, 'text', s.school);
  F('staff_no', x.id, '', s.id);
  F('qualification', x.qual, '', s.qual);
  F('discipline', x.disc, '', s.disc);
  F('languages', x.langs, 'list', s.langs);
  F('joined', x.joined, '', s.joined);
  F('days_worked', x.days, 'days', s.days);
  F('day_rate', x.rate, x.cur, s.rate);
}
const QUAL_LONG = { 'BASI 1': 'BASI Level 1', 'BASI 2': 'BASI Level 2', 'BASI 3': 'BASI Level 3', 'BASI 4': 'BASI Level 4 (ISTD)', ISIA: 'ISIA card (Ecole du Ski Français)' };
const DISC_CARD = { Ski: 'Alpine skiing', Snowboard: 'Snowboarding', Telemark: 'Telemark' };
const NOTES = [
  'Runs the Saturday race squad and mentors trainees.', 'Happy to take the kids club when numbers are high.',
  'First aid certificate renewed November 2024.', 'Prefers afternoon privates.', 'Off-piste endorsement pending.',
  'Holds a minibus licence.',
];
instructors.filter((x) => x.layout === 'md').forEach((x, k) => {
  const file = `instructors/profiles/${slug(x.name)}.md`;
  const s = {
    school: `School: ${SDN}`, id: x.id, qual: QUAL_LONG[x.qual], disc: `Discipline: ${x.disc}`, langs: x.langs.join(', '),
    joined: `Joined: ${x.joined}`, days: `Days worked 2024/25: ${x.days}`, rate: `£${x.rate}.00`,
  };
  instrFacts(x, file, s);
  corpus.write(file, [
    `# ${x.name}`, '', `Staff no.: ${x.id}`, s.school, s.disc, `Qualification: ${QUAL_LONG[x.qual]}`, `Languages: ${s.langs}`,
    s.joined, s.days, `Day rate: £${x.rate}.00`, '', L(k, NOTES), '',
  ].join('\n'));
});
instructors.filter((x) => x.layout === 'card').forEach((x, k) => {
  const file = `instructors/staff-cards/${slug(x.name)}.md`;
  const lvl = x.qual.replace('BASI ', '');
  const cert = `L${lvl} (BASI ${x.disc === 'Snowboard' ? 'Snowboard' : 'Alpine'} Level ${lvl})`;
  const s = {
    school: 'Strathdearn', id: x.id, qual: cert, disc: DISC_CARD[x.disc], langs: x.langs.join(' / '), joined: `First season: ${x.joined}/${String(x.joined + 1).slice(2)}`,
    days: `Days on snow this season: ${x.days}`, rate: `GBP ${x.rate}.00`,
  };
  instrFacts(x, file, s);
  corpus.write(file, [
    `# Staff card — ${x.name}`, '', `- Employee ID: ${x.id}`, `- Base: Strathdearn (Càrn Liath)`, `- Cert level: ${cert}`,
    `- Teaches: ${DISC_CARD[x.disc]}`, `- Speaks: ${s.langs}`, `- ${s.joined}`, `- ${s.days}`, `- Daily pay: GBP ${x.rate}.00`,
    `- Uniform: jacket ${L(k, ['M', 'S', 'L', 'XL'])}, salopettes ${L(k, ['M', 'S', 'M', 'L'])}`, '',
  ].join('\n'));
});
{
  const file = 'instructors/instructor-roster-2024-25.csv';
  const rows = instructors.filter((x) => x.layout === 'roster').map((x) => {
    const lvl = x.qual.replace('BASI ', '');
    instrFacts(x, file, { school: '', id: x.id, qual: '', disc: x.disc, langs: x.langs.join('; '), joined: '', days: '', rate: '' });
    return [x.id, x.name, x.disc, lvl, x.langs.join('; '), x.joined, x.days, x.rate.toFixed(2)];
  });
  corpus.write(file, delimited(['Staff no', 'Instructor', 'Discipline', 'BASI level', 'Languages', 'Started', 'Days worked', 'Day rate (GBP)'], rows));
}
const LANG_DE = { German: 'Deutsch', English: 'Englisch', Italian: 'Italienisch', Dutch: 'Niederländisch', French: 'Französisch', Danish: 'Dänisch' };
const DISC_DE = { Ski: 'Ski alpin', Snowboard: 'Snowboard', Telemark: 'Telemark' };
{
  const file = 'hochjoch/team/skilehrer-2024-25.md';
  const out = ['# Skilehrerinnen und Skilehrer — Saison 2024/25', '', 'Skischule Hochjoch, Obergurnau (Tirol). Stand: 31. März 2025.', ''];
  instructors.filter((x) => x.layout === 'de').forEach((x) => {
    const langs = x.langs.map((l) => LANG_DE[l]).join(', ');
    const s = {
      school: '', id: `Personalnr.: ${x.id}`, qual: `Ausbildung: ${x.qual}`, disc: `Disziplin: ${DISC_DE[x.disc]}`, langs: `Sprachen: ${langs}`,
      joined: `Bei uns seit: ${x.joined}`, days: `Arbeitstage (Saison 24/25): ${x.days}`, rate: `Tagessatz: ${de(x.rate, 2)} €`,
    };
    instrFacts(x, file, s);
    out.push(`## ${x.name}`, '', s.id, s.qual, s.disc, s.langs, s.joined, s.days, s.rate, '');
  });
  out.push('Tagessätze laut Kollektivvertrag plus Zulage für Kinderkurse.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'hochjoch/team.html';
  const QUAL_EN = { Landessnowboardlehrer: 'Landessnowboardlehrer (state snowboard instructor)', Anwärter: 'Anwärter (trainee instructor)' };
  const rows = instructors.filter((x) => x.layout === 'html').map((x) => {
    const s = {
      school: '', id: '', qual: QUAL_EN[x.qual], disc: x.disc, langs: x.langs.join(', '), joined: `since ${x.joined}`,
      days: `${x.days} days`, rate: `€ ${x.rate} / day`,
    };
    instrFacts(x, file, s);
    return `    <tr><td>${esc(x.name)}</td><td>${esc(s.qual)}</td><td>${x.disc}</td><td>${esc(s.langs)}</td><td>${s.joined}</td><td>${s.days}</td><td>${esc(s.rate)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Our team | Skischule Hochjoch</title></head>
<body>
<nav>Skischule Hochjoch &rsaquo; Team &rsaquo; English</nav>
<h1>Meet the Hochjoch team</h1>
<p>Two of our instructors who run the English-speaking children's groups. The rest of the team is listed on our German pages.</p>
<table>
  <thead><tr><th>Instructor</th><th>Qualification</th><th>Discipline</th><th>Languages</th><th>With us</th><th>Worked this season</th><th>Day rate</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
{
  const file = 'staff/emails/2025-01-03-new-starters.eml';
  const [e, c] = ['Ewan Baird', 'Chloe Marsh'].map((n) => I[n]);
  instrFacts(e, file, { school: '', id: e.id, qual: 'BASI Level 2', disc: 'snowboarder', langs: 'English and Gaelic', joined: '', days: '', rate: `£${e.rate} a day` });
  instrFacts(c, file, { school: '', id: c.id, qual: 'BASI 1', disc: 'ski', langs: 'English and Dutch', joined: '', days: '', rate: `£${c.rate} a day` });
  corpus.write(file, `From: Alasdair Mackay <alasdair@strathdearn-snowsports.co.uk>
To: instructors@strathdearn-snowsports.co.uk
Date: Fri, 3 Jan 2025 17:42:10 +0000
Subject: Two new starters on Monday

Hi all,

A quick heads-up before the new term rush. Ewan Baird starts with us on Monday 6 January. He's a BASI Level 2 snowboarder, speaks English and Gaelic, and we've agreed £${e.rate} a day. His staff number will be ${e.id}.

Chloe Marsh joins the same week on ski: BASI 1, speaks English and Dutch (her mum is from Utrecht), £${c.rate} a day, staff number ${c.id}. She'll shadow Kirsty on the nursery area for the first few days.

Please make them welcome. Lockers 14 and 15 are cleared for them.

Alasdair
`);
}

// ------------------------------------------------------------------ slopes and lifts
// lifts: [name, school, type, capacity pph, length m (or ft), open, layout]
const LIFT_DEF = [
  ['Liath Chair', SDN, 'chairlift', 1800, { m: 1320 }, true, 'md', 'Quad chairlift'],
  ['Ptarmigan T-bar', SDN, 'T-bar', 1100, { m: 960 }, true, 'md', 'T-bar'],
  ['Sunnyside Tow', SDN, 'button tow', 720, { m: 455 }, true, 'md', 'Button tow (Poma)'],
  ['Lochan Chair', SDN, 'chairlift', 1200, { ft: 3900 }, true, 'infobox', 'Double chairlift'],
  ['Headwall Tow', SDN, 'button tow', 650, { ft: 2100 }, false, 'email', 'button tow'],
  ['Wee Carpet', SDN, 'magic carpet', 500, { m: 60 }, true, 'report', 'magic carpet'],
  ['Hochjochbahn', HJ, 'gondola', 2400, { m: 3150 }, true, 'de', '8er-Kabinenbahn'],
  ['Kögellift', HJ, 'chairlift', 2800, { m: 1480 }, true, 'de', '6er-Sesselbahn'],
  ['Gamskarlift', HJ, 'T-bar', 1000, { m: 1120 }, false, 'de', 'Schlepplift (Bügel)'],
  ['Zauberteppich Übungswiese', HJ, 'magic carpet', 650, { m: 85 }, true, 'de', 'Förderband'],
];
const lifts = LIFT_DEF.map(([name, school, type, cap, len, open, layout, typeStated]) => ({
  name, school, type, cap, len: len.m ?? r4(len.ft * FT), lenFt: len.ft, open, layout, typeStated,
}));
const LF = Object.fromEntries(lifts.map((x) => [x.name, x]));
function liftFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'lift', attr, value, unit, stated, file);
  F('resort', x.school === SDN ? 'Càrn Liath' : 'Hochjoch', 'place', '');
  F('type', x.type, '', s.type);
  F('capacity', x.cap, 'pph', s.cap);
  F('length', x.len, 'm', s.len);
  F('open', x.open, 'bool', s.open);
}
// slopes: [name, school, grade, length, top, bottom, lift, open, layout]  (lengths and heights {m}, {ft} or {km})
const SLOPE_DEF = [
  ['Coire Bàn', SDN, 'blue', { m: 1450 }, { m: 1060 }, { m: 880 }, 'Liath Chair', true, 'md'],
  ['Ptarmigan Bowl', SDN, 'red', { m: 1150 }, { m: 1110 }, { m: 905 }, 'Ptarmigan T-bar', true, 'md'],
  ['Corrie Headwall', SDN, 'black', { m: 620 }, { m: 1095 }, { m: 890 }, 'Headwall Tow', false, 'md'],
  ['Nursery Slope', SDN, 'green', { m: 180 }, { m: 640 }, { m: 622 }, 'Wee Carpet', true, 'md'],
  ['Rabbit Run', SDN, 'green', { m: 420 }, { m: 700 }, { m: 640 }, 'Sunnyside Tow', true, 'csv'],
  ['Sunnyside', SDN, 'blue', { m: 760 }, { m: 745 }, { m: 640 }, 'Sunnyside Tow', true, 'csv'],
  ['Lochan Run', SDN, 'blue', { m: 1850 }, { m: 985 }, { m: 690 }, 'Lochan Chair', true, 'csv'],
  ["Eagle's Gully", SDN, 'red', { m: 980 }, { m: 1120 }, { m: 940 }, 'Ptarmigan T-bar', false, 'csv'],
  ['Alltan Glade', SDN, 'red', { ft: 3600 }, { ft: 3280 }, { ft: 2390 }, 'Lochan Chair', true, 'html'],
  ['Ciste Gully', SDN, 'black', { ft: 2300 }, { ft: 3560 }, { ft: 2950 }, 'Headwall Tow', false, 'html'],
  ['Stag Traverse', SDN, 'blue', { ft: 5200 }, { ft: 3510 }, { ft: 2640 }, 'Ptarmigan T-bar', true, 'html'],
  ['Burnside Traverse', SDN, 'blue', { m: 640 }, { m: 960 }, { m: 905 }, 'Liath Chair', true, 'report'],
  ['Talabfahrt Hochjoch', HJ, 'red', { km: 4.2 }, { m: 2010 }, { m: 1240 }, 'Hochjochbahn', true, 'yaml', 1],
  ['Kögelhang', HJ, 'blue', { m: 1650 }, { m: 1980 }, { m: 1720 }, 'Kögellift', true, 'yaml', 2],
  ['Almweg', HJ, 'blue', { km: 3.1 }, { m: 2005 }, { m: 1560 }, 'Hochjochbahn', true, 'yaml', 3],
  ['Gamskar', HJ, 'black', { m: 1100 }, { m: 2240 }, { m: 1890 }, 'Gamskarlift', false, 'yaml', 4],
  ['Zirbenwald', HJ, 'red', { m: 2300 }, { m: 1975 }, { m: 1540 }, 'Kögellift', true, 'yaml', 5],
  ['Übungswiese', HJ, 'blue', { m: 150 }, { m: 1255 }, { m: 1240 }, 'Zauberteppich Übungswiese', true, 'yaml', 6],
];
const toM = (v) => (v.m != null ? v.m : v.ft != null ? r4(v.ft * FT) : r4(v.km * 1000));
const slopes = SLOPE_DEF.map(([name, school, grade, len, top, bot, lift, open, layout, nr]) => ({
  name, school, grade, lenS: len, topS: top, botS: bot, len: toM(len), top: toM(top), bot: toM(bot), lift, open, layout, nr,
}));
const SL = Object.fromEntries(slopes.map((x) => [x.name, x]));
function slopeFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'slope', attr, value, unit, stated, file);
  F('resort', x.school === SDN ? 'Càrn Liath' : 'Hochjoch', 'place', '');
  F('grade', x.grade, '', s.grade);
  F('length', x.len, 'm', s.len);
  F('top', x.top, 'm', s.top);
  F('bottom', x.bot, 'm', s.bot);
  F('lift', x.lift, 'text', x.lift);
}
const GRADE_EN = { green: 'Green', blue: 'Blue', red: 'Red', black: 'Black' };
slopes.filter((x) => x.layout === 'md').forEach((x, k) => {
  const file = `slopes/runs/${slug(x.name)}.md`;
  const s = { grade: `Grade: ${GRADE_EN[x.grade]}`, len: `Length: ${group(x.len)} m`, top: `Top station: ${group(x.top)} m`, bot: `Bottom: ${group(x.bot)} m` };
  slopeFacts(x, file, { grade: s.grade, len: s.len, top: s.top, bottom: s.bot });
  corpus.write(file, [
    `# ${x.name}`, '', `Ski area: Càrn Liath`, s.grade, s.len, s.top, s.bot, `Served by: ${x.lift}`,
    `Snowmaking: ${k % 2 ? 'Yes (lower half)' : 'No'}`, `Grooming: ${L(k, ['nightly', 'nightly, winched', 'not groomed', 'nightly'])}`, '',
    L(k, ['Our main teaching run once classes move off the nursery area.', 'Holds snow well into April in a good year.', 'Experts only; the entrance is corniced after a westerly.', 'Fenced, with a magic carpet; children under six ski here.']), '',
  ].join('\n'));
});
{
  const file = 'slopes/piste-register.csv';
  const rows = slopes.filter((x) => x.layout === 'csv').map((x) => {
    slopeFacts(x, file, { grade: GRADE_EN[x.grade], len: String(x.len), top: String(x.top), bottom: String(x.bot) });
    return [x.name, GRADE_EN[x.grade], x.len, x.top, x.bot, x.lift, x.name === 'Lochan Run' ? 'longest blue on the hill' : ''];
  });
  corpus.write(file, delimited(['Run', 'Grade', 'Length (m)', 'Top (m)', 'Bottom (m)', 'Lift', 'Notes'], rows));
}
{
  const file = 'slopes/piste-map-1998-legacy.html';
  const rows = slopes.filter((x) => x.layout === 'html').map((x) => {
    const s = { grade: GRADE_EN[x.grade], len: `${group(x.lenS.ft)} ft`, top: `${group(x.topS.ft)} ft`, bottom: `${group(x.botS.ft)} ft` };
    slopeFacts(x, file, s);
    return `    <tr><td>${esc(x.name)}</td><td>${s.grade}</td><td>${s.len}</td><td>${s.top}</td><td>${s.bottom}</td><td>${esc(x.lift)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Piste data (from the 1998 piste map)</title></head>
<body>
<h1>Piste data — upper mountain</h1>
<p>Transcribed from the 1998 piste map, which gives all distances and heights in feet. Still the only survey we have for these three runs.</p>
<table>
  <thead><tr><th>Run</th><th>Difficulty</th><th>Length</th><th>Top</th><th>Bottom</th><th>Uplift</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
const GRADE_DE = { blue: 'blau', red: 'rot', black: 'schwarz' };
{
  const file = 'hochjoch/pisten.yaml';
  const out = ['# Pistenverzeichnis Skigebiet Hochjoch', 'skigebiet: Hochjoch', 'stand: 2025-01-15', 'einheit_hoehe: m ü. A.', 'pisten:'];
  slopes.filter((x) => x.layout === 'yaml').forEach((x) => {
    const len = x.lenS.km != null ? `"${de(x.lenS.km, 1)} km"` : `"${de(x.lenS.m, 0)} m"`;
    slopeFacts(x, file, { grade: `schwierigkeit: ${GRADE_DE[x.grade]}`, len: len.slice(1, -1), top: `berg: ${x.top}`, bottom: `tal: ${x.bot}` });
    out.push(`  - nummer: ${x.nr}`, `    name: ${x.name}`, `    schwierigkeit: ${GRADE_DE[x.grade]}`, `    laenge: ${len}`, '    hoehe:', `      berg: ${x.top}`, `      tal: ${x.bot}`,
      `    anlage: ${x.lift}`, `    beschneiung: ${x.nr % 2 ? 'ja' : 'nein'}`);
  });
  out.push('');
  corpus.write(file, out.join('\n'));
}
// lifts
{
  const file = 'lifts/lift-register.md';
  const out = ['# Lift register — Càrn Liath', '', 'Uphill capacity as certified by the lift engineer, 2024 inspection.', '', '| Lift | Type | Uphill capacity | Length | Status |', '|---|---|---|---|---|'];
  lifts.filter((x) => x.layout === 'md').forEach((x) => {
    const s = { type: x.typeStated, cap: `${group(x.cap)} pph`, len: `${group(x.len)} m`, open: 'Running' };
    liftFacts(x, file, s);
    out.push(`| ${x.name} | ${s.type} | ${s.cap} | ${s.len} | ${s.open} |`);
  });
  out.push('', 'pph = persons per hour. Headwall Tow: see the e-mail of 20 February.', '');
  corpus.write(file, out.join('\n'));
}
{
  const x = LF['Lochan Chair'];
  const file = 'lifts/lochan-chair.html';
  liftFacts(x, file, { type: 'Double chairlift', cap: '1,200 skiers per hour', len: `${group(x.lenFt)} ft`, open: 'Operating' });
  corpus.write(file, htmlInfoboxPage({
    title: 'Lochan Chair',
    sections: [
      { heading: 'Lift', rows: [['Type', 'Double chairlift'], ['Built', '1979 (refurbished 2016)'], ['Capacity', '1,200 skiers per hour'], ['Length', `${group(x.lenFt)} ft`], ['Ride time', '9 minutes']] },
      { heading: 'This season', rows: [['Status', 'Operating'], ['Runs served', 'Lochan Run, Alltan Glade']] },
    ],
    lead: ['The Lochan Chair is the oldest chairlift on Càrn Liath. It closes in winds above 45 mph.'],
  }));
}
{
  const file = 'hochjoch/liftanlagen.html';
  const rows = lifts.filter((x) => x.layout === 'de').map((x) => {
    const s = { type: x.typeStated, cap: `${de(x.cap, 0)} P/h`, len: `${de(x.len, 0)} m`, open: x.open ? 'in Betrieb' : 'außer Betrieb' };
    liftFacts(x, file, s);
    return `    <tr><td>${esc(x.name)}</td><td>${esc(s.type)}</td><td>${s.cap}</td><td>${s.len}</td><td>${esc(s.open)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Liftanlagen Hochjoch</title></head>
<body>
<h1>Liftanlagen im Skigebiet Hochjoch</h1>
<p>Stand: 14. März 2025. Förderleistung in Personen pro Stunde.</p>
<table>
  <thead><tr><th>Anlage</th><th>Typ</th><th>Förderleistung</th><th>Länge</th><th>Status</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Der Gamskarlift bleibt wegen Seilschaden bis Saisonende geschlossen.</p>
</body></html>
`);
}
{
  const file = 'staff/emails/2025-02-20-headwall-tow.eml';
  const x = LF['Headwall Tow'];
  liftFacts(x, file, { type: 'button tow', cap: '650 an hour', len: '2,100 ft', open: 'off for the rest of the season' });
  corpus.write(file, `From: Gordon Shaw <lifts@carnliath.co.uk>
To: Alasdair Mackay <alasdair@strathdearn-snowsports.co.uk>
Date: Thu, 20 Feb 2025 08:05:33 +0000
Subject: Headwall Tow

Morning Alasdair,

Bad news I'm afraid: the Headwall Tow is off for the rest of the season. The bull wheel bearing has gone and the part is eight weeks away. For your records it's the old button tow, 2,100 ft of rope, rated 650 an hour.

That takes Corrie Headwall and Ciste Gully out until next winter unless folk hike up. Please keep the advanced groups on the Ptarmigan side.

Gordon
Lift operations, Càrn Liath
`);
}

// ------------------------------------------------------------------ groups
// [name, ref, school, age, ability, nationality, size, layout, extra]
const GROUP_DEF = [
  ['Henderson family', 'SSS-24-0117', SDN, 'Family', 'Beginner', 'British', 5, 'csv'],
  ['Van Dijk family', 'SSS-24-0123', SDN, 'Family', 'Intermediate', 'Dutch', 4, 'csv'],
  ['Dundee Uni Snowsports', 'SSS-24-0131', SDN, 'Adult', 'Advanced', 'British', 12, 'csv'],
  ['Larsen party', 'SSS-25-0004', SDN, 'Adult', 'Intermediate', 'Danish', 6, 'csv'],
  ['Kilgraston Juniors', 'SSS-25-0009', SDN, 'Child', 'Beginner', 'British', 10, 'csv'],
  ['Murphy family', 'SSS-25-0021', SDN, 'Family', 'Beginner', 'Irish', 5, 'json', { adults: 2, children: 3, level: 'L1' }],
  ['Schneider group', 'SSS-25-0026', SDN, 'Adult', 'Advanced', 'German', 4, 'json', { adults: 4, children: 0, level: 'L5' }],
  ['Carnegie Ladies Ski Club', 'SSS-25-0030', SDN, 'Adult', 'Intermediate', 'British', 8, 'json', { adults: 8, children: 0, level: 'L4' }],
  ['Okafor family', 'SSS-25-0038', SDN, 'Family', 'Intermediate', 'American', 4, 'json', { adults: 2, children: 2, level: 'L3' }],
  ['Peebles High S3', 'SSS-25-0044', SDN, 'Teen', 'Beginner', 'British', 14, 'json', { adults: 2, children: 12, level: 'L2' }],
  ['Aberdeen Grammar S1 trip', 'SSS-25-0052', SDN, 'Child', 'Beginner', 'British', 16, 'email'],
  ['Dubois party', 'SSS-25-0057', SDN, 'Adult', 'Advanced', 'French', 2, 'email'],
  ['Inverness Royal Academy', 'SSS-25-0061', SDN, 'Teen', 'Intermediate', 'British', 12, 'html', { year: 'S4 (age 15–16)', country: 'Scotland' }],
  ['Gymnasium Bremen-Nord', 'SSS-25-0066', SDN, 'Teen', 'Beginner', 'German', 15, 'html', { year: 'Klasse 9 (age 14–15)', country: 'Germany' }],
  ['Galway Community College', 'SSS-25-0070', SDN, 'Teen', 'Intermediate', 'Irish', 11, 'html', { year: 'Transition Year (age 15–16)', country: 'Ireland' }],
  ['Familie Bakker', 'HJ-2025-0412', HJ, 'Family', 'Beginner', 'Dutch', 4, 'de', { de: 'Familie (2 Erw., 2 Kinder)', natDe: 'Niederlande' }],
  ['Skiclub Wuppertal', 'HJ-2025-0418', HJ, 'Adult', 'Advanced', 'German', 9, 'de', { de: 'Erwachsene', natDe: 'Deutschland' }],
  ['Gruppe Møller', 'HJ-2025-0425', HJ, 'Family', 'Intermediate', 'Danish', 5, 'de', { de: 'Familie (2 Erw., 3 Kinder)', natDe: 'Dänemark' }],
  ['Schulskikurs Kufstein', 'HJ-2025-0431', HJ, 'Teen', 'Beginner', 'Austrian', 16, 'de', { de: 'Jugendliche (14–15 J.)', natDe: 'Österreich' }],
  ['Familie Peeters', 'HJ-2025-0440', HJ, 'Family', 'Intermediate', 'Belgian', 6, 'de', { de: 'Familie (2 Erw., 4 Kinder)', natDe: 'Belgien' }],
];
const groups = GROUP_DEF.map(([name, ref, school, age, ability, nat, size, layout, extra]) => ({ name, ref, school, age, ability, nat, size, layout, ...(extra ?? {}) }));
const G = Object.fromEntries(groups.map((g) => [g.name, g]));
const GREF = Object.fromEntries(groups.map((g) => [g.ref, g]));
function groupFacts(g, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(g.name, 'group', attr, value, unit, stated, file);
  F('ref', g.ref, '', s.ref ?? g.ref);
  F('school', g.school, 'text', '');
  F('age_group', g.age, '', s.age);
  F('ability', g.ability, '', s.ability);
  F('nationality', g.nat, '', s.nat);
  F('size', g.size, '', s.size);
}

// ------------------------------------------------------------------ lessons
// [code, date, instructor, group, slope, hours, layout]
const LESSON_DEF = [
  ['L-25-0104', '2025-01-06', 'Callum MacLeod', 'Dundee Uni Snowsports', 'Ptarmigan Bowl', 3, 'csv'],
  ['L-25-0112', '2025-01-07', 'Kirsty Ross', 'Kilgraston Juniors', 'Nursery Slope', 2, 'csv'],
  ['L-25-0119', '2025-01-09', 'Eilidh Fraser', 'Larsen party', 'Sunnyside', 2, 'csv'],
  ['L-25-0127', '2025-01-14', 'Fiona Grant', 'Dundee Uni Snowsports', 'Corrie Headwall', 3, 'csv'],
  ['L-25-0133', '2025-01-16', 'Hamish Reid', 'Henderson family', 'Rabbit Run', 2, 'csv'],
  ['L-25-0140', '2025-01-20', 'Pieter de Vries', 'Van Dijk family', 'Coire Bàn', 2.5, 'csv'],
  ['L-25-0148', '2025-01-23', 'Lewis Duncan', 'Kilgraston Juniors', 'Nursery Slope', 1.5, 'csv'],
  ['L-25-0155', '2025-01-27', "Niall O'Connor", 'Larsen party', 'Lochan Run', 2, 'csv'],
  ['L-25-0201', '2025-02-03', 'Isla Cameron', 'Murphy family', 'Nursery Slope', 2, 'json'],
  ['L-25-0206', '2025-02-04', 'Isla Cameron', 'Murphy family', 'Rabbit Run', 2, 'json'],
  ['L-25-0210', '2025-02-05', 'Ruaridh Munro', 'Schneider group', "Eagle's Gully", 3, 'json'],
  ['L-25-0214', '2025-02-06', 'Sophie Lambert', 'Carnegie Ladies Ski Club', 'Alltan Glade', 2.5, 'json'],
  ['L-25-0219', '2025-02-10', 'Jamie Stewart', 'Okafor family', 'Sunnyside', 2, 'json'],
  ['L-25-0223', '2025-02-11', 'Ana Ferreira', 'Peebles High S3', 'Nursery Slope', 1.5, 'json'],
  ['L-25-0231', '2025-02-17', 'Fiona Grant', 'Inverness Royal Academy', 'Coire Bàn', 3, 'day1'],
  ['L-25-0232', '2025-02-17', 'Ewan Baird', 'Gymnasium Bremen-Nord', 'Nursery Slope', 2, 'day1'],
  ['L-25-0233', '2025-02-17', 'Tom Whitaker', 'Galway Community College', 'Stag Traverse', 2, 'day1'],
  ['L-25-0261', '2025-03-03', 'Chloe Marsh', 'Aberdeen Grammar S1 trip', 'Nursery Slope', 2, 'day2'],
  ['L-25-0262', '2025-03-03', 'Mairi Campbell', 'Carnegie Ladies Ski Club', 'Lochan Run', 2.5, 'day2'],
  ['L-25-0263', '2025-03-03', 'Callum MacLeod', 'Inverness Royal Academy', 'Burnside Traverse', 2, 'day2'],
  ['L-25-0270', '2025-03-08', "Niall O'Connor", 'Dubois party', "Eagle's Gully", 1.5, 'email'],
  ['L-25-0271', '2025-03-09', 'Sophie Lambert', 'Dubois party', 'Ptarmigan Bowl', 3, 'email'],
  ['KU-25-0311', '2025-02-10', 'Magdalena Steiner', 'Familie Bakker', 'Übungswiese', 2, 'de'],
  ['KU-25-0312', '2025-02-11', 'Hannes Kröll', 'Familie Bakker', 'Almweg', 2, 'de'],
  ['KU-25-0318', '2025-02-12', 'Florian Hauser', 'Skiclub Wuppertal', 'Gamskar', 3, 'de'],
  ['KU-25-0322', '2025-02-13', 'Katharina Walch', 'Gruppe Møller', 'Kögelhang', 2, 'de'],
  ['KU-25-0327', '2025-02-17', 'Theresa Gruber', 'Schulskikurs Kufstein', 'Übungswiese', 4, 'de'],
  ['KU-25-0330', '2025-02-18', 'Andreas Pichler', 'Schulskikurs Kufstein', 'Kögelhang', 3, 'de'],
  ['KU-25-0336', '2025-02-24', 'Stefan Eder', 'Familie Peeters', 'Zirbenwald', 2, 'de'],
  ['KU-25-0341', '2025-03-03', 'Florian Hauser', 'Familie Peeters', 'Talabfahrt Hochjoch', 2.5, 'de'],
];
const lessons = LESSON_DEF.map(([code, date, instr, grp, slope, hours, layout]) => {
  const g = G[grp];
  const sdn = g.school === SDN;
  const perHour = g.size <= 2 ? (sdn ? 62 : 75) : (sdn ? 30 : 42) + (sdn ? 9 : 11) * Math.min(g.size, 10);
  const price = Math.round((perHour * hours) / 5) * 5 + (layout === 'email' ? 3 : 0);
  return { code, date, instr, grp, slope, hours, layout, price, cur: sdn ? 'GBP' : 'EUR' };
});
function lessonFacts(l, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(l.code, 'lesson', attr, value, unit, stated, file);
  F('date', l.date, 'date', s.date);
  F('instructor', l.instr, 'person', s.instr ?? l.instr);
  F('group', l.grp, 'text', s.grp);
  F('slope', l.slope, 'text', l.slope);
  F('duration', l.hours, 'h', s.hours);
  F('price', l.price, l.cur, s.price);
}
const hrs = (h) => (h === 1 ? '1 hr' : `${h} hrs`);

// groups (a) bookings CSV
{
  const file = 'bookings/groups-2024-25.csv';
  const LEAD = ['Karen Henderson', 'Marieke van Dijk', 'Ross Gallacher (club captain)', 'Mette Larsen', 'Mrs J. Paterson'];
  const rows = groups.filter((g) => g.layout === 'csv').map((g, k) => {
    groupFacts(g, file, { age: g.age, ability: g.ability, nat: g.nat, size: '' });
    return [g.ref, g.name, g.age, g.ability, g.nat, g.size, LEAD[k]];
  });
  corpus.write(file, delimited(['Booking ref', 'Group', 'Age group', 'Ability', 'Nationality', 'Party size', 'Lead contact'], rows));
}
// groups (b) + lessons: nested booking-system JSON
{
  const file = 'bookings/snowbook-export-2025-02.json';
  const AGE = { Family: 'FAMILY', Adult: 'ADULT', Teen: 'TEEN', Child: 'CHILD' };
  const NAT = { Irish: 'IE', German: 'DE', British: 'GB', American: 'US' };
  const LABEL = { L1: 'First timer', L2: 'Snowplough', L3: 'Snowplough to parallel', L4: 'Parallel on blues', L5: 'Reds and bumps', L6: 'Off-piste' };
  const recs = groups.filter((g) => g.layout === 'json').map((g) => {
    groupFacts(g, file, { age: AGE[g.age], ability: g.level, nat: NAT[g.nat], size: '' });
    const ls = lessons.filter((l) => l.grp === g.name && l.layout === 'json');
    ls.forEach((l) => lessonFacts(l, file, { date: l.date, grp: '', hours: '', price: '' }));
    return {
      ref: g.ref,
      status: 'CONFIRMED',
      party: { name: g.name, countryCode: NAT[g.nat], ageBand: AGE[g.age], size: { adults: g.adults, children: g.children } },
      level: { code: g.level, label: LABEL[g.level] },
      lessons: ls.map((l) => ({
        lessonId: l.code,
        date: l.date,
        slot: { start: L(Number(l.code.slice(-2)), ['09:30', '10:00', '13:30']), durationMin: l.hours * 60 },
        instructor: { staffNo: I[l.instr].id, name: l.instr },
        run: l.slope,
        price: { amountPence: l.price * 100, currency: 'GBP' },
      })),
    };
  });
  corpus.write(file, JSON.stringify({ export: { system: 'SnowBook 4.2', school: 'Strathdearn Snowsports', generated: '2025-02-28T18:04:11Z' }, bookings: recs }, null, 2) + '\n');
}
// groups (c) HTML school trips
{
  const file = 'bookings/school-trips-2025.html';
  const LV = { Beginner: 'Beginner', Intermediate: 'Improver', Advanced: 'Advanced' };
  const rows = groups.filter((g) => g.layout === 'html').map((g) => {
    groupFacts(g, file, { age: g.year, ability: LV[g.ability], nat: g.country, size: String(g.size) });
    return `    <tr><td>${esc(g.name)}</td><td>${g.ref}</td><td>${esc(g.year)}</td><td>${g.size}</td><td>${LV[g.ability]}</td><td>${g.country}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>School trips 2025</title></head>
<body>
<h1>School ski trips — spring term 2025</h1>
<p>Pupil numbers exclude teachers (one teacher per eight pupils ski free).</p>
<table>
  <thead><tr><th>School</th><th>Booking</th><th>Year group</th><th>Pupils</th><th>Level</th><th>Country</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
// groups (d) enquiry e-mails
{
  const g = G['Aberdeen Grammar S1 trip'];
  const file = 'bookings/emails/2025-02-14-aberdeen-grammar-s1.eml';
  groupFacts(g, file, { age: 'aged 11 and 12', ability: 'complete beginners', nat: '', size: 'sixteen pupils' });
  corpus.write(file, `From: Mr D. Gillies <d.gillies@aberdeengrammar.example.sch.uk>
To: bookings@strathdearn-snowsports.co.uk
Date: Fri, 14 Feb 2025 12:20:04 +0000
Subject: Re: S1 ski day, Monday 3 March (your ref ${g.ref})

Dear Bookings team,

Thank you for holding the date. To confirm for the Aberdeen Grammar S1 trip: we will bring sixteen pupils, all aged 11 and 12 and all complete beginners, plus two staff who will not be skiing. Everyone will need skis, boots and helmets.

Could the lesson be on the nursery area in the morning? The bus leaves Aberdeen at 06:45.

Kind regards,
Donald Gillies
PE Department
`);
}
{
  const g = G['Dubois party'];
  const file = 'bookings/emails/2025-03-02-dubois-enquiry.eml';
  groupFacts(g, file, { age: 'two adults', ability: 'strong skiers', nat: 'from Lyon', size: 'two adults' });
  corpus.write(file, `From: Claire Dubois <claire.dubois@example.fr>
To: bookings@strathdearn-snowsports.co.uk
Date: Sun, 2 Mar 2025 21:11:47 +0100
Subject: Private lessons 8-9 March (Dubois party)

Hello,

My husband and I (two adults, from Lyon) will be in Aviemore for the weekend of 8 March. We are strong skiers — we ski off-piste in the Alps every winter — and would like private coaching on your steepest terrain, ideally in French.

You gave us the reference ${g.ref} on the phone.

Merci d'avance,
Claire Dubois
`);
}
// groups (e) German group sheet
{
  const file = 'hochjoch/gruppenbuchungen-2025.md';
  const AB = { Beginner: 'Anfänger', Intermediate: 'Fortgeschrittene', Advanced: 'Könner' };
  const out = ['# Gruppenbuchungen Februar/März 2025', '', 'Skischule Hochjoch — Kursbüro. Skipässe siehe Kassenexport.', ''];
  groups.filter((g) => g.layout === 'de').forEach((g) => {
    const s = { ref: `Buchungsnr.: ${g.ref}`, age: `Altersgruppe: ${g.de}`, ability: `Könnerstufe: ${AB[g.ability]}`, nat: '', size: `Personen: ${g.size}` };
    s.nat = `Herkunft: ${g.natDe}`;
    groupFacts(g, file, s);
    out.push(`## ${g.name}`, '', s.ref, s.age, s.ability, s.nat, s.size, '');
  });
  corpus.write(file, out.join('\n'));
}
// ski-pass sales export (Tyrol groups): preamble, semicolons, decimal commas
{
  const file = 'hochjoch/skipass-verkauf-feb-maerz-2025.csv';
  const out = [
    'Kassensystem SkiData Gate 7 – Export Verkäufe',
    'Kassa: Talstation Hochjochbahn; Zeitraum: 01.02.2025 - 31.03.2025',
    'Erstellt: 01.04.2025 08:12; Benutzer: mhofer',
    '',
  ];
  const rows = [];
  let beleg = 40211;
  const groupsDe = groups.filter((g) => g.layout === 'de');
  groupsDe.forEach((g) => {
    const days = g.name === 'Skiclub Wuppertal' ? 5 : g.name === 'Schulskikurs Kufstein' ? 4 : 6;
    const date = lessons.find((l) => l.grp === g.name).date;
    const dd = `${date.slice(8)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
    const adult = { 4: 215, 5: 262, 6: 305 }[days];
    const child = Math.round(adult * 0.55 * 2) / 2;
    const youth = Math.round(adult * 0.75 * 2) / 2;
    const m = /(\d) Erw\., (\d) Kinder/.exec(g.de);
    const parts = m ? [['Erwachsene', Number(m[1]), adult], ['Kind', Number(m[2]), child]] : g.age === 'Teen' ? [['Jugend', 14, youth], ['Erwachsene', 2, adult]] : [['Erwachsene', g.size, adult]];
    let total = 0;
    for (const [kind, n, each] of parts) {
      total += n * each;
      rows.push([beleg++, dd, g.ref, g.name, `${days}-Tageskarte ${kind}`, n, days, de(each, 2), de(n * each, 2)]);
    }
    corpus.also(g.name, 'group', 'pass_days', days, 'days', '', file);
    corpus.also(g.name, 'group', 'pass_total', r4(total), 'EUR', parts.length === 1 ? de(total, 2) : '', file);
  });
  corpus.write(file, out.join('\n') + '\n' + delimited(['Beleg-Nr.', 'Datum', 'Buchungsnr.', 'Gruppe', 'Kartentyp', 'Anzahl', 'Tage', 'Einzelpreis (EUR)', 'Gesamt (EUR)'], rows, ';'));
}

// lessons (a) lesson log CSV (groups by booking ref only)
{
  const file = 'lessons/lesson-log-jan-2025.csv';
  const rows = lessons.filter((l) => l.layout === 'csv').map((l) => {
    lessonFacts(l, file, { date: l.date, grp: G[l.grp].ref, hours: String(l.hours), price: l.price.toFixed(2) });
    return [l.date, l.code, l.instr, G[l.grp].ref, l.slope, l.hours, l.price.toFixed(2)];
  });
  corpus.write(file, delimited(['Date', 'Lesson no.', 'Instructor', 'Group ref', 'Run', 'Hours', 'Price (£)'], rows));
}
// lessons (b) day sheets
{
  const file = 'lessons/day-sheets/2025-02-17.md';
  const out = ['# Day sheet — Monday 17 February 2025', '', 'Supervisor: Callum MacLeod. Wind SW 25 mph easing; Headwall Tow on wind hold until 11:00.', ''];
  const starts = ['09:30', '10:00', '13:30'];
  lessons.filter((l) => l.layout === 'day1').forEach((l, k) => {
    const g = G[l.grp];
    const [h, m] = starts[k].split(':').map(Number);
    const end = `${String(h + Math.floor(l.hours + m / 60)).padStart(2, '0')}:${String(Math.round(((l.hours * 60 + m) % 60))).padStart(2, '0')}`;
    lessonFacts(l, file, { date: 'Monday 17 February 2025', grp: g.name, hours: hrs(l.hours), price: gbp(l.price) });
    out.push(`- ${starts[k]}–${end} · ${l.code} · ${l.instr} · ${g.name} (${g.ref}) · ${l.slope} · ${hrs(l.hours)} · ${gbp(l.price)}`);
  });
  out.push('', 'Kids club: 11 booked, 2 staff. Lost property: one blue glove at the Liath Chair.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'lessons/day-sheets/2025-03-03.md';
  const out = ['# Day sheet 03/03/2025', '', '| Lesson | Instructor | Group | Run | Duration | Fee |', '|---|---|---|---|---|---|'];
  lessons.filter((l) => l.layout === 'day2').forEach((l) => {
    const g = G[l.grp];
    const dur = l.hours % 1 ? `${Math.floor(l.hours)}h${(l.hours % 1) * 60}` : `${l.hours}h`;
    lessonFacts(l, file, { date: '03/03/2025', grp: g.name, hours: dur, price: gbp(l.price) });
    out.push(`| ${l.code} | ${l.instr} | ${g.name} | ${l.slope} | ${dur} | ${gbp(l.price)} |`);
  });
  out.push('', 'Note: Burnside Traverse used for the first time with a school group — good feedback.', '');
  corpus.write(file, out.join('\n'));
}
// lessons (c) two private lessons in an invoice e-mail
{
  const file = 'lessons/emails/2025-03-10-dubois-invoice.eml';
  const [a, b] = lessons.filter((l) => l.layout === 'email');
  lessonFacts(a, file, { date: 'Saturday 8 March', instr: 'Niall', grp: 'Dubois', hours: '90-minute', price: `£${a.price}` });
  lessonFacts(b, file, { date: 'Sunday', instr: 'Sophie', grp: 'Dubois', hours: 'three hours', price: `£${b.price}` });
  corpus.write(file, `From: Bookings <bookings@strathdearn-snowsports.co.uk>
To: Claire Dubois <claire.dubois@example.fr>
Cc: accounts@strathdearn-snowsports.co.uk
Date: Mon, 10 Mar 2025 09:14:02 +0000
Subject: Invoice for your private lessons (ref ${G['Dubois party'].ref})

Dear Mrs Dubois,

Thank you both for skiing with us. As agreed, here is the summary for the Dubois booking:

On Saturday 8 March Niall O'Connor took you for a 90-minute private on Eagle's Gully (lesson ${a.code}), £${a.price}. On Sunday Sophie Lambert coached you for three hours on Ptarmigan Bowl in French (lesson ${b.code}), £${b.price}.

The total has been taken from the card you gave us. We hope to see you next winter — Corrie Headwall should be back by then!

Best wishes,
Strathdearn Snowsports bookings
`);
}
// lessons (d) German HTML table
{
  const file = 'hochjoch/unterricht-feb-maerz-2025.html';
  const rows = lessons.filter((l) => l.layout === 'de').map((l) => {
    const dd = `${l.date.slice(8)}.${l.date.slice(5, 7)}.${l.date.slice(0, 4)}`;
    const dur = `${de(l.hours, l.hours % 1 ? 1 : 0)} Std.`;
    const price = `€ ${de(l.price, 2)}`;
    lessonFacts(l, file, { date: dd, grp: l.grp, hours: dur, price });
    return `    <tr><td>${l.code}</td><td>${dd}</td><td>${esc(l.instr)}</td><td>${esc(l.grp)}</td><td>${esc(l.slope)}</td><td>${dur}</td><td>${esc(price)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Unterrichtseinheiten Februar/März 2025</title></head>
<body>
<h1>Gruppen- und Privatunterricht — Februar/März 2025</h1>
<p>Preise inkl. 10 % USt. Treffpunkt jeweils an der Talstation.</p>
<table>
  <thead><tr><th>Nr.</th><th>Datum</th><th>Skilehrer</th><th>Gruppe</th><th>Piste</th><th>Dauer</th><th>Preis</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}

// ------------------------------------------------------------------ wide tables: lessons per week per instructor
const WEEKS = ['2024-12-16', '2024-12-23', '2024-12-30', '2025-01-06', '2025-01-13', '2025-01-20', '2025-01-27', '2025-02-03', '2025-02-10', '2025-02-17', '2025-02-24', '2025-03-03', '2025-03-10', '2025-03-17'];
const KW = ['KW 51', 'KW 52', 'KW 01', 'KW 02', 'KW 03', 'KW 04', 'KW 05', 'KW 06', 'KW 07', 'KW 08', 'KW 09', 'KW 10', 'KW 11', 'KW 12'];
const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const weekOf = (iso) => WEEKS.filter((w) => w <= iso).length - 1;
function weekly(x) {
  const base = x.days == null ? 5 : Math.max(2, Math.round(x.days / 14));
  return WEEKS.map((w, i) => {
    if (x.joined === 2025 && w < '2025-01-06') return 0;
    const peak = i === 1 || i === 2 || i === 8 || i === 9 ? 1.5 : 1;
    let n = Math.max(0, Math.round(base * peak * r.float(0.6, 1.3)) - (r.chance(0.12) ? base : 0));
    if (lessons.some((l) => l.instr === x.name && weekOf(l.date) === i)) n = Math.max(n, 1);
    return Math.min(n, 14);
  });
}
{
  const file = 'lessons/lessons-per-week-2024-25.csv';
  const rows = instructors.filter((x) => x.school === SDN).map((x) => {
    const ws = weekly(x);
    ws.forEach((n, i) => corpus.also(x.name, 'instructor', `lessons_w${String(i + 1).padStart(2, '0')}`, n, '', '', file));
    corpus.also(x.name, 'instructor', 'lessons_season', ws.reduce((a, b) => a + b, 0), '', '', file);
    return [x.name, ...ws.map((n, i) => (x.joined === 2025 && WEEKS[i] < '2025-01-06' ? '' : n))];
  });
  const head = WEEKS.map((w) => `w/c ${Number(w.slice(8))} ${SHORT[Number(w.slice(5, 7)) - 1]}`);
  corpus.write(file, delimited(['Instructor', ...head], rows));
}
{
  const file = 'hochjoch/unterrichtseinheiten-pro-kw.csv';
  const rows = instructors.filter((x) => x.school === HJ).map((x) => {
    const ws = weekly(x);
    ws.forEach((n, i) => corpus.also(x.name, 'instructor', `lessons_w${String(i + 1).padStart(2, '0')}`, n, '', '', file));
    corpus.also(x.name, 'instructor', 'lessons_season', ws.reduce((a, b) => a + b, 0), '', '', file);
    const [first, ...rest] = x.name.split(' ');
    return [`${rest.join(' ')}, ${first}`, ...ws];
  });
  corpus.write(file, delimited(['Skilehrer', ...KW], rows, ';'));
}

// ------------------------------------------------------------------ hire
// [code, school, type, length cm, boot {mp}|{uk}, rate, condition, layout]
const HIRE_DEF = [
  ['SK-1042', SDN, 'skis', 150, null, 16, 'good', 'tsv'],
  ['SK-1057', SDN, 'skis', 165, null, 18, 'new', 'tsv'],
  ['SK-1063', SDN, 'skis', 172, null, 18, 'fair', 'tsv'],
  ['SK-1088', SDN, 'skis', 180, null, 22, 'good', 'tsv'],
  ['SB-2015', SDN, 'snowboard', 146, null, 20, 'worn', 'tsv'],
  ['SB-2024', SDN, 'snowboard', 154, null, 20, 'good', 'tsv'],
  ['SB-2031', SDN, 'snowboard', 158, null, 24, 'new', 'tsv'],
  ['BT-3007', SDN, 'boots', null, { mp: 26.5 }, 9, 'good', 'tsv'],
  ['BT-3021', SDN, 'boots', null, { uk: 8.5 }, 9, 'worn', 'md'],
  ['BT-3034', SDN, 'boots', null, { uk: 6 }, 9, 'good', 'md'],
  ['BT-3040', SDN, 'boots', null, { uk: 10 }, 11, 'new', 'md'],
  ['HM-4008', SDN, 'helmet', null, null, 5, 'good', 'md'],
  ['HM-4013', SDN, 'helmet', null, null, 5, 'fair', 'md'],
  ['VL-10233', HJ, 'skis', 163, null, 28, 'good', 'de'],
  ['VL-10251', HJ, 'snowboard', 151, null, 30, 'new', 'de'],
  ['VL-10260', HJ, 'boots', null, { mp: 28.5 }, 12, 'worn', 'de'],
  ['VL-10272', HJ, 'skis', 177, null, 34, 'new', 'de'],
  ['VL-10288', HJ, 'helmet', null, null, 6, 'fair', 'de'],
];
const hire = HIRE_DEF.map(([code, school, type, len, boot, rate, cond, layout]) => ({
  code, school, type, len, bootS: boot, mp: boot ? (boot.mp ?? boot.uk + 19) : null, rate, cond, layout, cur: school === SDN ? 'GBP' : 'EUR',
}));
function hireFacts(h, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(h.code, 'hire_item', attr, value, unit, stated, file);
  F('school', h.school, 'text', '');
  F('type', h.type, '', s.type);
  if (h.len != null) F('length', h.len, 'cm', s.len);
  if (h.mp != null) F('boot_size', h.mp, 'MP', s.boot);
  F('daily_rate', h.rate, h.cur, s.rate);
  F('condition', h.cond, '', s.cond);
}
const COND_EN = { new: 'New', good: 'Good', fair: 'Fair', worn: 'Worn' };
{
  const file = 'hire/hire-stock-2024-25.tsv';
  const TYPE = { skis: 'Skis', snowboard: 'Snowboard', boots: 'Ski boots' };
  const rows = hire.filter((h) => h.layout === 'tsv').map((h) => {
    const s = { type: TYPE[h.type], len: h.len ? `${h.len} cm` : '', boot: h.mp ? `MP ${h.mp}` : '', rate: `£${h.rate}/day`, cond: COND_EN[h.cond] };
    hireFacts(h, file, s);
    return [h.code, s.type, s.len || '-', s.boot || '-', s.rate, s.cond];
  });
  corpus.write(file, delimited(['Item', 'Type', 'Length', 'Size', 'Rate', 'Condition'], rows, '\t'));
}
{
  const file = 'hire/boots-and-helmets.md';
  const out = ['# Hire shop — boots and helmets (spot check 1 March 2025)', '', 'Boot sizes as on the shell sticker (UK). Helmet sizes S/M/L.', ''];
  hire.filter((h) => h.layout === 'md').forEach((h, k) => {
    const cond = h.cond === 'worn' ? 'Worn – replace liner' : COND_EN[h.cond];
    const s = { type: h.type === 'boots' ? 'Type: Ski boots' : 'Type: Helmet', boot: h.bootS ? `Size: UK ${h.bootS.uk}` : '', rate: `Daily hire: £${h.rate}.00`, cond: `Condition: ${cond}` };
    hireFacts(h, file, s);
    out.push(`## ${h.code}`, '', s.type, h.bootS ? s.boot : `Size: ${L(k, ['M (55–58 cm)', 'S (51–55 cm)'])}`, s.rate, s.cond, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'hochjoch/verleih-inventar.md';
  const TYPE = { skis: 'Ski', snowboard: 'Snowboard', boots: 'Skischuhe', helmet: 'Helm' };
  const COND = { new: 'neu', good: 'gut', fair: 'gebraucht', worn: 'abgenutzt' };
  const out = ['# Verleih — Inventar (Auszug)', '', 'Sportverleih der Skischule Hochjoch, Talstation. Preise pro Tag inkl. USt.', '', '| Artikel | Art | Länge | Größe | Tagesmiete | Zustand |', '|---|---|---|---|---|---|'];
  hire.filter((h) => h.layout === 'de').forEach((h) => {
    const s = { type: TYPE[h.type], len: h.len ? `${h.len} cm` : '', boot: h.mp ? `Mondopoint ${de(h.mp, 1)}` : '', rate: `${de(h.rate, 2)} €`, cond: COND[h.cond] };
    hireFacts(h, file, s);
    out.push(`| ${h.code} | ${s.type} | ${s.len || '–'} | ${s.boot || (h.type === 'helmet' ? 'M' : '–')} | ${s.rate} | ${s.cond} |`);
  });
  out.push('', 'Gebrauchte Ski werden nach der Saison an den Skiclub abgegeben.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'hire/days-on-hire-by-month.csv';
  const MONTHS = ['dec', 'jan', 'feb', 'mar', 'apr'];
  const rows = hire.filter((h) => h.school === SDN).map((h) => {
    const cap = [16, 31, 28, 31, 6];
    const k = h.cond === 'new' ? 0.8 : h.cond === 'worn' ? 0.45 : 0.65;
    const ms = cap.map((c) => Math.max(0, Math.min(c, Math.round(c * k * r.float(0.6, 1.25)))));
    ms.forEach((v, i) => corpus.also(h.code, 'hire_item', `days_${MONTHS[i]}`, v, 'days', '', file));
    corpus.also(h.code, 'hire_item', 'days_hired', ms.reduce((a, b) => a + b, 0), 'days', '', file);
    return [h.code, ...ms];
  });
  corpus.write(file, '# Days out on hire per item, season 2024/25 (till system, to 6 April)\n' + delimited(['Item', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr'], rows));
}

// ------------------------------------------------------------------ incidents
// [ref, date, slope, injury, stated, severity, ambulance, first aider, layout]
const INC_DEF = [
  ['FA-2425-01', '2024-12-28', 'Sunnyside', 'knee', 'Twisted knee', 'minor', false, 'Jamie Stewart', 'csv'],
  ['FA-2425-02', '2025-01-11', 'Ptarmigan Bowl', 'shoulder', 'Dislocated shoulder', 'moderate', false, 'Callum MacLeod', 'csv'],
  ['FA-2425-04', '2025-01-25', 'Nursery Slope', 'wrist', 'Sprained wrist', 'minor', false, 'Kirsty Ross', 'csv'],
  ['FA-2425-06', '2025-02-08', "Eagle's Gully", 'knee', 'Suspected ACL rupture (knee)', 'serious', true, 'Ruaridh Munro', 'csv'],
  ['FA-2425-07', '2025-02-22', 'Coire Bàn', 'head', 'Head injury, brief loss of consciousness', 'moderate', true, 'Fiona Grant', 'csv'],
  ['FA-2425-03', '2025-01-15', 'Rabbit Run', 'wrist', 'suspected fracture of the left wrist', 'moderate', false, 'Hamish Reid', 'report'],
  ['FA-2425-05', '2025-02-01', 'Corrie Headwall', 'collarbone', 'broken collarbone', 'serious', true, 'Fiona Grant', 'report'],
  ['FA-2425-08', '2025-03-01', 'Lochan Run', 'thumb', "skier's thumb", 'minor', false, 'Lewis Duncan', 'report'],
  ['FA-2425-09', '2025-03-07', 'Alltan Glade', 'ankle', 'badly sprained ankle', 'moderate', false, 'Ana Ferreira', 'report'],
  ['UB-2025-01', '2025-01-18', 'Gamskar', 'knee', 'Knie (Verdacht auf Kreuzbandriss)', 'serious', true, 'Florian Hauser', 'de'],
  ['UB-2025-02', '2025-02-12', 'Kögelhang', 'wrist', 'Handgelenk verstaucht', 'minor', false, 'Katharina Walch', 'de'],
  ['UB-2025-03', '2025-02-27', 'Talabfahrt Hochjoch', 'head', 'Kopfverletzung (Gehirnerschütterung)', 'moderate', true, 'Stefan Eder', 'de'],
];
const incidents = INC_DEF.map(([ref, date, slope, injury, injS, sev, amb, aider, layout]) => ({ ref, date, slope, injury, injS, sev, amb, aider, layout }));
function incFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.ref, 'incident', attr, value, unit, stated, file);
  F('date', x.date, 'date', s.date);
  F('slope', x.slope, 'text', s.slope ?? x.slope);
  F('injury', x.injury, '', x.injS);
  F('severity', x.sev, '', s.sev);
  F('ambulance', x.amb, 'bool', s.amb);
  F('first_aider', x.aider, 'person', s.aider ?? x.aider);
}
{
  const file = 'incidents/first-aid-log-2024-25.csv';
  const rows = incidents.filter((x) => x.layout === 'csv').map((x) => {
    const sev = x.sev[0].toUpperCase() + x.sev.slice(1);
    incFacts(x, file, { date: fmtDate(x.date, 'dotted').replace(/\./g, '/'), sev, amb: '' });
    return [x.ref, fmtDate(x.date, 'dotted').replace(/\./g, '/'), x.slope, x.injS, sev, x.amb ? 'Y' : 'N', x.aider];
  });
  corpus.write(file, '# First-aid log 2024/25 — incidents written up on the hill. Incidents with a full report: see incidents/reports/.\n' +
    delimited(['Ref', 'Date', 'Run', 'Injury', 'Severity', 'Ambulance called (Y/N)', 'First aider'], rows));
}
{
  const TEXT = {
    'FA-2425-03': (x) => [`At about 10:50 on ${fmtDate(x.date, 'long')} a seven-year-old from the Henderson family lesson fell on the ${x.slope} and landed on an outstretched hand. ${x.aider} splinted the arm and we treated it as a ${x.injS}.`,
      `The casualty's parents drove her to Raigmore themselves, so no ambulance was called. I would class this as moderate.`],
    'FA-2425-05': (x) => [`On ${fmtDate(x.date, 'long')} a member of the Dundee Uni Snowsports group fell in the steep entrance of ${x.slope} and slid about 40 metres. ${x.aider} was first on scene.`,
      `Findings were consistent with a ${x.injS}. Ski patrol sledged him down and an ambulance took him to Raigmore. Serious incident — reported to the area manager the same day.`],
    'FA-2425-08': (x) => [`Minor incident on ${fmtDate(x.date, 'long')}: an adult improver caught a pole strap on ${x.slope} and sprained her thumb (${x.injS}).`,
      `${x.aider} strapped it; she carried on after lunch. No ambulance needed.`],
    'FA-2425-09': (x) => [`${fmtDate(x.date, 'long')}, 14:20, ${x.slope}: a teenager from a private booking hooked an edge in the trees and went over on a ${x.injS}.`,
      `${x.aider} applied ice and a support bandage; the family took him to the GP in Aviemore. Moderate — he could not weight-bear. No ambulance was called.`],
  };
  incidents.filter((x) => x.layout === 'report').forEach((x) => {
    const file = `incidents/reports/${x.ref}.md`;
    const amb = x.amb ? 'an ambulance took him' : 'No ambulance';
    const sev = x.ref === 'FA-2425-09' ? 'Moderate' : { moderate: 'moderate', serious: 'Serious', minor: 'Minor' }[x.sev];
    const paras = TEXT[x.ref](x);
    const ambS = x.ref === 'FA-2425-03' ? 'no ambulance was called' : x.ref === 'FA-2425-09' ? 'No ambulance was called' : amb;
    incFacts(x, file, { date: fmtDate(x.date, 'long'), sev, amb: ambS });
    corpus.write(file, [`# First-aid report ${x.ref}`, '', `Written by ${x.aider}, ${fmtDate(x.date, 'short')}.`, '', ...paras.flatMap((p) => [p, '']), 'Form AR-3 filed with Càrn Liath ski patrol.', ''].join('\n'));
  });
}
{
  const file = 'hochjoch/unfallberichte-2025.md';
  const SEV = { minor: 'leicht', moderate: 'mittel', serious: 'schwer' };
  const out = ['# Unfallberichte Saison 2024/25', '', 'Skischule Hochjoch — interne Dokumentation für die Versicherung.', ''];
  incidents.filter((x) => x.layout === 'de').forEach((x) => {
    const dd = fmtDate(x.date, 'dotted');
    const amb = x.amb ? (x.injury === 'knee' ? 'Abtransport: Rettungshubschrauber' : 'Abtransport: Rettungswagen') : 'Abtransport: keiner (selbst ins Tal)';
    const nr = SL[x.slope].nr;
    incFacts(x, file, { date: dd, slope: `${x.slope} (Nr. ${nr})`, sev: `Schweregrad: ${SEV[x.sev]}`, amb, aider: `Ersthelfer/in: ${x.aider}` });
    out.push(`## Unfall-Nr. ${x.ref}`, '', `Datum: ${dd}`, `Piste: ${x.slope} (Nr. ${nr})`, `Verletzung: ${x.injS}`, `Schweregrad: ${SEV[x.sev]}`, amb, `Ersthelfer/in: ${x.aider}`, '');
  });
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ latest snow reports: slope open/closed
{
  const file = 'snow/snow-report-2025-03-14.md';
  const out = ['# Càrn Liath snow report — Friday 14 March 2025', '', 'Issued 07:45 by the ski patrol. Base 35 cm, upper slopes 80–120 cm; freezing level 900 m; wind W 20–30 mph.', '', '| Run | Grade | Status | Cover |', '|---|---|---|---|'];
  slopes.filter((x) => x.school === SDN).forEach((x) => {
    const st = x.open ? 'Open' : 'Closed';
    const cover = x.open ? L(Math.round(x.len), ['Complete', 'Complete', 'Good, some worn patches']) : x.lift === 'Headwall Tow' ? 'Lift off for the season' : 'Thin — rocks showing';
    corpus.also(x.name, 'slope', 'open', x.open, 'bool', st, file);
    out.push(`| ${x.name} | ${GRADE_EN[x.grade]} | ${st} | ${cover} |`);
  });
  out.push('', 'Lifts: all running except the Headwall Tow. Next report Saturday 07:45.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'hochjoch/schneebericht-2025-03-14.txt';
  const out = ['SCHNEEBERICHT HOCHJOCH — Freitag, 14.03.2025, 08:00', '', 'Schneehöhe Berg: 145 cm   Tal: 40 cm   Neuschnee 24 h: 5 cm', 'Lawinenwarnstufe: 2 (mäßig)', '', 'Pisten:'];
  slopes.filter((x) => x.school === HJ).forEach((x) => {
    const st = x.open ? 'geöffnet' : 'gesperrt';
    corpus.also(x.name, 'slope', 'open', x.open, 'bool', st, file);
    out.push(`  Nr. ${x.nr}  ${x.name.padEnd(22)} ${st}`);
  });
  out.push('', 'Gamskarlift außer Betrieb (Seilschaden). Talabfahrt bis ins Tal befahrbar.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ mid-season report (a slope and a lift only in sentences)
{
  const file = 'reports/mid-season-report-2025-02.md';
  const b = SL['Burnside Traverse'];
  const w = LF['Wee Carpet'];
  slopeFacts(b, file, { grade: 'blue', len: '640 m long', top: '960 m', bottom: '905 m' });
  liftFacts(w, file, { type: 'magic carpet', cap: '500 people an hour', len: '60-metre', open: 'running every day' });
  corpus.write(file, `# Mid-season report to the board — February 2025

Prepared by Alasdair Mackay, 24 February 2025.

## Snow and terrain

After a thin December the January storms gave the best cover since 2021. The Burnside Traverse, our new blue link from the Liath Chair area back to the car park, opened on 11 January. It is 640 m long and drops from 960 m to 905 m, and is served by the Liath Chair. It has taken pressure off Coire Bàn at the end of the day.

The new Wee Carpet, a 60-metre magic carpet on the nursery area, has been running every day since Christmas. It lifts up to 500 people an hour, roughly twice what the old rope tow managed, and the children's classes now get twice the mileage.

## Lessons and staff

Lesson hours are 14 % up on last season to the end of February. We took on two new instructors in January (see the e-mail of 3 January). The February half-term week was the busiest week we have recorded.

## Safety

Seven first-aid incidents so far this season, two of them serious (see the first-aid log and the reports folder). The Headwall Tow is out for the season, which closes the two black runs it serves.

## Money

Lesson income to 23 February: £148,200 against a budget of £131,000. Hire income £41,650.
`);
}

// ------------------------------------------------------------------ school pages
{
  const s = SCHOOLS[0];
  const file = 'about/strathdearn-snowsports.md';
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'school', attr, value, unit, stated, file);
  F('country', s.country, 'place', 'Scotland');
  F('base', s.base, 'place', s.base);
  F('resort', s.resort, 'place', s.resort);
  F('founded', s.founded, '', `Founded: ${s.founded}`);
  F('director', s.director, 'person', s.director);
  corpus.write(file, `# ${s.name}

Ski and snowboard school at the Càrn Liath ski area, Cairngorms, Scotland.

Office: 14 Grampian Road, Aviemore PH22 1RH
Founded: ${s.founded}
Director: ${s.director}
Ski area: Càrn Liath
Partner school: Skischule Hochjoch, Tyrol (instructor exchange since 2019)
BASI member school: yes

We teach ski, snowboard and telemark from the nursery area to the Headwall.
`);
}
{
  const s = SCHOOLS[1];
  const file = 'hochjoch/ueber-uns.md';
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'school', attr, value, unit, stated, file);
  F('country', s.country, 'place', 'Österreich');
  F('base', s.base, 'place', s.base);
  F('resort', s.resort, 'place', s.resort);
  F('founded', s.founded, '', `Gegründet: ${s.founded}`);
  F('director', s.director, 'person', s.director);
  corpus.write(file, `# ${s.name}

Ihre Skischule im Skigebiet Hochjoch, Tirol.

Anschrift: Dorfstraße 8, 6458 Obergurnau, Österreich
Gegründet: ${s.founded}
Leitung: ${s.director}
Skigebiet: Hochjoch
Partnerschule: Strathdearn Snowsports, Schottland

Ski alpin, Snowboard und Telemark für Kinder und Erwachsene. Mitglied im Tiroler Skilehrerverband.
`);
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `STRATHDEARN SNOWSPORTS — SHARED DRIVE (season 2024/25)
about/        the school
instructors/  profiles, staff cards, roster
lessons/      lesson log, day sheets, weekly counts, invoices
bookings/     groups, SnowBook export, school trips, enquiries
slopes/       run sheets, piste register, 1998 map data
lifts/        lift register, Lochan Chair
snow/         snow reports
hire/         hire stock, boots and helmets, days on hire, size chart
incidents/    first-aid log and reports
staff/        e-mails, minutes, training
reports/      board reports
hochjoch/     partner school in Tyrol (German): Team, Pisten, Lifte, Gruppen, Skipässe, Unterricht, Verleih, Unfälle
admin/        prices, insurance
`);
corpus.write('hire/boot-size-chart.md', `# Boot size chart (hire shop)

Mondopoint is the foot length in cm. Our shells are labelled in UK sizes; convert with MP = UK + 19.

| UK | Mondopoint |
|---|---|
| 4 | 23.0 |
| 5 | 24.0 |
| 6 | 25.0 |
| 7 | 26.0 |
| 8 | 27.0 |
| 9 | 28.0 |
| 10 | 29.0 |
| 11 | 30.0 |

Half sizes: add 0.5. Children's boots (MP 16–22) are kept in the blue crates.
`);
corpus.write('bookings/snowbook-level-codes.md', `# SnowBook — level codes

| Code | Label | Ability band |
|---|---|---|
| L1 | First timer | Beginner |
| L2 | Snowplough | Beginner |
| L3 | Snowplough to parallel | Intermediate |
| L4 | Parallel on blues | Intermediate |
| L5 | Reds and bumps | Advanced |
| L6 | Off-piste | Advanced |

Country codes are ISO 3166 (GB, IE, DE, NL, US …). Party size = adults + children.
`);
corpus.write('admin/lesson-prices-2024-25.md', `# Lesson prices 2024/25 (Strathdearn)

| Lesson | Price |
|---|---|
| Group lesson, 2 hrs, per person | £45 |
| Group lesson, half day (3 hrs), per person | £62 |
| Private, per hour (1–2 people) | £62 |
| Kids club, full day incl. lunch | £85 |
| Telemark taster, 2 hrs | £55 |

Closed groups are priced per hour at £30 plus £9 per head (capped at ten heads). Lift passes not included.
`);
corpus.write('admin/insurance-2024-25.md', `# Insurance 2024/25

| Cover | Insurer | Limit | Premium |
|---|---|---|---|
| Public liability | Hiscox | £10,000,000 | £4,380 |
| Employers' liability | Hiscox | £10,000,000 | £2,115 |
| Hire stock | NFU Mutual | £60,000 | £1,240 |

Claims 2023/24: one, settled at £2,800 (a hire-ski binding failure).
`);
corpus.write('staff/minutes-2025-01-20.md', `# Instructors' meeting — 20 January 2025

Present: Alasdair Mackay (chair), Fiona Grant, Callum MacLeod, Ruaridh Munro, Isla Cameron, Tom Whitaker, Kirsty Ross.

1. Half-term (10–21 February): every instructor on the rota both weeks; no leave.
2. BASI Level 2 training course at Càrn Liath, 3–7 March: Kirsty and Hamish to attend.
3. Radios: channel 3 for lessons, channel 5 for patrol. Six new handsets ordered (£1,140).
4. Exchange with Hochjoch: two instructors to Tyrol in March 2026, two Austrians to us in January 2026.
5. Next meeting 17 February, 17:30, ski school hut.
`);
corpus.write('staff/training-calendar-2025.md', `# Training calendar 2025

- 3–7 March: BASI Alpine Level 2 course (Càrn Liath), 5 days, £595.
- 24–28 March: BASI Snowboard Level 3 module (Hintertux), 5 days, €720.
- 12 April: First aid on the hill refresher, 1 day, £95.
- 14–18 April: Telemark Level 2 (Hochjoch, hosted by Skischule Hochjoch), 5 days, €540.
`);
corpus.write('snow/snow-report-2025-01-10.md', `# Càrn Liath snow report — Friday 10 January 2025

Base 20 cm, upper slopes 60–90 cm after 35 cm fresh on Wednesday. Wind NW 40 mph gusting 60 on the summit; upper lifts on hold until 11:00.
Freezing level 600 m. 8 of 11 runs expected to open. Road from Glenmore gritted; chains advised.
`);
corpus.write('snow/snow-report-2025-02-07.md', `# Càrn Liath snow report — Friday 7 February 2025

Base 45 cm, upper slopes 110–150 cm. Wind SW 15 mph. Freezing level 1,100 m, soft snow by afternoon.
Ten runs open; the Headwall needs a hike (tow on wind hold). Car park full by 09:40 on Saturday last week.
`);
corpus.write('snow/weather-log-feb-2025.csv', delimited(['Date', 'Summit temp (°C)', 'Base temp (°C)', 'Max gust (mph)', 'New snow (cm)'], [
  ['2025-02-01', '-6', '-1', '48', '12'], ['2025-02-02', '-4', '1', '35', '0'], ['2025-02-03', '-8', '-3', '62', '20'],
  ['2025-02-04', '-5', '0', '30', '3'], ['2025-02-05', '-2', '3', '22', '0'], ['2025-02-06', '-1', '4', '18', '0'], ['2025-02-07', '-3', '2', '15', '0'],
]));
corpus.write('hochjoch/preise-skischule-2025.md', `# Preise Skischule Hochjoch, Winter 2024/25

| Kurs | Preis |
|---|---|
| Gruppenkurs Kinder, 4 Tage à 4 Std. | 289,00 € |
| Gruppenkurs Erwachsene, 3 Tage à 2 Std. | 219,00 € |
| Privatstunde (1–2 Personen) | 75,00 € |
| Geschlossene Gruppe, pro Stunde | 42,00 € + 11,00 € pro Person |

Skipässe sind nicht inbegriffen. Kinder unter 6 Jahren: Zwergerlclub 69,00 € pro Tag.
`);
corpus.write('reports/season-report-2023-24.md', `# Season report 2023/24 (summary)

A short season: first lifts on 21 December, last day 7 April. 81 operating days, 12 lost to wind.

- Lessons taught: 2,940 (2022/23: 3,210).
- Instructors employed: 15, of whom 4 at BASI 3 or above.
- First-aid incidents: 14, three serious.
- Hire days: 9,870.

The board approved the magic carpet for the nursery area and a new run from the Liath Chair area for 2024/25.
`);
corpus.write('staff/radio-channels.md', `# Radio channels

| Channel | Use |
|---|---|
| 1 | Lift operations |
| 3 | Ski school lessons |
| 5 | Ski patrol / first aid |
| 7 | Car park and snow gates |

Call sign for the ski school hut: "School base". Battery swap at lunch.
`);

corpus.write('hochjoch/protokoll-teambesprechung-2025-02.md', `# Protokoll Teambesprechung — 3. Februar 2025

Anwesend: Martina Hofer (Leitung), Florian Hauser, Magdalena Steiner, Stefan Eder, Theresa Gruber, Andreas Pichler.

1. Semesterferien (Wien/NÖ ab 3.2., Bayern ab 3.3.): alle Skilehrer eingeteilt, Urlaubssperre bis 9. März.
2. Zwergerlclub: maximal 12 Kinder pro Tag, Betreuung im Kinderland an der Übungswiese.
3. Austausch mit Strathdearn: zwei Kolleginnen aus Schottland im Jänner 2026; wir schicken zwei Skilehrer im März 2026.
4. Neue Skischul-Jacken: 24 Stück bestellt, 3.480,00 € (brutto).
5. Nächste Besprechung: 3. März 2025, 17:00 Uhr, Skischulbüro.
`);
corpus.write('admin/lift-pass-prices-2024-25.md', `# Càrn Liath lift passes 2024/25 (for reference — sold by the ski area, not by us)

| Pass | Adult | Child (6–17) | Concession |
|---|---|---|---|
| Day | £45 | £28 | £36 |
| Half day (from 12:30) | £34 | £21 | £27 |
| 5-day | £190 | £118 | £152 |
| Beginner area only | £15 | £10 | £12 |

Season pass bought before 30 November: £420 adult. School groups: one free teacher pass per eight pupils.
`);
corpus.write('staff/emails/2025-02-06-half-term-rota.eml', `From: Callum MacLeod <callum@strathdearn-snowsports.co.uk>
To: instructors@strathdearn-snowsports.co.uk
Date: Thu, 6 Feb 2025 19:03:51 +0000
Subject: Half-term rota (10-21 Feb)

Evening all,

The half-term rota is on the board in the hut and attached as a PDF. Highlights:

- Meet at 08:45 every day for the line-up; lessons start 09:30 sharp.
- Kids club is full both Mondays. Kirsty and Chloe lead, with one extra pair of hands from 10:00.
- Telemark tasters on Wednesday afternoons (Ruaridh and Mairi).
- Snowboard school groups go to the Sunnyside Tow area first, not the nursery carpet.

If the wind shuts the upper mountain we will run indoor theory in the café from 10:00.

Cheers,
Callum
`);
const stats = corpus.flush(source);
console.log(`skischool: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
