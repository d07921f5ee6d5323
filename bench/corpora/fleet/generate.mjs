#!/usr/bin/env node
// Fleet corpus (held-out): the vehicle-fleet drive of a Welsh valleys council, 2025 — Cwm Llwyd County Borough
// Council / Cyngor Bwrdeistref Sirol Cwm Llwyd, Fleet Services (depots at Aberllwyd, Treharris, Ferndale /
// Glynrhedynog, Bargoed and Blaenllwyd). 45 vehicles, 28 drivers, 5 depots, 24 MOT / service / inspection work
// orders, 20 fuel and charging transactions, 16 defects and accidents; a wide table of monthly mileage and a
// telematics export. Some files are in Welsh or bilingual.
//   node bench/corpora/fleet/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "fleet-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) vehicles: Markdown record sheets (`Registration:`, `GVW: 26,000 kg`, `Odometer: 84,212 miles`), Markdown asset
//     cards with another label set (`VRM:`, `Asset no.:`, `Gross vehicle weight: 4.25 t`, `Mileage at last reading:
//     31,400 km`), a fleet-list CSV (units in the header), a nested FleetWave JSON export (depots by CODE, `gvw:
//     {value, unit}`, `meter: {value, unit: "km"|"mi"}`), an HTML table of the passenger-transport minibuses, a
//     bilingual WELSH list of Nant Melyn vehicles (`Pwysau gros: 7.5 tunnell`, `milltir`, `Disel`), two vans only in
//     the fleet manager's e-mail and one refuse truck only in a committee report (sentences);
// (b) drivers: a register CSV (`B/C1/C`, dd/mm/yyyy), Markdown profiles with another label set (`Entitlements`,
//     `Endorsements: 3 points`, `none`), a WELSH table (`Pwyntiau cosb: dim`, Welsh month names), a nested HR YAML
//     (depots by code) and two new starters only in an e-mail;
// (c) depots: YAML front matter, an HTML infobox, a WELSH page, Markdown bullets, a plain-text sheet in capitals;
// (d) work orders (MOT, service, tachograph, LOLER): an MOT / annual-test CSV (vehicles by registration), an HTML
//     service history (vehicles by FLEET NUMBER), workshop e-mails in sentences and a WELSH workshop summary;
// (e) fuel and charging: a fuel-card CSV (registrations WITHOUT THE SPACE), a Markdown bunker log (fleet numbers), a
//     charge-point TSV (`45.2 kWh`);
// (f) defects and accidents: a walkaround-defect log (drivers by STAFF NUMBER only), accident e-mails, the committee
//     report and a WELSH accident report;
// (g) a WIDE table of monthly mileage Jan–Jun 2025 (a column per month) and a telematics export with a preamble,
//     SEMICOLONS and decimal commas (Q2 2025, km); background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: gross weight in kg (`26 t` → 26000, `4.25 t` → 4250); odometer and monthly
// mileage in miles (`31,400 km` → 31400 / 1.609344); telematics distance in km, idle time in hours; fuel in litres,
// charging in kWh; money in GBP; dates ISO; years as numbers; Welsh words in English (`Disel` = Diesel, `Trydan` =
// Electric, `Graeanwr` = Gritter, `Bws mini` = Minibus, `Lori sbwriel` = Refuse truck, `Pasio` = Pass, `Methu` =
// Fail, `dim` = 0).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlInfoboxPage, rng, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('fleet-v1');
const MI = 1.609344;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const gbp = (v) => `£${group(v, 2)}`;
const ukDate = (iso) => { const [y, m, d] = iso.split('-'); return `${d}/${m}/${y}`; };
const CY_MONTHS = ['Ionawr', 'Chwefror', 'Mawrth', 'Ebrill', 'Mai', 'Mehefin', 'Gorffennaf', 'Awst', 'Medi', 'Hydref', 'Tachwedd', 'Rhagfyr'];
const cyDate = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${CY_MONTHS[m - 1]} ${y}`; };
const deDec = (x, d) => Number(x).toFixed(d).replace('.', ',');

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (mileage table, telematics export). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ depots
const DEPOTS = [
  { code: 'TYG', name: 'Tŷ Glas Depot', short: 'Tŷ Glas', town: 'Aberllwyd', bays: 42, cp: 14, manager: 'Rhian Pritchard', postcode: 'CF44 7TG', opened: 1987 },
  { code: 'HYG', name: 'Heol-y-Gors Depot', short: 'Heol-y-Gors', town: 'Treharris', bays: 26, cp: 6, manager: 'Gareth Bevan', postcode: 'CF46 5HY', opened: 1994 },
  { code: 'NML', name: 'Nant Melyn Depot', short: 'Nant Melyn', town: 'Ferndale', bays: 18, cp: 8, manager: 'Siân Howells', postcode: 'CF43 4NM', opened: 2008 },
  { code: 'PBG', name: 'Parc Bargoed Depot', short: 'Parc Bargoed', town: 'Bargoed', bays: 15, cp: 0, manager: 'Dafydd Lewis', postcode: 'CF81 8PB', opened: 1979 },
  { code: 'BYC', name: 'Blaen-y-Cwm Depot', short: 'Blaen-y-Cwm', town: 'Blaenllwyd', bays: 12, cp: 2, manager: 'Owain Rees', postcode: 'CF45 9BY', opened: 1972 },
];
const D = Object.fromEntries(DEPOTS.map((d) => [d.code, d]));

// ------------------------------------------------------------------ vehicles
// [fleet no, make, model, type, fuel, gvw kg, depot, year, seats]
const VEH_DEF = [
  ['R-03', 'Dennis Eagle', 'Elite 6 (6x2)', 'Refuse truck', 'Diesel', 26000, 'TYG', 2016],
  ['R-05', 'Dennis Eagle', 'Elite 6 (6x2)', 'Refuse truck', 'Diesel', 26000, 'TYG', 2017],
  ['R-08', 'Mercedes-Benz', 'Econic 2630', 'Refuse truck', 'HVO', 26000, 'TYG', 2018],
  ['R-11', 'Mercedes-Benz', 'Econic 2630', 'Refuse truck', 'HVO', 26000, 'HYG', 2019],
  ['R-12', 'Dennis Eagle', 'Elite 6 (6x2)', 'Refuse truck', 'HVO', 26000, 'HYG', 2019],
  ['R-14', 'Volvo', 'FE 320', 'Refuse truck', 'HVO', 26000, 'NML', 2020],
  ['R-17', 'Isuzu', 'N75.190 narrow-access', 'Refuse truck', 'Diesel', 7500, 'NML', 2020],
  ['R-19', 'Dennis Eagle', 'Elite 6 (8x4)', 'Refuse truck', 'Diesel', 32000, 'PBG', 2021],
  ['R-22', 'Isuzu', 'N75.190 narrow-access', 'Refuse truck', 'Diesel', 7500, 'PBG', 2021],
  ['R-24', 'Dennis Eagle', 'eCollect', 'Refuse truck', 'Electric', 27000, 'TYG', 2023],
  ['R-27', 'Mercedes-Benz', 'eEconic', 'Refuse truck', 'Electric', 27000, 'HYG', 2024],
  ['R-31', 'Dennis Eagle', 'eCollect', 'Refuse truck', 'Electric', 27000, 'TYG', 2025],
  ['G-02', 'Volvo', 'FL 280 (Econ body)', 'Gritter', 'HVO', 18000, 'BYC', 2015],
  ['G-04', 'DAF', 'CF 330 (Romaquip body)', 'Gritter', 'HVO', 18000, 'BYC', 2017],
  ['G-05', 'DAF', 'CF 330 (Romaquip body)', 'Gritter', 'Diesel', 18000, 'BYC', 2018],
  ['G-07', 'Mercedes-Benz', 'Unimog U423', 'Gritter', 'Diesel', 14500, 'PBG', 2019],
  ['G-09', 'Iveco', 'Eurocargo 75E16', 'Gritter', 'Diesel', 7500, 'NML', 2020],
  ['G-10', 'Volvo', 'FL 280 (Econ body)', 'Gritter', 'HVO', 18000, 'HYG', 2022],
  ['G-12', 'Mercedes-Benz', 'Arocs 1833', 'Gritter', 'HVO', 18000, 'BYC', 2024],
  ['V-2105', 'Ford', 'Transit Custom 300', 'Van', 'Diesel', 3200, 'TYG', 2019],
  ['V-2108', 'Ford', 'Transit 350 L2 tipper', 'Van', 'Diesel', 3500, 'HYG', 2019],
  ['V-2111', 'Volkswagen', 'Crafter CR35', 'Van', 'Diesel', 3500, 'PBG', 2020],
  ['V-2114', 'Vauxhall', 'Vivaro-e', 'Van', 'Electric', 3100, 'TYG', 2021],
  ['V-2117', 'Ford', 'E-Transit 350', 'Van', 'Electric', 4250, 'TYG', 2022],
  ['V-2120', 'Ford', 'E-Transit 350', 'Van', 'Electric', 4250, 'HYG', 2022],
  ['V-2123', 'Renault', 'Master E-Tech', 'Van', 'Electric', 3500, 'NML', 2022],
  ['V-2126', 'Mercedes-Benz', 'eSprinter', 'Van', 'Electric', 4250, 'NML', 2023],
  ['V-2129', 'Ford', 'Transit Custom 300', 'Van', 'Diesel', 3200, 'BYC', 2018],
  ['V-2132', 'Ford', 'Transit Connect', 'Van', 'Diesel', 2300, 'PBG', 2017],
  ['V-2135', 'Vauxhall', 'Vivaro-e', 'Van', 'Electric', 3100, 'PBG', 2023],
  ['V-2138', 'Ford', 'E-Transit Custom', 'Van', 'Electric', 3400, 'HYG', 2024],
  ['V-2141', 'Volkswagen', 'Crafter CR35', 'Van', 'HVO', 3500, 'TYG', 2021],
  ['V-2231', 'Mercedes-Benz', 'eCitan', 'Van', 'Electric', 2200, 'NML', 2025],
  ['V-2232', 'Mercedes-Benz', 'eCitan', 'Van', 'Electric', 2200, 'NML', 2025],
  ['M-01', 'Ford', 'Transit 460 17-seat', 'Minibus', 'Diesel', 4600, 'TYG', 2017, 17],
  ['M-02', 'Mercedes-Benz', 'Sprinter 516 (Mellor)', 'Minibus', 'Diesel', 5000, 'HYG', 2018, 16],
  ['M-03', 'Peugeot', 'e-Boxer minibus', 'Minibus', 'Electric', 4250, 'NML', 2022, 12],
  ['M-04', 'Ford', 'Transit 460 17-seat', 'Minibus', 'Diesel', 4600, 'PBG', 2019, 17],
  ['M-05', 'Mercedes-Benz', 'eSprinter minibus (EVM)', 'Minibus', 'Electric', 4250, 'TYG', 2023, 15],
  ['M-06', 'Renault', 'Master minibus', 'Minibus', 'Diesel', 3500, 'NML', 2016, 14],
  ['C-01', 'Nissan', 'Leaf', 'Car', 'Electric', 1995, 'TYG', 2019],
  ['C-02', 'Kia', 'e-Niro', 'Car', 'Electric', 2230, 'NML', 2020],
  ['C-03', 'Skoda', 'Octavia Estate', 'Car', 'Diesel', 1950, 'PBG', 2016],
  ['C-04', 'MG', 'MG5 EV', 'Car', 'Electric', 2050, 'NML', 2022],
  ['C-05', 'Kia', 'e-Niro', 'Car', 'Electric', 2230, 'TYG', 2021],
];
const LETTERS = 'ABCDEFGHJKLMNOPRSTUVWXY';
const usedRegs = new Set();
function plate(year, half) {
  const age = half === 2 ? (year % 100) + 50 : year % 100;
  for (;;) {
    const tag = `C${r.pick('ANNUVYFKP'.split(''))}`;
    const tail = Array.from({ length: 3 }, () => r.pick(LETTERS.split(''))).join('');
    const reg = `${tag}${pad(age)} ${tail}`;
    if (!usedRegs.has(reg)) {
      usedRegs.add(reg);
      return reg;
    }
  }
}
const ANNUAL = { 'Refuse truck': [11000, 16000], Gritter: [3500, 7000], Van: [7000, 14000], Minibus: [6000, 11000], Car: [5000, 10000] };
const vehicles = VEH_DEF.map(([fleet, make, model, type, fuel, gvw, depot, year, seats]) => {
  const half = year === 2025 ? 1 : r.chance(0.45) ? 2 : 1;
  const month = half === 2 ? r.int(9, 12) : r.int(3, 8);
  const reg = plate(year, half);
  const [lo, hi] = ANNUAL[type];
  const age = 2025.5 - (year + (month - 0.5) / 12);
  const odoMiles = Math.max(30, Math.round(age * r.int(lo, hi)));
  return { fleet, make, model, type, fuel, gvw, depot, year, month, seats: seats ?? null, reg, odoMiles, regDate: `${year}-${pad(month)}-${pad(r.int(1, 28))}` };
});
const VF = Object.fromEntries(vehicles.map((v) => [v.fleet, v]));
// the two eCitan vans arrived with delivery miles only; the eCollect R-31 entered service in April 2025
VF['V-2231'].odoMiles = 12;
VF['V-2232'].odoMiles = 9;
VF['R-31'].odoMiles = 3912;
VF['R-31'].regDate = '2025-04-01';
VF['R-31'].month = 4;

function vehicleFacts(v, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(v.reg, 'vehicle', attr, value, unit, stated, file);
  F('fleet_no', v.fleet, 'text', s.fleet ?? v.fleet);
  F('make', v.make, '', s.make ?? '');
  F('model', v.model, 'text', s.model ?? '');
  F('type', v.type, '', s.type ?? '');
  F('fuel', v.fuel, '', s.fuel ?? '');
  F('year', v.year, '', s.year ?? '');
  F('gvw', v.gvwKg, 'kg', s.gvw ?? '');
  F('depot', D[v.depot].name, 'place', s.depot ?? '');
  F('odometer', v.odo, 'mi', s.odo ?? '');
  F('seats', v.seats, '', s.seats ?? '');
}
const inList = (...fleets) => fleets.map((f) => VF[f]);
const L = (k, xs) => xs[k % xs.length];

// (a1) Markdown record sheets, label set A
const TYPE_A = { 'Refuse truck': 'Refuse collection vehicle (RCV)', Gritter: 'Gritter (winter maintenance)', Van: 'Panel van', Minibus: 'Minibus', Car: 'Pool car' };
inList('R-03', 'R-05', 'R-08', 'R-12', 'R-19', 'G-02', 'G-04', 'M-01', 'V-2105', 'C-03').forEach((v, k) => {
  const file = `vehicles/records/${v.fleet.toLowerCase()}-${v.reg.replace(' ', '').toLowerCase()}.md`;
  v.gvwKg = v.gvw;
  v.odo = v.odoMiles;
  const first = fmtDate(v.regDate, 'month');
  const s = {
    make: `Make / model: ${v.make} ${v.model}`, model: v.model, type: TYPE_A[v.type], fuel: `Fuel: ${v.fuel}`, year: `First registered: ${first}`,
    gvw: `GVW: ${group(v.gvw)} kg`, depot: `Base depot: ${D[v.depot].short}`, odo: `Odometer: ${group(v.odo)} miles`, seats: v.seats ? `Seats: ${v.seats}` : '',
  };
  vehicleFacts(v, file, s);
  const body = {
    'Refuse truck': 'Body: 19 m³ rear-loader with split bin lift (LOLER every 6 months)',
    Gritter: 'Body: 9 m³ spreader, plough mounting plate',
    Minibus: 'Body: tail lift, 1 wheelchair space (reduces seats by 2 when in use)',
    Van: 'Body: ply-lined, roof rack',
    Car: 'Body: estate; pool car bookable through the intranet',
  }[v.type];
  corpus.write(file, [
    `# Fleet vehicle record — ${v.fleet}`, '',
    `Registration: ${v.reg}`, `Fleet number: ${v.fleet}`, s.make, `Vehicle type: ${TYPE_A[v.type]}`, s.fuel, s.year, s.gvw, s.depot,
    `${s.odo} (read ${L(k, ['30/06/2025', '27/06/2025', '01/07/2025'])})`, ...(v.seats ? [s.seats] : []), body,
    `Keeper: Cwm Llwyd CBC Fleet Services`, '',
    '## Notes', '',
    L(k, [
      `${v.fleet} is one of the older units and is due for replacement under the ULEV plan.`,
      `Spare keys in the key safe at ${D[v.depot].short}.`,
      `Tyres on the Michelin contract; check pressures weekly.`,
      `Reversing camera replaced in 2024.`,
    ]), '',
  ].join('\n'));
});

