#!/usr/bin/env node
// Kennels corpus (held-out): the shared drive of "Nidderdale Paws", a dog boarding kennels and grooming parlour at
// Killinghall near Harrogate, September 2025, with a partner kennels in Utrecht (Dierenpension De Vechtstreek) whose
// records are in Dutch. 50 dogs, 30 owners, 16 kennel runs, 30 bookings, 14 staff, 24 grooming appointments,
// 14 food and supply orders.
//   node bench/corpora/kennels/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "kennels-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) dogs: Markdown profiles of `Key: value` bullets (label set A: `Breed`, `Weight: 23.5 kg`, `Date of birth`,
//     `Vaccinations up to date`, `Microchip`), plain-text intake sheets (label set B: `Breed/type`, `Weight: 52 lb`,
//     `DOB: 04/03/2019`, `Vaccs current: Y`, `Feeding`, `Chip no.`), a register CSV (`Weight (kg)`), a nested
//     booking-system JSON (weights in lb), DUTCH infobox pages (`Ras`, `Gewicht: 23,5 kg`, `Gevaccineerd: ja`) and a
//     Dutch TSV, and new dogs only in the sentences of an e-mail and of a Dutch e-mail;
// (b) owners: an HTML spec table (label set A), a flat CRM JSON (label set B), a Dutch definition list (`Woonplaats`,
//     `Saldo: € 35,00`), and four customers only in an e-mail's sentences;
// (c) kennel runs: an HTML spec table (m², kg), a YAML-front-matter page in sq ft and lb, a Dutch definition list,
//     one run only in the team meeting minutes and one only in a Dutch e-mail;
// (d) bookings: a kennel-diary TSV (`7 nights`, `£150.50`), confirmations in YAML-front-matter + tables, an online
//     booking CSV (`Total (GBP)`), a nested Dutch JSON (`aankomst`, `vertrek`, `prijs.totaal`), two in an e-mail;
// (e) staff: Markdown team bullets (`Start date`), an HTML infobox of groomers (`Joined`, `Pay: £15.50 per hour`),
//     a Dutch YAML-front-matter page (`Uurloon`, `In dienst sinds`), two new starters only in an HR e-mail; WIDE
//     tables of hours worked per month, March–August 2025 (a CSV, and a Dutch Markdown table with decimal commas);
// (f) grooming appointments: a flat salon JSON (`duration_min`), HTML appointment cards (`Time booked: 1 h 30 min`),
//     a Dutch TSV (`1,5 uur`, `€ 52,50`) and the salon diary in prose (`two and a half hours`);
// (g) food and supply orders: a purchase-order CSV (`Bag size (kg)`), a Dutch semicolon export with a PREAMBLE,
//     DECIMAL COMMAS and `n/a`, YAML delivery notes (`33 lb`), two in an e-mail's sentences;
// (h) background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: weights in kg (`52 lb` → × 0.45359237), areas in m² (`54 sq ft` → × 0.09290304),
// durations in minutes (`1.5 hours` → 90), money in GBP or EUR as written (never converted), dates ISO, Dutch words
// in English (`ja` = yes, `reu` = Male, `teef` = Female, `Pensionvoer` = Kennel food, `Eigen voer` = Own food,
// `Plukken` = Hand strip, `Trimster` = Groomer, `EHBO voor honden` = Canine first aid, …).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlDlPage, htmlInfoboxPage, htmlTablePage, joinAnd, mdBulletsNote, mdYamlTableNote, rng, slug, targets, txtProfile } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('kennels-v1');
const LB = 0.45359237;
const SQFT = 0.09290304;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const r2 = (x) => Math.round(x * 100) / 100;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];
const gbp = (v) => `£${group(v, 2)}`;
const eur = (v) => `€ ${v.toFixed(2).replace('.', ',')}`;
const dec = (v, d = 2) => v.toFixed(d).replace('.', ',');
const nlNum = (v) => String(v).replace('.', ',');

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the wide hours tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ calendar and words
const NL_MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];
const NL_DAYS = ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'];
const EN_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const nlDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${NL_MONTHS[m - 1]} ${y}`;
};
const nlDash = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}-${m}-${y}`;
};
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const wd = (iso) => new Date(`${iso}T12:00:00Z`).getUTCDay();
const addDays = (iso, n) => new Date(Date.parse(`${iso}T12:00:00Z`) + n * 86400000).toISOString().slice(0, 10);
const daysBetween = (a, b) => Math.round((Date.parse(`${b}T12:00:00Z`) - Date.parse(`${a}T12:00:00Z`)) / 86400000);
const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const words = (n) => (n < 20 ? ONES[n] : n % 10 === 0 ? TENS[n / 10] : `${TENS[Math.floor(n / 10)]}-${ONES[n % 10]}`);

// ------------------------------------------------------------------ kennel runs
// [name, site, block, kind, area, areaUnit, heated, rate, maxWeight, weightUnit, layout]
const RUN_DEF = [
  ['Nidd', 'Harrogate', 'Riverside', 'Deluxe suite', 7.5, 'm2', true, 28.5, 45, 'kg', 'html'],
  ['Wharfe', 'Harrogate', 'Riverside', 'Standard', 5.2, 'm2', true, 24, 30, 'kg', 'html'],
  ['Swale', 'Harrogate', 'Riverside', 'Standard', 4.6, 'm2', false, 21.5, 25, 'kg', 'html'],
  ['Ure', 'Harrogate', 'Riverside', 'Family run', 9.6, 'm2', true, 36, 70, 'kg', 'html'],
  ['Aire', 'Harrogate', 'Riverside', 'Standard', 5.4, 'm2', false, 22, 32, 'kg', 'html'],
  ['Calder', 'Harrogate', 'Riverside', 'Deluxe suite', 9, 'm2', true, 32, 50, 'kg', 'minutes'],
  ['Ingleborough', 'Harrogate', 'Moor', 'Standard', 54, 'sqft', false, 20, 66, 'lb', 'yaml'],
  ['Whernside', 'Harrogate', 'Moor', 'Standard', 62, 'sqft', true, 23, 77, 'lb', 'yaml'],
  ['Pen-y-ghent', 'Harrogate', 'Moor', 'Deluxe suite', 86, 'sqft', true, 27, 99, 'lb', 'yaml'],
  ['Simonside', 'Harrogate', 'Moor', 'Family run', 112, 'sqft', false, 33.5, 132, 'lb', 'yaml'],
  ['Roseberry', 'Harrogate', 'Moor', 'Small dog run', 40, 'sqft', true, 18.5, 22, 'lb', 'yaml'],
  ['Vecht', 'Utrecht', 'North wing', 'Standard', 6, 'm2', true, 26.5, 35, 'kg', 'nl'],
  ['Lek', 'Utrecht', 'North wing', 'Standard', 5.5, 'm2', false, 24, 30, 'kg', 'nl'],
  ['Eem', 'Utrecht', 'North wing', 'Small dog run', 3.8, 'm2', true, 21, 12, 'kg', 'nl'],
  ['Linge', 'Utrecht', 'Garden wing', 'Family run', 10.5, 'm2', true, 39.5, 60, 'kg', 'nl'],
  ['Amstel', 'Utrecht', 'Garden wing', 'Deluxe suite', 8.2, 'm2', false, 31, 45, 'kg', 'nlmail'],
];
const runs = RUN_DEF.map(([name, site, block, kind, area, areaUnit, heated, rate, maxW, wUnit, layout]) => ({
  name, site, block, kind, area, areaUnit, heated, rate, maxW, wUnit, layout,
  m2: areaUnit === 'sqft' ? r4(area * SQFT) : area, maxKg: wUnit === 'lb' ? r4(maxW * LB) : maxW,
}));
const RUN = Object.fromEntries(runs.map((x) => [x.name, x]));
const cur = (site) => (site === 'Utrecht' ? 'EUR' : 'GBP');
function runFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'run', attr, value, unit, stated, file);
  F('site', x.site, 'place', s.site ?? '');
  F('block', x.block, 'text', s.block);
  F('kind', x.kind, 'text', s.kind);
  F('area', x.m2, 'm2', s.area);
  F('heated', x.heated, 'bool', s.heated);
  F('nightly_rate', x.rate, cur(x.site), s.rate);
  F('max_weight', x.maxKg, 'kg', s.maxW);
}

