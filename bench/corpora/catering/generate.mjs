#!/usr/bin/env node
// Catering corpus (held-out): the shared drive of "Forth & Fennel Catering", an events caterer in Leith, Edinburgh,
// September 2025, with its partner kitchen "Cucina Sette Portici" in Bologna, whose records are in Italian.
// Events, clients, menus, dishes, staff and suppliers.
//   node bench/corpora/catering/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "catering-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts (the eleven of bench/corpora/README.md, spread over the types, plus prose and wide tables):
// (a) events `EV-0317`: Markdown `Key: value` bullet sheets (label set A: `Guests`, `Price per head: £42.50`,
//     `Deposit paid: Yes`), a bookings CSV with units in the header (`Covers`, `Price per head (GBP)`, `Deposit
//     (Y/N)`, dd/mm/yyyy), a nested EventDesk JSON (label set B: `headcount.guests`, `pricing.per_head` +
//     `currency`, `payments.deposit.received`), an ITALIAN export with a PREAMBLE, SEMICOLONS, DECIMAL COMMAS and
//     `n/a` (`Numero ospiti`, `Prezzo a persona (€)`, `48,00`, `Acconto versato: sì`, `confermato`), Italian HTML
//     definition lists (`Data evento: 18 ottobre 2025`), and events only in the sentences of an e-mail, the
//     operations minutes and an Italian e-mail;
// (b) clients: an HTML spec table (label set A: `Client type`, `Main contact`, `Client since`), wedding couples in
//     Markdown YAML front matter + pipe table (label set B: `type: wedding`, `Contact person`, `First enquiry`), a
//     flat CRM JSON (`segment`, `town`, `contact_name`), Italian bullets (`Tipo: aziendale`, `Città`, `Referente`),
//     and new clients only in an enquiries e-mail and the Italian e-mail;
// (c) menus: HTML infoboxes (label set A: `Courses`, `Price per head`, `Vegetarian: No`, `Prep time: 6 hours`),
//     plain-text profiles (label set B: `MENU: BURNS NIGHT SUPPER`, `Number of courses`, `Cost pp: GBP 38.50`,
//     `Suitable for vegetarians: N`, `Contains:`, `Preparation: 240 min`), Italian YAML front matter + tables
//     (`portate`, `prezzo_a_persona: "48,00 €"`, `vegetariano: sì`, `allergeni`, `5 ore`), and menus only in the
//     head chef's e-mail and an Italian kitchen e-mail;
// (d) dishes: a nested recipe-system JSON (energy {value, unit: kJ|kcal}, portion weight in g), a TSV with units
//     inside the values (`612 kcal`, `2,560 kJ`, `7 oz`, `210 g`), an HTML spec sheet (`Contains nuts: ✓`), the
//     Italian menu pages (`Portata: antipasto|primo|secondo|dolce`, `Peso porzione`, `Contiene frutta a guscio: sì`),
//     and dishes only in the tasting diary and the Italian kitchen e-mail;
// (e) staff: a Markdown kitchen-brigade page (label set A: `Hourly rate`, `Start date`, `Food hygiene: Level 3`,
//     `Home kitchen`), an HTML front-of-house table (label set B: `Position`, `Pay: £12.60/hr`, `Joined: 04.03.2021`,
//     `Food Hygiene Cert.: L2`, `Based at`), a flat payroll JSON, an Italian infobox page (`Ruolo: Cameriere`, `Paga
//     oraria: 12,30 €`, `Data di assunzione`, `Livello igiene alimentare`), new starters only in an HR e-mail and the
//     Italian kitchen e-mail; WIDE tables of hours worked per month April–August 2025 (a CSV with `Apr (hrs)`, an
//     Italian Markdown table with `apr … ago` and decimal commas);
// (f) suppliers: an HTML definition list (label set A: `Product line`, `Delivery days: Mon, Wed, Fri`, `Minimum
//     order: £150.00`), a register CSV (label set B: `Category`, `Delivers`, `Min order (GBP)`), Italian plain-text
//     profiles (`FORNITORE:`, `Categoria: latticini`, `Giorni di consegna: lunedì e giovedì`, `Ordine minimo: 250,00 €`),
//     and suppliers only in a purchasing e-mail and the operations minutes;
// (g) background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: money in GBP or EUR as the record states it (never converted: Edinburgh in GBP,
// Bologna in EUR); energy in kcal (`kJ` / 4.184); portion weight in g (`oz` × 28.349523125); prep time in minutes
// (`6 hours` → 360, `4,5 ore` → 270); hours worked per month in hours; dates ISO; delivery days as English weekday
// names; Italian words in English (`matrimonio` = wedding, `aziendale` = corporate, `privato` = private, `confermato`
// = confirmed, `provvisorio` = provisional, `annullato` = cancelled, `Cuoco` = Chef, `Cameriere`/`Cameriera` = Waiter,
// `Responsabile eventi` = Event manager, `antipasto` = starter, `primo`/`secondo` = main, `dolce` = dessert,
// `carne` = meat, `latticini` = dairy, `verdure` = vegetables, `vino` = wine, `glutine` = Gluten, `latte` = Milk,
// `uova` = Egg, `frutta a guscio` = Nuts, `pesce` = Fish, `sedano` = Celery).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Corpus, delimited, esc, fmtDate, group, htmlDlPage, htmlInfoboxPage, htmlTablePage, joinAnd, mdBulletsNote, mdYamlTableNote, rng, slug, targets, txtProfile,
} from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('catering-v1');
const OZ = 28.349523125;
const KJ = 4.184;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];
const gbp = (v) => `£${group(v, 2)}`;
const dec = (v) => v.toFixed(2).replace('.', ',');
const eur = (v) => `${dec(v)} €`;
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const IT_MONTHS = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];
const itDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${IT_MONTHS[m - 1]} ${y}`;
};
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const IT_DAYS = { Monday: 'lunedì', Tuesday: 'martedì', Wednesday: 'mercoledì', Thursday: 'giovedì', Friday: 'venerdì', Saturday: 'sabato', Sunday: 'domenica' };
const weekday = (iso) => WEEKDAYS[(new Date(`${iso}T12:00:00Z`).getUTCDay() + 6) % 7];
const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
function words(n) {
  if (n < 20) return ONES[n];
  if (n < 100) return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : '');
  const h = Math.floor(n / 100);
  const rest = n % 100;
  return `${ONES[h]} hundred${rest ? ` and ${words(rest)}` : ''}`;
}
const IT_U = ['zero', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci', 'undici', 'dodici', 'tredici', 'quattordici', 'quindici', 'sedici', 'diciassette', 'diciotto', 'diciannove'];
const IT_T = ['', '', 'venti', 'trenta', 'quaranta', 'cinquanta', 'sessanta', 'settanta', 'ottanta', 'novanta'];
function itWords(n) {
  if (n < 20) return IT_U[n];
  if (n < 100) {
    const t = IT_T[Math.floor(n / 10)];
    const u = n % 10;
    if (!u) return t;
    return (u === 1 || u === 8 ? t.slice(0, -1) : t) + (u === 3 ? 'tré' : IT_U[u]);
  }
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const hs = h === 1 ? 'cento' : `${IT_U[h]}cento`;
  if (!rest) return hs;
  const rw = itWords(rest);
  return rw.startsWith('o') ? hs.slice(0, -1) + rw : hs + rw;
}

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the wide hours tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ staff
// [name, kitchen, role, hourly rate (GBP in Edinburgh, EUR in Bologna), start, food hygiene level, layout]
const STAFF_DEF = [
  ['Callum Fraser', 'Edinburgh', 'Chef', 21.5, '2014-03-03', 4, 'brigade'],
  ['Ailsa Drummond', 'Edinburgh', 'Chef', 19.25, '2017-08-14', 3, 'brigade'],
  ['Priya Sandhu', 'Edinburgh', 'Chef', 18.75, '2019-05-06', 3, 'brigade'],
  ['Tomasz Wójcik', 'Edinburgh', 'Chef', 18.4, '2021-10-11', 3, 'brigade'],
  ['Niamh Gallagher', 'Edinburgh', 'Sous chef', 16.8, '2018-01-22', 3, 'brigade'],
  ['Rory MacLeod', 'Edinburgh', 'Sous chef', 15.9, '2022-04-04', 2, 'brigade'],
  ['Euan Kerr', 'Edinburgh', 'Sous chef', 16.2, '2020-09-07', 3, 'brigade'],
  ['Kirsty Munro', 'Edinburgh', 'Event manager', 20.5, '2016-06-01', 3, 'foh'],
  ['Hamish Reid', 'Edinburgh', 'Event manager', 19.8, '2019-02-11', 2, 'foh'],
  ['Sophie Laing', 'Edinburgh', 'Waiter', 12.6, '2021-03-04', 2, 'foh'],
  ['Jamie Ferguson', 'Edinburgh', 'Waiter', 12.2, '2023-05-15', 1, 'foh'],
  ['Chloe Paterson', 'Edinburgh', 'Waiter', 13.1, '2018-07-30', 2, 'foh'],
  ['Lewis Grant', 'Edinburgh', 'Waiter', 12.4, '2022-11-21', 2, 'foh'],
  ['Isla Robertson', 'Edinburgh', 'Waiter', 12.9, '2020-04-27', 2, 'foh'],
  ['Declan Boyle', 'Edinburgh', 'Waiter', 11.95, '2024-06-03', 1, 'foh'],
  ['Mairi Campbell', 'Edinburgh', 'Event manager', 21.1, '2015-09-14', 3, 'payroll'],
  ['Oskar Lindgren', 'Edinburgh', 'Sous chef', 16.5, '2023-01-09', 3, 'payroll'],
  ['Grace Whyte', 'Edinburgh', 'Waiter', 12.35, '2024-02-19', 2, 'payroll'],
  ['Ben Okafor', 'Edinburgh', 'Waiter', 12.75, '2025-04-14', 1, 'payroll'],
  ['Morag Baird', 'Edinburgh', 'Waiter', 12.5, '2025-09-01', 2, 'mail'],
  ['Fraser Stewart', 'Edinburgh', 'Sous chef', 16, '2025-09-08', 3, 'mail'],
  ['Marco Zanetti', 'Bologna', 'Chef', 19.5, '2012-09-03', 4, 'it'],
  ['Chiara Lodi', 'Bologna', 'Sous chef', 15.2, '2019-03-18', 3, 'it'],
  ['Luca Gentile', 'Bologna', 'Sous chef', 14.8, '2021-06-07', 2, 'it'],
  ['Giulia Benedetti', 'Bologna', 'Event manager', 21.4, '2016-04-11', 3, 'it'],
  ['Alessandro Neri', 'Bologna', 'Event manager', 20, '2017-01-16', 3, 'it'],
  ['Davide Ferri', 'Bologna', 'Waiter', 12.3, '2022-05-02', 2, 'it'],
  ['Elena Marchetti', 'Bologna', 'Waiter', 11.8, '2024-03-25', 1, 'it'],
  ['Sara Bassi', 'Bologna', 'Waiter', 13.8, '2025-09-01', 2, 'itmail'],
];
const staff = STAFF_DEF.map(([name, kitchen, role, rate, start, level, layout]) => ({ name, kitchen, role, rate, start, level, layout }));
const ST = Object.fromEntries(staff.map((s) => [s.name, s]));
const MONTH_KEYS = ['apr', 'may', 'jun', 'jul', 'aug'];
for (const s of staff) {
  s.hours = {};
  if (s.start >= '2025-08-01') continue;
  MONTH_KEYS.forEach((m, i) => {
    const monthStart = `2025-${pad(i + 4)}-01`;
    const monthEnd = `2025-${pad(i + 4)}-28`;
    if (s.start > monthEnd) return;
    const base = { Chef: [150, 185], 'Sous chef': [140, 175], 'Event manager': [135, 170], Waiter: [50, 140] }[s.role];
    let h = r.int(base[0] * 2, base[1] * 2) / 2;
    if (s.kitchen === 'Edinburgh') h = Math.round(h);
    if (s.start > monthStart) h = Math.round(h / 2);
    s.hours[m] = h;
  });
}

// ------------------------------------------------------------------ clients
// [name, type, city, contact, since, layout]
const CLIENT_DEF = [
  ['Lothian Data Labs', 'corporate', 'Edinburgh', 'Rachel Imrie', 2019, 'html'],
  ['Hale Kinross Architects', 'corporate', 'Edinburgh', 'Gavin Hale', 2021, 'html'],
  ['Forthbank Energy', 'corporate', 'Aberdeen', 'Shona Milne', 2018, 'html'],
  ['Caledonian Legal LLP', 'corporate', 'Edinburgh', 'Andrew Tait', 2016, 'html'],
  ['Northlight Games', 'corporate', 'Dundee', 'Kerry Chalmers', 2022, 'html'],
  ['Meadowbank Rugby Club', 'corporate', 'Edinburgh', 'Craig Lawson', 2020, 'html'],
  ['Pentland Distillers', 'corporate', 'Penicuik', 'Morven Hay', 2023, 'html'],
  ['Queensferry Housing Trust', 'corporate', 'South Queensferry', 'Derek Nisbet', 2024, 'html'],
  ['Sinclair-Byrne', 'wedding', 'Glasgow', 'Eilidh Sinclair', 2024, 'yaml'],
  ['Murray-Chen', 'wedding', 'Edinburgh', 'Lucy Murray', 2024, 'yaml'],
  ['Ross-Patel', 'wedding', 'Perth', 'Anjali Patel', 2025, 'yaml'],
  ['Douglas-Kowalski', 'wedding', 'St Andrews', 'Ewan Douglas', 2024, 'yaml'],
  ['Grant-Okoro', 'wedding', 'Edinburgh', 'Ada Okoro', 2025, 'yaml'],
  ['MacKenzie-Hughes', 'wedding', 'Inverness', 'Sarah MacKenzie', 2023, 'yaml'],
  ['Fiona Dalgleish', 'private', 'Edinburgh', 'Mark Dalgleish', 2017, 'json'],
  ['Alasdair Cruickshank', 'private', 'North Berwick', 'Jean Cruickshank', 2020, 'json'],
  ['Patrick Moyes', 'private', 'Edinburgh', 'Helen Moyes', 2022, 'json'],
  ['Lindsay Forbes', 'private', 'Glasgow', 'Rob Forbes', 2023, 'json'],
  ['Skyline Ventures', 'corporate', 'Glasgow', 'Amira Haddad', 2022, 'json'],
  ['Greyfriars Trust', 'corporate', 'Edinburgh', 'Colin Baxter', 2019, 'json'],
  ['Hannah Weir', 'private', 'Stirling', 'Nicola Brown', 2025, 'mail'],
  ['Tay Bridge Robotics', 'corporate', 'Dundee', 'Graham Petrie', 2025, 'mail'],
  ['Studio Legale Rinaldi', 'corporate', 'Bologna', 'Paolo Rinaldi', 2018, 'it'],
  ['Bianchi-Conti', 'wedding', 'Modena', 'Francesca Bianchi', 2025, 'it'],
  ['Motori Emiliani', 'corporate', 'Bologna', 'Sergio Valli', 2020, 'it'],
  ['Fondazione Santo Stefano', 'corporate', 'Bologna', 'Marta Cavalli', 2021, 'it'],
  ['Fabbri-Lenzi', 'wedding', 'Ferrara', 'Anna Lenzi', 2025, 'it'],
  ['Famiglia Morandi', 'private', 'Bologna', 'Laura Morandi', 2025, 'itmail'],
];
const clients = CLIENT_DEF.map(([name, type, city, contact, since, layout]) => ({ name, type, city, contact, since, layout, kitchen: ['it', 'itmail'].includes(layout) ? 'Bologna' : 'Edinburgh' }));
const CL = Object.fromEntries(clients.map((c) => [c.name, c]));

// ------------------------------------------------------------------ menus and dishes
// [name, kitchen, courses, price per head, vegetarian, other allergens, prep minutes, chef, layout,
//  dishes: [name, course (starter|main|dessert), Italian course word, nuts, gluten]]
const MENU_DEF = [
  ['Highland Feast', 'Edinburgh', 3, 45, false, ['Milk', 'Celery'], 360, 'Callum Fraser', 'infobox',
    [['Cullen skink', 'starter', null, false, false], ['Roast loin of venison', 'main', null, false, true], ['Cranachan', 'dessert', null, false, true]]],
  ['Edinburgh Classic', 'Edinburgh', 3, 38.5, false, ['Milk', 'Egg', 'Fish'], 240, 'Ailsa Drummond', 'infobox',
    [['Smoked salmon with soda bread', 'starter', null, false, true], ['Braised beef shin', 'main', null, false, false], ['Sticky toffee pudding', 'dessert', null, false, true]]],
  ['Wedding Breakfast Deluxe', 'Edinburgh', 4, 68, false, ['Milk', 'Egg', 'Sulphites'], 420, 'Callum Fraser', 'infobox',
    [['Haggis bonbons', 'starter', null, false, true], ['Fillet of Scotch beef', 'main', null, false, false], ['Raspberry and almond tart', 'dessert', null, true, true]]],
  ['Garden Vegan', 'Edinburgh', 3, 36, true, ['Soya', 'Sesame'], 180, 'Priya Sandhu', 'infobox',
    [['Beetroot and walnut salad', 'starter', null, true, false], ['Smoked aubergine tagine', 'main', null, false, true], ['Dark chocolate torte', 'dessert', null, true, false]]],
  ['Corporate Lunch Buffet', 'Edinburgh', 2, 24.5, false, ['Milk', 'Egg', 'Mustard'], 150, 'Niamh Gallagher', 'infobox',
    [['Chicken and leek pie', 'main', null, false, true], ['Lemon posset', 'dessert', null, false, false]]],
  ['Burns Night Supper', 'Edinburgh', 4, 42, false, ['Celery', 'Mustard'], 300, 'Euan Kerr', 'txt',
    [['Cock-a-leekie soup', 'starter', null, false, false], ['Haggis, neeps and tatties', 'main', null, false, true], ['Clootie dumpling', 'dessert', null, false, true]]],
  ['Afternoon Tea Royale', 'Edinburgh', 3, 29.5, true, ['Milk', 'Egg'], 210, 'Tomasz Wójcik', 'txt',
    [['Cucumber and cream cheese sandwiches', 'starter', null, false, true], ['Mini vegetable quiches', 'main', null, false, true], ['Victoria sponge', 'dessert', null, false, true]]],
  ['Hogmanay Gala', 'Edinburgh', 5, 85, false, ['Fish', 'Crustaceans', 'Milk'], 480, 'Callum Fraser', 'txt',
    [['Langoustine bisque', 'starter', null, false, false], ['Beef Wellington', 'main', null, false, true], ['Drambuie parfait', 'dessert', null, true, false]]],
  ['Taste of the Borders', 'Edinburgh', 3, 48, false, ['Milk', 'Fish'], 270, 'Rory MacLeod', 'txt',
    [['Smoked trout pâté', 'starter', null, false, true], ['Slow-roast Borders lamb', 'main', null, false, false], ['Bramble and apple crumble', 'dessert', null, false, true]]],
  ['Little Guests Menu', 'Edinburgh', 2, 15, true, ['Milk', 'Egg'], 90, 'Oskar Lindgren', 'txt',
    [['Mini macaroni cheese', 'main', null, false, true], ['Strawberry sundae', 'dessert', null, false, false]]],
  ['Autumn Harvest', 'Edinburgh', 4, 44, true, ['Milk', 'Celery', 'Mustard'], 210, 'Priya Sandhu', 'mail',
    [['Roast squash and sage soup', 'starter', null, false, false], ['Chestnut and mushroom pithivier', 'main', null, true, true], ['Spiced pear frangipane', 'dessert', null, true, true]]],
  ['Seafood Celebration', 'Edinburgh', 3, 62, false, ['Fish', 'Crustaceans', 'Molluscs', 'Milk'], 300, 'Ailsa Drummond', 'mail',
    [['Hand-dived scallops', 'starter', null, false, false], ['Halibut with mussel broth', 'main', null, false, false], ['Lemon tart', 'dessert', null, false, true]]],
  ['Menù Tradizione Bolognese', 'Bologna', 4, 48, false, ['Egg', 'Milk', 'Celery'], 300, 'Marco Zanetti', 'it',
    [['Tagliere di salumi', 'starter', 'antipasto', false, false], ['Tagliatelle al ragù', 'main', 'primo', false, true], ['Torta di riso', 'dessert', 'dolce', true, false]]],
  ['Menù del Mercato', 'Bologna', 3, 42, true, ['Milk', 'Egg'], 180, 'Chiara Lodi', 'it',
    [['Crostini ai funghi', 'starter', 'antipasto', false, true], ['Lasagne verdi alle verdure', 'main', 'primo', false, true], ['Zuppa inglese', 'dessert', 'dolce', false, true]]],
  ['Menù Sposi Portici', 'Bologna', 5, 78, false, ['Egg', 'Milk', 'Fish'], 450, 'Marco Zanetti', 'it',
    [['Carpaccio di branzino', 'starter', 'antipasto', false, false], ['Filetto di manzo al balsamico', 'main', 'secondo', false, false], ['Semifreddo al torrone', 'dessert', 'dolce', true, false]]],
  ['Menù Aperitivo Emiliano', 'Bologna', 2, 32, false, ['Milk'], 120, 'Luca Gentile', 'it',
    [['Gnocco fritto con mortadella', 'main', 'secondo', true, true], ['Torta Barozzi', 'dessert', 'dolce', true, false]]],
  ["Menù d'Autunno", 'Bologna', 3, 46, true, ['Milk'], 240, 'Marco Zanetti', 'itmail',
    [['Tortino di zucca', 'starter', 'antipasto', false, true], ['Risotto ai funghi porcini', 'main', 'primo', false, false], ['Castagnaccio', 'dessert', 'dolce', true, false]]],
];
const ALLERGEN_ORDER = ['Gluten', 'Crustaceans', 'Egg', 'Fish', 'Milk', 'Molluscs', 'Mustard', 'Nuts', 'Celery', 'Sesame', 'Soya', 'Sulphites'];
const menus = [];
const dishes = [];
for (const [name, kitchen, courses, price, veg, other, prep, chef, layout, ds] of MENU_DEF) {
  const m = { name, kitchen, courses, price, veg, prep, chef, layout, dishes: [] };
  for (const [dn, course, itCourse, nuts, gluten] of ds) {
    const [lo, hi] = { starter: [160, 430], main: [450, 920], dessert: [260, 640] }[course];
    const [wlo, whi] = { starter: [90, 260], main: [240, 460], dessert: [90, 210] }[course];
    const d = { name: dn, menu: name, kitchen, course, itCourse, nuts, gluten, kcalRaw: r.int(lo, hi), gRaw: r.int(wlo / 5, whi / 5) * 5 };
    m.dishes.push(d);
    dishes.push(d);
  }
  const al = new Set(other);
  if (m.dishes.some((d) => d.gluten)) al.add('Gluten');
  if (m.dishes.some((d) => d.nuts)) al.add('Nuts');
  m.allergens = ALLERGEN_ORDER.filter((a) => al.has(a));
  menus.push(m);
}
const MN = Object.fromEntries(menus.map((m) => [m.name, m]));
// the unit each dish's page states: energy in kcal or kJ, portion weight in g or oz
const DISH_UNITS = {
  json: (k) => ({ e: k % 3 === 1 ? 'kJ' : 'kcal', w: 'g' }),
  tsv: (k) => ({ e: k % 2 ? 'kJ' : 'kcal', w: k % 3 === 0 ? 'oz' : 'g' }),
  html: (k) => ({ e: 'kcal', w: k % 2 ? 'oz' : 'g' }),
  it: (k) => ({ e: k % 4 === 2 ? 'kJ' : 'kcal', w: 'g' }),
  diary: (k) => ({ e: 'kcal', w: k === 1 ? 'oz' : 'g' }),
  itmail: () => ({ e: 'kcal', w: 'g' }),
};
function setDishUnits(d, layout, k) {
  const u = DISH_UNITS[layout](k);
  d.layout = layout;
  d.eUnit = u.e;
  d.wUnit = u.w;
  if (u.e === 'kJ') {
    d.kj = Math.round((d.kcalRaw * KJ) / 10) * 10;
    d.kcal = r4(d.kj / KJ);
  } else d.kcal = d.kcalRaw;
  if (u.w === 'oz') {
    d.oz = Math.round((d.gRaw / OZ) * 2) / 2;
    d.g = r4(d.oz * OZ);
  } else d.g = d.gRaw;
}

// ------------------------------------------------------------------ suppliers
// [name, product line, city, delivery days, minimum order (GBP / EUR), kitchen, buyer, layout]
const SUPPLIER_DEF = [
  ['Campbells Prime Meat', 'meat', 'Linlithgow', ['Monday', 'Wednesday', 'Friday'], 150, 'Edinburgh', 'Niamh Gallagher', 'dl'],
  ['Eyemouth Fish Co', 'fish', 'Eyemouth', ['Tuesday', 'Thursday', 'Saturday'], 120, 'Edinburgh', 'Euan Kerr', 'dl'],
  ['Phantassie Growers', 'vegetables', 'East Linton', ['Monday', 'Thursday'], 80, 'Edinburgh', 'Priya Sandhu', 'dl'],
  ['Clarks Dairy', 'dairy', 'Penicuik', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], 60, 'Edinburgh', 'Rory MacLeod', 'dl'],
  ['Vintners of Leith', 'wine', 'Edinburgh', ['Wednesday'], 300, 'Edinburgh', 'Kirsty Munro', 'dl'],
  ['Borders Game Larder', 'meat', 'Galashiels', ['Tuesday', 'Friday'], 200, 'Edinburgh', 'Niamh Gallagher', 'csv'],
  ['Shetland Catch', 'fish', 'Lerwick', ['Wednesday', 'Friday'], 250, 'Edinburgh', 'Euan Kerr', 'csv'],
  ['Lothian Veg Box', 'vegetables', 'Dalkeith', ['Monday', 'Wednesday', 'Friday'], 50, 'Edinburgh', 'Oskar Lindgren', 'csv'],
  ['Lanark Blue Creamery', 'dairy', 'Lanark', ['Thursday'], 90, 'Edinburgh', 'Rory MacLeod', 'csv'],
  ['Forth Wine Merchants', 'wine', 'Glasgow', ['Tuesday'], 400, 'Edinburgh', 'Hamish Reid', 'csv'],
  ['Tweed Valley Game', 'meat', 'Peebles', ['Tuesday', 'Friday'], 120, 'Edinburgh', 'Oskar Lindgren', 'mail'],
  ['Hebridean Shellfish', 'fish', 'Oban', ['Thursday'], 180, 'Edinburgh', 'Euan Kerr', 'minutes'],
  ['Salumificio Valsamoggia', 'meat', 'Valsamoggia', ['Monday', 'Thursday'], 250, 'Bologna', 'Chiara Lodi', 'it'],
  ['Caseificio San Pietro', 'dairy', 'Modena', ['Tuesday', 'Friday'], 150, 'Bologna', 'Luca Gentile', 'it'],
  ['Orti di Budrio', 'vegetables', 'Budrio', ['Monday', 'Wednesday', 'Friday'], 70, 'Bologna', 'Chiara Lodi', 'it'],
  ['Cantina Colli Bolognesi', 'wine', 'Monte San Pietro', ['Wednesday'], 350, 'Bologna', 'Giulia Benedetti', 'it'],
];
const suppliers = SUPPLIER_DEF.map(([name, product, city, days, minOrder, kitchen, buyer, layout]) => ({ name, product, city, days, minOrder, kitchen, buyer, layout }));

// ------------------------------------------------------------------ events
const VENUES_EDI = ["Surgeons' Hall", 'The Signet Library', 'Dundas Castle', 'Prestonfield House', 'Leith Custom House', 'Hopetoun House', 'Mansfield Traquair', 'Cramond Boathouse', 'The Caves', 'Dalmahoy Estate'];
const VENUES_BO = ['Palazzo Isolani', 'Villa Guastavillani', 'Palazzo Re Enzo', 'Tenuta Bonzara', 'Oratorio di San Filippo Neri', 'Villa Aldrovandi Mazzacorati'];
const MENUS_FOR = {
  Edinburgh: {
    wedding: ['Wedding Breakfast Deluxe', 'Highland Feast', 'Seafood Celebration', 'Taste of the Borders', 'Garden Vegan'],
    corporate: ['Corporate Lunch Buffet', 'Edinburgh Classic', 'Burns Night Supper', 'Highland Feast', 'Hogmanay Gala', 'Autumn Harvest', 'Afternoon Tea Royale'],
    private: ['Afternoon Tea Royale', 'Edinburgh Classic', 'Autumn Harvest', 'Hogmanay Gala', 'Little Guests Menu', 'Garden Vegan', 'Taste of the Borders'],
  },
  Bologna: {
    wedding: ['Menù Sposi Portici', 'Menù Tradizione Bolognese'],
    corporate: ['Menù Aperitivo Emiliano', 'Menù Tradizione Bolognese', "Menù d'Autunno", 'Menù del Mercato'],
    private: ['Menù del Mercato', "Menù d'Autunno", 'Menù Tradizione Bolognese'],
  },
};
const MANAGERS = { Edinburgh: ['Kirsty Munro', 'Hamish Reid', 'Mairi Campbell'], Bologna: ['Giulia Benedetti', 'Alessandro Neri'] };
const TODAY = '2025-09-15';
const NEW_MENUS = ['Autumn Harvest', 'Seafood Celebration', "Menù d'Autunno"]; // on sale from October 2025
function randomDate(lo, hi, weekend) {
  const a = Date.UTC(...lo.split('-').map((x, i) => (i === 1 ? x - 1 : +x)));
  const b = Date.UTC(...hi.split('-').map((x, i) => (i === 1 ? x - 1 : +x)));
  for (;;) {
    const t = new Date(a + r.int(0, Math.round((b - a) / 86400000)) * 86400000);
    const iso = t.toISOString().slice(0, 10);
    const wd = weekday(iso);
    if (weekend && !['Friday', 'Saturday'].includes(wd)) continue;
    return iso;
  }
}
const usedCodes = new Set();
function codeFor(kitchen) {
  for (;;) {
    const n = kitchen === 'Edinburgh' ? r.int(301, 372) : r.int(401, 436);
    const c = `EV-0${n}`;
    if (!usedCodes.has(c)) {
      usedCodes.add(c);
      return c;
    }
  }
}
const events = [];
function makeEvent(c) {
  const menu = r.pick(MENUS_FOR[c.kitchen][c.type]);
  let date;
  if (menu === 'Burns Night Supper') date = `2026-01-${r.pick(['23', '24', '25'])}`;
  else if (menu === 'Hogmanay Gala') date = '2025-12-31';
  else if (NEW_MENUS.includes(menu)) date = randomDate('2025-10-01', '2025-12-19', c.type === 'wedding');
  else date = randomDate('2025-05-02', '2025-12-19', c.type === 'wedding');
  const [glo, ghi] = { wedding: [70, 180], corporate: [30, 220], private: [12, 70] }[c.type];
  const guests = r.int(glo, ghi);
  const price = MN[menu].price + r.pick([-4, -2.5, 0, 0, 0, 2, 3.5, 5]);
  const past = date < TODAY;
  const status = past ? r.weighted([['confirmed', 0.86], ['cancelled', 0.14]]) : r.weighted([['confirmed', 0.5], ['provisional', 0.36], ['cancelled', 0.14]]);
  const deposit = status === 'confirmed' ? r.chance(0.85) : status === 'provisional' ? r.chance(0.2) : r.chance(0.5);
  const venue = c.type === 'private' && r.chance(0.35) ? (c.kitchen === 'Edinburgh' ? 'Private residence' : 'Abitazione privata') : r.pick(c.kitchen === 'Edinburgh' ? VENUES_EDI : VENUES_BO);
  const e = { code: codeFor(c.kitchen), client: c.name, kitchen: c.kitchen, date, venue, guests, menu, price, deposit, status, manager: r.pick(MANAGERS[c.kitchen]) };
  events.push(e);
  return e;
}
for (const c of clients) makeEvent(c);
for (const c of r.sample(clients.filter((x) => x.kitchen === 'Edinburgh' && x.type !== 'wedding'), 8)) makeEvent(c);
for (const c of r.sample(clients.filter((x) => x.kitchen === 'Bologna' && x.type !== 'wedding'), 4)) makeEvent(c);
for (const c of r.sample(clients.filter((x) => x.kitchen === 'Bologna' && x.type !== 'wedding'), 2)) makeEvent(c);
const EV = Object.fromEntries(events.map((e) => [e.code, e]));

// ------------------------------------------------------------------ fact writers
function eventFacts(e, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(e.code, 'event', attr, value, unit, stated, file);
  F('client', e.client, 'text', s.client ?? e.client);
  F('kitchen', e.kitchen, 'place', '');
  F('date', e.date, 'date', s.date);
  F('venue', e.venue, 'text', s.venue ?? e.venue);
  F('guests', e.guests, '', s.guests);
  F('menu', e.menu, 'text', s.menu ?? e.menu);
  F('price_per_head', e.price, e.kitchen === 'Edinburgh' ? 'GBP' : 'EUR', s.price);
  F('deposit_paid', e.deposit, 'bool', s.deposit);
  F('status', e.status, 'text', s.status);
  F('manager', e.manager, 'person', s.manager ?? e.manager);
}
function clientFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'client', attr, value, unit, stated, file);
  F('client_type', c.type, 'text', s.type);
  F('city', c.city, 'place', s.city ?? c.city);
  F('contact', c.contact, 'person', s.contact ?? c.contact);
  F('since', c.since, '', s.since ?? String(c.since));
  F('kitchen', c.kitchen, 'place', '');
}
function menuFacts(m, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(m.name, 'menu', attr, value, unit, stated, file);
  F('kitchen', m.kitchen, 'place', s.kitchen ?? '');
  F('courses', m.courses, '', s.courses);
  F('price_per_head', m.price, m.kitchen === 'Edinburgh' ? 'GBP' : 'EUR', s.price);
  F('vegetarian', m.veg, 'bool', s.veg);
  F('allergens', m.allergens, 'list', s.allergens);
  F('prep_time', m.prep, 'min', s.prep);
  F('chef', m.chef, 'person', s.chef ?? m.chef);
}
function dishFacts(d, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(d.name, 'dish', attr, value, unit, stated, file);
  F('menu', d.menu, 'text', s.menu ?? d.menu);
  F('course', d.course, 'text', s.course);
  F('energy', d.kcal, 'kcal', s.energy);
  F('portion', d.g, 'g', s.portion);
  F('nuts', d.nuts, 'bool', s.nuts);
  F('gluten', d.gluten, 'bool', s.gluten);
}
function staffFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
  F('role', p.role, 'text', s.role);
  F('hourly_rate', p.rate, p.kitchen === 'Edinburgh' ? 'GBP' : 'EUR', s.rate);
  F('started', p.start, 'date', s.start);
  F('hygiene_level', p.level, '', s.level);
  F('kitchen', p.kitchen, 'place', s.kitchen ?? '');
}
function supplierFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'supplier', attr, value, unit, stated, file);
  F('product', x.product, 'text', s.product);
  F('city', x.city, 'place', s.city ?? x.city);
  F('delivery_days', x.days, 'list', s.days);
  F('min_order', x.minOrder, x.kitchen === 'Edinburgh' ? 'GBP' : 'EUR', s.min);
  F('kitchen', x.kitchen, 'place', '');
  F('buyer', x.buyer, 'person', s.buyer ?? x.buyer);
}

// ------------------------------------------------------------------ (a) events
// deal the events over the layouts: Edinburgh 6 sheets, 10 CSV rows, 9 JSON records, 3 in an e-mail, 2 in the
// minutes; Bologna 7 export rows, 3 Italian pages, 2 in an Italian e-mail
function deal(xs, sizes) {
  const sh = r.shuffle(xs);
  const out = {};
  let i = 0;
  for (const [k, n] of Object.entries(sizes)) {
    out[k] = sh.slice(i, i + n).sort((a, b) => (a.code < b.code ? -1 : 1));
    i += n;
  }
  if (i !== xs.length) throw new Error(`dealt ${i} of ${xs.length}`);
  return out;
}
const EDI = deal(events.filter((e) => e.kitchen === 'Edinburgh'), { md: 6, csv: 10, json: 9, mail: 3, minutes: 2 });
const BO = deal(events.filter((e) => e.kitchen === 'Bologna'), { csv: 7, dl: 3, mail: 2 });
const STATUS_EN = { confirmed: 'Confirmed', provisional: 'Provisional', cancelled: 'Cancelled' };
const STATUS_IT = { confirmed: 'confermato', provisional: 'provvisorio', cancelled: 'annullato' };
const yn = (b) => (b ? 'Yes' : 'No');
const si = (b) => (b ? 'sì' : 'no');

EDI.md.forEach((e, k) => {
  const file = `events/edinburgh/${e.code}.md`;
  const date = fmtDate(e.date, k % 2 ? 'us' : 'long');
  const s = { date: `Date: ${date}`, guests: `Guests: ${e.guests}`, price: `Price per head: ${gbp(e.price)}`, deposit: `Deposit paid: ${yn(e.deposit)}`, status: `Status: ${STATUS_EN[e.status]}`, manager: `Event manager: ${e.manager}`, client: `Client: ${e.client}`, menu: `Menu: ${e.menu}` };
  eventFacts(e, file, s);
  const kind = { wedding: 'wedding', corporate: 'corporate event', private: 'private party' }[CL[e.client].type];
  corpus.write(file, mdBulletsNote({
    title: `${e.code} — ${e.client}`,
    lead: [`Event sheet for the ${e.client} ${kind} at ${e.venue}; ${e.manager} is the event manager on the day.`],
    sections: [
      { heading: 'Booking', rows: [['Event code', e.code], ['Client', e.client], ['Date', date], ['Venue', e.venue], ['Guests', e.guests], ['Menu', e.menu]] },
      { heading: 'Money and status', rows: [['Price per head', gbp(e.price)], ['Deposit paid', yn(e.deposit)], ['Status', STATUS_EN[e.status]], ['Event manager', e.manager]] },
    ],
    footer: L(k, ['Dietary list to follow from the client two weeks before.', 'Access from 14:00; van parks at the service entrance.', 'Linen and glassware from our own stock.']),
  }));
});
{
  const file = 'bookings/events-2025.csv';
  const rows = EDI.csv.map((e) => {
    eventFacts(e, file, { date: ukDate(e.date), guests: String(e.guests), price: e.price.toFixed(2), deposit: e.deposit ? 'Y' : 'N', status: STATUS_EN[e.status] });
    return [e.code, e.client, ukDate(e.date), e.venue, e.guests, e.menu, e.price.toFixed(2), e.deposit ? 'Y' : 'N', STATUS_EN[e.status], e.manager];
  });
  corpus.write(file, delimited(['Code', 'Client', 'Event date', 'Venue', 'Covers', 'Menu', 'Price per head (GBP)', 'Deposit (Y/N)', 'Status', 'Manager'], rows));
}
{
  const file = 'bookings/eventdesk-export-2025-09-15.json';
  const recs = EDI.json.map((e, k) => {
    eventFacts(e, file, { date: e.date, guests: `"guests": ${e.guests}`, price: `"per_head": ${e.price}`, deposit: `"received": ${e.deposit}`, status: `"status": "${e.status}"`, manager: e.manager });
    return {
      ref: e.code,
      client: { name: e.client, account: `CL-${pad(20 + clients.indexOf(CL[e.client]), 3)}` },
      schedule: { date: e.date, arrival: L(k, ['16:00', '11:00', '17:30', '09:30']), service: L(k, ['19:00', '12:30', '19:30', '12:00']) },
      venue: { name: e.venue },
      headcount: { guests: e.guests, dietary_notes: L(k, [2, 0, 5, 1, 3]) },
      catering: { menu: { name: e.menu }, pricing: { per_head: e.price, currency: 'GBP' } },
      payments: { deposit: { required: true, received: e.deposit } },
      lifecycle: { status: e.status, updated: '2025-09-12' },
      team: { event_manager: e.manager },
    };
  });
  corpus.write(file, JSON.stringify({ export: { system: 'EventDesk', company: 'Forth & Fennel Catering', generated: '2025-09-15T07:30:00Z', count: recs.length }, bookings: recs }, null, 2) + '\n');
}
{
  const file = 'email/2025-09-10-events-update.eml';
  const out = ['From: Kirsty Munro <kirsty@forthandfennel.co.uk>', 'To: team@forthandfennel.co.uk', 'Date: Wed, 10 Sep 2025 17:12:40 +0100', 'Subject: Events update - three bookings not yet in EventDesk', '', 'Hi all,', '',
    "Three bookings were only ever agreed by phone and never keyed into EventDesk, so here they are in words for the record:", ''];
  EDI.mail.forEach((e, k) => {
    const date = `${weekday(e.date)} ${fmtDate(e.date, 'long')}`;
    const guests = `${words(e.guests)} guests`;
    const price = `${gbp(e.price)} a head`;
    const deposit = e.deposit ? (k % 2 === 0 ? 'deposit has been paid' : 'have had the deposit') : (k % 2 === 0 ? 'deposit is still outstanding' : "haven't had the deposit yet");
    const status = { confirmed: "it's confirmed", provisional: "it's only pencilled in (provisional) for now", cancelled: "they've since cancelled" }[e.status];
    const mgr = `${e.manager} is running it`;
    const venue = e.venue === 'Private residence' ? 'the client’s home (private residence)' : e.venue;
    eventFacts(e, file, { date, guests, price, deposit, status, manager: mgr, venue: e.venue === 'Private residence' ? 'private residence' : e.venue });
    out.push(k % 2 === 0
      ? `${e.code} is for ${e.client}: ${date} at ${venue}, ${guests} on the ${e.menu} menu at ${price}. The ${deposit} and ${status}; ${mgr}.`
      : `Then ${e.code} for ${e.client} on ${date} at ${venue}, with ${guests}: ${e.menu} at ${price}. We ${deposit}, ${status}, and ${mgr}.`, '');
  });
  out.push('Can whoever is on the office rota tomorrow key them in?', '', 'Thanks,', 'Kirsty', '', 'Kirsty Munro | Event Manager | Forth & Fennel Catering, Leith', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'bologna/eventi-2025-export.csv';
  const rows = BO.csv.map((e, k) => {
    const s = { date: ukDate(e.date), guests: `;${e.guests};`, price: dec(e.price), deposit: si(e.deposit), status: STATUS_IT[e.status] };
    eventFacts(e, file, s);
    return [e.code, e.client, ukDate(e.date), e.venue, e.guests, e.menu, dec(e.price), si(e.deposit), STATUS_IT[e.status], e.manager, L(k, ['n/a', 'tavolo imperiale', 'n/a', 'menù bambini: 6', 'n/a', 'allestimento floreale incluso', 'n/a'])];
  });
  const head = 'Cucina Sette Portici - Esportazione eventi\nEsportato il: 15/09/2025 08:40;Utente: gbenedetti\nPeriodo: 01/05/2025 - 31/12/2025;Valuta: EUR\n\n';
  corpus.write(file, head + delimited(['Codice', 'Cliente', 'Data evento', 'Luogo', 'Numero ospiti', 'Menù', 'Prezzo a persona (€)', 'Acconto versato', 'Stato', 'Responsabile', 'Note'], rows, ';'));
}
BO.dl.forEach((e, k) => {
  const file = `bologna/eventi/${e.code}.html`;
  const s = { date: itDate(e.date), guests: `${e.guests}`, price: eur(e.price), deposit: si(e.deposit), status: STATUS_IT[e.status] };
  eventFacts(e, file, s);
  corpus.write(file, htmlDlPage({
    title: `Evento ${e.code} — ${e.client}`,
    site: 'Cucina Sette Portici · Bologna',
    lead: [`Scheda evento: ${e.client}, ${itDate(e.date)}, presso ${e.venue}.`],
    sections: [
      { heading: 'Dati evento', rows: [['Codice evento', e.code], ['Cliente', e.client], ['Data evento', itDate(e.date)], ['Luogo', e.venue], ['Numero ospiti', e.guests], ['Menù', e.menu]] },
      { heading: 'Amministrazione', rows: [['Prezzo a persona', eur(e.price)], ['Acconto versato', si(e.deposit)], ['Stato', STATUS_IT[e.status]], ['Responsabile eventi', e.manager]] },
    ],
    footer: L(k, ['Allergie e intolleranze da comunicare entro 10 giorni.', 'Montaggio dalle ore 15:00.', 'Servizio al tavolo, 1 cameriere ogni 12 ospiti.']),
  }));
});
{
  const file = 'bologna/email/2025-09-08-nuovi-eventi.eml';
  const out = ['From: Giulia Benedetti <giulia.benedetti@cucinasetteportici.it>', 'To: Kirsty Munro <kirsty@forthandfennel.co.uk>, staff@cucinasetteportici.it', 'Date: Mon, 8 Sep 2025 09:41:05 +0200', 'Subject: Nuovi eventi e un nuovo cliente', '', 'Ciao a tutti,', '',
    'vi segnalo due eventi che non sono ancora nel gestionale.', ''];
  BO.mail.forEach((e) => {
    const date = `${IT_DAYS[weekday(e.date)]} ${itDate(e.date)}`;
    const guests = `${itWords(e.guests)} ospiti`;
    const price = `${eur(e.price)} a persona`;
    const deposit = e.deposit ? "L'acconto è stato versato" : "L'acconto non è ancora arrivato";
    const status = { confirmed: "l'evento è confermato", provisional: "per ora l'evento è provvisorio", cancelled: "il cliente ha annullato l'evento" }[e.status];
    const mgr = `Lo segue ${e.manager}`;
    eventFacts(e, file, { date, guests, price, deposit, status, manager: mgr });
    out.push(`L'evento ${e.code} per ${e.client} è fissato per ${date} a ${e.venue}: ${guests}, ${e.menu} a ${price}. ${deposit} e ${status}. ${mgr}.`, '');
  });
  // a new client only in this e-mail
  const c = CL['Famiglia Morandi'];
  clientFacts(c, file, { type: 'cliente privato', city: 'di Bologna', contact: c.contact, since: 'nel 2025' });
  out.push(`Nuovo cliente: la ${c.name}, cliente privato di Bologna, ci ha contattati per la prima volta nel 2025; la referente è ${c.contact}.`, '', 'Un saluto,', 'Giulia', '', 'Giulia Benedetti | Responsabile eventi | Cucina Sette Portici, Bologna', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (b) clients
{
  const file = 'clients/corporate-accounts.html';
  const cs = clients.filter((c) => c.layout === 'html');
  cs.forEach((c) => clientFacts(c, file, { type: 'Corporate', city: c.city, contact: c.contact, since: String(c.since) }));
  corpus.write(file, htmlTablePage({
    title: 'Corporate accounts',
    docTitle: 'Forth & Fennel — corporate accounts',
    crumbs: ['Shared drive', 'Clients', 'Corporate accounts'],
    lead: ['Corporate clients with an account (30-day invoicing). Caledonian Legal LLP has been with us since 2016, our longest-standing account.'],
    sections: cs.map((c) => ({ heading: c.name, rows: [['Client type', 'Corporate'], ['City', c.city], ['Main contact', c.contact], ['Client since', c.since], ['Payment terms', '30 days']] })),
    footer: 'Account numbers and credit limits are in the finance system, not here.',
  }));
}
clients.filter((c) => c.layout === 'yaml').forEach((c, k) => {
  const file = `clients/weddings/${slug(c.name)}.md`;
  clientFacts(c, file, { type: 'type: wedding', city: `city: ${c.city}`, contact: `| Contact person | ${c.contact} |`, since: `| First enquiry | ${c.since} |` });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['client', c.name], ['type', 'wedding'], ['city', c.city], ['status', 'active']],
    title: `${c.name} wedding`,
    lead: [`Wedding client file. ${c.contact} is our contact for the couple.`],
    sections: [{ heading: 'Client', rows: [['Contact person', c.contact], ['First enquiry', c.since], ['Preferred contact', L(k, ['e-mail', 'phone', 'WhatsApp'])], ['Tasting booked', L(k, ['yes', 'done', 'not yet'])]] }],
    colA: 'Field',
    colB: 'Value',
  }));
});
{
  const file = 'crm/clients-export.json';
  const recs = clients.filter((c) => c.layout === 'json').map((c, k) => {
    clientFacts(c, file, { type: `"segment": "${c.type}"`, city: `"town": "${c.city}"`, contact: `"contact_name": "${c.contact}"`, since: `"customer_since": ${c.since}` });
    return { name: c.name, segment: c.type, town: c.city, contact_name: c.contact, customer_since: c.since, marketing_opt_in: k % 3 !== 1 };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'bologna/clienti.md';
  const TYPE_IT = { corporate: 'aziendale', wedding: 'matrimonio', private: 'privato' };
  const cs = clients.filter((c) => c.layout === 'it');
  cs.forEach((c) => clientFacts(c, file, { type: `Tipo: ${TYPE_IT[c.type]}`, city: `Città: ${c.city}`, contact: `Referente: ${c.contact}`, since: `Cliente dal: ${c.since}` }));
  corpus.write(file, mdBulletsNote({
    title: 'Clienti — Cucina Sette Portici',
    lead: ['Anagrafica clienti della cucina di Bologna. Lo Studio Legale Rinaldi è cliente dal 2018.'],
    sections: cs.map((c) => ({ heading: c.name, rows: [['Tipo', TYPE_IT[c.type]], ['Città', c.city], ['Referente', c.contact], ['Cliente dal', c.since]] })),
    footer: 'Aggiornato il 12/09/2025.',
  }));
}
{
  const file = 'email/2025-08-21-new-enquiries.eml';
  const h = CL['Hannah Weir'];
  const t = CL['Tay Bridge Robotics'];
  clientFacts(h, file, { type: 'a private client', city: `from ${h.city}`, contact: h.contact, since: `first time she has come to us (${h.since})` });
  clientFacts(t, file, { type: 'a corporate client', city: `based in ${t.city}`, contact: t.contact, since: `new this year (${t.since})` });
  corpus.write(file, `From: Hamish Reid <hamish@forthandfennel.co.uk>
To: Kirsty Munro <kirsty@forthandfennel.co.uk>, Mairi Campbell <mairi@forthandfennel.co.uk>
Date: Thu, 21 Aug 2025 15:03:22 +0100
Subject: Two new clients for the CRM

Hi both,

Two new clients to add when someone has a minute. Hannah Weir is a private client from ${h.city} — it's the
first time she has come to us (${h.since}) — and her PA, ${h.contact}, is the person to deal with.

Tay Bridge Robotics is a corporate client based in ${t.city}, new this year (${t.since}); ${t.contact} in their
office manager team is our contact.

Both have bookings in EventDesk already.

Hamish
`);
}

// ------------------------------------------------------------------ (c) menus and (d) dishes
const ALG_IT = { Gluten: 'glutine', Crustaceans: 'crostacei', Egg: 'uova', Fish: 'pesce', Milk: 'latte', Molluscs: 'molluschi', Mustard: 'senape', Nuts: 'frutta a guscio', Celery: 'sedano', Sesame: 'sesamo', Soya: 'soia', Sulphites: 'solfiti' };
const prepWords = (min) => {
  if (min % 60 === 0) return `${min / 60} hours`;
  return `${Math.floor(min / 60)} h ${min % 60} min`;
};
menus.filter((m) => m.layout === 'infobox').forEach((m, k) => {
  const file = `menus/edinburgh/${slug(m.name)}.html`;
  const prep = k % 2 ? `${m.prep} minutes` : prepWords(m.prep);
  const alg = m.allergens.join(', ');
  menuFacts(m, file, { courses: `>${m.courses}<`, price: gbp(m.price), veg: `Vegetarian</span><span class="value">${yn(m.veg)}`, allergens: alg, prep, kitchen: 'Edinburgh (Leith)' });
  corpus.write(file, htmlInfoboxPage({
    title: m.name,
    sections: [
      { heading: 'Menu', rows: [['Courses', m.courses], ['Price per head', gbp(m.price)], ['Vegetarian', yn(m.veg)], ['Allergens', alg]] },
      { heading: 'Kitchen', rows: [['Prep time', prep], ['Created by', m.chef], ['Kitchen', 'Edinburgh (Leith)']] },
    ],
    lead: [`The ${m.name} is a ${words(m.courses)}-course menu at ${gbp(m.price)} per head, devised by ${m.chef}.`, L(k, ['Minimum 20 guests.', 'Available all year.', 'Wine pairing available on request.'])],
    footer: 'Forth & Fennel Catering · menus 2025',
  }));
});
menus.filter((m) => m.layout === 'txt').forEach((m, k) => {
  const file = `menus/edinburgh/MENU-${slug(m.name)}.txt`;
  const prep = k % 2 ? `${m.prep} min` : `${(m.prep / 60).toString()} hours`;
  const alg = m.allergens.map((a) => a.toLowerCase()).join(', ');
  menuFacts(m, file, { courses: `Number of courses: ${m.courses}`, price: `Cost pp: GBP ${m.price.toFixed(2)}`, veg: `Suitable for vegetarians: ${m.veg ? 'Y' : 'N'}`, allergens: `Contains: ${alg}`, prep: `Preparation: ${prep}`, chef: `Chef: ${m.chef}` });
  corpus.write(file, txtProfile({
    txtHeader: `MENU: ${m.name.toUpperCase()}\nForth & Fennel Catering, Leith — menu card for the office`,
    sections: [{ rows: [['Menu', m.name], ['Number of courses', m.courses], ['Cost pp', `GBP ${m.price.toFixed(2)}`], ['Suitable for vegetarians', m.veg ? 'Y' : 'N'], ['Contains', alg], ['Preparation', prep], ['Chef', m.chef]] }],
    lead: [`Dishes: ${joinAnd(m.dishes.map((d) => d.name))}.`, L(k, ['Prices exclude VAT and service staff.', 'Children under 12 half price.', 'Minimum order 30 covers.'])],
  }));
});
for (const m of menus.filter((x) => x.layout === 'it')) {
  const file = `bologna/menu/${slug(m.name)}.md`;
  const prep = m.prep % 60 === 0 ? `${m.prep / 60} ore` : m.prep < 120 ? `${m.prep} minuti` : `${String(m.prep / 60).replace('.', ',')} ore`;
  const alg = m.allergens.map((a) => ALG_IT[a]);
  menuFacts(m, file, { courses: `portate: ${m.courses}`, price: eur(m.price), veg: `vegetariano: "${si(m.veg)}"`, allergens: alg.join(', '), prep, kitchen: 'cucina: Bologna', chef: `chef: ${m.chef}` });
  const sections = m.dishes.map((d, k) => {
    setDishUnits(d, 'it', dishes.indexOf(d));
    const energy = d.eUnit === 'kJ' ? `${d.kj} kJ` : `${d.kcal} kcal`;
    dishFacts(d, file, { course: `| Portata | ${d.itCourse} |`, energy, portion: `${d.g} g`, nuts: `| Contiene frutta a guscio | ${si(d.nuts)} |`, gluten: `| Contiene glutine | ${si(d.gluten)} |` });
    return { heading: d.name, rows: [['Portata', d.itCourse], ['Energia', energy], ['Peso porzione', `${d.g} g`], ['Contiene frutta a guscio', si(d.nuts)], ['Contiene glutine', si(d.gluten)]] };
  });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['menu', m.name], ['cucina', 'Bologna'], ['portate', m.courses], ['prezzo_a_persona', eur(m.price)], ['vegetariano', si(m.veg)], ['allergeni', alg], ['tempo_di_preparazione', prep], ['chef', m.chef]],
    title: m.name,
    lead: [`Il ${m.name} ha ${itWords(m.courses)} portate ed è firmato da ${m.chef}. Piatti principali della scheda:`],
    sections,
    colA: 'Voce',
    colB: 'Valore',
    footer: 'Valori nutrizionali per porzione. Cucina Sette Portici, via del Pratello, Bologna.',
  }));
}
{
  const file = 'email/2025-08-05-new-autumn-menus.eml';
  const a = MN['Autumn Harvest'];
  const s = MN['Seafood Celebration'];
  menuFacts(a, file, { courses: 'four courses', price: `${gbp(a.price)} a head`, veg: 'fully vegetarian', allergens: 'milk, celery, mustard, gluten and nuts', prep: 'three and a half hours', chef: `${a.chef} has put together` });
  menuFacts(s, file, { courses: 'three courses', price: `${gbp(s.price)} per head`, veg: 'not vegetarian', allergens: 'gluten, crustaceans, fish, milk and molluscs', prep: 'five hours', chef: `${s.chef} wrote it` });
  if (a.allergens.join() !== 'Gluten,Milk,Mustard,Nuts,Celery' || s.allergens.join() !== 'Gluten,Crustaceans,Fish,Milk,Molluscs') throw new Error(`autumn menu allergens ${a.allergens} / ${s.allergens}`);
  corpus.write(file, `From: Callum Fraser <callum@forthandfennel.co.uk>
To: team@forthandfennel.co.uk
Date: Tue, 5 Aug 2025 10:15:48 +0100
Subject: Two new menus for the autumn

Morning all,

Two new menus go on sale from September.

The Autumn Harvest is ${a.chef.split(' ')[0]}'s baby — ${a.chef} has put together four courses, fully vegetarian,
at ${gbp(a.price)} a head. Allergens: milk, celery, mustard, gluten and nuts (the pithivier and the frangipane).
It takes about three and a half hours of prep for a hundred covers.

The Seafood Celebration is three courses at ${gbp(s.price)} per head — not vegetarian, obviously —
and ${s.chef} wrote it. Allergens are gluten, crustaceans, fish, milk and molluscs. Allow five hours of prep; the scallops are
hand-dived from Hebridean Shellfish so order by Tuesday.

Sales: please stop offering the old Summer Picnic menu.

Callum
`);
}
{
  const file = 'bologna/email/2025-09-02-cucina-novita.eml';
  const m = MN["Menù d'Autunno"];
  menuFacts(m, file, { courses: 'tre portate', price: `${eur(m.price)} a persona`, veg: 'è vegetariano', allergens: 'glutine, latte e frutta a guscio', prep: 'quattro ore', chef: 'Marco', kitchen: '' });
  if (m.allergens.join() !== 'Gluten,Milk,Nuts') throw new Error(`autunno allergens ${m.allergens}`);
  const sent = m.dishes.map((d) => {
    setDishUnits(d, 'itmail', 0);
    const c = { antipasto: "come antipasto", primo: 'come primo', dolce: 'come dolce' }[d.itCourse];
    dishFacts(d, file, { course: c, energy: `${d.kcal} kcal`, portion: `${d.g} grammi`, nuts: d.nuts ? 'contiene frutta a guscio' : 'senza frutta a guscio', gluten: d.gluten ? 'contiene glutine' : 'senza glutine' });
    return `${c} il ${d.name}: porzione da ${d.g} grammi, ${d.kcal} kcal, ${d.nuts ? 'contiene frutta a guscio' : 'senza frutta a guscio'} e ${d.gluten ? 'contiene glutine' : 'senza glutine'}`;
  });
  const sara = ST['Sara Bassi'];
  staffFacts(sara, file, { role: 'cameriera', rate: `${eur(sara.rate)} l'ora`, start: `${IT_DAYS[weekday(sara.start)]} ${itDate(sara.start)}`, level: `livello ${sara.level}`, kitchen: 'Bologna' });
  corpus.write(file, `From: Marco Zanetti <marco.zanetti@cucinasetteportici.it>
To: staff@cucinasetteportici.it
Cc: Callum Fraser <callum@forthandfennel.co.uk>
Date: Tue, 2 Sep 2025 16:20:11 +0200
Subject: Novità in cucina: menù d'autunno e una nuova collega

Ciao a tutti,

da ottobre proponiamo il ${m.name}: tre portate a ${eur(m.price)} a persona, è vegetariano,
allergeni glutine, latte e frutta a guscio. Servono circa quattro ore di preparazione. L'ho scritto io (Marco).

I piatti: ${sent.join('; ')}.

Inoltre da ${IT_DAYS[weekday(sara.start)]} ${itDate(sara.start)} lavora con noi ${sara.name}, cameriera, a ${eur(sara.rate)} l'ora; ha il
livello ${sara.level} di formazione in igiene alimentare e lavora qui nella cucina di Bologna.

Marco
`);
}
// dishes of the Edinburgh menus: a nested JSON, a TSV, an HTML sheet, the tasting diary
{
  const ms = menus.filter((m) => m.kitchen === 'Edinburgh' && m.name !== 'Autumn Harvest');
  const groups = { json: [], tsv: [], html: [] };
  const order = ['json', 'tsv', 'html'];
  r.shuffle(ms).forEach((m, i) => groups[order[i % 3]].push(...m.dishes));
  groups.json.forEach((d, k) => setDishUnits(d, 'json', k));
  groups.tsv.forEach((d, k) => setDishUnits(d, 'tsv', k));
  groups.html.forEach((d, k) => setDishUnits(d, 'html', k));
  {
    const file = 'kitchen/recipe-system-export.json';
    const recs = groups.json.map((d, k) => {
      const ev = d.eUnit === 'kJ' ? d.kj : d.kcal;
      dishFacts(d, file, { course: `"course": "${d.course}"`, energy: `"value": ${ev}`, portion: `"weight_g": ${d.g}`, nuts: `"nuts": ${d.nuts}`, gluten: `"gluten": ${d.gluten}` });
      return {
        id: `R-${pad(100 + k * 7, 4)}`,
        dish: d.name,
        menu: { name: d.menu },
        course: d.course,
        nutrition: { per: 'portion', energy: { value: ev, unit: d.eUnit } },
        portion: { weight_g: d.g, plates: 'standard' },
        allergens: { nuts: d.nuts, gluten: d.gluten },
        costing: { food_cost_pct: 24 + (k % 9) },
      };
    });
    corpus.write(file, JSON.stringify({ source: 'Galley recipe system', exported: '2025-09-01', kitchen: 'Leith', recipes: recs }, null, 2) + '\n');
  }
  {
    const file = 'kitchen/dish-cards.tsv';
    const rows = groups.tsv.map((d) => {
      const energy = d.eUnit === 'kJ' ? `${group(d.kj)} kJ` : `${d.kcal} kcal`;
      const portion = d.wUnit === 'oz' ? `${d.oz} oz` : `${d.g} g`;
      const cap = d.course[0].toUpperCase() + d.course.slice(1);
      dishFacts(d, file, { course: cap, energy, portion, nuts: '', gluten: '' });
      return [d.name, d.menu, cap, energy, portion, d.nuts ? 'yes' : 'no', d.gluten ? 'yes' : 'no'];
    });
    corpus.write(file, delimited(['Dish', 'Menu', 'Course', 'Energy per portion', 'Portion', 'Nuts', 'Gluten'], rows, '\t'));
  }
  {
    const file = 'kitchen/allergen-and-nutrition-sheet.html';
    const sections = groups.html.map((d) => {
      const portion = d.wUnit === 'oz' ? `${d.oz} oz` : `${d.g} g`;
      const cap = d.course[0].toUpperCase() + d.course.slice(1);
      dishFacts(d, file, { course: cap, energy: `${d.kcal} kcal`, portion, nuts: '', gluten: '' });
      return { heading: d.name, rows: [['Menu', d.menu], ['Course', cap], ['Energy', `${d.kcal} kcal`], ['Portion weight', portion], ['Contains nuts', d.nuts ? '✓' : '✗'], ['Contains gluten', d.gluten ? '✓' : '✗']] };
    });
    corpus.write(file, htmlTablePage({
      title: 'Allergen and nutrition sheet',
      docTitle: 'Allergen and nutrition sheet — Leith kitchen',
      crumbs: ['Kitchen', 'Food safety', 'Allergen sheets'],
      lead: ['One table per dish; ✓ = contains, ✗ = free from. Weights are the plated portion; some are still in ounces from the old cards.'],
      sections,
      colA: 'Item',
      colB: 'Detail',
      footer: 'Checked by the head chef on 1 September 2025.',
    }));
  }
}
{
  const file = 'kitchen/tasting-diary-2025.md';
  const [soup, pith, fran] = MN['Autumn Harvest'].dishes;
  setDishUnits(soup, 'diary', 0);
  setDishUnits(pith, 'diary', 1);
  setDishUnits(fran, 'diary', 2);
  dishFacts(soup, file, { course: 'starter', energy: `${soup.kcal} kcal`, portion: `${words(soup.g)} grams`, nuts: 'no nuts', gluten: 'no gluten' });
  dishFacts(pith, file, { course: 'main', energy: `${pith.kcal} kcal`, portion: `${pith.oz} oz`, nuts: 'chestnuts', gluten: 'pastry' });
  dishFacts(fran, file, { course: 'Dessert', energy: `${fran.kcal} kcal`, portion: `${fran.g} g`, nuts: 'almond', gluten: 'gluten' });
  corpus.write(file, `# Tasting diary 2025 — Leith kitchen

## 14 July 2025
Tried three versions of the Burns Night haggis bonbon coating. Panko wins. Fryer at 175 °C, two minutes.

## 29 July 2025
Autumn Harvest tasting with Priya. The ${soup.name} is the starter: a bowl of ${words(soup.g)} grams
comes out at ${soup.kcal} kcal, no nuts and no gluten (we thicken it with potato). Everyone liked it.

## 30 July 2025
The ${pith.name} is the main — weighed at ${pith.oz} oz a portion, ${pith.kcal} kcal. It has chestnuts (nuts!)
and the puff pastry has gluten, so it needs the full allergen card.

## 31 July 2025
Dessert: the ${fran.name}. ${fran.g} g slice, ${fran.kcal} kcal; almond frangipane on a gluten pastry base. Serve
with crème fraîche. Eleven out of twelve tasters would order it again.

## 12 August 2025
Menu photography for the website. The lemon posset needs a better glass.
`);
}

