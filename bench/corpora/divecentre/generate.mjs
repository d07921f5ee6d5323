#!/usr/bin/env node
// Divecentre corpus (held-out): the shared folder of "Seahaven Divers", a scuba diving centre in Brighton, and its
// partner centre in Lagos, Portugal ("Centro de Mergulho Ponta da Piedade"), whose records are partly in Portuguese.
// 25 dive sites, 20 instructors, 16 courses, 50 customers, 8 boats, 36 items of equipment; drive date 1 September 2025.
//   node bench/corpora/divecentre/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "divecentre-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) sites: HTML infobox pages (m, °C, km), a wreck-register CSV in imperial units (ft, °F, nautical miles), a
//     Markdown bullet note with another label set, two sites only in a club trip report's sentences, PORTUGUESE
//     YAML + pipe-table pages (`Profundidade máxima: 18 m`, `Naufrágio: sim`, decimal commas), a nested booking
//     JSON from Lagos (ft or m, °F, nmi), one site only in a Portuguese e-mail and one only in a Lagos trip diary;
// (b) instructors: an HTML definition list (label set A), a freelancers TSV (label set B), two new starters only in
//     an HR e-mail, Portuguese plain-text profiles (`Data de início`, `Diária: 240,00 €`), a flat staff JSON (Lagos)
//     and one newcomer only in Portuguese meeting minutes (`ata`);
// (c) courses: an HTML spec table, a CSV with units in the header, a YAML + pipe-table page (hours), two courses
//     only in an e-mail, Portuguese YAML pages (`Duração: 3 dias`, `Preço: 420,00 €`, `Idade mínima`), a nested
//     booking JSON (days or hours) and one course only in the Portuguese minutes;
// (d) customers: a members CSV, a Markdown bullet sheet (`Member since: March 2021`), a flat sign-up JSON (course
//     by code), four only in a front-desk diary, a Portuguese HTML table, a nested booking-app JSON (country codes,
//     certification codes) and two only in a Portuguese e-mail;
// (e) boats: Markdown bullets (m, hp), a plain-text profile (ft, kW), one only in the AGM report, a Portuguese HTML
//     definition list (`Comprimento: 10,5 m`, `Potência: 300 cv`); WIDE tables of boat trips per month, January–
//     August 2025 (a CSV; a Portuguese Markdown table `jan … ago`);
// (f) equipment: a hire-kit TSV (units in the values), a flat asset-register JSON, HTML service sheets, two items
//     only in an e-mail, a Portuguese inventory with a PREAMBLE, SEMICOLONS, DECIMAL COMMAS and `n/a`, two items
//     only in a Portuguese shop diary;
// (g) background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: depths, visibility and boat lengths in m (ft × 0.3048); water temperature in °C
// ((°F − 32) × 5/9); distance from shore in km (nautical miles × 1.852, `500 metros` → 0.5); engine power in kW
// (hp × 0.745699872, cv × 0.73549875); course duration in days (hours / 24); money in GBP or EUR as written (never
// converted); dates ISO (`March 2021` → the first of the month); Portuguese words in English (`Iniciante` =
// Beginner, `Naufrágio: sim` = wreck, `Regulador` = regulator, `Colete` = BCD, `Fato` = wetsuit, `Garrafa` = tank,
// sizes P/M/G/GG = S/M/L/XL).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlDlPage, htmlInfoboxPage, htmlTablePage, joinAnd, mdBulletsNote, mdYamlTableNote, rng, slug, targets, txtProfile } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('divecentre-v1');
const FT = 0.3048;
const NMI = 1.852;
const HP = 0.745699872;
const CV = 0.73549875;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const gbp = (v) => `£${group(v, 2)}`;
const gbp0 = (v) => `£${group(v)}`;
const dec = (v, d = 2) => v.toFixed(d).replace('.', ',');
const eur = (v) => `${dec(v)} €`;
const fToC = (f) => r4(((f - 32) * 5) / 9);
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const PT_MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
const ptDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} de ${PT_MONTHS[m - 1]} de ${y}`;
};
const SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
function words(n) {
  if (n < 20) return SMALL[n];
  if (n < 100) return TENS[Math.floor(n / 10)] + (n % 10 ? `-${SMALL[n % 10]}` : '');
  if (n < 1000) return `${SMALL[Math.floor(n / 100)]} hundred${n % 100 ? ` and ${words(n % 100)}` : ''}`;
  return `${words(Math.floor(n / 1000))} thousand${n % 1000 ? (n % 1000 < 100 ? ` and ${words(n % 1000)}` : ` ${words(n % 1000)}`) : ''}`;
}

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the wide trip tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);
const BRIGHTON = 'Seahaven Divers, Brighton';
const LAGOS_PT = 'Centro de Mergulho Ponta da Piedade, Lagos';

// ------------------------------------------------------------------ Portuguese words
const PT_LEVEL = { Beginner: 'Iniciante', Intermediate: 'Intermédio', Advanced: 'Avançado', Professional: 'Profissional' };
const PT_LIFE = { Octopus: 'polvos', Seahorses: 'cavalos-marinhos', 'Moray eels': 'moreias', Nudibranchs: 'nudibrânquios', Rays: 'raias', Cuttlefish: 'chocos', 'Sea bream': 'sargos', 'Conger eels': 'congros', Groupers: 'meros' };
const PT_LANG = { English: 'inglês', French: 'francês', German: 'alemão', Spanish: 'espanhol', Portuguese: 'português', Dutch: 'neerlandês', Italian: 'italiano', Polish: 'polaco' };
const PT_SPEC = { Nitrox: 'Nitrox', Wreck: 'Naufrágios', Deep: 'Mergulho profundo', Drysuit: 'Fato seco', Night: 'Mergulho noturno', Photography: 'Fotografia', Sidemount: 'Sidemount' };
const PT_CERT = { 'Not certified': 'Sem certificação', 'Open Water': 'Mergulhador Open Water', 'Advanced Open Water': 'Mergulhador Avançado', 'Rescue Diver': 'Mergulhador de Resgate', Divemaster: 'Divemaster' };
const PT_COUNTRY = { Portugal: 'Portugal', 'United Kingdom': 'Reino Unido', Germany: 'Alemanha', Netherlands: 'Países Baixos', Spain: 'Espanha', France: 'França', Ireland: 'Irlanda', Poland: 'Polónia' };
const ISO_COUNTRY = { Portugal: 'PT', 'United Kingdom': 'GB', Germany: 'DE', Netherlands: 'NL', Spain: 'ES', France: 'FR', Ireland: 'IE', Poland: 'PL' };
const PT_TYPE = { regulator: 'Regulador', BCD: 'Colete (BCD)', wetsuit: 'Fato', tank: 'Garrafa' };
const PT_SIZE = { S: 'P', M: 'M', L: 'G', XL: 'GG' };

// ------------------------------------------------------------------ (a) dive sites
function siteFacts(s, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'site', attr, value, unit, stated, file);
  F('centre', s.centre, 'place', st.centre ?? '');
  F('max_depth', s.depth, 'm', st.depth);
  F('visibility', s.vis, 'm', st.vis);
  F('water_temp', s.temp, 'C', st.temp);
  F('distance', s.dist, 'km', st.dist);
  F('difficulty', s.level, 'text', st.level);
  F('wreck', s.wreck, 'bool', st.wreck);
  F('boat', s.boat, 'text', st.boat ?? s.boat);
  F('marine_life', s.life, 'list', st.life);
}
const yesNo = (b) => (b ? 'Yes' : 'No');

// (a1) UK sites, HTML infobox pages, metric
const UK_INFOBOX = [
  { name: 'Kingmere Rocks', depth: 18, vis: 5, temp: 15, dist: 9.5, level: 'Beginner', wreck: false, boat: 'Sea Sprite', life: ['Sea bream', 'Cuttlefish', 'Wrasse'], note: 'A marine conservation zone; black bream nest here from April to June.' },
  { name: 'Worthing Lumps', depth: 14, vis: 4, temp: 15.5, dist: 5, level: 'Beginner', wreck: false, boat: 'Blue Horizon', life: ['Lobsters', 'Wrasse', 'Dogfish'], note: 'Chalk reef with a 3 m step; good second dive of the day.' },
  { name: 'Northcoates Wreck', depth: 32, vis: 8, temp: 13, dist: 19, level: 'Advanced', wreck: true, boat: 'Channel Diver', life: ['Conger eels', 'Lobsters', 'Pouting'], note: 'An armed trawler lost in 1944; the bow is the best-preserved part.' },
  { name: 'Seven Sisters Ledge', depth: 24, vis: 6, temp: 14, dist: 6.5, level: 'Intermediate', wreck: false, boat: 'Ocean Rover', life: ['Dogfish', 'Crabs', 'Nudibranchs'], note: 'Slack water only; the ledge runs east to west under the cliffs.' },
  { name: 'Mulberry Harbour Unit', depth: 11, vis: 3, temp: 16, dist: 3.2, level: 'Beginner', wreck: true, boat: 'Pelagic Lady', life: ['Pouting', 'Lobsters', 'Wrasse'], note: 'A concrete caisson from 1944, sitting upright on sand.' },
  { name: 'Sovereign Shoals', depth: 27, vis: 10, temp: 13.5, dist: 15, level: 'Advanced', wreck: false, boat: 'Channel Diver', life: ['Dogfish', 'Conger eels', 'Nudibranchs'], note: 'Exposed offshore bank; surface marker buoys compulsory.' },
];
UK_INFOBOX.forEach((s, k) => {
  s.centre = 'Brighton';
  const file = `sites/${slug(s.name)}.html`;
  const depth = `${s.depth} m`;
  const vis = `${s.vis} m`;
  const temp = `${s.temp} °C`;
  const dist = `${s.dist} km`;
  const life = s.life.join(', ');
  siteFacts(s, file, { depth, vis, temp: `${s.temp} °C`, dist, level: s.level, wreck: yesNo(s.wreck), life });
  corpus.write(file, htmlInfoboxPage({
    title: s.name,
    sections: [
      { heading: 'Dive site', rows: [['Centre', 'Seahaven Divers, Brighton'], ['Maximum depth', depth], ['Typical visibility', vis], ['Water temperature (summer)', temp], ['Distance from shore', dist], ['Difficulty', s.level], ['Wreck', yesNo(s.wreck)]] },
      { heading: 'Logistics', rows: [['Boat', s.boat], ['Marine life', life]] },
    ],
    lead: [`${s.name} bottoms out at ${depth}. ${s.note}`, k % 2 ? 'Tides: dive within an hour of slack.' : 'Book through the shop; trips leave from Brighton Marina.'],
    footer: 'Seahaven Divers site guide, 2025 edition',
  }));
});

// (a2) UK wreck register CSV, imperial units
const UK_CSV = [
  { name: 'Oushla Wreck', ft: 105, visFt: 20, f: 57, nm: 8, level: 'Advanced', wreck: true, boat: 'Channel Diver', life: ['Conger eels', 'Lobsters'] },
  { name: 'Pentyrch Wreck', ft: 92, visFt: 25, f: 59, nm: 4.5, level: 'Intermediate', wreck: true, boat: 'Ocean Rover', life: ['Pouting', 'Wrasse'] },
  { name: 'Clan Macvey Wreck', ft: 118, visFt: 15, f: 55, nm: 11, level: 'Advanced', wreck: true, boat: 'Channel Diver', life: ['Conger eels', 'Dogfish'] },
  { name: 'Shoreham Arm', ft: 30, visFt: 10, f: 61, nm: 0.8, level: 'Beginner', wreck: false, boat: 'Sea Sprite', life: ['Crabs', 'Wrasse'] },
  { name: 'Beachy Head Drift', ft: 70, visFt: 30, f: 58, nm: 3, level: 'Intermediate', wreck: false, boat: 'Blue Horizon', life: ['Dogfish', 'Cuttlefish'] },
];
{
  const file = 'sites/wreck-and-reef-register.csv';
  const rows = UK_CSV.map((s) => {
    Object.assign(s, { centre: 'Brighton', depth: r4(s.ft * FT), vis: r4(s.visFt * FT), temp: fToC(s.f), dist: r4(s.nm * NMI) });
    const life = s.life.join('; ');
    siteFacts(s, file, { depth: String(s.ft), vis: String(s.visFt), temp: String(s.f), dist: String(s.nm), level: s.level, wreck: s.wreck ? 'Y' : 'N', life });
    return [s.name, s.ft, s.visFt, s.f, s.nm, s.level, s.wreck ? 'Y' : 'N', s.boat, life];
  });
  corpus.write(file, delimited(['Site', 'Max depth (ft)', 'Vis (ft)', 'Sea temp (°F)', 'Offshore (nm)', 'Level', 'Wreck (Y/N)', 'Usual boat', 'Look out for'], rows));
}

// (a3) UK new-site note, Markdown bullets, another label set
const UK_MD = [
  { name: 'Ditchling Reef', depth: 21, vis: 7, temp: 15, nm: 2.5, level: 'Intermediate', wreck: false, boat: 'Pelagic Lady', life: ['Cuttlefish', 'Sea bream'] },
  { name: 'Rottingdean Chalk Gullies', depth: 9, vis: 4, temp: 17, nm: 1.2, level: 'Beginner', wreck: false, boat: 'Sea Sprite', life: ['Crabs', 'Seahorses'] },
];
{
  const file = 'sites/new-sites-2025.md';
  const sections = UK_MD.map((s) => {
    Object.assign(s, { centre: 'Brighton', dist: r4(s.nm * NMI) });
    const rows = [['Depth (max)', `${s.depth} m`], ['Vis', `typically ${s.vis} m`], ['Sea temp', `${s.temp} °C in August`], ['Offshore', `${s.nm} nautical miles`], ['Grade', s.level], ['Wreck on site', 'none'], ['Run by', s.boat], ['Highlights', s.life.join(' and ').toLowerCase()]];
    siteFacts(s, file, { depth: `Depth (max): ${s.depth} m`, vis: `typically ${s.vis} m`, temp: `${s.temp} °C in August`, dist: `${s.nm} nautical miles`, level: `Grade: ${s.level}`, wreck: 'Wreck on site: none', boat: `Run by: ${s.boat}`, life: s.life.join(' and ').toLowerCase() });
    return { heading: s.name, rows };
  });
  corpus.write(file, mdBulletsNote({ title: 'New sites for the 2025 season', lead: ['Scouted by the instructors over the winter; both go on the trip calendar from May. Ditchling Reef needs a 21 m-rated diver.'], sections, footer: 'Marks (GPS) are in the skipper book, not here.' }));
}

// (a4) UK sites only in the sentences of a club trip report
const UK_PROSE = [
  { name: 'Glenmore Wreck', depth: 34, vis: 8, temp: 13, dist: 12, level: 'Advanced', wreck: true, boat: 'Channel Diver', life: ['Conger eels', 'Lobsters'] },
  { name: 'Marina Outer Wall', depth: 10, vis: 3, temp: 16, dist: 1.5, level: 'Beginner', wreck: false, boat: 'Sea Sprite', life: ['Crabs', 'Seahorses'] },
];
{
  const file = 'logbook/club-trip-reports-2025.md';
  const [g, m] = UK_PROSE;
  for (const s of UK_PROSE) s.centre = 'Brighton';
  siteFacts(g, file, { depth: 'thirty-four metres', vis: 'eight metres', temp: '13 °C', dist: 'twelve kilometres', level: 'advanced divers only', wreck: 'Glenmore Wreck sits upright', boat: g.boat, life: 'conger eels … lobsters' });
  siteFacts(m, file, { depth: 'ten metres', vis: 'three metres', temp: 'sixteen degrees', dist: 'a kilometre and a half', level: 'beginners', wreck: 'no wreck', boat: m.boat, life: 'seahorses … crabs' });
  for (const f of corpus.facts) if (f.file === file && f.entity === m.name && f.attribute === 'visibility') f.stated = 'Three metres';
  for (const f of corpus.facts) if (f.file === file && f.attribute === 'marine_life') f.stated = f.entity === g.name ? 'conger eels' : 'seahorses';
  corpus.write(file, `# Club trip reports — 2025

