#!/usr/bin/env node
// Archive corpus (held-out): the shared drive of the Borders Record Office (Selkirk, the Scottish Borders), spring
// 2025 — collections (BRO/D/12, BRO/B/4, BRO/SC/6 …), their depositors, items within the collections, readers and
// their reading-room requests, conservation jobs and a wide table of reading-room visits per research area in 2024.
// Document titles partly in Scots, Gaelic, Latin and French; one list bilingual Gaelic / English.
//   node bench/corpora/archive/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "archive-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) collections: Markdown sheets of `Key: value` lines (`Covering dates: 1612-1894`, `Extent: 4.2 linear metres (31
//     boxes)`), ISAD(G) descriptions with another label set (`3.1.1 Reference code: GB 0551 BRO/D/31`, `Extent and
//     medium: 12 linear feet …`, `Immediate source of acquisition`), a CALM export with a preamble, SEMICOLONS and
//     decimal commas, a nested collections-management JSON (depositor only by its ID `DEP-031`), one collection only
//     in the archivist's quarterly report and one only in the accession-register notes (prose);
// (b) depositors: an HTML table (`17/09/1998`, `Loan (deposit)`), a nested YAML extract of deposit agreements, two in
//     the accession-register notes and one in an e-mail (sentences);
// (c) items: Markdown item lists per collection (`31 x 42 cm`), an HTML table of maps and plans in INCHES, a photograph
//     register CSV, two "document of the month" HTML infobox pages (a Latin charter, a French letter), a bilingual
//     GAELIC / English list (`Cruth / Format: leabhar`), item sheets with another label set (`Physical form`, `State`)
//     and one item only in the quarterly report;
// (d) readers: a register CSV (`14/02/2023`), registration forms (`Reader's ticket no.`, `Full name`), four only in the
//     reading-room supervisor's e-mail; requests: a fixed-width production log (readers by TICKET, items WITHOUT the
//     `BRO/` prefix), an HTML table of advance orders (readers by name), four only in the supervisor's e-mail;
// (e) conservation jobs: a Markdown register (`12.5 h`, `£562.50`), the conservator's report in sentences (`9 hours
//     30 minutes`), an external conservator's invoice e-mail (`two full days (16 hours)`, `GBP 1,480.00`);
// (f) a WIDE table of reading-room visits per research area, a column per month of 2024; background documents whose
//     numbers belong to no entity.
//
// Canonical units of source.csv: collection extent in linear METRES (`12 linear feet` → × 0.3048; a decimal comma
// `0,6` → 0.6); collection dates as years (`c. 1850` → start = end = 1850, circa = true); item sizes in CM (`24 x 36
// in` → × 2.54); conservation time in HOURS (`9 hours 30 minutes` → 9.5); costs in GBP; visits as counts; dates ISO;
// Gaelic words in English (`leabhar` = volume, `pàipear` = paper, `dealbh` = photograph, `math` = Good, `meadhanach` =
// Fair, `bochd` = Poor).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, htmlInfoboxPage, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('archive-v1');
const FT = 0.3048;
const IN = 2.54;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const dmy = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const L = (k, xs) => xs[k % xs.length];

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the wide visits table). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ depositors
const DEPOSITORS = [
  { id: 'DEP-001', name: 'Scottish Borders Council', kind: 'Local authority', town: 'Newtown St Boswells', type: 'loan', date: '1996-04-01' },
  { id: 'DEP-004', name: 'Harden Estate Trustees', kind: 'Estate', town: 'Hawick', type: 'loan', date: '1998-09-17' },
  { id: 'DEP-007', name: 'The Haining Trust', kind: 'Estate', town: 'Selkirk', type: 'gift', date: '2009-03-14' },
  { id: 'DEP-009', name: 'Teviotdale Hosiery Ltd', kind: 'Company', town: 'Hawick', type: 'gift', date: '2001-11-05' },
  { id: 'DEP-012', name: 'Blackfriars Parish Church', kind: 'Church', town: 'Jedburgh', type: 'loan', date: '1999-06-22' },
  { id: 'DEP-014', name: "Galashiels Manufacturers' Corporation", kind: 'Society', town: 'Galashiels', type: 'loan', date: '2004-02-10' },
  { id: 'DEP-015', name: 'Kelso Curling Club', kind: 'Society', town: 'Kelso', type: 'gift', date: '2012-01-28' },
  { id: 'DEP-018', name: 'Isobel Rutherford', kind: 'Individual', town: 'Jedburgh', type: 'gift', date: '2025-03-04' },
  { id: 'DEP-021', name: 'Andrew Lauder', kind: 'Individual', town: 'Melrose', type: 'purchase', date: '2016-08-09' },
  { id: 'DEP-024', name: 'Berwickshire Agricultural Association', kind: 'Society', town: 'Duns', type: 'loan', date: '2003-05-19' },
  { id: 'DEP-026', name: 'Cavers Estate', kind: 'Estate', town: 'Hawick', type: 'loan', date: '2007-10-02' },
  { id: 'DEP-029', name: 'Ewan MacLeod', kind: 'Individual', town: 'Galashiels', type: 'gift', date: '2019-07-15' },
  { id: 'DEP-030', name: 'River Tweed Commission', kind: 'Public body', town: 'Melrose', type: 'loan', date: '2010-12-06' },
  { id: 'DEP-031', name: 'Grant & Lennox Auctioneers', kind: 'Company', town: 'Edinburgh', type: 'purchase', date: '2014-05-23' },
  { id: 'DEP-033', name: 'Peebles Beltane Festival Committee', kind: 'Society', town: 'Peebles', type: 'gift', date: '2018-06-30' },
  { id: 'DEP-035', name: 'Eyemouth Museum Trust', kind: 'Society', town: 'Eyemouth', type: 'loan', date: '2011-09-12' },
  { id: 'DEP-037', name: 'Tweedvale Mills Ltd', kind: 'Company', town: 'Walkerburn', type: 'gift', date: '2025-02-18' },
];
const DEP = Object.fromEntries(DEPOSITORS.map((d) => [d.name, d]));

// ------------------------------------------------------------------ collections
// [ref, title, depositor, start, end, circa, category, access, closedUntil, layout]
const COLL_DEF = [
  ['BRO/D/12', 'Papers of the Scott family of Harden', 'Harden Estate Trustees', 1612, 1894, false, 'Family and estate papers', 'Restricted', null, 'A'],
  ['BRO/D/23', 'Records of Teviotdale Hosiery Ltd, Hawick', 'Teviotdale Hosiery Ltd', 1874, 1998, false, 'Business records', 'Open', null, 'A'],
  ['BRO/D/31', 'Records of Blackfriars Church, Jedburgh', 'Blackfriars Parish Church', 1760, 1975, false, 'Church records', 'Open', null, 'B'],
  ['BRO/D/45', 'Haining Estate rentals, plans and correspondence', 'The Haining Trust', 1702, 1921, false, 'Family and estate papers', 'Open', null, 'A'],
  ['BRO/D/58', "The Buik o' the Wabsters' Incorporation o' Gala", "Galashiels Manufacturers' Corporation", 1666, 1830, false, 'Society records', 'Restricted', null, 'B'],
  ['BRO/D/63', 'Minute books of the Kelso Curling Club', 'Kelso Curling Club', 1824, 1968, false, 'Society records', 'Open', null, 'CSV'],
  ['BRO/D/77', 'Correspondence of the Rev. Thomas Pringle, minister of Yarrow', 'Isobel Rutherford', 1788, 1832, false, 'Family and estate papers', 'Open', null, 'A'],
  ['BRO/D/84', 'Eildon Studio negatives and prints, Melrose', 'Andrew Lauder', 1905, 1905, true, 'Photographs', 'Open', null, 'CSV'],
  ['BRO/D/91', 'Records of the Berwickshire Agricultural Association', 'Berwickshire Agricultural Association', 1842, 1985, false, 'Society records', 'Open', null, 'B'],
  ['BRO/D/102', 'Carte et munimenta de Lessudden', 'Grant & Lennox Auctioneers', 1535, 1790, false, 'Family and estate papers', 'Open', null, 'A'],
  ['BRO/D/110', 'Papers of the Douglas family of Cavers', 'Cavers Estate', 1690, 1950, false, 'Family and estate papers', 'Restricted', null, 'B'],
  ['BRO/D/118', 'Òrain agus laoidhean: Gaelic songs and hymns collected by Catriona MacLeod', 'Ewan MacLeod', 1890, 1890, true, 'Manuscripts', 'Open', null, 'CSV'],
  ['BRO/D/124', 'Records of the River Tweed Commissioners', 'River Tweed Commission', 1807, 1969, false, 'Public records', 'Open', null, 'A'],
  ['BRO/D/131', 'Records of Duns Volunteer Fire Brigade', 'Scottish Borders Council', 1881, 1941, false, 'Society records', 'Open', null, 'CSV'],
  ['BRO/D/140', 'Lettres de Marie Dalrymple à sa sœur', 'Grant & Lennox Auctioneers', 1763, 1771, false, 'Manuscripts', 'Restricted', null, 'JSON'],
  ['BRO/D/147', 'Coldstream Bridge toll books and plans', 'Scottish Borders Council', 1766, 1880, false, 'Public records', 'Open', null, 'B'],
  ['BRO/D/155', 'Records of the Innerleithen Hydropathic Company', 'Grant & Lennox Auctioneers', 1878, 1935, false, 'Business records', 'Open', null, 'JSON'],
  ['BRO/D/162', 'Papers of the Hume family of Nisbetfield', 'Isobel Rutherford', 1700, 1899, false, 'Family and estate papers', 'Open', null, 'JSON'],
  ['BRO/D/170', 'Records of the Peebles Beltane Festival Committee', 'Peebles Beltane Festival Committee', 1897, 2004, false, 'Society records', 'Open', null, 'A'],
  ['BRO/D/176', "Jethart Callants' Festival photographs", 'Andrew Lauder', 1950, 1950, true, 'Photographs', 'Open', null, 'CSV'],
  ['BRO/D/181', 'Eyemouth Disaster Relief Fund records', 'Eyemouth Museum Trust', 1881, 1946, false, 'Society records', 'Closed', 2030, 'B'],
  ['BRO/D/187', 'Records of the Ednam Curling Club', 'Kelso Curling Club', 1890, 1890, true, 'Society records', 'Open', null, 'REPORT'],
  ['BRO/D/193', 'Records of Tweedvale Mills, Walkerburn', 'Tweedvale Mills Ltd', 1854, 1992, false, 'Business records', 'Closed', 2026, 'ACCESSION'],
  ['BRO/D/199', 'Estate plans of Whitmuir', 'The Haining Trust', 1790, 1790, true, 'Maps and plans', 'Open', null, 'A'],
  ['BRO/B/4', 'Minute books of the Royal Burgh of Selkirk', 'Scottish Borders Council', 1535, 1975, false, 'Burgh records', 'Open', null, 'A'],
  ['BRO/B/9', 'Records of the Burgh of Lauder', 'Scottish Borders Council', 1582, 1820, false, 'Burgh records', 'Open', null, 'CSV'],
  ['BRO/SC/6', 'Log books of Yetholm Public School', 'Scottish Borders Council', 1873, 1990, false, 'School records', 'Open', null, 'B'],
  ['BRO/SC/11', 'Admission registers of Earlston High School', 'Scottish Borders Council', 1892, 1970, false, 'School records', 'Closed', 2045, 'CSV'],
];
const collections = COLL_DEF.map(([ref, title, depositor, start, end, circa, category, access, closedUntil, layout]) => {
  const big = ['Burgh records', 'Business records', 'Family and estate papers'].includes(category);
  const ftForm = layout === 'B';
  let extent;
  let extentFt = null;
  if (ftForm) {
    extentFt = big ? r.int(8, 30) : r.int(1, 9);
    extent = r4(extentFt * FT);
  } else {
    extent = big ? Math.round(r.float(1.5, 9.5) * 10) / 10 : Math.round(r.float(0.1, 2.4) * 10) / 10;
  }
  const boxes = Math.max(1, Math.round(extent / 0.13));
  const grade = r.weighted([[1, 3], [2, 4], [3, 3], [4, 1]]);
  return { ref, title, depositor, start, end, circa, category, access, closedUntil, layout, extent, extentFt, boxes, grade, store: r.int(1, 3) };
});
const C = Object.fromEntries(collections.map((c) => [c.ref, c]));
C['BRO/D/140'].grade = 4; // fragile letters, restricted
C['BRO/D/187'].extent = 0.3;
C['BRO/D/187'].boxes = 3;

