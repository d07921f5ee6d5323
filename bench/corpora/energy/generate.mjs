#!/usr/bin/env node
// Energy corpus (held-out): the shared drive of "Kystkraft", a community energy cooperative with projects in West
// Jutland (Denmark) and in Northumberland / Cumbria (England), 2024-2025. 30 installations (solar roofs and parks,
// wind turbines, one small hydro, batteries), 10 sites, 11 equipment models, 8 contractors, 8 engineers, 30 members
// with share holdings, 24 maintenance tickets; monthly generation of 2024 in two WIDE tables (months across).
//   node bench/corpora/energy/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "energy-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) installations: Markdown `Key: value` sheets (UK solar roofs, kWp), HTML spec tables (wind turbines, MW,
//     hub height in m and ft), a CSV asset register with units in the header (Danish roofs), a DANISH semicolon
//     export (`Anlæg;Type;Lokalitet;Effekt (kW);Lager (kWh);Idriftsat;…`, decimal commas, dd-mm-yyyy), a YAML
//     battery list (`power: 250 kW`, `energy: 0.54 MWh`), a nested JSON SCADA export (`{value, unit: "MW"}`) and
//     two installations only in the prose of board minutes;
// (b) sites: HTML infobox pages (ha), Markdown with YAML front matter + pipe table (ha or acres), a TSV with units
//     in the values; grid-connection letters as e-mails (`.eml`, one in Danish) give the export limit of five sites
//     (facts of the site stated in a second file);
// (c) models: a flat JSON list (inverters, battery systems) and a text file of datasheet blocks (turbines);
// (d) contractors as an HTML definition list and Markdown bullets; engineers in YAML and HTML cards;
// (e) members: a CSV share register (EUR), a DANISH semicolon member list (DKK, `12.750,00`), a flat JSON list of
//     UK members (GBP) and a text file of founding-member blocks (`kr.`);
// (f) tickets: a nested JSON ticket-system export and a SERVICE LOG of dated lines (a ticket over several lines,
//     interleaved, with noise lines);
// (g) WIDE monthly generation of 2024: solar in kWh (CSV, months across), wind and hydro in MWh (Markdown table);
//     background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: capacities (installation power, model rating, export limits) in kW (`0.85 MW` →
// 850, `2150,0` → 2150); battery storage in kWh (`0.54 MWh` → 540); generation in kWh (`182.4` MWh → 182400); site
// area in ha (`14.8 acres` → × 0.40468564); hub height in m; downtime in hours (`2 days` → 48, `90 min` → 1.5);
// money in the stated currency (EUR, DKK or GBP; never converted); dates ISO; Danish words in English (`Solceller`
// = Solar PV, `Vindmølle` = Wind turbine, `Batterilager` = Battery, `I drift` = Operational, `Under reparation` =
// Under repair, `Privat` = Individual, `Husstand` = Household, `Virksomhed` = Business, `Kommune` = Municipality,
// `Forening` = Association).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, htmlTablePage, htmlInfoboxPage, htmlDlPage, mdYamlTableNote, rng, slug, targets, group } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('energy-v1');
const ACRE = 0.40468564224; // ha per acre
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const dk = (x, d) => {
  const s = Number(x).toFixed(d);
  const [i, f] = s.split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return f ? `${g},${f}` : g;
};
const dkPlain = (x, d) => Number(x).toFixed(d).replace('.', ',');
const dmy = (iso, sep = '-') => iso.split('-').reverse().join(sep);
const L = (k, xs) => xs[k % xs.length];

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (generation tables, grid letters). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ sites
const SITES = [
  { name: 'Hvidbjerg Enge', town: 'Hvidbjerg', country: 'Denmark', dso: 'N1', ha: 38.5, lease: '2041-12-31', host: 'Hvidbjerg Enge I/S' },
  { name: 'Skovly Gård', town: 'Ringkøbing', country: 'Denmark', dso: 'N1', ha: 6.2, lease: '2044-06-30', host: 'Karen and Poul Skovly' },
  { name: 'Lemvig Havn', town: 'Lemvig', country: 'Denmark', dso: 'N1', ha: 1.4, lease: '2039-03-31', host: 'Lemvig Havn (municipal harbour)' },
  { name: 'Bjerringbro Varmeværk', town: 'Bjerringbro', country: 'Denmark', dso: 'Konstant', ha: 0.9, lease: '2040-09-30', host: 'Bjerringbro Varmeværk A.m.b.a.' },
  { name: 'Aarup Skole', town: 'Aarup', country: 'Denmark', dso: 'TREFOR El-net', ha: 0.6, lease: '2038-07-31', host: 'Assens Kommune' },
  { name: 'Fjordvej Kollegium', town: 'Vejle', country: 'Denmark', dso: 'TREFOR El-net', ha: 0.8, lease: '2042-01-31', host: 'Boligforeningen Fjordvej' },
  { name: 'Brackenridge Farm', town: 'Bellingham', country: 'United Kingdom', dso: 'Northern Powergrid', acres: 14.8, lease: '2040-03-31', host: 'J. & M. Charlton' },
  { name: 'Allendale Mill', town: 'Allendale', country: 'United Kingdom', dso: 'Northern Powergrid', acres: 3.2, lease: '2038-10-31', host: 'Allendale Mill Trust' },
  { name: 'Hexham Community Centre', town: 'Hexham', country: 'United Kingdom', dso: 'Northern Powergrid', acres: 1.1, lease: '2037-05-31', host: 'Hexham Community Association' },
  { name: 'Penrith Auction Mart', town: 'Penrith', country: 'United Kingdom', dso: 'Electricity North West', ha: 4.6, lease: '2043-12-31', host: 'Penrith Farmers’ & Kidd’s plc' },
];
for (const s of SITES) s.area = s.acres != null ? r4(s.acres * ACRE) : s.ha;
const SITE = Object.fromEntries(SITES.map((s) => [s.name, s]));

// ------------------------------------------------------------------ models
const MODELS = [
  { name: 'SMA Sunny Tripower 25000TL', type: 'Inverter', maker: 'SMA Solar Technology', country: 'Germany', kw: 25, warranty: 5 },
  { name: 'Fronius Tauro 50-3', type: 'Inverter', maker: 'Fronius', country: 'Austria', kw: 50, warranty: 7 },
  { name: 'Huawei SUN2000-100KTL', type: 'Inverter', maker: 'Huawei', country: 'China', kw: 100, warranty: 10 },
  { name: 'SolarEdge SE82.8K', type: 'Inverter', maker: 'SolarEdge', country: 'Israel', kw: 82.8, warranty: 12 },
  { name: 'Pixii PowerShaper 2', type: 'Battery system', maker: 'Pixii', country: 'Norway', kw: 50, warranty: 10 },
  { name: 'BYD Chess Pro', type: 'Battery system', maker: 'BYD', country: 'China', kw: 500, warranty: 15 },
  { name: 'Vestas V52-850', type: 'Wind turbine', maker: 'Vestas', country: 'Denmark', kw: 850, warranty: 2, rotor: 52 },
  { name: 'Enercon E-44', type: 'Wind turbine', maker: 'Enercon', country: 'Germany', kw: 900, warranty: 5, rotor: 44 },
  { name: 'EWT DW54-500', type: 'Wind turbine', maker: 'EWT', country: 'Netherlands', kw: 500, warranty: 5, rotor: 54 },
  { name: 'Norvento nED100', type: 'Wind turbine', maker: 'Norvento', country: 'Spain', kw: 100, warranty: 5, rotor: 24 },
  { name: 'Gilkes Turgo 20T', type: 'Hydro turbine', maker: 'Gilkes', country: 'United Kingdom', kw: 110, warranty: 10, rotor: null },
];

