#!/usr/bin/env node
// Fishery corpus (held-out): the shared drive of the "Penwith & South Devon Fish Producers' Organisation Ltd", 2025 —
// a Cornish and Devon harbour fleet (Newlyn, Brixham, Looe, Mevagissey, Plymouth, Salcombe, St Ives, Padstow,
// Falmouth, Cadgwith, Porthleven) with a Galician partner, the "Cooperativa Mariñeira Ría de Vigo", whose files are
// in Spanish. 24 vessels, 30 skippers and crew, 36 landings (sales notes, lonja sales, e-logbook declarations, direct
// sales), 23 species, 14 quota stocks, 12 buyers and fish merchants.
//   node bench/corpora/fishery/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "fishery-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) vessels: Markdown `Key: value` sheets (label set A, metres and kW), insurance survey cards (label set B, feet
//     and inches, hp), a fleet-register CSV (units in the header), an HTML table of under-10 m boats (ft, hp), two
//     boats only in the AGM minutes (prose), SPANISH sheets (`Eslora: 16,80 m`, `Potencia: 400 CV`, `Arte: enmalle`),
//     a Spanish HTML fleet table and one boat only in a Spanish e-mail;
// (b) skippers and crew: profile sheets, a crew register CSV with ticket CODES (explained in a key file), a Spanish
//     crew table and three crew only in the training officer's e-mail;
// (c) species: an HTML species guide, species sheets, a shellfish MLS note (mm), a Spanish species list;
// (d) quota stocks: a nested YAML with swaps, an uptake CSV in kg, the quota manager's e-mail (prose) and a Spanish
//     quota sheet;
// (e) buyers: an HTML table, two Markdown sheets, a Spanish buyers note and one buyer only in an e-mail;
// (f) landings: a Newlyn auction sales CSV (vessels by PLN, species by FAO code), Brixham sales notes (`Key: value`,
//     tonnes or kg), a Vigo lonja export with a PREAMBLE, SEMICOLONS and DECIMAL COMMAS (Spanish), a nested e-logbook
//     JSON (trips → declarations, ports as UN/LOCODEs), a direct-sales log in STONES and an e-mail in prose;
// (g) WIDE tables: UK landings per species per month of 2024 (tonnes), days at sea per vessel per month of 2024, and
//     landings per port (background); safety notes give MCA inspection dates in sentences.
//
// Canonical units of source.csv: vessel length in metres (`78 ft 5 in` → 23.9014), engine power in kW (`1,000 hp`
// × 0.745699872, `400 CV` × 0.73549875), minimum landing size in cm (`90 mm` → 9), landed weight in kg (`1.42 t` →
// 1420, `3 st 4 lb` → 3 × 6.35029318 + 4 × 0.45359237), quota in tonnes (`412,500 kg` → 412.5), prices per kg and
// values in the stated currency (GBP or EUR, never converted), uptake in %, days, dates ISO. Spanish words in English
// (`enmalle` = Gillnet, `arrastre` = Otter trawl, `nasas` = Pots, `liña` = Handline, `acero` = Steel, `madera` =
// Wood, `poliéster` = GRP, `Subasta` = Auction, `Venta directa` = Direct, `Mayorista` = Fish merchant, …).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlTablePage, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('fishery-v1');
const FT = 0.3048;
const IN = 0.0254;
const HP = 0.745699872;
const CV = 0.73549875;
const ST = 6.35029318;
const LB = 0.45359237;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const r2 = (x) => Math.round(x * 100) / 100;
const pad = (n, w = 2) => String(n).padStart(w, '0');
/** Spanish number style: 1.234,56 */
const es = (x, d) => {
  const [i, f] = Number(x).toFixed(d).split('.');
  return i.replace(/\B(?=(\d{3})+(?!\d))/g, '.') + (f ? `,${f}` : '');
};
const gbp = (x) => `£${group(x, 2)}`;
const dmy = (iso) => iso.split('-').reverse().join('/');
const L = (k, xs) => xs[k % xs.length];

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (wide tables, safety notes). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ vessels
// [name, pln, home port, gear, built, hull, skipper, crew, length form, engine form, layout]
// length form: ['m', 26.2] | ['ftin', 78, 5] ; engine form: ['kW', 882] | ['hp', 1000] | ['CV', 400]
const VESSELS = [
  ['Girl Tamsin', 'PZ 1187', 'Newlyn', 'Beam trawl', 1989, 'Steel', 'Jory Trewhella', 6, ['m', 26.2], ['kW', 882], 'A'],
  ['Mor Gwyns', 'PZ 512', 'Newlyn', 'Gillnet', 2003, 'Steel', 'Mark Pascoe', 4, ['m', 14.95], ['kW', 261], 'A'],
  ['Golden Fleece', 'PH 77', 'Plymouth', 'Otter trawl', 1994, 'Steel', 'Ian Lavers', 4, ['m', 17.5], ['kW', 373], 'A'],
  ['Elizabeth Ann', 'BM 503', 'Brixham', 'Beam trawl', 1992, 'Steel', 'Steve Nicholls', 5, ['m', 21.0], ['kW', 552], 'A'],
  ['Boy Jacob', 'PH 555', 'Plymouth', 'Gillnet', 2010, 'Steel', 'Tom Lobb', 4, ['m', 13.4], ['kW', 298], 'A'],
  ['Celtic Pride', 'BM 28', 'Brixham', 'Otter trawl', 1998, 'Steel', 'Kev Rowe', 5, ['m', 18.3], ['kW', 441], 'A'],
  ['Ocean Harvest', 'BM 265', 'Brixham', 'Beam trawl', 1986, 'Steel', 'Gary Widdicombe', 5, ['ftin', 78, 5], ['hp', 1000], 'B'],
  ['Bay Venture', 'FY 374', 'Looe', 'Otter trawl', 1999, 'Wood', 'Paul Pengelly', 3, ['ftin', 38, 8], ['hp', 300], 'B'],
  ['Sea Spirit', 'SE 41', 'Salcombe', 'Pots', 2016, 'GRP', 'Rob Hosking', 3, ['ftin', 39, 4], ['hp', 330], 'B'],
  ['Silver Dawn', 'FH 88', 'Falmouth', 'Gillnet', 2001, 'Wood', 'Nick Harvey', 3, ['ftin', 36, 9], ['hp', 275], 'B'],
  ['Three Brothers', 'FY 619', 'Mevagissey', 'Pots', 2007, 'GRP', 'Andy Polglase', 2, ['m', 9.95], ['kW', 150], 'CSV'],
  ['Padstow Lass', 'PW 203', 'Padstow', 'Pots', 2009, 'GRP', 'Chris Dunn', 2, ['m', 10.0], ['kW', 180], 'CSV'],
  ['Star of Hope', 'SS 74', 'St Ives', 'Gillnet', 2005, 'GRP', 'Phil Jewell', 2, ['m', 9.6], ['kW', 127], 'CSV'],
  ['Lyonesse Star', 'PZ 1021', 'Newlyn', 'Handline', 2012, 'GRP', 'Sam Tonkin', 1, ['m', 7.9], ['kW', 60], 'CSV'],
  ['Karenza', 'SS 119', 'St Ives', 'Handline', 2018, 'GRP', 'Luke Penrose', 1, ['ftin', 21, 0], ['hp', 50], 'HTML'],
  ['Kittiwake', 'PZ 36', 'Porthleven', 'Handline', 2021, 'GRP', 'Hayden Mitchell', 1, ['ftin', 19, 0], ['hp', 40], 'HTML'],
  ['Morwenna', 'FH 702', 'Cadgwith', 'Pots', 2019, 'GRP', 'Martin Kitto', 1, ['m', 8.2], ['hp', 150], 'MIN'],
  ['Our Daisy', 'FY 127', 'Looe', 'Handline', 2015, 'Wood', 'Jack Curnow', 1, ['ftin', 23, 7], ['hp', 60], 'MIN'],
  ['Nuevo Marisol', 'VI-5-1083', 'Vigo', 'Gillnet', 2004, 'Steel', 'Ramón Lago', 6, ['m', 16.8], ['CV', 400], 'ES'],
  ['Virxe do Carme', 'VI-5-1217', 'Cangas', 'Pots', 1997, 'Wood', 'Xosé Manuel Otero', 3, ['m', 11.5], ['CV', 220], 'ES'],
  ['Santa Baia', 'VI-5-0964', 'Vigo', 'Otter trawl', 1991, 'Steel', 'Manuel Soage', 8, ['m', 24.6], ['CV', 800], 'ES'],
  ['Mar de Cíes', 'VI-5-1390', 'Baiona', 'Handline', 2014, 'GRP', 'Iago Comesaña', 2, ['m', 9.2], ['kW', 88], 'ESHTML'],
  ['Hermanos Otero', 'VI-5-1145', 'Cangas', 'Pots', 2002, 'Wood', 'Jesús Pereira', 4, ['m', 12.7], ['kW', 191], 'ESHTML'],
  ['Rosa dos Ventos', 'VI-5-1302', 'Bueu', 'Gillnet', 2011, 'Steel', 'Carmen Besada', 5, ['m', 14.2], ['CV', 310], 'ESMAIL'],
].map(([name, pln, port, gear, built, hull, skipper, crew, len, eng, layout]) => {
  const length = len[0] === 'm' ? len[1] : r4(len[1] * FT + len[2] * IN);
  const kw = eng[0] === 'kW' ? eng[1] : r4(eng[1] * (eng[0] === 'hp' ? HP : CV));
  const country = /^VI-/.test(pln) ? 'Spain' : 'United Kingdom';
  return { name, pln, port, gear, built, hull, skipper, crew, len, eng, layout, length, kw, country };
});
const V = Object.fromEntries(VESSELS.map((v) => [v.name, v]));
const byPln = Object.fromEntries(VESSELS.map((v) => [v.pln, v]));
const ftin = (len) => `${len[1]} ft ${len[2]} in`;
const GEAR_ES = { Gillnet: 'enmalle', Pots: 'nasas', 'Otter trawl': 'arrastre de fondo', Handline: 'liña (anzuelo)', 'Beam trawl': 'arrastre de vara' };
const HULL_ES = { Steel: 'acero', Wood: 'madera', GRP: 'poliéster (PRFV)' };

function vesselFacts(v, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(v.name, 'vessel', attr, value, unit, stated, file);
  F('pln', v.pln, 'text', s.pln ?? v.pln);
  F('home_port', v.port, 'place', s.port ?? v.port);
  F('country', v.country, 'place', s.country ?? '');
  F('length', v.length, 'm', s.length);
  F('engine', v.kw, 'kW', s.engine);
  F('gear', v.gear, '', s.gear);
  F('built', v.built, '', s.built ?? String(v.built));
  F('hull', v.hull, '', s.hull);
  F('skipper', v.skipper, 'person', s.skipper ?? v.skipper);
  F('crew', v.crew, '', s.crew ?? '');
}

