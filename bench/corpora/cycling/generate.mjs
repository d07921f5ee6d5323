#!/usr/bin/env node
// Cycling corpus (held-out): the shared drive of Wharfedale Wheelers CC, a cycling club in Otley, West Yorkshire,
// 2025, with its sister club in Girona, Spain (Club Ciclista Les Gavarres, whose files are partly in Spanish).
// 40 members, 24 bikes, 18 routes, 22 club rides, 26 race and time-trial results, 16 kit orders; a wide table of
// monthly mileage per rider and a wide table of the club's evening 10-mile time-trial series.
//   node bench/corpora/cycling/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "cycling-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) members: a membership-system CSV (`WW0231`, joined as a date, `V40`, BC licence as a category or blank),
//     Markdown profile sheets (label set A: `Membership number`, `Age group: 40–49`, `Member since`, `Racing
//     licence`), a new-members note (label set B: `No.:`, `Membership type`, `Age cat.`, `Joined: March 2025`, `BC
//     licence: Y`), committee cards in HTML, three joiners only in committee minutes (sentences), and a SPANISH
//     member list of the Girona club (`Nº socio`, `Tipo de socio: Numerario`, `Categoría: Máster 40`, `Licencia
//     federativa (RFEC): Sí`);
// (b) bikes: a Markdown garage table (kg), bike-fit notes per rider (`Key: value`), an HTML race-bike page in lb,
//     an insurance e-mail in prose and a SPANISH bike list (`Peso: 8,1 kg`, `Tipo: Carretera`);
// (c) routes: Markdown route sheets (km, m), HTML route cards (miles, ft), a ride captain's e-mail (prose, miles,
//     ft, km, m) and SPANISH route notes (`Desnivel acumulado: 1.520 m`, `Dificultad: Difícil`);
// (d) club rides: a booking-system YAML (nested; leader and riders by membership number), ride reports in prose
//     (mph, number words), a Markdown ride log (km/h or mph in one column) and a Strava-like group export of the
//     Girona club (CSV with a preamble, semicolons, decimal commas);
// (e) results: a results-register CSV (`h:mm:ss`), the racing secretary's e-mail in sentences (`seventh`,
//     `1 hour 58 minutes 22 seconds`), an HTML hill-climb and cyclocross table (`5:12.4`, `1st`) and SPANISH results
//     (`Tiempo: 4h 12' 35''`, `Puesto: 14º`); a WIDE table of the evening 10 series (a column per round, `DNS`);
// (f) kit orders: a supplier's CSV export, an HTML order form, an e-mail and a SPANISH order (`72,50 €`);
// (g) a WIDE mileage table (a column per month, miles) and background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: distances in km (`40 mi` holds 40 × 1.609344), elevation gain in m (`2,850 ft`
// holds × 0.3048), bike weights in kg (`20.1 lb` holds × 0.45359237), average speeds in km/h (`16.4 mph` holds ×
// 1.609344), race and TT times in minutes (`1:02:14` holds 62.2333), monthly mileage in miles (as the table states),
// kit prices per item in the stated currency (GBP or EUR, never converted); dates ISO; the joining year only;
// Spanish words in English (`Numerario` = Full, `Familiar` = Family, `Júnior` = Junior, `Sénior` = 18-39, `Máster
// 40` = 40-49, `Carretera` = Road, `Carbono` = Carbon, `Fácil|Media|Difícil|Muy difícil` = Easy|Moderate|Hard|Epic,
// `Maillot manga corta` = Short-sleeve jersey, `Culotte` = Bib shorts, `Chaleco` = Gilet, `Chaqueta de invierno` =
// Winter jacket).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('cycling-v1');
const MI = 1.609344;
const FT = 0.3048;
const LB = 0.45359237;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const es = (x, d) => Number(x).toFixed(d).replace('.', ',');
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];
const thou = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const thouEs = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen'];
const ORD = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth'];
const ordinal = (n) => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;
const WEEKDAY = (iso) => ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][new Date(`${iso}T12:00:00Z`).getUTCDay()];
const MON = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (mileage table, evening-10 table). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }

  /** The register names people `Surname,Forename`: that form counts as the entity's name in that file. */
  verify() {
    const saved = new Map(this.entityFile);
    for (const [e, f] of this.altNames ?? []) {
      const text = this.files.get(this.entityFile.get(e));
      if (text && text.includes(f)) this.entityFile.delete(e);
    }
    try {
      super.verify();
    } finally {
      this.entityFile = saved;
    }
  }
}
const corpus = new DriveCorpus(dir);

const WW = 'Wharfedale Wheelers';
const GV = 'CC Les Gavarres';

// ------------------------------------------------------------------ members
// [name, club, category, age group, joined, licence (null | '2nd' | '3rd' | '4th' | true), town, layout, join month (2025)]
const MEMBER_DEF = [
  ['Tom Hartley', WW, 'Full', '40-49', 2009, '3rd', 'Otley', 'register'],
  ['Graham Holroyd', WW, 'Full', '60+', 1988, null, 'Burley-in-Wharfedale', 'register'],
  ['Dave Sutcliffe', WW, 'Full', '50-59', 2004, null, 'Guiseley', 'register'],
  ['Aisha Rahman', WW, 'Full', '18-39', 2019, '4th', 'Otley', 'register'],
  ['Mick Barraclough', WW, 'Full', '60+', 1996, null, 'Menston', 'register'],
  ['Jenny Whitaker', WW, 'Family', '40-49', 2015, null, 'Ilkley', 'register'],
  ['Callum Firth', WW, 'Junior', 'Under 18', 2021, '3rd', 'Ilkley', 'register'],
  ['Ruth Ackroyd', WW, 'Full', '50-59', 2011, '4th', 'Pool-in-Wharfedale', 'register'],
  ['Imran Siddiqui', WW, 'Full', '18-39', 2022, '2nd', 'Yeadon', 'register'],
  ['Pete Lockwood', WW, 'Second claim', '40-49', 2018, '3rd', 'Harrogate', 'register'],
  ['Alice Haigh', WW, 'Junior', 'Under 18', 2023, '4th', 'Otley', 'register'],
  ['Karen Illingworth', WW, 'Full', '50-59', 2008, null, 'Ilkley', 'register'],
  ['Sam Dewhirst', WW, 'Full', '18-39', 2016, '2nd', 'Bramhope', 'register'],
  ['Owen Thackray', WW, 'Family', '40-49', 2015, null, 'Ilkley', 'register'],
  ['Jack Pickles', WW, 'Full', '18-39', 2020, null, 'Otley', 'register'],
  ['Harriet Moss', WW, 'Full', '40-49', 2012, '2nd', 'Otley', 'profile'],
  ['Sophie Brearley', WW, 'Full', '18-39', 2017, '3rd', 'Menston', 'profile'],
  ['Lucy Greenwood', WW, 'Full', '50-59', 2006, null, 'Addingham', 'profile'],
  ['Ben Oldroyd', WW, 'Full', '40-49', 2014, null, 'Ilkley', 'profile'],
  ['Fiona Marsden', WW, 'Second claim', '50-59', 2019, '4th', 'Harrogate', 'profile'],
  ['Helen Shackleton', WW, 'Full', '60+', 1999, null, 'Otley', 'profile'],
  ['Raj Patel', WW, 'Full', '40-49', 2010, '3rd', 'Guiseley', 'profile'],
  ['Margaret Dobson', WW, 'Life', '60+', 1979, null, 'Otley', 'committee', 'President'],
  ['Steve Rushworth', WW, 'Full', '50-59', 2002, null, 'Burley-in-Wharfedale', 'committee', 'Treasurer'],
  ['Emma Crowther', WW, 'Full', '40-49', 2013, null, 'Menston', 'committee', 'Club secretary'],
  ['Andy Kershaw', WW, 'Full', '50-59', 1998, '3rd', 'Otley', 'committee', 'Racing secretary'],
  ['Nadia Kowalczyk', WW, 'Full', '18-39', 2025, '4th', 'Bramhope', 'new', 2],
  ['Chloe Bairstow', WW, 'Junior', 'Under 18', 2025, null, 'Ilkley', 'new', 3],
  ['Liam Hirst', WW, 'Second claim', '18-39', 2025, '3rd', 'Harrogate', 'new', 3],
  ['Zoe Fairbank', WW, 'Full', '40-49', 2025, null, 'Guiseley', 'new', 1],
  ['Joe Scaife', WW, 'Family', '50-59', 2025, null, 'Addingham', 'new', 2],
  ['Priya Nair', WW, 'Second claim', '40-49', 2025, true, 'Yeadon', 'minutes', 4],
  ['Will Ambler', WW, 'Full', '60+', 2025, null, 'Otley', 'minutes', 4],
  ['Beth Learoyd', WW, 'Junior', 'Under 18', 2025, true, 'Ilkley', 'minutes', 4],
  ['Marta Puig', GV, 'Full', '40-49', 2011, true, 'Girona', 'girona'],
  ['Jordi Casals', GV, 'Full', '50-59', 2005, null, 'Salt', 'girona'],
  ['Núria Ferrer', GV, 'Full', '18-39', 2018, true, 'Girona', 'girona'],
  ['Pau Vidal', GV, 'Junior', 'Under 18', 2022, true, 'Celrà', 'girona'],
  ['Laia Soler', GV, 'Family', '40-49', 2016, null, 'Girona', 'girona'],
  ['Xavier Roca', GV, 'Full', '60+', 1997, null, 'Banyoles', 'girona'],
];
const members = MEMBER_DEF.map(([name, club, category, age, joined, lic, town, layout, extra]) => ({
  name, club, category, age, joined, licCat: lic, licence: lic != null, town, layout,
  role: layout === 'committee' ? extra : null, joinMonth: typeof extra === 'number' ? extra : null,
}));
const M = Object.fromEntries(members.map((m) => [m.name, m]));
{
  // membership numbers: the longer someone has been a member, the lower the number
  let n = 96;
  for (const m of members.filter((x) => x.club === WW).sort((a, b) => a.joined - b.joined || (a.joinMonth ?? 0) - (b.joinMonth ?? 0) || a.name.localeCompare(b.name))) {
    n += r.int(4, 14);
    m.num = `WW-${pad(n, 4)}`;
    m.joinDate = `${m.joined}-${pad(m.joinMonth ?? r.int(1, 12))}-${pad(r.int(1, 28))}`;
  }
  let g = 12;
  for (const m of members.filter((x) => x.club === GV).sort((a, b) => a.joined - b.joined)) {
    g += r.int(5, 19);
    m.num = `CCLG-${pad(g, 3)}`;
  }
}
const N = Object.fromEntries(members.map((m) => [m.num, m]));

