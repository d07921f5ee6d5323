#!/usr/bin/env node
// Festival corpus (held-out): the programme team's shared drive of a mid-sized film festival, the "Kaltenbrück
// International Film Festival" (KIFF, 14–24 May 2025) — 45 films, 14 directors, 6 screening venues, 9 production
// countries, a screening schedule, and a few background documents.
//   node bench/corpora/festival/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "festival-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Its shape differs from the earlier generated domains: besides film pages and exports in the usual layouts there is
// (a) a SCHEDULE table (programme/screening-schedule.md) with one row per screening — a film appears on several rows
//     with different dates, times and venues; no film attribute other than its title is on it. It states again what
//     the film's own record states (number of screenings, date, time and venue of the first screening), consistently,
//     and records no facts of its own (every entity is in exactly one file);
// (b) a TRANSPOSED table for the Shorts section (programme/shorts.html: films as columns, attributes as rows);
// (c) director pages in prose only (no key: value lines): birth year or date, nationality (the country the bio names),
//     number of feature films (often as a number word), film school, and the pronoun used;
// plus a press release and other background documents with numbers that belong to no entity.
//
// Canonical units of source.csv: runtime in minutes ("1h 52m", "1:52", "112'" hold 112); age rating as the minimum
// age in years ("12+", "FSK 12", "ab 12" hold 12; "PG-13" holds 13; "FSK 0" / "All ages" hold 0); audience score
// on the 10-point scale ("4.05 out of 5" holds 8.1, "81 %" holds 8.1); budget in the currency the page states (EUR,
// USD, PLN, JPY, KRW or CAD; never converted; "1.2 million euros" holds 1,200,000); screen width in metres ("46 ft"
// holds 46 × 0.3048); first screening as an ISO date plus a 24-hour time "HH:MM" ("7.30 pm" holds 19:30);
// population as a plain number ("83.2 million" holds 83,200,000); years as numbers.
// Links: film → director (→ birth year, nationality → country, features, film school, gender), film → production
// country (→ continent, population, official languages), film → venue of its first screening (→ seats, district,
// wheelchair access, screen width, opened, ticket price). Film pages state none of the linked facts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Corpus,
  delimited,
  esc,
  fmtDate,
  group,
  htmlDlPage,
  htmlInfoboxPage,
  htmlTablePage,
  mdBulletsNote,
  mdYamlTableNote,
  rng,
  slug,
  targets,
  txtProfile,
} from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('festival-v1');

const FEST = 'Kaltenbrück International Film Festival';
const FT_M = 0.3048;

// ------------------------------------------------------------------ countries [name, continent, population, languages, currency, de name]
const COUNTRIES = [
  ['France', 'Europe', 68_200_000, ['French'], 'EUR', 'Frankreich'],
  ['Germany', 'Europe', 83_200_000, ['German'], 'EUR', 'Deutschland'],
  ['Italy', 'Europe', 58_900_000, ['Italian'], 'EUR', 'Italien'],
  ['Poland', 'Europe', 37_600_000, ['Polish'], 'PLN', 'Polen'],
  ['Japan', 'Asia', 124_500_000, ['Japanese'], 'JPY', 'Japan'],
  ['South Korea', 'Asia', 51_700_000, ['Korean'], 'KRW', 'Südkorea'],
  ['Argentina', 'South America', 46_100_000, ['Spanish'], 'USD', 'Argentinien'],
  ['Nigeria', 'Africa', 223_800_000, ['English'], 'USD', 'Nigeria'],
  ['Canada', 'North America', 40_100_000, ['English', 'French'], 'CAD', 'Kanada'],
].map(([name, continent, population, languages, currency, de]) => ({ name, continent, population, languages, currency, de }));
const C = Object.fromEntries(COUNTRIES.map((c) => [c.name, c]));
const LANG_OF = { France: 'French', Germany: 'German', Italy: 'Italian', Poland: 'Polish', Japan: 'Japanese', 'South Korea': 'Korean', Argentina: 'Spanish', Nigeria: 'Yoruba', Canada: 'English' };
const LANG_DE = { French: 'Französisch', German: 'Deutsch', Italian: 'Italienisch', Polish: 'Polnisch', Japanese: 'Japanisch', Korean: 'Koreanisch', Spanish: 'Spanisch', Yoruba: 'Yoruba', English: 'Englisch' };

// ------------------------------------------------------------------ venues
const VENUES = [
  { name: 'Kino Aurora', seats: 420, district: 'Altstadt', wheelchair: true, widthM: 14.2, ft: false, opened: 1928, price: 11.5 },
  { name: 'Filmpalast am Ring', seats: 860, district: 'Ringviertel', wheelchair: true, widthM: 22, ft: false, opened: 1957, price: 13 },
  { name: 'Studio 7', seats: 96, district: 'Hafenviertel', wheelchair: false, widthM: 6.5, ft: false, opened: 1984, price: 9 },
  { name: 'Lichtspielhaus Nord', seats: 240, district: 'Nordstadt', wheelchair: true, ft: 38, opened: 1936, price: 10 },
  { name: 'Kinemathek im Zeughaus', seats: 180, district: 'Altstadt', wheelchair: false, ft: 27, opened: 1972, price: 8 },
  { name: 'Open-Air Schlosshof', seats: 1200, district: 'Schlossberg', wheelchair: true, widthM: 18, ft: false, opened: 2004, price: 14 },
].map((v) => ({ ...v, width: v.ft ? v.ft * FT_M : v.widthM }));
const V = Object.fromEntries(VENUES.map((v) => [v.name, v]));

// ------------------------------------------------------------------ directors [name, gender, born (ISO or year), country, birthplace, features, school]
const DIRECTORS = [
  ['Claire Vasseur', 'f', '1975-03-12', 'France', 'Lyon', 7, 'La Fémis'],
  ['Julien Morel', 'm', 1983, 'France', 'Rennes', 3, 'École Louis-Lumière'],
  ['Anke Brandt', 'f', 1969, 'Germany', 'Leipzig', 9, 'dffb Berlin'],
  ['Tobias Kern', 'm', '1988-07-02', 'Germany', 'Kassel', 2, 'Filmakademie Baden-Württemberg'],
  ['Lucia Ferraro', 'f', 1979, 'Italy', 'Bari', 5, 'Centro Sperimentale di Cinematografia'],
  ['Henryk Zawadzki', 'm', '1938-11-23', 'Poland', 'Kraków', 21, 'Łódź Film School'],
  ['Marta Sikora', 'f', 1991, 'Poland', 'Gdańsk', 2, 'Łódź Film School'],
  ['Kenji Arakawa', 'm', 1944, 'Japan', 'Osaka', 16, 'Nihon University College of Art'],
  ['Aya Nishimura', 'f', '1986-01-30', 'Japan', 'Sendai', 3, 'Tokyo University of the Arts'],
  ['Park Ji-won', 'f', 1981, 'South Korea', 'Busan', 4, 'Korea National University of Arts'],
  ['Lee Sung-min', 'm', '1977-09-05', 'South Korea', 'Daegu', 6, 'Korean Academy of Film Arts'],
  ['Mateo Ibarra', 'm', 1985, 'Argentina', 'Rosario', 4, 'Universidad del Cine'],
  ['Funmi Adeyemi', 'f', '1990-06-18', 'Nigeria', 'Lagos', 2, 'none (self-taught)'],
  ['Will Harper', 'm', 1972, 'Canada', 'Winnipeg', 8, 'Vancouver Film School'],
].map(([name, g, born, country, city, features, school]) => ({ name, female: g === 'f', born: String(born), birthYear: Number(String(born).slice(0, 4)), country, city, features, school }));
const D = Object.fromEntries(DIRECTORS.map((d) => [d.name, d]));

