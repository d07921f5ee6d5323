#!/usr/bin/env node
// Zoo corpus (held-out): the shared drive of "Wrenfield Zoo & Conservation Park" (near Ledbury, Herefordshire,
// England), 2025, with transfer papers from a partner zoo in the Netherlands (Dierenpark Lindewaard, Epe) partly in
// Dutch. 53 animals, 19 species, 15 enclosures, 12 keepers, 20 vet checks and treatments, 14 animal transfers.
//   node bench/corpora/zoo/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "zoo-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) animals: Markdown record sheets of the carnivore section (`Key: value`, label set A: `Date of birth`,
//     `Weight: 128 kg`, `Studbook no.`), primate record sheets (label set B: `Taxon: Pongo abelii`, `Gender: F`,
//     `DOB: 14/03/2002`, `Body weight: 194 lb`, `Studbook #`), a STUDBOOK extract CSV with a preamble (semicolons,
//     decimal commas, dd.mm.yyyy), an HTML bird table (sex in zoo notation `1.0` / `0.1` / `0.0.1`, weights in kg or
//     g), a nested YAML export from the records system (enclosures by code, weights in g or kg), plain-text reptile
//     profiles (`Hatched: c. 1961 (estimated)`, weights in lb), keeper-diary prose (four arrivals stated only in
//     sentences) and two DUTCH transfer forms (`Geslacht: man`, `Geboortedatum: 14-05-2021`);
// (b) species: Markdown fact sheets, an HTML collection-plan table (IUCN codes), a nested JSON taxon file; feeding
//     facts of each species in a Markdown diet sheet (`900 g`, `4 kg once a week`) and a CSV schedule (kg/day);
// (c) enclosures: a CSV register (m²), Markdown paddock sheets (acres), HTML infobox pages of the houses (sq m);
//     a WIDE table of 2024 visitor-counter footfall (a column per month) adds facts of eight enclosures;
// (d) keepers: HTML cards and a prose "meet the keepers" page (years of service in words);
// (e) vet checks: a treatment-log CSV, prose vet reports, an e-mail, a Dutch health certificate (EUR), the diary;
// (f) transfers: a Markdown register, the Dutch forms and e-mails; background documents whose numbers belong to no
//     entity (gate attendance by ticket type, prices, rota, minutes, …).
//
// Canonical units of source.csv: weights in kg (`194 lb` → × 0.45359237, `740 g` → 0.74); areas in m² (`3.2 acres` →
// × 4046.8564224); food in kg per animal per day (`900 g` → 0.9, `4 kg once a week` → 4/7); lifespans and years of
// service in years; vet costs in the stated currency (GBP or EUR, never converted); dates ISO; zoo sex notation and
// Dutch words in English (`1.0` = Male, `0.1` = Female, `0.0.1` = Unknown, `man` = Male, `vrouw` = Female).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, htmlInfoboxPage, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('zoo-v1');
const LB = 0.45359237;
const ACRE = 4046.8564224;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const nl = (x, d) => Number(x).toFixed(d).replace('.', ',');
const pad = (n, w = 2) => String(n).padStart(w, '0');
const ukDate = (iso) => iso.split('-').reverse().join('/');
const NL_MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];
const nlLong = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${NL_MONTHS[m - 1]} ${y}`;
};
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (feeding sheets, visitor counters). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);
const ZOO = 'Wrenfield Zoo & Conservation Park';

// ------------------------------------------------------------------ keepers
// [name, section, role, qualifications, years of service]
const KEEPERS = [
  ['Tom Reddy', 'Carnivores', 'Head of Section', ['DMZAA', 'Level 3 Animal Management', 'Dart rifle licence'], 14],
  ['Rosa Jenkins', 'Carnivores', 'Senior Keeper', ['DMZAA', 'First Aid at Work'], 17],
  ['Jess Morgan', 'Carnivores', 'Keeper', ['Level 3 Animal Management', 'First Aid at Work'], 4],
  ['Gareth Pugh', 'Hoofstock', 'Head of Section', ['Level 3 Animal Management', 'Dart rifle licence', 'Telehandler licence'], 22],
  ['Lucy Ashdown', 'Hoofstock', 'Keeper', ['BSc Animal Behaviour', 'DMZAA'], 6],
  ['Ffion Davies', 'Primates', 'Apprentice Keeper', ['Level 2 Animal Care'], 1],
  ['Aisha Bello', 'Primates', 'Head of Section', ['BSc Zoology', 'DMZAA'], 11],
  ['Callum Hughes', 'Primates', 'Senior Keeper', ['DMZAA', 'Level 3 Animal Management'], 8],
  ['Sophie Lang', 'Birds', 'Head of Section', ['BSc Zoology', 'DMZAA', 'BTO ringing permit'], 9],
  ['Marcus Hale', 'Birds', 'Keeper', ['Level 3 Animal Management'], 3],
  ['Daniel Okafor', 'Reptiles', 'Head of Section', ['MSc Herpetology', 'DMZAA', 'Venomous reptile handling'], 12],
  ['Beth Carrow', 'Reptiles', 'Keeper', ['Level 3 Animal Management', 'First Aid at Work'], 5],
].map(([name, section, role, quals, years]) => ({ name, section, role, quals, years, started: 2025 - years }));

// ------------------------------------------------------------------ enclosures
// [code, name, section, area, area unit ('m2' | 'acres'), capacity, heated, opened, lead keeper]
const ENCLOSURES = [
  ['E01', 'Amur Ridge', 'Carnivores', 2400, 'm2', 3, false, 2009, 'Tom Reddy'],
  ['E02', 'Snow Leopard Heights', 'Carnivores', 1150, 'm2', 3, false, 2015, 'Rosa Jenkins'],
  ['E03', 'Meerkat Mound', 'Carnivores', 180, 'm2', 12, true, 2011, 'Jess Morgan'],
  ['E04', 'Otter Creek', 'Carnivores', 420, 'm2', 6, false, 2013, 'Jess Morgan'],
  ['E05', 'Red Panda Wood', 'Carnivores', 650, 'm2', 2, false, 2018, 'Rosa Jenkins'],
  ['E06', 'Orangutan Island', 'Primates', 0.6, 'acres', 6, true, 2006, 'Aisha Bello'],
  ['E07', 'Lemur Walk', 'Primates', 1300, 'm2', 12, false, 2012, 'Callum Hughes'],
  ['E08', 'Gibbon Grove', 'Primates', 900, 'm2', 4, true, 2016, 'Callum Hughes'],
  ['E09', 'Savannah Paddock', 'Hoofstock', 3.2, 'acres', 14, false, 2004, 'Gareth Pugh'],
  ['E10', 'Steppe Paddock', 'Hoofstock', 2.1, 'acres', 8, false, 2019, 'Lucy Ashdown'],
  ['E11', 'Penguin Cove', 'Birds', 560, 'm2', 20, false, 2010, 'Sophie Lang'],
  ['E12', 'Flamingo Lagoon', 'Birds', 0.4, 'acres', 30, false, 2008, 'Marcus Hale'],
  ['E13', 'Hornbill Aviary', 'Birds', 480, 'm2', 4, true, 2021, 'Sophie Lang'],
  ['E14', 'Dragon House', 'Reptiles', 210, 'm2', 2, true, 2017, 'Daniel Okafor'],
  ['E15', 'Tropical House', 'Reptiles', 340, 'm2', 10, true, 2014, 'Beth Carrow'],
].map(([code, name, section, area0, aunit, cap, heated, opened, lead]) => ({
  code, name, section, area0, aunit, area: aunit === 'acres' ? r4(area0 * ACRE) : area0, cap, heated, opened, lead,
}));
const EN = Object.fromEntries(ENCLOSURES.map((e) => [e.name, e]));

// ------------------------------------------------------------------ species
// [common, scientific, class, IUCN, diet, lifespan, range, programme, enclosure,
//  food (kg per animal per day, as stated), main food, feed time]
const SPECIES = [
  ['Amur tiger', 'Panthera tigris altaica', 'Mammal', 'EN', 'Carnivore', 20, 'Russian Far East and north-east China', 'EEP', 'Amur Ridge', ['kg', 6.5], 'Meat on the bone (horse, beef), whole rabbit', '16:00'],
  ['Snow leopard', 'Panthera uncia', 'Mammal', 'VU', 'Carnivore', 18, 'Mountains of Central Asia', 'EEP', 'Snow Leopard Heights', ['kg', 2.5], 'Meat on the bone, rabbit, chicks', '15:30'],
  ['Meerkat', 'Suricata suricatta', 'Mammal', 'LC', 'Insectivore', 12, 'Southern Africa', 'None', 'Meerkat Mound', ['g', 60], 'Insects, mealworms, egg', '08:30'],
  ['Asian small-clawed otter', 'Aonyx cinereus', 'Mammal', 'VU', 'Piscivore', 15, 'South and South-East Asia', 'EEP', 'Otter Creek', ['g', 900], 'Fish (sprats, trout), crab, egg', '09:00'],
  ['Red panda', 'Ailurus fulgens', 'Mammal', 'EN', 'Herbivore', 14, 'Eastern Himalayas', 'EEP', 'Red Panda Wood', ['kg', 1.5], 'Bamboo, leaf-eater pellets, apple', '08:00'],
  ['Sumatran orangutan', 'Pongo abelii', 'Mammal', 'CR', 'Frugivore', 45, 'Northern Sumatra', 'EEP', 'Orangutan Island', ['kg', 3.2], 'Fruit, vegetables, browse, primate pellets', '08:30'],
  ['Black-and-white ruffed lemur', 'Varecia variegata', 'Mammal', 'CR', 'Frugivore', 25, 'Eastern Madagascar', 'EEP', 'Lemur Walk', ['kg', 0.45], 'Fruit, leafy greens, pellets', '09:00'],
  ['Ring-tailed lemur', 'Lemur catta', 'Mammal', 'EN', 'Omnivore', 20, 'Southern Madagascar', 'EEP', 'Lemur Walk', ['kg', 0.3], 'Vegetables, pellets, insects', '09:15'],
  ['Northern white-cheeked gibbon', 'Nomascus leucogenys', 'Mammal', 'CR', 'Frugivore', 30, 'Laos and northern Vietnam', 'EEP', 'Gibbon Grove', ['kg', 1.1], 'Fruit, vegetables, browse', '08:45'],
  ['Reticulated giraffe', 'Giraffa reticulata', 'Mammal', 'EN', 'Herbivore', 25, 'Kenya, Somalia and Ethiopia', 'EEP', 'Savannah Paddock', ['kg', 24], 'Browse, lucerne hay, browser pellets', '07:45'],
  ["Grevy's zebra", 'Equus grevyi', 'Mammal', 'EN', 'Herbivore', 22, 'Northern Kenya and Ethiopia', 'EEP', 'Savannah Paddock', ['kg', 9], 'Grass hay, grazing, pellets', '07:45'],
  ['Scimitar-horned oryx', 'Oryx dammah', 'Mammal', 'EN', 'Herbivore', 20, 'Sahel (reintroduced in Chad)', 'EEP', 'Savannah Paddock', ['kg', 6], 'Grass hay, grazing, pellets', '08:00'],
  ["Przewalski's horse", 'Equus ferus przewalskii', 'Mammal', 'EN', 'Herbivore', 25, 'Mongolian steppe', 'EEP', 'Steppe Paddock', ['kg', 10], 'Grass hay, grazing', '08:00'],
  ['Humboldt penguin', 'Spheniscus humboldti', 'Bird', 'VU', 'Piscivore', 20, 'Coasts of Peru and Chile', 'EEP', 'Penguin Cove', ['kg', 0.5], 'Sprats, herring, vitamins', '10:30'],
  ['Chilean flamingo', 'Phoenicopterus chilensis', 'Bird', 'NT', 'Omnivore', 40, 'Southern South America', 'None', 'Flamingo Lagoon', ['kg', 0.25], 'Flamingo pellets (soaked)', '09:30'],
  ['Southern ground hornbill', 'Bucorvus leadbeateri', 'Bird', 'VU', 'Carnivore', 40, 'Southern and East Africa', 'EEP', 'Hornbill Aviary', ['kg', 0.4], 'Mice, chicks, insects, meat', '11:00'],
  ['Komodo dragon', 'Varanus komodoensis', 'Reptile', 'EN', 'Carnivore', 30, 'Komodo, Rinca and Flores (Indonesia)', 'EEP', 'Dragon House', ['week', 4], 'Whole rabbit, chicken, fish', 'Sun 11:00'],
  ['Aldabra giant tortoise', 'Aldabrachelys gigantea', 'Reptile', 'VU', 'Herbivore', 100, 'Aldabra Atoll, Seychelles', 'ESB', 'Tropical House', ['kg', 2.5], 'Greens, hay, vegetables', '10:00'],
  ['Mountain chicken frog', 'Leptodactylus fallax', 'Amphibian', 'CR', 'Insectivore', 12, 'Montserrat and Dominica', 'EEP', 'Tropical House', ['g', 15], 'Crickets, locusts (dusted)', '16:30'],
].map(([name, sci, cls, iucn, diet, life, range, prog, enc, food, mainFood, feedTime]) => ({
  name, sci, cls, iucn, diet, life, range, prog, enc, foodRaw: food, mainFood, feedTime,
  food: food[0] === 'g' ? food[1] / 1000 : food[0] === 'week' ? r4(food[1] / 7) : food[1],
}));
const SP = Object.fromEntries(SPECIES.map((s) => [s.name, s]));
const SECTION_OF = (sp) => EN[SP[sp].enc].section;
const IUCN = { CR: 'Critically Endangered', EN: 'Endangered', VU: 'Vulnerable', NT: 'Near Threatened', LC: 'Least Concern' };

// ------------------------------------------------------------------ animals
// [name, species, sex, birth year (negative: estimated), weight base kg, layout, departed]
const ANIMAL_DEF = [
  ['Dasha', 'Amur tiger', 'F', 2014, 128, 'carn'], ['Yuri', 'Amur tiger', 'M', 2017, 198, 'carn', true], ['Katya', 'Amur tiger', 'F', 2023, 96, 'carn'],
  ['Irbis', 'Snow leopard', 'M', 2012, 46, 'carn'], ['Tashi', 'Snow leopard', 'F', 2018, 34, 'carn'],
  ['Pebble', 'Asian small-clawed otter', 'F', 2016, 3.4, 'carn'], ['Mako', 'Asian small-clawed otter', 'M', 2019, 4.1, 'carn'],
  ['Ravi', 'Red panda', 'M', 2015, 5.8, 'carn'],
  ['Bima', 'Sumatran orangutan', 'M', 1998, 88, 'prim'], ['Sari', 'Sumatran orangutan', 'F', 2003, 46, 'prim'], ['Kemala', 'Sumatran orangutan', 'F', 2019, 19, 'prim'],
  ['Fotsy', 'Black-and-white ruffed lemur', 'F', 2011, 3.6, 'prim'], ['Manga', 'Black-and-white ruffed lemur', 'M', 2014, 3.9, 'prim'],
  ['Ambra', 'Ring-tailed lemur', 'F', 2010, 2.4, 'prim'], ['Koto', 'Ring-tailed lemur', 'M', 2016, 2.7, 'prim'],
  ['Minh', 'Northern white-cheeked gibbon', 'M', 2009, 7.6, 'prim'],
  ['Kesi', 'Reticulated giraffe', 'F', 2012, 790, 'stud'], ['Jengo', 'Reticulated giraffe', 'M', 2015, 1210, 'stud'], ['Nia', 'Reticulated giraffe', 'F', 2021, 640, 'stud', true],
  ['Zuri', "Grevy's zebra", 'F', 2013, 395, 'stud'], ['Baraka', "Grevy's zebra", 'M', 2019, 428, 'stud'], ['Imani', "Grevy's zebra", 'F', 2022, 352, 'stud'],
  ['Saba', 'Scimitar-horned oryx', 'F', 2017, 148, 'stud'], ['Dune', 'Scimitar-horned oryx', 'M', 2020, 186, 'stud', true],
  ['Altan', "Przewalski's horse", 'F', 2011, 284, 'stud'], ['Sarnai', "Przewalski's horse", 'F', 2018, 270, 'stud'],
  ['Pablo', 'Humboldt penguin', 'M', 2008, 4.6, 'bird'], ['Paloma', 'Humboldt penguin', 'F', 2012, 4.1, 'bird'], ['Inca', 'Humboldt penguin', 'F', 2016, 4.3, 'bird'],
  ['Chino', 'Humboldt penguin', 'M', 2019, 4.8, 'bird', true], ['Nazca', 'Humboldt penguin', 'M', 2021, 4.5, 'bird'],
  ['Coral', 'Chilean flamingo', 'F', 1996, 2.45, 'bird'], ['Rosie', 'Chilean flamingo', 'F', 2004, 2.6, 'bird'], ['Pisco', 'Chilean flamingo', 'M', 2001, 3.1, 'bird'],
  ['Chalk', 'Chilean flamingo', 'U', 2020, 2.3, 'bird'], ['Thabo', 'Southern ground hornbill', 'M', 2005, 4.2, 'bird'],
  ['Biscuit', 'Meerkat', 'F', 2018, 0.74, 'yaml'], ['Nugget', 'Meerkat', 'M', 2020, 0.69, 'yaml', true], ['Tumble', 'Meerkat', 'F', 2021, 0.71, 'yaml'],
  ['Sprocket', 'Meerkat', 'M', 2022, 0.66, 'yaml'], ['Nori', 'Asian small-clawed otter', 'F', 2021, 3.2, 'yaml'],
  ['Lalao', 'Ring-tailed lemur', 'F', 2019, 2.3, 'yaml'], ['Bemba', 'Ring-tailed lemur', 'M', 2020, 2.5, 'yaml', true],
  ['Raja', 'Komodo dragon', 'M', 2012, 74.5, 'rept'], ['Gordon', 'Aldabra giant tortoise', 'M', -1961, 212, 'rept'],
  ['Dolly', 'Aldabra giant tortoise', 'F', -1978, 148, 'rept'], ['Archie', 'Aldabra giant tortoise', 'M', -1990, 126, 'rept', true],
  ['Mei', 'Red panda', 'F', 2022, 5.4, 'diary'], ['Naledi', 'Southern ground hornbill', 'F', 2019, 3.9, 'diary'],
  ['Lan', 'Northern white-cheeked gibbon', 'F', 2016, 6.8, 'diary'], ['Lima', 'Humboldt penguin', 'F', 2020, 4.0, 'diary'],
  ['Temur', "Przewalski's horse", 'M', 2021, 312, 'dutch'], ['Ora', 'Komodo dragon', 'F', 2018, 38, 'dutch'],
];
const usedIds = new Set();
const houseId = () => {
  for (;;) {
    const id = `WZ-${pad(r.int(100, 620), 4)}`;
    if (!usedIds.has(id)) return usedIds.add(id), id;
  }
};
const usedSb = new Set();
const animals = ANIMAL_DEF.map(([name, species, sex, y, w0, layout, departed]) => {
  const est = y < 0;
  const year = Math.abs(y);
  const born = est ? null : `${year}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
  const jitter = 1 + r.float(-0.03, 0.03);
  let sb = null;
  if (SP[species].prog !== 'None') {
    do sb = String(r.int(SP[species].prog === 'ESB' ? 40 : 120, SP[species].cls === 'Mammal' ? 2400 : 900));
    while (usedSb.has(sb));
    usedSb.add(sb);
  }
  return { name, species, sex, year, est, born, w0: w0 * jitter, layout, departed: !!departed, id: houseId(), sb, enc: SP[species].enc };
});
const A = Object.fromEntries(animals.map((a) => [a.name, a]));
const SEX = { M: 'Male', F: 'Female', U: 'Unknown' };
const ZOONOT = { M: '1.0', F: '0.1', U: '0.0.1' };

