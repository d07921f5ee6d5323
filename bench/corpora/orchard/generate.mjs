#!/usr/bin/env node
// Orchard corpus (held-out): the shared drive of "Sollers Hope Cider", a cider orchard and press in Herefordshire
// (Home Farm at Sollers Hope and Ridge Farm at Woolhope), with its partner cidrerie in Normandy, the Cidrerie de la
// Hêtraie at Cambremer, whose records are in French. As at 1 December 2025: 26 orchard blocks, 36 pressings,
// 24 casks and tanks, 22 staff, 22 customers, 30 orders, 12 pieces of equipment.
//   node bench/corpora/orchard/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "orchard-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) blocks: Markdown pages with YAML front matter and a pipe table (label set A: `Variety`, `Rootstock`, `Planted`,
//     `Trees`, `Area`, `Class`, `Looked after by`), a tree-register CSV with `Area (acres)` (label set B: `Cultivar`,
//     `Stock`, `Year planted`, `No. of trees`, `Type`, `Manager`), an HTML survey table in hectares, FRENCH parcel
//     sheets in an HTML definition list (`Variété`, `Porte-greffe`, `Année de plantation`, `Surface: 1,9 ha`,
//     `Type: douce-amère`), and new plantings only in the sentences of the orchard diary;
// (b) pressings: a press-log CSV (kg, L, SG), a mill-room TSV with units in the values (`3.25 t`, `2,150 L`), a
//     nested press-controller JSON (weights in lb, juice in UK gallons, sugar in °Brix), a FRENCH pressing journal in
//     Markdown bullets (`Date de pressage`, `Pommes: 1 040 kg`, `Rendement: 650 l`, `Densité: 1,058`), and pressings
//     only in the sentences of the press-house diary (tonnes, gallons, number words);
// (c) casks and tanks: one HTML infobox page per cask (gallons or litres), a flat tank-list JSON (`capacity_l`),
//     plain-text cask cards (label set B: `Wood`, `Holds`, `Stands in`, `Racked from`), a FRENCH Markdown page with
//     YAML front matter and pipe tables (`Matériau: chêne`, `Contenance: 32 hl`, `Rempli avec`), and two new casks
//     only in an e-mail;
// (d) staff: an HTML table page (label set A: `Role`, `Hourly rate: £14.20 per hour`, `Start date`, `Home village`),
//     a pickers CSV (label set B: `Job`, `Rate (£/h)`, `Joined` dd/mm/yyyy, `Village`), a nested payroll JSON, a
//     FRENCH HTML definition list (`Poste: Caviste`, `Taux horaire: 14,10 €`, `Date d'entrée`, `Commune`) and two new
//     starters only in an e-mail; a WIDE table of hours per month (Aug–Nov 2025; a CSV, and a French Markdown table
//     with `août … nov.`, decimal commas and `–`);
// (e) customers: Markdown `Key: value` bullets, a flat CRM JSON (`credit_limit_gbp`), plain-text account cards
//     (`CUSTOMER — THE LAMB INN`, `Credit limit: GBP 1,100.00`), a FRENCH TSV (`Plafond de crédit: 2 000 €`) and two
//     new accounts only in the sales-meeting minutes;
// (f) orders: Markdown order pages with YAML front matter, an orders CSV (`Total (GBP)`, `Delivered (Y/N)`), a FRENCH
//     export with a PREAMBLE, SEMICOLONS, DECIMAL COMMAS and `n/a` (`Montant HT (EUR)`, `Livré: oui/non`), and orders
//     only in the sentences of an English and a French e-mail;
// (g) equipment: an HTML definition list, an asset TSV with units in the values (`GBP 1,240.00`), FRENCH infobox
//     pages (`Prix HT: 24 800 €`, `Date d'achat`, `Dernier entretien`) and two machines only in the directors' minutes;
// (h) background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: areas in hectares (acres × 0.40468564224); apples in kg (t × 1000, lb ×
// 0.45359237); juice and capacities in litres (UK gallons × 4.54609, hl × 100); sugar as specific gravity (°Brix →
// 1 + B / (258.6 − B / 258.2 × 227.1)); money in GBP or EUR as written (never converted); dates ISO; French words in
// English (`douce-amère` = Bittersweet, `chêne` = Oak, `inox` = Steel, `Caviste` = Cellar hand, `oui` = yes).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Corpus, delimited, esc, fmtDate, group, htmlDlPage, htmlInfoboxPage, htmlTablePage, joinAnd, mdBulletsNote,
  mdYamlTableNote, rng, slug, targets, txtProfile,
} from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('orchard-v1');
const ACRE = 0.40468564224;
const LB = 0.45359237;
const GAL = 4.54609;
const r2 = (x) => Math.round(x * 100) / 100;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const r6 = (x) => Math.round(x * 1e6) / 1e6;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];
const gbp = (v) => `£${group(v, 2)}`;
const frNum = (v, d = 0) => {
  const [i, f] = Number(v).toFixed(d).split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return f ? `${g},${f}` : g;
};
const eur = (v, d = 2) => `${frNum(v, d)} €`;
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const FR_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const frDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d === 1 ? '1er' : d} ${FR_MONTHS[m - 1]} ${y}`;
};
const brixToSg = (b) => r6(1 + b / (258.6 - (b / 258.2) * 227.1));
const NUM_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const TENS = { 20: 'twenty', 30: 'thirty', 40: 'forty', 50: 'fifty', 60: 'sixty', 70: 'seventy', 80: 'eighty', 90: 'ninety' };
function words(n) {
  if (n <= 20) return NUM_WORDS[n];
  if (n < 100) return n % 10 ? `${TENS[n - (n % 10)]}-${NUM_WORDS[n % 10]}` : TENS[n];
  if (n < 1000) return n % 100 ? `${NUM_WORDS[Math.floor(n / 100)]} hundred and ${words(n % 100)}` : `${NUM_WORDS[Math.floor(n / 100)]} hundred`;
  return n % 1000 ? `${words(Math.floor(n / 1000))} thousand ${n % 1000 < 100 ? 'and ' : ''}${words(n % 1000)}` : `${words(Math.floor(n / 1000))} thousand`;
}

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the hours tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ staff
// [name, site, role, rate, start, village, layout]
const STAFF_DEF = [
  ['Tom Pritchard', 'Herefordshire', 'Press operator', 14.2, '2016-09-05', 'Fownhope', 'html'],
  ['Sarah Bayliss', 'Herefordshire', 'Orchard manager', 17.5, '2012-03-12', 'Woolhope', 'html'],
  ['Gareth Probert', 'Herefordshire', 'Cellar hand', 13.1, '2019-08-19', 'Mordiford', 'html'],
  ['Hannah Price', 'Herefordshire', 'Sales', 15.4, '2018-01-08', 'Ledbury', 'html'],
  ['Dave Morgan', 'Herefordshire', 'Driver', 12.9, '2021-04-26', 'Much Marcle', 'html'],
  ['Lucy Watkins', 'Herefordshire', 'Press operator', 13.6, '2020-09-14', 'Sollers Hope', 'html'],
  ['Kasia Nowak', 'Herefordshire', 'Picker', 12.21, '2023-09-04', 'Fownhope', 'csv'],
  ['Jamie Hollings', 'Herefordshire', 'Picker', 12.21, '2025-09-01', 'Brockhampton', 'csv'],
  ['Mihai Popescu', 'Herefordshire', 'Picker', 12.6, '2022-09-05', 'How Caple', 'csv'],
  ['Ellie Jenkins', 'Herefordshire', 'Picker', 12.35, '2024-09-09', 'Woolhope', 'csv'],
  ['Rob Skyrme', 'Herefordshire', 'Picking supervisor', 13.8, '2010-09-13', 'Checkley', 'csv'],
  ['Priya Desai', 'Herefordshire', 'Picker', 12.45, '2025-09-15', 'Ledbury', 'csv'],
  ['Owen Baskerville', 'Herefordshire', 'Sales', 16.1, '2014-05-19', 'Hereford', 'json'],
  ['Megan Clee', 'Herefordshire', 'Cellar hand', 13.4, '2022-02-07', 'Tarrington', 'json'],
  ['Ian Parry', 'Herefordshire', 'Orchard hand', 12.8, '2009-10-05', 'Woolhope', 'json'],
  ['Chloe Grainger', 'Herefordshire', 'Picker', 12.5, '2025-10-06', 'Fownhope', 'mail'],
  ['Sam Okafor', 'Herefordshire', 'Cellar hand', 13.1, '2025-11-03', 'Ledbury', 'mail'],
  ['Mathilde Lecoq', 'Normandy', 'Orchard manager', 16.8, '2011-04-04', 'Cambremer', 'fr'],
  ['Julien Marie', 'Normandy', 'Cellar hand', 14.1, '2017-09-18', 'Beuvron-en-Auge', 'fr'],
  ['Théo Lemonnier', 'Normandy', 'Picker', 11.88, '2025-09-08', 'Crèvecœur-en-Auge', 'fr'],
  ['Camille Duval', 'Normandy', 'Sales', 15.6, '2019-06-03', 'Lisieux', 'fr'],
  ['Antoine Hébert', 'Normandy', 'Press operator', 13.25, '2016-10-10', 'Cambremer', 'fr'],
];
const staff = STAFF_DEF.map(([name, site, role, rate, start, village, layout]) => ({ name, site, role, rate, start, village, layout, cur: site === 'Normandy' ? 'EUR' : 'GBP' }));
const ST = Object.fromEntries(staff.map((s) => [s.name, s]));
const ROLE_FR = { 'Orchard manager': 'Chef de culture', 'Cellar hand': 'Caviste', Picker: 'Cueilleur', Sales: 'Commerciale', 'Press operator': 'Opérateur de pressoir' };

function staffFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
  F('role', p.role, 'text', s.role);
  F('hourly_rate', p.rate, p.cur, s.rate);
  F('started', p.start, 'date', s.start);
  F('village', p.village, 'place', s.village ?? p.village);
  F('site', p.site, 'place', s.site ?? '');
}
{
  const file = 'people/team-herefordshire.html';
  const xs = staff.filter((p) => p.layout === 'html');
  const sections = xs.map((p, k) => {
    const rate = `${gbp(p.rate)} per hour`;
    const start = fmtDate(p.start, k % 2 ? 'long' : 'short');
    staffFacts(p, file, { role: p.role, rate, start });
    return { heading: p.name, rows: [['Role', p.role], ['Hourly rate', rate], ['Start date', start], ['Home village', p.village]] };
  });
  corpus.write(file, htmlTablePage({
    title: 'Sollers Hope Cider — core team', crumbs: ['Shared drive', 'People'], sections,
    lead: ['Permanent staff at Home Farm and Ridge Farm, as at 1 December 2025.', 'Tom Pritchard has run the belt press since it arrived.'],
    footer: 'Rates reviewed every April. Overtime at time and a half after 45 hours in harvest weeks.',
  }));
}
{
  const file = 'people/pickers-2025.csv';
  const rows = staff.filter((p) => p.layout === 'csv').map((p) => {
    staffFacts(p, file, { role: p.role, rate: p.rate.toFixed(2), start: ukDate(p.start) });
    return [p.name, p.role, p.rate.toFixed(2), ukDate(p.start), p.village, p.role === 'Picker' ? 'Seasonal' : 'Permanent'];
  });
  corpus.write(file, delimited(['Name', 'Job', 'Rate (£/h)', 'Joined', 'Village', 'Contract'], rows));
}
{
  const file = 'people/payroll-export-2025-11.json';
  const recs = staff.filter((p) => p.layout === 'json').map((p, k) => {
    staffFacts(p, file, { role: `"title": "${p.role}"`, rate: `"amount": ${p.rate}`, start: p.start });
    return {
      employee_no: `E${1040 + k * 7}`,
      person: { full_name: p.name, address: { village: p.village, county: 'Herefordshire' } },
      job: { title: p.role, started: p.start, site: k === 1 ? 'Home Farm' : 'Ridge Farm' },
      pay: { hourly_rate: { amount: p.rate, currency: 'GBP' }, frequency: 'monthly' },
    };
  });
  corpus.write(file, JSON.stringify({ payroll: { company: 'Sollers Hope Cider Ltd', period: '2025-11', employees: recs } }, null, 2) + '\n');
}
{
  const file = 'normandie/equipe.html';
  const sections = staff.filter((p) => p.layout === 'fr').map((p) => {
    const rate = eur(p.rate);
    staffFacts(p, file, { role: ROLE_FR[p.role], rate, start: frDate(p.start) });
    return { heading: p.name, rows: [['Poste', ROLE_FR[p.role]], ['Taux horaire', rate], ["Date d'entrée", frDate(p.start)], ['Commune', p.village]] };
  });
  corpus.write(file, htmlDlPage({
    title: "L'équipe de la Cidrerie de la Hêtraie", site: 'Cidrerie de la Hêtraie — Cambremer (Calvados)', sections,
    lead: ['Salariés de la cidrerie au 1er décembre 2025.', 'Mathilde Lecoq dirige les vergers depuis 2011.'],
    footer: 'Taux horaires bruts, hors heures supplémentaires.',
  }));
}
{
  const file = 'email/2025-09-26-new-starters.eml';
  const c = ST['Chloe Grainger'];
  const s = ST['Sam Okafor'];
  staffFacts(c, file, { role: 'picker', rate: '£12.50 an hour', start: fmtDate(c.start, 'long'), village: c.village });
  staffFacts(s, file, { role: 'cellar hand', rate: 'thirteen pounds ten an hour', start: fmtDate(s.start, 'long'), village: s.village });
  corpus.write(file, `From: Sarah Bayliss <sarah@sollershopecider.co.uk>
