#!/usr/bin/env node
// Railway corpus (held-out): the shared drive of the Corve Valley Railway, a volunteer-run standard-gauge heritage
// steam railway in Shropshire (Corve Bridge, Craven Arms – Bourton, 11 m 44 ch), 2025, twinned with the Ilsetalbahn
// e.V., a metre-gauge museum railway in the Harz (Ilsenburg – Bremer Hütte, 9,4 km) whose files are in German.
// 20 locomotives, 20 carriages and wagons, 11 stations, 18 timetabled services, 36 volunteers, 12 fares, 10 events.
//   node bench/corpora/railway/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "railway-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) locomotives: Markdown sheets of `Key: value` lines (`Weight: 68 tons 18 cwt`, `Boiler ticket expires: 14 May
//     2031`, `Status: Under overhaul`), HTML record cards with another label set (`Running no.`, `Type: 0-6-0PT`,
//     `Maker`, `Mass in working order: 48.3 t`, `Boiler certificate valid until: 31/03/2028`, `Availability:
//     Operational`), two locos only in the shed notes' sentences, one only in an e-mail, GERMAN loco sheets
//     (`Betriebsnummer`, `Bauart: Cn2t`, `Dienstgewicht: 24,5 t`, `Fristablauf Kessel: 30.09.2028`, `Zustand:
//     betriebsfähig`) and a German HTML fleet table (`Bauart (Whyte)`);
// (b) carriages and wagons: a carriage register CSV (units in the header), a wagon table in Markdown, a German
//     coach list (`Gattung`, `Sitzplätze`, `Farbgebung: grün/elfenbein`);
// (c) stations: Markdown sheets (`Distance from Corve Bridge: 6 m 51 ch`), an HTML station guide (`4.46 miles`,
//     `Staffed: No (request stop)`), a German station page (`Streckenkilometer: 6,8`, `Ausstattung: WC, Imbiss`,
//     `Besetzt: ja`); WIDE tables of 2024 passengers per station per month (`–` in closed months; a German one with
//     thousands dots);
// (d) services: a Markdown timetable table (locos BY NUMBER ONLY, `SSuW`-style day codes), an HTML specials table
//     (`7.15pm`, `Fridays & Saturdays`), a German Fahrplan (`Zug P 1`, `ab 09:30`, `Verkehrstage: täglich`, `Lok: 99
//     6012`); the rostering system's nested JSON export gives each UK service's crew by staff number and `Surname,
//     Forename` (facts of the service stated in a second file);
// (e) volunteers: a competence-register CSV (surname and forename columns), Markdown profiles, an HTML crew table
//     with another label set, the rostering JSON (nested names, `hours: {ytd, unit}`), two only in a newsletter's
//     sentences, and a German page (`Funktion: Lokführer`, `Einsatzstunden 2025: 148,5`);
// (f) fares in an HTML fares table, a Markdown sheet of special tickets (`£52.50 per head`) and a German price list
//     (`18,00 €`); ticket sales in a booking-system export with a PREAMBLE, SEMICOLONS and DECIMAL COMMAS (a fare's
//     total over several channel rows);
// (g) events in a Markdown list, two newsletters' sentences and a German page (`Termin: 30.04.–01.05.2025`,
//     `Fahrgäste: 2.350`); background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: loco weights in TONNES (`68 tons 18 cwt` → 68.9 × 1.0160469088); station distances
// in KM from the line's terminus (`6 m 51 ch` → (6 + 51/80) × 1.609344); hours in h; fares and sales in the stated
// currency (GBP or EUR, never converted); times HH:MM (`7.15pm` → 19:15); days as Mon … Sun; dates ISO (a month-only
// date is the month's last day); German words in English (`betriebsfähig` = in service, `in Hauptuntersuchung` =
// overhaul, `abgestellt` = static, `Lokführer` = Driver, `Heizer` = Fireman, `Zugführer` = Guard, `Fahrdienstleiter`
// = Signalman, `WC` = Toilets, `Imbiss`/`Gaststätte` = Café, `Parkplatz` = Car park); wheel arrangements in Whyte
// notation (`Cn2t` → 0-6-0T, `Dn2t` → 0-8-0T, `1'C1'h2t` → 2-6-2T, `B'Bn4vt` → 0-4-4-0T, `B-dm` → 0-4-0DM).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, htmlInfoboxPage, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('railway-v1');
const TON = 1.0160469088; // tonnes per long ton
const MILE = 1.609344;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const de = (x, d) => Number(x).toFixed(d).replace('.', ',');
const deGroup = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const enGroup = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const L = (k, xs) => xs[k % xs.length];
const CVR = 'Corve Valley Railway';
const ITB = 'Ilsetalbahn';