// ------------------------------------------------------------------ contractors + engineers
const CONTRACTORS = [
  { name: 'Solkraft Vest ApS', country: 'Denmark', city: 'Holstebro', spec: 'Solar', founded: 2009, staff: 34, until: '2026-12-31' },
  { name: 'Vestjysk Vindservice A/S', country: 'Denmark', city: 'Lemvig', spec: 'Wind', founded: 1996, staff: 58, until: '2027-06-30' },
  { name: 'Nordisk Batteri Service ApS', country: 'Denmark', city: 'Aarhus', spec: 'Batteries', founded: 2018, staff: 12, until: '2025-12-31' },
  { name: 'Elinstallatør Brdr. Mikkelsen', country: 'Denmark', city: 'Ringkøbing', spec: 'Electrical', founded: 1974, staff: 21, until: '2025-09-30' },
  { name: 'Tyne Valley Renewables Ltd', country: 'United Kingdom', city: 'Hexham', spec: 'Wind', founded: 2011, staff: 27, until: '2026-03-31' },
  { name: 'Northumbria Solar Ltd', country: 'United Kingdom', city: 'Morpeth', spec: 'Solar', founded: 2013, staff: 16, until: '2025-11-30' },
  { name: 'Pennine Hydro Services', country: 'United Kingdom', city: 'Alston', spec: 'Hydro', founded: 2006, staff: 6, until: '2027-03-31' },
  { name: 'Cumbria Energy Installations', country: 'United Kingdom', city: 'Penrith', spec: 'Electrical', founded: 2015, staff: 19, until: '2026-08-31' },
];
const ENGINEERS = [
  { name: 'Jonas Kjær', employer: 'Vestjysk Vindservice A/S', base: 'Lemvig', cert: 'GWO Basic Safety', years: 14, rate: 725, cur: 'DKK' },
  { name: 'Sofie Lund', employer: 'Vestjysk Vindservice A/S', base: 'Thisted', cert: 'GWO Basic Safety', years: 6, rate: 650, cur: 'DKK' },
  { name: 'Mette Holm', employer: 'Solkraft Vest ApS', base: 'Holstebro', cert: 'Autoriseret elinstallatør', years: 11, rate: 695, cur: 'DKK' },
  { name: 'Anders Bach', employer: 'Nordisk Batteri Service ApS', base: 'Aarhus', cert: 'High-voltage battery (HV3)', years: 4, rate: 780, cur: 'DKK' },
  { name: 'Callum Reid', employer: 'Tyne Valley Renewables Ltd', base: 'Hexham', cert: 'GWO Basic Safety', years: 9, rate: 68, cur: 'GBP' },
  { name: 'Priya Nair', employer: 'Cumbria Energy Installations', base: 'Penrith', cert: 'MCS installer', years: 7, rate: 55, cur: 'GBP' },
  { name: 'Gareth Pryce', employer: 'Pennine Hydro Services', base: 'Alston', cert: 'ECS Gold Card', years: 22, rate: 62, cur: 'GBP' },
  { name: 'Emma Whitfield', employer: 'Northumbria Solar Ltd', base: 'Morpeth', cert: 'MCS installer', years: 3, rate: 48, cur: 'GBP' },
];

// ------------------------------------------------------------------ installations
// [name, kind, site, kW, kWh (batteries), commissioned, model, contractor, status, panels | hub height (m)]
const INST_DEF = [
  ['Hexham CC Roof', 'Solar PV', 'Hexham Community Centre', 49.5, null, '2017-06-22', 'Fronius Tauro 50-3', 'Northumbria Solar Ltd', 'Operational', 132],
  ['Penrith Mart Canopy', 'Solar PV', 'Penrith Auction Mart', 148.8, null, '2020-04-09', 'Huawei SUN2000-100KTL', 'Cumbria Energy Installations', 'Operational', 372],
  ['Penrith Mart Sheds', 'Solar PV', 'Penrith Auction Mart', 96, null, '2018-09-03', 'SMA Sunny Tripower 25000TL', 'Northumbria Solar Ltd', 'Under repair', 300],
  ['Brackenridge Barn Roof', 'Solar PV', 'Brackenridge Farm', 61.2, null, '2016-05-17', 'SMA Sunny Tripower 25000TL', 'Tyne Valley Renewables Ltd', 'Operational', 204],
  ['Allendale Mill Roof', 'Solar PV', 'Allendale Mill', 24.6, null, '2021-03-30', 'SMA Sunny Tripower 25000TL', 'Northumbria Solar Ltd', 'Operational', 60],
  ['Penrith Mart Car Park', 'Solar PV', 'Penrith Auction Mart', 210, null, '2023-10-12', 'SolarEdge SE82.8K', 'Cumbria Energy Installations', 'Operational', 500],
  ['Hvidbjerg Mølle 1', 'Wind turbine', 'Hvidbjerg Enge', 850, null, '2008-11-20', 'Vestas V52-850', 'Vestjysk Vindservice A/S', 'Operational', 49],
  ['Hvidbjerg Mølle 2', 'Wind turbine', 'Hvidbjerg Enge', 850, null, '2008-11-27', 'Vestas V52-850', 'Vestjysk Vindservice A/S', 'Under repair', 49],
  ['Hvidbjerg Mølle 3', 'Wind turbine', 'Hvidbjerg Enge', 900, null, '2012-09-04', 'Enercon E-44', 'Vestjysk Vindservice A/S', 'Operational', 55],
  ['Brackenridge Turbine 1', 'Wind turbine', 'Brackenridge Farm', 500, null, '2015-02-11', 'EWT DW54-500', 'Tyne Valley Renewables Ltd', 'Operational', 40],
  ['Pakhus 3 Tag', 'Solar PV', 'Lemvig Havn', 198.4, null, '2019-05-14', 'Huawei SUN2000-100KTL', 'Solkraft Vest ApS', 'Operational', 496],
  ['Fiskehal Tag', 'Solar PV', 'Lemvig Havn', 132, null, '2020-08-25', 'Huawei SUN2000-100KTL', 'Solkraft Vest ApS', 'Operational', 330],
  ['Aarup Skole Øst', 'Solar PV', 'Aarup Skole', 74.8, null, '2018-06-01', 'Fronius Tauro 50-3', 'Elinstallatør Brdr. Mikkelsen', 'Operational', 220],
  ['Aarup Skole Vest', 'Solar PV', 'Aarup Skole', 56.1, null, '2018-06-01', 'Fronius Tauro 50-3', 'Elinstallatør Brdr. Mikkelsen', 'Under repair', 165],
  ['Fjordvej Blok A', 'Solar PV', 'Fjordvej Kollegium', 88, null, '2021-09-15', 'SolarEdge SE82.8K', 'Solkraft Vest ApS', 'Operational', 220],
  ['Fjordvej Blok B', 'Solar PV', 'Fjordvej Kollegium', 92.4, null, '2022-04-07', 'SolarEdge SE82.8K', 'Solkraft Vest ApS', 'Operational', 231],
  ['Skovly Solpark', 'Solar PV', 'Skovly Gård', 2150, null, '2020-07-01', 'Huawei SUN2000-100KTL', 'Solkraft Vest ApS', 'Operational', 5120],
  ['Skovly Solpark Øst', 'Solar PV', 'Skovly Gård', 1240, null, '2023-05-22', 'Huawei SUN2000-100KTL', 'Solkraft Vest ApS', 'Operational', 2952],
  ['Skovly Mølle', 'Wind turbine', 'Skovly Gård', 100, null, '2014-03-18', 'Norvento nED100', 'Vestjysk Vindservice A/S', 'Operational', null],
  ['Varmeværket Tag', 'Solar PV', 'Bjerringbro Varmeværk', 312.5, null, '2019-10-02', 'SMA Sunny Tripower 25000TL', 'Elinstallatør Brdr. Mikkelsen', 'Operational', null],
  ['Varmeværket Batteri', 'Battery', 'Bjerringbro Varmeværk', 250, 500, '2022-11-30', 'Pixii PowerShaper 2', 'Nordisk Batteri Service ApS', 'Operational', null],
  ['Skovly Batteri', 'Battery', 'Skovly Gård', 1000, 2000, '2023-06-15', 'BYD Chess Pro', 'Nordisk Batteri Service ApS', 'Operational', null],
  ['Aarup Skole Batteri', 'Battery', 'Aarup Skole', 60, 120, '2021-01-20', 'Pixii PowerShaper 2', 'Elinstallatør Brdr. Mikkelsen', 'Operational', null],
  ['Hexham CC Battery', 'Battery', 'Hexham Community Centre', 30, 66, '2022-03-08', 'Pixii PowerShaper 2', 'Cumbria Energy Installations', 'Under repair', null],
  ['Brackenridge Battery', 'Battery', 'Brackenridge Farm', 250, 540, '2024-02-29', 'BYD Chess Pro', 'Tyne Valley Renewables Ltd', 'Operational', null],
  ['Allendale Mill Hydro', 'Hydro', 'Allendale Mill', 96, null, '2013-08-05', 'Gilkes Turgo 20T', 'Pennine Hydro Services', 'Operational', null],
  ['Penrith Mart Turbine', 'Wind turbine', 'Penrith Auction Mart', 100, null, '2017-12-01', 'Norvento nED100', 'Cumbria Energy Installations', 'Operational', 36],
  ['Lemvig Havnemølle', 'Wind turbine', 'Lemvig Havn', 500, null, '2016-10-19', 'EWT DW54-500', 'Vestjysk Vindservice A/S', 'Operational', 40],
  ['Fjordvej Batteri', 'Battery', 'Fjordvej Kollegium', 100, 215, '2025-02-14', 'Pixii PowerShaper 2', 'Nordisk Batteri Service ApS', 'Commissioning', null],
  ['Brackenridge Turbine 2', 'Wind turbine', 'Brackenridge Farm', 900, null, '2025-01-28', 'Enercon E-44', 'Tyne Valley Renewables Ltd', 'Commissioning', 55],
];
const insts = INST_DEF.map(([name, kind, site, kw, kwh, comm, model, contractor, status, extra]) => ({
  name, kind, site, kw, kwh, comm, model, contractor, status,
  panels: kind === 'Solar PV' ? extra : null, hub: kind === 'Wind turbine' ? extra : null,
}));
const I = Object.fromEntries(insts.map((x) => [x.name, x]));

function instFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'installation', attr, value, unit, stated, file);
  F('kind', x.kind, '', s.kind);
  F('site', x.site, 'place', s.site);
  F('capacity', x.kw, 'kW', s.kw);
  F('storage', x.kwh, 'kWh', s.kwh ?? '');
  F('commissioned', x.comm, 'date', s.comm);
  F('model', x.model, 'text', s.model);
  F('contractor', x.contractor, 'text', s.contractor);
  F('status', x.status, '', s.status);
  F('panels', x.panels, '', s.panels ?? '');
  F('hub_height', x.hub, 'm', s.hub ?? '');
}

// (a1) UK solar roofs: Markdown `Key: value` sheets
insts.slice(0, 6).forEach((x, k) => {
  const file = `installations/uk/${slug(x.name)}.md`;
  const kwp = `${x.kw % 1 ? x.kw.toFixed(1) : x.kw} kWp`;
  const comm = fmtDate(x.comm, k % 2 ? 'long' : 'short');
  const wp = Math.round((x.kw * 1000) / x.panels);
  const s = { kind: 'Solar PV', site: x.site, kw: `Capacity: ${kwp}`, comm: `Commissioned: ${comm}`, model: x.model, contractor: x.contractor, status: `Status: ${x.status}`, panels: `Modules: ${x.panels} × ${wp} W` };
  instFacts(x, file, s);
  corpus.write(file, [
    `# ${x.name}`, '',
    `Type: Solar PV (rooftop)`, `Site: ${x.site}`, `Capacity: ${kwp}`, `Modules: ${x.panels} × ${wp} W`, `Inverter: ${x.model}`,
    `Installer: ${x.contractor}`, `Commissioned: ${comm}`, `Status: ${x.status}`, `Metering: ${L(k, ['export MPAN on the main board', 'generation meter in plant room', 'half-hourly meter (HH)'])}`, '',
    `## Notes`, '',
    L(k, [
      `The array at ${x.site} has been on the roof since ${comm.split(' ').slice(-1)[0]}; the host buys about 40 % of the output on a PPA.`,
      `The roof was re-felted before installation. Bird mesh fitted in 2023.`,
      x.status === 'Under repair' ? `One string has been isolated after an insulation fault; see the service log.` : `No open defects at the last annual inspection.`,
    ]), '',
  ].join('\n'));
});

// (a2) wind turbines: HTML spec tables (MW, hub height in m with ft)
insts.slice(6, 10).forEach((x, k) => {
  const file = `installations/wind/${slug(x.name)}.html`;
  const mw = `${(x.kw / 1000).toFixed(x.kw % 100 ? 3 : 2)} MW`;
  const ft = Math.round(x.hub / 0.3048);
  const hub = k % 2 ? `${x.hub} m (${ft} ft)` : `${x.hub} m`;
  const comm = fmtDate(x.comm, k % 2 ? 'us' : 'long');
  const m = MODELS.find((y) => y.name === x.model);
  const s = { kind: 'Wind turbine', site: x.site, kw: mw, comm, model: x.model, contractor: x.contractor, status: x.status, hub };
  instFacts(x, file, s);
  corpus.write(file, htmlTablePage({
    title: x.name, docTitle: `${x.name} | Kystkraft turbines`, crumbs: ['Kystkraft', 'Installations', 'Wind', x.name],
    lead: [`${x.name} is a ${m.maker} turbine at ${x.site}, rated ${mw}. ${L(k, ['It feeds the 10 kV line to the Hvidbjerg substation.', 'Its blades were inspected by drone in 2024.', 'Sound curtailment applies at night from the west.', 'It shares its access track with the farm.'])}`],
    sections: [
      { heading: 'Turbine', rows: [['Type', 'Wind turbine'], ['Model', x.model], ['Rated power', mw], ['Rotor diameter', `${m.rotor} m`], ['Hub height', hub]] },
      { heading: 'Operation', rows: [['Site', x.site], ['Commissioned', comm], ['Service contractor', x.contractor], ['Status', x.status]] },
    ],
    footer: 'Availability figures are in the monthly generation tables.',
  }));
});

// (a3) Danish roofs: CSV asset register, units in the header
{
  const file = 'installations/asset-register-dk-roofs.csv';
  const rows = insts.slice(10, 16).map((x) => {
    instFacts(x, file, { kind: 'Solar PV', site: x.site, kw: x.kw.toFixed(1), comm: x.comm, model: x.model, contractor: x.contractor, status: x.status, panels: String(x.panels) });
    return [x.name, 'Solar PV', x.site, x.kw.toFixed(1), x.panels, x.model, x.contractor, x.comm, x.status];
  });
  corpus.write(file, delimited(['Installation', 'Technology', 'Site', 'Capacity (kWp)', 'Panels (no.)', 'Inverter model', 'Installer', 'Commissioned', 'Status'], rows));
}

// (a4) DANISH semicolon export (decimal commas, dd-mm-yyyy)
{
  const file = 'eksport/anlaegsliste-2025.csv';
  const KIND_DK = { 'Solar PV': 'Solceller', 'Wind turbine': 'Vindmølle', Battery: 'Batterilager' };
  const STATUS_DK = { Operational: 'I drift', 'Under repair': 'Under reparation' };
  const rows = insts.slice(16, 21).map((x) => {
    const kw = dkPlain(x.kw, 1);
    const kwh = x.kwh != null ? dkPlain(x.kwh, 1) : '';
    instFacts(x, file, { kind: KIND_DK[x.kind], site: x.site, kw, kwh: kwh || '', comm: dmy(x.comm), model: x.model, contractor: x.contractor, status: STATUS_DK[x.status], panels: x.panels != null ? String(x.panels) : '' });
    return [x.name, KIND_DK[x.kind], x.site, kw, kwh, x.panels ?? '', dmy(x.comm), x.model, x.contractor, STATUS_DK[x.status]];
  });
  corpus.write(file, delimited(['Anlæg', 'Type', 'Lokalitet', 'Effekt (kW)', 'Lager (kWh)', 'Antal paneler', 'Idriftsat', 'Model', 'Installatør', 'Status'], rows, ';'));
}

// (a5) batteries: YAML
{
  const file = 'installations/batteries.yaml';
  const out = ['# Battery storage — asset list (ops team)', '# power = max. charge/discharge; energy = usable capacity', 'batteries:'];
  insts.slice(21, 25).forEach((x, k) => {
    const energy = k % 2 ? `${(x.kwh / 1000).toFixed(2)} MWh` : `${x.kwh} kWh`;
    const comm = k % 2 ? fmtDate(x.comm, 'long') : x.comm;
    instFacts(x, file, { kind: 'battery', site: x.site, kw: `${x.kw} kW`, kwh: energy, comm, model: x.model, contractor: x.contractor, status: x.status });
    out.push(`  - name: ${x.name}`, `    site: ${x.site}`, `    power: ${x.kw} kW`, `    energy: ${energy}`, `    system: ${x.model}`, `    installer: ${x.contractor}`,
      `    commissioned: ${comm.includes(' ') ? `"${comm}"` : comm}`, `    status: ${x.status}`, `    chemistry: ${L(k, ['LFP', 'LFP', 'NMC', 'LFP'])}`, `    type: battery`);
  });
  out.push('');
  corpus.write(file, out.join('\n'));
}