function animalFacts(a, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(a.name, 'animal', attr, value, unit, stated, file);
  F('species', a.species, 'text', s.species);
  F('sex', SEX[a.sex], '', s.sex);
  F('born', a.born ?? '', 'date', s.born);
  if (a.est) F('born_est', a.year, '', s.bornEst);
  F('weight', a.weight, 'kg', s.weight);
  F('enclosure', a.enc, 'text', s.enc);
  F('studbook', a.sb ?? '', 'text', a.sb ? s.sb : '');
  F('house_id', a.id, 'text', a.id);
  F('status', a.departed ? 'Departed' : 'Resident', '', s.status);
}

// ------------------------------------------------------------------ transfers
// [ref, date, animal, direction, partner, country, layout]
const PARTNERS = {
  'Dierenpark Lindewaard': { town: 'Epe', country: 'Netherlands' },
  'Highland Moor Wildlife Centre': { town: 'Kingussie', country: 'United Kingdom' },
  'Cotswold Heath Wildlife Park': { town: 'Stow-on-the-Wold', country: 'United Kingdom' },
  'Tierpark Hollenstedt': { town: 'Hollenstedt', country: 'Germany' },
  'Parc Zoologique de la Bastide': { town: 'Saint-Aignan', country: 'France' },
  'Zoologická zahrada Hradec': { town: 'Hradec Králové', country: 'Czech Republic' },
  'Djurpark Ekholmen': { town: 'Ekholmen', country: 'Sweden' },
};
const TRANSFERS = [
  ['TRF-25-01', '2025-01-14', 'Lima', 'In', 'Highland Moor Wildlife Centre', 'reg'],
  ['TRF-25-02', '2025-01-21', 'Mei', 'In', 'Cotswold Heath Wildlife Park', 'reg'],
  ['TRF-25-03', '2025-01-30', 'Baraka', 'In', 'Tierpark Hollenstedt', 'reg'],
  ['TRF-25-04', '2025-02-18', 'Temur', 'In', 'Dierenpark Lindewaard', 'dutch'],
  ['TRF-25-05', '2025-02-25', 'Bemba', 'Out', 'Parc Zoologique de la Bastide', 'reg'],
  ['TRF-25-06', '2025-03-03', 'Naledi', 'In', 'Tierpark Hollenstedt', 'reg'],
  ['TRF-25-07', '2025-03-11', 'Nugget', 'Out', 'Cotswold Heath Wildlife Park', 'reg'],
  ['TRF-25-08', '2025-03-27', 'Ora', 'In', 'Dierenpark Lindewaard', 'dutch'],
  ['TRF-25-09', '2025-04-08', 'Lan', 'In', 'Parc Zoologique de la Bastide', 'reg'],
  ['TRF-25-10', '2025-04-15', 'Yuri', 'Out', 'Zoologická zahrada Hradec', 'mail'],
  ['TRF-25-11', '2025-05-06', 'Chino', 'Out', 'Highland Moor Wildlife Centre', 'reg'],
  ['TRF-25-12', '2025-05-13', 'Nia', 'Out', 'Dierenpark Lindewaard', 'dutch'],
  ['TRF-25-13', '2025-06-02', 'Dune', 'Out', 'Tierpark Hollenstedt', 'mail'],
  ['TRF-25-14', '2025-06-17', 'Archie', 'Out', 'Djurpark Ekholmen', 'mail'],
].map(([ref, date, animal, dir, partner, layout]) => ({ ref, date, animal, dir, partner, country: PARTNERS[partner].country, layout }));
const TR = Object.fromEntries(TRANSFERS.map((t) => [t.animal, t]));
function transferFacts(t, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(t.ref, 'transfer', attr, value, unit, stated, file);
  F('date', t.date, 'date', s.date);
  F('animal', t.animal, 'text', t.animal);
  F('direction', t.dir, '', s.dir);
  F('partner', t.partner, 'text', s.partner);
  F('partner_country', t.country, 'place', s.country);
}

