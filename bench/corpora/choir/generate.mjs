#!/usr/bin/env node
// Choir corpus (held-out): the shared drive of Derwent Voices, a community choir in Cockermouth, Cumbria, with its
// sister choirs — the Derwent Chamber Singers (a chamber group of the same society) and the Chœur de l'Aber, the
// twinned choir of Plouvenec in Brittany, whose files are partly in French. 2025 season.
//   node bench/corpora/choir/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "choir-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Entities: 3 choirs, 52 singers, 36 pieces in the music libraries, 10 concerts, 10 venues, 16 rehearsals.
// Layouts:
// (a) singers: a membership-register CSV (surname and forename apart, divisions `S1` … `B2`, `Owing (£)`), Markdown
//     profile sheets (`Membership no.`, `Voice part: Alto (A2)`, `Attendance (Jan–Jun 2025): 88%`), a new-members
//     note with another label set (`Member number`, `Sings: second soprano`, `Rehearsals attended: 17 of 20`), a
//     nested YAML of sections (attendance as a ratio), two joiners only in the committee minutes, an HTML roster of
//     the chamber singers, a FRENCH table of the Breton choir (`Pupitre: Soprane 1`, `Assiduité: 91 %`, `Cotisation:
//     réglée | due : 45,00 €`) and a French e-mail welcoming three new singers; a WIDE table of rehearsals attended per
//     singer per month (Jan–Jun) with a `Rehearsals held` row; section leaders only in the musical director's e-mail;
// (b) pieces: a nested music-library JSON export (duration "m:ss"), a stock-check CSV (`Duration (mins)` decimal), an
//     HTML chamber repertoire table (`6'45"`), a FRENCH repertoire sheet (`Durée : 3 min 20`, `30 exemplaires`), two
//     new-acquisition sheets with another label set (`Length: approx. 3½ minutes`) and two pieces only in the
//     director's e-mail (`about three and a half minutes`, `forty copies`);
// (c) concerts: Markdown concert sheets, HTML programmes, one concert only in the minutes and one only in an e-mail,
//     two in a FRENCH concert report; ticket prices and tickets sold of the UK concerts in a box-office export with a
//     preamble, SEMICOLONS and DECIMAL COMMAS (facts of the concert stated in a second file);
// (d) venues: an HTML table, Markdown sheets with YAML front matter, a French list, one only in the minutes;
// (e) rehearsals: a rehearsal log (a heading per rehearsal, prose or `Key: value` lines, `7.30–9.30pm`), a chamber
//     rehearsal CSV, a FRENCH rehearsal diary (`de 20h30 à 22h30`), two only in the director's e-mails;
// (f) choirs: a Markdown sheet, an HTML infobox, a French presentation page; background documents whose numbers
//     belong to no entity.
//
// Canonical units of source.csv: durations of pieces in MINUTES (`3:05` → 3.0833, `6'45"` → 6.75, `3 min 20` →
// 3.3333); rehearsal times as HH:MM text and their length in minutes (stated nowhere); attendance in percent (`17 of
// 20` → 85, `0.88` → 88); money in the stated currency (GBP or EUR, never converted); dates ISO; years as numbers;
// French words in English (`Soprane` = Soprano, `Ténor` = Tenor, `Basse` = Bass, `réglée` = Paid, `due` = Owing).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, htmlInfoboxPage, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('choir-v1');
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const fr = (x, d) => Number(x).toFixed(d).replace('.', ',');
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];

