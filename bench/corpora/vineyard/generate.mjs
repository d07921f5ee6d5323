#!/usr/bin/env node
// Vineyard corpus (held-out): the shared folder of "Oastbrook Vineyard", a family-run vineyard and winery at Lenham,
// Kent (one site), spring 2025, which exports to an importer in Zagreb (Kaptol Vina d.o.o.) whose price lists, orders,
// tasting notes and seasonal-worker records are in CROATIAN. 16 vineyard blocks, 22 wines, 26 staff, 36 trade
// customers, 18 pieces of equipment, 14 suppliers.
//   node bench/corpora/vineyard/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "vineyard-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) blocks: HTML infobox pages (hectares, label set A), a block register CSV with units in the header (acres, label
//     set B), Markdown pages with YAML front matter + a pipe table, two blocks only in the sentences of a vineyard
//     report (number words);
// (b) wines: HTML spec-table tech sheets (label set A, `75cl`, `£34.00`), a nested JSON catalogue, a TSV with units in
//     the values (label set B), CROATIAN tasting notes as Markdown bullets (`Naziv`, `Berba`, `Alkohol: 12,5 %`,
//     `Zapremina: 750 ml`, `Cijena: 21,90 €`), two wines only in a newsletter e-mail; export prices in a Croatian price
//     list, a semicolon CSV with a preamble and decimal commas (`27,50`);
// (c) staff: a Markdown team page (label set A: `Start date`, `Hours per week`, `Seasonal: No`), an HTML definition
//     list (label set B: `Employee #`, `Joined: 22/08/2022`, `Contracted hours`, `Contract: Seasonal`), a flat JSON
//     payroll export, a CROATIAN list of seasonal workers (`Datum početka: 2. 9. 2024.`, `Sezonski: da`), three new
//     starters only in an HR e-mail;
// (d) trade customers: a UK accounts CSV with units in the header, Markdown account sheets with YAML front matter, an
//     EU semicolon export with `n/a`, a CROATIAN HTML table page, two UK customers only in sales-meeting minutes and
//     two Croatian ones only in a Croatian e-mail; WIDE tables of cases shipped per month in 2024 (an English CSV and a
//     Croatian Markdown table, `sij … pro`);
// (e) equipment: HTML spec sheets, a flat JSON asset export, a TSV in imperial gallons with units in the values, three
//     items only in the prose of a cellar diary;
// (f) suppliers: HTML infoboxes, plain-text profiles, a nested JSON purchasing file, a CROATIAN HTML definition list,
//     two suppliers only in a purchasing e-mail;
// (g) background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: areas in hectares (`4.5 acres` → × 0.40468564224), yields in tonnes, bottle sizes in
// ml (`75cl` → 750, `1,5 l` → 1500), alcohol in % vol, money in GBP (cellar door, equipment cost) and EUR (export
// price) as written, capacities in litres (`1,100 gal` imperial → × 4.54609), lead times and credit terms in days
// (`six weeks` → 42), discounts in %, dates ISO (a month only: the first of the month), Croatian words in English
// (`pjenušavo` = sparkling, `crno` = red, `vinoteka` = wine shop, `podrumar` = Cellar hand, `da` = true).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlDlPage, htmlInfoboxPage, htmlTablePage, joinAnd, mdBulletsNote, mdYamlTableNote, rng, slug, targets, txtProfile } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('vineyard-v1');
const ACRE = 0.40468564224;
const GAL = 4.54609;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const pad = (n, w = 2) => String(n).padStart(w, '0');
const L = (k, xs) => xs[k % xs.length];
const gbp = (v) => `£${group(v, 2)}`;
const gbp0 = (v) => `£${group(v)}`;
const dec = (v, d = 2) => v.toFixed(d).replace('.', ',');
const eurHr = (v) => `${dec(v)} €`;
const hrDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}. ${m}. ${y}.`;
};
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const NUM_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];

class FolderCorpus extends Corpus {
  /** A fact of an entity stated in a second file (export price list, monthly case tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new FolderCorpus(dir);

// ------------------------------------------------------------------ staff
// [name, staff no, role, start, hours/week, seasonal, manager, layout]
const STAFF_DEF = [
  ['Eleanor Ashby', 'OB-001', 'Winemaker', '2009-04-01', 45, false, null, 'md'],
  ['Sam Ashby', 'OB-002', 'Vineyard hand', '2011-03-14', 45, false, null, 'md'],
  ['Harriet Ashby', 'OB-003', 'Tasting room', '2014-05-01', 35, false, null, 'md'],
  ['Gareth Hollis', 'OB-007', 'Vineyard hand', '2016-02-08', 40, false, 'Sam Ashby', 'md'],
  ['Dan Whitlock', 'OB-009', 'Vineyard hand', '2017-10-02', 40, false, 'Sam Ashby', 'md'],
  ['Luka Perić', 'OB-011', 'Winemaker', '2019-08-19', 40, false, 'Eleanor Ashby', 'md'],
  ['Priya Raman', 'OB-014', 'Cellar hand', '2021-06-07', 37.5, false, 'Eleanor Ashby', 'md'],
  ['Molly Fenn', 'OB-016', 'Tasting room', '2022-04-04', 24, false, 'Harriet Ashby', 'md'],
  ['Ruth Penfold', 'OB-012', 'Tasting room', '2020-03-02', 16, false, 'Harriet Ashby', 'dl'],
  ['Owen Tait', 'OB-015', 'Cellar hand', '2021-01-11', 37.5, false, 'Eleanor Ashby', 'dl'],
  ['Joe Carver', 'OB-018', 'Cellar hand', '2022-08-22', 40, true, 'Eleanor Ashby', 'dl'],
  ['Aisha Bello', 'OB-019', 'Tasting room', '2023-05-15', 20, true, 'Harriet Ashby', 'dl'],
  ['Kit Morley', 'OB-021', 'Cellar hand', '2023-09-04', 30, true, 'Luka Perić', 'dl'],
  ['Beth Larkin', 'OB-023', 'Vineyard hand', '2024-03-04', 30, true, 'Gareth Hollis', 'dl'],
  ['Tom Weller', 'OB-010', 'Vineyard hand', '2018-03-12', 40, false, 'Sam Ashby', 'json'],
  ['Ben Ashdown', 'OB-013', 'Tasting room', '2020-06-01', 12, false, 'Harriet Ashby', 'json'],
  ['Freya Dunn', 'OB-022', 'Cellar hand', '2023-08-28', 25, true, 'Luka Perić', 'json'],
  ['Nina Kowal', 'OB-024', 'Vineyard hand', '2024-04-15', 40, true, 'Gareth Hollis', 'json'],
  ['Ivan Horvat', 'OB-031', 'Vineyard hand', '2024-09-02', 48, true, 'Gareth Hollis', 'hr'],
  ['Marija Kovačević', 'OB-032', 'Vineyard hand', '2024-09-02', 48, true, 'Gareth Hollis', 'hr'],
  ['Josip Babić', 'OB-033', 'Cellar hand', '2024-09-09', 45, true, 'Luka Perić', 'hr'],
  ['Ana Jurić', 'OB-034', 'Vineyard hand', '2024-09-16', 42, true, 'Dan Whitlock', 'hr'],
  ['Petra Novak', 'OB-035', 'Tasting room', '2024-06-03', 30, true, 'Harriet Ashby', 'hr'],
  ['Callum Reid', 'OB-036', 'Vineyard hand', '2025-03-03', 40, false, 'Sam Ashby', 'mail'],
  ['Mateo Silva', 'OB-038', 'Cellar hand', '2025-03-17', 37.5, false, 'Eleanor Ashby', 'mail'],
  ['Lucy Brandon', 'OB-037', 'Tasting room', '2025-04-07', 20, true, 'Harriet Ashby', 'mail'],
];
const staff = STAFF_DEF.map(([name, no, role, start, hours, seasonal, manager, layout]) => ({ name, no, role, start, hours, seasonal, manager, layout }));

function staffFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
  F('staff_no', p.no, 'text', p.no);
  F('role', p.role, 'text', s.role);
  F('started', p.start, 'date', s.start);
  F('hours', p.hours, 'h', s.hours);
  F('seasonal', p.seasonal, 'bool', s.seasonal);
  F('manager', p.manager, 'person', p.manager ?? '');
}
{
  const file = 'team/permanent-team.md';
  const xs = staff.filter((p) => p.layout === 'md');
  const sections = xs.map((p, k) => {
    const start = fmtDate(p.start, k % 2 ? 'short' : 'long');
    const hours = k % 3 === 1 ? `${p.hours} hours` : String(p.hours);
    staffFacts(p, file, { role: `Role: ${p.role}`, start, hours: `Hours per week: ${hours}`, seasonal: 'Seasonal: No' });
    return { heading: p.name, rows: [['Staff no.', p.no], ['Role', p.role], ['Start date', start], ['Hours per week', hours], ['Seasonal', 'No'], ['Reports to', p.manager ?? '— (partner)']] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Oastbrook Vineyard — permanent team',
    lead: ['Core team as at 1 April 2025. Eleanor, Sam and Harriet Ashby are the family partners; Eleanor Ashby has been our winemaker since 2009.'],
    sections,
    footer: 'Holiday year runs April to March; harvest weeks are blocked for everyone.',
  }));
}
{
  const file = 'hr/cellar-and-tasting-room-staff.html';
  const xs = staff.filter((p) => p.layout === 'dl');
  const sections = xs.map((p) => {
    const joined = ukDate(p.start);
    const hrs = `${p.hours} hrs/week`;
    const contract = p.seasonal ? 'Seasonal (fixed term)' : 'Permanent';
    staffFacts(p, file, { role: p.role, start: joined, hours: hrs, seasonal: contract });
    return { heading: p.name, rows: [['Employee #', p.no], ['Position', p.role], ['Joined', joined], ['Contracted hours', hrs], ['Contract', contract], ['Line manager', p.manager]] };
  });
  corpus.write(file, htmlDlPage({
    title: 'Cellar, tasting room and vineyard staff (HR list)',
    site: 'Oastbrook Vineyard — HR',
    lead: ['Fixed-term (seasonal) contracts run from the start date to the end of the harvest or the end of the summer season. Ruth Penfold works 16 hrs/week at weekends.'],
    sections,
    footer: 'Personal details are held in the HR system, not on this list.',
  }));
}
{
  const file = 'hr/payroll-export-2025-04.json';
  const xs = staff.filter((p) => p.layout === 'json');
  const recs = xs.map((p) => {
    staffFacts(p, file, { role: `"role": "${p.role}"`, start: p.start, hours: `"weekly_hours": ${p.hours}`, seasonal: `"seasonal": ${p.seasonal}` });
    return { staff_no: p.no, full_name: p.name, role: p.role, start_date: p.start, weekly_hours: p.hours, seasonal: p.seasonal, manager: p.manager, pay_basis: 'hourly' };
  });
  corpus.write(file, JSON.stringify({ exported: '2025-04-01T06:30:00Z', system: 'PayDay Lite', employer: 'Oastbrook Vineyard LLP', records: recs }, null, 2) + '\n');
}
const HR_ROLE = { 'Vineyard hand': 'radnik u vinogradu', 'Cellar hand': 'podrumar', Winemaker: 'vinar', 'Tasting room': 'djelatnica u kušaonici' };
{
  const file = 'hr/sezonski-radnici-2024.md';
  const xs = staff.filter((p) => p.layout === 'hr');
  const sections = xs.map((p) => {
    const role = p.name === 'Josip Babić' ? 'podrumar' : HR_ROLE[p.role];
    const s = { role: `Radno mjesto: ${role}`, start: `Datum početka: ${hrDate(p.start)}`, hours: `Sati tjedno: ${p.hours}`, seasonal: 'Sezonski: da' };
    staffFacts(p, file, s);
    return { heading: p.name, rows: [['Broj djelatnika', p.no], ['Radno mjesto', role], ['Datum početka', hrDate(p.start)], ['Sati tjedno', p.hours], ['Sezonski', 'da'], ['Nadređeni', p.manager]] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Sezonski radnici 2024. — Oastbrook Vineyard (Kent)',
    lead: ['Popis sezonskih radnika koje je preko agencije Kaptol Vina d.o.o. iz Zagreba zaposlio Oastbrook Vineyard. Smještaj u kućicama na imanju; berba je počela 2. 9. 2024.'],
    sections,
    footer: 'Ugovori na određeno vrijeme; plaća po satu prema britanskom minimalcu.',
  }));
}
{
  const file = 'email/2025-02-20-new-starters.eml';
  const [c, m, l] = ['Callum Reid', 'Mateo Silva', 'Lucy Brandon'].map((n) => staff.find((p) => p.name === n));
  staffFacts(c, file, { role: 'vineyard hand', start: fmtDate(c.start, 'long'), hours: 'forty hours a week', seasonal: 'permanent' });
  staffFacts(m, file, { role: 'cellar hand', start: fmtDate(m.start, 'long'), hours: '37.5 hours', seasonal: 'permanent' });
  staffFacts(l, file, { role: 'tasting room', start: fmtDate(l.start, 'long'), hours: 'twenty hours a week', seasonal: 'seasonal contract' });
  corpus.write(file, `From: Harriet Ashby <harriet@oastbrookvineyard.co.uk>
