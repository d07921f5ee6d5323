#!/usr/bin/env node
// League corpus (held-out): the shared drive of a semi-pro football league, the "Atlantic Harbours League" — 48
// players, 12 clubs, 8 stadiums (four of them shared by two clubs), 3 divisions, 12 head coaches, in four countries
// (England, Ireland, the Netherlands, the United States), and a few background documents.
//   node bench/corpora/league/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "league-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Canonical units of source.csv: height in cm (a page saying "6 ft 1 in" / `6'1"` / "73 in" holds 73 × 2.54,
// "1,85 m" holds 185), weight in kg (a page saying "12 st 6 lb" holds 174 × 0.45359237, "174 lb" the same),
// weekly wage and market value in the currency the page states (GBP, EUR or USD, never converted; "£1.2m" holds
// 1,200,000, "€850k" 850,000, "€ 1,2 mln" 1,200,000), dates of birth as ISO dates, contract end as a year.
// Links: player → club (its page never states the city, stadium, division or coach); club → stadium (→ city,
// country) and club → division; coach → club (club pages never name the coach).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Corpus,
  delimited,
  fmtDate,
  group,
  htmlDlPage,
  htmlInfoboxPage,
  htmlTablePage,
  isoDate,
  mdBulletsNote,
  mdYamlTableNote,
  rng,
  slug,
  targets,
  txtProfile,
} from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('league-v1');

const CM_PER_IN = 2.54;
const KG_PER_LB = 0.45359237;
const LEAGUE = 'Atlantic Harbours League';

// ------------------------------------------------------------------ stadiums (two per country)
const STADIUMS = [
  { name: 'Ferriby Road', city: 'Hull', country: 'England', style: 'uk', capacity: 6250, opened: 1923, surface: 'Grass', record: 9870 },
  { name: 'Stonehouse Park', city: 'Plymouth', country: 'England', style: 'uk', capacity: 4100, opened: 1951, surface: 'Hybrid', record: 5412 },
  { name: 'Mardyke Park', city: 'Cork', country: 'Ireland', style: 'ie', capacity: 7500, opened: 1911, surface: 'Grass', record: 11204 },
  { name: 'Terryland Grounds', city: 'Galway', country: 'Ireland', style: 'ie', capacity: 3300, opened: 1994, surface: 'Artificial', record: 4018 },
  { name: 'Sportpark Het Lage Land', city: 'Rotterdam', country: 'Netherlands', style: 'nl', capacity: 5600, opened: 1968, surface: 'Artificial', record: 6950 },
  { name: 'Stadion De Drie Torens', city: 'Groningen', country: 'Netherlands', style: 'nl', capacity: 8900, opened: 2006, surface: 'Hybrid', record: 9120 },
  { name: 'Fells Point Field', city: 'Baltimore', country: 'United States', style: 'us', capacity: 5000, opened: 2012, surface: 'Artificial', record: 6340 },
  { name: 'Back Cove Stadium', city: 'Portland', country: 'United States', style: 'us', capacity: 2800, opened: 1978, surface: 'Grass', record: 3655 },
];
const ST = Object.fromEntries(STADIUMS.map((s) => [s.name, s]));

// ------------------------------------------------------------------ divisions
const DIVISIONS = [
  { name: 'Premier Division', tier: 1, founded: 1998, sponsor: 'Brightwater Insurance', promotion: 0, relegation: 1, matches: 18 },
  { name: 'First Division', tier: 2, founded: 2004, sponsor: 'Kessel Logistics', promotion: 1, relegation: 1, matches: 20 },
  { name: 'Conference', tier: 3, founded: 2015, sponsor: 'Harbourline Ferries', promotion: 1, relegation: 0, matches: 16 },
];

// ------------------------------------------------------------------ clubs [name, stadium, division, founded, nickname, colours, members, honours, squad size]
const CLUBS = [
  ['Humber Wanderers', 'Ferriby Road', 'Premier Division', 1889, 'The Wanderers', 'Amber and black', 3150, ['Premier Division champions 2019', 'League Cup 2022'], 6],
  ['Holderness Rovers', 'Ferriby Road', 'First Division', 1921, 'The Rovers', 'Blue and white', 1240, [], 3],
  ['Tamar Albion', 'Stonehouse Park', 'Premier Division', 1904, 'The Pilgrims', 'Green and white', 2480, ['League Cup 2018'], 4],
  ['Lee Valley Celtic', 'Mardyke Park', 'Premier Division', 1932, 'The Bhoys', 'Green and gold', 2760, ['Premier Division champions 2021', 'Premier Division champions 2023'], 5],
  ['Shandon United', 'Mardyke Park', 'Conference', 1976, 'The Bells', 'Red and black', 980, ['Conference champions 2016'], 3],
  ['Corrib Athletic', 'Terryland Grounds', 'First Division', 1958, 'The Tribesmen', 'Maroon and white', 1630, [], 4],
  ['VV Maasstad', 'Sportpark Het Lage Land', 'Premier Division', 1912, 'De Havenjongens', 'Red and white', 4020, ['Premier Division champions 2020', 'League Cup 2019', 'League Cup 2024'], 4],
  ["Zwaluwen '28", 'Sportpark Het Lage Land', 'Conference', 1928, 'De Zwaluwen', 'Black and white', 870, [], 3],
  ['SC Noorderzon', 'Stadion De Drie Torens', 'First Division', 1947, 'De Noorderlingen', 'Yellow and blue', 2210, ['First Division champions 2022'], 5],
  ['Chesapeake Harbor SC', 'Fells Point Field', 'First Division', 2009, 'The Crabs', 'Navy and orange', 1890, ['First Division champions 2017'], 4],
  ['Patapsco FC', 'Fells Point Field', 'Conference', 2014, 'The Ravens', 'Purple and grey', 640, [], 4],
  ['Casco Bay Mariners', 'Back Cove Stadium', 'First Division', 1996, 'The Mariners', 'Teal and white', 1320, ['Conference champions 2019'], 3],
].map(([name, stadium, division, founded, nickname, colours, members, honours, size]) => {
  const s = ST[stadium];
  return { name, stadium: s, division, founded, nickname, colours, members, honours, size, style: s.style, country: s.country, website: `https://www.${slug(name).replace(/-/g, '')}.example` };
});
const CUR = { uk: 'GBP', ie: 'EUR', nl: 'EUR', us: 'USD' };

