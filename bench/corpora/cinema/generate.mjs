#!/usr/bin/env node
// Cinema corpus (held-out): the shared drive of "Lantern Cinemas", an independent two-site cinema in Cardiff (Lantern
// Canton and Lantern Bay), September 2025, with its partner film festival in Porto, "Festival Luz do Norte" (records
// partly in Portuguese). 40 films, 10 screens, 40 screenings, 24 staff, 10 distributors, 36 members, 16 bar and kiosk
// supplier orders.
//   node bench/corpora/cinema/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "cinema-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) films: HTML infobox pages (label set A: `Director`, `Running time: 1h 52m`, `Certificate`), programme notes in
//     Markdown with YAML front matter and a pipe table (label set B: `Directed by`, `Runtime: 104 minutes`, `BBFC
//     rating`, `Released by`), a bookings CSV with units in the header (`Runtime (min)`), a nested ticketing-system
//     JSON (`credits.director.name`, `runtime: "PT1H52M"`), a PORTUGUESE festival catalogue in plain text, records one
//     after another (`Realizador`, `Duração: 104 min`, `Língua: português`, `Distribuidora`), and four films only in
//     the sentences of the programming meeting's minutes;
// (b) screens: an HTML spec table (Canton, metres), Markdown bullets (Bay, feet), a PORTUGUESE HTML definition list
//     (`Lugares`, `Largura do ecrã: 12,5 m`, `Acessível: sim`) and Bay Screen 3 only in a refurbishment report;
// (c) screenings: a box-office TSV with units inside the values (`£9.50`, `143/212`), a flat JSON (Bay), a
//     PORTUGUESE box-office export with a PREAMBLE, SEMICOLONS, DECIMAL COMMAS and `n/a`, HTML event pages, a
//     projectionist's booth diary in prose and a PORTUGUESE e-mail about an extra session;
// (d) staff: a Canton team page (Markdown bullets, label set A), plain-text profiles, a Bay register CSV (label set B),
//     a nested PORTUGUESE team JSON (EUR), two new starters only in an HR e-mail;
// (e) distributors: an HTML spec table, YAML + pipe-table term sheets, a PORTUGUESE Markdown page, an English e-mail
//     and a PORTUGUESE e-mail in prose;
// (f) members: a flat CRM JSON, an HTML definition list of patrons, a Markdown YAML + pipe-table list (Bay), new
//     members only in an e-mail; a WIDE table of visits per month (January–August 2025);
// (g) supplier orders: a CSV register, a nested kiosk JSON, plain-text purchase orders, a bar supervisor's e-mail and
//     PORTUGUESE festival bar orders (EUR);
// (h) background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: runtimes in minutes (`1h 52m` → 112, `PT1H52M` → 112, `one hour forty-three minutes`
// → 103); screen widths in metres (`30 ft` → × 0.3048); money as written, GBP or EUR (never converted; the unit column
// says which); fee shares in percent; dates ISO (a month only: the first of the month); times as HH:MM; Portuguese
// words in English (`português` = Portuguese, `sim` = true, `Projecionista` = Projectionist, `cerveja artesanal` =
// Craft beer); formats `2D`, `35mm`, `Subtitled`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, joinAnd, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('cinema-v1');
const FT = 0.3048;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const r2 = (x) => Math.round(x * 100) / 100;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];
const gbp = (v) => `£${group(v, 2)}`;
const eur = (v) => `${v.toFixed(2).replace('.', ',')} €`;
const dec = (v) => v.toFixed(2).replace('.', ',');

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the wide visits table). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ words, dates
const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
function words(n) {
  if (n < 20) return ONES[n];
  if (n < 100) return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : '');
  const h = Math.floor(n / 100);
  const rest = n % 100;
  return `${ONES[h]} hundred${rest ? ` and ${words(rest)}` : ''}`;
}
const runtimeWords = (m) => {
  const h = Math.floor(m / 60);
  const mm = m % 60;
  return `${words(h)} hour${h > 1 ? 's' : ''}${mm ? ` ${words(mm)} minutes` : ''}`;
};
const hm = (m) => `${Math.floor(m / 60)}h ${pad(m % 60)}m`;
const PT_MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
const ptDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} de ${PT_MONTHS[m - 1]} de ${y}`;
};
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const WD = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const PT_WD = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];
const weekday = (iso) => new Date(`${iso}T12:00:00Z`).getUTCDay();
const clock12 = (t) => {
  const [h, m] = t.split(':').map(Number);
  const h12 = h > 12 ? h - 12 : h;
  return `${h12}${m ? `.${pad(m)}` : ''}${h >= 12 ? 'pm' : 'am'}`;
};

// ------------------------------------------------------------------ distributors
// [name, country, contact, fee share %, minimum guarantee, currency, layout, city]
const DIST_DEF = [
  ['Harbour Films', 'United Kingdom', 'Liam Dwyer', 35, 150, 'GBP', 'html', 'Bristol'],
  ['Northlight Pictures', 'United Kingdom', 'Priya Raman', 40, 250, 'GBP', 'html', 'London'],
  ['Silverbirch Releasing', 'United Kingdom', 'Tom Achebe', 47.5, 400, 'GBP', 'html', 'London'],
  ['Cwmni Ffilm Tân', 'United Kingdom', 'Elin Rhys', 30, 100, 'GBP', 'yaml', 'Caernarfon'],
  ['Kestrel Classics', 'United Kingdom', 'Martin Hale', 50, 75, 'GBP', 'yaml', 'Leeds'],
  ['Meridian Sales', 'France', 'Claire Fontaine', 42, 300, 'EUR', 'yaml', 'Paris'],
  ['Parallax Distribution', 'United Kingdom', 'Sarah Quint', 37.5, 200, 'GBP', 'mail', 'London'],
  ['Filmes do Gato Preto', 'Portugal', 'Inês Moura', 38, 300, 'EUR', 'pt', 'Porto'],
  ['Atalaia Filmes', 'Portugal', 'Rui Bastos', 33, 200, 'EUR', 'pt', 'Lisboa'],
  ['Boa Onda Distribuição', 'Portugal', 'Carla Nogueira', 45, 500, 'EUR', 'ptmail', 'Lisboa'],
];
const dists = DIST_DEF.map(([name, country, contact, share, mg, cur, layout, city]) => ({ name, country, contact, share, mg, cur, layout, city }));
const DI = Object.fromEntries(dists.map((d) => [d.name, d]));

// ------------------------------------------------------------------ films
// [title, director, year, minutes, certificate, language, distributor, layout, Portuguese rating]
const FILM_DEF = [
  ['The Salt Road', 'Mira Okonjo', 2024, 108, '15', 'English', 'Harbour Films', 'infobox'],
  ['Glasshouse Summer', 'Aled Pryce', 2025, 94, '12A', 'Welsh', 'Cwmni Ffilm Tân', 'infobox'],
  ['Nocturne for Two', 'Céline Marchetti', 2023, 117, '15', 'French', 'Meridian Sales', 'json'],
  ['Paper Lanterns', 'Hana Ishikawa', 2024, 126, 'PG', 'Japanese', 'Northlight Pictures', 'infobox'],
  ['The Quiet Harbour', 'Ruairí Nolan', 2024, 101, '12A', 'English', 'Harbour Films', 'csv'],
  ['Iron Orchard', 'Dariusz Wolny', 2023, 132, '18', 'Polish', 'Silverbirch Releasing', 'yaml'],
  ['Kinsale Blue', 'Orla Brennan', 2025, 89, 'PG', 'English', 'Parallax Distribution', 'csv'],
  ['Bridges of Mtkvari', 'Nino Beridze', 2024, 111, null, 'Georgian', 'Meridian Sales', 'pt', 'M/12'],
  ['Night Market', 'Park Ji-won', 2025, 121, '15', 'Korean', 'Silverbirch Releasing', 'json'],
  ["The Lighthouse Keeper's Daughter", 'Gwen Morgan', 1962, 98, 'U', 'English', 'Kestrel Classics', 'yaml'],
  ['Last Tram to Splott', 'Dylan Harries', 2025, 84, '15', 'English', 'Cwmni Ffilm Tân', 'prose'],
  ['Saffron and Ash', 'Leila Farahani', 2023, 115, '12A', 'Persian', 'Northlight Pictures', 'csv'],
  ['The Cartographer', 'Jonas Weber', 2024, 138, '15', 'German', 'Parallax Distribution', 'infobox'],
  ['Hollow Hills', 'Sian Llewelyn', 2024, 103, '12A', 'Welsh', 'Cwmni Ffilm Tân', 'prose'],
  ['Little Thunder', 'Maya Fenwick', 2025, 82, 'U', 'English', 'Northlight Pictures', 'json'],
  ['Red Sky Over Valletta', 'Marco Bellini', 1971, 109, 'PG', 'Italian', 'Kestrel Classics', 'infobox'],
  ['The Long Exposure', 'Ben Asante', 2024, 96, '15', 'English', 'Harbour Films', 'yaml'],
  ['Dust and Honey', 'Lucía Herrera', 2023, 124, '15', 'Spanish', 'Meridian Sales', 'csv'],
  ['Ynys', 'Rhodri Evans', 2025, 91, '12A', 'Welsh', 'Cwmni Ffilm Tân', 'csv'],
  ['Electric Sheep Farm', 'Tom Kettle', 2025, 99, 'PG', 'English', 'Parallax Distribution', 'json'],
  ['Stormglass', 'Freya Lindqvist', 2024, 147, '15', 'Swedish', 'Silverbirch Releasing', 'yaml'],
  ['The Velvet Curtain', 'Harold Pryce', 1958, 104, 'U', 'English', 'Kestrel Classics', 'csv'],
  ['Moth Season', 'Callum Rees', 2024, 113, '18', 'English', 'Silverbirch Releasing', 'infobox'],
  ['Under the Viaduct', 'Amina Yusuf', 2025, 97, '12A', 'English', 'Harbour Films', 'json'],
  ["The Ferryman's Waltz", 'Ivo Marković', 1966, 118, 'PG', 'Croatian', 'Kestrel Classics', 'prose'],
  ['Winter Bees', 'Agnieszka Król', 2024, 106, '12A', 'Polish', 'Northlight Pictures', 'yaml'],
  ['Seven Lamps', 'Omar Haddad', 2025, 128, '15', 'Arabic', 'Meridian Sales', 'json'],
  ['Tidewater', 'Gareth Lloyd', 2023, 86, 'PG', 'English', 'Parallax Distribution', 'csv'],
  ['A Room in Gràcia', 'Pau Ferrer', 2024, 93, '15', 'Catalan', 'Meridian Sales', 'csv'],
  ['Borrowed Light', 'Sunita Rao', 2025, 134, '12A', 'Hindi', 'Northlight Pictures', 'json'],
  ['Coalface Choir', 'Huw Bevan', 2025, 78, 'U', 'Welsh', 'Cwmni Ffilm Tân', 'prose'],
  ['Ashfall', 'Kenji Mori', 2024, 142, '15', 'Japanese', 'Silverbirch Releasing', 'csv'],
  ['O Último Verão em Foz', 'Joana Serrano', 2025, 102, null, 'Portuguese', 'Filmes do Gato Preto', 'pt', 'M/12'],
  ['Maré Alta', 'Tiago Ferraz', 2024, 95, null, 'Portuguese', 'Atalaia Filmes', 'pt', 'M/14'],
  ['As Gaivotas do Douro', 'Beatriz Lemos', 2025, 88, null, 'Portuguese', 'Filmes do Gato Preto', 'pt', 'M/6'],
  ['Noite de São João', 'Miguel Antunes', 2024, 119, null, 'Portuguese', 'Boa Onda Distribuição', 'pt', 'M/16'],
  ['Cartas de Luanda', 'Ana Cardoso', 2023, 131, null, 'Portuguese', 'Boa Onda Distribuição', 'pt', 'M/14'],
  ['Ferro e Sal', 'Rui Teixeira', 2025, 76, null, 'Portuguese', 'Atalaia Filmes', 'pt', 'M/12'],
  ['Blackwater Lane', 'Siobhán Keane', 2024, 107, '15', 'English', 'Harbour Films', 'yaml'],
  ['Lumen', 'Aurélie Dubois', 2025, 100, '12A', 'French', 'Meridian Sales', 'infobox'],
];
const films = FILM_DEF.map(([title, director, year, min, cert, lang, dist, layout, pt]) => ({ name: title, director, year, min, cert, lang, dist, layout, pt }));
const FI = Object.fromEntries(films.map((f) => [f.name, f]));

function filmFacts(f, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(f.name, 'film', attr, value, unit, stated, file);
  F('director', f.director, 'person', f.director);
  F('year', f.year, '', s.year ?? String(f.year));
  F('runtime', f.min, 'min', s.runtime);
  if (f.cert) F('certificate', f.cert, 'text', s.cert);
  if (f.pt) F('pt_rating', f.pt, 'text', f.pt);
  F('language', f.lang, 'text', s.lang);
  F('distributor', f.dist, 'text', s.dist ?? f.dist);
}
const LANG_PT = { Portuguese: 'português', Georgian: 'georgiano', French: 'francês', Korean: 'coreano', Spanish: 'espanhol', Japanese: 'japonês' };

// (a1) HTML infobox pages
films.filter((f) => f.layout === 'infobox').forEach((f, k) => {
  const file = `films/${slug(f.name)}.html`;
  const rt = hm(f.min);
  filmFacts(f, file, { runtime: rt, cert: f.cert, lang: f.lang });
  const lead = [
    `${f.name} is a ${f.year} ${f.lang.toLowerCase()}-language film directed by ${f.director}.`,
    L(k, ['Booked for the summer season at both sites.', 'Screens with English subtitles where the language is not English.', 'Audio description available on request at the box office.']),
  ];
  const html = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>${esc(f.name)} — Lantern Cinemas</title></head>
<body>
<div class="page">
  <h1 class="page-title">${esc(f.name)}</h1>
  <div class="infobox">
    <div class="infobox-title">${esc(f.name)}</div>
    <div class="infobox-section">Film</div>
    <div class="infobox-row"><span class="label">Director</span><span class="value">${esc(f.director)}</span></div>
    <div class="infobox-row"><span class="label">Year</span><span class="value">${f.year}</span></div>
    <div class="infobox-row"><span class="label">Running time</span><span class="value">${rt}</span></div>
    <div class="infobox-row"><span class="label">Certificate</span><span class="value">${f.cert}</span></div>
    <div class="infobox-row"><span class="label">Language</span><span class="value">${f.lang}</span></div>
    <div class="infobox-section">Booking</div>
    <div class="infobox-row"><span class="label">Distributor</span><span class="value">${esc(f.dist)}</span></div>
    <div class="infobox-row"><span class="label">Terms</span><span class="value">see distribution/</span></div>
  </div>
  <div class="content">
${lead.map((l) => `    <p>${esc(l)}</p>`).join('\n')}
  </div>
</div>
</body>
</html>
`;
  corpus.write(file, html);
});