## Sunday 13 July — Glenmore Wreck (Channel Diver)

Ten of us out on Channel Diver with Marcus at the wheel. The Glenmore Wreck sits upright on a sandy seabed at
thirty-four metres, about twelve kilometres out from the marina, so this one is for advanced divers only. Visibility
was a decent eight metres and the computers read 13 °C at the bottom. Big conger eels in the boiler and three
lobsters under the stern. Everybody was back on the boat by 11:40.

## Saturday 26 July — Marina Outer Wall (Sea Sprite)

A gentle one for the beginners from the Open Water course: the Marina Outer Wall is only a kilometre and a half from
the shore on Sea Sprite, no wreck, ten metres at the deepest. Three metres of visibility and sixteen degrees — warm
for Brighton. Two seahorses near the third pillar and the usual crabs everywhere.

## Saturday 9 August — blown out

Force 6 from the south-west; trip cancelled, refunds given. Coffee at the shop instead.
`);
}

// (a5) Lagos sites, Portuguese YAML + pipe-table pages
const PT_YAML = [
  { name: 'Ponta da Piedade', depth: 16, vis: 15, temp: 19, dist: 1.2, level: 'Beginner', wreck: false, boat: 'Sereia', life: ['Octopus', 'Seahorses', 'Nudibranchs'] },
  { name: 'Grutas do Camilo', depth: 12, vis: 12, temp: 20, dist: 0.8, level: 'Beginner', wreck: false, boat: 'Golfinho II', life: ['Octopus', 'Moray eels'] },
  { name: 'Naufrágio Oceano Azul', depth: 30, vis: 18, temp: 17, dist: 6.5, level: 'Advanced', wreck: true, boat: 'Maré Alta', life: ['Groupers', 'Conger eels', 'Rays'] },
  { name: 'Baixa de Lagos', depth: 22, vis: 14, temp: 18, dist: 3.4, level: 'Intermediate', wreck: false, boat: 'Sereia', life: ['Sea bream', 'Moray eels', 'Cuttlefish'] },
];
for (const s of PT_YAML) {
  s.centre = 'Lagos';
  const file = `lagos/pontos-de-mergulho/${slug(s.name)}.md`;
  const life = s.life.map((x) => PT_LIFE[x]).join(', ');
  const rows = [['Profundidade máxima', `${dec(s.depth, 0)} m`], ['Visibilidade típica', `${s.vis} m`], ['Temperatura da água', `${s.temp} °C`], ['Distância da costa', `${dec(s.dist, 1)} km`], ['Nível', PT_LEVEL[s.level]], ['Naufrágio', s.wreck ? 'sim' : 'não'], ['Barco', s.boat], ['Vida marinha', life]];
  siteFacts(s, file, { depth: `| Profundidade máxima | ${s.depth} m |`, vis: `| Visibilidade típica | ${s.vis} m |`, temp: `${s.temp} °C`, dist: `${dec(s.dist, 1)} km`, level: PT_LEVEL[s.level], wreck: `| Naufrágio | ${s.wreck ? 'sim' : 'não'} |`, life });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['nome', s.name], ['centro', 'Lagos'], ['tipo', s.wreck ? 'naufrágio' : 'recife'], ['atualizado', '2025-06-30']],
    title: s.name,
    lead: [`${s.name}: mergulho de nível ${PT_LEVEL[s.level].toLowerCase()}, até ${s.depth} metros.`],
    colA: 'Campo', colB: 'Valor',
    sections: [{ heading: 'Ficha do ponto de mergulho', rows }],
    footer: 'Centro de Mergulho Ponta da Piedade — fichas internas.',
  }));
}

// (a6) Lagos sites in a nested booking-system JSON (English keys, mixed units)
const JSON_SITES = [
  { name: 'Recife da Luz', d: [24, 'm'], vis: 16, f: 64, nmi: 2.2, level: 'Intermediate', wreck: false, boat: 'Golfinho II', life: ['Octopus', 'Rays'] },
  { name: 'Naufrágio São Gonçalo', d: [125, 'ft'], vis: 20, f: 61, nmi: 4.8, level: 'Advanced', wreck: true, boat: 'Maré Alta', life: ['Groupers', 'Moray eels'] },
  { name: 'Pedra do Barril', d: [18, 'm'], vis: 20, f: 66, nmi: 1.5, level: 'Beginner', wreck: false, boat: 'Sereia', life: ['Seahorses', 'Sea bream'] },
  { name: 'Baixa do Burgau', d: [88, 'ft'], vis: 17, f: 63, nmi: 3.1, level: 'Intermediate', wreck: false, boat: 'Golfinho II', life: ['Nudibranchs', 'Octopus', 'Cuttlefish'] },
];
{
  const file = 'lagos/booking-system-sites.json';
  const recs = JSON_SITES.map((s, k) => {
    Object.assign(s, { centre: 'Lagos', depth: s.d[1] === 'ft' ? r4(s.d[0] * FT) : s.d[0], temp: fToC(s.f), dist: r4(s.nmi * NMI) });
    siteFacts(s, file, { depth: `"value": ${s.d[0]}`, vis: `"visibility_m": ${s.vis}`, temp: `"value": ${s.f}`, dist: `"value": ${s.nmi}`, level: `"difficulty": "${s.level.toLowerCase()}"`, wreck: `"is_wreck": ${s.wreck}`, boat: `"boat": "${s.boat}"`, life: `"${s.life[0].toLowerCase()}"` });
    return {
      id: `site-${410 + k * 7}`,
      site: { name: s.name, centre: 'Lagos', difficulty: s.level.toLowerCase(), is_wreck: s.wreck },
      profile: { depth: { max: { value: s.d[0], unit: s.d[1] } }, conditions: { visibility_m: s.vis, water_temp: { value: s.f, unit: 'F' } } },
      location: { distance_from_shore: { value: s.nmi, unit: 'nmi' }, boat: s.boat },
      species: s.life.map((x) => x.toLowerCase()),
    };
  });
  corpus.write(file, JSON.stringify({ source: 'DiveBooker export', centre: 'Lagos', exported: '2025-09-01T06:00:00Z', sites: recs }, null, 2) + '\n');
}

// (a7) a Lagos site only in a Portuguese e-mail
const ARCOS = { name: 'Arcos da Dona Ana', centre: 'Lagos', depth: 9, vis: 10, temp: 20, dist: 0.5, level: 'Beginner', wreck: false, boat: 'Sereia', life: ['Seahorses', 'Octopus'] };
{
  const file = 'lagos/email-novo-ponto-dona-ana.eml';
  siteFacts(ARCOS, file, { depth: 'nove metros', vis: 'dez metros', temp: '20 graus', dist: '500 metros', level: 'iniciantes', wreck: 'Sem naufrágio', boat: 'Sereia', life: 'cavalos-marinhos' });
  corpus.write(file, `From: Rui Sousa <rui.sousa@mergulho-piedade.pt>