class DriveCorpus extends Corpus {
  constructor(root) {
    super(root);
    this.aliases = new Map();
  }
  /** A fact of an entity stated in a second file (rostering JSON, passenger tables, sales export). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
  /** The file names a person another way (`Bevan, Tom`, separate columns): that form stands for the name. */
  alias(entity, form) {
    this.aliases.set(entity, form);
  }
  verify() {
    const saved = new Map(this.entityFile);
    // check the alias form in place of the name for entities written another way
    for (const [e, form] of this.aliases) {
      const text = this.files.get(this.entityFile.get(e));
      if (!text || !(text.includes(form) || text.includes(esc(form)) || text.includes(JSON.stringify(form).slice(1, -1)))) {
        throw new Error(`alias ${form} of ${e} not found in ${this.entityFile.get(e)}`);
      }
      this.entityFile.delete(e);
    }
    try {
      super.verify();
    } finally {
      this.entityFile = saved;
    }
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ stations
// [name, railway, distance stated, km, facilities, staffed, platforms]
const chains = (m, ch) => r4((m + ch / 80) * MILE);
const STATIONS = [
  { name: 'Corve Bridge', rly: CVR, m: 0, ch: 0, fac: ['Toilets', 'Café', 'Shop', 'Car park', 'Museum'], staffed: true, platforms: 2 },
  { name: 'Culmington', rly: CVR, m: 2, ch: 18, fac: ['Car park'], staffed: false, platforms: 1 },
  { name: 'Diddlebury', rly: CVR, m: 4, ch: 37, fac: ['Toilets', 'Picnic area'], staffed: false, platforms: 1 },
  { name: 'Munslow', rly: CVR, m: 6, ch: 51, fac: ['Toilets', 'Café', 'Car park'], staffed: true, platforms: 2 },
  { name: 'Broadstone Halt', rly: CVR, m: 8, ch: 10, fac: [], staffed: false, platforms: 1 },
  { name: 'Shipton', rly: CVR, m: 9, ch: 62, fac: ['Picnic area', 'Car park'], staffed: false, platforms: 1 },
  { name: 'Bourton', rly: CVR, m: 11, ch: 44, fac: ['Toilets', 'Café', 'Shop', 'Picnic area'], staffed: true, platforms: 2 },
  { name: 'Ilsenburg', rly: ITB, km: 0, fac: ['Toilets', 'Café', 'Shop', 'Car park'], staffed: true, platforms: 2 },
  { name: 'Marienhof', rly: ITB, km: 3.1, fac: ['Car park'], staffed: false, platforms: 1 },
  { name: 'Ilsefälle', rly: ITB, km: 6.8, fac: ['Café', 'Picnic area'], staffed: false, platforms: 1 },
  { name: 'Bremer Hütte', rly: ITB, km: 9.4, fac: ['Toilets', 'Café', 'Museum'], staffed: true, platforms: 2 },
];
for (const s of STATIONS) s.dist = s.rly === CVR ? chains(s.m, s.ch) : s.km;
const ST = Object.fromEntries(STATIONS.map((s) => [s.name, s]));

// ------------------------------------------------------------------ locomotives
// weight: tons+cwt (long tons) or tonnes; ticket: ISO or null (diesels)
const LOCOS = [
  { name: 'Corvedale Manor', no: '7831', cls: 'GWR Manor', wheels: '4-6-0', builder: 'Swindon Works', built: 1950, tons: [68, 18], ticket: '2031-05-14', status: 'in service', rly: CVR, trac: 'steam' },
  { name: 'Wenlock Edge', no: '4587', cls: 'GWR 4575', wheels: '2-6-2T', builder: 'Swindon Works', built: 1927, tons: [61, 0], ticket: '2024-11-30', status: 'overhaul', rly: CVR, trac: 'steam' },
  { name: 'Stokesay Castle', no: '80158', cls: 'BR Standard 4MT', wheels: '2-6-4T', builder: 'Brighton Works', built: 1956, tons: [86, 13], ticket: '2029-09-30', status: 'in service', rly: CVR, trac: 'steam' },
  { name: 'Onny Valley', no: '46452', cls: 'LMS Ivatt 2MT', wheels: '2-6-0', builder: 'Darlington Works', built: 1950, tonnes: 48.2, ticket: '2027-06-30', status: 'in service', rly: CVR, trac: 'steam' },
  { name: 'Hilda', no: 'No. 3', cls: 'Peckett W4', wheels: '0-4-0ST', builder: 'Peckett and Sons', built: 1919, tons: [21, 0], ticket: '2028-04-20', status: 'in service', rly: CVR, trac: 'steam' },
  { name: 'Titan', no: 'D3029', cls: 'BR Class 08', wheels: '0-6-0DE', builder: 'Derby Works', built: 1953, tonnes: 49.8, ticket: null, status: 'in service', rly: CVR, trac: 'diesel' },
  { name: 'Ape Dale', no: '5681', cls: 'GWR 5600', wheels: '0-6-2T', builder: 'Armstrong Whitworth', built: 1926, tons: [68, 12], ticket: '2019-02-28', status: 'static', rly: CVR, trac: 'steam' },
  { name: 'Titterstone', no: '9681', cls: 'GWR 5700', wheels: '0-6-0PT', builder: 'Swindon Works', built: 1949, tons: [47, 10], ticket: '2030-08-31', status: 'in service', rly: CVR, trac: 'steam' },
  { name: 'Lady Clive', no: 'No. 5', cls: 'Bagnall 16in', wheels: '0-6-0ST', builder: 'W.G. Bagnall', built: 1950, tonnes: 36.6, ticket: '2026-10-31', status: 'in service', rly: CVR, trac: 'steam' },
  { name: 'Wrekin', no: '1449', cls: 'GWR 1400', wheels: '0-4-2T', builder: 'Swindon Works', built: 1935, tons: [41, 6], ticket: '2025-03-31', status: 'overhaul', rly: CVR, trac: 'steam' },
  { name: 'Clee Hill', no: 'No. 7', cls: 'Manning Wardle L', wheels: '0-6-0ST', builder: 'Manning Wardle', built: 1904, tons: [26, 10], ticket: '2023-03-31', status: 'overhaul', rly: CVR, trac: 'steam' },
  { name: 'Mortimer', no: 'No. 2', cls: 'Hunslet Austerity', wheels: '0-6-0ST', builder: 'Hunslet Engine Company', built: 1944, tons: [48, 5], ticket: '2016-08-31', status: 'static', rly: CVR, trac: 'steam' },
  { name: 'Hercules', no: 'D2271', cls: 'BR Class 04', wheels: '0-6-0DM', builder: 'Drewry', built: 1956, tonnes: 32, ticket: null, status: 'in service', rly: CVR, trac: 'diesel' },
  // Ilsetalbahn (metre gauge)
  { name: 'Ilse', no: 'Lok 1', cls: 'Jung Cn2t', wheels: '0-6-0T', uic: 'Cn2t', builder: 'Arn. Jung', built: 1914, tonnes: 24.5, ticket: '2028-09-30', status: 'in service', rly: ITB, trac: 'steam' },
  { name: 'Brocken', no: '99 6201', cls: 'O&K Dn2t', wheels: '0-8-0T', uic: 'Dn2t', builder: 'Orenstein & Koppel', built: 1927, tonnes: 32.6, ticket: '2024-12-31', status: 'overhaul', rly: ITB, trac: 'steam' },
  { name: 'Stapelburg', no: 'Lok 4', cls: 'Borsig Cn2t', wheels: '0-6-0T', uic: 'Cn2t', builder: 'Borsig', built: 1923, tonnes: 21.2, ticket: '2027-05-31', status: 'in service', rly: ITB, trac: 'steam' },
  { name: 'Harzfalke', no: '99 6012', cls: 'DR 99.60', wheels: '2-6-2T', uic: "1'C1'h2t", builder: 'Krupp', built: 1939, tonnes: 47.6, ticket: '2032-03-31', status: 'in service', rly: ITB, trac: 'steam' },
  { name: 'Ilsestein', no: '99 5903', cls: 'Mallet', wheels: '0-4-4-0T', uic: "B'Bn4vt", builder: 'Henschel', built: 1898, tonnes: 36.8, ticket: '2009-06-30', status: 'static', rly: ITB, trac: 'steam' },
  { name: 'Wernigerode', no: 'V 10', cls: 'LKM V10C', wheels: '0-4-0DM', uic: 'B-dm', builder: 'LKM Babelsberg', built: 1962, tonnes: 16, ticket: null, status: 'in service', rly: ITB, trac: 'diesel' },
  { name: 'Ecker', no: 'Lok 7', cls: 'Hanomag Cn2t', wheels: '0-6-0T', uic: 'Cn2t', builder: 'Hanomag', built: 1911, tonnes: 22.8, ticket: '2025-04-30', status: 'overhaul', rly: ITB, trac: 'steam' },
];
for (const l of LOCOS) l.weight = l.tons ? r4((l.tons[0] + l.tons[1] / 20) * TON) : l.tonnes;
const LO = Object.fromEntries(LOCOS.map((l) => [l.name, l]));
const byNo = Object.fromEntries(LOCOS.map((l) => [l.no, l]));

function locoFacts(l, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(l.name, 'loco', attr, value, unit, stated, file);
  F('number', l.no, 'text', s.no ?? l.no);
  F('class', l.cls, 'text', s.cls ?? '');
  F('wheel_arrangement', l.wheels, 'text', s.wheels ?? '');
  F('builder', l.builder, 'text', s.builder ?? '');
  F('built', l.built, '', s.built ?? '');
  F('weight', l.weight, 't', s.weight ?? '');
  F('ticket_expiry', l.ticket, 'date', s.ticket ?? '');
  F('status', l.status, 'text', s.status ?? '');
  F('traction', l.trac, 'text', '');
  F('railway', l.rly, 'text', '');
}
const tonsStr = (l) => (l.tons[1] ? `${l.tons[0]} tons ${l.tons[1]} cwt` : `${l.tons[0]} tons`);

// (a1) Markdown sheets, label set A
const STATUS_A = { 'in service': 'In service', overhaul: 'Under overhaul', static: 'Static display' };
['Corvedale Manor', 'Wenlock Edge', 'Stokesay Castle', 'Onny Valley', 'Hilda', 'Titan'].forEach((n, k) => {
  const l = LO[n];
  const file = `locos/${slug(`${l.no} ${l.name}`)}.md`;
  const weight = l.tons ? tonsStr(l) : `${l.tonnes} tonnes`;
  const ticket = l.ticket ? fmtDate(l.ticket, k % 2 ? 'short' : 'long') : 'n/a (diesel)';
  const lines = [
    `# ${l.no} ${l.name}`, '',
    `Number: ${l.no}`, `Name: ${l.name}`, `Class: ${l.cls}`, `Wheel arrangement: ${l.wheels}`, `Builder: ${l.builder}`, `Built: ${l.built}`,
    `Weight: ${weight}`, `Boiler ticket expires: ${ticket}`, `Status: ${STATUS_A[l.status]}`,
    `Owner: ${L(k, ['Corve Valley Railway (Manor Fund)', 'Corve Valley Railway', 'Corve Valley Railway', 'Ivatt 2MT Group (on long-term loan)', 'Corve Valley Railway', 'Corve Valley Railway Diesel Group'])}`, '',
    '## Notes', '',
    L(k, [
      'Our flagship. Coal consumption on the Green timetable is around 2 tons a day.',
      'Withdrawn at the end of November 2024 when her ticket ran out; tubes out, frames to be lifted over the winter.',
      'The biggest engine on the line. Restricted to 25 mph over Diddlebury viaduct like everything else.',
      'Tender cab fitted in 2019 so she can run tender-first comfortably.',
      'Our oldest working engine after the Manning Wardle; perfect for the Munslow–Bourton shuttles.',
      'Shunter and standby loco. Fuel tank 300 gallons.',
    ]), '',
  ];
  locoFacts(l, file, {
    no: `Number: ${l.no}`, cls: `Class: ${l.cls}`, wheels: `Wheel arrangement: ${l.wheels}`, builder: `Builder: ${l.builder}`,
    built: `Built: ${l.built}`, weight: `Weight: ${weight}`, ticket: l.ticket ? `Boiler ticket expires: ${ticket}` : '', status: `Status: ${STATUS_A[l.status]}`,
  });
  corpus.write(file, lines.join('\n'));
});

// (a2) HTML record cards, label set B
const STATUS_B = { 'in service': 'Operational', overhaul: 'Awaiting overhaul', static: 'Museum exhibit (not to be steamed)' };
['Ape Dale', 'Titterstone', 'Lady Clive', 'Wrekin'].forEach((n, k) => {
  const l = LO[n];
  const file = `locos/cards/${slug(`${l.no} ${l.name}`)}.html`;
  const mass = l.tons ? (k % 2 ? `${r4(l.weight).toFixed(1)} t` : tonsStr(l)) : `${l.tonnes.toFixed(1)} t`;
  // a card that rounds the tonnes keeps the rounded value
  if (l.tons && k % 2) l.weight = Number(r4(l.weight).toFixed(1));
  const [y, m, d] = l.ticket.split('-');
  const ticket = `${d}/${m}/${y}`;
  locoFacts(l, file, {
    no: l.no, cls: l.cls, wheels: l.wheels, builder: l.builder, built: String(l.built), weight: mass, ticket, status: STATUS_B[l.status],
  });
  corpus.write(file, htmlInfoboxPage({
    title: `${l.no} ${l.name}`,
    docTitle: `Loco record card — ${l.no} ${l.name}`,
    sections: [
      { heading: 'Identity', rows: [['Running no.', l.no], ['Name', l.name], ['Class', l.cls]] },
      { heading: 'Technical', rows: [['Type', l.wheels], ['Maker', l.builder], ['Year built', String(l.built)], ['Mass in working order', mass]] },
      { heading: 'Certification', rows: [['Boiler certificate valid until', ticket], ['Availability', STATUS_B[l.status]]] },
    ],
    lead: [L(k, [
      'Arrived from Barry scrapyard in 1979; cosmetically restored in BR black for the museum shed at Corve Bridge.',
      'The pannier tank is the workhorse of the Green timetable and the footplate experience days.',
      'Bought from the Shropshire County Council stores in 1984 and named after the wife of the first Earl of Powis.',
      'Stopped on expiry of her boiler certificate; the autocoach W190 is stored until she returns.',
    ])],
    footer: 'Record card maintained by the Mechanical Engineer. Ticket = boiler certificate (hydraulic + steam test).',
  }));
});

// (a3) shed notes in prose: No. 7 Clee Hill, No. 2 Mortimer
{
  const file = 'shed/shed-notes-summer-2025.md';
  const c = LO['Clee Hill'];
  const m = LO['Mortimer'];
  const F = (l, attr, value, unit, stated) => corpus.fact(l.name, 'loco', attr, value, unit, stated, file);
  F(c, 'number', c.no, 'text', 'No. 7');
  F(c, 'class', c.cls, 'text', 'Manning Wardle L');
  F(c, 'wheel_arrangement', c.wheels, 'text', 'saddle tank (0-6-0ST)');
  F(c, 'builder', c.builder, 'text', 'Manning Wardle');
  F(c, 'built', c.built, '', 'built in 1904');
  F(c, 'weight', c.weight, 't', '26½ tons');
  F(c, 'ticket_expiry', c.ticket, 'date', '31 March 2023');
  F(c, 'status', c.status, 'text', 'the overhaul');
  F(c, 'traction', c.trac, 'text', '');
  F(c, 'railway', c.rly, 'text', '');
  F(m, 'number', m.no, 'text', 'No. 2');
  F(m, 'class', m.cls, 'text', 'Austerity');
  F(m, 'wheel_arrangement', m.wheels, 'text', '0-6-0ST');
  F(m, 'builder', m.builder, 'text', 'Hunslet Engine Company');
  F(m, 'built', m.built, '', '1944');
  F(m, 'weight', m.weight, 't', '48 tons 5 cwt');
  F(m, 'ticket_expiry', m.ticket, 'date', 'August 2016');
  F(m, 'status', m.status, 'text', 'static display');
  F(m, 'traction', m.trac, 'text', '');
  F(m, 'railway', m.rly, 'text', '');
  corpus.write(file, `# Shed notes — summer 2025 (Corve Bridge loco shed)

Kept by the shed master. Informal: the record cards and the loco sheets are the official word.

## Week 24

No. 7 Clee Hill is still in bits on the back road. She is the Manning Wardle L class saddle tank (0-6-0ST) built in 1904, the oldest engine we own, and she weighs 26½ tons in working order. Her last ticket ran out on 31 March 2023 and she has been in the overhaul ever since: frames back from blasting, boiler away at the contractor's for a new firebox. Target: steaming for the 2026 gala.

## Week 27

Washout on 9681 and 7831. Ash pit cleared (thanks, Tuesday gang). Coal delivery of 20 tonnes due Friday — nothing to do with any engine's weight, before anyone asks.

## Week 29

No. 2 Mortimer, the Hunslet Engine Company Austerity of 1944 (0-6-0ST), stays on static display in the museum road; her ticket expired in August 2016 and there is no money to do her before 2028. At 48 tons 5 cwt she needs the big jacks if we ever lift her.

## Week 31

Fire-dropping road relaid. Reminder: nobody moves anything in the shed without the shed master's say-so.
`);
}

// (a4) an e-mail: D2271 Hercules
{
  const file = 'mail/2025-06-02-hercules-arrived.eml';
  const h = LO['Hercules'];
  const F = (attr, value, unit, stated) => corpus.fact(h.name, 'loco', attr, value, unit, stated, file);
  F('number', h.no, 'text', 'D2271');
  F('class', h.cls, 'text', 'Class 04');
  F('wheel_arrangement', h.wheels, 'text', '0-6-0DM');
  F('builder', h.builder, 'text', 'Drewry');
  F('built', h.built, '', '1956');
  F('weight', h.weight, 't', '32 tonnes');
  F('ticket_expiry', h.ticket, 'date', '');
  F('status', h.status, 'text', 'in service');
  F('traction', h.trac, 'text', '');
  F('railway', h.rly, 'text', '');
  corpus.write(file, `From: Graham Stott <mech.eng@corvevalleyrailway.org.uk>
To: ops-committee@corvevalleyrailway.org.uk
Date: Mon, 2 Jun 2025 08:41:17 +0100
Subject: Hercules has arrived

Morning all,

Just to let you know that D2271 Hercules came off the low-loader at Corve Bridge on Saturday afternoon without drama. For those who haven't met her: she is a BR Class 04 (0-6-0DM) that Drewry built in 1956, sub-contracted as usual, and at 32 tonnes she is light enough for the Shipton siding, which Titan is not supposed to use.

She passed her fitness-to-run exam yesterday and is in service from today as the second shunter, so Titan can be released for the ballast train.

Graham
Mechanical Engineer, Corve Valley Railway
`);
}

// (a5) German loco sheets
const STATUS_DE = { 'in service': 'betriebsfähig', overhaul: 'in Hauptuntersuchung', static: 'abgestellt (Museumsstück)' };
['Ilse', 'Brocken', 'Stapelburg', 'Harzfalke'].forEach((n, k) => {
  const l = LO[n];
  const file = `ilsetalbahn/lokomotiven/${slug(l.no)}-${slug(l.name)}.md`;
  const ticket = fmtDate(l.ticket, 'dotted');
  const s = {
    no: `Betriebsnummer: ${l.no}`, cls: `Gattung: ${l.cls}`, wheels: `Bauart: ${l.uic}`, builder: `Hersteller: ${l.builder}`, built: `Baujahr: ${l.built}`,
    weight: `Dienstgewicht: ${de(l.tonnes, 1)} t`, ticket: `Fristablauf Kessel: ${ticket}`, status: `Zustand: ${STATUS_DE[l.status]}`,
  };
  locoFacts(l, file, s);
  corpus.write(file, [
    `# ${l.no} „${l.name}“`, '', `Lokdatenblatt — ${ITB} e.V., Bw Ilsenburg`, '',
    `Name: ${l.name}`, s.no, s.cls, s.wheels, s.builder, s.built, s.weight, s.ticket, s.status, 'Spurweite: 1000 mm', '',
    L(k, [
      'Die „Ilse“ ist seit 1991 wieder in Ilsenburg zu Hause und fährt die Wochenendzüge.',
      'Hauptuntersuchung seit Januar 2025 in der Werkstatt Meiningen; Rückkehr frühestens 2026.',
      'Leichte Lok für den Bauzug und die Mondscheinfahrten.',
      'Unsere stärkste Lok; Stammlok der täglichen Züge P 1 und P 2.',
    ]), '',
  ].join('\n'));
});

// (a6) German fleet table (HTML): Ilsestein, Wernigerode, Ecker
{
  const file = 'ilsetalbahn/fahrzeugliste.html';
  const rows = ['Ilsestein', 'Wernigerode', 'Ecker'].map((n) => {
    const l = LO[n];
    const frist = l.ticket ? fmtDate(l.ticket, 'dotted') : '— (Diesellok)';
    locoFacts(l, file, {
      no: l.no, cls: l.cls, wheels: l.wheels, builder: l.builder, built: String(l.built), weight: `${de(l.tonnes, 1)} t`,
      ticket: l.ticket ? frist : '', status: STATUS_DE[l.status],
    });
    return `    <tr><td>${esc(l.no)}</td><td>${esc(l.name)}</td><td>${esc(l.cls)}</td><td>${esc(l.uic)}</td><td>${esc(l.wheels)}</td><td>${esc(l.builder)}</td><td>${l.built}</td><td>${de(l.tonnes, 1)} t</td><td>${esc(frist)}</td><td>${esc(STATUS_DE[l.status])}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Fahrzeugliste Triebfahrzeuge — Ilsetalbahn e.V.</title></head>
<body>
<h1>Fahrzeugliste: weitere Triebfahrzeuge</h1>
<p>Die Loks 1, 4, 99 6012 und 99 6201 haben eigene Datenblätter. Stand: August 2025.</p>
<table>
  <thead><tr><th>Nr.</th><th>Name</th><th>Gattung</th><th>Bauart</th><th>Bauart (Whyte)</th><th>Hersteller</th><th>Baujahr</th><th>Dienstgewicht</th><th>Fristablauf</th><th>Zustand</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Die Mallet 99 5903 steht als Denkmal vor dem Lokschuppen in Ilsenburg.</p>
</body></html>
`);
}

// ------------------------------------------------------------------ (b) carriages and wagons
const VEHICLES = [
  // UK carriages
  { name: 'W4713', kind: 'Carriage', type: 'Open Second (TSO)', seats: 64, livery: 'BR maroon', built: 1956, rly: CVR },
  { name: 'W4781', kind: 'Carriage', type: 'Open Second (TSO)', seats: 64, livery: 'BR maroon', built: 1957, rly: CVR },
  { name: 'W24165', kind: 'Carriage', type: 'Second Corridor (SK)', seats: 48, livery: 'Chocolate and cream', built: 1955, rly: CVR },
  { name: 'W34966', kind: 'Carriage', type: 'Brake Second Corridor (BSK)', seats: 24, livery: 'Chocolate and cream', built: 1958, rly: CVR },
  { name: 'W15431', kind: 'Carriage', type: 'Composite Corridor (CK)', seats: 42, livery: 'Crimson and cream', built: 1960, rly: CVR },
  { name: 'W21240', kind: 'Carriage', type: 'Brake Composite (BCK)', seats: 28, livery: 'Crimson and cream', built: 1962, rly: CVR },
  { name: 'W1814', kind: 'Carriage', type: 'Restaurant Buffet (RB)', seats: 23, livery: 'BR maroon', built: 1960, rly: CVR },
  { name: 'W190', kind: 'Carriage', type: 'GWR Autocoach', seats: 70, livery: 'Chocolate and cream', built: 1951, rly: CVR },
  { name: 'W9001', kind: 'Carriage', type: 'Observation Saloon', seats: 20, livery: 'Chocolate and cream', built: 1931, rly: CVR },
  { name: 'W4931', kind: 'Carriage', type: 'Open Second (TSO)', seats: 64, livery: 'BR green', built: 1961, rly: CVR },
  // UK wagons
  { name: 'W68806', kind: 'Wagon', type: 'Toad brake van', seats: null, livery: 'GWR grey', built: 1940, rly: CVR },
  { name: 'W105780', kind: 'Wagon', type: 'Mink box van', seats: null, livery: 'GWR grey', built: 1938, rly: CVR },
  { name: 'B477092', kind: 'Wagon', type: 'Open wagon', seats: null, livery: 'Bauxite', built: 1955, rly: CVR },
  { name: 'DB993880', kind: 'Wagon', type: 'Shark ballast plough', seats: null, livery: 'Engineers black', built: 1956, rly: CVR },
  { name: 'B746512', kind: 'Wagon', type: 'Tank wagon', seats: null, livery: 'Black', built: 1952, rly: CVR },
  { name: 'DW150', kind: 'Wagon', type: 'Breakdown crane', seats: null, livery: 'Engineers black', built: 1941, rly: CVR },
  // Ilsetalbahn coaches
  { name: '900-456', kind: 'Carriage', type: 'Open saloon', seats: 36, livery: 'Green and cream', built: 1898, rly: ITB, typeDe: 'Personenwagen, offene Plattformen', liv: 'grün/elfenbein' },
  { name: '900-462', kind: 'Carriage', type: 'Open saloon', seats: 32, livery: 'Green and cream', built: 1910, rly: ITB, typeDe: 'Personenwagen, offene Plattformen', liv: 'grün/elfenbein' },
  { name: '900-470', kind: 'Carriage', type: 'Closed saloon', seats: 40, livery: 'Red', built: 1926, rly: ITB, typeDe: 'Personenwagen, geschlossen', liv: 'rot' },
  { name: '900-801', kind: 'Carriage', type: 'Buffet car', seats: 18, livery: 'Red', built: 1958, rly: ITB, typeDe: 'Buffetwagen', liv: 'rot' },
];
function vehFacts(v, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(v.name, 'vehicle', attr, value, unit, stated, file);
  F('kind', v.kind, 'text', '');
  F('type', v.type, 'text', s.type);
  if (v.seats != null) F('seats', v.seats, '', s.seats);
  F('livery', v.livery, 'text', s.livery);
  F('built', v.built, '', s.built);
  F('railway', v.rly, 'text', '');
}
{
  const file = 'rolling-stock/carriage-register.csv';
  const rows = VEHICLES.filter((v) => v.rly === CVR && v.kind === 'Carriage').map((v, k) => {
    vehFacts(v, file, { type: v.type, seats: String(v.seats), livery: v.livery, built: String(v.built) });
    return [v.name, v.type, v.built, v.seats, v.livery, L(k, ['Set A', 'Set A', 'Set B', 'Set B', 'Set A', 'Set B', 'Dining set', 'Shuttle', 'Dining set', 'Spare'])];
  });
  corpus.write(file, delimited(['Number', 'Type', 'Built', 'Seats', 'Livery', 'Allocation'], rows));
}
{
  const file = 'rolling-stock/wagons.md';
  const out = ['# Wagon fleet', '', 'Engineering and demonstration-goods wagons. All vacuum braked except the crane.', '', '| Number | Type | Built | Livery | Use |', '|---|---|---|---|---|'];
  VEHICLES.filter((v) => v.kind === 'Wagon').forEach((v, k) => {
    vehFacts(v, file, { type: v.type, seats: '', livery: v.livery, built: String(v.built) });
    out.push(`| ${v.name} | ${v.type} | ${v.built} | ${v.livery} | ${L(k, ['Demonstration goods, gala brake van rides', 'Stores van at Munslow', 'Demonstration goods', 'Ballast trains', 'Water for Bourton tank (emergency)', 'Breakdown train, Corve Bridge'])} |`);
  });
  out.push('', 'Brake van rides at galas: £3, not bookable in advance.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'ilsetalbahn/wagenpark.md';
  const out = ['# Wagenpark (Reisezugwagen)', '', 'Ilsetalbahn e.V. — Stand Frühjahr 2025', ''];
  VEHICLES.filter((v) => v.rly === ITB).forEach((v) => {
    vehFacts(v, file, { type: v.typeDe, seats: `Sitzplätze: ${v.seats}`, livery: `Farbgebung: ${v.liv}`, built: `Baujahr: ${v.built}` });
    out.push(`## Wagen ${v.name}`, '', `Gattung: ${v.typeDe}`, `Baujahr: ${v.built}`, `Sitzplätze: ${v.seats}`, `Farbgebung: ${v.liv}`, '');
  });
  out.push('Der Buffetwagen 900-801 läuft nur in den Zügen P 1 und P 2.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (c) stations
function stationFacts(s, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'station', attr, value, unit, stated, file);
  F('railway', s.rly, 'text', '');
  F('distance', s.dist, 'km', st.dist);
  F('facilities', s.fac, 'list', st.fac);
  F('staffed', s.staffed, 'bool', st.staffed);
  F('platforms', s.platforms, '', st.platforms);
}
['Corve Bridge', 'Munslow', 'Bourton'].forEach((n, k) => {
  const s = ST[n];
  const file = `stations/${slug(n)}.md`;
  const dist = `${s.m} m ${String(s.ch).padStart(2, '0')} ch`;
  stationFacts(s, file, { dist: `Distance from Corve Bridge: ${dist}`, fac: `Facilities: ${s.fac.join(', ')}`, staffed: `Staffed: ${s.staffed ? 'Yes' : 'No'}`, platforms: `Platforms: ${s.platforms}` });
  corpus.write(file, [
    `# ${n} station`, '', `Distance from Corve Bridge: ${dist}`, `Platforms: ${s.platforms}`, `Facilities: ${s.fac.join(', ')}`, `Staffed: ${s.staffed ? 'Yes' : 'No'}`,
    `Signal box: ${L(k, ['Corve Bridge (GWR type 7, 1906)', 'Munslow (ground frame + token instruments)', 'Bourton (restored 2011)'])}`, '',
    L(k, [
      'The terminus, next to the Network Rail station at Craven Arms. Booking office, shop and the museum shed are on platform 1.',
      'The passing loop and the line\'s water tower. The café is run by the Friends of Munslow Station at weekends.',
      'The end of the line, under Wenlock Edge. Run-round loop and a short siding for the shuttle train.',
    ]), '',
  ].join('\n'));
});
{
  const file = 'stations/station-guide.html';
  const rows = ['Culmington', 'Diddlebury', 'Broadstone Halt', 'Shipton'].map((n) => {
    const s = ST[n];
    const miles = (s.m + s.ch / 80).toFixed(2);
    s.dist = r4(Number(miles) * MILE);
    const fac = s.fac.length ? s.fac.join(' · ') : 'none';
    const staffed = s.staffed ? 'Yes' : 'No (request stop)';
    stationFacts(s, file, { dist: `${miles} miles`, fac: s.fac.length ? fac : '<td>none</td>', staffed, platforms: '' });
    return `    <tr><td>${esc(n)}</td><td>${miles} miles</td><td>${s.platforms}</td><td>${esc(fac)}</td><td>${esc(staffed)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Station guide — Corve Valley Railway</title></head>
<body>
<h1>Intermediate stations and halts</h1>
<p>Distances are from Corve Bridge. Corve Bridge, Munslow and Bourton have their own pages.</p>
<table>
  <thead><tr><th>Station</th><th>Distance</th><th>Platforms</th><th>Facilities</th><th>Staffed</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Request stops: give the guard plenty of notice, and wave clearly to stop a train at the platform.</p>
</body></html>
`);
}
{
  const file = 'ilsetalbahn/bahnhoefe.md';
  const FAC_DE = { Toilets: 'WC', Café: 'Imbiss', Shop: 'Andenkenladen', 'Car park': 'Parkplatz', Museum: 'Museum', 'Picnic area': 'Picknickplatz' };
  const out = ['# Bahnhöfe und Haltepunkte der Ilsetalbahn', '', 'Streckenkilometer ab Ilsenburg (Bf). Spurweite 1000 mm.', ''];
  ['Ilsenburg', 'Marienhof', 'Ilsefälle', 'Bremer Hütte'].forEach((n) => {
    const s = ST[n];
    const fac = s.fac.map((f) => (n === 'Bremer Hütte' && f === 'Café' ? 'Gaststätte' : FAC_DE[f])).join(', ');
    stationFacts(s, file, { dist: `Streckenkilometer: ${de(s.km, 1)}`, fac: `Ausstattung: ${fac}`, staffed: `Besetzt: ${s.staffed ? 'ja' : 'nein'}`, platforms: `Bahnsteige: ${s.platforms}` });
    out.push(`## ${n}`, '', `Streckenkilometer: ${de(s.km, 1)}`, `Bahnsteige: ${s.platforms}`, `Ausstattung: ${fac}`, `Besetzt: ${s.staffed ? 'ja' : 'nein'}`, '');
  });
  out.push('Haltepunkte ohne Aufsicht: Halt nur bei Bedarf.', '');
  corpus.write(file, out.join('\n'));
}

// wide passenger tables 2024 (one row per station, a column per month)
const MON = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const SEASON = [0, 0.35, 0.55, 0.9, 0.85, 0.95, 1.25, 1.45, 0.8, 0.75, 0.2, 1.1];
{
  const file = 'passengers/passenger-numbers-2024.csv';
  const base = { 'Corve Bridge': 5200, Culmington: 240, Diddlebury: 610, Munslow: 1480, 'Broadstone Halt': 95, Shipton: 330, Bourton: 2650 };
  const rows = STATIONS.filter((s) => s.rly === CVR).map((s) => {
    const ms = MON.map((m, i) => (SEASON[i] === 0 ? null : Math.round(base[s.name] * SEASON[i] * r.float(0.85, 1.15))));
    ms.forEach((v, i) => v != null && corpus.also(s.name, 'station', `passengers_2024_${MON[i]}`, v, '', enGroup(v), file));
    corpus.also(s.name, 'station', 'passengers_2024', ms.reduce((a, c) => a + (c ?? 0), 0), '', '', file);
    return [s.name, ...ms.map((v) => (v == null ? '–' : enGroup(v)))];
  });
  corpus.write(file, delimited(['Station', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'], rows));
}
{
  const file = 'ilsetalbahn/fahrgastzahlen-2024.md';
  const DE_M = ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'];
  const SEASON_DE = [0, 0, 0.5, 0.8, 1.0, 1.1, 1.3, 1.4, 1.0, 1.05, 0.3, 0.9];
  const base = { Ilsenburg: 3100, Marienhof: 180, Ilsefälle: 820, 'Bremer Hütte': 1900 };
  const out = ['# Fahrgastzahlen 2024 (Einsteiger je Bahnhof)', '', 'Januar und Februar kein Fahrbetrieb.', '', `| Bahnhof | ${DE_M.join(' | ')} |`, `|---|${DE_M.map(() => '---:').join('|')}|`];
  STATIONS.filter((s) => s.rly === ITB).forEach((s) => {
    const ms = MON.map((m, i) => (SEASON_DE[i] === 0 ? null : Math.round(base[s.name] * SEASON_DE[i] * r.float(0.85, 1.15))));
    ms.forEach((v, i) => v != null && corpus.also(s.name, 'station', `passengers_2024_${MON[i]}`, v, '', deGroup(v), file));
    corpus.also(s.name, 'station', 'passengers_2024', ms.reduce((a, c) => a + (c ?? 0), 0), '', '', file);
    out.push(`| ${s.name} | ${ms.map((v) => (v == null ? '–' : deGroup(v))).join(' | ')} |`);
  });
  out.push('', 'Quelle: Fahrkartenautomaten und Zugbegleiter-Zählung.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (d) services
const WEEK = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// [code, departs, origin, destination, arrives, loco, days]
const SERVICES = [
  ['2B01', '10:00', 'Corve Bridge', 'Bourton', '10:48', 'Corvedale Manor', ['Wed', 'Sat', 'Sun']],
  ['2A02', '11:05', 'Bourton', 'Corve Bridge', '11:52', 'Corvedale Manor', ['Wed', 'Sat', 'Sun']],
  ['2B03', '12:15', 'Corve Bridge', 'Bourton', '13:03', 'Stokesay Castle', ['Sat', 'Sun']],
  ['2A04', '13:20', 'Bourton', 'Corve Bridge', '14:08', 'Stokesay Castle', ['Sat', 'Sun']],
  ['2B05', '14:30', 'Corve Bridge', 'Bourton', '15:18', 'Corvedale Manor', ['Wed', 'Sat', 'Sun']],
  ['2A06', '15:35', 'Bourton', 'Corve Bridge', '16:23', 'Corvedale Manor', ['Wed', 'Sat', 'Sun']],
  ['2B07', '16:45', 'Corve Bridge', 'Munslow', '17:10', 'Onny Valley', ['Sun']],
  ['2A08', '17:25', 'Munslow', 'Corve Bridge', '17:52', 'Onny Valley', ['Sun']],
  ['1Z31', '19:15', 'Corve Bridge', 'Bourton', '20:20', 'Stokesay Castle', ['Fri', 'Sat']],
  ['2P11', '11:30', 'Munslow', 'Bourton', '11:52', 'Hilda', ['Tue', 'Thu']],
  ['2P12', '12:10', 'Bourton', 'Munslow', '12:32', 'Hilda', ['Tue', 'Thu']],
  ['2K41', '09:15', 'Corve Bridge', 'Munslow', '09:42', 'Titan', ['Mon', 'Fri']],
  ['1Z40', '08:30', 'Corve Bridge', 'Shipton', '09:14', 'Titterstone', ['Thu']],
  ['P 1', '09:30', 'Ilsenburg', 'Bremer Hütte', '10:12', 'Harzfalke', WEEK],
  ['P 2', '10:30', 'Bremer Hütte', 'Ilsenburg', '11:10', 'Harzfalke', WEEK],
  ['P 3', '13:00', 'Ilsenburg', 'Bremer Hütte', '13:44', 'Ilse', ['Sat', 'Sun']],
  ['P 4', '14:15', 'Bremer Hütte', 'Ilsenburg', '14:57', 'Ilse', ['Sat', 'Sun']],
  ['P 21', '16:00', 'Ilsenburg', 'Ilsefälle', '16:24', 'Wernigerode', ['Wed', 'Thu', 'Fri']],
].map(([code, dep, from, to, arr, loco, days]) => ({ code, dep, from, to, arr, loco, days, rly: ST[from].rly }));
function svcFacts(s, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(s.code, 'service', attr, value, unit, stated, file);
  F('departs', s.dep, 'text', st.dep);
  F('arrives', s.arr, 'text', st.arr);
  F('origin', s.from, 'text', st.from ?? s.from);
  F('destination', s.to, 'text', st.to ?? s.to);
  F('loco', s.loco, 'text', st.loco);
  F('days', s.days, 'list', st.days);
  F('railway', s.rly, 'text', '');
}
const DAYCODE = { Mon: 'M', Tue: 'T', Wed: 'W', Thu: 'Th', Fri: 'F', Sat: 'S', Sun: 'Su' };
{
  const file = 'timetable/green-timetable-2025.md';
  const out = ['# Green timetable 2025', '', 'Runs 1 March – 2 November 2025. Day codes: M Mon, T Tue, W Wed, Th Thu, F Fri, S Sat, Su Sun. Loco numbers as diagrammed; substitutions at the shed master\'s discretion.', '',
    '| Train | Dep | From | To | Arr | Loco | Runs |', '|---|---|---|---|---|---|---|'];
  SERVICES.slice(0, 8).forEach((s) => {
    const days = s.days.map((d) => DAYCODE[d]).join(' ');
    svcFacts(s, file, { dep: s.dep, arr: s.arr, loco: `| ${LO[s.loco].no} |`, days: `| ${days} |` });
    out.push(`| ${s.code} | ${s.dep} | ${s.from} | ${s.to} | ${s.arr} | ${LO[s.loco].no} | ${days} |`);
  });
  out.push('', 'All trains call at all stations; Broadstone Halt and Culmington by request.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'timetable/specials-and-shuttles-2025.html';
  const pm = (t) => {
    const [h, m] = t.split(':').map(Number);
    return `${h % 12 || 12}.${String(m).padStart(2, '0')}${h < 12 ? 'am' : 'pm'}`;
  };
  const PL = { Mon: 'Mondays', Tue: 'Tuesdays', Wed: 'Wednesdays', Thu: 'Thursdays', Fri: 'Fridays', Sat: 'Saturdays', Sun: 'Sundays' };
  const NAMES = { '1Z31': 'Corvedale Diner (dining train)', '2P11': 'Munslow–Bourton shuttle', '2P12': 'Bourton–Munslow shuttle', '2K41': 'Permanent-way staff train (public welcome)', '1Z40': 'Footplate Experience' };
  const rows = SERVICES.slice(8, 13).map((s) => {
    const days = s.days.length === 2 ? `${PL[s.days[0]]} & ${PL[s.days[1]]}` : PL[s.days[0]];
    svcFacts(s, file, { dep: pm(s.dep), arr: pm(s.arr), loco: LO[s.loco].no, days });
    return `    <tr><td>${s.code}</td><td>${esc(NAMES[s.code])}</td><td>${esc(s.from)}</td><td>${pm(s.dep)}</td><td>${esc(s.to)}</td><td>${pm(s.arr)}</td><td>${esc(LO[s.loco].no)}</td><td>${esc(days)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Specials and shuttles 2025</title></head>
<body>
<h1>Specials and shuttles — 2025 season</h1>
<p>These run in addition to the Green timetable. Dining and footplate trains must be pre-booked.</p>
<table>
  <thead><tr><th>Headcode</th><th>Train</th><th>From</th><th>Departs</th><th>To</th><th>Arrives</th><th>Loco</th><th>Days</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
{
  const file = 'ilsetalbahn/fahrplan-2025.md';
  const VT = (d) => (d.length === 7 ? 'täglich' : d.join(',') === 'Sat,Sun' ? 'Sa, So' : 'Mi–Fr');
  const out = ['# Fahrplan 2025 — Ilsetalbahn', '', 'Gültig 29. März bis 2. November 2025.', ''];
  SERVICES.slice(13).forEach((s) => {
    svcFacts(s, file, { dep: `ab ${s.dep}`, arr: `an ${s.arr}`, loco: `Lok: ${LO[s.loco].no}`, days: `Verkehrstage: ${VT(s.days)}` });
    out.push(`## Zug ${s.code}`, '', `${s.from} ab ${s.dep}`, `${s.to} an ${s.arr}`, `Lok: ${LO[s.loco].no}`, `Verkehrstage: ${VT(s.days)}`, '');
  });
  out.push('Alle Züge halten bei Bedarf in Marienhof.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (e) volunteers
// [name, grade, depot, joined]
const VOL_DEF = [
  ['Tom Bevan', 'Driver', 'Corve Bridge', 1998], ['Gareth Pugh', 'Driver', 'Corve Bridge', 2003], ['Alan Corbett', 'Driver', 'Munslow', 1994],
  ['Ian Whitmore', 'Driver', 'Corve Bridge', 2008], ['Ken Preece', 'Driver', 'Bourton', 2001], ['Phil Bebbington', 'Driver', 'Corve Bridge', 2011],
  ['Colin Tudor', 'Driver', 'Munslow', 1989], ['Geoff Mansell', 'Driver', 'Corve Bridge', 2006],
  ['Rhys Edwards', 'Fireman', 'Corve Bridge', 2017], ['Jenny Hulme', 'Fireman', 'Corve Bridge', 2015], ['Bob Jarvis', 'Fireman', 'Munslow', 2012],
  ['Stuart Onions', 'Fireman', 'Corve Bridge', 2019], ['Andy Bache', 'Fireman', 'Bourton', 2014], ['Lucy Venables', 'Fireman', 'Corve Bridge', 2021],
  ['Oliver Kemp', 'Fireman', 'Munslow', 2022], ['Josh Everall', 'Fireman', 'Corve Bridge', 2019],
  ['Sue Marsh', 'Guard', 'Corve Bridge', 2005], ['Margaret Lloyd', 'Guard', 'Munslow', 1999], ['Hannah Price', 'Guard', 'Bourton', 2016],
  ['Chris Moss', 'Guard', 'Corve Bridge', 2010], ['Emma Bright', 'Guard', 'Corve Bridge', 2020], ['Nigel Parton', 'Guard', 'Munslow', 2007],
  ['Claire Downes', 'Guard', 'Bourton', 2013], ['Priya Shah', 'Guard', 'Munslow', 2025],
  ['Dave Hodnet', 'Signalman', 'Corve Bridge', 1996], ['Mike Griffiths', 'Signalman', 'Munslow', 2002], ['Pete Dorsett', 'Signalman', 'Bourton', 2009],
  ['Ron Tranter', 'Signalman', 'Corve Bridge', 1991], ['Brian Rowlands', 'Signalman', 'Munslow', 2004], ['Will Hamer', 'Signalman', 'Bourton', 2018],
  ['Klaus Rettig', 'Driver', 'Ilsenburg', 1992], ['Heike Brandes', 'Driver', 'Ilsenburg', 2004], ['Jörg Wendland', 'Fireman', 'Ilsenburg', 2015],
  ['Sabine Oelze', 'Fireman', 'Bremer Hütte', 2019], ['Matthias Kühne', 'Guard', 'Ilsenburg', 2008], ['Uwe Sander', 'Signalman', 'Bremer Hütte', 2011],
];
const VOLS = VOL_DEF.map(([name, grade, depot, joined], i) => {
  const base = grade === 'Driver' ? [90, 260] : grade === 'Fireman' ? [70, 240] : grade === 'Guard' ? [50, 200] : [40, 180];
  const german = i >= 30;
  const hours = german ? Math.round(r.float(...base) * 2) / 2 : joined === 2025 ? 64 : r.int(...base);
  return { name, grade, depot, joined, hours, rly: german ? ITB : CVR, given: name.split(' ')[0], family: name.split(' ').slice(1).join(' ') };
});
VOLS.find((v) => v.name === 'Josh Everall').hours = 212;
const VO = Object.fromEntries(VOLS.map((v) => [v.name, v]));
// staff numbers in order of joining (UK)
VOLS.filter((v) => v.rly === CVR).sort((a, b) => a.joined - b.joined || a.name.localeCompare(b.name)).forEach((v, i) => (v.staffNo = `CVR-${String(101 + i * 3).padStart(4, '0')}`));
function volFacts(v, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(v.name, 'volunteer', attr, value, unit, stated, file);
  F('grade', v.grade, 'text', s.grade);
  F('depot', v.depot, 'place', s.depot);
  F('hours_2025', v.hours, 'h', s.hours);
  F('joined', v.joined, '', s.joined);
  F('railway', v.rly, 'text', '');
}
const uk = VOLS.filter((v) => v.rly === CVR && !['Priya Shah', 'Josh Everall'].includes(v.name));
const ukShuffled = r.shuffle(uk);
const regVols = ukShuffled.slice(0, 11);
const profVols = ukShuffled.slice(11, 16);
const htmlVols = ukShuffled.slice(16, 22);
const jsonVols = ukShuffled.slice(22);
{
  const file = 'volunteers/competence-register.csv';
  const rows = [...regVols].sort((a, b) => a.family.localeCompare(b.family)).map((v) => {
    volFacts(v, file, { grade: v.grade, depot: v.depot, hours: String(v.hours), joined: String(v.joined) });
    corpus.alias(v.name, `${v.staffNo},${v.family},${v.given}`);
    return [v.staffNo, v.family, v.given, v.grade, v.depot, v.joined, v.hours, L(v.joined, ['PTS, rules 2024', 'PTS, rules 2025', 'PTS', 'PTS, rules 2023, first aid'])];
  });
  corpus.write(file, delimited(['Staff no', 'Surname', 'Forename', 'Grade', 'Depot', 'Joined', 'Hours 2025 (to 31 Aug)', 'Certificates'], rows));
}
profVols.forEach((v, k) => {
  const file = `volunteers/profiles/${slug(v.name)}.md`;
  const s = { grade: `Grade: ${v.grade}`, depot: `Based at: ${v.depot}`, hours: `Hours logged in 2025: ${v.hours}`, joined: `Volunteer since: ${v.joined}` };
  volFacts(v, file, s);
  corpus.write(file, [
    `# ${v.name}`, '', `Staff number: ${v.staffNo}`, s.grade, s.depot, s.joined, s.hours, '',
    L(k, [
      `${v.given} came to us from the Severn Valley and knows every curve of the line.`,
      `${v.given} also helps in the carriage works on winter Wednesdays.`,
      `${v.given} is one of our assessors for new recruits.`,
      `${v.given} looks after the rule book updates for the grade.`,
      `${v.given} runs the Tuesday working party when not rostered.`,
    ]), '',
  ].join('\n'));
});
{
  const file = 'volunteers/crew-list.html';
  const ROLE_B = { Driver: 'Engine driver', Fireman: 'Fireman', Guard: 'Guard', Signalman: 'Signaller' };
  const rows = htmlVols.map((v) => {
    volFacts(v, file, { grade: ROLE_B[v.grade], depot: `${v.depot} depot`, hours: `${v.hours} hrs`, joined: String(v.joined) });
    return `    <tr><td>${esc(v.name)}</td><td>${ROLE_B[v.grade]}</td><td>${esc(v.depot)} depot</td><td>${v.hours} hrs</td><td>${v.joined}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Operating volunteers — who's who</title></head>
<body>
<h1>Operating volunteers</h1>
<p>Hours are this year's signed-on hours up to the end of August.</p>
<table>
  <thead><tr><th>Volunteer</th><th>Role</th><th>Home depot</th><th>Hours YTD</th><th>Member since</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
// the rostering system's export: its own volunteers + every UK service's crew
const STEAM = (s) => LO[s.loco].trac === 'steam';
const ukSvc = SERVICES.filter((s) => s.rly === CVR);
{
  const drivers = VOLS.filter((v) => v.rly === CVR && v.grade === 'Driver');
  const firemen = VOLS.filter((v) => v.rly === CVR && v.grade === 'Fireman' && v.name !== 'Josh Everall');
  const guards = VOLS.filter((v) => v.rly === CVR && v.grade === 'Guard' && v.name !== 'Priya Shah');
  ukSvc.forEach((s, i) => {
    s.driver = drivers[(i * 3) % drivers.length].name;
    s.fireman = STEAM(s) ? firemen[(i * 5 + 1) % firemen.length].name : null;
    s.guard = guards[(i * 2 + 3) % guards.length].name;
  });
}
{
  const file = 'rostering/rostermate-export-2025-08.json';
  const ref = (n) => (n ? { staffNo: VO[n].staffNo, display: `${VO[n].family}, ${VO[n].given}` } : null);
  const volunteers = jsonVols.map((v) => {
    volFacts(v, file, { grade: v.grade, depot: v.depot, hours: '', joined: '' });
    return { staffNo: v.staffNo, person: { fullName: v.name, sortName: `${v.family}, ${v.given}` }, competences: [{ grade: v.grade, status: 'passed out' }], homeDepot: v.depot, memberSince: v.joined, hours: { ytd: v.hours, unit: 'h' } };
  });
  const diagrams = ukSvc.map((s) => {
    corpus.also(s.code, 'service', 'driver', s.driver, 'person', `${VO[s.driver].family}, ${VO[s.driver].given}`, file);
    if (s.fireman) corpus.also(s.code, 'service', 'fireman', s.fireman, 'person', `${VO[s.fireman].family}, ${VO[s.fireman].given}`, file);
    corpus.also(s.code, 'service', 'guard', s.guard, 'person', `${VO[s.guard].family}, ${VO[s.guard].given}`, file);
    return { service: { headcode: s.code, timetable: s.code.startsWith('2A') || s.code.startsWith('2B') ? 'Green' : 'Specials' }, crew: { driver: ref(s.driver), fireman: ref(s.fireman), guard: ref(s.guard) } };
  });
  corpus.write(file, JSON.stringify({ export: { system: 'RosterMate 4.2', generated: '2025-08-31T18:02:00Z', organisation: CVR, period: { from: '2025-09-01', to: '2025-09-30' } }, volunteers, diagrams }, null, 2) + '\n');
}
// a newsletter states two volunteers and two events only in sentences (written with the events below)

{
  const file = 'ilsetalbahn/ehrenamtliche.md';
  const FUNK = { Driver: 'Lokführer', Fireman: 'Heizer', Guard: 'Zugführer', Signalman: 'Fahrdienstleiter' };
  const out = ['# Unsere Ehrenamtlichen im Betriebsdienst', '', 'Stand: 31. August 2025. Einsatzstunden seit 1. Januar.', ''];
  VOLS.filter((v) => v.rly === ITB).forEach((v) => {
    const fun = v.grade === 'Driver' && v.name === 'Heike Brandes' ? 'Lokführerin' : v.grade === 'Fireman' && v.name === 'Sabine Oelze' ? 'Heizerin' : FUNK[v.grade];
    const s = { grade: `Funktion: ${fun}`, depot: `Einsatzort: ${v.depot}`, hours: `Einsatzstunden 2025: ${de(v.hours, 1)}`, joined: `Mitglied seit: ${v.joined}` };
    volFacts(v, file, s);
    out.push(`## ${v.name}`, '', s.grade, s.depot, s.joined, s.hours, '');
  });
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (f) fares and ticket sales
const FARES = [
  { name: 'Day Rover', adult: 22, child: 11, family: 58, rly: CVR },
  { name: 'Full-line Return', adult: 18.5, child: 9.25, family: 48, rly: CVR },
  { name: 'Single', adult: 10, child: 5, family: null, rly: CVR },
  { name: 'Shuttle Return', adult: 9, child: 4.5, family: 24, rly: CVR },
  { name: 'Footplate Experience', adult: 195, child: null, family: null, rly: CVR },
  { name: 'Corvedale Diner', adult: 52.5, child: 26, family: null, rly: CVR },
  { name: 'Santa Special', adult: 24, child: 28, family: 95, rly: CVR },
  { name: 'Season Ticket', adult: 85, child: 40, family: 210, rly: CVR },
  { name: 'Tageskarte', adult: 18, child: 9, family: 45, rly: ITB },
  { name: 'Einfache Fahrt', adult: 8.5, child: 4.25, family: null, rly: ITB },
  { name: 'Hin- und Rückfahrt', adult: 14, child: 7, family: 36, rly: ITB },
  { name: 'Mondscheinfahrt', adult: 22, child: 11, family: null, rly: ITB },
];
function fareFacts(f, file, s) {
  const cur = f.rly === CVR ? 'GBP' : 'EUR';
  const F = (attr, value, unit, stated) => corpus.fact(f.name, 'fare', attr, value, unit, stated, file);
  F('railway', f.rly, 'text', '');
  F('adult', f.adult, cur, s.adult);
  if (f.child != null) F('child', f.child, cur, s.child);
  if (f.family != null) F('family', f.family, cur, s.family);
}
const gbp = (x) => `£${x.toFixed(2)}`;
{
  const file = 'fares/fares-2025.html';
  const rows = FARES.slice(0, 4).map((f) => {
    fareFacts(f, file, { adult: gbp(f.adult), child: gbp(f.child), family: f.family ? gbp(f.family) : '' });
    return `    <tr><td>${esc(f.name)}</td><td>${gbp(f.adult)}</td><td>${gbp(f.child)}</td><td>${f.family ? gbp(f.family) : '—'}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Fares 2025 — Corve Valley Railway</title></head>
<body>
<h1>Fares 2025</h1>
<p>Children 3–15; under-3s free. Family = 2 adults + up to 3 children. Dogs 50p. Gift Aid adds 10% for members' donations, not fares.</p>
<table>
  <thead><tr><th>Ticket</th><th>Adult</th><th>Child (3–15)</th><th>Family (2+3)</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Single tickets are sold on the train only for journeys of up to three stations.</p>
</body></html>
`);
}
{
  const file = 'fares/special-tickets-2025.md';
  const out = ['# Special tickets 2025', '', 'Pre-booked only, through the website or the booking office at Corve Bridge.', ''];
  const f1 = FARES[4];
  fareFacts(f1, file, { adult: 'Price: £195 per person' });
  out.push('## Footplate Experience', '', 'Price: £195 per person', 'Who: adults 18 and over (no child fare)', 'Includes: two return trips on the footplate of 9681, lunch at Munslow', '');
  const f2 = FARES[5];
  fareFacts(f2, file, { adult: 'Adult fare: £52.50 per head', child: 'Child fare: £26' });
  out.push('## Corvedale Diner', '', 'Adult fare: £52.50 per head', 'Child fare: £26', 'Includes: three-course dinner in the restaurant car', '');
  const f3 = FARES[6];
  fareFacts(f3, file, { adult: 'Adult fare: £24', child: 'Child fare: £28 (includes a present)', family: 'Family ticket: £95' });
  out.push('## Santa Special', '', 'Adult fare: £24', 'Child fare: £28 (includes a present)', 'Family ticket: £95', 'Runs: weekends in December', '');
  const f4 = FARES[7];
  fareFacts(f4, file, { adult: 'Adult fare: £85', child: 'Child fare: £40', family: 'Family ticket: £210' });
  out.push('## Season Ticket', '', 'Adult fare: £85', 'Child fare: £40', 'Family ticket: £210', 'Valid: all Green timetable trains, 1 March 2025 – 28 February 2026', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'ilsetalbahn/fahrpreise-2025.md';
  const eur = (x) => `${de(x, 2)} €`;
  const out = ['# Fahrpreise 2025', '', 'Kinder von 6 bis 14 Jahren. Familienkarte: 2 Erwachsene und bis zu 3 Kinder.', '', '| Fahrkarte | Erwachsene | Kinder | Familie |', '|---|---|---|---|'];
  FARES.slice(8).forEach((f) => {
    fareFacts(f, file, { adult: eur(f.adult), child: eur(f.child), family: f.family ? eur(f.family) : '' });
    out.push(`| ${f.name} | ${eur(f.adult)} | ${eur(f.child)} | ${f.family ? eur(f.family) : '—'} |`);
  });
  out.push('', 'Hunde fahren kostenlos. Fahrräder 3,00 € (nur P 1 und P 2).', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'sales/ticket-sales-2025-export.csv';
  const CH = ['Online', 'Booking office', 'On train'];
  const rows = [];
  FARES.slice(0, 8).forEach((f) => {
    const chans = f.name === 'Single' ? ['Booking office', 'On train'] : ['Footplate Experience', 'Corvedale Diner', 'Santa Special', 'Season Ticket'].includes(f.name) ? ['Online', 'Booking office'] : CH;
    let qtot = 0;
    let gtot = 0;
    const scale = { 'Day Rover': 900, 'Full-line Return': 1400, Single: 600, 'Shuttle Return': 500, 'Footplate Experience': 30, 'Corvedale Diner': 160, 'Santa Special': 200, 'Season Ticket': 60 }[f.name];
    chans.forEach((ch) => {
      const q = Math.max(3, Math.round(scale * r.float(0.3, 1.0) * (ch === 'On train' ? 0.4 : 1)));
      const avg = f.child != null ? f.adult * r.float(0.78, 0.92) : f.adult;
      const g = Math.round(q * avg * 100) / 100;
      qtot += q;
      gtot += g;
      rows.push([f.name, ch, q, de(g, 2).replace(/\B(?=(\d{3})+(?!\d))(?=.*,)/g, '.')]);
    });
    corpus.also(f.name, 'fare', 'sold_2025', qtot, '', '', file);
    corpus.also(f.name, 'fare', 'revenue_2025', Math.round(gtot * 100) / 100, 'GBP', '', file);
  });
  const body = delimited(['Ticket type', 'Channel', 'Qty', 'Gross (GBP)'], rows, ';');
  corpus.write(file, `Corve Valley Railway - TicketDesk export\nReport: Sales by ticket type and channel\nPeriod: 01/03/2025 - 31/08/2025\nLocale: de-DE (decimal comma)\n\n${body}`);
}

// ------------------------------------------------------------------ (g) events and newsletters
// [name, start, end, passengers, loco, railway]
const EVENTS = [
  { name: 'Mince Pie Specials', start: '2025-01-01', end: '2025-01-02', pax: 640, loco: 'Stokesay Castle', rly: CVR },
  { name: 'Snowdrop Specials', start: '2025-02-15', end: '2025-02-23', pax: 1180, loco: 'Hilda', rly: CVR },
  { name: 'Spring Steam Gala', start: '2025-05-03', end: '2025-05-05', pax: 2140, loco: 'Corvedale Manor', rly: CVR },
  { name: '1940s Weekend', start: '2025-06-14', end: '2025-06-15', pax: 1655, loco: 'Onny Valley', rly: CVR },
  { name: 'Easter Egg Hunt', start: '2025-04-18', end: '2025-04-21', pax: 2960, loco: 'Titterstone', rly: CVR },
  { name: 'Real Ale & Jazz Train', start: '2025-07-12', end: '2025-07-12', pax: 310, loco: 'Stokesay Castle', rly: CVR },
  { name: "Teddy Bears' Picnic", start: '2025-08-09', end: '2025-08-10', pax: 1312, loco: 'Hilda', rly: CVR },
  { name: 'Walpurgis-Dampf', start: '2025-04-30', end: '2025-05-01', pax: 2350, loco: 'Harzfalke', rly: ITB },
  { name: 'Ilsetaler Dampftage', start: '2025-06-21', end: '2025-06-22', pax: 3120, loco: 'Stapelburg', rly: ITB },
  { name: 'Mondscheinfahrt im August', start: '2025-08-15', end: '2025-08-15', pax: 148, loco: 'Ilse', rly: ITB },
];
function eventFacts(e, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(e.name, 'event', attr, value, unit, stated, file);
  F('start', e.start, 'date', s.start);
  F('end', e.end, 'date', s.end);
  F('passengers', e.pax, '', s.pax);
  F('loco', e.loco, 'text', s.loco);
  F('railway', e.rly, 'text', '');
}
{
  const file = 'events/events-2025.md';
  const out = ['# Events 2025 — results so far', '', 'Passenger figures are journeys booked plus tickets sold on the day.', ''];
  EVENTS.slice(0, 4).forEach((e, k) => {
    const [y1, m1, d1] = e.start.split('-').map(Number);
    const [, m2, d2] = e.end.split('-').map(Number);
    const mon = fmtDate(e.start, 'long').split(' ')[1];
    const dates = m1 === m2 ? `${d1}–${d2} ${mon} ${y1}` : `${fmtDate(e.start, 'long')} – ${fmtDate(e.end, 'long')}`;
    const pax = enGroup(e.pax);
    eventFacts(e, file, { start: dates, end: dates, pax: `Passengers carried: ${pax}`, loco: `Star loco: ${LO[e.loco].no}` });
    out.push(`## ${e.name}`, '', `Dates: ${dates}`, `Passengers carried: ${pax}`, `Star loco: ${LO[e.loco].no}`,
      `Notes: ${L(k, ['mince pies and mulled wine at Bourton', 'snowdrop walk from Diddlebury', 'visiting engine cancelled; all home fleet in steam', 're-enactors and a 1940s dance at Munslow'])}`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'newsletters/corve-chronicle-spring-2025.md';
  const e = EVENTS[4];
  eventFacts(e, file, { start: '18–21 April', end: '18–21 April', pax: '2,960 passengers', loco: '9681 Titterstone' });
  corpus.write(file, `# The Corve Chronicle — Spring 2025

## From the chairman

What a start to the season. The Easter Egg Hunt (18–21 April) was our busiest Easter yet: 2,960 passengers over the four days, with 9681 Titterstone doing most of the work and the diesel on standby. Thank you to everyone who gave up their bank holiday.

## Works news

The new water crane at Munslow is in use. Wenlock Edge has been lifted and her wheelsets are away for re-profiling. The carriage works finished the repaint of W4931 into BR green.

## Dates for your diary

- 3–5 May: Spring Steam Gala
- 14–15 June: 1940s Weekend
- 12 July: Real Ale & Jazz Train
`);
}
{
  const file = 'newsletters/corve-chronicle-summer-2025.md';
  const e1 = EVENTS[5];
  const e2 = EVENTS[6];
  eventFacts(e1, file, { start: 'Saturday 12 July', end: 'Saturday 12 July', pax: 'sold all 310 seats', loco: '80158' });
  eventFacts(e2, file, { start: '9 and 10 August', end: '9 and 10 August', pax: '1,312 passengers', loco: 'No. 3 Hilda' });
  const p = VO['Priya Shah'];
  const j = VO['Josh Everall'];
  const F = (v, attr, value, unit, stated) => corpus.fact(v.name, 'volunteer', attr, value, unit, stated, file);
  F(p, 'grade', p.grade, 'text', 'passed out as a guard');
  F(p, 'depot', p.depot, 'place', 'based at Munslow');
  F(p, 'hours_2025', p.hours, 'h', '64 hours');
  F(p, 'joined', p.joined, '', 'joined us in March');
  F(p, 'railway', p.rly, 'text', '');
  F(j, 'grade', j.grade, 'text', 'passed out as a fireman');
  F(j, 'depot', j.depot, 'place', 'at Corve Bridge');
  F(j, 'hours_2025', j.hours, 'h', '212 hours');
  F(j, 'joined', j.joined, '', 'a member since 2019');
  F(j, 'railway', j.rly, 'text', '');
  corpus.write(file, `# The Corve Chronicle — Summer 2025

## Events

The Real Ale & Jazz Train on Saturday 12 July sold all 310 seats within a fortnight of going on sale; 80158 ran the train with the restaurant car and both TSOs, and the band played Munslow platform to a standstill.

The Teddy Bears' Picnic on 9 and 10 August carried 1,312 passengers, nearly all of them behind No. 3 Hilda on the shuttle, which ran every forty minutes between Munslow and Bourton.

## People

Welcome aboard Priya Shah, who joined us in March and has already passed out as a guard. Priya is based at Munslow and has put in 64 hours since Easter.

Congratulations to Josh Everall, a member since 2019, who passed out as a fireman at Corve Bridge in June; he has logged 212 hours so far this year.

## Appeals

The Wenlock Edge overhaul fund stands at £118,400 of the £165,000 needed. The new lamp room roof cost £6,250 and is finished.
`);
}
{
  const file = 'ilsetalbahn/veranstaltungen-2025.md';
  const out = ['# Veranstaltungen 2025 — Rückblick', '', 'Fahrgastzahlen laut Zugbegleiter-Zählung.', ''];
  EVENTS.slice(7).forEach((e) => {
    const termin = e.start === e.end ? fmtDate(e.start, 'dotted') : `${fmtDate(e.start, 'dotted').slice(0, 6)}–${fmtDate(e.end, 'dotted')}`;
    eventFacts(e, file, { start: `Termin: ${termin}`, end: `Termin: ${termin}`, pax: `Fahrgäste: ${deGroup(e.pax)}`, loco: `Zuglok: ${LO[e.loco].no}` });
    out.push(`## ${e.name}`, '', `Termin: ${termin}`, `Fahrgäste: ${deGroup(e.pax)}`, `Zuglok: ${LO[e.loco].no}`, '');
  });
  out.push('Partnerbesuch aus Shropshire zu den Dampftagen: 14 Mitglieder der Corve Valley Railway.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `CORVE VALLEY RAILWAY — SHARED DRIVE (operating year 2025)
locos/          loco sheets and record cards (Mechanical Engineer)
shed/           shed notes
rolling-stock/  carriage register, wagons
stations/       station pages and guide
timetable/      Green timetable, specials
rostering/      RosterMate exports
volunteers/     register, profiles, crew list
fares/ sales/   fares, ticket sales exports
events/ newsletters/
passengers/     passenger counts
ilsetalbahn/    our twin railway in the Harz (files in German)
admin/ safety/  minutes, insurance, notices
mail/           saved e-mails
`);
corpus.write('admin/committee-minutes-2025-07.md', `# Operating committee — 8 July 2025

Present: chairman, Mechanical Engineer, Operations Manager, Commercial Manager, Volunteer Liaison.

1. Season to date: journeys up 7% on 2024; online bookings now 48% of sales.
2. Coal: 140 tonnes in stock; price £412 per tonne delivered, up from £388.
3. Wenlock Edge overhaul: boiler quote £96,000; decision deferred to September.
4. Level crossing at Culmington: new barriers commissioned 12 June, 11 days late.
5. Twinning: 14 members to visit the Ilsetalbahn for the Dampftage in June (done); return visit planned for 2026.
6. AOB: the booking office till is 15 years old and will be replaced.

Next meeting: 9 September 2025, 19:30, Corve Bridge mess room.
`);
corpus.write('admin/insurance-2025.md', `# Insurance summary 2025

| Cover | Insurer | Limit | Premium |
|---|---|---|---|
| Public liability | Heritage Rail Mutual | £10,000,000 | £14,820 |
| Employers' liability (volunteers) | Heritage Rail Mutual | £10,000,000 | £3,960 |
| Boiler and pressure plant inspection | Allianz Engineering | — | £6,410 |
| Buildings and rolling stock | NFU Mutual | £4,250,000 | £11,300 |

Renewal 1 March. Engineering inspections are arranged by the insurer's surveyor.
`);
corpus.write('safety/weekly-operating-notice-32.md', `# Weekly Operating Notice No. 32 (4 – 10 August 2025)

- Temporary speed restriction 10 mph, 7 m 20 ch – 7 m 35 ch (Broadstone bank), until further notice.
- Culmington crossing: barriers now automatic; drivers to sound the whistle at the W board as before.
- Bourton: run-round loop points clipped for the shuttle on Tuesday and Thursday.
- Fire risk HIGH: spark arrestors on all steam locos; lineside patrol after each train on Broadstone bank.
- Single-line token: Corve Bridge – Munslow (red, round), Munslow – Bourton (blue, square).
`);
corpus.write('safety/fire-risk-procedure.md', `# Lineside fire risk procedure

When the Met Office fire severity index is 4 or 5:
1. Steam locos fitted with spark arrestors; ashpan dampers closed when coasting.
2. A diesel on standby at Corve Bridge.
3. Lineside patrol after every train over Broadstone bank (about 1.2 miles).
4. Beaters and water at Diddlebury and Shipton.

Review: annually, April.
`);
corpus.write('admin/coal-and-water.md', `# Coal and water

Coal: Welsh steam coal, 25 kg bags for the small engines; bulk for the rest. Typical day on the Green timetable: 1.8 – 2.2 tonnes.
Water: tanks at Corve Bridge (12,000 gallons) and Munslow (8,000 gallons); Bourton only has an emergency supply from the tank wagon.
Water treatment: tannin-based, dosed at the tank.
`);
corpus.write('admin/membership-2025.md', `# Membership summary (31 August 2025)

| Category | Members |
|---|---|
| Adult | 1,142 |
| Senior | 688 |
| Junior | 97 |
| Family | 203 |
| Life | 61 |

Active operating volunteers: about 120; the rostering system holds 132 records.
`);
corpus.write('ilsetalbahn/partnerschaft.md', `# Partnerschaft mit der Corve Valley Railway (Shropshire, England)

Seit 2012 sind die Ilsetalbahn e.V. und die Corve Valley Railway Partnervereine. Jedes Jahr besuchen sich die Mitglieder
gegenseitig; 2025 waren 14 Gäste aus Shropshire bei den Ilsetaler Dampftagen.

Ansprechpartner: Klaus Rettig (Ilsenburg), Telefon 039452 48 00 0.
Spendenkonto für die Hauptuntersuchung der 99 6201: Harzsparkasse, Stichwort „Brocken“.
`);
corpus.write('ilsetalbahn/protokoll-vorstand-2025-05.md', `# Protokoll der Vorstandssitzung vom 14. Mai 2025

1. Kohlevorrat: 38 t, Preis 465 € je Tonne.
2. Walpurgis-Dampf: sehr gut besucht, Einnahmen über Plan.
3. HU der 99 6201: Angebot 212.000 €; Förderantrag beim Land gestellt.
4. Neue Bahnsteigkante in Marienhof: Baubeginn Oktober.
5. Nächste Sitzung: 11. Juni 2025.
`);
corpus.write('mail/2025-03-10-track-week.eml', `From: Operations Manager <ops@corvevalleyrailway.org.uk>
To: all-volunteers@corvevalleyrailway.org.uk
Date: Mon, 10 Mar 2025 19:02:44 +0000
Subject: Track week 17-21 March

Hi all,

Track week runs Monday 17 to Friday 21 March. We are relaying 220 yards of bullhead rail on Broadstone bank and need
eight people a day. Meet at Corve Bridge at 08:30; the staff train leaves at 08:45. Boots, gloves and hi-vis, please.

Thanks,
Ops
`);
corpus.write('rolling-stock/carriage-works-plan-2025.md', `# Carriage works plan 2025-26

1. W4931: repaint finished March 2025.
2. W34966: new brake cylinders, winter 2025.
3. W9001 (saloon): roof canvas, 2026.
4. Set B: seat re-trimming, about 90 seat cushions.

Budget £24,500 for the year.
`);

const stats = corpus.flush(source);
console.log(`railway: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
