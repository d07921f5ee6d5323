#!/usr/bin/env node
// Makerspace corpus (held-out): the shared drive of Holbeck Makerspace, a community makerspace in Leeds, 2025, with
// the records of its partner space De Werkplaats Utrecht, partly in Dutch. 35 members, 25 tools and machines, 22
// inductions, 20 bookings, 25 print and laser jobs, 10 workshops and classes, 11 consumables orders.
//   node bench/corpora/makerspace/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "makerspace-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) members: a membership-system CSV (surname and first name apart, UK dates), profile sheets of `Key: value`
//     lines, a new-members note in another label set (bullets), a Dutch HTML member table, two members only in
//     committee minutes and one only in a welcome e-mail;
// (b) machines: Markdown sheets in two label sets, an HTML table of 3D printers, an asset-register CSV (power in W
//     or kW in one column), a nested YAML of CNC routers (bed in inches for the American one), a machine only in
//     committee minutes, Dutch sheets and a Dutch HTML table (Utrecht, euro); two machines' status only in the
//     fault log's sentences; WIDE tables of machine hours per month (Leeds by asset code; Utrecht in Dutch with
//     decimal commas);
// (c) a door-access export (Leeds) with a PREAMBLE, SEMICOLONS and DECIMAL COMMAS: visits, hours on site, last
//     entry per member (facts of the member stated in a second file);
// (d) inductions in a Markdown log, a trainer's e-mail (sentences) and a Dutch list; bookings in a NESTED JSON
//     export (machines by asset code, members by member number only), an e-mail and a Dutch table;
// (e) jobs: a 3D-print log CSV (grams, h:mm, £), a slicer report TSV (metres and grams), a laser-job Markdown table,
//     a Dutch job list (decimal commas, euro) and a job only in an e-mail;
// (f) workshops in an HTML programme, Markdown pages with YAML front matter, a Dutch list and a newsletter in prose;
//     consumables orders in a CSV, a supplier's e-mail and a Dutch table; background documents whose numbers
//     belong to no entity.
//
// Canonical units of source.csv: bed width and depth in CENTIMETRES (`726 × 432 mm` → 72.6 × 43.2; `33 x 33 in`
// → × 2.54); power in kW (`80 W` → 0.08); prices and fees in the stated currency (GBP or EUR, never converted);
// hours in h (`2,5` → 2.5); job times in MINUTES (`3:45` → 225); filament in grams (`0.25 kg` → 250) and, where a
// slicer states it, also in metres; dates ISO; Dutch words in English (`Lasersnijder` = Laser cutter, `Draaibank`
// = Lathe, `CNC-frees` = CNC router, `Keramiekoven` = Kiln, `werkt` = working, `defect` = broken, `buiten gebruik`
// = retired, `Volledig` = Full, `Gereduceerd` = Concession, `Zakelijk` = Business, `ja/nee`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('makerspace-v1');
const r2 = (x) => Math.round(x * 100) / 100;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const nl = (x, d) => Number(x).toFixed(d).replace('.', ',');
const pad = (n, w = 2) => String(n).padStart(w, '0');
const gbp = (x) => `£${x.toLocaleString('en-GB', { minimumFractionDigits: Number.isInteger(x) ? 0 : 2, maximumFractionDigits: 2 })}`;
const gbp2 = (x) => `£${x.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const eur = (x) => `€ ${x.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const ukDate = (iso) => iso.split('-').reverse().join('/');
const nlDate = (iso) => iso.split('-').reverse().join('-');
const NL_MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];
const nlLong = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${NL_MONTHS[m - 1]} ${y}`;
};
const hmm = (min) => `${Math.floor(min / 60)}:${pad(min % 60)}`;
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (door export, machine-hours tables, fault log). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }

  /** As Corpus.verify, but a person written surname and first name apart (a register's columns) is found too. */
  verify() {
    const saved = new Map();
    for (const [e, f] of this.entityFile) {
      const text = this.files.get(f) ?? '';
      if (text.includes(e) || text.includes(esc(e))) continue;
      const parts = e.split(' ');
      if (parts.length >= 2 && parts.every((p) => text.includes(p))) {
        saved.set(e, f);
        this.entityFile.delete(e);
      }
    }
    try {
      super.verify();
    } finally {
      for (const [e, f] of saved) this.entityFile.set(e, f);
    }
  }
}
const corpus = new DriveCorpus(dir);
const LEEDS = 'Holbeck Makerspace';
const UTRECHT = 'De Werkplaats Utrecht';

// ------------------------------------------------------------------ members
// [name, number, tier, joined, keyholder, inductions (machine types), hours booked 2025, layout]
const TYPES = { L: 'Laser cutter', P: '3D printer', T: 'Lathe', C: 'CNC router', K: 'Kiln' };
const MEMBER_DEF = [
  ['Tom Hargreaves', 'HM-0012', 'Full', '2016-03-14', true, 'TCL', 64, 'reg'],
  ['Aisha Rahman', 'HM-0047', 'Full', '2018-09-02', true, 'LP', 38, 'reg'],
  ['Gareth Pugh', 'HM-0063', 'Concession', '2019-01-20', false, 'T', 12, 'reg'],
  ['Chloe Whitaker', 'HM-0088', 'Full', '2019-11-05', true, 'K', 41, 'reg'],
  ['Daniel Okafor', 'HM-0104', 'Business', '2020-06-11', false, 'LC', 92, 'reg'],
  ['Hannah Lister', 'HM-0117', 'Weekend', '2021-02-27', false, 'P', 9, 'reg'],
  ['Marek Nowak', 'HM-0123', 'Full', '2021-05-16', false, 'TC', 27, 'reg'],
  ['Sophie Brennan', 'HM-0131', 'Concession', '2021-10-09', false, 'KL', 18, 'reg'],
  ['Ravi Patel', 'HM-0142', 'Full', '2022-01-22', true, 'PLC', 55, 'reg'],
  ['Ellen Moss', 'HM-0156', 'Weekend', '2022-07-03', false, 'K', 6, 'reg'],
  ['Callum Reid', 'HM-0165', 'Business', '2023-03-18', false, 'L', 47, 'reg'],
  ['Yusuf Demir', 'HM-0171', 'Concession', '2023-08-26', false, 'PT', 15, 'reg'],
  ['Bethany Clough', 'HM-0009', 'Full', '2015-11-01', true, 'LPK', 71, 'profile'],
  ['Liam Fenwick', 'HM-0034', 'Full', '2017-04-22', true, 'TC', 33, 'profile'],
  ['Grace Adeyemi', 'HM-0076', 'Concession', '2019-05-30', false, 'P', 22, 'profile'],
  ['Owen Tattersall', 'HM-0098', 'Business', '2020-02-14', false, 'CL', 58, 'profile'],
  ['Nadia Kowalczyk', 'HM-0139', 'Weekend', '2021-12-04', false, 'KP', 11, 'profile'],
  ['Joe Sutcliffe', 'HM-0150', 'Full', '2022-04-09', true, 'T', 29, 'profile'],
  ['Mei Lin', 'HM-0168', 'Full', '2023-05-20', false, 'LP', 36, 'profile'],
  ['Kieran Walsh', 'HM-0201', 'Concession', '2025-01-11', null, 'P', 8, 'new'],
  ['Fatima Hussain', 'HM-0204', 'Full', '2025-01-25', null, 'L', 14, 'new'],
  ['Harry Dobson', 'HM-0209', 'Weekend', '2025-02-08', null, 'T', 5, 'new'],
  ['Zara Ahmed', 'HM-0213', 'Full', '2025-03-01', null, 'KL', 17, 'new'],
  ['Ben Ashworth', 'HM-0218', 'Business', '2025-03-22', null, 'C', 21, 'new'],
  ['Priya Nair', 'HM-0224', 'Full', '2025-04-05', null, 'LP', 4, 'minutes'],
  ['Alfie Brook', 'HM-0227', 'Concession', '2025-05-10', null, 'P', 3, 'minutes'],
  ['Rosa Jennings', 'HM-0231', 'Weekend', '2025-06-14', null, 'K', 2, 'email'],
  ['Sanne de Vries', 'WPU-1003', 'Full', '2017-02-01', null, 'LPK', 44, 'nl'],
  ['Jeroen Bakker', 'WPU-1011', 'Business', '2018-06-15', null, 'LC', 61, 'nl'],
  ['Lotte Jansen', 'WPU-1019', 'Concession', '2020-09-01', null, 'K', 13, 'nl'],
  ['Daan Visser', 'WPU-1024', 'Full', '2021-03-10', null, 'TC', 37, 'nl'],
  ['Femke Mulder', 'WPU-1030', 'Weekend', '2022-11-19', null, 'P', 7, 'nl'],
  ['Bram Smit', 'WPU-1036', 'Full', '2023-04-04', null, 'L', 25, 'nl'],
  ['Noor El Amrani', 'WPU-1041', 'Concession', '2024-01-13', null, 'PL', 19, 'nl'],
  ['Thijs van Dijk', 'WPU-1047', 'Business', '2025-02-03', null, 'CT', 30, 'nl'],
];
const members = MEMBER_DEF.map(([name, no, tier, joined, key, ind, hours, layout]) => ({
  name, no, tier, joined, key, ind: [...ind].map((c) => TYPES[c]), hours, layout, space: no.startsWith('WPU') ? UTRECHT : LEEDS,
}));
const M = Object.fromEntries(members.map((m) => [m.name, m]));
const byNo = Object.fromEntries(members.map((m) => [m.no, m]));

function memberFacts(m, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(m.name, 'member', attr, value, unit, stated, file);
  F('member_no', m.no, 'text', m.no);
  F('space', m.space, 'place', s.space ?? '');
  F('tier', m.tier, '', s.tier);
  F('joined', m.joined, 'date', s.joined);
  if (m.key != null) F('keyholder', m.key, 'bool', s.key);
  F('inductions', m.ind, 'list', s.ind);
  F('hours_booked', m.hours, 'h', s.hours);
}

// (a1) the membership-system export (Leeds)
{
  const file = 'members/membership-export-2025-10-01.csv';
  const rows = members.filter((m) => m.layout === 'reg').map((m) => {
    const [first, ...rest] = m.name.split(' ');
    const ind = m.ind.join('; ');
    memberFacts(m, file, { tier: m.tier, joined: ukDate(m.joined), key: m.key ? 'Y' : 'N', ind, hours: String(m.hours) });
    return [m.no, rest.join(' '), first, m.tier, ukDate(m.joined), m.key ? 'Y' : 'N', ind, m.hours, 'Active'];
  });
  corpus.write(file, delimited(['Member No', 'Surname', 'First name', 'Tier', 'Joined', 'Keyholder', 'Inductions', 'Hours booked (2025)', 'Status'], rows));
}

// (a2) profile sheets (label set A)
members.filter((m) => m.layout === 'profile').forEach((m, k) => {
  const file = `members/profiles/${slug(m.name)}.md`;
  const joined = fmtDate(m.joined, 'long');
  const s = {
    tier: `Membership: ${m.tier}`, joined: `Member since: ${joined}`, key: `Keyholder: ${m.key ? 'Yes' : 'No'}`,
    ind: `Inductions passed: ${m.ind.join(', ')}`, hours: `Hours booked (2025): ${m.hours}`, space: `Space: ${LEEDS}`,
  };
  memberFacts(m, file, s);
  const interests = ['furniture and jigs', 'ceramics and glaze tests', 'cosplay props', 'model engineering', 'signage for small businesses', 'electronics enclosures', 'bike parts and repairs'];
  corpus.write(file, [
    `# Member profile — ${m.name}`, '',
    `Member number: ${m.no}`, s.space, s.tier, s.joined, s.key, s.ind, s.hours, `Interests: ${interests[k % interests.length]}`, '',
    k % 2 ? `${m.name.split(' ')[0]} helps out at the Saturday open session.` : `Emergency contact held by the membership secretary.`, '',
  ].join('\n'));
});

