#!/usr/bin/env node
// Gallery corpus (held-out): the shared drive of Redcliffe Contemporary, a small contemporary art gallery in Bristol
// (Gallery 1, Gallery 2 and a Project Space) with a sister space in Turin, Spazio Dora (Sala grande, Sala piccola),
// whose files are in Italian, 2025. 16 artists, 50 artworks, 10 exhibitions, 24 sales, 8 loans to other
// institutions, 16 framing and shipping jobs.
//   node bench/corpora/gallery/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "gallery-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) artists: Markdown sheets of `Key: value` lines (`Nationality:`, `Born:`, `Commission:`, `Represented since:`),
//     plain-text profiles with another label set (`Citizenship:`, `Year of birth:`, `Gallery commission: 40 per
//     cent`, `Joined the gallery: May 2016`), ITALIAN sheets (`Nazionalità: italiana`, `Anno di nascita`,
//     `Provvigione galleria`, `In galleria dal`), two artists only in the sentences of board minutes and one only
//     in an Italian e-mail;
// (b) artworks (catalogue numbers `BG-2025-041` in Bristol, `SD-2025-007` in Turin): Markdown work sheets
//     (`Dimensions: 60 x 80 cm`, `Price: £4,800`), plain-text stock records with another label set (`Ref:`,
//     `Maker:`, `Materials:`, `Size: 16 × 20 in`, `Asking price: GBP 2,950`, `Availability:`), a NESTED JSON export of
//     the collection database (`dimensions: {h, w, unit}`, `pricing: {amount, currency}`, `edition: {size}`), an HTML
//     table of ceramics and sculpture (`H 38 × W 36 cm`), a consignment-intake CSV in INCHES, a press release and an
//     Italian comunicato stampa that state works only in sentences (`a metre and a half high and two metres wide`),
//     Italian work sheets (`Tecnica: olio su tela`, `Misure: cm 100 x 80`, `Prezzo: € 6.500`, `Stato: venduta`) and an
//     Italian HTML price list; condition reports (two English, one Italian) add a condition to eight works;
// (c) exhibitions: Markdown pages with YAML front matter, an HTML programme table, an Italian page of shows; WIDE
//     visitor tables, a column per month (a Bristol CSV, a Turin Markdown table with Italian month names);
// (d) sales: a Bristol ledger CSV keyed by catalogue number only, a Turin export with a PREAMBLE, SEMICOLONS and
//     DECIMAL COMMAS (`6.500,00`), sales stated only in e-mails and minutes (`£9,500 less 10%`);
// (e) loans: a nested YAML register, two loan agreements, an Italian loan letter;
// (f) framing and shipping jobs: the framer's HTML job list, a TSV shipping log, an Italian note of frames and
//     transport, an e-mail; background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: heights and widths in cm (`16 × 20 in` → × 2.54; `a metre and a half` → 150);
// prices, sale amounts, insurance values, costs in the stated currency (GBP or EUR, never converted; `£12.5k` →
// 12500); discount and commission in percent; edition size as a number (`unique`, `pezzo unico` → 1); years;
// dates ISO; medium as one of oil, acrylic, print, photograph, ceramic, sculpture (`archival pigment print` =
// photograph, `etching with aquatint` = print, `gres smaltato` = ceramic, `bronzo` = sculpture); status as sold,
// available, on loan (`venduta`, `disponibile`, `in prestito`); condition as Excellent, Good, Fair, Poor (`ottimo`,
// `buono`, `discreto`, `mediocre`); Italian nationalities and cities in English (`italiana` = Italian, `Torino` =
// Turin). The drive is as of 3 November 2025.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlInfoboxPage, mdYamlTableNote, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('gallery-v1');
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const pad = (n, w = 2) => String(n).padStart(w, '0');
/** Italian number style: 6500 → "6.500", (6500, 2) → "6.500,00". */
const itNum = (x, d = 0) => {
  const [i, f] = Number(x).toFixed(d).split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return f ? `${g},${f}` : g;
};
const gbp = (x, d = 0) => `£${group(x, d)}`;
const IT_MONTHS = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];
const itDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${IT_MONTHS[m - 1]} ${y}`;
};
const slashDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const L = (k, xs) => xs[k % xs.length];

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (condition reports, visitor tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ artists
const SPACE = { BRS: 'Bristol', TRN: 'Turin' };
// [name, nationality, born, commission %, represented since (date), based in, space, medium]
const ARTISTS = [
  ['Imogen Vale', 'British', 1979, 50, '2014-09-01', 'Bristol', 'BRS'],
  ['Kwame Osei-Bonsu', 'British', 1986, 50, '2019-02-01', 'London', 'BRS'],
  ['Ruth Adair', 'Irish', 1972, 45, '2012-04-01', 'Cork', 'BRS'],
  ['Tomasz Wrona', 'Polish', 1968, 40, '2016-05-01', 'Bristol', 'BRS'],
  ['Hana Mori', 'Japanese', 1990, 45, '2021-10-01', 'Stoke-on-Trent', 'BRS'],
  ['Elliot Stroud', 'British', 1983, 50, '2018-03-01', 'Cardiff', 'BRS'],
  ['Margit Sønderby', 'Danish', 1975, 50, '2017-06-01', 'Copenhagen', 'BRS'],
  ['Ama Boateng', 'Ghanaian', 1992, 40, '2025-01-01', 'Manchester', 'BRS'],
  ['Declan Furey', 'Irish', 1981, 45, '2020-07-01', 'Galway', 'BRS'],
  ['Priya Raman', 'British', 1988, 50, '2022-01-01', 'Leicester', 'BRS'],
  ['Owen Gethin', 'British', 1959, 40, '2010-03-01', 'Aberystwyth', 'BRS'],
  ['Lucia Ferrante', 'Italian', 1977, 50, '2018-11-01', 'Turin', 'TRN'],
  ['Matteo Giordano', 'Italian', 1985, 45, '2020-02-01', 'Milan', 'TRN'],
  ['Sofia Brandolini', 'Italian', 1969, 40, '2015-05-01', 'Carrara', 'TRN'],
  ['Anouk Verbeek', 'Dutch', 1991, 45, '2023-03-01', 'Rotterdam', 'TRN'],
  ['Giulia Serra', 'Italian', 1994, 50, '2024-09-01', 'Turin', 'TRN'],
].map(([name, nat, born, comm, since, based, space]) => ({ name, nat, born, comm, since, sinceYear: Number(since.slice(0, 4)), based, space }));
const A = Object.fromEntries(ARTISTS.map((a) => [a.name, a]));

// ------------------------------------------------------------------ artworks
// [title, artist, medium category, technique, year, h cm, w cm, edition (1 = unique), exhibition, layout]
// Layouts: md (sheet A), txt (record B), json, html (ceramics & sculpture), csv (consignment, inches), pr (press
// release), it (Italian sheet), cs (comunicato stampa), lis (Italian HTML price list).
const W = [
  ['Low Tide at Severn Beach', 'Imogen Vale', 'oil', 'Oil on linen', 2025, 150, 200, 1, 'Common Ground', 'pr'],
  ['Feeder Canal in Fog', 'Imogen Vale', 'oil', 'Oil on canvas', 2024, 60, 80, 1, 'Tidelines', 'md'],
  ['Harbour Lights II', 'Imogen Vale', 'oil', 'Oil on board', 2024, 40, 50, 1, 'Tidelines', 'txt'],
  ['Avon Gorge Evening', 'Imogen Vale', 'oil', 'Oil on linen', 2023, 100, 120, 1, 'Summer Exhibition 2025', 'md'],
  ['Sunday Service', 'Kwame Osei-Bonsu', 'acrylic', 'Acrylic on canvas', 2024, 180, 150, 1, 'Summer Exhibition 2025', 'md'],
  ['Market Day in Peckham', 'Kwame Osei-Bonsu', 'acrylic', 'Acrylic and spray paint on canvas', 2023, 120, 100, 1, 'Soft Machines', 'txt'],
  ['Blue Hour Barber', 'Kwame Osei-Bonsu', 'acrylic', 'Acrylic on canvas', 2025, 90, 70, 1, 'Common Ground', 'json'],
  ['Curlew Ground', 'Ruth Adair', 'print', 'Etching with aquatint', 2024, 45, 60, 20, 'Salt and Iron', 'md'],
  ['Bog Cotton', 'Ruth Adair', 'print', 'Linocut', 2023, 30, 40, 35, 'Summer Exhibition 2025', 'txt'],
  ['Skellig Light', 'Ruth Adair', 'print', 'Screenprint', 2025, 70, 50, 25, 'Summer Exhibition 2025', 'md'],
  ['Shore Lichen', 'Ruth Adair', 'print', 'Etching', 2022, 20, 25, 15, 'Salt and Iron', 'json'],
  ['Standing Figure (Vistula)', 'Tomasz Wrona', 'sculpture', 'Bronze, dark patina', 2022, 185, 48, 1, 'Salt and Iron', 'html'],
  ['Counterweight', 'Tomasz Wrona', 'sculpture', 'Welded and painted steel', 2024, 96, 140, 1, 'Salt and Iron', 'html'],
  ['Small Oracle', 'Tomasz Wrona', 'sculpture', 'Cast bronze', 2023, 42, 18, 8, 'Summer Exhibition 2025', 'json'],
  ['Moon Jar No. 7', 'Hana Mori', 'ceramic', 'Porcelain', 2025, 38, 36, 1, 'Kiln', 'html'],
  ['Ash Glaze Vessel', 'Hana Mori', 'ceramic', 'Stoneware, wood-fired ash glaze', 2024, 28, 22, 1, 'Kiln', 'html'],
  ['Winter Tea Bowl', 'Hana Mori', 'ceramic', 'Raku-fired earthenware', 2024, 9, 12, 1, 'Summer Exhibition 2025', 'html'],
  ['Folded Vessel III', 'Hana Mori', 'ceramic', 'Porcelain', 2023, 31, 19, 1, 'Kiln', 'json'],
  ['Night Bus Stokes Croft', 'Elliot Stroud', 'photograph', 'Archival pigment print', 2024, 80, 100, 10, 'After Hours', 'md'],
  ['First Train from Temple Meads', 'Elliot Stroud', 'photograph', 'Archival pigment print', 2023, 60, 75, 8, 'After Hours', 'txt'],
  ['Portishead Dock', 'Elliot Stroud', 'photograph', 'C-type print', 2022, 100, 125, 5, 'Tidelines', 'json'],
  ['Estate Windows #4', 'Elliot Stroud', 'photograph', 'Archival pigment print', 2025, 50, 40, 15, 'After Hours', 'json'],
  ['Nordic Interior with Chair', 'Margit Sønderby', 'oil', 'Oil on canvas', 2024, 130, 110, 1, 'Summer Exhibition 2025', 'md'],
  ['Grey Sea at Skagen', 'Margit Sønderby', 'oil', 'Oil on canvas', 2023, 70, 90, 1, 'Salt and Iron', 'txt'],
  ['Window at Hornbæk', 'Margit Sønderby', 'oil', 'Oil on linen', 2025, 100, 80, 1, 'Common Ground', 'csv'],
  ['Sister on Sunday', 'Ama Boateng', 'acrylic', 'Acrylic on canvas', 2025, 120, 90, 1, 'Common Ground', 'pr'],
  ['Salt Pond at Winneba', 'Ama Boateng', 'acrylic', 'Acrylic on canvas', 2024, 100, 100, 1, 'Common Ground', 'csv'],
  ['Atlantic Drive', 'Declan Furey', 'photograph', 'Gelatin silver print', 2023, 40, 50, 12, 'Tidelines', 'csv'],
  ['Burren Rain', 'Declan Furey', 'photograph', 'Archival pigment print', 2024, 90, 110, 6, 'After Hours', 'md'],
  ['Harbour Wall at Dingle', 'Declan Furey', 'photograph', 'Gelatin silver print', 2025, 50, 60, 10, 'Tidelines', 'json'],
  ['Monsoon Grid', 'Priya Raman', 'print', 'Screenprint', 2024, 76, 56, 40, 'Soft Machines', 'md'],
  ['Kolam I', 'Priya Raman', 'print', 'Woodcut', 2023, 50, 50, 20, 'Soft Machines', 'txt'],
  ['Paper Garden', 'Priya Raman', 'print', 'Lithograph', 2025, 60, 45, 30, null, 'csv'],
  ['Slipware Charger', 'Owen Gethin', 'ceramic', 'Slip-decorated earthenware', 2024, 6, 42, 1, 'Kiln', 'html'],
  ['Tenmoku Bottle', 'Owen Gethin', 'ceramic', 'Stoneware, tenmoku glaze', 2023, 48, 20, 1, 'Kiln', 'json'],
  ['Salt-glazed Jug', 'Owen Gethin', 'ceramic', 'Salt-glazed stoneware', 2025, 30, 22, 1, 'Common Ground', 'json'],
  ['Pioggia su Via Po', 'Lucia Ferrante', 'oil', 'olio su tela', 2024, 100, 80, 1, 'Terra e fuoco', 'it'],
  ['Interno con limoni', 'Lucia Ferrante', 'oil', 'olio su tavola', 2023, 60, 50, 1, 'Luce del nord', 'it'],
  ["Il Valentino d'inverno", 'Lucia Ferrante', 'oil', 'olio su tela', 2025, 120, 150, 1, 'Terra e fuoco', 'cs'],
  ['Periferia Nord #2', 'Matteo Giordano', 'photograph', 'stampa fine art ai pigmenti', 2024, 70, 100, 7, 'Luce del nord', 'it'],
  ['Alba al Lingotto', 'Matteo Giordano', 'photograph', 'Archival pigment print', 2023, 50, 70, 10, 'Luce del nord', 'json'],
  ['Nebbia sul Po', 'Matteo Giordano', 'photograph', 'stampa fotografica ai pigmenti', 2025, 90, 120, 5, 'Luce del nord', 'lis'],
  ['Torso velato', 'Sofia Brandolini', 'sculpture', 'marmo di Carrara', 2022, 72, 40, 1, 'Materia prima', 'it'],
  ['Onda', 'Sofia Brandolini', 'sculpture', 'bronzo patinato', 2024, 55, 80, 6, 'Materia prima', 'lis'],
  ['Piccola Vittoria', 'Sofia Brandolini', 'sculpture', 'Cast bronze', 2023, 34, 14, 8, 'Terra e fuoco', 'json'],
  ['Dune Vessel', 'Anouk Verbeek', 'ceramic', 'gres smaltato', 2024, 41, 30, 1, 'Materia prima', 'it'],
  ['Polder Bowl', 'Anouk Verbeek', 'ceramic', 'gres smaltato', 2025, 12, 36, 1, 'Terra e fuoco', 'lis'],
  ['Tidal Jar', 'Anouk Verbeek', 'ceramic', 'Porcelain', 2023, 26, 24, 1, 'Materia prima', 'json'],
  ['Cortile alle cinque', 'Giulia Serra', 'acrylic', 'acrilico su tela', 2025, 80, 80, 1, 'Terra e fuoco', 'cs'],
  ['Balcone verde', 'Giulia Serra', 'acrylic', 'acrilico su tela', 2024, 100, 70, 1, 'Terra e fuoco', 'lis'],
];
// price bands per medium (GBP): [per cm² of height × width lo, hi, floor]
const BAND = { oil: [0.45, 0.7, 1800], acrylic: [0.3, 0.45, 1500], print: [0.15, 0.3, 250], photograph: [0.25, 0.4, 600], ceramic: [1.5, 2.2, 280], sculpture: [1.4, 2.0, 2800] };
const works = W.map(([title, artist, medium, technique, year, h, w, edition, exhibition, layout]) => {
  const a = A[artist];
  const space = a.space;
  const [lo, hi, floor] = BAND[medium];
  const area = h * w;
  let gbpPrice = Math.max(floor, area * r.float(lo, hi));
  if (medium === 'sculpture' && edition === 1) gbpPrice *= 1.6;
  const step = gbpPrice > 5000 ? 500 : gbpPrice > 1000 ? 100 : 50;
  const price = space === 'TRN' ? Math.round((gbpPrice * 1.15) / step) * step : Math.round(gbpPrice / step) * step;
  return { title, artist, medium, technique, year, h, w, edition, exhibition, layout, space, price, cur: space === 'TRN' ? 'EUR' : 'GBP', status: 'available' };
});
const WK = Object.fromEntries(works.map((w) => [w.title, w]));
// catalogue numbers: BG-2025-nnn (Bristol), SD-2025-nnn (Turin)
{
  const bNums = r.sample([...Array(60).keys()].map((i) => i + 1), works.filter((w) => w.space === 'BRS').length).sort((a, b) => a - b);
  const tNums = r.sample([...Array(24).keys()].map((i) => i + 1), works.filter((w) => w.space === 'TRN').length).sort((a, b) => a - b);
  let bi = 0;
  let ti = 0;
  for (const w of works) w.cat = w.space === 'BRS' ? `BG-2025-${pad(bNums[bi++], 3)}` : `SD-2025-${pad(tNums[ti++], 3)}`;
}
// a few prices set by hand (stated in words or short forms)
WK['Low Tide at Severn Beach'].price = 9500;
WK["Il Valentino d'inverno"].price = 14000;
WK['Nordic Interior with Chair'].price = 12500;
WK.Counterweight.price = 26000;

// ------------------------------------------------------------------ exhibitions
// [title, space, room, curator, opens, closes, admission, daily rate]
const EXH = [
  ['Salt and Iron', 'BRS', 'Gallery 1', 'Tom Ashworth', '2025-01-17', '2025-03-08', 0, 95],
  ['Soft Machines', 'BRS', 'Project Space', 'Ffion Rees', '2025-02-07', '2025-03-29', 0, 48],
  ['Tidelines', 'BRS', 'Gallery 1', 'Nadia Quarshie', '2025-03-21', '2025-05-17', 0, 132],
  ['Kiln', 'BRS', 'Gallery 2', 'Ffion Rees', '2025-04-11', '2025-06-14', 0, 74],
  ['Summer Exhibition 2025', 'BRS', 'Galleries 1 and 2', 'Imogen Vale', '2025-06-27', '2025-08-30', 5, 168],
  ['After Hours', 'BRS', 'Project Space', 'Tom Ashworth', '2025-09-12', '2025-10-25', 0, 61],
  ['Common Ground', 'BRS', 'Gallery 1', 'Nadia Quarshie', '2025-10-31', '2025-12-20', 0, 0],
  ['Materia prima', 'TRN', 'Sala grande', 'Chiara Bellandi', '2025-02-14', '2025-04-26', 6, 57],
  ['Luce del nord', 'TRN', 'Sala piccola', 'Davide Moretti', '2025-05-16', '2025-07-19', 6, 39],
  ['Terra e fuoco', 'TRN', 'Sala grande', 'Chiara Bellandi', '2025-09-19', '2025-11-29', 0, 66],
].map(([title, space, room, curator, opens, closes, admission, rate]) => ({ title, space, room, curator, opens, closes, admission, rate, cur: space === 'TRN' ? 'EUR' : 'GBP' }));
const EX = Object.fromEntries(EXH.map((e) => [e.title, e]));
for (const e of EXH) e.artists = [...new Set(works.filter((w) => w.exhibition === e.title).map((w) => w.artist))];
// monthly visitors Jan–Oct 2025 (days open in the month × a daily rate, closed Mondays)
const DAY = 86400000;
const MON_KEYS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'];
for (const e of EXH) {
  e.visitors = MON_KEYS.map((mk, i) => {
    const m0 = Date.UTC(2025, i, 1);
    const m1 = Date.UTC(2025, i + 1, 1) - DAY;
    const a = Math.max(m0, Date.parse(`${e.opens}T00:00:00Z`));
    const b = Math.min(m1, Date.parse(`${e.closes}T00:00:00Z`));
    if (b < a) return null;
    const days = Math.round((b - a) / DAY) + 1;
    if (e.title === 'Common Ground') return 412; // the opening night
    return Math.round((days * 6) / 7 * e.rate * r.float(0.82, 1.18));
  });
}

// ------------------------------------------------------------------ sales
// [code, date, work, buyer, discount %, layout]
const SALE_DEF = [
  ['INV-B25-004', '2025-01-24', 'Curlew Ground', 'Helen Harcourt', 0, 'ledger'],
  ['INV-B25-007', '2025-02-14', 'Standing Figure (Vistula)', 'The Clifton Trust', 10, 'ledger'],
  ['INV-B25-009', '2025-03-02', 'Grey Sea at Skagen', 'Marcus Bell', 5, 'ledger'],
  ['INV-B25-011', '2025-03-20', 'Market Day in Peckham', 'Dr Anjali Mehta', 0, 'ledger'],
  ['INV-B25-015', '2025-04-25', 'Harbour Lights II', 'Helen Harcourt', 10, 'ledger'],
  ['INV-B25-016', '2025-05-09', 'Portishead Dock', 'Bristol Museum & Art Gallery', 15, 'ledger'],
  ['INV-B25-018', '2025-05-16', 'Feeder Canal in Fog', 'Lucy Farrant', 10, 'mail1'],
  ['INV-B25-019', '2025-05-30', 'Ash Glaze Vessel', 'James Okafor', 0, 'ledger'],
  ['INV-B25-022', '2025-06-12', 'Slipware Charger', 'Sarah Lindqvist', 5, 'ledger'],
  ['INV-B25-024', '2025-06-28', 'Small Oracle', 'Peter Vance', 0, 'minutes'],
  ['INV-B25-025', '2025-07-11', 'Nordic Interior with Chair', 'Carrow Holdings Ltd', 10, 'ledger'],
  ['INV-B25-027', '2025-08-08', 'Skellig Light', 'Marcus Bell', 0, 'ledger'],
  ['INV-B25-028', '2025-08-22', 'Sunday Service', 'Dr Anjali Mehta', 5, 'mail2'],
  ['INV-B25-029', '2025-08-29', 'Bog Cotton', 'Sarah Lindqvist', 0, 'mail2'],
  ['INV-B25-030', '2025-09-26', 'First Train from Temple Meads', 'James Okafor', 0, 'ledger'],
  ['INV-B25-032', '2025-10-31', 'Low Tide at Severn Beach', 'Helen Harcourt', 10, 'mail3'],
  ['FT-2025/011', '2025-03-14', 'Torso velato', 'Fondazione Merla', 10, 'it'],
  ['FT-2025/014', '2025-04-05', 'Dune Vessel', 'Elena Ricci', 0, 'it'],
  ['FT-2025/019', '2025-05-30', 'Periferia Nord #2', 'Alberto Conti', 5, 'it'],
  ['FT-2025/021', '2025-06-20', 'Interno con limoni', 'Helen Harcourt', 0, 'it'],
  ['FT-2025/024', '2025-07-18', 'Alba al Lingotto', 'Studio Legale Vigna', 0, 'it'],
  ['FT-2025/030', '2025-09-26', 'Polder Bowl', 'Paola Bassi', 0, 'it'],
  ['FT-2025/033', '2025-10-10', "Il Valentino d'inverno", 'Fondazione Merla', 15, 'it'],
  ['FT-2025/035', '2025-10-24', 'Piccola Vittoria', 'Alberto Conti', 5, 'it'],
];
const sales = SALE_DEF.map(([code, date, work, buyer, disc, layout]) => {
  const w = WK[work];
  const list = w.price;
  const net = Math.round(list * (1 - disc / 100));
  const rate = w.space === 'TRN' ? (buyer === 'Helen Harcourt' ? 0 : 22) : 20;
  const vat = Math.round(net * rate) / 100;
  return { code, date, work, buyer, disc, layout, list, net, rate, vat, total: r4(net + vat), cur: w.cur, space: w.space };
});
// a unique work sold in 2025 is sold; editions stay available
for (const s of sales) if (WK[s.work].edition === 1) WK[s.work].status = 'sold';
WK['Tenmoku Bottle'].status = 'sold'; // sold in December 2024, before this drive's ledger

// ------------------------------------------------------------------ loans
// [ref, work, borrower, city, country, start, end, courier, layout]; insured at the price plus 10 %, rounded up to £/€ 500
const LOAN_DEF = [
  ['LN-25-01', 'Counterweight', 'Northgate Art Centre', 'Newcastle upon Tyne', 'United Kingdom', '2025-03-15', '2025-06-30', true, 'yaml'],
  ['LN-25-02', 'Burren Rain', 'Liffey Print Centre', 'Dublin', 'Ireland', '2025-10-28', '2026-01-31', false, 'yaml'],
  ['LN-25-03', 'Avon Gorge Evening', 'Wyndham Art Museum', 'Exeter', 'United Kingdom', '2025-09-06', '2026-02-28', true, 'yaml'],
  ['LN-25-04', 'Moon Jar No. 7', 'Hafod Museum of Art', 'Swansea', 'United Kingdom', '2025-07-01', '2025-09-30', true, 'yaml'],
  ['LN-25-05', 'Monsoon Grid', 'Castlegate Contemporary', 'York', 'United Kingdom', '2025-04-10', '2025-12-14', false, 'yaml'],
  ['LN-25-06', 'Shore Lichen', 'Liffey Print Centre', 'Dublin', 'Ireland', '2025-05-02', '2025-08-31', false, 'md'],
  ['LN-25-07', 'Estate Windows #4', 'Kunsthal Meerburg', 'Rotterdam', 'Netherlands', '2025-10-31', '2026-03-01', true, 'md'],
  ['LN-25-08', 'Onda', 'Fondazione Pellizza', 'Biella', 'Italy', '2025-05-10', '2026-01-11', true, 'it'],
];
const TODAY = '2025-11-03';
const loans = LOAN_DEF.map(([ref, work, borrower, city, country, start, end, courier, layout]) => ({ ref, work, borrower, city, country, start, end, ins: Math.ceil((WK[work].price * 1.1) / 500) * 500, courier, layout, cur: WK[work].cur }));
for (const l of loans) if (l.start <= TODAY && l.end >= TODAY) WK[l.work].status = 'on loan';

// ------------------------------------------------------------------ framing and shipping jobs
// [code, kind, work, supplier, date, cost, destination, glazing, layout]
const JOB_DEF = [
  ['FR-2503', 'framing', 'Curlew Ground', 'Clifton Frame Workshop', '2025-01-08', 185, null, 'museum glass', 'html'],
  ['FR-2507', 'framing', 'Monsoon Grid', 'Stokes Croft Framing Co.', '2025-01-29', 240, null, 'UV acrylic', 'html'],
  ['FR-2511', 'framing', 'Kolam I', 'Stokes Croft Framing Co.', '2025-01-31', 160, null, 'float glass', 'html'],
  ['FR-2514', 'framing', 'Portishead Dock', 'Clifton Frame Workshop', '2025-03-05', 420, null, 'anti-reflective glass', 'html'],
  ['FR-2519', 'framing', 'Skellig Light', 'Clifton Frame Workshop', '2025-06-10', 210, null, 'museum glass', 'html'],
  ['FR-2526', 'framing', 'Night Bus Stokes Croft', 'Stokes Croft Framing Co.', '2025-09-01', 380, null, 'UV acrylic', 'html'],
  ['FR-2531', 'framing', 'Salt Pond at Winneba', 'Clifton Frame Workshop', '2025-10-20', 640, null, 'none', 'mail'],
  ['CR-25-04', 'framing', 'Nebbia sul Po', 'Cornici Bellotti', '2025-05-05', 390, null, 'museum glass', 'it'],
  ['SH-25-003', 'shipping', 'Counterweight', 'Westway Fine Art Logistics', '2025-03-12', 1450, 'Newcastle upon Tyne', null, 'tsv'],
  ['SH-25-006', 'shipping', 'Standing Figure (Vistula)', 'Westway Fine Art Logistics', '2025-02-20', 320, 'Bristol', null, 'tsv'],
  ['SH-25-009', 'shipping', 'Moon Jar No. 7', 'Westway Fine Art Logistics', '2025-06-27', 560, 'Swansea', null, 'tsv'],
  ['SH-25-012', 'shipping', 'Avon Gorge Evening', 'Fineline Art Transport', '2025-09-03', 690, 'Exeter', null, 'tsv'],
  ['SH-25-015', 'shipping', 'Estate Windows #4', 'Fineline Art Transport', '2025-10-27', 1180, 'Rotterdam', null, 'tsv'],
  ['SH-25-016', 'shipping', 'Burren Rain', 'Fineline Art Transport', '2025-10-24', 740, 'Dublin', null, 'mail'],
  ['SP-25-07', 'shipping', 'Interno con limoni', "Trasporti d'Arte Rinaldi", '2025-06-30', 1350, 'London', null, 'it'],
  ['SP-25-09', 'shipping', 'Onda', "Trasporti d'Arte Rinaldi", '2025-05-08', 480, 'Biella', null, 'it'],
];
const jobs = JOB_DEF.map(([code, kind, work, supplier, date, cost, dest, glazing, layout]) => ({ code, kind, work, supplier, date, cost, dest, glazing, layout, cur: WK[work].cur }));

// ------------------------------------------------------------------ condition reports (facts of works in a second file)
const CONDITION = {
  Counterweight: 'Good', 'Burren Rain': 'Excellent', 'Avon Gorge Evening': 'Fair',
  'Moon Jar No. 7': 'Poor', 'Sunday Service': 'Good', 'Monsoon Grid': 'Fair',
  'Torso velato': 'Good', Onda: 'Fair',
};

// ================================================================== rendering
// ------------------------------------------------------------------ (a) artists
function artistFacts(a, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(a.name, 'artist', attr, value, unit, stated, file);
  F('nationality', a.nat, '', s.nat);
  F('born', a.born, '', s.born);
  F('commission', a.comm, '%', s.comm);
  F('represented_since', a.sinceYear, '', s.since);
  F('based_in', a.based, 'place', s.based);
  F('space', SPACE[a.space], 'place', s.space ?? '');
}
const BIO = [
  'Works from a converted chapel studio; paints in long series, often over two or three years.',
  'Trained at the Slade; first solo show with us in the Project Space.',
  'Prints her own plates; editions are printed in small runs at the studio press.',
  'Large commissions handled through the office, not the artist directly.',
  'Teaches one day a week; studio visits by appointment only.',
];
const mdArtists = ['Imogen Vale', 'Kwame Osei-Bonsu', 'Ruth Adair', 'Elliot Stroud', 'Priya Raman'];
mdArtists.forEach((n, k) => {
  const a = A[n];
  const file = `artists/${slug(n)}.md`;
  const since = fmtDate(a.since, 'month');
  const s = { nat: `Nationality: ${a.nat}`, born: `Born: ${a.born}`, comm: `Commission: ${a.comm}%`, since: `Represented since: ${since}`, based: `Lives and works: ${a.based}`, space: 'Redcliffe Contemporary, Bristol' };
  artistFacts(a, file, s);
  corpus.write(file, [
    `# ${n}`, '', `Artist sheet — Redcliffe Contemporary`, '',
    s.nat, s.born, s.based, `Gallery: Redcliffe Contemporary, Bristol`, s.since, s.comm, `Contact: via the office (no direct studio number)`, '',
    `## Notes`, '', L(k, BIO), '',
  ].join('\n'));
});
const txtArtists = ['Tomasz Wrona', 'Hana Mori', 'Margit Sønderby', 'Declan Furey'];
txtArtists.forEach((n, k) => {
  const a = A[n];
  const file = `artists/profiles/${slug(n)}.txt`;
  const since = fmtDate(a.since, 'month');
  const comm = k % 2 ? `Gallery commission: ${a.comm} per cent` : `Gallery commission: ${a.comm}% of retail`;
  const s = { nat: `Citizenship: ${a.nat}`, born: `Year of birth: ${a.born}`, comm, since: `Joined the gallery: ${since}`, based: `Studio: ${a.based}` };
  artistFacts(a, file, s);
  corpus.write(file, [
    `ARTIST PROFILE — ${n.toUpperCase()}`, '', s.nat, s.born, s.based, s.since, s.comm,
    `Preferred shipper: ${L(k, ['Westway Fine Art Logistics', 'own van', 'Fineline Art Transport', 'Westway Fine Art Logistics'])}`, '',
    L(k, ['Casts at a foundry in Wrocław; allow twelve weeks for a new cast.', 'Fires a wood kiln twice a year, in April and October.', 'Paints en plein air in summer and finishes in the studio.', 'Prints are made by the artist in his darkroom; no third-party printing.']), '',
  ].join('\n'));
});
const NAT_IT = { Italian: 'italiana', Dutch: 'olandese' };
const CITY_IT = { Turin: 'Torino', Milan: 'Milano', Carrara: 'Carrara', Rotterdam: 'Rotterdam' };
const itArtists = ['Lucia Ferrante', 'Matteo Giordano', 'Sofia Brandolini', 'Anouk Verbeek'];
itArtists.forEach((n, k) => {
  const a = A[n];
  const file = `torino/artisti/${slug(n)}.md`;
  const since = k % 2 ? `${IT_MONTHS[Number(a.since.slice(5, 7)) - 1]} ${a.sinceYear}` : String(a.sinceYear);
  const s = { nat: `Nazionalità: ${NAT_IT[a.nat]}`, born: `Anno di nascita: ${a.born}`, comm: `Provvigione galleria: ${a.comm}%`, since: `In galleria dal: ${since}`, based: `Vive e lavora a: ${CITY_IT[a.based]}`, space: 'Spazio Dora, Torino' };
  artistFacts(a, file, s);
  corpus.write(file, [
    `# ${n}`, '', `Scheda artista — Spazio Dora, Torino`, '',
    s.nat, s.born, s.based, s.since, s.comm, '',
    L(k, ['Rappresentata in esclusiva per l’Italia.', 'Stampe realizzate in laboratorio a Milano, tirature numerate.', 'Lavora il marmo nelle cave di Carrara e fonde il bronzo a Verona.', 'Ceramista olandese; i pezzi arrivano da Rotterdam via corriere.']), '',
  ].join('\n'));
});