// ------------------------------------------------------------------ films
// [title, director, section, country (if not the director's), language (if not the country's)]
const FILMS = [
  ['Saltwater', 'Claire Vasseur', 'Competition'],
  ['Ember', 'Tobias Kern', 'Competition'],
  ['The Quiet Hours', 'Will Harper', 'Competition'],
  ['Nocturne: A City Symphony', 'Anke Brandt', 'Documentary'],
  ["Mother's Tongue", 'Funmi Adeyemi', 'Competition'],
  ['318', 'Lee Sung-min', 'Competition'],
  ['Glass Orchard', 'Lucia Ferraro', 'Competition'],
  ['Winter Crossing', 'Marta Sikora', 'Competition'],
  ['Kestrel', 'Julien Morel', 'Competition'],
  ["The Ferryman's Daughter", 'Park Ji-won', 'Competition'],
  ['Paper Moons', 'Aya Nishimura', 'Competition'],
  ['Dust & Honey', 'Mateo Ibarra', 'Competition'],
  ['Borderland: Part One', 'Anke Brandt', 'Competition', 'Poland', 'German'],
  ['Hinterland', 'Will Harper', 'Panorama'],
  ['Still Water', 'Claire Vasseur', 'Panorama', 'Canada'],
  ['The Cartographer', 'Julien Morel', 'Panorama'],
  ['Marigold', 'Funmi Adeyemi', 'Panorama', null, 'English'],
  ['Night Bus', 'Lee Sung-min', 'Panorama'],
  ['Static', 'Tobias Kern', 'Panorama'],
  ['Tidelines', 'Park Ji-won', 'Panorama', 'Japan', 'Korean'],
  ['Second Skin', 'Lucia Ferraro', 'Panorama', 'France', 'Italian'],
  ['Red Meridian', 'Mateo Ibarra', 'Panorama'],
  ['Sparrow', 'Aya Nishimura', 'Panorama'],
  ['Under the Viaduct', 'Anke Brandt', 'Panorama'],
  ["Her Brother's Keeper", 'Will Harper', 'Panorama'],
  ['Cold Harbour', 'Claire Vasseur', 'Documentary'],
  ['Lanterns', 'Aya Nishimura', 'Documentary'],
  ['Monsoon Letters', 'Park Ji-won', 'Documentary'],
  ['Threadbare', 'Funmi Adeyemi', 'Documentary', null, 'English'],
  ['Iron Bloom', 'Marta Sikora', 'Documentary', 'Germany'],
  ['The Salt Road', 'Mateo Ibarra', 'Documentary'],
  ['Rooftops', 'Julien Morel', 'Documentary'],
  ['Midnight Market', 'Lee Sung-min', 'Documentary'],
  ['Half Light', 'Tobias Kern', 'Shorts'],
  ['Foxhole', 'Marta Sikora', 'Shorts'],
  ['Echo Chamber', 'Lucia Ferraro', 'Shorts'],
  ['Blue Hour', 'Funmi Adeyemi', 'Shorts', null, 'English'],
  ['Stray', 'Mateo Ibarra', 'Shorts'],
  ['The Weight of Snow', 'Henryk Zawadzki', 'Retrospective'],
  ['Driftwood', 'Henryk Zawadzki', 'Retrospective'],
  ['Ash Wednesday', 'Henryk Zawadzki', 'Retrospective'],
  ['Lighthouse Keepers', 'Kenji Arakawa', 'Retrospective'],
  ['The Last Projectionist', 'Kenji Arakawa', 'Retrospective'],
  ['Die stille Grenze', 'Anke Brandt', 'Retrospective'],
  ['La Dernière Vague', 'Claire Vasseur', 'Retrospective'],
];
const GENRES = {
  Competition: ['Drama', 'Drama', 'Drama', 'Thriller', 'Comedy', 'Romance', 'Science fiction'],
  Panorama: ['Drama', 'Comedy', 'Thriller', 'Horror', 'Animation', 'Romance', 'Drama'],
  Documentary: ['Documentary'],
  Shorts: ['Drama', 'Animation', 'Comedy', 'Documentary'],
  Retrospective: ['Drama', 'Drama', 'Comedy', 'Thriller'],
};
const AWARDS = ['Golden Linden', 'Jury Prize', 'Audience Award', 'Best Director', 'FIPRESCI Prize', 'Best Actress', 'Best Actor', 'Special Mention', 'Best Short Film', 'Best Documentary'];
const DAYS = Array.from({ length: 11 }, (_, i) => `2025-05-${String(14 + i).padStart(2, '0')}`);
const SLOTS = ['11:00', '14:30', '17:00', '19:30', '20:00', '21:45', '22:30'];
const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const dow = (iso) => WEEKDAY[new Date(`${iso}T12:00:00Z`).getUTCDay()];

function budgetFor(cur, section, year) {
  const short = section === 'Shorts';
  const old = year < 2000;
  if (cur === 'EUR') return short ? r.int(1, 6) * 25_000 : old ? r.int(3, 12) * 100_000 : r.pick([r.int(6, 19) * 50_000, r.int(10, 65) * 100_000]);
  if (cur === 'USD') return short ? r.int(1, 4) * 25_000 : r.pick([r.int(4, 19) * 50_000, r.int(10, 32) * 100_000]);
  if (cur === 'PLN') return short ? r.int(2, 8) * 50_000 : r.int(20, 140) * 100_000;
  if (cur === 'JPY') return short ? r.int(2, 9) * 1_000_000 : r.int(6, 45) * 10_000_000;
  if (cur === 'KRW') return short ? r.int(5, 30) * 10_000_000 : r.int(8, 60) * 100_000_000;
  return short ? r.int(2, 6) * 25_000 : r.int(10, 80) * 100_000; // CAD
}

