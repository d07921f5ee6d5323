#!/usr/bin/env node
// Vets corpus (held-out): the shared drive of a small veterinary group — 48 patients (pets), 22 owners (clients),
// 10 vets, 4 clinics, and a few background documents.
//   node bench/corpora/vets/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "vets-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Canonical units of source.csv: weight kg (a page saying "9.3 lb" holds 9.3 × 0.45359237 kg, "9 lb 5 oz" holds
// (9 + 5/16) × 0.45359237, "1,150 g" holds 1.15, "14 oz" holds 14 × 0.028349523125), money in the currency the
// page states (GBP, EUR or USD, never converted), dates ISO. Bristol and Cork weigh in kg (small animals in grams),
// Ghent in kg with decimal commas, Portland (US) in pounds and ounces with US dates and dollars.
// Links: pet → owner → clinic; pet → vet → clinic; clinic → clinical director (a vet). Pet pages never name the
// clinic.
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
const r = rng('vets-v1');

const KG_PER_LB = 0.45359237;
const KG_PER_OZ = 0.028349523125;
const GROUP = 'Fernhill Veterinary Group';

// ------------------------------------------------------------------ clinics
const CLINICS = [
  { name: 'Clifton Clinic', city: 'Bristol', country: 'United Kingdom', address: '18 Whiteladies Road, Bristol BS8 2LG', phone: '+44 117 496 0231', opened: 2006, rooms: 4, emergency: true, style: 'uk' },
  { name: 'Douglas Road Clinic', city: 'Cork', country: 'Ireland', address: '72 Douglas Road, Cork T12 X2C4', phone: '+353 21 496 0718', opened: 2012, rooms: 3, emergency: false, style: 'ie' },
  { name: 'Kouter Clinic', city: 'Ghent', country: 'Belgium', address: 'Kouter 41, 9000 Gent', phone: '+32 9 496 13 52', opened: 2016, rooms: 2, emergency: false, style: 'be' },
  { name: 'Munjoy Hill Clinic', city: 'Portland', country: 'United States', address: '95 Congress Street, Portland, ME 04101', phone: '+1 207 555 0164', opened: 2019, rooms: 5, emergency: true, style: 'us' },
];
const CLINIC = Object.fromEntries(CLINICS.map((c) => [c.city, c]));
const CUR = { uk: 'GBP', ie: 'EUR', be: 'EUR', us: 'USD' };

// ------------------------------------------------------------------ vets [name, city, role, specialism, qualified, joined, fee, weekends]
const VETS = [
  ['Amelia Shaw', 'Bristol', 'Clinical director', 'General practice', 2001, '2006-04-03', 52, false],
  ['Rhys Pritchard', 'Bristol', 'Senior veterinary surgeon', 'Surgery', 2009, '2013-09-16', 58, true],
  ['Hannah Blake', 'Bristol', 'Veterinary surgeon', 'Exotics', 2017, '2019-02-11', 49, true],
  ['Ciarán Doyle', 'Cork', 'Clinical director', 'Surgery', 2004, '2012-05-21', 60, false],
  ['Orla Nolan', 'Cork', 'Veterinary surgeon', 'Dermatology', 2014, '2016-10-03', 55, true],
  ['Elke Verbruggen', 'Ghent', 'Clinical director', 'Cardiology', 2008, '2016-01-18', 45, false],
  ['Jonas Maes', 'Ghent', 'Veterinary surgeon', 'Exotics', 2018, '2020-06-01', 42, true],
  ['Michael Torres', 'Portland', 'Clinical director', 'Surgery', 2005, '2019-03-04', 95, false],
  ['Sarah Lindgren', 'Portland', 'Senior veterinarian', 'Dentistry', 2011, '2019-08-26', 85, true],
  ['Kevin Park', 'Portland', 'Veterinarian', 'General practice', 2020, '2022-01-10', 78, true],
].map(([name, city, role, specialism, qualified, joined, fee, weekends]) => ({ name, city, clinic: CLINIC[city], role, specialism, qualified, joined, fee, weekends }));
for (const c of CLINICS) c.director = VETS.find((v) => v.city === c.city && v.role === 'Clinical director');

// ------------------------------------------------------------------ owners [name, city, client since, preferred contact, balance, number of pets]
const OWNERS = [
  ['Margaret Hughes', 'Bristol', '2007-02-14', 'Phone', 0, 3],
  ['Tom Ashdown', 'Bristol', '2015-06-30', 'Email', 86.4, 2],
  ['Priya Chauhan', 'Bristol', '2019-11-05', 'Text message', 0, 2],
  ['Gareth Lewis', 'Bristol', '2011-03-22', 'Phone', 212.75, 3],
  ['Ellie Fairweather', 'Bristol', '2021-08-09', 'Email', 0, 1],
  ['Sam Okonjo', 'Bristol', '2023-01-17', 'Text message', 45.0, 2],
  ['Siobhán Murphy', 'Cork', '2012-07-02', 'Phone', 0, 2],
  ['Declan O’Sullivan', 'Cork', '2013-10-28', 'Email', 130.5, 3],
  ['Niamh Kelly', 'Cork', '2018-04-12', 'Text message', 0, 2],
  ['Patrick Coughlan', 'Cork', '2016-12-01', 'Phone', 58.2, 1],
  ['Aisling Barry', 'Cork', '2022-05-23', 'Email', 0, 2],
  ['Lieselot De Smet', 'Ghent', '2016-03-08', 'Email', 0, 2],
  ['Bram Peeters', 'Ghent', '2017-09-19', 'Phone', 74.9, 2],
  ['Fien Claes', 'Ghent', '2020-02-03', 'Text message', 0, 3],
  ['Wout Janssens', 'Ghent', '2018-06-25', 'Email', 19.5, 1],
  ['Ana Moreira', 'Ghent', '2023-10-16', 'Phone', 0, 2],
  ['Karen Whitaker', 'Portland', '2019-04-01', 'Email', 0, 3],
  ['Jamal Brooks', 'Portland', '2019-07-15', 'Text message', 340.0, 2],
  ['Emily Chen', 'Portland', '2020-10-20', 'Email', 0, 2],
  ['Dave Kowalczyk', 'Portland', '2021-02-08', 'Phone', 127.35, 2],
  ['Rosa Delgado', 'Portland', '2022-09-12', 'Text message', 0, 2],
  ['Hank Morrison', 'Portland', '2024-01-29', 'Phone', 66.0, 1],
].map(([name, city, since, contact, balance, n], i) => ({
  name, city, clinic: CLINIC[city], since, contact, balance, n,
  phone: `${CLINIC[city].phone.slice(0, -4)}${String(2000 + i * 137).slice(-4)}`,
  email: `${slug(name).replace(/-/g, '.')}@mail.example`,
}));