// ------------------------------------------------------------------ coaches [name, club, nationality, born, licence, appointed, formation]
const COACHES = [
  ['Gary Lund', 'Humber Wanderers', 'English', 1971, 'UEFA A', '2019-07-01', '4-4-2'],
  ['Stuart Kemp', 'Holderness Rovers', 'Scottish', 1979, 'UEFA B', '2023-11-14', '4-2-3-1'],
  ['Rob Penhale', 'Tamar Albion', 'English', 1966, 'UEFA Pro', '2016-06-20', '3-5-2'],
  ['Declan Furlong', 'Lee Valley Celtic', 'Irish', 1975, 'UEFA A', '2020-01-08', '4-3-3'],
  ['Aoife Brennan', 'Shandon United', 'Irish', 1984, 'UEFA B', '2022-08-02', '4-4-2'],
  ['Ciarán Mac Donncha', 'Corrib Athletic', 'Irish', 1969, 'UEFA A', '2017-12-11', '5-3-2'],
  ['Pieter van Dam', 'VV Maasstad', 'Dutch', 1973, 'UEFA Pro', '2018-07-01', '4-3-3'],
  ['Henk Bosman', "Zwaluwen '28", 'Dutch', 1962, 'UEFA B', '2021-03-15', '4-4-2'],
  ['Jürgen Wolters', 'SC Noorderzon', 'German', 1977, 'UEFA A', '2024-01-02', '3-4-3'],
  ['Luis Ocampo', 'Chesapeake Harbor SC', 'American', 1981, 'USSF A', '2021-02-22', '4-2-3-1'],
  ['Dana Whitlock', 'Patapsco FC', 'American', 1986, 'USSF B', '2023-05-30', '4-3-3'],
  ['Moreno', 'Casco Bay Mariners', 'Brazilian', 1974, 'CBF A', '2018-09-05', '4-4-2'],
].map(([name, club, nationality, born, licence, appointed, formation]) => ({ name, club: CLUBS.find((c) => c.name === club), nationality, born, licence, appointed, formation }));

// ------------------------------------------------------------------ players
const NATIONALS = {
  uk: [['Will Barker', 'English'], ['Grant Ashworth', 'English'], ['Kyle Best', 'English'], ['Tom Young', 'English'], ['Dean Marsh', 'English'], ['Jack Rivers', 'English'],
    ['Callum Hart', 'English'], ['Ryan Pickering', 'English'], ['Liam Stone', 'English'], ['Josh Whitby', 'English'], ['Ben Carver', 'English'], ['Harry Long', 'English']],
  ie: [["Cian O'Leary", 'Irish'], ['Darragh Kelleher', 'Irish'], ['Seán Murphy', 'Irish'], ['Eoin Fitzgerald', 'Irish'], ['Niall Brophy', 'Irish'], ['Conor Field', 'Irish'],
    ['Pádraig Walsh', 'Irish'], ['Ronan Hegarty', 'Irish'], ['Oisín Daly', 'Irish']],
  nl: [['Daan de Jong', 'Dutch'], ['Sem Visser', 'Dutch'], ['Luuk Bakker', 'Dutch'], ['Thijs van den Berg', 'Dutch'], ['Jesse Smit', 'Dutch'], ['Milan Mulder', 'Dutch'],
    ['Bram de Wit', 'Dutch'], ['Joris Hendriks', 'Dutch'], ['Stijn Kok', 'Dutch']],
  us: [['Chase Morgan', 'American'], ['Hunter Bell', 'American'], ['Drew Sands', 'American'], ['Miles Porter', 'American'], ['Tyler Brooks', 'American'], ['Jordan Reyes', 'American'],
    ['Mason Clarke', 'American'], ['Brandon Okoro', 'American'], ['Cody Little', 'American']],
};
const FOREIGN = r.shuffle([['Renato', 'Brazilian'], ['Kwame Asante', 'Ghanaian'], ['Mateo Ruiz', 'Spanish'], ['Lukas Brandt', 'German'], ['Yusuf Demir', 'Turkish'],
  ['Andrzej Nowak', 'Polish'], ['Mamadou Diallo', 'Senegalese'], ['Kenji Mori', 'Japanese'], ['Noah Lindqvist', 'Swedish']]);
const FOREIGN_PER = { uk: 1, ie: 3, nl: 3, us: 2 };
const OUTSIDE_CLUBS = ['Dunmore Town', 'Kilbride Rovers', 'Harwich Athletic', 'FC Velsen', 'Bantry Bay', 'Wexley United', 'Annapolis Blues', 'Sporting Dorst', 'Gloucester City Reserves',
  'Salthill Devon', 'Rijnmond Boys', 'Delmarva FC'];

const players = [];
{
  let fi = 0;
  for (const style of ['uk', 'ie', 'nl', 'us']) {
    const pool = r.shuffle([...NATIONALS[style], ...FOREIGN.slice(fi, fi + FOREIGN_PER[style])]);
    fi += FOREIGN_PER[style];
    const clubs = CLUBS.filter((c) => c.style === style);
    let pi = 0;
    for (const club of clubs) {
      const squad = pool.slice(pi, pi + club.size);
      pi += club.size;
      const used = new Set();
      squad.forEach(([name, nationality], j) => {
        const pos = j === 0 ? 'Goalkeeper' : j === 4 ? 'Goalkeeper' : r.pick(['Defender', 'Defender', 'Midfielder', 'Midfielder', 'Forward']);
        let shirt = pos === 'Goalkeeper' ? (j === 0 ? 1 : r.pick([13, 25, 31])) : r.int(2, 29);
        while (used.has(shirt)) shirt = r.int(2, 29);
        used.add(shirt);
        const dob = isoDate(r.int(1989, 2006), r.int(1, 12), r.int(1, 28));
        const cm = pos === 'Goalkeeper' ? r.int(183, 197) : r.int(166, 194);
        const kg = cm - 100 + r.int(-8, 6);
        const foot = r.weighted([['Right', 68], ['Left', 26], ['Both', 6]]);
        const cur = CUR[style];
        const wage = cur === 'GBP' ? r.int(6, 48) * 25 : cur === 'USD' ? r.int(5, 40) * 50 : r.int(4, 30) * 50;
        const value = r.chance(0.22) ? r.int(10, 25) * 100000 : r.int(1, 38) * 25000;
        const apps = r.int(2, 30);
        const goals = pos === 'Goalkeeper' ? 0 : pos === 'Forward' ? r.int(1, 21) : pos === 'Midfielder' ? r.int(0, 9) : r.int(0, 3);
        const caps = r.chance(0.22) ? r.int(1, 24) : 0;
        const injured = r.chance(0.17);
        const loan = r.chance(0.15);
        const nPrev = r.weighted([[0, 3], [1, 4], [2, 3], [3, 1]]);
        const prevPool = [...OUTSIDE_CLUBS, ...CLUBS.filter((c) => c !== club).map((c) => c.name)];
        const prev = r.sample(prevPool, nPrev);
        const contract = r.int(2025, 2028);
        players.push({ name, nationality, club, style, pos, shirt, dob, cm, kg, foot, cur, wage, value, apps, goals, caps, injured, loan, captain: false, prev, contract });
      });
    }
  }
  // one captain per club, never the backup goalkeeper
  for (const club of CLUBS) {
    const squad = players.filter((p) => p.club === club);
    r.pick(squad.filter((p) => p.pos !== 'Goalkeeper' || squad.indexOf(p) === 0)).captain = true;
  }
}

