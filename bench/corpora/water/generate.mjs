#!/usr/bin/env node
// Water corpus (held-out): the operations drive of the Upper Wye & Severn district of "Dŵr Canolbarth / Mid Wales
// Water", 2025 — impounding reservoirs, water treatment works, service reservoirs and pumping stations, water-quality
// samples, mains bursts, district staff and customer complaints, with bilingual Welsh/English notices.
//   node bench/corpora/water/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "water-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) reservoirs: Markdown sheets of `Key: value` lines (two label sets: `Capacity: 13,590 Ml` / `Gross storage:
//     2.98 billion litres`, `Top water level: 318.52 m AOD` / `TWL (mOD): 342.6` / `TWL: 1,124 ft AOD`), a bilingual
//     Welsh/English HTML infobox, two only in the supervising engineer's statement in prose (`2,640 million gallons`,
//     `9.3 square miles`); a weekly resource-position table (% full); a WIDE table of 2024 rainfall per gauge;
// (b) treatment works: HTML spec tables (`Design capacity: 54 Ml/d`), Markdown sheets with another label set
//     (`Max output: 3.2 MGD`, `36,000 m³/d`, `Process stream`, `Abstraction from`, `Site lead`, `approx. 12k`) and
//     two borehole works only in the production report's sentences (`18.5 l/s`, `around four thousand people`);
// (c) service reservoirs in a nested asset-register JSON (capacity as {value, unit: Ml | m3 | MG}, fed from a works
//     BY CODE ONLY) and two in an e-mail; pumping stations in a nested YAML (delivering to a service reservoir BY CODE
//     ONLY, motors in kW or hp); a SCADA telemetry export with a PREAMBLE, SEMICOLONS and DECIMAL COMMAS (levels,
//     flows, pump run hours); a WIDE table of 2024 leakage, months down the first column, a column per zone;
// (d) water-quality samples in a LIMS CSV, an HTML results table, lab certificates (`0.012 mg/l` lead) and the
//     scientist's e-mail in sentences (`14 micrograms per litre`, `two E. coli per 100 ml`);
// (e) mains bursts in a work-management CSV (loss in m³), Markdown job reports (`6" cast iron`, `18,400 litres`,
//     `4 h 15 min`), bilingual Welsh/English customer notices (`4 modfedd / 4 inch`, `6 awr / 6 hours`), incident
//     reports and an operations e-mail in prose (`1.4 megalitres`, `eleven and a half hours`);
// (f) staff in an HTML table (`G5`), profile sheets (`Pay grade: Grade 6`), a new-starters note (`Band: 4`) and an
//     e-mail in sentences; the on-call rota as a nested YAML (a second file for every person);
// (g) customer complaints in a CRM export with category codes explained in a key file, an HTML table, an e-mail and
//     two Welsh letters; background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: reservoir and service-reservoir capacity in megalitres (Ml; `2.98 billion litres` →
// 2980, `2,640 million gallons` → × 4.54609, `6800 m3` → 6.8, `0.25 MG` → × 4.54609); levels in m AOD (`ft AOD` ×
// 0.3048); catchment in km² (`1,120 ha` → 11.2, sq mi × 2.589988110336); works capacity in Ml/d (`MGD` × 4.54609,
// `m³/d` / 1000, `l/s` × 0.0864); pipe diameter in mm (`6"` → 152.4); water lost in litres (`m³` × 1000, `Ml` ×
// 1e6); repair time in hours; motor power in kW (`hp` × 0.745699872); flows in l/s; rainfall in mm; leakage in Ml/d;
// lead in µg/l (`mg/l` × 1000), turbidity in NTU, chlorine in mg/l, E. coli per 100 ml (`Not detected` → 0); money
// in GBP; dates ISO; years as numbers; Welsh words in English (`Argae gwaith maen` = Masonry gravity, `Haearn bwrw` =
// Cast iron, `Dŵr wedi afliwio` = Discolouration, `Pwysedd isel` = Low pressure, `Blas ac arogl` = Taste and odour).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlInfoboxPage, htmlTablePage, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('water-v1');
const GAL = 4.54609; // litres per imperial gallon: 1 million gallons = 4.54609 Ml
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const r1 = (x) => Math.round(x * 10) / 10;
const r2 = (x) => Math.round(x * 100) / 100;
const dc = (x, d) => Number(x).toFixed(d).replace('.', ',');
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];
const CY_MONTHS = ['Ionawr', 'Chwefror', 'Mawrth', 'Ebrill', 'Mai', 'Mehefin', 'Gorffennaf', 'Awst', 'Medi', 'Hydref', 'Tachwedd', 'Rhagfyr'];
const cyDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${CY_MONTHS[m - 1]} ${y}`;
};
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (resource position, rainfall, telemetry, leakage, rota). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ staff
// [name, role, depot, grade, started (ISO), rota group or none]
const STAFF_DEF = [
  ['Sioned Pugh', 'Works manager', 'Rhayader', 7, '2006-04-03', 'none'],
  ['Rhodri Evans', 'Works manager', 'Builth Wells', 7, '2011-09-12', 'A'],
  ['Catrin Morgan', 'Works manager', 'Rhayader', 6, '2015-01-05', 'B'],
  ['Huw Bowen', 'Works manager', 'Llanidloes', 6, '2002-06-17', 'none'],
  ['Ffion Jenkins', 'Water quality scientist', 'Newtown', 5, '2018-03-19', 'none'],
  ['Elin Rees', 'Water quality scientist', 'Builth Wells', 5, '2021-10-04', 'D'],
  ['Nia Watkins', 'Sampling officer', 'Rhayader', 3, '2019-05-13', 'none'],
  ['Tomos Griffiths', 'Sampling officer', 'Llanidloes', 3, '2025-02-03', 'none'],
  ['Gareth Price', 'Mains team leader', 'Rhayader', 5, '2004-08-02', 'A'],
  ['Dylan Hughes', 'Mains team leader', 'Llanidloes', 5, '2013-11-25', 'B'],
  ['Owain Lloyd', 'Mains team leader', 'Newtown', 6, '2009-02-09', 'C'],
  ['Aled Jones', 'Mains team leader', 'Builth Wells', 4, '2025-01-13', 'D'],
  ['Ieuan Thomas', 'Mains team leader', 'Rhayader', 4, '2025-04-22', 'C'],
  ['Bethan Davies', 'Network technician', 'Newtown', 4, '2016-07-11', 'A'],
  ['Mared Powell', 'Network technician', 'Builth Wells', 4, '2020-09-28', 'B'],
  ['Carys Vaughan', 'Distribution engineer', 'Llanidloes', 6, '2012-03-05', 'D'],
];
const STAFF = STAFF_DEF.map(([name, role, depot, grade, start, rota]) => ({ name, role, depot, grade, start, year: Number(start.slice(0, 4)), rota }));
const P = Object.fromEntries(STAFF.map((p) => [p.name, p]));

// ------------------------------------------------------------------ reservoirs
// [name, community, dam, year, purpose, cap range Ml, twl range m, catchment range km², layout]
const RES_DEF = [
  ['Llyn Carreg Wen', 'Rhayader', 'Masonry gravity', 1904, 'Public water supply', [12000, 15000], [300, 330], [40, 60], 'A'],
  ['Cwm Tywi Reservoir', 'Llanwrtyd Wells', 'Rockfill', 1972, 'Public water supply', [55000, 62000], [270, 290], [80, 95], 'A'],
  ['Bryn Du Reservoir', 'Llanidloes', 'Concrete buttress', 1967, 'Public water supply', [45000, 50000], [280, 295], [45, 55], 'A'],
  ['Llyn Eiddew', 'St Harmon', 'Earth embankment', 1931, 'River regulation', [800, 1400], [350, 380], [6, 10], 'A'],
  ['Llyn Nant Gwyn', 'Llangurig', 'Earth embankment', 1961, 'Public water supply', [2500, 3500], [330, 360], [10, 16], 'B'],
  ['Cefn Coch Reservoir', 'Newtown', 'Earth embankment', 1896, 'Public water supply', [600, 900], [240, 260], [3, 6], 'B'],
  ['Pant-y-ddafad Reservoir', 'Nantmel', 'Masonry gravity', 1912, 'Standby supply', [1500, 2200], [300, 320], [8, 12], 'B'],
  ['Llyn Hafod Fawr', 'Llanwrthwl', 'Masonry gravity', 1910, 'Public water supply', [9000, 11000], [280, 300], [30, 40], 'W'],
  ['Llyn Moel Ddu', 'Pantydwr', 'Rockfill', 1975, 'River regulation', [10000, 13000], [390, 410], [20, 28], 'P'],
  ['Llyn Rhos Goch', 'Abbeycwmhir', 'Earth embankment', 1923, 'Standby supply', [400, 700], [310, 330], [3, 5], 'P'],
];
const reservoirs = RES_DEF.map(([name, community, dam, year, purpose, cr, tr, kr, layout]) => ({
  name, community, dam, year, purpose, layout,
  cap0: Math.round(r.float(...cr) / 10) * 10,
  twl0: r2(r.float(...tr)),
  catch0: r1(r.float(...kr)),
  pct: r1(r.float(38, 97)),
}));
const R = Object.fromEntries(reservoirs.map((x) => [x.name, x]));

function resFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'reservoir', attr, value, unit, stated, file);
  F('community', x.community, 'place', s.community);
  F('capacity', x.cap, 'Ml', s.cap);
  F('twl', x.twl, 'm', s.twl);
  F('dam_type', x.dam, '', s.dam);
  F('year_built', x.year, '', s.year);
  F('catchment', x.catch, 'km2', s.catch);
  F('purpose', x.purpose, '', s.purpose);
}

// (a1) Markdown sheets, label set A
reservoirs.filter((x) => x.layout === 'A').forEach((x, k) => {
  const file = `reservoirs/${slug(x.name)}.md`;
  x.cap = x.cap0;
  x.twl = x.twl0;
  let catchS;
  if (k === 2) {
    const sqmi = r1(x.catch0 / 2.589988110336);
    x.catch = r4(sqmi * 2.589988110336);
    catchS = `${sqmi} sq mi`;
  } else {
    x.catch = x.catch0;
    catchS = `${x.catch} km²`;
  }
  const capS = k === 1 ? `${group(x.cap)} megalitres` : `${group(x.cap)} Ml`;
  const s = {
    community: `Community: ${x.community}`, cap: `Capacity: ${capS}`, twl: `Top water level: ${x.twl.toFixed(2)} m AOD`,
    dam: `Dam type: ${x.dam}`, year: `Completed: ${x.year}`, catch: `Catchment area: ${catchS}`, purpose: `Use: ${x.purpose}`,
  };
  resFacts(x, file, s);
  corpus.write(file, [
    `# ${x.name}`, '', `Impounding reservoir — Upper Wye & Severn district`, '',
    s.community, s.purpose, s.dam, s.year, s.cap, s.twl, s.catch,
    `Category (Reservoirs Act 1975): ${L(k, ['High risk', 'High risk', 'High risk', 'Not high risk'])}`,
    `Last statutory inspection: ${fmtDate(`20${L(k, ['21', '22', '23', '24'])}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`, 'long')}`, '',
    '## Notes', '',
    L(k, [
      'Spillway cleared of debris after Storm Bert; draw-off tower valves exercised quarterly.',
      'The largest impoundment in the district; the compensation flow to the Tywi is 27 Ml/d.',
      'Concrete buttress dam with a bellmouth overflow; seepage weirs read weekly.',
      'Releases support the Marteg in dry summers; no treatment works draws from it directly.',
    ]), '',
  ].join('\n'));
});