// (a3) new-members note (label set B)
{
  const file = 'members/new-members-2025.md';
  const PLURAL = { 'Laser cutter': 'laser cutters', '3D printer': '3D printers', Lathe: 'lathes', 'CNC router': 'CNC routers', Kiln: 'kilns' };
  const out = ['# New members 2025', '', 'Everyone who joined Holbeck since January, for the welcome pack and the induction rota.', ''];
  members.filter((m) => m.layout === 'new').forEach((m, k) => {
    const start = fmtDate(m.joined, k % 2 ? 'short' : 'long');
    const tr = m.ind.map((t) => PLURAL[t]).join(' and ');
    memberFacts(m, file, { tier: `Plan: ${m.tier}`, joined: start, ind: `Trained on: ${tr}`, hours: `Booked so far this year: ${m.hours} h` });
    out.push(`## ${m.name}`, '', `- Membership no.: ${m.no}`, `- Plan: ${m.tier}`, `- Start date: ${start}`, `- Trained on: ${tr}`, `- Booked so far this year: ${m.hours} h`, '');
  });
  out.push('Welcome packs posted; fobs issued at the first induction.', '');
  corpus.write(file, out.join('\n'));
}

// (a4) Utrecht members, a Dutch HTML table
const TYPE_NL = { 'Laser cutter': 'lasersnijder', '3D printer': '3D-printer', Lathe: 'draaibank', 'CNC router': 'CNC-frees', Kiln: 'keramiekoven' };
const TIER_NL = { Full: 'Volledig', Concession: 'Gereduceerd', Weekend: 'Weekend', Business: 'Zakelijk' };
{
  const file = 'utrecht/leden/ledenlijst-2025.html';
  const rows = members.filter((m) => m.layout === 'nl').map((m) => {
    const ind = m.ind.map((t) => TYPE_NL[t]).join(', ');
    memberFacts(m, file, { tier: TIER_NL[m.tier], joined: nlDate(m.joined), ind, hours: `${m.hours} uur`, space: 'De Werkplaats' });
    return `    <tr><td>${m.no}</td><td>${esc(m.name)}</td><td>${TIER_NL[m.tier]}</td><td>${nlDate(m.joined)}</td><td>${esc(ind)}</td><td>${m.hours} uur</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="nl"><head><meta charset="utf-8"><title>Ledenlijst 2025 — De Werkplaats Utrecht</title></head>
<body>
<h1>Ledenlijst 2025</h1>
<p>De Werkplaats Utrecht, Cartesiusweg 90. Alleen voor intern gebruik; stand per 30 september 2025.</p>
<table>
  <thead><tr><th>Lidnummer</th><th>Naam</th><th>Lidmaatschap</th><th>Lid sinds</th><th>Instructies</th><th>Geboekte uren 2025</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Lidmaatschap: Volledig € 35,00 p/m, Gereduceerd € 17,50 p/m, Weekend € 20,00 p/m, Zakelijk € 65,00 p/m.</p>
</body></html>
`);
}

// ------------------------------------------------------------------ machines
// [name, code, type, make, model, bed [w, d] + unit, power (W), price, year, status, induction, layout, extra]
const MACHINE_DEF = [
  ['Ember', 'HM-LAS-01', 'Laser cutter', 'Trotec', 'Speedy 300', [726, 432], 80, 14500, 2018, 'working', true, 'sheetA'],
  ['Big Blue', 'HM-LAS-02', 'Laser cutter', 'Thunder Laser', 'Nova 51', [900, 500], 100, 7800, 2022, 'working', true, 'sheetA'],
  ['Cinder', 'HM-LAS-03', 'Laser cutter', 'Glowforge', 'Pro', [19.5, 11, 'in'], 45, 5200, 2020, 'broken', true, 'sheetB'],
  ['Prusa 1', 'HM-3DP-01', '3D printer', 'Prusa Research', 'Original Prusa i3 MK3S+', [250, 210], 240, 769, 2019, 'retired', true, 'html'],
  ['Prusa 2', 'HM-3DP-02', '3D printer', 'Prusa Research', 'Prusa MK4', [250, 210], 240, 1019, 2023, 'working', true, 'html'],
  ['Prusa 3', 'HM-3DP-03', '3D printer', 'Prusa Research', 'Prusa MK4', [250, 210], 240, 1019, 2024, 'working', false, 'html'],
  ['Bambu X1', 'HM-3DP-04', '3D printer', 'Bambu Lab', 'X1 Carbon', [256, 256], 1000, 1349, 2024, 'working', true, 'html'],
  ['Ultimaker S5', 'HM-3DP-05', '3D printer', 'Ultimaker', 'S5', [330, 240], 500, 5995, 2019, 'broken', true, 'html'],
  ['K1 Max', 'HM-3DP-06', '3D printer', 'Creality', 'K1 Max', [300, 300], 1000, 699, 2025, 'working', false, 'minutes'],
  ['Myford', 'HM-LAT-01', 'Lathe', 'Myford', 'Super 7', null, 370, 1850, 2016, 'working', true, 'csv'],
  ['Warco', 'HM-LAT-02', 'Lathe', 'Warco', 'WM250V', null, 750, 2295, 2021, 'working', true, 'csv'],
  ['Boxford', 'HM-LAT-03', 'Lathe', 'Boxford', 'AUD Mk II', null, 550, 450, 2014, 'retired', true, 'csv'],
  ['Wood Lathe', 'HM-LAT-04', 'Lathe', 'Axminster', 'AWVSL1000', null, 1000, 1099, 2020, 'working', true, 'csv'],
  ['Shapeoko', 'HM-CNC-01', 'CNC router', 'Carbide 3D', 'Shapeoko 4 XXL', [33, 33, 'in'], 710, 2600, 2021, 'working', true, 'yaml'],
  ['WorkBee', 'HM-CNC-02', 'CNC router', 'Ooznest', 'WorkBee 1510', [750, 1250], 2200, 3950, 2023, 'working', true, 'sheetB'],
  ['X-Carve', 'HM-CNC-03', 'CNC router', 'Inventables', 'X-Carve 1000', [750, 750], 600, 1600, 2017, 'retired', true, 'yaml'],
  ['Big Kiln', 'HM-KLN-01', 'Kiln', 'Rohde', 'TE 100', null, 5500, 3400, 2019, 'working', true, 'csv'],
  ['Test Kiln', 'HM-KLN-02', 'Kiln', 'Cromartie', 'Hobbytech 30', null, 2800, 1650, 2017, 'working', true, 'csv'],
  ['Glass Kiln', 'HM-KLN-03', 'Kiln', 'Kilncare', 'FireBox 60', null, 3000, 2100, 2022, 'broken', true, 'csv'],
  ['Zwaluw', 'WPU-LS-01', 'Laser cutter', 'BRM', '100160', [1600, 1000], 130, 8950, 2021, 'broken', true, 'nlsheet'],
  ['Mus', 'WPU-LS-02', 'Laser cutter', 'BRM', '6040', [600, 400], 60, 3250, 2017, 'retired', true, 'nlsheet'],
  ['Reiger', 'WPU-3D-01', '3D printer', 'Prusa Research', 'Prusa XL', [360, 360], 360, 2199, 2024, 'working', false, 'nlsheet'],
  ['Specht', 'WPU-DB-01', 'Lathe', 'Optimum', 'TU 2807V', null, 750, 2450, 2020, 'working', true, 'nlhtml'],
  ['Ekster', 'WPU-CNC-01', 'CNC router', 'Stepcraft', 'D.840', [600, 840], 1050, 3790, 2022, 'working', true, 'nlhtml'],
  ['Vuurvogel', 'WPU-OV-01', 'Kiln', 'Nabertherm', 'Top 60', null, 3600, 3100, 2018, 'working', true, 'nlhtml'],
];
const machines = MACHINE_DEF.map(([name, code, type, make, model, bed, watts, price, year, status, ind, layout]) => {
  const utr = code.startsWith('WPU');
  let bw = null;
  let bd = null;
  if (bed) {
    const f = bed[2] === 'in' ? 2.54 : 0.1;
    bw = r4(bed[0] * f);
    bd = r4(bed[1] * f);
  }
  return { name, code, type, make, model, bed, bw, bd, watts, kw: watts / 1000, price, cur: utr ? 'EUR' : 'GBP', year, status, ind, layout, space: utr ? UTRECHT : LEEDS };
});
const MC = Object.fromEntries(machines.map((m) => [m.name, m]));
const byCode = Object.fromEntries(machines.map((m) => [m.code, m]));
const powerStr = (w) => (w >= 1000 ? `${String(w / 1000)} kW` : `${w} W`);
const bedStr = (m, sep = ' × ') => (m.bed[2] === 'in' ? `${m.bed[0]}${sep}${m.bed[1]} in` : `${m.bed[0].toLocaleString('en-GB')}${sep}${m.bed[1].toLocaleString('en-GB')} mm`);

function machineFacts(m, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(m.name, 'machine', attr, value, unit, stated, file);
  F('asset_code', m.code, 'text', m.code);
  F('type', m.type, '', s.type);
  F('make', m.make, '', s.make ?? m.make);
  F('model', m.model, '', s.model ?? m.model);
  if (m.bed) {
    F('bed_width', m.bw, 'cm', s.bed);
    F('bed_depth', m.bd, 'cm', s.bed);
  }
  F('power', m.kw, 'kW', s.power);
  F('price', m.price, m.cur, s.price);
  F('purchase_year', m.year, '', s.year);
  if (s.status !== null) F('status', m.status, '', s.status);
  F('induction_required', m.ind, 'bool', s.ind);
  F('space', m.space, 'place', s.space ?? '');
}

// (b1) machine sheets, label set A
machines.filter((m) => m.layout === 'sheetA').forEach((m, k) => {
  const file = `machines/sheets/${slug(m.name)}.md`;
  const s = {
    type: `Machine type: ${m.type}`, bed: `Bed size: ${bedStr(m)}`, power: `Power: ${powerStr(m.watts)}`, price: `Purchase price: ${gbp(m.price)}`,
    year: `Purchased: ${m.year}`, status: `Status: ${m.status[0].toUpperCase()}${m.status.slice(1)}`, ind: `Induction required: ${m.ind ? 'Yes' : 'No'}`,
  };
  machineFacts(m, file, s);
  corpus.write(file, [
    `# ${m.name} — machine sheet`, '',
    `Asset code: ${m.code}`, s.type, `Make: ${m.make}`, `Model: ${m.model}`, s.bed, s.power, s.price, s.year, s.status, s.ind,
    `Location: ${k ? 'Workshop 2 (extraction bay)' : 'Laser room'}`, '',
    '## Notes', '',
    k ? 'Honeycomb bed and knife bed both on the shelf above. Air assist compressor must be on before cutting.' : 'Our main laser. Focus with the gauge, never by eye. Log every job in the laser job sheet.',
    '',
  ].join('\n'));
});

// (b2) machine sheets, label set B
machines.filter((m) => m.layout === 'sheetB').forEach((m, k) => {
  const file = `machines/sheets/${slug(m.name)}.md`;
  const cond = m.name === 'Cinder' ? 'see fault log' : m.status === 'working' ? 'In service' : m.status;
  const s = {
    type: `Kind: ${m.type}`, make: `Manufacturer: ${m.make}`, model: `Model / variant: ${m.model}`, bed: `Working area: ${bedStr(m, ' x ')}`,
    power: `Rated power: ${powerStr(m.watts)}`, price: `Cost new: GBP ${m.price.toLocaleString('en-GB')}`, year: `Year acquired: ${m.year}`,
    status: m.name === 'Cinder' ? null : `Condition: ${cond}`, ind: `Sign-off before use: ${m.ind ? 'yes' : 'no'}`,
  };
  machineFacts(m, file, s);
  corpus.write(file, [
    `# ${m.name}`, '',
    `Code: ${m.code}`, s.type, s.make, s.model, s.bed, s.power, s.price, s.year, `Condition: ${cond}`, s.ind, '',
    k ? 'Dust shoe and vacuum must be fitted for every cut. Spoilboard resurfaced in June.' : 'Cloud-connected; jobs are sent from the laptop by the door. Lid must stay closed while the fan runs down.',
    '',
  ].join('\n'));
});

// (b3) the 3D-printer table (HTML)
{
  const file = 'machines/3d-printers.html';
  const ST = { working: 'Working', broken: 'Broken', retired: 'Retired (spares)' };
  const rows = machines.filter((m) => m.layout === 'html').map((m) => {
    const bed = `${m.bed[0]} × ${m.bed[1]} mm`;
    machineFacts(m, file, { type: '', make: m.make, model: m.model, bed, power: powerStr(m.watts), price: gbp2(m.price), year: `<td>${m.year}</td>`, status: ST[m.status], ind: m.ind ? 'Required' : 'Not needed' });
    return `    <tr><td>${esc(m.name)}</td><td>${m.code}</td><td>${esc(m.make)}</td><td>${esc(m.model)}</td><td>${bed}</td><td>${powerStr(m.watts)}</td><td>${gbp2(m.price)}</td><td>${m.year}</td><td>${ST[m.status]}</td><td>${m.ind ? 'Required' : 'Not needed'}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>3D printers — Holbeck Makerspace</title></head>
<body>
<h1>3D printers</h1>
<p>All printers live on the mezzanine. Bed sizes are the printable X × Y area; power is the PSU rating.</p>
<table>
  <thead><tr><th>Printer</th><th>Asset</th><th>Make</th><th>Model</th><th>Build plate</th><th>PSU</th><th>Bought for</th><th>Year</th><th>Status</th><th>Induction</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Prusa 3 is the open-access printer: anyone who has done the safety talk may use it.</p>
</body></html>
`);
}

// (b4) the asset register (CSV): lathes and kilns
{
  const file = 'machines/asset-register-workshop.csv';
  const rows = machines.filter((m) => m.layout === 'csv').map((m) => {
    const st = m.name === 'Glass Kiln' ? 'see faults' : m.status[0].toUpperCase() + m.status.slice(1);
    machineFacts(m, file, { type: m.type, power: powerStr(m.watts), price: m.price.toFixed(2), year: '', status: m.name === 'Glass Kiln' ? null : st, ind: '' });
    return [m.code, m.name, m.type, m.make, m.model, powerStr(m.watts), m.year, m.price.toFixed(2), st, m.ind ? 'Y' : 'N'];
  });
  corpus.write(file, delimited(['Asset code', 'Name', 'Type', 'Make', 'Model', 'Motor / element', 'Year bought', 'Cost (GBP)', 'Status', 'Induction needed'], rows));
}

// (b5) CNC routers, a nested YAML
{
  const file = 'machines/cnc-routers.yaml';
  const out = ['# CNC routers — inventory (maintained by Liam)', 'updated: 2025-09-01', 'routers:'];
  machines.filter((m) => m.layout === 'yaml').forEach((m) => {
    const inch = m.bed[2] === 'in';
    const bedBlock = inch ? ['      x_in: 33', '      y_in: 33'] : [`      x_mm: ${m.bed[0]}`, `      y_mm: ${m.bed[1]}`];
    machineFacts(m, file, { type: `type: ${m.type}`, bed: inch ? 'x_in: 33' : `x_mm: ${m.bed[0]}`, power: `spindle_w: ${m.watts}`, price: `amount: ${m.price}`, year: `year: ${m.year}`, status: `status: ${m.status}`, ind: `induction_required: ${m.ind}` });
    out.push(`  - name: ${m.name}`, `    asset: ${m.code}`, `    type: ${m.type}`, `    make: ${m.make}`, `    model: ${m.model}`, '    working_area:', ...bedBlock,
      `    spindle_w: ${m.watts}`, '    purchase:', `      year: ${m.year}`, `      amount: ${m.price}`, '      currency: GBP', `    status: ${m.status}`, `    induction_required: ${m.ind}`);
  });
  out.push('notes: >', '  The X-Carve is kept for parts only. Collets for the Shapeoko are in the blue drawer.', '');
  corpus.write(file, out.join('\n'));
}

// (b6) Utrecht: Dutch machine sheets
const STATUS_NL = { working: 'werkt', broken: 'defect', retired: 'buiten gebruik' };
machines.filter((m) => m.layout === 'nlsheet').forEach((m, k) => {
  const file = `utrecht/machines/${slug(m.name)}.md`;
  const s = {
    type: `Soort: ${TYPE_NL[m.type]}`, make: `Merk: ${m.make}`, model: `Type: ${m.model}`, bed: `Werkgebied: ${m.bed[0]} x ${m.bed[1]} mm`,
    power: `Vermogen: ${m.watts} W`, price: `Aanschafprijs: ${eur(m.price)}`, year: `Aanschafjaar: ${m.year}`, status: `Status: ${STATUS_NL[m.status]}`,
    ind: `Instructie verplicht: ${m.ind ? 'ja' : 'nee'}`, space: `Locatie: ${UTRECHT}`,
  };
  machineFacts(m, file, s);
  corpus.write(file, [
    `# ${m.name}`, '', `Machinenummer: ${m.code}`, s.type, s.make, s.model, s.bed, s.power, s.price, s.year, s.status, s.ind, s.space, '',
    ['De laser is sinds juli defect: de voeding is doorgebrand. Reparatie aangevraagd.', 'Staat in de kelder; alleen nog voor onderdelen.', 'Printen met meerdere koppen; filament alleen van de eigen rol.'][k], '',
  ].join('\n'));
});

// (b7) Utrecht: Dutch machine table (HTML)
{
  const file = 'utrecht/machines/machinepark.html';
  const rows = machines.filter((m) => m.layout === 'nlhtml').map((m) => {
    const area = m.bed ? `${m.bed[0]} x ${m.bed[1]} mm` : '–';
    machineFacts(m, file, { type: TYPE_NL[m.type], bed: area, power: powerStr(m.watts).replace('.', ','), price: eur(m.price), year: `<td>${m.year}</td>`, status: STATUS_NL[m.status], ind: m.ind ? 'ja' : 'nee', space: 'Werkplaats' });
    return `    <tr><td>${m.code}</td><td>${esc(m.name)}</td><td>${TYPE_NL[m.type]}</td><td>${esc(m.make)} ${esc(m.model)}</td><td>${area}</td><td>${powerStr(m.watts).replace('.', ',')}</td><td>${eur(m.price)}</td><td>${m.year}</td><td>${STATUS_NL[m.status]}</td><td>${m.ind ? 'ja' : 'nee'}</td></tr>`;
  });
  // make and model share one cell here: the facts state them together
  for (const f of corpus.facts) if (f.file === file && (f.attribute === 'make' || f.attribute === 'model')) f.stated = `${MC[f.entity].make} ${MC[f.entity].model}`;
  corpus.write(file, `<!DOCTYPE html>
<html lang="nl"><head><meta charset="utf-8"><title>Machinepark — De Werkplaats</title></head>
<body>
<h1>Machinepark Werkplaats (metaal en keramiek)</h1>
<table>
  <thead><tr><th>Nummer</th><th>Naam</th><th>Soort</th><th>Merk en type</th><th>Werkgebied</th><th>Vermogen</th><th>Aanschafprijs</th><th>Aanschafjaar</th><th>Status</th><th>Instructie verplicht</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>De lasersnijders en de Prusa XL staan in de machinekamer; zie de aparte bladen.</p>
</body></html>
`);
}

// ------------------------------------------------------------------ wide machine-hours tables
const MON = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep'];
const HOURS_RANGE = { 'Laser cutter': [18, 62], '3D printer': [40, 150], Lathe: [4, 26], 'CNC router': [8, 42], Kiln: [12, 54] };
const STOP = { Cinder: 7, 'Ultimaker S5': 5, 'Glass Kiln': 8, Zwaluw: 6 }; // months used before the breakdown
const START = { 'K1 Max': 3 };
for (const m of machines) {
  if (m.status === 'retired') continue;
  const [lo, hi] = HOURS_RANGE[m.type];
  m.hours = MON.map((_, i) => (i >= (STOP[m.name] ?? 99) || i < (START[m.name] ?? 0) ? (i < (START[m.name] ?? 0) ? null : 0) : m.space === UTRECHT ? Math.round(r.float(lo, hi) * 0.7 * 2) / 2 : r.int(lo, hi)));
  m.total = r4(m.hours.reduce((a, b) => a + (b ?? 0), 0));
}
{
  const file = 'machines/machine-hours-2025.csv';
  const rows = machines.filter((m) => m.space === LEEDS && m.hours).map((m) => {
    m.hours.forEach((h, i) => { if (h != null) corpus.also(m.name, 'machine', `hours_${MON[i]}`, h, 'h', String(h), file); });
    corpus.also(m.name, 'machine', 'hours_2025', m.total, 'h', '', file);
    return [m.code, ...m.hours.map((h) => (h == null ? '–' : h))];
  });
  corpus.write(file, '# Machine hours logged by the booking system, January–September 2025 (hours)\n' +
    delimited(['Asset', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'], rows));
}
{
  const file = 'utrecht/machine-uren-2025.md';
  const out = ['# Machine-uren 2025 (januari t/m september)', '', 'Uren volgens het reserveringssysteem, afgerond op een half uur.', '',
    '| Machine | jan | feb | mrt | apr | mei | jun | jul | aug | sep |', '|---|---|---|---|---|---|---|---|---|---|'];
  machines.filter((m) => m.space === UTRECHT && m.hours).forEach((m) => {
    m.hours.forEach((h, i) => corpus.also(m.name, 'machine', `hours_${MON[i]}`, h, 'h', nl(h, 1), file));
    corpus.also(m.name, 'machine', 'hours_2025', m.total, 'h', '', file);
    out.push(`| ${m.name} | ${m.hours.map((h) => nl(h, 1)).join(' | ')} |`);
  });
  out.push('', 'Zwaluw staat sinds juli stil (voeding defect).', '');
  corpus.write(file, out.join('\n'));
}

// (b8) a machine only in committee minutes; two statuses only in the fault log — written with the prose below

// ------------------------------------------------------------------ inductions
// [id, date, member, machine, trainer, layout]
const IND_DEF = [
  ['IND-25-001', '2025-01-18', 'Kieran Walsh', 'Prusa 2', 'Ravi Patel', 'log'],
  ['IND-25-002', '2025-02-01', 'Fatima Hussain', 'Ember', 'Bethany Clough', 'log'],
  ['IND-25-003', '2025-02-15', 'Harry Dobson', 'Myford', 'Liam Fenwick', 'log'],
  ['IND-25-004', '2025-02-22', 'Yusuf Demir', 'Warco', 'Tom Hargreaves', 'log'],
  ['IND-25-005', '2025-03-08', 'Zara Ahmed', 'Big Kiln', 'Chloe Whitaker', 'log'],
  ['IND-25-006', '2025-03-15', 'Zara Ahmed', 'Big Blue', 'Bethany Clough', 'log'],
  ['IND-25-007', '2025-03-29', 'Ben Ashworth', 'WorkBee', 'Liam Fenwick', 'log'],
  ['IND-25-008', '2025-04-12', 'Priya Nair', 'Ember', 'Tom Hargreaves', 'log'],
  ['IND-25-009', '2025-04-19', 'Priya Nair', 'Bambu X1', 'Ravi Patel', 'log'],
  ['IND-25-010', '2025-05-17', 'Alfie Brook', 'Prusa 2', 'Ravi Patel', 'log'],
  ['IND-25-011', '2025-05-24', 'Mei Lin', 'Bambu X1', 'Bethany Clough', 'log'],
  ['IND-25-012', '2025-06-07', 'Sophie Brennan', 'Big Blue', 'Tom Hargreaves', 'log'],
  ['IND-25-013', '2025-06-21', 'Rosa Jennings', 'Test Kiln', 'Chloe Whitaker', 'log'],
  ['IND-25-014', '2025-07-05', 'Marek Nowak', 'WorkBee', 'Tom Hargreaves', 'log'],
  ['IND-25-015', '2025-07-19', 'Nadia Kowalczyk', 'Bambu X1', 'Bethany Clough', 'email'],
  ['IND-25-016', '2025-08-02', 'Callum Reid', 'Big Blue', 'Bethany Clough', 'email'],
  ['IND-25-017', '2025-08-16', 'Owen Tattersall', 'Shapeoko', 'Liam Fenwick', 'email'],
  ['IND-25-018', '2025-02-11', 'Thijs van Dijk', 'Ekster', 'Daan Visser', 'nl'],
  ['IND-25-019', '2025-03-04', 'Thijs van Dijk', 'Specht', 'Daan Visser', 'nl'],
  ['IND-25-020', '2025-04-22', 'Noor El Amrani', 'Reiger', 'Sanne de Vries', 'nl'],
  ['IND-25-021', '2025-05-13', 'Bram Smit', 'Zwaluw', 'Sanne de Vries', 'nl'],
  ['IND-25-022', '2025-06-03', 'Lotte Jansen', 'Vuurvogel', 'Sanne de Vries', 'nl'],
];
const inductions = IND_DEF.map(([id, date, member, machine, trainer, layout]) => ({ id, date, member, machine, trainer, layout }));
for (const i of inductions) {
  if (!M[i.member].ind.includes(MC[i.machine].type)) throw new Error(`${i.id}: ${i.member} lacks ${MC[i.machine].type}`);
  if (!M[i.trainer].ind.includes(MC[i.machine].type)) throw new Error(`${i.id}: trainer ${i.trainer} lacks ${MC[i.machine].type}`);
}
function indFacts(i, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(i.id, 'induction', attr, value, unit, stated, file);
  F('date', i.date, 'date', s.date);
  F('member', i.member, 'person', s.member ?? i.member);
  F('machine', i.machine, 'text', s.machine ?? i.machine);
  F('trainer', i.trainer, 'person', s.trainer ?? i.trainer);
}
{
  const file = 'inductions/induction-log-2025.md';
  const out = ['# Induction log 2025 — Holbeck', '', 'One row per sign-off. Trainers: add your row the same day. Failed or unfinished inductions are not logged here.', '',
    '| Ref | Date | Member | Machine | Trainer | Notes |', '|---|---|---|---|---|---|'];
  const NOTES = { 'Laser cutter': ['first solo cut done', 'honeycomb bed', ''], '3D printer': ['', 'first layer calibration done'], Lathe: ['needs a refresher on the chuck key', ''], 'CNC router': ['', 'tool change and zeroing'], Kiln: ['glaze firing only', 'bisque and glaze'] };
  inductions.filter((i) => i.layout === 'log').forEach((i, k) => {
    const d = fmtDate(i.date, 'short');
    indFacts(i, file, { date: d });
    const ns = NOTES[MC[i.machine].type];
    out.push(`| ${i.id} | ${d} | ${i.member} | ${i.machine} | ${i.trainer} | ${ns[k % ns.length]} |`);
  });
  out.push('');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'inductions/instructies-utrecht-2025.md';
  const out = ['# Instructies 2025 — De Werkplaats Utrecht', '', 'Afgetekende machine-instructies. Doorgestuurd naar Holbeck voor het gezamenlijke register.', ''];
  inductions.filter((i) => i.layout === 'nl').forEach((i) => {
    const d = nlDate(i.date);
    indFacts(i, file, { date: `Datum: ${d}`, member: `Lid: ${i.member}`, machine: `Machine: ${i.machine}`, trainer: `Instructeur: ${i.trainer}` });
    out.push(`## ${i.id}`, '', `Datum: ${d}`, `Lid: ${i.member}`, `Machine: ${i.machine}`, `Instructeur: ${i.trainer}`, 'Resultaat: geslaagd', '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'emails/2025-08-18-induction-signoffs.eml';
  const [a, b, c] = inductions.filter((i) => i.layout === 'email');
  indFacts(a, file, { date: '19 July' });
  indFacts(b, file, { date: 'Saturday 2 August' });
  indFacts(c, file, { date: '16 August' });
  corpus.write(file, `From: Bethany Clough <bethany@holbeckmakers.org.uk>
To: inductions@holbeckmakers.org.uk
Cc: Liam Fenwick <liam.fenwick@holbeckmakers.org.uk>
Date: Mon, 18 Aug 2025 09:12:40 +0100
Subject: Sign-offs for the log (July/August)

Hi all,

Three sign-offs that never made it into the induction log, sorry:

I inducted ${a.member} on the ${a.machine} on 19 July (that's ${a.id}); she printed a test cube and a benchy without help.
On Saturday 2 August I signed off ${b.member} on ${b.machine} — log it as ${b.id}. He already knew Lightburn, so it was quick.
Liam did ${c.member} on the ${c.machine} on 16 August (${c.id}). Liam says he needs to practise zeroing the Z axis but is safe.

Could someone copy these into the log before the committee meeting?

Thanks,
Bethany
`);
}

// ------------------------------------------------------------------ bookings
// [ref, machine, member, date, start, hours, layout]
const BOOK_DEF = [
  ['BK-25-0903', 'Ember', 'Daniel Okafor', '2025-09-01', '10:00', 3, 'json'],
  ['BK-25-0907', 'WorkBee', 'Daniel Okafor', '2025-09-02', '14:00', 4, 'json'],
  ['BK-25-0911', 'Big Blue', 'Callum Reid', '2025-09-03', '18:00', 2.5, 'json'],
  ['BK-25-0914', 'Big Kiln', 'Chloe Whitaker', '2025-09-04', '09:00', 6, 'json'],
  ['BK-25-0918', 'Myford', 'Tom Hargreaves', '2025-09-06', '10:30', 3.5, 'json'],
  ['BK-25-0922', 'Bambu X1', 'Ravi Patel', '2025-09-07', '11:00', 2, 'json'],
  ['BK-25-0925', 'Ember', 'Owen Tattersall', '2025-09-09', '19:00', 1.5, 'json'],
  ['BK-25-0931', 'Shapeoko', 'Owen Tattersall', '2025-09-11', '17:30', 3, 'json'],
  ['BK-25-0934', 'Prusa 2', 'Grace Adeyemi', '2025-09-13', '10:00', 4.5, 'json'],
  ['BK-25-0938', 'Test Kiln', 'Sophie Brennan', '2025-09-14', '13:00', 5, 'json'],
  ['BK-25-0942', 'Big Blue', 'Mei Lin', '2025-09-16', '18:30', 2, 'json'],
  ['BK-25-0947', 'Warco', 'Marek Nowak', '2025-09-18', '19:00', 2.5, 'json'],
  ['BK-25-0951', 'Ember', 'Bethany Clough', '2025-09-20', '10:00', 1, 'json'],
  ['BK-25-0956', 'WorkBee', 'Ben Ashworth', '2025-09-23', '18:00', 3, 'json'],
  ['BK-25-0960', 'Myford', 'Joe Sutcliffe', '2025-09-27', '10:00', 3, 'email'],
  ['BK-25-0961', 'Wood Lathe', 'Gareth Pugh', '2025-09-28', '13:00', 2, 'email'],
  ['WPU-R-2025-118', 'Ekster', 'Jeroen Bakker', '2025-09-05', '13:00', 4, 'nl'],
  ['WPU-R-2025-121', 'Reiger', 'Femke Mulder', '2025-09-10', '10:00', 5.5, 'nl'],
  ['WPU-R-2025-126', 'Specht', 'Daan Visser', '2025-09-17', '19:00', 2, 'nl'],
  ['WPU-R-2025-130', 'Vuurvogel', 'Lotte Jansen', '2025-09-24', '09:00', 7, 'nl'],
];
const bookings = BOOK_DEF.map(([ref, machine, member, date, start, hours, layout]) => ({ ref, machine, member, date, start, hours, layout }));
for (const b of bookings) {
  if (MC[b.machine].status !== 'working') throw new Error(`${b.ref}: ${b.machine} is ${MC[b.machine].status}`);
  if (MC[b.machine].space !== M[b.member].space) throw new Error(`${b.ref}: space`);
}
const endOf = (start, h) => {
  const [hh, mm] = start.split(':').map(Number);
  const t = hh * 60 + mm + h * 60;
  return `${pad(Math.floor(t / 60))}:${pad(t % 60)}`;
};
function bookFacts(b, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(b.ref, 'booking', attr, value, unit, stated, file);
  F('machine', b.machine, 'text', s.machine);
  F('member', b.member, 'person', s.member);
  F('date', b.date, 'date', s.date);
  F('hours', b.hours, 'h', s.hours);
}
{
  const file = 'bookings/booking-system-export-2025-09.json';
  const recs = bookings.filter((b) => b.layout === 'json').map((b) => {
    bookFacts(b, file, { machine: MC[b.machine].code, member: M[b.member].no, date: b.date, hours: `"duration_hours": ${b.hours}` });
    return {
      id: b.ref,
      resource: { asset_code: MC[b.machine].code, category: MC[b.machine].type.toLowerCase() },
      booked_by: { member_number: M[b.member].no, tier: M[b.member].tier.toLowerCase() },
      slot: { date: b.date, start: b.start, end: endOf(b.start, b.hours), duration_hours: b.hours },
      state: 'confirmed',
    };
  });
  corpus.write(file, JSON.stringify({ export: { system: 'SpaceBooker 3.2', site: 'holbeck', from: '2025-09-01', to: '2025-09-30', generated: '2025-10-01T06:00:00Z' }, bookings: recs }, null, 2) + '\n');
}
{
  const file = 'emails/2025-09-22-lathe-bookings.eml';
  const [a, b] = bookings.filter((x) => x.layout === 'email');
  bookFacts(a, file, { machine: 'the Myford', member: 'Joe', date: 'Saturday 27 September', hours: 'three hours' });
  bookFacts(b, file, { machine: 'the wood lathe', member: 'Gareth Pugh', date: 'Sunday the 28th', hours: 'two hours' });
  corpus.write(file, `From: Joe Sutcliffe <joe.sutcliffe@holbeckmakers.org.uk>
To: bookings@holbeckmakers.org.uk
Date: Mon, 22 Sep 2025 21:47:03 +0100
Subject: Re: lathe bookings this weekend

The booking page kept timing out, so could you put these in by hand?

1. Me (${a.member}) on the Myford on Saturday 27 September from 10am, three hours — ref ${a.ref}.
2. ${b.member} on the wood lathe on Sunday the 28th, 1pm for two hours (${b.ref}). He's bowl turning.

Cheers,
Joe
`);
}
{
  const file = 'utrecht/reserveringen-september-2025.md';
  const out = ['# Reserveringen september 2025 — De Werkplaats', '', '| Nummer | Machine | Lid | Datum | Van | Duur |', '|---|---|---|---|---|---|'];
  bookings.filter((b) => b.layout === 'nl').forEach((b) => {
    const dur = `${nl(b.hours, 1)} uur`;
    bookFacts(b, file, { machine: b.machine, member: b.member, date: nlDate(b.date), hours: dur });
    out.push(`| ${b.ref} | ${b.machine} | ${b.member} | ${nlDate(b.date)} | ${b.start} | ${dur} |`);
  });
  out.push('', 'Annuleren kan tot 24 uur van tevoren.', '');
  corpus.write(file, out.join('\n'));
}
// the JSON names machines by asset code and members by number: the facts hold the names, the stated form the codes
for (const m of members) {
  const booked = bookings.filter((b) => b.member === m.name).reduce((a, b) => a + b.hours, 0);
  if (booked > m.hours) throw new Error(`${m.name}: booked ${booked} > ${m.hours}`);
}

// ------------------------------------------------------------------ jobs
const MATS_3D = ['PLA', 'PLA', 'PETG', 'PETG', 'ABS', 'TPU', 'ASA'];
// [id, kind, member, machine, material, grams|null, minutes, date, layout]
const JOB_DEF = [
  ['J25-3011', 'P', 'Kieran Walsh', 'Prusa 2', 'PLA', 'log'],
  ['J25-3016', 'P', 'Grace Adeyemi', 'Prusa 2', 'PETG', 'log'],
  ['J25-3024', 'P', 'Hannah Lister', 'Prusa 3', 'PLA', 'log'],
  ['J25-3032', 'P', 'Ravi Patel', 'Bambu X1', 'ASA', 'log'],
  ['J25-3040', 'P', 'Yusuf Demir', 'Prusa 3', 'TPU', 'log'],
  ['J25-3047', 'P', 'Aisha Rahman', 'Ultimaker S5', 'PLA', 'log'],
  ['J25-3055', 'P', 'Nadia Kowalczyk', 'K1 Max', 'PETG', 'log'],
  ['J25-3063', 'P', 'Mei Lin', 'Prusa 2', 'PLA', 'log'],
  ['J25-3071', 'P', 'Alfie Brook', 'K1 Max', 'ABS', 'log'],
  ['J25-3078', 'P', 'Ravi Patel', 'Bambu X1', 'PLA', 'slicer'],
  ['J25-3084', 'P', 'Priya Nair', 'Bambu X1', 'PETG', 'slicer'],
  ['J25-3090', 'P', 'Mei Lin', 'Bambu X1', 'PLA', 'slicer'],
  ['J25-3097', 'P', 'Nadia Kowalczyk', 'Bambu X1', 'TPU', 'slicer'],
  ['J25-3127', 'P', 'Grace Adeyemi', 'Prusa 3', 'PETG', 'email'],
  ['L25-1102', 'L', 'Daniel Okafor', 'Ember', '6 mm MDF', 'laser'],
  ['L25-1109', 'L', 'Callum Reid', 'Big Blue', '3 mm acrylic', 'laser'],
  ['L25-1115', 'L', 'Aisha Rahman', 'Ember', '3 mm birch plywood', 'laser'],
  ['L25-1121', 'L', 'Fatima Hussain', 'Cinder', '2 mm leather', 'laser'],
  ['L25-1128', 'L', 'Owen Tattersall', 'Big Blue', '6 mm MDF', 'laser'],
  ['L25-1134', 'L', 'Zara Ahmed', 'Ember', '3 mm acrylic', 'laser'],
  ['L25-1140', 'L', 'Sophie Brennan', 'Big Blue', '3 mm birch plywood', 'laser'],
  ['WPU-O-25-041', 'L', 'Bram Smit', 'Zwaluw', '4 mm multiplex', 'nl'],
  ['WPU-O-25-047', 'P', 'Noor El Amrani', 'Reiger', 'PLA', 'nl'],
  ['WPU-O-25-052', 'P', 'Femke Mulder', 'Reiger', 'PETG', 'nl'],
  ['WPU-O-25-058', 'L', 'Jeroen Bakker', 'Zwaluw', '3 mm acryl', 'nl'],
];
const JOB_DATES = ['2025-02-04', '2025-02-19', '2025-03-06', '2025-03-22', '2025-04-09', '2025-04-26', '2025-05-08', '2025-05-21', '2025-06-05', '2025-06-17', '2025-06-29', '2025-07-08', '2025-07-24', '2025-09-19',
  '2025-02-12', '2025-03-14', '2025-04-03', '2025-05-15', '2025-06-11', '2025-07-02', '2025-08-21', '2025-03-19', '2025-05-28', '2025-06-24', '2025-06-30'];
const usedGrams = new Set([250]);
const jobs = JOB_DEF.map(([id, kind, member, machine, material, layout], k) => {
  const utr = layout === 'nl';
  const j = { id, kind: kind === 'P' ? '3D print' : 'Laser cut', member, machine, material, layout, date: JOB_DATES[k], cur: utr ? 'EUR' : 'GBP' };
  if (kind === 'P') {
    const draw = () => (layout === 'slicer' || utr ? Math.round(r.float(20, 260) * 10) / 10 : r.int(12, 420));
    j.grams = draw();
    while (usedGrams.has(j.grams)) j.grams = draw();
    if (layout === 'email') j.grams = 250;
    usedGrams.add(j.grams);
    j.minutes = Math.round((j.grams * r.float(1.6, 3.2)) / 5) * 5 + r.int(0, 4);
    j.cost = r2(j.grams * (utr ? 0.06 : 0.05));
    if (layout === 'slicer') j.metres = r2(j.grams / (material === 'PETG' ? 3.02 : material === 'TPU' ? 2.95 : 2.98));
  } else {
    j.grams = null;
    j.minutes = r.int(8, 95);
    j.cost = r2(j.minutes * (utr ? 0.35 : 0.3));
  }
  return j;
});
for (const j of jobs) {
  if (!M[j.member].ind.includes(MC[j.machine].type)) throw new Error(`${j.id}: ${j.member} not inducted on ${MC[j.machine].type}`);
}
function jobFacts(j, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(j.id, 'job', attr, value, unit, stated, file);
  F('kind', j.kind, '', s.kind ?? '');
  F('member', j.member, 'person', s.member ?? j.member);
  F('machine', j.machine, 'text', s.machine ?? j.machine);
  F('material', j.material, '', s.material ?? j.material);
  if (j.grams != null) F('filament', j.grams, 'g', s.grams);
  if (j.metres != null) F('filament_length', j.metres, 'm', s.metres);
  F('duration', j.minutes, 'min', s.time);
  F('cost', j.cost, j.cur, s.cost);
  F('date', j.date, 'date', s.date);
}
{
  const file = 'jobs/3d-print-log-2025.csv';
  const rows = jobs.filter((j) => j.layout === 'log').map((j) => {
    jobFacts(j, file, { grams: String(j.grams), time: hmm(j.minutes), cost: j.cost.toFixed(2), date: ukDate(j.date) });
    return [j.id, ukDate(j.date), j.member, j.machine, j.material, j.grams, hmm(j.minutes), j.cost.toFixed(2), j.machine === 'Ultimaker S5' ? 'last job before the fault' : ''];
  });
  corpus.write(file, delimited(['Job ID', 'Date', 'Member', 'Printer', 'Material', 'Filament (g)', 'Print time (h:mm)', 'Cost (£)', 'Notes'], rows));
}
{
  const file = 'jobs/bambu-x1-slicer-report.tsv';
  const rows = jobs.filter((j) => j.layout === 'slicer').map((j) => {
    const time = `${Math.floor(j.minutes / 60)}h ${pad(j.minutes % 60)}m`;
    jobFacts(j, file, { machine: '', grams: `${j.grams.toFixed(1)} g`, metres: `${j.metres.toFixed(2)} m`, time, cost: gbp2(j.cost), date: j.date });
    return [j.id, j.date, j.member, j.material, `${j.metres.toFixed(2)} m`, `${j.grams.toFixed(1)} g`, time, gbp2(j.cost)];
  });
  corpus.write(file, '# Bambu Studio print report — HM-3DP-04 (X1 Carbon), plate jobs charged to members\n' +
    delimited(['job', 'date', 'member', 'filament type', 'filament used (length)', 'filament used (weight)', 'print time', 'charge'], rows, '\t'));
}
{
  const file = 'jobs/laser-jobs-2025.md';
  const out = ['# Laser jobs 2025 (charged at 30p per minute of beam time)', '', '| Job | Date | Member | Cutter | Material | Beam time | Charge |', '|---|---|---|---|---|---|---|'];
  jobs.filter((j) => j.layout === 'laser').forEach((j) => {
    const d = fmtDate(j.date, 'short');
    jobFacts(j, file, { time: hmm(j.minutes), cost: gbp2(j.cost), date: d });
    out.push(`| ${j.id} | ${d} | ${j.member} | ${j.machine} | ${j.material} | ${hmm(j.minutes)} | ${gbp2(j.cost)} |`);
  });
  out.push('', 'Beam time is read off the controller at the end of each job.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'utrecht/opdrachten-2025.md';
  const out = ['# Opdrachten 2025 — print- en laserwerk', '', 'Kosten: printen € 0,06 per gram, lasersnijden € 0,35 per minuut.', ''];
  jobs.filter((j) => j.layout === 'nl').forEach((j) => {
    const soort = j.kind === '3D print' ? '3D-print' : 'lasersnijden';
    const s = { kind: `Soort: ${soort}`, member: `Lid: ${j.member}`, machine: `Machine: ${j.machine}`, material: `Materiaal: ${j.material}`, grams: j.grams != null ? `Filament: ${nl(j.grams, 1)} g` : null, time: `Tijd: ${hmm(j.minutes)}`, cost: `Kosten: ${eur(j.cost)}`, date: `Datum: ${nlDate(j.date)}` };
    jobFacts(j, file, s);
    out.push(`## Opdracht ${j.id}`, '', s.date, s.kind, s.member, s.machine, s.material, ...(s.grams ? [s.grams] : []), s.time, s.cost, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'emails/2025-09-23-print-charge-query.eml';
  const j = jobs.find((x) => x.layout === 'email');
  const hours = Math.floor(j.minutes / 60);
  jobFacts(j, file, { kind: 'print', member: 'Grace', grams: 'a quarter of a kilo', time: `${hours} hours and ${j.minutes % 60} minutes`, cost: gbp2(j.cost), date: '19 September' });
  corpus.write(file, `From: Ravi Patel <ravi.patel@holbeckmakers.org.uk>
To: Grace Adeyemi <grace.adeyemi@example.com>
Cc: treasurer@holbeckmakers.org.uk
Date: Tue, 23 Sep 2025 08:30:15 +0100
Subject: Re: print charge query

Hi Grace,

I checked job ${j.id}. It was your ${j.material} print on Prusa 3 on 19 September (the Ultimaker is still broken, so it went to the open-access printer).
The slicer says it used a quarter of a kilo of filament and ran for ${hours} hours and ${j.minutes % 60} minutes.
At 5p a gram that comes to ${gbp2(j.cost)}, which is what you were charged, so I think the charge is right.

Ravi
`);
}

// ------------------------------------------------------------------ door access (Leeds): preamble, semicolons, decimal commas
{
  const file = 'access/door-access-summary-2025-q1-q3.csv';
  const lines = ['Net2 Access Control — Report: Member attendance summary', `Site: ${LEEDS}, Unit 7 Marshall Mills, Leeds LS11 9YJ`,
    'Period: 01/01/2025 - 30/09/2025', 'Generated: 01/10/2025 07:00 by admin', ''];
  const rows = members.filter((m) => m.space === LEEDS).map((m, k) => {
    const from = m.joined > '2025-01-01' ? m.joined : '2025-01-01';
    const months = Math.max(1, (new Date('2025-09-30') - new Date(from)) / (30.4 * 864e5));
    const visits = Math.max(2, Math.round(m.hours / 2.2 + months * r.float(0.6, 2.4)));
    const onSite = Math.round((m.hours * r.float(1.3, 1.9) + visits * r.float(0.4, 1.2)) * 4) / 4;
    const latest = [...bookings.filter((b) => b.member === m.name).map((b) => b.date), ...jobs.filter((j) => j.member === m.name).map((j) => j.date)].sort().pop() ?? '';
    const drawn = `2025-09-${pad(r.int(8, 30))}`;
    const last = latest > drawn ? latest : drawn;
    m.visits = visits;
    m.onSite = onSite;
    m.last = last;
    const [first, ...rest] = m.name.split(' ');
    const lastStr = `${ukDate(last)} ${pad(r.int(9, 21))}:${pad(r.int(0, 59))}`;
    corpus.also(m.name, 'member', 'visits', visits, '', String(visits), file);
    corpus.also(m.name, 'member', 'hours_on_site', onSite, 'h', nl(onSite, 2), file);
    corpus.also(m.name, 'member', 'last_visit', last, 'date', ukDate(last), file);
    return [String(40021870 + k * 137), m.no, rest.join(' ').toUpperCase(), first, visits, nl(onSite, 2), lastStr];
  });
  corpus.write(file, lines.join('\n') + '\n' + delimited(['Card number', 'Member no.', 'Surname', 'First name', 'Visits', 'Hours on site', 'Last entry'], rows, ';'));
}

// ------------------------------------------------------------------ workshops
// [title, tutor, date, places, fee, attendees, layout]
const WS_DEF = [
  ['Intro to Laser Cutting', 'Bethany Clough', '2025-10-04', 8, 25, 8, 'html'],
  ['3D Printing for Beginners', 'Ravi Patel', '2025-10-11', 10, 20, 7, 'html'],
  ['Metal Turning Basics', 'Liam Fenwick', '2025-10-18', 4, 45, 4, 'html'],
  ['Raku Firing Day', 'Chloe Whitaker', '2025-10-25', 6, 60, 5, 'html'],
  ['CNC Sign-Making', 'Tom Hargreaves', '2025-11-08', 6, 35, 3, 'html'],
  ['Fusion 360 for Makers', 'Owen Tattersall', '2025-09-13', 12, 15, 11, 'yaml'],
  ['Leatherwork with the Laser', 'Mei Lin', '2025-09-27', 6, 30, 6, 'yaml'],
  ['Basiscursus Lasersnijden', 'Sanne de Vries', '2025-10-09', 6, 35, 6, 'nl'],
  ['Kennismaking Metaaldraaien', 'Daan Visser', '2025-10-23', 4, 40, 2, 'nl'],
  ['Repair Café Skills Day', 'Joe Sutcliffe', '2025-09-20', 20, 0, 14, 'prose'],
];
const workshops = WS_DEF.map(([title, tutor, date, places, fee, att, layout]) => ({ title, tutor, date, places, fee, att, layout, cur: layout === 'nl' ? 'EUR' : 'GBP', space: layout === 'nl' ? UTRECHT : LEEDS }));
function wsFacts(w, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(w.title, 'workshop', attr, value, unit, stated, file);
  F('tutor', w.tutor, 'person', s.tutor ?? w.tutor);
  F('date', w.date, 'date', s.date);
  F('places', w.places, '', s.places);
  F('fee', w.fee, w.cur, s.fee);
  F('attendees', w.att, '', s.att);
  F('space', w.space, 'place', s.space ?? '');
}
{
  const file = 'workshops/programme-autumn-2025.html';
  const rows = workshops.filter((w) => w.layout === 'html').map((w) => {
    const sat = `${new Date(w.date).toLocaleDateString('en-GB', { weekday: 'short' })} ${fmtDate(w.date, 'short')}`;
    wsFacts(w, file, { date: sat, places: `<td>${w.places}</td>`, fee: gbp2(w.fee), att: `${w.att} booked` });
    return `    <tr><td>${esc(w.title)}</td><td>${esc(w.tutor)}</td><td>${sat}</td><td>${w.places}</td><td>${gbp2(w.fee)}</td><td>${w.att} booked${w.att >= w.places ? ' (full)' : ''}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Autumn programme 2025 — Holbeck Makerspace</title></head>
<body>
<h1>Workshops and classes — autumn 2025</h1>
<p>Open to members and non-members. Members get 20% off at the till. All sessions 10:00–16:00 unless stated.</p>
<table>
  <thead><tr><th>Workshop</th><th>Tutor</th><th>Date</th><th>Places</th><th>Fee</th><th>Bookings</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Cancellations more than seven days ahead are refunded in full.</p>
</body></html>
`);
}
workshops.filter((w) => w.layout === 'yaml').forEach((w, k) => {
  const file = `workshops/${slug(w.title)}.md`;
  wsFacts(w, file, { tutor: `tutor: ${w.tutor}`, date: `date: ${w.date}`, places: `places: ${w.places}`, fee: `fee: "£${w.fee}"`, att: `${WORDS[w.att]} people came`, space: `venue: ${LEEDS}` });
  corpus.write(file, [
    '---', `title: ${w.title}`, `tutor: ${w.tutor}`, `date: ${w.date}`, `places: ${w.places}`, `fee: "£${w.fee}"`, `venue: ${LEEDS}`, '---', '',
    `# ${w.title}`, '',
    k ? `A one-day class: design a card holder or a key fob, cut and engrave the leather on the laser, then stitch it by hand. ${WORDS[w.att][0].toUpperCase() + WORDS[w.att].slice(1)} people came and every one went home with a finished piece.`
      : `Two evenings of parametric CAD for people who want to draw parts for the printers and the CNC. ${WORDS[w.att][0].toUpperCase() + WORDS[w.att].slice(1)} people came; bring a laptop with Fusion installed next time.`,
    '',
  ].join('\n'));
});
for (const f of corpus.facts) if (f.type === 'workshop' && f.attribute === 'attendees' && /people came/.test(f.stated)) f.stated = f.stated.replace(/^\w/, (c) => c.toUpperCase());
{
  const file = 'utrecht/workshops-najaar-2025.md';
  const out = ['# Workshops najaar 2025 — De Werkplaats', ''];
  workshops.filter((w) => w.layout === 'nl').forEach((w) => {
    const s = { tutor: `Docent: ${w.tutor}`, date: `Datum: ${nlLong(w.date)}`, places: `Plaatsen: ${w.places}`, fee: `Prijs: ${eur(w.fee)}`, att: `Aanmeldingen: ${w.att}`, space: 'Locatie: De Werkplaats' };
    wsFacts(w, file, s);
    out.push(`## ${w.title}`, '', s.tutor, s.date, 'Tijd: 19.00 – 22.00 uur', s.places, s.fee, s.att, s.space, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'newsletter/holbeck-news-2025-09.md';
  const w = workshops.find((x) => x.layout === 'prose');
  wsFacts(w, file, { tutor: w.tutor, date: 'Saturday 20 September', places: `${w.places} places`, fee: 'free', att: `${w.att} people` });
  corpus.write(file, `# Holbeck News — September 2025

## ${w.title}

Our first ${w.title} on Saturday 20 September, run by ${w.tutor}, was free to everyone. We offered ${w.places} places and ${w.att} people turned up with toasters, lamps and a very sad hoover; eleven things went home working.

## Laser news

Cinder is still out of action (see the fault log), so please book Ember or Big Blue for anything urgent.

## Reminders

- Subs go up to £32 a month for Full members from January.
- The car park gate is locked at 22:00.
- Bring your own safety glasses if you can; the shared pairs are getting scratched.
`);
}

// ------------------------------------------------------------------ consumables orders
// [ref, date, supplier, item, category, total, ordered by, delivered, layout]
const ORD_DEF = [
  ['PO-25-014', '2025-01-14', '3DJake', 'PLA filament 1 kg × 12', 'Filament', 203.88, 'Ravi Patel', true, 'csv'],
  ['PO-25-019', '2025-02-03', 'Kitronik', 'micro:bit starter kits × 10', 'Electronics', 142.5, 'Aisha Rahman', true, 'csv'],
  ['PO-25-023', '2025-02-20', 'Bay Plastics', '3 mm cast acrylic 600 × 400 × 25', 'Sheet material', 187.25, 'Bethany Clough', true, 'csv'],
  ['PO-25-031', '2025-03-18', 'Potclays', 'Stoneware clay 12.5 kg × 8', 'Clay and glaze', 96.8, 'Chloe Whitaker', true, 'csv'],
  ['PO-25-040', '2025-05-06', 'Cromwell Tools', 'HSS lathe tool set', 'Tooling', 64.99, 'Liam Fenwick', true, 'csv'],
  ['PO-25-047', '2025-06-12', 'Cut Laser Cut', '3 mm birch plywood 600 × 400 × 40', 'Sheet material', 158, 'Bethany Clough', true, 'csv'],
  ['PO-25-058', '2025-08-28', 'Trotec UK', 'CO2 laser tube (for Cinder)', 'Spare parts', 1240, 'Tom Hargreaves', false, 'csv'],
  ['PO-25-061', '2025-09-04', 'Kilncare', 'Kiln element set (Glass Kiln)', 'Spare parts', 186, 'Chloe Whitaker', false, 'email'],
  ['PO-25-063', '2025-09-10', '3DJake', 'PETG filament 1 kg × 6', 'Filament', 113.94, 'Ravi Patel', false, 'email'],
  ['WPU-B-2025-07', '2025-04-08', 'Formfutura', 'PLA filament 750 g × 10', 'Filament', 189.5, 'Noor El Amrani', true, 'nl'],
  ['WPU-B-2025-12', '2025-07-01', 'Hornbach', 'MDF 3 mm platen × 20', 'Sheet material', 76.4, 'Bram Smit', true, 'nl'],
];
const orders = ORD_DEF.map(([ref, date, supplier, item, cat, total, by, delivered, layout]) => ({ ref, date, supplier, item, cat, total, by, delivered, layout, cur: layout === 'nl' ? 'EUR' : 'GBP' }));
function ordFacts(o, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(o.ref, 'order', attr, value, unit, stated, file);
  F('date', o.date, 'date', s.date);
  F('supplier', o.supplier, 'text', s.supplier ?? o.supplier);
  F('item', o.item, '', s.item ?? o.item);
  F('category', o.cat, '', s.cat ?? '');
  F('total', o.total, o.cur, s.total);
  F('ordered_by', o.by, 'person', s.by ?? o.by);
  F('delivered', o.delivered, 'bool', s.delivered);
}
{
  const file = 'orders/consumables-orders-2025.csv';
  const rows = orders.filter((o) => o.layout === 'csv').map((o) => {
    ordFacts(o, file, { date: o.date, cat: o.cat, total: o.total.toFixed(2), delivered: o.delivered ? 'Delivered' : 'Awaiting delivery' });
    return [o.ref, o.date, o.supplier, o.item, o.cat, o.total.toFixed(2), o.by, o.delivered ? 'Delivered' : 'Awaiting delivery'];
  });
  corpus.write(file, delimited(['PO', 'Ordered', 'Supplier', 'Item', 'Category', 'Total inc VAT (GBP)', 'Ordered by', 'Status'], rows));
}
{
  const file = 'emails/2025-09-12-order-confirmations.eml';
  const [a, b] = orders.filter((o) => o.layout === 'email');
  ordFacts(a, file, { date: '4 September', item: 'kiln element set', total: gbp2(a.total), by: 'Chloe', delivered: 'not arrived yet' });
  ordFacts(b, file, { date: '10 September', item: 'six 1 kg spools of PETG', total: gbp2(b.total), by: 'Ravi', delivered: 'still waiting' });
  corpus.write(file, `From: Treasurer <treasurer@holbeckmakers.org.uk>
To: committee@holbeckmakers.org.uk
Date: Fri, 12 Sep 2025 16:05:51 +0100
Subject: Two orders placed this month

Hello committee,

For the minutes, two orders went out this month on the space card.

${a.ref}: Chloe ordered a replacement kiln element set (Glass Kiln) from ${a.supplier} on 4 September, ${gbp2(a.total)} including VAT and delivery. It has not arrived yet; ${a.supplier} say ten working days.
${b.ref}: on 10 September Ravi ordered six 1 kg spools of PETG from ${b.supplier}, ${gbp2(b.total)} in total. We are still waiting for that one too.

Both are spare parts or filament, so they come out of the consumables budget, not the capital one.

Nadia (treasurer)
`);
}
{
  const file = 'utrecht/bestellingen-2025.md';
  const out = ['# Bestellingen 2025 — De Werkplaats', '', '| Bestelnummer | Datum | Leverancier | Omschrijving | Categorie | Bedrag | Besteld door | Geleverd |', '|---|---|---|---|---|---|---|---|'];
  const CAT_NL = { Filament: 'filament', 'Sheet material': 'plaatmateriaal' };
  orders.filter((o) => o.layout === 'nl').forEach((o) => {
    ordFacts(o, file, { date: nlDate(o.date), cat: CAT_NL[o.cat], total: eur(o.total), delivered: o.delivered ? 'ja' : 'nee' });
    out.push(`| ${o.ref} | ${nlDate(o.date)} | ${o.supplier} | ${o.item} | ${CAT_NL[o.cat]} | ${eur(o.total)} | ${o.by} | ${o.delivered ? 'ja' : 'nee'} |`);
  });
  out.push('', 'Bedragen inclusief btw.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ committee minutes (a machine and two members in prose)
{
  const file = 'committee/minutes-2025-04-09.md';
  const m = MC['K1 Max'];
  machineFacts(m, file, {
    type: '3D printer', make: 'Creality', model: 'K1 Max', bed: '300 by 300 mm', power: '1 kW', price: '£699', year: 'arrived on 2 April',
    status: 'working well', ind: 'will not need an induction',
  });
  corpus.write(file, `# Committee meeting — 9 April 2025

Present: Bethany Clough (chair), Tom Hargreaves, Chloe Whitaker, Ravi Patel, Nadia Kowalczyk (treasurer). Apologies: Liam Fenwick.

1. **Minutes** of 12 March agreed.
2. **New 3D printer.** The Creality K1 Max (asset ${m.code}) arrived on 2 April; we bought it for £699 from the equipment fund. It has a 300 by 300 mm bed and a 1 kW power supply. It is working well, and like Prusa 3 members will not need an induction to use it — a printed guide sits next to it. Nickname on the label: K1 Max.
3. **Laser extraction.** The fan on the Ember extraction is noisy again; Tom to order a spare bearing (under £40).
4. **Treasurer.** Bank balance £8,412.37 at 31 March; subs income up 9 % on last year.
5. **Open day** on 14 June: kilns and lasers demonstrations, no members' bookings that day.

Next meeting: 11 June 2025.
`);
}
{
  const file = 'committee/minutes-2025-06-11.md';
  const [p, a] = [M['Priya Nair'], M['Alfie Brook']];
  memberFacts(p, file, { tier: 'full member', joined: '5 April 2025', ind: 'laser cutter and 3D printer inductions', hours: 'four hours' });
  memberFacts(a, file, { tier: 'concession', joined: '10 May', ind: '3D printer induction', hours: 'three hours' });
  corpus.write(file, `# Committee meeting — 11 June 2025

Present: Bethany Clough (chair), Tom Hargreaves, Chloe Whitaker, Ravi Patel, Liam Fenwick, Nadia Kowalczyk.

1. **New members since the last meeting.** Priya Nair joined on 5 April 2025 as a full member (${p.no}); she has already passed the laser cutter and 3D printer inductions and has booked four hours so far. Alfie Brook (${a.no}) joined on 10 May on a concession membership, has his 3D printer induction and has booked three hours.
2. **Ultimaker S5.** Still broken since the hot end failure in May; quote for repair £310, deferred to the autumn.
3. **Utrecht exchange.** Sanne de Vries will visit in October to run a joint laser session; travel paid from the partnership grant (€600).
4. **Open day** (14 June): 140 visitors expected, 12 volunteers on the rota.
5. **Insurance** renewed with the same insurer; premium £1,284.

Next meeting: 10 September 2025.
`);
}
{
  const file = 'emails/2025-06-16-welcome-rosa-jennings.eml';
  const m = M['Rosa Jennings'];
  memberFacts(m, file, { tier: 'Weekend membership', joined: 'Saturday 14 June 2025', ind: 'kiln induction', hours: '2 hours' });
  corpus.write(file, `From: Membership Secretary <members@holbeckmakers.org.uk>
To: Rosa Jennings <rosa.jennings@example.org>
Date: Mon, 16 Jun 2025 10:02:11 +0100
Subject: Welcome to Holbeck Makerspace

Dear Rosa,

Welcome to Holbeck Makerspace! Your membership number is ${m.no} and your Weekend membership started on Saturday 14 June 2025, so you can come in on Saturdays and Sundays from 10:00 to 18:00.

Chloe tells me you have already passed the kiln induction at the open day — congratulations. You have 2 hours booked on the Test Kiln so far; you can book more on the booking page.

Your fob will be ready to collect at the front desk.

Best wishes,
Membership Secretary
`);
}

// ------------------------------------------------------------------ the fault log (two machines' status only in sentences)
{
  const file = 'faults/fault-log-2025.md';
  corpus.also('Cinder', 'machine', 'status', 'broken', '', 'out of action', file);
  corpus.also('Glass Kiln', 'machine', 'status', 'broken', '', 'cannot be used', file);
  corpus.write(file, `# Fault log 2025

Report faults here AND put a red tag on the machine. Newest at the bottom.

**12 May — Ultimaker S5 (HM-3DP-05).** Hot end thermistor error on both cores, reported by Aisha. Swapped the print core; error came back. Parts quoted, repair deferred. The printer stays tagged.

**28 July — Ember (HM-LAS-01).** Extraction fan bearing noisy. Bearing replaced by Tom on 2 August; back to normal.

**5 August — Cinder (HM-LAS-03).** The laser tube has cracked after the chiller froze overnight. Cinder is out of action until a new tube is fitted; tube ordered on 28 August (PO-25-058).

**2 September — Glass Kiln (HM-KLN-03).** Element failed halfway through a fuse firing. The kiln cannot be used until the element set arrives (PO-25-061). Glass work can go in the Test Kiln on a low schedule in the meantime.

**15 September — Warco (HM-LAT-02).** Chuck key went missing; a new one is on the tool board. No fault with the machine.
`);
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `HOLBECK MAKERSPACE — SHARED DRIVE (2025)
access/       door-access exports (Net2)
bookings/     booking-system exports
committee/    minutes and AGM papers
emails/       saved e-mails (.eml)
faults/       fault log
inductions/   induction log, checklists, Utrecht instructies
jobs/         3D print and laser jobs (for charging)
machines/     machine sheets, asset register, hours
members/      membership export, profiles, new members
newsletter/   Holbeck News
orders/       consumables orders
policies/     safety, prices, opening hours
utrecht/      De Werkplaats Utrecht (partner space) — mostly in Dutch
workshops/    programme and class pages
`);
corpus.write('policies/membership-prices-2025.md', `# Membership prices 2025

| Tier | Monthly | Access |
|---|---|---|
| Full | £30 | 24/7 with a fob once keyholder-approved |
| Concession | £15 | as Full; students, unwaged, over-65s |
| Weekend | £18 | Saturday and Sunday 10:00–18:00 |
| Business | £60 | as Full, plus invoice and storage shelf |

Day pass: £12. Machine charges (lasers, printers) are on top of membership.
`);
corpus.write('policies/machine-charges.md', `# Machine charges

- Lasers: 30p per minute of beam time (Cinder, Ember, Big Blue).
- 3D printers: 5p per gram of filament, any material; TPU and ASA from members' own spools are free.
- Kilns: £4 per bisque firing, £6 per glaze firing (Big Kiln); half price in the Test Kiln.
- Lathes and CNC routers: no charge; bring your own stock or buy from the offcuts bin.

Charges are settled monthly by card at the front desk.
`);
corpus.write('policies/safety-rules.md', `# Safety rules (summary)

1. No induction, no use: every machine marked "induction required" needs a logged sign-off.
2. Never leave a laser running unattended, not even for a minute.
3. Long hair tied back and no gloves on the lathes.
4. Kilns above 600 °C: the kiln room door stays shut and the sign goes up.
5. Report faults in the fault log and tag the machine.
6. First aid kit by the kitchen; the defibrillator is at the Marshall Mills reception.
`);
corpus.write('policies/opening-hours.md', `# Opening hours

- Staffed open sessions: Tuesday and Thursday 18:00–22:00, Saturday 10:00–17:00.
- Keyholders: any time, but not alone on the lathes or the CNC routers.
- Closed 24 December – 2 January.
`);
corpus.write('committee/minutes-2025-01-15.md', `# Committee meeting — 15 January 2025

Present: Bethany Clough (chair), Tom Hargreaves, Chloe Whitaker, Ravi Patel, Liam Fenwick, Nadia Kowalczyk.

1. Budget 2025 agreed: £18,400 income, £16,950 spending, £1,450 to the equipment fund.
2. Rent review at Marshall Mills: up 4 % from April.
3. AGM set for 26 February 2025.
4. Partnership with De Werkplaats Utrecht renewed for two years; shared induction register from this year.
`);
corpus.write('committee/agm-2025-agenda.md', `# Annual General Meeting — 26 February 2025

1. Chair's report
2. Treasurer's report and accounts 2024 (income £17,212, surplus £934)
3. Election of officers: chair, treasurer, secretary, three ordinary members
4. Motion: raise Full subs to £32 from January 2026
5. Any other business
`);
corpus.write('admin/budget-2025.csv', delimited(['Line', 'Budget (GBP)', 'Actual to Sept (GBP)'], [
  ['Membership subs', '14,800', '11,342'], ['Machine charges', '2,100', '1,688'], ['Workshops', '1,500', '1,015'], ['Rent', '-9,600', '-7,200'],
  ['Electricity', '-3,100', '-2,488'], ['Insurance', '-1,300', '-1,284'], ['Consumables', '-1,800', '-1,311'], ['Equipment fund', '-1,450', '-699'],
]));
corpus.write('admin/insurance-2025.md', `# Insurance 2025

Policy with Hiscox (community groups scheme), renewed June 2025.

| Cover | Limit | Excess |
|---|---|---|
| Public liability | £5,000,000 | £250 |
| Equipment (all risks) | £60,000 | £500 |
| Employer's liability | £10,000,000 | nil |

Premium £1,284. Machines over £5,000 must be listed individually.
`);
corpus.write('admin/energy-2024.csv', delimited(['Quarter', 'Electricity (kWh)', 'Cost (GBP)'], [['Q1', '6,120', '1,652'], ['Q2', '4,980', '1,345'], ['Q3', '4,410', '1,191'], ['Q4', '6,870', '1,855']]));
corpus.write('inductions/checklist-laser.md', `# Laser induction checklist

- [ ] Extraction and air assist on before the tube fires
- [ ] Focus with the gauge (Ember: 6.35 mm; Big Blue: auto-focus)
- [ ] Approved materials only (no PVC, no vinyl, no polycarbonate)
- [ ] Fire blanket and CO2 extinguisher located
- [ ] Test cut on scrap, then a real job watched by the trainer

Sign-off is logged in the induction log with a reference IND-YY-NNN.
`);
corpus.write('inductions/trainers.md', `# Trainers

Who can sign people off, by machine type:

- Laser cutters: Bethany, Tom
- 3D printers: Ravi, Bethany
- Lathes and CNC routers: Liam, Tom
- Kilns: Chloe

Utrecht trains its own members (Sanne, Daan) and sends the sign-offs over.
`);
corpus.write('materials/laser-materials.md', `# Laser materials — allowed and banned

| Material | Max thickness (Ember) | Notes |
|---|---|---|
| Birch plywood | 6 mm | laser-grade only |
| MDF | 6 mm | smoky, clean the lens after |
| Cast acrylic | 8 mm | not extruded for engraving |
| Leather | 3 mm | veg-tan only, no chrome-tan |
| PVC / vinyl | — | BANNED (chlorine gas) |
`);
corpus.write('materials/filament-guide.md', `# Filament guide

- PLA: 200–215 °C, bed 60 °C. Default for everything.
- PETG: 230–245 °C, bed 80 °C. Use the textured sheet.
- ABS / ASA: enclosed printers only (Bambu X1, K1 Max), extraction on.
- TPU: slow, 25 mm/s; Prusa printers only with the direct drive.

1 m of 1.75 mm PLA weighs about 3 g.
`);
corpus.write('events/open-day-2025.md', `# Open day — 14 June 2025

Around 150 visitors (door counter 147). Laser demos every hour, kiln tours, 3D-printed keyrings for children.
Twelve volunteers; takings from the cake stall £212.50. Three people joined on the day.
`);
corpus.write('utrecht/huisregels.md', `# Huisregels De Werkplaats

1. Geen instructie, geen gebruik.
2. Laat de lasersnijder nooit alleen draaien.
3. Ruim je werkplek op; afval in de juiste bak.
4. Storingen melden in het storingsboek en de machine labelen.
5. Openingstijden: dinsdag t/m zaterdag 10.00 – 22.00 uur.
`);
corpus.write('utrecht/partnerschap-holbeck.md', `# Partnerschap met Holbeck Makerspace (Leeds)

Sinds 2023 wisselen we instructies en workshops uit met Holbeck in Leeds. Leden van beide werkplaatsen
mogen tijdens een bezoek de machines van de ander gebruiken als de instructie in het gezamenlijke register staat.
Subsidie 2025: € 4.000 van de gemeente Utrecht, waarvan € 600 voor reizen.
`);
corpus.write('workshops/tutor-guidelines.md', `# Notes for tutors

- Maximum six people per machine class; eight for the laser intro (two lasers).
- Tutors are paid £25 an hour or take free membership for the month.
- Materials are included in the fee; keep receipts for the treasurer.
`);

const stats = corpus.flush(source);
console.log(`makerspace: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