function memberFacts(m, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(m.name, 'member', attr, value, unit, stated, file);
  F('number', m.num, 'text', s.number);
  F('club', m.club, '', s.club ?? '');
  F('category', m.category, '', s.category);
  F('age_group', m.age, '', s.age);
  F('joined', m.joined, '', s.joined);
  F('licence', m.licence, 'bool', s.licence);
  F('town', m.town, 'place', s.town);
}

// (a1) the membership-system export
{
  const file = 'members/membership-export-2025-09.csv';
  const AGE = { 'Under 18': 'Junior', '18-39': 'Senior', '40-49': 'V40', '50-59': 'V50', '60+': 'V60+' };
  const rows = members.filter((m) => m.layout === 'register').sort((a, b) => a.num.localeCompare(b.num)).map((m) => {
    const [first, ...rest] = m.name.split(' ');
    const num = m.num.replace('-', '');
    const jd = fmtDate(m.joinDate, 'iso').split('-').reverse().join('/');
    const lic = m.licCat ? `${m.licCat} cat` : '';
    memberFacts(m, file, { number: num, category: m.category, age: AGE[m.age], joined: jd, licence: lic, town: m.town });
    (corpus.altNames ??= []).push([m.name, `${num},${rest.join(' ')},${first},`]);
    return [num, rest.join(' '), first, m.category, AGE[m.age], jd, lic, m.town, r.chance(0.85) ? 'Paid' : 'Paid (standing order)'];
  });
  corpus.write(file, delimited(['Member No', 'Surname', 'Forename', 'Category', 'Age Group', 'Joined', 'BC Licence', 'Town', 'Subs 2025'], rows));
}

// (a2) profile sheets, label set A
members.filter((m) => m.layout === 'profile').forEach((m, k) => {
  const file = `members/profiles/${slug(m.name)}.md`;
  const age = m.age.replace('-', '–');
  const lic = m.licence ? `Yes — British Cycling, ${m.licCat} cat` : 'No';
  const s = {
    number: `Membership number: ${m.num}`, club: 'Wharfedale Wheelers CC', category: `Membership: ${m.category}`, age: `Age group: ${age}`,
    joined: `Member since: ${m.joined}`, licence: `Racing licence: ${lic}`, town: `Home town: ${m.town}`,
  };
  memberFacts(m, file, s);
  corpus.write(file, [
    `# ${m.name}`, '', `Club: Wharfedale Wheelers CC`, s.number, s.category, s.age, s.joined, s.licence, s.town,
    `Emergency contact: on file with the secretary`, '',
    L(k, [
      `${m.name.split(' ')[0]} is one of the regular A-group leaders and helps marshal the club 10.`,
      `Usually rides with the B group on Sundays; happy to sweep.`,
      `Does the Wednesday café ride most weeks and organises the Christmas lunch.`,
      `Commutes to Leeds by bike most of the year.`,
      `Second-claim rider; first claim is with a Harrogate club for road racing.`,
      `Rides the e-bike since a knee operation in 2023; still at most Sunday rides.`,
      `Ride leader (British Cycling Ride Leader award, 2019).`,
    ]), '',
  ].join('\n'));
});