// ------------------------------------------------------------------ vet checks
// [ref, date, animal, procedure, vet, GA, cost, currency, outcome, layout]
const VETS = { moss: 'Dr Hannah Moss', price: 'Dr Owen Price', nair: 'Dr Priya Nair', devries: 'Dr Marieke de Vries' };
const VETCHECKS = [
  ['VC-25-001', '2025-01-09', 'Dasha', 'Annual health check', 'moss', true, 380, 'GBP', 'Clear', 'log'],
  ['VC-25-002', '2025-01-16', 'Lima', 'Quarantine examination', 'moss', false, 95, 'GBP', 'Clear', 'diary'],
  ['VC-25-003', '2025-01-23', 'Gordon', 'Shell assessment', 'nair', false, 210, 'GBP', 'Treated', 'log'],
  ['VC-25-004', '2025-02-04', 'Bima', 'Dental treatment', 'price', true, 640, 'GBP', 'Treated', 'report'],
  ['VC-25-005', '2025-02-11', 'Bemba', 'Pre-transport examination', 'moss', true, 150, 'GBP', 'Clear', 'log'],
  ['VC-25-006', '2025-02-12', 'Temur', 'Pre-transport examination', 'devries', false, 185, 'EUR', 'Clear', 'dutch'],
  ['VC-25-007', '2025-02-20', 'Jengo', 'Hoof trim', 'price', false, 520, 'GBP', 'Treated', 'report'],
  ['VC-25-008', '2025-03-05', 'Nugget', 'Pre-transport examination', 'moss', false, 60, 'GBP', 'Clear', 'log'],
  ['VC-25-009', '2025-03-13', 'Katya', 'Vaccination', 'moss', false, 75, 'GBP', 'Clear', 'log'],
  ['VC-25-010', '2025-03-19', 'Raja', 'Wound treatment', 'nair', true, 460, 'GBP', 'Follow-up', 'report'],
  ['VC-25-011', '2025-03-26', 'Paloma', 'Bumblefoot treatment', 'moss', false, 85, 'GBP', 'Treated', 'log'],
  ['VC-25-012', '2025-04-02', 'Yuri', 'Pre-transport examination', 'moss', true, 410, 'GBP', 'Clear', 'mail'],
  ['VC-25-013', '2025-04-10', 'Sari', 'Contraceptive implant', 'price', true, 330, 'GBP', 'Clear', 'log'],
  ['VC-25-014', '2025-04-17', 'Zuri', 'Annual health check', 'price', false, 240, 'GBP', 'Clear', 'log'],
  ['VC-25-015', '2025-04-29', 'Irbis', 'Dental treatment', 'price', true, 590, 'GBP', 'Treated', 'mail'],
  ['VC-25-016', '2025-05-07', 'Nia', 'Pre-transport examination', 'price', false, 690, 'GBP', 'Clear', 'report'],
  ['VC-25-017', '2025-05-14', 'Koto', 'Annual health check', 'moss', true, 120, 'GBP', 'Clear', 'log'],
  ['VC-25-018', '2025-05-21', 'Mako', 'Wound treatment', 'moss', false, 70, 'GBP', 'Treated', 'log'],
  ['VC-25-019', '2025-06-03', 'Dolly', 'Annual health check', 'nair', false, 180, 'GBP', 'Clear', 'log'],
  ['VC-25-020', '2025-06-11', 'Tashi', 'Annual health check', 'moss', true, 350, 'GBP', 'Clear', 'log'],
].map(([ref, date, animal, proc, vet, ga, cost, cur, outcome, layout]) => ({ ref, date, animal, proc, vet: VETS[vet], ga, cost, cur, outcome, layout }));
const VC = Object.fromEntries(VETCHECKS.map((v) => [v.ref, v]));
function vetFacts(v, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(v.ref, 'vetcheck', attr, value, unit, stated, file);
  F('date', v.date, 'date', s.date);
  F('animal', v.animal, 'text', v.animal);
  F('procedure', v.proc, '', s.proc);
  F('vet', v.vet, 'person', s.vet);
  F('anaesthetic', v.ga, 'bool', s.ga);
  F('cost', v.cost, v.cur, s.cost);
  F('outcome', v.outcome, '', s.outcome);
}

// ================================================================== (a) animals
// (a1) carnivore section record sheets, label set A
animals.filter((a) => a.layout === 'carn').forEach((a, k) => {
  const file = `animals/carnivores/${slug(a.name)}-${a.id.toLowerCase()}.md`;
  a.weight = a.w0 > 20 ? Math.round(a.w0) : Math.round(a.w0 * 10) / 10;
  const wdate = fmtDate(`2025-0${r.int(1, 5)}-${pad(r.int(1, 28))}`, 'short');
  const born = fmtDate(a.born, 'long');
  const t = TR[a.name];
  const status = a.departed ? `Transferred out ${ukDate(t.date)}` : 'On site';
  const s = { species: a.species, sex: SEX[a.sex], born, weight: `${a.weight} kg`, enc: a.enc, sb: a.sb, status };
  animalFacts(a, file, s);
  corpus.write(file, [
    `# ${a.name} — animal record`, '',
    `Name: ${a.name}`, `Species: ${a.species}`, `House ID: ${a.id}`, `Studbook no.: ${a.sb ?? '—'}`, `Sex: ${SEX[a.sex]}`,
    `Date of birth: ${born}`, `Weight: ${a.weight} kg (weighed ${wdate})`, `Enclosure: ${a.enc}`, `Status: ${status}`, `Section: Carnivores`, '',
    '## Notes', '',
    [
      'Crate-trained for the squeeze cage; voluntary injections accepted.',
      'Enrichment: scent trails twice a week, boomer ball. Avoid the keeper door at feeding time.',
      'Shy with new keepers. Target training started March 2024.',
      'Good appetite; weighed on the platform scale every fortnight.',
    ][k % 4],
    '', `_Last updated by ${k % 2 ? 'Rosa Jenkins' : 'Tom Reddy'}._`, '',
  ].join('\n'));
});