// ------------------------------------------------------------------ the 48 patients
const PET_NAMES = ['Biscuit', 'Luna', 'Pepper', 'Mochi', 'Juniper', 'Bramble', 'Otis', 'Hazel', 'Ziggy', 'Clementine', 'Rufus', 'Nala', 'Pickles', 'Marmalade', 'Tofu', 'Winston',
  'Poppy', 'Diesel', 'Saffron', 'Bo', 'Kiwi', 'Loki', 'Maple', 'Pip', 'Thistle', 'Domino', 'Sprout', 'Jasper', 'Figaro', 'Honey', 'Bruno', 'Cleo', 'Nutmeg', 'Archie', 'Willow',
  'Mr Darcy', 'Sir Pounce', 'Daisy', 'Basil', 'Olive', 'Ginger', 'Milo', 'Fudge', 'Gizmo', 'Pumpkin', 'Dotty', 'Sable', 'Waffles'];
const BREEDS = {
  Dog: [['Labrador Retriever', 25, 36], ['Border Collie', 14, 22], ['Cocker Spaniel', 12, 16], ['French Bulldog', 9, 14], ['Jack Russell Terrier', 5, 8], ['German Shepherd', 28, 40],
    ['Dachshund', 7, 12], ['Greyhound', 26, 34], ['Cavalier King Charles Spaniel', 6, 9]],
  Cat: [['Domestic Shorthair', 3.5, 6], ['Maine Coon', 5.5, 8.5], ['British Shorthair', 4, 7], ['Siamese', 3, 5], ['Ragdoll', 4.5, 7.5]],
  Rabbit: [['Netherland Dwarf', 0.9, 1.3], ['Holland Lop', 1.4, 2.0], ['Lionhead', 1.3, 1.8], ['Continental Giant', 6, 8]],
  'Guinea pig': [['Abyssinian', 0.8, 1.2], ['American', 0.75, 1.15], ['Teddy', 0.8, 1.1]],
  Ferret: [['Sable ferret', 0.7, 1.9], ['Albino ferret', 0.6, 1.6]],
};
const CONDITIONS = {
  Dog: ['Arthritis', 'Hip dysplasia', 'Atopic dermatitis', 'Obesity', 'Dental disease', 'Heart murmur'],
  Cat: ['Hyperthyroidism', 'Chronic kidney disease', 'Dental disease', 'Diabetes', 'Obesity', 'Heart murmur'],
  Rabbit: ['Dental disease', 'Snuffles'],
  'Guinea pig': ['Dental disease'],
  Ferret: ['Adrenal disease', 'Insulinoma'],
};
const INSURERS = { uk: ['Petplan', 'ManyPets', 'Animal Friends'], ie: ['Allianz Pet', 'Petinsure'], be: ['Santévet', 'Assurimo'], us: ['Trupanion', 'Healthy Paws', 'Nationwide'] };

const pets = [];
{
  let ni = 0;
  for (const o of OWNERS) {
    const vets = VETS.filter((v) => v.city === o.city);
    for (let j = 0; j < o.n; j++) {
      const species = r.weighted([['Dog', 44], ['Cat', 34], ['Rabbit', 10], ['Guinea pig', 7], ['Ferret', 5]]);
      const [breed, wlo, whi] = r.pick(BREEDS[species]);
      const exotic = ['Rabbit', 'Guinea pig', 'Ferret'].includes(species);
      const exoticVet = vets.find((v) => v.specialism === 'Exotics');
      const vet = exotic && exoticVet ? exoticVet : r.pick(vets);
      const sex = r.chance(0.5) ? 'Male' : 'Female';
      const y = species === 'Guinea pig' ? r.int(2020, 2023) : r.int(2010, 2023);
      const born = isoDate(y, r.int(1, 12), r.int(1, 28));
      const lastVisit = isoDate(2024, r.int(3, 10), r.int(1, 28));
      const conds = r.chance(0.45) ? [] : r.sample(CONDITIONS[species], r.weighted([[1, 3], [2, 1]]));
      const insured = r.chance(species === 'Dog' ? 0.7 : species === 'Cat' ? 0.5 : 0.2);
      const cur = CUR[o.clinic.style];
      const billBase = (cur === 'USD' ? 1.6 : 1) * r.float(35, 260);
      const bill = Math.round(billBase * 100) / 100;
      pets.push({
        name: PET_NAMES[ni++], owner: o, vet, clinic: o.clinic, species, breed, sex, neutered: r.chance(exotic ? 0.45 : 0.8), born,
        kg: r.float(wlo, whi), chipped: r.chance(exotic ? 0.3 : 0.85), chip: `9851120${String(r.int(10000000, 99999999))}`,
        insured, insurer: insured ? r.pick(INSURERS[o.clinic.style]) : null, vaccinated: r.chance(0.72), lastVisit, bill, currency: cur, conditions: conds,
        colour: r.pick(species === 'Dog' ? ['Black', 'Yellow', 'Tricolour', 'Brindle', 'Liver and white', 'Fawn'] : species === 'Cat' ? ['Tabby', 'Black', 'Ginger', 'Tortoiseshell', 'Seal point', 'White'] : ['Agouti', 'White', 'Brown', 'Black and white', 'Sable']),
      });
    }
  }
}