// (a2) Markdown datasheets, label set B
reservoirs.filter((x) => x.layout === 'B').forEach((x, k) => {
  const file = `reservoirs/${slug(x.name)}-datasheet.md`;
  x.cap = x.cap0;
  let twlS;
  if (k === 1) {
    const ft = Math.round(x.twl0 / 0.3048);
    x.twl = r4(ft * 0.3048);
    twlS = `TWL: ${group(ft)} ft AOD`;
  } else {
    x.twl = r1(x.twl0);
    twlS = `TWL (mOD): ${x.twl.toFixed(1)}`;
  }
  const ha = Math.round(x.catch0 * 10) * 10;
  x.catch = ha / 100;
  const capS = `${(x.cap / 1000).toFixed(2).replace(/0$/, '')} billion litres`;
  const damS = { 'Earth embankment': 'Earthfill embankment, puddle clay core', 'Masonry gravity': 'Masonry gravity (Elan-type)' }[x.dam];
  const s = {
    community: `Location: near ${x.community}`, cap: `Gross storage: ${capS}`, twl: twlS, dam: `Dam construction: ${damS}`,
    year: `Year of construction: ${x.year}`, catch: `Catchment: ${group(ha)} ha`, purpose: `Function: ${x.purpose}`,
  };
  resFacts(x, file, s);
  corpus.write(file, [
    `RESERVOIR DATASHEET — ${x.name.toUpperCase()}`, '',
    `Reservoir: ${x.name}`, s.community, s.purpose, s.dam, s.year, s.cap, s.twl, s.catch,
    `Supervising engineer: ${L(k, ['D. A. Lewis (Panel AR)', 'M. Probert (Panel SR)', 'D. A. Lewis (Panel AR)'])}`,
    `Draw-off: ${L(k, ['2 × 450 mm valves', '1 × 300 mm valve', 'scour and 2 draw-off levels'])}`, '',
    L(k, ['Datasheet revised after the 2024 Section 10 inspection.', 'Oldest dam in the district still in service.', 'Held full as a standby source; abstraction licence 4.5 Ml/d.']), '',
  ].join('\n'));
});

// (a3) bilingual HTML infobox
{
  const DAM_CY = { 'Masonry gravity': 'Argae gwaith maen', 'Earth embankment': 'Argae pridd', Rockfill: 'Argae creigiau', 'Concrete buttress': 'Argae bwtres concrit' };
  const PURPOSE_CY = { 'Public water supply': 'Cyflenwad dŵr cyhoeddus' };
  for (const x of reservoirs.filter((y) => y.layout === 'W')) {
    const file = `reservoirs/${slug(x.name)}.html`;
    x.cap = x.cap0;
    x.twl = r1(x.twl0);
    x.catch = x.catch0;
    const s = {
      community: x.community, cap: `${group(x.cap)} Ml`, twl: `${x.twl.toFixed(1)} m AOD`, dam: `${DAM_CY[x.dam]} / ${x.dam} dam`,
      year: `<span class="value">${x.year}</span>`, catch: `${x.catch} km²`, purpose: `${PURPOSE_CY[x.purpose]} / ${x.purpose}`,
    };
    resFacts(x, file, s);
    corpus.write(file, htmlInfoboxPage({
      title: `${x.name}`,
      docTitle: `${x.name} | Dŵr Canolbarth / Mid Wales Water`,
      sections: [
        { heading: 'Cronfa ddŵr / Reservoir', rows: [['Cymuned / Community', x.community], ['Defnydd / Use', s.purpose], ['Math o argae / Dam type', s.dam], ['Adeiladwyd / Built', String(x.year)]] },
        { heading: 'Data', rows: [['Cynhwysedd / Capacity', s.cap], ['Lefel y dŵr uchaf / Top water level', s.twl], ['Dalgylch / Catchment', s.catch]] },
      ],
      lead: [
        'Mae’r gronfa’n cyflenwi gwaith trin dŵr Hafod Fawr drwy draphont 3 km. The reservoir feeds Hafod Fawr treatment works through a 3 km aqueduct.',
        'Mynediad cyhoeddus ar hyd y llwybr glan y llyn / Public access along the lakeside path.',
      ],
      footer: 'Dŵr Canolbarth / Mid Wales Water — Ardal Gwy a Hafren Uchaf / Upper Wye & Severn district',
    }));
  }
}

// (a4) supervising engineer's statement in prose
{
  const file = 'reservoirs/supervising-engineer-statement-2025.md';
  const [m, g] = reservoirs.filter((y) => y.layout === 'P');
  // Moel Ddu: million gallons, ft AOD, square miles
  const mg = Math.round(m.cap0 / GAL / 10) * 10;
  m.cap = r4(mg * GAL);
  const ft = Math.round(m.twl0 / 0.3048);
  m.twl = r4(ft * 0.3048);
  const sqmi = r1(m.catch0 / 2.589988110336);
  m.catch = r4(sqmi * 2.589988110336);
  resFacts(m, file, {
    community: `near ${m.community}`, cap: `${group(mg)} million gallons`, twl: `${group(ft)} ft AOD`, dam: 'rockfill embankment',
    year: `completed in ${m.year}`, catch: `${sqmi} square miles`, purpose: 'river regulation',
  });
  // Rhos Goch: megalitres, metres above Ordnance Datum, hectares
  g.cap = g.cap0;
  g.twl = r1(g.twl0);
  const ha = Math.round(g.catch0 * 100 / 10) * 10;
  g.catch = ha / 100;
  resFacts(g, file, {
    community: `above ${g.community}`, cap: `${g.cap} megalitres`, twl: `${g.twl.toFixed(1)} metres above Ordnance Datum`, dam: 'earth embankment',
    year: `built in ${g.year}`, catch: `${ha} hectares`, purpose: 'standby supply',
  });
  corpus.write(file, `# Supervising engineer's annual statement — 2025 (extract)

Prepared for Dŵr Canolbarth / Mid Wales Water under section 12 of the Reservoirs Act 1975. This extract covers the
two reservoirs in the district that have no separate datasheet on the drive.

## ${m.name}

${m.name}, near ${m.community}, is a rockfill embankment completed in ${m.year} with an asphaltic concrete upstream
face. It is operated for river regulation, releasing water to the Wye in dry weather. At its top water level of ${group(ft)} ft AOD
it impounds ${group(mg)} million gallons. The catchment is ${sqmi} square miles of open moorland. No matters of
concern were noted at the visit of 14 May 2025; instrumentation readings were within their historic ranges.

## ${g.name}

${g.name} is a small earth embankment dam built in ${g.year} above ${g.community}. It is kept as a standby supply and holds ${g.cap} megalitres at a top water level
of ${g.twl.toFixed(1)} metres above Ordnance Datum, from a catchment of ${ha} hectares. The crest was re-levelled in 2019.
A measure in the interests of safety (clearance of the overflow channel) is to be completed by 31 March 2026.

Signed: D. A. Lewis CEng, Supervising Engineer, 2 June 2025.
`);
}

// (a5) resource position: % full (a second file for every reservoir)
{
  const file = 'operations/resource-position-2025-week-40.md';
  const out = ['# Sefyllfa adnoddau / Resource position — week 40 (29 September 2025)', '',
    'Reservoir stocks at 07:00 on Monday; percentages of gross storage at top water level.', '',
    '| Reservoir | Stock (Ml) | % full | Change on week |', '|---|---|---|---|'];
  for (const x of reservoirs) {
    const stock = Math.round((x.cap * x.pct) / 100);
    corpus.also(x.name, 'reservoir', 'pct_full', x.pct, '%', `${x.pct.toFixed(1)}`, file);
    out.push(`| ${x.name} | ${group(stock)} | ${x.pct.toFixed(1)} | ${L(stock, ['+0.4', '-1.2', '-0.8', '+2.1', '-0.3'])} |`);
  }
  out.push('', 'Drought plan trigger 1 (Cwm Tywi below its control curve) not reached. Next report 6 October.', '');
  corpus.write(file, out.join('\n'));
}

// (a6) WIDE rainfall table, a column per month of 2024
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MON_H = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
{
  const file = 'hydrometry/rainfall-2024-by-gauge-mm.csv';
  const rows = reservoirs.map((x, i) => {
    const wet = r.float(0.8, 1.35);
    const ms = MONTHS.map((m, j) => Math.round(wet * (95 + 75 * Math.cos(((j + 0.5) / 12) * 2 * Math.PI)) * r.float(0.6, 1.4)));
    ms.forEach((v, j) => corpus.also(x.name, 'reservoir', `rain_2024_${MONTHS[j]}`, v, 'mm', '', file));
    corpus.also(x.name, 'reservoir', 'rain_2024', ms.reduce((a, b) => a + b, 0), 'mm', '', file);
    return [`RG-${101 + i}`, x.name, ...ms];
  });
  corpus.write(file, delimited(['Gauge', 'Reservoir', ...MON_H], rows));
}

