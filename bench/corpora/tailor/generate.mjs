#!/usr/bin/env node
// Tailor corpus (held-out): the shared drive of "Harrowby & Finch", a bespoke tailoring workshop on Park Row, Leeds,
// with its partner atelier "Skrädderi Vallgatan" in Gothenburg (Göteborg), whose records are in Swedish. September
// 2025. 44 customers, 16 tailors, 32 cloths, 12 suppliers, 44 orders, 24 alterations.
//   node bench/corpora/tailor/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "tailor-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) customers: Leeds customer cards (Markdown YAML front matter + pipe table, measurements in inches, label set A:
//     `Customer no.`, `First order`, `Account`), a measurement-book CSV (label set B: `Chest (cm)`, `Since`
//     dd/mm/yyyy, `Account type`), a trade-accounts HTML definition list (`Based in`, `Customer since: March 2021`),
//     a SWEDISH nested customer-register JSON (`kundnummer`, `mått.bröstvidd.värde`, `kundtyp: privat|företag`),
//     SWEDISH plain-text profiles (`KUND: …`, `Midja: 84 cm`, `Första beställning: 3 maj 2022`), new customers only
//     in the sentences of an English e-mail (inches in words) and a Swedish e-mail;
// (b) tailors: Leeds HTML infobox pages (label set A: `Staff code`, `Experience: 34 years`, `Hours per week`,
//     `Hourly rate: £31.50`), a workroom rota TSV (label set B: `Position`, `Years in trade: 18 yrs`, `37.5 hrs/wk`,
//     `£27.00/hr`), a SWEDISH HTML definition list (`Yrkesroll: Tillskärare`, `Erfarenhet: 31 år`, `Timlön: 310 kr`),
//     a new starter only in an HR e-mail and one only in Swedish minutes; WIDE hours booked per month January–August
//     2025 (a CSV; a Swedish Markdown table with decimal commas);
// (c) cloths: an HTML spec-table cloth book (oz, per yard), a stock CSV (`Weight (g/m)`, `Price per metre (GBP)`),
//     a merchant's flat JSON feed (`weight_oz`, `price_gbp_per_yard`, `stock_yd`), SWEDISH Markdown bullets
//     (`Väveri`, `Sammansättning: 100 % ull`, `Vikt: 340 g/m`, `Pris per meter: 1 150 kr`, `I lager: 12,5 m`) and
//     three cloths only in a cutter's buying e-mail;
// (d) suppliers: Markdown bullets, a nested purchasing-system JSON (lead time value + unit), SWEDISH plain-text
//     profiles (`LEVERANTÖR: …`, `Leveranstid: 2 veckor`), one only in the buying e-mail;
// (e) orders: a Leeds order-book export with a PREAMBLE, SEMICOLONS, DECIMAL COMMAS and `n/a`, job tickets (plain
//     text, label set B: `Client`, `Cut by`, `Stage`), a nested workroom-app JSON, a SWEDISH HTML spec table (`Kund`,
//     `Plagg: Kavaj`, `Tyg`, `Pris: 8 450 kr`, `Handpenning betald`, `Leveransdatum`, `Levererad: ja`), orders only in
//     the sentences of workroom minutes and a Swedish e-mail;
// (f) alterations: an alterations TSV (`45 min`, `1 h 30 min`, `£38.00`), job sheets (YAML front matter + pipe
//     table, `1.5 hours`), a SWEDISH flat JSON (`arbete`, `tid_min`, `pris_kr`) and jobs only in the prose of a
//     finisher's diary and the Swedish minutes;
// (g) background documents whose numbers belong to no entity (price list, cloth-weight guide, trunk shows, care
//     guide, newsletter, Swedish about page, closures).
//
// Canonical units of source.csv: body measurements in cm (inches × 2.54); cloth weight in g per metre (oz per yard ×
// 28.349523125 / 0.9144); cloth prices per METRE in the currency written (GBP or SEK; per yard ÷ 0.9144); cloth stock
// in metres (yards × 0.9144); lead times in days (weeks × 7); alteration times in minutes; money GBP or SEK, never
// converted; dates ISO (a month alone → its first day); Swedish words in English.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlDlPage, htmlInfoboxPage, htmlTablePage, joinAnd, mdBulletsNote, mdYamlTableNote, rng, slug, targets, txtProfile } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('tailor-v1');
const IN = 2.54;
const YD = 0.9144;
const OZ_YD = 28.349523125 / 0.9144; // g per metre in one oz per yard
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];
const gbp = (v) => `£${group(v, 2)}`;
const gbp0 = (v) => (Number.isInteger(v) ? `£${group(v)}` : gbp(v));
const dec = (v, d = 2) => v.toFixed(d).replace('.', ',');
/** Swedish numbers: 8 450 (space-grouped), 12,5 (decimal comma). */
const sv = (v) => {
  const [i, f] = String(v).split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return f ? `${g},${f}` : g;
};
const kr = (v) => `${sv(v)} kr`;
const inch = (v) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the wide hours tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