// ------------------------------------------------------------------ how a page states each value
const comma = (s) => String(s).replace('.', ',');
const usDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
};
const dateStyles = { uk: ['long', 'short', 'iso'], ie: ['long', 'iso', 'us'], be: ['dotted', 'iso'], us: ['us', 'slash'] };
function dateText(iso, style, k) {
  const ss = dateStyles[style];
  const s = ss[k % ss.length];
  return s === 'slash' ? usDate(iso) : fmtDate(iso, s);
}
const small = (p) => p.kg < 2.5;
/** → [text, kg] */
function weightText(p, k) {
  const st = p.clinic.style;
  if (st === 'us') {
    const lb = p.kg / KG_PER_LB;
    if (small(p)) {
      const oz = Math.round(lb * 16);
      if (k % 2 === 0 && oz < 48) return [`${oz} oz`, oz * KG_PER_OZ];
      const l1 = Math.round(lb * 10) / 10;
      return [`${l1} lb`, l1 * KG_PER_LB];
    }
    const l1 = Math.round(lb * 10) / 10;
    if (k % 3 === 1) {
      const whole = Math.floor(lb);
      const oz = Math.round((lb - whole) * 16);
      if (oz > 0 && oz < 16) return [`${whole} lb ${oz} oz`, (whole + oz / 16) * KG_PER_LB];
    }
    if (k % 3 === 2) return [`${l1} lbs (${(l1 * KG_PER_LB).toFixed(1)} kg)`, l1 * KG_PER_LB];
    return [`${l1} lb`, l1 * KG_PER_LB];
  }
  if (small(p) && st !== 'be' && k % 2 === 0) {
    const g = Math.round(p.kg * 100) * 10;
    return [`${group(g)} g`, g / 1000];
  }
  if (small(p) && st === 'be' && k % 2 === 0) {
    const g = Math.round(p.kg * 100) * 10;
    return [`${g} g`, g / 1000];
  }
  const kg = small(p) ? Math.round(p.kg * 100) / 100 : Math.round(p.kg * 10) / 10;
  const t = small(p) ? kg.toFixed(2) : kg.toFixed(1);
  if (st === 'be') return [[`${comma(t)} kg`, `${comma(t)}kg`][k % 2], kg];
  return [[`${t} kg`, `${t}kg`, `${t} kilograms`][k % 3], kg];
}
function moneyText(style, x, k) {
  const f = x.toFixed(2);
  if (style === 'uk') return [`£${group(f)}`, `GBP ${group(f)}`, `£${group(f)}`][k % 3];
  if (style === 'ie') return [`€${group(f)}`, `${group(f)} EUR`][k % 2];
  if (style === 'be') return [`€ ${comma(f)}`, `${comma(f)} EUR`, `€${comma(f)}`][k % 3];
  return [`$${group(f)}`, `USD ${group(f)}`, `${group(f)} USD`][k % 3];
}
const speciesText = (p, k) => ({ Dog: ['Dog', 'Canine', 'dog'], Cat: ['Cat', 'Feline', 'cat'], Rabbit: ['Rabbit', 'Rabbit', 'rabbit'], 'Guinea pig': ['Guinea pig', 'Cavy', 'guinea pig'], Ferret: ['Ferret', 'Ferret', 'ferret'] }[p.species][k % 3]);
const sexText = (p, k) => [p.sex, p.sex === 'Male' ? 'M' : 'F', p.sex.toLowerCase()][k % 3];
// neutered: one row of its own, or folded into the sex row ("Female (spayed)", "Male (entire)")
const neuterRow = (p, k) =>
  [
    ['Neutered', p.neutered ? 'Yes' : 'No'],
    ['Spayed/neutered', p.neutered ? '✓' : '✗'],
    ['Entire', p.neutered ? 'No' : 'Yes'],
    ['Desexed', p.neutered ? 'yes' : 'no'],
    null,
  ][k % 5];
const combinedSex = (p) => `${p.sex} (${p.neutered ? (p.sex === 'Male' ? 'neutered' : 'spayed') : 'entire'})`;
const chipRow = (p, k) =>
  [
    ['Microchipped', p.chipped ? 'Yes' : 'No'],
    ['Microchip', p.chipped ? p.chip : 'none'],
    ['Chipped', p.chipped ? '✓' : '✗'],
    ['No microchip', p.chipped ? 'No' : 'Yes'],
  ][k % 4];
const insRow = (p, k) =>
  [
    ['Insured', p.insured ? `Yes (${p.insurer})` : 'No'],
    ['Insurance', p.insured ? p.insurer : 'none'],
    ['Uninsured', p.insured ? 'No' : 'Yes'],
    ['Pet insurance', p.insured ? '✓' : '✗'],
  ][k % 4];
