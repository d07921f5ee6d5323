#!/usr/bin/env node
// Theatre corpus (held-out): the shared drive of "Haar Theatre Company", a small touring company based in Glasgow,
// season 2025-26 (an autumn tour 2025 and a spring tour 2026 through Scotland, northern England and Ireland; one
// co-production with a French theatre in Rouen). 8 productions, 22 venues, 48 performances, 24 cast and crew, 10
// grants and co-production contributions, 14 press reviews; rehearsal schedule, technical riders, weekly sales and
// marketing spend as facts of the productions in second files.
//   node bench/corpora/theatre/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "theatre-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) productions: Markdown production sheets with two label sets (`Running time: 2 hrs 10 mins (incl. interval)`,
//     `Cast: 5` / `Duration: 95 minutes, no interval`, `Company size: 4 actors`), a Markdown page with YAML front
//     matter and a pipe table, a press release in prose, and a bilingual French/English co-production contract;
//     technical riders as nested YAML (stage sizes in m or ft, get-in in hours); a rehearsal schedule (table + prose);
// (b) venues: a Scottish venue CSV (units in the header), Markdown venue sheets (`Stage: 7.2 m wide × 5.5 m deep`),
//     an HTML table of English venues in FEET, a nested YAML of Irish venues, an Irish/English venue contract
//     (`Suíocháin / Seats: 164`) and one venue only in an e-mail;
// (c) performances `P25-001` / `P26-001`: a box-office CSV export with a preamble (dd/mm/yyyy), a nested ticketing JSON,
//     an English settlements Markdown table, an Irish returns TSV in euros, and five only in tour-report e-mails;
// (d) people: a cast CSV (weekly fee), creative-team paragraphs (fees per engagement, one in euros), stage-management
//     HTML cards (`£720 pw`) and a welcome e-mail;
// (e) grants: a Markdown register, a Culture Ireland award letter (e-mail), the co-production contract, an HTML
//     definition list of trusts and board minutes (prose);
// (f) reviews `PC-2501` … as press cuttings in prose (★★★★, `4/5`, `four stars`), an e-mail round-up and an HTML
//     quotes table; WIDE weekly sales (a column per week) and WIDE marketing spend (a column per month);
//     background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: stage sizes in METRES (`32 ft` → 32 × 0.3048); running time in minutes (`2 hrs 10
// mins` → 130, `1 h 25` → 85); get-in in hours (`3h30` → 3.5); money in the stated currency (GBP or EUR, never
// converted): budgets, gross box office, grants, fees (weekly fees in GBP per week); dates ISO; times HH:MM;
// French and Irish words in English (`théâtre physique` = Physical theatre, `Éire` = Ireland, `An Daingean` = Dingle).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, rng, slug, targets, group } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('theatre-v1');
const FT = 0.3048;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const gbp = (x, d = 2) => `£${group(x, d)}`;
const eur = (x, d = 2) => `€${group(x, d)}`;
const money = (x, cur, d = 2) => (cur === 'EUR' ? eur(x, d) : gbp(x, d));
const frNum = (x) => group(x, 0).replace(/,/g, ' ');
const L = (k, xs) => xs[k % xs.length];

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (riders, rehearsal schedule, wide tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ calendar helpers
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const dow = (iso) => new Date(`${iso}T12:00:00Z`).getUTCDay();
const addDays = (iso, n) => new Date(Date.parse(`${iso}T12:00:00Z`) + n * 864e5).toISOString().slice(0, 10);
const dmy = (iso) => { const [y, m, d] = iso.split('-'); return `${d}/${m}/${y}`; };
const FR_M = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const GA_M = ['Eanáir', 'Feabhra', 'Márta', 'Aibreán', 'Bealtaine', 'Meitheamh', 'Iúil', 'Lúnasa', 'Meán Fómhair', 'Deireadh Fómhair', 'Samhain', 'Nollaig'];
const GA_D = ['Dé Domhnaigh', 'Dé Luain', 'Dé Máirt', 'Dé Céadaoin', 'Déardaoin', 'Dé hAoine', 'Dé Sathairn'];
const frDate = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d === 1 ? '1er' : d} ${FR_M[m - 1]} ${y}`; };
const gaDate = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${GA_D[dow(iso)]} ${d} ${GA_M[m - 1]} ${y}`; };
const dayShort = (iso) => `${DAYS[dow(iso)].slice(0, 3)} ${fmtDate(iso, 'short')}`;
const pm = (t) => { const [h, m] = t.split(':').map(Number); const h12 = h > 12 ? h - 12 : h; return `${h12}${m ? `.${pad(m)}` : ''}${h >= 12 ? 'pm' : 'am'}`; };

// ------------------------------------------------------------------ venues
// [key, name, city, country, kind, deal, layout]
const VENUE_DEF = [
  ['BYRE', 'Byre Playhouse', 'St Andrews', 'Scotland', 'Theatre', 'Guarantee', 'csv'],
  ['TWEED', 'Tweedside Arts Centre', 'Peebles', 'Scotland', 'Arts centre', 'Split', 'csv'],
  ['CARSE', 'Carse Theatre', 'Stirling', 'Scotland', 'Theatre', 'Split', 'csv'],
  ['WHITE', 'Whitehorse Close Studio', 'Edinburgh', 'Scotland', 'Studio', 'Split', 'csv'],
  ['BARONY', 'The Barony Theatre', 'Glasgow', 'Scotland', 'Theatre', 'Split', 'csv'],
  ['NITH', 'Nithside Theatre', 'Dumfries', 'Scotland', 'Theatre', 'Guarantee', 'csv'],
  ['CROM', 'Cromarty Firth Arts Centre', 'Invergordon', 'Scotland', 'Arts centre', 'Guarantee', 'md'],
  ['HARB', 'Harbour Arts Centre', 'Stromness', 'Scotland', 'Arts centre', 'Guarantee', 'md'],
  ['NESS', 'Ness Bank Theatre', 'Inverness', 'Scotland', 'Theatre', 'Split', 'md'],
  ['TALLA', 'An Talla Mòr', 'Portree', 'Scotland', 'Community hall', 'Guarantee', 'md'],
  ['MALT', 'The Maltings Playhouse', 'Berwick-upon-Tweed', 'England', 'Theatre', 'Split', 'html'],
  ['TYNE', 'Tyne Quay Theatre', 'South Shields', 'England', 'Theatre', 'Split', 'html'],
  ['STAN', 'Stanwix Arts Centre', 'Carlisle', 'England', 'Arts centre', 'Guarantee', 'html'],
  ['KIRK', 'Kirkland Theatre', 'Kendal', 'England', 'Theatre', 'Split', 'html'],
  ['CALD', 'Calder Valley Playhouse', 'Hebden Bridge', 'England', 'Theatre', 'Guarantee', 'html'],
  ['TYND', 'Tynedale Theatre', 'Hexham', 'England', 'Studio', 'Split', 'html'],
  ['CORR', 'Corrib Arts Centre', 'Galway', 'Ireland', 'Arts centre', 'Split', 'yaml'],
  ['BOYNE', 'Boyne Playhouse', 'Drogheda', 'Ireland', 'Theatre', 'Split', 'yaml'],
  ['SUIR', 'Suir Theatre', 'Waterford', 'Ireland', 'Theatre', 'Guarantee', 'yaml'],
  ['SEAF', 'Seafront Theatre', 'Dún Laoghaire', 'Ireland', 'Theatre', 'Split', 'yaml'],
  ['COILL', 'Amharclann na Coille', 'Dingle', 'Ireland', 'Theatre', 'Guarantee', 'contract'],
  ['SHAN', 'Shannonside Arts Centre', 'Limerick', 'Ireland', 'Arts centre', 'Split', 'email'],
];
const SEATS = { Theatre: [260, 520], 'Arts centre': [150, 400], Studio: [90, 160], 'Community hall': [120, 220] };
const venues = VENUE_DEF.map(([key, name, city, country, kind, deal, layout]) => {
  const [lo, hi] = SEATS[kind];
  const seats = r.int(lo, hi);
  const v = { key, name, city, country, kind, deal, layout, seats, cur: country === 'Ireland' ? 'EUR' : 'GBP' };
  if (layout === 'html') {
    v.wft = r.int(kind === 'Studio' ? 20 : 26, kind === 'Studio' ? 30 : 40);
    v.dft = r.int(18, Math.min(32, v.wft));
    v.width = r4(v.wft * FT);
    v.depth = r4(v.dft * FT);
  } else {
    v.width = Math.round(r.float(kind === 'Studio' ? 6 : 7.5, kind === 'Studio' ? 9 : 12.5) * 10) / 10;
    v.depth = Math.round(r.float(5, Math.min(10, v.width)) * 2) / 2;
  }
  return v;
});
const V = Object.fromEntries(venues.map((v) => [v.key, v]));
V.BYRE.seats = 420; // a big one for the superlatives to be clear
V.BARONY.seats = 512;
V.CORR.seats = 392;
V.TYNE.seats = 468;
V.COILL.seats = 164;
V.COILL.width = 8.4;
V.COILL.depth = 6;

