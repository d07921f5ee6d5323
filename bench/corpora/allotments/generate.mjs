#!/usr/bin/env node
// Allotments corpus (held-out): the shared drive of the Kington & District Allotments Society (KDAS), a market town
// in the Welsh Marches (Kington, Herefordshire), 2025, with its twin town's garden association in Brittany (Jardins
// Familiaux de Plouzélec, Côtes-d'Armor), whose newsletter and seed-swap list are partly in French. 5 sites, 54
// plots, 40 plot holders, 14 waiting-list applicants, 10 show classes of the Kington Show 2025, 16 seed varieties.
//   node bench/corpora/allotments/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "allotments-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) plots: Mill Street sheets of `Key: value` lines (m², `£65.00 a year`, `Plot holder`), Headbrook plot records
//     with another label set (`Plot no.`, `Area: 7½ rods`, `Rent p.a.: 47.50 GBP`, `Water supply`, `Shed on plot`,
//     `Occupancy: Tenanted`, `Tenant`), an HTML table for Bradnor View (square yards, ✓/✗), a CSV for Lyonshall Glebe
//     (`Area (m2)`, `Shed (Y/N)`, plots `1a` … `7b`), Railway Gardens in the site rep's e-mail (sentences, `a ten-rod
//     plot`) and three of its plots only in the committee minutes;
// (b) plot holders: a nested JSON export of the membership app (PlotPal), a members CSV (membership numbers without
//     the hyphen), a new-members note with another label set and two joiners only in the minutes;
// (c) sites: YAML front matter + table, an HTML infobox, a plain-text sheet, an HTML definition list; a WIDE table
//     of monthly water use per site (m³); a rent-receipts export with a preamble, SEMICOLONS and DECIMAL COMMAS;
// (d) the waiting list (a Markdown table with dd/mm/yyyy dates, three applicants only in the secretary's e-mail);
// (e) the Kington Show 2025: a results table, an HTML table, the marrow weigh-in e-mail (kg, lb, lb + oz);
// (f) the seed swap: a bilingual French/English list, the French twin's newsletter in French prose, the society's
//     spring newsletter in English prose; background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: plot sizes in m² (`7½ rods` → 7.5 × 25.29285264, `300 sq yd` → 300 × 0.83612736);
// rents and rent paid in GBP a year; marrow weights in kg (`47.5 lb` → × 0.45359237); water in m³; dates ISO; years
// as numbers; French words in English (`Haricot` = French bean, `Oignon` = Onion, `Chou` = Cabbage, `oui` = yes).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, htmlDlPage, htmlInfoboxPage, joinAnd, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('allotments-v1');
const ROD = 25.29285264; // m² per square rod (pole, perch)
const SQYD = 0.83612736; // m² per square yard
const LB = 0.45359237; // kg per lb
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const fr = (x, d) => Number(x).toFixed(d).replace('.', ',');
const pad = (n, w = 2) => String(n).padStart(w, '0');
const dmy = (iso) => { const [y, m, d] = iso.split('-'); return `${d}/${m}/${y}`; };
const L = (k, xs) => xs[k % xs.length];

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (rent export, water table, show results, weigh-in). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ sites
const SITES = [
  { key: 'MST', name: 'Mill Street', addr: 'Mill Street, Kington HR5 3AL', town: 'Kington', water: 'Mains taps', toilet: 'composting', opened: 1919, landlord: 'Kington Town Council', rate: 0.26, rep: 'Tom Meredith', meter: 'WM-11862' },
  { key: 'BRV', name: 'Bradnor View', addr: 'Gravel Hill, Kington HR5 3BS', town: 'Kington', water: 'Water butts only', toilet: 'none', opened: 1976, landlord: 'Hergest Estate', rate: 0.2, rep: 'Rhian Watkins', meter: null },
  { key: 'HBK', name: 'Headbrook', addr: 'Headbrook, Kington HR5 3DY', town: 'Kington', water: 'Mains taps', toilet: 'flush', opened: 1947, landlord: 'Kington Town Council', rate: 0.25, rep: 'Colin Pugh', meter: 'WM-20417' },
  { key: 'LYG', name: 'Lyonshall Glebe', addr: 'Church Road, Lyonshall HR5 3HR', town: 'Lyonshall', water: 'Borehole pump', toilet: 'none', opened: 2009, landlord: 'Diocese of Hereford', rate: 0.22, rep: 'Ann Griffiths', meter: 'BH-0093' },
  { key: 'RWG', name: 'Railway Gardens', addr: 'Old Station Yard, Titley HR5 3RX', town: 'Titley', water: 'Mains taps', toilet: 'composting', opened: 2014, landlord: 'Herefordshire Council', rate: 0.24, rep: 'Barry Lewis', meter: 'WM-30551' },
];
const S = Object.fromEntries(SITES.map((s) => [s.key, s]));

// ------------------------------------------------------------------ plot holders
// [name, village, role, layout]  layout: json | csv | note | minutes
const HOLDERS = [
  ['Gwen Powell', 'Kington', 'Chair', 'json'],
  ['Keith Vaughan', 'Kington', 'Secretary', 'json'],
  ['Helen Morgan', 'Kington', 'Treasurer', 'json'],
  ['Dai Prosser', 'Kington', 'Show secretary', 'json'],
  ['Tom Meredith', 'Kington', 'Site rep', 'json'],
  ['Rhian Watkins', 'Kington', 'Site rep', 'json'],
  ['Colin Pugh', 'Kington', 'Site rep', 'json'],
  ['Ann Griffiths', 'Lyonshall', 'Site rep', 'json'],
  ['Barry Lewis', 'Titley', 'Site rep', 'json'],
  ['Margaret Bevan', 'Kington', null, 'json'],
  ['Sian Price', 'Kington', null, 'json'],
  ['Jack Probert', 'Pembridge', null, 'json'],
  ['Huw Davies', 'Gladestry', null, 'json'],
  ['Pat Hamer', 'Kington', null, 'json'],
  ['Owen Parry', 'Presteigne', null, 'json'],
  ['Lucy Bufton', 'Kington', null, 'json'],
  ['Martin Gittins', 'Eardisley', null, 'json'],
  ['Carol Thomas', 'Kington', null, 'json'],
  ['Peter Hope', 'Titley', null, 'json'],
  ['Ruth Lloyd', 'Kington', null, 'json'],
  ['Glyn Bowen', 'Kington', null, 'csv'],
  ['Sandra Preece', 'Lyonshall', null, 'csv'],
  ['Nigel Beavan', 'Kington', null, 'csv'],
  ['Megan Rees', 'Almeley', null, 'csv'],
  ['Steve Jukes', 'Kington', null, 'csv'],
  ['Jenny Gwilliam', 'Lyonshall', null, 'csv'],
  ['Alan Pritchard', 'Kington', null, 'csv'],
  ['Dilys Evans', 'Kington', null, 'csv'],
  ['Rob Harley', 'Walton', null, 'csv'],
  ['Bethan Hughes', 'Kington', null, 'csv'],
  ['Frank Goodwin', 'Titley', null, 'csv'],
  ['Iwan Williams', 'Gladestry', null, 'csv'],
  ['Kate Mapp', 'Kington', null, 'note'],
  ['Derek Stokes', 'Pembridge', null, 'note'],
  ['Nia Jenkins', 'Kington', null, 'note'],
  ['Graham Wall', 'Lyonshall', null, 'note'],
  ['Zofia Nowak', 'Kington', null, 'note'],
  ['Chloe Baskerville', 'Titley', null, 'minutes'],
  ['Ray Herbert', 'Kington', null, 'minutes'],
  ['Anwen Lloyd-Jones', 'Kington', null, 'note'],
];
const holders = HOLDERS.map(([name, village, role, layout], i) => ({ name, village, role, layout, no: `KDAS-${pad([107, 112, 118, 121, 126, 133, 139, 144, 152, 158, 163, 170, 176, 181, 187, 190, 196, 203, 209, 214, 220, 227, 231, 238, 244, 251, 257, 262, 268, 273, 279, 284, 421, 424, 428, 433, 437, 441, 442, 446][i], 4)}`, plots: [] }));
const H = Object.fromEntries(holders.map((h) => [h.name, h]));
for (const h of holders) {
  const isNew = h.layout === 'note' || h.layout === 'minutes';
  h.since = isNew ? 2025 : h.role ? r.int(1979, 2012) : r.int(1984, 2024);
  h.phone = r.chance(0.45) && h.village === 'Kington' ? `01544 23${r.int(0, 9)}${pad(r.int(0, 999), 3)}` : `07700 900${pad(r.int(0, 999), 3)}`;
}
// concessions: senior (over 65), unwaged, student (half rent)
const CONC = { 'Margaret Bevan': 'senior', 'Pat Hamer': 'senior', 'Ruth Lloyd': 'senior', 'Huw Davies': 'senior', 'Dilys Evans': 'senior', 'Frank Goodwin': 'senior', 'Ray Herbert': 'senior', 'Lucy Bufton': 'unwaged', 'Steve Jukes': 'unwaged', 'Zofia Nowak': 'unwaged', 'Bethan Hughes': 'student', 'Dai Prosser': 'senior' };
for (const h of holders) h.conc = CONC[h.name] ?? 'none';
H['Gwen Powell'].since = 1981;
H['Dai Prosser'].since = 1979;
H['Helen Morgan'].since = 2006;
H['Bethan Hughes'].since = 2023;

