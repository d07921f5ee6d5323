#!/usr/bin/env node
// Escape-rooms corpus (held-out): the shared folder of "Cipher & Key Escape Rooms", an escape-room company with two
// venues in Manchester (Northern Quarter, Deansgate), two in Leeds (Call Lane, Headingley) and a franchise venue in
// Istanbul (Kadıköy) whose records are in Turkish, as of 1 July 2025. 5 venues, 24 rooms (games), 29 staff,
// 41 bookings, 33 props and puzzles, 10 suppliers.
//   node bench/corpora/escaperooms/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "escaperooms-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) venues: HTML infoboxes (Northern Quarter in m², Call Lane in sq ft, two label sets), a Markdown page with
//     YAML front matter and a pipe table (Headingley), a TURKISH Markdown bullet page (Kadıköy: `Oda sayısı`,
//     `Kullanım alanı: 260 m²`, `Aylık kira: 185.000 ₺`), and Deansgate only in the sentences of a board report
//     (`3,400 sq ft`, `seventy hours a week`);
// (b) rooms: HTML spec tables, one page per room (Northern Quarter, label set A), a CSV with units in the header
//     (Deansgate), plain-text game profiles (Call Lane, label set B: `Challenge level: 3 of 5`, `Duration: 1 h 15 min`,
//     `Team size: 2 to 7 players`, `Success rate`), a nested booking-system JSON (Headingley), TURKISH definition
//     lists (Kadıköy: `Zorluk: 4`, `Süre: 70 dakika`, `Fiyat: 1.600 ₺`, `Kaçış oranı: %34`, `Açılış tarihi`), and three
//     rooms only in sentences (a launch e-mail, Headingley meeting minutes, a Turkish franchise report);
// (c) a WIDE table of games played per room per month, January–June 2025 (a CSV; a Turkish Markdown table with
//     `Oca … Haz`);
// (d) staff: a Markdown team page of bullets (Northern Quarter, label set A), a flat JSON HR export (Deansgate), a
//     TSV with units inside the values (Leeds, label set B: `30 h/wk`, `£11.90/hr`, `Signed off on`), TURKISH
//     infobox pages (Kadıköy: `Görev: Oyun yöneticisi`, `Saatlik ücret: 185,00 ₺`), two new starters only in an HR
//     e-mail;
// (e) bookings: a nested JSON booking export (Manchester), game sheets in plain text (Deansgate), a semicolon CSV
//     with a PREAMBLE, DECIMAL COMMAS and `n/a` (Leeds), a TURKISH TSV (`1.250,00 TL`, `Kaçtı: evet`, `54 dk`), a game
//     master's shift diary in prose (Northern Quarter) and a customer's e-mail;
// (f) props and puzzles: a flat JSON inventory (Manchester), HTML spec sheets (Bank Vault 1929, label set B), a
//     Markdown maintenance register with YAML front matter and a multi-column pipe table (Leeds), a TURKISH Markdown
//     bullet list (Kadıköy), three only in a technician's report in prose;
// (g) suppliers: an HTML definition list, a CSV with units in the header, TURKISH plain-text profiles (`Teslim
//     süresi: 1 hafta`, `İndirim: %7`), one only in a purchasing e-mail;
// (h) background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: floor areas in m² (`3,400 sq ft` → × 0.09290304); time limits and finish times in
// minutes (`1 h 15 min` → 75, `an hour and a half` → 90); hours per week; money as written in its own currency (GBP,
// EUR or TRY; `1.250,00 TL` → 1250; a field mixing currencies is scoped by currency in the questions); escape rates
// and discounts in %; lead times in days (`3 weeks` → 21, `1 hafta` → 7); dates ISO; Turkish words in English
// (`Korku` = Horror, `Oyun yöneticisi` = game master, `kilit` = lock, `evet` = escaped, `Türkiye` = Turkey).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlDlPage, htmlInfoboxPage, htmlTablePage, joinAnd, mdBulletsNote, rng, slug, targets, txtProfile } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('escaperooms-v1');
const SQFT = 0.09290304;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const r2 = (x) => Math.round(x * 100) / 100;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];
const gbp0 = (v) => (Number.isInteger(v) ? `£${group(v)}` : `£${group(v, 2)}`);
const gbp2 = (v) => `£${group(v, 2)}`;
const dec = (v) => v.toFixed(2).replace('.', ',');
/** Turkish number style: 1.250 / 1.250,00 */
const trNum = (v, d = 0) => {
  const [i, f] = Number(v).toFixed(d).split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return f ? `${g},${f}` : g;
};
const TR_MONTHS = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'];
const trDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${TR_MONTHS[m - 1]} ${y}`;
};
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const NUM_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const WEEKDAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekday = (iso) => WEEKDAY[new Date(`${iso}T12:00:00Z`).getUTCDay()];

class FolderCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the wide games tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new FolderCorpus(dir);

// ------------------------------------------------------------------ the table
// venues: [name, city, rooms, area, area unit, opening hours per week, manager, rent, currency, layout]
const VENUE_DEF = [
  ['Northern Quarter', 'Manchester', 5, 310, 'm2', 72, 'Hannah Whitfield', 6850, 'GBP', 'infobox'],
  ['Deansgate', 'Manchester', 5, 3400, 'sq ft', 70, 'Marcus Boyle', 9200, 'GBP', 'prose'],
  ['Call Lane', 'Leeds', 5, 2650, 'sq ft', 66, 'Priya Raman', 5400, 'GBP', 'infobox'],
  ['Headingley', 'Leeds', 4, 205, 'm2', 58, 'Tom Ackroyd', 3950, 'GBP', 'yaml'],
  ['Kadıköy', 'Istanbul', 5, 260, 'm2', 84, 'Elif Yıldız', 185000, 'TRY', 'tr'],
];
const venues = VENUE_DEF.map(([name, city, rooms, area, areaUnit, hours, manager, rent, cur, layout]) => ({
  name, city, rooms, area, areaUnit, hours, manager, rent, cur, layout, m2: areaUnit === 'sq ft' ? r4(area * SQFT) : area,
}));
const VN = Object.fromEntries(venues.map((v) => [v.name, v]));

// rooms: [name, venue, theme, difficulty, time limit (min), min, max, price per group, escape rate %, opened, designer, layout]
const ROOM_DEF = [
  ['The Vanishing Magician', 'Northern Quarter', 'Mystery', 3, 60, 2, 6, 90, 41, '2019-05-11', 'Oliver Grange', 'html'],
  ["Pharaoh's Tomb", 'Northern Quarter', 'Historical', 4, 60, 3, 6, 96, 29, '2019-05-11', 'Oliver Grange', 'html'],
  ['Asylum Ward 13', 'Northern Quarter', 'Horror', 5, 75, 3, 7, 120, 18, '2020-09-18', 'Nadia Hussain', 'html'],
  ['Space Station Omega', 'Northern Quarter', 'Sci-fi', 3, 60, 2, 5, 84, 47, '2021-06-05', 'Oliver Grange', 'html'],
  ['The Crown Jewels Heist', 'Northern Quarter', 'Heist', 4, 60, 2, 6, 99, 33, '2023-02-24', 'Nadia Hussain', 'html'],
  ["Sherlock's Study", 'Deansgate', 'Mystery', 2, 60, 2, 5, 78, 64, '2020-02-14', 'Oliver Grange', 'csv'],
  ['Zombie Outbreak', 'Deansgate', 'Horror', 4, 60, 3, 8, 108, 27, '2020-02-14', 'Nadia Hussain', 'csv'],
  ["The Alchemist's Lab", 'Deansgate', 'Fantasy', 3, 60, 2, 6, 88, 45, '2021-10-30', 'Oliver Grange', 'csv'],
  ['Bank Vault 1929', 'Deansgate', 'Heist', 5, 90, 4, 8, 135, 15, '2022-07-01', 'Oliver Grange', 'csv'],
  ["Pirate's Cove", 'Deansgate', 'Adventure', 2, 45, 2, 6, 72, 71, '2024-03-29', 'Nadia Hussain', 'csv'],
  ['The Cursed Carnival', 'Call Lane', 'Horror', 4, 60, 3, 6, 95, 31, '2021-04-17', 'Nadia Hussain', 'txt'],
  ['Operation Blackout', 'Call Lane', 'Spy', 3, 60, 2, 6, 88, 44, '2021-04-17', 'Nadia Hussain', 'txt'],
  ["Dracula's Castle", 'Call Lane', 'Horror', 3, 75, 2, 7, 105, 38, '2022-10-28', 'Oliver Grange', 'txt'],
  ['The Lost Temple', 'Call Lane', 'Adventure', 2, 60, 2, 6, 80, 58, '2023-06-09', 'Nadia Hussain', 'txt'],
  ['Time Machine', 'Call Lane', 'Sci-fi', 4, 60, 2, 6, 98, 22, '2025-05-16', 'Nadia Hussain', 'prose'],
  ['The Haunted Library', 'Headingley', 'Mystery', 2, 60, 2, 5, 76, 62, '2022-01-21', 'Oliver Grange', 'json'],
  ['Prison Break', 'Headingley', 'Heist', 3, 60, 2, 6, 84, 49, '2022-01-21', 'Nadia Hussain', 'json'],
  ['Submarine K-9', 'Headingley', 'Adventure', 4, 60, 3, 6, 92, 35, '2023-09-15', 'Oliver Grange', 'json'],
  ["The Wizard's Tower", 'Headingley', 'Fantasy', 1, 45, 2, 5, 64, 83, '2024-11-08', 'Nadia Hussain', 'prose'],
  ['Kayıp Hazine', 'Kadıköy', 'Adventure', 3, 60, 2, 6, 1250, 52, '2023-04-15', 'Kerem Aydın', 'tr'],
  ['Topkapı Soygunu', 'Kadıköy', 'Heist', 4, 70, 3, 6, 1600, 34, '2023-04-15', 'Kerem Aydın', 'tr'],
  ['Lanetli Konak', 'Kadıköy', 'Horror', 5, 75, 3, 7, 1800, 21, '2023-11-04', 'Kerem Aydın', 'tr'],
  ['Orient Ekspresi', 'Kadıköy', 'Mystery', 3, 60, 2, 6, 1400, 46, '2024-06-22', 'Oliver Grange', 'tr'],
  ['Uzay İstasyonu', 'Kadıköy', 'Sci-fi', 2, 60, 2, 5, 1150, 61, '2025-03-08', 'Kerem Aydın', 'trprose'],
];
const rooms = ROOM_DEF.map(([name, venue, theme, diff, limit, min, max, price, rate, opened, designer, layout]) => ({
  name, venue, theme, diff, limit, min, max, price, rate, opened, designer, layout, cur: VN[venue].cur,
}));
const RM = Object.fromEntries(rooms.map((x) => [x.name, x]));
const roomsOf = (venue) => rooms.filter((x) => x.venue === venue).map((x) => x.name);

// staff: [name, staff no, venue, role, start, hours per week, hourly rate, rooms certified, layout]
const V = (venue, ...idx) => idx.map((i) => roomsOf(venue)[i]);
const STAFF_DEF = [
  ['Hannah Whitfield', 'MCR-003', 'Northern Quarter', 'manager', '2019-03-04', 40, 17.5, V('Northern Quarter', 0, 1, 2, 3, 4), 'md'],
  ['Oliver Grange', 'MCR-002', 'Northern Quarter', 'designer', '2019-01-07', 37.5, 19, V('Northern Quarter', 0, 1, 3), 'md'],
  ['Jamie Doyle', 'MCR-011', 'Northern Quarter', 'game master', '2021-08-16', 30, 11.8, V('Northern Quarter', 0, 1, 3), 'md'],
  ['Aisha Rahman', 'MCR-014', 'Northern Quarter', 'game master', '2022-01-10', 24, 11.6, V('Northern Quarter', 2, 4, 0, 1), 'md'],
  ['Connor Walsh', 'MCR-012', 'Northern Quarter', 'technician', '2020-11-02', 37.5, 14.2, V('Northern Quarter', 2, 4), 'md'],
  ['Sophie Lam', 'MCR-022', 'Northern Quarter', 'game master', '2023-05-22', 16, 11.5, V('Northern Quarter', 3, 4), 'md'],
  ['Marcus Boyle', 'MCR-007', 'Deansgate', 'manager', '2019-10-14', 40, 17.2, V('Deansgate', 0, 1, 2, 3), 'json'],
  ['Ellie Stanton', 'MCR-010', 'Deansgate', 'game master', '2021-02-01', 28, 11.7, V('Deansgate', 0, 4, 2), 'json'],
  ['Ravi Patel', 'MCR-013', 'Deansgate', 'game master', '2021-09-06', 35, 12.4, [...V('Deansgate', 0, 1, 2, 3, 4), 'Asylum Ward 13'], 'json'],
  ['Gemma Firth', 'MCR-024', 'Deansgate', 'game master', '2023-10-09', 20, 11.5, V('Deansgate', 4, 0), 'json'],
  ['Dan Kowalski', 'MCR-016', 'Deansgate', 'technician', '2022-03-14', 37.5, 14.5, V('Deansgate', 3, 1, 2), 'json'],
  ['Lucy Chen', 'MCR-027', 'Deansgate', 'game master', '2024-06-03', 12, 11.44, V('Deansgate', 4), 'json'],
  ['Nadia Hussain', 'LDS-001', 'Call Lane', 'designer', '2019-09-02', 37.5, 18.4, V('Call Lane', 0, 1, 3, 4), 'tsv'],
  ['Priya Raman', 'LDS-002', 'Call Lane', 'manager', '2020-06-01', 40, 16.8, V('Call Lane', 0, 1, 2, 3), 'tsv'],
  ['Callum Reid', 'LDS-006', 'Call Lane', 'game master', '2021-03-29', 30, 11.9, V('Call Lane', 0, 2, 1), 'tsv'],
  ['Tom Ackroyd', 'LDS-008', 'Headingley', 'manager', '2021-11-08', 40, 16.5, V('Headingley', 0, 1, 2, 3), 'tsv'],
  ['Megan Shaw', 'LDS-009', 'Call Lane', 'game master', '2022-05-16', 22.5, 11.6, V('Call Lane', 3, 1), 'tsv'],
  ['Josh Pearson', 'LDS-011', 'Call Lane', 'technician', '2022-08-01', 30, 13.8, V('Call Lane', 0, 2, 4), 'tsv'],
  ['Holly Marsden', 'LDS-012', 'Headingley', 'game master', '2022-12-05', 25, 11.75, V('Headingley', 0, 1, 3), 'tsv'],
  ["Kieran O'Neill", 'LDS-014', 'Headingley', 'game master', '2023-07-17', 18, 11.44, V('Headingley', 2, 3, 1), 'tsv'],
  ['Zara Iqbal', 'LDS-015', 'Call Lane', 'game master', '2024-02-12', 16, 11.44, V('Call Lane', 3, 2), 'tsv'],
  ['Ben Holloway', 'LDS-019', 'Headingley', 'game master', '2025-06-09', 20, 11.44, V('Headingley', 0), 'mail'],
  ['Freya Lund', 'LDS-020', 'Call Lane', 'technician', '2025-06-23', 37.5, 13.5, V('Call Lane', 4, 2), 'mail'],
  ['Elif Yıldız', 'IST-001', 'Kadıköy', 'manager', '2023-01-16', 45, 310, V('Kadıköy', 0, 1, 2, 3, 4), 'tr'],
  ['Kerem Aydın', 'IST-002', 'Kadıköy', 'designer', '2022-10-03', 40, 290, V('Kadıköy', 0, 1, 2, 4), 'tr'],
  ['Deniz Kaya', 'IST-005', 'Kadıköy', 'game master', '2023-03-20', 30, 185, V('Kadıköy', 0, 3, 4), 'tr'],
  ['Mert Şahin', 'IST-007', 'Kadıköy', 'game master', '2023-09-11', 24, 180, V('Kadıköy', 1, 2), 'tr'],
  ['Selin Çelik', 'IST-009', 'Kadıköy', 'technician', '2024-01-08', 40, 215, V('Kadıköy', 2, 1, 0), 'tr'],
  ['Burak Öztürk', 'IST-011', 'Kadıköy', 'game master', '2024-08-19', 20, 175, V('Kadıköy', 4), 'tr'],
];
const staff = STAFF_DEF.map(([name, no, venue, role, start, hours, rate, certified, layout]) => ({ name, no, venue, role, start, hours, rate, certified, layout, cur: VN[venue].cur }));
const ST = Object.fromEntries(staff.map((s) => [s.name, s]));

// suppliers: [name, country, lead time (days), as written, discount %, layout]
const SUPPLIER_DEF = [
  ['Lockcraft BV', 'Netherlands', 10, '10 days', 8, 'dl'],
  ['Puzzle Forge Ltd', 'United Kingdom', 14, '14 days', 5, 'dl'],
  ['EscapeTech GmbH', 'Germany', 21, '3 weeks', 12, 'dl'],
  ['Atelier Énigme', 'France', 28, '4 weeks', 15, 'dl'],
  ['Northern Props Co.', 'United Kingdom', 6, '6', 3, 'csv'],
  ['MagLock Direct', 'United Kingdom', 5, '5', 10, 'csv'],
  ['Riddle Room Supplies', 'Ireland', 12, '12', 6, 'csv'],
  ['Anahtar Mekanik A.Ş.', 'Turkey', 7, '1 hafta', 7, 'tr'],
  ['Devre Elektronik', 'Turkey', 16, '16 gün', 4, 'tr'],
  ['Brass & Gear Workshop', 'United Kingdom', 42, 'six weeks', 20, 'prose'],
];
const suppliers = SUPPLIER_DEF.map(([name, country, lead, leadText, discount, layout]) => ({ name, country, lead, leadText, discount, layout }));

// props: [name, code, room, type, cost, currency, installed, faults this year, supplier, layout]
const PROP_DEF = [
  ['Sarcophagus lid maglock', 'PR-M101', "Pharaoh's Tomb", 'electronic', 385, 'GBP', '2019-04-28', 3, 'MagLock Direct', 'json'],
  ['Hieroglyph rotating wall', 'PR-M102', "Pharaoh's Tomb", 'mechanical', 1150, 'GBP', '2019-04-30', 1, 'Puzzle Forge Ltd', 'json'],
  ['Magic top hat RFID reader', 'PR-M103', 'The Vanishing Magician', 'electronic', 240, 'EUR', '2019-05-02', 4, 'Lockcraft BV', 'json'],
  ['Padded cell combination lock', 'PR-M104', 'Asylum Ward 13', 'lock', 45, 'GBP', '2020-09-10', 0, 'Northern Props Co.', 'json'],
  ['Straitjacket buckle puzzle', 'PR-M105', 'Asylum Ward 13', 'mechanical', 210, 'GBP', '2020-09-12', 2, 'Puzzle Forge Ltd', 'json'],
  ['Airlock keypad', 'PR-M106', 'Space Station Omega', 'electronic', 520, 'EUR', '2021-05-28', 5, 'EscapeTech GmbH', 'json'],
  ['Display case laser grid', 'PR-M107', 'The Crown Jewels Heist', 'electronic', 1480, 'EUR', '2023-02-15', 2, 'EscapeTech GmbH', 'json'],
  ['Bookcase secret door', 'PR-D108', "Sherlock's Study", 'mechanical', 890, 'GBP', '2020-02-03', 1, 'Northern Props Co.', 'json'],
  ['Morse code telegraph', 'PR-D109', "Sherlock's Study", 'electronic', 310, 'GBP', '2020-02-05', 0, 'Riddle Room Supplies', 'json'],
  ['Quarantine door padlock', 'PR-D110', 'Zombie Outbreak', 'lock', 38, 'GBP', '2020-02-06', 1, 'Northern Props Co.', 'json'],
  ['Potion colour sensor', 'PR-D111', "The Alchemist's Lab", 'electronic', 275, 'GBP', '2021-10-20', 3, 'Riddle Room Supplies', 'json'],
  ['Treasure chest padlock', 'PR-D112', "Pirate's Cove", 'lock', 29, 'GBP', '2024-03-20', 0, 'Northern Props Co.', 'json'],
  ['Vault wheel mechanism', 'PR-D113', 'Bank Vault 1929', 'mechanical', 2350, 'EUR', '2022-06-14', 1, 'Atelier Énigme', 'sheet'],
  ['Safe deposit box locks', 'PR-D114', 'Bank Vault 1929', 'lock', 640, 'GBP', '2022-06-16', 2, 'Puzzle Forge Ltd', 'sheet'],
  ['Time-lock clock', 'PR-D115', 'Bank Vault 1929', 'electronic', 1240, 'EUR', '2022-06-20', 4, 'EscapeTech GmbH', 'sheet'],
  ['Control panel switches', 'PR-M116', 'Space Station Omega', 'mechanical', 430, 'GBP', '2021-05-30', 1, 'Brass & Gear Workshop', 'prose'],
  ['Carousel horse lever', 'PR-L201', 'The Cursed Carnival', 'mechanical', 760, 'GBP', '2021-04-01', 2, 'Brass & Gear Workshop', 'yaml'],
  ['Fortune teller UV lock', 'PR-L202', 'The Cursed Carnival', 'electronic', 420, 'EUR', '2021-04-05', 3, 'Lockcraft BV', 'yaml'],
  ['Briefcase combination lock', 'PR-L203', 'Operation Blackout', 'lock', 55, 'GBP', '2021-04-07', 1, 'Northern Props Co.', 'yaml'],
  ['Coffin maglock', 'PR-L204', "Dracula's Castle", 'electronic', 195, 'GBP', '2022-10-12', 0, 'MagLock Direct', 'yaml'],
  ['Idol pressure plate', 'PR-L205', 'The Lost Temple', 'electronic', 680, 'EUR', '2023-05-30', 2, 'EscapeTech GmbH', 'yaml'],
  ['Card catalogue drawer lock', 'PR-L206', 'The Haunted Library', 'lock', 60, 'GBP', '2022-01-10', 0, 'Riddle Room Supplies', 'yaml'],
  ['Cell bars sliding gate', 'PR-L207', 'Prison Break', 'mechanical', 1320, 'GBP', '2022-01-12', 1, 'Brass & Gear Workshop', 'yaml'],
  ['Periscope puzzle', 'PR-L208', 'Submarine K-9', 'mechanical', 940, 'EUR', '2023-09-01', 3, 'Atelier Énigme', 'yaml'],
  ['Flux capacitor panel', 'PR-L209', 'Time Machine', 'electronic', 1100, 'GBP', '2025-05-05', 2, 'Puzzle Forge Ltd', 'prose'],
  ['Spell book RFID lock', 'PR-L210', "The Wizard's Tower", 'electronic', 360, 'EUR', '2024-10-30', 5, 'Lockcraft BV', 'prose'],
  ['Sandık asma kilidi', 'PR-K301', 'Kayıp Hazine', 'lock', 1450, 'TRY', '2023-04-02', 0, 'Anahtar Mekanik A.Ş.', 'tr'],
  ['Harita projeksiyon paneli', 'PR-K302', 'Kayıp Hazine', 'electronic', 18500, 'TRY', '2023-04-05', 2, 'Devre Elektronik', 'tr'],
  ['Hazine odası şifreli kilidi', 'PR-K303', 'Topkapı Soygunu', 'lock', 3200, 'TRY', '2023-04-06', 1, 'Anahtar Mekanik A.Ş.', 'tr'],
  ['Lazer alarm sistemi', 'PR-K304', 'Topkapı Soygunu', 'electronic', 24000, 'TRY', '2023-04-08', 4, 'Devre Elektronik', 'tr'],
  ['Gizli geçit kapısı', 'PR-K305', 'Lanetli Konak', 'mechanical', 36500, 'TRY', '2023-10-25', 1, 'Anahtar Mekanik A.Ş.', 'tr'],
  ['Kompartıman bavul kilidi', 'PR-K306', 'Orient Ekspresi', 'lock', 2150, 'TRY', '2024-06-10', 0, 'Anahtar Mekanik A.Ş.', 'tr'],
  ['Kokpit kontrol paneli', 'PR-K307', 'Uzay İstasyonu', 'electronic', 29800, 'TRY', '2025-02-25', 3, 'Devre Elektronik', 'tr'],
];
const props = PROP_DEF.map(([name, code, room, type, cost, cur, installed, faults, supplier, layout]) => ({ name, code, room, type, cost, cur, installed, faults, supplier, layout }));

// bookings (seeded): April–June 2025
const LEADS_UK = ['Grace Holt', 'Lauren Pike', 'Sam Whitaker', 'Daniel Hughes', 'Chloe Barker', 'Ryan Gallagher', 'Emma Sutcliffe', 'Jordan Mills', 'Harriet Cole', 'Amir Haddad',
  'Beth Lowry', 'Nathan Brooks', 'Katie Dunn', 'Liam Faulkner', 'Rosie Nolan', 'Tariq Mahmood', 'Olivia Stone', 'Max Weller', 'Jess Armitage', 'Adam Kerr',
  'Hollie Price', 'Sean Murphy', 'Imogen Tate', 'Joe Riley', 'Naomi Clegg', 'Peter Lindqvist', 'Faye Morton', 'Dev Sharma', 'Ellen Byrne', 'Luke Dawson', 'Maria Santos', 'Craig Fenwick',
  'Abigail Thorne', 'Kwame Asante', 'Lydia Crossley', 'Patrick Doherty', 'Yasmin Akhtar'];
const LEADS_TR = ['Ayşe Demir', 'Can Yılmaz', 'Zeynep Arslan', 'Emre Koç', 'Ece Aksoy', 'Onur Polat', 'Gizem Erdoğan', 'Barış Tekin', 'Sena Kurt', 'Hakan Güneş'];
const leadsUk = r.shuffle(LEADS_UK);
const leadsTr = r.shuffle(LEADS_TR);
function dateBetween(from, to) {
  const a = Date.parse(`${from}T12:00:00Z`);
  const b = Date.parse(`${to}T12:00:00Z`);
  return new Date(a + Math.floor(r.next() * ((b - a) / 86400000 + 1)) * 86400000).toISOString().slice(0, 10);
}
function makeBookings(venueNames, n, prefix, leads) {
  const out = [];
  for (let i = 0; i < n; i++) {
    let room;
    let date;
    for (;;) {
      room = RM[r.pick(rooms.filter((x) => venueNames.includes(x.venue)).map((x) => x.name))];
      date = dateBetween('2025-04-01', '2025-06-28');
      if (date > room.opened) break;
    }
    const size = r.int(room.min, room.max);
    const voucher = r.chance(0.25) ? r.pick([10, 20]) : 0;
    const paid = r2(room.price * (1 - voucher / 100));
    const escaped = r.chance(Math.min(0.9, room.rate / 100 + 0.12));
    const finish = escaped ? room.limit - r.int(1, 16) : null;
    out.push({ room: room.name, venue: room.venue, date, size, lead: leads.pop(), paid, voucher, escaped, finish, cur: room.cur, slot: r.pick(['10:00', '11:30', '13:00', '14:30', '16:00', '17:30', '19:00', '20:30']) });
  }
  out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let seq = r.int(300, 340);
  for (const b of out) {
    seq += r.int(2, 9);
    b.ref = `${prefix}25-0${seq}`;
  }
  return out;
}
const bookMcr = makeBookings(['Northern Quarter', 'Deansgate'], 21, 'M', leadsUk);
const bookLds = makeBookings(['Call Lane', 'Headingley'], 16, 'L', leadsUk);
const bookIst = makeBookings(['Kadıköy'], 10, 'K', leadsTr);
// the diary covers three Northern Quarter games, the game sheets three Deansgate games, the e-mail one Call Lane game
const diaryBk = bookMcr.filter((b) => b.venue === 'Northern Quarter').slice(-3);
const sheetBk = bookMcr.filter((b) => b.venue === 'Deansgate').slice(-3);
const jsonBk = bookMcr.filter((b) => !diaryBk.includes(b) && !sheetBk.includes(b));
const mailBk = bookLds.filter((b) => b.venue === 'Call Lane' && b.escaped)[0];
const csvBk = bookLds.filter((b) => b !== mailBk);

// wide table: games played per room per month, January–June 2025 (blank before a room opened)
const MKEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'];
for (const x of rooms) {
  x.games = {};
  MKEYS.forEach((m, i) => {
    const monthStart = `2025-${pad(i + 1)}-01`;
    const monthEnd = `2025-${pad(i + 1)}-28`;
    if (x.opened > monthEnd) return;
    const partial = x.opened > monthStart;
    const base = x.venue === 'Kadıköy' ? r.int(70, 150) : r.int(55, 135);
    x.games[m] = partial ? Math.round(base * 0.4) : base;
  });
}

// ------------------------------------------------------------------ fact helpers
function venueFacts(v, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(v.name, 'venue', attr, value, unit, stated, file);
  F('city', v.city, 'place', s.city);
  F('rooms', v.rooms, '', s.rooms);
  F('floor_area', v.m2, 'm2', s.area);
  F('opening_hours', v.hours, 'h', s.hours);
  F('manager', v.manager, 'person', s.manager ?? v.manager);
  F('rent', v.rent, v.cur, s.rent);
}
function roomFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'room', attr, value, unit, stated, file);
  F('venue', x.venue, 'text', s.venue ?? x.venue);
  F('theme', x.theme, 'text', s.theme);
  F('difficulty', x.diff, '', s.diff);
  F('time_limit', x.limit, 'min', s.limit);
  F('min_players', x.min, '', s.min);
  F('max_players', x.max, '', s.max);
  F('price', x.price, x.cur, s.price);
  F('escape_rate', x.rate, '%', s.rate);
  F('opened', x.opened, 'date', s.opened);
  F('designer', x.designer, 'person', s.designer ?? x.designer);
}
function staffFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
  F('staff_no', p.no, 'text', p.no);
  F('venue', p.venue, 'text', s.venue ?? p.venue);
  F('role', p.role, 'text', s.role);
  F('started', p.start, 'date', s.start);
  F('hours', p.hours, 'h', s.hours);
  F('hourly_rate', p.rate, p.cur, s.rate);
  F('certified', p.certified, 'list', s.certified);
}
function bookingFacts(b, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(b.ref, 'booking', attr, value, unit, stated, file);
  F('room', b.room, 'text', s.room ?? b.room);
  F('date', b.date, 'date', s.date);
  F('group_size', b.size, '', s.size);
  F('lead_booker', b.lead, 'person', s.lead ?? b.lead);
  F('paid', b.paid, b.cur, s.paid);
  F('escaped', b.escaped, 'bool', s.escaped);
  F('finish_time', b.finish, 'min', b.finish == null ? '' : s.finish);
  F('start_time', b.slot, 'text', b.slot);
}
function propFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'prop', attr, value, unit, stated, file);
  F('code', x.code, 'text', x.code);
  F('room', x.room, 'text', s.room ?? x.room);
  F('type', x.type, 'text', s.type);
  F('cost', x.cost, x.cur, s.cost);
  F('installed', x.installed, 'date', s.installed);
  F('faults', x.faults, '', s.faults);
  F('supplier', x.supplier, 'text', s.supplier ?? x.supplier);
}
function supplierFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'supplier', attr, value, unit, stated, file);
  F('country', x.country, 'place', s.country);
  F('lead_time', x.lead, 'days', s.lead);
  F('discount', x.discount, '%', s.discount);
}

// ------------------------------------------------------------------ (a) venues
{
  const v = VN['Northern Quarter'];
  const file = 'venues/northern-quarter.html';
  const rows = [['City', 'Manchester'], ['Address', '41 Oldham Street, M1 1JG'], ['Rooms', String(v.rooms)], ['Floor area', `${v.area} m²`], ['Opening hours', `${v.hours} hours a week`],
    ['Venue manager', v.manager], ['Monthly rent', gbp0(v.rent)], ['Lease ends', '31 March 2029']];
  venueFacts(v, file, { city: 'Manchester', rooms: `${v.rooms}`, area: `${v.area} m²`, hours: `${v.hours} hours a week`, rent: gbp0(v.rent) });
  corpus.write(file, htmlInfoboxPage({
    title: 'Cipher & Key Northern Quarter', sections: [{ heading: 'Venue', rows }],
    lead: ['Our first venue, opened in May 2019 above a former textile warehouse on Oldham Street.', `The venue runs ${v.rooms} rooms on two floors and is managed by ${v.manager}.`],
    footer: 'Facilities team sheet, updated June 2025.',
  }));
}
{
  const v = VN['Call Lane'];
  const file = 'venues/call-lane.html';
  const rows = [['Location', 'Leeds (Call Lane, LS1 6DT)'], ['Escape rooms', String(v.rooms)], ['Size', `${group(v.area)} sq ft`], ['Open', `${v.hours} h per week`],
    ['Manager', v.manager], ['Rent', `${gbp0(v.rent)} pcm`], ['Landlord', 'Aire Street Properties']];
  venueFacts(v, file, { city: 'Leeds', rooms: `${v.rooms}`, area: `${group(v.area)} sq ft`, hours: `${v.hours} h per week`, rent: `${gbp0(v.rent)} pcm` });
  corpus.write(file, htmlInfoboxPage({
    title: 'Cipher & Key Call Lane', sections: [{ heading: 'Site facts', rows }],
    lead: ['Our first Leeds venue, in a railway-arch unit off Call Lane; the fifth room, Time Machine, opened in May 2025.', 'Measurements are from the landlord’s floor plan (imperial).'],
  }));
}
{
  const v = VN.Headingley;
  const file = 'venues/headingley.md';
  const out = ['---', 'venue: Headingley', 'city: Leeds', 'address: "12 Otley Road, LS6 2AA"', 'opened: 2022-01-21', 'owner: Cipher & Key Escape Rooms Ltd', '---', '',
    '# Headingley venue sheet', '', 'The smaller of the two Leeds sites, popular with students (Otley Run groups are refused before 6 pm).', '',
    '| Item | Detail |', '|---|---|', `| Games | ${v.rooms} |`, `| Floor space | ${v.area} m² |`, `| Weekly opening hours | ${v.hours} |`, `| Site manager | ${v.manager} |`, `| Rent per month | GBP ${group(v.rent)} |`, '| Parking | 6 spaces behind the building |', ''];
  venueFacts(v, file, { city: 'city: Leeds', rooms: `| Games | ${v.rooms} |`, area: `${v.area} m²`, hours: `| Weekly opening hours | ${v.hours} |`, rent: `GBP ${group(v.rent)}` });
  corpus.write(file, out.join('\n'));
}
{
  const v = VN['Kadıköy'];
  const file = 'istanbul/sube-kadikoy.md';
  const rows = [['Şube', 'Kadıköy'], ['Şehir', 'İstanbul'], ['Adres', 'Caferağa Mah., Moda Cad. No: 88, Kadıköy'], ['Oda sayısı', String(v.rooms)], ['Kullanım alanı', `${v.area} m²`],
    ['Haftalık çalışma saati', String(v.hours)], ['Şube müdürü', v.manager], ['Aylık kira', `${trNum(v.rent)} ₺`]];
  venueFacts(v, file, { city: 'Şehir: İstanbul', rooms: `Oda sayısı: ${v.rooms}`, area: `${v.area} m²`, hours: `Haftalık çalışma saati: ${v.hours}`, rent: `${trNum(v.rent)} ₺` });
  corpus.write(file, mdBulletsNote({
    title: 'Cipher & Key Kadıköy — şube bilgileri', lead: ['Franchise şubesi (Boğaz Eğlence Ltd. Şti.), Nisan 2023’ten beri açık. Her gün 10:00–22:00.'],
    sections: [{ heading: 'Genel bilgiler', rows }], footer: 'Son güncelleme: 30 Haziran 2025',
  }));
}
{
  const v = VN.Deansgate;
  const file = 'reports/board-report-2025-q2.md';
  venueFacts(v, file, { city: 'Deansgate (Manchester)', rooms: 'five rooms', area: `${group(v.area)} sq ft`, hours: 'seventy hours a week', rent: `${gbp0(v.rent)} a month` });
  corpus.write(file, `# Board report — second quarter 2025