To: team@oastbrookvineyard.co.uk
Date: Thu, 20 Feb 2025 17:02:44 +0000
Subject: Three new faces this spring

Hi everyone,

Three people join us over the next few weeks — please make them welcome.

Callum Reid (staff no. ${c.no}) starts on ${fmtDate(c.start, 'long')} as a vineyard hand on a permanent contract, forty hours a week,
working for Sam Ashby. He spent four years at a big estate near Arundel, so pruning will be nothing new.

Mateo Silva (${m.no}) joins the cellar on ${fmtDate(m.start, 'long')} as a cellar hand, permanent, 37.5 hours, reporting to Eleanor Ashby.

Lucy Brandon (${l.no}) starts in the tasting room on ${fmtDate(l.start, 'long')} on a seasonal contract until the end of October,
twenty hours a week (mostly weekends), with me as her manager.

Thanks,
Harriet
`);
}

// ------------------------------------------------------------------ blocks
// [name, variety, area, area unit, rows, planted, yield 2024 t, aspect, lead, layout]
const BLOCK_DEF = [
  ['Church Field', 'Chardonnay', 2.4, 'ha', 96, 2008, 14.2, 'South', 'Sam Ashby', 'infobox'],
  ['Chalk Bank', 'Chardonnay', 1.8, 'ha', 72, 2010, 9.6, 'South-west', 'Gareth Hollis', 'infobox'],
  ['Oast Meadow', 'Pinot Noir', 3.1, 'ha', 124, 2009, 15.8, 'South', 'Dan Whitlock', 'infobox'],
  ['Hop Garden', 'Pinot Meunier', 1.5, 'ha', 60, 2012, 8.9, 'South-east', 'Tom Weller', 'infobox'],
  ['Windmill Hill', 'Bacchus', 2.2, 'ha', 88, 2015, 13.1, 'West', 'Gareth Hollis', 'infobox'],
  ['Long Acre', 'Pinot Noir', 4.5, 'acres', 74, 2011, 12.6, 'South', 'Dan Whitlock', 'csv'],
  ['Kiln Field', 'Chardonnay', 6.2, 'acres', 101, 2013, 19.4, 'South-west', 'Sam Ashby', 'csv'],
  ['Dene Bottom', 'Seyval Blanc', 3.0, 'acres', 48, 2007, 11.3, 'East', 'Tom Weller', 'csv'],
  ['Pilgrims Piece', 'Pinot Meunier', 5.1, 'acres', 84, 2014, 14.7, 'South-east', 'Beth Larkin', 'csv'],
  ['Cherry Orchard', 'Ortega', 2.6, 'acres', 42, 2016, 6.8, 'West', 'Nina Kowal', 'csv'],
  ['Barn Slope', 'Pinot Gris', 3.8, 'acres', 63, 2017, 9.1, 'South', 'Gareth Hollis', 'csv'],
  ['Greensand Rise', 'Pinot Noir', 2.7, 'ha', 108, 2018, 10.4, 'South-west', 'Dan Whitlock', 'yaml'],
  ['North Down', 'Solaris', 1.2, 'ha', 48, 2020, 5.3, 'North-west', 'Tom Weller', 'yaml'],
  ['Home Block', 'Chardonnay', 0.9, 'ha', 36, 2006, 4.1, 'South-east', 'Sam Ashby', 'yaml'],
  ['Chapel Bank', 'Pinot Meunier', 3.5, 'acres', 38, 2021, 4.2, 'South', 'Dan Whitlock', 'prose'],
  ['Top Slope', 'Bacchus', 1.9, 'ha', 76, 2019, 9.8, 'South-west', 'Tom Weller', 'prose'],
];
const blocks = BLOCK_DEF.map(([name, variety, area, unit, rows, planted, yieldT, aspect, lead, layout]) => ({
  name, variety, area, unit, rows, planted, yieldT, aspect, lead, layout, ha: unit === 'acres' ? r4(area * ACRE) : area,
}));
function blockFacts(b, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(b.name, 'block', attr, value, unit, stated, file);
  F('variety', b.variety, 'text', s.variety ?? b.variety);
  F('area', b.ha, 'ha', s.area);
  F('rows', b.rows, '', s.rows);
  F('planted', b.planted, '', s.planted ?? String(b.planted));
  F('yield_2024', b.yieldT, 't', s.yieldT);
  F('aspect', b.aspect, 'text', s.aspect);
  F('lead', b.lead, 'person', b.lead);
}
blocks.filter((b) => b.layout === 'infobox').forEach((b, k) => {
  const file = `vineyard/blocks/${slug(b.name)}.html`;
  const area = `${b.area} ha`;
  const yieldT = `${b.yieldT} t`;
  const aspect = `${b.aspect}-facing`;
  blockFacts(b, file, { area, rows: `<span class="value">${b.rows}</span>`, yieldT, aspect });
  corpus.write(file, htmlInfoboxPage({
    title: b.name,
    sections: [
      { heading: 'Block', rows: [['Variety', b.variety], ['Area', area], ['Rows', b.rows], ['Planted', b.planted], ['Aspect', aspect]] },
      { heading: 'Harvest', rows: [['Yield 2024', yieldT], ['Picked', L(k, ['early October', 'mid October', 'late September'])]] },
      { heading: 'People', rows: [['Block lead', b.lead]] },
    ],
    lead: [`${b.name} is planted with ${b.variety} on ${L(k, ['Greensand over chalk', 'thin chalk soil', 'clay-with-flints', 'Greensand', 'chalk'])} and gave ${yieldT} in the 2024 harvest.`],
    footer: 'Oastbrook Vineyard, Lenham, Kent — block records',
  }));
});
{
  const file = 'vineyard/block-register.csv';
  const rows = blocks.filter((b) => b.layout === 'csv').map((b) => {
    blockFacts(b, file, { area: b.area.toFixed(1), rows: '', yieldT: String(b.yieldT), aspect: b.aspect });
    return [b.name, b.variety, b.area.toFixed(1), b.rows, b.planted, b.yieldT, b.aspect, b.lead];
  });
  corpus.write(file, delimited(['Block', 'Grape', 'Area (acres)', 'Vine rows', 'Year planted', 'Harvest 2024 (tonnes)', 'Faces', 'Lead'], rows));
}
blocks.filter((b) => b.layout === 'yaml').forEach((b, k) => {
  const file = `vineyard/blocks/${slug(b.name)}.md`;
  const area = `${b.area} hectares`;
  const yieldT = `${b.yieldT} tonnes`;
  blockFacts(b, file, { area, rows: `| Number of rows | ${b.rows} |`, yieldT, aspect: b.aspect.toLowerCase(), planted: `planted: ${b.planted}` });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['block', b.name], ['variety', b.variety], ['planted', b.planted], ['managed_by', b.lead]],
    title: `${b.name} — block sheet`,
    lead: [`${b.name} (${b.variety}) covers ${area}.`],
    sections: [{ heading: 'Details', rows: [['Surface', area], ['Number of rows', b.rows], ['Slope faces', b.aspect.toLowerCase()], ['Crop 2024', yieldT], ['Clones', L(k, ['777, 115', 'CW 200', '95, 96'])]] }],
    colA: 'Item', colB: 'Detail',
  }));
});
{
  const file = 'reports/vineyard-report-2024.md';
  const cb = blocks.find((b) => b.name === 'Chapel Bank');
  const ts = blocks.find((b) => b.name === 'Top Slope');
  blockFacts(cb, file, { variety: 'Pinot Meunier', area: 'three and a half acres', rows: '38 rows', planted: 'planted in 2021', yieldT: '4.2 tonnes', aspect: 'south-facing' });
  blockFacts(ts, file, { variety: 'Bacchus', area: '1.9 ha', rows: '76 rows', planted: 'planted in 2019', yieldT: '9.8 tonnes', aspect: 'south-west' });
  corpus.write(file, `# Vineyard report, 2024 season

