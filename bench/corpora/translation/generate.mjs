#!/usr/bin/env node
// Translation corpus (held-out): the shared drive of "Severn Bridge Languages", a translation and interpreting agency
// in Bristol, and of its partner office in Valencia, "Turia Traducciones" (whose records are in Spanish), as at
// 1 October 2025. 36 linguists (translators and interpreters), 8 staff (project and account managers), 24 clients,
// 40 translation jobs, 26 invoices, 22 interpreting assignments, 12 termbases and glossaries.
//   node bench/corpora/translation/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "translation-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) linguists: plain-text freelancer profiles (`PROFILE — ANNA NOVAK`, label set A: `Language pairs`, `Rate: £0.09
//     per word` or `£85 per 1,000 words`, `Experience: 12 years`), a vendor-database CSV with units in the header
//     (label set B: `Rate per 1000 words (GBP)`, `Years in profession`, `Status: free|booked|leave`), HTML infobox
//     pages for interpreters (`Working languages: Spanish ↔ English`, `Modes`, `£55/hour`), SPANISH Markdown records
//     of the Valencia office (`Combinaciones: inglés > español`, `Tarifa por palabra: 0,085 €`, `Años de experiencia`,
//     `Disponibilidad: Ocupada`), a nested vendor-portal JSON (`languages: [{from, to}]`, `pricing.perWord.amount`),
//     and three new freelancers only in the sentences of two e-mails (one in Spanish); WIDE tables of words
//     delivered per month, April–September 2025 (a CSV, and a Spanish Markdown table with `abr … sep` and `12.400`);
// (b) staff: a Markdown team page with YAML front matter and pipe tables (Bristol), a SPANISH HTML definition list
//     (Valencia: `Cargo`, `Fecha de incorporación`), one new starter only in an HR e-mail;
// (c) clients: a flat CRM JSON, a SPANISH semicolon CSV (`Plazo de pago: 60 días`, `Cliente desde: 03/2014`), HTML
//     definition-list account pages (label set B: `Industry`, `Account owner`, `Payment terms: net 45`, `Customer
//     since: March 2019`; one in Spanish), two new clients only in management-meeting minutes;
// (d) jobs: a live TSV job tracker with units inside the values (`12,400 words`, `£1,488`), HTML project sheets
//     (label set B: `Volume: 23k words`, `Proofreader`, `Quote: £3,450 + VAT`), a completed-jobs CSV with units in the
//     header (`Word count`, `Fee (GBP)`), a SPANISH nested JSON export of the Valencia office (`expediente`,
//     `idiomas.origen`, `fecha_entrega: 09/10/2025`, `importe.base`, `estado: En curso`), four new jobs only in a
//     project manager's e-mail;
// (e) invoices: a SPANISH accounting export with a PREAMBLE, SEMICOLONS and DECIMAL COMMAS (`1.240,00;21;260,40;
//     1.500,40;Pagada`), Markdown invoice sheets (`VAT @ 20%`, `Status: Overdue`), a sales-ledger CSV (`Net (GBP)`,
//     `PAID|OVERDUE|OPEN`), three invoices only in a credit-control e-mail;
// (f) interpreting assignments: a flat bookings JSON (`duration_min`, `travel_miles`), a semicolon CSV with `n/a`
//     (`Duration (h:mm)`, `Travel (mi)`), SPANISH HTML definition lists (`Duración: 4 h 30 min`, `Modalidad:
//     simultánea`, `Desplazamiento: 14 km`), three only in a bookings diary's sentences;
// (g) termbases and glossaries: a Markdown file with YAML front matter and pipe tables, an HTML spec table, a SPANISH
//     plain-text file (`GLOSARIO: …`, `Entradas: 1.240`), two only in terminology-meeting minutes;
// (h) background documents whose numbers belong to no entity (rate card, ISO 17100 workflow, offices, Valencia bank
//     holidays, newsletter, README).
//
// Canonical units of source.csv: rates per word and per hour in the currency the record states (GBP for Bristol,
// EUR for Valencia; `£85 per 1,000 words` → 0.085 GBP per word); money in GBP or EUR as stated (never converted);
// word counts in words (`23k` → 23000, `12.400` → 12400); words per day; years; durations in hours (`210` min → 3.5,
// `2:30` → 2.5); travel in km (`7 mi` → × 1.609344); dates ISO (a month only: its first day); days of payment terms;
// language names in English (`inglés` = English, `valenciano` = Catalan); Spanish values in English (`Pagada` =
// paid, `Vencida` = overdue, `Pendiente` = pending, `En curso` = In progress, `simultánea` = Simultaneous,
// `jurídica` = Legal, `Traductora jurada` = Sworn translator, `Ocupada` = busy, `De vacaciones` = on leave).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, joinAnd, rng, slug, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('translation-v1');
const MI = 1.609344;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const r2 = (x) => Math.round(x * 100) / 100;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];
const gbp = (v, d = 2) => `£${group(v, d)}`;
/** Spanish number style: 1.234,56 */
const esNum = (v, d = 2) => {
  const [i, f] = Number(v).toFixed(d).split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return f ? `${g},${f}` : g;
};
const esPlain = (v) => String(v).replace('.', ',');
const esDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const ES_MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const esLong = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} de ${ES_MONTHS[m - 1]} de ${y}`;
};
const WEEKDAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekday = (iso) => WEEKDAY[new Date(`${iso}T12:00:00Z`).getUTCDay()];
const addDays = (iso, n) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const randDate = (from, to) => {
  const a = Date.parse(`${from}T12:00:00Z`);
  const b = Date.parse(`${to}T12:00:00Z`);
  return new Date(a + r.int(0, Math.round((b - a) / 864e5)) * 864e5).toISOString().slice(0, 10);
};
const NUM_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const ES_NUM_WORDS = ['cero', 'un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce'];
const TODAY = '2025-10-01';

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the wide words-per-month tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ languages and vocabularies
const LANG = { en: 'English', es: 'Spanish', fr: 'French', de: 'German', it: 'Italian', pt: 'Portuguese', pl: 'Polish', ar: 'Arabic', zh: 'Chinese', ja: 'Japanese', nl: 'Dutch', cy: 'Welsh', cs: 'Czech', uk: 'Ukrainian', fa: 'Farsi', ca: 'Catalan' };
const ES_LANG = { en: 'inglés', es: 'español', fr: 'francés', de: 'alemán', it: 'italiano', pt: 'portugués', ca: 'valenciano' };
const pairName = (p) => {
  const [s, t] = p.split('>');
  return `${LANG[s]}>${LANG[t]}`;
};
const pairCode = (p) => p.toUpperCase().replace('>', '>');
const pairEn = (p) => {
  const [s, t] = p.split('>');
  return `${LANG[s]} > ${LANG[t]}`;
};
const pairEs = (p) => {
  const [s, t] = p.split('>');
  return `${ES_LANG[s]} > ${ES_LANG[t]}`;
};
const SPEC_ES = { Legal: 'jurídica', Medical: 'médica', Technical: 'técnica', Financial: 'financiera', Marketing: 'marketing', Tourism: 'turismo', Games: 'videojuegos', Automotive: 'automoción', 'Public sector': 'administración pública' };
const QUAL_ES = { 'Sworn translator': ['Traductora jurada', 'Traductor jurado'], 'Degree in Translation': ['Grado en Traducción e Interpretación'], 'MA Translation': ['Máster en Traducción Especializada'], 'MA Conference Interpreting': ['Máster en Interpretación de Conferencias'], ASETRAD: ['Socia de ASETRAD', 'Socio de ASETRAD'] };
const qualEs = (q, f) => (QUAL_ES[q].length > 1 && !f ? QUAL_ES[q][1] : QUAL_ES[q][0]);
const ROLE = { T: 'Translator', I: 'Interpreter', TI: 'Translator and interpreter' };
const ROLE_ES = { T: ['Traductora', 'Traductor'], I: ['Intérprete', 'Intérprete'], TI: ['Traductora e intérprete', 'Traductor e intérprete'] };
const MODE_ES = { Simultaneous: 'simultánea', Consecutive: 'consecutiva', Whispered: 'susurrada' };
const AVAIL_ES = { available: ['Disponible', 'Disponible'], busy: ['Ocupada', 'Ocupado'], 'on leave': ['De vacaciones', 'De vacaciones'] };

// ------------------------------------------------------------------ staff
// [name, office, role, Spanish role, started, languages, layout]
const STAFF_DEF = [
  ['Helen Marsh', 'Bristol', 'Managing director', null, '2011-03-01', ['English', 'French'], 'team'],
  ['Owen Pritchard', 'Bristol', 'Senior project manager', null, '2014-09-15', ['English', 'Welsh', 'Spanish'], 'team'],
  ['Priya Desai', 'Bristol', 'Account manager', null, '2018-01-08', ['English', 'Hindi', 'German'], 'team'],
  ['Tom Hollis', 'Bristol', 'Account manager', null, '2016-05-23', ['English', 'Spanish'], 'team'],
  ['Grace Okonjo', 'Bristol', 'Project manager', null, '2025-06-02', ['English', 'French', 'Yoruba'], 'hr'],
  ['Lucía Ferrer', 'Valencia', 'Office director', 'Directora de oficina', '2012-02-01', ['Spanish', 'Catalan', 'English'], 'es'],
  ['Javier Soler', 'Valencia', 'Project manager', 'Gestor de proyectos', '2017-09-04', ['Spanish', 'English', 'Italian'], 'es'],
  ['Marta Benlloch', 'Valencia', 'Account manager', 'Gestora de cuentas', '2019-04-15', ['Spanish', 'Catalan', 'English', 'German'], 'es'],
];
const staff = STAFF_DEF.map(([name, office, role, roleEs, started, langs, layout]) => ({ name, office, role, roleEs, started, langs, layout }));
const LANG_ES_NAME = { Spanish: 'español', Catalan: 'valenciano', English: 'inglés', Italian: 'italiano', German: 'alemán' };
function staffFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
  F('office', p.office, 'place', s.office ?? '');
  F('role', p.role, 'text', s.role);
  F('started', p.started, 'date', s.started);
  F('languages', p.langs, 'list', s.langs);
}
{
  const file = 'team/bristol-team.md';
  const out = ['---', 'office: Bristol', 'updated: 2025-09-30', 'owner: Helen Marsh', '---', '', '# Severn Bridge Languages — Bristol team', '',
    'Project and account managers at 5 Queen Square. Freelance linguists are in freelancers/ and interpreters/.', ''];
  staff.filter((p) => p.layout === 'team').forEach((p, k) => {
    const started = fmtDate(p.started, k % 2 ? 'long' : 'short');
    staffFacts(p, file, { office: 'Bristol', role: `| Role | ${p.role} |`, started, langs: p.langs.join(', ') });
    out.push(`## ${p.name}`, '', '| Field | Value |', '|---|---|', `| Role | ${p.role} |`, `| Start date | ${started} |`, `| Languages | ${p.langs.join(', ')} |`,
      `| Email | ${p.name.split(' ')[0].toLowerCase()}@severnbridge-languages.co.uk |`, '');
  });
  out.push('Out-of-hours interpreting line: Owen Pritchard and Tom Hollis alternate weekly.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'valencia/equipo/equipo-valencia.html';
  const sections = staff.filter((p) => p.layout === 'es').map((p) => {
    const idiomas = p.langs.map((l) => LANG_ES_NAME[l]).join(', ');
    staffFacts(p, file, { office: 'Valencia', role: p.roleEs, started: esDate(p.started), langs: idiomas });
    return `<section>
  <h2>${esc(p.name)}</h2>
  <dl>
    <dt>Cargo</dt><dd>${esc(p.roleEs)}</dd>
    <dt>Fecha de incorporación</dt><dd>${esDate(p.started)}</dd>
    <dt>Idiomas</dt><dd>${esc(idiomas)}</dd>
    <dt>Correo</dt><dd>${slug(p.name.split(' ')[0])}@turiatraducciones.es</dd>
  </dl>
</section>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="es">
<head><meta charset="utf-8"><title>Equipo — Turia Traducciones (Valencia)</title></head>
<body>
<header><p>Turia Traducciones S.L. · Calle de Colón 22, 46004 València · socio de Severn Bridge Languages</p></header>
<main>
<h1>Nuestro equipo en Valencia</h1>
<p>La oficina de Valencia gestiona los clientes de España y los encargos hacia el español y el valenciano.</p>
${sections.join('\n')}
</main>
<footer>Actualizado el 30/09/2025</footer>
</body>
</html>
`);
}
{
  const file = 'email/2025-05-20-new-project-manager.eml';
  const p = staff.find((x) => x.layout === 'hr');
  staffFacts(p, file, { office: 'Bristol office', role: 'project manager', started: 'Monday 2 June 2025', langs: 'French and Yoruba' });
  corpus.write(file, `From: Helen Marsh <helen@severnbridge-languages.co.uk>
To: all-bristol@severnbridge-languages.co.uk
Date: Tue, 20 May 2025 09:41:12 +0100
Subject: Welcome Grace

Hi everyone,

I'm delighted to say that Grace Okonjo joins the Bristol office on Monday 2 June 2025 as our new project manager.
She will look after the interpreting bookings diary and a share of the translation jobs. Grace comes to us from a
localisation company in Reading, speaks French and Yoruba as well as English, and has run projects in twelve
languages. Please make her welcome; she'll sit by the window next to Owen.

Helen
`);
}

// ------------------------------------------------------------------ linguists
// [name, gender, office, role, layout, pairs, specialisms, qualifications, city, CAT tool, modes]
const LING_DEF = [
  ['Anna Novak', 'f', 'Bristol', 'T', 'txt', ['pl>en'], ['Legal', 'Financial'], ['DipTrans', 'MITI'], 'Bath', 'Trados Studio'],
  ['Hugh Bellamy', 'm', 'Bristol', 'T', 'txt', ['fr>en', 'de>en'], ['Legal', 'Financial'], ['MA Translation', 'MITI'], 'Bristol', 'Trados Studio'],
  ['Chloé Martin', 'f', 'Bristol', 'T', 'txt', ['en>fr'], ['Marketing', 'Tourism'], ['MA Translation'], 'Bristol', 'memoQ'],
  ['Matteo Ricci', 'm', 'Bristol', 'T', 'txt', ['it>en', 'es>en'], ['Technical', 'Automotive'], ['DipTrans', 'MCIL'], 'Gloucester', 'memoQ'],
  ['Sarah Whitcombe', 'f', 'Bristol', 'T', 'txt', ['es>en', 'pt>en'], ['Medical'], ['MA Translation', 'MITI'], 'Exeter', 'Phrase'],
  ['Dieter Vogel', 'm', 'Bristol', 'T', 'txt', ['en>de'], ['Technical', 'Automotive'], ['DipTrans'], 'Bristol', 'Trados Studio'],
  ['Amira Haddad', 'f', 'Bristol', 'TI', 'txt', ['ar>en', 'en>ar', 'fr>en'], ['Legal', 'Medical'], ['DPSI', 'NRPSI', 'MCIL'], 'Bristol', 'Trados Studio', ['Consecutive', 'Whispered']],
  ['Kenji Mori', 'm', 'Bristol', 'T', 'txt', ['ja>en'], ['Games', 'Technical'], ['MA Translation'], 'London', 'memoQ'],
  ['Rosa Lindqvist', 'f', 'Bristol', 'T', 'csv', ['nl>en', 'de>en'], ['Technical'], ['MITI'], 'Cardiff', 'Trados Studio'],
  ['Joanna Kaminska', 'f', 'Bristol', 'T', 'csv', ['pl>en'], ['Medical'], ['DipTrans'], 'Swindon', 'Phrase'],
  ['Fernando Alves', 'm', 'Bristol', 'T', 'csv', ['pt>en'], ['Financial'], ['MA Translation', 'MCIL'], 'London', 'memoQ'],
  ['Wei Zhang', 'm', 'Bristol', 'T', 'csv', ['zh>en'], ['Technical', 'Legal'], ['MA Translation'], 'Birmingham', 'Trados Studio'],
  ['Isabelle Fournier', 'f', 'Bristol', 'T', 'csv', ['en>fr'], ['Legal'], ['DipTrans', 'MITI'], 'Lyon', 'Trados Studio'],
  ['Lukas Brandt', 'm', 'Bristol', 'T', 'csv', ['en>de'], ['Marketing', 'Automotive'], ['MA Translation'], 'Stuttgart', 'memoQ'],
  ['Catherine Doyle', 'f', 'Bristol', 'T', 'csv', ['es>en', 'fr>en'], ['Marketing', 'Tourism'], ['DipTrans'], 'Bristol', 'Phrase'],
  ['Giulia Romano', 'f', 'Bristol', 'T', 'csv', ['en>it'], ['Tourism', 'Marketing'], ['MA Translation'], 'Bologna', 'memoQ'],
  ['Elena Vasquez', 'f', 'Bristol', 'I', 'box', ['es>en', 'en>es'], ['Legal', 'Medical'], ['DPSI', 'NRPSI'], 'Bristol', null, ['Consecutive', 'Whispered']],
  ['Tomasz Wójcik', 'm', 'Bristol', 'I', 'box', ['pl>en', 'en>pl'], ['Legal'], ['DPSI', 'NRPSI'], 'Swindon', null, ['Consecutive']],
  ['Yasmin Farouk', 'f', 'Bristol', 'I', 'box', ['ar>en', 'en>ar'], ['Medical', 'Legal'], ['DPSI', 'NRPSI'], 'Newport', null, ['Consecutive', 'Whispered']],
  ['Pierre Lambert', 'm', 'Bristol', 'TI', 'box', ['fr>en', 'en>fr'], ['Financial', 'Technical'], ['AIIC', 'MA Conference Interpreting'], 'London', 'Trados Studio', ['Simultaneous', 'Consecutive']],
  ['Olena Kovalenko', 'f', 'Bristol', 'I', 'box', ['uk>en', 'en>uk'], ['Medical', 'Public sector'], ['DPSI'], 'Bristol', null, ['Consecutive']],
  ['Lucía Navarro', 'f', 'Valencia', 'T', 'es', ['en>es', 'fr>es', 'es>ca'], ['Legal', 'Financial'], ['Sworn translator', 'Degree in Translation'], 'Valencia', 'Trados Studio'],
  ['Pablo Giménez', 'm', 'Valencia', 'T', 'es', ['en>es'], ['Technical', 'Automotive'], ['Degree in Translation'], 'Castellón', 'memoQ'],
  ['Carmen Ruiz', 'f', 'Valencia', 'T', 'es', ['de>es', 'en>es'], ['Medical'], ['MA Translation', 'ASETRAD'], 'Valencia', 'memoQ'],
  ['Vicent Martí', 'm', 'Valencia', 'T', 'es', ['en>ca', 'es>ca'], ['Tourism', 'Public sector'], ['Degree in Translation'], 'Gandia', 'Phrase'],
  ['Irene Soriano', 'f', 'Valencia', 'TI', 'es', ['en>es', 'es>en'], ['Medical', 'Tourism'], ['MA Conference Interpreting', 'Degree in Translation'], 'Valencia', 'Trados Studio', ['Simultaneous', 'Consecutive']],
  ['Álvaro Cano', 'm', 'Valencia', 'T', 'json', ['it>es', 'en>es'], ['Marketing'], ['Degree in Translation'], 'Alicante', 'memoQ'],
  ['Nuria Vidal', 'f', 'Valencia', 'T', 'json', ['en>es'], ['Financial', 'Legal'], ['Sworn translator', 'ASETRAD'], 'Valencia', 'Trados Studio'],
  ['Sofía Herrera', 'f', 'Valencia', 'TI', 'json', ['en>es', 'es>en'], ['Medical'], ['MA Conference Interpreting'], 'Valencia', 'Phrase', ['Simultaneous', 'Consecutive']],
  ['Rhys Morgan', 'm', 'Bristol', 'T', 'json', ['en>cy'], ['Public sector'], ['MA Translation', 'MITI'], 'Cardiff', 'memoQ'],
  ['Hana Dvořák', 'f', 'Bristol', 'T', 'json', ['cs>en'], ['Technical'], ['DipTrans'], 'Bristol', 'Phrase'],
  ['Marco Bianchi', 'm', 'Bristol', 'T', 'json', ['it>en'], ['Legal'], ['MA Translation', 'MCIL'], 'Bath', 'Trados Studio'],
  ['David Okafor', 'm', 'Bristol', 'T', 'json', ['fr>en'], ['Legal', 'Financial'], ['DipTrans', 'MITI'], 'Bristol', 'Trados Studio'],
  ['Niamh Gallagher', 'f', 'Bristol', 'T', 'mail', ['de>en'], ['Financial'], ['DipTrans'], 'Cardiff', 'memoQ'],
  ['Ahmed Rahimi', 'm', 'Bristol', 'I', 'mail', ['fa>en', 'en>fa'], ['Legal', 'Medical'], ['DPSI', 'NRPSI'], 'Bristol', null, ['Consecutive']],
  ['Laura Pastor', 'f', 'Valencia', 'T', 'mailes', ['en>es', 'fr>es'], ['Marketing', 'Tourism'], ['Degree in Translation'], 'Valencia', 'memoQ'],
];
const usedRefs = new Set();
const linguists = LING_DEF.map(([name, g, office, rk, layout, pairs, specs, quals, city, tool, modes], k) => {
  const bristol = office === 'Bristol';
  let ref;
  do ref = bristol ? `SBL-${pad(r.int(11, 89), 3)}` : `TT-${pad(r.int(11, 89), 3)}`;
  while (usedRefs.has(ref));
  usedRefs.add(ref);
  const translates = rk !== 'I';
  const rateWord = translates ? (bristol ? r.int(15, 24) * 0.005 : r.int(12, 20) * 0.005) : null;
  const rateHour = rk === 'T' ? (bristol ? r.int(6, 9) * 5 : r.int(5, 8) * 5) : bristol ? r.int(9, 15) * 5 : r.int(8, 13) * 5;
  const exp = ['mail', 'mailes'].includes(layout) ? r.int(4, 10) : r.int(3, 26);
  const wpd = translates ? r.int(8, 16) * 250 : null;
  const avail = r.weighted([['available', 0.5], ['busy', 0.38], ['on leave', 0.12]]);
  return { name, f: g === 'f', office, rk, role: ROLE[rk], layout, pairs, specs, quals, city, tool, modes: modes ?? null, ref, rateWord: rateWord == null ? null : r4(rateWord), rateHour, cur: bristol ? 'GBP' : 'EUR', exp, wpd, avail, k };
});
const LG = Object.fromEntries(linguists.map((p) => [p.name, p]));
LG['Laura Pastor'].avail = 'available';
LG['Niamh Gallagher'].avail = 'available';
LG['Ahmed Rahimi'].avail = 'available';

function lingFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'linguist', attr, value, unit, stated, file);
  F('ref', p.ref, 'text', p.ref);
  F('office', p.office, 'place', s.office ?? '');
  F('role', p.role, 'text', s.role);
  F('pairs', p.pairs.map(pairName), 'list', s.pairs);
  if (p.rateWord != null) F('rate_word', p.rateWord, p.cur, s.rateWord);
  F('rate_hour', p.rateHour, p.cur, s.rateHour);
  F('experience', p.exp, 'years', s.exp);
  F('qualifications', p.quals, 'list', s.quals);
  F('specialisms', p.specs, 'list', s.specs);
  if (p.tool) F('cat_tool', p.tool, 'text', s.tool);
  if (p.wpd != null) F('words_per_day', p.wpd, 'words', s.wpd);
  F('city', p.city, 'place', s.city);
  F('availability', p.avail, 'text', s.avail);
  if (p.modes) F('modes', p.modes, 'list', s.modes);
}
/** 0.085 → "0.085", 0.09 → "0.09", 0.1 → "0.10" */
const fmtRate = (v) => (Math.abs(v * 100 - Math.round(v * 100)) < 1e-9 ? v.toFixed(2) : v.toFixed(3));
const kWords = (n) => (n % 1000 === 0 ? `${n / 1000}k` : n % 500 === 0 ? `${(n / 1000).toFixed(1)}k` : group(n));