const films = [];
{
  const awardPool = r.shuffle(AWARDS);
  FILMS.forEach(([title, director, section, countryOver, langOver], i) => {
    const d = D[director];
    const country = C[countryOver ?? d.country];
    const retro = section === 'Retrospective';
    const year = retro ? r.int(1962, 1994) : r.pick([2024, 2024, 2025, 2025, 2025, 2023]);
    const runtime = section === 'Shorts' ? r.int(7, 29) : r.int(78, 158);
    const language = langOver ?? LANG_OF[country.name === d.country ? d.country : country.name === 'Canada' ? 'Canada' : d.country];
    const genre = r.pick(GENRES[section]);
    const age = section === 'Shorts' ? r.pick([0, 6, 12]) : r.pick([0, 6, 12, 12, 16, 16, 18]);
    const subs = language === 'English' ? false : r.chance(0.82);
    const premiere = retro ? false : section === 'Competition' ? r.chance(0.7) : r.chance(0.35);
    const colour = retro ? r.chance(0.35) : r.chance(0.93);
    const budget = budgetFor(country.currency, section, year);
    const screenings = retro ? r.int(1, 2) : section === 'Shorts' ? r.int(2, 3) : r.int(1, 4);
    const score10 = Math.round(r.float(5.4, 9.2) * 10) / 10;
    films.push({ i, title, director: d, section, country, year, runtime, language, genre, age, subs, premiere, colour, budget, cur: country.currency, screenings, score10, awards: [] });
  });
  // awards: a few films win one or two
  const winners = r.sample(films.filter((f) => f.section !== 'Retrospective'), 12);
  winners.forEach((f, j) => {
    f.awards.push(j < AWARDS.length ? AWARDS[j] : r.pick(['Special Mention', 'Audience Award']));
    if (j % 4 === 1) f.awards.push('Special Mention' === f.awards[0] ? 'Jury Prize' : 'Special Mention');
  });
  // the short with Best Short Film / doc with Best Documentary must make sense
  for (const f of films) {
    f.awards = f.awards.map((a) => (a === 'Best Short Film' && f.section !== 'Shorts' ? 'Jury Prize' : a === 'Best Documentary' && f.section !== 'Documentary' ? 'Audience Award' : /^Best Act/.test(a) && f.genre === 'Documentary' ? 'Audience Award' : a));
    f.awards = [...new Set(f.awards)];
  }
  const shortsWinner = films.find((f) => f.section === 'Shorts' && !f.awards.length);
  shortsWinner.awards.push('Best Short Film');
  const docWinner = films.find((f) => f.section === 'Documentary' && !f.awards.length);
  docWinner.awards.push('Best Documentary');
  void awardPool;
}
// Canadian films carry a North-American certificate: "PG-13" holds 13
for (const f of films) if (f.country.name === 'Canada' && f.age === 12) f.age = 13;

// ------------------------------------------------------------------ the schedule (one row per screening)
const schedule = [];
{
  const used = new Set();
  for (const f of films) {
    const firstDay = f.section === 'Retrospective' ? r.int(1, 8) : r.int(0, 6);
    const rows = [];
    let day = firstDay;
    for (let s = 0; s < f.screenings; s++) {
      if (s > 0) day += r.int(1, 3);
      if (day >= DAYS.length) break;
      let venue;
      let time;
      for (let tries = 0; ; tries++) {
        venue = f.section === 'Retrospective' && r.chance(0.7) ? 'Kinemathek im Zeughaus' : f.section === 'Shorts' && r.chance(0.5) ? 'Studio 7' : r.pick(VENUES).name;
        time = venue === 'Open-Air Schlosshof' ? r.pick(['21:45', '22:30']) : r.pick(SLOTS);
        if (!used.has(`${DAYS[day]} ${time} ${venue}`) || tries > 50) break;
      }
      used.add(`${DAYS[day]} ${time} ${venue}`);
      rows.push({ film: f, date: DAYS[day], time, venue });
    }
    f.screenings = rows.length;
    f.first = rows[0];
    schedule.push(...rows);
  }
  schedule.sort((a, b) => (a.date + a.time + a.venue < b.date + b.time + b.venue ? -1 : 1));
}

// ------------------------------------------------------------------ how a page states each value
const comma = (s) => String(s).replace('.', ',');
const dotted = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
function runtimeText(f, k) {
  const m = f.runtime;
  const h = Math.floor(m / 60);
  const mm = String(m % 60).padStart(2, '0');
  if (m < 60) return [`${m} min`, `${m}'`, `${m} minutes`][k % 3];
  return [`${m} min`, `${h}h ${mm}m`, `${h}:${mm}`, `${m}'`, `${m} minutes`][k % 5];
}
function ageText(f, k) {
  if (f.country.name === 'Canada' && f.age === 13) return 'PG-13';
  if (f.age === 0) return ['All ages', 'FSK 0', '0+'][k % 3];
  return [`${f.age}+`, `FSK ${f.age}`, `${f.age}+`, `ages ${f.age} and up`][k % 4];
}
function millions(n) {
  const m = n / 1_000_000;
  return Number.isInteger(m) ? String(m) : String(Math.round(m * 100) / 100);
}
function budgetText(f, k) {
  const b = f.budget;
  const big = b >= 1_000_000;
  switch (f.cur) {
    case 'EUR':
      return big ? [`€${group(b)}`, `${millions(b)} million euros`, `€${millions(b)}M`, `EUR ${group(b)}`][k % 4] : [`€${group(b)}`, `EUR ${b / 1000}k`, `${group(b)} euros`][k % 3];
    case 'USD':
      return big ? [`$${millions(b)}M`, `US$${group(b)}`, `${millions(b)} million dollars`][k % 3] : [`$${group(b)}`, `USD ${b / 1000}k`][k % 2];
    case 'PLN':
      return big ? [`PLN ${group(b)}`, `${millions(b)} million złoty`, `PLN ${millions(b)}M`][k % 3] : `PLN ${group(b)}`;
    case 'JPY':
      return [`¥${b / 1_000_000} million`, `JPY ${group(b)}`][k % 2];
    case 'KRW':
      return b >= 1_000_000_000 ? [`₩${b / 1_000_000_000} billion`, `KRW ${group(b)}`][k % 2] : `KRW ${group(b)}`;
    default:
      return big ? [`CA$${millions(b)}M`, `CAD ${group(b)}`][k % 2] : `CAD ${group(b)}`;
  }
}
function scoreText(f, k) {
  const s = f.score10;
  return [`${s.toFixed(1)}/10`, `${(s / 2).toFixed(2).replace(/0$/, '')} out of 5`, `${Math.round(s * 10)} %`, `${s.toFixed(1)} out of 10`][k % 4];
}
function dateText(iso, k) {
  const d = Number(iso.slice(8));
  return [fmtDate(iso, 'long'), `${dow(iso)} ${d} May`, fmtDate(iso, 'dotted'), fmtDate(iso, 'us'), iso, `${dow(iso)} ${d} May 2025`][k % 6];
}
function timeText(t, k) {
  const [h, m] = t.split(':').map(Number);
  const h12 = h > 12 ? h - 12 : h;
  const pm = h >= 12 ? 'pm' : 'am';
  return [t, `${h12}.${String(m).padStart(2, '0')} ${pm}`, t, `${h12}:${String(m).padStart(2, '0')} ${pm.toUpperCase()}`, `${h}h${String(m).padStart(2, '0')}`][k % 5];
}
const subsRow = (f, k) =>
  [
    ['English subtitles', f.subs ? 'Yes' : 'No'],
    ['Subtitled in English', f.subs ? '✓' : '✗'],
    ['No subtitles', f.subs ? 'No' : 'Yes'], // inverted
    ['Subtitles', f.subs ? 'English' : 'None'],
    ['English subtitles (Y/N)', f.subs ? 'Y' : 'N'],
  ][k % 5];