// ------------------------------------------------------------------ productions
// [title, writer, genre, season, minutes, cast, budget, cur, minAge, coProducer, director]
const PROD_DEF = [
  ['The Salt Road', 'Eilidh Moran', 'Drama', 'Autumn 2025', 130, 5, 148500, 'GBP', 12, null, 'Morag Lindsay'],
  ['Kelpie', 'Jo Strachan', 'Family', 'Autumn 2025', 60, 3, 64200, 'GBP', 5, null, 'Priya Nair'],
  ['Dear Green Place', 'Kev McAllister', 'Comedy', 'Autumn 2025', 95, 4, 96000, 'GBP', 14, 'Stanwix Arts Centre', 'Priya Nair'],
  ['Small Hours', 'Tam Docherty', 'Comedy', 'Autumn 2025', 70, 1, 38500, 'GBP', 16, null, 'Callum Reid'],
  ["The Lighthouse Keeper's Wife", 'Annie Rutherford', 'Drama', 'Spring 2026', 125, 4, 118750, 'GBP', 12, null, 'Morag Lindsay'],
  ['Ceilidh at the End of the World', 'Ross Drummond', 'Musical', 'Spring 2026', 140, 6, 176300, 'GBP', 8, null, 'Ruairidh MacLeòid'],
  ['The Crossing', 'Julien Aubry', 'Physical theatre', 'Spring 2026', 85, 5, 212000, 'EUR', 10, 'Théâtre des Deux Rives', 'Hélène Marchetti'],
  ['Blackhouse', 'Catrìona NicPhàil', 'Drama', 'Spring 2026', 110, 4, 121000, 'GBP', 12, null, 'Ruairidh MacLeòid'],
];
const prods = PROD_DEF.map(([title, writer, genre, season, minutes, cast, budget, cur, minAge, cop, director]) => ({ title, writer, genre, season, minutes, cast, budget, cur, minAge, cop, director }));
const P = Object.fromEntries(prods.map((p) => [p.title, p]));
// Ceilidh is co-produced with Stanwix Arts Centre (not Dear Green Place): fix the table above deliberately
P['Dear Green Place'].cop = null;
P['Ceilidh at the End of the World'].cop = 'Stanwix Arts Centre';

// ------------------------------------------------------------------ tour schedule -> performances
// [production, start date, [[venue, perfs, matinee?], …]]
const TOURS = [
  ['The Salt Road', '2025-09-18', [['BYRE', 1], ['BARONY', 2], ['WHITE', 1], ['NESS', 1], ['CORR', 1], ['TYNE', 1]]],
  ['Kelpie', '2025-09-27', [['TWEED', 1, true], ['CARSE', 2, true], ['NITH', 1, true], ['STAN', 1, true], ['HARB', 1, true], ['TALLA', 1, true]]],
  ['Dear Green Place', '2025-10-02', [['BARONY', 1], ['CROM', 1], ['KIRK', 1], ['CALD', 1], ['TYND', 1]]],
  ['Small Hours', '2025-10-09', [['WHITE', 1], ['HARB', 1], ['COILL', 1], ['BOYNE', 1], ['SHAN', 1]]],
  ["The Lighthouse Keeper's Wife", '2026-02-12', [['BYRE', 1], ['CARSE', 1], ['NESS', 1], ['MALT', 1], ['SUIR', 1], ['SEAF', 1]]],
  ['Ceilidh at the End of the World', '2026-02-20', [['TALLA', 1], ['CROM', 1], ['BARONY', 2], ['TYNE', 1], ['CALD', 1], ['STAN', 1]]],
  ['The Crossing', '2026-02-26', [['WHITE', 1], ['CORR', 1], ['SEAF', 1], ['MALT', 1], ['NITH', 1]]],
  ['Blackhouse', '2026-02-06', [['TALLA', 1], ['HARB', 1], ['NESS', 1], ['COILL', 1], ['CORR', 1], ['TWEED', 1]]],
];
const perfs = [];
const booked = new Set();
for (const [title, start, legs] of TOURS) {
  let d = start;
  legs.forEach(([vk, n, mat], li) => {
    if (li > 0) d = addDays(d, r.int(2, 4));
    while (booked.has(`${vk}|${d}`) || dow(d) === 0) d = addDays(d, 1);
    booked.add(`${vk}|${d}`);
    for (let i = 0; i < n; i++) {
      let date = d;
      let time = '19:30';
      if (mat && n === 1) time = '14:00';
      else if (n === 2 && mat) time = i === 0 ? '11:00' : '14:00';
      else if (n === 2) {
        date = i === 0 ? d : addDays(d, 1);
        if (i === 1) { while (booked.has(`${vk}|${date}`)) date = addDays(date, 1); booked.add(`${vk}|${date}`); d = date; }
        time = i === 1 && dow(date) === 6 ? '14:30' : '19:30';
      }
      if (V[vk].country === 'Ireland' && time === '19:30') time = '20:00';
      perfs.push({ prod: title, venue: vk, date, time });
    }
  });
}
perfs.sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time) || a.venue.localeCompare(b.venue));
let na = 0;
let ns = 0;
for (const p of perfs) {
  p.code = p.date < '2026-01-01' ? `P25-${pad(++na, 3)}` : `P26-${pad(++ns, 3)}`;
  const v = V[p.venue];
  p.cap = v.seats - (r.chance(0.35) ? r.int(4, 24) : 0);
  const fill = P[p.prod].genre === 'Family' ? r.float(0.55, 1.0) : r.float(0.3, 0.97);
  p.sold = Math.min(p.cap, Math.round(p.cap * fill));
  const price = v.cur === 'EUR' ? r.float(16, 24) : r.float(11, 21);
  p.gross = Math.round(p.sold * price * 2) / 2;
  p.cur = v.cur;
  p.comps = r.int(0, 12);
}
// a few sell-outs
for (const code of ['P25-004', 'P26-009', 'P26-021']) {
  const p = perfs.find((x) => x.code === code);
  const price = p.gross / p.sold;
  p.sold = p.cap;
  p.gross = Math.round(p.sold * price * 2) / 2;
}
const PF = Object.fromEntries(perfs.map((p) => [p.code, p]));
for (const p of prods) {
  const mine = perfs.filter((x) => x.prod === p.title);
  p.opening = mine.map((x) => x.date).sort()[0];
}

// ------------------------------------------------------------------ people
// [name, role, productions, weekly fee (GBP) | null, engagement fee | null, fee currency, equity (bool|null), base, layout]
const PEOPLE_DEF = [
  ['Finlay Grant', 'Actor', ['The Salt Road', "The Lighthouse Keeper's Wife"], 680, null, 'GBP', true, 'Glasgow', 'csv'],
  ['Eilidh Ross', 'Actor', ['The Salt Road', 'Ceilidh at the End of the World'], 650, null, 'GBP', true, 'Edinburgh', 'csv'],
  ['Mhairi Kerr', 'Actor', ['The Salt Road', 'Blackhouse'], 720, null, 'GBP', true, 'Inverness', 'csv'],
  ['Declan Byrne', 'Actor', ['The Salt Road', 'The Crossing'], 700, null, 'GBP', true, 'Dublin', 'csv'],
  ['Tam Docherty', 'Actor', ['Small Hours'], 750, null, 'GBP', false, 'Glasgow', 'csv'],
  ['Grace Adeyemi', 'Actor', ['Kelpie', 'Ceilidh at the End of the World'], 650, null, 'GBP', true, 'Edinburgh', 'csv'],
  ['Will Ferguson', 'Actor', ['Kelpie', 'Dear Green Place'], 640, null, 'GBP', false, 'Dundee', 'csv'],
  ['Joe Lennox', 'Actor', ['Dear Green Place', 'Ceilidh at the End of the World'], 665, null, 'GBP', true, 'Glasgow', 'csv'],
  ['Ailsa Crawford', 'Actor', ['Dear Green Place', "The Lighthouse Keeper's Wife"], 690, null, 'GBP', true, 'Aberdeen', 'csv'],
  ['Sorcha Ní Bhriain', 'Actor', ['Blackhouse', 'The Crossing'], 695, null, 'GBP', true, 'Galway', 'email'],
  ['Marc Delorme', 'Actor', ['The Crossing'], 735, null, 'GBP', false, 'Rouen', 'email'],
  ['Morag Lindsay', 'Director', ['The Salt Road', "The Lighthouse Keeper's Wife"], null, 9800, 'GBP', null, 'Glasgow', 'md'],
  ['Priya Nair', 'Director', ['Kelpie', 'Dear Green Place'], null, 8400, 'GBP', null, 'Glasgow', 'md'],
  ['Callum Reid', 'Director', ['Small Hours'], null, 3200, 'GBP', null, 'Edinburgh', 'md'],
  ['Ruairidh MacLeòid', 'Director', ['Ceilidh at the End of the World', 'Blackhouse'], null, 8900, 'GBP', null, 'Portree', 'md'],
  ['Hélène Marchetti', 'Director', ['The Crossing'], null, 7500, 'EUR', null, 'Rouen', 'md'],
  ['Isla Fairbairn', 'Set and costume designer', ['The Salt Road', "The Lighthouse Keeper's Wife", 'Blackhouse'], null, 7650, 'GBP', null, 'Edinburgh', 'md'],
  ['Jamie Wardrop', 'Lighting designer', ['The Salt Road', 'Kelpie', 'Ceilidh at the End of the World', 'Blackhouse'], null, 6900, 'GBP', null, 'Glasgow', 'md'],
  ['Niamh Gallagher', 'Sound designer', ['Dear Green Place', 'Small Hours', 'The Crossing'], null, 4300, 'GBP', null, 'Belfast', 'md'],
  ['Lorna Rae', 'Company manager', ['The Salt Road', 'Kelpie', 'Dear Green Place', 'Small Hours'], 780, null, 'GBP', false, 'Glasgow', 'html'],
  ['Gregor Munro', 'Company stage manager', ['The Salt Road', "The Lighthouse Keeper's Wife", 'Blackhouse'], 740, null, 'GBP', true, 'Glasgow', 'html'],
  ['Shona Bell', 'Deputy stage manager', ['Kelpie', 'Ceilidh at the End of the World'], 690, null, 'GBP', true, 'Stirling', 'html'],
  ['Kieran Doherty', 'Assistant stage manager', ['Dear Green Place', 'Small Hours', 'The Crossing'], 610, null, 'GBP', false, 'Derry', 'html'],
  ['Andy McPhail', 'Technical stage manager', ['The Salt Road', 'Kelpie', 'Ceilidh at the End of the World', 'Blackhouse'], 760, null, 'GBP', false, 'Inverness', 'html'],
];
const people = PEOPLE_DEF.map(([name, role, productions, weekly, fee, cur, equity, base, layout]) => ({ name, role, productions, weekly, fee, cur, equity, base, layout }));