// (a1) plain-text freelancer profiles (label set A)
linguists.filter((p) => p.layout === 'txt').forEach((p, k) => {
  const file = `freelancers/profiles/${slug(p.name)}.txt`;
  const rate = k % 2 ? `£${Math.round(p.rateWord * 1000)} per 1,000 words` : `£${fmtRate(p.rateWord)} per word`;
  const pairs = p.pairs.map(pairEn).join(', ');
  const avail = { available: 'Available', busy: 'Fully booked until the end of October', 'on leave': 'On leave' }[p.avail];
  const wpd = `${group(p.wpd)} words/day`;
  lingFacts(p, file, {
    office: 'Bristol', role: `Role: ${p.role}`, pairs, rateWord: rate, rateHour: `£${p.rateHour}`, exp: `Experience: ${p.exp} years`, quals: p.quals.join(', '),
    specs: p.specs.join(', '), tool: p.tool, wpd, city: `Based in: ${p.city}`, avail: `Availability: ${avail}`, modes: p.modes ? p.modes.join(', ').toLowerCase() : undefined,
  });
  const lines = [`PROFILE — ${p.name.toUpperCase()}`, '', `Name: ${p.name}`, `Freelancer ID: ${p.ref}`, 'Panel: Bristol', `Role: ${p.role}`, `Language pairs: ${pairs}`, `Rate: ${rate}`,
    `Hourly rate (${p.rk === 'TI' ? 'interpreting' : 'proofreading and post-editing'}): £${p.rateHour}`, `Experience: ${p.exp} years`, `Qualifications: ${p.quals.join(', ')}`,
    `Specialisms: ${p.specs.join(', ')}`, `CAT tool: ${p.tool}`, `Output: ${wpd}`, `Based in: ${p.city}`, `Availability: ${avail}`];
  if (p.modes) lines.push(`Interpreting modes: ${p.modes.join(', ').toLowerCase()}`);
  lines.push('', L(k, [`${p.name.split(' ')[0]} has worked with us since the agency's early days and keeps a large ${p.specs[0].toLowerCase()} translation memory.`,
    `Prefers files in DOCX or XLIFF; no scanned PDFs without a surcharge.`, `${p.name.split(' ')[0]} has ${p.exp} years of experience, mostly for ${p.specs[0].toLowerCase()} clients.`,
    'Invoices monthly; payment by bank transfer within 30 days.']), '');
  corpus.write(file, lines.join('\n'));
});