const premRow = (f, k) =>
  [
    ['World premiere', f.premiere ? 'Yes' : 'No'],
    ['Premiere status', f.premiere ? 'World premiere' : 'German premiere'],
    ['Previously screened elsewhere', f.premiere ? 'No' : 'Yes'], // inverted
    ['World premiere', f.premiere ? '✓' : '✗'],
  ][(k + 1) % 4];
const colourRow = (f, k) =>
  [
    ['Colour', f.colour ? 'Colour' : 'Black and white'],
    ['Black-and-white', f.colour ? 'No' : 'Yes'], // inverted
    ['Colour/B&W', f.colour ? 'Colour' : 'B&W'],
    ['In colour', f.colour ? 'Yes' : 'No'],
  ][(k + 2) % 4];
const listText = (xs, k, none = 'none') => (xs.length ? xs.join([', ', '; ', ' · '][k % 3]) : none);
const L = (k, xs) => xs[k % xs.length];

function pageStates(f, k) {
  return {
    runtime: runtimeText(f, k),
    age: ageText(f, k),
    budget: budgetText(f, k),
    score: scoreText(f, k),
    date: dateText(f.first.date, k),
    time: timeText(f.first.time, k),
    subs: subsRow(f, k)[1],
    premiere: premRow(f, k)[1],
    colour: colourRow(f, k)[1],
  };
}
function specRows(f, s, k) {
  return [
    [L(k, ['Title', 'Film', 'Original title']), f.title],
    [L(k, ['Director', 'Directed by', 'Director', 'Filmmaker']), f.director.name],
    [L(k, ['Country', 'Production country', 'Country of production']), f.country.name],
    [L(k, ['Year', 'Year of production', 'Production year', 'Year']), String(f.year)],
    [L(k, ['Runtime', 'Running time', 'Length', 'Duration']), s.runtime],
    [L(k, ['Language', 'Original language', 'Spoken language']), f.language],
    ['Genre', f.genre],
    [L(k, ['Section', 'Programme section', 'Strand']), f.section],
    [L(k, ['Age rating', 'Rating', 'Certificate', 'Age rating']), s.age],
    subsRow(f, k),
    premRow(f, k),
    [L(k, ['Budget', 'Production budget', 'Estimated budget']), s.budget],
    [L(k, ['Screenings', 'Number of screenings', 'Shows at the festival']), String(f.screenings)],
    [L(k, ['First screening', 'Opening screening', 'First show']), `${s.date}, ${s.time}`],
    [L(k, ['Venue (first screening)', 'Premiere venue', 'First screened at']), f.first.venue],
    [L(k, ['Awards', 'Prizes', 'Awards won']), listText(f.awards, k, L(k, ['none', '—', 'none yet']))],
    [L(k, ['Audience score', 'Audience rating', 'Public vote']), s.score],
    colourRow(f, k),
  ];
}
function filmProse(f, s, k) {
  const opts = [
    `${f.title} was directed by ${f.director.name} and completed in ${f.year}.`,
    `${f.title} runs ${s.runtime}.`,
    `${f.title} is shown ${f.screenings === 1 ? 'once' : `${f.screenings} times`} during the festival.`,
    `Audiences rated ${f.title} ${s.score}.`,
    `${f.title} opens at ${f.first.venue} on ${s.date}.`,
    `The film was made on a budget of ${s.budget}.`,
  ];
  return [opts[k % opts.length]];
}

// ------------------------------------------------------------------ facts
const corpus = new Corpus(dir);
function filmFacts(f, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(f.title, 'film', attr, value, unit, stated, file);
  F('director', f.director.name, '', f.director.name);
  F('country', f.country.name, '', s.country ?? f.country.name);
  F('year', f.year, 'year', String(f.year));
  F('runtime', f.runtime, 'min', s.runtime);
  F('language', f.language, '', s.language ?? f.language);
  F('genre', f.genre, '', s.genre ?? f.genre);
  F('section', f.section, '', s.section ?? f.section);
  F('age_rating', f.age, '', s.age);
  F('english_subtitles', f.subs, 'bool', s.subs ?? '');
  F('world_premiere', f.premiere, 'bool', s.premiere ?? '');
  F('budget', s.noBudget ? null : f.budget, f.cur, s.noBudget ? '' : s.budget);
  F('screenings', f.screenings, '', String(f.screenings));
  F('first_screening', f.first.date, 'date', s.date);
  F('first_screening_time', f.first.time, 'text', s.time);
  F('first_venue', f.first.venue, '', f.first.venue);
  F('awards', f.awards, 'list', f.awards[0] ?? '');
  F('audience_score', s.noScore ? null : f.score10, '', s.noScore ? '' : s.score);
  F('colour', f.colour, 'bool', s.colour ?? '');
}

// ------------------------------------------------------------------ layouts
const PAGE_LAYOUTS = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested'];
const EXPORTS = ['csv', 'tsv', 'semicolon', 'json_flat'];
const assign = new Map([...PAGE_LAYOUTS, ...EXPORTS, 'transposed'].map((x) => [x, []]));
const shorts = films.filter((f) => f.section === 'Shorts');
assign.get('transposed').push(...shorts);
const german = films.find((f) => f.title === 'Die stille Grenze');
const rest = r.shuffle(films.filter((f) => f.section !== 'Shorts' && f !== german));
// exports: competition catalogue (CSV), panorama (TSV), German export (semicolon), documentaries (JSON flat)
const pickOut = (pred, n) => {
  const got = rest.filter(pred).slice(0, n);
  got.forEach((g) => rest.splice(rest.indexOf(g), 1));
  return got;
};
assign.get('csv').push(...pickOut((f) => f.section === 'Competition', 4));
assign.get('tsv').push(...pickOut((f) => f.section === 'Panorama', 4));
assign.get('semicolon').push(...pickOut((f) => f.country.name === 'Germany' || f.director.country === 'Germany' || f.section === 'Retrospective', 4));
assign.get('json_flat').push(...pickOut((f) => f.section === 'Documentary', 4));
assign.get('md_bullets').push(german); // a German film page
rest.forEach((f, i) => assign.get(PAGE_LAYOUTS[i % PAGE_LAYOUTS.length]).push(f));
const filmFile = (f, ext) => `films/${slug(f.title) || 'film-' + f.title}.${ext}`;
let k = 0;