// ------------------------------------------------------------------ grants
// [ref, funder, production | null (the season), amount, cur, status, decided, layout]
const GRANT_DEF = [
  ['CS-OF-25-1187', 'Creative Scotland', 'The Salt Road', 48500, 'GBP', 'Awarded', '2025-05-14', 'register'],
  ['CS-TF-25-0342', 'Creative Scotland', null, 72000, 'GBP', 'Awarded', '2025-04-02', 'register'],
  ['ACE-PG-0198734', 'Arts Council England', 'Ceilidh at the End of the World', 14950, 'GBP', 'Awarded', '2025-10-21', 'register'],
  ['GCC-CG-2025-066', 'Glasgow City Council', 'Kelpie', 9000, 'GBP', 'Awarded', '2025-06-30', 'register'],
  ['IFRU-2026-014', 'Institut français du Royaume-Uni', 'The Crossing', 8000, 'EUR', 'Pending', '2026-01-20', 'register'],
  ['CI/2025/117', 'Culture Ireland', 'Blackhouse', 12000, 'EUR', 'Awarded', '2025-12-09', 'letter'],
  ['TDR-COP-2026-03', 'Théâtre des Deux Rives', 'The Crossing', 45000, 'EUR', 'Awarded', '2025-11-28', 'contract'],
  ['AF-25-031', 'Alder Foundation', 'Small Hours', 5000, 'GBP', 'Declined', '2025-07-18', 'trusts'],
  ['KCT-2025-12', 'Keir Cairncross Trust', 'Dear Green Place', 3500, 'GBP', 'Pending', '2025-09-05', 'trusts'],
  ['BnG-25-088', 'Bòrd na Gàidhlig', 'Blackhouse', 6500, 'GBP', 'Awarded', '2025-11-03', 'minutes'],
];
const grants = GRANT_DEF.map(([ref, funder, prod, amount, cur, status, decided, layout]) => ({ ref, funder, prod, amount, cur, status, decided, layout }));

// ------------------------------------------------------------------ reviews
// [ref, production, publication, critic, stars, layout]
const REVIEW_DEF = [
  ['PC-2501', 'The Salt Road', 'The Scotsman', 'Joyce Lamont', 4, 'cuttings'],
  ['PC-2502', 'The Salt Road', 'The Herald', 'Mark Fyfe', 5, 'cuttings'],
  ['PC-2503', 'Kelpie', 'The List', 'Eilidh Munro', 4, 'email'],
  ['PC-2504', 'Dear Green Place', 'The Scotsman', 'Joyce Lamont', 3, 'cuttings'],
  ['PC-2505', 'Small Hours', 'Broadway Baby', 'Sam Okafor', 2, 'email'],
  ['PC-2506', 'Dear Green Place', 'The Stage', 'Natasha Tripney-Hall', 4, 'cuttings'],
  ['PC-2507', 'The Salt Road', 'The Irish Times', 'Peter Crawley-Byrne', 3, 'email'],
  ['PC-2508', 'Kelpie', 'The Herald', 'Mark Fyfe', 3, 'html'],
  ['PC-2601', 'Blackhouse', 'The Scotsman', 'Joyce Lamont', 5, 'cuttings'],
  ['PC-2602', "The Lighthouse Keeper's Wife", 'The Herald', 'Neil Cooper-Grant', 4, 'cuttings'],
  ['PC-2603', 'Ceilidh at the End of the World', 'The Guardian', 'Lyn Gardner-Hale', 5, 'cuttings'],
  ['PC-2604', 'The Crossing', 'The Irish Times', 'Peter Crawley-Byrne', 4, 'email'],
  ['PC-2605', 'Blackhouse', 'British Theatre Guide', 'Thom Dibdin-Reid', 4, 'html'],
  ['PC-2606', "The Lighthouse Keeper's Wife", 'The List', 'Eilidh Munro', 2, 'cuttings'],
];
const reviews = REVIEW_DEF.map(([ref, prod, pub, critic, stars, layout]) => ({ ref, prod, pub, critic, stars, layout }));
// review dates: a day or two after the production's opening (or a later stop)
for (const rv of reviews) {
  const mine = perfs.filter((x) => x.prod === rv.prod).map((x) => x.date).sort();
  const irish = perfs.filter((x) => x.prod === rv.prod && V[x.venue].country === 'Ireland').map((x) => x.date).sort();
  rv.date = addDays(rv.pub === 'The Irish Times' ? irish[0] : mine[0], r.int(1, 3));
}

// ------------------------------------------------------------------ fact helpers
function prodFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.title, 'production', attr, value, unit, stated, file);
  F('writer', p.writer, 'person', s.writer);
  F('director', p.director, 'person', s.director);
  F('genre', p.genre, '', s.genre);
  F('season', p.season, '', s.season);
  F('running_time', p.minutes, 'min', s.minutes);
  F('cast_size', p.cast, '', s.cast);
  F('opening', p.opening, 'date', s.opening);
  F('budget', p.budget, p.cur, s.budget);
  F('min_age', p.minAge, '', s.minAge);
  F('co_producer', p.cop, 'text', s.cop);
}
function venueFacts(v, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(v.name, 'venue', attr, value, unit, stated, file);
  F('city', v.city, 'place', s.city);
  F('country', v.country, 'place', s.country);
  F('kind', v.kind, '', s.kind);
  F('seats', v.seats, '', s.seats);
  F('stage_width', v.width, 'm', s.width);
  F('stage_depth', v.depth, 'm', s.depth);
  F('deal', v.deal, '', s.deal);
}
function perfFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.code, 'performance', attr, value, unit, stated, file);
  F('production', p.prod, 'text', s.prod);
  F('venue', V[p.venue].name, 'text', s.venue);
  F('date', p.date, 'date', s.date);
  F('time', p.time, 'text', s.time);
  F('capacity', p.cap, '', s.cap);
  F('sold', p.sold, '', s.sold);
  F('gross', p.gross, p.cur, s.gross);
}
function personFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'person', attr, value, unit, stated, file);
  F('role', x.role, '', s.role);
  F('productions', x.productions, 'list', s.productions);
  F('weekly_fee', x.weekly, 'GBP', s.weekly);
  F('engagement_fee', x.fee, x.cur, s.fee);
  F('equity', x.equity, 'bool', s.equity);
  F('base', x.base, 'place', s.base);
}
function grantFacts(g, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(g.ref, 'grant', attr, value, unit, stated, file);
  F('funder', g.funder, 'text', s.funder);
  F('production', g.prod, 'text', s.prod);
  F('amount', g.amount, g.cur, s.amount);
  F('status', g.status, '', s.status);
  F('decided', g.status === 'Pending' ? null : g.decided, 'date', g.status === 'Pending' ? '' : s.decided);
}
function reviewFacts(rv, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(rv.ref, 'review', attr, value, unit, stated, file);
  F('production', rv.prod, 'text', s.prod);
  F('publication', rv.pub, 'text', s.pub);
  F('critic', rv.critic, 'person', s.critic);
  F('stars', rv.stars, '', s.stars);
  F('date', rv.date, 'date', s.date);
}
const hm = (min) => `${Math.floor(min / 60)} hrs ${min % 60} mins`;