// (a1) label set A: Markdown sheets
VESSELS.filter((v) => v.layout === 'A').forEach((v, k) => {
  const file = `fleet/vessels/${slug(v.name)}.md`;
  const len = `${v.length.toFixed(2)} m`;
  const eng = `${v.kw} kW`;
  vesselFacts(v, file, { length: len, engine: eng, gear: v.gear, hull: v.hull, crew: `Crew: ${v.crew}` });
  corpus.write(file, [
    `# ${v.name} (${v.pln})`, '',
    `Vessel name: ${v.name}`, `PLN: ${v.pln}`, `Home port: ${v.port}`, `Length overall: ${len}`, `Engine power: ${eng}`,
    `Gear: ${v.gear}`, `Skipper: ${v.skipper}`, `Year built: ${v.built}`, `Hull: ${v.hull}`, `Crew: ${v.crew}`,
    `Admeasurement: ${L(k, ['98 GT', '41 GT', '64 GT', '76 GT', '28 GT', '69 GT'])}`, `Licence: ${L(k, ['Category A (over 10 m)', 'Category A (over 10 m)', 'Category A, pressure stock licence'])}`, '',
    L(k, [
      `${v.name} fishes the Western Approaches for 5 to 9 days a trip and lands into Newlyn market.`,
      'Nets are hauled every 24 hours; hake is bled and iced in boxes on board.',
      'Single-rig otter trawl with a square mesh panel fitted in 2023.',
      `Refitted in 2019 (new wheelhouse electronics); skipper ${v.skipper}.`,
    ]), '',
  ].join('\n'));
});

// (a2) label set B: insurance survey cards (feet and inches, hp)
VESSELS.filter((v) => v.layout === 'B').forEach((v, k) => {
  const file = `fleet/survey-cards/${v.pln.replace(' ', '')}-${slug(v.name)}.md`;
  const METHOD = { 'Beam trawl': 'beam trawling', 'Otter trawl': 'otter trawling (single rig)', Pots: 'potting (crab and lobster)', Gillnet: 'static gill nets' };
  const len = ftin(v.len);
  const eng = `${group(v.eng[1])} hp`;
  vesselFacts(v, file, { port: `Registered at: ${v.port}`, pln: `Port letters & no.: ${v.pln}`, length: len, engine: eng, gear: METHOD[v.gear], hull: v.hull.toLowerCase().replace('grp', 'GRP (fibreglass)'), skipper: `Master: ${v.skipper}`, built: `Year of build: ${v.built}`, crew: `Crew carried: ${v.crew}` });
  corpus.write(file, [
    `# Hull & machinery survey card — ${v.name}`, '',
    `Boat: ${v.name}`, `Port letters & no.: ${v.pln}`, `Registered at: ${v.port}`, `LOA: ${len}`, `Main engine: ${eng} (${L(k, ['Caterpillar 3508', 'Volvo Penta D9', 'Scania DI13', 'Doosan L136'])})`,
    `Fishing method: ${METHOD[v.gear]}`, `Master: ${v.skipper}`, `Year of build: ${v.built}`, `Construction: ${v.hull.toLowerCase().replace('grp', 'GRP (fibreglass)')}`,
    `Crew carried: ${v.crew}`, `Agreed value: £${group(L(k, [1450000, 185000, 320000, 140000]))}`, `Surveyor: ${L(k, ['J. Opie, MIIMS', 'R. Gilbert', 'J. Opie, MIIMS', 'D. Coad'])}`, '',
    `Survey ${fmtDate(`2024-${pad(9 + k)}-${pad(3 + 5 * k)}`, 'long')}: ${L(k, ['no deficiencies', 'two minor items (bilge alarm test, fire extinguisher service)', 'no deficiencies', 'replace one liferaft lashing'])}.`, '',
  ].join('\n'));
});

// (a3) fleet register CSV (units in the header)
{
  const file = 'fleet/fleet-register-2025.csv';
  const rows = VESSELS.filter((v) => v.layout === 'CSV').map((v) => {
    vesselFacts(v, file, { length: String(v.length.toFixed(2)), engine: String(v.kw), gear: v.gear, hull: v.hull, crew: '' });
    return [v.name, v.pln, v.port, v.length.toFixed(2), v.kw, v.gear, v.skipper, v.built, v.hull, v.crew, 'Member'];
  });
  corpus.write(file, delimited(['Vessel', 'PLN', 'Home port', 'LOA (m)', 'Engine (kW)', 'Gear', 'Skipper', 'Built', 'Hull', 'Crew', 'Status'], rows));
}

// (a4) HTML table of under-10 m boats (feet, hp)
{
  const file = 'fleet/under-10m-handliners.html';
  const rows = VESSELS.filter((v) => v.layout === 'HTML').map((v) => {
    const len = `${v.len[1]} ft`;
    const eng = `${v.eng[1]} hp outboard`;
    vesselFacts(v, file, { length: len, engine: eng, gear: 'Handline (rod and line)', hull: 'GRP', crew: '' });
    return `    <tr><td>${esc(v.name)}</td><td>${esc(v.pln)}</td><td>${esc(v.port)}</td><td>${esc(len)}</td><td>${esc(eng)}</td><td>Handline (rod and line)</td><td>${esc(v.skipper)}</td><td>${v.built}</td><td>GRP</td><td>${v.crew}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Under-10 m handline boats — PSD FPO</title></head>
<body>
<h1>Under-10 m handline boats (bass and mackerel)</h1>
<p>Members fishing rod and line out of St Ives Bay and Mount's Bay. Bass tags issued through the PO office.</p>
<table>
  <thead><tr><th>Boat</th><th>PLN</th><th>Harbour</th><th>Length</th><th>Engine</th><th>Method</th><th>Owner/skipper</th><th>Built</th><th>Hull</th><th>Crew</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Both boats work single-handed; see the safety notes for lone-working rules.</p>
</body></html>
`);
}

// (a5) Spanish vessel sheets
VESSELS.filter((v) => v.layout === 'ES').forEach((v, k) => {
  const file = `vigo/buques/${slug(v.name)}.md`;
  const len = `${es(v.length, 2)} m`;
  const eng = v.eng[0] === 'CV' ? `${v.eng[1]} CV` : `${es(v.kw, 0)} kW`;
  vesselFacts(v, file, { country: 'España', length: len, engine: eng, gear: GEAR_ES[v.gear], hull: HULL_ES[v.hull], crew: `Tripulantes: ${v.crew}` });
  corpus.write(file, [
    `# ${v.name}`, '', 'Ficha de buque — Cooperativa Mariñeira Ría de Vigo', '',
    `Buque: ${v.name}`, `Matrícula: ${v.pln}`, `Puerto base: ${v.port}`, `País: España`, `Eslora total: ${len}`, `Potencia: ${eng}`,
    `Arte: ${GEAR_ES[v.gear]}`, `Patrón: ${v.skipper}`, `Año de construcción: ${v.built}`, `Casco: ${HULL_ES[v.hull]}`, `Tripulantes: ${v.crew}`, '',
    L(k, ['Faena en la plataforma de Galicia; desembarca en la lonja de Vigo.', 'Marisqueo de pulpo con nasas en la ría; veda de mayo a junio.', 'Arrastre de fondo en Gran Sol y plataforma; mareas de 4 a 6 días.']), '',
  ].join('\n'));
});

// (a6) Spanish HTML fleet table
{
  const file = 'vigo/flota-cooperativa.html';
  const rows = VESSELS.filter((v) => v.layout === 'ESHTML').map((v) => {
    const len = es(v.length, 2);
    const eng = es(v.kw, 0);
    vesselFacts(v, file, { country: 'España', length: len, engine: `<td>${eng}</td>`, gear: GEAR_ES[v.gear], hull: HULL_ES[v.hull], crew: '' });
    return `    <tr><td>${esc(v.name)}</td><td>${esc(v.pln)}</td><td>${esc(v.port)}</td><td>${esc(GEAR_ES[v.gear])}</td><td>${len}</td><td>${eng}</td><td>${v.built}</td><td>${esc(HULL_ES[v.hull])}</td><td>${esc(v.skipper)}</td><td>${v.crew}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"><title>Flota — Cooperativa Mariñeira Ría de Vigo</title></head>
<body>
<h1>Flota de bajura de la cooperativa (España)</h1>
<p>Embarcaciones asociadas con base en la ría de Vigo. Datos del Registro de Buques Pesqueros, actualizados en febrero de 2025.</p>
<table>
  <thead><tr><th>Buque</th><th>Matrícula</th><th>Puerto base</th><th>Arte</th><th>Eslora (m)</th><th>Potencia (kW)</th><th>Construcción</th><th>Casco</th><th>Patrón</th><th>Tripulantes</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}

// ------------------------------------------------------------------ people
const CERT = ['Sea Survival', 'First Aid', 'Fire Fighting', 'Safety Awareness', 'Skipper Full', 'Skipper Limited', 'Engineering', 'SRC Radio'];
const CODE = { 'Sea Survival': 'SS', 'First Aid': 'FA', 'Fire Fighting': 'FF', 'Safety Awareness': 'SA', 'Skipper Full': 'SKF', 'Skipper Limited': 'SKL', Engineering: 'AEC', 'SRC Radio': 'SRC' };
const CERT_ES = {
  'Sea Survival': 'Supervivencia en la mar', 'First Aid': 'Primeros auxilios', 'Fire Fighting': 'Lucha contra incendios', 'Safety Awareness': 'Formación básica en seguridad',
  'Skipper Full': 'Patrón costero polivalente', 'Skipper Limited': 'Patrón local de pesca', Engineering: 'Mecánico de litoral', 'SRC Radio': 'Operador restringido (ROC)',
};
void CERT;
// [name, role, vessel, certificates, born, home, since, layout]
const PEOPLE = [
  ['Jory Trewhella', 'Skipper', 'Girl Tamsin', ['Sea Survival', 'First Aid', 'Fire Fighting', 'Safety Awareness', 'Skipper Full', 'Engineering', 'SRC Radio'], 1968, 'Newlyn', 1994, 'P'],
  ['Mark Pascoe', 'Skipper', 'Mor Gwyns', ['Sea Survival', 'First Aid', 'Fire Fighting', 'Safety Awareness', 'Skipper Full', 'SRC Radio'], 1975, 'Mousehole', 2003, 'P'],
  ['Ian Lavers', 'Skipper', 'Golden Fleece', ['Sea Survival', 'First Aid', 'Fire Fighting', 'Safety Awareness', 'Skipper Full'], 1962, 'Plymouth', 1990, 'P'],
  ['Steve Nicholls', 'Skipper', 'Elizabeth Ann', ['Sea Survival', 'First Aid', 'Fire Fighting', 'Safety Awareness', 'Skipper Full', 'Engineering', 'SRC Radio'], 1970, 'Brixham', 1999, 'P'],
  ['Tom Lobb', 'Skipper', 'Boy Jacob', ['Sea Survival', 'First Aid', 'Safety Awareness', 'Skipper Full', 'SRC Radio'], 1984, 'Plymouth', 2010, 'P'],
  ['Kev Rowe', 'Skipper', 'Celtic Pride', ['Sea Survival', 'First Aid', 'Fire Fighting', 'Safety Awareness', 'Skipper Full', 'SRC Radio'], 1979, 'Paignton', 2006, 'P'],
  ['Gary Widdicombe', 'Skipper', 'Ocean Harvest', ['Sea Survival', 'First Aid', 'Fire Fighting', 'Safety Awareness', 'Skipper Full', 'Engineering'], 1966, 'Brixham', 1988, 'P'],
  ['Rob Hosking', 'Skipper', 'Sea Spirit', ['Sea Survival', 'First Aid', 'Fire Fighting', 'Safety Awareness', 'Skipper Limited', 'SRC Radio'], 1988, 'Kingsbridge', 2016, 'P'],
  ['Paul Pengelly', 'Skipper', 'Bay Venture', ['Sea Survival', 'First Aid', 'Fire Fighting', 'Safety Awareness', 'Skipper Limited'], 1972, 'Looe', 'CSV'],
  ['Nick Harvey', 'Skipper', 'Silver Dawn', ['Sea Survival', 'First Aid', 'Safety Awareness', 'Skipper Limited', 'SRC Radio'], 1981, 'Falmouth', 'CSV'],
  ['Andy Polglase', 'Skipper', 'Three Brothers', ['Sea Survival', 'First Aid', 'Fire Fighting', 'Safety Awareness', 'Skipper Limited'], 1977, 'Mevagissey', 'CSV'],
  ['Chris Dunn', 'Skipper', 'Padstow Lass', ['Sea Survival', 'First Aid', 'Fire Fighting', 'Safety Awareness', 'SRC Radio'], 1990, 'Padstow', 'CSV'],
  ['Phil Jewell', 'Skipper', 'Star of Hope', ['Sea Survival', 'First Aid', 'Safety Awareness', 'Skipper Limited'], 1959, 'St Ives', 'CSV'],
  ['Sam Tonkin', 'Skipper', 'Lyonesse Star', ['Sea Survival', 'First Aid', 'Fire Fighting', 'Safety Awareness'], 1995, 'Newlyn', 'CSV'],
  ['Luke Penrose', 'Skipper', 'Karenza', ['Sea Survival', 'First Aid', 'Safety Awareness', 'SRC Radio'], 1992, 'Carbis Bay', 'CSV'],
  ['Hayden Mitchell', 'Skipper', 'Kittiwake', ['Sea Survival', 'First Aid', 'Fire Fighting', 'Safety Awareness'], 1999, 'Porthleven', 'CSV'],
  ['Martin Kitto', 'Skipper', 'Morwenna', ['Sea Survival', 'First Aid', 'Fire Fighting', 'Safety Awareness', 'Skipper Limited', 'SRC Radio'], 1983, 'Ruan Minor', 'CSV'],
  ['Jack Curnow', 'Skipper', 'Our Daisy', ['Sea Survival', 'First Aid', 'Safety Awareness'], 2001, 'Polperro', 'CSV'],
  ['Tomasz Nowak', 'Deckhand', 'Girl Tamsin', ['Sea Survival', 'First Aid', 'Fire Fighting', 'Safety Awareness'], 1991, 'Penzance', 'CSV'],
  ['Ellie Harvey', 'Deckhand', 'Sea Spirit', ['Sea Survival', 'First Aid', 'Safety Awareness'], 2002, 'Salcombe', 'CSV'],
  ['Ramón Lago', 'Skipper', 'Nuevo Marisol', ['Sea Survival', 'First Aid', 'Fire Fighting', 'Safety Awareness', 'Skipper Full', 'SRC Radio'], 1969, 'Vigo', 'ES'],
  ['Xosé Manuel Otero', 'Skipper', 'Virxe do Carme', ['Sea Survival', 'First Aid', 'Safety Awareness', 'Skipper Limited'], 1964, 'Cangas', 'ES'],
  ['Manuel Soage', 'Skipper', 'Santa Baia', ['Sea Survival', 'First Aid', 'Fire Fighting', 'Safety Awareness', 'Skipper Full', 'Engineering', 'SRC Radio'], 1973, 'Vigo', 'ES'],
  ['Iago Comesaña', 'Skipper', 'Mar de Cíes', ['Sea Survival', 'First Aid', 'Safety Awareness', 'Skipper Limited', 'SRC Radio'], 1986, 'Baiona', 'ES'],
  ['Carmen Besada', 'Skipper', 'Rosa dos Ventos', ['Sea Survival', 'First Aid', 'Fire Fighting', 'Safety Awareness', 'Skipper Full'], 1980, 'Bueu', 'ES'],
  ['Jesús Pereira', 'Skipper', 'Hermanos Otero', ['Sea Survival', 'First Aid', 'Fire Fighting', 'Safety Awareness', 'Skipper Limited'], 1976, 'Cangas', 'ES'],
  ['Brais Lorenzo', 'Deckhand', 'Santa Baia', ['Sea Survival', 'Safety Awareness'], 1998, 'Moaña', 'ES'],
  ['Kieran Jewell', 'Deckhand', 'Boy Jacob', ['Sea Survival', 'First Aid', 'Fire Fighting', 'Safety Awareness'], null, null, 'MAIL'],
  ['Aaron Tonkin', 'Deckhand', 'Mor Gwyns', ['Sea Survival', 'Safety Awareness', 'First Aid'], null, null, 'MAIL'],
  ['Lowen Rowe', 'Mate', 'Celtic Pride', ['Sea Survival', 'First Aid', 'Fire Fighting', 'Safety Awareness', 'SRC Radio'], null, null, 'MAIL'],
].map((p) => (p.length === 8 ? p : [...p.slice(0, 6), null, p[6]]))
  .map(([name, role, vessel, certs, born, home, since, layout]) => ({ name, role, vessel, certs, born, home, since, layout }));

function personFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'person', attr, value, unit, stated, file);
  F('role', p.role, '', s.role ?? p.role);
  F('vessel', p.vessel, 'text', s.vessel ?? p.vessel);
  F('certificates', p.certs, 'list', s.certs ?? '');
  F('born', p.born, '', s.born ?? (p.born == null ? '' : String(p.born)));
  F('home', p.home, 'place', s.home ?? (p.home ?? ''));
  if (p.since != null) F('member_since', p.since, '', s.since ?? String(p.since));
}

// (b1) skipper profile sheets
PEOPLE.filter((p) => p.layout === 'P').forEach((p, k) => {
  const file = `people/skippers/${slug(p.name)}.md`;
  const v = V[p.vessel];
  const certs = p.certs.join(', ');
  personFacts(p, file, { vessel: `${p.vessel} (${v.pln})`, certs: `Certificates held: ${certs}`, born: `Born: ${p.born}`, home: `Lives in: ${p.home}`, since: `PO member since: ${p.since}` });
  corpus.write(file, [
    `# Skipper profile — ${p.name}`, '',
    `Name: ${p.name}`, `Position: ${p.role}`, `Vessel: ${p.vessel} (${v.pln})`, `Certificates held: ${certs}`, `Born: ${p.born}`, `Lives in: ${p.home}`,
    `PO member since: ${p.since}`, `Mobile: 07${r.int(700, 999)} ${r.int(100000, 999999)}`, '',
    L(k, ['Represents the beam trawl sector on the PO board.', 'Sits on the Cornwall IFCA inshore committee.', 'Took over the boat from his father.', 'Runs the Fishermen’s Mission collection at Christmas.', 'Keen on the square-mesh selectivity trial.']), '',
  ].join('\n'));
});