// (a2) Markdown asset cards, label set B (km, tonnes, full registration date)
const TYPE_B = { 'Refuse truck': 'RCV — refuse collection', Van: 'Light commercial (panel van)', Car: 'Car (pool)' };
const FUEL_B = { Electric: 'Battery electric', Diesel: 'Diesel (B7)', HVO: 'HVO (renewable diesel)' };
inList('V-2117', 'V-2120', 'V-2123', 'V-2126', 'R-27', 'C-04').forEach((v, k) => {
  const file = `vehicles/asset-cards/asset-${v.fleet.toLowerCase()}.md`;
  const km = Math.round(v.odoMiles * MI / 10) * 10;
  v.odo = r4(km / MI);
  v.gvwKg = v.gvw;
  const t = `${String(v.gvw / 1000)} t`;
  const s = {
    make: `Manufacturer: ${v.make}`, model: `Model: ${v.model}`, type: TYPE_B[v.type], fuel: FUEL_B[v.fuel], year: ukDate(v.regDate),
    gvw: `Gross vehicle weight: ${t}`, depot: `Allocated to: ${D[v.depot].name}`, odo: `${group(km)} km`,
  };
  vehicleFacts(v, file, s);
  corpus.write(file, [
    `# Asset card: ${v.fleet}`, '',
    `- VRM: ${v.reg}`, `- Asset no.: ${v.fleet}`, `- ${s.make}`, `- ${s.model}`, `- Category: ${s.type}`, `- Power: ${s.fuel}`,
    `- Date of first registration: ${s.year}`, `- ${s.gvw}`, `- ${s.depot}`, `- Mileage at last reading: ${s.odo}`,
    `- Cost centre: ${L(k, ['WM-310', 'HW-402', 'PP-118', 'WM-311'])}`, '',
    L(k, ['Leased (5 years) from Lex Autolease; return condition standards apply.', 'Owned outright; purchased through the Welsh Government ULEV grant.', 'Charging cable kept in the cab locker.']), '',
  ].join('\n'));
});

// (a3) fleet-list CSV (units in the header)
{
  const file = 'vehicles/fleet-list-2025.csv';
  const rows = inList('V-2108', 'V-2111', 'V-2114', 'V-2129', 'V-2132', 'V-2135', 'V-2138', 'V-2141', 'C-01', 'C-05').map((v) => {
    v.gvwKg = v.gvw;
    v.odo = v.odoMiles;
    vehicleFacts(v, file, { make: v.make, model: v.model, type: v.type, fuel: v.fuel, year: '', gvw: '', depot: D[v.depot].short, odo: '' });
    return [v.reg, v.fleet, v.make, v.model, v.type, v.fuel, v.year, v.gvw, D[v.depot].short, v.odo, v.fleet === 'V-2132' ? 'due for disposal Q3' : ''];
  });
  corpus.write(file, delimited(['Registration', 'Fleet No', 'Make', 'Model', 'Body type', 'Fuel', 'Year', 'GVW (kg)', 'Depot', 'Odometer (mi)', 'Notes'], rows));
}

