#!/usr/bin/env node
// Stables corpus (held-out): the shared drive of Ballinacor Riding School & Livery (Rathdrum, County Wicklow,
// Ireland; some records in Irish), twinned with the Centre Équestre du Pays d'Auge (Livarot, Normandy; records in
// French), 2025. 34 horses and ponies, 34 riders and clients, 10 instructors, 25 lessons, 16 farrier and vet visits,
// 10 feed and bedding orders, 16 competition entries.
//   node bench/corpora/stables/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "stables-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) horses: Markdown horse sheets of `Key: value` lines (height in hands `16.3hh`), plain-text record cards with
//     another label set (`Passport no.` with spaces, `Measured height: 147 cm`, `Age: 9`), a nested yard-app JSON
//     export (`height: {value: 16.2, unit: "hh"}`, fees in cents), bilingual Irish/English and Irish-only pony sheets
//     (`Dath / Colour: liath / grey`, `Airde: 12.0 bas`), a new pony only in the newsletter's sentences, a new livery
//     only in an e-mail, FRENCH horse sheets (`Taille : 1,66 m`, `Robe : bai`, `Pension : complète`, fees per month)
//     and a French HTML table of club horses; a WIDE table of school-horse hours per month;
// (b) riders: a membership register CSV (surname and first name apart, `dd/mm/yyyy`), client profiles with another
//     label set, an HTML pony-club table, an Irish-only page (`Leibhéal: tosaitheoir`, `6 Meán Fómhair 2024`), two new
//     members only in an e-mail, a French member table (`LEFÈVRE Camille`, `avancé`);
// (c) instructors: Markdown sheets, an HTML definition list with another label set, one only in staff-meeting minutes,
//     a French team page; WIDE tables of lessons per month (a French one with semicolons and French month names);
// (d) lessons: a booking-system export with a PREAMBLE, SEMICOLONS and DECIMAL COMMAS (duration in hours `0,75`,
//     people as `Surname, First`), the October yard diary in sentences (dates without the year), a French HTML
//     planning table (`1 h 30`, `particulier|collectif`);
// (e) farrier and vet visits: a farrier's Markdown log, vet invoices in HTML, the September diary's sentences, French
//     care notes (`ferrure complète`, `parage`, `Coût : 95,00 €`);
// (f) feed and bedding orders: a purchase-order CSV, an e-mail with two orders in sentences, a bedding order sheet,
//     two French order forms (`Sacs : 30`, `Poids du sac : 20 kg`, `Prix du sac : 14,50 €`);
// (g) competition entries: an HTML results table (`2nd`), a nested YAML of autumn shows, a French TSV (`1er`, `3e`);
//     background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: heights in CENTIMETRES (`16.3hh` = (16 × 4 + 3) × 2.54; `1,66 m` = 166); year
// foaled (`aged 9` = 2025 − 9); livery fees in EUR per WEEK (`650 € / mois` = 650 × 12 / 52; `16500` cents = 165);
// rates in EUR per hour; lesson durations in MINUTES (`0,75` h = 45, `1 h 30` = 90); money in EUR; bag weights in
// kg; dates ISO (diary dates without a year are 2025); Irish and French words in English (`liath`/`gris` = grey,
// `láir`/`jument` = mare, `tosaitheoir`/`débutant` = beginner, `complète` = full, `demi-pension` = part, `box` =
// DIY, `club`/`scoil` = school, `ferrure complète` = Full set of shoes).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, htmlDlPage, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('stables-v1');
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const fr = (x, d) => Number(x).toFixed(d).replace('.', ',');
const pad = (n, w = 2) => String(n).padStart(w, '0');
const hhToCm = (s) => {
  const [h, i] = String(s).split('.').map(Number);
  return r4((h * 4 + (i || 0)) * 2.54);
};
const dmy = (iso) => iso.split('-').reverse().join('/');
const eur = (x) => (Number.isInteger(x) ? `€${x}` : `€${x.toFixed(2)}`);