// ------------------------------------------------------------------ how a page states each value
const comma = (s) => String(s).replace('.', ',');
const dotted = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const spaced = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const NL_MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];
const dutch = (p) => p.dutchPage; // Dutch labels and wording (two Dutch players' pages)

// UK and US players are measured in inches and pounds: the page value is the exact source, cm / kg are derived
for (const p of players) {
  if (p.style === 'uk' || p.style === 'us') {
    p.inches = Math.round(p.cm / CM_PER_IN);
    p.lb = Math.round(p.kg / KG_PER_LB);
  }
}
/** → [text, cm] */
function heightText(p, k) {
  if (p.inches) {
    const f = Math.floor(p.inches / 12);
    const i = p.inches % 12;
    const cm = p.inches * CM_PER_IN;
    const ftIn = i ? `${f} ft ${i} in` : `${f} ft`;
    if (p.style === 'uk') return [[ftIn, `${f}'${i}"`, i ? `${f}ft ${i}in` : `${f}ft`][k % 3], cm];
    return [[`${f}'${i}"`, ftIn, `${p.inches} in`][k % 3], cm];
  }
  const m = (p.cm / 100).toFixed(2);
  if (p.style === 'nl') return [[`${comma(m)} m`, `${p.cm} cm`][k % 2], p.cm];
  return [[`${p.cm} cm`, `${m} m`][k % 2], p.cm];
}
/** → [text, kg] */
function weightText(p, k) {
  if (p.style === 'uk') {
    const st = Math.floor(p.lb / 14);
    const lb = p.lb % 14;
    const stone = lb ? [`${st} st ${lb} lb`, `${st}st ${lb}lb`][k % 2] : `${st} st`;
    return [[stone, `${p.lb} lb`, stone][k % 3], p.lb * KG_PER_LB];
  }
  if (p.style === 'us') return [[`${p.lb} lb`, `${p.lb} lbs`][k % 2], p.lb * KG_PER_LB];
  return [`${p.kg} kg`, p.kg];
}
function dobText(p, k) {
  const iso = p.dob;
  const [y, m, d] = iso.split('-').map(Number);
  const dd = String(d).padStart(2, '0');
  const mm = String(m).padStart(2, '0');
  if (dutch(p)) return [`${d} ${NL_MONTHS[m - 1]} ${y}`, `${dd}-${mm}-${y}`][k % 2];
  if (p.style === 'uk') return [fmtDate(iso, 'long'), `${dd}/${mm}/${y}`][k % 2];
  if (p.style === 'ie') return [fmtDate(iso, 'short'), fmtDate(iso, 'long')][k % 2];
  if (p.style === 'nl') return [`${dd}-${mm}-${y}`, fmtDate(iso, 'long')][k % 2];
  return [fmtDate(iso, 'us'), `${mm}/${dd}/${y}`][k % 2];
}
const POS_ABBR = { Goalkeeper: 'GK', Defender: 'DF', Midfielder: 'MF', Forward: 'FW' };
const POS_NL = { Goalkeeper: 'Keeper', Defender: 'Verdediger', Midfielder: 'Middenvelder', Forward: 'Aanvaller' };
function posText(p, k) {
  if (dutch(p)) return POS_NL[p.pos];
  return [p.pos, POS_ABBR[p.pos], `${p.pos} (${POS_ABBR[p.pos]})`][k % 3];
}
function footText(p, k) {
  if (dutch(p)) return { Right: 'rechts', Left: 'links', Both: 'tweebenig' }[p.foot];
  return [p.foot, { Right: 'Right-footed', Left: 'Left-footed', Both: 'Two-footed' }[p.foot], p.foot][k % 3];
}
function wageText(p, k) {
  const w = p.wage;
  if (p.cur === 'GBP') return [`£${group(w)} per week`, `£${group(w)} pw`, `£${group(w)}/week`][k % 3];
  if (p.cur === 'USD') return [`$${group(w)}/week`, `$${group(w)} a week`, `USD ${group(w)} weekly`][k % 3];
  if (p.style === 'nl') return [`€ ${dotted(w)} per week`, `${dotted(w)} EUR p/w`][k % 2];
  return [`€${group(w)} per week`, `€${group(w)} a week`][k % 2];
}
function valueText(p, k) {
  const v = p.value;
  const big = v >= 1e6;
  const short = big ? `${v / 1e6}` : `${v / 1000}`;
  if (p.cur === 'GBP') return big ? `£${short}m` : [`£${short}k`, `£${group(v)}`][k % 2];
  if (p.cur === 'USD') return big ? [`$${short}M`, `USD ${short} million`][k % 2] : [`$${short}K`, `$${group(v)}`][k % 2];
  if (p.style === 'nl') return big ? [`€ ${comma(short)} mln`, `${dotted(v)} EUR`][k % 2] : [`€ ${dotted(v)}`, `${dotted(v)} EUR`][k % 2];
  return big ? `€${short}m` : [`€${short}k`, `€ ${group(v)}`][k % 2];
}
function contractText(p, k) {
  if (dutch(p)) return `30-06-${p.contract}`;
  if (p.style === 'us') return [`June 30, ${p.contract}`, `06/30/${p.contract}`, String(p.contract)][k % 3];
  return [`June ${p.contract}`, `30 June ${p.contract}`, String(p.contract)][k % 3];
}
const injuredRow = (p, k) =>
  dutch(p)
    ? ['Geblesseerd', p.injured ? 'ja' : 'nee']
    : [
        ['Injured', p.injured ? 'Yes' : 'No'],
        ['Fit', p.injured ? 'No' : 'Yes'],
        ['On injury list', p.injured ? '✓' : '✗'],
        ['Status', p.injured ? 'Injured' : 'Available'],
        ['Available for selection', p.injured ? 'N' : 'Y'],
      ][k % 5];
