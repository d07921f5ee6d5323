#!/usr/bin/env node
// Elections corpus (held-out): the elections office drive of "Ardglen District Council", a Northern Ireland-style
// council whose 40 members are returned from seven District Electoral Areas (DEA-01 … DEA-07) by single
// transferable vote, at the local council elections of Thursday 22 May 2025 — and of its twinned council area in
// County Donegal (three Local Electoral Areas of Donegal County Council in the Gaeltacht, LEA-GD, LEA-NR, LEA-BF),
// whose returns are partly in Irish. 10 electoral areas, 82 candidates, 9 parties, 23 polling stations, 34 poll and
// count staff.
//   node bench/corpora/elections/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "elections-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) electoral areas: Markdown ward sheets of `Key: value` lines (`Seats:`, `Electorate: 14,212`, `Turnout:
//     58.31%`), count summaries with another label set (`Members to be returned:`, `Registered electors: 13 977`,
//     `Percentage poll: 61.40 %`, `Droop quota:`), one DEA only in the returning officer's notes (sentences), a
//     bilingual Irish/English sheet of two Donegal LEAs (`Suíocháin / Seats`) and an Irish-only HTML infobox;
//     postal votes in a CSV (NI) and an Irish/English note (Donegal); turnout history as a WIDE table (a column per
//     election year) and polling-day turnout as a WIDE table (a column per hour);
// (b) candidates: a results export with a PREAMBLE, SEMICOLONS and DECIMAL COMMAS (names `SURNAME, Forename`), one
//     DEA only in a press release's sentences, a nested count-software JSON (two DEAs, stages and transfers), an
//     HTML declaration, a fixed-width text declaration (surname and other names in separate columns; sitting
//     councillors only in the outgoing-members list), a bilingual Gaoth Dobhair table, an Irish Na Rosa HTML table
//     and an e-mail giving Baile na Finne's result in sentences; stage-by-stage WIDE tables for two DEAs;
// (c) parties: Markdown return sheets, an HTML summary table (one agent only in an e-mail), a nested YAML (Donegal);
// (d) polling stations: a nested polling-scheme YAML, an HTML table (`7am – 10pm`), one station only in an e-mail,
//     a bilingual Donegal table with the island stations polling two days early (`20 Bealtaine 2025`,
//     `11.00–19.00`) and an accessibility audit CSV (step-free access, facts of the station in a second file);
// (e) staff: a payroll CSV (surname and forename apart, role codes PO / PC, stations by code only), late
//     appointment sheets with another label set, count assistants in an e-mail (`9 hours at £14.80 an hour`) and a
//     bilingual Donegal staff table in euro; background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: votes, electors, ballot papers, seats, stages and counts as plain numbers
// (`13 977` → 13977); turnout and shares in percent (`61,40` → 61.4, `0.5731` is not used); fees in the stated
// currency (GBP or EUR, never converted; an hourly fee is held as its total, `9 hours at £14.80` → 133.2); times as
// HH:MM (`7am` → 07:00, `11.00` → 11:00); dates ISO (`20 Bealtaine 2025` → 2025-05-20); Irish words in English
// (`Tofa` = elected, `Eisiata` = excluded, `Neamhspleách` = Independent, `Tá / Níl` = yes / no); parties by their
// full name (abbreviations `UPP`, `CnaT` and Irish names are stated forms); stations by name (codes are stated forms).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('elections-v1');
const L = (k, xs) => xs[k % xs.length];
const dec = (x, d) => Number(x).toFixed(d).replace('.', ',');
const sp = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const ORD = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth'];
const NUMW = ['none', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const IRD = (n) => `${n}ú`;

class DriveCorpus extends Corpus {
  constructor(root) {
    super(root);
    this.nameForms = new Map(); // entity -> other literal forms its file may name it by
  }
  /** A fact of an entity stated in a second file. */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
  alias(entity, form) {
    if (!this.nameForms.has(entity)) this.nameForms.set(entity, []);
    this.nameForms.get(entity).push(form);
  }
  verify() {
    // names written surname first (exports, declarations) are accepted in the form the file uses
    const saved = new Map(this.entityFile);
    for (const [e, forms] of this.nameForms) {
      const text = this.files.get(this.entityFile.get(e));
      if (text && !text.includes(e) && !text.includes(esc(e)) && forms.some((f) => text.includes(f) || text.includes(esc(f)))) this.entityFile.delete(e);
    }
    try {
      super.verify();
    } finally {
      this.entityFile = saved;
    }
  }
}
const corpus = new DriveCorpus(dir);

const NI = 'Ardglen District Council';
const DL = 'Donegal County Council';

// ------------------------------------------------------------------ parties
const PARTIES = [
  { abbr: 'UPP', name: 'Ulster Progressive Party', council: NI, base: 1.1, bloc: 'U', agent: 'Raymond Kerr', office: '14 Market Street, Ardglen BT71 4AF' },
  { abbr: 'SDU', name: 'Social Democratic Union', council: NI, base: 1.15, bloc: 'N', agent: 'Gráinne Toner', office: '3 Chapel Lane, Ardglen BT71 4DN' },
  { abbr: 'CAP', name: 'Community Alliance Party', council: NI, base: 0.95, bloc: 'C', agent: 'Helen Jamison', office: 'Unit 2, Linen Mill, Drumlea BT71 6GH' },
  { abbr: 'IUV', name: 'Independent Unionist Voice', council: NI, base: 0.6, bloc: 'U', agent: 'Samuel Lowry', office: '88 Main Street, Tullyard BT72 1QS' },
  { abbr: 'GRN', name: 'Green Coalition', council: NI, base: 0.5, bloc: 'C', agent: 'Orla Brennan', office: '5 Quay Road, Lismoyne BT72 3LB' },
  { abbr: 'PF', name: 'People First', council: NI, base: 0.55, bloc: 'N', agent: 'Eamon Dougan', office: '27 Bridge Street, Kilbride BT71 8RE' },
  { abbr: 'PP', name: 'Páirtí an Phobail', en: "People's Party", council: DL, base: 1.25, bloc: 'D', agent: 'Dónall Mac Aoidh', office: 'Bun Beag, Gaoth Dobhair, Co. Dhún na nGall' },
  { abbr: 'CnaT', name: 'Comhaontas na Tuaithe', en: 'Rural Alliance', council: DL, base: 1.15, bloc: 'D', agent: 'Nuala Ní Bhraonáin', office: 'An Clochán Liath, Co. Dhún na nGall' },
  { abbr: 'LOTC', name: 'Lucht Oibre Thír Chonaill', en: 'Tír Chonaill Labour', council: DL, base: 0.7, bloc: 'D', agent: 'Liam Mac Giolla Easpaig', office: 'Baile na Finne, Co. Dhún na nGall' },
];
const P = Object.fromEntries(PARTIES.map((p) => [p.abbr, p]));
const IND = 'Independent';
const partyName = (abbr) => (abbr === 'Ind' ? IND : P[abbr].name);

// ------------------------------------------------------------------ electoral areas
// [code, name, english name, seats, slate, council, stations]
const WARDS = [
  { code: 'DEA-01', name: 'Ballinderry', seats: 6, slate: ['UPP', 'UPP', 'UPP', 'SDU', 'SDU', 'CAP', 'IUV', 'GRN', 'Ind'], council: NI },
  { code: 'DEA-02', name: 'Carrowmore', seats: 5, slate: ['UPP', 'UPP', 'SDU', 'SDU', 'CAP', 'PF', 'IUV', 'Ind'], council: NI },
  { code: 'DEA-03', name: 'Drumlea', seats: 7, slate: ['UPP', 'UPP', 'SDU', 'SDU', 'SDU', 'CAP', 'CAP', 'GRN', 'PF', 'IUV'], council: NI },
  { code: 'DEA-04', name: 'Glenmoy', seats: 5, slate: ['SDU', 'SDU', 'UPP', 'UPP', 'CAP', 'PF', 'Ind'], council: NI },
  { code: 'DEA-05', name: 'Kilbride', seats: 6, slate: ['UPP', 'UPP', 'UPP', 'SDU', 'SDU', 'CAP', 'IUV', 'GRN', 'PF'], council: NI },
  { code: 'DEA-06', name: 'Lismoyne', seats: 5, slate: ['UPP', 'SDU', 'SDU', 'CAP', 'CAP', 'GRN', 'PF', 'Ind'], council: NI },
  { code: 'DEA-07', name: 'Tullyard', seats: 6, slate: ['UPP', 'UPP', 'SDU', 'CAP', 'CAP', 'IUV', 'GRN', 'Ind'], council: NI },
  { code: 'LEA-GD', name: 'Gaoth Dobhair', en: 'Gweedore', seats: 5, slate: ['PP', 'PP', 'CnaT', 'CnaT', 'LOTC', 'Ind', 'Ind'], council: DL },
  { code: 'LEA-NR', name: 'Na Rosa', en: 'The Rosses', seats: 6, slate: ['PP', 'PP', 'PP', 'CnaT', 'CnaT', 'LOTC', 'LOTC', 'Ind', 'Ind'], council: DL },
  { code: 'LEA-BF', name: 'Baile na Finne', en: 'Fintown', seats: 4, slate: ['PP', 'PP', 'CnaT', 'CnaT', 'LOTC', 'Ind', 'Ind'], council: DL },
];
const W = Object.fromEntries(WARDS.map((w) => [w.code, w]));
for (const w of WARDS) {
  const dl = w.council === DL;
  w.electorate = dl ? r.int(8600, 13400) : r.int(w.seats * 2150, w.seats * 2650);
  const t = dl ? r.float(0.53, 0.66) : r.float(0.5, 0.645);
  w.poll = Math.round(w.electorate * t);
  w.rejected = Math.round(w.poll * r.float(0.006, 0.016));
  w.valid = w.poll - w.rejected;
  w.turnout = Math.round((w.poll / w.electorate) * 10000) / 100;
  w.quota = Math.floor(w.valid / (w.seats + 1)) + 1;
  const pRate = dl ? r.float(0.008, 0.018) : r.float(0.025, 0.06);
  w.postalIssued = Math.round(w.electorate * pRate);
  w.postalReturned = Math.round(w.postalIssued * r.float(0.72, 0.9));
  w.postalRejected = Math.round(w.postalReturned * r.float(0.015, 0.06));
}

// ------------------------------------------------------------------ people
const NI_FIRST = ['Adrian', 'Alison', 'Andrea', 'Brendan', 'Carol', 'Ciara', 'Colin', 'Conor', 'Darren', 'Deborah', 'Declan', 'Denise', 'Elaine',
  'Emma', 'Fiona', 'Gareth', 'Gavin', 'Gillian', 'Heather', 'Ian', 'Jacqueline', 'Jim', 'Joanne', 'Karen', 'Kieran', 'Laura', 'Lorraine', 'Mark',
  'Martina', 'Mervyn', 'Niamh', 'Noel', 'Paddy', 'Paula', 'Philip', 'Róisín', 'Ross', 'Ruth', 'Seamus', 'Sharon', 'Stephen', 'Tracey', 'Trevor',
  'Una', 'Wendy', 'William', 'Aidan', 'Bronagh', 'Clive', 'Diane', 'Edwin', 'Frances', 'Glenn', 'Hilary', 'Jonathan', 'Kathleen', 'Lynda', 'Malachy',
  'Nigel', 'Pauline', 'Rory', 'Shauna', 'Terence', 'Valerie', 'Wilfred', 'Ursula', 'Ashleigh', 'Barry', 'Cathal', 'Dermot'];
const NI_LAST = ['Agnew', 'Beattie', 'Boyle', 'Cassidy', 'Clarke', 'Corrigan', 'Crawford', 'Devlin', 'Donnelly', 'Ferguson', 'Gilmore', 'Graham',
  'Hamill', 'Hanna', 'Irvine', 'Kane', 'Lavery', 'Magee', 'Maginnis', 'McAleer', 'McCann', 'McCartney', 'McClean', 'McCrory', 'McGeown', 'McIlroy',
  'McKeown', 'McNally', 'Millar', 'Montgomery', 'Morrow', 'Mulholland', 'Murphy', 'Nesbitt', "O'Hagan", "O'Neill", 'Quinn', 'Rea', 'Robinson',
  'Savage', 'Shields', 'Stewart', 'Thompson', 'Wallace', 'Wilson', 'Woods', 'Adair', 'Bell', 'Campbell', 'Connolly', 'Cunningham', 'Elliott',
  'Fleming', 'Gordon', 'Hughes', 'Kelly', 'Lennon', 'Marshall', 'McBride', 'McConville', 'McKenna', 'McMullan', 'Moore', 'Patterson', 'Reid',
  'Scott', 'Simpson', 'Taggart', 'Watson', 'Whyte', 'Hewitt', 'Gribben', 'Carville', 'Mawhinney', 'Doran', 'Sloan',
  'Allen', 'Armstrong', 'Baxter', 'Coulter', 'Dunne', 'Ervine', 'Faulkner', 'Gault', 'Hegarty', 'Ingram', 'Jordan', 'Keys', 'Loughran', 'McGuigan',
  'Neill', 'Orr', 'Pollock', 'Rafferty', 'Somerville', 'Trainor', 'Weir', 'Young', 'Vance'];
const usedFirst = new Set();
const usedLast = new Set();
function niName() {
  for (;;) {
    const f = r.pick(NI_FIRST);
    const l = r.pick(NI_LAST);
    if (usedLast.has(l) || usedFirst.has(f) && r.chance(0.7)) continue;
    usedLast.add(l);
    usedFirst.add(f);
    return { first: f, last: l, name: `${f} ${l}` };
  }
}
const DL_CANDS = [
  ['Seán', 'Mac Fhionnlaoich'], ['Máire', 'Nic Giolla Bhríde'], ['Pádraig', 'Ó Gallchóir'], ['Siobhán', 'Ní Ghallchóir'], ['Dónall', 'Ó Baoill'],
  ['Bríd', 'Ní Bhaoill'], ['Micheál', 'Mac Giolla Bhríde'], ['Caitríona', 'Nic Suibhne'], ['Séamus', 'Ó Dochartaigh'], ['Gráinne', 'Ní Dhochartaigh'],
  ['Eoghan', 'Mac Suibhne'], ['Nóirín', 'Ferry'], ['Ciarán', 'Ó Fearraigh'], ['Aoife', 'Ní Fhearraigh'], ['Tomás', 'Mac Ruairí'], ['Róisín', 'Gillespie'],
  ['Colm', 'Ó Colla'], ['Eibhlín', 'Sweeney'], ['Peadar', 'Bonner'], ['Sorcha', 'Ní Cholla'], ['Cathal', 'McGinley'],
  ['Donncha', 'Ó Domhnaill'], ['Máiréad', 'Nic Aoidh'],
];
const DL_STAFF = ['Úna Ní Cheallaigh', 'Declan Coyle', 'Noreen McBride', 'Eunan Ó Baoighill', 'Treasa Ní Mhaoláin', 'Proinsias Ó Cearnaigh', 'Joe McGee'];

// ------------------------------------------------------------------ candidates + first preferences
const candidates = [];
let dlIx = 0;
for (const w of WARDS) {
  const dl = w.council === DL;
  const cs = w.slate.map((abbr) => {
    let first;
    let last;
    if (dl) [first, last] = DL_CANDS[dlIx++];
    else ({ first, last } = niName());
    const pInc = abbr === 'Ind' ? 0.3 : ['UPP', 'SDU', 'PP', 'CnaT'].includes(abbr) ? 0.55 : abbr === 'CAP' ? 0.4 : 0.2;
    const incumbent = r.chance(pInc);
    const base = abbr === 'Ind' ? 0.5 : P[abbr].base;
    const weight = base * (incumbent ? 1.45 : 1) * r.float(0.65, 1.35);
    return { name: `${first} ${last}`, first, last, ward: w.code, abbr, party: partyName(abbr), incumbent, weight };
  });
  const tw = cs.reduce((s, c) => s + c.weight, 0);
  let sum = 0;
  for (const c of cs) {
    c.first_prefs = Math.floor((w.valid * c.weight) / tw);
    sum += c.first_prefs;
  }
  cs.sort((a, b) => b.first_prefs - a.first_prefs);
  cs[0].first_prefs += w.valid - sum;
  // no two candidates of the folder on the same number of first preferences (move a few votes from the poll-topper)
  for (const c of cs.slice(1)) {
    while (candidates.concat(cs).some((o) => o !== c && o.first_prefs === c.first_prefs)) {
      c.first_prefs += 1;
      cs[0].first_prefs -= 1;
    }
  }
  cs.sort((a, b) => b.first_prefs - a.first_prefs);
  w.cands = cs;
  candidates.push(...cs);
}

// ------------------------------------------------------------------ STV count (simplified Droop/Gregory, whole votes)
const BLOC = (abbr) => (abbr === 'Ind' ? 'C' : P[abbr].bloc);
function affinity(a, b) {
  const x = BLOC(a);
  const y = BLOC(b);
  if (x === 'D' || y === 'D') return 1;
  if (x === y) return 3;
  if (x === 'C' || y === 'C') return 1.2;
  return 0.3;
}
function stv(w) {
  const cs = w.cands;
  const votes = Object.fromEntries(cs.map((c) => [c.name, c.first_prefs]));
  const state = Object.fromEntries(cs.map((c) => [c.name, 'cont']));
  const electedAt = {};
  const excludedAt = {};
  const pending = [];
  const stages = [{ stage: 1, type: 'first', totals: { ...votes } }];
  const seatsLeft = () => w.seats - Object.keys(electedAt).length;
  const cont = () => cs.filter((c) => state[c.name] === 'cont');
  const electNew = (st) => {
    const newly = cont().filter((c) => votes[c.name] >= w.quota).sort((a, b) => votes[b.name] - votes[a.name]);
    for (const c of newly) {
      if (seatsLeft() <= 0) break;
      state[c.name] = 'elected';
      electedAt[c.name] = st;
      pending.push(c.name);
    }
  };
  electNew(1);
  let stage = 1;
  while (seatsLeft() > 0) {
    const cc = cont();
    if (cc.length <= seatsLeft()) {
      for (const c of cc) {
        state[c.name] = 'elected';
        electedAt[c.name] = stage;
      }
      break;
    }
    stage++;
    let from;
    let amount;
    let type;
    const sur = pending.filter((n) => votes[n] > w.quota).sort((a, b) => votes[b] - votes[a])[0];
    pending.splice(0, pending.length, ...pending.filter((n) => votes[n] > w.quota && n !== sur));
    if (sur) {
      from = sur;
      amount = votes[sur] - w.quota;
      votes[sur] = w.quota;
      type = 'surplus';
    } else {
      const low = [...cc].sort((a, b) => votes[a.name] - votes[b.name])[0];
      from = low.name;
      amount = votes[low.name];
      votes[low.name] = 0;
      state[low.name] = 'excluded';
      excludedAt[low.name] = stage;
      type = 'exclusion';
    }
    const fc = cs.find((c) => c.name === from);
    const rec = cont();
    const same = fc.abbr === 'Ind' ? [] : rec.filter((c) => c.abbr === fc.abbr);
    const nt0 = r.float(0.05, 0.16);
    const transfers = {};
    const pool = amount * (1 - nt0);
    const sameShare = same.length ? 0.6 : 0;
    for (const c of same) transfers[c.name] = Math.floor((pool * sameShare) / same.length);
    const others = rec.filter((c) => !same.includes(c));
    const ow = others.map((c) => affinity(fc.abbr, c.abbr) * (votes[c.name] + 300));
    const tow = ow.reduce((s, x) => s + x, 0);
    others.forEach((c, i) => (transfers[c.name] = Math.floor((pool * (1 - sameShare) * ow[i]) / tow)));
    let moved = 0;
    for (const [n, v] of Object.entries(transfers)) {
      votes[n] += v;
      moved += v;
    }
    stages.push({ stage, type, from, amount, transfers, nonTransferable: amount - moved, totals: { ...votes } });
    electNew(stage);
  }
  w.stages = stages;
  w.nStages = stage;
  for (const c of cs) {
    c.elected = c.name in electedAt;
    c.count_elected = electedAt[c.name] ?? null;
    c.excluded_at = excludedAt[c.name] ?? null;
    c.status = c.elected ? 'Elected' : c.excluded_at ? 'Excluded' : 'Not elected';
  }
}
WARDS.forEach(stv);
const C = Object.fromEntries(candidates.map((c) => [c.name, c]));
for (const p of PARTIES) {
  const cs = candidates.filter((c) => c.abbr === p.abbr);
  p.ncand = cs.length;
  p.first_prefs = cs.reduce((s, c) => s + c.first_prefs, 0);
  p.seats = cs.filter((c) => c.elected).length;
}

// ------------------------------------------------------------------ polling stations + staff
// [code, name, street, town, postcode, ward, boxes, stepFree]
const STATION_DEF = [
  ['PS-011', 'Ballinderry Primary School', '22 Moss Road', 'Ballinderry', 'BT71 5LQ', 'DEA-01', 3, true],
  ['PS-012', 'Ballinderry Community Centre', '4 Church Street', 'Ballinderry', 'BT71 5AB', 'DEA-01', 2, true],
  ['PS-013', "St Comgall's Parish Hall", '61 Aghalee Road', 'Moneyglass', 'BT71 5TT', 'DEA-01', 1, false],
  ['PS-021', 'Carrowmore High School', '1 School Lane', 'Carrowmore', 'BT71 7HS', 'DEA-02', 3, true],
  ['PS-022', 'Carrowmore Village Hall', '9 Main Street', 'Carrowmore', 'BT71 7AA', 'DEA-02', 1, false],
  ['PS-031', 'Drumlea Leisure Centre', 'Castle Park', 'Drumlea', 'BT71 6LC', 'DEA-03', 3, true],
  ['PS-032', 'Drumlea Methodist Church Hall', '30 Mill Street', 'Drumlea', 'BT71 6MS', 'DEA-03', 2, false],
  ['PS-033', 'Knockbreen Primary School', '112 Knockbreen Road', 'Knockbreen', 'BT71 6KP', 'DEA-03', 2, true],
  ['PS-041', 'Glenmoy Rural Hall', '5 Glen Road', 'Glenmoy', 'BT72 9GR', 'DEA-04', 1, false],
  ['PS-042', 'Glenmoy Integrated Primary School', '40 Ballyhill Road', 'Glenmoy', 'BT72 9IP', 'DEA-04', 2, true],
  ['PS-051', 'Kilbride Youth Centre', '18 Ferry Road', 'Kilbride', 'BT71 8YC', 'DEA-05', 2, true],
  ['PS-052', "St Brigid's Parish Hall", '2 Chapel Road', 'Kilbride', 'BT71 8CR', 'DEA-05', 2, true],
  ['PS-061', 'Lismoyne Scout Hall', '7 Harbour Road', 'Lismoyne', 'BT72 3SH', 'DEA-06', 1, false],
  ['PS-062', 'Lismoyne Library', '25 Quay Street', 'Lismoyne', 'BT72 3QS', 'DEA-06', 2, true],
  ['PS-071', 'Tullyard Primary School', '3 Rectory Road', 'Tullyard', 'BT72 1RR', 'DEA-07', 3, true],
  ['PS-072', 'Tullyard Presbyterian Church Hall', '44 Main Street', 'Tullyard', 'BT72 1MS', 'DEA-07', 2, false],
  ['GD-01', 'Scoil Náisiúnta an Bhun Bhig', 'Bun Beag', 'Gaoth Dobhair', 'F92 X2T4', 'LEA-GD', 3, true],
  ['GD-02', 'Halla Pobail Dhoirí Beaga', 'Doirí Beaga', 'Gaoth Dobhair', 'F92 R8K1', 'LEA-GD', 2, true],
  ['GD-03', 'Scoil Mhuire, Oileán Thoraigh', 'An Baile Thiar', 'Toraigh', 'F92 T0R1', 'LEA-GD', 1, false],
  ['NR-01', 'Ionad Pobail an Chlocháin Léith', 'Bóthar an Phobail', 'An Clochán Liath', 'F94 D2C6', 'LEA-NR', 3, true],
  ['NR-02', 'Scoil Phobail Árainn Mhór', 'Leabgarrow', 'Árainn Mhór', 'F94 A3M9', 'LEA-NR', 1, false],
  ['NR-03', 'Scoil Náisiúnta Anagaire', 'Anagaire', 'An Clochán Liath', 'F94 N4G2', 'LEA-NR', 2, true],
  ['BF-01', 'Halla Pobail Bhaile na Finne', 'Baile na Finne', 'Baile na Finne', 'F93 B5F1', 'LEA-BF', 2, true],
];
const ISLAND = new Set(['GD-03', 'NR-02']);
const stations = STATION_DEF.map(([code, name, street, town, postcode, ward, boxes, stepFree]) => {
  const island = ISLAND.has(code);
  return {
    code, name, street, town, postcode, ward, boxes, stepFree, island,
    opens: island ? (code === 'GD-03' ? '11:00' : '10:00') : '07:00',
    closes: island ? (code === 'GD-03' ? '19:00' : '18:30') : '22:00',
    date: island ? '2025-05-20' : '2025-05-22',
  };
});
const ST = Object.fromEntries(stations.map((s) => [s.code, s]));

// staff: a presiding officer per station, poll clerks at some NI stations, count assistants (NI count centre)
const staff = [];
let dlStaffIx = 0;
for (const s of stations) {
  const dl = W[s.ward].council === DL;
  const nm = dl ? DL_STAFF[dlStaffIx++] : niName().name;
  const fee = dl ? 310 + (s.boxes - 1) * 20 + (s.island ? 60 : 0) : 265 + (s.boxes - 1) * 25;
  staff.push({ name: nm, role: 'Presiding officer', station: s.code, fee, cur: dl ? 'EUR' : 'GBP', worked: dl ? null : r.int(1, 14) });
  s.po = nm;
}
for (const code of ['PS-011', 'PS-021', 'PS-031', 'PS-033', 'PS-052', 'PS-071']) {
  const fee = 165 + (ST[code].boxes - 1) * 10;
  staff.push({ name: niName().name, role: 'Poll clerk', station: code, fee, cur: 'GBP', worked: r.int(0, 9) });
}
const COUNT_HOURS = [9, 17, 9, 17, 8.5];
for (const h of COUNT_HOURS) staff.push({ name: niName().name, role: 'Count assistant', station: null, fee: Math.round(h * 14.8 * 100) / 100, hours: h, cur: 'GBP', worked: null });
const SF = Object.fromEntries(staff.map((s) => [s.name, s]));

// ------------------------------------------------------------------ fact helpers
function wardFacts(w, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(w.name, 'ward', attr, value, unit, stated, file);
  F('code', w.code, 'text', s.code);
  F('council', w.council, 'text', s.council ?? '');
  F('seats', w.seats, '', s.seats);
  F('electorate', w.electorate, '', s.electorate);
  F('turnout', w.turnout, '%', s.turnout);
  F('valid_poll', w.valid, '', s.valid);
  F('rejected_ballots', w.rejected, '', s.rejected);
  F('quota', w.quota, '', s.quota);
  F('stages', w.nStages, '', s.stages);
}
function candFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'candidate', attr, value, unit, stated, file);
  F('party', c.party, 'text', s.party);
  F('ward', W[c.ward].name, 'text', s.ward ?? '');
  F('first_prefs', c.first_prefs, '', s.first);
  F('elected', c.elected, 'bool', s.elected);
  F('count_elected', c.count_elected, '', s.stage ?? '');
  F('status', c.status, 'text', s.status ?? '');
  if (s.incumbent !== undefined) F('incumbent', c.incumbent, 'bool', s.incumbent);
}
function partyFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'party', attr, value, unit, stated, file);
  F('abbreviation', p.abbr, 'text', s.abbr);
  if (s.agent !== undefined) F('agent', p.agent, 'person', s.agent);
  F('council', p.council, 'text', '');
  F('candidates', p.ncand, '', s.ncand);
  F('first_prefs', p.first_prefs, '', s.first);
  F('seats', p.seats, '', s.seats);
}
function stationFacts(st, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(st.name, 'station', attr, value, unit, stated, file);
  F('code', st.code, 'text', st.code);
  F('ward', W[st.ward].name, 'text', s.ward ?? '');
  F('address', `${st.street}, ${st.town}`, 'text', s.address ?? '');
  F('ballot_boxes', st.boxes, '', s.boxes);
  F('presiding_officer', st.po, 'person', st.po);
  F('opens', st.opens, 'text', s.opens);
  F('closes', st.closes, 'text', s.closes);
  F('poll_date', st.date, 'date', s.date ?? '');
  if (s.stepFree !== undefined) F('step_free', st.stepFree, 'bool', s.stepFree);
}
function staffFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
  F('role', p.role, 'text', s.role);
  F('station', p.station ? ST[p.station].name : null, 'text', s.station ?? '');
  F('fee', p.fee, p.cur, s.fee);
  F('elections_worked', p.worked, '', s.worked ?? '');
}