Prepared for the directors' meeting of 10 July 2025.

## Trading
Group turnover for the quarter was £612,400 (Q2 2024: £571,900), of which the Istanbul franchise paid £18,350 in
royalties. Average occupancy across the UK sites was 63 % of available slots, up four points on last year.

## Sites
Deansgate (Manchester) is our largest site at ${group(v.area)} sq ft. It has five rooms and is open seventy hours a week
under ${v.manager}; the rent went up to ${gbp0(v.rent)} a month at the January rent review. The landlord has
offered the empty unit next door, which would add about 1,100 sq ft; we recommend waiting until 2026.

Time Machine opened at Call Lane in May (see the launch note) and the Headingley lease was renewed for five years.

## People
Head count at the end of June: 29, including two new starters in Leeds. Staff turnover over twelve months was 21 %.

## Risks
Electronic props remain our biggest source of cancelled games; see the technician's report on the maglocks and RFID readers.
`);
}

// ------------------------------------------------------------------ (b) rooms
const diffA = (d) => `${d} / 5`;
const limitA = (m) => (m === 60 ? '1 hour' : `${m} minutes`);
rooms.filter((x) => x.layout === 'html').forEach((x, k) => {
  const file = `rooms/northern-quarter/${slug(x.name)}.html`;
  const rows = [['Venue', 'Northern Quarter, Manchester'], ['Theme', x.theme], ['Difficulty', diffA(x.diff)], ['Time limit', limitA(x.limit)], ['Players', `${x.min}–${x.max}`],
    ['Price per group', gbp0(x.price)], ['Escape rate', `${x.rate}%`], ['Opened', fmtDate(x.opened, k % 2 ? 'long' : 'us')], ['Designer', x.designer]];
  roomFacts(x, file, { venue: 'Northern Quarter', theme: x.theme, diff: diffA(x.diff), limit: limitA(x.limit), min: `${x.min}–${x.max}`, max: `${x.min}–${x.max}`, price: gbp0(x.price), rate: `${x.rate}%`, opened: fmtDate(x.opened, k % 2 ? 'long' : 'us') });
  const blurb = {
    'The Vanishing Magician': 'The Great Marvello vanished mid-show in 1926. Find out where he went before the theatre closes for good.',
    "Pharaoh's Tomb": 'Lost in the burial chamber of a forgotten pharaoh, your team must read the walls to find the way out.',
    'Asylum Ward 13': 'Not for the faint-hearted: an actor-led horror room. Minimum age 16.',
    'Space Station Omega': 'The reactor is failing and the escape pod needs a launch code. Suitable for families.',
    'The Crown Jewels Heist': 'Plan the heist of the century and get out before the guards change shift.',
  }[x.name];
  corpus.write(file, htmlTablePage({
    title: x.name, docTitle: `${x.name} — Cipher & Key Northern Quarter`, crumbs: ['Cipher & Key', 'Manchester', 'Northern Quarter', x.name],
    lead: [blurb, `Up to ${x.max} players can take part.`], sections: [{ heading: 'Room details', rows }], colA: 'Detail', colB: '',
  }));
});
{
  const file = 'rooms/deansgate-rooms.csv';
  const rows = rooms.filter((x) => x.layout === 'csv').map((x) => {
    roomFacts(x, file, { venue: 'Deansgate', theme: x.theme, diff: `,${x.diff},`, limit: `,${x.limit},`, min: `,${x.min},${x.max},`, max: `,${x.min},${x.max},`, price: x.price.toFixed(2), rate: `,${x.rate},`, opened: ukDate(x.opened) });
    return [x.name, 'Deansgate', x.theme, x.diff, x.limit, x.min, x.max, x.price.toFixed(2), x.rate, ukDate(x.opened), x.designer];
  });
  corpus.write(file, delimited(['Room', 'Venue', 'Theme', 'Difficulty (1-5)', 'Time limit (min)', 'Min players', 'Max players', 'Price per group (GBP)', 'Escape rate (%)', 'Opened', 'Designed by'], rows));
}
const durB = (m) => (m % 60 === 0 ? `${m / 60} h` : m > 60 ? `${Math.floor(m / 60)} h ${m % 60} min` : `${m} min`);
rooms.filter((x) => x.layout === 'txt').forEach((x, k) => {
  const file = `rooms/call-lane/${slug(x.name)}.txt`;
  const s = {
    venue: 'Venue: Call Lane, Leeds', theme: `Genre: ${x.theme}`, diff: `Challenge level: ${x.diff} of 5`, limit: `Duration: ${durB(x.limit)}`, min: `Team size: ${x.min} to ${x.max} players`,
    max: `Team size: ${x.min} to ${x.max} players`, price: `Team price: ${gbp2(x.price)}`, rate: `Success rate: ${x.rate} %`, opened: fmtDate(x.opened, 'dotted'), designer: `Created by: ${x.designer}`,
  };
  roomFacts(x, file, s);
  corpus.write(file, txtProfile({
    txtHeader: `GAME: ${x.name.toUpperCase()}`,
    sections: [{ rows: [['Venue', 'Call Lane, Leeds'], ['Genre', x.theme], ['Challenge level', `${x.diff} of 5`], ['Duration', durB(x.limit)], ['Team size', `${x.min} to ${x.max} players`], ['Team price', gbp2(x.price)], ['Success rate', `${x.rate} %`], ['Launched', fmtDate(x.opened, 'dotted')], ['Created by', x.designer]] }],
    lead: [L(k, ['Hint policy: three free hints, then the game master steps in.', 'Contains strobe lighting and low fog.', 'Wheelchair accessible (ground floor).', 'Great for first-timers and office teams.'])],
  }));
});
{
  const file = 'rooms/headingley-games-export.json';
  const recs = rooms.filter((x) => x.layout === 'json').map((x, k) => {
    roomFacts(x, file, { venue: '"site": "Headingley"', theme: `"genre": "${x.theme.toLowerCase()}"`, diff: `"level": ${x.diff}`, limit: `"durationMinutes": ${x.limit}`, min: `"min": ${x.min}`, max: `"max": ${x.max}`,
      price: `"amount": ${x.price}`, rate: `"escapeRatePct": ${x.rate}`, opened: x.opened });
    return {
      id: `gm-${4100 + k * 17}`,
      game: { title: x.name, genre: x.theme.toLowerCase(), difficulty: { level: x.diff, scale: 5 }, durationMinutes: x.limit },
      location: { site: 'Headingley', city: 'Leeds' },
      players: { min: x.min, max: x.max },
      pricing: { perGroup: { amount: x.price, currency: 'GBP' }, peakSurcharge: 0 },
      stats: { escapeRatePct: x.rate, since: x.opened },
      launched: x.opened,
      credits: { designer: { name: x.designer } },
    };
  });
  corpus.write(file, JSON.stringify({ system: 'BookingHub', exportedAt: '2025-07-01T06:00:00Z', games: recs }, null, 2) + '\n');
}
const TR_THEME = { Horror: 'Korku', Heist: 'Soygun', Mystery: 'Gizem', Adventure: 'Macera', 'Sci-fi': 'Bilim kurgu', Fantasy: 'Fantastik' };
rooms.filter((x) => x.layout === 'tr').forEach((x) => {
  const file = `istanbul/odalar/${slug(x.name)}.html`;
  const s = {
    venue: 'Şube: Kadıköy', theme: TR_THEME[x.theme], diff: `<dd>${x.diff}</dd>`, limit: `${x.limit} dakika`, min: `${x.min}–${x.max} kişi`, max: `${x.min}–${x.max} kişi`,
    price: `${trNum(x.price)} ₺`, rate: `%${x.rate}`, opened: trDate(x.opened), designer: x.designer,
  };
  roomFacts(x, file, { ...s, venue: 'Kadıköy' });
  corpus.write(file, htmlDlPage({
    title: x.name, site: 'Cipher & Key Kadıköy', docTitle: `${x.name} — Cipher & Key Kadıköy`,
    lead: [`${x.name} odası Kadıköy şubemizde. Tema: ${TR_THEME[x.theme].toLowerCase()}.`],
    sections: [{ heading: 'Oda bilgileri', rows: [['Ad', x.name], ['Şube', 'Kadıköy'], ['Tema', TR_THEME[x.theme]], ['Zorluk', String(x.diff)], ['Süre', `${x.limit} dakika`], ['Oyuncu sayısı', `${x.min}–${x.max} kişi`],
      ['Fiyat', `${trNum(x.price)} ₺`], ['Kaçış oranı', `%${x.rate}`], ['Açılış tarihi', trDate(x.opened)], ['Tasarımcı', x.designer]] }],
    footer: 'Fiyatlar grup başınadır, KDV dahil.',
  }));
});
{
  const x = RM['Time Machine'];
  const file = 'email/2025-05-19-time-machine-launch.eml';
  roomFacts(x, file, { venue: 'Call Lane', theme: 'sci-fi', diff: 'four out of five', limit: 'sixty minutes', min: 'two to six players', max: 'two to six players', price: `${gbp0(x.price)} a group`, rate: `${x.rate}%`, opened: fmtDate(x.opened, 'long') });
  corpus.write(file, `From: Nadia Hussain <nadia.hussain@cipherandkey.co.uk>