const loanRow = (p, k) =>
  dutch(p)
    ? ['Gehuurd', p.loan ? 'ja' : 'nee']
    : [
        ['On loan', p.loan ? 'Yes' : 'No'],
        ['Contract type', p.loan ? 'Loan' : 'Permanent'],
        ['Loan player', p.loan ? '✓' : '✗'],
        ['Loanee (Y/N)', p.loan ? 'Y' : 'N'],
      ][(k + 1) % 4];
const captainRow = (p, k) =>
  dutch(p)
    ? ['Aanvoerder', p.captain ? 'ja' : 'nee']
    : [
        ['Captain', p.captain ? 'Yes' : 'No'],
        ['Club captain', p.captain ? '✓' : '✗'],
        ['Wears the armband', p.captain ? 'Y' : 'N'],
      ][(k + 2) % 3];
const L = (p, k, en, nl) => (dutch(p) ? nl : en[k % en.length]);
const listText = (xs, k, none = 'none') => (xs.length ? xs.join([', ', ' / ', '; '][k % 3]) : none);

function pageStates(p, k) {
  const [height, cm] = heightText(p, k);
  const [weight, kg] = weightText(p, k);
  return { height, cm, weight, kg, dob: dobText(p, k), pos: posText(p, k), foot: footText(p, k), wage: wageText(p, k), value: valueText(p, k), contract: contractText(p, k),
    injured: injuredRow(p, k)[1], loan: loanRow(p, k)[1], captain: captainRow(p, k)[1] };
}

function specRows(p, s, k) {
  return [
    [L(p, k, ['Name', 'Player', 'Full name'], 'Naam'), p.name],
    [L(p, k, ['Club', 'Current club', 'Team', 'Club'], 'Club'), p.club.name],
    [L(p, k, ['Position', 'Pos.', 'Playing position'], 'Positie'), s.pos],
    [L(p, k, ['Shirt number', 'Squad number', 'No.', 'Shirt'], 'Rugnummer'), String(p.shirt)],
    [L(p, k, ['Date of birth', 'Born', 'DOB'], 'Geboortedatum'), s.dob],
    [L(p, k, ['Nationality', 'Nationality', 'Citizenship'], 'Nationaliteit'), dutch(p) ? 'Nederlands' : p.nationality],
    [L(p, k, ['Height', 'Height', 'Ht.'], 'Lengte'), s.height],
    [L(p, k, ['Weight', 'Playing weight', 'Wt.', 'Weight'], 'Gewicht'), s.weight],
    [L(p, k, ['Preferred foot', 'Foot', 'Strong foot'], 'Voorkeursbeen'), s.foot],
    [L(p, k, ['Weekly wage', 'Wage', 'Wages (weekly)', 'Salary'], 'Weekloon'), s.wage],
    [L(p, k, ['Market value', 'Estimated value', 'Transfer value'], 'Marktwaarde'), s.value],
    [L(p, k, ['Appearances (2024–25)', 'Apps this season', 'Games played 2024/25'], 'Wedstrijden 2024/25'), String(p.apps)],
    [L(p, k, ['Goals (2024–25)', 'Goals this season', 'League goals 2024/25'], 'Doelpunten 2024/25'), String(p.goals)],
    [L(p, k, ['International caps', 'Caps', 'Senior caps'], 'Interlands'), String(p.caps)],
    injuredRow(p, k),
    loanRow(p, k),
    captainRow(p, k),
    [L(p, k, ['Previous clubs', 'Former clubs', 'Career before joining'], 'Vorige clubs'), listText(p.prev, k, dutch(p) ? 'geen' : 'none')],
    [L(p, k, ['Contract until', 'Contract expires', 'Contract ends'], 'Contract tot'), s.contract],
  ];
}
function playerProse(p, s, k) {
  if (dutch(p)) return [[`${p.name} speelt sinds kort bij ${p.club.name} en is ${s.height} lang.`, `${p.name} scoorde dit seizoen ${p.goals} keer.`][k % 2]];
  const opts = [
    `${p.name} has made ${p.apps} appearances this season.`,
    `${p.name} is ${s.height} tall.`,
    `${p.name} was born on ${s.dob}.`,
    `${p.name} has scored ${p.goals} goal${p.goals === 1 ? '' : 's'} this season.`,
    `${p.name}'s contract runs until ${s.contract}.`,
  ];
  return [opts[k % opts.length]];
}

// ------------------------------------------------------------------ facts
const corpus = new Corpus(dir);
function playerFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'player', attr, value, unit, stated, file);
  F('club', p.club.name, '', p.club.name);
  F('position', p.pos, '', s.pos);
  F('shirt_number', p.shirt, '', s.shirt ?? String(p.shirt));
  F('date_of_birth', p.dob, 'date', s.dob);
  F('nationality', p.nationality, '', s.nationality ?? (dutch(p) ? 'Nederlands' : p.nationality));
  F('height', s.cm, 'cm', s.height);
  F('weight', s.kg, 'kg', s.weight);
  F('preferred_foot', p.foot, '', s.foot);
  F('wage', p.wage, p.cur, s.wage);
  F('market_value', s.valueMissing ? null : p.value, p.cur, s.valueMissing ? '' : s.value);
  F('appearances', p.apps, '', s.apps ?? String(p.apps));
  F('goals', p.goals, '', s.goals ?? String(p.goals));
  F('caps', p.caps, '', s.caps ?? String(p.caps));
  F('injured', p.injured, 'bool', s.injured ?? '');
  F('on_loan', p.loan, 'bool', s.loan ?? '');
  F('captain', p.captain, 'bool', s.captain ?? '');
  F('previous_clubs', p.prev, 'list', p.prev[0] ?? '');
  F('contract_until', p.contract, 'year', String(p.contract));
}