To: equipa@mergulho-piedade.pt
Date: Mon, 16 Jun 2025 18:20:05 +0100
Subject: Novo ponto de mergulho: Arcos da Dona Ana

Olá a todos,

A partir de julho passamos a levar grupos aos Arcos da Dona Ana com o Sereia. Fica a 500 metros da costa, com
profundidade máxima de nove metros, por isso é ideal para iniciantes e batismos. Sem naufrágio, mas com muitos
cavalos-marinhos e polvos entre as rochas. Hoje tivemos visibilidade de dez metros e a água estava a 20 graus.

Abraço,
Rui
`);
}

// (a8) a Lagos site only in the Brighton club's Lagos trip diary
const ALVOR = { name: 'Recife de Alvor', centre: 'Lagos', depth: 28, vis: 15, temp: 18, dist: 4, level: 'Intermediate', wreck: false, boat: 'Maré Alta', life: ['Rays', 'Groupers'] };
{
  const file = 'logbook/lagos-trip-diary-may-2025.md';
  siteFacts(ALVOR, file, { depth: 'twenty-eight metres', vis: '15 metres', temp: '18 °C', dist: '4 km', level: 'intermediate', wreck: 'no wreck', boat: 'Maré Alta', life: 'rays' });
  corpus.write(file, `# Lagos trip diary — May 2025

Eight club members flew out to our partner centre in Lagos for a week (18–25 May).

**Day 2.** Morning on Maré Alta to Recife de Alvor, 4 km off Alvor beach. It is rated intermediate; the reef drops
to twenty-eight metres on the seaward side, no wreck, just a long ridge. Vis a good 15 metres and the water was
18 °C, which felt tropical after Brighton. Two big rays and a grouper that followed us for the whole dive.

**Day 4.** Rest day; half the group went kayaking into the grottoes.

**Day 6.** Night dive off the harbour wall with Tiago. Octopus everywhere.