Prepared by Sam Ashby for the partners' meeting, November 2024.

## The season
A wet, cool spring with frost on the night of 23 April (−2.1 °C at the weather station in Church Field). Flowering
was late and uneven; the summer was unremarkable and September dry. Across the estate we picked 172 tonnes, our
second-largest crop, against a ten-year average of about 150.

## The young blocks
Chapel Bank, our newest block, was planted in 2021 with Pinot Meunier on the south-facing slope below the chapel.
It covers three and a half acres in 38 rows and gave us its first proper crop this year: 4.2 tonnes. Dan Whitlock
looks after it and will keep it on a light crop for one more year.

Top Slope — 1.9 ha of Bacchus planted in 2019, 76 rows facing south-west at the top of the hill — yielded 9.8 tonnes,
a fine result for a block of its age. Tom Weller runs it with the seasonal team.

## Disease and spraying
Downy mildew pressure was high in July; fourteen sprays across the season, two more than in 2023.

## Next year
Replace the end posts in Dene Bottom; trial under-vine mowing in Long Acre; order 2,000 replacement vines.
`);
}

// ------------------------------------------------------------------ wines
// [name, code, style, vintage, abv, ml, bottles, £ cellar door, € export, blocks, layout]
const WINE_DEF = [
  ['Oastbrook Classic Cuvée 2019', 'OBC-19', 'sparkling', 2019, 12.0, 750, 9800, 34.0, 27.5, ['Church Field', 'Oast Meadow', 'Hop Garden'], 'spec'],
  ['Oastbrook Blanc de Blancs 2018', 'OBB-18', 'sparkling', 2018, 12.0, 750, 3200, 45.0, 36.0, ['Church Field', 'Chalk Bank'], 'spec'],
  ['Chalk Bank Chardonnay 2022', 'CBC-22', 'white', 2022, 12.5, 750, 2650, 26.0, null, ['Chalk Bank'], 'spec'],
  ['Oast Meadow Pinot Noir 2022', 'OMP-22', 'red', 2022, 12.5, 750, 1900, 29.0, 23.0, ['Oast Meadow'], 'spec'],
  ['Classic Cuvée Magnum 2017', 'OBC-17M', 'sparkling', 2017, 12.0, 1500, 400, 85.0, null, ['Church Field', 'Oast Meadow', 'Long Acre'], 'spec'],
  ['Windmill Hill Bacchus 2023', 'WHB-23', 'white', 2023, 11.5, 750, 6400, 18.5, 14.5, ['Windmill Hill'], 'json'],
  ['Rosé Brut NV', 'RBR-NV', 'sparkling', null, 12.0, 750, 5600, 31.0, 25.0, ['Long Acre', 'Pilgrims Piece'], 'json'],
  ['Pilgrims Rosé 2023', 'PGR-23', 'rosé', 2023, 11.5, 750, 4100, 17.5, 13.9, ['Pilgrims Piece', 'Long Acre'], 'json'],
  ['Kiln Field Chardonnay 2021', 'KFC-21', 'white', 2021, 12.0, 750, 3300, 24.0, null, ['Kiln Field'], 'json'],
  ['Ortega Late Harvest 2022', 'OLH-22', 'white', 2022, 10.5, 375, 1200, 22.0, 17.0, ['Cherry Orchard'], 'json'],
  ['Demi-Sec NV', 'DSC-NV', 'sparkling', null, 11.5, 750, 2200, 29.5, null, ['Hop Garden', 'Dene Bottom'], 'json'],
  ['Seyval Blanc 2023', 'SEY-23', 'white', 2023, 11.0, 750, 5200, 15.0, 11.9, ['Dene Bottom'], 'tsv'],
  ['Pinot Gris 2023', 'PGS-23', 'white', 2023, 12.0, 750, 2800, 21.0, 16.5, ['Barn Slope'], 'tsv'],
  ['Long Acre Red 2022', 'LAR-22', 'red', 2022, 12.0, 750, 2400, 23.0, null, ['Long Acre', 'Greensand Rise'], 'tsv'],
  ['Blanc de Noirs 2019', 'BDN-19', 'sparkling', 2019, 12.0, 750, 2900, 42.0, 33.5, ['Oast Meadow', 'Pilgrims Piece'], 'tsv'],
  ['Oastbrook Classic Cuvée 2020', 'OBC-20', 'sparkling', 2020, 12.0, 750, 11200, 35.0, 28.0, ['Church Field', 'Oast Meadow', 'Kiln Field'], 'tsv'],
  ['Greensand Rise Pinot Noir 2023', 'GRP-23', 'red', 2023, 12.5, 750, 1600, null, 21.9, ['Greensand Rise'], 'hr'],
  ['North Down Solaris 2023', 'NDS-23', 'white', 2023, 13.0, 750, 1100, null, 15.5, ['North Down'], 'hr'],
  ['Home Block Chardonnay 2023', 'HBC-23', 'white', 2023, 12.5, 750, 2000, null, 18.9, ['Home Block'], 'hr'],
  ['Oastbrook Rosé 2021 Magnum', 'ORM-21', 'sparkling', 2021, 12.0, 1500, 300, null, 64.0, ['Oast Meadow', 'Hop Garden'], 'hr'],
  ['Hop Pocket Pinot Meunier 2023', 'HPM-23', 'red', 2023, 11.5, 750, 900, 24.0, null, ['Hop Garden', 'Chapel Bank'], 'prose'],
  ['Late Disgorged 2015', 'LD-15', 'sparkling', 2015, 12.0, 750, 600, 65.0, 52.0, ['Church Field'], 'prose'],
];
const LUKA = ['Chalk Bank Chardonnay 2022', 'Oast Meadow Pinot Noir 2022', 'Windmill Hill Bacchus 2023', 'Pilgrims Rosé 2023', 'Ortega Late Harvest 2022', 'Seyval Blanc 2023', 'Pinot Gris 2023', 'Long Acre Red 2022', 'Greensand Rise Pinot Noir 2023', 'North Down Solaris 2023', 'Hop Pocket Pinot Meunier 2023'];
const wines = WINE_DEF.map(([name, code, style, vintage, abv, ml, bottles, gbpP, eurP, bl, layout]) => ({ name, code, style, vintage, abv, ml, bottles, gbp: gbpP, eur: eurP, blocks: bl, layout, wm: LUKA.includes(name) ? 'Luka Perić' : 'Eleanor Ashby' }));
const WN = Object.fromEntries(wines.map((w) => [w.name, w]));
function wineFacts(w, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(w.name, 'wine', attr, value, unit, stated, file);
  F('code', w.code, 'text', w.code);
  F('style', w.style, 'text', s.style);
  F('vintage', w.vintage, '', s.vintage ?? (w.vintage == null ? 'NV' : String(w.vintage)));
  F('abv', w.abv, '%', s.abv);
  F('bottle_ml', w.ml, 'ml', s.ml);
  F('bottles', w.bottles, '', s.bottles);
  F('price_gbp', w.gbp, 'GBP', s.gbp ?? '');
  if (s.eur !== undefined) F('price_eur', w.eur, 'EUR', s.eur);
  F('blocks', w.blocks, 'list', s.blocks ?? w.blocks[0]);
  F('winemaker', w.wm, 'person', w.wm);
}
const cl = (ml) => `${ml / 10}cl`;
const abvEn = (a) => `${a.toFixed(1)}% vol`;
wines.filter((w) => w.layout === 'spec').forEach((w, k) => {
  const file = `wines/tech-sheets/${w.code.toLowerCase()}.html`;
  const size = w.ml === 1500 ? 'Magnum (150cl)' : cl(w.ml);
  const style = { sparkling: 'Traditional-method sparkling', white: 'Still white', red: 'Still red', 'rosé': 'Still rosé' }[w.style];
  wineFacts(w, file, { style, abv: abvEn(w.abv), ml: size, bottles: group(w.bottles), gbp: gbp(w.gbp), blocks: joinAnd(w.blocks) });
  corpus.write(file, htmlTablePage({
    title: `${w.name} — technical sheet`,
    docTitle: w.name,
    crumbs: ['Oastbrook Vineyard', 'Wines', w.code],
    lead: [`${w.name} is made from ${joinAnd(w.blocks)}; ${group(w.bottles)} bottles were produced.`],
    sections: [
      { heading: 'The wine', rows: [['Wine code', w.code], ['Style', style], ['Vintage', w.vintage], ['Alcohol', abvEn(w.abv)], ['Bottle size', size]] },
      { heading: 'Production', rows: [['Blocks', joinAnd(w.blocks)], ['Bottles produced', group(w.bottles)], ['Winemaker', w.wm], ['Time on lees', w.style === 'sparkling' ? L(k, ['36 months', '48 months', '60 months']) : '—']] },
      { heading: 'Price', rows: [['Cellar door price', gbp(w.gbp)]] },
    ],
    colA: 'Item', colB: 'Detail',
    footer: 'Prices include VAT. Trade prices on request.',
  }));
});
{
  const file = 'wines/catalogue-2025.json';
  const recs = wines.filter((w) => w.layout === 'json').map((w, k) => {
    const vin = w.vintage == null ? 'NV' : w.vintage;
    wineFacts(w, file, { style: `"style": "${w.style}"`, vintage: w.vintage == null ? '"vintage": "NV"' : `"vintage": ${w.vintage}`, abv: `"abv_pct": ${w.abv}`, ml: `"volume_ml": ${w.ml}`, bottles: `"bottles_produced": ${w.bottles}`, gbp: `"cellar_door_gbp": ${w.gbp}`, blocks: `"${w.blocks[0]}"` });
    return {
      sku: w.code,
      wine: { title: w.name, style: w.style, vintage: vin, analysis: { abv_pct: w.abv, residual_sugar_gl: L(k, [4.5, 9, 2.1, 3, 38, 32]) } },
      packaging: { volume_ml: w.ml, closure: w.style === 'sparkling' ? 'cork and muselet' : 'screwcap' },
      production: { bottles_produced: w.bottles, winemaker: w.wm, sources: { blocks: w.blocks } },
      pricing: { cellar_door_gbp: w.gbp, currency: 'GBP' },
    };
  });
  corpus.write(file, JSON.stringify({ catalogue: { producer: 'Oastbrook Vineyard', year: 2025, wines: recs } }, null, 2) + '\n');
}
{
  const file = 'wines/stock-and-pricing.tsv';
  const rows = wines.filter((w) => w.layout === 'tsv').map((w) => {
    const style = w.style[0].toUpperCase() + w.style.slice(1);
    wineFacts(w, file, { style, abv: `${w.abv.toFixed(1)}%`, ml: cl(w.ml), bottles: `${group(w.bottles)} btl`, gbp: gbp(w.gbp), blocks: w.blocks.join(' + ') });
    return [w.code, w.name, style, w.vintage, `${w.abv.toFixed(1)}%`, cl(w.ml), `${group(w.bottles)} btl`, gbp(w.gbp), w.blocks.join(' + '), w.wm];
  });
  corpus.write(file, delimited(['Code', 'Wine', 'Type', 'Year', 'ABV', 'Size', 'Made', 'Shop price', 'Vineyard blocks', 'Made by'], rows, '\t'));
}
const HR_STYLE = { sparkling: 'pjenušavo vino', white: 'bijelo vino', red: 'crno vino', 'rosé': 'rosé' };
wines.filter((w) => w.layout === 'hr').forEach((w, k) => {
  const file = `kaptol-vina/degustacija/${w.code.toLowerCase()}.md`;
  const vol = w.ml === 1500 ? '1,5 l' : `${w.ml} ml`;
  const s = { style: `Vrsta: ${HR_STYLE[w.style]}`, abv: `Alkohol: ${dec(w.abv, 1)} %`, ml: `Zapremina: ${vol}`, bottles: `Proizvedeno boca: ${group(w.bottles).replace(',', '.')}`, eur: `Cijena: ${eurHr(w.eur)}`, blocks: `Vinogradi: ${w.blocks.join(', ')}`, vintage: `Berba: ${w.vintage}` };
  wineFacts(w, file, s);
  const notes = [
    'Boja rubina, miris višnje i šumskog voća, nježni tanini. Poslužiti na 14–16 °C.',
    'Svijetložuta boja, aroma bazge i zelene jabuke, svježa kiselina. Poslužiti na 8–10 °C.',
    'Zlatnožuta boja, note lješnjaka i limuna, kremasta tekstura. Poslužiti na 10–12 °C.',
    'Lososova boja, sitni mjehurići, jagoda i brioš. Poslužiti na 6–8 °C.',
  ];
  corpus.write(file, mdBulletsNote({
    title: `Bilješke s degustacije — ${w.name}`,
    lead: [`Kaptol Vina d.o.o., Zagreb — uvoz vina iz Engleske. Vino ${w.name} dolazi iz vinarije Oastbrook (Kent).`],
    sections: [
      { heading: 'Osnovni podaci', rows: [['Naziv', w.name], ['Šifra', w.code], ['Vrsta', HR_STYLE[w.style]], ['Berba', w.vintage], ['Alkohol', `${dec(w.abv, 1)} %`], ['Zapremina', vol], ['Proizvedeno boca', group(w.bottles).replace(',', '.')], ['Vinogradi', w.blocks.join(', ')], ['Enolog', w.wm], ['Cijena', eurHr(w.eur)]] },
      { heading: 'Degustacija', rows: [['Opis', notes[k % notes.length]], ['Ocjena', `${L(k, [88, 90, 87, 91])}/100`]] },
    ],
    footer: 'Cijena za ugostitelje, bez PDV-a, franko skladište Zagreb.',
  }));
});
{
  const file = 'email/2025-03-12-spring-newsletter.eml';
  const hp = WN['Hop Pocket Pinot Meunier 2023'];
  const ld = WN['Late Disgorged 2015'];
  wineFacts(hp, file, { style: 'still red', abv: '11.5%', ml: '75cl', bottles: 'nine hundred bottles', gbp: '£24', blocks: 'Hop Garden', vintage: '2023' });
  wineFacts(ld, file, { style: 'sparkling', abv: '12%', ml: '75cl', bottles: 'just 600 bottles', gbp: '£65', blocks: 'Church Field', vintage: 'Late Disgorged 2015' });
  corpus.write(file, `From: Oastbrook Vineyard <news@oastbrookvineyard.co.uk>