// ------------------------------------------------------------------ (a) productions
// (a1) sheets, label set A
['The Salt Road', 'Kelpie', "The Lighthouse Keeper's Wife"].forEach((t, k) => {
  const p = P[t];
  const file = `productions/${slug(t)}/production-sheet.md`;
  const rt = p.minutes >= 120 ? `${hm(p.minutes)} (incl. interval)` : `${p.minutes} mins`;
  const s = {
    writer: `Writer: ${p.writer}`, director: `Director: ${p.director}`, genre: `Genre: ${p.genre}`, season: `Season: ${p.season === 'Autumn 2025' ? 'Autumn tour 2025' : 'Spring tour 2026'}`,
    minutes: `Running time: ${rt}`, cast: `Cast: ${p.cast}`, opening: `Opens: ${fmtDate(p.opening, 'long')}`, budget: `Budget: ${gbp(p.budget, 0)}`,
    minAge: `Age guidance: ${p.minAge}+`, cop: '',
  };
  prodFacts(p, file, s);
  corpus.write(file, [
    `# ${t} — production sheet`, '', 'Company: Haar Theatre Company', s.season, s.writer, s.director, s.genre, s.minutes, s.cast, s.opening, s.budget, s.minAge,
    'Co-producer: none', '', '## Synopsis', '',
    L(k, ['A herring lassie walks from Stornoway to Yarmouth in 1912 and does not come back the same.', 'A water horse, a drowned village and two children who will not stay out of the loch. Puppetry, live music, one big splash.', 'On a rock twelve miles out, the keeper\'s wife keeps the log, the lamp and a secret.']),
    '', `_Sheet owner: Lorna Rae (company manager). Last updated ${L(k, ['4 August 2025', '11 August 2025', '9 January 2026'])}._`, '',
  ].join('\n'));
});
// (a2) sheets, label set B
['Dear Green Place', 'Ceilidh at the End of the World'].forEach((t, k) => {
  const p = P[t];
  const file = `productions/${slug(t)}/${slug(t)}-info.md`;
  const dur = p.minutes < 120 ? `${p.minutes} minutes, no interval` : `approx. ${hm(p.minutes).replace('hrs', 'hours').replace('mins', 'minutes')} including a 20-minute interval`;
  const s = {
    writer: `Playwright: ${p.writer}`, director: `Directed by: ${p.director}`, genre: `Type: ${p.genre === 'Musical' ? 'Musical (play with songs)' : p.genre}`, season: p.season,
    minutes: `Duration: ${dur}`, cast: `Company size: ${p.cast} actors`, opening: `First performance: ${dmy(p.opening)}`, budget: `Production budget: GBP ${Math.round(p.budget / 1000)}k`.replace('GBP 176k', 'GBP 176.3k'),
    minAge: `Suitable for: ages ${p.minAge} and over`, cop: p.cop ? `Co-produced with: ${p.cop}, Carlisle` : '',
  };
  prodFacts(p, file, s);
  corpus.write(file, [
    `# ${t.toUpperCase()}`, '', `${p.season} | Haar Theatre Company`, '', s.writer, s.director, s.genre, s.minutes, s.cast, s.opening, s.budget, s.minAge,
    ...(s.cop ? [s.cop] : []), '',
    L(k, ['Three Glasgow pals, one allotment and the council\'s plans for a car park. Strong language.', 'A wedding on the last inhabited island, a band that will not stop playing and a storm that will not stop either. Eleven songs, live fiddle and accordion.']),
    '',
  ].join('\n'));
});
// Dear Green Place budget is a whole thousand; the Ceilidh budget is stated as 176.3k
P['Dear Green Place'].budget = 96000;
// (a3) YAML front matter + table
{
  const p = P['Small Hours'];
  const file = 'productions/small-hours/small-hours.md';
  const s = {
    writer: p.writer, director: p.director, genre: 'genre: Comedy', season: 'season: Autumn 2025', minutes: '1h 10', cast: '| Performers | 1 |',
    opening: `Thu ${fmtDate(p.opening, 'short')}`, budget: 'budget_gbp: 38500', minAge: '16+', cop: '',
  };
  if (dow(p.opening) !== 4) s.opening = `${DAYS[dow(p.opening)].slice(0, 3)} ${fmtDate(p.opening, 'short')}`;
  prodFacts(p, file, s);
  corpus.write(file, [
    '---', 'title: Small Hours', 'type: production', 'season: Autumn 2025', 'genre: Comedy', 'budget_gbp: 38500', 'status: touring', '---', '',
    '# Small Hours', '', 'A night-shift taxi driver, a radio phone-in and the longest fare of his life.', '',
    '| Field | Value |', '|---|---|', `| Written and performed by | ${p.writer} |`, `| Director | ${p.director} |`, '| Performers | 1 |', '| Running time | 1h 10 |',
    `| Press night | ${s.opening} |`, '| Recommended age | 16+ |', '| Get-in | see rider |', '',
  ].join('\n'));
}
// (a4) press release in prose
{
  const p = P.Blackhouse;
  const file = 'press/press-release-blackhouse.md';
  const s = {
    writer: p.writer, director: p.director, genre: 'a new bilingual play', season: 'spring 2026', minutes: 'one hour and fifty minutes', cast: 'A cast of four',
    opening: `Friday ${fmtDate(p.opening, 'long')}`, budget: '£121,000', minAge: 'ages 12 and up', cop: '',
  };
  if (dow(p.opening) !== 5) s.opening = `${DAYS[dow(p.opening)]} ${fmtDate(p.opening, 'long')}`;
  prodFacts(p, file, s);
  corpus.write(file, [
    '# PRESS RELEASE — for immediate use', '', '## Haar Theatre Company announces Blackhouse', '',
    `Haar Theatre Company today announces Blackhouse, a new bilingual play (a drama in Gaelic and English) by ${p.writer}, directed by ${p.director}. ` +
      `A cast of four tells the story of the last family to leave a Lewis blackhouse in 1968.`, '',
    `The production opens at An Talla Mòr, Portree, on ${s.opening} before touring the Highlands and Islands, Galway and the Borders in ${s.season}. ` +
      `It runs at approximately one hour and fifty minutes including an interval and is suitable for ages 12 and up; Gaelic is surtitled in English throughout.`, '',
    'The £121,000 production is supported by Creative Scotland, Culture Ireland and Bòrd na Gàidhlig.', '',
    'Press contact: press@haartheatre.example — images on request.', '',
  ].join('\n'));
}
// (a5) French / English co-production contract (production + the co-producer's contribution)
{
  const p = P['The Crossing'];
  const g = grants.find((x) => x.layout === 'contract');
  const file = 'contracts/contrat-coproduction-la-traversee.md';
  const s = {
    writer: p.writer, director: `Mise en scène / Direction : ${p.director}`, genre: 'théâtre physique', season: 'printemps 2026 / spring 2026', minutes: 'Durée / Running time : 1 h 25',
    cast: '5 interprètes', opening: frDate(p.opening), budget: `${frNum(p.budget)} €`, minAge: 'à partir de 10 ans', cop: 'Théâtre des Deux Rives',
  };
  prodFacts(p, file, s);
  grantFacts(g, file, { funder: 'Théâtre des Deux Rives', prod: 'La Traversée', amount: `${frNum(g.amount)} €`, status: 'signé', decided: frDate(g.decided) });
  corpus.write(file, [
    '# CONTRAT DE COPRODUCTION / CO-PRODUCTION AGREEMENT', '', `Réf. : ${g.ref}`, '',
    'Entre / Between : **Théâtre des Deux Rives**, scène conventionnée, quai de la Bourse, 76000 Rouen (France), ci-après « le Coproducteur »,',
    'et / and : **Haar Theatre Company**, Glasgow (Scotland), SCIO SC048211, ci-après « la Compagnie » / "the Company".', '',
    '## Article 1 — Objet / Purpose', '',
    `Le spectacle « La Traversée » (titre anglais / English title : The Crossing), texte de ${p.writer} et de la compagnie.`, '',
    `- ${s.director}`, '- Genre : théâtre physique (physical theatre), sans paroles pour l\'essentiel', `- ${s.minutes} sans entracte / no interval`,
    '- Distribution / Cast : 5 interprètes', `- Première / Opening : ${s.opening}`, `- Âge conseillé : à partir de 10 ans`, `- Saison : ${s.season}`, '',
    '## Article 2 — Budget et apports / Budget and contributions', '',
    `Le budget de production s'élève à ${s.budget} HT. Le Coproducteur apporte ${frNum(g.amount)} € (apport en coproduction), versés en deux fois : 50 % à la signature, 50 % à la première.`, '',
    'The Company carries the balance and all touring costs in Scotland, England and Ireland.', '',
    '## Article 3 — Mentions / Credits', '', '« Coproduction Théâtre des Deux Rives (Rouen) » on all print and digital material.', '',
    `Fait à Rouen, le ${frDate(g.decided)}, en deux exemplaires. Contrat signé par les deux parties / signed by both parties.`, '',
  ].join('\n'));
}

// technical riders (nested YAML), facts of the production in a second file
prods.forEach((p, k) => {
  const file = `tech/riders/${slug(p.title)}-rider.yaml`;
  const big = p.genre === 'Musical' || p.cast >= 5;
  const wM = p.cast === 1 ? 5 : big ? r.int(16, 20) / 2 : r.int(13, 17) / 2;
  const dM = p.cast === 1 ? 4 : Math.min(wM, r.int(10, 14) / 2);
  const feet = k % 3 === 2;
  const getIn = p.cast === 1 ? 2 : big ? r.pick([5, 5.5, 6]) : r.pick([3, 3.5, 4, 4.5]);
  const crew = p.cast === 1 ? 1 : big ? r.int(3, 4) : r.int(2, 3);
  const venueCrew = r.int(1, 4);
  const wS = feet ? `${Math.round(wM / FT)} ft` : `${wM} m`;
  const dS = feet ? `${Math.round(dM / FT)} ft` : `${dM} m`;
  const w = feet ? r4(Math.round(wM / FT) * FT) : wM;
  const d = feet ? r4(Math.round(dM / FT) * FT) : dM;
  const giS = getIn % 1 ? `${Math.floor(getIn)}h30` : `${getIn} hours`;
  p.rider = { w, d, getIn, crew };
  corpus.also(p.title, 'production', 'min_stage_width', w, 'm', wS, file);
  corpus.also(p.title, 'production', 'min_stage_depth', d, 'm', dS, file);
  corpus.also(p.title, 'production', 'get_in', getIn, 'h', giS, file);
  corpus.also(p.title, 'production', 'touring_crew', crew, '', `crew: ${crew}`, file);
  corpus.write(file, [
    `# Technical rider — ${p.title} (Haar Theatre Company, v${r.int(2, 5)})`, `production: ${JSON.stringify(p.title)}`, `season: ${p.season}`,
    'stage:', `  minimum_width: ${wS}`, `  minimum_depth: ${dS}`, `  height_to_grid: ${p.cast === 1 ? '3.5 m' : L(k, ['5 m', '4.5 m', '6 m'])}`,
    `  floor: ${L(k, ['black, flat, no rake', 'flat; we tour our own dance floor', 'flat, screwable'])}`,
    'get_in:', `  duration: ${giS}`, `  venue_crew: ${venueCrew}`, `  get_out: ${p.cast === 1 ? '1 hour' : '2 hours'}`,
    'touring:', `  crew: ${crew}`, `  vehicle: ${big ? '7.5 t truck' : L(k, ['Luton van', 'LWB van'])}`,
    'power:', `  supply: ${big ? '63A three-phase' : '32A single-phase'}`, `  dimmers: ${big ? 24 : 12}`,
    'sound:', `  system: ${L(k, ['venue PA', 'own PA, venue to supply FOH position', 'venue PA plus two foldback'])}`, '',
  ].join('\n'));
});