// (a4) FleetWave nested JSON export: depots by code, weights {value, unit}, meters in km or mi
{
  const file = 'exports/fleetwave/assets-export-2025-07-01.json';
  const BODY = { 'Refuse truck': 'REFUSE', Gritter: 'GRITTER' };
  const recs = inList('R-11', 'R-14', 'R-17', 'R-22', 'R-24', 'G-05', 'G-07', 'G-10', 'G-12').map((v, k) => {
    const inKm = k % 3 !== 1;
    const meter = inKm ? Math.round(v.odoMiles * MI) : v.odoMiles;
    v.odo = inKm ? r4(meter / MI) : meter;
    const tonnes = v.gvw >= 10000 && k % 2 === 0;
    v.gvwKg = v.gvw;
    vehicleFacts(v, file, { make: v.make, model: v.model, type: BODY[v.type], fuel: v.fuel === 'HVO' ? 'HVO' : v.fuel.toUpperCase(), year: v.regDate, gvw: '', depot: '', odo: '' });
    return {
      asset_id: 10200 + k * 7,
      identifiers: { vrm: v.reg, fleet_no: v.fleet },
      spec: { make: v.make, model: v.model, body: BODY[v.type], fuel_type: v.fuel === 'HVO' ? 'HVO' : v.fuel.toUpperCase(), gvw: tonnes ? { value: v.gvw / 1000, unit: 't' } : { value: v.gvw, unit: 'kg' }, first_registered: v.regDate },
      allocation: { depot_code: v.depot, cost_centre: v.type === 'Gritter' ? 'HW-402' : 'WM-310' },
      meter: { value: meter, unit: inKm ? 'km' : 'mi', read_at: '2025-06-30' },
      status: 'ACTIVE',
    };
  });
  corpus.write(file, JSON.stringify({ export: { system: 'FleetWave 7.4', tenant: 'CWM LLWYD CBC', generated: '2025-07-01T05:00:00Z', filter: 'class IN (HGV)' }, assets: recs }, null, 2) + '\n');
}