const SV_MONTHS = ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'];
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const svDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${SV_MONTHS[m - 1]} ${y}`;
};
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const NUM = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const TENS = { 20: 'twenty', 30: 'thirty', 40: 'forty', 50: 'fifty' };
const words = (n) => (n <= 20 ? NUM[n] : n % 10 === 0 ? TENS[n] : `${TENS[n - (n % 10)]}-${NUM[n % 10]}`);
const SV_NUM = { 2: 'två', 3: 'tre', 4: 'fyra', 10: 'tio', 30: 'trettio', 32: 'trettiotvå', 45: 'fyrtiofem', 75: 'sjuttiofem', 90: 'nittio' };
const SV_ONES = ['', 'ett', 'två', 'tre', 'fyra', 'fem', 'sex', 'sju', 'åtta', 'nio'];
const SV_TENS = { 20: 'tjugo', 30: 'trettio', 40: 'fyrtio', 50: 'femtio', 60: 'sextio', 70: 'sjuttio', 80: 'åttio', 90: 'nittio' };
/** Swedish number words, 20–99. */
const svWords = (n) => `${SV_TENS[n - (n % 10)]}${SV_ONES[n % 10]}`;

// ------------------------------------------------------------------ suppliers
// [name, country, lead days, stated lead (English), contact, supplies, layout]
const SUPPLIER_DEF = [
  ['Colne Valley Weavers', 'United Kingdom', 14, '2 weeks', 'Martin Haigh', 'Cloth', 'md'],
  ['Hallgarth Worsteds', 'United Kingdom', 10, '10 days', 'Susan Brook', 'Cloth', 'md'],
  ['Tweedhope Mill', 'United Kingdom', 21, '3 weeks', 'Fiona Laing', 'Cloth', 'md'],
  ['Ballymore Linen', 'Ireland', 16, '16 days', 'Siobhán Kerr', 'Cloth', 'md'],
  ['Leeds Linings & Trims', 'United Kingdom', 3, '3 days', 'Dave Rhodes', 'Linings and trimmings', 'md'],
  ['Lanificio Sella Alta', 'Italy', 35, { value: 5, unit: 'weeks' }, 'Giorgio Ferraris', 'Cloth', 'json'],
  ['Tessitura Valsesia', 'Italy', 28, { value: 28, unit: 'days' }, 'Paola Rinaldi', 'Cloth', 'json'],
  ['Lanificio Monte Cervo', 'Italy', 42, { value: 6, unit: 'weeks' }, 'Marco Bellandi', 'Cloth', 'json'],
  ['Knopffabrik Hartmann', 'Germany', 25, { value: 25, unit: 'days' }, 'Anja Hartmann', 'Buttons', 'json'],
  ['Borås Väveri', 'Sweden', 10, '10 dagar', 'Karin Holm', 'Cloth', 'sv'],
  ['Ullfabriken Norrköping', 'Sweden', 14, '2 veckor', 'Per Nyqvist', 'Cloth', 'sv'],
  ['Drapiers de Verviers', 'Belgium', 18, 'eighteen days', 'Luc Dumont', 'Cloth', 'mail'],
];
const suppliers = SUPPLIER_DEF.map(([name, country, lead, leadStated, contact, supplies, layout]) => ({ name, country, lead, leadStated, contact, supplies, layout }));
function supFacts(s, file, st) {
  const F = (attr, value, unit, stated) => corpus.fact(s.name, 'supplier', attr, value, unit, stated, file);
  F('country', s.country, 'place', st.country);
  F('lead_days', s.lead, 'days', st.lead);
  F('contact', s.contact, 'person', s.contact);
  F('supplies', s.supplies, 'text', st.supplies);
}
{
  const file = 'suppliers/suppliers-and-mills.md';
  const xs = suppliers.filter((s) => s.layout === 'md');
  xs.forEach((s) => supFacts(s, file, { country: `Country: ${s.country === 'United Kingdom' ? 'UK' : s.country}`, lead: `Lead time: ${s.leadStated}`, supplies: `Supplies: ${s.supplies.toLowerCase()}` }));
  corpus.write(file, mdBulletsNote({
    title: 'Suppliers and mills — Leeds',
    lead: ['Who we buy cloth and trimmings from. Lead time = from order to the cut length or parcel arriving at Park Row. Colne Valley Weavers deliver in 2 weeks as a rule.'],
    sections: xs.map((s) => ({ heading: s.name, rows: [['Country', s.country === 'United Kingdom' ? 'UK' : s.country], ['Supplies', s.supplies.toLowerCase()], ['Lead time', s.leadStated], ['Contact', s.contact], ['Account', L(s.lead, ['30 days net', 'pro forma', 'monthly statement'])]] })),
    footer: 'Updated by Joanne Whiteley, August 2025.',
  }));
}
{
  const file = 'suppliers/purchasing-export.json';
  const xs = suppliers.filter((s) => s.layout === 'json');
  const recs = xs.map((s, k) => {
    supFacts(s, file, { country: `"country": "${s.country}"`, lead: `"value": ${s.leadStated.value}`, supplies: `"category": "${s.supplies.toLowerCase()}"` });
    return {
      vendor_id: `V${pad(k + 31, 3)}`,
      vendor: { name: s.name, address: { city: { 'Lanificio Sella Alta': 'Biella', 'Tessitura Valsesia': 'Borgosesia', 'Lanificio Monte Cervo': 'Biella', 'Knopffabrik Hartmann': 'Wuppertal' }[s.name], country: s.country } },
      terms: { lead_time: s.leadStated, currency: 'EUR', category: s.supplies.toLowerCase() },
      contact: { name: s.contact, role: 'export sales' },
    };
  });
  corpus.write(file, JSON.stringify({ system: 'Harrowby & Finch purchasing', exported: '2025-09-01', vendors: recs }, null, 2) + '\n');
}
for (const s of suppliers.filter((x) => x.layout === 'sv')) {
  const file = `vallgatan/leverantorer/${slug(s.name)}.txt`;
  supFacts(s, file, { country: 'Land: Sverige', lead: `Leveranstid: ${s.leadStated}`, supplies: 'Levererar: tyg' });
  corpus.write(file, txtProfile({
    txtHeader: `LEVERANTÖR: ${s.name.toUpperCase()}`,
    sections: [{ rows: [['Namn', s.name], ['Land', 'Sverige'], ['Levererar', 'tyg'], ['Leveranstid', s.leadStated], ['Kontaktperson', s.contact]] }],
    lead: [`${s.name} levererar normalt inom ${s.leadStated}. Beställningar via e-post till ${s.contact}.`],
  }));
}

// ------------------------------------------------------------------ tailors
// [name, workshop, code, role, years, weekly hours, hourly rate, layout]
const TAILOR_DEF = [
  ['Graham Pickles', 'Leeds', 'HF-01', 'Cutter', 34, 40, 31.5, 'infobox'],
  ['Imran Qureshi', 'Leeds', 'HF-04', 'Cutter', 9, 40, 23.5, 'infobox'],
  ['Dorota Wiśniewska', 'Leeds', 'HF-05', 'Coat maker', 21, 37.5, 24, 'infobox'],
  ['Peter Sugden', 'Leeds', 'HF-02', 'Coat maker', 41, 24, 26.5, 'infobox'],
  ['Margaret Hirst', 'Leeds', 'HF-03', 'Finisher', 38, 20, 17.75, 'infobox'],
  ['Joanne Whiteley', 'Leeds', 'HF-06', 'Cutter', 18, 37.5, 27, 'tsv'],
  ['Kwame Asante', 'Leeds', 'HF-09', 'Coat maker', 6, 40, 19.8, 'tsv'],
  ['Lorraine Batty', 'Leeds', 'HF-07', 'Trouser maker', 27, 30, 21, 'tsv'],
  ['Ellis Tordoff', 'Leeds', 'HF-10', 'Trouser maker', 3, 40, 15.5, 'tsv'],
  ['Chloe Metcalfe', 'Leeds', 'HF-12', 'Finisher', 2, 30, 14.6, 'mail'],
  ['Lars-Göran Ekdahl', 'Gothenburg', 'SV-01', 'Cutter', 31, 40, 310, 'sv'],
  ['Annika Sjöberg', 'Gothenburg', 'SV-03', 'Cutter', 12, 40, 265, 'sv'],
  ['Mirza Hodžić', 'Gothenburg', 'SV-02', 'Coat maker', 24, 38, 255, 'sv'],
  ['Elin Strand', 'Gothenburg', 'SV-05', 'Trouser maker', 8, 32, 215, 'sv'],
  ['Birgitta Lund', 'Gothenburg', 'SV-04', 'Finisher', 29, 20, 205, 'sv'],
  ['Johan Ek', 'Gothenburg', 'SV-07', 'Coat maker', 4, 32, 240, 'minutes'],
];
const tailors = TAILOR_DEF.map(([name, workshop, code, role, years, hours, rate, layout]) => ({ name, workshop, code, role, years, hours, rate, layout }));
const TL = Object.fromEntries(tailors.map((t) => [t.name, t]));
const SV_ROLE = { Cutter: 'Tillskärare', 'Coat maker': 'Kavajskräddare', 'Trouser maker': 'Byxskräddare', Finisher: 'Efterarbetare' };
function tailorFacts(t, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(t.name, 'tailor', attr, value, unit, stated, file);
  F('staff_code', t.code, 'text', t.code);
  F('role', t.role, 'text', s.role);
  F('years', t.years, 'years', s.years);
  F('weekly_hours', t.hours, 'h', s.hours);
  F('hourly_rate', t.rate, t.workshop === 'Leeds' ? 'GBP' : 'SEK', s.rate);
  F('workshop', t.workshop, 'place', s.workshop ?? '');
}
tailors.filter((t) => t.layout === 'infobox').forEach((t, k) => {
  const file = `staff/${slug(t.name)}.html`;
  const rate = gbp(t.rate);
  tailorFacts(t, file, { role: t.role, years: `${t.years} years`, hours: String(t.hours), rate });
  corpus.write(file, htmlInfoboxPage({
    title: t.name,
    sections: [{ heading: 'Workroom', rows: [['Staff code', t.code], ['Role', t.role], ['Experience', `${t.years} years`], ['Hours per week', String(t.hours)], ['Hourly rate', rate], ['Bench', L(k, ['front cutting room', 'coat room, window bench', 'coat room', 'finishing table'])]] }],
    lead: [
      `${t.name} has ${t.years} years at the bench and works ${t.hours} hours a week at Park Row.`,
      L(k, ['Trained under the late Harold Finch; cuts from his own block patterns.', 'Came to us from a Huddersfield mill’s sample room.', 'Served her apprenticeship in Kraków before moving to Leeds.', 'Semi-retired; still makes all our overcoats by hand.', 'Does the buttonholes for both houses.']),
    ],
    footer: 'Harrowby & Finch — staff page (internal)',
  }));
});
{
  const file = 'staff/workroom-rota-2025.tsv';
  const rows = tailors.filter((t) => t.layout === 'tsv').map((t) => {
    const years = `${t.years} yrs`;
    const hours = `${t.hours} hrs/wk`;
    const rate = `${gbp(t.rate)}/hr`;
    tailorFacts(t, file, { role: t.role, years, hours, rate });
    return [t.code, t.name, t.role, years, hours, rate, L(t.years, ['Mon–Fri', 'Mon–Thu', 'Tue–Fri'])];
  });
  corpus.write(file, delimited(['Staff no.', 'Name', 'Position', 'Years in trade', 'Contracted hours', 'Rate', 'Days'], rows, '\t'));
}
{
  const file = 'vallgatan/personal.html';
  const xs = tailors.filter((t) => t.layout === 'sv');
  xs.forEach((t) => tailorFacts(t, file, { role: `${SV_ROLE[t.role]}`, years: `${t.years} år`, hours: `${t.hours} tim/vecka`, rate: kr(t.rate) }));
  const html = htmlDlPage({
    title: 'Personal — Skrädderi Vallgatan',
    site: 'Skrädderi Vallgatan AB · Vallgatan 14 · Göteborg',
    lead: ['Personalförteckning för ateljén i Göteborg, uppdaterad 1 september 2025. Timlön före skatt.'],
    sections: xs.map((t) => ({ heading: t.name, rows: [['Personalnummer', t.code], ['Yrkesroll', SV_ROLE[t.role]], ['Erfarenhet', `${t.years} år`], ['Arbetstid', `${t.hours} tim/vecka`], ['Timlön', kr(t.rate)]] })),
    footer: 'Kontakt: kontoret@skrädderivallgatan.se',
  }).replace('<html lang="en">', '<html lang="sv">');
  corpus.write(file, html);
}
{
  const file = 'email/2025-08-18-new-finisher.eml';
  const t = TL['Chloe Metcalfe'];
  tailorFacts(t, file, { role: 'finisher', years: 'two years', hours: 'thirty hours a week', rate: `${gbp(t.rate)} an hour` });
  corpus.write(file, `From: Office <office@harrowbyfinch.co.uk>
To: Graham Pickles <graham@harrowbyfinch.co.uk>, Joanne Whiteley <joanne@harrowbyfinch.co.uk>
Date: Mon, 18 Aug 2025 09:41:12 +0100
Subject: New finisher from 1 September

Morning both,

Chloe Metcalfe has accepted. She starts on Monday 1 September as a finisher, thirty hours a week (Tuesday to Friday)
at ${gbp(t.rate)} an hour, and will sit with Margaret at the finishing table for the first month. She has two years
behind her, at a Savile Row house on the trouser side. Her staff code will be ${t.code}.

Could one of you show her where the hand-felling silks and the buttonhole twist live?