Total for the week: 11 dives each, no incidents. Same again next year?
`);
}

// ------------------------------------------------------------------ (b) instructors
function instFacts(p, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'instructor', attr, value, unit, stated, file);
  F('instructor_no', p.no, 'text', p.no);
  F('centre', p.centre, 'place', st.centre ?? '');
  F('cert_level', p.level, 'text', st.level);
  F('languages', p.langs, 'list', st.langs);
  F('specialities', p.specs, 'list', st.specs);
  F('dives_logged', p.dives, '', st.dives);
  F('started', p.start, 'date', st.start);
  F('day_rate', p.rate, p.centre === 'Lagos' ? 'EUR' : 'GBP', st.rate);
}
const LEVEL_LONG = { OWSI: 'Open Water Scuba Instructor (OWSI)', MSDT: 'Master Scuba Diver Trainer (MSDT)', 'IDC Staff': 'IDC Staff Instructor', 'Course Director': 'Course Director' };
const I = (name, centre, no, level, langs, specs, dives, start, rate) => ({ name, centre, no: String(no), level, langs, specs, dives, start, rate });
const INST = [
  I('Sam Whitlock', 'Brighton', 184302, 'Course Director', ['English', 'French'], ['Wreck', 'Deep', 'Nitrox'], 3420, '2009-04-06', 260),
  I('Hannah Cole', 'Brighton', 271855, 'MSDT', ['English'], ['Drysuit', 'Nitrox'], 1240, '2016-03-14', 185),
  I('Marcus Reid', 'Brighton', 305117, 'IDC Staff', ['English', 'German'], ['Wreck', 'Deep', 'Sidemount'], 2150, '2013-09-02', 220),
  I('Priya Desai', 'Brighton', 334690, 'OWSI', ['English', 'Spanish'], ['Photography'], 610, '2021-05-17', 160),
  I('Tom Farrant', 'Brighton', 298044, 'MSDT', ['English'], ['Wreck', 'Night'], 1580, '2015-06-01', 190),
  I('Ellie Marsh', 'Brighton', 351220, 'OWSI', ['English', 'French'], ['Nitrox', 'Night'], 480, '2022-04-25', 150),
  I('Jonas Becker', 'Brighton', 312778, 'MSDT', ['German', 'English', 'Dutch'], ['Drysuit', 'Deep'], 1050, '2018-07-09', 175),
  I('Chloe Dunn', 'Brighton', 340156, 'OWSI', ['English'], ['Photography', 'Night'], 720, '2020-02-03', 155),
  I('Ravi Patel', 'Brighton', 322909, 'IDC Staff', ['English', 'Italian'], ['Sidemount', 'Deep'], 1890, '2014-11-17', 210),
  I('Fiona McAllister', 'Brighton', 289431, 'MSDT', ['English', 'Spanish'], ['Wreck', 'Drysuit'], 1330, '2017-08-21', 180),
  I('Aaron Pike', 'Brighton', 367402, 'OWSI', ['English', 'Polish'], ['Nitrox'], 390, '2025-09-01', 145),
  I('Grace Okafor', 'Brighton', 359880, 'MSDT', ['English', 'French'], ['Photography', 'Deep'], 940, '2025-08-18', 170),
  I('João Martins', 'Lagos', 201447, 'Course Director', ['Portuguese', 'English', 'Spanish'], ['Deep', 'Wreck'], 4100, '2008-05-12', 240),
  I('Inês Carvalho', 'Lagos', 318265, 'MSDT', ['Portuguese', 'English', 'French'], ['Photography', 'Nitrox'], 1360, '2017-03-20', 165),
  I('Rui Sousa', 'Lagos', 276530, 'IDC Staff', ['Portuguese', 'English'], ['Sidemount', 'Wreck'], 2480, '2012-06-04', 200),
  I('Beatriz Lopes', 'Lagos', 345711, 'OWSI', ['Portuguese', 'English', 'German'], ['Night'], 560, '2021-04-12', 130),
  I('Tiago Ferreira', 'Lagos', 329804, 'MSDT', ['Portuguese', 'Spanish'], ['Deep', 'Night'], 1120, '2019-05-06', 150),
  I('Marta Nunes', 'Lagos', 338462, 'OWSI', ['Portuguese', 'English', 'Italian'], ['Photography'], 690, '2020-06-15', 135),
  I('Pedro Almeida', 'Lagos', 290117, 'IDC Staff', ['Portuguese', 'English', 'French'], ['Wreck', 'Nitrox'], 1970, '2016-02-22', 185),
  I('Sofia Rocha', 'Lagos', 364125, 'OWSI', ['Portuguese', 'English', 'Dutch'], ['Nitrox'], 310, '2025-07-01', 120),
];
const IN = Object.fromEntries(INST.map((p) => [p.name, p]));

// (b1) Brighton instructors, HTML definition list (label set A)
{
  const file = 'staff/instructors-brighton.html';
  const team = INST.slice(0, 6);
  const sections = team.map((p, k) => {
    const start = fmtDate(p.start, k % 2 ? 'long' : 'us');
    const rows = [['Instructor no.', p.no], ['Rating', LEVEL_LONG[p.level]], ['Languages', p.langs.join(', ')], ['Specialities', p.specs.join(', ')], ['Logged dives', group(p.dives)], ['Start date', start], ['Day rate', gbp0(p.rate)]];
    instFacts(p, file, { level: LEVEL_LONG[p.level], langs: p.langs.join(', '), specs: p.specs.join(', '), dives: group(p.dives), start, rate: gbp0(p.rate) });
    return { heading: p.name, rows };
  });
  corpus.write(file, htmlDlPage({ title: 'Our instructors — Brighton', site: BRIGHTON, lead: ['Core instructing team on staff contracts. Sam Whitlock, our Course Director, has logged 3,420 dives.'], sections, footer: 'Day rates for private guiding; course fees are on the course list.' }));
}
// (b2) freelance instructors, TSV with units in the values (label set B)
{
  const file = 'staff/freelance-instructors.tsv';
  const rows = INST.slice(6, 10).map((p) => {
    const joined = fmtDate(p.start, 'short');
    instFacts(p, file, { level: p.level, langs: p.langs.join('/'), specs: p.specs.join('/'), dives: `${group(p.dives)} dives`, start: joined, rate: `£${p.rate}/day` });
    return [p.name, `#${p.no}`, p.level, p.langs.join('/'), p.specs.join('/'), `${group(p.dives)} dives`, joined, `£${p.rate}/day`];
  });
  corpus.write(file, delimited(['Name', 'Instructor no.', 'Rating', 'Speaks', 'Teaches', 'Dives logged', 'Joined', 'Rate'], rows, '\t'));
}
// (b3) two new Brighton starters only in an HR e-mail
{
  const file = 'email/2025-08-11-new-instructors.eml';
  const a = IN['Aaron Pike'];
  const g = IN['Grace Okafor'];
  instFacts(a, file, { level: 'Open Water Scuba Instructor', langs: 'English and Polish', specs: 'Enriched Air (Nitrox)', dives: words(a.dives), start: fmtDate(a.start, 'long'), rate: `£${a.rate} a day` });
  instFacts(g, file, { level: 'Master Scuba Diver Trainer', langs: 'French', specs: 'underwater photography and deep', dives: `${g.dives} logged dives`, start: fmtDate(g.start, 'long'), rate: `£${g.rate} a day` });
  for (const f of corpus.facts) if (f.file === file && f.attribute === 'specialities' && f.entity === 'Aaron Pike') f.stated = 'Nitrox';
  corpus.write(file, `From: Office <office@seahavendivers.co.uk>
To: instructors@seahavendivers.co.uk
Date: Mon, 11 Aug 2025 09:31:12 +0100
Subject: Two new instructors joining us

Hi everyone,

Please welcome two new faces. Grace Okafor (instructor no. ${g.no}) starts on ${fmtDate(g.start, 'long')}: she is a Master Scuba Diver Trainer
with ${g.dives} logged dives, speaks English and French, and will teach the underwater photography and deep
specialities. She is on £${g.rate} a day for private guiding.

Aaron Pike (no. ${a.no}) joins on ${fmtDate(a.start, 'long')} as an Open Water Scuba Instructor. He has ${words(a.dives)} dives in
his log, speaks English and Polish and can teach Nitrox (Enriched Air). His day rate is £${a.rate} a day.

Both will shadow Hannah on an Open Water course first.

Thanks,
The office
`);
}
// (b4) Lagos instructors, Portuguese plain-text profiles
INST.slice(12, 16).forEach((p, k) => {
  const file = `lagos/equipa/${slug(p.name)}.txt`;
  const start = k % 2 ? ptDate(p.start) : ukDate(p.start);
  const langs = p.langs.map((l) => PT_LANG[l]).join(', ');
  const specs = p.specs.map((s) => PT_SPEC[s]).join(', ');
  instFacts(p, file, { level: LEVEL_LONG[p.level], langs, specs, dives: `Mergulhos registados: ${group(p.dives).replace(',', '.')}`, start, rate: `Diária: ${eur(p.rate)}` });
  corpus.write(file, txtProfile({
    txtHeader: `INSTRUTOR — ${p.name.toUpperCase()}`,
    sections: [{ rows: [['Nome', p.name], ['Número de instrutor', p.no], ['Centro', 'Lagos'], ['Nível', LEVEL_LONG[p.level]], ['Línguas', langs], ['Especialidades', specs], ['Mergulhos registados', group(p.dives).replace(',', '.')], ['Data de início', start], ['Diária', eur(p.rate)]] }],
    lead: [`${p.name} trabalha no centro desde ${p.start.slice(0, 4)}.`],
  }));
});
// (b5) Lagos instructors, flat staff JSON
{
  const file = 'lagos/staff-export.json';
  const recs = INST.slice(16, 19).map((p) => {
    instFacts(p, file, { level: `"rating": "${p.level}"`, langs: `"${p.langs.at(-1)}"`, specs: `"${p.specs.at(-1)}"`, dives: `"dives_logged": ${p.dives}`, start: `"start_date": "${p.start}"`, rate: `"day_rate_eur": ${p.rate}` });
    return { name: p.name, instructor_number: p.no, centre: 'Lagos', rating: p.level, languages: p.langs, specialities: p.specs, dives_logged: p.dives, start_date: p.start, day_rate_eur: p.rate };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}

// ------------------------------------------------------------------ (c) courses
function courseFacts(c, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'course', attr, value, unit, stated, file);
  F('code', c.code, 'text', c.code);
  F('centre', c.centre, 'place', st.centre ?? '');
  F('level', c.level, 'text', st.level);
  F('duration', c.days, 'days', st.dur);
  F('price', c.price, c.centre === 'Lagos' ? 'EUR' : 'GBP', st.price);
  F('max_students', c.max, '', st.max);
  F('min_age', c.age, 'years', st.age);
  F('dives', c.dives, '', st.dives);
  F('instructor', c.inst, 'person', st.inst ?? c.inst);
}
const C = (name, centre, code, level, days, price, max, age, dives, inst) => ({ name, centre, code, level, days, price, max, age, dives, inst });
const COURSES = [
  C('Open Water Diver', 'Brighton', 'BDC-OW', 'Beginner', 4, 495, 6, 10, 4, 'Hannah Cole'),
  C('Advanced Open Water', 'Brighton', 'BDC-AOW', 'Intermediate', 2, 365, 6, 12, 5, 'Tom Farrant'),
  C('Rescue Diver', 'Brighton', 'BDC-RD', 'Advanced', 3, 425, 4, 12, 4, 'Marcus Reid'),
  C('Divemaster', 'Brighton', 'BDC-DM', 'Professional', 20, 1150, 4, 18, 20, 'Sam Whitlock'),
  C('Drysuit Diver', 'Brighton', 'BDC-DRY', 'Intermediate', 1, 195, 4, 10, 2, 'Jonas Becker'),
  C('Deep Diver', 'Brighton', 'BDC-DEEP', 'Advanced', 2, 295, 4, 15, 4, 'Fiona McAllister'),
  C('Enriched Air Nitrox', 'Brighton', 'BDC-EAN', 'Intermediate', 1, 175, 8, 12, 0, 'Ellie Marsh'),
  C('Try Dive (Pool)', 'Brighton', 'BDC-TRY', 'Beginner', r4(3 / 24), 55, 8, 10, 0, 'Priya Desai'),
  C('Wreck Diver', 'Brighton', 'BDC-WRK', 'Advanced', 2, 320, 4, 15, 4, 'Marcus Reid'),
  C('Emergency First Response', 'Brighton', 'BDC-EFR', 'Beginner', r4(6 / 24), 120, 10, 12, 0, 'Ellie Marsh'),
  C('Batismo de Mergulho', 'Lagos', 'LGS-BAT', 'Beginner', r4(3 / 24), 75, 6, 8, 1, 'Beatriz Lopes'),
  C('Mergulhador Open Water', 'Lagos', 'LGS-OW', 'Beginner', 3, 420, 4, 10, 4, 'Inês Carvalho'),
  C('Mergulhador Avançado', 'Lagos', 'LGS-AOW', 'Intermediate', 2, 340, 4, 12, 5, 'Rui Sousa'),
  C('Mergulho em Naufrágios', 'Lagos', 'LGS-NAU', 'Advanced', 2, 290, 4, 15, 4, 'João Martins'),
  C('Fotografia Subaquática', 'Lagos', 'LGS-FOT', 'Intermediate', r4(6 / 24), 180, 3, 12, 2, 'Marta Nunes'),
  C('Mergulho Noturno', 'Lagos', 'LGS-NOT', 'Intermediate', 1, 150, 4, 12, 3, 'Tiago Ferreira'),
];
const CO = Object.fromEntries(COURSES.map((c) => [c.name, c]));
const CODE = Object.fromEntries(COURSES.map((c) => [c.code, c]));

// (c1) Brighton core courses, HTML spec table
{
  const file = 'courses/brighton-courses-2025.html';
  const sections = COURSES.slice(0, 4).map((c) => {
    const dur = `${c.days} days`;
    courseFacts(c, file, { level: c.level, dur, price: gbp(c.price), max: String(c.max), age: `${c.age} years`, dives: `${c.dives} open-water dives` });
    return { heading: `${c.name} (${c.code})`, rows: [['Course code', c.code], ['Level', c.level], ['Duration', dur], ['Price', gbp(c.price)], ['Max students', String(c.max)], ['Minimum age', `${c.age} years`], ['Dives included', `${c.dives} open-water dives`], ['Instructor', c.inst]] };
  });
  corpus.write(file, htmlTablePage({ title: 'Courses 2025 — Brighton', crumbs: ['Seahaven Divers', 'Learn', 'Courses'], lead: ['Prices include equipment hire, boat dives and certification. The Divemaster programme runs over 20 days.'], sections, footer: 'Deposit £100 on booking; balance two weeks before the start.' }));
}
// (c2) Brighton speciality courses, CSV with units in the header
{
  const file = 'courses/speciality-courses-2025.csv';
  const rows = COURSES.slice(4, 7).map((c) => {
    courseFacts(c, file, { level: c.level, dur: String(c.days), price: c.price.toFixed(2), max: String(c.max), age: String(c.age), dives: String(c.dives) });
    return [c.code, c.name, c.level, c.days, c.price.toFixed(2), c.max, c.age, c.dives, c.inst];
  });
  corpus.write(file, delimited(['Code', 'Course', 'Level', 'Duration (days)', 'Price (GBP)', 'Class size', 'Min age (yrs)', 'Open-water dives', 'Lead instructor'], rows));
}
// (c3) the pool try-dive, YAML front matter + pipe table (hours)
{
  const file = 'courses/try-dive-pool.md';
  const c = CO['Try Dive (Pool)'];
  courseFacts(c, file, { level: c.level, dur: '3 hours', price: '£55', max: 'up to 8', age: '10 years', dives: 'no open-water dives', inst: c.inst });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['course', c.name], ['code', c.code], ['centre', 'Brighton'], ['venue', 'Withdean pool'], ['updated', '2025-04-02']],
    title: 'Try Dive (Pool)',
    lead: ['A first breath underwater in the pool at Withdean: 3 hours including the briefing. There are no open-water dives on this one.'],
    sections: [{ heading: 'At a glance', rows: [['Code', c.code], ['Level', c.level], ['Time needed', '3 hours'], ['Cost', '£55'], ['Group size', 'up to 8'], ['Minimum age', '10 years'], ['Run by', c.inst]] }],
    footer: 'Counts towards the Open Water Diver course if booked within 6 months.',
  }));
}
// (c4) two Brighton courses only in an e-mail
{
  const file = 'email/2025-05-02-new-courses.eml';
  const w = CO['Wreck Diver'];
  const e = CO['Emergency First Response'];
  courseFacts(w, file, { level: 'advanced', dur: 'two days', price: '£320', max: 'four students', age: 'fifteen', dives: 'four wreck dives', inst: w.inst });
  courseFacts(e, file, { level: 'beginners', dur: 'six hours', price: '£120', max: 'ten people', age: 'twelve', dives: 'no dives', inst: e.inst });
  corpus.write(file, `From: Sam Whitlock <sam@seahavendivers.co.uk>
To: instructors@seahavendivers.co.uk
Date: Fri, 2 May 2025 17:02:48 +0100
Subject: Two courses going on the website

Hi all,

Two additions for the summer. The Wreck Diver course (code BDC-WRK) is an advanced course run by Marcus Reid
over two days, with four wreck dives on the Oushla and the Northcoates. It costs £320, takes no more than
four students and the minimum age is fifteen.

Emergency First Response (BDC-EFR) is open to beginners and non-divers: a classroom day of six hours with no dives,
£120, up to ten people per session, minimum age twelve. Ellie Marsh will teach it.

Sam
`);
}
// (c5) Lagos courses, Portuguese YAML + pipe-table pages
for (const c of COURSES.slice(10, 13)) {
  const file = `lagos/cursos/${slug(c.code)}.md`;
  const dur = c.days < 1 ? `${Math.round(c.days * 24)} horas` : `${c.days} dias`;
  const rows = [['Código', c.code], ['Nível', PT_LEVEL[c.level]], ['Duração', dur], ['Preço', eur(c.price)], ['Máximo de alunos', String(c.max)], ['Idade mínima', `${c.age} anos`], ['Mergulhos no mar', String(c.dives)], ['Instrutor', c.inst]];
  courseFacts(c, file, { level: PT_LEVEL[c.level], dur, price: eur(c.price), max: `| Máximo de alunos | ${c.max} |`, age: `${c.age} anos`, dives: `| Mergulhos no mar | ${c.dives} |` });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['curso', c.name], ['codigo', c.code], ['centro', 'Lagos'], ['atualizado', '2025-03-01']],
    title: c.name, colA: 'Campo', colB: 'Valor',
    lead: [`O curso ${c.name} custa ${eur(c.price)}, com equipamento incluído.`],
    sections: [{ heading: 'Ficha do curso', rows }],
    footer: 'Reservas: loja ou e-mail. Seguro de mergulho obrigatório.',
  }));
}
// (c6) Lagos courses in a nested booking JSON
{
  const file = 'lagos/booking-system-courses.json';
  const recs = COURSES.slice(13, 15).map((c) => {
    const dur = c.days < 1 ? { value: Math.round(c.days * 24), unit: 'hours' } : { value: c.days, unit: 'days' };
    courseFacts(c, file, { level: `"level": "${c.level.toLowerCase()}"`, dur: `"value": ${dur.value}`, price: `"amount": ${c.price}`, max: `"max_students": ${c.max}`, age: `"min_age": ${c.age}`, dives: `"open_water_dives": ${c.dives}`, inst: `"instructor": "${c.inst}"` });
    return { code: c.code, title: c.name, centre: 'Lagos', level: c.level.toLowerCase(), schedule: { duration: dur, open_water_dives: c.dives }, pricing: { amount: c.price, currency: 'EUR', includes: ['equipment', 'boat'] }, requirements: { min_age: c.age }, capacity: { max_students: c.max }, staff: { instructor: c.inst } };
  });
  corpus.write(file, JSON.stringify({ source: 'DiveBooker export', centre: 'Lagos', courses: recs }, null, 2) + '\n');
}