// (a5) HTML table of the passenger-transport minibuses
{
  const file = 'vehicles/passenger-transport-fleet.html';
  const rows = inList('M-02', 'M-03', 'M-04', 'M-05').map((v) => {
    v.gvwKg = v.gvw;
    v.odo = v.odoMiles;
    const fuel = v.fuel === 'Electric' ? 'Electric' : 'Diesel';
    vehicleFacts(v, file, { make: v.make, model: v.model, type: '', fuel, year: '', gvw: `${group(v.gvw)} kg`, depot: D[v.depot].short, odo: `${group(v.odo)} mi`, seats: '' });
    return `    <tr><td>${v.fleet}</td><td>${v.reg}</td><td>${esc(`${v.make} ${v.model}`)}</td><td>${v.seats}</td><td>1</td><td>${fuel}</td><td>${v.year}</td><td>${group(v.gvw)} kg</td><td>${esc(D[v.depot].short)}</td><td>${group(v.odo)} mi</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Passenger transport fleet — Cwm Llwyd CBC</title></head>
<body>
<h1>Passenger Transport Unit — minibus fleet</h1>
<p>Minibuses used for home-to-school and day-centre transport. All drivers need D1 entitlement (or a section 19 permit with MiDAS).</p>
<table>
  <thead><tr><th>Fleet no.</th><th>Registration</th><th>Vehicle</th><th>Seats</th><th>Wheelchair spaces</th><th>Fuel</th><th>Year</th><th>GVW</th><th>Depot</th><th>Odometer</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>M-01 (the Transit at Tŷ Glas) and M-06 at Nant Melyn are listed on their own records.</p>
</body></html>
`);
}

// (a6) bilingual Welsh list of Nant Melyn vehicles
{
  const file = 'cymraeg/rhestr-cerbydau-nant-melyn.md';
  const TYPE_CY = { Gritter: 'Graeanwr', Minibus: 'Bws mini', Car: 'Car' };
  const FUEL_CY = { Diesel: 'Disel', Electric: 'Trydan', HVO: 'HVO' };
  const out = ['# Rhestr cerbydau — Depo Nant Melyn / Vehicle list — Nant Melyn Depot', '', 'Diweddarwyd / Updated: 30 Mehefin 2025', ''];
  inList('G-09', 'M-06', 'C-02').forEach((v) => {
    v.gvwKg = v.gvw;
    v.odo = v.odoMiles;
    const w = `${String(v.gvw / 1000)} tunnell`;
    const s = {
      make: `${v.make} ${v.model}`, model: v.model, type: TYPE_CY[v.type], fuel: FUEL_CY[v.fuel], year: `Blwyddyn cofrestru / Year registered: ${v.year}`,
      gvw: w, depot: 'Nant Melyn', odo: `${group(v.odo)} milltir`, seats: v.seats ? `Seddi / Seats: ${v.seats}` : '',
    };
    vehicleFacts(v, file, s);
    out.push(`## ${v.reg} — ${TYPE_CY[v.type]}`, '',
      `- Rhif fflyd / Fleet no.: ${v.fleet}`, `- Gwneuthurwr a model / Make and model: ${s.make}`, `- Math / Type: ${s.type}`, `- Tanwydd / Fuel: ${s.fuel}`,
      `- ${s.year}`, `- Pwysau gros / Gross weight: ${w}`, `- Depo / Depot: Nant Melyn`, `- Darlleniad odomedr / Odometer: ${s.odo}`, ...(v.seats ? [`- ${s.seats}`] : []), '');
  });
  out.push('Cysylltwch â Siân Howells gydag unrhyw gwestiynau. / Please contact Siân Howells with any questions.', '');
  corpus.write(file, out.join('\n'));
}

// (a7) two vans only in the fleet manager's e-mail
{
  const file = 'email/2025-06-02-new-ecitan-vans.eml';
  const [a, b] = inList('V-2231', 'V-2232');
  for (const v of [a, b]) {
    v.gvwKg = v.gvw;
    v.odo = v.odoMiles;
    vehicleFacts(v, file, { make: 'Mercedes-Benz eCitan', model: 'eCitan', type: 'vans', fuel: 'battery electric', year: '2025 registrations', gvw: '2,200 kg gross', depot: 'Nant Melyn', odo: `${v.odo} miles` });
  }
  corpus.write(file, `From: Huw Prosser <huw.prosser@cwmllwyd.gov.wales>
To: Siân Howells <sian.howells@cwmllwyd.gov.wales>
Cc: Fleet Services <fleet@cwmllwyd.gov.wales>
Date: Mon, 2 Jun 2025 16:42:10 +0100
Subject: New eCitan vans at Nant Melyn

Siân,

The two Mercedes-Benz eCitan vans were delivered to Nant Melyn this afternoon: ${a.reg} (fleet no. ${a.fleet}) and ${b.reg} (${b.fleet}).
Both are 2025 registrations, battery electric, 2,200 kg gross, and they came off the transporter with ${a.odo} miles and ${b.odo} miles on the clock respectively.

They are for the parks team. Please keep them on the two new 7 kW posts by the salt barn until the livery is done; the
telematics boxes go in next week, so they will not show on Trackfleet until July.

Diolch,
Huw

--
Huw Prosser | Fleet Manager / Rheolwr Fflyd
Cwm Llwyd County Borough Council / Cyngor Bwrdeistref Sirol Cwm Llwyd
`);
}

// ------------------------------------------------------------------ drivers
// [name, staff no, categories, depot, licence checked, points, joined]
const DRV_DEF = [
  ['Gareth Jenkins', '104117', ['B', 'C1', 'C', 'C+E'], 'TYG', '2025-01-14', 0, 1998],
  ['Rhys Morgan', '104233', ['B', 'C1', 'C'], 'TYG', '2025-02-03', 3, 2006],
  ['Ceri Davies', '104290', ['B', 'C1', 'C'], 'TYG', '2024-11-19', 6, 2009],
  ['Lee Powell', '104356', ['B', 'C1', 'C'], 'HYG', '2025-03-11', 9, 2011],
  ['Darren Williams', '104402', ['B', 'C1', 'C', 'C+E'], 'PBG', '2025-01-22', 0, 2004],
  ['Nia Griffiths', '104512', ['B', 'D1'], 'HYG', '2025-02-11', 3, 2014],
  ['Jason Evans', '104588', ['B', 'C1', 'C'], 'HYG', '2024-10-07', 0, 2015],
  ['Huw Thomas', '104601', ['B', 'C1', 'C'], 'NML', '2025-04-02', 0, 2002],
  ['Kelly Price', '104637', ['B', 'C1', 'D1'], 'TYG', '2025-03-27', 0, 2016],
  ['Aled Roberts', '104689', ['B', 'C1', 'C'], 'BYC', '2024-12-02', 3, 2001],
  ['Mark Hopkins', '104702', ['B', 'C1', 'C'], 'BYC', '2025-02-18', 6, 2012],
  ['Dewi Llewellyn', '104745', ['B', 'C1', 'C', 'C+E'], 'BYC', '2025-05-06', 0, 1996],
  ['Sarah Jones', '104788', ['B'], 'TYG', '2025-01-30', 0, 2019],
  ['Wayne Harris', '104811', ['B', 'C1', 'C'], 'PBG', '2024-09-24', 4, 2008],
  ['Bethan Rowlands', '104856', ['B', 'D1'], 'NML', '2025-03-04', 0, 2017],
  ['Craig Phillips', '104890', ['B', 'C1'], 'HYG', '2025-04-15', 3, 2018],
  ['Iwan Parry', '104923', ['B', 'C1', 'C'], 'NML', '2025-02-25', 0, 2010],
  ['Lisa Edwards', '104967', ['B', 'D1'], 'TYG', '2024-12-16', 0, 2020],
  ['Gavin Watkins', '105012', ['B', 'C1', 'C'], 'HYG', '2025-01-08', 6, 2013],
  ['Emyr Hughes', '105044', ['B', 'C1', 'C'], 'NML', '2025-05-20', 3, 2011],
  ['Tomos Pugh', '105081', ['B'], 'NML', '2025-03-18', 0, 2022],
  ['Leanne Bowen', '105126', ['B', 'C1', 'D1'], 'PBG', '2025-02-06', 0, 2014],
  ['Steffan James', '105163', ['B', 'C1', 'C'], 'TYG', '2025-04-29', 0, 2021],
  ['Dean Matthews', '105190', ['B', 'C1', 'C'], 'PBG', '2024-11-05', 8, 2007],
  ['Carys Meredith', '110562', ['B', 'C1', 'C'], 'PBG', '2025-03-14', 0, 2025],
  ['Ryan Lloyd', '110571', ['B', 'D1'], 'HYG', '2025-03-12', 3, 2025],
  ['Cerys Owen', '105231', ['B', 'C1', 'D1'], 'NML', '2025-01-27', 0, 2016],
  ['Paul Harries', '105268', ['B', 'C1', 'C'], 'BYC', '2024-10-29', 0, 2005],
];
const drivers = DRV_DEF.map(([name, staff, cats, depot, checked, points, joined]) => ({ name, staff, cats, depot, checked, points, joined }));
const DR = Object.fromEntries(drivers.map((d) => [d.name, d]));
const byStaff = Object.fromEntries(drivers.map((d) => [d.staff, d]));
function driverFacts(d, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(d.name, 'driver', attr, value, unit, stated, file);
  F('staff_no', d.staff, 'text', d.staff);
  F('categories', d.cats, 'list', s.cats ?? '');
  F('depot', D[d.depot].name, 'place', s.depot ?? '');
  F('licence_checked', d.checked, 'date', s.checked ?? '');
  F('points', d.points, '', s.points ?? '');
  F('joined', d.joined, '', s.joined ?? '');
}
const drvList = (...names) => names.map((n) => DR[n]);

// (b1) driver register CSV
{
  const file = 'staff/driver-register-2025.csv';
  const rows = drvList('Gareth Jenkins', 'Rhys Morgan', 'Ceri Davies', 'Sarah Jones', 'Kelly Price', 'Steffan James', 'Darren Williams', 'Wayne Harris', 'Dean Matthews', 'Leanne Bowen').map((d) => {
    const cats = d.cats.join('/');
    driverFacts(d, file, { cats, depot: D[d.depot].short, checked: ukDate(d.checked), points: '', joined: '' });
    return [d.staff, d.name, cats, D[d.depot].short, ukDate(d.checked), d.points, `01/${pad(r.int(1, 12))}/${d.joined}`, d.cats.includes('C') ? 'Y' : 'N'];
  });
  corpus.write(file, delimited(['Staff No', 'Driver', 'Licence cats', 'Depot', 'Last DVLA check', 'Points', 'Start date', 'Driver CPC (Y/N)'], rows));
}

// (b2) Markdown driver profiles, another label set
{
  const file = 'staff/driver-profiles-heol-y-gors-and-blaen-y-cwm.md';
  const out = ['# Driver profiles — Heol-y-Gors and Blaen-y-Cwm', '', 'Kept by the depot managers; DVLA checks are run through the Licence Bureau portal every six months (three months for drivers with six points or more).', ''];
  drvList('Lee Powell', 'Nia Griffiths', 'Jason Evans', 'Craig Phillips', 'Gavin Watkins', 'Aled Roberts', 'Mark Hopkins').forEach((d, k) => {
    const pts = d.points === 0 ? 'none' : `${d.points} points (${L(k, ['SP30', 'SP30 x2', 'CU80', 'SP30, SP30', 'MS90'])})`;
    const checked = fmtDate(d.checked, 'long');
    driverFacts(d, file, { cats: d.cats.join(', '), depot: D[d.depot].short, checked, points: `Endorsements: ${pts}`, joined: `With the council since: ${d.joined}` });
    out.push(`## ${d.name}`, '', `- Employee number: ${d.staff}`, `- Entitlements: ${d.cats.join(', ')}`, `- Based at: ${D[d.depot].short}`, `- DVLA licence check: ${checked}`,
      `- Endorsements: ${pts}`, `- With the council since: ${d.joined}`, `- Usual vehicle: ${L(k, ['refuse rounds', 'passenger transport', 'refuse rounds', 'highways van', 'refuse rounds', 'gritting (winter), highways (summer)', 'gritting (winter), highways (summer)'])}`, '');
  });
  corpus.write(file, out.join('\n'));
}

// (b3) Welsh driver table (Nant Melyn)
{
  const file = 'cymraeg/gyrwyr-nant-melyn.md';
  const out = ['# Gyrwyr — Depo Nant Melyn', '', 'Rhestr y gyrwyr sydd wedi eu lleoli yn Nant Melyn (Glynrhedynog). Mae "dim" yn golygu dim pwyntiau cosb.', '',
    '| Enw | Rhif staff | Categorïau trwydded | Gwiriad trwydded diwethaf | Pwyntiau cosb | Dechreuodd |', '|---|---|---|---|---|---|'];
  drvList('Huw Thomas', 'Bethan Rowlands', 'Iwan Parry', 'Emyr Hughes', 'Tomos Pugh').forEach((d) => {
    const pts = d.points === 0 ? 'dim' : String(d.points);
    driverFacts(d, file, { cats: d.cats.join(', '), depot: 'Nant Melyn', checked: cyDate(d.checked), points: '', joined: '' });
    out.push(`| ${d.name} | ${d.staff} | ${d.cats.join(', ')} | ${cyDate(d.checked)} | ${pts} | ${d.joined} |`);
  });
  out.push('', 'Rheolwr y depo: Siân Howells.', '');
  corpus.write(file, out.join('\n'));
}

// (b4) nested HR YAML, depots by code
{
  const file = 'exports/hr/driver-licences.yaml';
  const out = ['# iTrent extract — drivers with licence data (Fleet Services)', 'extract:', '  generated: 2025-06-30', '  source: iTrent HR', 'drivers:'];
  drvList('Dewi Llewellyn', 'Lisa Edwards', 'Cerys Owen', 'Paul Harries').forEach((d) => {
    driverFacts(d, file, { cats: '', depot: '', checked: d.checked, points: '', joined: '' });
    out.push(`  - name: ${d.name}`, '    employee:', `      number: "${d.staff}"`, `      depot: ${d.depot}`, `      start_year: ${d.joined}`,
      '    licence:', `      categories: [${d.cats.join(', ')}]`, `      penalty_points: ${d.points}`, `      last_checked: ${d.checked}`);
  });
  corpus.write(file, out.join('\n') + '\n');
}

// (b5) two new starters only in an e-mail
{
  const file = 'email/2025-03-18-new-starters.eml';
  const a = DR['Carys Meredith'];
  const b = DR['Ryan Lloyd'];
  driverFacts(a, file, { cats: 'B, C1 and C', depot: 'Parc Bargoed', checked: '14 March', points: 'came back clean', joined: '' });
  driverFacts(b, file, { cats: 'B and D1', depot: 'Heol-y-Gors', checked: '12 March', points: '3 points', joined: '' });
  corpus.write(file, `From: Huw Prosser <huw.prosser@cwmllwyd.gov.wales>
To: Dafydd Lewis <dafydd.lewis@cwmllwyd.gov.wales>; Gareth Bevan <gareth.bevan@cwmllwyd.gov.wales>
Date: Tue, 18 Mar 2025 09:15:44 +0000
Subject: Two new drivers starting next week

Morning both,

Two new starters from Monday 24 March 2025:

Carys Meredith (staff no. ${a.staff}) joins the refuse crews at Parc Bargoed. She holds categories B, C1 and C, and her DVLA check on 14 March came back clean, no points.

Ryan Lloyd (staff no. ${b.staff}) goes to Heol-y-Gors for passenger transport. He holds B and D1; the check on 12 March shows 3 points (SP30), which is within policy.

Both still need the depot induction and the MiDAS refresher before they go out on their own.

Huw
`);
}

// ------------------------------------------------------------------ depots
function depotFacts(d, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(d.name, 'depot', attr, value, unit, stated, file);
  F('code', d.code, 'text', d.code);
  F('town', d.town, 'place', s.town ?? d.town);
  F('bays', d.bays, '', s.bays ?? '');
  F('charging_points', d.cp, '', s.cp ?? '');
  F('depot_manager', d.manager, 'person', s.manager ?? d.manager);
  F('opened', d.opened, '', s.opened ?? '');
}
{
  const d = D.TYG;
  const file = 'depots/ty-glas.md';
  depotFacts(d, file, { bays: 'vehicle_bays: 42', cp: 'ev_charging_points: 14', opened: 'opened: 1987' });
  corpus.write(file, `---
depot: ${d.name}
code: ${d.code}
town: ${d.town}
postcode: ${d.postcode}
manager: ${d.manager}
vehicle_bays: ${d.bays}
ev_charging_points: ${d.cp}
opened: ${d.opened}
hvo_bunker: true
---

# ${d.name}

| Item | Detail |
|---|---|
| Role | Main depot and workshop (four-bay in-house workshop, MOT class 4/5/7 lane) |
| Fuel | HVO bunker, 30,000 litres (tank TYG-HVO-1) |
| Charging | 14 points: 10 × 22 kW AC, 4 × 150 kW DC (the DC units serve the electric RCVs) |
| Opening hours | 05:30–18:00 Mon–Fri, 06:00–14:00 Sat |

The workshop does the in-house services and LOLER examinations for the whole fleet; HGV annual tests go to an ATF.
`);
}
{
  const d = D.HYG;
  const file = 'depots/heol-y-gors.html';
  depotFacts(d, file, { bays: '26', cp: '6', opened: '1994' });
  corpus.write(file, htmlInfoboxPage({
    title: d.name,
    sections: [
      { heading: 'Depot', rows: [['Depot code', d.code], ['Town', d.town], ['Postcode', d.postcode], ['Opened', String(d.opened)], ['Depot manager', d.manager]] },
      { heading: 'Facilities', rows: [['Parking bays', String(d.bays)], ['EV charge points', `${d.cp} (22 kW)`], ['Fuel', 'HVO bunker (12,000 L)'], ['Wash bay', 'Yes']] },
    ],
    lead: [`${d.name} in ${d.town} houses refuse and recycling crews for the south of the borough and the passenger transport unit.`],
    footer: 'Cwm Llwyd CBC — Fleet Services',
  }));
}
{
  const d = D.NML;
  const file = 'cymraeg/depo-nant-melyn.md';
  depotFacts(d, file, { town: 'Ferndale', bays: 'Baeau parcio / Parking bays: 18', cp: 'Pwyntiau gwefru / Charging points: 8', opened: 'Agorwyd / Opened: 2008' });
  corpus.write(file, `# Depo Nant Melyn — ${d.name}

Tref / Town: Glynrhedynog (Ferndale)
Cod y depo / Depot code: ${d.code}
Cod post / Postcode: ${d.postcode}
Rheolwr y depo / Depot manager: ${d.manager}
Baeau parcio / Parking bays: ${d.bays}
Pwyntiau gwefru / Charging points: ${d.cp}
Agorwyd / Opened: ${d.opened}

Mae'r depo yn gartref i'r criwiau casglu gwastraff ar gyfer rhan uchaf y cwm, y tîm parciau a dau fws mini.
The depot houses the refuse crews for the upper valley, the parks team and two minibuses. No fuel bunker: diesel
vehicles use the fuel card.
`);
}
{
  const d = D.PBG;
  const file = 'depots/parc-bargoed.md';
  depotFacts(d, file, { bays: '- Bays: 15', cp: '- EV charging: none', opened: '- Built: 1979' });
  corpus.write(file, `# ${d.name}

- Code: ${d.code}
- Town: ${d.town}
- Postcode: ${d.postcode}
- Manager: ${d.manager}
- Bays: ${d.bays}
- EV charging: none
- Built: ${d.opened}
- Fuel: none on site (fuel card at Esso Bargoed)

Two charge points are planned for 2026 once the substation upgrade is done; until then the electric vans based here charge at Tŷ Glas.
`);
}
{
  const d = D.BYC;
  const file = 'depots/blaen-y-cwm.txt';
  depotFacts(d, file, { town: 'BLAENLLWYD', bays: 'VEHICLE BAYS: 12', cp: 'CHARGE POINTS: 2', manager: 'OWAIN REES', opened: 'IN USE SINCE: 1972' });
  corpus.write(file, `DEPOT: ${d.name.toUpperCase()}
CODE: ${d.code}
TOWN: ${d.town.toUpperCase()}
POSTCODE: ${d.postcode}
MANAGER: ${d.manager.toUpperCase()}
VEHICLE BAYS: ${d.bays}
CHARGE POINTS: ${d.cp}
IN USE SINCE: ${d.opened}
SALT BARN: 3,000 TONNES
FUEL: HVO BUNKER 20,000 L

Highways and winter maintenance depot at the head of the valley. Gritters run from here from October to April.
`);
}

// ------------------------------------------------------------------ work orders (MOT, service, tachograph, LOLER)
const GARAGES = {
  IN: 'Tŷ Glas Workshop',
  VC: 'Valleys Commercials Ltd',
  MT: 'Merthyr HGV Testing Station',
  RT: 'Rhondda Truck & Van',
  KF: 'Kwik Fit Fleet Pontypridd',
};
// [code, date, fleet, kind, garage, result, cost]
const JOB_DEF = [
  ['WO-25-0104', '2025-01-09', 'R-03', 'MOT', 'MT', 'Pass', 186.5],
  ['WO-25-0107', '2025-01-16', 'G-04', 'MOT', 'MT', 'Fail', 742.1],
  ['WO-25-0109', '2025-01-21', 'V-2105', 'MOT', 'KF', 'Advisory', 54.85],
  ['WO-25-0112', '2025-02-04', 'R-12', 'MOT', 'MT', 'Pass', 186.5],
  ['WO-25-0115', '2025-02-13', 'M-01', 'MOT', 'RT', 'Advisory', 59.55],
  ['WO-25-0118', '2025-02-20', 'R-19', 'MOT', 'MT', 'Fail', 1265.4],
  ['WO-25-0121', '2025-03-06', 'C-03', 'MOT', 'KF', 'Pass', 54.85],
  ['WO-25-0124', '2025-03-18', 'G-05', 'MOT', 'MT', 'Pass', 186.5],
  ['WO-25-0127', '2025-04-08', 'V-2111', 'MOT', 'IN', 'Fail', 318.2],
  ['WO-25-0129', '2025-04-24', 'R-14', 'MOT', 'MT', 'Advisory', 214.0],
  ['WO-25-0130', '2025-01-27', 'R-08', 'Service', 'VC', 'Advisory', 1240.5],
  ['WO-25-0133', '2025-02-10', 'R-24', 'Service', 'VC', 'Pass', 1875.0],
  ['WO-25-0136', '2025-03-03', 'G-07', 'Service', 'RT', 'Pass', 968.3],
  ['WO-25-0139', '2025-03-24', 'M-02', 'Tachograph', 'RT', 'Pass', 145.0],
  ['WO-25-0141', '2025-04-14', 'R-11', 'LOLER', 'IN', 'Fail', 410.75],
  ['WO-25-0144', '2025-05-07', 'V-2120', 'Service', 'IN', 'Pass', 286.4],
  ['WO-25-0147', '2025-05-19', 'R-22', 'LOLER', 'IN', 'Pass', 95.0],
  ['WO-25-0150', '2025-06-02', 'G-10', 'Service', 'VC', 'Advisory', 1512.8],
  ['WO-25-0153', '2025-03-12', 'R-05', 'Service', 'IN', 'Pass', 812.6],
  ['WO-25-0156', '2025-04-01', 'V-2114', 'MOT', 'KF', 'Fail', 127.35],
  ['WO-25-0158', '2025-05-13', 'R-27', 'LOLER', 'IN', 'Pass', 95.0],
  ['WO-25-0161', '2025-05-28', 'M-04', 'MOT', 'RT', 'Pass', 59.55],
  ['WO-25-0163', '2025-06-11', 'V-2123', 'Service', 'IN', 'Pass', 412.6],
  ['WO-25-0166', '2025-06-18', 'M-03', 'MOT', 'IN', 'Advisory', 59.55],
];
const jobs = JOB_DEF.map(([code, date, fleet, kind, g, result, cost]) => ({ code, date, v: VF[fleet], kind, garage: GARAGES[g], result, cost }));
const JB = Object.fromEntries(jobs.map((j) => [j.code, j]));
function jobFacts(j, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(j.code, 'job', attr, value, unit, stated, file);
  F('date', j.date, 'date', s.date ?? '');
  F('vehicle', j.v.reg, 'text', s.vehicle ?? '');
  F('kind', j.kind, '', s.kind ?? '');
  F('garage', j.garage, 'text', s.garage ?? '');
  F('result', j.result, '', s.result ?? '');
  F('cost', j.cost, 'GBP', s.cost ?? '');
}
// (d1) MOT / annual test CSV (vehicles by registration)
{
  const file = 'maintenance/mot-and-annual-tests-2025.csv';
  const RES = { Pass: 'PASS', Fail: 'FAIL', Advisory: 'PASS (advisories)' };
  const rows = ['WO-25-0104', 'WO-25-0107', 'WO-25-0109', 'WO-25-0112', 'WO-25-0115', 'WO-25-0118', 'WO-25-0121', 'WO-25-0124', 'WO-25-0127', 'WO-25-0129'].map((c) => {
    const j = JB[c];
    const test = j.v.gvw > 3500 && j.v.type !== 'Minibus' ? 'Annual test (HGV)' : j.v.type === 'Minibus' ? 'MOT class 5' : j.v.gvw > 3000 ? 'MOT class 7' : 'MOT class 4';
    jobFacts(j, file, { date: ukDate(j.date), vehicle: j.v.reg, kind: test, garage: j.garage, result: RES[j.result], cost: j.cost.toFixed(2) });
    const note = j.result === 'Fail' ? L(c.length + Number(c.slice(-2)), ['brake imbalance axle 2; repaired and retested', 'headlamp aim and wiper blade; retest free within 10 days', 'corroded brake pipe; repaired on site', 'excessive smoke; DPF cleaned and retested']) : j.result === 'Advisory' ? 'tyre wear near limit, nearside front' : '';
    return [j.code, ukDate(j.date), j.v.reg, test, j.garage, RES[j.result], j.cost.toFixed(2), note];
  });
  corpus.write(file, delimited(['Job ref', 'Date', 'Vehicle', 'Test', 'Test centre', 'Result', 'Total cost (£)', 'Notes'], rows));
}
// (d2) HTML service history (vehicles by fleet number)
{
  const file = 'maintenance/service-history-2025.html';
  const WORK = { Service: ['B-service (12 months)', 'A-service (6 months)', 'Annual service and brake test'], Tachograph: ['Tachograph 2-year calibration'], LOLER: ['LOLER thorough examination — bin lift'] };
  const OUT = { Pass: 'Completed', Advisory: 'Completed — advisories noted', Fail: 'Failed — lift taken out of use, parts on order' };
  const rows = ['WO-25-0130', 'WO-25-0133', 'WO-25-0136', 'WO-25-0141', 'WO-25-0144', 'WO-25-0147', 'WO-25-0150'].map((c, k) => {
    const j = JB[c];
    const work = L(k, WORK[j.kind]);
    const date = fmtDate(j.date, 'short');
    jobFacts(j, file, { date, vehicle: '', kind: work, garage: j.garage, result: OUT[j.result], cost: gbp(j.cost) });
    return `    <tr><td>${j.code}</td><td>${date}</td><td>${j.v.fleet}</td><td>${esc(work)}</td><td>${esc(j.garage)}</td><td>${esc(OUT[j.result])}</td><td>${gbp(j.cost)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Service history 2025</title></head>
<body>
<h1>Service and inspection history — January to June 2025</h1>
<p>Vehicles are listed by fleet number. Invoice totals exclude VAT (recoverable).</p>
<table>
  <thead><tr><th>Work order</th><th>Date</th><th>Fleet no.</th><th>Work</th><th>Garage</th><th>Outcome</th><th>Invoice</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}

// ------------------------------------------------------------------ defects and accidents
// [code, date, fleet, driver, kind, description, cost]
const INC_DEF = [
  ['DEF-25-011', '2025-01-13', 'R-05', 'Ceri Davies', 'Defect', 'bin lift hydraulic hose weeping', 186.4],
  ['DEF-25-014', '2025-01-29', 'G-02', 'Aled Roberts', 'Defect', 'spreader spinner motor seized', 642.0],
  ['DEF-25-019', '2025-02-17', 'V-2105', 'Sarah Jones', 'Defect', 'nearside mirror glass cracked', 38.5],
  ['DEF-25-023', '2025-03-05', 'R-19', 'Darren Williams', 'Defect', 'AdBlue warning light, sensor replaced', 412.3],
  ['DEF-25-027', '2025-03-26', 'M-01', 'Kelly Price', 'Defect', 'tail lift interlock fault', 295.0],
  ['DEF-25-031', '2025-04-22', 'R-14', 'Huw Thomas', 'Defect', 'offside rear tyre sidewall damage', 318.75],
  ['DEF-25-036', '2025-05-14', 'V-2141', 'Steffan James', 'Defect', 'reversing camera no picture', 164.2],
  ['DEF-25-038', '2025-04-03', 'M-04', 'Leanne Bowen', 'Defect', 'wheelchair restraint rail loose', 92.6],
  ['DEF-25-042', '2025-05-21', 'R-24', 'Rhys Morgan', 'Defect', 'charging flap latch broken', 74.9],
  ['ACC-25-002', '2025-01-08', 'G-05', 'Mark Hopkins', 'Accident', 'slid into a kerb and lamp post on ice', 3480.0],
  ['ACC-25-004', '2025-02-07', 'R-12', 'Lee Powell', 'Accident', 'reversed into a parked car', 1265.0],
  ['ACC-25-006', '2025-03-14', 'R-17', 'Iwan Parry', 'Accident', 'clipped a garden wall on a narrow terrace', 890.0],
  ['ACC-25-007', '2025-03-28', 'V-2120', 'Craig Phillips', 'Accident', 'rear-ended at traffic lights (third party at fault)', 2150.0],
  ['ACC-25-009', '2025-04-16', 'R-08', 'Rhys Morgan', 'Accident', 'struck a low branch, body panel damage', 5620.0],
  ['ACC-25-010', '2025-05-09', 'M-02', 'Nia Griffiths', 'Accident', 'wing mirror hit by a passing bus', 648.2],
  ['ACC-25-012', '2025-06-03', 'M-03', 'Cerys Owen', 'Accident', 'hit a bollard while turning in the school yard', 1240.0],
];
const incidents = INC_DEF.map(([code, date, fleet, driver, kind, desc, cost]) => ({ code, date, v: VF[fleet], driver, kind, desc, cost }));
const IN = Object.fromEntries(incidents.map((x) => [x.code, x]));
function incFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.code, 'incident', attr, value, unit, stated, file);
  F('date', x.date, 'date', s.date ?? '');
  F('vehicle', x.v.reg, 'text', s.vehicle ?? '');
  F('driver', x.driver, 'person', s.driver ?? '');
  F('kind', x.kind, '', s.kind ?? '');
  F('description', x.desc, 'text', s.desc ?? '');
  F('cost', x.cost, 'GBP', s.cost ?? '');
}
// (f1) walkaround defect log: drivers by staff number
{
  const file = 'defects/walkaround-defects-2025.md';
  const out = ['# Walkaround defect log 2025', '', 'Defects found on the daily walkaround check (app: Checkpoint). Reporter by staff number. Costs are parts and labour, ex VAT.', '',
    '| Ref | Date | Fleet no. | Reported by | Defect | Repair cost |', '|---|---|---|---|---|---|'];
  ['DEF-25-011', 'DEF-25-014', 'DEF-25-019', 'DEF-25-023', 'DEF-25-027', 'DEF-25-031', 'DEF-25-042'].forEach((c) => {
    const x = IN[c];
    incFacts(x, file, { date: ukDate(x.date), vehicle: '', driver: '', kind: '', desc: x.desc, cost: gbp(x.cost) });
    out.push(`| ${x.code} | ${ukDate(x.date)} | ${x.v.fleet} | ${DR[x.driver].staff} | ${x.desc} | ${gbp(x.cost)} |`);
  });
  out.push('', 'VOR (vehicle off road) until signed off by the workshop. Drivers: report defects before leaving the yard.', '');
  corpus.write(file, out.join('\n'));
}

// (d3 + f2) workshop e-mails in sentences (work orders and defects)
{
  const file = 'email/2025-04-04-workshop-update.eml';
  const j1 = JB['WO-25-0153'];
  const j2 = JB['WO-25-0139'];
  const x = IN['DEF-25-038'];
  jobFacts(j1, file, { date: '12 March', vehicle: j1.v.reg, kind: 'full service', garage: 'our own workshop at Tŷ Glas', result: 'no faults found', cost: '£812.60' });
  jobFacts(j2, file, { date: '24 March', vehicle: j2.v.reg, kind: 'tachograph calibration', garage: j2.garage, result: 'passed', cost: '£145' });
  incFacts(x, file, { date: '3 April', vehicle: x.v.reg, driver: x.driver, kind: 'Defect', desc: x.desc, cost: '£92.60' });
  corpus.write(file, `From: Alun Bowen <alun.bowen@cwmllwyd.gov.wales>
To: Huw Prosser <huw.prosser@cwmllwyd.gov.wales>
Date: Fri, 4 Apr 2025 17:20:03 +0100
Subject: Workshop update — R-05, M-02, M-04

Huw,

Quick update from the workshop.

${j1.code}: we did a full service on R-05 (${j1.v.reg}) in our own workshop at Tŷ Glas on 12 March, no faults found. Parts and labour came to £812.60.

${j2.code}: M-02 (${j2.v.reg}) went to ${j2.garage} on 24 March for its tachograph calibration and passed. They charged £145.

Defect ${x.code}: on M-04 (${x.v.reg}) ${x.driver} found the ${x.desc} on her walkaround yesterday, 3 April; refitted for £92.60.

Alun
Workshop Supervisor, Tŷ Glas
`);
}
{
  const file = 'email/2025-05-16-workshop-update.eml';
  const j1 = JB['WO-25-0156'];
  const j2 = JB['WO-25-0158'];
  const x = IN['DEF-25-036'];
  jobFacts(j1, file, { date: '1 April', vehicle: j1.v.reg, kind: 'MOT', garage: 'Kwik Fit Fleet in Pontypridd', result: 'failed', cost: '£127.35' });
  jobFacts(j2, file, { date: '13 May', vehicle: j2.v.reg, kind: 'LOLER examination', garage: 'in-house', result: 'passed', cost: '£95' });
  incFacts(x, file, { date: '14 May', vehicle: x.v.reg, driver: x.driver, kind: 'Defect', desc: x.desc, cost: '£164.20' });
  corpus.write(file, `From: Alun Bowen <alun.bowen@cwmllwyd.gov.wales>
To: Huw Prosser <huw.prosser@cwmllwyd.gov.wales>
Date: Fri, 16 May 2025 08:05:51 +0100
Subject: Re: outstanding jobs

Huw,

Catching up on the ones you asked about.

The Vivaro-e, V-2114 (${j1.v.reg}), failed its MOT at Kwik Fit Fleet in Pontypridd on 1 April (${j1.code}) — a worn front wiper and a number-plate lamp. Total bill £127.35 including the retest.

The new eRCV R-27 (${j2.v.reg}) had its bin-lift LOLER examination in-house on 13 May under ${j2.code} and passed; the usual £95 internal charge.

Defect ${x.code}: ${x.driver} reported "${x.desc}" on V-2141 (${x.v.reg}) on 14 May. New camera fitted the same day, £164.20 all in.

Alun
`);
}
// (d4) Welsh workshop summary
{
  const file = 'cymraeg/crynodeb-gweithdy-mehefin-2025.md';
  const out = ['# Crynodeb gwaith y gweithdy — Mehefin 2025', '', 'Gweithdy Tŷ Glas. Costau heb TAW.', ''];
  const KIND = { Service: 'Gwasanaeth blynyddol', MOT: 'Prawf MOT (dosbarth 5)' };
  const RES = { Pass: 'Pasio', Advisory: 'Pasio gyda chyngor', Fail: 'Methu' };
  ['WO-25-0163', 'WO-25-0166'].forEach((c) => {
    const j = JB[c];
    jobFacts(j, file, { date: cyDate(j.date), vehicle: j.v.reg, kind: KIND[j.kind], garage: 'Gweithdy Tŷ Glas', result: RES[j.result], cost: gbp(j.cost) });
    out.push(`## ${j.code}`, '', `- Dyddiad: ${cyDate(j.date)}`, `- Cerbyd: ${j.v.reg} (${j.v.fleet})`, `- Math o waith: ${KIND[j.kind]}`, `- Garej: Gweithdy Tŷ Glas`,
      `- Canlyniad: ${RES[j.result]}`, `- Cost: ${gbp(j.cost)}`, '');
  });
  out.push('Mae\'r ddau gerbyd yn ôl ar y ffordd.', '');
  corpus.write(file, out.join('\n'));
}