class DriveCorpus extends Corpus {
  constructor(root) {
    super(root);
    this.aliases = new Map();
  }
  /** A fact of an entity stated in a second file (wide tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
  /** Another written form of an entity's name (`Byrne,Aoife` in a register, `LEFÈVRE Camille`). */
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

// ------------------------------------------------------------------ the two yards
const IE = 'Ballinacor Riding School & Livery';
const FRY = "Centre Équestre du Pays d'Auge";
const IE_OWNER = 'Ballinacor Riding School';
const FR_OWNER = "Centre Équestre du Pays d'Auge";

// ------------------------------------------------------------------ riders and clients
// [name, yard, member no, level, joined, town, lessons 2025]
const RIDER_DEF = [
  // membership register (CSV)
  ['Aoife Byrne', 'IE', 'BRS-0211', 'intermediate', '2019-03-14', 'Rathdrum', 34],
  ['Niamh Farrell', 'IE', 'BRS-0156', 'advanced', '2017-09-02', 'Wicklow', 12],
  ['Róisín Healy', 'IE', 'BRS-0240', 'intermediate', '2020-05-21', 'Laragh', 18],
  ['Gráinne Lawless', 'IE', 'BRS-0098', 'advanced', '2014-04-07', 'Aughrim', 6],
  ['Mary Quinn', 'IE', 'BRS-0187', 'intermediate', '2018-01-15', 'Rathdrum', 22],
  ['Ciarán Walsh', 'IE', 'BRS-0263', 'novice', '2021-06-30', 'Avoca', 9],
  ['Siobhán Keogh', 'IE', 'BRS-0425', 'intermediate', '2025-09-29', 'Arklow', 3],
  ['Orla McCarthy', 'IE', 'BRS-0302', 'novice', '2022-08-11', 'Roundwood', 27],
  ['Emma Kinsella', 'IE', 'BRS-0318', 'novice', '2023-02-04', 'Wicklow', 15],
  ['Liam Byrne', 'IE', 'BRS-0356', 'beginner', '2024-01-20', 'Rathdrum', 19],
  ["Sophie O'Brien", 'IE', 'BRS-0371', 'beginner', '2024-06-08', 'Ashford', 24],
  // client profiles (Markdown, another label set)
  ['Saoirse Kavanagh', 'IE', 'BRS-0107', 'advanced', '2016-03-12', 'Roundwood', 31],
  ['Declan Doyle', 'IE', 'BRS-0121', 'intermediate', '2016-10-03', 'Glenealy', 16],
  ['Conor Nolan', 'IE', 'BRS-0144', 'advanced', '2017-05-20', 'Arklow', 28],
  ['Eoin Tierney', 'IE', 'BRS-0229', 'intermediate', '2019-11-09', 'Aughrim', 21],
  ['Patrick Murray', 'IE', 'BRS-0275', 'advanced', '2021-02-17', 'Ashford', 11],
  // pony club juniors (HTML)
  ['Ella Brennan', 'IE', 'BRS-0284', 'novice', '2021-09-04', 'Rathdrum', 26],
  ['Lily Fitzgerald', 'IE', 'BRS-0331', 'novice', '2023-04-15', 'Laragh', 30],
  ['Jack Dunne', 'IE', 'BRS-0362', 'beginner', '2024-03-23', 'Wicklow', 17],
  ['Hannah Power', 'IE', 'BRS-0379', 'beginner', '2024-09-14', 'Roundwood', 20],
  // Gaelscoil group (Irish only)
  ['Fiadh Nic Gearailt', 'IE', 'BRS-0388', 'beginner', '2024-09-07', 'Rathdrum', 14],
  ['Tadhg Ó Súilleabháin', 'IE', 'BRS-0389', 'beginner', '2024-09-07', 'Arklow', 13],
  ['Caoimhe Ní Bhriain', 'IE', 'BRS-0402', 'novice', '2025-01-11', 'Wicklow', 25],
  ['Oisín Mac Cárthaigh', 'IE', 'BRS-0405', 'beginner', '2025-01-11', 'Avoca', 10],
  // new members e-mail
  ['Aisling Kenny', 'IE', 'BRS-0431', 'novice', '2025-10-02', 'Wicklow', 6],
  ['Cian Roche', 'IE', 'BRS-0432', 'intermediate', '2025-10-04', 'Arklow', 3],
  // Normandy members (French table)
  ['Camille Lefèvre', 'FR', 'PA-0112', 'advanced', '2015-09-05', 'Livarot', 38],
  ['Hugo Martin', 'FR', 'PA-0147', 'intermediate', '2018-09-12', 'Lisieux', 24],
  ['Léa Dubois', 'FR', 'PA-0163', 'advanced', '2019-02-02', 'Vimoutiers', 19],
  ['Julien Moreau', 'FR', 'PA-0188', 'intermediate', '2020-09-09', 'Livarot', 14],
  ['Manon Girard', 'FR', 'PA-0201', 'novice', '2021-09-15', 'Lisieux', 29],
  ['Théo Lambert', 'FR', 'PA-0224', 'novice', '2022-10-01', 'Orbec', 16],
  ['Chloé Petit', 'FR', 'PA-0239', 'beginner', '2023-09-06', 'Livarot', 33],
  ['Lucas Bernard', 'FR', 'PA-0256', 'beginner', '2024-09-11', 'Vimoutiers', 21],
];
const riders = RIDER_DEF.map(([name, yard, no, level, joined, town, lessons]) => ({ name, yard, no, level, joined, town, lessons }));
const RD = Object.fromEntries(riders.map((x) => [x.name, x]));
const LEVEL_EN = { beginner: 'Beginner', novice: 'Novice', intermediate: 'Intermediate', advanced: 'Advanced' };
const LEVEL_GA = { beginner: 'tosaitheoir', novice: 'nóibhíseach', intermediate: 'meánleibhéal', advanced: 'ardleibhéal' };
const LEVEL_FR = { beginner: 'débutant', novice: 'novice', intermediate: 'intermédiaire', advanced: 'avancé' };
const TOWN_GA = { Rathdrum: 'Ráth Droma', Arklow: 'An tInbhear Mór', Wicklow: 'Cill Mhantáin', Avoca: 'Abhóca' };
const MONTH_GA = ['Eanáir', 'Feabhra', 'Márta', 'Aibreán', 'Bealtaine', 'Meitheamh', 'Iúil', 'Lúnasa', 'Meán Fómhair', 'Deireadh Fómhair', 'Samhain', 'Nollaig'];
const gaDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTH_GA[m - 1]} ${y}`;
};

// ------------------------------------------------------------------ horses and ponies
// [name, yard, breed, colour, sex, height (hands string or cm number), foaled, owner, livery, block, weekly fee]
const HORSE_DEF = [
  // Markdown horse sheets
  ['Ballyknock Lad', 'IE', 'Irish Sport Horse', 'bay', 'gelding', '16.3', 2014, 'Saoirse Kavanagh', 'full', 'Main Yard', 165],
  ['Glenmore Duchess', 'IE', 'Irish Draught', 'grey', 'mare', '16.1', 2012, 'Declan Doyle', 'part', 'Barn', 98],
  ['Kilcoole Storm', 'IE', 'Irish Sport Horse', 'black', 'gelding', '17.0', 2013, 'Conor Nolan', 'full', 'Main Yard', 170],
  ['Wicklow Gap', 'IE', 'Irish Sport Horse', 'chestnut', 'gelding', '16.2', 2017, 'Eoin Tierney', 'full', 'Main Yard', 165],
  ['Tullow Tiger', 'IE', 'Irish Sport Horse', 'bay', 'gelding', '15.3', 2015, 'Patrick Murray', 'full', 'Top Yard', 160],
  ['Lady Luck', 'IE', 'Thoroughbred', 'bay', 'mare', '16.0', 2010, 'Niamh Farrell', 'DIY', 'Top Yard', 55],
  ['Lugnaquilla Lass', 'IE', 'Irish Draught', 'bay', 'mare', '15.3', 2009, 'Mary Quinn', 'part', 'Barn', 95],
  // record cards
  ['Clover Hill Rocket', 'IE', 'Connemara', 'grey', 'gelding', 147, 2016, 'Aoife Byrne', 'part', 'Barn', 95],
  ['Pepper', 'IE', 'Irish Cob', 'piebald', 'mare', '15.1', 2015, 'Róisín Healy', 'DIY', 'Top Yard', 50],
  ['Seafield Sunny', 'IE', 'Connemara', 'dun', 'mare', 143, 2018, 'Ella Brennan', 'part', 'Barn', 92],
  ['Avonmore Echo', 'IE', 'Thoroughbred', 'brown', 'gelding', '16.1', 2011, 'Saoirse Kavanagh', 'DIY', 'Top Yard', 55],
  ['Jasper', 'IE', 'Welsh Section D', 'chestnut', 'gelding', 154, 2014, 'Ciarán Walsh', 'DIY', 'Top Yard', 50],
  // yard-app JSON
  ['Captain', 'IE', 'Irish Draught', 'bay', 'gelding', '16.2', 2008, IE_OWNER, 'school', 'Main Yard', null],
  ['Murphy', 'IE', 'Irish Draught', 'brown', 'gelding', 161, 2010, IE_OWNER, 'school', 'Main Yard', null],
  ['Ruby', 'IE', 'Irish Sport Horse', 'chestnut', 'mare', '15.3', 2011, IE_OWNER, 'school', 'Main Yard', null],
  ['Dougal', 'IE', 'Irish Cob', 'skewbald', 'gelding', '15.0', 2009, IE_OWNER, 'school', 'Top Yard', null],
  ['Holly', 'IE', 'Connemara', 'grey', 'mare', '13.3', 2019, 'Lily Fitzgerald', 'part', 'Barn', 90],
  ['Biscuit', 'IE', 'Irish Cob', 'palomino', 'mare', '14.3', 2013, IE_OWNER, 'school', 'Top Yard', null],
  // Irish pony sheets (two bilingual, two Irish only)
  ['Misty', 'IE', 'Connemara', 'grey', 'mare', '14.1', 2012, IE_OWNER, 'school', 'Top Yard', null],
  ['Bramble', 'IE', 'Connemara', 'dun', 'mare', '14.0', 2014, IE_OWNER, 'school', 'Top Yard', null],
  ['Toffee', 'IE', 'Shetland', 'chestnut', 'gelding', '10.2', 2015, IE_OWNER, 'school', 'Top Yard', null],
  ['Bluebell', 'IE', 'Welsh Section A', 'grey', 'mare', '12.0', 2016, IE_OWNER, 'school', 'Top Yard', null],
  // newsletter, e-mail
  ['Fionn', 'IE', 'Connemara', 'grey', 'gelding', '14.2', 2019, IE_OWNER, 'school', 'Top Yard', null],
  ['Rathdrum Rose', 'IE', 'Irish Sport Horse', 'chestnut', 'mare', '16.0', 2016, 'Siobhán Keogh', 'full', 'Main Yard', 170],
  // French sheets
  ["Quartz du Pays d'Auge", 'FR', 'Selle Français', 'bay', 'gelding', 166, 2016, 'Camille Lefèvre', 'full', 'Grande Écurie', 150],
  ['Reine des Prés', 'FR', 'Selle Français', 'chestnut', 'mare', 161, 2017, 'Hugo Martin', 'part', 'Grande Écurie', 96],
  ['Sirocco des Fontaines', 'FR', 'Anglo-Arab', 'grey', 'gelding', 164, 2018, 'Léa Dubois', 'full', 'Grande Écurie', 150],
  ["Perle d'Auge", 'FR', 'Selle Français', 'grey', 'mare', 165, 2015, 'Julien Moreau', 'DIY', 'Écurie du Pressoir', 57],
  ['Urbain', 'FR', 'Cob Normand', 'brown', 'gelding', 160, 2008, FR_OWNER, 'school', 'Écurie du Pressoir', null],
  // French club-horse table
  ['Tempête', 'FR', 'Trotteur Français', 'bay', 'mare', 159, 2007, FR_OWNER, 'school', 'Écurie du Pressoir', null],
  ['Nougat', 'FR', 'Poney Français de Selle', 'dun', 'gelding', 142, 2015, FR_OWNER, 'school', 'Écurie du Pressoir', null],
  ['Vanille', 'FR', 'Shetland', 'chestnut', 'mare', 98, 2019, FR_OWNER, 'school', 'Écurie du Pressoir', null],
  ['Ulysse', 'FR', 'Percheron', 'black', 'gelding', 172, 2008, FR_OWNER, 'school', 'Grande Écurie', null],
  ['Orage', 'FR', 'Connemara', 'grey', 'gelding', 146, 2014, FR_OWNER, 'school', 'Écurie du Pressoir', null],
];
const horses = HORSE_DEF.map(([name, yard, breed, colour, sex, h, foaled, owner, livery, block, fee]) => {
  const ueln = yard === 'IE'
    ? `372004${pad(r.int(0, 9999999), 9)}`
    : `250001${pad(foaled % 100)}${pad(r.int(0, 999999), 6)}${'ABCDEFGHJKLMNPRSTUVWXYZ'[r.int(0, 22)]}`;
  return { name, yard, breed, colour, sex, hh: typeof h === 'string' ? h : null, cm: typeof h === 'string' ? hhToCm(h) : h, foaled, owner, livery, block, fee, ueln };
});
const H = Object.fromEntries(horses.map((x) => [x.name, x]));
const LIVERY_EN = { full: 'Full livery', part: 'Part livery', DIY: 'DIY livery', school: 'School horse' };
const COLOUR_GA = { grey: 'liath', dun: 'odhar', chestnut: 'rua', bay: 'donnrua', black: 'dubh', brown: 'donn' };
const COLOUR_FR = { grey: 'gris', bay: 'bai', chestnut: 'alezan', brown: 'bai brun', black: 'noir', dun: 'isabelle' };
const SEX_GA = { mare: 'láir', gelding: 'gearrán' };
const SEX_FR = { mare: 'jument', gelding: 'hongre' };
const LIVERY_FR = { full: 'complète', part: 'demi-pension', DIY: 'box (DIY)', school: 'club' };
const BLOCK_GA = { 'Main Yard': 'An Príomhchlós', 'Top Yard': 'An Clós Uachtair', Barn: 'An Scioból' };

function horseFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'horse', attr, value, unit, stated, file);
  F('yard', x.yard === 'IE' ? IE : FRY, 'place', s.yard ?? '');
  F('ueln', x.ueln, 'text', s.ueln);
  F('breed', x.breed, '', s.breed);
  F('colour', x.colour, '', s.colour);
  F('sex', x.sex, '', s.sex);
  F('height', x.cm, 'cm', s.height);
  F('foaled', x.foaled, '', s.foaled);
  F('owner', x.owner, 'text', s.owner);
  F('livery', x.livery, '', s.livery);
  F('block', x.block, '', s.block);
  F('livery_fee', x.fee, 'EUR', s.fee ?? '');
}

// (a1) Markdown horse sheets
HORSE_DEF.slice(0, 7).forEach(([name], k) => {
  const x = H[name];
  const file = `horses/sheets/${slug(name)}.md`;
  const s = {
    ueln: `UELN: ${x.ueln}`, breed: `Breed: ${x.breed}`, colour: `Colour: ${x.colour[0].toUpperCase()}${x.colour.slice(1)}`,
    sex: `Sex: ${x.sex[0].toUpperCase()}${x.sex.slice(1)}`, height: `Height: ${x.hh}hh`, foaled: `Foaled: ${x.foaled}`,
    owner: `Owner: ${x.owner}`, livery: `Livery: ${LIVERY_EN[x.livery]}`, block: `Stable block: ${x.block}`, fee: `Livery fee: ${eur(x.fee)} per week`,
  };
  horseFacts(x, file, s);
  const first = x.owner.split(' ')[0];
  corpus.write(file, [
    `# ${name} — horse sheet`, '',
    `Name: ${name}`, s.ueln, s.breed, s.colour, s.sex, s.height, s.foaled, s.owner, s.livery, s.block, s.fee,
    `Farrier cycle: ${[6, 5, 6, 7][k % 4]} weeks`, `Feed: ${['2 scoops Cool Mix am and pm, ad lib haylage', '1 scoop conditioning cubes, chaff, ad lib hay', 'hay only, balancer in winter'][k % 3]}`,
    `Turnout: ${['Field 3 with the geldings', 'paddock behind the Barn', 'Field 1, in overnight from November'][k % 3]}`, '',
    `${name} is ${first}'s ${x.sex} and has been on ${LIVERY_EN[x.livery].toLowerCase()} in the ${x.block} since ${2016 + (k % 8)}.`, '',
    `_Sheet checked by the yard office, ${fmtDate(`2025-0${1 + (k % 6)}-${pad(3 + k * 3)}`, 'long')}._`, '',
  ].join('\n'));
});

