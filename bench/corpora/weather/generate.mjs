#!/usr/bin/env node
// Weather corpus (held-out): the shared drive of "Highland Weather Watch", a volunteer network of automatic weather
// stations in the Scottish Highlands, and of its partner network in western Norway, "Vestland Værvakt", whose records
// are in Norwegian. Drive as of 1 March 2025: 28 stations (18 Highland, 10 Vestland), 40 instruments, 22 volunteers,
// 16 storm / extreme-event reports, 28 maintenance visits; wide monthly tables of 2024 rainfall and mean temperature.
//   node bench/corpora/weather/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "weather-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) stations: Highland HTML spec tables (label set A: `Elevation: 155 m`, `Latitude: 57.5797° N`, `Sensor suite`,
//     `Installed: 12 April 2014`, `Custodian`, `Status: Active`), Markdown pages with YAML front matter and a pipe
//     table (label set B: `Height above sea level: 1,270 ft`, `Position: 57°36′N 5°18′W`, `Instrument package`,
//     `Site opened`, `Looked after by`, `Current state: Operational`), a register CSV (`Elevation (ft)`, `Lat (°N)`,
//     `Commissioned` dd/mm/yyyy), two stations only in the sentences of AGM minutes; NORWEGIAN station sheets
//     (`Høyde over havet: 412 moh.`, `Breddegrad: 60,8660° N`, `Etablert: 19. november 2022`, `Ansvarlig`, `Status:
//     Aktiv | Nedlagt | Midlertidig ute av drift`), a nested Norwegian JSON register and one station only in a
//     Norwegian e-mail;
// (b) instruments: a TSV inventory (units inside the values), a flat JSON of calibration records, plain-text
//     calibration certificates, a Norwegian semicolon CSV with `n/a` and decimal commas, and four instruments only
//     in a technician's e-mail;
// (c) volunteers: an HTML definition-list directory, a nested membership JSON (stations by CODE), a Norwegian HTML
//     table (`Nivå 2 (vedlikehold)`), three new volunteers only in a newsletter's sentences;
// (d) storm reports: Markdown `Key: value` reports (mph), HTML infobox storm pages (knots, inHg, inches), a flat JSON
//     event log (km/h), Norwegian reports (`Sterkeste vindkast: 38,4 m/s`), two only in an observer's diary;
// (e) maintenance visits: a CSV log (`Cost (GBP)`), YAML-front-matter reports, plain-text reports, a Norwegian
//     log with a PREAMBLE, SEMICOLONS and DECIMAL COMMAS (`1.450,00` NOK), three only in a treasurer's e-mail;
// (f) WIDE monthly tables for 2024: rainfall (a CSV in mm, a legacy table in inches, a Norwegian table `Nedbør (mm)`)
//     and mean temperature (a CSV in °C, an HTML console export in °F, a Norwegian table `Middeltemperatur (°C)`);
// (g) background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: elevation in m (`1,270 ft` → × 0.3048), latitude in decimal degrees north
// (`57°36′N` → 57.6), rainfall in mm (`4.52 in` → × 25.4), temperature in °C (`41.2 °F` → (F − 32) × 5/9), gusts in
// km/h (mph × 1.609344, knots × 1.852, m/s × 3.6), pressure in hPa (inHg × 33.8639), money in GBP or NOK (never
// converted), dates ISO, training level 1–3, Norwegian words in English (`Aktiv` = Active, `Nedlagt` = Closed,
// `Midlertidig ute av drift` = Suspended, `Kalibrering` = Calibration, `Nedbørmåler` = Rain gauge, …).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('weather-v1');
const FT = 0.3048;
const INCH = 25.4;
const MPH = 1.609344;
const KN = 1.852;
const MS = 3.6;
const INHG = 33.8639;
const nslug = (s) => slug(s.replace(/æ/g, 'ae').replace(/Æ/g, 'Ae').replace(/å/g, 'a').replace(/Å/g, 'A'));
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const r1 = (x) => Math.round(x * 10) / 10;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const gbp = (v) => `£${group(v, 2)}`;
const decc = (v, d = 1) => v.toFixed(d).replace('.', ',');
const nok = (v) => group(v, 2).replace(/,/g, ' ').replace('.', ',').replace(/ /g, '.');
const ukDate = (iso) => iso.split('-').reverse().join('/');
const NO_MONTHS = ['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'];
const noDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}. ${NO_MONTHS[m - 1]} ${y}`;
};
const MKEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const EN3 = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const NO3 = ['jan', 'feb', 'mar', 'apr', 'mai', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'des'];

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the wide monthly tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ volunteers
// [name, network, town, joined, training level, layout]
const VOL_DEF = [
  ['Morag MacLeod', 'Highland', 'Gairloch', '2013-05-11', 3, 'dl'],
  ['Hamish Fraser', 'Highland', 'Dingwall', '2015-09-02', 2, 'dl'],
  ['Fiona Cameron', 'Highland', 'Fort William', '2016-06-25', 2, 'dl'],
  ['Catriona Ross', 'Highland', 'Grantown-on-Spey', '2017-04-30', 2, 'dl'],
  ['Kirsty MacDonald', 'Highland', 'Newtonmore', '2020-02-09', 2, 'dl'],
  ['Shona Macrae', 'Highland', 'Inverness', '2021-05-03', 1, 'dl'],
  ['Mairi Campbell', 'Highland', 'Spean Bridge', '2023-03-26', 1, 'dl'],
  ['Donald Mackenzie', 'Highland', 'Ullapool', '2012-03-18', 3, 'json'],
  ['Alasdair Munro', 'Highland', 'Tain', '2018-10-07', 1, 'json'],
  ['Iain Sutherland', 'Highland', 'Golspie', '2019-08-14', 1, 'json'],
  ['Ruaridh Matheson', 'Highland', 'Kyle of Lochalsh', '2014-07-19', 3, 'json'],
  ['Callum Stewart', 'Highland', 'Nairn', '2022-09-12', 2, 'json'],
  ['Ewan Gillies', 'Highland', 'Portree', '2011-08-01', 3, 'json'],
  ['Eilidh Grant', 'Highland', 'Beauly', '2024-11-09', 1, 'prose'],
  ['Angus Robertson', 'Highland', 'Drumnadrochit', '2024-10-05', 2, 'prose'],
  ['Peigi Chisholm', 'Highland', 'Boat of Garten', '2025-01-18', 1, 'prose'],
  ['Kari Nilsen', 'Vestland', 'Voss', '2015-08-14', 3, 'no'],
  ['Ola Haugland', 'Vestland', 'Sogndal', '2017-03-02', 2, 'no'],
  ['Ingrid Bergstrøm', 'Vestland', 'Bergen', '2019-11-20', 1, 'no'],
  ['Sigurd Lunde', 'Vestland', 'Førde', '2016-05-09', 2, 'no'],
  ['Marte Kvamme', 'Vestland', 'Norheimsund', '2021-06-15', 1, 'no'],
  ['Torbjørn Eide', 'Vestland', 'Granvin', '2014-01-27', 3, 'no'],
];
const vols = VOL_DEF.map(([name, net, town, joined, level, layout]) => ({ name, net, town, joined, level, layout }));
const VO = Object.fromEntries(vols.map((v) => [v.name, v]));

// ------------------------------------------------------------------ stations
// [code, name, layout, elevation [value, unit], latitude, longitude (°W for Highland, °E for Vestland), model,
//  installed, custodian, status, first month with data (1-12), last month with data]
const ST_DEF = [
  ['HWW-01', 'Achnasheen', 'A', [155, 'm'], 57.5797, 5.0733, 'Davis Vantage Pro2', '2014-04-12', 'Morag MacLeod', 'Active', 1, 12],
  ['HWW-02', 'Kinlochewe', 'B', [105, 'ft'], 57.6021, 5.3094, 'Davis Vantage Pro2', '2013-06-01', 'Morag MacLeod', 'Active', 1, 12],
  ['HWW-03', 'Glen Affric', 'A', [262, 'm'], 57.2853, 4.9386, 'Campbell Scientific CR1000X', '2016-08-20', 'Fiona Cameron', 'Active', 1, 12],
  ['HWW-04', 'Loch Ossian', 'C', [1270, 'ft'], 56.7631, 4.6122, 'Campbell Scientific CR1000X', '2015-05-09', 'Fiona Cameron', 'Active', 1, 12],
  ['HWW-05', 'Cairn Dearg', 'B', [2890, 'ft'], 57.0874, 4.2411, 'Vaisala WXT536', '2017-09-30', 'Donald Mackenzie', 'Suspended', 1, 10],
  ['HWW-06', 'Tomatin', 'C', [1030, 'ft'], 57.3347, 3.9889, 'Davis Vantage Vue', '2018-03-15', 'Catriona Ross', 'Active', 1, 12],
  ['HWW-07', 'Dalwhinnie', 'A', [351, 'm'], 56.9262, 4.2403, 'Vaisala WXT536', '2012-11-03', 'Kirsty MacDonald', 'Active', 1, 12],
  ['HWW-08', 'Kingussie', 'C', [820, 'ft'], 57.0791, 4.0531, 'Davis Vantage Pro2', '2019-04-27', 'Kirsty MacDonald', 'Active', 1, 12],
  ['HWW-09', 'Aviemore Moor', 'B', [1105, 'ft'], 57.196, 3.8212, 'Lufft WS600', '2020-06-13', 'Catriona Ross', 'Active', 1, 12],
  ['HWW-10', 'Strathpeffer', 'C', [260, 'ft'], 57.5891, 4.5403, 'Davis Vantage Vue', '2016-02-21', 'Eilidh Grant', 'Active', 1, 12],
  ['HWW-11', 'Lairg', 'A', [118, 'm'], 58.0232, 4.4021, 'Davis Vantage Pro2', '2015-10-10', 'Iain Sutherland', 'Closed', 1, 7],
  ['HWW-12', 'Altnaharra', 'C', [265, 'ft'], 58.288, 4.4421, 'Campbell Scientific CR1000X', '2011-09-17', 'Iain Sutherland', 'Active', 1, 12],
  ['HWW-13', 'Durness', 'B', [75, 'ft'], 58.567, 4.7445, 'Lufft WS600', '2019-07-06', 'Alasdair Munro', 'Active', 1, 12],
  ['HWW-14', 'Applecross', 'C', [40, 'ft'], 57.4335, 5.8121, 'Davis Vantage Pro2', '2017-05-20', 'Ruaridh Matheson', 'Active', 1, 12],
  ['HWW-15', 'Glenfinnan', 'C', [65, 'ft'], 56.872, 5.4386, 'Davis Vantage Vue', '2021-03-08', 'Mairi Campbell', 'Closed', 1, 2],
  ['HWW-16', 'Fort Augustus', 'C', [120, 'ft'], 57.1448, 4.6801, 'Ambient WS-5000', '2022-08-14', 'Angus Robertson', 'Active', 1, 12],
  ['HWW-17', 'Beinn Bhreac', 'P', [360, 'm'], 57.31, 4.8611, 'Vaisala WXT536', '2024-06-12', 'Ruaridh Matheson', 'Active', 7, 12],
  ['HWW-18', 'Loch Quoich', 'P', [690, 'ft'], 57.067, 5.2711, 'Campbell Scientific CR1000X', '2024-05-04', 'Callum Stewart', 'Active', 6, 12],
  ['VV-01', 'Finse', 'N1', [1222, 'm'], 60.6024, 7.5036, 'Vaisala WXT536', '2015-09-14', 'Kari Nilsen', 'Active', 1, 12],
  ['VV-02', 'Eidfjord', 'N2', [25, 'm'], 60.4669, 7.0711, 'Davis Vantage Pro2', '2016-04-02', 'Torbjørn Eide', 'Active', 1, 12],
  ['VV-03', 'Aurland', 'N1', [12, 'm'], 60.906, 7.1881, 'Lufft WS600', '2017-06-21', 'Ola Haugland', 'Active', 1, 12],
  ['VV-04', 'Lærdal', 'N2', [14, 'm'], 61.0997, 7.4772, 'Davis Vantage Pro2', '2018-05-30', 'Ola Haugland', 'Closed', 1, 6],
  ['VV-05', 'Fjærland', 'N1', [30, 'm'], 61.4077, 6.7632, 'Campbell Scientific CR1000X', '2014-10-11', 'Sigurd Lunde', 'Active', 1, 12],
  ['VV-06', 'Stryn', 'N2', [41, 'm'], 61.909, 6.7157, 'Vaisala WXT536', '2019-08-17', 'Sigurd Lunde', 'Active', 1, 12],
  ['VV-07', 'Odda', 'N1', [95, 'm'], 60.069, 6.5461, 'Davis Vantage Vue', '2020-09-05', 'Torbjørn Eide', 'Suspended', 1, 9],
  ['VV-08', 'Ulvik', 'N2', [48, 'm'], 60.5676, 6.9124, 'Ambient WS-5000', '2021-04-24', 'Marte Kvamme', 'Active', 1, 12],
  ['VV-09', 'Myrkdalen', 'N2', [412, 'm'], 60.866, 6.4977, 'Lufft WS600', '2022-11-19', 'Kari Nilsen', 'Active', 1, 12],
  ['VV-10', 'Vikafjellet', 'NP', [820, 'm'], 60.994, 6.5703, 'Vaisala WXT536', '2024-09-07', 'Ingrid Bergstrøm', 'Active', 10, 12],
];
const stations = ST_DEF.map(([code, name, layout, [ev, eu], lat, lon, model, installed, custodian, status, first, last]) => {
  const net = code.startsWith('HWW') ? 'Highland' : 'Vestland';
  // label set B states the position in degrees and whole minutes: the canonical latitude is what the page says
  const dms = layout === 'B' ? [Math.floor(lat), Math.round((lat - Math.floor(lat)) * 60)] : null;
  return {
    code, name, layout, net, elevStated: ev, elevUnit: eu, elev: eu === 'ft' ? r4(ev * FT) : ev,
    lat: dms ? r4(dms[0] + dms[1] / 60) : lat, dms, lon, model, installed, custodian, status, first, last,
  };
});
const ST = Object.fromEntries(stations.map((s) => [s.name, s]));
const CODE = Object.fromEntries(stations.map((s) => [s.code, s]));
for (const v of vols) v.stations = stations.filter((s) => s.custodian === v.name).map((s) => s.name);

function stationFacts(s, file, st) {
  const F = (a, v, u, t) => corpus.fact(s.name, 'station', a, v, u, t, file);
  F('code', s.code, 'text', s.code);
  F('network', s.net, 'text', st.network ?? '');
  F('elevation', s.elev, 'm', st.elev);
  F('latitude', s.lat, 'deg', st.lat);
  F('sensor_model', s.model, 'text', st.model ?? s.model);
  F('installed', s.installed, 'date', st.installed);
  F('custodian', s.custodian, 'person', st.custodian ?? s.custodian);
  F('status', s.status, 'text', st.status);
}
const lonW = (s) => `${s.lon.toFixed(4)}° W`;
const dmsStr = (s) => `${s.dms[0]}°${pad(s.dms[1])}′N ${Math.floor(s.lon)}°${pad(Math.round((s.lon - Math.floor(s.lon)) * 60))}′W`;

// (a1) Highland HTML spec tables, label set A
const STATUS_A = { Active: 'Active', Closed: 'Closed (decommissioned 31 July 2024)', Suspended: 'Suspended' };
stations.filter((s) => s.layout === 'A').forEach((s, k) => {
  const file = `stations/highland/${slug(s.name)}.html`;
  const installed = fmtDate(s.installed, 'long');
  stationFacts(s, file, { elev: `${s.elevStated} m`, lat: `${s.lat.toFixed(4)}° N`, installed, status: STATUS_A[s.status], network: 'Highland Weather Watch' });
  const lead = [
    `${s.name} (${s.code}) has been recording since ${installed}.`,
    ['The enclosure is fenced against deer; the gate code is in the handbook.', 'Readings go to the network server every ten minutes over 4G.', 'The rain gauge sits on a concrete plinth 30 cm above the turf.', 'Logger and batteries are in the grey box on the north side of the mast.'][k % 4],
  ];
  if (s.status === 'Closed') lead.push('The landowner withdrew permission in the summer and the kit has been taken down.');
  corpus.write(file, htmlTablePage({
    title: `${s.name} weather station`, crumbs: ['Highland Weather Watch', 'Stations', s.name], lead,
    sections: [
      { heading: 'Site', rows: [['Station code', s.code], ['Elevation', `${s.elevStated} m`], ['Latitude', `${s.lat.toFixed(4)}° N`], ['Longitude', lonW(s)]] },
      { heading: 'Equipment and people', rows: [['Sensor suite', s.model], ['Installed', installed], ['Custodian', s.custodian], ['Status', STATUS_A[s.status]]] },
    ],
    footer: 'Highland Weather Watch — volunteer weather stations since 2011.',
  }));
});
function htmlTablePage(p) {
  const sections = p.sections
    .map((s) => `  <h2>${esc(s.heading)}</h2>
  <table class="spec">
    <thead><tr><th>Field</th><th>Value</th></tr></thead>
    <tbody>