// ------------------------------------------------------------------ items
// [ref, description, year, circa, format, condition, layout]
const ITEM_DEF = [
  ['BRO/D/12/1/3', 'Carta Walteri Scott de Harden (charter of the lands of Mertoun)', 1618, false, 'parchment', 'Fair', 'list'],
  ['BRO/D/12/2/7', 'Tack of the lands of Oakwood to John Anderson', 1702, false, 'paper', 'Good', 'list'],
  ['BRO/D/12/3/1', 'Rental of the barony of Harden, Martinmas term', 1745, false, 'volume', 'Poor', 'list'],
  ['BRO/D/12/4/12', 'Letter from Hugh Scott of Harden to his factor about the harvest', 1799, false, 'paper', 'Good', 'list'],
  ['BRO/D/12/5/2', 'Inventory of the plenishing at Harden House', 1810, false, 'paper', 'Fair', 'list'],
  ['BRO/D/45/1/2', 'Disposition of the lands of Haining to John Pringle', 1702, false, 'parchment', 'Good', 'list'],
  ['BRO/D/45/2/1', 'Rent book of the Haining estate', 1785, false, 'volume', 'Fragile', 'list'],
  ['BRO/D/45/3/6', 'Letters of Mark Pringle, MP, from London', 1801, false, 'paper', 'Fair', 'list'],
  ['BRO/D/45/4/4', 'The Haining house and loch from the south', 1895, true, 'photograph', 'Good', 'list'],
  ['BRO/B/4/1/1', 'Liber protocollorum: protocol book of the town clerk of Selkirk', 1535, false, 'volume', 'Fragile', 'list'],
  ['BRO/B/4/2/14', 'Council minute book', 1707, false, 'volume', 'Fair', 'list'],
  ['BRO/B/4/5/3', 'Common Riding accounts and burgess roll', 1832, false, 'paper', 'Poor', 'list'],
  ['BRO/D/45/5/1', 'Plan of the estate of Haining by John Ainslie', 1773, false, 'map', 'Fair', 'maps'],
  ['BRO/D/199/1/1', 'Estate plan of Whitmuir', 1790, true, 'map', 'Poor', 'maps'],
  ['BRO/D/110/6/2', 'Plan of the lands and barony of Cavers', 1765, false, 'map', 'Fragile', 'maps'],
  ['BRO/D/124/4/1', 'Chart of the fishings of the River Tweed from Berwick to Coldstream', 1808, false, 'map', 'Good', 'maps'],
  ['BRO/D/147/2/1', 'Plan of the bridge over the Tweed at Coldstream', 1766, false, 'map', 'Fair', 'maps'],
  ['BRO/B/9/3/2', 'Plan of the burgh of Lauder and its common', 1812, false, 'map', 'Good', 'maps'],
  ['BRO/D/102/2/1', 'Plan of the lands of Lessudden and Eildon', 1781, false, 'map', 'Poor', 'maps'],
  ['BRO/D/84/1/15', 'Melrose Abbey from the south-east', 1905, true, 'photograph', 'Good', 'photo'],
  ['BRO/D/84/1/22', 'Market Square, Melrose, on fair day', 1906, false, 'photograph', 'Fair', 'photo'],
  ['BRO/D/176/1/4', 'The Jethart Callant and mounted supporters at Ferniehirst', 1950, true, 'photograph', 'Good', 'photo'],
  ['BRO/D/23/6/2', 'Knitting frame room, Teviotdale Hosiery works', 1932, false, 'photograph', 'Poor', 'photo'],
  ['BRO/D/170/3/8', 'Crowning of the Beltane Queen, Peebles', 1923, false, 'photograph', 'Good', 'photo'],
  ['BRO/D/181/2/1', 'Eyemouth harbour and the fishing fleet', 1885, false, 'photograph', 'Fragile', 'photo'],
  ['BRO/D/63/4/3', 'Kelso Curling Club on the ice at Hendersyde pond', 1895, false, 'photograph', 'Fair', 'photo'],
  ['BRO/D/102/1/1', 'Carta Jacobi Regis Scotorum de terris de Lessudden', 1535, false, 'parchment', 'Fragile', 'dotm'],
  ['BRO/D/140/1/9', "Lettre de Marie Dalrymple à sa sœur Anne, du couvent des Ursulines à Paris", 1765, false, 'paper', 'Poor', 'dotm'],
  ['BRO/D/118/1/1', 'Laoidhean Spioradail: hymns in the hand of Catriona MacLeod', 1890, true, 'volume', 'Fair', 'gaelic'],
  ['BRO/D/118/1/2', 'Òrain nam Breabadairean: weavers’ songs taken down in Galashiels', 1892, false, 'paper', 'Poor', 'gaelic'],
  ['BRO/D/118/2/1', 'Còisir Ghàidhlig Ghala: the Galashiels Gaelic choir', 1898, false, 'photograph', 'Good', 'gaelic'],
  ['BRO/D/31/1/3', 'Kirk session minute book of the Blackfriars (Relief) congregation', 1772, false, 'volume', 'Fair', 'sheet'],
  ['BRO/D/91/2/5', 'Prize book of the Berwickshire Agricultural Association show', 1851, false, 'volume', 'Good', 'sheet'],
  ['BRO/SC/6/1/1', 'Log book of Yetholm Public School', 1873, false, 'volume', 'Poor', 'sheet'],
  ['BRO/D/58/1/1', "The Buik o' the Wabsters' Incorporation o' Gala", 1666, false, 'volume', 'Fragile', 'sheet'],
  ['BRO/D/187/1/1', 'Minute book of the Ednam Curling Club', 1891, false, 'volume', 'Fair', 'report'],
];
const SIZE = { parchment: [[18, 40], [28, 62]], paper: [[18, 34], [20, 42]], volume: [[28, 44], [18, 30]], photograph: [[9, 30], [12, 38]], map: [[45, 110], [60, 160]] };
const items = ITEM_DEF.map(([ref, desc, year, circa, format, condition, layout]) => {
  const coll = ref.split('/').slice(0, 3).join('/');
  const [[hlo, hhi], [wlo, whi]] = SIZE[format];
  let h;
  let w;
  let hIn = null;
  let wIn = null;
  if (layout === 'maps') {
    hIn = Math.round(r.float(hlo, hhi) / IN * 2) / 2;
    wIn = Math.round(r.float(wlo, whi) / IN * 2) / 2;
    h = r4(hIn * IN);
    w = r4(wIn * IN);
  } else {
    h = Math.round(r.float(hlo, hhi) * 2) / 2;
    w = Math.round(r.float(wlo, whi) * 2) / 2;
  }
  return { ref, coll, desc, year, circa, format, condition, layout, h, w, hIn, wIn };
});
const I = Object.fromEntries(items.map((i) => [i.ref, i]));
for (const i of items) if (!C[i.coll]) throw new Error(`item ${i.ref}: no collection ${i.coll}`);