// ------------------------------------------------------------------ treatment works
// [name, code, source, source type, process, commissioned, cap range Ml/d, pop range, manager, layout]
const WTW_DEF = [
  ['Carreg Wen WTW', 'WTW-01', 'Llyn Carreg Wen', 'Reservoir', 'Rapid gravity filtration', 1952, [48, 60], [42000, 52000], 'Sioned Pugh', 'H'],
  ['Cwm Tywi WTW', 'WTW-02', 'Cwm Tywi Reservoir', 'Reservoir', 'Dissolved air flotation', 1974, [70, 90], [60000, 75000], 'Rhodri Evans', 'H'],
  ['Hafod Fawr WTW', 'WTW-03', 'Llyn Hafod Fawr', 'Reservoir', 'Slow sand filtration', 1912, [18, 26], [14000, 19000], 'Catrin Morgan', 'H'],
  ['Nant Gwyn WTW', 'WTW-04', 'Llyn Nant Gwyn', 'Reservoir', 'Dissolved air flotation', 1978, [12, 16], [9000, 13000], 'Huw Bowen', 'M'],
  ['Bryn Du WTW', 'WTW-05', 'Bryn Du Reservoir', 'Reservoir', 'Membrane ultrafiltration', 2009, [32, 40], [28000, 35000], 'Sioned Pugh', 'M'],
  ['Cefn Coch WTW', 'WTW-06', 'Cefn Coch Reservoir', 'Reservoir', 'Slow sand filtration', 1899, [5, 8], [5000, 7000], 'Catrin Morgan', 'M'],
  ['Dolau WTW', 'WTW-07', 'Dolau boreholes', 'Borehole', 'UV and chlorination', 1996, [2, 3], [3500, 4500], 'Huw Bowen', 'P'],
  ['Glan Ithon WTW', 'WTW-08', 'Glan Ithon borehole', 'Borehole', 'UV and chlorination', 2003, [1.2, 1.9], [1800, 2600], 'Rhodri Evans', 'P'],
];
const works = WTW_DEF.map(([name, code, src, srcType, process, year, cr, pr, manager, layout]) => ({
  name, code, src, srcType, process, year, manager, layout, cap0: r.float(...cr), pop0: Math.round(r.float(...pr) / 100) * 100,
}));
const W = Object.fromEntries(works.map((w) => [w.name, w]));
const WC = Object.fromEntries(works.map((w) => [w.code, w]));
function wtwFacts(w, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(w.name, 'works', attr, value, unit, stated, file);
  F('code', w.code, 'text', w.code);
  F('capacity', w.cap, 'Ml/d', s.cap);
  F('process', w.process, '', s.process);
  F('source', w.src, 'text', s.src);
  F('source_type', w.srcType, '', s.srcType);
  F('commissioned', w.year, '', s.year);
  F('manager', w.manager, 'person', w.manager);
  F('population', w.pop, '', s.pop);
}
const PROC_CHAIN = {
  'Rapid gravity filtration': 'Rapid gravity filtration (coagulation, clarification, RGF, chlorination)',
  'Dissolved air flotation': 'Dissolved air flotation → RGF → GAC → chlorination',
  'Slow sand filtration': 'Slow sand filtration with pH correction',
  'Membrane ultrafiltration': 'Membrane ultrafiltration + GAC + UV',
  'UV and chlorination': 'UV and chlorination',
};
works.filter((w) => w.layout === 'H').forEach((w, k) => {
  const file = `treatment-works/${slug(w.name)}.html`;
  w.cap = Math.round(w.cap0);
  w.pop = w.pop0;
  const s = { cap: `${w.cap} Ml/d`, process: PROC_CHAIN[w.process], src: w.src, srcType: '', year: `<td>${w.year}</td>`, pop: group(w.pop) };
  wtwFacts(w, file, s);
  corpus.write(file, htmlTablePage({
    title: w.name, docTitle: `${w.name} — site summary`, crumbs: ['Operations', 'Treatment works', w.name],
    lead: [`${w.name} treats raw water from ${w.src}. ${L(k, ['Sludge is thickened on site and taken to land.', 'A £4.1m upgrade of the clarifiers finished in 2023.', 'One of the last slow sand works in Wales still in daily use.'])}`],
    sections: [
      { heading: 'Site', rows: [['Site code', w.code], ['Raw water source', w.src], ['Commissioned', String(w.year)], ['Works manager', w.manager]] },
      { heading: 'Process and output', rows: [['Treatment process', s.process], ['Design capacity', s.cap], ['Population served', s.pop], ['Disinfection', L(k, ['Chlorine gas', 'Sodium hypochlorite', 'Sodium hypochlorite'])]] },
    ],
    footer: 'Figures from the 2025 asset review.',
  }));
});
works.filter((w) => w.layout === 'M').forEach((w, k) => {
  const file = `treatment-works/${slug(w.name)}.md`;
  let capS;
  if (k === 0) {
    const mgd = r1(w.cap0 / GAL);
    w.cap = r4(mgd * GAL);
    capS = `${mgd} MGD`;
  } else if (k === 1) {
    const m3 = Math.round(w.cap0) * 1000;
    w.cap = m3 / 1000;
    capS = `${group(m3)} m³/d`;
  } else {
    w.cap = r1(w.cap0);
    capS = `${w.cap} Ml/day`;
  }
  let popS;
  if (k === 0) {
    w.pop = Math.round(w.pop0 / 1000) * 1000;
    popS = `approx. ${w.pop / 1000}k`;
  } else {
    w.pop = w.pop0;
    popS = `${group(w.pop)} people`;
  }
  const s = { cap: `Max output: ${capS}`, process: `Process stream: ${PROC_CHAIN[w.process]}`, src: `Abstraction from: ${w.src}`, srcType: '', year: `In service since: ${w.year}`, pop: `Customers supplied: ${popS}` };
  wtwFacts(w, file, s);
  corpus.write(file, [
    `# ${w.name}`, '', `Works ref: ${w.code}`, s.src, s.process, s.cap, s.year, `Site lead: ${w.manager}`, s.pop,
    `Final water storage: ${L(k, ['2 × 2.5 Ml contact tanks', '4.0 Ml clear water tank', '0.8 Ml clear water tank'])}`, '',
    L(k, ['Works runs unmanned overnight; call-out via the Rhayader control desk.', 'Membranes replaced on rack 3 in 2024.', 'Sand beds skimmed on a 10-week cycle; re-sanding due 2027.']), '',
  ].join('\n'));
});
{
  const file = 'treatment-works/production-report-2025-08.md';
  const [d, g] = works.filter((w) => w.layout === 'P');
  d.cap = r1(d.cap0);
  d.pop = 4000;
  const ls = r1((g.cap0 * 1e6) / 86400);
  g.cap = r4((ls * 86400) / 1e6);
  g.pop = g.pop0;
  wtwFacts(d, file, { cap: `${d.cap} Ml/d`, process: 'UV disinfection and chlorination', src: 'Dolau boreholes', srcType: 'boreholes', year: `commissioned in ${d.year}`, pop: 'around four thousand people' });
  wtwFacts(g, file, { cap: `${ls} l/s`, process: 'UV and chlorination', src: 'Glan Ithon borehole', srcType: 'borehole', year: `since ${g.year}`, pop: `${group(g.pop)} customers` });
  corpus.write(file, `# Production report — August 2025 (district summary)

Total water put into supply in the district averaged 176.4 Ml/d in August, 3 % above August 2024. All surface-water
works met their output targets; Hafod Fawr ran at reduced rate for four days while a filter bed was re-sanded.

## Groundwater works

${d.name} (${d.code}), commissioned in ${d.year}, treats water from the Dolau boreholes by UV disinfection and chlorination and
can put out ${d.cap} Ml/d. It supplies around four thousand people in the Ithon valley. ${d.manager} looks after the site
alongside Nant Gwyn. The borehole pumps were rewound in June.

${g.name} (${g.code}) has drawn from the Glan Ithon borehole since ${g.year}; its UV and chlorination plant is rated at
${ls} l/s. It serves ${group(g.pop)} customers around Llanbister. The site is managed by ${g.manager}. Nitrate stayed below
20 mg/l all month.

## Chemicals

Aluminium sulphate use fell by 6 % after the jar-test review; sodium hypochlorite deliveries moved to fortnightly.
`);
}