To: Office <office@sollershopecider.co.uk>
Cc: Rob Skyrme <rob@sollershopecider.co.uk>
Date: Fri, 26 Sep 2025 17:12:04 +0100
Subject: Two more people for the back end of harvest

Hi both,

Good news — we've found the extra hands we were after.

Chloe Grainger will join Rob's picking gang as a picker from ${fmtDate(c.start, 'long')}. She lives in ${c.village}, so she can
cycle over, and we've agreed £12.50 an hour as she picked for the Weston's contractors last year.

Sam Okafor starts in the cider house on ${fmtDate(s.start, 'long')} as a cellar hand, on thirteen pounds ten an hour, same as
Gareth. He's coming from ${s.village} and has done a season at a brewery there.

Could you set them both up on payroll and order boots? Sizes to follow.

Thanks,
Sarah
`);
}

// ------------------------------------------------------------------ blocks
// [name, site, variety, rootstock, planted, trees, area, areaUnit, manager, layout]
const BLOCK_DEF = [
  ['Pound Piece', 'Home Farm', 'Dabinett', 'MM106', 2004, 620, 2.4, 'ha', 'Sarah Bayliss', 'yaml'],
  ['Long Meadow', 'Home Farm', 'Yarlington Mill', 'MM111', 1998, 410, 2.15, 'ha', 'Sarah Bayliss', 'yaml'],
  ['Church Ground', 'Home Farm', 'Kingston Black', 'MM106', 2011, 350, 1.3, 'ha', 'Ian Parry', 'yaml'],
  ['Kiln Orchard', 'Home Farm', 'Michelin', 'M25', 1986, 180, 4.6, 'acres', 'Ian Parry', 'yaml'],
  ['Cuckoo Pen', 'Ridge Farm', 'Harry Masters Jersey', 'MM106', 2009, 540, 2.2, 'ha', 'Rob Skyrme', 'yaml'],
  ['Dovecote Piece', 'Ridge Farm', 'Sweet Coppin', 'MM111', 2001, 300, 3.7, 'acres', 'Rob Skyrme', 'yaml'],
  ['Hop Yard', 'Home Farm', 'Browns Apple', 'MM106', 2014, 480, 4.5, 'acres', 'Ian Parry', 'csv'],
  ['Lower Withies', 'Home Farm', 'Ellis Bitter', 'MM111', 1995, 260, 3.2, 'acres', 'Sarah Bayliss', 'csv'],
  ['Upper Withies', 'Home Farm', "Tremlett's Bitter", 'MM106', 2007, 390, 3.9, 'acres', 'Sarah Bayliss', 'csv'],
  ['Cider House Field', 'Home Farm', 'Foxwhelp', 'M25', 1979, 120, 2.8, 'acres', 'Ian Parry', 'csv'],
  ['Twelve Acres', 'Ridge Farm', 'Dabinett', 'MM106', 2018, 1450, 11.6, 'acres', 'Rob Skyrme', 'csv'],
  ['Gallows Tump', 'Ridge Farm', 'Major', 'MM111', 1992, 210, 2.3, 'acres', 'Rob Skyrme', 'csv'],
  ['Sheepcote', 'Ridge Farm', 'Sweet Alford', 'MM106', 2016, 560, 4.1, 'acres', 'Sarah Bayliss', 'csv'],
  ['Brook Meadow', 'Ridge Farm', 'Brown Snout', 'M25', 1983, 150, 2.6, 'acres', 'Rob Skyrme', 'csv'],
  ['Mill Leat', 'Ridge Farm', 'Yarlington Mill', 'MM106', 2020, 700, 2.75, 'ha', 'Rob Skyrme', 'html'],
  ['Crab Mill', 'Ridge Farm', 'Kingston Black', 'MM106', 2013, 420, 1.6, 'ha', 'Ian Parry', 'html'],
  ['Old Vicarage', 'Home Farm', 'Dabinett', 'M25', 1990, 140, 1.15, 'ha', 'Ian Parry', 'html'],
  ['Wassail Orchard', 'Home Farm', 'Harry Masters Jersey', 'MM111', 2003, 330, 1.75, 'ha', 'Sarah Bayliss', 'html'],
  ['Bartestree Bank', 'Ridge Farm', 'Dabinett', 'MM106', 2024, 420, 4.2, 'acres', 'Rob Skyrme', 'prose'],
  ['Clover Patch', 'Home Farm', 'Kingston Black', 'MM111', 2025, 260, 1.1, 'ha', 'Sarah Bayliss', 'prose'],
  ['Nether Close', 'Home Farm', 'Michelin', 'MM106', 2023, 300, 3, 'acres', 'Ian Parry', 'prose'],
  ['Clos du Pressoir', 'Cambremer', 'Binet Rouge', 'Seedling', 1972, 160, 2.4, 'ha', 'Mathilde Lecoq', 'fr'],
  ['Le Grand Verger', 'Cambremer', 'Bisquet', 'Seedling', 1965, 210, 3.1, 'ha', 'Mathilde Lecoq', 'fr'],
  ['La Côte aux Vaches', 'Cambremer', 'Douce Moën', 'MM106', 2008, 450, 1.9, 'ha', 'Mathilde Lecoq', 'fr'],
  ['Les Pommiers Ronds', 'Cambremer', 'Petit Jaune', 'MM111', 2012, 380, 1.45, 'ha', 'Mathilde Lecoq', 'fr'],
  ['Clos Saint-Ouen', 'Cambremer', 'Fréquin Rouge', 'Seedling', 1980, 190, 2.7, 'ha', 'Mathilde Lecoq', 'fr'],
];
const CLASS = {
  Dabinett: 'Bittersweet', 'Yarlington Mill': 'Bittersweet', 'Kingston Black': 'Bittersharp', Michelin: 'Bittersweet',
  'Harry Masters Jersey': 'Bittersweet', 'Sweet Coppin': 'Sweet', 'Browns Apple': 'Sharp', 'Ellis Bitter': 'Bittersweet',
  "Tremlett's Bitter": 'Bittersweet', Foxwhelp: 'Bittersharp', Major: 'Bittersweet', 'Sweet Alford': 'Sweet', 'Brown Snout': 'Bittersweet',
  'Binet Rouge': 'Bittersweet', Bisquet: 'Bittersweet', 'Douce Moën': 'Sweet', 'Petit Jaune': 'Sharp', 'Fréquin Rouge': 'Bitter',
};
const CLASS_FR = { Bittersweet: 'douce-amère', Sweet: 'douce', Sharp: 'acidulée', Bitter: 'amère', Bittersharp: 'aigre-amère' };
const blocks = BLOCK_DEF.map(([name, site, variety, rootstock, planted, trees, area, unit, manager, layout]) => ({
  name, site, variety, rootstock, planted, trees, area, unit, manager, layout, cls: CLASS[variety], ha: unit === 'acres' ? r6(area * ACRE) : area,
}));
const BL = Object.fromEntries(blocks.map((b) => [b.name, b]));
function blockFacts(b, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(b.name, 'block', attr, value, unit, stated, file);
  F('site', b.site, 'place', s.site ?? '');
  F('variety', b.variety, 'text', b.variety);
  F('rootstock', b.rootstock, 'text', s.rootstock ?? b.rootstock);
  F('planted', b.planted, '', s.planted ?? String(b.planted));
  F('trees', b.trees, '', s.trees);
  F('area', b.ha, 'ha', s.area);
  F('class', b.cls, 'text', s.cls);
  F('manager', b.manager, 'person', b.manager);
}
blocks.filter((b) => b.layout === 'yaml').forEach((b, k) => {
  const file = `orchards/blocks/${slug(b.name)}.md`;
  const area = b.unit === 'acres' ? `${b.area} acres` : `${b.area} ha`;
  const spacing = L(k, ['5 m × 3 m', '6 m × 4 m', '5.5 m × 3.5 m']);
  blockFacts(b, file, { site: b.site, trees: `| Trees | ${b.trees} |`, area, cls: b.cls, planted: `| Planted | ${b.planted} |` });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['block', b.name], ['farm', b.site], ['updated', '2025-11-20'], ['organic', k % 3 === 0 ? 'in conversion' : 'no']],
    title: `${b.name} — block record`,
    lead: [`${b.name} is a ${b.variety} block at ${b.site}, planted in ${b.planted}.`],
    sections: [
      { heading: 'Planting', rows: [['Variety', b.variety], ['Rootstock', b.rootstock], ['Planted', b.planted], ['Trees', b.trees], ['Spacing', spacing], ['Area', area]] },
      { heading: 'Management', rows: [['Class', b.cls], ['Looked after by', b.manager], ['Pruning', L(k, ['winter, every other year', 'winter', 'summer tipping and winter'])]] },
    ],
    footer: L(k, ['Grass mown twice in summer; sheep in from November.', 'Mistletoe cut out in February.', 'Two trees lost to canker in 2024, replanted.']),
  }));
});
{
  const file = 'orchards/tree-register-2025.csv';
  const rows = blocks.filter((b) => b.layout === 'csv').map((b) => {
    blockFacts(b, file, { site: b.site, trees: String(b.trees), area: String(b.area), cls: b.cls.toLowerCase() });
    return [b.name, b.site, b.variety, b.rootstock, b.planted, b.trees, b.area, b.cls.toLowerCase(), b.manager];
  });
  corpus.write(file, delimited(['Block', 'Farm', 'Cultivar', 'Stock', 'Year planted', 'No. of trees', 'Area (acres)', 'Type', 'Manager'], rows));
}
{
  const file = 'orchards/ridge-and-home-survey-2025.html';
  const rows = blocks.filter((b) => b.layout === 'html').map((b) => {
    blockFacts(b, file, { site: b.site, trees: `<td>${b.trees}</td>`, area: `${b.area} ha`, cls: b.cls });
    return `    <tr><td>${esc(b.name)}</td><td>${esc(b.site)}</td><td>${esc(b.variety)}</td><td>${b.rootstock}</td><td>${b.planted}</td><td>${b.trees}</td><td>${b.area} ha</td><td>${b.cls}</td><td>${esc(b.manager)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Orchard survey 2025</title></head>
<body>
<h1>Orchard survey — autumn 2025</h1>
<p>Blocks resurveyed by GPS in October 2025 (areas in hectares). Mill Leat is the youngest block in full crop.</p>
<table>
  <thead><tr><th>Block</th><th>Farm</th><th>Variety</th><th>Rootstock</th><th>Planted</th><th>Trees</th><th>Area</th><th>Class</th><th>Looked after by</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
{
  const file = 'normandie/vergers/parcelles.html';
  const sections = blocks.filter((b) => b.layout === 'fr').map((b) => {
    const stock = b.rootstock === 'Seedling' ? 'franc (haute-tige)' : b.rootstock;
    const area = `${frNum(b.area, Math.round(b.area * 100) % 10 ? 2 : 1)} ha`;
    blockFacts(b, file, { rootstock: stock, trees: `${b.trees} arbres`, area, cls: CLASS_FR[b.cls], site: 'Cambremer' });
    return {
      heading: b.name,
      rows: [['Variété', b.variety], ['Porte-greffe', stock], ['Année de plantation', String(b.planted)], ["Nombre d'arbres", `${b.trees} arbres`], ['Surface', area], ['Type', CLASS_FR[b.cls]], ['Responsable', b.manager]],
    };
  });
  corpus.write(file, htmlDlPage({
    title: 'Les parcelles du domaine', site: 'Cidrerie de la Hêtraie — Cambremer', sections,
    lead: ['Vergers haute-tige et basse-tige du domaine, AOP Pays d’Auge.', 'Le Grand Verger, planté en 1965, est la plus ancienne parcelle.'],
    footer: 'Mise à jour : novembre 2025.',
  }));
}
{
  const file = 'orchards/orchard-diary-2025.md';
  const a = BL['Bartestree Bank'];
  const b = BL['Clover Patch'];
  const c = BL['Nether Close'];
  blockFacts(a, file, { site: 'Ridge Farm', rootstock: 'MM106', planted: 'winter of 2024', trees: 'four hundred and twenty', area: '4.2 acres', cls: 'bittersweet' });
  blockFacts(b, file, { site: 'Home Farm', rootstock: 'MM111', planted: '2025', trees: 'two hundred and sixty', area: '1.1 hectares', cls: 'bittersharp' });
  blockFacts(c, file, { site: 'Home Farm', rootstock: 'MM106', planted: '2023', trees: '300', area: 'three acres', cls: 'bittersweet' });
  corpus.write(file, `# Orchard diary 2025 — Sarah Bayliss

## 14 January
Pruning in Pound Piece and Long Meadow. Frost most mornings; the ground too hard for the tractor.

## 3 February
Finished planting the new block at Bartestree Bank on Ridge Farm (we started it in the winter of 2024):
four hundred and twenty Dabinett maiden trees on MM106, 4.2 acres in all, bittersweet for the blend. Rob Skyrme will
look after it with the rest of the Ridge blocks.

## 18 March
Clover Patch, the little field behind the cider house at Home Farm, is planted at last: two hundred and sixty Kingston
Black on MM111 — our second bittersharp block — on 1.1 hectares. I'll keep it under my own eye for the first
few years.

## 9 April
Blossom walk with the Ledbury U3A. Nether Close (Home Farm, planted in 2023) is flowering for the first time: 300
Michelin on MM106 over three acres, another bittersweet. Ian Parry looks after it; no crop worth picking until 2027.

## 22 May
Sheep out of all blocks. Mowed the alleys at Twelve Acres and Sheepcote. Codling moth traps up (12 traps).

## 30 July
Hot and dry — 18 days without rain. Hand-thinned the young Kingston Black in Church Ground.

## 15 September
Picking started with the early bittersharps. Seven pickers plus Rob.
`);
}

// ------------------------------------------------------------------ pressings
const OPS_EN = [['Tom Pritchard', 0.42], ['Lucy Watkins', 0.4], ['Gareth Probert', 0.18]];
const OPS_FR = [['Antoine Hébert', 0.65], ['Julien Marie', 0.35]];
const cropping = blocks.filter((b) => b.site !== 'Cambremer' && b.planted <= 2020);
const cropFr = blocks.filter((b) => b.site === 'Cambremer');
/** Days from 18 September to 28 November 2025. */
function dateIn(d0, d1) {
  const t = Date.UTC(2025, 8, 18) + r.int(d0, d1) * 86400000;
  return new Date(t).toISOString().slice(0, 10);
}
const pressings = [];
{
  const dates = Array.from({ length: 30 }, () => dateIn(0, 71)).sort();
  const layouts = r.shuffle([...Array(12).fill('csv'), ...Array(8).fill('tsv'), ...Array(6).fill('json'), ...Array(4).fill('diary')]);
  // the diary covers October only: move diary slots onto October dates
  const oct = dates.map((d, i) => (d.slice(5, 7) === '10' ? i : -1)).filter((i) => i >= 0);
  const diarySlots = r.sample(oct, 4);
  const rest = layouts.filter((l) => l !== 'diary');
  let j = 0;
  dates.forEach((d, i) => {
    const layout = diarySlots.includes(i) ? 'diary' : rest[j++];
    const blend = r.chance(0.18);
    const bs = blend ? r.sample(cropping, 2) : [r.pick(cropping)];
    pressings.push({ code: `PR-25-${pad(i + 1, 3)}`, date: d, blocks: bs.map((b) => b.name), variety: blend ? 'Blend' : bs[0].variety, by: r.weighted(OPS_EN), layout, site: 'Herefordshire' });
  });
}
{
  const dates = Array.from({ length: 6 }, () => dateIn(14, 60)).sort();
  dates.forEach((d, i) => {
    const blend = i === 3;
    const bs = blend ? [BL['Clos du Pressoir'], BL['La Côte aux Vaches']] : [cropFr[[0, 1, 3, 4, 2, 0][i]]];
    pressings.push({ code: `PRE-25-${pad(i + 1)}`, date: d, blocks: bs.map((b) => b.name), variety: blend ? 'Blend' : bs[0].variety, by: r.weighted(OPS_FR), layout: 'fr', site: 'Normandy' });
  });
}
// amounts in each layout's own unit
for (const p of pressings) {
  const kg0 = p.site === 'Normandy' ? r.int(700, 2600) : r.int(1500, 6200);
  const yieldPerKg = r.float(0.6, 0.74);
  const sg0 = r.int(1044, 1068) / 1000;
  switch (p.layout) {
    case 'csv':
      p.kg = kg0; p.litres = Math.round(kg0 * yieldPerKg); p.sg = sg0; break;
    case 'tsv':
      p.t = Math.round(kg0 / 50) / 20; p.kg = r4(p.t * 1000); p.litres = Math.round(kg0 * yieldPerKg / 10) * 10; p.sg = sg0; break;
    case 'json':
      p.lb = Math.round(kg0 / LB / 10) * 10; p.kg = r4(p.lb * LB); p.gal = Math.round(kg0 * yieldPerKg / GAL * 2) / 2; p.litres = r4(p.gal * GAL);
      p.brix = Math.round(r.float(10.8, 16.4) * 10) / 10; p.sg = brixToSg(p.brix); break;
    case 'diary':
      p.t = Math.round(kg0 / 100) / 10; p.kg = r4(p.t * 1000); p.gal = Math.round(kg0 * yieldPerKg / GAL / 5) * 5; p.litres = r4(p.gal * GAL); p.sg = sg0; break;
    case 'fr':
      p.kg = Math.round(kg0 / 10) * 10; p.litres = Math.round(kg0 * yieldPerKg / 5) * 5; p.sg = sg0; break;
    default:
      throw new Error(p.layout);
  }
}
const PR = Object.fromEntries(pressings.map((p) => [p.code, p]));
function pressFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.code, 'pressing', attr, value, unit, stated, file);
  F('date', p.date, 'date', s.date);
  F('variety', p.variety, 'text', s.variety ?? p.variety);
  F('blocks', p.blocks, 'list', s.blocks ?? p.blocks[0]);
  F('apples', p.kg, 'kg', s.apples);
  F('juice', p.litres, 'L', s.juice);
  F('sg', p.sg, 'SG', s.sg);
  F('pressed_by', p.by, 'person', s.by ?? p.by);
  F('site', p.site, 'place', '');
}
const sgTxt = (x) => x.toFixed(3);
const varietyLabel = (p) => (p.variety === 'Blend' ? `Blend (${p.blocks.map((b) => BL[b].variety).join(' + ')})` : p.variety);
{
  const file = 'press/press-log-2025.csv';
  const rows = pressings.filter((p) => p.layout === 'csv').map((p) => {
    pressFacts(p, file, { date: p.date, variety: varietyLabel(p), apples: String(p.kg), juice: String(p.litres), sg: sgTxt(p.sg) });
    return [p.code, p.date, varietyLabel(p), p.blocks.join(' + '), p.kg, p.litres, sgTxt(p.sg), p.by];
  });
  corpus.write(file, delimited(['Pressing', 'Date', 'Variety', 'Block(s)', 'Apples (kg)', 'Juice (L)', 'SG', 'Pressed by'], rows));
}
{
  const file = 'press/mill-room-sheets-2025.tsv';
  const rows = pressings.filter((p) => p.layout === 'tsv').map((p) => {
    const apples = `${p.t.toFixed(2)} t`;
    const juice = `${group(p.litres)} L`;
    pressFacts(p, file, { date: ukDate(p.date), variety: p.variety === 'Blend' ? 'blend' : p.variety, apples, juice, sg: `OG ${sgTxt(p.sg)}` });
    return [p.code, ukDate(p.date), p.variety === 'Blend' ? 'blend' : p.variety, p.blocks.join(' & '), apples, juice, `OG ${sgTxt(p.sg)}`, p.by];
  });
  corpus.write(file, delimited(['Batch', 'Date', 'Fruit', 'From block', 'Apples', 'Juice', 'Gravity', 'Operator'], rows, '\t'));
}
{
  const file = 'press/press-controller-export.json';
  const recs = pressings.filter((p) => p.layout === 'json').map((p, k) => {
    pressFacts(p, file, { date: p.date, variety: `"variety": "${p.variety === 'Blend' ? 'BLEND' : p.variety}"`, apples: `"lb": ${p.lb}`, juice: `"gal_uk": ${p.gal}`, sg: `"brix": ${p.brix}` });
    return {
      batch: { id: p.code, started: `${p.date}T${pad(7 + (k % 3))}:${pad((k * 17) % 60)}:00`, program: L(k, ['BP-STD', 'BP-SOFT', 'BP-STD']) },
      fruit: { variety: p.variety === 'Blend' ? 'BLEND' : p.variety, source: { blocks: p.blocks }, weight: { lb: p.lb } },
      juice: { volume: { gal_uk: p.gal }, must: { brix: p.brix } },
      operator: { name: p.by },
    };
  });
  corpus.write(file, JSON.stringify({ device: { model: 'Voran EBP 500', firmware: '3.4.1' }, exported: '2025-11-30T18:00:00Z', units: { weight: 'lb', volume: 'UK gallons', sugar: '°Brix' }, batches: recs }, null, 2) + '\n');
}
{
  const file = 'press/press-house-diary-october-2025.md';
  const xs = pressings.filter((p) => p.layout === 'diary');
  const out = ['# Press house diary — October 2025', '', 'Kept on the clipboard by the press; typed up by Lucy at the end of the month.', ''];
  xs.forEach((p, k) => {
    const b = p.blocks.map((x) => x).join(' and ');
    const tonnes = p.t === 2.5 ? 'two and a half tonnes' : `${p.t} tonnes`;
    const gal = `${p.gal} gallons`;
    const sg = sgTxt(p.sg);
    const first = p.by.split(' ')[0];
    pressFacts(p, file, { date: fmtDate(p.date, 'long'), variety: p.variety === 'Blend' ? 'blend' : p.variety, blocks: p.blocks[0], apples: tonnes, juice: gal, sg, by: k % 2 ? p.by : first });
    const what = p.variety === 'Blend' ? `a blend of ${joinAnd(p.blocks.map((x) => BL[x].variety))} from ${b}` : `${p.variety} from ${b}`;
    out.push(`## ${fmtDate(p.date, 'long')}`, '', L(k, [
      `Pressed ${tonnes} of ${what} today (${p.code}). ${first} was on the press; we got ${gal} of juice and the gravity came in at ${sg}.`,
      `${p.code}: ${what}, ${tonnes} through the mill. ${p.by} pressed. ${gal} to tank, OG ${sg}. Belt slipping a bit in the afternoon.`,
      `Long day. ${first} pressed ${tonnes} of ${what} — ${p.code} — for ${gal}; gravity ${sg}, which is about what we hoped.`,
      `${p.code} done by ${p.by}: ${what}, ${tonnes} of fruit, ${gal} of juice at ${sg}.`,
    ]), '');
  });
  out.push('## 31 October', '', 'Cleaned down the mill and the belt. Pomace (about 9 t this month) went to the farm at Checkley for the cattle.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'normandie/pressoir/journal-de-pressage-2025.md';
  const sections = pressings.filter((p) => p.layout === 'fr').map((p) => {
    const variete = p.variety === 'Blend' ? `Assemblage (${p.blocks.map((x) => BL[x].variety).join(', ')})` : p.variety;
    const pommes = `${frNum(p.kg)} kg`;
    const rendement = `${frNum(p.litres)} l`;
    const dens = frNum(p.sg, 3);
    pressFacts(p, file, { date: frDate(p.date), variety: p.variety === 'Blend' ? 'Assemblage' : p.variety, apples: pommes, juice: rendement, sg: dens });
    return { heading: p.code, rows: [['Date de pressage', frDate(p.date)], ['Variété', variete], ['Parcelle(s)', p.blocks.join(', ')], ['Pommes', pommes], ['Rendement', rendement], ['Densité', dens], ['Pressé par', p.by]] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Journal de pressage — campagne 2025', sections,
    lead: ['Cidrerie de la Hêtraie, pressoir pneumatique. Densité du moût mesurée au densimètre à 15 °C.'],
    footer: 'Marc de pommes repris par la ferme voisine.',
  }));
}

// ------------------------------------------------------------------ casks and tanks
// [name, material, capacity, unit, location, layout]
const VESSEL_DEF = [
  ['Cask 3', 'Oak', 110, 'gal', 'Old Barn', 'infobox', 'ex-sherry butt'],
  ['Cask 5', 'Oak', 500, 'L', 'Old Barn', 'infobox', 'ex-whisky hogshead (rebuilt)'],
  ['Cask 8', 'Oak', 54, 'gal', 'Cider House', 'infobox', 'ex-rum barrel'],
  ['Cask 11', 'Oak', 225, 'L', 'Old Barn', 'infobox', 'ex-Bordeaux barrique'],
  ['Cask 14', 'Oak', 120, 'gal', 'Cider House', 'infobox', 'old cider vat'],
  ['Cask 17', 'Oak', 300, 'L', 'Old Barn', 'infobox', 'ex-port pipe'],
  ['Tank 1', 'Steel', 3000, 'L', 'Press House', 'json'],
  ['Tank 2', 'Steel', 3000, 'L', 'Press House', 'json'],
  ['Tank 3', 'Steel', 5000, 'L', 'Cider House', 'json'],
  ['Tank 4', 'Steel', 6500, 'L', 'Cider House', 'json'],
  ['Tank 5', 'Steel', 2000, 'L', 'Bottling Shed', 'json'],
  ['Tank 6', 'Steel', 4500, 'L', 'Cider House', 'json'],
  ['Tank 7', 'Steel', 10000, 'L', 'Cider House', 'json'],
  ['Tank 8', 'Steel', 1000, 'L', 'Bottling Shed', 'json'],
  ['Cask 20', 'Oak', 500, 'L', 'Old Barn', 'txt', 'French oak, new 2022'],
  ['Cask 21', 'Oak', 66, 'gal', 'Old Barn', 'txt', 'ex-whisky barrel'],
  ['Cask 22', 'Oak', 650, 'L', 'Cider House', 'txt', 'ex-wine puncheon'],
  ['Tank 9', 'Steel', 850, 'gal', 'Press House', 'txt', 'variable-capacity, floating lid'],
  ['Foudre 1', 'Oak', 32, 'hl', 'Chai', 'fr'],
  ['Foudre 2', 'Oak', 45, 'hl', 'Chai', 'fr'],
  ['Cuve 3', 'Steel', 5000, 'L', 'Cave', 'fr'],
  ['Cuve 4', 'Steel', 2500, 'L', 'Cave', 'fr'],
  ['Cask 23', 'Oak', 55, 'gal', 'Old Barn', 'mail'],
  ['Cask 24', 'Oak', 225, 'L', 'Old Barn', 'mail'],
];
const vessels = VESSEL_DEF.map(([name, material, cap, unit, location, layout, note]) => ({
  name, material, cap, unit, location, layout, note, litres: unit === 'gal' ? r4(cap * GAL) : unit === 'hl' ? cap * 100 : cap,
  kind: /^(Cask|Foudre)/.test(name) ? 'Cask' : 'Tank',
}));
{
  // fill each vessel from a pressing of its own side that yielded at least the vessel's volume (casks share)
  const en = pressings.filter((p) => p.site === 'Herefordshire');
  const fr = pressings.filter((p) => p.site === 'Normandy');
  const empty = ['Tank 8', 'Cask 24'];
  for (const v of vessels) {
    if (empty.includes(v.name)) { v.from = null; continue; }
    const pool = (v.layout === 'fr' ? fr : en).filter((p) => p.litres >= v.litres || v.litres > 4000);
    v.from = r.pick(pool.length ? pool : v.layout === 'fr' ? fr : en).code;
  }
}
const VS = Object.fromEntries(vessels.map((v) => [v.name, v]));
function vesselFacts(v, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(v.name, 'vessel', attr, value, unit, stated, file);
  F('kind', v.kind, 'text', s.kind ?? '');
  F('material', v.material, 'text', s.material);
  F('capacity', v.litres, 'L', s.cap);
  F('location', v.location, 'text', s.location ?? v.location);
  F('filled_from', v.from, 'text', v.from ?? s.empty ?? '');
}
const capTxt = (v) => (v.unit === 'gal' ? `${v.cap} gallons` : `${group(v.cap)} litres`);
vessels.filter((v) => v.layout === 'infobox').forEach((v, k) => {
  const file = `cellar/vessels/${slug(v.name)}.html`;
  const cap = v.unit === 'gal' ? `${v.cap} gallons` : `${v.cap} L`;
  vesselFacts(v, file, { material: `Oak (${v.note})`, cap, empty: 'empty' });
  corpus.write(file, htmlInfoboxPage({
    title: v.name,
    sections: [
      { heading: 'Vessel', rows: [['Type', 'Cask'], ['Material', `Oak (${v.note})`], ['Capacity', cap], ['Location', v.location]] },
      { heading: 'Contents', rows: [['Filled from', v.from ?? 'empty'], ['Last racked', L(k, ['November 2025', 'October 2025', 'not yet'])]] },
    ],
    lead: [`${v.name} is an oak cask in the ${v.location}; it holds ${cap}.`, 'Topped up weekly; sulphur candle burnt when emptied.'],
    footer: 'Cellar book, Sollers Hope Cider.',
  }));
});
{
  const file = 'cellar/tank-list.json';
  const recs = vessels.filter((v) => v.layout === 'json').map((v) => {
    vesselFacts(v, file, { material: 'stainless steel', cap: `"capacity_l": ${v.cap}` });
    return { tank: v.name, material: 'stainless steel', capacity_l: v.cap, location: v.location, filled_from: v.from, cooling_jacket: v.cap >= 4500 };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
vessels.filter((v) => v.layout === 'txt').forEach((v) => {
  const file = `cellar/cards/${slug(v.name)}.txt`;
  const holds = v.unit === 'gal' ? `${v.cap} gallons` : `${v.cap} litres`;
  const wood = v.material === 'Oak' ? `Wood: oak (${v.note})` : `Material: stainless steel (${v.note})`;
  vesselFacts(v, file, { material: wood.split(': ')[1], cap: `Holds: ${holds}`, location: `Stands in: ${v.location}` });
  corpus.write(file, txtProfile({
    txtHeader: `${v.kind.toUpperCase()} CARD — ${v.name.toUpperCase()}\n${'='.repeat(v.kind.length + 8 + v.name.length)}`,
    sections: [{ rows: [['Vessel', v.name], [wood.split(': ')[0], wood.split(': ')[1]], ['Holds', holds], ['Stands in', v.location], ['Racked from', v.from ?? 'empty']] }],
    lead: [`${v.name} holds ${holds} when full.`],
  }));
});
{
  const file = 'normandie/chai/foudres-et-cuves.md';
  const xs = vessels.filter((v) => v.layout === 'fr');
  const sections = xs.map((v) => {
    const cont = v.unit === 'hl' ? `${v.cap} hl` : `${frNum(v.cap)} l`;
    const mat = v.material === 'Oak' ? 'chêne' : 'inox';
    vesselFacts(v, file, { material: mat, cap: cont, location: v.location });
    return { heading: v.name, rows: [['Matériau', mat], ['Contenance', cont], ['Emplacement', v.location], ['Rempli avec', v.from]] };
  });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['domaine', 'Cidrerie de la Hêtraie'], ['mis_a_jour', '2025-11-28'], ['responsable', 'Julien Marie']],
    title: 'Foudres et cuves', colA: 'Champ', colB: 'Valeur', sections,
    lead: ['Les foudres sont au chai, les cuves inox à la cave. Le Foudre 2 est le plus grand des deux foudres.'],
  }));
}
{
  const file = 'email/2025-11-05-two-more-casks.eml';
  const a = VS['Cask 23'];
  const b = VS['Cask 24'];
  vesselFacts(a, file, { material: 'oak', cap: 'fifty-five gallons' });
  vesselFacts(b, file, { material: 'oak', cap: '225-litre', empty: '' });
  corpus.write(file, `From: Gareth Probert <gareth@sollershopecider.co.uk>
To: Sarah Bayliss <sarah@sollershopecider.co.uk>
Date: Wed, 5 Nov 2025 08:31:52 +0000
Subject: Casks from the cooperage

Sarah,

The two casks from the cooperage in Ross came yesterday and are in the Old Barn now. Cask 23 is an ex-rum barrel
that holds fifty-five gallons; I filled it straight away from ${a.from}, which was sitting in a tank that needed
emptying. Cask 24 is a 225-litre oak barrique, ex-Bordeaux; it's still empty, soaking to swell the staves.

That makes eleven oak casks on the Herefordshire side. I've updated the cellar book.

Gareth
`);
}