// ------------------------------------------------------------------ research areas, readers, requests
const AREAS = ['Family history', 'Local history', 'Academic research', 'House history', 'Legal and property', 'Media and publishing'];
// [name, title, town, ticket, registered, interest, layout]
const READER_DEF = [
  ['Margaret Elliot', 'Mrs', 'Hawick', 'R-1187', '2019-05-14', 'Family history', 'csv'],
  ['Alasdair Graham', 'Dr', 'Edinburgh', 'R-1203', '2019-09-03', 'Academic research', 'csv'],
  ['Fiona Turnbull', 'Ms', 'Selkirk', 'R-1342', '2020-02-11', 'Local history', 'csv'],
  ['James Kerr', 'Mr', 'Kelso', 'R-1498', '2021-08-24', 'Family history', 'csv'],
  ['Callum Scott', 'Mr', 'Galashiels', 'R-1611', '2022-03-15', 'House history', 'csv'],
  ['Helen Armstrong', 'Mrs', 'Langholm', 'R-1655', '2022-06-07', 'Family history', 'csv'],
  ['Peter Douglas', 'Mr', 'Jedburgh', 'R-1720', '2022-11-29', 'Local history', 'csv'],
  ['Thomas Brown', 'Mr', 'Melrose', 'R-1809', '2023-02-14', 'Media and publishing', 'csv'],
  ['Elspeth Lockie', 'Mrs', 'Duns', 'R-1876', '2023-07-18', 'Family history', 'csv'],
  ['David Anderson', 'Mr', 'Newcastle upon Tyne', 'R-1944', '2023-10-03', 'Legal and property', 'csv'],
  ['Sarah Whitlock', 'Dr', 'Durham', 'R-2071', '2024-03-12', 'Academic research', 'form'],
  ['Ruth Henderson', 'Mrs', 'Peebles', 'R-2088', '2024-04-09', 'Local history', 'form'],
  ['Neil Johnstone', 'Mr', 'Coldstream', 'R-2115', '2024-05-21', 'House history', 'form'],
  ['Catriona Murray', 'Dr', 'Glasgow', 'R-2140', '2024-07-02', 'Academic research', 'form'],
  ['Morag Laidlaw', 'Miss', 'Hawick', 'R-2166', '2024-09-17', 'Family history', 'form'],
  ['Graham Pringle', 'Mr', 'Earlston', 'R-2203', '2024-11-26', 'Local history', 'form'],
  ['Alison Cranston', 'Ms', 'Selkirk', 'R-2231', '2025-01-21', 'House history', 'email'],
  ['Jean-Luc Morel', 'Dr', 'Lyon', 'R-2236', '2025-02-04', 'Academic research', 'email'],
  ['Robert Hogg', 'Mr', 'Innerleithen', 'R-2240', '2025-02-25', 'Family history', 'email'],
  ['Kirsty Waugh', 'Ms', 'Eyemouth', 'R-2247', '2025-03-11', 'Media and publishing', 'email'],
];
const readers = READER_DEF.map(([name, title, town, ticket, registered, interest, layout]) => ({ name, title, town, ticket, registered, interest, layout }));
const RD = Object.fromEntries(readers.map((x) => [x.name, x]));

// requests: [slip, date, reader, item, purpose, layout]
const REQ_DEF = [
  ['RQ-25-003', '2025-01-14', 'Margaret Elliot', 'BRO/D/12/3/1', 'Family history', 'log'],
  ['RQ-25-006', '2025-01-15', 'Alasdair Graham', 'BRO/B/4/1/1', 'Academic research', 'log'],
  ['RQ-25-009', '2025-01-17', 'Fiona Turnbull', 'BRO/B/4/5/3', 'Local history', 'log'],
  ['RQ-25-011', '2025-01-21', 'James Kerr', 'BRO/D/63/4/3', 'Family history', 'log'],
  ['RQ-25-014', '2025-01-22', 'Callum Scott', 'BRO/D/45/2/1', 'House history', 'log'],
  ['RQ-25-017', '2025-01-28', 'Alasdair Graham', 'BRO/D/12/1/3', 'Academic research', 'log'],
  ['RQ-25-020', '2025-02-04', 'Sarah Whitlock', 'BRO/D/124/4/1', 'Academic research', 'log'],
  ['RQ-25-022', '2025-02-05', 'Helen Armstrong', 'BRO/SC/6/1/1', 'Family history', 'log'],
  ['RQ-25-025', '2025-02-07', 'Peter Douglas', 'BRO/D/31/1/3', 'Local history', 'log'],
  ['RQ-25-027', '2025-02-11', 'Thomas Brown', 'BRO/D/84/1/15', 'Media and publishing', 'log'],
  ['RQ-25-030', '2025-02-12', 'Neil Johnstone', 'BRO/D/147/2/1', 'House history', 'log'],
  ['RQ-25-033', '2025-02-18', 'Jean-Luc Morel', 'BRO/D/140/1/9', 'Academic research', 'log'],
  ['RQ-25-035', '2025-02-19', 'Elspeth Lockie', 'BRO/D/91/2/5', 'Family history', 'log'],
  ['RQ-25-038', '2025-02-25', 'Catriona Murray', 'BRO/D/118/1/1', 'Academic research', 'log'],
  ['RQ-25-041', '2025-02-26', 'Margaret Elliot', 'BRO/D/12/2/7', 'Family history', 'log'],
  ['RQ-25-044', '2025-03-04', 'David Anderson', 'BRO/D/199/1/1', 'Legal and property', 'log'],
  ['RQ-25-046', '2025-03-05', 'Ruth Henderson', 'BRO/D/170/3/8', 'Local history', 'log'],
  ['RQ-25-049', '2025-03-11', 'Catriona Murray', 'BRO/D/118/1/2', 'Academic research', 'log'],
  ['RQ-25-052', '2025-03-12', 'Morag Laidlaw', 'BRO/B/4/2/14', 'Family history', 'log'],
  ['RQ-25-055', '2025-03-18', 'Graham Pringle', 'BRO/D/45/3/6', 'Local history', 'log'],
  ['RQ-25-048', '2025-03-06', 'Alison Cranston', 'BRO/D/45/5/1', 'House history', 'email'],
  ['RQ-25-051', '2025-03-11', 'Jean-Luc Morel', 'BRO/D/102/1/1', 'Academic research', 'email'],
  ['RQ-25-053', '2025-03-13', 'Robert Hogg', 'BRO/D/12/4/12', 'Family history', 'email'],
  ['RQ-25-056', '2025-03-19', 'Kirsty Waugh', 'BRO/D/84/1/22', 'Media and publishing', 'email'],
  ['RQ-25-061', '2025-04-01', 'David Anderson', 'BRO/D/102/2/1', 'Legal and property', 'html'],
  ['RQ-25-063', '2025-04-02', 'James Kerr', 'BRO/D/187/1/1', 'Family history', 'html'],
  ['RQ-25-064', '2025-04-03', 'Thomas Brown', 'BRO/D/176/1/4', 'Media and publishing', 'html'],
  ['RQ-25-066', '2025-04-08', 'Sarah Whitlock', 'BRO/D/124/4/1', 'Academic research', 'html'],
  ['RQ-25-068', '2025-04-09', 'Callum Scott', 'BRO/B/9/3/2', 'House history', 'html'],
  ['RQ-25-070', '2025-04-10', 'Jean-Luc Morel', 'BRO/D/140/1/9', 'Academic research', 'html'],
  ['RQ-25-072', '2025-04-15', 'Helen Armstrong', 'BRO/D/23/6/2', 'Family history', 'html'],
  ['RQ-25-075', '2025-04-16', 'Fiona Turnbull', 'BRO/D/63/4/3', 'Local history', 'html'],
];
const requests = REQ_DEF.map(([slip, date, reader, item, purpose, layout]) => {
  if (!RD[reader]) throw new Error(`request ${slip}: reader ${reader}`);
  if (!I[item]) throw new Error(`request ${slip}: item ${item}`);
  if (C[I[item].coll].access === 'Closed') throw new Error(`request ${slip}: closed collection`);
  return { slip, date, reader, item, purpose, layout };
});