Thanks,
Rachel (office)
`);
}
// Johan Ek: only in the Swedish minutes, written further down with the alterations in them.

// wide: hours booked per month, January–August 2025
const MKEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug'];
for (const t of tailors) {
  t.booked = {};
  if (['mail', 'minutes'].includes(t.layout)) continue;
  MKEYS.forEach((m, i) => {
    const base = t.hours * 4.33;
    let v = base - r.int(0, 12) - (i === 7 ? (t.workshop === 'Leeds' ? t.hours : 0) : 0) - (t.workshop === 'Gothenburg' && i === 6 ? t.hours * 3 : 0);
    v = Math.max(8, Math.round(v * 2) / 2);
    t.booked[m] = v;
  });
}
{
  const file = 'workroom/hours-booked-2025.csv';
  const rows = tailors.filter((t) => t.workshop === 'Leeds' && Object.keys(t.booked).length).map((t) => {
    MKEYS.forEach((m) => corpus.also(t.name, 'tailor', `hours_2025_${m}`, t.booked[m], 'h', String(t.booked[m]), file));
    return [t.code, t.name, ...MKEYS.map((m) => t.booked[m])];
  });
  corpus.write(file, delimited(['Staff code', 'Name', 'Jan (hrs)', 'Feb (hrs)', 'Mar (hrs)', 'Apr (hrs)', 'May (hrs)', 'Jun (hrs)', 'Jul (hrs)', 'Aug (hrs)'], rows));
}
{
  const file = 'vallgatan/bokade-timmar-2025.md';
  const out = ['# Bokade timmar 2025', '', 'Skrädderi Vallgatan. Timmar bokade på order och ändringar per månad (januari–augusti). Juli: semester.', '',
    '| Namn | Personalnr | jan | feb | mar | apr | maj | jun | jul | aug |', '|---|---|---|---|---|---|---|---|---|---|'];
  tailors.filter((t) => t.workshop === 'Gothenburg' && Object.keys(t.booked).length).forEach((t) => {
    MKEYS.forEach((m) => corpus.also(t.name, 'tailor', `hours_2025_${m}`, t.booked[m], 'h', sv(t.booked[m]), file));
    out.push(`| ${t.name} | ${t.code} | ${MKEYS.map((m) => sv(t.booked[m])).join(' | ')} |`);
  });
  out.push('', 'Summeringen görs av kontoret i slutet av varje kvartal.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ cloths
// [code, mill, composition, pattern, colour, weight, weight unit (oz|g), price, price per (m|yd), stock, stock unit (m|yd), layout]
const CLOTH_DEF = [
  ['TWH-3301', 'Tweedhope Mill', '100% wool', 'Herringbone', 'Brown', 14, 'oz', 46, 'yd', 18.5, 'm', 'book'],
  ['TWH-3318', 'Tweedhope Mill', '100% wool', 'Check', 'Green', 15, 'oz', 49, 'yd', 6, 'm', 'book'],
  ['CVW-4410', 'Colne Valley Weavers', '100% wool', 'Plain', 'Navy', 11, 'oz', 38, 'yd', 42, 'm', 'book'],
  ['CVW-4452', 'Colne Valley Weavers', 'wool-mohair', 'Plain', 'Charcoal', 9, 'oz', 64, 'yd', 11.5, 'm', 'book'],
  ['SA-77231', 'Lanificio Sella Alta', 'wool-cashmere', 'Plain', 'Camel', 17, 'oz', 112, 'yd', 7, 'm', 'book'],
  ['BLN-208', 'Ballymore Linen', '100% linen', 'Plain', 'Stone', 10, 'oz', 34, 'yd', 25, 'm', 'book'],
  ['CVW-4471', 'Colne Valley Weavers', '100% wool', 'Pinstripe', 'Navy', 340, 'g', 52, 'm', 16, 'm', 'csv'],
  ['CVW-4493', 'Colne Valley Weavers', '100% wool', 'Birdseye', 'Grey', 310, 'g', 47.5, 'm', 23.5, 'm', 'csv'],
  ['HGW-1120', 'Hallgarth Worsteds', '100% wool', 'Chalk stripe', 'Charcoal', 360, 'g', 55, 'm', 9, 'm', 'csv'],
  ['HGW-1136', 'Hallgarth Worsteds', '100% wool', 'Plain', 'Black', 280, 'g', 44, 'm', 31, 'm', 'csv'],
  ['HGW-1152', 'Hallgarth Worsteds', 'wool-mohair', 'Plain', 'Navy', 255, 'g', 68, 'm', 4.5, 'm', 'csv'],
  ['TV-5520', 'Tessitura Valsesia', 'wool-silk-linen', 'Check', 'Blue', 245, 'g', 79, 'm', 12, 'm', 'csv'],
  ['TV-5547', 'Tessitura Valsesia', '100% wool', 'Plain', 'Navy', 235, 'g', 62.5, 'm', 27, 'm', 'csv'],
  ['DV-901', 'Drapiers de Verviers', '100% wool', 'Plain', 'Grey', 425, 'g', 58, 'm', 14, 'm', 'csv'],
  ['DV-917', 'Drapiers de Verviers', '100% cotton', 'Plain', 'Olive', 385, 'g', 29.5, 'm', 20, 'm', 'csv'],
  ['MC-3081', 'Lanificio Monte Cervo', '100% cashmere', 'Plain', 'Navy', 300, 'g', 185, 'm', 3.5, 'm', 'csv'],
  ['SA-77245', 'Lanificio Sella Alta', 'wool-cashmere', 'Herringbone', 'Grey', 12, 'oz', 96, 'yd', 9, 'yd', 'json'],
  ['SA-77260', 'Lanificio Sella Alta', '100% wool', 'Check', 'Brown', 11.5, 'oz', 72, 'yd', 13, 'yd', 'json'],
  ['MC-3095', 'Lanificio Monte Cervo', 'wool-cashmere', 'Plain', 'Black', 13, 'oz', 118, 'yd', 6, 'yd', 'json'],
  ['TV-5563', 'Tessitura Valsesia', '100% linen', 'Plain', 'Cream', 8.5, 'oz', 41, 'yd', 22, 'yd', 'json'],
  ['DV-933', 'Drapiers de Verviers', '100% wool', 'Pinstripe', 'Grey', 10, 'oz', 57, 'yd', 15, 'yd', 'json'],
  ['HGW-1171', 'Hallgarth Worsteds', '100% wool', 'Houndstooth', 'Brown', 14.5, 'oz', 51, 'yd', 10, 'yd', 'json'],
  ['CVW-4502', 'Colne Valley Weavers', '100% wool', 'Plain', 'Grey', 14, 'oz', 54, 'm', 20, 'm', 'mail'],
  ['TWH-3340', 'Tweedhope Mill', '100% wool', 'Herringbone', 'Green', 16, 'oz', 50, 'yd', 3.2, 'm', 'mail'],
  ['BLN-215', 'Ballymore Linen', '100% linen', 'Plain', 'Navy', 9, 'oz', 36, 'yd', 30, 'm', 'mail'],
  ['BV-118', 'Borås Väveri', '100% wool', 'Plain', 'Navy', 330, 'g', 640, 'm', 21, 'm', 'sv'],
  ['BV-124', 'Borås Väveri', '100% wool', 'Herringbone', 'Grey', 410, 'g', 720, 'm', 8.5, 'm', 'sv'],
  ['BV-131', 'Borås Väveri', 'wool-mohair', 'Plain', 'Black', 270, 'g', 890, 'm', 5, 'm', 'sv'],
  ['UN-440', 'Ullfabriken Norrköping', '100% wool', 'Chalk stripe', 'Charcoal', 350, 'g', 760, 'm', 12.5, 'm', 'sv'],
  ['UN-452', 'Ullfabriken Norrköping', '100% wool', 'Check', 'Brown', 450, 'g', 690, 'm', 9, 'm', 'sv'],
  ['SA-77288', 'Lanificio Sella Alta', 'wool-cashmere', 'Plain', 'Navy', 290, 'g', 1450, 'm', 6.5, 'm', 'sv'],
  ['TV-5581', 'Tessitura Valsesia', '100% linen', 'Plain', 'Sand', 230, 'g', 540, 'm', 18, 'm', 'sv'],
];
const cloths = CLOTH_DEF.map(([code, mill, comp, pattern, colour, w, wu, price, per, stock, su, layout]) => ({
  code, mill, comp, pattern, colour, w, wu, price, per, stock, su, layout,
  workshop: layout === 'sv' ? 'Gothenburg' : 'Leeds',
  gm: wu === 'oz' ? r4(w * OZ_YD) : w,
  pm: per === 'yd' ? r4(price / YD) : price,
  sm: su === 'yd' ? r4(stock * YD) : stock,
  cur: layout === 'sv' ? 'SEK' : 'GBP',
}));
const CL = Object.fromEntries(cloths.map((c) => [c.code, c]));
function clothFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.code, 'cloth', attr, value, unit, stated, file);
  F('mill', c.mill, 'text', s.mill ?? c.mill);
  F('composition', c.comp, 'text', s.comp);
  F('pattern', c.pattern, 'text', s.pattern);
  F('colour', c.colour, 'text', s.colour);
  F('weight', c.gm, 'g/m', s.weight);
  F('price_per_m', c.pm, c.cur, s.price);
  F('stock_m', c.sm, 'm', s.stock);
  F('workshop', c.workshop, 'place', s.workshop ?? '');
}
const DESC = { Herringbone: 'herringbone', Check: 'check', Plain: 'plain', Pinstripe: 'pinstripe', 'Chalk stripe': 'chalk stripe', Birdseye: 'birdseye', Houndstooth: 'houndstooth' };
{
  const file = 'cloths/cloth-book-2025.html';
  const xs = cloths.filter((c) => c.layout === 'book');
  xs.forEach((c) => clothFacts(c, file, { comp: c.comp, pattern: c.pattern, colour: c.colour, weight: `${c.w} oz`, price: `£${c.price}.00 per yard`, stock: `${c.stock} m` }));
  corpus.write(file, htmlTablePage({
    title: 'Cloth book 2025 — house cloths',
    crumbs: ['Harrowby & Finch', 'Cloths', 'Cloth book'],
    lead: ['The cloths we keep on the shelf at Park Row. Weights are per running yard, prices per yard (trade, before VAT). CVW-4410 is the house navy at 11 oz.'],
    colA: 'Detail', colB: 'Value',
    sections: xs.map((c) => ({ heading: `${c.code} — ${c.colour.toLowerCase()} ${DESC[c.pattern]}`, rows: [['Mill', c.mill], ['Composition', c.comp], ['Pattern', c.pattern], ['Colour', c.colour], ['Weight', `${c.w} oz`], ['Price', `£${c.price}.00 per yard`], ['In stock', `${c.stock} m`]] })),
    footer: 'A two-piece suit takes 3.2 m (3½ yards) of 150 cm cloth; an overcoat about 3 m.',
  }));
}
{
  const file = 'cloths/cloth-stock-leeds.csv';
  const rows = cloths.filter((c) => c.layout === 'csv').map((c) => {
    clothFacts(c, file, { comp: c.comp, pattern: c.pattern, colour: c.colour, weight: String(c.w), price: c.price.toFixed(2), stock: c.stock.toFixed(1) });
    return [c.code, c.mill, c.comp, c.pattern, c.colour, c.w, c.price.toFixed(2), c.stock.toFixed(1), L(c.w, ['A3', 'B1', 'B2', 'C4', 'A1'])];
  });
  corpus.write(file, delimited(['Cloth code', 'Mill', 'Composition', 'Pattern', 'Colour', 'Weight (g/m)', 'Price per metre (GBP)', 'Stock (m)', 'Shelf'], rows));
}
{
  const file = 'cloths/merchant-feed-2025-08.json';
  const recs = cloths.filter((c) => c.layout === 'json').map((c) => {
    clothFacts(c, file, { mill: `"mill": "${c.mill}"`, comp: `"composition": "${c.comp}"`, pattern: `"pattern": "${c.pattern.toLowerCase()}"`, colour: `"colour": "${c.colour.toLowerCase()}"`, weight: `"weight_oz": ${c.w}`, price: `"price_gbp_per_yard": ${c.price}`, stock: `"stock_yd": ${c.stock}` });
    return { code: c.code, mill: c.mill, composition: c.comp, pattern: c.pattern.toLowerCase(), colour: c.colour.toLowerCase(), width_cm: 150, weight_oz: c.w, price_gbp_per_yard: c.price, stock_yd: c.stock };
  });
  corpus.write(file, JSON.stringify({ merchant: 'Pennine Cloth Merchants (bunch service)', customer: 'Harrowby & Finch', date: '2025-08-29', note: 'weights per running yard; cut lengths held for us in yards', cloths: recs }, null, 2) + '\n');
}
{
  const file = 'email/2025-08-22-cloth-bought.eml';
  const [a, b, c] = cloths.filter((x) => x.layout === 'mail');
  const v = suppliers.find((s) => s.layout === 'mail');
  clothFacts(a, file, { comp: 'all wool', pattern: 'plain', colour: 'grey', weight: 'fourteen-ounce', price: `£${a.price} a metre`, stock: `${a.stock}-metre` });
  clothFacts(b, file, { comp: 'pure wool', pattern: 'herringbone', colour: 'green', weight: 'sixteen ounces', price: `£${b.price} a yard`, stock: `${b.stock} m` });
  clothFacts(c, file, { comp: 'linen', pattern: 'plain', colour: 'navy', weight: 'nine-ounce', price: `£${c.price} a yard`, stock: `thirty metres` });
  supFacts(v, file, { country: 'Belgium', lead: 'about eighteen days', supplies: 'flannels and cords' });
  corpus.write(file, `From: Joanne Whiteley <joanne@harrowbyfinch.co.uk>