To: friends@oastbrookvineyard.co.uk
Date: Wed, 12 Mar 2025 09:00:00 +0000
Subject: Spring at Oastbrook: two new releases

Dear friends,

Spring is here and the cellar door reopens on Friday 4 April.

Two new wines this spring. The first is our first still red from Pinot Meunier: Hop Pocket Pinot Meunier 2023
(code HPM-23), a light, juicy still red at 11.5% that Luka Perić made from the Hop Garden and Chapel Bank blocks. We made
nine hundred bottles (75cl) and it is £24 at the cellar door.

The second is a treat for the patient: Late Disgorged 2015 (LD-15), Eleanor Ashby's sparkling wine from the
Church Field Chardonnay that spent nine years on its lees before disgorging in January. 12% alcohol, just 600 bottles of 75cl,
£65 a bottle at the cellar door — and our friends at Kaptol Vina in Zagreb have taken a few cases too.

Tours run every Saturday at 11:00 and 14:30 from April to October (£20 a head including three wines).

Cheers,
Eleanor, Sam and Harriet
`);
}
{
  // the Croatian export price list: a PREAMBLE, SEMICOLONS and DECIMAL COMMAS; facts of the wine in a second file
  const file = 'kaptol-vina/cjenik-2025.csv';
  const xs = wines.filter((w) => w.eur != null && w.layout !== 'hr');
  const rows = xs.map((w) => {
    corpus.also(w.name, 'wine', 'price_eur', w.eur, 'EUR', dec(w.eur), file);
    return [w.code, w.name, w.vintage ?? 'n/a', HR_STYLE[w.style], dec(w.abv, 1), dec(w.ml / 1000, 3), dec(w.eur), w.eur >= 30 ? '6' : '12'];
  });
  const head = 'Kaptol Vina d.o.o.;Ilica 112;10000 Zagreb\nCjenik za ugostitelje i vinoteke 2025 (EUR, bez PDV-a);vrijedi od 1. 3. 2025.\nDobavljač: Oastbrook Vineyard, Lenham, Kent (UK)\n\n';
  corpus.write(file, head + delimited(['Šifra', 'Naziv', 'Berba', 'Vrsta', 'Alkohol (%)', 'Zapremina (l)', 'Cijena (EUR)', 'Boca u kutiji'], rows, ';'));
}

// ------------------------------------------------------------------ trade customers
// [name, account, country, type, orders per year, credit days, main wine, layout]
const CUST_DEF = [
  ['The Pilgrims Table', 'OB-T-1004', 'United Kingdom', 'restaurant', 14, 30, 'Oastbrook Classic Cuvée 2019', 'csv'],
  ['Canterbury Cellars', 'OB-T-1007', 'United Kingdom', 'wine shop', 9, 30, 'Windmill Hill Bacchus 2023', 'csv'],
  ['Hotel Medway', 'OB-T-1011', 'United Kingdom', 'hotel', 12, 45, 'Rosé Brut NV', 'csv'],
  ['The Oyster Shed', 'OB-T-1015', 'United Kingdom', 'restaurant', 18, 14, 'Oastbrook Blanc de Blancs 2018', 'csv'],
  ['Faversham Wine Co', 'OB-T-1018', 'United Kingdom', 'wine shop', 6, 30, 'Seyval Blanc 2023', 'csv'],
  ['The Hop Kiln Bistro', 'OB-T-1022', 'United Kingdom', 'restaurant', 10, 30, 'Pilgrims Rosé 2023', 'csv'],
  ['Lenham Grange Hotel', 'OB-T-1026', 'United Kingdom', 'hotel', 8, 60, 'Oastbrook Classic Cuvée 2020', 'csv'],
  ['Borough Vintners', 'OB-T-1029', 'United Kingdom', 'wine shop', 11, 30, 'Blanc de Noirs 2019', 'csv'],
  ['The Downs Kitchen', 'OB-T-1033', 'United Kingdom', 'restaurant', 7, 14, 'Chalk Bank Chardonnay 2022', 'csv'],
  ['The Pantiles Hotel', 'OB-T-1036', 'United Kingdom', 'hotel', 5, 45, 'Oast Meadow Pinot Noir 2022', 'csv'],
  ['Whitstable Bottle Shop', 'OB-T-1040', 'United Kingdom', 'wine shop', 13, 30, 'Oastbrook Classic Cuvée 2019', 'csv'],
  ['Greenwich Wine Rooms', 'OB-T-1043', 'United Kingdom', 'restaurant', 9, 30, 'Pinot Gris 2023', 'csv'],
  ['The Sevenoaks Arms', 'OB-T-1045', 'United Kingdom', 'restaurant', 16, 30, 'Windmill Hill Bacchus 2023', 'yaml'],
  ['Rye Harbour Hotel', 'OB-T-1048', 'United Kingdom', 'hotel', 10, 45, 'Rosé Brut NV', 'yaml'],
  ['Cellar 53', 'OB-T-1052', 'United Kingdom', 'wine shop', 20, 30, 'Oastbrook Blanc de Blancs 2018', 'yaml'],
  ['Vinhuset Aarhus', 'OB-E-2014', 'Denmark', 'wine shop', 4, 60, 'Oastbrook Classic Cuvée 2020', 'yaml'],
  ['De Wijnkelder Utrecht', 'OB-E-2003', 'Netherlands', 'wine shop', 6, 60, 'Oastbrook Classic Cuvée 2019', 'eu'],
  ['Hotel Keizersgracht', 'OB-E-2005', 'Netherlands', 'hotel', 4, 45, 'Rosé Brut NV', 'eu'],
  ['Brugse Wijnhandel', 'OB-E-2008', 'Belgium', 'wine shop', 5, 60, 'Blanc de Noirs 2019', 'eu'],
  ['Restaurant Zeebries', 'OB-E-2010', 'Belgium', 'restaurant', 3, 30, 'Windmill Hill Bacchus 2023', 'eu'],
  ['Weinhaus Brandt', 'OB-E-2017', 'Germany', 'importer', 3, 90, 'Oastbrook Classic Cuvée 2020', 'eu'],
  ['Nordic Grape Import AB', 'OB-E-2021', 'Sweden', 'importer', 2, 90, null, 'eu'],
  ['The Liffey Room', 'OB-E-2024', 'Ireland', 'restaurant', 5, 30, 'Pilgrims Rosé 2023', 'eu'],
  ['Vinoteka Trnovo', 'OB-E-2027', 'Slovenia', 'wine shop', 4, 45, 'Pinot Gris 2023', 'eu'],
  ['Hotel Bryggen Bergen', 'OB-E-2030', 'Norway', 'hotel', 2, 60, null, 'eu'],
  ['Kaptol Vina d.o.o.', 'HR-3001', 'Croatia', 'importer', 6, 60, 'Oastbrook Classic Cuvée 2019', 'hr'],
  ['Restoran Lanterna', 'HR-3004', 'Croatia', 'restaurant', 9, 30, 'Greensand Rise Pinot Noir 2023', 'hr'],
  ['Vinoteka Kamenita', 'HR-3007', 'Croatia', 'wine shop', 8, 45, 'Windmill Hill Bacchus 2023', 'hr'],
  ['Hotel Riva Split', 'HR-3009', 'Croatia', 'hotel', 5, 60, 'Oastbrook Rosé 2021 Magnum', 'hr'],
  ['Konoba Maslina', 'HR-3012', 'Croatia', 'restaurant', 7, 30, 'North Down Solaris 2023', 'hr'],
  ['Vinoteka Stari Grad', 'HR-3015', 'Croatia', 'wine shop', 4, 45, 'Home Block Chardonnay 2023', 'hr'],
  ['Hotel Opatija Palace', 'HR-3018', 'Croatia', 'hotel', 6, 60, 'Rosé Brut NV', 'hr'],
  ['The Bell at Hollingbourne', 'OB-T-1058', 'United Kingdom', 'restaurant', 8, 30, 'Hop Pocket Pinot Meunier 2023', 'minutes'],
  ['Maidstone Wine Vaults', 'OB-T-1061', 'United Kingdom', 'wine shop', 12, 14, 'Oastbrook Classic Cuvée 2020', 'minutes'],
  ['Restoran Zlatna Školjka', 'HR-3021', 'Croatia', 'restaurant', 10, 30, 'Pilgrims Rosé 2023', 'hrmail'],
  ['Vinoteka Vrh', 'HR-3024', 'Croatia', 'wine shop', 5, 45, 'Oastbrook Blanc de Blancs 2018', 'hrmail'],
];
const CITY = {
  'The Pilgrims Table': 'Canterbury', 'Canterbury Cellars': 'Canterbury', 'Hotel Medway': 'Rochester', 'The Oyster Shed': 'Whitstable', 'Faversham Wine Co': 'Faversham',
  'The Hop Kiln Bistro': 'Maidstone', 'Lenham Grange Hotel': 'Lenham', 'Borough Vintners': 'London', 'The Downs Kitchen': 'Ashford', 'The Pantiles Hotel': 'Tunbridge Wells',
  'Whitstable Bottle Shop': 'Whitstable', 'Greenwich Wine Rooms': 'London', 'The Sevenoaks Arms': 'Sevenoaks', 'Rye Harbour Hotel': 'Rye', 'Cellar 53': 'London',
  'Vinhuset Aarhus': 'Aarhus', 'De Wijnkelder Utrecht': 'Utrecht', 'Hotel Keizersgracht': 'Amsterdam', 'Brugse Wijnhandel': 'Bruges', 'Restaurant Zeebries': 'Ostend',
  'Weinhaus Brandt': 'Hamburg', 'Nordic Grape Import AB': 'Gothenburg', 'The Liffey Room': 'Dublin', 'Vinoteka Trnovo': 'Ljubljana', 'Hotel Bryggen Bergen': 'Bergen',
  'Kaptol Vina d.o.o.': 'Zagreb', 'Restoran Lanterna': 'Zagreb', 'Vinoteka Kamenita': 'Zagreb', 'Hotel Riva Split': 'Split', 'Konoba Maslina': 'Hvar',
  'Vinoteka Stari Grad': 'Dubrovnik', 'Hotel Opatija Palace': 'Opatija', 'The Bell at Hollingbourne': 'Hollingbourne', 'Maidstone Wine Vaults': 'Maidstone',
  'Restoran Zlatna Školjka': 'Rovinj', 'Vinoteka Vrh': 'Zagreb',
};
const customers = CUST_DEF.map(([name, account, country, type, orders, credit, main, layout]) => ({ name, account, country, type, orders, credit, main, layout, city: CITY[name] }));
function custFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'customer', attr, value, unit, stated, file);
  F('account', c.account, 'text', c.account);
  F('country', c.country, 'place', s.country ?? c.country);
  F('city', c.city, 'place', s.city ?? c.city);
  F('type', c.type, 'text', s.type ?? c.type);
  F('orders_per_year', c.orders, '', s.orders);
  F('credit_days', c.credit, 'days', s.credit);
  F('main_wine', c.main, 'text', c.main ?? '');
}
{
  const file = 'sales/uk-trade-accounts.csv';
  const rows = customers.filter((c) => c.layout === 'csv').map((c) => {
    custFacts(c, file, { country: 'UK', type: c.type, orders: '', credit: '' });
    return [c.account, c.name, c.city, 'UK', c.type, c.orders, c.credit, c.main];
  });
  corpus.write(file, delimited(['Account no', 'Customer', 'Town', 'Country', 'Type', 'Orders per year', 'Credit terms (days)', 'Main wine'], rows));
}
customers.filter((c) => c.layout === 'yaml').forEach((c, k) => {
  const file = `sales/accounts/${slug(c.name)}.md`;
  const credit = `net ${c.credit} days`;
  custFacts(c, file, { orders: `| Orders a year | ${c.orders} |`, credit, type: c.type });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['account', c.account], ['customer', c.name], ['town', c.city], ['country', c.country], ['segment', c.type]],
    title: `${c.name} — trade account`,
    lead: [`${c.name} orders about ${c.orders} times a year, mostly the ${c.main}.`],
    sections: [{ heading: 'Terms', rows: [['Customer type', c.type], ['Orders a year', c.orders], ['Payment terms', credit], ['Usual wine', c.main], ['Delivery', L(k, ['our van, Thursdays', 'pallet carrier', 'our van, Tuesdays', 'courier (DPD), 2 cases minimum'])]] }],
    colA: 'Term', colB: 'Value',
  }));
});
{
  const file = 'sales/eu-accounts-export.csv';
  const rows = customers.filter((c) => c.layout === 'eu').map((c) => {
    custFacts(c, file, { orders: '', credit: '', type: c.type });
    return [c.account, c.name, c.city, c.country, c.type, c.orders, c.credit, c.main ?? 'n/a', c.country === 'Norway' || c.country === 'Sweden' ? 'DAP' : 'EXW'];
  });
  const head = 'Oastbrook Vineyard LLP - export customers\nReport run: 01/04/2025 08:12;User: HAshby\nCurrency: EUR;Incoterms per account\n\n';
  corpus.write(file, head + delimited(['Account', 'Customer name', 'City', 'Country', 'Segment', 'Orders/yr', 'Payment terms (days)', 'Main wine', 'Incoterm'], rows, ';'));
}
const HR_TYPE = { restaurant: 'restoran', 'wine shop': 'vinoteka', importer: 'uvoznik', hotel: 'hotel' };
{
  const file = 'kaptol-vina/kupci-hrvatska.html';
  const xs = customers.filter((c) => c.layout === 'hr');
  const sections = xs.map((c) => {
    const s = { country: 'Hrvatska', type: HR_TYPE[c.type], orders: `<td>${c.orders}</td>`, credit: `${c.credit} dana` };
    custFacts(c, file, s);
    return { heading: c.name, rows: [['Broj kupca', c.account], ['Grad', c.city], ['Država', 'Hrvatska'], ['Vrsta', HR_TYPE[c.type]], ['Narudžbi godišnje', c.orders], ['Rok plaćanja', `${c.credit} dana`], ['Glavno vino', c.main]] };
  });
  corpus.write(file, htmlTablePage({
    title: 'Kupci u Hrvatskoj — vina Oastbrook',
    crumbs: ['Kaptol Vina d.o.o.', 'Kupci'],
    lead: ['Popis kupaca u Hrvatskoj koji kupuju vina iz vinarije Oastbrook (Kent, Engleska). Kaptol Vina d.o.o. je uvoznik; ostali kupci imaju vlastiti račun kod vinarije.'],
    sections,
    colA: 'Polje', colB: 'Vrijednost',
    footer: 'Ažurirano: 15. 3. 2025.',
  }).replace('<html lang="en">', '<html lang="hr">'));
}
{
  const file = 'minutes/2025-01-28-sales-meeting.md';
  const bell = customers.find((c) => c.name === 'The Bell at Hollingbourne');
  const mwv = customers.find((c) => c.name === 'Maidstone Wine Vaults');
  custFacts(bell, file, { orders: 'eight times a year', credit: '30 days', type: 'gastropub restaurant', country: '', city: 'Hollingbourne' });
  custFacts(mwv, file, { orders: 'every month', credit: '14 days', type: 'wine shop', country: '', city: 'Maidstone' });
  corpus.write(file, `# Sales meeting — 28 January 2025