// (a2) vendor-database CSV (label set B): rates per 1,000 words in GBP
{
  const file = 'freelancers/vendor-database-2025.csv';
  const STATUS = { available: 'free', busy: 'booked', 'on leave': 'leave' };
  const rows = linguists.filter((p) => p.layout === 'csv').map((p) => {
    const per1000 = Math.round(p.rateWord * 1000);
    const pairs = p.pairs.map(pairCode).join('; ');
    lingFacts(p, file, { office: '', role: p.role, pairs, rateWord: String(per1000), rateHour: String(p.rateHour), exp: String(p.exp), quals: p.quals.join(' + '), specs: p.specs.join('/'), tool: p.tool, wpd: String(p.wpd), city: p.city, avail: STATUS[p.avail] });
    return [p.ref, p.name, p.city, p.role, pairs, per1000, p.rateHour, p.exp, p.quals.join(' + '), p.specs.join('/'), p.tool, p.wpd, STATUS[p.avail]];
  });
  corpus.write(file, delimited(['Vendor ID', 'Name', 'Home city', 'Type', 'Pairs', 'Rate per 1000 words (GBP)', 'Hourly rate (GBP)', 'Years in profession', 'Credentials', 'Subject areas', 'CAT', 'Daily capacity (words)', 'Status'], rows));
}

// (a3) interpreter pages (HTML infobox)
linguists.filter((p) => p.layout === 'box').forEach((p, k) => {
  const file = `interpreters/${slug(p.name)}.html`;
  const other = p.pairs[0].split('>')[0];
  const langs = `${LANG[other]} ↔ English`;
  const avail = { available: 'open', busy: 'full', 'on leave': 'away' }[p.avail];
  const rows = [['Interpreter ID', p.ref], ['Working languages', langs], ['Modes', p.modes.join(', ')], ['Accreditations', p.quals.join(', ')], ['Years interpreting', `${p.exp}`],
    ['Fields', p.specs.join(', ')], ['Hourly rate', `£${p.rateHour}/hour`], ['Area covered', `${p.city} and the South West`], ['Diary', avail]];
  if (p.rk === 'TI') rows.splice(7, 0, ['Written translation', `£${fmtRate(p.rateWord)} per word`], ['CAT tool', p.tool], ['Daily output', `${group(p.wpd)} words`]);
  lingFacts(p, file, {
    office: '', role: p.rk === 'TI' ? 'interpreter and translator' : 'Interpreter', pairs: langs, rateWord: p.rateWord == null ? '' : `£${fmtRate(p.rateWord)} per word`, rateHour: `£${p.rateHour}/hour`,
    exp: String(p.exp), quals: p.quals.join(', '), specs: p.specs.join(', '), tool: p.tool,
    wpd: `${group(p.wpd ?? 0)} words`, city: p.city, avail, modes: p.modes.join(', '),
  });
  const box = rows.map(([a, b]) => `    <div class="infobox-row"><span class="label">${esc(a)}</span><span class="value">${esc(b)}</span></div>`).join('\n');
  corpus.write(file, `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>${esc(p.name)} — interpreter</title></head>
<body>
<div class="page">
  <h1 class="page-title">${esc(p.name)}</h1>
  <div class="infobox">
    <div class="infobox-title">${esc(p.name)}</div>
${box}
  </div>
  <div class="content">
    <p>${esc(p.name)} is a ${p.rk === 'TI' ? 'conference interpreter and translator' : 'public service interpreter'} on our Bristol panel, working between ${LANG[other]} and English.</p>
  </div>
</div>
</body>
</html>
`);
});

// (a4) Spanish records of the Valencia office (Markdown bullets)
linguists.filter((p) => p.layout === 'es').forEach((p, k) => {
  const file = `valencia/traductores/${slug(p.name)}.md`;
  const g = p.f ? 0 : 1;
  const comb = p.pairs.map(pairEs).join('; ');
  const quals = p.quals.map((q) => qualEs(q, p.f)).join('; ');
  const specs = p.specs.map((x) => SPEC_ES[x]).join(', ');
  const wpd = `${esNum(p.wpd, 0)} palabras`;
  const avail = AVAIL_ES[p.avail][g];
  lingFacts(p, file, {
    office: 'Valencia', role: `Perfil: ${ROLE_ES[p.rk][g]}`, pairs: comb, rateWord: `${esPlain(p.rateWord)} €`, rateHour: `${p.rateHour} €/h`, exp: `Años de experiencia: ${p.exp}`,
    quals, specs, tool: p.tool, wpd, city: `Ciudad: ${p.city}`, avail: `Disponibilidad: ${avail}`, modes: p.modes ? p.modes.map((m) => MODE_ES[m]).join(', ') : undefined,
  });
  const lines = [`# Ficha de ${p.rk === 'I' ? 'intérprete' : 'traductor/a'}: ${p.name}`, '', 'Turia Traducciones — oficina de Valencia', '', '## Datos', '',
    `- Código: ${p.ref}`, `- Perfil: ${ROLE_ES[p.rk][g]}`, `- Combinaciones: ${comb}`, `- Tarifa por palabra: ${esPlain(p.rateWord)} €`, `- Tarifa por hora: ${p.rateHour} €/h`,
    `- Años de experiencia: ${p.exp}`, `- Titulación: ${quals}`, `- Especialidades: ${specs}`, `- Herramienta TAO: ${p.tool}`, `- Capacidad diaria: ${wpd}`, `- Ciudad: ${p.city}`,
    `- Disponibilidad: ${avail}`];
  if (p.modes) lines.push(`- Modalidades de interpretación: ${p.modes.map((m) => MODE_ES[m]).join(', ')}`);
  lines.push('', L(k, ['Factura a final de mes; IRPF 15 %.', 'Prefiere encargos con memoria de traducción del cliente.', 'Revisa también textos de otros traductores de la oficina.', 'Trabaja a media jornada los viernes.', 'Disponible para urgencias con recargo del 25 %.']), '');
  corpus.write(file, lines.join('\n'));
});

// (a5) nested vendor-portal JSON (both offices)
{
  const file = 'freelancers/vendor-portal-export.json';
  const AV = { available: 'available', busy: 'busy', 'on leave': 'on_leave' };
  const recs = linguists.filter((p) => p.layout === 'json').map((p) => {
    const langs = p.pairs.map((x) => ({ from: x.split('>')[0], to: x.split('>')[1] }));
    lingFacts(p, file, {
      office: `"office": "${p.office}"`, role: `"type": "${p.rk === 'TI' ? 'translator_interpreter' : 'translator'}"`, pairs: `"to": "${p.pairs[0].split('>')[1]}"`,
      rateWord: `"amount": ${p.rateWord}`, rateHour: `"amount": ${p.rateHour}`, exp: `"experienceYears": ${p.exp}`, quals: p.quals[0], specs: p.specs[0].toLowerCase(),
      tool: p.tool, wpd: `"wordsPerDay": ${p.wpd}`, city: `"city": "${p.city}"`, avail: `"availability": "${AV[p.avail]}"`, modes: p.modes ? p.modes[0].toLowerCase() : undefined,
    });
    const rec = {
      vendorId: p.ref,
      profile: { full_name: p.name, type: p.rk === 'TI' ? 'translator_interpreter' : 'translator', location: { city: p.city, office: p.office } },
      languages: langs,
      pricing: { perWord: { amount: p.rateWord, currency: p.cur }, perHour: { amount: p.rateHour, currency: p.cur } },
      experienceYears: p.exp,
      credentials: p.quals,
      domains: p.specs.map((x) => x.toLowerCase()),
      tools: [p.tool],
      capacity: { wordsPerDay: p.wpd },
      availability: AV[p.avail],
    };
    if (p.modes) rec.interpreting = { modes: p.modes.map((m) => m.toLowerCase()) };
    return rec;
  });
  corpus.write(file, JSON.stringify({ portal: 'VendorHub', exported: '2025-09-30T18:00:00Z', agency: 'Severn Bridge Languages / Turia Traducciones', vendors: recs }, null, 1) + '\n');
}