// ------------------------------------------------------------------ layouts
const EXPORT = { csv: 'uk', tsv: 'us', semicolon: 'nl', json_flat: 'ie' };
const EXPORT_N = { csv: 5, tsv: 4, semicolon: 5, json_flat: 4 };
const PAGE_LAYOUTS = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested'];
const assign = new Map([...PAGE_LAYOUTS, ...Object.keys(EXPORT)].map((x) => [x, []]));
const placed = new Set();
// two Dutch nationals at Dutch clubs get Dutch pages (Markdown bullets and plain text)
const dutchPlayers = r.shuffle(players.filter((p) => p.style === 'nl' && p.nationality === 'Dutch')).slice(0, 2);
dutchPlayers.forEach((p) => ((p.dutchPage = true), placed.add(p)));
assign.get('md_bullets').push(dutchPlayers[0]);
assign.get('txt').push(dutchPlayers[1]);
for (const [layout, style] of Object.entries(EXPORT)) {
  const mine = r.shuffle(players.filter((p) => p.style === style && !placed.has(p))).slice(0, EXPORT_N[layout]);
  mine.forEach((p) => placed.add(p));
  assign.get(layout).push(...mine);
}
r.shuffle(players.filter((p) => !placed.has(p))).forEach((p, i) => assign.get(PAGE_LAYOUTS[(i + 2) % PAGE_LAYOUTS.length]).push(p));
const playerFile = (p, ext) => `players/${slug(p.name)}.${ext}`;
const docTitle = (p) => `${p.name} – ${LEAGUE} player registry`;
let k = 0;