// ------------------------------------------------------------------ conservation jobs
// [job, item, conservator, treatment, completed, layout]
const JOB_DEF = [
  ['CJ-24-031', 'BRO/D/12/3/1', 'Fiona Haig', 'Rebinding and board reattachment', true, 'register'],
  ['CJ-24-034', 'BRO/B/4/1/1', 'Fiona Haig', 'Surface cleaning and guarding of loose leaves', true, 'register'],
  ['CJ-24-036', 'BRO/D/199/1/1', 'Malcolm Reid', 'Humidification, flattening and lining', true, 'register'],
  ['CJ-24-039', 'BRO/D/23/6/2', 'Malcolm Reid', 'Rehousing in four-flap enclosure', true, 'register'],
  ['CJ-24-041', 'BRO/B/4/5/3', 'Fiona Haig', 'Tear repairs with Japanese tissue', true, 'register'],
  ['CJ-24-044', 'BRO/D/181/2/1', 'Malcolm Reid', 'Glass negative cleaning and digitisation prep', false, 'register'],
  ['CJ-25-002', 'BRO/SC/6/1/1', 'Fiona Haig', 'Spine repair and resewing', true, 'register'],
  ['CJ-25-005', 'BRO/D/102/2/1', 'Malcolm Reid', 'Removal of old tape and lining', false, 'register'],
  ['CJ-25-007', 'BRO/D/118/1/2', 'Fiona Haig', 'Mould treatment and tear repair', true, 'register'],
  ['CJ-25-008', 'BRO/D/45/2/1', 'Fiona Haig', 'Consolidation of red rot on the binding', false, 'register'],
  ['CJ-25-010', 'BRO/D/58/1/1', 'Malcolm Reid', 'Full rebinding in alum-tawed skin', true, 'report'],
  ['CJ-25-011', 'BRO/D/110/6/2', 'Fiona Haig', 'Lining and edge repairs', false, 'report'],
  ['CJ-25-012', 'BRO/D/140/1/9', 'Malcolm Reid', 'Ink corrosion stabilisation (calcium phytate)', true, 'report'],
  ['CJ-25-014', 'BRO/D/12/1/3', 'Malcolm Reid', 'Flattening and repair of the seal tag', false, 'report'],
  ['CJ-25-015', 'BRO/D/102/1/1', 'Tessa Brodie', 'Parchment humidification and seal box', true, 'invoice'],
  ['CJ-25-016', 'BRO/D/45/5/1', 'Tessa Brodie', 'Cleaning, lining on linen and new roller', false, 'invoice'],
];
const jobs = JOB_DEF.map(([job, item, conservator, treatment, completed, layout]) => {
  if (!I[item]) throw new Error(`job ${job}: item ${item}`);
  let hours;
  let cost;
  if (layout === 'invoice') {
    hours = r.pick([14, 16, 21, 24]);
    cost = Math.round(hours * 85 + r.int(80, 260));
  } else {
    hours = Math.round(r.float(2, 26) * 2) / 2;
    cost = Math.round((hours * 45 + r.int(0, 30) * 2.5) * 100) / 100;
  }
  return { job, item, conservator, treatment, completed, layout, hours, cost };
});
jobs.find((j) => j.job === 'CJ-25-015').hours = 16;
for (const j of jobs) if (j.layout === 'invoice') j.cost = Math.round(j.hours * 85 + 120);

// ------------------------------------------------------------------ facts helpers
function collFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.ref, 'collection', attr, value, unit, stated, file);
  F('title', c.title, 'text', s.title ?? c.title);
  F('depositor', c.depositor, 'text', s.depositor);
  F('date_start', c.start, '', s.dates);
  F('date_end', c.end, '', s.dates);
  F('circa', c.circa, 'bool', c.circa ? s.dates : '');
  F('extent', c.extent, 'm', s.extent);
  F('boxes', s.boxes === undefined ? null : c.boxes, '', s.boxes ?? '');
  F('category', c.category, '', s.category);
  F('access', c.access, '', s.access);
  F('closed_until', c.closedUntil, '', c.closedUntil ? String(c.closedUntil) : '');
  F('grade', c.grade, '', s.grade);
  F('strongroom', c.store, '', s.store);
}
const datesOf = (c) => (c.circa ? `c. ${c.start}` : `${c.start}-${c.end}`);
function itemFacts(i, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(i.ref, 'item', attr, value, unit, stated, file);
  F('collection', i.coll, 'text', s.coll ?? '');
  F('description', i.desc, 'text', s.desc ?? i.desc);
  F('year', i.year, '', s.year);
  F('format', i.format, '', s.format);
  F('height', i.h, 'cm', s.size);
  F('width', i.w, 'cm', s.size);
  F('condition', i.condition, '', s.condition);
}
function readerFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'reader', attr, value, unit, stated, file);
  F('ticket', x.ticket, 'text', x.ticket);
  F('town', x.town, 'place', s.town ?? x.town);
  F('registered', x.registered, 'date', s.registered);
  F('interest', x.interest, '', s.interest ?? x.interest);
}
function requestFacts(q, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(q.slip, 'request', attr, value, unit, stated, file);
  F('date', q.date, 'date', s.date);
  F('reader', q.reader, 'person', s.reader);
  F('item', q.item, 'text', s.item);
  F('purpose', q.purpose, '', s.purpose ?? q.purpose);
}
function jobFacts(j, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(j.job, 'job', attr, value, unit, stated, file);
  F('item', j.item, 'text', j.item);
  F('conservator', j.conservator, 'person', s.conservator ?? j.conservator);
  F('treatment', j.treatment, 'text', s.treatment ?? '');
  F('hours', j.hours, 'h', s.hours);
  F('cost', j.cost, 'GBP', s.cost);
  F('completed', j.completed, 'bool', s.completed);
}
function depFacts(d, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(d.name, 'depositor', attr, value, unit, stated, file);
  F('depositor_id', d.id, 'text', s.id ?? d.id);
  F('kind', d.kind, '', s.kind);
  F('town', d.town, 'place', s.town ?? d.town);
  F('deposit_type', d.type, '', s.type);
  F('deposited', d.date, 'date', s.date);
}
const gbp = (v) => `£${v.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const hoursWords = (h) => {
  const whole = Math.floor(h);
  const half = h - whole;
  return half ? `${whole} hours 30 minutes` : `${whole} hours`;
};
const ACCESS_A = (c) =>
  c.access === 'Open' ? 'Open' : c.access === 'Restricted' ? "Restricted — depositor's written permission required" : `Closed until ${c.closedUntil}`;

// ------------------------------------------------------------------ (a1) collection sheets, label set A
collections.filter((c) => c.layout === 'A').forEach((c, k) => {
  const file = `catalogue/collections/${c.ref.replace(/\//g, '-')}.md`;
  const dates = datesOf(c);
  const extent = `${c.extent.toFixed(1)} linear metres (${c.boxes} boxes)`;
  collFacts(c, file, {
    depositor: `Depositor: ${c.depositor}`, dates: `Covering dates: ${dates}`, extent: `Extent: ${c.extent.toFixed(1)} linear metres`,
    boxes: `(${c.boxes} boxes)`, category: `Collection type: ${c.category}`, access: `Access: ${ACCESS_A(c).split(' —')[0]}`,
    grade: `Conservation grade: ${c.grade}`, store: `Strongroom: ${c.store}`,
  });
  corpus.write(file, [
    `# ${c.ref} — ${c.title}`, '',
    `Ref: ${c.ref}`, `Title: ${c.title}`, `Depositor: ${c.depositor}`, `Covering dates: ${dates}`, `Extent: ${extent}`,
    `Collection type: ${c.category}`, `Access: ${ACCESS_A(c)}`, `Conservation grade: ${c.grade}`, `Strongroom: ${c.store}`,
    `Catalogue status: ${L(k, ['Fully listed', 'Box list only', 'Fully listed', 'Item level in progress'])}`, '',
    '## Scope and content', '',
    L(k, [
      'Charters, sasines, tacks, rentals and family correspondence; the earliest charters are in Latin.',
      'Minute books, wage books, order ledgers, pattern books and staff photographs.',
      'Rentals, factors\' letters, estate plans and the household accounts of the house.',
      'Letters to and from the minister, with sermons and a commonplace book.',
      'Charters and writs of the lands, largely in Latin, with some later plans.',
      'Minutes, annual reports, fishery returns and charts of the river.',
      'Minute books, programmes, photographs and press cuttings of the festival.',
      'Two manuscript plans of the estate, with a surveyor\'s note.',
      'Protocol books, council minutes, Common Riding accounts and burgess rolls.',
    ]), '',
    `_Sheet checked ${fmtDate(`2025-0${r.int(1, 3)}-${pad(r.int(1, 28))}`, 'long')}._`, '',
  ].join('\n'));
});

// ------------------------------------------------------------------ (a2) ISAD(G) descriptions, label set B (feet)
collections.filter((c) => c.layout === 'B').forEach((c, k) => {
  const file = `catalogue/descriptions/${slug(c.ref)}-isad.md`;
  const d = DEP[c.depositor];
  const dates = datesOf(c);
  const access = c.access === 'Open' ? 'Open to all registered readers' : c.access === 'Restricted' ? 'Restricted: written permission of the depositor is needed before production' : `Closed to public access until ${c.closedUntil} (personal data)`;
  const medium = L(k, ['paper and bound volumes', 'bound volumes and loose papers', 'paper, with some photographs', 'volumes']);
  collFacts(c, file, {
    depositor: `Immediate source of acquisition: ${c.depositor}`, dates: `Dates of creation: ${dates}`, extent: `${c.extentFt} linear feet`,
    category: `Subject area: ${c.category}`, access: `Conditions governing access: ${access.split(' ')[0].replace(':', '')}`,
    grade: `Conservation grade ${c.grade}`, store: `Strongroom ${c.store}`,
  });
  corpus.write(file, [
    `# Collection-level description (ISAD(G))`, '',
    `3.1.1 Reference code: GB 0551 ${c.ref}`,
    `3.1.2 Title: ${c.title}`,
    `3.1.3 Dates of creation: ${dates}`,
    `3.1.4 Level of description: Fonds`,
    `3.1.5 Extent and medium: ${c.extentFt} linear feet (${medium})`,
    `3.2.4 Immediate source of acquisition: ${c.depositor} (${d.type === 'loan' ? 'deposit on loan' : d.type}, ${d.date.slice(0, 4)})`,
    `3.4.1 Conditions governing access: ${access}`,
    `3.4.4 Physical characteristics: Conservation grade ${c.grade}${c.grade >= 3 ? '; handle with care' : ''}`,
    `Subject area: ${c.category}`,
    `Location: Strongroom ${c.store}`, '',
    `3.3.1 Scope and content: ${L(k, [
      'Minutes of the kirk session and managers, communion rolls, baptismal registers and accounts.',
      'The lockit book of the incorporation, with entries of apprentices and freemen; written in Scots.',
      'Minutes, show prize books, premium lists and correspondence of the association.',
      'Charters, tacks, estate plans and family letters; a large series of factors\' accounts.',
      'Toll books of the bridge, trustees\' minutes and plans of the bridge and approaches.',
      'Subscription lists, minutes and case papers of the relief fund after the disaster of October 1881.',
      'Log books kept by the head teachers, with attendance returns and inspectors\' reports.',
    ])}`, '',
    `Description by F. Haig, revised ${fmtDate(`2024-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`, 'short')}.`, '',
  ].join('\n'));
});