// ------------------------------------------------------------------ (b) artworks
function workFacts(w, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(w.title, 'artwork', attr, value, unit, stated, file);
  F('cat_no', w.cat, 'text', w.cat);
  F('artist', w.artist, 'person', s.artist ?? w.artist);
  F('medium', w.medium, '', s.medium);
  F('year', w.year, '', s.year ?? '');
  F('height', w.hcm ?? w.h, 'cm', s.height ?? '');
  F('width', w.wcm ?? w.w, 'cm', s.width ?? '');
  F('edition_size', w.edition, '', s.edition ?? '');
  F('price', w.price, w.cur, s.price);
  F('status', w.status, '', s.status);
  F('space', SPACE[w.space], 'place', s.space ?? '');
  if (w.exhibition) F('exhibition', w.exhibition, 'text', s.exhibition ?? w.exhibition);
}
const STATUS_EN = { sold: 'Sold', available: 'Available', 'on loan': 'On loan' };
const STATUS_IT = { sold: 'venduta', available: 'disponibile', 'on loan': 'in prestito' };
const editionEn = (w) => (w.edition === 1 ? 'unique' : `edition of ${w.edition}`);

const exhibited = (w) => (/2025/.test(w.exhibition) ? w.exhibition : `${w.exhibition} (2025)`);
// (b1) Markdown work sheets, label set A
works.filter((w) => w.layout === 'md').forEach((w, k) => {
  const file = `works/${w.cat.toLowerCase()}-${slug(w.title)}.md`;
  const price = w.price >= 10000 && k % 2 ? `£${w.price / 1000}k` : gbp(w.price);
  const dims = `${w.h} x ${w.w} cm`;
  const ed = w.edition === 1 ? 'Unique' : `Edition of ${w.edition} (+2 AP)`;
  const s = { medium: w.technique, year: `Year: ${w.year}`, height: dims, width: dims, edition: ed, price: `Price: ${price}`, status: `Status: ${STATUS_EN[w.status]}`, exhibition: `Exhibited: ${exhibited(w)}` };
  workFacts(w, file, s);
  corpus.write(file, [
    `# ${w.title}`, '',
    `Catalogue no.: ${w.cat}`, `Artist: ${w.artist}`, `Medium: ${w.technique}`, `Dimensions: ${dims}`, `Year: ${w.year}`,
    `Edition: ${ed}`, `Price: ${price}`, `Status: ${STATUS_EN[w.status]}`, `Exhibited: ${exhibited(w)}`, `Location: Bristol`, '',
    L(k, ['Signed and dated on the reverse.', 'Framed; the frame is included in the price.', 'Certificate of authenticity issued with the work.', 'Unframed; framing quotes on request.']), '',
  ].join('\n'));
});

