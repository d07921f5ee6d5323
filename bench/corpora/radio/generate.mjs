#!/usr/bin/env node
// Radio corpus (held-out): the shared drive of "Gwynn FM 104.2", a community radio station for Porthgwynn and the
// Lizard coast (Cornwall), 2025, with a weekly programme in Cornish and a partner station in Brittany (Radio Bae,
// Douarnenez) that writes partly in French. 30 presenters and volunteers, 28 shows, 30 tracks, 14 advertisers and
// sponsors, 12 outside broadcasts and events, 16 pieces of equipment.
//   node bench/corpora/radio/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "radio-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) people: Markdown presenter sheets of `Key: value` lines (label set A), a volunteer-register CSV (label set B),
//     an HTML profiles page (definition lists, label set C), a bilingual Cornish/English team page, a FRENCH team
//     page of the partner station, two new volunteers only in the station manager's e-mail and two trustees only in
//     committee minutes; a WIDE table of volunteer hours per person per month of 2024;
// (b) shows: a nested scheduling-system JSON export (weekday shows, presenters BY VOLUNTEER NUMBER, durations as
//     ISO 8601 `PT1H30M`), Markdown show sheets with two label sets, an HTML table of community programmes, the
//     Cornish programme's bilingual page, a FRENCH sheet of the exchange programmes and one show only in the minutes;
//     a WIDE table of listener figures per show per quarter;
// (c) tracks: a playout-library export with a preamble, SEMICOLONS and DECIMAL COMMAS (`3,45` minutes), an HTML
//     A-list (`m:ss`), a local-music showcase note, a new-releases e-mail in prose, a FRENCH exchange track list and
//     three playout logs (plays by cart number);
// (d) advertisers and sponsors: an HTML table, Markdown sheets with two label sets (`Monthly fee: £95`, `Cost: £1,020
//     per year`), a nested YAML of programme sponsorships, one only in an e-mail;
// (e) outside broadcasts: a Markdown OB log (`On air: 09:00–14:00`), an HTML events table (`3½ hrs`), a FRENCH e-mail
//     (`de 14h à 18h`), the minutes and an e-mail;
// (f) equipment: an asset-register CSV, an HTML infobox page of the transmitter site (`300 W`, `0.1 kW`, `30 watts`),
//     a Markdown OB-kit list and an engineer's e-mail; plus background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: show length in minutes (`2h` → 120, `PT1H30M` → 90, `1 h 30` → 90); start times
// HH:MM (`7pm` → 19:00, `17h00` → 17:00); weekdays as English names (`Mon–Fri`, `samedi`, `Dy' Sul`); track
// durations in MINUTES (`3:42` → 3.7, `3,45` → 3.45, `3 min 44 s` → 3.7333); money in GBP (monthly fee; `£1,020 per
// year` → 85); hours on air in hours (`09:00–14:00` → 5, `3½ hrs` → 3.5, `de 14h à 18h` → 4); transmitter power in
// kW (`300 W` → 0.3); dates ISO; years as numbers; French and Cornish words in English (`animatrice` = Presenter,
// `préenregistrée` = pre-recorded, `Kernewek` = Cornish, `Pennsans` = Penzance).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlDlPage, htmlInfoboxPage, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('radio-v1');
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (listener table, volunteer hours, playout logs). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ people
// [name, volunteer no, on-air name, role, joined, training, town]
const PEOPLE_DEF = [
  ['Morwenna Tregear', 'GW-001', 'Morwenna', 'Station manager', 2009, ['Ofcom compliance', 'Safeguarding', 'Editorial and news', 'First aid'], 'Porthgwynn'],
  ['Jory Pascoe', 'GW-002', 'Jory P', 'Presenter', 2012, ['Studio desk', 'Ofcom compliance', 'Playout system'], 'Helston'],
  ['Demelza Rowe', 'GW-003', 'Dem', 'Presenter', 2015, ['Studio desk', 'Safeguarding'], 'Porthgwynn'],
  ['Kit Penhaligon', 'GW-004', 'Captain Kit', 'Presenter', 2010, ['Studio desk', 'OB rigging', 'First aid'], 'Mullion'],
  ['Elowen Nance', 'GW-005', 'Elowen', 'Producer', 2018, ['Studio desk', 'Ofcom compliance', 'Editorial and news'], 'St Keverne'],
  ['Rob Trathen', 'GW-006', 'Big Rob', 'Technical volunteer', 2011, ['OB rigging', 'Playout system', 'First aid'], 'Porthgwynn'],
  ['Sue Bolitho', 'GW-007', 'Sue B', 'News editor', 2014, ['Editorial and news', 'Ofcom compliance', 'Safeguarding'], 'Helston'],
  ['Alan Keast', 'GW-008', 'The Night Owl', 'Presenter', 2008, ['Studio desk'], 'Coverack'],
  ['Priya Nair', 'GW-009', 'Priya', 'Presenter', 2021, ['Studio desk', 'Playout system', 'Safeguarding'], 'Falmouth'],
  ['Gareth Lobb', 'GW-010', 'Gaz', 'Presenter', 2019, ['Studio desk', 'OB rigging'], 'Porthgwynn'],
  ['Tamsin Hocking', 'GW-031', 'Tams', 'Presenter', 2025, ['Safeguarding', 'Studio desk'], 'Porthgwynn'],
  ['Ben Chegwidden', 'GW-032', null, 'Producer', 2025, ['Playout system'], 'Mullion'],
  ['Hedra Jenkin', 'GW-013', 'Hedra', 'Presenter', 2016, ['Studio desk', 'Ofcom compliance'], 'Penzance'],
  ['Peder Angove', 'GW-014', 'Peder', 'Presenter', 2020, ['Studio desk'], 'Camborne'],
  ['Nolwenn Le Gall', null, 'Nolwenn', 'Presenter', 2017, [], 'Douarnenez'],
  ['Yann Kerboul', null, 'Yann K', 'Presenter', 2013, [], 'Douarnenez'],
  ['Lowena Carne', null, null, 'Chair of trustees', 2012, ['Safeguarding'], null],
  ['Derek Spargo', null, null, 'Treasurer', 2016, [], null],
  ['Mike Rosewarne', 'GW-019', 'Mikey R', 'Presenter', 2013, ['Studio desk', 'First aid'], 'Mullion'],
  ['Jenna Treloar', 'GW-020', 'Jenna', 'Presenter', 2022, ['Studio desk', 'Safeguarding', 'Playout system'], 'Helston'],
  ['Colin Dunstan', 'GW-021', 'Doctor Col', 'Presenter', 2009, ['Studio desk', 'Ofcom compliance'], 'Porthgwynn'],
  ['Ruth Pengelly', 'GW-022', 'Ruthie', 'Presenter', 2017, ['Studio desk', 'Editorial and news'], 'St Keverne'],
  ['Tom Vivian', 'GW-023', 'DJ Vivs', 'Presenter', 2023, ['Studio desk'], 'Helston'],
  ['Anna Kemp', 'GW-024', 'Anna', 'Fundraising volunteer', 2020, ['Safeguarding'], 'Porthgwynn'],
  ['Steve Curnow', 'GW-025', 'Steve C', 'Technical volunteer', 2018, ['OB rigging', 'Playout system'], 'Coverack'],
  ['Lucy Oates', 'GW-026', 'Lucy', 'Newsreader', 2021, ['Editorial and news', 'Studio desk'], 'Falmouth'],
  ['Harry Jewell', 'GW-027', 'H', 'Presenter', 2016, ['Studio desk', 'OB rigging'], 'Mullion'],
  ['Kerensa Hosken', 'GW-028', 'Kerensa', 'Presenter', 2019, ['Studio desk', 'Safeguarding', 'First aid'], 'Porthgwynn'],
  ['Wilf Berryman', 'GW-029', 'Uncle Wilf', 'Presenter', 2007, ['Studio desk'], 'Coverack'],
  ['Grace Teague', 'GW-030', 'Grace', 'Presenter', 2024, ['Studio desk', 'Safeguarding'], 'Porthgwynn'],
];
const people = PEOPLE_DEF.map(([name, vol, onair, role, joined, training, town]) => ({ name, vol, onair, role, joined, training, town }));
const P = Object.fromEntries(people.map((p) => [p.name, p]));
const byVol = Object.fromEntries(people.filter((p) => p.vol).map((p) => [p.vol, p]));