Present: Harriet Ashby (chair), Eleanor Ashby, Molly Fenn. Apologies: Sam Ashby (pruning).

1. January cellar door takings were down 8 % on last year; the shop was closed for two weeks for the refit.

2. New trade accounts. The Bell at Hollingbourne (account OB-T-1058), a gastropub restaurant a few miles up the
   road, has opened an account on 30 days' credit. They expect to order eight times a year and will mainly pour
   the Hop Pocket Pinot Meunier 2023 by the glass. Maidstone Wine Vaults (OB-T-1061), a wine shop in the town
   centre, will order every month on 14 days' terms; their main wine will be the Oastbrook Classic Cuvée 2020.

3. Export. Kaptol Vina want a second pallet before Easter; Luka Perić to prepare Croatian back labels.

4. Price rise of 5 % on still wines from 1 April agreed; sparkling unchanged.

Next meeting: 25 February.
`);
}
{
  const file = 'kaptol-vina/email-2025-02-10-novi-kupci.eml';
  const zs = customers.find((c) => c.name === 'Restoran Zlatna Školjka');
  const vv = customers.find((c) => c.name === 'Vinoteka Vrh');
  custFacts(zs, file, { orders: 'deset puta godišnje', credit: 'rok plaćanja je 30 dana', type: 'restoran', country: 'Hrvatskoj', city: 'Rovinja' });
  custFacts(vv, file, { orders: 'pet puta godišnje', credit: 'rok plaćanja 45 dana', type: 'vinoteka', country: 'Hrvatskoj', city: 'Zagrebu' });
  corpus.write(file, `From: Ivana Šimić <ivana.simic@kaptolvina.hr>