const vacRow = (p, k) =>
  [
    ['Vaccinations', p.vaccinated ? 'up to date' : 'overdue'],
    ['Booster overdue', p.vaccinated ? 'No' : 'Yes'],
    ['Vaccines current', p.vaccinated ? '✓' : '✗'],
    ['Vaccination status', p.vaccinated ? 'Current' : 'Lapsed'],
  ][k % 4];
const ownerLabel = (k) => ['Owner', 'Client', 'Registered owner', 'Owner', 'Keeper'][k % 5];
const vetLabel = (k) => ['Usual vet', 'Primary vet', 'Vet', 'Seen by', 'Attending vet'][k % 5];
const vetName = (v, k) => (k % 4 === 3 ? `Dr ${v.name}` : v.name);
const weightLabel = (k) => ['Weight', 'Body weight', 'Weight', 'Last weight'][k % 4];
const bornLabel = (k) => ['Date of birth', 'Born', 'DOB', 'Date of birth'][k % 4];
const visitLabel = (k) => ['Last visit', 'Last seen', 'Last consultation'][k % 3];
const billLabel = (k) => ['Last invoice', 'Last bill', 'Amount of last invoice', 'Last invoice'][k % 4];
const condText = (p) => (p.conditions.length ? p.conditions.join(', ') : 'none');

function pageStates(p, k) {
  const [weight, kg] = weightText(p, k);
  return { weight, kg, species: speciesText(p, k), sex: sexText(p, k), born: dateText(p.born, p.clinic.style, k), visit: dateText(p.lastVisit, p.clinic.style, k + 1),
    bill: moneyText(p.clinic.style, p.bill, k), neuter: neuterRow(p, k), chip: chipRow(p, k)[1], ins: insRow(p, k)[1], vac: vacRow(p, k)[1], vet: vetName(p.vet, k),
    conditions: condText(p) };
}

function specRows(p, s, k) {
  const rows = [
    ['Patient', p.name],
    ['Species', s.species],
    ['Breed', p.breed],
    ['Colour', p.colour],
  ];
  if (s.neuter) rows.push(['Sex', s.sex], s.neuter);
  else rows.push(['Sex', combinedSex(p)]);
  rows.push(
    [bornLabel(k), s.born],
    [weightLabel(k), s.weight],
    chipRow(p, k),
    vacRow(p, k),
    insRow(p, k),
    [['Conditions', 'Ongoing conditions', 'Medical history'][k % 3], s.conditions],
    [visitLabel(k), s.visit],
    [billLabel(k), s.bill],
    [ownerLabel(k), p.owner.name],
    [vetLabel(k), s.vet],
  );
  return rows;
}
function petProse(p, s, k) {
  const he = p.sex === 'Male' ? 'He' : 'She';
  const opts = [
    `${p.name} is a ${p.breed.toLowerCase().startsWith(p.species.toLowerCase()) ? p.breed.toLowerCase() : `${p.breed} ${p.species.toLowerCase()}`} born on ${fmtDate(p.born, 'long')}.`,
    `At the last check-up ${p.name} weighed ${s.weight}.`,
    `${he} is usually seen by ${p.vet.name}.`,
    `${p.name} was last seen on ${fmtDate(p.lastVisit, 'long')}; the invoice came to ${s.bill}.`,
    `${p.name} belongs to ${p.owner.name}.`,
  ];
  return [opts[k % opts.length]];
}

// ------------------------------------------------------------------ facts
const corpus = new Corpus(dir);
function petFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'pet', attr, value, unit, stated, file);
  F('species', p.species, '', s.species);
  F('breed', p.breed, '', p.breed);
  F('colour', p.colour, '', p.colour);
  F('sex', p.sex, '', s.sex);
  F('neutered', p.neutered, 'bool', s.neuterStated ?? '');
  F('date_of_birth', p.born, 'date', s.born);
  F('weight', s.kg, 'kg', s.weight);
  F('microchipped', p.chipped, 'bool', s.chip);
  F('insured', p.insured, 'bool', s.ins);
  F('vaccinations_up_to_date', p.vaccinated, 'bool', s.vac);
  F('conditions', p.conditions, 'list', s.conditionsStated ?? (p.conditions.length ? p.conditions[0] : ''));
  F('last_visit', p.lastVisit, 'date', s.visit);
  F('last_bill', p.bill, p.currency, s.bill);
  F('owner', p.owner.name, '', p.owner.name);
  F('vet', p.vet.name, '', p.vet.name);
}
const pageStated = (p, s) => ({ ...s, sex: s.neuter ? s.sex : combinedSex(p), neuterStated: s.neuter ? s.neuter[1] : combinedSex(p), conditionsStated: s.conditions });

// ------------------------------------------------------------------ layouts
const EXPORT = { csv: 'Cork', tsv: 'Portland', semicolon: 'Ghent', json_flat: 'Bristol' };
const PAGE_LAYOUTS = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested'];
const assign = new Map([...PAGE_LAYOUTS, ...Object.keys(EXPORT)].map((x) => [x, []]));
const inExport = new Set();
for (const [layout, city] of Object.entries(EXPORT)) {
  const mine = r.shuffle(pets.filter((p) => p.clinic.city === city)).slice(0, 4);
  mine.forEach((p) => inExport.add(p));
  assign.get(layout).push(...mine);
}
r.shuffle(pets.filter((p) => !inExport.has(p))).forEach((p, i) => assign.get(PAGE_LAYOUTS[i % PAGE_LAYOUTS.length]).push(p));
const folder = (p) => `patients/${p.species === 'Dog' ? 'dogs' : p.species === 'Cat' ? 'cats' : 'small-animals'}`;
const docTitle = (p) => `Patient record – ${p.name} (${p.owner.name})`;
let k = 0;