// rehearsal schedule (facts of the production in a second file)
{
  const file = 'rehearsals/rehearsal-schedule-2025-26.md';
  const ROOMS = ['Tramway Studio 4', 'Haar rehearsal room, Kelvinhaugh St', 'Platform Studio, Easterhouse'];
  const rows = [];
  const prose = [];
  prods.forEach((p, k) => {
    const weeks = p.cast === 1 ? 2 : p.genre === 'Musical' ? 5 : p.cast >= 5 ? 4 : 3;
    let start = addDays(p.opening, -7 * weeks - r.int(3, 6));
    while (dow(start) !== 1) start = addDays(start, -1);
    const room = p.title === 'The Crossing' ? 'Théâtre des Deux Rives, Rouen' : p.title === 'Blackhouse' ? 'Aros Hall, Portree' : L(k, ROOMS);
    p.reh = { weeks, start, room };
    const prosey = p.title === 'Small Hours' || p.title === 'The Crossing';
    const stS = prosey ? `Monday ${fmtDate(start, 'long')}` : fmtDate(start, 'short');
    const wkS = prosey ? ['one', 'two', 'three', 'four', 'five'][weeks - 1] + ' weeks' : `${weeks} wks`;
    corpus.also(p.title, 'production', 'rehearsal_start', start, 'date', stS, file);
    corpus.also(p.title, 'production', 'rehearsal_weeks', weeks, '', wkS, file);
    corpus.also(p.title, 'production', 'rehearsal_room', room, 'text', room, file);
    if (prosey) prose.push(`${p.title}: rehearsals begin on ${stS} at ${room}, ${wkS} in the room${p.title === 'The Crossing' ? ' (the Rouen team leads the first fortnight)' : ' (Tam and Callum only)'}.`);
    else rows.push(`| ${p.title} | ${stS} | ${wkS} | ${room} |`);
  });
  corpus.write(file, ['# Rehearsal schedule 2025-26', '', 'Rehearsal weeks are Monday to Friday, 10:00-17:30 with an hour for lunch. Saturdays by arrangement.', '',
    '| Production | First day | Length | Room |', '|---|---|---|---|', ...rows, '', '## Notes', '', ...prose.flatMap((x) => [x, '']),
    'Tech weeks are in the opening venue; see each rider for get-in times.', ''].join('\n'));
}