To: Harriet Ashby <harriet@oastbrookvineyard.co.uk>
Cc: Luka Perić <luka@oastbrookvineyard.co.uk>
Date: Mon, 10 Feb 2025 11:47:03 +0100
Subject: Novi kupci u Hrvatskoj

Poštovana gospođo Ashby,

javljam Vam dva nova kupca u Hrvatskoj koji će imati vlastiti račun kod Vas.

Restoran Zlatna Školjka iz Rovinja (broj kupca HR-3021) je restoran na rivi; naručivat će deset puta godišnje,
uglavnom Pilgrims Rosé 2023, a rok plaćanja je 30 dana.

Vinoteka Vrh (HR-3024) je mala vinoteka na Gornjem gradu u Zagrebu. Naručivat će pet puta godišnje,
rok plaćanja 45 dana; glavno vino je Oastbrook Blanc de Blancs 2018.

Molim potvrdu da možete otvoriti račune do kraja veljače.

Srdačan pozdrav,
Ivana Šimić
Kaptol Vina d.o.o., Ilica 112, Zagreb
`);
}
// WIDE tables: cases shipped per month in 2024 (blank before an account's first order)
const MKEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const HR_MON = ['sij', 'velj', 'ožu', 'tra', 'svi', 'lip', 'srp', 'kol', 'ruj', 'lis', 'stu', 'pro'];
for (const c of customers) {
  c.cases = {};
  if (c.layout === 'minutes' || c.layout === 'hrmail') continue;
  const first = r.chance(0.2) ? r.int(2, 7) : 0;
  const base = c.type === 'importer' ? 30 : c.type === 'hotel' ? 6 : c.type === 'wine shop' ? 5 : 4;
  MKEYS.forEach((m, i) => {
    if (i < first) return;
    const seasonal = [5, 6, 7, 11].includes(i) ? 2 : 1;
    const skip = c.orders < 6 ? r.chance(0.55) : r.chance(0.15);
    c.cases[m] = skip ? 0 : r.int(1, base) * seasonal + (c.type === 'importer' && i === 10 ? 40 : 0);
  });
}
{
  const file = 'sales/cases-shipped-2024.csv';
  const rows = customers.filter((c) => ['csv', 'yaml', 'eu'].includes(c.layout)).map((c) => {
    MKEYS.forEach((m) => c.cases[m] != null && corpus.also(c.name, 'customer', `cases_2024_${m}`, c.cases[m], 'cases', String(c.cases[m]), file));
    return [c.account, c.name, ...MKEYS.map((m) => c.cases[m] ?? '')];
  });
  corpus.write(file, delimited(['Account', 'Customer', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'], rows));
}
{
  const file = 'kaptol-vina/isporuke-2024.md';
  const out = ['# Isporuke 2024. — kutije po mjesecima', '', 'Broj kutija (6 ili 12 boca) isporučenih kupcima u Hrvatskoj, po mjesecima 2024.; – = još nije bio kupac.', '',
    `| Kupac | ${HR_MON.join(' | ')} |`, `|---|${HR_MON.map(() => '---').join('|')}|`];
  customers.filter((c) => c.layout === 'hr').forEach((c) => {
    MKEYS.forEach((m) => c.cases[m] != null && corpus.also(c.name, 'customer', `cases_2024_${m}`, c.cases[m], 'cases', String(c.cases[m]), file));
    out.push(`| ${c.name} | ${MKEYS.map((m) => c.cases[m] ?? '–').join(' | ')} |`);
  });
  out.push('', 'Studeni: predbožićna narudžba za hotele i restorane.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ suppliers
// [name, country, supplies, lead days, discount %, layout]
const SUP_DEF = [
  ['Bernardi Presse S.r.l.', 'Italy', 'Presses', 90, 3, 'infobox'],
  ['Kessler Tankbau GmbH', 'Germany', 'Tanks', 120, 5, 'infobox'],
  ['Weald Tractors Ltd', 'United Kingdom', 'Tractors', 21, 2.5, 'infobox'],
  ['Linea Rossi S.r.l.', 'Italy', 'Bottling lines', 150, 4, 'infobox'],
  ['Kent Glass & Closures Ltd', 'United Kingdom', 'Bottles', 28, 7.5, 'txt'],
  ['Corticeira Alentejo Lda', 'Portugal', 'Corks', 35, 6, 'txt'],
  ['Ashford Print & Label', 'United Kingdom', 'Labels', 14, 0, 'txt'],
  ['Levures Champenoises SARL', 'France', 'Yeast', 10, 0, 'txt'],
  ['Weiler Rebschule', 'Germany', 'Vines', 180, 10, 'json'],
  ['Greenwire Trellis Supplies', 'United Kingdom', 'Trellis wire', 7, 5, 'json'],
  ['Slavonski Hrast d.o.o.', 'Croatia', 'Oak barrels', 60, 8, 'hr'],
  ['Inox Zagorje d.o.o.', 'Croatia', 'Tanks', 75, 6, 'hr'],
  ['Capsulerie de Reims', 'France', 'Foils and muselets', 42, 5, 'mail'],
  ['Medway Cartons Ltd', 'United Kingdom', 'Cartons', 12, 3.5, 'mail'],
];
const suppliers = SUP_DEF.map(([name, country, supplies, lead, disc, layout]) => ({ name, country, supplies, lead, disc, layout }));
function supFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'supplier', attr, value, unit, stated, file);
  F('country', x.country, 'place', s.country ?? x.country);
  F('supplies', x.supplies, 'text', s.supplies ?? x.supplies);
  F('lead_days', x.lead, 'days', s.lead);
  F('discount_pct', x.disc, '%', s.disc);
}
suppliers.filter((x) => x.layout === 'infobox').forEach((x, k) => {
  const file = `suppliers/${slug(x.name)}.html`;
  const lead = `${x.lead} days`;
  const disc = `${x.disc}%`;
  supFacts(x, file, { lead, disc });
  corpus.write(file, htmlInfoboxPage({
    title: x.name,
    sections: [{ heading: 'Supplier', rows: [['Country', x.country], ['Supplies', x.supplies], ['Lead time', lead], ['Trade discount', disc], ['Account since', L(k, [2012, 2012, 2014, 2016])]] }],
    lead: [`${x.name} supplies our ${x.supplies.toLowerCase()}; allow ${lead} from order to delivery.`],
    footer: 'Oastbrook Vineyard — purchasing',
  }));
});
suppliers.filter((x) => x.layout === 'txt').forEach((x, k) => {
  const file = `suppliers/${slug(x.name)}.txt`;
  const lead = x.lead % 7 === 0 && x.lead >= 14 ? `${x.lead / 7} weeks` : `${x.lead} days`;
  const disc = x.disc ? `${x.disc}% on orders over £1,000` : 'none';
  supFacts(x, file, { lead: `Delivery lead time: ${lead}`, disc: `Discount: ${disc}`, supplies: `Products: ${x.supplies}`, country: `Based in: ${x.country}` });
  corpus.write(file, txtProfile({
    txtHeader: `SUPPLIER — ${x.name.toUpperCase()}`,
    sections: [{ rows: [['Name', x.name], ['Based in', x.country], ['Products', x.supplies], ['Delivery lead time', lead], ['Discount', disc], ['Contact', `${L(k, ['orders', 'sales', 'hello', 'commandes'])}@${slug(x.name).split('-').slice(0, 2).join('')}.example`]] }],
    lead: [`${L(k, ['Reliable; book the spring bottle delivery by January.', 'Natural cork for the sparkling wines; technical corks for still wines.', 'Label proofs in two working days.', 'Yeast for the tirage and the still wines.'])}`],
  }));
});
{
  const file = 'suppliers/purchasing-2025.json';
  const recs = suppliers.filter((x) => x.layout === 'json').map((x) => {
    supFacts(x, file, { lead: `"lead_time_days": ${x.lead}`, disc: `"discount_pct": ${x.disc}`, supplies: `"category": "${x.supplies}"`, country: `"country": "${x.country}"` });
    return { supplier: { name: x.name, address: { country: x.country } }, terms: { lead_time_days: x.lead, discount_pct: x.disc, payment: '30 days' }, catalogue: { category: x.supplies } };
  });
  corpus.write(file, JSON.stringify({ purchasing: { year: 2025, approved_suppliers: recs } }, null, 2) + '\n');
}
{
  const file = 'kaptol-vina/dobavljaci-hrvatska.html';
  const HR_SUP = { 'Oak barrels': 'hrastove bačve (slavonski hrast, 225 l i 500 l)', Tanks: 'spremnici od nehrđajućeg čelika (inox)' };
  const sections = suppliers.filter((x) => x.layout === 'hr').map((x) => {
    const s = { country: 'Hrvatska', supplies: HR_SUP[x.supplies], lead: `${x.lead} dana`, disc: `${x.disc} %` };
    supFacts(x, file, s);
    return { heading: x.name, rows: [['Naziv', x.name], ['Država', 'Hrvatska'], ['Isporučuje', HR_SUP[x.supplies]], ['Rok isporuke', s.lead], ['Popust', s.disc]] };
  });
  corpus.write(file, htmlDlPage({
    title: 'Hrvatski dobavljači vinarije Oastbrook',
    site: 'Kaptol Vina d.o.o. — nabava za Oastbrook Vineyard',
    lead: ['Dobavljači iz Hrvatske s kojima surađuje vinarija Oastbrook; narudžbe idu preko Kaptol Vina d.o.o.'],
    sections,
    footer: 'Cijene franko Zagreb; prijevoz do Kenta zajedno s povratnim kamionom.',
  }).replace('<html lang="en">', '<html lang="hr">'));
}
{
  const file = 'email/2025-01-15-packaging-suppliers.eml';
  const cr = suppliers.find((x) => x.name === 'Capsulerie de Reims');
  const mc = suppliers.find((x) => x.name === 'Medway Cartons Ltd');
  supFacts(cr, file, { lead: 'six weeks', disc: '5%', supplies: 'Foils and muselets', country: 'France' });
  supFacts(mc, file, { lead: 'twelve days', disc: '3.5%', supplies: 'cartons', country: 'Maidstone' });
  corpus.write(file, `From: Eleanor Ashby <eleanor@oastbrookvineyard.co.uk>