// (a6) new freelancers only in sentences: an English and a Spanish e-mail
{
  const file = 'email/2025-09-22-new-freelancers.eml';
  const n = LG['Niamh Gallagher'];
  const a = LG['Ahmed Rahimi'];
    lingFacts(n, file, {
    office: 'Bristol panel', role: 'translator', pairs: 'from German into English', rateWord: `£${fmtRate(n.rateWord)} a word`, rateHour: `£${n.rateHour} an hour`, exp: `${NUM_WORDS[n.exp]} years' experience`,
    quals: 'DipTrans', specs: 'financial', tool: n.tool, wpd: `${n.wpd / 1000}k words a day`, city: `lives in ${n.city}`, avail: 'available from Monday',
  });
  lingFacts(a, file, {
    office: 'Bristol panel', role: 'interpreter', pairs: 'Farsi and English', rateHour: `£${a.rateHour} an hour`, exp: `${NUM_WORDS[a.exp]} years`, quals: 'DPSI (Law) and is on the NRPSI',
    specs: 'courts, police stations and hospitals', city: `based in ${a.city}`, avail: 'free most weekdays', modes: 'consecutive',
  });
  corpus.write(file, `From: Grace Okonjo <grace@severnbridge-languages.co.uk>
To: projects@severnbridge-languages.co.uk
Date: Mon, 22 Sep 2025 14:03:55 +0100
Subject: Two new linguists on the Bristol panel

Hi all,

Two new freelancers have signed our framework agreement and are now on the Bristol panel.

Niamh Gallagher (${n.ref}) is a translator working from German into English, mostly financial reports and fund
documents. She has ${NUM_WORDS[n.exp]} years' experience and holds the DipTrans. Her rate is £${fmtRate(n.rateWord)} a word, or £${n.rateHour} an hour
for reviews and post-editing. She works in ${n.tool}, manages about ${n.wpd / 1000}k words a day and is available from Monday; she lives in ${n.city}.

Ahmed Rahimi (${a.ref}) is an interpreter between Farsi and English, consecutive only, based in ${a.city}. He holds the
DPSI (Law) and is on the NRPSI, has worked in courts, police stations and hospitals for ${NUM_WORDS[a.exp]} years and charges
£${a.rateHour} an hour (two-hour minimum). He is free most weekdays.

Please add them to your shortlists.

Grace
`);
}
{
  const file = 'valencia/correo/2025-09-15-nueva-traductora.eml';
  const p = LG['Laura Pastor'];
  const rateWord = `${esPlain(p.rateWord)} € por palabra`;
  lingFacts(p, file, {
    office: 'oficina de Valencia', role: 'traductora autónoma', pairs: 'del inglés y del francés al español', rateWord, rateHour: `${p.rateHour} € por hora`,
    exp: `${ES_NUM_WORDS[p.exp] ?? p.exp} años de experiencia`, quals: 'Grado en Traducción e Interpretación', specs: 'marketing y turismo', tool: p.tool,
    wpd: `${esNum(p.wpd, 0)} palabras al día`, city: `Vive en ${p.city}`, avail: 'disponible desde ya',
  });
  corpus.write(file, `De: Lucía Ferrer <lucia@turiatraducciones.es>
Para: equipo@turiatraducciones.es
Fecha: lun, 15 sep 2025 10:12:40 +0200
Asunto: Nueva traductora en la oficina de Valencia

Hola a todos:

Os presento a Laura Pastor (${p.ref}), traductora autónoma que empieza a colaborar con la oficina de Valencia este mes.
Traduce del inglés y del francés al español, sobre todo textos de marketing y turismo. Tiene ${ES_NUM_WORDS[p.exp] ?? p.exp} años de experiencia
y el Grado en Traducción e Interpretación por la Universitat de València. Su tarifa es de ${rateWord} y de
${p.rateHour} € por hora para revisiones. Vive en ${p.city}, trabaja con ${p.tool}, traduce unas ${esNum(p.wpd, 0)} palabras al día y está
disponible desde ya.

Un saludo,
Lucía
`);
}