// ------------------------------------------------------------------ (b) venues
{
  const file = 'venues/scottish-venues.csv';
  const rows = venues.filter((v) => v.layout === 'csv').map((v) => {
    const deal = v.deal === 'Guarantee' ? 'Guarantee' : r.pick(['70/30 split', '65/35 split', '75/25 split']);
    venueFacts(v, file, { city: v.city, country: '', kind: v.kind, seats: String(v.seats), width: String(v.width), depth: String(v.depth), deal });
    return [v.name, v.city, v.kind, v.seats, v.width, v.depth, deal, L(v.seats, ['tech@', 'production@', 'stage@']) + slug(v.name).replace(/^the-/, '').split('-')[0] + '.example'];
  });
  corpus.write(file, delimited(['Venue', 'Town', 'Type', 'Seats', 'Stage width (m)', 'Stage depth (m)', 'Deal', 'Tech contact'], rows));
}
venues.filter((v) => v.layout === 'md').forEach((v, k) => {
  const file = `venues/${slug(v.name)}.md`;
  const region = { Invergordon: 'Easter Ross', Stromness: 'Orkney', Inverness: 'Highland', Portree: 'Isle of Skye' }[v.city];
  const s = {
    city: `Town: ${v.city}, ${region}`, country: 'Scotland', kind: `Type: ${v.kind}`, seats: `Capacity: ${v.seats} seats`,
    width: `${v.width} m wide`, depth: `${v.depth} m deep`, deal: v.deal === 'Guarantee' ? `Deal: Guarantee (${gbp(r.int(10, 24) * 100, 0)} + travel)` : 'Deal: Box office split 70/30',
  };
  venueFacts(v, file, s);
  corpus.write(file, [
    `# ${v.name}`, '', s.city, s.kind, s.seats + (v.kind === 'Community hall' ? ' (retractable bleacher)' : ''), `Stage: ${s.width} × ${s.depth}`, s.deal,
    `Get-in: ${L(k, ['side door from the car park, no dock', 'via the pier door, no dock', 'dock door at stage level', 'double doors at the back of the hall'])}`,
    `Country: Scotland`, '', L(k, ['Bar opens an hour before curtain. Very good local press.', 'Ferry times decide everything: allow a day either side.', 'Highland touring network member.', 'Gaelic-speaking staff; surtitle screen available.']), '',
  ].join('\n'));
});
{
  const file = 'venues/england-venues.html';
  const rows = venues.filter((v) => v.layout === 'html').map((v) => {
    const stage = `${v.wft} ft × ${v.dft} ft`;
    venueFacts(v, file, { city: v.city, country: 'England', kind: v.kind, seats: `<td>${v.seats}</td>`, width: `${v.wft} ft`, depth: `${v.dft} ft`, deal: v.deal === 'Guarantee' ? 'Guarantee' : 'Split' });
    return `    <tr><td>${esc(v.name)}</td><td>${esc(v.city)}</td><td>${esc(v.kind)}</td><td>${v.seats}</td><td>${esc(stage)}</td><td>${v.deal === 'Guarantee' ? 'Guarantee' : 'Split (box office)'}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>English venues — northern tour</title></head>
<body>
<h1>Northern England venues (England)</h1>
<p>Stage sizes as given on the venues' own tech specs (feet, width × depth, setting line to back wall).</p>
<table>
  <thead><tr><th>Venue</th><th>Town</th><th>Type</th><th>Seats</th><th>Stage (W × D)</th><th>Deal</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>All six are members of the North East and Cumbria touring consortium.</p>
</body></html>
`);
}
{
  const file = 'venues/ireland-venues.yaml';
  const out = ['# Irish venues 2025-26 (all fees and splits in euro)', 'country: Ireland', 'currency: EUR', 'venues:'];
  const COUNTY = { Galway: 'Galway', Drogheda: 'Louth', Waterford: 'Waterford', 'Dún Laoghaire': 'Dublin' };
  venues.filter((v) => v.layout === 'yaml').forEach((v) => {
    venueFacts(v, file, { city: v.city, country: 'Ireland', kind: v.kind, seats: `seats: ${v.seats}`, width: `width_m: ${v.width}`, depth: `depth_m: ${v.depth}`, deal: v.deal === 'Guarantee' ? 'guarantee' : 'split' });
    out.push(`  - name: ${v.name}`, '    location:', `      town: ${v.city}`, `      county: ${COUNTY[v.city]}`, '    auditorium:', `      type: ${v.kind}`, `      seats: ${v.seats}`,
      '    stage:', `      width_m: ${v.width}`, `      depth_m: ${v.depth}`, '    terms:', `      deal: ${v.deal === 'Guarantee' ? 'guarantee' : 'split'}`,
      ...(v.deal === 'Guarantee' ? [`      fee_eur: ${r.int(12, 22) * 100}`] : ['      company_share: 70%']));
  });
  out.push('');
  corpus.write(file, out.join('\n'));
}
{
  const v = V.COILL;
  const file = 'contracts/amharclann-na-coille-conradh-2025-26.md';
  const mine = perfs.filter((p) => p.venue === 'COILL');
  venueFacts(v, file, { city: 'An Daingean (Dingle)', country: 'Éire', kind: 'Amharclann (theatre)', seats: 'Suíocháin / Seats: 164'.replace('164', String(v.seats)), width: `${v.width} m`, depth: `${v.depth} m`, deal: 'Ráthaíocht / Guarantee' });
  corpus.write(file, [
    '# CONRADH TAIBHIÚCHÁIN / PERFORMANCE CONTRACT', '', 'Amharclann na Coille · An Daingean, Co. Chiarraí · Éire', '',
    'Idir / Between: Amharclann na Coille (an tIonad / the Venue) agus / and Haar Theatre Company (an Compántas / the Company)', '',
    'Ionad / Venue: Amharclann na Coille', 'Baile / Town: An Daingean (Dingle)', 'Tír / Country: Éire', 'Cineál / Type: Amharclann (theatre)', `Suíocháin / Seats: ${v.seats}`,
    `Stáitse / Stage: ${v.width} m (leithead / width) × ${v.depth} m (doimhneacht / depth)`, 'Téarmaí / Terms: Ráthaíocht / Guarantee €1,600 per performance, plus 50% of net receipts above €3,200', '',
    '## Léirithe / Productions', '', ...mine.map((p) => `- ${p.prod} — ${gaDate(p.date)}, ${p.time}`), '',
    'Síniú / Signed: Máire Ní Shé, Stiúrthóir / Director, for the Venue; Lorna Rae, for the Company.', '',
  ].join('\n'));
}
{
  const v = V.SHAN;
  const file = 'correspondence/2025-06-02-shannonside-hold.eml';
  venueFacts(v, file, { city: 'Limerick', country: 'Ireland', kind: 'arts centre', seats: `seats ${v.seats}`, width: `${v.width} metres wide`, depth: `${v.depth} deep`, deal: '70/30 split' });
  corpus.write(file, `From: Declan Moloney <programming@shannonside.example>
To: Lorna Rae <lorna@haartheatre.example>
Date: Mon, 2 Jun 2025 10:14:08 +0100
Subject: Re: Small Hours — October hold

Hi Lorna,

Delighted to confirm the hold for Small Hours in October. For your tech team: Shannonside Arts Centre is an arts centre on the quays in Limerick, Ireland. The main house seats ${v.seats} and the stage is ${v.width} metres wide and ${v.depth} deep, with a flat black floor and a small fly tower we won't need.

We'd offer our usual 70/30 split in your favour after VAT and card charges, settled in euro within 14 days.

Best,
Declan
`);
}

// ------------------------------------------------------------------ (c) performances
const PROSE = new Set();
{
  const pick = (prod, vk) => perfs.find((p) => p.prod === prod && p.venue === vk).code;
  ['The Salt Road|NESS', 'Kelpie|HARB', 'Small Hours|SHAN', 'Blackhouse|TALLA', 'Ceilidh at the End of the World|CROM'].forEach((x) => PROSE.add(pick(...x.split('|'))));
}
const layoutOf = (p) => {
  if (PROSE.has(p.code)) return 'prose';
  const c = V[p.venue].country;
  if (c === 'Ireland') return 'tsv';
  if (c === 'England') return 'md';
  return p.date < '2026-01-01' ? 'csv' : 'json';
};
{
  const file = 'box-office/bo-export-autumn-2025.csv';
  const rows = perfs.filter((p) => layoutOf(p) === 'csv').map((p) => {
    perfFacts(p, file, { prod: p.prod.toUpperCase(), venue: V[p.venue].name, date: dmy(p.date), time: p.time, cap: String(p.cap), sold: String(p.sold), gross: p.gross.toFixed(2) });
    return [p.code, p.prod.toUpperCase(), dmy(p.date), p.time, V[p.venue].name, p.cap, p.sold, p.comps, p.gross.toFixed(2)];
  });
  const pre = ['Haar Theatre Company - Box Office', 'Report: Performance summary (sales to date)', 'Run: 12/12/2025 16:42 by lrae', 'Period: 01/09/2025 - 30/11/2025', ''];
  corpus.write(file, pre.join('\n') + '\n' + delimited(['Perf ID', 'Event', 'Date', 'Time', 'Venue', 'Capacity', 'Sold', 'Comps', 'Gross (GBP)'], rows));
}
{
  const file = 'box-office/ticketing-api-spring-2026.json';
  const recs = perfs.filter((p) => layoutOf(p) === 'json').map((p) => {
    perfFacts(p, file, { prod: p.prod, venue: V[p.venue].name, date: `${p.date}T${p.time}:00`, time: `${p.date}T${p.time}:00`, cap: `"capacity": ${p.cap}`, sold: `"sold": ${p.sold}`, gross: `"amount": ${p.gross}` });
    return {
      instance: { id: p.code, start: `${p.date}T${p.time}:00`, status: 'completed' },
      event: { title: p.prod, company: 'Haar Theatre Company' },
      venue: { name: V[p.venue].name, town: V[p.venue].city },
      inventory: { capacity: p.cap, sold: p.sold, comps: p.comps, held: 0 },
      revenue: { gross: { amount: p.gross, currency: 'GBP' }, fees: { amount: Math.round(p.sold * 0.5 * 100) / 100, currency: 'GBP' } },
    };
  });
  corpus.write(file, JSON.stringify({ api: 'tix/v2', exported: '2026-04-03T08:00:00Z', filter: { season: 'Spring 2026', territory: 'Scotland' }, data: recs }, null, 2) + '\n');
}
{
  const file = 'tour/settlements-england.md';
  const out = ['# Settlements — England dates 2025-26', '', 'Gross = ticket income incl. VAT before the venue\'s split or our guarantee. Figures agreed with each venue\'s finance office.', '',
    '| Ref | Date | Venue | Production | Cap. | Sold | Gross |', '|---|---|---|---|---|---|---|'];
  perfs.filter((p) => layoutOf(p) === 'md').forEach((p) => {
    const date = `${dayShort(p.date)}, ${pm(p.time)}`;
    perfFacts(p, file, { prod: p.prod, venue: V[p.venue].name, date: dayShort(p.date), time: pm(p.time), cap: `| ${p.cap} |`, sold: `| ${p.sold} |`, gross: gbp(p.gross) });
    out.push(`| ${p.code} | ${date} | ${V[p.venue].name} | ${p.prod} | ${p.cap} | ${p.sold} | ${gbp(p.gross)} |`);
  });
  out.push('', 'Outstanding: Stanwix settlement for the spring date to be re-issued (VAT line).', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'tour/returns-ireland-2025-26.tsv';
  const rows = perfs.filter((p) => layoutOf(p) === 'tsv').map((p) => {
    const t = p.time.replace(':', '.');
    perfFacts(p, file, { prod: p.prod, venue: V[p.venue].name, date: p.date, time: t, cap: String(p.cap), sold: String(p.sold), gross: `EUR ${group(p.gross, 2)}` });
    return [p.code, V[p.venue].name, p.prod, p.date, t, p.cap, p.sold, `EUR ${group(p.gross, 2)}`];
  });
  corpus.write(file, delimited(['Ref', 'Venue', 'Show', 'Date', 'Curtain', 'Cap', 'Sold', 'Gross'], rows, '\t'));
}
{
  const mk = (file, head, intro, list, outro) => {
    const paras = list.map((code, k) => {
      const p = PF[code];
      const v = V[p.venue];
      const day = DAYS[dow(p.date)];
      const when = `${day} ${fmtDate(p.date, 'long')}`;
      const t = p.time < '17:00' ? `${pm(p.time)} matinee` : pm(p.time);
      const s = { prod: p.prod, venue: v.name, date: fmtDate(p.date, 'long'), time: pm(p.time), cap: `of ${p.cap}`, sold: `sold ${p.sold}`, gross: money(p.gross, p.cur) };
      perfFacts(p, file, s);
      return L(k, [
        `${p.prod} at ${v.name} (${p.code}, ${when}, ${t}) sold ${p.sold} of ${p.cap} for ${money(p.gross, p.cur)} gross.`,
        `At ${v.name} on ${when} (${t}), ${p.prod} — ref ${p.code} — we sold ${p.sold} seats of ${p.cap}, taking ${money(p.gross, p.cur)}.`,
        `${code}: ${p.prod}, ${v.name}, ${when} at ${t}. Capacity of ${p.cap}; we sold ${p.sold}; gross ${money(p.gross, p.cur)}.`,
      ]);
    });
    corpus.write(file, `${head}\n\n${intro}\n\n${paras.join('\n\n')}\n\n${outro}\n`);
  };
  const autumn = [...PROSE].filter((c) => c.startsWith('P25')).sort();
  const spring = [...PROSE].filter((c) => c.startsWith('P26')).sort();
  mk('correspondence/2025-10-27-tour-report-autumn.eml', 'From: Lorna Rae <lorna@haartheatre.example>\nTo: board@haartheatre.example\nDate: Mon, 27 Oct 2025 08:05:51 +0000\nSubject: Tour report — autumn, the dates not in the box-office export',
    'Morning all — the remote dates are settled by the venues themselves, so they are not in our export. Figures as agreed:', autumn,
    'The van needs two new tyres before Carlisle. More on Friday.\nLorna');
  mk('correspondence/2026-03-09-tour-report-spring.eml', 'From: Lorna Rae <lorna@haartheatre.example>\nTo: board@haartheatre.example\nDate: Mon, 9 Mar 2026 07:48:10 +0000\nSubject: Tour report — spring, Highland dates',
    'Hi all, the two Highland dates settled by the venues:', spring, 'Snow on the A87 held up the Portree get-out by three hours; nobody hurt.\nLorna');
}

// ------------------------------------------------------------------ (d) people
{
  const file = 'company/cast-2025-26.csv';
  const rows = people.filter((x) => x.layout === 'csv').map((x) => {
    personFacts(x, file, { role: 'Actor', productions: x.productions.join(' / '), weekly: String(x.weekly), fee: '', equity: '', base: x.base });
    return [x.name, 'Actor', x.productions.join(' / '), x.weekly, x.equity ? 'Y' : 'N', x.base];
  });
  corpus.write(file, delimited(['Name', 'Role', 'Production(s)', 'Weekly fee (GBP)', 'Equity (Y/N)', 'Home base'], rows));
}
{
  const file = 'company/creative-team.md';
  const out = ['# Creative team 2025-26', '', 'Fees are for the whole engagement (all productions this season), paid in three instalments.', ''];
  people.filter((x) => x.layout === 'md').forEach((x, k) => {
    const verb = x.role === 'Director' ? 'directs' : x.role === 'Lighting designer' ? 'lights' : x.role === 'Sound designer' ? 'designs sound for' : 'designs sets and costumes for';
    const list = x.productions.length > 1 ? `${x.productions.slice(0, -1).join(', ')} and ${x.productions.at(-1)}` : x.productions[0];
    const fee = money(x.fee, x.cur, 0);
    const role = x.role === 'Director' && x.name === 'Morag Lindsay' ? 'Artistic Director' : x.role;
    personFacts(x, file, { role: role.toLowerCase() === role ? role : role, productions: list, weekly: '', fee, equity: '', base: x.base });
    out.push(`**${x.name}** (${role}) ${verb} ${list} this season. ${L(k, ['Based in', 'Lives in', 'Works from'])} ${x.base}; ${L(k, ['fee', 'engagement fee', 'agreed fee'])} ${fee}.`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'company/stage-management.html';
  const cards = people.filter((x) => x.layout === 'html').map((x) => {
    personFacts(x, file, { role: x.role, productions: x.productions.join(', '), weekly: `£${x.weekly} pw`, fee: '', equity: x.equity ? 'Equity member' : 'Not in Equity', base: x.base });
    return `<div class="card">
  <h3>${esc(x.name)}</h3>
  <p class="role">${esc(x.role)}</p>
  <p>Shows: ${esc(x.productions.join(', '))}</p>
  <p>Rate: £${x.weekly} pw · ${x.equity ? 'Equity member' : 'Not in Equity'}</p>
  <p>Based: ${esc(x.base)}</p>
</div>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Stage management and production team</title></head>
<body>
<h1>Stage management and production team 2025-26</h1>
${cards.join('\n')}
<p>Per diems on tour: £38 a day (Scotland and England), €45 (Ireland).</p>
</body></html>
`);
}
{
  const file = 'correspondence/2025-12-15-welcome-new-cast.eml';
  const [a, b] = people.filter((x) => x.layout === 'email');
  personFacts(a, file, { role: 'actor', productions: 'Blackhouse and The Crossing', weekly: `£${a.weekly} a week`, fee: '', equity: 'Equity member', base: 'Galway' });
  personFacts(b, file, { role: 'actor', productions: 'The Crossing', weekly: `£${b.weekly} a week`, fee: '', equity: 'not an Equity member', base: 'Rouen' });
  corpus.write(file, `From: Lorna Rae <lorna@haartheatre.example>
To: company@haartheatre.example
Date: Mon, 15 Dec 2025 11:20:00 +0000
Subject: Welcome to two new company members

Dear all,

Please welcome ${a.name}, who joins us for the spring as an actor in Blackhouse and The Crossing. Sorcha is based in Galway, is an Equity member and is contracted at £${a.weekly} a week.

And welcome to ${b.name}, an actor from the Rouen company who plays in The Crossing only. Marc is based in Rouen, is not an Equity member (French contract terms apply via the co-producer) and is paid £${b.weekly} a week while in the UK.

First day of rehearsals details to follow.
Lorna
`);
}

// ------------------------------------------------------------------ (e) grants
{
  const file = 'funding/grants-register-2025-26.md';
  const out = ['# Grants register 2025-26', '', 'All live applications and decisions for the season. "Season" = general touring support, not one show.', '',
    '| Ref | Funder | For | Amount | Status | Decided |', '|---|---|---|---|---|---|'];
  grants.filter((g) => g.layout === 'register').forEach((g) => {
    const amt = g.cur === 'EUR' ? `€${group(g.amount, 0)}` : gbp(g.amount, 0);
    const st = g.status === 'Pending' ? 'Pending (decision expected April)' : g.status;
    const when = g.status === 'Pending' ? `applied ${fmtDate(g.decided, 'short')}` : fmtDate(g.decided, 'short');
    grantFacts(g, file, { funder: g.funder, prod: g.prod ?? 'Season 2025-26', amount: amt, status: st, decided: when });
    out.push(`| ${g.ref} | ${g.funder} | ${g.prod ?? 'Season 2025-26'} | ${amt} | ${st} | ${when} |`);
  });
  out.push('', 'Reporting: Creative Scotland final reports due 8 weeks after the last performance.', '');
  corpus.write(file, out.join('\n'));
}
{
  const g = grants.find((x) => x.layout === 'letter');
  const file = 'funding/culture-ireland-award-2025.eml';
  grantFacts(g, file, { funder: 'Culture Ireland', prod: 'Blackhouse', amount: '€12,000', status: 'pleased to offer', decided: fmtDate(g.decided, 'long') });
  corpus.write(file, `From: Grants Office <grants@cultureireland.example>
To: Haar Theatre Company <admin@haartheatre.example>
Date: Tue, 9 Dec 2025 15:31:00 +0000
Subject: Culture Ireland — decision on application ${g.ref}

Dear Haar Theatre Company,

Following the meeting of ${fmtDate(g.decided, 'long')}, Culture Ireland is pleased to offer a grant of €12,000 towards the Irish dates of Blackhouse (Amharclann na Coille and Corrib Arts Centre) under the See Ireland touring scheme, reference ${g.ref}.

Please return the signed acceptance within 28 days. Payment is made in euro on receipt of the final report.

Le dea-ghuí,
Grants Office, Culture Ireland
`);
}
{
  const file = 'funding/trusts-and-foundations.html';
  const secs = grants.filter((g) => g.layout === 'trusts').map((g) => {
    const st = g.status === 'Declined' ? 'Unsuccessful' : 'Awaiting decision';
    grantFacts(g, file, { funder: g.funder, prod: g.prod, amount: gbp(g.amount, 0), status: st, decided: fmtDate(g.decided, 'us') });
    return `<section>
  <h2>${esc(g.funder)}</h2>
  <dl>
    <dt>Reference</dt><dd>${esc(g.ref)}</dd>
    <dt>Project</dt><dd>${esc(g.prod)}</dd>
    <dt>Asked for</dt><dd>${gbp(g.amount, 0)}</dd>
    <dt>Outcome</dt><dd>${st}</dd>
    <dt>${g.status === 'Pending' ? 'Submitted' : 'Decision date'}</dt><dd>${fmtDate(g.decided, 'us')}</dd>
  </dl>
</section>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Trusts and foundations</title></head>
<body>
<h1>Trusts and foundations — applications 2025</h1>
${secs.join('\n')}
<footer>Maintained by the development officer (two days a week).</footer>
</body></html>
`);
}
{
  const g = grants.find((x) => x.layout === 'minutes');
  const file = 'admin/board-minutes-2025-11-20.md';
  grantFacts(g, file, { funder: 'Bòrd na Gàidhlig', prod: 'Blackhouse', amount: '£6,500', status: 'award', decided: fmtDate(g.decided, 'long') });
  corpus.write(file, `# Board of Trustees — minutes, 20 November 2025

Present: Anne Gilchrist (chair), Ravi Mehta (treasurer), Morag Lindsay (artistic director), Lorna Rae (company manager, minutes). Apologies: Fergus Hay.

1. The minutes of 18 September were approved.
2. Autumn tour: the chair thanked the company; full figures will come with the December export. The van's MOT is due in January.
3. Funding: the Board noted Bòrd na Gàidhlig's award of £6,500 (ref. ${g.ref}) towards Blackhouse, confirmed on ${fmtDate(g.decided, 'long')}. The Keir Cairncross Trust has not yet decided.
4. Reserves stand at a little over four months of running costs; the treasurer asked for a policy review in March.
5. Next meeting: 29 January 2026, 18:00, at Kelvinhaugh Street.
`);
}

// ------------------------------------------------------------------ (f) reviews
const STARS = (n) => '★'.repeat(n) + '☆'.repeat(5 - n);
const WORD = ['zero', 'one', 'two', 'three', 'four', 'five'];
{
  const file = 'press/press-cuttings-2025-26.md';
  const out = ['# Press cuttings 2025-26', '', 'Reviews as published (online dates). Pull quotes approved for print are marked with ✔.', ''];
  reviews.filter((x) => x.layout === 'cuttings').forEach((rv, k) => {
    const starS = L(k, [STARS(rv.stars).replace(/☆/g, ''), `${rv.stars}/5`, `${WORD[rv.stars]} stars`]);
    reviewFacts(rv, file, { prod: rv.prod, pub: rv.pub, critic: rv.critic, stars: starS, date: fmtDate(rv.date, 'long') });
    const quote = rv.stars >= 4 ? L(k, ['"A bruising, tender evening."', '"Sings right off the stage." ✔', '"The best new Scottish play of the year." ✔', '"Funny, furious and full of heart."'])
      : L(k, ['"Handsome but oddly inert."', '"Too long by half an hour."', '"A fine cast stranded by the script."']);
    out.push(`### ${rv.ref} — ${rv.pub}, ${fmtDate(rv.date, 'long')}`, '',
      k % 2 ? `${rv.critic} on ${rv.prod}: ${quote} Rating: ${starS}.` : `${rv.critic} gives ${rv.prod} ${starS}: ${quote}`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'press/review-roundup.eml';
  const list = reviews.filter((x) => x.layout === 'email');
  const lines = list.map((rv, k) => {
    const s = { prod: rv.prod, pub: rv.pub, critic: rv.critic, stars: `${WORD[rv.stars]} stars`, date: fmtDate(rv.date, 'long') };
    reviewFacts(rv, file, s);
    return L(k, [
      `- ${rv.pub} (${rv.ref}, ${s.date}): ${rv.critic} gave ${rv.prod} ${s.stars}.`,
      `- ${rv.ref}: ${rv.critic} for ${rv.pub}, ${s.date} — ${s.stars} for ${rv.prod}.${rv.stars <= 2 ? ' Ouch, but fair on the second half.' : ''}`,
    ]);
  });
  corpus.write(file, `From: Kirsty Baird <press@haartheatre.example>
To: company@haartheatre.example
Date: Fri, 13 Mar 2026 17:02:00 +0000
Subject: Review round-up (the ones that are not in the cuttings file yet)

Hi all,

${lines.join('\n')}

I'll add them to the cuttings file next week. Please don't share the two-star one on socials.
Kirsty
`);
}
{
  const file = 'press/quotes-for-print.html';
  const rows = reviews.filter((x) => x.layout === 'html').map((rv) => {
    reviewFacts(rv, file, { prod: rv.prod, pub: rv.pub, critic: rv.critic, stars: STARS(rv.stars), date: fmtDate(rv.date, 'short') });
    return `    <tr><td>${rv.ref}</td><td>${esc(rv.prod)}</td><td>${esc(rv.pub)}</td><td>${esc(rv.critic)}</td><td>${STARS(rv.stars)}</td><td>${fmtDate(rv.date, 'short')}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Quotes for print</title></head>
<body>
<h1>Review quotes approved for print and social</h1>
<table>
  <thead><tr><th>Cutting</th><th>Production</th><th>Publication</th><th>Critic</th><th>Rating</th><th>Published</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Always credit the publication; stars only with the publication's name next to them.</p>
</body></html>
`);
}

// ------------------------------------------------------------------ WIDE weekly sales (spring) and marketing spend
{
  const file = 'box-office/weekly-sales-spring-2026.csv';
  const weeks = [];
  for (let d = '2026-01-05'; weeks.length < 12; d = addDays(d, 7)) weeks.push(d);
  const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const head = weeks.map((w) => `w/c ${w.slice(8)}-${MON[Number(w.slice(5, 7)) - 1]}`);
  const rows = prods.filter((p) => p.season === 'Spring 2026').map((p) => {
    const base = r.int(30, 90);
    const mine = perfs.filter((x) => x.prod === p.title).map((x) => x.date).sort();
    const last = mine.at(-1);
    const vals = weeks.map((w, i) => (w > last ? 0 : Math.round(base * (0.5 + i * 0.25) * r.float(0.7, 1.3) * (mine.some((d) => d >= w && d < addDays(w, 7)) ? 1.4 : 1))));
    vals.forEach((x, i) => corpus.also(p.title, 'production', `sold_wc_${weeks[i]}`, x, '', '', file));
    return [p.title, ...vals];
  });
  corpus.write(file, '# Spring 2026 tour: tickets sold per week through OUR web shop only (venue box offices not included); w/c = week commencing Monday\n' + delimited(['Production', ...head], rows));
}
{
  const file = 'marketing/marketing-spend-2025-26.md';
  const months = ['2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'];
  const MH = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'];
  const out = ['# Marketing spend by production, 2025-26 (GBP, ex VAT)', '', 'Print, digital and press costs as invoiced; "–" = nothing spent that month.', '',
    `| Production | ${MH.join(' | ')} |`, `|---|${MH.map(() => '---:').join('|')}|`];
  prods.forEach((p) => {
    const active = p.season === 'Autumn 2025' ? [0, 1, 2, 3, 4] : [4, 5, 6, 7, 8];
    const cells = months.map((m, i) => {
      if (!active.includes(i)) return '–';
      const x = r.int(3, 38) * 50;
      corpus.also(p.title, 'production', `marketing_${m}`, x, 'GBP', group(x, 0), file);
      return group(x, 0);
    });
    out.push(`| ${p.title} | ${cells.join(' | ')} |`);
  });
  out.push('', 'Season total includes the brochure (£4,200), which is not split by show.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `HAAR THEATRE COMPANY — SHARED DRIVE (season 2025-26)
productions/   production sheets (one folder per show)
tech/riders/   technical riders (YAML)
rehearsals/    rehearsal schedule
venues/        venue lists and sheets (Scotland, England, Ireland)
contracts/     venue contracts and the Rouen co-production agreement
box-office/    box-office exports, ticketing API dump, weekly sales
tour/          settlements (England) and returns (Ireland)
company/       cast, creative team, stage management
funding/       grants register, letters, trusts
press/         cuttings, round-ups, press releases, quotes
marketing/     spend
admin/         board minutes, insurance, policies
correspondence/ e-mails worth keeping
`);
corpus.write('admin/insurance-2025-26.md', `# Insurance 2025-26

| Cover | Insurer | Limit | Premium |
|---|---|---|---|
| Public liability | Hiscox | £5,000,000 | £1,240 |
| Employers' liability | Hiscox | £10,000,000 | incl. |
| Equipment in transit (incl. Ireland) | Aviva | £85,000 | £960 |
| Cancellation and abandonment | Performance Insurance Ltd | £60,000 | £1,575 |

Renewal 1 August. The puppet set for Kelpie is listed separately at £12,500 replacement value.
`);
corpus.write('admin/van-and-transport.md', `# Van and transport

- Company van: Ford Transit Luton, reg SN21 HTC, MOT due 14 January 2026.
- 7.5 t truck hired for the musical and The Crossing (spring): £1,150 a week plus fuel, from Arnold Clark Truck Rental.
- Ferry bookings: Stromness (NorthLink, Aberdeen-Kirkwall) and Cairnryan-Belfast for the Irish dates. Allow 40 min check-in with a high vehicle.
- Mileage rate for cars: 45p a mile (UK), €0.39 per km (Ireland).
`);
corpus.write('admin/access-policy.md', `# Access performances policy

Every production gives at least one captioned and one relaxed performance per tour where the venue can host it.
BSL-interpreted performances are booked through the venues (about £420 per performance, split 50/50).
Audio description: Blackhouse and The Lighthouse Keeper's Wife in spring 2026.
Touch tours 45 minutes before curtain for audio-described shows.
`);
corpus.write('admin/risk-assessment-kelpie-water-effect.md', `# Risk assessment — Kelpie water effect

Hazard: water on stage (about 12 litres per show) near electrics and the audience's front row.
Controls: drip tray with 40 mm lip; RCD on all stage circuits; towels and mop in the wings; front row not sold at venues with a stage under 600 mm high.
Reviewed by Andy McPhail (TSM), 1 September 2025. Next review before the spring remount, if any.
`);
corpus.write('box-office/ticket-pricing-2025-26.md', `# Ticket pricing 2025-26

| Band | Scotland / England | Ireland |
|---|---|---|
| Full | £18 - £22 | €22 - €26 |
| Concession | £14 | €18 |
| Under 26 | £10 | €12 |
| Schools (Kelpie) | £7 per pupil, teachers free | - |

Booking fee £1.50 per transaction (online). Venues set their own prices within the bands.
`);
corpus.write('marketing/print-run-2025.md', `# Print run — autumn 2025

- Season brochure: 15,000 copies, A5, 16 pp, delivered 28 July.
- Posters: 600 A3 and 150 A2, split across the autumn venues.
- Flyers: 20,000 DL (Kelpie 8,000; The Salt Road 6,000; Dear Green Place 4,000; Small Hours 2,000).
Distribution by Circulate Scotland, 3 drops.
`);
corpus.write('tech/lx-notes-general.md', `# LX notes (all shows)

- Touring rig: 12 x LED profiles, 8 x LED pars, 2 x hazers, ETC Nomad on a laptop.
- We do not tour dimmers; venues supply 12-24 ways of dimming at 2.5 kW.
- Focus time: allow 90 minutes in the get-in for a 6-person crew.
- Colour: Lee 201, 202, 711 and 134 in the spares box.
`);
corpus.write('rehearsals/rehearsal-room-booking.md', `# Rehearsal room bookings

Tramway Studio 4: £85 a day, kitchen access, no weekend use.
Kelvinhaugh Street room (our own): free, max 8 people, no sprung floor.
Platform, Easterhouse: £60 a day, community rate, car park.
Aros Hall, Portree: £45 a day, booked by the Blackhouse team directly.
`);
corpus.write('tour/tour-map-notes.md', `# Tour map notes

Longest drive of the autumn: Stromness to Dingle via two ferries, about 1,050 km (650 miles); allow three days.
Spring: the musical's truck does Portree to Invergordon (about 95 miles) on a get-out night; no drinking the night before.
Fuel card limit £600 a week; keep receipts for the Irish VAT claim.
`);
corpus.write('company/company-contacts.md', `# Company contacts (office)

- Office: 14 Kelvinhaugh Street, Glasgow G3 8NU — 0141 496 0000
- Registered Scottish charity (SCIO) SC048211
- Artistic director: Morag Lindsay
- Company manager: Lorna Rae
- Press: Kirsty Baird (freelance, three days a week)
- Development: Anna Kowalczyk (two days a week)
`);
corpus.write('funding/budget-summary-2025-26.csv', delimited(['Line', 'Budget (GBP)', 'Actual to 31 Dec (GBP)'], [
  ['Core staff', '142,000', '71,450'], ['Production costs (all shows)', '388,000', '201,220'], ['Touring (travel, digs, per diems)', '96,500', '55,030'],
  ['Marketing', '38,000', '24,960'], ['Overheads', '41,200', '20,100'], ['Contingency', '12,000', '0'],
]));

corpus.write('admin/board-minutes-2026-01-29.md', `# Board of Trustees — minutes, 29 January 2026

Present: Anne Gilchrist (chair), Ravi Mehta (treasurer), Fergus Hay, Morag Lindsay, Lorna Rae (minutes).

1. Autumn tour out-turn: income 4 % above budget; the Irish dates made a small loss after ferry costs.
2. Spring tour: 24 dates confirmed across the four shows; the truck is booked for six weeks.
3. Reserves policy: the Board agreed to hold at least three months of running costs (about £68,000).
4. The artistic director presented early ideas for 2026-27: a revival and two new commissions.
5. Next meeting: 23 April 2026.
`);
corpus.write('correspondence/2026-01-08-truck-hire.eml', `From: Andy McPhail <andy@haartheatre.example>
To: Lorna Rae <lorna@haartheatre.example>
Date: Thu, 8 Jan 2026 09:12:44 +0000
Subject: Truck for the spring

Lorna — the 7.5 tonner is confirmed from 16 February for six weeks at £1,150 a week, fuel on top. It has a tail lift rated at 500 kg, which is enough for the Ceilidh band risers but not for the Crossing's ramp in one piece; we'll split it.

Ferry to Larne booked for 26 February for the Crossing's Galway date (a day in hand). Two drivers insured.
Andy
`);
corpus.write('press/photo-call-notes.md', `# Photo calls 2025-26

- The Salt Road: 16 September 2025, 11:00, Byre Playhouse (dress rehearsal); photographer Eoin Carey.
- Kelpie: 24 September 2025, the puppet only, outdoors at Loch Ard; weather permitting.
- Blackhouse: 4 February 2026, Portree, in costume; Gaelic and English captions for the press pack.
- Ceilidh at the End of the World: 18 February 2026, with the band; allow an hour.
Images are credited "Photo: Eoin Carey for Haar Theatre". 40 edited images per show, delivered within 48 hours.
`);

const stats = corpus.flush(source);
console.log(`theatre: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