To: Sam Ashby <sam@oastbrookvineyard.co.uk>, Harriet Ashby <harriet@oastbrookvineyard.co.uk>
Date: Wed, 15 Jan 2025 20:14:51 +0000
Subject: Packaging for the 2025 disgorging

Both,

Two new packaging suppliers for this year, so you know who they are when the invoices come in.

Foils and muselets now come from Capsulerie de Reims in France. They need six weeks from order to delivery, so the
order for the spring disgorging has to go in by the end of this month; they give us 5% off as WineGB members.

Cartons: Medway Cartons Ltd in Maidstone (so United Kingdom, no customs) deliver in twelve days and give 3.5% off
orders of more than 500 cartons.

E.
`);
}

// ------------------------------------------------------------------ equipment
// [code, kind, model, capacity, capacity unit, bought, cost £, supplier, layout]
const EQ_DEF = [
  ['PR-01', 'press', 'Bernardi PN 22 pneumatic press', 2200, 'L', '2012-08-20', 38500, 'Bernardi Presse S.r.l.', 'spec'],
  ['TK-01', 'tank', 'Kessler 5000 L stainless tank', 5000, 'L', '2012-07-02', 9800, 'Kessler Tankbau GmbH', 'spec'],
  ['BL-01', 'bottling line', 'Linea Rossi Mini 6-head filler', null, null, '2016-05-12', 62000, 'Linea Rossi S.r.l.', 'spec'],
  ['TR-01', 'tractor', 'Weald narrow vineyard tractor 75 hp', null, null, '2014-03-03', 27500, 'Weald Tractors Ltd', 'spec'],
  ['TK-02', 'tank', 'Kessler 5000 L stainless tank', 5000, 'L', '2013-06-18', 10200, 'Kessler Tankbau GmbH', 'json'],
  ['TK-03', 'tank', 'Kessler 2500 L variable-capacity tank', 2500, 'L', '2015-08-04', 6900, 'Kessler Tankbau GmbH', 'json'],
  ['TK-04', 'tank', 'Kessler 10000 L jacketed tank', 10000, 'L', '2018-07-23', 18400, 'Kessler Tankbau GmbH', 'json'],
  ['PR-02', 'press', 'Bernardi PN 40 pneumatic press', 4000, 'L', '2019-08-12', 56000, 'Bernardi Presse S.r.l.', 'json'],
  ['TR-02', 'tractor', 'Weald straddle tractor', null, null, '2019-02-25', 41000, 'Weald Tractors Ltd', 'json'],
  ['TK-05', 'tank', 'Inox Zagorje 1000 L tank', 1000, 'L', '2020-06-29', 3100, 'Inox Zagorje d.o.o.', 'json'],
  ['TK-06', 'tank', 'Kessler 1,200 gal tank', 1200, 'gal', '2016-07-11', 11300, 'Kessler Tankbau GmbH', 'tsv'],
  ['TK-07', 'tank', 'Inox Zagorje 600 gal tank', 600, 'gal', '2021-08-16', 5400, 'Inox Zagorje d.o.o.', 'tsv'],
  ['TK-08', 'tank', 'Inox Zagorje 2,000 gal tank', 2000, 'gal', '2022-07-04', 16800, 'Inox Zagorje d.o.o.', 'tsv'],
  ['TR-03', 'tractor', 'Weald compact tractor with sprayer', null, null, '2022-03-14', 33500, 'Weald Tractors Ltd', 'tsv'],
  ['BL-02', 'bottling line', 'Linea Rossi disgorging and corking line', null, null, '2023-04-17', 48500, 'Linea Rossi S.r.l.', 'tsv'],
  ['PR-03', 'press', 'Bernardi basket press', 1000, 'L', '2023-09-01', 11000, 'Bernardi Presse S.r.l.', 'prose'],
  ['TK-09', 'tank', 'Inox Zagorje 700 gal tank', 700, 'gal', '2024-08-01', 7200, 'Inox Zagorje d.o.o.', 'prose'],
  ['TK-10', 'tank', 'Kessler 3000 L tank', 3000, 'L', '2024-08-01', 8900, 'Kessler Tankbau GmbH', 'prose'],
];
const equipment = EQ_DEF.map(([code, kind, model, cap, unit, bought, cost, supplier, layout]) => ({
  code, kind, model, cap, unit, bought, cost, supplier, layout, litres: cap == null ? null : unit === 'gal' ? r4(cap * GAL) : cap,
}));
function eqFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.code, 'equipment', attr, value, unit, stated, file);
  F('kind', x.kind, 'text', s.kind ?? x.kind);
  F('model', x.model, 'text', s.model ?? x.model);
  F('capacity', x.litres, 'L', x.cap == null ? '' : s.cap);
  F('bought', x.bought, 'date', s.bought);
  F('cost', x.cost, 'GBP', s.cost);
  F('supplier', x.supplier, 'text', x.supplier);
}
equipment.filter((x) => x.layout === 'spec').forEach((x) => {
  const file = `winery/equipment/${x.code.toLowerCase()}.html`;
  const bought = fmtDate(x.bought, 'us');
  const cap = x.cap == null ? '—' : `${group(x.cap)} litres`;
  eqFacts(x, file, { kind: x.kind === 'bottling line' ? 'Bottling line' : x.kind[0].toUpperCase() + x.kind.slice(1), cap, bought, cost: gbp0(x.cost) });
  corpus.write(file, htmlTablePage({
    title: `${x.code} — ${x.model}`,
    crumbs: ['Winery', 'Equipment', x.code],
    lead: [`${x.code} was bought from ${x.supplier} on ${bought} for ${gbp0(x.cost)}.`],
    sections: [
      { heading: 'Asset', rows: [['Asset code', x.code], ['Type', x.kind === 'bottling line' ? 'Bottling line' : x.kind[0].toUpperCase() + x.kind.slice(1)], ['Model', x.model], ['Capacity', cap]] },
      { heading: 'Purchase', rows: [['Supplier', x.supplier], ['Purchased', bought], ['Cost', gbp0(x.cost)]] },
    ],
    colA: 'Field', colB: 'Value',
  }));
});
{
  const file = 'winery/asset-register.json';
  const recs = equipment.filter((x) => x.layout === 'json').map((x) => {
    eqFacts(x, file, { kind: `"kind": "${x.kind}"`, cap: `"capacity_l": ${x.cap}`, bought: x.bought, cost: `"cost_gbp": ${x.cost}` });
    return { asset: x.code, kind: x.kind, description: x.model, capacity_l: x.cap, purchased: x.bought, cost_gbp: x.cost, supplier: x.supplier };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'winery/cellar-kit-imperial.tsv';
  const rows = equipment.filter((x) => x.layout === 'tsv').map((x) => {
    const cap = x.cap == null ? 'n/a' : `${group(x.cap)} gal`;
    const bought = fmtDate(x.bought, 'dotted');
    eqFacts(x, file, { cap, bought, cost: `£${group(x.cost, 2)}` });
    return [x.code, x.kind, x.model, cap, bought, `£${group(x.cost, 2)}`, x.supplier];
  });
  corpus.write(file, '# Capacities in imperial gallons (1 gal = 4.546 litres)\n' + delimited(['Asset', 'Kind', 'Model', 'Capacity', 'Bought', 'Price', 'Supplier'], rows, '\t'));
}
{
  const file = 'winery/cellar-diary-2023-2024.md';
  const [p3, t9, t10] = ['PR-03', 'TK-09', 'TK-10'].map((c) => equipment.find((x) => x.code === c));
  eqFacts(p3, file, { kind: 'basket press', cap: '1,000-litre', bought: '1 September 2023', cost: 'eleven thousand pounds', model: 'Bernardi basket press' });
  eqFacts(t9, file, { kind: 'tank', cap: '700-gallon', bought: 'August 2024', cost: '£7,200', model: '' });
  eqFacts(t10, file, { kind: 'tank', cap: '3,000 litres', bought: 'August 2024', cost: '£8,900', model: '' });
  corpus.write(file, `# Cellar diary (extracts), 2023–2024