// (f3) accident e-mails
{
  const file = 'email/2025-02-10-accident-r-12.eml';
  const x = IN['ACC-25-004'];
  incFacts(x, file, { date: 'Friday 7 February', vehicle: x.v.reg, driver: x.driver, kind: 'Accident', desc: x.desc, cost: '£1,265' });
  corpus.write(file, `From: Gareth Bevan <gareth.bevan@cwmllwyd.gov.wales>
To: Huw Prosser <huw.prosser@cwmllwyd.gov.wales>; Insurance <insurance@cwmllwyd.gov.wales>
Date: Mon, 10 Feb 2025 10:02:37 +0000
Subject: Accident report ${x.code} — R-12

Huw,

Accident ${x.code}: on Friday 7 February ${x.driver} ${x.desc} on Heol y Frenhines, Treharris, while reversing R-12 (${x.v.reg}) into a cul-de-sac on the Tuesday round. No injuries; the banksman had stepped away to move a bin.

The third party's repair estimate has come in at £1,265 and we will pay it rather than claim. Lee has been booked on the reversing refresher.

Gareth
`);
}
{
  const file = 'email/2025-06-05-accidents-round-up.eml';
  const xs = ['ACC-25-002', 'ACC-25-007', 'ACC-25-010'].map((c) => IN[c]);
  const [a, b, c] = xs;
  incFacts(a, file, { date: '8 January', vehicle: a.v.reg, driver: a.driver, kind: 'accident', desc: a.desc, cost: '£3,480' });
  incFacts(b, file, { date: '28 March', vehicle: b.v.reg, driver: b.driver, kind: 'accident', desc: b.desc, cost: '£2,150' });
  incFacts(c, file, { date: '9 May', vehicle: c.v.reg, driver: c.driver, kind: 'accident', desc: c.desc, cost: '£648.20' });
  corpus.write(file, `From: Huw Prosser <huw.prosser@cwmllwyd.gov.wales>
To: Insurance <insurance@cwmllwyd.gov.wales>
Date: Thu, 5 Jun 2025 14:11:09 +0100
Subject: Open accident files — round-up for the claims meeting

Hi all,

Three files to close off before the claims meeting:

1. ${a.code} — the gritter G-05 (${a.v.reg}) ${a.desc} above Blaenllwyd on 8 January. ${a.driver} was driving; the road had been treated but refroze. Repairs to the gritter £3,480 (the lamp post is with Highways).

2. ${b.code} — E-Transit V-2120 (${b.v.reg}) was ${b.desc} on 28 March; ${b.driver} driving. Our repair cost £2,150, to be recovered from the other insurer.

3. ${c.code} — minibus M-02 (${c.v.reg}), ${c.driver} driving on 9 May: ${c.desc}. Mirror and housing replaced, final invoice £648.20.

Huw
`);
}
// (f4) Welsh accident report
{
  const file = 'cymraeg/adroddiad-damwain-acc-25-012.md';
  const x = IN['ACC-25-012'];
  incFacts(x, file, { date: cyDate(x.date), vehicle: x.v.reg, driver: x.driver, kind: 'Damwain', desc: '', cost: gbp(x.cost) });
  corpus.write(file, `# Adroddiad damwain — ${x.code}

- Dyddiad: ${cyDate(x.date)}
- Math: Damwain
- Cerbyd: ${x.v.reg} (bws mini M-03)
- Gyrrwr: ${x.driver}
- Lleoliad: Ysgol Gynradd Glynrhedynog
- Cost atgyweirio: ${gbp(x.cost)}

Roedd ${x.driver} yn troi'r bws mini ar iard yr ysgol pan darodd y cerbyd yn erbyn bolard. Doedd neb wedi'u hanafu.
(English summary: the minibus ${x.desc}; no injuries.)
`);
}