To: all-staff@cipherandkey.co.uk
Date: Mon, 19 May 2025 09:31:02 +0100
Subject: Time Machine is open!

Morning all,

Time Machine opened at Call Lane on Friday, ${fmtDate(x.opened, 'long')}, and the first weekend was full. It's our new
sci-fi room: a four out of five on the difficulty scale, it runs for sixty minutes and takes two to six players at
${gbp0(x.price)} a group. Of the first 41 teams, nine got out, so the escape rate is ${x.rate}% for now; we expect it to
rise once the game masters settle the hint timings.

Josh and Freya (from June) look after the props. Please don't spoil the ending on social media!

Nadia
`);
}
{
  const x = RM["The Wizard's Tower"];
  const file = 'minutes/headingley-ops-meeting-2025-06-04.md';
  roomFacts(x, file, { venue: 'Headingley', theme: 'fantasy', diff: 'difficulty one', limit: '45 minutes', min: 'two to five players', max: 'two to five players', price: `${gbp0(x.price)} per group`, rate: `${x.rate} %`, opened: fmtDate(x.opened, 'long') });
  corpus.write(file, `# Headingley operations meeting — 4 June 2025

Present: Tom Ackroyd (chair), Holly Marsden, Kieran O'Neill, Nadia Hussain (item 2).