// German page rows for the German film
function germanRows(f, s) {
  return [
    ['Titel', f.title],
    ['Regie', f.director.name],
    ['Produktionsland', f.country.de],
    ['Produktionsjahr', String(f.year)],
    ['Laufzeit', s.runtime],
    ['Originalsprache', LANG_DE[f.language]],
    ['Genre', f.genre],
    ['Sektion', 'Retrospektive'],
    ['Altersfreigabe', s.age],
    ['Englische Untertitel', f.subs ? 'ja' : 'nein'],
    ['Weltpremiere', f.premiere ? 'ja' : 'nein'],
    ['Budget', s.budget],
    ['Vorstellungen', String(f.screenings)],
    ['Erste Vorstellung', `${s.date}, ${s.time}`],
    ['Spielstätte', f.first.venue],
    ['Preise', listText(f.awards, 0, 'keine')],
    ['Publikumswertung', s.score],
    ['Farbe', f.colour ? 'Farbe' : 's/w'],
  ];
}

for (const f of assign.get('html_table')) {
  const file = filmFile(f, 'html');
  const s = pageStates(f, k);
  corpus.write(file, htmlTablePage({ title: f.title, docTitle: `${f.title} – KIFF 2025`, crumbs: ['KIFF 2025', f.section, f.title], lead: filmProse(f, s, k),
    sections: [{ heading: 'Film details', rows: specRows(f, s, k) }], footer: `${FEST} · programme team · internal` }));
  filmFacts(f, file, s);
  k++;
}
for (const f of assign.get('html_dl')) {
  const file = filmFile(f, 'html');
  const s = pageStates(f, k);
  const rows = specRows(f, s, k);
  corpus.write(file, htmlDlPage({ title: f.title, site: `${FEST} — programme`, lead: filmProse(f, s, k),
    sections: [{ heading: 'The film', rows: rows.slice(0, 9) }, { heading: 'At the festival', rows: rows.slice(9) }], footer: 'Programme notes are confidential until the press conference.' }));
  filmFacts(f, file, s);
  k++;
}
for (const f of assign.get('html_infobox')) {
  const file = filmFile(f, 'html');
  const s = pageStates(f, k);
  const rows = specRows(f, s, k);
  corpus.write(file, htmlInfoboxPage({ title: f.title, lead: filmProse(f, s, k), sections: [{ heading: 'Production', rows: rows.slice(0, 8) }, { heading: 'Festival', rows: rows.slice(8) }],
    footer: `${FEST} 2025` }));
  filmFacts(f, file, s);
  k++;
}
for (const f of assign.get('md_bullets')) {
  const file = filmFile(f, 'md');
  const s = pageStates(f, k);
  if (f === german) {
    s.date = fmtDate(f.first.date, 'dotted');
    s.age = `FSK ${f.age}`;
    s.budget = f.budget >= 1_000_000 ? `${comma(millions(f.budget))} Mio. €` : `${dotted(f.budget)} €`;
    s.score = `${comma(f.score10.toFixed(1))}/10`;
    s.time = `${f.first.time.replace(':', '.')} Uhr`;
    const st = { ...s, country: f.country.de, language: LANG_DE[f.language], section: 'Retrospektive', subs: f.subs ? 'ja' : 'nein', premiere: f.premiere ? 'ja' : 'nein', colour: f.colour ? 'Farbe' : 's/w' };
    corpus.write(file, mdBulletsNote({ title: f.title, lead: [`${f.title} von ${f.director.name} läuft ${f.screenings === 1 ? 'einmal' : `${f.screenings}-mal`} im Rahmen der Retrospektive.`],
      sections: [{ heading: 'Filmdaten', rows: germanRows(f, s) }] }));
    filmFacts(f, file, st);
  } else {
    corpus.write(file, mdBulletsNote({ title: f.title, lead: filmProse(f, s, k), sections: [{ heading: 'Programme card', rows: specRows(f, s, k) }] }));
    filmFacts(f, file, s);
  }
  k++;
}
for (const f of assign.get('md_yaml')) {
  const file = filmFile(f, 'md');
  const s = pageStates(f, k);
  const rows = specRows(f, s, k).slice(3);
  corpus.write(file, mdYamlTableNote({ title: f.title,
    frontMatter: [['title', f.title], ['director', f.director.name], ['country', f.country.name], ['status', 'confirmed'], ['print', r.pick(['DCP', 'DCP', '35mm', 'ProRes file'])]],
    lead: filmProse(f, s, k), sections: [{ heading: 'Programme entry', rows }], colA: 'Item', colB: 'Detail' }));
  filmFacts(f, file, s);
  k++;
}
for (const f of assign.get('txt')) {
  const file = filmFile(f, 'txt');
  const s = pageStates(f, k);
  corpus.write(file, txtProfile({ txtHeader: `FILM: ${f.title.toUpperCase()}\n${'='.repeat(40)}`, sections: [{ rows: specRows(f, s, k) }], lead: filmProse(f, s, k) }));
  filmFacts(f, file, s);
  k++;
}
for (const f of assign.get('json_nested')) {
  const file = filmFile(f, 'json');
  const scale = [10, 5, 100][k % 3];
  const scoreVal = scale === 10 ? f.score10 : scale === 5 ? Math.round((f.score10 / 2) * 100) / 100 : Math.round(f.score10 * 10);
  const s = { runtime: String(f.runtime), age: String(f.age), budget: String(f.budget), score: String(scoreVal), date: f.first.date, time: f.first.time, subs: '', premiere: '', colour: '' };
  const rec = {
    film: {
      title: f.title,
      credits: { director: { name: f.director.name } },
      production: { country: f.country.name, year: f.year, budget: { amount: f.budget, currency: f.cur } },
      technical: { runtime_minutes: f.runtime, original_language: f.language, colour: f.colour ? 'colour' : 'black and white', genre: f.genre },
      programme: { section: f.section, age_rating: f.age, english_subtitles: f.subs, world_premiere: f.premiere,
        screenings: { count: f.screenings, first: { date: f.first.date, time: f.first.time, venue: f.first.venue } } },
      reception: { audience_score: { value: scoreVal, scale }, awards: f.awards },
      note: filmProse(f, pageStates(f, k), k)[0],
    },
  };
  corpus.write(file, JSON.stringify(rec, null, 2) + '\n');
  filmFacts(f, file, s);
  k++;
}

