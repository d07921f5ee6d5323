#!/usr/bin/env node
// Observatory corpus (held-out): the shared drive of the Wetherley & District Astronomical Society (WDAS), a village
// astronomical society in the English Peak District with a small observatory on Coldharbour Lane, a dark site on
// Hollins Moor and a partner observatory in Germany (Volkssternwarte Falkenau e.V., Vogtland), season 2025-26.
// 36 members, 20 telescopes and instruments, 32 celestial targets, 26 observing sessions, 14 equipment loans and
// 10 schools of the outreach programme.
//   node bench/corpora/observatory/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "observatory-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) members: a register CSV with a `#` preamble, SEMICOLONS and the name split into Surname;Forename; officers'
//     profile sheets (`Membership no.:`, `Grade:`, `Member since:`, `Subscription 2025/26:`); a new-members note
//     with another label set (`No.:`, `Category:`, `Year joined:`, `Fee paid:`, `Lives in:`); an HTML table of
//     honorary members; three members only in the prose of committee minutes;
// (b) instruments: an asset register CSV (aperture in mm or inches in one column, `10"`), Markdown sheets (`Aperture:
//     16 in`), an HTML table of solar and imaging kit, a GERMAN loan agreement for the partner's refractor
//     (`Öffnung: 115 mm`, `Brennweite: 890 mm`, `Montierung: parallaktisch`) and bookable kit in the booking system's
//     nested YAML (`optics: {aperture: {value: 8, unit: in}}`); a WIDE table of hours of use per month;
// (c) targets: a Markdown observing list, a nested JSON catalogue with distances in parsecs and megaparsecs, HTML
//     cards of the winter showpieces, beginners' notes in prose and a GERMAN semicolon list with decimal commas
//     (`Entfernung (Lj)`, `4.100`, `Sternbild: Fuhrmann`);
// (d) observing sessions: two observing log books (dated entries, alternately in sentences and as `- Key: value`
//     lines), the booking system's YAML (attendees and lead by membership number, kit by asset code), a GERMAN visit
//     report (`Seeing (Antoniadi): II`, `Dauer: 2 Std. 45 Min.`) and a CSV of public star parties;
// (e) loans: a Markdown loans register, e-mails stating loans in sentences, GERMAN loan slips (`Kaution: 200,00 €`)
//     and one loan in the booking YAML;
// (f) schools: an HTML programme table, Markdown blocks (`Distance from observatory: 4.5 miles`), a German partner
//     school page, an outreach report in prose (the society lead of five schools) and a WIDE table of pupils per
//     month (Sep 2025 – Jul 2026);
// (g) background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: apertures and focal lengths in MM (`16 in` → 406.4); distances in LIGHT YEARS
// (`790 pc` → × 3.26156, `3.6 Mpc` → × 3,261,560, `2.5 million ly` → 2,500,000, `4.100 Lj` → 4100); magnitudes as
// stated; seeing on the society's 1-5 scale, 5 = best (`Antoniadi II` → 4, I → 5 … V → 1); durations in minutes
// (`3 h 15 min`, `19:30–23:45`, `three and a half hours`); money in the stated currency (GBP or EUR, never
// converted); dates ISO; German words in English (`Galaxie` = Galaxy, `Offener Sternhaufen` = Open cluster,
// `Fuhrmann` = Auriga, `Zwillinge` = Gemini, `parallaktisch` = German equatorial, `Sternwarte` …).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, htmlDlPage, htmlInfoboxPage, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('observatory-v1');
const IN = 25.4;
const PC = 3.26156; // light years per parsec
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const de = (x, d) => Number(x).toFixed(d).replace('.', ',');
const deGroup = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const enGroup = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];
const gbp = (x) => `£${x.toFixed(2)}`;
const WEEKDAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekday = (iso) => WEEKDAY[new Date(`${iso}T12:00:00Z`).getUTCDay()];
const dmy = (iso) => iso.split('-').reverse().join('/');
const dotted = (iso) => iso.split('-').reverse().join('.');
const DE_MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const deLong = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}. ${DE_MONTHS[m - 1]} ${y}`;
};

class DriveCorpus extends Corpus {
  constructor(root) {
    super(root);
    this.aliases = new Map(); // entity -> other written forms of its name (Surname;Forename)
  }
  /** A fact of an entity stated in a second file (the outreach report, the hours table, the attendance table). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
  alias(entity, form) {
    this.aliases.set(entity, [...(this.aliases.get(entity) ?? []), form]);
  }
  verify() {
    const problems = [];
    for (const f of this.facts) {
      const text = this.files.get(f.file);
      if (text == null) {
        problems.push(`${f.entity}: no file ${f.file}`);
        continue;
      }
      if (!f.stated) continue;
      const forms = [f.stated, esc(f.stated), JSON.stringify(f.stated).slice(1, -1)];
      if (!forms.some((s) => text.includes(s))) problems.push(`${f.file}: "${f.stated}" (${f.entity} ${f.attribute}) not found`);
    }
    for (const [e, file] of this.entityFile) {
      const text = this.files.get(file);
      const names = [e, ...(this.aliases.get(e) ?? [])];
      const forms = names.flatMap((n) => [n, esc(n), n.toUpperCase(), esc(n.toUpperCase()), JSON.stringify(n).slice(1, -1)]);
      if (!forms.some((s) => text.includes(s))) problems.push(`${file}: entity name ${e} not found`);
    }
    if (problems.length) throw new Error(`corpus verification failed:\n${problems.slice(0, 30).join('\n')}`);
  }
}
const corpus = new DriveCorpus(dir);

const SOC = 'Wetherley & District Astronomical Society';
const PARTNER = 'Volkssternwarte Falkenau e.V.';

// ------------------------------------------------------------------ members
// [name, grade, joined, town, committee role]
const MEMBER_DEF = [
  ['Margaret Ashworth', 'Honorary', 1974, 'Wetherley', null],
  ['Dennis Fairclough', 'Honorary', 1979, 'Hollinsford', null],
  ['Alan Whitworth', 'Honorary', 1981, 'Millthorpe', null],
  ['Graham Pickering', 'Senior', 1984, 'Wetherley', null],
  ['Brian Holroyd', 'Senior', 1986, 'Hollinsford', null],
  ['Jean Pickup', 'Senior', 1990, 'Calverbridge', null],
  ['Trevor Lumb', 'Senior', 1992, 'Over Wharton', null],
  ['Keith Bamforth', 'Senior', 1995, 'Ravensdale', null],
  ['Susan Oddie', 'Senior', 1999, 'Wetherley', null],
  ['Paul Crowther', 'Full', 2001, 'Millthorpe', null],
  ['Helen Marsden', 'Full', 2003, 'Wetherley', 'Chair'],
  ['Steven Hargreaves', 'Full', 2006, 'Ravensdale', null],
  ['David Okafor', 'Full', 2008, 'Hollinsford', 'Observing Director'],
  ['Mark Sutcliffe', 'Full', 2010, 'Calverbridge', null],
  ['Rachel Thornley', 'Full', 2011, 'Wetherley', 'Secretary'],
  ['Tom Greenwood', 'Full', 2012, 'Over Wharton', 'Equipment Officer'],
  ['Imran Siddiqui', 'Full', 2014, 'Millthorpe', 'Treasurer'],
  ['Claire Whiteley', 'Full', 2016, 'Ravensdale', 'Outreach Officer'],
  ['Jonathan Haworth', 'Family', 2017, 'Wetherley', null],
  ['Fiona Beaumont', 'Full', 2018, 'Hollinsford', 'Membership Secretary'],
  ['Nadia Kowalczyk', 'Full', 2019, 'Calverbridge', null],
  ['Gareth Evans', 'Full', 2020, 'Millthorpe', null],
  ['Kerry Brennan', 'Family', 2020, 'Ravensdale', null],
  ['Lucy Barraclough', 'Full', 2021, 'Wetherley', null],
  ['Harvey Walsh', 'Junior', 2021, 'Hollinsford', null],
  ['Anna Lindqvist', 'Full', 2022, 'Over Wharton', null],
  ['Alfie Marsden', 'Junior', 2022, 'Wetherley', null],
  ['Oliver Dawson', 'Full', 2023, 'Calverbridge', null],
  ['Maisie Okafor', 'Junior', 2023, 'Hollinsford', null],
  ['Sam Rushworth', 'Full', 2024, 'Millthorpe', null],
  ['Ewan Mackie', 'Family', 2024, 'Ravensdale', null],
  ['Leo Siddiqui', 'Junior', 2024, 'Millthorpe', null],
  ['Daniel Mbeki', 'Full', 2025, 'Wetherley', null],
  ['Chloe Haigh', 'Full', 2025, 'Hollinsford', null],
  ['Priya Raman', 'Family', 2025, 'Calverbridge', null],
  ['Ruby Townend', 'Junior', 2025, 'Over Wharton', null],
];
const RATE = { Full: 38, Senior: 28, Junior: 10, Family: 55, Honorary: 0 };
const UNPAID = new Set(['Mark Sutcliffe', 'Kerry Brennan', 'Trevor Lumb', 'Anna Lindqvist', 'Harvey Walsh', 'Gareth Evans']);
let no = 8;
const members = MEMBER_DEF.map(([name, grade, joined, town, role]) => {
  no += r.int(6, 16);
  const paid = grade === 'Honorary' || UNPAID.has(name) ? 0 : RATE[grade];
  return { name, grade, joined, town, role, no: `WDAS-${pad(no, 4)}`, paid };
});
const M = Object.fromEntries(members.map((m) => [m.name, m]));
const byNo = (name) => M[name].no;

function memberFacts(m, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(m.name, 'member', attr, value, unit, stated, file);
  F('membership_no', m.no, 'text', s.no ?? m.no);
  F('grade', m.grade, '', s.grade);
  F('joined', m.joined, '', s.joined);
  F('subscription', m.paid, 'GBP', s.paid);
  F('town', m.town, 'place', s.town);
  if (m.role) F('role', m.role, '', s.role);
}

// ------------------------------------------------------------------ instruments
// [code, name, type, model, aperture (mm, or 'inN'), focal length mm, mount type, mount as written, owner, location, acquired, value]
const INSTR_DEF = [
  ['T-01', 'Jubilee Refractor', 'Refractor', 'TEC 160FL apochromat', 160, 1120, 'German equatorial', 'Paramount MX (GEM)', 'Society', 'Dome', 2012, 14500],
  ['T-02', 'Hollins Dobsonian', 'Dobsonian', 'Orion SkyQuest XX16g', 'in16', 1800, 'Dobsonian', 'Dobsonian rocker box', 'Society', 'Clubhouse store', 2016, 2400],
  ['T-03', 'Brocklehurst Newtonian', 'Newtonian reflector', 'Sky-Watcher Quattro 250P', 'in10', 1000, 'German equatorial', 'EQ6-R Pro', 'Society', 'Roll-off roof observatory', 2019, 2100],
  ['T-04', 'Lodge SCT', 'Schmidt-Cassegrain', 'Meade LX200-ACF', 'in12', 3048, 'Fork', 'Meade fork on equatorial wedge', 'Society', 'Roll-off roof observatory', 2011, 3800],
  ['T-05', 'Little Mak', 'Maksutov-Cassegrain', 'Sky-Watcher Skymax 127', 127, 1500, 'Alt-azimuth', 'AZ-GTi (alt-az)', 'Society', 'Loan cupboard', 2020, 420],
  ['T-06', 'Coronado PST', 'Solar telescope', 'Coronado PST H-alpha', 40, 400, 'Alt-azimuth', 'photo tripod (alt-az)', 'Society', 'Loan cupboard', 2014, 650],
  ['T-07', 'Lunt LS60', 'Solar telescope', 'Lunt LS60THa', 60, 500, 'Alt-azimuth', 'AZ-GTi', 'Society', 'Clubhouse store', 2022, 1900],
  ['T-08', 'Outreach Dob 1', 'Dobsonian', 'Sky-Watcher Skyliner 200P', 'in8', 1200, 'Dobsonian', 'Dob base', 'Society', 'Loan cupboard', 2018, 380],
  ['T-09', 'Outreach Dob 2', 'Dobsonian', 'Sky-Watcher Heritage 150P', 150, 750, 'Dobsonian', 'tabletop Dobsonian', 'Society', 'Loan cupboard', 2021, 190],
  ['T-10', 'StarTravel 102', 'Refractor', 'Sky-Watcher StarTravel 102', 102, 500, 'Alt-azimuth', 'AZ3 alt-az', 'Society', 'Loan cupboard', 2015, 210],
  ['T-11', 'Pickering ED80', 'Refractor', 'Orion ED80', 80, 600, 'German equatorial', 'HEQ5 Pro', 'Graham Pickering', "Member's home", 2009, 900],
  ['T-12', 'Okafor RC8', 'Ritchey-Chrétien', 'GSO RC8', 'in8', 1624, 'German equatorial', 'iOptron CEM40', 'David Okafor', 'Roll-off roof observatory', 2021, 3100],
  ['T-13', 'Hargreaves Dob', 'Dobsonian', 'Sky-Watcher Skyliner 350P FlexTube', 'in14', 1650, 'Dobsonian', 'Dobsonian base', 'Steven Hargreaves', "Member's home", 2013, 1450],
  ['T-14', 'Big Binoculars', 'Binoculars', 'Fujinon 25x150 MT', 150, null, 'Alt-azimuth', 'parallelogram mount', 'Society', 'Dome', 2010, 5200],
  ['T-15', 'Club Binoculars', 'Binoculars', 'Celestron SkyMaster 15x70', 70, null, 'Alt-azimuth', 'hand-held or tripod', 'Society', 'Loan cupboard', 2019, 95],
  ['T-16', 'Seestar', 'Smart telescope', 'ZWO Seestar S50', 50, 250, 'Alt-azimuth', 'built-in alt-az', 'Society', 'Loan cupboard', 2024, 499],
  ['T-17', 'Falkenau Refractor', 'Refractor', 'Vixen ED115S', 115, 890, 'German equatorial', 'Vixen SXD2', PARTNER, 'Dome', 2025, 2600],
  ['T-18', 'Cooke Refractor', 'Refractor', 'T. Cooke & Sons 5-inch (1904)', 'in5', 1905, 'German equatorial', 'Cooke equatorial with weight-driven clock', 'Society', 'Dome', 1952, 8000],
  ['T-19', 'Imaging RedCat', 'Refractor', 'William Optics RedCat 51', 51, 250, 'German equatorial', 'ZWO AM5 (equatorial mode)', 'Society', 'Roll-off roof observatory', 2023, 1500],
  ['T-20', 'Greenwood Mak', 'Maksutov-Cassegrain', 'Sky-Watcher Skymax 180 Pro', 180, 2700, 'Alt-azimuth', 'AZ-EQ5 in alt-az mode', 'Tom Greenwood', "Member's home", 2018, 1100],
];
const instruments = INSTR_DEF.map(([code, name, type, model, ap, fl, mount, mountStated, owner, location, acquired, value]) => {
  const inches = typeof ap === 'string' ? Number(ap.slice(2)) : null;
  return { code, name, type, model, inches, ap: inches != null ? r4(inches * IN) : ap, fl, mount, mountStated, owner, location, acquired, value };
});
const I = Object.fromEntries(instruments.map((x) => [x.name, x]));
const IC = Object.fromEntries(instruments.map((x) => [x.code, x]));
function instrumentFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'instrument', attr, value, unit, stated, file);
  F('code', x.code, 'text', s.code ?? x.code);
  F('type', x.type, '', s.type);
  F('model', x.model, 'text', s.model);
  F('aperture', x.ap, 'mm', s.ap);
  if (x.fl != null) F('focal_length', x.fl, 'mm', s.fl);
  F('mount', x.mount, '', s.mount);
  F('owner', x.owner, 'text', s.owner);
  F('location', x.location, '', s.location);
  F('acquired', x.acquired, '', s.acquired);
  if (x.value != null) F('insured_value', x.value, x.owner === PARTNER ? 'EUR' : 'GBP', s.value);
}

// ------------------------------------------------------------------ targets
// [name, common name, type, magnitude, distance in ly (as catalogued), constellation]
const TARGET_DEF = [
  ['M31', 'Andromeda Galaxy', 'Galaxy', 3.4, 2500000, 'Andromeda'],
  ['M33', 'Triangulum Galaxy', 'Galaxy', 5.7, 2730000, 'Triangulum'],
  ['M42', 'Orion Nebula', 'Emission nebula', 4.0, 1344, 'Orion'],
  ['M45', 'Pleiades', 'Open cluster', 1.6, 444, 'Taurus'],
  ['M13', 'Great Globular Cluster in Hercules', 'Globular cluster', 5.8, 22200, 'Hercules'],
  ['M57', 'Ring Nebula', 'Planetary nebula', 8.8, 2570, 'Lyra'],
  ['M27', 'Dumbbell Nebula', 'Planetary nebula', 7.5, 1360, 'Vulpecula'],
  ['M1', 'Crab Nebula', 'Supernova remnant', 8.4, 6500, 'Taurus'],
  ['M81', "Bode's Galaxy", 'Galaxy', 6.9, 11800000, 'Ursa Major'],
  ['M82', 'Cigar Galaxy', 'Galaxy', 8.4, 11500000, 'Ursa Major'],
  ['M51', 'Whirlpool Galaxy', 'Galaxy', 8.4, 23000000, 'Canes Venatici'],
  ['M101', 'Pinwheel Galaxy', 'Galaxy', 7.9, 21000000, 'Ursa Major'],
  ['M35', null, 'Open cluster', 5.3, 2800, 'Gemini'],
  ['M36', 'Pinwheel Cluster', 'Open cluster', 6.3, 4100, 'Auriga'],
  ['M37', null, 'Open cluster', 6.2, 4500, 'Auriga'],
  ['M38', 'Starfish Cluster', 'Open cluster', 7.4, 3500, 'Auriga'],
  ['M44', 'Beehive Cluster', 'Open cluster', 3.7, 577, 'Cancer'],
  ['M92', null, 'Globular cluster', 6.4, 26700, 'Hercules'],
  ['M15', null, 'Globular cluster', 6.2, 33600, 'Pegasus'],
  ['M2', null, 'Globular cluster', 6.5, 37500, 'Aquarius'],
  ['M52', null, 'Open cluster', 5.0, 5000, 'Cassiopeia'],
  ['M103', null, 'Open cluster', 7.4, 10000, 'Cassiopeia'],
  ['NGC 7000', 'North America Nebula', 'Emission nebula', 4.0, 2590, 'Cygnus'],
  ['NGC 869', 'h Persei', 'Open cluster', 5.3, 7500, 'Perseus'],
  ['NGC 884', 'Chi Persei', 'Open cluster', 6.1, 7600, 'Perseus'],
  ['NGC 6960', 'Western Veil Nebula', 'Supernova remnant', 7.0, 2400, 'Cygnus'],
  ['NGC 2392', 'Eskimo Nebula', 'Planetary nebula', 9.1, 5000, 'Gemini'],
  ['NGC 7662', 'Blue Snowball Nebula', 'Planetary nebula', 8.6, 5600, 'Andromeda'],
  ['NGC 457', 'Owl Cluster', 'Open cluster', 6.4, 7900, 'Cassiopeia'],
  ['IC 1396', "Elephant's Trunk Nebula", 'Emission nebula', 3.5, 2400, 'Cepheus'],
  ['Albireo', 'Beta Cygni', 'Double star', 3.1, 430, 'Cygnus'],
  ['Mizar', 'Zeta Ursae Majoris', 'Double star', 2.2, 83, 'Ursa Major'],
];
const tgts = TARGET_DEF.map(([name, common, type, mag, ly, con]) => ({ name, common, type, mag, ly, con }));
const TG = Object.fromEntries(tgts.map((t) => [t.name, t]));
function targetFacts(t, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(t.name, 'target', attr, value, unit, stated, file);
  if (t.common) F('common_name', t.common, 'text', s.common);
  F('type', t.type, '', s.type);
  F('magnitude', t.mag, 'mag', s.mag);
  F('distance', t.dist, 'ly', s.dist);
  F('constellation', t.con, '', s.con);
}

// ------------------------------------------------------------------ loans
// [code, instrument, borrower, out, back (null = still out), deposit, currency, layout]
const LOAN_DEF = [
  ['LN-25-01', 'Little Mak', 'Nadia Kowalczyk', '2025-09-06', '2025-09-27', 25, 'GBP', 'md'],
  ['LN-25-02', 'Outreach Dob 1', 'Oliver Dawson', '2025-09-13', '2025-10-11', 40, 'GBP', 'md'],
  ['LN-25-03', 'Coronado PST', PARTNER, '2025-09-19', '2025-11-02', 200, 'EUR', 'de'],
  ['LN-25-04', 'Club Binoculars', 'Ruby Townend', '2025-10-04', '2025-10-25', 10, 'GBP', 'md'],
  ['LN-25-05', 'StarTravel 102', 'Chloe Haigh', '2025-10-11', '2025-11-15', 25, 'GBP', 'md'],
  ['LN-25-06', 'Seestar', 'Priya Raman', '2025-10-18', '2025-11-08', 50, 'GBP', 'eml'],
  ['LN-25-07', 'Outreach Dob 2', 'Ewan Mackie', '2025-11-01', '2025-12-06', 25, 'GBP', 'md'],
  ['LN-25-08', 'Big Binoculars', PARTNER, '2025-10-17', '2026-01-20', 400, 'EUR', 'de'],
  ['LN-25-09', 'Little Mak', 'Sam Rushworth', '2025-11-22', '2025-12-20', 25, 'GBP', 'md'],
  ['LN-25-10', 'Seestar', 'Daniel Mbeki', '2025-12-06', '2026-01-10', 50, 'GBP', 'eml'],
  ['LN-26-01', 'Outreach Dob 1', 'Harvey Walsh', '2026-01-10', '2026-02-07', 40, 'GBP', 'md'],
  ['LN-26-02', 'StarTravel 102', 'Leo Siddiqui', '2026-02-21', '2026-03-21', 25, 'GBP', 'md'],
  ['LN-26-03', 'Lunt LS60', 'Lucy Barraclough', '2026-06-13', null, 60, 'GBP', 'eml'],
  ['LN-26-04', 'Club Binoculars', 'Jonathan Haworth', '2026-07-04', null, 10, 'GBP', 'yaml'],
];
const loans = LOAN_DEF.map(([code, inst, borrower, out, back, dep, cur, layout]) => ({ code, inst, borrower, out, back, dep, cur, layout }));
/** True when the instrument is out on loan that day (kit on loan is not used at sessions). */
const onLoan = (name, iso) => loans.some((l) => l.inst === name && l.out <= iso && (l.back == null || iso < l.back));
function loanFacts(l, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(l.code, 'loan', attr, value, unit, stated, file);
  F('instrument', l.inst, 'text', s.inst ?? '');
  F('borrower', l.borrower, 'text', s.borrower ?? '');
  F('date_out', l.out, 'date', s.out);
  F('date_back', l.back, 'date', s.back ?? '');
  F('deposit', l.dep, l.cur, s.dep);
}

// ------------------------------------------------------------------ sessions
const SITES = {
  OBS: 'Wetherley Observatory',
  HOL: 'Hollins Moor dark site',
  RAV: 'Ravensdale Country Park',
  FAL: 'Volkssternwarte Falkenau',
};
const SEASON = {
  autumn: ['M31', 'M33', 'M57', 'M27', 'M13', 'M92', 'M15', 'M2', 'NGC 7000', 'NGC 6960', 'Albireo', 'NGC 869', 'NGC 884', 'M52', 'M103', 'NGC 457', 'IC 1396', 'NGC 7662'],
  early: ['M31', 'M33', 'M45', 'M42', 'M1', 'NGC 869', 'NGC 884', 'NGC 457', 'M52', 'M103', 'M15', 'M2', 'NGC 7662', 'M35', 'M36', 'M37', 'M38'],
  winter: ['M42', 'M45', 'M1', 'M35', 'M36', 'M37', 'M38', 'NGC 2392', 'M44', 'M81', 'M82'],
  spring: ['M44', 'M81', 'M82', 'M51', 'M101', 'Mizar', 'NGC 2392', 'M42'],
};
const seasonOf = (iso) => {
  const m = Number(iso.slice(5, 7));
  return m >= 9 && m <= 10 ? 'autumn' : m >= 11 ? 'early' : m <= 2 ? 'winter' : 'spring';
};
// [code, date, site, layout]
const SESSION_DEF = [
  ['OS-25-01', '2025-09-06', 'OBS', 'logA'],
  ['OS-25-02', '2025-09-13', 'HOL', 'yaml'],
  ['OS-25-03', '2025-09-20', 'RAV', 'csv'],
  ['OS-25-04', '2025-09-27', 'OBS', 'logA'],
  ['OS-25-05', '2025-10-04', 'HOL', 'yaml'],
  ['OS-25-06', '2025-10-11', 'OBS', 'logA'],
  ['OS-25-07', '2025-10-17', 'FAL', 'de'],
  ['OS-25-08', '2025-10-18', 'FAL', 'de'],
  ['OS-25-09', '2025-10-25', 'RAV', 'csv'],
  ['OS-25-10', '2025-11-08', 'HOL', 'yaml'],
  ['OS-25-11', '2025-11-15', 'OBS', 'logA'],
  ['OS-25-12', '2025-11-22', 'RAV', 'csv'],
  ['OS-25-13', '2025-11-29', 'OBS', 'logA'],
  ['OS-25-14', '2025-12-13', 'HOL', 'yaml'],
  ['OS-25-15', '2025-12-20', 'OBS', 'logA'],
  ['OS-26-01', '2026-01-10', 'OBS', 'logB'],
  ['OS-26-02', '2026-01-17', 'HOL', 'yaml'],
  ['OS-26-03', '2026-01-24', 'RAV', 'csv'],
  ['OS-26-04', '2026-01-31', 'OBS', 'logB'],
  ['OS-26-05', '2026-02-07', 'HOL', 'yaml'],
  ['OS-26-06', '2026-02-14', 'OBS', 'logB'],
  ['OS-26-07', '2026-02-21', 'RAV', 'csv'],
  ['OS-26-08', '2026-03-07', 'OBS', 'logB'],
  ['OS-26-09', '2026-03-14', 'HOL', 'yaml'],
  ['OS-26-10', '2026-03-21', 'OBS', 'logB'],
  ['OS-26-11', '2026-03-28', 'HOL', 'yaml'],
];
const LEADERS = ['David Okafor', 'David Okafor', 'Helen Marsden', 'Tom Greenwood', 'Steven Hargreaves', 'Graham Pickering', 'Claire Whiteley'];
const KIT = {
  OBS: ['Jubilee Refractor', 'Brocklehurst Newtonian', 'Lodge SCT', 'Big Binoculars', 'Cooke Refractor', 'Imaging RedCat', 'Okafor RC8', 'Falkenau Refractor'],
  HOL: ['Hollins Dobsonian', 'Hargreaves Dob', 'Pickering ED80', 'Greenwood Mak', 'Club Binoculars', 'Outreach Dob 1'],
  RAV: ['Outreach Dob 1', 'Outreach Dob 2', 'StarTravel 102', 'Little Mak', 'Seestar', 'Club Binoculars'],
  FAL: ['Pickering ED80'],
};
const adults = members.filter((m) => m.grade !== 'Junior' && m.grade !== 'Honorary');
const juniors = members.filter((m) => m.grade === 'Junior');
const sessions = SESSION_DEF.map(([code, date, site, layout], k) => {
  let leader = L(k, LEADERS);
  if (site === 'FAL') leader = 'Helen Marsden';
  if (site === 'RAV') leader = k % 2 ? 'Claire Whiteley' : 'Tom Greenwood';
  const pool = adults.filter((m) => m.name !== leader);
  const nA = site === 'FAL' ? 4 : r.int(3, 8);
  let att = [leader, ...r.sample(pool, nA).map((m) => m.name)];
  if (site !== 'FAL' && r.chance(0.45)) att.push(r.pick(juniors).name);
  if (site === 'FAL') att = [leader, 'Rachel Thornley', 'Anna Lindqvist', 'Imran Siddiqui', 'Graham Pickering'];
  att = [...new Set(att)];
  const seeing = site === 'FAL' ? (code === 'OS-25-07' ? 4 : 3) : r.weighted([[1, 1], [2, 3], [3, 4], [4, 3], [5, 1]]);
  const list = SEASON[seasonOf(date)];
  const tg = r.sample(list, r.int(2, 5));
  const free = KIT[site].filter((n) => !onLoan(n, date));
  const kit = r.sample(free, site === 'FAL' ? 1 : r.int(1, 3));
  const startH = r.pick([19, 19, 20, 20, 21]);
  const startM = r.pick([0, 15, 30, 45]);
  const dur = r.int(8, 19) * 15;
  return { code, date, site, layout, leader, att, seeing, tg, kit, startH, startM, dur };
});
sessions.find((s) => s.code === 'OS-26-06').seeing = 5;
sessions.find((s) => s.code === 'OS-25-11').seeing = 1;
const SS = Object.fromEntries(sessions.map((s) => [s.code, s]));
function sessionFacts(s, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(s.code, 'session', attr, value, unit, stated, file);
  F('date', s.date, 'date', st.date);
  F('site', SITES[s.site], 'place', st.site);
  F('seeing', s.seeing, '', st.seeing);
  F('duration', s.dur, 'min', st.dur);
  F('leader', s.leader, 'person', st.leader ?? '');
  F('attendees', s.att, 'list', '');
  F('targets', s.tg, 'list', '');
  F('instruments', s.kit, 'list', '');
}
const hm = (h, m) => `${pad(h % 24)}:${pad(m)}`;
const endOf = (s) => {
  const t = s.startH * 60 + s.startM + s.dur;
  return hm(Math.floor(t / 60), t % 60);
};
const durText = (min) => {
  const h = Math.floor(min / 60);
  const m = min % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
};
const DUR_WORDS = { 120: 'two hours', 150: 'two and a half hours', 180: 'three hours', 210: 'three and a half hours', 240: 'four hours', 270: 'four and a half hours' };

// ------------------------------------------------------------------ schools
// [name, town, phase, distance (km or 'miN'), contact, society lead, layout]
const SCHOOL_DEF = [
  ['Wetherley CE Primary School', 'Wetherley', 'Primary', 1.2, 'Mrs J. Pollard', 'Claire Whiteley', 'html'],
  ['Hollinsford Academy', 'Hollinsford', 'Secondary', 7.8, 'Mr R. Osei', 'David Okafor', 'html'],
  ["St Anne's RC Primary School", 'Millthorpe', 'Primary', 5.4, 'Miss K. Duffy', 'Susan Oddie', 'html'],
  ['Ravensdale High School', 'Ravensdale', 'Secondary', 11.3, 'Dr A. Mistry', 'Claire Whiteley', 'html'],
  ['Calverbridge Junior School', 'Calverbridge', 'Primary', 9.6, 'Mrs L. Harrop', 'Jean Pickup', 'html'],
  ['Over Wharton Village School', 'Over Wharton', 'Primary', 'mi4.5', 'Mr P. Kershaw', 'Tom Greenwood', 'md'],
  ['Millthorpe Community College', 'Millthorpe', 'Secondary', 'mi3', 'Ms H. Ambler', 'Imran Siddiqui', 'md'],
  ['Brookside Free School', 'Calverbridge', 'Secondary', 'mi6.2', 'Mr D. Nuttall', 'Claire Whiteley', 'md'],
  ['Hollins Cross Primary School', 'Hollinsford', 'Primary', 'mi8', 'Mrs S. Wadsworth', 'Fiona Beaumont', 'md'],
  ['Gymnasium am Schlossberg', 'Falkenau', 'Secondary', 1162, 'Frau Dr. B. Richter', 'Helen Marsden', 'de'],
];
const SCHOOL_MONTHS = ['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07'];
const schools = SCHOOL_DEF.map(([name, town, phase, dist, contact, lead, layout]) => {
  const miles = typeof dist === 'string' ? Number(dist.slice(2)) : null;
  const km = miles != null ? r4(miles * 1.609344) : dist;
  const visits = new Set(r.sample(SCHOOL_MONTHS, phase === 'Primary' ? r.int(2, 4) : r.int(2, 5)));
  if (layout === 'de') visits.clear(), visits.add('2025-10'), visits.add('2026-06');
  const pupils = SCHOOL_MONTHS.map((mo) => (visits.has(mo) ? (phase === 'Primary' ? r.int(3, 9) * 5 : r.int(4, 16) * 5) + (r.chance(0.5) ? r.int(1, 4) : 0) : 0));
  return { name, town, phase, miles, km, contact, lead, layout, pupils };
});

// ================================================================== FILES
// (a1) member register CSV: preamble, semicolons, Surname;Forename
const OFFICERS = members.filter((m) => m.role && !['Jonathan Haworth'].includes(m.name));
const PROFILE = [...OFFICERS.map((m) => m.name), 'Graham Pickering'];
const NEWBIES = ['Sam Rushworth', 'Ewan Mackie', 'Leo Siddiqui', 'Daniel Mbeki', 'Oliver Dawson', 'Maisie Okafor'];
const MINUTES_ONLY = ['Priya Raman', 'Chloe Haigh', 'Ruby Townend'];
const HONORARY = members.filter((m) => m.grade === 'Honorary').map((m) => m.name);
const inRegister = members.filter((m) => ![...PROFILE, ...NEWBIES, ...MINUTES_ONLY, ...HONORARY].includes(m.name));
{
  const file = 'members/membership-register-2025-26.csv';
  const rows = inRegister.map((m) => {
    const [first, ...rest] = m.name.split(' ');
    const last = rest.join(' ');
    corpus.alias(m.name, `${last};${first}`);
    const paid = m.paid.toFixed(2);
    memberFacts(m, file, { grade: m.grade, joined: String(m.joined), paid, town: m.town });
    return [m.no, last, first, m.grade, m.joined, paid, m.town, m.paid ? 'DD' : 'unpaid — reminder sent'];
  });
  const body = delimited(['Membership No', 'Surname', 'Forename', 'Grade', 'Joined', 'Sub paid 2025/26 (GBP)', 'Town', 'Payment note'], rows, ';');
  corpus.write(file, `# ${SOC} — membership register 2025/26\n# Exported from MemberMojo 04/10/2025 by F. Beaumont (Membership Secretary). Officers, new members and honorary members are on their own pages.\n# Rates: Full 38.00, Senior (65+) 28.00, Junior (under 18) 10.00, Family 55.00; honorary members pay nothing.\n${body}`);
}