// (a6) nested SCADA export
{
  const file = 'installations/scada-assets-export.json';
  const recs = insts.slice(25, 28).map((x, k) => {
    const mwForm = k > 0;
    instFacts(x, file, { kind: x.kind, site: x.site, kw: '', comm: x.comm, model: x.model, contractor: x.contractor, status: x.status, hub: x.hub != null ? '' : '' });
    return {
      asset: { id: `KK-${['HY', 'WT', 'WT'][k]}-${String(k + 11).padStart(3, '0')}`, label: x.name, technology: x.kind },
      location: { site: x.site },
      nameplate: { rated_power: mwForm ? { value: x.kw / 1000, unit: 'MW' } : { value: x.kw, unit: 'kW' }, ...(x.hub != null ? { hub_height_m: x.hub } : {}), model: x.model },
      lifecycle: { commissioned: x.comm, om_contractor: x.contractor, state: x.status },
    };
  });
  corpus.write(file, JSON.stringify({ exported_at: '2025-04-02T06:00:00Z', system: 'Kystkraft SCADA (read-only)', assets: recs }, null, 2) + '\n');
}

// (a7) two 2025 installations in the prose of board minutes
{
  const file = 'board/minutes-2025-03-12.md';
  const b = I['Fjordvej Batteri'];
  const t = I['Brackenridge Turbine 2'];
  instFacts(b, file, { kind: 'battery', site: b.site, kw: '100 kW', kwh: '215 kWh', comm: '14 February 2025', model: b.model, contractor: b.contractor, status: 'commissioning' });
  instFacts(t, file, { kind: 'turbine', site: t.site, kw: '0.9 MW', comm: '28 January 2025', model: t.model, contractor: t.contractor, status: 'commissioning', hub: '55 m' });
  corpus.write(file, `# Board meeting — 12 March 2025

Present: Birgitte Overgaard (chair), Thomas Brandt, Helen Armstrong, Lars Mørk, Rachel Dodd (minutes).
Apologies: Niels Agger.

## 1. New assets

The board noted that the Fjordvej Batteri at Fjordvej Kollegium was energised on 14 February 2025. It is a Pixii PowerShaper 2 battery system of 100 kW and 215 kWh, installed by Nordisk Batteri Service ApS, and is still in commissioning until the frequency-response tests are signed off.

Brackenridge Turbine 2, a refurbished Enercon E-44 wind turbine on a 55 m tower at Brackenridge Farm, first exported on 28 January 2025. Tyne Valley Renewables Ltd erected it and will service it. At 0.9 MW it doubles the farm's wind capacity; it remains in commissioning until the noise survey is accepted.

## 2. Finance

Generation income for 2024 came to DKK 6.1 million in Denmark and £412,000 in the UK. The board agreed to propose a dividend of 4.5 % on paid-in share capital at the AGM.

## 3. Decisions

- Approve the repowering study for Hvidbjerg Mølle 1 and 2 (budget DKK 350,000).
- Extend the framework agreement with Northumbria Solar Ltd by twelve months.
- Open a share offer of up to 2,000 shares for the Skovly Gård extension.

Next meeting: 11 June 2025.
`);
}

// ------------------------------------------------------------------ sites
function siteFacts(st, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(st.name, 'site', attr, value, unit, stated, file);
  F('town', st.town, 'place', s.town);
  F('country', st.country, 'place', s.country);
  F('grid_operator', st.dso, 'text', s.dso);
  F('area', st.area, 'ha', s.area);
  F('lease_end', st.lease, 'date', s.lease);
  F('host', st.host, 'text', s.host);
}
// (b1) HTML infobox pages
SITES.slice(0, 4).forEach((st, k) => {
  const file = `sites/${slug(st.name)}.html`;
  const lease = fmtDate(st.lease, 'long');
  siteFacts(st, file, { town: st.town, country: st.country, dso: st.dso, area: `${st.area} ha`, lease, host: st.host });
  const here2 = insts.filter((x) => x.site === st.name).map((x) => x.name);
  corpus.write(file, htmlInfoboxPage({
    title: st.name,
    sections: [
      { heading: 'Location', rows: [['Town', st.town], ['Country', st.country], ['Area', `${st.area} ha`]] },
      { heading: 'Agreements', rows: [['Host / landowner', st.host], ['Lease ends', lease], ['Grid operator', st.dso]] },
    ],
    lead: [`${st.name} near ${st.town} hosts ${here2.length === 1 ? 'one of our installations' : `${here2.length} of our installations`}. ${L(k, ['The access road is shared with the farm.', 'Visits must be booked with the harbour office.', 'Keys are kept at the plant room.', 'Parking behind the boiler house.'])}`],
  }));
});
// (b2) Markdown with YAML front matter + pipe table
SITES.slice(4, 7).forEach((st) => {
  const file = `sites/${slug(st.name)}.md`;
  const area = st.acres != null ? `${st.acres} acres` : `${st.area} ha`;
  const lease = st.country === 'Denmark' ? dmy(st.lease, '.') : fmtDate(st.lease, 'short');
  siteFacts(st, file, { town: st.town, country: st.country, dso: st.dso, area, lease, host: st.host });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['site', st.name], ['country', st.country], ['updated', '2025-02-03']],
    title: st.name,
    lead: [`Site file for ${st.name} in ${st.town}.`],
    sections: [{ heading: 'Site details', rows: [['Town', st.town], ['Country', st.country], ['Area', area], ['Host', st.host], ['Lease end', lease], ['Distribution network operator', st.dso]] }],
    footer: 'Contact the site host before any visit.',
  }));
});
// (b3) TSV with units in the values
{
  const file = 'sites/uk-sites.tsv';
  const rows = SITES.slice(7).map((st) => {
    const area = st.acres != null ? `${st.acres} acres` : `${st.area} ha`;
    const lease = dmy(st.lease, '/');
    siteFacts(st, file, { town: st.town, country: 'UK', dso: st.dso, area, lease, host: st.host });
    return [st.name, st.town, 'UK', st.dso, area, lease, st.host];
  });
  corpus.write(file, delimited(['Site', 'Town', 'Country', 'DNO', 'Area', 'Lease end', 'Host'], rows, '\t'));
}

// grid-connection letters (export limits of five sites, stated in a second file)
const LETTERS = [
  { site: 'Hvidbjerg Enge', kw: 3000, stated: '3,0 MW', date: '2024-05-06', lang: 'da', from: 'tilslutning@n1.example', ref: 'N1-TS-24-0871' },
  { site: 'Skovly Gård', kw: 2500, stated: '2.500 kW', date: '2024-09-17', lang: 'da', from: 'nettilslutning@n1.example', ref: 'N1-TS-24-1322' },
  { site: 'Brackenridge Farm', kw: 1250, stated: '1,250 kW', date: '2024-06-20', lang: 'en', from: 'connections@northernpowergrid.example', ref: 'NPG-OFF-118274' },
  { site: 'Allendale Mill', kw: 100, stated: '100 kW', date: '2024-02-12', lang: 'en', from: 'connections@northernpowergrid.example', ref: 'NPG-OFF-109935' },
  { site: 'Penrith Auction Mart', kw: 450, stated: '0.45 MW', date: '2024-11-04', lang: 'en', from: 'newconnections@enwl.example', ref: 'ENWL-4471-Q' },
];
LETTERS.forEach((lt) => {
  const file = `grid/${lt.date}-${slug(lt.site)}.eml`;
  const st = SITE[lt.site];
  corpus.also(lt.site, 'site', 'export_limit', lt.kw, 'kW', lt.stated, file);
  const body = lt.lang === 'da'
    ? `Kære Kystkraft,

Vedr. ${lt.site}, ${st.town} (sag ${lt.ref})

Vi kan hermed bekræfte, at anlæggene på ${lt.site} kan tilsluttes vores 10 kV-net med en samlet eksportgrænse på ${lt.stated}. Tilsagnet gælder i 12 måneder fra dags dato. Tilslutningsbidraget opkræves særskilt.

Måleren skal være fjernaflæst, og anlægget skal kunne reguleres ned efter anmodning fra netvirksomheden.

Med venlig hilsen
Nettilslutning, ${st.dso}`
    : `Dear Kystkraft Community Energy,

Re: ${lt.site}, ${st.town} — connection offer ${lt.ref}

Following our study we are pleased to confirm that the generation at ${lt.site} can be connected with a maximum export capacity of ${lt.stated}. Import is limited to 60 kVA for auxiliary supplies. The offer is valid for 90 days; please return the signed acceptance form with the first payment.

Please note that an export limitation scheme (G100) will be required if the installed capacity on site exceeds the export capacity.

Kind regards,
Connections team, ${st.dso}`;
  corpus.write(file, `From: ${lt.from}
To: drift@kystkraft.example
Date: ${fmtDate(lt.date, 'short')} 09:${String(10 + lt.kw % 40).padStart(2, '0')}
Subject: ${lt.lang === 'da' ? 'Tilslutningstilsagn' : 'Connection offer'} — ${lt.site}

${body}
`);
});