// (a8 + f5) committee report: R-31 and two accidents only in sentences
{
  const file = 'committee/2025-06-19-environment-scrutiny-fleet-report.md';
  const v = VF['R-31'];
  v.gvwKg = v.gvw;
  v.odo = v.odoMiles;
  vehicleFacts(v, file, { make: 'Dennis Eagle eCollect', model: 'eCollect', type: 'electric refuse collection vehicle', fuel: 'electric', year: 'April 2025', gvw: '27 tonnes', depot: 'Tŷ Glas Depot', odo: '3,912 miles' });
  const a = IN['ACC-25-006'];
  const b = IN['ACC-25-009'];
  incFacts(a, file, { date: '14 March', vehicle: a.v.reg, driver: a.driver, kind: 'incidents', desc: a.desc, cost: '£890' });
  incFacts(b, file, { date: '16 April', vehicle: b.v.reg, driver: b.driver, kind: 'incidents', desc: b.desc, cost: '£5,620' });
  const j = JB['WO-25-0161'];
  jobFacts(j, file, { date: '28 May', vehicle: j.v.reg, kind: 'MOT', garage: j.garage, result: 'passed', cost: '£59.55' });
  corpus.write(file, `# Environment Scrutiny Committee — 19 June 2025

## Item 6: Fleet Services performance report, January to June 2025

Report of the Head of Fleet and Transport. Author: Huw Prosser, Fleet Manager.

### 1. Purpose

To update members on the council's vehicle fleet, the move to zero-emission vehicles and safety performance.

### 2. Fleet changes

Our third electric refuse collection vehicle, a Dennis Eagle eCollect registered ${v.reg} (fleet number R-31), entered
service at Tŷ Glas Depot in April 2025. It has a gross weight of 27 tonnes and had covered 3,912 miles by the end of June,
with no lost collection days. Two battery-electric eCitan vans joined the parks team at Nant Melyn in June.

The diesel refuse trucks still in service will move to HVO as their contracts allow; HVO is now bunkered at three depots.

### 3. Compliance

All HGV annual tests due in the period were booked on time. The minibus M-04 (${j.v.reg}) passed its MOT at
${j.garage} on 28 May under ${j.code}, at a cost of £59.55.

### 4. Safety

Two incidents are drawn to members' attention. On 14 March ${a.driver}, driving the narrow-access refuse truck R-17
(${a.v.reg}) under ${a.code}, ${a.desc}; the wall was repaired for £890. On 16 April the Econic R-08 (${b.v.reg})
${b.desc} (${b.code}); ${b.driver} was driving and the repair cost £5,620, the largest single repair of the half-year.

### 5. Recommendation

That members note the report.
`);
}