${s.rows.map(([k, v]) => `      <tr><td>${esc(k)}</td><td>${esc(v)}</td></tr>`).join('\n')}
    </tbody>
  </table>`)
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>${esc(p.title)}</title></head>
<body>
<nav>${p.crumbs.map(esc).join(' &rsaquo; ')}</nav>
<article>
  <h1>${esc(p.title)}</h1>
${p.lead.map((l) => `  <p>${esc(l)}</p>`).join('\n')}
${sections}
  <p class="footer">${esc(p.footer)}</p>
</article>
</body>
</html>
`;
}

// (a2) Highland Markdown pages with YAML front matter, label set B (feet, degrees and minutes)
const STATUS_B = { Active: 'Operational', Closed: 'Decommissioned', Suspended: 'Offline (awaiting mast repair)' };
stations.filter((s) => s.layout === 'B').forEach((s, k) => {
  const file = `stations/highland/${slug(s.name)}.md`;
  const opened = k % 2 ? fmtDate(s.installed, 'us') : s.installed;
  const elev = `${group(s.elevStated)} ft`;
  stationFacts(s, file, { elev, lat: `${s.dms[0]}°${pad(s.dms[1])}′N`, installed: opened, status: STATUS_B[s.status], custodian: s.custodian });
  corpus.write(file, [
    '---', `station: ${s.name}`, `code: ${s.code}`, 'network: Highland Weather Watch', `updated: 2025-02-${pad(3 + k * 5)}`, '---', '',
    `# ${s.name}`, '',
    `${s.name} is looked after by ${s.custodian}.`, '',
    '## Station details', '', '| Field | Value |', '|---|---|',
    `| Height above sea level | ${elev} |`, `| Position | ${dmsStr(s)} |`, `| Instrument package | ${s.model} |`, `| Site opened | ${opened} |`,
    `| Looked after by | ${s.custodian} |`, `| Current state | ${STATUS_B[s.status]} |`, '',
    ['Access: park at the forestry gate and walk the last 400 m.', 'Exposed site; expect rime ice on the sensors from December to March.', 'Shares a mast with the estate radio repeater.', 'Check the rain gauge filter after every gale.'][k % 4], '',
  ].join('\n'));
});

// (a3) Highland station register CSV, label set C (feet, decimal degrees, dd/mm/yyyy)
{
  const file = 'stations/highland-station-register.csv';
  const STATUS_C = { Active: 'Active', Closed: 'Closed', Suspended: 'Suspended' };
  const rows = stations.filter((s) => s.layout === 'C').map((s) => {
    stationFacts(s, file, { elev: String(s.elevStated), lat: String(s.lat), installed: ukDate(s.installed), status: STATUS_C[s.status] });
    return [s.code, s.name, s.elevStated, s.lat, s.lon, s.model, ukDate(s.installed), s.custodian, STATUS_C[s.status]];
  });
  corpus.write(file, delimited(['Code', 'Station', 'Elevation (ft)', 'Lat (°N)', 'Long (°W)', 'Logger', 'Commissioned', 'Custodian', 'Status'], rows));
}