// (a2) record cards (plain text, another label set)
HORSE_DEF.slice(7, 12).forEach(([name], k) => {
  const x = H[name];
  const file = `horses/record-cards/${slug(name)}.txt`;
  const spaced = `${x.ueln.slice(0, 3)} ${x.ueln.slice(3, 6)} ${x.ueln.slice(6)}`;
  const height = x.hh ? `${x.hh} hh` : `${x.cm} cm`;
  const age = k % 2 ? `Age: ${2025 - x.foaled} (2025)` : `Year of birth: ${x.foaled}`;
  const box = `${x.block} ${[4, 9, 2, 11, 6][k]}`;
  const fee = `${x.fee} euro a week`;
  const pkg = { part: 'Part', DIY: 'DIY', full: 'Full' }[x.livery];
  horseFacts(x, file, {
    ueln: spaced, breed: x.breed, colour: x.colour, sex: x.sex, height: `Measured height: ${height}`, foaled: age,
    owner: `Belongs to: ${x.owner}`, livery: `Livery package: ${pkg}`, block: `Box: ${box}`, fee,
  });
  corpus.write(file, [
    `HORSE RECORD — ${name.toUpperCase()}`, '='.repeat(16 + name.length), '',
    `Passport no.: ${spaced}`, `Type / breed: ${x.breed}${x.breed === 'Connemara' ? ' pony' : ''}`, `Coat: ${x.colour}`, `Gender: ${x.sex}`,
    `Measured height: ${height}`, age, `Belongs to: ${x.owner}`, `Livery package: ${pkg}`, `Box: ${box}`, `Charge: ${fee}`,
    `Microchip: 9851${pad(r.int(0, 99999999999), 11)}`, `Vaccinations: flu/tet ${['up to date', 'due Nov 2025', 'up to date', 'due Jan 2026', 'up to date'][k]}`, '',
    'Emergency contact: owner first, then the yard office (0404 46 1xx).', '',
  ].join('\n'));
});

// (a3) the yard-management app's nested JSON export
{
  const file = 'horses/stabletrack-export-2025-11-03.json';
  const recs = HORSE_DEF.slice(12, 18).map(([name], k) => {
    const x = H[name];
    const height = x.hh ? { value: Number(x.hh), unit: 'hh' } : { value: x.cm, unit: 'cm' };
    const fee = x.fee == null ? null : { amount_cents: x.fee * 100, currency: 'EUR', per: 'week' };
    horseFacts(x, file, {
      ueln: x.ueln, breed: x.breed, colour: x.colour, sex: x.sex, height: `"value": ${height.value}`, foaled: `"year_foaled": ${x.foaled}`,
      owner: x.owner, livery: `"package": "${x.livery}"`, block: x.block, fee: fee ? `"amount_cents": ${x.fee * 100}` : '',
    });
    return {
      id: `hs_${pad(180 + k * 7, 4)}`,
      profile: { name: x.name, passport: { ueln: x.ueln, issuer: 'Horse Sport Ireland' }, breed: x.breed, colour: x.colour, sex: x.sex, year_foaled: x.foaled, height },
      ownership: { owner: x.owner, kind: x.livery === 'school' ? 'yard' : 'private' },
      stabling: { block: x.block, box: `${x.block === 'Main Yard' ? 'MY' : x.block === 'Barn' ? 'BN' : 'TY'}-${pad(3 + k * 2)}`, livery: { package: x.livery, fee } },
      work: x.livery === 'school' ? { max_hours_per_day: [3, 2, 3, 2, 3, 2][k], rider_weight_limit_kg: [95, 90, 80, 100, 60, 85][k] } : null,
    };
  });
  corpus.write(file, JSON.stringify({ export: { app: 'StableTrack', version: '4.2.1', generated: '2025-11-03T08:12:44Z', yard: IE, section: 'horses (Main Yard, Barn, Top Yard) — partial' }, horses: recs }, null, 2) + '\n');
}

// (a4) Irish pony sheets: two bilingual, two Irish only
HORSE_DEF.slice(18, 22).forEach(([name], k) => {
  const x = H[name];
  const file = `horses/capaillini-na-scoile/${slug(name)}.md`;
  const bi = k < 2;
  const breedGa = { Connemara: 'Capaillín Chonamara', Shetland: 'Capaillín Sealtainn', 'Welsh Section A': 'Capaillín Breatnach (Roinn A)' }[x.breed];
  const lines = bi
    ? [`Ainm / Name: ${name}`, `UELN: ${x.ueln}`, `Pór / Breed: ${breedGa} / ${x.breed}`, `Dath / Colour: ${COLOUR_GA[x.colour]} / ${x.colour}`,
      `Gnéas / Sex: ${SEX_GA[x.sex]} / ${x.sex}`, `Airde / Height: ${x.hh} bas (${x.hh}hh)`, `Bliain a rugadh / Foaled: ${x.foaled}`,
      `Úinéir / Owner: ${IE_OWNER}`, `Lóistín / Livery: capaillín scoile / school pony`, `Bloc / Block: ${BLOCK_GA[x.block]} / ${x.block}`]
    : [`Ainm: ${name}`, `UELN: ${x.ueln}`, `Pór: ${breedGa}`, `Dath: ${COLOUR_GA[x.colour]}`, `Gnéas: ${SEX_GA[x.sex]}`, `Airde: ${x.hh} bas`,
      `Bliain a rugadh: ${x.foaled}`, `Úinéir: ${IE_OWNER}`, 'Lóistín: capaillín scoile', `Bloc: ${BLOCK_GA[x.block]}`];
  horseFacts(x, file, {
    ueln: x.ueln, breed: breedGa, colour: COLOUR_GA[x.colour], sex: SEX_GA[x.sex], height: `${x.hh} bas`, foaled: String(x.foaled),
    owner: IE_OWNER, livery: 'capaillín scoile', block: BLOCK_GA[x.block],
  });
  corpus.write(file, [
    bi ? `# ${name} — capaillín scoile / school pony` : `# ${name} — capaillín scoile`, '',
    ...lines, '',
    bi
      ? `Tá ${name} ar fheabhas le páistí. / ${name} is great with children and goes in the lead-rein lessons.`
      : `Is capaillín ciúin ${x.sex === 'mare' ? 'í' : 'é'} ${name}; oiriúnach do thosaitheoirí agus do cheachtanna le srian treorach.`,
    '',
  ].join('\n'));
});

// ------------------------------------------------------------------ instructors
// [name, yard, qualification, specialism, rate €/h, since]
const INSTR_DEF = [
  ['Ciara Kehoe', 'IE', 'HSI Level 3 Coach', 'show jumping', 45, 2014],
  ['Deirdre Hanlon', 'IE', 'HSI Level 2 Coach', 'beginners', 38, 2019],
  ['Paddy Cullen', 'IE', 'HSI Level 1 Coach', 'hacking', 30, 2022],
  ['Tom Redmond', 'IE', 'HSI Level 3 Coach', 'eventing', 48, 2012],
  ['Brian Fitzpatrick', 'IE', 'BHS Stage 4 Coach', 'dressage', 50, 2017],
  ['Sinéad Mulvey', 'IE', 'HSI Level 2 Coach', 'cross-country', 42, 2016],
  ['Gemma Whelan', 'IE', 'HSI Level 2 Coach', 'dressage', 40, 2025],
  ['Sandrine Leroy', 'FR', 'DEJEPS', 'show jumping', 46, 2011],
  ['Mathieu Roussel', 'FR', 'BPJEPS', 'beginners', 36, 2020],
  ['Élodie Caron', 'FR', 'BPJEPS', 'dressage', 40, 2018],
];
const instructors = INSTR_DEF.map(([name, yard, qual, spec, rate, since]) => ({ name, yard, qual, spec, rate, since }));
const I = Object.fromEntries(instructors.map((x) => [x.name, x]));
const SPEC_FR = { 'show jumping': "saut d'obstacles", beginners: 'débutants et poneys', dressage: 'dressage' };
function instrFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'instructor', attr, value, unit, stated, file);
  F('yard', x.yard === 'IE' ? IE : FRY, 'place', '');
  F('qualification', x.qual, '', s.qual);
  F('specialism', x.spec, '', s.spec);
  F('rate', x.rate, 'EUR', s.rate);
  F('since', x.since, '', s.since);
}
instructors.slice(0, 4).forEach((x, k) => {
  const file = `staff/instructors/${slug(x.name)}.md`;
  const s = { qual: `Qualification: ${x.qual}`, spec: `Specialism: ${x.spec[0].toUpperCase()}${x.spec.slice(1)}`, rate: `Rate: €${x.rate}/hour`, since: `With us since: ${x.since}` };
  instrFacts(x, file, s);
  corpus.write(file, [
    `# ${x.name} — instructor`, '',
    `Role: ${['Senior instructor', 'Instructor (children and adult beginners)', 'Trek and hack leader', 'Head of training'][k]}`,
    s.qual, s.spec, s.rate, s.since, `Garda vetting: ${['renewed March 2025', 'valid to 2027', 'valid to 2026', 'renewed January 2025'][k]}`,
    `First aid: ${['Equine and human, 2024', 'Human, 2025', 'Human, 2023', 'Equine and human, 2025'][k]}`, '',
    [`Ciara runs the Tuesday and Thursday jumping clinics and most of the livery lessons.`, `Deirdre takes the Saturday children's groups and the Gaelscoil group.`,
      `Paddy leads the forest hacks into Avondale and the beach rides at Brittas in summer.`, `Tom brings on the young event horses and coaches the riding club teams.`][k], '',
  ].join('\n'));
});
{
  const file = 'staff/coaching-team.html';
  const two = instructors.slice(4, 6);
  two.forEach((x) => instrFacts(x, file, { qual: x.qual, spec: `Teaches mainly ${x.spec}`, rate: `${x.rate} euro`, since: String(x.since) }));
  corpus.write(file, htmlDlPage({
    title: 'Our coaching team — visiting and part-time coaches', site: IE,
    lead: ['Visiting and part-time coaches who teach at Ballinacor on set days. Book through the office or the YardBook app.'],
    sections: two.map((x, k) => ({
      heading: x.name,
      rows: [['Certified as', x.qual], ['Discipline', `Teaches mainly ${x.spec}`], ['Hourly rate', `${x.rate} euro`], ['Joined the team', String(x.since)], ['Days at Ballinacor', ['Tuesday and Friday', 'Wednesday evenings and Sundays'][k]]],
    })),
    footer: 'Prices include arena hire. Lessons on your own horse are charged at the same rate.',
  }));
}
{
  const x = I['Gemma Whelan'];
  const file = 'admin/staff-meeting-2025-06-18.md';
  instrFacts(x, file, { qual: 'HSI Level 2', spec: 'dressage', rate: '€40 an hour', since: 'from July' });
  corpus.write(file, `# Staff meeting — 18 June 2025

Present: Tom Redmond (chair), Ciara Kehoe, Deirdre Hanlon, Paddy Cullen, Sinéad Mulvey, the office.

1. **Summer camps.** Four weeks of pony camp from 7 July; 12 children a week, two ponies in reserve. Deirdre to run
   weeks 1 and 3, Sinéad weeks 2 and 4.
2. **New coach.** Gemma Whelan joins us as a freelance coach from July 2025. She holds HSI Level 2 and will take
   dressage lessons on Monday and Thursday evenings; she charges €40 an hour, the same for school horses and
   liveries. Brian keeps the advanced dressage riders.
3. **Arena surface.** The outdoor arena needs 40 tonnes of silica sand and fibre before winter; quote from Kinsella
   Groundworks €6,200. Agreed.
4. **School horses.** Captain and Dougal are doing too many hours in the summer; no more than 3 hours a day each.
   Toffee to be kept for lead-rein only.
5. **AOB.** The October open day is on Sunday 19 October.

Next meeting: 17 September 2025.
`);
}
{
  const file = 'normandie/equipe-pedagogique.md';
  const out = [`# Équipe pédagogique — ${FRY}`, '', 'Moniteurs et monitrices diplômés d\'État. Tarifs 2025 pour les cours particuliers.', ''];
  instructors.slice(7).forEach((x, k) => {
    const s = { qual: `Diplôme : ${x.qual}`, spec: `Spécialité : ${SPEC_FR[x.spec]}`, rate: `Tarif horaire : ${fr(x.rate, 2)} €`, since: `Au centre depuis : ${x.since}` };
    instrFacts(x, file, s);
    out.push(`## ${x.name}`, '', `Fonction : ${['monitrice principale, responsable pédagogique', 'moniteur poney-club', 'monitrice'][k]}`, s.qual, s.spec, s.rate, s.since, '');
  });
  out.push('Les reprises collectives sont comprises dans le forfait annuel des adhérents.', '');
  corpus.write(file, out.join('\n'));
}
// wide tables: lessons per instructor per month (January to October 2025)
const MON = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct'];
const MON_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'];
const MON_FR = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.'];
for (const x of instructors) {
  const base = { 'Ciara Kehoe': 46, 'Deirdre Hanlon': 52, 'Paddy Cullen': 30, 'Tom Redmond': 40, 'Brian Fitzpatrick': 22, 'Sinéad Mulvey': 34, 'Gemma Whelan': 18, 'Sandrine Leroy': 44, 'Mathieu Roussel': 58, 'Élodie Caron': 36 }[x.name];
  x.months = MON.map((m, i) => {
    if (x.name === 'Gemma Whelan' && i < 6) return null;
    const summer = i >= 5 && i <= 7 ? 1.25 : 1;
    return Math.max(6, Math.round(base * summer * r.float(0.8, 1.2)));
  });
}
{
  const file = 'staff/lessons-per-instructor-2025.csv';
  const rows = instructors.filter((x) => x.yard === 'IE').map((x) => {
    x.months.forEach((v, i) => corpus.also(x.name, 'instructor', `lessons_${MON[i]}`, v, '', v == null ? '' : String(v), file));
    return [x.name, ...x.months.map((v) => (v == null ? '–' : v))];
  });
  corpus.write(file, delimited(['Instructor', ...MON_EN], rows));
}
{
  const file = 'normandie/reprises-par-moniteur-2025.csv';
  const rows = instructors.filter((x) => x.yard === 'FR').map((x) => {
    x.months.forEach((v, i) => corpus.also(x.name, 'instructor', `lessons_${MON[i]}`, v, '', String(v), file));
    return [x.name, ...x.months];
  });
  corpus.write(file, `# Nombre de reprises données par moniteur, janvier à octobre 2025 (source : planning)\n` + delimited(['Moniteur', ...MON_FR], rows, ';'));
}