for (const p of assign.get('html_table')) {
  const file = playerFile(p, 'html');
  const s = pageStates(p, k);
  corpus.write(file, htmlTablePage({ title: p.name, docTitle: docTitle(p), crumbs: [LEAGUE, 'Players', p.club.name], lead: playerProse(p, s, k),
    sections: [{ heading: 'Player details', rows: specRows(p, s, k) }], colA: 'Field', colB: 'Value', footer: `${LEAGUE} registration office · data as supplied by the club` }));
  playerFacts(p, file, s);
  k++;
}
for (const p of assign.get('html_dl')) {
  const file = playerFile(p, 'html');
  const s = pageStates(p, k);
  const rows = specRows(p, s, k);
  corpus.write(file, htmlDlPage({ title: p.name, docTitle: docTitle(p), site: LEAGUE, lead: playerProse(p, s, k),
    sections: [{ heading: 'Profile', rows: rows.slice(0, 9) }, { heading: 'Contract and season', rows: rows.slice(9) }], footer: 'Corrections to the league office, please.' }));
  playerFacts(p, file, s);
  k++;
}
for (const p of assign.get('html_infobox')) {
  const file = playerFile(p, 'html');
  const s = pageStates(p, k);
  const rows = specRows(p, s, k);
  corpus.write(file, htmlInfoboxPage({ title: p.name, lead: playerProse(p, s, k), sections: [{ heading: 'Personal information', rows: rows.slice(0, 9) }, { heading: 'Club career', rows: rows.slice(9) }],
    footer: `Registered with the ${LEAGUE}.` }));
  playerFacts(p, file, s);
  k++;
}
for (const p of assign.get('md_bullets')) {
  const file = playerFile(p, 'md');
  const s = pageStates(p, k);
  corpus.write(file, mdBulletsNote({ title: p.name, lead: playerProse(p, s, k), sections: [{ heading: dutch(p) ? 'Spelersprofiel' : 'Player card', rows: specRows(p, s, k) }] }));
  playerFacts(p, file, s);
  k++;
}
for (const p of assign.get('md_yaml')) {
  const file = playerFile(p, 'md');
  const s = pageStates(p, k);
  const rows = specRows(p, s, k).slice(2);
  corpus.write(file, mdYamlTableNote({
    title: p.name,
    frontMatter: [['name', p.name], ['club', p.club.name], ['registration', `AHL-${2400 + k * 7}`], ['status', 'registered']],
    lead: playerProse(p, s, k), sections: [{ heading: 'Registration card', rows }], colA: 'Item', colB: 'Detail',
  }));
  playerFacts(p, file, s);
  k++;
}
for (const p of assign.get('txt')) {
  const file = playerFile(p, 'txt');
  const s = pageStates(p, k);
  corpus.write(file, txtProfile({ txtHeader: `${dutch(p) ? 'SPELER' : 'PLAYER'}: ${p.name.toUpperCase()}\n${'='.repeat(40)}`, sections: [{ rows: specRows(p, s, k) }], lead: playerProse(p, s, k) }));
  playerFacts(p, file, s);
  k++;
}
for (const p of assign.get('json_nested')) {
  const file = playerFile(p, 'json');
  const imperial = !!p.inches;
  const height = imperial ? { value: p.inches, unit: 'in' } : { value: p.cm, unit: 'cm' };
  const weight = imperial ? { value: p.lb, unit: 'lb' } : { value: p.kg, unit: 'kg' };
  const s = { pos: p.pos, dob: p.dob, foot: p.foot, height: String(height.value), cm: imperial ? p.inches * CM_PER_IN : p.cm, weight: String(weight.value), kg: imperial ? p.lb * KG_PER_LB : p.kg,
    wage: String(p.wage), value: String(p.value), contract: String(p.contract), injured: '', loan: '', captain: '' };
  const rec = {
    player: {
      full_name: p.name,
      profile: { position: p.pos, shirt_number: p.shirt, date_of_birth: p.dob, nationality: p.nationality, preferred_foot: p.foot },
      physical: { height, weight },
      contract: { club: p.club.name, wage: { amount: p.wage, currency: p.cur, per: 'week' }, market_value: { amount: p.value, currency: p.cur }, on_loan: p.loan, until: p.contract },
      season_2024_25: { appearances: p.apps, goals: p.goals },
      status: { injured: p.injured, captain: p.captain },
      international: { caps: p.caps },
      career: { previous_clubs: p.prev },
      note: playerProse(p, { ...pageStates(p, k), height: heightText(p, 0)[0] }, k)[0],
    },
  };
  corpus.write(file, JSON.stringify(rec, null, 2) + '\n');
  playerFacts(p, file, s);
  k++;
}
// --- CSV export (England): the league registration system, metric, units in the header
{
  const file = 'exports/england-registrations.csv';
  const header = ['player', 'club', 'position', 'shirt_no', 'date_of_birth', 'nationality', 'Height (cm)', 'Weight (kg)', 'foot', 'Weekly wage (GBP)', 'Market value (GBP)', 'apps_2024_25',
    'goals_2024_25', 'caps', 'injured', 'on_loan', 'captain', 'previous_clubs', 'contract_until'];
  const yn = (b) => (b ? 'yes' : 'no');
  const rows = assign.get('csv').map((p) => {
    const cm = Math.round(p.inches * CM_PER_IN);
    const kg = Math.round(p.lb * KG_PER_LB);
    playerFacts(p, file, { pos: POS_ABBR[p.pos], dob: p.dob, foot: p.foot, height: String(cm), cm, weight: String(kg), kg, wage: String(p.wage), value: String(p.value), contract: String(p.contract),
      injured: yn(p.injured), loan: yn(p.loan), captain: yn(p.captain) });
    return [p.name, p.club.name, POS_ABBR[p.pos], p.shirt, p.dob, p.nationality, cm, kg, p.foot, p.wage, p.value, p.apps, p.goals, p.caps, yn(p.injured), yn(p.loan), yn(p.captain),
      p.prev.join('; '), p.contract];
  });
  corpus.write(file, delimited(header, rows));
}
// --- TSV (United States): a roster export, units inside the values, US dates, written without quoting
{
  const file = 'exports/us-rosters.tsv';
  const header = ['Player', 'Team', 'Pos', '#', 'DOB', 'Nationality', 'Ht', 'Wt', 'Foot', 'Wage', 'Value', 'GP', 'G', 'Caps', 'Injured', 'Loan', 'Capt', 'Previous clubs', 'Contract'];
  const lines = assign.get('tsv').map((p, i) => {
    const [height, cm] = heightText(p, i % 2 === 0 ? 0 : 1);
    const [weight, kg] = weightText(p, i + 1);
    const dob = fmtDate(p.dob, 'iso').split('-');
    const s = { pos: POS_ABBR[p.pos], dob: `${dob[1]}/${dob[2]}/${dob[0]}`, foot: p.foot[0], height, cm, weight, kg, wage: `$${group(p.wage)}/wk`, value: valueText(p, 0), contract: String(p.contract),
      injured: p.injured ? 'Y' : 'N', loan: p.loan ? 'Y' : 'N', captain: p.captain ? 'Y' : 'N' };
    playerFacts(p, file, s);
    return [p.name, p.club.name, s.pos, p.shirt, s.dob, p.nationality, height, weight, s.foot, s.wage, s.value, p.apps, p.goals, p.caps, s.injured, s.loan, s.captain,
      p.prev.length ? p.prev.join(', ') : '-', p.contract].join('\t');
  });
  corpus.write(file, `# Foot: R = right, L = left, B = both. Wages are weekly.\n${header.join('\t')}\n${lines.join('\n')}\n`);
}
// --- semicolon CSV (Netherlands): Dutch headers, decimal commas, n/a for unknown values
{
  const file = 'exports/nederland-spelers.csv';
  const header = ['naam', 'club', 'positie', 'rugnummer', 'geboortedatum', 'nationaliteit', 'lengte_m', 'gewicht_kg', 'voorkeursbeen', 'weekloon_eur', 'marktwaarde_eur', 'wedstrijden',
    'doelpunten', 'interlands', 'geblesseerd', 'gehuurd', 'aanvoerder', 'vorige_clubs', 'contract_tot'];
  const lst = assign.get('semicolon');
  const noValue = lst[2].name;
  const jn = (b) => (b ? 'ja' : 'nee');
  const FOOT_NL = { Right: 'rechts', Left: 'links', Both: 'tweebenig' };
  const rows = lst.map((p) => {
    const nv = p.name === noValue;
    const [y, m, d] = p.dob.split('-');
    const s = { pos: POS_NL[p.pos], dob: `${d}-${m}-${y}`, foot: FOOT_NL[p.foot], height: comma((p.cm / 100).toFixed(2)), cm: p.cm, weight: String(p.kg), kg: p.kg, wage: String(p.wage),
      value: nv ? '' : String(p.value), valueMissing: nv, contract: String(p.contract), injured: jn(p.injured), loan: jn(p.loan), captain: jn(p.captain) };
    playerFacts(p, file, s);
    return [p.name, p.club.name, s.pos, p.shirt, s.dob, p.nationality, s.height, p.kg, s.foot, p.wage, nv ? 'n/a' : p.value, p.apps, p.goals, p.caps, s.injured, s.loan, s.captain,
      p.prev.length ? p.prev.join(', ') : 'n/a', p.contract];
  });
  corpus.write(file, delimited(header, rows, ';'));
}
// --- JSON flat records (Ireland)
{
  const file = 'exports/ireland-squads.json';
  const recs = assign.get('json_flat').map((p) => {
    playerFacts(p, file, { pos: p.pos, dob: p.dob, foot: p.foot, height: String(p.cm), cm: p.cm, weight: String(p.kg), kg: p.kg, wage: String(p.wage), value: String(p.value), contract: String(p.contract),
      injured: '', loan: '', captain: '' });
    return { name: p.name, club: p.club.name, position: p.pos, shirt_number: p.shirt, date_of_birth: p.dob, nationality: p.nationality, height_cm: p.cm, weight_kg: p.kg, preferred_foot: p.foot,
      weekly_wage_eur: p.wage, market_value_eur: p.value, appearances: p.apps, goals: p.goals, caps: p.caps, injured: p.injured, on_loan: p.loan, captain: p.captain, previous_clubs: p.prev,
      contract_until: p.contract };
  });
  corpus.write(file, JSON.stringify({ league: LEAGUE, association: 'Ireland', exported: '2025-05-31', season: '2024-25', players: recs }, null, 2) + '\n');
}