// ------------------------------------------------------------------ (a3) CALM export: preamble, semicolons, decimal commas
{
  const file = 'exports/calm-collections-export.csv';
  const rows = collections.filter((c) => c.layout === 'CSV').map((c) => {
    const ext = c.extent.toFixed(1).replace('.', ',');
    collFacts(c, file, { depositor: c.depositor, dates: datesOf(c), extent: ext, category: c.category, access: c.access, grade: '', store: '' });
    return [c.ref, c.title, c.depositor, datesOf(c), ext, c.access + (c.closedUntil ? ` (until ${c.closedUntil})` : ''), c.grade, `S${c.store}`, c.category];
  });
  const text = delimited(['RefNo', 'Title', 'Depositor', 'Date', 'Extent (lin. m)', 'AccessStatus', 'CondGrade', 'Store', 'Category'], rows, ';');
  corpus.write(file, `Borders Record Office - CALM export\nExported: 03/04/2025 10:42 by fhaig\nReport: Collections (Level = Fonds); regional settings: decimal comma\n\n${text}`);
}

// ------------------------------------------------------------------ (a4) nested collections-management JSON (depositor by ID)
{
  const file = 'exports/collections-management-export.json';
  const recs = collections.filter((c) => c.layout === 'JSON').map((c) => {
    const d = DEP[c.depositor];
    collFacts(c, file, { depositor: d.id, dates: '', extent: '', category: c.category, access: c.access.toLowerCase(), grade: '', store: `Strongroom ${c.store}` });
    return {
      refNo: c.ref,
      level: 'fonds',
      title: c.title,
      dating: { start: c.start, end: c.end, circa: c.circa },
      extent: { value: c.extent, unit: 'linear metres' },
      acquisition: { sourceId: d.id, method: d.type },
      access: { status: c.access.toLowerCase(), closedUntil: c.closedUntil },
      condition: { grade: c.grade, surveyed: `2024-${pad(r.int(1, 12))}` },
      location: { store: `Strongroom ${c.store}`, bay: r.int(1, 24) },
      category: c.category,
    };
  });
  corpus.write(file, JSON.stringify({ system: 'Collections management system', exported: '2025-04-02T09:15:00Z', repository: 'GB 0551 Borders Record Office', records: recs }, null, 2) + '\n');
}