// (b2) crew register CSV with ticket CODES (key in a separate file)
{
  const file = 'people/crew-register-2025.csv';
  const rows = PEOPLE.filter((p) => p.layout === 'CSV').map((p) => {
    const v = V[p.vessel];
    const codes = p.certs.map((c) => CODE[c]).join('; ');
    personFacts(p, file, { vessel: v.pln, certs: codes, home: p.home });
    return [p.name, p.role, v.pln, codes, p.born, p.home, p.role === 'Skipper' ? 'Owner-operator' : 'Share fisherman'];
  });
  corpus.write(file, delimited(['Name', 'Role', 'Vessel (PLN)', 'Tickets', 'Year of birth', 'Home', 'Terms'], rows));
  corpus.write('people/ticket-codes.md', `# Crew register — ticket codes

Key to the \`Tickets\` column of the crew register (Seafish / MCA courses).

| Code | Ticket |
|---|---|
${Object.entries(CODE).map(([c, k]) => `| ${k} | ${c} |`).join('\n')}

Sea Survival, First Aid, Fire Fighting and Safety Awareness are the four mandatory basic courses for anyone working
at sea on a fishing vessel. SKF = Skipper Full (Class 2 / Class 1 certificate of competency); SKL = Skipper Limited
(under 16.5 m, within 20 miles). AEC = Approved Engine Course. SRC = Short Range Certificate (VHF/DSC radio).
`);
}

// (b3) Spanish crew table
{
  const file = 'vigo/tripulacion-2025.md';
  const out = ['# Patrones y tripulantes — Cooperativa Mariñeira Ría de Vigo', '', 'Titulaciones vigentes a 1 de marzo de 2025.', '',
    '| Nombre | Cargo | Buque | Titulaciones | Año de nacimiento | Residencia |', '|---|---|---|---|---|---|'];
  PEOPLE.filter((p) => p.layout === 'ES').forEach((p) => {
    const certs = p.certs.map((c) => CERT_ES[c]).join(', ');
    const role = p.role === 'Skipper' ? (p.name === 'Carmen Besada' ? 'Patrona' : 'Patrón') : 'Marinero';
    personFacts(p, file, { role, certs });
    out.push(`| ${p.name} | ${role} | ${p.vessel} | ${certs} | ${p.born} | ${p.home} |`);
  });
  out.push('', 'Las renovaciones de Formación básica caducan a los cinco años; avisar a la oficina.', '');
  corpus.write(file, out.join('\n'));
}

// (b4) crew only in the training officer's e-mail
{
  const file = 'mail/2025-03-14-training-update.eml';
  const [kj, at, lr] = PEOPLE.filter((p) => p.layout === 'MAIL');
  personFacts(kj, file, { role: 'deckhand', vessel: 'Boy Jacob', certs: 'Sea Survival, First Aid, Fire Fighting and Safety Awareness' });
  personFacts(at, file, { role: 'deckhand', vessel: 'Mor Gwyns', certs: 'Sea Survival and Safety Awareness' });
  personFacts(lr, file, { role: 'mate', vessel: 'Celtic Pride', certs: 'Short Range Certificate' });
  corpus.write(file, `From: Demelza Hocking <training@psdfpo.co.uk>
To: skippers@psdfpo.co.uk
Date: Fri, 14 Mar 2025 16:02:11 +0000
Subject: Training update - new crew tickets

Hi all,

Quick update from the training side before the spring courses fill up.

Kieran Jewell, who went deckhand on Boy Jacob in January, now has all four basics: Sea Survival, First Aid, Fire Fighting and Safety Awareness. Tom, he's good to go on the crew list.

Aaron Tonkin (deckhand, Mor Gwyns) did Sea Survival and Safety Awareness at Newlyn in February and passed his First Aid last week, so he only needs Fire Fighting now - next course is 8 April at Falmouth Marine School.

Lowen Rowe has signed on as mate on Celtic Pride. He holds all four basics (Sea Survival, First Aid, Fire Fighting, Safety Awareness) and has just added his Short Range Certificate for the VHF.

Seafish are still funding 100% of the basics for new entrants until the end of June.

Cheers,
Demelza
`);
}

