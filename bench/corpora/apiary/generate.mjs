#!/usr/bin/env node
// Apiary corpus (held-out): the shared drive of the "Wye & Arrow Beekeepers' Association" (Herefordshire and the
// Welsh Marches, branches at Hereford, Leominster and Kington), 2025, with its twinned association in Normandy,
// "Abeille Augeronne" (Syndicat apicole du Pays d'Auge, Calvados), whose files are in French. 35 members, 15
// apiaries, 40 hives (colonies), 26 inspections, 16 honey harvests, 12 swarm collections, 8 equipment loans; an
// autumn feeding log and a wide table of monthly varroa drops per apiary.
//   node bench/corpora/apiary/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "apiary-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) members: a membership-register CSV, profile sheets (`Member since`, `Colonies kept`, `Highest BBKA
//     assessment`), a new-members note with another label set (`Joined`, `Number of hives`, `Buddy / mentor`,
//     `Assessments`), an HTML "meet the mentors" table, a FRENCH list of adhérents (`Adhérent depuis`, `Nombre de
//     ruches`, `Parrain / marraine`) and two members only in the April committee minutes (sentences);
// (b) apiaries: a Markdown register (codes AP-01 …, `Alt. (m)`), site sheets with another label set (`Height: 1,150
//     ft above sea level`), the teaching apiary as an HTML infobox (with its hives in a table), a FRENCH page of
//     ruchers (GPS instead of OS grid references) and one only in the minutes;
// (c) hives: a nested JSON export of a hive-tracking app (apiaries BY CODE only, temperament as a score on a scale
//     given once in the header, inspections nested under each colony, varroa as mites over days), a Markdown hive
//     register, hive record cards (`Queen: 2022, yellow dot`, inspections as `Key: value` blocks), the teaching
//     apiary's HTML table and a FRENCH semicolon export (`Dadant`, `douce|nerveuse|agressive`, `marquage`);
// (d) inspections: in the JSON, on the record cards, in two mentoring round-up e-mails (sentences), a FRENCH
//     fiche-de-visite file (`Cadres de couvain`, `Reine vue : oui`, `RAS`, `couvain plâtré`, `4,5 / jour`) and the
//     seasonal bee inspector's letter (sentences);
// (e) harvests: an extraction-log CSV (kg), members' e-mails in lb, a FRENCH table (`21,5 kg`, `17,8 %`) and the
//     October minutes (sentences);
// (f) swarms: a Markdown swarm log (kg), the website's HTML call-out table (lb), the swarm coordinator's e-mail;
// (g) loans: a fixed-width loan book (dd/mm/yyyy, `£25.00`, `nil`) and the equipment officer's e-mail;
// (h) a feeding log exported with a PREAMBLE, SEMICOLONS and DECIMAL COMMAS (syrup in litres, fondant in kg; a
//     hive's total over several rows), a WIDE table of average daily varroa drop per apiary, a column per month,
//     and background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: altitude in metres (`1,150 ft` → × 0.3048); honey and swarm weights in kg (`47
// lb` → × 0.45359237, `21,5 kg` → 21.5); moisture in %; varroa as mites per day (`17 mites over 7 days` → 17 / 7);
// syrup in litres, fondant in kg (sums over the log's rows); deposits in GBP (`nil` → 0); joined and queen years as
// years; dates ISO; French words in English (`colza` = oilseed rape, `trèfle` = clover, `tilleul` = lime, `ronce` =
// bramble, `bruyère` = heather, `châtaignier` = sweet chestnut, `pommiers` = apple blossom, `douce` = calm,
// `nerveuse` = nervous, `agressive` = defensive, `vert` = green, `rouge` = red, `jaune` = yellow, `bleu` = blue,
// `noire` = native black bee, `couvain plâtré` = Chalkbrood, `virus des ailes déformées` = DWV, `RAS` = None,
// `printemps` = spring, `été` = summer, `bruyère` = heather).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, htmlInfoboxPage, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('apiary-v1');
const LB = 0.45359237;
const FT = 0.3048;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const fr = (x, d) => Number(x).toFixed(d).replace('.', ',');
const pad = (n, w = 2) => String(n).padStart(w, '0');
const dmy = (iso) => iso.split('-').reverse().join('/');

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (feeding log, varroa table). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);
const F = (entity, type, file) => (attr, value, unit, stated) => corpus.fact(entity, type, attr, value, unit, stated, file);

// ------------------------------------------------------------------ members
// [name, branch, village, joined, hives kept, mentor, training level]
const MEMBERS = [
  ['Gwen Pritchard', 'Kington', 'Huntington', 2004, 9, null, 'Module 8'],
  ['Margaret Ince', 'Hereford', 'Mordiford', 1991, 6, null, 'Module 5'],
  ['Nigel Probert', 'Leominster', 'Yarpole', 2001, 11, null, 'Module 7'],
  ['Elspeth Carey', 'Leominster', 'Eardisland', 2008, 8, null, 'Module 4'],
  ['Fiona Maddox', 'Hereford', 'Fownhope', 2011, 6, null, 'Module 5'],
  ['Alun Vaughan', 'Hereford', 'Bodenham', 1998, 14, null, 'Module 6'],
  ['Derek Mapp', 'Hereford', 'Wellington', 2009, 7, null, 'Basic'],
  ['Peter Ashdown', 'Kington', 'Kinnersley', 2006, 10, null, 'Module 6'],
  ['Owen Jenkins', 'Hereford', 'Credenhill', 2018, 5, 'Margaret Ince', 'Module 3'],
  ['Huw Lloyd', 'Kington', 'Presteigne', 2016, 4, 'Gwen Pritchard', 'Module 2'],
  ['Rosie Hartland', 'Hereford', 'Garway', 2012, 5, 'Alun Vaughan', 'Module 3'],
  ['Tom Bevan', 'Kington', 'Kington', 2019, 3, 'Gwen Pritchard', 'Module 1'],
  ['Priya Shah', 'Hereford', 'Hereford', 2022, 2, 'Rosie Hartland', 'Basic'],
  ['Callum Reid', 'Hereford', 'Hereford', 2023, 1, 'Derek Mapp', 'None'],
  ['Sian Morgan', 'Hereford', 'Holme Lacy', 2017, 3, 'Margaret Ince', 'Module 1'],
  ['Will Tranter', 'Kington', 'Presteigne', 2020, 2, 'Huw Lloyd', 'Basic'],
  ['Bridget Foley', 'Leominster', 'Leominster', 2014, 4, 'Alun Vaughan', 'Module 2'],
  ['Hannah Whitlock', 'Leominster', 'Orleton', 2021, 2, 'Nigel Probert', 'Basic'],
  ['Kieran Doyle', 'Hereford', 'Fownhope', 2022, 1, 'Fiona Maddox', 'Basic'],
  ['Ann Skyrme', 'Leominster', 'Pembridge', 1996, 3, null, 'Basic'],
  ['Dilys Watkins', 'Leominster', 'Dilwyn', 2013, 4, 'Elspeth Carey', 'Module 2'],
  ['Jonah Pugh', 'Leominster', 'Eardisland', 2024, 1, 'Elspeth Carey', 'None'],
  ['Amy Clee', 'Kington', 'Lyonshall', 2024, 1, 'Peter Ashdown', 'None'],
  ['Lucy Garland', 'Hereford', 'Clehonger', 2025, 1, 'Owen Jenkins', 'None'],
  ['Robert Ashby', 'Kington', 'Kington', 2025, 2, 'Gwen Pritchard', 'None'],
  ['Martin Hoskins', 'Hereford', 'Lugwardine', 2025, 0, 'Margaret Ince', 'None'],
  ['Ffion Rees', 'Kington', 'Gladestry', 2025, 1, 'Huw Lloyd', 'None'],
  ['Ray Gittins', 'Leominster', 'Kingsland', 2025, 1, 'Nigel Probert', 'None'],
  ['Joan Powell', 'Leominster', 'Weobley', 2025, 2, 'Derek Mapp', 'None'],
  ['Étienne Lefèvre', "Pays d'Auge", 'Cambremer', 2003, 22, null, null],
  ['Marie Duval', "Pays d'Auge", 'Lisieux', 2010, 8, 'Étienne Lefèvre', null],
  ['Thierry Bouvier', "Pays d'Auge", 'Livarot', 2015, 6, 'Étienne Lefèvre', null],
  ['Camille Hébert', "Pays d'Auge", 'Lisieux', 2021, 3, 'Marie Duval', null],
  ['Jean-Luc Marais', "Pays d'Auge", 'Livarot', 1999, 30, null, null],
  ['Solène Girard', "Pays d'Auge", 'Cambremer', 2024, 2, 'Thierry Bouvier', null],
].map(([name, branch, village, joined, hives, mentor, level], i) => ({ name, branch, village, joined, hives, mentor, level, no: `WA-${pad(101 + i * 7, 4)}` }));
const M = Object.fromEntries(MEMBERS.map((m) => [m.name, m]));

function memberFacts(m, file, s) {
  const f = F(m.name, 'member', file);
  f('branch', m.branch, 'place', s.branch);
  f('village', m.village, 'place', s.village);
  f('joined', m.joined, '', s.joined);
  f('hives_kept', m.hives, '', s.hives);
  if (m.mentor) f('mentor', m.mentor, 'person', m.mentor);
  if (m.level) f('training_level', m.level, 'text', s.level);
}