// (b2) plain-text stock records, label set B (sizes in inches or cm)
works.filter((w) => w.layout === 'txt').forEach((w, k) => {
  const file = `works/records/${slug(w.title)}.txt`;
  let size;
  if (k % 2 === 0) {
    const hi = Math.round((w.h / 2.54) * 2) / 2;
    const wi = Math.round((w.w / 2.54) * 2) / 2;
    w.hcm = r4(hi * 2.54);
    w.wcm = r4(wi * 2.54);
    size = `${hi} × ${wi} in`;
  } else size = `${w.h} × ${w.w} cm`;
  const price = `GBP ${group(w.price)}`;
  const ed = w.edition === 1 ? 'n/a (unique work)' : String(w.edition);
  const s = { artist: `Maker: ${w.artist}`, medium: `Materials: ${w.technique.toLowerCase()}`, year: `Date: ${w.year}`, height: `Size: ${size}`, width: `Size: ${size}`, edition: `Edition size: ${ed}`, price: `Asking price: ${price}`, status: `Availability: ${STATUS_EN[w.status].toLowerCase()}`, exhibition: `Shown in: ${w.exhibition}` };
  workFacts(w, file, s);
  corpus.write(file, [
    `STOCK RECORD — ${w.title.toUpperCase()}`, `Title: ${w.title}`, '',
    `Ref: ${w.cat}`, s.artist, s.medium, s.height, s.year, s.edition, s.price, s.status, s.exhibition, `Store: Bristol, rack ${L(k, ['B2', 'C1', 'B4'])}`, '',
    'Size is height × width, unframed.', '',
  ].join('\n'));
});