// ------------------------------------------------------------------ species
// [name, latin, fao, mls (cm | null), mls stated, stock, group, layout]
const SPECIES = [
  ['Hake', 'Merluccius merluccius', 'HKE', 27, '27 cm', 'HKE/571214', 'Demersal', 'HTML'],
  ['Monkfish', 'Lophius piscatorius', 'MON', null, 'none (500 g marketing minimum)', 'ANF/07', 'Demersal', 'HTML'],
  ['Megrim', 'Lepidorhombus whiffiagonis', 'MEG', 20, '20 cm', 'LEZ/07', 'Flatfish', 'HTML'],
  ['Dover sole', 'Solea solea', 'SOL', 24, '24 cm', 'SOL/7E', 'Flatfish', 'HTML'],
  ['Plaice', 'Pleuronectes platessa', 'PLE', 27, '27 cm', 'PLE/7DE', 'Flatfish', 'HTML'],
  ['Cod', 'Gadus morhua', 'COD', 35, '35 cm', 'COD/7XAD34', 'Demersal', 'HTML'],
  ['Haddock', 'Melanogrammus aeglefinus', 'HAD', 30, '30 cm', 'HAD/7X7A34', 'Demersal', 'HTML'],
  ['Whiting', 'Merlangius merlangus', 'WHG', 27, '27 cm', 'WHG/7X7A-C', 'Demersal', 'HTML'],
  ['Lemon sole', 'Microstomus kitt', 'LEM', 25, '25 cm', null, 'Flatfish', 'MD'],
  ['Turbot', 'Scophthalmus maximus', 'TUR', 30, '30 cm', null, 'Flatfish', 'MD'],
  ['John Dory', 'Zeus faber', 'JOD', null, 'None', null, 'Demersal', 'MD'],
  ['Pollack', 'Pollachius pollachius', 'POL', 30, '30 cm', 'POL/07', 'Demersal', 'MD'],
  ['Ling', 'Molva molva', 'LIN', 63, '63 cm', 'LIN/6X14', 'Demersal', 'MD'],
  ['Bass', 'Dicentrarchus labrax', 'BSS', 42, '42 cm', null, 'Demersal', 'MD'],
  ['Mackerel', 'Scomber scombrus', 'MAC', 20, '20 cm', 'MAC/2CX14', 'Pelagic', 'MD'],
  ['Cuttlefish', 'Sepia officinalis', 'CTC', null, 'None', null, 'Cephalopod', 'MD'],
  ['Lobster', 'Homarus gammarus', 'LBE', 9, '90 mm', null, 'Shellfish', 'SH'],
  ['Brown crab', 'Cancer pagurus', 'CRE', 15, '150 mm', null, 'Shellfish', 'SH'],
  ['Spider crab', 'Maja brachydactyla', 'SCR', 13, '130 mm', null, 'Shellfish', 'SH'],
  ['King scallop', 'Pecten maximus', 'SCE', 11, '110 mm', null, 'Shellfish', 'SH'],
  ['Octopus', 'Octopus vulgaris', 'OCC', null, 'sin talla (peso mínimo 1 kg)', null, 'Cephalopod', 'ES'],
  ['Sardine', 'Sardina pilchardus', 'PIL', 11, '11 cm', 'PIL/8C3411', 'Pelagic', 'ES'],
  ['Horse mackerel', 'Trachurus trachurus', 'JAX', 15, '15 cm', 'JAX/8C', 'Pelagic', 'ES'],
].map(([name, latin, fao, mls, mlsStated, stock, grp, layout]) => ({ name, latin, fao, mls, mlsStated, stock, grp, layout }));
const SP = Object.fromEntries(SPECIES.map((s) => [s.name, s]));
const byFao = Object.fromEntries(SPECIES.map((s) => [s.fao, s]));
const SP_ES = { Hake: 'Merluza', Monkfish: 'Rape', Pollack: 'Abadejo', Octopus: 'Pulpo', Sardine: 'Sardina', 'Horse mackerel': 'Jurel' };