// (a2) primate section sheets, label set B (weights in lb, species by scientific name)
animals.filter((a) => a.layout === 'prim').forEach((a, k) => {
  const file = `animals/primates/${a.id}_${a.name.toUpperCase()}.md`;
  const lb = a.w0 / LB > 30 ? Math.round(a.w0 / LB) : Math.round((a.w0 / LB) * 10) / 10;
  a.weight = r4(lb * LB);
  const sp = SP[a.species];
  const taxon = k % 2 ? sp.sci : `${sp.sci} (${a.species})`;
  const born = ukDate(a.born);
  const status = a.departed ? 'Departed' : 'Resident';
  const s = { species: taxon, sex: `Gender: ${a.sex}`, born, weight: `${lb} lb`, enc: a.enc, sb: a.sb, status };
  animalFacts(a, file, s);
  corpus.write(file, [
    'ANIMAL RECORD — PRIMATE SECTION', '',
    `Animal: ${a.name}`, `Taxon: ${taxon}`, `ID: ${a.id}`, `Gender: ${a.sex}`, `DOB: ${born}`,
    `Body weight: ${lb} lb`, `Location: ${a.enc}`, `Studbook #: ${a.sb}`, `Current status: ${status}`, '',
    [
      'Weighed on the climbing-frame scale; figure in pounds as read.',
      'Participates in voluntary presentation of hands and feet for checks.',
      'Rank: dominant within the group. Mixes well with the other species on the walk.',
      'Diet adjusted in winter (more browse). Keeper notes in the primate diary.',
    ][k % 4], '',
  ].join('\n'));
});

// (a3) studbook extract CSV with a preamble (hoofstock; semicolons, decimal commas, dd.mm.yyyy)
{
  const file = 'studbooks/eep-studbook-extract-hoofstock-2025.csv';
  const rows = animals.filter((a) => a.layout === 'stud').map((a) => {
    a.weight = Math.round(a.w0 * 2) / 2;
    const t = TR[a.name];
    const status = a.departed ? `OUT ${fmtDate(t.date, 'dotted')}` : 'ON SITE';
    const w = nl(a.weight, 1);
    const s = { species: a.species, sex: a.sex, born: fmtDate(a.born, 'dotted'), weight: w, enc: a.enc, sb: a.sb, status };
    animalFacts(a, file, s);
    const sire = r.chance(0.2) ? 'UNK' : String(r.int(100, 2300));
    const dam = r.chance(0.2) ? 'UNK' : String(r.int(100, 2300));
    return [a.sb, a.species, a.name, a.id, a.sex, fmtDate(a.born, 'dotted'), sire, dam, a.enc, w, status];
  });
  const body = delimited(['Stud #', 'Taxon', 'House name', 'Local ID', 'Sex', 'Birth date', 'Sire', 'Dam', 'Enclosure', 'Weight (kg)', 'Status'], rows, ';');
  corpus.write(file, `# EAZA Ex-situ Programme (EEP) - studbook extract\n# Institution: WRENFIELD (Wrenfield Zoo & Conservation Park, GB)\n# Taxa: Giraffa reticulata; Equus grevyi; Oryx dammah; Equus ferus przewalskii\n# Data current to 31.05.2025 - living animals and 2025 departures only; UNK = unknown parent\n${body}`);
}

// (a4) HTML bird collection table (sex in zoo notation; weights in kg or g)
{
  const file = 'animals/bird-collection.html';
  const rows = animals.filter((a) => a.layout === 'bird').map((a) => {
    let w;
    if (a.species === 'Chilean flamingo') {
      const g = Math.round(a.w0 * 100) * 10;
      a.weight = g / 1000;
      w = `${g.toLocaleString('en-GB')} g`;
    } else {
      a.weight = Math.round(a.w0 * 10) / 10;
      w = `${a.weight.toFixed(1)} kg`;
    }
    const status = a.departed ? 'Moved out' : 'In collection';
    const hatched = fmtDate(a.born, 'short');
    const s = { species: a.species, sex: `<td>${ZOONOT[a.sex]}</td>`, born: hatched, weight: w, enc: a.enc, sb: a.sb ? `<td>${a.sb}</td>` : '', status };
    animalFacts(a, file, s);
    return `    <tr><td>${esc(a.name)}</td><td>${esc(a.species)}</td><td>${a.id}</td><td>${a.sb ?? '—'}</td><td>${ZOONOT[a.sex]}</td><td>${esc(hatched)}</td><td>${esc(w)}</td><td>${esc(a.enc)}</td><td>${status}</td></tr>`;
  });
  // the HTML sex cells: the checker looks for the stated text in the file, which has exactly these cells
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Bird collection — Wrenfield</title></head>
<body>
<h1>Bird collection (Birds section)</h1>
<p>Individually identified birds only; the mixed aviary finches and the duck pond are counted as groups elsewhere.</p>
<table>
  <thead><tr><th>Name</th><th>Species</th><th>ID</th><th>SB no.</th><th>Sex</th><th>Hatched</th><th>Weight</th><th>Enclosure</th><th>Status</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p class="legend">Sex in zoo notation: males.females.unknown (1.0 = male, 0.1 = female, 0.0.1 = not yet sexed). Weights from the last monthly weigh.</p>
</body></html>
`);
}

// (a5) nested YAML export from the records system (enclosures by code; weights in g or kg)
{
  const file = 'exports/zoobase-export-2025-06-01.yaml';
  const out = ['# ZooBase records export', '# generated: 2025-06-01T06:00:00Z', '# scope: Carnivores (small) + Primates (lemurs)', 'institution:', '  code: WRENFIELD', '  name: "Wrenfield Zoo & Conservation Park"', 'animals:'];
  animals.filter((a) => a.layout === 'yaml').forEach((a) => {
    const sp = SP[a.species];
    const enc = EN[a.enc];
    let wLine;
    if (a.species === 'Meerkat') {
      const g = Math.round(a.w0 * 1000 / 5) * 5;
      a.weight = g / 1000;
      wLine = [`      value: ${g}`, '      unit: g'];
    } else {
      a.weight = Math.round(a.w0 * 10) / 10;
      wLine = [`      value: ${a.weight}`, '      unit: kg'];
    }
    const status = a.departed ? 'departed' : 'active';
    const s = { species: a.species, sex: `"${ZOONOT[a.sex]}"`, born: a.born, weight: wLine[0].trim(), enc: enc.code, sb: a.sb, status };
    animalFacts(a, file, s);
    out.push(
      `  - local_id: ${a.id}`, `    house_name: ${a.name}`, '    taxonomy:', `      common_name: ${a.species}`, `      scientific_name: ${sp.sci}`,
      `    sex: "${ZOONOT[a.sex]}"`, '    birth:', `      date: ${a.born}`, '      estimated: false',
      '    identifiers:', `      studbook_number: ${a.sb ? `"${a.sb}"` : 'null'}`, `      transponder: "${r.int(100, 999)} ${r.int(100, 999)} ${r.int(100, 999)} ${r.int(100, 999)} ${r.int(100, 999)}"`,
      '    last_weight:', `      date: 2025-05-${pad(r.int(2, 28))}`, ...wLine,
      '    location:', `      enclosure: ${enc.code}`, `      section: ${enc.section}`,
      `    status: ${status}`,
    );
    if (a.departed) out.push(`    disposition: {date: ${TR[a.name].date}, to: "${TR[a.name].partner}"}`);
  });
  out.push('');
  corpus.write(file, out.join('\n'));
}

// (a6) reptile profiles (plain text blocks; tortoise ages estimated; weights in lb)
{
  const file = 'animals/reptiles/reptile-profiles.txt';
  const out = ['REPTILE SECTION — INDIVIDUAL PROFILES', '(kept by Daniel Okafor; copy on the Tropical House door)', ''];
  animals.filter((a) => a.layout === 'rept').forEach((a) => {
    let w;
    if (a.species === 'Aldabra giant tortoise') {
      const lb = Math.round(a.w0 / LB);
      a.weight = r4(lb * LB);
      w = `${lb} lb`;
    } else {
      a.weight = Math.round(a.w0 * 2) / 2;
      w = `${a.weight.toFixed(1)} kg`;
    }
    const hatched = a.est ? `c. ${a.year} (estimated)` : fmtDate(a.born, 'dotted');
    const status = a.departed ? `left for ${TR[a.name].partner}, ${fmtDate(TR[a.name].date, 'short')}` : 'in residence';
    const sp = SP[a.species];
    const s = { species: `${a.species} (${sp.sci})`, sex: a.sex === 'M' ? 'male' : 'female', born: a.est ? '' : hatched, bornEst: a.est ? `c. ${a.year}` : '', weight: w, enc: a.enc, sb: a.sb ? `Studbook: ${sp.prog} ${a.sb}` : '', status };
    animalFacts(a, file, s);
    out.push(
      `ANIMAL: ${a.name.toUpperCase()}`, `Species: ${a.species} (${sp.sci})`, `Local ID: ${a.id}`, `Sex: ${s.sex}`, `Hatched: ${hatched}`,
      `Weight: ${w}`, `House: ${a.enc}`, `Studbook: ${sp.prog} ${a.sb}`, `Status: ${status}`, '',
    );
  });
  out.push('UVB lamps replaced every 9 months regardless of output. Basking spot checked daily with the IR gun.', '');
  corpus.write(file, out.join('\n'));
}

// ================================================================== (b) species
function speciesFacts(sp, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(sp.name, 'species', attr, value, unit, stated, file);
  F('scientific_name', sp.sci, 'text', sp.sci);
  F('class', sp.cls, '', s.cls);
  F('status', IUCN[sp.iucn], '', s.status);
  F('diet', sp.diet, '', s.diet);
  F('lifespan', sp.life, 'years', s.life);
  F('native_range', sp.range, 'text', s.range);
  F('programme', sp.prog, '', s.prog);
}
const specSheets = ['Amur tiger', 'Snow leopard', 'Meerkat', 'Asian small-clawed otter', 'Red panda', 'Komodo dragon', 'Aldabra giant tortoise'];
const specHtml = ['Sumatran orangutan', 'Black-and-white ruffed lemur', 'Ring-tailed lemur', 'Northern white-cheeked gibbon', 'Humboldt penguin', 'Chilean flamingo'];
const specJson = ['Reticulated giraffe', "Grevy's zebra", 'Scimitar-horned oryx', "Przewalski's horse", 'Southern ground hornbill', 'Mountain chicken frog'];

// (b1) Markdown fact sheets
specSheets.forEach((name, k) => {
  const sp = SP[name];
  const file = `species/factsheets/${slug(name)}.md`;
  const status = k % 2 ? `${IUCN[sp.iucn]} (${sp.iucn})` : IUCN[sp.iucn];
  const prog = sp.prog === 'None' ? 'None (not managed)' : sp.prog;
  const s = { cls: sp.cls, status, diet: sp.diet, life: `${sp.life} years`, range: sp.range, prog };
  speciesFacts(sp, file, s);
  corpus.write(file, [
    `# ${name}`, '', `Common name: ${name}`, `Scientific name: ${sp.sci}`, `Class: ${sp.cls}`, `Conservation status: ${status}`,
    `Diet: ${sp.diet}`, `Typical lifespan: ${sp.life} years`, `Native range: ${sp.range}`, `Breeding programme: ${prog}`, '',
    `Held at Wrenfield in ${sp.enc}.`, '',
  ].join('\n'));
});

