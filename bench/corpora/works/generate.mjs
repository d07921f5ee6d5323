#!/usr/bin/env node
// Works corpus (held-out): the project drive of "Harlow & Vance Construction", a mid-sized building contractor with a
// head office in Leicester (England) and a Belgian branch in Ghent, 2025. Six projects (a primary-school extension,
// a housing scheme, a bridge refurbishment, a logistics warehouse in Kortrijk, a housing block in Ghent, a leisure
// centre roof), 40 change orders, 15 subcontractors, 12 staff, 20 items of plant, 30 material deliveries and 15
// inspections.
//   node bench/corpora/works/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "works-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) projects: a Markdown `Key: value` sheet, an HTML infobox, Markdown with YAML front matter (manager only in a
//     sentence), a DUTCH project sheet (`Aannemingssom: € 8.700.000`), a YAML record, a prose mobilisation note;
// (b) change orders: a CSV log (UK; project by code, approvers as initials `T. Ridley`, `Awaiting approval`,
//     dd/mm/yyyy), Markdown CO sheets, three e-mails that state COs only in sentences, and a nested JSON export of
//     the Belgian branch (Dutch keys and statuses, `goedgekeurd`, amounts in EUR);
// (c) subcontractors: a YAML approved list (rating out of 5, ISO dates), an HTML performance table (score out of 10,
//     dd/mm/yyyy), a Dutch page (`Beoordeling: 8,6/10`, `Verzekering geldig tot: 15-12-2025`);
// (d) staff: a CSV register (projects as codes), prose paragraphs, a Dutch staff page (`Attesten: VCA-VOL, EHBO`);
// (e) plant: a Markdown register (capacity `60 t`, `2,700 kg`; rates `£1,150/day` or `£6,400/wk`), a hire-quote
//     e-mail, a Belgian JSON list (`capaciteit_kg`, `per: week`), two machines only in the site diary, and a WIDE
//     table of weekly hours (a column per week, plant by code only);
// (f) deliveries: an HTML table (UK; `42 m³`, `3,600 kg`, `12,000 no.`, `720 sq m`), a DUTCH semicolon export with
//     decimal commas and thousands dots (`18,6` ton, `4.250` kg, `6.200` l), six deliveries only in the site diary;
// (g) a WIDE table of concrete poured per project per month (m³); (h) inspections: a Markdown log, prose reports, a
//     Dutch and a French report, one in the site diary; background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: money as written, in its currency (GBP or EUR, never converted; `£3.85m` holds
// 3,850,000, `£780k` 780,000); plant day rates per day (a weekly rate / 5, the register's stated 5-day hire week);
// capacities in tonnes (`2,700 kg` → 2.7); delivery volumes in m³ (`3,500 litres` → 3.5), weights in tonnes
// (`3,600 kg` → 3.6), areas in m², pieces as counts; subcontractor ratings out of 5 (`8,6/10` → 4.3); dates ISO;
// Dutch and French words in English (`Werfleider` = Site Manager, `goedgekeurd` = Approved, `EHBO` = First Aid,
// `VCA-VOL` = VCA, `non conforme` = Fail).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, esc, fmtDate, group, htmlInfoboxPage, rng, targets } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('works-v1');
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const pad = (n) => String(n).padStart(2, '0');
const dmy = (iso, sep = '/') => {
  const [y, m, d] = iso.split('-');
  return `${d}${sep}${m}${sep}${y}`;
};
/** Dutch number: thousands with dots, decimals with a comma. */
const nl = (x, d = 0) => {
  const [i, f] = Number(x).toFixed(d).split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return f ? `${g},${f}` : g;
};
const gbp = (x, d = 0) => (x < 0 ? `-£${group(Math.abs(x), d)}` : `£${group(x, d)}`);