1. Bookings: May was the best month since opening; the Otley Run ban on Saturday afternoons is working.
2. The Wizard's Tower (opened ${fmtDate(x.opened, 'long')}, designed by ${x.designer}) remains our family room: a fantasy
   game at difficulty one, 45 minutes long, for two to five players at ${gbp0(x.price)} per group. Its escape rate is ${x.rate} %,
   so Nadia will add an optional "expert mode" for adults in the autumn.
3. The spell book lock has failed again; Tom to chase the technician's report.
4. New starter: Ben Holloway joins on 9 June (see HR's e-mail). Holly to buddy him.
5. Next meeting: 2 July 2025.
`);
}
{
  const x = RM['Uzay İstasyonu'];
  const file = 'istanbul/aylik-rapor-2025-05.md';
  roomFacts(x, file, { venue: 'Kadıköy', theme: 'Bilim kurgu', diff: 'zorluğu 2', limit: '60 dakika', min: '2 ile 5 oyuncu', max: '2 ile 5 oyuncu', price: `${trNum(x.price)} ₺`, rate: `%${x.rate}`, opened: trDate(x.opened) });
  corpus.write(file, `# Kadıköy şubesi — aylık rapor, Mayıs 2025

Hazırlayan: Elif Yıldız (şube müdürü). Franchise merkezi (Manchester) için.

## Genel durum
Mayıs ayında toplam 1.120 oyuncu ağırladık; hafta sonları doluluk %91 oldu. Bayram haftasında ek seanslar açtık.

## Yeni oda
Uzay İstasyonu ${trDate(x.opened)} tarihinde açıldı. Bilim kurgu temalı oda Kerem Aydın tarafından tasarlandı; zorluğu 2,
süresi 60 dakika, 2 ile 5 oyuncu arasında gruplar için ve fiyatı grup başına ${trNum(x.price)} ₺. İlk üç ayda kaçış oranı %${x.rate} oldu.

## Teknik
Lazer alarm sistemi bu yıl dört kez arıza verdi; Devre Elektronik yeni sensörleri Haziran'da getirecek.

## Personel
Burak yarı zamanlı olarak devam ediyor. Yaz için iki stajyer görüşmesi yapıldı.
`);
}

// ------------------------------------------------------------------ (c) wide tables: games played per month
{
  const file = 'stats/games-played-2025-h1.csv';
  const rows = rooms.filter((x) => x.venue !== 'Kadıköy').map((x) => {
    MKEYS.forEach((m) => x.games[m] != null && corpus.also(x.name, 'room', `games_2025_${m}`, x.games[m], 'games', String(x.games[m]), file));
    return [x.name, x.venue, ...MKEYS.map((m) => x.games[m] ?? '')];
  });
  corpus.write(file, delimited(['Room', 'Venue', 'Jan 2025 (games)', 'Feb 2025 (games)', 'Mar 2025 (games)', 'Apr 2025 (games)', 'May 2025 (games)', 'Jun 2025 (games)'], rows));
}
{
  const file = 'istanbul/oyun-sayilari-2025.md';
  const out = ['# Oynanan oyun sayısı — 2025 ilk yarı', '', 'Kadıköy şubesi, oda başına aylık oyun sayısı. – = oda henüz açılmamıştı.', '',
    '| Oda | Oca | Şub | Mar | Nis | May | Haz |', '|---|---|---|---|---|---|---|'];
  rooms.filter((x) => x.venue === 'Kadıköy').forEach((x) => {
    MKEYS.forEach((m) => x.games[m] != null && corpus.also(x.name, 'room', `games_2025_${m}`, x.games[m], 'games', String(x.games[m]), file));
    out.push(`| ${x.name} | ${MKEYS.map((m) => x.games[m] ?? '–').join(' | ')} |`);
  });
  out.push('', 'Mart: Uzay İstasyonu ayın 8’inde açıldı.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (d) staff
const ROLE_A = { manager: 'Venue manager', designer: 'Game designer', 'game master': 'Game master', technician: 'Technician' };
{
  const file = 'staff/northern-quarter-team.md';
  const sections = staff.filter((p) => p.layout === 'md').map((p, k) => {
    const start = fmtDate(p.start, k % 2 ? 'long' : 'short');
    const rows = [['Staff no.', p.no], ['Role', ROLE_A[p.role]], ['Start date', start], ['Hours per week', String(p.hours)], ['Hourly rate', gbp2(p.rate)], ['Certified rooms', p.certified.join(', ')]];
    staffFacts(p, file, { venue: 'Northern Quarter', role: `Role: ${ROLE_A[p.role]}`, start, hours: `Hours per week: ${p.hours}`, rate: gbp2(p.rate), certified: `Certified rooms: ${p.certified.join(', ')}` });
    return { heading: p.name, rows };
  });
  corpus.write(file, mdBulletsNote({ title: 'Northern Quarter — team', lead: ['Who is who at Oldham Street. "Certified rooms" = rooms you may run on your own as game master.'], sections, footer: 'Updated 30 June 2025 by Hannah Whitfield.' }));
}
{
  const file = 'hr/deansgate-staff-export.json';
  const recs = staff.filter((p) => p.layout === 'json').map((p) => {
    staffFacts(p, file, { venue: '"venue": "Deansgate"', role: `"role": "${p.role.replace(' ', '_')}"`, start: p.start, hours: `"hours_per_week": ${p.hours}`, rate: `"hourly_rate_gbp": ${p.rate}`, certified: JSON.stringify(p.certified[0]) });
    return { staff_no: p.no, name: p.name, venue: 'Deansgate', role: p.role.replace(' ', '_'), start_date: p.start, hours_per_week: p.hours, hourly_rate_gbp: p.rate, certified_rooms: p.certified, first_aider: p.role === 'manager' };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'hr/leeds-staff.tsv';
  const rows = staff.filter((p) => p.layout === 'tsv').map((p) => {
    const pos = { manager: 'Site manager', designer: 'Designer', 'game master': 'GM', technician: 'Tech' }[p.role];
    const joined = fmtDate(p.start, 'short');
    staffFacts(p, file, { venue: p.venue, role: pos, start: joined, hours: `${p.hours} h/wk`, rate: `${gbp2(p.rate)}/hr`, certified: p.certified.join('; ') });
    return [p.no, p.name, p.venue, pos, joined, `${p.hours} h/wk`, `${gbp2(p.rate)}/hr`, p.certified.join('; ')];
  });
  corpus.write(file, delimited(['Employee #', 'Name', 'Site', 'Position', 'Joined', 'Contracted hours', 'Pay', 'Signed off on'], rows, '\t'));
}
const TR_ROLE = { manager: 'Şube müdürü', designer: 'Tasarımcı', 'game master': 'Oyun yöneticisi', technician: 'Teknisyen' };
staff.filter((p) => p.layout === 'tr').forEach((p) => {
  const file = `istanbul/personel/${slug(p.name)}.html`;
  const rows = [['Personel no', p.no], ['Şube', 'Kadıköy'], ['Görev', TR_ROLE[p.role]], ['İşe başlama', fmtDate(p.start, 'dotted')], ['Haftalık çalışma', `${p.hours} saat`], ['Saatlik ücret', `${trNum(p.rate, 2)} ₺`], ['Sertifikalı odalar', p.certified.join(', ')]];
  staffFacts(p, file, { venue: 'Kadıköy', role: TR_ROLE[p.role], start: fmtDate(p.start, 'dotted'), hours: `${p.hours} saat`, rate: `${trNum(p.rate, 2)} ₺`, certified: p.certified.join(', ') });
  corpus.write(file, htmlInfoboxPage({ title: p.name, sections: [{ heading: 'Personel kartı', rows }], lead: [`${p.name}, Cipher & Key Kadıköy ekibinde ${TR_ROLE[p.role].toLowerCase()} olarak çalışıyor.`] }));
});
{
  const file = 'email/2025-05-28-new-starters-leeds.eml';
  const b = ST['Ben Holloway'];
  const f = ST['Freya Lund'];
  staffFacts(b, file, { venue: 'Headingley', role: 'game master', start: fmtDate(b.start, 'long'), hours: 'twenty hours a week', rate: gbp2(b.rate), certified: b.certified[0] });
  staffFacts(f, file, { venue: 'Call Lane', role: 'technician', start: fmtDate(f.start, 'long'), hours: `${f.hours} hours`, rate: gbp2(f.rate), certified: joinAnd(f.certified) });
  corpus.write(file, `From: HR <hr@cipherandkey.co.uk>
To: Priya Raman <priya.raman@cipherandkey.co.uk>, Tom Ackroyd <tom.ackroyd@cipherandkey.co.uk>
Date: Wed, 28 May 2025 14:12:45 +0100
Subject: New starters for Leeds in June

Hi Priya, hi Tom,

Both offers have been accepted.

Ben Holloway (staff number ${b.no}) starts at Headingley on ${fmtDate(b.start, 'long')} as a game master, twenty hours a week
at ${gbp2(b.rate)} an hour. He did his sign-off on ${b.certified[0]} during the trial shift, so he can run it on his own
from day one; the other rooms will follow.

Freya Lund (${f.no}) joins Call Lane on ${fmtDate(f.start, 'long')} as our second technician in Leeds: ${f.hours} hours, ${gbp2(f.rate)}
an hour. She has already been signed off on ${joinAnd(f.certified)} at the handover with Josh.

Contracts and right-to-work checks are done. Please book their fire-safety induction in week one.

Thanks,
Rachel (HR)
`);
}

// ------------------------------------------------------------------ (e) bookings
{
  const file = 'bookings/manchester-bookings-q2-2025.json';
  const recs = jsonBk.map((b) => {
    bookingFacts(b, file, { room: b.room, date: b.date, size: `"size": ${b.size}`, paid: `"amount": ${b.paid}`, escaped: `"escaped": ${b.escaped}`, finish: `"finishMinutes": ${b.finish}` });
    return {
      ref: b.ref, venue: b.venue, room: { name: b.room }, slot: { date: b.date, start: b.slot },
      party: { size: b.size, lead: { name: b.lead } },
      payment: { amount: b.paid, currency: 'GBP', voucher: b.voucher ? `${b.voucher}% off` : null },
      outcome: { escaped: b.escaped, finishMinutes: b.finish },
    };
  });
  corpus.write(file, JSON.stringify({ source: 'BookingHub', sites: ['Northern Quarter', 'Deansgate'], period: { from: '2025-04-01', to: '2025-06-30' }, bookings: recs }, null, 2) + '\n');
}
sheetBk.forEach((b, k) => {
  const file = `bookings/game-sheets/${b.ref}.txt`;
  const x = RM[b.room];
  const date = `${weekday(b.date)} ${fmtDate(b.date, 'long')}`;
  const result = b.escaped ? (k % 2 ? `escaped with ${x.limit - b.finish} minutes left (${b.finish} min)` : `ESCAPED in ${b.finish} minutes`) : 'did not escape (time ran out)';
  bookingFacts(b, file, { room: `Room: ${b.room}`, date, size: `Players: ${b.size}`, lead: `Booked by: ${b.lead}`, paid: gbp2(b.paid), escaped: result, finish: `${b.finish} min` });
  corpus.write(file, txtProfile({
    txtHeader: `GAME SHEET — ${b.ref}\nCipher & Key Deansgate`,
    sections: [{ rows: [['Room', b.room], ['Date', date], ['Start', b.slot], ['Players', String(b.size)], ['Booked by', b.lead], ['Amount paid', gbp2(b.paid)], ['Hints used', String(r.int(0, 5))], ['Result', result]] }],
    lead: [L(k, ['Photo taken at the door; emailed to the lead booker.', 'Group asked about the corporate package.', 'Birthday group — cake left in the lobby fridge.'])],
  }));
});
{
  const file = 'diaries/northern-quarter-gm-diary-q2-2025.md';
  const out = ['# Northern Quarter — game master diary, April–June 2025', '', 'Kept by whoever is on the evening shift. Anything broken goes in the maintenance log as well.', ''];
  const filler = [['2025-06-03', 'Quiet Tuesday. Reset the Crown Jewels laser grid twice; it is drifting again.'], ['2025-06-12', 'School group in the morning (not in BookingHub — paid by invoice).'], ['2025-06-21', 'Power cut at 15:40 for ten minutes; two games restarted, no refunds asked for.']];
  const dates = [...new Set([...filler.map((f) => f[0]), ...diaryBk.map((b) => b.date)])].sort();
  for (const d of dates) {
    out.push(`## ${weekday(d)} ${fmtDate(d, 'long')}`, '');
    for (const f of filler.filter((y) => y[0] === d)) out.push(f[1], '');
    for (const b of diaryBk.filter((y) => y.date === d)) {
      const x = RM[b.room];
      const n = NUM_WORDS[b.size];
      const paid = b.voucher ? `${gbp2(b.paid)} after a ${b.voucher}% voucher` : `${gbp0(b.paid)}`;
      const result = b.escaped ? `They got out with ${NUM_WORDS[x.limit - b.finish] ?? x.limit - b.finish} minutes to spare, ${b.finish} minutes on the clock.` : 'They ran out of time just before the last lock and did not escape.';
      bookingFacts(b, file, { date: fmtDate(d, 'long'), size: `${n} players`, paid: b.voucher ? gbp2(b.paid) : gbp0(b.paid), escaped: b.escaped ? 'got out' : 'did not escape', finish: `${b.finish} minutes on the clock` });
      out.push(`${b.slot} game in ${b.room} (booking ${b.ref}): ${n} players, booked by ${b.lead}, paid ${paid}. ${result}`, '');
    }
  }
  corpus.write(file, out.join('\n'));
}
{
  const file = 'bookings/leeds-bookings-export.csv';
  const rows = csvBk.map((b) => {
    bookingFacts(b, file, { room: b.room, date: ukDate(b.date), size: `;${b.size};`, paid: dec(b.paid), escaped: b.escaped ? 'Y' : 'N', finish: String(b.finish) });
    return [b.ref, b.venue, b.room, ukDate(b.date), b.slot, b.size, b.lead, dec(b.paid), b.voucher ? `${b.voucher}%` : 'n/a', b.escaped ? 'Y' : 'N', b.finish ?? 'n/a'];
  });
  const head = 'Cipher & Key Leeds - bookings export\nExported: 01/07/2025 06:00;User: praman\nPeriod: 01/04/2025 - 30/06/2025;Sites: Call Lane, Headingley\n\n';
  corpus.write(file, head + delimited(['Booking ref', 'Site', 'Room', 'Date', 'Slot', 'Players', 'Lead booker', 'Paid (£)', 'Voucher', 'Escaped', 'Finish time (min)'], rows, ';'));
}
{
  const b = mailBk;
  const file = 'email/2025-06-complaint-call-lane.eml';
  bookingFacts(b, file, { date: fmtDate(b.date, 'long'), size: `${NUM_WORDS[b.size]} of us`, paid: gbp2(b.paid), escaped: 'We escaped', finish: `${b.finish} minutes` });
  corpus.write(file, `From: ${b.lead} <${slug(b.lead).replace('-', '.')}@outlook.com>
To: Call Lane <calllane@cipherandkey.co.uk>
Date: ${weekday(b.date).slice(0, 3)}, ${fmtDate(b.date, 'short')} 22:47:10 +0100
Subject: Booking ${b.ref} - leaderboard photo

Hello,

We played ${b.room} today at ${b.slot} (booking ${b.ref}, ${fmtDate(b.date, 'long')}) - there were ${NUM_WORDS[b.size]} of us and I paid ${gbp2(b.paid)}
when I booked. We escaped in ${b.finish} minutes, but the leaderboard screen in reception showed a slower time and
our photo isn't on your Instagram. Could you correct it?

Great game otherwise - the game master was brilliant.

${b.lead}
`);
}
{
  const file = 'istanbul/rezervasyonlar-2025-q2.tsv';
  const rows = bookIst.map((b) => {
    const paid = `${trNum(b.paid, 2)} TL`;
    const fin = b.finish == null ? '—' : `${b.finish} dk`;
    bookingFacts(b, file, { room: b.room, date: fmtDate(b.date, 'dotted'), size: `${b.size} kişi`, paid, escaped: b.escaped ? 'evet' : 'hayır', finish: fin });
    return [b.ref, b.room, fmtDate(b.date, 'dotted'), b.slot, `${b.size} kişi`, b.lead, paid, b.escaped ? 'evet' : 'hayır', fin];
  });
  corpus.write(file, delimited(['Rezervasyon no', 'Oda', 'Tarih', 'Saat', 'Kişi sayısı', 'Rezervasyonu yapan', 'Ödenen', 'Kaçtı', 'Bitiş süresi'], rows, '\t'));
}