// ------------------------------------------------------------------ shows
// [title, code, genre, days, start, length (min), presenters, live, language, base listeners, first quarter on air]
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const WEEK = DAYS.slice(0, 5);
const SHOW_DEF = [
  // weekday shows: the scheduling-system JSON
  ['Gwynn Breakfast', 'GW-BRK', 'Breakfast', WEEK, '07:00', 180, ['Jory Pascoe', 'Priya Nair'], true, 'English', 3100],
  ['Mid-Morning with Dem', 'GW-MMD', 'Music and chat', ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], '10:00', 120, ['Demelza Rowe'], true, 'English', 1900],
  ['Harbour Lunch', 'GW-HLU', 'Community', ['Monday', 'Wednesday', 'Friday'], '12:00', 60, ['Ruth Pengelly'], true, 'English', 1150],
  ['The Afternoon Tide', 'GW-ATI', 'Music', WEEK, '14:00', 120, ['Gareth Lobb', 'Tamsin Hocking'], true, 'English', 1400],
  ['Drivetime Kernow', 'GW-DRV', 'Music and news', WEEK, '16:00', 180, ['Kit Penhaligon'], true, 'English', 2600],
  ['Gwynn News Hour', 'GW-NWS', 'News', WEEK, '18:00', 60, ['Sue Bolitho', 'Lucy Oates'], true, 'English', 1700],
  ['Night Owl', 'GW-OWL', 'Late-night music', ['Tuesday', 'Thursday'], '22:00', 120, ['Alan Keast'], false, 'English', 420],
  ['Jazz on the Quay', 'GW-JAZ', 'Jazz', ['Wednesday'], '20:00', 90, ['Colin Dunstan'], false, 'English', 530],
  // show sheets, label set A
  ['Saturday Breakfast Club', 'GW-SBC', 'Music and chat', ['Saturday'], '08:00', 120, ['Mike Rosewarne'], true, 'English', 1500],
  ['Sports Saturday', 'GW-SPO', 'Sport', ['Saturday'], '13:00', 240, ['Harry Jewell', 'Gareth Lobb'], true, 'English', 1250],
  ['Rock Pool', 'GW-RCK', 'Rock', ['Saturday'], '19:00', 120, ['Tom Vivian'], true, 'English', 760],
  ['Sunday Roast', 'GW-SRO', 'Easy listening', ['Sunday'], '12:00', 120, ['Wilf Berryman'], true, 'English', 1350],
  ['Country Lanes', 'GW-CTY', 'Country', ['Sunday'], '15:00', 90, ['Jenna Treloar'], false, 'English', 610],
  ['Kernow Beats', 'GW-KBT', 'Dance', ['Friday'], '21:00', 120, ['Grace Teague'], false, 'English', 480],
  // show sheets, label set B
  ['The Folk Boat', 'GW-FLK', 'Folk', ['Thursday'], '19:00', 120, ['Elowen Nance'], true, 'English', 650],
  ['Chapel and Choir', 'GW-CHC', 'Religious', ['Sunday'], '09:00', 60, ['Colin Dunstan'], false, 'English', 560],
  ['Soul Harbour', 'GW-SOU', 'Soul', ['Friday'], '19:00', 120, ['Kerensa Hosken'], true, 'English', 880],
  ['Reggae Reef', 'GW-REG', 'Reggae', ['Saturday'], '21:00', 120, ['Gareth Lobb'], false, 'English', 390],
  ['Classic Hour', 'GW-CLA', 'Classical', ['Tuesday'], '20:00', 60, ['Wilf Berryman'], false, 'English', 450],
  // HTML table of community and speech programmes
  ['Fishing News', 'GW-FSH', 'Maritime', ['Monday'], '19:00', 30, ['Kit Penhaligon'], false, 'English', 720],
  ["What's On Porthgwynn", 'GW-WOP', 'Community', ['Saturday'], '10:00', 60, ['Ruth Pengelly'], true, 'English', 990],
  ['Youth Takeover', 'GW-YTH', 'Youth', ['Sunday'], '17:00', 60, ['Grace Teague', 'Tom Vivian'], true, 'English', 340, 3],
  ['Gardening Hour', 'GW-GRD', 'Gardening', ['Sunday'], '10:00', 60, ['Mike Rosewarne'], true, 'English', 1080],
  ['Golden Years', 'GW-GLD', 'Oldies', ['Tuesday', 'Thursday'], '12:00', 60, ['Alan Keast'], true, 'English', 1020],
  // the Cornish programme
  ['Taves an Mor', 'GW-TAV', 'Cornish language', ['Sunday'], '18:00', 60, ['Hedra Jenkin', 'Peder Angove'], true, 'Cornish', 300],
  // exchange programmes from Radio Bae (French sheet)
  ['Bonjour Bretagne', 'RB-BBR', 'Breton and Celtic', ['Saturday'], '17:00', 90, ['Nolwenn Le Gall'], false, 'French', 410],
  ['Entre Deux Mers', 'RB-EDM', 'World music', ['Wednesday'], '22:00', 60, ['Yann Kerboul'], false, 'French', 260],
  // only in the committee minutes (starts April 2025: no 2024 figures)
  ['Brass on the Breeze', 'GW-BRS', 'Brass band', ['Monday'], '20:00', 90, ['Harry Jewell'], true, 'English', null],
];
const QUARTERS = ['2024q1', '2024q2', '2024q3', '2024q4', '2025q1'];
const shows = SHOW_DEF.map(([title, code, genre, days, start, len, presenters, live, language, base, firstQ = 1]) => {
  let q = null;
  let avg = null;
  if (base != null) {
    q = QUARTERS.map((_, i) => (i + 1 < firstQ ? null : Math.round((base * r.float(0.86, 1.14)) / 10) * 10));
    const y24 = q.slice(0, 4).filter((x) => x != null);
    avg = Math.round(y24.reduce((a, b) => a + b, 0) / y24.length);
  }
  return { title, code, genre, days, start, len, presenters, live, language, q, avg };
});
const SH = Object.fromEntries(shows.map((s) => [s.title, s]));
for (const p of people) p.shows = shows.filter((s) => s.presenters.includes(p.name)).map((s) => s.title);

// ------------------------------------------------------------------ tracks
// [title, artist, year, m:ss, local, artist's home (local acts)]
const TRACK_DEF = [
  ['Harbour Lights', 'The Gurnards', 2023, '3:42', true, 'Newlyn'],
  ['Salt Road', 'The Gurnards', 2025, '3:58', true, 'Newlyn'],
  ['Holly and the Tide', 'Kelynen', 2022, '4:15', true, 'Redruth'],
  ['Tin Coast', 'Tamar Rising', 2021, '3:27', true, 'Helston'],
  ["Wreckers' Lament", "The Wreckers' Daughters", 2019, '5:12', true, 'Porthleven'],
  ["Bosun's Reel", 'Bosun Jack', 2024, '2:48', true, 'Mullion'],
  ['Morvoren', 'Lowenna Stone', 2024, '4:31', true, 'Falmouth'],
  ['Granite Heart', 'Carn Brea Collective', 2020, '3:55', true, 'Redruth'],
  ['Pilchard Season', 'Penwith Ramblers', 2018, '3:10', true, 'St Just'],
  ['Kynsa Golow', 'Kowethas Kan', 2025, '4:02', true, 'Truro'],
  ['Lizard Point', 'Tamar Rising', 2024, '3:33', true, 'Helston'],
  ["St Piran's Day", 'Bosun Jack', 2022, '3:05', true, 'Mullion'],
  ['Neon Harvest', 'Northern Static', 2023, '3:49', false],
  ['Paper Satellites', 'Ada Quinn', 2024, '3:16', false],
  ['Golden Hour Drive', 'Juniper & Vale', 2022, '4:08', false],
  ['Slow Burn Summer', 'Marco Delaney', 2021, '3:37', false],
  ['Velvet Rain', 'The Velvet Marrows', 2019, '4:44', false],
  ['Cedar and Smoke', 'Silver Pines', 2020, '3:51', false],
  ['Lagos to Leeds', 'Kiri Okafor', 2023, '3:21', false],
  ['Midnight Ferry', 'Ada Quinn', 2025, '3:53', false],
  ['Open Water', 'Juniper & Vale', 2024, '5:26', false],
  ['Static Hearts', 'Northern Static', 2025, '2:59', false],
  ['Last Train South', 'Marco Delaney', 2017, '4:20', false],
  ['Blue Lantern', 'Silver Pines', 2023, '6:05', false],
  ['Copper Sky', 'Kiri Okafor', 2025, '3:30', false],
  ['Hollow Bones', 'The Velvet Marrows', 2022, '4:01', false],
  ['Marée Haute', 'Les Marées Hautes', 2024, '3:44', false],
  ['Douar Nevez', 'Bleunvenn Kernaleguen', 2022, '4:36', false],
  ['Ar Mor Glas', 'Skorn', 2023, '3:18', false],
  ['Pluie sur Tréboul', 'Les Marées Hautes', 2021, '4:57', false],
];
const iswc = () => `T-${r.int(100, 999)}.${r.int(100, 999)}.${r.int(100, 999)}-${r.int(0, 9)}`;
const tracks = TRACK_DEF.map(([title, artist, year, mss, local, home], k) => {
  const [m, s] = mss.split(':').map(Number);
  return { title, artist, year, mss, m, s, dur: r4(m + s / 60), local, home, prs: iswc(), cart: `C${1040 + k * 7 + r.int(0, 5)}`, intro: Math.round(r.float(4, 22) * 2) / 2 };
});
const TR = Object.fromEntries(tracks.map((t) => [t.title, t]));

// ------------------------------------------------------------------ advertisers and sponsors
// [business, kind, sector, town, package, spots/week, monthly fee, contract end, sponsored show]
const AD_DEF = [
  ['Trevithick Motors', 'Advertiser', 'Garage', 'Helston', 'Gold', 21, 420, '2025-12-31', null],
  ['The Pilchard Press Café', 'Advertiser', 'Café', 'Porthgwynn', 'Bronze', 7, 95, '2025-06-30', null],
  ['Kernow Kitchens & Bathrooms', 'Advertiser', 'Home improvement', 'Camborne', 'Silver', 14, 240, '2025-09-30', null],
  ['Penrose Estate Agents', 'Sponsor', 'Estate agent', 'Helston', 'Programme sponsorship', 10, 350, '2026-03-31', 'Gwynn Breakfast'],
  ['Lizard Lobster Co.', 'Sponsor', 'Seafood', 'Porthgwynn', 'Programme sponsorship', 5, 150, '2025-08-31', 'Fishing News'],
  ['Roseland Farm Shop', 'Advertiser', 'Farm shop', 'St Keverne', 'Bronze', 7, 110, '2025-05-31', null],
  ['Gwynn Bay Hotel', 'Advertiser', 'Hotel', 'Porthgwynn', 'Silver', 14, 260, '2025-10-31', null],
  ["Mullion Builders' Merchants", 'Advertiser', 'Trade supplies', 'Mullion', 'Gold', 28, 480, '2026-01-31', null],
  ['Coastline Physio', 'Advertiser', 'Health', 'Falmouth', 'Bronze', 5, 85, '2025-07-31', null],
  ['Helston Hardware', 'Advertiser', 'Retail', 'Helston', 'Silver', 14, 225, '2025-11-30', null],
  ['Goonhilly Brewing Co.', 'Sponsor', 'Brewery', 'Goonhilly', 'Programme sponsorship', 8, 300, '2025-12-31', 'Sports Saturday'],
  ['Tregarthen Funeral Care', 'Sponsor', 'Funeral director', 'Helston', 'Programme sponsorship', 4, 175, '2025-09-30', 'Chapel and Choir'],
  ['Porthgwynn Surf School', 'Advertiser', 'Leisure', 'Porthgwynn', 'Bronze', 7, 100, '2025-09-30', null],
  ['Cornish Solar Co-op', 'Sponsor', 'Energy', 'Truro', 'Programme sponsorship', 6, 200, '2026-06-30', 'Drivetime Kernow'],
];
const ads = AD_DEF.map(([name, kind, sector, town, pkg, spots, fee, end, show]) => ({ name, kind, sector, town, pkg, spots, fee, end, show }));
const AD = Object.fromEntries(ads.map((a) => [a.name, a]));