// (a4) two new Highland stations only in the sentences of the AGM minutes
{
  const file = 'minutes/agm-2024-11-16.md';
  const bb = ST['Beinn Bhreac'];
  const lq = ST['Loch Quoich'];
  stationFacts(bb, file, { elev: '360 metres', lat: '57.31 degrees north', installed: '12 June 2024', status: 'running without a break', model: 'Vaisala WXT536', network: '' });
  stationFacts(lq, file, { elev: 'six hundred and ninety feet', lat: '57.067 degrees north', installed: '4 May 2024', status: 'reporting every ten minutes', model: 'Campbell Scientific CR1000X', network: '' });
  corpus.write(file, `# Highland Weather Watch — Annual General Meeting

Saturday 16 November 2024, Strathpeffer Community Centre, 2 pm. Minutes taken by Shona Macrae.

Present: 17 members in the room and 5 online. Apologies from Donald Mackenzie and Mairi Campbell.

## 1. Chair's report

Morag MacLeod thanked everyone for a year of 98.6 % data capture across the network, despite Storm Isha in January.
Membership stands at 16 volunteers in Scotland; the partnership with Vestland Værvakt in Norway continues.

## 2. New stations

Ruaridh Matheson reported that the new hill station on Beinn Bhreac (HWW-17) went live on 12 June 2024. It sits at
360 metres on the shoulder above Cannich, at 57.31 degrees north, and runs a Vaisala WXT536 all-in-one sensor.
Ruaridh Matheson looks after it, and it has been running without a break since the switch-on.

Callum Stewart described the Loch Quoich station (HWW-18), installed on 4 May 2024 beside the dam road
at six hundred and ninety feet, at 57.067 degrees north. It has a Campbell Scientific CR1000X logger, Callum Stewart is its custodian
and it is reporting every ten minutes over the estate's satellite link.

## 3. Closures

Lairg was taken down at the end of July when the landowner withdrew permission. Glenfinnan has not been restarted
since the vandalism in March; the committee agreed to close it formally.

## 4. Treasurer

Balance at 31 October: £4,812.37. The Highland Council community grant (£2,500) was received in April. Subscriptions
stay at £12 a year (£6 concession).

## 5. Any other business

The winter kit check will be combined with the Christmas social on 14 December. Next AGM: November 2025.
`);
}

// (a5) Norwegian station sheets (Markdown `Key: value` bullets)
const STATUS_NO = { Active: 'Aktiv', Closed: 'Nedlagt', Suspended: 'Midlertidig ute av drift' };
stations.filter((s) => s.layout === 'N1').forEach((s, k) => {
  const file = `vestland/stasjoner/${nslug(s.name)}.md`;
  const elev = `${s.elevStated} moh.`;
  const lat = `${decc(s.lat, 4)}° N`;
  stationFacts(s, file, { elev, lat, installed: noDate(s.installed), status: `Status: ${STATUS_NO[s.status]}`, custodian: `Ansvarlig: ${s.custodian}`, network: 'Vestland Værvakt' });
  corpus.write(file, [
    `# Stasjon ${s.name}`, '', `Vestland Værvakt — stasjonsark for ${s.name} (${s.code}).`, '',
    '## Stasjonsdata', '',
    `- Stasjonskode: ${s.code}`, `- Høyde over havet: ${elev}`, `- Breddegrad: ${lat}`, `- Lengdegrad: ${decc(s.lon, 4)}° Ø`,
    `- Sensorpakke: ${s.model}`, `- Etablert: ${noDate(s.installed)}`, `- Ansvarlig: ${s.custodian}`, `- Status: ${STATUS_NO[s.status]}`, '',
    ['Stasjonen ligger på et åpent jorde ved fjorden.', 'Snødybde måles manuelt hver morgen om vinteren.', 'Strøm fra solcellepanel og batteri.', 'Loggeren sender data hvert tiende minutt via mobilnettet.'][k % 4],
    s.status === 'Suspended' ? 'Stasjonen har vært ute av drift siden flommen i oktober 2024.' : `${s.custodian} har ansvaret for stasjonen.`, '',
  ].join('\n'));
});

// (a6) Norwegian nested JSON register
{
  const file = 'vestland/stasjonsregister.json';
  const STATUS_J = { Active: 'aktiv', Closed: 'nedlagt', Suspended: 'midlertidig ute av drift' };
  const recs = stations.filter((s) => s.layout === 'N2').map((s) => {
    stationFacts(s, file, { elev: `"verdi": ${s.elevStated}`, lat: `"breddegrad": ${s.lat}`, installed: s.installed, status: `"status": "${STATUS_J[s.status]}"` });
    return {
      stasjon: { navn: s.name, kode: s.code },
      posisjon: { breddegrad: s.lat, lengdegrad: s.lon, hoyde: { verdi: s.elevStated, enhet: 'moh' } },
      utstyr: { sensorpakke: s.model },
      etablert: s.installed,
      ansvarlig: { navn: s.custodian },
      status: STATUS_J[s.status],
    };
  });
  corpus.write(file, JSON.stringify({ nettverk: 'Vestland Værvakt', oppdatert: '2025-02-01', stasjoner: recs }, null, 2) + '\n');
}

// (a7) one Norwegian station only in a Norwegian e-mail
{
  const file = 'vestland/epost/2024-09-10-ny-stasjon-vikafjellet.eml';
  const s = ST.Vikafjellet;
  stationFacts(s, file, { elev: '820 meter over havet', lat: '60,994 grader nord', installed: '7. september 2024', status: 'satt i drift', network: '' });
  corpus.write(file, `From: Torbjørn Eide <torbjorn.eide@vestland-vaervakt.no>
To: medlemmer@vestland-vaervakt.no
Cc: Morag MacLeod <chair@highlandweatherwatch.org.uk>
Date: Tue, 10 Sep 2024 20:14:52 +0200
Subject: Ny stasjon på Vikafjellet

Hei alle sammen,

Den nye stasjonen på Vikafjellet (VV-10) ble satt i drift 7. september 2024. Den står 820 meter over havet,
på 60,994 grader nord, like ved parkeringen på toppen av fjellovergangen, og har en Vaisala WXT536.
Ingrid Bergstrøm har sagt ja til å være ansvarlig for stasjonen, og hun får hjelp av meg den første vinteren.

Takk til Vik kommune for tillatelsen og til Sparebanken for 15 000 kroner i støtte.

Hilsen Torbjørn
`);
}

// ------------------------------------------------------------------ (b) instruments
// [tag, type, model, maker, station, accuracy (canonical), calibrated (ISO or null), layout]
const INS_DEF = [
  ['RG-1014', 'Rain gauge', 'TB4', 'Hydrological Services', 'Achnasheen', '±2 %', '2024-03-12', 'tsv'],
  ['AN-2203', 'Anemometer', 'A100R', 'Vector Instruments', 'Achnasheen', '±1 %', '2023-11-07', 'tsv'],
  ['TH-3301', 'Temperature/humidity probe', 'HMP155', 'Vaisala', 'Glen Affric', '±0.1 °C', '2024-03-05', 'tsv'],
  ['RG-1016', 'Rain gauge', 'ARG100', 'Environmental Measurements', 'Glen Affric', '±1 %', '2022-06-19', 'tsv'],
  ['BP-4101', 'Barometer', 'PTB110', 'Vaisala', 'Dalwhinnie', '±0.3 hPa', '2024-02-20', 'tsv'],
  ['TH-3304', 'Temperature/humidity probe', 'CS215', 'Campbell Scientific', 'Loch Ossian', '±0.3 °C', '2023-05-16', 'tsv'],
  ['AN-2206', 'Anemometer', '6410', 'Davis Instruments', 'Tomatin', '±5 %', '2024-04-17', 'tsv'],
  ['RG-1019', 'Rain gauge', 'AeroCone 6466', 'Davis Instruments', 'Kingussie', '±4 %', '2024-09-09', 'tsv'],
  ['TH-3307', 'Temperature/humidity probe', '7346', 'Davis Instruments', 'Kingussie', '±0.5 °C', '2021-04-27', 'tsv'],
  ['AN-2208', 'Anemometer', 'WindSonic', 'Gill Instruments', 'Durness', '±2 %', '2024-06-11', 'tsv'],
  ['RG-1021', 'Rain gauge', 'TB4', 'Hydrological Services', 'Altnaharra', '±2 %', '2024-08-20', 'tsv'],
  ['BP-4103', 'Barometer', 'CS100', 'Campbell Scientific', 'Altnaharra', '±0.5 hPa', '2023-08-22', 'tsv'],
  ['TH-3310', 'Temperature/humidity probe', 'HC2A-S3', 'Rotronic', 'Applecross', '±0.1 °C', '2024-07-29', 'tsv'],
  ['RG-1023', 'Rain gauge', '52203', 'R. M. Young', 'Fort Augustus', '±2 %', '2024-12-16', 'tsv'],
  ['TH-3312', 'Temperature/humidity probe', 'HMP155', 'Vaisala', 'Aviemore Moor', '±0.1 °C', '2024-07-02', 'json'],
  ['AN-2212', 'Anemometer', '05103 Wind Monitor', 'R. M. Young', 'Glenfinnan', '±0.3 m/s', '2022-03-08', 'json'],
  ['RG-1025', 'Rain gauge', 'TB4', 'Hydrological Services', 'Kinlochewe', '±2 %', '2024-02-14', 'json'],
  ['BP-4105', 'Barometer', 'PTB330', 'Vaisala', 'Cairn Dearg', '±0.15 hPa', '2023-10-02', 'json'],
  ['TH-3314', 'Temperature/humidity probe', 'CS215', 'Campbell Scientific', 'Altnaharra', '±0.3 °C', '2024-08-20', 'json'],
  ['AN-2214', 'Anemometer', 'A100R', 'Vector Instruments', 'Loch Ossian', '±1 %', '2024-10-03', 'json'],
  ['TH-3315', 'Temperature/humidity probe', 'HC2A-S3', 'Rotronic', 'Strathpeffer', '±0.1 °C', '2023-02-28', 'json'],
  ['RG-1026', 'Rain gauge', 'AeroCone 6466', 'Davis Instruments', 'Lairg', '±4 %', '2022-10-10', 'json'],
  ['AN-2216', 'Anemometer', '6410', 'Davis Instruments', 'Fort Augustus', '±5 %', '2022-08-14', 'json'],
  ['AN-2210', 'Anemometer', 'A100R', 'Vector Instruments', 'Dalwhinnie', '±1 %', '2024-03-21', 'cert'],
  ['TH-3316', 'Temperature/humidity probe', 'HMP155', 'Vaisala', 'Dalwhinnie', '±0.1 °C', '2024-03-21', 'cert'],
  ['BP-4107', 'Barometer', 'PTB110', 'Vaisala', 'Glen Affric', '±0.3 hPa', '2024-03-05', 'cert'],
  ['RG-1024', 'Rain gauge', 'ARG100', 'Environmental Measurements', 'Loch Quoich', '±1 %', '2024-05-22', 'cert'],
  ['AN-2231', 'Anemometer', 'WindSonic', 'Gill Instruments', 'Cairn Dearg', '±2 %', '2024-09-30', 'mail'],
  ['TH-3318', 'Temperature/humidity probe', 'HMP155', 'Vaisala', 'Beinn Bhreac', '±0.1 °C', '2024-09-24', 'mail'],
  ['BP-4109', 'Barometer', 'PTB110', 'Vaisala', 'Beinn Bhreac', '±0.3 hPa', '2024-09-25', 'mail'],
  ['RG-1027', 'Rain gauge', 'ARG100', 'Environmental Measurements', 'Beinn Bhreac', '±1 %', '2024-10-02', 'mail'],
  ['RG-1501', 'Rain gauge', 'TB4', 'Hydrological Services', 'Finse', '±2 %', '2024-01-16', 'no'],
  ['AN-2501', 'Anemometer', '05103 Wind Monitor', 'R. M. Young', 'Finse', '±0.3 m/s', '2024-09-26', 'no'],
  ['TH-3501', 'Temperature/humidity probe', 'HMP155', 'Vaisala', 'Finse', '±0.1 °C', '2023-09-12', 'no'],
  ['BP-4501', 'Barometer', 'PTB110', 'Vaisala', 'Eidfjord', '±0.3 hPa', null, 'no'],
  ['RG-1503', 'Rain gauge', 'ARG100', 'Environmental Measurements', 'Stryn', '±1 %', '2024-02-27', 'no'],
  ['AN-2503', 'Anemometer', 'WindSonic', 'Gill Instruments', 'Stryn', '±2 %', '2024-02-27', 'no'],
  ['TH-3503', 'Temperature/humidity probe', 'CS215', 'Campbell Scientific', 'Myrkdalen', '±0.3 °C', '2024-03-14', 'no'],
  ['RG-1505', 'Rain gauge', 'AeroCone 6466', 'Davis Instruments', 'Ulvik', '±4 %', '2022-04-24', 'no'],
  ['TH-3505', 'Temperature/humidity probe', 'HC2A-S3', 'Rotronic', 'Fjærland', '±0.1 °C', '2024-08-13', 'no'],
];
const instruments = INS_DEF.map(([tag, type, model, maker, station, accuracy, calibrated, layout]) => ({ tag, type, model, maker, station, accuracy, calibrated, layout }));
for (const i of instruments) if (!ST[i.station]) throw new Error(`instrument ${i.tag}: no station ${i.station}`);