// --- CSV export (competition catalogue): units in the header, plain numbers
{
  const file = 'exports/competition-catalogue.csv';
  const header = ['title', 'director', 'country', 'year', 'Runtime (min)', 'language', 'genre', 'section', 'Age rating (min. age)', 'english_subtitles', 'world_premiere', 'budget_amount',
    'budget_currency', 'screenings', 'first_screening_date', 'first_screening_time', 'first_screening_venue', 'awards', 'Audience score (/10)', 'colour'];
  const yn = (b) => (b ? 'yes' : 'no');
  const rows = assign.get('csv').map((f) => {
    filmFacts(f, file, { runtime: String(f.runtime), age: String(f.age), budget: String(f.budget), score: f.score10.toFixed(1), date: f.first.date, time: f.first.time, subs: yn(f.subs),
      premiere: f.premiere ? '1' : '0', colour: f.colour ? 'colour' : 'b/w' });
    return [f.title, f.director.name, f.country.name, f.year, f.runtime, f.language, f.genre, f.section, f.age, yn(f.subs), f.premiere ? 1 : 0, f.budget, f.cur, f.screenings, f.first.date, f.first.time,
      f.first.venue, f.awards.join('; '), f.score10.toFixed(1), f.colour ? 'colour' : 'b/w'];
  });
  corpus.write(file, delimited(header, rows));
}
// --- TSV export (panorama): units inside the values
{
  const file = 'exports/panorama-list.tsv';
  const header = ['Film', 'Director', 'Country', 'Year', 'Runtime', 'Language', 'Genre', 'Section', 'Rating', 'EN subs', 'World premiere', 'Budget', 'Screenings', 'First screening', 'Time',
    'Venue', 'Awards', 'Audience', 'B/W'];
  const rows = assign.get('tsv').map((f, i) => {
    const s = { runtime: runtimeText(f, i + 1), age: `FSK ${f.age}`, budget: budgetText(f, i), score: `${Math.round(f.score10 * 10)} %`, date: fmtDate(f.first.date, 'short'),
      time: timeText(f.first.time, 1), subs: f.subs ? 'Y' : 'N', premiere: f.premiere ? 'Y' : 'N', colour: f.colour ? 'N' : 'Y' };
    if (f.country.name === 'Canada' && f.age === 13) s.age = 'PG-13';
    filmFacts(f, file, s);
    return [f.title, f.director.name, f.country.name, f.year, s.runtime, f.language, f.genre, f.section, s.age, s.subs, s.premiere, s.budget, f.screenings, s.date, s.time, f.first.venue,
      f.awards.length ? f.awards.join(', ') : '-', s.score, s.colour];
  });
  corpus.write(file, `# Panorama 2025 — working list. B/W = black-and-white print (Y) or colour (N). Audience = share of positive ballot cards.\n` + delimited(header, rows, '\t'));
}
// --- semicolon CSV (German export for the Retrospektive / German titles): German headers, decimal commas, n/a
{
  const file = 'exports/katalog-export-de.csv';
  const header = ['titel', 'regie', 'produktionsland', 'jahr', 'laufzeit_min', 'sprache', 'genre', 'sektion', 'fsk', 'englische_untertitel', 'weltpremiere', 'budget', 'waehrung',
    'vorstellungen', 'erste_vorstellung', 'uhrzeit', 'spielstaette', 'preise', 'publikumswertung_10', 'schwarzweiss'];
  const lst = assign.get('semicolon');
  const noBudget = lst[1].title;
  const noScore = lst[2].title;
  const SECT_DE = { Competition: 'Wettbewerb', Panorama: 'Panorama', Documentary: 'Dokumentarfilm', Retrospective: 'Retrospektive' };
  const GENRE_DE = { Drama: 'Drama', Comedy: 'Komödie', Thriller: 'Thriller', Documentary: 'Dokumentarfilm', Romance: 'Liebesfilm', Horror: 'Horror', Animation: 'Animation', 'Science fiction': 'Science-Fiction' };
  const jn = (b) => (b ? 'ja' : 'nein');
  const rows = lst.map((f) => {
    const nb = f.title === noBudget;
    const ns = f.title === noScore;
    const s = { country: f.country.de, language: LANG_DE[f.language], genre: GENRE_DE[f.genre], section: SECT_DE[f.section], runtime: String(f.runtime), age: String(f.age),
      budget: nb ? '' : dotted(f.budget), noBudget: nb, score: ns ? '' : comma(f.score10.toFixed(1)), noScore: ns, date: fmtDate(f.first.date, 'dotted'), time: `${f.first.time.replace(':', '.')} Uhr`,
      subs: jn(f.subs), premiere: jn(f.premiere), colour: jn(!f.colour) };
    filmFacts(f, file, s);
    return [f.title, f.director.name, s.country, f.year, f.runtime, s.language, s.genre, s.section, f.age, s.subs, s.premiere, nb ? 'n/a' : s.budget, f.cur, f.screenings, s.date, s.time,
      f.first.venue, f.awards.length ? f.awards.join(', ') : 'keine', ns ? 'n/a' : s.score, s.colour];
  });
  corpus.write(file, delimited(header, rows, ';'));
}
// --- JSON flat (documentary forum)
{
  const file = 'exports/documentary-forum.json';
  const recs = assign.get('json_flat').map((f) => {
    const pct = Math.round(f.score10 * 10);
    filmFacts(f, file, { runtime: String(f.runtime), age: `${f.age}+`, budget: String(f.budget), score: String(pct), date: `${f.first.date}T${f.first.time}`, time: `${f.first.date}T${f.first.time}`,
      subs: '', premiere: '', colour: '' });
    return { title: f.title, director: f.director.name, production_country: f.country.name, year: f.year, runtime_min: f.runtime, original_language: f.language, genre: f.genre, section: f.section,
      age_rating: `${f.age}+`, english_subtitles: f.subs, world_premiere: f.premiere, budget_amount: f.budget, budget_currency: f.cur, screenings: f.screenings,
      first_screening: `${f.first.date}T${f.first.time}`, first_screening_venue: f.first.venue, awards: f.awards, audience_score_pct: pct, black_and_white: !f.colour };
  });
  corpus.write(file, JSON.stringify({ festival: FEST, edition: 2025, strand: 'Documentary Forum', exported: '2025-04-28', films: recs }, null, 2) + '\n');
}
// --- TRANSPOSED table (Shorts): films as columns, attributes as rows
{
  const file = 'programme/shorts.html';
  const lst = assign.get('transposed');
  const st = lst.map((f, i) => ({ ...pageStates(f, i), runtime: `${f.runtime}'`, age: f.age === 0 ? 'FSK 0' : `${f.age}+`, subs: f.subs ? '✓' : '✗', premiere: f.premiere ? 'Yes' : 'No',
    colour: f.colour ? 'Colour' : 'B&W', date: dateText(f.first.date, 1), time: f.first.time }));
  const rows = [
    ['Director', (f) => f.director.name],
    ['Country', (f) => f.country.name],
    ['Year', (f) => String(f.year)],
    ['Running time', (f, s) => s.runtime],
    ['Language', (f) => f.language],
    ['Genre', (f) => f.genre],
    ['Age rating', (f, s) => s.age],
    ['English subtitles', (f, s) => s.subs],
    ['World premiere', (f, s) => s.premiere],
    ['Budget', (f, s) => s.budget],
    ['Screenings', (f) => String(f.screenings)],
    ['First screening', (f, s) => s.date],
    ['Time', (f, s) => s.time],
    ['Venue', (f) => f.first.venue],
    ['Awards', (f) => (f.awards.length ? f.awards.join(', ') : '—')],
    ['Audience score', (f, s) => s.score],
    ['Colour', (f, s) => s.colour],
  ];
  const html = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Shorts 2025 – ${esc(FEST)}</title></head>
<body>
<h1>Shorts</h1>
<p>The five short films of the 2025 Shorts section, side by side. The Shorts programme screens as one block; ${esc(lst[0].title)} opens it.</p>
<table class="compare">
  <thead><tr><th></th>${lst.map((f) => `<th>${esc(f.title)}</th>`).join('')}</tr></thead>
  <tbody>
${rows.map(([label, fn]) => `    <tr><th>${esc(label)}</th>${lst.map((f, i) => `<td>${esc(fn(f, st[i]))}</td>`).join('')}</tr>`).join('\n')}
  </tbody>
</table>
</body>
</html>
`;
  corpus.write(file, html);
  lst.forEach((f, i) => filmFacts(f, file, st[i]));
}

// --- the SCHEDULE (one row per screening; no facts of its own)
{
  const notes = ['', '', '', 'Q&A with the director', 'Q&A', '', 'introduced by the curator', '', 'sold out', ''];
  const lines = ['# Screening schedule 2025', '', `All screenings of the ${FEST}, 14–24 May 2025, in date order. Open-air times are given in the am/pm style of the Schlosshof's own posters.`, '',
    '| Date | Time | Venue | Film | Notes |', '|---|---|---|---|---|'];
  schedule.forEach((row, i) => {
    const [, , d] = row.date.split('-').map(Number);
    const t = row.venue === 'Open-Air Schlosshof' ? timeText(row.time, 1) : row.time;
    lines.push(`| ${dow(row.date)} ${d} May | ${t} | ${row.venue} | ${row.film.title} | ${notes[i % notes.length]} |`);
  });
  lines.push('', `${schedule.length} screenings in total. Changes after print are marked in the daily bulletin.`, '');
  corpus.write('programme/screening-schedule.md', lines.join('\n'));
}