// (a2) programme notes: YAML front matter + pipe table (label set B)
films.filter((f) => f.layout === 'yaml').forEach((f, k) => {
  const file = `programme/notes/${slug(f.name)}.md`;
  const season = L(k, ['Summer 2025', 'Rep Sundays', 'New Releases — August']);
  const rt = `${f.min} minutes`;
  filmFacts(f, file, { runtime: rt, cert: `| BBFC rating | ${f.cert} |`, lang: `| Original language | ${f.lang} |`, dist: `| Released by | ${f.dist} |` });
  const out = ['---', `title: "${f.name}"`, `season: ${season}`, `notes_by: Farah Siddiqui`, `updated: 2025-08-${pad(10 + k)}`, '---', '', `# ${f.name}`, '',
    L(k, ['A programme note for the foyer screens and the website.', 'Text for the printed brochure (short version).', 'Foyer card text; approved by the programmer.']), '',
    '## Details', '', '| Field | Value |', '|---|---|', `| Directed by | ${f.director} |`, `| Released | ${f.year} |`, `| Runtime | ${rt} |`,
    `| BBFC rating | ${f.cert} |`, `| Original language | ${f.lang} |`, `| Released by | ${f.dist} |`, '',
    `${f.director}'s film runs ${rt}.`, ''];
  corpus.write(file, out.join('\n'));
});

// (a3) bookings CSV (units in the header)
{
  const file = 'programming/film-bookings-2025.csv';
  const rows = films.filter((f) => f.layout === 'csv').map((f, k) => {
    filmFacts(f, file, { runtime: String(f.min), cert: f.cert, lang: f.lang });
    return [f.name, f.director, f.year, f.min, f.cert, f.lang, f.dist, L(k, [1, 2, 1, 3, 2]), L(k, ['Canton', 'Bay', 'Both'])];
  });
  corpus.write(file, delimited(['Title', 'Director', 'Year', 'Runtime (min)', 'Cert', 'Language', 'Distributor', 'Weeks booked', 'Site'], rows));
}

// (a4) nested ticketing-system JSON
{
  const file = 'ticketing/film-catalogue-export.json';
  const recs = films.filter((f) => f.layout === 'json').map((f, k) => {
    const iso = `PT${Math.floor(f.min / 60)}H${f.min % 60}M`;
    filmFacts(f, file, { runtime: iso, cert: `"bbfc": "${f.cert}"`, lang: `"original": "${f.lang}"`, dist: f.dist });
    return {
      filmId: `F-${2300 + k * 17}`,
      title: f.name,
      credits: { director: { name: f.director } },
      release: { year: f.year, ukRelease: `${f.year}-${pad(3 + (k % 9))}-0${1 + (k % 8)}` },
      runtime: iso,
      classification: { bbfc: f.cert, advice: L(k, ['strong language', 'mild threat', 'moderate violence', 'infrequent strong language']) },
      language: { original: f.lang, subtitles: f.lang === 'English' ? null : 'English' },
      distribution: { company: f.dist, dcpDelivery: L(k, ['download', 'hard drive']) },
    };
  });
  corpus.write(file, JSON.stringify({ system: 'BoxOffice Pro', exportedAt: '2025-09-01T06:00:00Z', films: recs }, null, 2) + '\n');
}

// (a5) Portuguese festival catalogue: records one after another in a text file
{
  const file = 'festival-porto/catalogo-luz-do-norte-2025.txt';
  const out = ['FESTIVAL LUZ DO NORTE 2025 — CATÁLOGO (SELEÇÃO OFICIAL)', 'Porto, 5 a 10 de junho de 2025', ''];
  films.filter((f) => f.layout === 'pt').forEach((f, k) => {
    const dur = `Duração: ${f.min} min`;
    filmFacts(f, file, { runtime: dur, lang: `Língua: ${LANG_PT[f.lang]}`, dist: `Distribuidora: ${f.dist}` });
    out.push(`FILME: ${f.name.toUpperCase()}`, `Título: ${f.name}`, `Realizador: ${f.director}`, `Ano: ${f.year}`, dur, `Língua: ${LANG_PT[f.lang]}`,
      `Classificação: ${f.pt}`, `Distribuidora: ${f.dist}`,
      `Secção: ${L(k, ['Competição', 'Panorama', 'Competição', 'Noites Curtas'])}`, '');
  });
  out.push('Todos os filmes em língua estrangeira são exibidos com legendas em português.', '');
  corpus.write(file, out.join('\n'));
}