// ------------------------------------------------------------------ (d) customers
function custFacts(c, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'customer', attr, value, unit, stated, file);
  F('member_no', c.no, 'text', c.no);
  F('centre', c.centre, 'place', st.centre ?? '');
  F('cert_level', c.cert, 'text', st.cert);
  F('dives_logged', c.dives, '', st.dives);
  F('joined', c.joined, 'date', st.joined);
  F('medical', c.medical, 'bool', st.medical);
  F('course', c.course, 'text', st.course ?? (c.course ?? ''));
  F('country', c.country, 'text', st.country);
}
const CERTS = ['Not certified', 'Open Water', 'Advanced Open Water', 'Rescue Diver', 'Divemaster'];
const DIVES = { 'Not certified': [0, 0], 'Open Water': [4, 40], 'Advanced Open Water': [20, 160], 'Rescue Diver': [60, 320], Divemaster: [150, 900] };
const NEXT = {
  Brighton: { 'Not certified': ['Open Water Diver', 'Try Dive (Pool)'], 'Open Water': ['Advanced Open Water', 'Enriched Air Nitrox', 'Drysuit Diver'], 'Advanced Open Water': ['Rescue Diver', 'Deep Diver', 'Wreck Diver', 'Emergency First Response'], 'Rescue Diver': ['Divemaster', 'Deep Diver'], Divemaster: ['Wreck Diver'] },
  Lagos: { 'Not certified': ['Batismo de Mergulho', 'Mergulhador Open Water'], 'Open Water': ['Mergulhador Avançado', 'Fotografia Subaquática'], 'Advanced Open Water': ['Mergulho em Naufrágios', 'Mergulho Noturno', 'Fotografia Subaquática'], 'Rescue Diver': ['Mergulho em Naufrágios', 'Mergulho Noturno'], Divemaster: ['Fotografia Subaquática'] },
};
const FIRST_B = ['Olivia', 'James', 'Amelia', 'Harry', 'Isla', 'Jack', 'Sophie', 'Callum', 'Megan', 'Daniel', 'Lucy', 'Ben', 'Chloe', 'Ryan', 'Holly', 'Nathan', 'Zoe', 'Adam', 'Katie', 'Luke', 'Niamh', 'Owen', 'Freya', 'Kieran', 'Maisie', 'Rory', 'Tamsin', 'Dominik', 'Claire', 'Euan'];
const LAST_B = ['Hughes', 'Bennett', 'Carter', 'Walsh', 'Fraser', 'Doyle', 'Palmer', 'Hayes', 'Lawson', 'Mills', 'Parsons', 'Quinn', 'Rowe', 'Sharpe', 'Turnbull', 'Webb', 'Yates', 'Ashby', 'Brennan', 'Coates', 'Dawson', 'Ellis', 'Fletcher', 'Gallagher', 'Hollis', 'Kerr', 'Nowak', 'Oakley'];
const FIRST_L = ['Miguel', 'Ana', 'Duarte', 'Leonor', 'Hans', 'Greta', 'Lars', 'Femke', 'Carmen', 'Diego', 'Camille', 'Lucas', 'Siobhan', 'Mariana', 'Gonçalo', 'Sanne', 'Tobias', 'Lena'];
const LAST_L = ['Costa', 'Pereira', 'Silva', 'Ribeiro', 'Schmidt', 'Weber', 'de Vries', 'Jansen', 'García', 'Moreau', 'Byrne', 'Teixeira', 'Fonseca', 'Bakker', 'Vogel', 'Santos', 'Gomes', 'Keller'];
const usedNames = new Set([...INST.map((p) => p.name)]);
const usedNos = new Set();
function makeCustomer(centre) {
  let name;
  do {
    name = centre === 'Brighton' ? `${r.pick(FIRST_B)} ${r.pick(LAST_B)}` : `${r.pick(FIRST_L)} ${r.pick(LAST_L)}`;
  } while (usedNames.has(name));
  usedNames.add(name);
  let no;
  do {
    no = centre === 'Brighton' ? `BDC-${r.int(1020, 1990)}` : `LGS-${r.int(2040, 2890)}`;
  } while (usedNos.has(no));
  usedNos.add(no);
  const cert = r.weighted([['Not certified', 0.12], ['Open Water', 0.3], ['Advanced Open Water', 0.3], ['Rescue Diver', 0.17], ['Divemaster', 0.11]]);
  const [lo, hi] = DIVES[cert];
  const dives = r.int(lo, hi);
  const y = r.int(2013, 2025);
  const joined = `${y}-${pad(y === 2025 ? r.int(1, 8) : r.int(1, 12))}-${pad(r.int(1, 28))}`;
  const medical = r.chance(0.78);
  const course = r.chance(0.72) ? r.pick(NEXT[centre][cert]) : null;
  const country = centre === 'Brighton'
    ? r.weighted([['United Kingdom', 0.7], ['Ireland', 0.08], ['France', 0.07], ['Poland', 0.08], ['Germany', 0.07]])
    : r.weighted([['Portugal', 0.35], ['United Kingdom', 0.2], ['Germany', 0.15], ['Netherlands', 0.12], ['Spain', 0.1], ['France', 0.08]]);
  return { name, no, centre, cert, dives, joined, medical, course, country };
}
const custB = Array.from({ length: 28 }, () => makeCustomer('Brighton'));
const custL = Array.from({ length: 16 }, () => makeCustomer('Lagos'));
const CERT_SHORT = { 'Not certified': 'none', 'Open Water': 'OW', 'Advanced Open Water': 'AOW', 'Rescue Diver': 'Rescue', Divemaster: 'DM' };