// ------------------------------------------------------------------ outside broadcasts and events
// [name, date, venue, town, hours, presenters]
const EVENT_DEF = [
  ['Porthgwynn Regatta OB', '2025-08-09', 'Harbour Slipway', 'Porthgwynn', 6, ['Kit Penhaligon', 'Gareth Lobb']],
  ['Helston Flora Day OB', '2025-05-08', 'Coinagehall Street', 'Helston', 5, ['Jory Pascoe', 'Demelza Rowe']],
  ["St Piran's Day Live", '2025-03-05', 'Porthgwynn Methodist Hall', 'Porthgwynn', 3, ['Hedra Jenkin', 'Peder Angove']],
  ['Mullion Gig Festival', '2025-06-21', 'Polurrian Cove', 'Mullion', 4, ['Mike Rosewarne']],
  ['Lizard Lifeboat Day', '2025-07-19', 'Kilcobben Cove lifeboat station', 'The Lizard', 3.5, ['Kit Penhaligon']],
  ['Gwynn FM Summer Fete', '2025-07-05', 'Recreation Ground', 'Porthgwynn', 7, ['Ruth Pengelly', 'Tom Vivian', 'Grace Teague']],
  ['Fête du Port de Douarnenez', '2025-07-26', 'Port-Rhu', 'Douarnenez', 4, ['Nolwenn Le Gall', 'Elowen Nance']],
  ['Christmas Lights Switch-On', '2025-11-29', 'The Square', 'Porthgwynn', 2.5, ['Demelza Rowe', 'Tamsin Hocking']],
  ['Goonhilly Open Day', '2025-09-13', 'Goonhilly Earth Station', 'Goonhilly', 5, ['Priya Nair']],
  ['Coverack Food Festival', '2025-08-23', 'Coverack Harbour', 'Coverack', 4, ['Alan Keast', 'Jenna Treloar']],
  ['Folk on the Quay', '2025-06-07', 'The Quay', 'Porthgwynn', 3, ['Elowen Nance']],
  ['Charity Radiothon', '2025-04-12', 'Gwynn FM studios', 'Porthgwynn', 12, ['Morwenna Tregear', 'Jory Pascoe', 'Kerensa Hosken']],
];
const events = EVENT_DEF.map(([name, date, venue, town, hours, presenters]) => ({ name, date, venue, town, hours, presenters }));
const EV = Object.fromEntries(events.map((e) => [e.name, e]));

// ------------------------------------------------------------------ equipment
// [name, tag, category, location, price, year, power (W)]
const EQ_DEF = [
  ['Elenos ETG300', 'GFM-TX-01', 'Transmitter', 'Carn Gwynn transmitter site', 6850, 2019, 300],
  ['DB Broadcast Mozart Next 100', 'GFM-TX-02', 'Transmitter', 'Carn Gwynn transmitter site', 3200, 2014, 100],
  ['RVR PTX30', 'GFM-TX-03', 'Transmitter', 'Coverack relay', 1450, 2021, 30],
  ['Comrex Access NX', 'GFM-OB-01', 'Codec', 'OB kit', 2950, 2020, null],
  ['Sonifex S2 Broadcast Mixer', 'GFM-ST-01', 'Mixer', 'Studio A', 4600, 2018, null],
  ['Allen & Heath XB-14-2', 'GFM-ST-02', 'Mixer', 'Studio B', 1399, 2016, null],
  ['Rode Procaster', 'GFM-ST-03', 'Microphone', 'Studio A', 159, 2018, null],
  ['Shure SM7B', 'GFM-ST-04', 'Microphone', 'Studio A', 389, 2022, null],
  ['Electro-Voice RE20', 'GFM-ST-05', 'Microphone', 'Studio B', 449, 2016, null],
  ['Rode NT-USB Mini', 'GFM-OB-02', 'Microphone', 'OB kit', 99, 2023, null],
  ['Beyerdynamic DT 770 Pro', 'GFM-ST-06', 'Headphones', 'Studio A', 129, 2021, null],
  ['Orban Optimod 5500i', 'GFM-ST-07', 'Audio processor', 'Studio A', 3900, 2017, null],
  ['Zoom H6', 'GFM-ST-08', 'Recorder', 'Studio B', 279, 2020, null],
  ['Sennheiser MD 421 II', 'GFM-OB-03', 'Microphone', 'OB kit', 359, 2019, null],
  ['Mackie ProFX10v3', 'GFM-OB-04', 'Mixer', 'OB kit', 249, 2024, null],
  ['Tieline ViA', 'GFM-OB-05', 'Codec', 'OB kit', 3600, 2025, null],
];
const kit = EQ_DEF.map(([name, tag, cat, loc, price, year, watts]) => ({ name, tag, cat, loc, price, year, watts }));
const EQ = Object.fromEntries(kit.map((e) => [e.name, e]));

// ------------------------------------------------------------------ fact writers
function personFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'person', attr, value, unit, stated, file);
  if (p.vol && s.vol !== undefined) F('vol_no', p.vol, 'text', s.vol);
  if (p.onair) F('on_air_name', p.onair, 'text', s.onair);
  F('role', p.role, 'text', s.role);
  F('joined', p.joined, '', s.joined);
  F('training', p.training, 'list', s.training);
  F('shows', p.shows, 'list', s.shows ?? '');
  if (p.town) F('town', p.town, 'place', s.town);
}
function showFacts(sh, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(sh.title, 'show', attr, value, unit, stated, file);
  F('code', sh.code, 'text', s.code ?? '');
  F('genre', sh.genre, 'text', s.genre);
  F('days', sh.days, 'list', s.days);
  F('start', sh.start, 'clock', s.start);
  F('length', sh.len, 'min', s.len);
  F('presenters', sh.presenters, 'list', s.presenters);
  F('live', sh.live, 'bool', s.live);
  F('language', sh.language, 'text', s.language ?? '');
  if (sh.avg != null) F('avg_listeners', sh.avg, '', s.avg);
}
function trackFacts(t, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(t.title, 'track', attr, value, unit, stated, file);
  F('artist', t.artist, 'text', t.artist);
  F('duration', t.dur, 'min', s.dur);
  F('year', t.year, '', s.year);
  F('local', t.local, 'bool', s.local);
  F('prs_code', t.prs, 'text', t.prs);
  F('cart', t.cart, 'text', s.cart ?? '');
}
function adFacts(a, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(a.name, 'advertiser', attr, value, unit, stated, file);
  F('kind', a.kind, 'text', s.kind ?? '');
  F('sector', a.sector, 'text', s.sector);
  F('town', a.town, 'place', s.town);
  F('package', a.pkg, 'text', s.pkg);
  F('spots_per_week', a.spots, '', s.spots);
  F('monthly_fee', a.fee, 'GBP', s.fee);
  F('contract_end', a.end, 'date', s.end);
  F('show', a.show, 'text', a.show ? a.show : '');
}
function eventFacts(e, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(e.name, 'event', attr, value, unit, stated, file);
  F('date', e.date, 'date', s.date);
  F('venue', e.venue, 'text', s.venue);
  F('town', e.town, 'place', s.town);
  F('hours', e.hours, 'h', s.hours);
  F('presenters', e.presenters, 'list', s.presenters ?? '');
}
function kitFacts(e, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(e.name, 'equipment', attr, value, unit, stated, file);
  F('asset_tag', e.tag, 'text', s.tag ?? '');
  F('category', e.cat, 'text', s.cat);
  F('location', e.loc, 'text', s.loc);
  F('price', e.price, 'GBP', s.price);
  F('purchased', e.year, '', s.year);
  if (e.watts != null) F('power', r4(e.watts / 1000), 'kW', s.power);
}

