#!/usr/bin/env node
// Rescue corpus (held-out): the shared drive of Cwm Glas Mountain Rescue Team (Tîm Achub Mynydd Cwm Glas), a
// volunteer team in Eryri / Snowdonia based at Nant Peris, 2025, with its partner team in the French Pyrenees,
// Secours Montagne Val d'Azun (Arrens-Marsous), whose files are partly in French. 36 team members, 40 incidents /
// call-outs, 7 vehicles, 22 items of equipment, 7 search dogs, 16 fundraising events and donations, 8 call-out areas.
//   node bench/corpora/rescue/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "rescue-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) members: a roster CSV (tickets as codes `CC; Rope; SWR`), Markdown profile sheets of `Key: value` lines, a
//     new-and-returning-members note with another label set (`Radio call sign`, `Team position`, `Member since`,
//     `Tickets`, `Cas Care valid to`, `Turnouts this year`), an HTML table of the medical and dog section (tickets as
//     ✓ columns), a FRENCH team list (`Indicatif`, `Fonction: Chef d'équipe`, `PSE2 valable jusqu'au`,
//     `Interventions 2025`) and two trainees only in the training officer's e-mail;
// (b) incidents: Markdown incident sheets (`Paged: 15:42`, grid refs `SH 6245 5520`), a SARCALL-style export with a
//     PREAMBLE, SEMICOLONS and DECIMAL COMMAS (`119,5` team hours, coded activity / outcome / agencies, the hill
//     party leader by CALLSIGN only, paged and stood-down as date-times), the website's HTML call-out table
//     (`3.42pm`, `37 hrs`), debrief reports in prose, the team leader's e-mail in sentences, a FRENCH intervention
//     sheet (`Déclenchement : 10h40`, `Victimes : 2`, `Heures-équipe : 36`) and a French bulletin in sentences;
// (c) vehicles: two Markdown sheets in two label sets (miles), an HTML infobox, a nested asset JSON, the AGM minutes
//     (prose) and a French vehicle table (`86 400 km`, `Contrôle technique`);
// (d) equipment: an asset-register CSV (`monthly`, `12 months`), a rope log (`100 m`, `200 ft`, `quarterly`), the
//     nested radio/asset JSON (holders by callsign only) and the French table;
// (e) search dogs: an HTML table, a French list, one dog only in the training officer's e-mail;
// (f) fundraising: a nested YAML events file, a donations CSV (`£1,000.00`), the treasurer's e-mail in sentences and
//     the French bulletin (`2 340 €`);
// (g) a WIDE table of 2024 call-outs per area, a column per month; background documents whose numbers belong to no
//     entity.
//
// Canonical units of source.csv: dates ISO; clock times HH:MM (`3.42pm` → 15:42, `10h40` → 10:40); team effort in
// hours (`119,5` → 119.5, `forty-one team hours` → 41); mileage in MILES (`86 400 km` → / 1.609344); rope length in
// metres (`200 ft` → 60.96); inspection intervals in months (`monthly` → 1, `quarterly` → 3, `annual` → 12); money in
// GBP or EUR as stated (never converted); joined and graded as years; French words in English (`Chef d'équipe` =
// Party leader, `Secouriste` = Casualty carer, `Maître-chien` = Search dog handler, `Conducteur` = Driver, `PSE2` =
// Casualty care, `Randonnée` = Hillwalking, `Escalade` = Climbing, `VTT` = Mountain biking, `Hélitreuillé(e)` =
// Airlifted, `Berger malinois` = Belgian Malinois).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, htmlInfoboxPage, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('rescue-v1');
const MILE = 1.609344;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const fr = (x, d) => Number(x).toFixed(d).replace('.', ',');
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];
const dmy = (iso) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const TENS = { 20: 'twenty', 30: 'thirty', 40: 'forty', 50: 'fifty', 60: 'sixty', 70: 'seventy', 80: 'eighty', 90: 'ninety' };
const words = (n) => (n < 13 ? WORDS[n] : n < 20 ? ['thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'][n - 13] : n % 10 ? `${TENS[n - (n % 10)]}-${WORDS[n % 10]}` : TENS[n]);
/** "15:42" → "3.42pm" */
const ampm = (t) => {
  const [h, m] = t.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}.${pad(m)}${h < 12 ? 'am' : 'pm'}`;
};
const FR_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const frLong = (iso) => `${Number(iso.slice(8, 10))} ${FR_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekday = (iso) => DAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()];

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the wide table). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);
const CG = 'Cwm Glas';
const AZ = "Val d'Azun";

// ------------------------------------------------------------------ members
// [name, callsign, role, joined, qualifications, casualty-care expiry, call-outs attended in 2025]
const MEMBER_DEF = [
  // roster CSV
  ['Gethin Roberts', 'CG01', 'Team leader', 2003, ['Casualty care', 'Search management', 'Rope rescue', 'Helicopter ops'], '2026-05-14', 31],
  ['Ffion Hughes', 'CG02', 'Deputy team leader', 2008, ['Casualty care', 'Search management', 'Swiftwater'], '2025-11-30', 27],
  ['Tom Ashworth', 'CG09', 'Party leader', 2014, ['Casualty care', 'Rope rescue', 'Swiftwater'], '2026-09-01', 24],
  ['Rhys Evans', 'CG12', 'Casualty carer', 2015, ['Casualty care', 'Swiftwater'], '2026-03-21', 19],
  ['Iwan Morris', 'CG20', 'Driver', 2011, ['Blue-light driving'], null, 14],
  ['Ben Kowalski', 'CG23', 'Team member', 2020, ['Rope rescue'], null, 16],
  ['Lowri Thomas', 'CG26', 'Team member', 2022, ['Swiftwater'], null, 11],
  ['Alun Davies', 'CG19', 'Driver', 2005, ['Blue-light driving', 'Rope rescue'], null, 21],
  ['Huw Bowen', 'CG27', 'Team member', 2013, ['Rope rescue', 'Helicopter ops'], null, 9],
  ['Joe Hartley', 'CG30', 'Team member', 2023, [], null, 12],
  ['Steffan Lewis', 'CG28', 'Team member', 2016, ['Swiftwater', 'Rope rescue'], null, 18],
  ['Llion Jenkins', 'CG22', 'Driver', 2018, ['Blue-light driving', 'Casualty care'], '2025-12-15', 15],
  // profile sheets
  ['Dafydd Pritchard', 'CG05', 'Party leader', 2010, ['Casualty care', 'Rope rescue'], '2027-02-08', 26],
  ['Sian Lloyd-Jones', 'CG07', 'Party leader', 2012, ['Rope rescue', 'Helicopter ops', 'Search management'], null, 22],
  ['Catrin Edwards', 'CG08', 'Party leader', 2011, ['Casualty care', 'Search management', 'Helicopter ops'], '2025-10-31', 25],
  ['Owain Jones', 'CG16', 'Search dog handler', 2009, ['Helicopter ops', 'Search management'], null, 13],
  ['Mark Brennan', 'CG06', 'Party leader', 2007, ['Casualty care', 'Rope rescue', 'Search management'], '2026-06-30', 23],
  ['Aled Humphreys', 'CG10', 'Party leader', 2009, ['Rope rescue', 'Swiftwater', 'Search management'], null, 20],
  // new and returning members (label set B)
  ['Nia Rowlands', 'CG33', 'Trainee', 2024, [], null, 6],
  ['Kate Holloway', 'CG29', 'Team member', 2021, ['Casualty care'], '2026-11-20', 10],
  ['Elin Griffiths', 'CG24', 'Casualty carer', 2021, ['Casualty care', 'Swiftwater'], '2027-01-31', 13],
  ['Carys Williams', 'CG21', 'Driver', 2019, ['Blue-light driving', 'Casualty care'], '2025-09-30', 17],
  // medical and dog section (HTML)
  ['Megan Owen', 'CG11', 'Casualty carer', 2016, ['Casualty care'], '2025-10-12', 17],
  ['Hannah Whitfield', 'CG14', 'Casualty carer', 2018, ['Casualty care', 'Helicopter ops'], '2026-04-04', 12],
  ['Priya Shah', 'CG15', 'Casualty carer', 2019, ['Casualty care', 'Swiftwater'], '2026-08-17', 14],
  ['Gwen Baxter', 'CG13', 'Casualty carer', 2010, ['Casualty care'], '2025-12-02', 20],
  ['Sioned Parry', 'CG17', 'Search dog handler', 2017, ['Casualty care'], '2026-02-28', 15],
  ['Emyr Vaughan', 'CG18', 'Search dog handler', 2014, ['Casualty care', 'Helicopter ops'], '2027-03-10', 16],
  // only in the training officer's e-mail
  ['Mari Stevens', 'CG34', 'Trainee', 2025, ['Casualty care'], '2027-04-30', 3],
  ['Dan Okafor', 'CG35', 'Trainee', 2025, ['Swiftwater'], null, 5],
  // Val d'Azun (French)
  ['Jean-Marc Laborde', 'AZN 1', 'Team leader', 2001, ['Casualty care', 'Rope rescue', 'Helicopter ops'], '2026-03-31', 22],
  ['Élodie Casteran', 'AZN 4', 'Party leader', 2009, ['Casualty care', 'Rope rescue'], '2025-12-31', 19],
  ['Pierre Soulé', 'AZN 7', 'Search dog handler', 2012, ['Helicopter ops'], null, 11],
  ['Mathilde Fourcade', 'AZN 9', 'Casualty carer', 2016, ['Casualty care'], '2026-06-30', 9],
  ['Bastien Lacaze', 'AZN 11', 'Driver', 2014, ['Blue-light driving'], null, 8],
  ['Inès Abadie', 'AZN 12', 'Search dog handler', 2019, ['Casualty care'], '2027-05-31', 7],
];
const members = MEMBER_DEF.map(([name, callsign, role, joined, quals, cc, callouts]) => ({ name, callsign, role, joined, quals, cc, callouts, team: callsign.startsWith('AZN') ? AZ : CG }));
const M = Object.fromEntries(members.map((m) => [m.name, m]));
// two members are only in the training officer's July e-mail (hill assessments passed)
const HILL_PASSED = ['Lowri Thomas', 'Joe Hartley'];
const byCall = Object.fromEntries(members.map((m) => [m.callsign, m]));
const TICKET = { 'Casualty care': 'CC', 'Rope rescue': 'Rope', Swiftwater: 'SWR', 'Search management': 'SM', 'Helicopter ops': 'Heli', 'Blue-light driving': 'BLD' };
const QUAL_FR = { 'Casualty care': 'PSE2', 'Rope rescue': 'Secours sur corde', 'Helicopter ops': 'Hélitreuillage', 'Blue-light driving': 'Conduite d\'urgence' };
const ROLE_FR = { 'Team leader': 'Responsable d\'équipe', 'Party leader': 'Chef d\'équipe', 'Search dog handler': 'Maître-chien', 'Casualty carer': 'Secouriste', Driver: 'Conducteur' };

function memberFacts(m, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(m.name, 'member', attr, value, unit, stated, file);
  F('callsign', m.callsign, 'text', s.callsign);
  F('role', m.role, '', s.role);
  F('joined', m.joined, '', s.joined);
  F('qualifications', m.quals, 'list', s.quals);
  if (m.cc) F('cas_care_expiry', m.cc, 'date', s.cc);
  F('callouts', m.callouts, '', s.callouts);
  F('team', m.team, 'place', s.team ?? '');
}