// ------------------------------------------------------------------ fuel and charging
// [code, date, fleet, product, qty, cost, site]
const FUEL_DEF = [
  ['AS-0048812', '2025-05-02', 'R-03', 'Diesel', 186.4, null, 'Esso Aberllwyd'],
  ['AS-0048830', '2025-05-06', 'R-19', 'Diesel', 241.7, null, 'Esso Bargoed'],
  ['AS-0048857', '2025-05-09', 'V-2111', 'Diesel', 62.3, null, 'Esso Bargoed'],
  ['AS-0048871', '2025-05-12', 'M-01', 'Diesel', 71.8, null, 'Shell Pontypridd'],
  ['AS-0048899', '2025-05-15', 'R-22', 'Diesel', 98.5, null, 'Esso Bargoed'],
  ['AS-0048904', '2025-05-19', 'G-09', 'Diesel', 54.2, null, 'Texaco Ferndale'],
  ['AS-0048926', '2025-05-22', 'M-06', 'Diesel', 66.9, null, 'Texaco Ferndale'],
  ['AS-0048941', '2025-05-28', 'R-17', 'Diesel', 104.6, null, 'Texaco Ferndale'],
  ['BK-25-061', '2025-05-05', 'R-08', 'HVO', 212, null, 'TYG-HVO-1'],
  ['BK-25-064', '2025-05-08', 'R-11', 'HVO', 228, null, 'HYG-HVO-1'],
  ['BK-25-066', '2025-05-13', 'R-12', 'HVO', 195, null, 'HYG-HVO-1'],
  ['BK-25-070', '2025-05-20', 'V-2141', 'HVO', 58, null, 'TYG-HVO-1'],
  ['BK-25-073', '2025-05-23', 'G-12', 'HVO', 148, null, 'BYC-HVO-1'],
  ['BK-25-077', '2025-05-29', 'R-14', 'HVO', 203, null, 'TYG-HVO-1'],
  ['CS-0043127', '2025-05-06', 'R-24', 'Electricity', 268.4, null, 'TYG-DC-02'],
  ['CS-0043188', '2025-05-08', 'V-2117', 'Electricity', 61.7, null, 'TYG-AC-05'],
  ['CS-0043205', '2025-05-13', 'V-2126', 'Electricity', 83.2, null, 'NML-AC-03'],
  ['CS-0043262', '2025-05-16', 'R-27', 'Electricity', 241.9, null, 'HYG-AC-01'],
  ['CS-0043301', '2025-05-21', 'C-05', 'Electricity', 45.2, null, 'InstaVolt Treharris'],
  ['CS-0043344', '2025-05-27', 'M-05', 'Electricity', 72.6, null, 'TYG-AC-08'],
];
const fuels = FUEL_DEF.map(([code, date, fleet, product, qty, , site]) => {
  let unitPrice;
  if (product === 'Diesel') unitPrice = 1.429;
  else if (product === 'HVO') unitPrice = 1.58;
  else unitPrice = site.startsWith('InstaVolt') ? 0.79 : 0.245;
  const cost = Math.round(qty * unitPrice * 100) / 100;
  return { code, date, v: VF[fleet], product, qty, cost, site, unitPrice };
});
function fuelFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.code, 'fuel', attr, value, unit, stated, file);
  F('date', x.date, 'date', s.date ?? '');
  F('vehicle', x.v.reg, 'text', s.vehicle ?? '');
  F('product', x.product, '', s.product ?? '');
  F('litres', x.product === 'Electricity' ? null : x.qty, 'L', x.product === 'Electricity' ? '' : s.qty ?? '');
  F('kwh', x.product === 'Electricity' ? x.qty : null, 'kWh', x.product === 'Electricity' ? s.qty ?? '' : '');
  F('cost', x.cost, 'GBP', s.cost ?? '');
  F('site', x.site, 'text', x.site);
}
// (e1) fuel-card statement: registrations without the space
{
  const file = 'fuel/allstar-statement-2025-05.csv';
  const rows = fuels.filter((x) => x.code.startsWith('AS-')).map((x, k) => {
    const net = Math.round((x.cost / 1.2) * 100) / 100;
    const vat = Math.round((x.cost - net) * 100) / 100;
    fuelFacts(x, file, { date: ukDate(x.date), vehicle: '', product: 'DIESEL', qty: x.qty.toFixed(2), cost: x.cost.toFixed(2) });
    return [x.code, ukDate(x.date), `${pad(r.int(6, 18))}:${pad(r.int(0, 59))}`, `7002 4418 ${pad(r.int(1000, 9999), 4)}`, x.v.reg.replace(' ', ''), x.site, 'DIESEL', x.qty.toFixed(2), (x.unitPrice * 100).toFixed(1), net.toFixed(2), vat.toFixed(2), x.cost.toFixed(2)];
  });
  corpus.write(file, delimited(['Transaction ID', 'Date', 'Time', 'Card no', 'Registration', 'Site', 'Product', 'Quantity (L)', 'Unit price (p/L)', 'Net (£)', 'VAT (£)', 'Gross (£)'], rows));
}
// (e2) bunker log (fleet numbers)
{
  const file = 'fuel/hvo-bunker-log-may-2025.md';
  const out = ['# HVO bunker draws — May 2025', '', 'HVO at £1.58 per litre (fixed-price contract with Certas Energy to March 2026). Vehicles by fleet number.', '',
    '| Ref | Date | Tank | Fleet no. | Litres | Cost |', '|---|---|---|---|---|---|'];
  fuels.filter((x) => x.code.startsWith('BK-')).forEach((x) => {
    fuelFacts(x, file, { date: ukDate(x.date), vehicle: '', product: 'HVO', qty: `| ${x.qty} |`, cost: gbp(x.cost) });
    out.push(`| ${x.code} | ${ukDate(x.date)} | ${x.site} | ${x.v.fleet} | ${x.qty} | ${gbp(x.cost)} |`);
  });
  out.push('', 'Dip readings are reconciled against the delivery notes every Friday.', '');
  corpus.write(file, out.join('\n'));
}
// (e3) charging sessions TSV
{
  const file = 'fuel/charging-sessions-2025-05.tsv';
  const rows = fuels.filter((x) => x.code.startsWith('CS-')).map((x) => {
    const start = `${ukDate(x.date)} ${pad(r.int(15, 19))}:${pad(r.int(0, 59))}`;
    fuelFacts(x, file, { date: ukDate(x.date), vehicle: '', product: '', qty: `${x.qty.toFixed(1)} kWh`, cost: gbp(x.cost) });
    return [x.code, x.site, x.v.fleet, start, `${x.qty.toFixed(1)} kWh`, gbp(x.cost)];
  });
  corpus.write(file, delimited(['Session', 'Charger', 'Vehicle', 'Start', 'Energy', 'Cost'], rows, '\t'));
}