for (const p of assign.get('html_table')) {
  const file = `${folder(p)}/${slug(p.name)}.html`;
  const s = pageStates(p, k);
  corpus.write(file, htmlTablePage({ title: p.name, docTitle: docTitle(p), crumbs: [GROUP, 'Patients', p.name], lead: petProse(p, s, k),
    sections: [{ heading: 'Patient record', rows: specRows(p, s, k) }], colA: 'Field', colB: 'Value', footer: `${GROUP} · patient records are confidential` }));
  petFacts(p, file, pageStated(p, s));
  k++;
}
for (const p of assign.get('html_dl')) {
  const file = `${folder(p)}/${slug(p.name)}.html`;
  const s = pageStates(p, k);
  const rows = specRows(p, s, k);
  corpus.write(file, htmlDlPage({ title: p.name, docTitle: docTitle(p), site: GROUP, lead: petProse(p, s, k),
    sections: [{ heading: 'Signalment', rows: rows.slice(0, 8) }, { heading: 'Health and contacts', rows: rows.slice(8) }], footer: 'Please bring your vaccination card to every visit.' }));
  petFacts(p, file, pageStated(p, s));
  k++;
}
for (const p of assign.get('html_infobox')) {
  const file = `${folder(p)}/${slug(p.name)}.html`;
  const s = pageStates(p, k);
  const rows = specRows(p, s, k);
  corpus.write(file, htmlInfoboxPage({ title: p.name, lead: petProse(p, s, k), sections: [{ heading: 'Animal', rows: rows.slice(0, 9) }, { heading: 'Care', rows: rows.slice(9) }],
    footer: `Registered with ${GROUP}.` }));
  petFacts(p, file, pageStated(p, s));
  k++;
}
for (const p of assign.get('md_bullets')) {
  const file = `${folder(p)}/${slug(p.name)}.md`;
  const s = pageStates(p, k);
  corpus.write(file, mdBulletsNote({ title: p.name, lead: petProse(p, s, k), sections: [{ heading: 'Record', rows: specRows(p, s, k) }] }));
  petFacts(p, file, pageStated(p, s));
  k++;
}
for (const p of assign.get('md_yaml')) {
  const file = `${folder(p)}/${slug(p.name)}.md`;
  const s = pageStates(p, k);
  const rows = specRows(p, s, k).filter(([key]) => !['Patient', 'Species', 'Breed'].includes(key) && key !== ownerLabel(k));
  corpus.write(file, mdYamlTableNote({
    title: p.name,
    frontMatter: [['patient', p.name], ['species', s.species], ['breed', p.breed], ['owner', p.owner.name], ['status', 'active']],
    lead: petProse(p, s, k), sections: [{ heading: 'Clinical summary', rows }], colA: 'Item', colB: 'Detail',
  }));
  petFacts(p, file, pageStated(p, s));
  k++;
}
for (const p of assign.get('txt')) {
  const file = `${folder(p)}/${slug(p.name)}.txt`;
  const s = pageStates(p, k);
  corpus.write(file, txtProfile({ txtHeader: `PATIENT: ${p.name.toUpperCase()}\n${'='.repeat(40)}`, sections: [{ rows: specRows(p, s, k) }], lead: petProse(p, s, k) }));
  petFacts(p, file, pageStated(p, s));
  k++;
}
for (const p of assign.get('json_nested')) {
  const file = `${folder(p)}/${slug(p.name)}.json`;
  const us = p.clinic.style === 'us';
  let weight;
  let kg;
  if (us) {
    const l1 = Math.round((p.kg / KG_PER_LB) * 10) / 10;
    weight = { value: l1, unit: 'lb' };
    kg = l1 * KG_PER_LB;
  } else if (small(p)) {
    const g = Math.round(p.kg * 100) * 10;
    weight = { value: g, unit: 'g' };
    kg = g / 1000;
  } else {
    kg = Math.round(p.kg * 10) / 10;
    weight = { value: kg, unit: 'kg' };
  }
  const s = { weight: String(weight.value), kg, species: p.species.toLowerCase(), sex: p.sex.toLowerCase(), born: p.born, visit: p.lastVisit, bill: p.bill.toFixed(2), chip: '', ins: '', vac: '',
    neuterStated: '', conditionsStated: p.conditions[0] ?? '' };
  const rec = {
    patient: {
      name: p.name, status: 'active',
      animal: { species: p.species.toLowerCase(), breed: p.breed, colour: p.colour, sex: p.sex.toLowerCase(), neutered: p.neutered, date_of_birth: p.born, weight },
      identification: { microchip: p.chipped ? p.chip : null },
      health: { vaccinations: { up_to_date: p.vaccinated }, conditions: p.conditions, insurance: { insured: p.insured, provider: p.insurer } },
      history: { last_visit: p.lastVisit, last_invoice: { amount: Number(p.bill.toFixed(2)), currency: p.currency } },
      care_team: { owner: { name: p.owner.name }, usual_vet: p.vet.name },
      notes: petProse(p, { ...s, weight: `${weight.value} ${weight.unit}`, bill: moneyText(p.clinic.style, p.bill, 0) }, k)[0],
    },
  };
  const text = JSON.stringify(rec, null, 2) + '\n';
  corpus.write(file, text);
  if (!text.includes(s.bill)) s.bill = String(Number(p.bill.toFixed(2)));
  petFacts(p, file, s);
  k++;
}
// --- CSV export (Cork clinic): units in the header, plain numbers
{
  const file = 'exports/douglas-road-patients.csv';
  const header = ['patient', 'species', 'breed', 'colour', 'sex', 'neutered', 'date_of_birth', 'Weight (kg)', 'microchipped', 'vaccinations_current', 'insured', 'conditions',
    'last_visit', 'Last invoice (EUR)', 'owner', 'vet'];
  const rows = assign.get('csv').map((p) => {
    const kg = Math.round(p.kg * 100) / 100;
    const bill = p.bill.toFixed(2);
    const yn = (b) => (b ? 'yes' : 'no');
    petFacts(p, file, { species: p.species, sex: p.sex, born: p.born, weight: String(kg), kg, chip: yn(p.chipped), ins: yn(p.insured), vac: yn(p.vaccinated), visit: p.lastVisit, bill,
      neuterStated: yn(p.neutered), conditionsStated: p.conditions.join('; ') });
    return [p.name, p.species, p.breed, p.colour, p.sex, yn(p.neutered), p.born, kg, yn(p.chipped), yn(p.vaccinated), yn(p.insured), p.conditions.join('; '), p.lastVisit, bill, p.owner.name,
      p.vet.name];
  });
  corpus.write(file, delimited(header, rows));
}
// --- TSV (Portland clinic): units inside the values, US dates, sex codes (MN / FS / ME / FE)
{
  const file = 'exports/munjoy-hill-census.tsv';
  const header = ['Patient', 'Species', 'Breed', 'Color', 'Sex', 'DOB', 'Weight', 'Chip', 'Vaccines', 'Insurance', 'Problems', 'Last visit', 'Last invoice', 'Client', 'Doctor'];
  const rows = assign.get('tsv').map((p, i) => {
    const [weight, kg] = weightText(p, i);
    const code = `${p.sex[0]}${p.neutered ? (p.sex === 'Male' ? 'N' : 'S') : 'E'}`;
    const s = { species: p.species, sex: code, born: usDate(p.born), weight, kg, chip: p.chipped ? 'Y' : 'N', vac: p.vaccinated ? 'Current' : 'Overdue', ins: p.insured ? p.insurer : '-',
      visit: usDate(p.lastVisit), bill: `$${group(p.bill.toFixed(2))}`, neuterStated: code, conditionsStated: p.conditions.length ? p.conditions.join(', ') : '-' };
    petFacts(p, file, s);
    return [p.name, p.species, p.breed, p.colour, code, s.born, weight, s.chip, s.vac, s.ins, s.conditionsStated, s.visit, s.bill, p.owner.name, `Dr. ${p.vet.name}`];
  });
  corpus.write(file, `# Sex: MN male neutered, FS female spayed, ME male entire, FE female entire\n` + delimited(header, rows, '\t'));
}
// --- semicolon CSV (Ghent clinic): decimal commas, n/a for unknown values
{
  const file = 'exports/kouter-patienten.csv';
  const header = ['naam', 'soort', 'ras', 'kleur', 'geslacht', 'gecastreerd', 'geboortedatum', 'gewicht_kg', 'chip', 'vaccinaties_ok', 'verzekerd', 'aandoeningen', 'laatste_bezoek',
    'laatste_factuur_eur', 'eigenaar', 'dierenarts'];
  const SOORT = { Dog: 'hond', Cat: 'kat', Rabbit: 'konijn', 'Guinea pig': 'cavia', Ferret: 'fret' };
  const lst = assign.get('semicolon');
  const noWeight = new Set([lst[2].name]);
  const rows = lst.map((p) => {
    const kg = Math.round(p.kg * 100) / 100;
    const kgt = comma(kg.toFixed(2));
    const jn = (b) => (b ? 'ja' : 'nee');
    const nw = noWeight.has(p.name);
    const s = { species: SOORT[p.species], sex: p.sex === 'Male' ? 'M' : 'V', born: fmtDate(p.born, 'dotted'), weight: nw ? '' : kgt, kg: nw ? null : kg, chip: jn(p.chipped), vac: jn(p.vaccinated),
      ins: jn(p.insured), visit: fmtDate(p.lastVisit, 'dotted'), bill: comma(p.bill.toFixed(2)), neuterStated: jn(p.neutered), conditionsStated: p.conditions.length ? p.conditions.join(', ') : 'n/a' };
    petFacts(p, file, s);
    return [p.name, s.species, p.breed, p.colour, s.sex, s.neuterStated, s.born, nw ? 'n/a' : kgt, s.chip, s.vac, s.ins, s.conditionsStated, s.visit, s.bill, p.owner.name, p.vet.name];
  });
  corpus.write(file, delimited(header, rows, ';'));
}
// --- JSON flat records (Bristol clinic)
{
  const file = 'exports/clifton-patient-list.json';
  const recs = assign.get('json_flat').map((p) => {
    const kg = Math.round(p.kg * 100) / 100;
    petFacts(p, file, { species: p.species, sex: p.sex, born: p.born, weight: String(kg), kg, chip: '', ins: '', vac: '', visit: p.lastVisit, bill: String(Number(p.bill.toFixed(2))),
      neuterStated: '', conditionsStated: p.conditions[0] ?? '' });
    return { patient_name: p.name, species: p.species, breed: p.breed, colour: p.colour, sex: p.sex, neutered: p.neutered, date_of_birth: p.born, weight_kg: kg, microchipped: p.chipped,
      vaccinations_up_to_date: p.vaccinated, insured: p.insured, insurer: p.insurer, conditions: p.conditions, last_visit: p.lastVisit, last_invoice_gbp: Number(p.bill.toFixed(2)),
      owner: p.owner.name, usual_vet: p.vet.name };
  });
  corpus.write(file, JSON.stringify({ practice: `${GROUP} – Clifton Clinic`, exported: '2024-11-01', patients: recs }, null, 2) + '\n');
}