// (a1) roster CSV
{
  const file = 'team/roster-2025.csv';
  const rows = members.slice(0, 12).filter((m) => !HILL_PASSED.includes(m.name)).map((m) => {
    const t = m.quals.map((q) => TICKET[q]).join('; ');
    memberFacts(m, file, { callsign: m.callsign, role: m.role, joined: '', quals: t, cc: m.cc ? dmy(m.cc) : '', callouts: '' });
    return [m.name, m.callsign, m.role, m.joined, t, m.cc ? dmy(m.cc) : '', m.callouts, L(m.joined, ['Llanberis', 'Nant Peris', 'Bethesda', 'Caernarfon', 'Deiniolen', 'Capel Curig'])];
  });
  corpus.write(file, delimited(['Name', 'Callsign', 'Role', 'Joined', 'Tickets', 'Cas Care expiry', 'Call-outs (2025)', 'Home village'], rows));
}

// (a2) profile sheets
members.slice(12, 18).forEach((m, k) => {
  const file = `team/profiles/${slug(m.name)}.md`;
  const exp = m.cc ? fmtDate(m.cc, 'long') : null;
  const s = {
    callsign: `Callsign: ${m.callsign}`, role: `Role: ${m.role}`, joined: `Joined the team: ${m.joined}`,
    quals: `Qualifications: ${m.quals.join(', ')}`, cc: exp ? `Casualty care expires: ${exp}` : '', callouts: `Call-outs attended (2025): ${m.callouts}`,
  };
  memberFacts(m, file, s);
  const lines = [`# ${m.name}`, '', s.callsign, s.role, s.joined, s.quals];
  lines.push(exp ? s.cc : 'Casualty care expires: n/a (not held)');
  lines.push(s.callouts, `Next of kin on file: yes`, '', '## Notes', '',
    L(k, [
      'Leads most of the crag rescues in the Pass; runs the Tuesday rope sessions.',
      'Happy on the hill in any weather; keeps the rigging kit in order.',
      'Also the team\'s training officer — book courses through her.',
      'Handler in the dog section (SARDA Wales assessor).',
      'Longest-serving party leader after the team leader; deputy equipment officer.',
      'Swiftwater instructor; covers the Llyn Padarn water rescues.',
    ]), '');
  corpus.write(file, lines.join('\n'));
});

// (a3) new and returning members (label set B)
{
  const file = 'team/new-and-returning-members.md';
  const out = ['# New and returning members — 2025 intake', '', 'Records for members who joined or came back from leave. Full members have passed the hill assessment.', ''];
  members.slice(18, 22).forEach((m) => {
    const s = {
      callsign: `Radio call sign: ${m.callsign}`, role: `Team position: ${m.role}`, joined: `Member since: ${m.joined}`,
      quals: `Tickets: ${m.quals.length ? m.quals.join(' / ') : 'none yet'}`, cc: m.cc ? `Cas Care valid to: ${fmtDate(m.cc, 'short')}` : '',
      callouts: `Turnouts this year: ${m.callouts}`,
    };
    memberFacts(m, file, { ...s, quals: m.quals.length ? s.quals : '' });
    out.push(`## ${m.name}`, '', `- ${s.callsign}`, `- ${s.role}`, `- ${s.joined}`, `- ${s.quals}`);
    if (m.cc) out.push(`- ${s.cc}`);
    out.push(`- ${s.callouts}`, '');
  });
  corpus.write(file, out.join('\n'));
}