// (b2) HTML collection plan table (IUCN codes, longevity in yrs)
{
  const file = 'species/collection-plan-2025.html';
  const rows = specHtml.map((name) => {
    const sp = SP[name];
    const s = { cls: sp.cls, status: `<td>${sp.iucn}</td>`, diet: sp.diet, life: `${sp.life} yrs`, range: sp.range, prog: sp.prog === 'None' ? '<td>–</td>' : `<td>${sp.prog}</td>` };
    speciesFacts(sp, file, s);
    return `    <tr><td>${esc(name)}</td><td><i>${sp.sci}</i></td><td>${sp.cls}</td><td>${sp.iucn}</td><td>${sp.diet}</td><td>${sp.life} yrs</td><td>${esc(sp.range)}</td><td>${sp.prog === 'None' ? '–' : sp.prog}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Collection plan 2025 — primates and birds</title></head>
<body>
<h1>Collection plan 2025: primates and birds</h1>
<p>Approved by the animal management committee, 14 January 2025. IUCN Red List categories as of the last assessment.</p>
<table>
  <thead><tr><th>Species</th><th>Latin name</th><th>Class</th><th>IUCN</th><th>Diet</th><th>Longevity</th><th>Wild range</th><th>Programme</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>CR = Critically Endangered, EN = Endangered, VU = Vulnerable, NT = Near Threatened, LC = Least Concern.</p>
</body></html>
`);
}

// (b3) nested JSON taxon data
{
  const file = 'species/taxon-data.json';
  const recs = specJson.map((name) => {
    const sp = SP[name];
    speciesFacts(sp, file, { cls: sp.cls, status: `"category": "${sp.iucn}"`, diet: sp.diet, life: '', range: sp.range, prog: sp.prog });
    return {
      taxon: { common: name, scientific: sp.sci, class: sp.cls },
      iucn: { category: sp.iucn, assessed: r.int(2016, 2023) },
      ecology: { diet: sp.diet, lifespan: { value: sp.life, unit: 'years', context: 'human care' }, range: sp.range },
      management: { programme: sp.prog, coordinator_institution: r.pick(['Zoo Basel', 'ZSL', 'Marwell Wildlife', 'Zoo Leipzig', 'Durrell']) },
    };
  });
  corpus.write(file, JSON.stringify({ source: 'Wrenfield collection database', exported: '2025-05-30', taxa: recs }, null, 2) + '\n');
}

// (b4) feeding: Markdown diet sheet (carnivores + reptiles) and CSV schedule (primates, hoofstock, birds)
{
  const file = 'feeding/diet-sheet-carnivores-reptiles.md';
  const out = ['# Diet sheet — Carnivores and Reptiles sections', '', 'Amounts are per animal per day unless stated. Starve day for the big cats: Thursday.', '',
    '| Species | Diet | Amount | Feed time |', '|---|---|---|---|'];
  SPECIES.filter((sp) => ['Carnivores', 'Reptiles'].includes(EN[sp.enc].section)).forEach((sp) => {
    const [u, v] = sp.foodRaw;
    const amount = u === 'g' ? `${v} g` : u === 'week' ? `${v} kg once a week` : `${v} kg`;
    const time = sp.feedTime;
    corpus.also(sp.name, 'species', 'food_per_day', sp.food, 'kg', amount, file);
    corpus.also(sp.name, 'species', 'main_food', sp.mainFood, 'text', sp.mainFood, file);
    corpus.also(sp.name, 'species', 'feed_time', sp.feedTime, 'text', time, file);
    out.push(`| ${sp.name} | ${sp.mainFood} | ${amount} | ${time} |`);
  });
  out.push('', 'Komodo dragons are fed on Sundays only (public feed at 11:00); the rest of the week is a fast.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'feeding/feeding-schedule-2025.csv';
  const rows = SPECIES.filter((sp) => !['Carnivores', 'Reptiles'].includes(EN[sp.enc].section)).map((sp) => {
    const [h, m] = sp.feedTime.split(':').map(Number);
    const time = `${h > 12 ? h - 12 : h}.${pad(m)}${h >= 12 ? 'pm' : 'am'}`;
    const second = `${h + 6 > 12 ? h + 6 - 12 : h + 6}.${pad(m)}pm`;
    corpus.also(sp.name, 'species', 'food_per_day', sp.food, 'kg', String(sp.food), file);
    corpus.also(sp.name, 'species', 'main_food', sp.mainFood, 'text', sp.mainFood, file);
    corpus.also(sp.name, 'species', 'feed_time', sp.feedTime, 'text', time, file);
    return [sp.name, EN[sp.enc].section, sp.mainFood, sp.food, time, second, sp.enc];
  });
  corpus.write(file, delimited(['Species', 'Section', 'Food', 'Food (kg/animal/day)', 'First feed', 'Second feed', 'Enclosure'], rows));
}

// ================================================================== (c) enclosures
function encFacts(e, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(e.name, 'enclosure', attr, value, unit, stated, file);
  F('code', e.code, 'text', e.code);
  F('section', e.section, '', s.section);
  F('area', e.area, 'm2', s.area);
  F('capacity', e.cap, '', s.cap);
  F('heated', e.heated, 'bool', s.heated);
  F('opened', e.opened, '', s.opened);
  F('lead_keeper', e.lead, 'person', e.lead);
}
const encCsv = ENCLOSURES.filter((e) => e.aunit === 'm2' && !['Penguin Cove', 'Hornbill Aviary', 'Dragon House', 'Tropical House'].includes(e.name));
const encMd = ENCLOSURES.filter((e) => e.aunit === 'acres');
const encHtml = ['Penguin Cove', 'Hornbill Aviary', 'Dragon House', 'Tropical House'].map((n) => EN[n]);
{
  const file = 'enclosures/enclosure-register.csv';
  const rows = encCsv.map((e) => {
    encFacts(e, file, { section: e.section, area: String(e.area), cap: '', heated: '', opened: '' });
    return [e.code, e.name, e.section, e.area, e.cap, e.heated ? 'Y' : 'N', e.opened, e.lead];
  });
  corpus.write(file, delimited(['Code', 'Enclosure', 'Section', 'Area (m²)', 'Max animals', 'Heated (Y/N)', 'Opened', 'Lead keeper'], rows));
}
{
  const file = 'enclosures/paddocks-island-lagoon.md';
  const out = ['# Paddocks, island and lagoon — site sheet', '', 'Large outdoor areas measured from the 2019 site survey (acres).', ''];
  encMd.forEach((e) => {
    const heated = e.heated ? 'Yes (heated night house)' : 'No';
    encFacts(e, file, { section: `Section: ${e.section}`, area: `${e.area0} acres`, cap: `Max. animals: ${e.cap}`, heated: `Heating: ${heated}`, opened: `In use since: ${e.opened}` });
    out.push(`## ${e.name} (${e.code})`, '', `- Section: ${e.section}`, `- Size: ${e.area0} acres`, `- Max. animals: ${e.cap}`, `- Heating: ${heated}`,
      `- In use since: ${e.opened}`, `- Keeper in charge: ${e.lead}`, '');
  });
  corpus.write(file, out.join('\n'));
}
encHtml.forEach((e) => {
  const file = `enclosures/houses/${slug(e.name)}.html`;
  const heated = e.heated ? 'Yes' : 'No';
  encFacts(e, file, { section: e.section, area: `${e.area} sq m`, cap: `<span class="value">${e.cap}</span>`, heated: `<span class="value">${heated}`, opened: `<span class="value">${e.opened}</span>` });
  corpus.write(file, htmlInfoboxPage({
    title: e.name,
    sections: [
      { heading: 'Enclosure', rows: [['Code', e.code], ['Section', e.section], ['Floor area', `${e.area} sq m`], ['Capacity', String(e.cap)], ['Heated', heated], ['Opened', String(e.opened)]] },
      { heading: 'Team', rows: [['Lead keeper', e.lead]] },
    ],
    lead: [{ 'Penguin Cove': 'A 60,000-litre saltwater pool with underwater viewing and nest burrows along the back wall.', 'Hornbill Aviary': 'A planted flight aviary with a heated night house; the pair roost inside in winter.', 'Dragon House': 'Basking spots at 40 °C, ambient 28–32 °C by day; the public feed is on Sunday mornings.', 'Tropical House': 'Humidity held at 70–80 %; the mountain chicken frog room is behind the glass, off-show.' }[e.name]],
  }));
});

// (c2) WIDE visitor-counter footfall 2024 (a column per month)
{
  const file = 'visitors/footfall-counters-2024.csv';
  const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const SEASON = [0.35, 0.45, 0.7, 1.0, 1.05, 1.1, 1.5, 1.75, 0.95, 0.9, 0.45, 0.55];
  const counted = ['Amur Ridge', 'Orangutan Island', 'Lemur Walk', 'Penguin Cove', 'Dragon House', 'Tropical House', 'Meerkat Mound', 'Savannah Paddock'];
  const rows = counted.map((n, i) => {
    const base = r.int(6000, 15000);
    const ms = SEASON.map((f) => Math.round(base * f * r.float(0.9, 1.1)));
    ms.forEach((v, j) => corpus.also(n, 'enclosure', `visitors_2024_${MON[j].toLowerCase()}`, v, '', String(v), file));
    corpus.also(n, 'enclosure', 'visitors_2024', ms.reduce((a, b) => a + b, 0), '', '', file);
    return [`C${pad(i + 1)}`, n, ...ms];
  });
  corpus.write(file, `# Visitor counters (infra-red beams at the viewing points), monthly footfall 2024\n# One visitor may be counted at several points. C05 was offline 3-9 Nov (estimated).\n${delimited(['Counter', 'Location', ...MON], rows)}`);
}

// ================================================================== (d) keepers
function keeperFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'keeper', attr, value, unit, stated, file);
  F('section', p.section, '', s.section);
  F('role', p.role, '', s.role);
  F('qualifications', p.quals, 'list', s.quals);
  F('years_service', p.years, 'years', s.years);
  if (s.started) F('started', p.started, '', s.started);
}
{
  const file = 'keepers/team-cards.html';
  const cards = KEEPERS.slice(0, 6).map((p) => {
    const yrs = p.years === 1 ? '1 year' : `${p.years} years`;
    keeperFacts(p, file, { section: p.section, role: p.role, quals: p.quals.join(' · '), years: yrs, started: `Joined: ${p.started}` });
    return `  <div class="card">
    <h3>${esc(p.name)}</h3>
    <p class="role">${p.role} — ${p.section}</p>
    <p>Joined: ${p.started} (${yrs}' service)</p>
    <p>Qualifications: ${esc(p.quals.join(' · '))}</p>
  </div>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Keeper team — Wrenfield</title></head>
<body>
<h1>Keeper team (Carnivores, Hoofstock, Primates)</h1>
<div class="cards">
${cards.join('\n')}
</div>
<p>DMZAA = Diploma in the Management of Zoo and Aquarium Animals.</p>
</body></html>
`);
}
{
  const file = 'keepers/meet-the-keepers.md';
  const out = ['# Meet the keepers', '', 'For the website refresh — draft, spring 2025 (Primates continued, Birds, Reptiles).', ''];
  const QPH = {
    'BSc Zoology': 'a BSc in Zoology', DMZAA: 'the DMZAA', 'Level 3 Animal Management': 'a Level 3 in Animal Management', 'BTO ringing permit': 'a BTO ringing permit',
    'MSc Herpetology': 'an MSc in Herpetology', 'Venomous reptile handling': 'a venomous reptile handling certificate', 'First Aid at Work': 'First Aid at Work',
  };
  const ROLE = { 'Head of Section': (s) => `heads the ${s} section`, 'Senior Keeper': (s) => `is a senior keeper in ${s}`, Keeper: (s) => `is a keeper in the ${s} section` };
  KEEPERS.slice(6).forEach((p, k) => {
    const years = k % 2 ? `${WORDS[p.years]} years` : `${p.years} years`;
    const qs = p.quals.map((q) => QPH[q]);
    const roleText = ROLE[p.role](p.section);
    keeperFacts(p, file, { section: p.section, role: roleText, quals: qs.join(' and '), years, started: '' });
    out.push(`**${p.name}** ${roleText} and has been at Wrenfield for ${years}. ${p.name.split(' ')[0]} holds ${qs.length > 1 ? `${qs.slice(0, -1).join(', ')} and ${qs[qs.length - 1]}` : qs[0]}.`, '');
  });
  // the stated form joins the phrases with "and"; write the list exactly once more as a caption line
  out.push('Qualifications are checked by HR every January.', '');
  corpus.write(file, out.join('\n'));
  for (const f of corpus.facts) if (f.file === file && f.attribute === 'qualifications') f.stated = f.stated.split(' and ')[0];
}

// ================================================================== (f) transfers (+ the Dutch forms carry two animal records)
{
  const file = 'transfers/transfer-register-2025.md';
  const out = ['# Animal transfers 2025 — register', '', 'Maintained by the registrar. Dutch paperwork for Lindewaard moves is filed under transfers/lindewaard/.', '',
    '| Ref | Date | Animal | Species | In/Out | From / To | Country | Reason |', '|---|---|---|---|---|---|---|---|'];
  TRANSFERS.filter((t) => t.layout === 'reg').forEach((t) => {
    const date = fmtDate(t.date, 'short');
    transferFacts(t, file, { date, dir: t.dir === 'In' ? 'IN' : 'OUT', partner: t.partner, country: t.country === 'United Kingdom' ? 'UK' : t.country });
    const reason = r.pick(['EEP recommendation', 'EEP breeding recommendation', 'Group management (surplus male)', 'Pairing']);
    out.push(`| ${t.ref} | ${date} | ${t.animal} | ${A[t.animal].species} | ${t.dir === 'In' ? 'IN' : 'OUT'} | ${t.partner} | ${t.country === 'United Kingdom' ? 'UK' : t.country} | ${reason} |`);
  });
  out.push('', 'Quarantine: 30 days for all arrivals from outside the UK (30 days + TB test for primates).', '');
  corpus.write(file, out.join('\n'));
}
const DUTCH_SP = { "Przewalski's horse": 'Przewalskipaard', 'Komodo dragon': 'Komodovaraan', 'Reticulated giraffe': 'Netgiraffe' };
TRANSFERS.filter((t) => t.layout === 'dutch').forEach((t) => {
  const a = A[t.animal];
  const file = `transfers/lindewaard/overdracht-${t.ref.toLowerCase()}-${slug(a.name)}.md`;
  const into = t.dir === 'In';
  const from = into ? 'Dierenpark Lindewaard, Epe (NL)' : `${ZOO}, Ledbury (UK)`;
  const to = into ? `${ZOO}, Ledbury (UK)` : 'Dierenpark Lindewaard, Epe (NL)';
  const date = nlLong(t.date);
  transferFacts(t, file, { date, dir: into ? 'inkomend' : 'uitgaand', partner: 'Dierenpark Lindewaard', country: 'NL' });
  const rows = [
    ['Referentie / Reference', t.ref], ['Richting (Wrenfield) / Direction', into ? 'inkomend / in' : 'uitgaand / out'],
    ['Van (instelling) / From', from], ['Naar (instelling) / To', to], ['Datum overbrenging / Date of transfer', date],
    ['Diernaam / House name', a.name], ['Diersoort / Species', `${DUTCH_SP[a.species]} (${SP[a.species].sci})`],
  ];
  if (a.layout === 'dutch') {
    // the animal's own record is on this form (an arrival): weight at departure, born, sex in Dutch
    a.weight = a.species === 'Komodo dragon' ? Math.round(a.w0 * 2) / 2 : Math.round(a.w0);
    const w = a.species === 'Komodo dragon' ? `${nl(a.weight, 1)} kg` : `${a.weight} kg`;
    const born = `${a.born.split('-').reverse().join('-')}`;
    const sex = a.sex === 'M' ? 'man' : 'vrouw';
    animalFacts(a, file, { species: DUTCH_SP[a.species], sex, born, weight: w, enc: a.enc, sb: a.sb, status: '' });
    rows.push(['Geslacht / Sex', sex], ['Geboortedatum / Date of birth', born], ['Gewicht bij vertrek / Weight at departure', w],
      ['Studboeknummer / Studbook no.', a.sb], ['Lokaal nummer Wrenfield / Local ID', a.id], ['Verblijf bij aankomst / Enclosure on arrival', a.enc]);
  }
  rows.push(['Vervoer / Transport', a.species === 'Komodo dragon' ? 'Reptielenkist (IATA), per bestelwagen via Hoek van Holland – Harwich' : a.species === 'Reticulated giraffe' ? 'Giraffentrailer (hoogte 4,2 m), Harwich – Hoek van Holland' : 'Paardentrailer, via Hoek van Holland – Harwich'],
    ['Reden / Reason', 'EEP-aanbeveling (fokprogramma)']);
  corpus.write(file, [
    `# Overdrachtsformulier / Transfer form — ${t.ref}`, '', `Dierenpark Lindewaard · Afdeling Dierbeheer · Epe, Gelderland`, '',
    '| Veld / Field | Waarde / Value |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`), '',
    into ? 'Het dier is vooraf onderzocht door de dierenarts van Lindewaard; zie de gezondheidsverklaring.' : 'Ontvangst bevestigd door de dierverzorgers van Lindewaard; quarantaine 30 dagen.',
    '', `Getekend: M. de Vries (dierenarts), ${into ? 'J. Bakker (curator)' : 'G. Pugh (Wrenfield)'}`, '',
  ].join('\n'));
});
{
  const mails = TRANSFERS.filter((t) => t.layout === 'mail');
  const TEXT = {
    Yuri: (t) => [`From: Tom Reddy <t.reddy@wrenfield-zoo.org.uk>`, `To: animals-all@wrenfield-zoo.org.uk`, `Date: Mon, 7 Apr 2025 16:12 +0100`, `Subject: Yuri - move to Hradec confirmed (${t.ref})`, '',
      'Hi all,', '', `Just confirming that Yuri leaves us on ${fmtDate(t.date, 'long')} for Zoologická zahrada Hradec in the Czech Republic, on the EEP coordinator's recommendation.`,
      'The crate is in the Amur Ridge service yard from Thursday so he can get used to it; please keep the yard gate locked.', '', 'Thanks, Tom'],
    Dune: (t) => [`From: Gareth Pugh <g.pugh@wrenfield-zoo.org.uk>`, `To: registrar@wrenfield-zoo.org.uk`, `Cc: Lucy Ashdown`, `Date: Tue, 27 May 2025 09:40 +0100`, `Subject: RE: oryx male - transport date (${t.ref})`, '',
      `Dune is booked to go to Tierpark Hollenstedt in Germany on ${fmtDate(t.date, 'long')}. Hollenstedt want him for their new breeding group; the haulier collects at 06:00.`,
      'Can you make sure the export health certificate and the TRACES entry are done by the Friday before?', '', 'Gareth'],
    Archie: (t) => [`From: Daniel Okafor <d.okafor@wrenfield-zoo.org.uk>`, `To: registrar@wrenfield-zoo.org.uk`, `Date: Fri, 13 Jun 2025 11:02 +0100`, `Subject: Archie (${t.ref})`, '',
      `Archie the tortoise leaves for Djurpark Ekholmen in Sweden on ${fmtDate(t.date, 'long')} (ref ${t.ref}). He travels in the heated van with Beth; expected arrival the following evening.`,
      'Their reptile house is bigger than ours and he will be with two females there.', '', 'Dan'],
  };
  mails.forEach((t) => {
    const file = `transfers/emails/${t.date}-${slug(t.animal)}.eml`;
    transferFacts(t, file, { date: fmtDate(t.date, 'long'), dir: t.animal === 'Dune' ? 'booked to go' : 'leaves', partner: t.partner, country: t.country });
    corpus.write(file, TEXT[t.animal](t).join('\n') + '\n');
  });
}

// ================================================================== (a7) keeper diary (prose; four arrivals and a quarantine check)
{
  const mei = A.Mei, lima = A.Lima, naledi = A.Naledi, lan = A.Lan;
  mei.weight = Math.round(mei.w0 * 10) / 10;
  lima.weight = Math.round(lima.w0 * 10) / 10;
  naledi.weight = Math.round(naledi.w0 * 10) / 10;
  const lanLb = Math.round(lan.w0 / LB);
  lan.weight = r4(lanLb * LB);
  const jan = 'keepers/diary/diary-2025-01.md';
  const v2 = VC['VC-25-002'];
  animalFacts(lima, jan, { species: 'Humboldt penguin', sex: 'female', born: fmtDate(lima.born, 'long'), weight: `${lima.weight.toFixed(1)} kg`, enc: lima.enc, sb: lima.sb, status: '' });
  animalFacts(mei, jan, { species: 'red panda', sex: 'female', born: fmtDate(mei.born, 'long'), weight: `${mei.weight} kg`, enc: mei.enc, sb: mei.sb, status: '' });
  vetFacts(v2, jan, { date: '16 Jan', proc: 'quarantine examination', vet: 'Hannah Moss', ga: 'no anaesthetic', cost: '£95', outcome: 'all clear' });
  corpus.write(jan, `# Keepers' diary — January 2025

**Tue 14 Jan.** Lima arrived from Highland Moor this afternoon: a female Humboldt penguin, hatched ${fmtDate(lima.born, 'long')}, studbook number ${lima.sb}, our local ID ${lima.id}. She weighed ${lima.weight.toFixed(1)} kg on arrival and is in the quarantine pool behind Penguin Cove until she joins the colony. (SL)

**Thu 16 Jan.** Hannah Moss gave Lima her quarantine examination (VC-25-002): no anaesthetic needed, bloods taken, all clear. Invoice £95. (SL)

**Tue 21 Jan.** Mei is here! Our new female red panda came down from Cotswold Heath in the morning. Born ${fmtDate(mei.born, 'long')}, studbook number ${mei.sb}, house ID ${mei.id}. She weighed ${mei.weight} kg and went straight out into Red Panda Wood, where Ravi watched her from the top platform for an hour. (RJ)

**Fri 24 Jan.** Storm damage: two fence panels down on the Steppe Paddock boundary, fixed by maintenance by 3pm. No animals out. (LA)

**Wed 29 Jan.** Meerkat heat lamp in the burrow box replaced (the old one was flickering). (JM)
`);
  const mar = 'keepers/diary/diary-2025-03.md';
  animalFacts(naledi, mar, { species: 'ground hornbill', sex: 'female', born: fmtDate(naledi.born, 'long'), weight: `${naledi.weight} kg`, enc: naledi.enc, sb: naledi.sb, status: '' });
  corpus.write(mar, `# Keepers' diary — March 2025

**Mon 3 Mar.** Naledi, a female southern ground hornbill from Tierpark Hollenstedt, arrived at 10:20 after two days on the road. Hatched ${fmtDate(naledi.born, 'long')}; studbook number ${naledi.sb}; local ID ${naledi.id}. ${naledi.weight} kg on the scales. Introduced to Thabo through the mesh in the Hornbill Aviary night house. (SL)

**Sat 8 Mar.** Busy Saturday, 2,140 through the gate. Penguin talk moved to 14:30 because of the school group. (MH)

**Wed 19 Mar.** Raja under GA with Priya Nair for the wound on his left forelimb (see the vet report). Dragon House closed to the public until 14:00. (DO)

**Thu 27 Mar.** Ora arrived from Lindewaard — see the Dutch paperwork. Settling in the off-show bedroom of the Dragon House. (DO)
`);
  const apr = 'keepers/diary/diary-2025-04.md';
  animalFacts(lan, apr, { species: 'white-cheeked gibbon', sex: 'female', born: fmtDate(lan.born, 'long'), weight: `${lanLb} lb`, enc: lan.enc, sb: lan.sb, status: '' });
  corpus.write(apr, `# Keepers' diary — April 2025

**Tue 8 Apr.** Lan, a female northern white-cheeked gibbon, arrived from Parc Zoologique de la Bastide as a mate for Minh. She was born ${fmtDate(lan.born, 'long')} and has studbook number ${lan.sb} (house ID ${lan.id}). She weighed ${lanLb} lb on the French paperwork. Into the Gibbon Grove dens for 30 days' quarantine. (CH)

**Tue 15 Apr.** Yuri left for Hradec at 05:30. Crate loading took 40 minutes. Dasha and Katya unsettled for the day. (TR)

**Sat 19 Apr.** Easter weekend: 3,870 visitors on the Saturday, the best day since last August. (MH)

**Wed 23 Apr.** First duet from Minh and Lan heard this morning from the café! (FD)
`);
}

// ================================================================== (e) vet checks
{
  const file = 'vet/treatment-log-2025.csv';
  const rows = VETCHECKS.filter((v) => v.layout === 'log').map((v) => {
    const date = ukDate(v.date);
    vetFacts(v, file, { date, proc: v.proc, vet: v.vet, ga: '', cost: v.cost.toFixed(2), outcome: v.outcome });
    return [v.ref, date, v.animal, A[v.animal].id, v.proc, v.vet, v.ga ? 'Y' : 'N', v.cost.toFixed(2), v.outcome];
  });
  corpus.write(file, delimited(['Ref', 'Date', 'Animal', 'ID', 'Procedure', 'Vet', 'GA', 'Cost (£)', 'Outcome'], rows));
}
{
  const REPORT = {
    'VC-25-004': (v) => `# Vet report ${v.ref} — Bima (Sumatran orangutan)

Date: ${fmtDate(v.date, 'long')}

On ${fmtDate(v.date, 'long')} Dr Owen Price carried out a dental treatment on Bima under general anaesthetic in the Orangutan Island night quarters. Two cracked premolars were extracted and the remaining teeth scaled. Recovery was uneventful and Bima was eating soft fruit by the evening.

Outcome: treated. The Severn Veterinary Group invoice came to £640.00 including drugs. Re-check in six months.
`,
    'VC-25-007': (v) => `# Vet report ${v.ref} — Jengo (reticulated giraffe)

Jengo had his hooves trimmed by Dr Owen Price on ${fmtDate(v.date, 'long')}, standing in the giraffe restraint chute with no anaesthetic. The front left hoof had overgrown at the toe; both fronts were trimmed and radiographed.

Outcome: treated. Cost: GBP 520 (chute hire and X-rays included). The next trim is pencilled in for August.
`,
    'VC-25-010': (v) => `# Vet report ${v.ref} — Raja (Komodo dragon)

${fmtDate(v.date, 'long')}. Dr Priya Nair (exotics) treated a bite wound on Raja's left forelimb under general anaesthetic (isoflurane by mask after sedation). The wound was debrided and closed; antibiotics by injection for ten days.

Outcome: follow-up needed — recheck on 2 April. Fee £460.
`,
    'VC-25-016': (v) => `# Vet report ${v.ref} — Nia (reticulated giraffe), pre-transport

Nia's pre-transport examination for the move to Lindewaard was done on ${fmtDate(v.date, 'long')} by Dr Owen Price. It was carried out under standing sedation only, no general anaesthetic, in the chute. Bloods, TB test and faecal screen were all negative and the export health certificate was signed.

Outcome: clear for transport. Cost £690.
`,
  };
  const STATED = {
    'VC-25-004': { proc: 'dental treatment', ga: 'under general anaesthetic', cost: '£640.00', outcome: 'treated' },
    'VC-25-007': { proc: 'hooves trimmed', ga: 'no anaesthetic', cost: 'GBP 520', outcome: 'treated' },
    'VC-25-010': { proc: 'bite wound', ga: 'under general anaesthetic', cost: '£460', outcome: 'follow-up needed' },
    'VC-25-016': { proc: 'pre-transport examination', ga: 'no general anaesthetic', cost: '£690', outcome: 'clear for transport' },
  };
  VETCHECKS.filter((v) => v.layout === 'report').forEach((v) => {
    const file = `vet/reports/${v.ref.toLowerCase()}-${slug(v.animal)}.md`;
    vetFacts(v, file, { date: fmtDate(v.date, 'long'), vet: v.vet, ...STATED[v.ref] });
    corpus.write(file, REPORT[v.ref](v));
  });
}
{
  const file = 'vet/emails/2025-05-02-owen-price-invoices.eml';
  const y = VC['VC-25-012'];
  const i = VC['VC-25-015'];
  vetFacts(y, file, { date: '2 April', proc: 'pre-transport examination', vet: 'Hannah Moss', ga: 'under general anaesthetic', cost: '£410', outcome: 'fit to travel' });
  vetFacts(i, file, { date: '29 April', proc: 'dental treatment', vet: 'Owen Price', ga: 'under GA', cost: '£590', outcome: 'treated' });
  corpus.write(file, `From: Owen Price <owen.price@severnvets.co.uk>
To: Hannah Moss <h.moss@wrenfield-zoo.org.uk>
Date: Fri, 2 May 2025 17:25 +0100
Subject: April invoices (VC-25-012, VC-25-015)

Hi Hannah,

Two for your records. VC-25-012 was yours really: the pre-transport examination on Yuri that Hannah Moss did on 2 April, under general anaesthetic, which we only invoiced for drugs and lab work (£410); he was found fit to travel.

VC-25-015: I did the dental treatment on Irbis on 29 April, under GA — a fractured upper canine, root canal rather than extraction. He was treated and is back on whole carcass. That one is £590.

Best,
Owen
`);
}
{
  const file = 'transfers/lindewaard/gezondheidsverklaring-temur.md';
  const v = VC['VC-25-006'];
  vetFacts(v, file, { date: fmtDate(v.date, 'dotted').replace(/\./g, '-'), proc: 'Onderzoek vóór transport', vet: 'Dr Marieke de Vries', ga: 'Verdoving: nee', cost: '€ 185,00', outcome: 'geschikt voor transport' });
  corpus.write(file, `# Gezondheidsverklaring / Health certificate — ${v.ref}

Dierenpark Lindewaard, Epe — dierenartsenpraktijk

- Dier / Animal: Temur (Przewalskipaard), voor Wrenfield Zoo & Conservation Park
- Datum onderzoek / Date of examination: ${fmtDate(v.date, 'dotted').replace(/\./g, '-')}
- Onderzoek / Examination: Onderzoek vóór transport (pre-transport examination)
- Dierenarts / Vet: Dr Marieke de Vries
- Verdoving: nee (geen anesthesie)
- Bevindingen: klinisch gezond; bloedonderzoek en mestonderzoek negatief
- Conclusie / Outcome: geschikt voor transport
- Kosten / Fee: € 185,00 (gefactureerd aan Wrenfield)

Ondertekend te Epe.
`);
}

// ================================================================== background documents (no entity facts)
corpus.write('README.txt', `WRENFIELD ZOO & CONSERVATION PARK — SHARED DRIVE (2025)
animals/       record sheets: carnivores/, primates/, reptiles/, bird collection
exports/       ZooBase records export (YAML)
studbooks/     EEP studbook extracts
species/       fact sheets, collection plan, taxon data
feeding/       diet sheets and feeding schedule
enclosures/    register, paddocks, houses
keepers/       team, diary
vet/           treatment log, reports, e-mails
transfers/     register, Lindewaard paperwork (Dutch), e-mails
visitors/      counters, gate attendance, events
admin/         prices, opening hours, licences, minutes
`);
{
  const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const SEASON = [0.35, 0.45, 0.7, 1.0, 1.05, 1.1, 1.5, 1.75, 0.95, 0.9, 0.45, 0.55];
  const types = [['Adult', 9200], ['Child (3-15)', 7600], ['Concession', 2100], ['Members', 3900], ['School groups', 1800]];
  const lines = ['# Gate attendance 2024 by ticket type', '', 'From the till system (paid and member entries; under-3s not counted).', '',
    `| Ticket type | ${MON.join(' | ')} | Total |`, `|---|${MON.map(() => '---:').join('|')}|---:|`];
  for (const [t, base] of types) {
    const ms = SEASON.map((f, i) => Math.round(base * f * (t === 'School groups' ? [0.3, 0.8, 1.4, 0.9, 1.6, 1.8, 0.9, 0.05, 1.1, 1.2, 1.0, 0.6][i] : 1) * r.float(0.92, 1.08)));
    lines.push(`| ${t} | ${ms.map((v) => v.toLocaleString('en-GB')).join(' | ')} | ${ms.reduce((a, b) => a + b, 0).toLocaleString('en-GB')} |`);
  }
  lines.push('', 'August 2024 was the best month on record. Annual target for 2025: 290,000.', '');
  corpus.write('visitors/gate-attendance-2024.md', lines.join('\n'));
}
corpus.write('admin/ticket-prices-2025.md', `# Admission prices 2025 (from 1 March)

| Ticket | On the day | Online |
|---|---|---|
| Adult | £24.95 | £22.45 |
| Child (3–15) | £18.50 | £16.65 |
| Concession | £21.00 | £18.90 |
| Family (2 + 2) | £79.00 | £71.10 |
| Under 3 | free | free |

Annual membership: adult £72, family £210. Gift Aid adds 10 % to on-the-day prices.
`);
corpus.write('admin/opening-hours-2025.md', `# Opening hours 2025

- 1 March – 31 October: 9.30am – 6pm (last entry 4.30pm)
- 1 November – 28 February: 10am – 4pm (last entry 3pm)
- Closed 25 and 26 December.

Keeper talks (summer): penguins 11:00 and 14:30, meerkats 12:15, tigers 15:45 (not Thursdays), lemur walk-through open 10:00–16:00.
`);
corpus.write('admin/dwa-licence-2025.md', `# Zoo licence and DWA notes

Zoo licence (Zoo Licensing Act 1981) renewed by Herefordshire Council on 1 October 2022 for six years.
Formal inspection: 12 June 2025 (two inspectors, one from the Secretary of State's list).

Category 1 (dangerous) animals held: Amur tiger, snow leopard, Komodo dragon, Sumatran orangutan, reticulated giraffe, Grevy's zebra.
Firearms team: three trained shooters plus the vet; drills every quarter (last one 27 February 2025).
`);
corpus.write('admin/minutes-animal-committee-2025-04.md', `# Animal management committee — 24 April 2025

Present: Aisha Bello (chair), Tom Reddy, Gareth Pugh, Sophie Lang, Daniel Okafor, Hannah Moss (vet), the registrar.

1. EEP recommendations: Yuri has gone to Hradec; Nia goes to Lindewaard in May; Dune to Hollenstedt in June.
2. Breeding: the tiger pair is on hold (Dasha on contraception). Przewalski's horses: Temur to run with the two mares from May.
3. Budget: the Savannah Paddock shelter re-roof quoted at £38,500; approved for the autumn.
4. Welfare: all five-year welfare assessments done except the flamingos (June).
5. Next meeting: 26 June 2025.
`);
corpus.write('keepers/rota-week-23.md', `# Keeper rota — week 23 (2–8 June 2025)

| Day | Carnivores | Primates | Hoofstock | Birds | Reptiles |
|---|---|---|---|---|---|
| Mon | TR, JM | AB, FD | GP | SL | DO |
| Tue | RJ, JM | CH, FD | GP, LA | SL, MH | BC |
| Wed | TR, RJ | AB, CH | LA | MH | DO, BC |
| Thu | TR, JM | AB, FD | GP, LA | SL | DO |
| Fri | RJ, JM | CH, FD | LA | SL, MH | BC |
| Sat | TR, RJ | AB, CH | GP, LA | MH | DO, BC |
| Sun | TR, JM | CH, FD | GP | SL, MH | DO |

Late shift (until 19:00) rotates weekly; week 23 = Hoofstock.
`);
corpus.write('feeding/browse-list.md', `# Browse — safe and unsafe

Safe: willow, hazel, beech, birch, bamboo (own stand), lime, field maple, apple.
Never: yew, laurel, rhododendron, oak in quantity (tannins), privet, box.

Browse is cut on Mondays and Thursdays; giraffes get about 40 kg of fresh browse per day between them in summer.
`);
corpus.write('visitors/events-2025.md', `# Events 2025

- 22 March: Mountain chicken frog day (talks in the Tropical House, 11:00 and 14:00).
- 20–21 April: Easter egg trail (extra £2 per child).
- 26 July – 31 August: Summer of Big Cats, daily tiger talk 15:45.
- 31 October: Zoo After Dark, 18:00–21:00, tickets £15.
- 6–24 December: Winter Lanterns, Friday–Sunday evenings.
`);
corpus.write('vet/quarantine-protocol.md', `# Quarantine protocol (arrivals)

- All arrivals: minimum 30 days in quarantine accommodation, separate tools and overalls.
- Primates: two negative TB tests 14 days apart before mixing.
- Birds: three faecal screens; avian influenza housing order overrides the quarantine plan.
- Reptiles: 90 days for squamates, faecal screens monthly.

The resident vet signs every release from quarantine in the treatment log.
`);
corpus.write('admin/conservation-fund-2025.md', `# Conservation fund 2025

Wrenfield gives 5 % of admission income to field conservation. Budget for 2025: £96,000.

| Project | Partner | Grant |
|---|---|---|
| Mountain chicken frog recovery | Montserrat Dept. of Environment | £18,000 |
| Tigers of the Russian Far East | Amur tiger field programme | £22,500 |
| Red panda community forest guardians | Eastern Himalaya NGO | £14,000 |
| Ground hornbill nest boxes | Mabula Ground Hornbill Project | £9,500 |
| Scimitar-horned oryx reintroduction | Sahara Conservation | £12,000 |

The rest is held for emergency appeals.
`);

const stats = corpus.flush(source);
console.log(`zoo: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