// ------------------------------------------------------------------ simple pages (owners, vets, clinics)
const LAYOUTS8 = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested', 'json_flat'];
function simplePage(L, base, name, header, lead, rows, nested, flat, heading) {
  let file;
  if (L === 'html_table') corpus.write((file = `${base}.html`), htmlTablePage({ title: name, crumbs: [GROUP, heading], lead, sections: [{ heading, rows }] }));
  else if (L === 'html_dl') corpus.write((file = `${base}.html`), htmlDlPage({ title: name, site: GROUP, lead, sections: [{ heading, rows }] }));
  else if (L === 'html_infobox') corpus.write((file = `${base}.html`), htmlInfoboxPage({ title: name, lead, sections: [{ heading, rows }] }));
  else if (L === 'md_bullets') corpus.write((file = `${base}.md`), mdBulletsNote({ title: name, lead, sections: [{ heading, rows }] }));
  else if (L === 'md_yaml')
    corpus.write((file = `${base}.md`), mdYamlTableNote({ title: name, frontMatter: [['name', name], ...rows.slice(0, 2)], lead, sections: [{ heading, rows: rows.slice(2) }] }));
  else if (L === 'txt') corpus.write((file = `${base}.txt`), txtProfile({ txtHeader: `${header}: ${name.toUpperCase()}`, sections: [{ rows }], lead }));
  else if (L === 'json_nested') corpus.write((file = `${base}.json`), JSON.stringify(nested, null, 2) + '\n');
  else corpus.write((file = `${base}.json`), JSON.stringify(flat, null, 2) + '\n');
  return file;
}