// (b3) the nested collection-database export (JSON)
{
  const file = 'collection/collection-export-2025-10.json';
  const STATUS_DB = { sold: 'SOLD', available: 'AVAILABLE', 'on loan': 'ON_LOAN' };
  const recs = works.filter((w) => w.layout === 'json').map((w, k) => {
    let dim;
    if (k % 4 === 3) {
      const hi = Math.round((w.h / 2.54) * 4) / 4;
      const wi = Math.round((w.w / 2.54) * 4) / 4;
      w.hcm = r4(hi * 2.54);
      w.wcm = r4(wi * 2.54);
      dim = { h: hi, w: wi, unit: 'in' };
    } else dim = { h: w.h, w: w.w, unit: 'cm' };
    const s = { medium: w.technique, year: String(w.year), height: String(dim.h), width: String(dim.w), edition: '', price: String(w.price), status: STATUS_DB[w.status], space: w.space === 'TRN' ? 'Spazio Dora' : 'Redcliffe Contemporary' };
    workFacts(w, file, s);
    return {
      cat_no: w.cat,
      title: w.title,
      artist: { name: w.artist, artist_id: `ART-${pad(ARTISTS.indexOf(A[w.artist]) + 1, 3)}` },
      object: { category: w.medium.toUpperCase(), medium: w.technique, year: w.year, dimensions: dim, edition: w.edition === 1 ? { unique: true, size: 1 } : { unique: false, size: w.edition, artist_proofs: 2 } },
      commercial: { pricing: { amount: w.price, currency: w.cur, vat_included: false }, status: STATUS_DB[w.status] },
      location: { venue: w.space === 'TRN' ? 'Spazio Dora' : 'Redcliffe Contemporary', city: w.space === 'TRN' ? 'Torino' : 'Bristol' },
      exhibition_history: w.exhibition ? [{ title: w.exhibition, year: 2025 }] : [],
    };
  });
  corpus.write(file, JSON.stringify({ export: { system: 'ArtBase Collections 4.2', generated: '2025-10-31T17:42:09Z', records: recs.length }, works: recs }, null, 2) + '\n');
}