// ------------------------------------------------------------------ (f) props and puzzles
{
  const file = 'maintenance/manchester-props-inventory.json';
  const recs = props.filter((x) => x.layout === 'json').map((x) => {
    propFacts(x, file, { type: `"type": "${x.type}"`, cost: `"cost": ${x.cost}`, installed: x.installed, faults: `"faults_2025": ${x.faults}` });
    return { code: x.code, name: x.name, room: x.room, venue: RM[x.room].venue, type: x.type, cost: x.cost, currency: x.cur, installed: x.installed, faults_2025: x.faults, supplier: x.supplier };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
const TYPE_B = { lock: 'Lock (key and combination)', electronic: 'Electronic (controller + sensor)', mechanical: 'Mechanical' };
props.filter((x) => x.layout === 'sheet').forEach((x) => {
  const file = `maintenance/bank-vault/${x.code.toLowerCase()}.html`;
  const cost = x.cur === 'EUR' ? `EUR ${group(x.cost, 2)}` : gbp2(x.cost);
  const rows = [['Asset code', x.code], ['Room', `${x.room} (Deansgate)`], ['Category', TYPE_B[x.type]], ['Purchase price', cost], ['Fitted', fmtDate(x.installed, 'long')], ['Faults logged this year', String(x.faults)], ['Vendor', x.supplier]];
  propFacts(x, file, { room: x.room, type: TYPE_B[x.type], cost, installed: fmtDate(x.installed, 'long'), faults: `<td>${x.faults}</td>`, supplier: x.supplier });
  corpus.write(file, htmlTablePage({ title: x.name, docTitle: `${x.code} — ${x.name}`, crumbs: ['Maintenance', 'Deansgate', 'Bank Vault 1929'], lead: [`Asset sheet for the ${x.name.toLowerCase()} in Bank Vault 1929.`], sections: [{ heading: 'Asset', rows }], colA: 'Field', colB: 'Value' }));
});
{
  const file = 'maintenance/leeds-maintenance-register.md';
  const out = ['---', 'register: props and puzzles', 'sites: [Call Lane, Headingley]', 'updated: 2025-06-30', 'technician: Josh Pearson', '---', '', '# Leeds maintenance register', '',
    'Faults are counted from 1 January 2025. Costs as invoiced (EU suppliers bill in euros).', '',
    '| Code | Prop | Room | Type | Cost | Installed | Faults (2025) | Supplier |', '|---|---|---|---|---|---|---|---|'];
  props.filter((x) => x.layout === 'yaml').forEach((x) => {
    const cost = x.cur === 'EUR' ? `€${group(x.cost, 2)}` : gbp0(x.cost);
    const inst = fmtDate(x.installed, 'short');
    propFacts(x, file, { type: `| ${x.type[0].toUpperCase()}${x.type.slice(1)} |`, cost, installed: inst, faults: `| ${x.faults} |` });
    out.push(`| ${x.code} | ${x.name} | ${x.room} | ${x.type[0].toUpperCase()}${x.type.slice(1)} | ${cost} | ${inst} | ${x.faults} | ${x.supplier} |`);
  });
  out.push('', 'Spare maglocks (3) and RFID tags (40) are in the Call Lane store room.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'istanbul/bakim-envanteri.md';
  const TR_TYPE = { lock: 'kilit', electronic: 'elektronik', mechanical: 'mekanik' };
  const sections = props.filter((x) => x.layout === 'tr').map((x) => {
    const rows = [['Kod', x.code], ['Oda', x.room], ['Tür', TR_TYPE[x.type]], ['Maliyet', `${trNum(x.cost)} ₺`], ['Kurulum tarihi', fmtDate(x.installed, 'dotted')], ['Bu yılki arıza sayısı', String(x.faults)], ['Tedarikçi', x.supplier]];
    propFacts(x, file, { type: `Tür: ${TR_TYPE[x.type]}`, cost: `${trNum(x.cost)} ₺`, installed: fmtDate(x.installed, 'dotted'), faults: `Bu yılki arıza sayısı: ${x.faults}` });
    return { heading: x.name, rows };
  });
  corpus.write(file, mdBulletsNote({ title: 'Kadıköy — bakım envanteri (dekor ve bulmacalar)', lead: ['Arızalar 1 Ocak 2025’ten itibaren sayılır.'], sections, footer: 'Sorumlu: Selin Çelik (teknisyen)' }));
}
{
  const file = 'maintenance/technician-report-2025-06.md';
  const c = props.find((x) => x.name === 'Control panel switches');
  const f = props.find((x) => x.name === 'Flux capacitor panel');
  const s = props.find((x) => x.name === 'Spell book RFID lock');
  propFacts(c, file, { type: 'mechanical', cost: gbp0(c.cost), installed: fmtDate(c.installed, 'long'), faults: 'once' });
  propFacts(f, file, { type: 'electronic', cost: gbp0(f.cost), installed: fmtDate(f.installed, 'long'), faults: 'twice' });
  propFacts(s, file, { type: 'RFID', cost: `€${s.cost}`, installed: fmtDate(s.installed, 'long'), faults: 'five times' });
  corpus.write(file, `# Technician's report — June 2025

Author: Connor Walsh, with notes from Josh Pearson (Leeds).

## Space Station Omega
${c.name} (${c.code}): the mechanical bank of toggles by the airlock, built by ${c.supplier} for
${gbp0(c.cost)} and fitted on ${fmtDate(c.installed, 'long')}. They have only jammed once this year. The airlock keypad next to it is
another story (see the inventory).

## Time Machine
${f.name} (${f.code}): an electronic puzzle from ${f.supplier}; it cost ${gbp0(f.cost)} and went in on
${fmtDate(f.installed, 'long')}, eleven days before launch. It has already failed twice, both times a loose ribbon cable.

## The Wizard's Tower
${s.name} (${s.code}, from ${s.supplier}, €${s.cost}) was installed on ${fmtDate(s.installed, 'long')}.
It has failed five times this year; the reader loses the tag when the book is opened too fast. I recommend swapping it for a maglock with a
hall sensor.

## General
Maglocks should be tested with the fire-release button every Monday. Battery stock: 24 × AA, 12 × 9 V.
`);
}

// ------------------------------------------------------------------ (g) suppliers
{
  const file = 'purchasing/suppliers.html';
  const sections = suppliers.filter((x) => x.layout === 'dl').map((x) => {
    supplierFacts(x, file, { country: x.country, lead: x.leadText, discount: `${x.discount}%` });
    return { heading: x.name, rows: [['Country', x.country], ['Lead time', x.leadText], ['Trade discount', `${x.discount}%`], ['Account', L(x.lead, ['card', 'invoice, 30 days', 'pro forma'])]] };
  });
  corpus.write(file, htmlDlPage({ title: 'Approved suppliers — props and electronics', site: 'Cipher & Key purchasing', sections, footer: 'Lead time = from order to delivery at the venue.' }));
}
{
  const file = 'purchasing/uk-ireland-suppliers.csv';
  const rows = suppliers.filter((x) => x.layout === 'csv').map((x) => {
    supplierFacts(x, file, { country: x.country, lead: `,${x.lead},`, discount: `,${x.discount},` });
    return [x.name, x.country, x.lead, x.discount, L(x.lead, ['orders@', 'sales@', 'trade@']) + slug(x.name).replace(/-/g, '') + '.co.uk'];
  });
  corpus.write(file, delimited(['Supplier', 'Country', 'Lead time (days)', 'Discount (%)', 'Contact'], rows));
}
{
  const file = 'istanbul/tedarikciler.txt';
  const out = [];
  suppliers.filter((x) => x.layout === 'tr').forEach((x) => {
    supplierFacts(x, file, { country: 'Ülke: Türkiye', lead: `Teslim süresi: ${x.leadText}`, discount: `İndirim: %${x.discount}` });
    out.push(txtProfile({ txtHeader: `TEDARİKÇİ: ${x.name}`, sections: [{ rows: [['Ülke', 'Türkiye'], ['Şehir', x.name.startsWith('Anahtar') ? 'İstanbul' : 'İzmir'], ['Teslim süresi', x.leadText], ['İndirim', `%${x.discount}`]] }] }));
  });
  corpus.write(file, out.join('\n'));
}
{
  const x = suppliers.find((y) => y.layout === 'prose');
  const file = 'email/2025-04-purchasing-brass-and-gear.eml';
  supplierFacts(x, file, { country: 'Sheffield, UK', lead: x.leadText, discount: `${x.discount}%` });
  corpus.write(file, `From: Oliver Grange <oliver.grange@cipherandkey.co.uk>
To: Priya Raman <priya.raman@cipherandkey.co.uk>
Date: Tue, 15 Apr 2025 11:02:55 +0100
Subject: Re: mechanical props for Time Machine

Priya,

For the lever bank I'd go back to ${x.name} (a two-man outfit in Sheffield, UK). They quote ${x.leadText} from order
to delivery, which is slow, but they give us ${x.discount}% off as a repeat customer and nothing of theirs has ever
come back. The carousel lever at Call Lane is theirs too.

For the electronics Puzzle Forge can do it faster.

Oliver
`);
}

// ------------------------------------------------------------------ (h) background documents (no entity facts)
corpus.write('README.txt', `CIPHER & KEY ESCAPE ROOMS — SHARED FOLDER (as of 1 July 2025)
Manchester: Northern Quarter, Deansgate. Leeds: Call Lane, Headingley.
Istanbul (franchise, Boğaz Eğlence Ltd. Şti.): Kadıköy — files under istanbul/ are in Turkish.

venues/ reports/        venue sheets, board reports
rooms/                  room (game) pages per venue
stats/                  games played per month
staff/ hr/              team pages, HR exports
bookings/ diaries/      booking exports, game sheets, game master diaries
maintenance/            props and puzzles, maintenance registers, technician reports
purchasing/             suppliers
minutes/ email/ policies/ marketing/ franchise/
`);
corpus.write('policies/game-master-handbook.md', `# Game master handbook (extract)

- Brief the group for no more than 5 minutes; phones go in the lockers.
- Three free hints per game; after that, offer a hint every 10 minutes if the team is stuck.
- Never leave the monitor unattended. Every maglock has a fire release that opens within 2 seconds.
- Maximum 8 players in any room. Under-16s must play with an adult; under-12s only in family rooms.
- Reset checklist: allow 15 minutes between games (20 for the horror rooms).
- Photos at the door with the sign boards; leaderboard times are rounded down to the minute.
`);
corpus.write('marketing/reviews-summary-2025-q2.md', `# Reviews — Q2 2025

| Platform | Rating | Reviews (all time) | New this quarter |
|---|---|---|---|
| Google | 4.8 | 2,310 | 184 |
| Tripadvisor | 4.7 | 1,240 | 61 |
| Facebook | 4.9 | 530 | 12 |

Most mentioned: "game master", "props", "scary", "birthday". Two one-star reviews about parking at Headingley.
`);
corpus.write('marketing/vouchers-and-offers.md', `# Vouchers and offers 2025

* Midweek daytime: 10 % off any room (Monday to Thursday before 5 pm).
* Students (NUS / TOTUM): 20 % off Sunday to Thursday.
* Gift vouchers from £25 to £150, valid 12 months.
* Corporate team building: from £32 per head for groups of 12 or more across several rooms.
* Istanbul: öğrenci indirimi %10 (hafta içi).
`);
corpus.write('franchise/franchise-agreement-summary.md', `# Franchise agreement — Kadıköy (summary)

Franchisee: Boğaz Eğlence Ltd. Şti. (Istanbul). Signed 1 February 2023 for ten years.

* Royalty: 7 % of monthly turnover, paid quarterly in GBP at the Central Bank of Turkey rate.
* Marketing fee: 2 % of turnover.
* The franchisee may build up to 6 rooms; any room designed in Manchester carries a one-off fee of £4,000.
* Minimum standards: 4.5 average review score; game masters certified by a Cipher & Key trainer.
`);
corpus.write('admin/fire-drill-log.csv', delimited(['Date', 'Venue', 'Evacuation time (s)', 'People', 'Notes'], [
  ['2025-01-14', 'Northern Quarter', '96', '23', 'all maglocks released'],
  ['2025-02-11', 'Deansgate', '112', '31', 'lift out of use'],
  ['2025-03-18', 'Call Lane', '88', '19', ''],
  ['2025-04-08', 'Headingley', '74', '14', ''],
  ['2025-05-13', 'Kadıköy', '101', '27', 'tatbikat'],
]));
corpus.write('istanbul/duyurular-haziran-2025.md', `# Duyurular — Haziran 2025

- Kurban Bayramı'nda (6–9 Haziran) her gün 09:00–24:00 açığız.
- Yeni ekip kıyafetleri geldi; lütfen isim kartlarınızı takın.
- Temmuz ayında 2 stajyer katılacak. Oryantasyon 1 Temmuz saat 11:00'de.
- Hatırlatma: her oyundan sonra sıfırlama kontrol listesi doldurulmalı (ortalama 15 dakika).
`);
corpus.write('minutes/managers-call-2025-06-18.md', `# Managers' call — 18 June 2025

Present: Hannah Whitfield, Marcus Boyle, Priya Raman, Tom Ackroyd; Elif Yıldız (video, item 4).

1. Summer opening: all UK sites add a 21:30 slot on Fridays and Saturdays from 4 July.
2. Price review in September; no change before then.
3. Safety audit scored 94 % across the UK sites; two actions on emergency lighting at Deansgate.
4. Istanbul: the franchise wants a sixth room in 2026; design brief to Oliver by October.
5. Staff party on 26 July; budget £40 per head.
`);

const stats = corpus.flush(source);
console.log(`escaperooms: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