// ------------------------------------------------------------------ service reservoirs + pumping stations
// [name, code, community, fed from (works), cap Ml, built, construction, layout]
const SR_DEF = [
  ['Rhayader Service Reservoir', 'SR-01', 'Rhayader', 'Carreg Wen WTW', 4.5, 1958, 'Reinforced concrete', 'J'],
  ['Llanidloes Service Reservoir', 'SR-02', 'Llanidloes', 'Bryn Du WTW', 6.8, 1971, 'Prestressed concrete', 'J'],
  ['Builth Road Service Reservoir', 'SR-03', 'Builth Wells', 'Cwm Tywi WTW', 9.1, 1979, 'Reinforced concrete', 'J'],
  ['Newbridge Service Reservoir', 'SR-04', 'Newbridge-on-Wye', 'Hafod Fawr WTW', 2.3, 1932, 'Brick', 'J'],
  ['Llangurig Service Reservoir', 'SR-05', 'Llangurig', 'Nant Gwyn WTW', 1.8, 1965, 'Reinforced concrete', 'J'],
  ['Kerry Road Service Reservoir', 'SR-06', 'Newtown', 'Cefn Coch WTW', 3.4, 1968, 'Glass-fused steel', 'J'],
  ['St Harmon Service Reservoir', 'SR-07', 'St Harmon', 'Carreg Wen WTW', 0.25 * GAL, 1936, 'Brick', 'E'],
  ['Llanwrthwl Service Reservoir', 'SR-08', 'Llanwrthwl', 'Dolau WTW', 1.2, 2024, 'GRP sectional tank', 'E'],
];
const srs = SR_DEF.map(([name, code, community, fed, cap, year, constr, layout]) => ({ name, code, community, fed, cap: r4(cap), year, constr, layout }));
const SR = Object.fromEntries(srs.map((x) => [x.name, x]));
const SRC = Object.fromEntries(srs.map((x) => [x.code, x]));
function srFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'site', attr, value, unit, stated, file);
  F('kind', 'Service reservoir', '', '');
  F('code', x.code, 'text', x.code);
  F('community', x.community, 'place', s.community);
  F('fed_from', x.fed, 'text', s.fed);
  F('capacity', x.cap, 'Ml', s.cap);
  F('built', x.year, '', s.year);
  F('construction', x.constr, '', s.constr);
}
{
  const file = 'assets/distribution-storage-register.json';
  const CAPU = { 'SR-01': ['Ml', 4.5], 'SR-02': ['m3', 6800], 'SR-03': ['ML', 9.1], 'SR-04': ['m3', 2300], 'SR-05': ['Ml', 1.8], 'SR-06': ['m3', 3400] };
  const assets = srs.filter((x) => x.layout === 'J').map((x, k) => {
    const [unit, value] = CAPU[x.code];
    srFacts(x, file, { community: x.community, fed: W[x.fed].code, cap: `"value": ${value}`, year: `"year_built": ${x.year}`, constr: x.constr });
    return {
      asset: { id: x.code, name: x.name, class: 'SERVICE_RESERVOIR', status: 'IN_SERVICE' },
      location: { community: x.community, grid_ref: `SN ${9000 + k * 137} ${6000 + k * 211}` },
      construction: { year_built: x.year, material: x.constr, cells: L(k, [2, 2, 2, 1, 1, 2]), roof: L(k, ['concrete slab', 'concrete slab', 'concrete slab', 'brick arch', 'concrete slab', 'steel deck']) },
      hydraulics: { capacity: { value, unit }, twl_m_aod: r2(r.float(220, 380)), bwl_m_aod: null },
      supply: { fed_from: W[x.fed].code, zone: `Z${pad(k + 1)}` },
    };
  });
  corpus.write(file, JSON.stringify({ register: 'Distribution storage — Upper Wye & Severn', exported: '2025-09-15', units_note: 'ML = Ml = megalitres; m3 = cubic metres', assets }, null, 2) + '\n');
}
{
  const file = 'assets/email-new-service-reservoirs.eml';
  const [h, l] = srs.filter((x) => x.layout === 'E');
  srFacts(h, file, { community: 'St Harmon', fed: 'Carreg Wen WTW', cap: '250,000 gallons', year: `built in ${h.year}`, constr: 'brick' });
  srFacts(l, file, { community: 'Llanwrthwl', fed: 'Dolau WTW', cap: '1.2 Ml', year: `commissioned in ${l.year}`, constr: 'GRP sectional tank' });
  corpus.write(file, `From: Carys Vaughan <carys.vaughan@dwrcanolbarth.example>
To: District Ops <ops.upperwye@dwrcanolbarth.example>
Date: Tue, 16 Sep 2025 09:12:44 +0100
Subject: Two service reservoirs not yet in the asset register

Hi all,

The September register export still misses two of our service reservoirs, so for the record until Asset
Data catch up:

${h.name} is the old one above the village, built in ${h.year} in brick with a turf roof. It holds 250,000 gallons
and is fed from Carreg Wen WTW via the Cwmdauddwr booster. Code ${h.code}.

${l.name} (${l.code}) is the new GRP sectional tank commissioned in ${l.year} to replace the leaking brick tank at
Llanwrthwl. It holds 1.2 Ml and is fed from Dolau WTW through the Dolau booster.

Both are on telemetry already.

Diolch,
Carys
--
Carys Vaughan | Distribution engineer | Llanidloes depot
`);
}
// pumping stations in nested YAML
// [name, code, delivers to (SR code), duty, standby, motor, commissioned]
const PS_DEF = [
  ['Dolau Booster Station', 'PS-01', 'SR-08', 2, 1, '22 kW', 1996],
  ['Glan Ithon Pumping Station', 'PS-02', 'SR-04', 1, 1, '15 kW', 2003],
  ['Cwmdauddwr Booster Station', 'PS-03', 'SR-07', 2, 1, '40 hp', 1962],
  ['Bryn Du Treated Water Pumping Station', 'PS-04', 'SR-02', 3, 1, '110 kW', 2009],
  ['Pen-y-bont Booster Station', 'PS-05', 'SR-05', 1, 1, '30 hp', 1984],
  ['Llanelwedd Pumping Station', 'PS-06', 'SR-03', 2, 2, '75 kW', 1979],
];
const pss = PS_DEF.map(([name, code, to, duty, standby, motor, year]) => {
  const [n, u] = motor.split(' ');
  return { name, code, to, duty, standby, motor, kw: u === 'hp' ? r4(Number(n) * 0.745699872) : Number(n), year };
});
{
  const file = 'assets/pumping-stations.yaml';
  const out = ['# Pumping station register — Upper Wye & Severn district', '# exported from Ellipse 2025-09-15; delivers_to uses service reservoir codes', 'pumping_stations:'];
  pss.forEach((p, k) => {
    const F = (attr, value, unit, stated) => corpus.fact(p.name, 'site', attr, value, unit, stated, file);
    F('kind', 'Pumping station', '', '');
    F('code', p.code, 'text', p.code);
    F('delivers_to', SRC[p.to].name, 'text', `delivers_to: ${p.to}`);
    F('duty_pumps', p.duty, '', `duty: ${p.duty}`);
    F('standby_pumps', p.standby, '', `standby: ${p.standby}`);
    F('motor_kw', p.kw, 'kW', `motor: ${p.motor}`);
    F('built', p.year, '', `commissioned: ${p.year}`);
    out.push(`  - id: ${p.code}`, `    name: ${p.name}`, `    commissioned: ${p.year}`, '    pumps:', `      duty: ${p.duty}`, `      standby: ${p.standby}`, `      motor: ${p.motor}`,
      `      type: ${L(k, ['end suction', 'borehole submersible', 'split case', 'multistage', 'end suction', 'split case'])}`, `    delivers_to: ${p.to}`,
      `    telemetry: { outstation: OS-${400 + k * 7}, tag: ${p.code.replace('-', '')}_FLW }`);
  });
  out.push('');
  corpus.write(file, out.join('\n'));
}
// SCADA telemetry export: preamble, semicolons, decimal commas (second file for every site)
{
  const file = 'telemetry/scada-daily-summary-2025-09-30.csv';
  const lines = [
    'SCADA daily summary export',
    'District: Upper Wye & Severn (D4)',
    'Period: 30/09/2025 00:00 - 30/09/2025 23:59',
    'Generated: 01/10/2025 06:00:12 by report RPT-114; decimal separator = comma',
    '',
  ];
  const rows = [];
  for (const x of srs) {
    x.level = r.int(550, 960) / 10;
    x.inflow = r1(r.float(8, 120));
    corpus.also(x.name, 'site', 'level_pct', x.level, '%', dc(x.level, 1), file);
    corpus.also(x.name, 'site', 'flow_ls', x.inflow, 'l/s', dc(x.inflow, 1), file);
    rows.push([`${x.code.replace('-', '')}_LVL`, x.name, 'SR', dc(x.level, 1), dc(x.inflow, 1), '', L(rows.length, ['OK', 'OK', 'OK', 'LOW ALARM CLEARED'])]);
  }
  for (const p of pss) {
    p.flow = r1(r.float(5, 90));
    p.hours = r1(r.float(3, 22));
    corpus.also(p.name, 'site', 'flow_ls', p.flow, 'l/s', dc(p.flow, 1), file);
    corpus.also(p.name, 'site', 'run_hours', p.hours, 'h', dc(p.hours, 1), file);
    rows.push([`${p.code.replace('-', '')}_FLW`, p.name, 'PS', '', dc(p.flow, 1), dc(p.hours, 1), 'OK']);
  }
  corpus.write(file, lines.join('\n') + '\n' + delimited(['Tag', 'Site', 'Type', 'Mean level (%)', 'Flow (l/s)', 'Pump run (h)', 'Status'], rows, ';'));
}
// WIDE leakage table: months down the first column, a column per zone
{
  const file = 'leakage/zone-leakage-2024.md';
  const head = srs.map((x) => x.name.replace(' Service Reservoir', ' SR'));
  const out = ['# Leakage by supply zone, 2024 (Ml/d, monthly mean)', '', 'Zones are named after the service reservoir that feeds them. Night-flow method, district meters.', '',
    `| Month | ${head.join(' | ')} |`, `|---|${head.map(() => '---').join('|')}|`];
  const base = srs.map((x) => r.float(0.12, 0.35) * Math.sqrt(x.cap) + 0.05);
  MONTHS.forEach((m, j) => {
    const cells = srs.map((x, i) => {
      const v = r2(base[i] * (1 + 0.3 * Math.cos(((j + 0.5) / 12) * 2 * Math.PI)) * r.float(0.85, 1.15));
      corpus.also(x.name, 'site', `leak_2024_${m}`, v, 'Ml/d', v.toFixed(2), file);
      return v.toFixed(2);
    });
    out.push(`| ${fmtDate(`2024-${pad(j + 1)}-01`, 'month').split(' ')[0]} | ${cells.join(' | ')} |`);
  });
  out.push('', 'Target for 2025: 5 % below the 2024 district total. Active leakage control by the Newtown and Rhayader crews.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ water-quality samples
const PARAM = {
  Turbidity: { unit: 'NTU', lab: 'Turbidity' },
  'Free chlorine': { unit: 'mg/l', lab: 'Chlorine (free)' },
  'E. coli': { unit: 'per 100 ml', lab: 'E. coli' },
  Lead: { unit: 'µg/l', lab: 'Lead (as Pb)' },
};
// [id, date, site, point, parameter, sampler, forced result]
const SAMPLE_DEF = [
  ['WQ25-04102', '2025-07-02', 'Carreg Wen WTW', 'Final water', 'Turbidity', 'Nia Watkins'],
  ['WQ25-04117', '2025-07-03', 'Rhayader Service Reservoir', 'Outlet', 'Free chlorine', 'Nia Watkins'],
  ['WQ25-04125', '2025-07-04', 'Cwm Tywi WTW', 'Final water', 'E. coli', 'Elin Rees'],
  ['WQ25-04139', '2025-07-08', 'Llanidloes Service Reservoir', 'Customer tap', 'Lead', 'Tomos Griffiths', 14],
  ['WQ25-04144', '2025-07-09', 'Hafod Fawr WTW', 'Final water', 'Turbidity', 'Elin Rees', 1.4],
  ['WQ25-04158', '2025-07-11', 'Builth Road Service Reservoir', 'Outlet', 'E. coli', 'Elin Rees'],
  ['WQ25-04163', '2025-07-15', 'Nant Gwyn WTW', 'Final water', 'Free chlorine', 'Tomos Griffiths'],
  ['WQ25-04171', '2025-07-16', 'Newbridge Service Reservoir', 'Outlet', 'Turbidity', 'Nia Watkins'],
  ['WQ25-04186', '2025-07-18', 'Bryn Du WTW', 'Final water', 'Turbidity', 'Tomos Griffiths'],
  ['WQ25-04190', '2025-07-22', 'Kerry Road Service Reservoir', 'Customer tap', 'Lead', 'Ffion Jenkins'],
  ['WQ25-04203', '2025-07-24', 'Cefn Coch WTW', 'Final water', 'E. coli', 'Ffion Jenkins'],
  ['WQ25-04219', '2025-07-29', 'Llangurig Service Reservoir', 'Outlet', 'Free chlorine', 'Tomos Griffiths', 1.12],
  ['WQ25-04224', '2025-07-30', 'Dolau WTW', 'Final water', 'E. coli', 'Nia Watkins'],
  ['WQ25-04238', '2025-08-05', 'St Harmon Service Reservoir', 'Outlet', 'E. coli', 'Nia Watkins', 2],
  ['WQ25-04241', '2025-08-06', 'Glan Ithon WTW', 'Final water', 'Turbidity', 'Elin Rees'],
  ['WQ25-04256', '2025-08-07', 'Rhayader Service Reservoir', 'Customer tap', 'Lead', 'Nia Watkins'],
  ['WQ25-04262', '2025-08-12', 'Carreg Wen WTW', 'Final water', 'Free chlorine', 'Nia Watkins'],
  ['WQ25-04277', '2025-08-13', 'Llanwrthwl Service Reservoir', 'Outlet', 'Turbidity', 'Elin Rees'],
  ['WQ25-04283', '2025-08-19', 'Cwm Tywi WTW', 'Final water', 'Turbidity', 'Elin Rees'],
  ['WQ25-04295', '2025-08-20', 'Newbridge Service Reservoir', 'Customer tap', 'Lead', 'Elin Rees', 22],
  ['WQ25-04301', '2025-08-21', 'Bryn Du WTW', 'Final water', 'E. coli', 'Tomos Griffiths'],
  ['WQ25-04318', '2025-08-26', 'Kerry Road Service Reservoir', 'Outlet', 'Free chlorine', 'Ffion Jenkins'],
  ['WQ25-04322', '2025-08-28', 'Hafod Fawr WTW', 'Final water', 'Free chlorine', 'Elin Rees'],
  ['WQ25-04336', '2025-09-02', 'Llanidloes Service Reservoir', 'Outlet', 'Turbidity', 'Tomos Griffiths'],
  ['WQ25-04347', '2025-09-03', 'Builth Road Service Reservoir', 'Customer tap', 'Lead', 'Elin Rees'],
  ['WQ25-04350', '2025-09-09', 'Nant Gwyn WTW', 'Final water', 'Turbidity', 'Tomos Griffiths', 0.92],
  ['WQ25-04364', '2025-09-10', 'Llangurig Service Reservoir', 'Customer tap', 'Lead', 'Tomos Griffiths'],
  ['WQ25-04379', '2025-09-16', 'Cefn Coch WTW', 'Final water', 'Turbidity', 'Ffion Jenkins'],
  ['WQ25-04385', '2025-09-17', 'Rhayader Service Reservoir', 'Outlet', 'E. coli', 'Nia Watkins'],
  ['WQ25-04392', '2025-09-23', 'Kerry Road Service Reservoir', 'Outlet', 'Turbidity', 'Ffion Jenkins'],
];
const samples = SAMPLE_DEF.map(([id, date, site, point, param, sampler, forced]) => {
  const atWorks = site.endsWith('WTW');
  let result;
  let limit;
  if (param === 'Turbidity') {
    limit = atWorks ? 1 : 4;
    result = forced ?? r2(atWorks ? r.float(0.04, 0.45) : r.float(0.1, 1.2));
  } else if (param === 'Free chlorine') {
    limit = 1;
    result = forced ?? r2(r.float(0.15, 0.85));
  } else if (param === 'E. coli') {
    limit = 0;
    result = forced ?? 0;
  } else {
    limit = 10;
    result = forced ?? r.int(1, 7);
  }
  return { id, date, site, point, param, sampler, result, limit, pass: result <= limit };
});
function sampleFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.id, 'sample', attr, value, unit, stated, file);
  F('date', x.date, 'date', s.date);
  F('site', x.site, 'text', s.site);
  F('sample_point', x.point, '', s.point);
  F('parameter', x.param, '', s.param);
  F('result', x.result, PARAM[x.param].unit, s.result);
  F('limit', x.limit, PARAM[x.param].unit, s.limit);
  F('compliant', x.pass, 'bool', s.pass);
  F('sampled_by', x.sampler, 'person', s.sampler);
}
const certIds = ['WQ25-04139', 'WQ25-04241', 'WQ25-04318', 'WQ25-04364'];
const mailIds = ['WQ25-04144', 'WQ25-04238', 'WQ25-04295', 'WQ25-04350'];
const certs = samples.filter((x) => certIds.includes(x.id));
const mails = samples.filter((x) => mailIds.includes(x.id));
const others = samples.filter((x) => !certIds.includes(x.id) && !mailIds.includes(x.id));
const lims = others.filter((_, i) => i % 11 < 7);
const htmlS = others.filter((_, i) => i % 11 >= 7);
{
  const file = 'water-quality/lims-export-q3-2025.csv';
  const LIMU = { Turbidity: 'NTU', 'Free chlorine': 'mg/l', 'E. coli': 'no./100ml', Lead: 'ug/l' };
  const rows = lims.map((x) => {
    const res = x.param === 'Turbidity' || x.param === 'Free chlorine' ? x.result.toFixed(2) : String(x.result);
    sampleFacts(x, file, { date: ukDate(x.date), site: x.site, point: x.point, param: PARAM[x.param].lab, result: res, limit: '', pass: x.pass ? 'Y' : 'N', sampler: x.sampler });
    return [x.id, ukDate(x.date), x.site, x.point, PARAM[x.param].lab, res, LIMU[x.param], x.limit, x.pass ? 'Y' : 'N', x.sampler];
  });
  corpus.write(file, delimited(['Sample ID', 'Sampled', 'Site', 'Sample point', 'Determinand', 'Result', 'Units', 'Limit', 'Compliant (Y/N)', 'Sampler'], rows));
}
{
  const file = 'water-quality/published-results-2025.html';
  const rows = htmlS.map((x) => {
    const res = x.param === 'E. coli' ? (x.result === 0 ? 'Not detected' : `${x.result} per 100 ml`) : x.param === 'Lead' ? `${x.result} µg/l` : x.param === 'Turbidity' ? `${x.result.toFixed(2)} NTU` : `${x.result.toFixed(2)} mg/l`;
    const lim = x.param === 'E. coli' ? '0 per 100 ml' : x.param === 'Lead' ? '10 µg/l' : x.param === 'Turbidity' ? `${x.limit} NTU` : '1.0 mg/l (operational)';
    sampleFacts(x, file, { date: fmtDate(x.date, 'short'), site: x.site, point: x.point.toLowerCase(), param: x.param, result: res, limit: lim, pass: x.pass ? 'Pass' : 'Fail', sampler: x.sampler });
    return `      <tr><td>${x.id}</td><td>${fmtDate(x.date, 'short')}</td><td>${esc(x.site)} (${esc(x.point.toLowerCase())})</td><td>${esc(x.param)}</td><td>${esc(res)}</td><td>${esc(lim)}</td><td>${x.pass ? 'Pass' : 'Fail'}</td><td>${esc(x.sampler)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Canlyniadau ansawdd dŵr / Water quality results 2025</title></head>
<body>
<h1>Canlyniadau ansawdd dŵr / Water quality results — Upper Wye &amp; Severn, Q3 2025</h1>
<p>Regulatory and operational samples published for customers. Standards are the prescribed concentrations or values (PCVs) of the Water Supply (Water Quality) Regulations 2018 (Wales).</p>
<table class="results">
  <thead><tr><th>Sample</th><th>Date</th><th>Location</th><th>Parameter</th><th>Result</th><th>Standard</th><th>Pass/Fail</th><th>Sampled by</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p class="small">Diweddarwyd / Updated 30 September 2025.</p>
</body>
</html>
`);
}
certs.forEach((x, k) => {
  const file = `water-quality/certificates/${x.id}.txt`;
  let res;
  if (x.param === 'Lead') res = `${(x.result / 1000).toFixed(3)} mg/l`;
  else if (x.param === 'Turbidity') res = `${x.result.toFixed(2)} NTU`;
  else res = `${x.result.toFixed(2)} mg/l`;
  const lim = x.param === 'Lead' ? '0.010 mg/l' : x.param === 'Turbidity' ? `${x.limit.toFixed(1)} NTU` : '1.0 mg/l';
  sampleFacts(x, file, { date: fmtDate(x.date, 'dotted'), site: x.site, point: x.point, param: PARAM[x.param].lab, result: res, limit: lim, pass: x.pass ? 'COMPLIES' : 'FAILS', sampler: x.sampler });
  corpus.write(file, `CERTIFICATE OF ANALYSIS
Hafren Analytical Services — UKAS testing laboratory 4127
==========================================================
SAMPLE: ${x.id}
Client: Dŵr Canolbarth / Mid Wales Water, Upper Wye & Severn district
Site: ${x.site}
Sample point: ${x.point}
Date sampled: ${fmtDate(x.date, 'dotted')}
Sampled by: ${x.sampler}
Received: ${fmtDate(x.date, 'dotted')} 16:${pad(10 + k * 7)}

Determinand: ${PARAM[x.param].lab}
Method: ${L(k, ['ICP-MS (W-114)', 'Nephelometry (W-021)', 'DPD colorimetric (W-035)', 'ICP-MS (W-114)'])}
Result: ${res}
Limit: ${lim}
Assessment: ${x.pass ? 'COMPLIES' : 'FAILS'}

Authorised by: R. Hopkins, Laboratory Manager
`);
});
{
  const file = 'water-quality/email-q3-exceedances.eml';
  const [a, b, c, d] = mails; // 04144 turbidity 1.4 works, 04238 E. coli 2, 04295 lead 22, 04350 turbidity 0.92
  sampleFacts(a, file, { date: fmtDate(a.date, 'long'), site: a.site, point: 'final water', param: 'Turbidity', result: '1.4 NTU', limit: '1 NTU', pass: 'failed', sampler: a.sampler });
  sampleFacts(b, file, { date: fmtDate(b.date, 'long'), site: b.site, point: 'outlet', param: 'E. coli', result: 'two E. coli per 100 ml', limit: '', pass: 'a failure', sampler: b.sampler });
  sampleFacts(c, file, { date: fmtDate(c.date, 'long'), site: c.site, point: 'customer tap', param: 'Lead', result: '22 micrograms per litre', limit: '10 µg/l', pass: 'over the standard', sampler: c.sampler });
  sampleFacts(d, file, { date: fmtDate(d.date, 'long'), site: d.site, point: 'final water', param: 'turbidity', result: '0.92 NTU', limit: '1 NTU', pass: 'passed', sampler: d.sampler });
  corpus.write(file, `From: Ffion Jenkins <ffion.jenkins@dwrcanolbarth.example>
To: Upper Wye Ops <ops.upperwye@dwrcanolbarth.example>
Cc: Sioned Pugh; Rhodri Evans; Catrin Morgan; Huw Bowen
Date: Wed, 24 Sep 2025 17:41:03 +0100
Subject: Q3 water quality — exceedances and near misses for the DWI return

Hi all,

Summary of the Q3 results that need a line in the DWI quarterly return. None of these are in the LIMS export I
circulated because they were re-checked or taken outside the routine programme.

1. ${a.id}: final water at ${a.site}, sampled by ${a.sampler} on ${fmtDate(a.date, 'long')}. Turbidity came back at 1.4 NTU against the 1 NTU
   works standard, so the sample failed. Cause was a filter returned to service without a run-to-waste.

2. ${b.id}: ${b.site}, outlet sample taken by ${b.sampler} on ${fmtDate(b.date, 'long')}. We found two E. coli per 100 ml, a failure; the tank was
   isolated, cleaned and re-chlorinated and the resamples were clear.

3. ${c.id}: customer tap in the ${c.site} zone (${c.sampler}, ${fmtDate(c.date, 'long')}). Lead at 22 micrograms per litre, over the standard of
   10 µg/l. Lead communication pipe replaced on 2 September; the customer has been written to in Welsh and English.

4. ${d.id}: ${d.site} final water (${d.sampler}, ${fmtDate(d.date, 'long')}) read 0.92 NTU turbidity, just under the 1 NTU limit, so it passed — but
   we are watching the DAF saturator.

Diolch,
Ffion
--
Ffion Jenkins | Water quality scientist | Newtown
`);
}

// ------------------------------------------------------------------ mains bursts
const STREETS = {
  Rhayader: ['Bridge Street', 'East Street', 'West Street', 'South Street', 'North Street', 'Church Street'],
  Llanidloes: ['Great Oak Street', 'China Street', 'Long Bridge Street', 'Short Bridge Street', 'Penygreen Road'],
  'Builth Wells': ['Broad Street', 'High Street', 'Garth Road', 'Station Road', 'Castle Road'],
  Newtown: ['Kerry Road', 'Park Street', 'Pool Road', 'Milford Road', 'Canal Road'],
  'Newbridge-on-Wye': ['Chapel Lane', 'Old Road'],
  Llangurig: ['Church Row', 'Pen-y-bont Lane'],
  'St Harmon': ['Rectory Lane'],
  Llanwrthwl: ['Glan Gwy Road'],
};
const ZONE_OF_TOWN = { Rhayader: 'Rhayader Service Reservoir', Llanidloes: 'Llanidloes Service Reservoir', 'Builth Wells': 'Builth Road Service Reservoir', Newtown: 'Kerry Road Service Reservoir', 'Newbridge-on-Wye': 'Newbridge Service Reservoir', Llangurig: 'Llangurig Service Reservoir', 'St Harmon': 'St Harmon Service Reservoir', Llanwrthwl: 'Llanwrthwl Service Reservoir' };
const LEADER_OF_TOWN = { Rhayader: ['Gareth Price', 'Ieuan Thomas'], Llanidloes: ['Dylan Hughes'], 'Builth Wells': ['Aled Jones', 'Gareth Price'], Newtown: ['Owain Lloyd'], 'Newbridge-on-Wye': ['Aled Jones', 'Gareth Price'], Llangurig: ['Dylan Hughes'], 'St Harmon': ['Gareth Price', 'Ieuan Thomas'], Llanwrthwl: ['Gareth Price'] };
const TOWNS = Object.keys(STREETS);
const MAT = [
  ['Cast iron', 'in', [3, 4, 6, 8, 12]],
  ['Asbestos cement', 'in', [4, 6, 8]],
  ['Ductile iron', 'mm', [150, 200, 250, 300]],
  ['uPVC', 'mm', [90, 110, 160]],
  ['MDPE', 'mm', [63, 90, 125, 180]],
];
const CAUSES = ['Corrosion', 'Ground movement', 'Third-party damage', 'Frost', 'Joint failure', 'Pressure surge'];
const bursts = [];
{
  const dates = [];
  for (let i = 0; i < 28; i++) dates.push(`2025-${pad(1 + Math.floor((i * 9) / 28))}-${pad(r.int(1, 28))}`);
  dates.sort();
  const townSeq = ['Rhayader', 'Llanidloes', 'Builth Wells', 'Newtown', 'Rhayader', 'Newtown', 'Llanidloes', 'Builth Wells', 'Newbridge-on-Wye', 'Rhayader', 'Llangurig', 'Newtown', 'Builth Wells', 'Llanidloes',
    'St Harmon', 'Rhayader', 'Newtown', 'Builth Wells', 'Llanidloes', 'Llanwrthwl', 'Rhayader', 'Newtown', 'Builth Wells', 'Llangurig', 'Llanidloes', 'Rhayader', 'Newbridge-on-Wye', 'Newtown'];
  dates.forEach((date, i) => {
    const town = townSeq[i];
    const street = L(i * 7 + 3, STREETS[town]);
    const [mat, mu, sizes] = L(i * 3 + (i % 4), MAT);
    const size = r.pick(sizes);
    const dia = mu === 'in' ? r4(size * 25.4) : size;
    let leader = r.pick(LEADER_OF_TOWN[town]);
    if (P[leader].start > date) leader = town === 'Builth Wells' || town === 'Newbridge-on-Wye' ? 'Gareth Price' : 'Gareth Price';
    const big = dia >= 250;
    const lost = Math.round((big ? r.float(250, 1600) : r.float(3, 140)) * 1000 / 100) * 100;
    const hours = Math.round((big ? r.float(7, 14) : r.float(1.5, 7)) * 4) / 4;
    const cost = Math.round((big ? r.float(9000, 26000) : r.float(700, 6500)) / 10) * 10;
    const plastic = mat === 'uPVC' || mat === 'MDPE';
    const cause = date < '2025-03-01' && r.chance(0.6) ? 'Frost' : r.pick(CAUSES.filter((c) => c !== 'Frost' && !(plastic && c === 'Corrosion')));
    bursts.push({ id: `J25-${pad(410 + i * 13 + r.int(0, 9), 4)}`, date, town, street, mat, mu, size, dia, leader, lost, hours, cost, cause, zone: ZONE_OF_TOWN[town] });
  });
}
function burstFacts(b, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(b.id, 'burst', attr, value, unit, stated, file);
  F('date', b.date, 'date', s.date);
  F('street', b.street, 'text', s.street);
  F('town', b.town, 'place', s.town);
  F('material', b.mat, '', s.mat);
  F('diameter', b.dia, 'mm', s.dia);
  F('litres_lost', s.lost == null ? null : b.lost, 'L', s.lost ?? '');
  F('repair_hours', b.hours, 'h', s.hours);
  F('crew_leader', s.leader == null ? null : b.leader, 'person', s.leader ?? '');
  F('zone', s.zone === null ? null : b.zone, 'text', s.zone ?? '');
  F('cause', s.cause == null ? null : b.cause, '', s.cause ?? '');
  F('cost', s.cost == null ? null : b.cost, 'GBP', s.cost ?? '');
}
const matLc = (m) => (m === 'uPVC' || m === 'MDPE' ? m : m.toLowerCase());
const hm = (h) => {
  const H = Math.floor(h);
  const M = Math.round((h - H) * 60);
  return M ? `${H} h ${M} min` : `${H} h`;
};
const bCsv = [];
const bMd = [];
const bNotice = [];
const bIncident = [];
const bMail = [];
{
  // the three largest losses go to incident reports; notices are small-bore bursts in towns
  const byLoss = [...bursts].sort((a, b) => b.lost - a.lost);
  bIncident.push(...byLoss.slice(0, 3));
  const rest = bursts.filter((b) => !bIncident.includes(b));
  rest.forEach((b, i) => {
    if (i % 25 === 3 || i % 25 === 11 || i % 25 === 17 || i % 25 === 22) bNotice.push(b);
    else if (i === 6 || i === 14 || i === 20) bMail.push(b);
    else if (i % 4 === 1 && bMd.length < 6) bMd.push(b);
    else bCsv.push(b);
  });
}
{
  const file = 'mains/burst-jobs-export-2025.csv';
  const rows = bCsv.map((b) => {
    const m3 = r1(b.lost / 1000);
    b.lost = Math.round(m3 * 1000);
    const dS = b.mu === 'in' ? `${b.size}"` : `${b.dia}`;
    burstFacts(b, file, { date: b.date, street: b.street, town: b.town, mat: b.mat, dia: dS, lost: String(m3), hours: String(b.hours), leader: b.leader, zone: b.zone, cause: b.cause, cost: b.cost.toFixed(2) });
    return [b.id, b.date, b.street, b.town, b.mat, dS, m3, b.hours, b.leader, b.zone, b.cause, b.cost.toFixed(2)];
  });
  corpus.write(file, delimited(['Job No', 'Reported', 'Street', 'Town', 'Main material', 'Diameter (mm or in)', 'Loss (m3)', 'Repair time (h)', 'Crew leader', 'Supply zone', 'Cause', 'Cost (GBP)'], rows));
}
bMd.forEach((b, k) => {
  const file = `mains/reports/${b.id}.md`;
  const dS = b.mu === 'in' ? `${b.size}" ${b.mat.toLowerCase()}` : `${b.dia} mm ${b.mat}`;
  const lostS = `${group(b.lost)} litres`;
  const hS = hm(b.hours);
  const costS = `£${group(b.cost)}`;
  burstFacts(b, file, { date: fmtDate(b.date, 'long'), street: b.street, town: b.town, mat: b.mu === 'in' ? b.mat.toLowerCase() : b.mat, dia: b.mu === 'in' ? `${b.size}"` : `${b.dia} mm`, lost: lostS, hours: hS, leader: b.leader, zone: b.zone.replace(' Service Reservoir', ' SR'), cause: b.cause, cost: costS });
  corpus.write(file, [
    `# Burst report — ${b.id}`, '',
    `Job: ${b.id}`, `Date reported: ${fmtDate(b.date, 'long')}`, `Location: ${b.street}, ${b.town}`, `Pipe: ${dS}`, `Water lost: ${lostS}`,
    `Time to repair: ${hS}`, `Crew leader: ${b.leader}`, `Supply zone: ${b.zone.replace(' Service Reservoir', ' SR')}`, `Cause: ${b.cause}`, `Cost: ${costS}`,
    `Customers affected: ${r.int(4, 160)}`, '',
    L(k, ['Repair clamp fitted; section flushed and sampled before re-charging.', 'Traffic management needed (temporary lights).', 'Reinstatement by the council contractor within 10 days.', 'Second burst on this length in 12 months; flagged for renewal.']), '',
  ].join('\n'));
});
{
  const MAT_CY = { 'Cast iron': 'Haearn bwrw', 'Asbestos cement': 'Sment asbestos', 'Ductile iron': 'Haearn hydwyth', uPVC: 'uPVC', MDPE: 'Polythen (MDPE)' };
  const STREET_CY = { 'Bridge Street': 'Stryd y Bont', 'East Street': 'Stryd y Dwyrain', 'West Street': 'Stryd y Gorllewin', 'South Street': 'Stryd y De', 'North Street': 'Stryd y Gogledd', 'Church Street': 'Stryd yr Eglwys', 'Broad Street': 'Stryd Lydan', 'High Street': 'Stryd Fawr', 'Station Road': 'Ffordd yr Orsaf', 'Castle Road': 'Ffordd y Castell', 'Garth Road': 'Ffordd y Garth', 'Kerry Road': 'Ffordd Ceri', 'Park Street': 'Stryd y Parc', 'Pool Road': 'Ffordd y Trallwng', 'Milford Road': 'Ffordd Milffwrd', 'Canal Road': 'Ffordd y Gamlas', 'Great Oak Street': 'Stryd y Dderwen Fawr', 'China Street': 'Stryd China', 'Long Bridge Street': 'Stryd y Bont Hir', 'Short Bridge Street': 'Stryd y Bont Fer', 'Penygreen Road': 'Ffordd Penygreen', 'Chapel Lane': 'Lôn y Capel', 'Old Road': 'Yr Hen Ffordd', 'Church Row': 'Rhes yr Eglwys', 'Pen-y-bont Lane': 'Lôn Pen-y-bont', 'Rectory Lane': 'Lôn y Rheithordy', 'Glan Gwy Road': 'Ffordd Glan Gwy' };
  bNotice.forEach((b, k) => {
    const file = `notices/hysbysiad-${b.id.toLowerCase()}.md`;
    b.hours = Math.round(b.hours);
    const dCy = b.mu === 'in' ? `${b.size} modfedd / ${b.size} inch` : `${b.dia} mm`;
    burstFacts(b, file, { date: fmtDate(b.date, 'long'), street: b.street, town: b.town, mat: b.mat, dia: b.mu === 'in' ? `${b.size} inch` : `${b.dia} mm`, lost: null, hours: `${b.hours} hours`, leader: null, zone: null, cause: null, cost: null });
    corpus.write(file, [
      `# Hysbysiad i gwsmeriaid / Customer notice — ${b.id}`, '',
      `**Pibell ddŵr wedi byrstio / Burst water main**`, '',
      `Cyfeirnod / Reference: ${b.id}`,
      `Dyddiad / Date: ${cyDate(b.date)} / ${fmtDate(b.date, 'long')}`,
      `Stryd / Street: ${STREET_CY[b.street] ?? b.street} / ${b.street}`,
      `Tref / Town: ${b.town}`,
      `Maint y bibell / Pipe size: ${dCy}`,
      `Deunydd / Material: ${MAT_CY[b.mat]} / ${b.mat}`,
      `Amser atgyweirio / Repair time: ${b.hours} awr / ${b.hours} hours`, '',
      'Ymddiheurwn am yr anghyfleustra. Efallai y bydd y dŵr wedi afliwio am gyfnod byr — rhedwch y tap dŵr oer nes ei fod yn glir.',
      'We apologise for the inconvenience. Your water may be discoloured for a short time — run the cold kitchen tap until it is clear.', '',
      `Ffôn / Phone: 0800 052 0${130 + k}`, '',
    ].join('\n'));
  });
}
{
  const WORDS = { 7: 'seven', 8: 'eight', 9: 'nine', 10: 'ten', 11: 'eleven', 12: 'twelve', 13: 'thirteen', 14: 'fourteen' };
  const hoursWords = (h) => {
    const H = Math.floor(h);
    const f = h - H;
    const w = WORDS[H] ?? String(H);
    return f === 0 ? `${w} hours` : f === 0.5 ? `${w} and a half hours` : f === 0.25 ? `${w} and a quarter hours` : `${w} and three-quarter hours`;
  };
  bIncident.forEach((b, k) => {
    const file = `mains/incident-reports/IR-2025-${pad(k + 1)}-${slug(b.street)}.md`;
    const ml = r2(b.lost / 1e6);
    b.lost = Math.round(ml * 1e6);
    const lostS = k === 1 ? `${group(Math.round(b.lost / 1000))} cubic metres` : `${ml} megalitres`;
    const dS = b.mu === 'in' ? `${b.size}-inch` : `${b.dia} mm`;
    const hS = hoursWords(b.hours);
    const costS = k === 2 ? `£${(b.cost / 1000).toFixed(1)}k` : `£${group(b.cost)}`;
    if (k === 2) b.cost = Math.round(Number((b.cost / 1000).toFixed(1)) * 1000);
    burstFacts(b, file, { date: fmtDate(b.date, 'long'), street: b.street, town: b.town, mat: b.mat.toLowerCase(), dia: dS, lost: lostS, hours: hS, leader: b.leader, zone: b.zone, cause: b.cause.toLowerCase(), cost: costS });
    corpus.write(file, `# Incident report IR-2025-${pad(k + 1)} — burst main, ${b.street}, ${b.town}

Job reference ${b.id}. Prepared for the district operations review.

## What happened

On ${fmtDate(b.date, 'long')} a ${dS} ${b.mat.toLowerCase()} trunk main failed under ${b.street}, ${b.town}, in the ${b.zone} zone.
Telemetry at the service reservoir showed the outlet flow more than doubling within twenty minutes. The cause was found
to be ${b.cause.toLowerCase()}. We estimate ${lostS} of treated water were lost before the main was isolated.

## Response

${b.leader}'s crew attended with the district's large-diameter kit and the main was back in service after
${hS}, including flushing and sampling. ${L(k, ['Alternative supplies (bottled water) went to 14 priority-register customers.', 'A tanker kept the service reservoir above 40 % through the night.', 'The road was closed for two days for reinstatement.'])}

## Cost and follow-up

Direct repair cost ${costS}, excluding reinstatement. The length has been added to the 2026 mains renewal programme.
`);
  });
}
{
  const file = 'mains/email-weekend-bursts.eml';
  const out = [];
  bMail.forEach((b, k) => {
    const dS = b.mu === 'in' ? `${b.size}-inch ${b.mat.toLowerCase()}` : `${b.dia} mm ${matLc(b.mat)}`;
    const mins = Math.round(b.hours * 60);
    b.hours = mins / 60;
    const hS = k === 1 ? `${mins} minutes` : hm(b.hours);
    const lostS = `${group(b.lost)} litres`;
    burstFacts(b, file, { date: fmtDate(b.date, 'long'), street: b.street, town: b.town, mat: matLc(b.mat), dia: b.mu === 'in' ? `${b.size}-inch` : `${b.dia} mm`, lost: lostS, hours: hS, leader: b.leader, zone: b.zone, cause: b.cause.toLowerCase(), cost: `£${group(b.cost)}` });
    out.push(`${L(k, ['First', 'Second', 'Third'])}, ${b.id} on ${fmtDate(b.date, 'long')}: a ${dS} main on ${b.street}, ${b.town} (${b.zone} zone) went at around ${L(k, ['06:40', '22:15', '13:05'])}. Cause looks like ${b.cause.toLowerCase()}. ` +
      `${b.leader} and crew had it repaired in ${hS}; we lost about ${lostS}. Cost so far £${group(b.cost)}.`);
  });
  corpus.write(file, `From: Owain Lloyd <owain.lloyd@dwrcanolbarth.example>
To: District Ops <ops.upperwye@dwrcanolbarth.example>
Date: Mon, 22 Sep 2025 07:58:10 +0100
Subject: Bursts not yet keyed into Ellipse

Morning,

Three jobs that went in on paper job sheets and have not been keyed into the work-management system yet:

${out.join('\n\n')}

Can someone in the office key these in before the monthly return please.

Owain
`);
}

// ------------------------------------------------------------------ staff layouts
function staffFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
  F('role', p.role, '', s.role);
  F('depot', p.depot, 'place', s.depot);
  F('grade', p.grade, '', s.grade);
  F('started', p.year, '', s.started);
}
{
  const file = 'people/district-team.html';
  const who = ['Sioned Pugh', 'Rhodri Evans', 'Huw Bowen', 'Ffion Jenkins', 'Gareth Price', 'Dylan Hughes'].map((n) => P[n]);
  const rows = who.map((p) => {
    staffFacts(p, file, { role: p.role, depot: p.depot, grade: `G${p.grade}`, started: `<td>${p.year}</td>` });
    return `      <tr><td>${esc(p.name)}</td><td>${esc(p.role)}</td><td>${esc(p.depot)}</td><td>G${p.grade}</td><td>${p.year}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>District team — Upper Wye &amp; Severn</title></head>
<body>
<h1>Tîm yr ardal / District team</h1>
<p>Managers, scientists and team leaders. Grades on the 2024 pay framework (G1–G9).</p>
<table>
  <thead><tr><th>Name</th><th>Role</th><th>Depot</th><th>Grade</th><th>Joined</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
['Catrin Morgan', 'Elin Rees', 'Owain Lloyd', 'Bethan Davies'].forEach((n, k) => {
  const p = P[n];
  const file = `people/profiles/${slug(n)}.md`;
  const since = fmtDate(p.start, 'month');
  staffFacts(p, file, { role: `Job title: ${p.role}`, depot: `Based at: ${p.depot} depot`, grade: `Pay grade: Grade ${p.grade}`, started: `With the company since: ${since}` });
  corpus.write(file, [
    `# ${n}`, '', `Job title: ${p.role}`, `Based at: ${p.depot} depot`, `Pay grade: Grade ${p.grade}`, `With the company since: ${since}`,
    `Welsh speaker: ${L(k, ['Yes (fluent)', 'Yes', 'Learner', 'Yes'])}`,
    `Qualifications: ${L(k, ['CEng, MCIWEM', 'MSc Environmental Microbiology', 'EUSR water hygiene, NRSWA supervisor', 'EUSR water hygiene, leak detection (Level 3)'])}`, '',
    L(k, ['Manages Hafod Fawr and Cefn Coch; deputises for Sioned at Carreg Wen.', 'Leads the Builth Wells sampling programme.', 'Newtown mains gang; large-diameter repairs across the district.', 'Active leakage control, Newtown and Kerry Road zones.']), '',
  ].join('\n'));
});
{
  const file = 'people/new-starters-2025.md';
  const out = ['# New starters 2025', '', 'Welcome to the three people who joined the district this year.', ''];
  ['Tomos Griffiths', 'Aled Jones', 'Ieuan Thomas'].forEach((n) => {
    const p = P[n];
    staffFacts(p, file, { role: `Position: ${p.role}`, depot: `Depot: ${p.depot}`, grade: `Band: ${p.grade}`, started: `Start date: ${fmtDate(p.start, 'long')}` });
    out.push(`## ${n}`, '', `Position: ${p.role}`, `Depot: ${p.depot}`, `Band: ${p.grade}`, `Start date: ${fmtDate(p.start, 'long')}`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'people/email-team-changes.eml';
  const n = P['Nia Watkins'];
  const m = P['Mared Powell'];
  const c = P['Carys Vaughan'];
  staffFacts(n, file, { role: 'sampling officer', depot: 'Rhayader', grade: 'grade 3', started: `since ${n.year}` });
  staffFacts(m, file, { role: 'network technician', depot: 'Builth Wells', grade: 'grade 4', started: `in ${fmtDate(m.start, 'month')}` });
  staffFacts(c, file, { role: 'distribution engineer', depot: 'Llanidloes', grade: 'grade 6', started: `in ${c.year}` });
  corpus.write(file, `From: Sioned Pugh <sioned.pugh@dwrcanolbarth.example>
To: Upper Wye staff <staff.upperwye@dwrcanolbarth.example>
Date: Fri, 4 Jul 2025 15:20:31 +0100
Subject: Who is who — people missing from the team page

Prynhawn da pawb,

The intranet team page only lists managers and team leaders, so here is who else you will meet:

Nia Watkins has been our sampling officer at the Rhayader depot since ${n.year}; she is on grade 3 and covers the
Carreg Wen and St Harmon zones. Mared Powell joined in ${fmtDate(m.start, 'month')} as a network technician and is based
at Builth Wells (grade 4). Carys Vaughan came to us in ${c.year} and is the distribution engineer at Llanidloes,
grade 6; she owns the asset data for the service reservoirs and pumping stations.

Sioned
`);
}
// on-call rota YAML: a second file for every person
{
  const file = 'operations/on-call-rota-q4-2025.yaml';
  const groups = { A: [], B: [], C: [], D: [] };
  const none = [];
  for (const p of STAFF) {
    corpus.also(p.name, 'staff', 'rota', p.rota === 'none' ? 'none' : p.rota, '', p.rota === 'none' ? '' : p.name, file);
    if (p.rota === 'none') none.push(p.name);
    else groups[p.rota].push(p.name);
  }
  const weeks = { A: [40, 44, 48, 52], B: [41, 45, 49, 1], C: [42, 46, 50, 2], D: [43, 47, 51, 3] };
  const out = ['# Standby / on-call rota, Q4 2025 (weeks 40-52 and the first weeks of 2026)', 'rota:', '  district: Upper Wye & Severn', '  period: 2025-Q4', '  groups:'];
  for (const g of ['A', 'B', 'C', 'D']) {
    out.push(`    ${g}:`, `      weeks: [${weeks[g].join(', ')}]`, '      members:');
    for (const n of groups[g]) out.push(`        - ${n}`);
    out.push(`      standby_vehicle: ${L(g.charCodeAt(0), ['CX21 WDR', 'CX70 GWY', 'CX22 HFN', 'CX19 DWR'])}`);
  }
  out.push('  not_on_rota:');
  for (const n of none) out.push(`    - ${n}`);
  out.push('  payments:', '    standby_week: "£310.00"', '    call_out: "£45 per attendance"', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ complaints
const CATS = ['Taste and odour', 'Discolouration', 'Low pressure', 'No supply'];
const CAT_CODE = { 'Taste and odour': 'TO', Discolouration: 'DIS', 'Low pressure': 'LP', 'No supply': 'NS' };
const CAT_CY = { 'Taste and odour': 'Blas ac arogl', Discolouration: 'Dŵr wedi afliwio', 'Low pressure': 'Pwysedd isel', 'No supply': 'Dim cyflenwad' };
const complaints = [];
{
  const cats = ['Discolouration', 'Taste and odour', 'Low pressure', 'Discolouration', 'No supply', 'Taste and odour', 'Low pressure', 'Discolouration', 'Low pressure', 'Taste and odour',
    'Discolouration', 'No supply', 'Discolouration', 'Low pressure', 'Taste and odour', 'Discolouration', 'Low pressure', 'Taste and odour'];
  const towns = ['Rhayader', 'Llanidloes', 'Newtown', 'Builth Wells', 'Rhayader', 'Newtown', 'Llangurig', 'Newbridge-on-Wye', 'Builth Wells', 'Llanidloes', 'St Harmon', 'Newtown', 'Rhayader', 'Llanwrthwl', 'Builth Wells', 'Llanidloes', 'Newtown', 'Rhayader'];
  cats.forEach((cat, i) => {
    const date = `2025-${pad(7 + Math.floor(i / 6))}-${pad(r.int(1, 28))}`;
    const town = towns[i];
    const tech = cat === 'Taste and odour' ? r.pick(['Elin Rees', 'Ffion Jenkins', 'Nia Watkins']) : cat === 'Discolouration' ? r.pick(['Nia Watkins', 'Tomos Griffiths', 'Bethan Davies', 'Mared Powell']) : r.pick(['Bethan Davies', 'Mared Powell']);
    const days = cat === 'No supply' ? r.int(1, 2) : r.int(1, 14);
    complaints.push({ id: `CC-25-${1100 + i * 17 + r.int(0, 9)}`, date, cat, town, zone: ZONE_OF_TOWN[town], days, lang: r.chance(0.35) ? 'Welsh' : 'English', tech, street: L(i, STREETS[town]) });
  });
  complaints.sort((a, b) => a.date.localeCompare(b.date));
  const lettersIdx = [complaints.findIndex((c) => c.town === 'Llanidloes' && c.cat !== 'No supply'), complaints.findIndex((c) => c.town === 'Llangurig')];
  lettersIdx.forEach((i) => (complaints[i].lang = 'Welsh'));
  complaints.forEach((c, i) => (c.layout = lettersIdx.includes(i) ? 'letter' : null));
}
function complaintFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.id, 'complaint', attr, value, unit, stated, file);
  F('date', c.date, 'date', s.date);
  F('category', c.cat, '', s.cat);
  F('town', c.town, 'place', s.town);
  F('zone', c.zone, 'text', s.zone ?? '');
  F('days_to_close', c.days, 'days', s.days);
  F('language', c.lang, '', s.lang);
  F('investigated_by', c.tech, 'person', s.tech);
}
{
  const rest = complaints.filter((c) => c.layout !== 'letter');
  rest.forEach((c, i) => (c.layout = i < 10 ? 'crm' : i < 14 ? 'html' : 'mail'));
  const file = 'crm/contacts-export-q3-2025.csv';
  const rows = complaints.filter((c) => c.layout === 'crm').map((c) => {
    complaintFacts(c, file, { date: ukDate(c.date), cat: CAT_CODE[c.cat], town: c.town, zone: c.zone.replace(' Service Reservoir', ''), days: String(c.days), lang: c.lang === 'Welsh' ? 'CY' : 'EN', tech: c.tech });
    return [c.id, ukDate(c.date), CAT_CODE[c.cat], c.street, c.town, c.zone.replace(' Service Reservoir', ''), c.days, c.lang === 'Welsh' ? 'CY' : 'EN', c.tech];
  });
  corpus.write(file, delimited(['Case', 'Opened', 'Cat', 'Street', 'Town', 'Zone (SR)', 'Days open', 'Lang', 'Owner'], rows));
  corpus.write('crm/category-codes.md', `# CRM contact category codes

| Code | Category | Cymraeg | Target to close |
|---|---|---|---|
| TO | Taste and odour | ${CAT_CY['Taste and odour']} | 10 working days |
| DIS | Discolouration | ${CAT_CY.Discolouration} | 5 working days |
| LP | Low pressure | ${CAT_CY['Low pressure']} | 10 working days |
| NS | No supply | ${CAT_CY['No supply']} | 1 day |

Lang: CY = the customer asked to be answered in Welsh, EN = English. Zone is the supply zone (service reservoir).
`);
}
{
  const file = 'crm/water-quality-contacts.html';
  const rows = complaints.filter((c) => c.layout === 'html').map((c) => {
    complaintFacts(c, file, { date: fmtDate(c.date, 'long'), cat: c.cat, town: c.town, zone: c.zone, days: `${c.days} days`, lang: c.lang, tech: c.tech });
    return `      <tr><td>${c.id}</td><td>${fmtDate(c.date, 'long')}</td><td>${esc(c.cat)}</td><td>${esc(c.street)}, ${esc(c.town)}</td><td>${esc(c.zone)}</td><td>${c.days} days</td><td>${c.lang}</td><td>${esc(c.tech)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Customer contacts — escalated</title></head>
<body>
<h1>Escalated customer contacts, Q3 2025</h1>
<p>Contacts escalated to the district for a visit. Time to close in calendar days.</p>
<table>
  <thead><tr><th>Reference</th><th>Received</th><th>Type</th><th>Address</th><th>Supply zone</th><th>Closed in</th><th>Language</th><th>Investigated by</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
{
  const file = 'crm/email-complaints-to-log.eml';
  const cs = complaints.filter((c) => c.layout === 'mail');
  const paras = cs.map((c, k) => {
    const days = { 1: 'one day', 2: 'two days', 3: 'three days', 4: 'four days', 5: 'five days', 6: 'six days', 7: 'a week', 8: 'eight days', 9: 'nine days', 10: 'ten days', 11: 'eleven days', 12: 'twelve days', 13: 'thirteen days', 14: 'a fortnight' }[c.days];
    complaintFacts(c, file, { date: fmtDate(c.date, 'long'), cat: c.cat.toLowerCase(), town: c.town, zone: c.zone, days, lang: c.lang, tech: c.tech });
    return `${c.id} — a customer on ${c.street}, ${c.town} (${c.zone} zone) rang on ${fmtDate(c.date, 'long')} about ${c.cat.toLowerCase()}. ${c.tech} visited; it was closed after ${days}. The customer asked for replies in ${c.lang}.`;
  });
  corpus.write(file, `From: Bethan Davies <bethan.davies@dwrcanolbarth.example>
To: Customer Services <cs.upperwye@dwrcanolbarth.example>
Date: Thu, 2 Oct 2025 11:03:52 +0100
Subject: Two contacts handled by phone, please log on CRM

Hi,

${paras.join('\n\n')}

Thanks,
Bethan
`);
}
complaints.filter((c) => c.layout === 'letter').forEach((c, k) => {
  const file = `crm/llythyr-${c.id.toLowerCase()}.md`;
  const daysCy = { 1: 'un diwrnod', 2: 'dau ddiwrnod', 3: 'tri diwrnod', 4: 'pedwar diwrnod', 5: 'pum diwrnod', 6: 'chwe diwrnod', 7: 'saith diwrnod', 8: 'wyth diwrnod', 9: 'naw diwrnod', 10: 'deg diwrnod', 11: 'un ar ddeg diwrnod', 12: 'deuddeg diwrnod', 13: 'tri ar ddeg diwrnod', 14: 'pedwar ar ddeg diwrnod' }[c.days];
  complaintFacts(c, file, { date: cyDate(c.date), cat: CAT_CY[c.cat], town: c.town, zone: c.zone, days: `${c.days} diwrnod`, lang: 'Cymraeg', tech: c.tech });
  corpus.write(file, `# Llythyr at gwsmer / Letter to customer — ${c.id}

Dyddiad y gŵyn / Date of complaint: ${cyDate(c.date)}
Cyfeiriad / Address: ${c.street}, ${c.town}
Math o gŵyn / Type of complaint: ${CAT_CY[c.cat]}
Ardal gyflenwi / Supply zone: ${c.zone}
Iaith / Language: Cymraeg

Annwyl gwsmer,

Diolch am gysylltu â ni ynglŷn â ${CAT_CY[c.cat].toLowerCase()} yn eich cartref. Ymwelodd ${c.tech} â’ch eiddo ac fe
ddatryswyd y broblem o fewn ${c.days} diwrnod (${daysCy}). ${L(k, ['Roedd y broblem yn deillio o waith ar y brif bibell gerllaw.', 'Rydym wedi fflysio’r brif bibell yn eich stryd.'])}

Yn gywir,
Tîm Gwasanaethau Cwsmeriaid / Customer Services Team
Dŵr Canolbarth

(English summary: complaint about ${c.cat.toLowerCase()}, visited by ${c.tech}, closed within ${c.days} days.)
`);
});

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `DŴR CANOLBARTH / MID WALES WATER — UPPER WYE & SEVERN DISTRICT — OPERATIONS DRIVE
reservoirs/        impounding reservoirs: sheets, datasheets, engineer's statement
hydrometry/        rain gauges
treatment-works/   WTW summaries and production reports
assets/            distribution storage register (JSON), pumping stations (YAML)
telemetry/         SCADA exports
leakage/           zone leakage
water-quality/     LIMS exports, published results, certificates
mains/             burst jobs, reports, incident reports
notices/           hysbysiadau / customer notices (bilingual)
people/            team, profiles, new starters
crm/               customer contacts
operations/        resource position, on-call rota, meetings, drought plan
Do not store customer personal data on this drive.
`);
corpus.write('operations/drought-plan-triggers.md', `# Drought plan 2025 — triggers for the district

| Trigger | Cwm Tywi control curve | Action |
|---|---|---|
| 1 | below normal curve for 2 weeks | media messages, leakage push |
| 2 | below drought curve | Temporary Use Ban consultation |
| 3 | below emergency storage (20 %) | drought permit application |

Compensation releases may be cut to 18 Ml/d under a drought permit. Average summer demand 171 Ml/d; peak week 2022
was 198 Ml/d.
`);
corpus.write('operations/ops-meeting-2025-09-18.md', `# District operations meeting — 18 September 2025

Present: Sioned Pugh (chair), Rhodri Evans, Catrin Morgan, Huw Bowen, Carys Vaughan, Owain Lloyd, Ffion Jenkins.

1. Leakage: 2025 year-to-date 4 % below 2024; the Newtown step-test programme finishes in October.
2. Mains renewal: 3.2 km approved for 2026 (£1.9m), mostly 4-inch cast iron in Rhayader and Llanidloes.
3. Water quality: three exceedances in Q3 (see Ffion's e-mail); lead pipe replacement programme to bid for 400
   communication pipes.
4. Telemetry: outstation replacement at two boosters slipped to November.
5. Next meeting: 16 October 2025, Rhayader depot, 10:00.
`);
corpus.write('operations/chemical-prices-2025.csv', delimited(['Chemical', 'Supplier', 'Unit', 'Price (GBP)', 'Delivery'], [
  ['Aluminium sulphate (8 % Al2O3)', 'Severnside Chemicals', 'tonne', '218.50', 'bulk tanker'],
  ['Sodium hypochlorite 14-15 %', 'Severnside Chemicals', 'tonne', '365.00', 'IBC'],
  ['Lime (hydrated)', 'Buxton Lime', 'tonne', '192.00', 'bulk'],
  ['Orthophosphoric acid 75 %', 'Chemdose Ltd', 'tonne', '1,140.00', 'IBC'],
  ['Polyelectrolyte', 'Chemdose Ltd', 'kg', '2.85', '25 kg sacks'],
]));
corpus.write('regulatory/standards-summary.md', `# Drinking water standards we report against (summary)

| Parameter | Standard (PCV) | Where |
|---|---|---|
| E. coli | 0 per 100 ml | all points |
| Coliform bacteria | 0 per 100 ml | works and service reservoirs |
| Turbidity | 4 NTU | customer taps |
| Turbidity (operational) | 1 NTU | works final water |
| Lead | 10 µg/l | customer taps |
| Iron | 200 µg/l | customer taps |
| Manganese | 50 µg/l | customer taps |
| Free chlorine | no PCV; operational ceiling 1.0 mg/l | works and service reservoirs |

Source: the Water Supply (Water Quality) Regulations 2018 (Wales). For internal guidance only.
`);
corpus.write('hse/confined-space-entry.md', `# Confined space entry — service reservoirs

- Permit to work required for every cell entry; two-person minimum plus top man.
- Gas monitor bump-tested before use (O2 19.5–23.5 %, H2S < 5 ppm).
- Chlorine washdown: 50 mg/l for 24 hours, or 20 mg/l for 24 hours after a 1-hour soak at 50 mg/l.
- Bacteriological samples must be clear before the cell returns to service.
`);
corpus.write('customer/gss-payments.md', `# Guaranteed Standards Scheme — payments (2025/26)

- Planned interruption without 48 hours' notice: £20.
- Supply not restored within 12 hours (mains up to 300 mm): £40 plus £20 per further 24 hours.
- Supply not restored within 48 hours (mains over 300 mm): £40.
- Appointment missed: £20.
Payments are made automatically where we know a customer was affected.
`);
corpus.write('fleet/district-vans.csv', delimited(['Registration', 'Make', 'Depot', 'Use', 'Mileage'], [
  ['CX21 WDR', 'Ford Transit', 'Rhayader', 'mains gang', '48,210'],
  ['CX70 GWY', 'Ford Ranger', 'Builth Wells', 'network technician', '61,904'],
  ['CX22 HFN', 'VW Crafter', 'Newtown', 'mains gang', '39,877'],
  ['CX19 DWR', 'Isuzu D-Max', 'Llanidloes', 'sampling', '72,145'],
  ['CX23 TYW', 'Ford Transit', 'Rhayader', 'sampling', '18,660'],
]));

const stats = corpus.flush(source);
console.log(`water: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