// --- owners (clients)
r.shuffle(OWNERS).forEach((o, i) => {
  const L = LAYOUTS8[i % LAYOUTS8.length];
  const st = o.clinic.style;
  const since = dateText(o.since, st, i);
  const bal = o.balance === 0 ? [moneyText(st, 0, i), 'nil', 'none outstanding'][i % 3] : moneyText(st, o.balance, i);
  const lead = [[`${o.name} has been a client of the ${o.clinic.name} since ${fmtDate(o.since, 'long')}.`, `${o.name.split(' ')[0]} prefers to be contacted by ${o.contact.toLowerCase()}.`,
    o.balance ? `${o.name} has ${moneyText(st, o.balance, i)} outstanding on the account.` : `${o.name}'s account is fully paid.`][i % 3]];
  const rows = [[['Clinic', 'Registered at', 'Practice'][i % 3], o.clinic.name], [['Client since', 'Registered', 'First registered'][i % 3], since],
    [['Preferred contact', 'Contact by', 'Contact preference'][i % 3], o.contact], [['Phone', 'Mobile', 'Tel.'][i % 3], o.phone], ['Email', o.email],
    [['Balance', 'Account balance', 'Amount outstanding'][i % 3], bal]];
  const nested = { client: { full_name: o.name, practice: { name: o.clinic.name, city: o.city }, contact: { phone: o.phone, email: o.email, preferred: o.contact },
    account: { client_since: o.since, balance: { amount: o.balance, currency: CUR[st] } }, note: lead[0] } };
  const flat = { name: o.name, clinic: o.clinic.name, client_since: o.since, preferred_contact: o.contact, phone: o.phone, email: o.email, [`balance_${CUR[st].toLowerCase()}`]: o.balance,
    note: lead[0] };
  const file = simplePage(L, `clients/${slug(o.name)}`, o.name, 'CLIENT', lead, rows, nested, flat, 'Client record');
  const jsonish = L.startsWith('json');
  const F = (attr, value, unit, stated) => corpus.fact(o.name, 'owner', attr, value, unit, stated, file);
  F('clinic', o.clinic.name, '', o.clinic.name);
  F('client_since', o.since, 'date', jsonish ? o.since : since);
  F('preferred_contact', o.contact, '', o.contact);
  F('phone', o.phone, 'text', o.phone);
  F('email', o.email, 'text', o.email);
  F('balance', o.balance, CUR[st], jsonish ? String(o.balance) : bal);
});