// ------------------------------------------------------------------ (a5) the autumn newsletter: a new pony
// (written further down with the rest of the newsletter)

// ------------------------------------------------------------------ riders: facts and layouts
function riderFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'rider', attr, value, unit, stated, file);
  F('yard', x.yard === 'IE' ? IE : FRY, 'place', '');
  F('member_no', x.no, 'text', x.no);
  F('level', x.level, '', s.level);
  F('joined', x.joined, 'date', s.joined);
  F('town', x.town, 'place', s.town);
  F('lessons_2025', x.lessons, '', s.lessons);
}
{
  const file = 'clients/membership-register-2025.csv';
  const rows = riders.slice(0, 11).map((x) => {
    const [first, ...rest] = x.name.split(' ');
    const last = rest.join(' ');
    corpus.alias(x.name, `${last},${first}`);
    riderFacts(x, file, { level: LEVEL_EN[x.level], joined: dmy(x.joined), town: x.town, lessons: '' });
    return [x.no, last, first, LEVEL_EN[x.level], dmy(x.joined), x.town, x.lessons, ['Y', 'N'][x.no.charCodeAt(7) % 2]];
  });
  corpus.write(file, delimited(['Member no.', 'Surname', 'First name', 'Level', 'Joined', 'Town', 'Lessons (2025)', 'Gift aid / photo consent'], rows));
}
riders.slice(11, 16).forEach((x, k) => {
  const file = `clients/profiles/${slug(x.name)}.md`;
  const owned = horses.filter((h) => h.owner === x.name).map((h) => h.name);
  const s = { level: `Riding ability: ${LEVEL_EN[x.level]}`, joined: fmtDate(x.joined, 'long'), town: `Home: ${x.town}`, lessons: `Lessons booked this year: ${x.lessons}` };
  riderFacts(x, file, s);
  corpus.write(file, [
    `# Client profile: ${x.name}`, '',
    `Client: ${x.name}`, `Membership #: ${x.no}`, s.level, `Member since: ${s.joined}`, s.town, s.lessons,
    `Horse(s) at livery: ${owned.join(', ')}`, `Insurance: ${['HRI rider cover', 'own policy (FBD)', 'HRI rider cover', 'own policy (Allianz)', 'HRI rider cover'][k]}`, '',
    [`Competes in the Arklow league most summers; likes early lesson slots.`, `Mostly dressage now; happy to lend the Duchess for the adult camp.`,
      `Aims at the 1.10 m classes next year.`, `Hunts with the Bray Harriers in winter.`, `Moved from Kildare in 2021; rides out on Saturdays.`][k], '',
  ].join('\n'));
});
{
  const file = 'clients/pony-club-juniors.html';
  const rows = riders.slice(16, 20).map((x) => {
    const joined = fmtDate(x.joined, 'short');
    riderFacts(x, file, { level: LEVEL_EN[x.level], joined, town: x.town, lessons: `<td>${x.lessons}</td>` });
    return `    <tr><td>${esc(x.name)}</td><td>${x.no}</td><td>${LEVEL_EN[x.level]}</td><td>${joined}</td><td>${esc(x.town)}</td><td>${x.lessons}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Pony club juniors 2025</title></head>
<body>
<h1>Ballinacor pony club — junior members 2025</h1>
<p>Juniors ride on Saturday mornings and in the summer camps. Parents must sign the consent form each year.</p>
<table>
  <thead><tr><th>Rider</th><th>Member no.</th><th>Level</th><th>Joined</th><th>Town</th><th>Lessons so far (2025)</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Rally dates for the winter are on the noticeboard in the tack room.</p>
</body></html>
`);
}
{
  const file = 'clients/grupa-gaelscoile.md';
  const out = ['# Grúpa Ghaelscoil an Inbhir Mhóir — marcaigh óga', '', 'Tagann grúpa ón nGaelscoil gach Satharn ar a deich a chlog. Múintear na ceachtanna trí Ghaeilge.', ''];
  riders.slice(20, 24).forEach((x) => {
    const s = { level: `Leibhéal: ${LEVEL_GA[x.level]}`, joined: `Cláraithe: ${gaDate(x.joined)}`, town: `Baile: ${TOWN_GA[x.town]}`, lessons: `Ceachtanna i 2025: ${x.lessons}` };
    riderFacts(x, file, s);
    out.push(`## ${x.name}`, '', `Uimhir bhallraíochta: ${x.no}`, s.level, s.joined, s.town, s.lessons, '');
  });
  out.push('Cuirfear an táille don téarma chuig na tuismitheoirí i mí Mheán Fómhair.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'email/2025-10-06-two-new-members.eml';
  const [a, c] = [RD['Aisling Kenny'], RD['Cian Roche']];
  riderFacts(a, file, { level: 'as a novice', joined: 'on 2 October', town: 'from Wicklow town', lessons: 'six lessons' });
  riderFacts(c, file, { level: 'intermediate', joined: 'on Saturday 4 October', town: 'from Arklow', lessons: 'three lessons' });
  corpus.write(file, `From: office@ballinacor.ie
To: instructors@ballinacor.ie
Date: Mon, 6 Oct 2025 09:41:12 +0100
Subject: Two new members this week

Hi all,

Two new members to add to your lists. Aisling Kenny (BRS-0431) from Wicklow town joined on 2 October as a novice;
she rode before as a teenager and has booked six lessons so far this year, mostly group lessons with Sinéad.

Cian Roche (BRS-0432) from Arklow signed up on Saturday 4 October. He is intermediate (jumps around 90 cm) and has
three lessons booked up to the end of October. He'd like a private lesson with Ciara when she has a slot.

Both have paid the annual membership (€60) and have signed the waiver.

Thanks,
Aoibheann
Yard office
`);
}
{
  const file = 'normandie/adherents-2025.md';
  const out = [`# Adhérents 2025 — ${FRY}`, '', 'Liste des cavaliers adhérents (extrait). Niveau selon le dernier bilan du moniteur.', '',
    '| N° adhérent | Cavalier | Niveau | Adhérent depuis | Commune | Reprises 2025 |', '|---|---|---|---|---|---|'];
  riders.slice(26).forEach((x) => {
    const [first, ...rest] = x.name.split(' ');
    const display = `${rest.join(' ').toUpperCase()} ${first}`;
    corpus.alias(x.name, display);
    riderFacts(x, file, { level: LEVEL_FR[x.level], joined: dmy(x.joined), town: x.town, lessons: '' });
    out.push(`| ${x.no} | ${display} | ${LEVEL_FR[x.level]} | ${dmy(x.joined)} | ${x.town} | ${x.lessons} |`);
  });
  out.push('', 'Licences FFE 2025 toutes à jour au 30 septembre.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ French horses
HORSE_DEF.slice(24, 29).forEach(([name], k) => {
  const x = H[name];
  const file = `normandie/chevaux/${slug(name)}.md`;
  const monthly = x.fee == null ? null : Math.round((x.fee * 52) / 12);
  const s = {
    ueln: `N° UELN : ${x.ueln}`, breed: `Race : ${x.breed === 'Anglo-Arab' ? 'Anglo-Arabe' : x.breed}`, colour: `Robe : ${COLOUR_FR[x.colour]}${x.sex === 'mare' && x.colour === 'grey' ? 'e' : ''}`,
    sex: `Sexe : ${SEX_FR[x.sex]}`, height: `Taille : ${fr(x.cm / 100, 2)} m`, foaled: `Année de naissance : ${x.foaled}`,
    owner: `Propriétaire : ${x.owner}`, livery: `Pension : ${LIVERY_FR[x.livery]}`, block: `Écurie : ${x.block}`, fee: monthly ? `Tarif pension : ${monthly} € / mois` : '',
  };
  horseFacts(x, file, s);
  corpus.write(file, [
    `# Fiche cheval — ${name}`, '',
    `Nom : ${name}`, s.ueln, s.breed, s.colour, s.sex, s.height, s.foaled, s.owner, s.livery, s.block, ...(monthly ? [s.fee] : ['Cheval de club : oui']), '',
    [`Cheval de CSO, sorti en Club 2 cette saison.`, `Jument sensible, travaillée en dressage.`, `Arrivé au centre en 2023, très régulier.`, `Propriétaire autonome (box seul), soins assurés par lui-même.`, `Cheval de club, le plus sage de la cavalerie.`][k], '',
  ].join('\n'));
});
{
  const file = 'normandie/cavalerie-club.html';
  const rows = HORSE_DEF.slice(29, 34).map(([name]) => {
    const x = H[name];
    horseFacts(x, file, {
      ueln: x.ueln, breed: x.breed, colour: COLOUR_FR[x.colour], sex: SEX_FR[x.sex], height: `<td>${x.cm}</td>`, foaled: `<td>${x.foaled}</td>`,
      owner: '', livery: '', block: x.block,
    });
    return `    <tr><td>${esc(name)}</td><td>${x.ueln}</td><td>${esc(x.breed)}</td><td>${esc(COLOUR_FR[x.colour])}</td><td>${SEX_FR[x.sex]}</td><td>${x.cm}</td><td>${x.foaled}</td><td>${esc(x.block)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><title>Cavalerie de club 2025</title></head>
<body>
<h1>Cavalerie de club — chevaux et poneys du centre</h1>
<p>Tous les chevaux et poneys ci-dessous appartiennent au ${esc(FR_OWNER)} et travaillent en reprise.</p>
<table>
  <thead><tr><th>Nom</th><th>UELN</th><th>Race</th><th>Robe</th><th>Sexe</th><th>Taille (cm)</th><th>Naissance</th><th>Écurie</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Maximum deux reprises par jour et par cheval ; repos le lundi.</p>
</body></html>
`);
}
// the club table states no owner or livery: they are implied by the page
for (const f of corpus.facts) if (f.file === 'normandie/cavalerie-club.html' && (f.attribute === 'owner' || f.attribute === 'livery')) f.stated = f.attribute === 'owner' ? FR_OWNER : '';

// ------------------------------------------------------------------ the new livery in an e-mail
{
  const x = H['Rathdrum Rose'];
  const file = 'email/2025-09-22-re-livery-for-rathdrum-rose.eml';
  horseFacts(x, file, {
    ueln: x.ueln, breed: 'Irish Sport Horse', colour: 'chestnut', sex: 'mare', height: 'exactly 16 hands', foaled: 'foaled in 2016', owner: 'Siobhán Keogh',
    livery: 'full livery', block: 'Main Yard', fee: '€170 a week',
  });
  corpus.write(file, `From: Siobhán Keogh <siobhan.keogh@eircom.net>
To: office@ballinacor.ie
Date: Mon, 22 Sep 2025 20:15:03 +0100
Subject: Re: Livery for Rathdrum Rose

Hi Aoibheann,

Thanks for showing me around on Saturday. To confirm the details for your records: Rathdrum Rose is a chestnut
Irish Sport Horse mare, foaled in 2016, and she measured exactly 16 hands at the vetting. Her passport number
(UELN) is ${x.ueln}. She's shod all round and her flu/tet is up to date.

I'd like to go ahead with full livery from Wednesday 1 October.

Siobhán

> On Sat, 20 Sep 2025, office@ballinacor.ie wrote:
> Lovely to meet you both. We can offer Rose full livery in the Main Yard (box 14, beside the wash bay) at
> €170 a week, which includes turnout, hard feed and rugging. Lessons with any of our coaches are extra.
`);
}

// ------------------------------------------------------------------ school-horse hours per month (wide)
const SCHOOL_IE = ['Dougal', 'Misty', 'Bramble', 'Toffee', 'Captain', 'Biscuit', 'Ruby', 'Murphy', 'Bluebell'];
{
  const file = 'horses/school-horse-workload-2025.md';
  const out = ['# School horses — hours under saddle per month, 2025', '', 'From the YardBook lesson records plus hacks and camps. Welfare limit: 3 hours a day, 20 hours a week.', '',
    `| Horse | ${MON_EN.join(' | ')} |`, `|---|${MON_EN.map(() => '---:').join('|')}|`];
  for (const name of SCHOOL_IE) {
    const base = { Dougal: 52, Misty: 44, Bramble: 40, Toffee: 18, Captain: 48, Biscuit: 38, Ruby: 34, Murphy: 36, Bluebell: 22 }[name];
    const hrs = MON.map((m, i) => Math.round(base * (i >= 6 && i <= 7 ? 1.3 : 1) * r.float(0.82, 1.18)));
    hrs.forEach((v, i) => corpus.also(name, 'horse', `hours_${MON[i]}`, v, 'h', '', file));
    out.push(`| ${name} | ${hrs.join(' | ')} |`);
  }
  out.push('', 'July and August include the four weeks of pony camp. Fionn joined the string in September and is not yet counted.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ lessons
// [ref, date, instructor, horse, rider, type, minutes]
const LESSON_DEF = [
  // YardBook export
  ['BK-10412', '2025-10-02', 'Ciara Kehoe', 'Clover Hill Rocket', 'Aoife Byrne', 'private', 45],
  ['BK-10415', '2025-10-02', 'Deirdre Hanlon', 'Misty', "Sophie O'Brien", 'group', 60],
  ['BK-10418', '2025-10-04', 'Deirdre Hanlon', 'Toffee', 'Hannah Power', 'group', 45],
  ['BK-10421', '2025-10-04', 'Tom Redmond', 'Kilcoole Storm', 'Conor Nolan', 'private', 60],
  ['BK-10423', '2025-10-07', 'Brian Fitzpatrick', 'Glenmore Duchess', 'Declan Doyle', 'private', 45],
  ['BK-10426', '2025-10-08', 'Paddy Cullen', 'Dougal', 'Orla McCarthy', 'group', 90],
  ['BK-10429', '2025-10-09', 'Ciara Kehoe', 'Ballyknock Lad', 'Saoirse Kavanagh', 'private', 60],
  ['BK-10431', '2025-10-11', 'Sinéad Mulvey', 'Captain', 'Emma Kinsella', 'group', 60],
  ['BK-10434', '2025-10-13', 'Gemma Whelan', 'Ruby', 'Liam Byrne', 'private', 30],
  ['BK-10438', '2025-10-15', 'Deirdre Hanlon', 'Bramble', 'Jack Dunne', 'group', 45],
  ['BK-10440', '2025-10-18', 'Ciara Kehoe', 'Murphy', 'Orla McCarthy', 'private', 60],
  ['BK-10443', '2025-10-21', 'Tom Redmond', 'Wicklow Gap', 'Eoin Tierney', 'private', 90],
  ['BK-10447', '2025-10-23', 'Brian Fitzpatrick', 'Lugnaquilla Lass', 'Mary Quinn', 'private', 60],
  ['BK-10450', '2025-10-25', 'Sinéad Mulvey', 'Biscuit', 'Aisling Kenny', 'group', 60],
  // October diary (sentences)
  ['BK-10436', '2025-10-14', 'Deirdre Hanlon', 'Bluebell', 'Fiadh Nic Gearailt', 'group', 30],
  ['BK-10441', '2025-10-18', 'Paddy Cullen', 'Dougal', 'Cian Roche', 'group', 60],
  ['BK-10444', '2025-10-22', 'Gemma Whelan', 'Captain', 'Róisín Healy', 'private', 45],
  ['BK-10448', '2025-10-24', 'Ciara Kehoe', 'Ruby', "Sophie O'Brien", 'private', 45],
  ['BK-10452', '2025-10-28', 'Tom Redmond', 'Tullow Tiger', 'Patrick Murray', 'private', 60],
  // French planning (HTML)
  ['R-2025-311', '2025-10-03', 'Sandrine Leroy', "Quartz du Pays d'Auge", 'Camille Lefèvre', 'private', 60],
  ['R-2025-314', '2025-10-04', 'Mathieu Roussel', 'Nougat', 'Chloé Petit', 'group', 60],
  ['R-2025-318', '2025-10-08', 'Élodie Caron', 'Tempête', 'Manon Girard', 'group', 90],
  ['R-2025-322', '2025-10-11', 'Mathieu Roussel', 'Vanille', 'Lucas Bernard', 'group', 45],
  ['R-2025-327', '2025-10-15', 'Sandrine Leroy', "Perle d'Auge", 'Julien Moreau', 'private', 45],
  ['R-2025-330', '2025-10-18', 'Élodie Caron', 'Ulysse', 'Théo Lambert', 'private', 60],
];
const GROUP_PRICE = { IE: { 30: 18, 45: 25, 60: 30, 90: 40 }, FR: { 45: 18, 60: 22, 90: 30 } };
const lessons = LESSON_DEF.map(([ref, date, instructor, horse, rider, type, min]) => {
  const yard = I[instructor].yard;
  const price = type === 'private' ? r4((I[instructor].rate * min) / 60) : GROUP_PRICE[yard][min];
  return { ref, date, instructor, horse, rider, type, min, price, yard };
});
function lessonFacts(l, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(l.ref, 'lesson', attr, value, unit, stated, file);
  F('date', l.date, 'date', s.date);
  F('instructor', l.instructor, 'text', s.instructor);
  F('horse', l.horse, 'text', l.horse);
  F('rider', l.rider, 'text', s.rider);
  F('type', l.type, '', s.type);
  F('duration', l.min, 'min', s.duration);
  F('price', l.price, 'EUR', s.price);
}
const surnameFirst = (n) => {
  const [first, ...rest] = n.split(' ');
  return `${rest.join(' ')}, ${first}`;
};
{
  const file = 'bookings/yardbook-export-october-2025.csv';
  const rows = lessons.slice(0, 14).map((l, k) => {
    const hours = fr(l.min / 60, 2);
    const s = { date: dmy(l.date), instructor: surnameFirst(l.instructor), rider: surnameFirst(l.rider), type: l.type === 'private' ? 'Private' : 'Group', duration: hours, price: fr(l.price, 2) };
    lessonFacts(l, file, s);
    return [l.ref, s.date, ['10:00', '17:00', '18:30', '11:00', '09:30', '14:00', '19:00'][k % 7], s.rider, RD[l.rider].no, l.horse, s.instructor, l.type === 'group' ? 'Group (max 4)' : 'Private', hours, fr(l.price, 2), k === 9 ? 'Unpaid' : 'Paid'];
  });
  corpus.write(file, [
    'YardBook — Bookings export', `Centre: ${IE}`, 'Period: 01/10/2025 - 31/10/2025', 'Exported: 03/11/2025 09:14 by office@ballinacor.ie', 'Cancelled bookings not shown', '',
  ].join('\n') + '\n' + delimited(['Booking ref', 'Date', 'Start', 'Client', 'Member no.', 'Horse', 'Instructor', 'Lesson type', 'Duration (h)', 'Amount (€)', 'Status'], rows, ';'));
}
{
  const file = 'normandie/planning-reprises-octobre-2025.html';
  const dur = (m) => (m === 90 ? '1 h 30' : m === 60 ? '1 h' : `${m} min`);
  const rows = lessons.slice(19).map((l) => {
    const s = { date: dmy(l.date), instructor: l.instructor, rider: l.rider, type: l.type === 'private' ? 'particulier' : 'collectif', duration: dur(l.min), price: `${fr(l.price, 2)} €` };
    lessonFacts(l, file, s);
    return `    <tr><td>${l.ref}</td><td>${s.date}</td><td>${esc(l.rider)}</td><td>${esc(l.horse)}</td><td>${esc(l.instructor)}</td><td>${s.type}</td><td>${s.duration}</td><td>${s.price}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><title>Planning des reprises — octobre 2025</title></head>
<body>
<h1>Planning des reprises — octobre 2025 (extrait)</h1>
<p>Cours particuliers facturés au tarif horaire du moniteur ; reprises collectives au tarif club.</p>
<table>
  <thead><tr><th>Réf.</th><th>Date</th><th>Cavalier</th><th>Cheval</th><th>Moniteur</th><th>Type</th><th>Durée</th><th>Tarif</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}

// ------------------------------------------------------------------ farrier and vet visits
// [ref, date, horse, kind, practitioner, work, cost]
const VISIT_DEF = [
  // farrier's log
  ['F25-061', '2025-08-12', 'Ballyknock Lad', 'farrier', 'Mick Tyrrell', 'Full set of shoes', 95],
  ['F25-063', '2025-08-12', 'Kilcoole Storm', 'farrier', 'Mick Tyrrell', 'Full set of shoes', 110],
  ['F25-068', '2025-09-02', 'Dougal', 'farrier', 'Mick Tyrrell', 'Front shoes and hind trim', 70],
  ['F25-070', '2025-09-02', 'Misty', 'farrier', 'Mick Tyrrell', 'Trim', 35],
  ['F25-074', '2025-09-23', 'Glenmore Duchess', 'farrier', 'Mick Tyrrell', 'Remedial shoeing', 140],
  ['F25-077', '2025-10-07', 'Captain', 'farrier', 'Mick Tyrrell', 'Full set of shoes', 95],
  // vet invoices
  ['AV-2025-118', '2025-07-15', 'Wicklow Gap', 'vet', 'Dr Niamh Walsh', 'Lameness work-up', 385],
  ['AV-2025-124', '2025-08-05', 'Tullow Tiger', 'vet', 'Dr Rory Kinahan', 'Vaccination', 65],
  ['AV-2025-131', '2025-09-10', 'Lady Luck', 'vet', 'Dr Niamh Walsh', 'Dental', 120],
  ['AV-2025-137', '2025-10-01', 'Ruby', 'vet', 'Dr Rory Kinahan', 'Vaccination', 55],
  // September diary
  ['AV-2025-133', '2025-09-14', 'Murphy', 'vet', 'Dr Niamh Walsh', 'Colic call-out', 145],
  ['F25-072', '2025-09-16', 'Bramble', 'farrier', 'Mick Tyrrell', 'Trim', 35],
  ['AV-2025-135', '2025-09-25', 'Pepper', 'vet', 'Dr Rory Kinahan', 'Wound stitching', 180],
  // French care notes
  ['SO-2025-09', '2025-09-16', 'Urbain', 'farrier', 'Benoît Lemaire', 'Full set of shoes', 95],
  ['SO-2025-11', '2025-10-02', 'Sirocco des Fontaines', 'vet', 'Dr Anne Marchand', 'Vaccination', 72],
  ['SO-2025-12', '2025-10-09', 'Tempête', 'farrier', 'Benoît Lemaire', 'Trim', 40],
];
const visits = VISIT_DEF.map(([ref, date, horse, kind, who, work, cost]) => ({ ref, date, horse, kind, who, work, cost }));
function visitFacts(v, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(v.ref, 'visit', attr, value, unit, stated, file);
  F('date', v.date, 'date', s.date);
  F('horse', v.horse, 'text', v.horse);
  F('kind', v.kind, '', s.kind ?? '');
  F('practitioner', v.who, 'person', s.who);
  F('work', v.work, '', s.work);
  F('cost', v.cost, 'EUR', s.cost);
}
{
  const file = 'care/farrier-log-2025.md';
  const WORK = { 'Full set of shoes': 'Full set (4 new shoes)', 'Front shoes and hind trim': 'Fronts shod, hinds trimmed', Trim: 'Trim all round', 'Remedial shoeing': 'Remedial shoeing — heart-bar shoes in front' };
  const out = ['# Farrier log 2025 — Mick Tyrrell AWCF', '', 'Dockets as left in the tack room. Mick comes every second Tuesday; call 087 2xx xxxx for lost shoes.', '',
    '| Docket | Date | Horse | Work done | Charge |', '|---|---|---|---|---|'];
  visits.slice(0, 6).forEach((v, k) => {
    const cost = k % 2 ? `€ ${v.cost}.00` : `€${v.cost}`;
    visitFacts(v, file, { date: v.date, kind: 'Farrier', who: 'Mick Tyrrell', work: WORK[v.work], cost });
    out.push(`| ${v.ref} | ${v.date} | ${v.horse} | ${WORK[v.work]} | ${cost} |`);
  });
  out.push('', 'Road studs fitted to Kilcoole Storm for the hunting season (included). Next visit: Tuesday 21 October.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'care/vet-invoices-2025.html';
  const WORK = { 'Lameness work-up': 'Lameness work-up (nerve blocks, X-rays LF)', Vaccination: 'Annual vaccination (equine flu + tetanus)', Dental: 'Dental rasp under sedation' };
  const rows = visits.slice(6, 10).map((v) => {
    const date = fmtDate(v.date, 'short');
    const cost = `€${v.cost.toFixed(2)}`;
    visitFacts(v, file, { date, kind: 'Avondale Equine Clinic', who: v.who, work: WORK[v.work], cost });
    return `    <tr><td>${v.ref}</td><td>${date}</td><td>${esc(v.horse)}</td><td>${esc(v.who)}</td><td>${esc(WORK[v.work])}</td><td>${cost}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Vet invoices 2025 — Avondale Equine Clinic</title></head>
<body>
<h1>Vet invoices 2025 (Avondale Equine Clinic, Rathdrum)</h1>
<p>Invoices for liveries are passed on to the owner at cost; school horses are paid by the yard.</p>
<table>
  <thead><tr><th>Invoice</th><th>Date</th><th>Patient</th><th>Vet</th><th>Treatment</th><th>Total (incl. VAT)</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Call-out charge within 15 km: €45, included in the totals above.</p>
</body></html>
`);
}
{
  const file = 'diary/yard-diary-september-2025.md';
  const [a, b, c] = visits.slice(10, 13);
  visitFacts(a, file, { date: 'Sun 14 Sept', kind: 'vet', who: 'Dr Niamh Walsh', work: 'colic', cost: '€145' });
  visitFacts(b, file, { date: 'Tue 16 Sept', kind: 'Farrier', who: 'Mick Tyrrell', work: 'trimmed', cost: '€35' });
  visitFacts(c, file, { date: 'Thu 25 Sept', kind: 'vet', who: 'Dr Rory Kinahan', work: 'stitched', cost: '€180' });
  corpus.write(file, `# Yard diary — September 2025

**Mon 1 Sept.** Back to school timetable. Haylage delivery (22 round bales) from Doran's, stacked in the Barn.

**Tue 2 Sept.** Farrier day, see the log. Arena harrowed.

**Sun 14 Sept.** Murphy off his food and rolling at evening feed. Called the vet; Dr Niamh Walsh came out within the
hour, tubed him and gave Buscopan — mild spasmodic colic, no surgery. Call-out and treatment came to €145 (invoice
AV-2025-133). Walked him every two hours overnight (Paddy and Tom).

**Tue 16 Sept.** Mick Tyrrell trimmed Bramble on his way back from Aughrim (docket F25-072, €35). He says her feet
are much better since she went barefoot.

**Wed 17 Sept.** Staff meeting. Winter rugs out of the store.

**Thu 25 Sept.** Pepper came in from the field with a cut on her near hind. Dr Rory Kinahan stitched it under
sedation; €180 with the antibiotics (invoice AV-2025-135). Box rest for ten days, Róisín informed.

**Sat 27 Sept.** Riding club training, 14 riders. Fionn's first week in the school string went well.
`);
}
{
  const file = 'normandie/soins-2025.md';
  const WORK = { 'Full set of shoes': 'ferrure complète (4 fers)', Vaccination: 'vaccination grippe-tétanos (rappel annuel)', Trim: 'parage des quatre pieds' };
  const out = ['# Soins vétérinaires et maréchalerie — 2025', '', `${FRY} — interventions facturées au centre ou refacturées aux propriétaires.`, ''];
  visits.slice(13).forEach((v) => {
    const who = v.kind === 'farrier' ? `${v.who}, maréchal-ferrant` : `${v.who}, vétérinaire (Clinique vétérinaire de Livarot)`;
    visitFacts(v, file, { date: dmy(v.date), kind: v.kind === 'farrier' ? 'maréchal-ferrant' : 'vétérinaire', who: v.who, work: WORK[v.work], cost: `${fr(v.cost, 2)} €` });
    out.push(`## Intervention ${v.ref}`, '', `Date : ${dmy(v.date)}`, `Cheval : ${v.horse}`, `Praticien : ${who}`, `Nature : ${WORK[v.work]}`, `Coût : ${fr(v.cost, 2)} €`, '');
  });
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ October diary: lessons in sentences
{
  const file = 'diary/yard-diary-october-2025.md';
  const L = Object.fromEntries(lessons.slice(14, 19).map((l) => [l.ref, l]));
  const ld = (ref, s) => lessonFacts(L[ref], file, s);
  ld('BK-10436', { date: 'Tue 14 Oct', instructor: 'Deirdre Hanlon', rider: 'Fiadh Nic Gearailt', type: 'group', duration: 'half-hour', price: '€18' });
  ld('BK-10441', { date: 'Sat 18 Oct', instructor: 'Paddy Cullen', rider: 'Cian Roche', type: 'group', duration: 'an hour', price: '€30' });
  ld('BK-10444', { date: 'Wed 22 Oct', instructor: 'Gemma Whelan', rider: 'Róisín Healy', type: 'private', duration: '45 minutes', price: '€30' });
  ld('BK-10448', { date: 'Fri 24 Oct', instructor: 'Ciara Kehoe', rider: "Sophie O'Brien", type: 'private', duration: '45-minute', price: '€33.75' });
  ld('BK-10452', { date: 'Tue 28 Oct', instructor: 'Tom Redmond', rider: 'Patrick Murray', type: 'private', duration: 'an hour', price: '€48' });
  corpus.write(file, `# Yard diary — October 2025

**Wed 1 Oct.** Rathdrum Rose arrived (Siobhán Keogh's mare, full livery, Main Yard box 14). Settled well.

**Tue 14 Oct.** The Gaelscoil group were off for the mid-term, so Fiadh Nic Gearailt had a half-hour group slot on
Bluebell with Deirdre Hanlon on her own (BK-10436, €18 as booked).

**Sat 18 Oct.** Paddy Cullen took Cian Roche out on Dougal for an hour in the forest — booked as a group hack
(BK-10441, €30) but nobody else turned up. Orla's private lesson on Murphy in the morning, see YardBook.

**Sun 19 Oct.** Open day: about 140 visitors, 38 pony rides, 6 new enquiries for the beginners' course.

**Wed 22 Oct.** Róisín Healy rode Captain in a private lesson with Gemma Whelan, 45 minutes on lateral work, while
Pepper's leg heals (BK-10444, €30).

**Fri 24 Oct.** Sophie O'Brien's first private: a 45-minute lesson on Ruby with Ciara Kehoe (BK-10448, €33.75).
Sophie jumped her first cross-pole; delighted.

**Tue 28 Oct.** Tom Redmond gave Patrick Murray a private lesson on Tullow Tiger for an hour, cross-country schooling
at the Bray course (BK-10452, €48). Tiger jumped the water first time.

**Fri 31 Oct.** Halloween fancy-dress ride for the juniors, 16 ponies. Clocks went back; winter feeding from Monday.
`);
}

// ------------------------------------------------------------------ feed and bedding orders
// [ref, date, supplier, product, category, bags, kg per bag, € per bag]
const ORDER_DEF = [
  ['PO-2025-011', '2025-03-04', 'Goresbridge Feeds', 'Cool Mix', 'feed', 40, 20, 15.8],
  ['PO-2025-014', '2025-04-15', 'Slaney Valley Feeds', 'Conditioning Cubes', 'feed', 30, 25, 17.2],
  ['PO-2025-017', '2025-05-27', 'Goresbridge Feeds', 'Pony Nuts', 'feed', 25, 20, 14.6],
  ['PO-2025-019', '2025-06-30', 'Avoca Agri Supplies', 'Alfalfa Chaff', 'feed', 20, 20, 18.5],
  ['PO-2025-024', '2025-09-09', 'Slaney Valley Feeds', 'Sugar Beet Shreds', 'feed', 15, 25, 16.4],
  ['PO-2025-021', '2025-08-28', 'Goresbridge Feeds', 'Cool Mix', 'feed', 45, 20, 16.1],
  ['PO-2025-023', '2025-08-28', 'Goresbridge Feeds', 'Senior Mix', 'feed', 20, 20, 17.4],
  ['PO-2025-022', '2025-09-01', 'Shavings Direct Ireland', 'Wood shavings', 'bedding', 60, 20, 9.75],
  ['BC-2025-07', '2025-06-12', 'Moulin de Saint-Hubert', 'Barley and maize flakes', 'feed', 30, 20, 14.5],
  ['BC-2025-11', '2025-09-20', 'Paillage Normand', 'Straw pellets', 'bedding', 50, 15, 8.9],
];
const orders = ORDER_DEF.map(([ref, date, supplier, product, cat, bags, kg, price]) => ({ ref, date, supplier, product, cat, bags, kg, price }));
function orderFacts(o, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(o.ref, 'order', attr, value, unit, stated, file);
  F('date', o.date, 'date', s.date);
  F('supplier', o.supplier, 'text', o.supplier);
  F('product', o.product, '', s.product);
  F('category', o.cat, '', '');
  F('bags', o.bags, '', s.bags);
  F('bag_kg', o.kg, 'kg', s.kg);
  F('price_per_bag', o.price, 'EUR', s.price);
}
{
  const file = 'feed/purchase-orders-2025.csv';
  const rows = orders.slice(0, 5).map((o) => {
    const s = { date: o.date, product: o.product, bags: String(o.bags), kg: `${o.kg} kg`, price: `€${o.price.toFixed(2)}` };
    orderFacts(o, file, s);
    return [o.ref, o.date, o.supplier, o.product, o.bags, s.kg, s.price, 'Delivered'];
  });
  corpus.write(file, delimited(['PO', 'Date', 'Supplier', 'Product', 'Bags', 'Bag size', 'Price per bag', 'Status'], rows));
}
{
  const file = 'email/2025-08-28-feed-order-goresbridge.eml';
  const [a, b] = orders.slice(5, 7);
  orderFacts(a, file, { date: '28 Aug 2025', product: 'Cool Mix', bags: '45 bags', kg: '20 kg', price: '€16.10 a bag' });
  orderFacts(b, file, { date: '28 Aug 2025', product: 'Senior Mix', bags: 'twenty bags', kg: '20 kg', price: '€17.40' });
  corpus.write(file, `From: office@ballinacor.ie
To: orders@goresbridgefeeds.ie
Date: Thu, 28 Aug 2025 11:02:47 +0100
Subject: Order for delivery next week (PO-2025-021 and PO-2025-023)

Hello Brendan,

Could Goresbridge Feeds have the following delivered to the yard next Wednesday or Thursday, please:

Our PO-2025-021 is for 45 bags of Cool Mix (the 20 kg bags) at the price you quoted, €16.10 a bag.
PO-2025-023 is for twenty bags of the Senior Mix, also 20 kg, at €17.40 — it's for Captain, Dougal and Lady Luck
over the winter.

Please drop it at the feed room behind the Barn; someone is there from 7.30. Invoice to the yard account as usual.

Many thanks,
Aoibheann
Ballinacor Riding School & Livery
`);
}
{
  const o = orders[7];
  const file = 'feed/bedding-order-po-2025-022.md';
  orderFacts(o, file, { date: '1 September 2025', product: 'Dust-extracted wood shavings', bags: 'Quantity: 60 bales', kg: 'Bale weight: 20 kg', price: 'Price: €9.75 per bale' });
  corpus.write(file, `# Bedding order ${o.ref}

Supplier: ${o.supplier} (Tinahely depot)
Date: 1 September 2025
Product: Dust-extracted wood shavings (large flake)
Quantity: 60 bales
Bale weight: 20 kg
Price: €9.75 per bale
Delivery: pallet, to the muck-heap side of the Barn

Enough for the liveries on shavings until about Christmas (about 2 bales per box per week).
`);
}
[orders[8], orders[9]].forEach((o, k) => {
  const file = `normandie/bon-de-commande-${slug(o.ref)}.md`;
  const product = ['floconnés orge-maïs', 'granulés de paille (litière)'][k];
  orderFacts(o, file, { date: dmy(o.date), product, bags: `Sacs : ${o.bags}`, kg: `Poids du sac : ${o.kg} kg`, price: `Prix du sac : ${fr(o.price, 2)} €` });
  corpus.write(file, `# Bon de commande ${o.ref}

Fournisseur : ${o.supplier}
Date : ${dmy(o.date)}
Produit : ${product}
Sacs : ${o.bags}
Poids du sac : ${o.kg} kg
Prix du sac : ${fr(o.price, 2)} €
Livraison : ${['franco, au centre', 'retrait à Vimoutiers'][k]}

${['Pour les chevaux de club pendant les stages d\'été.', 'Litière pour les boxes de la Grande Écurie (essai).'][k]}
`);
});

// ------------------------------------------------------------------ competition entries
// [ref, date, show, class, horse, rider, placing, points]
const ENTRY_DEF = [
  // results HTML
  ['CE-25-01', '2025-05-18', 'Bray Riding Club Spring Show', '90 cm', 'Ballyknock Lad', 'Saoirse Kavanagh', 2, 15],
  ['CE-25-02', '2025-05-18', 'Bray Riding Club Spring Show', '80 cm', 'Clover Hill Rocket', 'Aoife Byrne', 1, 20],
  ['CE-25-03', '2025-06-08', 'Arklow Summer League', '1.00 m', 'Kilcoole Storm', 'Conor Nolan', 5, 8],
  ['CE-25-04', '2025-06-08', 'Arklow Summer League', 'Preliminary dressage', 'Glenmore Duchess', 'Declan Doyle', 3, 12],
  ['CE-25-07', '2025-06-29', 'Arklow Summer League', '90 cm', 'Wicklow Gap', 'Eoin Tierney', 1, 20],
  ['CE-25-08', '2025-06-29', 'Arklow Summer League', '90 cm', 'Ballyknock Lad', 'Saoirse Kavanagh', 3, 12],
  ['CE-25-05', '2025-08-04', 'Tinahely Show', 'Connemara ridden', 'Seafield Sunny', 'Ella Brennan', 1, 20],
  ['CE-25-06', '2025-08-04', 'Tinahely Show', 'Working hunter', 'Lugnaquilla Lass', 'Mary Quinn', 7, 2],
  // autumn YAML
  ['CE-25-09', '2025-09-21', 'Ballinacor Autumn Show', '80 cm', 'Holly', 'Lily Fitzgerald', 2, 15],
  ['CE-25-10', '2025-09-21', 'Ballinacor Autumn Show', 'Novice dressage', 'Glenmore Duchess', 'Declan Doyle', 1, 20],
  ['CE-25-11', '2025-09-21', 'Ballinacor Autumn Show', '1.00 m', 'Kilcoole Storm', 'Conor Nolan', 2, 15],
  ['CE-25-12', '2025-10-12', 'Greenane Autumn League', '90 cm', 'Tullow Tiger', 'Patrick Murray', 4, 10],
  // French TSV
  ['ENG-2025-041', '2025-05-25', 'CSO de Lisieux', 'Club 2', "Quartz du Pays d'Auge", 'Camille Lefèvre', 1, 20],
  ['ENG-2025-047', '2025-06-22', 'Concours de Vimoutiers', 'Club 1', 'Sirocco des Fontaines', 'Léa Dubois', 3, 12],
  ['ENG-2025-052', '2025-09-14', "Concours de Pont-l'Évêque", 'Dressage Club 2', 'Reine des Prés', 'Hugo Martin', 2, 15],
  ['ENG-2025-058', '2025-10-05', 'Concours de Vimoutiers', 'Club 2', "Quartz du Pays d'Auge", 'Camille Lefèvre', 6, 6],
];
const entries = ENTRY_DEF.map(([ref, date, show, cls, horse, rider, placing, points]) => ({ ref, date, show, cls, horse, rider, placing, points }));
const ord = (n) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
function entryFacts(e, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(e.ref, 'entry', attr, value, unit, stated, file);
  F('date', e.date, 'date', s.date);
  F('show', e.show, 'text', e.show);
  F('class', e.cls, '', e.cls);
  F('horse', e.horse, 'text', e.horse);
  F('rider', e.rider, 'text', e.rider);
  F('placing', e.placing, '', s.placing);
  F('points', e.points, '', s.points);
}
{
  const file = 'competitions/results-2025.html';
  const rows = entries.slice(0, 8).map((e) => {
    const date = fmtDate(e.date, 'long');
    entryFacts(e, file, { date, placing: ord(e.placing), points: `<td>${e.points}</td>` });
    return `    <tr><td>${e.ref}</td><td>${date}</td><td>${esc(e.show)}</td><td>${esc(e.cls)}</td><td>${esc(e.horse)}</td><td>${esc(e.rider)}</td><td>${ord(e.placing)}</td><td>${e.points}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Competition results 2025 — Ballinacor riders</title></head>
<body>
<h1>Competition results 2025 (spring and summer)</h1>
<p>Results of Ballinacor horses and riders at riding-club and league shows. League points: 1st 20, 2nd 15, 3rd 12,
4th 10, 5th 8, 6th 6, placed 7th or lower 2.</p>
<table>
  <thead><tr><th>Entry</th><th>Date</th><th>Show</th><th>Class</th><th>Horse</th><th>Rider</th><th>Placing</th><th>League points</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Autumn results are in the show-entries file.</p>
</body></html>
`);
}
{
  const file = 'competitions/autumn-shows-2025.yaml';
  const shows = [...new Set(entries.slice(8, 12).map((e) => e.show))];
  const out = ['# Autumn shows 2025 — entries and results (kept by Tom)', 'season: autumn 2025', `yard: "${IE}"`, 'shows:'];
  for (const sh of shows) {
    const es = entries.slice(8, 12).filter((e) => e.show === sh);
    out.push(`  - name: ${sh}`, `    date: ${es[0].date}`, `    venue: ${sh.startsWith('Ballinacor') ? 'Ballinacor, outdoor arena' : 'Greenane Equestrian Centre, Rathdrum'}`, '    entries:');
    for (const e of es) {
      entryFacts(e, file, { date: e.date, placing: `placing: ${e.placing}`, points: `points: ${e.points}` });
      out.push(`      - ref: ${e.ref}`, `        class: "${e.cls}"`, `        horse: ${e.horse}`, `        rider: ${e.rider}`, '        result:', `          placing: ${e.placing}`, `          points: ${e.points}`);
    }
  }
  out.push('notes: "Entry fees paid by the riders; yard lorry €25 per horse per show."', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'normandie/resultats-concours-2025.tsv';
  const frOrd = (n) => (n === 1 ? '1er' : `${n}e`);
  const rows = entries.slice(12).map((e) => {
    entryFacts(e, file, { date: dmy(e.date), placing: frOrd(e.placing), points: '' });
    return [e.ref, dmy(e.date), e.show, e.cls, e.horse, e.rider, frOrd(e.placing), e.points];
  });
  corpus.write(file, delimited(['N° engagement', 'Date', 'Concours', 'Épreuve', 'Cheval', 'Cavalier', 'Classement', 'Points'], rows, '\t'));
}

// ------------------------------------------------------------------ the autumn newsletter (Fionn only here)
{
  const x = H.Fionn;
  const file = 'newsletters/autumn-2025.md';
  horseFacts(x, file, {
    ueln: x.ueln, breed: 'Connemara', colour: 'grey', sex: 'gelding', height: 'stands 14.2hh', foaled: 'foaled in 2019', owner: 'the school',
    livery: 'school string', block: 'Top Yard',
  });
  corpus.write(file, `# Ballinacor News — Autumn 2025

*Nuacht an Fhómhair — fáilte romhaibh go léir!*

## Welcome, Fionn

We're delighted to welcome Fionn, a grey Connemara gelding we bought at the Clifden sale in August. He was
foaled in 2019, stands 14.2hh and has joined the school string in the Top Yard, next door to Misty and Bramble. His
passport number (UELN ${x.ueln}) is on file in the office. He belongs to the school and will be used for the
novice groups once he has settled; he's a confident jumper already.

## Show season round-up

It was a great summer: three wins in the spring and summer league and two more at our own Autumn Show (full
results on the competitions page). Well done to all the riders, and to the parents who drove the lorry.

## Dates for your diary

- Sunday 16 November: winter dressage league, leg 1 (indoor arena)
- Saturday 6 December: Christmas gymkhana and mince pies
- Winter lesson timetable starts Monday 3 November; the arena lights go on at 16:30

## From the twinning committee

Twelve riders from the Centre Équestre du Pays d'Auge visited in May; our return trip to Livarot is planned for
April 2026. Merci to Sandrine and her team!
`);
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `BALLINACOR RIDING SCHOOL & LIVERY — SHARED DRIVE
Scoil Mharcaíochta agus Lóistín Bhaile na Corra, Ráth Droma, Co. Chill Mhantáin

Folders
  horses/        horse sheets, record cards, the StableTrack export, pony sheets (as Gaeilge), workload
  clients/       membership register, client profiles, pony club, Gaelscoil group
  staff/         instructors, coaching team, lessons per month
  bookings/      YardBook exports
  care/          farrier log, vet invoices
  feed/          purchase orders, bedding
  competitions/  results and show entries
  diary/         the yard diary (one file a month)
  email/         saved e-mails
  newsletters/   the quarterly newsletter
  admin/         meetings, insurance, price list, policies
  normandie/     our twin yard, the Centre Équestre du Pays d'Auge (Livarot) — en français

Office: 0404 46 1xx, office@ballinacor.ie. Yard manager: Aoibheann Byrne.
`);
corpus.write('admin/price-list-2025.md', `# Price list 2025

| Service | Price |
|---|---|
| Group lesson, 30 min (lead rein) | €18 |
| Group lesson, 45 min | €25 |
| Group lesson, 1 hour | €30 |
| Group hack, 90 min | €40 |
| Private lesson | coach's hourly rate, pro rata |
| Pony camp, 5 days | €260 |
| Annual membership | €60 (family €100) |
| Arena hire, 1 hour (liveries) | €15 |

Full livery from €160 a week; part livery from €90; DIY from €50. Prices include VAT at 13.5 %.
`);
corpus.write('admin/insurance-2025.md', `# Insurance schedule 2025

| Cover | Insurer | Limit | Premium |
|---|---|---|---|
| Public liability (riding establishment) | FBD | €6,500,000 | €4,870 |
| Employers' liability | FBD | €13,000,000 | €1,940 |
| Buildings and contents | Allianz | €1,200,000 | €2,310 |
| Horsebox (Ifor Williams HB511) | Allianz | market value | €640 |

Renewal on 1 March. The riding-establishment licence (Wicklow County Council) was inspected on 12 February 2025.
`);
corpus.write('admin/arena-and-hacking-rules.md', `# Arena and hacking rules

1. Hats to the current standard (PAS 015, VG1 or ASTM F1163) at all times when mounted.
2. Pass left hand to left hand; walkers give way to faster paces.
3. Jumps are put away after use; no jumping when alone on the yard.
4. Hacks in Avondale Forest leave from the Top Yard gate and must be back before dark (sign the hacking book).
5. Lunging in the outdoor arena only, maximum 20 minutes, and never during lessons.
6. Dogs on a lead. No smoking anywhere on the yard.
`);
corpus.write('admin/worming-programme-2025.md', `# Worming programme 2025

Faecal egg counts every 12 weeks (March, June, September, December); worm only horses above 200 epg.
Tapeworm saliva test in autumn. Results March 2025: 6 of 31 horses above the threshold; June: 4 of 32.
Encysted redworm dose (moxidectin) for all horses in late November, except foals and horses under 150 kg.
Poo-picking: the paddocks daily, the big fields twice a week.
`);
corpus.write('newsletters/summer-2025.md', `# Ballinacor News — Summer 2025

## Pony camp

Four weeks of camp from 7 July, twelve children a week. Bring a packed lunch, sun cream and a water bottle.

## New arena lights

The floodlights in the outdoor arena are now LED: 8 lamps of 400 W replacing 8 of 1,000 W. Evening lessons run
until 21:00 from September.

## League

Halfway through the Arklow Summer League the club team lies third of nine. Thank you to the riders who turned
out on a very wet 8 June.

## Tack room

Please label your tack. Unlabelled grooming kits go to the lost-and-found box after two weeks.
`);
corpus.write('normandie/jumelage-visite-2025.md', `# Jumelage Livarot – Rathdrum : visite de mai 2025

Douze cavaliers du centre et trois accompagnateurs ont passé cinq jours à Ballinacor (Irlande) du 12 au 16 mai
2025. Au programme : balades en forêt d'Avondale, cours de saut avec Ciara Kehoe, visite du haras national à
Kildare et soirée irlandaise.

Budget : 9 400 € dont 3 200 € de subvention du comité de jumelage et 1 500 € de la région Normandie.
Visite retour des Irlandais prévue en avril 2026 (environ 15 personnes).
`);
corpus.write('feed/feeding-chart-winter.md', `# Winter feeding chart (from 3 November)

| Group | Morning | Evening | Hay / haylage |
|---|---|---|---|
| School horses | 1 scoop Cool Mix + chaff | 1 scoop Cool Mix + chaff + beet | ad lib haylage |
| School ponies | balancer + chaff | chaff only | soaked hay, 6 kg |
| Full liveries | as per owner's card | as per owner's card | ad lib haylage |
| Veterans (over 18) | Senior Mix, 2 scoops | Senior Mix, 2 scoops | ad lib hay |

One scoop = about 1.5 kg. Beet soaked for 12 hours; never feed dry.
`);

const stats = corpus.flush(source);
console.log(`stables: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
