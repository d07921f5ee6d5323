#!/usr/bin/env node
// Genealogy corpus (held-out): the research drive of the "Upper Skirfare Family History Society", 2025 — a Yorkshire
// dales parish (Thornsgill, with Kelderby and Arkleside, a Catholic chapel at Grisedale, a Wesleyan chapel at Raydale
// Bridge and a Baptist chapel at Hawkswick Moor) and the emigrant branches at Elora (Ontario) and Neepawa (Manitoba).
// 60 persons, 20 marriages, 18 census households, 8 parishes and chapels, 16 gravestones, 12 society members.
//   node bench/corpora/genealogy/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "genealogy-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) persons: Markdown research sheets with `Key: value` lines (`Born:`, `Baptised:`, `Age at death:`, `Father:`),
//     research cards with another label set (`Bapt.:`, `Bur.:`, `Aged:`, `Trade / calling:`, `Son of:`), a GEDCOM
//     export (`1 NAME Thomas /Kearton/`, `2 DATE 25 MAR 1790`, parents and spouses only through FAM records), a nested
//     JSON family-tree export of the Canadian branch (children inside their parents), a semicolon transcription export
//     of LATIN baptisms with a preamble (`12 Martii 1790`, `in festo Purificationis B.V.M. 1793`), an HTML burial
//     register (`14th Feb. 1847`, `11 months`) and prose (research notes and members' e-mails);
// (b) marriages: a marriage-index CSV, Markdown register entries, a LATIN Catholic register transcription, prose;
// (c) census households: Markdown transcriptions (1841 without relationships and with rounded ages, 1851), a CSV
//     extract one row per person (1861–1881), an HTML page (1901), a 1911 household schedule, Canadian extracts;
// (d) parishes: YAML front matter + table, HTML infoboxes, Markdown bullets, a plain-text sheet, and a WIDE table of
//     baptisms per decade (a column per decade, `–` before the registers begin);
// (e) gravestones: a Markdown MI survey (`3 ft 4 in`), a CSV (`Height (cm)`), an HTML cemetery page (inches, CAD) and
//     a member's letter in sentences;
// (f) society members: a nested YAML list, Markdown profiles with another label set, committee minutes in prose.
//
// Canonical units of source.csv: dates ISO (feast days resolved: Lady Day = 25 March, Michaelmas = 29 September,
// Candlemas = 2 February; Latin months in English); ages at death in years (`11 months` → 11/12); gravestone heights
// in cm (`3 ft 4 in` → 101.6, `46 in` → 116.84); parish areas in hectares (`18,420 acres` → × 0.40468564, `15.1 sq
// mi` → × 258.998811); repair estimates in GBP or CAD as written (never converted). Women are named as their own
// record names them (GEDCOM under the maiden name, the other layouts under the married name with `maiden_name`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, htmlInfoboxPage, mdYamlTableNote, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('genealogy-v1');
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const ACRE_HA = 0.40468564;
const SQMI_HA = 258.9988110336;