// --- vets
r.shuffle(VETS).forEach((v, i) => {
  const L = LAYOUTS8[i % LAYOUTS8.length];
  const st = v.clinic.style;
  const joined = dateText(v.joined, st, i);
  const fee = [moneyText(st, v.fee, i), `${moneyText(st, v.fee, i)} per consultation`][i % 2];
  const wk = [['Weekend rota', v.weekends ? 'Yes' : 'No'], ['Works weekends', v.weekends ? '✓' : '✗'], ['Weekdays only', v.weekends ? 'No' : 'Yes']][i % 3];
  const lead = [[`${v.name} qualified in ${v.qualified} and joined ${GROUP} on ${fmtDate(v.joined, 'long')}.`, `${v.name.split(' ')[0]}'s special interest is ${v.specialism.toLowerCase()}.`,
    `A standard consultation with ${v.name.split(' ')[0]} costs ${moneyText(st, v.fee, i)}.`][i % 3]];
  const rows = [[['Clinic', 'Based at', 'Practice'][i % 3], v.clinic.name], [['Role', 'Position', 'Job title'][i % 3], v.role], [['Specialism', 'Special interest', 'Clinical interest'][i % 3], v.specialism],
    [['Qualified', 'Year qualified', 'Graduated'][i % 3], String(v.qualified)], [['Joined', 'With us since', 'Start date'][i % 3], joined], [['Consultation fee', 'Standard consult', 'Fee'][i % 3], fee], wk];
  const nested = { vet: { full_name: v.name, position: v.role, practice: { name: v.clinic.name, city: v.city }, profile: { specialism: v.specialism, qualified: v.qualified },
    employment: { start_date: v.joined, weekend_rota: v.weekends }, fees: { consultation: { amount: v.fee, currency: CUR[st] } }, bio: lead[0] } };
  const flat = { name: v.name, clinic: v.clinic.name, role: v.role, specialism: v.specialism, qualified: v.qualified, joined: v.joined, [`consultation_fee_${CUR[st].toLowerCase()}`]: v.fee,
    weekend_rota: v.weekends, note: lead[0] };
  const file = simplePage(L, `vets/${slug(v.name)}`, v.name, 'VET', lead, rows, nested, flat, 'Vet profile');
  const jsonish = L.startsWith('json');
  const F = (attr, value, unit, stated) => corpus.fact(v.name, 'vet', attr, value, unit, stated, file);
  F('clinic', v.clinic.name, '', v.clinic.name);
  F('role', v.role, '', v.role);
  F('specialism', v.specialism, '', v.specialism);
  F('qualified', v.qualified, 'year', String(v.qualified));
  F('joined', v.joined, 'date', jsonish ? v.joined : joined);
  F('consultation_fee', v.fee, CUR[st], jsonish ? String(v.fee) : fee);
  F('weekend_rota', v.weekends, 'bool', jsonish ? '' : wk[1]);
});

// --- clinics
r.shuffle(CLINICS).forEach((c, i) => {
  const L = ['html_dl', 'md_yaml', 'txt', 'json_nested'][i];
  const em = [['24-hour emergency', c.emergency ? 'Yes' : 'No'], ['Emergency cover', c.emergency ? '24/7' : 'Daytime only'], ['Out-of-hours referral', c.emergency ? 'No' : 'Yes'],
    ['Open 24 hours', c.emergency ? '✓' : '✗']][i];
  const lead = [[`The ${c.city} clinic opened in ${c.opened}.`, `${c.director.name} leads the ${c.city} team.`, `The clinic has ${c.rooms} consulting rooms.`, `Find us at ${c.address}.`][i]];
  const rows = [['City', c.city], ['Country', c.country], ['Address', c.address], [['Phone', 'Telephone'][i % 2], c.phone], [['Opened', 'Established'][i % 2], String(c.opened)],
    [['Consulting rooms', 'Consult rooms'][i % 2], String(c.rooms)], [['Clinical director', 'Head vet', 'Lead vet'][i % 3], c.director.name], em];
  const nested = { clinic: { name: c.name, group: GROUP, location: { address: c.address, city: c.city, country: c.country }, contact: { phone: c.phone },
    facts: { opened: c.opened, consulting_rooms: c.rooms, clinical_director: c.director.name, emergency_24h: c.emergency }, about: lead[0] } };
  const file = simplePage(L, `clinics/${slug(c.name)}`, c.name, 'CLINIC', lead, rows, nested, null, 'Clinic details');
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'clinic', attr, value, unit, stated, file);
  F('city', c.city, '', c.city);
  F('country', c.country, '', c.country);
  F('address', c.address, 'text', c.address);
  F('phone', c.phone, 'text', c.phone);
  F('opened', c.opened, 'year', String(c.opened));
  F('consulting_rooms', c.rooms, '', String(c.rooms));
  F('clinical_director', c.director.name, '', c.director.name);
  F('emergency_24h', c.emergency, 'bool', L === 'json_nested' ? '' : em[1]);
});

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `${GROUP} — shared drive.\npatients/ holds one record per animal (dogs, cats, small animals); exports/ the patient lists four clinics export from the practice system; clients/, vets/ and clinics/ the reference pages.\nMoney is in the currency of the clinic (GBP in Bristol, EUR in Cork and Ghent, USD in Portland); nothing is converted. Portland weighs in pounds.\n`);
corpus.write('admin/price-list-2024.md', `# Standard prices 2024\n\n| Item | Bristol | Cork | Ghent | Portland |\n|---|---|---|---|---|\n| Annual booster (dog) | £62 | €65 | €58 | $89 |\n| Annual booster (cat) | £55 | €60 | €52 | $79 |\n| Microchipping | £20 | €25 | €30 | $45 |\n| Nail clip | £12 | €15 | €10 | $20 |\n| Dental scale and polish | £320 | €350 | €290 | $495 |\n\nPrices include VAT where it applies. Out-of-hours calls add a surcharge of 80%.\n`);
corpus.write('admin/vaccination-protocol.md', `# Vaccination protocol\n\n- Puppies: first vaccination at 8 weeks, second at 10–12 weeks.\n- Kittens: 9 and 12 weeks.\n- Rabbits: combined myxomatosis/RHD2 vaccine from 5 weeks, yearly.\n- A booster more than 3 months overdue restarts the primary course.\n\nReminder letters go out 4 weeks before a booster is due.\n`);

const stats = corpus.flush(source);
console.log(`vets: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