// (a6) films only in the sentences of the programming meeting's minutes
{
  const file = 'programming/programming-meeting-2025-07-08.md';
  const [a, b, c, d] = films.filter((f) => f.layout === 'prose');
  filmFacts(a, file, { runtime: runtimeWords(a.min), cert: `rated ${a.cert}`, lang: `${a.lang}-language` });
  filmFacts(b, file, { runtime: runtimeWords(b.min), cert: `a ${b.cert}`, lang: `in ${b.lang}` });
  filmFacts(c, file, { runtime: `${c.min} minutes`, cert: `a ${c.cert} certificate`, lang: `in ${c.lang}` });
  filmFacts(d, file, { runtime: runtimeWords(d.min), cert: `certificate ${d.cert}`, lang: `${d.lang}-language` });
  corpus.write(file, `# Programming meeting — 8 July 2025

Present: Farah Siddiqui (programmer), Rhiannon Vaughan, Owain Price, Bethan Clarke.

## New bookings

Farah has booked ${a.name}, ${a.director}'s ${a.year} ${a.lang}-language comedy, which runs ${runtimeWords(a.min)} and is rated ${a.cert}. It comes from ${a.dist}
and opens at Canton on 1 August.

${b.name} is confirmed too: a ${b.year} documentary by ${b.director}, in ${b.lang} with English subtitles, ${runtimeWords(b.min)} long and a ${b.cert}.
We are taking it from ${b.dist} as well; it will play at both sites.

For the Rep Sundays strand we have ${c.name} (${c.director}, ${c.year}), in ${c.lang}, ${c.min} minutes, a ${c.cert} certificate. The 35mm print comes from ${c.dist}
and has to go back by 30 September.

Finally ${d.name}, ${d.director}'s ${d.year} drama: ${d.lang}-language, ${runtimeWords(d.min)}, certificate ${d.cert}, distributed by ${d.dist}.

## Other business

- Summer admissions are up on last year at both sites; the Bay's Tuesday matinees are the weakest slot.
- The Porto fortnight (18–31 August) will show six titles from Festival Luz do Norte with English subtitles.
- Next meeting: 12 August.
`);
}