// ------------------------------------------------------------------ plots
// [name, size as stated form, water, shed, holder or null]
const PLOT_DEF = {
  MST: [
    ['A1', 250, 'tap', true, 'Gwen Powell'], ['A2', 125, 'tap', false, 'Gwen Powell'], ['A3', 250, 'tap', true, 'Margaret Bevan'],
    ['A4', 200, 'butt', true, 'Sian Price'], ['A5', 125, 'tap', false, 'Keith Vaughan'], ['A6', 300, 'tap', true, 'Tom Meredith'],
    ['A7', 250, 'butt', true, 'Pat Hamer'], ['A8', 125, 'tap', false, 'Lucy Bufton'], ['A9', 250, 'butt', false, null],
    ['A10', 180, 'tap', true, 'Helen Morgan'], ['A11', 250, 'tap', true, 'Dai Prosser'], ['A12', 125, 'butt', false, 'Kate Mapp'],
    ['A13', 250, 'tap', true, null], ['A14', 150, 'tap', false, 'Carol Thomas'],
  ],
  HBK: [
    ['H1', 10, 'tap', true, 'Colin Pugh'], ['H2', 5, 'tap', false, 'Colin Pugh'], ['H3', 10, 'butt', true, 'Ruth Lloyd'],
    ['H4', 7.5, 'butt', false, 'Glyn Bowen'], ['H5', 5, 'tap', false, null], ['H6', 10, 'tap', true, 'Nigel Beavan'],
    ['H7', 10, 'tap', true, 'Alan Pritchard'], ['H8', 5, 'butt', true, 'Dilys Evans'], ['H9', 7.5, 'tap', false, 'Nia Jenkins'],
    ['H10', 10, 'tap', true, 'Dai Prosser'], ['H11', 5, 'butt', false, null], ['H12', 10, 'tap', true, 'Steve Jukes'],
  ],
  BRV: [
    ['B1', 300, 'butt', true, 'Rhian Watkins'], ['B2', 150, 'butt', false, 'Martin Gittins'], ['B3', 300, 'butt', true, 'Megan Rees'],
    ['B4', 300, 'butt', false, null], ['B5', 150, 'butt', true, 'Bethan Hughes'], ['B6', 225, 'butt', true, 'Jack Probert'],
    ['B7', 300, 'butt', false, 'Zofia Nowak'], ['B8', 150, 'butt', true, 'Iwan Williams'], ['B9', 300, 'butt', false, null],
    ['B10', 200, 'butt', true, 'Owen Parry'],
  ],
  LYG: [
    ['1a', 126, 'tap', false, 'Ann Griffiths'], ['1b', 126, 'tap', true, 'Ann Griffiths'], ['2a', 130, 'butt', false, 'Sandra Preece'],
    ['2b', 122, 'tap', true, 'Jenny Gwilliam'], ['3a', 140, 'butt', true, 'Graham Wall'], ['3b', 135, 'tap', false, null],
    ['4a', 128, 'tap', true, 'Rob Harley'], ['4b', 128, 'butt', false, 'Derek Stokes'], ['7a', 150, 'tap', true, 'Huw Davies'],
    ['7b', 95, 'butt', false, 'Anwen Lloyd-Jones'],
  ],
  // Railway Gardens: size given as [value, unit] because the e-mail and the minutes mix rods and square metres
  RWG: [
    ['R1', [10, 'rod'], 'tap', true, 'Barry Lewis'], ['R2', [200, 'm2'], 'butt', false, 'Barry Lewis'], ['R3', [7, 'rod'], 'tap', true, 'Peter Hope'],
    ['R4', [250, 'm2'], 'tap', false, 'Frank Goodwin'], ['R5', [5, 'rod'], 'butt', true, 'Jenny Gwilliam'], ['R6', [250, 'm2'], 'tap', true, null],
    ['R7', [125, 'm2'], 'butt', false, 'Chloe Baskerville'], ['R8', [125, 'm2'], 'tap', false, 'Ray Herbert'],
  ],
};
const plots = [];
for (const [site, defs] of Object.entries(PLOT_DEF)) {
  for (const [name, size, water, shed, holder] of defs) {
    let m2;
    if (site === 'HBK') m2 = r4(size * ROD);
    else if (site === 'BRV') m2 = r4(size * SQYD);
    else if (site === 'RWG') m2 = size[1] === 'rod' ? r4(size[0] * ROD) : size[0];
    else m2 = size;
    const rent = Math.round(m2 * S[site].rate * 2) / 2;
    const p = { name, site, size, m2, rent, water, shed, holder, status: holder ? 'let' : 'vacant' };
    plots.push(p);
    if (holder) H[holder].plots.push(name);
  }
}
const P = Object.fromEntries(plots.map((p) => [p.name, p]));
for (const h of holders) if (!h.plots.length) throw new Error(`${h.name} has no plot`);

function plotFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'plot', attr, value, unit, stated, file);
  F('site', S[p.site].name, 'place', s.site);
  F('size', p.m2, 'm2', s.size);
  F('rent', p.rent, 'GBP', s.rent);
  F('water', p.water === 'tap' ? 'tap' : 'water butt', '', s.water);
  F('shed', p.shed, 'bool', s.shed);
  F('status', p.status, '', s.status);
  F('holder', p.holder, 'person', p.holder ?? '');
}
const gbp = (x) => `£${x.toFixed(2)}`;
const money0 = (x) => (Number.isInteger(x) ? `£${x}` : `£${x.toFixed(2)}`);

// (a1) Mill Street: Markdown plot sheets, label set 1
plots.filter((p) => p.site === 'MST').forEach((p, k) => {
  const file = `sites/mill-street/plots/plot-${p.name.toLowerCase()}.md`;
  const size = k % 3 === 2 ? `${p.m2} sq m` : `${p.m2} m²`;
  const rent = k % 2 ? `${gbp(p.rent)} a year` : `${gbp(p.rent)} per annum`;
  const water = p.water === 'tap' ? `tap (standpipe ${L(k, ['by the gate', 'no. 2', 'no. 3'])})` : 'water butt';
  const status = p.status === 'let' ? 'Let' : 'Vacant';
  plotFacts(p, file, { site: 'Site: Mill Street', size, rent, water, shed: `Shed: ${p.shed ? 'Yes' : 'No'}`, status: `Status: ${status}` });
  corpus.write(file, [
    `# Plot ${p.name} — Mill Street Allotments`, '',
    `Plot: ${p.name}`, 'Site: Mill Street', `Size: ${size}`, `Rent: ${rent}`, `Water: ${water}`, `Shed: ${p.shed ? 'Yes' : 'No'}`,
    `Status: ${status}${p.status === 'vacant' ? ' (offer to the waiting list)' : ''}`, `Plot holder: ${p.holder ?? '—'}`,
    `Notes: ${L(k, ['good soil, some couch grass along the path', 'fruit cage on the north end', 'asparagus bed, keep', 'raised beds (4)', 'old rhubarb crowns', 'path needs edging', 'bonfire ash dumped here in 2023, cleared'])}`, '',
    p.status === 'let' ? `Inspected ${fmtDate(`2025-05-${pad(r.int(3, 28))}`, 'long')}: ${L(k, ['well kept', 'cultivated, some weeds', 'fully cultivated', 'good'])}.` : 'Strimmed and covered with membrane over the winter.', '',
  ].join('\n'));
});