// ------------------------------------------------------------------ owners
// [name, site, town, emergency contact, relation, layout]
const OWNER_DEF = [
  ['Helen Ackroyd', 'Harrogate', 'Harrogate', 'Alan Ackroyd', 'husband', 'html'],
  ['Graham Pickersgill', 'Harrogate', 'Knaresborough', 'Susan Pickersgill', 'wife', 'html'],
  ['Sarah Whitaker', 'Harrogate', 'Ripon', 'Joe Whitaker', 'son', 'html'],
  ['Tom Hebden', 'Harrogate', 'Pateley Bridge', 'Carol Hebden', 'mother', 'html'],
  ['Joanne Ellis', 'Harrogate', 'Harrogate', 'Mike Ellis', 'brother', 'html'],
  ['Priya Sharma', 'Harrogate', 'Wetherby', 'Ravi Sharma', 'husband', 'html'],
  ['Mark Lister', 'Harrogate', 'Killinghall', 'Janet Lister', 'wife', 'html'],
  ['Ruth Sowerby', 'Harrogate', 'Boroughbridge', 'Anne Dyson', 'neighbour', 'html'],
  ['David Metcalfe', 'Harrogate', 'Harrogate', 'Lynn Metcalfe', 'wife', 'html'],
  ['Claire Dobson', 'Harrogate', 'Knaresborough', 'Peter Dobson', 'husband', 'json'],
  ['Imran Qureshi', 'Harrogate', 'Harrogate', 'Aisha Qureshi', 'wife', 'json'],
  ['Fiona Gale', 'Harrogate', 'Otley', 'Rob Gale', 'partner', 'json'],
  ['Steve Armitage', 'Harrogate', 'Ripon', 'Kath Armitage', 'wife', 'json'],
  ['Julie Thwaite', 'Harrogate', 'Wetherby', 'Dan Thwaite', 'son', 'json'],
  ['Andrew Kettlewell', 'Harrogate', 'Harrogate', 'Sue Kettlewell', 'wife', 'json'],
  ['Lucy Brearley', 'Harrogate', 'Knaresborough', 'Tom Brearley', 'father', 'json'],
  ['Neil Hardcastle', 'Harrogate', 'Pateley Bridge', 'Gill Hardcastle', 'wife', 'json'],
  ['Karen Haigh', 'Harrogate', 'Harrogate', 'Emma Haigh', 'daughter', 'json'],
  ['Ben Oldroyd', 'Harrogate', 'Killinghall', 'Lisa Oldroyd', 'wife', 'json'],
  ['Megan Firth', 'Harrogate', 'Ripon', 'Kate Firth', 'sister', 'mail'],
  ['Paul Wainwright', 'Harrogate', 'Otley', 'Diane Wainwright', 'wife', 'mail'],
  ['Hannah Verity', 'Harrogate', 'Harrogate', 'James Verity', 'husband', 'mail'],
  ['Gemma Holroyd', 'Harrogate', 'Boroughbridge', 'Liam Holroyd', 'brother', 'mail'],
  ['Sanne de Vries', 'Utrecht', 'Utrecht', 'Bas de Vries', 'partner', 'nl'],
  ['Joost van Dijk', 'Utrecht', 'Maarssen', 'Ingrid van Dijk', 'wife', 'nl'],
  ['Marieke Bakker', 'Utrecht', 'Zeist', 'Tim Bakker', 'brother', 'nl'],
  ['Pieter Jansen', 'Utrecht', 'Utrecht', 'Els Jansen', 'wife', 'nl'],
  ['Femke Visser', 'Utrecht', 'Nieuwegein', 'Wim Visser', 'father', 'nl'],
  ['Ruud Smit', 'Utrecht', 'Houten', 'Karin Smit', 'wife', 'nl'],
  ['Lotte Mulder', 'Utrecht', 'Bilthoven', 'Jeroen Mulder', 'husband', 'nl'],
];
const NL_REL = { husband: 'echtgenoot', wife: 'echtgenote', partner: 'partner', brother: 'broer', father: 'vader', mother: 'moeder' };
const owners = OWNER_DEF.map(([name, site, town, ec, rel, layout], k) => {
  const uk = site === 'Harrogate';
  const phone = uk
    ? r.chance(0.5) ? `01423 ${r.int(500, 899)} ${pad(r.int(0, 999), 3)}` : `07${r.int(700, 979)} ${r.int(100000, 999999)}`
    : r.chance(0.5) ? `030 ${r.int(200, 699)} ${pad(r.int(0, 9999), 4)}` : `06 ${r.int(10000000, 99999999)}`;
  const owes = r.chance(0.55);
  const balance = owes ? r2(r.int(8, 120) + L(k, [0, 0.5, 0.25, 0.75, 0.4])) : 0;
  const since = `${r.int(2011, 2024)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
  return { name, site, town, ec, rel, layout, phone, balance, since };
});
const OWN = Object.fromEntries(owners.map((o) => [o.name, o]));
function ownerFacts(o, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(o.name, 'owner', attr, value, unit, stated, file);
  F('site', o.site, 'place', s.site ?? '');
  F('town', o.town, 'place', s.town ?? o.town);
  F('phone', o.phone, 'text', s.phone ?? o.phone);
  F('emergency_contact', o.ec, 'person', o.ec);
  F('balance', o.balance, cur(o.site), s.balance);
  if (s.since !== undefined) F('customer_since', o.since, 'date', s.since);
}

// ------------------------------------------------------------------ dogs
// [name, breed, sex, owner, layout]
const DOG_DEF = [
  ['Biscuit', 'Cockapoo', 'F', 'Helen Ackroyd', 'md'],
  ['Bramble', 'Springer Spaniel', 'F', 'Graham Pickersgill', 'md'],
  ['Murphy', 'Labrador Retriever', 'M', 'Sarah Whitaker', 'md'],
  ['Poppy', 'Cocker Spaniel', 'F', 'Tom Hebden', 'md'],
  ['Alfie', 'Border Terrier', 'M', 'Joanne Ellis', 'md'],
  ['Luna', 'German Shepherd', 'F', 'Priya Sharma', 'md'],
  ['Teddy', 'Cavalier King Charles Spaniel', 'M', 'Mark Lister', 'md'],
  ['Willow', 'Whippet', 'F', 'Ruth Sowerby', 'md'],
  ['Ruby', 'Staffordshire Bull Terrier', 'F', 'David Metcalfe', 'txt'],
  ['Barney', 'Bernese Mountain Dog', 'M', 'Claire Dobson', 'txt'],
  ['Maisie', 'Jack Russell Terrier', 'F', 'Imran Qureshi', 'txt'],
  ['Rufus', 'Lurcher', 'M', 'Fiona Gale', 'txt'],
  ['Hector', 'Golden Retriever', 'M', 'Steve Armitage', 'txt'],
  ['Skye', 'Border Collie', 'F', 'Julie Thwaite', 'txt'],
  ['Pippin', 'Dachshund', 'M', 'Andrew Kettlewell', 'csv'],
  ['Juno', 'Labradoodle', 'F', 'Lucy Brearley', 'csv'],
  ['Monty', 'Beagle', 'M', 'Neil Hardcastle', 'csv'],
  ['Tilly', 'Shih Tzu', 'F', 'Karen Haigh', 'csv'],
  ['Archie', 'Labrador Retriever', 'M', 'Ben Oldroyd', 'csv'],
  ['Nell', 'Border Collie', 'F', 'Megan Firth', 'csv'],
  ['Otis', 'Miniature Schnauzer', 'M', 'Paul Wainwright', 'csv'],
  ['Bonnie', 'West Highland White Terrier', 'F', 'Hannah Verity', 'csv'],
  ['Winston', 'Labrador Retriever', 'M', 'Sarah Whitaker', 'csv'],
  ['Hazel', 'Cocker Spaniel', 'F', 'Gemma Holroyd', 'csv'],
  ['Digby', 'Jack Russell Terrier', 'M', 'Helen Ackroyd', 'csv'],
  ['Millie', 'Springer Spaniel', 'F', 'Graham Pickersgill', 'csv'],
  ['Jasper', 'Golden Retriever', 'M', 'Tom Hebden', 'json'],
  ['Fern', 'Whippet', 'F', 'Joanne Ellis', 'json'],
  ['Bertie', 'Beagle', 'M', 'Priya Sharma', 'json'],
  ['Rosie', 'Cockapoo', 'F', 'Mark Lister', 'json'],
  ['Dexter', 'Staffordshire Bull Terrier', 'M', 'David Metcalfe', 'json'],
  ['Mabel', 'Dachshund', 'F', 'Claire Dobson', 'json'],
  ['Scout', 'Lurcher', 'M', 'Imran Qureshi', 'json'],
  ['Olive', 'Labradoodle', 'F', 'Fiona Gale', 'json'],
  ['Gus', 'Border Terrier', 'M', 'Andrew Kettlewell', 'json'],
  ['Clover', 'Cavalier King Charles Spaniel', 'F', 'Lucy Brearley', 'json'],
  ['Ziggy', 'Cockapoo', 'M', 'Karen Haigh', 'mail'],
  ['Percy', 'Whippet', 'M', 'Helen Ackroyd', 'mail'],
  ['Daisy', 'Labrador Retriever', 'F', 'Ben Oldroyd', 'mail'],
  ['Pickle', 'Jack Russell Terrier', 'F', 'Paul Wainwright', 'mail'],
  ['Bram', 'Labrador Retriever', 'M', 'Sanne de Vries', 'nlbox'],
  ['Guus', 'Kooikerhondje', 'M', 'Joost van Dijk', 'nlbox'],
  ['Noor', 'Stabyhoun', 'F', 'Marieke Bakker', 'nlbox'],
  ['Kiki', 'Dachshund', 'F', 'Pieter Jansen', 'nlbox'],
  ['Max', 'German Shepherd', 'M', 'Femke Visser', 'nltsv'],
  ['Pluk', 'Jack Russell Terrier', 'M', 'Ruud Smit', 'nltsv'],
  ['Saar', 'Border Collie', 'F', 'Lotte Mulder', 'nltsv'],
  ['Sientje', 'Bernese Mountain Dog', 'F', 'Sanne de Vries', 'nltsv'],
  ['Loes', 'Cocker Spaniel', 'F', 'Pieter Jansen', 'nlmail'],
  ['Joep', 'Golden Retriever', 'M', 'Joost van Dijk', 'nlmail'],
];
const WEIGHT = {
  'Labrador Retriever': [26, 37], 'Cocker Spaniel': [12, 16], 'Border Collie': [14, 22], 'Springer Spaniel': [18, 25], Cockapoo: [7, 12],
  'Golden Retriever': [26, 34], 'Border Terrier': [5, 7.5], 'Jack Russell Terrier': [5, 8], 'Staffordshire Bull Terrier': [12, 17],
  'German Shepherd': [28, 40], Whippet: [11, 15], Dachshund: [7, 11], Beagle: [9, 13], 'Miniature Schnauzer': [6, 9],
  'Cavalier King Charles Spaniel': [6, 8.5], Labradoodle: [20, 32], 'Bernese Mountain Dog': [38, 52], Lurcher: [20, 30],
  'West Highland White Terrier': [6, 9], 'Shih Tzu': [4, 7], Kooikerhondje: [9, 11], Stabyhoun: [18, 25],
};
const NL_BREED = {
  'Labrador Retriever': 'Labrador Retriever', Kooikerhondje: 'Nederlandse Kooikerhondje', Stabyhoun: 'Friese Stabij', Dachshund: 'Teckel',
  'German Shepherd': 'Duitse Herder', 'Jack Russell Terrier': 'Jack Russell Terriër', 'Border Collie': 'Border Collie',
  'Bernese Mountain Dog': 'Berner Sennenhond', 'Cocker Spaniel': 'Engelse Cocker Spaniël', 'Golden Retriever': 'Golden Retriever',
};
const DIETS = [['Kennel food', 0.4], ['Own food', 0.3], ['Raw', 0.12], ['Grain-free', 0.1], ['Hypoallergenic', 0.08]];
const NL_DIET = { 'Kennel food': 'Pensionvoer', 'Own food': 'Eigen voer', Raw: 'Rauwvoer (BARF)', 'Grain-free': 'Graanvrij', Hypoallergenic: 'Hypoallergeen dieetvoer' };
const LB_LAYOUTS = ['txt', 'json'];
const usedChips = new Set();
const dogs = DOG_DEF.map(([name, breed, sex, owner, layout]) => {
  const [lo, hi] = WEIGHT[breed];
  let kg;
  let lb = null;
  if (LB_LAYOUTS.includes(layout)) {
    lb = Math.round(r.float(lo / LB, hi / LB) * 2) / 2;
    kg = r4(lb * LB);
  } else kg = Math.round(r.float(lo, hi) * 10) / 10;
  const born = `${r.int(2012, 2024)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
  const vacc = r.chance(0.84);
  const diet = r.weighted(DIETS);
  let chip;
  do chip = `${OWN[owner].site === 'Utrecht' ? '528' : '826'}${String(r.int(0, 999999999999)).padStart(12, '0')}`;
  while (usedChips.has(chip));
  usedChips.add(chip);
  return { name, breed, sex, owner, layout, kg, lb, born, vacc, diet, chip, site: OWN[owner].site };
});
const DOG = Object.fromEntries(dogs.map((d) => [d.name, d]));
// fixed points the folder should hold
DOG.Barney.lb = 104.5; DOG.Barney.kg = r4(104.5 * LB);
DOG.Sientje.kg = 44.5;
DOG.Ziggy.kg = 11;
DOG.Daisy.kg = 34;
DOG.Max.vacc = true;
DOG.Pippin.kg = 9.4;
DOG.Skye.lb = 34.5; DOG.Skye.kg = r4(34.5 * LB);
DOG.Pluk.vacc = false;
DOG.Guus.diet = 'Raw';
DOG.Joep.diet = 'Grain-free';
DOG.Murphy.born = '2016-05-21';
DOG.Archie.born = '2017-11-02';
DOG.Biscuit.born = '2023-06-14';
function dogFacts(d, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(d.name, 'dog', attr, value, unit, stated, file);
  F('breed', d.breed, 'text', s.breed ?? d.breed);
  F('sex', d.sex === 'M' ? 'Male' : 'Female', 'text', s.sex);
  F('owner', d.owner, 'person', d.owner);
  F('weight', d.kg, 'kg', s.weight);
  F('born', d.born, 'date', s.born);
  F('vaccinated', d.vacc, 'bool', s.vacc);
  F('diet', d.diet, 'text', s.diet);
  if (s.chip !== null) F('microchip', d.chip, 'text', s.chip ?? d.chip);
}
const byLayout = (xs, l) => xs.filter((x) => x.layout === l);
const pron = (d) => (d.sex === 'M' ? ['He', 'his', 'him'] : ['She', 'her', 'her']);

// (a1) Markdown dog profiles (label set A)
byLayout(dogs, 'md').forEach((d, k) => {
  const file = `dogs/profiles/${slug(d.name)}.md`;
  const born = fmtDate(d.born, k % 2 ? 'short' : 'long');
  const diet = d.diet === 'Kennel food' ? 'Kennel food (our dry food)' : d.diet === 'Own food' ? 'Own food (brought in by owner)' : d.diet;
  dogFacts(d, file, { breed: `Breed: ${d.breed}`, sex: `Sex: ${d.sex === 'M' ? 'Male' : 'Female'}`, weight: `Weight: ${d.kg} kg`, born, vacc: `Vaccinations up to date: ${d.vacc ? 'Yes' : 'No'}`, diet: `Diet: ${diet}`, chip: `Microchip: ${d.chip}` });
  const [He, his] = pron(d);
  corpus.write(file, mdBulletsNote({
    title: `${d.name} — dog profile`,
    lead: [`${d.name} is ${/^[AEIOU]/.test(d.breed) ? 'an' : 'a'} ${d.breed} belonging to ${d.owner}. ${He} weighs ${d.kg} kg.`],
    sections: [
      { heading: 'Details', rows: [['Name', d.name], ['Breed', d.breed], ['Sex', d.sex === 'M' ? 'Male' : 'Female'], ['Owner', d.owner], ['Weight', `${d.kg} kg`], ['Date of birth', born], ['Vaccinations up to date', d.vacc ? 'Yes' : 'No'], ['Diet', diet], ['Microchip', d.chip]] },
      { heading: 'Notes', rows: [['Behaviour', L(k, ['Friendly with other dogs', 'Nervous of loud noises — keep away from the gate', 'Pulls on the lead', 'Good in a shared paddock'])], ['Walks', L(k, ['Twice daily', 'Three short walks', 'Twice daily, long lead only'])]] },
    ],
    footer: `Last checked by reception, ${L(k, ['July', 'August'])} 2025. ${his[0].toUpperCase()}${his.slice(1)} kennel card is in the front office.`,
  }));
});

// (a2) plain-text intake sheets (label set B, weights in lb, dates dd/mm/yyyy)
byLayout(dogs, 'txt').forEach((d, k) => {
  const file = `dogs/intake/intake-${slug(d.name)}.txt`;
  const chip = `${d.chip.slice(0, 3)} ${d.chip.slice(3, 7)} ${d.chip.slice(7, 11)} ${d.chip.slice(11)}`;
  const feeding = { 'Kennel food': 'kennel dry food', 'Own food': 'own food (owner supplies)', Raw: 'raw (frozen, owner supplies)', 'Grain-free': 'grain-free kibble', Hypoallergenic: 'hypoallergenic diet (vet prescribed)' }[d.diet];
  const sex = d.sex === 'M' ? 'Dog' : 'Bitch';
  dogFacts(d, file, { breed: `Breed/type: ${d.breed}`, sex: `Sex: ${sex}`, weight: `Weight: ${d.lb} lb`, born: `DOB: ${ukDate(d.born)}`, vacc: `Vaccs current: ${d.vacc ? 'Y' : 'N'}`, diet: `Feeding: ${feeding}`, chip: `Chip no.: ${chip}` });
  corpus.write(file, txtProfile({
    txtHeader: `INTAKE SHEET — ${d.name.toUpperCase()}\nNidderdale Paws, Killinghall`,
    sections: [{ rows: [['Dog', d.name], ['Breed/type', d.breed], ['Sex', sex], ['Owner name', d.owner], ['Weight', `${d.lb} lb`], ['DOB', ukDate(d.born)], ['Vaccs current', d.vacc ? 'Y' : 'N'], ['Feeding', feeding], ['Chip no.', chip], ['Vet', L(k, ['Nidd Vale Vets, Harrogate', 'Ripon Farm & Pet Vets', 'Castle Vets, Knaresborough'])]] }],
    lead: [`Weighed on the old scales at the front desk (lb). ${d.vacc ? 'Vaccination card seen.' : 'Card not seen — owner to bring it.'}`],
  }));
});

// (a3) the register CSV (kg, ISO dates)
{
  const file = 'dogs/dog-register.csv';
  const rows = byLayout(dogs, 'csv').map((d) => {
    dogFacts(d, file, { sex: d.sex, weight: String(d.kg), born: d.born, vacc: d.vacc ? 'Y' : 'N', diet: d.diet });
    return [d.name, d.breed, d.sex, d.owner, d.kg, d.born, d.vacc ? 'Y' : 'N', d.diet, d.chip];
  });
  corpus.write(file, delimited(['Dog', 'Breed', 'Sex (M/F)', 'Owner', 'Weight (kg)', 'Date of birth', 'Vaccinated (Y/N)', 'Diet', 'Microchip'], rows));
}

// (a4) the booking system's nested JSON export (weights in lb)
{
  const file = 'dogs/petbooker-export-2025-09-01.json';
  const recs = byLayout(dogs, 'json').map((d, k) => {
    const diet = d.diet.toLowerCase();
    dogFacts(d, file, { sex: `"sex": "${d.sex === 'M' ? 'male' : 'female'}"`, weight: `"value": ${d.lb}`, born: d.born, vacc: `"status": "${d.vacc ? 'current' : 'expired'}"`, diet: `"diet": "${diet}"` });
    return {
      id: `pet_${(0x51c3 + k * 977).toString(16)}`,
      pet: { name: d.name, breed: d.breed, sex: d.sex === 'M' ? 'male' : 'female', dateOfBirth: d.born, microchip: d.chip },
      owner: { name: d.owner, account: `NP-${1200 + k * 7}` },
      health: { weight: { value: d.lb, unit: 'lb' }, vaccinations: { status: d.vacc ? 'current' : 'expired', kennelCough: d.vacc } },
      feeding: { diet, mealsPerDay: L(k, [2, 2, 1, 3]) },
    };
  });
  corpus.write(file, JSON.stringify({ export: { system: 'PetBooker', site: 'Nidderdale Paws', generated: '2025-09-01T06:30:00Z', weightUnit: 'lb', count: recs.length }, pets: recs }, null, 2) + '\n');
}

// (a5) Dutch dog pages (infobox)
byLayout(dogs, 'nlbox').forEach((d, k) => {
  const file = `utrecht/honden/${slug(d.name)}.html`;
  const s = { breed: `${NL_BREED[d.breed]}`, sex: d.sex === 'M' ? 'reu' : 'teef', weight: `${nlNum(d.kg)} kg`, born: nlDate(d.born), vacc: d.vacc ? 'ja' : 'nee', diet: NL_DIET[d.diet], chip: d.chip };
  dogFacts(d, file, s);
  corpus.write(file, htmlInfoboxPage({
    title: d.name,
    sections: [{ heading: 'Hond', rows: [['Ras', s.breed], ['Geslacht', s.sex], ['Eigenaar', d.owner], ['Gewicht', s.weight], ['Geboortedatum', s.born], ['Gevaccineerd', s.vacc], ['Voeding', s.diet], ['Chipnummer', d.chip]] }],
    lead: [`${d.name} logeert regelmatig bij Dierenpension De Vechtstreek in Utrecht. ${L(k, ['Speelt graag met andere honden.', 'Is bang voor onweer.', 'Trekt aan de lijn.', 'Rustige hond, slaapt veel.'])}`],
    footer: 'Dierenpension De Vechtstreek — klantenkaart',
  }));
});

// (a6) Dutch register TSV (units inside the values)
{
  const file = 'utrecht/hondenregister.tsv';
  const rows = byLayout(dogs, 'nltsv').map((d) => {
    const s = { breed: NL_BREED[d.breed], sex: d.sex === 'M' ? 'reu' : 'teef', weight: `${nlNum(d.kg)} kg`, born: nlDash(d.born), vacc: d.vacc ? 'ja' : 'nee', diet: NL_DIET[d.diet] };
    dogFacts(d, file, s);
    return [d.name, s.breed, s.sex, d.owner, s.weight, s.born, s.vacc, s.diet, d.chip];
  });
  corpus.write(file, delimited(['Naam', 'Ras', 'Geslacht', 'Eigenaar', 'Gewicht', 'Geboortedatum', 'Gevaccineerd', 'Voeding', 'Chipnummer'], rows, '\t'));
}

// (a7) new dogs only in sentences: the reception e-mail
{
  const file = 'email/2025-06-23-new-dogs-registered.eml';
  const out = ['From: Debbie Hirst <reception@nidderdalepaws.co.uk>', 'To: team@nidderdalepaws.co.uk', 'Date: Mon, 23 Jun 2025 09:41:05 +0100', 'Subject: New dogs on the system this week', '', 'Morning all,', '', 'Four new dogs registered over the weekend, ready for the summer rush. Cards are being printed.', ''];
  byLayout(dogs, 'mail').forEach((d, k) => {
    const [He, his] = pron(d);
    const kgWords = Number.isInteger(d.kg) ? `${words(d.kg)} kilos` : `${d.kg} kg`;
    const vacc = d.vacc ? `${his} vaccinations are up to date` : `${his} vaccinations have lapsed, so no stay until the booster is done`;
    const diet = { 'Kennel food': 'will eat our kennel food', 'Own food': 'comes with own food', Raw: 'is fed raw', 'Grain-free': 'is on a grain-free diet', Hypoallergenic: 'needs the hypoallergenic food' }[d.diet];
    const sex = d.sex === 'M' ? 'male' : 'bitch';
    dogFacts(d, file, { breed: d.breed, sex, weight: kgWords, born: fmtDate(d.born, 'long'), vacc: d.vacc ? 'vaccinations are up to date' : 'vaccinations have lapsed', diet, chip: d.chip });
    out.push(k % 2 === 0
      ? `${d.name} is a ${d.breed} (${sex}) belonging to ${d.owner}, born ${fmtDate(d.born, 'long')}. ${He} weighs ${kgWords} and ${diet}; ${vacc}. Chip ${d.chip}.`
      : `${d.owner} has also registered ${d.name}, a ${sex} ${d.breed} born on ${fmtDate(d.born, 'long')}, who ${diet}. Weighed in at ${kgWords}; ${vacc}. Microchip number ${d.chip}.`, '');
  });
  out.push('Thanks,', 'Debbie', '', 'Reception | Nidderdale Paws', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ owners: pages
// (b1) HTML spec table (label set A)
{
  const file = 'customers/account-holders.html';
  const xs = byLayout(owners, 'html');
  xs.forEach((o, k) => {
    const since = fmtDate(o.since, k % 2 ? 'short' : 'long');
    ownerFacts(o, file, { balance: gbp(o.balance), since });
  });
  corpus.write(file, htmlTablePage({
    title: 'Account holders — Harrogate',
    docTitle: 'Nidderdale Paws — account holders',
    crumbs: ['Nidderdale Paws', 'Customers', 'Account holders'],
    lead: ['Balances are amounts owed to us at the end of August 2025; £0.00 means the account is settled.'],
    colA: 'Field', colB: 'Details',
    sections: xs.map((o, k) => ({ heading: o.name, rows: [['Town', o.town], ['Phone', o.phone], ['Emergency contact', `${o.ec} (${o.rel})`], ['Account balance', gbp(o.balance)], ['Customer since', fmtDate(o.since, k % 2 ? 'short' : 'long')]] })),
    footer: 'Card payments and bank transfer accepted; balances over £100 are chased after 30 days.',
  }));
}
// (b2) flat CRM JSON (label set B)
{
  const file = 'customers/crm-export.json';
  const recs = byLayout(owners, 'json').map((o) => {
    ownerFacts(o, file, { balance: `"balance_gbp": ${o.balance}`, since: o.since, phone: o.phone });
    return { customer: o.name, town: o.town, tel: o.phone, emergency_contact_name: o.ec, emergency_contact_relation: o.rel, balance_gbp: o.balance, first_visit: o.since, dogs: dogs.filter((d) => d.owner === o.name).map((d) => d.name) };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
// (b3) four customers only in an e-mail's sentences
const FEM = ['Megan', 'Hannah', 'Gemma'];
{
  const file = 'email/2025-08-29-account-updates.eml';
  const out = ['From: Debbie Hirst <reception@nidderdalepaws.co.uk>', 'To: Julie Ramsden <julie@nidderdalepaws.co.uk>', 'Date: Fri, 29 Aug 2025 16:12:40 +0100', 'Subject: Account updates before the bank holiday', '', 'Hi Julie,', '', "I've checked the details of the four customers who are not on the account-holders page yet. So you have them:", ''];
  byLayout(owners, 'mail').forEach((o, k) => {
    const bal = o.balance ? `still owes ${gbp(o.balance)}` : k % 2 === 0 ? 'is settled, nothing owing' : 'has paid in full, nothing owing';
    ownerFacts(o, file, { balance: o.balance ? gbp(o.balance) : 'nothing owing' });
    out.push(k % 2 === 0
      ? `${o.name} lives in ${o.town} and can be reached on ${o.phone}. If we can't get hold of ${FEM.includes(o.name.split(' ')[0]) ? 'her' : 'him'}, the emergency contact is ${FEM.includes(o.name.split(' ')[0]) ? 'her' : 'his'} ${o.rel}, ${o.ec}. The account ${bal}.`
      : `${o.name} (${o.town}, phone ${o.phone}) ${bal}; emergency contact ${o.ec}, ${o.rel}.`, '');
  });
  out.push('Have a good weekend,', 'Debbie', '');
  corpus.write(file, out.join('\n'));
}
// (b4) Dutch customer list (definition list)
{
  const file = 'utrecht/klanten.html';
  const xs = byLayout(owners, 'nl');
  xs.forEach((o) => ownerFacts(o, file, { balance: eur(o.balance), since: nlDate(o.since) }));
  corpus.write(file, htmlDlPage({
    title: 'Klanten — Dierenpension De Vechtstreek',
    site: 'Dierenpension De Vechtstreek, Utrecht',
    lead: ['Saldo = openstaand bedrag per 31 augustus 2025.'],
    sections: xs.map((o) => ({ heading: o.name, rows: [['Woonplaats', o.town], ['Telefoon', o.phone], ['Contactpersoon bij nood', `${o.ec} (${NL_REL[o.rel] ?? o.rel})`], ['Saldo', eur(o.balance)], ['Klant sinds', nlDate(o.since)]] })),
    footer: 'Vertrouwelijk — alleen voor medewerkers.',
  }));
}

// ------------------------------------------------------------------ runs: pages
{
  const file = 'runs/riverside-block.html';
  const xs = byLayout(runs, 'html');
  xs.forEach((x) => runFacts(x, file, { block: 'Riverside', kind: `${x.kind}`, area: `${x.area} m²`, heated: x.heated ? 'Underfloor heating' : 'Unheated', rate: gbp(x.rate), maxW: `${x.maxW} kg` }));
  corpus.write(file, htmlTablePage({
    title: 'Riverside block — run specifications',
    crumbs: ['Nidderdale Paws', 'Kennels', 'Riverside block'],
    lead: ['Each Riverside run has an indoor sleeping area and a covered outdoor section; floor areas are the indoor part only. The Ure run is our family run and takes two dogs from the same household.'],
    sections: xs.map((x) => ({ heading: x.name, rows: [['Block', 'Riverside'], ['Type', x.kind], ['Floor area', `${x.area} m²`], ['Heating', x.heated ? 'Underfloor heating' : 'Unheated'], ['Nightly rate', gbp(x.rate)], ['Max dog weight', `${x.maxW} kg`]] })),
    footer: 'Rates from 1 April 2025, per dog per night (family run: per run).',
  }));
}
{
  const file = 'runs/moor-block.md';
  const xs = byLayout(runs, 'yaml');
  xs.forEach((x) => runFacts(x, file, { block: 'block: Moor', kind: x.kind, area: `${x.area} sq ft`, heated: `| Heated | ${x.heated ? 'Yes' : 'No'} |`, rate: gbp(x.rate), maxW: `${x.maxW} lb` }));
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['block', 'Moor'], ['site', 'Nidderdale Paws, Killinghall'], ['built', 2008], ['measured_in', 'imperial (sq ft, lb)'], ['updated', '2025-08-01']],
    title: 'Moor block kennels',
    lead: ['The Moor block is the older timber building by the paddock. Sizes are from the original plans, in square feet.'],
    colA: 'Item', colB: 'Detail',
    sections: xs.map((x) => ({ heading: x.name, rows: [['Kennel type', x.kind], ['Size', `${x.area} sq ft`], ['Heated', x.heated ? 'Yes' : 'No'], ['Price per night', gbp(x.rate)], ['Weight limit', `${x.maxW} lb`]] })),
    footer: 'Heaters in the Moor block are wall-mounted oil radiators, on from October to April.',
  }));
}
{
  const file = 'utrecht/kennels.html';
  const xs = byLayout(runs, 'nl');
  const WING = { 'North wing': 'Noordvleugel', 'Garden wing': 'Tuinvleugel' };
  const KIND = { Standard: 'Standaard', 'Small dog run': 'Kleine-hondenkennel', 'Family run': 'Familiekennel', 'Deluxe suite': 'Luxe suite' };
  xs.forEach((x) => runFacts(x, file, { block: WING[x.block], kind: KIND[x.kind], area: `${dec(x.area, 1)} m²`, heated: `Verwarmd</dt><dd>${x.heated ? 'ja' : 'nee'}`, rate: eur(x.rate), maxW: `${x.maxW} kg` }));
  corpus.write(file, htmlDlPage({
    title: 'Kennels — Dierenpension De Vechtstreek',
    site: 'Dierenpension De Vechtstreek, Utrecht',
    lead: ['Alle kennels hebben een binnen- en een buitenverblijf. Prijzen per nacht, inclusief voer.'],
    sections: xs.map((x) => ({ heading: `Kennel ${x.name}`, rows: [['Vleugel', WING[x.block]], ['Soort', KIND[x.kind]], ['Oppervlakte', `${dec(x.area, 1)} m²`], ['Verwarmd', x.heated ? 'ja' : 'nee'], ['Prijs per nacht', eur(x.rate)], ['Maximaal gewicht', `${x.maxW} kg`]] })),
    footer: 'Prijzen geldig vanaf 1 januari 2025.',
  }));
}

// ------------------------------------------------------------------ staff
// [name, site, role, rate, start, qualifications, layout, stated role]
const STAFF_DEF = [
  ['Julie Ramsden', 'Harrogate', 'Kennel manager', 16.8, '2012-04-02', ['OCN Level 3 Kennel Management', 'Canine first aid'], 'md'],
  ['Chloe Barraclough', 'Harrogate', 'Kennel assistant', 12.4, '2020-08-03', ['OCN Level 2 Animal Care', 'Canine first aid'], 'md'],
  ['Liam Exley', 'Harrogate', 'Kennel assistant', 12.21, '2023-05-22', ['Canine first aid'], 'md'],
  ['Nathan Wood', 'Harrogate', 'Kennel assistant', 12.21, '2024-03-18', [], 'md'],
  ['Debbie Hirst', 'Harrogate', 'Receptionist', 12.75, '2017-11-06', [], 'md'],
  ['Amy Calvert', 'Harrogate', 'Senior groomer', 15.5, '2016-09-05', ['City & Guilds Level 3 Dog Grooming', 'Canine first aid'], 'box'],
  ['Kieran Booth', 'Harrogate', 'Groomer', 13.2, '2021-06-14', ['City & Guilds Level 2 Dog Grooming'], 'box'],
  ['Sophie Wray', 'Harrogate', 'Groomer', 13.65, '2019-02-11', ['City & Guilds Level 3 Dog Grooming'], 'box'],
  ['Ellie Moorhouse', 'Harrogate', 'Groomer', 13, '2025-09-01', ['City & Guilds Level 2 Dog Grooming'], 'mail'],
  ['Josh Pearson', 'Harrogate', 'Kennel assistant', 12.21, '2025-09-08', ['Canine first aid'], 'mail'],
  ['Annelies de Groot', 'Utrecht', 'Kennel manager', 19.8, '2014-03-01', ['MBO 4 Animal Care', 'Canine first aid'], 'nl'],
  ['Daan Vermeulen', 'Utrecht', 'Groomer', 16.4, '2018-06-15', ['Dog grooming diploma'], 'nl'],
  ['Eva Hendriks', 'Utrecht', 'Groomer', 15.9, '2021-09-01', ['Dog grooming diploma', 'Canine first aid'], 'nl'],
  ['Thijs Kok', 'Utrecht', 'Kennel assistant', 14.1, '2022-01-10', ['MBO 2 Animal Care'], 'nl'],
];
const staff = STAFF_DEF.map(([name, site, role, rate, start, quals, layout]) => ({ name, site, role, rate, start, quals, layout }));
const ST = Object.fromEntries(staff.map((p) => [p.name, p]));
function staffFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
  F('site', p.site, 'place', s.site ?? '');
  F('role', p.role, 'text', s.role);
  F('hourly_rate', p.rate, cur(p.site), s.rate);
  F('started', p.start, 'date', s.start);
  F('qualifications', p.quals, 'list', s.quals);
}
{
  const file = 'staff/harrogate-team.md';
  const xs = byLayout(staff, 'md');
  xs.forEach((p, k) => staffFacts(p, file, { role: `Role: ${p.role}`, rate: gbp(p.rate), start: fmtDate(p.start, k % 2 ? 'short' : 'long'), quals: p.quals.length ? p.quals.join('; ') : 'Qualifications: none yet' }));
  corpus.write(file, mdBulletsNote({
    title: 'Harrogate team — kennels and front office',
    lead: ['Kennel staff and reception. The grooming team has its own page (staff/grooming-team.html). Rates are per hour from 1 April 2025.'],
    sections: xs.map((p, k) => ({ heading: p.name, rows: [['Role', p.role], ['Hourly rate', gbp(p.rate)], ['Start date', fmtDate(p.start, k % 2 ? 'short' : 'long')], ['Qualifications', p.quals.length ? p.quals.join('; ') : 'none yet']] })),
    footer: 'Kennel staff work a rota of early (7:00–15:00) and late (11:00–19:00) shifts.',
  }));
}
{
  const file = 'staff/grooming-team.html';
  const xs = byLayout(staff, 'box');
  xs.forEach((p) => staffFacts(p, file, { role: p.role, rate: `£${p.rate.toFixed(2)} per hour`, start: fmtDate(p.start, 'dotted'), quals: p.quals.join(', ') }));
  corpus.write(file, htmlInfoboxPage({
    title: 'The grooming team',
    sections: xs.map((p) => ({ heading: p.name, rows: [['Position', p.role], ['Pay', `£${p.rate.toFixed(2)} per hour`], ['Joined', fmtDate(p.start, 'dotted')], ['Certificates', p.quals.join(', ')]] })),
    lead: ['Our groomers work Tuesday to Saturday in the salon next to reception. Amy Calvert has led the salon since it opened.'],
    footer: 'Nidderdale Paws grooming salon',
  }));
}
{
  const file = 'email/2025-08-15-new-starters.eml';
  const e = ST['Ellie Moorhouse'];
  const j = ST['Josh Pearson'];
  staffFacts(e, file, { role: 'groomer', rate: '£13.00 an hour', start: fmtDate(e.start, 'long'), quals: 'Level 2 in dog grooming' });
  staffFacts(j, file, { role: 'kennel assistant', rate: '£12.21', start: fmtDate(j.start, 'long'), quals: 'canine first aid' });
  corpus.write(file, `From: Julie Ramsden <julie@nidderdalepaws.co.uk>
To: team@nidderdalepaws.co.uk
Date: Fri, 15 Aug 2025 17:02:11 +0100
Subject: Two new faces in September

Hi everyone,

Good news: we have filled both posts. Ellie Moorhouse starts on ${fmtDate(e.start, 'long')} as a groomer in the salon, on
£13.00 an hour. She has her City & Guilds Level 2 in dog grooming and has been working at a mobile grooming van in
Leeds, so she is quick with the clippers.

Josh Pearson joins the kennel team on ${fmtDate(j.start, 'long')} as a kennel assistant on the usual £12.21. He did
his canine first aid course in July and has two rescue greyhounds of his own.

Please make them welcome. Rotas for September are on the board.

Julie
`);
}
{
  const file = 'utrecht/medewerkers.md';
  const xs = byLayout(staff, 'nl');
  const ROLE_NL = { 'Daan Vermeulen': 'Trimmer', 'Eva Hendriks': 'Trimster', 'Annelies de Groot': 'Bedrijfsleider', 'Thijs Kok': 'Dierenverzorger' };
  const QUAL_NL = { 'MBO 4 Animal Care': 'MBO 4 Dierverzorging', 'MBO 2 Animal Care': 'MBO 2 Dierverzorging', 'Canine first aid': 'EHBO voor honden', 'Dog grooming diploma': 'Diploma Hondentrimmer' };
  xs.forEach((p) => staffFacts(p, file, { role: `Functie | ${ROLE_NL[p.name]}`, rate: eur(p.rate), start: nlDate(p.start), quals: p.quals.map((q) => QUAL_NL[q]).join(', ') }));
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['locatie', 'Dierenpension De Vechtstreek'], ['plaats', 'Utrecht'], ['bijgewerkt', '2025-08-28']],
    title: 'Medewerkers',
    lead: ['Overzicht van de vaste medewerkers. Uurlonen bruto, per 1 juli 2025.'],
    colA: 'Gegeven', colB: 'Waarde',
    sections: xs.map((p) => ({ heading: p.name, rows: [['Functie', ROLE_NL[p.name]], ['Uurloon', eur(p.rate)], ['In dienst sinds', nlDate(p.start)], ["Diploma's", p.quals.map((q) => QUAL_NL[q]).join(', ')]] })),
  }));
}
// WIDE tables: hours worked per month, March–August 2025
const MKEYS = ['mar', 'apr', 'may', 'jun', 'jul', 'aug'];
for (const p of staff) {
  p.hours = {};
  if (p.layout === 'mail') continue;
  const base = p.role === 'Receptionist' ? 110 : p.role === 'Groomer' && p.site === 'Harrogate' ? 128 : 150;
  MKEYS.forEach((m) => (p.hours[m] = Math.round((base + r.int(-14, 18) + (m === 'aug' || m === 'jul' ? 12 : 0)) * 2) / 2));
}
ST['Daan Vermeulen'].hours.jul = 151.5;
ST['Eva Hendriks'].hours.jul = 163;
{
  const file = 'staff/hours-worked-mar-aug-2025.csv';
  const rows = staff.filter((p) => p.site === 'Harrogate' && p.layout !== 'mail').map((p) => {
    MKEYS.forEach((m) => corpus.also(p.name, 'staff', `hours_2025_${m}`, p.hours[m], 'h', String(p.hours[m]), file));
    return [p.name, p.role, ...MKEYS.map((m) => p.hours[m])];
  });
  corpus.write(file, delimited(['Staff member', 'Role', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'], rows));
}
{
  const file = 'utrecht/gewerkte-uren-2025.md';
  const out = ['# Gewerkte uren maart – augustus 2025', '', 'Dierenpension De Vechtstreek. Uren per maand volgens de prikklok.', '', '| Medewerker | mrt | apr | mei | jun | jul | aug |', '|---|---|---|---|---|---|---|'];
  staff.filter((p) => p.site === 'Utrecht').forEach((p) => {
    MKEYS.forEach((m) => corpus.also(p.name, 'staff', `hours_2025_${m}`, p.hours[m], 'h', dec(p.hours[m], 1), file));
    out.push(`| ${p.name} | ${MKEYS.map((m) => dec(p.hours[m], 1)).join(' | ')} |`);
  });
  out.push('', 'Juli en augustus: extra uren door de zomerdrukte.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ bookings
const hgDogs = dogs.filter((d) => d.site === 'Harrogate');
const nlDogs = dogs.filter((d) => d.site === 'Utrecht');
const bookings = [];
function makeBooking(code, dog, runName, arrival, nights, layout) {
  const run = RUN[runName];
  if (dog.kg > run.maxKg) throw new Error(`${dog.name} (${dog.kg} kg) too heavy for ${runName}`);
  const b = { code, dog: dog.name, run: runName, site: run.site, arrival, departure: addDays(arrival, nights), nights, total: r2(nights * run.rate), deposit: r.chance(0.7), layout };
  bookings.push(b);
  return b;
}
{
  // Harrogate: 23 bookings between late June and late September
  const hgRuns = runs.filter((x) => x.site === 'Harrogate');
  const layouts = [...Array(10).fill('tsv'), ...Array(6).fill('yaml'), ...Array(5).fill('csv'), ...Array(2).fill('mail')];
  const pool = r.shuffle(hgDogs);
  const used = new Map();
  let seq = 11;
  for (let i = 0; i < 23; i++) {
    const dog = pool[i % pool.length];
    const fits = hgRuns.filter((x) => dog.kg <= x.maxKg);
    const pref = fits.filter((x) => (used.get(x.name) ?? 0) < 3);
    const run = r.pick(pref.length ? pref : fits);
    used.set(run.name, (used.get(run.name) ?? 0) + 1);
    const arrival = addDays('2025-06-27', r.int(0, 88));
    const nights = r.weighted([[2, 0.15], [3, 0.15], [4, 0.15], [5, 0.1], [7, 0.2], [10, 0.1], [14, 0.15]]);
    const month = arrival.slice(2, 4) + arrival.slice(5, 7);
    makeBooking(`BK-${month}-${pad(seq, 3)}`, dog, run.name, arrival, nights, layouts[i]);
    seq += r.int(1, 9);
  }
  // Utrecht: 7 reserveringen
  const nlRuns = runs.filter((x) => x.site === 'Utrecht');
  let nseq = 24;
  for (let i = 0; i < 7; i++) {
    const dog = nlDogs[(i * 3) % nlDogs.length];
    const fits = nlRuns.filter((x) => dog.kg <= x.maxKg);
    const run = r.pick(fits);
    const arrival = addDays('2025-07-04', r.int(0, 70));
    const nights = r.weighted([[3, 0.2], [5, 0.2], [7, 0.3], [10, 0.15], [14, 0.15]]);
    makeBooking(`RES-25-${pad(nseq, 3)}`, dog, run.name, arrival, nights, 'nljson');
    nseq += r.int(1, 6);
  }
}
const BK = Object.fromEntries(bookings.map((b) => [b.code, b]));
function bookingFacts(b, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(b.code, 'booking', attr, value, unit, stated, file);
  F('dog', b.dog, 'text', b.dog);
  F('run', b.run, 'text', s.run ?? b.run);
  F('arrival', b.arrival, 'date', s.arrival);
  F('departure', b.departure, 'date', s.departure);
  F('nights', b.nights, '', s.nights);
  F('total', b.total, cur(b.site), s.total);
  F('deposit_paid', b.deposit, 'bool', s.deposit);
}
const shortWd = (iso) => `${EN_DAYS[wd(iso)].slice(0, 3)} ${fmtDate(iso, 'short')}`;
{
  const file = 'bookings/kennel-diary-summer-2025.tsv';
  const rows = byLayout(bookings, 'tsv').sort((a, b) => (a.arrival < b.arrival ? -1 : 1)).map((b) => {
    const s = { arrival: ukDate(b.arrival), departure: ukDate(b.departure), nights: `${b.nights} nights`, total: gbp(b.total), deposit: b.deposit ? 'paid' : 'not paid' };
    bookingFacts(b, file, s);
    return [b.code, b.dog, DOG[b.dog].owner, b.run, s.arrival, s.departure, s.nights, s.total, s.deposit];
  });
  corpus.write(file, delimited(['Booking', 'Dog', 'Owner', 'Run', 'Arrival', 'Departure', 'Stay', 'Total', 'Deposit'], rows, '\t'));
}
{
  const file = 'bookings/confirmations-sent.md';
  const xs = byLayout(bookings, 'yaml').sort((a, b) => (a.arrival < b.arrival ? -1 : 1));
  xs.forEach((b) => bookingFacts(b, file, { run: `| Kennel | ${b.run} |`, arrival: shortWd(b.arrival), departure: shortWd(b.departure), nights: '', total: `GBP ${b.total.toFixed(2)}`, deposit: `| Deposit received | ${b.deposit ? 'Yes' : 'No'} |` }));
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['document', 'Booking confirmations sent'], ['site', 'Harrogate'], ['period', 'July - September 2025'], ['sent_by', 'reception']],
    title: 'Booking confirmations',
    lead: ['Copies of the confirmation e-mails, one table per booking. Check-in from 8am, check-out by 11am.'],
    colA: 'Booking', colB: 'Details',
    sections: xs.map((b) => ({ heading: `${b.code} — ${b.dog}`, rows: [['Dog', b.dog], ['Owner', DOG[b.dog].owner], ['Kennel', b.run], ['Check-in', shortWd(b.arrival)], ['Check-out', shortWd(b.departure)], ['Total', `GBP ${b.total.toFixed(2)}`], ['Deposit received', b.deposit ? 'Yes' : 'No']] })),
  }));
}
{
  const file = 'bookings/online-bookings-export.csv';
  const rows = byLayout(bookings, 'csv').map((b) => {
    bookingFacts(b, file, { arrival: b.arrival, departure: b.departure, nights: String(b.nights), total: b.total.toFixed(2), deposit: b.deposit ? 'Y' : 'N' });
    return [b.code, b.dog, DOG[b.dog].owner, b.run, b.arrival, b.departure, b.nights, b.total.toFixed(2), b.deposit ? 'Y' : 'N'];
  });
  corpus.write(file, delimited(['Ref', 'Dog', 'Owner', 'Run', 'Arrival', 'Departure', 'Nights', 'Total (GBP)', 'Deposit paid (Y/N)'], rows));
}
{
  const file = 'email/2025-06-30-phone-bookings.eml';
  const [a, b] = byLayout(bookings, 'mail');
  const da = DOG[a.dog];
  const db = DOG[b.dog];
  const dayDate = (iso) => `${EN_DAYS[wd(iso)]} ${fmtDate(iso, 'long').replace(/ 2025$/, '')}`;
  bookingFacts(a, file, { arrival: dayDate(a.arrival), departure: dayDate(a.departure), nights: `${words(a.nights)} nights`, total: gbp(a.total), deposit: a.deposit ? 'deposit has been paid' : 'no deposit yet' });
  bookingFacts(b, file, { arrival: dayDate(b.arrival), departure: dayDate(b.departure), nights: `${words(b.nights)} nights`, total: gbp(b.total), deposit: b.deposit ? 'deposit is paid' : 'deposit is still to pay' });
  corpus.write(file, `From: Debbie Hirst <reception@nidderdalepaws.co.uk>
To: Julie Ramsden <julie@nidderdalepaws.co.uk>
Cc: kennels@nidderdalepaws.co.uk
Date: Mon, 30 Jun 2025 17:25:09 +0100
Subject: Two phone bookings to go in the diary

Hi Julie,

Two bookings taken over the phone this afternoon; the online system was down so they are not in the export.

${da.owner} rang about ${a.dog}: booked into ${a.run} (booking ${a.code}) from ${dayDate(a.arrival)} to ${dayDate(a.departure)},
${words(a.nights)} nights, ${gbp(a.total)} in total. The ${a.deposit ? 'deposit has been paid' : 'booking is held with no deposit yet'}.

${db.owner} booked ${b.dog} into ${b.run} (booking ${b.code}) from ${dayDate(b.arrival)} to ${dayDate(b.departure)},
which is ${words(b.nights)} nights and comes to ${gbp(b.total)}; the ${b.deposit ? 'deposit is paid' : 'deposit is still to pay'}.

Could you add both to the kennel diary?

Thanks,
Debbie
`);
}
{
  const file = 'utrecht/reserveringen-zomer-2025.json';
  const recs = byLayout(bookings, 'nljson').map((b) => {
    bookingFacts(b, file, { arrival: b.arrival, departure: b.departure, nights: `"nachten": ${b.nights}`, total: `"totaal": ${b.total}`, deposit: `"betaald": ${b.deposit}` });
    return { reservering: b.code, hond: { naam: b.dog, eigenaar: DOG[b.dog].owner }, kennel: b.run, verblijf: { aankomst: b.arrival, vertrek: b.departure, nachten: b.nights }, prijs: { totaal: b.total, valuta: 'EUR' }, aanbetaling: { betaald: b.deposit, bedrag: b.deposit ? 50 : 0 } };
  });
  corpus.write(file, JSON.stringify({ bron: 'Reserveringssysteem De Vechtstreek', periode: 'zomer 2025', reserveringen: recs }, null, 2) + '\n');
}

// ------------------------------------------------------------------ grooming appointments
// services: [name, min duration, max duration, price base GBP, EUR]
const SERVICES = {
  'Full groom': [90, 180, 42, 52],
  'Bath and brush': [45, 75, 28, 35],
  'Hand strip': [120, 180, 55, 65],
  'Nail clip': [15, 20, 10, 12.5],
  'Puppy groom': [45, 60, 25, 30],
  'De-shed treatment': [60, 120, 38, 45],
};
const NL_SERVICE = { 'Full groom': 'Volledige trimbeurt', 'Bath and brush': 'Wassen en borstelen', 'Hand strip': 'Plukken', 'Nail clip': 'Nagels knippen', 'Puppy groom': 'Puppytrim', 'De-shed treatment': 'Ontharingsbehandeling' };
const grooms = [];
{
  const hgGroomers = ['Amy Calvert', 'Kieran Booth', 'Sophie Wray'];
  const nlGroomers = ['Daan Vermeulen', 'Eva Hendriks'];
  const svcFor = (d) => {
    if (['Border Terrier', 'Miniature Schnauzer', 'West Highland White Terrier', 'Lurcher'].includes(d.breed) && r.chance(0.6)) return 'Hand strip';
    if (d.born > '2024-06-01') return 'Puppy groom';
    return r.weighted([['Full groom', 0.38], ['Bath and brush', 0.26], ['Nail clip', 0.14], ['De-shed treatment', 0.14], ['Hand strip', 0.08]]);
  };
  const layouts = [...Array(8).fill('json'), ...Array(6).fill('cards'), ...Array(4).fill('diary'), ...Array(6).fill('nl')];
  const hgPool = r.shuffle(hgDogs);
  const nlPool = r.shuffle(nlDogs);
  let seq = 301;
  let nseq = 41;
  layouts.forEach((layout, i) => {
    const nl = layout === 'nl';
    const dog = nl ? nlPool[i % nlPool.length] : hgPool[i % hgPool.length];
    const service = svcFor(dog);
    const [lo, hi, pg, pe] = SERVICES[service];
    const duration = service === 'Nail clip' ? r.pick([15, 20]) : Math.round(r.int(lo, hi) / 15) * 15;
    const base = nl ? pe : pg;
    const price = r2(base + (['Nail clip'].includes(service) ? 0 : Math.round(((duration - lo) / 15) * 4 + r.int(0, 2) * 2.5)));
    const date = nl ? addDays('2025-07-01', r.int(0, 60)) : layout === 'diary' ? null : addDays('2025-07-01', r.int(0, 61));
    const groomer = nl ? nlGroomers[i % 2] : hgGroomers[r.int(0, 2)];
    const code = nl ? `TR-25-${pad(nseq, 3)}` : `GR-25-${seq}`;
    if (nl) nseq += r.int(1, 5);
    else seq += r.int(1, 12);
    grooms.push({ code, dog: dog.name, groomer, service, duration, price, date, site: nl ? 'Utrecht' : 'Harrogate', layout });
  });
  // the salon diary covers one week in July
  const diaryDays = ['2025-07-08', '2025-07-09', '2025-07-11', '2025-07-12'];
  grooms.filter((g) => g.layout === 'diary').forEach((g, k) => (g.date = diaryDays[k]));
}
const GR = Object.fromEntries(grooms.map((g) => [g.code, g]));
function groomFacts(g, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(g.code, 'grooming', attr, value, unit, stated, file);
  F('date', g.date, 'date', s.date);
  F('dog', g.dog, 'text', g.dog);
  F('groomer', g.groomer, 'person', s.groomer ?? g.groomer);
  F('service', g.service, 'text', s.service);
  F('duration', g.duration, 'min', s.duration);
  F('price', g.price, cur(g.site), s.price);
}
const hm = (m) => (m < 60 ? `${m} minutes` : m % 60 === 0 ? `${m / 60} hour${m === 60 ? '' : 's'}` : `${Math.floor(m / 60)} h ${m % 60} min`);
{
  const file = 'grooming/salon-bookings-export.json';
  const recs = byLayout(grooms, 'json').map((g) => {
    groomFacts(g, file, { date: g.date, service: `"service": "${g.service.toLowerCase()}"`, duration: `"duration_min": ${g.duration}`, price: `"price_gbp": ${g.price}` });
    return { ref: g.code, date: g.date, dog: g.dog, owner: DOG[g.dog].owner, groomer: g.groomer, service: g.service.toLowerCase(), duration_min: g.duration, price_gbp: g.price, paid: true };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'grooming/appointment-cards-summer-2025.html';
  const xs = byLayout(grooms, 'cards');
  xs.forEach((g) => groomFacts(g, file, { date: fmtDate(g.date, 'us'), service: g.service, duration: `Time booked</dt><dd>${hm(g.duration)}`, price: gbp(g.price) }));
  corpus.write(file, htmlDlPage({
    title: 'Grooming appointment cards',
    site: 'Nidderdale Paws — grooming salon',
    lead: ['Printed cards for the salon wall, summer 2025. Time booked includes drying.'],
    sections: xs.map((g) => ({ heading: g.code, rows: [['Dog', `${g.dog} (${DOG[g.dog].breed})`], ['Date', fmtDate(g.date, 'us')], ['Groomer', g.groomer], ['Service', g.service], ['Time booked', hm(g.duration)], ['Price', gbp(g.price)]] })),
    footer: 'Cancellations with less than 24 hours notice are charged in full.',
  }));
}
{
  const file = 'grooming/salon-diary-july-2025.md';
  const out = ['# Salon diary — week of 7 July 2025', '', 'Written up at the end of each day by whoever closes the salon.', ''];
  const DUR_WORDS = { 30: 'half an hour', 45: 'three quarters of an hour', 60: 'an hour', 75: 'an hour and a quarter', 90: 'an hour and a half', 105: 'an hour and three quarters', 120: 'two hours', 135: 'two and a quarter hours', 150: 'two and a half hours', 165: 'two and three quarter hours', 180: 'three hours', 15: 'fifteen minutes', 20: 'twenty minutes' };
  byLayout(grooms, 'diary').forEach((g, k) => {
    const d = DOG[g.dog];
    const first = g.groomer.split(' ')[0];
    const dur = DUR_WORDS[g.duration] ?? `${g.duration} minutes`;
    const svc = { 'Full groom': 'full groom', 'Bath and brush': 'bath and brush', 'Hand strip': 'hand strip', 'Nail clip': 'nail clip', 'Puppy groom': 'puppy groom', 'De-shed treatment': 'de-shed treatment' }[g.service];
    groomFacts(g, file, { date: `${EN_DAYS[wd(g.date)]} ${fmtDate(g.date, 'long')}`, groomer: first, service: svc, duration: dur, price: gbp(g.price) });
    out.push(`## ${EN_DAYS[wd(g.date)]} ${fmtDate(g.date, 'long')}`, '');
    out.push(k % 2 === 0
      ? `${g.dog} (${d.breed}) came in for a ${svc} with ${first} — booking ${g.code}. It took ${dur} in the end and we charged ${gbp(g.price)}. ${L(k, ['Very matted behind the ears.', '', 'Good as gold on the table.'])}`
      : `${first} did ${g.dog}'s ${svc} (${g.code}); ${dur}, ${gbp(g.price)} paid by card. ${L(k, ['', 'Owner asked for a shorter cut next time.', '', 'Wriggly — two of us needed for the back feet.'])}`.trimEnd(), '');
  });
  out.push('Dryer 2 making a rattling noise again — Julie has rung the engineer.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'utrecht/trimsalon-afspraken.tsv';
  const rows = byLayout(grooms, 'nl').map((g) => {
    const dur = g.duration % 30 === 0 && g.duration >= 60 && g.duration % 60 !== 0 ? `${dec(g.duration / 60, 1)} uur` : g.duration % 60 === 0 ? `${g.duration / 60} uur` : `${g.duration} min`;
    groomFacts(g, file, { date: nlDash(g.date), service: NL_SERVICE[g.service], duration: dur, price: eur(g.price) });
    return [g.code, nlDash(g.date), g.dog, g.groomer, NL_SERVICE[g.service], dur, eur(g.price)];
  });
  corpus.write(file, delimited(['Afspraak', 'Datum', 'Hond', 'Trimmer', 'Behandeling', 'Duur', 'Prijs'], rows, '\t'));
}

// ------------------------------------------------------------------ food and supply orders
// [code, site, date, supplier, product, bag weight, weight unit, qty, unit price, delivered, layout]
const ORDER_DEF = [
  ['PO-25-031', 'Harrogate', '2025-06-02', "Skinner's", 'Field & Trial Duck & Rice', 15, 'kg', 12, 41.99, true, 'csv'],
  ['PO-25-034', 'Harrogate', '2025-06-16', 'Burns Pet Nutrition', 'Burns Original Chicken & Brown Rice', 12, 'kg', 6, 52.5, true, 'csv'],
  ['PO-25-038', 'Harrogate', '2025-07-01', 'Natural Instinct', 'Working Dog Chicken (raw, frozen)', 2, 'kg', 20, 9.6, true, 'csv'],
  ['PO-25-041', 'Harrogate', '2025-07-14', 'Arden Grange', 'Sensitive Ocean White Fish', 12, 'kg', 4, 64.99, true, 'csv'],
  ['PO-25-045', 'Harrogate', '2025-07-28', 'Dales Agricultural Supplies', 'Dust-extracted wood shavings', 20, 'kg', 30, 11.75, true, 'csv'],
  ['PO-25-049', 'Harrogate', '2025-08-11', "Skinner's", 'Field & Trial Puppy', 2.5, 'kg', 8, 11.2, false, 'csv'],
  ['PO-25-052', 'Harrogate', '2025-08-22', "James Wellbeloved", 'Senior Turkey & Rice', 33, 'lb', 5, 68.5, false, 'yaml'],
  ['PO-25-053', 'Harrogate', '2025-08-25', 'Dales Agricultural Supplies', 'Vetbed offcuts (bale)', 44, 'lb', 3, 39, true, 'yaml'],
  ['PO-25-055', 'Harrogate', '2025-08-27', "Skinner's", 'Field & Trial Duck & Rice', 15, 'kg', 16, 41.99, false, 'mail'],
  ['PO-25-056', 'Harrogate', '2025-08-27', 'Natural Instinct', 'Natural Turkey (raw, frozen)', 1, 'kg', 40, 5.2, false, 'mail'],
  ['BST-25-017', 'Utrecht', '2025-06-10', 'Farm Food', 'Farm Food HE Adult', 15, 'kg', 8, 58.95, true, 'nl'],
  ['BST-25-021', 'Utrecht', '2025-07-03', 'Carnibest', 'Carnibest Kip Compleet (diepvries)', 5, 'kg', 12, 17.5, true, 'nl'],
  ['BST-25-026', 'Utrecht', '2025-07-29', 'Farm Food', 'Farm Food HE Senior', 12.5, 'kg', 4, 49.95, true, 'nl'],
  ['BST-25-029', 'Utrecht', '2025-08-26', 'Carnibest', 'Carnibest Eend Compleet (diepvries)', 5, 'kg', 10, 19.25, false, 'nl'],
];
const orders = ORDER_DEF.map(([code, site, date, supplier, product, bag, bagUnit, qty, unit, delivered, layout]) => ({
  code, site, date, supplier, product, bag, bagUnit, qty, unit, delivered, layout, bagKg: bagUnit === 'lb' ? r4(bag * LB) : bag, total: r2(qty * unit),
}));
function orderFacts(o, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(o.code, 'order', attr, value, unit, stated, file);
  F('site', o.site, 'place', '');
  F('ordered', o.date, 'date', s.date);
  F('supplier', o.supplier, 'text', o.supplier);
  F('product', o.product, 'text', o.product);
  F('bag_weight', o.bagKg, 'kg', s.bag);
  F('quantity', o.qty, 'bags', s.qty);
  F('total', o.total, cur(o.site), s.total);
  F('delivered', o.delivered, 'bool', s.delivered);
}
{
  const file = 'supplies/purchase-orders-2025.csv';
  const rows = byLayout(orders, 'csv').map((o) => {
    orderFacts(o, file, { date: fmtDate(o.date, 'dotted'), bag: String(o.bag), qty: String(o.qty), total: o.total.toFixed(2), delivered: o.delivered ? 'Y' : 'N' });
    return [o.code, fmtDate(o.date, 'dotted'), o.supplier, o.product, o.bag, o.qty, o.unit.toFixed(2), o.total.toFixed(2), o.delivered ? 'Y' : 'N'];
  });
  corpus.write(file, delimited(['PO', 'Date', 'Supplier', 'Product', 'Bag size (kg)', 'Qty (bags)', 'Unit price (£)', 'Total (£)', 'Delivered (Y/N)'], rows));
}
{
  const file = 'supplies/delivery-notes.md';
  const xs = byLayout(orders, 'yaml');
  xs.forEach((o) => orderFacts(o, file, { date: fmtDate(o.date, 'us'), bag: `${o.bag} lb`, qty: `| Bags | ${o.qty} |`, total: `GBP ${o.total.toFixed(2)}`, delivered: o.delivered ? 'Delivered' : 'Awaiting delivery' }));
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['folder', 'supplies'], ['site', 'Harrogate'], ['kept_by', 'Julie Ramsden']],
    title: 'Delivery notes — late August orders',
    lead: ['US-sourced sacks are labelled in pounds; we copy the label.'],
    colA: 'Field', colB: 'Value',
    sections: xs.map((o) => ({ heading: o.code, rows: [['Ordered', fmtDate(o.date, 'us')], ['Supplier', o.supplier], ['Product', o.product], ['Bag weight', `${o.bag} lb`], ['Bags', o.qty], ['Order total', `GBP ${o.total.toFixed(2)}`], ['Status', o.delivered ? `Delivered ${fmtDate(addDays(o.date, 3), 'short')}` : 'Awaiting delivery']] })),
  }));
}
{
  const file = 'email/2025-08-27-feed-order.eml';
  const [a, b] = byLayout(orders, 'mail');
  orderFacts(a, file, { date: fmtDate(a.date, 'long'), bag: `${a.bag}-kilo`, qty: `${a.qty} bags`, total: gbp(a.total), delivered: 'not arrived yet' });
  orderFacts(b, file, { date: fmtDate(b.date, 'long'), bag: `${b.bag} kg`, qty: `${words(b.qty)} packs`, total: gbp(b.total), delivered: 'due on Tuesday' });
  corpus.write(file, `From: Julie Ramsden <julie@nidderdalepaws.co.uk>
To: accounts@nidderdalepaws.co.uk
Date: Wed, 27 Aug 2025 15:48:02 +0100
Subject: Feed orders placed today

Hi,

Two orders went in today, ${fmtDate(a.date, 'long')}, ahead of the bank holiday rush:

${a.code}: ${a.qty} bags of ${a.supplier} ${a.product}, the ${a.bag}-kilo sacks, ${gbp(a.total)} — not arrived yet, they
said Friday.

${b.code}: ${words(b.qty)} packs of ${b.supplier} ${b.product}, ${b.bag} kg each, ${gbp(b.total)}, due on Tuesday with the
freezer van.

Both on the account, 30 days.

Julie
`);
}
{
  const file = 'utrecht/bestellingen-2025.csv';
  const rows = byLayout(orders, 'nl').map((o) => {
    orderFacts(o, file, { date: nlDash(o.date), bag: dec(o.bag, 1), qty: String(o.qty), total: dec(o.total), delivered: o.delivered ? 'ja' : 'nee' });
    return [o.code, nlDash(o.date), o.supplier, o.product, dec(o.bag, 1), o.qty, dec(o.unit), dec(o.total), o.delivered ? 'ja' : 'nee', o.delivered ? nlDash(addDays(o.date, 4)) : 'n/a'];
  });
  const head = 'Dierenpension De Vechtstreek - bestellingen voer en benodigdheden\nExport: 01-09-2025 08:30;Gebruiker: adegroot\nBedragen in euro, incl. btw\n\n';
  corpus.write(file, head + delimited(['Bestelnr', 'Datum', 'Leverancier', 'Product', 'Zakgewicht (kg)', 'Aantal zakken', 'Prijs per zak', 'Totaal (€)', 'Geleverd', 'Leverdatum'], rows, ';'));
}