const uk = (iso) => { const [y, m, d] = iso.split('-'); return `${d}/${m}/${y}`; };
const clock12 = (hhmm) => {
  const [h, m] = hhmm.split(':').map(Number);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}${m ? `.${pad(m)}` : ''}${h < 12 ? 'am' : 'pm'}`;
};
const plural = (d) => `${d}s`;
const daysEn = (ds) => {
  if (ds.length === 5 && ds.every((d, i) => d === WEEK[i])) return 'Mon–Fri';
  if (ds.length === 4 && ds.every((d, i) => d === WEEK[i])) return 'Mon–Thu';
  return ds.map(plural).join(' and ');
};
const lenA = (m) => (m % 60 === 0 ? `${m / 60}h` : `${m} mins`);
const lenB = (m) => (m === 60 ? '1 hour' : `${m} minutes`);

// ================================================================== (a) people
const sheetA = ['Jory Pascoe', 'Demelza Rowe', 'Kit Penhaligon', 'Elowen Nance', 'Alan Keast', 'Mike Rosewarne', 'Colin Dunstan', 'Wilf Berryman'];
const registerB = ['Priya Nair', 'Gareth Lobb', 'Rob Trathen', 'Jenna Treloar', 'Tom Vivian', 'Anna Kemp', 'Steve Curnow', 'Grace Teague'];
const profilesC = ['Morwenna Tregear', 'Sue Bolitho', 'Ruth Pengelly', 'Lucy Oates', 'Harry Jewell', 'Kerensa Hosken'];

sheetA.forEach((n, k) => {
  const p = P[n];
  const file = `people/presenters/${slug(n)}.md`;
  const s = {
    vol: `Volunteer no.: ${p.vol}`, onair: `On-air name: ${p.onair}`, role: `Role: ${p.role}`, joined: `Joined: ${p.joined}`,
    training: `Training completed: ${p.training.join(', ')}`, shows: `Presents: ${p.shows.join(', ')}`, town: `Lives in: ${p.town}`,
  };
  personFacts(p, file, s);
  corpus.write(file, [
    `# Presenter sheet — ${n}`, '',
    `Name: ${n}`, s.vol, s.onair, s.role, s.joined, s.shows, s.training, s.town, '',
    L(k, [
      `${p.onair} has been part of the Gwynn FM family since ${p.joined}.`,
      'Keys for Studio A are with the duty manager; sign the log book after every show.',
      `Listeners know ${n.split(' ')[0]} as ${p.onair}.`,
      'Happy to cover other daytime slots at short notice.',
    ]), '',
  ].join('\n'));
});

{
  const file = 'people/volunteer-register.csv';
  const rows = registerB.map((n) => {
    const p = P[n];
    personFacts(p, file, { vol: p.vol, onair: p.onair, role: p.role, joined: String(p.joined), training: p.training.join('; '), shows: p.shows.join('; '), town: p.town });
    return [p.vol, n, p.onair, p.role, p.joined, p.shows.join('; '), p.training.join('; '), p.town, L(p.joined, ['', 'DBS checked', '', 'DBS checked'])];
  });
  corpus.write(file, delimited(['Vol. no', 'Full name', 'Known on air as', 'Position', 'Volunteering since', 'Programmes', 'Courses done', 'Home town', 'Notes'], rows));
}

{
  const file = 'people/staff-and-volunteer-profiles.html';
  const SINCE_MONTH = { 'Morwenna Tregear': 3, 'Sue Bolitho': 9, 'Ruth Pengelly': 1, 'Lucy Oates': 6, 'Harry Jewell': 4, 'Kerensa Hosken': 10 };
  const sections = profilesC.map((n) => {
    const p = P[n];
    const since = fmtDate(`${p.joined}-${pad(SINCE_MONTH[n])}-01`, 'month');
    const shows = p.shows.length ? p.shows.join(' & ') : 'not on air';
    personFacts(p, file, { vol: p.vol, onair: p.onair, role: p.role, joined: since, training: p.training.join(' · '), shows: p.shows.length ? shows : '', town: p.town });
    return { heading: n, rows: [['Staff/volunteer no.', p.vol], ['Air name', p.onair], ['Job', p.role], ['With Gwynn FM since', since], ['On air in', shows], ['Courses', p.training.join(' · ')], ['Based in', p.town]] };
  });
  corpus.write(file, htmlDlPage({
    title: 'Who’s who at Gwynn FM', docTitle: 'Staff and volunteer profiles | Gwynn FM 104.2', site: 'Gwynn FM 104.2 — community radio for Porthgwynn and the Lizard',
    lead: ['Profiles of the station team, updated by the station manager. Paid staff: station manager and news editor (part-time).'],
    sections, footer: 'Please tell Morwenna if anything here is out of date.',
  }));
}

{
  const file = 'taves-an-mor/team.md';
  const KW_TOWN = { Penzance: 'Pennsans (Penzance)', Camborne: 'Kammbronn (Camborne)' };
  const out = ['# Taves an Mor — agan prezentoryon / our presenters', '', 'Taves an Mor yw towlen Kernewek Gwynn FM. (Taves an Mor is Gwynn FM’s Cornish-language programme.)', ''];
  ['Hedra Jenkin', 'Peder Angove'].forEach((n) => {
    const p = P[n];
    const s = {
      vol: `Niver / No.: ${p.vol}`, onair: `Hanow war an ayr / On-air name: ${p.onair}`, role: 'Prezentor / Presenter', joined: `Gans Gwynn FM a-dhia / With Gwynn FM since: ${p.joined}`,
      training: `Dyskans / Training: ${p.training.join(', ')}`, shows: 'Taves an Mor', town: `Tre / Town: ${KW_TOWN[p.town]}`,
    };
    personFacts(p, file, s);
    out.push(`## ${n}`, '', `- ${s.vol}`, `- ${s.onair}`, `- Ober / Role: ${s.role}`, `- ${s.joined}`, `- ${s.training}`, `- ${s.town}`, '');
  });
  out.push('Dew genes! (Thank you both!)', '');
  corpus.write(file, out.join('\n'));
}

{
  const file = 'partenaire-radio-bae/equipe-radio-bae.md';
  const out = ['# Radio Bae (Douarnenez) — l’équipe des émissions d’échange', '', 'Fiche transmise par Radio Bae pour le partenariat avec Gwynn FM. Les émissions sont enregistrées à Douarnenez et diffusées sur Gwynn FM.', ''];
  ['Nolwenn Le Gall', 'Yann Kerboul'].forEach((n, k) => {
    const p = P[n];
    const fonction = k === 0 ? 'animatrice' : 'animateur';
    const s = { onair: `Nom d’antenne : ${p.onair}`, role: `Fonction : ${fonction}`, joined: `Arrivée à Radio Bae : ${p.joined}`, training: '', shows: `Émission : ${p.shows.join(', ')}`, town: `Ville : ${p.town}` };
    personFacts(p, file, s);
    out.push(`## ${n}`, '', s.onair, s.role, s.joined, s.shows, s.town, 'Formations Gwynn FM : aucune', '');
  });
  corpus.write(file, out.join('\n'));
}

// ================================================================== (b) shows
{
  const file = 'schedule/slotplanner-export-weekdays.json';
  const weekday = shows.slice(0, 8);
  const iso = (m) => `PT${Math.floor(m / 60) ? `${Math.floor(m / 60)}H` : ''}${m % 60 ? `${m % 60}M` : ''}`;
  const DAY3 = { Monday: 'MON', Tuesday: 'TUE', Wednesday: 'WED', Thursday: 'THU', Friday: 'FRI' };
  const programmes = weekday.map((sh) => {
    showFacts(sh, file, { code: sh.code, genre: sh.genre, days: '', start: sh.start, len: iso(sh.len), presenters: '', live: sh.live ? 'LIVE' : 'VOICETRACK', language: '', avg: String(sh.avg) });
    return {
      id: sh.code,
      title: sh.title,
      genre: sh.genre,
      output: { mode: sh.live ? 'LIVE' : 'VOICETRACK', language: 'en-GB' },
      slots: sh.days.map((d) => ({ day: DAY3[d], start: sh.start, duration: iso(sh.len) })),
      hosts: sh.presenters.map((n) => ({ ref: P[n].vol, role: 'presenter' })),
      audience: { avg_weekly_2024: sh.avg, source: 'listener panel' },
    };
  });
  corpus.write(file, JSON.stringify({
    export: { system: 'SlotPlanner 3.4', station: 'Gwynn FM 104.2', generated: '2025-03-07T16:02:11Z', scope: 'Weekday schedule (MON-FRI), regular programmes only' },
    programmes,
  }, null, 2) + '\n');
}

shows.slice(8, 14).forEach((sh, k) => {
  const file = `shows/${slug(sh.title)}.md`;
  const s = {
    code: `Show code: ${sh.code}`, genre: `Genre: ${sh.genre}`, days: `Airs: ${sh.days.map(plural).join(', ')}, ${sh.start}`, start: sh.start, len: `Length: ${lenA(sh.len)}`,
    presenters: `Presented by: ${sh.presenters.join(' and ')}`, live: `Format: ${sh.live ? 'Live' : 'Pre-recorded'}`, avg: `Average listeners: ${group(sh.avg)}`,
  };
  showFacts(sh, file, s);
  corpus.write(file, [
    `# ${sh.title}`, '',
    `Title: ${sh.title}`, s.code, s.genre, s.days, s.len, s.presenters, s.live, s.avg, '',
    L(k, ['Requests by text to 07700 900104.', 'Travel and weather at the top of each hour.', 'Playlist is free choice within the Ofcom commitments.', 'Repeated on the website as a podcast.']), '',
  ].join('\n'));
});

shows.slice(14, 19).forEach((sh, k) => {
  const file = `shows/specialist/${slug(sh.title)}.md`;
  const slot = `${sh.days.map(plural).join(', ')} ${clock12(sh.start)}`;
  const s = {
    genre: `Style of music: ${sh.genre}`, days: `Slot: ${slot}`, start: clock12(sh.start), len: `Duration: ${lenB(sh.len)}`, presenters: `Host(s): ${sh.presenters.join(', ')}`,
    live: `Recorded or live: ${sh.live ? 'live' : 'pre-recorded (voice-tracked)'}`, avg: `Avg audience (2024): ${group(sh.avg)}`,
  };
  showFacts(sh, file, s);
  corpus.write(file, [
    `# ${sh.title} (programme card)`, '',
    `Programme: ${sh.title}`, s.genre, s.days, s.len, s.presenters, s.live, s.avg, '',
    L(k, ['Specialist programme: playlist chosen by the host, logged in the playout system.', 'Voice tracks must be uploaded by Thursday 6pm.', 'Guests welcome — book the green room with Morwenna.']), '',
  ].join('\n'));
});