// ------------------------------------------------------------------ simple pages (countries, venues)
const LAYOUTS8 = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested', 'json_flat'];
function simplePage(Lt, base, name, header, lead, rows, nested, flat, heading) {
  let file;
  if (Lt === 'html_table') corpus.write((file = `${base}.html`), htmlTablePage({ title: name, crumbs: ['KIFF', heading], lead, sections: [{ heading, rows }] }));
  else if (Lt === 'html_dl') corpus.write((file = `${base}.html`), htmlDlPage({ title: name, site: FEST, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'html_infobox') corpus.write((file = `${base}.html`), htmlInfoboxPage({ title: name, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'md_bullets') corpus.write((file = `${base}.md`), mdBulletsNote({ title: name, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'md_yaml')
    corpus.write((file = `${base}.md`), mdYamlTableNote({ title: name, frontMatter: [['name', name], ...rows.slice(0, 1)], lead, sections: [{ heading, rows: rows.slice(1) }] }));
  else if (Lt === 'txt') corpus.write((file = `${base}.txt`), txtProfile({ txtHeader: `${header}: ${name.toUpperCase()}`, sections: [{ rows }], lead }));
  else if (Lt === 'json_nested') corpus.write((file = `${base}.json`), JSON.stringify(nested, null, 2) + '\n');
  else corpus.write((file = `${base}.json`), JSON.stringify(flat, null, 2) + '\n');
  return file;
}

// --- countries
function popText(p, i) {
  const m = p / 1_000_000;
  return [`${m} million`, group(p), `about ${m} million`, `${m.toFixed(1)} million`, `${m} mln`, group(p)][i % 6];
}
COUNTRIES.forEach((c, i) => {
  const Lt = LAYOUTS8[i % LAYOUTS8.length];
  const pop = popText(c.population, i);
  const langs = c.languages.join(i % 2 ? ' and ' : ', ');
  const lead = [[`${c.name} has a population of ${pop}.`, `${c.name} is in ${c.continent}.`, c.languages.length > 1 ? `The official languages of ${c.name} are ${c.languages.join(' and ')}.` : `The official language of ${c.name} is ${c.languages[0]}.`][i % 3]];
  const rows = [[['Continent', 'Region', 'Continent'][i % 3], c.continent], [['Population', 'Inhabitants', 'Population (2024)'][i % 3], pop],
    [['Official language(s)', 'Official languages', 'Language'][i % 3], langs], ['Films in the 2025 programme', 'see films/']];
  const nested = { country: { name: c.name, geography: { continent: c.continent }, demographics: { population: c.population }, languages: { official: c.languages }, note: lead[0] } };
  const flat = { name: c.name, continent: c.continent, population: c.population, official_languages: c.languages, note: lead[0] };
  const file = simplePage(Lt, `countries/${slug(c.name)}`, c.name, 'COUNTRY', lead, rows, nested, flat, 'Country profile');
  const json = Lt.startsWith('json');
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'country', attr, value, unit, stated, file);
  F('continent', c.continent, '', c.continent);
  F('population', c.population, '', json ? String(c.population) : pop);
  F('official_languages', c.languages, 'list', c.languages[0]);
});

// --- venues (one German page)
VENUES.forEach((v, i) => {
  const Lt = ['html_dl', 'md_yaml', 'txt', 'json_nested', 'html_infobox', 'md_bullets'][i];
  const deP = Lt === 'md_bullets'; // German page
  const width = v.ft ? `${v.ft} ft` : deP ? `${comma(v.widthM)} m` : `${v.widthM} m`;
  const access = deP ? (v.wheelchair ? 'ja' : 'nein') : [v.wheelchair ? 'Yes' : 'No', v.wheelchair ? 'Step-free' : 'Stairs only', v.wheelchair ? '✓' : '✗'][i % 3];
  const accessLabel = deP ? 'Rollstuhlgerecht' : ['Wheelchair accessible', 'Access', 'Wheelchair access'][i % 3];
  const price = deP ? `${comma(v.price.toFixed(2))} €` : [`€${v.price.toFixed(2)}`, `EUR ${v.price}`, `€${v.price}`][i % 3];
  const seats = deP ? `${dotted(v.seats)} Plätze` : [`${group(v.seats)}`, `${group(v.seats)} seats`][i % 2];
  const lead = deP
    ? [`Das ${v.name} liegt im Stadtteil ${v.district} und hat ${seats}.`]
    : [[`${v.name} opened in ${v.opened}.`, `${v.name} seats ${group(v.seats)} people.`, `${v.name} is in the ${v.district} district.`][i % 3]];
  const rows = deP
    ? [['Stadtteil', v.district], ['Sitzplätze', seats], [accessLabel, access], ['Leinwandbreite', width], ['Eröffnet', String(v.opened)], ['Eintritt', price]]
    : [[['District', 'Neighbourhood', 'City district'][i % 3], v.district], [['Seats', 'Capacity', 'Seating capacity'][i % 3], seats], [accessLabel, access],
        [['Screen width', 'Screen', 'Width of screen'][i % 3], width], [['Opened', 'Opened in', 'Since'][i % 3], String(v.opened)], [['Ticket price', 'Tickets', 'Admission'][i % 3], price]];
  const nested = { venue: { name: v.name, location: { district: v.district }, auditorium: { seats: v.seats, wheelchair_accessible: v.wheelchair, screen: v.ft ? { width: v.ft, unit: 'ft' } : { width: v.widthM, unit: 'm' } },
    history: { opened: v.opened }, tickets: { price: { amount: v.price, currency: 'EUR' } }, about: lead[0] } };
  const file = simplePage(Lt, `venues/${slug(v.name)}`, v.name, 'VENUE', lead, rows, nested, null, deP ? 'Spielstätte' : 'Venue');
  const json = Lt === 'json_nested';
  const F = (attr, value, unit, stated) => corpus.fact(v.name, 'venue', attr, value, unit, stated, file);
  F('seats', v.seats, '', json ? String(v.seats) : seats);
  F('district', v.district, '', v.district);
  F('wheelchair', v.wheelchair, 'bool', json ? '' : access);
  F('screen_width', v.width, 'm', json ? String(v.ft || v.widthM) : width);
  F('opened', v.opened, 'year', String(v.opened));
  F('ticket_price', v.price, 'EUR', json ? String(v.price) : price);
});

// --- directors: prose only
const NUMW = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
DIRECTORS.forEach((d, i) => {
  const he = d.female ? 'She' : 'He';
  const his = d.female ? 'her' : 'his';
  const bornText = d.born.length > 4 ? fmtDate(d.born, i % 2 ? 'us' : 'long') : d.born;
  const feat = d.features <= 12 && i % 3 !== 2 ? NUMW[d.features] : String(d.features);
  const featSentence = d.features === 1
    ? `${d.name.split(' ')[0]}'s first feature film is also ${his} only one so far.`
    : [`${he} has directed ${feat} feature films.`, `To date ${he.toLowerCase()} has made ${feat} features.`, `${his[0].toUpperCase() + his.slice(1)} filmography counts ${feat} feature films.`][i % 3];
  const schoolSentence = d.school.startsWith('none')
    ? `${he} never went to film school and learned the craft on music-video sets.`
    : `${he} studied directing at ${/^(Vancouver|Korean|Filmakademie|Łódź)/.test(d.school) ? 'the ' : ''}${d.school}.`;
  const bornSentence = d.born.length > 4 ? `${d.name} was born on ${bornText} in ${d.city}, ${d.country}.` : `${d.name} was born in ${d.city}, ${d.country}, in ${bornText}.`;
  const paras = [
    i % 2 ? `${bornSentence} ${schoolSentence}` : `${bornSentence}`,
    i % 2 ? `${featSentence} The festival has shown ${his} work before.` : `${schoolSentence} ${featSentence}`,
    `Contact for interviews goes through the press office; please do not write to ${d.name.split(' ')[0]} directly.`,
  ];
  const ext = ['md', 'txt', 'html'][i % 3];
  const file = `directors/${slug(d.name)}.${ext}`;
  let text;
  if (ext === 'md') text = `# ${d.name}\n\n${paras.join('\n\n')}\n`;
  else if (ext === 'txt') text = `${d.name}\n${'-'.repeat(d.name.length)}\n\n${paras.join('\n\n')}\n`;
  else text = `<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${esc(d.name)} – director biography</title></head>\n<body>\n<h1>${esc(d.name)}</h1>\n${paras.map((p) => `<p>${esc(p)}</p>`).join('\n')}\n</body>\n</html>\n`;
  corpus.write(file, text);
  const F = (attr, value, unit, stated) => corpus.fact(d.name, 'director', attr, value, unit, stated, file);
  F('birth_year', d.birthYear, 'year', bornText);
  F('nationality', d.country, '', d.country);
  F('features', d.features, '', d.features === 1 ? 'first feature film' : feat);
  F('film_school', d.school.startsWith('none') ? 'none' : d.school, 'text', d.school.startsWith('none') ? 'never went to film school' : d.school);
  F('gender', d.female ? 'female' : 'male', 'text', he);
});

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `${FEST} (KIFF) — programme team drive, 2025 edition (14–24 May 2025).
films/ one programme page per film; exports/ lists from the catalogue database (competition, panorama, documentary forum, German catalogue export);
programme/ the screening schedule and the Shorts comparison sheet; directors/ short biographies; venues/ and countries/ reference pages; press/ and admin/ everything else.
Budgets are given in the currency of the production and are never converted. Audience scores come from ballot cards; some sheets give them out of 10, some out of 5, some as a percentage.
`);
corpus.write('press/press-release-2025-final.md', `# KIFF 2025 closes with record attendance

*Kaltenbrück, 25 May 2025* — The 31st ${FEST} ended last night with 62,400 admissions, up 8 % on 2024.
Over eleven days the festival presented 45 films from 9 countries in 6 venues; 1,130 films had been submitted.
The festival's own budget was €3.4 million, 41 % of it from public funds, and 210 volunteers worked 14,800 hours.
The Open-Air Schlosshof sold out on 4 of 11 evenings; the average occupancy across all venues was 78 %.
The 2026 edition will take place from 13 to 23 May 2026.
`);
corpus.write('admin/ticketing-notes.md', `# Ticketing notes

- Festival pass: €89 (concessions €65), valid for up to 20 screenings.
- Maximum 4 tickets per person and screening; press accreditation holds 2 seats per screening until 15 minutes before the start.
- Late entry is refused 10 minutes after the start at the Kinemathek (archive prints).
- Refunds up to 48 hours before a screening, minus a €1.50 fee.
`);
corpus.write('admin/jury-2025.md', `# Juries 2025

| Jury | Members | Prize money |
|---|---|---|
| International competition | 5 | €25,000 (Golden Linden) |
| Documentary | 3 | €10,000 |
| Shorts | 3 | €5,000 |

The jury meets on 23 May at 10:00; results are embargoed until 19:00.
`);

const stats = corpus.flush(source);
console.log(`festival: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts, ${schedule.length} screenings → ${dir} (source: ${source})`);