// ------------------------------------------------------------------ (b) depositors: HTML table, YAML agreements
const depHtml = ['DEP-001', 'DEP-004', 'DEP-009', 'DEP-012', 'DEP-015', 'DEP-021', 'DEP-026', 'DEP-031'];
const depYaml = ['DEP-007', 'DEP-014', 'DEP-024', 'DEP-029', 'DEP-030', 'DEP-035'];
const TERMS = { gift: 'Gift', loan: 'Loan (deposit)', purchase: 'Purchase' };
{
  const file = 'depositors/depositors.html';
  const rows = depHtml.map((id) => {
    const d = DEPOSITORS.find((x) => x.id === id);
    depFacts(d, file, { kind: d.kind, type: TERMS[d.type], date: dmy(d.date) });
    return `    <tr><td>${d.id}</td><td>${esc(d.name)}</td><td>${esc(d.kind)}</td><td>${esc(d.town)}</td><td>${esc(TERMS[d.type])}</td><td>${dmy(d.date)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Depositors — Borders Record Office</title></head>
<body>
<h1>Depositors and sources of acquisition</h1>
<p>Extract of the depositor list (staff use only). Loans are held under the standard deposit agreement and may be withdrawn on twelve months' notice.</p>
<table>
  <thead><tr><th>ID</th><th>Depositor</th><th>Kind</th><th>Town</th><th>Terms</th><th>Date of deposit</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Further depositors are in the deposit-agreements extract.</p>
</body></html>
`);
}
{
  const file = 'depositors/deposit-agreements.yaml';
  const out = ['# Deposit agreements — extract from the depositor database (April 2025)', 'agreements:'];
  depYaml.forEach((id, k) => {
    const d = DEPOSITORS.find((x) => x.id === id);
    depFacts(d, file, { kind: d.kind.toLowerCase(), type: `type: ${d.type}`, date: `signed: ${d.date}` });
    const nm = /[:'&]/.test(d.name) ? JSON.stringify(d.name) : d.name;
    out.push(
      `  - depositor:`, `      id: ${d.id}`, `      name: ${nm}`, `      category: ${d.kind.toLowerCase()}`, `      address:`, `        town: ${d.town}`,
      `    agreement:`, `      type: ${d.type}`, `      signed: ${d.date}`, `      review_due: ${d.type === 'loan' ? Number(d.date.slice(0, 4)) + 25 : 'null'}`,
      `      notes: ${JSON.stringify(L(k, ['Annual report sent each December.', 'Depositor to be consulted on any digitisation.', 'Copyright retained by the depositor.', 'Contact via the secretary.', 'Board papers after 1970 still with the depositor.', 'Photographs may be reproduced with credit.']))}`,
    );
  });
  corpus.write(file, out.join('\n') + '\n');
}

// ------------------------------------------------------------------ (c) items
const COND_WORD = { Good: 'good', Fair: 'fair', Poor: 'poor', Fragile: 'fragile' };
// (c1) Markdown item lists per collection
for (const coll of ['BRO/D/12', 'BRO/D/45', 'BRO/B/4']) {
  const file = `catalogue/item-lists/${slug(coll)}-items.md`;
  const c = C[coll];
  const out = [`# ${coll} — ${c.title}: item list`, '', `Part of collection ${coll}. Sizes height x width, in centimetres.`, '', '| Ref | Description | Date | Format | Size | Condition |', '|---|---|---|---|---|---|'];
  items.filter((i) => i.coll === coll && i.layout === 'list').forEach((i) => {
    const size = `${i.h} x ${i.w} cm`;
    const year = i.circa ? `c. ${i.year}` : String(i.year);
    itemFacts(i, file, { coll, year, format: i.format[0].toUpperCase() + i.format.slice(1), size, condition: i.condition });
    out.push(`| ${i.ref} | ${i.desc} | ${year} | ${i.format[0].toUpperCase() + i.format.slice(1)} | ${size} | ${i.condition} |`);
  });
  out.push('', 'Items marked Fragile are produced only under supervision.', '');
  corpus.write(file, out.join('\n'));
}
// (c2) maps and plans, inches
{
  const file = 'catalogue/maps-and-plans.html';
  const KIND = { 'BRO/B/9/3/2': 'Burgh plan', 'BRO/D/124/4/1': 'Chart', 'BRO/D/147/2/1': 'Engineering plan' };
  const rows = items.filter((i) => i.layout === 'maps').map((i) => {
    const dims = `${i.hIn} x ${i.wIn} in`;
    const year = i.circa ? `c. ${i.year}` : String(i.year);
    itemFacts(i, file, { coll: i.coll, year, format: '', size: dims, condition: i.condition });
    return `    <tr><td>${i.ref}</td><td>${i.coll}</td><td>${esc(i.desc)}</td><td>${esc(KIND[i.ref] ?? 'Estate plan')}</td><td>${year}</td><td>${dims}</td><td>${i.condition}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Maps and plans — finding aid</title></head>
<body>
<h1>Maps and plans (manuscript), all collections</h1>
<p>Dimensions are height x width in inches, measured flat. Maps wider than 40 in are stored rolled in the plan chest room.</p>
<table>
  <thead><tr><th>Ref no.</th><th>Collection</th><th>Title</th><th>Kind</th><th>Date</th><th>Dimensions</th><th>Condition</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
// (c3) photograph register CSV
{
  const file = 'photographs/photo-register.csv';
  const PROC = { 'BRO/D/84/1/15': 'Glass plate negative', 'BRO/D/84/1/22': 'Glass plate negative', 'BRO/D/176/1/4': 'Gelatin silver print', 'BRO/D/23/6/2': 'Gelatin silver print', 'BRO/D/170/3/8': 'Gelatin silver print', 'BRO/D/181/2/1': 'Albumen print', 'BRO/D/63/4/3': 'Carbon print' };
  const rows = items.filter((i) => i.layout === 'photo').map((i, k) => {
    const year = i.circa ? `c. ${i.year}` : String(i.year);
    const size = `${i.h} x ${i.w}`;
    itemFacts(i, file, { coll: i.coll, year, format: '', size, condition: i.condition });
    return [i.ref, i.coll, i.desc, year, PROC[i.ref], size, i.condition, k % 3 === 0 ? 'Y' : 'N'];
  });
  corpus.write(file, delimited(['Ref', 'Collection', 'Description', 'Date', 'Process', 'Size (cm)', 'Condition', 'Digitised'], rows));
}
// (c4) document of the month: Latin charter, French letter
{
  const i = I['BRO/D/102/1/1'];
  const file = 'exhibitions/document-of-the-month-2025-01.html';
  const size = `${i.h} × ${i.w} cm`;
  itemFacts(i, file, { coll: 'BRO/D/102', year: '1535', format: 'Parchment', size, condition: 'Fragile' });
  corpus.write(file, htmlInfoboxPage({
    title: 'Document of the month: January 2025',
    sections: [{ heading: 'The document', rows: [['Reference', i.ref], ['Title', i.desc], ['Collection', 'BRO/D/102 (Carte et munimenta de Lessudden)'], ['Date', '1535'], ['Material', 'Parchment'], ['Size', size], ['Condition', 'Fragile — shown in facsimile']] }],
    lead: [
      'A charter of King James V granting the lands of Lessudden, written in Latin in a fine chancery hand. The great seal is lost but its tag survives.',
      'Bought at auction in 2014 with the rest of the Lessudden writs; the original is too fragile to go on display, so the reading room shows a facsimile this month.',
    ],
    footer: 'Text: F. Haig, archivist.',
  }));
}
{
  const i = I['BRO/D/140/1/9'];
  const file = 'exhibitions/document-of-the-month-2025-02.html';
  const size = `${i.h} × ${i.w} cm`;
  itemFacts(i, file, { coll: 'BRO/D/140', year: '1765', format: 'Paper', size, condition: 'Poor' });
  corpus.write(file, htmlInfoboxPage({
    title: 'Document of the month: February 2025',
    sections: [{ heading: 'The document', rows: [['Reference', i.ref], ['Title', i.desc], ['Collection', 'BRO/D/140'], ['Date', '1765'], ['Material', 'Paper (two bifolia)'], ['Size', size], ['Condition', 'Poor (iron-gall ink corrosion)']] }],
    lead: [
      "Marie (Mary) Dalrymple, a girl of fifteen from a Berwickshire family, writes from her convent school in Paris: « Ma chère sœur, on nous fait lever à cinq heures… ».",
      'The letters came to the office at auction and have been the subject of a research visit from Lyon this winter.',
    ],
    footer: 'Text: M. Reid (conservation) and F. Haig.',
  }));
}
// (c5) bilingual Gaelic / English list
{
  const file = 'catalogue/gaelic-manuscripts-liosta.md';
  const FMT_GD = { volume: 'leabhar', paper: 'pàipear', photograph: 'dealbh' };
  const COND_GD = { Good: 'math', Fair: 'meadhanach', Poor: 'bochd' };
  const out = ['# Làmh-sgrìobhainnean Gàidhlig / Gaelic manuscripts (BRO/D/118)', '', 'Liosta nan nithean / List of items. Meud ann an cm / Size in cm.', ''];
  items.filter((i) => i.layout === 'gaelic').forEach((i) => {
    const year = i.circa ? `mu ${i.year} / c. ${i.year}` : String(i.year);
    const size = `${i.h} × ${i.w} cm`;
    itemFacts(i, file, { coll: 'BRO/D/118', year: i.circa ? `c. ${i.year}` : String(i.year), format: FMT_GD[i.format], size, condition: COND_GD[i.condition] });
    out.push(`## ${i.ref}`, '', `Tiotal / Title: ${i.desc}`, `Ceann-latha / Date: ${year}`, `Cruth / Format: ${FMT_GD[i.format]}`, `Meud / Size: ${size}`, `Staid / Condition: ${COND_GD[i.condition]}`, '');
  });
  out.push('Chaidh an liosta a dhèanamh le Ewan MacLeod agus luchd-obrach an tasglainn. / List compiled with the depositor.', '');
  corpus.write(file, out.join('\n'));
}
// (c6) item sheets, another label set
items.filter((i) => i.layout === 'sheet').forEach((i, k) => {
  const file = `catalogue/items/${slug(i.ref)}.md`;
  const size = `${i.h} × ${i.w} cm`;
  itemFacts(i, file, { coll: `Collection: ${i.coll}`, year: `Date of creation: ${i.year}`, format: `Physical form: Volume`, size, condition: `State: ${i.condition}` });
  corpus.write(file, [
    `# Item record ${i.ref}`, '',
    `Item: ${i.ref}`, `Collection: ${i.coll}`, `Title: ${i.desc}`, `Date of creation: ${i.year}`, `Physical form: Volume`,
    `Dimensions: ${size} (closed)`, `State: ${i.condition}`, `Foliation: ${r.int(90, 420)} folios`, '',
    L(k, ['Binding worn; text block sound.', 'Annual prize lists pasted in from 1870.', 'Entries by three successive head teachers.', 'Written in Scots; the oldest volume in the office\'s custody from Galashiels.']), '',
  ].join('\n'));
});

// ------------------------------------------------------------------ the quarterly report: collection BRO/D/187 and its item (prose)
{
  const file = 'reports/archivist-quarterly-report-2025-q1.md';
  const c = C['BRO/D/187'];
  const i = I['BRO/D/187/1/1'];
  const s = {
    title: 'records of the Ednam Curling Club', depositor: 'Kelso Curling Club', dates: 'c. 1890', extent: '0.3 linear metres', boxes: 'three boxes', category: 'society records',
    access: 'open to readers', grade: 'conservation grade 2', store: 'Strongroom 3',
  };
  c.grade = 2;
  c.store = 3;
  collFacts(c, file, s);
  itemFacts(i, file, { desc: 'The minute book itself', coll: '', year: 'dated 1891', format: 'a bound volume', size: `${i.h} by ${i.w} cm`, condition: 'fair condition' });
  corpus.write(file, [
    '# Archivist\'s report to the Culture and Sport Committee — January to March 2025', '',
    'Prepared by Fiona Haig, Archivist, for the meeting of 24 April 2025.', '',
    '## Accessions', '',
    `The quarter's most welcome arrival was the records of the Ednam Curling Club (${c.ref}), c. 1890, which were handed over by the Kelso Curling Club, ` +
      `into which the Ednam club merged in 1934. They amount to 0.3 linear metres in three boxes and are open to readers; the condition survey put them at conservation grade 2, ` +
      'and they are shelved in Strongroom 3. The collection is a society records group and has been listed to item level.',
    '',
    `The minute book itself (${i.ref}), a bound volume dated 1891 and measuring ${i.h} by ${i.w} cm, is in fair condition and has already been asked for by a reader in Kelso.`,
    '',
    'The Tweedvale Mills deposit is described in the accession register notes; it will stay closed until the cataloguing is done.', '',
    '## Reading room', '',
    'Visits in the quarter were 412, against 388 in the same quarter of 2024. Average production time from request to table was 11 minutes.',
    'One new reader ticket went to a researcher from outside the United Kingdom.', '',
    '## Conservation', '',
    'The conservator\'s report for the quarter is filed separately; the studio has been without its suction table since January.',
    'Humidity in Strongroom 2 rose above 60% for three days in February after the roof leak, and has been back within range since.', '',
    '## Outreach', '',
    'Six school visits and a Scots-language reading afternoon with the Makars\' Club; 138 people came to the Burns Night display.', '',
  ].join('\n'));
}

// ------------------------------------------------------------------ accession-register notes: collection BRO/D/193, two depositors (prose)
{
  const file = 'accessions/accession-register-notes.md';
  const c = C['BRO/D/193'];
  collFacts(c, file, {
    depositor: 'Tweedvale Mills Ltd', dates: '1854-1992', extent: '6.1 linear metres', category: 'business records', access: 'closed',
    grade: `grade ${c.grade}`, store: `Strongroom ${c.store}`,
  });
  // keep the stated extent in step with the value
  corpus.facts.find((f) => f.entity === c.ref && f.attribute === 'extent').stated = `${c.extent.toFixed(1)} linear metres`;
  const tv = DEP['Tweedvale Mills Ltd'];
  depFacts(tv, file, { id: tv.id, kind: 'company', type: 'outright gift', date: '18 February 2025' });
  const pb = DEP['Peebles Beltane Festival Committee'];
  depFacts(pb, file, { id: pb.id, kind: 'voluntary society', type: 'gift', date: '30 June 2018' });
  corpus.write(file, [
    '# Accession register — notes (transcribed from the register)', '',
    'Entries the register gives only in outline; fuller notes kept here by the archivist.', '',
    '## Acc. 2018/07', '',
    `Records of the Peebles Beltane Festival Committee (catalogued as BRO/D/170). Received on 30 June 2018 as a gift from the committee itself, ` +
      `a voluntary society based in Peebles; depositor number ${pb.id}. Minute books from 1897 and a run of programmes.`, '',
    '## Acc. 2024/11', '',
    'Additional programmes and photographs for BRO/D/170, added to the existing collection. No new agreement was needed.', '',
    '## Acc. 2025/02', '',
    `Records of Tweedvale Mills, Walkerburn (${c.ref}), 1854-1992: ${c.extent.toFixed(1)} linear metres of wage books, pattern books, order ledgers and photographs. ` +
      `Tweedvale Mills Ltd, the Walkerburn company that ran the mill, made them over to the office as an outright gift on 18 February 2025 (depositor number ${tv.id}). ` +
      `The records are closed until ${c.closedUntil} while they are listed; the survey gave them grade ${c.grade}, and they are in Strongroom ${c.store}. They are business records of the tweed trade.`,
    '', '## Acc. 2025/03', '',
    'Letters and papers from Mrs Rutherford; see the correspondence file of 5 March 2025.', '',
  ].join('\n'));
}

// ------------------------------------------------------------------ the Rutherford deposit e-mail (depositor in sentences)
{
  const file = 'correspondence/2025-03-05-re-rutherford-gift.eml';
  const d = DEP['Isobel Rutherford'];
  depFacts(d, file, { kind: 'private individual', type: 'gift', date: '4 March 2025' });
  corpus.write(file, `From: Fiona Haig <fiona.haig@bro.example.org.uk>
To: Search Room <searchroom@bro.example.org.uk>
Date: Wed, 5 Mar 2025 09:12:44 +0000
Subject: Re: Rutherford papers — agreement signed

Morning all,

Good news: Mrs Isobel Rutherford came in yesterday, 4 March 2025, and signed the agreement, so the Pringle letters (BRO/D/77) and the
Hume of Nisbetfield papers (BRO/D/162) are now ours outright as a gift rather than on loan. She is a private individual living in
Jedburgh and has been given depositor number ${d.id}; please update the depositor field in the catalogue (it still says "loan
pending" on two records).

She would like a copy of the finished list and has asked that any publication of the Yarrow sermons credits her late husband.

Fiona
--
Fiona Haig, Archivist, Borders Record Office
`);
}

// ------------------------------------------------------------------ (d) readers
{
  const file = 'reading-room/reader-register.csv';
  const rows = readers.filter((x) => x.layout === 'csv').map((x) => {
    readerFacts(x, file, { registered: dmy(x.registered) });
    return [x.ticket, x.name, x.town, dmy(x.registered), x.interest, x.registered < '2022-01-01' ? 'Renewed 2024' : ''];
  });
  corpus.write(file, delimited(['Ticket', 'Name', 'Town', 'Registered', 'Research interest', 'Notes'], rows));
}
{
  const file = 'reading-room/registration-forms-2024.md';
  const out = ['# Reader registration forms — 2024 (typed up from the paper forms)', ''];
  readers.filter((x) => x.layout === 'form').forEach((x, k) => {
    const date = fmtDate(x.registered, 'long');
    readerFacts(x, file, { registered: date, town: `Home town: ${x.town}`, interest: `Area of research: ${x.interest}` });
    out.push(`## Form 2024/${pad(k * 7 + 3, 3)}`, '', `Reader's ticket no.: ${x.ticket}`, `Full name: ${x.title} ${x.name}`, `Home town: ${x.town}`, `Date registered: ${date}`,
      `Area of research: ${x.interest}`, `Proof of identity seen: ${L(k, ['passport', 'driving licence', 'university card', 'driving licence', 'bank card and utility bill', 'passport'])}`, '');
  });
  corpus.write(file, out.join('\n'));
}
// supervisor's e-mail: four new readers and four requests, in sentences
{
  const file = 'reading-room/2025-03-21-supervisor-weekly-note.eml';
  const xs = readers.filter((x) => x.layout === 'email');
  const qs = requests.filter((q) => q.layout === 'email');
  const sent = [];
  xs.forEach((x, k) => {
    const date = fmtDate(x.registered, k % 2 ? 'long' : 'short');
    const interest = { 'House history': 'the history of her house', 'Academic research': 'academic research', 'Family history': 'his family history', 'Media and publishing': 'a television documentary' }[x.interest];
    readerFacts(x, file, { registered: date, town: x.town, interest });
    sent.push(`${x.title} ${x.name} from ${x.town} registered on ${date} (ticket ${x.ticket}) and is working on ${interest}.`);
  });
  const PUR = { 'House history': 'for her house history', 'Academic research': 'for his research', 'Family history': 'for family history', 'Media and publishing': 'for the documentary' };
  const qsent = qs.map((q, k) => {
    const x = RD[q.reader];
    const date = fmtDate(q.date, 'long');
    requestFacts(q, file, { date, reader: `ticket ${x.ticket}`, item: q.item, purpose: PUR[q.purpose] });
    return L(k, [
      `On ${date} ${x.name} (ticket ${x.ticket}) asked for the Ainslie plan of Haining, ${q.item}, ${PUR[q.purpose]} (slip ${q.slip}).`,
      `Slip ${q.slip}: on ${date} ${x.title} ${x.name}, ticket ${x.ticket}, saw the Lessudden charter, ${q.item}, ${PUR[q.purpose]}; we produced it in its box under supervision.`,
      `${x.name} (ticket ${x.ticket}) came in on ${date} and consulted ${q.item} ${PUR[q.purpose]}; slip ${q.slip}.`,
      `Finally, slip ${q.slip}: ${x.name} (ticket ${x.ticket}) looked at ${q.item} on ${date} ${PUR[q.purpose]}, and has asked about filming fees.`,
    ]);
  });
  corpus.write(file, `From: Donald Tait <donald.tait@bro.example.org.uk>
To: Fiona Haig <fiona.haig@bro.example.org.uk>
Cc: Malcolm Reid <malcolm.reid@bro.example.org.uk>
Date: Fri, 21 Mar 2025 16:40:02 +0000
Subject: Reading room — weekly note

Hi Fiona,

New readers since my last note: ${sent.join(' ')}

Slips not in the production log (I was on my own at the desk and wrote them on the day sheet):
${qsent.map((s) => `- ${s}`).join('\n')}

Otherwise quiet. The microfilm reader in bay 2 is jamming again; I've put a sign on it.

Donald
`);
}
// production log: readers by ticket, items without the BRO/ prefix
{
  const file = 'reading-room/production-log-2025-q1.txt';
  const out = ['READING ROOM - PRODUCTION LOG, JANUARY-MARCH 2025', '(item refs without the BRO/ prefix; readers by ticket)', '',
    'date        slip        ticket   item              purpose', '----------  ----------  -------  ----------------  --------------------'];
  requests.filter((q) => q.layout === 'log').sort((a, b) => a.date.localeCompare(b.date)).forEach((q) => {
    const x = RD[q.reader];
    const short = q.item.replace(/^BRO\//, '');
    requestFacts(q, file, { date: q.date, reader: x.ticket, item: short });
    out.push(`${q.date}  ${q.slip.padEnd(10)}  ${x.ticket}   ${short.padEnd(16)}  ${q.purpose}`);
  });
  out.push('', 'Returned items checked and reboxed daily by the duty assistant.', '');
  corpus.write(file, out.join('\n'));
}
// advance orders (April), readers by name
{
  const file = 'reading-room/advance-orders-april-2025.html';
  const rows = requests.filter((q) => q.layout === 'html').map((q) => {
    const x = RD[q.reader];
    const date = fmtDate(q.date, 'short');
    requestFacts(q, file, { date, reader: q.reader, item: q.item });
    return `    <tr><td>${q.slip}</td><td>${date}</td><td>${esc(`${x.title} ${x.name}`)}</td><td>${q.item}</td><td>${esc(q.purpose)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Advance orders — April 2025</title></head>
<body>
<h1>Advance orders for April 2025</h1>
<p>Documents ordered ahead of a visit. Fetch the afternoon before and leave on the trolley by the supervisor's desk.</p>
<table>
  <thead><tr><th>Slip</th><th>Booked for</th><th>Reader</th><th>Document</th><th>Purpose</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}

// ------------------------------------------------------------------ (e) conservation jobs
{
  const file = 'conservation/job-register-2024-25.md';
  const out = ['# Conservation job register 2024-25', '', 'Time in hours; cost = time at the studio rate of £45/h plus materials.', '',
    '| Job | Item | Conservator | Treatment | Time | Cost | Status |', '|---|---|---|---|---|---|---|'];
  jobs.filter((j) => j.layout === 'register').forEach((j) => {
    const time = `${j.hours} h`;
    const cost = gbp(j.cost);
    const status = j.completed ? 'Complete' : 'In progress';
    jobFacts(j, file, { treatment: j.treatment, hours: time, cost, completed: status });
    out.push(`| ${j.job} | ${j.item} | ${j.conservator} | ${j.treatment} | ${time} | ${cost} | ${status} |`);
  });
  out.push('', 'Jobs sent out to Brodie Paper Conservation are invoiced separately (see the correspondence).', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'conservation/conservator-report-2025-q1.md';
  const out = ['# Conservation studio — report for January to March 2025', '', 'Malcolm Reid, Conservator', ''];
  jobs.filter((j) => j.layout === 'report').forEach((j, k) => {
    const i = I[j.item];
    const hw = hoursWords(j.hours);
    const cost = gbp(j.cost);
    const done = j.completed ? 'finished' : 'not finished yet';
    jobFacts(j, file, { conservator: j.conservator.split(' ')[0], hours: hw, cost, completed: done, treatment: '' });
    out.push(`## ${j.job}`, '', L(k, [
      `${j.conservator.split(' ')[0]} took on ${j.item} (${i.desc}) for ${j.treatment.toLowerCase()}. It took ${hw} at the bench and the job came to ${cost} with materials; the volume is ${done} and back in the strongroom.`,
      `For ${j.item}, the Cavers plan, ${j.conservator} began ${j.treatment.toLowerCase()}. So far ${hw} have gone into it, costed at ${cost}. It is ${done}: the lining needs another week under weights.`,
      `The Dalrymple letter ${j.item} needed ${j.treatment.toLowerCase()}. ${j.conservator.split(' ')[0]} spent ${hw} on it (${cost} in all) and it is ${done}; it can be produced again, in a melinex sleeve.`,
      `${j.conservator} is working on the Harden charter ${j.item}: ${j.treatment.toLowerCase()}. Time so far ${hw}, cost to date ${cost}; ${done}.`,
    ]), '');
  });
  out.push('Studio humidity held at 50-55% all quarter. The new suction table arrives in May.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'correspondence/2025-03-28-brodie-conservation-invoice.eml';
  const [a, b] = jobs.filter((j) => j.layout === 'invoice');
  jobFacts(a, file, { hours: `two full days (${a.hours} hours)`, cost: `GBP ${a.cost.toLocaleString('en-GB')}.00`, completed: 'completed and returned', treatment: '' });
  jobFacts(b, file, { hours: `${b.hours} hours`, cost: `£${b.cost.toLocaleString('en-GB')}`, completed: 'still on the table', treatment: '' });
  corpus.write(file, `From: Tessa Brodie <tessa@brodie-conservation.example.co.uk>
To: Malcolm Reid <malcolm.reid@bro.example.org.uk>
Date: Fri, 28 Mar 2025 11:05:19 +0000
Subject: Invoice BPC-0412 — your jobs ${a.job} and ${b.job}

Dear Malcolm,

Please find attached invoice BPC-0412.

${a.job}, the Lessudden charter (${a.item}): ${a.treatment.toLowerCase()}. This took two full days (${a.hours} hours) and is
completed and returned — it came back to you with the courier on Tuesday. Charge: GBP ${a.cost.toLocaleString('en-GB')}.00.

${b.job}, the Ainslie plan of Haining (${b.item}): ${b.treatment.toLowerCase()}. ${b.hours} hours so far; it is still on the table,
as the linen needs to relax before the roller goes on. I am invoicing the work to date, £${b.cost.toLocaleString('en-GB')}, and will
invoice the rest when it is done.

Kind regards,
Tessa Brodie ACR
Brodie Paper Conservation, Leith, Edinburgh
`);
}

// ------------------------------------------------------------------ (f) wide table: visits per research area, per month of 2024
const MON = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
{
  const file = 'reading-room/visits-by-research-area-2024.csv';
  const BASE = { 'Family history': 62, 'Local history': 34, 'Academic research': 21, 'House history': 15, 'Legal and property': 7, 'Media and publishing': 5 };
  const rows = AREAS.map((a) => {
    const ms = MON.map((m, k) => Math.max(0, Math.round(BASE[a] * (1 + (a === 'Family history' ? 0.35 : 0.15) * Math.sin(((k - 2) / 12) * 2 * Math.PI)) * r.float(0.75, 1.25))));
    corpus.fact(a, 'area', 'visits_2024_jan', ms[0], '', String(ms[0]), file);
    ms.slice(1).forEach((v, k) => corpus.also(a, 'area', `visits_2024_${MON[k + 1]}`, v, '', String(v), file));
    corpus.also(a, 'area', 'visits_2024', ms.reduce((s, v) => s + v, 0), '', '', file);
    return [a, ...ms];
  });
  const text = delimited(['Research area', ...MON.map((m) => `${m[0].toUpperCase()}${m.slice(1)} 2024`)], rows);
  corpus.write(file, `# Reading-room visits by research area, 2024 (one visit = one reader-day; from the signing-in book)\n${text}`);
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `BORDERS RECORD OFFICE - SHARED DRIVE (S:\\ARCHIVE)
accessions/      accession register notes
catalogue/       collection sheets, ISAD(G) descriptions, item lists, maps and plans, Gaelic list
conservation/    job register, conservator's reports
correspondence/  e-mails kept for the file
depositors/      depositor list, deposit agreements
exhibitions/     document of the month
exports/         CALM and collections-management exports (do not edit by hand)
photographs/     photograph register
reading-room/    readers, production log, advance orders, visit statistics
reports/         committee reports
admin/           policies, opening hours, environment, staff
`);
corpus.write('admin/opening-hours-and-charges.md', `# Opening hours and charges 2025

| Day | Reading room | Last orders |
|---|---|---|
| Tuesday | 09:30-16:30 | 15:45 |
| Wednesday | 09:30-16:30 | 15:45 |
| Thursday | 09:30-19:00 | 18:15 |
| Friday | 09:30-16:30 | 15:45 |

Closed Saturday to Monday and on public holidays. Stocktaking closure: 1-12 December 2025.

Charges: photocopies (A4) 40p; digital image by staff £6.00; own-camera permit £10.00 a day; research service
£36.00 per hour (first half-hour free for Borders residents). Publication fees on application.
`);
corpus.write('admin/strongroom-environment-2024.csv', delimited(['Month', 'Strongroom 1 °C', 'Strongroom 1 %RH', 'Strongroom 2 °C', 'Strongroom 2 %RH', 'Strongroom 3 °C', 'Strongroom 3 %RH'],
  MON.map((m, k) => [`${m[0].toUpperCase()}${m.slice(1)}`, (15.5 + Math.sin(k / 2) * 1.2).toFixed(1), Math.round(48 + Math.cos(k / 3) * 4), (16 + Math.sin(k / 2) * 1.4).toFixed(1), Math.round(50 + Math.cos(k / 3) * 6), (15.2 + Math.sin(k / 2)).toFixed(1), Math.round(47 + Math.cos(k / 3) * 3)])));
corpus.write('admin/staff.md', `# Staff

- Fiona Haig — Archivist (manager); cataloguing, depositors, committee reports
- Malcolm Reid — Conservator; studio, condition surveys, loans out
- Donald Tait — Reading-room supervisor; readers, productions, copying
- Eilidh Morrison — Archives assistant (part time); exports, photographs, digitisation
- Volunteers: the Tuesday indexing group (8 people), see outreach notes

External: Brodie Paper Conservation, Leith (large maps, parchment) on a call-off contract to March 2026.
`);
corpus.write('admin/collecting-policy-summary.md', `# Collecting policy (summary, revised 2023)

The office collects records of enduring value relating to the Scottish Borders: the former counties of Berwickshire,
Peeblesshire, Roxburghshire and Selkirkshire. Public records of the council and its predecessors (burghs, parishes,
school boards) are transferred; private records are taken by gift, by deposit on loan (minimum term 25 years) or, rarely,
by purchase at auction with grant aid.

We do not collect museum objects, printed books (except local ephemera) or digital records without a transfer agreement.
Records in Scots and Gaelic are welcome; Latin and French documents are catalogued with an English summary.
`);
corpus.write('admin/disaster-plan-summary.md', `# Disaster plan — key points

1. Water: switch off at the stopcock in the plant room; salvage boxes from the lowest shelves first.
2. Call-out list: F. Haig, M. Reid, D. Tait, then the council's duty officer.
3. Freezer space for wet volumes: Tweed Valley Cold Store, Galashiels (agreement renewed 2024).
4. Priorities: Strongroom 1 (burgh protocol books, charters) before Strongrooms 2 and 3.
Drill held 14 November 2024: 22 minutes to clear the mock-up bay.
`);
corpus.write('reading-room/search-room-rules.md', `# Search room rules

* Pencils only. No bags, coats, food or drink beyond the lockers.
* No more than three items at a table at once; volumes on foam supports, with snake weights.
* Conservation grades run from 1 (good) through 2 (minor damage) and 3 (handle with care) to 4 (produced under
  supervision only). Fragile items are produced under supervision; closed records are not produced at all.
* Photography without flash, with an own-camera permit.
* Reader tickets are valid for three years and renewed at the desk.
`);
corpus.write('outreach/volunteer-indexing-project.md', `# Volunteer indexing project — poor relief applications

The Tuesday group has indexed 3,140 applications (1845-1930) so far, about 60 a week. Target: 5,000 by March 2026.
Names, parish, age and outcome are typed into the shared spreadsheet; queries to Eilidh.
Next social: 6 June 2025, Haining stables, with a talk on the Selkirk Common Riding records.
`);
corpus.write('outreach/school-visits-2025.md', `# School visits 2025

| Date | School | Pupils | Theme |
|---|---|---|---|
| 21 January | Selkirk High School | 24 | The Covenanters in the Borders |
| 11 February | Philiphaugh Primary | 30 | Victorian school log books |
| 18 March | Kelso High School | 19 | Tweed mills and the knitwear trade |
| 6 May | Earlston Primary | 27 | Maps of our village |

Risk assessment reviewed for each visit; originals shown only in the education room, with facsimiles for handling.
`);
corpus.write('outreach/exhibition-plan-2025.md', `# Exhibition plan 2025

- Document of the month continues (January: Lessudden charter; February: Dalrymple letter; March: Yetholm log book facsimile).
- Summer display "Wabsters and mills" (June-September) in the foyer cases: 14 items, 6 of them facsimiles.
- Loan request from the Tweed Valley Museum for two Eildon Studio prints — declined on light-exposure grounds; copies offered.
Budget: £1,800 for cases, mounts and printing.
`);
corpus.write('admin/annual-statistics-2024.md', `# Annual statistics 2024 (headline figures)

- Reader visits: 1,586 (2023: 1,497)
- Items produced: 4,212
- Remote enquiries answered: 1,035, of which 61% family history
- New accessions: 19; collections catalogued to fonds level: 7
- Linear metres held at year end: 1,240
- Digital images supplied: 2,318
`);

const stats = corpus.flush(source);
console.log(`archive: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