{
  const file = 'website/community-programmes.html';
  const rows = shows.slice(19, 24).map((sh) => {
    const when = `${daysEn(sh.days)} ${sh.start}`;
    const len = sh.len === 60 ? '1 hr' : `${sh.len} min`;
    showFacts(sh, file, { genre: sh.genre, days: daysEn(sh.days), start: sh.start, len, presenters: sh.presenters.join(', '), live: sh.live ? 'Yes' : 'No', avg: group(sh.avg) });
    return `    <tr><td>${esc(sh.title)}</td><td>${esc(sh.genre)}</td><td>${esc(when)}</td><td>${esc(len)}</td><td>${esc(sh.presenters.join(', '))}</td><td>${sh.live ? 'Yes' : 'No'}</td><td>${group(sh.avg)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Community and speech programmes | Gwynn FM 104.2</title></head>
<body>
<h1>Community and speech programmes</h1>
<p>Our key commitments include at least ten hours a week of local speech. These are the community programmes on air this spring.</p>
<table>
  <thead><tr><th>Programme</th><th>Type</th><th>When</th><th>Length</th><th>Presenter(s)</th><th>Live?</th><th>Avg listeners (2024)</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Want to make a programme? Email the station manager.</p>
</body></html>
`);
}

{
  const sh = SH['Taves an Mor'];
  const file = 'taves-an-mor/taves-an-mor.md';
  const s = {
    genre: `Eghen / Genre: ${sh.genre}`, days: "Dydh / Day: Dy' Sul / Sunday", start: `Termyn / Time: ${sh.start}`, len: 'Hys / Length: 1 our / 1 hour',
    presenters: `Prezentoryon / Presenters: ${sh.presenters.join(', ')}`, live: 'Yn fyw / Live: Ea / Yes', language: 'Taves / Language: Kernewek / Cornish',
    avg: `Goslowysi (kresek 2024) / Listeners (2024 average): ${sh.avg}`,
  };
  showFacts(sh, file, s);
  corpus.write(file, [
    '# Taves an Mor', '', 'Towlen Kernewek pub seythun war Gwynn FM. / A weekly Cornish-language programme on Gwynn FM.', '',
    `- ${s.days}`, `- ${s.start}`, `- ${s.len}`, `- ${s.presenters}`, `- ${s.live}`, `- ${s.language}`, `- ${s.genre}`, `- ${s.avg}`, '',
    'Nowodhow, kan ha kows — news, songs and conversation in Cornish, with an English summary at the end.', '',
  ].join('\n'));
}

{
  const file = 'partenaire-radio-bae/emissions-echange.md';
  const JOUR = { Saturday: 'samedi', Wednesday: 'mercredi' };
  const GENRE = { 'Breton and Celtic': 'musique bretonne et celtique', 'World music': 'musiques du monde' };
  const out = ['# Émissions d’échange Radio Bae → Gwynn FM (printemps 2025)', '', 'Les deux émissions sont préparées à Douarnenez et envoyées à Gwynn FM le jeudi.', ''];
  ['Bonjour Bretagne', 'Entre Deux Mers'].forEach((t) => {
    const sh = SH[t];
    const [h, m] = sh.start.split(':');
    const duree = sh.len === 90 ? '1 h 30' : '1 h';
    const s = {
      genre: `Genre : ${GENRE[sh.genre]}`, days: `Jour : ${JOUR[sh.days[0]]}`, start: `Heure : ${h}h${m}`, len: `Durée : ${duree}`,
      presenters: `Animé par : ${sh.presenters.join(', ')}`, live: 'Diffusion : préenregistrée', language: 'Langue : français (résumés en anglais)',
      avg: `Auditeurs (moyenne 2024) : ${sh.avg}`,
    };
    showFacts(sh, file, s);
    out.push(`## ${t}`, '', s.genre, s.days, s.start, s.len, s.presenters, s.live, s.language, s.avg, '');
  });
  corpus.write(file, out.join('\n'));
}

// listener figures: a WIDE table, one column per quarter
{
  const file = 'listeners/listener-figures-by-quarter.csv';
  const rows = shows.filter((sh) => sh.q).map((sh) => {
    sh.q.forEach((v, i) => corpus.also(sh.title, 'show', `listeners_${QUARTERS[i]}`, v, '', v == null ? '' : String(v), file));
    return [sh.title, ...sh.q.map((v) => (v == null ? '–' : v))];
  });
  corpus.write(file, '# Gwynn FM listener panel: average weekly listeners per programme (diary survey, 212 households)\n' +
    delimited(['Programme', 'Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024', 'Q1 2025'], rows));
}

// ================================================================== (c) tracks
const libExport = ['Tin Coast', "Bosun's Reel", 'Granite Heart', 'Golden Hour Drive', 'Velvet Rain', 'Cedar and Smoke', 'Lagos to Leeds', 'Open Water', 'Last Train South', 'Hollow Bones'];
const aList = ['Harbour Lights', 'Neon Harvest', 'Paper Satellites', 'Midnight Ferry', 'Static Hearts', 'Lizard Point', 'Slow Burn Summer', 'Blue Lantern'];
const showcase = ['Holly and the Tide', "Wreckers' Lament", 'Morvoren', 'Pilchard Season', "St Piran's Day"];
const releasesMail = ['Salt Road', 'Kynsa Golow', 'Copper Sky'];
const frenchList = ['Marée Haute', 'Douar Nevez', 'Ar Mor Glas', 'Pluie sur Tréboul'];
const dec2 = (x) => x.toFixed(2).replace('.', ',');

{
  const file = 'playout/library-export-2025-03-31.csv';
  const rows = libExport.map((n) => {
    const t = TR[n];
    const mins = Math.round((t.m + t.s / 60) * 100) / 100;
    t.dur = mins;
    trackFacts(t, file, { dur: dec2(mins), year: String(t.year), local: '', cart: t.cart });
    return [t.cart, t.title, t.artist, t.local ? 'LOCAL' : 'A-ROT', t.year, dec2(mins), String(t.intro).replace('.', ','), t.local ? 'J' : 'N', t.prs, L(t.year, ['', '-1,5', '0,0', '-2,0'])];
  });
  corpus.write(file, [
    'PlayoutPro 5.2 - Media library export',
    'Station;Gwynn FM 104.2',
    'Exported;31/03/2025 23:58',
    'Filter;Category = MUSIC; rows 10',
    '',
  ].join('\n') + '\n' + delimited(['Cart', 'Title', 'Artist', 'Category', 'Year', 'Length (min)', 'Intro (s)', 'Local (J/N)', 'PRS/ISWC', 'Gain (dB)'], rows, ';'));
}

{
  const file = 'music/a-list-march-2025.html';
  const rows = aList.map((n) => {
    const t = TR[n];
    trackFacts(t, file, { dur: t.mss, year: `<td>${t.year}</td>`, local: t.local ? '✓' : '', cart: t.cart });
    return `    <tr><td>${esc(t.cart)}</td><td>${esc(t.title)}</td><td>${esc(t.artist)}</td><td>${t.mss}</td><td>${t.year}</td><td>${t.local ? '✓' : ''}</td><td>${t.prs}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>A-list — March 2025 | Gwynn FM</title></head>
<body>
<h1>A-list, March 2025</h1>
<p>Each A-list track is scheduled about once every four hours in daytime. ✓ = local (Cornish) artist; we aim for at least one local track an hour.</p>
<table>
  <thead><tr><th>Cart</th><th>Title</th><th>Artist</th><th>Time</th><th>Released</th><th>Local</th><th>PRS code</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}

{
  const file = 'music/local-music-showcase.md';
  const out = ['# Local music showcase — tracks on the Kernow Sessions shelf', '', 'Local acts we play every week. All cleared with PRS; carts in the LOCAL category.', ''];
  showcase.forEach((n) => {
    const t = TR[n];
    trackFacts(t, file, { dur: `Running time: ${t.mss}`, year: `Released: ${t.year}`, local: `Cornish act: yes (from ${t.home})`, cart: `Cart: ${t.cart}` });
    out.push(`## ${n}`, '', `- Artist: ${t.artist}`, `- Running time: ${t.mss}`, `- Released: ${t.year}`, `- Cornish act: yes (from ${t.home})`, `- PRS code: ${t.prs}`, `- Cart: ${t.cart}`, '');
  });
  corpus.write(file, out.join('\n'));
}

{
  const file = 'partenaire-radio-bae/titres-echange-mars-2025.csv';
  const rows = frenchList.map((n) => {
    const t = TR[n];
    const d = `${t.m} min ${pad(t.s)} s`;
    trackFacts(t, file, { dur: d, year: String(t.year), local: 'non', cart: '' });
    return [t.title, t.artist, d, t.year, 'non', t.prs];
  });
  corpus.write(file, delimited(['Titre', 'Artiste', 'Durée', 'Année', 'Artiste de Cornouailles (Kernow)', 'Code ISWC'], rows));
}

// ------------------------------------------------------------------ playout logs: plays by cart number
const LOGS = [
  { file: 'playout/logs/2025-03-10_0700_gwynn-breakfast.log', show: 'Gwynn Breakfast', date: '2025-03-10', start: [7, 0], tracks: ['Harbour Lights', 'Neon Harvest', 'Tin Coast', 'Paper Satellites', 'Golden Hour Drive', 'Lizard Point', 'Midnight Ferry', 'Granite Heart', 'Slow Burn Summer', 'Salt Road', 'Static Hearts'] },
  { file: 'playout/logs/2025-03-14_1900_soul-harbour.log', show: 'Soul Harbour', date: '2025-03-14', start: [19, 0], tracks: ['Lagos to Leeds', 'Velvet Rain', 'Copper Sky', 'Hollow Bones', 'Morvoren', 'Cedar and Smoke', 'Harbour Lights', 'Blue Lantern'] },
  { file: 'playout/logs/2025-03-15_1700_bonjour-bretagne.log', show: 'Bonjour Bretagne', date: '2025-03-15', start: [17, 0], tracks: ['Marée Haute', 'Douar Nevez', 'Holly and the Tide', 'Ar Mor Glas', 'Pluie sur Tréboul', 'Kynsa Golow', 'Open Water'] },
];
const played = new Map();
for (const lg of LOGS) {
  let t0 = lg.start[0] * 3600 + lg.start[1] * 60 + r.int(20, 90);
  const hms = (x) => `${pad(Math.floor(x / 3600))}:${pad(Math.floor((x % 3600) / 60))}:${pad(x % 60)}`;
  const out = [`# PlayoutPro 5.2 as-run log  station=GWYNN-FM  date=${lg.date}  programme="${lg.show}"`, '# time      cart    type    item', ''];
  out.push(`${hms(t0)}  J0003   JINGLE  Gwynn FM 104.2 station ID (0:07)`);
  t0 += 7;
  lg.tracks.forEach((n, k) => {
    const t = TR[n];
    out.push(`${hms(t0)}  ${t.cart}   MUSIC   ${t.artist} - ${t.title} (${t.mss})`);
    t0 += t.m * 60 + t.s + r.int(40, 180);
    if (!played.has(n)) played.set(n, { shows: [], n: 0, file: lg.file });
    const pl = played.get(n);
    pl.n += 1;
    if (!pl.shows.includes(lg.show)) pl.shows.push(lg.show);
    if (k % 3 === 2) {
      const ad = L(k + lg.tracks.length, ['Trevithick Motors', 'Helston Hardware', 'Gwynn Bay Hotel', "Mullion Builders' Merchants"]);
      out.push(`${hms(t0)}  A${r.int(200, 299)}    ADVERT  ${ad} (0:30)`);
      t0 += 30;
    }
  });
  out.push(`${hms(t0)}  J0001   JINGLE  Top of the hour / news sting (0:05)`, '');
  corpus.write(lg.file, out.join('\n'));
}
// (the plays of each track are recorded after every track's own record: see the end of the file)

// ================================================================== (d) advertisers and sponsors
{
  const file = 'sales/advertisers-2025.html';
  const list = ['Trevithick Motors', 'Kernow Kitchens & Bathrooms', 'Roseland Farm Shop', "Mullion Builders' Merchants", 'Helston Hardware'];
  const rows = list.map((n) => {
    const a = AD[n];
    const fee = `£${a.fee.toFixed(2)}`;
    adFacts(a, file, { kind: '', sector: a.sector, town: a.town, pkg: a.pkg, spots: `<td>${a.spots}</td>`, fee, end: uk(a.end) });
    return `    <tr><td>${esc(a.name)}</td><td>${esc(a.sector)}</td><td>${esc(a.town)}</td><td>${esc(a.pkg)}</td><td>${a.spots}</td><td>${fee}</td><td>${uk(a.end)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Advertisers 2025 | Gwynn FM sales</title></head>
<body>
<h1>Airtime advertisers, 2025</h1>
<p>Spot advertisers on annual or seasonal contracts. Rate card: Bronze 7 spots, Silver 14, Gold 21+ per week (30-second spots).</p>
<table>
  <thead><tr><th>Business</th><th>Sector</th><th>Town</th><th>Package</th><th>Spots/week</th><th>Monthly fee</th><th>Contract ends</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Invoices go out on the 1st of the month; 14 days to pay.</p>
</body></html>
`);
}

['The Pilchard Press Café', 'Gwynn Bay Hotel', 'Porthgwynn Surf School'].forEach((n, k) => {
  const a = AD[n];
  const file = `sales/advertisers/${slug(n)}.md`;
  const s = {
    kind: 'Type: Spot advertiser', sector: `Sector: ${a.sector}`, town: `Town: ${a.town}`, pkg: `Package: ${a.pkg}`, spots: `Spots per week: ${a.spots}`,
    fee: `Monthly fee: £${a.fee}`, end: `Contract end: ${fmtDate(a.end, 'long')}`,
  };
  adFacts(a, file, s);
  corpus.write(file, [
    `# ${n}`, '', `Business: ${n}`, s.kind, s.sector, s.town, s.pkg, s.spots, s.fee, s.end, `Contact: ${L(k, ['the owner, mornings only', 'the marketing manager', 'via the booking desk'])}`, '',
    L(k, ['Script refreshed every quarter; voiced by Jory.', 'Wants more spots in the summer season.', 'Seasonal business: spots pause in winter.']), '',
  ].join('\n'));
});

[['Coastline Physio', 'year'], ['Tregarthen Funeral Care', 'pcm']].forEach(([n, how], k) => {
  const a = AD[n];
  const file = `sales/contracts/${slug(n)}-contract.md`;
  const cost = how === 'year' ? `Cost: £${group(a.fee * 12)} per year` : `Cost: £${a.fee} pcm`;
  const deal = a.kind === 'Sponsor' ? `Deal: ${a.pkg} (${a.show})` : `Deal: ${a.pkg} (airtime only)`;
  const s = {
    kind: a.kind === 'Sponsor' ? 'programme sponsor' : '', sector: `Line of business: ${a.sector}`, town: `Location: ${a.town}`, pkg: deal,
    spots: `Airtime: ${a.spots} x 30-second spots a week`, fee: cost, end: `Runs until: ${uk(a.end)}`,
  };
  adFacts(a, file, s);
  corpus.write(file, [
    `# Airtime contract — ${n}`, '', `Client: ${n}`, s.sector, s.town, s.pkg, s.spots, s.fee, s.end, `Contract ref: AD-2025-${pad(11 + k * 7, 3)}`, '',
    a.kind === 'Sponsor' ? `Signed as programme sponsor of ${a.show}; sponsor credits at the start and end of each programme.` : 'Signed for a year; payment by standing order.', '',
  ].join('\n'));
});

{
  const file = 'sales/programme-sponsorships.yaml';
  const out = ['# Programme sponsorships 2025 — exported from the sales tracker', 'station: Gwynn FM 104.2', 'sponsorships:'];
  ['Penrose Estate Agents', 'Goonhilly Brewing Co.', 'Cornish Solar Co-op'].forEach((n) => {
    const a = AD[n];
    adFacts(a, file, { kind: '', sector: a.sector, town: a.town, pkg: 'programme', spots: `per_week: ${a.spots}`, fee: `amount: ${a.fee}`, end: a.end });
    out.push(
      '  - sponsor:', `      business: "${a.name}"`, `      sector: ${a.sector}`, `      town: ${a.town}`,
      '    programme:', `      title: "${a.show}"`, `      code: ${SH[a.show].code}`,
      '    package: programme', '    credits:', `      per_week: ${a.spots}`, '      length_s: 10',
      '    fee:', `      amount: ${a.fee}`, '      currency: GBP', '      per: month',
      '    term:', `      ends: ${a.end}`,
    );
  });
  out.push('');
  corpus.write(file, out.join('\n'));
}

// ================================================================== (e) outside broadcasts
{
  const file = 'events/ob-log-2025.md';
  const list = ['Helston Flora Day OB', 'Mullion Gig Festival', 'Folk on the Quay', 'Gwynn FM Summer Fete', 'Lizard Lifeboat Day', 'Porthgwynn Regatta OB'];
  const START = { 'Helston Flora Day OB': '09:00', 'Mullion Gig Festival': '12:00', 'Folk on the Quay': '18:00', 'Gwynn FM Summer Fete': '10:00', 'Porthgwynn Regatta OB': '10:30' };
  const out = ['# Outside broadcasts 2025 — OB log', '', 'Planned and confirmed OBs. Kit list and risk assessment in the tech folder.', ''];
  list.map((n) => EV[n]).sort((a, b) => a.date.localeCompare(b.date)).forEach((e, k) => {
    let hours;
    if (START[e.name]) {
      const [h, m] = START[e.name].split(':').map(Number);
      const endMin = h * 60 + m + e.hours * 60;
      hours = `On air: ${START[e.name]}–${pad(Math.floor(endMin / 60))}:${pad(endMin % 60)}`;
    } else hours = `Hours on air: ${e.hours === 3.5 ? '3.5' : e.hours}`;
    const date = fmtDate(e.date, 'long');
    eventFacts(e, file, { date, venue: `Venue: ${e.venue}`, town: e.town, hours, presenters: `Presenters: ${e.presenters.join(', ')}` });
    out.push(`## ${date} — ${e.name}`, '', `- Venue: ${e.venue}, ${e.town}`, `- ${hours}`, `- Presenters: ${e.presenters.join(', ')}`,
      `- Kit: ${L(k, ['Comrex Access NX + OB mixer', 'Tieline ViA, two mics', 'Comrex Access NX, gazebo, generator'])}`, '');
  });
  corpus.write(file, out.join('\n'));
}

{
  const file = 'events/events-2025.html';
  const list = ['Goonhilly Open Day', 'Coverack Food Festival', 'Christmas Lights Switch-On'];
  const hrs = (h) => (h === 2.5 ? '2½ hrs' : `${h} hrs`);
  const rows = list.map((n) => {
    const e = EV[n];
    eventFacts(e, file, { date: fmtDate(e.date, 'short'), venue: e.venue, town: e.town, hours: hrs(e.hours), presenters: e.presenters.join(' &amp; ') });
    return `    <tr><td>${esc(e.name)}</td><td>${fmtDate(e.date, 'short')}</td><td>${esc(e.venue)}</td><td>${esc(e.town)}</td><td>${hrs(e.hours)}</td><td>${e.presenters.map(esc).join(' &amp; ')}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Where to find us — events 2025 | Gwynn FM</title></head>
<body>
<h1>Where to find us in 2025</h1>
<p>Come and say hello at the Gwynn FM gazebo. Broadcast hours are approximate.</p>
<table>
  <thead><tr><th>Event</th><th>Date</th><th>Venue</th><th>Town</th><th>On air</th><th>With</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}

{
  const file = 'partenaire-radio-bae/courriel-fete-du-port.eml';
  const e = EV['Fête du Port de Douarnenez'];
  eventFacts(e, file, { date: 'samedi 26 juillet 2025', venue: 'quai de Port-Rhu', town: 'Douarnenez', hours: 'de 14h à 18h', presenters: 'Nolwenn Le Gall et Elowen Nance' });
  corpus.write(file, `From: Gaëlle Morvan <programmation@radiobae.example.fr>
To: Morwenna Tregear <manager@gwynnfm.example.org>
Date: Tue, 25 Mar 2025 10:41:09 +0100
Subject: Fête du Port de Douarnenez — direct commun / joint OB

Bonjour Morwenna,

Bonne nouvelle : la mairie confirme notre direct commun pour la Fête du Port de Douarnenez, le samedi 26 juillet 2025.
Nous serons en direct du quai de Port-Rhu de 14h à 18h, soit quatre heures d'antenne partagées entre Radio Bae et
Gwynn FM. À l'antenne : Nolwenn Le Gall et Elowen Nance (en français et en anglais, un peu de cornique et de breton).

Nous fournissons la régie et le codec ; merci d'apporter vos micros.

(In short: joint OB confirmed for Saturday 26 July, 2pm–6pm, Nolwenn and Elowen presenting.)

Amitiés,
Gaëlle
Radio Bae — Douarnenez
`);
}

// ================================================================== (f) equipment
{
  const file = 'tech/asset-register.csv';
  const list = ['Sonifex S2 Broadcast Mixer', 'Allen & Heath XB-14-2', 'Rode Procaster', 'Shure SM7B', 'Electro-Voice RE20', 'Beyerdynamic DT 770 Pro', 'Orban Optimod 5500i', 'Zoom H6'];
  const rows = list.map((n) => {
    const e = EQ[n];
    kitFacts(e, file, { tag: e.tag, cat: e.cat, loc: e.loc, price: e.price.toFixed(2), year: String(e.year) });
    return [e.tag, n, e.cat, e.loc, e.year, e.price.toFixed(2), L(e.year, ['', 'PAT tested 01/2025', 'spare capsule in drawer', ''])];
  });
  corpus.write(file, delimited(['Asset tag', 'Item', 'Category', 'Location', 'Purchased', 'Cost (£)', 'Notes'], rows));
}

{
  const file = 'tech/carn-gwynn-transmitter-site.html';
  const pw = { 'Elenos ETG300': '300 W', 'DB Broadcast Mozart Next 100': '0.1 kW', 'RVR PTX30': '30 watts' };
  const ROLE = { 'Elenos ETG300': 'Main FM transmitter, 104.2 MHz', 'DB Broadcast Mozart Next 100': 'Reserve (standby) transmitter', 'RVR PTX30': 'Fill-in relay for Coverack, 104.9 MHz' };
  const sections = ['Elenos ETG300', 'DB Broadcast Mozart Next 100', 'RVR PTX30'].map((n) => {
    const e = EQ[n];
    const price = `£${group(e.price)}`;
    kitFacts(e, file, { tag: e.tag, cat: 'transmitter', loc: e.loc, price, year: `<span class="value">${e.year}</span>`, power: pw[n] });
    return { heading: n, rows: [['Role', ROLE[n]], ['Asset tag', e.tag], ['Output power', pw[n]], ['Location', e.loc], ['Bought', String(e.year)], ['Price paid', price]] };
  });
  corpus.write(file, htmlInfoboxPage({
    title: 'Carn Gwynn transmitter site',
    sections,
    lead: ['The Carn Gwynn mast carries our main and reserve FM transmitters; the small relay at Coverack fills in the valley. Our Ofcom licence allows 300 W ERP from Carn Gwynn.',
      'Access by key from the farm; always tell the duty manager before a site visit.'],
    footer: 'Transmitter fault line: 07700 900417 (Rob Trathen or Steve Curnow).',
  }));
}

{
  const file = 'tech/ob-kit.md';
  const list = ['Comrex Access NX', 'Rode NT-USB Mini', 'Sennheiser MD 421 II', 'Mackie ProFX10v3'];
  const out = ['# OB kit (outside-broadcast box)', '', 'Everything lives in the grey flight cases in the store room. Sign kit out on the sheet on the door.', ''];
  list.forEach((n) => {
    const e = EQ[n];
    const price = `£${group(e.price)} (ex VAT)`;
    kitFacts(e, file, { tag: `Tag: ${e.tag}`, cat: `Type: ${e.cat.toLowerCase()}`, loc: 'OB kit', price, year: `Bought: ${e.year}` });
    out.push(`## ${n}`, '', `- Type: ${e.cat.toLowerCase()}`, `- Tag: ${e.tag}`, `- Bought: ${e.year}`, `- Cost: ${price}`, '');
  });
  corpus.write(file, out.join('\n'));
}

// ================================================================== e-mails and minutes (facts only in sentences)
{
  const file = 'email/2025-02-25-new-codec.eml';
  const e = EQ['Tieline ViA'];
  kitFacts(e, file, { tag: e.tag, cat: 'codec', loc: 'OB kit', price: '£3,600', year: '' });
  corpus.write(file, `From: Rob Trathen <tech@gwynnfm.example.org>
To: Morwenna Tregear <manager@gwynnfm.example.org>
Date: Tue, 25 Feb 2025 21:14:55 +0000
Subject: New codec for the OB kit

Hi Morwenna,

The Tieline ViA arrived today. It's a proper portable IP codec, so we can finally do two OBs on the same
weekend — the Comrex stays as the second unit. With the bag and the spare battery it came to £3,600 all in, which is
under what the committee agreed. I've tagged it ${e.tag} and it now lives in the OB kit with the rest of the gear.

I'll run a training session on it before Flora Day.

Rob
`);
}

{
  const file = 'email/2025-03-11-new-releases.eml';
  const [a, b, c] = releasesMail.map((n) => TR[n]);
  trackFacts(a, file, { dur: 'just under four minutes (3:58)', year: 'out this year', local: "they're from Newlyn, so it counts as local", cart: a.cart });
  trackFacts(b, file, { dur: 'four minutes and two seconds', year: 'released in January 2025', local: 'a Truro choir', cart: b.cart });
  trackFacts(c, file, { dur: 'three and a half minutes', year: 'brand new (2025)', local: 'not a local act', cart: c.cart });
  corpus.write(file, `From: Demelza Rowe <music@gwynnfm.example.org>
To: presenters@gwynnfm.example.org
Date: Tue, 11 Mar 2025 09:02:31 +0000
Subject: New releases added to the library this week

Morning all,

Three new tracks are in the playout system from today:

'${a.title}' by ${a.artist} runs just under four minutes (3:58) and came out this year — they're from Newlyn, so it counts as local.
It's on cart ${a.cart}, PRS code ${a.prs}.

'${b.title}' is the new one from ${b.artist}, a Truro choir singing in Cornish; it was released in January 2025 and lasts
four minutes and two seconds. Cart ${b.cart}, PRS ${b.prs}. Perfect for Taves an Mor and for Sunday evenings.

'${c.title}' by ${c.artist} is brand new (2025) and runs three and a half minutes — not a local act, but great for
drivetime. Cart ${c.cart}, PRS ${c.prs}.

Dem
`);
}

{
  const file = 'email/2025-03-03-welcome-new-volunteers.eml';
  const t = P['Tamsin Hocking'];
  const b = P['Ben Chegwidden'];
  personFacts(t, file, { vol: t.vol, onair: '"Tams"', role: 'presenting', joined: 'January 2025', training: 'safeguarding and studio desk training', shows: 'The Afternoon Tide', town: 'here in Porthgwynn' });
  personFacts(b, file, { vol: b.vol, role: 'producer', joined: 'this February', training: 'the playout system course', town: 'Mullion' });
  corpus.write(file, `From: Morwenna Tregear <manager@gwynnfm.example.org>
To: all-volunteers@gwynnfm.example.org
Date: Mon, 3 Mar 2025 08:47:12 +0000
Subject: Welcome to two new volunteers

Hello everyone,

Please give a warm welcome to Tamsin Hocking (volunteer no. ${t.vol}), who joined us in January 2025 and has already
finished her safeguarding and studio desk training. She is presenting on The Afternoon Tide with Gareth and will be on
air as "Tams". Tamsin lives here in Porthgwynn, so you'll see her around the harbour.

Ben Chegwidden (${b.vol}) came on board this February as a producer. So far he has done the playout system course; studio
desk training is booked for April. Ben lives in Mullion and will mostly help with the weekend pre-records.

Thanks,
Morwenna
Station manager, Gwynn FM 104.2
`);
}

{
  const file = 'email/2025-03-20-radiothon-and-new-sponsor.eml';
  const e = EV['Charity Radiothon'];
  const a = AD['Lizard Lobster Co.'];
  eventFacts(e, file, { date: 'Saturday 12 April', venue: 'from the Gwynn FM studios', town: 'Porthgwynn', hours: '8am until 8pm', presenters: 'Jory Pascoe and Kerensa Hosken' });
  adFacts(a, file, { kind: 'sponsor', sector: 'seafood', town: 'Porthgwynn', pkg: 'sponsoring Fishing News', spots: 'five sponsor credits a week', fee: '£150 a month', end: 'the end of August 2025' });
  corpus.write(file, `From: Morwenna Tregear <manager@gwynnfm.example.org>
To: committee@gwynnfm.example.org
Date: Thu, 20 Mar 2025 17:30:02 +0000
Subject: Radiothon plan + a new sponsor

Dear all,

The Charity Radiothon is fixed for Saturday 12 April 2025. We'll broadcast live from the Gwynn FM studios in
Porthgwynn from 8am until 8pm — twelve hours straight — with Jory Pascoe and Kerensa Hosken on air and me (Morwenna
Tregear) covering the gaps. All money raised goes to the lifeboat and the food bank.

Good news on sponsorship too: Lizard Lobster Co., the seafood people on the quay in Porthgwynn, are sponsoring Fishing News
from 1 April. They pay £150 a month for five sponsor credits a week, and the deal runs to the end of August 2025.

Best wishes,
Morwenna
`);
}

{
  const file = 'committee/minutes-2025-02-18.md';
  const lc = P['Lowena Carne'];
  const ds = P['Derek Spargo'];
  const br = SH['Brass on the Breeze'];
  const ev = EV["St Piran's Day Live"];
  personFacts(lc, file, { role: 'Chair of trustees', joined: 'since she joined in 2012', training: 'safeguarding refresher' });
  personFacts(ds, file, { role: 'treasurer', joined: 'came on board in 2016', training: '' });
  showFacts(br, file, { genre: 'brass band', days: 'Monday evenings', start: '8pm', len: 'ninety minutes', presenters: 'Harry Jewell', live: 'live', language: '' });
  eventFacts(ev, file, { date: 'Wednesday 5 March', venue: 'Porthgwynn Methodist Hall', town: 'Porthgwynn', hours: 'from 11am to 2pm', presenters: 'Hedra Jenkin and Peder Angove' });
  corpus.write(file, `# Gwynn FM management committee — minutes, 18 February 2025

Present: Lowena Carne (chair), Derek Spargo (treasurer), Morwenna Tregear (station manager), Sue Bolitho, Rob Trathen.
Apologies: Anna Kemp.

1. Chair's report. Lowena Carne, Chair of trustees since she joined in 2012, reported that she has completed her
   safeguarding refresher. The Ofcom annual return is due on 31 March.

2. Finance. Derek Spargo, who came on board in 2016 and has been treasurer since, presented the accounts to January.
   Advertising income is ahead of budget. Derek has not yet done any of the station's training courses and agreed to
   book the safeguarding session.

3. Schedule. The committee approved a new programme, Brass on the Breeze: a brass band show on Monday evenings at 8pm,
   ninety minutes long, presented live by Harry Jewell. First programme on 7 April 2025.

4. Events. St Piran's Day Live will be broadcast on Wednesday 5 March from the Porthgwynn Methodist Hall,
   from 11am to 2pm, presented by Hedra Jenkin and Peder Angove, partly in Cornish.

5. Equipment. Rob reported the new OB codec has been ordered (see his e-mail). The reserve transmitter needs a service.

6. AOB. None. Next meeting 15 April 2025.
`);
}

// volunteer hours: a WIDE table, one column per month of 2024
{
  const file = 'volunteers/volunteer-hours-2024.csv';
  const MON = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  const who = people.filter((p) => p.vol && p.joined <= 2024);
  const START = { 'Grace Teague': 9 };
  const rows = who.map((p) => {
    const base = p.role === 'Station manager' ? 0 : r.int(8, 34);
    const ms = MON.map((_, i) => (START[p.name] && i + 1 < START[p.name] ? null : p.role === 'Station manager' ? null : Math.max(2, Math.round(base * r.float(0.6, 1.4)))));
    if (p.role === 'Station manager') return null;
    ms.forEach((v, i) => corpus.also(p.name, 'person', `hours_2024_${MON[i]}`, v, 'h', v == null ? '' : String(v), file));
    corpus.also(p.name, 'person', 'hours_2024', ms.reduce((a, b) => a + (b ?? 0), 0), 'h', '', file);
    return [p.name, ...ms.map((v) => (v == null ? '–' : v))];
  }).filter(Boolean);
  corpus.write(file, delimited(['Volunteer', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'], rows));
}

// ================================================================== background documents (no entity facts)
corpus.write('README.txt', `GWYNN FM 104.2 — SHARED DRIVE (community radio, Porthgwynn, Cornwall)
people/          presenter sheets, volunteer register, profiles
schedule/        SlotPlanner export (weekday programmes)
shows/           weekend and specialist programme sheets
website/         copies of web pages
taves-an-mor/    the Cornish-language programme (Kernewek)
partenaire-radio-bae/   our partner station in Douarnenez (mostly in French)
listeners/       listener panel figures
music/, playout/ A-list, local music, library export and as-run logs
sales/           advertisers, contracts and sponsorships
events/          outside broadcasts
tech/            equipment and transmitters
committee/, email/, volunteers/, finance/, station/
`);
corpus.write('station/ofcom-key-commitments.md', `# Key commitments (community radio licence CR000318)

- Service: Gwynn FM 104.2, serving Porthgwynn, Helston and the Lizard peninsula.
- Hours: 24 hours a day; at least 75 hours a week of original output.
- Local speech: at least 10 hours a week, of which at least 1 hour in Cornish.
- Music: a mix of genres, with at least 20 % of tracks by Cornish artists in daytime.
- Volunteers: at least 40 active volunteers; training offered to every volunteer.
- Commercial income: on-air advertising and sponsorship capped at 50 % of annual income.
`);
corpus.write('finance/budget-2025.csv', delimited(['Line', 'Budget 2025 (£)', 'Actual 2024 (£)'], [
  ['Advertising and sponsorship', '38,500', '35,210'], ['Grants', '22,000', '24,750'], ['Donations and radiothon', '9,000', '8,430'],
  ['Licence and PRS/PPL', '-6,900', '-6,640'], ['Studio rent', '-9,600', '-9,600'], ['Transmitter site rent and power', '-4,800', '-4,350'],
  ['Salaries (1.6 FTE)', '-41,000', '-39,800'], ['Equipment', '-6,000', '-7,920'],
]));
corpus.write('station/studio-rules.md', `# Studio rules

1. No drinks on the desk in Studio A. Lids on in Studio B.
2. Log in to the playout system with your own volunteer number; never share passwords.
3. Leave the studio for the next presenter five minutes before the hour.
4. Obscenity delay on for all phone-ins (10 seconds).
5. Report any fault in the tech log; the out-of-hours fault line is on the transmitter page.
`);
corpus.write('station/news-style-guide.md', `# News style guide (short version)

- Bulletins on the hour, 07:00–18:00 weekdays, 2 minutes 30 seconds including the weather.
- Two sources for every story; name the source on air.
- Cornish place names: use the English name first, the Cornish name in brackets once (Penzance / Pennsans).
- Never read out the names of people under 18.
`);
corpus.write('station/training-courses.md', `# Training courses offered

| Course | Length | Who runs it |
|---|---|---|
| Studio desk | 2 × 3 hours | tech team |
| Playout system | 2 hours | tech team |
| Ofcom compliance | half a day | station manager |
| Safeguarding | 3 hours (refresher every 3 years) | external trainer |
| Editorial and news | 1 day | news editor |
| OB rigging | 1 day | tech team |
| First aid | 1 day | St John Ambulance |
`);
corpus.write('taves-an-mor/gerva-glossary.md', `# Gerva — glossary for the Cornish programme

| Kernewek | English |
|---|---|
| Dy' Lun | Monday |
| Dy' Sadorn | Saturday |
| Dy' Sul | Sunday |
| our | hour |
| yn fyw | live |
| goslowysi | listeners |
| towlen | programme |
| Pennsans | Penzance |
| Kammbronn | Camborne |
`);
corpus.write('partenaire-radio-bae/convention-de-partenariat.md', `# Convention de partenariat Radio Bae – Gwynn FM (extrait)

Article 1. Les deux radios associatives échangent chaque semaine deux émissions préenregistrées.
Article 2. Chaque radio diffuse les émissions de l'autre sans publicité à l'intérieur de l'émission.
Article 3. Un direct commun est organisé chaque été, en alternance à Douarnenez et en Cornouailles britannique.
Article 4. La convention est conclue pour trois ans à compter du 1er janvier 2024.
`);
corpus.write('committee/minutes-2024-11-19.md', `# Management committee — minutes, 19 November 2024 (summary)

1. The annual listener panel will be repeated in 2025 with 212 households.
2. The committee agreed to replace the OB codec in the new year (budget £4,000).
3. The Christmas schedule runs from 23 December to 2 January with pre-recorded specials after 8pm.
4. Rent review for the studio: no increase until 2026.
`);

// plays per track from the as-run logs (facts of the track stated in a second file, counted, stated nowhere)
for (const t of tracks) {
  const pl = played.get(t.title);
  corpus.also(t.title, 'track', 'plays_logged', pl ? pl.n : 0, '', '', pl ? pl.file : LOGS[0].file);
  corpus.also(t.title, 'track', 'played_in', pl ? pl.shows : [], 'list', '', pl ? pl.file : LOGS[0].file);
}

const stats = corpus.flush(source);
console.log(`radio: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