// ------------------------------------------------------------------ (a) electoral areas
// (a1) ward sheets, label set A
['DEA-01', 'DEA-02', 'DEA-03', 'DEA-04'].forEach((code, k) => {
  const w = W[code];
  const file = `wards/${code.toLowerCase()}-${slug(w.name)}.md`;
  const s = {
    code: `DEA code: ${w.code}`, council: `Council: ${NI}`, seats: `Seats: ${w.seats}`, electorate: `Electorate: ${group(w.electorate)}`,
    turnout: `Turnout: ${w.turnout.toFixed(2)}%`, valid: `Valid poll: ${group(w.valid)}`, rejected: `Rejected ballot papers: ${w.rejected}`,
    quota: `Quota: ${group(w.quota)}`, stages: `Stages of count: ${w.nStages}`,
  };
  wardFacts(w, file, s);
  const towns = stations.filter((x) => x.ward === code).map((x) => x.town);
  corpus.write(file, [
    `# ${w.name} DEA (${w.code})`, '', `Ward sheet — Local Council Elections, Thursday 22 May 2025`, '',
    s.council, s.code, `District Electoral Area: ${w.name}`, s.seats, s.electorate, s.turnout, s.valid, s.rejected, s.quota, s.stages,
    `Count centre: Ardglen Leisure Centre (Sports Hall 2)`, `Polling places: ${[...new Set(towns)].join(', ')}`, '',
    '## Notes', '',
    L(k, [
      'Boundary unchanged since the 2014 review. Two of the outgoing members did not seek re-election.',
      'The verification finished at 11.40am; the first stage was declared shortly after 2pm.',
      'Largest DEA by seats. Count ran into the Saturday; tellers from all parties present throughout.',
      'Smallest count team of the seven DEAs. No recount requested.',
    ]), '',
  ].join('\n'));
});
// (a2) count summaries, label set B
['DEA-05', 'DEA-06'].forEach((code, k) => {
  const w = W[code];
  const file = `count/${code.toLowerCase()}-${slug(w.name)}-count-summary.md`;
  const s = {
    code: `Area reference: ${w.code}`, seats: `Members to be returned: ${w.seats}`, electorate: `Registered electors: ${sp(w.electorate)}`,
    turnout: `Percentage poll: ${w.turnout.toFixed(2)} %`, valid: `Total valid vote: ${group(w.valid)}`, rejected: `Spoilt papers: ${w.rejected}`,
    quota: `Droop quota: ${group(w.quota)}`, stages: `Number of counts: ${w.nStages}`,
  };
  wardFacts(w, file, s);
  corpus.write(file, [
    `# Count summary — ${w.name} District Electoral Area`, '',
    `Prepared by the count supervisor for the Deputy Returning Officer, ${fmtDate(k ? '2025-05-24' : '2025-05-23', 'long')}.`, '',
    s.code, s.seats, s.electorate, s.turnout, s.valid, s.rejected, s.quota, s.stages, '',
    L(k, ['A recount of stage 1 was requested by an agent and refused: the margin was well over the 0.5 % guideline.',
      'All ballot boxes verified by 12.15pm; one box from the Scout Hall was reconciled twice.']), '',
  ].join('\n'));
});
// (a3) DEA-07 only in the returning officer's notes (sentences)
{
  const w = W['DEA-07'];
  const file = 'count/returning-officer-notes-2025.md';
  const s = {
    code: w.code, seats: `${NUMW[w.seats]} members`, electorate: `electorate of ${group(w.electorate)}`, turnout: `${w.turnout.toFixed(2)} per cent`,
    valid: `${group(w.valid)} valid`, rejected: `${w.rejected} papers were rejected`, quota: `quota of ${group(w.quota)}`, stages: `${NUMW[w.nStages]} stages`,
  };
  wardFacts(w, file, s);
  const k5 = W['DEA-05'];
  corpus.write(file, [
    '# Returning officer\'s notes — count, 23–24 May 2025', '',
    'Notes for the file, written up on Monday 26 May by the Deputy Returning Officer. Not for publication.', '',
    '## Verification', '',
    'Verification of all seven DEAs started at 9am on Friday. The ballot paper accounts balanced in every box except one from Carrowmore, where a ' +
      'tendered paper had been placed in the ballot box; it was dealt with in front of the agents.', '',
    '## Tullyard', '',
    `Tullyard (${w.code}) returns ${s.seats} and had an ${s.electorate}. Turnout came in at ${s.turnout}, with ${s.valid} first preference votes ` +
      `after ${s.rejected} (mostly unmarked or marked with a cross against more than one name). That gave a ${s.quota}, and the count ` +
      `went to ${s.stages} before the last seat was filled late on Friday evening.`, '',
    '## Kilbride', '',
    `The Kilbride count (${k5.code}) was suspended overnight at the request of the agents and resumed at 9.30am on Saturday. A request for a recount ` +
      'of the final stage was considered and refused.', '',
    '## General', '',
    'Tellers behaved well. The media area was too small; next time use the squash court corridor. Catering: 140 lunches on Friday, 85 on Saturday.', '',
  ].join('\n'));
}
// (a4) Donegal: two LEAs on a bilingual sheet, one on an Irish-only infobox
{
  const file = 'donegal/toghcheantair-aitiula-2025.md';
  const out = ['# Toghcheantair Áitiúla / Local Electoral Areas — Toghchán Áitiúil 2025', '',
    'Comhairle Contae Dhún na nGall / Donegal County Council — Ceantar Bardasach na nGleanntach (twinned with Ardglen District Council).', ''];
  for (const code of ['LEA-GD', 'LEA-NR']) {
    const w = W[code];
    const s = {
      code: `Cód / Code: ${w.code}`, council: `Comhairle / Council: Comhairle Contae Dhún na nGall (${DL})`, seats: `Suíocháin / Seats: ${w.seats}`,
      electorate: `Toghthóirí / Electorate: ${group(w.electorate)}`, turnout: `Céatadán vótála / Turnout: ${w.turnout.toFixed(2)}%`,
      valid: `Vótaí bailí / Valid poll: ${group(w.valid)}`, rejected: `Páipéir neamhbhailí / Invalid papers: ${w.rejected}`,
      quota: `Cuóta / Quota: ${group(w.quota)}`, stages: `Comhairimh / Counts: ${w.nStages}`,
    };
    wardFacts(w, file, s);
    out.push(`## ${w.name} (${w.en})`, '', s.code, s.council, s.seats, s.electorate, s.turnout, s.valid, s.rejected, s.quota, s.stages, '');
  }
  out.push('Ionad comhairimh / Count centre: Ionad Spóirt an Chlocháin Léith.', '');
  corpus.write(file, out.join('\n'));
}
{
  const w = W['LEA-BF'];
  const file = 'donegal/baile-na-finne-lea.html';
  const s = {
    code: w.code, council: 'Comhairle Contae Dhún na nGall', seats: `<span class="value">${w.seats}</span>`, electorate: sp(w.electorate),
    turnout: `${w.turnout.toFixed(2)}%`, valid: group(w.valid), rejected: `<span class="value">${w.rejected}</span>`, quota: group(w.quota),
    stages: `<span class="value">${w.nStages}</span>`,
  };
  wardFacts(w, file, s);
  corpus.write(file, `<!DOCTYPE html>
<html lang="ga">
<head><meta charset="utf-8"><title>Toghcheantar Áitiúil Bhaile na Finne</title></head>
<body>
<div class="page">
  <h1 class="page-title">Baile na Finne</h1>
  <div class="infobox">
    <div class="infobox-title">Toghcheantar Áitiúil Bhaile na Finne</div>
    <div class="infobox-row"><span class="label">Cód</span><span class="value">${w.code}</span></div>
    <div class="infobox-row"><span class="label">Comhairle</span><span class="value">Comhairle Contae Dhún na nGall</span></div>
    <div class="infobox-row"><span class="label">Líon suíochán</span><span class="value">${w.seats}</span></div>
    <div class="infobox-row"><span class="label">Toghthóirí cláraithe</span><span class="value">${sp(w.electorate)}</span></div>
    <div class="infobox-row"><span class="label">Céatadán vótála</span><span class="value">${w.turnout.toFixed(2)}%</span></div>
    <div class="infobox-row"><span class="label">Vótaí bailí</span><span class="value">${group(w.valid)}</span></div>
    <div class="infobox-row"><span class="label">Páipéir mhillte</span><span class="value">${w.rejected}</span></div>
    <div class="infobox-row"><span class="label">Cuóta</span><span class="value">${group(w.quota)}</span></div>
    <div class="infobox-row"><span class="label">Líon comhaireamh</span><span class="value">${w.nStages}</span></div>
  </div>
  <div class="content">
    <p>Is é Baile na Finne an toghcheantar is lú sa cheantar bardasach: ${w.seats} shuíochán. Rinneadh an comhaireamh in Ionad Spóirt an Chlocháin Léith Dé Sathairn, 24 Bealtaine 2025.</p>
  </div>
</div>
</body>
</html>
`);
}
// (a5) postal votes: NI CSV, Donegal note
{
  const file = 'postal/postal-votes-summary-2025.csv';
  const rows = WARDS.filter((w) => w.council === NI).map((w) => {
    corpus.also(w.name, 'ward', 'postal_issued', w.postalIssued, '', String(w.postalIssued), file);
    corpus.also(w.name, 'ward', 'postal_returned', w.postalReturned, '', String(w.postalReturned), file);
    corpus.also(w.name, 'ward', 'postal_rejected', w.postalRejected, '', String(w.postalRejected), file);
    return [w.code, w.name, w.postalIssued, w.postalReturned, w.postalRejected, `${((w.postalReturned / w.postalIssued) * 100).toFixed(1)}%`];
  });
  corpus.write(file, delimited(['DEA', 'Name', 'Postal ballots issued', 'Returned by close of poll', 'Rejected at opening', 'Return rate'], rows));
}
{
  const file = 'donegal/votai-poist-postal-votes-2025.md';
  const out = ['# Vótaí poist / Postal votes — 2025', '', 'Vótálaithe poist cláraithe (Garda, Óglaigh, daoine faoi mhíchumas) — Registered postal voters only.', '',
    '| Toghcheantar / LEA | Eisithe / Issued | Ar ais / Returned | Diúltaithe / Rejected |', '|---|---|---|---|'];
  for (const w of WARDS.filter((x) => x.council === DL)) {
    corpus.also(w.name, 'ward', 'postal_issued', w.postalIssued, '', String(w.postalIssued), file);
    corpus.also(w.name, 'ward', 'postal_returned', w.postalReturned, '', String(w.postalReturned), file);
    corpus.also(w.name, 'ward', 'postal_rejected', w.postalRejected, '', String(w.postalRejected), file);
    out.push(`| ${w.name} | ${w.postalIssued} | ${w.postalReturned} | ${w.postalRejected} |`);
  }
  out.push('', 'Diúltaíodh páipéir nach raibh an dearbhú sínithe leo. / Papers were rejected where the declaration was unsigned.', '');
  corpus.write(file, out.join('\n'));
}
// (a6) WIDE turnout history (a column per election year) and polling-day turnout by hour (a column per hour)
{
  const file = 'turnout/turnout-history-2011-2025.csv';
  const YEARS = [2011, 2014, 2019, 2023];
  const rows = WARDS.filter((w) => w.council === NI).map((w) => {
    const hist = YEARS.map((y, i) => Math.round((w.turnout + r.float(-6, 5) - (i === 1 ? 3 : 0)) * 10) / 10);
    YEARS.forEach((y, i) => corpus.also(w.name, 'ward', `turnout_${y}`, hist[i], '%', hist[i].toFixed(1), file));
    return [w.name, w.code, ...hist.map((x) => x.toFixed(1)), w.turnout.toFixed(1)];
  });
  corpus.write(file, '# Turnout (% of electorate) by DEA, local council elections. 2011 and 2014 figures recalculated on the 2014 boundaries.\n' +
    delimited(['DEA', 'Code', '2011', '2014', '2019', '2023', '2025'], rows));
}
{
  const file = 'turnout/polling-day-turnout-by-hour.md';
  const HOURS = ['10:00', '13:00', '16:00', '19:00'];
  const out = ['# Polling day, 22 May 2025 — turnout at polling stations by hour', '',
    'Cumulative ballot papers issued at polling stations as a % of the electorate, from presiding officers\' phone-ins. Postal votes not included.', '',
    `| DEA | ${HOURS.join(' | ')} |`, `|---|${HOURS.map(() => '---').join('|')}|`];
  for (const w of WARDS.filter((x) => x.council === NI)) {
    const inPerson = ((w.poll - w.postalReturned) / w.electorate) * 100;
    const fr = [0.13, 0.32, 0.52, 0.78].map((f) => Math.round(inPerson * (f + r.float(-0.03, 0.03)) * 10) / 10);
    HOURS.forEach((h, i) => corpus.also(w.name, 'ward', `turnout_by_${h.slice(0, 2)}h`, fr[i], '%', fr[i].toFixed(1), file));
    out.push(`| ${w.name} | ${fr.map((x) => x.toFixed(1)).join(' | ')} |`);
  }
  out.push('', 'The 22:00 figure is in the count summaries (turnout there includes postal votes).', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (b) candidates
const stageWord = (c) => (c.elected ? `elected at stage ${c.count_elected}` : c.excluded_at ? `excluded at stage ${c.excluded_at}` : 'not elected');
// (b1) results export: preamble, semicolons, decimal commas, SURNAME, Forename
{
  const file = 'results/results-export-dea-01-02.csv';
  const pre = [
    `${NI.toUpperCase()} - LOCAL COUNCIL ELECTIONS 22/05/2025`,
    'Report: First preference votes by candidate (RPT-114)',
    'Generated: 24/05/2025 01:12 by CountWise 4.2; decimal separator = comma',
    '',
  ];
  const rows = [];
  for (const code of ['DEA-01', 'DEA-02']) {
    const w = W[code];
    for (const c of w.cands) {
      const nm = `${c.last.toUpperCase()}, ${c.first}`;
      corpus.alias(c.name, nm);
      const share = dec((c.first_prefs / w.valid) * 100, 2);
      candFacts(c, file, { party: c.abbr === 'Ind' ? 'IND' : c.abbr, ward: code, first: String(c.first_prefs), elected: c.status, stage: c.count_elected ?? '', status: c.status, incumbent: c.incumbent ? 'Y' : '' });
      corpus.also(c.name, 'candidate', 'share', Math.round((c.first_prefs / w.valid) * 10000) / 100, '%', share, file);
      rows.push([code, nm, c.abbr === 'Ind' ? 'IND' : c.abbr, c.first_prefs, share, c.status, c.count_elected ?? '', c.incumbent ? 'Y' : 'N']);
    }
  }
  corpus.write(file, pre.join('\n') + '\n' + delimited(['DEA', 'Candidate', 'Party', 'First pref votes', '% of valid poll', 'Status', 'Stage', 'Sitting cllr'], rows, ';'));
}
// (b2) DEA-03 only in a press release (sentences)
{
  const w = W['DEA-03'];
  const file = 'press/2025-05-23-press-release-drumlea.md';
  const out = ['# PRESS RELEASE — Drumlea DEA: seven councillors elected', '', '_Ardglen District Council, Communications Unit. For immediate release, Friday 23 May 2025, 23:40._', '',
    `The count for the Drumlea District Electoral Area concluded this evening at Ardglen Leisure Centre. Seven councillors have been elected.`, ''];
  const sorted = [...w.cands].sort((a, b) => b.first_prefs - a.first_prefs);
  sorted.forEach((c, k) => {
    const inc = c.incumbent ? L(k, ['sitting councillor ', 'outgoing councillor ']) : '';
    const art = (x) => (/^[aeiou]/i.test(x) ? 'an' : 'a');
    const ofp = (x) => (x === 'People First' ? x : `the ${x}`);
    const fp = group(c.first_prefs);
    let sent;
    if (k === 0) sent = `${inc ? 'The ' + inc : ''}${c.name} (${c.party}) topped the poll with ${fp} first preference votes and was elected ${c.count_elected === 1 ? 'on the first count' : `on the ${ORD[c.count_elected]} count`}.`;
    else if (c.elected) sent = L(k, [
      `${inc ? 'The ' + inc : ''}${c.name} of ${ofp(c.party)} was returned on the ${ORD[c.count_elected]} count, having polled ${fp} first preferences.`,
      `${c.name} (${c.party})${inc ? `, ${art(inc)} ${inc.trim()},` : ''} started on ${fp} votes and was elected at stage ${c.count_elected}.`,
    ]);
    else if (c.excluded_at) sent = `${c.name} (${c.party})${inc ? `, the ${inc.trim()},` : ''} polled ${fp} first preferences and was eliminated at stage ${c.excluded_at}.`;
    else sent = `${c.name} (${c.party})${inc ? `, the ${inc.trim()},` : ''} received ${fp} first preference votes but was not elected.`;
    const elected = c.elected ? (c.count_elected === 1 && k === 0 ? 'was elected on the first count' : /returned/.test(sent) ? 'was returned' : 'was elected') : c.excluded_at ? 'was eliminated' : 'was not elected';
    candFacts(c, file, { party: c.party, ward: 'Drumlea', first: fp, elected, stage: c.elected ? (/stage/.test(sent) ? `stage ${c.count_elected}` : `${ORD[c.count_elected]} count`) : '', status: '', incumbent: inc.trim() });
    if (k === 0 && c.count_elected === 1) for (const f of corpus.facts) if (f.entity === c.name && f.attribute === 'count_elected') f.stated = 'on the first count';
    out.push(sent, '');
  });
  out.push(`Turnout in Drumlea was ${w.turnout.toFixed(2)}%. The quota was ${group(w.quota)}.`, '',
    'Media enquiries: press office, 028 8776 0100 (out of hours 07700 900311).', '', 'ENDS', '');
  corpus.write(file, out.join('\n'));
}
// (b3) count software JSON: DEA-04 and DEA-05, nested, stages and transfers
{
  const file = 'count/countwise-export-dea-04-05.json';
  const areas = ['DEA-04', 'DEA-05'].map((code) => {
    const w = W[code];
    const id = (c) => `c${code.slice(4)}${String(w.cands.indexOf(c) + 1).padStart(2, '0')}`;
    const cands = w.cands.map((c) => {
      candFacts(c, file, { party: c.abbr === 'Ind' ? 'IND' : c.abbr, ward: code, first: String(c.first_prefs), elected: c.elected ? 'ELECTED' : c.excluded_at ? 'EXCLUDED' : 'NOT_ELECTED', stage: c.count_elected == null ? '' : String(c.count_elected), status: '', incumbent: c.incumbent ? 'true' : 'false' });
      return {
        candidateId: id(c), displayName: c.name, ballotName: { surname: c.last.toUpperCase(), forenames: c.first },
        party: c.abbr === 'Ind' ? { code: 'IND', name: null } : { code: c.abbr, name: c.party }, sittingMember: c.incumbent,
        firstPreferences: c.first_prefs, result: { status: c.elected ? 'ELECTED' : c.excluded_at ? 'EXCLUDED' : 'NOT_ELECTED', stage: c.count_elected ?? c.excluded_at },
      };
    });
    const byName = Object.fromEntries(w.cands.map((c) => [c.name, id(c)]));
    const stages = w.stages.map((st) => st.stage === 1 ? { stage: 1, action: 'FIRST_PREFERENCES' } : {
      stage: st.stage, action: st.type === 'surplus' ? 'DISTRIBUTE_SURPLUS' : 'EXCLUDE', source: byName[st.from], votesTransferred: st.amount,
      transfers: Object.fromEntries(Object.entries(st.transfers).map(([n, v]) => [byName[n], v])), nonTransferable: st.nonTransferable,
    });
    return { areaCode: code, areaName: w.name, vacancies: w.seats, electorate: w.electorate, validPoll: w.valid, quota: w.quota, candidates: cands, stages };
  });
  corpus.write(file, JSON.stringify({ export: { system: 'CountWise 4.2', generated: '2025-05-24T02:14:09Z', election: 'Local Council Elections 2025', council: NI, method: 'STV (Droop quota)' }, areas }, null, 2) + '\n');
}
// (b4) DEA-06: HTML declaration
{
  const w = W['DEA-06'];
  const file = 'results/dea-06-lismoyne-declaration.html';
  const rows = w.cands.map((c) => {
    const res = c.elected ? `Elected — stage ${c.count_elected}` : c.excluded_at ? `Excluded — stage ${c.excluded_at}` : 'Not elected';
    candFacts(c, file, { party: c.party, ward: 'Lismoyne', first: group(c.first_prefs), elected: res, stage: c.elected ? res : '', status: res, incumbent: c.incumbent ? '(outgoing member)' : '' });
    return `      <tr><td>${esc(c.name)}${c.incumbent ? ' <small>(outgoing member)</small>' : ''}</td><td>${esc(c.party)}</td><td>${group(c.first_prefs)}</td><td>${esc(res)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Declaration of result — Lismoyne DEA</title></head>
<body>
<h1>Lismoyne District Electoral Area — Declaration of Result of Poll</h1>
<p>Election of five councillors to ${esc(NI)} held on Thursday 22 May 2025. I hereby declare that the candidates marked elected below have been duly elected.</p>
<table class="results">
  <thead><tr><th>Candidate</th><th>Description</th><th>First preference votes</th><th>Result</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Total valid poll ${group(w.valid)}. Quota ${group(w.quota)}.</p>
<p class="sig">Deputy Returning Officer, Ardglen Leisure Centre, 24 May 2025</p>
</body>
</html>
`);
}
// (b5) DEA-07: fixed-width text declaration; incumbency only in the outgoing-members list
{
  const w = W['DEA-07'];
  const file = 'results/dea-07-tullyard-declaration.txt';
  const out = [NI.toUpperCase(), 'ELECTION OF COUNCILLORS — TULLYARD DISTRICT ELECTORAL AREA', 'DECLARATION OF RESULT OF POLL', '',
    'I, the undersigned, being the Deputy Returning Officer at the above election held on 22 May 2025, do hereby give notice that the number of',
    'first preference votes given for each candidate was as follows:', '',
    `${'SURNAME'.padEnd(15)}${'OTHER NAMES'.padEnd(14)}${'DESCRIPTION'.padEnd(30)}${'VOTES'.padStart(7)}  RESULT`, '-'.repeat(82)];
  for (const c of w.cands) {
    const res = c.elected ? `ELECTED AT STAGE ${c.count_elected}` : c.excluded_at ? `EXCLUDED AT STAGE ${c.excluded_at}` : 'NOT ELECTED';
    const line = `${c.last.toUpperCase().padEnd(15)}${c.first.padEnd(14)}${c.party.padEnd(30)}${group(c.first_prefs).padStart(7)}  ${res}`;
    corpus.alias(c.name, `${c.last.toUpperCase().padEnd(15)}${c.first}`);
    candFacts(c, file, { party: c.party, ward: 'TULLYARD', first: group(c.first_prefs), elected: res, stage: c.elected ? res : '', status: res });
    out.push(line);
  }
  out.push('', `Dated 23 May 2025.`, '', 'Deputy Returning Officer', '');
  corpus.write(file, out.join('\n'));
}
// (b6) Gaoth Dobhair: bilingual table
const IRP = (c) => (c.abbr === 'Ind' ? 'Neamhspleách' : c.party);
{
  const w = W['LEA-GD'];
  const file = 'donegal/torthai-gaoth-dobhair-2025.md';
  const out = ['# Torthaí an Chomhairimh / Count results — Gaoth Dobhair (Gweedore) LEA', '', 'Toghchán Áitiúil, 22 Bealtaine 2025. Líon suíochán / Seats: 5.', '',
    '| Iarrthóir / Candidate | Páirtí / Party | Vótaí 1ú rogha / 1st pref. | Toradh / Result | Comhairleoir reatha / Outgoing |', '|---|---|---|---|---|'];
  for (const c of w.cands) {
    const res = c.elected ? `Tofa (comhaireamh ${c.count_elected}) / Elected (count ${c.count_elected})` : c.excluded_at ? `Eisiata (comhaireamh ${c.excluded_at}) / Excluded` : 'Gan toghadh / Not elected';
    candFacts(c, file, { party: IRP(c), ward: 'Gaoth Dobhair', first: group(c.first_prefs), elected: res, stage: c.elected ? `comhaireamh ${c.count_elected}` : '', status: res, incumbent: c.incumbent ? 'Tá' : 'Níl' });
    out.push(`| ${c.name} | ${IRP(c)} | ${group(c.first_prefs)} | ${res} | ${c.incumbent ? 'Tá' : 'Níl'} |`);
  }
  out.push('', 'Neamhspleách = Independent.', '');
  corpus.write(file, out.join('\n'));
}
// (b7) Na Rosa: Irish-only HTML table
{
  const w = W['LEA-NR'];
  const file = 'donegal/torthai-na-rosa-2025.html';
  const rows = w.cands.map((c) => {
    const res = c.elected ? `Tofa ar an ${IRD(c.count_elected)} comhaireamh` : c.excluded_at ? `Eisiata ar an ${IRD(c.excluded_at)} comhaireamh` : 'Níor toghadh';
    const pa = c.abbr === 'Ind' ? 'Neamhsp.' : c.abbr;
    candFacts(c, file, { party: pa, ward: 'Na Rosa', first: String(c.first_prefs), elected: res, stage: c.elected ? `${IRD(c.count_elected)} comhaireamh` : '', status: res, incumbent: c.incumbent ? '(comhairleoir reatha)' : '' });
    return `    <tr><td>${esc(c.name)}${c.incumbent ? ' (comhairleoir reatha)' : ''}</td><td>${esc(pa)}</td><td>${c.first_prefs}</td><td>${esc(res)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="ga">
<head><meta charset="utf-8"><title>Torthaí — Toghcheantar Áitiúil na Rosann</title></head>
<body>
<h1>Na Rosa — torthaí an chomhairimh</h1>
<p>Toghchán Áitiúil 2025. Sé shuíochán. Cuóta: ${group(w.quota)}. Giorrúcháin: PP = Páirtí an Phobail, CnaT = Comhaontas na Tuaithe, LOTC = Lucht Oibre Thír Chonaill, Neamhsp. = Neamhspleách.</p>
<table>
  <thead><tr><th>Iarrthóir</th><th>Páirtí</th><th>Céadroghanna</th><th>Stádas</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body>
</html>
`);
}
// (b8) Baile na Finne: the Donegal returning officer's e-mail (sentences)
{
  const w = W['LEA-BF'];
  const file = 'mail/2025-05-25-baile-na-finne-result.eml';
  const sents = [...w.cands].sort((a, b) => b.first_prefs - a.first_prefs).map((c, k) => {
    const pa = c.abbr === 'Ind' ? 'Independent' : `${c.party}`;
    const inc = c.incumbent ? 'the outgoing councillor ' : '';
    const fp = group(c.first_prefs);
    let s;
    if (k === 0) s = `${inc ? 'The outgoing councillor ' : ''}${c.name} (${pa}) topped the poll on ${fp} and was elected on the ${ORD[c.count_elected]} count.`;
    else if (c.elected && inc) s = `Also returned was the outgoing councillor ${c.name} (${pa}), who polled ${fp} first preferences and took a seat on the ${ORD[c.count_elected]} count.`;
    else if (c.elected) s = `${c.name} (${pa}) polled ${fp} first preferences and took a seat on the ${ORD[c.count_elected]} count.`;
    else if (c.excluded_at) s = `${c.name} (${pa})${inc ? ', ' + inc.trim() + ',' : ''} had ${fp} first preferences and was eliminated on count ${c.excluded_at}.`;
    else s = `${c.name} (${pa})${inc ? ', ' + inc.trim() + ',' : ''} finished with ${fp} first preferences and was not elected.`;
    candFacts(c, file, { party: pa, ward: 'Baile na Finne', first: fp, elected: c.elected ? (k === 0 ? 'was elected' : 'took a seat') : c.excluded_at ? 'was eliminated' : 'was not elected', stage: c.elected ? `${ORD[c.count_elected]} count` : '', status: '', incumbent: k === 0 && inc ? 'The outgoing councillor' : inc.trim() });
    return s;
  });
  corpus.write(file, `From: Oifig an Chláraitheora Toghcháin <toghchain@donegalcoco.ie>
To: elections@ardglen.gov.uk
Date: Sun, 25 May 2025 10:02:44 +0100
Subject: Baile na Finne — toradh / result

A chairde,

Dia dhaoibh ó Leifear. Here is the Baile na Finne result for your twinning newsletter, as promised on Friday — the
count finished just after 9pm last night (${NUMW[w.nStages]} counts, quota ${group(w.quota)}).

${sents.join('\n')}

Bhí sé fada ach bhí sé cothrom. The full sheets for Gaoth Dobhair and Na Rosa are on the shared drive already.

Le meas,
Máiréad Ní Bhrollaigh
Leas-Oifigeach Canbhasála / Deputy Returning Officer, Donegal County Council
`);
}
// (b9) stage-by-stage WIDE tables: DEA-01 (CSV) and DEA-06 (Markdown)
function stageRows(w) {
  return w.cands.map((c) => {
    const cells = w.stages.map((st) => {
      const v = st.totals[c.name];
      const gone = c.excluded_at != null && st.stage >= c.excluded_at;
      return gone ? '–' : String(v);
    });
    return { c, cells };
  });
}
{
  const w = W['DEA-01'];
  const file = 'count/dea-01-ballinderry-stages.csv';
  const rows = stageRows(w).map(({ c, cells }) => {
    cells.forEach((v, i) => { if (v !== '–') corpus.also(c.name, 'candidate', `votes_stage_${i + 1}`, Number(v), '', v, file); });
    return [c.name, c.abbr === 'Ind' ? 'Ind' : c.abbr, ...cells];
  });
  const acts = w.stages.map((st) => (st.stage === 1 ? '1st prefs' : st.type === 'surplus' ? `Surplus ${C[st.from].last}` : `Excl. ${C[st.from].last}`));
  rows.push(['Non-transferable', '', ...w.stages.map((st, i) => String(w.stages.slice(1, i + 1).reduce((s, x) => s + x.nonTransferable, 0)))]);
  corpus.write(file, delimited(['Candidate', 'Party', ...w.stages.map((st) => `Stage ${st.stage}`)], [['(action)', '', ...acts], ...rows]));
}
{
  const w = W['DEA-06'];
  const file = 'count/dea-06-lismoyne-stages.md';
  const out = ['# Lismoyne DEA — result sheet by stage', '', `Quota ${group(w.quota)}; ${w.seats} seats. Totals after each stage.`, '',
    `| Candidate | ${w.stages.map((st) => `Stage ${st.stage}`).join(' | ')} |`, `|---|${w.stages.map(() => '---').join('|')}|`];
  for (const { c, cells } of stageRows(w)) {
    cells.forEach((v, i) => { if (v !== '–') corpus.also(c.name, 'candidate', `votes_stage_${i + 1}`, Number(v), '', v, file); });
    out.push(`| ${c.name} | ${cells.join(' | ')} |`);
  }
  out.push('', w.stages.slice(1).map((st) => `Stage ${st.stage}: ${st.type === 'surplus' ? 'surplus of' : 'exclusion of'} ${st.from} (${st.amount} votes, ${st.nonTransferable} non-transferable).`).join('\n'), '');
  corpus.write(file, out.join('\n'));
}
// (b10) outgoing members list: Tullyard's incumbency (facts of the DEA-07 candidates in a second file)
{
  const file = 'members/outgoing-councillors-2023-2025.md';
  const out = ['# Outgoing councillors (2023–2025 council term)', '', 'Members whose term ends on the fourth day after polling day, with whether they stood again. Kept by Democratic Services.', ''];
  for (const w of WARDS.filter((x) => x.council === NI)) {
    const inc = w.cands.filter((c) => c.incumbent);
    if (w.code === 'DEA-07') for (const c of w.cands) corpus.also(c.name, 'candidate', 'incumbent', c.incumbent, 'bool', c.incumbent ? c.name : '', file);
    const retiring = ['Cllr Hazel Brown', 'Cllr Victor Hume', 'Cllr Aideen McQuillan', 'Cllr Robert Dunlop', 'Cllr Geraldine Rooney', 'Cllr Norman Black', 'Cllr Patricia Lyttle'];
    out.push(`## ${w.name} (${w.code})`, '', ...inc.map((c) => `- ${c.name} — standing again`), `- ${retiring[WARDS.indexOf(w)]} — not standing`, '');
  }
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (c) parties
['UPP', 'SDU', 'CAP'].forEach((abbr, k) => {
  const p = P[abbr];
  const file = `parties/${slug(p.name)}.md`;
  const s = { abbr: `Abbreviation: ${p.abbr}`, agent: `Election agent: ${p.agent}`, ncand: `Candidates nominated: ${p.ncand}`, first: `First preference votes: ${group(p.first_prefs)}`, seats: `Seats won: ${p.seats}` };
  partyFacts(p, file, s);
  corpus.write(file, [`# ${p.name} — return for the 2025 local council elections`, '', `Party return filed with the Electoral Office, ${NI}.`, '',
    s.abbr, s.agent, `Registered office: ${p.office}`, s.ncand, s.first, s.seats, '',
    L(k, ['Agent\'s declaration of expenses due 35 days after the declaration of result.', 'Party tellers registered for all seven DEAs.', 'Two candidates withdrew before the close of nominations and are not counted here.']), ''].join('\n'));
});
{
  const file = 'parties/party-returns-summary-2025.html';
  const rows = ['IUV', 'GRN', 'PF'].map((abbr) => {
    const p = P[abbr];
    partyFacts(p, file, { abbr: p.abbr, ...(abbr === 'PF' ? {} : { agent: p.agent }), ncand: `<td>${p.ncand}</td>`, first: group(p.first_prefs), seats: `<td>${p.seats}</td>` });
    return `    <tr><td>${esc(p.name)}</td><td>${p.abbr}</td><td>${abbr === 'PF' ? '— (see agents e-mail)' : esc(p.agent)}</td><td>${p.ncand}</td><td>${group(p.first_prefs)}</td><td>${p.seats}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Smaller parties — returns summary 2025</title></head>
<body>
<h1>Party returns summary — smaller parties (2025)</h1>
<p>The three larger parties have their own return sheets in this folder. Independents are not included.</p>
<table>
  <thead><tr><th>Party</th><th>Short name</th><th>Agent</th><th>Candidates standing</th><th>1st pref. votes</th><th>Seats</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
{
  const file = 'donegal/pairtithe-parties-2025.yaml';
  const out = ['# Páirtithe polaitíochta / Political parties — Toghchán Áitiúil 2025 (na trí thoghcheantar)', 'council: Comhairle Contae Dhún na nGall', 'election_date: 2025-05-22', 'parties:'];
  for (const abbr of ['PP', 'CnaT', 'LOTC']) {
    const p = P[abbr];
    partyFacts(p, file, { abbr: `abbreviation: ${p.abbr}`, agent: p.agent, ncand: `candidates: ${p.ncand}`, first: `first_preferences: ${p.first_prefs}`, seats: `seats: ${p.seats}` });
    out.push(`  - name: ${p.name}`, `    name_en: ${JSON.stringify(p.en)}`, `    abbreviation: ${p.abbr}`, '    agent:', `      ainm: ${p.agent}`, `      seoladh: ${JSON.stringify(p.office)}`,
      '    results:', `      candidates: ${p.ncand}`, `      first_preferences: ${p.first_prefs}`, `      seats: ${p.seats}`);
  }
  corpus.write(file, out.join('\n') + '\n');
}
// Donegal parties stand only in Donegal
for (const f of corpus.facts) if (f.type === 'party' && f.attribute === 'council' && f.file === 'donegal/pairtithe-parties-2025.yaml') f.stated = '';

// ------------------------------------------------------------------ (d) polling stations
{
  const file = 'stations/polling-scheme-2025.yaml';
  const out = ['# Polling scheme 2025 — extract for DEAs 1-4 (Ballinderry, Carrowmore, Drumlea, Glenmoy)', `council: ${NI}`, 'poll_date: 2025-05-22', 'hours: "07:00-22:00"', 'deas:'];
  for (const code of ['DEA-01', 'DEA-02', 'DEA-03', 'DEA-04']) {
    const w = W[code];
    out.push(`  - code: ${code}`, `    name: ${w.name}`, '    stations:');
    for (const st of stations.filter((x) => x.ward === code)) {
      stationFacts(st, file, { ward: code, address: st.street, boxes: `ballot_boxes: ${st.boxes}`, opens: '07:00', closes: '22:00', date: '2025-05-22' });
      out.push(`      - id: ${st.code}`, `        venue: ${JSON.stringify(st.name)}`, '        address:', `          street: ${st.street}`, `          town: ${st.town}`, `          postcode: ${st.postcode}`,
        `        ballot_boxes: ${st.boxes}`, `        presiding_officer: ${st.po}`);
    }
  }
  corpus.write(file, out.join('\n') + '\n');
}
{
  const file = 'stations/polling-stations-dea-05-07.html';
  const rows = stations.filter((x) => ['DEA-05', 'DEA-06', 'DEA-07'].includes(x.ward) && x.code !== 'PS-052').map((st) => {
    stationFacts(st, file, { ward: W[st.ward].name, address: st.street, boxes: `<td>${st.boxes}</td>`, opens: '7am', closes: '10pm' });
    return `    <tr><td>${st.code}</td><td>${esc(st.name)}</td><td>${esc(`${st.street}, ${st.town} ${st.postcode}`)}</td><td>${W[st.ward].name}</td><td>${st.boxes}</td><td>${esc(st.po)}</td><td>7am – 10pm</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Polling stations — Kilbride, Lismoyne and Tullyard</title></head>
<body>
<h1>Polling stations 2025: Kilbride, Lismoyne and Tullyard DEAs</h1>
<p>Polling day Thursday 22 May 2025. The Kilbride Community Centre station has moved this year — see the e-mail of 8 May.</p>
<table>
  <thead><tr><th>Station no.</th><th>Polling place</th><th>Address</th><th>DEA</th><th>Ballot boxes</th><th>Presiding officer</th><th>Hours</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
{
  const st = ST['PS-052'];
  const file = 'mail/2025-05-08-kilbride-station-moved.eml';
  stationFacts(st, file, { ward: 'Kilbride', address: st.street, boxes: 'two ballot boxes', opens: '7am', closes: '10pm', date: '22 May', stepFree: 'ramp at the side door' });
  corpus.write(file, `From: Elections Office <elections@ardglen.gov.uk>
To: Kilbride DEA presiding officers; Democratic Services
Date: Thu, 08 May 2025 15:20:07 +0100
Subject: Kilbride Community Centre unavailable — station moved (PS-052)

Hi all,

Kilbride Community Centre is closed for roof repairs, so station ${st.code} moves to ${st.name}, ${st.street}, Kilbride ${st.postcode},
for polling day on Thursday 22 May. It will open at 7am and close at 10pm as usual, with two ballot boxes (the second one for the
Ferry Road end of the register). ${st.po} is the presiding officer there. There is a ramp at the side door, so the hall is fine
for wheelchair users; the car park is small.

Poll cards have already gone out with the old address. We'll put a sign on the community centre door and a notice in the Kilbride Courier.

Thanks,
Elections Office, Ardglen Civic Centre
`);
}
{
  const file = 'donegal/staisiuin-votala-polling-stations-2025.md';
  const IRDATE = { '2025-05-20': '20 Bealtaine 2025', '2025-05-22': '22 Bealtaine 2025' };
  const out = ['# Stáisiúin vótála / Polling stations — Ceantar Bardasach na nGleanntach, 2025', '',
    'Vótálann na hoileáin dhá lá roimh ré. / The island stations poll two days early (Tuesday).', '',
    '| Uimh. / No. | Stáisiún / Station | Toghcheantar / LEA | Boscaí / Boxes | Oifigeach ceannais / Presiding officer | Dáta / Date | Uaireanta / Hours | Rochtain gan chéim / Step-free |',
    '|---|---|---|---|---|---|---|---|'];
  for (const st of stations.filter((x) => W[x.ward].council === DL)) {
    const hrs = `${st.opens.replace(':', '.')}–${st.closes.replace(':', '.')}`;
    stationFacts(st, file, { ward: W[st.ward].name, address: '', boxes: `| ${st.boxes} |`, opens: st.opens.replace(':', '.'), closes: st.closes.replace(':', '.'), date: IRDATE[st.date], stepFree: st.stepFree ? 'Tá' : 'Níl' });
    out.push(`| ${st.code} | ${st.name}, ${st.street} | ${W[st.ward].name} | ${st.boxes} | ${st.po} | ${IRDATE[st.date]} | ${hrs} | ${st.stepFree ? 'Tá' : 'Níl'} |`);
  }
  out.push('', 'Bád farantóireachta: boscaí ballóide ó Thoraigh agus ó Árainn Mhór ar ais ar an mhórthír an oíche chéanna. / Island boxes return by ferry the same evening.', '');
  corpus.write(file, out.join('\n'));
}
// fix the address forms of the Donegal stations (the table states street and name together)
for (const f of corpus.facts) if (f.type === 'station' && f.attribute === 'address' && f.file.startsWith('donegal/')) f.stated = '';
{
  const file = 'stations/accessibility-audit-2025.csv';
  const rows = stations.filter((x) => W[x.ward].council === NI && x.code !== 'PS-052').map((st, k) => {
    corpus.also(st.name, 'station', 'step_free', st.stepFree, 'bool', st.stepFree ? 'Y' : 'N', file);
    return [st.code, st.name, st.stepFree ? 'Y' : 'N', st.stepFree ? L(k, ['level entrance', 'ramp (1:12)', 'automatic doors']) : L(k, ['two steps at entrance; portable ramp requested', 'side door has one step', 'no level access']), r.int(0, 3), L(k, ['2025-03-04', '2025-03-11', '2025-03-18'])];
  });
  corpus.write(file, delimited(['Station', 'Polling place', 'Step-free access (Y/N)', 'Notes', 'Disabled parking bays', 'Audited'], rows));
}

// ------------------------------------------------------------------ (e) staff
const ROLE_CODE = { 'Presiding officer': 'PO', 'Poll clerk': 'PC' };
const niFixed = staff.filter((p) => p.role !== 'Count assistant' && W[ST[p.station].ward].council === NI);
const late = niFixed.filter((p) => ['PS-052', 'PS-062'].includes(p.station) || (p.role === 'Poll clerk' && ['PS-033', 'PS-071'].includes(p.station)));
const payroll = niFixed.filter((p) => !late.includes(p));
{
  const file = 'staff/poll-staff-payroll-2025.csv';
  const rows = payroll.map((p, k) => {
    const [first, ...rest] = p.name.split(' ');
    const last = rest.join(' ');
    corpus.alias(p.name, `${last},${first}`);
    staffFacts(p, file, { role: ROLE_CODE[p.role], station: p.station, fee: p.fee.toFixed(2), worked: String(p.worked) });
    return [`EL25-${String(101 + k)}`, last, first, ROLE_CODE[p.role], p.station, p.fee.toFixed(2), p.worked];
  });
  corpus.write(file, delimited(['Payroll no', 'Surname', 'Forename', 'Role', 'Station', 'Fee (£)', 'Elections worked'], rows));
}
{
  const file = 'staff/late-appointments-2025.md';
  const out = ['# Late appointments — poll staff, May 2025', '', 'Appointed after the main payroll run (replacements and the moved Kilbride station). Paid with the June payroll.', ''];
  for (const p of late) {
    const st = ST[p.station];
    const s = { role: `Appointed as: ${p.role}`, station: `Polling station: ${st.name} (${st.code})`, fee: `Fee payable: £${p.fee.toFixed(2)}`, worked: `Previous elections worked: ${p.worked}` };
    staffFacts(p, file, s);
    out.push(`## Appointment — ${p.name}`, '', s.role, s.station, s.fee, s.worked, `Training: ${L(late.indexOf(p), ['Tuesday 13 May, Civic Centre', 'Wednesday 14 May, online', 'Tuesday 13 May, Civic Centre', 'Thursday 15 May, Tullyard'])}`, '');
  }
  corpus.write(file, out.join('\n'));
}
{
  const file = 'mail/2025-05-16-count-assistants.eml';
  const ca = staff.filter((p) => p.role === 'Count assistant');
  const hrsW = (h) => (h === 9 ? '9 hours' : h === 17 ? '17 hours' : `${h} hours`.replace('8.5 hours', 'eight and a half hours'));
  const lines = ca.map((p, k) => {
    const s = { role: 'count assistant', station: '', fee: p.hours === 17 ? `£${p.fee.toFixed(2)}` : `${hrsW(p.hours)} at £14.80` };
    staffFacts(p, file, s);
    if (p.hours === 17) return `${p.name} is with us for both days (Friday 9 hours, Saturday 8 hours), which comes to £${p.fee.toFixed(2)}.`;
    if (p.hours === 8.5) return `${p.name} can only do Saturday, so eight and a half hours at £14.80 an hour.`;
    return `${p.name} does Friday only: ${hrsW(p.hours)} at £14.80 an hour${k === 0 ? ' — verification and the first stages' : ''}.`;
  });
  corpus.write(file, `From: Count Supervisor <count@ardglen.gov.uk>
To: Elections Office <elections@ardglen.gov.uk>
Date: Fri, 16 May 2025 11:48:30 +0100
Subject: Count assistants — hours and fees

Hi,

The five count assistants from the agency are confirmed for the count at Ardglen Leisure Centre. The rate is £14.80 an hour as agreed.

${lines.join('\n')}

They all did the training session on the 12th. Can payroll set them up with one-off payments please? Fees are for the hours above only;
meals are provided.

Thanks,
Count Supervisor
`);
}
{
  const file = 'donegal/foireann-staff-2025.md';
  const out = ['# Foireann na stáisiún / Polling staff — Ceantar Bardasach na nGleanntach, 2025', '', 'Táillí de réir Ordú na dTáillí 2025. / Fees as set by the 2025 Fees Order.', '',
    '| Ainm / Name | Ról / Role | Stáisiún / Station | Táille / Fee |', '|---|---|---|---|'];
  for (const p of staff.filter((x) => x.station && W[ST[x.station].ward].council === DL)) {
    staffFacts(p, file, { role: 'Oifigeach Ceannais / Presiding Officer', station: p.station, fee: `€${p.fee}.00` });
    out.push(`| ${p.name} | Oifigeach Ceannais / Presiding Officer | ${p.station} | €${p.fee}.00 |`);
  }
  out.push('', 'Liúntas oileáin san áireamh do Thoraigh agus Árainn Mhór. / Island allowance included for Tory and Arranmore.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ e-mails and press with second-file facts
{
  const file = 'mail/2025-04-14-election-agents.eml';
  corpus.also(P.PF.name, 'party', 'agent', P.PF.agent, 'person', P.PF.agent, file);
  corpus.write(file, `From: Elections Office <elections@ardglen.gov.uk>
To: Democratic Services
Date: Mon, 14 Apr 2025 09:31:12 +0100
Subject: Election agents notified

Morning,

All parties have now given notice of their election agents. The one outstanding from last week has come in: People First have
appointed ${P.PF.agent} as their agent for all seven DEAs, with an office at ${P.PF.office}.

For the record, ${P.UPP.agent} is acting for the Ulster Progressive Party again and ${P.CAP.agent} for the Community Alliance Party.
Independents act as their own agents except in Carrowmore, where the candidate has appointed her husband.

Counting agents' names are due by noon on Monday 19 May.

Elections Office
`);
}
{
  const file = 'press/2025-05-24-press-release-final-results.md';
  const ni = PARTIES.filter((p) => p.council === NI).sort((a, b) => b.seats - a.seats || b.first_prefs - a.first_prefs);
  const totalSeats = WARDS.filter((w) => w.council === NI).reduce((s, w) => s + w.seats, 0);
  const totalValid = WARDS.filter((w) => w.council === NI).reduce((s, w) => s + w.valid, 0);
  corpus.write(file, [`# PRESS RELEASE — All ${totalSeats} seats on ${NI} filled`, '', '_Saturday 24 May 2025, 19:15._', '',
    `The last of the seven District Electoral Areas declared this afternoon, completing the election of ${totalSeats} councillors. ` +
      `Across the council area ${group(totalValid)} valid first preference votes were cast.`, '',
    `The ${ni[0].name} is the largest party on the new council with ${NUMW[ni[0].seats] ?? ni[0].seats} seats, followed by the ${ni[1].name} with ${ni[1].seats}. ` +
      `The ${ni[2].name} won ${ni[2].seats}.`, '',
    `The Chief Executive thanked polling staff, count staff and the PSNI for a smooth poll, and the candidates and agents for their conduct at the count.`, '',
    'The first meeting of the new council will be held at the Civic Centre on Monday 2 June 2025 at 7pm.', '', 'ENDS', ''].join('\n'));
}
{
  const file = 'donegal/preasraiteas-2025-05-25.md';
  const dl = WARDS.filter((w) => w.council === DL);
  corpus.write(file, ['# Preasráiteas — Toghchán Áitiúil 2025, Ceantar Bardasach na nGleanntach', '', '_Dé Domhnaigh, 25 Bealtaine 2025._', '',
    `Tá ${dl.reduce((s, w) => s + w.seats, 0)} chomhairleoir tofa sna trí thoghcheantar áitiúla: Gaoth Dobhair, Na Rosa agus Baile na Finne. ` +
      'Críochnaíodh an comhaireamh deiridh i mBaile na Finne oíche Shathairn.', '',
    'Ghabh an Leas-Oifigeach Canbhasála buíochas leis an fhoireann ar fad, go háirithe foireann na n-oileán, a thug na boscaí ballóide ar ais ar an bhád farantóireachta.', '',
    'Beidh cruinniú cinn bhliana na comhairle ar siúl i Leifear ar an 6 Meitheamh 2025.', '', 'CRÍOCH', ''].join('\n'));
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `ARDGLEN DISTRICT COUNCIL — ELECTIONS OFFICE SHARED DRIVE (LOCAL COUNCIL ELECTIONS 2025)
wards/        ward (DEA) sheets for DEAs 1-4
count/        count summaries, stage tables, CountWise export, returning officer's notes
results/      results export, declarations
press/        press releases
parties/      party returns
stations/     polling scheme, station list, accessibility audit, checklists
staff/        poll staff payroll, late appointments, role codes
postal/       postal vote statistics
turnout/      turnout history and polling-day figures
members/      outgoing councillors
mail/         e-mails kept for the record
admin/        timetable, expenses, print orders, budget, training, media
minutes/      elections team meetings
donegal/      twinned council (Donegal County Council, Ceantar Bardasach na nGleanntach) — as gaeilge agus i mBéarla
`);
corpus.write('admin/election-timetable-2025.md', `# Election timetable — local council elections 2025

| Event | Date |
|---|---|
| Notice of election | Monday 14 April 2025 |
| Close of nominations (4pm) | Tuesday 29 April 2025 |
| Statement of persons nominated | Wednesday 30 April 2025 |
| Deadline for new registrations | Friday 2 May 2025 |
| Postal and proxy applications close (5pm) | Friday 2 May 2025 |
| Polling day (7am–10pm) | Thursday 22 May 2025 |
| Verification and count | Friday 23 – Saturday 24 May 2025 |
| New council takes office | Monday 26 May 2025 |
`);
corpus.write('admin/candidate-expenses-limits-2025.md', `# Candidates' election expenses — limits 2025

The limit for a candidate at a local council election is £1,350 plus 6p for every elector in the DEA (per the register used at the election).

- Return of expenses due within 35 days of the declaration of result.
- Joint candidates: limit reduced by a quarter (two candidates) or a third (three or more).
- Notional expenditure (donated services, discounted printing) counts against the limit.

Worked example: a DEA of 14,000 electors → £1,350 + £840 = £2,190.
`);
corpus.write('admin/ballot-paper-print-order.csv', delimited(['DEA', 'Ballot papers ordered', 'Postal packs', 'Tendered papers', 'Printer', 'Delivered'], [
  ['DEA-01', '15,500', '900', '100', 'Mourne Print Ltd', '2025-05-09'], ['DEA-02', '13,000', '650', '100', 'Mourne Print Ltd', '2025-05-09'],
  ['DEA-03', '18,500', '1,000', '150', 'Mourne Print Ltd', '2025-05-12'], ['DEA-04', '13,000', '700', '100', 'Mourne Print Ltd', '2025-05-12'],
  ['DEA-05', '16,000', '800', '100', 'Lagan Litho', '2025-05-12'], ['DEA-06', '13,500', '650', '100', 'Lagan Litho', '2025-05-13'],
  ['DEA-07', '16,000', '900', '100', 'Lagan Litho', '2025-05-13'],
]));
corpus.write('admin/count-centre-plan.md', `# Count centre plan — Ardglen Leisure Centre

- Sports Hall 1: verification tables 1–14 (two per DEA), ballot box reception at the loading bay.
- Sports Hall 2: count tables by DEA, adjudication desk, results board.
- Squash court corridor: media (max. 20 accredited), power and wi-fi.
- Function room: candidates and agents, catering.

Doors open 8.30am Friday. Mobile phones on silent in the halls. Ballot boxes stored overnight in the sealed plant room
(PSNI presence Friday night).
`);
corpus.write('admin/budget-2025.csv', delimited(['Budget line', 'Estimate (£)', 'Actual (£)'], [
  ['Polling station hire', '6,400', '6,950'], ['Presiding officers and clerks', '5,600', '5,520'], ['Count staff', '9,800', '10,310'],
  ['Printing (ballot papers, poll cards)', '18,200', '17,640'], ['Postage', '7,500', '7,180'], ['Count centre hire and security', '4,100', '4,390'],
  ['Count software licence', '3,250', '3,250'], ['Training and catering', '1,900', '2,240'],
]));
corpus.write('admin/training-sessions-2025.md', `# Training sessions — poll and count staff

| Session | Date | Venue | Attended |
|---|---|---|---|
| Presiding officers (main) | Tue 6 May, 7pm | Civic Centre | 12 |
| Presiding officers (repeat) | Thu 8 May, 2pm | Tullyard Library | 4 |
| Poll clerks | Wed 7 May, 7pm | Civic Centre | 9 |
| Count staff | Mon 12 May, 6pm | Ardglen Leisure Centre | 31 |
| Late appointments | Tue 13 May, 7pm | Civic Centre | 3 |

Handbook: Electoral Commission guidance for polling station staff (NI), 2025 edition.
`);
corpus.write('admin/nominations-checklist.md', `# Nominations checklist

1. Nomination paper signed by a proposer and seconder and eight assentors, all registered in the DEA.
2. Consent to nomination witnessed and dated within one month before the last day of nominations.
3. Certificate of authorisation for a party description (and emblem request if any).
4. Home address form; qualification confirmed (one of the four qualifications).
5. Deposit: none for local elections in Northern Ireland.

Informal checks offered until Friday 25 April; 41 nomination papers checked informally.
`);
corpus.write('admin/media-accreditation-2025.csv', delimited(['Outlet', 'Journalists', 'Camera', 'Days'], [
  ['Ardglen Courier', '2', 'N', 'Fri, Sat'], ['Kilbride Courier', '1', 'N', 'Fri'], ['BBC Radio Ulster', '2', 'N', 'Fri, Sat'], ['UTV', '1', 'Y', 'Sat'],
  ['Raidió na Gaeltachta', '1', 'N', 'Sat'], ['Mid Ulster Mail', '1', 'N', 'Fri, Sat'],
]));
corpus.write('minutes/elections-team-2025-04-10.md', `# Elections team meeting — 10 April 2025

Present: Deputy Returning Officer, Elections Manager, Count Supervisor, Democratic Services, IT.

1. Polling places: Kilbride Community Centre may be unavailable (roof works); alternatives being looked at.
2. CountWise licence renewed; test count with dummy data on 15 May.
3. Staffing: recruitment of presiding officers nearly complete; two vacancies (Lismoyne, Kilbride).
4. Donegal twinning: exchange of observers at the counts agreed — two from Ardglen to An Clochán Liath on the Saturday.
5. Next meeting: 1 May.
`);
corpus.write('minutes/elections-team-2025-05-29-debrief.md', `# Elections team — debrief, 29 May 2025

- Poll: no serious incidents. One station (Glenmoy Rural Hall) opened four minutes late because of a key holder; logged.
- Postal votes: opening sessions ran to time; rejection mainly for mismatched signatures.
- Count: finished 17:40 Saturday, about two hours later than 2023, mostly because of the overnight adjournment in Kilbride.
- Staffing: count assistants to be booked earlier next time; the agency charged a late booking fee of £120.
- Donegal observers found our adjudication desk layout useful; they will send their island ferry plan.
`);
corpus.write('stations/polling-day-checklist.md', `# Presiding officer's checklist — polling day

Before 7am: set up booths, check the ballot box is empty and seal it in front of any agents present, display notices.
During the poll: mark the register, issue ballot papers with the official mark, keep the ballot paper account.
At 10pm: close the poll; anyone in the queue at 10pm may vote. Seal the box, complete the ballot paper account,
pack the tendered votes list separately and deliver everything to the receiving centre.

Emergency numbers: Elections Office 028 8776 0155; out of hours 07700 900488.
`);
corpus.write('staff/role-codes-and-fees.md', `# Poll staff — role codes and fee scale 2025

Payroll role codes: PO = presiding officer, PC = poll clerk, CA = count assistant (agency, paid by the hour).

Fee scale (Northern Ireland): presiding officer £265 plus £25 for each ballot box after the first; poll clerk £165
plus £10 for each box after the first. Count assistants £14.80 an hour. Training: £30 per session, paid separately.
`);
corpus.write('mail/2025-05-21-ballot-box-collection.eml', `From: Elections Office <elections@ardglen.gov.uk>
To: All presiding officers
Date: Wed, 21 May 2025 16:05:51 +0100
Subject: Tomorrow — collection of ballot boxes

Dear colleague,

Ballot boxes and equipment can be collected from the Civic Centre garage between 5pm and 8pm today. Please bring your
appointment letter. After the close of poll, boxes go to the receiving point at Ardglen Leisure Centre (loading bay, Sports Hall 1).

Remember the new paper for the tendered votes list. Good luck tomorrow.

Elections Office
`);
corpus.write('donegal/treoracha-comhairimh-count-instructions.md', `# Treoracha comhairimh / Count instructions (Donegal)

1. Fíorú: comhairtear na páipéir i ngach bosca agus cuirtear i gcomparáid leis an chuntas páipéar ballóide iad.
2. Céadroghanna: sórtáiltear de réir iarrthóra. / First preferences are sorted by candidate.
3. Barrachas: aistrítear an barrachas de réir na dara roghanna. / Surpluses are transferred according to the next preferences.
4. Eisiamh: eisiatar an t-iarrthóir is ísle. / The lowest candidate is excluded.

Ní thosaíonn an comhaireamh go dtí 9 a.m. Dé Sathairn. Counting starts at 9am on Saturday.
`);
corpus.write('donegal/README-eolas.txt', `EOLAS / INFORMATION
Comhaid ó Chomhairle Contae Dhún na nGall (Ceantar Bardasach na nGleanntach), roinnte faoin socrú nascaireachta.
Files shared by Donegal County Council under the twinning arrangement. Some sheets are in Irish only:
Tofa = elected; Eisiata = excluded; Níor toghadh = not elected; Neamhspleách = Independent; comhaireamh = count;
céadroghanna / vótaí 1ú rogha = first preferences; toghthóirí = electors; Tá / Níl = yes / no.
`);
corpus.write('count/recount-request-dea-05.md', `# Recount request — Kilbride DEA

Received from a counting agent at 19:20 on Friday 23 May, after stage 6 was announced. The agent asked for the stage to be
re-checked because two bundles had been moved between tables. The Deputy Returning Officer had the bundles re-checked (no change)
and declined a full recount. The agent was told the decision and the reason in writing at 19:55.
`);
corpus.write('mail/2025-05-23-postal-votes-close.eml', `From: Postal Votes Team <postal@ardglen.gov.uk>
To: Elections Office <elections@ardglen.gov.uk>
Date: Fri, 23 May 2025 07:45:10 +0100
Subject: Postal votes — close of poll figures

Morning,

Final postal figures per DEA are in postal/postal-votes-summary-2025.csv. Twenty-three packets were handed in at polling
stations last night and are included. Rejections were mainly signature or date-of-birth mismatches on the statement.

Postal Votes Team
`);

const stats = corpus.flush(source);
console.log(`elections: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