// (a2) Headbrook: plot records, label set 2 (rods / poles)
const rodWord = (x) => (x === 7.5 ? '7½' : String(x));
plots.filter((p) => p.site === 'HBK').forEach((p, k) => {
  const file = `sites/headbrook/plot-records/${p.name}.md`;
  const area = `${rodWord(p.size)} ${k % 3 === 1 ? 'poles' : 'rods'}`;
  const rent = `${p.rent.toFixed(2)} GBP`;
  const water = p.water === 'tap' ? 'mains tap' : 'water butt only';
  const shed = p.shed ? L(k, ['timber shed 6×4', 'metal shed', 'timber shed 8×6']) : 'none';
  const occ = p.status === 'let' ? 'Tenanted' : 'Vacant — to let';
  plotFacts(p, file, { site: 'Location: Headbrook Gardens', size: `Area: ${area}`, rent: `Rent p.a.: ${rent}`, water: `Water supply: ${water}`, shed: `Shed on plot: ${shed}`, status: `Occupancy: ${occ}` });
  corpus.write(file, [
    'HEADBROOK GARDENS — PLOT RECORD', '',
    `Plot no.: ${p.name}`, 'Location: Headbrook Gardens, Kington', `Area: ${area}`, `Rent p.a.: ${rent}`, `Water supply: ${water}`, `Shed on plot: ${shed}`,
    `Occupancy: ${occ}`, `Tenant: ${p.holder ?? 'n/a'}`,
    `Last inspected: ${dmy(`2025-04-${pad(r.int(2, 29))}`)} (${p.status === 'let' ? L(k, ['good', 'satisfactory', 'good', 'needs attention']) : 'overgrown'})`, '',
  ].join('\n'));
});