// (a3) committee cards (HTML)
{
  const file = 'members/committee-2025.html';
  const cards = members.filter((m) => m.layout === 'committee').map((m) => {
    const cat = m.category === 'Life' ? 'Life member' : m.category;
    const lic = m.licence ? `BC ${m.licCat} cat` : 'none';
    memberFacts(m, file, { number: m.num, club: '', category: cat, age: m.age, joined: `<dd>${m.joined}</dd>`, licence: lic, town: m.town });
    return `<div class="card">
  <h3>${esc(m.name)}</h3>
  <p class="role">${esc(m.role)}</p>
  <dl>
    <dt>Member no.</dt><dd>${m.num}</dd>
    <dt>Membership</dt><dd>${esc(cat)}</dd>
    <dt>Age group</dt><dd>${esc(m.age)}</dd>
    <dt>In the club since</dt><dd>${m.joined}</dd>
    <dt>Racing licence</dt><dd>${esc(lic)}</dd>
    <dt>Lives in</dt><dd>${esc(m.town)}</dd>
  </dl>
</div>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Committee 2025 — Wharfedale Wheelers CC</title></head>
<body>
<h1>Club committee 2025</h1>
<p>Elected at the AGM on 26 November 2024. Contact the committee at committee@wharfedalewheelers.example.</p>
${cards.join('\n')}
<p class="small">Welfare officer and ride-leader coordinator posts are vacant — volunteers welcome.</p>
</body></html>
`);
}

// (a4) new-members note, label set B
{
  const file = 'members/new-members-2025.md';
  const AGE = { 'Under 18': 'Junior (U18)', '18-39': 'Senior (18-39)', '40-49': 'V40', '50-59': 'V50', '60+': 'V60' };
  const out = ['# New members 2025 (up to the end of March)', '', 'Welcome pack sent to all of these. Please say hello on Sunday!', ''];
  members.filter((m) => m.layout === 'new').forEach((m) => {
    const num = m.num.replace('-', '');
    const type = m.category === 'Full' ? 'Full (senior)' : m.category;
    const joined = `${MON[m.joinMonth - 1]} 2025`;
    const lic = m.licence ? `Y (${m.licCat} cat)` : 'N';
    memberFacts(m, file, { number: `No.: ${num}`, category: `Membership type: ${type}`, age: `Age cat.: ${AGE[m.age]}`, joined, licence: `BC licence: ${lic}`, town: `Lives in: ${m.town}` });
    out.push(`## ${m.name}`, '', `- No.: ${num}`, `- Membership type: ${type}`, `- Age cat.: ${AGE[m.age]}`, `- Joined: ${joined}`, `- BC licence: ${lic}`, `- Lives in: ${m.town}`, '');
  });
  out.push('_Maintained by the membership secretary; the full list is in the membership export._', '');
  corpus.write(file, out.join('\n'));
}

// (a5) committee minutes: three joiners only in sentences (+ other business)
{
  const file = 'committee/minutes-2025-04-02.md';
  const [p, w, b] = ['Priya Nair', 'Will Ambler', 'Beth Learoyd'].map((n) => M[n]);
  memberFacts(p, file, { number: p.num, club: '', category: 'second-claim member', age: 'in the 40–49 age group', joined: '', licence: 'already holds a British Cycling race licence', town: 'from Yeadon' });
  memberFacts(w, file, { number: w.num, club: '', category: 'full member', age: 'in his sixties', joined: '', licence: 'has no plans to race', town: 'lives in Otley' });
  memberFacts(b, file, { number: b.num, club: '', category: 'junior member', age: 'under 18', joined: '', licence: 'her first race licence', town: 'from Ilkley' });
  corpus.write(file, `# Committee meeting — 2 April 2025

Held at the Black Horse, Otley. Present: Margaret Dobson (chair), Steve Rushworth, Emma Crowther, Andy Kershaw, Tom Hartley.
Apologies: Harriet Moss.

## 1. Membership

Emma reported 34 members on the books in Yorkshire (plus our friends at Les Gavarres). Three people joined this
week and were welcomed: Priya Nair, from Yeadon, who comes to us as a second-claim member (membership number
${p.num}); she is in the 40–49 age group and already holds a British Cycling race licence. Will Ambler (${w.num})
joined as a full member; he lives in Otley, is in his sixties and has no plans to race. Beth Learoyd, from Ilkley,
joined as a junior member (${b.num}); she is under 18 and her dad has applied for her first race licence, which came through the
following week.

## 2. Girona trip

Twelve places booked for 12–19 April. Marta Puig will lead the Saturday ride from Girona; the trip rides are in
their Strava export.

## 3. Finance

Steve: £4,182.55 in the current account; the kit order deposit (£1,250) has gone to the supplier.

## 4. Any other business

New first-aid kits for ride leaders (see the first-aid note). Next meeting 2 July 2025.
`);
}

// (a6) the Girona member list (Spanish)
{
  const file = 'girona/socios-2025.md';
  const TIPO = { Full: 'Numerario', Family: 'Familiar', Junior: 'Juvenil' };
  const CAT = { 'Under 18': 'Júnior', '18-39': 'Sénior', '40-49': 'Máster 40', '50-59': 'Máster 50', '60+': 'Máster 60' };
  const out = ['# Club Ciclista Les Gavarres — socios 2025', '', 'Categorías de edad: Júnior (menores de 18), Sénior (18-39), Máster 40 (40-49), Máster 50 (50-59), Máster 60 (60 o más).', ''];
  members.filter((m) => m.layout === 'girona').forEach((m) => {
    const lic = m.licence ? 'Sí' : 'No';
    memberFacts(m, file, { number: `Nº socio: ${m.num}`, club: 'Club Ciclista Les Gavarres', category: `Tipo de socio: ${TIPO[m.category]}`, age: `Categoría: ${CAT[m.age]}`, joined: `Alta en el club: ${m.joined}`, licence: `Licencia federativa (RFEC): ${lic}`, town: `Localidad: ${m.town}` });
    out.push(`### ${m.name}`, '', `- Nº socio: ${m.num}`, `- Tipo de socio: ${TIPO[m.category]}`, `- Categoría: ${CAT[m.age]}`, `- Alta en el club: ${m.joined}`, `- Licencia federativa (RFEC): ${lic}`, `- Localidad: ${m.town}`, '');
  });
  out.push('Cuota anual 2025: 60 € (numerario), 90 € (familiar), 25 € (juvenil).', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ bikes
// [name, make, type, frame, groupset, kg, owner, layout]
const BIKE_DEF = [
  ['Trek Domane SL 6', 'Trek', 'Road', 'Carbon', 'Shimano Ultegra', 8.6, 'Tom Hartley', 'garage'],
  ['Canyon Grail CF SL 7', 'Canyon', 'Gravel', 'Carbon', 'Shimano GRX 810', 8.9, 'Harriet Moss', 'fit'],
  ['Specialized Tarmac SL7 Expert', 'Specialized', 'Road', 'Carbon', 'Shimano Ultegra Di2', 7.4, 'Harriet Moss', 'fit'],
  ['Ribble Endurance AL', 'Ribble', 'Road', 'Aluminium', 'Shimano 105', 9.4, 'Jack Pickles', 'garage'],
  ['Cervélo P5', 'Cervélo', 'Time trial', 'Carbon', 'SRAM Force eTap AXS', 9.1, 'Sam Dewhirst', 'race'],
  ['Giant TCR Advanced 2', 'Giant', 'Road', 'Carbon', 'Shimano 105', 8.2, 'Aisha Rahman', 'garage'],
  ['Genesis Croix de Fer 20', 'Genesis', 'Gravel', 'Steel', 'Shimano Tiagra', 11.6, 'Graham Holroyd', 'fit'],
  ['Kinesis Tripster ATR', 'Kinesis', 'Gravel', 'Titanium', 'SRAM Rival AXS', 9.8, 'Ben Oldroyd', 'fit'],
  ['Orbea Orca M20', 'Orbea', 'Road', 'Carbon', 'Shimano 105 Di2', 8.1, 'Marta Puig', 'girona'],
  ['BMC Teammachine SLR01', 'BMC', 'Road', 'Carbon', 'SRAM Red eTap AXS', 6.9, 'Imran Siddiqui', 'garage'],
  ['Boardman ADV 8.9', 'Boardman', 'Gravel', 'Aluminium', 'SRAM Apex', 10.2, 'Jenny Whitaker', 'garage'],
  ['Cube Attain GTC', 'Cube', 'Road', 'Carbon', 'Shimano 105', 9.0, 'Dave Sutcliffe', 'garage'],
  ['Planet X Exocet 2', 'Planet X', 'Time trial', 'Carbon', 'Shimano Ultegra', 9.9, 'Pete Lockwood', 'race'],
  ['Colnago C64', 'Colnago', 'Road', 'Carbon', 'Campagnolo Super Record', 7.3, 'Andy Kershaw', 'email'],
  ['Specialized Turbo Creo SL', 'Specialized', 'E-bike', 'Carbon', 'Shimano 105', 12.2, 'Helen Shackleton', 'fit'],
  ['Dawes Galaxy', 'Dawes', 'Touring', 'Steel', 'Shimano Sora', 13.4, 'Mick Barraclough', 'garage'],
  ['Cannondale SuperSix EVO', 'Cannondale', 'Road', 'Carbon', 'Shimano Ultegra Di2', 7.6, 'Sophie Brearley', 'fit'],
  ['Ridley X-Night', 'Ridley', 'Cyclocross', 'Carbon', 'SRAM Force', 8.8, 'Callum Firth', 'race'],
  ['Brompton C Line', 'Brompton', 'Folding', 'Steel', 'Brompton 6-speed', 11.8, 'Margaret Dobson', 'email'],
  ['Pinarello Dogma F', 'Pinarello', 'Road', 'Carbon', 'Shimano Dura-Ace Di2', 6.8, 'Raj Patel', 'fit'],
  ['Bianchi Oltre', 'Bianchi', 'Road', 'Carbon', 'Campagnolo Chorus', 7.5, 'Jordi Casals', 'girona'],
  ['Orbea Terra H30', 'Orbea', 'Gravel', 'Aluminium', 'Shimano GRX 600', 10.1, 'Núria Ferrer', 'girona'],
  ['Felt IA 2.0', 'Felt', 'Time trial', 'Carbon', 'Shimano Dura-Ace Di2', 8.7, 'Liam Hirst', 'race'],
  ['Enigma Etape', 'Enigma', 'Road', 'Titanium', 'Campagnolo Chorus', 8.4, 'Ruth Ackroyd', 'garage'],
];
const bikes = BIKE_DEF.map(([name, make, type, frame, groupset, kg, owner, layout]) => ({ name, make, type, frame, groupset, kg, owner, layout }));
function bikeFacts(b, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(b.name, 'bike', attr, value, unit, stated, file);
  F('make', b.make, '', s.make ?? '');
  F('owner', b.owner, 'person', s.owner);
  F('type', b.type, '', s.type);
  F('frame', b.frame, '', s.frame);
  F('groupset', b.groupset, '', s.groupset);
  F('weight', b.weight, 'kg', s.weight);
}
// (b1) garage table
{
  const file = 'bikes/club-garage-list.md';
  const out = ['# Club garage list 2025', '', 'Bikes covered by the club\'s group insurance (Cycleguard). Weights as weighed at Otley Cycles, with pedals and cages.', '',
    '| Bike | Owner | Type | Frame | Groupset | Weight |', '|---|---|---|---|---|---|'];
  bikes.filter((b) => b.layout === 'garage').forEach((b) => {
    b.weight = b.kg;
    const w = `${b.kg.toFixed(1)} kg`;
    bikeFacts(b, file, { owner: b.owner, type: b.type, frame: b.frame, groupset: b.groupset, weight: w });
    out.push(`| ${b.name} | ${b.owner} | ${b.type} | ${b.frame} | ${b.groupset} | ${w} |`);
  });
  out.push('', 'Race bikes are on their own page; bike-fit notes are filed per rider.', '');
  corpus.write(file, out.join('\n'));
}
// (b2) bike-fit notes, one file per rider
{
  const byOwner = new Map();
  bikes.filter((b) => b.layout === 'fit').forEach((b) => byOwner.set(b.owner, [...(byOwner.get(b.owner) ?? []), b]));
  [...byOwner].forEach(([owner, bs], k) => {
    const file = `bikes/fit-notes/${slug(owner)}.md`;
    const out = [`# Bike fit — ${owner}`, '', `Fitted by: Otley Cycles (J. Marsh)`, `Date: ${fmtDate(`2025-0${r.int(1, 6)}-${pad(r.int(1, 28))}`, 'long')}`, ''];
    bs.forEach((b, j) => {
      b.weight = b.kg;
      const w = k % 2 ? `${b.kg.toFixed(1)} kg` : `${b.kg.toFixed(2)}kg`;
      bikeFacts(b, file, { owner, type: `Type: ${b.type}`, frame: `Frame material: ${b.frame.toLowerCase()}`, groupset: `Groupset: ${b.groupset}`, weight: w });
      out.push(`## Bike ${j + 1}`, '', `Bike: ${b.name}`, `Type: ${b.type}`, `Frame material: ${b.frame.toLowerCase()}`, `Groupset: ${b.groupset}`,
        `Weight (as ridden): ${w}`, `Saddle height: ${r.int(690, 790)} mm`, `Stem: ${L(j + k, ['100 mm', '110 mm', '90 mm'])}`, '');
    });
    out.push(L(k, ['Saddle dropped 5 mm after the fit; cleats rotated slightly.', 'Bars raised with a 10 mm spacer.', 'No changes needed.']), '');
    corpus.write(file, out.join('\n'));
  });
}
// (b3) race bikes in lb (HTML)
{
  const file = 'bikes/race-bikes.html';
  const rows = bikes.filter((b) => b.layout === 'race').map((b) => {
    const lb = Math.round((b.kg / LB) * 10) / 10;
    b.weight = r4(lb * LB);
    const w = `${lb.toFixed(1)} lb`;
    bikeFacts(b, file, { owner: b.owner, type: b.type, frame: b.frame, groupset: b.groupset, weight: w });
    return `    <tr><td>${esc(b.name)}</td><td>${esc(b.owner)}</td><td>${esc(b.type)}</td><td>${esc(b.frame)}</td><td>${esc(b.groupset)}</td><td>${w}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Race bikes — Wharfedale Wheelers</title></head>
<body>
<h1>Race bikes (TT and cyclocross)</h1>
<p>For the racing secretary's insurance list. Weights from the shop scale, in pounds.</p>
<table>
  <thead><tr><th>Bike</th><th>Rider</th><th>Discipline</th><th>Frame</th><th>Groupset</th><th>Weight</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>UCI rules do not apply to CTT time trials; the 6.8 kg limit only matters for road races.</p>
</body></html>
`);
}
// (b4) an insurance e-mail in prose
{
  const file = 'bikes/re-insurance-schedule.eml';
  const c = bikes.find((b) => b.name === 'Colnago C64');
  const bb = bikes.find((b) => b.name === 'Brompton C Line');
  c.weight = c.kg;
  bb.weight = bb.kg;
  bikeFacts(c, file, { owner: 'Andy Kershaw', type: 'road bike', frame: 'carbon', groupset: 'Campagnolo Super Record', weight: '7.3 kg' });
  bikeFacts(bb, file, { owner: 'Margaret', type: 'folding', frame: 'steel', groupset: 'Brompton 6-speed', weight: '11.8 kg' });
  corpus.write(file, `From: Andy Kershaw <racing@wharfedalewheelers.example>
To: Steve Rushworth <treasurer@wharfedalewheelers.example>
Date: Tue, 11 Mar 2025 21:14:07 +0000
Subject: Re: insurance schedule — two more bikes

Hi Steve,

Two more for the schedule, please. My new road bike is a Colnago C64 — carbon, Campagnolo Super Record, and it
came in at 7.3 kg on the shop scale. Value £9,400 (yes, I know).

Margaret also asked me to add her Brompton C Line: steel, the Brompton 6-speed gears, 11.8 kg. She mostly uses it
to get to the café rides by train, so it's folding rather than a proper road bike, but it still needs covering.

Cheers,
Andy
`);
}
// (b5) the Girona club's bikes (Spanish)
{
  const file = 'girona/bicis-socios.md';
  const TIPO = { Road: 'Carretera', Gravel: 'Gravel' };
  const CUADRO = { Carbon: 'Carbono', Aluminium: 'Aluminio' };
  const out = ['# Bicicletas de los socios — seguro colectivo 2025', ''];
  bikes.filter((b) => b.layout === 'girona').forEach((b) => {
    b.weight = b.kg;
    const w = `${es(b.kg, 1)} kg`;
    const own = M[b.owner];
    const who = own.name === 'Jordi Casals' ? 'Propietario' : 'Propietaria';
    bikeFacts(b, file, { owner: `${who}: ${b.owner}`, type: `Tipo: ${TIPO[b.type]}`, frame: `Cuadro: ${CUADRO[b.frame]}`, groupset: `Grupo: ${b.groupset}`, weight: `Peso: ${w}` });
    out.push(`## ${b.name}`, '', `- ${who}: ${b.owner}`, `- Tipo: ${TIPO[b.type]}`, `- Cuadro: ${CUADRO[b.frame]}`, `- Grupo: ${b.groupset}`, `- Peso: ${w}`, '');
  });
  out.push('Valor asegurado según factura. Robos: denuncia en los Mossos en 48 horas.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ routes
// [name, start, distance, elevation, cafe, difficulty, layout]; distance/elevation in km/m or mi/ft as the layout states
const ROUTE_DEF = [
  ['Washburn Valley Loop', 'Otley', 58, 820, 'The Barn at Blubberhouses', 'Moderate', 'sheet'],
  ['Cow and Calf Climb', 'Ilkley', 34, 610, 'Ilkley Lido Kiosk', 'Moderate', 'sheet'],
  ['Pateley Bridge Pootle', 'Otley', 76, 1140, 'The Sorting Office, Pateley Bridge', 'Hard', 'sheet'],
  ['Harewood Flat Loop', 'Otley', 42, 380, 'Harewood Shop Café', 'Easy', 'sheet'],
  ['Dales Three Passes', 'Ilkley', 128, 2310, 'Kettlewell Village Store', 'Epic', 'sheet'],
  ['Chevin Reps', 'Otley', 22, 540, 'Chevin Pavilion', 'Hard', 'sheet'],
  ['Burnsall and Back', 'Ilkley', 40, 2850, 'Riverside Café, Burnsall', 'Moderate', 'cards'],
  ['Greenhow Hill Grind', 'Otley', 57, 5120, 'Stump Cross Tea Room', 'Hard', 'cards'],
  ['Knaresborough Coffee Run', 'Otley', 34, 1710, 'The Flying Pig, Knaresborough', 'Easy', 'cards'],
  ['Malham Cove Classic', 'Skipton', 65, 5840, "Emmott's Tea Room, Malham", 'Epic', 'cards'],
  ['Park Rash Epic', 'Ilkley', 73, 6730, 'Buckden Pike Tea Rooms', 'Epic', 'cards'],
  ['Wharfe Valley Social', 'Burley-in-Wharfedale', 24, 1020, 'Wellfield Farm Shop', 'Easy', 'email-mi'],
  ['Hebden Bridge Raid', 'Otley', 86, 1690, 'Hebden Mill Café', 'Hard', 'email-km'],
  ['Els Àngels i Sant Grau', 'Girona', 88, 1520, 'Bar Sant Grau', 'Hard', 'girona'],
  ['Rocacorba Clàssic', 'Girona', 72, 1180, 'Cafè de la Plaça, Banyoles', 'Hard', 'girona'],
  ['Costa Brava per Tossa', 'Girona', 124, 1750, 'Forn de Tossa', 'Epic', 'girona'],
  ['Volta pels Estanys', 'Banyoles', 46, 290, "Bar L'Estany", 'Easy', 'girona'],
  ['Mare de Déu del Mont', 'Besalú', 98, 1890, 'Santuari del Mont', 'Epic', 'girona'],
];
const routes = ROUTE_DEF.map(([name, start, d, e, cafe, difficulty, layout]) => {
  const imperial = layout === 'cards' || layout === 'email-mi';
  return { name, start, d, e, cafe, difficulty, layout, km: imperial ? r4(d * MI) : d, m: imperial ? r4(e * FT) : e, country: layout === 'girona' ? 'Spain' : 'England' };
});
const RT = Object.fromEntries(routes.map((x) => [x.name, x]));
function routeFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'route', attr, value, unit, stated, file);
  F('distance', x.km, 'km', s.d);
  F('elevation', x.m, 'm', s.e);
  F('start', x.start, 'place', s.start);
  F('cafe', x.cafe, 'text', s.cafe);
  F('difficulty', x.difficulty, '', s.diff);
  F('country', x.country, 'place', '');
}
// (c1) route sheets
routes.filter((x) => x.layout === 'sheet').forEach((x, k) => {
  const file = `routes/yorkshire/${slug(x.name)}.md`;
  const s = { d: `Distance: ${x.d} km`, e: `Elevation gain: ${thou(x.e)} m`, start: `Start: ${x.start}`, cafe: `Café stop: ${x.cafe}`, diff: `Difficulty: ${x.difficulty}` };
  routeFacts(x, file, s);
  corpus.write(file, [
    `# ${x.name}`, '', `${s.start} (${L(k, ['Otley Bridge, by the bandstand', 'the Cow and Calf car park', 'Wharfemeadows Park gates'])})`, s.d, s.e, s.cafe, s.diff,
    `Surface: ${L(k, ['all tarmac', 'tarmac, one short gravel section', 'tarmac; cattle grids'])}`, `GPX: routes/gpx/${slug(x.name)}.gpx`, '',
    L(k, [
      'Rolling lanes, nothing too steep until the reservoir road. Good winter route.',
      'Short but sharp: the climb to the Cow and Calf is 1.3 km at 9 % average.',
      'Long drag up Greenhow side; regroup at the top before the descent into Nidderdale.',
      'Flat by local standards — ideal for new riders and the C group.',
      'The big one: Fleet Moss, Park Rash and Kidstones. Take two bottles and a rain jacket.',
      'Hill reps on the Chevin: three ascents of East Chevin Road, then café.',
    ]), '',
  ].join('\n'));
});
// (c2) route cards (HTML, miles and feet)
{
  const file = 'routes/route-cards.html';
  const rows = routes.filter((x) => x.layout === 'cards').map((x) => {
    routeFacts(x, file, { d: `${x.d} mi`, e: `${thou(x.e)} ft`, start: x.start, cafe: x.cafe, diff: x.difficulty });
    return `    <tr><td>${esc(x.name)}</td><td>${x.d} mi</td><td>${thou(x.e)} ft</td><td>${esc(x.start)}</td><td>${esc(x.cafe)}</td><td>${x.difficulty}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Route cards — Wharfedale Wheelers</title></head>
<body>
<h1>Route cards (the old laminated set, typed up)</h1>
<p>Distances in miles and climbing in feet, as on the original cards. GPX files are in the routes folder.</p>
<table>
  <thead><tr><th>Route</th><th>Distance</th><th>Climbing</th><th>Start</th><th>Café</th><th>Grade</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Grades: Easy, Moderate, Hard, Epic. Epic rides need a ride leader with a mechanical kit and a plan B.</p>
</body></html>
`);
}
// (c3) the ride captain's e-mail with two new routes
{
  const file = 'routes/new-routes-for-autumn.eml';
  const a = RT['Wharfe Valley Social'];
  const b = RT['Hebden Bridge Raid'];
  routeFacts(a, file, { d: '24 miles', e: '1,020 ft', start: 'Burley-in-Wharfedale', cafe: 'Wellfield Farm Shop', diff: 'easy' });
  routeFacts(b, file, { d: '86 km', e: '1,690 m', start: 'from Otley', cafe: 'Hebden Mill Café', diff: 'hard' });
  corpus.write(file, `From: Tom Hartley <tom.hartley@example.co.uk>
To: rides@wharfedalewheelers.example
Date: Sun, 2 Feb 2025 18:40:22 +0000
Subject: Two new routes for the calendar

Evening all,

Two routes to add to the library. The Wharfe Valley Social starts from Burley-in-Wharfedale station and is 24 miles
with 1,020 ft of climbing; coffee and cake at the Wellfield Farm Shop. It's an easy one, aimed at new members and
anyone coming back from injury.

The other is the Hebden Bridge Raid: 86 km from Otley over to Calderdale and back, 1,690 m of climbing, with the
café stop at Hebden Mill Café. I'd call it hard — Cragg Vale on the way home is long.

GPX files attached. If nobody objects I'll put them in the route folder.

Tom
`);
}
// (c4) Girona routes (Spanish)
{
  const file = 'girona/rutas-club.md';
  const DIF = { Easy: 'Fácil', Moderate: 'Media', Hard: 'Difícil', Epic: 'Muy difícil' };
  const out = ['# Rutas del club — Les Gavarres', '', 'Rutas habituales de los sábados. Dificultad: Fácil, Media, Difícil, Muy difícil.', ''];
  routes.filter((x) => x.layout === 'girona').forEach((x) => {
    const s = { d: `Distancia: ${x.d} km`, e: `Desnivel acumulado: ${thouEs(x.e)} m`, start: `Salida: ${x.start}`, cafe: `Parada para café: ${x.cafe}`, diff: `Dificultad: ${DIF[x.difficulty]}` };
    routeFacts(x, file, s);
    out.push(`## ${x.name}`, '', `- ${s.start}`, `- ${s.d}`, `- ${s.e}`, `- ${s.cafe}`, `- ${s.diff}`, '');
  });
  out.push('Los ingleses de Wharfedale hicieron Els Àngels, Rocacorba y Tossa en abril.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ club rides
// [id, date, route, leader, group, layout]
const RIDE_DEF = [
  ['R25-01', '2025-01-12', 'Harewood Flat Loop', 'Graham Holroyd', 'C', 'prose'],
  ['R25-02', '2025-01-26', 'Washburn Valley Loop', 'Tom Hartley', 'B', 'yaml'],
  ['R25-03', '2025-02-09', 'Knaresborough Coffee Run', 'Emma Crowther', 'C', 'log'],
  ['R25-04', '2025-02-23', 'Cow and Calf Climb', 'Tom Hartley', 'B', 'prose'],
  ['R25-05', '2025-03-09', 'Burnsall and Back', 'Harriet Moss', 'A', 'yaml'],
  ['R25-06', '2025-03-23', 'Wharfe Valley Social', 'Margaret Dobson', 'C', 'log'],
  ['R25-07', '2025-04-06', 'Pateley Bridge Pootle', 'Raj Patel', 'A', 'prose'],
  ['R25-08', '2025-04-27', 'Washburn Valley Loop', 'Ruth Ackroyd', 'B', 'yaml'],
  ['R25-09', '2025-05-11', 'Greenhow Hill Grind', 'Harriet Moss', 'A', 'log'],
  ['R25-10', '2025-05-25', 'Harewood Flat Loop', 'Steve Rushworth', 'C', 'prose'],
  ['R25-11', '2025-06-08', 'Dales Three Passes', 'Tom Hartley', 'A', 'yaml'],
  ['R25-12', '2025-06-22', 'Chevin Reps', 'Sam Dewhirst', 'A', 'log'],
  ['R25-13', '2025-07-06', 'Malham Cove Classic', 'Raj Patel', 'A', 'prose'],
  ['R25-14', '2025-07-20', 'Knaresborough Coffee Run', 'Jenny Whitaker', 'B', 'yaml'],
  ['R25-15', '2025-08-03', 'Hebden Bridge Raid', 'Harriet Moss', 'B', 'log'],
  ['R25-16', '2025-08-17', 'Park Rash Epic', 'Tom Hartley', 'A', 'log'],
  ['R25-17', '2025-09-07', 'Burnsall and Back', 'Emma Crowther', 'B', 'yaml'],
  ['CCLG-S03', '2025-03-15', 'Volta pels Estanys', 'Laia Soler', 'C', 'strava'],
  ['CCLG-S06', '2025-04-13', 'Els Àngels i Sant Grau', 'Marta Puig', 'A', 'strava'],
  ['CCLG-S07', '2025-04-16', 'Rocacorba Clàssic', 'Jordi Casals', 'B', 'strava'],
  ['CCLG-S08', '2025-04-19', 'Costa Brava per Tossa', 'Marta Puig', 'A', 'strava'],
  ['CCLG-S11', '2025-06-14', 'Mare de Déu del Mont', 'Xavier Roca', 'B', 'strava'],
];
const POOL = {
  A: ['Harriet Moss', 'Tom Hartley', 'Sam Dewhirst', 'Imran Siddiqui', 'Raj Patel', 'Sophie Brearley', 'Pete Lockwood', 'Aisha Rahman', 'Liam Hirst', 'Callum Firth', 'Andy Kershaw', 'Nadia Kowalczyk', 'Jack Pickles'],
  B: ['Tom Hartley', 'Ruth Ackroyd', 'Jenny Whitaker', 'Owen Thackray', 'Dave Sutcliffe', 'Ben Oldroyd', 'Fiona Marsden', 'Emma Crowther', 'Karen Illingworth', 'Lucy Greenwood', 'Zoe Fairbank', 'Priya Nair', 'Jack Pickles', 'Aisha Rahman', 'Harriet Moss'],
  C: ['Graham Holroyd', 'Helen Shackleton', 'Margaret Dobson', 'Mick Barraclough', 'Steve Rushworth', 'Karen Illingworth', 'Lucy Greenwood', 'Joe Scaife', 'Will Ambler', 'Chloe Bairstow', 'Emma Crowther', 'Dave Sutcliffe', 'Beth Learoyd'],
};
const GIRONA_POOL = ['Marta Puig', 'Jordi Casals', 'Núria Ferrer', 'Pau Vidal', 'Laia Soler', 'Xavier Roca'];
const TRIP = ['Harriet Moss', 'Tom Hartley', 'Raj Patel', 'Sophie Brearley', 'Aisha Rahman', 'Ruth Ackroyd', 'Imran Siddiqui', 'Sam Dewhirst', 'Emma Crowther'];
const SPEED = { A: [27.5, 30.5], B: [24, 26.8], C: [19.5, 22.8] };
const rides = RIDE_DEF.map(([id, date, route, leader, group, layout]) => {
  const month = Number(date.slice(5, 7));
  const ok = (n) => n !== leader && (M[n].joined < 2025 || M[n].joinMonth < month);
  let pool;
  let size;
  if (layout === 'strava') {
    const trip = date >= '2025-04-12' && date <= '2025-04-19';
    pool = [...GIRONA_POOL.filter((n) => n !== leader && n !== 'Pau Vidal'), ...(trip ? TRIP : [])].filter((n) => n !== leader);
    if (group === 'C') pool = GIRONA_POOL.filter((n) => n !== leader);
    size = trip ? r.int(8, 12) : r.int(4, 5);
  } else {
    pool = POOL[group].filter(ok);
    size = group === 'A' ? r.int(5, 9) : group === 'B' ? r.int(6, 11) : r.int(5, 10);
  }
  const riders = [leader, ...r.sample(pool, Math.min(size - 1, pool.length))];
  const [lo, hi] = SPEED[group];
  const kmh = Math.round(r.float(lo, hi) * 10) / 10;
  return { id, date, route, leader, group, layout, riders, kmh };
});
function rideFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.id, 'ride', attr, value, unit, stated, file);
  F('date', x.date, 'date', s.date);
  F('route', x.route, 'text', s.route ?? x.route);
  F('leader', x.leader, 'person', s.leader ?? '');
  F('group', x.group, '', s.group ?? '');
  F('riders', x.riders, 'list', '');
  F('avg_speed', x.speed, 'km/h', s.speed);
  F('club', x.layout === 'strava' ? GV : WW, '', '');
}
/** mph form: the stated mph, canonical km/h from it. */
const mphOf = (x) => {
  const mph = Math.round((x.kmh / MI) * 10) / 10;
  x.speed = r4(mph * MI);
  return `${mph.toFixed(1)} mph`;
};
// (d1) booking-system YAML
{
  const file = 'rides/booking-export-2025.yaml';
  const out = ['# ClubRide Bookings — export', 'export:', '  system: ClubRide Bookings 3.2', '  generated: 2025-10-01T07:30:00Z', '  club: Wharfedale Wheelers CC', 'rides:'];
  rides.filter((x) => x.layout === 'yaml').forEach((x, k) => {
    x.speed = x.kmh;
    const ldr = M[x.leader];
    rideFacts(x, file, { date: x.date, leader: ldr.num, group: `group: ${x.group}`, speed: `value: ${x.kmh.toFixed(1)}` });
    out.push(`  - id: ${x.id}`, '    when:', `      date: ${x.date}`, `      meet: "${L(k, ['08:30', '09:00', '08:45'])}, ${RT[x.route].start === 'Ilkley' ? 'Ilkley Brook Street' : 'Otley Bridge'}"`,
      '    route:', `      name: ${x.route}`, `      group: ${x.group}`, '    leader:', `      member_no: ${ldr.num}`, `      display_name: "${x.leader.split(' ')[0]} ${x.leader.split(' ')[1][0]}."`,
      '    attendees:', ...x.riders.map((n) => `      - ${M[n].num}`), '    post_ride:', `      avg_speed: {value: ${x.kmh.toFixed(1)}, unit: km/h}`,
      `      weather: ${L(k, ['dry, cold', 'showers', 'sunny', 'windy'])}`);
  });
  out.push('');
  corpus.write(file, out.join('\n'));
}
// (d2) ride reports in prose
{
  const files = { 'R25-01': 'rides/reports/ride-reports-q1-2025.md', 'R25-04': 'rides/reports/ride-reports-q1-2025.md', 'R25-07': 'rides/reports/april-2025-newsletter.md', 'R25-10': 'rides/reports/summer-ride-reports.md', 'R25-13': 'rides/reports/summer-ride-reports.md' };
  const texts = {};
  const head = {
    'rides/reports/ride-reports-q1-2025.md': ['# Ride reports — January to March 2025', '', 'Written up by whoever led, for the newsletter.', ''],
    'rides/reports/april-2025-newsletter.md': ['# Wheel Talk — April 2025 newsletter', '', '## Girona trip', '', 'Twelve of us went to Girona from 12 to 19 April; the rides out there are in Les Gavarres\' Strava export. Thanks to Marta and Jordi for the guiding.', ''],
    'rides/reports/summer-ride-reports.md': ['# Summer ride reports 2025', '', ''],
  };
  rides.filter((x) => x.layout === 'prose').forEach((x, k) => {
    const file = files[x.id];
    texts[file] ??= [...head[file]];
    const sp = mphOf(x);
    const day = `${WEEKDAY(x.date)} ${Number(x.date.slice(8))} ${MON[Number(x.date.slice(5, 7)) - 1]}`;
    const others = x.riders.filter((n) => n !== x.leader);
    const n = x.riders.length;
    rideFacts(x, file, { date: day, route: x.route, leader: x.leader, group: k % 5 === 3 ? `${x.group}-group` : `${x.group} group`, speed: sp });
    const cafe = RT[x.route].cafe;
    const body = L(k, [
      `${x.leader} led the ${x.group} group out on the ${x.route} on a frosty morning. ${WORDS[n][0].toUpperCase()}${WORDS[n].slice(1)} of us went round: ${x.leader} at the front with ${others.slice(0, -1).join(', ')} and ${others[others.length - 1]}. Coffee at ${cafe}, and we averaged a steady ${sp}, which is about right for the time of year.`,
      `The ${x.group} group did the ${x.route}, led by ${x.leader}. There were ${WORDS[n]} riders — ${x.riders.join(', ')} — and a puncture on the descent. Average speed ${sp} according to ${x.leader.split(' ')[0]}'s Garmin.`,
      `${x.leader} took the ${x.group} group up to Nidderdale on the ${x.route}. With ${x.leader} were ${joinList(others)}; ${WORDS[n]} in all. A fast day: ${sp} average, and cake at ${cafe}.`,
      `A gentle ${x.group}-group ride round the ${x.route} with ${x.leader} leading. ${WORDS[n][0].toUpperCase()}${WORDS[n].slice(1)} riders: ${x.riders.join(', ')}. We averaged ${sp}.`,
      `The ${x.route} with the ${x.group} group, ${x.leader} leading: ${joinList(x.riders)} (${WORDS[n]} riders). Hot and windy on the tops; average ${sp}.`,
    ]);
    texts[file].push(`## ${day} — ${x.route} (${x.id})`, '', body, '');
  });
  for (const [file, lines] of Object.entries(texts)) {
    if (file.includes('april')) lines.push('## Club 10', '', 'The Thursday evening 10 starts on 1 May; results go in the series table.', '');
    corpus.write(file, lines.join('\n'));
  }
}
function joinList(xs) {
  return xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}
// (d3) Markdown ride log
{
  const file = 'rides/ride-log-2025.md';
  const out = ['# Ride log 2025', '', 'Kept by the ride captains. Speeds as the leader recorded them (some in mph, some in km/h).', '',
    '| Date | Ride | Route | Group | Leader | Riders | Avg speed |', '|---|---|---|---|---|---|---|'];
  rides.filter((x) => x.layout === 'log').forEach((x, k) => {
    let sp;
    if (k % 2) sp = mphOf(x);
    else {
      x.speed = x.kmh;
      sp = `${x.kmh.toFixed(1)} km/h`;
    }
    const d = x.date.split('-').reverse().join('/');
    rideFacts(x, file, { date: d, leader: x.leader, group: x.group, speed: sp });
    out.push(`| ${d} | ${x.id} | ${x.route} | ${x.group} | ${x.leader} | ${x.riders.join(', ')} | ${sp} |`);
  });
  out.push('', 'R25-12 was cut short after the third ascent (rain).', '');
  corpus.write(file, out.join('\n'));
}
// (d4) Girona Strava-like export: preamble, semicolons, decimal commas
{
  const file = 'girona/strava-salidas-grupo-2025.csv';
  const rows = rides.filter((x) => x.layout === 'strava').map((x) => {
    x.speed = x.kmh;
    const d = x.date.split('-').reverse().join('/');
    const rt = RT[x.route];
    rideFacts(x, file, { date: d, leader: x.leader, group: '', speed: es(x.kmh, 1) });
    const mt = (rt.km / x.kmh) * 60;
    return [x.id, d, x.route, `Grupo ${x.group}`, x.leader, x.riders.join(' / '), es(rt.km, 1), rt.m, `${Math.floor(mt / 60)}:${pad(Math.round(mt % 60))}`, es(x.kmh, 1)];
  });
  corpus.write(file, `Exportación de actividades de grupo — Club Ciclista Les Gavarres (Strava Club)
Periodo: 01/01/2025 - 30/09/2025
Generado: 01/10/2025 09:12
Separador: punto y coma; decimales con coma
` + delimited(['ID', 'Fecha', 'Ruta', 'Grupo', 'Guía', 'Participantes', 'Distancia (km)', 'Desnivel (m)', 'Tiempo en movimiento', 'Vel. media (km/h)'], rows, ';'));
}

// ------------------------------------------------------------------ results
// [ref, event, kind, date, rider, time "h:mm:ss" (or m:ss.t), position, layout]
const RESULT_DEF = [
  ['RR25-01', 'Otley CC Hilly 25', 'Time trial', '2025-04-27', 'Tom Hartley', '1:02:14', 12, 'register'],
  ['RR25-02', 'Otley CC Hilly 25', 'Time trial', '2025-04-27', 'Sam Dewhirst', '0:56:38', 3, 'register'],
  ['RR25-03', 'Otley CC Hilly 25', 'Time trial', '2025-04-27', 'Pete Lockwood', '1:00:05', 8, 'register'],
  ['RR25-04', 'Otley CC Hilly 25', 'Time trial', '2025-04-27', 'Harriet Moss', '1:04:51', 17, 'register'],
  ['RR25-05', 'Ryedale Road Race', 'Road race', '2025-05-18', 'Imran Siddiqui', '2:31:07', 5, 'register'],
  ['RR25-06', 'Ryedale Road Race', 'Road race', '2025-05-18', 'Sam Dewhirst', '2:31:07', 9, 'register'],
  ['RR25-07', 'Ryedale Road Race', 'Road race', '2025-05-18', 'Liam Hirst', '2:34:40', 21, 'register'],
  ['RR25-08', 'Harrogate Nova 10', 'Time trial', '2025-06-14', 'Callum Firth', '0:22:48', 6, 'register'],
  ['RR25-09', 'Harrogate Nova 10', 'Time trial', '2025-06-14', 'Sophie Brearley', '0:23:55', 11, 'register'],
  ['RR25-10', 'Harrogate Nova 10', 'Time trial', '2025-06-14', 'Raj Patel', '0:24:36', 19, 'register'],
  ['RR25-11', 'Bradford Grand Prix', 'Criterium', '2025-07-06', 'Imran Siddiqui', '1:01:12', 2, 'email'],
  ['RR25-12', 'Bradford Grand Prix', 'Criterium', '2025-07-06', 'Aisha Rahman', '0:52:40', 14, 'email'],
  ['RR25-13', 'Wetherby Wheelers 50', 'Time trial', '2025-08-10', 'Pete Lockwood', '1:58:22', 7, 'email'],
  ['RR25-14', 'Wetherby Wheelers 50', 'Time trial', '2025-08-10', 'Tom Hartley', '2:06:45', 15, 'email'],
  ['RR25-15', 'Wetherby Wheelers 50', 'Time trial', '2025-08-10', 'Ruth Ackroyd', '2:14:09', 24, 'email'],
  ['RR25-16', 'White Rose Cyclocross Round 2', 'Cyclocross', '2025-09-14', 'Callum Firth', '0:48:21', 4, 'html'],
  ['RR25-17', 'White Rose Cyclocross Round 2', 'Cyclocross', '2025-09-14', 'Alice Haigh', '0:41:30', 2, 'html'],
  ['RR25-18', 'Norwood Edge Hill Climb', 'Hill climb', '2025-09-21', 'Sam Dewhirst', '5:12.4', 1, 'html'],
  ['RR25-19', 'Norwood Edge Hill Climb', 'Hill climb', '2025-09-21', 'Callum Firth', '5:31.0', 3, 'html'],
  ['RR25-20', 'Norwood Edge Hill Climb', 'Hill climb', '2025-09-21', 'Beth Learoyd', '6:48.7', 11, 'html'],
  ['RR25-G01', 'Marxa Cicloturista Les Gavarres', 'Sportive', '2025-03-30', 'Marta Puig', '4:12:35', 14, 'spanish'],
  ['RR25-G02', 'Marxa Cicloturista Les Gavarres', 'Sportive', '2025-03-30', 'Jordi Casals', '4:48:10', 62, 'spanish'],
  ['RR25-G03', 'Marxa Cicloturista Les Gavarres', 'Sportive', '2025-03-30', 'Núria Ferrer', '4:05:02', 9, 'spanish'],
  ['RR25-G04', 'Cronoescalada Rocacorba', 'Hill climb', '2025-05-11', 'Pau Vidal', '0:36:44', 2, 'spanish'],
  ['RR25-G05', 'Cronoescalada Rocacorba', 'Hill climb', '2025-05-11', 'Núria Ferrer', '0:38:19', 4, 'spanish'],
  ['RR25-G06', 'Cronoescalada Rocacorba', 'Hill climb', '2025-05-11', 'Marta Puig', '0:41:57', 10, 'spanish'],
];
const minutesOf = (t) => {
  const p = t.split(':').map(Number);
  return p.length === 3 ? p[0] * 60 + p[1] + p[2] / 60 : p[0] + p[1] / 60;
};
const results = RESULT_DEF.map(([ref, event, kind, date, rider, t, pos, layout]) => ({ ref, event, kind, date, rider, t, pos, layout, min: r4(minutesOf(t)) }));
function resultFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.ref, 'result', attr, value, unit, stated, file);
  F('event', x.event, 'text', s.event ?? x.event);
  F('kind', x.kind, '', s.kind);
  F('date', x.date, 'date', s.date);
  F('rider', x.rider, 'person', x.rider);
  F('time', x.min, 'min', s.time);
  F('position', x.pos, '', s.pos);
}
// (e1) results register CSV
{
  const file = 'racing/results-register-2025.csv';
  const FIELD = { 'Otley CC Hilly 25': 64, 'Ryedale Road Race': 58, 'Harrogate Nova 10': 92 };
  const rows = results.filter((x) => x.layout === 'register').map((x) => {
    const d = x.date.split('-').reverse().join('/');
    resultFacts(x, file, { kind: x.kind, date: d, time: x.t, pos: '' });
    return [x.ref, d, x.event, x.kind, x.rider, x.t, x.pos, FIELD[x.event], x.pos <= 3 ? 'podium' : ''];
  });
  corpus.write(file, delimited(['Ref', 'Date', 'Event', 'Type', 'Rider', 'Time', 'Pos', 'Starters', 'Note'], rows));
}
// (e2) the racing secretary's e-mail (sentences)
{
  const file = 'racing/points-register-update-august.eml';
  const g = (ref) => results.find((x) => x.ref === ref);
  const [a, b, c, d, e] = ['RR25-11', 'RR25-12', 'RR25-13', 'RR25-14', 'RR25-15'].map(g);
  resultFacts(a, file, { kind: 'crit', date: '6 July', time: '1:01:12', pos: 'second' });
  resultFacts(b, file, { kind: 'crit', date: '6 July', time: '52 minutes 40 seconds', pos: '14th' });
  resultFacts(c, file, { kind: '50-mile time trial', date: '10 August', time: '1 hour 58 minutes 22 seconds', pos: 'seventh' });
  resultFacts(d, file, { kind: '50-mile time trial', date: '10 August', time: '2:06:45', pos: '15th' });
  resultFacts(e, file, { kind: '50-mile time trial', date: '10 August', time: '2 hours 14 minutes 9 seconds', pos: '24th' });
  corpus.write(file, `From: Andy Kershaw <racing@wharfedalewheelers.example>
To: committee@wharfedalewheelers.example
Date: Mon, 11 Aug 2025 20:02:51 +0100
Subject: Points register — July and August results

Evening all, three more races for the club championship points register.

RR25-11: Imran Siddiqui finished second in the Bradford Grand Prix crit on 6 July, 1:01:12 for the hour plus five
laps. Brilliant ride, in the break from half-way.
RR25-12: Aisha Rahman rode the women's race at the same crit (the Bradford Grand Prix, 6 July) and was 14th, in
52 minutes 40 seconds.

At the Wetherby Wheelers 50 (a 50-mile time trial on the V232 course, 10 August):
RR25-13: Pete Lockwood was seventh in 1 hour 58 minutes 22 seconds — his first ride under two hours.
RR25-14: Tom Hartley came 15th with 2:06:45.
RR25-15: Ruth Ackroyd finished 24th in 2 hours 14 minutes 9 seconds, a PB by four minutes.

I'll update the spreadsheet at the weekend.
Andy
`);
}
// (e3) hill-climb and cyclocross results (HTML)
{
  const file = 'racing/autumn-results.html';
  const rows = results.filter((x) => x.layout === 'html').map((x) => {
    const d = fmtDate(x.date, 'short');
    resultFacts(x, file, { kind: x.kind, date: d, time: x.t, pos: ordinal(x.pos) });
    return `    <tr><td>${x.ref}</td><td>${esc(x.event)}</td><td>${x.kind}</td><td>${d}</td><td>${esc(x.rider)}</td><td>${x.t}</td><td>${ordinal(x.pos)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Autumn results 2025</title></head>
<body>
<h1>Autumn results: cyclocross and hill climbs</h1>
<p>Juniors race a shorter cyclocross (40 minutes plus a lap). Hill-climb times to a tenth of a second.</p>
<table>
  <thead><tr><th>Ref</th><th>Event</th><th>Type</th><th>Date</th><th>Rider</th><th>Time</th><th>Pos.</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Sam Dewhirst's win at Norwood Edge is a new club record for the climb.</p>
</body></html>
`);
}
// (e4) Spanish results of the Girona club
{
  const file = 'girona/resultados-2025.md';
  const KIND = { Sportive: 'Marcha cicloturista', 'Hill climb': 'Cronoescalada' };
  const out = ['# Resultados 2025 — Club Ciclista Les Gavarres', '', 'Referencias compartidas con el registro de puntos de Wharfedale.', ''];
  const byEvent = new Map();
  results.filter((x) => x.layout === 'spanish').forEach((x) => byEvent.set(x.event, [...(byEvent.get(x.event) ?? []), x]));
  for (const [ev, xs] of byEvent) {
    const d = xs[0].date.split('-').reverse().join('/');
    out.push(`## ${ev} — ${d}`, '', `Tipo: ${KIND[xs[0].kind]}`, '');
    xs.forEach((x) => {
      const [h, m, s] = x.t.split(':');
      const t = Number(h) ? `${Number(h)}h ${m}' ${s}''` : `${m}' ${s}''`;
      resultFacts(x, file, { kind: KIND[x.kind], date: d, time: t, pos: `Puesto: ${x.pos}º` });
      out.push(`- Ref. ${x.ref} · ${x.rider} · Tiempo: ${t} · Puesto: ${x.pos}º`);
    });
    out.push('');
  }
  corpus.write(file, out.join('\n'));
}
// (e5) WIDE table: the Thursday evening 10 series, a column per round (times of members)
const ROUNDS = [['tt_r1', '1 May'], ['tt_r2', '15 May'], ['tt_r3', '5 Jun'], ['tt_r4', '26 Jun'], ['tt_r5', '17 Jul']];
{
  const file = 'racing/club-10-series-2025.md';
  const base = {
    'Callum Firth': 22.6, 'Sam Dewhirst': 21.4, 'Sophie Brearley': 23.9, 'Raj Patel': 24.5, 'Tom Hartley': 24.1, 'Harriet Moss': 24.8, 'Pete Lockwood': 22.9,
    'Ruth Ackroyd': 26.7, 'Aisha Rahman': 25.6, 'Jack Pickles': 25.2, 'Alice Haigh': 26.1, 'Andy Kershaw': 25.9, 'Liam Hirst': 23.2, 'Dave Sutcliffe': 28.3,
  };
  const out = ['# Club 10 — Thursday evening series 2025', '', 'Course V212 (Pool – Dunkeswick – Pool), 10 miles. Times in minutes:seconds; DNS = did not start.', '',
    `| Rider | ${ROUNDS.map(([, d], i) => `Rd ${i + 1} (${d})`).join(' | ')} |`, `|---|${ROUNDS.map(() => '---').join('|')}|`];
  for (const [name, b] of Object.entries(base)) {
    const cells = ROUNDS.map(([attr], i) => {
      if ((name === 'Liam Hirst' && i === 0) || r.chance(0.18)) return 'DNS';
      const secs = Math.round((b + r.float(-0.6, 0.8) - i * 0.12) * 60);
      const t = `${Math.floor(secs / 60)}:${pad(secs % 60)}`;
      corpus.also(name, 'member', attr, r4(secs / 60), 'min', t, file);
      return t;
    });
    out.push(`| ${name} | ${cells.join(' | ')} |`);
  }
  out.push('', 'Marshals: Margaret Dobson, Graham Holroyd, Helen Shackleton. £3 entry on the night.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ kit orders
// [code, member, item, size, qty, price, currency, layout]
const KIT_DEF = [
  ['KIT-25-001', 'Harriet Moss', 'Short-sleeve jersey', 'M', 2, 62, 'GBP', 'csv'],
  ['KIT-25-002', 'Tom Hartley', 'Bib shorts', 'L', 1, 85, 'GBP', 'csv'],
  ['KIT-25-003', 'Graham Holroyd', 'Winter jacket', 'XL', 1, 140, 'GBP', 'csv'],
  ['KIT-25-004', 'Aisha Rahman', 'Short-sleeve jersey', 'S', 1, 62, 'GBP', 'csv'],
  ['KIT-25-005', 'Callum Firth', 'Bib shorts', 'S', 2, 85, 'GBP', 'csv'],
  ['KIT-25-006', 'Jenny Whitaker', 'Gilet', 'M', 1, 48, 'GBP', 'csv'],
  ['KIT-25-007', 'Raj Patel', 'Rain jacket', 'L', 1, 115, 'GBP', 'csv'],
  ['KIT-25-008', 'Sophie Brearley', 'Long-sleeve jersey', 'S', 1, 74, 'GBP', 'html'],
  ['KIT-25-009', 'Mick Barraclough', 'Bib tights', 'XL', 1, 98, 'GBP', 'html'],
  ['KIT-25-010', 'Nadia Kowalczyk', 'Short-sleeve jersey', 'M', 1, 62, 'GBP', 'html'],
  ['KIT-25-011', 'Ben Oldroyd', 'Bib shorts', 'XL', 1, 85, 'GBP', 'html'],
  ['KIT-25-012', 'Andy Kershaw', 'Gilet', 'L', 3, 48, 'GBP', 'email'],
  ['CCLG-P01', 'Marta Puig', 'Short-sleeve jersey', 'S', 2, 72.5, 'EUR', 'spanish'],
  ['CCLG-P02', 'Jordi Casals', 'Bib shorts', 'L', 1, 89, 'EUR', 'spanish'],
  ['CCLG-P03', 'Laia Soler', 'Gilet', 'M', 1, 55, 'EUR', 'spanish'],
  ['CCLG-P04', 'Pau Vidal', 'Winter jacket', 'S', 1, 159, 'EUR', 'spanish'],
];
const kit = KIT_DEF.map(([code, member, item, size, qty, price, cur, layout]) => ({ code, member, item, size, qty, price, cur, layout }));
function kitFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.code, 'kit_order', attr, value, unit, stated, file);
  F('member', x.member, 'person', s.member ?? x.member);
  F('item', x.item, '', s.item);
  F('size', x.size, '', s.size);
  F('quantity', x.qty, '', s.qty);
  F('price', x.price, x.cur, s.price);
}
{
  const file = 'kit/supplier-order-export-2025.csv';
  const rows = kit.filter((x) => x.layout === 'csv').map((x) => {
    kitFacts(x, file, { item: x.item, size: x.size, qty: '', price: x.price.toFixed(2) });
    return [x.code, x.member, `WW ${x.item} (2025 design)`, x.size, x.qty, x.price.toFixed(2), (x.price * x.qty).toFixed(2), 'GBP'];
  });
  corpus.write(file, delimited(['Order line', 'Customer', 'Product', 'Size', 'Qty', 'Unit price', 'Line total', 'Currency'], rows));
}
{
  const file = 'kit/kit-order-form-spring.html';
  const rows = kit.filter((x) => x.layout === 'html').map((x) => {
    kitFacts(x, file, { item: x.item, size: x.size, qty: '', price: `£${x.price.toFixed(2)}` });
    return `    <tr><td>${x.code}</td><td>${esc(x.member)}</td><td>${esc(x.item)}</td><td>${x.size}</td><td>${x.qty}</td><td>£${x.price.toFixed(2)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Kit order — spring 2025</title></head>
<body>
<h1>Club kit order — spring window (closes 31 March)</h1>
<p>Late additions to the supplier export. Prices per item, including VAT.</p>
<table>
  <thead><tr><th>Order</th><th>Name</th><th>Item</th><th>Size</th><th>Qty</th><th>Price each</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Pay the treasurer by bank transfer, reference KIT + your surname.</p>
</body></html>
`);
}
{
  const file = 'kit/re-kit-order-gilets.eml';
  const x = kit.find((k) => k.code === 'KIT-25-012');
  kitFacts(x, file, { item: 'gilets', size: 'size L', qty: 'three', price: '£48' });
  corpus.write(file, `From: Andy Kershaw <racing@wharfedalewheelers.example>
To: Emma Crowther <secretary@wharfedalewheelers.example>
Date: Fri, 28 Mar 2025 12:31:40 +0000
Subject: Re: kit order closing Monday

Emma — can you add three gilets for me (size L), £48 each? One is for me and two are spares for the race
marshals. Put it down as KIT-25-012 so it matches the supplier's numbering.

Thanks, Andy
`);
}
{
  const file = 'girona/pedido-equipacion-2025.md';
  const ES = { 'Short-sleeve jersey': 'Maillot manga corta', 'Bib shorts': 'Culotte con tirantes', Gilet: 'Chaleco cortavientos', 'Winter jacket': 'Chaqueta de invierno' };
  const out = ['# Pedido de equipación 2025 — Les Gavarres', '', 'Pedido conjunto con Wharfedale Wheelers (mismo proveedor). Precios por prenda, IVA incluido.', ''];
  kit.filter((x) => x.layout === 'spanish').forEach((x) => {
    const p = `${es(x.price, 2)} €`;
    kitFacts(x, file, { member: `Socio/a: ${x.member}`, item: `Prenda: ${ES[x.item]}`, size: `Talla: ${x.size}`, qty: `Unidades: ${x.qty}`, price: `Precio unidad: ${p}` });
    out.push(`## Pedido ${x.code}`, '', `- Socio/a: ${x.member}`, `- Prenda: ${ES[x.item]}`, `- Talla: ${x.size}`, `- Unidades: ${x.qty}`, `- Precio unidad: ${p}`, '');
  });
  out.push('Entrega prevista: junio. Pago por Bizum a la tesorera.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (g) WIDE mileage table (miles, a column per month)
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep'];
{
  const file = 'stats/mileage-challenge-2025.csv';
  const riders = ['Harriet Moss', 'Tom Hartley', 'Sam Dewhirst', 'Imran Siddiqui', 'Raj Patel', 'Sophie Brearley', 'Pete Lockwood', 'Aisha Rahman', 'Ruth Ackroyd',
    'Jenny Whitaker', 'Dave Sutcliffe', 'Ben Oldroyd', 'Graham Holroyd', 'Helen Shackleton', 'Mick Barraclough', 'Karen Illingworth', 'Emma Crowther', 'Callum Firth',
    'Jack Pickles', 'Lucy Greenwood', 'Nadia Kowalczyk', 'Zoe Fairbank'];
  const SEASON = [0.55, 0.6, 0.8, 1.0, 1.15, 1.25, 1.3, 1.2, 1.0];
  const rows = riders.map((n) => {
    const base = r.int(180, 560);
    const ms = MONTHS.map((m, i) => {
      if (M[n].joined === 2025 && i + 1 < M[n].joinMonth) return 0;
      return Math.round(base * SEASON[i] * r.float(0.75, 1.2));
    });
    ms.forEach((v, i) => corpus.also(n, 'member', `miles_${MONTHS[i]}`, v, 'mi', String(v), file));
    corpus.also(n, 'member', 'miles_2025', ms.reduce((a, c) => a + c, 0), 'mi', '', file);
    return [n, ...ms];
  });
  corpus.write(file, `# Wharfedale Wheelers mileage challenge 2025 — miles per month (from Strava / Garmin, self-reported)\n` +
    delimited(['Rider', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'], rows));
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `WHARFEDALE WHEELERS CC — SHARED DRIVE (2025)
members/    membership export, profiles, new members, committee
bikes/      garage list, bike-fit notes, race bikes, insurance
routes/     route sheets (Yorkshire), route cards, new routes
rides/      booking-system export, ride log, ride reports
racing/     results register, points e-mails, autumn results, club 10 series
kit/        kit orders
stats/      mileage challenge
committee/  minutes, AGM
girona/     Club Ciclista Les Gavarres (Girona): socios, rutas, bicis, resultados, pedido, Strava export
club/       handbook, subscriptions, insurance, safety
`);
corpus.write('committee/minutes-2025-01-15.md', `# Committee meeting — 15 January 2025

Present: Margaret Dobson (chair), Steve Rushworth, Emma Crowther, Andy Kershaw.

1. Subscriptions for 2025 unchanged (see the subscriptions page). 31 renewals so far.
2. Kit: the supplier's minimum order is 40 items; the spring window closes on 31 March.
3. Girona trip: 12 places held at the Hotel Ciutat; deposit £150 per rider by 1 February.
4. The club 10 moves to Thursdays from May (course V212), start 19:00, £3 entry.
5. Insurance: the group bike cover renews on 1 March; riders to send bike details to Steve.

Next meeting 2 April 2025.
`);
corpus.write('committee/minutes-2025-07-09.md', `# Committee meeting — 9 July 2025

Present: Margaret Dobson (chair), Steve Rushworth, Emma Crowther, Andy Kershaw, Harriet Moss.

1. Membership: 42 across both clubs' joint list; juniors up by four since January.
2. Racing: congratulations to Imran on the Bradford Grand Prix. Club 10 entries averaging 11 a night.
3. Ride leaders: two more to take the British Cycling Ride Leader course in September (£95 each, club pays).
4. Accounts: balance £3,906.10 after the kit order; the autumn kit window opens 1 September.
5. Hill-climb championship to be decided at Norwood Edge on 21 September.

Next meeting 8 October 2025.
`);
corpus.write('committee/agm-2025-notice.md', `# Notice of the Annual General Meeting

The AGM of Wharfedale Wheelers CC will be held on Tuesday 25 November 2025 at 19:30 in the Otley Civic Centre.

Agenda: reports of the officers; accounts for 2024–25; election of the committee; subscriptions for 2026;
club championship trophies (best all-rounder, hill climb, mileage challenge, most rides attended).

Motions to the secretary by 28 October.
`);
corpus.write('club/subscriptions-2025.md', `# Subscriptions 2025

| Category | Annual fee |
|---|---|
| Full | £30.00 |
| Family (two adults + children) | £45.00 |
| Junior (under 18) | £10.00 |
| Second claim | £15.00 |
| Life | free |

British Cycling membership is separate (Ride £46, Race £67 a year); a race licence needs Race membership.
`);
corpus.write('club/ride-etiquette.md', `# Club ride etiquette

- Groups: A (28+ km/h, no drop), B (24–27 km/h), C (20–23 km/h, café focus). Ride leaders set the pace.
- Ride two abreast where it is safe, single out when a ride leader calls "car back".
- Carry two tubes, a pump, a phone and £10 for the café.
- Mudguards compulsory on club rides from November to March.
- Nobody gets left behind: the sweep stays at the back.
`);
corpus.write('club/insurance-summary.md', `# Insurance summary 2025

| Cover | Provider | Limit | Premium |
|---|---|---|---|
| Public liability (via British Cycling affiliation) | BC / Zurich | £10,000,000 | included |
| Group bike cover (garage list) | Cycleguard | £85,000 total | £1,140 |
| Event insurance (club 10) | CTT | per event | £2.50 per rider |

Claims to the treasurer within 14 days.
`);
corpus.write('club/first-aid-kits.md', `# First-aid kits for ride leaders

Six kits bought in April 2025 (£23.40 each). Each contains: 10 plasters, 2 wound dressings, foil blanket,
gloves, tick remover, 3 antiseptic wipes. Ride leaders sign a kit out from Emma and return it after the ride.
`);
corpus.write('club/sponsor-letter-otley-cycles.md', `# Letter from Otley Cycles (sponsor)

Dear Margaret,

We're pleased to continue as the club's sponsor for 2025: 10 % off parts and servicing for members, free
weighing and bike-fit checks on the first Saturday of the month, and a £250 voucher for the hill-climb champion.

Best wishes,
J. Marsh, Otley Cycles
`);
corpus.write('training/winter-turbo-plan.md', `# Winter turbo plan (Tuesdays, Zwift)

| Week | Session | Duration |
|---|---|---|
| 1 | 3 × 10 min sweet spot | 60 min |
| 2 | 5 × 5 min VO2max | 55 min |
| 3 | 2 × 20 min threshold | 75 min |
| 4 | recovery spin | 45 min |

FTP test every six weeks. Club Zwift ride Thursday 19:00 from January to March.
`);
corpus.write('girona/viaje-abril-2025.md', `# Viaje de Wharfedale a Girona — abril 2025 / Wharfedale trip to Girona

Del 12 al 19 de abril. Doce ingleses en el Hotel Ciutat (habitación doble 95 € por noche).
Rutas guiadas por Les Gavarres: Els Àngels (domingo), Rocacorba (miércoles), Tossa (sábado).

English summary: twelve of us, seven nights; bikes hired from a local shop at €45 a day for those who did not
fly with their own. The guided rides are in the Les Gavarres Strava export.
`);
corpus.write('finance/accounts-2024-25.csv', delimited(['Item', 'Income (£)', 'Expenditure (£)'], [
  ['Subscriptions', '1,065.00', ''], ['Club 10 entries', '642.00', ''], ['Kit sales', '5,820.00', ''], ['Kit supplier', '', '5,410.00'],
  ['Insurance', '', '1,140.00'], ['Ride Leader courses', '', '190.00'], ['Trophies and AGM', '', '212.40'], ['Hill-climb prizes', '', '150.00'],
]));

corpus.write('club/calendar-2025.md', `# Club calendar 2025

| Date | What | Notes |
|---|---|---|
| Sundays | Club runs (A, B, C groups) | see the booking system; meet 08:30–09:00 |
| Wednesdays | Café ride | 10:00 from Otley Bridge, C pace |
| 30 March | Marxa Cicloturista Les Gavarres | our Girona friends' sportive |
| 12–19 April | Girona trip | twelve places |
| 27 April | Otley CC Hilly 25 | open TT |
| 1 May – 17 July | Club 10 (Thursdays) | five rounds, V212 |
| 18 May | Ryedale Road Race | BC regional B |
| 14 June | Harrogate Nova 10 | open TT |
| 6 July | Bradford Grand Prix | crit |
| 10 August | Wetherby Wheelers 50 | open TT |
| 14 September | White Rose Cyclocross Round 2 | juniors 40 min |
| 21 September | Norwood Edge Hill Climb | club hill-climb championship |
| 25 November | AGM | Otley Civic Centre |

Changes go to the secretary; the booking system is the master for Sunday rides.
`);
corpus.write('committee/agm-2024-minutes.md', `# AGM — 26 November 2024 (minutes, abridged)

Attendance: 27 members. Apologies: 6.

## Officers' reports

- President (Margaret Dobson): a good year; the club's 90th anniversary ride drew 41 riders.
- Treasurer (Steve Rushworth): income £6,512.00, expenditure £6,104.35; reserves £3,420.77.
- Racing secretary (Andy Kershaw): 48 race starts in 2024, nine podiums; the club 10 averaged 12 riders a night.

## Trophies 2024

- Mileage challenge: 6,904 miles (trophy to the Ilkley contingent, shared).
- Hill climb: fastest up Norwood Edge in 5:19.8.
- Most rides attended: 41 Sunday rides.

## Elections

Committee re-elected unopposed. Welfare officer post vacant.

## Subscriptions 2025

Unchanged (proposed Steve, seconded Emma, carried).
`);
corpus.write('rides/ride-leader-guide.md', `# Ride leader guide

Before the ride
- Check the route card and the forecast; cancel if ice is forecast below 300 m.
- Post the ride in the booking system by Friday 18:00 with the meeting point and the group (A, B or C).

On the ride
- Brief the group: route, café stop, regroup points, who is sweeping.
- Count riders at every regroup. Nobody is dropped.
- Record the average speed from your computer for the ride log (km/h or mph, say which).

After the ride
- Mark attendance in the booking system; write two or three lines for the newsletter if anything happened.
- Incidents to the welfare officer within 48 hours (form in the club folder).
`);
corpus.write('girona/acta-junta-2025-02.md', `# Acta de la junta directiva — 20 de febrero de 2025

Asistentes: Marta Puig (presidenta), Jordi Casals (tesorero), Laia Soler (secretaria).

1. Visita de Wharfedale Wheelers del 12 al 19 de abril: tres salidas guiadas (domingo, miércoles y sábado).
2. Marxa Cicloturista Les Gavarres el 30 de marzo: 412 inscritos, avituallamiento en Sant Grau.
3. Pedido de equipación conjunto con Wharfedale: plazo hasta el 31 de marzo.
4. Cuotas 2025 sin cambios.

Próxima junta: 15 de mayo de 2025.
`);
const stats = corpus.flush(source);
console.log(`cycling: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