To: Office <office@harrowbyfinch.co.uk>
Cc: Graham Pickles <graham@harrowbyfinch.co.uk>
Date: Fri, 22 Aug 2025 15:06:40 +0100
Subject: Cloth bought this week - please add to the stock sheet

Rachel,

Three new cloths to go on the stock sheet:

${a.code} from ${a.mill}: a fourteen-ounce plain grey flannel, all wool, at £${a.price} a metre. We took a ${a.stock}-metre
piece, so it is on the shelf now.

${b.code} from ${b.mill}: the green herringbone tweed, pure wool, sixteen ounces, £${b.price} a yard. After the orders already cut from it
there are ${b.stock} m left on the shelf — enough for one more jacket, so please don't promise it twice.

${c.code} from ${c.mill}: a nine-ounce navy linen (plain) for the summer jackets, £${c.price} a yard; thirty metres
arrived on Wednesday.

Also: I have opened an account with ${v.name} in Belgium for flannels and cords. They quote about eighteen days
from order to Park Row; the contact there is ${v.contact}.

Jo
`);
}
{
  const file = 'vallgatan/tyger.md';
  const SV_COMP = { '100% wool': '100 % ull', 'wool-mohair': 'ull och mohair', 'wool-cashmere': 'ull och kashmir', '100% linen': '100 % lin' };
  const SV_PAT = { Plain: 'enfärgad', Herringbone: 'fiskben', 'Chalk stripe': 'kritstreck', Check: 'rutig' };
  const SV_COL = { Navy: 'marinblå', Grey: 'grå', Black: 'svart', Charcoal: 'koksgrå', Brown: 'brun', Sand: 'sandfärgad' };
  const xs = cloths.filter((c) => c.layout === 'sv');
  xs.forEach((c) => clothFacts(c, file, { comp: `Sammansättning: ${SV_COMP[c.comp]}`, pattern: `Mönster: ${SV_PAT[c.pattern]}`, colour: `Färg: ${SV_COL[c.colour]}`, weight: `Vikt: ${c.w} g/m`, price: `Pris per meter: ${kr(c.price)}`, stock: `I lager: ${sv(c.stock)} m`, mill: `Väveri: ${c.mill}` }));
  corpus.write(file, mdBulletsNote({
    title: 'Tyglager — Skrädderi Vallgatan',
    lead: ['Tyger i lager i Göteborg per 1 september 2025. Priser per meter exklusive moms. BV-118 är husets marinblå kostymtyg.'],
    sections: xs.map((c) => ({ heading: c.code, rows: [['Tygkod', c.code], ['Väveri', c.mill], ['Sammansättning', SV_COMP[c.comp]], ['Mönster', SV_PAT[c.pattern]], ['Färg', SV_COL[c.colour]], ['Vikt', `${c.w} g/m`], ['Pris per meter', kr(c.price)], ['I lager', `${sv(c.stock)} m`]] })),
    footer: 'Lagret inventeras varje kvartal (nästa gång 30 september).',
  }));
}

// ------------------------------------------------------------------ customers
// [name, workshop, town, account, layout]
const CUSTOMER_DEF = [
  ['Jonathan Ackroyd', 'Harrogate', 'Retail', 'card'], ['Rupert Fairbairn', 'Ilkley', 'Retail', 'card'], ['Sanjay Mistry', 'Leeds', 'Retail', 'card'],
  ['Alistair Crowther', 'Wetherby', 'Retail', 'card'], ['Hugh Pemberton', 'York', 'Retail', 'card'], ['Tobias Hartley', 'Otley', 'Retail', 'card'],
  ['Samuel Okonkwo', 'Leeds', 'Retail', 'card'], ['Fergus McAllister', 'Harrogate', 'Retail', 'card'],
  ['Daniel Greenwood', 'Huddersfield', 'Retail', 'csv'], ['Marcus Holloway', 'Leeds', 'Retail', 'csv'], ['Oliver Brearley', 'Wakefield', 'Trade', 'csv'],
  ['Thomas Lister', 'Skipton', 'Retail', 'csv'], ['Nikhil Desai', 'Leeds', 'Retail', 'csv'], ['Edward Pickersgill', 'Ilkley', 'Retail', 'csv'],
  ['Patrick Mulligan', 'Bradford', 'Retail', 'csv'], ['William Ashdown', 'York', 'Retail', 'csv'], ['George Sutcliffe', 'Halifax', 'Trade', 'csv'],
  ['Rashid Karim', 'Bradford', 'Retail', 'csv'], ['Henry Thackeray', 'Harrogate', 'Retail', 'csv'], ['Adam Szymański', 'Leeds', 'Retail', 'csv'],
  ['Matthew Hebden', 'Otley', 'Retail', 'csv'],
  ['Declan Rourke', 'Leeds', 'Trade', 'dl'], ['Stuart Lindley', 'Harrogate', 'Trade', 'dl'], ['Amir Hosseini', 'York', 'Trade', 'dl'],
  ['Gareth Pryce', 'Sheffield', 'Trade', 'dl'], ['Callum Fraser', 'Leeds', 'Trade', 'dl'],
  ['Benedict Lowe', 'Ilkley', 'Retail', 'mail'], ['Yusuf Demir', 'Leeds', 'Retail', 'mail'], ['Crispin Dawes', 'Harrogate', 'Retail', 'mail'],
  ['Erik Lindqvist', 'Göteborg', 'Retail', 'svjson'], ['Oskar Bergström', 'Mölndal', 'Retail', 'svjson'], ['Fredrik Nyberg', 'Kungsbacka', 'Trade', 'svjson'],
  ['Magnus Håkansson', 'Göteborg', 'Retail', 'svjson'], ['Anders Wikström', 'Partille', 'Retail', 'svjson'], ['Gustav Engström', 'Kungälv', 'Retail', 'svjson'],
  ['Henrik Dahlberg', 'Göteborg', 'Trade', 'svjson'], ['Karl Johansson', 'Lerum', 'Retail', 'svjson'], ['Viktor Almqvist', 'Alingsås', 'Retail', 'svjson'],
  ['Mattias Sjögren', 'Borås', 'Trade', 'svtxt'], ['Jonas Forsberg', 'Göteborg', 'Retail', 'svtxt'], ['Per Axelsson', 'Mölndal', 'Retail', 'svtxt'],
  ['Sebastian Holm', 'Kungsbacka', 'Retail', 'svtxt'],
  ['Niklas Ekström', 'Göteborg', 'Retail', 'svmail'], ['Emil Sandberg', 'Partille', 'Trade', 'svmail'],
];
const leedsNo = new Set();
const customers = CUSTOMER_DEF.map(([name, town, account, layout], k) => {
  const workshop = layout.startsWith('sv') ? 'Gothenburg' : 'Leeds';
  let number;
  for (;;) {
    number = workshop === 'Leeds' ? `HFC-${r.int(1010, 1399)}` : `KV-${r.int(2010, 2099)}`;
    if (!leedsNo.has(number)) break;
  }
  leedsNo.add(number);
  // measurements: inches on the Leeds cards and in the English e-mail (to the half inch), cm elsewhere
  const imperial = layout === 'card' || layout === 'mail';
  let chest; let waist; let leg;
  if (imperial) {
    chest = r.int(72, 92) / 2; // 36–46 in
    waist = Math.min(chest - r.int(2, 8), r.int(60, 84) / 2);
    leg = r.int(58, 68) / 2;
  } else {
    chest = r.int(92, 118);
    waist = Math.min(chest - r.int(6, 20), r.int(76, 108));
    leg = r.int(74, 88);
  }
  const first = layout.includes('mail') ? `2025-08-${pad(r.int(4, 28))}` : `${r.int(2012, 2024)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
  return { name, town, account, layout, workshop, number, imperial, chest, waist, leg, first, k };
});
const CU = Object.fromEntries(customers.map((c) => [c.name, c]));
for (const c of customers) {
  c.chestCm = c.imperial ? r4(c.chest * IN) : c.chest;
  c.waistCm = c.imperial ? r4(c.waist * IN) : c.waist;
  c.legCm = c.imperial ? r4(c.leg * IN) : c.leg;
  if (c.layout === 'dl') c.first = `${c.first.slice(0, 7)}-01`; // the page states the month only
}
function custFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'customer', attr, value, unit, stated, file);
  F('customer_no', c.number, 'text', c.number);
  F('town', c.town, 'place', s.town ?? c.town);
  F('chest', c.chestCm, 'cm', s.chest);
  F('waist', c.waistCm, 'cm', s.waist);
  F('inside_leg', c.legCm, 'cm', s.leg);
  F('first_order', c.first, 'date', s.first);
  F('account', c.account, 'text', s.account);
  F('workshop', c.workshop, 'place', s.workshop ?? '');
}
customers.filter((c) => c.layout === 'card').forEach((c, k) => {
  const file = `customers/leeds/${slug(c.name)}.md`;
  const first = fmtDate(c.first, k % 2 ? 'short' : 'long');
  const s = { chest: `${inch(c.chest)} in`, waist: `${inch(c.waist)} in`, leg: `${inch(c.leg)} in`, first, account: c.account.toLowerCase() };
  custFacts(c, file, s);
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['customer', c.name], ['customer_no', c.number], ['town', c.town], ['account', c.account.toLowerCase()], ['cutter_notes', L(k, ['forward shoulders', 'prominent seat', 'right shoulder low', 'erect figure', 'none'])]],
    title: `${c.name} — customer card`,
    lead: [`Measurements taken at Park Row, in inches. ${c.name} first ordered with us on ${first}.`],
    colA: 'Measure', colB: 'Value',
    sections: [{ heading: 'Measurements', rows: [['Chest', s.chest], ['Waist', s.waist], ['Inside leg', s.leg], ['Seat', `${inch(c.chest + 1)} in`], ['Sleeve', `${inch(r.int(62, 70) / 2)} in`]] }, { heading: 'Account', rows: [['Customer no.', c.number], ['First order', first], ['Account', c.account]] }],
    footer: 'Card kept with the paper pattern in the pattern room.',
  }));
});
{
  const file = 'customers/measurement-book-leeds.csv';
  const rows = customers.filter((c) => c.layout === 'csv').map((c) => {
    custFacts(c, file, { chest: String(c.chest), waist: String(c.waist), leg: String(c.leg), first: ukDate(c.first), account: c.account });
    return [c.number, c.name, c.town, c.chest, c.waist, c.leg, ukDate(c.first), c.account];
  });
  corpus.write(file, delimited(['Cust. no.', 'Name', 'Town', 'Chest (cm)', 'Waist (cm)', 'Inside leg (cm)', 'Since', 'Account type'], rows));
}
{
  const file = 'customers/trade-accounts.html';
  const BIZ = { 'Declan Rourke': 'Rourke & Daughter Menswear', 'Stuart Lindley': 'Lindley Outfitters', 'Amir Hosseini': 'Minster Formalwear', 'Gareth Pryce': 'Pryce Theatrical Costume', 'Callum Fraser': 'Fraser Hotels (Leeds) Ltd' };
  const xs = customers.filter((c) => c.layout === 'dl');
  xs.forEach((c) => custFacts(c, file, { town: `${c.town}`, chest: `${c.chest} cm`, waist: `${c.waist} cm`, leg: `${c.leg} cm`, first: fmtDate(c.first, 'month'), account: 'Trade (30-day terms)' }));
  corpus.write(file, htmlDlPage({
    title: 'Trade accounts',
    site: 'Harrowby & Finch · Park Row · Leeds',
    lead: ['Trade customers buy cut, make and trim (CMT) at trade prices and settle on 30-day terms. Measurements are of the account holder.'],
    sections: xs.map((c) => ({ heading: c.name, rows: [['Business', BIZ[c.name]], ['Customer number', c.number], ['Based in', c.town], ['Chest', `${c.chest} cm`], ['Waist', `${c.waist} cm`], ['Inside leg', `${c.leg} cm`], ['Customer since', fmtDate(c.first, 'month')], ['Account type', 'Trade (30-day terms)']] })),
    footer: 'Credit limits are reviewed each January.',
  }));
}
{
  const file = 'email/2025-08-30-new-clients-august.eml';
  const xs = customers.filter((c) => c.layout === 'mail');
  const inWords = (v) => (Number.isInteger(v) ? words(v) : `${words(Math.floor(v))} and a half`);
  const out = ['From: Office <office@harrowbyfinch.co.uk>', 'To: Cutting room <cutters@harrowbyfinch.co.uk>', 'Date: Sat, 30 Aug 2025 12:14:55 +0100', 'Subject: New clients in August', '', 'Hello all,', '', 'Three new clients came through the door in August; their cards are not written up yet, so here is what we have.', ''];
  xs.forEach((c, k) => {
    const chest = `${inWords(c.chest)}-inch chest`;
    const waist = `${inWords(c.waist)}-inch waist`;
    const leg = `${inWords(c.leg)}-inch inside leg`;
    const first = fmtDate(c.first, 'long');
    custFacts(c, file, { chest, waist, leg, first, account: 'retail' });
    out.push(k === 1
      ? `${c.name} (${c.number}) from ${c.town} ordered on ${first}. Measured at a ${chest}, a ${waist} and a ${leg}. Retail account.`
      : `${c.name} of ${c.town}, customer number ${c.number}, placed his first order on ${first}: a ${chest}, ${waist} and ${leg}. He is a retail client.`, '');
  });
  out.push('Rachel', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'vallgatan/kundregister.json';
  const recs = customers.filter((c) => c.layout === 'svjson').map((c) => {
    const typ = c.account === 'Retail' ? 'privat' : 'företag';
    custFacts(c, file, { chest: `"värde": ${c.chest}`, waist: `"värde": ${c.waist}`, leg: `"värde": ${c.leg}`, first: c.first, account: `"kundtyp": "${typ}"`, town: `"ort": "${c.town}"` });
    const [fn, ...ln] = c.name.split(' ');
    return {
      kundnummer: c.number,
      namn: { förnamn: fn, efternamn: ln.join(' '), fullständigt: c.name },
      adress: { ort: c.town, land: 'Sverige' },
      mått: { bröstvidd: { värde: c.chest, enhet: 'cm' }, midja: { värde: c.waist, enhet: 'cm' }, innerbenslängd: { värde: c.leg, enhet: 'cm' } },
      första_beställning: c.first,
      kundtyp: typ,
    };
  });
  corpus.write(file, JSON.stringify({ system: 'Vallgatan kundregister', exporterad: '2025-09-01', antal: recs.length, kunder: recs }, null, 2) + '\n');
}
customers.filter((c) => c.layout === 'svtxt').forEach((c, k) => {
  const file = `vallgatan/kunder/${slug(c.name)}.txt`;
  const typ = c.account === 'Retail' ? 'privatkund' : 'företagskund';
  const first = svDate(c.first);
  custFacts(c, file, { chest: `Bröstvidd: ${c.chest} cm`, waist: `Midja: ${c.waist} cm`, leg: `Innerben: ${c.leg} cm`, first: `Första beställning: ${first}`, account: `Kundtyp: ${typ}`, town: `Ort: ${c.town}` });
  corpus.write(file, txtProfile({
    txtHeader: `KUND: ${c.name.toUpperCase()}`,
    sections: [{ rows: [['Kundnummer', c.number], ['Ort', c.town], ['Bröstvidd', `${c.chest} cm`], ['Midja', `${c.waist} cm`], ['Innerben', `${c.leg} cm`], ['Första beställning', first], ['Kundtyp', typ]] }],
    lead: [L(k, ['Vill ha tre knappar på kavajen och inga slag på byxorna.', 'Föredrar provning på lördagar.', 'Kommer alltid med sin fru till provningen.', 'Har ett hängande höger axelparti.'])],
  }));
});
{
  const file = 'vallgatan/mejl/2025-08-26-nya-kunder.eml';
  const xs = customers.filter((c) => c.layout === 'svmail');
  const out = ['Från: Annika Sjöberg <annika@skraddarivallgatan.se>', 'Till: Kontoret <kontoret@skraddarivallgatan.se>', 'Datum: tis 26 aug 2025 16:20', 'Ämne: Nya kunder i augusti', '', 'Hej!', '', 'Två nya kunder att lägga in i registret:', ''];
  xs.forEach((c, k) => {
    const typ = c.account === 'Retail' ? 'privatkund' : 'företagskund';
    const first = svDate(c.first);
    const waist = k === 0 ? `${svWords(c.waist)} centimeter` : `${c.waist} cm`;
    custFacts(c, file, { chest: `bröstvidd ${c.chest} cm`, waist: `midja ${waist}`, leg: `innerben ${c.leg} cm`, first, account: typ });
    out.push(`Kund: ${c.name} (kundnummer ${c.number}) från ${c.town}, ${typ}. Första beställningen lades den ${first}. Mått: bröstvidd ${c.chest} cm, midja ${waist}, innerben ${c.leg} cm.`, '');
  });
  out.push('Hälsningar,', 'Annika', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ orders
const GARMENTS = [['Suit', 0.38], ['Jacket', 0.24], ['Trousers', 0.16], ['Waistcoat', 0.1], ['Overcoat', 0.12]];
const PRICE_GBP = { Suit: [2350, 3600], Jacket: [1550, 2400], Trousers: [620, 950], Waistcoat: [420, 680], Overcoat: [2700, 3950] };
const PRICE_SEK = { Suit: [28500, 42000], Jacket: [18500, 26500], Trousers: [6800, 9800], Waistcoat: [4800, 6900], Overcoat: [31000, 45000] };
const STATUSES = [['Cutting', 0.14], ['Baste fitting', 0.2], ['Forward fitting', 0.2], ['Finishing', 0.16], ['Delivered', 0.3]];
const CUTTERS = { Leeds: ['Graham Pickles', 'Joanne Whiteley', 'Imran Qureshi'], Gothenburg: ['Lars-Göran Ekdahl', 'Annika Sjöberg'] };
// layout plan: Leeds 32 (export 14, tickets 6, app 8, minutes 4), Gothenburg 12 (table 10, e-mail 2)
const PLAN = [...Array(14).fill('export'), ...Array(6).fill('ticket'), ...Array(8).fill('app'), ...Array(4).fill('minutes'), ...Array(10).fill('svtable'), ...Array(2).fill('svmail')];
const leedsCust = r.shuffle(customers.filter((c) => c.workshop === 'Leeds'));
const gbgCust = r.shuffle(customers.filter((c) => c.workshop === 'Gothenburg'));
const orders = [];
let lseq = 2381;
let gseq = 31;
PLAN.forEach((layout, i) => {
  const leeds = !layout.startsWith('sv');
  const pool = leeds ? leedsCust : gbgCust;
  const li = leeds ? i : i - 32;
  const cust = li < pool.length ? pool[li] : pool[(li * 7) % pool.length];
  const garment = r.weighted(GARMENTS);
  const clothPool = cloths.filter((c) => c.workshop === (leeds ? 'Leeds' : 'Gothenburg') && (garment === 'Overcoat' ? c.gm >= 400 && !['100% linen', '100% cotton'].includes(c.comp) : c.gm < 500));
  const cloth = r.pick(clothPool);
  const status = r.weighted(STATUSES);
  const fittings = { Cutting: 0, 'Baste fitting': r.int(0, 1), 'Forward fitting': r.int(1, 2), Finishing: r.int(2, 3), Delivered: r.int(2, 4) }[status];
  const [lo, hi] = (leeds ? PRICE_GBP : PRICE_SEK)[garment];
  const price = leeds ? Math.round(r.int(lo, hi) / 25) * 25 : Math.round(r.int(lo, hi) / 50) * 50;
  const deposit = status === 'Delivered' ? true : r.chance(0.75);
  const promised = status === 'Delivered' ? `2025-${pad(r.int(3, 8))}-${pad(r.int(1, 28))}` : `2025-${pad(r.int(9, 12))}-${pad(r.int(1, 28))}`;
  const number = leeds ? `HF-${lseq++}` : `SV-25${pad(gseq++, 3)}`;
  orders.push({ number, layout, workshop: leeds ? 'Leeds' : 'Gothenburg', customer: cust.name, garment, cloth: cloth.code, cutter: r.pick(CUTTERS[leeds ? 'Leeds' : 'Gothenburg']), fittings, price, deposit, promised, status });
});
// new customers ordered in August: their orders are young
for (const o of orders) {
  const c = CU[o.customer];
  if (c.layout.includes('mail') && o.status === 'Delivered') {
    o.status = 'Cutting';
    o.fittings = 0;
    o.promised = `2025-11-${pad(r.int(1, 28))}`;
  }
}
const OR = Object.fromEntries(orders.map((o) => [o.number, o]));
function orderFacts(o, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(o.number, 'order', attr, value, unit, stated, file);
  F('customer', o.customer, 'person', s.customer ?? o.customer);
  F('garment', o.garment, 'text', s.garment);
  F('cloth', o.cloth, 'text', o.cloth);
  F('cutter', o.cutter, 'person', o.cutter);
  F('fittings', o.fittings, '', s.fittings);
  F('price', o.price, o.workshop === 'Leeds' ? 'GBP' : 'SEK', s.price);
  F('deposit_paid', o.deposit, 'bool', s.deposit);
  F('promised', o.promised, 'date', s.promised);
  F('status', o.status, 'text', s.status);
  F('workshop', o.workshop, 'place', '');
}
{
  const file = 'orders/order-book-export-2025-09-01.csv';
  const rows = orders.filter((o) => o.layout === 'export').map((o) => {
    const c = CU[o.customer];
    const dep = o.deposit ? 'Y' : 'N';
    orderFacts(o, file, { garment: o.garment, fittings: '', price: dec(o.price), deposit: dep, promised: ukDate(o.promised), status: o.status });
    return [o.number, o.customer, c.number, o.garment, o.cloth, o.cutter, o.fittings, dec(o.price), dep, ukDate(o.promised), o.status, o.status === 'Delivered' ? ukDate(o.promised) : 'n/a'];
  });
  const head = 'Harrowby & Finch - order book export\nExported: 01/09/2025 08:02;User: rachel\nOpen and delivered orders 2025;Currency: GBP\n\n';
  corpus.write(file, head + delimited(['Order no', 'Customer', 'Cust. no.', 'Garment', 'Cloth', 'Cutter', 'Fittings', 'Price (£)', 'Deposit paid', 'Promised', 'Status', 'Collected'], rows, ';'));
}
const GARMENT_EN = { Suit: 'Two-piece suit', Jacket: 'Odd jacket', Trousers: 'Trousers', Waistcoat: 'Waistcoat', Overcoat: 'Overcoat' };
orders.filter((o) => o.layout === 'ticket').forEach((o, k) => {
  const file = `orders/tickets/${o.number}.txt`;
  const c = CL[o.cloth];
  const dep = o.deposit ? 'paid' : 'not yet paid';
  const promised = fmtDate(o.promised, 'long');
  orderFacts(o, file, { garment: GARMENT_EN[o.garment], fittings: `Fittings so far: ${o.fittings}`, price: gbp(o.price), deposit: `Deposit: ${dep}`, promised, status: `Stage: ${o.status.toLowerCase()}` });
  corpus.write(file, txtProfile({
    txtHeader: `ORDER: ${o.number}`,
    sections: [{ rows: [['Client', o.customer], ['Garment', GARMENT_EN[o.garment]], ['Cloth', `${o.cloth} (${c.colour.toLowerCase()} ${DESC[c.pattern]})`], ['Cut by', o.cutter], ['Fittings so far', o.fittings], ['Price', gbp(o.price)], ['Deposit', dep], ['Promised for', promised], ['Stage', o.status.toLowerCase()]] }],
    lead: [L(k, ['Working buttonholes on the cuffs, four kissing.', 'Side adjusters, no belt loops.', 'Ticket pocket on the right.', 'Half-lined, patch pockets.']), `Client's account: ${CU[o.customer].number}.`],
  }));
});
{
  const file = 'orders/workroom-app-export.json';
  const STAGE = { Cutting: 'cutting', 'Baste fitting': 'baste_fitting', 'Forward fitting': 'forward_fitting', Finishing: 'finishing', Delivered: 'delivered' };
  const recs = orders.filter((o) => o.layout === 'app').map((o) => {
    orderFacts(o, file, { garment: `"type": "${o.garment.toLowerCase()}"`, fittings: `"held": ${o.fittings}`, price: `"amount": ${o.price}`, deposit: `"paid": ${o.deposit}`, promised: o.promised, status: `"stage": "${STAGE[o.status]}"` });
    return {
      ref: o.number,
      client: { name: o.customer, account: CU[o.customer].number },
      garment: { type: o.garment.toLowerCase(), cloth: { code: o.cloth, mill: CL[o.cloth].mill } },
      workroom: { cutter: { name: o.cutter }, fittings: { held: o.fittings }, stage: STAGE[o.status] },
      money: { price: { amount: o.price, currency: 'GBP' }, deposit: { paid: o.deposit } },
      dates: { promised: o.promised },
    };
  });
  corpus.write(file, JSON.stringify({ app: 'Workroom', version: '3.1', exported_at: '2025-09-01T06:30:00Z', orders: recs }, null, 2) + '\n');
}
const SV_GARMENT = { Suit: 'Kostym', Jacket: 'Kavaj', Trousers: 'Byxor', Waistcoat: 'Väst', Overcoat: 'Överrock' };
const SV_STATUS = { Cutting: 'tillskärning', 'Baste fitting': 'första provning', 'Forward fitting': 'andra provning', Finishing: 'efterarbete', Delivered: 'levererad' };
{
  const file = 'vallgatan/ordrar-2025.html';
  const xs = orders.filter((o) => o.layout === 'svtable');
  xs.forEach((o) => orderFacts(o, file, { garment: `${SV_GARMENT[o.garment]}`, fittings: `<td>${o.fittings}</td>`, price: kr(o.price), deposit: o.deposit ? 'ja' : 'nej', promised: svDate(o.promised), status: SV_STATUS[o.status] }));
  corpus.write(file, htmlTablePage({
    title: 'Ordrar 2025 — Skrädderi Vallgatan',
    crumbs: ['Skrädderi Vallgatan', 'Ordrar'],
    lead: ['Pågående och levererade beställningar i Göteborg. Priser i kronor inklusive moms.'],
    colA: 'Fält', colB: 'Uppgift',
    sections: xs.map((o) => ({ heading: `Order ${o.number}`, rows: [['Kund', o.customer], ['Plagg', SV_GARMENT[o.garment]], ['Tyg', o.cloth], ['Tillskärare', o.cutter], ['Provningar', String(o.fittings)], ['Pris', kr(o.price)], ['Handpenning betald', o.deposit ? 'ja' : 'nej'], ['Leveransdatum', svDate(o.promised)], ['Status', SV_STATUS[o.status]], ['Levererad', o.status === 'Delivered' ? 'ja' : 'nej']] })),
    footer: 'Handpenning: 30 % vid beställning.',
  }).replace('<html lang="en">', '<html lang="sv">'));
}
{
  const file = 'workroom/minutes-2025-08-27.md';
  const xs = orders.filter((o) => o.layout === 'minutes');
  const out = ['# Workroom meeting — 27 August 2025', '', 'Present: Graham Pickles, Joanne Whiteley, Imran Qureshi, Dorota Wiśniewska, Lorraine Batty; Rachel (office) taking notes.', '', '## 1. Orders not yet on the system', '',
    'Four orders are still on paper tickets and have not gone into the workroom app yet:', ''];
  const STAGE_EN = { Cutting: 'still on the cutting table', 'Baste fitting': 'cut and waiting for the baste fitting', 'Forward fitting': 'at forward fitting', Finishing: 'in finishing', Delivered: 'delivered' };
  xs.forEach((o, k) => {
    const c = CL[o.cloth];
    const fit = o.fittings === 0 ? 'no fittings yet' : o.fittings === 1 ? 'one fitting done' : `${NUM[o.fittings]} fittings done`;
    const dep = o.deposit ? 'deposit paid' : 'no deposit taken yet';
    const promised = fmtDate(o.promised, 'us');
    const g = o.garment === 'Trousers' ? 'pair of trousers' : o.garment.toLowerCase();
    orderFacts(o, file, { garment: g, fittings: fit, price: gbp0(o.price), deposit: dep, promised, status: STAGE_EN[o.status] });
    out.push(`* ${o.number} — ${o.customer}'s ${g} in ${o.cloth} (${c.colour.toLowerCase()} ${DESC[c.pattern]}), cut by ${o.cutter}: ${fit}, ${STAGE_EN[o.status]}. Price ${gbp0(o.price)}, ${dep}. Promised for ${promised}.`);
  });
  out.push('', '## 2. Cloth', '', 'Jo reported the green herringbone from Tweedhope is down to a single jacket length. Do not sell it again without checking.', '',
    '## 3. Holidays', '', 'Dorota is away 8–19 September. Peter will cover the coat bench three days a week.', '', '## 4. Next meeting', '', '24 September 2025, 8.30 before opening.', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'vallgatan/mejl/2025-08-29-nya-ordrar.eml';
  const xs = orders.filter((o) => o.layout === 'svmail');
  const out = ['Från: Lars-Göran Ekdahl <lg@skraddarivallgatan.se>', 'Till: Kontoret <kontoret@skraddarivallgatan.se>', 'Kopia: Graham Pickles <graham@harrowbyfinch.co.uk>', 'Datum: fre 29 aug 2025 10:02', 'Ämne: Två nya ordrar', '', 'Hej,', '', 'Här är två ordrar som ännu inte står i orderlistan:', ''];
  const fitSv = (n) => (n === 0 ? 'ingen provning ännu' : n === 1 ? 'en provning gjord' : `${SV_NUM[n]} provningar gjorda`);
  xs.forEach((o) => {
    const g = SV_GARMENT[o.garment].toLowerCase();
    const dep = o.deposit ? 'handpenningen är betald' : 'handpenningen är inte betald';
    orderFacts(o, file, { garment: g, fittings: fitSv(o.fittings), price: kr(o.price), deposit: dep, promised: svDate(o.promised), status: SV_STATUS[o.status] });
    out.push(`Order ${o.number}: ${o.customer} har beställt ${o.garment === 'Trousers' ? 'ett par byxor' : `en ${g}`} i ${o.cloth}, ${o.cutter} skär; ${fitSv(o.fittings)} (status: ${SV_STATUS[o.status]}). Pris ${kr(o.price)}, ${dep}. Utlovad leverans ${svDate(o.promised)}.`, '');
  });
  out.push('Mvh', 'Lars-Göran', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ alterations
const WORK = [
  ['Take in waist', 30, 60], ['Let out waist', 30, 60], ['Shorten sleeves', 45, 90], ['Lengthen sleeves', 45, 90], ['Shorten trousers', 25, 45],
  ['Taper legs', 60, 120], ['Replace lining', 120, 240], ['Replace buttons', 15, 40], ['Invisible mend', 60, 150], ['Adjust shoulders', 120, 210],
];
const WORK_SV = { 'Take in waist': 'ta in midjan', 'Let out waist': 'släppa ut midjan', 'Shorten sleeves': 'korta ärmarna', 'Lengthen sleeves': 'förlänga ärmarna', 'Shorten trousers': 'korta byxbenen', 'Taper legs': 'smalna av benen', 'Replace lining': 'byta foder', 'Replace buttons': 'byta knappar', 'Invisible mend': 'osynlig lagning', 'Adjust shoulders': 'justera axlarna' };
const ALT_PLAN = [...Array(10).fill('tsv'), ...Array(4).fill('sheet'), ...Array(3).fill('diary'), ...Array(5).fill('svjson'), ...Array(2).fill('svminutes')];
const altLeedsCust = r.shuffle(customers.filter((c) => c.workshop === 'Leeds' && !c.layout.includes('mail')));
const altGbgCust = r.shuffle(customers.filter((c) => c.workshop === 'Gothenburg' && !c.layout.includes('mail')));
const makers = { Leeds: tailors.filter((t) => t.workshop === 'Leeds' && t.role !== 'Cutter' && t.layout !== 'mail').map((t) => t.name), Gothenburg: tailors.filter((t) => t.workshop === 'Gothenburg' && t.role !== 'Cutter' && t.layout !== 'minutes').map((t) => t.name) };
const alterations = [];
let aseq = 131;
let sseq = 11;
ALT_PLAN.forEach((layout, i) => {
  const leeds = !layout.startsWith('sv');
  const cust = leeds ? altLeedsCust[i % altLeedsCust.length] : altGbgCust[(i - 17) % altGbgCust.length];
  const [work, lo, hi] = r.pick(WORK);
  const garment = ['Take in waist', 'Let out waist', 'Shorten trousers', 'Taper legs'].includes(work) ? 'Trousers' : work === 'Invisible mend' ? r.pick(['Jacket', 'Trousers', 'Overcoat']) : r.pick(['Jacket', 'Overcoat', 'Suit']);
  const minutes = Math.round(r.int(lo, hi) / 5) * 5;
  const charge = leeds ? Math.round(minutes * 0.55 + 10) : Math.round((minutes * 6.5 + 100) / 10) * 10;
  const date = `2025-${pad(r.int(3, 8))}-${pad(r.int(1, 28))}`;
  const number = leeds ? `ALT-0${aseq++}` : `ÄND-25-0${sseq++}`;
  const tailor = r.pick(makers[leeds ? 'Leeds' : 'Gothenburg']);
  alterations.push({ number, layout, workshop: leeds ? 'Leeds' : 'Gothenburg', customer: cust.name, work, garment, minutes, charge, date, tailor });
});
function altFacts(a, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(a.number, 'alteration', attr, value, unit, stated, file);
  F('customer', a.customer, 'person', s.customer ?? a.customer);
  F('garment', a.garment, 'text', s.garment);
  F('work', a.work, 'text', s.work);
  F('minutes', a.minutes, 'min', s.minutes);
  F('charge', a.charge, a.workshop === 'Leeds' ? 'GBP' : 'SEK', s.charge);
  F('date', a.date, 'date', s.date);
  F('tailor', a.tailor, 'person', s.tailor ?? a.tailor);
  F('workshop', a.workshop, 'place', '');
}
const hm = (m) => (m < 60 ? `${m} min` : m % 60 ? `${Math.floor(m / 60)} h ${m % 60} min` : `${m / 60} h`);
{
  const file = 'alterations/alterations-log-2025.tsv';
  const rows = alterations.filter((a) => a.layout === 'tsv').map((a) => {
    const charge = gbp(a.charge);
    altFacts(a, file, { garment: a.garment, work: a.work, minutes: hm(a.minutes), charge, date: ukDate(a.date) });
    return [a.number, ukDate(a.date), a.customer, a.garment, a.work, hm(a.minutes), charge, a.tailor];
  });
  corpus.write(file, delimited(['Job', 'Date in', 'Customer', 'Garment', 'Work', 'Time', 'Charge', 'Done by'], rows, '\t'));
}
alterations.filter((a) => a.layout === 'sheet').forEach((a, k) => {
  const file = `alterations/jobs/${a.number}.md`;
  const hours = `${a.minutes / 60} hours`.replace(/^1 hours/, '1 hour');
  altFacts(a, file, { garment: a.garment.toLowerCase(), work: a.work, minutes: a.minutes % 15 === 0 && a.minutes >= 60 ? hours : `${a.minutes} minutes`, charge: gbp(a.charge), date: fmtDate(a.date, 'long') });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['job', a.number], ['customer', a.customer], ['garment', a.garment.toLowerCase()], ['date_in', a.date]],
    title: `Alteration job ${a.number}`,
    lead: [`${a.work} on ${a.customer}'s ${a.garment.toLowerCase()}, booked in on ${fmtDate(a.date, 'long')}.`],
    colA: 'Item', colB: 'Detail',
    sections: [{ heading: 'Job', rows: [['Work done', a.work], ['Time taken', a.minutes % 15 === 0 && a.minutes >= 60 ? hours : `${a.minutes} minutes`], ['Charge', gbp(a.charge)], ['Tailor', a.tailor], ['Garment made by us', L(k, ['yes', 'no (ready-to-wear)', 'yes', 'no'])]] }],
    footer: 'Collected and paid at the counter.',
  }));
});
{
  const file = 'workroom/finishing-diary-2025.md';
  const xs = alterations.filter((a) => a.layout === 'diary').sort((a, b) => (a.date < b.date ? -1 : 1));
  const out = ['# Finishing table — diary', '', 'Kept by Margaret Hirst. Alterations and odd jobs that came over the counter.', ''];
  const dur = (m) => ({ 15: 'a quarter of an hour', 20: 'twenty minutes', 25: 'twenty-five minutes', 30: 'half an hour', 35: 'thirty-five minutes', 40: 'forty minutes', 45: 'three-quarters of an hour', 60: 'an hour', 75: 'an hour and a quarter', 90: 'an hour and a half', 120: 'two hours', 150: 'two and a half hours', 180: 'three hours' }[m] ?? [m >= 120 ? `${NUM[Math.floor(m / 60)]} hours` : m >= 60 ? 'an hour' : '', m % 60 ? `${words(m % 60)} minutes` : ''].filter(Boolean).join(' and '));
  xs.forEach((a) => {
    const g = a.garment === 'Trousers' ? 'trousers' : a.garment.toLowerCase();
    altFacts(a, file, { garment: g, work: a.work.toLowerCase(), minutes: dur(a.minutes), charge: gbp0(a.charge), date: fmtDate(a.date, 'long') });
    out.push(`## ${fmtDate(a.date, 'long')}`, '', `${a.customer} brought in his ${g}: ${a.work.toLowerCase()} (job ${a.number}). ${a.tailor === 'Margaret Hirst' ? 'I did it myself' : `${a.tailor} did it`}; it took ${dur(a.minutes)} and we charged ${gbp0(a.charge)}.`, '');
  });
  out.push('## Note', '', 'Buttonhole twist re-ordered from Leeds Linings & Trims (they deliver in three days).', '');
  corpus.write(file, out.join('\n'));
}
{
  const file = 'vallgatan/andringar-2025.json';
  const recs = alterations.filter((a) => a.layout === 'svjson').map((a) => {
    altFacts(a, file, { garment: `"plagg": "${SV_GARMENT[a.garment].toLowerCase()}"`, work: `"arbete": "${WORK_SV[a.work]}"`, minutes: `"tid_min": ${a.minutes}`, charge: `"pris_kr": ${a.charge}`, date: a.date });
    return { jobbnummer: a.number, datum: a.date, kund: a.customer, plagg: SV_GARMENT[a.garment].toLowerCase(), arbete: WORK_SV[a.work], tid_min: a.minutes, pris_kr: a.charge, skräddare: a.tailor };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'vallgatan/protokoll-2025-08-28.md';
  const xs = alterations.filter((a) => a.layout === 'svminutes');
  const j = TL['Johan Ek'];
  tailorFacts(j, file, { role: 'kavajskräddare', years: 'fyra års erfarenhet', hours: 'trettiotvå timmar i veckan', rate: `${j.rate} kr i timmen` });
  const out = ['# Protokoll — personalmöte 28 augusti 2025', '', 'Närvarande: Lars-Göran Ekdahl, Annika Sjöberg, Mirza Hodžić, Elin Strand, Birgitta Lund.', '', '## 1. Ny medarbetare', '',
    `Johan Ek börjar som kavajskräddare den 1 september, trettiotvå timmar i veckan, ${j.rate} kr i timmen. Han har fyra års erfarenhet från en ateljé i Stockholm och får personalnummer ${j.code}.`, '',
    '## 2. Ändringar som ska faktureras', ''];
  const durSv = (m) => ({ 45: 'fyrtiofem minuter', 60: 'en timme', 75: 'en timme och en kvart', 90: 'en och en halv timme', 120: 'två timmar', 150: 'två och en halv timme' }[m] ?? `${m} minuter`);
  xs.forEach((a) => {
    const g = SV_GARMENT[a.garment].toLowerCase();
    altFacts(a, file, { garment: g, work: WORK_SV[a.work], minutes: durSv(a.minutes), charge: kr(a.charge), date: svDate(a.date) });
    out.push(`* ${a.number}: ${a.customer}, ${g} — ${WORK_SV[a.work]}. Inlämnad ${svDate(a.date)}. ${a.tailor} gjorde jobbet på ${durSv(a.minutes)}; pris ${kr(a.charge)}.`);
  });
  out.push('', '## 3. Semester', '', 'Ateljén var stängd vecka 28–31. Bokade timmar för juli är därför låga.', '', '## 4. Nästa möte', '', '25 september 2025.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `HARROWBY & FINCH — SHARED DRIVE (September 2025)
Bespoke tailors, 22 Park Row, Leeds LS1 5JF, with our partner atelier Skrädderi Vallgatan,
Vallgatan 14, Göteborg (files under vallgatan/ are in Swedish).

customers/    customer cards, measurement book, trade accounts
staff/        staff pages, workroom rota
workroom/     hours booked, meeting minutes, finishing diary
cloths/       cloth book, stock sheet, merchant feed
suppliers/    mills and trimmings suppliers
orders/       order book export, job tickets, workroom app export
alterations/  alterations log and job sheets
vallgatan/    Göteborg: kunder, personal, tyger, ordrar, ändringar, leverantörer
email/  admin/  notes/
`);
corpus.write('admin/price-list-2025.md', `# Bespoke price list from 1 March 2025 (Leeds)

| Garment | From | Typical fittings |
|---|---|---|
| Two-piece suit | £2,350 | 2–3 |
| Three-piece suit | £2,900 | 3 |
| Odd jacket | £1,550 | 2 |
| Trousers | £620 | 1–2 |
| Waistcoat | £420 | 1 |
| Overcoat | £2,700 | 2–3 |

Prices are for house cloths up to £60 a metre; dearer cloths are charged at cost plus 35 %. Deposit 50 % on ordering.
Trade (CMT) work is priced separately; see the trade terms.
`);
corpus.write('notes/cloth-weights-explained.md', `# Cloth weights: ounces and grams

British mills quote the weight of one running yard of 150 cm cloth in ounces; Italian and Scandinavian mills give
grams per running metre. One ounce per yard is about 31 g per metre, so a 9 oz summer cloth is about 280 g/m and a
13 oz all-season worsted about 400 g/m.

Rough guide for customers: 7–9 oz tropical and summer suits; 10–12 oz all-year worsteds; 13–16 oz flannels, tweeds
and winter suits; 18–24 oz overcoatings. Super numbers (Super 110s, 130s) describe fibre fineness, not weight.
`);
corpus.write('admin/trunk-shows-2025.csv', delimited(['Date', 'Town', 'Venue', 'Cutter', 'Appointments', 'Orders taken'], [
  ['2025-03-14', 'York', 'Grays Court Hotel', 'Graham Pickles', '11', '4'],
  ['2025-05-09', 'Harrogate', 'The Old Swan', 'Joanne Whiteley', '14', '6'],
  ['2025-06-20', 'Göteborg', 'Vallgatan 14', 'Graham Pickles', '9', '3'],
  ['2025-08-15', 'Harrogate', 'The Old Swan', 'Imran Qureshi', '12', '4'],
  ['2025-10-17', 'Ilkley', 'The Crescent', 'Joanne Whiteley', '', ''],
]));
corpus.write('notes/garment-care.md', `# Looking after your bespoke garments

- Brush after every wear with a natural-bristle brush; hang on a shaped wooden hanger.
- Rest a suit for 24 hours between wears; press no more than once a month.
- Dry clean sparingly: twice a year is plenty for a worsted suit.
- Moths: cedar blocks and lavender bags; store in breathable cotton covers, never plastic.
- We re-press and check buttons free of charge for the first 12 months.
`);
corpus.write('admin/newsletter-summer-2025.md', `# Park Row post — summer 2025

Sixty-two years on Park Row this autumn. Thank you to everyone who came to the Harrogate trunk shows in May and
August, and to the Vallgatan team for hosting Graham in Göteborg in June.

New in the cloth room: linens from Northern Ireland and a run of Belgian flannels. The workroom has booked more hours
this year than in any year since 2019.

Closures: the shop is closed on the bank holiday Monday 25 August and from 24 December to 2 January.
`);
corpus.write('vallgatan/om-ateljen.md', `# Om Skrädderi Vallgatan

Skrädderi Vallgatan grundades 1987 och har sedan 2016 ett samarbete med Harrowby & Finch i Leeds. Vi syr
kostymer, kavajer, byxor, västar och överrockar på beställning, och tar emot ändringar av alla plagg.

Öppettider: måndag–fredag 10–18, lördag 10–15. Ateljén har sju platser vid bänken och ett provrum.
Tyger: främst från svenska och italienska väverier. En kostym kräver normalt tre provningar.
`);
corpus.write('admin/health-and-safety-2025.md', `# Workroom health and safety

- Irons: switched off at the wall at 17:30; the steam generator is descaled every Friday.
- Shears and knives: back in the block after use; blades sharpened every 6 weeks.
- First-aid box: cutting room, by the door. Accident book on the office shelf.
- Fire drill held 12 June 2025: building cleared in 2 minutes 40 seconds.
- Twelve people in the workroom at most (fire certificate).
`);

const stats = corpus.flush(source);
console.log(`tailor: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