// (a3) Bradnor View: HTML table in square yards
{
  const file = 'sites/bradnor-view/plots.html';
  const rows = plots.filter((p) => p.site === 'BRV').map((p, k) => {
    const size = `${p.size} ${k % 2 ? 'sq yds' : 'sq yd'}`;
    const rent = money0(p.rent);
    plotFacts(p, file, { site: 'Bradnor View', size, rent, water: 'Butt', shed: p.shed ? '✓' : '✗', status: p.status === 'let' ? 'let' : 'VACANT' });
    return `    <tr><td>${p.name}</td><td>${size}</td><td>${rent}</td><td>Butt</td><td>${p.shed ? '✓' : '✗'}</td><td>${p.status === 'let' ? 'let' : 'VACANT'}</td><td>${esc(p.holder ?? '')}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Bradnor View — plot list</title></head>
<body>
<h1>Bradnor View allotments: plots 2025</h1>
<p>No mains water on this site: every plot has its own water butt, filled from the shed roofs. Sizes as in the 1976 Hergest Estate lease (square yards).</p>
<table>
  <thead><tr><th>Plot</th><th>Size</th><th>Rent</th><th>Water</th><th>Shed</th><th>Status</th><th>Tenant</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Maintained by the site rep, Rhian Watkins. Updated 30 April 2025.</p>
</body></html>
`);
}

// (a4) Lyonshall Glebe: CSV from the parish
{
  const file = 'sites/lyonshall-glebe/glebe-plots-2025.csv';
  const rows = plots.filter((p) => p.site === 'LYG').map((p) => {
    plotFacts(p, file, { site: '', size: String(p.m2), rent: p.rent.toFixed(2), water: p.water === 'tap' ? 'Tap' : 'Butt', shed: '', status: p.status === 'let' ? 'Let' : 'Available' });
    return [p.name, p.m2, p.rent.toFixed(2), p.water === 'tap' ? 'Tap' : 'Butt', p.shed ? 'Y' : 'N', p.status === 'let' ? 'Let' : 'Available', p.holder ?? ''];
  });
  corpus.write(file, delimited(['Plot', 'Area (m2)', 'Rent (£)', 'Water', 'Shed (Y/N)', 'Status', 'Plotholder'], rows));
}

// (a5) Railway Gardens: the site rep's e-mail (R1-R5) and the minutes (R6-R8, below)
const RW_WORD = { 10: 'ten', 7: 'seven', 5: 'five' };
{
  const file = 'email/2025-04-03-railway-gardens-plots.eml';
  const lines = [];
  const seen = new Set();
  plots.filter((p) => p.site === 'RWG' && ['R1', 'R2', 'R3', 'R4', 'R5'].includes(p.name)).forEach((p, k) => {
    const size = p.size[1] === 'rod' ? `a ${RW_WORD[p.size[0]]}-rod plot` : `about ${p.size[0]} square metres`;
    const water = p.water === 'tap' ? 'right by the trough tap' : 'has its own water butt';
    const shed = p.shed ? 'with a shed' : 'no shed';
    const rent = `the rent is ${gbp(p.rent)} a year`;
    const first = !seen.has(p.holder);
    seen.add(p.holder);
    plotFacts(p, file, { site: 'Railway Gardens', size, rent, water, shed, status: p.holder });
    if (p.size[1] === 'rod') lines.push(`${p.name} is ${size} ${shed === 'with a shed' ? 'with a shed on it' : 'with no shed'}; it ${water === 'right by the trough tap' ? 'is right by the trough tap' : water}. ${p.holder}${first ? '' : ' (again)'} has it; ${rent}.`);
    else lines.push(`${p.name}: ${size}, ${shed}, ${water}. Let to ${p.holder}; ${rent}.`);
  });
  corpus.write(file, `From: Barry Lewis <barry.lewis@kdas-allotments.org.uk>
To: Keith Vaughan <secretary@kdas-allotments.org.uk>
Date: Thu, 3 Apr 2025 19:42:10 +0100
Subject: Railway Gardens - plot details for the register

Hi Keith,

You asked for the Railway Gardens details for the new register, so here they are as far as I know them. I've done the
old plots only, R6 to R8 were sorted at the committee meeting so you'll have those in the minutes.

${lines.join('\n\n')}

The trough tap by R1 was leaking again at the weekend; I've turned it off at the stopcock until Dŵr Cymru, sorry,
Welsh Water's man comes (it's actually Severn Trent here, I keep forgetting we're on the English side).

Cheers,
Barry
--
Barry Lewis, site rep, Railway Gardens, Titley
`);
}

// ------------------------------------------------------------------ plot holders
function holderFacts(h, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(h.name, 'holder', attr, value, unit, stated, file);
  F('membership_no', h.no, 'text', s.no);
  F('plots', h.plots, 'list', s.plots);
  F('since', h.since, '', s.since);
  F('concession', h.conc, '', s.conc);
  F('phone', h.phone, 'text', s.phone);
  F('village', h.village, 'place', s.village);
  F('role', h.role, 'text', s.role ?? '');
}
const SITE_CODE = { MST: 'MST', BRV: 'BRV', HBK: 'HBK', LYG: 'LYG', RWG: 'RWG' };
// (b1) the PlotPal JSON export (nested)
{
  const file = 'exports/plotpal-members-2025-04-14.json';
  const recs = holders.filter((h) => h.layout === 'json').map((h, k) => {
    const [given, ...rest] = h.name.split(' ');
    const conc = h.conc === 'none' ? null : { type: h.conc, verified: true, discount_pct: 50 };
    holderFacts(h, file, { no: h.no, plots: '', since: '', conc: h.conc === 'none' ? '' : h.conc, phone: h.phone, village: h.village, role: h.role });
    return {
      id: h.no,
      display_name: h.name,
      person: { given_name: given, family_name: rest.join(' ') },
      contact: { phone: h.phone, email: k % 3 === 0 ? null : `${slug(h.name).replace('-', '.')}@example.org.uk`, address: { village: h.village, county: ['Gladestry', 'Presteigne', 'Walton'].includes(h.village) ? 'Powys' : 'Herefordshire' } },
      membership: { since: h.since, status: 'active', concession: conc },
      tenancies: h.plots.map((pn) => ({ plot: pn, site: SITE_CODE[P[pn].site], started: h.plots.length > 1 && pn === h.plots[1] ? Math.max(h.since, 2015) : h.since })),
      roles: h.role ? [h.role === 'Site rep' ? `Site rep (${SITES.find((s) => s.rep === h.name).name})` : h.role] : [],
    };
  });
  corpus.write(file, JSON.stringify({ export: { app: 'PlotPal', version: '4.2.1', society: 'KDAS', generated: '2025-04-14T08:02:11Z', site_codes: Object.fromEntries(SITES.map((s) => [s.key, s.name])) }, members: recs }, null, 2) + '\n');
}
// (b2) the members CSV (numbers without the hyphen)
{
  const file = 'members/members-list-2025.csv';
  const CONC_CSV = { none: '', senior: 'OAP', unwaged: 'Unwaged', student: 'Student' };
  const rows = holders.filter((h) => h.layout === 'csv').map((h) => {
    const no = h.no.replace('-', '');
    holderFacts(h, file, { no, plots: h.plots.join('; '), since: String(h.since), conc: CONC_CSV[h.conc], phone: h.phone, village: h.village });
    return [no, h.name, h.plots.join('; '), h.since, CONC_CSV[h.conc], h.phone, h.village];
  });
  corpus.write(file, delimited(['Membership No', 'Name', 'Plot(s)', 'Member since', 'Concession', 'Telephone', 'Village'], rows));
}
// (b3) new members 2025: another label set
{
  const file = 'members/new-members-2025.md';
  const CONC_NOTE = { none: 'None', senior: 'Senior (over 65)', unwaged: 'Unwaged (JSA)', student: 'Student' };
  const out = ['# New members 2025', '', 'Welcome packs sent; keys for the gate padlocks issued by the site reps. (Two more joined at the March committee, see the minutes.)', ''];
  holders.filter((h) => h.layout === 'note').forEach((h, k) => {
    const joined = `${L(k, ['January', 'February', 'March', 'April', 'May', 'February'])} 2025`;
    const phone = h.phone.replace(/^07700 900/, '+44 7700 900');
    holderFacts(h, file, { no: `Membership no.: ${h.no}`, plots: `Plot allocated: ${h.plots.join(' and ')}`, since: joined, conc: CONC_NOTE[h.conc], phone, village: `Lives in: ${h.village}` });
    out.push(`## ${h.name}`, '', `- Membership no.: ${h.no}`, `- Plot allocated: ${h.plots.join(' and ')} (${S[P[h.plots[0]].site].name})`, `- Joined: ${joined}`,
      `- Concession: ${CONC_NOTE[h.conc]}`, `- Phone: ${phone}`, `- Lives in: ${h.village}`, '');
  });
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ committee minutes (R6-R8, two joiners)
{
  const file = 'committee/minutes-2025-03-11.md';
  const r6 = P.R6;
  const r7 = P.R7;
  const r8 = P.R8;
  const cb = H['Chloe Baskerville'];
  const rh = H['Ray Herbert'];
  plotFacts(r6, file, { site: 'Railway Gardens', size: '250 square metres', rent: gbp(r6.rent), water: 'trough tap', shed: 'shed stays', status: 'vacant' });
  plotFacts(r7, file, { site: 'Railway Gardens', size: '125 square metres', rent: gbp(r7.rent), water: 'own water butt', shed: 'Neither has a shed', status: 'Chloe Baskerville' });
  plotFacts(r8, file, { site: 'Railway Gardens', size: '125 square metres', rent: gbp(r8.rent), water: 'tap', shed: 'Neither has a shed', status: 'Ray Herbert' });
  holderFacts(cb, file, { no: cb.no, plots: 'R7', since: 'join this month', conc: '', phone: cb.phone, village: 'Titley' });
  holderFacts(rh, file, { no: rh.no.replace('KDAS-', ''), plots: 'R8', since: 'join this month', conc: 'senior concession', phone: rh.phone, village: 'Kington' });
  corpus.write(file, `# Kington & District Allotments Society — committee meeting, 11 March 2025

Held at the Oxford Arms, Kington, 7.30 pm. Present: Gwen Powell (Chair), Keith Vaughan (Secretary), Helen Morgan
(Treasurer), Dai Prosser (Show secretary), Tom Meredith, Colin Pugh, Ann Griffiths, Barry Lewis. Apologies: Rhian
Watkins.

1. **Minutes of 14 January** agreed.

2. **Railway Gardens.** Barry reported that the tenant of R6 has given the plot up after eleven years, so R6 (250 square metres,
the one by the trough tap) is vacant from the end of March; the shed stays with the plot. Rent stays at
${gbp(r6.rent)} a year. It will be offered to the waiting list first. The rough ground at the far end, left as grass since
2014, has been marked out as two new half plots, R7 and R8, each of 125 square metres at a rent of ${gbp(r7.rent)} a year.
R7 is at the far end and has its own water butt; R8 is next to the tap. Neither has a shed yet.

3. **New members.** The committee welcomed two new members who join this month. Chloe Baskerville, of Titley,
membership number ${cb.no}, takes R7; her phone number is ${cb.phone}. Ray Herbert, from Kington, takes R8 — he is
over 65 and qualifies for the senior concession, so pays half rent. His membership number is ${rh.no.replace('KDAS-', '')} and he can be
reached on ${rh.phone}.

4. **Treasurer.** Helen reported a balance of £4,212.60 at 28 February. Rents are due on 25 March (Lady Day) as usual;
reminders go out on 1 May. The water bill for 2024 came to £1,377.41 across the four metered sites.

5. **Show.** Dai confirmed the allotment classes at the Kington Show (Saturday 9 August). Our friends from Plouzélec
will bring a party of eight and enter the onion, jam and dahlia classes.

6. **Any other business.** Skip hire for the Headbrook clear-out: £285, agreed. Next meeting 10 June 2025.
`);
}

// ------------------------------------------------------------------ sites
function siteFacts(st, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(st.name, 'site', attr, value, unit, stated, file);
  F('address', st.addr, 'text', s.addr);
  F('town', st.town, 'place', s.town);
  F('plots', plots.filter((p) => p.site === st.key).length, '', s.plots);
  F('water_supply', st.water, '', s.water);
  F('toilet', st.toilet, '', s.toilet);
  F('opened', st.opened, '', s.opened);
  F('landlord', st.landlord, 'text', s.landlord);
  F('rep', st.rep, 'person', st.rep);
}
const nPlots = (k) => plots.filter((p) => p.site === k).length;
for (const key of ['MST', 'HBK']) {
  const st = S[key];
  const file = `sites/${slug(st.name)}/site-info.md`;
  const toilet = st.toilet === 'composting' ? 'Composting toilet by the gate' : 'Flush toilet in the pavilion';
  siteFacts(st, file, { addr: st.addr, town: 'Kington', plots: `plots: ${nPlots(key)}`, water: 'Mains taps', toilet, opened: `opened: ${st.opened}`, landlord: st.landlord });
  const out = ['---', `site: ${st.name}`, `code: ${key}`, `plots: ${nPlots(key)}`, `opened: ${st.opened}`, `rep: ${st.rep}`, '---', '', `# ${st.name} allotments`, '',
    `${st.name} is one of the society's three Kington sites${key === 'MST' ? ', laid out in 1919 for returning servicemen' : ', on the former Headbrook nursery ground'}.`, '',
    '| Item | Detail |', '|---|---|', `| Address | ${st.addr} |`, `| Landlord | ${st.landlord} |`, `| Water | Mains taps (${key === 'MST' ? 3 : 4} standpipes, metered) |`, `| Toilet | ${toilet} |`,
    `| Parking | ${key === 'MST' ? 'On street only' : 'Six spaces inside the gate'} |`, `| Gate code | ask the site rep |`, ''];
  corpus.write(file, out.join('\n'));
}
{
  const st = S.BRV;
  const file = 'sites/bradnor-view/index.html';
  siteFacts(st, file, { addr: st.addr, town: 'Kington', plots: String(nPlots('BRV')), water: 'Water butts only (no mains)', toilet: 'None', opened: String(st.opened), landlord: st.landlord });
  corpus.write(file, htmlInfoboxPage({
    title: 'Bradnor View',
    sections: [
      { heading: 'Site', rows: [['Address', st.addr], ['Landlord', st.landlord], ['Opened', String(st.opened)], ['Plots', String(nPlots('BRV'))]] },
      { heading: 'Facilities', rows: [['Water', 'Water butts only (no mains)'], ['Toilet', 'None'], ['Site rep', st.rep]] },
    ],
    lead: ['Bradnor View sits on the slope below Bradnor Hill, with views across to Hergest Ridge. The lease from the Hergest Estate was renewed in 2021 for 25 years.'],
    footer: 'Kington & District Allotments Society',
  }));
}
{
  const st = S.LYG;
  const file = 'sites/lyonshall-glebe/about.txt';
  siteFacts(st, file, { addr: st.addr, town: 'Lyonshall', plots: `PLOTS: ${nPlots('LYG')}`, water: 'Borehole pump', toilet: 'none on site', opened: 'OPENED: 2009', landlord: st.landlord });
  corpus.write(file, `SITE: LYONSHALL GLEBE

ADDRESS: ${st.addr}
LANDLORD: ${st.landlord} (glebe land, let to the society on a 21-year lease)
OPENED: 2009
PLOTS: ${nPlots('LYG')} (half plots 1a to 4b and 7a/7b; 5 and 6 were planted as a community orchard in 2016)
WATER: Borehole pump, solar powered, feeding two troughs
TOILET: none on site - the village hall is 200 yards down Church Road
SITE REP: ${st.rep}

The glebe field was offered to the society by the Diocese after the village asked for allotments in 2008.
`);
}
{
  const st = S.RWG;
  const file = 'web/railway-gardens.html';
  siteFacts(st, file, { addr: st.addr, town: 'Titley', plots: String(nPlots('RWG')), water: 'Mains taps', toilet: 'Composting toilet', opened: String(st.opened), landlord: st.landlord });
  corpus.write(file, htmlDlPage({
    title: 'Railway Gardens, Titley',
    site: 'kdas-allotments.org.uk',
    lead: ['Our newest site, on the old goods yard of Titley Junction station. The platform edge still runs along the top of plots R1 to R4.'],
    sections: [
      { heading: 'About the site', rows: [['Address', st.addr], ['Landlord', st.landlord], ['Opened', String(st.opened)], ['Number of plots', String(nPlots('RWG'))]] },
      { heading: 'Facilities', rows: [['Water supply', 'Mains taps'], ['Toilet', 'Composting toilet'], ['Site representative', st.rep]] },
    ],
    footer: 'Page last updated March 2025.',
  }));
}

// (c2) WIDE table of monthly water use (m³), metered sites
const WMONTHS = ['mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct'];
{
  const file = 'water/water-use-2025.csv';
  const shape = [0.35, 0.7, 1.15, 1.6, 1.9, 1.7, 1.0, 0.4];
  const scale = { MST: 9.5, HBK: 8.2, LYG: 4.1, RWG: 5.6 };
  const rows = ['MST', 'HBK', 'LYG', 'RWG'].map((key) => {
    const st = S[key];
    const ms = shape.map((f) => Math.round(scale[key] * f * r.float(0.85, 1.15) * 10) / 10);
    ms.forEach((v, i) => corpus.also(st.name, 'site', `water_${WMONTHS[i]}`, v, 'm3', v.toFixed(1), file));
    corpus.also(st.name, 'site', 'water_2025', r4(ms.reduce((a, b) => a + b, 0)), 'm3', '', file);
    return [st.name, st.meter, ...ms.map((v) => v.toFixed(1))];
  });
  corpus.write(file, '# Water use by site, 2025 season (cubic metres per month, from the meter readings on the 1st of each month). Bradnor View has no meter.\n' +
    delimited(['Site', 'Meter', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'], rows));
}

// (c3) rent receipts export: preamble, semicolons, decimal commas
{
  const file = 'treasurer/rent-receipts-2025-26.csv';
  const SHORT = { MST: 'Mill St', BRV: 'Bradnor', HBK: 'Headbrook', LYG: 'Glebe', RWG: 'Railway' };
  const unpaid = new Set(['A14', 'H7', 'B6', '4a', 'R3']);
  const lines = ['Kington & District Allotments Society;;;;;;', 'Rent receipts 2025-26 (rents due 25/03/2025);;;;;;', 'Exported from CashBook Lite 3.2 on 02/06/2025 09:14;;;;;;', ';;;;;;'];
  const rows = plots.filter((p) => p.status === 'let').map((p) => {
    const h = H[p.holder];
    const due = h.conc === 'none' ? p.rent : Math.round((p.rent / 2) * 100) / 100;
    const [first, ...rest] = p.holder.split(' ');
    const who = `${rest.join(' ').toUpperCase()} ${first[0]}`;
    if (unpaid.has(p.name)) {
      corpus.also(p.name, 'plot', 'rent_paid', false, 'bool', 'OUTSTANDING', file);
      corpus.also(p.name, 'plot', 'amount_paid', 0, 'GBP', '0,00', file);
      corpus.also(p.name, 'plot', 'paid_on', null, 'date', '', file);
      return [p.name, SHORT[p.site], who, fr(due, 2), '0,00', '', '', 'OUTSTANDING'];
    }
    const d = `2025-${pad(r.weighted([[3, 3], [4, 5], [5, 2]]))}-${pad(r.int(1, 28))}`;
    const paidOn = d < '2025-03-25' ? '2025-03-25' : d;
    const method = r.pick(['BACS', 'BACS', 'Cash', 'Cheque']);
    corpus.also(p.name, 'plot', 'rent_paid', true, 'bool', '', file);
    corpus.also(p.name, 'plot', 'amount_paid', due, 'GBP', fr(due, 2), file);
    corpus.also(p.name, 'plot', 'paid_on', paidOn, 'date', dmy(paidOn), file);
    return [p.name, SHORT[p.site], who, fr(due, 2), fr(due, 2), dmy(paidOn), method, h.conc === 'none' ? '' : '50% concession'];
  });
  corpus.write(file, lines.join('\n') + '\n' + delimited(['Plot', 'Site', 'Tenant', 'Due (£)', 'Paid (£)', 'Date paid', 'Method', 'Note'], rows, ';'));
}

// ------------------------------------------------------------------ waiting list
const APPLICANTS = [
  ['Aled Roberts', '2022-11-08', 'Mill Street', 'full', 'Kington'],
  ['Hannah Whittall', '2023-02-19', 'Any', 'half', 'Kington'],
  ['Liam Cadwallader', '2023-06-02', 'Headbrook', 'full', 'Kington'],
  ['Mohammed Rahman', '2023-09-14', 'Mill Street', 'half', 'Kington'],
  ['Emma Duggan', '2023-10-30', 'Lyonshall Glebe', 'half', 'Lyonshall'],
  ['Ben Corbett', '2024-01-22', 'Any', 'full', 'Pembridge'],
  ['Tegan Jarvis', '2024-04-05', 'Headbrook', 'half', 'Kington'],
  ['Ceri Bound', '2024-07-17', 'Railway Gardens', 'full', 'Titley'],
  ['Rachel Bright', '2024-09-03', 'Mill Street', 'full', 'Kington'],
  ['Sam Layton', '2024-11-26', 'Bradnor View', 'half', 'Kington'],
  ['Ifor Howells', '2025-01-13', 'Any', 'half', 'Gladestry'],
  ['Josie Marsh', '2025-03-14', 'Headbrook', 'full', 'Kington'],
  ['Ollie Pember', '2025-04-28', 'Mill Street', 'half', 'Kington'],
  ['Zainab Hussain', '2025-05-09', 'Railway Gardens', 'half', 'Titley'],
];
const applicants = APPLICANTS.map(([name, applied, site, size, village], i) => ({ name, applied, site: site === 'Any' ? 'Any site' : site, size, village, pos: i + 1 }));
function applicantFacts(a, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(a.name, 'applicant', attr, value, unit, stated, file);
  F('applied', a.applied, 'date', s.applied);
  F('preferred_site', a.site, 'text', s.site);
  F('position', a.pos, '', s.pos);
  F('plot_size_wanted', a.size, '', s.size);
  F('village', a.village, 'place', s.village);
}
{
  const file = 'waiting-list/waiting-list-2025.md';
  const SIZE = { full: 'Full', half: 'Half' };
  const out = ['# Waiting list — as at 1 March 2025', '', 'Kept by the Secretary. Offers are made in order of date applied; an applicant who turns down two offers goes to the bottom.', '',
    '| Pos. | Applicant | Applied | Site wanted | Plot | Lives in |', '|---|---|---|---|---|---|'];
  applicants.slice(0, 11).forEach((a) => {
    const site = a.site === 'Any site' ? 'Any' : a.site;
    applicantFacts(a, file, { applied: dmy(a.applied), site, pos: `| ${a.pos} |`, size: SIZE[a.size], village: a.village });
    out.push(`| ${a.pos} | ${a.name} | ${dmy(a.applied)} | ${site} | ${SIZE[a.size]} | ${a.village} |`);
  });
  out.push('', 'Plots offered in 2025 so far: A12 (January), 7b (February) and H9 (March), all taken up.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'email/2025-05-12-waiting-list-update.eml';
  const [j, o, z] = applicants.slice(11);
  applicantFacts(j, file, { applied: '14 March', site: 'Headbrook', pos: 'number 12', size: 'full plot', village: 'Kington' });
  applicantFacts(o, file, { applied: '28 April', site: 'Mill Street', pos: 'number 13', size: 'half plot', village: 'Kington' });
  applicantFacts(z, file, { applied: '9 May', site: 'Railway Gardens', pos: 'number 14', size: 'half', village: 'Titley' });
  corpus.write(file, `From: Keith Vaughan <secretary@kdas-allotments.org.uk>
To: committee@kdas-allotments.org.uk
Date: Mon, 12 May 2025 08:55:31 +0100
Subject: Waiting list - three more since March

Morning all,

Three more names for the waiting list since the March printout, so we are now at fourteen.

Josie Marsh from Kington rang on 14 March asking for a full plot at Headbrook; she goes on at number 12.
Ollie Pember (also Kington) filled in the web form on 28 April - he would like a half plot at Mill Street and is number 13.
Zainab Hussain of Titley applied on 9 May for Railway Gardens, a half if possible, which makes her number 14.

R6 has been offered to Aled Roberts (no. 1) but he only wants Mill Street, so I'll go down the list.

Keith
`);
}

// ------------------------------------------------------------------ Kington Show 2025
// [no, title, section, 1st, 2nd, 3rd, entries, judge]
const CLASSES = [
  [1, 'Heaviest marrow', 'Vegetables', 'Dai Prosser', 'Barry Lewis', 'Keith Vaughan', 7, 'Ron Jenkins'],
  [2, 'Three onions, dressed', 'Vegetables', 'Tom Meredith', 'Yannick Le Goff', 'Glyn Bowen', 9, 'Ron Jenkins'],
  [3, 'Five potatoes, one variety', 'Vegetables', 'Sian Price', 'Colin Pugh', 'Tom Meredith', 11, 'Ron Jenkins'],
  [4, 'Longest runner bean', 'Vegetables', 'Colin Pugh', 'Jenny Gwilliam', 'Dai Prosser', 8, 'Ron Jenkins'],
  [5, 'Six pods of peas', 'Vegetables', 'Tom Meredith', 'Ruth Lloyd', 'Huw Davies', 6, 'Ron Jenkins'],
  [6, 'Collection of five vegetables', 'Vegetables', 'Colin Pugh', 'Sian Price', 'Erwan Tanguy', 5, 'Ron Jenkins'],
  [7, 'Three beetroot', 'Vegetables', 'Tom Meredith', 'Margaret Bevan', 'Alan Pritchard', 7, 'Ron Jenkins'],
  [8, 'Vase of sweet peas', 'Flowers', 'Ann Griffiths', 'Dilys Evans', 'Margaret Bevan', 12, 'Pam Ellery'],
  [9, 'Three cactus dahlias', 'Flowers', 'Frank Goodwin', 'Ann Griffiths', 'Soizic Guillou', 6, 'Pam Ellery'],
  [10, 'Jar of soft-fruit jam', 'Produce', 'Maryvonne Le Bihan', 'Dilys Evans', 'Lucy Bufton', 15, 'Bernard Hollis'],
];
function classFacts(c, file, s) {
  const [no, title, section, first, second, third, entries, judge] = c;
  const F = (attr, value, unit, stated) => corpus.fact(title, 'show_class', attr, value, unit, stated, file);
  F('class_no', no, '', s.no);
  F('section', section, '', s.section);
  F('first', first, 'person', first);
  F('second', second, 'person', second);
  F('third', third, 'person', third);
  F('entries', entries, '', s.entries);
  F('judge', judge, 'text', judge);
}
{
  const file = 'show/results-2025-vegetables.md';
  const out = ['# Kington Show, Saturday 9 August 2025 — Allotment & Vegetable classes: results', '', 'Judge for all vegetable classes: Ron Jenkins (NVS). Class 1 (heaviest marrow) was weighed separately, see Dai\'s e-mail.', '',
    '| Class | Title | 1st | 2nd | 3rd | Entries |', '|---|---|---|---|---|---|'];
  CLASSES.filter((c) => c[2] === 'Vegetables' && c[0] > 1).forEach((c) => {
    classFacts(c, file, { no: `| ${c[0]} |`, section: 'Vegetable', entries: `| ${c[6]} |` });
    out.push(`| ${c[0]} | ${c[1]} | ${c[3]} | ${c[4]} | ${c[5]} | ${c[6]} |`);
  });
  out.push('', 'Best in show (vegetables): Tom Meredith, for his dressed onions. The Plouzélec party took two placings in the vegetable section.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'show/results-2025-flowers-and-produce.html';
  const rows = CLASSES.filter((c) => c[2] !== 'Vegetables').map((c) => {
    classFacts(c, file, { no: `<td>${c[0]}</td>`, section: c[2], entries: `<td>${c[6]}</td>` });
    return `    <tr><td>${c[0]}</td><td>${esc(c[1])}</td><td>${c[2]}</td><td>${esc(c[3])}</td><td>${esc(c[4])}</td><td>${esc(c[5])}</td><td>${c[6]}</td><td>${esc(c[7])}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Kington Show 2025 — flowers and produce</title></head>
<body>
<h1>Kington Show 2025: flower and produce classes (allotment section)</h1>
<table>
  <thead><tr><th>Class</th><th>Title</th><th>Section</th><th>First</th><th>Second</th><th>Third</th><th>Entries</th><th>Judge</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Thank you to the Women's Institute for the teas, and to our visitors from Plouzélec for a record jam class.</p>
</body></html>
`);
}
// marrow weigh-in: [name, stated, kg]
const MARROWS = [
  ['Dai Prosser', '47.5 lb', 47.5 * LB],
  ['Barry Lewis', '19.8 kg', 19.8],
  ['Keith Vaughan', '38 lb', 38 * LB],
  ['Nigel Beavan', '16.4 kg', 16.4],
  ['Jack Probert', '14.95 kg', 14.95],
  ['Owen Parry', '29 lb 4 oz', 29.25 * LB],
  ['Pat Hamer', '11.2 kg', 11.2],
];
{
  const file = 'show/marrow-weigh-in-2025.eml';
  const c = CLASSES[0];
  classFacts(c, file, { no: 'Class 1', section: '', entries: 'seven marrows' });
  const byW = [...MARROWS].sort((a, b) => b[2] - a[2]);
  if (byW[0][0] !== c[3] || byW[1][0] !== c[4] || byW[2][0] !== c[5]) throw new Error('marrow placings do not follow the weights');
  for (const [n, stated, kg] of MARROWS) corpus.also(n, 'holder', 'marrow_weight', r4(kg), 'kg', stated, file);
  corpus.write(file, `From: Dai Prosser <show@kdas-allotments.org.uk>
To: committee@kdas-allotments.org.uk
Date: Sun, 10 Aug 2025 10:17:44 +0100
Subject: Class 1 Heaviest marrow - the weigh-in

All,

For the record (and for the newsletter), the Class 1 weigh-in yesterday. We had seven marrows on the butcher's scales
from Brooks's in the High Street; Ron Jenkins judged. Some of the old boys would only give me pounds, so I have put
them down as they were called out.

Nigel Beavan's came in at 16.4 kg and Jack Probert's at 14.95 kg. Owen Parry had 29 lb 4 oz, Pat Hamer 11.2 kg.
Keith Vaughan brought one of 38 lb, which got him third. Barry Lewis was second with 19.8 kg, and I'm afraid
I won it myself with 47.5 lb - my first win since 2019, so I'll be buying the drinks.

Dai
(Show secretary)
`);
}

// ------------------------------------------------------------------ seed swap
// [variety, crop (English), crop (French), offered by, association, packets, saved, organic]
const SEEDS = [
  ['Crimson Flowered', 'Broad bean', 'Fève', 'Gwen Powell', 'KDAS', 20, 2024, true],
  ['Cherokee Trail of Tears', 'French bean', 'Haricot', 'Dai Prosser', 'KDAS', 12, 2024, false],
  ['Painted Lady', 'Runner bean', 'Haricot d’Espagne', 'Colin Pugh', 'KDAS', 25, 2024, false],
  ["Gardener's Delight", 'Tomato', 'Tomate', 'Sian Price', 'KDAS', 18, 2024, true],
  ['Hurst Green Shaft', 'Pea', 'Petit pois', 'Tom Meredith', 'KDAS', 10, 2023, false],
  ['Bedfordshire Champion', 'Onion', 'Oignon', 'Tom Meredith', 'KDAS', 8, 2024, false],
  ['Boltardy', 'Beetroot', 'Betterave', 'Margaret Bevan', 'KDAS', 15, 2024, true],
  ['Musselburgh', 'Leek', 'Poireau', 'Alan Pritchard', 'KDAS', 6, 2023, false],
  ['Coco de Paimpol', 'French bean', 'Haricot', 'Maryvonne Le Bihan', 'Plouzélec', 30, 2024, true],
  ['Rosé de Roscoff', 'Onion', 'Oignon', 'Yannick Le Goff', 'Plouzélec', 20, 2024, true],
  ['Cœur de Bœuf', 'Tomato', 'Tomate', 'Soizic Guillou', 'Plouzélec', 16, 2024, false],
  ['Merveille des Quatre Saisons', 'Lettuce', 'Laitue', 'Erwan Tanguy', 'Plouzélec', 14, 2024, true],
  ['Chou de Lorient', 'Cabbage', 'Chou', 'Loïc Kerhervé', 'Plouzélec', 9, 2023, false],
  ['Carotte de Saint-Valery', 'Carrot', 'Carotte', 'Anne-Laure Moal', 'Plouzélec', 22, 2024, true],
  ['Tromboncino', 'Squash', 'Courge', 'Frank Goodwin', 'KDAS', 15, 2024, false],
  ['Lazy Housewife', 'French bean', 'Haricot', 'Ruth Lloyd', 'KDAS', 11, 2023, true],
];
function seedFacts(sd, file, s) {
  const [variety, crop, , by, assoc, packets, saved, organic] = sd;
  const F = (attr, value, unit, stated) => corpus.fact(variety, 'seed', attr, value, unit, stated, file);
  F('crop', crop, '', s.crop);
  F('offered_by', by, 'person', by);
  F('association', assoc, '', s.assoc);
  F('packets', packets, '', s.packets);
  F('saved', saved, '', s.saved);
  F('organic', organic, 'bool', s.organic);
}
{
  const file = 'seed-swap/bourse-aux-graines-2025.md';
  const out = ['# Bourse aux graines / Seed swap 2025', '', 'Kington, salle paroissiale / church hall — samedi 15 mars 2025 / Saturday 15 March 2025', '',
    'Liste commune KDAS – Jardins Familiaux de Plouzélec. / Joint list of the two associations.', '',
    '| Variété / Variety | Légume / Crop | Proposé par / Offered by | Association | Sachets / Packets | Récolte / Saved | Bio / Organic |', '|---|---|---|---|---|---|---|'];
  SEEDS.slice(0, 12).forEach((sd) => {
    const fr1 = sd[4] === 'Plouzélec';
    const crop = fr1 ? `${sd[2]} / ${sd[1]}` : `${sd[1]} / ${sd[2]}`;
    const org = sd[7] ? (fr1 ? 'oui' : 'yes') : fr1 ? 'non' : 'no';
    seedFacts(sd, file, { crop, assoc: sd[4], packets: `| ${sd[5]} |`, saved: `| ${sd[6]} |`, organic: org });
    out.push(`| ${sd[0]} | ${crop} | ${sd[3]} | ${sd[4]} | ${sd[5]} | ${sd[6]} | ${org} |`);
  });
  out.push('', 'Règle : un sachet donné = un sachet pris. / One packet in, one packet out. Les graines non échangées restent à la banque de graines de Kington.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'plouzelec/bulletin-printemps-2025.md';
  const [lo, ca] = [SEEDS[12], SEEDS[13]];
  seedFacts(lo, file, { crop: 'Chou', assoc: 'Plouzélec', packets: 'neuf sachets', saved: 'récoltées en 2023', organic: 'non traitées' });
  seedFacts(ca, file, { crop: 'carottes', assoc: 'Plouzélec', packets: '22 sachets', saved: 'récolte 2024', organic: 'bio' });
  corpus.write(file, `# Jardins Familiaux de Plouzélec — Bulletin de printemps 2025

## Le mot de la présidente

Chers jardiniers, la saison commence bien : les 32 parcelles du Clos Saint-Michel sont toutes attribuées et la liste
d'attente compte six familles. Merci à tous pour la journée de travail du 22 février.

## Bourse aux graines à Kington (15 mars)

Nous étions onze à traverser la Manche pour la bourse aux graines de nos amis de Kington. La liste commune est
affichée au local. Deux dons de dernière minute n'y figurent pas :

- Loïc Kerhervé a apporté neuf sachets de son Chou de Lorient, des graines récoltées en 2023 et non traitées
  (pas bio, il utilise un peu de bouillie bordelaise).
- Anne-Laure Moal a donné 22 sachets de carottes de Saint-Valery (Carotte de Saint-Valery), récolte 2024, en bio comme toujours.

## Concours de Kington (9 août)

Huit d'entre nous iront au « Kington Show ». Maryvonne prépare sa confiture de framboises, Yannick ses oignons rosés
de Roscoff et Soizic ses dahlias cactus.

## Agenda

- 5 avril : taille des pommiers du verger partagé (10 h).
- 17 mai : troc de plants, place de l'Église.
- 28 juin : repas des jardiniers (12 € par personne).

*Cotisation 2025 : 15 € par famille, parcelle de 100 m² : 35 € par an.*
`);
}
{
  const file = 'newsletter/kdas-spring-newsletter-2025.md';
  const [tr, lh] = [SEEDS[14], SEEDS[15]];
  seedFacts(tr, file, { crop: 'squash', assoc: 'KDAS', packets: 'fifteen packets', saved: 'saved last autumn (2024)', organic: '' });
  seedFacts(lh, file, { crop: 'climbing French bean', assoc: 'KDAS', packets: '11 packets', saved: 'saved in 2023', organic: 'grown organically' });
  corpus.write(file, `# KDAS Spring Newsletter 2025

## From the Chair

What a turnout for the seed swap on 15 March: over sixty people through the church hall door, and eleven visitors
from Plouzélec. Thank you to everyone who baked. The joint list is in the seed-swap folder; two late additions from
our side did not make it onto the printed list:

* Frank Goodwin brought fifteen packets of Tromboncino, the Italian climbing squash, saved last autumn (2024).
* Ruth Lloyd handed in 11 packets of Lazy Housewife, a climbing French bean, saved in 2023 and grown organically.

## Rents

Rents were due on Lady Day (25 March). If you have not paid, please see Helen. Concessions (over 65, unwaged,
students) pay half.

## Work days

Headbrook clear-out, Saturday 26 April, 10 am; skip on site. Mill Street hedge cut, Sunday 18 May.

## Show

The Kington Show is on Saturday 9 August. Schedules from Dai Prosser or the website. Start your marrows now!

Gwen Powell, Chair
`);
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `KINGTON & DISTRICT ALLOTMENTS SOCIETY (KDAS) - SHARED DRIVE
sites/          one folder per site: plot sheets, plot records, site information
members/        members list, new members
exports/        membership app (PlotPal) exports
treasurer/      rent receipts, accounts
water/          meter readings and water use
waiting-list/   the waiting list
committee/      minutes, AGM
show/           Kington Show results
seed-swap/      seed swap lists
plouzelec/      twinning: Jardins Familiaux de Plouzélec (en français)
newsletter/     newsletters
email/          e-mails kept for the record
rules/          tenancy rules, rents and charges
`);
corpus.write('rules/tenancy-rules-2025.md', `# Tenancy rules (adopted at the AGM, 2019; revised 2025)

1. At least three quarters of each plot must be cultivated by 1 June.
2. Sheds up to 8 ft × 6 ft and greenhouses up to 8 ft × 10 ft need the site rep's agreement; no concrete bases.
3. Bonfires only between 1 November and 31 March, and never on Sundays.
4. Hosepipes may be used to fill water butts only; no sprinklers.
5. Dogs on leads at all times. No livestock except hens (up to six, with committee approval).
6. Rents are due on 25 March each year. Plots with rent unpaid on 1 June may be re-let.
7. A tenant who receives two non-cultivation notices in one season may be given 28 days' notice to quit.
`);
corpus.write('rules/rents-and-charges-2025.md', `# Rents and charges 2025

Rents are set per square metre by site and rounded to the nearest 50p. Concessions pay half.

| Site | Rate per m² | Typical full plot |
|---|---|---|
| Mill Street | 26p | 250 m² |
| Headbrook | 25p | 10 rods |
| Bradnor View | 20p | 300 sq yd |
| Lyonshall Glebe | 22p | half plots only |
| Railway Gardens | 24p | 10 rods |

Membership of the society (non-plot holders): £5 a year. Key deposit: £10. Water is included in the rent.
One rod (pole, perch) = 30¼ square yards = about 25.3 m².
`);
corpus.write('committee/agm-notice-2025.md', `# Annual General Meeting — notice

The AGM will be held on Tuesday 18 November 2025 at 7.30 pm in Kington Methodist Church Hall.

Agenda: apologies; minutes of the 2024 AGM; Chair's report; accounts (the Treasurer); election of officers and
committee; rents for 2026 (the committee proposes no increase); any other business.

Nominations to the Secretary by 4 November. Twenty members make a quorum.
`);
corpus.write('committee/minutes-2025-06-10.md', `# Committee meeting, 10 June 2025

Present: Gwen Powell (Chair), Keith Vaughan, Helen Morgan, Dai Prosser, Rhian Watkins, Colin Pugh, Ann Griffiths.
Apologies: Tom Meredith, Barry Lewis.

1. **Rents.** Helen reported that all but five plots have paid; reminders were sent on 1 May and a second letter goes
   out this week.
2. **Inspections.** Two non-cultivation notices at Headbrook, one at Mill Street. The May inspections went well
   elsewhere.
3. **Water.** The Mill Street meter showed a spike in May; a leaking joint on standpipe 2 was repaired (£64).
4. **Grant.** The Town Council has offered £750 towards a second composting toilet, at Headbrook or Bradnor View;
   Rhian to cost a version for Bradnor View, which has no toilet at all.
5. **Twinning.** The Plouzélec party (eight people) will stay 8-11 August; hosts still wanted for two couples.
6. Next meeting 9 September.
`);
corpus.write('admin/insurance-2025.md', `# Insurance 2025

| Cover | Insurer | Limit | Premium |
|---|---|---|---|
| Public liability (all sites) | National Allotment Society scheme | £10,000,000 | £148.00 |
| Society equipment (mowers, strimmers, trolleys) | NFU Mutual | £6,500 | £96.50 |

Members' own sheds and tools are not covered; see the NAS members' scheme.
`);
corpus.write('show/show-schedule-2025.md', `# Kington Show 2025 — allotment section schedule

Staging 7.30-10.00 am, judging from 10.30, prize-giving 4.00 pm. Entry 50p per class; members of KDAS and of the
Jardins Familiaux de Plouzélec may enter. Prize money £3 / £2 / £1.

Vegetables: classes 1-7. Flowers: classes 8-9. Produce: class 10 (jams must be in 1 lb jars with plain lids).
Marrows are weighed on the day; trimmed stalks only. The Ellery Cup goes to the best exhibit in the flower classes.
`);
corpus.write('committee/work-days-2025.md', `# Work days 2025

| Date | Site | Job |
|---|---|---|
| Sat 22 Feb | Lyonshall Glebe | orchard pruning |
| Sat 26 Apr | Headbrook | clear-out, skip on site |
| Sun 18 May | Mill Street | hedge cut |
| Sat 13 Sep | Railway Gardens | platform path |
| Sat 8 Nov | Bradnor View | gutter and butt check |

Bring gloves. Tea and cake provided.
`);
corpus.write('plouzelec/programme-jumelage-2025.md', `# Jumelage Plouzélec – Kington : programme de la visite, août 2025

- Vendredi 8 août : départ de Plouzélec à 5 h, ferry Roscoff–Plymouth, arrivée à Kington vers 19 h.
- Samedi 9 août : Kington Show (concours des jardins ouvriers), dîner chez les familles d'accueil.
- Dimanche 10 août : visite des jardins de Mill Street et de Railway Gardens ; pique-nique à Hergest Ridge.
- Lundi 11 août : retour.

Budget : 1 840 € (ferry 1 120 €, minibus 520 €, cadeaux 200 €). Participation : 60 € par personne.
`);
corpus.write('seed-swap/how-the-seed-bank-works.md', `# How the seed bank works

Seeds left over after the swap go into the seed bank (two tins in the Mill Street shed, kept cool and dry). Members
may take up to five packets a year. Please label everything with the variety, the year saved and whether it was grown
organically. Beans and peas keep three years, onions and leeks one or two, tomatoes four or more.
`);
corpus.write('treasurer/accounts-summary-2024.md', `# Accounts summary, year to 31 December 2024

| | £ |
|---|---|
| Rents received | 2,214.50 |
| Membership (non-plot) | 85.00 |
| Show entries and raffle | 312.40 |
| Water (four meters) | -1,377.41 |
| Insurance | -244.50 |
| Repairs and skips | -516.20 |
| Balance carried forward | 3,981.75 |

Examined by J. Hamer, 20 January 2025.
`);

const stats = corpus.flush(source);
console.log(`allotments: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