class DriveCorpus extends Corpus {
  /** A fact of an entity stated in a second file (hours table, concrete table). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new DriveCorpus(dir);

// ------------------------------------------------------------------ projects
const PROJECTS = [
  { code: 'P-101', name: 'Ashcombe Primary School Extension', short: 'Ashcombe', client: 'Leicestershire County Council', country: 'England', city: 'Ashcombe', value: 3850000, cur: 'GBP', start: '2025-02-03', end: '2025-12-19', manager: 'Tom Ridley', sector: 'Education', form: 'JCT Design and Build 2016' },
  { code: 'P-102', name: 'Castle Mead Housing', short: 'Castle Mead', client: 'Northwold Homes Ltd', country: 'England', city: 'Nottingham', value: 12400000, cur: 'GBP', start: '2024-10-14', end: '2026-06-30', manager: 'Priya Nair', sector: 'Residential', form: 'JCT Design and Build 2016' },
  { code: 'P-103', name: 'Weir Lane Bridge Refurbishment', short: 'Weir Lane', client: 'Derbyshire County Council', country: 'England', city: 'Matlock', value: 1960000, cur: 'GBP', start: '2025-04-07', end: '2025-11-28', manager: 'Gareth Pugh', sector: 'Infrastructure', form: 'NEC4 ECC Option C' },
  { code: 'P-104', name: 'Kortrijk Distribution Warehouse', short: 'Kortrijk', client: 'Vlaanderen Distributie NV', country: 'Belgium', city: 'Kortrijk', value: 8700000, cur: 'EUR', start: '2025-01-20', end: '2025-10-31', manager: 'Pieter De Smet', sector: 'Industrial', form: 'Lump sum' },
  { code: 'P-105', name: 'Dampoort Residences', short: 'Dampoort', client: 'Woonmaatschappij Leiehaven', country: 'Belgium', city: 'Ghent', value: 5240000, cur: 'EUR', start: '2025-03-03', end: '2026-04-30', manager: 'Lotte Claes', sector: 'Residential', form: 'Lump sum' },
  { code: 'P-106', name: 'Sileby Leisure Centre Roof Replacement', short: 'Sileby', client: 'Charnwood Borough Council', country: 'England', city: 'Sileby', value: 780000, cur: 'GBP', start: '2025-05-12', end: '2025-09-26', manager: 'Tom Ridley', sector: 'Leisure', form: 'JCT Minor Works 2016' },
];
const P = Object.fromEntries(PROJECTS.map((p) => [p.code, p]));
function projectFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'project', attr, value, unit, stated, file);
  F('code', p.code, '', s.code ?? p.code);
  F('client', p.client, 'text', s.client);
  F('country', p.country, 'place', s.country);
  F('city', p.city, 'place', s.city);
  F('contract_value', p.value, p.cur, s.value);
  F('start', p.start, 'date', s.start);
  F('planned_completion', p.end, 'date', s.end);
  F('site_manager', p.manager, 'person', s.manager);
  F('sector', p.sector, '', s.sector);
  F('contract_form', p.form, '', s.form);
}

// (a1) P-101: Markdown `Key: value` sheet
{
  const p = P['P-101'];
  const file = 'projects/P-101-ashcombe/project-sheet.md';
  const s = {
    client: 'Client: Leicestershire County Council', country: 'England', city: 'Ashcombe, Leicestershire', value: 'Contract sum: £3,850,000',
    start: 'Start on site: 03/02/2025', end: 'Planned completion: 19 December 2025', manager: 'Site manager: Tom Ridley', sector: 'Sector: Education',
    form: 'Contract: JCT Design and Build 2016',
  };
  projectFacts(p, file, s);
  corpus.write(file, [
    `# P-101 — ${p.name}`, '',
    'Project no.: P-101', s.client, 'Location: Ashcombe, Leicestershire, England', s.sector, s.form, s.value, s.start, s.end, s.manager,
    'Architect: Brannock Hale Architects', 'Structural engineer: Hartwell Consulting', '',
    '## Scope', '',
    'Two-storey teaching block of six classrooms (approx. 1,150 m² GIFA) with a link corridor to the existing 1960s school, new hard play and drainage. The school stays open throughout; deliveries only between 09:30 and 14:30.', '',
  ].join('\n'));
}
// (a2) P-102: HTML infobox
{
  const p = P['P-102'];
  const file = 'projects/P-102-castle-mead/overview.html';
  const s = { client: 'Northwold Homes Ltd', country: 'England', city: 'Nottingham', value: '£12.4m', start: '14 Oct 2024', end: 'June 30, 2026', manager: 'Priya Nair', sector: 'Residential', form: 'JCT D&amp;B 2016' };
  projectFacts(p, file, { ...s, form: 'JCT D&B 2016' });
  corpus.write(file, htmlInfoboxPage({
    title: p.name, docTitle: 'P-102 Castle Mead Housing | Harlow & Vance',
    sections: [
      { heading: 'Contract', rows: [['Project no.', 'P-102'], ['Client', s.client], ['Contract value', s.value], ['Form of contract', 'JCT D&B 2016']] },
      { heading: 'Programme', rows: [['Start on site', s.start], ['Completion (planned)', s.end], ['Site manager', s.manager]] },
      { heading: 'Location', rows: [['City', s.city], ['Country', s.country], ['Sector', s.sector]] },
    ],
    lead: ['Blocks A and B: 48 flats over four storeys on a piled raft, with 52 parking spaces. Block A is ahead of Block B by roughly six weeks.'],
    footer: 'Updated by the site team, June 2025.',
  }));
}
// (a3) P-103: YAML front matter + Markdown; site manager only in a sentence
{
  const p = P['P-103'];
  const file = 'projects/P-103-weir-lane/project.md';
  const s = { code: 'P-103', client: 'Derbyshire County Council', country: 'UK', city: 'Matlock', value: 'GBP 1,960,000', start: '2025-04-07', end: '2025-11-28', manager: 'Gareth Pugh is our site manager', sector: 'infrastructure', form: 'NEC4 ECC Option C' };
  projectFacts(p, file, s);
  corpus.write(file, [
    '---', 'project: P-103', `title: ${p.name}`, 'client: Derbyshire County Council', 'location: Matlock, Derbyshire', 'country: UK',
    'contract: NEC4 ECC Option C', 'contract_value: GBP 1,960,000', 'start: 2025-04-07', 'completion: 2025-11-28', 'sector: infrastructure', '---', '',
    `# ${p.name}`, '',
    'Refurbishment of the three-span masonry arch and steel-deck bridge carrying Weir Lane over the River Derwent: bearing replacement at pier 2, concrete repairs to the deck soffit, new waterproofing and surfacing, parapet repairs.',
    '', `${s.manager}; the Derbyshire County Council project manager is Fiona Castle. Single-lane closure with temporary lights for the whole programme.`, '',
  ].join('\n'));
}
// (a4) P-104: Dutch project sheet
{
  const p = P['P-104'];
  const file = 'projects/P-104-kortrijk/projectfiche.md';
  const s = { client: 'Opdrachtgever: Vlaanderen Distributie NV', country: 'Land: België', city: 'Gemeente: Kortrijk', value: 'Aannemingssom: € 8.700.000', start: 'Start werken: 20/01/2025', end: 'Geplande oplevering: 31/10/2025', manager: 'Werfleider: Pieter De Smet', sector: 'Sector: industrie / logistiek', form: 'Aanneming: forfaitair' };
  projectFacts(p, file, s);
  corpus.write(file, [
    `# Projectfiche P-104 — ${p.name} (Hal 3)`, '',
    'Projectnummer: P-104', s.client, s.city, s.country, s.sector, s.form, `${s.value} (excl. btw)`, s.start, s.end, s.manager, 'Projectleider: An Verbeke', '',
    '## Omschrijving', '',
    'Nieuwe logistieke hal van 12.400 m² met 14 laadkades, kantoorzone op twee verdiepingen en buitenaanleg. Staalstructuur op palen, dak in sandwichpanelen.', '',
  ].join('\n'));
}
// (a5) P-105: YAML record
{
  const p = P['P-105'];
  const file = 'projects/P-105-dampoort/project.yaml';
  const s = { client: 'Woonmaatschappij Leiehaven', country: 'BE', city: 'Gent', value: '5240000', start: '2025-03-03', end: '2026-04-30', manager: 'Lotte Claes', sector: 'residential', form: 'lump sum' };
  projectFacts(p, file, s);
  corpus.write(file, [
    '# exported from the Ghent office project list', 'project:', '  code: P-105', `  name: ${p.name}`, '  client: Woonmaatschappij Leiehaven',
    '  address:', '    street: Dampoortstraat 41', '    city: Gent', '    country: BE', '  contract:', '    form: lump sum', '    value:', '      amount: 5240000', '      currency: EUR',
    '  dates:', '    start: 2025-03-03', '    planned_handover: 2026-04-30', '  team:', '    site_manager: Lotte Claes', '    project_manager: An Verbeke', '  sector: residential',
    '  units: 36', '  notes: "Five storeys over an underground car park; passive-house envelope."', '',
  ].join('\n'));
}
// (a6) P-106: prose mobilisation note
{
  const p = P['P-106'];
  const file = 'projects/P-106-sileby/mobilisation-note.md';
  const s = { client: 'Charnwood Borough Council', country: 'Leicestershire, England', city: 'Sileby', value: '£780k', start: 'Monday 12 May 2025', end: '26 September 2025', manager: 'Tom Ridley will run the site', sector: 'leisure', form: 'JCT Minor Works 2016' };
  projectFacts(p, file, s);
  corpus.write(file, [
    `# Mobilisation note — ${p.name} (P-106)`, '',
    `We start on site at Sileby Leisure Centre (Sileby, Leicestershire, England) on ${s.start}. The client is ${s.client} and the work is let under a ${s.form} contract; the contract sum is ${s.value}, fixed price.`,
    '', `${s.manager} alongside Ashcombe, with a working foreman on site every day. Handover is planned for ${s.end}, before the autumn swimming lessons start.`,
    '', 'Scope: strip and replace the flat roof over the sports hall and pool hall (about 1,900 m²), new insulation and single-ply membrane, replacement rooflights, gutter linings. The centre is a leisure building and stays open; the pool hall closes for two weeks in August.', '',
  ].join('\n'));
}

// ------------------------------------------------------------------ staff
const STAFF = [
  { name: 'Tom Ridley', role: 'Site Manager', projects: ['P-101', 'P-106'], certs: ['SMSTS', 'CSCS', 'First Aid', 'Asbestos Awareness'], started: '2014-03-10', office: 'Leicester' },
  { name: 'Priya Nair', role: 'Site Manager', projects: ['P-102'], certs: ['SMSTS', 'CSCS', 'First Aid', 'Temporary Works'], started: '2017-09-04', office: 'Leicester' },
  { name: 'Gareth Pugh', role: 'Site Manager', projects: ['P-103'], certs: ['SMSTS', 'CSCS', 'NEBOSH', 'Temporary Works'], started: '2011-06-20', office: 'Leicester' },
  { name: 'Sian Powell', role: 'Assistant Site Manager', projects: ['P-102'], certs: ['SSSTS', 'CSCS', 'First Aid', 'PASMA'], started: '2021-02-15', office: 'Leicester' },
  { name: 'Jordan Wells', role: 'Site Engineer', projects: ['P-101'], certs: ['SSSTS', 'CSCS', 'IPAF', 'PASMA'], started: '2022-08-30', office: 'Leicester' },
  { name: 'Helen Marsh', role: 'Commercial Manager', projects: [], certs: ['CSCS', 'First Aid'], started: '2009-01-05', office: 'Leicester' },
  { name: 'David Okafor', role: 'Contracts Director', projects: [], certs: ['SMSTS', 'NEBOSH', 'CSCS'], started: '2006-04-18', office: 'Leicester' },
  { name: 'Callum Reid', role: 'Lifting Supervisor', projects: ['P-103', 'P-102'], certs: ['CPCS', 'IPAF', 'CSCS'], started: '2019-11-11', office: 'Leicester' },
  { name: 'Pieter De Smet', role: 'Site Manager', projects: ['P-104'], certs: ['VCA', 'First Aid'], started: '2016-09-01', office: 'Ghent' },
  { name: 'Lotte Claes', role: 'Site Manager', projects: ['P-105'], certs: ['VCA', 'First Aid', 'IPAF'], started: '2019-03-18', office: 'Ghent' },
  { name: 'An Verbeke', role: 'Project Manager', projects: ['P-104', 'P-105'], certs: ['VCA'], started: '2012-10-01', office: 'Ghent' },
  { name: 'Bram Wouters', role: 'Foreman', projects: ['P-105'], certs: ['VCA', 'First Aid', 'IPAF'], started: '2020-05-04', office: 'Ghent' },
];
const ST = Object.fromEntries(STAFF.map((s) => [s.name, s]));
function staffFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
  F('role', p.role, '', s.role);
  F('projects', p.projects.map((c) => P[c].name), 'list', s.projects);
  F('certifications', p.certs, 'list', s.certs);
  F('started', p.started, 'date', s.started);
  F('office', p.office, 'place', s.office);
}
const CERT_UK = { SMSTS: 'SMSTS', SSSTS: 'SSSTS', CSCS: 'CSCS', 'First Aid': 'First Aid at Work', NEBOSH: 'NEBOSH General Certificate', 'Temporary Works': 'Temporary Works Coordinator', PASMA: 'PASMA', IPAF: 'IPAF 3a/3b', 'Asbestos Awareness': 'Asbestos Awareness', CPCS: 'CPCS A40 Slinger/Signaller' };
const CSCS_CARD = { 'Tom Ridley': 'CSCS Black', 'Priya Nair': 'CSCS Black', 'Gareth Pugh': 'CSCS Black', 'Sian Powell': 'CSCS Gold', 'Jordan Wells': 'CSCS Blue' };
// (d1) CSV register
{
  const file = 'people/staff-register.csv';
  const rows = STAFF.slice(0, 5).map((p, k) => {
    const certs = p.certs.map((c) => (c === 'CSCS' ? CSCS_CARD[p.name] : CERT_UK[c])).join('; ');
    const projects = p.projects.join(' / ');
    staffFacts(p, file, { role: p.role, projects, certs, started: dmy(p.started), office: 'Leicester' });
    return [p.name, p.role, projects, certs, dmy(p.started), 'Leicester', `07${700 + k * 37} ${400000 + k * 12345}`];
  });
  corpus.write(file, delimited(['Name', 'Job title', 'Project(s)', 'Certs / tickets', 'Start date', 'Office', 'Mobile'], rows));
}
// (d2) prose paragraphs
{
  const file = 'people/head-office-and-lifting.md';
  const out = ['# Head office and lifting team', '', 'Who signs what. Site teams are on the staff register; Belgian colleagues on the Ghent staff page.', ''];
  const txt = {
    'Helen Marsh': ['commercial manager', 'the Leicester office on 5 January 2009', 'is a qualified first aider (First Aid at Work) and holds a CSCS card', 'She signs off change orders up to £50,000 on the English jobs.', 'is based at head office and is not tied to one project'],
    'David Okafor': ['contracts director', 'the company in April 2006', 'holds the SMSTS and the NEBOSH General Certificate, and a CSCS card', 'Anything above £50k, and any client-requested change, goes to David.', 'covers all projects from head office'],
    'Callum Reid': ['lifting supervisor', 'us in November 2019', 'holds a CPCS card (A40 Slinger/Signaller), IPAF and a CSCS card', 'Callum writes the lift plans and supervises every crane lift.', 'currently splits his week between Weir Lane Bridge and Castle Mead'],
  };
  STAFF.slice(5, 8).forEach((p) => {
    const [role, since, certs, extra, where] = txt[p.name];
    const projects = p.projects.length ? where.replace('currently splits his week between ', '') : '';
    staffFacts(p, file, { role, projects, certs, started: since.includes('2009') ? '5 January 2009' : since.replace(/^.* in /, ''), office: p.name === 'Callum Reid' ? '' : 'head office' });
    out.push(`## ${p.name}`, '', `${p.name} is our ${role}. ${p.name.split(' ')[0]} joined ${since} and ${certs}. ${extra} ${p.name.split(' ')[0]} ${where}.`, '');
  });
  corpus.write(file, out.join('\n'));
}
// (d3) Dutch staff page
{
  const file = 'belgium/personeel.md';
  const ROLE_NL = { 'Site Manager': 'Werfleider', 'Project Manager': 'Projectleider', Foreman: 'Ploegbaas' };
  const CERT_NL = { VCA: ['VCA-VOL', 'VCA-VOL', 'VCA-VOL', 'VCA-Basis'], 'First Aid': 'EHBO', IPAF: 'IPAF (hoogwerker)' };
  const WERF = { 'P-104': 'Kortrijk – Hal 3 (P-104)', 'P-105': 'Gent – Dampoort (P-105)' };
  const out = ['# Personeel — vestiging Gent', '', 'Harlow & Vance Belgium BV, Kantoor Gent. Bijgewerkt juni 2025.', ''];
  STAFF.slice(8).forEach((p, k) => {
    const certs = p.certs.map((c) => (c === 'VCA' ? CERT_NL.VCA[k] : CERT_NL[c])).join(', ');
    const werf = p.projects.map((c) => WERF[c]).join(' en ');
    const s = { role: `Functie: ${ROLE_NL[p.role]}`, projects: `Werf: ${werf}`, certs: `Attesten: ${certs}`, started: `In dienst sinds: ${fmtDate(p.started, 'dotted')}`, office: 'Kantoor: Gent' };
    staffFacts(p, file, s);
    out.push(`## ${p.name}`, '', s.role, s.projects, s.certs, s.started, s.office, '');
  });
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ subcontractors
// [name, trade, rating /5, insurance expiry, city, country]
const SUBS = [
  ['Kestrel Scaffolding Ltd', 'Scaffolding', 4.5, '2026-03-31', 'Leicester', 'England'],
  ['Trentside Groundworks Ltd', 'Groundworks', 3.8, '2025-09-30', 'Nottingham', 'England'],
  ['Peak Steel Fabrications Ltd', 'Structural steel', 4.2, '2026-01-15', 'Chesterfield', 'England'],
  ['Bellamy Electrical Services', 'Electrical', 4.0, '2025-11-30', 'Loughborough', 'England'],
  ['Hallam M&E Ltd', 'Mechanical and electrical', 3.5, '2025-08-31', 'Sheffield', 'England'],
  ['Soar Valley Roofing', 'Roofing', 4.6, '2026-05-31', 'Leicester', 'England'],
  ['Ironbridge Waterproofing Ltd', 'Waterproofing', 3.2, '2025-10-31', 'Telford', 'England'],
  ['Marsh Lane Drylining', 'Drylining', 3.9, '2026-02-28', 'Nottingham', 'England'],
  ['Derwent Concrete Repairs Ltd', 'Concrete repair', 4.4, '2025-12-31', 'Derby', 'England'],
  ['Charnwood Brickwork', 'Brickwork', 3.6, '2026-04-30', 'Loughborough', 'England'],
  ['Bouwbedrijf Vercruysse NV', 'Groundworks', 4.0, '2026-06-30', 'Kortrijk', 'Belgium'],
  ['Staalbouw Desmet BV', 'Structural steel', 4.3, '2025-12-15', 'Roeselare', 'Belgium'],
  ['Elektro Claeys', 'Electrical', 3.7, '2026-02-01', 'Ghent', 'Belgium'],
  ['Dakwerken Van Hove', 'Roofing', 4.1, '2025-10-15', 'Ghent', 'Belgium'],
  ['Isolatie Peeters BVBA', 'Insulation', 3.4, '2026-01-31', 'Aalst', 'Belgium'],
].map(([name, trade, rating, ins, city, country]) => ({ name, trade, rating, ins, city, country }));
function subFacts(sc, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(sc.name, 'subcontractor', attr, value, unit, stated, file);
  F('trade', sc.trade, '', s.trade);
  F('rating', sc.rating, '/5', s.rating);
  F('insurance_expiry', sc.ins, 'date', s.ins);
  F('city', sc.city, 'place', s.city);
  F('country', sc.country, 'place', s.country);
}
// (c1) YAML approved list
{
  const file = 'supply-chain/approved-subcontractors.yaml';
  const out = ['# Approved subcontractor list (UK) — reviewed quarterly by the commercial team', '# rating: 1-5, average of the last four site scorecards', 'subcontractors:'];
  SUBS.slice(0, 6).forEach((sc) => {
    subFacts(sc, file, { trade: sc.trade.toLowerCase(), rating: `rating: ${sc.rating.toFixed(1)}`, ins: sc.ins, city: sc.city, country: '' });
    out.push(`  - name: ${sc.name}`, `    trade: ${sc.trade.toLowerCase()}`, `    base: ${sc.city}`, `    rating: ${sc.rating.toFixed(1)}`,
      '    insurance:', `      public_liability: ${sc.name.startsWith('Hallam') ? '5000000' : '10000000'}`, `      expires: ${sc.ins}`, `    chas: ${sc.name.startsWith('Bellamy') ? 'no' : 'yes'}`);
  });
  out.push('');
  corpus.write(file, out.join('\n'));
}
// (c2) HTML performance table (score out of 10)
{
  const file = 'supply-chain/subcontractor-performance-2025.html';
  const rows = SUBS.slice(6, 10).map((sc) => {
    const score = (sc.rating * 2).toFixed(1);
    subFacts(sc, file, { trade: sc.trade, rating: score, ins: dmy(sc.ins), city: sc.city, country: '' });
    return `    <tr><td>${esc(sc.name)}</td><td>${esc(sc.trade)}</td><td>${esc(sc.city)}</td><td>${score}</td><td>${dmy(sc.ins)}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Subcontractor performance 2025</title></head>
<body>
<h1>Subcontractor performance — H1 2025</h1>
<p>Scores are out of 10 (safety 40 %, quality 30 %, programme 30 %). Trades not on the approved list are scored here until their second job.</p>
<table>
  <thead><tr><th>Subcontractor</th><th>Trade</th><th>Based</th><th>Score (/10)</th><th>Insurance valid to</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
</body></html>
`);
}
// (c3) Dutch page
{
  const file = 'belgium/onderaannemers.md';
  const TRADE_NL = { Groundworks: 'Grond- en funderingswerken', 'Structural steel': 'Staalbouw', Electrical: 'Elektriciteit', Roofing: 'Dakwerken', Insulation: 'Isolatie' };
  const out = ['# Onderaannemers — Harlow & Vance Belgium', '', 'Beoordeling op 10, na elke werf. Verzekeringsattest (BA) moet geldig zijn tijdens de werken.', ''];
  SUBS.slice(10).forEach((sc) => {
    const s = { trade: `Vakgebied: ${TRADE_NL[sc.trade]}`, rating: `Beoordeling: ${nl(sc.rating * 2, 1)}/10`, ins: `Verzekering geldig tot: ${dmy(sc.ins, '-')}`, city: `Gemeente: ${sc.city === 'Ghent' ? 'Gent' : sc.city}`, country: '' };
    subFacts(sc, file, s);
    out.push(`## ${sc.name}`, '', s.trade, s.city, s.rating, s.ins, '');
  });
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ change orders
// [project, raised, description, cost, status, approver, subcontractor, layout]
const CO_DEF = [
  ['P-101', '2025-02-18', 'Additional ground investigation: 4 extra trial pits', 3240, 'Approved', 'Tom Ridley', 'Trentside Groundworks Ltd', 'csv'],
  ['P-101', '2025-03-06', 'Relocate existing foul drain under new classroom block', 14860, 'Approved', 'Helen Marsh', 'Trentside Groundworks Ltd', 'csv'],
  ['P-101', '2025-04-02', 'Upgrade corridor fire doors to FD60', 7925, 'Pending', null, null, 'csv'],
  ['P-101', '2025-04-24', 'Client request: external canopy to reception', 22300, 'Approved', 'David Okafor', 'Peak Steel Fabrications Ltd', 'md'],
  ['P-101', '2025-05-15', 'Omit feature brick band (value engineering)', -4180, 'Approved', 'Tom Ridley', 'Charnwood Brickwork', 'csv'],
  ['P-101', '2025-06-03', 'Additional scaffold lift for roof works', 2650, 'Rejected', null, 'Kestrel Scaffolding Ltd', 'md'],
  ['P-102', '2025-01-22', 'Piling obstruction: break out old footings', 18400, 'Approved', 'Priya Nair', 'Trentside Groundworks Ltd', 'csv'],
  ['P-102', '2025-02-11', 'Change of bathroom pod specification (client)', 46750, 'Approved', 'David Okafor', null, 'csv'],
  ['P-102', '2025-03-19', 'Extra drainage run behind Block B', 6480, 'Approved', 'Helen Marsh', 'Trentside Groundworks Ltd', 'mail1'],
  ['P-102', '2025-04-08', 'Scaffold hire extension, 6 weeks', 9300, 'Approved', 'Priya Nair', 'Kestrel Scaffolding Ltd', 'csv'],
  ['P-102', '2025-04-29', 'Upgrade balcony balustrades to glass', 31200, 'Pending', null, 'Peak Steel Fabrications Ltd', 'csv'],
  ['P-102', '2025-05-20', 'Additional EV charging points (8 no.)', 12640, 'Pending', null, 'Bellamy Electrical Services', 'mail1'],
  ['P-102', '2025-06-10', 'Acoustic upgrade to party walls, Block A', 15980, 'Rejected', null, 'Marsh Lane Drylining', 'csv'],
  ['P-102', '2025-06-24', 'Revised kitchen layouts, Block B', 8150, 'Pending', null, 'Hallam M&E Ltd', 'csv'],
  ['P-103', '2025-04-22', 'Additional bat survey before works to the arch', 1850, 'Approved', 'Gareth Pugh', null, 'csv'],
  ['P-103', '2025-05-08', 'Replace corroded bearing plates, pier 2', 18750, 'Approved', 'David Okafor', 'Derwent Concrete Repairs Ltd', 'md'],
  ['P-103', '2025-05-14', 'Extra concrete repairs to deck soffit (remeasured)', 27400, 'Approved', 'Gareth Pugh', 'Derwent Concrete Repairs Ltd', 'md'],
  ['P-103', '2025-05-27', 'Traffic management: extend lane closure by 2 weeks', 11200, 'Pending', null, null, 'mail2'],
  ['P-103', '2025-06-05', 'Full-width waterproofing membrane to deck', 38900, 'Approved', 'Helen Marsh', 'Ironbridge Waterproofing Ltd', 'md'],
  ['P-103', '2025-06-12', 'Steel parapets instead of masonry repair', 52600, 'Rejected', null, 'Peak Steel Fabrications Ltd', 'mail2'],
  ['P-103', '2025-06-19', 'Scour protection at pier 1', 23150, 'Pending', null, null, 'csv'],
  ['P-106', '2025-05-19', 'Replace rotten roof deck timbers (approx. 40 m2)', 5720, 'Approved', 'Tom Ridley', 'Soar Valley Roofing', 'csv'],
  ['P-106', '2025-06-02', 'Upgrade insulation to 150 mm PIR', 9840, 'Approved', 'Helen Marsh', 'Soar Valley Roofing', 'mail3'],
  ['P-106', '2025-06-16', 'Additional rooflight over the pool hall', 14300, 'Rejected', null, 'Soar Valley Roofing', 'mail3'],
  ['P-106', '2025-06-26', 'Asbestos removal: gutter linings', 4960, 'Pending', null, null, 'csv'],
  ['P-104', '2025-02-05', 'Bijkomende palen zone C (6 st.)', 24600, 'Approved', 'An Verbeke', 'Bouwbedrijf Vercruysse NV', 'json'],
  ['P-104', '2025-02-26', 'Verhoogde vloerbelasting hal 3 (5 t/m²)', 68400, 'Approved', 'An Verbeke', 'Bouwbedrijf Vercruysse NV', 'json'],
  ['P-104', '2025-03-18', 'Extra sectionale poorten laadkades (2 st.)', 31750, 'Approved', 'Pieter De Smet', 'Staalbouw Desmet BV', 'json'],
  ['P-104', '2025-04-09', 'Sprinklerleiding omleggen', 12300, 'Pending', null, null, 'json'],
  ['P-104', '2025-04-30', 'Gewijzigde dakopbouw: PIR 140 mm', 19880, 'Approved', 'An Verbeke', 'Dakwerken Van Hove', 'json'],
  ['P-104', '2025-05-21', 'LED-verlichting buitenzone', 8460, 'Rejected', null, 'Elektro Claeys', 'json'],
  ['P-104', '2025-06-11', 'Bijkomende luifel boven laadkades', 42900, 'Pending', null, 'Staalbouw Desmet BV', 'json'],
  ['P-104', '2025-06-25', 'Besparing: eenvoudiger gevelbekleding', -15600, 'Approved', 'An Verbeke', null, 'json'],
  ['P-105', '2025-03-24', 'Afvoer en vervanging vervuilde grond', 36200, 'Approved', 'Lotte Claes', 'Bouwbedrijf Vercruysse NV', 'json'],
  ['P-105', '2025-04-15', 'Extra isolatie kelderwanden', 7940, 'Approved', 'Lotte Claes', 'Isolatie Peeters BVBA', 'json'],
  ['P-105', '2025-05-06', 'Wijziging badkamers type B (op vraag van de klant)', 21300, 'Pending', null, null, 'json'],
  ['P-105', '2025-05-28', 'Bijkomende laadpalen parking (4 st.)', 9600, 'Approved', 'An Verbeke', 'Elektro Claeys', 'json'],
  ['P-105', '2025-06-09', 'Groendak in plaats van grind', 27450, 'Rejected', null, 'Dakwerken Van Hove', 'json'],
  ['P-105', '2025-06-18', 'Extra staalprofielen trappenhal', 13150, 'Approved', 'An Verbeke', 'Staalbouw Desmet BV', 'json'],
  ['P-105', '2025-06-30', 'Vloerisolatie +40 mm', 5280, 'Pending', null, 'Isolatie Peeters BVBA', 'json'],
];
const VOID = new Set([9, 17, 28, 35]); // numbers voided in the register
const cos = CO_DEF.map(([project, raised, desc, cost, status, approver, sub, layout]) => ({ project, raised, desc, cost, status, approver, sub, layout }))
  .sort((a, b) => a.raised.localeCompare(b.raised) || a.project.localeCompare(b.project));
{
  let n = 0;
  for (const c of cos) {
    n++;
    while (VOID.has(n)) n++;
    c.code = `CO-2025-${String(n).padStart(3, '0')}`;
    c.cur = P[c.project].cur;
  }
}
function coFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.code, 'change_order', attr, value, unit, stated, file);
  F('project', P[c.project].name, 'text', s.project);
  F('description', c.desc, 'text', s.desc ?? '');
  F('cost', c.cost, c.cur, s.cost);
  F('status', c.status, '', s.status);
  F('approved_by', c.approver ?? '', 'person', s.approver ?? '');
  F('raised', c.raised, 'date', s.raised);
  F('subcontractor', c.sub ?? '', 'text', s.sub ?? '');
}
const initials = (name) => (name ? `${name[0]}. ${name.split(' ').slice(1).join(' ')}` : '');
const SUB_SHORT = (n) => (n ? n.replace(/ (Ltd|NV|BV|BVBA)$/, '') : '');
// (b1) CSV log
{
  const file = 'commercial/change-order-log-2025.csv';
  const STATUS = { Approved: 'Approved', Pending: 'Awaiting approval', Rejected: 'Rejected' };
  const rows = cos.filter((c) => c.layout === 'csv').map((c) => {
    const cost = group(c.cost, 2);
    coFacts(c, file, { project: c.project, desc: c.desc, cost, status: STATUS[c.status], approver: initials(c.approver), raised: dmy(c.raised), sub: SUB_SHORT(c.sub) });
    return [c.code, c.project, c.desc, cost, STATUS[c.status], initials(c.approver), dmy(c.raised), SUB_SHORT(c.sub)];
  });
  corpus.write(file, delimited(['Ref', 'Project', 'Description', 'Value (£)', 'Status', 'Approved by', 'Raised', 'Subcontractor'], rows));
}
// (b2) Markdown CO sheets
cos.filter((c) => c.layout === 'md').forEach((c, k) => {
  const p = P[c.project];
  const dirName = c.project === 'P-101' ? 'P-101-ashcombe' : 'P-103-weir-lane';
  const file = `projects/${dirName}/change-orders/${c.code}.md`;
  const statusWord = c.status.toUpperCase();
  const who = c.approver ? `${c.approver} (${ST[c.approver].role})` : '—';
  const s = {
    project: `Project: ${p.short}${c.project === 'P-103' ? ' Bridge' : ' School'} (${c.project})`, desc: c.desc, cost: `Value: ${gbp(c.cost, 2)}`, status: `Status: ${statusWord}`,
    approver: c.approver ? `Approved by: ${who}` : '', raised: `Date raised: ${fmtDate(c.raised, 'long')}`, sub: c.sub ? `Subcontractor: ${SUB_SHORT(c.sub)}` : '',
  };
  coFacts(c, file, s);
  corpus.write(file, [
    `# Change order ${c.code}`, '', s.project, `Title: ${c.desc}`, s.raised, s.cost, s.status, c.approver ? s.approver : 'Approved by: —',
    ...(c.sub ? [s.sub] : []), `Instruction: ${c.project === 'P-103' ? `NEC4 compensation event CE-${pad(k + 4)}` : `AI-${pad(k + 11)} from Brannock Hale Architects`}`, '',
    '## Reason', '',
    c.status === 'Rejected' ? 'Client does not accept this as a change; scaffold to be adapted within the existing allowance.' : 'Found on opening up; photographs in the site folder. Priced from the subcontractor quote plus 7.5 % OH&P.', '',
  ].join('\n'));
});
// (b3) e-mails with change orders only in sentences
{
  const file = 'mail/2025-05-23-castle-mead-variations.eml';
  const [a, b] = cos.filter((c) => c.layout === 'mail1');
  coFacts(a, file, { project: 'Castle Mead', desc: 'extra drainage run behind Block B', cost: '£6,480', status: 'approved', approver: 'Helen Marsh', raised: '19 March', sub: 'Trentside' });
  coFacts(b, file, { project: 'Castle Mead', desc: '', cost: '£12,640', status: 'still pending', approver: '', raised: '20 May', sub: 'Bellamy' });
  corpus.write(file, `From: Priya Nair <p.nair@harlowvance.co.uk>
To: Helen Marsh <h.marsh@harlowvance.co.uk>
Cc: David Okafor <d.okafor@harlowvance.co.uk>
Date: Fri, 23 May 2025 16:42:10 +0100
Subject: Castle Mead - variations update

Hi Helen,

Quick update on the Castle Mead variations before the valuation.

${a.code} (the extra drainage run behind Block B, raised on 19 March) was approved by Helen Marsh at £6,480 and Trentside have finished it. Please make sure it goes in this month's valuation.

${b.code}, the additional EV charging points (8 no.) the client asked for on 20 May, is still pending: Bellamy have priced it at £12,640 and Northwold want to see the DNO letter first.

Thanks,
Priya
--
Priya Nair | Site Manager | Harlow & Vance Construction
`);
}
{
  const file = 'mail/2025-06-13-weir-lane-ce-update.eml';
  const [a, b] = cos.filter((c) => c.layout === 'mail2');
  coFacts(a, file, { project: 'Weir Lane', desc: '', cost: '£11,200', status: 'pending', approver: '', raised: '27 May', sub: '' });
  coFacts(b, file, { project: 'Weir Lane', desc: '', cost: '£52,600', status: 'rejected', approver: '', raised: '12 June', sub: 'Peak Steel' });
  corpus.write(file, `From: Gareth Pugh <g.pugh@harlowvance.co.uk>
To: David Okafor <d.okafor@harlowvance.co.uk>
Date: Fri, 13 Jun 2025 08:05:51 +0100
Subject: RE: Weir Lane - compensation events

David,

Two for your list:

- ${a.code}: extending the lane closure by two weeks (traffic management), raised 27 May. The council's PM hasn't come back, so it's pending. Our price is £11,200.
- ${b.code}: Peak Steel's option for steel parapets instead of the masonry repair, raised 12 June, £52,600. The council rejected it yesterday (heritage officer wants the stone kept), so we carry on with the repair.

The bearing replacement went well; pier 2 is back on its new bearings.

Gareth
`);
}
{
  const file = 'mail/2025-06-17-sileby-roof-variations.eml';
  const [a, b] = cos.filter((c) => c.layout === 'mail3');
  coFacts(a, file, { project: 'Sileby', desc: '', cost: '£9,840', status: 'approved', approver: 'Helen', raised: '2 June', sub: 'Soar Valley' });
  coFacts(b, file, { project: 'Sileby', desc: '', cost: '£14,300', status: 'rejected', approver: '', raised: '16 June', sub: 'Soar Valley' });
  corpus.write(file, `From: Tom Ridley <t.ridley@harlowvance.co.uk>
To: Charnwood BC Property Services <property@charnwood.example.gov.uk>
Date: Tue, 17 Jun 2025 12:20:33 +0100
Subject: Sileby Leisure Centre roof - variations to date

Dear Jenny,

For your records, the roof variations so far:

The upgrade of the insulation to 150 mm PIR (${a.code}, raised 2 June, Soar Valley's price £9,840) was approved on our side by Helen in our commercial team, as agreed at the progress meeting.

The additional rooflight over the pool hall (${b.code}, raised 16 June) came to £14,300; your team rejected it on cost, so it will not go ahead this year.

Kind regards,
Tom Ridley
Site Manager, Harlow & Vance Construction
`);
}
// (b4) Belgian JSON export (nested by project)
{
  const file = 'belgium/wijzigingen-export-2025.json';
  const STATUS_NL = { Approved: 'goedgekeurd', Pending: 'in behandeling', Rejected: 'afgewezen' };
  const NAME_NL = { 'P-104': 'Kortrijk – Hal 3', 'P-105': 'Gent – Dampoort' };
  const projects = ['P-104', 'P-105'].map((code) => ({
    project: { code, naam: NAME_NL[code] },
    wijzigingen: cos.filter((c) => c.layout === 'json' && c.project === code).map((c) => {
      coFacts(c, file, { project: code, desc: c.desc, cost: String(c.cost), status: STATUS_NL[c.status], approver: c.approver ?? '', raised: c.raised, sub: c.sub ?? '' });
      return { nummer: c.code, omschrijving: c.desc, bedrag: { waarde: c.cost, munt: 'EUR', btw: 'excl.' }, status: STATUS_NL[c.status], goedgekeurd_door: c.approver, aangevraagd: c.raised, onderaannemer: c.sub };
    }),
  }));
  corpus.write(file, JSON.stringify({ export: 'WerfPlanner', vestiging: 'Gent', gegenereerd: '2025-07-01', projecten: projects }, null, 2) + '\n');
}

// ------------------------------------------------------------------ plant
// [code, name, type, capacity (t) | null, rate per day, rate form, project, hire company, layout]
const PLANT_DEF = [
  ['PL-01', 'Liebherr LTM 1060-3.1', 'Mobile crane', 60, 1150, 'day', 'P-103', 'Midshires Crane Hire', 'reg'],
  ['PL-02', 'JCB 220X', 'Tracked excavator', 22, 420, 'day', 'P-102', 'Trent Plant Hire', 'reg'],
  ['PL-03', 'Thwaites MACH 2090', 'Site dumper', 9, 95, 'day', 'P-102', 'Trent Plant Hire', 'reg'],
  ['PL-04', 'JCB 540-140', 'Telehandler', 4, 210, 'week', 'P-102', 'Trent Plant Hire', 'reg'],
  ['PL-05', 'Potain MCT 85', 'Tower crane', 5, 1280, 'week', 'P-102', 'Skyline Tower Cranes', 'reg'],
  ['PL-06', 'Bomag BW 120 AD-5', 'Roller', 2.7, 85, 'day', 'P-101', 'Trent Plant Hire', 'reg'],
  ['PL-07', 'Genie Z-45/25', 'Boom lift', 0.227, 165, 'day', 'P-106', 'Access Midlands', 'reg'],
  ['PL-08', 'Kubota KX057-4', 'Mini excavator', 5.5, 160, 'day', 'P-101', 'Trent Plant Hire', 'reg'],
  ['PL-09', 'Atlas Copco QAS 60', 'Generator', null, 75, 'day', 'P-103', 'Midshires Crane Hire', 'reg'],
  ['PL-10', 'Manitou MT 1440', 'Telehandler', 4, 240, 'day', 'P-103', 'Access Midlands', 'reg'],
  ['PL-11', 'Grove GMK5250L', 'Mobile crane', 250, 3900, 'day', 'P-103', 'Midshires Crane Hire', 'mail'],
  ['PL-12', 'JCB 8026 CTS', 'Mini excavator', 2.6, 164, 'week', 'P-101', 'Trent Plant Hire', 'mail'],
  ['PL-13', 'Takeuchi TB216', 'Mini excavator', 1.6, 110, 'day', 'P-101', 'Ashby Tool & Plant', 'diary'],
  ['PL-14', 'Thwaites MACH 2030', 'Site dumper', 3, 70, 'day', 'P-101', 'Ashby Tool & Plant', 'diary'],
  ['PL-21', 'Liebherr 132 EC-H8', 'Tower crane', 8, 276, 'week', 'P-105', 'Vandewalle Verhuur', 'json'],
  ['PL-22', 'Volvo EC220E', 'Tracked excavator', 22, 395, 'day', 'P-104', 'Vandewalle Verhuur', 'json'],
  ['PL-23', 'Manitou MRT 2150', 'Telehandler', 5, 310, 'day', 'P-104', 'Boels Verhuur', 'json'],
  ['PL-24', 'Wacker Neuson DW60', 'Site dumper', 6, 88, 'day', 'P-105', 'Boels Verhuur', 'json'],
  ['PL-25', 'JLG 450AJ', 'Boom lift', 0.23, 140, 'day', 'P-105', 'Boels Verhuur', 'json'],
  ['PL-26', 'Hamm HD 12 VV', 'Roller', 2.6, 95, 'day', 'P-104', 'Vandewalle Verhuur', 'json'],
];
const plant = PLANT_DEF.map(([code, name, type, cap, rate, per, project, hire, layout]) => ({ code, name, type, cap, rate, per, project, hire, layout, cur: P[project].cur }));
const PL = Object.fromEntries(plant.map((x) => [x.code, x]));
function plantFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'plant', attr, value, unit, stated, file);
  F('code', x.code, '', x.code);
  F('plant_type', x.type, '', s.type);
  F('capacity', x.cap, 't', s.cap);
  F('day_rate', x.rate, x.cur, s.rate);
  F('project', P[x.project].name, 'text', s.project);
  F('hire_company', x.hire, 'text', s.hire);
}
// (e1) Markdown register
{
  const file = 'plant/plant-register-2025.md';
  const CAP = { 'PL-04': '4,000 kg', 'PL-06': '2,700 kg', 'PL-07': '227 kg (platform)', 'PL-09': '—', 'PL-10': '4 tonnes' };
  const out = ['# Plant register 2025 — UK sites', '', 'Hired plant on our English sites. Rates per day unless marked /wk; a hire week is charged as 5 working days. Capacity = rated load / payload.', '',
    '| Plant no. | Machine | Type | Capacity | Rate | Hired from | Site |', '|---|---|---|---|---|---|---|'];
  plant.filter((x) => x.layout === 'reg').forEach((x) => {
    const cap = CAP[x.code] ?? `${x.cap} t`;
    const rate = x.per === 'week' ? `${gbp(x.rate * 5)}/wk` : `${gbp(x.rate)}/day`;
    const site = `${P[x.project].short} (${x.project})`;
    plantFacts(x, file, { type: x.type, cap: cap === '—' ? '' : cap, rate, project: site, hire: x.hire });
    out.push(`| ${x.code} | ${x.name} | ${x.type} | ${cap} | ${rate} | ${x.hire} | ${site} |`);
  });
  out.push('', 'Off-hire requests to the plant desk by 12:00 the day before. Operated plant (cranes) includes the operator; fuel extra.', '');
  corpus.write(file, out.join('\n'));
}
// (e2) hire-quote e-mail
{
  const file = 'mail/2025-04-02-crane-and-excavator-hire.eml';
  const [g, j] = plant.filter((x) => x.layout === 'mail');
  plantFacts(g, file, { type: 'mobile crane', cap: '250-tonne', rate: '£3,900 per day', project: 'Weir Lane', hire: 'Midshires Crane Hire' });
  plantFacts(j, file, { type: 'mini excavator', cap: '2.6 t', rate: '£820 per week', project: 'Ashcombe', hire: 'Trent Plant Hire' });
  corpus.write(file, `From: Plant Desk <plant@harlowvance.co.uk>
To: Gareth Pugh <g.pugh@harlowvance.co.uk>, Tom Ridley <t.ridley@harlowvance.co.uk>
Date: Wed, 2 Apr 2025 10:14:02 +0100
Subject: Hire confirmations - Weir Lane beam lift / Ashcombe mini digger

Gareth, Tom,

Both hires are booked.

Weir Lane: Midshires Crane Hire will supply a Grove GMK5250L, a 250-tonne mobile crane, for the two-day deck beam lift in week 19. Rate £3,900 per day, operated, with the lift plan from Callum. Plant no. PL-11.

Ashcombe: a JCB 8026 CTS mini excavator (2.6 t) from Trent Plant Hire, on site from 7 April for the drainage, at £820 per week (5-day week). Plant no. PL-12.

Plant Desk
`);
}
// (e3) Belgian JSON list
{
  const file = 'belgium/materieel-2025.json';
  const TYPE_NL = { 'Tower crane': 'Torenkraan', 'Tracked excavator': 'Rupsgraafmachine', Telehandler: 'Verreiker (roterend)', 'Site dumper': 'Dumper', 'Boom lift': 'Hoogwerker', Roller: 'Trilwals' };
  const WERF = { 'P-104': 'P-104 Kortrijk', 'P-105': 'P-105 Gent Dampoort' };
  const recs = plant.filter((x) => x.layout === 'json').map((x) => {
    const kg = Math.round(x.cap * 1000);
    const huur = x.per === 'week' ? { bedrag: x.rate * 5, munt: 'EUR', per: 'week' } : { bedrag: x.rate, munt: 'EUR', per: 'dag' };
    plantFacts(x, file, { type: TYPE_NL[x.type], cap: String(kg), rate: String(huur.bedrag), project: WERF[x.project], hire: x.hire });
    return { nr: x.code, toestel: x.name, soort: TYPE_NL[x.type], capaciteit_kg: kg, huur, werf: WERF[x.project], verhuurder: x.hire };
  });
  corpus.write(file, JSON.stringify({ bron: 'materieellijst Gent', bijgewerkt: '2025-06-27', opmerking: 'huurprijzen excl. btw; een huurweek = 5 werkdagen', materieel: recs }, null, 2) + '\n');
}
// (e4) plant hours, wide: a column per week (UK plant, by plant number only)
const WEEKS = Array.from({ length: 13 }, (_, i) => 14 + i);
{
  const file = 'plant/plant-hours-q2-2025.csv';
  const onHire = { 'PL-01': [17, 26], 'PL-02': [14, 26], 'PL-03': [14, 24], 'PL-04': [14, 26], 'PL-05': [14, 26], 'PL-06': [20, 23], 'PL-07': [20, 26], 'PL-08': [14, 22], 'PL-09': [15, 26], 'PL-10': [16, 26], 'PL-11': [19, 19], 'PL-12': [15, 20], 'PL-13': [19, 26], 'PL-14': [19, 26] };
  const rows = Object.entries(onHire).map(([code, [a, b]]) => {
    const x = PL[code];
    const cells = WEEKS.map((w) => {
      if (w < a || w > b) return '';
      const h = code === 'PL-11' ? 16 : code === 'PL-05' ? r.int(38, 47) : r.int(8, 40);
      return h;
    });
    cells.forEach((h, i) => corpus.also(x.name, 'plant', `hours_w${WEEKS[i]}`, h === '' ? '' : h, 'h', h === '' ? '' : String(h), file));
    corpus.also(x.name, 'plant', 'hours_q2', cells.reduce((s, h) => s + (h === '' ? 0 : h), 0), 'h', '', file);
    return [code, ...cells];
  });
  corpus.write(file, ['# Plant hours by week, Q2 2025 (hour-meter readings, UK sites). Blank = not on hire.', delimited(['Plant no.', ...WEEKS.map((w) => `Wk ${w}`)], rows).trimEnd(), ''].join('\n'));
}

// ------------------------------------------------------------------ deliveries
// [note, date, project, material, group, qty field, value (canonical), stated, supplier, layout]
const DEL_DEF = [
  ['DN-250114', '2025-01-14', 'P-102', 'Ready-mix concrete C32/40', 'Concrete', 'volume', 42, '42 m³', 'Midland Readymix Ltd', 'html'],
  ['DN-250203', '2025-02-03', 'P-102', 'Rebar B500B', 'Reinforcement', 'weight', 14.2, '14.2 t', 'Northfield Rebar', 'html'],
  ['DN-250217', '2025-02-17', 'P-101', 'Type 1 sub-base', 'Aggregate', 'weight', 38, '38 tonnes', 'Trent Aggregates', 'html'],
  ['DN-250305', '2025-03-05', 'P-102', 'Ready-mix concrete C32/40', 'Concrete', 'volume', 56, '56 m3', 'Midland Readymix Ltd', 'html'],
  ['DN-250318', '2025-03-18', 'P-101', 'Ready-mix concrete C28/35', 'Concrete', 'volume', 24.5, '24.5 m³', 'Midland Readymix Ltd', 'html'],
  ['DN-250402', '2025-04-02', 'P-102', 'Facing bricks', 'Masonry', 'pieces', 12000, '12,000 no.', 'Charnwood Brick Co', 'html'],
  ['DN-250414', '2025-04-14', 'P-103', 'Rebar B500B', 'Reinforcement', 'weight', 3.6, '3,600 kg', 'Northfield Rebar', 'html'],
  ['DN-250428', '2025-04-28', 'P-103', 'Concrete repair mortar', 'Mortar', 'weight', 1.25, '1,250 kg', 'Derwent Concrete Repairs Ltd', 'html'],
  ['DN-250512', '2025-05-12', 'P-106', 'PIR insulation boards 150 mm', 'Insulation', 'area', 640, '640 m²', 'Kingsway Insulation', 'html'],
  ['DN-250520', '2025-05-20', 'P-102', 'Plasterboard 12.5 mm', 'Drylining', 'pieces', 860, '860 sheets', 'Gypline Supplies', 'html'],
  ['DN-250603', '2025-06-03', 'P-103', 'Waterproofing membrane', 'Waterproofing', 'area', 410, '410 m2', 'Rooftech Supplies', 'html'],
  ['DN-250616', '2025-06-16', 'P-106', 'Single-ply roof membrane', 'Roofing', 'area', 720, '720 sq m', 'Rooftech Supplies', 'html'],
  ['DN-250506', '2025-05-06', 'P-101', 'Ready-mix concrete C32/40', 'Concrete', 'volume', 18, '18 m³', 'Midland Readymix Ltd', 'diary'],
  ['DN-250507', '2025-05-07', 'P-101', 'Rebar B500B', 'Reinforcement', 'weight', 2.4, '2.4 tonnes', 'Northfield Rebar', 'diary'],
  ['DN-250509', '2025-05-09', 'P-101', 'Facing bricks', 'Masonry', 'pieces', 4800, '4,800 bricks', 'Charnwood Brick Co', 'diary'],
  ['DN-250514', '2025-05-14', 'P-101', 'Blockwork 7N', 'Masonry', 'pieces', 1650, '1,650 blocks', 'Charnwood Brick Co', 'diary'],
  ['DN-250521', '2025-05-21', 'P-101', 'Floor screed', 'Screed', 'volume', 3.5, '3,500 litres', 'Midland Readymix Ltd', 'diary'],
  ['DN-250528', '2025-05-28', 'P-101', 'Structural steel (canopy)', 'Structural steel', 'weight', 6.8, '6.8 tonnes', 'Peak Steel Fabrications Ltd', 'diary'],
  ['LB-25-0131', '2025-01-31', 'P-104', 'Ready-mix concrete C30/37', 'Concrete', 'volume', 64, '64', 'Betonbedrijf Leie', 'csv'],
  ['LB-25-0214', '2025-02-14', 'P-104', 'Rebar BE500S', 'Reinforcement', 'weight', 18.6, '18,6', 'Staalhandel Vlaanderen', 'csv'],
  ['LB-25-0307', '2025-03-07', 'P-105', 'Ready-mix concrete C25/30', 'Concrete', 'volume', 38.5, '38,5', 'Betonbedrijf Leie', 'csv'],
  ['LB-25-0321', '2025-03-21', 'P-104', 'Structural steel (HEA sections)', 'Structural steel', 'weight', 42, '42', 'Staalbouw Desmet BV', 'csv'],
  ['LB-25-0404', '2025-04-04', 'P-105', 'Rebar mesh', 'Reinforcement', 'weight', 4.25, '4.250', 'Staalhandel Vlaanderen', 'csv'],
  ['LB-25-0418', '2025-04-18', 'P-105', 'Clay blocks', 'Masonry', 'pieces', 9600, '9.600', 'Bouwmaterialen Dewulf', 'csv'],
  ['LB-25-0502', '2025-05-02', 'P-104', 'Roof sandwich panels', 'Roofing', 'area', 2850, '2.850', 'Panelco Belgium', 'csv'],
  ['LB-25-0516', '2025-05-16', 'P-105', 'Ready-mix concrete C30/37', 'Concrete', 'volume', 12.5, '12,5', 'Betonbedrijf Leie', 'csv'],
  ['LB-25-0523', '2025-05-23', 'P-104', 'Crushed stone 0/32', 'Aggregate', 'weight', 96, '96', 'Bouwmaterialen Dewulf', 'csv'],
  ['LB-25-0606', '2025-06-06', 'P-105', 'PIR insulation boards 120 mm', 'Insulation', 'area', 1180, '1.180', 'Isolatiecentrale Gent', 'csv'],
  ['LB-25-0613', '2025-06-13', 'P-104', 'Ready-mix concrete C30/37', 'Concrete', 'volume', 7.5, '7,5', 'Betonbedrijf Leie', 'csv'],
  ['LB-25-0627', '2025-06-27', 'P-105', 'Floor screed', 'Screed', 'volume', 6.2, '6.200', 'Betonbedrijf Leie', 'csv'],
];
const dels = DEL_DEF.map(([note, date, project, material, grp, qf, qty, qStated, supplier, layout]) => ({ note, date, project, material, grp, qf, qty, qStated, supplier, layout }));
const QUNIT = { volume: 'm3', weight: 't', area: 'm2', pieces: '' };
function delFacts(d, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(d.note, 'delivery', attr, value, unit, stated, file);
  F('date', d.date, 'date', s.date);
  F('project', P[d.project].name, 'text', s.project);
  F('material', d.material, 'text', s.material);
  F('material_group', d.grp, '', '');
  for (const q of ['volume', 'weight', 'area', 'pieces']) F(q, q === d.qf ? d.qty : '', QUNIT[q], q === d.qf ? d.qStated : '');
  F('supplier', d.supplier, 'text', s.supplier);
}
// (f1) UK deliveries, HTML table
{
  const file = 'sites/deliveries-log-uk-2025.html';
  const rows = dels.filter((d) => d.layout === 'html').map((d, k) => {
    const site = P[d.project].short;
    const date = fmtDate(d.date, 'short');
    delFacts(d, file, { date, project: site, material: d.material, supplier: d.supplier });
    return `    <tr><td>${d.note}</td><td>${date}</td><td>${esc(site)}</td><td>${esc(d.material)}</td><td>${esc(d.qStated)}</td><td>${esc(d.supplier)}</td><td>${['SP', 'JW', 'GP', 'TR'][k % 4]}</td></tr>`;
  });
  corpus.write(file, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Deliveries log — UK sites 2025</title></head>
<body>
<h1>Deliveries log — UK sites, January–June 2025</h1>
<p>Bulk and structural deliveries only (consumables are on the stores sheet). Quantities as on the supplier's delivery note.</p>
<table>
  <thead><tr><th>DN no.</th><th>Date</th><th>Site</th><th>Material</th><th>Quantity</th><th>Supplier</th><th>Checked by</th></tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>
<p>Ashcombe deliveries for May are recorded in the site diary.</p>
</body></html>
`);
}
// (f2) Belgian deliveries, Dutch semicolon export
{
  const file = 'belgium/leveringen-2025.csv';
  const MAT_NL = {
    'Ready-mix concrete C30/37': 'Stortklaar beton C30/37', 'Rebar BE500S': 'Betonstaal BE500S', 'Ready-mix concrete C25/30': 'Stortklaar beton C25/30',
    'Structural steel (HEA sections)': 'Staalprofielen HEA', 'Rebar mesh': 'Wapeningsnetten', 'Clay blocks': 'Snelbouwstenen', 'Roof sandwich panels': 'Sandwichpanelen dak',
    'Crushed stone 0/32': 'Steenslag 0/32', 'PIR insulation boards 120 mm': 'PIR-isolatieplaten 120 mm', 'Floor screed': 'Dekvloer (chape)',
  };
  const EENH = { 'Rebar mesh': 'kg', 'Floor screed': 'l' };
  const WERF = { 'P-104': 'Kortrijk Hal 3', 'P-105': 'Gent Dampoort' };
  const rows = dels.filter((d) => d.layout === 'csv').map((d, k) => {
    const unit = EENH[d.material] ?? { volume: 'm³', weight: 'ton', area: 'm²', pieces: 'st' }[d.qf];
    delFacts(d, file, { date: dmy(d.date), project: WERF[d.project], material: MAT_NL[d.material], supplier: d.supplier });
    return [d.note, dmy(d.date), WERF[d.project], MAT_NL[d.material], d.qStated, unit, d.supplier, ['Bram Wouters', 'Pieter De Smet', 'Lotte Claes'][k % 3]];
  });
  corpus.write(file, delimited(['Leveringsbon', 'Datum', 'Werf', 'Materiaal', 'Hoeveelheid', 'Eenheid', 'Leverancier', 'Ontvangen door'], rows, ';'));
}

// ------------------------------------------------------------------ inspections
// [ref, date, project, type, inspector, organisation, result, actions, layout]
const INS_DEF = [
  ['INS-25-001', '2025-01-29', 'P-102', 'Foundations', 'Mark Ellery', 'LABC Building Control', 'Pass', 0, 'log'],
  ['INS-25-002', '2025-02-20', 'P-104', 'Reinforcement', 'Koen Maes', 'BTV Controle', 'Pass', 0, 'nl'],
  ['INS-25-003', '2025-03-04', 'P-101', 'Foundations', 'Mark Ellery', 'LABC Building Control', 'Pass', 1, 'log'],
  ['INS-25-004', '2025-03-27', 'P-102', 'Scaffold', 'Dean Hollis', 'Kestrel Scaffolding Ltd', 'Fail', 4, 'log'],
  ['INS-25-005', '2025-04-03', 'P-105', 'Foundations', 'Sophie Lambert', 'Lambert & Associés', 'Fail', 2, 'fr'],
  ['INS-25-006', '2025-04-16', 'P-102', 'Fire stopping', 'Rachel Onyango', 'FireCert Midlands', 'Fail', 6, 'log'],
  ['INS-25-007', '2025-05-01', 'P-103', 'Bearings', 'Owen Tranter', 'Derbyshire County Council', 'Fail', 3, 'report'],
  ['INS-25-008', '2025-05-07', 'P-101', 'Drainage (CCTV)', 'Mark Ellery', 'LABC Building Control', 'Pass', 0, 'log'],
  ['INS-25-009', '2025-05-30', 'P-101', 'Structural steel', 'Sunil Mehta', 'Hartwell Consulting', 'Pass', 2, 'diary'],
  ['INS-25-010', '2025-05-22', 'P-106', 'Asbestos survey', 'Karen Bligh', 'Soarside Environmental', 'Pass', 2, 'log'],
  ['INS-25-011', '2025-06-09', 'P-103', 'Concrete repairs', 'Owen Tranter', 'Derbyshire County Council', 'Pass', 1, 'report'],
  ['INS-25-012', '2025-06-11', 'P-102', 'Fire stopping', 'Rachel Onyango', 'FireCert Midlands', 'Pass', 1, 'log'],
  ['INS-25-013', '2025-06-17', 'P-102', 'Structural frame', 'Mark Ellery', 'LABC Building Control', 'Pass', 0, 'report'],
  ['INS-25-014', '2025-06-20', 'P-106', 'Scaffold', 'Dean Hollis', 'Kestrel Scaffolding Ltd', 'Pass', 0, 'log'],
  ['INS-25-015', '2025-06-24', 'P-104', 'Fire safety', 'Koen Maes', 'BTV Controle', 'Pass', 1, 'nl'],
];
const ins = INS_DEF.map(([ref, date, project, type, inspector, org, result, actions, layout]) => ({ ref, date, project, type, inspector, org, result, actions, layout }));
function insFacts(i, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(i.ref, 'inspection', attr, value, unit, stated, file);
  F('date', i.date, 'date', s.date);
  F('project', P[i.project].name, 'text', s.project);
  F('inspection_type', i.type, '', s.type);
  F('inspector', i.inspector, 'person', s.inspector);
  F('organisation', i.org, 'text', s.org);
  F('result', i.result, '', s.result);
  F('actions', i.actions, '', s.actions);
}
const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];
// (h1) Markdown log
{
  const file = 'qa/inspection-log-2025.md';
  const out = ['# Inspection log 2025 — UK projects', '', 'Statutory and third-party inspections. Reports on file in qa/reports/ where they run to more than a page.', '',
    '| Ref | Date | Project | Inspection | Inspector | Result | Actions |', '|---|---|---|---|---|---|---|'];
  ins.filter((i) => i.layout === 'log').forEach((i) => {
    const date = fmtDate(i.date, 'short');
    const proj = `${i.project} ${P[i.project].short}`;
    insFacts(i, file, { date, project: proj, type: i.type, inspector: `${i.inspector} (${i.org})`, org: i.org, result: i.result.toUpperCase(), actions: '' });
    out.push(`| ${i.ref} | ${date} | ${proj} | ${i.type} | ${i.inspector} (${i.org}) | ${i.result.toUpperCase()} | ${i.actions} |`);
  });
  out.push('', 'Fails are closed out on the NCR register.', '');
  corpus.write(file, out.join('\n'));
}
// (h2) prose reports
{
  const texts = {
    'INS-25-007': (i) => [`# Inspection report — Weir Lane Bridge, pier 2 bearings (ref ${i.ref})`, '',
      `On ${fmtDate(i.date, 'long')} Owen Tranter of Derbyshire County Council's structures team inspected the existing bearings at pier 2 with the deck jacked 4 mm. The bearing plates were heavily corroded and one rocker had seized, so the inspection was recorded as a fail.`,
      '', 'Three actions were raised: replace both bearing plates (see the change order for the bearing replacement), grit-blast and paint the bearing shelf, and re-inspect before the deck is lowered.', ''],
    'INS-25-011': (i) => [`# Inspection report — Weir Lane Bridge, soffit concrete repairs (ref ${i.ref})`, '',
      `Owen Tranter (Derbyshire County Council) inspected the prepared repair areas on the deck soffit on ${fmtDate(i.date, 'long')}, before the sprayed-concrete repairs. Breakout depths, cleaned reinforcement and the new bar laps were all acceptable and the inspection passed.`,
      '', 'One action was raised: two small areas at span 3 to be broken out a further 15 mm behind the bar. Repairs may proceed.', ''],
    'INS-25-013': (i) => [`# Building control visit — Castle Mead Block A frame (ref ${i.ref})`, '',
      `Mark Ellery from LABC Building Control visited Block A on ${fmtDate(i.date, 'us')} to look at the structural frame up to level 3, with the engineer's completion certificates for the floors. He was satisfied and the visit was recorded as a pass, with no actions.`, ''],
  };
  ins.filter((i) => i.layout === 'report').forEach((i) => {
    const file = `qa/reports/${i.ref}.md`;
    const date = i.ref === 'INS-25-013' ? fmtDate(i.date, 'us') : fmtDate(i.date, 'long');
    const s = {
      INS: 0,
      date, project: i.project === 'P-103' ? 'Weir Lane Bridge' : 'Castle Mead', type: '', inspector: i.inspector, org: i.org,
      result: { 'INS-25-007': 'recorded as a fail', 'INS-25-011': 'the inspection passed', 'INS-25-013': 'recorded as a pass' }[i.ref],
      actions: { 'INS-25-007': 'Three actions', 'INS-25-011': 'One action', 'INS-25-013': 'no actions' }[i.ref],
    };
    insFacts(i, file, s);
    corpus.write(file, texts[i.ref](i).join('\n'));
  });
}
// (h3) Dutch and French reports
for (const i of ins.filter((x) => x.layout === 'nl')) {
  const file = `belgium/keuringen/keuringsverslag-${i.ref}.md`;
  const TYPE_NL = { Reinforcement: 'Wapening funderingsplaat, zone A–C', 'Fire safety': 'Brandveiligheid: compartimentering en sprinklerkoppen' };
  const s = { date: `Datum: ${dmy(i.date)}`, project: 'Werf: Kortrijk – Hal 3', type: `Onderwerp: ${TYPE_NL[i.type]}`, inspector: `Keurder: ${i.inspector}`, org: i.org, result: 'Resultaat: goedgekeurd', actions: `Opmerkingen: ${i.actions === 0 ? 'geen' : 'één opmerking (zie bijlage)'}` };
  insFacts(i, file, s);
  corpus.write(file, [`# Keuringsverslag ${i.ref}`, '', s.date, s.project, s.type, `${s.inspector} (${i.org})`, s.result, s.actions, '',
    i.actions === 0 ? 'De wapening is conform het plan; de betonstort mag doorgaan.' : 'Twee sprinklerkoppen in zone D moeten nog verplaatst worden vóór de oplevering; geen invloed op het resultaat.', ''].join('\n'));
}
for (const i of ins.filter((x) => x.layout === 'fr')) {
  const file = `belgium/keuringen/rapport-controle-${i.ref}.md`;
  const s = { date: `Date : ${dmy(i.date)}`, project: 'Chantier : Gent – Dampoort', type: 'Objet : fondations (semelles, bloc B)', inspector: `Contrôleur : ${i.inspector}`, org: i.org, result: 'Résultat : non conforme', actions: 'Deux réserves' };
  insFacts(i, file, s);
  corpus.write(file, [`# Rapport de contrôle ${i.ref}`, '', s.date, s.project, s.type, `${s.inspector} (${i.org}, Bruxelles)`, s.result, '',
    'Deux réserves ont été émises : l\'enrobage des armatures est insuffisant sur deux semelles et le béton de propreté manque sous la semelle S7. Nouvelle visite avant bétonnage.', ''].join('\n'));
}

// ------------------------------------------------------------------ the Ashcombe site diary (deliveries, plant, one inspection)
{
  const file = 'projects/P-101-ashcombe/site-diary-may-2025.md';
  const D = Object.fromEntries(dels.filter((d) => d.layout === 'diary').map((d) => [d.note, d]));
  const say = (note, date, text, s) => {
    delFacts(D[note], file, { date, project: '', material: s.material, supplier: s.supplier });
    return text;
  };
  const x13 = PL['PL-13'];
  const x14 = PL['PL-14'];
  plantFacts(x13, file, { type: 'mini excavator', cap: '1,600 kg', rate: '£110 a day', project: '', hire: 'Ashby Tool & Plant' });
  plantFacts(x14, file, { type: 'dumper', cap: '3 tonnes', rate: '£70 per day', project: '', hire: 'Ashby Tool & Plant' });
  const i9 = ins.find((i) => i.ref === 'INS-25-009');
  insFacts(i9, file, { date: 'Fri 30 May', project: '', type: 'steel frame', inspector: 'Sunil Mehta', org: 'Hartwell Consulting', result: 'passed', actions: 'two snags' });
  const lab = () => r.int(9, 17);
  const out = ['# Site diary — Ashcombe Primary School Extension — May 2025', '', 'Kept by Tom Ridley / Jordan Wells. Weather, labour, deliveries, visitors, anything unusual.', '',
    `## Tue 6 May`, '', `Dry, 14 °C. ${lab()} operatives on site. ` + say('DN-250506', 'Tue 6 May', 'Ground-floor slab bay 2 poured: 18 m³ of C32/40 from Midland Readymix, delivery note DN-250506, pump on site from 07:30.', { material: 'C32/40', supplier: 'Midland Readymix' }), '',
    `## Wed 7 May`, '', say('DN-250507', 'Wed 7 May', 'Northfield Rebar dropped 2.4 tonnes of B500B for the first-floor beams (DN-250507). Checked against the schedule, one bundle short, chased.', { material: 'B500B', supplier: 'Northfield Rebar' }), '',
    `## Fri 9 May`, '', `Rain in the afternoon, ${lab()} on site. ` + say('DN-250509', 'Fri 9 May', 'Charnwood Brick Co delivered 4,800 bricks (facing, DN-250509) — stacked on the hard play, away from the school gate.', { material: 'facing', supplier: 'Charnwood Brick Co' }), '',
    `## Mon 12 May`, '', `New machine on site for the external works: ${x13.code}, a Takeuchi TB216 mini excavator (1,600 kg) from Ashby Tool & Plant at £110 a day. Also a Thwaites MACH 2030 dumper (3 tonnes), ${x14.code}, £70 per day from the same firm.`, '',
    `## Wed 14 May`, '', say('DN-250514', 'Wed 14 May', '1,650 blocks (Blockwork 7N, DN-250514) in from Charnwood Brick Co for the inner leaf.', { material: 'Blockwork 7N', supplier: 'Charnwood Brick Co' }), '',
    `## Wed 21 May`, '', say('DN-250521', 'Wed 21 May', 'Floor screed to classrooms 1–3: 3,500 litres from Midland Readymix (DN-250521). Rooms closed to traffic for 48 h.', { material: 'Floor screed', supplier: 'Midland Readymix' }), '',
    `## Wed 28 May`, '', say('DN-250528', 'Wed 28 May', 'Peak Steel Fabrications delivered the canopy steel, 6.8 tonnes (DN-250528). Erected by Thursday lunchtime with the 25 t crane from the lifting contractor.', { material: 'canopy steel', supplier: 'Peak Steel Fabrications' }), '',
    `## Fri 30 May`, '', `Sunil Mehta (Hartwell Consulting) inspected the steel frame of the canopy, inspection ref INS-25-009. It passed with two snags: a missing washer at grid C4 and touch-up paint on two baseplates. ${lab()} on site.`, '',
  ];
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ concrete poured, wide (m³ per project per month)
{
  const file = 'commercial/concrete-poured-2025.csv';
  const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'];
  const POURS = {
    'P-101': ['', '', 24.5, 31, 42, 18],
    'P-102': [42, 88, 56, 64, 71.5, 38],
    'P-103': ['', '', '', 6, 14.5, 22],
    'P-104': [64, 120, 146, 98, 35, 7.5],
    'P-105': ['', '', 38.5, 54, 61, 29],
  };
  const LABEL = { 'P-101': 'P-101 Ashcombe School', 'P-102': 'P-102 Castle Mead', 'P-103': 'P-103 Weir Lane Bridge', 'P-104': 'P-104 Kortrijk (BE)', 'P-105': 'P-105 Gent Dampoort (BE)' };
  const rows = Object.entries(POURS).map(([code, ms]) => {
    const p = P[code];
    ms.forEach((v, i) => corpus.also(p.name, 'project', `concrete_${MONTHS[i]}`, v === '' ? '' : v, 'm3', v === '' ? '' : String(v), file));
    corpus.also(p.name, 'project', 'concrete_h1', r4(ms.reduce((s, v) => s + (v === '' ? 0 : v), 0)), 'm3', '', file);
    return [LABEL[code], ...ms];
  });
  corpus.also(P['P-106'].name, 'project', 'concrete_h1', '', 'm3', '', file);
  corpus.write(file, delimited(['Project', 'Jan 2025', 'Feb 2025', 'Mar 2025', 'Apr 2025', 'May 2025', 'Jun 2025'], rows).replace(/^Project,/, 'Project (concrete poured m³),'));
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.md', `# Harlow & Vance Construction — project drive

Shared drive of the contracts team. Head office Leicester (England); Belgian branch Harlow & Vance Belgium BV, Ghent.

| Folder | What's in it |
|---|---|
| projects/ | one folder per job (P-101 … P-106): project sheets, change-order sheets, site diaries |
| commercial/ | change-order log (UK), concrete returns, valuations, retentions |
| belgium/ | Ghent office: projectfiches, wijzigingen export, leveringen, materieel, personeel, keuringen |
| supply-chain/ | approved subcontractors, performance scores |
| plant/ | plant register, weekly hours |
| people/ | staff register, head office team |
| qa/ | inspection log and reports, NCRs |
| sites/ | deliveries log (UK) |
| mail/ | saved e-mails |
| health-and-safety/, admin/, meetings/, tenders/, templates/, design/, weather/ | the rest |

Project numbers: P-101 Ashcombe, P-102 Castle Mead, P-103 Weir Lane, P-104 Kortrijk, P-105 Dampoort (Gent), P-106 Sileby.
Change orders are numbered CO-2025-### across the whole company; a few numbers were voided.
Please don't save personal files here. IT: helpdesk@harlowvance.co.uk.
`);
corpus.write('health-and-safety/accident-book-summary-h1-2025.md', `# Accident book summary — H1 2025

| Month | First-aid cases | RIDDOR | Near misses |
|---|---|---|---|
| Jan | 2 | 0 | 5 |
| Feb | 1 | 0 | 7 |
| Mar | 3 | 1 | 4 |
| Apr | 0 | 0 | 9 |
| May | 2 | 0 | 6 |
| Jun | 1 | 0 | 8 |

The March RIDDOR was a 7-day injury (hand) at Castle Mead; investigation closed 14 April. AFR for the half-year 0.09.
`);
corpus.write('health-and-safety/toolbox-talks-2025.md', `# Toolbox talks — schedule 2025

- Week 2: Working at height and ladders (all sites)
- Week 6: Silica dust and cutting blocks
- Week 11: Lifting operations and exclusion zones (Weir Lane, Castle Mead)
- Week 15: Manual handling of plasterboard
- Week 19: Working near water (Weir Lane)
- Week 23: Heat stress and sun protection
- Week 27: Asbestos awareness refresher (Sileby)

Attendance sheets go in the site folder; 90 % attendance target.
`);
corpus.write('commercial/valuations-h1-2025.md', `# Interim valuations — H1 2025 (gross, cumulative)

| Valuation | P-101 | P-102 | P-103 | P-106 |
|---|---|---|---|---|
| 31 Jan | £0 | £1,410,000 | — | — |
| 28 Feb | £96,400 | £1,980,000 | — | — |
| 31 Mar | £312,000 | £2,655,000 | — | — |
| 30 Apr | £598,500 | £3,240,000 | £88,000 | — |
| 31 May | £905,000 | £3,910,000 | £341,600 | £64,000 |
| 30 Jun | £1,226,000 | £4,480,000 | £602,300 | £231,500 |

Belgian projects are valued monthly in EUR by the Ghent office (vorderingsstaten), not listed here.
`);
corpus.write('commercial/retention-schedule.csv', delimited(['Project', 'Retention %', 'Limit', 'Half released on', 'Balance due'], [
  ['P-101', '3', '£115,500', 'practical completion', '12 months after PC'], ['P-102', '3', '£372,000', 'practical completion', '12 months after PC'],
  ['P-103', '3', 'n/a', 'completion', 'defects date (52 weeks)'], ['P-106', '5', '£39,000', 'practical completion', '6 months after PC'],
]));
corpus.write('admin/insurance-schedule-2025.md', `# Company insurance schedule 2025

| Cover | Insurer | Limit | Renewal |
|---|---|---|---|
| Contract works | Aviva | £15,000,000 any one contract | 1 April 2026 |
| Employers' liability | Aviva | £10,000,000 | 1 April 2026 |
| Public liability | Zurich | £10,000,000 | 1 April 2026 |
| Plant (hired-in) | Allianz | £750,000 | 1 April 2026 |
| ABR / CAR (Belgium) | AG Insurance | € 12.000.000 | 1 januari 2026 |

Subcontractors' own certificates are tracked on the approved list, not here.
`);
corpus.write('admin/bank-holidays-2025.md', `# Site closures and bank holidays 2025

England: 1 Jan, 18 Apr, 21 Apr, 5 May, 26 May, 25 Aug, 25 Dec, 26 Dec.
Belgium: 1 Jan, 21 Apr, 1 May, 29 May, 9 Jun, 21 Jul, 15 Aug, 1 Nov, 11 Nov, 25 Dec. Bouwverlof (summer shutdown) 21 July – 8 August.
Christmas shutdown all sites: 19 December 2025 – 5 January 2026.
`);
corpus.write('meetings/board-minutes-2025-04-28.md', `# Board meeting — 28 April 2025

Present: D. Okafor (chair), H. Marsh, A. Verbeke (video), finance director R. Kaur.

1. Order book £31.2m across both countries; turnover for the year forecast at £24m.
2. Castle Mead margin under pressure (piling obstruction, pods); recovery plan by June.
3. Weir Lane started 7 April, on programme; the 250 t crane lift is booked for week 19.
4. Kortrijk steel frame complete; roof panels from May. Dampoort groundworks delayed by contaminated soil.
5. Tender pipeline: see tenders/; bid/no-bid for the Melton care home at the next meeting.
6. Next meeting 30 June 2025.
`);
corpus.write('tenders/tender-pipeline-2025.md', `# Tender pipeline (not yet won)

| Opportunity | Client | Estimate | Decision due |
|---|---|---|---|
| Melton care home, 60 beds | Vale Care Group | £7.9m | July 2025 |
| Loughborough footbridge | Charnwood BC | £1.1m | September 2025 |
| Roeselare sports hall | Stad Roeselare | € 4,6 mio | oktober 2025 |
| Hinckley depot canopy | Hinckley & Bosworth BC | £640k | August 2025 |
`);
corpus.write('belgium/werfreglement.md', `# Werfreglement (alle Belgische werven)

- Toegang enkel met badge en VCA-attest; bezoekers melden zich aan in de werfkeet.
- Persoonlijke beschermingsmiddelen: helm, veiligheidsschoenen S3, fluohesje.
- Werfuren 7u00 – 16u30; geen leveringen na 15u00.
- Werfoverleg elke dinsdag om 10u00 met de werfleider.
- Afval sorteren: hout, metaal, PMD, restafval, puin.
`);
corpus.write('projects/P-102-castle-mead/site-welcome-pack.md', `# Castle Mead — site welcome

Site office: cabins by the Gate 2 entrance, Castle Mead Road. Parking for 12 cars only; use the park-and-ride.
Working hours 07:30–18:00 Mon–Fri, 08:00–13:00 Sat. No deliveries 08:15–09:00 (school run).
Tower crane radius covers both blocks; lifting exclusion zones marked in red.
Welfare: canteen for 40, drying room, 6 WCs.
`);
corpus.write('design/drawing-register-P-102.csv', delimited(['Drawing', 'Title', 'Rev', 'Status', 'Date'], [
  ['CM-A-100', 'Site plan', 'C', 'Construction', '12/09/2024'], ['CM-A-201', 'Block A floor plans', 'D', 'Construction', '03/12/2024'],
  ['CM-A-202', 'Block B floor plans', 'C', 'Construction', '03/12/2024'], ['CM-S-300', 'Piling layout', 'B', 'Construction', '20/09/2024'],
  ['CM-S-310', 'Raft reinforcement', 'E', 'Construction', '17/01/2025'], ['CM-M-400', 'Drainage layout', 'F', 'Construction', '25/03/2025'],
]));
corpus.write('weather/lost-days-2025.csv', delimited(['Month', 'Ashcombe', 'Castle Mead', 'Weir Lane', 'Sileby', 'Kortrijk', 'Dampoort'], [
  ['January', '', '2', '', '', '3', ''], ['February', '0', '1', '', '', '2', ''], ['March', '1', '0', '', '', '1', '0'],
  ['April', '0', '0', '1', '', '0', '1'], ['May', '1', '1', '2', '0', '1', '1'], ['June', '0', '0', '0', '1', '0', '0'],
]));
corpus.write('templates/change-order-template.md', `# Change order CO-2025-___

Project:
Title:
Date raised:
Value: £
Status: DRAFT / APPROVED / REJECTED
Approved by:
Subcontractor:
Instruction:

## Reason

(attach quotes, photos and the programme effect)
`);
corpus.write('mail/2025-06-02-programme-update.eml', `From: David Okafor <d.okafor@harlowvance.co.uk>
To: Site managers <sitemanagers@harlowvance.co.uk>
Date: Mon, 2 Jun 2025 07:55:12 +0100
Subject: Programme updates due Friday

All,

Please send updated programmes by Friday. Castle Mead is two weeks behind on Block B, Weir Lane is on programme, Ashcombe is a week ahead. Sileby has just started - Tom, a first look at the roof by the 13th please.

Reminder: any change order above £50k comes to me, everything else to Helen.

David
`);
corpus.write('projects/P-103-weir-lane/traffic-management-plan.md', `# Traffic management plan — Weir Lane (summary)

- Single-lane closure with 3-way temporary signals, 24 h, for the whole programme.
- Footway kept open on the downstream side; 1.2 m minimum width.
- Bus route 172 diverted via Dale Road during the weekend deck closures (two weekends, week 19 and week 31).
- Speed limit 10 mph through the works; signing to Chapter 8.
`);
corpus.write('plant/lifting-plan-summary-P-103.md', `# Lifting plan summary — Weir Lane deck beams (week 19)

Appointed person: Callum Reid. Crane: 250 t all-terrain, 16 t counterweight configuration at 22 m radius.
Heaviest lift: 11.8 t (edge beam with bracket). Wind limit 9 m/s at the jib head.
Road closed for the two days of the lift; exclusion zone 30 m.
`);
corpus.write('qa/ncr-register.md', `# Non-conformance register 2025

| NCR | Project | Raised | Issue | Closed |
|---|---|---|---|---|
| NCR-014 | Castle Mead | 28/03/2025 | Scaffold ties missing, lifts 4–5 | 02/04/2025 |
| NCR-017 | Castle Mead | 17/04/2025 | Fire stopping to service risers | 30/05/2025 |
| NCR-019 | Weir Lane | 02/05/2025 | Seized rocker bearing, pier 2 | 10/06/2025 |
| NCR-021 | Dampoort | 04/04/2025 | Cover to reinforcement in footings | 14/04/2025 |
`);

const stats = corpus.flush(source);
console.log(`works: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