// (a2) officers' profile sheets
PROFILE.forEach((name, k) => {
  const m = M[name];
  const file = `members/profiles/${slug(name)}.md`;
  const sub = m.paid ? `${gbp(m.paid)} (paid${k % 2 ? ' by standing order' : ''})` : `outstanding (${gbp(RATE[m.grade])} due)`;
  const s = {
    no: `Membership no.: ${m.no}`, grade: `Grade: ${m.grade}`, joined: `Member since: ${m.joined}`, paid: `Subscription 2025/26: ${sub}`,
    town: `Home town: ${m.town}`, role: m.role ? `Committee role: ${m.role}` : null,
  };
  memberFacts(m, file, s);
  const interests = L(k, ['variable stars and the Moon', 'deep-sky visual observing', 'planetary imaging', 'outreach and astronomy for schools', 'astro-photography with small refractors', 'the history of the Cooke refractor', 'meteor counts and aurora watch', 'double stars']);
  corpus.write(file, [
    `# Member profile — ${name}`, '',
    s.no, s.grade, s.joined, s.paid, s.town, ...(s.role ? [s.role] : []), `Interests: ${interests}`,
    `Keyholder: ${k % 3 === 0 ? 'yes (dome and roll-off)' : 'roll-off only'}`, '',
    `Profile updated ${fmtDate(`2025-${pad(r.int(9, 11))}-${pad(r.int(1, 28))}`, 'long')}.`, '',
  ].join('\n'));
});