// ------------------------------------------------------------------ models
function modelFacts(m, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(m.name, 'model', attr, value, unit, stated, file);
  F('type', m.type, '', s.type);
  F('manufacturer', m.maker, 'text', s.maker);
  F('maker_country', m.country, 'place', s.country);
  F('rated_power', m.kw, 'kW', s.kw);
  F('warranty', m.warranty, 'years', s.warranty);
}
{
  const file = 'equipment/inverters-and-batteries.json';
  const recs = MODELS.filter((m) => m.type !== 'Wind turbine' && m.type !== 'Hydro turbine').map((m) => {
    modelFacts(m, file, { type: m.type, maker: m.maker, country: m.country, kw: '', warranty: '' });
    return { model: m.name, category: m.type, manufacturer: m.maker, made_in: m.country, rated_power_kw: m.kw, warranty_years: m.warranty };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'equipment/turbine-datasheets.txt';
  const out = ['TURBINE DATASHEETS — summary sheet kept by the ops team', '(rated power as on the manufacturer sheet)', ''];
  MODELS.filter((m) => m.type === 'Wind turbine' || m.type === 'Hydro turbine').forEach((m, k) => {
    const kw = k % 2 ? `${(m.kw / 1000).toFixed(2).replace(/0$/, '')} MW` : `${m.kw} kW`;
    const warranty = m.warranty === 2 ? 'two years' : `${m.warranty} years`;
    modelFacts(m, file, { type: m.type, maker: m.maker, country: m.country, kw, warranty });
    out.push(`MODEL: ${m.name.toUpperCase()}`, `Type: ${m.type}`, `Manufacturer: ${m.maker} (${m.country})`, `Rated power: ${kw}`,
      ...(m.rotor ? [`Rotor diameter: ${m.rotor} m`] : ['Head: 42 m (gross)']), `Standard warranty: ${warranty}`, '');
  });
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ contractors + engineers
function contractorFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'contractor', attr, value, unit, stated, file);
  F('country', c.country, 'place', s.country);
  F('city', c.city, 'place', s.city);
  F('speciality', c.spec, '', s.spec);
  F('founded', c.founded, '', s.founded);
  F('employees', c.staff, '', s.staff);
  F('framework_end', c.until, 'date', s.until);
}
{
  const file = 'contractors/danish-contractors.html';
  const cs = CONTRACTORS.filter((c) => c.country === 'Denmark');
  cs.forEach((c) => contractorFacts(c, file, { country: 'Denmark', city: c.city, spec: c.spec, founded: String(c.founded), staff: `${c.staff} employees`, until: fmtDate(c.until, 'long') }));
  corpus.write(file, htmlDlPage({
    title: 'Contractors — Denmark', site: 'Kystkraft A.m.b.a. — drift',
    lead: ['Framework agreements for service and installation in Denmark. Call-out rates are in the agreements.'],
    sections: cs.map((c) => ({ heading: c.name, rows: [['Country', 'Denmark'], ['City', c.city], ['Speciality', c.spec], ['Founded', String(c.founded)], ['Staff', `${c.staff} employees`], ['Framework agreement until', fmtDate(c.until, 'long')]] })),
    footer: 'Updated January 2025.',
  }));
}
{
  const file = 'contractors/uk-contractors.md';
  const out = ['# UK contractors', '', 'Approved contractors for the Northumberland and Cumbria sites.', ''];
  CONTRACTORS.filter((c) => c.country === 'United Kingdom').forEach((c) => {
    contractorFacts(c, file, { country: 'England', city: c.city, spec: c.spec, founded: `Established: ${c.founded}`, staff: `Headcount: ${c.staff}`, until: fmtDate(c.until, 'short') });
    out.push(`## ${c.name}`, '', `- Based in: ${c.city}, England`, `- Speciality: ${c.spec}`, `- Established: ${c.founded}`, `- Headcount: ${c.staff}`, `- Framework ends: ${fmtDate(c.until, 'short')}`, '');
  });
  corpus.write(file, out.join('\n'));
}
function engineerFacts(e, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(e.name, 'engineer', attr, value, unit, stated, file);
  F('employer', e.employer, 'text', s.employer);
  F('based_in', e.base, 'place', s.base);
  F('certification', e.cert, '', s.cert);
  F('experience', e.years, 'years', s.years);
  F('hourly_rate', e.rate, e.cur, s.rate);
}
{
  const file = 'contractors/engineers-dk.yaml';
  const out = ['# Field engineers (Denmark) — call-out list', 'engineers:'];
  ENGINEERS.filter((e) => e.cur === 'DKK').forEach((e) => {
    engineerFacts(e, file, { employer: e.employer, base: e.base, cert: e.cert, years: `experience_years: ${e.years}`, rate: `${e.rate} DKK/h` });
    out.push(`  - name: ${e.name}`, `    employer: ${e.employer}`, `    base: ${e.base}`, `    certification: "${e.cert}"`, `    experience_years: ${e.years}`, `    hourly_rate: ${e.rate} DKK/h`, `    phone: "+45 ${r.int(20, 99)} ${r.int(10, 99)} ${r.int(10, 99)} ${r.int(10, 99)}"`);
  });
  out.push('');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'contractors/engineers-uk.html';
  const cards = ENGINEERS.filter((e) => e.cur === 'GBP').map((e, k) => {
    const yrs = k === 2 ? 'twenty-two years' : `${e.years} years`;
    engineerFacts(e, file, { employer: e.employer, base: e.base, cert: e.cert, years: yrs, rate: `£${e.rate}.00 per hour` });
    return `  <div class="card">
    <h3>${esc(e.name)}</h3>
    <p class="org">${esc(e.employer)}</p>
    <ul>
      <li>Based in ${esc(e.base)}</li>
      <li>${esc(e.cert)}</li>
      <li>${yrs} in the trade</li>
      <li>£${e.rate}.00 per hour</li>
    </ul>
  </div>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>UK field engineers</title></head>
<body>
<h1>UK field engineers</h1>
<p>Engineers our UK contractors send to site. Rates are the agreed call-out rates (excl. VAT).</p>
<div class="cards">
${cards.join('\n')}
</div>
</body></html>
`);
}

// ------------------------------------------------------------------ members
const SHARE = { EUR: 100, DKK: 750, GBP: 50 };
// [name, town, country, type, shares, currency, joined, project]
const MEMBER_DEF = [
  // register (EUR)
  ['Birgitte Overgaard', 'Lemvig', 'Denmark', 'Individual', 120, 'EUR', '2008-03-14', 'Hvidbjerg Enge'],
  ['Thomas Brandt', 'Flensburg', 'Germany', 'Individual', 45, 'EUR', '2016-09-02', 'Lemvig Havn'],
  ['Lemvig Kommune', 'Lemvig', 'Denmark', 'Municipality', 600, 'EUR', '2015-11-30', 'Lemvig Havn'],
  ['Hvidbjerg Borgerforening', 'Hvidbjerg', 'Denmark', 'Association', 85, 'EUR', '2009-01-19', 'Hvidbjerg Enge'],
  ['Anne-Marie Thygesen', 'Struer', 'Denmark', 'Individual', 30, 'EUR', '2019-05-27', 'Skovly Gård'],
  ['Jens Peter Kirk', 'Thisted', 'Denmark', 'Household', 64, 'EUR', '2008-06-11', 'Hvidbjerg Enge'],
  ['Vestkyst Bryghus ApS', 'Lemvig', 'Denmark', 'Business', 250, 'EUR', '2020-02-17', 'Lemvig Havn'],
  ['Ulrike Hansen', 'Husum', 'Germany', 'Individual', 18, 'EUR', '2021-08-09', 'Skovly Gård'],
  ['Ringkøbing Golfklub', 'Ringkøbing', 'Denmark', 'Association', 140, 'EUR', '2020-06-30', 'Skovly Gård'],
  ['Karsten Møller', 'Holstebro', 'Denmark', 'Household', 52, 'EUR', '2013-04-22', 'Skovly Gård'],
  ['Lars Mørk', 'Bjerringbro', 'Denmark', 'Individual', 75, 'EUR', '2019-10-15', 'Bjerringbro Varmeværk'],
  ['Fru Jensens Bageri', 'Vejle', 'Denmark', 'Business', 40, 'EUR', '2022-03-01', 'Fjordvej Kollegium'],
  // Danish list (DKK)
  ['Mette Sørensen', 'Aarup', 'Denmark', 'Individual', 20, 'DKK', '2018-08-20', 'Aarup Skole'],
  ['Poul Skovly', 'Ringkøbing', 'Denmark', 'Household', 200, 'DKK', '2020-05-04', 'Skovly Gård'],
  ['Assens Kommune', 'Assens', 'Denmark', 'Municipality', 400, 'DKK', '2018-04-12', 'Aarup Skole'],
  ['Bjerringbro Varmeværk A.m.b.a.', 'Bjerringbro', 'Denmark', 'Business', 320, 'DKK', '2019-09-25', 'Bjerringbro Varmeværk'],
  ['Kirsten Dahl', 'Vejle', 'Denmark', 'Individual', 12, 'DKK', '2021-11-08', 'Fjordvej Kollegium'],
  ['Henrik Vestergaard', 'Lemvig', 'Denmark', 'Household', 90, 'DKK', '2016-07-01', 'Lemvig Havn'],
  ['Boligforeningen Fjordvej', 'Vejle', 'Denmark', 'Association', 150, 'DKK', '2021-06-14', 'Fjordvej Kollegium'],
  ['Sanne Iversen', 'Bjerringbro', 'Denmark', 'Individual', 35, 'DKK', '2023-01-30', 'Bjerringbro Varmeværk'],
  // UK members (GBP)
  ['Helen Armstrong', 'Hexham', 'United Kingdom', 'Individual', 160, 'GBP', '2017-04-03', 'Hexham Community Centre'],
  ['Rachel Dodd', 'Bellingham', 'United Kingdom', 'Household', 240, 'GBP', '2015-01-15', 'Brackenridge Farm'],
  ['Tynedale Climate Action', 'Hexham', 'United Kingdom', 'Association', 100, 'GBP', '2017-05-22', 'Hexham Community Centre'],
  ['Allendale Village Shop Ltd', 'Allendale', 'United Kingdom', 'Business', 60, 'GBP', '2013-09-09', 'Allendale Mill'],
  ['Duncan Robson', 'Penrith', 'United Kingdom', 'Individual', 400, 'GBP', '2020-03-16', 'Penrith Auction Mart'],
  ['Eden District Council', 'Penrith', 'United Kingdom', 'Municipality', 1000, 'GBP', '2018-10-01', 'Penrith Auction Mart'],
  // founding members (DKK, text blocks)
  ['Niels Agger', 'Hvidbjerg', 'Denmark', 'Individual', 300, 'DKK', '2007-10-01', 'Hvidbjerg Enge'],
  ['Grethe Bundgaard', 'Thisted', 'Denmark', 'Household', 180, 'DKK', '2007-10-01', 'Hvidbjerg Enge'],
  ['Thyholm Landboforening', 'Hvidbjerg', 'Denmark', 'Association', 500, 'DKK', '2007-11-15', 'Hvidbjerg Enge'],
  ['Ole Kristensen', 'Lemvig', 'Denmark', 'Individual', 95, 'DKK', '2007-12-03', 'Lemvig Havn'],
];
const members = MEMBER_DEF.map(([name, town, country, type, shares, cur, joined, project]) => ({ name, town, country, type, shares, cur, joined, project, paid: shares * SHARE[cur] }));
function memberFacts(m, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(m.name, 'member', attr, value, unit, stated, file);
  F('town', m.town, 'place', s.town);
  F('country', m.country, 'place', s.country);
  F('member_type', m.type, '', s.type);
  F('shares', m.shares, 'shares', s.shares);
  F('paid_in', m.paid, m.cur, s.paid);
  F('joined', m.joined, 'date', s.joined);
  F('project', m.project, 'place', s.project);
}
{
  const file = 'members/share-register-2025.csv';
  const rows = members.slice(0, 12).map((m) => {
    memberFacts(m, file, { town: m.town, country: m.country, type: m.type, shares: String(m.shares), paid: m.paid.toFixed(2), joined: m.joined, project: m.project });
    return [m.name, m.town, m.country, m.type, m.project, m.shares, m.paid.toFixed(2), m.joined];
  });
  corpus.write(file, delimited(['Member', 'Town', 'Country', 'Member type', 'Project', 'Shares (no.)', 'Paid in (EUR)', 'Joined'], rows));
}
const TYPE_DK = { Individual: 'Privat', Household: 'Husstand', Business: 'Virksomhed', Municipality: 'Kommune', Association: 'Forening' };
{
  const file = 'members/medlemsliste-dk.csv';
  const rows = members.slice(12, 20).map((m) => {
    memberFacts(m, file, { town: m.town, country: '', type: TYPE_DK[m.type], shares: String(m.shares), paid: dk(m.paid, 2), joined: dmy(m.joined, '.'), project: m.project });
    return [m.name, m.town, TYPE_DK[m.type], m.project, m.shares, dk(m.paid, 2), dmy(m.joined, '.')];
  });
  corpus.write(file, delimited(['Medlem', 'By', 'Medlemstype', 'Projekt', 'Andele', 'Indskud (DKK)', 'Indmeldt'], rows, ';'));
}
{
  const file = 'members/uk-members.json';
  const recs = members.slice(20, 26).map((m) => {
    memberFacts(m, file, { town: m.town, country: 'UK', type: m.type.toLowerCase(), shares: '', paid: '', joined: m.joined, project: m.project });
    return { name: m.name, town: m.town, country: 'UK', member_type: m.type.toLowerCase(), project: m.project, shares: m.shares, investment_gbp: m.paid, joined: m.joined };
  });
  corpus.write(file, JSON.stringify({ society: 'Kystkraft Community Energy Ltd (UK)', share_price_gbp: 50, members: recs }, null, 2) + '\n');
}
{
  const file = 'members/founding-members.txt';
  const out = ['FOUNDING MEMBERS — KYSTKRAFT (signed the founding charter in autumn 2007)', ''];
  members.slice(26).forEach((m) => {
    const paid = `kr. ${dk(m.paid, 0)}`;
    memberFacts(m, file, { town: m.town, country: 'Danmark', type: m.type, shares: `${m.shares} andele`, paid, joined: fmtDate(m.joined, 'long'), project: m.project });
    out.push(`MEMBER: ${m.name.toUpperCase()}`, `Town: ${m.town}, Danmark`, `Type: ${m.type}`, `Holding: ${m.shares} andele (${paid})`, `Member since: ${fmtDate(m.joined, 'long')}`, `Project: ${m.project}`, '');
  });
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ tickets
// [code, installation, engineer, opened, closed|null, priority, category, downtime h, cost, currency]
const TICKET_DEF = [
  ['MT-2403', 'Hvidbjerg Mølle 2', 'Jonas Kjær', '2024-01-09', '2024-01-12', 'High', 'Gearbox', 68, 41800, 'DKK'],
  ['MT-2407', 'Skovly Solpark', 'Mette Holm', '2024-02-14', '2024-02-15', 'Medium', 'Inverter fault', 20, 6350, 'DKK'],
  ['MT-2411', 'Allendale Mill Hydro', 'Gareth Pryce', '2024-03-02', '2024-03-04', 'High', 'Intake blockage', 44, 780, 'GBP'],
  ['MT-2415', 'Hexham CC Battery', 'Priya Nair', '2024-04-18', '2024-04-30', 'Medium', 'Battery management', 290, 2150, 'GBP'],
  ['MT-2419', 'Hvidbjerg Mølle 1', 'Sofie Lund', '2024-05-06', '2024-05-06', 'Low', 'Scheduled service', 7, 12400, 'DKK'],
  ['MT-2422', 'Pakhus 3 Tag', 'Mette Holm', '2024-06-11', '2024-06-13', 'Medium', 'Communication loss', 0, 1900, 'DKK'],
  ['MT-2426', 'Brackenridge Turbine 1', 'Callum Reid', '2024-07-23', '2024-07-26', 'High', 'Blade damage', 75, 9600, 'GBP'],
  ['MT-2430', 'Varmeværket Batteri', 'Anders Bach', '2024-08-19', '2024-08-21', 'Medium', 'Battery management', 38, 8700, 'DKK'],
  ['MT-2433', 'Penrith Mart Sheds', 'Emma Whitfield', '2024-09-10', null, 'Medium', 'Insulation fault', 0, 1240, 'GBP'],
  ['MT-2436', 'Hvidbjerg Mølle 3', 'Jonas Kjær', '2024-10-01', '2024-10-02', 'Critical', 'Grid outage', 26, 0, 'DKK'],
  ['MT-2440', 'Aarup Skole Vest', 'Mette Holm', '2024-11-05', null, 'Low', 'Inverter fault', 0, 3200, 'DKK'],
  ['MT-2444', 'Penrith Mart Turbine', 'Callum Reid', '2024-12-03', '2024-12-05', 'Medium', 'Yaw system', 52, 1875, 'GBP'],
  ['MT-2502', 'Hvidbjerg Mølle 2', 'Sofie Lund', '2025-01-08', null, 'Critical', 'Gearbox', 1968, 186000, 'DKK'],
  ['MT-2505', 'Lemvig Havnemølle', 'Jonas Kjær', '2025-01-21', '2025-01-22', 'Medium', 'Pitch system', 30, 15200, 'DKK'],
  ['MT-2508', 'Skovly Batteri', 'Anders Bach', '2025-02-03', '2025-02-03', 'Low', 'Scheduled service', 4, 5400, 'DKK'],
  ['MT-2511', 'Brackenridge Battery', 'Priya Nair', '2025-02-10', '2025-02-11', 'High', 'Battery management', 22, 640, 'GBP'],
  ['MT-2513', 'Penrith Mart Canopy', 'Emma Whitfield', '2025-02-19', '2025-02-19', 'Low', 'Inverter fault', 5, 320, 'GBP'],
  ['MT-2516', 'Skovly Mølle', 'Sofie Lund', '2025-02-26', '2025-03-01', 'Medium', 'Yaw system', 80, 9950, 'DKK'],
  ['MT-2518', 'Allendale Mill Hydro', 'Gareth Pryce', '2025-03-04', '2025-03-04', 'Low', 'Scheduled service', 6, 450, 'GBP'],
  ['MT-2521', 'Fiskehal Tag', 'Mette Holm', '2025-03-11', '2025-03-12', 'Medium', 'Inverter fault', 26, 7480, 'DKK'],
  ['MT-2523', 'Hexham CC Battery', 'Priya Nair', '2025-03-17', null, 'High', 'Battery management', 0, 0, 'GBP'],
  ['MT-2526', 'Brackenridge Turbine 1', 'Callum Reid', '2025-03-20', '2025-03-21', 'Low', 'Scheduled service', 9, 1100, 'GBP'],
  ['MT-2529', 'Fjordvej Blok B', 'Mette Holm', '2025-03-25', '2025-03-25', 'Low', 'Communication loss', 0, 0, 'DKK'],
  ['MT-2531', 'Hvidbjerg Mølle 1', 'Jonas Kjær', '2025-03-28', '2025-03-31', 'High', 'Pitch system', 72, 23600, 'DKK'],
];
const tickets = TICKET_DEF.map(([code, inst, eng, opened, closed, prio, cat, down, cost, cur]) => ({ code, inst, eng, opened, closed, prio, cat, down, cost, cur }));
function ticketFacts(t, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(t.code, 'ticket', attr, value, unit, stated, file);
  F('installation', t.inst, 'text', t.inst);
  F('engineer', t.eng, 'person', t.eng);
  F('opened', t.opened, 'date', s.opened);
  F('closed', t.closed, 'date', s.closed ?? '');
  F('status', t.closed ? 'Closed' : 'Open', '', s.status);
  F('priority', t.prio, '', s.prio);
  F('category', t.cat, '', s.cat);
  F('downtime', t.down, 'h', s.down);
  F('cost', t.cost, t.cur, s.cost);
}
const money = (v, cur) => (cur === 'GBP' ? `£${group(v, 2)}` : cur === 'DKK' ? `DKK ${group(v)}` : `€${group(v, 2)}`);
// (f1) nested JSON export: the odd-positioned tickets
const jsonT = tickets.filter((t, i) => i % 2 === 0);
const logT = tickets.filter((t, i) => i % 2 === 1);
{
  const file = 'maintenance/tickets-export.json';
  const recs = jsonT.map((t) => {
    ticketFacts(t, file, { opened: t.opened, closed: t.closed ?? '', status: t.closed ? 'closed' : 'open', prio: t.prio.toLowerCase(), cat: t.cat, down: '', cost: '' });
    return {
      ticket: { key: t.code, status: t.closed ? 'closed' : 'open', priority: t.prio.toLowerCase(), category: t.cat },
      asset: { name: t.inst },
      people: { assignee: { name: t.eng } },
      dates: { opened: t.opened, closed: t.closed },
      impact: { downtime: { value: t.down, unit: 'h' } },
      cost: { amount: t.cost, currency: t.cur },
    };
  });
  corpus.write(file, JSON.stringify({ source: 'Kystkraft maintenance desk', exported: '2025-04-01', tickets: recs }, null, 2) + '\n');
}
// (f2) service log of dated lines, a ticket over several lines, interleaved with noise
{
  const file = 'maintenance/service-log-2024-2025.log';
  const ev = [];
  const hm = () => `${String(r.int(6, 17)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
  const dur = (h, k) => (h === 0 ? 'no downtime' : h % 24 === 0 && k % 2 ? `downtime ${h / 24} days` : `downtime ${h} h`);
  logT.forEach((t, k) => {
    const down = dur(t.down, k);
    const cost = money(t.cost, t.cur);
    ticketFacts(t, file, { opened: `${t.opened}`, closed: t.closed ? `${t.closed}` : '', status: t.closed ? 'closed' : 'still open', prio: `priority ${t.prio}`, cat: t.cat.toLowerCase(), down, cost });
    const o = hm();
    ev.push([`${t.opened} ${o}`, `${t.code} opened — ${t.inst}: ${t.cat.toLowerCase()} (priority ${t.prio})`]);
    ev.push([`${t.opened} ${o < '17:00' ? String(Number(o.slice(0, 2)) + 1).padStart(2, '0') + o.slice(2) : o}`, `${t.code} assigned to ${t.eng}`]);
    if (t.closed) ev.push([`${t.closed} 18:${String(k * 4 + 2).padStart(2, '0')}`, `${t.code} closed by ${t.eng.split(' ')[0]}; ${down}; cost ${cost}`]);
    else ev.push([`2025-03-31 23:59`, `${t.code} still open; ${down} so far; cost to date ${cost}`]);
  });
  const noise = [
    ['2024-01-31 23:00', '[SYS] monthly meter upload OK (41 meters)'], ['2024-04-30 23:00', '[SYS] monthly meter upload OK (41 meters)'],
    ['2024-06-21 12:00', '[NOTE] annual drone survey of all blades booked for week 27'], ['2024-09-30 23:00', '[SYS] meter upload: 2 meters late (Aarup)'],
    ['2024-12-20 15:30', '[NOTE] winter stock check: 2 spare yaw motors, 6 inverter fans'], ['2025-03-01 08:00', '[SYS] SCADA firmware 4.2.1 rolled out'],
  ];
  const lines = [...ev, ...noise].sort((a, b) => a[0].localeCompare(b[0])).map(([ts, m]) => `${ts}  ${m}`);
  corpus.write(file, ['# Kystkraft service log — one line per event, local time', ...lines, ''].join('\n'));
}

// ------------------------------------------------------------------ wide monthly generation 2024
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SOLAR_P = [0.022, 0.041, 0.078, 0.112, 0.139, 0.142, 0.138, 0.119, 0.09, 0.057, 0.032, 0.02];
const WIND_P = [0.118, 0.107, 0.1, 0.079, 0.068, 0.061, 0.055, 0.062, 0.074, 0.091, 0.1, 0.109];
const HYDRO_P = [0.13, 0.12, 0.11, 0.08, 0.06, 0.04, 0.035, 0.045, 0.06, 0.09, 0.11, 0.12];
const downMonths = { 'Hvidbjerg Mølle 2': [0], 'Brackenridge Turbine 1': [6], 'Penrith Mart Sheds': [8, 9, 10, 11], 'Aarup Skole Vest': [10, 11] };
function monthly(x) {
  const p = x.kind === 'Solar PV' ? SOLAR_P : x.kind === 'Hydro' ? HYDRO_P : WIND_P;
  const yearly = x.kind === 'Solar PV' ? x.kw * r.float(880, 1010) : x.kind === 'Hydro' ? x.kw * 8760 * r.float(0.4, 0.5) : x.kw * 8760 * r.float(0.2, 0.31);
  return p.map((f, i) => ((downMonths[x.name] ?? []).includes(i) ? (x.kind === 'Solar PV' ? Math.round(yearly * f * 0.5) : Math.round(yearly * f * 0.15)) : Math.round(yearly * f * r.float(0.85, 1.15))));
}
{
  const file = 'generation/solar-generation-2024-kwh.csv';
  const solar = insts.filter((x) => x.kind === 'Solar PV' && x.comm < '2024-01-01');
  const rows = solar.map((x) => {
    const ms = monthly(x);
    ms.forEach((v, i) => corpus.also(x.name, 'installation', `gen_${MON[i].toLowerCase()}`, v, 'kWh', String(v), file));
    corpus.also(x.name, 'installation', 'gen_2024', ms.reduce((a, b) => a + b, 0), 'kWh', '', file);
    return [x.name, ...ms];
  });
  corpus.write(file, '# Solar generation 2024, export meter readings in kWh per month\n' + delimited(['Installation', ...MON], rows));
}
{
  const file = 'generation/wind-and-hydro-2024-mwh.md';
  const wh = insts.filter((x) => (x.kind === 'Wind turbine' || x.kind === 'Hydro') && x.comm < '2024-01-01');
  const out = ['# Wind and hydro generation 2024 (MWh)', '', 'Net export per month from the SCADA monthly reports, in MWh (one decimal).', '',
    `| Installation | ${MON.join(' | ')} |`, `|---|${MON.map(() => '---:').join('|')}|`];
  wh.forEach((x) => {
    const ms = monthly(x).map((v) => Math.round(v / 100) / 10);
    ms.forEach((v, i) => corpus.also(x.name, 'installation', `gen_${MON[i].toLowerCase()}`, Math.round(v * 1000), 'kWh', v.toFixed(1), file));
    corpus.also(x.name, 'installation', 'gen_2024', Math.round(ms.reduce((a, b) => a + b, 0) * 1000), 'kWh', '', file);
    out.push(`| ${x.name} | ${ms.map((v) => v.toFixed(1)).join(' | ')} |`);
  });
  out.push('', 'Hvidbjerg Mølle 2 was stopped for part of January (gearbox); Brackenridge Turbine 1 for three weeks in July (blade repair).', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `KYSTKRAFT — SHARED DRIVE (Denmark + UK)
installations/   asset sheets, registers, batteries, SCADA export
eksport/         exports from the Danish asset system (semicolon, decimal comma)
sites/           site files
grid/            connection offers from the network operators (e-mails)
equipment/       inverter, battery and turbine models
contractors/     contractors and field engineers
members/         share register, Danish member list, UK members, founding members
maintenance/     ticket export and service log
generation/      monthly generation 2024
board/           minutes and AGM papers
finance/         budget, tariffs, insurance
`);
corpus.write('board/minutes-2024-11-20.md', `# Board meeting — 20 November 2024

Present: Birgitte Overgaard (chair), Thomas Brandt, Helen Armstrong, Niels Agger, Lars Mørk.

1. Spot prices in DK1 averaged 62 øre/kWh in October, down from 84 øre/kWh a year earlier. The board asked the treasurer to model a fixed-price PPA for 40 % of Skovly output.
2. The gearbox on one Hvidbjerg turbine is showing wear again; a replacement would cost around DKK 1.4 million. Decision deferred to January.
3. The UK society's share offer closed at £186,500 from 214 applicants, above the £150,000 target.
4. Insurance renewal: premium up 7 % to DKK 318,000 for the whole portfolio.
5. Volunteers: 26 people helped at the open day at Brackenridge Farm in September.

Decisions: approve the 2025 budget (see finance/budget-2025.csv); hold the AGM on 26 April 2025 in Lemvig.
`);
corpus.write('board/agm-2025-notice.md', `# Notice of the Annual General Meeting 2025

Saturday 26 April 2025, 14:00, Lemvig Havn, Pakhus 3 (first floor). UK members may join by video from Hexham.

Agenda
1. Chair's report
2. Accounts 2024 and dividend (proposed: 4.5 %)
3. Election of three board members
4. Proposals from members (deadline 1 April)

Each member has one vote regardless of the number of shares held.
`);
corpus.write('finance/budget-2025.csv', delimited(['Line', 'Denmark (DKK)', 'UK (GBP)'], [
  ['Generation income', '6,400,000', '455,000'], ['Service contracts', '-1,150,000', '-64,000'], ['Insurance', '-318,000', '-21,500'],
  ['Land rent', '-540,000', '-38,000'], ['Administration', '-390,000', '-27,000'], ['Interest on loans', '-610,000', '-19,000'], ['Dividend reserve', '-900,000', '-52,000'],
]));
corpus.write('finance/tariffs-and-ppas-2024.md', `# Tariffs and PPAs (2024)

| Arrangement | Applies to | Price |
|---|---|---|
| Feed-in Tariff (FiT), generation | UK roofs commissioned before April 2019 | 4.8p–13.9p per kWh |
| Smart Export Guarantee | UK roofs after April 2019 | 15p per kWh |
| Host PPA | Hexham, Penrith | 18p per kWh |
| DK1 spot + balancing | Danish wind and solar parks | market price less DKK 0.02 |
| Fixed PPA (Skovly, 40 %) | from 2025 | DKK 0.55 per kWh |

All prices excl. VAT.
`);
corpus.write('finance/insurance-schedule-2025.md', `# Insurance schedule 2025

- Machinery breakdown (wind): sum insured DKK 38 million, deductible DKK 75,000 per event.
- All risks (solar and batteries, DK): DKK 41 million.
- UK combined policy (Naturesave): £3.2 million, excess £1,000.
- Business interruption: 12 months' indemnity.
`);
corpus.write('maintenance/sla-policy.md', `# Service levels agreed with contractors

| Priority | Response | Fix target |
|---|---|---|
| Critical | 4 h | 24 h |
| High | 8 h | 48 h |
| Medium | next working day | 5 working days |
| Low | 5 working days | next planned visit |

Scheduled services: turbines twice a year, inverters yearly, batteries yearly (thermal imaging).
`);
corpus.write('maintenance/hse-permit-to-work.md', `# Permit to work (all sites)

Nobody climbs a turbine alone. Two GWO-certified people minimum; rescue kit checked before each climb.
Battery rooms: arc-flash PPE category 2; keep the door open for the first ten minutes after a fault.
Hydro intake: never enter the channel unless the penstock valve is locked off.
`);
corpus.write('generation/spot-prices-dk1-2024.csv', delimited(['Month', 'Average spot price (DKK/MWh)'], MON.map((m, i) => [m, String([712, 598, 540, 455, 420, 488, 512, 530, 601, 620, 705, 760][i])])));
corpus.write('sites/site-visits-2025.md', `# Site visits planned for 2025

- 6 May: Hvidbjerg Enge, repowering study walk-over with the municipality.
- 14 June: Brackenridge Farm, open day (expect 150 visitors).
- 2 September: Allendale Mill, fish-pass inspection with the Environment Agency.
- 18 October: Aarup Skole, school energy week.
`);
corpus.write('members/share-offer-2025-draft.md', `# Share offer 2025 (draft)

Up to 2,000 new shares at DKK 750 each to fund the Skovly Gård extension (target DKK 1.5 million).
Minimum holding 5 shares; maximum 400 shares for individuals.
Interest on shares is capped at 5 % a year.
`);

const stats = corpus.flush(source);
console.log(`energy: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