class DriveCorpus extends Corpus {
  constructor(root) {
    super(root);
    this.aliases = new Map(); // entity -> [forms that name it in its file]
  }
  /** A fact of an entity stated in a second file (box-office export, attendance table, e-mails). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
  alias(entity, form) {
    if (!this.aliases.has(entity)) this.aliases.set(entity, []);
    this.aliases.get(entity).push(form);
  }
  verify() {
    const saved = [];
    // names written surname first or split over two columns: check the parts, then the library's own checks
    for (const [e, forms] of this.aliases) {
      const file = this.entityFile.get(e);
      const text = this.files.get(file) ?? '';
      if (!forms.some((f) => text.includes(f) || text.includes(esc(f)))) throw new Error(`${file}: alias of ${e} not found`);
      if (!text.includes(e) && !text.includes(esc(e))) {
        saved.push([e, file]);
        this.entityFile.delete(e);
      }
    }
    super.verify();
    for (const [e, file] of saved) this.entityFile.set(e, file);
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ helpers
const FR_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const FR_DAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const EN_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const dow = (iso) => new Date(`${iso}T12:00:00Z`).getUTCDay();
const frDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${FR_DAYS[dow(iso)]} ${d === 1 ? '1er' : d} ${FR_MONTHS[m - 1]} ${y}`;
};
const enDay = (iso, style = 'long') => `${EN_DAYS[dow(iso)]} ${fmtDate(iso, style)}`;
const ukDate = (iso) => iso.split('-').reverse().join('/');
const mmss = (sec) => `${Math.floor(sec / 60)}:${pad(sec % 60)}`;
const minutesOf = (hhmm) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
/** "19:30" → "7.30pm" / "7pm" */
const pm = (hhmm, suffix = true) => {
  const [h, m] = hhmm.split(':').map(Number);
  const h12 = h > 12 ? h - 12 : h;
  return `${h12}${m ? `.${pad(m)}` : ''}${suffix ? (h >= 12 ? 'pm' : 'am') : ''}`;
};
const frTime = (hhmm) => hhmm.replace(':', 'h');
const gbp = (x) => `£${x.toFixed(2)}`;
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const TENS = { 20: 'twenty', 30: 'thirty', 40: 'forty', 50: 'fifty', 60: 'sixty' };
const numWord = (n) => (n <= 20 ? WORDS[n] : n % 10 === 0 ? TENS[n] : `${TENS[n - (n % 10)]}-${WORDS[n % 10]}`);

// ------------------------------------------------------------------ choirs
const CHOIRS = [
  { key: 'DV', name: 'Derwent Voices', town: 'Cockermouth', country: 'United Kingdom', founded: 1987, director: 'Helen Thwaite', day: 'Tuesday', sub: 120 },
  { key: 'DCS', name: 'Derwent Chamber Singers', town: 'Cockermouth', country: 'United Kingdom', founded: 2009, director: 'Christopher Tully', day: 'Thursday', sub: 90 },
  { key: 'CA', name: "Chœur de l'Aber", town: 'Plouvenec', country: 'France', founded: 1994, director: 'Gwenaëlle Kerhervé', day: 'Wednesday', sub: 90 },
];
const C = Object.fromEntries(CHOIRS.map((c) => [c.key, c]));

// ------------------------------------------------------------------ venues
// [name, town, country, capacity, fee, currency, layout]
const VENUES = [
  { name: 'All Saints Church', town: 'Cockermouth', country: 'United Kingdom', cap: 350, fee: 220, cur: 'GBP', lay: 'html' },
  { name: 'Methodist Hall', town: 'Cockermouth', country: 'United Kingdom', cap: 120, fee: 40, cur: 'GBP', lay: 'html' },
  { name: 'Crosthwaite Church', town: 'Keswick', country: 'United Kingdom', cap: 300, fee: 250, cur: 'GBP', lay: 'html' },
  { name: 'Carlisle Cathedral', town: 'Carlisle', country: 'United Kingdom', cap: 600, fee: 950, cur: 'GBP', lay: 'html' },
  { name: 'St Bees Priory', town: 'St Bees', country: 'United Kingdom', cap: 280, fee: 180, cur: 'GBP', lay: 'html' },
  { name: 'Theatre by the Lake', town: 'Keswick', country: 'United Kingdom', cap: 400, fee: 650, cur: 'GBP', lay: 'yaml' },
  { name: 'Rosehill Theatre', town: 'Whitehaven', country: 'United Kingdom', cap: 208, fee: 480, cur: 'GBP', lay: 'yaml' },
  { name: 'Kirkgate Centre', town: 'Cockermouth', country: 'United Kingdom', cap: 190, fee: 175, cur: 'GBP', lay: 'minutes' },
  { name: 'Église Saint-Tugdual', town: 'Plouvenec', country: 'France', cap: 320, fee: 150, cur: 'EUR', lay: 'fr' },
  { name: 'Salle Ar Mor', town: 'Plouvenec', country: 'France', cap: 250, fee: 120, cur: 'EUR', lay: 'fr' },
];
const V = Object.fromEntries(VENUES.map((v) => [v.name, v]));

// ------------------------------------------------------------------ pieces
// [title, composer, year, seconds, voicing, copies, publisher, layout]
const PIECE_DEF = [
  ['Locus iste', 'Anton Bruckner', 1869, 170, 'SATB', 40, 'Edition Peters', 'json'],
  ['Ave verum corpus', 'Wolfgang Amadeus Mozart', 1791, 185, 'SATB', 45, 'Novello', 'json'],
  ['The Lamb', 'John Tavener', 1982, 220, 'SATB', 36, 'Chester Music', 'json'],
  ['Bogoroditse Devo', 'Sergei Rachmaninoff', 1915, 195, 'SATB', 32, 'Musica Russica', 'json'],
  ['Lux aurumque', 'Eric Whitacre', 2000, 235, 'SATB', 30, 'Walton Music', 'json'],
  ['Northern Lights', 'Ola Gjeilo', 2010, 260, 'SATB', 28, 'Walton Music', 'json'],
  ['Zadok the Priest', 'George Frideric Handel', 1727, 330, 'SSAATBB', 50, 'Novello', 'json'],
  ['Cantique de Jean Racine', 'Gabriel Fauré', 1865, 310, 'SATB', 42, 'Carus-Verlag', 'json'],
  ['O magnum mysterium', 'Morten Lauridsen', 1994, 370, 'SATB', 34, 'Peermusic', 'json'],
  ['Hymn to the Virgin', 'Benjamin Britten', 1930, 200, 'SATB', 24, 'Boosey & Hawkes', 'json'],
  ['If ye love me', 'Thomas Tallis', 1549, 125, 'SATB', 40, 'Oxford University Press', 'json'],
  ['A Clare Benediction', 'John Rutter', 1998, 165, 'SATB', 48, 'Oxford University Press', 'json'],
  ['For the Beauty of the Earth', 'John Rutter', 1980, 210, 'SATB', 52, 'Oxford University Press', 'csv'],
  ['Ubi caritas', 'Maurice Duruflé', 1960, 114, 'SATB', 30, 'Durand', 'csv'],
  ['Evening Hymn', 'Henry Balfour Gardiner', 1908, 390, 'SATB', 26, 'Novello', 'csv'],
  ['I Was Glad', 'Hubert Parry', 1902, 318, 'SATB', 44, 'Novello', 'csv'],
  ['Shenandoah', 'James Erb', 1975, 246, 'SATB', 38, 'Lawson-Gould', 'csv'],
  ['The Parting Glass', 'Alan Bullard', 2012, 204, 'SATB', 40, 'Oxford University Press', 'csv'],
  ['The Seal Lullaby', 'Eric Whitacre', 2004, 228, 'SATB', 30, 'Walton Music', 'csv'],
  ['Sure on this Shining Night', 'Morten Lauridsen', 2005, 222, 'SATB', 28, 'Peermusic', 'csv'],
  ['Ave Maria', 'Franz Biebl', 1964, 405, 'TTBB', 12, 'Hinshaw Music', 'html'],
  ['Lift Thine Eyes', 'Felix Mendelssohn', 1846, 150, 'SSA', 14, 'Novello', 'html'],
  ['Ave maris stella', 'Edvard Grieg', 1898, 190, 'SSAA', 10, 'Edition Peters', 'html'],
  ['Sing Joyfully', 'William Byrd', 1590, 155, 'SAATBB', 16, 'Oxford University Press', 'html'],
  ['Loch Lomond', 'Jonathan Quick', 2006, 285, 'SATB', 18, 'Cypress Choral Music', 'html'],
  ['Weep, O mine eyes', 'John Bennet', 1599, 140, 'SSATB', 12, 'Stainer & Bell', 'html'],
  ['Tourdion', 'Pierre Attaingnant', 1530, 110, 'SATB', 30, 'À Cœur Joie', 'fr'],
  ['Il est bel et bon', 'Pierre Passereau', 1534, 100, 'SATB', 28, 'À Cœur Joie', 'fr'],
  ['Calme des nuits', 'Camille Saint-Saëns', 1882, 200, 'SATB', 24, 'Durand', 'fr'],
  ['Bro Gozh ma Zadoù', 'François Jaffrennou', 1897, 150, 'SATB', 35, 'Coop Breizh', 'fr'],
  ['La Blanche Hermine', 'Gilles Servat', 1970, 220, 'SATB', 20, 'Coop Breizh', 'fr'],
  ['Mille regretz', 'Josquin des Prez', 1520, 115, 'SATB', 22, 'À Cœur Joie', 'fr'],
  ['Earth Song', 'Frank Ticheli', 2006, 210, 'SATB', 40, 'Hinshaw Music', 'sheet'],
  ['Even When He Is Silent', 'Kim André Arnesen', 2011, 255, 'SATB', 36, 'Walton Music', 'sheet'],
  ['Irish Blessing', 'Bob Chilcott', 1998, 210, 'SATB', 40, 'Oxford University Press', 'email'],
  ['Deep Peace', 'Bill Douglas', 1993, 240, 'SATB', 35, 'Earthsongs', 'email'],
];
const pieces = PIECE_DEF.map(([title, composer, year, sec, voicing, copies, publisher, lay]) => ({ title, composer, year, sec, voicing, copies, publisher, lay }));
const P = Object.fromEntries(pieces.map((p) => [p.title, p]));
for (const p of pieces) p.library = p.lay === 'fr' ? "Chœur de l'Aber" : p.lay === 'html' ? 'Derwent Chamber Singers' : 'Derwent Voices';

// ------------------------------------------------------------------ singers
// [name, choir, part, division (1|2|null stated), joined, layout]
const SINGER_DEF = [
  // Derwent Voices: register CSV
  ['Susan Wilkinson', 'DV', 'Soprano', 1, 1995, 'csv'],
  ['Carol Hodgson', 'DV', 'Soprano', 2, 2008, 'csv'],
  ['Wendy Nicholson', 'DV', 'Soprano', 1, 2019, 'csv'],
  ['Janet Bowness', 'DV', 'Alto', 1, 1989, 'csv'],
  ['Elaine Stubbs', 'DV', 'Alto', 2, 2014, 'csv'],
  ['Sheila Walker', 'DV', 'Alto', 2, 2003, 'csv'],
  ['Martin Hewitson', 'DV', 'Tenor', 2, 2011, 'csv'],
  ['Richard Dodd', 'DV', 'Bass', 1, 1998, 'csv'],
  ['Geoffrey Mounsey', 'DV', 'Bass', 2, 1987, 'csv'],
  ['Keith Lowther', 'DV', 'Bass', 1, 2022, 'csv'],
  // profile sheets
  ['Margaret Dixon', 'DV', 'Soprano', 1, 1991, 'profile'],
  ['Judith Tyson', 'DV', 'Soprano', 2, 2006, 'profile'],
  ['Gillian Huddart', 'DV', 'Alto', 1, 1993, 'profile'],
  ['Patricia Irving', 'DV', 'Alto', null, 2017, 'profile'],
  ['Colin Tweddle', 'DV', 'Tenor', 1, 2001, 'profile'],
  ['David Bell', 'DV', 'Tenor', null, 2020, 'profile'],
  ['John Atkinson', 'DV', 'Bass', 2, 1997, 'profile'],
  // new members 2025 (another label set)
  ['Ruth Ellwood', 'DV', 'Soprano', 2, 2025, 'new'],
  ['Lucy Armstrong', 'DV', 'Soprano', null, 2025, 'new'],
  ['Alison Holliday', 'DV', 'Alto', 1, 2025, 'new'],
  ['Andrew Mossop', 'DV', 'Tenor', null, 2025, 'new'],
  ['Stuart Kendall', 'DV', 'Bass', 2, 2025, 'new'],
  // YAML sections
  ['Anne Fisher', 'DV', 'Soprano', 1, 2012, 'yaml'],
  ['Pauline Graham', 'DV', 'Soprano', null, 2016, 'yaml'],
  ['Fiona Relph', 'DV', 'Alto', 2, 2009, 'yaml'],
  ['Mandy Pattinson', 'DV', 'Alto', null, 2021, 'yaml'],
  ['Peter Sewell', 'DV', 'Tenor', 1, 2015, 'yaml'],
  ['Brian Studholme', 'DV', 'Bass', 1, 1990, 'yaml'],
  ['Alan Jackson', 'DV', 'Bass', 2, 2018, 'yaml'],
  ['Michael Scott', 'DV', 'Bass', null, 2023, 'yaml'],
  // only in the committee minutes
  ['Ian Fearon', 'DV', 'Tenor', null, 2025, 'minutes'],
  ['Joan Birkett', 'DV', 'Alto', null, 2025, 'minutes'],
  // Derwent Chamber Singers: HTML roster
  ['Eleanor Graves', 'DCS', 'Soprano', 1, 2009, 'dcs'],
  ['Rachel Nixon', 'DCS', 'Soprano', 2, 2015, 'dcs'],
  ['Kate Hetherington', 'DCS', 'Alto', 1, 2012, 'dcs'],
  ['Sarah Lancaster', 'DCS', 'Alto', 2, 2019, 'dcs'],
  ['Tom Brennan', 'DCS', 'Tenor', 1, 2009, 'dcs'],
  ['James Irwin', 'DCS', 'Tenor', 2, 2021, 'dcs'],
  ['Robert Dalton', 'DCS', 'Bass', 1, 2013, 'dcs'],
  ['Owen Steel', 'DCS', 'Bass', 2, 2024, 'dcs'],
  // Chœur de l'Aber: French table
  ['Annaïg Le Bihan', 'CA', 'Soprano', 1, 2002, 'fr'],
  ['Sophie Quéré', 'CA', 'Soprano', 2, 2016, 'fr'],
  ['Nolwenn Tanguy', 'CA', 'Soprano', 1, 2020, 'fr'],
  ['Catherine Le Roux', 'CA', 'Alto', 1, 1994, 'fr'],
  ['Yvonne Kerjean', 'CA', 'Alto', 2, 1999, 'fr'],
  ['Yann Le Gall', 'CA', 'Tenor', null, 2007, 'fr'],
  ['Jean-Yves Morvan', 'CA', 'Bass', 1, 1996, 'fr'],
  ["Loïc Guivarc'h", 'CA', 'Bass', 2, 2011, 'fr'],
  ['Pierre Le Dantec', 'CA', 'Bass', 2, 2018, 'fr'],
  // French e-mail: new singers
  ['Maëlle Le Goff', 'CA', 'Soprano', null, 2025, 'fremail'],
  ['Gaëlle Abgrall', 'CA', 'Alto', null, 2025, 'fremail'],
  ['Erwan Cariou', 'CA', 'Tenor', null, 2025, 'fremail'],
];
const JOIN_MONTH = { 'Ruth Ellwood': 1, 'Lucy Armstrong': 1, 'Alison Holliday': 2, 'Andrew Mossop': 2, 'Stuart Kendall': 3, 'Ian Fearon': 3, 'Joan Birkett': 4, 'Maëlle Le Goff': 1, 'Gaëlle Abgrall': 2, 'Erwan Cariou': 3 };
const SECTION_LEADERS = ['Margaret Dixon', 'Gillian Huddart', 'Colin Tweddle', 'John Atkinson'];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'];
const HELD = [4, 4, 4, 4, 5, 5]; // Derwent Voices rehearsals held per month, Jan–Jun 2025

let dvNo = 101;
let dcsNo = 3;
let caNo = 212;
const singers = SINGER_DEF.map(([name, choir, part, div, joined, lay]) => {
  const s = { name, choir, part, div, joined, lay };
  if (choir === 'DV') s.no = `DV-${pad(joined === 2025 ? 180 + Object.keys(JOIN_MONTH).indexOf(name) : dvNo++, 4)}`;
  else if (choir === 'DCS') s.no = `DCS/${pad(dcsNo++ * 2)}`;
  else s.no = `CA-${caNo++ + (joined === 2025 ? 40 : 0)}`;
  s.divCode = div ? `${part[0]}${div}` : null;
  // subscriptions
  const full = C[choir].sub;
  const owes = r.chance(0.3);
  s.owing = owes ? r.pick(choir === 'DV' ? [120, 60, 40] : [90, 45]) : 0;
  s.cur = choir === 'CA' ? 'EUR' : 'GBP';
  s.paid = s.owing === 0;
  s.full = full;
  s.leader = SECTION_LEADERS.includes(name);
  return s;
});
// fixed cases the minutes and e-mails describe
const SG = Object.fromEntries(singers.map((s) => [s.name, s]));
SG['Ian Fearon'].owing = 0;
SG['Joan Birkett'].owing = 120;
SG['Margaret Dixon'].owing = 0;
SG['Geoffrey Mounsey'].owing = 60;
SG['Judith Tyson'].owing = 40;
SG['James Irwin'].owing = 45;
for (const s of singers) s.paid = s.owing === 0;

// monthly attendance (Derwent Voices), attendance % (Jan–Jun 2025)
for (const s of singers) {
  if (s.choir === 'DV') {
    const from = JOIN_MONTH[s.name] ?? 1;
    const rel = s.leader ? r.float(0.9, 1) : r.float(0.55, 1);
    s.months = HELD.map((h, i) => (i + 1 < from ? null : Math.max(0, Math.min(h, Math.round(h * rel + r.float(-0.7, 0.7))))));
    s.attended = s.months.reduce((a, b) => a + (b ?? 0), 0);
    s.held = HELD.reduce((a, h, i) => a + (i + 1 < from ? 0 : h), 0);
    s.pctExact = (100 * s.attended) / s.held;
  } else {
    s.pctExact = r.int(58, 100);
  }
  s.pct = Math.round(s.pctExact);
}

// ------------------------------------------------------------------ concerts
const CONCERT_DEF = [
  { name: 'Winter Warmers', code: 'DV25-01', date: '2025-02-22', time: '19:30', choirs: ['DV'], venue: 'All Saints Church', price: 12.5, sold: 241, comps: 6,
    pieces: ['Locus iste', 'Bogoroditse Devo', 'Northern Lights', 'For the Beauty of the Earth', 'The Parting Glass', 'Evening Hymn'], soloists: ['Margaret Dixon'], lay: 'md' },
  { name: 'Spring Sing', code: 'DV25-02', date: '2025-03-29', time: '19:00', choirs: ['DV'], venue: 'Crosthwaite Church', price: 10, sold: 187, comps: 4,
    pieces: ['Lux aurumque', 'The Seal Lullaby', 'Shenandoah', 'A Clare Benediction', 'If ye love me', 'Ave verum corpus'], soloists: ['Colin Tweddle', 'Judith Tyson'], lay: 'html' },
  { name: 'Songs of Light', code: 'DCS25-01', date: '2025-04-12', time: '19:30', choirs: ['DCS'], venue: 'St Bees Priory', price: 14, sold: 163, comps: 2,
    pieces: ['Ave Maria', 'Lift Thine Eyes', 'Ave maris stella', 'Sing Joyfully', 'Weep, O mine eyes', 'Hymn to the Virgin'], soloists: ['Eleanor Graves'], lay: 'html' },
  { name: 'Hospice Benefit Concert', code: 'DV25-03', date: '2025-04-26', time: '19:30', choirs: ['DV'], venue: 'Rosehill Theatre', price: 8, sold: 164, comps: 0,
    pieces: ['I Was Glad', 'A Clare Benediction', 'Shenandoah', 'Earth Song'], soloists: ['Stuart Kendall'], lay: 'minutes' },
  { name: 'Twinning Concert', code: 'DV25-04', date: '2025-05-31', time: '20:30', choirs: ['DV', 'CA'], venue: 'Église Saint-Tugdual', price: 12, sold: 268, comps: 0,
    pieces: ['Cantique de Jean Racine', 'Tourdion', 'Bro Gozh ma Zadoù', 'Northern Lights', 'Locus iste', 'The Parting Glass'], soloists: ['Yann Le Gall', 'Margaret Dixon'], lay: 'email' },
  { name: 'Summer Serenade', code: 'DV25-05', date: '2025-06-28', time: '19:30', choirs: ['DV'], venue: 'Theatre by the Lake', price: 15.5, sold: 352, comps: 8,
    pieces: ['Zadok the Priest', 'I Was Glad', 'Even When He Is Silent', 'O magnum mysterium', 'Sure on this Shining Night', 'Earth Song', 'Irish Blessing'], soloists: ['Judith Tyson', 'David Bell', 'John Atkinson'], lay: 'md' },
  { name: 'Evensong and Anthems', code: 'DCS25-02', date: '2025-07-05', time: '18:00', choirs: ['DCS'], venue: 'Carlisle Cathedral', price: 16, sold: 298, comps: 10,
    pieces: ['Hymn to the Virgin', 'Weep, O mine eyes', 'Locus iste', 'Ubi caritas', 'Sing Joyfully'], soloists: ['Rachel Nixon', 'Tom Brennan'], lay: 'md' },
  { name: 'Festival Gala', code: 'DV25-06', date: '2025-07-19', time: '19:30', choirs: ['DV', 'DCS'], venue: 'All Saints Church', price: 9.5, sold: 276, comps: 5,
    pieces: ['Zadok the Priest', 'Deep Peace', 'Irish Blessing', 'Loch Lomond', 'The Lamb', 'For the Beauty of the Earth', 'Cantique de Jean Racine'], soloists: ['Kate Hetherington', 'Colin Tweddle'], lay: 'html' },
  { name: 'Concert de printemps', code: 'CA-2025-1', date: '2025-03-15', time: '20:30', choirs: ['CA'], venue: 'Église Saint-Tugdual', price: 10, sold: 212, comps: 0,
    pieces: ['Tourdion', 'Il est bel et bon', 'Calme des nuits', 'Mille regretz', 'Cantique de Jean Racine'], soloists: ['Annaïg Le Bihan'], lay: 'fr' },
  { name: 'Fête de la musique', code: 'CA-2025-2', date: '2025-06-21', time: '18:00', choirs: ['CA'], venue: 'Salle Ar Mor', price: 8, sold: 176, comps: 0,
    pieces: ['La Blanche Hermine', 'Bro Gozh ma Zadoù', 'Il est bel et bon', 'Tourdion'], soloists: ['Erwan Cariou', 'Sophie Quéré'], lay: 'fr' },
];
const concerts = CONCERT_DEF.map((c) => ({ ...c, cur: V[c.venue].cur }));
const K = Object.fromEntries(concerts.map((c) => [c.name, c]));

// ------------------------------------------------------------------ rehearsals
const REH_DEF = [
  { code: 'DV-R02', date: '2025-01-14', choir: 'DV', venue: 'Methodist Hall', start: '19:30', end: '21:30', pieces: ['Locus iste', 'Bogoroditse Devo', 'Evening Hymn'], present: 27, lay: 'log' },
  { code: 'DV-R05', date: '2025-02-04', choir: 'DV', venue: 'Methodist Hall', start: '19:30', end: '21:30', pieces: ['Northern Lights', 'The Parting Glass', 'For the Beauty of the Earth'], present: 25, lay: 'log' },
  { code: 'DV-R07', date: '2025-02-18', choir: 'DV', venue: 'All Saints Church', start: '19:00', end: '21:30', pieces: ['Locus iste', 'Northern Lights', 'Evening Hymn', 'Bogoroditse Devo'], present: 29, lay: 'log' },
  { code: 'DV-R10', date: '2025-03-11', choir: 'DV', venue: 'Methodist Hall', start: '19:30', end: '21:30', pieces: ['Lux aurumque', 'Shenandoah', 'Ave verum corpus'], present: 24, lay: 'log' },
  { code: 'DV-R12', date: '2025-03-25', choir: 'DV', venue: 'Methodist Hall', start: '19:30', end: '22:00', pieces: ['The Seal Lullaby', 'If ye love me', 'A Clare Benediction', 'Lux aurumque'], present: 28, lay: 'log' },
  { code: 'DV-R15', date: '2025-04-22', choir: 'DV', venue: 'Methodist Hall', start: '19:30', end: '21:15', pieces: ['Cantique de Jean Racine', 'Tourdion', 'Bro Gozh ma Zadoù'], present: 22, lay: 'log' },
  { code: 'DV-R19', date: '2025-05-20', choir: 'DV', venue: 'Methodist Hall', start: '19:30', end: '21:30', pieces: ['Cantique de Jean Racine', 'Locus iste', 'The Parting Glass', 'Northern Lights'], present: 26, lay: 'log' },
  { code: 'DV-R22', date: '2025-06-17', choir: 'DV', venue: 'Methodist Hall', start: '19:15', end: '21:45', pieces: ['Zadok the Priest', 'O magnum mysterium', 'Even When He Is Silent', 'Irish Blessing'], present: 30, lay: 'log' },
  { code: 'DV-R17', date: '2025-05-10', choir: 'DV', venue: 'All Saints Church', start: '10:00', end: '13:00', pieces: ['Zadok the Priest', 'I Was Glad', 'Irish Blessing', 'Deep Peace'], present: 29, lay: 'email' },
  { code: 'DV-R23', date: '2025-06-27', choir: 'DV', venue: 'Theatre by the Lake', start: '18:30', end: '21:00', pieces: ['Zadok the Priest', 'I Was Glad', 'Even When He Is Silent', 'O magnum mysterium', 'Sure on this Shining Night', 'Earth Song', 'Irish Blessing'], present: 31, lay: 'email' },
  { code: 'DCS-R04', date: '2025-03-20', choir: 'DCS', venue: 'Kirkgate Centre', start: '19:45', end: '21:45', pieces: ['Ave Maria', 'Lift Thine Eyes', 'Ave maris stella'], present: 7, lay: 'csv' },
  { code: 'DCS-R06', date: '2025-04-03', choir: 'DCS', venue: 'Kirkgate Centre', start: '19:45', end: '21:30', pieces: ['Sing Joyfully', 'Weep, O mine eyes', 'Hymn to the Virgin'], present: 8, lay: 'csv' },
  { code: 'DCS-R09', date: '2025-07-03', choir: 'DCS', venue: 'Carlisle Cathedral', start: '17:00', end: '18:30', pieces: ['Ubi caritas', 'Locus iste', 'Hymn to the Virgin'], present: 6, lay: 'csv' },
  { code: 'CA-R03', date: '2025-02-05', choir: 'CA', venue: 'Salle Ar Mor', start: '20:30', end: '22:30', pieces: ['Tourdion', 'Calme des nuits', 'Mille regretz'], present: 10, lay: 'fr' },
  { code: 'CA-R06', date: '2025-03-12', choir: 'CA', venue: 'Église Saint-Tugdual', start: '20:30', end: '22:45', pieces: ['Cantique de Jean Racine', 'Il est bel et bon', 'Calme des nuits'], present: 11, lay: 'fr' },
  { code: 'CA-R11', date: '2025-05-28', choir: 'CA', venue: 'Salle Ar Mor', start: '20:00', end: '22:00', pieces: ['Cantique de Jean Racine', 'Northern Lights', 'Locus iste', 'Bro Gozh ma Zadoù'], present: 12, lay: 'fr' },
];
const rehearsals = REH_DEF.map((x) => ({ ...x, minutes: minutesOf(x.end) - minutesOf(x.start) }));

// ------------------------------------------------------------------ fact writers
function choirFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'choir', attr, value, unit, stated, file);
  F('town', c.town, 'place', s.town);
  F('country', c.country, 'place', s.country);
  F('founded', c.founded, '', s.founded);
  F('director', c.director, 'person', c.director);
  F('rehearsal_day', c.day, '', s.day);
}
function singerFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'singer', attr, value, unit, stated, file);
  F('membership_no', x.no, 'text', s.no ?? x.no);
  F('choir', C[x.choir].name, 'text', s.choir ?? '');
  F('part', x.part, '', s.part);
  F('division', x.divCode, 'text', s.div ?? '');
  F('joined', x.joined, '', s.joined);
  F('attendance', s.pctValue ?? x.pct, '%', s.pct);
  F('subs_status', x.paid ? 'Paid' : 'Owing', '', s.status);
  F('subs_owing', x.owing, x.cur, s.owing ?? '');
}
function pieceFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.title, 'piece', attr, value, unit, stated, file);
  F('composer', p.composer, 'person', s.composer ?? p.composer);
  F('composed', p.year, '', s.year);
  F('duration', r4(s.minutes), 'min', s.duration);
  F('voicing', p.voicing, '', s.voicing ?? p.voicing);
  F('copies', p.copies, '', s.copies);
  F('publisher', p.publisher, 'text', s.publisher ?? p.publisher);
  F('library', p.library, 'text', '');
}
function concertFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'concert', attr, value, unit, stated, file);
  F('date', c.date, 'date', s.date);
  F('choirs', c.choirs.map((k) => C[k].name), 'list', s.choirs ?? '');
  F('venue', c.venue, 'text', s.venue ?? c.venue);
  F('pieces', c.pieces, 'list', '');
  F('soloists', c.soloists, 'list', '');
  F('start_time', c.time, 'text', s.time);
}
function ticketFacts(c, file, s, second = true) {
  const F = second
    ? (attr, value, unit, stated) => corpus.also(c.name, 'concert', attr, value, unit, stated, file)
    : (attr, value, unit, stated) => corpus.fact(c.name, 'concert', attr, value, unit, stated, file);
  F('ticket_price', c.price, c.cur, s.price);
  F('tickets_sold', c.sold, '', s.sold);
}
function venueFacts(v, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(v.name, 'venue', attr, value, unit, stated, file);
  F('town', v.town, 'place', s.town ?? v.town);
  F('country', v.country, 'place', s.country ?? '');
  F('capacity', v.cap, '', s.cap);
  F('hire_fee', v.fee, v.cur, s.fee);
}
function rehearsalFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.code, 'rehearsal', attr, value, unit, stated, file);
  F('date', x.date, 'date', s.date);
  F('choir', C[x.choir].name, 'text', s.choir ?? '');
  F('venue', x.venue, 'text', s.venue ?? x.venue);
  F('start', x.start, 'text', s.start);
  F('end', x.end, 'text', s.end);
  F('duration', x.minutes, 'min', '');
  F('pieces', x.pieces, 'list', '');
  F('present', x.present, '', s.present);
}