// (b4) HTML table of ceramics and sculpture (Bristol stock room)
{
  const file = 'works/ceramics-and-sculpture.html';
  const rows = works.filter((w) => w.layout === 'html').map((w, k) => {
    const dims = k % 2 ? `H ${w.h} × W ${w.w} cm` : `${w.h} × ${w.w} cm`;
    const price = gbp(w.price);
    const st = w.status === 'sold' ? 'Sold (red dot)' : STATUS_EN[w.status];
    workFacts(w, file, { medium: w.technique, year: String(w.year), height: dims, width: dims, edition: '', price, status: st });
    return `    <tr><td>${esc(w.cat)}</td><td>${esc(w.title)}</td><td>${esc(w.artist)}</td><td>${esc(w.technique)}</td><td>${w.year}</td><td>${esc(dims)}</td><td>${esc(price)}</td><td>${esc(st)}</td><td>${esc(w.exhibition)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Ceramics and sculpture — stock</title></head>
<body>
<h1>Ceramics and sculpture in stock (Bristol)</h1>
<p>Three-dimensional work, height × width; all pieces unique. Plinths are not included in the price.</p>
<table>
  <thead><tr><th>Cat. no.</th><th>Title</th><th>Artist</th><th>Medium</th><th>Year</th><th>Size</th><th>Price</th><th>Status</th><th>Shown in</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Handling: gloves for all ceramics; bronzes moved by two people.</p>
</body></html>
`);
}

// (b5) consignment-intake CSV in inches
{
  const file = 'stock/consignment-intake-2025.csv';
  const rows = works.filter((w) => w.layout === 'csv').map((w) => {
    const hi = Math.round((w.h / 2.54) * 2) / 2;
    const wi = Math.round((w.w / 2.54) * 2) / 2;
    w.hcm = r4(hi * 2.54);
    w.wcm = r4(wi * 2.54);
    const ed = w.edition === 1 ? '1/1' : `ed. ${w.edition}`;
    workFacts(w, file, { medium: w.technique, year: String(w.year), height: String(hi), width: String(wi), edition: ed, price: String(w.price), status: STATUS_EN[w.status].toLowerCase(), exhibition: w.exhibition ?? '' });
    return [w.cat, w.title, w.artist, w.technique, w.year, hi, wi, ed, w.price, STATUS_EN[w.status].toLowerCase(), w.exhibition ?? '', 'sale or return'];
  });
  corpus.write(file, delimited(['Cat no', 'Title', 'Artist', 'Medium', 'Year', 'Height (in)', 'Width (in)', 'Edition', 'Retail (GBP)', 'Status', 'Intended show', 'Terms'], rows));
}

// (b6) the Common Ground press release (works only in sentences)
{
  const file = 'press/common-ground-press-release.md';
  const lt = WK['Low Tide at Severn Beach'];
  const ss = WK['Sister on Sunday'];
  workFacts(lt, file, {
    medium: 'oil on linen', year: 'painted this year (2025)', height: 'a metre and a half high', width: 'two metres wide', edition: '', price: '£9,500', status: 'sold on the opening night',
  });
  workFacts(ss, file, { medium: 'acrylic on canvas', year: '2025', height: '120 × 90 cm', width: '120 × 90 cm', edition: '', price: gbp(ss.price), status: 'still available' });
  corpus.write(file, `# PRESS RELEASE — Common Ground

For immediate release, 20 October 2025

Redcliffe Contemporary opens *Common Ground* in Gallery 1 on Friday 31 October 2025, a winter exhibition of painting,
photography and ceramics by gallery artists, curated by Nadia Quarshie. The show runs until 20 December.

At its centre is Imogen Vale's Low Tide at Severn Beach, an oil on linen painted this year (2025),
a metre and a half high and two metres wide, priced at £9,500. Vale has shown with the gallery for more than a decade.

Ama Boateng, who joined the gallery in January, shows Sister on Sunday (acrylic on canvas, 120 × 90 cm, 2025), priced
at ${gbp(ss.price)}, alongside new work by Kwame Osei-Bonsu, Margit Sønderby and Owen Gethin.

Admission is free. Open Tuesday to Saturday, 10am to 5pm.

Press enquiries: press@redcliffecontemporary.co.uk
Image captions: Imogen Vale, Low Tide at Severn Beach (${lt.cat}); Ama Boateng, Sister on Sunday (${ss.cat}).

---

Update, 1 November: Low Tide at Severn Beach sold on the opening night; Sister on Sunday is still available.
`);
}

// (b7) Italian work sheets
works.filter((w) => w.layout === 'it').forEach((w, k) => {
  const file = `torino/opere/${w.cat.toLowerCase()}-${slug(w.title)}.md`;
  const dims = w.medium === 'sculpture' ? `${w.h} × ${w.w} × 35 cm` : `cm ${w.h} x ${w.w}`;
  const price = k % 2 ? `${itNum(w.price)} €` : `€ ${itNum(w.price)}`;
  const ed = w.edition === 1 ? 'pezzo unico' : `tiratura di ${w.edition} esemplari`;
  const s = { medium: `Tecnica: ${w.technique}`, year: `Anno: ${w.year}`, height: dims, width: dims, edition: ed, price: `Prezzo: ${price}`, status: `Stato: ${STATUS_IT[w.status]}`, space: 'Spazio Dora', exhibition: `Mostra: ${w.exhibition}` };
  workFacts(w, file, s);
  corpus.write(file, [
    `# ${w.title}`, '', `Scheda opera — Spazio Dora, Torino`, '',
    `Numero di catalogo: ${w.cat}`, `Artista: ${w.artist}`, s.medium, `${w.medium === 'sculpture' ? 'Dimensioni' : 'Misure'}: ${dims}`, s.year,
    `Tiratura: ${ed}`, s.price, s.status, s.exhibition, '',
    L(k, ['Firmata e datata sul retro.', 'Certificato di autenticità firmato dall’artista.', 'Opera accompagnata da certificato.']), '',
  ].join('\n'));
});

// (b8) the Terra e fuoco comunicato stampa (works only in sentences)
{
  const file = 'torino/comunicato-terra-e-fuoco.md';
  const v = WK["Il Valentino d'inverno"];
  const c = WK['Cortile alle cinque'];
  workFacts(v, file, { medium: 'olio su tela', year: '2025', height: '120 x 150 cm', width: '120 x 150 cm', edition: '', price: '14.000 euro', status: 'è stata venduta', space: 'Spazio Dora' });
  workFacts(c, file, { medium: 'acrilico su tela', year: '2025', height: '80 x 80 cm', width: '80 x 80 cm', edition: '', price: `${itNum(c.price)} euro`, status: 'ancora disponibile', space: 'Spazio Dora' });
  corpus.write(file, `# COMUNICATO STAMPA — Terra e fuoco

Torino, 10 settembre 2025

Spazio Dora presenta *Terra e fuoco*, a cura di Chiara Bellandi, in Sala grande dal 19 settembre al 29 novembre 2025.
Ingresso libero.

Al centro della mostra, Il Valentino d'inverno di Lucia Ferrante: un olio su tela del 2025, 120 x 150 cm, proposto a
14.000 euro. Accanto, la giovane Giulia Serra presenta Cortile alle cinque (acrilico su tela, 80 x 80 cm, 2025), a
${itNum(c.price)} euro, insieme a nuove ceramiche di Anouk Verbeek e ai bronzi di Sofia Brandolini.

Orari: da martedì a domenica, 11–19.
Didascalie: Lucia Ferrante, Il Valentino d'inverno (${v.cat}); Giulia Serra, Cortile alle cinque (${c.cat}).

Aggiornamento del 15 ottobre: Il Valentino d'inverno è stata venduta; Cortile alle cinque è ancora disponibile.
`);
}

// (b9) the Italian HTML price list (listino)
{
  const file = 'torino/listino-opere-2025.html';
  const rows = works.filter((w) => w.layout === 'lis').map((w, k) => {
    const dims = `${itNum(w.h)} × ${itNum(w.w)} cm`;
    const price = `EUR ${itNum(w.price, 2)}`;
    const ed = w.edition === 1 ? 'unica' : `${w.edition} esemplari`;
    const st = w.status === 'on loan' ? 'in prestito (Biella)' : STATUS_IT[w.status];
    workFacts(w, file, { medium: w.technique, year: String(w.year), height: dims, width: dims, edition: ed, price, status: st, space: 'Spazio Dora' });
    return `    <tr><td>${esc(w.cat)}</td><td>${esc(w.title)}</td><td>${esc(w.artist)}</td><td>${esc(w.technique)}</td><td>${w.year}</td><td>${esc(dims)}</td><td>${esc(ed)}</td><td>${esc(price)}</td><td>${esc(st)}</td><td>${esc(w.exhibition)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="it"><head><meta charset="utf-8"><title>Listino opere 2025 — Spazio Dora</title></head>
<body>
<h1>Listino opere 2025</h1>
<p>Spazio Dora, Via Borgo Dora 31, Torino. Prezzi IVA esclusa.</p>
<table>
  <thead><tr><th>Codice</th><th>Titolo</th><th>Artista</th><th>Tecnica</th><th>Anno</th><th>Misure</th><th>Tiratura</th><th>Prezzo</th><th>Stato</th><th>Mostra</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}

// (b10) condition reports
function condition(title, value, stated, file) {
  corpus.also(title, 'artwork', 'condition', value, '', stated, file);
}
{
  const file = 'condition/condition-reports-loans-2025.md';
  const out = ['# Condition reports — outgoing loans, 2025', '', 'Examined by Ffion Rees under raking light before packing. Scale: Excellent / Good / Fair / Poor.', ''];
  const notes = {
    Counterweight: 'Minor paint losses at two welded joints, stable. No structural issues.',
    'Burren Rain': 'Print and mount clean; frame and glazing unmarked.',
    'Avon Gorge Evening': 'Fine craquelure in the sky, lower left; slight cupping. Stable for travel with care.',
  };
  for (const t of ['Counterweight', 'Burren Rain', 'Avon Gorge Evening']) {
    condition(t, CONDITION[t], `Overall condition: ${CONDITION[t]}`, file);
    out.push(`## ${WK[t].cat} — ${t}`, '', `Overall condition: ${CONDITION[t]}`, `Notes: ${notes[t]}`, '');
  }
  corpus.write(file, out.join('\n'));
}
{
  const file = 'condition/returns-check-september-2025.md';
  const out = ['# Returns check — September 2025', '', 'Works back from loan or from the Summer Exhibition, checked on arrival by Tom Ashworth.', ''];
  out.push(`${WK['Moon Jar No. 7'].cat}, Moon Jar No. 7: came back from Swansea with a 4 mm chip on the rim, not present on the outgoing report. Overall condition: Poor. Insurance claim opened with the borrower.`, '');
  condition('Moon Jar No. 7', 'Poor', 'Overall condition: Poor', file);
  out.push(`${WK['Sunday Service'].cat}, Sunday Service: canvas taut, no losses. Overall condition: Good.`, '');
  condition('Sunday Service', 'Good', 'Overall condition: Good', file);
  out.push(`${WK['Monsoon Grid'].cat}, Monsoon Grid (impression 12/40): light foxing in the lower margin. Overall condition: Fair.`, '');
  condition('Monsoon Grid', 'Fair', 'Overall condition: Fair', file);
  corpus.write(file, out.join('\n'));
}
{
  const file = 'torino/rapporti-conservazione-2025.md';
  condition('Torso velato', 'Good', 'Stato di conservazione: buono', file);
  condition('Onda', 'Fair', 'Stato di conservazione: discreto', file);
  corpus.write(file, `# Rapporti sullo stato di conservazione — 2025

Redatti da Davide Moretti. Scala: ottimo / buono / discreto / mediocre.

## ${WK['Torso velato'].cat} — Torso velato

Stato di conservazione: buono
Note: lieve ingiallimento della superficie sul retro; nessuna frattura.

## ${WK.Onda.cat} — Onda

Stato di conservazione: discreto
Note: patina alterata in due punti per contatto con l'imballo; da ritoccare prima della prossima mostra.
`);
}

// ------------------------------------------------------------------ (c) exhibitions
function exFacts(e, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(e.title, 'exhibition', attr, value, unit, stated, file);
  F('space', SPACE[e.space], 'place', s.space ?? '');
  F('room', e.room, '', s.room);
  F('curator', e.curator, 'person', s.curator);
  F('opens', e.opens, 'date', s.opens);
  F('closes', e.closes, 'date', s.closes);
  F('admission', e.admission, e.cur, s.admission);
  F('artists', e.artists, 'list', s.artists);
}
// (c1) Markdown pages with YAML front matter
for (const t of ['Tidelines', 'Kiln', 'After Hours']) {
  const e = EX[t];
  const file = `exhibitions/${slug(t)}.md`;
  const arts = e.artists.join(', ');
  exFacts(e, file, { room: e.room, curator: e.curator, opens: e.opens, closes: e.closes, admission: 'Free', artists: arts });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['title', e.title], ['venue', 'Redcliffe Contemporary, Bristol'], ['room', e.room], ['opens', e.opens], ['closes', e.closes]],
    title: e.title,
    lead: [`${e.title} brings together work by ${arts.replace(/, ([^,]*)$/, ' and $1')}.`],
    sections: [{ heading: 'Details', rows: [['Curator', e.curator], ['Artists', arts], ['Admission', 'Free'], ['Private view', fmtDate(e.opens, 'long') + ', 6–8pm']] }],
  }));
}
// (c2) HTML programme table (the other four Bristol shows)
{
  const file = 'exhibitions/programme-2025.html';
  const span = (e) => {
    const [a, b] = [e.opens, e.closes].map((d) => fmtDate(d, 'short'));
    return `${a.replace(/ 2025$/, '')} – ${b}`;
  };
  const rows = ['Salt and Iron', 'Soft Machines', 'Summer Exhibition 2025', 'Common Ground'].map((t) => {
    const e = EX[t];
    const adm = e.admission ? `£${e.admission}` : 'Free';
    exFacts(e, file, { room: e.room, curator: e.curator, opens: span(e), closes: span(e), admission: adm, artists: e.artists.join('; ') });
    return `    <tr><td>${esc(e.title)}</td><td>${esc(span(e))}</td><td>${esc(e.room)}</td><td>${esc(e.curator)}</td><td>${esc(e.artists.join('; '))}</td><td>${esc(adm)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Programme 2025 — Redcliffe Contemporary</title></head>
<body>
<h1>Exhibition programme 2025</h1>
<p>Redcliffe Contemporary, 14 Redcliffe Parade, Bristol. Tidelines, Kiln and After Hours have their own pages.</p>
<table>
  <thead><tr><th>Exhibition</th><th>Dates</th><th>Room</th><th>Curated by</th><th>Artists</th><th>Admission</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>The Summer Exhibition was selected by gallery artist Imogen Vale; ticket income supports the education programme.</p>
</body></html>
`);
}
// (c3) Italian page of the Turin shows
{
  const file = 'torino/mostre-2025.md';
  const out = ['# Mostre 2025 — Spazio Dora', '', 'Programma espositivo della sede di Torino.', ''];
  for (const t of ['Materia prima', 'Luce del nord', 'Terra e fuoco']) {
    const e = EX[t];
    const [d1, d2] = [e.opens, e.closes].map(itDate);
    const dates = `dal ${d1.replace(/ 2025$/, '')} al ${d2}`;
    const adm = e.admission ? `€ ${e.admission}` : 'libero';
    exFacts(e, file, { space: 'Spazio Dora', room: `Sala: ${e.room}`, curator: `A cura di: ${e.curator}`, opens: dates, closes: dates, admission: `Ingresso: ${adm}`, artists: `Artisti: ${e.artists.join(', ')}` });
    out.push(`## ${t}`, '', `Date: ${dates}`, `Sala: ${e.room}`, `A cura di: ${e.curator}`, `Artisti: ${e.artists.join(', ')}`, `Ingresso: ${adm}`, '');
  }
  corpus.write(file, out.join('\n'));
}
// (c4) WIDE visitor tables
{
  const file = 'exhibitions/visitor-figures-2025.csv';
  const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'];
  const rows = EXH.filter((e) => e.space === 'BRS').map((e) => {
    e.visitors.forEach((v, i) => v != null && corpus.also(e.title, 'exhibition', `visitors_2025_${MON_KEYS[i]}`, v, '', String(v), file));
    return [e.title, e.room, ...e.visitors.map((v) => (v == null ? '' : v))];
  });
  corpus.write(file, `# Door counter, visitors per month 2025 (Bristol). Blank = not open that month.\n` + delimited(['Exhibition', 'Room', ...MON], rows));
}
{
  const file = 'torino/visitatori-mensili-2025.md';
  const MON = ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott'];
  const out = ['# Visitatori per mese — 2025', '', 'Conteggio all’ingresso, Spazio Dora. Il trattino indica mostra chiusa.', '', `| Mostra | ${MON.join(' | ')} |`, `|---|${MON.map(() => '---:').join('|')}|`];
  for (const e of EXH.filter((x) => x.space === 'TRN')) {
    e.visitors.forEach((v, i) => v != null && corpus.also(e.title, 'exhibition', `visitors_2025_${MON_KEYS[i]}`, v, '', itNum(v), file));
    out.push(`| ${e.title} | ${e.visitors.map((v) => (v == null ? '–' : itNum(v))).join(' | ')} |`);
  }
  out.push('', 'Agosto: sede chiusa dal 4 al 24 agosto.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (d) sales
function saleFacts(s, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(s.code, 'sale', attr, value, unit, stated, file);
  F('date', s.date, 'date', st.date);
  F('artwork', s.work, 'text', st.work ?? '');
  F('buyer', s.buyer, 'text', s.buyer);
  F('list_price', s.list, s.cur, st.list);
  F('discount', s.disc, '%', st.disc);
  F('price', s.net, s.cur, st.net);
  F('vat', s.vat, s.cur, st.vat ?? '');
  F('total', s.total, s.cur, st.total ?? '');
  F('space', SPACE[s.space], 'place', '');
}
{
  const file = 'sales/bristol-sales-ledger-2025.csv';
  const rows = sales.filter((s) => s.layout === 'ledger').map((s) => {
    const w = WK[s.work];
    const d = s.disc ? `${s.disc}%` : '0%';
    saleFacts(s, file, { date: slashDate(s.date), work: w.cat, list: group(s.list, 2), disc: d, net: group(s.net, 2), vat: group(s.vat, 2), total: group(s.total, 2) });
    return [s.code, slashDate(s.date), w.cat, s.buyer, group(s.list, 2), d, group(s.net, 2), group(s.vat, 2), group(s.total, 2), s.buyer.includes('Museum') ? 'BACS, 30 days' : 'card'];
  });
  corpus.write(file, delimited(['Invoice', 'Date', 'Cat no', 'Buyer', 'List price (GBP)', 'Discount', 'Net (GBP)', 'VAT (GBP)', 'Gross (GBP)', 'Payment'], rows));
}
{
  const file = 'torino/vendite-export-2025.csv';
  const rows = sales.filter((s) => s.layout === 'it').map((s) => {
    const w = WK[s.work];
    saleFacts(s, file, { date: slashDate(s.date), work: w.title, list: itNum(s.list, 2), disc: `${s.disc}`, net: itNum(s.net, 2), vat: itNum(s.vat, 2), total: itNum(s.total, 2) });
    return [s.code, slashDate(s.date), w.cat, w.title, s.buyer, itNum(s.list, 2), s.disc, itNum(s.net, 2), s.rate ? `${s.rate}%` : 'N.I. art. 8', itNum(s.vat, 2), itNum(s.total, 2)];
  });
  const pre = ['Spazio Dora S.r.l. - Estrazione vendite', 'Periodo: 01/01/2025 - 31/10/2025', 'Generato il 03/11/2025 alle 09:12 da: m.gallo', ''].join('\n');
  corpus.write(file, pre + '\n' + delimited(['N. fattura', 'Data', 'Codice opera', 'Titolo', 'Acquirente', 'Prezzo listino (EUR)', 'Sconto %', 'Imponibile', 'Aliquota IVA', 'IVA', 'Totale documento'], rows, ';'));
}
// e-mails stating sales in sentences
const m2 = (v) => (Number.isInteger(v) ? gbp(v) : gbp(v, 2));
function vatLine(s) {
  return `${gbp(s.net)} plus ${m2(s.vat)} VAT`;
}
{
  const s = sales.find((x) => x.code === 'INV-B25-018');
  const file = 'mail/2025-05-16-sale-feeder-canal.eml';
  saleFacts(s, file, { date: '16 May 2025', work: s.work, list: gbp(s.list), disc: '10% off', net: vatLine(s), vat: m2(s.vat) });
  corpus.write(file, `From: Tom Ashworth <tom@redcliffecontemporary.co.uk>
To: Nadia Quarshie <nadia@redcliffecontemporary.co.uk>
Date: Fri, 16 May 2025 16:05:12 +0100
Subject: Tidelines - red dot on the Vale canal painting

Nadia,

Good news on the last day but one: Lucy Farrant has bought Feeder Canal in Fog. She asked for something off the
${gbp(s.list)} and I agreed 10% off, so ${vatLine(s)} (invoice ${s.code}, dated today). She'll collect after the
show comes down on the 17th.

Imogen knows and is delighted.

Tom
`);
}
{
  const a = sales.find((x) => x.code === 'INV-B25-028');
  const b = sales.find((x) => x.code === 'INV-B25-029');
  const file = 'mail/2025-08-29-summer-show-sales.eml';
  saleFacts(a, file, { date: '22 August', work: a.work, list: gbp(a.list), disc: '5%', net: vatLine(a), vat: m2(a.vat) });
  saleFacts(b, file, { date: 'today (29 August)', work: b.work, list: gbp(b.list), disc: 'no discount', net: gbp(b.net), vat: `${m2(b.vat)} VAT on top` });
  corpus.write(file, `From: Ffion Rees <ffion@redcliffecontemporary.co.uk>
To: accounts@redcliffecontemporary.co.uk
Cc: Nadia Quarshie <nadia@redcliffecontemporary.co.uk>
Date: Fri, 29 Aug 2025 11:20:44 +0100
Subject: Summer Exhibition - two more sales for the ledger

Hi both,

Two sales from the Summer Exhibition that are not in the ledger yet:

1. ${a.code}: Dr Anjali Mehta bought Sunday Service (Kwame Osei-Bonsu) on 22 August. List ${gbp(a.list)}, we gave her
   5% as a returning collector, so ${vatLine(a)}.
2. ${b.code}: Sarah Lindqvist took an impression of Bog Cotton (Ruth Adair) today (29 August) at the full
   ${gbp(b.net)}, no discount (${m2(b.vat)} VAT on top).

Both paid by card. Can you raise the VAT invoices?

Thanks,
Ffion
`);
}
{
  const s = sales.find((x) => x.code === 'INV-B25-032');
  const file = 'mail/2025-10-31-opening-night.eml';
  saleFacts(s, file, { date: '31 Oct 2025', work: s.work, list: '£9,500', disc: 'less 10%', net: `${gbp(s.net)} before VAT`, vat: `VAT of ${m2(s.vat)}` });
  corpus.write(file, `From: Nadia Quarshie <nadia@redcliffecontemporary.co.uk>
To: Team <all@redcliffecontemporary.co.uk>
Date: Fri, 31 Oct 2025 22:47:03 +0000
Subject: Common Ground opening - a sale!

All,

Thank you for a brilliant opening: 412 through the door. Helen Harcourt has bought Low Tide at Severn Beach.
The list was £9,500 less 10%, so ${gbp(s.net)} before VAT, with VAT of ${m2(s.vat)} on top; invoice ${s.code} goes out
Monday.

Please update the press release page and put the red dot up first thing.

Nadia
`);
}

// ------------------------------------------------------------------ board minutes (artists and a sale in sentences)
{
  const file = 'admin/minutes-2025-06-30.md';
  const ama = A['Ama Boateng'];
  const owen = A['Owen Gethin'];
  const s = sales.find((x) => x.code === 'INV-B25-024');
  artistFacts(ama, file, { nat: 'Ghanaian', born: 'born in 1992', comm: '40% to the gallery', since: 'since January 2025', based: 'lives in Manchester', space: '' });
  artistFacts(owen, file, { nat: 'British', born: 'b. 1959', comm: 'from 45 to 40 per cent', since: 'since 2010', based: 'based in Aberystwyth', space: '' });
  saleFacts(s, file, { date: '28 June', work: s.work, list: gbp(s.list), disc: 'no discount', net: gbp(s.net), vat: `${m2(s.vat)} VAT` });
  corpus.write(file, `# Gallery meeting — minutes, 30 June 2025

Present: Nadia Quarshie (director, chair), Tom Ashworth, Ffion Rees, Chiara Bellandi (by video from Torino).

1. Representation. The meeting confirmed the terms agreed in January for Ama Boateng: she is Ghanaian, born in 1992,
   lives in Manchester, and has been represented by us since January 2025, with 40% to the gallery. Owen Gethin (b. 1959,
   British, based in Aberystwyth), who has shown with us since 2010, asked to move his commission from 45 to 40 per cent;
   agreed for all work sold from 1 July.
2. Summer Exhibition. Opened 27 June. First sale: Peter Vance bought a cast of Small Oracle by Tomasz Wrona on 28 June
   at the list price of ${gbp(s.list)}, no discount (invoice ${s.code}, ${gbp(s.net)} plus ${m2(s.vat)} VAT).
3. Kiln. The Moon Jar goes to Swansea on loan; the crate is booked with Westway.
4. Torino. Chiara reported that Materia prima closed with good numbers and the Dune Vessel sale; Luce del nord is open.
5. AOB. Roof repair over Gallery 2 booked for the first week of September.

Next meeting: 29 September 2025.
`);
}
// Giulia Serra only in an Italian e-mail
{
  const file = 'torino/mail/2024-09-02-nuova-artista.eml';
  const g = A['Giulia Serra'];
  artistFacts(g, file, { nat: 'italiana', born: 'classe 1994', comm: 'provvigione al 50%', since: 'da settembre 2024', based: 'vive e lavora a Torino', space: 'Spazio Dora' });
  corpus.write(file, `From: Chiara Bellandi <chiara@spaziodora.it>
To: Nadia Quarshie <nadia@redcliffecontemporary.co.uk>
Date: Mon, 2 Sep 2024 10:14:55 +0200
Subject: Nuova artista per Spazio Dora

Cara Nadia,

ti confermo che da settembre 2024 rappresentiamo Giulia Serra: italiana, classe 1994, vive e lavora a Torino
(studio in Barriera di Milano). Pittura acrilica, formati medi. Abbiamo concordato una provvigione al 50%, come per
Lucia. La prima mostra sarà in autunno 2025 a Spazio Dora.

Un abbraccio,
Chiara
`);
}

// ------------------------------------------------------------------ (e) loans
function loanFacts(l, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(l.ref, 'loan', attr, value, unit, stated, file);
  F('artwork', l.work, 'text', s.work ?? l.work);
  F('borrower', l.borrower, 'text', l.borrower);
  F('borrower_city', l.city, 'place', s.city);
  F('borrower_country', l.country, 'place', s.country);
  F('start', l.start, 'date', s.start);
  F('end', l.end, 'date', s.end);
  F('insurance_value', l.ins, l.cur, s.ins);
  F('courier', l.courier, 'bool', s.courier);
}
{
  const file = 'loans/loans-register-2025.yaml';
  const out = ['# Outgoing loans register 2025 — Redcliffe Contemporary', '# insurance values are nail to nail, agreed with the borrower', 'loans:'];
  loans.filter((l) => l.layout === 'yaml').forEach((l) => {
    const w = WK[l.work];
    loanFacts(l, file, { work: w.cat, city: l.city, country: l.country, start: l.start, end: l.end, ins: String(l.ins), courier: `courier: ${l.courier}` });
    out.push(`  - ref: ${l.ref}`, `    work:`, `      cat_no: ${w.cat}`, `      title: "${l.work}"`, `    borrower:`, `      name: ${l.borrower}`, `      city: ${l.city}`, `      country: ${l.country}`,
      `    period:`, `      from: ${l.start}`, `      to: ${l.end}`, `    insurance:`, `      value: ${l.ins}`, `      currency: ${l.cur}`, `    courier: ${l.courier}`);
  });
  out.push('');
  corpus.write(file, out.join('\n'));
}
loans.filter((l) => l.layout === 'md').forEach((l, k) => {
  const w = WK[l.work];
  const file = `loans/${l.ref.toLowerCase()}-agreement.md`;
  const ins = k ? `${group(l.ins)} GBP` : `£${group(l.ins)}`;
  const s = { work: l.work, city: `${l.city}, ${l.country}`, country: `${l.city}, ${l.country}`, start: fmtDate(l.start, 'long'), end: fmtDate(l.end, 'long'), ins: `Insurance value (nail to nail): ${ins}`, courier: l.courier ? 'Courier: required (gallery staff to accompany)' : 'Courier: not required' };
  loanFacts(l, file, s);
  corpus.write(file, [
    `# Loan agreement ${l.ref}`, '',
    `Lender: Redcliffe Contemporary, Bristol`, `Borrower: ${l.borrower}`, `Borrower address: ${s.city}`, `Work: ${l.work} (${w.cat}), ${w.artist}`,
    `Loan period: ${s.start} to ${s.end}`, s.ins, s.courier, `Credit line: Courtesy of the artist and Redcliffe Contemporary`, '',
    'The borrower insures the work nail to nail and may not photograph it for commercial use.', '',
  ].join('\n'));
});
{
  const l = loans.find((x) => x.layout === 'it');
  const file = 'torino/prestiti/lettera-prestito-ln-25-08.md';
  loanFacts(l, file, { work: l.work, city: 'Biella', country: 'Italia', start: itDate(l.start), end: itDate(l.end), ins: `Valore assicurativo: € ${itNum(l.ins)}`, courier: 'Accompagnatore: sì' });
  corpus.write(file, `# Lettera di prestito ${l.ref}

Torino, 28 aprile 2025

Spett.le ${l.borrower}
Via Serralunga 12, 13900 Biella (BI), Italia

con la presente confermiamo il prestito dell'opera Onda di Sofia Brandolini (${WK.Onda.cat}) per la mostra "Forme
del mare", dal ${itDate(l.start)} all'${itDate(l.end)}.

Valore assicurativo: € ${itNum(l.ins)} (da chiodo a chiodo)
Accompagnatore: sì, per l'installazione e il disallestimento

Cordiali saluti,
Chiara Bellandi, Spazio Dora
`);
}

// ------------------------------------------------------------------ (f) framing and shipping jobs
function jobFacts(j, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(j.code, 'job', attr, value, unit, stated, file);
  F('kind', j.kind, '', s.kind ?? '');
  F('artwork', j.work, 'text', s.work ?? j.work);
  F('supplier', j.supplier, 'text', j.supplier);
  F('date', j.date, 'date', s.date);
  F('cost', j.cost, j.cur, s.cost);
  if (j.dest) F('destination', j.dest, 'place', s.dest);
  if (j.glazing) F('glazing', j.glazing, '', s.glazing);
}
{
  const file = 'framing/framing-jobs-2025.html';
  const MOULD = ['white ash', 'black tulipwood', 'natural oak', 'black aluminium', 'white ash', 'black tulipwood'];
  const rows = jobs.filter((j) => j.layout === 'html').map((j, k) => {
    const w = WK[j.work];
    const cost = `£${j.cost.toFixed(2)}`;
    jobFacts(j, file, { work: w.cat, date: fmtDate(j.date, 'short'), cost, glazing: j.glazing });
    return `    <tr><td>${esc(j.code)}</td><td>${esc(fmtDate(j.date, 'short'))}</td><td>${esc(w.cat)}</td><td>${esc(j.supplier)}</td><td>${esc(MOULD[k])}</td><td>${esc(j.glazing)}</td><td>${esc(cost)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Framing jobs 2025</title></head>
<body>
<h1>Framing jobs 2025</h1>
<p>Works on paper and photographs sent out for framing. Costs ex VAT, as invoiced by the framer.</p>
<table>
  <thead><tr><th>Job</th><th>Sent</th><th>Work</th><th>Framer</th><th>Moulding</th><th>Glazing</th><th>Cost</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
{
  const file = 'shipping/shipping-log-2025.tsv';
  const rows = jobs.filter((j) => j.layout === 'tsv').map((j, k) => {
    const w = WK[j.work];
    const cost = `£${group(j.cost, 2)}`;
    jobFacts(j, file, { work: w.cat, date: j.date, cost, dest: j.dest });
    return [j.code, j.date, w.cat, j.dest, j.supplier, k % 2 ? 'soft wrap + van' : 'travelling crate', cost];
  });
  corpus.write(file, delimited(['Job', 'Collected', 'Cat no', 'Destination', 'Shipper', 'Packing', 'Cost'], rows, '\t'));
}
{
  const file = 'mail/2025-10-20-frame-and-crate.eml';
  const f = jobs.find((j) => j.code === 'FR-2531');
  const sh = jobs.find((j) => j.code === 'SH-25-016');
  jobFacts(f, file, { date: '20 October', cost: '£640', glazing: 'no glazing' });
  jobFacts(sh, file, { date: 'Friday 24 October', cost: '£740', dest: 'Dublin' });
  corpus.write(file, `From: Ffion Rees <ffion@redcliffecontemporary.co.uk>
To: Nadia Quarshie <nadia@redcliffecontemporary.co.uk>
Date: Mon, 20 Oct 2025 09:31:40 +0100
Subject: Frame for Ama's pond painting + Burren Rain to Dublin

Nadia,

Two jobs to approve:

- ${f.code}: Clifton Frame Workshop will make a tray frame in limed oak for Salt Pond at Winneba, no glazing as it is
  a canvas. Dropped off today, 20 October; quote £640.
- ${sh.code}: Fineline Art Transport collect Burren Rain on Friday 24 October for the Dublin loan; £740 including the
  travel frame, to Dublin.

Both within budget. OK to go ahead?

Ffion
`);
}
{
  const file = 'torino/cornici-e-trasporti-2025.md';
  const c = jobs.find((j) => j.code === 'CR-25-04');
  const s1 = jobs.find((j) => j.code === 'SP-25-07');
  const s2 = jobs.find((j) => j.code === 'SP-25-09');
  jobFacts(c, file, { date: itDate(c.date), cost: `€ ${itNum(c.cost)}`, glazing: 'vetro museale' });
  jobFacts(s1, file, { date: itDate(s1.date), cost: `€ ${itNum(s1.cost)}`, dest: 'Londra' });
  jobFacts(s2, file, { date: itDate(s2.date), cost: `€ ${itNum(s2.cost)}`, dest: 'Biella' });
  corpus.write(file, `# Cornici e trasporti 2025 — Spazio Dora

## Cornici

- ${c.code} — Nebbia sul Po (Matteo Giordano): cornice in rovere naturale, vetro museale. Cornici Bellotti,
  consegnata il ${itDate(c.date)}. Costo: € ${itNum(c.cost)}.

## Trasporti

- ${s1.code} — Interno con limoni: spedizione a Londra (collezione privata), ${s1.supplier}, ritiro il
  ${itDate(s1.date)}. Costo: € ${itNum(s1.cost)}, cassa inclusa.
- ${s2.code} — Onda: trasporto a Biella per il prestito alla Fondazione Pellizza, ${s2.supplier}, ritiro l'${itDate(s2.date)}.
  Costo: € ${itNum(s2.cost)}.
`);
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `REDCLIFFE CONTEMPORARY — SHARED DRIVE
=====================================

Bristol: 14 Redcliffe Parade, Bristol BS1 6SP (Gallery 1, Gallery 2, Project Space)
Torino:  Spazio Dora, Via Borgo Dora 31, 10152 Torino (Sala grande, Sala piccola)

artists/      artist sheets and profiles (Bristol)
works/        work sheets, stock records, ceramics & sculpture list
collection/   exports from ArtBase (the collection database)
stock/        consignment intake
exhibitions/  exhibition pages, programme, door-counter figures
sales/        Bristol sales ledger
loans/        outgoing loans: register and agreements
framing/      framing jobs
shipping/     shipping log
condition/    condition reports
press/        press releases
mail/         saved e-mails
admin/        minutes, policies, insurance
torino/       everything from Spazio Dora (in Italian)

Prices are ex VAT unless stated. Catalogue numbers: BG-2025-nnn (Bristol stock), SD-2025-nnn (Torino stock).
`);
corpus.write('admin/sales-policy.md', `# Sales and discount policy (2025)

- Standard discount to returning collectors: up to 5%.
- Up to 10% with the director's approval; anything above 10% needs the artist's written consent.
- Museums and public collections: up to 15%.
- Payment within 30 days; works are released on cleared funds only.
- VAT at 20% on the full price (UK); Spazio Dora charges IVA at 22% unless the buyer is outside the EU.

Reviewed January 2025 by Nadia Quarshie.
`);
corpus.write('admin/insurance-schedule-2025.md', `# Insurance schedule 2025

| Cover | Insurer | Limit | Excess |
|---|---|---|---|
| Fine art stock, Bristol | Hiscox Fine Art | £850,000 | £500 |
| Fine art stock, Torino | AXA Art Italia | € 600.000 | € 750 |
| Transit (worldwide, nail to nail) | Hiscox Fine Art | £250,000 any one transit | £250 |
| Public liability | NFU Mutual | £5,000,000 | nil |

Works lent to other institutions are insured by the borrower; see the loan agreements.
`);
corpus.write('admin/staff.md', `# Staff

| Name | Role | Based |
|---|---|---|
| Nadia Quarshie | Director | Bristol |
| Tom Ashworth | Curator | Bristol |
| Ffion Rees | Assistant curator and registrar | Bristol |
| Chiara Bellandi | Direttrice, Spazio Dora | Torino |
| Davide Moretti | Curatore e registrar | Torino |
| Marta Gallo | Amministrazione | Torino |
`);
corpus.write('torino/orari-e-contatti.md', `# Orari e contatti — Spazio Dora

Da martedì a domenica, 11–19. Chiuso il lunedì e dal 4 al 24 agosto.
Via Borgo Dora 31, 10152 Torino — tel. +39 011 555 0142 — info@spaziodora.it

Visite guidate per le scuole su prenotazione (max 25 studenti, € 4 a studente).
`);
const stats = corpus.flush(source);
console.log(`gallery: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