// ------------------------------------------------------------------ wide monthly mileage (Jan–Jun 2025)
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'];
const SEASON = { Gritter: [2.2, 2.0, 1.3, 0.5, 0.2, 0.15], 'Refuse truck': [0.95, 0.92, 1.0, 1.02, 1.05, 1.03], Van: [0.92, 0.95, 1.0, 1.03, 1.06, 1.05], Minibus: [1.0, 1.0, 1.0, 0.75, 1.05, 1.05], Car: [0.9, 0.95, 1.0, 1.0, 1.05, 1.1] };
{
  const file = 'reports/monthly-mileage-jan-jun-2025.csv';
  const rows = [];
  for (const v of vehicles) {
    if (v.fleet === 'V-2231' || v.fleet === 'V-2232') continue;
    const [lo, hi] = ANNUAL[v.type];
    const base = r.int(lo, hi) / 12;
    const ms = MONTHS.map((m, i) => {
      if (v.fleet === 'R-31' && i < 3) return null;
      return Math.round(base * SEASON[v.type][i] * r.float(0.85, 1.15));
    });
    ms.forEach((x, i) => { if (x != null) corpus.also(v.reg, 'vehicle', `miles_${MONTHS[i]}`, x, 'mi', String(x), file); });
    corpus.also(v.reg, 'vehicle', 'miles_h1', ms.reduce((a, c) => a + (c ?? 0), 0), 'mi', '', file);
    v.months = ms;
    rows.push([v.fleet, v.reg, v.type, ...ms.map((x) => (x == null ? '–' : x))]);
  }
  corpus.write(file, delimited(['Fleet no', 'Reg', 'Type', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'], rows));
}

// ------------------------------------------------------------------ telematics export (Q2 2025; semicolons, decimal commas)
{
  const file = 'exports/telematics/trackfleet-summary-q2-2025.csv';
  const tracked = vehicles.filter((v) => ['Refuse truck', 'Gritter', 'Minibus'].includes(v.type) || ['V-2117', 'V-2120', 'V-2123', 'V-2126', 'V-2138'].includes(v.fleet));
  const rows = tracked.map((v) => {
    const q2mi = (v.months[3] ?? 0) + (v.months[4] ?? 0) + (v.months[5] ?? 0);
    const km = Math.round(q2mi * MI * 10) / 10;
    const driveH = Math.round((km / r.float(22, 34)) * 10) / 10;
    const idle = Math.round(driveH * (v.type === 'Refuse truck' ? r.float(0.18, 0.42) : r.float(0.05, 0.2)) * 10) / 10;
    const harsh = v.type === 'Refuse truck' ? r.int(3, 24) : v.type === 'Gritter' ? r.int(0, 4) : r.int(0, 12);
    const accel = r.int(0, 15);
    const speeding = r.int(0, 9);
    const eco = Math.max(48, Math.min(96, Math.round(92 - harsh * 1.4 - speeding * 1.1 + r.int(-6, 6))));
    corpus.also(v.reg, 'vehicle', 'q2_km', km, 'km', deDec(km, 1), file);
    corpus.also(v.reg, 'vehicle', 'idle_hours', idle, 'h', deDec(idle, 1), file);
    corpus.also(v.reg, 'vehicle', 'harsh_braking', harsh, '', '', file);
    corpus.also(v.reg, 'vehicle', 'eco_score', eco, '%', '', file);
    return [v.reg.replace(' ', ''), v.fleet, D[v.depot].code, deDec(km, 1), deDec(driveH, 1), deDec(idle, 1), harsh, accel, speeding, eco];
  });
  const head = ['Trackfleet Pro — Fleet summary report', 'Account: CWM LLWYD CBC — FLEET SERVICES', 'Period: 01/04/2025 - 30/06/2025', 'Generated: 01/07/2025 06:00 (Europe/London)', 'Units: km, hours; decimal separator ","', ''];
  corpus.write(file, head.join('\n') + '\n' + delimited(['Vehicle', 'Fleet no.', 'Group', 'Distance (km)', 'Driving time (h)', 'Idle time (h)', 'Harsh braking', 'Harsh acceleration', 'Speeding events', 'Eco score (%)'], rows, ';'));
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `CWM LLWYD CBC — FLEET SERVICES SHARED DRIVE (2025)
vehicles/      vehicle records, asset cards, fleet list, passenger transport
exports/       FleetWave asset export, iTrent driver licences, Trackfleet telematics
staff/         driver register and profiles
depots/        depot sheets (Nant Melyn under cymraeg/)
maintenance/   MOT / annual tests, service history
fuel/          fuel card, HVO bunker, charging sessions
defects/       walkaround defects
reports/       monthly mileage
committee/     reports to members
email/         fleet manager and workshop e-mails
cymraeg/       dogfennau Cymraeg / Welsh-language documents
policies/, finance/, gritting/, contracts/, training/   background
`);
corpus.write('policies/driver-licence-policy.md', `# Driver licence checking policy (v3, April 2024)

1. Every driver's licence is checked with the DVLA at least every six months.
2. Drivers with 6 to 8 penalty points are checked every three months and have a one-to-one with their depot manager.
3. A driver reaching 9 or more points may not drive council vehicles until a risk assessment has been completed.
4. Drivers must report any new endorsement within 48 hours.
5. Minibus drivers need category D1, or a section 19 permit and the MiDAS certificate.

Approved by the Head of Fleet and Transport, 2 April 2024.
`);
corpus.write('policies/grey-fleet-mileage-rates-2025.md', `# Business mileage rates 2025–26 (own vehicles)

| Vehicle | First 10,000 miles | Over 10,000 miles |
|---|---|---|
| Car / van | 45p per mile | 25p per mile |
| Motorcycle | 24p per mile | 24p per mile |
| Bicycle | 20p per mile | 20p per mile |

Passenger supplement: 5p per mile per colleague. Electric pool cars should be used where one is free.
`);
corpus.write('finance/fleet-budget-2025-26.csv', delimited(['Budget line', 'Budget 2025-26 (£)', 'Spend to 30/06 (£)', 'Notes'], [
  ['Fuel (diesel and HVO)', '1,240,000', '318,420', 'HVO premium approx 11p/L'],
  ['Electricity (depot charging)', '96,000', '21,880', ''],
  ['Repairs and maintenance', '685,000', '171,930', 'incl. tyres'],
  ['Insurance', '412,000', '412,000', 'paid annually in April'],
  ['Vehicle leases', '538,000', '134,500', ''],
  ['Accident repairs (self-insured)', '60,000', '14,850', 'excess layer'],
]));
corpus.write('gritting/gritting-routes-2024-25.md', `# Winter service — precautionary gritting routes 2024–25

| Route | Length | Priority | Usual gritter |
|---|---|---|---|
| 1 — A4059 corridor | 38 km | P1 | G-02 |
| 2 — Blaenllwyd mountain road | 24 km | P1 | G-12 |
| 3 — Treharris and the B4255 | 31 km | P1 | G-10 |
| 4 — Bargoed town | 19 km | P2 | G-07 |
| 5 — Upper valley terraces | 14 km | P2 | G-09 |

Salt spread 2024–25: 2,640 tonnes over 71 runs (a mild winter). Spread rate 10–20 g/m².
`);
corpus.write('gritting/salt-stock-2025.csv', delimited(['Depot', 'Capacity (t)', 'Stock 01/10/2024 (t)', 'Stock 30/04/2025 (t)'], [
  ['Blaen-y-Cwm', '3000', '2950', '1210'], ['Heol-y-Gors', '1200', '1150', '520'], ['Parc Bargoed', '800', '780', '310'],
]));
corpus.write('contracts/tyre-contract-prices-2025.md', `# Tyre contract (Michelin Fleet Solutions) — prices from 1 April 2025

| Size | Use | Price (fitted) |
|---|---|---|
| 315/80 R22.5 | RCV steer | £412.00 |
| 315/80 R22.5 | RCV drive | £398.00 |
| 385/65 R22.5 | Gritter steer | £455.00 |
| 215/65 R16C | Van | £128.50 |
| 205/55 R16 | Car | £96.00 |

Call-out within 2 hours at any depot; casings credited at £35.
`);
corpus.write('strategy/ulev-transition-plan-summary.md', `# Ultra-low-emission fleet transition plan — summary

The council declared a climate emergency in 2019 and aims for a net-zero fleet by 2030 where the market allows.

- Cars and small vans: electric at every replacement from 2021.
- Refuse collection: electric RCVs as the diesel Elites reach 8 years; HVO in the meantime.
- Gritters: HVO; no practical electric gritter is yet on the market for our gradients.
- Charging: a further 20 points across the depots by 2027, subject to grid upgrades at Parc Bargoed.

Welsh Government ULEV Transformation Fund grants received to date: £1.86 million.
`);
corpus.write('training/driver-cpc-courses-2025.md', `# Driver CPC periodic training 2025

| Module | Date | Venue | Places |
|---|---|---|---|
| Safe urban driving (FORS) | 15 March | Tŷ Glas training room | 12 |
| Reversing and banksman practice | 12 April | Heol-y-Gors yard | 10 |
| Winter driving and gritting | 27 September | Blaen-y-Cwm | 8 |
| Passenger safety and MiDAS | 18 October | Heol-y-Gors | 10 |

Each module is 7 hours and counts towards the 35 hours needed every five years.
`);
corpus.write('cymraeg/polisi-iaith-fflyd.md', `# Polisi iaith — Gwasanaethau Fflyd

Mae pob arwydd ar gerbydau'r cyngor yn ddwyieithog, gyda'r Gymraeg yn gyntaf.
Rhaid i bob llythyr at aelodau'r cyhoedd fod ar gael yn Gymraeg ac yn Saesneg.
Gall gyrwyr ofyn am hyfforddiant Cymraeg yn ystod oriau gwaith (dwy awr yr wythnos).

All vehicle livery is bilingual, Welsh first. Drivers may ask for Welsh lessons in work time (two hours a week).
`);
corpus.write('insurance/motor-fleet-schedule-2025.md', `# Motor fleet insurance schedule 2025–26

- Insurer: Zurich Municipal
- Policy: MF-2207-114
- Period: 1 April 2025 to 31 March 2026
- Cover: third party only for HGVs; comprehensive for cars, vans and minibuses
- Self-insured excess: £10,000 each and every claim
- Premium: £412,000 including IPT

Claims notified within 24 hours to insurance@cwmllwyd.gov.wales.
`);

const stats = corpus.flush(source);
console.log(`fleet: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