## 1 September 2023
The new Bernardi basket press arrived this morning — PR-03, a 1,000-litre basket press for the small red lots and
the Ortega. It cost eleven thousand pounds from Bernardi Presse S.r.l.; Luka Perić is delighted.

## 28 September 2023
Pressed Oast Meadow Pinot Noir through PR-03 for the first time. Yield 640 litres per tonne, very clean.

## August 2024
Two more tanks before the harvest. TK-09 is a 700-gallon tank from Inox Zagorje d.o.o., bought in August 2024 for
£7,200 and delivered on the Kaptol Vina return lorry. TK-10 holds 3,000 litres and came from Kessler Tankbau GmbH,
also in August 2024, for £8,900.

## 30 September 2024
Harvest in full swing; every tank full. Cold stabilisation of the Bacchus in TK-04 at −4 °C.
`);
}
// a month-only purchase date is held as the first of the month (TK-09, TK-10 are already the 1st)

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `OASTBROOK VINEYARD — SHARED FOLDER (spring 2025)
Family-run vineyard and winery at Lenham, Kent. One site: vineyard, winery, cellar door and tasting room.
Export partner: Kaptol Vina d.o.o., Zagreb (files under kaptol-vina/ are in Croatian).

vineyard/     block pages, block register
reports/      vineyard reports
wines/        tech sheets, catalogue, stock and pricing
team/ hr/     team pages, HR lists, payroll export, seasonal workers
sales/        trade accounts, export customers, cases shipped
winery/       equipment, asset register, cellar diary
suppliers/    supplier pages and purchasing
minutes/ email/ policies/ events/ weather/
`);
corpus.write('weather/frost-log-2024.csv', delimited(['Date', 'Station', 'Min temp (°C)', 'Candles lit', 'Wind machine hours'], [
  ['2024-04-08', 'Church Field', '-0.4', '0', '0'],
  ['2024-04-23', 'Church Field', '-2.1', '420', '5.5'],
  ['2024-04-24', 'Dene Bottom', '-1.6', '300', '4'],
  ['2024-05-02', 'Church Field', '0.8', '0', '0'],
]));
corpus.write('policies/harvest-safety.md', `# Harvest safety rules

1. Secateurs are issued at the start of each day and counted back in at the end.
2. No one drives a tractor without the induction; the speed limit on the estate roads is 10 mph.
3. Picking crates hold 12 kg; never stack more than six on a trailer row.
4. Water and sun cream at every block end; a break every two hours.
5. First-aid kits in the winery, the tasting room and both tractors.
`);
corpus.write('events/cellar-door-events-2025.md', `# Cellar door events 2025

| Date | Event | Tickets | Price |
|---|---|---|---|
| 26 April | Spring release tasting | 60 | £25 |
| 21 June | Midsummer picnic in Church Field | 120 | £45 |
| 13 September | Harvest supper | 80 | £70 |
| 6 December | Christmas fizz evening | 50 | £30 |

Group tours (10 or more) on request, £18 a head. The tasting room seats 40.
`);
corpus.write('policies/winegb-sustainability.md', `# Sustainable Wines of Great Britain — our commitments

We have been members of the SWGB scheme since 2020.

- Herbicide-free under the vines in every block since 2022.
- 60 % of the winery's electricity from the solar array on the barn roof (48 kW).
- Lightweight 835 g sparkling bottles since the 2021 tirage (previously 900 g).
- Rainwater harvesting: two 20,000-litre tanks behind the winery (not wine tanks).
`);
corpus.write('minutes/2024-11-19-partners-meeting.md', `# Partners' meeting — 19 November 2024

Present: Eleanor, Sam and Harriet Ashby.

1. Harvest 2024: 172 tonnes picked in 19 days; sugar levels good, acidity high. Sparkling base wines in tank.
2. Bank loan for the new press hall: £240,000 over ten years at 6.2 %; Sam to meet the bank in December.
3. Tasting room visitors in 2024: 14,200 (2023: 12,900). Average spend £31 per visitor.
4. Kaptol Vina took 1,150 cases in 2024 across all their customers; aim for 1,500 in 2025.
5. Staff Christmas party 13 December at the Bell.
`);
corpus.write('kaptol-vina/ugovor-sazetak.md', `# Sažetak ugovora o distribuciji

Kaptol Vina d.o.o. (Zagreb) ekskluzivni je distributer vina Oastbrook u Hrvatskoj, Sloveniji i Bosni i Hercegovini.

- Trajanje ugovora: 3 godine, od 1. 1. 2023. do 31. 12. 2025.
- Minimalna godišnja količina: 800 kutija.
- Marketinški doprinos: 2 % prometa.
- Prijevoz: paletni prijevoz iz Kenta svaka 2 mjeseca.
`);

const stats = corpus.flush(source);
console.log(`vineyard: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