// ------------------------------------------------------------------ screens
// [name, site, seats, width, width unit, projector, accessible, layout]
const SCREEN_DEF = [
  ['Canton Screen 1', 'Canton', 212, 10.4, 'm', '4K laser', true, 'html'],
  ['Canton Screen 2', 'Canton', 96, 7.2, 'm', '35mm and 2K', true, 'html'],
  ['Canton Screen 3', 'Canton', 48, 4.8, 'm', '2K xenon', false, 'html'],
  ['Bay Screen 1', 'Bay', 168, 30, 'ft', '4K laser', true, 'md'],
  ['Bay Screen 2', 'Bay', 74, 22, 'ft', '2K xenon', true, 'md'],
  ['Bay Screen 3', 'Bay', 38, 17, 'ft', '2K xenon', true, 'prose'],
  ['Sala Douro', 'Porto', 320, 12.5, 'm', '4K laser', true, 'pt'],
  ['Sala Ribeira', 'Porto', 140, 8.2, 'm', '35mm and 2K', true, 'pt'],
  ['Sala Miragaia', 'Porto', 60, 5.5, 'm', '2K xenon', false, 'pt'],
  ['Auditório Foz', 'Porto', 240, 11, 'm', '4K laser', true, 'pt'],
];
const screens = SCREEN_DEF.map(([name, site, seats, w, wu, proj, acc, layout]) => ({ name, site, seats, w, wu, proj, acc, layout, m: wu === 'ft' ? r4(w * FT) : w }));
const SC = Object.fromEntries(screens.map((s) => [s.name, s]));
const PROJ_MODEL = { '4K laser': 'Barco SP4K-25 (4K laser)', '35mm and 2K': 'Kinoton FP30 35mm + NEC NC1201L (2K)', '2K xenon': 'NEC NC900C (2K xenon)' };
function screenFacts(s, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'screen', attr, value, unit, stated, file);
  F('site', s.site, 'place', st.site ?? '');
  F('seats', s.seats, '', st.seats);
  F('screen_width', s.m, 'm', st.width);
  F('projector', s.proj, 'text', st.proj);
  F('accessible', s.acc, 'bool', st.acc);
}
{
  const file = 'sites/canton-screens.html';
  const sections = screens.filter((s) => s.layout === 'html').map((s) => {
    screenFacts(s, file, { seats: String(s.seats), width: `${s.w} m`, proj: PROJ_MODEL[s.proj], acc: s.acc ? 'Yes' : 'No (first floor, no lift)' });
    return `  <h2>${esc(s.name)}</h2>
  <table class="spec">
    <thead><tr><th>Field</th><th>Value</th></tr></thead>
    <tbody>
      <tr><td>Seats</td><td>${s.seats}</td></tr>
      <tr><td>Screen width</td><td>${s.w} m</td></tr>
      <tr><td>Projector</td><td>${esc(PROJ_MODEL[s.proj])}</td></tr>
      <tr><td>Wheelchair accessible</td><td>${s.acc ? 'Yes' : 'No (first floor, no lift)'}</td></tr>
      <tr><td>Sound</td><td>${s.seats > 100 ? 'Dolby 7.1' : 'Dolby 5.1'}</td></tr>
    </tbody>
  </table>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Lantern Canton — screens</title></head>
<body>
<nav>Lantern Cinemas &rsaquo; Sites &rsaquo; Canton</nav>
<article>
  <h1>Lantern Canton — screens</h1>
  <p>Lantern Canton, 171 Cowbridge Road East. Screen 2 keeps the 35mm projector for repertory prints.</p>
${sections.join('\n')}
</article>
</body>
</html>
`);
}
{
  const file = 'sites/bay-screens.md';
  const out = ['# Lantern Bay — screen information', '', 'Measurements from the fit-out drawings (imperial). Screen 3 is described in the refurbishment report.', ''];
  screens.filter((s) => s.layout === 'md').forEach((s) => {
    screenFacts(s, file, { seats: `Capacity: ${s.seats} seats`, width: `${s.w} ft wide`, proj: `Projection: ${PROJ_MODEL[s.proj]}`, acc: `Step-free access: ${s.acc ? 'yes' : 'no'}` });
    out.push(`## ${s.name}`, '', `- Capacity: ${s.seats} seats`, `- Screen: ${s.w} ft wide`, `- Projection: ${PROJ_MODEL[s.proj]}`, `- Step-free access: ${s.acc ? 'yes' : 'no'}`, `- Hearing loop: yes`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'sites/bay-screen-3-refurbishment-report.md';
  const s = SC['Bay Screen 3'];
  screenFacts(s, file, { site: 'Lantern Bay', seats: `${words(s.seats)} seats`, width: `${words(s.w)} feet wide`, proj: '2K xenon', acc: 'step-free' });
  corpus.write(file, `# Lantern Bay — Screen 3 refurbishment: completion report

Prepared for the board, 30 June 2025.

The old function room on the first floor at Lantern Bay reopened on 14 June as Bay Screen 3, our smallest auditorium.
It has ${words(s.seats)} seats in five rows, including two wheelchair spaces, and the whole room is step-free from the lift.
The screen is ${words(s.w)} feet wide; the projector is a second-hand 2K xenon unit (NEC NC900C) moved from Canton.

Costs came in at £86,400 against a budget of £90,000. The acoustic panels were the largest single item.
Snagging: one exit sign to be replaced; carpet seam at row C re-laid.
`);
}
{
  const file = 'festival-porto/salas.html';
  const sections = screens.filter((s) => s.layout === 'pt').map((s) => {
    const w = `${String(s.w).replace('.', ',')} m`;
    const proj = { '4K laser': 'laser 4K', '35mm and 2K': '35 mm + digital 2K', '2K xenon': 'digital 2K (xénon)' }[s.proj];
    screenFacts(s, file, { seats: `<dd>${s.seats}</dd>`, width: w, proj, acc: s.acc ? 'sim' : 'não' });
    return `<section>
  <h2>${esc(s.name)}</h2>
  <dl>
    <dt>Lugares</dt><dd>${s.seats}</dd>
    <dt>Largura do ecrã</dt><dd>${w}</dd>
    <dt>Projetor</dt><dd>${esc(proj)}</dd>
    <dt>Acessível a cadeiras de rodas</dt><dd>${s.acc ? 'sim' : 'não'}</dd>
  </dl>
</section>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="pt">
<head><meta charset="utf-8"><title>Salas do festival</title></head>
<body>
<header><p>Festival Luz do Norte — Porto</p></header>
<main>
<h1>Salas do festival 2025</h1>
<p>As quatro salas do festival ficam no centro do Porto e na Foz.</p>
${sections.join('\n')}
</main>
</body>
</html>
`);
}

// ------------------------------------------------------------------ staff
// [name, site, role, rate, currency, start, projectionist-trained, manager, layout]
const STAFF_DEF = [
  ['Rhiannon Vaughan', 'Canton', 'General manager', 21.4, 'GBP', '2012-03-05', true, null, 'md'],
  ['Owain Price', 'Canton', 'Duty manager', 15.75, 'GBP', '2016-09-12', true, 'Rhiannon Vaughan', 'md'],
  ['Farah Siddiqui', 'Canton', 'Programmer', 18.9, 'GBP', '2019-01-14', false, 'Rhiannon Vaughan', 'md'],
  ['Dai Morgan', 'Canton', 'Projectionist', 14.6, 'GBP', '2009-06-01', true, 'Owain Price', 'txt'],
  ['Keisha Bello', 'Canton', 'Projectionist', 13.85, 'GBP', '2021-10-04', true, 'Owain Price', 'txt'],
  ['Lowri Jenkins', 'Canton', 'Box office assistant', 12.6, 'GBP', '2022-05-23', false, 'Owain Price', 'md'],
  ['Marek Nowak', 'Canton', 'Bar supervisor', 13.4, 'GBP', '2018-04-09', false, 'Owain Price', 'md'],
  ['Ellie Shaw', 'Canton', 'Front of house', 12.6, 'GBP', '2024-02-19', true, 'Owain Price', 'md'],
  ['Sion Roberts', 'Canton', 'Bar staff', 12.21, 'GBP', '2023-11-06', false, 'Marek Nowak', 'md'],
  ['Bethan Clarke', 'Bay', 'Duty manager', 15.5, 'GBP', '2017-07-03', true, 'Rhiannon Vaughan', 'csv'],
  ['Ravi Menon', 'Bay', 'Projectionist', 14.1, 'GBP', '2015-02-16', true, 'Bethan Clarke', 'csv'],
  ['Gethin Rowlands', 'Bay', 'Box office assistant', 12.85, 'GBP', '2020-08-24', true, 'Bethan Clarke', 'csv'],
  ['Chloe Dawson', 'Bay', 'Box office assistant', 12.6, 'GBP', '2023-03-13', false, 'Bethan Clarke', 'csv'],
  ['Tomasz Zielinski', 'Bay', 'Bar supervisor', 13.2, 'GBP', '2019-05-27', false, 'Bethan Clarke', 'csv'],
  ['Amara Nwosu', 'Bay', 'Bar staff', 12.3, 'GBP', '2024-06-10', false, 'Tomasz Zielinski', 'csv'],
  ['Jack Pemberton', 'Bay', 'Bar staff', 12.21, 'GBP', '2025-01-20', false, 'Tomasz Zielinski', 'csv'],
  ['Nia Ellis', 'Canton', 'Box office assistant', 12.6, 'GBP', '2025-08-18', false, 'Owain Price', 'mail'],
  ['Callum Reid', 'Bay', 'Projectionist', 13.95, 'GBP', '2025-09-01', true, 'Bethan Clarke', 'mail'],
  ['Marta Sousa', 'Porto', 'Festival director', 19.5, 'EUR', '2014-10-01', false, null, 'pt'],
  ['Duarte Pinheiro', 'Porto', 'Production coordinator', 13.2, 'EUR', '2018-02-12', true, 'Marta Sousa', 'pt'],
  ['Hugo Amaral', 'Porto', 'Projectionist', 11.4, 'EUR', '2016-05-02', true, 'Duarte Pinheiro', 'pt'],
  ['Inês Faria', 'Porto', 'Projectionist', 10.8, 'EUR', '2022-04-18', true, 'Duarte Pinheiro', 'pt'],
  ['Sofia Rebelo', 'Porto', 'Box office assistant', 8.9, 'EUR', '2021-05-10', false, 'Duarte Pinheiro', 'pt'],
  ['Tiago Couto', 'Porto', 'Bar staff', 8.6, 'EUR', '2023-05-29', false, 'Duarte Pinheiro', 'pt'],
];
const staff = STAFF_DEF.map(([name, site, role, rate, cur, start, proj, manager, layout]) => ({ name, site, role, rate, cur, start, proj, manager, layout }));
const STF = Object.fromEntries(staff.map((s) => [s.name, s]));
function staffFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
  F('role', p.role, 'text', s.role);
  F('site', p.site, 'place', s.site ?? '');
  F('hourly_rate', p.rate, p.cur, s.rate);
  F('started', p.start, 'date', s.start);
  F('projectionist_trained', p.proj, 'bool', s.proj);
  F('manager', p.manager, 'person', p.manager ? (s.manager ?? p.manager) : '');
}
{
  const file = 'staff/canton-team.md';
  const out = ['# Canton team', '', 'Lantern Canton staff summary (HR keeps the contracts). Updated 1 September 2025.', ''];
  staff.filter((p) => p.layout === 'md').forEach((p, k) => {
    const start = fmtDate(p.start, k % 2 ? 'long' : 'short');
    const rate = `${gbp(p.rate)}`;
    staffFacts(p, file, { role: `Role: ${p.role}`, rate: `Hourly rate: ${rate}`, start, proj: `Projectionist trained: ${p.proj ? 'Yes' : 'No'}`, manager: p.manager ? `Line manager: ${p.manager}` : '' });
    out.push(`## ${p.name}`, '', `- Role: ${p.role}`, `- Hourly rate: ${rate}`, `- Start date: ${start}`, `- Projectionist trained: ${p.proj ? 'Yes' : 'No'}`,
      `- Line manager: ${p.manager ?? '— (reports to the board)'}`, '');
  });
  corpus.write(file, out.join('\n'));
}
staff.filter((p) => p.layout === 'txt').forEach((p, k) => {
  const file = `staff/profiles/${slug(p.name)}.txt`;
  const since = fmtDate(p.start, 'us');
  staffFacts(p, file, { role: `Position: ${p.role}`, rate: `${gbp(p.rate)} per hour`, start: since, proj: 'Projection: trained', manager: `Reports to: ${p.manager}`, site: 'Lantern Canton' });
  corpus.write(file, [
    `STAFF PROFILE — ${p.name.toUpperCase()}`, '', `Position: ${p.role}`, 'Base: Lantern Canton', `Pay: ${gbp(p.rate)} per hour`, `With us since: ${since}`,
    `Projection: trained (${k === 0 ? '35mm and digital' : 'digital; 35mm in progress'})`, `Reports to: ${p.manager}`, '',
    k === 0 ? `${p.name} has run the Canton booth since ${p.start.slice(0, 4)} and keeps the 35mm projector in Screen 2 going.` : `${p.name} covers the Canton booth four evenings a week.`, '',
  ].join('\n'));
});
{
  const file = 'staff/bay-staff-register.csv';
  const rows = staff.filter((p) => p.layout === 'csv').map((p) => {
    staffFacts(p, file, { role: p.role, rate: p.rate.toFixed(2), start: ukDate(p.start), proj: p.proj ? 'Y' : 'N' });
    return [p.name, p.role, p.rate.toFixed(2), ukDate(p.start), p.proj ? 'Y' : 'N', p.manager ?? '', p.role === 'Duty manager' ? 'Key holder' : ''];
  });
  corpus.write(file, delimited(['Name', 'Position', 'Rate (£/hr)', 'Joined', 'Projection trained (Y/N)', 'Reports to', 'Notes'], rows));
}
{
  const file = 'festival-porto/equipa-festival.json';
  const ROLE_PT = { 'Festival director': 'Diretora do festival', 'Production coordinator': 'Coordenador de produção', Projectionist: 'Projecionista', 'Box office assistant': 'Assistente de bilheteira', 'Bar staff': 'Empregado de bar' };
  const recs = staff.filter((p) => p.layout === 'pt').map((p) => {
    const role = ROLE_PT[p.role];
    staffFacts(p, file, { role: `"funcao": "${role}"`, rate: `"valor_hora": ${p.rate}`, start: p.start, proj: `"projecao": ${p.proj}`, manager: p.manager ? `"responsavel": "${p.manager}"` : '' });
    return { nome: p.name, funcao: role, contrato: { inicio: p.start, remuneracao: { valor_hora: p.rate, moeda: 'EUR' } }, formacao: { projecao: p.proj }, responsavel: p.manager };
  });
  corpus.write(file, JSON.stringify({ festival: 'Luz do Norte', edicao: 2025, cidade: 'Porto', equipa: recs }, null, 2) + '\n');
}
{
  const file = 'email/2025-08-11-new-starters.eml';
  const a = STF['Nia Ellis'];
  const b = STF['Callum Reid'];
  staffFacts(a, file, { role: 'box office', rate: `${gbp(a.rate)} an hour`, start: fmtDate(a.start, 'long'), proj: "hasn't done projection training", site: 'Canton' });
  staffFacts(b, file, { role: 'projectionist', rate: `${gbp(b.rate)} per hour`, start: fmtDate(b.start, 'long'), proj: 'fully trained', site: 'the Bay' });
  corpus.write(file, `From: HR <hr@lanterncinemas.co.uk>
To: Rhiannon Vaughan <rhiannon@lanterncinemas.co.uk>
Cc: Owain Price <owain@lanterncinemas.co.uk>, Bethan Clarke <bethan@lanterncinemas.co.uk>
Date: Mon, 11 Aug 2025 09:41:12 +0100
Subject: Two new starters

Hi Rhiannon,

Both offers have been accepted.

Nia Ellis starts on the Canton box office on ${fmtDate(a.start, 'long')} at ${gbp(a.rate)} an hour, reporting to Owain Price. She hasn't done projection training yet,
so please keep her off the booth rota for now.

Callum Reid joins the Bay as a projectionist on ${fmtDate(b.start, 'long')}. He is fully trained (he ran a two-screen booth in Swansea for three years),
will be on ${gbp(b.rate)} per hour and reports to Bethan Clarke.

Contracts and handbooks went out on Friday.

Best,
Jo (HR)
`);
}

// ------------------------------------------------------------------ distributors (rendering)
function distFacts(d, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(d.name, 'distributor', attr, value, unit, stated, file);
  F('country', d.country, 'place', s.country);
  F('contact', d.contact, 'person', d.contact);
  F('fee_share', d.share, 'percent', s.share);
  F('min_guarantee', d.mg, d.cur, s.mg);
}
{
  const file = 'distribution/uk-distributors.html';
  const sections = dists.filter((d) => d.layout === 'html').map((d) => {
    distFacts(d, file, { country: d.country, share: `${d.share}%`, mg: `${gbp(d.mg).replace('.00', '')} per title` });
    return `  <h2>${esc(d.name)}</h2>
  <table class="spec">
    <thead><tr><th>Term</th><th>Agreed</th></tr></thead>
    <tbody>
      <tr><td>Contact</td><td>${esc(d.contact)}</td></tr>
      <tr><td>Office</td><td>${esc(d.city)}, ${esc(d.country)}</td></tr>
      <tr><td>Film rental (% of box office)</td><td>${d.share}%</td></tr>
      <tr><td>Minimum guarantee</td><td>${gbp(d.mg).replace('.00', '')} per title</td></tr>
      <tr><td>Settlement</td><td>weekly, 30 days</td></tr>
    </tbody>
  </table>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Distributor terms</title></head>
<body>
<nav>Lantern Cinemas &rsaquo; Distribution</nav>
<article>
  <h1>Distributor terms 2025</h1>
  <p>Standard terms agreed with our main UK distributors for 2025. Rental is a share of net box office (after VAT).</p>
${sections.join('\n')}
</article>
</body>
</html>
`);
}
dists.filter((d) => d.layout === 'yaml').forEach((d) => {
  const file = `distribution/terms/${slug(d.name)}.md`;
  const mg = d.cur === 'EUR' ? `€${d.mg}` : `£${d.mg}`;
  distFacts(d, file, { country: `${d.city}, ${d.country}`, share: `${d.share} %`, mg: `| MG | ${mg} |` });
  corpus.write(file, ['---', `distributor: "${d.name}"`, 'agreement: 2025', `reviewed: 2025-0${3 + (d.share % 5)}-15`, '---', '', `# Terms — ${d.name}`, '',
    d.name === 'Kestrel Classics' ? 'Repertory titles; 35mm prints where they exist, otherwise DCP restorations.' : 'Terms per title unless a season deal is agreed.', '',
    '## Terms', '', '| Term | Value |', '|---|---|', `| Booker | ${d.contact} |`, `| Based in | ${d.city}, ${d.country} |`, `| Rental share | ${d.share} % |`, `| MG | ${mg} |`, '',
    `${d.name} takes ${d.share} % of net box office.`, ''].join('\n'));
});
{
  const file = 'festival-porto/distribuidoras.md';
  const out = ['# Distribuidoras — Festival Luz do Norte 2025', '', 'Condições acordadas para a edição de 2025.', ''];
  dists.filter((d) => d.layout === 'pt').forEach((d) => {
    distFacts(d, file, { country: 'Portugal', share: `Percentagem da receita: ${d.share} %`, mg: `Mínimo garantido: ${d.mg} €` });
    out.push(`## ${d.name}`, '', `- Contacto: ${d.contact}`, `- Sede: ${d.city}, Portugal`, `- Percentagem da receita: ${d.share} %`, `- Mínimo garantido: ${d.mg} €`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'email/2025-05-28-parallax-terms.eml';
  const d = DI['Parallax Distribution'];
  distFacts(d, file, { country: 'London office', share: `${d.share} per cent`, mg: `£${d.mg} minimum guarantee` });
  corpus.write(file, `From: Farah Siddiqui <farah@lanterncinemas.co.uk>
To: Rhiannon Vaughan <rhiannon@lanterncinemas.co.uk>
Date: Wed, 28 May 2025 17:02:55 +0100
Subject: Parallax terms agreed

Rhiannon,

Parallax Distribution came back on the terms this afternoon. Sarah Quint at their London office agreed ${d.share} per cent of net box office
with a £${d.mg} minimum guarantee per title, which is better than last year. That covers The Cartographer and the other summer titles.

Farah
`);
}
{
  const file = 'festival-porto/email-2025-05-20-boa-onda.eml';
  const d = DI['Boa Onda Distribuição'];
  distFacts(d, file, { country: 'Lisboa', share: 'quarenta e cinco por cento', mg: `${d.mg} euros` });
  corpus.write(file, `De: Marta Sousa <marta@luzdonorte.pt>
Para: Duarte Pinheiro <duarte@luzdonorte.pt>
Data: Ter, 20 mai 2025 11:15:40 +0100
Assunto: Boa Onda — condições

Olá Duarte,

A Boa Onda Distribuição aceitou as nossas condições: ficam com quarenta e cinco por cento da receita de bilheteira
e um mínimo garantido de ${d.mg} euros por filme. O contacto é a Carla Nogueira, no escritório de Lisboa.

Podes avançar com os contratos dos dois filmes deles.

Beijinhos,
Marta
`);
}

// ------------------------------------------------------------------ screenings
const cardiffFilms = films.filter((f) => f.layout !== 'pt');
const ptFilms = films.filter((f) => f.layout === 'pt');
const used = new Map();
const pickFilm = (pool) => {
  for (let i = 0; i < 50; i++) {
    const f = r.pick(pool);
    if ((used.get(f.name) ?? 0) < 2) {
      used.set(f.name, (used.get(f.name) ?? 0) + 1);
      return f;
    }
  }
  throw new Error('no film');
};
const formatOf = (f, s) => (f.dist === 'Kestrel Classics' && s.proj === '35mm and 2K' ? '35mm' : f.lang !== (s.site === 'Porto' ? 'Portuguese' : 'English') ? 'Subtitled' : '2D');
const screenings = [];
function addScreening(layout, code, film, screen, date, time, price, fill) {
  const s = SC[screen];
  const tickets = Math.max(3, Math.min(s.seats, Math.round(s.seats * fill)));
  const x = { name: code, film: film.name, screen, site: s.site, date, time, price, tickets, format: formatOf(film, s), layout };
  screenings.push(x);
  return x;
}
const CANTON_TIMES = ['13:00', '15:30', '18:00', '18:15', '20:30', '20:45'];
const BAY_TIMES = ['12:30', '14:45', '17:45', '19:30', '20:15'];
const PORTO_TIMES = ['15:00', '17:30', '19:00', '21:30', '22:00'];
const kestrel = cardiffFilms.filter((f) => f.dist === 'Kestrel Classics');
// (c1) Canton TSV: 12 screenings, July–August
{
  const days = r.sample([...Array(62).keys()].map((i) => i + 1), 12).sort((a, b) => a - b);
  days.forEach((d, k) => {
    const date = d <= 31 ? `2025-07-${pad(d)}` : `2025-08-${pad(d - 31)}`;
    const screen = k % 4 === 1 ? 'Canton Screen 2' : L(k, ['Canton Screen 1', 'Canton Screen 2', 'Canton Screen 3', 'Canton Screen 1']);
    const film = screen === 'Canton Screen 2' && k % 8 === 1 ? pickFilm(kestrel) : pickFilm(cardiffFilms.filter((f) => f.layout !== 'prose'));
    const time = r.pick(CANTON_TIMES);
    const price = time < '17:00' ? 8 : r.pick([9.5, 10.5, 11]);
    addScreening('tsv', `LC-${date.slice(2, 4)}${date.slice(5, 7)}${date.slice(8)}-${(k % 3) + 1}`, film, screen, date, time, price, r.float(0.25, 0.97));
  });
}
// (c2) Bay flat JSON: 10 screenings, with the Porto fortnight (18–31 August) showing festival films
{
  const BAY_DATES = ['2025-07-04', '2025-07-11', '2025-07-23', '2025-08-01', '2025-08-06', '2025-08-13', '2025-08-19', '2025-08-22', '2025-08-25', '2025-08-28'];
  BAY_DATES.forEach((date, k) => {
    const fortnight = date >= '2025-08-18';
    const screen = L(k, ['Bay Screen 1', 'Bay Screen 2', 'Bay Screen 3', 'Bay Screen 1', 'Bay Screen 2']);
    const film = fortnight ? pickFilm(ptFilms) : pickFilm(cardiffFilms.filter((f) => f.layout !== 'prose' && f.dist !== 'Kestrel Classics'));
    const time = r.pick(BAY_TIMES);
    const price = time < '17:00' ? 7.5 : r.pick([8.5, 9, 10]);
    addScreening('json', `LB-${date.slice(2, 4)}${date.slice(5, 7)}${date.slice(8)}-${(k % 2) + 1}`, film, screen, date, time, price, r.float(0.2, 0.95));
  });
}
// (c3) Porto box-office export: 10 sessions, 5–10 June 2025
{
  for (let k = 0; k < 10; k++) {
    const date = `2025-06-${pad(5 + Math.floor(k / 2))}`;
    const screen = L(k, ['Sala Douro', 'Sala Ribeira', 'Sala Miragaia', 'Auditório Foz', 'Sala Ribeira']);
    const intl = cardiffFilms.filter((f) => ['Nocturne for Two', 'Night Market', 'Dust and Honey', 'Paper Lanterns', 'Red Sky Over Valletta', 'Lumen'].includes(f.name));
    const film = k === 4 ? FI['Red Sky Over Valletta'] : k % 3 === 2 ? pickFilm(intl) : pickFilm(ptFilms);
    if (k === 4) used.set(film.name, (used.get(film.name) ?? 0) + 1);
    const time = L(k, PORTO_TIMES);
    const price = time < '18:00' ? 5 : r.pick([6.5, 7.5]);
    addScreening('ptcsv', `LN25-S${pad(k * 3 + 4, 3)}`, film, screen, date, time, price, r.float(0.3, 0.98));
  }
}
// (c4) HTML event pages: 4 special screenings with Q&As or live scores
const EVENTS = [
  ['LC-250719-E', 'The Velvet Curtain', 'Canton Screen 2', '2025-07-19', '19:45', 12, 0.93, 'Introduced by a film historian; 35mm print'],
  ['LB-250726-E', 'Glasshouse Summer', 'Bay Screen 1', '2025-07-26', '19:00', 11.5, 0.81, 'Q&A with director Aled Pryce'],
  ['LC-250816-E', 'The Salt Road', 'Canton Screen 1', '2025-08-16', '18:30', 13, 0.88, 'Q&A with director Mira Okonjo'],
  ['LB-250830-E', 'Cartas de Luanda', 'Bay Screen 1', '2025-08-30', '20:00', 10, 0.57, 'Porto fortnight closing night'],
];
for (const [code, film, screen, date, time, price, fill] of EVENTS) addScreening('event', code, FI[film], screen, date, time, price, fill);
// (c5) booth diary (prose): 3 Canton screenings
const DIARY = [
  ['LC-250802-D', 'Red Sky Over Valletta', 'Canton Screen 2', '2025-08-02', '18:15', 11, 0.98],
  ['LC-250809-D', "The Ferryman's Waltz", 'Canton Screen 2', '2025-08-09', '18:15', 11, 0.71],
  ['LC-250821-D', 'Hollow Hills', 'Canton Screen 3', '2025-08-21', '20:30', 9.5, 0.6],
];
for (const [code, film, screen, date, time, price, fill] of DIARY) addScreening('diary', code, FI[film], screen, date, time, price, fill);
// (c6) a Portuguese e-mail: one extra session
addScreening('ptmail', 'LN25-S035', FI['Maré Alta'], 'Sala Douro', '2025-06-07', '22:00', 6.5, 0.58);

function scrFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'screening', attr, value, unit, stated, file);
  F('film', x.film, 'text', s.film ?? x.film);
  F('screen', x.screen, 'text', s.screen ?? x.screen);
  F('date', x.date, 'date', s.date);
  F('time', x.time, 'text', s.time ?? x.time);
  F('tickets_sold', x.tickets, '', s.tickets);
  F('ticket_price', x.price, x.site === 'Porto' ? 'EUR' : 'GBP', s.price);
  F('format', x.format, 'text', s.format);
}
{
  const file = 'box-office/canton-shows-jul-aug-2025.tsv';
  const FMT = { '2D': 'Digital 2D', '35mm': '35mm print', Subtitled: 'Digital (subtitled)' };
  const rows = screenings.filter((x) => x.layout === 'tsv').map((x) => {
    const sold = `${x.tickets}/${SC[x.screen].seats}`;
    scrFacts(x, file, { screen: `Screen ${x.screen.slice(-1)}`, date: ukDate(x.date), tickets: sold, price: gbp(x.price), format: FMT[x.format] });
    return [x.name, ukDate(x.date), x.time, `Screen ${x.screen.slice(-1)}`, x.film, FMT[x.format], sold, gbp(x.price), gbp(r2(x.tickets * x.price))];
  });
  corpus.write(file, delimited(['Show', 'Date', 'Time', 'Screen', 'Film', 'Presentation', 'Sold/Capacity', 'Price', 'Gross'], rows, '\t'));
}
{
  const file = 'box-office/bay-sessions-2025.json';
  const recs = screenings.filter((x) => x.layout === 'json').map((x) => {
    scrFacts(x, file, { date: x.date, time: `${x.date}T${x.time}`, tickets: `"admissions": ${x.tickets}`, price: `"price_gbp": ${x.price}`, format: x.format === 'Subtitled' ? '"subtitled": true' : `"format": "${x.format}"` });
    return { session_id: x.name, film_title: x.film, screen: x.screen, starts_at: `${x.date}T${x.time}:00+01:00`, admissions: x.tickets, price_gbp: x.price, format: x.format === 'Subtitled' ? '2D' : x.format, subtitled: x.format === 'Subtitled', season: x.date >= '2025-08-18' ? 'Porto Fortnight' : null };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'festival-porto/bilheteira-luz-do-norte-2025.csv';
  const rows = screenings.filter((x) => x.layout === 'ptcsv').map((x, k) => {
    const leg = FI[x.film].lang !== 'Portuguese' ? 'sim' : 'não';
    const fmt = x.format === '35mm' ? '35 mm' : 'DCP';
    scrFacts(x, file, { date: ukDate(x.date), tickets: String(x.tickets), price: dec(x.price), format: x.format === '35mm' ? '35 mm' : `DCP;${leg}` });
    return [x.name, x.film, x.screen, ukDate(x.date), x.time, x.tickets, k % 3 === 0 ? 'n/a' : String(r.int(2, 12)), dec(x.price), dec(r2(x.tickets * x.price)), fmt, leg];
  });
  const head = 'Festival Luz do Norte 2025 - Bilheteira\nExportado: 12/06/2025 10:02;Utilizador: srebelo\nValores em euros (IVA incluído);n/a = sem registo\n\n';
  corpus.write(file, head + delimited(['Sessão', 'Filme', 'Sala', 'Data', 'Hora', 'Bilhetes vendidos', 'Convites', 'Preço (€)', 'Receita (€)', 'Formato', 'Legendado'], rows, ';'));
}
screenings.filter((x) => x.layout === 'event').forEach((x, k) => {
  const file = `events/${x.name.toLowerCase()}.html`;
  const note = EVENTS.find((e) => e[0] === x.name)[7];
  const date = `${WD[weekday(x.date)]} ${fmtDate(x.date, 'long')}`;
  const pres = { '35mm': '35mm print', '2D': 'Digital (DCP)', Subtitled: 'Digital, English subtitles' }[x.format];
  scrFacts(x, file, { date, time: clock12(x.time), tickets: `<td>${x.tickets}</td>`, price: gbp(x.price), format: pres });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Event ${x.name}</title></head>
<body>
<nav>Lantern Cinemas &rsaquo; Events &rsaquo; ${x.name}</nav>
<article>
  <h1>${esc(x.film)} — ${esc(note)}</h1>
  <p>Event screening ${x.name} at ${x.site === 'Bay' ? 'Lantern Bay' : 'Lantern Canton'}.</p>
  <h2>Event</h2>
  <table class="spec">
    <thead><tr><th>Field</th><th>Detail</th></tr></thead>
    <tbody>
      <tr><td>Film</td><td>${esc(x.film)}</td></tr>
      <tr><td>Screen</td><td>${esc(x.screen)}</td></tr>
      <tr><td>Date</td><td>${date}</td></tr>
      <tr><td>Start</td><td>${clock12(x.time)}</td></tr>
      <tr><td>Presentation</td><td>${pres}</td></tr>
    </tbody>
  </table>
  <h2>Box office</h2>
  <table class="spec">
    <thead><tr><th>Field</th><th>Detail</th></tr></thead>
    <tbody>
      <tr><td>Tickets sold</td><td>${x.tickets}</td></tr>
      <tr><td>Full price</td><td>${gbp(x.price)}</td></tr>
      <tr><td>Members</td><td>${gbp(x.price - 2)}</td></tr>
    </tbody>
  </table>
  <p class="footer">${L(k, ['Bar open until midnight.', 'Signed copies of the soundtrack on sale in the foyer.', 'Guest travel paid by the distributor.', 'Pastéis de nata in the bar, courtesy of the festival.'])}</p>
</article>
</body>
</html>
`);
});
{
  const file = 'projection/booth-diary-august-2025.md';
  const cap = (t) => t[0].toUpperCase() + t.slice(1);
  const [a, b, c] = screenings.filter((x) => x.layout === 'diary');
  scrFacts(a, file, { screen: 'Screen 2', date: 'Saturday 2 August', time: '6.15pm', tickets: `${words(a.tickets)} through the door`, price: '£11', format: '35mm print' });
  scrFacts(b, file, { screen: 'Screen 2', date: 'Saturday 9 August', time: '6.15pm', tickets: `${cap(words(b.tickets))} tickets`, price: '£11 a head', format: 'on 35mm' });
  scrFacts(c, file, { screen: 'Screen 3', date: 'Thursday 21 August', time: '8.30pm', tickets: `${cap(words(c.tickets))} in`, price: '£9.50', format: 'English subtitles' });
  corpus.write(file, `# Booth diary — Canton, August 2025

Kept by Dai Morgan.

## Saturday 2 August
${a.name}: the 35mm print of ${a.film} in Screen 2 at 6.15pm. Full-ish house — ${words(a.tickets)} through the door at £11. Reel 4 has a
splice that jumps; marked it on the can for Kestrel.

## Tuesday 5 August
Lamp hours on Screen 1 at 1,840. Cleaned the port glass in Screen 3. No shows logged here.

## Saturday 9 August
${b.name}: ${b.film} on 35mm, Screen 2 again, 6.15pm start. ${cap(words(b.tickets))} tickets at £11 a head.
Changeover between reels 2 and 3 a fraction late; nobody complained.

## Thursday 21 August
${c.name}: ${c.film} in Screen 3, 8.30pm, digital with English subtitles. ${cap(words(c.tickets))} in at £9.50. Subtitle file was the old
version — swapped it before the trailers.
`);
}
{
  const file = 'festival-porto/email-2025-06-08-sessao-extra.eml';
  const x = screenings.find((y) => y.layout === 'ptmail');
  scrFacts(x, file, { date: `sábado, ${ptDate(x.date)}`, time: '22h00', tickets: `${x.tickets} bilhetes`, price: eur(x.price), format: 'sem legendas' });
  corpus.write(file, `De: Sofia Rebelo <bilheteira@luzdonorte.pt>
Para: Marta Sousa <marta@luzdonorte.pt>
Cc: Duarte Pinheiro <duarte@luzdonorte.pt>
Data: Dom, 8 jun 2025 10:20:05 +0100
Assunto: Sessão extra — Maré Alta

Bom dia Marta,

A sessão extra de ${x.film} (${x.name}) correu muito bem: foi na ${x.screen} no sábado, ${ptDate(x.date)}, às 22h00,
em cópia digital, sem legendas. Vendemos ${x.tickets} bilhetes a ${eur(x.price)} cada, quase todos na última hora.

O realizador ficou para a conversa no fim.

Obrigada,
Sofia
`);
}

// ------------------------------------------------------------------ members
const MEMBER_NAMES = [
  'Gwyneth Parry', 'Alun Matthews', 'Hannah Okafor', 'Rhys Beddoe', 'Megan Lloyd-Jones', 'David Chen', 'Sarah Whitfield', 'Iwan Griffiths',
  'Fatima Rahman', 'Peter Sandford', 'Carys Hopkin', "Michael O'Brien", 'Lucy Tran', 'Emrys Thomas', 'Joanna Kaye', 'Samir Aziz',
  'Bethany Cole', 'Gareth Pugh', 'Olivia Marsh', 'Tomos Rhydderch', 'Zainab Ali', 'Edward Lyle', 'Ffion Bowen', 'Kwame Mensah',
  'Rosie Atkins', 'Daniel Ferreira', 'Helen Cartwright', 'Nathan Bryce', 'Aisha Karim', 'Mared Jones', 'Callum Fraser', 'Sophie Laine',
  'William Doyle', 'Nadia Petrova', 'Geraint Hughes', 'Yasmin Patel',
];
const SIGNERS = { Canton: ['Lowri Jenkins', 'Owain Price', 'Ellie Shaw', null], Bay: ['Gethin Rowlands', 'Chloe Dawson', 'Bethan Clarke', null] };
const order = r.shuffle(MEMBER_NAMES);
const members = order.map((name, i) => {
  const layout = i < 16 ? 'json' : i < 22 ? 'patron' : i < 32 ? 'bay' : 'mail';
  const tier = layout === 'patron' ? 'Patron' : layout === 'mail' ? L(i, ['Friend', 'Cinephile']) : r.weighted([['Friend', 0.55], ['Cinephile', 0.35], ['Patron', 0.1]]);
  const site = layout === 'bay' ? 'Bay' : r.pick(['Canton', 'Bay']);
  let joined;
  if (layout === 'mail') joined = `2025-08-${pad(2 + (i - 32) * 6)}`;
  else {
    const y = r.int(2015, 2025);
    const m = y === 2025 ? r.int(1, 6) : r.int(1, 12);
    joined = `${y}-${pad(m)}-${pad(r.int(1, 28))}`;
    if (layout === 'patron') joined = `${joined.slice(0, 7)}-01`;
  }
  let signer = r.pick(SIGNERS[site]);
  if (layout === 'mail') signer = site === 'Canton' ? (joined >= '2025-08-18' ? 'Nia Ellis' : 'Lowri Jenkins') : 'Gethin Rowlands';
  if (layout === 'patron' && !signer) signer = SIGNERS[site][0];
  return { name, no: `LM-${10200 + i * 37 + r.int(0, 30)}`, tier, site, joined, signer, layout };
});
const MEM = Object.fromEntries(members.map((m) => [m.name, m]));
function memFacts(m, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(m.name, 'member', attr, value, unit, stated, file);
  F('member_no', m.no, 'text', m.no);
  F('tier', m.tier, 'text', s.tier);
  F('joined', m.joined, 'date', s.joined);
  F('home_site', m.site, 'place', s.site);
  F('signed_up_by', m.signer, 'person', m.signer ? (s.signer ?? m.signer) : '');
}
{
  const file = 'membership/crm-members-export.json';
  const recs = members.filter((m) => m.layout === 'json').map((m) => {
    memFacts(m, file, { tier: `"tier": "${m.tier}"`, joined: m.joined, site: `"home_cinema": "${m.site}"` });
    return { member_no: m.no, name: m.name, tier: m.tier, member_since: m.joined, home_cinema: m.site, signed_up_by: m.signer ?? 'online', newsletter: m.tier !== 'Friend' };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'membership/patrons-circle.html';
  const sections = members.filter((m) => m.layout === 'patron').map((m) => {
    const since = fmtDate(m.joined, 'month');
    const site = m.site === 'Bay' ? 'Lantern Bay' : 'Lantern Canton';
    memFacts(m, file, { tier: 'Patron', joined: since, site });
    return `<section>
  <h2>${esc(m.name)}</h2>
  <dl>
    <dt>Card no.</dt><dd>${m.no}</dd>
    <dt>Level</dt><dd>Patron</dd>
    <dt>Patron since</dt><dd>${since}</dd>
    <dt>Home cinema</dt><dd>${site}</dd>
    <dt>Welcomed by</dt><dd>${esc(m.signer)}</dd>
  </dl>
</section>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Patrons' Circle</title></head>
<body>
<header><p>Lantern Cinemas — membership</p></header>
<main>
<h1>Patrons' Circle</h1>
<p>Our Patrons (£150 a year) sponsor a seat, get two guest passes a month and an invitation to every Q&amp;A.</p>
${sections.join('\n')}
</main>
<footer>Patron start dates are kept to the month.</footer>
</body>
</html>
`);
}
{
  const file = 'membership/bay-members-2025.md';
  const out = ['---', 'site: Lantern Bay', 'list: members joined at or transferred to the Bay', 'updated: 2025-09-01', '---', '', '# Bay members', '', 'Members whose home cinema is Lantern Bay (CRM export pending).', ''];
  members.filter((m) => m.layout === 'bay').forEach((m) => {
    const joined = fmtDate(m.joined, 'short');
    memFacts(m, file, { tier: `| Membership level | ${m.tier} |`, joined, site: 'Lantern Bay', signer: `| Signed up by | ${m.signer} |` });
    out.push(`## ${m.name}`, '', '| Field | Value |', '|---|---|', `| Membership no | ${m.no} |`, `| Membership level | ${m.tier} |`, `| Joined | ${joined} |`, `| Signed up by | ${m.signer ?? 'online'} |`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'email/2025-08-29-new-members-august.eml';
  const xs = members.filter((m) => m.layout === 'mail');
  const lines = xs.map((m, k) => {
    const when = fmtDate(m.joined, 'long').replace(' 2025', '');
    const where = m.site === 'Bay' ? 'at the Bay' : 'at Canton';
    memFacts(m, file, { tier: `as a ${m.tier}`, joined: when, site: where });
    return k % 2 === 0
      ? `${m.name} (${m.no}) joined as a ${m.tier} ${where} on ${when}; ${m.signer} signed them up at the box office.`
      : `On ${when} ${m.signer} signed up ${m.name} ${where}, card ${m.no}, as a ${m.tier}.`;
  });
  corpus.write(file, `From: Bethan Clarke <bethan@lanterncinemas.co.uk>
To: Rhiannon Vaughan <rhiannon@lanterncinemas.co.uk>
Date: Fri, 29 Aug 2025 22:48:03 +0100
Subject: August sign-ups

Hi Rhiannon,

Membership sign-ups this month, for the board report (the CRM import failed again, so they are not in the export yet):

${lines.join('\n')}

The Porto fortnight helped - the closing night alone brought in two enquiries.

Bethan
`);
}
// (f2) WIDE table: visits per month, January–August 2025
const MKEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug'];
{
  const file = 'membership/member-visits-2025.csv';
  const rows = members.map((m) => {
    const start = m.joined < '2025-01-01' ? 0 : Number(m.joined.slice(5, 7)) - 1;
    const base = { Friend: 1.5, Cinephile: 3, Patron: 4.5 }[m.tier];
    const cells = MKEYS.map((mk, i) => {
      if (i < start) return '';
      const v = Math.max(0, Math.round(base + r.float(-1.5, 2.5) + (i >= 6 ? 1 : 0)));
      corpus.also(m.name, 'member', `visits_2025_${mk}`, v, 'visits', String(v), file);
      return v;
    });
    return [m.no, m.name, m.site, ...cells];
  });
  corpus.write(file, delimited(['Member no', 'Name', 'Home', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'], rows));
}

// ------------------------------------------------------------------ supplier orders
// [code, supplier, site, items, total, currency, delivered, ordered, approved by, layout]
const ORDER_DEF = [
  ['PO-2025-031', 'Bay Brew Co', 'Canton', ['Lager kegs', 'Pale ale kegs'], 684.0, 'GBP', true, '2025-07-01', 'Marek Nowak', 'csv'],
  ['PO-2025-034', 'Valley Popcorn Co', 'Canton', ['Popcorn kernels', 'Popcorn boxes'], 312.4, 'GBP', true, '2025-07-04', 'Marek Nowak', 'csv'],
  ['PO-2025-036', 'Cardiff Cash & Carry', 'Bay', ['Soft drinks', 'Crisps', 'Paper cups'], 455.85, 'GBP', true, '2025-07-08', 'Tomasz Zielinski', 'csv'],
  ['PO-2025-039', 'Gower Ices', 'Bay', ['Ice cream tubs'], 268.5, 'GBP', false, '2025-07-15', 'Tomasz Zielinski', 'csv'],
  ['PO-2025-041', 'Bean There Roasters', 'Canton', ['Coffee beans', 'Oat milk'], 198.6, 'GBP', true, '2025-07-18', 'Owain Price', 'csv'],
  ['PO-2025-043', 'Penarth Wine Cellar', 'Bay', ['Red wine', 'White wine', 'Prosecco'], 927.3, 'GBP', true, '2025-07-22', 'Bethan Clarke', 'csv'],
  ['PO-2025-044', 'Penarth Wine Cellar', 'Canton', ['Red wine', 'White wine'], 612.4, 'GBP', false, '2025-07-14', 'Marek Nowak', 'txt'],
  ['PO-2025-047', 'Bay Brew Co', 'Bay', ['Lager kegs', 'Cider kegs'], 540.0, 'GBP', true, '2025-07-29', 'Tomasz Zielinski', 'txt'],
  ['PO-2025-050', 'Valley Popcorn Co', 'Bay', ['Popcorn kernels', 'Nachos', 'Cheese sauce'], 389.75, 'GBP', true, '2025-08-04', 'Tomasz Zielinski', 'json'],
  ['PO-2025-052', 'Gower Ices', 'Canton', ['Ice cream tubs', 'Ice lollies'], 301.2, 'GBP', true, '2025-08-07', 'Marek Nowak', 'json'],
  ['PO-2025-055', 'Cardiff Cash & Carry', 'Canton', ['Soft drinks', 'Bottled water', 'Napkins'], 512.64, 'GBP', false, '2025-08-12', 'Owain Price', 'json'],
  ['PO-2025-058', 'Bean There Roasters', 'Bay', ['Coffee beans', 'Hot chocolate'], 176.9, 'GBP', true, '2025-08-15', 'Bethan Clarke', 'json'],
  ['PO-2025-061', 'Bay Brew Co', 'Canton', ['Lager kegs', 'Pale ale kegs', 'Alcohol-free beer'], 798.0, 'GBP', false, '2025-08-20', 'Marek Nowak', 'mail'],
  ['PO-2025-062', 'Valley Popcorn Co', 'Canton', ['Popcorn kernels', 'Nachos'], 244.3, 'GBP', true, '2025-08-21', 'Marek Nowak', 'mail'],
  ['ENC-LN-07', 'Cervejaria Ribeira', 'Porto', ['Craft beer', 'Bottled water'], 842.6, 'EUR', true, '2025-06-02', 'Duarte Pinheiro', 'pt'],
  ['ENC-LN-09', 'Doces da Sé', 'Porto', ['Pastéis de nata', 'Coffee beans'], 365.4, 'EUR', false, '2025-06-04', 'Duarte Pinheiro', 'pt'],
];
const orders = ORDER_DEF.map(([name, supplier, site, items, total, cur, delivered, ordered, by, layout]) => ({ name, supplier, site, items, total, cur, delivered, ordered, by, layout }));
function ordFacts(o, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(o.name, 'order', attr, value, unit, stated, file);
  F('supplier', o.supplier, 'text', s.supplier ?? o.supplier);
  F('site', o.site, 'place', s.site);
  F('items', o.items, 'list', s.items);
  F('total', o.total, o.cur, s.total);
  F('delivered', o.delivered, 'bool', s.delivered);
  F('ordered', o.ordered, 'date', s.ordered);
  F('approved_by', o.by, 'person', o.by);
}
{
  const file = 'bar/orders-register-2025.csv';
  const rows = orders.filter((o) => o.layout === 'csv').map((o) => {
    const items = o.items.join('; ');
    ordFacts(o, file, { site: o.site, items, total: o.total.toFixed(2), delivered: o.delivered ? 'Y' : 'N', ordered: o.ordered });
    return [o.name, o.ordered, o.supplier, o.site, items, o.total.toFixed(2), o.delivered ? 'Y' : 'N', o.by];
  });
  corpus.write(file, delimited(['PO', 'Date ordered', 'Supplier', 'Site', 'Items', 'Total (£)', 'Delivered (Y/N)', 'Approved by'], rows));
}
orders.filter((o) => o.layout === 'txt').forEach((o) => {
  const file = `bar/po/${o.name}.txt`;
  const raised = fmtDate(o.ordered, 'us');
  const lines = o.items.map((it, i) => `  ${i + 1}. ${it} (${L(i, ['6 cases', '4 cases', '2 x 50 L'])})`);
  ordFacts(o, file, { site: `Lantern ${o.site} bar`, items: o.items[0], total: `GBP ${o.total.toFixed(2)}`, delivered: o.delivered ? 'Goods received: yes' : 'Goods received: not yet', ordered: raised });
  corpus.write(file, [`PURCHASE ORDER: ${o.name}`, '', `Supplier: ${o.supplier}`, `Deliver to: Lantern ${o.site} bar`, `Raised: ${raised}`, `Authorised by: ${o.by}`, 'Lines:', ...lines,
    `Total inc. VAT: GBP ${o.total.toFixed(2)}`, `Goods received: ${o.delivered ? 'yes' : 'not yet'}`, ''].join('\n'));
});
{
  const file = 'kiosk/purchase-orders-q3-2025.json';
  const recs = orders.filter((o) => o.layout === 'json').map((o) => {
    const gross = o.total;
    const net = r2(gross / 1.2);
    const qty = o.items.map((_, i) => 2 + ((i * 3 + o.name.length) % 7));
    ordFacts(o, file, { site: `"site": "${o.site}"`, items: `"item": "${o.items[0]}"`, total: `"gross": ${gross}`, delivered: `"delivered": ${o.delivered}`, ordered: fmtDate(o.ordered, 'short') });
    return {
      ref: o.name, supplier: { name: o.supplier }, site: o.site, raisedOn: fmtDate(o.ordered, 'short'), approval: { by: o.by },
      lines: o.items.map((it, i) => ({ item: it, qty: qty[i] })), totals: { net, vat: r2(gross - net), gross }, status: { delivered: o.delivered },
    };
  });
  corpus.write(file, JSON.stringify({ kiosk: 'Lantern Cinemas', quarter: '2025-Q3', purchaseOrders: recs }, null, 2) + '\n');
}
{
  const file = 'email/2025-08-26-bar-deliveries.eml';
  const [a, b] = orders.filter((o) => o.layout === 'mail');
  ordFacts(a, file, { site: 'Canton', items: joinAnd(a.items.map((x) => x.toLowerCase())), total: gbp(a.total), delivered: "still hasn't turned up", ordered: '20 August' });
  ordFacts(b, file, { site: 'Canton', items: joinAnd(b.items.map((x) => x.toLowerCase())), total: gbp(b.total), delivered: 'arrived', ordered: '21 August' });
  corpus.write(file, `From: Marek Nowak <marek@lanterncinemas.co.uk>
To: Owain Price <owain@lanterncinemas.co.uk>
Date: Tue, 26 Aug 2025 16:10:44 +0100
Subject: Bar deliveries this week

Owain,

The ${a.supplier} order I put in on 20 August (${a.name}: ${joinAnd(a.items.map((x) => x.toLowerCase()))}, ${gbp(a.total)} in total) still hasn't turned up for Canton.
I've chased them twice; they say Thursday.

${b.name} from ${b.supplier}, raised on 21 August, arrived this morning at Canton: ${joinAnd(b.items.map((x) => x.toLowerCase()))}, ${gbp(b.total)} all in.

Marek
`);
}
{
  const file = 'festival-porto/encomendas-bar-festival.md';
  const ITEM_PT = { 'Craft beer': 'cerveja artesanal', 'Bottled water': 'água engarrafada', 'Pastéis de nata': 'pastéis de nata', 'Coffee beans': 'café em grão' };
  const out = ['# Encomendas do bar — Festival Luz do Norte 2025', ''];
  orders.filter((o) => o.layout === 'pt').forEach((o) => {
    const items = o.items.map((x) => ITEM_PT[x]).join(', ');
    ordFacts(o, file, { site: 'Porto', items: `Artigos: ${items}`, total: `Total: ${eur(o.total)}`, delivered: `Entregue: ${o.delivered ? 'sim' : 'não'}`, ordered: ptDate(o.ordered) });
    out.push(`## Encomenda ${o.name}`, '', `- Fornecedor: ${o.supplier}`, `- Data: ${ptDate(o.ordered)}`, `- Artigos: ${items}`, `- Total: ${eur(o.total)}`,
      `- Entregue: ${o.delivered ? 'sim' : 'não'}`, `- Aprovada por: ${o.by}`, '');
  });
  out.push('Entregas no Porto, bar da Sala Douro.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `LANTERN CINEMAS — SHARED DRIVE (September 2025)
Two sites in Cardiff: Lantern Canton (Cowbridge Road East) and Lantern Bay (Bute Street),
and our partner festival in Porto, Festival Luz do Norte (files under festival-porto/ are mostly in Portuguese).

films/ programme/ programming/   film pages, programme notes, bookings, meeting minutes
ticketing/ box-office/ events/   ticketing exports, show reports, event screenings
sites/ projection/               screens, booth diary, maintenance
staff/ email/                    team pages and profiles; correspondence
distribution/                    distributor terms
membership/                      members, patrons, visits
bar/ kiosk/                      supplier orders
about/ policies/ finance/ press/ newsletters/ admin/
`);
corpus.write('about/our-cinemas.md', `# About Lantern Cinemas

Lantern Cinemas is an independent, charity-run cinema with two sites in Cardiff.

| Site | Address | Opened | Screens | Bar |
|---|---|---|---|---|
| Lantern Canton | 171 Cowbridge Road East, CF11 9AL | 1998 | 3 | yes |
| Lantern Bay | 40 Bute Street, CF10 5BN | 2016 | 3 | yes |

We show around 400 titles a year, a third of them not in English. Since 2019 we have partnered with Festival Luz do
Norte in Porto: each June a Lantern programmer sits on the festival jury, and each August we run a Porto fortnight.
`);
corpus.write('policies/ticket-prices-2025.md', `# Ticket prices from 1 April 2025

| Ticket | Evening | Matinee (before 5pm) |
|---|---|---|
| Adult | £10.50 | £8.00 |
| Concession (60+, student, unwaged) | £8.50 | £7.00 |
| Under 16 | £6.00 | £5.00 |
| Members | £2 off any full-price ticket | |

Event screenings (Q&As, live scores, 35mm specials) are priced individually. Booking fee: none at the box office, 75p online.
`);
corpus.write('policies/accessibility.md', `# Accessibility

- Captioned screenings every Tuesday and Sunday at both sites.
- Audio description headsets: 12 at Canton, 8 at the Bay.
- Relaxed screenings on the first Saturday of the month at 11am (lights up, sound down).
- Hearing loops in every auditorium except Canton Screen 3.
- CEA cards accepted: one free carer ticket per paying customer.
`);
corpus.write('finance/annual-summary-2024-25.md', `# Annual summary, year to 31 March 2025

| | Canton | Bay | Total |
|---|---|---|---|
| Admissions | 61,240 | 48,905 | 110,145 |
| Box office (net, £) | 512,300 | 398,760 | 911,060 |
| Bar and kiosk (net, £) | 188,420 | 171,090 | 359,510 |
| Average ticket (£) | 8.37 | 8.15 | 8.27 |

Film rental paid to distributors came to 38.6 % of net box office across the year. Membership income rose by 11 %.
`);
corpus.write('festival-porto/regulamento-2025.md', `# Regulamento — Festival Luz do Norte 2025

1. O festival decorre no Porto de 5 a 10 de junho de 2025.
2. A Competição aceita longas-metragens com mais de 60 minutos, concluídas depois de 1 de janeiro de 2023.
3. O Grande Prémio tem o valor de 5.000 € e o Prémio do Público de 2.500 €.
4. Todos os filmes estrangeiros são exibidos com legendas em português.
5. O júri é composto por cinco membros, um deles indicado pelo Lantern Cinemas (Cardiff).
`);
corpus.write('newsletters/members-newsletter-summer-2025.md', `# Lantern members' newsletter — summer 2025

Thank you to the 1,200 of you who renewed this spring. Patrons' Circle now has more members than ever, and the Friends'
preview screenings are back on the last Wednesday of each month.

**Porto fortnight, 18–31 August**: six films from Festival Luz do Norte at the Bay and Canton, all with English subtitles.
**Rep Sundays**: 35mm prints in Canton Screen 2 — bring a cushion, the seats are from 1998.
**Bay Screen 3** opened in June: thirty-odd seats, the best sound in the building.
`);
corpus.write('admin/board-minutes-2025-06.md', `# Board of trustees — 24 June 2025

Present: five trustees, Rhiannon Vaughan (general manager), Farah Siddiqui (programmer) for item 2.

1. Finance: year-end accounts approved; reserves at four months of running costs.
2. Programme: the Porto fortnight confirmed for 18–31 August; the festival's share of costs is 40 %.
3. Buildings: Bay Screen 3 refurbishment complete and under budget; Canton roof survey due in October.
4. Staffing: two vacancies approved (box office at Canton, projectionist at the Bay).
5. Next meeting: 23 September 2025.
`);
corpus.write('projection/maintenance-log-2025.csv', delimited(['Date', 'Site', 'Job', 'Engineer', 'Cost (£)'], [
  ['2025-03-12', 'Canton', 'Laser light source service', 'Sound & Vision Ltd', '420.00'],
  ['2025-04-02', 'Bay', 'Xenon lamp replaced (3,000 h)', 'in house', '640.00'],
  ['2025-05-20', 'Canton', '35mm projector: gate and sprockets cleaned', 'in house', '0.00'],
  ['2025-06-10', 'Bay', 'Projector moved to new Screen 3', 'Sound & Vision Ltd', '380.00'],
  ['2025-08-05', 'Canton', 'Port glass cleaned', 'in house', '0.00'],
]));
corpus.write('press/press-release-porto-fortnight.md', `# Press release — Porto comes to Cardiff

For immediate release, 1 August 2025.

From 18 to 31 August Lantern Cinemas presents a Porto fortnight: six features from Festival Luz do Norte, shown with
English subtitles at Lantern Bay and Lantern Canton. Tickets from £7.50; the closing night includes pastéis de nata
and a glass of port. The festival's director will introduce the opening screening.
`);

const stats = corpus.flush(source);
console.log(`cinema: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