// ------------------------------------------------------------------ customers
// [name, type, town, credit, rep, layout, account]
const CUST_DEF = [
  ['The Green Man', 'Pub', 'Fownhope', 1500, 'Hannah Price', 'md'],
  ["The Nag's Head", 'Pub', 'Ledbury', 1000, 'Hannah Price', 'md'],
  ['Bromyard Farm Shop', 'Shop', 'Bromyard', 2000, 'Owen Baskerville', 'md'],
  ['The Bell at Tillington', 'Pub', 'Tillington', 1250, 'Hannah Price', 'md'],
  ['Wye Valley Wines', 'Shop', 'Ross-on-Wye', 2500, 'Owen Baskerville', 'md'],
  ['Marches Drinks Ltd', 'Wholesaler', 'Leominster', 12000, 'Owen Baskerville', 'md'],
  ["The Saracen's Head", 'Pub', 'Symonds Yat', 1800, 'Hannah Price', 'json'],
  ['Ledbury Deli', 'Shop', 'Ledbury', 750, 'Hannah Price', 'json'],
  ['Severn Vale Wholesale', 'Wholesaler', 'Gloucester', 15000, 'Owen Baskerville', 'json'],
  ['The Boot Inn', 'Pub', 'Orleton', 900, 'Hannah Price', 'json'],
  ['Cotswold Cellars', 'Shop', 'Cirencester', 3000, 'Owen Baskerville', 'json'],
  ['The Lamb Inn', 'Pub', 'Stoke Prior', 1100, 'Hannah Price', 'txt'],
  ['Malvern Food Hall', 'Shop', 'Malvern', 1600, 'Owen Baskerville', 'txt'],
  ['The Butchers Arms', 'Pub', 'Woolhope', 1000, 'Hannah Price', 'prose'],
  ['Three Counties Drinks', 'Wholesaler', 'Worcester', 8000, 'Owen Baskerville', 'prose'],
  ['Cave de Cambremer', 'Shop', 'Cambremer', 2000, 'Camille Duval', 'fr'],
  ['Café du Marché', 'Pub', 'Lisieux', 1500, 'Camille Duval', 'fr'],
  ["Le Bistrot d'Auge", 'Pub', 'Beuvron-en-Auge', 3500, 'Camille Duval', 'fr'],
  ['Épicerie Fine Lemaire', 'Shop', 'Caen', 2500, 'Camille Duval', 'fr'],
  ['Normandie Boissons', 'Wholesaler', 'Caen', 20000, 'Camille Duval', 'fr'],
  ['Les Halles de Honfleur', 'Shop', 'Honfleur', 4000, 'Camille Duval', 'fr'],
  ['Bar de la Plage', 'Pub', 'Deauville', 1200, 'Camille Duval', 'fr'],
];
const customers = CUST_DEF.map(([name, type, town, credit, rep, layout], k) => ({ name, type, town, credit, rep, layout, cur: layout === 'fr' ? 'EUR' : 'GBP', country: layout === 'fr' ? 'France' : 'England', acct: `${layout === 'fr' ? 'CL' : 'C'}-${1003 + k * 11}` }));
const CU = Object.fromEntries(customers.map((c) => [c.name, c]));
const TYPE_FR = { Pub: 'bar', Shop: 'épicerie', Wholesaler: 'grossiste' };
function custFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'customer', attr, value, unit, stated, file);
  F('type', c.type, 'text', s.type);
  F('town', c.town, 'place', s.town ?? c.town);
  F('credit_limit', c.credit, c.cur, s.credit);
  F('rep', c.rep, 'person', c.rep);
  F('account', c.acct, 'text', s.acct ?? c.acct);
  F('country', c.country, 'place', '');
}
{
  const file = 'sales/customers/accounts-herefordshire.md';
  const sections = customers.filter((c) => c.layout === 'md').map((c, k) => {
    const type = c.type === 'Pub' ? L(k, ['Pub (free house)', 'Pub', 'Pub (tied — guest cider only)']) : c.type;
    const credit = c.credit >= 10000 ? `£${group(c.credit)}` : `£${group(c.credit)}`;
    custFacts(c, file, { type, credit: `Credit limit: ${credit}` });
    return { heading: c.name, rows: [['Account', c.acct], ['Type', type], ['Town', c.town], ['Credit limit', credit], ['Account manager', c.rep], ['Terms', c.type === 'Wholesaler' ? '60 days' : '30 days']] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Trade accounts — Herefordshire and the Marches', sections,
    lead: ['Open trade accounts as at 1 December 2025. Marches Drinks Ltd is our biggest wholesaler by volume.'],
    footer: 'Credit limits reviewed by Owen every January.',
  }));
}
{
  const file = 'sales/crm-export-2025-12-01.json';
  const recs = customers.filter((c) => c.layout === 'json').map((c) => {
    custFacts(c, file, { type: `"category": "${c.type.toLowerCase()}"`, credit: `"credit_limit_gbp": ${c.credit}` });
    return { account: c.acct, name: c.name, category: c.type.toLowerCase(), town: c.town, credit_limit_gbp: c.credit, rep: c.rep, active: true };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
customers.filter((c) => c.layout === 'txt').forEach((c) => {
  const file = `sales/customers/${slug(c.name)}.txt`;
  const credit = `GBP ${group(c.credit, 2)}`;
  custFacts(c, file, { type: `Account type: ${c.type}`, credit: `Credit limit: ${credit}`, town: `Location: ${c.town}` });
  corpus.write(file, txtProfile({
    txtHeader: `CUSTOMER — ${c.name.toUpperCase()}`,
    sections: [{ rows: [['Account no', c.acct], ['Account type', c.type], ['Location', c.town], ['Credit limit', credit], ['Sales contact', c.rep], ['Delivery day', c.type === 'Pub' ? 'Thursday' : 'Tuesday']] }],
    lead: [`${c.name} has been buying from us since ${c.type === 'Pub' ? '2019' : '2021'}.`],
  }));
});
{
  const file = 'normandie/clients-2025.tsv';
  const rows = customers.filter((c) => c.layout === 'fr').map((c) => {
    const plafond = `${frNum(c.credit)} €`;
    custFacts(c, file, { type: TYPE_FR[c.type], credit: plafond });
    return [c.acct, c.name, TYPE_FR[c.type], c.town, plafond, c.rep];
  });
  corpus.write(file, delimited(['Code', 'Client', 'Type', 'Ville', 'Plafond de crédit', 'Commercial'], rows, '\t'));
}

// ------------------------------------------------------------------ equipment
// [name, type, bought, price, cur, lastService, site, layout]
const EQUIP_DEF = [
  ['Voran belt press', 'Press', '2018-08-20', 18400, 'GBP', '2025-08-12', 'Home Farm', 'dl'],
  ['Speidel fruit mill', 'Mill', '2018-09-03', 3950, 'GBP', '2025-08-12', 'Home Farm', 'dl'],
  ['GAI bottling line', 'Bottling line', '2021-02-15', 26500, 'GBP', '2025-06-30', 'Home Farm', 'dl'],
  ['Plate pasteuriser', 'Pasteuriser', '2022-05-09', 9800, 'GBP', '2025-07-18', 'Home Farm', 'dl'],
  ['Rack-and-cloth press', 'Press', '1996-09-02', 2300, 'GBP', '2024-09-02', 'Ridge Farm', 'tsv'],
  ['Liverani transfer pump', 'Pump', '2015-03-10', 1240, 'GBP', '2025-09-01', 'Home Farm', 'tsv'],
  ['Fruit washer', 'Washer', '2017-08-21', 4600, 'GBP', '2025-08-28', 'Home Farm', 'tsv'],
  ['Plate filter', 'Filter', '2020-11-02', 2150, 'GBP', '2025-03-14', 'Home Farm', 'tsv'],
  ['Pressoir pneumatique Bucher', 'Press', '2016-09-12', 24800, 'EUR', '2025-09-02', 'Cambremer', 'fr'],
  ['Broyeur à râpe', 'Mill', '2009-08-31', 6200, 'EUR', '2025-08-25', 'Cambremer', 'fr'],
  ['Vigo hydraulic press', 'Press', '2011-10-14', 2750, 'GBP', '2025-09-03', 'Ridge Farm', 'prose'],
  ['Ebara drum pump', 'Pump', '2023-06-19', 640, 'GBP', '2025-10-20', 'Home Farm', 'prose'],
];
const equipment = EQUIP_DEF.map(([name, type, bought, price, cur, service, site, layout]) => ({ name, type, bought, price, cur, service, site, layout }));
const TYPE_EQ_FR = { Press: 'Pressoir', Mill: 'Broyeur' };
function eqFacts(e, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(e.name, 'equipment', attr, value, unit, stated, file);
  F('type', e.type, 'text', s.type ?? e.type);
  F('bought', e.bought, 'date', s.bought);
  F('price', e.price, e.cur, s.price);
  F('last_service', e.service, 'date', s.service);
  F('site', e.site, 'place', s.site ?? e.site);
}
{
  const file = 'equipment/equipment-register.html';
  const sections = equipment.filter((e) => e.layout === 'dl').map((e, k) => {
    const bought = fmtDate(e.bought, k % 2 ? 'us' : 'long');
    const service = fmtDate(e.service, 'short');
    eqFacts(e, file, { bought, price: gbp(e.price), service });
    return { heading: e.name, rows: [['Type', e.type], ['Bought', bought], ['Price', gbp(e.price)], ['Last service', service], ['Kept at', e.site]] };
  });
  corpus.write(file, htmlDlPage({
    title: 'Equipment register — cider house', site: 'Sollers Hope Cider', sections,
    lead: ['Capital equipment over £1,000 at Home Farm. The Voran belt press does nearly all of our pressing now.'],
    footer: 'Service contracts with Vigo Ltd (press, mill) and GAI UK (bottling line).',
  }));
}
{
  const file = 'equipment/assets.tsv';
  const rows = equipment.filter((e) => e.layout === 'tsv').map((e) => {
    const price = `GBP ${group(e.price, 2)}`;
    eqFacts(e, file, { bought: fmtDate(e.bought, 'dotted'), price, service: fmtDate(e.service, 'dotted') });
    return [e.name, e.type, fmtDate(e.bought, 'dotted'), price, fmtDate(e.service, 'dotted'), e.site];
  });
  corpus.write(file, delimited(['Asset', 'Kind', 'Purchased', 'Cost', 'Serviced', 'Where'], rows, '\t'));
}
equipment.filter((e) => e.layout === 'fr').forEach((e) => {
  const file = `normandie/materiel/${slug(e.name)}.html`;
  const prix = `${frNum(e.price)} €`;
  eqFacts(e, file, { type: TYPE_EQ_FR[e.type], bought: ukDate(e.bought), price: prix, service: ukDate(e.service), site: 'Cambremer' });
  corpus.write(file, htmlInfoboxPage({
    title: e.name,
    sections: [{ heading: 'Matériel', rows: [['Type', TYPE_EQ_FR[e.type]], ["Date d'achat", ukDate(e.bought)], ['Prix HT', prix], ['Dernier entretien', ukDate(e.service)], ['Lieu', 'Cambremer']] }],
    lead: [`${e.name} : acheté le ${frDate(e.bought)}.`],
    footer: 'Fiche matériel — Cidrerie de la Hêtraie.',
  }));
});
{
  const file = 'minutes/directors-meeting-2025-10-22.md';
  const v = equipment.find((e) => e.name === 'Vigo hydraulic press');
  const p = equipment.find((e) => e.name === 'Ebara drum pump');
  eqFacts(v, file, { type: 'hydraulic press', bought: '14 October 2011', price: '£2,750', service: '3 September', site: 'Ridge Farm' });
  eqFacts(p, file, { type: 'drum pump', bought: '19 June 2023', price: '£640', service: '20 October', site: 'Home Farm' });
  corpus.write(file, `# Directors' meeting — 22 October 2025

Present: Sarah Bayliss, Owen Baskerville, Hannah Price; Mathilde Lecoq by video from Cambremer.

1. **Harvest.** Picking about ten days behind last year. Bittersharps done; Dabinett in full swing.

2. **Equipment.** The old Vigo hydraulic press at Ridge Farm — bought second-hand on 14 October 2011 for £2,750 —
   was serviced on 3 September (2025) and will stay as the back-up press. The Ebara drum pump we bought on
   19 June 2023 for £640 (kept at Home Farm) had its seals replaced on 20 October. Agreed not to replace the
   rack-and-cloth press; it stays for demonstrations.

3. **Normandy.** Mathilde reported a good crop of Binet Rouge; the pneumatic press ran without trouble.

4. **Next meeting** 26 November.
`);
}

// ------------------------------------------------------------------ orders
const PRODUCTS_EN = [['Dry Cider', 38], ['Medium Cider', 36], ['Sweet Cider', 36], ['Kingston Black Single Variety', 54], ['Dabinett Single Variety', 52], ['Bag-in-box Medium (20 L)', 58]];
const PRODUCTS_FR = [['Cidre Brut', 31.2], ['Cidre Doux', 29.4], ['Pommeau', 96], ['Cidre Bouché Pays d’Auge', 42.6]];
const orders = [];
{
  const en = customers.filter((c) => c.country === 'England');
  const who = [...en, ...r.sample(en, 5)];
  const layouts = r.shuffle([...Array(5).fill('yaml'), ...Array(11).fill('csv'), ...Array(4).fill('mail')]);
  const dates = Array.from({ length: 20 }, () => dateIn(8, 73)).sort();
  r.shuffle(who).forEach((c, i) => {
    const [product, price] = r.pick(PRODUCTS_EN);
    const cases = c.type === 'Wholesaler' ? r.int(30, 120) : r.int(3, 28);
    const disc = c.type === 'Wholesaler' ? 0.85 : 1;
    orders.push({ code: `SO-25${dates[i].slice(5, 7)}-${pad(101 + i * 3, 3)}`, date: dates[i], customer: c.name, product, cases, total: r2(cases * price * disc), cur: 'GBP', delivered: dates[i] < '2025-11-20' ? r.chance(0.9) : r.chance(0.3), layout: layouts[i] });
  });
}
{
  const fr = customers.filter((c) => c.country === 'France');
  const who = [...fr, ...r.sample(fr, 3)];
  const dates = Array.from({ length: 10 }, () => dateIn(10, 73)).sort();
  const layouts = r.shuffle([...Array(8).fill('semi'), ...Array(2).fill('mail')]);
  r.shuffle(who).forEach((c, i) => {
    const [product, price] = r.pick(PRODUCTS_FR);
    const cases = c.type === 'Wholesaler' ? r.int(40, 150) : r.int(4, 30);
    orders.push({ code: `CMD-25-${pad(31 + i * 2, 3)}`, date: dates[i], customer: c.name, product, cases, total: r2(cases * price * (c.type === 'Wholesaler' ? 0.8 : 1)), cur: 'EUR', delivered: dates[i] < '2025-11-20' ? r.chance(0.85) : r.chance(0.3), layout: layouts[i] });
  });
}
function orderFacts(o, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(o.code, 'order', attr, value, unit, stated, file);
  F('date', o.date, 'date', s.date);
  F('customer', o.customer, 'text', o.customer);
  F('product', o.product, 'text', s.product ?? o.product);
  F('cases', o.cases, '', s.cases);
  F('total', o.total, o.cur, s.total);
  F('delivered', o.delivered, 'bool', s.delivered);
}
orders.filter((o) => o.layout === 'yaml').forEach((o, k) => {
  const file = `sales/orders/${o.code}.md`;
  const total = gbp(o.total);
  orderFacts(o, file, { date: o.date, cases: `| Cases | ${o.cases} |`, total, delivered: o.delivered ? 'Yes' : 'No' });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['order', o.code], ['date', o.date], ['customer', o.customer], ['taken_by', CU[o.customer].rep]],
    title: `Order ${o.code}`,
    lead: [`${o.customer} ordered ${o.cases} cases of ${o.product}.`],
    sections: [{ heading: 'Lines', rows: [['Product', o.product], ['Cases', o.cases], ['Total', total], ['Delivered', o.delivered ? 'Yes' : 'No']] }],
    footer: L(k, ['Deliver to the cellar door round the back.', 'Invoice by e-mail.', 'Empties to collect.']),
  }));
});
{
  const file = 'sales/orders-autumn-2025.csv';
  const rows = orders.filter((o) => o.layout === 'csv').map((o) => {
    const date = fmtDate(o.date, 'short');
    orderFacts(o, file, { date, cases: String(o.cases), total: o.total.toFixed(2), delivered: o.delivered ? 'Y' : 'N' });
    return [o.code, date, o.customer, o.product, o.cases, o.total.toFixed(2), o.delivered ? 'Y' : 'N'];
  });
  corpus.write(file, delimited(['Order no', 'Date', 'Customer', 'Product', 'Cases', 'Total (GBP)', 'Delivered (Y/N)'], rows));
}
{
  const file = 'email/2025-11-24-orders-this-week.eml';
  const out = ['From: Hannah Price <hannah@sollershopecider.co.uk>', 'To: Dave Morgan <dave@sollershopecider.co.uk>', 'Cc: Owen Baskerville <owen@sollershopecider.co.uk>', 'Date: Mon, 24 Nov 2025 09:02:17 +0000', 'Subject: Orders to sort - not on the spreadsheet yet', '', 'Morning Dave,', '', "A few orders that came in by phone, so they're not in the orders sheet yet:", ''];
  orders.filter((o) => o.layout === 'mail' && o.cur === 'GBP').forEach((o, k) => {
    const date = fmtDate(o.date, 'long');
    const cases = o.cases <= 20 ? NUM_WORDS[o.cases] : String(o.cases);
    const deliv = o.delivered ? 'already delivered' : 'still to go out';
    orderFacts(o, file, { date, cases: `${cases} cases`, total: gbp(o.total), delivered: deliv });
    out.push(L(k, [
      `- ${o.customer} rang on ${date} for ${cases} cases of ${o.product} (${o.code}), ${gbp(o.total)} in all — ${deliv}.`,
      `- ${o.code}: ${o.customer}, ${cases} cases of ${o.product}, ordered ${date}, comes to ${gbp(o.total)}; ${deliv}.`,
    ]), '');
  });
  out.push("Can you tell me which ones you've actually dropped off so I can invoice?", '', 'Ta,', 'Hannah', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'normandie/commandes-export-2025-11-30.csv';
  const rows = orders.filter((o) => o.layout === 'semi').map((o, k) => {
    const montant = o.total.toFixed(2).replace('.', ',');
    orderFacts(o, file, { date: ukDate(o.date), cases: `;${o.cases};`, total: montant, delivered: o.delivered ? 'oui' : 'non' });
    return [o.code, ukDate(o.date), o.customer, o.product, o.cases, montant, o.delivered ? 'oui' : 'non', L(k, ['n/a', 'n/a', 'palette filmée', 'n/a', 'relance paiement'])];
  });
  const head = 'Cidrerie de la Hêtraie - export des commandes\nExporté le;30/11/2025 18:04;Utilisateur;cduval\nPériode;01/09/2025 - 30/11/2025;Montants;EUR HT\n\n';
  corpus.write(file, head + delimited(['N° commande', 'Date', 'Client', 'Produit', 'Caisses', 'Montant HT (EUR)', 'Livré', 'Remarque'], rows, ';'));
}
{
  const file = 'normandie/courriels/2025-11-26-commandes-telephone.eml';
  const out = ['From: Camille Duval <camille.duval@cidrerie-hetraie.fr>', 'To: Julien Marie <julien.marie@cidrerie-hetraie.fr>', 'Date: Wed, 26 Nov 2025 10:44:09 +0100', 'Subject: Commandes prises au téléphone', '', 'Bonjour Julien,', '', 'Deux commandes prises par téléphone, pas encore dans le logiciel :', ''];
  const FR_NUM = { 4: 'quatre', 5: 'cinq', 6: 'six', 8: 'huit', 10: 'dix', 12: 'douze', 15: 'quinze', 20: 'vingt' };
  orders.filter((o) => o.layout === 'mail' && o.cur === 'EUR').forEach((o) => {
    const date = frDate(o.date);
    const cases = FR_NUM[o.cases] ?? String(o.cases);
    const montant = `${frNum(o.total, 2)} € HT`;
    const deliv = o.delivered ? 'déjà livrée' : 'pas encore livrée';
    orderFacts(o, file, { date, product: o.product, cases: `${cases} caisses`, total: montant, delivered: deliv });
    out.push(`- ${o.customer} a commandé le ${date} ${cases} caisses de ${o.product} (${o.code}), pour ${montant} ; commande ${deliv}.`, '');
  });
  out.push('Merci de préparer les palettes.', '', 'Camille', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ customers only in the sales minutes (prose)
{
  const file = 'minutes/sales-meeting-2025-11-12.md';
  const a = CU['The Butchers Arms'];
  const b = CU['Three Counties Drinks'];
  custFacts(a, file, { type: 'pub', credit: 'a thousand pounds', acct: a.acct });
  custFacts(b, file, { type: 'wholesaler', credit: 'eight thousand pounds', acct: b.acct });
  corpus.write(file, `# Sales meeting — 12 November 2025

Present: Owen Baskerville, Hannah Price, Dave Morgan (deliveries).

1. **New accounts this autumn.** The Butchers Arms in Woolhope (account ${a.acct}) has come back to us after two years with a
   national brand: a free-house pub, credit limit a thousand pounds, Hannah Price to look after it.
   Three Counties Drinks of Worcester (${b.acct}) is a wholesaler supplying about forty pubs in Worcestershire;
   Owen Baskerville has agreed a credit limit of eight thousand pounds to start with and will manage the account
   himself.

2. **Christmas.** Gift packs (three bottles and a glass) at £24; 300 made. Wye Valley Wines and Cotswold Cellars
   each asked for sixty.

3. **Deliveries.** Van MOT due in January. Thursday is pub day, Tuesday shops.

4. **Normandy.** Camille is sending a pallet of Pommeau for the Christmas packs.
`);
}

// ------------------------------------------------------------------ WIDE hours tables (per month, Aug–Nov 2025)
const MONTHS = ['aug', 'sep', 'oct', 'nov'];
for (const p of staff) {
  p.hours = {};
  MONTHS.forEach((m, i) => {
    const monthStart = `2025-${pad(8 + i)}-01`;
    const monthEnd = `2025-${pad(8 + i)}-28`;
    if (p.start > monthEnd) return;
    const picking = ['Picker', 'Picking supervisor', 'Press operator'].includes(p.role);
    const peak = i === 1 || i === 2;
    let h = picking ? (peak ? r.int(120, 200) : r.int(20, 110)) : r.int(130, 170);
    if (p.start > monthStart) h = Math.round(h * 0.6);
    if (p.site === 'Normandy') h = Math.round(h * 2) / 2 + (r.chance(0.4) ? 0.5 : 0);
    p.hours[m] = h;
  });
}
{
  const file = 'people/hours-aug-nov-2025.csv';
  const rows = staff.filter((p) => p.site === 'Herefordshire').map((p) => {
    MONTHS.forEach((m) => p.hours[m] != null && corpus.also(p.name, 'staff', `hours_${m}`, p.hours[m], 'h', String(p.hours[m]), file));
    return [p.name, p.role, ...MONTHS.map((m) => p.hours[m] ?? '')];
  });
  corpus.write(file, delimited(['Name', 'Role', 'Aug', 'Sep', 'Oct', 'Nov'], rows));
}
{
  const file = 'normandie/heures-aout-novembre-2025.md';
  const out = ['# Heures travaillées — août à novembre 2025', '', 'Cidrerie de la Hêtraie. Heures par mois (– = pas encore embauché).', '', '| Salarié | Poste | août | sept. | oct. | nov. |', '|---|---|---|---|---|---|'];
  staff.filter((p) => p.site === 'Normandy').forEach((p) => {
    MONTHS.forEach((m) => p.hours[m] != null && corpus.also(p.name, 'staff', `hours_${m}`, p.hours[m], 'h', frNum(p.hours[m], p.hours[m] % 1 ? 1 : 0), file));
    out.push(`| ${p.name} | ${ROLE_FR[p.role]} | ${MONTHS.map((m) => (p.hours[m] == null ? '–' : frNum(p.hours[m], p.hours[m] % 1 ? 1 : 0))).join(' | ')} |`);
  });
  out.push('', 'Heures supplémentaires payées à 125 % au-delà de 35 heures par semaine.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ WIDE fruit-picked tables (per block per month, 2025)
const PMONTHS = ['sep', 'oct', 'nov'];
for (const b of blocks) {
  b.picked = {};
  if (b.planted > 2020) continue;
  // what its pressings took in the month (a blend's fruit split evenly), plus fruit still in store or sold, rounded up
  PMONTHS.forEach((m, i) => {
    const pressed = pressings.filter((p) => p.blocks.includes(b.name) && Number(p.date.slice(5, 7)) === 9 + i).reduce((a, p) => a + p.kg / p.blocks.length, 0);
    const extra = b.trees * (b.site === 'Cambremer' ? r.float(1, 9) : r.float(0.2, 3)) * [0.3, 1, 0.6][i];
    const kg = Math.ceil((pressed + extra) / 100) * 100;
    if (kg > 0) b.picked[m] = kg;
  });
}
{
  const file = 'orchards/fruit-picked-by-block-2025.csv';
  const rows = blocks.filter((b) => b.site !== 'Cambremer' && Object.keys(b.picked).length).map((b) => {
    PMONTHS.forEach((m) => b.picked[m] != null && corpus.also(b.name, 'block', `picked_${m}`, b.picked[m], 'kg', (b.picked[m] / 1000).toFixed(1), file));
    return [b.name, b.variety, ...PMONTHS.map((m) => (b.picked[m] != null ? (b.picked[m] / 1000).toFixed(1) : ''))];
  });
  corpus.write(file, delimited(['Block', 'Variety', 'Sep (t)', 'Oct (t)', 'Nov (t)'], rows));
}
{
  const file = 'normandie/vergers/recolte-2025.md';
  const out = ['# Récolte 2025 par parcelle', '', 'Pommes ramassées (kg), par mois. Ramassage au sol après secouage.', '', '| Parcelle | Variété | sept. | oct. | nov. |', '|---|---|---|---|---|'];
  blocks.filter((b) => b.site === 'Cambremer').forEach((b) => {
    PMONTHS.forEach((m) => b.picked[m] != null && corpus.also(b.name, 'block', `picked_${m}`, b.picked[m], 'kg', frNum(b.picked[m]), file));
    out.push(`| ${b.name} | ${b.variety} | ${PMONTHS.map((m) => (b.picked[m] != null ? frNum(b.picked[m]) : '–')).join(' | ')} |`);
  });
  out.push('', 'Total du domaine en hausse par rapport à 2024 (année de gel).', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `SOLLERS HOPE CIDER — SHARED DRIVE (as at 1 December 2025)
Home Farm, Sollers Hope and Ridge Farm, Woolhope, Herefordshire.
Partner cidrerie: Cidrerie de la Hêtraie, Cambremer, Normandy (files under normandie/ are in French).

orchards/     block records, tree register, survey, orchard diary
press/        press log, mill-room sheets, controller export, press-house diary
cellar/       casks and tanks
people/       team, pickers, payroll, hours
sales/        customers, orders
equipment/    equipment register and assets
minutes/ email/ harvest/ policies/ weather/ newsletter/
`);
corpus.write('harvest/harvest-notes-2025.md', `# Harvest notes 2025

A late, heavy year after a dry July. Picking ran from 15 September to 28 November on the Herefordshire side, with seven
pickers at the peak. Bought-in fruit: 14.5 tonnes of mixed bittersweets from a neighbour at Mordiford (£210 a tonne)
and 6 tonnes of Dabinett from Much Marcle (£230 a tonne); these went into the Medium Cider and are not in the press
log's block totals.

Sugar was good: most bittersweets came in between 1.055 and 1.065. Rainfall in October was 112 mm at Home Farm.
Scab was light; canker worst in the oldest blocks.

Next year: replant 40 gaps at Twelve Acres; trial a mechanical harvester (hired, about £95 an hour).
`);
corpus.write('sales/price-list-2025.md', `# Trade price list 2025 (ex VAT, per case)

| Product | Pack | Price per case |
|---|---|---|
| Dry Cider | 12 × 500 ml | £38.00 |
| Medium Cider | 12 × 500 ml | £36.00 |
| Sweet Cider | 12 × 500 ml | £36.00 |
| Kingston Black Single Variety | 6 × 750 ml | £54.00 |
| Dabinett Single Variety | 6 × 750 ml | £52.00 |
| Bag-in-box Medium | 20 L | £58.00 |

Wholesalers: 15 % off list for 30 cases or more. Delivery free over £250 within 40 miles.
`);
corpus.write('normandie/aop-pays-d-auge.md', `# AOP Cidre Pays d'Auge — rappel du cahier des charges

- Vergers : au moins 70 % de pommes douces-amères et amères ; pas d'irrigation.
- Densité minimale du moût : 1,050 ; titre alcoométrique 4 % vol. minimum.
- Prise de mousse naturelle en bouteille ; pas de gazéification.
- Déclaration de récolte avant le 10 décembre.

Contrôle ODG prévu le 14 janvier 2026.
`);
corpus.write('policies/food-safety-haccp.md', `# Food safety (HACCP) — summary

1. Only sound fruit is milled; fallen fruit is picked within 48 hours and washed.
2. Juice is sulphited to 50 mg/l free SO2 at a pH above 3.8.
3. Pasteurisation: 72 °C for 20 minutes for all bottled cider.
4. Tanks are cleaned with caustic (2 %) and rinsed with cold water; records in the cellar book.
5. Temperature of the cold store checked twice a day (target 2–8 °C).
`);
corpus.write('weather/rainfall-2025.csv', delimited(['Month', 'Home Farm (mm)', 'Ridge Farm (mm)', 'Cambremer (mm)'], [
  ['Jan', '84', '91', '95'], ['Feb', '52', '58', '70'], ['Mar', '40', '44', '51'], ['Apr', '38', '35', '48'], ['May', '61', '66', '55'],
  ['Jun', '47', '50', '43'], ['Jul', '12', '15', '29'], ['Aug', '55', '49', '60'], ['Sep', '71', '78', '82'], ['Oct', '112', '118', '104'], ['Nov', '96', '101', '113'],
]));
corpus.write('newsletter/wassail-2026.md', `# Wassail — Saturday 17 January 2026

Our twelfth wassail in Wassail Orchard at Home Farm. Gates open 5 pm; the procession leaves the cider house at 6.

Tickets £12 (children free). Hot cider, a hog roast from Bromyard, and the Leominster Morris. Bring a pan to bang.
Last year 340 people came; please car-share, there are only 120 parking spaces.
`);
corpus.write('email/2025-12-01-year-end.eml', `From: Owen Baskerville <owen@sollershopecider.co.uk>
To: all@sollershopecider.co.uk
Date: Mon, 1 Dec 2025 08:00:00 +0000
Subject: Year end

Hi all,

Thanks for a huge harvest. Christmas party at the Green Man on 19 December (7.30 pm). Stocktake on 30 December:
every tank and cask to be dipped and written up in the cellar book.

Owen
`);

const stats = corpus.flush(source);
console.log(`orchard: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