// (d1) Brighton members CSV
{
  const file = 'customers/members-brighton.csv';
  const rows = custB.slice(0, 12).map((c) => {
    custFacts(c, file, { cert: c.cert, dives: String(c.dives), joined: ukDate(c.joined), medical: c.medical ? 'Y' : 'N', course: c.course ?? '', country: c.country });
    return [c.no, c.name, c.cert, c.dives, ukDate(c.joined), c.medical ? 'Y' : 'N', c.course ?? '', c.country];
  });
  corpus.write(file, delimited(['Member no.', 'Name', 'Cert level', 'Logged dives', 'Joined (dd/mm/yyyy)', 'Medical signed (Y/N)', 'Course booked', 'Country'], rows));
}
// (d2) Brighton member notes, Markdown bullets (label set B, month-only dates)
{
  const file = 'customers/member-notes.md';
  const sections = custB.slice(12, 20).map((c) => {
    c.joined = `${c.joined.slice(0, 7)}-01`;
    const since = fmtDate(c.joined, 'month');
    const cert = c.cert === 'Not certified' ? 'not yet certified' : `PADI ${c.cert}`;
    const med = c.medical ? 'signed' : 'not signed yet';
    const booked = c.course ?? 'nothing booked';
    custFacts(c, file, { cert, dives: `Dives: ${c.dives}`, joined: since, medical: `Medical form: ${med}`, course: booked, country: c.country });
    return { heading: c.name, rows: [['Membership number', c.no], ['Certification', cert], ['Dives', String(c.dives)], ['Member since', since], ['Medical form', med], ['Booked on', booked], ['From', c.country]] };
  });
  corpus.write(file, mdBulletsNote({ title: 'Member notes — Brighton', lead: ['Notes kept at the front desk; the booking system has the rest.'], sections }));
}
// (d3) Brighton online sign-ups, flat JSON (course by code)
{
  const file = 'customers/online-signups-2025.json';
  const codeOf = (name) => COURSES.find((x) => x.name === name)?.code ?? null;
  const recs = custB.slice(20, 28).map((c) => {
    custFacts(c, file, { cert: `"cert": "${CERT_SHORT[c.cert]}"`, dives: `"dives_logged": ${c.dives}`, joined: c.joined, medical: `"medical_signed": ${c.medical}`, course: c.course ? codeOf(c.course) : '"course_code": null', country: `"country": "${c.country}"` });
    return { member_id: c.no, name: c.name, cert: CERT_SHORT[c.cert], dives_logged: c.dives, joined: c.joined, medical_signed: c.medical, course_code: c.course ? codeOf(c.course) : null, country: c.country };
  });
  corpus.write(file, JSON.stringify({ form: 'website sign-up', centre: 'Brighton', records: recs }, null, 2) + '\n');
}
// (d4) four Brighton customers only in a front-desk diary
const DIARY_CUST = [
  { name: 'Rosie Calder', no: 'BDC-1994', centre: 'Brighton', cert: 'Rescue Diver', dives: 120, joined: '2025-08-04', medical: true, course: 'Divemaster', country: 'Ireland' },
  { name: 'Marek Zielinski', no: 'BDC-1995', centre: 'Brighton', cert: 'Open Water', dives: 14, joined: '2025-08-06', medical: false, course: 'Drysuit Diver', country: 'Poland' },
  { name: 'Hattie Brooks', no: 'BDC-1996', centre: 'Brighton', cert: 'Not certified', dives: 0, joined: '2025-08-12', medical: true, course: 'Open Water Diver', country: 'United Kingdom' },
  { name: 'Dev Malhotra', no: 'BDC-1997', centre: 'Brighton', cert: 'Advanced Open Water', dives: 63, joined: '2025-08-20', medical: true, course: 'Wreck Diver', country: 'United Kingdom' },
];
{
  const file = 'diaries/front-desk-diary-august-2025.md';
  const [a, b, c, d] = DIARY_CUST;
  custFacts(a, file, { cert: 'Rescue Diver', dives: 'about 120 logged dives', joined: 'Mon 4 Aug', medical: 'signed her medical form', course: 'Divemaster', country: 'from Cork' });
  custFacts(b, file, { cert: 'Open Water', dives: 'fourteen dives', joined: 'Wed 6 Aug', medical: 'has not signed the medical form', course: 'Drysuit Diver', country: 'Polish' });
  custFacts(c, file, { cert: 'never dived', dives: 'never dived', joined: 'Tue 12 Aug', medical: 'medical form signed', course: 'Open Water Diver', country: 'local' });
  custFacts(d, file, { cert: 'Advanced Open Water', dives: 'sixty-three dives', joined: 'Wed 20 Aug', medical: 'medical signed', course: 'Wreck Diver', country: 'Hove' });
  for (const f of corpus.facts) if (f.file === file && f.attribute === 'country') f.stated = { 'Rosie Calder': 'from Cork', 'Marek Zielinski': 'Polish', 'Hattie Brooks': 'Brighton girl', 'Dev Malhotra': 'from Hove' }[f.entity];
  corpus.write(file, `# Front desk diary — August 2025

**Mon 4 Aug.** Rosie Calder came in to join (member no. BDC-1994). She's a Rescue Diver from Cork with
about 120 logged dives, signed her medical form on the spot and booked onto the Divemaster course starting in
September.

**Wed 6 Aug.** Marek Zielinski joined today, BDC-1995 — Polish, lives in Kemptown. Open Water certified, with
fourteen dives so far, all warm water. Booked him on the Drysuit Diver course but he has not signed the medical form
yet (needs to see his GP about asthma first). DO NOT put him in the water until it is in.

**Tue 12 Aug.** Hattie Brooks (BDC-1996), a Brighton girl who has never dived — medical form signed, paid the
deposit for the Open Water Diver course.

**Wed 20 Aug.** Dev Malhotra from Hove signed up as BDC-1997: Advanced Open Water with sixty-three dives,
medical signed. Wants the Wreck Diver course, pencilled in for the 6 September weekend.

**Fri 29 Aug.** Compressor service — no fills until 2 pm.
`);
}
// (d5) Lagos customers, Portuguese HTML table
{
  const file = 'lagos/clientes-2025.html';
  const rows = custL.slice(0, 10).map((c) => {
    const joined = ptDate(c.joined);
    custFacts(c, file, { cert: PT_CERT[c.cert], dives: `<td>${c.dives}</td>`, joined, medical: c.medical ? 'sim' : 'não', course: c.course ?? '—', country: PT_COUNTRY[c.country] });
    return `    <tr><td>${esc(c.name)}</td><td>${c.no}</td><td>${esc(PT_CERT[c.cert])}</td><td>${c.dives}</td><td>${esc(joined)}</td><td>${c.medical ? 'sim' : 'não'}</td><td>${esc(c.course ?? '—')}</td><td>${esc(PT_COUNTRY[c.country])}</td></tr>`;
  });
  for (const f of corpus.facts) if (f.file === file && f.attribute === 'dives_logged') f.stated = f.stated.replace(/<\/?td>/g, '');
  corpus.write(file, `<!DOCTYPE html>
<html lang="pt"><head><meta charset="utf-8"><title>Clientes 2025 — Lagos</title></head>
<body>
<h1>Clientes — Centro de Mergulho Ponta da Piedade</h1>
<p>Lista de sócios ativos em 1 de setembro de 2025. A declaração médica é obrigatória antes de qualquer mergulho.</p>
<table>
  <thead><tr><th>Nome</th><th>N.º de sócio</th><th>Certificação</th><th>Mergulhos</th><th>Data de inscrição</th><th>Declaração médica</th><th>Curso</th><th>País</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
// (d6) Lagos customers, nested booking-app JSON (country codes, certification codes)
{
  const file = 'lagos/booking-app-customers.json';
  const CODEC = { 'Not certified': 'NONE', 'Open Water': 'OW', 'Advanced Open Water': 'AOW', 'Rescue Diver': 'RESCUE', Divemaster: 'DM' };
  const recs = custL.slice(10, 16).map((c, k) => {
    const code = c.course ? CO[c.course].code : null;
    custFacts(c, file, { cert: `"level": "${CODEC[c.cert]}"`, dives: `"logged_dives": ${c.dives}`, joined: c.joined, medical: `"signed": ${c.medical}`, course: code ? `"course_code": "${code}"` : '"bookings": []', country: `"nationality": "${ISO_COUNTRY[c.country]}"` });
    return {
      id: `cust-${(0x5b20 + k * 311).toString(16)}`,
      customer: { name: c.name, member_no: c.no, nationality: ISO_COUNTRY[c.country] },
      diving: { certification: { agency: c.cert === 'Not certified' ? null : 'PADI', level: CODEC[c.cert] }, logged_dives: c.dives },
      membership: { centre: 'Lagos', since: `${c.joined}T10:00:00Z` },
      health: { medical_statement: { signed: c.medical } },
      bookings: code ? [{ course_code: code, status: 'confirmed' }] : [],
    };
  });
  corpus.write(file, JSON.stringify({ app: 'DiveBooker', centre: 'Lagos', customers: recs }, null, 2) + '\n');
}
// (d7) two Lagos customers only in a Portuguese e-mail
const PT_MAIL_CUST = [
  { name: 'Catarina Vieira', no: 'LGS-2901', centre: 'Lagos', cert: 'Advanced Open Water', dives: 48, joined: '2025-08-22', medical: true, course: 'Mergulho em Naufrágios', country: 'Portugal' },
  { name: 'Willem Hoekstra', no: 'LGS-2902', centre: 'Lagos', cert: 'Open Water', dives: 9, joined: '2025-08-23', medical: false, course: 'Mergulhador Avançado', country: 'Netherlands' },
];
{
  const file = 'lagos/email-novos-clientes-agosto.eml';
  const [a, b] = PT_MAIL_CUST;
  custFacts(a, file, { cert: 'Advanced Open Water', dives: 'quarenta e oito mergulhos', joined: '22 de agosto', medical: 'Declaração médica assinada', course: 'Mergulho em Naufrágios', country: 'portuguesa' });
  custFacts(b, file, { cert: 'Open Water', dives: 'nove mergulhos', joined: 'desde o dia 23', medical: 'ainda não assinou', course: 'Mergulhador Avançado', country: 'holandês' });
  corpus.write(file, `From: Inês Carvalho <ines.carvalho@mergulho-piedade.pt>
To: loja@mergulho-piedade.pt
Date: Sun, 24 Aug 2025 20:14:51 +0100
Subject: Novos sócios esta semana

Olá,

Dois novos sócios para registar no sistema:

- Catarina Vieira, portuguesa, sócia n.º LGS-2901 desde 22 de agosto. Tem o Advanced Open Water e
  quarenta e oito mergulhos. Declaração médica assinada. Inscreveu-se no curso Mergulho em Naufrágios.
- Willem Hoekstra, holandês, sócio n.º LGS-2902 desde o dia 23. Open Water com apenas nove mergulhos; quer fazer
  o Mergulhador Avançado, mas ainda não assinou a declaração médica.

Obrigada,
Inês
`);
}

// ------------------------------------------------------------------ (e) boats
function boatFacts(b, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(b.name, 'boat', attr, value, unit, stated, file);
  F('registration', b.reg, 'text', b.reg);
  F('centre', b.centre, 'place', st.centre ?? '');
  F('length', b.len, 'm', st.len);
  F('capacity', b.cap, '', st.cap);
  F('power', b.kw, 'kW', st.power);
  F('year_built', b.year, '', st.year);
  F('skipper', b.skipper, 'person', st.skipper ?? b.skipper);
}
const BOATS = [
  { name: 'Channel Diver', centre: 'Brighton', reg: 'SSR 148230', len: 12.5, cap: 12, hp: 400, year: 2006, skipper: 'Marcus Reid' },
  { name: 'Sea Sprite', centre: 'Brighton', reg: 'SSR 162077', len: 9.8, cap: 10, hp: 300, year: 2012, skipper: 'Tom Farrant' },
  { name: 'Blue Horizon', centre: 'Brighton', reg: 'SSR 171954', len: 11, cap: 11, hp: 350, year: 2015, skipper: 'Sam Whitlock' },
  { name: 'Ocean Rover', centre: 'Brighton', reg: 'SSR 155612', ft: 36, cap: 10, kw: 235, year: 2009, skipper: 'Fiona McAllister' },
  { name: 'Pelagic Lady', centre: 'Brighton', reg: 'SSR 183340', len: 9.2, cap: 8, hp: 260, year: 2019, skipper: 'Jonas Becker' },
  { name: 'Sereia', centre: 'Lagos', reg: 'L-1182-AL', len: 10.5, cap: 12, cv: 300, year: 2010, skipper: 'Rui Sousa' },
  { name: 'Golfinho II', centre: 'Lagos', reg: 'L-1357-AL', len: 8.6, cap: 8, cv: 200, year: 2017, skipper: 'Tiago Ferreira' },
  { name: 'Maré Alta', centre: 'Lagos', reg: 'L-1420-AL', len: 13.2, cap: 16, cv: 450, year: 2004, skipper: 'João Martins' },
];
for (const b of BOATS) {
  if (b.ft) b.len = r4(b.ft * FT);
  b.kw = b.kw ?? (b.hp ? r4(b.hp * HP) : r4(b.cv * CV));
}
const BO = Object.fromEntries(BOATS.map((b) => [b.name, b]));
// (e1) Brighton fleet, Markdown bullets
{
  const file = 'boats/brighton-fleet.md';
  const sections = BOATS.slice(0, 3).map((b) => {
    boatFacts(b, file, { len: `Length: ${b.len} m`, cap: `Capacity: ${b.cap} divers`, power: `${b.hp} hp`, year: `Built: ${b.year}`, skipper: `Skipper: ${b.skipper}` });
    return { heading: b.name, rows: [['Registration', b.reg], ['Length', `${b.len} m`], ['Capacity', `${b.cap} divers`], ['Engine', `${b.hp} hp`], ['Built', String(b.year)], ['Skipper', b.skipper], ['Moored', 'Brighton Marina, pontoon D']] };
  });
  corpus.write(file, mdBulletsNote({ title: 'Brighton fleet', lead: ['Our three main hard boats. Channel Diver is the one for the deep wrecks: 12.5 m long with a lift.'], sections, footer: 'Coded for 20 miles from a safe haven (Category 3).' }));
}
// (e2) Ocean Rover, plain-text profile (label set B, ft and kW)
{
  const b = BO['Ocean Rover'];
  const file = 'boats/ocean-rover.txt';
  boatFacts(b, file, { len: 'LOA: 36 ft', cap: 'Max divers: 10', power: 'Power: 235 kW', year: 'Year of build: 2009', skipper: 'Master: Fiona McAllister' });
  corpus.write(file, txtProfile({
    txtHeader: 'BOAT: OCEAN ROVER',
    sections: [{ rows: [['Reg. no.', b.reg], ['Type', 'Aluminium dive catamaran'], ['LOA', '36 ft'], ['Max divers', '10'], ['Power', '235 kW (twin diesel)'], ['Year of build', '2009'], ['Master', b.skipper], ['Base', 'Newhaven']] }],
    lead: ['Ocean Rover was bought second-hand in 2021 and runs the Seven Sisters and Pentyrch trips.'],
  }));
}
// (e4) the Lagos boats, Portuguese HTML definition list
{
  const file = 'lagos/barcos.html';
  const sections = BOATS.slice(5).map((b) => {
    boatFacts(b, file, { len: `${dec(b.len, 1)} m`, cap: `${b.cap} mergulhadores`, power: `${b.cv} cv`, year: String(b.year), skipper: b.skipper });
    return { heading: b.name, rows: [['Matrícula', b.reg], ['Comprimento', `${dec(b.len, 1)} m`], ['Lotação', `${b.cap} mergulhadores`], ['Potência', `${b.cv} cv`], ['Ano de construção', String(b.year)], ['Mestre', b.skipper]] };
  });
  corpus.write(file, htmlDlPage({ title: 'Os nossos barcos', site: LAGOS_PT, lead: ['Todos os barcos saem da Marina de Lagos. O Maré Alta leva até 16 mergulhadores.'], sections, footer: 'Licenças e seguros verificados em março de 2025.' }));
}
// (e3) Pelagic Lady only in the AGM report (written after the Lagos list so the report can mention it)
{
  const b = BO['Pelagic Lady'];
  const file = 'reports/agm-report-2025.md';
  boatFacts(b, file, { len: '9.2-metre', cap: 'eight divers', power: '260 hp', year: 'built in 2019', skipper: 'Jonas Becker' });
  corpus.write(file, `# Annual general meeting — chair's report, 2025

Membership is up again: 214 paying members at the end of March, against 187 a year ago. The club ran 96 boat days
and 41 shore dives, and the Lagos exchange sent eight members to Portugal in May.

**Boats.** The big news is Pelagic Lady, registration ${b.reg}, which replaces the old RIB. She is a 9.2-metre
catamaran built in 2019, licensed for eight divers, with twin outboards giving 260 hp between them. Jonas Becker is
her regular skipper. Channel Diver had a new lift fitted over the winter (£6,800).

**Training.** 58 Open Water certifications, 23 Advanced, 9 Rescue and 2 new Divemasters.

**Money.** Turnover £412,000; the surplus of £18,500 goes to the compressor fund.

**Thanks** to all the instructors and to the Lagos team for looking after our members.
`);
}
// (e5) WIDE boat-trip tables, a column per month, January–August 2025
const MK = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug'];
const SEASON = [0.15, 0.2, 0.4, 0.7, 0.9, 1, 1, 1];
for (const b of BOATS) {
  const peak = b.centre === 'Lagos' ? r.int(18, 26) : r.int(12, 22);
  b.trips = MK.map((m, i) => Math.max(0, Math.round(peak * (b.centre === 'Lagos' ? Math.max(0.35, SEASON[i]) : SEASON[i]) + r.int(-2, 2))));
  b.trips_2025 = b.trips.reduce((a, x) => a + x, 0);
}
{
  const file = 'boats/boat-trips-2025.csv';
  const rows = BOATS.filter((b) => b.centre === 'Brighton').map((b) => {
    MK.forEach((m, i) => corpus.also(b.name, 'boat', `trips_2025_${m}`, b.trips[i], 'trips', String(b.trips[i]), file));
    return [b.name, ...b.trips];
  });
  corpus.write(file, delimited(['Boat', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'], rows));
}
{
  const file = 'lagos/saidas-de-barco-2025.md';
  const out = ['# Saídas de barco em 2025', '', 'Número de saídas com mergulhadores por mês (Centro de Mergulho Ponta da Piedade).', '', '| Barco | jan | fev | mar | abr | mai | jun | jul | ago |', '|---|---|---|---|---|---|---|---|---|'];
  BOATS.filter((b) => b.centre === 'Lagos').forEach((b) => {
    MK.forEach((m, i) => corpus.also(b.name, 'boat', `trips_2025_${m}`, b.trips[i], 'trips', String(b.trips[i]), file));
    out.push(`| ${b.name} | ${b.trips.join(' | ')} |`);
  });
  out.push('', 'Em fevereiro o Maré Alta esteve dez dias em manutenção.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ (f) equipment
function kitFacts(x, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(x.code, 'equipment', attr, value, unit, stated, file);
  F('type', x.type, 'text', st.type);
  F('size', x.size, 'text', st.size ?? '');
  F('brand', x.brand, 'text', x.brand);
  F('purchased', x.bought, 'date', st.bought);
  F('last_service', x.service, 'date', st.service);
  F('price', x.price, x.centre === 'Lagos' ? 'EUR' : 'GBP', st.price);
  F('centre', x.centre, 'place', st.centre ?? '');
}
const BRANDS = { regulator: ['Apeks', 'Scubapro', 'Aqualung', 'Mares'], BCD: ['Scubapro', 'Aqualung', 'Mares', 'Cressi'], wetsuit: ['Fourth Element', 'Mares', 'Cressi', 'Scubapro'], tank: ['Faber', 'Luxfer'] };
const PRICE = { regulator: [320, 520], BCD: [280, 480], wetsuit: [150, 320], tank: [180, 260] };
const PREFIX = { Brighton: { regulator: 'BR-REG', BCD: 'BR-BCD', wetsuit: 'BR-WS', tank: 'BR-TNK' }, Lagos: { regulator: 'LG-REG', BCD: 'LG-COL', wetsuit: 'LG-FAT', tank: 'LG-GAR' } };
const seqs = {};
function makeKit(centre, type) {
  const pre = PREFIX[centre][type];
  seqs[pre] = (seqs[pre] ?? r.int(3, 9)) + r.int(1, 3);
  const code = `${pre}-${pad(seqs[pre], 3)}`;
  const size = type === 'regulator' ? null : type === 'tank' ? r.pick(['12 L', '12 L', '15 L']) : r.pick(['S', 'M', 'M', 'L', 'L', 'XL']);
  const by = r.int(2016, 2024);
  const bought = `${by}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
  const sy = Math.max(by + 1, r.int(2023, 2025));
  const service = `${sy}-${pad(sy === 2025 ? r.int(1, 8) : r.int(1, 12))}-${pad(r.int(1, 28))}`;
  const [lo, hi] = PRICE[type];
  const base = r.int(lo, hi);
  const price = centre === 'Lagos' ? Math.round(base * 1.17) + 0.9 : base + 0.99 - (r.chance(0.5) ? 0 : 0.99);
  return { code, centre, type, size, brand: r.pick(BRANDS[type]), bought, service: service > bought ? service : null, price: Math.round(price * 100) / 100 };
}
const TYPES_B = ['regulator', 'BCD', 'wetsuit', 'tank', 'regulator', 'BCD', 'wetsuit', 'tank', 'wetsuit', 'BCD', 'tank', 'regulator', 'wetsuit', 'BCD', 'tank', 'wetsuit', 'regulator', 'BCD'];
const kitB = TYPES_B.map((t) => makeKit('Brighton', t));
for (const x of kitB) if (!x.service) x.service = `${Number(x.bought.slice(0, 4)) + 1}-06-15`;
const TYPES_L = ['regulator', 'BCD', 'wetsuit', 'tank', 'regulator', 'BCD', 'wetsuit', 'tank', 'wetsuit', 'BCD', 'tank', 'regulator'];
const kitL = TYPES_L.map((t) => makeKit('Lagos', t));
for (const x of kitL) if (!x.service) x.service = `${Number(x.bought.slice(0, 4)) + 1}-06-15`;

// (f1) hire kit TSV, units inside the values
{
  const file = 'equipment/hire-kit.tsv';
  const rows = kitB.slice(0, 10).map((x) => {
    const typeLabel = { regulator: 'Regulator', BCD: 'BCD', wetsuit: 'Wetsuit (7 mm)', tank: 'Steel tank' }[x.type];
    const size = x.size ?? '-';
    const bought = fmtDate(x.bought, 'short');
    kitFacts(x, file, { type: typeLabel, size: x.size ?? '', bought, service: ukDate(x.service), price: gbp(x.price) });
    return [x.code, typeLabel, size, x.brand, bought, ukDate(x.service), gbp(x.price)];
  });
  corpus.write(file, delimited(['Item', 'Type', 'Size', 'Make', 'Bought', 'Last serviced', 'Price'], rows, '\t'));
}
// (f2) asset register, flat JSON
{
  const file = 'equipment/asset-register.json';
  const recs = kitB.slice(10, 18).map((x) => {
    kitFacts(x, file, { type: `"category": "${x.type}"`, size: x.size ? `"size": "${x.size}"` : '"size": null', bought: x.bought, service: x.service, price: `"price_gbp": ${x.price}` });
    return { item_code: x.code, category: x.type, size: x.size, make: x.brand, purchase_date: x.bought, last_service: x.service, price_gbp: x.price, location: 'Brighton' };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
// (f3) two regulators on HTML service sheets
const SHEET_KIT = [
  { code: 'BR-REG-041', centre: 'Brighton', type: 'regulator', size: null, brand: 'Apeks', bought: '2019-03-04', service: '2025-03-04', price: 465 },
  { code: 'BR-REG-042', centre: 'Brighton', type: 'regulator', size: null, brand: 'Scubapro', bought: '2020-10-19', service: '2024-11-02', price: 489 },
];
{
  const file = 'equipment/regulator-service-sheets.html';
  const sections = SHEET_KIT.map((x) => {
    const bought = fmtDate(x.bought, 'us');
    const serv = fmtDate(x.service, 'dotted');
    kitFacts(x, file, { type: 'Regulator (first + second stage)', bought, service: serv, price: gbp(x.price) });
    return { heading: x.code, rows: [['Item code', x.code], ['Type', 'Regulator (first + second stage)'], ['Make', x.brand], ['Purchased', bought], ['Serviced', serv], ['Replacement value', gbp(x.price)], ['Technician', 'D. Harper']] };
  });
  corpus.write(file, htmlTablePage({ title: 'Regulator service sheets', crumbs: ['Seahaven Divers', 'Workshop'], lead: ['Annual service: first stage rebuilt, second stage cleaned, intermediate pressure checked at 9.5 bar.'], sections, colA: 'Item', colB: 'Detail' }));
}
// (f4) two tanks only in an e-mail
const MAIL_KIT = [
  { code: 'BR-TNK-051', centre: 'Brighton', type: 'tank', size: '15 L', brand: 'Faber', bought: '2025-06-03', service: '2025-06-02', price: 245 },
  { code: 'BR-TNK-052', centre: 'Brighton', type: 'tank', size: '15 L', brand: 'Faber', bought: '2025-06-03', service: '2025-06-02', price: 245 },
];
{
  const file = 'email/2025-06-04-new-tanks.eml';
  for (const x of MAIL_KIT) kitFacts(x, file, { type: 'steel tanks', size: '15-litre', bought: '3 June', service: '2 June 2025', price: '£245 each' });
  corpus.write(file, `From: Workshop <workshop@seahavendivers.co.uk>
To: office@seahavendivers.co.uk
Date: Wed, 4 Jun 2025 08:12:33 +0100
Subject: New tanks in

Morning,

The two new 15-litre steel tanks from Faber arrived on 3 June: BR-TNK-051 and BR-TNK-052. They were £245 each
(invoice attached). Both were hydro-tested and visually inspected at the factory on 2 June 2025, so the next test
is due in 2027. They are on the hire rack from today.

Dave
`);
}
// (f5) Lagos inventory: preamble, semicolons, decimal commas, n/a
{
  const file = 'lagos/inventario-equipamento-2025.csv';
  const rows = kitL.map((x) => {
    const size = x.size == null ? 'n/a' : x.type === 'tank' ? x.size : PT_SIZE[x.size];
    kitFacts(x, file, { type: PT_TYPE[x.type], size: x.size == null ? '' : size, bought: ukDate(x.bought), service: ukDate(x.service), price: dec(x.price) });
    return [x.code, PT_TYPE[x.type], size, x.brand, ukDate(x.bought), ukDate(x.service), dec(x.price)];
  });
  const head = 'Centro de Mergulho Ponta da Piedade - Inventário de equipamento\nExportado em: 01/09/2025;Utilizador: rsousa\nValores em euros (IVA incluído);Separador decimal: vírgula\n\n';
  corpus.write(file, head + delimited(['Código', 'Tipo', 'Tamanho', 'Marca', 'Data de compra', 'Última revisão', 'Preço (€)'], rows, ';'));
}
// (f6) two Lagos wetsuits only in a Portuguese shop diary
const DIARY_KIT = [
  { code: 'LG-FAT-031', centre: 'Lagos', type: 'wetsuit', size: 'M', brand: 'Mares', bought: '2025-06-12', service: '2025-08-28', price: 229.9 },
  { code: 'LG-FAT-032', centre: 'Lagos', type: 'wetsuit', size: 'L', brand: 'Mares', bought: '2025-06-12', service: '2025-08-28', price: 249.9 },
];
{
  const file = 'lagos/diario-da-loja-2025.md';
  kitFacts(DIARY_KIT[0], file, { type: 'fatos', size: 'tamanho M', bought: '12 de junho de 2025', service: '28 de agosto', price: '229,90 €' });
  kitFacts(DIARY_KIT[1], file, { type: 'fatos', size: 'tamanho G', bought: '12 de junho de 2025', service: '28 de agosto', price: '249,90 €' });
  corpus.write(file, `# Diário da loja — 2025

**12 de junho de 2025.** Comprámos dois fatos novos da Mares para aluguer: o LG-FAT-031, tamanho M, por 229,90 €,
e o LG-FAT-032, tamanho G, por 249,90 €. Ficam na arrecadação de cima.

**3 de julho.** O compressor voltou da revisão (380 € de mão de obra).

**28 de agosto.** Revisão geral dos fatos de aluguer: o LG-FAT-031 e o LG-FAT-032 foram revistos e lavados. Nenhum
problema.

**30 de agosto.** Falta gás Nitrox 32: encomendar 2 garrafões à Linde.
`);
}

// ------------------------------------------------------------------ (b6, c7) Lagos meeting minutes in Portuguese
{
  const file = 'lagos/ata-reuniao-equipa-2025-06.md';
  const s = IN['Sofia Rocha'];
  const c = CO['Mergulho Noturno'];
  instFacts(s, file, { level: 'Open Water Scuba Instructor', langs: 'português, inglês e neerlandês', specs: 'Nitrox', dives: 'trezentos e dez mergulhos', start: '1 de julho', rate: 'diária de 120 €' });
  courseFacts(c, file, { level: 'intermédio', dur: 'um dia', price: '150 euros', max: 'quatro alunos', age: 'doze anos', dives: 'três mergulhos', inst: 'Tiago Ferreira' });
  corpus.write(file, `# Ata da reunião de equipa — 20 de junho de 2025

Presentes: João Martins, Rui Sousa, Inês Carvalho, Tiago Ferreira, Marta Nunes, Pedro Almeida, Beatriz Lopes.

1. **Nova instrutora.** A Sofia Rocha começa a 1 de julho como Open Water Scuba Instructor (número 364125), com
   trezentos e dez mergulhos registados. Fala português, inglês e neerlandês e pode ensinar Nitrox. Fica com uma
   diária de 120 €.
2. **Curso novo: Mergulho Noturno** (código LGS-NOT). Curso de nível intermédio com a duração de um dia e
   três mergulhos, para um máximo de quatro alunos, com idade mínima de doze anos. Preço: 150 euros.
   Responsável: Tiago Ferreira.
3. **Barcos.** O Maré Alta precisa de pintura antes de outubro; orçamento de 2.400 €.
4. Próxima reunião: 18 de julho.
`);
}

// ------------------------------------------------------------------ (g) background documents
corpus.write('README.txt', `SEAHAVEN DIVERS — SHARED DRIVE
==============================

Brighton Marina, Brighton BN2 5UF. Partner centre: Centro de Mergulho Ponta da Piedade, Lagos (Portugal) — their
folder is lagos/ and most of it is in Portuguese.

sites/       dive site guides and the wreck register
staff/       instructors (Brighton)
courses/     course lists and fees
customers/   member records
boats/       fleet, trip counts
equipment/   hire kit and workshop records
logbook/     club trip reports
reports/     AGM and other reports
safety/      emergency plans
Last tidied: 1 September 2025.
`);
corpus.write('safety/emergency-action-plan.md', `# Emergency action plan

1. Recover the diver, start first aid, give 100 % oxygen (each boat carries two 3-litre cylinders).
2. Call the Coastguard on VHF channel 16 or 999 and ask for the coastguard.
3. Nearest recompression chamber: London Hyperbaric Medicine, about 90 minutes by road.
4. Record the dive profile: depth, time, ascent rate; keep the computer with the casualty.
5. Incident report within 24 hours to the office.

Oxygen kits checked every 30 days; last check 28 August 2025.
`);
corpus.write('planning/tides-september-2025.csv', delimited(['Date', 'High water', 'Height (m)', 'Low water', 'Height (m)', 'Slack (approx.)'], [
  ['2025-09-06', '07:12', '6.1', '13:25', '0.9', '12:40'], ['2025-09-07', '07:58', '6.4', '14:10', '0.7', '13:25'], ['2025-09-13', '12:31', '5.2', '06:15', '1.8', '05:40'],
  ['2025-09-14', '13:20', '5.0', '07:02', '2.0', '06:30'], ['2025-09-20', '06:48', '6.2', '12:59', '0.8', '12:15'],
]));
corpus.write('price-list/air-and-gas-fills.md', `# Fills — price list 2025

| Fill | Brighton | Lagos |
|---|---|---|
| Air, up to 12 L | £8.00 | 6,00 € |
| Air, 15 L | £9.50 | 7,00 € |
| Nitrox 32 (12 L) | £14.00 | 11,00 € |
| Oxygen top-up (per litre of cylinder) | £1.20 | — |

Members get ten fills for the price of eight. Fills take about 20 minutes.
`);
corpus.write('newsletters/summer-2025.md', `# Seahaven Divers — summer newsletter 2025

The water hit 18 °C off Brighton in late July, the warmest we have logged since 2018. Visibility on the inshore reefs
was patchy (2–5 m) after the plankton bloom, but the offshore wrecks were excellent.

Club night is every second Thursday at 7.30 pm. The Christmas party is on 13 December; tickets £35.

Lagos exchange 2026: a week in May, about £650 including flights and ten dives. Names to the office by 31 October.
`);
corpus.write('lagos/sobre-nos.md', `# Sobre nós

O Centro de Mergulho Ponta da Piedade foi fundado em 1998 na Marina de Lagos. Desde 2019 somos parceiros da Seahaven
Divers, de Brighton. Temos três barcos, uma loja e uma sala de aulas com 20 lugares.

Horário: todos os dias das 8h00 às 19h00 (de junho a setembro); de outubro a maio, das 9h00 às 17h00.
Contacto: +351 282 000 000.
`);
corpus.write('planning/nitrox-mod-chart.md', `# Nitrox — maximum operating depths (pO2 1.4)

| Mix | MOD (m) | MOD (ft) |
|---|---|---|
| EAN28 | 40 | 131 |
| EAN32 | 33.7 | 111 |
| EAN36 | 28.9 | 95 |

Contingency pO2 1.6: EAN32 → 40 m. Analyse every cylinder yourself and sign the fill log.
`);
corpus.write('admin/instructor-meeting-2025-07.md', `# Instructors' meeting — 10 July 2025

Present: Sam, Hannah, Marcus, Priya, Tom, Ellie; Jonas by phone.

1. Bookings for August are at 84 % of capacity; the Saturday wreck trips are full until 23 August.
2. The pool at Withdean is closed 1–14 September for maintenance: no try dives those weeks.
3. Two regulators failed the intermediate-pressure check in June and went back to the supplier.
4. First-aid refresher for all staff on 27 September (4 hours).
5. Next meeting 11 September.
`);

const stats = corpus.flush(source);
console.log(`divecentre: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