function insFacts(i, file, st) {
  const F = (a, v, u, t) => corpus.fact(i.tag, 'instrument', a, v, u, t, file);
  F('type', i.type, 'text', st.type);
  F('model', i.model, 'text', i.model);
  F('maker', i.maker, 'text', st.maker ?? i.maker);
  F('accuracy', i.accuracy, 'text', st.accuracy ?? i.accuracy);
  F('calibrated', i.calibrated, 'date', st.calibrated);
  F('station', i.station, 'text', st.station ?? i.station);
}

// (b1) Highland TSV inventory (units inside the values)
{
  const file = 'instruments/highland-instrument-inventory.tsv';
  const TYPE_T = { 'Rain gauge': 'Tipping-bucket rain gauge', Anemometer: 'Cup anemometer', 'Temperature/humidity probe': 'T/RH probe', Barometer: 'Barometer' };
  const RES = { 'Rain gauge': '0.2 mm/tip', Anemometer: '0.1 m/s', 'Temperature/humidity probe': '0.01 °C', Barometer: '0.1 hPa' };
  const rows = instruments.filter((i) => i.layout === 'tsv').map((i) => {
    const type = i.model === 'WindSonic' ? 'Sonic anemometer' : TYPE_T[i.type];
    const cal = fmtDate(i.calibrated, 'short');
    insFacts(i, file, { type, calibrated: cal });
    return [i.tag, type, i.maker, i.model, i.station, i.accuracy, RES[i.type], cal];
  });
  corpus.write(file, delimited(['Asset tag', 'Type', 'Make', 'Model', 'Station', 'Accuracy', 'Resolution', 'Last calibrated'], rows, '\t'));
}