// ------------------------------------------------------------------ (e) staff
{
  const file = 'team/kitchen-brigade-edinburgh.md';
  const ps = staff.filter((p) => p.layout === 'brigade');
  ps.forEach((p, k) => {
    const start = fmtDate(p.start, k % 2 ? 'long' : 'short');
    staffFacts(p, file, { role: `Role: ${p.role}`, rate: `Hourly rate: ${gbp(p.rate)}`, start, level: `Food hygiene: Level ${p.level}`, kitchen: 'Home kitchen: Edinburgh' });
  });
  corpus.write(file, mdBulletsNote({
    title: 'Kitchen brigade — Leith',
    lead: ['Head chef: Callum Fraser, with us since 2014. Hourly rates from the April 2025 pay review.'],
    sections: ps.map((p, k) => ({ heading: p.name, rows: [['Role', p.role], ['Hourly rate', gbp(p.rate)], ['Start date', fmtDate(p.start, k % 2 ? 'long' : 'short')], ['Food hygiene', `Level ${p.level}`], ['Home kitchen', 'Edinburgh (Leith Walk unit)']] })),
  }));
}
{
  const file = 'team/front-of-house.html';
  const rows = staff.filter((p) => p.layout === 'foh').map((p) => {
    const pay = `${gbp(p.rate)}/hr`;
    const joined = fmtDate(p.start, 'dotted');
    staffFacts(p, file, { role: `<td>${p.role}</td>`, rate: pay, start: joined, level: `L${p.level}`, kitchen: 'Edinburgh' });
    return `    <tr><td>${esc(p.name)}</td><td>${p.role}</td><td>${pay}</td><td>${joined}</td><td>L${p.level}</td><td>Edinburgh</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Front of house team</title></head>
<body>
<h1>Front of house — event managers and waiting staff</h1>
<p>All front-of-house staff are based at the Leith office and travel to venues. Food hygiene certificate levels: L1 (awareness) to L4.</p>
<table>
  <thead><tr><th>Name</th><th>Position</th><th>Pay</th><th>Joined</th><th>Food Hygiene Cert.</th><th>Based at</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
{
  const file = 'hr/payroll-2025-09.json';
  const recs = staff.filter((p) => p.layout === 'payroll').map((p) => {
    staffFacts(p, file, { role: `"job_title": "${p.role}"`, rate: `"rate_per_hour": ${p.rate}`, start: p.start, level: `"hygiene_level": ${p.level}`, kitchen: `"kitchen": "Edinburgh"` });
    return { employee: p.name, job_title: p.role, rate_per_hour: p.rate, currency: 'GBP', start_date: p.start, hygiene_level: p.level, kitchen: 'Edinburgh', contract: p.role === 'Waiter' ? 'zero hours' : 'salaried hourly' };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'bologna/personale.html';
  const ROLE_IT = { Chef: 'Cuoco', 'Sous chef': 'Sous chef', 'Event manager': 'Responsabile eventi', Waiter: 'Cameriere' };
  const female = ['Chiara Lodi', 'Giulia Benedetti', 'Elena Marchetti'];
  const boxes = staff.filter((p) => p.layout === 'it').map((p) => {
    const role = p.role === 'Waiter' && female.includes(p.name) ? 'Cameriera' : ROLE_IT[p.role];
    staffFacts(p, file, { role: `<span class="value">${role}</span>`, rate: eur(p.rate), start: itDate(p.start), level: `<span class="label">Livello igiene alimentare</span><span class="value">${p.level}</span>`, kitchen: 'Bologna' });
    return `  <div class="infobox">
    <div class="infobox-title">${esc(p.name)}</div>
    <div class="infobox-row"><span class="label">Ruolo</span><span class="value">${role}</span></div>
    <div class="infobox-row"><span class="label">Paga oraria</span><span class="value">${eur(p.rate)}</span></div>
    <div class="infobox-row"><span class="label">Data di assunzione</span><span class="value">${itDate(p.start)}</span></div>
    <div class="infobox-row"><span class="label">Livello igiene alimentare</span><span class="value">${p.level}</span></div>
    <div class="infobox-row"><span class="label">Cucina</span><span class="value">Bologna</span></div>
  </div>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="it"><head><meta charset="utf-8"><title>Personale — Cucina Sette Portici</title></head>
<body>
<div class="page">
  <h1 class="page-title">Il personale della cucina di Bologna</h1>
  <div class="content"><p>Schede del personale aggiornate a settembre 2025. Marco Zanetti è il nostro cuoco dal 2012.</p></div>
${boxes.join('\n')}
</div>
</body></html>
`);
}
{
  const file = 'email/2025-08-26-new-starters.eml';
  const m = ST['Morag Baird'];
  const f = ST['Fraser Stewart'];
  staffFacts(m, file, { role: 'as a waiter', rate: `${gbp(m.rate)} an hour`, start: `${weekday(m.start)} ${fmtDate(m.start, 'long')}`, level: 'Level 2 food hygiene', kitchen: 'Leith' });
  staffFacts(f, file, { role: 'as a sous chef', rate: `${gbp(f.rate)} an hour`, start: fmtDate(f.start, 'long'), level: 'Level 3 certificate', kitchen: 'Leith' });
  corpus.write(file, `From: HR <hr@forthandfennel.co.uk>
To: Callum Fraser <callum@forthandfennel.co.uk>, Kirsty Munro <kirsty@forthandfennel.co.uk>
Date: Tue, 26 Aug 2025 11:48:30 +0100
Subject: New starters in September

Hi Callum, hi Kirsty,

Morag Baird starts on ${weekday(m.start)} ${fmtDate(m.start, 'long')} as a waiter on ${gbp(m.rate)} an hour. She already holds
Level 2 food hygiene from her last job at a hotel in Stirling.

Fraser Stewart joins the kitchen at Leith on ${fmtDate(f.start, 'long')} as a sous chef, ${gbp(f.rate)} an hour. He has a
Level 3 certificate in food hygiene (Royal Environmental Health Institute of Scotland).

Both will be in the rota from their first week. Uniforms ordered.

Thanks,
Jo (HR)
`);
}
// WIDE hours tables
{
  const file = 'rota/hours-worked-apr-aug-2025.csv';
  const rows = staff.filter((p) => p.kitchen === 'Edinburgh' && Object.keys(p.hours).length).map((p) => {
    MONTH_KEYS.forEach((m) => p.hours[m] != null && corpus.also(p.name, 'staff', `hours_${m}`, p.hours[m], 'h', String(p.hours[m]), file));
    return [p.name, p.role, ...MONTH_KEYS.map((m) => p.hours[m] ?? '')];
  });
  corpus.write(file, delimited(['Name', 'Role', 'Apr (hrs)', 'May (hrs)', 'Jun (hrs)', 'Jul (hrs)', 'Aug (hrs)'], rows));
}
{
  const file = 'bologna/ore-lavorate-2025.md';
  const out = ['# Ore lavorate aprile–agosto 2025', '', 'Cucina Sette Portici, Bologna. Ore lavorate per mese (dal foglio presenze); – = non ancora assunto.', '', '| Nome | Ruolo | apr | mag | giu | lug | ago |', '|---|---|---|---|---|---|---|'];
  staff.filter((p) => p.kitchen === 'Bologna' && Object.keys(p.hours).length).forEach((p) => {
    const cell = (v) => (v == null ? '–' : String(v).replace('.', ','));
    MONTH_KEYS.forEach((m) => p.hours[m] != null && corpus.also(p.name, 'staff', `hours_${m}`, p.hours[m], 'h', cell(p.hours[m]), file));
    const ruolo = { Chef: 'Cuoco', 'Sous chef': 'Sous chef', 'Event manager': 'Responsabile eventi', Waiter: ['Elena Marchetti', 'Sara Bassi'].includes(p.name) ? 'Cameriera' : 'Cameriere' }[p.role];
    out.push(`| ${p.name} | ${ruolo} | ${MONTH_KEYS.map((m) => cell(p.hours[m])).join(' | ')} |`);
  });
  out.push('', 'Agosto: chiusura estiva dal 18 al 22 agosto (ferie non incluse nelle ore).', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (f) suppliers
const DAY3 = (d) => d.slice(0, 3);
const PRODUCT_CAP = (p) => p[0].toUpperCase() + p.slice(1);
{
  const file = 'suppliers/approved-suppliers-edinburgh.html';
  const xs = suppliers.filter((x) => x.layout === 'dl');
  xs.forEach((x) => supplierFacts(x, file, { product: `<dd>${PRODUCT_CAP(x.product)}</dd>`, days: x.days.length === 5 ? 'Mon–Fri' : x.days.map(DAY3).join(', '), min: gbp(x.minOrder), buyer: x.buyer }));
  corpus.write(file, htmlDlPage({
    title: 'Approved suppliers — Edinburgh kitchen',
    site: 'Forth & Fennel Catering · Purchasing',
    lead: ['Approved after the 2025 supplier audit. Orders below the minimum are charged a delivery fee.'],
    sections: xs.map((x) => ({ heading: x.name, rows: [['Product line', PRODUCT_CAP(x.product)], ['Based in', x.city], ['Delivery days', x.days.length === 5 ? 'Mon–Fri' : x.days.map(DAY3).join(', ')], ['Minimum order', gbp(x.minOrder)], ['Ordered by', x.buyer]] })),
    footer: 'Purchasing folder, updated 1 September 2025.',
  }));
}
{
  const file = 'purchasing/supplier-register.csv';
  const rows = suppliers.filter((x) => x.layout === 'csv').map((x) => {
    const days = x.days.map(DAY3).join('/');
    supplierFacts(x, file, { product: x.product, days, min: String(x.minOrder) });
    return [x.name, x.product, x.city, days, x.minOrder, x.buyer, `ACC-${slug(x.name).slice(0, 4).toUpperCase()}`];
  });
  corpus.write(file, delimited(['Supplier', 'Category', 'City', 'Delivers', 'Min order (GBP)', 'Our buyer', 'Account'], rows));
}
{
  const PRODUCT_IT = { meat: 'carne', fish: 'pesce', vegetables: 'verdure', dairy: 'latticini', wine: 'vino' };
  suppliers.filter((x) => x.layout === 'it').forEach((x, k) => {
    const file = `bologna/fornitori/${slug(x.name)}.txt`;
    const days = joinAnd(x.days.map((d) => IT_DAYS[d])).replace(/, ([^,]+) and /, ', $1 e ').replace(' and ', ' e ');
    supplierFacts(x, file, { product: `Categoria: ${PRODUCT_IT[x.product]}`, city: `Città: ${x.city}`, days: `Giorni di consegna: ${days}`, min: `Ordine minimo: ${eur(x.minOrder)}`, buyer: `Ordini a cura di: ${x.buyer}` });
    corpus.write(file, txtProfile({
      txtHeader: `FORNITORE: ${x.name.toUpperCase()}`,
      sections: [{ rows: [['Ragione sociale', x.name], ['Categoria', PRODUCT_IT[x.product]], ['Città', x.city], ['Giorni di consegna', days], ['Ordine minimo', eur(x.minOrder)], ['Ordini a cura di', x.buyer]] }],
      lead: [L(k, ['Consegna con mezzo refrigerato.', 'Pagamento a 60 giorni data fattura.', 'Listino aggiornato a luglio 2025.', 'Visita in cantina prevista a ottobre.'])],
    }));
  });
}
{
  const file = 'email/2025-09-04-new-game-supplier.eml';
  const x = suppliers.find((y) => y.name === 'Tweed Valley Game');
  supplierFacts(x, file, { product: 'game and other meat', city: `from ${x.city}`, days: 'Tuesdays and Fridays', min: 'a hundred and twenty pounds', buyer: x.buyer });
  corpus.write(file, `From: Oskar Lindgren <oskar@forthandfennel.co.uk>
To: Callum Fraser <callum@forthandfennel.co.uk>
Date: Thu, 4 Sep 2025 14:02:09 +0100
Subject: Tweed Valley Game - set up as a supplier

Hi Callum,

We've set up Tweed Valley Game, from ${x.city}, for game and other meat for the autumn menus. They deliver on
Tuesdays and Fridays and the minimum order is a hundred and twenty pounds. I'll place the orders (${x.buyer}).

Venison loin is cheaper than Campbells by about 8 % if we take whole saddles.

Oskar
`);
}

// ------------------------------------------------------------------ operations minutes (events and a supplier in prose)
{
  const file = 'minutes/ops-meeting-2025-09-03.md';
  const [e1, e2] = EDI.minutes;
  const sentence = (e) => {
    const date = fmtDate(e.date, 'long');
    const guests = `${e.guests} covers`;
    const price = `${gbp(e.price)} per head`;
    const deposit = e.deposit ? 'deposit received' : 'no deposit yet';
    const status = { confirmed: 'confirmed', provisional: 'still provisional', cancelled: 'cancelled by the client' }[e.status];
    eventFacts(e, file, { date, guests, price, deposit, status, manager: `${e.manager} to lead` });
    return `${e.code} — ${e.client}, ${date}, ${e.venue}: ${guests} on ${e.menu} at ${price}; ${deposit}; ${status}. ${e.manager} to lead.`;
  };
  const x = suppliers.find((y) => y.name === 'Hebridean Shellfish');
  supplierFacts(x, file, { product: 'shellfish (fish)', city: x.city, days: 'Thursdays only', min: gbp(x.minOrder), buyer: x.buyer });
  corpus.write(file, `# Operations meeting — 3 September 2025

Present: Callum Fraser, Kirsty Munro, Hamish Reid, Mairi Campbell, Euan Kerr. Apologies: Niamh Gallagher.

## 1. August in numbers
38 events delivered in August (Edinburgh), 4,210 covers in total. Two vans off the road for 3 days each.
Food waste down to 6.5 % of purchases (target 7 %).

## 2. Bookings discussed
- ${sentence(e1)}
- ${sentence(e2)}

## 3. Suppliers
Hebridean Shellfish (${x.city}) approved for shellfish (fish) for the Seafood Celebration menu:
deliveries on Thursdays only, minimum order ${gbp(x.minOrder)}. ${x.buyer} will handle orders.

## 4. Any other business
Christmas party season: 61 enquiries so far, up from 48 last year. Next meeting 1 October 2025.
`);
}

// ------------------------------------------------------------------ (g) background documents (no entity facts)
corpus.write('README.txt', `FORTH & FENNEL CATERING — SHARED DRIVE (September 2025)
Events catering from our kitchen on Leith Walk, Edinburgh, and with our partner kitchen
Cucina Sette Portici in Bologna (files under bologna/ are in Italian).

bookings/  events/     event bookings (EventDesk export, bookings CSV, event sheets)
clients/   crm/        client records
menus/     kitchen/    menus, dishes, allergen and nutrition sheets, tasting diary
team/      hr/  rota/  staff, payroll, hours worked
suppliers/ purchasing/ approved suppliers and the supplier register
minutes/   email/      meetings and correspondence
policies/  venues/  pricing/  vans/  newsletters/
`);
corpus.write('policies/allergen-procedure.md', `# Allergen procedure

1. Every dish has an allergen record covering the 14 UK allergens; menus list the allergens of all their dishes.
2. Dietary requirements are due from the client 14 days before the event.
3. Allergen-free plates are plated first, covered and labelled with the guest's name and table number.
4. Nuts: we do not guarantee a nut-free kitchen. Dishes with nuts are prepared on the blue station.
5. Staff must hold at least Level 2 food hygiene to plate allergen meals.

Reviewed annually; last review 3 March 2025.
`);
corpus.write('policies/food-safety-inspection-2025.md', `# Food safety inspection — City of Edinburgh Council, 18 June 2025

Outcome: Pass (Food Hygiene Information Scheme). No actions required.

Readings on the day: walk-in fridge 3 °C, freezer −19 °C, hot holding 68 °C, core temperature of the
chicken pie 82 °C. Probe calibration checked in boiling water (99.6 °C) and iced water (0.3 °C).

Recommendation: replace two cracked chopping boards and re-label the dry store shelves.
`);
corpus.write('venues/venue-notes.md', `# Venue notes

| Venue | Seated capacity | Kitchen on site | Load-in |
|---|---|---|---|
| Surgeons' Hall | 180 | no (field kitchen) | rear courtyard, 2 h |
| The Signet Library | 140 | small servery | Parliament Square, before 08:00 only |
| Dundas Castle | 300 | yes | 3 h, gravel drive |
| Prestonfield House | 250 | shared | 2 h |
| Leith Custom House | 120 | no | goods lift, 90 min |
| Hopetoun House | 400 | yes | 3 h |
| Mansfield Traquair | 200 | no | side door, 2 h |
| Cramond Boathouse | 60 | yes | 1 h |
| The Caves | 200 | no | Cowgate ramp |
| Dalmahoy Estate | 280 | yes | 2 h |

Mileage from Leith: Dundas Castle 11 miles, Hopetoun House 14 miles, Dalmahoy 10 miles.
`);
corpus.write('pricing/extras-and-hire-2025.md', `# Extras and hire — price list 2025

- Corkage (client's own wine): £8.00 per bottle
- Linen hire: £2.50 per cover
- Glassware package: £3.20 per cover
- Extra waiting staff: £22.00 per hour per person (minimum 4 hours)
- Late finish after midnight: £150.00 per half hour
- Cake cutting and plating: £1.50 per guest
- Delivery outside the city bypass: £1.20 per mile

Prices exclude VAT at 20 %.
`);
corpus.write('vans/van-log-aug-2025.csv', delimited(['Van', 'Reg', 'Trips', 'Miles', 'Fuel (litres)', 'Fridge check'], [
  ['Van 1', 'SK21 FNL', '22', '612', '81.4', 'OK'],
  ['Van 2', 'SK69 CTR', '19', '540', '74.9', 'OK'],
  ['Van 3 (refrigerated)', 'SJ23 KTC', '24', '698', '102.3', 'serviced 12/08'],
]));
corpus.write('newsletters/autumn-2025.md', `# Forth & Fennel — autumn newsletter

A record summer: more than 120 events since May, our busiest season in ten years. Thank you to every one of you.

New this autumn: two menus (a vegetarian harvest menu and a seafood menu) and a weekday lunch offer for offices
within the city centre at 10 % off list price.

Our friends at Cucina Sette Portici in Bologna hosted three of our wedding couples this year — grazie mille!

Christmas parties: the diary is filling up, with 61 enquiries so far.
`);
corpus.write('bologna/note-cucina.md', `# Note di cucina — Cucina Sette Portici

- Abbattitore: da +70 °C a +3 °C in 90 minuti.
- Frigoriferi: controllo temperature due volte al giorno (0–4 °C).
- Pasta fresca: produzione il giorno stesso, massimo 12 kg per turno.
- Piano HACCP revisionato il 10 marzo 2025.
- Chiusura estiva dal 18 al 22 agosto 2025.
`);
corpus.write('training/hygiene-training-2025.md', `# Food hygiene training 2025

| Course | Provider | Length | Cost per person |
|---|---|---|---|
| Level 1 awareness (online) | Highfield e-learning | 2 h | £15.00 |
| Level 2 Food Hygiene | REHIS | 1 day | £95.00 |
| Level 3 Intermediate | REHIS | 3 days | £395.00 |
| Level 4 Advanced | REHIS | 5 days | £850.00 |

Everyone who plates food needs Level 2 within three months of starting. Next Level 2 course: 14 October 2025 (8 places).
`);

const stats = corpus.flush(source);
console.log(`catering: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