// (a3) new members with another label set
{
  const file = 'members/new-members-2023-2025.md';
  const out = ['# New members since the 2023 AGM', '', 'Welcome packs sent by the Membership Secretary. Fees are for the 2025/26 year.', ''];
  NEWBIES.forEach((name, k) => {
    const m = M[name];
    const fee = m.paid ? `${m.paid} GBP` : 'not yet paid';
    const s = { no: `No.: ${m.no}`, grade: `Category: ${m.grade}`, joined: `Year joined: ${m.joined}`, paid: `Fee paid: ${fee}`, town: `Lives in: ${m.town}` };
    memberFacts(m, file, s);
    out.push(`## ${name}`, '', s.no, s.grade, s.joined, s.paid, s.town, `Heard about us: ${L(k, ['village fete stall', 'school visit', 'Facebook group', 'Stargazing Live night', 'a friend', 'the library talk'])}`, '');
  });
  corpus.write(file, out.join('\n'));
}

// (a4) honorary members as an HTML table
{
  const file = 'members/honorary-members.html';
  const rows = HONORARY.map((name) => {
    const m = M[name];
    memberFacts(m, file, { grade: 'Honorary', joined: `<td>${m.joined}</td>`, paid: 'exempt', town: m.town });
    return `    <tr><td>${esc(name)}</td><td>${m.no}</td><td>${m.joined}</td><td>${esc(m.town)}</td><td>exempt</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Honorary members | WDAS</title></head>
<body>
<h1>Honorary members</h1>
<p>Honorary membership is conferred by the AGM for long service to the Society. Honorary members pay no subscription.</p>
<table>
  <thead><tr><th>Member</th><th>No.</th><th>First joined</th><th>Town</th><th>Subscription</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Grade for all of the above: Honorary.</p>
</body>
</html>
`);
}

// ------------------------------------------------------------------ (b) instruments
const owns = (x) => (x.owner === 'Society' ? 'Society' : x.owner);
const apIn = (x, style) => (style === 'quote' ? `${x.inches}"` : style === 'inch' ? `${x.inches}-inch` : style === 'inches' ? `${x.inches} inches` : `${x.inches} in`);
{
  const file = 'equipment/instrument-register.csv';
  const reg = ['Jubilee Refractor', 'Brocklehurst Newtonian', 'Little Mak', 'Coronado PST', 'Outreach Dob 2', 'StarTravel 102', 'Big Binoculars', 'Club Binoculars'];
  const rows = reg.map((n) => {
    const x = I[n];
    const ap = x.inches != null ? apIn(x, 'quote') : `${x.ap} mm`;
    instrumentFacts(x, file, { type: x.type, model: x.model, ap, fl: x.fl == null ? '' : String(x.fl), mount: x.mountStated, owner: '', location: x.location, acquired: '', value: enGroup(x.value) });
    return [x.code, x.name, x.type, x.model, ap, x.fl ?? 'n/a', x.mountStated, owns(x), x.location, x.acquired, enGroup(x.value)];
  });
  corpus.write(file, delimited(['Asset code', 'Instrument', 'Type', 'Make / model', 'Aperture', 'Focal length (mm)', 'Mount', 'Owner', 'Location', 'Acquired', 'Insured value (£)'], rows));
}
['Hollins Dobsonian', 'Lodge SCT', 'Okafor RC8', 'Hargreaves Dob', 'Cooke Refractor'].forEach((n, k) => {
  const x = I[n];
  const file = `equipment/telescopes/${slug(n)}.md`;
  const ap = apIn(x, L(k, ['in', 'inch', 'inches']));
  const s = {
    code: `Asset: ${x.code}`, type: `Type: ${x.type}`, model: `Make/model: ${x.model}`, ap: `Aperture: ${ap}`, fl: `Focal length: ${x.fl} mm`,
    mount: `Mount: ${x.mountStated}`, owner: `Owner: ${x.owner === 'Society' ? 'the Society' : x.owner}`, location: `Kept in: ${x.location}`,
    acquired: `Acquired: ${x.acquired}`, value: `Insured for: £${enGroup(x.value)}`,
  };
  instrumentFacts(x, file, s);
  const note = L(k, [
    'Needs two people to move; use the trolley ramps at the clubhouse door.',
    'Corrector plate cleaned in August. Dew heater strip on the front cell.',
    'Privately owned; members may use it only with the owner present.',
    'Brought to the dark site on request. Collimate before each session.',
    'Restored in 1998 by the late Frank Brocklehurst. Do not remove the objective.',
  ]);
  corpus.write(file, [`# ${n}`, '', s.code, s.type, s.model, s.ap, s.fl, s.mount, s.owner, s.location, s.acquired, s.value, '', '## Notes', '', note, ''].join('\n'));
});
{
  const file = 'equipment/solar-and-imaging-kit.html';
  const kit = ['Lunt LS60', 'Seestar', 'Imaging RedCat'];
  const rows = kit.map((n) => {
    const x = I[n];
    instrumentFacts(x, file, { type: x.type, model: x.model, ap: `${x.ap} mm`, fl: `${x.fl} mm`, mount: x.mountStated, owner: 'WDAS', location: x.location, acquired: '', value: `£${enGroup(x.value)}` });
    return `    <tr><td>${x.code}</td><td>${esc(n)}</td><td>${esc(x.type)}</td><td>${esc(x.model)}</td><td>${x.ap} mm</td><td>${x.fl} mm</td><td>${esc(x.mountStated)}</td><td>${esc(x.location)}</td><td>${x.acquired}</td><td>£${enGroup(x.value)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Solar and imaging kit — WDAS</title></head>
<body>
<h1>Solar and imaging kit</h1>
<p>All items owned by WDAS. Solar telescopes must only be used by members who have signed the solar observing policy.</p>
<table>
  <thead><tr><th>Asset</th><th>Name</th><th>Type</th><th>Model</th><th>Aperture</th><th>Focal length</th><th>Mount</th><th>Location</th><th>Acquired</th><th>Insured value</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body>
</html>
`);
}
{
  const file = 'falkenau/leihvertrag-refraktor-2025.md';
  const x = I['Falkenau Refractor'];
  const s = {
    code: `Inventarnummer (WDAS): ${x.code}`, type: 'Gerät: Refraktor', model: `Modell: ${x.model}`, ap: `Öffnung: ${x.ap} mm`, fl: `Brennweite: ${x.fl} mm`,
    mount: 'Montierung: parallaktisch (Vixen SXD2)', owner: `Eigentümer: ${PARTNER}`, location: 'Standort: Kuppel der Wetherley Observatory', acquired: 'Leihbeginn: 01.04.2025', value: 'Versicherungswert: 2.600,00 €',
  };
  instrumentFacts(x, file, s);
  corpus.write(file, [
    '# Leihvertrag / Loan agreement — Falkenau Refractor', '',
    `Zwischen der ${PARTNER} (Leihgeber) und der ${SOC} (Leihnehmer).`, '',
    s.code, s.type, s.model, s.ap, s.fl, s.mount, s.owner, s.location, s.acquired, 'Leihdauer: zwei Jahre, verlängerbar', 'Versicherungswert: 2.600,00 €', '',
    'Der Leihnehmer versichert das Gerät auf eigene Kosten und stellt es der Volkssternwarte bei Besuchen zur Verfügung.',
    'English summary: the Falkenau Refractor stays in the Wetherley dome for two years from April 2025; WDAS insures it.', '',
    'Falkenau / Wetherley, 28.03.2025 — Dr. Jürgen Hollmann (Vorsitzender), Helen Marsden (Chair)', '',
  ].join('\n'));
}

// ------------------------------------------------------------------ (c) targets
const lyText = (n) => `${enGroup(n)} ly`;
{
  const file = 'targets/autumn-observing-list.md';
  const list = ['M31', 'M33', 'M57', 'M27', 'M13', 'M15', 'M2', 'M52', 'M103', 'Albireo'];
  const out = ['# Autumn observing list 2025', '', 'Compiled by the Observing Director for the September–November sessions. Distances in light years.', '',
    '| Object | Name | Type | Mag. | Distance | Constellation |', '|---|---|---|---|---|---|'];
  list.forEach((n, k) => {
    const t = TG[n];
    t.dist = t.ly;
    const dist = t.ly >= 1e6 ? `${(t.ly / 1e6).toFixed(t.ly % 1e6 ? 2 : 1)} million ly` : lyText(t.ly);
    targetFacts(t, file, { common: t.common, type: t.type, mag: t.mag.toFixed(1), dist, con: t.con });
    out.push(`| ${n} | ${t.common ?? '—'} | ${t.type} | ${t.mag.toFixed(1)} | ${dist} | ${t.con} |`);
  });
  out.push('', 'Bring a red torch. M33 needs a dark, transparent night — try it from Hollins Moor, not the observatory.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'targets/deep-sky-catalogue.json';
  const list = ['M81', 'M82', 'M51', 'M101', 'NGC 7000', 'NGC 6960', 'NGC 7662', 'NGC 2392', 'IC 1396'];
  const recs = list.map((n, k) => {
    const t = TG[n];
    let distance;
    if (t.ly >= 1e6) {
      const mpc = Math.round((t.ly / PC / 1e6) * 10) / 10;
      t.dist = r4(mpc * 1e6 * PC);
      distance = { value: mpc, unit: 'Mpc' };
    } else {
      const pc = Math.round(t.ly / PC / 5) * 5;
      t.dist = r4(pc * PC);
      distance = { value: pc, unit: 'pc' };
    }
    targetFacts(t, file, { common: t.common, type: t.type.toLowerCase(), mag: String(t.mag), dist: String(distance.value), con: t.con });
    return { id: n, names: { common: t.common, other: k % 3 === 0 ? [] : [`Caldwell ${L(k, [2, 20, 22, 39, 11])}`].slice(0, k % 2) }, class: t.type.toLowerCase(), photometry: { band: 'V', mag: t.mag }, distance, position: { constellation: t.con, ra: `${pad(r.int(0, 23))}h ${pad(r.int(0, 59))}m`, dec: `${r.chance(0.85) ? '+' : '-'}${r.int(5, 70)}°` } };
  });
  corpus.write(file, JSON.stringify({ catalogue: 'WDAS deep-sky list', compiled_by: 'D. Okafor', updated: '2025-12-02', notes: 'distances in parsecs (pc) or megaparsecs (Mpc)', objects: recs }, null, 2) + '\n');
}
['M42', 'M45', 'M1', 'M44'].forEach((n, k) => {
  const t = TG[n];
  t.dist = t.ly;
  const file = `targets/showpieces/${slug(n)}-${slug(t.common)}.html`;
  const s = { common: t.common, type: t.type, mag: `${t.mag.toFixed(1)}`, dist: `${enGroup(t.ly)} light-years`, con: t.con };
  targetFacts(t, file, s);
  corpus.write(file, htmlDlPage({
    title: `${n} — ${t.common}`, docTitle: `${n} | Winter showpieces | WDAS`, site: 'WDAS observing guides',
    lead: [L(k, ['The finest nebula in the northern sky; visible to the naked eye from Wetherley.', 'Count how many stars you can see without optical aid — seven is good from the village.', 'A faint smudge in small telescopes; the remnant of the supernova of 1054.', 'Best at low power: the cluster is wider than the full Moon.'])],
    sections: [{ heading: 'Facts', rows: [['Catalogue', n], ['Also known as', t.common], ['Object type', t.type], ['Apparent magnitude', s.mag], ['Distance', s.dist], ['Constellation', t.con]] }],
    footer: 'WDAS observing guides — winter 2025/26',
  }));
});
{
  const file = 'targets/notes-for-beginners.md';
  const t92 = TG.M92; const t869 = TG['NGC 869']; const t884 = TG['NGC 884']; const t457 = TG['NGC 457']; const tm = TG.Mizar;
  for (const t of [t92, t869, t884, t457, tm]) t.dist = t.ly;
  targetFacts(t92, file, { type: 'globular cluster', mag: 'magnitude 6.4', dist: '26,700 light years', con: 'Hercules' });
  targetFacts(t869, file, { common: 'h Persei', type: 'open clusters', mag: 'brighter at magnitude 5.3', dist: '7,500 light years', con: 'Perseus' });
  targetFacts(t884, file, { common: 'Chi Persei', type: 'open clusters', mag: 'NGC 884 (Chi Persei) at 6.1', dist: '7,600', con: 'Perseus' });
  targetFacts(t457, file, { common: 'Owl Cluster', type: 'open cluster', mag: 'magnitude 6.4', dist: '7,900 light years', con: 'Cassiopeia' });
  targetFacts(tm, file, { common: 'Zeta Ursae Majoris', type: 'double star', mag: 'magnitude 2.2', dist: 'only 83 light years', con: 'Ursa Major' });
  corpus.write(file, `# Notes for beginners — five objects to find this season

These notes go with the beginners' evenings. Everything here is visible in the Club Binoculars or any of the loan
telescopes.

## M92

Everyone goes to M13, but M92 in Hercules is nearly as good and far less visited. It is a globular cluster of
magnitude 6.4, about 26,700 light years away, and it sits in an empty patch of sky north of the Keystone.

## The Double Cluster

Two open clusters side by side in Perseus, catalogued as NGC 869 (h Persei) and NGC 884 (Chi Persei). NGC 869 is the
brighter at magnitude 5.3, with NGC 884 (Chi Persei) at 6.1. They lie roughly 7,500 light years and 7,600 light years
from us respectively, so the pair is a true neighbourhood, not a chance alignment.

## NGC 457

The Owl Cluster in Cassiopeia (some call it the E.T. Cluster) is an open cluster of magnitude 6.4, at a distance of
about 7,900 light years. The two bright "eyes" are foreground stars.

## Mizar

The middle star of the Plough's handle is Mizar (Zeta Ursae Majoris), a double star of magnitude 2.2 in Ursa Major and
only 83 light years away. Any telescope splits it; Alcor is the naked-eye companion.

_Ask David or Graham at any session if you get lost._
`);
}
{
  const file = 'falkenau/winterobjekte-fuhrmann-zwillinge.csv';
  const TYP = { 'Open cluster': 'Offener Sternhaufen' };
  const SB = { Auriga: 'Fuhrmann', Gemini: 'Zwillinge' };
  const rows = ['M35', 'M36', 'M37', 'M38'].map((n) => {
    const t = TG[n];
    t.dist = t.ly;
    const nm = t.common ?? '';
    targetFacts(t, file, { common: nm, type: TYP[t.type], mag: de(t.mag, 1), dist: deGroup(t.ly), con: SB[t.con] });
    return [`M ${n.slice(1)}`, nm, TYP[t.type], de(t.mag, 1), deGroup(t.ly), SB[t.con]];
  });
  const body = delimited(['Objekt', 'Name', 'Typ', 'Helligkeit (mag)', 'Entfernung (Lj)', 'Sternbild'], rows, ';');
  corpus.write(file, body);
  corpus.alias('M35', 'M 35'); corpus.alias('M36', 'M 36'); corpus.alias('M37', 'M 37'); corpus.alias('M38', 'M 38');
}

// ------------------------------------------------------------------ (d) sessions
const tgWord = (n) => (TG[n].common && !['h Persei', 'Chi Persei', 'Beta Cygni', 'Zeta Ursae Majoris'].includes(TG[n].common) ? `${TG[n].common} (${n})` : n);
for (const [layout, file, title] of [['logA', 'observing/logbook-autumn-2025.md', 'Observing log — autumn 2025 (Wetherley Observatory)'], ['logB', 'observing/logbook-winter-spring-2026.md', 'Observing log — January to March 2026 (Wetherley Observatory)']]) {
  const out = [`# ${title}`, '', 'Kept by the session lead. Seeing on our usual 1–5 scale (5 = rock steady).', ''];
  sessions.filter((s) => s.layout === layout).forEach((s, k) => {
    const date = `${weekday(s.date)} ${fmtDate(s.date, 'long')}`;
    const first = s.leader.split(' ')[0];
    const others = s.att.filter((n) => n !== s.leader);
    out.push(`## ${date} — ${s.code}`, '');
    if (k % 2 === 0) {
      const dur = DUR_WORDS[s.dur] ?? `${durText(s.dur)}`;
      const st = { date, site: 'at the observatory', seeing: `Seeing ${s.seeing}/5`, dur, leader: s.leader };
      sessionFacts(s, file, st);
      out.push(`${s.leader} opened up at ${hm(s.startH, s.startM)} and we observed for ${dur} ${st.site}. ${st.seeing}${s.seeing >= 4 ? ', a rare steady night' : s.seeing <= 2 ? ', very boiling' : ''}. ` +
        `Also present: ${others.join(', ')}. On the ${s.kit.join(' and the ')} we looked at ${s.tg.map(tgWord).join(', ')}.` +
        `${L(k, [' Dew set in late.', ' Cloud rolled in from the west at the end.', ' Cold — bring gloves next time.', ''])}`);
    } else {
      const st = { date, site: 'Site: Wetherley Observatory', seeing: `Seeing: ${s.seeing}`, dur: `${hm(s.startH, s.startM)}–${endOf(s)}`, leader: `Lead: ${s.leader}` };
      sessionFacts(s, file, st);
      out.push(st.site, st.leader, `- Present: ${s.att.join(', ')}`, `- Time: ${st.dur}`, `- ${st.seeing} (transparency ${L(k, ['good', 'fair', 'poor', 'excellent'])})`,
        `- Instruments: ${s.kit.join(', ')}`, `- Objects: ${s.tg.join(', ')}`, `- Notes: ${L(k, [`${first} realigned the mount`, 'dome shutter sticking again', 'all fine', 'new members shown round'])}`);
    }
    out.push('');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'bookings/skybook-export-2026-07.yaml';
  const kit = ['Outreach Dob 1', 'Pickering ED80', 'Greenwood Mak'];
  const out = ['# SkyBook 2.3 — export of bookable kit, sessions and open loans', `# society: WDAS`, 'exported: 2026-07-20T18:02:11Z', 'units: {aperture: as entered, focal_length: mm}', '', 'kit:'];
  kit.forEach((n, k) => {
    const x = I[n];
    const apv = x.inches ?? x.ap;
    const apu = x.inches != null ? 'in' : 'mm';
    instrumentFacts(x, file, { code: `id: ${x.code}`, type: `type: ${x.type}`, model: `model: ${x.model}`, ap: `{value: ${apv}, unit: ${apu}}`, fl: `focal_length: ${x.fl}`, mount: `mount: ${x.mountStated}`, owner: `owner: ${x.owner === 'Society' ? 'WDAS' : x.owner}`, location: `location: ${x.location === "Member's home" ? 'member\'s home' : x.location}`, acquired: `acquired: ${x.acquired}`, value: `insured_gbp: ${x.value}` });
    out.push(`  - id: ${x.code}`, `    name: ${n}`, `    type: ${x.type}`, `    model: ${x.model}`, '    optics:', `      aperture: {value: ${apv}, unit: ${apu}}`, `      focal_length: ${x.fl}`,
      `    mount: ${x.mountStated}`, `    owner: ${x.owner === 'Society' ? 'WDAS' : x.owner}`, `    location: ${x.location === "Member's home" ? 'member\'s home' : x.location}`, `    acquired: ${x.acquired}`, `    insured_gbp: ${x.value}`, `    bookable: ${k === 0 ? 'true' : 'owner approval'}`);
  });
  out.push('', 'sessions:');
  sessions.filter((s) => s.layout === 'yaml').forEach((s) => {
    const st = { date: `date: ${s.date}`, site: `name: ${SITES[s.site]}`, seeing: `seeing: ${s.seeing}`, dur: `start: "${hm(s.startH, s.startM)}"`, leader: `lead: ${byNo(s.leader)}` };
    sessionFacts(s, file, st);
    out.push(`  - ref: ${s.code}`, '    when:', `      ${st.date}`, `      ${st.dur}`, `      end: "${endOf(s)}"`, `    site: {code: ${s.site}, ${st.site}}`, `    conditions: {${st.seeing}, scale: "1-5, 5 best"}`,
      `    ${st.leader}`, `    attendees: [${s.att.map(byNo).join(', ')}]`, `    kit: [${s.kit.map((n) => I[n].code).join(', ')}]`, `    targets: [${s.tg.map((t) => JSON.stringify(t)).join(', ')}]`);
  });
  out.push('', 'loans:');
  loans.filter((l) => l.layout === 'yaml').forEach((l) => {
    const s = { inst: I[l.inst].code, borrower: byNo(l.borrower), out: `out: ${l.out}`, back: '', dep: `deposit: {amount: ${l.dep}.00, currency: GBP}` };
    loanFacts(l, file, s);
    out.push(`  - ref: ${l.code}`, `    kit: ${I[l.inst].code}`, `    member: ${byNo(l.borrower)}`, `    ${s.out}`, '    back: null', `    ${s.dep}`, '    status: on loan');
  });
  out.push('');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'falkenau/besuchsbericht-oktober-2025.md';
  const ANT = { 5: 'I', 4: 'II', 3: 'III', 2: 'IV', 1: 'V' };
  const out = ['# Besuchsbericht: WDAS zu Gast in Falkenau, 16.–19. Oktober 2025', '', `Bericht für den Vorstand der Volkssternwarte Falkenau. Gäste aus Wetherley: ${sessions.find((s) => s.code === 'OS-25-07').att.join(', ')}.`, ''];
  sessions.filter((s) => s.layout === 'de').forEach((s) => {
    const dur = s.dur % 60 ? `${Math.floor(s.dur / 60)} Std. ${s.dur % 60} Min.` : `${s.dur / 60} Std.`;
    const st = { date: `Datum: ${dotted(s.date)}`, site: 'Ort: Volkssternwarte Falkenau', seeing: `Seeing (Antoniadi): ${ANT[s.seeing]}`, dur: `Dauer: ${dur}`, leader: `Leitung (WDAS): ${s.leader}` };
    sessionFacts(s, file, st);
    out.push(`## Beobachtungsabend ${s.code}`, '', st.date, st.site, st.leader, `Teilnehmer (WDAS): ${s.att.join(', ')}`, st.seeing, st.dur,
      `Objekte: ${s.tg.map((t) => (/^M\d/.test(t) ? `M ${t.slice(1)}` : t)).join(', ')}`, `Mitgebrachte Instrumente: ${s.kit.length ? `${s.kit.join(', ')}; dazu` : 'keine; nur'} der 500-mm-Cassegrain der Sternwarte`, '');
  });
  out.push('Am 19.10. Besichtigung der Werkstatt. Nächster Gegenbesuch in Wetherley geplant für Frühjahr 2026.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'observing/ravensdale-star-parties.csv';
  const rows = sessions.filter((s) => s.layout === 'csv').map((s) => {
    const st = { date: dmy(s.date), site: 'Ravensdale Country Park', seeing: `${s.seeing}/5`, dur: String(s.dur / 60), leader: s.leader };
    sessionFacts(s, file, st);
    return [s.code, st.date, st.site, s.leader, st.seeing, st.dur, s.kit.join(' / '), s.tg.join(' / '), s.att.filter((n) => n !== s.leader).join(' / '), r.int(25, 140)];
  });
  corpus.write(file, delimited(['Session', 'Date', 'Venue', 'Lead', 'Seeing', 'Duration (h)', 'Telescopes', 'Objects shown', 'Volunteers', 'Public (approx.)'], rows));
}

// ------------------------------------------------------------------ (e) loans
{
  const file = 'equipment/loans-register-2025-26.md';
  const out = ['# Equipment loans register 2025/26', '', 'Loans to members are for up to four weeks; deposits are returned when the kit comes back clean and complete.', '',
    '| Loan no. | Item | Borrower | Out | Due back | Returned | Deposit |', '|---|---|---|---|---|---|---|'];
  loans.filter((l) => l.layout === 'md').forEach((l, k) => {
    const outD = k % 2 ? fmtDate(l.out, 'short') : dmy(l.out);
    const back = l.back ? (k % 2 ? fmtDate(l.back, 'short') : dmy(l.back)) : '—';
    const dep = `£${l.dep}`;
    loanFacts(l, file, { inst: l.inst, borrower: l.borrower, out: outD, back: l.back ? back : '', dep });
    const due = new Date(Date.parse(`${l.out}T12:00:00Z`) + 28 * 864e5).toISOString().slice(0, 10);
    out.push(`| ${l.code} | ${l.inst} (${I[l.inst].code}) | ${l.borrower} | ${outD} | ${k % 2 ? fmtDate(due, 'short') : dmy(due)} | ${back} | ${dep} |`);
  });
  out.push('', 'Overdue items: chase by e-mail after one week, then by phone. — T. Greenwood, Equipment Officer', '');
  corpus.write(file, out.join('\n'));
}
loans.filter((l) => l.layout === 'eml').forEach((l, k) => {
  const m = M[l.borrower];
  const first = l.borrower.split(' ')[0];
  const file = `correspondence/${l.out}-loan-${slug(l.inst)}.eml`;
  const outLong = fmtDate(l.out, 'long');
  const backLong = l.back ? fmtDate(l.back, 'long') : null;
  const body = l.back
    ? `Hi ${first},\n\nJust to confirm: you borrowed the ${l.inst} (${I[l.inst].code}) on ${outLong} and brought it back on ${backLong}. Everything was in the case and the battery was charged — thank you.\nYour £${l.dep} deposit has been refunded to the account you paid from.\n\nClear skies,\nTom Greenwood\nEquipment Officer, WDAS\n`
    : `Hi ${first},\n\nThe ${l.inst} (${I[l.inst].code}) is yours from today, ${outLong}. We took a deposit of £${l.dep}.00 by bank transfer.\nPlease keep the solar filter on at all times and bring it back by the end of August.\n\nClear skies,\nTom Greenwood\nEquipment Officer, WDAS\n`;
  loanFacts(l, file, { inst: l.inst, borrower: l.borrower, out: outLong, back: backLong ?? '', dep: `£${l.dep}` });
  corpus.write(file, `From: Tom Greenwood <equipment@wetherley-astro.org.uk>\nTo: ${l.borrower} <${slug(l.borrower).replace('-', '.')}@example.net>\nDate: ${weekday(l.back ?? l.out).slice(0, 3)}, ${fmtDate(l.back ?? l.out, 'short')} 19:${pad(10 + k * 7)}:00 +0100\nSubject: Loan ${l.code} — ${l.inst}\n\n${body}`);
});
loans.filter((l) => l.layout === 'de').forEach((l) => {
  const file = `falkenau/leihschein-${l.code.toLowerCase()}.md`;
  const x = I[l.inst];
  const s = { inst: l.inst, borrower: PARTNER, out: `Ausgabe: ${dotted(l.out)}`, back: `Rückgabe: ${dotted(l.back)}`, dep: `Kaution: ${de(l.dep, 2)} €` };
  loanFacts(l, file, s);
  corpus.write(file, [
    `# Leihschein ${l.code}`, '', `Verleiher: ${SOC}`, `Entleiher: ${PARTNER}, Sternwartenweg 4, 08xxx Falkenau`, '',
    `Gerät: ${l.inst} (${x.code}, ${x.model})`, s.out, s.back, s.dep, `Zweck: ${l.inst === 'Coronado PST' ? 'Sonnenbeobachtung beim Tag der offenen Tür' : 'Kometenbeobachtung und Öffentlichkeitsarbeit'}`, '',
    'Das Gerät wurde vollständig und unbeschädigt zurückgegeben. Die Kaution wurde erstattet.', '',
    'Unterschrift Verleiher: T. Greenwood — Unterschrift Entleiher: K. Vogel', '',
  ].join('\n'));
});

// ------------------------------------------------------------------ (f) schools + outreach
function schoolFacts(sc, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(sc.name, 'school', attr, value, unit, stated, file);
  F('town', sc.town, 'place', s.town);
  F('phase', sc.phase, '', s.phase);
  F('distance', sc.km, 'km', s.dist);
  F('contact', sc.contact, 'text', s.contact);
  if (s.lead !== undefined) F('lead', sc.lead, 'person', s.lead);
}
{
  const file = 'outreach/schools-programme-2025-26.html';
  const rows = schools.filter((s) => s.layout === 'html').map((sc) => {
    schoolFacts(sc, file, { town: sc.town, phase: sc.phase, dist: `${sc.km} km`, contact: sc.contact });
    return `    <tr><td>${esc(sc.name)}</td><td>${esc(sc.town)}</td><td>${sc.phase}</td><td>${sc.km} km</td><td>${esc(sc.contact)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Schools programme 2025/26 — WDAS outreach</title></head>
<body>
<h1>Schools programme 2025/26</h1>
<p>Schools we visit (or who visit the observatory). Distance is by road from the observatory.</p>
<table>
  <thead><tr><th>School</th><th>Town</th><th>Phase</th><th>Distance</th><th>Teacher contact</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Society leads for these schools are in the outreach report.</p>
</body>
</html>
`);
}
{
  const file = 'outreach/partner-schools-notes.md';
  const out = ['# Partner schools — notes for volunteers', ''];
  schools.filter((s) => s.layout === 'md').forEach((sc) => {
    const s = { town: `Town: ${sc.town}`, phase: `Type: ${sc.phase}`, dist: `Distance from observatory: ${sc.miles} miles`, contact: `Teacher contact: ${sc.contact}`, lead: `Society lead: ${sc.lead}` };
    schoolFacts(sc, file, s);
    out.push(`## ${sc.name}`, '', s.town, s.phase, s.dist, s.contact, s.lead, '');
  });
  out.push('DBS checks: every volunteer needs a current enhanced DBS certificate before a school visit.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'falkenau/schulpartnerschaft.md';
  const sc = schools.find((s) => s.layout === 'de');
  const s = { town: `Ort: ${sc.town} (Vogtland)`, phase: 'Schulform: Gymnasium (Sekundarstufe)', dist: `Entfernung von Wetherley: ${deGroup(sc.km)} km`, contact: `Ansprechpartnerin: ${sc.contact}`, lead: `Betreuung WDAS: ${sc.lead}` };
  schoolFacts(sc, file, s);
  corpus.write(file, [`# Schulpartnerschaft: ${sc.name}`, '', 'Gemeinsames Projekt der Volkssternwarte Falkenau und der WDAS seit 2024.', '', s.town, s.phase, s.dist, s.contact, s.lead, '',
    'Im Oktober 2025 besuchte die Astronomie-AG die Sternwarte während des WDAS-Besuchs; im Juni 2026 folgt eine Sonnenbeobachtung mit Schülerinnen und Schülern aus Wetherley (online zugeschaltet).', ''].join('\n'));
}
{
  const file = 'outreach/outreach-report-2025-26.md';
  const html = schools.filter((s) => s.layout === 'html');
  const byLead = new Map();
  for (const sc of html) byLead.set(sc.lead, [...(byLead.get(sc.lead) ?? []), sc]);
  const paras = [...byLead].map(([lead, scs], k) => {
    for (const sc of scs) corpus.also(sc.name, 'school', 'lead', lead, 'person', lead, file);
    const names = scs.map((x) => x.name);
    return L(k, [
      `${lead} led our work with ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0]} again this year, mostly with the Outreach Dobs and the Seestar on the school field.`,
      `${names.join(' and ')} ${names.length > 1 ? 'were' : 'was'} looked after by ${lead}, who ran two planetarium-style sessions in the hall as well as an evening at the observatory.`,
      `Our link with ${names.join(' and ')} is ${lead}; the Year 5 classes came up to the dome in the autumn and again for solar viewing in the spring.`,
    ]);
  });
  corpus.write(file, ['# Outreach report 2025/26', '', 'Prepared for the AGM by the Outreach Officer. Pupil numbers by month are in attendance-by-month-2025-26.csv.', '', ...paras.flatMap((p) => [p, '']),
    'We could not staff every request: eleven evenings were offered and four were clouded out. Thanks to all volunteers, especially the Juniors who helped on the telescopes.', ''].join('\n'));
}
{
  const file = 'outreach/attendance-by-month-2025-26.csv';
  const HEAD = ['Sep 25', 'Oct 25', 'Nov 25', 'Dec 25', 'Jan 26', 'Feb 26', 'Mar 26', 'Apr 26', 'May 26', 'Jun 26', 'Jul 26'];
  const rows = schools.map((sc) => {
    sc.pupils.forEach((v, i) => corpus.also(sc.name, 'school', `pupils_${SCHOOL_MONTHS[i].replace('-', '_')}`, v, 'pupils', '', file));
    return [sc.name, ...sc.pupils.map((v) => (v ? String(v) : '-'))];
  });
  corpus.write(file, delimited(['School', ...HEAD], rows));
}

// ------------------------------------------------------------------ wide: hours of use per month
{
  const file = 'equipment/instrument-hours-2025-26.csv';
  const MONTHS = ['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'];
  const soc = instruments.filter((x) => x.owner === 'Society' && !['Cooke Refractor'].includes(x.name)).slice(0, 12);
  const rows = soc.map((x) => {
    const abroad = (mo) => loans.some((l) => l.inst === x.name && l.borrower === PARTNER && l.out <= `${mo}-01` && l.back >= `${mo}-28`);
    // sessions that used it that month, plus booked slots and members' loans
    const hrs = MONTHS.map((mo) => {
      if (abroad(mo)) return 0;
      const ses = sessions.filter((s) => s.date.startsWith(mo) && s.kit.includes(x.name)).reduce((a, s) => a + s.dur / 60, 0);
      const extra = r.chance(0.45) ? 0 : r.int(1, x.location === 'Loan cupboard' ? 40 : 16) / 2;
      return ses + extra;
    });
    hrs.forEach((h, i) => corpus.also(x.name, 'instrument', `hours_${MONTHS[i].replace('-', '_')}`, h, 'h', '', file));
    return [x.code, x.name, ...hrs.map((h) => (h ? String(h) : ''))];
  });
  corpus.write(file, `# Hours of use per month (booking system + loans log), season 2025/26. Blank = not used.\n${delimited(['Asset', 'Instrument', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'], rows)}`);
}

// ------------------------------------------------------------------ committee minutes (three members only in prose)
{
  const file = 'committee/minutes-2025-09-09.md';
  const p = M['Priya Raman']; const c = M['Chloe Haigh']; const ru = M['Ruby Townend'];
  memberFacts(p, file, { no: p.no, grade: 'family membership', joined: 'joined in August 2025', paid: `£${p.paid}`, town: p.town });
  memberFacts(c, file, { no: c.no, grade: 'full member', joined: 'also joined this year', paid: `£${c.paid}`, town: c.town });
  memberFacts(ru, file, { no: ru.no, grade: 'a junior member', joined: 'joined in July 2025', paid: 'ten pounds', town: ru.town });
  corpus.write(file, `# Committee meeting — 9 September 2025

Present: Helen Marsden (Chair), Rachel Thornley (Secretary), Imran Siddiqui (Treasurer), David Okafor, Tom Greenwood,
Claire Whiteley, Fiona Beaumont. Apologies: none.

1. **Minutes** of the July meeting were agreed.

2. **Membership.** Fiona reported three new members since the register was last circulated. Priya Raman of
   ${p.town} joined in August 2025 and took out a family membership for herself and her two children; she has paid
   the £${p.paid} family rate and her membership number is ${p.no}. Chloe Haigh, who lives in ${c.town},
   also joined this year as a full member (${c.no}) and paid £${c.paid} at the July open evening. Ruby Townend (${ru.no}), aged 14, from
   ${ru.town}, joined in July 2025 as a junior member; her father paid the ten pounds junior subscription in cash.

3. **Equipment.** Tom reported that the Falkenau Refractor is now fully commissioned in the dome. The Coronado PST will go to
   Falkenau for their open day later this month (see the German loan slip). The Cooke drive needs a new cable.

4. **Observing.** David will circulate the autumn list. The first dark-site night is planned for 13 September.

5. **Treasurer.** The insurance renewal is £642.18, up from £598.40. Agreed.

6. **AOB.** Claire asked for volunteers for the Wetherley CE Primary visit on 24 September.

Next meeting: 14 October 2025.
`);
}
corpus.write('committee/minutes-2026-01-13.md', `# Committee meeting — 13 January 2026

Present: Helen Marsden (Chair), Rachel Thornley, Imran Siddiqui, David Okafor, Tom Greenwood, Fiona Beaumont.
Apologies: Claire Whiteley.

1. **Dome.** The shutter motor was replaced on 2 December (£1,184 including fitting). Grant of £750 from the parish
   council received towards it.
2. **Loans.** The Big Binoculars are back from Falkenau, in good order. Two members' loans returned late before
   Christmas; the deposit scheme stays as it is.
3. **Subscriptions.** Fiona will send a second reminder to members whose 2025/26 subscription is outstanding.
4. **Light pollution.** The new LED streetlights on Coldharbour Lane are 3000 K and shielded — a good result after
   the society's letter to the county council.
5. **Spring programme.** Messier marathon attempt on 21 March if clear; Falkenau return visit in April or May.

Next meeting: 10 March 2026.
`);

// ------------------------------------------------------------------ background documents
corpus.write('README.txt', `WETHERLEY & DISTRICT ASTRONOMICAL SOCIETY — SHARED DRIVE
(Registered charity. Observatory: Coldharbour Lane, Wetherley. Dark site: Hollins Moor car park, by permission of the
National Trust. Partner: ${PARTNER}, Vogtland, Germany.)

members/       register, profiles, new and honorary members
equipment/     instrument register, telescope sheets, loans register, hours of use
targets/       observing lists, catalogue, guides
observing/     log books, star parties
bookings/      SkyBook exports
outreach/      schools programme and attendance
falkenau/      partner papers (partly in German)
committee/     minutes
finance/, admin/, safety/   background

Please do not edit exports by hand — re-run them from SkyBook or MemberMojo.
`);
corpus.write('finance/treasurer-report-2024-25.md', `# Treasurer's report, year to 31 August 2025

| | 2024/25 | 2023/24 |
|---|---|---|
| Subscriptions | £1,046.00 | £981.00 |
| Donations and Gift Aid | £612.50 | £540.00 |
| Star party collections | £388.20 | £402.75 |
| Insurance | (£598.40) | (£571.10) |
| Electricity (observatory) | (£231.66) | (£244.90) |
| Equipment repairs | (£176.00) | (£312.45) |

Reserves at year end: £6,914.33. The Seestar was bought from the equipment fund in 2024 (£499).
`);
corpus.write('finance/insurance-schedule-2025-26.md', `# Insurance schedule 2025/26 (summary)

- Policy: Astronomical Societies' combined policy, renewal 1 October 2025
- Premium: £642.18
- Buildings (dome and roll-off roof): £38,000
- Contents and equipment in the observatory: £35,000 (see instrument register for insured values)
- Equipment on loan to members: covered up to £2,500 per item, excess £100
- Public liability: £5,000,000
- Items on loan from Volkssternwarte Falkenau e.V.: noted on the policy
`);
corpus.write('safety/solar-observing-policy.md', `# Solar observing policy

1. Only the two dedicated H-alpha telescopes and white-light filters from the approved list may be used on the Sun.
2. Never leave a telescope pointed at the Sun unattended. Finder scopes must be capped.
3. Juniors observe the Sun only with an adult member who has signed this policy.
4. Filters are inspected before every session; any pinhole means the filter is withdrawn.

Adopted by the committee on 11 March 2014; reviewed September 2025.
`);
corpus.write('admin/observatory-maintenance-log.md', `# Observatory maintenance log

- 2025-08-30: roll-off roof wheels greased; south rail re-levelled (2 mm shim)
- 2025-10-02: dehumidifier in the dome replaced (£149)
- 2025-12-02: dome shutter motor replaced by Peak Domes Ltd
- 2026-02-19: pier 2 power supply fuse (5 A) replaced
- 2026-04-11: annual PAT testing, 23 items passed, 1 failed (old dew controller, scrapped)
`);
corpus.write('admin/sky-quality-survey-2025.csv', delimited(['Location', 'Date', 'SQM (mag/arcsec²)', 'Bortle (est.)', 'Reader'], [
  ['Observatory car park', '2025-09-20', '20.62', '4', 'SQM-L #2'],
  ['Hollins Moor car park', '2025-09-13', '21.38', '3', 'SQM-L #2'],
  ['Ravensdale Country Park', '2025-10-25', '20.11', '5', 'SQM-L #1'],
  ['Wetherley village green', '2025-11-15', '19.47', '5', 'SQM-L #1'],
  ['Over Wharton church', '2026-01-17', '21.02', '4', 'SQM-L #2'],
]));
corpus.write('committee/agm-2025-notice.md', `# Notice of the Annual General Meeting

The 52nd AGM of the ${SOC} will be held in Wetherley Village Hall on Tuesday 14 October 2025 at 7.30 pm.

Agenda: apologies; minutes of the 51st AGM; officers' reports; accounts; election of officers and committee;
subscriptions for 2026/27 (the committee proposes no change); any other business.

Nominations to the Secretary by 30 September. Tea and biscuits from 7 pm.
`);
corpus.write('falkenau/partnerschaftsvereinbarung.md', `# Partnerschaftsvereinbarung / Partnership agreement

Zwischen der ${PARTNER} und der ${SOC}, unterzeichnet am 12. Mai 2023 in Falkenau.

1. Gegenseitige Besuche mindestens einmal im Jahr (reciprocal visits at least once a year).
2. Geräte können für bis zu sechs Monate ausgeliehen werden; der Entleiher hinterlegt eine Kaution.
3. Gemeinsame Schulprojekte werden von beiden Vereinen betreut.
4. Die Vereinbarung gilt fünf Jahre und verlängert sich automatisch.

Mitglieder der Volkssternwarte: rund 140. Kuppeldurchmesser: 6 m. Haupt­instrument: 500-mm-Cassegrain.
`);
corpus.write('bookings/booking-rules.md', `# Booking rules (SkyBook)

- Members book observatory slots up to 14 days ahead; maximum two evening slots a week.
- Session leads must hold the dome key course certificate.
- Loans: four weeks, one renewal if nobody is waiting. Deposit: £10 binoculars, £25 small telescopes, £40 the 8-inch Dob,
  £50 the Seestar, £60 solar telescopes.
- Loans to the partner observatory are arranged by the Chair and recorded on a German loan slip.
- Cancel by 4 pm on the day if the forecast is cloudy.
`);
corpus.write('outreach/risk-assessment-school-visits.md', `# Risk assessment — school visits (summary)

| Hazard | Control | Residual risk |
|---|---|---|
| Tripping over tripod legs in the dark | red rope lights, one adult per telescope | Low |
| Looking at the Sun | only the solar telescopes; policy signed | Low |
| Cold | visits under 90 minutes in winter | Low |
| Safeguarding | DBS-checked volunteers, teacher always present | Low |

Reviewed 1 September 2025 by Claire Whiteley.
`);
corpus.write('members/code-of-conduct.md', `# Code of conduct

Members treat each other, visitors and the public with respect. White lights off at the observatory after dark;
headlights dipped when arriving at Hollins Moor. Children under 16 are accompanied by a parent or guardian. Kit
borrowed from the Society is returned clean and complete.
`);

const stats = corpus.flush(source);
console.log(`observatory: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