// (b2) flat JSON calibration records (label set B)
{
  const file = 'instruments/calibration-records-2024.json';
  const TYPE_J = { 'Rain gauge': 'rain_gauge', Anemometer: 'anemometer', 'Temperature/humidity probe': 'temp_rh', Barometer: 'pressure' };
  const MAKER_J = { Vaisala: 'Vaisala Oyj', 'Campbell Scientific': 'Campbell Scientific Ltd', 'Davis Instruments': 'Davis Instruments Corp.' };
  const recs = instruments.filter((i) => i.layout === 'json').map((i) => {
    const maker = MAKER_J[i.maker] ?? i.maker;
    insFacts(i, file, { type: `"instrument_type": "${TYPE_J[i.type]}"`, maker, calibrated: i.calibrated, station: `"site": "${i.station}"` });
    return { asset: i.tag, instrument_type: TYPE_J[i.type], manufacturer: maker, model_no: i.model, site: i.station, accuracy_spec: i.accuracy, calibrated_on: i.calibrated, calibrated_by: 'Highland Instruments Ltd' };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}

// (b3) plain-text calibration certificates
instruments.filter((i) => i.layout === 'cert').forEach((i, k) => {
  const file = `instruments/certificates/CAL-${i.tag}.txt`;
  const TYPE_C = { 'Rain gauge': 'Rain gauge (tipping bucket)', Anemometer: 'Anemometer (three-cup)', 'Temperature/humidity probe': 'Air temperature and humidity probe', Barometer: 'Barometric pressure sensor' };
  const cal = fmtDate(i.calibrated, k % 2 ? 'dotted' : 'long');
  insFacts(i, file, { type: TYPE_C[i.type], calibrated: cal, station: `Installed at: ${i.station}` });
  corpus.write(file, [
    `CALIBRATION CERTIFICATE — ${i.tag}`, '', `Certificate no.: HIL-${24310 + k * 17}`,
    `Instrument: ${TYPE_C[i.type]}`, `Manufacturer: ${i.maker}`, `Model: ${i.model}`, `Asset tag: ${i.tag}`, `Installed at: ${i.station}`,
    `Stated accuracy: ${i.accuracy}`, `Date of calibration: ${cal}`, 'Calibrated by: Highland Instruments Ltd, Inverness', 'Result: PASS (within stated accuracy at all test points)', '',
    `This certificate covers ${i.tag} only; the next calibration is due within 24 months.`, '',
  ].join('\n'));
});

// (b4) four instruments only in a technician's e-mail
{
  const file = 'email/2024-10-08-new-kit-fitted.eml';
  const I = Object.fromEntries(instruments.filter((i) => i.layout === 'mail').map((i) => [i.tag, i]));
  insFacts(I['AN-2231'], file, { type: 'sonic anemometer', maker: 'Gill', calibrated: '30 September', station: 'Cairn Dearg', accuracy: '±2 %' });
  insFacts(I['TH-3318'], file, { type: 'temperature and humidity probe', calibrated: '24 September', station: 'Beinn Bhreac', accuracy: '±0.1 °C' });
  insFacts(I['BP-4109'], file, { type: 'barometer', calibrated: 'the day after, the 25th', station: 'Beinn Bhreac', accuracy: '±0.3 hPa' });
  insFacts(I['RG-1027'], file, { type: 'rain gauge', calibrated: '2 October', station: 'Beinn Bhreac', accuracy: '±1 %' });
  corpus.write(file, `From: Ewan Gillies <ewan.gillies@highlandweatherwatch.org.uk>
To: kit@highlandweatherwatch.org.uk
Date: Tue, 8 Oct 2024 21:37:05 +0100
Subject: New kit fitted - Cairn Dearg and Beinn Bhreac

Hi all,

Quick note so the inventory can be updated.

On Cairn Dearg I replaced the old cup anemometer with a Gill WindSonic sonic anemometer, asset tag AN-2231.
Gill quote ±2 % on wind speed, and I checked it against the reference unit at the bench on 30 September 2024
before carrying it up.

Beinn Bhreac now has its full set. The temperature and humidity probe is a Vaisala HMP155, tag TH-3318, good to
±0.1 °C; it was calibrated on 24 September 2024. The barometer is a Vaisala PTB110 (BP-4109, ±0.3 hPa) and was
calibrated the day after, the 25th (25 September 2024). Last in was the rain gauge, an ARG100 from
Environmental Measurements, tag RG-1027, accurate to ±1 % and calibrated on 2 October 2024 with the 500 ml bottle test.

The old anemometer from Cairn Dearg has gone back to Highland Instruments for repair.

Ewan
`);
}

// (b5) Norwegian instrument list: semicolon CSV, decimal commas, n/a
{
  const file = 'vestland/instrumenter.csv';
  const TYPE_N = { 'Rain gauge': 'Nedbørmåler', Anemometer: 'Vindmåler', 'Temperature/humidity probe': 'Temperatur/fukt', Barometer: 'Barometer' };
  const rows = instruments.filter((i) => i.layout === 'no').map((i) => {
    const acc = i.accuracy.replace('.', ',');
    const cal = i.calibrated ? fmtDate(i.calibrated, 'dotted') : 'n/a';
    insFacts(i, file, { type: TYPE_N[i.type], accuracy: acc, calibrated: cal === 'n/a' ? '' : cal });
    return [i.tag, TYPE_N[i.type], i.maker, i.model, i.station, acc, cal];
  });
  corpus.write(file, delimited(['Instrument-ID', 'Type', 'Produsent', 'Modell', 'Stasjon', 'Nøyaktighet', 'Kalibrert'], rows, ';'));
}

// ------------------------------------------------------------------ (c) volunteers
function volFacts(v, file, st) {
  const F = (a, val, u, t) => corpus.fact(v.name, 'volunteer', a, val, u, t, file);
  F('network', v.net, 'text', '');
  F('town', v.town, 'place', st.town ?? v.town);
  F('joined', v.joined, 'date', st.joined);
  F('training', v.level, '', st.training);
  F('stations', v.stations, 'list', st.stations);
}
const LEVEL_EN = { 1: 'Level 1 (Observer)', 2: 'Level 2 (Maintainer)', 3: 'Level 3 (Trainer)' };
const LEVEL_NO = { 1: 'Nivå 1 (observatør)', 2: 'Nivå 2 (vedlikehold)', 3: 'Nivå 3 (instruktør)' };

// (c1) HTML definition-list directory
{
  const file = 'volunteers/volunteer-directory.html';
  const secs = vols.filter((v) => v.layout === 'dl').map((v, k) => {
    const joined = fmtDate(v.joined, k % 2 ? 'short' : 'long');
    const stations = v.stations.length ? v.stations.join(', ') : '— (technician only)';
    volFacts(v, file, { joined, training: LEVEL_EN[v.level], stations: v.stations.length ? stations : 'technician only' });
    return `<section>
  <h2>${esc(v.name)}</h2>
  <dl>
    <dt>Lives in</dt><dd>${esc(v.town)}</dd>
    <dt>Volunteer since</dt><dd>${esc(joined)}</dd>
    <dt>Training</dt><dd>${esc(LEVEL_EN[v.level])}</dd>
    <dt>Custodian of</dt><dd>${esc(stations)}</dd>
  </dl>
</section>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Volunteer directory — Highland Weather Watch</title></head>
<body>
<header><p>Highland Weather Watch — members only</p></header>
<main>
<h1>Volunteer directory</h1>
<p>Training levels: Level 1 observers read and report; Level 2 maintainers may open the logger box and swap sensors; Level 3 trainers run the courses.</p>
${secs.join('\n')}
</main>
<footer>Please tell Shona Macrae if your details change.</footer>
</body>
</html>
`);
}

// (c2) nested membership JSON (stations by code)
{
  const file = 'volunteers/membership-export.json';
  const LABEL = { 1: 'Observer', 2: 'Maintainer', 3: 'Trainer' };
  const recs = vols.filter((v) => v.layout === 'json').map((v, k) => {
    const codes = v.stations.map((n) => ST[n].code);
    volFacts(v, file, { town: `"town": "${v.town}"`, joined: v.joined, training: `"level": ${v.level}`, stations: codes.length ? `"${codes[codes.length - 1]}"` : '"custodian_of": []' });
    return {
      member_id: `HWW-M${pad(31 + k * 7, 3)}`,
      person: { full_name: v.name, email: `${slug(v.name).replace('-', '.')}@example.org.uk` },
      address: { town: v.town, region: 'Highland' },
      membership: { joined: v.joined, subscription: k % 3 ? 'standard' : 'concession', training: { level: v.level, label: LABEL[v.level] } },
      custodian_of: codes,
    };
  });
  corpus.write(file, JSON.stringify({ exported: '2025-02-20T09:12:44Z', source: 'HWW membership database', members: recs }, null, 2) + '\n');
}

// (c3) Norwegian HTML table of volunteers
{
  const file = 'vestland/frivillige.html';
  const rows = vols.filter((v) => v.layout === 'no').map((v) => {
    const joined = fmtDate(v.joined, 'dotted');
    const stations = v.stations.length ? v.stations.join(', ') : '–';
    volFacts(v, file, { joined, training: LEVEL_NO[v.level], stations });
    return `    <tr><td>${esc(v.name)}</td><td>${esc(v.town)}</td><td>${joined}</td><td>${esc(LEVEL_NO[v.level])}</td><td>${esc(stations)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="no">
<head><meta charset="utf-8"><title>Frivillige — Vestland Værvakt</title></head>
<body>
<h1>Frivillige i Vestland Værvakt</h1>
<p>Oversikt over frivillige observatører og stasjonsansvarlige, oppdatert februar 2025.</p>
<table>
  <thead><tr><th>Navn</th><th>Bosted</th><th>Medlem siden</th><th>Opplæringsnivå</th><th>Stasjoner</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Nivå 1: observatør. Nivå 2: vedlikehold av stasjon. Nivå 3: instruktør.</p>
</body>
</html>
`);
}

// ------------------------------------------------------------------ (d) storm / extreme-event reports
// [ref, date, station, storm, [gust, unit], [rain, unit], [pressure, unit], damage, damage phrase, layout]
const EV_DEF = [
  ['HWW-E24-01', '2024-01-21', 'Cairn Dearg', 'Isha', [96, 'mph'], [38.6, 'mm'], [958.2, 'hPa'], 'Anemometer', 'cups torn off the anemometer', 'md'],
  ['HWW-E24-02', '2024-01-21', 'Kinlochewe', 'Isha', [74, 'mph'], [61.4, 'mm'], [957.4, 'hPa'], 'Flooding', 'enclosure flooded to 30 cm', 'md'],
  ['HWW-E24-03', '2024-01-23', 'Applecross', 'Jocelyn', [68, 'kn'], [1.72, 'in'], [28.71, 'inHg'], 'Fence', 'stock fence flattened', 'box'],
  ['HWW-E24-04', '2024-01-23', 'Durness', 'Jocelyn', [131, 'km/h'], [22.8, 'mm'], [958.9, 'hPa'], 'None', 'none', 'json'],
  ['HWW-E24-05', '2024-03-02', 'Glen Affric', 'unnamed', [52, 'mph'], [47.0, 'mm'], [981.6, 'hPa'], 'None', 'no damage', 'diary'],
  ['HWW-E24-06', '2024-04-10', 'Dalwhinnie', 'Kathleen', [63, 'mph'], [18.2, 'mm'], [975.4, 'hPa'], 'Power', 'mains power lost for 9 hours; logger ran on battery', 'md'],
  ['HWW-E24-07', '2024-08-10', 'Loch Ossian', 'Lilian', [58, 'mph'], [72.4, 'mm'], [988.0, 'hPa'], 'Rain gauge', 'funnel of the rain gauge blocked', 'diary'],
  ['HWW-E24-08', '2024-10-20', 'Achnasheen', 'Ashley', [61, 'kn'], [2.36, 'in'], [28.82, 'inHg'], 'Power', 'Power cut (11 h)', 'box'],
  ['HWW-E24-09', '2024-11-23', 'Fort Augustus', 'Bert', [104, 'km/h'], [88.9, 'mm'], [971.6, 'hPa'], 'Flooding', 'Loch Ness overtopped the enclosure', 'json'],
  ['HWW-E24-10', '2024-12-07', 'Aviemore Moor', 'Darragh', [146, 'km/h'], [12.6, 'mm'], [972.3, 'hPa'], 'Mast', 'mast bent above the logger box', 'json'],
  ['HWW-E24-11', '2024-12-07', 'Tomatin', 'Darragh', [71, 'mph'], [9.8, 'mm'], [973.0, 'hPa'], 'Fence', 'deer fence down on the west side', 'md'],
  ['HWW-E24-12', '2024-07-18', 'Kingussie', 'unnamed', [39, 'mph'], [41.2, 'mm'], [1004.1, 'hPa'], 'Flooding', 'surface water through the enclosure', 'md'],
  ['HWW-E25-01', '2025-01-24', 'Altnaharra', 'Éowyn', [79, 'kn'], [1.18, 'in'], [28.25, 'inHg'], 'Mast', 'Mast guy wire snapped; mast leaning', 'box'],
  ['VV-E24-01', '2024-01-31', 'Stryn', 'Ingunn', [38.4, 'm/s'], [72.5, 'mm'], [958.1, 'hPa'], 'Mast', 'Masta bøyd', 'no'],
  ['VV-E24-02', '2024-10-08', 'Odda', 'unnamed', [24.1, 'm/s'], [118.6, 'mm'], [981.4, 'hPa'], 'Flooding', 'Innhegningen oversvømt', 'no'],
  ['VV-E24-03', '2024-12-27', 'Finse', 'unnamed', [44.7, 'm/s'], [21.0, 'mm'], [957.3, 'hPa'], 'Anemometer', 'Vindmåler ødelagt', 'no'],
];
const GUST = { mph: MPH, kn: KN, 'km/h': 1, 'm/s': MS };
const events = EV_DEF.map(([ref, date, station, storm, [g, gu], [rn, ru], [p, pu], damage, phrase, layout]) => ({
  ref, date, station, storm, g, gu, rn, ru, p, pu, damage, phrase, layout,
  gust: r4(g * GUST[gu]), rain: ru === 'in' ? r4(rn * INCH) : rn, pressure: pu === 'inHg' ? r4(p * INHG) : p,
}));
for (const e of events) if (!ST[e.station]) throw new Error(`event ${e.ref}: no station ${e.station}`);
function evFacts(e, file, st) {
  const F = (a, v, u, t) => corpus.fact(e.ref, 'event', a, v, u, t, file);
  F('date', e.date, 'date', st.date);
  F('station', e.station, 'text', e.station);
  F('storm', e.storm, 'text', st.storm);
  F('peak_gust', e.gust, 'km/h', st.gust);
  F('rainfall', e.rain, 'mm', st.rain);
  F('min_pressure', e.pressure, 'hPa', st.pressure);
  F('damage', e.damage, 'text', st.damage ?? e.phrase);
}
const stormName = (e) => (e.storm === 'unnamed' ? 'unnamed' : `Storm ${e.storm}`);

// (d1) Markdown `Key: value` storm reports (mph, mm, hPa)
events.filter((e) => e.layout === 'md').forEach((e, k) => {
  const file = `events/reports/${e.ref}.md`;
  const date = fmtDate(e.date, k % 2 ? 'short' : 'long');
  const storm = e.storm === 'unnamed' ? 'unnamed (thunderstorm)' : stormName(e);
  evFacts(e, file, { date, storm, gust: `${e.g} mph`, rain: `${e.rn.toFixed(1)} mm`, pressure: `${e.p.toFixed(1)} hPa` });
  corpus.write(file, mdBullets({
    title: `Storm report ${e.ref} — ${e.station}`,
    lead: [`Filed by the station custodian, ${ST[e.station].custodian}. The peak gust at ${e.station} was ${e.g} mph.`],
    sections: [{ heading: 'Report', rows: [['Report ref', e.ref], ['Date', date], ['Station', `${e.station} (${ST[e.station].code})`], ['Storm', storm], ['Peak gust', `${e.g} mph`], ['Rainfall (24 h)', `${e.rn.toFixed(1)} mm`], ['Lowest pressure', `${e.p.toFixed(1)} hPa`], ['Damage', e.phrase]] }],
    footer: 'Send storm reports within 48 hours to reports@highlandweatherwatch.org.uk.',
  }));
});
function mdBullets(p) {
  const out = [`# ${p.title}`, ''];
  for (const l of p.lead) out.push(l, '');
  for (const s of p.sections) {
    out.push(`## ${s.heading}`, '');
    for (const [k, v] of s.rows) out.push(`- ${k}: ${v}`);
    out.push('');
  }
  out.push(`_${p.footer}_`, '');
  return out.join('\n');
}

// (d2) HTML infobox storm pages (knots, inches, inHg)
events.filter((e) => e.layout === 'box').forEach((e) => {
  const file = `events/storm-pages/${slug(`${e.storm}-${e.station}`)}.html`;
  const date = fmtDate(e.date, 'us');
  const rows = [['Report', e.ref], ['Date', date], ['Station', e.station], ['Named storm', e.storm], ['Peak gust', `${e.g} knots`], ['24-hour rainfall', `${e.rn.toFixed(2)} in`], ['Pressure minimum', `${e.p.toFixed(2)} inHg`], ['Damage', e.phrase]];
  evFacts(e, file, { date, storm: e.storm, gust: `${e.g} knots`, rain: `${e.rn.toFixed(2)} in`, pressure: `${e.p.toFixed(2)} inHg` });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>${esc(stormName(e))} at ${esc(e.station)}</title></head>
<body>
<div class="page">
  <h1 class="page-title">${esc(stormName(e))} at ${esc(e.station)}</h1>
  <div class="infobox">
    <div class="infobox-title">${esc(e.ref)}</div>
${rows.map(([k, v]) => `    <div class="infobox-row"><span class="label">${esc(k)}</span><span class="value">${esc(v)}</span></div>`).join('\n')}
  </div>
  <div class="content">
    <p>${esc(stormName(e))} reached ${esc(e.station)} on ${esc(date)}, gusting to ${e.g} knots. Figures from the station's imperial-units console, copied by the custodian.</p>
  </div>
</div>
</body>
</html>
`);
});

// (d3) flat JSON event log (km/h, mm, hPa)
{
  const file = 'events/event-log-2024.json';
  const recs = events.filter((e) => e.layout === 'json').map((e) => {
    evFacts(e, file, { date: e.date, storm: `"storm_name": "${e.storm}"`, gust: `"gust_kmh": ${e.g}`, rain: `"rain_24h_mm": ${e.rn}`, pressure: `"pressure_min_hpa": ${e.p}`, damage: e.phrase });
    return { ref: e.ref, date: e.date, station_code: ST[e.station].code, station: e.station, storm_name: e.storm, gust_kmh: e.g, rain_24h_mm: e.rn, pressure_min_hpa: e.p, damage: e.phrase };
  });
  corpus.write(file, JSON.stringify({ log: 'HWW extreme events', year: 2024, events: recs }, null, 2) + '\n');
}

// (d4) two events only in an observer's diary
{
  const file = 'diaries/fiona-cameron-weather-diary-2024.md';
  const [a, b] = events.filter((e) => e.layout === 'diary');
  evFacts(a, file, { date: '2 March', storm: 'no name', gust: 'fifty-two miles an hour', rain: '47.0 mm', pressure: '981.6 hPa', damage: 'no damage' });
  evFacts(b, file, { date: '10 August', storm: 'Storm Lilian', gust: '58 mph', rain: '72.4 mm', pressure: '988.0 hPa', damage: 'funnel of the rain gauge blocked' });
  corpus.write(file, `# Weather diary 2024 — Fiona Cameron

Glen Affric and Loch Ossian, my two stations.

**14 January.** Hard frost, -9 °C on the car at Tomich. Cleared snow off the Glen Affric solar panel.

**2 March.** A vicious little low with no name came through overnight at Glen Affric. The logger shows a gust of
fifty-two miles an hour at 03:40, 47.0 mm of rain in the 24 hours, and the pressure bottomed out at 981.6 hPa. I went up
after breakfast: no damage, just a lot of branches on the track. Logged it as ${a.ref}.

**5 March.** Calibration visit at Glen Affric with the new probe.

**10 August.** Storm Lilian at Loch Ossian — wettest day of the summer. 72.4 mm in 24 hours, a top gust of 58 mph
and the pressure down to 988.0 hPa. The funnel of the rain gauge blocked with leaves and birch seed, so the evening
tips were lost until I cleared it. Report ref ${b.ref}.

**3 October.** Annual inspection at Loch Ossian, all well, new anemometer went on.

**30 December.** Twelve days of gales since Christmas. Counting the days to spring.
`);
}

// (d5) Norwegian storm reports
events.filter((e) => e.layout === 'no').forEach((e) => {
  const file = `vestland/ekstremvaer/${e.ref}.md`;
  const storm = e.storm === 'unnamed' ? 'Uten navn' : `Ekstremværet ${e.storm}`;
  evFacts(e, file, { date: fmtDate(e.date, 'dotted'), storm: `Uvær: ${storm}`, gust: `${decc(e.g)} m/s`, rain: `${decc(e.rn)} mm`, pressure: `${decc(e.p)} hPa`, damage: e.phrase });
  corpus.write(file, [
    `# Ekstremværrapport ${e.ref}`, '', `Vestland Værvakt — rapport fra stasjon ${e.station}.`, '',
    `- Rapport: ${e.ref}`, `- Dato: ${fmtDate(e.date, 'dotted')}`, `- Stasjon: ${e.station} (${ST[e.station].code})`, `- Uvær: ${storm}`,
    `- Sterkeste vindkast: ${decc(e.g)} m/s`, `- Nedbør siste døgn: ${decc(e.rn)} mm`, `- Laveste lufttrykk: ${decc(e.p)} hPa`, `- Skader: ${e.phrase}`, '',
    `Rapporten er skrevet av ${ST[e.station].custodian}.`, '',
  ].join('\n'));
});

// ------------------------------------------------------------------ (e) maintenance visits
// [ref, date, station, technician, work, cost, layout]
const VIS_DEF = [
  ['MV-24-001', '2024-01-09', 'Achnasheen', 'Hamish Fraser', 'Battery replacement', 38.5, 'csv'],
  ['MV-24-002', '2024-01-30', 'Cairn Dearg', 'Donald Mackenzie', 'Sensor replacement', 412.0, 'yaml'],
  ['MV-24-003', '2024-02-14', 'Kinlochewe', 'Morag MacLeod', 'Cleaning', 22.0, 'csv'],
  ['MV-24-004', '2024-03-05', 'Glen Affric', 'Fiona Cameron', 'Calibration', 145.0, 'txt'],
  ['MV-24-005', '2024-03-21', 'Dalwhinnie', 'Kirsty MacDonald', 'Firmware update', 18.4, 'csv'],
  ['MV-24-006', '2024-04-17', 'Tomatin', 'Catriona Ross', 'Mast repair', 236.75, 'yaml'],
  ['MV-24-007', '2024-05-22', 'Loch Quoich', 'Callum Stewart', 'Calibration', 168.0, 'csv'],
  ['MV-24-008', '2024-06-11', 'Durness', 'Hamish Fraser', 'Firmware update', 54.2, 'csv'],
  ['MV-24-009', '2024-07-02', 'Aviemore Moor', 'Catriona Ross', 'Cleaning', 25.6, 'txt'],
  ['MV-24-010', '2024-07-29', 'Applecross', 'Ruaridh Matheson', 'Battery replacement', 61.9, 'yaml'],
  ['MV-24-011', '2024-08-20', 'Altnaharra', 'Hamish Fraser', 'Calibration', 182.3, 'csv'],
  ['MV-24-012', '2024-09-09', 'Kingussie', 'Kirsty MacDonald', 'Sensor replacement', 289.0, 'txt'],
  ['MV-24-013', '2024-10-03', 'Loch Ossian', 'Fiona Cameron', 'Annual inspection', 47.8, 'csv'],
  ['MV-24-014', '2024-11-12', 'Cairn Dearg', 'Ewan Gillies', 'Mast repair', 534.6, 'mail'],
  ['MV-24-015', '2024-12-03', 'Altnaharra', 'Hamish Fraser', 'Battery replacement', 64.8, 'mail'],
  ['MV-24-016', '2024-12-16', 'Fort Augustus', 'Highland Instruments Ltd', 'Calibration', 295.0, 'yaml'],
  ['MV-25-001', '2025-01-08', 'Strathpeffer', 'Morag MacLeod', 'Annual inspection', 31.2, 'csv'],
  ['MV-25-002', '2025-01-28', 'Tomatin', 'Ewan Gillies', 'Sensor replacement', 318.4, 'mail'],
  ['VL-24-01', '2024-01-16', 'Finse', 'Kari Nilsen', 'Battery replacement', 650, 'no'],
  ['VL-24-02', '2024-02-27', 'Stryn', 'Sigurd Lunde', 'Mast repair', 4850, 'no'],
  ['VL-24-03', '2024-03-14', 'Myrkdalen', 'Kari Nilsen', 'Calibration', 1450, 'no'],
  ['VL-24-04', '2024-04-09', 'Eidfjord', 'Torbjørn Eide', 'Cleaning', 420, 'no'],
  ['VL-24-05', '2024-05-23', 'Aurland', 'Ola Haugland', 'Firmware update', 380, 'no'],
  ['VL-24-06', '2024-06-18', 'Lærdal', 'Ola Haugland', 'Annual inspection', 960, 'no'],
  ['VL-24-07', '2024-08-13', 'Fjærland', 'Sigurd Lunde', 'Calibration', 1380, 'no'],
  ['VL-24-08', '2024-09-26', 'Finse', 'Torbjørn Eide', 'Sensor replacement', 6240, 'no'],
  ['VL-24-09', '2024-11-05', 'Odda', 'Torbjørn Eide', 'Battery replacement', 720, 'no'],
  ['VL-25-01', '2025-01-21', 'Myrkdalen', 'Kari Nilsen', 'Annual inspection', 2150, 'no'],
];
const visits = VIS_DEF.map(([ref, date, station, tech, work, cost, layout]) => ({ ref, date, station, tech, work, cost, layout, cur: ref.startsWith('VL') ? 'NOK' : 'GBP' }));
for (const v of visits) if (!ST[v.station]) throw new Error(`visit ${v.ref}: no station ${v.station}`);
function visFacts(v, file, st) {
  const F = (a, val, u, t) => corpus.fact(v.ref, 'visit', a, val, u, t, file);
  F('date', v.date, 'date', st.date);
  F('station', v.station, 'text', v.station);
  F('technician', v.tech, 'person', v.tech);
  F('work', v.work, 'text', st.work);
  F('cost', v.cost, v.cur, st.cost);
}

// (e1) Highland CSV log (cost in the header)
{
  const file = 'maintenance/highland-visits-log.csv';
  const WORK_C = { 'Battery replacement': 'Battery swap', Cleaning: 'Clean sensors', 'Firmware update': 'Firmware', Calibration: 'Calibration', 'Annual inspection': 'Annual inspection', 'Sensor replacement': 'Sensor swap', 'Mast repair': 'Mast repair' };
  const rows = visits.filter((v) => v.layout === 'csv').map((v) => {
    visFacts(v, file, { date: v.date, work: WORK_C[v.work], cost: v.cost.toFixed(2) });
    return [v.ref, v.date, ST[v.station].code, v.station, v.tech, WORK_C[v.work], v.cost.toFixed(2)];
  });
  corpus.write(file, delimited(['Visit ref', 'Date', 'Station code', 'Station', 'Technician', 'Work done', 'Cost (GBP)'], rows));
}

// (e2) YAML-front-matter visit reports
const WORK_LONG = {
  'Sensor replacement': 'Replaced the anemometer (cups lost in Storm Isha); new unit levelled and aligned to true north',
  'Mast repair': 'Mast repair: re-tensioned the guys and replaced the top clamp',
  'Battery replacement': 'Battery replacement (12 V 18 Ah AGM) and terminal clean',
  Calibration: 'Calibration of rain gauge and temperature probe against the travelling standard',
};
visits.filter((v) => v.layout === 'yaml').forEach((v, k) => {
  const file = `maintenance/reports/${v.ref}.md`;
  const work = WORK_LONG[v.work];
  const cost = k % 2 ? `GBP ${v.cost.toFixed(2)}` : gbp(v.cost);
  visFacts(v, file, { date: v.date, work, cost });
  corpus.write(file, [
    '---', `visit: ${v.ref}`, `date: ${v.date}`, `station: ${v.station}`, 'network: Highland Weather Watch', '---', '',
    `# Maintenance visit ${v.ref}`, '', `Visit to ${v.station} by ${v.tech}.`, '',
    '## Summary', '', '| Field | Value |', '|---|---|',
    `| Site | ${v.station} (${ST[v.station].code}) |`, `| Engineer | ${v.tech} |`, `| Work carried out | ${work} |`, `| Parts and labour | ${cost} |`, '',
    ['Weather on the day: dry, light westerly.', 'Access by quad bike from the estate road.', 'Next visit at the spring kit check.', 'Receipts scanned to the treasurer.'][k % 4], '',
  ].join('\n'));
});

// (e3) plain-text visit reports
visits.filter((v) => v.layout === 'txt').forEach((v) => {
  const file = `maintenance/reports/${v.ref}.txt`;
  const date = fmtDate(v.date, 'short');
  const WORK_T = { Calibration: 'calibration of T/RH probe and barometer', Cleaning: 'cleaned radiation shield, rain gauge funnel and solar panel', 'Sensor replacement': 'replaced failed rain gauge (lightning strike) with AeroCone' };
  visFacts(v, file, { date, work: WORK_T[v.work], cost: `GBP ${v.cost.toFixed(2)}` });
  corpus.write(file, [
    `VISIT REPORT: ${v.ref}`, '', `Date of visit: ${date}`, `Station: ${v.station}`, `Technician: ${v.tech}`, `Work: ${WORK_T[v.work]}`,
    `Invoice total: GBP ${v.cost.toFixed(2)}`, '', `${v.tech} signed off the station as working at the end of the visit.`, '',
  ].join('\n'));
});

// (e4) three visits only in the treasurer's e-mail
{
  const file = 'email/2025-02-03-visit-expenses.eml';
  const V = Object.fromEntries(visits.filter((v) => v.layout === 'mail').map((v) => [v.ref, v]));
  visFacts(V['MV-24-014'], file, { date: '12 November', work: 'make the mast safe', cost: '£534.60' });
  visFacts(V['MV-24-015'], file, { date: '3 December', work: 'swap the logger batteries', cost: '£64.80' });
  visFacts(V['MV-25-002'], file, { date: '28 January', work: 'replace the failed temperature probe', cost: '£318.40' });
  corpus.write(file, `From: Alasdair Munro <treasurer@highlandweatherwatch.org.uk>
To: committee@highlandweatherwatch.org.uk
Date: Mon, 3 Feb 2025 18:02:11 +0000
Subject: Visit expenses not yet on the log

Hello all,

Three visits have been paid but are not on the maintenance log yet, so for the record:

MV-24-014: Ewan Gillies went up Cairn Dearg on 12 November to make the mast safe after the October gales and
to take the sensors down for the winter. With the guy wires and the helicopter lift it came to £534.60, our
biggest single bill of the year. The station stays offline until the new top section arrives in the spring.

MV-24-015: Hamish Fraser drove out to Altnaharra on 3 December to swap the logger batteries; £64.80 including fuel.

MV-25-002: Ewan Gillies was back out on 28 January, this time at Tomatin, to replace the failed temperature probe.
The probe and his mileage total £318.40.

Could whoever has the log add these? Thanks.

Alasdair
`);
}

// (e5) Norwegian maintenance log: PREAMBLE, SEMICOLONS, DECIMAL COMMAS (NOK)
{
  const file = 'vestland/vedlikeholdslogg-2024.csv';
  const WORK_N = { 'Battery replacement': 'Batteribytte', 'Mast repair': 'Mastereparasjon', Calibration: 'Kalibrering', Cleaning: 'Rengjøring', 'Firmware update': 'Fastvareoppdatering', 'Annual inspection': 'Årlig inspeksjon', 'Sensor replacement': 'Utskifting av sensor' };
  const rows = visits.filter((v) => v.layout === 'no').map((v) => {
    visFacts(v, file, { date: fmtDate(v.date, 'dotted'), work: WORK_N[v.work], cost: nok(v.cost) });
    return [v.ref, fmtDate(v.date, 'dotted'), v.station, v.tech, WORK_N[v.work], nok(v.cost)];
  });
  const head = 'Vestland Værvakt - vedlikeholdslogg\nEksportert: 03.02.2025 10:12;Bruker: teide\nPeriode: 01.01.2024 - 31.01.2025;Valuta: NOK\n\n';
  corpus.write(file, head + delimited(['Ref', 'Dato', 'Stasjon', 'Tekniker', 'Arbeid utført', 'Kostnad (NOK)'], rows, ';'));
}

// ------------------------------------------------------------------ (f) wide monthly tables, 2024
const WET = { Achnasheen: 2300, Kinlochewe: 2600, 'Glen Affric': 1900, 'Loch Ossian': 2200, 'Cairn Dearg': 1700, Tomatin: 950, Dalwhinnie: 1300, Kingussie: 900, 'Aviemore Moor': 1050, Strathpeffer: 850, Lairg: 1100, Altnaharra: 1250, Durness: 1150, Applecross: 2000, Glenfinnan: 2700, 'Fort Augustus': 1400, 'Beinn Bhreac': 1800, 'Loch Quoich': 3000, Finse: 1050, Eidfjord: 1000, Aurland: 700, Lærdal: 480, Fjærland: 1900, Stryn: 1700, Odda: 2050, Ulvik: 1350, Myrkdalen: 2250, Vikafjellet: 2500 };
const SHARE = [1.35, 1.0, 1.05, 0.7, 0.6, 0.55, 0.7, 0.85, 1.0, 1.2, 1.3, 1.45];
const OFF_HW = [-4.4, -4.0, -2.6, -0.4, 2.4, 4.9, 6.4, 6.1, 3.9, 0.8, -2.4, -4.1];
const OFF_NO = [-7.2, -6.8, -4.3, -0.6, 3.5, 7.4, 9.2, 8.6, 5.1, 0.7, -3.6, -6.4];
for (const s of stations) {
  s.rain = {};
  s.temp = {};
  const total = SHARE.reduce((a, b) => a + b, 0);
  const annual = s.net === 'Highland' ? 7.9 - 0.0065 * s.elev - 0.35 * (s.lat - 57) : 6.9 - 0.0058 * s.elev - 0.4 * (s.lat - 60.5);
  MKEYS.forEach((m, i) => {
    const rain = (WET[s.name] * SHARE[i]) / total * r.float(0.55, 1.5);
    const temp = annual + (s.net === 'Highland' ? OFF_HW : OFF_NO)[i] + r.float(-1.2, 1.2);
    if (i + 1 < s.first || i + 1 > s.last) return;
    s.rain[m] = rain;
    s.temp[m] = temp;
  });
}
const LEGACY_INCHES = ['Kinlochewe', 'Loch Ossian', 'Altnaharra', 'Applecross'];
const FAHRENHEIT = ['Tomatin', 'Kingussie', 'Fort Augustus', 'Strathpeffer'];
const hw = stations.filter((s) => s.net === 'Highland');
const vv = stations.filter((s) => s.net === 'Vestland');
{
  const file = 'observations/rainfall-2024-monthly-mm.csv';
  const rows = hw.filter((s) => !LEGACY_INCHES.includes(s.name)).map((s) => [s.code, s.name, ...MKEYS.map((m) => {
    if (s.rain[m] == null) return '';
    const v = r1(s.rain[m]);
    corpus.also(s.name, 'station', `rain_2024_${m}`, v, 'mm', v.toFixed(1), file);
    return v.toFixed(1);
  })]);
  corpus.write(file, delimited(['Code', 'Station', ...EN3.map((m) => `${m} (mm)`)], rows));
}
{
  const file = 'observations/legacy-gauges-2024-inches.md';
  const out = ['# Legacy manual gauges — monthly rainfall 2024', '', 'Four sites still keep the old copper gauge as the official record. All values in INCHES (read at 0900 GMT, monthly totals).', '',
    `| Station | ${EN3.join(' | ')} |`, `|---|${EN3.map(() => '---').join('|')}|`];
  for (const s of hw.filter((x) => LEGACY_INCHES.includes(x.name))) {
    out.push(`| ${s.name} | ${MKEYS.map((m) => {
      const inch = Math.round((s.rain[m] / INCH) * 100) / 100;
      corpus.also(s.name, 'station', `rain_2024_${m}`, r4(inch * INCH), 'mm', inch.toFixed(2), file);
      return inch.toFixed(2);
    }).join(' | ')} |`);
  }
  out.push('', 'Note: the automatic gauges at these sites under-read in strong wind; the manual gauge is preferred.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'vestland/nedbor-2024.md';
  const out = ['# Nedbør 2024 — månedssummer', '', 'Vestland Værvakt. Nedbør (mm) per måned; – = ingen data (stasjonen ikke i drift).', '',
    `| Stasjon | ${NO3.join(' | ')} |`, `|---|${NO3.map(() => '---').join('|')}|`];
  for (const s of vv) {
    out.push(`| ${s.name} | ${MKEYS.map((m) => {
      if (s.rain[m] == null) return '–';
      const v = r1(s.rain[m]);
      corpus.also(s.name, 'station', `rain_2024_${m}`, v, 'mm', decc(v), file);
      return decc(v);
    }).join(' | ')} |`);
  }
  out.push('', 'Lærdal ble lagt ned etter juni. Odda har vært ute av drift siden flommen 8. oktober.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'observations/mean-temperature-2024-celsius.csv';
  const rows = hw.filter((s) => !FAHRENHEIT.includes(s.name)).map((s) => [s.code, s.name, ...MKEYS.map((m) => {
    if (s.temp[m] == null) return '';
    const v = r1(s.temp[m]);
    corpus.also(s.name, 'station', `temp_2024_${m}`, v, 'C', v.toFixed(1), file);
    return v.toFixed(1);
  })]);
  corpus.write(file, delimited(['Code', 'Station', ...EN3.map((m) => `${m} mean (°C)`)], rows));
}
{
  const file = 'observations/console-export-2024-fahrenheit.html';
  const rows = hw.filter((s) => FAHRENHEIT.includes(s.name)).map((s) => `    <tr><td>${esc(s.name)}</td>${MKEYS.map((m) => {
    const f = r1(s.temp[m] * 9 / 5 + 32);
    corpus.also(s.name, 'station', `temp_2024_${m}`, r4((f - 32) * 5 / 9), 'C', f.toFixed(1), file);
    return `<td>${f.toFixed(1)}</td>`;
  }).join('')}</tr>`);
  corpus.write(file, `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Console export — monthly mean temperature 2024 (°F)</title></head>
<body>
<h1>Monthly mean temperature 2024</h1>
<p>Exported from the WeatherLink consoles at four stations whose displays are set to US units. All temperatures in °F.</p>
<table>
  <thead><tr><th>Station</th>${EN3.map((m) => `<th>${m} (°F)</th>`).join('')}</tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body>
</html>
`);
}
{
  const file = 'vestland/middeltemperatur-2024.md';
  const out = ['# Middeltemperatur 2024', '', 'Vestland Værvakt. Middeltemperatur (°C) per måned; – = ingen data.', '',
    `| Stasjon | ${NO3.join(' | ')} |`, `|---|${NO3.map(() => '---').join('|')}|`];
  for (const s of vv) {
    out.push(`| ${s.name} | ${MKEYS.map((m) => {
      if (s.temp[m] == null) return '–';
      const v = r1(s.temp[m]);
      corpus.also(s.name, 'station', `temp_2024_${m}`, v, 'C', decc(v), file);
      return decc(v);
    }).join(' | ')} |`);
  }
  out.push('', 'Finse er den kaldeste stasjonen i nettverket.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (g) background documents (no entity facts)
corpus.write('README.txt', `HIGHLAND WEATHER WATCH — SHARED DRIVE (as of 1 March 2025)
Volunteer automatic weather stations in the Scottish Highlands, with our partner network
Vestland Værvakt in western Norway (files under vestland/ are in Norwegian).

stations/        station pages and the Highland station register
instruments/     instrument inventory, calibration records and certificates
volunteers/      volunteer directory and membership export
observations/    monthly rainfall and temperature tables, 2024
events/          storm and extreme-event reports
maintenance/     maintenance log and visit reports
diaries/ email/ minutes/ newsletters/ handbook/ climate/ finance/ policies/
vestland/        Vestland Værvakt: stasjoner, instrumenter, frivillige, nedbør, temperatur, ekstremvær, vedlikehold
`);
corpus.write('handbook/observer-handbook.md', `# Observer handbook (edition 4, 2023)

## Daily routine

1. Check the station page on the server each morning; a gap of more than 30 minutes means a logger or link fault.
2. The rainfall day runs 0900–0900 GMT. Monthly totals are the sum of the daily totals.
3. A gust is the highest 3-second wind speed in the period; the mean wind is a 10-minute average.

## Units and conversions

| From | To | Multiply by |
|---|---|---|
| inches | mm | 25.4 |
| feet | metres | 0.3048 |
| mph | km/h | 1.609344 |
| knots | km/h | 1.852 |
| m/s | km/h | 3.6 |
| inHg | hPa | 33.8639 |

°F to °C: subtract 32, then multiply by 5/9. Norwegian records give heights in moh. (metres above sea level).

## Training levels

Level 1 (Observer): half-day course. Level 2 (Maintainer): two days, includes working at height up to 3 m.
Level 3 (Trainer): by invitation, after at least 40 logged visits.
`);
corpus.write('climate/reference-normals-1991-2020.md', `# Reference climate normals, 1991–2020 (Met Office and MET Norway)

For comparison only; none of these are our stations.

| Reference site | Annual rainfall (mm) | Jan mean (°C) | Jul mean (°C) |
|---|---|---|---|
| Inverness (Met Office) | 735 | 4.1 | 15.0 |
| Fort William (Met Office) | 2045 | 4.0 | 14.6 |
| Braemar (Met Office) | 947 | 1.1 | 13.2 |
| Bergen – Florida (MET Norway) | 2495 | 2.3 | 15.3 |
| Sogndal (MET Norway) | 830 | -1.6 | 15.4 |

The Highlands' wettest months are usually December and January; the driest are April to June.
`);
corpus.write('finance/budget-2025.csv', delimited(['Line', 'Budget 2025 (GBP)', 'Spent 2024 (GBP)'], [
  ['Insurance (public liability)', '420.00', '398.00'], ['Server and 4G SIMs', '636.00', '612.00'], ['Spares and sensors', '1500.00', '1184.22'],
  ['Travel for maintenance', '900.00', '861.40'], ['Training courses', '350.00', '290.00'], ['Website', '96.00', '96.00'],
]));
corpus.write('policies/lone-working-and-winter-access.md', `# Lone working and winter access

- Tell a named contact before any visit to a hill station and check in within 2 hours of the planned return.
- No visits above 600 m when the mountain forecast gives gusts over 50 mph or a wind chill below -10 °C.
- Carry a group shelter, a head torch and a charged phone; the Cairngorm MRT number is in the handbook.
- Level 2 or above only for work on masts; two people for any mast over 6 m.
`);
corpus.write('vestland/om-vestland-vaervakt.md', `# Om Vestland Værvakt

Vestland Værvakt er et frivillig nettverk av værstasjoner i fjordene og på fjellet i Vestland fylke, startet i 2014.
Vi samarbeider med Highland Weather Watch i Skottland om opplæring, utstyr og datakvalitet.

- Medlemskontingent: 250 kroner i året.
- Data sendes hvert tiende minutt og arkiveres på serveren i Bergen.
- Vi følger WMO-retningslinjene: temperatur måles 2 m over bakken, vind 10 m over bakken der det er mulig.

Styret: leder, kasserer og to styremedlemmer. Årsmøtet holdes i mars.
`);
corpus.write('newsletters/2024-07-summer-newsletter.md', `# Summer newsletter, July 2024

The network's 10-minute data capture for the first half of the year was 99.1 %, the best since 2019. Our
thanks to everyone who cleared snow off solar panels in January.

- 112 people came to the open day at the Strathpeffer station in June.
- The data portal had 14,300 visits in the first six months.
- New spares budget: two rain gauges and one anemometer kept in Inverness.

Storm season starts in September: please re-read the storm-report guidance in the handbook.
`);

// (c4) three new volunteers only in the sentences of the winter newsletter
{
  const file = 'newsletters/2025-02-winter-newsletter.md';
  volFacts(VO['Eilidh Grant'], file, { town: 'Beauly', joined: '9 November 2024', training: 'Level 1 observer course', stations: 'Strathpeffer' });
  volFacts(VO['Angus Robertson'], file, { town: 'Drumnadrochit', joined: '5 October 2024', training: 'Level 2 maintainer', stations: 'Fort Augustus' });
  volFacts(VO['Peigi Chisholm'], file, { town: 'Boat of Garten', joined: '18 January 2025', training: 'Level 1', stations: "hasn't taken on a station yet" });
  corpus.write(file, `# Winter newsletter, February 2025

## Welcome to our new volunteers

Eilidh Grant from Beauly joined us on 9 November 2024 and has already done her Level 1 observer course. She has
taken over as custodian of Strathpeffer, just down the road from her.

Angus Robertson, who lives in Drumnadrochit, signed up on 5 October 2024. He came to us as a qualified
Level 2 maintainer from his work with the hydro scheme and is now the custodian at Fort Augustus.

Peigi Chisholm of Boat of Garten joined on 18 January 2025. She has booked her Level 1 course for March and
hasn't taken on a station yet, but is keen to help at the Aviemore end.

## The winter so far

Storms Bert and Darragh kept us busy; see the storm reports for the figures. Storm Éowyn in January was the
strongest since Isha. Please keep sending in your reports.
`);
}

const stats = corpus.flush(source);
console.log(`weather: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