// ------------------------------------------------------------------ prose: minutes (Calder) and the Dutch e-mail (Amstel, Loes, Joep)
{
  const file = 'admin/team-meeting-minutes-2025-06.md';
  const x = RUN.Calder;
  runFacts(x, file, { block: 'Riverside block', kind: 'deluxe suite', area: `${words(x.area)} square metres`, heated: 'underfloor heating', rate: `£${x.rate} a night`, maxW: `${words(x.maxW)} kilos` });
  corpus.write(file, `# Team meeting — 3 June 2025

Present: Julie Ramsden (chair), Amy Calvert, Sophie Wray, Kieran Booth, Chloe Barraclough, Debbie Hirst.
Apologies: Liam Exley.

1. **New run.** The Calder run at the end of the Riverside block opened on 1 June. It is a deluxe suite of
   ${words(x.area)} square metres with underfloor heating, and we are charging £${x.rate} a night. Because of the wider door
   it takes dogs up to ${words(x.maxW)} kilos. Debbie to add it to the booking system.
2. **Summer occupancy.** July is 86 % booked already; August 94 %. No more than two new-customer trial nights per week.
3. **Kennel cough.** Two cases in Knaresborough reported by Castle Vets. Reminder: intranasal vaccine at least 14 days
   before arrival; no card, no stay.
4. **Salon.** Amy proposed a second drying cabinet (about £1,450); agreed in principle, to be bought in the autumn.
5. **Rota.** Summer evening walks at 18:30; the paddock gate padlock code changes on Monday.

Next meeting: 1 July 2025.
`);
}
{
  const file = 'utrecht/email-2025-06-26-nieuwe-honden-en-kennel.eml';
  const x = RUN.Amstel;
  runFacts(x, file, { block: 'tuinvleugel', kind: 'luxe suite', area: `${dec(x.area, 1)} m²`, heated: 'niet verwarmd', rate: `€ ${dec(x.rate)} per nacht`, maxW: `${x.maxW} kilo` });
  const lines = [];
  byLayout(dogs, 'nlmail').forEach((d, k) => {
    const sex = d.sex === 'M' ? 'reu' : 'teef';
    const vacc = d.vacc ? 'is volledig gevaccineerd' : 'is nog niet gevaccineerd';
    const diet = { 'Kennel food': 'eet ons pensionvoer', 'Own food': 'krijgt eigen voer mee', Raw: 'krijgt rauwvoer', 'Grain-free': 'krijgt graanvrij voer', Hypoallergenic: 'krijgt hypoallergeen dieetvoer' }[d.diet];
    dogFacts(d, file, { breed: NL_BREED[d.breed], sex, weight: `${nlNum(d.kg)} kg`, born: nlDate(d.born), vacc, diet, chip: d.chip });
    lines.push(k === 0
      ? `${d.name} is een ${NL_BREED[d.breed]} (${sex}) van ${d.owner}, geboren op ${nlDate(d.born)}. Ze weegt ${nlNum(d.kg)} kg, ${vacc} en ${diet}. Chipnummer ${d.chip}.`
      : `Daarnaast komt ${d.name}, een ${NL_BREED[d.breed]} (${sex}) van ${d.owner}. Geboren ${nlDate(d.born)}, weegt ${nlNum(d.kg)} kg; ${vacc} en ${diet}. Chip: ${d.chip}.`);
  });
  corpus.write(file, `Van: Annelies de Groot <annelies@devechtstreek.nl>
Aan: Julie Ramsden <julie@nidderdalepaws.co.uk>
Datum: do 26 jun 2025 14:20
Onderwerp: Nieuwe honden en de nieuwe kennel

Hoi Julie,

Even een update uit Utrecht. De nieuwe luxe suite Amstel in de tuinvleugel is vanaf 1 juli te boeken: ${dec(x.area, 1)} m², niet verwarmd
(hij ligt op het zuiden), € ${dec(x.rate)} per nacht, voor honden tot ${x.maxW} kilo.

Er zijn twee nieuwe honden ingeschreven:

${lines.join('\n\n')}

Groeten uit Utrecht,
Annelies
`);
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `NIDDERDALE PAWS — SHARED DRIVE (September 2025)
Boarding kennels and grooming salon, Ripley Road, Killinghall, Harrogate HG3 2DX.
Partner kennels: Dierenpension De Vechtstreek, Utrecht (files under utrecht/ are in Dutch).

dogs/         dog profiles, intake sheets, the register and the PetBooker export
customers/    account holders and the CRM export
runs/         kennel runs (Riverside block in metric, Moor block in imperial)
bookings/     kennel diary, confirmations, online bookings
grooming/     salon bookings, appointment cards, salon diary
staff/        team pages and hours worked
supplies/     purchase orders and delivery notes
admin/ policies/ newsletters/ email/
`);
corpus.write('policies/vaccination-policy.md', `# Vaccination policy

Every boarder must be vaccinated against distemper, hepatitis, parvovirus and leptospirosis (DHPPi + L), with the
booster no more than 12 months old on the day of arrival. Kennel cough (Bordetella) vaccine at least 14 days before
the stay — three weeks for the injectable one.

- Puppies: second puppy vaccination at least 2 weeks before the first stay.
- Titre tests are accepted if dated within the last 3 years.
- Dogs without a current card are refused at check-in; the deposit is not refunded.

Flea and worming treatment within the last month is expected. We treat with Frontline on arrival for £8.50 if not.
`);
corpus.write('policies/feeding-guide.md', `# Feeding guide (kennel food)

Our kennel food is Skinner's Field & Trial Duck & Rice. Daily amount by body weight, split into two meals:

| Body weight | Grams per day |
|---|---|
| 5 kg | 90 |
| 10 kg | 150 |
| 20 kg | 255 |
| 30 kg | 345 |
| 40 kg | 430 |

Owners may bring their own food (labelled, in a sealed tub). Raw-fed dogs: frozen packs are defrosted in the
kitchen fridge for 24 hours; never on the side. Water bowls are refilled three times a day.
`);
corpus.write('admin/prices-and-opening-hours-2025.md', `# Opening hours and general prices, 2025

Check-in 8:00–11:00 and 15:00–17:30; check-out by 11:00. Closed to visitors on Sundays (boarders are cared for as
usual) and on Christmas Day.

- Deposit: £30 per booking, non-refundable within 14 days of arrival.
- Administration of medication: £1.50 per day.
- Bank holiday and Christmas surcharge: £4 per night.
- Grooming price guide: bath and brush from £28, full groom from £42, hand strip from £55, nail clip £10.
- Collection and drop-off within 5 miles of Killinghall: £12 each way.

Prices include VAT.
`);
corpus.write('admin/council-licence-2024.md', `# Animal activity licence — boarding for dogs

Issued by: North Yorkshire Council (Harrogate area), Licensing
Licence number: AAL/2024/0387
Activities: providing boarding for dogs (kennels); grooming is not a licensable activity
Star rating: 5 stars (higher standards, low risk)
Licence period: 3 years, from 14 March 2024 to 13 March 2027
Maximum number of dogs at any one time: 24

Inspector's summary: "Clean, well-run premises. Runs in the Riverside block exceed the minimum sizes; the older Moor
block needs its roof felt replaced within 18 months."
`);
corpus.write('newsletters/summer-2025.md', `# Nidderdale Paws news — summer 2025

What a summer! Over the school holidays we looked after more than 120 different dogs, and the salon did 340 grooms.
The new Calder suite opened in June and has hardly been empty since.

**Staff news.** Two new starters join us in September. Sophie completed her Level 3 grooming qualification last
year, and Chloe is now our first-aid trainer.

**Christmas bookings** open on 1 October. Last year we were full by the middle of November, so book early.

**Photo competition:** send us your dog's best holiday photo; the winner gets a free bath and brush.
`);
corpus.write('utrecht/huisregels.md', `# Huisregels — Dierenpension De Vechtstreek

1. Brengen en halen: maandag tot en met zaterdag van 8.00 tot 11.00 uur en van 16.00 tot 18.00 uur.
2. Inenting: cocktail (DHP + L) niet ouder dan 1 jaar; kennelhoest minimaal 2 weken voor aankomst.
3. Aanbetaling: € 50 per reservering, niet terug bij annulering binnen 14 dagen.
4. Eigen mand en speelgoed mag mee; wij zijn niet aansprakelijk voor schade.
5. Loopsheid: teven die loops zijn, kunnen niet logeren.

Met vragen: bel 030 123 4567.
`);
corpus.write('admin/fire-drill-log.csv', delimited(['Date', 'Building', 'Time to evacuate (min)', 'Dogs on site', 'Staff', 'Notes'], [
  ['2025-01-14', 'Riverside block', '6', '11', '3', 'leads hung by each door helped'],
  ['2025-04-08', 'Moor block', '9', '15', '3', 'padlock on paddock gate slowed us'],
  ['2025-07-15', 'Riverside block', '7', '22', '4', 'full house; salon staff helped'],
  ['2025-07-15', 'Moor block', '8', '', '2', 'same drill, second building'],
]));
corpus.write('utrecht/nieuwsbrief-zomer-2025.md', `# Nieuwsbrief zomer 2025

De zomer was druk: in juli en augustus logeerden er 96 honden bij ons en de trimsalon deed 180 behandelingen.
De nieuwe luxe suite in de tuinvleugel is sinds juli open en bijna altijd bezet.

Onze Engelse partner Nidderdale Paws bij Harrogate kwam in mei op bezoek; we wisselen ervaringen uit over
kennelhoest en over voer.

Kerstreserveringen: vanaf 1 oktober. Let op: de prijzen stijgen in 2026 met 4 procent.
`);

const stats = corpus.flush(source);
console.log(`kennels: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