// (a7) WIDE tables: words delivered per month, April–September 2025
const MKEYS = ['apr', 'may', 'jun', 'jul', 'aug', 'sep'];
for (const p of linguists) {
  p.words = {};
  if (p.rk === 'I' || ['mail', 'mailes'].includes(p.layout)) continue;
  MKEYS.forEach((m) => {
    if (p.avail === 'on leave' && m === 'sep') return;
    if (r.chance(0.08)) return;
    p.words[m] = r.int(4, 44) * 500 + r.int(0, 49) * 10;
  });
}
{
  const file = 'reports/words-delivered-2025.csv';
  const rows = linguists.filter((p) => p.office === 'Bristol' && Object.keys(p.words).length).map((p) => {
    MKEYS.forEach((m) => p.words[m] != null && corpus.also(p.name, 'linguist', `words_${m}`, p.words[m], 'words', String(p.words[m]), file));
    return [p.name, p.ref, ...MKEYS.map((m) => p.words[m] ?? '')];
  });
  corpus.write(file, delimited(['Linguist', 'Freelancer ID', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'], rows));
}
{
  const file = 'valencia/informes/palabras-traducidas-2025.md';
  const out = ['# Palabras traducidas por mes — 2025', '', 'Oficina de Valencia. Palabras entregadas (recuento de la herramienta TAO, sin repeticiones); — = sin encargos ese mes.', '',
    '| Traductor/a | abr | may | jun | jul | ago | sep |', '|---|---|---|---|---|---|---|'];
  linguists.filter((p) => p.office === 'Valencia' && Object.keys(p.words).length).forEach((p) => {
    MKEYS.forEach((m) => p.words[m] != null && corpus.also(p.name, 'linguist', `words_${m}`, p.words[m], 'words', esNum(p.words[m], 0), file));
    out.push(`| ${p.name} | ${MKEYS.map((m) => (p.words[m] != null ? esNum(p.words[m], 0) : '—')).join(' | ')} |`);
  });
  out.push('', 'Agosto: oficina cerrada del 11 al 22.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ clients
// [name, code, sector, country, city, account manager, payment terms (days), client since, layout]
const CLIENT_DEF = [
  ['Harbourside Legal LLP', 'C-1004', 'Legal', 'United Kingdom', 'Bristol', 'Tom Hollis', 30, '2016-04-11', 'crm'],
  ['Avon Medical Devices Ltd', 'C-1011', 'Healthcare', 'United Kingdom', 'Bristol', 'Priya Desai', 45, '2019-09-01', 'page'],
  ['Severnside NHS Foundation Trust', 'C-1002', 'Healthcare', 'United Kingdom', 'Bristol', 'Tom Hollis', 30, '2013-05-20', 'crm'],
  ['Avon and Somerset Police', 'C-1007', 'Public sector', 'United Kingdom', 'Portishead', 'Tom Hollis', 30, '2015-01-12', 'crm'],
  ['Kestrel Aerospace plc', 'C-1019', 'Aerospace', 'United Kingdom', 'Filton', 'Helen Marsh', 60, '2020-02-01', 'page'],
  ['Clifton Wealth Partners', 'C-1023', 'Financial services', 'United Kingdom', 'Bath', 'Priya Desai', 30, '2021-06-14', 'crm'],
  ['Dunmore Cider Co.', 'C-1041', 'Food and drink', 'United Kingdom', 'Hereford', 'Tom Hollis', 30, '2025-03-03', 'minutes'],
  ['Marlowe Games Studio', 'C-1033', 'Games', 'United Kingdom', 'Leamington Spa', 'Priya Desai', 30, '2022-11-07', 'crm'],
  ['Cork Harbour Shipping', 'C-1028', 'Logistics', 'Ireland', 'Cork', 'Helen Marsh', 45, '2021-03-01', 'page'],
  ['Rheinwerk Automotive GmbH', 'C-1015', 'Automotive', 'Germany', 'Stuttgart', 'Marta Benlloch', 60, '2018-07-09', 'crm'],
  ['Lumière Cosmetics SA', 'C-1026', 'Cosmetics', 'France', 'Lyon', 'Priya Desai', 45, '2021-01-01', 'page'],
  ['Northgate University', 'C-1009', 'Education', 'United Kingdom', 'Bristol', 'Tom Hollis', 30, '2017-10-02', 'crm'],
  ['Tideway Energy Ltd', 'C-1036', 'Energy', 'United Kingdom', 'Cardiff', 'Helen Marsh', 30, '2023-04-24', 'crm'],
  ['Bright Path Charity', 'C-1038', 'Charity', 'United Kingdom', 'London', 'Priya Desai', 14, '2024-01-15', 'crm'],
  ['Gloucester City Council', 'C-1044', 'Public sector', 'United Kingdom', 'Gloucester', 'Tom Hollis', 30, '2025-06-02', 'minutes'],
  ['Hotel Albufera Resort', 'V-204', 'Tourism', 'Spain', 'Valencia', 'Marta Benlloch', 30, '2014-03-01', 'es'],
  ['Bodegas Requena', 'V-211', 'Food and drink', 'Spain', 'Requena', 'Marta Benlloch', 60, '2016-09-01', 'es'],
  ['Cerámicas del Turia S.A.', 'V-219', 'Manufacturing', 'Spain', 'Onda', 'Lucía Ferrer', 60, '2017-05-01', 'es'],
  ['Clínica Levante', 'V-226', 'Healthcare', 'Spain', 'Valencia', 'Marta Benlloch', 30, '2019-02-01', 'es'],
  ['Ayuntamiento de Gandia', 'V-230', 'Public sector', 'Spain', 'Gandia', 'Lucía Ferrer', 90, '2020-10-01', 'es'],
  ['Naranjas Ribera Coop.', 'V-235', 'Food and drink', 'Spain', 'Alzira', 'Marta Benlloch', 45, '2022-04-01', 'es'],
  ['Motores Levante S.L.', 'V-238', 'Automotive', 'Spain', 'Almussafes', 'Marta Benlloch', 60, '2022-09-01', 'es'],
  ['Puerto Azul Logística', 'V-241', 'Logistics', 'Spain', 'Valencia', 'Lucía Ferrer', 60, '2023-01-16', 'crm'],
  ['Fundación Mediterránea de Arte', 'V-247', 'Culture', 'Spain', 'Valencia', 'Lucía Ferrer', 30, '2024-06-01', 'page'],
];
const clients = CLIENT_DEF.map(([name, code, sector, country, city, manager, terms, since, layout]) => ({ name, code, sector, country, city, manager, terms, since, layout }));
const CL = Object.fromEntries(clients.map((c) => [c.name, c]));
const ST = Object.fromEntries(staff.map((s) => [s.name, s]));
const clientOffice = (c) => ST[c.manager].office;
function clientFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'client', attr, value, unit, stated, file);
  F('code', c.code, 'text', c.code);
  F('sector', c.sector, 'text', s.sector);
  F('country', c.country, 'place', s.country);
  F('city', c.city, 'place', s.city ?? c.city);
  F('account_manager', c.manager, 'person', c.manager);
  F('terms_days', c.terms, 'days', s.terms);
  F('client_since', c.since, 'date', s.since);
}
const SECTOR_ES = { Tourism: 'Turismo', 'Food and drink': 'Alimentación y bebidas', Manufacturing: 'Industria cerámica', Healthcare: 'Sanidad', 'Public sector': 'Administración pública', Automotive: 'Automoción', Logistics: 'Logística', Culture: 'Cultura' };
{
  const file = 'clients/crm-export.json';
  const recs = clients.filter((c) => c.layout === 'crm').map((c) => {
    clientFacts(c, file, { sector: `"sector": "${c.sector}"`, country: `"country": "${c.country}"`, terms: `"payment_terms_days": ${c.terms}`, since: c.since });
    return { account: c.name, account_code: c.code, sector: c.sector, country: c.country, city: c.city, account_manager: c.manager, payment_terms_days: c.terms, client_since: c.since, vat_registered: true };
  });
  corpus.write(file, JSON.stringify(recs, null, 1) + '\n');
}
{
  const file = 'valencia/clientes/clientes-valencia.csv';
  const PAIS = { Spain: 'España' };
  const rows = clients.filter((c) => c.layout === 'es').map((c) => {
    const since = `${c.since.slice(5, 7)}/${c.since.slice(0, 4)}`;
    clientFacts(c, file, { sector: SECTOR_ES[c.sector], country: PAIS[c.country], terms: `${c.terms} días`, since });
    return [c.code, c.name, SECTOR_ES[c.sector], PAIS[c.country], c.city, c.manager, `${c.terms} días`, since];
  });
  corpus.write(file, delimited(['Código', 'Cliente', 'Sector', 'País', 'Ciudad', 'Gestor/a de cuenta', 'Plazo de pago', 'Cliente desde'], rows, ';'));
}
clients.filter((c) => c.layout === 'page').forEach((c, k) => {
  const file = `clients/accounts/${slug(c.name)}.html`;
  const spanish = c.country === 'Spain';
  const since = spanish ? `${ES_MONTHS[Number(c.since.slice(5, 7)) - 1]} de ${c.since.slice(0, 4)}` : fmtDate(c.since, 'month');
  const rows = spanish
    ? [['Código de cliente', c.code], ['Sector', SECTOR_ES[c.sector]], ['País', 'España'], ['Sede', c.city], ['Gestora de cuenta', c.manager], ['Plazo de pago', `${c.terms} días`], ['Cliente desde', since]]
    : [['Account code', c.code], ['Industry', c.sector], ['Headquarters', `${c.city}, ${c.country}`], ['Account owner', c.manager], ['Payment terms', `net ${c.terms}`], ['Customer since', since]];
  clientFacts(c, file, spanish ? { sector: SECTOR_ES[c.sector], country: 'España', terms: `${c.terms} días`, since } : { sector: c.sector, country: `${c.city}, ${c.country}`, terms: `net ${c.terms}`, since });
  const lead = spanish
    ? [`${c.name} es cliente de la oficina de Valencia desde ${since}; encargos de catálogos y notas de prensa.`]
    : [`${c.name} has been a customer since ${since}. ${L(k, ['Purchase order number required on every invoice.', 'Quotes go to the procurement team, not the requester.', 'Prefers delivery through the client portal.', 'Uses its own termbase; see glossaries/.'])}`];
  corpus.write(file, `<!DOCTYPE html>
<html lang="${spanish ? 'es' : 'en'}">
<head><meta charset="utf-8"><title>${esc(c.name)}</title></head>
<body>
<header><p>${spanish ? 'Turia Traducciones — ficha de cliente' : 'Severn Bridge Languages — key account'}</p></header>
<main>
<h1>${esc(c.name)}</h1>
${lead.map((l) => `<p>${esc(l)}</p>`).join('\n')}
<section>
  <h2>${spanish ? 'Datos del cliente' : 'Account details'}</h2>
  <dl>
${rows.map(([a, b]) => `    <dt>${esc(a)}</dt><dd>${esc(b)}</dd>`).join('\n')}
  </dl>
</section>
</main>
</body>
</html>
`);
});

// ------------------------------------------------------------------ jobs
const translators = linguists.filter((p) => p.rk !== 'I' && !['mail', 'mailes'].includes(p.layout));
const canDo = (office) => translators.filter((p) => p.office === office).flatMap((p) => p.pairs.map((pair) => [p, pair]));
function reviewerFor(p, pair) {
  const tgt = pair.split('>')[1];
  const same = translators.filter((q) => q !== p && q.office === p.office && q.pairs.includes(pair));
  const tgtOnly = translators.filter((q) => q !== p && q.office === p.office && q.pairs.some((x) => x.split('>')[1] === tgt));
  const pool = same.length ? same : tgtOnly;
  return pool.length ? r.pick(pool) : null;
}
const SUBJECT_OF_SECTOR = { Legal: 'Legal', Healthcare: 'Medical', 'Public sector': 'Public sector', Aerospace: 'Technical', 'Financial services': 'Financial', 'Food and drink': 'Marketing', Games: 'Games', Logistics: 'Technical', Automotive: 'Technical', Cosmetics: 'Marketing', Education: 'Marketing', Energy: 'Technical', Charity: 'Marketing', Tourism: 'Tourism', Manufacturing: 'Technical', Culture: 'Marketing' };
const jobs = [];
let jseqB = 401;
let jseqV = 112;
function makeJob(office, layout, opts = {}) {
  const pool = canDo(office).filter(([p, pair]) => !pair.endsWith('>ca') && translators.some((q) => q !== p && q.office === p.office && q.pairs.some((x) => x.split('>')[1] === pair.split('>')[1])));
  const [p, pair] = opts.force ? [LG[opts.force[0]], opts.force[1]] : r.pick(pool);
  const rev = reviewerFor(p, pair);
  const cl = opts.force ? CL[opts.force[2]] : r.pick(clients.filter((c) => clientOffice(c) === office && !['Avon and Somerset Police'].includes(c.name) && c.since < opts.from));
  const [src, tgt] = pair.split('>');
  let words = opts.round ? r.int(opts.round[0], opts.round[1]) * (opts.step ?? 1000) : r.int(60, 3800) * 10;
  const perWord = office === 'Bristol' ? r.pick([0.11, 0.12, 0.13, 0.14, 0.15, 0.16]) : r.pick([0.08, 0.09, 0.1, 0.11, 0.12]);
  const price = office === 'Bristol' ? Math.round(words * perWord) : r2(words * perWord);
  const deadline = randDate(opts.from, opts.to);
  const status = opts.status ?? (deadline < TODAY ? r.weighted([['Delivered', 0.9], ['Cancelled', 0.1]]) : r.weighted([['In progress', 0.55], ['In review', 0.25], ['Not started', 0.2]]));
  const pm = office === 'Bristol' ? (deadline >= '2025-06-15' && r.chance(0.45) ? 'Grace Okonjo' : 'Owen Pritchard') : r.chance(0.7) ? 'Javier Soler' : 'Lucía Ferrer';
  const subject = r.chance(0.7) ? SUBJECT_OF_SECTOR[cl.sector] : r.pick(['Marketing', 'Legal', 'Financial'].filter((x) => x !== SUBJECT_OF_SECTOR[cl.sector]));
  const code = office === 'Bristol' ? `SB-25-0${jseqB + r.int(0, 2)}` : `EXP-25-${jseqV + r.int(0, 2)}`;
  if (office === 'Bristol') jseqB += 3;
  else jseqV += 3;
  const j = { code, office, layout, client: cl.name, src: LANG[src], tgt: LANG[tgt], pair, words, deadline, translator: p.name, reviewer: rev.name, pm, subject, price, cur: office === 'Bristol' ? 'GBP' : 'EUR', status };
  jobs.push(j);
  return j;
}
function jobFacts(j, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(j.code, 'job', attr, value, unit, stated, file);
  F('client', j.client, 'text', s.client ?? j.client);
  F('source', j.src, 'text', s.src);
  F('target', j.tgt, 'text', s.tgt);
  F('words', j.words, 'words', s.words);
  F('deadline', j.deadline, 'date', s.deadline);
  F('translator', j.translator, 'person', j.translator);
  F('reviewer', j.reviewer, 'person', j.reviewer);
  F('pm', j.pm, 'person', j.pm);
  F('subject', j.subject, 'text', s.subject);
  F('price', j.price, j.cur, s.price);
  F('status', j.status, 'text', s.status);
}
// (d1) live TSV tracker (Bristol), units inside the values
{
  const file = 'projects/job-tracker-live.tsv';
  const rows = [];
  for (let i = 0; i < 12; i++) {
    const j = makeJob('Bristol', 'tsv', { from: '2025-09-24', to: '2025-11-21' });
    const pc = pairCode(j.pair);
    const words = `${group(j.words)} words`;
    const dl = fmtDate(j.deadline, 'short');
    jobFacts(j, file, { src: pc, tgt: pc, words, deadline: dl, subject: j.subject, price: gbp(j.price, 0), status: j.status });
    rows.push([j.code, j.client, pc, words, dl, j.translator, j.reviewer, j.pm, j.subject, gbp(j.price, 0), j.status]);
  }
  corpus.write(file, delimited(['Job', 'Client', 'Pair', 'Volume', 'Deadline', 'Translator', 'Reviewer', 'PM', 'Subject', 'Price', 'Status'], rows, '\t'));
}
// (d2) HTML project sheets (label set B)
for (let i = 0; i < 4; i++) {
  const j = makeJob('Bristol', 'html', { from: '2025-08-18', to: '2025-11-14', round: [10, 60], step: 500 });
  const file = `projects/sheets/${j.code.toLowerCase()}.html`;
  const vol = `${kWords(j.words)} words`;
  const due = j.deadline;
  jobFacts(j, file, { src: j.src, tgt: j.tgt, words: vol, deadline: due, subject: j.subject, price: `${gbp(j.price, 0)} + VAT`, status: j.status });
  const rows = [['Project code', j.code], ['End client', j.client], ['Source language', j.src], ['Target language', j.tgt], ['Volume', vol], ['Due', due],
    ['Linguist', j.translator], ['Proofreader', j.reviewer], ['Project manager', j.pm], ['Field', j.subject], ['Quote', `${gbp(j.price, 0)} + VAT`], ['Stage', j.status]];
  corpus.write(file, `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Project sheet ${j.code}</title></head>
<body>
<article>
  <h1>Project sheet — ${j.code}</h1>
  <p>${esc(`${j.client} — ${j.subject.toLowerCase()} documents, ${j.src} into ${j.tgt}. Translation and independent revision per ISO 17100.`)}</p>
  <h2>Project</h2>
  <table class="spec">
    <thead><tr><th>Field</th><th>Value</th></tr></thead>
    <tbody>
${rows.map(([a, b]) => `      <tr><td>${esc(a)}</td><td>${esc(b)}</td></tr>`).join('\n')}
    </tbody>
  </table>
</article>
</body>
</html>
`);
}
// (d3) completed jobs CSV (Bristol), units in the header
{
  const file = 'projects/completed-jobs-q2-q3-2025.csv';
  const rows = [];
  for (let i = 0; i < 10; i++) {
    const j = makeJob('Bristol', 'csv', { from: '2025-04-07', to: '2025-09-26' });
    const dl = fmtDate(j.deadline, 'us');
    jobFacts(j, file, { src: j.src, tgt: j.tgt, words: String(j.words), deadline: dl, subject: j.subject, price: String(j.price), status: j.status });
    rows.push([j.code, j.client, j.src, j.tgt, j.words, dl, j.translator, j.reviewer, j.pm, j.subject, j.price, j.status]);
  }
  corpus.write(file, delimited(['Job ref', 'Client', 'Source', 'Target', 'Word count', 'Deadline', 'Translator', 'Reviewer', 'PM', 'Domain', 'Fee (GBP)', 'Status'], rows));
}
// (d4) Spanish nested JSON export (Valencia)
{
  const file = 'valencia/encargos/encargos-export-2025.json';
  const EST = { Delivered: 'Entregado', 'In progress': 'En curso', 'In review': 'En revisión', 'Not started': 'Pendiente de inicio', Cancelled: 'Cancelado' };
  const MAT = { Legal: 'jurídica', Medical: 'médica', Technical: 'técnica', Financial: 'financiera', Marketing: 'marketing', Tourism: 'turismo', 'Public sector': 'administración pública', Games: 'videojuegos', Automotive: 'automoción' };
  const recs = [];
  for (let i = 0; i < 10; i++) {
    const force = i === 3 ? ['Vicent Martí', 'es>ca', 'Ayuntamiento de Gandia'] : i === 7 ? ['Vicent Martí', 'en>ca', 'Hotel Albufera Resort'] : null;
    const late = [1, 5, 8].includes(i);
    const j = makeJob('Valencia', 'json', { from: late ? '2025-10-03' : '2025-06-02', to: late ? '2025-11-14' : '2025-09-30', force });
    const [s, t] = j.pair.split('>');
    jobFacts(j, file, { src: `"origen": "${ES_LANG[s]}"`, tgt: `"destino": "${ES_LANG[t]}"`, words: `"palabras": ${j.words}`, deadline: esDate(j.deadline), subject: `"materia": "${MAT[j.subject]}"`, price: `"base": ${j.price}`, status: EST[j.status] });
    recs.push({
      expediente: j.code,
      cliente: { nombre: j.client, codigo: CL[j.client].code },
      idiomas: { origen: ES_LANG[s], destino: ES_LANG[t] },
      volumen: { palabras: j.words },
      fecha_entrega: esDate(j.deadline),
      equipo: { traductor: j.translator, revisor: j.reviewer, gestor: j.pm },
      materia: MAT[j.subject],
      importe: { base: j.price, moneda: 'EUR', iva_incluido: false },
      estado: EST[j.status],
    });
  }
  corpus.write(file, JSON.stringify({ sistema: 'GestorTAO 3.2', oficina: 'Valencia', exportado: '2025-10-01', encargos: recs }, null, 1) + '\n');
}
// (d5) new jobs only in a project manager's e-mail
{
  const file = 'email/2025-09-29-new-jobs-this-week.eml';
  const out = ['From: Owen Pritchard <owen@severnbridge-languages.co.uk>', 'To: projects@severnbridge-languages.co.uk', 'Date: Mon, 29 Sep 2025 08:52:30 +0100', 'Subject: New jobs this week', '', 'Morning all,', '',
    'Four jobs came in over the weekend; they are not in the tracker yet, so here they are.', ''];
  for (let i = 0; i < 4; i++) {
    const j = makeJob('Bristol', 'mail', { from: '2025-10-08', to: '2025-11-28', round: [4, 30], step: 1000, status: i === 2 ? 'In progress' : 'Not started' });
    j.pm = 'Owen Pritchard';
    const due = `${Number(j.deadline.slice(8))} ${fmtDate(j.deadline, 'long').split(' ')[1]}`;
    const words = i === 1 ? `${NUM_WORDS[j.words / 1000] ?? j.words / 1000} thousand words` : `${j.words / 1000}k words`;
    const st = j.status === 'In progress' ? 'already under way' : 'not started yet';
    jobFacts(j, file, { src: `from ${j.src}`, tgt: `into ${j.tgt}`, words, deadline: due, subject: j.subject.toLowerCase(), price: gbp(j.price, 0), status: st });
    out.push(i % 2 === 0
      ? `${j.code} for ${j.client}: ${words} of ${j.subject.toLowerCase()} material from ${j.src} into ${j.tgt}, due ${due}. ${j.translator} translates and ${j.reviewer} reviews. Quoted at ${gbp(j.price, 0)} + VAT; ${st}.`
      : `${j.code} — ${j.client} want ${words} translated from ${j.src} into ${j.tgt} (${j.subject.toLowerCase()}), deadline ${due}. I've given it to ${j.translator}, with ${j.reviewer} as reviewer. We quoted ${gbp(j.price, 0)}. It is ${st}.`, '');
  }
  out.push('I am the PM on all four.', '', 'Owen', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ invoices
const invoices = [];
function makeInvoice(office, layout, n) {
  const list = [];
  const pool = clients.filter((c) => clientOffice(c) === office && c.since < '2025-05-01');
  for (let i = 0; i < n; i++) {
    const cl = r.pick(pool);
    const issued = randDate('2025-05-02', '2025-09-26');
    const net = r2(r.int(3500, 98000) / 10);
    const vatRate = office === 'Bristol' ? (cl.country === 'United Kingdom' ? 20 : 0) : cl.country === 'Spain' ? 21 : 0;
    const vat = r2((net * vatRate) / 100);
    const due = addDays(issued, cl.terms);
    const status = due >= TODAY ? 'pending' : r.weighted([['paid', 0.6], ['overdue', 0.4]]);
    list.push({ office, layout, client: cl.name, issued, net, vatRate, vat, total: r2(net + vat), cur: office === 'Bristol' ? 'GBP' : 'EUR', status, due });
  }
  list.sort((a, b) => (a.issued < b.issued ? -1 : 1));
  invoices.push(...list);
  return list;
}
let invSeqB = 240;
let invSeqV = 198;
function invFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.code, 'invoice', attr, value, unit, stated, file);
  F('client', x.client, 'text', x.client);
  F('issued', x.issued, 'date', s.issued);
  F('net', x.net, x.cur, s.net);
  F('vat_rate', x.vatRate, '%', s.vatRate);
  F('vat', x.vat, x.cur, s.vat);
  F('total', x.total, x.cur, s.total);
  F('status', x.status, 'text', s.status);
}
const codeB = () => `SB-INV-25-0${(invSeqB += r.int(3, 9))}`;
const codeV = () => `F-2025-0${(invSeqV += r.int(2, 7))}`;
// (e1) Spanish accounting export: preamble, semicolons, decimal commas
{
  const file = 'valencia/contabilidad/facturas-emitidas-2025.csv';
  const ESTADO = { paid: 'Pagada', overdue: 'Vencida', pending: 'Pendiente' };
  const rows = makeInvoice('Valencia', 'es', 9).map((x) => {
    x.code = codeV();
    invFacts(x, file, { issued: esDate(x.issued), net: esNum(x.net), vatRate: `;${x.vatRate};`, vat: esNum(x.vat), total: esNum(x.total), status: ESTADO[x.status] });
    return [x.code, esDate(x.issued), x.client, CL[x.client].code, esNum(x.net), x.vatRate, esNum(x.vat), esNum(x.total), esDate(x.due), ESTADO[x.status]];
  });
  const pre = ['Turia Traducciones S.L. — Libro de facturas emitidas', 'Ejercicio 2025 (mayo–septiembre); importes en EUR', 'Exportado el 01/10/2025 a las 08:15; separador decimal: coma', ''].join('\n');
  corpus.write(file, `${pre}\n${delimited(['Nº factura', 'Fecha', 'Cliente', 'Código cliente', 'Base imponible', 'IVA %', 'Cuota IVA', 'Total', 'Vencimiento', 'Estado'], rows, ';')}`);
}
// (e2) Markdown invoice sheets (Bristol)
makeInvoice('Bristol', 'md', 5).forEach((x, k) => {
  x.code = codeB();
  const file = `finance/invoices/${x.code.toLowerCase()}.md`;
  const issued = fmtDate(x.issued, k % 2 ? 'long' : 'short');
  const st = { paid: 'Paid', overdue: 'Overdue', pending: 'Awaiting payment' }[x.status];
  const vatLine = x.vatRate ? `- VAT @ ${x.vatRate}%: ${gbp(x.vat)}` : '- VAT: £0.00 (outside the scope of UK VAT — customer outside the UK)';
  invFacts(x, file, { issued, net: `Net amount: ${gbp(x.net)}`, vatRate: x.vatRate ? `VAT @ ${x.vatRate}%` : 'outside the scope of UK VAT', vat: x.vatRate ? gbp(x.vat) : '£0.00', total: `Total: ${gbp(x.total)}`, status: `Status: ${st}` });
  corpus.write(file, [`# Invoice ${x.code}`, '', 'Severn Bridge Languages Ltd, 5 Queen Square, Bristol BS1 4JQ · VAT reg. GB 412 7730 18', '',
    `- Client: ${x.client}`, `- Client code: ${CL[x.client].code}`, `- Date of issue: ${issued}`, `- Payment terms: ${CL[x.client].terms} days`, `- Net amount: ${gbp(x.net)}`, vatLine,
    `- Total: ${gbp(x.total)}`, `- Status: ${st}`, '', L(k, ['Translation services as per the attached job list.', 'Interpreting services, see booking references.', 'Translation and revision; rush surcharge included.']), ''].join('\n'));
});
// (e3) sales-ledger CSV (Bristol), units in the header
{
  const file = 'finance/sales-ledger-2025.csv';
  const ST2 = { paid: 'PAID', overdue: 'OVERDUE', pending: 'OPEN' };
  const rows = makeInvoice('Bristol', 'csv', 9).map((x) => {
    x.code = codeB();
    const issued = fmtDate(x.issued, 'dotted');
    invFacts(x, file, { issued, net: x.net.toFixed(2), vatRate: `${x.vatRate}%`, vat: x.vat.toFixed(2), total: x.total.toFixed(2), status: ST2[x.status] });
    return [x.code, x.client, issued, x.net.toFixed(2), `${x.vatRate}%`, x.vat.toFixed(2), x.total.toFixed(2), ST2[x.status]];
  });
  corpus.write(file, delimited(['Invoice', 'Client', 'Issued', 'Net (GBP)', 'VAT rate', 'VAT (GBP)', 'Gross (GBP)', 'Status'], rows));
}
// (e4) three invoices only in a credit-control e-mail
{
  const file = 'email/2025-09-30-credit-control.eml';
  const xs = makeInvoice('Bristol', 'mail', 3);
  const out = ['From: Accounts <accounts@severnbridge-languages.co.uk>', 'To: Helen Marsh <helen@severnbridge-languages.co.uk>', 'Cc: Tom Hollis <tom@severnbridge-languages.co.uk>, Priya Desai <priya@severnbridge-languages.co.uk>',
    'Date: Tue, 30 Sep 2025 17:20:05 +0100', 'Subject: Credit control — end of September', '', 'Hi Helen,', '', 'Three invoices that never made it into the ledger export (raised by hand while the system was down):', ''];
  xs.forEach((x, k) => {
    x.code = codeB();
    const issued = fmtDate(x.issued, 'long');
    const st = { paid: 'was paid in full last week', overdue: 'is now overdue and I have sent a reminder', pending: 'is not due yet' }[x.status];
    const vat = x.vatRate ? `plus VAT at ${x.vatRate}% (${gbp(x.vat)}), ${gbp(x.total)} in all` : `with no VAT as the customer is outside the UK, so ${gbp(x.total)} in all`;
    invFacts(x, file, { issued, net: gbp(x.net), vatRate: x.vatRate ? `VAT at ${x.vatRate}%` : 'no VAT', vat: x.vatRate ? gbp(x.vat) : 'no VAT', total: `${gbp(x.total)} in all`, status: st });
    out.push(`${x.code} to ${x.client}, issued on ${issued}, for ${gbp(x.net)} ${vat}, ${st}.`, '');
  });
  out.push('Everything else is in finance/sales-ledger-2025.csv.', '', 'Jo', 'Accounts', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ interpreting assignments
const VENUES = {
  'Harbourside Legal LLP': [['Bristol Crown Court', 'Bristol'], ['Bristol Civil Justice Centre', 'Bristol']],
  'Severnside NHS Foundation Trust': [['Southmead Hospital', 'Bristol'], ['Weston General Hospital', 'Weston-super-Mare']],
  'Avon and Somerset Police': [['Patchway Police Centre', 'Bristol'], ['Keynsham Police Station', 'Keynsham']],
  'Kestrel Aerospace plc': [['Kestrel Aerospace, Building 7', 'Filton']],
  'Northgate University': [['Northgate University, Great Hall', 'Bristol']],
  'Gloucester City Council': [['Gloucester Guildhall', 'Gloucester']],
  'Lumière Cosmetics SA': [['Bristol Marriott City Centre', 'Bristol']],
  'Clifton Wealth Partners': [['The Assembly Rooms', 'Bath']],
  'Hotel Albufera Resort': [['Hotel Albufera Resort', 'El Saler']],
  'Clínica Levante': [['Clínica Levante', 'Valencia']],
  'Ayuntamiento de Gandia': [['Palau Ducal dels Borja', 'Gandia']],
  'Fundación Mediterránea de Arte': [['Palau de Congressos', 'Valencia']],
};
const interpreters = linguists.filter((p) => p.modes);
const assignments = [];
let aseq = 30;
function makeAssignment(office, layout, opts = {}) {
  const pool = interpreters.filter((p) => p.office === office);
  const p = opts.interpreter ? LG[opts.interpreter] : r.pick(pool);
  const conf = p.modes.includes('Simultaneous');
  const clPool = Object.keys(VENUES).filter((c) => clientOffice(CL[c]) === office && (conf ? ['Kestrel Aerospace plc', 'Northgate University', 'Lumière Cosmetics SA', 'Clifton Wealth Partners', 'Fundación Mediterránea de Arte', 'Hotel Albufera Resort', 'Ayuntamiento de Gandia', 'Clínica Levante'] : ['Harbourside Legal LLP', 'Severnside NHS Foundation Trust', 'Avon and Somerset Police', 'Gloucester City Council', 'Northgate University', 'Clínica Levante', 'Ayuntamiento de Gandia']).includes(c));
  const client = r.pick(clPool);
  const [venue, city] = r.pick(VENUES[client]);
  const mode = conf && !['Clínica Levante'].includes(client) ? r.weighted([['Simultaneous', 0.75], ['Consecutive', 0.25]]) : r.pick(p.modes.filter((m) => m !== 'Simultaneous'));
  const other = office === 'Bristol' ? LANG[p.pairs[0].split('>')[0]] : 'English';
  const langs = office === 'Bristol' ? [other, 'English'] : ['English', 'Spanish'];
  const dur = r.int(2, 15) * 0.5;
  const date = randDate('2025-07-01', '2025-10-24');
  const travel = office === 'Bristol' ? r.int(2, 48) : r.int(3, 70);
  const code = office === 'Bristol' ? `INT-25-0${(aseq += r.int(1, 4))}` : `INT-VLC-25-${pad((aseq += r.int(1, 3)) - 20)}`;
  const a = { code, office, layout, interpreter: p.name, client, venue, city, mode, langs, dur, date, travel, remote: false };
  assignments.push(a);
  return a;
}
function asgFacts(a, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(a.code, 'assignment', attr, value, unit, stated, file);
  F('date', a.date, 'date', s.date);
  F('duration', a.dur, 'h', s.dur);
  F('venue', a.venue, 'text', s.venue ?? a.venue);
  if (!a.remote) F('city', a.city, 'place', s.city ?? a.city);
  F('interpreter', a.interpreter, 'person', a.interpreter);
  F('client', a.client, 'text', a.client);
  F('languages', a.langs, 'list', s.langs);
  F('mode', a.mode, 'text', s.mode);
  if (!a.remote) F('travel_km', a.office === 'Bristol' ? r4(a.travel * MI) : a.travel, 'km', s.travel);
}
const hhmm = (h) => `${Math.floor(h)}:${pad(Math.round((h % 1) * 60))}`;
// (f1) flat bookings JSON (Bristol)
{
  const file = 'interpreting/bookings-2025.json';
  const recs = [];
  const names = ['Elena Vasquez', 'Tomasz Wójcik', 'Yasmin Farouk', 'Pierre Lambert', 'Olena Kovalenko', 'Amira Haddad', 'Pierre Lambert', 'Elena Vasquez', 'Tomasz Wójcik'];
  for (let i = 0; i < 9; i++) {
    const a = makeAssignment('Bristol', 'json', { interpreter: names[i] });
    const min = a.dur * 60;
    asgFacts(a, file, { date: `"date": "${a.date}"`, dur: `"duration_min": ${min}`, langs: `"language": "${a.langs[0]}"`, mode: `"mode": "${a.mode.toLowerCase()}"`, travel: `"travel_miles": ${a.travel}` });
    recs.push({ booking: a.code, date: a.date, start: L(i, ['09:30', '10:00', '13:30', '09:00', '14:00']), duration_min: min, venue: a.venue, city: a.city, interpreter: a.interpreter, client: a.client, language: a.langs[0], mode: a.mode.toLowerCase(), travel_miles: a.travel, booked_by: r.pick(['Grace Okonjo', 'Owen Pritchard']) });
  }
  recs.sort((x, y) => (x.date < y.date ? -1 : 1));
  corpus.write(file, JSON.stringify(recs, null, 1) + '\n');
}
// (f2) semicolon CSV with n/a (Bristol; one remote session)
{
  const file = 'interpreting/court-and-nhs-bookings.csv';
  const rows = [];
  const names = ['Yasmin Farouk', 'Elena Vasquez', 'Olena Kovalenko', 'Amira Haddad', 'Tomasz Wójcik', 'Ahmed Rahimi'];
  for (let i = 0; i < 6; i++) {
    const a = makeAssignment('Bristol', 'csv', { interpreter: names[i] });
    if (i === 2) {
      a.remote = true;
      a.venue = 'Video link (Teams)';
    }
    const dt = esDate(a.date);
    asgFacts(a, file, { date: dt, dur: `;${hhmm(a.dur)};`, venue: a.venue, city: a.city, langs: `${a.langs[0]}/English`, mode: a.mode, travel: `;${a.travel}` });
    rows.push([a.code, dt, a.client, a.interpreter, `${a.langs[0]}/English`, a.mode, a.venue, a.remote ? 'n/a' : a.city, hhmm(a.dur), a.remote ? 'n/a' : a.travel]);
  }
  corpus.write(file, delimited(['Ref', 'Date', 'Client', 'Interpreter', 'Languages', 'Mode', 'Venue', 'City', 'Duration (h:mm)', 'Travel (mi)'], rows, ';'));
}
// (f3) Spanish HTML definition lists (Valencia)
['Irene Soriano', 'Sofía Herrera', 'Irene Soriano', 'Sofía Herrera'].forEach((nm, k) => {
  const a = makeAssignment('Valencia', 'es', { interpreter: nm });
  const file = `valencia/interpretacion/${a.code.toLowerCase()}.html`;
  const h = Math.floor(a.dur);
  const dur = a.dur % 1 ? `${h} h 30 min` : `${h} h`;
  asgFacts(a, file, { date: esDate(a.date), dur, langs: 'inglés <> español', mode: MODE_ES[a.mode], travel: `${a.travel} km` });
  const rows = [['Servicio', a.code], ['Fecha', esDate(a.date)], ['Duración', dur], ['Modalidad', MODE_ES[a.mode]], ['Idiomas', 'inglés <> español'], ['Lugar', a.venue], ['Ciudad', a.city],
    ['Intérprete', a.interpreter], ['Cliente', a.client], ['Desplazamiento', `${a.travel} km`]];
  corpus.write(file, `<!DOCTYPE html>
<html lang="es">
<head><meta charset="utf-8"><title>Servicio de interpretación ${a.code}</title></head>
<body>
<header><p>Turia Traducciones — servicios de interpretación</p></header>
<main>
<h1>Servicio de interpretación ${a.code}</h1>
<p>${esc(`Interpretación ${MODE_ES[a.mode]} para ${a.client} el ${esLong(a.date)}.`)}</p>
<section>
  <h2>Ficha del servicio</h2>
  <dl>
${rows.map(([x, y]) => `    <dt>${esc(x)}</dt><dd>${esc(y)}</dd>`).join('\n')}
  </dl>
</section>
</main>
<footer>${k % 2 ? 'Equipo técnico de cabinas: Sonoluz Valencia.' : 'Factura según tarifa por hora de la intérprete.'}</footer>
</body>
</html>
`);
});
// (f4) three assignments only in the bookings diary's sentences
{
  const file = 'interpreting/bookings-diary-september.md';
  const DUR_WORDS = { 1: 'an hour', 1.5: 'an hour and a half', 2: 'two hours', 2.5: 'two and a half hours', 3: 'three hours', 3.5: 'three and a half hours', 4: 'four hours', 4.5: 'four and a half hours', 5: 'five hours', 5.5: 'five and a half hours', 6: 'six hours', 6.5: 'six and a half hours', 7: 'seven hours', 7.5: 'seven and a half hours' };
  const xs = ['Yasmin Farouk', 'Ahmed Rahimi', 'Olena Kovalenko'].map((nm) => {
    const a = makeAssignment('Bristol', 'diary', { interpreter: nm });
    a.date = randDate('2025-09-02', '2025-09-26');
    return a;
  }).sort((x, y) => (x.date < y.date ? -1 : 1));
  const out = ['# Interpreting bookings diary — September 2025', '', 'Kept by Grace Okonjo. Notes after each job; the booking system entries follow at month end.', ''];
  xs.forEach((a, k) => {
    const day = `${weekday(a.date)} ${Number(a.date.slice(8))} September`;
    const dur = DUR_WORDS[a.dur];
    asgFacts(a, file, { date: day, dur, langs: a.langs[0], mode: a.mode.toLowerCase(), travel: `${a.travel} miles` });
    out.push(`## ${day}`, '', k % 2 === 0
      ? `${a.code}: ${a.interpreter} interpreted ${a.langs[0]} (${a.mode.toLowerCase()}) for ${a.client} at ${a.venue}, ${a.city}. It ran to ${dur}; mileage claimed ${a.travel} miles.`
      : `${a.interpreter} covered ${a.code} for ${a.client} — ${a.mode.toLowerCase()} ${a.langs[0]} at ${a.venue} in ${a.city}, ${dur} in all, with ${a.travel} miles of travel.`, '');
  });
  out.push('## Notes', '', 'Two police call-outs were cancelled this month (no charge under two hours\' notice).', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ termbases and glossaries
// [name, owner, client, domain, languages, tool, layout]
const TB_DEF = [
  ['Harbourside contracts glossary', 'Hugh Bellamy', 'Harbourside Legal LLP', 'Legal', ['English', 'French', 'German'], 'Trados MultiTerm', 'md'],
  ['Kestrel maintenance termbase', 'Dieter Vogel', 'Kestrel Aerospace plc', 'Technical', ['English', 'German'], 'Trados MultiTerm', 'md'],
  ['Avon MedTech terminology', 'Sarah Whitcombe', 'Avon Medical Devices Ltd', 'Medical', ['Spanish', 'Portuguese', 'English'], 'Phrase TermBase', 'md'],
  ['Marlowe game UI glossary', 'Kenji Mori', 'Marlowe Games Studio', 'Games', ['Japanese', 'English'], 'memoQ termbase', 'md'],
  ['Lumière product names', 'Chloé Martin', 'Lumière Cosmetics SA', 'Marketing', ['English', 'French'], 'memoQ termbase', 'html'],
  ['Rheinwerk powertrain glossary', 'Lukas Brandt', 'Rheinwerk Automotive GmbH', 'Automotive', ['English', 'German'], 'memoQ termbase', 'html'],
  ['Clifton funds glossary', 'David Okafor', 'Clifton Wealth Partners', 'Financial', ['French', 'English'], 'Trados MultiTerm', 'html'],
  ['Glosario turístico Albufera', 'Vicent Martí', 'Hotel Albufera Resort', 'Tourism', ['Spanish', 'Catalan', 'English'], 'memoQ termbase', 'es'],
  ['Glosario clínico Levante', 'Carmen Ruiz', 'Clínica Levante', 'Medical', ['German', 'Spanish', 'English'], 'memoQ termbase', 'es'],
  ['Glosario vinícola Requena', 'Álvaro Cano', 'Bodegas Requena', 'Marketing', ['Spanish', 'English', 'Italian'], 'Trados MultiTerm', 'es'],
  ['Severnside patient leaflets glossary', 'Amira Haddad', 'Severnside NHS Foundation Trust', 'Medical', ['Arabic', 'English'], 'Phrase TermBase', 'minutes'],
  ['Tideway offshore wind termbase', 'Rhys Morgan', 'Tideway Energy Ltd', 'Technical', ['English', 'Welsh'], 'memoQ termbase', 'minutes'],
];
const termbases = TB_DEF.map(([name, owner, client, domain, langs, tool, layout]) => ({ name, owner, client, domain, langs, tool, layout, entries: r.int(30, 480) * 10, updated: randDate('2025-02-03', '2025-09-29') }));
function tbFacts(t, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(t.name, 'termbase', attr, value, unit, stated, file);
  F('entries', t.entries, 'entries', s.entries);
  F('languages', t.langs, 'list', s.langs);
  F('domain', t.domain, 'text', s.domain);
  F('owner', t.owner, 'person', t.owner);
  F('client', t.client, 'text', t.client);
  F('tool', t.tool, 'text', t.tool);
  F('updated', t.updated, 'date', s.updated);
}
{
  const file = 'glossaries/termbases-bristol.md';
  const out = ['---', 'title: Client termbases (Bristol)', 'maintained_by: Owen Pritchard', 'exported: 2025-09-30', 'count: 4', '---', '', '# Client termbases — Bristol', '',
    'Every termbase is checked by its owner at least once a quarter. Entry counts from the termbase statistics.', ''];
  termbases.filter((t) => t.layout === 'md').forEach((t, k) => {
    const upd = fmtDate(t.updated, k % 2 ? 'long' : 'short');
    tbFacts(t, file, { entries: `| Entries | ${group(t.entries)} |`, langs: t.langs.join(', '), domain: `| Subject | ${t.domain} |`, updated: upd });
    out.push(`## ${t.name}`, '', '| Field | Value |', '|---|---|', `| Entries | ${group(t.entries)} |`, `| Languages | ${t.langs.join(', ')} |`, `| Subject | ${t.domain} |`,
      `| Maintained by | ${t.owner} |`, `| Client | ${t.client} |`, `| Tool | ${t.tool} |`, `| Last updated | ${upd} |`, '');
  });
  corpus.write(file, out.join('\n'));
}
{
  const file = 'glossaries/termbases-overview.html';
  const secs = termbases.filter((t) => t.layout === 'html').map((t, k) => {
    const count = k === 1 ? `${(t.entries / 1000).toFixed(1)}k terms` : `${group(t.entries)} terms`;
    const lp = t.langs.map((l) => Object.keys(LANG).find((c) => LANG[c] === l).toUpperCase()).join('-');
    const upd = fmtDate(t.updated, 'us');
    tbFacts(t, file, { entries: count, langs: lp, domain: t.domain, updated: upd });
    const rows = [['Term count', count], ['Language pair', lp], ['Domain', t.domain], ['Owner', t.owner], ['Customer', t.client], ['Format', t.tool], ['Updated', upd]];
    return `  <h2>${esc(t.name)}</h2>
  <table class="spec">
    <thead><tr><th>Field</th><th>Value</th></tr></thead>
    <tbody>
${rows.map(([a, b]) => `      <tr><td>${esc(a)}</td><td>${esc(b)}</td></tr>`).join('\n')}
    </tbody>
  </table>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Termbases overview</title></head>
<body>
<nav>Glossaries &rsaquo; Overview</nav>
<article>
  <h1>Termbases overview</h1>
  <p>Termbases shared with clients through the vendor portal. Counts rounded in the dashboard.</p>
${secs.join('\n')}
</article>
</body>
</html>
`);
}
// a dashboard "1.2k terms" states a rounded count: hold what the page states
for (const t of termbases.filter((x) => x.layout === 'html')) {
  const f = corpus.facts.find((x) => x.entity === t.name && x.attribute === 'entries');
  if (/k terms$/.test(f.stated)) {
    const v = Math.round(Number(f.stated.replace('k terms', '')) * 1000);
    f.value = v;
    t.entries = v;
  }
}
{
  const file = 'valencia/glosarios/glosarios-valencia.txt';
  const out = ['GLOSARIOS DE CLIENTES — OFICINA DE VALENCIA', 'Actualizado: 30/09/2025', ''];
  termbases.filter((t) => t.layout === 'es').forEach((t) => {
    const idiomas = t.langs.map((l) => LANG_ES_NAME[l]).join(', ');
    const MATERIA = { Tourism: 'turismo', Medical: 'médica', Marketing: 'marketing (vinos)' };
    tbFacts(t, file, { entries: `Entradas: ${esNum(t.entries, 0)}`, langs: idiomas, domain: `Materia: ${MATERIA[t.domain]}`, updated: esDate(t.updated) });
    out.push(`GLOSARIO: ${t.name.toUpperCase()}`, `Nombre: ${t.name}`, `Entradas: ${esNum(t.entries, 0)}`, `Idiomas: ${idiomas}`, `Materia: ${MATERIA[t.domain]}`, `Responsable: ${t.owner}`,
      `Cliente: ${t.client}`, `Herramienta: ${t.tool}`, `Última actualización: ${esDate(t.updated)}`, '');
  });
  out.push('Los glosarios se comparten con el cliente en formato TBX una vez al trimestre.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ minutes: two new clients, two termbases
{
  const file = 'admin/management-meeting-2025-06-10.md';
  const d = CL['Dunmore Cider Co.'];
  const g = CL['Gloucester City Council'];
  clientFacts(d, file, { sector: 'cider maker', country: 'England', city: 'Hereford', terms: '30-day terms', since: '3 March 2025' });
  clientFacts(g, file, { sector: 'public sector', country: 'England', city: 'Gloucester', terms: 'thirty days', since: '2 June 2025' });
  corpus.write(file, `# Management meeting — 10 June 2025

Present: Helen Marsh (chair), Owen Pritchard, Priya Desai, Tom Hollis; Lucía Ferrer by video from Valencia.

## 1. New accounts

Tom Hollis reported that Dunmore Cider Co. (account C-1041), a cider maker in Hereford, England, signed our framework
agreement on 3 March 2025 and has been invoiced on 30-day terms since; Tom manages the account. Their first job was the
export labels for Spain and Germany.

Gloucester City Council (C-1044) became a client on 2 June 2025 after the public sector framework tender; the council
is in Gloucester, England, and pays within thirty days. Tom Hollis is the account manager. Mostly interpreting for
housing and social services, some leaflets into Polish, Ukrainian and Arabic.

## 2. Utilisation

Bristol translators averaged 71 % of capacity in May; Valencia 78 %. Rush jobs made up 14 % of turnover.

## 3. Any other business

The ITI conference is in Bristol next May; we will take a stand (budget £2,500).
`);
}
{
  const file = 'admin/terminology-meeting-2025-09-04.md';
  const s = termbases.find((t) => t.name === 'Severnside patient leaflets glossary');
  const w = termbases.find((t) => t.name === 'Tideway offshore wind termbase');
  tbFacts(s, file, { entries: `${group(s.entries)} entries`, langs: 'Arabic–English', domain: 'medical', updated: fmtDate(s.updated, 'long') });
  tbFacts(w, file, { entries: `${group(w.entries)} entries`, langs: 'English–Welsh', domain: 'technical', updated: fmtDate(w.updated, 'long') });
  corpus.write(file, `# Terminology meeting — 4 September 2025

Present: Owen Pritchard, Grace Okonjo, Amira Haddad, Rhys Morgan (by phone).

1. The Severnside patient leaflets glossary (Arabic–English, medical) now holds ${group(s.entries)} entries; Amira Haddad
   maintains it in ${s.tool} and last updated it on ${fmtDate(s.updated, 'long')}. It belongs to Severnside NHS Foundation Trust
   and will be shared with the hospital's own interpreters.
2. Rhys Morgan reported on the Tideway offshore wind termbase for Tideway Energy Ltd: English–Welsh, technical,
   ${group(w.entries)} entries after the last import, kept in ${w.tool}; last update ${fmtDate(w.updated, 'long')}.
3. Agreed: every termbase gets a named owner and a quarterly check. Forbidden terms to be flagged in red.
`);
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `SEVERN BRIDGE LANGUAGES — SHARED DRIVE (as at 1 October 2025)
Translation and interpreting agency, 5 Queen Square, Bristol, with a partner office in Valencia
(Turia Traducciones S.L.; files under valencia/ are in Spanish).

freelancers/  interpreters/   linguist profiles, vendor database and portal export
team/                         Bristol staff
clients/                      CRM export and key-account pages
projects/                     job tracker, project sheets, completed jobs
finance/                      invoices and the sales ledger
interpreting/                 bookings and the bookings diary
glossaries/                   client termbases
reports/                      words delivered per month
admin/  email/  quality/  rates/  newsletters/
valencia/                     equipo, clientes, traductores, encargos, contabilidad, interpretación, glosarios, informes
`);
corpus.write('rates/client-rate-card-2025.md', `# Client rate card 2025 (Bristol)

Standard rates for new clients; key accounts have their own agreements.

| Service | Rate |
|---|---|
| Translation + revision, Western European languages | £120 per 1,000 words |
| Translation + revision, Arabic, Chinese, Japanese | £150 per 1,000 words |
| Proofreading only | £45 per hour |
| Machine translation post-editing (light) | £60 per 1,000 words |
| Public service interpreting | £48 per hour, 2-hour minimum |
| Conference interpreting (per interpreter) | £650 per day, £390 per half day |
| Minimum charge | £45 |

Rush surcharge: 25 % for delivery inside 48 hours. Certified translations: £30 per document on top.
Travel over 10 miles: 45p per mile.
`);
corpus.write('quality/iso-17100-workflow.md', `# ISO 17100 workflow (summary)

1. Every translation is revised by a second, qualified linguist (the reviewer) before delivery.
2. Translators need a recognised degree in translation, or another degree plus two years' full-time
   experience, or five years' full-time experience.
3. Sample checks: 3 % of delivered words are re-read by the project manager each quarter.
4. Complaints are logged within 24 hours and answered within five working days.
5. Translation memories are client-specific; no cross-client leverage.

Certified to ISO 17100:2015 since 2019; surveillance audit passed in March 2025 with no non-conformities.
`);
corpus.write('admin/offices.md', `# Our offices

| Office | Address | Opened | Staff | Hours |
|---|---|---|---|---|
| Bristol | 5 Queen Square, BS1 4JQ | 2009 | 5 | 08:30–17:30 Mon–Fri |
| Valencia (Turia Traducciones) | Calle de Colón 22, 46004 València | 2012 | 3 | 08:00–15:00 lun–vie (julio y agosto), 09:00–18:00 el resto del año |

The partner office in Valencia handles Spanish clients and all work into Spanish and Valencian (Catalan).
Phone: +44 117 496 0731 (Bristol), +34 963 12 45 80 (Valencia).
`);
corpus.write('valencia/avisos/festivos-2025.md', `# Festivos 2025 — oficina de Valencia

| Fecha | Festivo |
|---|---|
| 6 de enero | Epifanía del Señor |
| 19 de marzo | San José (Fallas) |
| 18 de abril | Viernes Santo |
| 21 de abril | Lunes de Pascua |
| 1 de mayo | Día del Trabajo |
| 24 de junio | San Juan |
| 15 de agosto | Asunción |
| 9 de octubre | Día de la Comunitat Valenciana |
| 8 de diciembre | Inmaculada Concepción |

Del 11 al 22 de agosto la oficina cierra; los encargos urgentes pasan a Bristol.
`);
corpus.write('newsletters/autumn-2025.md', `# Severn Bridge news — autumn 2025

We delivered just over 2.1 million words in the first nine months of the year, 9 % more than in 2024, and covered
1,140 hours of interpreting across the South West. Thank you to all 36 linguists on our panels.

**Valencia.** Turia Traducciones celebrated thirteen years in Calle de Colón with a paella for clients in July.

**Training.** Six linguists attended the CIOL webinar on machine translation post-editing in September. The next
in-house session (termbase hygiene) is on 23 October at 4 pm.

**Rates.** Our client rate card rises by 4 % from January 2026.
`);

const stats = corpus.flush(source);
console.log(`translation: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