function speciesFacts(s, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'species', attr, value, unit, stated, file);
  F('latin', s.latin, 'text', s.latin);
  F('fao_code', s.fao, 'text', s.fao);
  F('mls', s.mls, 'cm', st.mls ?? s.mlsStated);
  F('stock', s.stock, 'text', s.stock ?? '');
  F('group', s.grp, '', st.group ?? s.grp);
}
{
  const file = 'species/species-guide.html';
  const rows = SPECIES.filter((s) => s.layout === 'HTML').map((s) => {
    speciesFacts(s, file, {});
    return `    <tr><td>${esc(s.name)}</td><td><i>${esc(s.latin)}</i></td><td>${s.fao}</td><td>${esc(s.grp)}</td><td>${esc(s.mlsStated)}</td><td>${esc(s.stock)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Quota species guide</title></head>
<body>
<h1>Quota species — identification and minimum sizes (ICES VIIe–h)</h1>
<p>Minimum conservation reference sizes (MCRS) as in the Technical Conservation regulations; measure tip of snout to end of tail fin.</p>
<table>
  <thead><tr><th>Species</th><th>Latin name</th><th>FAO code</th><th>Group</th><th>Min. landing size</th><th>Quota stock</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Undersized fish must be returned or, for species under the landing obligation, retained and recorded separately.</p>
</body></html>
`);
}
SPECIES.filter((s) => s.layout === 'MD').forEach((s, k) => {
  const file = `species/sheets/${slug(s.name)}.md`;
  const mls = s.mls == null ? 'Minimum size: none' : `Minimum size: ${s.mlsStated}`;
  speciesFacts(s, file, { mls });
  corpus.write(file, [
    `# ${s.name}`, '',
    `Scientific name: ${s.latin}`, `3-alpha code: ${s.fao}`, `Type: ${s.grp}`, mls, `Quota: ${s.stock ?? 'non-quota'}`, '',
    L(k, ['Mostly a by-catch of the beam trawlers; best prices in the run-up to Christmas.', 'Check the bass rules sheet before landing any.', 'Handliners and netters both target it in spring.', 'Sold whole or gutted, graded 1 to 5.']),
    '',
  ].join('\n'));
});
{
  const file = 'species/shellfish-minimum-sizes.md';
  const out = ['# Shellfish — minimum sizes (Cornwall and Devon & Severn IFCA byelaws)', '', 'Crustaceans measured across the carapace (crabs: width; lobster: length of the carapace); scallops across the shell.', '',
    '| Species | Latin | Code | Minimum size | Notes |', '|---|---|---|---|---|'];
  SPECIES.filter((s) => s.layout === 'SH').forEach((s, k) => {
    speciesFacts(s, file, {});
    out.push(`| ${s.name} | ${s.latin} | ${s.fao} | ${s.mlsStated} | ${L(k, ['V-notched hens must be returned', 'no berried hens', 'males only in the Fal', 'dredge licence needed'])} |`);
  });
  out.push('', 'Shellfish are non-quota species: no stock code, managed by pot limits and permits.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'vigo/especies-cooperativa.md';
  const out = ['# Especies de la cooperativa (ficha compartida con el PO de Cornualles)', '', '| Especie | Especie (EN) | Nombre científico | Código FAO | Grupo | Talla mínima | Stock de cuota |', '|---|---|---|---|---|---|---|'];
  const GRP_ES = { Cephalopod: 'Cefalópodo', Pelagic: 'Pelágico' };
  SPECIES.filter((s) => s.layout === 'ES').forEach((s) => {
    speciesFacts(s, file, { group: GRP_ES[s.grp] });
    out.push(`| ${SP_ES[s.name]} | ${s.name} | ${s.latin} | ${s.fao} | ${GRP_ES[s.grp]} | ${s.mlsStated} | ${s.stock ?? '—'} |`);
  });
  out.push('', 'El pulpo no tiene talla mínima sino peso mínimo de 1 kg; veda del 15 de mayo al 30 de junio.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ quota stocks
// [code, species, holder, allocation t, swaps in [[partner, t]], swaps out [[partner, t]], used %, layout]
const QUOTAS = [
  ['HKE/571214', 'Hake', 'UK', 1240.5, [['Western Approaches FPO', 60]], [], 41.2, 'YAML'],
  ['ANF/07', 'Monkfish', 'UK', 868.0, [], [['Anglo-Breton FPO', 25]], 28.6, 'YAML'],
  ['LEZ/07', 'Megrim', 'UK', 512.4, [['Anglo-Breton FPO', 40]], [], 35.9, 'YAML'],
  ['SOL/7E', 'Dover sole', 'UK', 306.2, [], [], 47.3, 'YAML'],
  ['PLE/7DE', 'Plaice', 'UK', 154.8, [], [['Wessex Inshore PO', 30]], 18.4, 'YAML'],
  ['COD/7XAD34', 'Cod', 'UK', 42.6, [['Western Approaches FPO', 8]], [], 63.5, 'YAML'],
  ['HAD/7X7A34', 'Haddock', 'UK', 118.3, [], [], 22.1, 'YAML'],
  ['WHG/7X7A-C', 'Whiting', 'UK', 96.5, [], [], 12.7, 'CSV'],
  ['MAC/2CX14', 'Mackerel', 'UK', 412.5, [], [], 8.9, 'CSV'],
  ['POL/07', 'Pollack', 'UK', 21.4, [['Wessex Inshore PO', 12]], [], 71.8, 'MAIL'],
  ['LIN/6X14', 'Ling', 'UK', 64.0, [], [['Wessex Inshore PO', 15]], 33.0, 'MAIL'],
  ['HKE/8C3411', 'Hake', 'ES', 385.0, [], [], 52.4, 'ES'],
  ['PIL/8C3411', 'Sardine', 'ES', 1150.0, [], [], 16.0, 'ES'],
  ['JAX/8C', 'Horse mackerel', 'ES', 740.0, [], [], 24.5, 'ES'],
].map(([code, species, holder, alloc, ins, outs, used, layout]) => ({ code, species, holder, alloc, ins, outs, used, layout }));
const HOLDER = { UK: "Penwith & South Devon FPO", ES: 'Cooperativa Mariñeira Ría de Vigo' };

function quotaFacts(q, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(q.code, 'quota', attr, value, unit, stated, file);
  const sin = q.ins.reduce((a, [, t]) => a + t, 0);
  const sout = q.outs.reduce((a, [, t]) => a + t, 0);
  F('species', q.species, 'text', s.species ?? q.species);
  F('holder', HOLDER[q.holder], 'text', s.holder ?? '');
  F('allocation', q.alloc, 't', s.alloc);
  F('swapped_in', sin, 't', s.sin ?? '');
  F('swapped_out', sout, 't', s.sout ?? '');
  F('swap_partner', [...q.ins, ...q.outs].map(([p]) => p)[0] ?? null, 'text', s.partner ?? '');
  F('used_pct', q.used, '%', s.used);
}
{
  const file = 'quota/quota-2025.yaml';
  const out = ['# PSD FPO — quota allocations and swaps 2025 (initial allocations from the MMO, 1 January 2025)', 'po: Penwith & South Devon Fish Producers\' Organisation Ltd', 'year: 2025', 'as_at: 2025-04-04', 'stocks:'];
  QUOTAS.filter((q) => q.layout === 'YAML').forEach((q) => {
    quotaFacts(q, file, { alloc: `initial_t: ${q.alloc}`, used: `uptake_pct: ${q.used}` });
    out.push(`  - code: ${q.code}`, `    species: ${q.species}`, '    allocation:', `      initial_t: ${q.alloc}`);
    const swaps = [...q.ins.map(([p, t]) => ({ p, t, d: 'in' })), ...q.outs.map(([p, t]) => ({ p, t, d: 'out' }))];
    if (swaps.length) {
      out.push('      swaps:');
      for (const s of swaps) out.push(`        - partner: ${s.p}`, `          direction: ${s.d}`, `          tonnes: ${s.t}`);
    } else out.push('      swaps: []');
    out.push('    uptake:', `      uptake_pct: ${q.used}`, `      last_landing: 2025-0${r.int(2, 3)}-${pad(r.int(1, 28))}`);
  });
  out.push('');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'quota/uptake-week-14.csv';
  const rows = QUOTAS.filter((q) => q.layout === 'CSV').map((q) => {
    const kg = Math.round(q.alloc * 1000);
    quotaFacts(q, file, { alloc: group(kg), used: q.used.toFixed(1) });
    return [q.code, q.species, group(kg), '0', '0', q.used.toFixed(1), 'Open'];
  });
  corpus.write(file, '# MMO uptake report, week 14 (to 6 April 2025) — pelagic and minor demersal stocks\n' +
    delimited(['Stock', 'Species', 'Allocation (kg)', 'Swaps in (kg)', 'Swaps out (kg)', 'Uptake (%)', 'Fishery'], rows));
}
{
  const file = 'mail/2025-03-21-quota-swaps.eml';
  const [pol, lin] = QUOTAS.filter((q) => q.layout === 'MAIL');
  quotaFacts(pol, file, { alloc: '21.4 tonnes', sin: '12 tonnes', partner: 'Wessex Inshore PO', used: '71.8%' });
  quotaFacts(lin, file, { alloc: '64 tonnes', sout: '15 t', partner: 'Wessex Inshore PO', used: 'a third' });
  corpus.write(file, `From: Rachel Triggs <quota@psdfpo.co.uk>
To: board@psdfpo.co.uk
Cc: Jory Trewhella <jory@girltamsin.co.uk>
Date: Fri, 21 Mar 2025 11:47:30 +0000
Subject: Pollack and ling - swap with Wessex Inshore agreed

Morning all,

The swap with Wessex Inshore PO went through yesterday. We gave them 15 t of ling (LIN/6X14) and took 12 tonnes of pollack (POL/07) in return.

Pollack is the tight one: our initial allocation was only 21.4 tonnes and uptake had already reached 71.8% before the swap, mostly the netters and the handliners. With the extra 12 tonnes we should see the year out if the spring run is normal.

Ling was never going to be caught: 64 tonnes allocated and we have used about a third of it (33.0%), so giving 15 t away costs us nothing.

I'll update the quota spreadsheet and the YAML on Monday.

Rachel
`);
}
{
  const file = 'vigo/cuotas-2025.md';
  const out = ['# Cuotas 2025 — Cooperativa Mariñeira Ría de Vigo', '', 'Cuotas asignadas por la Secretaría General de Pesca a la organización (zona VIIIc / IXa).', ''];
  QUOTAS.filter((q) => q.layout === 'ES').forEach((q) => {
    quotaFacts(q, file, { species: SP_ES[q.species], holder: HOLDER.ES, alloc: `${es(q.alloc, 1)} t`, used: `${es(q.used, 1)} %` });
    out.push(`## ${q.code}`, '', `Especie: ${SP_ES[q.species]}`, `Titular: ${HOLDER.ES}`, `Cuota asignada: ${es(q.alloc, 1)} t`, 'Intercambios: ninguno', `Consumido: ${es(q.used, 1)} %`, '');
  });
  corpus.write(file, out.join('\n'));
}
// holders: the YAML names the PO once at the top; the CSV and the e-mail do not (the holder is the PO)

// ------------------------------------------------------------------ buyers
// [name, type, town, country, terms days, established, layout]
const BUYERS = [
  ['Penwith Fish Merchants Ltd', 'Fish merchant', 'Newlyn', 'United Kingdom', 14, 1978, 'HTML'],
  ['Tamar Seafoods Ltd', 'Processor', 'Plymouth', 'United Kingdom', 30, 2004, 'HTML'],
  ['Brixham Fish Sales', 'Auction agent', 'Brixham', 'United Kingdom', 7, 1992, 'HTML'],
  ['Kernow Catch Ltd', 'Fish merchant', 'Newlyn', 'United Kingdom', 14, 2011, 'HTML'],
  ['Start Bay Fish Co', 'Fish merchant', 'Dartmouth', 'United Kingdom', 21, 2015, 'HTML'],
  ['The Harbour Kitchen', 'Restaurant', 'St Ives', 'United Kingdom', 7, 2019, 'HTML'],
  ['Marée de Roscoff SARL', 'Exporter', 'Roscoff', 'France', 30, 2008, 'MD'],
  ['Looe Quay Fish', 'Fish merchant', 'Looe', 'United Kingdom', 14, 1999, 'MD'],
  ['Pescados Rial S.L.', 'Fish merchant', 'Vigo', 'Spain', 30, 1986, 'ES'],
  ['Frigoríficos do Berbés S.A.', 'Processor', 'Vigo', 'Spain', 60, 1972, 'ES'],
  ['Mariscos Lagoa S.L.', 'Exporter', 'Cangas', 'Spain', 45, 2001, 'ES'],
  ['Channel Shellfish Exports', 'Exporter', 'Plymouth', 'United Kingdom', 45, 2013, 'MAIL'],
].map(([name, type, town, country, terms, est, layout]) => ({ name, type, town, country, terms, est, layout }));
function buyerFacts(b, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(b.name, 'buyer', attr, value, unit, stated, file);
  F('kind', b.type, '', s.type ?? b.type);
  F('town', b.town, 'place', s.town ?? b.town);
  F('country', b.country, 'place', s.country ?? '');
  F('payment_terms', b.terms, 'days', s.terms);
  F('established', b.est, '', s.est ?? String(b.est));
}
{
  const file = 'buyers/registered-buyers.html';
  const rows = BUYERS.filter((b) => b.layout === 'HTML').map((b, k) => {
    buyerFacts(b, file, { country: 'UK', terms: `${b.terms} days` });
    return `    <tr><td>${esc(b.name)}</td><td>${esc(b.type)}</td><td>${esc(b.town)}</td><td>UK</td><td>RB${pad(k * 37 + 104, 4)}</td><td>${b.terms} days</td><td>${b.est}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Registered buyers — PSD FPO</title></head>
<body>
<h1>Registered buyers and fish merchants</h1>
<p>Buyers approved by the PO for first-sale purchases (registered with the MMO). Payment terms from the date of the sales note.</p>
<table>
  <thead><tr><th>Buyer</th><th>Type</th><th>Based in</th><th>Country</th><th>Buyer reg. no.</th><th>Payment terms</th><th>Established</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Buyers more than 14 days overdue are suspended from the Newlyn and Brixham auctions.</p>
</body></html>
`);
}
BUYERS.filter((b) => b.layout === 'MD').forEach((b, k) => {
  const file = `buyers/${slug(b.name)}.md`;
  buyerFacts(b, file, { country: b.country, terms: `net ${b.terms} days`, est: `Trading since: ${b.est}` });
  corpus.write(file, [
    `# ${b.name}`, '', `- Kind of business: ${b.type}`, `- Based in: ${b.town}, ${b.country}`, `- Trading since: ${b.est}`, `- Terms: net ${b.terms} days`,
    `- Contact: ${L(k, ['Yann Le Gall (achats)', 'Sue Libby'])}`, `- Buys: ${L(k, ['spider crab, monkfish, turbot, cuttlefish for the French market', 'bass, lobster, pollack for local restaurants'])}`, '',
  ].join('\n'));
});
{
  const file = 'vigo/compradores.md';
  const TYPE_ES = { 'Fish merchant': 'Mayorista', Processor: 'Congelador / transformador', Exporter: 'Exportador' };
  const out = ['# Compradores habituales en la lonja de Vigo', ''];
  BUYERS.filter((b) => b.layout === 'ES').forEach((b) => {
    buyerFacts(b, file, { type: TYPE_ES[b.type], country: 'España', terms: `${b.terms} días`, est: `Fundada: ${b.est}` });
    out.push(`## ${b.name}`, '', `Tipo: ${TYPE_ES[b.type]}`, `Localidad: ${b.town} (España)`, `Fundada: ${b.est}`, `Plazo de pago: ${b.terms} días`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'mail/2025-02-27-new-buyer.eml';
  const b = BUYERS.find((x) => x.layout === 'MAIL');
  buyerFacts(b, file, { type: 'exporter', town: 'Plymouth', terms: '45 days', est: 'set up in 2013' });
  corpus.write(file, `From: Alan Rowe <manager@psdfpo.co.uk>
To: members@psdfpo.co.uk
Date: Thu, 27 Feb 2025 09:15:02 +0000
Subject: New registered buyer - Channel Shellfish Exports

Dear members,

The board approved Channel Shellfish Exports as a registered buyer at Tuesday's meeting. They are a live shellfish exporter based in Plymouth, set up in 2013, shipping crab and lobster to Spain and Portugal in vivier lorries twice a week.

Their terms are 45 days, which is longer than most of our buyers, so the PO will underwrite payment for the first three months.

Regards,
Alan Rowe
Chief Executive, PSD FPO
`);
}

// ------------------------------------------------------------------ landings
// [code, date, vessel, species, port, buyer, sale, days at sea, layout]
const LANDINGS = [
  ['SN-25-0107', '2025-01-09', 'Mor Gwyns', 'Hake', 'Newlyn', 'Penwith Fish Merchants Ltd', 'Auction', null, 'NEWLYN'],
  ['SN-25-0112', '2025-01-14', 'Lyonesse Star', 'Mackerel', 'Newlyn', 'Kernow Catch Ltd', 'Auction', null, 'NEWLYN'],
  ['SN-25-0126', '2025-01-28', 'Girl Tamsin', 'Megrim', 'Newlyn', 'Marée de Roscoff SARL', 'Auction', null, 'NEWLYN'],
  ['SN-25-0127', '2025-01-28', 'Girl Tamsin', 'Monkfish', 'Newlyn', 'Penwith Fish Merchants Ltd', 'Auction', null, 'NEWLYN'],
  ['SN-25-0140', '2025-02-06', 'Star of Hope', 'Pollack', 'Newlyn', 'Kernow Catch Ltd', 'Auction', null, 'NEWLYN'],
  ['SN-25-0158', '2025-02-19', 'Kittiwake', 'Pollack', 'Newlyn', 'Penwith Fish Merchants Ltd', 'Auction', null, 'NEWLYN'],
  ['SN-25-0171', '2025-03-03', 'Mor Gwyns', 'Ling', 'Newlyn', 'Tamar Seafoods Ltd', 'Auction', null, 'NEWLYN'],
  ['SN-25-0183', '2025-03-11', 'Girl Tamsin', 'Dover sole', 'Newlyn', 'Marée de Roscoff SARL', 'Auction', null, 'NEWLYN'],
  ['SN-25-0196', '2025-03-20', 'Karenza', 'Mackerel', 'Newlyn', 'Kernow Catch Ltd', 'Auction', null, 'NEWLYN'],
  ['BX-25-0214', '2025-01-16', 'Ocean Harvest', 'Megrim', 'Brixham', 'Brixham Fish Sales', 'Auction', 5, 'BRIXHAM'],
  ['BX-25-0231', '2025-01-23', 'Elizabeth Ann', 'Dover sole', 'Brixham', 'Marée de Roscoff SARL', 'Auction', 6, 'BRIXHAM'],
  ['BX-25-0307', '2025-02-12', 'Celtic Pride', 'Cuttlefish', 'Brixham', 'Start Bay Fish Co', 'Auction', 3, 'BRIXHAM'],
  ['BX-25-0322', '2025-02-20', 'Golden Fleece', 'Whiting', 'Plymouth', 'Tamar Seafoods Ltd', 'Auction', 2, 'BRIXHAM'],
  ['BX-25-0356', '2025-03-06', 'Sea Spirit', 'Brown crab', 'Salcombe', 'Channel Shellfish Exports', 'Direct', 1, 'BRIXHAM'],
  ['BX-25-0371', '2025-03-13', 'Ocean Harvest', 'Turbot', 'Brixham', 'Start Bay Fish Co', 'Auction', 5, 'BRIXHAM'],
  ['LV-25-0118', '2025-01-14', 'Santa Baia', 'Hake', 'Vigo', 'Pescados Rial S.L.', 'Auction', null, 'LONJA'],
  ['LV-25-0124', '2025-01-20', 'Nuevo Marisol', 'Hake', 'Vigo', 'Frigoríficos do Berbés S.A.', 'Auction', null, 'LONJA'],
  ['LV-25-0139', '2025-01-30', 'Virxe do Carme', 'Octopus', 'Vigo', 'Mariscos Lagoa S.L.', 'Auction', null, 'LONJA'],
  ['LV-25-0162', '2025-02-13', 'Mar de Cíes', 'Hake', 'Vigo', 'Pescados Rial S.L.', 'Direct', null, 'LONJA'],
  ['LV-25-0171', '2025-02-20', 'Santa Baia', 'Horse mackerel', 'Vigo', 'Frigoríficos do Berbés S.A.', 'Auction', null, 'LONJA'],
  ['LV-25-0188', '2025-03-04', 'Hermanos Otero', 'Octopus', 'Vigo', 'Mariscos Lagoa S.L.', 'Auction', null, 'LONJA'],
  ['LV-25-0203', '2025-03-12', 'Rosa dos Ventos', 'Pollack', 'Vigo', 'Pescados Rial S.L.', 'Direct', null, 'LONJA'],
  ['LV-25-0219', '2025-03-25', 'Nuevo Marisol', 'Monkfish', 'Vigo', 'Frigoríficos do Berbés S.A.', 'Auction', null, 'LONJA'],
  ['EL-25-0412', '2025-02-08', 'Girl Tamsin', 'Megrim', 'Newlyn', 'Penwith Fish Merchants Ltd', 'Auction', 6, 'ELOG'],
  ['EL-25-0413', '2025-02-08', 'Girl Tamsin', 'Turbot', 'Newlyn', 'Marée de Roscoff SARL', 'Auction', 6, 'ELOG'],
  ['EL-25-0455', '2025-02-26', 'Boy Jacob', 'Hake', 'Plymouth', 'Tamar Seafoods Ltd', 'Direct', 2, 'ELOG'],
  ['EL-25-0488', '2025-03-20', 'Celtic Pride', 'Haddock', 'Brixham', 'Brixham Fish Sales', 'Auction', 3, 'ELOG'],
  ['EL-25-0489', '2025-03-20', 'Celtic Pride', 'Monkfish', 'Brixham', 'Start Bay Fish Co', 'Auction', 3, 'ELOG'],
  ['EL-25-0502', '2025-03-31', 'Elizabeth Ann', 'Plaice', 'Brixham', 'Brixham Fish Sales', 'Auction', 7, 'ELOG'],
  ['DS-25-004', '2025-01-21', 'Karenza', 'Bass', 'St Ives', 'The Harbour Kitchen', 'Direct', null, 'DIRECT'],
  ['DS-25-009', '2025-02-27', 'Three Brothers', 'Lobster', 'Mevagissey', 'Looe Quay Fish', 'Direct', null, 'DIRECT'],
  ['DS-25-013', '2025-03-18', 'Morwenna', 'Spider crab', 'Cadgwith', 'Marée de Roscoff SARL', 'Direct', null, 'DIRECT'],
  ['DS-25-017', '2025-04-03', 'Our Daisy', 'Bass', 'Looe', 'Looe Quay Fish', 'Direct', null, 'DIRECT'],
  ['SN-25-0203', '2025-03-24', 'Padstow Lass', 'Lobster', 'Padstow', 'Channel Shellfish Exports', 'Direct', null, 'MAIL'],
  ['SN-25-0211', '2025-03-27', 'Bay Venture', 'Cuttlefish', 'Looe', 'Looe Quay Fish', 'Auction', 2, 'MAIL'],
  ['SN-25-0219', '2025-03-31', 'Silver Dawn', 'Hake', 'Newlyn', 'Penwith Fish Merchants Ltd', 'Auction', 1, 'MAIL'],
].map(([code, date, vessel, species, port, buyer, sale, days, layout]) => ({ code, date, vessel, species, port, buyer, sale, days, layout }));
// weight ranges (kg) and price ranges per kg (GBP; EUR for the lonja)
const W = {
  Hake: [700, 3200], Mackerel: [60, 240], Megrim: [900, 2600], Monkfish: [300, 1400], Pollack: [40, 420], Ling: [300, 900], 'Dover sole': [250, 900],
  Cuttlefish: [500, 2400], Whiting: [400, 1500], 'Brown crab': [300, 1300], Turbot: [60, 260], Octopus: [150, 900], 'Horse mackerel': [2000, 6000],
  Haddock: [300, 1100], Plaice: [500, 1600], Lobster: [25, 160], Bass: [15, 70], 'Spider crab': [200, 700],
};
const P = {
  Hake: [3.2, 6.2], Mackerel: [1.6, 3.2], Megrim: [2.9, 4.6], Monkfish: [4.0, 6.8], Pollack: [3.6, 6.4], Ling: [1.7, 3.0], 'Dover sole': [10.5, 16.5],
  Cuttlefish: [2.5, 4.6], Whiting: [1.2, 2.3], 'Brown crab': [2.4, 3.9], Turbot: [12, 21], Haddock: [2.0, 3.6], Plaice: [1.7, 3.0], Lobster: [21, 31],
  Bass: [12, 19], 'Spider crab': [1.1, 2.4],
};
const P_EUR = { Hake: [5.5, 11.5], Octopus: [6.5, 12.5], 'Horse mackerel': [1.1, 2.9], Pollack: [6, 9.5], Monkfish: [7, 11] };
for (const l of LANDINGS) {
  const [wlo, whi] = W[l.species];
  l.cur = l.layout === 'LONJA' ? 'EUR' : 'GBP';
  const [plo, phi] = (l.cur === 'EUR' ? P_EUR : P)[l.species];
  l.price = r2(r.float(plo, phi));
  if (l.code === 'LV-25-0162') l.price = 14.8; // hook-caught "merluza de pincho" fetches a premium
  if (l.layout === 'DIRECT') {
    l.st = r.int(Math.floor(wlo / ST), Math.ceil(whi / ST));
    l.lb = r.int(0, 13);
    l.weight = r4(l.st * ST + l.lb * LB);
  } else if (l.layout === 'BRIXHAM' && ['Megrim', 'Dover sole', 'Cuttlefish', 'Whiting'].includes(l.species)) {
    l.tonnes = Math.round(r.float(wlo, whi) / 10) / 100;
    l.weight = r4(l.tonnes * 1000);
  } else if (l.layout === 'LONJA') {
    l.weight = Math.round(r.float(wlo, whi) * 2) / 2;
  } else {
    l.weight = r.int(wlo, whi);
  }
  l.value = r2(l.weight * l.price);
}
LANDINGS.find((l) => l.code === 'SN-25-0211').weight = 1850; // the e-mail rounds nothing
{
  const l = LANDINGS.find((x) => x.code === 'SN-25-0211');
  l.value = r2(l.weight * l.price);
}
function landingFacts(l, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(l.code, 'landing', attr, value, unit, stated, file);
  F('date', l.date, 'date', s.date);
  F('vessel', l.vessel, 'text', s.vessel ?? l.vessel);
  F('species', l.species, 'text', s.species ?? l.species);
  F('weight', l.weight, 'kg', s.weight);
  F('price', l.price, l.cur, s.price);
  F('value', l.value, l.cur, s.value);
  F('buyer', l.buyer, 'text', s.buyer ?? l.buyer);
  F('sale', l.sale, '', s.sale ?? '');
  F('port', l.port, 'place', s.port ?? '');
  F('days_at_sea', l.days, 'days', s.days ?? '');
}
// (f1) Newlyn auction sales CSV: vessels by PLN, species by FAO code
{
  const file = 'landings/newlyn-market-sales-q1-2025.csv';
  const rows = LANDINGS.filter((l) => l.layout === 'NEWLYN').map((l, k) => {
    const v = V[l.vessel];
    landingFacts(l, file, { date: dmy(l.date), vessel: v.pln, species: SP[l.species].fao, weight: String(l.weight), price: l.price.toFixed(2), value: l.value.toFixed(2), sale: '' });
    return [l.code, dmy(l.date), v.pln, SP[l.species].fao, L(k, ['A', 'B', 'A', 'A', 'C']), l.weight, l.price.toFixed(2), l.buyer, l.value.toFixed(2)];
  });
  corpus.write(file, delimited(['Sales note', 'Date', 'PLN', 'Species', 'Grade', 'Net weight (kg)', 'Price (GBP/kg)', 'Buyer', 'Value (GBP)'], rows));
}
// (f2) Brixham sales notes (Key: value)
{
  const file = 'landings/brixham-sales-notes-2025.md';
  const out = ['# Sales notes — Brixham and Plymouth, Q1 2025', '', 'Copies of the first-sale notes sent to the MMO for PO members landing east of the Tamar. Weights are net landed weights.', ''];
  LANDINGS.filter((l) => l.layout === 'BRIXHAM').forEach((l, k) => {
    const v = V[l.vessel];
    const wt = l.tonnes != null ? `${l.tonnes.toFixed(2)} t` : `${group(l.weight)} kg`;
    const date = fmtDate(l.date, k % 2 ? 'short' : 'long');
    const days = `${l.days} ${l.days === 1 ? 'day' : 'days'} at sea`;
    landingFacts(l, file, { date, vessel: `${l.vessel} (${v.pln})`, weight: wt, price: `£${l.price.toFixed(2)} per kg`, value: gbp(l.value), sale: l.sale === 'Direct' ? 'direct sale' : 'auction', port: `at ${l.port}`, days });
    out.push(`## Sales note ${l.code}`, '', `- Vessel: ${l.vessel} (${v.pln})`, `- Landed: ${date} at ${l.port}`, `- Trip: ${days}`, `- Species: ${l.species}`, `- Weight: ${wt}`,
      `- Price: £${l.price.toFixed(2)} per kg`, `- Sold to: ${l.buyer} (${l.sale === 'Direct' ? 'direct sale' : 'auction'})`, `- Gross value: ${gbp(l.value)}`, '');
  });
  corpus.write(file, out.join('\n'));
}
// (f3) Vigo lonja export: preamble, semicolons, decimal commas (Spanish)
{
  const file = 'vigo/lonja-vigo-ventas-t1-2025.csv';
  const rows = LANDINGS.filter((l) => l.layout === 'LONJA').map((l) => {
    const v = V[l.vessel];
    const modal = l.sale === 'Direct' ? 'Venta directa' : 'Subasta';
    landingFacts(l, file, { date: dmy(l.date), vessel: l.vessel, species: SP_ES[l.species], weight: es(l.weight, 1), price: es(l.price, 2), value: es(l.value, 2), sale: modal, port: 'Vigo' });
    return [l.code, dmy(l.date), l.vessel, v.pln, SP_ES[l.species], es(l.weight, 1), es(l.price, 2), l.buyer, es(l.value, 2), modal];
  });
  corpus.write(file, [
    'Lonja de Vigo - Cooperativa Mariñeira Ría de Vigo',
    'Informe de ventas en primera venta - primer trimestre 2025',
    'Generado: 02/04/2025 08:14 (importes en euros, pesos en kg)',
    '',
  ].join('\n') + '\n' + delimited(['Nº venta', 'Fecha', 'Buque', 'Matrícula', 'Especie', 'Kg', 'Precio (€/kg)', 'Comprador', 'Importe (€)', 'Modalidad'], rows, ';'));
}
// (f4) e-logbook JSON: trips -> declarations, ports as UN/LOCODE
{
  const file = 'elogbook/elog-export-2025-q1.json';
  const LOCODE = { Newlyn: 'GBNLN', Plymouth: 'GBPLY', Brixham: 'GBBRX' };
  const els = LANDINGS.filter((l) => l.layout === 'ELOG');
  const trips = [];
  for (const l of els) {
    let t = trips.find((x) => x.vessel === l.vessel && x.date === l.date);
    if (!t) {
      const dep = new Date(`${l.date}T00:00:00Z`);
      dep.setUTCDate(dep.getUTCDate() - l.days);
      t = { vessel: l.vessel, date: l.date, days: l.days, port: l.port, dep: dep.toISOString().slice(0, 10), decl: [] };
      trips.push(t);
    }
    const saleWord = l.sale === 'Direct' ? 'DIRECT' : 'AUCTION';
    landingFacts(l, file, { date: l.date, vessel: l.vessel, species: SP[l.species].fao, weight: `"value": ${l.weight}`, price: `"amount": ${l.price}`, value: `"value_gbp": ${l.value}`, sale: saleWord, port: LOCODE[l.port], days: `"days_at_sea": ${l.days}` });
    t.decl.push({ declaration_id: l.code, species: { fao: SP[l.species].fao, presentation: l.species === 'Monkfish' ? 'TAL' : 'WHL' }, landed_weight: { value: l.weight, unit: 'kg' }, first_sale: { method: saleWord, buyer: l.buyer, price: { amount: l.price, currency: 'GBP', per: 'kg' }, value_gbp: l.value } });
  }
  const doc = {
    export: { system: 'ERS e-logbook (UK)', generated: '2025-04-02T07:30:00Z', po: 'PSD FPO', note: 'declarations for vessels of 12 m and over' },
    vessels: [...new Set(trips.map((t) => t.vessel))].map((name) => ({
      vessel: { name, pln: V[name].pln, gear: { main: V[name].gear.toUpperCase() } },
      trips: trips.filter((t) => t.vessel === name).map((t, k) => ({
        trip_id: `T-${V[name].pln.replace(' ', '')}-25-${pad(k + 3)}`,
        departure: { port: LOCODE[t.port], date: t.dep },
        landing: { port: LOCODE[t.port], date: t.date },
        effort: { days_at_sea: t.days, ices_rectangle: L(k, ['28E4', '29E3', '27E5']) },
        declarations: t.decl,
      })),
    })),
  };
  corpus.write(file, JSON.stringify(doc, null, 2) + '\n');
}
// (f5) direct-sales log in stones
{
  const file = 'landings/direct-sales-log-2025.md';
  const out = ['# Direct sales log 2025 (under-10 m boats)', '', 'Sales outside the auction, declared to the PO by the skipper. Weights as weighed on the quay in stones and pounds; prices agreed per kilo.', '',
    '| Ref | Date | Boat | Species | Weight | Price | Buyer | Total |', '|---|---|---|---|---|---|---|---|'];
  LANDINGS.filter((l) => l.layout === 'DIRECT').forEach((l) => {
    const wt = l.lb ? `${l.st} st ${l.lb} lb` : `${l.st} st`;
    const date = dmy(l.date);
    landingFacts(l, file, { date, weight: wt, price: `£${l.price.toFixed(2)}/kg`, value: gbp(l.value), sale: 'Sales outside the auction', port: '' });
    out.push(`| ${l.code} | ${date} | ${l.vessel} | ${l.species} | ${wt} | £${l.price.toFixed(2)}/kg | ${l.buyer} | ${gbp(l.value)} |`);
  });
  out.push('', 'Bass: commercial bag limits apply (see the bass rules note). Lobsters V-notched by the IFCA scheme must not be sold.', '');
  corpus.write(file, out.join('\n'));
}
// (f6) landings only in an e-mail
{
  const file = 'mail/2025-04-01-end-of-march-landings.eml';
  const [pl, bv, sd] = LANDINGS.filter((l) => l.layout === 'MAIL');
  landingFacts(pl, file, { species: 'lobster', date: '24th', weight: `${pl.weight} kg`, price: `£${pl.price.toFixed(2)} a kilo`, value: gbp(pl.value), sale: 'direct', port: 'Padstow' });
  landingFacts(bv, file, { species: 'cuttlefish', date: '27th', weight: 'one tonne 850 kilos', price: `£${bv.price.toFixed(2)}`, value: gbp(bv.value), sale: 'Looe market', port: 'Looe', days: 'two-day trip' });
  landingFacts(sd, file, { species: 'hake', date: 'Monday 31st', weight: `${group(sd.weight)} kg`, price: `£${sd.price.toFixed(2)}/kg`, value: gbp(sd.value), sale: 'through the market', port: 'Newlyn', days: 'day boat' });
  corpus.write(file, `From: Alan Rowe <manager@psdfpo.co.uk>
To: Rachel Triggs <quota@psdfpo.co.uk>
Date: Tue, 1 Apr 2025 08:40:19 +0100
Subject: Three late sales notes for March

Rachel,

Three sales notes that didn't come through the market system in time for the March figures - can you add them by hand?

SN-25-0203: Padstow Lass (PW 203) landed ${pl.weight} kg of lobster into Padstow on the 24th, sold direct to Channel Shellfish Exports at £${pl.price.toFixed(2)} a kilo, ${gbp(pl.value)} in all.

SN-25-0211: Bay Venture came in on the 27th after a two-day trip with one tonne 850 kilos of cuttlefish, sold on Looe market to Looe Quay Fish at £${bv.price.toFixed(2)}, which made ${gbp(bv.value)}.

SN-25-0219: Silver Dawn (FH 88), day boat, landed into Newlyn on Monday 31st: ${group(sd.weight)} kg of hake at £${sd.price.toFixed(2)}/kg through the market, bought by Penwith Fish Merchants Ltd, total ${gbp(sd.value)}.

That should square the hake figure with the MMO.

Alan
`);
}
// SN-25-0211 has 2 days at sea (the e-mail says "two-day trip"); SN-25-0219 a day boat (1)

// ------------------------------------------------------------------ vessels in prose: AGM minutes (English) and a Spanish e-mail
{
  const file = 'meetings/agm-minutes-2025-02-18.md';
  const mw = V.Morwenna;
  const od = V['Our Daisy'];
  vesselFacts(mw, file, { port: 'Cadgwith', length: '8.2 metres', engine: '150 hp', gear: 'potter', hull: 'GRP', crew: 'works her single-handed', built: 'built in 2019' });
  vesselFacts(od, file, { port: 'Looe', length: '23 ft 7 in', engine: '60 hp', gear: 'handliner', hull: 'wooden', crew: 'one-man boat', built: '2015' });
  corpus.write(file, `# Annual General Meeting — minutes

Penwith & South Devon Fish Producers' Organisation Ltd. Tuesday 18 February 2025, 18:30, Newlyn Fishermen's Mission.

Present: 41 members (quorum 25), the board, Alan Rowe (Chief Executive), Rachel Triggs (quota manager), Demelza Hocking (training and safety).

1. **Apologies** were received from eleven members, most of them at sea.

2. **Accounts 2024.** Turnover through members' sales notes was £38.6 million (2023: £35.1 million). The levy stays at 0.75% of first-sale value. Accounts approved, proposed Steve Nicholls, seconded Mark Pascoe.

3. **New members.** Two boats were admitted to membership from 1 March 2025:

   - *Morwenna* (FH 702), an 8.2 metres GRP potter fishing out of Cadgwith, built in 2019, with a 150 hp inboard diesel. Her owner and skipper Martin Kitto works her single-handed.
   - *Our Daisy* (FY 127), a wooden handliner of 23 ft 7 in from Looe, built 2015, 60 hp, skippered by Jack Curnow; a one-man boat.

4. **Quota.** Rachel reported uptake at the end of January was on track except for pollack and cod. The board will look for swaps (see her e-mails).

5. **Safety.** Two man-overboard incidents in 2024, both recovered. PLBs to be worn by all crew from 1 April (see the safety notes).

6. **Galicia.** The partnership with the Cooperativa Mariñeira Ría de Vigo continues; a delegation of six from Vigo visits Newlyn in May.

7. **Election of directors.** Jory Trewhella and Kev Rowe re-elected unopposed.

Meeting closed 20:55.
`);
}
{
  const file = 'vigo/correo-2025-01-22-nuevo-socio.eml';
  const rv = V['Rosa dos Ventos'];
  vesselFacts(rv, file, { length: '14,2 metros de eslora', engine: '310 CV', gear: 'enmalle', hull: 'casco de acero', crew: 'cinco tripulantes', built: 'construido en 2011', port: 'Bueu' });
  corpus.write(file, `From: Lucía Alonso <xerencia@coopriadevigo.es>
To: Alan Rowe <manager@psdfpo.co.uk>
Date: Wed, 22 Jan 2025 13:05:44 +0100
Subject: Nuevo socio: Rosa dos Ventos (VI-5-1302)

Estimado Alan:

Te escribo para informarte de que la asamblea de la cooperativa aprobó ayer la entrada de un nuevo barco. Es el Rosa dos Ventos, matrícula VI-5-1302, con puerto base en Bueu. Tiene 14,2 metros de eslora, casco de acero y un motor de 310 CV; faena con enmalle (merluza y abadejo) y lleva cinco tripulantes. Fue construido en 2011 en Astilleros Armada, Marín.

La patrona es Carmen Besada, que lleva veinte años en el mar y es la primera mujer patrona de la cooperativa.

Te enviaré la ficha completa cuando la tengamos. Un abrazo desde Vigo,

Lucía Alonso
Gerente
`);
}

// ------------------------------------------------------------------ safety notes: MCA inspections in sentences
{
  const file = 'safety/safety-notes-2025.md';
  const INSPECT = [['Girl Tamsin', '2025-01-14'], ['Sea Spirit', '2025-02-03'], ['Boy Jacob', '2025-02-11'], ['Three Brothers', '2025-02-25'], ['Celtic Pride', '2025-03-06'], ['Kittiwake', '2025-03-19'], ['Padstow Lass', '2025-01-29']];
  const lines = INSPECT.map(([n, d], k) => {
    const dt = fmtDate(d, k % 2 ? 'short' : 'long');
    corpus.also(n, 'vessel', 'mca_inspection', d, 'date', dt, file);
    return L(k, [
      `${n} passed her MCA inspection on ${dt} with no deficiencies.`,
      `The surveyor signed off ${n} on ${dt}; the liferaft was serviced the same week.`,
      `${n} was inspected on ${dt} and passed once the bilge alarm had been fixed.`,
    ]);
  });
  for (const v of VESSELS) if (!INSPECT.some(([n]) => n === v.name)) corpus.also(v.name, 'vessel', 'mca_inspection', null, 'date', '', file);
  corpus.write(file, `# Safety notes 2025 (training and safety officer)

## Inspections so far this year

${lines.join(' ')}

Everybody else is due before the summer; book through the office, the MCA surveyor is in Newlyn on the first Tuesday of each month.

## PLBs and lifejackets

From 1 April 2025 every crew member on deck must wear a lifejacket with a personal locator beacon. The PO has 40 PLBs to lend at no charge; 26 have gone out so far.

## Man overboard drills

Skippers of single-handed boats (the handliners and the small potters) should carry a ladder or a Jason's cradle and practise recovery at least once a quarter. Drill records go in the boat's safety folder.

## Incidents

- 9 January: a deckhand on a Brixham beamer cut his hand on a trawl warp (first aid on board, no time lost).
- 27 February: a potter's engine failed off the Manacles; towed in by the Lizard lifeboat. No injuries.
`);
}

// ------------------------------------------------------------------ wide tables
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
{
  const file = 'stats/landings-by-species-2024-tonnes.csv';
  const BASE = { Hake: 95, Monkfish: 42, Megrim: 38, 'Dover sole': 12, Plaice: 9, Cod: 2.5, Haddock: 6, Whiting: 4, Pollack: 2.2, Ling: 3.5, Mackerel: 6, Bass: 1.1, Cuttlefish: 30, Turbot: 2.8, Lobster: 3.2, 'Brown crab': 40 };
  const SEASON = { Mackerel: 3, Bass: 4, Cuttlefish: 10, Lobster: 6, 'Brown crab': 7, Pollack: 2 };
  const rows = Object.entries(BASE).map(([n, base]) => {
    const peak = SEASON[n];
    const ms = MONTHS.map((m, i) => {
      const s = peak == null ? 1 + 0.2 * Math.sin((i / 12) * 2 * Math.PI) : 0.4 + 1.2 * Math.max(0, Math.cos(((i - peak) / 12) * 2 * Math.PI));
      return Math.round(base * s * r.float(0.85, 1.15) * 10) / 10;
    });
    ms.forEach((v, i) => corpus.also(n, 'species', `landed_2024_${MONTHS[i]}`, v, 't', v.toFixed(1), file));
    corpus.also(n, 'species', 'landed_2024', r4(ms.reduce((a, b) => a + b, 0)), 't', '', file);
    return [n, ...ms.map((v) => v.toFixed(1))];
  });
  for (const s of SPECIES) if (!(s.name in BASE)) corpus.also(s.name, 'species', 'landed_2024', null, 't', '', file);
  corpus.write(file, '# UK landings by PO members, 2024, live weight in tonnes (source: MMO iFISH extract)\n' + delimited(['Species', ...MON], rows));
}
{
  const file = 'stats/days-at-sea-2024.md';
  const out = ['# Days at sea by vessel, 2024', '', 'From the e-logbook and the under-10 m activity returns. New members of 2025 not included.', '',
    `| Vessel | PLN | ${MON.join(' | ')} |`, `|---|---|${MON.map(() => '---').join('|')}|`];
  const GEAR_D = { 'Beam trawl': [14, 24], 'Otter trawl': [10, 20], Gillnet: [8, 18], Pots: [6, 20], Handline: [2, 16] };
  VESSELS.filter((v) => v.country === 'United Kingdom' && v.layout !== 'MIN').forEach((v) => {
    const [lo, hi] = GEAR_D[v.gear];
    const ms = MONTHS.map((m, i) => {
      const summer = Math.max(0, Math.cos(((i - 6) / 12) * 2 * Math.PI));
      return Math.max(0, Math.min(28, Math.round(lo + (hi - lo) * (v.gear === 'Pots' || v.gear === 'Handline' ? summer : 0.5 + 0.4 * summer) * r.float(0.75, 1.2))));
    });
    ms.forEach((d, i) => corpus.also(v.name, 'vessel', `days_2024_${MONTHS[i]}`, d, 'days', '', file));
    corpus.also(v.name, 'vessel', 'days_at_sea_2024', ms.reduce((a, b) => a + b, 0), 'days', '', file);
    out.push(`| ${v.name} | ${v.pln} | ${ms.join(' | ')} |`);
  });
  for (const v of VESSELS) if (v.country !== 'United Kingdom' || v.layout === 'MIN') corpus.also(v.name, 'vessel', 'days_at_sea_2024', null, 'days', '', file);
  out.push('');
  corpus.write(file, out.join('\n'));
}
{
  const ports = ['Newlyn', 'Brixham', 'Plymouth', 'Looe', 'Mevagissey', 'Padstow', 'St Ives', 'Falmouth', 'Salcombe', 'Cadgwith', 'Porthleven'];
  const rows = ports.map((p, k) => [p, ...MONTHS.map(() => group(Math.round(r.float(20, 900) * (k < 2 ? 4 : 1))))]);
  corpus.write('stats/landings-value-by-port-2024.csv', '# First-sale value by port of landing, PO members, 2024 (GBP thousands)\n' + delimited(['Port', ...MON], rows));
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `PENWITH & SOUTH DEVON FISH PRODUCERS' ORGANISATION LTD — SHARED DRIVE (2025)
Office: The Coldharbour, Newlyn TR18 5HW. Partner: Cooperativa Mariñeira Ría de Vigo (Galicia).

fleet/       vessel sheets, survey cards, fleet register, under-10 m handliners
people/      skipper profiles, crew register (+ ticket codes)
species/     species guide, species sheets, shellfish minimum sizes
quota/       quota allocations and swaps, MMO uptake
buyers/      registered buyers and merchants
landings/    sales notes (Newlyn, Brixham), direct sales log
elogbook/    ERS e-logbook exports (over-12 m vessels)
stats/       monthly landings, days at sea, value by port
vigo/        cooperativa: buques, tripulación, especies, cuotas, compradores, ventas de lonja
meetings/    minutes
safety/      safety notes
mail/        saved e-mails
admin/       levy, fuel, ice, insurance
`);
corpus.write('admin/po-levy-and-fees-2025.md', `# Levy and fees 2025

| Item | Rate |
|---|---|
| PO levy | 0.75% of first-sale value |
| Quota management fee (over 10 m) | £450 per vessel per year |
| Under-10 m membership | £120 per year |
| Market commission (Newlyn) | 5% (charged by the market, not the PO) |

The levy is collected through the sales-note system and invoiced monthly. Vessels that lease quota in pay 2% on the lease value.
`);
corpus.write('admin/fuel-prices-2025.csv', delimited(['Week', 'Newlyn (p/litre)', 'Brixham (p/litre)', 'Vigo (EUR/litre)'], [
  ['2025-W02', '71.4', '72.0', '0,74'], ['2025-W06', '70.8', '71.5', '0,73'], ['2025-W10', '69.9', '70.6', '0,72'], ['2025-W14', '68.2', '69.1', '0,71'],
]));
corpus.write('admin/ice-plant-tariff.md', `# Newlyn ice plant — tariff from 1 January 2025

- Flake ice, members: £38 per tonne (non-members £46)
- Collected in boxes: £1.20 per box
- Minimum order 500 kg; delivery to the quay free before 06:00.

The plant produces 40 tonnes a day at full output; summer allocations are rationed by the harbour office.
`);
corpus.write('admin/insurance-schedule-2025.md', `# PO insurance schedule 2025

| Cover | Insurer | Limit | Premium |
|---|---|---|---|
| Employers' liability (office) | Sunderland Marine | £10,000,000 | £2,140 |
| Public liability | Sunderland Marine | £5,000,000 | £1,860 |
| Quayside equipment (boxes, forklift) | NFU Mutual | £85,000 | £1,320 |

Hull and machinery cover is arranged by each owner; the PO keeps copies of the survey cards.
`);
corpus.write('species/bass-rules-2025.md', `# Bass — commercial rules 2025 (summary)

- Closed season: 1 February to 31 March (no retention by any gear).
- Hook and line: up to 5.7 tonnes per vessel per year.
- Fixed gillnets: unavoidable by-catch up to 5.7 tonnes per vessel per year.
- Minimum size: see the species sheet.

Direct sales must be declared to the PO within 48 hours; tags for hook-caught bass are issued by the office.
`);
corpus.write('meetings/board-minutes-2025-03-11.md', `# Board meeting — 11 March 2025

Present: Jory Trewhella (chair), Steve Nicholls, Kev Rowe, Mark Pascoe, Alan Rowe, Rachel Triggs.

1. Market prices in February averaged 6% below February 2024; Dover sole held up, megrim weak after French demand fell.
2. Agreed to look for pollack and cod swaps; Rachel to approach Wessex Inshore PO and Western Approaches FPO.
3. The Vigo visit in May: budget £4,500 for hosting, 6 guests, 3 nights.
4. A new fish box washer for Newlyn quoted at £18,750; decision deferred to April.
5. Next meeting 8 April 2025.
`);
corpus.write('vigo/acta-reunion-2025-03.md', `# Acta de la reunión de la junta rectora — 6 de marzo de 2025

Asistentes: Lucía Alonso (gerente), Ramón Lago, Manuel Soage, Carmen Besada, Jesús Pereira.

1. Precios en lonja: la merluza de pincho se mantiene por encima de 14 €/kg; el pulpo baja un 8 % respecto a febrero.
2. Veda del pulpo del 15 de mayo al 30 de junio: se confirma.
3. Visita a Newlyn en mayo: viajan seis personas; presupuesto de 3.200 €.
4. Se aprueba la compra de 200 cajas nuevas (1.150 €).

Próxima reunión: 3 de abril de 2025.
`);
corpus.write('stats/weekly-price-report-w12.md', `# Weekly price report — week 12 (17–21 March 2025), Newlyn market

| Species | Low (£/kg) | High (£/kg) | Average (£/kg) |
|---|---|---|---|
| Hake (large) | 3.10 | 6.40 | 4.85 |
| Monkfish tails | 5.20 | 8.90 | 6.75 |
| Megrim | 2.60 | 4.20 | 3.35 |
| Dover sole | 11.00 | 17.50 | 14.10 |
| Mackerel (handline) | 1.80 | 3.40 | 2.60 |

Prices are indicative; the sales notes carry the prices actually paid.
`);

const stats = corpus.flush(source);
console.log(`fishery: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