// ------------------------------------------------------------------ simple pages (clubs, stadiums, divisions, coaches)
const LAYOUTS8 = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested', 'json_flat'];
function simplePage(Lt, base, name, header, lead, rows, nested, flat, heading) {
  let file;
  if (Lt === 'html_table') corpus.write((file = `${base}.html`), htmlTablePage({ title: name, crumbs: [LEAGUE, heading], lead, sections: [{ heading, rows }] }));
  else if (Lt === 'html_dl') corpus.write((file = `${base}.html`), htmlDlPage({ title: name, site: LEAGUE, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'html_infobox') corpus.write((file = `${base}.html`), htmlInfoboxPage({ title: name, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'md_bullets') corpus.write((file = `${base}.md`), mdBulletsNote({ title: name, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'md_yaml')
    corpus.write((file = `${base}.md`), mdYamlTableNote({ title: name, frontMatter: [['name', name], ...rows.slice(0, 2)], lead, sections: [{ heading, rows: rows.slice(2) }] }));
  else if (Lt === 'txt') corpus.write((file = `${base}.txt`), txtProfile({ txtHeader: `${header}: ${name.toUpperCase()}`, sections: [{ rows }], lead }));
  else if (Lt === 'json_nested') corpus.write((file = `${base}.json`), JSON.stringify(nested, null, 2) + '\n');
  else corpus.write((file = `${base}.json`), JSON.stringify(flat, null, 2) + '\n');
  return file;
}
const numStyle = (n, style, k) => (style === 'nl' ? dotted(n) : style === 'ie' && k % 2 ? spaced(n) : group(n));

// --- clubs
r.shuffle(CLUBS).forEach((c, i) => {
  const Lt = LAYOUTS8[i % LAYOUTS8.length];
  const nl = c.name === 'VV Maasstad'; // the one club page in Dutch
  const members = numStyle(c.members, c.style, i);
  const honours = c.honours.length ? c.honours.join('; ') : nl ? 'geen' : 'none';
  const lead = [
    [`${c.name} was founded in ${c.founded}.`, `${c.name} play their home games at ${c.stadium.name}.`, `${c.name} are known as ${c.nickname}.`, `${c.name} have ${members} registered members.`][i % 4],
  ];
  if (nl) lead[0] = `${c.name} werd opgericht in ${c.founded} en speelt in ${c.stadium.name}.`;
  const rows = nl
    ? [['Bijnaam', c.nickname], ['Opgericht', String(c.founded)], ['Thuisbasis', c.stadium.name], ['Competitie', c.division], ['Clubkleuren', c.colours], ['Leden', members],
        ['Prijzen', honours], ['Website', c.website]]
    : [[['Nickname', 'Known as', 'Nickname'][i % 3], c.nickname], [['Founded', 'Established', 'Year founded'][i % 3], String(c.founded)],
        [['Stadium', 'Home ground', 'Ground'][i % 3], c.stadium.name], [['Division', 'League', 'Plays in'][i % 3], c.division], [['Colours', 'Kit colours', 'Club colours'][i % 3], c.colours],
        [['Members', 'Registered members', 'Membership'][i % 3], members], [['Honours', 'Trophies', 'Major honours'][i % 3], honours], [['Website', 'Web', 'Official site'][i % 3], c.website]];
  const nested = { club: { name: c.name, nickname: c.nickname, history: { founded: c.founded, honours: c.honours }, home: { stadium: c.stadium.name }, competition: { division: c.division },
    identity: { colours: c.colours }, membership: { members: c.members }, contact: { website: c.website }, about: lead[0] } };
  const flat = { name: c.name, nickname: c.nickname, founded: c.founded, stadium: c.stadium.name, division: c.division, colours: c.colours, members: c.members, honours: c.honours, website: c.website,
    note: lead[0] };
  const file = simplePage(Lt, `clubs/${slug(c.name)}`, c.name, 'CLUB', lead, rows, nested, flat, nl ? 'Clubgegevens' : 'Club details');
  const json = Lt === 'json_nested' || Lt === 'json_flat';
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'club', attr, value, unit, stated, file);
  F('nickname', c.nickname, 'text', c.nickname);
  F('founded', c.founded, 'year', String(c.founded));
  F('stadium', c.stadium.name, '', c.stadium.name);
  F('division', c.division, '', c.division);
  F('colours', c.colours, 'text', c.colours);
  F('members', c.members, '', json ? String(c.members) : members);
  F('honours', c.honours, 'list', c.honours[0] ?? '');
  F('website', c.website, 'text', c.website);
});

// --- stadiums
r.shuffle(STADIUMS).forEach((s, i) => {
  const Lt = LAYOUTS8[(i + 2) % LAYOUTS8.length];
  const cap = s.style === 'nl' ? dotted(s.capacity) : s.style === 'ie' ? `${spaced(s.capacity)} seats` : group(s.capacity);
  const rec = s.style === 'nl' ? dotted(s.record) : group(s.record);
  const surface = s.style === 'nl' ? { Grass: 'Natural grass', Artificial: 'Artificial turf (kunstgras)', Hybrid: 'Hybrid grass' }[s.surface] : s.style === 'us' ? { Grass: 'Natural grass', Artificial: 'FieldTurf (artificial)', Hybrid: 'Hybrid' }[s.surface] : { Grass: 'Grass', Artificial: 'Artificial (3G)', Hybrid: 'Hybrid (grass and fibres)' }[s.surface];
  const lead = [[`${s.name} holds ${cap}${s.style === 'ie' ? '' : ' spectators'}.`, `${s.name} opened in ${s.opened}.`, `The record crowd at ${s.name} is ${rec}.`, `${s.name} is in ${s.city}.`][i % 4]];
  const rows = [[['City', 'Location', 'Town'][i % 3], s.city], [['Country', 'Country', 'Nation'][i % 3], s.country], [['Capacity', 'Seating capacity', 'Capacity'][i % 3], cap],
    [['Opened', 'Year opened', 'Built'][i % 3], String(s.opened)], [['Surface', 'Pitch', 'Playing surface'][i % 3], surface], [['Record attendance', 'Record crowd', 'Highest attendance'][i % 3], rec]];
  const nested = { stadium: { name: s.name, location: { city: s.city, country: s.country }, facts: { capacity: s.capacity, opened: s.opened, record_attendance: s.record }, pitch: { surface }, about: lead[0] } };
  const flat = { name: s.name, city: s.city, country: s.country, capacity: s.capacity, opened: s.opened, surface, record_attendance: s.record, note: lead[0] };
  const file = simplePage(Lt, `stadiums/${slug(s.name)}`, s.name, 'STADIUM', lead, rows, nested, flat, 'Ground information');
  const json = Lt === 'json_nested' || Lt === 'json_flat';
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'stadium', attr, value, unit, stated, file);
  F('city', s.city, '', s.city);
  F('country', s.country, '', s.country);
  F('capacity', s.capacity, '', json ? String(s.capacity) : cap);
  F('opened', s.opened, 'year', String(s.opened));
  F('surface', s.surface, '', surface);
  F('record_attendance', s.record, '', json ? String(s.record) : rec);
});

// --- divisions
DIVISIONS.forEach((d, i) => {
  const Lt = ['html_infobox', 'md_bullets', 'json_nested'][i];
  const lead = [[`The ${d.name} is the top tier of the ${LEAGUE}; its champion takes the Harbour Shield.`, `Each ${d.name} club plays ${d.matches} league matches a season.`,
    `The ${d.name} was added in ${d.founded}.`][i]];
  const rows = [['Tier', String(d.tier)], ['Founded', String(d.founded)], ['Title sponsor', d.sponsor], ['Promotion places', String(d.promotion)], ['Relegation places', String(d.relegation)],
    ['League matches per club', String(d.matches)]];
  const nested = { division: { name: d.name, tier: d.tier, founded: d.founded, sponsor: d.sponsor, places: { promotion: d.promotion, relegation: d.relegation }, season: { matches_per_club: d.matches },
    about: lead[0] } };
  const file = simplePage(Lt, `divisions/${slug(d.name)}`, d.name, 'DIVISION', lead, rows, nested, null, 'Division');
  const F = (attr, value, unit, stated) => corpus.fact(d.name, 'division', attr, value, unit, stated, file);
  F('tier', d.tier, '', String(d.tier));
  F('founded', d.founded, 'year', String(d.founded));
  F('sponsor', d.sponsor, 'text', d.sponsor);
  F('promotion_places', d.promotion, '', String(d.promotion));
  F('relegation_places', d.relegation, '', String(d.relegation));
  F('matches', d.matches, '', String(d.matches));
});

// --- coaches
r.shuffle(COACHES).forEach((c, i) => {
  const Lt = LAYOUTS8[(i + 5) % LAYOUTS8.length];
  const st = c.club.style;
  const appointed = st === 'us' ? fmtDate(c.appointed, 'us') : st === 'nl' ? fmtDate(c.appointed, 'dotted').replace(/\./g, '-') : [fmtDate(c.appointed, 'long'), fmtDate(c.appointed, 'short')][i % 2];
  const lead = [[`${c.name} took charge of ${c.club.name} on ${appointed}.`, `${c.name} usually sets up in a ${c.formation}.`, `${c.name} was born in ${c.born}.`][i % 3]];
  const rows = [[['Club', 'Head coach of', 'Current club'][i % 3], c.club.name], [['Nationality', 'Nationality', 'Citizenship'][i % 3], c.nationality], [['Born', 'Year of birth', 'Birth year'][i % 3], String(c.born)],
    [['Coaching licence', 'Licence', 'Qualification'][i % 3], c.licence], [['Appointed', 'In charge since', 'Date appointed'][i % 3], appointed], [['Preferred formation', 'Formation', 'System'][i % 3], c.formation]];
  const nested = { coach: { full_name: c.name, role: { title: 'Head coach', club: c.club.name, appointed: c.appointed }, personal: { nationality: c.nationality, born: c.born },
    qualifications: { licence: c.licence }, tactics: { formation: c.formation }, bio: lead[0] } };
  const flat = { name: c.name, club: c.club.name, nationality: c.nationality, born: c.born, licence: c.licence, appointed: c.appointed, formation: c.formation, note: lead[0] };
  const file = simplePage(Lt, `coaches/${slug(c.name)}`, c.name, 'HEAD COACH', lead, rows, nested, flat, 'Coach profile');
  const json = Lt === 'json_nested' || Lt === 'json_flat';
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'coach', attr, value, unit, stated, file);
  F('club', c.club.name, '', c.club.name);
  F('nationality', c.nationality, '', c.nationality);
  F('born', c.born, 'year', String(c.born));
  F('licence', c.licence, 'text', c.licence);
  F('appointed', c.appointed, 'date', json ? c.appointed : appointed);
  F('formation', c.formation, 'text', c.formation);
});

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `${LEAGUE} — shared drive of the league office.
players/ holds one registration page per player; exports/ the squad lists the four national associations send us (England, Ireland, the Netherlands, the United States); clubs/, stadiums/, divisions/ and coaches/ the reference pages.
Wages are weekly and, like market values, in the currency of the club's country (GBP in England, EUR in Ireland and the Netherlands, USD in the United States); nothing is converted.
English and American clubs measure players in feet and inches and weigh them in stones or pounds; the league system itself stores centimetres and kilograms.
Season 2024-25: appearance and goal figures are for the league season that ended on 31 May 2025. Age limits are measured on 30 June 2025.
`);
corpus.write('admin/league-rules.md', `# ${LEAGUE} — competition rules (extract)

1. A matchday squad has at most 18 players, of whom 7 may be substitutes; up to 5 substitutions per match.
2. At least 3 players in every matchday squad must be under 21 on 30 June of the season.
3. Registration closes on 31 January; each club may register at most 30 players and 4 loan players.
4. Three points for a win, one for a draw. Ties in the table are broken on goal difference, then goals scored.
5. A red card carries a 3-match ban; five yellow cards a 1-match ban.
6. Minimum ground capacity for the Premier Division: 2,500, of which 500 seated.
7. Registration fee per player: £40 / €45 / $50.
`);
corpus.write('admin/season-calendar-2024-25.md', `# Season calendar 2024-25

| Date | Event |
|---|---|
| 10 August 2024 | Opening matchday (all divisions) |
| 2 November 2024 | League Cup, round 1 |
| 21 December 2024 – 4 January 2025 | Winter break |
| 31 January 2025 | Registration deadline |
| 15 March 2025 | League Cup final (neutral venue) |
| 17 May 2025 | Final matchday |
| 24 May 2025 | Promotion play-off final |

Matchdays: 20 in the First Division, 18 in the Premier Division, 16 in the Conference. Kick-off 15:00 local time unless moved for television.
`);

const stats = corpus.flush(source);
console.log(`league: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