// (a1) mentors page (HTML table)
{
  const file = 'members/mentors.html';
  const names = ['Gwen Pritchard', 'Margaret Ince', 'Nigel Probert', 'Elspeth Carey', 'Fiona Maddox'];
  const rows = names.map((n) => {
    const m = M[n];
    memberFacts(m, file, { branch: m.branch, village: m.village, joined: String(m.joined), hives: `${m.hives} colonies`, level: m.level });
    return `    <tr><td>${esc(m.name)}</td><td>${esc(m.branch)}</td><td>${esc(m.village)}</td><td>${m.joined}</td><td>${m.hives} colonies</td><td>${esc(m.level)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Meet the mentors — Wye &amp; Arrow BKA</title></head>
<body>
<h1>Meet the mentors</h1>
<p>Every new member is paired with an experienced beekeeper for their first two seasons. Our senior mentors:</p>
<table>
  <thead><tr><th>Mentor</th><th>Branch</th><th>Lives at</th><th>Keeping bees with us since</th><th>Currently running</th><th>BBKA assessments</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Mentors are not paid; please offer petrol money for apiary visits beyond 10 miles.</p>
</body></html>
`);
}

// (a2) profile sheets, label set 1
['Alun Vaughan', 'Derek Mapp', 'Peter Ashdown', 'Owen Jenkins', 'Huw Lloyd', 'Rosie Hartland'].forEach((n, k) => {
  const m = M[n];
  const file = `members/profiles/${slug(n)}.md`;
  const s = {
    branch: `Branch: ${m.branch}`, village: `Lives in: ${m.village}`, joined: `Member since: ${m.joined}`,
    hives: `Colonies kept: ${m.hives}`, level: `Highest BBKA assessment: ${m.level}`,
  };
  memberFacts(m, file, s);
  const extra = [
    'Runs the spring swarm-control demonstration at Dinmore every May.',
    'Happy to lend a spare nuc box; ask before the end of April.',
    'Looks after the walled-garden bees for the Kinnersley estate.',
    'Manages the Credenhill teaching apiary and the beginners\' course.',
    'Branch contact for the Radnorshire side of the border.',
    'Sells honey at the Hereford Butter Market on alternate Saturdays.',
  ][k];
  corpus.write(file, [
    `# Member profile — ${n}`, '',
    `Membership no.: ${m.no}`, s.branch, s.village, s.joined, s.hives,
    `Mentor: ${m.mentor ?? '— (experienced keeper)'}`, s.level, '',
    extra, '',
  ].join('\n'));
});

// (a3) the membership register CSV
{
  const file = 'members/membership-register-2025.csv';
  const names = ['Tom Bevan', 'Priya Shah', 'Callum Reid', 'Sian Morgan', 'Will Tranter', 'Bridget Foley', 'Hannah Whitlock', 'Kieran Doyle', 'Ann Skyrme', 'Dilys Watkins', 'Jonah Pugh', 'Amy Clee'];
  const rows = names.map((n) => {
    const m = M[n];
    const level = m.level === 'None' ? 'none yet' : m.level;
    memberFacts(m, file, { branch: m.branch, village: m.village, joined: String(m.joined), hives: '', level });
    return [m.no, m.name, m.branch, m.village, m.joined, m.hives, m.mentor ?? '', level, 'Paid'];
  });
  corpus.write(file, delimited(['Member no.', 'Name', 'Branch', 'Village', 'Joined', 'Colonies', 'Mentor', 'BBKA level', 'Subs 2025'], rows));
}

// (a4) new members note, label set 2
{
  const file = 'members/new-members-2025.md';
  const when = { 'Lucy Garland': 'March 2025', 'Robert Ashby': 'February 2025', 'Martin Hoskins': 'May 2025', 'Ffion Rees': 'January 2025' };
  const hivesTxt = { 'Lucy Garland': '1 (a nuc from the teaching apiary)', 'Robert Ashby': '2', 'Martin Hoskins': '0 — on the swarm list for his first colony', 'Ffion Rees': '1' };
  const out = ['# New members 2025', '', 'Welcome to everyone who joined this year. Mentors: please make contact within a fortnight.', ''];
  for (const n of Object.keys(when)) {
    const m = M[n];
    const s = {
      branch: `Home branch: ${m.branch}`, village: `Village: ${m.village}`, joined: `Joined: ${when[n]}`, hives: `Number of hives: ${hivesTxt[n]}`,
      level: 'Assessments: none yet',
    };
    memberFacts(m, file, s);
    out.push(`## ${n}`, '', `- ${s.joined}`, `- ${s.village}`, `- ${s.branch}`, `- ${s.hives}`, `- Buddy / mentor: ${m.mentor}`, `- ${s.level}`, '');
  }
  corpus.write(file, out.join('\n'));
}

// (a5) French members (adhérents)
{
  const file = 'pays-d-auge/adherents-2025.md';
  const out = ['# Abeille Augeronne — liste des adhérents 2025', '', 'Syndicat apicole du Pays d\'Auge, jumelé avec la Wye & Arrow Beekeepers\' Association depuis 2009.', ''];
  for (const m of MEMBERS.filter((x) => x.branch === "Pays d'Auge")) {
    const s = { branch: '', village: `Commune : ${m.village}`, joined: `Adhérent depuis : ${m.joined}`, hives: `Nombre de ruches : ${m.hives}`, level: '' };
    memberFacts(m, file, s);
    out.push(`## ${m.name}`, '', s.joined, s.village, s.hives, `Parrain / marraine : ${m.mentor ?? '—'}`, '');
  }
  out.push('Cotisation 2025 : 28 € (assurance comprise).', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ apiaries
// [code, name, owner, grid, altitude stated as {m} or {ft}, forage, county]
const APIARIES = [
  ['AP-01', 'Dinmore Hill Orchard', 'Alun Vaughan', 'SO 5080 5120', { m: 160 }, ['apple blossom', 'oilseed rape', 'bramble'], 'Herefordshire'],
  ['AP-02', 'Brilley Mountain', 'Gwen Pritchard', 'SO 2690 4930', { m: 340 }, ['heather', 'bilberry', 'bramble', 'clover'], 'Herefordshire'],
  ['AP-03', 'Lugg Meadows', 'Margaret Ince', 'SO 5290 4130', { m: 55 }, ['clover', 'willow', 'Himalayan balsam'], 'Herefordshire'],
  ['AP-04', 'Bircher Common', 'Nigel Probert', 'SO 4680 6610', { m: 290 }, ['heather', 'gorse', 'bramble'], 'Herefordshire'],
  ['AP-05', 'Wellington Gravel Pits', 'Derek Mapp', 'SO 4930 4790', { m: 75 }, ['willow', 'oilseed rape', 'bramble'], 'Herefordshire'],
  ['AP-06', 'Gladestry Court Farm', 'Gwen Pritchard', 'SO 2330 5510', { ft: 1150 }, ['heather', 'bilberry', 'clover'], 'Powys'],
  ['AP-07', 'Kinnersley Walled Garden', 'Peter Ashdown', 'SO 3460 4960', { ft: 310 }, ['lime', 'borage', 'lavender', 'clover'], 'Herefordshire'],
  ['AP-08', 'Eardisland Riverside', 'Elspeth Carey', 'SO 4200 5850', { m: 85 }, ['lime', 'Himalayan balsam', 'clover'], 'Herefordshire'],
  ['AP-09', 'Haugh Wood', 'Fiona Maddox', 'SO 5900 3650', { ft: 560 }, ['sweet chestnut', 'bramble', 'lime'], 'Herefordshire'],
  ['AP-10', 'Credenhill Teaching Apiary', 'Owen Jenkins', 'SO 4510 4390', { m: 110 }, ['oilseed rape', 'clover', 'bramble', 'phacelia'], 'Herefordshire'],
  ['AP-11', 'Presteigne Allotments', 'Huw Lloyd', 'SO 3150 6440', { m: 150 }, ['apple blossom', 'borage', 'phacelia'], 'Powys'],
  ['AP-12', 'Garway Hill', 'Rosie Hartland', 'SO 4370 2510', { m: 366 }, ['heather', 'bramble', 'bilberry'], 'Herefordshire'],
  ['R-01', 'Rucher du Verger', 'Étienne Lefèvre', '49.1520 N, 0.0450 E', { m: 120 }, ['apple blossom', 'oilseed rape', 'clover'], 'Calvados'],
  ['R-02', 'Rucher de la Touques', 'Marie Duval', '49.1450 N, 0.2270 E', { m: 50 }, ['lime', 'bramble', 'clover'], 'Calvados'],
  ['R-03', 'Rucher des Landes', 'Jean-Luc Marais', '49.0060 N, 0.1500 E', { m: 180 }, ['heather', 'sweet chestnut', 'bramble'], 'Calvados'],
].map(([code, name, owner, grid, alt, forage, county]) => ({ code, name, owner, grid, alt, altM: alt.m ?? r4(alt.ft * FT), forage, county }));
const A = Object.fromEntries(APIARIES.map((a) => [a.code, a]));
const FORAGE_FR = { 'apple blossom': 'pommiers', 'oilseed rape': 'colza', clover: 'trèfle', lime: 'tilleul', bramble: 'ronce', heather: 'bruyère', 'sweet chestnut': 'châtaignier' };

function apiaryFacts(a, file, s) {
  const f = F(a.name, 'apiary', file);
  f('code', a.code, 'text', a.code);
  f('owner', a.owner, 'person', s.owner ?? a.owner);
  f('grid_ref', a.grid, 'text', a.grid);
  f('altitude', a.altM, 'm', s.alt);
  f('forage', a.forage, 'list', s.forage);
  f('county', a.county, 'place', s.county);
}

// (b1) the apiary register (Markdown table)
{
  const file = 'apiaries/apiary-register.md';
  const codes = ['AP-01', 'AP-02', 'AP-03', 'AP-04', 'AP-05', 'AP-08', 'AP-11'];
  const out = ['# Registered apiaries (BeeBase numbers on file with the secretary)', '', 'Out-apiaries and home apiaries of members who keep bees on association-insured sites. Altitudes from the OS map.', '',
    '| Code | Apiary | Keeper | OS grid ref | Alt. (m) | Main forage | County |', '|---|---|---|---|---|---|---|'];
  for (const c of codes) {
    const a = A[c];
    const forage = a.forage.join(', ');
    apiaryFacts(a, file, { alt: `| ${a.altM} |`, forage, county: a.county });
    out.push(`| ${a.code} | ${a.name} | ${a.owner} | ${a.grid} | ${a.altM} | ${forage} | ${a.county} |`);
  }
  out.push('', 'Sites above 300 m: move supers on by mid-July for the heather.', '');
  corpus.write(file, out.join('\n'));
}

// (b2) site sheets, label set 2 (altitude in feet)
['AP-06', 'AP-07', 'AP-09'].forEach((c, k) => {
  const a = A[c];
  const file = `apiaries/sites/${slug(a.name)}.md`;
  const forage = a.forage.length === 3 ? `${a.forage[0]}, ${a.forage[1]} and ${a.forage[2]}` : `${a.forage.slice(0, -1).join(', ')} and ${a.forage.at(-1)}`;
  const county = c === 'AP-06' ? 'Powys (Radnorshire)' : 'Herefordshire';
  const s = { alt: `Height: ${a.alt.ft.toLocaleString('en-GB')} ft above sea level`, forage: `Forage: ${forage}`, county: `County: ${county}` };
  apiaryFacts(a, file, s);
  corpus.write(file, [
    `# Apiary sheet — ${a.name}`, '',
    `Apiary code: ${a.code}`, `Site: ${a.name}`, `Beekeeper: ${a.owner}`, `Grid reference: ${a.grid}`, s.alt, s.forage, s.county,
    `Access: ${['farm track, 4x4 in winter', 'through the estate yard; key from the lodge', 'Forestry England gate, code from Fiona'][k]}`, '',
    ['Exposed to the west; hives strapped down from October.', 'Sheltered by the old garden walls; very early build-up.', 'Woodland clearing; watch for badger damage.'][k], '',
  ].join('\n'));
});

// ------------------------------------------------------------------ hives
// [code, apiary code, type, queen year, mark ('' = unmarked), temper, strain, status]
const COLOUR = { 2021: 'white', 2022: 'yellow', 2023: 'red', 2024: 'green', 2025: 'blue' };
const HIVES = [
  ['H-001', 'AP-01', 'National', 2024, 1, 'calm', 'Buckfast', 'Active'],
  ['H-002', 'AP-01', 'National', 2023, 1, 'calm', 'Buckfast', 'Active'],
  ['H-003', 'AP-01', 'Langstroth', 2024, 1, 'nervous', 'Carniolan', 'Active'],
  ['H-004', 'AP-01', 'National', 2022, 1, 'defensive', 'local', 'Active'],
  ['H-010', 'AP-03', 'WBC', 2023, 1, 'calm', 'native black bee', 'Active'],
  ['H-011', 'AP-03', 'National', 2024, 0, 'calm', 'local', 'Active'],
  ['H-012', 'AP-03', 'National', 2025, 1, 'nervous', 'local', 'Active'],
  ['H-014', 'AP-04', 'National', 2024, 1, 'calm', 'native black bee', 'Active'],
  ['H-015', 'AP-04', 'National', 2021, 1, 'defensive', 'local', 'Active'],
  ['H-016', 'AP-04', 'National', 2023, 1, 'calm', 'Buckfast', 'Dead out'],
  ['H-017', 'AP-04', 'Langstroth', 2025, 1, 'calm', 'local', 'Active'],
  ['H-019', 'AP-05', 'National', 2024, 1, 'nervous', 'local', 'Active'],
  ['H-020', 'AP-05', 'WBC', 2022, 1, 'calm', 'local', 'Active'],
  ['H-021', 'AP-05', 'National', 2025, 1, 'calm', 'local', 'Active'],
  ['H-005', 'AP-02', 'National', 2023, 1, 'calm', 'native black bee', 'Active'],
  ['H-006', 'AP-02', 'National', 2024, 1, 'nervous', 'native black bee', 'Active'],
  ['H-007', 'AP-02', 'WBC', 2022, 1, 'calm', 'local', 'Dead out'],
  ['H-008', 'AP-06', 'National', 2024, 1, 'calm', 'native black bee', 'Active'],
  ['H-009', 'AP-06', 'National', 2025, 1, 'defensive', 'local', 'Active'],
  ['H-030', 'AP-11', 'WBC', 2024, 1, 'calm', 'Buckfast', 'Active'],
  ['H-031', 'AP-11', 'National', 2023, 1, 'nervous', 'local', 'Active'],
  ['H-032', 'AP-11', 'National', 2022, 1, 'calm', 'Buckfast', 'Destroyed'],
  ['H-024', 'AP-07', 'WBC', 2024, 1, 'calm', 'Buckfast', 'Active'],
  ['H-025', 'AP-07', 'Langstroth', 2023, 1, 'calm', 'Carniolan', 'Active'],
  ['H-022', 'AP-07', 'National', 2022, 1, 'nervous', 'Buckfast', 'Active'],
  ['H-026', 'AP-08', 'National', 2024, 1, 'calm', 'local', 'Active'],
  ['H-027', 'AP-08', 'WBC', 2023, 0, 'defensive', 'local', 'Active'],
  ['H-028', 'AP-09', 'National', 2024, 1, 'calm', 'Buckfast', 'Active'],
  ['H-029', 'AP-09', 'Langstroth', 2021, 1, 'nervous', 'Carniolan', 'Active'],
  ['H-033', 'AP-12', 'National', 2025, 1, 'calm', 'local', 'Active'],
  ['H-035', 'AP-10', 'National', 2024, 1, 'calm', 'Buckfast', 'Active'],
  ['H-036', 'AP-10', 'National', 2023, 1, 'calm', 'Buckfast', 'Active'],
  ['H-037', 'AP-10', 'WBC', 2025, 1, 'calm', 'local', 'Active'],
  ['H-038', 'AP-10', 'National', 2025, 0, 'nervous', 'local', 'Active'],
  ['PA-01', 'R-01', 'Dadant', 2024, 1, 'calm', 'Buckfast', 'Active'],
  ['PA-02', 'R-01', 'Dadant', 2023, 1, 'calm', 'Buckfast', 'Active'],
  ['PA-03', 'R-02', 'Dadant', 2022, 1, 'nervous', 'native black bee', 'Active'],
  ['PA-04', 'R-02', 'Langstroth', 2024, 1, 'calm', 'Buckfast', 'Active'],
  ['PA-05', 'R-03', 'Dadant', 2025, 1, 'defensive', 'native black bee', 'Active'],
  ['PA-06', 'R-03', 'Dadant', 2024, 1, 'calm', 'native black bee', 'Active'],
].map(([code, ap, type, qy, marked, temper, strain, status]) => ({ code, ap, type, qy, mark: marked ? COLOUR[qy] : 'unmarked', temper, strain, status }));
const H = Object.fromEntries(HIVES.map((h) => [h.code, h]));

function hiveFacts(h, file, s) {
  const f = F(h.code, 'hive', file);
  f('apiary', A[h.ap].name, 'place', s.apiary);
  f('type', h.type, 'text', s.type);
  f('queen_year', h.qy, '', s.qy);
  f('queen_mark', h.mark, 'text', s.mark);
  f('temper', h.temper, 'text', s.temper);
  f('strain', h.strain, 'text', s.strain);
  f('status', h.status, 'text', s.status);
}

// ------------------------------------------------------------------ inspections
// [ref, date, hive, inspector, brood frames, varroa {c: count, d: days} or {v: per day}, queen seen, queen cells, disease]
const INSPECTIONS = [
  ['INS-25-001', '2025-04-12', 'H-001', 'Alun Vaughan', 5, { c: 6, d: 7 }, true, 0, 'None'],
  ['INS-25-002', '2025-04-12', 'H-002', 'Alun Vaughan', 6, { c: 8, d: 7 }, true, 0, 'None'],
  ['INS-25-003', '2025-04-19', 'H-022', 'Peter Ashdown', 4, { v: 2.0 }, false, 0, 'Chalkbrood'],
  ['INS-25-004', '2025-04-26', 'H-005', 'Tom Bevan', 6, { c: 4, d: 7 }, true, 0, 'None'],
  ['INS-25-005', '2025-05-03', 'H-010', 'Margaret Ince', 7, { c: 10, d: 7 }, true, 2, 'None'],
  ['INS-25-006', '2025-05-03', 'H-014', 'Nigel Probert', 8, { c: 9, d: 10 }, true, 0, 'None'],
  ['INS-25-007', '2025-05-10', 'H-026', 'Jonah Pugh', 7, { v: 2.6 }, false, 4, 'None'],
  ['INS-25-008', '2025-05-10', 'H-030', 'Will Tranter', 6, { c: 9, d: 7 }, true, 0, 'Chalkbrood'],
  ['INS-25-009', '2025-05-17', 'H-015', 'Hannah Whitlock', 9, { c: 22, d: 7 }, false, 6, 'None'],
  ['INS-25-010', '2025-05-17', 'H-027', 'Elspeth Carey', 5, { v: 4.2 }, true, 0, 'Sacbrood'],
  ['INS-25-011', '2025-05-24', 'H-008', 'Robert Ashby', 8, { c: 12, d: 7 }, true, 3, 'None'],
  ['INS-25-012', '2025-05-31', 'H-019', 'Callum Reid', 6, { c: 15, d: 7 }, true, 0, 'Chalkbrood'],
  ['INS-25-013', '2025-06-07', 'H-022', 'Peter Ashdown', 7, { v: 5.6 }, true, 0, 'None'],
  ['INS-25-014', '2025-06-07', 'H-028', 'Kieran Doyle', 9, { v: 3.8 }, true, 1, 'None'],
  ['INS-25-015', '2025-06-14', 'H-003', 'Alun Vaughan', 8, { c: 45, d: 7 }, false, 0, 'None'],
  ['INS-25-016', '2025-06-21', 'H-029', 'Fiona Maddox', 4, { v: 7.9 }, true, 0, 'DWV'],
  ['INS-25-017', '2025-06-28', 'H-024', 'Amy Clee', 8, { c: 20, d: 7 }, true, 0, 'None'],
  ['INS-25-018', '2025-07-05', 'H-020', 'Derek Mapp', 7, { c: 34, d: 4 }, true, 0, 'DWV'],
  ['INS-25-019', '2025-07-05', 'H-031', 'Huw Lloyd', 6, { c: 31, d: 7 }, false, 2, 'None'],
  ['INS-25-020', '2025-06-03', 'PA-01', 'Étienne Lefèvre', 8, { v: 1.5 }, true, 0, 'None'],
  ['INS-25-021', '2025-07-12', 'H-033', 'Rosie Hartland', 5, { v: 1.0 }, true, 0, 'None'],
  ['INS-25-022', '2025-06-03', 'PA-02', 'Marie Duval', 7, { v: 4.5 }, true, 3, 'Chalkbrood'],
  ['INS-25-023', '2025-06-10', 'PA-04', 'Camille Hébert', 6, { v: 2.3 }, false, 0, 'None'],
  ['INS-25-024', '2025-07-08', 'H-032', 'Sarah Beddoes', 6, { v: 3 }, false, 0, 'EFB'],
  ['INS-25-025', '2025-07-15', 'PA-05', 'Jean-Luc Marais', 5, { v: 9.2 }, true, 0, 'DWV'],
  ['INS-25-026', '2025-07-08', 'H-036', 'Sarah Beddoes', 8, { v: 1.9 }, true, 0, 'None'],
].map(([ref, date, hive, by, brood, vr, qs, qc, disease]) => ({ ref, date, hive, by, brood, vr, vpd: vr.v ?? r4(vr.c / vr.d), qs, qc, disease }));
const INS = Object.fromEntries(INSPECTIONS.map((i) => [i.ref, i]));
const insOf = (hive) => INSPECTIONS.filter((i) => i.hive === hive);

function inspFacts(i, file, s) {
  const f = F(i.ref, 'inspection', file);
  f('date', i.date, 'date', s.date);
  f('hive', i.hive, 'text', i.hive);
  f('inspector', i.by, 'person', i.by);
  f('brood_frames', i.brood, '', s.brood);
  f('varroa_per_day', i.vpd, 'mites/day', s.varroa);
  f('queen_seen', i.qs, 'bool', s.qs);
  f('queen_cells', i.qc, '', s.qc);
  f('disease', i.disease, 'text', s.disease);
}

// (c1) the BeeTrack JSON export: apiaries by code only, temperament as a score, inspections nested
{
  const file = 'hives/beetrack-export-2025-10-31.json';
  const SCORE = { calm: 1, nervous: 2, defensive: 3 };
  const byAp = new Map();
  for (const h of HIVES.slice(0, 14)) {
    if (!byAp.has(h.ap)) byAp.set(h.ap, []);
    const col = {
      id: h.code,
      hive: { type: h.type.toUpperCase(), boxes: r.int(2, 4) },
      queen: { year: h.qy, mark: h.mark === 'unmarked' ? null : h.mark, clipped: r.chance(0.5) },
      temperament: { score: SCORE[h.temper] },
      strain: h.strain,
      status: h.status === 'Dead out' ? 'dead_out' : 'active',
      inspections: insOf(h.code).map((i) => {
        inspFacts(i, file, { date: i.date, brood: `"frames": ${i.brood}`, varroa: `"mites": ${i.vr.c}`, qs: `"queen_seen": ${i.qs}`, qc: `"queen_cells": ${i.qc}`, disease: i.disease === 'None' ? '' : i.disease === 'DWV' ? 'DWV' : i.disease.toLowerCase() });
        return { ref: i.ref, date: i.date, by: i.by, brood: { frames: i.brood }, varroa: { mites: i.vr.c, days: i.vr.d }, queen_seen: i.qs, queen_cells: i.qc, disease: i.disease === 'None' ? null : i.disease === 'DWV' ? 'DWV' : i.disease.toLowerCase() };
      }),
    };
    hiveFacts(h, file, {
      apiary: h.ap, type: h.type.toUpperCase(), qy: `"year": ${h.qy}`, mark: h.mark === 'unmarked' ? '"mark": null' : `"mark": "${h.mark}"`,
      temper: `"score": ${SCORE[h.temper]}`, strain: h.strain, status: h.status === 'Dead out' ? 'dead_out' : 'active',
    });
    byAp.get(h.ap).push(col);
  }
  const doc = {
    export: { app: 'BeeTrack', version: '4.2.1', generated: '2025-10-31T09:14:00Z', account: 'Wye & Arrow BKA (shared apiaries)' },
    scales: { temperament: { 1: 'calm', 2: 'nervous', 3: 'defensive' }, varroa: 'natural drop on the floor insert: mites counted over days' },
    apiaries: [...byAp].map(([code, colonies]) => ({ apiary_code: code, colonies })),
  };
  corpus.write(file, JSON.stringify(doc, null, 2) + '\n');
}

// (c2) Markdown hive register (Kington branch and the border)
{
  const file = 'hives/hive-register-kington-and-border.md';
  const codes = ['H-005', 'H-006', 'H-007', 'H-008', 'H-009', 'H-030', 'H-031', 'H-032', 'H-024', 'H-025'];
  const out = ['# Hive register — Kington branch and the border sites', '', 'Updated after the October apiary meeting. Queen years with the international colour (white 1/6, yellow 2/7, red 3/8, green 4/9, blue 5/0).', '',
    '| Hive | Apiary | Type | Queen | Temper | Strain | Status |', '|---|---|---|---|---|---|---|'];
  for (const c of codes) {
    const h = H[c];
    const queen = h.mark === 'unmarked' ? `${h.qy} (unmarked)` : `${h.qy} (${h.mark})`;
    const status = h.status === 'Destroyed' ? 'Destroyed (EFB, July)' : h.status;
    hiveFacts(h, file, { apiary: A[h.ap].name, type: h.type, qy: queen, mark: queen, temper: h.temper, strain: h.strain, status });
    out.push(`| ${h.code} | ${A[h.ap].name} | ${h.type} | ${queen} | ${h.temper} | ${h.strain} | ${status} |`);
  }
  out.push('', 'H-007 died out over the winter (isolation starvation); the WBC is being scorched and re-used.', '');
  corpus.write(file, out.join('\n'));
}

// (c3) hive record cards, with their inspections as Key: value blocks
['H-022', 'H-026', 'H-027', 'H-028', 'H-029', 'H-033'].forEach((c, k) => {
  const h = H[c];
  const a = A[h.ap];
  const file = `hives/record-cards/${c.toLowerCase()}.md`;
  const short = k % 2 === 1;
  const queen = h.mark === 'unmarked' ? `${h.qy}, not marked` : `${h.qy}, ${h.mark} dot`;
  const temper = { calm: 'calm — no veil needed on a good day', nervous: 'nervous — runny on the combs', defensive: 'defensive — full suit, follows you' }[h.temper];
  hiveFacts(h, file, { apiary: a.name, type: h.type, qy: queen, mark: queen, temper, strain: h.strain, status: h.status });
  const out = [`HIVE RECORD CARD — ${c}`, '', `Apiary: ${a.name} (${a.code})`, `Hive type: ${h.type}`, `Queen: ${queen}`, `Temper: ${temper}`, `Strain: ${h.strain}`, `Status: ${h.status}`, '', 'Inspections 2025', '----------------', ''];
  for (const i of insOf(c)) {
    const date = fmtDate(i.date, short ? 'short' : 'long');
    const varroa = `${i.vr.v.toFixed(1)} /day`;
    const qs = short ? (i.qs ? 'Y' : 'N') : i.qs ? 'seen' : 'not seen (eggs present)';
    const qc = i.qc ? (short ? `${i.qc} sealed` : `${i.qc} (charged)`) : 'none';
    const disease = i.disease === 'None' ? (short ? 'nil' : 'none seen') : i.disease === 'DWV' ? 'deformed wing virus (DWV) — a few crumpled wings' : `${i.disease.toLowerCase()} (a few mummies on the floor)`;
    inspFacts(i, file, { date, brood: short ? `BIAS on ${i.brood} frames` : `Brood: ${i.brood} frames`, varroa, qs: short ? `QS: ${qs}` : `Queen: ${qs}`, qc: short ? `QCs: ${qc}` : `Queen cells: ${qc}`, disease });
    out.push(`Ref: ${i.ref}`, `Date: ${date}`, `Inspected by: ${i.by}`);
    if (short) out.push(`Brood: BIAS on ${i.brood} frames`, `Varroa board: ${varroa}`, `QS: ${qs}`, `QCs: ${qc}`, `Health: ${disease}`);
    else out.push(`Brood: ${i.brood} frames`, `Varroa (natural drop): ${varroa}`, `Queen: ${qs}`, `Queen cells: ${qc}`, `Disease: ${disease}`);
    out.push('');
  }
  out.push(['Requeen from the Dinmore stock next spring.', 'Added a super on 20 May.', 'Temper improving since the July requeen attempt failed — keep an eye.', 'Strong colony; candidate for the bait-hive split.', 'Treated with Apivar 1 August – 12 October.', 'Hived from swarm SW-25-05 in May.'][k], '');
  corpus.write(file, out.join('\n'));
});

// (c4) the teaching apiary: HTML infobox with the hive table underneath
{
  const a = A['AP-10'];
  const file = 'apiaries/credenhill-teaching-apiary.html';
  apiaryFacts(a, file, { alt: `${a.altM} m`, forage: a.forage.join(', '), county: 'Herefordshire', owner: a.owner });
  const rows = ['H-035', 'H-036', 'H-037', 'H-038'].map((c) => {
    const h = H[c];
    const queen = h.mark === 'unmarked' ? `${h.qy} · unmarked` : `${h.qy} · ${h.mark}`;
    hiveFacts(h, file, { apiary: a.name, type: h.type, qy: queen, mark: queen, temper: h.temper, strain: h.strain, status: h.status });
    return `      <tr><td>${h.code}</td><td>${h.type}</td><td>${esc(queen)}</td><td>${h.temper}</td><td>${h.strain}</td><td>${h.status}</td></tr>`;
  });
  const page = htmlInfoboxPage({
    title: a.name,
    sections: [
      { heading: 'Apiary', rows: [['Code', a.code], ['Apiary manager', a.owner], ['Grid ref', a.grid], ['Altitude', `${a.altM} m`], ['Forage', a.forage.join(', ')], ['County', 'Herefordshire']] },
      { heading: 'Teaching', rows: [['Beginners\' course', 'April–June, Saturdays 10:00'], ['Suits available', '14']] },
    ],
    lead: ['The association\'s teaching apiary sits behind the village hall at Credenhill. Visits only with the apiary manager.'],
  });
  const table = `  <h2>Colonies at the teaching apiary</h2>
  <table class="hives">
    <thead><tr><th>Hive</th><th>Type</th><th>Queen</th><th>Temper</th><th>Strain</th><th>Status</th></tr></thead>
    <tbody>
${rows.join('\n')}
    </tbody>
  </table>
`;
  corpus.write(file, page.replace('</div>\n</body>', `${table}</div>\n</body>`));
}

// (c5) French hive export (semicolon CSV)
{
  const file = 'pays-d-auge/ruches-2025.csv';
  const TEMPER_FR = { calm: 'douce', nervous: 'nerveuse', defensive: 'agressive' };
  const MARK_FR = { white: 'blanc', yellow: 'jaune', red: 'rouge', green: 'vert', blue: 'bleu', unmarked: 'non marquée' };
  const STRAIN_FR = { Buckfast: 'Buckfast', 'native black bee': 'noire' };
  const rows = HIVES.filter((h) => h.code.startsWith('PA-')).map((h) => {
    hiveFacts(h, file, { apiary: A[h.ap].name, type: h.type, qy: '', mark: MARK_FR[h.mark], temper: TEMPER_FR[h.temper], strain: STRAIN_FR[h.strain], status: 'active' });
    return [h.code, A[h.ap].name, h.type, h.qy, MARK_FR[h.mark], TEMPER_FR[h.temper], STRAIN_FR[h.strain], 'active'];
  });
  corpus.write(file, delimited(['ruche', 'rucher', 'modele', 'annee_reine', 'marquage', 'douceur', 'race', 'etat'], rows, ';'));
}

// (b3) French apiaries
{
  const file = 'pays-d-auge/ruchers.md';
  const out = ['# Les ruchers d\'Abeille Augeronne', '', 'Coordonnées GPS relevées au téléphone ; altitudes d\'après la carte IGN.', ''];
  for (const c of ['R-01', 'R-02', 'R-03']) {
    const a = A[c];
    const flore = a.forage.map((x) => FORAGE_FR[x]).join(', ');
    apiaryFacts(a, file, { alt: `Altitude : ${a.altM} m`, forage: `Flore : ${flore}`, county: 'Calvados' });
    out.push(`## ${a.name} (${a.code})`, '', `- Responsable : ${a.owner}`, `- Coordonnées : ${a.grid}`, `- Altitude : ${a.altM} m`, `- Flore : ${flore}`, `- Département : Calvados`, '');
  }
  corpus.write(file, out.join('\n'));
}

// (d1) mentoring round-up e-mails (inspections in sentences)
{
  const TEN = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  const sentence = (i, k) => {
    const h = H[i.hive];
    const a = A[h.ap];
    const day = fmtDate(i.date, 'long').replace(' 2025', '');
    const cells = i.qc ? `${TEN[i.qc]} queen cells` : 'no queen cells';
    const q = i.qs ? 'the queen was seen' : 'we never found the queen';
    const dis = i.disease === 'None' ? 'no sign of disease' : `some ${i.disease.toLowerCase()}`;
    const brood = k % 2 === 0 ? `${TEN[i.brood]} frames of brood` : `${TEN[i.brood][0].toUpperCase()}${TEN[i.brood].slice(1)} frames of brood`;
    const s = { date: day, brood, varroa: `${i.vr.c} mites over ${i.vr.d} days`, qs: q, qc: cells, disease: i.disease === 'None' ? '' : `some ${i.disease.toLowerCase()}` };
    return [s, k % 2 === 0
      ? `On ${day} ${i.by} went through ${i.hive} at ${a.name} with their mentor (visit ref ${i.ref}): ${s.brood}, ${q}, ${cells} and ${dis}. The varroa board showed ${s.varroa}.`
      : `${i.by} inspected ${i.hive} (${a.name}) on ${day} — ref ${i.ref}. ${s.brood}; ${q}; ${cells}; ${dis}. Natural drop ${s.varroa}.`];
  };
  const mail = (file, head, refs, tail) => {
    const body = refs.map((ref, k) => {
      const i = INS[ref];
      const [s, text] = sentence(i, k);
      inspFacts(i, file, s);
      return text;
    });
    corpus.write(file, `${head}\n\n${body.join('\n\n')}\n\n${tail}\n`);
  };
  mail('inspections/2025-05-mentoring-round-up.eml', `From: Gwen Pritchard <gwen.pritchard@wyearrowbees.org.uk>
To: mentors@wyearrowbees.org.uk
Date: Mon, 26 May 2025 20:41:00 +0100
Subject: Mentoring round-up, April and May

Hello all,

Here is where the mentored inspections have got to. Please log any I have missed in BeeTrack.`, ['INS-25-004', 'INS-25-008', 'INS-25-011'],
  'Swarming season is on us: everyone with queen cells please ring me before doing anything drastic.\n\nGwen');
  mail('inspections/2025-07-mentoring-round-up.eml', `From: Gwen Pritchard <gwen.pritchard@wyearrowbees.org.uk>
To: mentors@wyearrowbees.org.uk
Date: Sun, 6 Jul 2025 18:05:00 +0100
Subject: Mentoring round-up, June and early July

Two more for the records.`, ['INS-25-017', 'INS-25-019'],
  'Mite drops are climbing everywhere; talk to your mentees about treatment after the summer crop comes off.\n\nGwen');
}

// (d2) French inspection sheets
{
  const file = 'pays-d-auge/fiches-de-visite-2025.md';
  const DIS_FR = { None: 'RAS', Chalkbrood: 'couvain plâtré', DWV: 'virus des ailes déformées (quelques abeilles)' };
  const out = ['# Fiches de visite 2025 — ruchers d\'Abeille Augeronne', '', 'Visites sanitaires faites en binôme ; chute naturelle sur lange graissé.', ''];
  for (const ref of ['INS-25-020', 'INS-25-022', 'INS-25-023', 'INS-25-025']) {
    const i = INS[ref];
    const a = A[H[i.hive].ap];
    const s = {
      date: `Date : ${dmy(i.date)}`, brood: `Cadres de couvain : ${i.brood}`, varroa: `Chute varroa : ${fr(i.vpd, 1)} / jour`, qs: `Reine vue : ${i.qs ? 'oui' : 'non'}`,
      qc: `Cellules royales : ${i.qc || 'aucune'}`, disease: `Maladie : ${DIS_FR[i.disease]}`,
    };
    inspFacts(i, file, s);
    out.push(`## Visite ${i.ref}`, '', `- ${s.date}`, `- Ruche : ${i.hive} (${a.name})`, `- Visiteur : ${i.by}`, `- ${s.brood}`, `- ${s.qs}`, `- ${s.qc}`, `- ${s.disease}`, `- ${s.varroa}`, '');
  }
  corpus.write(file, out.join('\n'));
}

// (d3) the seasonal bee inspector's letter
{
  const file = 'inspections/nbu-seasonal-bee-inspector-2025-07.md';
  const i1 = INS['INS-25-024'];
  const i2 = INS['INS-25-026'];
  inspFacts(i1, file, { date: '8 July', brood: 'six frames of brood', varroa: 'about 3 a day', qs: 'the queen was not seen', qc: 'no queen cells', disease: 'European foulbrood (EFB)' });
  inspFacts(i2, file, { date: '8 July', brood: 'eight frames of brood', varroa: '1.9 a day', qs: 'queen seen', qc: 'no queen cells', disease: '' });
  corpus.write(file, `# Letter from the Seasonal Bee Inspector — visit of 8 July 2025

National Bee Unit (APHA) — Seasonal Bee Inspector, Herefordshire and Radnorshire
To: the Secretary, Wye & Arrow Beekeepers' Association

Dear Secretary,

Following the association's request I inspected colonies at two of your sites on 8 July.

At Presteigne Allotments I examined H-032 (your ref INS-25-024) with the beekeeper, Huw Lloyd. I found
six frames of brood with the pepper-pot pattern and twisted larvae typical of European foulbrood (EFB), confirmed
on site with a lateral flow device; the queen was not seen and there were no queen cells. The varroa insert showed
a drop of about 3 a day. Under the Bee Diseases and Pests Control Order the colony was destroyed the same evening; the other two
colonies on the site were examined and found clear, and a standstill notice applies for six weeks.

At the Credenhill Teaching Apiary I examined H-036 (your ref INS-25-026) with Owen Jenkins: eight frames of brood,
queen seen, no queen cells, a healthy colony with no signs of notifiable disease and a natural drop of 1.9 a day.

Yours faithfully,
Sarah Beddoes
Seasonal Bee Inspector
`);
}

// ------------------------------------------------------------------ harvests
// [ref, date, hive, crop, weight {kg} or {lb}, moisture]
const HARVESTS = [
  ['HV-25-01', '2025-05-28', 'H-001', 'spring', { kg: 18.6 }, 17.4],
  ['HV-25-02', '2025-05-28', 'H-002', 'spring', { kg: 14.2 }, 17.9],
  ['HV-25-03', '2025-07-26', 'H-010', 'summer', { kg: 22.8 }, 17.1],
  ['HV-25-04', '2025-09-06', 'H-014', 'heather', { kg: 11.5 }, 21.2],
  ['HV-25-05', '2025-06-02', 'H-019', 'spring', { kg: 16.9 }, 18.3],
  ['HV-25-06', '2025-09-06', 'H-015', 'heather', { kg: 8.3 }, 20.6],
  ['HV-25-07', '2025-07-30', 'H-005', 'summer', { lb: 47 }, 17.6],
  ['HV-25-08', '2025-08-02', 'H-003', 'summer', { kg: 25.4 }, 16.8],
  ['HV-25-09', '2025-09-10', 'H-008', 'heather', { lb: 26 }, 21.8],
  ['HV-25-10', '2025-08-02', 'H-011', 'summer', { kg: 19.7 }, 17.3],
  ['HV-25-11', '2025-08-09', 'H-024', 'summer', { lb: 52 }, 17.0],
  ['HV-25-12', '2025-05-20', 'PA-01', 'spring', { kg: 21.5 }, 17.8],
  ['HV-25-13', '2025-07-22', 'PA-03', 'summer', { kg: 17.0 }, 18.1],
  ['HV-25-14', '2025-09-02', 'PA-05', 'heather', { kg: 9.5 }, 20.9],
  ['HV-25-15', '2025-08-16', 'H-026', 'summer', { kg: 20.2 }, 18.4],
  ['HV-25-16', '2025-08-16', 'H-028', 'summer', { lb: 45 }, 17.7],
].map(([ref, date, hive, crop, w, moist]) => ({ ref, date, hive, crop, w, kg: w.kg ?? r4(w.lb * LB), moist }));
const HV = Object.fromEntries(HARVESTS.map((h) => [h.ref, h]));
function harvestFacts(h, file, s) {
  const f = F(h.ref, 'harvest', file);
  f('date', h.date, 'date', s.date);
  f('hive', h.hive, 'text', h.hive);
  f('crop', h.crop, 'text', s.crop);
  f('weight', h.kg, 'kg', s.weight);
  f('moisture', h.moist, '%', s.moist);
}
{
  const file = 'honey/extraction-log-2025.csv';
  const refs = ['HV-25-01', 'HV-25-02', 'HV-25-05', 'HV-25-03', 'HV-25-08', 'HV-25-10', 'HV-25-04', 'HV-25-06'];
  const rows = refs.map((ref) => {
    const h = HV[ref];
    const crop = h.crop[0].toUpperCase() + h.crop.slice(1);
    harvestFacts(h, file, { date: dmy(h.date), crop, weight: h.kg.toFixed(1), moist: h.moist.toFixed(1) });
    const jars = Math.floor(h.kg / 0.454);
    return [ref, dmy(h.date), h.hive, crop, h.kg.toFixed(1), h.moist.toFixed(1), jars, h.crop === 'heather' ? 'pressed (cut comb off cuts)' : 'extracted at Credenhill'];
  });
  corpus.write(file, delimited(['Harvest ref', 'Date', 'Hive', 'Crop', 'Net weight (kg)', 'Moisture (%)', 'Jars (1 lb)', 'Notes'], rows));
}
{
  const h7 = HV['HV-25-07'];
  const h9 = HV['HV-25-09'];
  const file = 'honey/gwen-pritchard-harvest-2025.eml';
  harvestFacts(h7, file, { date: '30 July', crop: 'summer honey', weight: '47 lb', moist: '17.6%' });
  harvestFacts(h9, file, { date: '10 September', crop: 'heather', weight: '26 lb', moist: '21.8 per cent' });
  corpus.write(file, `From: Gwen Pritchard <gwen.pritchard@wyearrowbees.org.uk>
To: Honey Show Secretary <honeyshow@wyearrowbees.org.uk>
Date: Fri, 12 Sep 2025 09:22:00 +0100
Subject: My crop for the records

Hi Sue,

For the harvest records: on 30 July I took 47 lb of summer honey off H-005 at Brilley (HV-25-07); the refractometer
said 17.6%. The heather off H-008 at Gladestry came in on 10 September — 26 lb pressed (HV-25-09), moisture
21.8 per cent, so it will have to go in the heather class, not the open class.

Gwen
`);
}
{
  const h = HV['HV-25-11'];
  const file = 'honey/peter-ashdown-harvest-2025.eml';
  harvestFacts(h, file, { date: '9th August', crop: 'summer crop', weight: '52 lb', moist: '17.0%' });
  corpus.write(file, `From: Peter Ashdown <p.ashdown@kinnersley-estate.co.uk>
To: Honey Show Secretary <honeyshow@wyearrowbees.org.uk>
Date: Mon, 11 Aug 2025 07:58:00 +0100
Subject: Re: harvest figures please

Sue — H-024 in the walled garden gave us 52 lb on the 9th August, our summer crop (ref HV-25-11 on your sheet).
Water content 17.0%, mostly lime by the taste. Nothing off H-025 this year; the Carniolans ate it all.

Peter
`);
}
{
  const file = 'pays-d-auge/recoltes-2025.md';
  const CROP_FR = { spring: 'printemps (colza)', summer: 'été (toutes fleurs)', heather: 'bruyère' };
  const out = ['# Récoltes 2025 — Abeille Augeronne', '', 'Poids net après extraction ; humidité au réfractomètre.', '', '| Réf. | Date | Ruche | Miel | Poids net | Humidité |', '|---|---|---|---|---|---|'];
  for (const ref of ['HV-25-12', 'HV-25-13', 'HV-25-14']) {
    const h = HV[ref];
    const s = { date: dmy(h.date), crop: CROP_FR[h.crop], weight: `${fr(h.kg, 1)} kg`, moist: `${fr(h.moist, 1)} %` };
    harvestFacts(h, file, s);
    out.push(`| ${ref} | ${s.date} | ${h.hive} | ${s.crop} | ${s.weight} | ${s.moist} |`);
  }
  out.push('', 'Le miel de bruyère du Rucher des Landes sera présenté à la Fête du miel de Livarot.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ swarms
// [ref, date, village, found in, collector, size {kg} or {lb}, hived into]
const SWARMS = [
  ['SW-25-01', '2025-05-02', 'Kington', 'a garden hedge', 'Tom Bevan', { kg: 1.5 }, null],
  ['SW-25-02', '2025-05-09', 'Wellington', 'a fence post', 'Derek Mapp', { kg: 2.5 }, 'H-021'],
  ['SW-25-03', '2025-05-14', 'Presteigne', 'a chimney', 'Huw Lloyd', { lb: 3 }, null],
  ['SW-25-04', '2025-05-18', 'Mordiford', 'an apple tree', 'Sian Morgan', { kg: 2.0 }, 'H-012'],
  ['SW-25-05', '2025-05-21', 'Garway', 'a blackthorn hedge', 'Rosie Hartland', { lb: 6 }, 'H-033'],
  ['SW-25-06', '2025-05-27', 'Leominster', 'a car wing mirror', 'Hannah Whitlock', { kg: 0.8 }, null],
  ['SW-25-07', '2025-06-01', 'Credenhill', 'a bird box', 'Owen Jenkins', { kg: 1.8 }, 'H-038'],
  ['SW-25-08', '2025-06-04', 'Hereford', 'a bench in High Town', 'Callum Reid', { kg: 2.2 }, null],
  ['SW-25-09', '2025-06-10', 'Orleton', 'a compost bin', 'Nigel Probert', { kg: 1.2 }, 'H-017'],
  ['SW-25-10', '2025-06-15', 'Pembridge', 'the church porch', 'Will Tranter', { lb: 5 }, null],
  ['SW-25-11', '2025-06-22', 'Fownhope', 'an oak branch', 'Kieran Doyle', { kg: 1.6 }, 'H-037'],
  ['SW-25-12', '2025-07-03', 'Gladestry', 'a wall cavity', 'Huw Lloyd', { kg: 3.2 }, 'H-009'],
].map(([ref, date, village, where, by, w, into]) => ({ ref, date, village, where, by, w, kg: w.kg ?? r4(w.lb * LB), into }));
const SW = Object.fromEntries(SWARMS.map((s) => [s.ref, s]));
function swarmFacts(s, file, st) {
  const f = F(s.ref, 'swarm', file);
  f('date', s.date, 'date', st.date);
  f('village', s.village, 'place', s.village);
  f('found_in', s.where, 'text', s.where);
  f('collector', s.by, 'person', s.by);
  f('size', s.kg, 'kg', st.size);
  f('hived_into', s.into, 'text', s.into ?? '');
}
{
  const file = 'swarms/swarm-log-2025.md';
  const out = ['# Swarm log 2025', '', 'Kept by the swarm coordinator. Sizes estimated by eye or weighed in the box.', '',
    '| Ref | Date | Location | Found in | Collected by | Est. size | Hived into |', '|---|---|---|---|---|---|---|'];
  for (const ref of ['SW-25-01', 'SW-25-02', 'SW-25-04', 'SW-25-06', 'SW-25-09', 'SW-25-11']) {
    const s = SW[ref];
    const into = s.into ?? (ref === 'SW-25-06' ? '— (small cast, united)' : '— (passed to Robert Ashby)');
    swarmFacts(s, file, { date: fmtDate(s.date, 'short'), size: `${s.kg.toFixed(1)} kg` });
    out.push(`| ${ref} | ${fmtDate(s.date, 'short')} | ${s.village} | ${s.where} | ${s.by} | ${s.kg.toFixed(1)} kg | ${into} |`);
  }
  out.push('');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'swarms/swarm-callouts-website.html';
  const rows = ['SW-25-03', 'SW-25-05', 'SW-25-10'].map((ref) => {
    const s = SW[ref];
    const day = fmtDate(s.date, 'long').replace(' 2025', '');
    swarmFacts(s, file, { date: day, size: `about ${s.w.lb} lb` });
    return `    <tr><td>${ref}</td><td>${day}</td><td>${esc(s.village)} — in ${esc(s.where)}</td><td>${esc(s.by)}</td><td>about ${s.w.lb} lb</td><td>${s.into ? `hived (${s.into})` : 'rehomed'}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Swarm call-outs 2025 — Wye &amp; Arrow BKA</title></head>
<body>
<h1>Found a swarm?</h1>
<p>Ring the swarm line on 07700 900412 (9am–8pm). We only collect honey bees; bumblebees and wasps are not swarms.</p>
<h2>Some of this season's call-outs</h2>
<table>
  <thead><tr><th>Ref</th><th>Date</th><th>Where</th><th>Volunteer</th><th>Size</th><th>Outcome</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
{
  const file = 'swarms/swarm-coordinator-2025-07.eml';
  const s7 = SW['SW-25-07'];
  const s8 = SW['SW-25-08'];
  const s12 = SW['SW-25-12'];
  swarmFacts(s7, file, { date: '1 June', size: '1.8 kg' });
  swarmFacts(s8, file, { date: '4 June', size: 'about 2.2 kg' });
  swarmFacts(s12, file, { date: '3 July', size: '3.2 kg' });
  corpus.write(file, `From: Swarm Coordinator <swarms@wyearrowbees.org.uk>
To: committee@wyearrowbees.org.uk
Date: Sat, 5 Jul 2025 11:40:00 +0100
Subject: Swarm season — the ones not yet in the log

Three to add to the log before the committee meeting.

SW-25-07: Owen Jenkins took a swarm out of a bird box at Credenhill on 1 June; it weighed 1.8 kg in the box and went
into H-038 at the teaching apiary.

SW-25-08: on 4 June Callum Reid collected one from a bench in High Town, Hereford, in front of a good crowd —
about 2.2 kg. It was given to a new member on the waiting list rather than hived in the register.

SW-25-12: Huw Lloyd did a cut-out from a wall cavity at Gladestry on 3 July (3.2 kg of bees once boxed) and hived it
into H-009 at Gladestry Court Farm. It was a long afternoon.

That makes twelve call-outs this season.
`);
}

// ------------------------------------------------------------------ loans
// [ref, item, borrower, out, back, deposit]
const LOANS = [
  ['LN-25-01', 'Radial extractor (9-frame)', 'Tom Bevan', '2025-07-28', '2025-08-04', 25],
  ['LN-25-02', 'Refractometer', 'Priya Shah', '2025-06-05', '2025-06-19', 10],
  ['LN-25-03', 'Steam wax extractor', 'Dilys Watkins', '2025-09-01', null, 20],
  ['LN-25-04', 'Oxalic acid vaporiser', 'Owen Jenkins', '2025-10-27', null, 30],
  ['LN-25-05', 'Tangential extractor (4-frame)', 'Hannah Whitlock', '2025-08-10', '2025-08-17', 20],
  ['LN-25-06', 'Observation hive', 'Sian Morgan', '2025-06-28', '2025-07-06', 0],
  ['LN-25-07', 'Honey settling tank (50 kg)', 'Ann Skyrme', '2025-08-12', null, 15],
  ['LN-25-08', 'Radial extractor (9-frame)', 'Bridget Foley', '2025-08-18', '2025-08-25', 25],
].map(([ref, item, by, out, back, dep]) => ({ ref, item, by, out, back, dep }));
function loanFacts(l, file, s) {
  const f = F(l.ref, 'loan', file);
  f('item', l.item, 'text', l.item);
  f('borrower', l.by, 'person', l.by);
  f('out', l.out, 'date', s.out);
  f('returned', l.back, 'date', s.back);
  f('deposit', l.dep, 'GBP', s.dep);
}
{
  const file = 'equipment/loan-book-2025.txt';
  const out = ['WYE & ARROW BKA — EQUIPMENT LOAN BOOK 2025', '==========================================', '',
    `${'REF'.padEnd(11)}${'ITEM'.padEnd(32)}${'BORROWER'.padEnd(18)}${'OUT'.padEnd(12)}${'BACK'.padEnd(12)}DEPOSIT`];
  for (const l of LOANS.filter((x) => x.back)) {
    const dep = l.dep ? `£${l.dep.toFixed(2)}` : 'nil';
    loanFacts(l, file, { out: dmy(l.out), back: dmy(l.back), dep });
    out.push(`${l.ref.padEnd(11)}${l.item.padEnd(32)}${l.by.padEnd(18)}${dmy(l.out).padEnd(12)}${dmy(l.back).padEnd(12)}${dep}`);
  }
  out.push('', 'Deposits returned in full when the kit comes back clean. Extractors: max 7 days in August.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'equipment/equipment-officer-2025-10.eml';
  const [l3, l4, l7] = ['LN-25-03', 'LN-25-04', 'LN-25-07'].map((x) => LOANS.find((l) => l.ref === x));
  loanFacts(l3, file, { out: '1 September', back: '', dep: '£20 deposit' });
  loanFacts(l4, file, { out: '27 October', back: '', dep: '£30' });
  loanFacts(l7, file, { out: '12 August', back: '', dep: '£15 deposit' });
  corpus.write(file, `From: Equipment Officer <kit@wyearrowbees.org.uk>
To: committee@wyearrowbees.org.uk
Date: Thu, 30 Oct 2025 21:12:00 +0000
Subject: Kit still out

Everything else from the loan book is back in the store at Credenhill, but three items are still out:

- Dilys Watkins still has the Steam wax extractor (LN-25-03), out since 1 September against a £20 deposit.
- Owen Jenkins took the Oxalic acid vaporiser on 27 October for the winter treatments (LN-25-04, deposit £30); he
  will keep it until the end of December.
- The Honey settling tank (50 kg) has been with Ann Skyrme since 12 August (LN-25-07) on a £15 deposit — I have asked
  twice.

Could someone chase Ann at the next branch meeting?
`);
}

// ------------------------------------------------------------------ minutes (members, an apiary, harvests in sentences)
{
  const file = 'association/committee-minutes-2025-04-15.md';
  const ray = M['Ray Gittins'];
  const joan = M['Joan Powell'];
  memberFacts(ray, file, { branch: 'Leominster branch', village: 'Kingsland', joined: 'joined in April', hives: 'a single hive', level: 'Neither has taken any BBKA assessments yet' });
  memberFacts(joan, file, { branch: 'Leominster branch', village: 'Weobley', joined: 'joined in April', hives: 'two hives', level: 'Neither has taken any BBKA assessments yet' });
  const a = A['AP-12'];
  apiaryFacts(a, file, { alt: 'about 366 metres', forage: 'heather, bramble and bilberry', county: 'Herefordshire side' });
  corpus.write(file, `# Committee meeting — 15 April 2025 (minutes)

Held at Credenhill village hall, 19:30. Present: Margaret Ince (chair), Owen Jenkins (secretary), Gwen Pritchard,
Nigel Probert, Fiona Maddox, Derek Mapp. Apologies: Alun Vaughan.

1. **Membership.** The committee welcomed two new members who both joined in April: Ray Gittins of Kingsland,
   with a single hive, who will be mentored by Nigel Probert, and Joan Powell from Weobley, who has two hives and is paired
   with Derek Mapp. Both will attend the Leominster branch. Neither has taken any BBKA assessments yet. Total
   membership now stands at 29 (plus our friends in the Pays d'Auge).
2. **New out-apiary.** Rosie Hartland has registered a new apiary on Garway Hill (code AP-12, grid ref ${a.grid}), on
   the Herefordshire side, at about 366 metres. The forage is mostly heather, bramble and bilberry; she will take
   two colonies up for the heather in July.
3. **Teaching apiary.** Beginners' course starts 26 April with 11 students; suits checked, 3 to be replaced (£38 each).
4. **Asian hornet.** Two monitoring traps to go out in May at Lugg Meadows and Wellington.
5. **AOB.** The Pays d'Auge exchange visit is fixed for 12–14 September.

Next meeting 14 October 2025.
`);
}
{
  const file = 'association/committee-minutes-2025-10-14.md';
  const h15 = HV['HV-25-15'];
  const h16 = HV['HV-25-16'];
  harvestFacts(h15, file, { date: '16 August', crop: 'summer honey', weight: '20.2 kg', moist: '18.4%' });
  harvestFacts(h16, file, { date: 'the same day', crop: 'summer honey', weight: '45 lb', moist: '17.7%' });
  corpus.write(file, `# Committee meeting — 14 October 2025 (minutes)

Held at Credenhill village hall, 19:30. Present: Margaret Ince (chair), Owen Jenkins (secretary), Gwen Pritchard,
Elspeth Carey, Fiona Maddox, Huw Lloyd.

1. **EFB at Presteigne.** The standstill on Presteigne Allotments was lifted on 19 August; the two remaining colonies
   there were clear at the follow-up inspection. Thanks to Huw for handling it so calmly.
2. **Harvest.** A good summer for most. For the records: Elspeth Carey reported 20.2 kg of summer honey from H-026
   on 16 August (HV-25-15), at 18.4% moisture, and Fiona Maddox took 45 lb of summer honey off H-028 the same day
   (HV-25-16), reading 17.7%. Honey show entries were up to 64 jars from 41 last year.
3. **Varroa.** August drops were the highest we have recorded; everyone to treat before the end of October.
4. **Feeding.** The feeding log is now kept in BeeTrack and exported monthly (see the hives folder).
5. **Subscriptions 2026.** Proposal to hold the full subscription at £32 and associate at £12; to the AGM.

Next meeting 13 January 2026.
`);
}

// ------------------------------------------------------------------ feeding log (preamble, semicolons, decimal commas)
{
  const file = 'hives/feeding-log-autumn-2025.csv';
  // [date, hive, feed, qty, unit, by]
  const ROWS = [
    ['2025-08-30', 'H-001', 'Syrup 2:1', 5.0, 'L', 'Alun Vaughan'],
    ['2025-08-30', 'H-002', 'Syrup 2:1', 4.0, 'L', 'Alun Vaughan'],
    ['2025-08-30', 'H-003', 'Syrup 2:1', 3.5, 'L', 'Alun Vaughan'],
    ['2025-09-02', 'H-014', 'Syrup 2:1', 5.5, 'L', 'Nigel Probert'],
    ['2025-09-02', 'H-015', 'Syrup 2:1', 4.5, 'L', 'Nigel Probert'],
    ['2025-09-04', 'H-021', 'Syrup 2:1', 4.0, 'L', 'Derek Mapp'],
    ['2025-09-04', 'H-019', 'Syrup 2:1', 3.0, 'L', 'Derek Mapp'],
    ['2025-09-06', 'H-010', 'Syrup 2:1', 4.0, 'L', 'Margaret Ince'],
    ['2025-09-06', 'H-012', 'Syrup 2:1', 3.0, 'L', 'Margaret Ince'],
    ['2025-09-07', 'PA-01', 'Sirop 70%', 7.5, 'L', 'Étienne Lefèvre'],
    ['2025-09-07', 'PA-04', 'Sirop 70%', 6.0, 'L', 'Camille Hébert'],
    ['2025-09-13', 'H-001', 'Syrup 2:1', 4.5, 'L', 'Alun Vaughan'],
    ['2025-09-13', 'H-003', 'Syrup 2:1', 3.0, 'L', 'Alun Vaughan'],
    ['2025-09-13', 'H-004', 'Syrup 2:1', 6.0, 'L', 'Alun Vaughan'],
    ['2025-09-16', 'H-014', 'Syrup 2:1', 5.0, 'L', 'Nigel Probert'],
    ['2025-09-18', 'H-021', 'Syrup 2:1', 3.5, 'L', 'Derek Mapp'],
    ['2025-09-20', 'H-026', 'Syrup 2:1', 4.5, 'L', 'Elspeth Carey'],
    ['2025-09-20', 'H-028', 'Syrup 2:1', 6.0, 'L', 'Fiona Maddox'],
    ['2025-10-04', 'H-037', 'Syrup 2:1', 2.5, 'L', 'Owen Jenkins'],
    ['2025-10-04', 'H-038', 'Syrup 2:1', 3.5, 'L', 'Owen Jenkins'],
    ['2025-10-18', 'H-010', 'Fondant', 2.5, 'kg', 'Margaret Ince'],
    ['2025-10-18', 'H-012', 'Fondant', 2.5, 'kg', 'Margaret Ince'],
    ['2025-10-20', 'H-017', 'Fondant', 2.0, 'kg', 'Nigel Probert'],
    ['2025-10-22', 'H-020', 'Fondant', 1.25, 'kg', 'Derek Mapp'],
    ['2025-10-25', 'H-038', 'Fondant', 1.5, 'kg', 'Owen Jenkins'],
    ['2025-10-25', 'H-028', 'Fondant', 2.0, 'kg', 'Fiona Maddox'],
  ];
  const sums = new Map();
  for (const [, hive, , q, unit] of ROWS) {
    const key = `${hive}|${unit}`;
    if (!sums.has(key)) sums.set(key, []);
    sums.get(key).push(q);
  }
  for (const [key, qs] of sums) {
    const [hive, unit] = key.split('|');
    const total = r4(qs.reduce((a, b) => a + b, 0));
    const stated = qs.length === 1 ? fr(qs[0], qs[0] % 1 && (qs[0] * 10) % 1 ? 2 : 1) : '';
    corpus.also(hive, 'hive', unit === 'L' ? 'syrup' : 'fondant', total, unit === 'L' ? 'L' : 'kg', stated, file);
  }
  const body = ROWS.map(([d, hive, feed, q, unit, by]) => [dmy(d), hive, A[H[hive].ap].code, feed, fr(q, q % 1 && (q * 10) % 1 ? 2 : 1), unit, by]);
  const pre = ['# BeeTrack export — feeding records', '# Account: Wye & Arrow BKA (shared apiaries) + Abeille Augeronne', '# Period: 01/08/2025 - 31/10/2025', '# Exported 31/10/2025 09:14 (regional settings: Français)', ''];
  corpus.write(file, pre.join('\n') + '\n' + delimited(['Date', 'Ruche/Hive', 'Apiary', 'Feed', 'Quantity', 'Unit', 'Fed by'], body, ';'));
}

// ------------------------------------------------------------------ wide varroa table (a column per month)
{
  const file = 'monitoring/varroa-natural-drop-2025.csv';
  const MONTHS = ['apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct'];
  const SHAPE = [0.3, 0.55, 1.0, 1.6, 2.5, 2.0, 0.45];
  const codes = ['AP-01', 'AP-02', 'AP-03', 'AP-04', 'AP-05', 'AP-06', 'AP-07', 'AP-08', 'AP-09', 'AP-10', 'AP-11'];
  const blank = { 'AP-07': ['apr'], 'AP-11': ['apr', 'jul'], 'AP-06': ['oct'] };
  const rows = codes.map((c) => {
    const a = A[c];
    const base = r.float(1.2, 3.4);
    const cells = MONTHS.map((m, i) => {
      if ((blank[c] ?? []).includes(m)) return '–';
      const v = Math.round(base * SHAPE[i] * r.float(0.8, 1.2) * 10) / 10;
      corpus.also(a.name, 'apiary', `varroa_${m}`, v, 'mites/day', v.toFixed(1), file);
      return v.toFixed(1);
    });
    return [a.name, ...cells];
  });
  const pre = '# Average daily natural mite drop per colony (open mesh floor, insert in for 7 days each month), 2025\n';
  corpus.write(file, pre + delimited(['Apiary', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'], rows));
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `WYE & ARROW BEEKEEPERS' ASSOCIATION — SHARED DRIVE (2025)
association/   minutes, AGM, subscriptions, accounts, twinning
members/       register, profiles, new members, mentors
apiaries/      apiary register, site sheets, teaching apiary
hives/         BeeTrack export, hive register, record cards, feeding log
inspections/   mentoring round-ups, bee inspector letters
honey/         extraction log, harvest e-mails, show results
swarms/        swarm log, website call-outs, coordinator e-mails
equipment/     loan book, inventory
monitoring/    varroa drops, treatment guide, Asian hornet watch
training/      courses and assessments
pays-d-auge/   Abeille Augeronne (twinned association, Calvados) — en français
`);
corpus.write('association/agm-2025-notice.md', `# Annual General Meeting — notice

The AGM will be held on Saturday 22 November 2025 at 14:00 in Credenhill village hall.

Agenda: apologies; minutes of the 2024 AGM; chair's report; treasurer's report (accounts to 30 September 2025);
election of officers; subscriptions for 2026; honey show prizes; any other business.

Tea and cake from 13:30. Bring a jar for the members' honey swap.
`);
corpus.write('association/subscriptions-and-bdi-2025.md', `# Subscriptions and Bee Diseases Insurance 2025

| Category | Subscription | Includes |
|---|---|---|
| Full (registered) member | £32.00 | BBKA capitation, BBKA News, public liability |
| Partner member | £18.00 | as above, no magazine |
| Associate / country member | £12.00 | newsletter only |
| Junior (under 18) | £5.00 | |

BDI: 3 colonies included with full membership; extra cover £1.95 per colony above three, up to 40 colonies.
Renewals due 1 January; members lapsing after 31 March lose their BDI cover.
`);
corpus.write('association/accounts-2024-25.csv', delimited(['Line', 'Income (£)', 'Expenditure (£)'], [
  ['Subscriptions', '1,184.00', ''], ['Honey show entries and sales', '412.50', ''], ['Beginners\' course fees', '990.00', ''],
  ['BBKA capitation', '', '742.00'], ['Hall hire', '', '360.00'], ['Teaching apiary (frames, foundation, treatment)', '', '286.40'],
  ['Speaker fees and travel', '', '215.00'], ['Insurance (apiary equipment)', '', '148.00'], ['Balance carried forward', '3,906.27', ''],
]));
corpus.write('association/twinning-abeille-augeronne.md', `# Twinning: Abeille Augeronne / Jumelage

Since 2009 the association has been twinned with Abeille Augeronne, the beekeepers' syndicate of the Pays d'Auge
(Calvados). Depuis 2009, les deux associations échangent visites, reines et recettes.

- 2023: Herefordshire visit to Cambremer and Livarot (18 members).
- 2024: Normandy group at the Three Counties Show; 6 kg of Normandy honey judged in the open class.
- 2025: exchange visit 12–14 September — visite des ruchers, démonstration de greffage, dîner au cidre.

Their records (adhérents, ruchers, ruches, visites, récoltes) are kept in the pays-d-auge folder, in French.
`);
corpus.write('association/committee-contacts.md', `# Committee and officers 2025

- Chair: Margaret Ince
- Secretary: Owen Jenkins
- Treasurer: Derek Mapp
- Swarm coordinator: Gwen Pritchard (swarm line 07700 900412)
- Equipment officer: Bridget Foley
- Honey show secretary: Sue Whitfield (non-member helper)
- Education: Fiona Maddox
- Pays d'Auge liaison: Peter Ashdown

Branch meetings: Hereford 1st Tuesday, Leominster 2nd Wednesday, Kington 3rd Thursday (19:30).
`);
corpus.write('equipment/inventory.md', `# Association equipment — inventory (store at Credenhill)

| Item | Qty | Bought | Value |
|---|---|---|---|
| Radial extractor (9-frame, stainless) | 1 | 2019 | £640 |
| Tangential extractor (4-frame) | 1 | 2012 | £210 |
| Steam wax extractor | 1 | 2021 | £165 |
| Refractometer | 2 | 2022 | £45 each |
| Oxalic acid vaporiser | 1 | 2023 | £120 |
| Observation hive (1 frame) | 1 | 2016 | £95 |
| Honey settling tank (50 kg) | 1 | 2018 | £85 |
| Bee suits (assorted) | 14 | various | — |

Loans are booked with the equipment officer; a deposit is taken on extractors and tanks.
`);
corpus.write('monitoring/treatment-record-guide.md', `# Varroa treatment — guide and record-keeping

The Veterinary Medicines Regulations require a record of every treatment for 5 years: product, batch, dates in
and out, colonies treated.

| Product | Active | When | Dose |
|---|---|---|---|
| Apivar | amitraz | after the summer crop, 6–10 weeks | 2 strips per brood box |
| Api-Bioxal (trickle) | oxalic acid | broodless winter | 5 ml per seam |
| Api-Bioxal (vapour) | oxalic acid | broodless winter | 2.3 g per brood box |
| MAQS | formic acid | 15–29 °C | 2 strips, 7 days |

Treatment threshold used by the association: a natural drop above 10 mites a day in summer, or 1 a day in winter.
`);
corpus.write('monitoring/asian-hornet-watch-2025.md', `# Asian hornet watch 2025

Monitoring traps were out from May to October at Lugg Meadows and Wellington Gravel Pits. No Vespa velutina
recorded in Herefordshire this year; 2 sightings reported in Monmouthshire were European hornets.
Our Normandy friends report 140 nests destroyed in the Pays d'Auge in 2024 — a warning for us.

If you see one: photograph it, report through the Asian Hornet Watch app, do not disturb a nest.
`);
corpus.write('training/course-calendar-2025.md', `# Training calendar 2025

| Course | Dates | Venue | Places | Fee |
|---|---|---|---|---|
| Beginners' course (6 sessions) | 26 Apr – 31 May | Credenhill | 12 | £90 |
| Basic Assessment preparation | 7 & 14 Jun | Dinmore | 8 | £20 |
| Queen rearing (Miller method) | 21 Jun | Bircher Common | 6 | £25 |
| Module 1 study group | Oct – Mar | online | 10 | free |
| Microscopy (adult bee diseases) | 15 Nov | Hereford | 8 | £15 |

BBKA written modules sit on 8 March and 15 November; enter by 31 January / 31 August.
`);
corpus.write('training/beginners-course-2025-feedback.md', `# Beginners' course 2025 — feedback summary

Eleven students started and ten completed. Average rating 4.6 out of 5.
Best-liked session: the first hive inspection (week 3). Least liked: theory of swarm control (too fast).
Suggested changes: more time handling frames; a session on honey extraction in August.
Four students have since joined as full members and two have bees.
`);
corpus.write('honey/honey-show-2025-results.html', `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Honey Show 2025 results</title></head>
<body>
<h1>Wye &amp; Arrow Honey Show 2025 — results</h1>
<p>Judged on 27 September 2025 by a BBKA senior show judge; 64 jars entered in 9 classes.</p>
<table>
  <thead><tr><th>Class</th><th>Entries</th><th>First</th></tr></thead>
  <tbody>
    <tr><td>Two jars light honey</td><td>12</td><td>Margaret Ince</td></tr>
    <tr><td>Two jars medium honey</td><td>9</td><td>Peter Ashdown</td></tr>
    <tr><td>Two jars heather honey</td><td>5</td><td>Gwen Pritchard</td></tr>
    <tr><td>Cut comb</td><td>4</td><td>Nigel Probert</td></tr>
    <tr><td>Beeswax block (454 g)</td><td>6</td><td>Elspeth Carey</td></tr>
    <tr><td>Novice class</td><td>8</td><td>Priya Shah</td></tr>
  </tbody>
</table>
<p>The Pays d'Auge trophy went to Étienne Lefèvre for a set of three jars of spring honey.</p>
</body></html>
`);
corpus.write('honey/labelling-and-moisture.md', `# Selling honey — labels and moisture

- Name "Honey" (or "Heather honey" only if predominantly from Calluna), net weight in grams (454 g), best before,
  lot number, country of origin ("Product of the UK"), name and address of the packer.
- Moisture: keep below 20% (heather honey: below 23%). Above 18.6% there is a risk of fermentation; blend or sell
  quickly.
- Check the refractometer against the calibration oil at 20 °C before each extraction day.
`);
corpus.write('swarms/swarm-collectors-list.md', `# Swarm collectors 2025 (by area)

| Area | First call | Second call |
|---|---|---|
| Hereford city | Callum Reid | Owen Jenkins |
| Kington and Presteigne | Huw Lloyd | Tom Bevan |
| Leominster and the north | Nigel Probert | Hannah Whitlock |
| Fownhope / Mordiford | Sian Morgan | Kieran Doyle |

Collectors claim 45p a mile; no charge to the public (a donation to the association is welcome).
`);
corpus.write('pays-d-auge/fete-du-miel-2025.md', `# Fête du miel de Livarot — 6 septembre 2025

Stand d'Abeille Augeronne : 310 pots vendus (250 g et 500 g), dégustation de miel de bruyère et de colza.
Concours : 1er prix miel de printemps pour Étienne Lefèvre ; 2e prix miel toutes fleurs pour Marie Duval.
Prochaine assemblée générale : 17 janvier 2026 à Lisieux, salle des fêtes.
`);

const stats = corpus.flush(source);
console.log(`apiary: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