class DriveCorpus extends Corpus {
  constructor(root) {
    super(root);
    this.aliases = new Map(); // entity -> other written forms of its name (GEDCOM `John /Kearton/`)
  }
  /** A fact of an entity stated in a second file (an inscription, a letter, the wide table). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
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

// ------------------------------------------------------------------ dates
const MON = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const LAT = ['Januarii', 'Februarii', 'Martii', 'Aprilis', 'Maii', 'Junii', 'Julii', 'Augusti', 'Septembris', 'Octobris', 'Novembris', 'Decembris'];
const FEAST = {
  '03-25': ['Lady Day', 'in festo Annuntiationis B.V.M.'],
  '09-29': ['Michaelmas Day', 'in festo S. Michaelis Archangeli'],
  '02-02': ['Candlemas', 'in festo Purificationis B.V.M.'],
};
const ordn = (d) => `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;
function fd(iso, style) {
  const [y, m, d] = iso.split('-').map(Number);
  switch (style) {
    case 'ged':
      return `${d} ${MON[m - 1].slice(0, 3).toUpperCase()} ${y}`;
    case 'lat':
      return `${d} ${LAT[m - 1]} ${y}`;
    case 'ord':
      return `${ordn(d)} ${MON[m - 1]} ${y}`;
    case 'ordab':
      return `${ordn(d)} ${MON[m - 1].length > 4 ? `${MON[m - 1].slice(0, 3)}.` : MON[m - 1]} ${y}`;
    case 'uk':
      return `${pad(d)}/${pad(m)}/${y}`;
    default:
      return fmtDate(iso, style);
  }
}
const addDays = (iso, n) => new Date(Date.parse(`${iso}T12:00:00Z`) + n * 86400000).toISOString().slice(0, 10);
const randDate = (y, lo = 1, hi = 12) => `${y}-${pad(r.int(lo, hi))}-${pad(r.int(1, 28))}`;
function ageAt(from, to) {
  const [a, b, c] = from.split('-').map(Number);
  const [x, y, z] = to.split('-').map(Number);
  let n = x - a;
  if (y < b || (y === b && z < c)) n--;
  return n;
}
const year = (iso) => Number(iso.slice(0, 4));

// ------------------------------------------------------------------ parishes and chapels
const PARISHES = [
  { name: 'Thornsgill', code: 'THG', church: "St Oswald's Church", denom: 'Church of England', county: 'West Riding', country: 'England', from: 1573, regs: ['Baptisms', 'Marriages', 'Burials', 'Banns'], office: 'West Yorkshire Archive Service, Leeds', acres: 18420 },
  { name: 'Kelderby', code: 'KEL', church: "St Wilfrid's Chapel", denom: 'Church of England', county: 'North Riding', country: 'England', from: 1698, regs: ['Baptisms', 'Marriages', 'Burials'], office: 'North Yorkshire County Record Office, Northallerton', ha: 2521 },
  { name: 'Arkleside', code: 'ARK', church: "St Margaret's Church", denom: 'Church of England', county: 'North Riding', country: 'England', from: 1662, regs: ['Baptisms', 'Marriages', 'Burials', 'Banns'], office: 'North Yorkshire County Record Office, Northallerton', sqmi: 15.1 },
  { name: 'Grisedale', code: 'GRI', church: "St Mary's Catholic Chapel", denom: 'Roman Catholic', county: 'West Riding', country: 'England', from: 1771, regs: ['Baptisms', 'Marriages'], office: 'Diocese of Leeds Archives' },
  { name: 'Raydale Bridge', code: 'RAY', church: 'Raydale Bridge Wesleyan Chapel', denom: 'Wesleyan Methodist', county: 'North Riding', country: 'England', from: 1796, regs: ['Baptisms'], office: 'The National Archives (RG 4)' },
  { name: 'Hawkswick Moor', code: 'HAW', church: 'Hawkswick Moor Particular Baptist Chapel', denom: 'Baptist', county: 'West Riding', country: 'England', from: 1785, regs: ['Births', 'Burials'], office: 'The National Archives (RG 4)' },
  { name: 'Elora', code: 'ELO', church: 'Knox Presbyterian Church', denom: 'Presbyterian', county: 'Ontario', country: 'Canada', from: 1837, regs: ['Baptisms', 'Marriages'], office: 'Wellington County Museum and Archives' },
  { name: 'Neepawa', code: 'NEE', church: 'Neepawa Methodist Church', denom: 'Methodist', county: 'Manitoba', country: 'Canada', from: 1882, regs: ['Baptisms', 'Marriages', 'Burials'], office: 'Archives of Manitoba, Winnipeg' },
];
const PAR = Object.fromEntries(PARISHES.map((p) => [p.name, p]));
for (const p of PARISHES) p.area = p.acres != null ? r4(p.acres * ACRE_HA) : p.ha != null ? p.ha : p.sqmi != null ? r4(p.sqmi * SQMI_HA) : null;

// ------------------------------------------------------------------ persons
// lay: ged (GEDCOM), sheet (research sheets), card (research cards), json (Canada tree), lat (Latin baptisms),
// bur (burial register), prose. by = birth year; bap = a fixed baptism date; dy = death year.
const PEOPLE = [
  // GEDCOM: the Thornsgill Keartons and the Kelderby Hirds (women under their maiden names)
  { name: 'John Kearton', sex: 'M', lay: 'ged', by: 1762, dy: 1831, occ: 'Lead miner', parish: 'Thornsgill', dplace: 'Thornsgill', spouse: 'Ann Harker' },
  { name: 'Ann Harker', sex: 'F', lay: 'ged', by: 1764, dy: 1840, parish: 'Kelderby', dplace: 'Thornsgill', spouse: 'John Kearton', maiden: 'Harker' },
  { name: 'Ralph Hird', sex: 'M', lay: 'ged', by: 1760, dy: 1829, occ: 'Blacksmith', parish: 'Kelderby', dplace: 'Kelderby', spouse: 'Jane Dinsdale' },
  { name: 'Jane Dinsdale', sex: 'F', lay: 'ged', by: 1765, dy: 1838, parish: 'Arkleside', dplace: 'Kelderby', spouse: 'Ralph Hird', maiden: 'Dinsdale' },
  { name: 'Thomas Kearton', sex: 'M', lay: 'ged', bap: '1790-03-25', dy: 1858, occ: 'Lead miner', parish: 'Thornsgill', dplace: 'Thornsgill', father: 'John Kearton', mother: 'Ann Harker', spouse: 'Margaret Hird' },
  { name: 'Mary Kearton', sex: 'F', lay: 'ged', by: 1792, dy: 1866, parish: 'Thornsgill', dplace: 'Thornsgill', father: 'John Kearton', mother: 'Ann Harker', spouse: 'Simon Raw', maiden: 'Kearton' },
  { name: 'Ralph Kearton', sex: 'M', lay: 'ged', by: 1814, dy: 1879, occ: 'Lead miner', parish: 'Thornsgill', dplace: 'Thornsgill', father: 'Thomas Kearton', mother: 'Margaret Hird', spouse: 'Sarah Peacock' },
  { name: 'Sarah Peacock', sex: 'F', lay: 'ged', by: 1816, dy: 1884, parish: 'Hawkswick Moor', dplace: 'Thornsgill', spouse: 'Ralph Kearton', maiden: 'Peacock' },
  { name: 'Simon Kearton', sex: 'M', lay: 'ged', by: 1840, dy: 1871, occ: 'Lead miner', parish: 'Thornsgill', dplace: 'Thornsgill', father: 'Ralph Kearton', mother: 'Sarah Peacock' },
  { name: 'Sarah Ann Kearton', sex: 'F', lay: 'ged', by: 1843, dy: 1915, parish: 'Thornsgill', dplace: 'Thornsgill', father: 'Ralph Kearton', mother: 'Sarah Peacock', spouse: 'John Metcalfe', maiden: 'Kearton' },
  { name: 'John Metcalfe', sex: 'M', lay: 'ged', by: 1838, dy: 1908, occ: 'Carrier', parish: 'Raydale Bridge', dplace: 'Thornsgill', spouse: 'Sarah Ann Kearton' },
  { name: 'Thomas Metcalfe', sex: 'M', lay: 'ged', by: 1866, dy: 1941, occ: 'Railway platelayer', parish: 'Thornsgill', dplace: 'Skipton', father: 'John Metcalfe', mother: 'Sarah Ann Kearton', spouse: 'Jane Tennant' },
  // research sheets: the Aldersons of High Birks
  { name: 'Christopher Alderson', sex: 'M', lay: 'sheet', by: 1758, dy: 1834, occ: 'Farmer', parish: 'Arkleside', dplace: 'Arkleside', spouse: 'Isabella Alderson' },
  { name: 'Isabella Alderson', sex: 'F', lay: 'sheet', by: 1761, dy: 1842, parish: 'Arkleside', dplace: 'Arkleside', spouse: 'Christopher Alderson', maiden: 'Dinsdale' },
  { name: 'Richard Alderson', sex: 'M', lay: 'sheet', bap: '1786-03-25', dy: 1859, occ: 'Farmer', parish: 'Arkleside', dplace: 'Arkleside', father: 'Christopher Alderson', mother: 'Isabella Alderson', spouse: 'Hannah Alderson' },
  { name: 'Hannah Alderson', sex: 'F', lay: 'sheet', by: 1790, dy: 1863, parish: 'Thornsgill', dplace: 'Arkleside', spouse: 'Richard Alderson', maiden: 'Metcalfe' },
  { name: 'Matthew Alderson', sex: 'M', lay: 'sheet', by: 1821, dy: 1887, occ: 'Farmer', parish: 'Arkleside', dplace: 'Arkleside', father: 'Richard Alderson', mother: 'Hannah Alderson', spouse: 'Ann Alderson' },
  { name: 'Ann Alderson', sex: 'F', lay: 'sheet', by: 1819, dy: 1892, parish: 'Thornsgill', dplace: 'Arkleside', father: 'Simon Raw', mother: 'Mary Kearton', spouse: 'Matthew Alderson', maiden: 'Raw' },
  { name: 'William Alderson', sex: 'M', lay: 'sheet', by: 1845, dy: 1909, occ: 'Farmer', parish: 'Arkleside', dplace: 'Arkleside', father: 'Matthew Alderson', mother: 'Ann Alderson', spouse: 'Martha Alderson' },
  { name: 'Martha Alderson', sex: 'F', lay: 'sheet', by: 1847, dy: 1928, parish: 'Hawkswick Moor', dplace: 'Arkleside', spouse: 'William Alderson', maiden: 'Guy' },
  { name: 'Edward Alderson', sex: 'M', lay: 'sheet', by: 1872, dy: 1944, occ: 'Farmer', parish: 'Arkleside', dplace: 'Arkleside', father: 'William Alderson', mother: 'Martha Alderson', spouse: 'Lucy Harker' },
  // research cards (another label set): the Raws of the King's Head, two Metcalfe and Alderson spinsters
  { name: 'Simon Raw', sex: 'M', lay: 'card', bap: '1788-09-29', dy: 1851, occ: 'Shepherd', parish: 'Thornsgill', dplace: 'Thornsgill', spouse: 'Mary Kearton' },
  { name: 'Christopher Raw', sex: 'M', lay: 'card', by: 1816, dy: 1880, occ: 'Innkeeper', parish: 'Thornsgill', dplace: 'Thornsgill', father: 'Simon Raw', mother: 'Mary Kearton', spouse: 'Margaret Raw' },
  { name: 'Margaret Raw', sex: 'F', lay: 'card', by: 1822, dy: 1888, parish: 'Kelderby', dplace: 'Thornsgill', spouse: 'Christopher Raw', maiden: 'Harker' },
  { name: 'James Raw', sex: 'M', lay: 'card', by: 1845, dy: 1912, occ: 'Innkeeper', parish: 'Thornsgill', dplace: 'Thornsgill', father: 'Christopher Raw', mother: 'Margaret Raw', spouse: 'Ellen Bell' },
  { name: 'George Raw', sex: 'M', lay: 'card', by: 1870, dy: 1938, occ: 'Quarryman', parish: 'Thornsgill', dplace: 'Thornsgill', father: 'James Raw', mother: 'Ellen Bell' },
  { name: 'Elizabeth Metcalfe', sex: 'F', lay: 'card', by: 1869, dy: 1950, occ: 'Dressmaker', parish: 'Thornsgill', dplace: 'Thornsgill', father: 'John Metcalfe', mother: 'Sarah Ann Kearton' },
  { name: 'Annie Alderson', sex: 'F', lay: 'card', by: 1875, dy: 1958, occ: 'Schoolmistress', parish: 'Arkleside', dplace: 'Arkleside', father: 'William Alderson', mother: 'Martha Alderson' },
  // JSON family tree: the Elora branch
  { name: 'William Kearton', sex: 'M', lay: 'json', by: 1817, dy: 1889, occ: 'Farmer', parish: 'Thornsgill', dplace: 'Elora', father: 'Thomas Kearton', mother: 'Margaret Hird', spouse: 'Isabella Kearton', emigrated: 1842 },
  { name: 'Isabella Kearton', sex: 'F', lay: 'json', by: 1818, dy: 1895, parish: 'Arkleside', dplace: 'Elora', father: 'Richard Alderson', mother: 'Hannah Alderson', spouse: 'William Kearton', maiden: 'Alderson', emigrated: 1842 },
  { name: 'Robert Kearton', sex: 'M', lay: 'json', by: 1843, dy: 1911, occ: 'Farmer', parish: 'Elora', dplace: 'Elora', father: 'William Kearton', mother: 'Isabella Kearton', spouse: 'Catherine Kearton' },
  { name: 'Hannah McLaren', sex: 'F', lay: 'json', by: 1846, dy: 1920, parish: 'Elora', dplace: 'Elora', father: 'William Kearton', mother: 'Isabella Kearton', spouse: 'Duncan McLaren', maiden: 'Kearton' },
  { name: 'Duncan McLaren', sex: 'M', lay: 'json', by: 1839, dy: 1904, occ: 'Miller', parish: 'Callander', dplace: 'Elora', spouse: 'Hannah McLaren', emigrated: 1857 },
  { name: 'George Kearton', sex: 'M', lay: 'json', by: 1850, dy: 1927, occ: 'Homesteader', parish: 'Elora', dplace: 'Neepawa', father: 'William Kearton', mother: 'Isabella Kearton', spouse: 'Mary Ann Scott' },
  { name: 'Catherine Kearton', sex: 'F', lay: 'json', by: 1848, dy: 1930, parish: 'Fergus', dplace: 'Elora', spouse: 'Robert Kearton', maiden: 'Ferguson' },
  { name: 'Isabella McLaren', sex: 'F', lay: 'json', by: 1870, dy: 1946, occ: 'Teacher', parish: 'Elora', dplace: 'Guelph', father: 'Duncan McLaren', mother: 'Hannah McLaren' },
  { name: 'Walter Kearton', sex: 'M', lay: 'json', by: 1872, dy: 1950, occ: 'Farmer', parish: 'Elora', dplace: 'Elora', father: 'Robert Kearton', mother: 'Catherine Kearton' },
  { name: 'Alexander McLaren', sex: 'M', lay: 'json', by: 1873, dy: 1949, occ: 'Bank clerk', parish: 'Elora', dplace: 'Toronto', father: 'Duncan McLaren', mother: 'Hannah McLaren' },
  // Latin baptisms (Grisedale Catholic chapel; Kelderby, whose curate wrote Latin until 1826)
  { name: 'Agnes Calvert', sex: 'F', lay: 'lat', by: 1787, parish: 'Grisedale', father: 'James Calvert', mother: 'Mary Calvert' },
  { name: 'Joseph Calvert', sex: 'M', lay: 'lat', by: 1791, dy: 1858, occ: 'Handloom weaver', parish: 'Grisedale', dplace: 'Grisedale', father: 'James Calvert', mother: 'Mary Calvert', spouse: 'Elizabeth Calvert' },
  { name: 'Margaret Hird', sex: 'F', lay: 'lat', bap: '1793-02-02', dy: 1869, parish: 'Kelderby', dplace: 'Thornsgill', father: 'Ralph Hird', mother: 'Jane Dinsdale', spouse: 'Thomas Kearton' },
  { name: 'George Hird', sex: 'M', lay: 'lat', by: 1796, dy: 1861, occ: 'Blacksmith', parish: 'Kelderby', dplace: 'Kelderby', father: 'Ralph Hird', mother: 'Jane Dinsdale' },
  { name: 'Thomas Calvert', sex: 'M', lay: 'lat', by: 1822, dy: 1890, occ: 'Stonemason', parish: 'Grisedale', dplace: 'Grisedale', father: 'Joseph Calvert', mother: 'Elizabeth Calvert', spouse: 'Alice Calvert' },
  { name: 'Mary Hird', sex: 'F', lay: 'lat', by: 1824, dy: 1899, occ: 'Schoolmistress', parish: 'Kelderby', dplace: 'Kelderby', father: 'George Hird', mother: 'Ann Hird' },
  { name: 'Francis Calvert', sex: 'M', lay: 'lat', by: 1850, dy: 1921, occ: 'Stonemason', parish: 'Grisedale', dplace: 'Neepawa', father: 'Thomas Calvert', mother: 'Alice Calvert', spouse: 'Emily Calvert', emigrated: 1884 },
  { name: 'Ellen Calvert', sex: 'F', lay: 'lat', by: 1853, occ: 'Dressmaker', parish: 'Grisedale', father: 'Thomas Calvert', mother: 'Alice Calvert' },
  // burial registers (HTML): only the burial, the age and the abode
  { name: 'Jane Kearton', sex: 'F', lay: 'bur', by: 1820, dy: 1826, dplace: 'Thornsgill', father: 'Thomas Kearton', mother: 'Margaret Hird', parishBur: 'Thornsgill', abode: 'Hag End' },
  { name: 'Matthew Peacock', sex: 'M', lay: 'bur', bur: '1834-01-17', age: 81, dplace: 'Thornsgill', parishBur: 'Thornsgill', abode: 'Gill Head' },
  { name: 'Ellen Thwaite', sex: 'F', lay: 'bur', bur: '1846-11-03', age: 2, dplace: 'Thornsgill', parishBur: 'Thornsgill', abode: 'Low Row', kid: 'John & Mary Thwaite' },
  { name: 'Henry Coates', sex: 'M', lay: 'bur', bur: '1852-02-14', age: 43, dplace: 'Thornsgill', parishBur: 'Thornsgill', abode: "King's Head" },
  { name: 'William Tennant', sex: 'M', lay: 'bur', bur: '1855-12-08', age: 67, dplace: 'Thornsgill', parishBur: 'Thornsgill', abode: 'Town Foot' },
  { name: 'Dorothy Alderson', sex: 'F', lay: 'bur', by: 1848, dy: 1849, dplace: 'Arkleside', father: 'Matthew Alderson', mother: 'Ann Alderson', parishBur: 'Arkleside', abode: 'High Birks', infant: true },
  { name: 'Dorothy Spensley', sex: 'F', lay: 'bur', bur: '1857-06-22', age: 88, dplace: 'Arkleside', parishBur: 'Arkleside', abode: 'Raydale Bridge' },
  // prose only: the Calverts (research notes, a member's e-mail from Neepawa)
  { name: 'James Calvert', sex: 'M', lay: 'prose', bur: '1823-04-12', age: 66, occ: 'Handloom weaver', dplace: 'Grisedale', spouse: 'Mary Calvert' },
  { name: 'Mary Calvert', sex: 'F', lay: 'prose', bur: '1830-03-02', age: 67, dplace: 'Grisedale', spouse: 'James Calvert', maiden: 'Thwaite' },
  { name: 'Elizabeth Calvert', sex: 'F', lay: 'prose', bap: '1797-07-14', dy: 1850, parish: 'Raydale Bridge', dplace: 'Grisedale', spouse: 'Joseph Calvert', maiden: 'Fawcett' },
  { name: 'Alice Calvert', sex: 'F', lay: 'prose', bap: '1825-06-05', dy: 1901, parish: 'Raydale Bridge', dplace: 'Grisedale', spouse: 'Thomas Calvert', maiden: 'Spensley', father: 'John Spensley' },
  { name: 'Emily Calvert', sex: 'F', lay: 'prose', by: 1858, dy: 1932, parish: 'Thornsgill', dplace: 'Neepawa', spouse: 'Francis Calvert', maiden: 'Lambert', emigrated: 1884 },
  { name: 'Harold Calvert', sex: 'M', lay: 'prose', by: 1886, died: '1916-09-15', occ: 'Farm labourer', parish: 'Neepawa', dplace: 'Courcelette, France', father: 'Francis Calvert', mother: 'Emily Calvert' },
  { name: 'Mabel Calvert', sex: 'F', lay: 'prose', by: 1889, dy: 1974, occ: 'Teacher', parish: 'Neepawa', dplace: 'Neepawa', father: 'Francis Calvert', mother: 'Emily Calvert' },
];
const PP = Object.fromEntries(PEOPLE.map((p) => [p.name, p]));

// dates: births known from 1837 (civil registration), in Canada and in the Baptist birth register; before that the
// baptism only; deaths from 1837 with a burial a few days later, before that the burial only
for (const p of PEOPLE) {
  const canada = ['Elora', 'Neepawa', 'Fergus', 'Callander'].includes(p.parish);
  if (p.bap) {
    p.baptised = p.bap;
  } else if (p.by) {
    const birth = randDate(p.by);
    const knowBirth = p.by >= 1837 || canada || p.parish === 'Hawkswick Moor' || p.lay === 'json';
    const knowBap = p.lay === 'lat' || p.lay === 'card' || (!knowBirth) || (p.lay === 'sheet' && p.by >= 1837 && r.chance(0.5)) || (p.lay === 'ged' && p.by >= 1837 && r.chance(0.4));
    if (knowBirth && p.lay !== 'lat' && p.lay !== 'card') p.born = birth;
    if (knowBap && p.parish !== 'Hawkswick Moor' && !canada) p.baptised = addDays(birth, r.int(5, 40));
    p._birth = birth;
  }
  if (p.died) {
    p.buried = null;
  } else if (p.bur) {
    p.buried = p.bur;
  } else if (p.dy) {
    const start = p._birth ?? p.baptised;
    let death = randDate(p.dy);
    if (p.infant) death = addDays(start, 334 + r.int(0, 25)); // eleven months old
    if (death <= start) death = addDays(start, 200);
    const knowDeath = p.dy >= 1837 || ['Elora', 'Neepawa', 'Guelph', 'Toronto'].includes(p.dplace) || p.lay === 'json';
    const bur = addDays(death, r.int(2, 5));
    if (knowDeath && p.lay !== 'card' && p.lay !== 'bur') p.died = death;
    if (p.lay !== 'lat' && !['json'].includes(p.lay) && !['Elora', 'Neepawa', 'Guelph', 'Toronto'].includes(p.dplace) && (p.lay === 'card' || p.lay === 'bur' || !knowDeath || r.chance(0.6))) p.buried = bur;
    p._death = death;
  }
  const b = p._birth ?? p.baptised;
  // a burial register gives the burial and the age only
  if (p.lay === 'bur') {
    p._birth = b;
    delete p.born;
    delete p.baptised;
  }
  if (p.age != null) p.ageAtDeath = p.age;
  else if (p.infant) p.ageAtDeath = r4(11 / 12);
  else if (b && (p._death || p.died)) p.ageAtDeath = ageAt(b, p._death ?? p.died);
}
PP['Dorothy Alderson'].months = 11;
const childrenOf = (n) => PEOPLE.filter((c) => c.father === n || c.mother === n).sort((a, b) => (a._birth ?? a.baptised ?? '').localeCompare(b._birth ?? b.baptised ?? ''));

function personFacts(p, file, s, omit = []) {
  const F = (attr, value, unit, stated) => {
    if (!omit.includes(attr)) corpus.fact(p.name, 'person', attr, value ?? null, unit, stated, file);
  };
  F('sex', p.sex, 'text', s.sex ?? '');
  F('maiden_name', p.maiden ?? null, 'text', p.maiden ? s.maiden ?? '' : '');
  F('born', p.born ?? null, 'date', p.born ? s.born ?? '' : '');
  F('baptised', p.baptised ?? null, 'date', p.baptised ? s.baptised ?? '' : '');
  F('parish', p.parish ?? null, 'place', p.parish ? s.parish ?? '' : '');
  F('died', p.died ?? null, 'date', p.died ? s.died ?? '' : '');
  F('buried', p.buried ?? null, 'date', p.buried ? s.buried ?? '' : '');
  F('age_at_death', p.ageAtDeath ?? null, 'years', p.ageAtDeath != null ? s.age ?? '' : '');
  F('death_place', p.dplace ?? null, 'place', p.dplace ? s.dplace ?? '' : '');
  F('occupation', p.occ ?? null, 'text', p.occ ? s.occ ?? '' : '');
  F('father', p.father ?? null, 'person', p.father ? s.father ?? '' : '');
  F('mother', p.mother ?? null, 'person', p.mother ? s.mother ?? '' : '');
  F('spouse', p.spouse ?? null, 'person', p.spouse ? s.spouse ?? '' : '');
  F('emigrated', p.emigrated ?? null, 'year', p.emigrated ? s.emigrated ?? '' : '');
}
const marriedName = (n) => {
  const p = PP[n];
  if (!p) return n;
  return p.maiden && p.lay !== 'ged' ? `${n} (née ${p.maiden})` : n;
};
const L = (k, xs) => xs[k % xs.length];

// ------------------------------------------------------------------ marriages
// [groom, bride, parish, year, by, witnesses, layout]
const MAR_DEF = [
  ['John Kearton', 'Ann Harker', 'Thornsgill', 1786, 'Banns', ['Ralph Hird', 'Matthew Peacock'], 'csv'],
  ['Ralph Hird', 'Jane Dinsdale', 'Kelderby', 1788, 'Banns', ['Christopher Alderson', 'Ann Harker'], 'prose'],
  ['Christopher Alderson', 'Isabella Alderson', 'Arkleside', 1784, 'Licence', ['Ralph Hird', 'Jane Dinsdale'], 'prose'],
  ['James Calvert', 'Mary Calvert', 'Grisedale', 1785, 'Banns', ['Thomas Thwaite', 'Agnes Lister'], 'lat'],
  ['Thomas Kearton', 'Margaret Hird', 'Kelderby', 1813, 'Licence', ['George Hird', 'Mary Kearton'], 'md'],
  ['Simon Raw', 'Mary Kearton', 'Thornsgill', 1814, 'Banns', ['Thomas Kearton', 'Margaret Kearton'], 'csv'],
  ['Richard Alderson', 'Hannah Alderson', 'Thornsgill', 1816, 'Banns', ['George Hird', 'William Tennant'], 'csv'],
  ['Joseph Calvert', 'Elizabeth Calvert', 'Grisedale', 1819, 'Banns', ['Agnes Calvert', 'John Fawcett'], 'lat'],
  ['Ralph Kearton', 'Sarah Peacock', 'Thornsgill', 1838, 'Banns', ['Christopher Raw', 'Mary Peacock'], 'csv'],
  ['William Kearton', 'Isabella Kearton', 'Arkleside', 1841, 'Licence', ['Matthew Alderson', 'Ann Raw'], 'md'],
  ['Christopher Raw', 'Margaret Raw', 'Thornsgill', 1843, 'Banns', ['Ralph Kearton', 'Ann Raw'], 'csv'],
  ['Matthew Alderson', 'Ann Alderson', 'Thornsgill', 1844, 'Banns', ['Christopher Raw', 'Mary Hird'], 'csv'],
  ['Thomas Calvert', 'Alice Calvert', 'Grisedale', 1848, 'Licence', ['John Spensley', 'Agnes Calvert'], 'lat'],
  ['John Metcalfe', 'Sarah Ann Kearton', 'Thornsgill', 1864, 'Banns', ['Simon Kearton', 'Jane Metcalfe'], 'md'],
  ['Duncan McLaren', 'Hannah McLaren', 'Elora', 1868, 'Licence', ['Robert Kearton', 'Margaret Kearton'], 'prose'],
  ['Robert Kearton', 'Catherine Kearton', 'Elora', 1869, 'Banns', ['Duncan McLaren', 'Jessie Ferguson'], 'prose'],
  ['William Alderson', 'Martha Alderson', 'Arkleside', 1870, 'Licence', ['Edward Guy', 'Jane Alderson'], 'md'],
  ['Francis Calvert', 'Emily Calvert', 'Thornsgill', 1880, 'Banns', ['John Metcalfe', 'Ellen Calvert'], 'md'],
  ['Thomas Metcalfe', 'Jane Tennant', 'Thornsgill', 1892, 'Banns', ['Elizabeth Metcalfe', 'George Raw'], 'csv'],
  ['Edward Alderson', 'Lucy Harker', 'Arkleside', 1898, 'Licence', ['Annie Alderson', 'Thomas Harker'], 'csv'],
];
const marriages = MAR_DEF.map(([groom, bride, parish, y, by, wit, lay]) => {
  const g = PP[groom];
  const b = PP[bride];
  let date = randDate(y);
  if (groom === 'William Kearton') date = `1841-10-${pad(r.int(5, 28))}`; // after the census, before the voyage
  // a child born in the marriage year comes after it
  const first = [...childrenOf(groom)][0];
  const fb = first ? first._birth ?? first.baptised : null;
  if (fb && fb <= date) date = addDays(fb, -r.int(200, 300));
  const entry = r.int(2, 38);
  const ref = `${PAR[parish].code}-M-${date.slice(0, 4)}-${pad(entry)}`;
  const gb = g?._birth ?? g?.baptised;
  const bb = b?._birth ?? b?.baptised;
  const ages = Number(date.slice(0, 4)) >= 1837 || lay === 'lat';
  return {
    ref, groom, bride, parish, date, by, wit, lay,
    gAge: ages && gb ? ageAt(gb, date) : bride === 'Jane Tennant' || bride === 'Lucy Harker' ? null : null,
    bAge: ages && bb ? ageAt(bb, date) : null,
  };
});
// the two brides from outside the tree: ages from the register
for (const m of marriages) {
  if (m.bride === 'Jane Tennant') m.bAge = 22;
  if (m.bride === 'Lucy Harker') m.bAge = 23;
  if (m.lay === 'lat' && year(m.date) < 1837) { m.gAge = null; m.bAge = null; }
}
function marriageFacts(m, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(m.ref, 'marriage', attr, value ?? null, unit, stated, file);
  F('date', m.date, 'date', s.date);
  F('parish', m.parish, 'place', s.parish ?? '');
  F('groom', m.groom, 'person', s.groom ?? '');
  F('bride', m.bride, 'person', s.bride ?? '');
  F('by', m.by, 'text', s.by ?? '');
  F('witnesses', m.wit, 'list', s.wit ?? '');
  F('groom_age', m.gAge, 'years', m.gAge != null ? s.gAge ?? '' : '');
  F('bride_age', m.bAge, 'years', m.bAge != null ? s.bAge ?? '' : '');
}
const MREF = Object.fromEntries(marriages.map((m) => [`${m.groom}|${m.bride}`, m]));
const marriageOf = (n) => marriages.find((m) => m.groom === n || m.bride === n);

// ------------------------------------------------------------------ census households
const CENSUS_NIGHT = { 1841: '1841-06-06', 1851: '1851-03-30', 1861: '1861-04-07', 1871: '1871-04-02', 1881: '1881-04-03', 1891: '1891-04-05', 1901: '1901-03-31', 1911: '1911-04-02', c1861: '1861-01-14', c1871: '1871-04-02', c1891: '1891-04-06' };
// members: [name, relation, occupation, age (for people outside the tree)]
const HOUSE_DEF = [
  { address: 'Hag End', y: 1841, parish: 'Thornsgill', lay: 'md41', piece: 'HO107/1270/4, f. 12', members: [['Thomas Kearton', 'Head', 'Lead miner'], ['Margaret Hird', 'Wife', ''], ['William Kearton', 'Son', 'Lead miner'], ['Hannah Kearton', 'Daughter', '', 15]] },
  { address: 'Town Foot', y: 1841, parish: 'Thornsgill', lay: 'md41', piece: 'HO107/1270/4, f. 14', members: [['Simon Raw', 'Head', 'Shepherd'], ['Mary Kearton', 'Wife', ''], ['Christopher Raw', 'Son', 'Lead miner'], ['Ann Alderson', 'Daughter', ''], ['Jane Raw', 'Daughter', '', 14], ['Isabella Raw', 'Daughter', '', 11]] },
  { address: 'Kelderby Smithy', y: 1841, parish: 'Kelderby', lay: 'md41', piece: 'HO107/1271/2, f. 3', members: [['George Hird', 'Head', 'Blacksmith'], ['Mary Hird', 'Daughter', ''], ['Joseph Hird', 'Son', '', 12], ['Ann Hird', 'Daughter', '', 9], ['Thomas Bell', 'Apprentice', 'Blacksmith ap.', 16], ['Sarah Wood', 'Servant', 'F.S.', 20]] },
  { address: 'Hag End', y: 1851, parish: 'Thornsgill', lay: 'md51', piece: 'HO107/2279, f. 213, sch. 27', members: [['Thomas Kearton', 'Head', 'Lead miner'], ['Margaret Hird', 'Wife', 'Lead miner\'s wife'], ['Hannah Kearton', 'Daughter', 'Dressmaker', 25], ['Simon Kearton', 'Grandson', 'Scholar']] },
  { address: 'Low Row', y: 1851, parish: 'Thornsgill', lay: 'md51', piece: 'HO107/2279, f. 215, sch. 33', members: [['Ralph Kearton', 'Head', 'Lead miner'], ['Sarah Peacock', 'Wife', ''], ['Sarah Ann Kearton', 'Daughter', 'Scholar'], ['Joseph Kearton', 'Son', 'Scholar', 5], ['Elizabeth Kearton', 'Daughter', '', 2]] },
  { address: "King's Head Inn", y: 1851, parish: 'Thornsgill', lay: 'md51', piece: 'HO107/2279, f. 216, sch. 38', members: [['Christopher Raw', 'Head', 'Innkeeper & lead miner'], ['Margaret Raw', 'Wife', ''], ['James Raw', 'Son', 'Scholar'], ['Mary Raw', 'Daughter', '', 3], ['Thomas Raw', 'Son', '', 1], ['Ann Dinsdale', 'Servant', 'House servant', 18], ['Henry Coates', 'Lodger', 'Lead miner', 42]] },
  { address: 'High Birks', y: 1851, parish: 'Arkleside', lay: 'md51', piece: 'HO107/2280, f. 40, sch. 9', members: [['Richard Alderson', 'Head', 'Farmer of 62 acres'], ['Hannah Alderson', 'Wife', ''], ['Matthew Alderson', 'Son', 'Farmer\'s son'], ['Ann Alderson', 'Daughter-in-law', ''], ['William Alderson', 'Grandson', ''], ['John Guy', 'Servant', 'Farm servant', 17]] },
  { address: 'Low Row', y: 1861, parish: 'Thornsgill', lay: 'csv', piece: 'RG9/3198, f. 22, sch. 31', members: [['Ralph Kearton', 'Head', 'Lead miner'], ['Sarah Peacock', 'Wife', ''], ['Simon Kearton', 'Son', 'Lead miner'], ['Sarah Ann Kearton', 'Daughter', ''], ['Joseph Kearton', 'Son', 'Lead miner', 15], ['Elizabeth Kearton', 'Daughter', 'Scholar', 12]] },
  { address: "King's Head Inn", y: 1861, parish: 'Thornsgill', lay: 'csv', piece: 'RG9/3198, f. 24, sch. 36', members: [['Christopher Raw', 'Head', 'Innkeeper'], ['Margaret Raw', 'Wife', ''], ['James Raw', 'Son', 'Lead miner'], ['Mary Raw', 'Daughter', 'Scholar', 13], ['Thomas Raw', 'Son', 'Scholar', 11], ['Elizabeth Raw', 'Daughter', '', 6], ['Agnes Hird', 'Servant', 'General servant', 19], ['Robert Brown', 'Visitor', 'Cattle dealer', 30]] },
  { address: 'Mill Cottage', y: 1861, parish: 'Grisedale', lay: 'csv', piece: 'RG9/3201, f. 8, sch. 12', members: [['Thomas Calvert', 'Head', 'Stonemason'], ['Alice Calvert', 'Wife', ''], ['Francis Calvert', 'Son', 'Scholar'], ['Ellen Calvert', 'Daughter', 'Scholar'], ['John Calvert', 'Son', '', 4], ['Catherine Calvert', 'Daughter', '', 1]] },
  { address: 'Town Foot', y: 1871, parish: 'Thornsgill', lay: 'csv', piece: 'RG10/4371, f. 51, sch. 19', members: [['John Metcalfe', 'Head', 'Carrier'], ['Sarah Ann Kearton', 'Wife', ''], ['Thomas Metcalfe', 'Son', ''], ['Elizabeth Metcalfe', 'Daughter', '']] },
  { address: 'High Birks', y: 1871, parish: 'Arkleside', lay: 'csv', piece: 'RG10/4375, f. 12, sch. 8', members: [['Matthew Alderson', 'Head', 'Farmer of 80 acres'], ['Ann Alderson', 'Wife', ''], ['William Alderson', 'Son', 'Farmer\'s son'], ['Martha Alderson', 'Daughter-in-law', ''], ['Jane Alderson', 'Daughter', '', 20], ['William Spensley', 'Servant', 'Farm servant', 16]] },
  { address: "King's Head Inn", y: 1881, parish: 'Thornsgill', lay: 'csv', piece: 'RG11/4512, f. 30, sch. 44', members: [['James Raw', 'Head', 'Innkeeper'], ['Ellen Raw', 'Wife', '', 33], ['George Raw', 'Son', 'Scholar'], ['Margaret Raw', 'Mother', 'Annuitant'], ['Annie Thwaite', 'Servant', 'General servant', 16]] },
  { address: 'Station Cottages', y: 1901, parish: 'Thornsgill', lay: 'html', piece: 'RG13/4258, f. 61, sch. 102', members: [['Thomas Metcalfe', 'Head', 'Railway platelayer'], ['Jane Metcalfe', 'Wife', '', 31], ['Frederick Metcalfe', 'Son', '', 8], ['Sarah Metcalfe', 'Daughter', '', 5], ['Ada Metcalfe', 'Daughter', '', 2], ['Elizabeth Metcalfe', 'Sister', 'Dressmaker']] },
  { address: 'High Birks', y: 1911, parish: 'Arkleside', lay: 'txt', piece: 'RG14/29841, sch. 57', members: [['Edward Alderson', 'Head', 'Farmer'], ['Lucy Alderson', 'Wife', '', 36], ['Martha Alderson', 'Mother', 'Private means'], ['Annie Alderson', 'Sister', 'Schoolmistress (elementary)'], ['Frank Alderson', 'Son', 'School', 11], ['Hilda Alderson', 'Daughter', 'School', 8], ['Tom Fawcett', 'Servant', 'Farm servant', 15]] },
  { address: 'Lot 14, Con. 3, Nichol', y: 1861, cy: 'c1861', parish: 'Elora', lay: 'canada', piece: 'Canada West, Wellington County, Nichol Township, district 40, p. 12', members: [['William Kearton', 'Head', 'Farmer'], ['Isabella Kearton', 'Wife', ''], ['Robert Kearton', 'Son', 'Farmer'], ['Hannah McLaren', 'Daughter', ''], ['George Kearton', 'Son', ''], ['Margaret Kearton', 'Daughter', '', 7], ['Richard Kearton', 'Son', '', 4]] },
  { address: 'Bridge Street, Elora', y: 1871, cy: 'c1871', parish: 'Elora', lay: 'canada', piece: 'Ontario, Wellington Centre, Elora, division 2, p. 31', members: [['Duncan McLaren', 'Head', 'Miller'], ['Hannah McLaren', 'Wife', ''], ['Isabella McLaren', 'Daughter', ''], ['Hector McLaren', 'Father', 'Retired miller', 58]] },
  { address: 'Section 22, Neepawa', y: 1891, cy: 'c1891', parish: 'Neepawa', lay: 'canada', piece: 'Manitoba, Marquette, Langford, p. 9', members: [['Francis Calvert', 'Head', 'Farmer & stonemason'], ['Emily Calvert', 'Wife', ''], ['Edith Calvert', 'Daughter', '', 7], ['Harold Calvert', 'Son', ''], ['Mabel Calvert', 'Daughter', '']] },
];
/** A woman of the tree as a census wrote her: her husband's surname once married, her maiden surname before. */
function shownName(n, night) {
  const p = PP[n];
  if (!p || p.sex === 'M') return n;
  const given = n.split(' ').slice(0, -1).join(' ');
  const m = marriages.find((x) => x.bride === n);
  if (m && m.date <= night) return `${given} ${m.groom.split(' ').slice(-1)[0]}`;
  return `${given} ${p.maiden ?? n.split(' ').slice(-1)[0]}`;
}
const households = HOUSE_DEF.map((h) => {
  const night = CENSUS_NIGHT[h.cy ?? h.y];
  const rows = h.members.map(([n, rel, occ, age0]) => {
    const p = PP[n];
    const b = p ? p._birth ?? p.baptised : null;
    let age = age0 ?? (b ? ageAt(b, night) : null);
    if (age == null) throw new Error(`census age of ${n}`);
    const shown = shownName(n, night);
    const cond = ['Head', 'Wife', 'Daughter-in-law'].includes(rel) ? 'Mar.' : rel === 'Mother' ? 'Widow' : rel === 'Father' ? 'Widower' : age >= 16 ? 'Unm.' : '';
    return { name: shown, canon: n, rel, occ, age, cond };
  });
  if (h.y === 1841) for (const m of rows) if (m.age >= 15) m.age = m.age - (m.age % 5);
  const servants = rows.filter((m) => m.rel === 'Servant').length;
  return { ...h, name: `${h.address} (${h.y})`, night, rows, size: rows.length, servants, head: h.members[0][0] };
});
function householdFacts(h, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(h.name, 'household', attr, value ?? null, unit, stated, file);
  F('year', h.y, '', s.year ?? '');
  F('address', h.address, 'text', h.address);
  F('parish', h.parish, 'place', s.parish ?? '');
  F('head', h.head, 'person', s.head ?? '');
  F('head_occupation', h.members[0][2], 'text', h.members[0][2]);
  F('size', h.size, '', s.size ?? '');
  F('members', h.rows.map((m) => m.canon), 'list', '');
  F('servants', h.servants, '', '');
}

// ------------------------------------------------------------------ gravestones
// [id, churchyard, plot, type, material, condition, height form, commemorates, estimate, layout]
const STONE_DEF = [
  ['THG-MI-003', 'Thornsgill', 'Row A, no. 3', 'Headstone', 'Sandstone', 'Poor', ['ftin', 3, 4], ['Matthew Peacock'], 380, 'md'],
  ['THG-MI-011', 'Thornsgill', 'Row A, no. 11', 'Table tomb', 'Limestone', 'Fair', ['ftin', 2, 9], ['John Kearton', 'Ann Harker'], null, 'md'],
  ['THG-MI-017', 'Thornsgill', 'Row C, no. 12', 'Headstone', 'Sandstone', 'Poor', ['ftin', 3, 10], ['Thomas Kearton', 'Margaret Hird', 'Jane Kearton'], 450, 'md'],
  ['THG-MI-024', 'Thornsgill', 'Row C, no. 19', 'Headstone', 'Sandstone', 'Illegible', ['ftin', 3, 1], ['Simon Raw', 'Mary Kearton'], null, 'md'],
  ['THG-MI-031', 'Thornsgill', 'Row D, no. 4', 'Headstone', 'Gritstone', 'Good', ['ftin', 4, 2], ['Simon Kearton'], null, 'md'],
  ['THG-MI-040', 'Thornsgill', 'Row E, no. 7', 'Headstone', 'Gritstone', 'Fallen', ['ftin', 4, 6], ['Christopher Raw', 'Margaret Raw'], 1150, 'md'],
  ['KEL-MI-002', 'Kelderby', 'North side, no. 2', 'Headstone', 'Sandstone', 'Poor', ['cm', 95], ['Ralph Hird', 'Jane Dinsdale'], 520, 'csv'],
  ['KEL-MI-009', 'Kelderby', 'North side, no. 9', 'Headstone', 'Sandstone', 'Fallen', ['cm', 112], ['George Hird', 'Mary Hird'], 700, 'csv'],
  ['ARK-MI-014', 'Arkleside', 'Section 1, no. 14', 'Ledger', 'Limestone', 'Fair', ['cm', 30], ['Richard Alderson', 'Hannah Alderson'], null, 'csv'],
  ['ARK-MI-021', 'Arkleside', 'Section 2, no. 21', 'Headstone', 'Gritstone', 'Good', ['cm', 122], ['Matthew Alderson', 'Ann Alderson', 'Dorothy Alderson'], null, 'csv'],
  ['ARK-MI-026', 'Arkleside', 'Section 2, no. 26', 'Headstone', 'Sandstone', 'Illegible', ['cm', 88], ['Christopher Alderson', 'Isabella Alderson'], null, 'csv'],
  ['ELO-B-014', 'Elora', 'Section B, Lot 14', 'Headstone', 'Marble', 'Good', ['in', 46], ['William Kearton', 'Isabella Kearton'], null, 'html'],
  ['ELO-B-015', 'Elora', 'Section B, Lot 15', 'Headstone', 'Marble', 'Poor', ['in', 40], ['Robert Kearton', 'Catherine Kearton'], 1400, 'html'],
  ['ELO-C-007', 'Elora', 'Section C, Lot 7', 'Obelisk', 'Granite', 'Fair', ['in', 74], ['Duncan McLaren', 'Hannah McLaren'], null, 'html'],
  ['GRI-MI-004', 'Grisedale', 'East of the chapel, no. 4', 'Headstone', 'Sandstone', 'Poor', ['ftin', 3, 6], ['Thomas Calvert', 'Alice Calvert'], 420, 'prose'],
  ['GRI-MI-007', 'Grisedale', 'East of the chapel, no. 7', 'Headstone', 'Sandstone', 'Fallen', ['ftin', 4, 1], ['Joseph Calvert', 'Elizabeth Calvert'], 980, 'prose'],
];
const stones = STONE_DEF.map(([id, yard, plot, type, material, cond, h, names, est, lay]) => {
  const cm = h[0] === 'ftin' ? r4((h[1] * 12 + h[2]) * 2.54) : h[0] === 'in' ? r4(h[1] * 2.54) : h[1];
  const cur = yard === 'Elora' ? 'CAD' : 'GBP';
  return { id, yard, plot, type, material, cond, h, cm, names, est, cur, lay };
});
function stoneFacts(st, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(st.id, 'gravestone', attr, value ?? null, unit, stated, file);
  F('churchyard', st.yard, 'place', s.yard ?? '');
  F('plot', st.plot, 'text', s.plot ?? st.plot);
  F('type', st.type, 'text', s.type ?? '');
  F('material', st.material, 'text', s.material ?? '');
  F('condition', st.cond, 'text', s.cond ?? '');
  F('height', st.cm, 'cm', s.height ?? '');
  F('commemorates', st.names, 'list', '');
  F('repair_estimate', st.est, st.est != null ? st.cur : '', st.est != null ? s.est ?? '' : '');
}
/** An inscription in the words of the stone. */
function inscription(st) {
  const parts = st.names.map((n, i) => {
    const p = PP[n];
    const d = p.died ?? p._death ?? p.buried;
    const dd = d ? `${MON[Number(d.slice(5, 7)) - 1]} ${ordn(Number(d.slice(8, 10)))} ${d.slice(0, 4)}` : 'date worn';
    const age = p.months ? `${p.months} months` : `${p.ageAtDeath} years`;
    const first = n.split(' ')[0];
    if (i === 0) return `In loving memory of ${n.toUpperCase()}${p.lay === 'ged' || p.lay === 'card' ? ` of ${p.parish}` : ''}, who died ${dd}, aged ${age}.`;
    const rel = p.spouse === st.names[0] ? (p.sex === 'F' ? 'his wife' : 'her husband') : p.father === st.names[0] || p.mother === st.names[0] ? (p.sex === 'F' ? 'their daughter' : 'their son') : 'also';
    return `Also ${first.toUpperCase()}, ${rel}, died ${dd}, aged ${age}.`;
  });
  return parts.join(' ');
}

// ------------------------------------------------------------------ society members
const MEMBERS = [
  { name: 'Margaret Iveson', no: 112, role: 'Chair', town: 'Thornsgill', country: 'England', joined: 1987, surnames: ['Kearton', 'Hird'], lay: 'yaml' },
  { name: 'David Sedgwick', no: 208, role: 'Secretary', town: 'Skipton', country: 'England', joined: 1992, surnames: ['Alderson', 'Guy'], lay: 'yaml' },
  { name: 'Pauline Cherry', no: 265, role: 'Treasurer', town: 'Harrogate', country: 'England', joined: 1995, surnames: ['Raw', 'Harker'], lay: 'yaml' },
  { name: 'Keith Hammond', no: 341, role: 'Member', town: 'Northallerton', country: 'England', joined: 1999, surnames: ['Metcalfe', 'Peacock'], lay: 'yaml' },
  { name: 'Michael Coates', no: 402, role: 'MI survey co-ordinator', town: 'Richmond', country: 'England', joined: 2001, surnames: ['Coates', 'Thwaite'], lay: 'yaml' },
  { name: 'Eileen Dinsdale', no: 455, role: 'Overseas liaison', town: 'Guelph', country: 'Canada', joined: 2003, surnames: ['Kearton', 'McLaren', 'Dinsdale'], lay: 'md' },
  { name: 'Janet Wharton', no: 688, role: 'Member', town: 'Ballarat', country: 'Australia', joined: 2008, surnames: ['Alderson', 'Dinsdale'], lay: 'yaml' },
  { name: 'Brian Lambert', no: 731, role: 'Member', town: 'Leeds', country: 'England', joined: 2010, surnames: ['Calvert', 'Lambert'], lay: 'md' },
  { name: 'Linda Fawcett', no: 866, role: 'Member', town: 'Denver', country: 'United States', joined: 2013, surnames: ['Fawcett', 'Calvert', 'Spensley'], lay: 'md' },
  { name: 'Sheila Tennant', no: 1004, role: 'Member', town: 'Neepawa', country: 'Canada', joined: 2016, surnames: ['Calvert', 'Tennant'], lay: 'prose' },
  { name: 'Graham Scarr', no: 1187, role: 'Webmaster', town: 'Kendal', country: 'England', joined: 2019, surnames: ['Raw', 'Scarr'], lay: 'prose' },
  { name: 'Fiona McLaren', no: 1342, role: 'Member', town: 'Elora', country: 'Canada', joined: 2021, surnames: ['McLaren', 'Ferguson'], lay: 'prose' },
];
function memberFacts(m, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(m.name, 'member', attr, value ?? null, unit, stated, file);
  F('member_no', m.no, '', s.no ?? '');
  F('role', m.role, 'text', s.role ?? '');
  F('town', m.town, 'place', s.town ?? m.town);
  F('country', m.country, 'place', s.country ?? '');
  F('joined', m.joined, 'year', s.joined ?? '');
  F('surnames', m.surnames, 'list', s.surnames ?? '');
}

// ================================================================== FILES
// ------------------------------------------------------------------ (a1) GEDCOM export
{
  const file = 'family-tree/kearton-hird-thornsgill.ged';
  const ged = PEOPLE.filter((p) => p.lay === 'ged');
  // every person linked by a family record gets an @I@ id; those whose own record is elsewhere get a stub
  const fams = [];
  const famOf = new Map();
  const addFam = (h, w) => {
    const k = `${h ?? ''}|${w ?? ''}`;
    if (!famOf.has(k)) {
      const f = { id: `@F${fams.length + 1}@`, h, w, kids: [] };
      fams.push(f);
      famOf.set(k, f);
    }
    return famOf.get(k);
  };
  for (const p of ged) {
    if (p.spouse) (p.sex === 'M' ? addFam(p.name, p.spouse) : addFam(p.spouse, p.name));
    if (p.father || p.mother) addFam(p.father, p.mother);
  }
  for (const f of fams) for (const c of PEOPLE) if ((f.h && c.father === f.h && (!f.w || c.mother === f.w)) || (!f.h && f.w && c.mother === f.w)) f.kids.push(c.name);
  const ids = new Map();
  const idOf = (n) => {
    if (!ids.has(n)) ids.set(n, `@I${ids.size + 1}@`);
    return ids.get(n);
  };
  ged.forEach((p) => idOf(p.name));
  for (const f of fams) [f.h, f.w, ...f.kids].filter(Boolean).forEach(idOf);
  const gname = (n) => {
    const parts = n.split(' ');
    return `${parts.slice(0, -1).join(' ')} /${parts[parts.length - 1]}/`;
  };
  const out = ['0 HEAD', '1 SOUR FAMTREEMAKER', '2 VERS 24.1', '1 DEST GED55', '1 DATE 14 FEB 2025', '1 SUBM @U1@', '1 FILE kearton-hird-thornsgill.ged', '1 GEDC', '2 VERS 5.5.1', '2 FORM LINEAGE-LINKED', '1 CHAR UTF-8', '0 @U1@ SUBM', '1 NAME Margaret Iveson (USFHS member 112)'];
  for (const [n, id] of ids) {
    const p = PP[n];
    const own = p && p.lay === 'ged';
    const stubName = p && p.lay !== 'ged' && p.maiden ? `${n.split(' ').slice(0, -1).join(' ')} /${p.maiden}/` : gname(n);
    out.push(`0 ${id} INDI`, `1 NAME ${stubName}`);
    if (!own) {
      if (p) out.push(`1 SEX ${p.sex}`);
      out.push(`1 NOTE Stub only: research record kept elsewhere on the drive.`);
    } else {
      corpus.aliases.set(n, [gname(n)]);
      const place = (x) => (x === 'Thornsgill' || x === 'Kelderby' || x === 'Arkleside' ? `${x}, Yorkshire, England` : x === 'Hawkswick Moor' ? 'Hawkswick Moor, Yorkshire, England' : x === 'Raydale Bridge' ? 'Raydale Bridge, Yorkshire, England' : `${x}, Yorkshire, England`);
      out.push(`1 SEX ${p.sex}`);
      const s = { sex: `1 SEX ${p.sex}`, parish: place(p.parish) };
      if (p.born) {
        s.born = fd(p.born, 'ged');
        out.push('1 BIRT', `2 DATE ${s.born}`, `2 PLAC ${place(p.parish)}`);
      }
      if (p.baptised) {
        s.baptised = fd(p.baptised, 'ged');
        out.push('1 CHR', `2 DATE ${s.baptised}`, `2 PLAC ${place(p.parish)}`);
        const f = FEAST[p.baptised.slice(5)];
        if (f) out.push(`2 NOTE Register reads "bapt. ${f[0]} ${p.baptised.slice(0, 4)}"`);
      }
      if (p.occ) {
        s.occ = `1 OCCU ${p.occ}`;
        out.push(s.occ);
      }
      if (p.died) {
        s.died = fd(p.died, 'ged');
        out.push('1 DEAT', `2 DATE ${s.died}`, `2 PLAC ${place(p.dplace)}`, `2 AGE ${p.ageAtDeath}y`);
        s.age = `2 AGE ${p.ageAtDeath}y`;
        s.dplace = place(p.dplace);
      }
      if (p.buried) {
        s.buried = fd(p.buried, 'ged');
        out.push('1 BURI', `2 DATE ${s.buried}`, `2 PLAC ${place(p.dplace)}`);
        if (!p.died) {
          out.push(`2 NOTE aged ${p.ageAtDeath}`);
          s.age = `2 NOTE aged ${p.ageAtDeath}`;
        }
        s.dplace = place(p.dplace);
      }
      if (p.name === 'Thomas Metcalfe') out.push('1 RESI', '2 DATE 1901', '2 PLAC Station Cottages, Thornsgill');
      if (p.name === 'Simon Kearton') out.push('1 NOTE Killed by a fall of ground at Gill Head level; inquest at the King\'s Head.');
      if (p.maiden) s.maiden = gname(p.name);
      for (const f of fams) {
        if (f.h === n || f.w === n) out.push(`1 FAMS ${f.id}`);
        if (f.kids.includes(n)) out.push(`1 FAMC ${f.id}`);
      }
      personFacts(p, file, s);
    }
  }
  for (const f of fams) {
    out.push(`0 ${f.id} FAM`);
    if (f.h) out.push(`1 HUSB ${idOf(f.h)}`);
    if (f.w) out.push(`1 WIFE ${idOf(f.w)}`);
    const m = f.h && f.w ? MREF[`${f.h}|${f.w}`] : null;
    if (m) out.push('1 MARR', `2 DATE ${fd(m.date, 'ged')}`, `2 PLAC ${m.parish}, Yorkshire, England`);
    for (const k of f.kids) out.push(`1 CHIL ${idOf(k)}`);
  }
  out.push('0 TRLR', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (a2) research sheets (label set A)
PEOPLE.filter((p) => p.lay === 'sheet').forEach((p, k) => {
  const file = `people/sheets/${slug(p.name)}.md`;
  const s = { sex: `Sex: ${p.sex === 'M' ? 'Male' : 'Female'}` };
  const lines = [`# ${p.name}${p.maiden ? ` (née ${p.maiden})` : ''}`, '', `Name: ${p.name}`, s.sex];
  if (p.maiden) {
    s.maiden = `Maiden name: ${p.maiden}`;
    lines.push(s.maiden);
  }
  if (p.born) {
    s.born = `Born: ${fd(p.born, L(k, ['long', 'iso', 'short']))}`;
    lines.push(s.born);
  }
  if (p.baptised) {
    const f = FEAST[p.baptised.slice(5)];
    s.baptised = f ? `Baptised: ${f[0]} ${p.baptised.slice(0, 4)}` : `Baptised: ${fd(p.baptised, L(k + 1, ['long', 'short', 'iso']))}`;
    lines.push(`${s.baptised}, ${p.parish}`);
  }
  s.parish = `Parish: ${p.parish}`;
  lines.push(s.parish);
  if (p.died) {
    s.died = `Died: ${fd(p.died, L(k, ['iso', 'long', 'short']))}`;
    lines.push(s.died);
  }
  if (p.buried) {
    s.buried = `Buried: ${fd(p.buried, L(k, ['short', 'long', 'iso']))}`;
    lines.push(`${s.buried} (${p.dplace})`);
  }
  s.dplace = p.dplace;
  s.age = `Age at death: ${p.ageAtDeath}`;
  lines.push(s.age);
  if (p.occ) {
    s.occ = `Occupation: ${p.occ}`;
    lines.push(s.occ + (p.occ === 'Farmer' ? ' (High Birks)' : ''));
  }
  if (p.father) lines.push((s.father = `Father: ${marriedName(p.father)}`));
  if (p.mother) lines.push((s.mother = `Mother: ${marriedName(p.mother)}`));
  if (p.spouse) {
    const m = marriageOf(p.name);
    s.spouse = `Spouse: ${marriedName(p.spouse)}`;
    lines.push(`${s.spouse}${m ? `, m. ${m.date.slice(0, 4)}` : ''}`);
  }
  lines.push('', '## Sources', '', L(k, [
    `- Arkleside registers (NYCRO PR/ARK 1/2), transcribed by D. Sedgwick`,
    `- GRO index and certificate on file; MI survey of Arkleside churchyard`,
    `- Census returns 1841–1911; Arkleside registers`,
  ]), '', `_Sheet kept by David Sedgwick; last checked ${fd(`2024-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`, 'long')}._`, '');
  personFacts(p, file, s);
  corpus.write(file, lines.join('\n'));
});

// ------------------------------------------------------------------ (a3) research cards (label set B)
PEOPLE.filter((p) => p.lay === 'card').forEach((p, k) => {
  const file = `people/cards/${slug(p.name)}.md`;
  const parts = p.name.split(' ');
  const s = {};
  const lines = [`# RESEARCH CARD — ${p.name}`, '', `Surname: ${parts[parts.length - 1].toUpperCase()}`, `Forenames: ${parts.slice(0, -1).join(' ')}`];
  if (p.maiden) lines.push((s.maiden = `Née: ${p.maiden}`));
  const f = FEAST[p.baptised.slice(5)];
  s.baptised = f ? `bapt. ${f[0]} ${p.baptised.slice(0, 4)}` : fd(p.baptised, L(k, ['ord', 'short', 'ordab']));
  s.parish = `at ${p.parish}`;
  lines.push(`Bapt.: ${s.baptised} at ${p.parish}`);
  s.buried = fd(p.buried, L(k, ['ordab', 'ord', 'short']));
  s.dplace = `${s.buried}, ${p.dplace}`;
  lines.push(`Bur.: ${s.dplace}`);
  s.age = `Aged: ${p.ageAtDeath} years`;
  lines.push(s.age);
  if (p.occ) lines.push((s.occ = `Trade / calling: ${p.occ}`));
  if (p.father) {
    const mo = p.mother ? (PP[p.mother]?.maiden && PP[p.mother].lay !== 'ged' ? `${p.mother.split(' ')[0]} (née ${PP[p.mother].maiden})` : p.mother) : '';
    const who = p.sex === 'M' ? 'Son of' : 'Daughter of';
    s.sex = who;
    s.father = `${who}: ${p.father}`;
    s.mother = mo;
    lines.push(`${s.father} & ${mo}`);
  }
  if (p.spouse) {
    s.spouse = `${p.sex === 'M' ? 'Wife' : 'Husband'}: ${marriedName(p.spouse)}`;
    if (!p.father) s.sex = s.spouse.split(':')[0];
    lines.push(s.spouse);
  } else if (!p.father) s.sex = '';
  const CARD_NOTE = {
    'Simon Raw': 'Shepherd to the Hag End allotment; not found in the 1851 census (died in January).',
    'Christopher Raw': "Landlord of the King's Head; licence renewed at the Skipton brewster sessions each year.",
    'Margaret Raw': "Kept the King's Head on after Christopher's death until James took the licence.",
    'James Raw': 'Will proved at Wakefield; copy ordered.',
    'George Raw': 'Worked at the Thornsgill limestone quarry; not found in the 1911 census index — check under "Rawe".',
    'Elizabeth Metcalfe': 'Living with her brother Thomas at Station Cottages in 1901.',
    'Annie Alderson': 'Head teacher at Arkleside school 1904–1935 (school log books at NYCRO).',
  };
  lines.push(`Card by: ${L(k, ['P. Cherry', 'P. Cherry', 'G. Scarr', 'K. Hammond'])}`, '', CARD_NOTE[p.name], '');
  personFacts(p, file, s);
  corpus.write(file, lines.join('\n'));
});

// ------------------------------------------------------------------ (a4) JSON family tree, the Elora branch (nested)
{
  const file = 'family-tree/kearton-elora-branch.json';
  const json = PEOPLE.filter((p) => p.lay === 'json');
  const node = (p, k) => {
    const s = { sex: `"sex": "${p.sex}"` };
    const events = [];
    if (p.born) {
      s.born = k % 3 === 2 ? fd(p.born, 'us') : p.born;
      events.push({ type: 'Birth', date: s.born, place: p.parish === 'Callander' ? 'Callander, Perthshire, Scotland' : p.parish === 'Fergus' ? 'Fergus, Ontario' : p.parish === 'Elora' ? 'Elora, Wellington County, Ontario' : `${p.parish}, Yorkshire, England` });
      s.parish = events[0].place;
    }
    if (p.emigrated) {
      s.emigrated = `"date": "${p.emigrated}"`;
      events.push({ type: 'Emigration', date: String(p.emigrated), place: p.emigrated === 1842 ? 'Liverpool to Quebec' : 'Glasgow to Quebec' });
    }
    if (p.died) {
      s.died = k % 3 === 1 ? fd(p.died, 'long') : p.died;
      s.dplace = p.dplace === 'Elora' ? 'Elora, Ontario' : p.dplace === 'Neepawa' ? 'Neepawa, Manitoba' : p.dplace === 'Guelph' ? 'Guelph, Ontario' : 'Toronto, Ontario';
      s.age = `"age": ${p.ageAtDeath}`;
      events.push({ type: 'Death', date: s.died, place: s.dplace, age: p.ageAtDeath });
    }
    const rec = { id: `P${pad(PEOPLE.indexOf(p) + 1, 3)}`, display: { name: p.name, lifespan: `${(p.born ?? '').slice(0, 4)}–${(p.died ?? '').slice(0, 4)}` }, names: [{ given: p.name.split(' ').slice(0, -1).join(' '), surname: p.name.split(' ').slice(-1)[0], ...(p.maiden ? { maiden: p.maiden } : {}) }], sex: p.sex, events };
    if (p.maiden) s.maiden = `"maiden": "${p.maiden}"`;
    if (p.occ) {
      rec.occupation = p.occ;
      s.occ = `"occupation": "${p.occ}"`;
    }
    if ((p.father || p.mother) && !json.some((x) => x.name === p.father || x.name === p.mother)) {
      rec.parents = { father: p.father ?? null, mother: p.mother ?? null };
      s.father = `"father": "${p.father}"`;
      s.mother = `"mother": "${p.mother}"`;
    }
    return { rec, s };
  };
  let k = 0;
  const build = (p, parentS) => {
    const { rec, s } = node(p, k++);
    const sp = json.find((x) => x.name === p.spouse);
    const famKids = json.filter((c) => c.father === p.name || c.mother === p.name);
    if (p.spouse) {
      const fam = { partner: null, marriage: null, children: [] };
      if (sp) {
        const n2 = node(sp, k++);
        fam.partner = n2.rec;
        n2.s.spouse = `"name": "${p.name}"`;
        s.spouse = `"name": "${sp.name}"`;
        personFacts(sp, file, n2.s);
        const m = MREF[`${p.sex === 'M' ? p.name : sp.name}|${p.sex === 'M' ? sp.name : p.name}`];
        if (m && m.parish !== 'Elora') fam.marriage = { date: m.date, place: `${m.parish}, Yorkshire` };
        else if (m) fam.marriage = { date: m.date.slice(0, 4), place: 'Elora, Ontario', note: 'see Eileen Dinsdale\'s letter' };
      } else {
        fam.partner = { display: { name: p.spouse }, note: 'not researched' };
        s.spouse = `"name": "${p.spouse}"`;
      }
      for (const c of famKids) {
        const child = build(c, s);
        // a child's parents are the node it sits in
        fam.children.push(child);
      }
      rec.families = [fam];
    }
    personFacts(p, file, s);
    return rec;
  };
  // children's parents are stated by the nesting only (a child sits in its parents' family)
  const root = build(PP['William Kearton']);
  corpus.write(file, JSON.stringify({ export: { software: 'Kinfolk Tree 4.2', exported: '2025-02-14', tree: 'Kearton of Elora (Canada branch)', submitter: 'Eileen Dinsdale, member 455', note: 'Parents of William and Isabella are in the Thornsgill GEDCOM and the Alderson sheets.' }, root }, null, 1) + '\n');
}

// ------------------------------------------------------------------ (a5) Latin baptisms: semicolon export with a preamble
{
  const file = 'transcriptions/latin-baptisms-grisedale-kelderby.csv';
  const LATNAME = { Agnes: 'Agnes', Joseph: 'Josephus', Margaret: 'Margareta', George: 'Georgius', Thomas: 'Thomas', Mary: 'Maria', Francis: 'Franciscus', Ellen: 'Helena' };
  const LATFATHER = { 'James Calvert': 'Jacobi Calvert', 'Ralph Hird': 'Radulphi Hird', 'Joseph Calvert': 'Josephi Calvert', 'George Hird': 'Georgii Hird', 'Thomas Calvert': 'Thomae Calvert' };
  const LATMOTHER = { 'Mary Calvert': 'Mariae Thwaite', 'Jane Dinsdale': 'Janae', 'Elizabeth Calvert': 'Elizabethae Fawcett', 'Ann Hird': 'Annae', 'Alice Calvert': 'Aliciae Spensley' };
  const CALLING = { 'James Calvert': 'textor', 'Ralph Hird': 'faber ferrarius', 'Joseph Calvert': 'textor', 'George Hird': 'faber ferrarius', 'Thomas Calvert': 'lapicida' };
  const CALLING_GEN = { textor: 'textoris', 'faber ferrarius': 'fabri ferrarii', lapicida: 'lapicidae' };
  const ABODE = { Grisedale: ['Mill Cottage', 'Grisedale Head', 'Low Grisedale'], Kelderby: ['Kelderby Smithy', 'Kelderby'] };
  // the Latin register gives the baptism only: deaths and callings are stated in other files (inscriptions, notes,
  // letters) and recorded there; burials of these people are not in the folder
  const LATE = {
    'Joseph Calvert': ['died', 'age_at_death', 'occupation', 'death_place'],
    'Margaret Hird': ['died', 'age_at_death', 'death_place'],
    'George Hird': ['died', 'age_at_death', 'occupation', 'death_place'],
    'Thomas Calvert': ['died', 'age_at_death', 'occupation', 'death_place'],
    'Mary Hird': ['died', 'age_at_death', 'occupation', 'death_place'],
    'Francis Calvert': ['died', 'age_at_death', 'occupation', 'death_place', 'emigrated'],
  };
  const lat = PEOPLE.filter((p) => p.lay === 'lat').sort((a, b) => a.baptised.localeCompare(b.baptised));
  const rows = lat.map((p, k) => {
    const f = FEAST[p.baptised.slice(5)];
    const asWritten = f ? `${f[1]} ${p.baptised.slice(0, 4)}` : fd(p.baptised, 'lat');
    const given = p.name.split(' ')[0];
    const mo = PP[p.mother];
    const moStd = mo && mo.lay === 'ged' ? `${p.mother.split(' ')[0]} ${p.father.split(' ').slice(-1)[0]} (née ${mo.maiden})` : mo && mo.maiden ? `${p.mother} (née ${mo.maiden})` : p.mother;
    const latin = `${LATNAME[given]} ${p.sex === 'M' ? 'filius' : 'filia'} ${LATFATHER[p.father]}${p.parish === 'Kelderby' ? ` ${CALLING_GEN[CALLING[p.father]]}` : ''} et ${LATMOTHER[p.mother]} ${p.parish === 'Grisedale' ? 'conjugum' : 'uxoris ejus'}`;
    const m = marriageOf(p.name);
    const note = p.spouse && m ? `m. ${p.spouse} ${m.date.slice(0, 4)} (${m.ref})` : p.name === 'Ellen Calvert' ? 'later a dressmaker in Leeds (1881 census)' : p.name === 'Agnes Calvert' ? 'sponsor at two later baptisms; d. not found' : '';
    const s = { sex: p.sex, baptised: asWritten, parish: p.parish, father: p.father, mother: moStd, spouse: p.spouse && m ? `m. ${p.spouse}` : '' };
    if (p.name === 'Ellen Calvert') s.occ = 'later a dressmaker';
    personFacts(p, file, s, LATE[p.name] ?? []);
    return [`${p.parish === 'Grisedale' ? 'GRI' : 'KEL'}/B/${p.baptised.slice(0, 4)}/${pad(r.int(3, 40))}`, p.parish, asWritten, latin, p.name, p.sex, p.father, moStd, L(k, ABODE[p.parish]), CALLING[p.father], note];
  });
  const pre = [
    '# Upper Skirfare FHS — parish register transcription project',
    '# Export: baptisms written in Latin, Grisedale (St Mary, RC) 1787-1853 and Kelderby (St Wilfrid) 1793-1824',
    '# Transcribers: B. Lambert, M. Iveson; checked against the microfilm, February 2025',
    '# Dates are given AS WRITTEN in the register; see guides/latin-in-registers.md for month names and feast days',
    '',
  ].join('\n');
  corpus.write(file, pre + delimited(['Ref', 'Register', 'Date (as written)', 'Entry (Latin)', 'Name (standardised)', 'Sex', 'Father', 'Mother', 'Abode', "Father's calling (Latin)", 'Notes'], rows, ';'));
}

// ------------------------------------------------------------------ (a6) burial registers in HTML (two tables)
{
  const file = 'transcriptions/burials-thornsgill-arkleside-1813-1860.html';
  const bur = PEOPLE.filter((p) => p.lay === 'bur');
  const table = (parish) => {
    const rows = bur.filter((p) => p.parishBur === parish).sort((a, b) => a.buried.localeCompare(b.buried)).map((p, k) => {
      const cell = p.father ? `${p.name}, dau. of ${p.father.split(' ')[0]} &amp; ${p.mother.split(' ')[0]} ${p.father.split(' ').slice(-1)[0]}` : p.kid ? `${p.name}, dau. of ${p.kid.replace('&', '&amp;')}` : p.name;
      const when = fd(p.buried, 'ordab');
      const age = p.months ? `${p.months} months` : p.ageAtDeath < 10 ? `${p.ageAtDeath} years` : String(p.ageAtDeath);
      const s = { buried: when, age: `<td>${age}</td>`, dplace: '', sex: p.father || p.kid ? 'dau. of' : '' };
      if (p.father) {
        s.father = `dau. of ${p.father.split(' ')[0]}`;
        s.mother = `${p.mother.split(' ')[0]} ${p.father.split(' ').slice(-1)[0]}`;
      }
      personFacts(p, file, s);
      return `      <tr><td>${pad(k * 7 + r.int(1, 6), 3)}</td><td>${cell}</td><td>${esc(p.abode)}</td><td>${when}</td><td>${age}</td><td>${p.buried < '1830' ? 'J. Lambe, Curate' : L(k, ['W. Horner, Vicar', 'T. Ripley, Curate'])}</td></tr>`;
    });
    return `  <h2>${parish} — burials</h2>
  <table>
    <thead><tr><th>No.</th><th>Name</th><th>Abode</th><th>When buried</th><th>Age</th><th>By whom the ceremony was performed</th></tr></thead>
    <tbody>
${rows.join('\n')}
    </tbody>
  </table>`;
  };
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Burials 1813–1860 (selected entries)</title></head>
<body>
<h1>Burial registers, Thornsgill and Arkleside, 1813–1860 — selected entries</h1>
<p>Entries of interest to members, transcribed from the printed burial registers (the 1813 form). Ages as written;
"dau. of" is the clerk's own addition in the Name column.</p>
${table('Thornsgill')}
${table('Arkleside')}
<p class="note">The full index of 2,143 burials is on the society's members' area.</p>
</body></html>
`);
}

// ------------------------------------------------------------------ (a7) prose: Calvert notes, Neepawa e-mail
{
  const file = 'notes/calvert-family-research-notes.md';
  const J = PP['James Calvert'];
  const M = PP['Mary Calvert'];
  const E = PP['Elizabeth Calvert'];
  const A = PP['Alice Calvert'];
  const mJ = marriages.find((m) => m.groom === 'James Calvert');
  const sJ = { buried: fd(J.buried, 'long'), age: `aged ${J.ageAtDeath}, and Mary`, dplace: 'James was buried at Grisedale', occ: 'was a handloom weaver', spouse: 'He married Mary Thwaite' };
  const sM = { sex: 'his widow', maiden: 'née Thwaite', buried: fd(M.buried, 'ord'), age: `aged ${M.ageAtDeath}, in the same grave`, dplace: 'in the same grave at Grisedale', spouse: 'his widow' };
  const sE = { sex: 'She was the wife', maiden: 'Elizabeth Fawcett', baptised: fd(E.baptised, 'long'), parish: 'Wesleyan chapel at Raydale Bridge', died: fd(E.died, 'long'), age: `aged ${E.ageAtDeath}`, dplace: 'died at Grisedale', spouse: 'wife of Joseph Calvert' };
  const sA = { sex: 'She was the daughter', maiden: 'Alice Spensley', baptised: fd(A.baptised, 'short'), parish: 'also at Raydale Bridge', died: fd(A.died, 'long'), age: `aged ${A.ageAtDeath}. Of`, dplace: 'at Mill Cottage, Grisedale', spouse: 'married Alice Spensley', father: 'daughter of John Spensley' };
  if (E.buried) sE.buried = fd(E.buried, 'long');
  personFacts(J, file, sJ);
  personFacts(M, file, sM);
  personFacts(E, file, sE);
  personFacts(A, file, sA);
  corpus.also('Joseph Calvert', 'person', 'occupation', 'Handloom weaver', 'text', 'a handloom weaver like his father', file);
  const text = [
    '# The Calverts of Grisedale — research notes',
    '',
    '_Brian Lambert (member 731), working notes, updated January 2025. Facts here are from the Grisedale Catholic registers (Latin), the Raydale Bridge Wesleyan register (RG 4) and the monumental inscriptions; see the Latin transcription file for the baptisms._',
    '',
    '## The first generation',
    '',
    `James Calvert was a handloom weaver at Grisedale; where he was born is still unknown (the chapel registers only begin in 1771). He married Mary Thwaite at the chapel in ${mJ.date.slice(0, 4)} (${mJ.ref} in the Latin marriage register). James was buried at Grisedale on ${sJ.buried}, aged ${J.ageAtDeath}, and Mary Calvert, née Thwaite, his widow, was buried on the ${sM.buried}, aged ${M.ageAtDeath}, in the same grave at Grisedale. No stone survives for them.`,
    '',
    '## Joseph and Elizabeth',
    '',
    `Their son Joseph, a handloom weaver like his father, married Elizabeth Fawcett in 1819. She was the wife of Joseph Calvert for thirty years and a Methodist by upbringing: the register of the Wesleyan chapel at Raydale Bridge records her baptism on ${sE.baptised}. Elizabeth Calvert died at Grisedale on ${sE.died}, aged ${E.ageAtDeath}${E.buried ? `, and the priest buried her on ${sE.buried}` : ''}. Joseph outlived her by eight years (see the Grisedale stone GRI-MI-007 in Linda Fawcett's letter).`,
    '',
    '## Thomas and Alice',
    '',
    `Thomas Calvert, the stonemason, married Alice Spensley in 1848 by licence. She was the daughter of John Spensley, a lead-mine agent, and was baptised ${sA.baptised} also at Raydale Bridge. Alice Calvert died at Mill Cottage, Grisedale, on ${sA.died}, aged ${A.ageAtDeath}. Of their children, Francis went to Manitoba in 1884 (see Sheila Tennant's e-mail) and Ellen stayed in England.`,
    '',
    '## Still to do',
    '',
    "- Find James Calvert's baptism (try the Ushaw College transcripts).",
    '- Probate for Joseph Calvert, 1858? Search the Wakefield calendars.',
    '',
  ].join('\n');
  corpus.write(file, text);
}
{
  const file = 'correspondence/2024-11-18-sheila-tennant-neepawa.eml';
  const Em = PP['Emily Calvert'];
  const H = PP['Harold Calvert'];
  const Mb = PP['Mabel Calvert'];
  const F = PP['Francis Calvert'];
  const mF = marriages.find((m) => m.groom === 'Francis Calvert');
  const sEm = { sex: 'his wife Emily', maiden: 'Emily Lambert', born: fd(Em.born, 'us'), parish: 'born in Thornsgill', died: fd(Em.died, 'long'), age: `at the age of ${Em.ageAtDeath}`, dplace: 'died here in Neepawa', spouse: 'his wife Emily', emigrated: 'came out in 1884' };
  const sH = { sex: 'the son of Francis', born: fd(H.born, 'long'), parish: 'born here at Neepawa', died: fd(H.died, 'long'), age: `He was ${H.ageAtDeath}`, dplace: 'Courcelette, France', occ: 'farm labourer', father: 'the son of Francis', mother: 'Francis and Emily' };
  const sMb = { sex: 'She taught', born: fd(Mb.born, 'us'), parish: 'also born at Neepawa', died: fd(Mb.died, 'long'), age: `aged ${Mb.ageAtDeath}`, dplace: 'died in Neepawa', occ: 'taught school', father: "Francis and Emily's youngest", mother: "Francis and Emily's youngest" };
  personFacts(Em, file, sEm);
  personFacts(H, file, sH);
  personFacts(Mb, file, sMb);
  // facts of Francis Calvert (his own record is the Latin baptism) stated in the e-mail
  corpus.also('Francis Calvert', 'person', 'occupation', F.occ, 'text', 'the stonemason from Grisedale', file);
  corpus.also('Francis Calvert', 'person', 'emigrated', F.emigrated, 'year', 'came out in 1884', file);
  corpus.also('Francis Calvert', 'person', 'died', F.died, 'date', fd(F.died, 'long'), file);
  corpus.also('Francis Calvert', 'person', 'death_place', F.dplace, 'place', 'Francis died at Neepawa', file);
  corpus.also('Francis Calvert', 'person', 'age_at_death', F.ageAtDeath, 'years', `aged ${F.ageAtDeath}`, file);
  const text = `From: Sheila Tennant <sheila.tennant@mymts.example.ca>
To: enquiries@upperskirfarefhs.example.org.uk
Date: Mon, 18 Nov 2024 21:14:07 -0600
Subject: The Calverts who came to Neepawa

Dear Society,

I have been a member since 2016 but have never written properly about my Calverts, so here goes.

Francis Calvert, the stonemason from Grisedale, and his wife Emily Calvert came out in 1884 with their little girl Edith and took up a homestead on section 22 near Neepawa. Emily was born in Thornsgill on ${sEm.born}; she was Emily Lambert before her marriage at Thornsgill in ${mF.date.slice(0, 4)}. Francis died at Neepawa on ${fd(F.died, 'long')}, aged ${F.ageAtDeath}, and Emily died here in Neepawa on ${sEm.died} at the age of ${Em.ageAtDeath}.

Harold Calvert, the son of Francis and Emily, was born here at Neepawa on ${sH.born}. He worked as a farm labourer until he enlisted in the 43rd Battalion, and he was killed at Courcelette, France on ${sH.died}. He was ${H.ageAtDeath}. There is a plaque to him in the Methodist church.

Mabel Calvert, Francis and Emily's youngest, was also born at Neepawa, on ${sMb.born}. She taught school in the district for forty years and died in Neepawa on ${sMb.died}, aged ${Mb.ageAtDeath}. I am her great-niece.

I would love to hear from anyone researching the Calverts or the Tennants.

With best wishes,
Sheila Tennant (member 1004)
Neepawa, Manitoba
`;
  corpus.write(file, text);
}

// ------------------------------------------------------------------ (b) marriages
{
  const file = 'registers/marriage-index.csv';
  const rows = marriages.filter((m) => m.lay === 'csv').sort((a, b) => a.date.localeCompare(b.date)).map((m, k) => {
    const date = k % 2 ? fd(m.date, 'short') : m.date;
    const g = m.groom;
    const b = m.bride === 'Jane Tennant' || m.bride === 'Lucy Harker' ? m.bride : PP[m.bride].lay === 'ged' ? m.bride : `${m.bride.split(' ')[0]} ${PP[m.bride].maiden}`;
    marriageFacts(m, file, { date, parish: m.parish, groom: g, bride: b, by: m.by, wit: m.wit.join('; '), gAge: '', bAge: '' });
    return [m.ref, date, m.parish, g, m.gAge ?? 'full age', b, m.bAge ?? 'full age', m.by, m.wit.join('; ')];
  });
  corpus.write(file, delimited(['Ref', 'Date', 'Parish', 'Groom', 'Groom age', 'Bride', 'Bride age', 'By banns or licence', 'Witnesses'], rows));
}
marriages.filter((m) => m.lay === 'md').forEach((m, k) => {
  const file = `registers/marriage-entries/${m.ref.toLowerCase()}.md`;
  const g = PP[m.groom];
  const b = PP[m.bride];
  const bName = `${m.bride.split(' ').slice(0, -1).join(' ')} ${b.maiden ?? m.bride.split(' ').slice(-1)[0]}`;
  const date = fd(m.date, L(k, ['ord', 'long', 'ordab']));
  const church = PAR[m.parish].church;
  const gAge = m.gAge != null ? `aged ${m.gAge}` : 'of full age';
  const bAge = m.bAge != null ? `aged ${m.bAge}` : 'of full age';
  const s = { date: `When married: ${date}`, parish: `in the Parish of ${m.parish}`, groom: `Groom: ${m.groom}`, bride: `Bride: ${bName}`, by: m.by === 'Licence' ? 'by Licence' : 'after Banns', wit: `Witnesses: ${m.wit.join(' and ')}`, gAge: `Groom: ${m.groom}, ${gAge}`, bAge: `Bride: ${bName}, ${bAge}` };
  marriageFacts(m, file, s);
  const lines = [`# Marriage ${m.ref}`, '', `Entry transcribed from the register of ${church}, in the Parish of ${m.parish}.`, '',
    `Ref: ${m.ref}`, s.date, `${s.gAge}, Bachelor, ${g.occ ?? 'no occupation given'}`, `${s.bAge}, Spinster`, `Married: in the ${m.parish === 'Thornsgill' ? 'Parish Church' : 'Church'} ${s.by}`, s.wit,
    `Officiating: ${L(k, ['W. Horner, Vicar', 'T. Ripley, Curate', 'H. Lister, Vicar', 'J. Birtwhistle, Vicar'])}`, '', L(k, [
      'Both signed their names.',
      'Bride signed with her mark.',
      'Copy certificate on file (GRO, Settle district).',
    ]), ''];
  corpus.write(file, lines.join('\n'));
});
{
  const file = 'transcriptions/grisedale-catholic-marriages-latin.txt';
  const LATM = { 'James Calvert|Mary Calvert': ['Jacobum Calvert', 'Mariam Thwaite'], 'Joseph Calvert|Elizabeth Calvert': ['Josephum Calvert', 'Elizabetham Fawcett'], 'Thomas Calvert|Alice Calvert': ['Thomam Calvert', 'Aliciam Spensley'] };
  const out = ['GRISEDALE, ST MARY (RC) — LIBER MATRIMONIORUM', 'Transcription of selected entries with an English summary (B. Lambert, 2024)', '============================================================', ''];
  marriages.filter((m) => m.lay === 'lat').forEach((m) => {
    const [gl, bl] = LATM[`${m.groom}|${m.bride}`];
    const [y, mo, d] = m.date.split('-').map(Number);
    const dl = `Die ${d} ${LAT[mo - 1]} ${y}`;
    const how = m.by === 'Licence' ? 'dispensatione a bannis obtenta (cum licentia)' : 'praemissis tribus bannorum publicationibus';
    const ages = m.gAge != null ? ` (aet. ${m.gAge} et ${m.bAge})` : '';
    const wit = m.wit.map((w) => w);
    const bEng = `${m.bride.split(' ')[0]} ${PP[m.bride].maiden}`;
    marriageFacts(m, file, { date: dl, parish: 'GRISEDALE', groom: `Groom: ${m.groom}`, bride: `Bride: ${bEng}`, by: m.by === 'Licence' ? 'By licence' : 'After banns', wit: `Witnesses: ${wit.join(', ')}`, gAge: m.gAge != null ? `aet. ${m.gAge}` : '', bAge: m.bAge != null ? `et ${m.bAge}` : '' });
    out.push(`[${m.ref}]`, `${dl}, ${how}, ego infrascriptus conjunxi in matrimonium ${gl} et ${bl}${ages}, praesentibus testibus ${wit.join(' et ')}.`,
      `  English: Groom: ${m.groom}. Bride: ${bEng}. ${m.by === 'Licence' ? 'By licence' : 'After banns'}. Witnesses: ${wit.join(', ')}.`, '');
  });
  out.push('Note: the priest signs each entry; signatures omitted here.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'notes/alderson-hird-research-notes.md';
  const m2 = marriages.find((m) => m.groom === 'Ralph Hird');
  const m3 = marriages.find((m) => m.groom === 'Christopher Alderson');
  const MH = PP['Mary Hird'];
  const GH = PP['George Hird'];
  marriageFacts(m2, file, { date: fd(m2.date, 'long'), parish: `at Kelderby`, groom: 'Ralph Hird', bride: 'Jane Dinsdale', by: 'by banns', wit: `${m2.wit[0]} and ${m2.wit[1]}` });
  marriageFacts(m3, file, { date: fd(m3.date, 'long'), parish: 'at Arkleside', groom: 'Christopher Alderson', bride: 'Isabella Dinsdale', by: 'by licence', wit: `${m3.wit[0]} and ${m3.wit[1]}` });
  corpus.also('Mary Hird', 'person', 'died', MH.died, 'date', fd(MH.died, 'long'), file);
  corpus.also('Mary Hird', 'person', 'age_at_death', MH.ageAtDeath, 'years', `aged ${MH.ageAtDeath}`, file);
  corpus.also('Mary Hird', 'person', 'occupation', MH.occ, 'text', 'kept the dame school', file);
  corpus.also('Mary Hird', 'person', 'death_place', MH.dplace, 'place', 'at Kelderby', file);
  corpus.also('George Hird', 'person', 'occupation', GH.occ, 'text', 'George Hird, blacksmith like his father', file);
  const text = [
    '# Alderson and Hird — research notes',
    '',
    '_David Sedgwick (Secretary), notes for the Alderson one-name study. Last revised 2 March 2025._',
    '',
    `The two families were tied together early. Ralph Hird, the Kelderby blacksmith, married Jane Dinsdale at Kelderby on ${fd(m2.date, 'long')}, by banns (${m2.ref}); the witnesses were ${m2.wit[0]} and ${m2.wit[1]}. Four years earlier Jane's sister Isabella Dinsdale had married Christopher Alderson at Arkleside on ${fd(m3.date, 'long')} by licence (${m3.ref}), with ${m3.wit[0]} and ${m3.wit[1]} as witnesses — so the Hirds and Aldersons were brothers-in-law.`,
    '',
    `George Hird, blacksmith like his father Ralph, took over the Kelderby smithy. His daughter Mary Hird never married; she kept the dame school at Kelderby for forty years and died at Kelderby on ${fd(MH.died, 'long')}, aged ${MH.ageAtDeath}. She is on her father's stone (KEL-MI-009).`,
    '',
    'The High Birks farm passed from Christopher Alderson to Richard, Matthew, William and Edward in turn; the acreage grows from 62 acres in 1851 to 80 acres in 1871 (the Low Birks intake).',
    '',
    '## Open questions',
    '',
    '- Was Hannah Alderson (née Metcalfe) related to John Metcalfe the carrier? Her baptism at Thornsgill in 1790 names a William Metcalfe.',
    '- Lucy Harker (m. Edward Alderson 1898): any link to the Harkers of Kelderby?',
    '',
  ].join('\n');
  corpus.write(file, text);
}
{
  const file = 'correspondence/2024-09-12-eileen-dinsdale-elora.eml';
  const m16 = marriages.find((m) => m.groom === 'Duncan McLaren');
  const m17 = marriages.find((m) => m.groom === 'Robert Kearton');
  marriageFacts(m16, file, { date: fd(m16.date, 'us'), parish: 'Knox Church, Elora', groom: 'Duncan McLaren', bride: 'Hannah Kearton', by: 'by licence', wit: `${m16.wit[0]} and ${m16.wit[1]}`, gAge: `Duncan ${m16.gAge}`, bAge: `Hannah ${m16.bAge}` });
  marriageFacts(m17, file, { date: fd(m17.date, 'us'), parish: 'at Knox', groom: 'Robert', bride: 'Catherine Ferguson', by: 'after banns', wit: `${m17.wit[0]} and ${m17.wit[1]}`, gAge: `Robert ${m17.gAge}`, bAge: `Catherine ${m17.bAge}` });
  const text = `From: Eileen Dinsdale <e.dinsdale@example.ca>
To: secretary@upperskirfarefhs.example.org.uk
Cc: margaret.iveson@example.org.uk
Date: Thu, 12 Sep 2024 10:02:51 -0400
Subject: Knox Church Elora marriages — the Kearton girls and boys

Dear David,

I finally got to the Wellington County archives last week and looked at the Knox Presbyterian marriage register.

Hannah Kearton, William's eldest daughter, married Duncan McLaren, the miller, at Knox Church, Elora on
${fd(m16.date, 'us')}, by licence. The register (${m16.ref}) gives the ages as Duncan ${m16.gAge} and Hannah ${m16.bAge}, and the
witnesses were ${m16.wit[0]} and ${m16.wit[1]}.

Her brother Robert married Catherine Ferguson of Fergus at Knox on ${fd(m17.date, 'us')}, after banns
(${m17.ref}); ages Robert ${m17.gAge} and Catherine ${m17.bAge}, witnessed by ${m17.wit[0]} and ${m17.wit[1]}.

I have updated the Elora tree file (kearton-elora-branch.json) to match. Photographs of both entries attached.

Best,
Eileen
(member 455, Guelph)
`;
  corpus.write(file, text);
}

// ------------------------------------------------------------------ (c) census households
function censusRow(m, y) {
  return [m.name, y === 1841 ? '' : m.rel, y === 1841 ? '' : m.cond, m.age, m.occ];
}
for (const [y, file, title] of [[1841, 'census/1841-thornsgill-and-kelderby.md', '1841 census — Thornsgill and Kelderby (selected households)'], [1851, 'census/1851-thornsgill-and-arkleside.md', '1851 census — Thornsgill and Arkleside (selected households)']]) {
  const out = [`# ${title}`, '', y === 1841 ? 'Census night 6 June 1841. The 1841 enumerators did not record relationships; ages over 15 were rounded down to the nearest 5. F.S. = female servant.' : 'Census night 30 March 1851.', ''];
  households.filter((h) => h.lay === (y === 1841 ? 'md41' : 'md51')).forEach((h) => {
    householdFacts(h, file, { year: `(${y})`, parish: `Parish: ${h.parish}`, head: h.members[0][0] === h.rows[0].name ? h.rows[0].name : h.rows[0].name, size: '' });
    out.push(`## ${h.name}`, '', `Piece: ${h.piece}`, `Parish: ${h.parish}`, '', y === 1841 ? '| Name | Age | Occupation | Born in county |' : '| Name | Relation | Condition | Age | Occupation |', y === 1841 ? '|---|---|---|---|' : '|---|---|---|---|---|');
    for (const m of h.rows) out.push(y === 1841 ? `| ${m.name} | ${m.age} | ${m.occ} | Y |` : `| ${m.name} | ${m.rel} | ${m.cond} | ${m.age} | ${m.occ} |`);
    out.push('');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'census/census-extract-1861-1881.csv';
  const rows = [];
  households.filter((h) => h.lay === 'csv').forEach((h) => {
    householdFacts(h, file, { year: String(h.y), parish: h.parish, head: h.rows[0].name, size: '' });
    const [piece, folio, sch] = h.piece.split(', ');
    for (const m of h.rows) rows.push([h.y, piece, folio.replace('f. ', ''), sch.replace('sch. ', ''), h.name, h.address, h.parish, ...censusRow(m, h.y)]);
  });
  corpus.write(file, delimited(['Year', 'Piece', 'Folio', 'Schedule', 'Household', 'Address', 'Parish', 'Name', 'Relation to head', 'Condition', 'Age', 'Occupation'], rows));
}
{
  const file = 'census/1901-station-cottages.html';
  const h = households.find((x) => x.lay === 'html');
  householdFacts(h, file, { year: '1901', parish: 'Thornsgill', head: h.rows[0].name, size: `${h.size} persons` });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(h.name)}</title></head>
<body>
<h1>${esc(h.name)}</h1>
<p>1901 census, ${esc(h.piece)}. Civil parish of Thornsgill; ecclesiastical parish of Thornsgill St Oswald. ${h.size} persons in the household; 4 rooms occupied.</p>
<table>
  <thead><tr><th>Name</th><th>Relation to head</th><th>Condition</th><th>Age last birthday</th><th>Profession or occupation</th></tr></thead>
  <tbody>
${h.rows.map((m) => `    <tr><td>${esc(m.name)}</td><td>${m.rel}</td><td>${m.cond}</td><td>${m.age}</td><td>${esc(m.occ)}</td></tr>`).join('\n')}
  </tbody>
</table>
<p>Transcribed by K. Hammond from the online image, 2023.</p>
</body></html>
`);
}
{
  const file = 'census/1911-schedule-high-birks.txt';
  const h = households.find((x) => x.lay === 'txt');
  householdFacts(h, file, { year: '1911', parish: 'ARKLESIDE', head: `Signature of head: ${h.rows[0].name}`, size: `Total number of persons: ${h.size}` });
  const lines = ['CENSUS OF ENGLAND AND WALES, 1911 — HOUSEHOLD SCHEDULE (transcript)', `HOUSEHOLD: ${h.name}`, `Reference: ${h.piece}`, 'Civil parish: ARKLESIDE    Registration district: Settle', '',
    'Name                  Relationship   Age  Particulars as to marriage      Occupation'];
  const yrs = ageAt(marriageOf(h.head).date, h.night);
  for (const m of h.rows) lines.push(`${m.name.padEnd(22)}${m.rel.padEnd(15)}${String(m.age).padEnd(5)}${(m.rel === 'Wife' || m.rel === 'Head' ? `Married, ${yrs} years` : m.rel === 'Mother' ? 'Widow' : 'Single').padEnd(32)}${m.occ}`);
  lines.push('', `Total number of persons: ${h.size}`, 'Number of rooms (counting the kitchen): 8', `Signature of head: ${h.rows[0].name}`, '', 'Copied by D. Sedgwick from the 1911 image; the head\'s handwriting is clear.', '');
  corpus.write(file, lines.join('\n'));
}
{
  const file = 'canada/census-extracts-canada.md';
  const out = ['# Canadian census extracts — the Elora and Neepawa households', '', '_Eileen Dinsdale and Sheila Tennant, from Library and Archives Canada images._', ''];
  households.filter((h) => h.lay === 'canada').forEach((h) => {
    householdFacts(h, file, { year: `Census of ${h.y}`, parish: h.parish, head: `Head: ${h.rows[0].name}`, size: `${h.size} in household` });
    out.push(`## ${h.name}`, '', `- Census of ${h.y}: ${h.piece}`, `- Head: ${h.rows[0].name} (${h.members[0][2]})`, `- ${h.size} in household`, `- Members: ${h.rows.map((m) => `${m.name} (${m.rel.toLowerCase()}, ${m.age})`).join('; ')}`, `- Religion: ${h.parish === 'Elora' ? 'Presbyterian (C.P.)' : 'Methodist'}`, '');
  });
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (d) parishes + wide table
function parishFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'parish', attr, value ?? null, unit, stated, file);
  F('church', p.church, 'text', s.church ?? p.church);
  F('denomination', p.denom, 'text', s.denom ?? '');
  F('county', p.county, 'place', s.county ?? '');
  F('country', p.country, 'place', s.country ?? '');
  F('registers_from', p.from, 'year', s.from ?? '');
  F('registers', p.regs, 'list', s.regs ?? '');
  F('record_office', p.office, 'text', s.office ?? '');
  F('area', p.area, 'ha', p.area != null ? s.area ?? '' : '');
}
for (const n of ['Thornsgill', 'Kelderby']) {
  const p = PAR[n];
  const file = `parishes/${slug(n)}.md`;
  const area = p.acres != null ? `${p.acres.toLocaleString('en-GB')} acres` : `${p.ha.toLocaleString('en-GB')} ha`;
  const county = p.county === 'West Riding' ? 'Yorkshire (West Riding)' : 'Yorkshire (North Riding)';
  parishFacts(p, file, { denom: p.denom, county, country: '', from: `${p.from}`, regs: p.regs.join(', '), office: p.office, area });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['parish', n], ['church', p.church], ['denomination', p.denom], ['county', county], ['diocese', n === 'Thornsgill' ? 'Ripon (Chester before 1836)' : 'Ripon'], ['registers_from', p.from]],
    title: `${n} — ${p.church}`,
    lead: [n === 'Thornsgill' ? `The mother parish of the dale. Its registers begin in ${p.from}; the bishop's transcripts fill the gap of 1642–1653.` : `A chapel of ease to Thornsgill until 1866, with its own registers from ${p.from}. Curate Josiah Lambe kept the registers in Latin until 1826.`],
    sections: [{ heading: 'Parish facts', rows: [['Area', area], ['Registers held', p.regs.join(', ')], ['Earliest register', String(p.from)], ['Originals deposited at', p.office], ['Townships', n === 'Thornsgill' ? 'Thornsgill, Hag End, Gill Head' : 'Kelderby, Low Kelderby']] }],
    footer: 'Fees for certified copies: see the record office.',
  }));
}
for (const n of ['Arkleside', 'Grisedale']) {
  const p = PAR[n];
  const file = `parishes/${slug(n)}.html`;
  const area = p.sqmi != null ? `${p.sqmi} sq mi` : null;
  parishFacts(p, file, { denom: p.denom, county: 'North Riding', country: 'England', from: String(p.from), regs: p.regs.join(' · '), office: p.office, area: area ?? '' });
  const rows = [['Church', p.church], ['Denomination', p.denom], ['County', p.county === 'North Riding' ? 'Yorkshire, North Riding' : 'Yorkshire, West Riding'], ['Country', 'England'], ['Registers from', String(p.from)], ['Registers held', p.regs.join(' · ')], ['Deposited at', p.office]];
  if (area) rows.push(['Area', area]);
  if (n === 'Grisedale') rows[2][1] = 'Yorkshire, West Riding (North Riding border)';
  corpus.write(file, htmlInfoboxPage({
    title: n,
    sections: [{ heading: 'Parish', rows }],
    lead: [n === 'Arkleside' ? 'St Margaret\'s stands above the beck at Arkleside; the churchyard was extended in 1874.' : 'The Catholic mission at Grisedale served the recusant families of the upper dale; its registers are in Latin throughout the nineteenth century.'],
  }));
}
// fix the Grisedale county stated form (the infobox writes it in full)
for (const f of corpus.facts) if (f.entity === 'Grisedale' && f.attribute === 'county') f.stated = 'Yorkshire, West Riding';
{
  const file = 'parishes/nonconformist-chapels.md';
  const out = ['# Nonconformist chapels of the dale', '', 'Registers before 1837 were surrendered to the Registrar General and are now at The National Archives (RG 4).', ''];
  for (const n of ['Raydale Bridge', 'Hawkswick Moor']) {
    const p = PAR[n];
    parishFacts(p, file, { church: p.church, denom: `Denomination: ${p.denom}`, county: `County: Yorkshire (${p.county})`, country: '', from: `Registers from: ${p.from}`, regs: `Registers: ${p.regs.join(' and ')}`, office: p.office });
    out.push(`## ${n}`, '', `- Chapel: ${p.church}`, `- Denomination: ${p.denom}`, `- County: Yorkshire (${p.county})`, `- Registers from: ${p.from}`, `- Registers: ${p.regs.join(' and ')}`, `- Deposited at: ${p.office}`, `- Built: ${n === 'Raydale Bridge' ? '1794, enlarged 1862' : '1779'}`, '');
  }
  corpus.write(file, out.join('\n'));
}
{
  const file = 'canada/churches-elora-and-neepawa.txt';
  const out = [];
  for (const n of ['Elora', 'Neepawa']) {
    const p = PAR[n];
    parishFacts(p, file, { church: p.church.toUpperCase(), denom: `DENOMINATION: ${p.denom.toUpperCase()}`, county: `PROVINCE: ${p.county.toUpperCase()}`, country: 'CANADA', from: `REGISTERS BEGIN: ${p.from}`, regs: `REGISTERS: ${p.regs.join(', ').toUpperCase()}`, office: p.office });
    out.push(`CONGREGATION: ${n.toUpperCase()} — ${p.church.toUpperCase()}`, `PROVINCE: ${p.county.toUpperCase()}`, `COUNTRY: CANADA`, `DENOMINATION: ${p.denom.toUpperCase()}`, `REGISTERS BEGIN: ${p.from}`, `REGISTERS: ${p.regs.join(', ').toUpperCase()}`, `HELD AT: ${p.office}`, '');
  }
  out.push('Notes: Knox Church, Elora stayed Presbyterian at church union in 1925; Neepawa Methodist became Neepawa United Church in 1925.', '');
  corpus.write(file, out.join('\n'));
}
const DECADES = ['1780s', '1790s', '1800s', '1810s', '1820s', '1830s', '1840s', '1850s', '1860s', '1870s', '1880s', '1890s', '1900s'];
{
  const file = 'registers/baptisms-by-decade.csv';
  const SIZE = { Thornsgill: [150, 260], Kelderby: [40, 80], Arkleside: [90, 160], Grisedale: [25, 60], 'Raydale Bridge': [30, 90], 'Hawkswick Moor': [12, 40], Elora: [60, 180], Neepawa: [80, 200] };
  const rows = PARISHES.map((p) => {
    const cells = DECADES.map((d) => {
      const start = Number(d.slice(0, 4));
      if (start + 9 < p.from) {
        corpus.also(p.name, 'parish', `baptisms_${d}`, null, '', '', file);
        return '–';
      }
      const [lo, hi] = SIZE[p.name];
      let n = r.int(lo, hi);
      if (p.from > start) n = Math.round((n * (start + 10 - p.from)) / 10);
      // lead-mining decline after 1870 in the dale
      if (p.country === 'England' && start >= 1870) n = Math.round(n * (start >= 1890 ? 0.55 : 0.75));
      corpus.also(p.name, 'parish', `baptisms_${d}`, n, '', String(n), file);
      return n;
    });
    return [p.name, ...cells];
  });
  corpus.write(file, '# Baptisms (births for Hawkswick Moor) per decade, from the society\'s indexes; – = no register yet\n' + delimited(['Parish', ...DECADES], rows));
}