// (a4) medical and dog section (HTML, tickets as ✓ columns)
{
  const file = 'team/medical-and-dog-section.html';
  const cols = ['Casualty care', 'Rope rescue', 'Swiftwater', 'Search management', 'Helicopter ops'];
  const rows = members.slice(22, 28).map((m) => {
    const exp = m.cc ? fmtDate(m.cc, 'long') : '';
    memberFacts(m, file, { callsign: m.callsign, role: m.role, joined: '', quals: '', cc: exp, callouts: '' });
    const ticks = cols.map((c) => (c === 'Casualty care' ? (m.cc ? `✓ (to ${exp})` : '') : m.quals.includes(c) ? '✓' : ''));
    return `    <tr><td>${esc(m.name)}</td><td>${m.callsign}</td><td>${esc(m.role)}</td><td>${m.joined}</td>${ticks.map((t) => `<td>${esc(t)}</td>`).join('')}<td>${m.callouts}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Medical &amp; search-dog section</title></head>
<body>
<h1>Medical &amp; search-dog section — members and tickets</h1>
<p>Kept by the medical officer. A tick means the ticket is current; casualty care shows its expiry.</p>
<table>
  <thead><tr><th>Member</th><th>Callsign</th><th>Role</th><th>Joined</th>${cols.map((c) => `<th>${esc(c)}</th>`).join('')}<th>Call-outs 2025</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Controlled drugs (morphine, ketamine) may only be given by casualty carers with a current ticket.</p>
</body></html>
`);
}

// ------------------------------------------------------------------ dogs
// [name, handler, breed, graded, status, specialism]
const DOG_DEF = [
  ['Mot', 'Owain Jones', 'Border Collie', 2019, 'Operational', 'Air scent'],
  ['Fly', 'Owain Jones', 'Working Sheepdog', 2013, 'Retired', 'Air scent'],
  ['Bryn', 'Emyr Vaughan', 'Labrador', 2018, 'Operational', 'Trailing'],
  ['Tan', 'Sioned Parry', 'Border Collie', 2025, 'Operational', 'Air scent'],
  ['Ubac', 'Pierre Soulé', 'Belgian Malinois', 2018, 'Operational', 'Avalanche'],
  ['Isard', 'Pierre Soulé', 'German Shepherd', 2012, 'Retired', 'Avalanche'],
  ['Nala', 'Inès Abadie', 'Australian Shepherd', 2022, 'Operational', 'Air scent'],
];
const dogs = DOG_DEF.map(([name, handler, breed, graded, status, spec]) => ({ name, handler, breed, graded, status, spec, team: M[handler].team }));
const D = Object.fromEntries(dogs.map((d) => [d.name, d]));
function dogFacts(d, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(d.name, 'dog', attr, value, unit, stated, file);
  F('handler', d.handler, 'person', s.handler);
  F('breed', d.breed, '', s.breed);
  F('graded', d.graded, '', s.graded);
  F('status', d.status, '', s.status);
  F('specialism', d.spec, '', s.spec);
  F('team', d.team, 'place', '');
}
{
  const file = 'dogs/search-dogs.html';
  const rows = dogs.filter((d) => d.team === CG && d.name !== 'Tan').map((d) => {
    const graded = d.status === 'Retired' ? `${d.graded} (retired 2024)` : String(d.graded);
    dogFacts(d, file, { handler: d.handler, breed: d.breed, graded, status: d.status, spec: d.spec });
    return `    <tr><td>${esc(d.name)}</td><td>${esc(d.handler)} (${M[d.handler].callsign})</td><td>${esc(d.breed)}</td><td>${esc(graded)}</td><td>${esc(d.spec)}</td><td>${esc(d.status)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Search dogs — Cwm Glas MRT</title></head>
<body>
<h1>Search dogs</h1>
<p>Our dogs are assessed and graded through SARDA Wales and re-assessed every three years.</p>
<table>
  <thead><tr><th>Dog</th><th>Handler</th><th>Breed</th><th>Graded</th><th>Discipline</th><th>Status</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Dogs in training are not listed. Vet bills are paid from the dog-section fund.</p>
</body></html>
`);
}

// ------------------------------------------------------------------ areas + the wide 2024 table
const AREAS = [
  ['Yr Wyddfa', 5.2], ['Glyderau', 3.1], ['Carneddau', 1.9], ['Llanberis Pass', 2.2],
  ['Moel Siabod', 1.0], ['Nantlle Ridge', 0.8], ['Moel Eilio', 0.6], ['Moelwynion', 0.9],
];
const SEASON = [0.6, 0.5, 0.7, 1.0, 1.2, 1.3, 1.5, 1.7, 1.2, 0.9, 0.6, 0.7];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
let total2024 = 0;
{
  const file = 'stats/callouts-by-area-2024.csv';
  const rows = AREAS.map(([area, w]) => {
    const ms = SEASON.map((s) => Math.max(0, Math.round(w * s * r.float(0.55, 1.45))));
    ms.forEach((v, i) => corpus.also(area, 'area', `callouts_2024_${MONTHS[i]}`, v, '', '', file));
    corpus.also(area, 'area', 'callouts_2024', ms.reduce((a, b) => a + b, 0), '', '', file);
    total2024 += ms.reduce((a, b) => a + b, 0);
    corpus.entityFile.set(area, file);
    return [area, ...ms];
  });
  corpus.write(file, delimited(['Area', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'], rows));
}

// ------------------------------------------------------------------ incidents
// locations: key → [name, grid, area]
const LOC = {
  dk: ["Devil's Kitchen (Twll Du)", 'SH 6380 5880', 'Glyderau'],
  cl: ['Carnedd Llewelyn', 'SH 6840 6440', 'Carneddau'],
  cg: ['Crib Goch', 'SH 6245 5520', 'Yr Wyddfa'],
  ll: ['Y Lliwedd', 'SH 6240 5330', 'Yr Wyddfa'],
  tr: ['Tryfan North Ridge', 'SH 6640 5960', 'Glyderau'],
  lp: ['Llanberis Path, Clogwyn', 'SH 6060 5610', 'Yr Wyddfa'],
  ms: ['Moel Siabod', 'SH 7050 5460', 'Moel Siabod'],
  dc: ['Dinas Cromlech', 'SH 6290 5690', 'Llanberis Pass'],
  py: ['Pyg Track, Bwlch y Moch', 'SH 6330 5530', 'Yr Wyddfa'],
  cw: ['Carreg Wastad', 'SH 6250 5710', 'Llanberis Pass'],
  br: ['Bristly Ridge, Glyder Fach', 'SH 6560 5810', 'Glyderau'],
  sr: ['Snowdon Ranger Path', 'SH 5900 5530', 'Yr Wyddfa'],
  cn: ['Cnicht', 'SH 6450 4660', 'Moelwynion'],
  yn: ['Y Garn, Nantlle Ridge', 'SH 5510 5260', 'Nantlle Ridge'],
  bg: ['Bwlch Glas', 'SH 6080 5480', 'Yr Wyddfa'],
  me: ['Moel Eilio', 'SH 5560 5770', 'Moel Eilio'],
  ce: ['Cwm Eigiau', 'SH 7000 6400', 'Carneddau'],
  wp: ['Watkin Path, Gladstone Rock', 'SH 6270 5180', 'Yr Wyddfa'],
  mm: ['Moelwyn Mawr', 'SH 6580 4490', 'Moelwynion'],
  po: ['Pen yr Ole Wen', 'SH 6560 6190', 'Carneddau'],
  dy: ['Mynydd Drws-y-Coed', 'SH 5490 5180', 'Nantlle Ridge'],
  yg: ['Y Garn (Glyderau)', 'SH 6310 5960', 'Glyderau'],
  // Pyrenees
  ba: ['Balaïtous, brèche Latour', '', "Val d'Azun"],
  le: ["Lac d'Estaing", '', "Val d'Azun"],
  pa: ["Pic du Midi d'Arrens", '', "Val d'Azun"],
  so: ['Col du Soulor', '', "Val d'Azun"],
  ga: ['Gabizos', '', "Val d'Azun"],
};
const HELI = 'Coastguard helicopter';
const WAST = 'Welsh Ambulance';
const NWP = 'North Wales Police';
const SARDA = 'SARDA Wales';
const NF = 'Nant Ffrancon MRT';
// [number, date, paged, stood down, location, casualties, team hours, activity, outcome, agencies, party leader, dog]
const INC_DEF = [
  ['MR-25-003', '2025-01-11', '15:42', '21:10', 'dk', 1, 96, 'Hillwalking', 'Stretchered off', [WAST], 'Dafydd Pritchard', null],
  ['MR-25-007', '2025-01-26', '17:05', '23:40', 'cl', 2, 119.5, 'Hillwalking', 'Found safe', [NWP, SARDA], 'Catrin Edwards', 'Mot'],
  ['MR-25-009', '2025-02-08', '11:20', '14:05', 'cg', 1, 33, 'Scrambling', 'Airlifted', [HELI, WAST], 'Tom Ashworth', null],
  ['MR-25-012', '2025-02-22', '19:48', '02:15', 'll', 0, 63.5, 'Climbing', 'Found safe', [NWP], 'Aled Humphreys', null],
  ['MR-25-015', '2025-03-09', '13:30', '17:45', 'tr', 1, 58, 'Scrambling', 'Stretchered off', [NF, WAST], 'Mark Brennan', null],
  ['MR-25-018', '2025-03-23', '10:12', '12:40', 'lp', 1, 22, 'Mountain biking', 'Walked off', [WAST], 'Sian Lloyd-Jones', null],
  ['MR-25-021', '2025-04-05', '14:55', '20:30', 'ms', 1, 47, 'Hillwalking', 'Airlifted', [HELI], 'Catrin Edwards', null],
  ['MR-25-022', '2025-04-06', '09:15', '10:05', 'dc', 0, 6, 'Climbing', 'False alarm', [NWP], 'Dafydd Pritchard', null],
  ['MR-25-026', '2025-04-19', '16:20', '19:55', 'py', 1, 41, 'Hillwalking', 'Stretchered off', [WAST], 'Tom Ashworth', null],
  ['MR-25-027', '2025-04-20', '12:03', '15:30', 'cw', 1, 38, 'Climbing', 'Airlifted', [HELI, WAST], 'Sian Lloyd-Jones', null],
  ['MR-25-031', '2025-05-03', '21:34', '03:50', 'br', 2, 140.5, 'Scrambling', 'Found safe', [SARDA, NWP, NF], 'Aled Humphreys', 'Bryn'],
  ['MR-25-033', '2025-05-10', '13:10', '16:00', 'sr', 1, 29, 'Mountain biking', 'Stretchered off', [WAST], 'Mark Brennan', null],
  ['MR-25-036', '2025-05-18', '15:45', '18:10', 'cn', 1, 26, 'Hillwalking', 'Walked off', [], 'Dafydd Pritchard', null],
  ['MR-25-038', '2025-05-25', '11:50', '17:20', 'yn', 1, 55, 'Trail running', 'Fatal', [HELI, NWP], 'Gethin Roberts', null],
  ['MR-25-040', '2025-06-01', '14:02', '16:30', 'cg', 2, 30.5, 'Scrambling', 'Walked off', [], 'Tom Ashworth', null],
  ['MR-25-043', '2025-06-08', '18:30', '22:45', 'bg', 1, 51, 'Hillwalking', 'Stretchered off', [WAST], 'Catrin Edwards', null],
  ['MR-25-045', '2025-06-14', '10:40', '13:15', 'me', 1, 24, 'Trail running', 'Walked off', [WAST], 'Sian Lloyd-Jones', null],
  ['MR-25-047', '2025-06-21', '22:10', '05:30', 'ce', 3, 176, 'Hillwalking', 'Found safe', [SARDA, NWP, HELI], 'Gethin Roberts', 'Mot'],
  ['MR-25-049', '2025-06-28', '15:15', '19:40', 'wp', 1, 44, 'Hillwalking', 'Airlifted', [HELI, WAST], 'Mark Brennan', null],
  ['MR-25-052', '2025-07-05', '12:25', '14:10', 'mm', 1, 15, 'Mountain biking', 'Stretchered off', [WAST], 'Aled Humphreys', null],
  ['MR-25-054', '2025-07-12', '16:50', '21:05', 'tr', 1, 62, 'Scrambling', 'Airlifted', [HELI, NF], 'Dafydd Pritchard', null],
  ['MR-25-056', '2025-07-19', '08:35', '11:00', 'lp', 1, 20, 'Hillwalking', 'Walked off', [WAST], 'Catrin Edwards', null],
  ['MR-25-058', '2025-07-26', '19:05', '23:30', 'po', 2, 71.5, 'Hillwalking', 'Found safe', [NWP, SARDA], 'Tom Ashworth', 'Tan'],
  ['MR-25-059', '2025-07-27', '13:40', '15:20', 'dc', 1, 27, 'Climbing', 'Stretchered off', [WAST], 'Sian Lloyd-Jones', null],
  ['MR-25-061', '2025-08-02', '11:05', '16:35', 'cg', 1, 66, 'Scrambling', 'Fatal', [HELI, NWP, WAST], 'Gethin Roberts', null],
  ['MR-25-063', '2025-08-09', '14:20', '17:05', 'dy', 1, 32, 'Scrambling', 'Walked off', [], 'Mark Brennan', null],
  ['MR-25-064', '2025-08-10', '09:50', '11:30', 'sr', 1, 18, 'Mountain biking', 'Airlifted', [HELI, WAST], 'Aled Humphreys', null],
  ['MR-25-066', '2025-08-16', '17:30', '21:50', 'yg', 1, 49, 'Hillwalking', 'Stretchered off', [WAST], 'Dafydd Pritchard', null],
  ['MR-25-068', '2025-08-23', '20:15', '00:40', 'ms', 2, 58, 'Hillwalking', 'Found safe', [SARDA], 'Catrin Edwards', 'Bryn'],
  ['MR-25-070', '2025-08-30', '13:00', '13:45', 'py', 0, 4, 'Hillwalking', 'Stood down', [WAST], 'Tom Ashworth', null],
  ['MR-25-073', '2025-09-06', '15:25', '18:55', 'br', 1, 39, 'Scrambling', 'Airlifted', [HELI], 'Sian Lloyd-Jones', null],
  ['MR-25-075', '2025-09-13', '12:45', '15:10', 'me', 1, 21, 'Mountain biking', 'Walked off', [WAST], 'Mark Brennan', null],
  ['MR-25-077', '2025-09-20', '18:05', '23:20', 'dk', 1, 70, 'Hillwalking', 'Stretchered off', [WAST, NF], 'Aled Humphreys', null],
  ['MR-25-079', '2025-09-27', '10:30', '14:00', 'll', 1, 36, 'Climbing', 'Airlifted', [HELI, WAST], 'Gethin Roberts', null],
  ['MR-25-080', '2025-09-28', '16:10', '19:25', 'cn', 1, 31, 'Trail running', 'Stretchered off', [], 'Dafydd Pritchard', null],
  ['AZN-25-009', '2025-06-15', '10:40', '16:15', 'ba', 1, 36, 'Climbing', 'Airlifted', ['PGHM', 'Dragon 65'], 'Élodie Casteran', null],
  ['AZN-25-014', '2025-07-08', '14:05', '18:50', 'le', 2, 28, 'Hillwalking', 'Walked off', ['SAMU'], 'Jean-Marc Laborde', null],
  ['AZN-25-017', '2025-07-22', '19:30', '01:10', 'pa', 1, 45, 'Hillwalking', 'Found safe', ['PGHM'], 'Élodie Casteran', 'Ubac'],
  ['AZN-25-021', '2025-08-05', '11:15', '13:40', 'so', 1, 12, 'Mountain biking', 'Stretchered off', ['SAMU'], 'Jean-Marc Laborde', null],
  ['AZN-25-024', '2025-08-19', '16:45', '20:20', 'ga', 1, 30, 'Trail running', 'Airlifted', ['PGHM', 'Dragon 65', 'SAMU'], 'Élodie Casteran', null],
];
const incidents = INC_DEF.map(([no, date, paged, stood, loc, cas, hours, act, outcome, agencies, leader, dog]) => ({
  no, date, paged, stood, loc: LOC[loc][0], grid: LOC[loc][1], area: LOC[loc][2], cas, hours, act, outcome, agencies, leader, dog,
}));
const I = Object.fromEntries(incidents.map((i) => [i.no, i]));
function incFacts(i, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(i.no, 'incident', attr, value, unit, stated, file);
  F('date', i.date, 'date', s.date);
  F('paged', i.paged, 'text', s.paged);
  F('stood_down', i.stood, 'text', s.stood);
  F('location', i.loc, 'text', s.loc);
  if (i.grid) F('grid_ref', i.grid, 'text', s.grid);
  F('area', i.area, 'text', s.area ?? '');
  F('casualties', i.cas, '', s.cas);
  F('team_hours', i.hours, 'h', s.hours);
  F('activity', i.act, '', s.act);
  F('outcome', i.outcome, '', s.outcome);
  F('agencies', i.agencies, 'list', s.agencies);
  F('party_leader', i.leader, 'person', s.leader);
  if (i.dog) F('dog', i.dog, 'text', s.dog);
}
const AG_MD = { [HELI]: 'Coastguard helicopter (Rescue 936)', [WAST]: 'Welsh Ambulance (WAST)', [NWP]: 'North Wales Police', [SARDA]: 'SARDA Wales', [NF]: 'Nant Ffrancon MRT' };
const OUT_MD = {
  Airlifted: 'Casualty airlifted to Ysbyty Gwynedd', 'Stretchered off': 'Stretchered to road ambulance', 'Walked off': 'Walked off with team support',
  'Found safe': 'Missing party found safe and well', Fatal: 'Fatal — casualty recovered', 'False alarm': 'False alarm with good intent', 'Stood down': 'Stood down before reaching the scene',
};
const incList = (nos) => nos.map((n) => I[n]);

// (b1) Markdown incident sheets
incList(['MR-25-003', 'MR-25-009', 'MR-25-015', 'MR-25-026', 'MR-25-038', 'MR-25-049', 'MR-25-054', 'MR-25-066']).forEach((i, k) => {
  const file = `incidents/2025/${i.no}.md`;
  const ag = i.agencies.length ? i.agencies.map((a) => AG_MD[a]).join(', ') : 'none';
  const s = {
    date: `Date: ${dmy(i.date)}`, paged: `Paged: ${i.paged}`, stood: `Stood down: ${i.stood}`, loc: `Location: ${i.loc}`, grid: `Grid ref: ${i.grid}`,
    cas: `Casualties: ${i.cas}`, hours: `Team hours: ${i.hours}`, act: `Activity: ${i.act}`, outcome: `Outcome: ${OUT_MD[i.outcome]}`,
    agencies: `Other agencies: ${ag}`, leader: `Party leader: ${i.leader}`, area: `Area: ${i.area}`,
  };
  incFacts(i, file, { ...s, agencies: i.agencies.length ? s.agencies : '' });
  corpus.write(file, [
    `# Incident ${i.no}`, '', `Incident no.: ${i.no}`, s.date, s.paged, s.stood, s.loc, s.grid, `Area: ${i.area}`, s.act, s.cas, s.outcome,
    s.agencies, s.leader, s.hours, `Members out: ${Math.max(4, Math.round(i.hours / 4.5))}`, '', '## Summary', '',
    L(k, [
      'Weather poor, cloud down to 500 m. Casualty packaged in the vacuum mattress and carried down to the road head.',
      'Scrambler slipped on the pinnacles; the helicopter was tasked straight away and the team supported the winch.',
      'Joint job with our neighbours; a long carry-out in deteriorating light.',
      'Lower-leg injury on the descent. Splinted and carried to the ambulance at Pen-y-Pass.',
      'A sad job. Police led the recovery; the team was stood down after handover.',
      'Ankle injury. Helicopter available so the casualty was flown to hospital.',
      'Fall on the ridge; technical lower before the helicopter could get in.',
      'Walker with a suspected fractured wrist and mild hypothermia; stretchered down.',
    ]), '',
  ].join('\n'));
});

// (b2) SARCALL-style export: preamble, semicolons, decimal commas, coded values, party leader by callsign
{
  const file = 'incidents/sarcall-export-2025.csv';
  const ACT = { Hillwalking: 'HILLWALK', Scrambling: 'SCRAMBLE', Climbing: 'CLIMB', 'Mountain biking': 'MTB', 'Trail running': 'RUN' };
  const OUT = { Airlifted: 'AIRLIFT', 'Stretchered off': 'STRETCHER', 'Walked off': 'WALKED OFF', 'Found safe': 'LOCATED SAFE', Fatal: 'FATAL', 'False alarm': 'FALSE ALARM', 'Stood down': 'STOOD DOWN' };
  const AG = { [HELI]: 'HMCG R936', [WAST]: 'WAST', [NWP]: 'NWP', [SARDA]: 'SARDA', [NF]: 'NFMRT' };
  const nextDay = (iso) => {
    const d = new Date(`${iso}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    return d.toISOString().slice(0, 10);
  };
  const rows = incList(['MR-25-007', 'MR-25-012', 'MR-25-018', 'MR-25-022', 'MR-25-031', 'MR-25-033', 'MR-25-040', 'MR-25-045', 'MR-25-052', 'MR-25-058', 'MR-25-063', 'MR-25-068', 'MR-25-073']).map((i, k) => {
    const stoodDate = i.stood < i.paged ? nextDay(i.date) : i.date;
    const ag = i.agencies.map((a) => AG[a]).join(', ');
    incFacts(i, file, {
      date: `${dmy(i.date)} ${i.paged}`, paged: `${dmy(i.date)} ${i.paged}`, stood: `${dmy(stoodDate)} ${i.stood}`, loc: i.loc, grid: i.grid.replace(/ /g, ''),
      cas: '', hours: fr(i.hours, 1), act: ACT[i.act], outcome: OUT[i.outcome], agencies: ag, leader: M[i.leader].callsign, dog: i.dog,
    });
    return [`2025-${pad(400 + k * 37 + r.int(0, 30), 6)}`, i.no, `${dmy(i.date)} ${i.paged}`, `${dmy(stoodDate)} ${i.stood}`, i.loc, i.grid.replace(/ /g, ''), ACT[i.act], i.cas, fr(i.hours, 1), OUT[i.outcome], ag, M[i.leader].callsign, i.dog ?? ''];
  });
  const pre = [
    'SARCALL — Incident export',
    'Team: Cwm Glas MRT (CGMRT);Region: North Wales (NWMRA)',
    'Exported: 01/10/2025 08:14 by CG02;Filter: status = Closed; period 01/01/2025-30/09/2025 (part)',
    '',
  ].join('\n');
  corpus.write(file, pre + delimited(['SARCALL ID', 'Team ref', 'Paged', 'Stood down', 'Location', 'Grid', 'Activity', 'Cas', 'Team hours', 'Outcome', 'Agencies', 'Hill party leader', 'Dog'], rows, ';'));
}

// (b3) the website's call-out table (HTML)
{
  const file = 'website/recent-callouts.html';
  const ACT = { Hillwalking: 'Hillwalker', Scrambling: 'Scrambler', Climbing: 'Climber', 'Mountain biking': 'Mountain biker', 'Trail running': 'Fell runner' };
  const OUT = { Airlifted: 'Airlifted to hospital', 'Stretchered off': 'Stretchered off the hill', 'Walked off': 'Walked off with the team', 'False alarm': 'False alarm with good intent' };
  const AG = { [HELI]: 'Coastguard helicopter', [WAST]: 'ambulance', [NWP]: 'police' };
  const rows = incList(['MR-25-021', 'MR-25-027', 'MR-25-036', 'MR-25-043', 'MR-25-056', 'MR-25-064']).map((i) => {
    const date = `${weekday(i.date).slice(0, 3)} ${fmtDate(i.date, 'short')}`;
    const ag = i.agencies.map((a) => AG[a]).join(', ') || '—';
    const leader = `led by ${i.leader.split(' ')[0]} (${M[i.leader].callsign})`;
    incFacts(i, file, {
      date, paged: ampm(i.paged), stood: ampm(i.stood), loc: i.loc, grid: i.grid.replace(/(\d{3})\d (\d{3})\d/, '$1 $2'), cas: '', hours: `${i.hours} hrs`,
      act: ACT[i.act], outcome: OUT[i.outcome], agencies: i.agencies.length ? ag : '', leader: M[i.leader].callsign,
    });
    return `    <tr><td>${i.no}</td><td>${esc(date)}</td><td>${ampm(i.paged)} – ${ampm(i.stood)}</td><td>${esc(i.loc)} (${i.grid.replace(/(\d{3})\d (\d{3})\d/, '$1 $2')})</td><td>${ACT[i.act]}</td><td>${i.cas}</td><td>${esc(OUT[i.outcome])}</td><td>${esc(ag)}</td><td>${i.hours} hrs</td><td>${esc(leader)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="cy-GB"><head><meta charset="utf-8"><title>Galwadau diweddar / Recent call-outs — Cwm Glas MRT</title></head>
<body>
<h1>Galwadau diweddar / Recent call-outs</h1>
<p>A selection of this year's call-outs for the website. Times are when the team was paged and stood down.</p>
<table>
  <thead><tr><th>Ref</th><th>Date</th><th>Paged – stood down</th><th>Where</th><th>Who</th><th>Casualties</th><th>Outcome</th><th>Also there</th><th>Team effort</th><th>Hill party</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Please donate — every call-out costs us around £250 in fuel and kit.</p>
</body></html>
`);
}

// (b4) debrief reports in prose (one file each)
{
  const deb = [
    ['MR-25-047', (i, s) => [
      `# Debrief — ${i.no}, ${s.loc}`, '',
      `Written up after the hot debrief on ${s.date}.`, '',
      `The team was paged at ${s.paged} on a Saturday evening: three walkers overdue on the Carneddau, last heard from near ${s.loc}. ` +
      `${i.leader} took the first hill party up from the Eigiau road with Owain Jones and his dog ${i.dog}, while North Wales Police ran the phone enquiries and SARDA Wales sent two more dogs.`, '',
      `Rescue 936 searched the upper cwm with its camera until the cloud came in. ${i.dog} found the group huddled behind a wall at about 03:00; all ${words(i.cas)} of them were cold but walked out with us. ` +
      `We were stood down at ${s.stood}. ${s.hours}, the biggest job of the year so far.`, '',
      '## Learning points', '', '- Phone battery: ask overdue parties to switch to flight mode.', '- Second hill party needs its own radio relay on the ridge.', '',
    ]],
    ['MR-25-059', (i, s) => [
      `# Debrief: ${i.no} — fall from ${i.loc}`, '',
      `On ${s.date} a climber fell from the second pitch of Cenotaph Corner on ${i.loc} and hit the ledge below. We were paged at ${s.paged}.`, '',
      `${i.leader} led the hill party; two casualty carers got to him within forty minutes. Suspected pelvic injury, so he was packaged in the vacuum mattress and ` +
      `stretchered down the scree to the Welsh Ambulance crew waiting in the lay-by. Stood down ${s.stood}. Total effort: ${s.hours}.`, '',
    ]],
    ['MR-25-061', (i, s) => [
      `# Debrief — ${i.no} (${i.loc})`, '',
      `Confidential. A sad one. On ${s.date} we were paged at ${s.paged} to a scrambler who had fallen from the pinnacles on ${i.loc}.`, '',
      `${i.leader} went up with the first party and Rescue 936 flew two members to the ridge. The casualty had died of his injuries. ` +
      `North Wales Police (for the coroner) and the Welsh Ambulance service attended. The team was stood down at ${s.stood} after the recovery; ${s.hours} in all.`, '',
      'Peer support was offered to everyone who was on the hill. Talk to Ffion or Gethin if you need to.', '',
    ]],
    ['MR-25-070', (i, s) => [
      `# Debrief note — ${i.no}`, '',
      `Short one. Paged ${s.paged} on ${s.date} for a walker with chest pain on the ${i.loc}. ` +
      `${i.leader} had the first party halfway up when the Welsh Ambulance rapid response car got to him from Pen-y-Pass, and we were stood down at ${s.stood}, before we reached the scene. ${s.hours} logged for the members who had set off.`, '',
    ]],
    ['MR-25-079', (i, s) => [
      `# Debrief — ${i.no}, ${i.loc}`, '',
      `${s.date}: a leader fell while climbing on the east buttress of ${i.loc}. Paged at ${s.paged}.`, '',
      `${i.leader} took the call. With a clear day the Coastguard helicopter was on scene within half an hour and winched the climber, ` +
      `who was flown to Ysbyty Gwynedd; the Welsh Ambulance crew met it on the pad. We walked the second, uninjured climber down and were stood down at ${s.stood}. Team effort: ${s.hours}.`, '',
    ]],
  ];
  for (const [no, body] of deb) {
    const i = I[no];
    const file = `incidents/debriefs/${no.toLowerCase()}-debrief.md`;
    const date = fmtDate(i.date, 'long');
    const hours = no === 'MR-25-047' ? `${words(i.hours - 100).replace(/^/, 'One hundred and ')} team hours` : no === 'MR-25-061' ? `${i.hours} team hours` : `${words(i.hours)} team hours`;
    const s = { date, paged: no === 'MR-25-070' ? ampm(i.paged) : i.paged.replace(':', '.'), stood: no === 'MR-25-070' ? ampm(i.stood) : i.stood.replace(':', '.'), loc: i.loc, hours };
    const text = body(i, s).join('\n');
    const OUTP = { Found: 'walked out with us', 'Stretchered off': 'stretchered down', Fatal: 'died of his injuries', 'Stood down': 'before we reached the scene', Airlifted: 'winched the climber' };
    incFacts(i, file, {
      date, paged: s.paged, stood: s.stood, loc: i.loc, grid: '', cas: i.cas === 3 ? 'all three' : '', hours, act: '',
      outcome: OUTP[i.outcome === 'Found safe' ? 'Found' : i.outcome], agencies: '', leader: i.leader, dog: i.dog,
    });
    corpus.write(file, text);
  }
}
// grid references of the debriefed incidents are not in their reports: drop them
corpus.facts = corpus.facts.filter((f) => !(f.file.startsWith('incidents/debriefs/') && f.attribute === 'grid_ref'));

// (b5) the team leader's update e-mail (sentences only)
{
  const file = 'incidents/emails/2025-09-30-team-leader-update.eml';
  const [a, b, c] = incList(['MR-25-075', 'MR-25-077', 'MR-25-080']);
  const body = [
    'From: Gethin Roberts <teamleader@cwmglasmrt.org.uk>',
    'To: members@cwmglasmrt.org.uk',
    'Date: Tue, 30 Sep 2025 21:12:03 +0100',
    'Subject: End of September — last three jobs and kit',
    '',
    'Hi all,',
    '',
    `Quick round-up of the last three call-outs, which haven't made it into SARCALL yet (${a.no}, ${b.no}, ${c.no}).`,
    '',
    `${a.no}: ${weekday(a.date)} ${fmtDate(a.date, 'long')}, a mountain biker came off on the bridleway on ${a.loc} (${a.grid}). We were paged at ${ampm(a.paged)}; ` +
      `${a.leader} ran it and after a check-over the rider walked off with us and was handed to the ambulance at the bottom. Stood down ${ampm(a.stood)}, ${a.hours} team hours.`,
    '',
    `${b.no}: ${weekday(b.date)} ${fmtDate(b.date, 'long')}, a walker with a badly broken ankle below ${b.loc} (${b.grid}). Paged ${ampm(b.paged)}, ` +
      `and with Nant Ffrancon MRT carrying with us we stretchered her down to the Welsh Ambulance crew at Idwal Cottage. ${b.leader} was party leader. ` +
      `Stood down ${ampm(b.stood)}; ${words(b.hours)} team hours between the two teams' members on our log.`,
    '',
    `${c.no}: and finally, on ${weekday(c.date)} ${fmtDate(c.date, 'long')}, a fell runner with a head injury on ${c.loc} (${c.grid}). Paged ${ampm(c.paged)}. ` +
      `No helicopter available, so ${c.leader}'s party stretchered him down to Croesor. Stood down ${ampm(c.stood)}, ${c.hours} team hours.`,
    '',
    'That makes September one of our busiest months this year. Please get your hours into SARCALL by Friday.',
    '',
    'Diolch,',
    'Gethin (CG01)',
    '',
  ].join('\n');
  const ACTW = { 'Mountain biking': 'mountain biker', Hillwalking: 'a walker', 'Trail running': 'fell runner' };
  const OUTW = { 'Walked off': 'walked off with us', 'Stretchered off': 'stretchered' };
  const AGW = { [WAST]: 'ambulance', [NF]: 'Nant Ffrancon MRT' };
  for (const i of [a, b, c]) {
    incFacts(i, file, {
      date: fmtDate(i.date, 'long'), paged: ampm(i.paged), stood: ampm(i.stood), loc: i.loc, grid: i.grid, cas: '',
      hours: i === b ? `${words(i.hours)} team hours` : `${i.hours} team hours`, act: ACTW[i.act], outcome: OUTW[i.outcome],
      agencies: i.agencies.length ? AGW[i.agencies[i.agencies.length - 1]] : '', leader: i.leader,
    });
  }
  corpus.write(file, body);
}

// (b6) French intervention sheet
{
  const file = 'partenaires/val-d-azun/interventions-2025.md';
  const ACT = { Climbing: 'Escalade', Hillwalking: 'Randonnée', 'Mountain biking': 'VTT', 'Trail running': 'Trail' };
  const OUT = { Airlifted: 'Victime hélitreuillée (Dragon 65)', 'Walked off': 'Redescendus à pied, accompagnés', 'Stretchered off': 'Évacuation en civière jusqu\'à la route' };
  const out = ['# Secours Montagne Val d\'Azun — fiches d\'intervention 2025', '', 'Extrait pour nos amis de Cwm Glas (échange 2025). Les heures-équipe additionnent les heures de chaque secouriste engagé.', ''];
  incList(['AZN-25-009', 'AZN-25-014', 'AZN-25-021']).forEach((i) => {
    const s = {
      date: `Date : ${dmy(i.date)}`, paged: `Déclenchement : ${i.paged.replace(':', 'h')}`, stood: `Fin d'intervention : ${i.stood.replace(':', 'h')}`,
      loc: `Lieu : ${i.loc}`, cas: `Victimes : ${i.cas}`, hours: `Heures-équipe : ${i.hours}`, act: `Activité : ${ACT[i.act]}`,
      outcome: `Bilan : ${OUT[i.outcome]}`, agencies: `Autres services : ${i.agencies.join(', ')}`, leader: `Chef d'équipe : ${i.leader}`, area: "Val d'Azun",
    };
    incFacts(i, file, s);
    out.push(`## Intervention ${i.no}`, '', s.date, s.paged, s.stood, s.loc, `Secteur : ${i.area}`, s.act, s.cas, s.outcome, s.agencies, s.leader, s.hours, '');
  });
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ French team list, vehicles and kit, dogs, bulletin
{
  const file = 'partenaires/val-d-azun/equipe.md';
  const out = ['# Secours Montagne Val d\'Azun — équipe 2025', '', 'Base : Arrens-Marsous (65). Liste transmise à Cwm Glas MRT pour l\'échange de septembre.', ''];
  members.filter((m) => m.team === AZ).forEach((m) => {
    const q = m.quals.map((x) => QUAL_FR[x]).join(', ');
    const s = {
      callsign: `Indicatif : ${m.callsign}`, role: `Fonction : ${ROLE_FR[m.role]}`, joined: `Membre depuis : ${m.joined}`, quals: `Qualifications : ${q}`,
      cc: m.cc ? `PSE2 valable jusqu'au : ${dmy(m.cc)}` : '', callouts: `Interventions 2025 : ${m.callouts}`, team: "Val d'Azun",
    };
    memberFacts(m, file, s);
    out.push(`## ${m.name}`, '', s.callsign, s.role, s.joined, s.quals);
    if (m.cc) out.push(s.cc);
    out.push(s.callouts, '');
  });
  corpus.write(file, out.join('\n'));
}
// dogs of the partner team
{
  const file = 'partenaires/val-d-azun/chiens.md';
  const BREED = { 'Belgian Malinois': 'Berger malinois', 'German Shepherd': 'Berger allemand', 'Australian Shepherd': 'Berger australien' };
  const SPEC = { Avalanche: 'Recherche en avalanche', 'Air scent': 'Quête (recherche en surface)' };
  const STAT = { Operational: 'Opérationnel', Retired: 'Retraité' };
  const out = ['# Équipe cynophile — Val d\'Azun', '', '| Chien | Maître-chien | Race | Brevet obtenu | Spécialité | Statut |', '|---|---|---|---|---|---|'];
  dogs.filter((d) => d.team === AZ).forEach((d) => {
    dogFacts(d, file, { handler: d.handler, breed: BREED[d.breed], graded: String(d.graded), status: STAT[d.status], spec: SPEC[d.spec] });
    out.push(`| ${d.name} | ${d.handler} | ${BREED[d.breed]} | ${d.graded} | ${SPEC[d.spec]} | ${STAT[d.status]} |`);
  });
  out.push('', 'Les chiens sont recyclés chaque hiver au centre national de Chamonix.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ vehicles
// [callsign, make, model, registration, mileage (mi or km as stated), unit, MOT / CT due, seats]
const VEH_DEF = [
  ['Cwm Glas 1', 'Land Rover', 'Defender 130', 'CX21 KRN', 38412, 'mi', '2025-11-18', 8],
  ['Cwm Glas 2', 'Land Rover', 'Defender 110', 'CN16 WYD', 91530, 'mi', '2026-03-02', 7],
  ['Cwm Glas 3', 'Ford', 'Transit Custom', 'CX70 HFB', 47905, 'mi', '2026-01-22', 3],
  ['Cwm Glas 4', 'Toyota', 'Hilux', 'CU19 PLM', 61204, 'mi', '2026-05-27', 5],
  ['Cwm Glas 5', 'Mercedes-Benz', 'Sprinter 4x4', 'CX25 RWN', 1240, 'mi', '2028-04-09', 9],
  ['Azun 1', 'Renault', 'Master 4x4', 'FG-482-KL', 86400, 'km', '2026-03-15', 9],
  ['Azun 2', 'Dacia', 'Duster', 'GA-117-PT', 54210, 'km', '2025-12-09', 5],
];
const vehicles = VEH_DEF.map(([name, make, model, reg, odo, unit, mot, seats]) => ({ name, make, model, reg, odo, unit, miles: unit === 'mi' ? odo : r4(odo / MILE), mot, seats, team: name.startsWith('Azun') ? AZ : CG }));
const V = Object.fromEntries(vehicles.map((v) => [v.name, v]));
function vehFacts(v, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(v.name, 'vehicle', attr, value, unit, stated, file);
  F('make', v.make, '', s.make);
  F('model', v.model, '', s.model);
  F('registration', v.reg, 'text', s.reg);
  F('mileage', v.miles, 'mi', s.odo);
  F('mot_due', v.mot, 'date', s.mot);
  F('seats', v.seats, '', s.seats);
  F('team', v.team, 'place', '');
}
{
  const v = V['Cwm Glas 1'];
  const file = 'vehicles/cwm-glas-1.md';
  const s = { make: `Make / model: ${v.make} ${v.model}`, model: v.model, reg: `Registration: ${v.reg}`, odo: `Mileage: ${v.odo.toLocaleString('en-GB')} miles`, mot: `MOT due: ${dmy(v.mot)}`, seats: `Seats: ${v.seats}` };
  vehFacts(v, file, s);
  corpus.write(file, [`# ${v.name} — primary rescue vehicle`, '', s.make, s.reg, 'First registered: 2021', s.seats, s.odo + ' (read 29/09/2025)', s.mot, 'Fuel: Diesel', 'Blue lights: yes',
    '', 'Carries the Bell Mk5 stretcher, vacuum mattress, AED and the 100 m rope bag. Keys in the base key safe.', ''].join('\n'));
}
{
  const v = V['Cwm Glas 2'];
  const file = 'vehicles/cwm-glas-2.md';
  const s = { make: `Vehicle: ${v.make} ${v.model}`, model: v.model, reg: `Reg. no.: ${v.reg}`, odo: `Odometer: ${v.odo.toLocaleString('en-GB')} mi`, mot: `MOT expiry: ${fmtDate(v.mot, 'long')}`, seats: `Seating: ${v.seats}` };
  vehFacts(v, file, s);
  corpus.write(file, [`# ${v.name}`, '', `- ${s.make} (2016, ex-Army)`, `- ${s.reg}`, `- ${s.odo}`, `- ${s.mot}`, `- ${s.seats}`, '- Tow bar: yes (trailer for the swiftwater boat)',
    '', 'Getting tired — the committee has agreed to replace it with the new Sprinter once that is kitted out.', ''].join('\n'));
}
{
  const v = V['Cwm Glas 3'];
  const file = 'vehicles/cwm-glas-3-control.html';
  vehFacts(v, file, { make: v.make, model: v.model, reg: v.reg, odo: `${v.odo.toLocaleString('en-GB')} miles`, mot: fmtDate(v.mot, 'long'), seats: `<span class="value">${v.seats}</span>` });
  corpus.write(file, htmlInfoboxPage({
    title: `${v.name} (control vehicle)`,
    sections: [
      { heading: 'Vehicle', rows: [['Make', v.make], ['Model', v.model], ['Registration', v.reg], ['Seats', String(v.seats)], ['Mileage', `${v.odo.toLocaleString('en-GB')} miles`], ['MOT due', fmtDate(v.mot, 'long')]] },
      { heading: 'Fit-out', rows: [['Radio', 'Motorola DM4601e + mast'], ['Power', '240 V inverter'], ['Mapping', 'SARLOC / SARCALL laptop']] },
    ],
    lead: ['The control van is the incident control point for searches. It carries the mast and the base-station radio.'],
  }));
}
{
  const file = 'partenaires/val-d-azun/vehicules-et-materiel.md';
  const out = ['# Véhicules et matériel — Val d\'Azun', '', '| Indicatif | Véhicule | Immatriculation | Kilométrage | Contrôle technique | Places |', '|---|---|---|---|---|---|'];
  for (const v of vehicles.filter((x) => x.team === AZ)) {
    const km = `${String(v.odo).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} km`;
    vehFacts(v, file, { make: `${v.make} ${v.model}`, model: v.model, reg: v.reg, odo: km, mot: dmy(v.mot), seats: '' });
    out.push(`| ${v.name} | ${v.make} ${v.model} | ${v.reg} | ${km} | ${dmy(v.mot)} | ${v.seats} |`);
  }
  out.push('', '## Matériel', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ equipment
// [asset, type, model, purchased, inspection interval (months), condition, location, length m | null, stated length]
const EQ_DEF = [
  ['STR-01', 'Stretcher', 'Bell Mk5', '2014-05-10', 12, 'Good', 'Cwm Glas 1'],
  ['STR-02', 'Stretcher', 'Bell Mk6 (split)', '2021-03-02', 12, 'Good', 'Cwm Glas 2'],
  ['STR-03', 'Stretcher', 'Bell Mk4', '2006-09-15', 12, 'Worn', 'Base'],
  ['VAC-01', 'Vacuum mattress', 'Hartwell HM-VM2', '2019-11-04', 6, 'Good', 'Cwm Glas 1'],
  ['VAC-02', 'Vacuum mattress', 'Ferno Red Vac', '2012-02-20', 6, 'Condemned', 'Base'],
  ['AED-01', 'Defibrillator', 'Zoll AED Plus', '2018-07-01', 1, 'Good', 'Cwm Glas 1'],
  ['AED-02', 'Defibrillator', 'Physio-Control CR2', '2023-05-19', 1, 'Good', 'Cwm Glas 2'],
  ['ROPE-01', 'Rope', 'Edelrid Performance Static 11 mm', '2022-04-12', 3, 'Good', 'Cwm Glas 1', 100],
  ['ROPE-02', 'Rope', 'Edelrid Performance Static 11 mm', '2022-04-12', 3, 'Good', 'Cwm Glas 2', 100],
  ['ROPE-03', 'Rope', 'Beal Contract 10.5 mm', '2019-10-03', 3, 'Fair', 'Base', 200],
  ['ROPE-04', 'Rope', 'Beal Contract 10.5 mm', '2017-03-28', 3, 'Worn', 'Base', 50],
  ['ROPE-05', 'Rope', 'PMI Classic Static 11 mm', '2020-08-19', 3, 'Good', 'Cwm Glas 3', 60.96],
  ['ROPE-06', 'Rope', 'Edelrid Superstatic 10.5 mm', '2016-06-06', 3, 'Condemned', 'Base', 150],
  ['RAD-01', 'Radio', 'Motorola DP4801e', '2019-06-12', 12, 'Good', null, null, 'CG01'],
  ['RAD-02', 'Radio', 'Motorola DP4801e', '2019-06-12', 12, 'Good', null, null, 'CG05'],
  ['RAD-03', 'Radio', 'Motorola DP4801e', '2019-06-12', 12, 'Fair', null, null, 'CG07'],
  ['RAD-04', 'Radio', 'Motorola DP4801e', '2021-02-03', 12, 'Good', null, null, 'CG09'],
  ['RAD-05', 'Radio', 'Motorola DP4801e', '2021-02-03', 12, 'Good', null, null, 'CG11'],
  ['RAD-06', 'Radio', 'Motorola DP4801e', '2016-10-10', 12, 'Worn', null, null, 'CG16'],
  ['RAD-07', 'Radio', 'Motorola DM4601e', '2020-01-15', 12, 'Good', 'Cwm Glas 1'],
  ['RAD-08', 'Radio', 'Motorola DM4601e', '2020-01-15', 12, 'Good', 'Cwm Glas 3'],
  ['AZN-CIV-01', 'Stretcher', 'Piguillem', '2015-05-12', 12, 'Good', 'Azun 1'],
];
const equipment = EQ_DEF.map(([id, type, model, bought, every, cond, loc, len, holder]) => ({ id, type, model, bought, every, cond, loc, len, holder: holder ? byCall[holder].name : null, holderCall: holder }));
function eqFacts(e, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(e.id, 'equipment', attr, value, unit, stated, file);
  F('type', e.type, '', s.type);
  F('model', e.model, '', s.model);
  F('purchased', e.bought, 'date', s.bought);
  F('inspection_months', e.every, '', s.every);
  F('condition', e.cond, '', s.cond);
  if (e.loc) F('location', e.loc, 'text', s.loc);
  if (e.len != null) F('length', e.len, 'm', s.len);
  if (e.holder) F('assigned_to', e.holder, 'person', s.holder);
}
{
  const file = 'equipment/asset-register.csv';
  const EVERY = { 12: '12 months', 6: '6 months', 1: 'monthly' };
  const rows = equipment.filter((e) => /^(STR|VAC|AED)-/.test(e.id)).map((e) => {
    eqFacts(e, file, { type: e.type, model: e.model, bought: dmy(e.bought), every: EVERY[e.every], cond: e.cond, loc: e.loc });
    return [e.id, e.type, e.model, dmy(e.bought), EVERY[e.every], e.cond, e.loc, e.cond === 'Condemned' ? 'Withdrawn — awaiting disposal' : ''];
  });
  corpus.write(file, delimited(['Asset', 'Type', 'Make/model', 'Purchased', 'Inspection interval', 'Condition', 'Location', 'Notes'], rows));
}
{
  const file = 'equipment/rope-log.md';
  const out = ['# Rope log', '', 'All ropes are inspected quarterly by the equipment officer and after any shock load. Retire at 10 years from manufacture or on any doubt.', '',
    '| Rope | Make / model | Length | Bought | Inspection | Condition | Kept on |', '|---|---|---|---|---|---|---|'];
  equipment.filter((e) => e.type === 'Rope').forEach((e, k) => {
    const len = e.id === 'ROPE-05' ? '200 ft' : `${e.len} m`;
    const cond = e.cond === 'Condemned' ? 'Condemned (core damage)' : e.cond;
    const every = k % 2 ? 'every 3 months' : 'quarterly';
    eqFacts(e, file, { type: '', model: e.model, bought: fmtDate(e.bought, 'short'), every, cond, loc: e.loc, len });
    out.push(`| ${e.id} | ${e.model} | ${len} | ${fmtDate(e.bought, 'short')} | ${every} | ${cond} | ${e.loc} |`);
  });
  out.push('', 'ROPE-05 came with the control van (American stock, marked in feet).', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'equipment/radio-asset-export.json';
  const recs = equipment.filter((e) => e.type === 'Radio').map((e, k) => {
    eqFacts(e, file, { type: 'radio', model: e.model.replace('Motorola ', ''), bought: e.bought, every: '', cond: e.cond.toLowerCase(), loc: e.loc ?? '', len: '', holder: e.holderCall });
    return {
      assetId: e.id, category: 'radio',
      details: { make: 'Motorola', model: e.model.replace('Motorola ', ''), serial: `${807 + k}TXN${4400 + r.int(10, 99)}`, band: 'VHF' },
      lifecycle: { purchased: e.bought, inspection: { intervalMonths: e.every, lastDone: `2025-0${r.int(1, 8)}-${pad(r.int(1, 28))}` }, condition: e.cond.toLowerCase() },
      allocation: e.holder ? { holder: { callsign: e.holderCall }, vehicle: null } : { holder: null, vehicle: e.loc },
    };
  });
  const v = V['Cwm Glas 4'];
  vehFacts(v, file, { make: v.make, model: v.model, reg: v.reg, odo: String(v.odo), mot: v.mot, seats: '' });
  recs.push({
    assetId: 'VEH-04', category: 'vehicle',
    details: { callsign: v.name, make: v.make, model: v.model, registration: v.reg },
    odometer: { value: v.odo, unit: 'mi', read: '2025-09-30' },
    compliance: { motDue: v.mot, insurance: 'fleet policy' }, seats: v.seats,
  });
  corpus.write(file, JSON.stringify({ export: { system: 'AssetTrak 3.2', team: 'Cwm Glas MRT', generated: '2025-10-01T07:12:44Z' }, assets: recs }, null, 2) + '\n');
}
{
  // the partner's stretcher goes under the French vehicle table
  const file = 'partenaires/val-d-azun/vehicules-et-materiel.md';
  const e = equipment.find((x) => x.id === 'AZN-CIV-01');
  eqFacts(e, file, { type: 'Civière', model: e.model, bought: dmy(e.bought), every: 'contrôle annuel', cond: 'bon état', loc: e.loc });
  corpus.files.set(file, corpus.files.get(file) + [
    `- ${e.id} : Civière ${e.model}, achetée le ${dmy(e.bought)}, contrôle annuel, bon état, dans ${e.loc}.`,
    '- Perches et sangles de rechange au local d\'Arrens.', '',
  ].join('\n'));
}

// ------------------------------------------------------------------ fundraising
// [name, kind, date, amount, currency, fund, organiser]
const FUND_DEF = [
  ['Snowdon Sponsored Walk', 'Event', '2025-06-07', 3460.5, 'GBP', 'General fund', 'Ffion Hughes'],
  ['Spring Quiz Night', 'Event', '2025-03-14', 784, 'GBP', 'General fund', 'Lowri Thomas'],
  ['Glyder Fawr Sunrise Trek', 'Event', '2025-05-31', 1890, 'GBP', 'Vehicle fund', 'Steffan Lewis'],
  ['Summer Ceilidh', 'Event', '2025-07-12', 1342, 'GBP', 'General fund', 'Kate Holloway'],
  ['Base Open Day', 'Event', '2025-08-16', 1215, 'GBP', 'Dog section', 'Sioned Parry'],
  ['Pen-y-Pass Bucket Collection', 'Event', '2025-08-25', 2106.37, 'GBP', 'General fund', 'Iwan Morris'],
  ['Llanberis Rotary Club', 'Donation', '2025-02-11', 1000, 'GBP', 'Vehicle fund', null],
  ['Gwynedd Community Fund', 'Grant', '2025-04-01', 5000, 'GBP', 'Vehicle fund', null],
  ['In memory of Bill Harrison', 'Donation', '2025-05-19', 2750, 'GBP', 'General fund', null],
  ['Siop Gêr Llanberis', 'Donation', '2025-06-30', 500, 'GBP', 'Dog section', null],
  ['Padarn Lake Hotel', 'Donation', '2025-07-21', 350, 'GBP', 'General fund', null],
  ['Ogwen Climbing Club', 'Donation', '2025-09-03', 425, 'GBP', 'Equipment fund', null],
  ['Llanberis 10K', 'Event', '2025-04-27', 960, 'GBP', 'General fund', 'Ben Kowalski'],
  ['North Wales Freemasons', 'Grant', '2025-07-08', 3000, 'GBP', 'Vehicle fund', null],
  ['Caernarfon Beer Festival collection', 'Event', '2025-08-09', 642.8, 'GBP', 'Equipment fund', 'Alun Davies'],
  ['Loto des secouristes', 'Event', '2025-04-12', 2340, 'EUR', 'General fund', 'Mathilde Fourcade'],
];
const funds = FUND_DEF.map(([name, kind, date, amount, cur, fund, org]) => ({ name, kind, date, amount, cur, fund, org }));
const FD = Object.fromEntries(funds.map((f) => [f.name, f]));
function fundFacts(f, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(f.name, 'fundraising', attr, value, unit, stated, file);
  F('kind', f.kind, '', s.kind);
  F('date', f.date, 'date', s.date);
  F('amount', f.amount, f.cur, s.amount);
  F('fund', f.fund, '', s.fund);
  if (f.org) F('organiser', f.org, 'person', s.org);
}
const gbp = (x) => `£${x.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
{
  const file = 'fundraising/events-2025.yaml';
  const out = ['# Fundraising events 2025 — kept by the fundraising lead', 'team: Cwm Glas MRT', 'charity_no: "1101234"', 'events:'];
  funds.slice(0, 6).forEach((f) => {
    fundFacts(f, file, { kind: '', date: f.date, amount: gbp(f.amount), fund: f.fund, org: f.org });
    out.push(`  - name: ${f.name}`, `    date: ${f.date}`, '    organiser:', `      name: ${f.org}`, `      callsign: ${M[f.org].callsign}`, '    result:',
      `      raised: "${gbp(f.amount)}"`, `      gift_aid_claimed: ${f.amount > 1500 ? 'true' : 'false'}`, `    fund: ${f.fund}`);
  });
  out.push('');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'fundraising/donations-2025.csv';
  const rows = funds.slice(6, 12).map((f) => {
    fundFacts(f, file, { kind: f.kind, date: dmy(f.date), amount: gbp(f.amount), fund: f.fund });
    return [dmy(f.date), f.name, f.kind, gbp(f.amount), f.fund, f.kind === 'Grant' ? 'Report due 12 months after award' : 'Thank-you letter sent'];
  });
  corpus.write(file, delimited(['Received', 'From', 'Type', 'Amount', 'Fund', 'Notes'], rows));
}
{
  const file = 'fundraising/emails/2025-09-02-treasurer-update.eml';
  const [a, b, c] = funds.slice(12, 15);
  fundFacts(a, file, { kind: 'race', date: fmtDate(a.date, 'long'), amount: '£960', fund: 'general fund', org: a.org });
  fundFacts(b, file, { kind: 'grant', date: fmtDate(b.date, 'long'), amount: '£3,000', fund: 'vehicle fund' });
  fundFacts(c, file, { kind: 'collection', date: fmtDate(c.date, 'long'), amount: '£642.80', fund: 'equipment fund', org: c.org });
  corpus.write(file, [
    'From: Huw Bowen <treasurer@cwmglasmrt.org.uk>',
    'To: committee@cwmglasmrt.org.uk',
    'Date: Tue, 2 Sep 2025 19:40:11 +0100',
    'Subject: Money in since the last meeting',
    '',
    'Evening all,',
    '',
    `Three bits of income that aren't on the donations sheet yet. The ${a.name} race on ${fmtDate(a.date, 'long')}, organised by ${a.org}, raised £960 ` +
      `for the general fund — just short of the thousand we hoped for. The ${b.name} confirmed a grant of £3,000 on ${fmtDate(b.date, 'long')}, ` +
      `ring-fenced for the vehicle fund (the new Sprinter). And the ${c.name} on ${fmtDate(c.date, 'long')} — ${c.org} rattled a bucket all weekend — brought in £642.80 for the equipment fund.`,
    '',
    'The bank balance is healthy but the Sprinter fit-out will take most of it. Receipts to me by the end of the month, please.',
    '',
    'Huw',
    'Treasurer (and CG27)',
    '',
  ].join('\n'));
}

// ------------------------------------------------------------------ French bulletin: two incidents and the loto, in sentences
{
  const file = 'partenaires/val-d-azun/bulletin-ete-2025.md';
  const a = I['AZN-25-017'];
  const b = I['AZN-25-024'];
  const lo = FD['Loto des secouristes'];
  incFacts(a, file, {
    date: frLong(a.date), paged: a.paged.replace(':', 'h'), stood: a.stood.replace(':', 'h'), loc: a.loc, cas: '', hours: `${a.hours} heures-équipe`,
    act: 'randonneur', outcome: 'sain et sauf', agencies: 'PGHM', leader: a.leader, dog: a.dog, area: '',
  });
  incFacts(b, file, {
    date: frLong(b.date), paged: b.paged.replace(':', 'h'), stood: b.stood.replace(':', 'h'), loc: b.loc, cas: '', hours: `${b.hours} heures-équipe`,
    act: 'traileuse', outcome: 'hélitreuillée', agencies: 'le SAMU', leader: b.leader, area: '',
  });
  fundFacts(lo, file, { kind: 'Loto', date: frLong(lo.date), amount: '2 340 €', fund: 'fonctionnement', org: lo.org });
  corpus.write(file, [
    '# Bulletin de l\'été 2025 — Secours Montagne Val d\'Azun', '',
    `## Interventions`, '',
    `Intervention ${a.no} — le ${frLong(a.date)}, nous avons été déclenchés à ${a.paged.replace(':', 'h')} pour un randonneur égaré sous le ${a.loc}. ${a.leader} dirigeait l'équipe ; ` +
      `le PGHM était en alerte. C'est ${a.dog}, le chien de ${D[a.dog].handler}, qui l'a retrouvé sain et sauf vers minuit. Fin d'intervention à ${a.stood.replace(':', 'h')}, soit ${a.hours} heures-équipe.`, '',
    `Intervention ${b.no} — le ${frLong(b.date)}, une traileuse s'est blessée à la cheville dans la descente du ${b.loc}. Déclenchement à ${b.paged.replace(':', 'h')}, équipe menée par ${b.leader}. ` +
      `Elle a été hélitreuillée par Dragon 65 avec le PGHM et prise en charge par le SAMU. Fin d'intervention à ${b.stood.replace(':', 'h')} (${b.hours} heures-équipe).`, '',
    '## Vie de l\'association', '',
    `Le ${lo.name} du ${frLong(lo.date)}, organisé par ${lo.org}, a rapporté 2 340 € pour le fonctionnement. Merci aux commerçants d'Arrens !`, '',
    'Nos amis gallois de Cwm Glas viendront en septembre pour une semaine d\'échange.', '',
  ].join('\n'));
}

// ------------------------------------------------------------------ the training officer's e-mail: two trainees and a newly graded dog
{
  const file = 'team/emails/2025-04-02-training-officer.eml';
  const mari = M['Mari Stevens'];
  const dan = M['Dan Okafor'];
  const tan = D.Tan;
  memberFacts(mari, file, { callsign: mari.callsign, role: 'trainees', joined: 'joined in February', quals: 'casualty care certificate', cc: fmtDate(mari.cc, 'long'), callouts: 'three call-outs' });
  memberFacts(dan, file, { callsign: dan.callsign, role: 'trainees', joined: 'joined in February', quals: 'swiftwater', callouts: 'five' });
  dogFacts(tan, file, { handler: tan.handler, breed: 'border collie', graded: 'March 2025', status: 'operational', spec: 'air-scent' });
  corpus.write(file, [
    'From: Catrin Edwards <training@cwmglasmrt.org.uk>',
    'To: members@cwmglasmrt.org.uk',
    'Date: Wed, 2 Apr 2025 20:05:47 +0100',
    'Subject: Training news — two new trainees, and Tan is graded!',
    '',
    'Noswaith dda pawb,',
    '',
    `Please welcome our two new trainees, who both joined in February 2025. ${mari.name} (callsign ${mari.callsign}) is an A&E nurse at Ysbyty Gwynedd and already holds ` +
      `her casualty care certificate, valid until ${fmtDate(mari.cc, 'long')}; she has been out on three call-outs already. ` +
      `${dan.name} (callsign ${dan.callsign}) did his swiftwater course with the fire service and has been on five call-outs so far. Please look after them on the hill.`,
    '',
    `Great news from the dog section too: ${tan.name}, ${tan.handler}'s border collie, passed her final SARDA Wales assessment in March 2025 and is now a graded, operational air-scent dog.`,
    '',
    'Rope refresher on the 12th at Dinas Cromlech car park, 18:30. Cas care recert dates are on the noticeboard.',
    '',
    'Catrin (training officer, CG08)',
    '',
  ].join('\n'));
}

{
  const file = 'team/emails/2025-07-14-training-officer-hill-assessments.eml';
  const lowri = M['Lowri Thomas'];
  const joe = M['Joe Hartley'];
  memberFacts(lowri, file, { callsign: lowri.callsign, role: 'full team members', joined: `since ${lowri.joined}`, quals: 'swiftwater rescue technician ticket', callouts: `${words(lowri.callouts)} call-outs` });
  memberFacts(joe, file, { callsign: joe.callsign, role: 'full team members', joined: `in ${joe.joined}`, quals: '', callouts: `${words(joe.callouts)} times this year` });
  corpus.write(file, [
    'From: Catrin Edwards <training@cwmglasmrt.org.uk>',
    'To: members@cwmglasmrt.org.uk',
    'Date: Mon, 14 Jul 2025 22:31:09 +0100',
    'Subject: Hill assessments — congratulations!',
    '',
    'Hi everyone,',
    '',
    `Two more full team members after Saturday's hill assessment on the Glyderau. ${lowri.name} (${lowri.callsign}), who has been with us since ${lowri.joined}, ` +
      `sailed through the navigation leg; she already holds her swiftwater rescue technician ticket and has been out on ${words(lowri.callouts)} call-outs this year. ` +
      `${joe.name} (${joe.callsign}) joined in ${joe.joined} and has turned out ${words(joe.callouts)} times this year — he has no tickets yet, so please push him towards the rope course in the autumn.`,
    '',
    'Both now go on the roster as team members. Well done, both.',
    '',
    'Cas care recertification for anyone expiring before Christmas: 11 October at base, 09:00–17:00.',
    '',
    'Catrin',
    '',
  ].join('\n'));
}

// ------------------------------------------------------------------ AGM minutes: the new Sprinter in prose
{
  const file = 'admin/minutes-2025-04-agm.md';
  const v = V['Cwm Glas 5'];
  vehFacts(v, file, { make: v.make, model: v.model, reg: v.reg, odo: '1,240 miles', mot: fmtDate(v.mot, 'long'), seats: 'nine seats' });
  corpus.write(file, [
    '# Cwm Glas MRT — Annual General Meeting, 26 April 2025', '',
    'Present: 31 members. Apologies: 4. Chair: Gethin Roberts.', '',
    '1. **Minutes** of the 2024 AGM approved.', '',
    `2. **Vehicles.** The new ${v.make} ${v.model} arrived on 9 April and will be ${v.name}, registration ${v.reg}. ` +
      `It came with 1,240 miles on the clock from the converter and has nine seats; as a new vehicle its first MOT is not due until ${fmtDate(v.mot, 'long')}. ` +
      'Cwm Glas 2 will be sold once the Sprinter is on the run.', '',
    '3. **Treasurer.** Reserves of about £48,000; the Sprinter cost £71,500 after grants.', '',
    '4. **Elections.** Team leader, deputy and treasurer re-elected unopposed.', '',
    `5. **AOB.** Thanks to everyone who turned out for ${total2024 + 9} call-outs in 2024 (${total2024} on our own patch).`, '',
  ].join('\n'));
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `CWM GLAS MOUNTAIN RESCUE TEAM — SHARED DRIVE (Tîm Achub Mynydd Cwm Glas)
Base: Nant Peris, Gwynedd. Registered charity 1101234.

team/          roster, profiles, new members, medical & dog section, training e-mails
incidents/     incident sheets, SARCALL export, debriefs, team leader updates
website/       pages copied from the public website
vehicles/      vehicle sheets
equipment/     asset register, rope log, AssetTrak export
dogs/          search dogs
fundraising/   events, donations, treasurer
stats/         call-outs by area and month
partenaires/   Secours Montagne Val d'Azun (jumelage, 2019–)
admin/ ops/ training/ base/   everything else

Ticket codes on the roster: CC = casualty care, Rope = rope rescue, SWR = swiftwater, SM = search management,
Heli = helicopter ops, BLD = blue-light driving.
`);
corpus.write('ops/callout-procedure.md', `# Call-out procedure

1. Police (or ambulance / coastguard) request the team through SARCALL.
2. Duty team leader accepts and pages the team; members reply ETA in the app.
3. First three members to base take Cwm Glas 1 and the hill bags; the control van follows for searches.
4. Hill party leaders are allocated by the duty team leader; stay on channel 2 on the hill.
5. Stand-down is called by the duty team leader once everyone is off the hill. Log team hours in SARCALL within 48 hours.

Never self-deploy. Minimum hill party of 3.
`);
corpus.write('ops/radio-channels.md', `# Radio channels

| Ch | Use | Notes |
|---|---|---|
| 1 | Team working | simplex |
| 2 | Hill parties | simplex, repeater off |
| 3 | Repeater (Moel Eilio) | tone 94.8 |
| 4 | Inter-team (NWMRA) | |
| 5 | Air-to-ground | helicopter ops only |

Battery swap every 8 hours on long searches. Spares live in the control van.
`);
corpus.write('ops/hill-party-kit-list.md', `# Hill party kit list

- First aid bag (type A) and oxygen (2 × CD cylinders)
- Casualty bag and group shelter (8-person)
- Vacuum splints: 1 set
- Rope bag: 50 m static plus 6 slings and 6 screwgates
- Head torch with spare battery for each member
- Hot drinks flask
`);
corpus.write('training/training-calendar-2025.md', `# Training calendar 2025

| Date | Session | Where |
|---|---|---|
| 14 Jan | Winter skills refresher | Cwm Idwal |
| 11 Feb | Stretcher lowers | Dinas Mot |
| 11 Mar | Cas care scenarios | Base |
| 12 Apr | Rope refresher | Dinas Cromlech |
| 10 May | Swiftwater day | Llyn Padarn |
| 14 Jun | Helicopter familiarisation | Caernarfon airport |
| 12 Jul | Search management exercise | Carneddau |
| 13 Sep | Joint exercise with Val d'Azun | Arrens-Marsous |
| 11 Oct | Night navigation | Moel Eilio |

Attendance target: 60 % of sessions for operational members.
`);
corpus.write('training/rope-rescue-refresher-notes.md', `# Rope rescue refresher — notes

Systems practised: 3:1 Z-rig raise, vertical lower with the Bell stretcher, guided line.
Anchor ratings: use the 20 kN slings, not the 12 kN ones (these are for personal use only).
Edge protection on every pitch. Load tested to 200 kg (stretcher + casualty + barrow boy).
Next session focuses on the split stretcher on steep grass.
`);
corpus.write('admin/minutes-2025-07-committee.md', `# Committee meeting — 15 July 2025

Present: 9. Apologies: 2.

- Base roof repair quoted at £6,800; get two more quotes.
- Insurance renewal up 7 % to £4,310 a year.
- Fuel spend in Q2: £1,920.
- Mountain Rescue England and Wales levy paid (£1,150).
- Exchange trip to Val d'Azun in September: 8 places, members pay £120 towards travel.
- Next meeting: 16 September, 19:30 at base.
`);
corpus.write('base/base-maintenance-log.md', `# Base maintenance log

- 2025-01-20: Boiler serviced (annual). Pressure 1.4 bar.
- 2025-03-04: Drying room fan replaced, £240.
- 2025-05-12: Garage door sensor fixed.
- 2025-06-30: PAT testing, 46 items passed, 2 failed (kettle, heater).
- 2025-08-18: Roof leak above the kit store — buckets in place.
`);
corpus.write('fundraising/gift-aid-guidance.md', `# Gift Aid — quick guide for collectors

Gift Aid adds 25p to every £1 a UK taxpayer gives. Bucket collections cannot be Gift Aided unless the donor fills in a
declaration. Keep declarations for six years. Claims go in quarterly; the last claim (Q2) was £1,036.
`);
corpus.write('stats/annual-summary-2024.md', `# 2024 in numbers

- Call-outs: ${total2024 + 9}, of which ${total2024} on our own patch (2023: 171)
- Busiest day: 3 August 2024, three call-outs
- Members: 41 at the year end
- Training sessions: 22
- Helicopter involved in roughly a third of jobs

A breakdown by area and month is in callouts-by-area-2024.csv (incidents outside our patch are not counted).
`);
corpus.write('comms/press-release-template.md', `# Press release template

**Cwm Glas Mountain Rescue Team — [date]**

At [time] the team was requested by North Wales Police to assist [casualty description] on [location].
[Number] team members attended. [Outcome].

Never name casualties. Send to the team leader for approval before release.
`);
corpus.write('partenaires/val-d-azun/convention-partenariat.md', `# Convention de partenariat — Cwm Glas MRT / Secours Montagne Val d'Azun

Signée le 14 septembre 2019 à Arrens-Marsous.

1. Échange annuel d'une semaine, alternativement au pays de Galles et dans les Pyrénées.
2. Partage des procédures de secours en falaise et de recherche avec chiens.
3. Chaque équipe prend en charge ses frais de transport ; l'hébergement est offert par l'équipe d'accueil.
4. La convention est reconduite tacitement tous les 3 ans.
`);
corpus.write('partenaires/val-d-azun/programme-echange-2025.md', `# Programme de l'échange — septembre 2025

- Lundi 15 : accueil à Arrens, présentation du matériel.
- Mardi 16 : manœuvre de corde au Pic du Midi d'Arrens.
- Mercredi 17 : exercice cynophile au lac d'Estaing.
- Jeudi 18 : hélitreuillage avec Dragon 65 (sous réserve).
- Vendredi 19 : repas d'équipe (20 € par personne).
`);
corpus.write('team/roster-key.md', `# Roster key

Roles: Team leader, Deputy team leader, Party leader, Casualty carer, Search dog handler, Driver, Team member, Trainee.
Tickets: CC = casualty care (MREW, 3-year certificate), Rope = rope rescue, SWR = swiftwater rescue technician,
SM = search management, Heli = helicopter ops, BLD = blue-light driving.
Trainees become full team members after 12 months and the hill assessment.
`);

corpus.write('ops/helicopter-landing-sites.md', `# Helicopter landing sites (agreed with HM Coastguard)

| Site | Grid ref | Surface | Notes |
|---|---|---|---|
| Nant Peris base field | SH 6060 5830 | grass | lights on request |
| Pen-y-Pass overflow | SH 6470 5560 | tarmac | coned off by police |
| Idwal Cottage | SH 6490 6030 | gravel | wires to the west |
| Llyn Padarn country park | SH 5860 6040 | grass | hospital transfer point |
| Arrens-Marsous (Val d'Azun DZ) | — | herbe | Dragon 65, 15 min de Tarbes |

Rescue 936 (Caernarfon) is normally on scene within 20–30 minutes in daylight.
`);
corpus.write('admin/minutes-2025-01-committee.md', `# Committee meeting — 21 January 2025

Present: 10.

- Vehicle replacement: go ahead with the Sprinter 4x4 order (deposit £7,150).
- Fundraising target for 2025: £25,000 (2024 raised £21,340).
- Radios: four handsets are now more than five years old; replace over two years.
- New members' evening on 4 February: 11 applicants, interviews in March.
- The Val d'Azun exchange moves to September because of the spring snow.
`);
corpus.write('partenaires/val-d-azun/compte-rendu-exercice-2024.md', `# Compte rendu — exercice conjoint, septembre 2024 (Llanberis)

Participants : 9 secouristes de Val d'Azun, 17 membres de Cwm Glas.
Jour 1 : évacuation en civière depuis Dinas Mot, 3 relais de 40 m.
Jour 2 : recherche de nuit avec 4 chiens sur le Moel Eilio ; deux « victimes » retrouvées en 2 h 10.
Points à retenir : les radios Motorola ne parlent pas avec nos postes TPH ; prévoir un relais commun.
Prochain exercice : septembre 2025 à Arrens-Marsous.
`);
corpus.write('incidents/incident-numbering.md', `# How incidents are numbered

- Team reference: MR-YY-NNN, one number per call-out in the order the team is paged (MR-25-001 is the first job of 2025).
- SARCALL ID: the national system's own number (2025-000413 …); quote it to the police.
- Jobs where we were stood down before reaching the scene still get a number.
- Val d'Azun numbers its own interventions AZN-YY-NNN; we only hold the ones they send us.
`);
corpus.write('equipment/inspection-policy.md', `# Equipment inspection policy

- Stretchers: full inspection every 12 months and after any damage; a visual check after every job.
- Vacuum mattresses: every 6 months (valve and pump).
- AEDs: monthly self-test check and pad expiry.
- Ropes: quarterly, plus after any fall or shock load. Retire at 10 years.
- Radios: annual service by the dealer; batteries replaced every 3 years.
Records go in the asset register or the AssetTrak system.
`);
corpus.write('website/about-the-team.html', `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>About us — Cwm Glas MRT</title></head>
<body>
<h1>About Cwm Glas Mountain Rescue Team</h1>
<p>We are a team of around 40 unpaid volunteers, on call 24 hours a day, 365 days a year, covering the Snowdon massif,
the Glyderau, the Carneddau and the hills around Llanberis and Beddgelert.</p>
<p>The team was founded in 1968 and is a registered charity (no. 1101234). It costs about £60,000 a year to run the
team, all of it raised from donations.</p>
<ul><li>Base: Nant Peris</li><li>Vehicles: 5</li><li>Search dogs: 3 operational</li></ul>
</body></html>
`);

const stats = corpus.flush(source);
console.log(`rescue: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