// ================================================================== (f) choirs
{
  const c = C.DV;
  const file = 'choirs/derwent-voices.md';
  choirFacts(c, file, { town: 'Based in: Cockermouth, Cumbria', country: 'England', founded: 'Founded: 1987', day: 'Rehearsals: Tuesday evenings' });
  corpus.write(file, [
    '# Derwent Voices', '',
    'Choir: Derwent Voices (mixed SATB community choir)',
    'Based in: Cockermouth, Cumbria, England',
    'Founded: 1987',
    `Musical director: ${c.director}`,
    'Accompanist: Gareth Moffat',
    'Rehearsals: Tuesday evenings, 7.30pm, Methodist Hall, Station Street',
    'Registered charity: no. 1043871',
    'Subscription 2025: £120 a year (£80 concession, under-25s free)', '',
    'No auditions — just come along to a Tuesday rehearsal. The choir was founded in 1987 by the late Rev. Alan Fell and now has around thirty members.', '',
  ].join('\n'));
}
{
  const c = C.DCS;
  const file = 'choirs/derwent-chamber-singers.html';
  choirFacts(c, file, { town: 'Cockermouth', country: 'England', founded: '2009', day: 'Thursdays' });
  corpus.write(file, htmlInfoboxPage({
    title: c.name,
    sections: [
      { heading: 'Ensemble', rows: [['Type', 'Auditioned chamber choir (8–12 voices)'], ['Parent society', 'Derwent Voices'], ['Home town', 'Cockermouth, Cumbria'], ['Country', 'England'], ['Formed', '2009']] },
      { heading: 'Direction', rows: [['Director', c.director], ['Rehearses', 'Thursdays, 7.45pm'], ['Annual subscription', '£90']] },
    ],
    lead: [`The Derwent Chamber Singers were formed in 2009 by members of Derwent Voices who wanted to sing one to a part. ${c.director} has directed the group since 2016.`],
    footer: 'Auditions are held each September.',
  }));
}
{
  const c = C.CA;
  const file = "choeur-de-l-aber/presentation.md";
  choirFacts(c, file, { town: 'Plouvenec', country: 'France', founded: 'Fondé en : 1994', day: 'le mercredi' });
  corpus.write(file, [
    "# Chœur de l'Aber — présentation", '',
    "Nom : Chœur de l'Aber",
    'Ville : Plouvenec (Finistère, Bretagne), France',
    'Fondé en : 1994',
    `Chef de chœur : ${c.director}`,
    'Répétitions : le mercredi soir, salle Ar Mor',
    'Cotisation annuelle : 90 €',
    'Jumelage : Derwent Voices, Cockermouth (Cumbria) depuis 2003', '',
    "Le chœur chante la musique de la Renaissance, le répertoire breton et la mélodie française. Il a été fondé en 1994 par des parents d'élèves de l'école de musique.", '',
    '_English summary: a mixed choir of about a dozen singers, twinned with Derwent Voices; rehearses on Wednesday evenings._', '',
  ].join('\n'));
}