// ------------------------------------------------------------------ (e) gravestones
const ftin = (h) => `${h[1]} ft ${h[2]} in`;
const COND_WORDS = { Good: 'Good', Fair: 'Fair', Poor: 'Poor — lettering flaking', Illegible: 'Illegible (names from the 1978 survey)', Fallen: 'Fallen' };
{
  const file = 'monumental-inscriptions/thornsgill-churchyard-survey.md';
  const out = ['# Thornsgill churchyard — monumental inscriptions survey 2024', '', '_Surveyed by Michael Coates and volunteers, June–August 2024. Heights measured at the back of the stone._', ''];
  stones.filter((s) => s.lay === 'md').forEach((st) => {
    const est = st.est != null ? `£${st.est.toLocaleString('en-GB')}` : null;
    stoneFacts(st, file, { yard: 'Thornsgill churchyard', type: `Type: ${st.type}`, material: `Material: ${st.material}`, cond: `Condition: ${COND_WORDS[st.cond]}`, height: `Height: ${ftin(st.h)}`, est: est ? `Repair estimate: ${est}` : '' });
    out.push(`## ${st.id}`, '', `- Plot: ${st.plot}`, `- Type: ${st.type}`, `- Material: ${st.material}`, `- Height: ${ftin(st.h)}`, `- Condition: ${COND_WORDS[st.cond]}`);
    if (est) out.push(`- Repair estimate: ${est}`);
    out.push(`- Names: ${st.names.map(marriedName).join('; ')}`, `- Inscription: ${st.cond === 'Illegible' ? '[worn away]' : `"${inscription(st)}"`}`, '');
  });
  // Margaret Hird's death from her stone
  const MH = PP['Margaret Hird'];
  const d = MH.died;
  corpus.also('Margaret Hird', 'person', 'died', d, 'date', `${MON[Number(d.slice(5, 7)) - 1]} ${ordn(Number(d.slice(8, 10)))} ${d.slice(0, 4)}`, file);
  corpus.also('Margaret Hird', 'person', 'age_at_death', MH.ageAtDeath, 'years', `aged ${MH.ageAtDeath} years`, file);
  corpus.write(file, out.join('\n'));
}
{
  const file = 'monumental-inscriptions/kelderby-arkleside-mi.csv';
  const rows = stones.filter((s) => s.lay === 'csv').map((st) => {
    stoneFacts(st, file, { yard: st.yard, type: st.type, material: st.material, cond: st.cond.toLowerCase(), height: String(st.cm), est: st.est != null ? String(st.est) : '' });
    return [st.id, st.yard, st.plot, st.type, st.material, st.cm, st.cond.toLowerCase(), st.est ?? '', st.names.map(marriedName).join('; '), st.cond === 'Illegible' ? '' : inscription(st)];
  });
  const GH = PP['George Hird'];
  const d = GH.died;
  corpus.also('George Hird', 'person', 'died', d, 'date', `${MON[Number(d.slice(5, 7)) - 1]} ${ordn(Number(d.slice(8, 10)))} ${d.slice(0, 4)}`, file);
  corpus.also('George Hird', 'person', 'age_at_death', GH.ageAtDeath, 'years', `aged ${GH.ageAtDeath} years`, file);
  corpus.write(file, delimited(['MI no.', 'Churchyard', 'Plot', 'Type', 'Material', 'Height (cm)', 'Condition', 'Repair estimate (GBP)', 'Names', 'Inscription'], rows));
}
{
  const file = 'monumental-inscriptions/elora-cemetery.html';
  const rows = stones.filter((s) => s.lay === 'html').map((st) => {
    const est = st.est != null ? `$${st.est.toLocaleString('en-US')} CAD` : '—';
    stoneFacts(st, file, { yard: 'Elora Cemetery', type: st.type, material: st.material, cond: st.cond === 'Poor' ? 'Poor – leaning, base cracked' : st.cond, height: `${st.h[1]} in`, est: st.est != null ? est : '' });
    return `    <tr><td>${st.id}</td><td>${esc(st.plot)}</td><td>${st.type}</td><td>${st.material}</td><td>${st.h[1]} in</td><td>${st.cond === 'Poor' ? 'Poor – leaning, base cracked' : st.cond}</td><td>${esc(est)}</td><td>${esc(st.names.map(marriedName).join(', '))}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Elora Cemetery — Kearton and McLaren stones</title></head>
<body>
<h1>Elora Cemetery (Elora, Ontario) — Kearton and McLaren family stones</h1>
<p>Recorded by Fiona McLaren, May 2024. Heights in inches above the base; repair quotes from Wellington Monument Co.</p>
<table>
  <thead><tr><th>Ref</th><th>Location</th><th>Type</th><th>Material</th><th>Height</th><th>Condition</th><th>Repair quote</th><th>Names on stone</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>The cemetery is run by the Township of Centre Wellington; plot records go back to 1858.</p>
</body></html>
`);
}
{
  const file = 'correspondence/2025-03-linda-fawcett-grisedale.txt';
  const [a, b] = stones.filter((s) => s.lay === 'prose');
  const TC = PP['Thomas Calvert'];
  const JC = PP['Joseph Calvert'];
  stoneFacts(a, file, { yard: 'Grisedale', type: 'headstone', material: 'sandstone', cond: 'in poor condition', height: `stands ${ftin(a.h)}`, est: `£${a.est}` });
  stoneFacts(b, file, { yard: 'Grisedale', type: 'headstone', material: 'sandstone', cond: 'has fallen', height: `measures ${ftin(b.h)}`, est: `£${b.est}` });
  corpus.also('Thomas Calvert', 'person', 'died', TC.died, 'date', fd(TC.died, 'ord'), file);
  corpus.also('Thomas Calvert', 'person', 'age_at_death', TC.ageAtDeath, 'years', `aged ${TC.ageAtDeath}`, file);
  corpus.also('Joseph Calvert', 'person', 'died', JC.died, 'date', fd(JC.died, 'ord'), file);
  corpus.also('Joseph Calvert', 'person', 'age_at_death', JC.ageAtDeath, 'years', `aged ${JC.ageAtDeath}`, file);
  corpus.also('Joseph Calvert', 'person', 'death_place', 'Grisedale', 'place', 'who died at Grisedale', file);
  corpus.also('Thomas Calvert', 'person', 'occupation', 'Stonemason', 'text', 'Thomas Calvert, stonemason', file);
  const text = `Denver, Colorado
24 March 2025

Dear Michael,

Thank you for sending the survey forms. I was in Yorkshire in March and spent an afternoon at Grisedale chapel.

The Calvert headstone ${a.id} (${a.plot}) is a sandstone headstone and stands ${ftin(a.h)}. It is in poor condition:
the face is badly weathered but I could still read "Thomas Calvert, stonemason, died ${fd(TC.died, 'ord')}, aged ${TC.ageAtDeath}"
and below it "Alice his wife". A mason in Settle quoted £${a.est} to consolidate the face.

The older stone ${b.id} (${b.plot}) has fallen and lies face up in the grass; it is also a sandstone headstone and
measures ${ftin(b.h)}. It is for Joseph Calvert, who died at Grisedale on ${fd(JC.died, 'ord')}, aged ${JC.ageAtDeath}, and Elizabeth his wife.
Re-erecting it on a new foundation would cost £${b.est}, the same mason says.

I would gladly contribute to the cost of both. Could the committee discuss it?

Warm regards,
Linda Fawcett (member 866)
`;
  corpus.write(file, text);
}

// ------------------------------------------------------------------ (f) members
{
  const file = 'society/members.yaml';
  const ys = MEMBERS.filter((m) => m.lay === 'yaml');
  const out = ['# Upper Skirfare Family History Society — members with published research interests (extract)', 'exported: 2025-01-31', 'members:'];
  for (const m of ys) {
    memberFacts(m, file, { no: `number: USFHS-${pad(m.no, 4)}`, role: `role: ${m.role}`, town: `town: ${m.town}`, country: `country: ${m.country}`, joined: `joined: ${m.joined}`, surnames: `surnames: [${m.surnames.join(', ')}]` });
    out.push(`  - number: USFHS-${pad(m.no, 4)}`, `    name: ${m.name}`, `    role: ${m.role}`, '    address:', `      town: ${m.town}`, `      country: ${m.country}`, `    joined: ${m.joined}`, '    research:', `      surnames: [${m.surnames.join(', ')}]`, `      places: [${m.town === 'Thornsgill' ? 'Thornsgill, Kelderby' : L(m.no, ['Arkleside', 'Thornsgill', 'Grisedale, Raydale Bridge'])}]`);
  }
  out.push('');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'society/member-profiles.md';
  const out = ['# Member profiles (for the newsletter)', ''];
  MEMBERS.filter((m) => m.lay === 'md').forEach((m, k) => {
    const since = `${L(k, ['March', 'October', 'June'])} ${m.joined}`;
    const lives = `${m.town}, ${m.country === 'Canada' ? 'Ontario, Canada' : m.country === 'United States' ? 'Colorado, USA' : 'West Yorkshire'}`;
    memberFacts(m, file, { no: `Membership no.: ${m.no}`, role: m.role === 'Member' ? '' : `Society role: ${m.role}`, town: m.town, country: lives, joined: `Member since: ${since}`, surnames: `Researching: ${m.surnames.map((x) => x.toUpperCase()).join(', ')}` });
    out.push(`## ${m.name}`, '', `Membership no.: ${m.no}`, `Lives in: ${lives}`, `Member since: ${since}`, ...(m.role === 'Member' ? [] : [`Society role: ${m.role}`]), `Researching: ${m.surnames.map((x) => x.toUpperCase()).join(', ')}`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'society/committee-minutes-2025-02-11.md';
  const [sh, gr, fi] = MEMBERS.filter((m) => m.lay === 'prose');
  memberFacts(sh, file, { no: `no. ${sh.no}`, role: '', country: 'Neepawa, Manitoba', joined: `member since ${sh.joined}`, surnames: `the ${sh.surnames[0]} and ${sh.surnames[1]} families` });
  memberFacts(gr, file, { no: `no. ${gr.no}`, role: 'webmaster', country: '', joined: `joined in January ${gr.joined}`, surnames: `the ${gr.surnames[0]} and ${gr.surnames[1]} families` });
  memberFacts(fi, file, { no: `no. ${fi.no}`, role: '', country: 'Elora, Ontario', joined: `joined in ${fi.joined}`, surnames: `${fi.surnames[0]} and ${fi.surnames[1]} lines` });
  const [g4, g7] = stones.filter((s) => s.lay === 'prose');
  const text = `# Committee meeting — 11 February 2025

Present: Margaret Iveson (Chair), David Sedgwick (Secretary), Pauline Cherry (Treasurer), Michael Coates, Graham Scarr.
Apologies: Keith Hammond.

1. **Minutes** of 12 November 2024 approved.

2. **Membership.** 214 members at 31 January (162 UK, 31 Canada, 12 Australia, 9 USA). The Secretary read a letter from Sheila Tennant of Neepawa, Manitoba (no. ${sh.no}), a member since ${sh.joined}, who is researching the ${sh.surnames[0]} and ${sh.surnames[1]} families and has sent the Neepawa Calvert material. Graham Scarr of Kendal (no. ${gr.no}), who joined in January ${gr.joined} and researches the ${gr.surnames[0]} and ${gr.surnames[1]} families, has agreed to continue as webmaster. Fiona McLaren of Elora, Ontario (no. ${fi.no}), who joined in ${fi.joined}, has sent photographs of the Elora Cemetery stones and asked for help with her ${fi.surnames[0]} and ${fi.surnames[1]} lines.

3. **MI survey.** Thornsgill churchyard is complete. Linda Fawcett has offered to help with the Grisedale stones
   ${g4.id} and ${g7.id}; the Treasurer will ask for a second quote. The committee agreed to apply to the parish council
   for a grant towards THG-MI-040.

4. **Transcriptions.** The Latin baptisms of Grisedale and Kelderby are checked; the marriage index now has 2,310 entries.

5. **Finance.** Balance £4,812.37. Subscriptions for 2025: £18 UK, £24 overseas (PDF journal £12).

6. **Next meeting:** 13 May 2025, 7.30pm, Thornsgill Institute.
`;
  corpus.write(file, text);
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `UPPER SKIRFARE FAMILY HISTORY SOCIETY — RESEARCH DRIVE (2025)
family-tree/        GEDCOM export (Thornsgill Keartons and Hirds) and the Elora branch (JSON)
people/sheets/      research sheets (Aldersons)            people/cards/   research cards (Raws and others)
transcriptions/     Latin baptisms, burial registers, Grisedale Catholic marriages
registers/          marriage index, register entries, baptisms per decade
census/             census transcriptions 1841-1911       canada/         Canadian census and churches
parishes/           parish and chapel pages               monumental-inscriptions/  MI surveys
notes/              research notes                        correspondence/ members' letters and e-mails
society/            members, minutes, accounts            guides/         help for transcribers
Please do not edit another member's files without asking. Back-ups every Sunday night.
`);
corpus.write('guides/latin-in-registers.md', `# Reading Latin in parish registers

Months are usually in the genitive: Januarii, Februarii, Martii, Aprilis, Maii, Junii, Julii, Augusti, Septembris,
Octobris, Novembris, Decembris ("12 Martii" = 12 March). Common words: baptizatus/baptizata (baptised), filius/filia
(son/daughter), uxor (wife), conjuges (married couple), sepultus (buried), vidua (widow), textor (weaver), faber
ferrarius (blacksmith), lapicida (stonemason), agricola (farmer), testes (witnesses), bannis (banns).

Feast days used as dates: Lady Day (Annunciation) 25 March; Candlemas (Purification) 2 February; Michaelmas 29
September; Martinmas 11 November; Christmas 25 December. Before 1752 the year began on Lady Day.
`);
corpus.write('guides/census-dates-and-references.md', `# Census nights and references

| Year | Census night | TNA class |
|---|---|---|
| 1841 | 6 June | HO 107 |
| 1851 | 30 March | HO 107 |
| 1861 | 7 April | RG 9 |
| 1871 | 2 April | RG 10 |
| 1881 | 3 April | RG 11 |
| 1891 | 5 April | RG 12 |
| 1901 | 31 March | RG 13 |
| 1911 | 2 April | RG 14 |

Canada: 1852 (for 1851), 1861, 1871, 1881, 1891 (6 April), 1901, 1911. Quote references as piece, folio, schedule.
`);
corpus.write('society/programme-2025.md', `# Meetings programme 2025

| Date | Speaker | Talk |
|---|---|---|
| 14 January | Dr Ruth Ashworth | Lead mining families of the northern dales |
| 11 March | Margaret Iveson | Reading Latin registers without tears |
| 13 May | Michael Coates | What the stones tell us: the Thornsgill MI survey |
| 8 July | (outing) | Grisedale chapel and the Calvert graves — meet 2pm |
| 9 September | Eileen Dinsdale (by video) | From Thornsgill to Elora, 1842 |
| 11 November | AGM and members' evening | |

Meetings at 7.30pm in the Thornsgill Institute; visitors £3.
`);
corpus.write('society/accounts-2024.csv', delimited(['Item', 'Income (£)', 'Expenditure (£)'], [
  ['Subscriptions', '3,642.00', ''], ['Publication sales', '418.50', ''], ['Research service fees', '265.00', ''], ['Gift aid', '611.25', ''],
  ['Hall hire', '', '540.00'], ['Journal printing and postage', '', '1,986.40'], ['GRO certificates', '', '137.50'], ['Website and hosting', '', '214.80'], ['Insurance', '', '168.00'],
]));
corpus.write('society/research-service-charges.md', `# Research service — charges 2025

- Look-up in our indexes (members): free; non-members £5 per surname.
- Copy of a transcription entry: £2 (emailed) or £3 (posted).
- Photograph of a gravestone from the MI surveys: £4 each.
- One hour of research by a volunteer: £15 (UK) / C$28 / A$30.

Payment by bank transfer or PayPal. Overseas members may pay in their own currency at the rate of the day.
`);
corpus.write('notes/to-do-2025.md', `# Research to-do list (shared)

- [ ] Order the 1871 death certificate for the Gill Head accident (Settle district).
- [ ] Check the Raydale Bridge baptisms after 1837 at the Methodist archive.
- [x] Photograph the Elora stones (Fiona, May 2024).
- [ ] Find Ellen Calvert in 1891 and 1901 (Leeds?).
- [ ] Chase the passenger list for the 1842 sailing, Liverpool to Quebec.
- [ ] Re-check the 1841 ages at Town Foot against the baptisms.
`);
corpus.write('society/library-holdings.md', `# Society library (Thornsgill Institute, cupboard B)

| Shelf | Item |
|---|---|
| B1 | Thornsgill registers, printed transcripts 1573-1812 (2 vols) |
| B1 | Kelderby bishop's transcripts 1700-1850 (microfiche) |
| B2 | Census indexes 1841-1901 for the dale (society publications 4-11) |
| B2 | Trade directories: Baines 1822, White 1840, Kelly 1889 and 1901 |
| B3 | Lead mining in the northern dales (Raistrick), mine plans (copies) |
| B4 | Canadian material: Wellington County atlas 1877, Neepawa history 1983 |
`);
corpus.write('guides/transcription-conventions.md', `# Transcription conventions

1. Transcribe exactly: keep the spelling of the original, including Latin forms and abbreviations.
2. Put a standardised name in its own column so the index can find variants (Raw / Rawe, Kearton / Keartin).
3. Dates as written in one column; the index converts feast days and Latin months.
4. Ages: as written ("11 months", "2 years", "81"). Do not work out birth years.
5. Mark illegible letters with [?]; mark editorial additions with square brackets.
`);
corpus.write('photos/photo-index.csv', delimited(['File', 'Subject', 'Taken by', 'Date'], [
  ['IMG_2041.jpg', 'Thornsgill church from the south', 'M. Coates', '2024-06-14'],
  ['IMG_2057.jpg', 'Row C, Thornsgill churchyard', 'M. Coates', '2024-06-14'],
  ['IMG_2102.jpg', 'Hag End farmhouse (ruin)', 'M. Iveson', '2024-07-02'],
  ['elora_B14.jpg', 'Elora Cemetery, section B', 'F. McLaren', '2024-05-19'],
  ['grisedale_01.jpg', 'Grisedale chapel', 'L. Fawcett', '2025-03-11'],
  ['kings_head_1905.jpg', "King's Head Inn, postcard c. 1905", 'donated', ''],
]));
corpus.write('notes/lead-mining-background.md', `# Lead mining in the dale — background for researchers

The Gill Head and Hag End levels were worked from about 1750 to 1882. Most men of Thornsgill were miners, paid by
the "bargain" (a stretch of vein let to a partnership of four to eight men). Output peaked in the 1850s at around
900 tons of ore a year and collapsed after 1875, when many families left for Lancashire, Durham or Canada.

Fatal accidents are in the coroners' records at Northallerton and in the Craven Herald from 1853.
`);

// ------------------------------------------------------------------ write
const stats = corpus.flush(source);
console.log(`genealogy: ${stats.files} files, ${stats.entities} entities, ${stats.facts} facts -> ${dir}`);