// ================================================================== (a) singers
const PART_WORD = { 1: 'first', 2: 'second' };
const PART_FR = { Soprano: 'Soprane', Alto: 'Alto', Tenor: 'Ténor', Bass: 'Basse' };
const dvCsv = singers.filter((s) => s.lay === 'csv');
{
  const file = 'members/membership-register-2025.csv';
  const rows = dvCsv.map((s) => {
    const [fore, ...rest] = s.name.split(' ');
    const sur = rest.join(' ');
    corpus.alias(s.name, sur);
    singerFacts(s, file, { no: s.no, part: s.divCode, div: s.divCode, joined: String(s.joined), pct: String(s.pct), status: s.paid ? 'Paid' : 'Owing', owing: s.paid ? '' : s.owing.toFixed(2) });
    return [s.no, sur, fore, s.divCode, s.joined, s.pct, s.paid ? 'Paid' : 'Owing', s.paid ? '' : s.owing.toFixed(2), L(s.joined, ['', 'Gift Aid', '', 'Gift Aid', 'concession'])];
  });
  rows.sort((a, b) => a[1].localeCompare(b[1]));
  corpus.write(file, delimited(['Member No', 'Surname', 'Forename', 'Voice', 'Joined', 'Attendance %', 'Subs 2025', 'Owing (£)', 'Notes'], rows));
}
singers.filter((s) => s.lay === 'profile').forEach((s, k) => {
  const file = `members/profiles/${slug(s.name)}.md`;
  const part = s.div ? `${s.part} (${s.divCode})` : s.part;
  const subs = s.paid ? 'Paid' : `${gbp(s.owing)} outstanding`;
  singerFacts(s, file, { choir: 'Choir: Derwent Voices', part: `Voice part: ${part}`, div: s.divCode ? `(${s.divCode})` : '', joined: `Joined: ${s.joined}`, pct: `${s.pct}%`, status: `Subscription 2025: ${subs}`, owing: s.paid ? '' : gbp(s.owing) });
  corpus.write(file, [
    `# Member profile — ${s.name}`, '',
    `Name: ${s.name}`,
    `Membership no.: ${s.no}`,
    'Choir: Derwent Voices',
    `Voice part: ${part}`,
    `Joined: ${s.joined}`,
    `Attendance (Jan–Jun 2025): ${s.pct}%`,
    `Subscription 2025: ${subs}`,
    `Robe size: ${L(k, ['M', 'L', 'S', 'XL'])}`,
    `Emergency contact: on file`, '',
    L(k, [
      `${s.name.split(' ')[0]} has sung with the choir since ${s.joined} and helps with the tea rota.`,
      `${s.name.split(' ')[0]} looks after the music library on Tuesday nights.`,
      `${s.name.split(' ')[0]} runs the choir's car share from Maryport.`,
      `${s.name.split(' ')[0]} sang with the Keswick Choral Society before moving to Cockermouth.`,
    ]), '',
  ].join('\n'));
});
{
  const file = 'members/new-members-2025.md';
  const out = ['# New members 2025', '', 'Welcome-pack notes for the committee (updated 1 July 2025). Attendance is counted from each person\'s first rehearsal.', ''];
  singers.filter((s) => s.lay === 'new').forEach((s, k) => {
    const sings = s.div ? `${PART_WORD[s.div]} ${s.part.toLowerCase()}` : s.part.toLowerCase();
    const start = fmtDate(`2025-${pad(JOIN_MONTH[s.name])}-01`, 'month');
    const subs = s.paid ? 'paid (standing order)' : `£${s.owing} still to pay`;
    singerFacts(s, file, { choir: '', part: `Sings: ${sings}`, div: s.div ? sings : '', joined: `Started: ${start}`, pct: `${s.attended} of ${s.held}`, pctValue: r4(s.pctExact), status: `Subs: ${subs}`, owing: s.paid ? '' : `£${s.owing}` });
    out.push(`## ${s.name}`, '', `- Member number: ${s.no}`, `- Sings: ${sings}`, `- Started: ${start}`, `- Rehearsals attended: ${s.attended} of ${s.held}`, `- Subs: ${subs}`,
      `- Buddy: ${L(k, ['Margaret Dixon', 'Gillian Huddart', 'Colin Tweddle', 'John Atkinson', 'Gillian Huddart'])}`, '');
  });
  out.push('Folders and a choir badge were given to everyone at their first rehearsal.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'members/sections-2025.yaml';
  const out = ['# Derwent Voices — section lists, exported from the membership app 30/06/2025', 'choir: Derwent Voices', 'season: 2025', 'sections:'];
  const ys = singers.filter((s) => s.lay === 'yaml');
  for (const part of ['Soprano', 'Alto', 'Tenor', 'Bass']) {
    out.push(`  ${part.toLowerCase()}s:`);
    for (const s of ys.filter((x) => x.part === part)) {
      const ratio = (s.pct / 100).toFixed(2);
      singerFacts(s, file, { choir: '', part: `${part.toLowerCase()}s:`, div: s.divCode ? `division: ${s.divCode}` : '', joined: `joined: ${s.joined}`, pct: `attendance: ${ratio}`, status: `status: ${s.paid ? 'paid' : 'owing'}`, owing: s.paid ? '' : `amount_gbp: ${s.owing}` });
      out.push(`    - name: ${s.name}`, `      member_no: ${s.no}`);
      if (s.divCode) out.push(`      division: ${s.divCode}`);
      out.push(`      joined: ${s.joined}`, `      attendance: ${ratio}`, '      subs:', `        status: ${s.paid ? 'paid' : 'owing'}`);
      if (!s.paid) out.push(`        amount_gbp: ${s.owing}`);
    }
  }
  out.push('');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'chamber-singers/roster-2025.html';
  const rows = singers.filter((s) => s.lay === 'dcs').map((s) => {
    const voice = `${s.part} ${s.div}`;
    const subs = s.paid ? 'Paid' : `Owes £${s.owing}`;
    singerFacts(s, file, { choir: '', part: voice, div: voice, joined: `<td>${s.joined}</td>`, pct: `${s.pct}%`, status: subs, owing: s.paid ? '' : `£${s.owing}` });
    return `    <tr><td>${esc(s.no)}</td><td>${esc(s.name)}</td><td>${esc(voice)}</td><td>${s.joined}</td><td>${s.pct}%</td><td>${esc(subs)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Derwent Chamber Singers — roster 2025</title></head>
<body>
<h1>Derwent Chamber Singers — roster 2025</h1>
<p>One voice per part in most pieces; dep singers are booked through Christopher Tully. Attendance is for January to June 2025.</p>
<table>
  <thead><tr><th>No.</th><th>Singer</th><th>Voice</th><th>Member since</th><th>Attendance</th><th>Subs 2025</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Subscriptions (£90) are due by 31 March.</p>
</body></html>
`);
}
{
  const file = 'choeur-de-l-aber/choristes-2025.md';
  const out = ["# Chœur de l'Aber — liste des choristes 2025", '', 'Assiduité calculée de janvier à juin 2025. Cotisation annuelle : 90 €.', '',
    '| N° adhérent | Nom | Pupitre | Adhésion | Assiduité | Cotisation 2025 |', '|---|---|---|---|---|---|'];
  singers.filter((s) => s.lay === 'fr').forEach((s) => {
    const pupitre = s.div ? `${PART_FR[s.part]} ${s.div}` : PART_FR[s.part];
    const cot = s.paid ? 'réglée' : `due : ${fr(s.owing, 2)} €`;
    singerFacts(s, file, { choir: '', part: pupitre, div: s.div ? pupitre : '', joined: String(s.joined), pct: `${s.pct} %`, status: s.paid ? 'réglée' : 'due', owing: s.paid ? '' : `${fr(s.owing, 2)} €` });
    out.push(`| ${s.no} | ${s.name} | ${pupitre} | ${s.joined} | ${s.pct} % | ${cot} |`);
  });
  out.push('', 'Merci de régler les cotisations avant le concert de printemps.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'choeur-de-l-aber/courriel-2025-07-02-nouveaux-choristes.eml';
  const nw = singers.filter((s) => s.lay === 'fremail');
  const line = (s) => {
    const mois = FR_MONTHS[JOIN_MONTH[s.name] - 1];
    const cot = s.paid ? 'sa cotisation est réglée' : `sa cotisation n'est pas encore réglée (${s.owing} € dus)`;
    const pupitre = { Soprano: 'les sopranes', Alto: 'les altos', Tenor: 'les ténors', Bass: 'les basses' }[s.part];
    singerFacts(s, file, { choir: '', part: pupitre, div: '', joined: `en ${mois} 2025`, pct: `${s.pct} %`, status: s.paid ? 'sa cotisation est réglée' : "sa cotisation n'est pas encore réglée", owing: s.paid ? '' : `${s.owing} €` });
    return `${s.name} (n° ${s.no}) a rejoint ${pupitre} en ${mois} 2025 ; assiduité ${s.pct} % depuis son arrivée, et ${cot}.`;
  };
  corpus.write(file, [
    `From: Gwenaëlle Kerhervé <chef@choeur-aber.bzh>`, 'To: Helen Thwaite <md@derwentvoices.org.uk>', 'Date: Wed, 2 Jul 2025 21:14:07 +0200',
    'Subject: Nouveaux choristes / our new singers', '',
    'Chère Helen,', '',
    "Comme promis, voici nos trois nouveaux choristes de l'année (pour votre liste du jumelage) :", '',
    ...nw.map((s) => `- ${line(s)}`), '',
    "(In short: three new singers this year, one in each of soprano, alto and tenor — details above.)", '',
    'Encore merci pour le magnifique concert du 31 mai. À bientôt à Cockermouth !', '',
    'Gwenaëlle', '',
  ].join('\n'));
}
// committee minutes carry two joiners, a concert and a venue: written below with the concerts

// WIDE attendance table (Derwent Voices): a column per month
{
  const file = 'members/attendance-by-month-2025.csv';
  const dv = singers.filter((s) => s.choir === 'DV').sort((a, b) => a.no.localeCompare(b.no));
  const rows = [['', 'Rehearsals held', '', ...HELD.map(String)]];
  for (const s of dv) {
    s.months.forEach((m, i) => { if (m != null) corpus.also(s.name, 'singer', `att_${MONTHS[i]}`, m, '', String(m), file); else corpus.also(s.name, 'singer', `att_${MONTHS[i]}`, null, '', '–', file); });
    rows.push([s.no.replace('-', ''), s.name, s.divCode ?? s.part[0], ...s.months.map((m) => (m == null ? '–' : String(m)))]);
  }
  corpus.write(file, delimited(['Member', 'Name', 'Part', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'], rows));
}

// ================================================================== (b) pieces
{
  const file = 'library/music-library-export.json';
  const DATES = { 'Anton Bruckner': '1824–1896', 'Wolfgang Amadeus Mozart': '1756–1791', 'John Tavener': '1944–2013', 'Sergei Rachmaninoff': '1873–1943', 'Eric Whitacre': 'b. 1970', 'Ola Gjeilo': 'b. 1978', 'George Frideric Handel': '1685–1759', 'Gabriel Fauré': '1845–1924', 'Morten Lauridsen': 'b. 1943', 'Benjamin Britten': '1913–1976', 'Thomas Tallis': 'c.1505–1585', 'John Rutter': 'b. 1945' };
  let id = 402;
  const items = pieces.filter((p) => p.lay === 'json').map((p, k) => {
    pieceFacts(p, file, { year: String(p.year), duration: mmss(p.sec), minutes: p.sec / 60, copies: String(p.copies) });
    return {
      id: `DVL-${pad(id += 3 + (k % 4), 4)}`,
      work: { title: p.title, composer: { name: p.composer, dates: DATES[p.composer] }, year_composed: p.year, language: L(k, ['Latin', 'Latin', 'English', 'Church Slavonic', 'Latin', 'Latin', 'English', 'French', 'Latin', 'English/Latin', 'English', 'English']) },
      edition: { publisher: p.publisher, voicing: p.voicing, accompaniment: L(k, ['a cappella', 'organ', 'a cappella', 'a cappella', 'a cappella', 'a cappella', 'orchestra/organ', 'organ or piano', 'a cappella', 'a cappella', 'a cappella', 'a cappella']), duration: mmss(p.sec) },
      holdings: { copies: p.copies, shelf: `${'ABCD'[k % 4]}${1 + (k % 5)}`, condition: L(k, ['good', 'good', 'worn', 'good', 'new']) },
    };
  });
  corpus.write(file, JSON.stringify({ export: { system: 'ChoirLib 3.2', library: 'Derwent Voices music library', generated: '2025-06-30T08:15:00Z', count: items.length }, items }, null, 2) + '\n');
}
{
  const file = 'library/stock-check-2025.csv';
  const rows = pieces.filter((p) => p.lay === 'csv').map((p) => {
    const mins = Math.round((p.sec / 60) * 10) / 10;
    pieceFacts(p, file, { year: String(p.year), duration: mins.toFixed(1), minutes: mins, copies: String(p.copies) });
    return [p.title, p.composer, p.year, p.voicing, mins.toFixed(1), p.copies, p.publisher, p.copies < 30 ? 'reorder?' : ''];
  });
  corpus.write(file, delimited(['Title', 'Composer / arranger', 'Composed', 'Voicing', 'Duration (mins)', 'Copies held', 'Publisher', 'Note'], rows));
}
{
  const file = 'chamber-singers/repertoire.html';
  const rows = pieces.filter((p) => p.lay === 'html').map((p) => {
    const dur = `${Math.floor(p.sec / 60)}'${pad(p.sec % 60)}"`;
    pieceFacts(p, file, { year: `<td>${p.year}</td>`, duration: dur, minutes: p.sec / 60, copies: `<td>${p.copies}</td>` });
    return `    <tr><td>${esc(p.title)}</td><td>${esc(p.composer)}</td><td>${p.year}</td><td>${esc(p.voicing)}</td><td>${esc(dur)}</td><td>${p.copies}</td><td>${esc(p.publisher)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Chamber Singers — repertoire and scores</title></head>
<body>
<h1>Derwent Chamber Singers — repertoire and scores held</h1>
<table>
  <thead><tr><th>Piece</th><th>Composer</th><th>Year</th><th>Voicing</th><th>Duration</th><th>Scores</th><th>Publisher</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Scores live in the grey box in the Kirkgate Centre store; please sign them out.</p>
</body></html>
`);
}
{
  const file = 'choeur-de-l-aber/repertoire-2025.md';
  const out = ["# Répertoire 2025 — Chœur de l'Aber", '', 'Partitions conservées dans l\'armoire de la salle Ar Mor.', ''];
  pieces.filter((p) => p.lay === 'fr').forEach((p) => {
    const dur = `${Math.floor(p.sec / 60)} min ${pad(p.sec % 60)}`;
    pieceFacts(p, file, { year: `Année : ${p.year}`, duration: dur, minutes: p.sec / 60, copies: `${p.copies} exemplaires`, voicing: `Effectif : ${p.voicing}` });
    out.push(`## ${p.title}`, '', `- Compositeur : ${p.composer}`, `- Année : ${p.year}`, `- Durée : ${dur}`, `- Effectif : ${p.voicing}`, `- Partitions : ${p.copies} exemplaires`, `- Éditeur : ${p.publisher}`, '');
  });
  corpus.write(file, out.join('\n'));
}
pieces.filter((p) => p.lay === 'sheet').forEach((p, k) => {
  const file = `library/new-acquisitions/${slug(p.title)}.md`;
  const q = Math.round((p.sec / 60) * 4) / 4;
  const frac = { 0: '', 0.25: '¼', 0.5: '½', 0.75: '¾' }[q % 1];
  const len = `approx. ${Math.floor(q)}${frac} minutes`;
  pieceFacts(p, file, { composer: `Composer: ${p.composer}`, year: `Date of composition: ${p.year}`, duration: len, minutes: q, copies: `Copies bought: ${p.copies}`, voicing: `Scoring: ${p.voicing}`, publisher: `Published by: ${p.publisher}` });
  corpus.write(file, [
    `# New acquisition: ${p.title}`, '',
    `Work: ${p.title}`, `Composer: ${p.composer}`, `Date of composition: ${p.year}`, `Scoring: ${p.voicing} with piano`, `Length: ${len}`,
    `Copies bought: ${p.copies}`, `Published by: ${p.publisher}`, `Invoice: ${L(k, ['INV-20417', 'INV-20533'])}`, '',
    L(k, ['Chosen for the Summer Serenade; the accompanist has the piano part.', 'A modern setting the choir asked for after the Keswick workshop.']), '',
  ].join('\n'));
});

// ================================================================== (e) rehearsals: log, chamber CSV, French diary
{
  const file = 'rehearsals/rehearsal-log-2025.md';
  const out = ['# Rehearsal log — Derwent Voices, January–June 2025', '', 'Kept by the secretary. Not every week is written up; the attendance sheet has the full register.', ''];
  rehearsals.filter((x) => x.lay === 'log').forEach((x, k) => {
    const date = enDay(x.date, k % 2 ? 'short' : 'long');
    const hours = k % 3 === 0 ? `${pm(x.start, false)}–${pm(x.end)}` : `${x.start}–${x.end}`;
    const [st, en] = k % 3 === 0 ? [pm(x.start, false), pm(x.end)] : [x.start, x.end];
    rehearsalFacts(x, file, { date: fmtDate(x.date, k % 2 ? 'short' : 'long'), start: st, end: en, present: k % 2 ? `Present: ${x.present}` : `${x.present} singers` });
    out.push(`## ${x.code} — ${date}`, '');
    if (k % 2 === 0) {
      out.push(`${hours}, ${x.venue}. ${x.present} singers there. We worked on ${x.pieces.slice(0, -1).join(', ')} and ${x.pieces[x.pieces.length - 1]}. ${L(k, ['Warm-up led by Gareth.', 'Basses asked to look at bar 40 again.', 'Tea and biscuits by the altos.', 'Helen away; Gareth took the rehearsal.'])}`);
    } else {
      out.push(`- Time: ${hours}`, `- Venue: ${x.venue}`, `- Present: ${x.present}`, `- Music: ${x.pieces.join('; ')}`, `- Notes: ${L(k, ['sectionals in the second half', 'run-through in concert order', 'new folders handed out', 'photos for the programme'])}`);
    }
    out.push('');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'chamber-singers/rehearsals-2025.csv';
  const rows = rehearsals.filter((x) => x.lay === 'csv').map((x) => {
    rehearsalFacts(x, file, { date: ukDate(x.date), start: x.start, end: x.end, present: String(x.present) });
    return [x.code, ukDate(x.date), x.start, x.end, x.venue, x.pieces.join('; '), x.present];
  });
  corpus.write(file, delimited(['Ref', 'Date', 'Start', 'Finish', 'Where', 'Repertoire', 'Singers present'], rows));
}
{
  const file = 'choeur-de-l-aber/repetitions-2025.md';
  const out = ["# Journal des répétitions — Chœur de l'Aber (2025)", ''];
  rehearsals.filter((x) => x.lay === 'fr').forEach((x) => {
    const d = frDate(x.date);
    rehearsalFacts(x, file, { date: d, venue: x.venue === 'Salle Ar Mor' ? 'salle Ar Mor' : 'église Saint-Tugdual', start: frTime(x.start), end: frTime(x.end), present: `${x.present} choristes présents` });
    out.push(`## ${x.code} — ${d}`, '', `Répétition de ${frTime(x.start)} à ${frTime(x.end)}, ${x.venue === 'Salle Ar Mor' ? 'salle Ar Mor' : "à l'église Saint-Tugdual"}. ${x.present} choristes présents. Travail sur : ${x.pieces.join(', ')}.`, '');
  });
  out.push('Prochaine répétition : après les vacances, le mercredi 3 septembre.', '');
  corpus.write(file, out.join('\n'));
}
// the salle Ar Mor is written in lower case in the diary: the venue keeps its own name

// ================================================================== (c) concerts
const choirWords = (c) => c.choirs.map((k) => C[k].name).join(' and ');
concerts.filter((c) => c.lay === 'md').forEach((c, k) => {
  const file = `concerts/${c.date.slice(0, 7)}-${slug(c.name)}.md`;
  const date = enDay(c.date);
  concertFacts(c, file, { date: fmtDate(c.date, 'long'), choirs: choirWords(c), venue: c.venue, time: pm(c.time) });
  corpus.write(file, [
    `# ${c.name}`, '',
    `Concert: ${c.code}`, `Date: ${date}, ${pm(c.time)}`, `Performers: ${choirWords(c)}`, `Venue: ${c.venue}, ${V[c.venue].town}`,
    `Conductor: ${C[c.choirs[0]].director}`, 'Tickets: see the box-office export', '',
    '## Programme', '', ...c.pieces.map((t, i) => `${i + 1}. ${t} (${P[t].composer})`), '',
    '## Soloists', '', ...c.soloists.map((s) => `- ${s}`), '',
    L(k, ['Retiring collection for the Cockermouth Mountain Rescue Team.', 'Interval drinks by the Friends of the Theatre.', 'Evensong at 3pm before the concert; robes in the Fratry.']), '',
  ].join('\n'));
});
concerts.filter((c) => c.lay === 'html').forEach((c) => {
  const file = `concerts/programmes/${slug(c.name)}.html`;
  const when = `${enDay(c.date)} at ${pm(c.time)}`;
  concertFacts(c, file, { date: fmtDate(c.date, 'long'), choirs: choirWords(c), venue: c.venue, time: pm(c.time) });
  const items = c.pieces.map((t) => `    <li><span class="work">${esc(t)}</span> — <span class="composer">${esc(P[t].composer)}</span></li>`).join('\n');
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(c.name)} — programme</title></head>
<body>
<header><p>${esc(choirWords(c))} present</p><h1>${esc(c.name)}</h1>
<p class="when">${esc(when)}</p><p class="where">${esc(c.venue)}, ${esc(V[c.venue].town)}</p></header>
<section><h2>Programme</h2>
  <ol>
${items}
  </ol>
</section>
<section><h2>Soloists</h2>
  <ul>
${c.soloists.map((s) => `    <li>${esc(s)}</li>`).join('\n')}
  </ul>
</section>
<p class="conductor">Conducted by ${esc(C[c.choirs[0]].director)}. Accompanist: Gareth Moffat.</p>
<footer>Concert ref. ${esc(c.code)}. Please switch off mobile phones.</footer>
</body></html>
`);
});
{
  const file = 'choeur-de-l-aber/concerts-2025.md';
  const out = ["# Bilan des concerts 2025 — Chœur de l'Aber", '', 'Document préparé pour l\'assemblée générale.', ''];
  concerts.filter((c) => c.lay === 'fr').forEach((c, k) => {
    const d = frDate(c.date);
    const s = { date: d, choirs: '', venue: c.venue === 'Salle Ar Mor' ? 'salle Ar Mor' : c.venue, time: frTime(c.time) };
    concertFacts(c, file, s);
    ticketFacts(c, file, { price: `${c.price} €`, sold: `${c.sold} entrées` }, false);
    out.push(`## ${c.name}`, '');
    if (k === 0) {
      out.push(`- Date : ${d}, ${frTime(c.time)}`, `- Lieu : ${c.venue}, Plouvenec`, `- Entrée : ${c.price} €`, `- Billets vendus : ${c.sold} entrées payantes`,
        `- Programme : ${c.pieces.join(' ; ')}`, `- Soliste : ${c.soloists.join(', ')}`, '');
    } else {
      out.push(`Le ${d} à ${frTime(c.time)}, le chœur a chanté dans la ${s.venue} pour la Fête de la musique : ${c.pieces.join(', ')}. ` +
        `Solistes : ${c.soloists.join(' et ')}. Entrée à ${c.price} €, ${c.sold} entrées vendues malgré la chaleur.`, '');
    }
  });
  out.push('Le concert du jumelage (31 mai) est organisé avec Derwent Voices : voir le courriel de Helen.', '');
  corpus.write(file, out.join('\n'));
}
// box-office export: preamble, semicolons, decimal commas (thousands with a dot)
{
  const file = 'box-office/ticket-sales-export-2025.csv';
  const frMoney = (x) => {
    const [i, f] = x.toFixed(2).split('.');
    return `${i.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${f}`;
  };
  const uk = concerts.filter((c) => c.lay === 'md' || c.lay === 'html').sort((a, b) => a.date.localeCompare(b.date));
  const rows = uk.map((c, k) => {
    ticketFacts(c, file, { price: frMoney(c.price), sold: `;${c.sold};` });
    const gross = c.price * c.sold;
    return [`EVT-${448200 + k * 37}`, `${choirWords(c)} – ${c.name}`, ukDate(c.date), `${c.venue}, ${V[c.venue].town}`, frMoney(c.price), c.sold, c.comps, frMoney(gross), frMoney(Math.round(gross * 0.045 * 100) / 100)];
  });
  const pre = [
    'BoxOffice Cumbria — event sales summary',
    'Organiser;Derwent Voices (incl. Derwent Chamber Singers)',
    'Report generated;25/07/2025 09:41',
    'Currency;GBP',
    'Period;01/01/2025 – 24/07/2025',
    '',
  ].join('\n');
  corpus.write(file, `${pre}\n${delimited(['Event ID', 'Event', 'Event date', 'Venue', 'Ticket price', 'Tickets sold', 'Comps', 'Gross', 'Booking fees'], rows, ';')}`);
}

// ================================================================== (d) venues
{
  const file = 'venues/venue-list.html';
  const rows = VENUES.filter((v) => v.lay === 'html').map((v) => {
    venueFacts(v, file, { cap: `<td>${v.cap}</td>`, fee: `£${v.fee}` });
    return `    <tr><td>${esc(v.name)}</td><td>${esc(v.town)}</td><td>${v.cap}</td><td>£${v.fee}</td><td>${esc(L(v.cap, ['piano on site', 'organ; no piano', 'step-free access', 'parking in the market place']))}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Venues we use</title></head>
<body>
<h1>Venues we use (Cumbria)</h1>
<p>Hire charges are per evening, as quoted for 2025. Capacity is seated.</p>
<table>
  <thead><tr><th>Venue</th><th>Town</th><th>Capacity</th><th>Hire fee (per evening)</th><th>Notes</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
VENUES.filter((v) => v.lay === 'yaml').forEach((v, k) => {
  const file = `venues/${slug(v.name)}.md`;
  venueFacts(v, file, { cap: `capacity: ${v.cap}`, fee: `£${v.fee} + VAT`, town: `town: ${v.town}` });
  corpus.write(file, [
    '---', `venue: ${v.name}`, `town: ${v.town}`, 'county: Cumbria', `capacity: ${v.cap}`, `contact: ${L(k, ['bookings@theatrebythelake.example', 'boxoffice@rosehill.example'])}`, '---', '',
    `# ${v.name}`, '',
    '| Item | Detail |', '|---|---|',
    `| Hire (one evening, 5pm–11pm) | £${v.fee} + VAT |`,
    `| Get-in | ${L(k, ['from 2pm', 'from 4pm'])} |`,
    `| Piano | ${L(k, ['Steinway B', 'Yamaha C3'])} |`,
    `| Bar | yes |`, '',
    L(k, ['Box office can sell our tickets for a 10% commission.', 'We used Rosehill for the hospice benefit in April.']), '',
  ].join('\n'));
});
{
  const file = 'choeur-de-l-aber/salles.md';
  const out = ['# Salles utilisées par le chœur', ''];
  VENUES.filter((v) => v.lay === 'fr').forEach((v) => {
    venueFacts(v, file, { cap: `Capacité : ${v.cap} places`, fee: `${v.fee} € la soirée`, country: 'France' });
    out.push(`## ${v.name}`, '', `Ville : ${v.town} (France)`, `Capacité : ${v.cap} places`, `Location : ${v.fee} € la soirée (tarif associations)`, '');
  });
  corpus.write(file, out.join('\n'));
}

// ================================================================== committee minutes (two joiners, a concert, a venue)
{
  const file = 'committee/minutes-2025-07-08.md';
  const ian = SG['Ian Fearon'];
  const joan = SG['Joan Birkett'];
  const k4 = K['Hospice Benefit Concert'];
  const kg = V['Kirkgate Centre'];
  singerFacts(ian, file, { choir: '', part: 'tenors', div: '', joined: 'in March', pct: `${ian.attended} of the ${ian.held}`, pctValue: r4(ian.pctExact), status: 'his subscription is paid', owing: '' });
  singerFacts(joan, file, { choir: '', part: 'altos', div: '', joined: 'in April', pct: `${joan.attended} of ${joan.held}`, pctValue: r4(joan.pctExact), status: `still owes`, owing: `£${joan.owing}` });
  concertFacts(k4, file, { date: '26 April', choirs: '', venue: k4.venue, time: '7.30pm' });
  ticketFacts(k4, file, { price: '£8', sold: `${k4.sold} tickets` }, false);
  venueFacts(kg, file, { cap: `seats ${kg.cap}`, fee: `£${kg.fee} an evening` });
  corpus.write(file, [
    '# Derwent Voices — committee meeting, Tuesday 8 July 2025', '',
    'Present: Margaret Dixon (chair), Gillian Huddart (secretary), Richard Dodd (treasurer), Helen Thwaite (MD), Colin Tweddle. Apologies: John Atkinson.', '',
    '## 1. Minutes of the last meeting', '', 'Agreed as a true record.', '',
    '## 2. Membership', '',
    `Two more new members since the spring. ${ian.name} (${ian.no}) joined the tenors in March and has made ${ian.attended} of the ${ian.held} rehearsals since; his subscription is paid. ` +
    `${joan.name} (${joan.no}) joined the altos in April and has been at ${joan.attended} of ${joan.held}; she still owes £${joan.owing} for 2025 and Richard will have a quiet word.`, '',
    '## 3. Hospice concert', '',
    `The Hospice Benefit Concert at ${k4.venue}, Whitehaven, on Saturday 26 April (7.30pm) sold ${k4.sold} tickets at £8 on the door and raised £1,312 for the Hospice at Home West Cumbria after costs. ` +
    `We sang ${k4.pieces.slice(0, -1).join(', ')} and ${k4.pieces[k4.pieces.length - 1]}; ${k4.soloists[0]} sang the solo in Shenandoah, a fine debut.`, '',
    '## 4. Venues', '',
    `The ${kg.name} here in Cockermouth has put its hire charge up to £${kg.fee} an evening from September; it seats ${kg.cap}. The Chamber Singers will stay there for Thursday rehearsals. ` +
    'Methodist Hall unchanged.', '',
    '## 5. Treasurer', '', 'Balance £6,842.17 at 30 June. Gift Aid claim of £1,104 submitted in May.', '',
    '## 6. AOB', '', 'Carol concert provisionally Saturday 13 December; Helen to propose a programme in September. Next meeting 9 September.', '',
  ].join('\n'));
}

// ================================================================== the musical director's e-mails
{
  const file = 'music-director/2025-05-12-workshop-and-new-music.eml';
  const x = rehearsals.find((y) => y.code === 'DV-R17');
  const ib = P['Irish Blessing'];
  const dp = P['Deep Peace'];
  rehearsalFacts(x, file, { date: '10 May', choir: '', venue: 'All Saints', start: '10am', end: '1pm', present: `${x.present} of you` });
  pieceFacts(ib, file, { composer: ib.composer, year: `written in ${ib.year}`, duration: 'about three and a half minutes', minutes: 3.5, copies: `${numWord(ib.copies)} copies`, voicing: 'SATB', publisher: ib.publisher });
  pieceFacts(dp, file, { composer: dp.composer, year: `(${dp.year})`, duration: 'four minutes', minutes: 4, copies: `${numWord(dp.copies)} copies`, voicing: 'SATB', publisher: dp.publisher });
  for (const n of SECTION_LEADERS) corpus.also(n, 'singer', 'section_leader', true, 'bool', n, file);
  corpus.write(file, [
    'From: Helen Thwaite <md@derwentvoices.org.uk>', 'To: members@derwentvoices.org.uk', 'Date: Mon, 12 May 2025 10:02:44 +0100', 'Subject: Saturday workshop, and two new pieces', '',
    'Dear all,', '',
    `Thank you to the ${x.present} of you who came to Saturday's workshop (10 May, 10am till 1pm at All Saints — it's ${x.code} in the register). We got through ${x.pieces.slice(0, -1).join(', ')} and ${x.pieces[x.pieces.length - 1]}, and the Zadok opening is really taking shape.`, '',
    `Two new pieces are in your folders from tonight. ${ib.title} is by ${ib.composer}, written in ${ib.year}; it's SATB, runs to about three and a half minutes, and I've bought ${numWord(ib.copies)} copies from ${ib.publisher}. ` +
    `${dp.title} by ${dp.composer} (${dp.year}) is also SATB and lasts four minutes; we have ${numWord(dp.copies)} copies, from ${dp.publisher}.`, '',
    `If you have questions about notes, please ask your section leader first: ${SECTION_LEADERS.slice(0, -1).join(', ')} and ${SECTION_LEADERS[SECTION_LEADERS.length - 1]} (sopranos, altos, tenors and basses in that order).`, '',
    'Best wishes,', 'Helen', '',
  ].join('\n'));
}
{
  const file = 'music-director/2025-06-03-twinning-concert-report.eml';
  const c = K['Twinning Concert'];
  concertFacts(c, file, { date: 'Saturday 31 May', choirs: '', venue: c.venue, time: '8.30pm' });
  ticketFacts(c, file, { price: '12 euros', sold: `${c.sold} tickets` }, false);
  corpus.write(file, [
    'From: Helen Thwaite <md@derwentvoices.org.uk>', 'To: members@derwentvoices.org.uk', 'Cc: chef@choeur-aber.bzh', 'Date: Tue, 3 Jun 2025 18:27:10 +0100', 'Subject: Plouvenec — what a weekend!', '',
    'Dear all,', '',
    `What a weekend. The Twinning Concert with our friends of the Chœur de l'Aber in the ${c.venue}, Plouvenec, on Saturday 31 May (8.30pm) was a sell-out in all but name: ${c.sold} tickets at 12 euros each, and the mayor has asked us back in 2027.`, '',
    `For the record, we sang ${c.pieces.slice(0, -1).join(', ')} and ${c.pieces[c.pieces.length - 1]}. ${c.soloists[0]} sang the solo in the Bro Gozh and ${c.soloists[1]} took the solo in The Parting Glass.`, '',
    'Thank you to everyone who hosted and drove. Photos are in the shared album.', '',
    'Helen', '',
  ].join('\n'));
}
{
  const file = 'music-director/2025-06-30-after-the-serenade.eml';
  const x = rehearsals.find((y) => y.code === 'DV-R23');
  rehearsalFacts(x, file, { date: 'Friday 27 June', choir: '', start: '6.30pm', end: '9pm', present: `${x.present} of you` });
  corpus.write(file, [
    'From: Helen Thwaite <md@derwentvoices.org.uk>', 'To: members@derwentvoices.org.uk', 'Date: Mon, 30 Jun 2025 09:15:52 +0100', 'Subject: Thank you — Summer Serenade', '',
    'Dear all,', '',
    `Thank you for a wonderful Summer Serenade on Saturday. The dress rehearsal at ${x.venue} on Friday 27 June (6.30pm to 9pm, ${x.code}) was hard work — ${x.present} of you made it, which I know meant leaving work early for some — and it paid off on the night.`, '',
    'We break for the summer now; the first rehearsal of the autumn term is Tuesday 2 September. Please return your Zadok copies to Patricia Irving.', '',
    'Helen', '',
  ].join('\n'));
}

// ================================================================== background documents (no entity facts)
corpus.write('README.txt', `DERWENT VOICES — SHARED DRIVE (2025)
choirs/            the three choirs (us, the Chamber Singers, our twin in Plouvenec)
members/           register, profiles, new members, section lists, attendance by month
chamber-singers/   roster, repertoire, rehearsals
choeur-de-l-aber/  documents from our twin choir (mostly in French)
library/           music library export, stock check, new acquisitions
concerts/          concert sheets and printed programmes
box-office/        ticket sales export
venues/            venues we hire
rehearsals/        rehearsal log
committee/         minutes, budget, policies
music-director/    Helen's e-mails
`);
corpus.write('committee/budget-2025.csv', delimited(['Line', 'Budget 2025 (£)', 'Actual to 30 June (£)'], [
  ['Subscriptions', '3,600', '2,940'], ['Concert income', '9,500', '8,017'], ['Gift Aid', '1,100', '1,104'], ['Venue hire', '-3,200', '-2,145'],
  ['Musical director fees', '-5,400', '-2,700'], ['Accompanist fees', '-2,600', '-1,300'], ['Music purchases', '-900', '-1,036'], ['Insurance', '-310', '-310'], ['Twinning travel subsidy', '-1,500', '-1,500'],
]));
corpus.write('committee/agm-notice-2025.md', `# Notice of Annual General Meeting

The AGM of Derwent Voices will be held on Tuesday 7 October 2025 at 7pm in the Methodist Hall, before rehearsal.

Agenda: chair's report; treasurer's report and accounts for 2024-25; election of officers (chair, secretary,
treasurer, librarian and three ordinary members); subscription for 2026 (the committee proposes £125, £85 concession);
any other business. Nominations to the secretary by 23 September.
`);
corpus.write('committee/safeguarding-policy.md', `# Safeguarding policy (summary)

Derwent Voices welcomes singers aged 16 and over; under-18s must be accompanied on tours. Our safeguarding lead is
the secretary. Two DBS-checked adults are present whenever young singers attend. The policy is reviewed every two
years (last review March 2024, next March 2026).
`);
corpus.write('committee/insurance-2025.md', `# Insurance 2025

| Cover | Provider | Limit | Premium |
|---|---|---|---|
| Public liability | Making Music scheme | £10,000,000 | included in membership |
| Music library and equipment | Making Music scheme | £15,000 | £96.00 |
| Trustee indemnity | Making Music scheme | £250,000 | £214.00 |

Renewal 1 April. The music library valuation was updated in January (about 1,150 copies).
`);
corpus.write('members/concert-dress.md', `# Concert dress

- Ladies: long black skirt or trousers, black top with sleeves, the teal scarf.
- Gentlemen: black suit or dinner jacket, white shirt, teal tie.
- Chamber Singers: all black.
Teal scarves and ties cost £12 from the wardrobe mistress (Wendy).
`);
corpus.write('members/car-share.md', `# Car share for rehearsals and concerts

| From | Driver | Seats |
|---|---|---|
| Maryport | Judith | 3 |
| Workington | Brian | 2 |
| Keswick | Alison | 3 |
| Wigton | Keith | 1 |

Keswick concerts: meet at the Lakes Distillery car park at 5.45pm. Petrol money 25p a mile.
`);
corpus.write('library/loans-policy.md', `# Music library — loans

Copies are signed out in the register on the librarian's table. Please write your membership number, not your name.
Lost copies are charged at the publisher's price (usually £4–£9). Hire sets from other choirs (via Cumbria Libraries)
cost £1.20 a copy for three months. The library is insured for £15,000.
`);
corpus.write('music-director/warm-ups.md', `# Warm-ups I use

1. Sirens on "ng", five slow breaths with a count of eight.
2. Lip trills up a fifth and down, moving up by semitones to D.
3. "Mum-my made me mash my M&Ms" on a major arpeggio.
4. Tuning chord in the key of the first piece, altos in the middle.

About ten minutes, never more than fifteen.
`);
corpus.write('music-director/term-plan-autumn-2025.md', `# Autumn term 2025 — plan

- Weeks 1–4: carols (Rutter and Chilcott), Zadok refresher.
- Weeks 5–8: Fauré Requiem movements I, II and VII for the spring.
- Week 9: half term.
- Weeks 10–14: carol concert run-throughs; the extra Saturday on 15 November, 10am–1pm.
Sectionals in weeks 3, 6 and 11.
`);
corpus.write('concerts/publicity-plan.md', `# Publicity checklist for each concert

1. Posters (A3 and A4) six weeks before; Cockermouth Post article four weeks before.
2. Box office live two months ahead; early-bird price ends two weeks before.
3. Facebook event; Radio Cumbria "what's on" e-mail.
4. Programmes printed (150 copies) the week before.
`);
corpus.write('choeur-de-l-aber/compte-rendu-ag-2025.md', `# Compte rendu de l'assemblée générale — 18 janvier 2025

Présents : 11 choristes sur 12, la cheffe de chœur et deux membres bienfaiteurs.

1. Rapport moral : une belle année, trois concerts et un voyage à Cockermouth en 2024.
2. Rapport financier : solde de 2 318,40 € au 31 décembre ; subvention municipale de 600 €.
3. Cotisation 2025 maintenue à 90 €.
4. Jumelage : accueil de Derwent Voices du 30 mai au 2 juin 2025.
`);
corpus.write('choeur-de-l-aber/programme-jumelage-mai-2025.md', `# Programme de l'accueil — Derwent Voices à Plouvenec

- Vendredi 30 mai : arrivée en car vers 18h, dîner chez les familles.
- Samedi 31 mai : visite des abers le matin, répétition générale à 17h, concert à 20h30.
- Dimanche 1er juin : fest-noz à la salle Ar Mor.
- Lundi 2 juin : départ à 7h pour Roscoff.

Hébergement : 26 choristes anglais chez 19 familles.
`);

corpus.write('venues/booking-calendar-2025.md', `# Venue bookings 2025 (held and provisional)

| Date | Venue | For | Status |
|---|---|---|---|
| Sat 22 Feb | All Saints Church | concert | confirmed |
| Sat 29 Mar | Crosthwaite Church | concert | confirmed |
| Sat 10 May | All Saints Church | workshop | confirmed |
| Sat 28 Jun | Theatre by the Lake | concert | confirmed |
| Sat 19 Jul | All Saints Church | festival concert | confirmed |
| Sat 13 Dec | Crosthwaite Church | carol concert | provisional |

Deposits are 25% of the hire fee, non-refundable within eight weeks of the date.
`);
corpus.write('box-office/pricing-policy.md', `# Ticket pricing policy

- Under-18s and students half price; carers free.
- Early-bird price £2 below the full price until two weeks before the concert.
- Groups of ten or more: one free ticket.
- Booking fee (BoxOffice Cumbria) 4.5% of the ticket price, paid by the choir.
Comps go to the venue, the soloists' families and the local press.
`);
corpus.write('members/rehearsal-etiquette.md', `# Rehearsal etiquette

Please arrive ten minutes early so we can start on time. Bring a pencil — always a pencil. Mark your breaths.
If you will miss a rehearsal, tell your section leader (see Helen's e-mail of 12 May for who they are).
Phones off or on silent. Tea break at half time; 50p in the tin.
`);

const stats = corpus.flush(source);
console.log(`choir: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
