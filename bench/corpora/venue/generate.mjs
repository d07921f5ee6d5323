#!/usr/bin/env node
// Venue corpus (held-out): the shared folder of "Hollinbrook Hall", a wedding and events venue in a converted country
// house at Nether Poppleton near York, spring 2025, with a partner venue in Reykjavík (Tjarnarsalir ehf.) whose room
// sheets, staff list, packages, suppliers, clients, booking export and e-mails are in ICELANDIC. 24 rooms and spaces,
// 29 staff, 14 packages, 22 caterers and suppliers, 36 clients, 50 events.
//   node bench/corpora/venue/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "venue-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Layouts:
// (a) spaces: HTML infobox pages (m², label set A), a spaces CSV with units in the header (sq ft, label set B),
//     Markdown pages with YAML front matter + a pipe table, two spaces only in the sentences of an estate report
//     (number words), an ICELANDIC HTML definition list (`Sæti`, `Standandi`, `Flatarmál: 205,4 m²`, `Leiga:
//     890.000 kr.`) and an ICELANDIC nested JSON file; WIDE tables of days booked per month in 2024 (an English CSV
//     and an Icelandic Markdown table, `jan … des`);
// (b) staff: a Markdown team page (label set A), an HTML spec table from HR (label set B), a TSV rota with units in
//     the values, an HR e-mail (two starters), an ICELANDIC Markdown page with YAML front matter and pipe tables, an
//     ICELANDIC e-mail (two starters);
// (c) packages: Markdown pages with YAML front matter, a Markdown brochure (bullets), an ICELANDIC HTML spec table
//     (`Verð á mann: 18.900 kr.`, `Lengd: 4,5 klst.`), two packages only in an e-mail;
// (d) suppliers: HTML infoboxes (caterers), plain-text profiles, a semicolon CSV with `n/a`, an ICELANDIC flat JSON
//     file, two suppliers only in an e-mail;
// (e) clients: a flat JSON CRM export, a CSV register with units in the header, an HTML definition list (label set
//     B), plain-text profiles, an ICELANDIC Markdown list, two clients only in a booking e-mail and two only in an
//     ICELANDIC e-mail;
// (f) events: HTML spec-table function sheets, a TSV diary with units in the values, a flat JSON booking-system
//     export, a nested JSON pipeline file, a semicolon archive with `n/a`, an ICELANDIC booking export with a
//     PREAMBLE, SEMICOLONS and DECIMAL COMMAS (`5,5`, `4.549.600,00`), events only in a booking e-mail, in meeting
//     minutes, in a quarterly report (number words, `half past two`) and in an ICELANDIC e-mail (`kl. hálf átta`);
// (g) background documents whose numbers belong to no entity.
//
// Canonical units of source.csv: areas in m² (`4,200 sq ft` → × 0.09290304), capacities in people, distances in km
// (`6 miles` → × 1.609344), staff hours per week and event / package durations in hours, times of day as 24-hour
// HH:MM (`7.30pm`, `half past seven`, `kl. hálf átta` → 19:30), money as written in GBP (`*_gbp`) or ISK (`*_isk`),
// lead times in days (`8 weeks` → 56), dates ISO. Icelandic words in English (`já` = true, `inni` = indoor,
// `brúðkaup` = wedding, `árshátíð` / `jólahlaðborð` = party, `viðburðastjóri` = Event coordinator, `par` = couple,
// `Bretland` = United Kingdom, `Edinborg` = Edinburgh).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Corpus, delimited, fmtDate, group, htmlDlPage, htmlInfoboxPage, htmlTablePage, joinAnd, mdBulletsNote, mdYamlTableNote, rng, slug, targets, txtProfile } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('venue-v1');
const SQFT = 0.09290304;
const MILE = 1.609344;
const r4 = (x) => Math.round(x * 1e4) / 1e4;
const L = (k, xs) => xs[k % xs.length];
const gbp = (v) => `£${group(v, 2)}`;
const gbp0 = (v) => `£${group(v)}`;
const isGroup = (v) => group(v).replace(/,/g, '.');
const isk = (v) => `${isGroup(v)} kr.`;
const dec = (v, d = 1) => v.toFixed(d).replace('.', ',');
const isDec = (v) => (Number.isInteger(v) ? String(v) : String(v).replace('.', ','));
const ukDate = (iso) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const IS_MONTHS = ['janúar', 'febrúar', 'mars', 'apríl', 'maí', 'júní', 'júlí', 'ágúst', 'september', 'október', 'nóvember', 'desember'];
const isDate = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}.${m}.${y}`;
};
const isLong = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}. ${IS_MONTHS[m - 1]} ${y}`;
};
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const dayLong = (iso) => `${WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()]} ${fmtDate(iso, 'long')}`;
/** "19:30" → "7.30pm", "11:00" → "11am" */
const ampm = (t) => {
  const [h, m] = t.split(':').map(Number);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}${m ? `.${String(m).padStart(2, '0')}` : ''}${h < 12 ? 'am' : 'pm'}`;
};
const ampmColon = (t) => {
  const [h, m] = t.split(':').map(Number);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
};
const NUM_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
function words(n) {
  if (n <= 20) return NUM_WORDS[n];
  if (n < 100) return TENS[Math.floor(n / 10)] + (n % 10 ? `-${NUM_WORDS[n % 10]}` : '');
  const h = Math.floor(n / 100);
  const rest = n % 100;
  return `${h === 1 ? 'one' : NUM_WORDS[h]} hundred${rest ? ` and ${words(rest)}` : ''}`;
}

class FolderCorpus extends Corpus {
  /** A fact of an entity stated in a second file (the monthly days-booked tables). */
  also(entity, type, attribute, value, unit, stated, file) {
    this.facts.push({ entity, type, attribute, value, unit: unit ?? '', stated: stated == null ? '' : String(stated), file });
  }
}
const corpus = new FolderCorpus(dir);

// ------------------------------------------------------------------ staff
// [name, role, site, start, hours/week, first aider, manager, layout]
const STAFF_DEF = [
  ['Charlotte Ingram', 'General manager', 'York', '2012-03-05', 45, false, null, 'md'],
  ['Oliver Thwaite', 'Events manager', 'York', '2014-06-16', 42.5, true, 'Charlotte Ingram', 'md'],
  ['Priya Desai', 'Wedding coordinator', 'York', '2017-04-03', 37.5, true, 'Oliver Thwaite', 'md'],
  ['Hannah Bellamy', 'Wedding coordinator', 'York', '2019-09-09', 37.5, false, 'Oliver Thwaite', 'md'],
  ['Tom Ackroyd', 'Estate manager', 'York', '2013-02-11', 40, true, 'Charlotte Ingram', 'md'],
  ['Grace Lund', 'Sales manager', 'York', '2016-01-18', 40, false, 'Charlotte Ingram', 'md'],
  ['Will Hardcastle', 'Bar manager', 'York', '2018-05-21', 40, true, 'Oliver Thwaite', 'md'],
  ['Megan Shaw', 'Sales executive', 'York', '2021-08-02', 37.5, false, 'Grace Lund', 'html'],
  ['Jack Pullan', 'Groundsman', 'York', '2020-03-16', 40, true, 'Tom Ackroyd', 'html'],
  ['Amira Haddad', 'Event coordinator', 'York', '2022-01-10', 37.5, true, 'Oliver Thwaite', 'html'],
  ['Rosie Fairburn', 'Front of house', 'York', '2023-04-24', 24, false, 'Will Hardcastle', 'html'],
  ['Daniel Okoro', 'AV technician', 'York', '2021-11-15', 30, false, 'Oliver Thwaite', 'html'],
  ['Lily Marsden', 'Housekeeper', 'York', '2019-06-03', 30, false, 'Tom Ackroyd', 'html'],
  ['Sam Booth', 'Bar staff', 'York', '2023-07-03', 20, false, 'Will Hardcastle', 'tsv'],
  ['Ellie Cawood', 'Front of house', 'York', '2024-03-11', 16, true, 'Will Hardcastle', 'tsv'],
  ['Ben Whitaker', 'Groundsman', 'York', '2022-04-04', 40, false, 'Tom Ackroyd', 'tsv'],
  ['Chloe Ramsden', 'Event coordinator', 'York', '2024-09-02', 37.5, false, 'Oliver Thwaite', 'tsv'],
  ['Kasia Nowak', 'Housekeeper', 'York', '2023-02-13', 25, true, 'Tom Ackroyd', 'tsv'],
  ['Freddie Lister', 'Sales executive', 'York', '2025-03-03', 37.5, false, 'Grace Lund', 'mail'],
  ['Maya Pickering', 'Wedding coordinator', 'York', '2025-04-14', 30, true, 'Priya Desai', 'mail'],
  ['Guðrún Helgadóttir', 'General manager', 'Reykjavík', '2015-08-01', 40, true, null, 'is'],
  ['Einar Jónsson', 'Event coordinator', 'Reykjavík', '2018-02-01', 40, false, 'Guðrún Helgadóttir', 'is'],
  ['Sigrún Ólafsdóttir', 'Event coordinator', 'Reykjavík', '2021-05-15', 32, true, 'Guðrún Helgadóttir', 'is'],
  ['Bjarni Kristinsson', 'AV technician', 'Reykjavík', '2019-10-01', 40, false, 'Einar Jónsson', 'is'],
  ['Katrín Sigurðardóttir', 'Bar manager', 'Reykjavík', '2020-04-20', 36, true, 'Guðrún Helgadóttir', 'is'],
  ['Aron Gunnarsson', 'Bar staff', 'Reykjavík', '2023-06-01', 20, false, 'Katrín Sigurðardóttir', 'is'],
  ['Hildur Magnúsdóttir', 'Sales manager', 'Reykjavík', '2017-09-04', 40, false, 'Guðrún Helgadóttir', 'is'],
  ['Jón Þór Stefánsson', 'Front of house', 'Reykjavík', '2025-04-01', 24, false, 'Katrín Sigurðardóttir', 'ismail'],
  ['Ásta Björk Einarsdóttir', 'Event coordinator', 'Reykjavík', '2025-05-02', 40, true, 'Guðrún Helgadóttir', 'ismail'],
];
const staff = STAFF_DEF.map(([name, role, site, start, hours, firstAid, manager, layout]) => ({ name, role, site, start, hours, firstAid, manager, layout }));
function staffFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'staff', attr, value, unit, stated, file);
  F('role', p.role, 'text', s.role);
  F('site', p.site, 'place', s.site ?? '');
  F('started', p.start, 'date', s.start);
  F('hours', p.hours, 'h', s.hours);
  F('first_aider', p.firstAid, 'bool', s.firstAid);
  F('manager', p.manager, 'person', p.manager ?? '');
}
{
  const file = 'team/hollinbrook-team.md';
  const sections = staff.filter((p) => p.layout === 'md').map((p, k) => {
    const start = fmtDate(p.start, k % 2 ? 'short' : 'long');
    const hours = k % 3 === 2 ? `${p.hours} hours` : String(p.hours);
    const fa = p.firstAid ? 'Yes' : 'No';
    staffFacts(p, file, { role: `Role: ${p.role}`, start, hours: `Hours per week: ${hours}`, firstAid: `First aider: ${fa}` });
    return { heading: p.name, rows: [['Role', p.role], ['Start date', start], ['Hours per week', hours], ['First aider', fa], ['Reports to', p.manager ?? '— (director)']] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Hollinbrook Hall — senior team',
    lead: ['The management team at the Hall as at 1 April 2025. Charlotte Ingram has run Hollinbrook Hall as general manager since 2012.'],
    sections,
    footer: 'Weekend duty rota is on the staff noticeboard; wedding season runs April to October.',
  }));
}
{
  const file = 'hr/events-and-house-staff.html';
  const sections = staff.filter((p) => p.layout === 'html').map((p) => {
    const joined = ukDate(p.start);
    const hrs = `${p.hours} hrs/week`;
    const fa = p.firstAid ? 'Valid (3-day FAW)' : 'None';
    staffFacts(p, file, { role: p.role, start: joined, hours: hrs, firstAid: fa });
    return { heading: p.name, rows: [['Position', p.role], ['Joined', joined], ['Contracted hours', hrs], ['First-aid certificate', fa], ['Line manager', p.manager]] };
  });
  corpus.write(file, htmlTablePage({
    title: 'Events, bar and house staff (HR list)',
    crumbs: ['Hollinbrook Hall', 'HR', 'Staff'],
    lead: ['Everyone on this list works at the Hall itself. Amira Haddad joined as event coordinator on 10/01/2022.'],
    sections,
    colA: 'Field', colB: 'Detail',
    footer: 'Personal details are kept in the HR system, not on this page.',
  }));
}
{
  const file = 'hr/rota-staff-2025.tsv';
  const rows = staff.filter((p) => p.layout === 'tsv').map((p) => {
    const start = fmtDate(p.start, 'us');
    const hrs = `${p.hours} h/wk`;
    const fa = p.firstAid ? 'FA: yes' : 'FA: no';
    staffFacts(p, file, { role: p.role, start, hours: hrs, firstAid: fa });
    return [p.name, p.role, start, hrs, fa, p.manager];
  });
  corpus.write(file, delimited(['Name', 'Job', 'Started', 'Contract', 'First aid', 'Supervisor'], rows, '\t'));
}
{
  const file = 'email/2025-02-24-new-team-members.eml';
  const [f, m] = ['Freddie Lister', 'Maya Pickering'].map((n) => staff.find((p) => p.name === n));
  staffFacts(f, file, { role: 'sales executive', start: fmtDate(f.start, 'long'), hours: 'thirty-seven and a half hours a week', firstAid: 'not yet first-aid trained' });
  staffFacts(m, file, { role: 'wedding coordinator', start: fmtDate(m.start, 'long'), hours: 'thirty hours a week', firstAid: 'qualified first aider' });
  corpus.write(file, `From: Charlotte Ingram <charlotte@hollinbrookhall.co.uk>
To: all-staff@hollinbrookhall.co.uk
Date: Mon, 24 Feb 2025 08:41:12 +0000
Subject: Two new faces at the Hall

Morning all,

Two people are joining us before the season starts.

Freddie Lister starts on ${fmtDate(f.start, 'long')} as a sales executive in Grace Lund's team, full time at
thirty-seven and a half hours a week. He comes to us from a hotel group in Leeds. He is not yet first-aid trained,
so Grace will book him on the April course.

Maya Pickering joins on ${fmtDate(m.start, 'long')} as a wedding coordinator, thirty hours a week over four days,
reporting to Priya Desai. Maya is already a qualified first aider.

Please make them welcome.

Charlotte
`);
}
const IS_ROLE = { 'General manager': 'framkvæmdastjóri', 'Event coordinator': 'viðburðastjóri', 'AV technician': 'tæknimaður', 'Bar manager': 'barstjóri', 'Bar staff': 'barþjónn', 'Sales manager': 'sölustjóri', 'Front of house': 'þjónn' };
const jaNei = (b) => (b ? 'já' : 'nei');
{
  const file = 'tjarnarsalir/starfsfolk.md';
  const sections = staff.filter((p) => p.layout === 'is').map((p) => {
    const s = { role: `| Starf | ${IS_ROLE[p.role]} |`, start: isLong(p.start), hours: `| Vinnustundir á viku | ${p.hours} |`, firstAid: `| Skyndihjálp | ${jaNei(p.firstAid)} |`, site: 'Reykjavík' };
    staffFacts(p, file, s);
    return { heading: p.name, rows: [['Starf', IS_ROLE[p.role]], ['Hóf störf', isLong(p.start)], ['Vinnustundir á viku', p.hours], ['Skyndihjálp', jaNei(p.firstAid)], ['Yfirmaður', p.manager ?? '—']] };
  });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['vinnustadur', 'Tjarnarsalir ehf.'], ['heimilisfang', 'Vonarstræti 14, 101 Reykjavík'], ['uppfaert', '1.3.2025']],
    title: 'Starfsfólk Tjarnarsala',
    lead: ['Fastráðið starfsfólk Tjarnarsala í Reykjavík. Guðrún Helgadóttir hefur verið framkvæmdastjóri frá 1. ágúst 2015.'],
    sections,
    colA: 'Atriði', colB: 'Upplýsingar',
    footer: 'Tjarnarsalir eru samstarfsstaður Hollinbrook Hall í York.',
  }));
}
{
  const file = 'tjarnarsalir/tolvupostur-2025-03-14-nytt-starfsfolk.eml';
  const [j, a] = ['Jón Þór Stefánsson', 'Ásta Björk Einarsdóttir'].map((n) => staff.find((p) => p.name === n));
  staffFacts(j, file, { role: 'þjónn', start: isLong(j.start), hours: 'tuttugu og fjórar klukkustundir á viku', firstAid: 'ekki enn farið á skyndihjálparnámskeið', site: 'Tjarnarsölum' });
  staffFacts(a, file, { role: 'viðburðastjóri', start: isLong(a.start), hours: 'fullt starf, 40 klst. á viku', firstAid: 'með gilt skyndihjálparskírteini', site: 'Tjarnarsölum' });
  corpus.write(file, `From: Guðrún Helgadóttir <gudrun@tjarnarsalir.is>
To: starfsfolk@tjarnarsalir.is
Cc: Charlotte Ingram <charlotte@hollinbrookhall.co.uk>
Date: Fri, 14 Mar 2025 16:05:27 +0000
Subject: Nýtt starfsfólk í vor

Sæl öll,

tveir nýir starfsmenn bætast í hópinn hjá okkur í Tjarnarsölum í vor.

Jón Þór Stefánsson hefur störf ${isLong(j.start)} sem þjónn. Hann verður í hlutastarfi,
tuttugu og fjórar klukkustundir á viku, og Katrín Sigurðardóttir verður yfirmaður hans.
Hann hefur ekki enn farið á skyndihjálparnámskeið en fer á það í maí.

Ásta Björk Einarsdóttir kemur til okkar ${isLong(a.start)} sem viðburðastjóri, fullt starf, 40 klst. á viku, og
heyrir beint undir mig. Hún er með gilt skyndihjálparskírteini.

Takið vel á móti þeim!

Kveðja,
Guðrún
`);
}

// ------------------------------------------------------------------ spaces
// [name, site, setting, seated, standing, area, area unit, ceremony licence, hire fee, manager, layout]
const SPACE_DEF = [
  ['The Great Hall', 'York', 'indoor', 180, 250, 312, 'm2', true, 4500, 'Oliver Thwaite', 'infobox'],
  ['The Orangery', 'York', 'indoor', 90, 140, 165, 'm2', true, 2800, 'Priya Desai', 'infobox'],
  ['The Library', 'York', 'indoor', 40, 60, 78, 'm2', true, 1200, 'Hannah Bellamy', 'infobox'],
  ['The Long Gallery', 'York', 'indoor', 70, 120, 140, 'm2', false, 1900, 'Amira Haddad', 'infobox'],
  ['The Drawing Room', 'York', 'indoor', 50, 80, 96, 'm2', true, 1500, 'Priya Desai', 'infobox'],
  ['The Tithe Barn', 'York', 'indoor', 200, 300, 4200, 'sqft', true, 5200, 'Oliver Thwaite', 'csv'],
  ['The Coach House', 'York', 'indoor', 110, 160, 2150, 'sqft', false, 2600, 'Amira Haddad', 'csv'],
  ['The Garden Room', 'York', 'indoor', 60, 90, 1180, 'sqft', true, 1650, 'Hannah Bellamy', 'csv'],
  ['The Cellar Bar', 'York', 'indoor', 30, 80, 860, 'sqft', false, 750, 'Will Hardcastle', 'csv'],
  ['The Billiard Room', 'York', 'indoor', 24, 40, 520, 'sqft', false, 600, 'Will Hardcastle', 'csv'],
  ['The Walled Garden', 'York', 'outdoor', 120, 300, 1100, 'm2', true, 3200, 'Tom Ackroyd', 'yaml'],
  ['The Lakeside Lawn', 'York', 'outdoor', 250, 400, 2400, 'm2', false, 3900, 'Tom Ackroyd', 'yaml'],
  ['The Chapel', 'York', 'indoor', 90, 110, 120, 'm2', true, 950, 'Hannah Bellamy', 'yaml'],
  ['The Stable Yard', 'York', 'outdoor', 100, 180, 3000, 'sqft', false, 2200, 'Jack Pullan', 'prose'],
  ['The Morning Room', 'York', 'indoor', 28, 45, 52, 'm2', true, 450, 'Hannah Bellamy', 'prose'],
  ['Tjarnarsalur', 'Reykjavík', 'indoor', 220, 350, 410, 'm2', true, 1450000, 'Einar Jónsson', 'is-dl'],
  ['Speglasalur', 'Reykjavík', 'indoor', 120, 180, 205.4, 'm2', true, 890000, 'Sigrún Ólafsdóttir', 'is-dl'],
  ['Bókastofan', 'Reykjavík', 'indoor', 36, 50, 64, 'm2', true, 320000, 'Sigrún Ólafsdóttir', 'is-dl'],
  ['Kjallarinn', 'Reykjavík', 'indoor', 60, 120, 150, 'm2', false, 410000, 'Katrín Sigurðardóttir', 'is-dl'],
  ['Þakstofan', 'Reykjavík', 'indoor', 80, 140, 172, 'm2', true, 760000, 'Einar Jónsson', 'is-dl'],
  ['Vetrargarðurinn', 'Reykjavík', 'indoor', 100, 160, 230, 'm2', true, 980000, 'Einar Jónsson', 'is-json'],
  ['Norðurljósasalur', 'Reykjavík', 'indoor', 150, 240, 296.5, 'm2', false, 1150000, 'Sigrún Ólafsdóttir', 'is-json'],
  ['Litla stofa', 'Reykjavík', 'indoor', 18, 25, 38, 'm2', false, 150000, 'Sigrún Ólafsdóttir', 'is-json'],
  ['Garðskálinn', 'Reykjavík', 'indoor', 70, 110, 142, 'm2', true, 540000, 'Katrín Sigurðardóttir', 'is-json'],
];
const spaces = SPACE_DEF.map(([name, site, setting, seated, standing, area, unit, licence, fee, manager, layout]) => ({
  name, site, setting, seated, standing, area, unit, licence, fee, manager, layout, m2: unit === 'sqft' ? r4(area * SQFT) : area,
}));
const SP = Object.fromEntries(spaces.map((s) => [s.name, s]));
function spaceFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'space', attr, value, unit, stated, file);
  F('site', x.site, 'place', s.site ?? '');
  F('setting', x.setting, 'text', s.setting);
  F('seated', x.seated, '', s.seated);
  F('standing', x.standing, '', s.standing);
  F('area', x.m2, 'm2', s.area);
  F('ceremony_licence', x.licence, 'bool', s.licence);
  if (x.site === 'York') F('hire_fee_gbp', x.fee, 'GBP', s.fee);
  else F('hire_fee_isk', x.fee, 'ISK', s.fee);
  F('manager', x.manager, 'person', x.manager);
}
spaces.filter((x) => x.layout === 'infobox').forEach((x, k) => {
  const file = `spaces/${slug(x.name)}.html`;
  const area = `${x.area} m²`;
  const lic = x.licence ? 'Yes' : 'No';
  spaceFacts(x, file, { setting: x.setting === 'indoor' ? 'Indoor' : 'Outdoor', seated: `<span class="value">${x.seated}</span>`, standing: `<span class="value">${x.standing}</span>`, area, licence: lic, fee: gbp0(x.fee) });
  corpus.write(file, htmlInfoboxPage({
    title: x.name,
    sections: [
      { heading: 'Capacity', rows: [['Seated dinner', x.seated], ['Standing reception', x.standing], ['Floor area', area]] },
      { heading: 'Use', rows: [['Setting', x.setting === 'indoor' ? 'Indoor' : 'Outdoor'], ['Ceremony licence', lic], ['Hire fee', gbp0(x.fee)]] },
      { heading: 'People', rows: [['Space manager', x.manager]] },
    ],
    lead: [`${x.name} ${L(k, ['is the heart of the house, with its minstrels\u2019 gallery and oak panelling', 'looks over the south lawn through twelve tall windows', 'keeps the family\u2019s books and an open fire', 'runs the length of the first floor', 'has the best sunset light in the house'])}; it seats ${x.seated} for dinner.`],
    footer: 'Hollinbrook Hall, Nether Poppleton, York — spaces',
  }));
});
{
  const file = 'spaces/spaces-register.csv';
  const rows = spaces.filter((x) => x.layout === 'csv').map((x) => {
    spaceFacts(x, file, { setting: x.setting, seated: '', standing: '', area: group(x.area), licence: x.licence ? 'Y' : 'N', fee: '' });
    return [x.name, x.setting, x.seated, x.standing, group(x.area), x.licence ? 'Y' : 'N', x.fee, x.manager];
  });
  corpus.write(file, delimited(['Space', 'Setting', 'Covers (seated)', 'Capacity standing', 'Area (sq ft)', 'Licensed for ceremonies (Y/N)', 'Day hire (GBP)', 'Managed by'], rows));
}
spaces.filter((x) => x.layout === 'yaml').forEach((x, k) => {
  const file = `spaces/${slug(x.name)}.md`;
  const area = `${group(x.area)} square metres`;
  const lic = x.licence ? 'Licensed' : 'Not licensed';
  spaceFacts(x, file, { setting: `setting: ${x.setting}`, seated: `| Dinner (seated) | ${x.seated} |`, standing: `| Standing | ${x.standing} |`, area, licence: `| Ceremonies | ${lic} |`, fee: gbp0(x.fee) });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['space', x.name], ['venue', 'Hollinbrook Hall'], ['setting', x.setting], ['contact', x.manager]],
    title: `${x.name} — space sheet`,
    lead: [`${x.name} covers ${area}${x.setting === 'outdoor' ? ' and needs a marquee or the wet-weather plan for dinners' : ''}.`],
    sections: [{ heading: 'Details', rows: [['Dinner (seated)', x.seated], ['Standing', x.standing], ['Size', area], ['Ceremonies', lic], ['Day rate', gbp0(x.fee)], ['Power', L(k, ['32 A three-phase at the gate', '16 A sockets along the wall', 'two 13 A circuits'])]] }],
    colA: 'Item', colB: 'Detail',
  }));
});
{
  const file = 'reports/estate-report-2024.md';
  const sy = SP['The Stable Yard'];
  const mr = SP['The Morning Room'];
  spaceFacts(sy, file, { setting: 'open-air', seated: 'seats one hundred', standing: 'one hundred and eighty standing', area: '3,000 square feet', licence: 'not licensed for ceremonies', fee: '£2,200' });
  spaceFacts(mr, file, { setting: 'panelled room', seated: 'seats twenty-eight', standing: 'forty-five standing', area: 'fifty-two square metres', licence: 'now licensed for ceremonies', fee: '£450' });
  corpus.write(file, `# Estate report, 2024

Prepared by Tom Ackroyd for the directors, December 2024.

## Grounds
The lake was dredged in February and the lakeside path resurfaced. We lost two of the old limes in the January
storm; four replacements went in along the drive in November.

## The Stable Yard
The old stable yard opened for events in May. It is an open-air courtyard of some 3,000 square feet of cobbles
under a retractable canopy: it seats one hundred for dinner and takes one hundred and eighty standing for drinks.
It is not licensed for ceremonies (the council would not extend the licence to the yard). Day hire is £2,200, and
Jack Pullan looks after it.

## The Morning Room
The Morning Room on the east front was restored over the winter: a panelled room of fifty-two square metres that
seats twenty-eight at one long table, or forty-five standing. It is now licensed for ceremonies, which makes it our
smallest ceremony room, and it hires for £450 a day. Hannah Bellamy manages it with the wedding team.

## Next year
Re-roof the coach house; replace the boiler in the Tithe Barn; plant the new rose border in the walled garden.
`);
}
const IS_SETTING = { indoor: 'inni', outdoor: 'úti' };
{
  const file = 'tjarnarsalir/salir.html';
  const sections = spaces.filter((x) => x.layout === 'is-dl').map((x) => {
    const area = `${isDec(x.area)} m²`;
    const s = { setting: IS_SETTING[x.setting], seated: `<dd>${x.seated}</dd>`, standing: `<dd>${x.standing}</dd>`, area, licence: jaNei(x.licence), fee: isk(x.fee), site: 'Reykjavík' };
    spaceFacts(x, file, s);
    return { heading: x.name, rows: [['Sæti (borðhald)', x.seated], ['Standandi', x.standing], ['Flatarmál', area], ['Inni eða úti', IS_SETTING[x.setting]], ['Leyfi fyrir hjónavígslu', jaNei(x.licence)], ['Leiga', isk(x.fee)], ['Umsjón', x.manager]] };
  });
  corpus.write(file, htmlDlPage({
    title: 'Salir Tjarnarsala',
    site: 'Tjarnarsalir ehf. — Vonarstræti 14, 101 Reykjavík',
    lead: ['Salirnir í Tjarnarsölum við Reykjavíkurtjörn. Tjarnarsalur er stærsti salurinn og tekur 220 manns í sæti.'],
    sections,
    footer: 'Leiguverð fyrir heilan dag, með VSK. Verð gilda 2025.',
  }).replace('<html lang="en">', '<html lang="is">'));
}
{
  const file = 'tjarnarsalir/salir-vidbygging.json';
  const recs = spaces.filter((x) => x.layout === 'is-json').map((x) => {
    spaceFacts(x, file, { setting: `"umhverfi": "${IS_SETTING[x.setting]}"`, seated: `"sæti": ${x.seated}`, standing: `"standandi": ${x.standing}`, area: `"flatarmál_m2": ${x.area}`, licence: `"hjónavígsla_leyfð": "${jaNei(x.licence)}"`, fee: `"leiga_kr": ${x.fee}`, site: 'Reykjavík' });
    return { heiti: x.name, umhverfi: IS_SETTING[x.setting], rými: { sæti: x.seated, standandi: x.standing, flatarmál_m2: x.area }, leyfi: { hjónavígsla_leyfð: jaNei(x.licence) }, verð: { leiga_kr: x.fee, gjaldmiðill: 'ISK' }, umsjón: x.manager };
  });
  corpus.write(file, JSON.stringify({ hús: 'Tjarnarsalir — viðbygging (opnuð 2023)', borg: 'Reykjavík', salir: { fjöldi: recs.length, listi: recs } }, null, 2) + '\n');
}

// ------------------------------------------------------------------ suppliers
// [name, category, town, distance, distance unit, per head, per event, preferred, lead days, layout]
const SUP_DEF = [
  ['Feast & Field Catering', 'caterer', 'York', 6, 'mi', 42, null, true, 28, 'infobox'],
  ['Ouse Valley Kitchen', 'caterer', 'Malton', 29, 'km', 58, null, true, 42, 'infobox'],
  ['The Yorkshire Pantry', 'caterer', 'Harrogate', 22, 'mi', 36, null, false, 21, 'infobox'],
  ['Smokehouse Social', 'caterer', 'Leeds', 41, 'km', 29, null, true, 14, 'infobox'],
  ['Bloom & Bramble', 'florist', 'York', 5, 'km', null, 1200, true, 56, 'txt'],
  ['Minster Lens Photography', 'photographer', 'York', 3, 'mi', null, 1850, true, 90, 'txt'],
  ['Northern Soul Collective', 'band', 'Leeds', 38, 'km', null, 2400, false, 120, 'txt'],
  ['Sugar & Stone Cakes', 'cake maker', 'Tadcaster', 11, 'mi', 6.5, null, true, 35, 'txt'],
  ['Petals of Poppleton', 'florist', 'Poppleton', 2.5, 'mi', null, 950, false, 42, 'semi'],
  ['Ripon Rhythm DJs', 'DJ', 'Ripon', 24, 'mi', null, 520, true, 30, 'semi'],
  ['Dales Furniture Hire', 'furniture hire', 'Skipton', 48, 'mi', null, 1350, false, 21, 'semi'],
  ['Glow Lighting Co', 'lighting', 'York', 4, 'mi', null, 780, true, 14, 'semi'],
  ['Vintage Vows Cars', 'wedding cars', 'Selby', 15, 'mi', null, 420, false, 60, 'semi'],
  ['Knavesmire Marquees', 'marquee hire', 'York', 3.5, 'mi', null, 6800, true, 90, 'semi'],
  ['Veisluþjónusta Hrefnu', 'caterer', 'Reykjavík', 4, 'km', 6900, null, true, 21, 'is'],
  ['Kokkarnir ehf.', 'caterer', 'Kópavogur', 9, 'km', 5400, null, true, 14, 'is'],
  ['Blómahúsið Sóley', 'florist', 'Reykjavík', 2, 'km', null, 145000, false, 30, 'is'],
  ['Ljósmyndastofa Ara', 'photographer', 'Hafnarfjörður', 12, 'km', null, 260000, true, 60, 'is'],
  ['Hljómsveitin Norðanátt', 'band', 'Akureyri', 390, 'km', null, 380000, false, 90, 'is'],
  ['Bakarí Bjarkar', 'cake maker', 'Reykjavík', 3, 'km', 950, null, true, 14, 'is'],
  ['Harrogate Harpist', 'musician', 'Harrogate', 22, 'mi', null, 450, false, 84, 'mail'],
  ['Yorkshire Gin Cart', 'mobile bar', 'Pocklington', 13, 'mi', null, 390, true, 14, 'mail'],
];
const suppliers = SUP_DEF.map(([name, category, town, dist, dunit, perHead, perEvent, preferred, lead, layout]) => ({
  name, category, town, dist, dunit, perHead, perEvent, preferred, lead, layout, km: dunit === 'mi' ? r4(dist * MILE) : dist, site: layout === 'is' ? 'Reykjavík' : 'York',
}));
function supFacts(x, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'supplier', attr, value, unit, stated, file);
  F('category', x.category, 'text', s.category ?? x.category);
  F('town', x.town, 'place', s.town ?? x.town);
  F('site', x.site, 'place', '');
  F('distance', x.km, 'km', s.dist);
  const cur = x.site === 'York' ? 'gbp' : 'isk';
  if (x.perHead != null) F(`per_head_${cur}`, x.perHead, cur.toUpperCase(), s.perHead);
  if (x.perEvent != null) F(`per_event_${cur}`, x.perEvent, cur.toUpperCase(), s.perEvent);
  F('preferred', x.preferred, 'bool', s.preferred);
  F('lead_days', x.lead, 'days', s.lead);
}
suppliers.filter((x) => x.layout === 'infobox').forEach((x, k) => {
  const file = `suppliers/${slug(x.name)}.html`;
  const dist = x.dunit === 'mi' ? `${x.dist} miles` : `${x.dist} km`;
  const ph = `${gbp0(x.perHead)} per head`;
  const pref = x.preferred ? 'Yes' : 'No';
  const lead = `${x.lead} days`;
  supFacts(x, file, { category: 'Caterer', dist, perHead: ph, preferred: pref, lead });
  corpus.write(file, htmlInfoboxPage({
    title: x.name,
    sections: [{ heading: 'Supplier', rows: [['Category', 'Caterer'], ['Based in', x.town], ['Distance from the Hall', dist], ['Menu price', ph], ['Preferred supplier', pref], ['Notice required', lead]] }],
    lead: [`${x.name} ${L(k, ['cooks seasonal Yorkshire food', 'does the formal plated dinners', 'is our value option for afternoon and evening food', 'brings the smokers for barbecue and street food'])}; menus start at ${ph}.`],
    footer: `On our supplier list since ${L(k, [2015, 2018, 2019, 2021])}. Hollinbrook Hall — suppliers`,
  }));
});
suppliers.filter((x) => x.layout === 'txt').forEach((x, k) => {
  const file = `suppliers/${slug(x.name)}.txt`;
  const dist = x.dunit === 'mi' ? `${x.dist} miles` : `${x.dist} km`;
  const price = x.perHead != null ? `£${x.perHead.toFixed(2)} per head` : `${gbp0(x.perEvent)} per event`;
  const lead = x.lead % 7 === 0 && x.lead >= 14 ? `${x.lead / 7} weeks` : `${x.lead} days`;
  const pref = x.preferred ? 'yes' : 'no';
  const cat = x.category[0].toUpperCase() + x.category.slice(1);
  supFacts(x, file, { category: `Service: ${cat}`, dist: `Distance from venue: ${dist}`, perHead: `Price: ${price}`, perEvent: `Price: ${price}`, preferred: `On preferred list: ${pref}`, lead: `Book ahead: ${lead}` });
  corpus.write(file, txtProfile({
    txtHeader: `SUPPLIER — ${x.name.toUpperCase()}`,
    sections: [{ rows: [['Name', x.name], ['Service', cat], ['Town', x.town], ['Distance from venue', dist], ['Price', price], ['On preferred list', pref], ['Book ahead', lead], ['Contact', `${L(k, ['hello', 'bookings', 'info', 'orders'])}@${slug(x.name).split('-').slice(0, 2).join('')}.example`]] }],
    lead: [L(k, ['Seasonal British flowers; happy to work with the walled garden.', 'Knows the house and the light; two photographers for big weddings.', 'Eight-piece soul and Motown band; needs a 6 m stage.', 'Cakes priced per head; tasting sessions in Tadcaster.'])],
  }));
});
{
  const file = 'suppliers/other-suppliers-export.csv';
  const rows = suppliers.filter((x) => x.layout === 'semi').map((x) => {
    supFacts(x, file, { dist: String(x.dist), perEvent: String(x.perEvent), preferred: x.preferred ? 'Yes' : 'No', lead: '' });
    return [x.name, x.category, x.town, x.dist, 'n/a', x.perEvent, x.preferred ? 'Yes' : 'No', x.lead];
  });
  corpus.write(file, delimited(['Supplier', 'Category', 'Town', 'Distance (mi)', 'Price per head (GBP)', 'Price per event (GBP)', 'Preferred', 'Notice (days)'], rows, ';'));
}
const IS_CAT = { caterer: 'veisluþjónusta', florist: 'blómabúð', photographer: 'ljósmyndari', band: 'hljómsveit', 'cake maker': 'kökugerð' };
{
  const file = 'tjarnarsalir/birgjar.json';
  const recs = suppliers.filter((x) => x.layout === 'is').map((x) => {
    supFacts(x, file, { category: `"flokkur": "${IS_CAT[x.category]}"`, dist: `"fjarlægð_km": ${x.dist}`, perHead: `"verð_á_mann_kr": ${x.perHead}`, perEvent: `"verð_á_viðburð_kr": ${x.perEvent}`, preferred: `"valinn_birgir": "${jaNei(x.preferred)}"`, lead: `"fyrirvari_dagar": ${x.lead}` });
    return { nafn: x.name, flokkur: IS_CAT[x.category], staður: x.town, fjarlægð_km: x.dist, verð_á_mann_kr: x.perHead, verð_á_viðburð_kr: x.perEvent, valinn_birgir: jaNei(x.preferred), fyrirvari_dagar: x.lead };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'email/2025-01-30-two-new-suppliers.eml';
  const [hh, gc] = ['Harrogate Harpist', 'Yorkshire Gin Cart'].map((n) => suppliers.find((x) => x.name === n));
  supFacts(hh, file, { category: 'musician', dist: 'twenty-two miles', perEvent: '£450', preferred: 'not on the preferred list yet', lead: 'twelve weeks' });
  supFacts(gc, file, { category: 'mobile gin bar', dist: 'thirteen miles', perEvent: '£390', preferred: 'added them to the preferred list', lead: 'a fortnight' });
  corpus.write(file, `From: Oliver Thwaite <oliver@hollinbrookhall.co.uk>
To: weddings@hollinbrookhall.co.uk
Date: Thu, 30 Jan 2025 14:22:09 +0000
Subject: Two suppliers to add to the list

Hi all,

Two suppliers we have used this winter, for when couples ask.

Harrogate Harpist (musician) plays ceremonies and drinks receptions; she is based in Harrogate, twenty-two miles
away, and charges £450 for a wedding. She needs twelve weeks' notice in the season.
She is not on the preferred list yet, so no commission.

Yorkshire Gin Cart is a mobile gin bar from Pocklington, thirteen miles from the Hall. £390 for the evening plus
drinks, a fortnight's notice. I have added them to the preferred list.

Oliver
`);
}

// ------------------------------------------------------------------ packages
// [name, site, per head, per event, min guests, max guests, drinks, hours, caterer, layout]
const PKG_DEF = [
  ['Classic Wedding', 'York', 95, null, 60, 180, true, 12, 'Feast & Field Catering', 'yaml'],
  ['Country House Wedding', 'York', 135, null, 80, 220, true, 14, 'Ouse Valley Kitchen', 'yaml'],
  ['Intimate Wedding', 'York', 78, null, 20, 50, true, 8, 'Feast & Field Catering', 'yaml'],
  ['Twilight Wedding', 'York', 62, null, 40, 120, false, 6, 'The Yorkshire Pantry', 'yaml'],
  ['Winter Wedding', 'York', 72, null, 50, 150, true, 10, 'The Yorkshire Pantry', 'md'],
  ['Day Delegate', 'York', 48, null, 15, 200, false, 8, 'Ouse Valley Kitchen', 'md'],
  ['Celebration Party', 'York', 55, null, 30, 250, true, 6, 'Smokehouse Social', 'md'],
  ['Festive Party Night', 'York', 49, null, 40, 300, true, 5.5, 'Smokehouse Social', 'md'],
  ['Brúðkaupspakki Tjörnin', 'Reykjavík', 18900, null, 40, 220, true, 10, 'Veisluþjónusta Hrefnu', 'is'],
  ['Árshátíðarpakki', 'Reykjavík', 12500, null, 60, 350, true, 6, 'Kokkarnir ehf.', 'is'],
  ['Ráðstefnupakki', 'Reykjavík', 7900, null, 20, 240, false, 8, 'Kokkarnir ehf.', 'is'],
  ['Fermingarpakki', 'Reykjavík', 6400, null, 30, 150, false, 4.5, 'Veisluþjónusta Hrefnu', 'is'],
  ['Elopement', 'York', null, 2450, 2, 12, true, 4, 'Feast & Field Catering', 'mail'],
  ['Memorial Reception', 'York', 32, null, 20, 120, false, 4, 'The Yorkshire Pantry', 'mail'],
];
const packages = PKG_DEF.map(([name, site, perHead, perEvent, min, max, drinks, hours, caterer, layout]) => ({ name, site, perHead, perEvent, min, max, drinks, hours, caterer, layout }));
const PK = Object.fromEntries(packages.map((p) => [p.name, p]));
function pkgFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'package', attr, value, unit, stated, file);
  F('site', p.site, 'place', s.site ?? '');
  const cur = p.site === 'York' ? 'gbp' : 'isk';
  if (p.perHead != null) F(`per_head_${cur}`, p.perHead, cur.toUpperCase(), s.perHead);
  if (p.perEvent != null) F(`per_event_${cur}`, p.perEvent, cur.toUpperCase(), s.perEvent);
  F('min_guests', p.min, '', s.min);
  F('max_guests', p.max, '', s.max);
  F('drinks_included', p.drinks, 'bool', s.drinks);
  F('hours', p.hours, 'h', s.hours);
  F('caterer', p.caterer, 'text', p.caterer);
}
packages.filter((p) => p.layout === 'yaml').forEach((p) => {
  const file = `packages/${slug(p.name)}.md`;
  const ph = gbp0(p.perHead);
  const drinks = p.drinks ? 'Yes — reception drinks, half a bottle of wine per guest and a toast' : 'No (bar tab or cash bar)';
  pkgFacts(p, file, { perHead: `| Price per head | ${ph} |`, min: `| Minimum guests | ${p.min} |`, max: `| Maximum guests | ${p.max} |`, drinks: p.drinks ? '| Drinks package included | Yes' : '| Drinks package included | No', hours: `${p.hours} hours` });
  corpus.write(file, mdYamlTableNote({
    frontMatter: [['package', p.name], ['venue', 'Hollinbrook Hall'], ['season', 2025], ['status', 'current']],
    title: `${p.name} package`,
    lead: [`The ${p.name} package is ${ph} per head for ${p.min} to ${p.max} guests, with ${p.hours} hours of exclusive use.`],
    sections: [{ heading: 'What is included', rows: [['Price per head', ph], ['Minimum guests', p.min], ['Maximum guests', p.max], ['Drinks package included', drinks], ['Exclusive use', `${p.hours} hours`], ['Caterer', p.caterer]] }],
    colA: 'Item', colB: 'Detail',
    footer: 'Prices include VAT and the venue team on the day. A 25 % deposit secures the date.',
  }));
});
{
  const file = 'packages/brochure-2025.md';
  const sections = packages.filter((p) => p.layout === 'md').map((p, k) => {
    const ph = `${gbp(p.perHead)} per person`;
    const guests = `${p.min} to ${p.max} guests`;
    const hrs = k % 2 ? `${p.hours} hrs` : `${p.hours} hours`;
    pkgFacts(p, file, { perHead: ph, min: guests, max: guests, drinks: p.drinks ? 'Drinks: included' : 'Drinks: not included', hours: `Duration: ${hrs}` });
    return { heading: p.name, rows: [['Price', ph], ['Numbers', guests], ['Drinks', p.drinks ? 'included' : 'not included'], ['Duration', hrs], ['Catering by', p.caterer]] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Hollinbrook Hall — packages brochure 2025 (parties, conferences, winter weddings)',
    lead: ['Our party, conference and winter packages for 2025. The Day Delegate package is £48.00 per person and includes lunch and two refreshment breaks.'],
    sections,
    footer: 'Venue hire for the room is charged on top of every package.',
  }));
}
{
  const file = 'tjarnarsalir/pakkar.html';
  const sections = packages.filter((p) => p.layout === 'is').map((p) => {
    const ph = isk(p.perHead);
    const hrs = `${isDec(p.hours)} klst.`;
    pkgFacts(p, file, { perHead: ph, min: `<td>${p.min}</td>`, max: `<td>${p.max}</td>`, drinks: jaNei(p.drinks), hours: hrs, site: 'Reykjavík' });
    return { heading: p.name, rows: [['Verð á mann', ph], ['Lágmarksfjöldi gesta', p.min], ['Hámarksfjöldi gesta', p.max], ['Drykkir innifaldir', jaNei(p.drinks)], ['Lengd', hrs], ['Veisluþjónusta', p.caterer]] };
  });
  corpus.write(file, htmlTablePage({
    title: 'Pakkar Tjarnarsala 2025',
    crumbs: ['Tjarnarsalir', 'Verðskrá', 'Pakkar'],
    lead: ['Pakkarnir okkar í Tjarnarsölum, Reykjavík, fyrir 2025. Fermingarpakkinn er 6.400 kr. á mann og gildir í 4,5 klst.'],
    sections,
    colA: 'Atriði', colB: 'Gildi',
    footer: 'Verð á mann með VSK. Salarleiga bætist við.',
  }).replace('<html lang="en">', '<html lang="is">'));
}
{
  const file = 'email/2025-01-10-new-packages.eml';
  const el = PK.Elopement;
  const mr = PK['Memorial Reception'];
  pkgFacts(el, file, { perEvent: '£2,450', min: 'from two', max: 'up to twelve guests', drinks: 'champagne', hours: 'four hours' });
  pkgFacts(mr, file, { perHead: 'thirty-two pounds a head', min: 'minimum of twenty guests', max: 'a hundred and twenty', drinks: 'no alcohol is included', hours: 'four hours' });
  corpus.write(file, `From: Grace Lund <grace@hollinbrookhall.co.uk>
To: sales@hollinbrookhall.co.uk, Oliver Thwaite <oliver@hollinbrookhall.co.uk>
Date: Fri, 10 Jan 2025 10:03:55 +0000
Subject: Two new packages for 2025

Hi both,

The directors have signed off two new packages; they go on the website next week.

Elopement: a flat £2,450 for the whole thing, for couples with from two up to twelve guests. Ceremony in the
Morning Room or the Chapel, then a long lunch by Feast & Field Catering, with champagne, over four hours.

Memorial Reception: thirty-two pounds a head, with a minimum of twenty guests and up to a hundred and twenty.
Tea, sandwiches and cakes from The Yorkshire Pantry; no alcohol is included (families can open a bar tab).
Four hours, usually early afternoon.

Grace
`);
}

// ------------------------------------------------------------------ clients
// [name, type, city, country, first enquiry, source, account manager, budget, layout]
const CLIENT_DEF = [
  ['Emily Hart & James Cole', 'couple', 'York', 'United Kingdom', '2023-06-12', 'wedding fair', 'Grace Lund', 28000, 'json'],
  ['Sophie Turnbull & Adam Reid', 'couple', 'Leeds', 'United Kingdom', '2023-09-02', 'Instagram', 'Megan Shaw', 22000, 'json'],
  ['Yorvik Analytics Ltd', 'company', 'York', 'United Kingdom', '2022-11-20', 'website', 'Grace Lund', 15000, 'json'],
  ['Minster Insurance Group', 'company', 'York', 'United Kingdom', '2021-05-04', 'recommendation', 'Grace Lund', 40000, 'json'],
  ['Ouse Bridge Solicitors LLP', 'company', 'York', 'United Kingdom', '2023-02-14', 'website', 'Megan Shaw', 12000, 'json'],
  ['Harrogate Spring Tech', 'company', 'Harrogate', 'United Kingdom', '2023-10-09', 'recommendation', 'Megan Shaw', 18000, 'json'],
  ['York Hospice Trust', 'charity', 'York', 'United Kingdom', '2022-03-01', 'repeat', 'Grace Lund', 20000, 'json'],
  ['Dales Mountain Rescue Fund', 'charity', 'Skipton', 'United Kingdom', '2024-01-15', 'website', 'Megan Shaw', 9000, 'json'],
  ['Margaret Featherstone', 'private', 'Malton', 'United Kingdom', '2024-02-20', 'recommendation', 'Megan Shaw', 7500, 'csv'],
  ['Priyanka Shah & Rohan Mehta', 'couple', 'Manchester', 'United Kingdom', '2023-11-11', 'wedding fair', 'Grace Lund', 45000, 'csv'],
  ['Lucy Brennan & Tom Hargreaves', 'couple', 'York', 'United Kingdom', '2024-03-09', 'website', 'Megan Shaw', 16000, 'csv'],
  ['Chloe Dunn & Aisha Karim', 'couple', 'Sheffield', 'United Kingdom', '2023-12-01', 'Instagram', 'Megan Shaw', 19000, 'csv'],
  ['Northbeck Brewery', 'company', 'Thirsk', 'United Kingdom', '2023-07-19', 'Instagram', 'Grace Lund', 10000, 'csv'],
  ['The Oduya family', 'private', 'York', 'United Kingdom', '2024-05-02', 'recommendation', 'Megan Shaw', 6000, 'csv'],
  ['Hannah Moss & Kieran Walsh', 'couple', 'Dublin', 'Ireland', '2024-01-28', 'website', 'Grace Lund', 30000, 'csv'],
  ['Castlegate Architects', 'company', 'York', 'United Kingdom', '2024-06-10', 'website', 'Megan Shaw', 8000, 'csv'],
  ['Wolds Wildlife Trust', 'charity', 'Beverley', 'United Kingdom', '2023-04-04', 'repeat', 'Grace Lund', 14000, 'dl'],
  ['Ben Ashworth & Ruby Clarke', 'couple', 'Hull', 'United Kingdom', '2024-04-20', 'wedding fair', 'Megan Shaw', 21000, 'dl'],
  ['Pennine Rail Holdings', 'company', 'Leeds', 'United Kingdom', '2022-09-13', 'recommendation', 'Grace Lund', 35000, 'dl'],
  ['Georgina Whitby', 'private', 'London', 'United Kingdom', '2024-07-01', 'Instagram', 'Megan Shaw', 12000, 'dl'],
  ['Olivia Marsh & Ben Carter', 'couple', 'London', 'United Kingdom', '2024-02-11', 'website', 'Grace Lund', 38000, 'dl'],
  ['Fossgate Dental Group', 'company', 'York', 'United Kingdom', '2024-08-19', 'recommendation', 'Megan Shaw', 6500, 'dl'],
  ['Jonathan Pryce-Evans', 'private', 'Ripon', 'United Kingdom', '2024-09-05', 'repeat', 'Grace Lund', 9500, 'txt'],
  ['Grace Liu & Matthew Osei', 'couple', 'Edinburgh', 'United Kingdom', '2024-05-25', 'Instagram', 'Megan Shaw', 26000, 'txt'],
  ['York Minster Choir Friends', 'charity', 'York', 'United Kingdom', '2024-10-01', 'recommendation', 'Grace Lund', 11000, 'txt'],
  ['Aldwark Logistics', 'company', 'Selby', 'United Kingdom', '2024-11-04', 'website', 'Megan Shaw', 22000, 'txt'],
  ['Isla McKenzie & Callum Grant', 'couple', 'Glasgow', 'United Kingdom', '2025-03-18', 'wedding fair', 'Freddie Lister', 24000, 'mail'],
  ['Knaresborough Round Table', 'charity', 'Knaresborough', 'United Kingdom', '2025-03-25', 'recommendation', 'Freddie Lister', 7000, 'mail'],
  ['Sunna Rós Jónsdóttir & Daníel Árnason', 'couple', 'Reykjavík', 'Iceland', '2023-10-14', 'wedding fair', 'Hildur Magnúsdóttir', 4200000, 'is'],
  ['Hafgola hf.', 'company', 'Reykjavík', 'Iceland', '2022-12-05', 'recommendation', 'Hildur Magnúsdóttir', 6500000, 'is'],
  ['Norðurljós Tækni ehf.', 'company', 'Kópavogur', 'Iceland', '2023-08-21', 'website', 'Hildur Magnúsdóttir', 3800000, 'is'],
  ['Jöklabanki hf.', 'company', 'Reykjavík', 'Iceland', '2021-11-03', 'repeat', 'Guðrún Helgadóttir', 9000000, 'is'],
  ['Ingibjörg Pálsdóttir', 'private', 'Hafnarfjörður', 'Iceland', '2024-01-09', 'recommendation', 'Hildur Magnúsdóttir', 1100000, 'is'],
  ['Emma Whitfield & Jack Ross', 'couple', 'Edinburgh', 'United Kingdom', '2024-03-30', 'partner venue', 'Hildur Magnúsdóttir', 5500000, 'is'],
  ['Vinir Tjarnarinnar', 'charity', 'Reykjavík', 'Iceland', '2025-02-17', 'website', 'Hildur Magnúsdóttir', 2000000, 'ismail'],
  ['Kristín Björk Ragnarsdóttir & Oddur Helgason', 'couple', 'Akureyri', 'Iceland', '2025-03-04', 'Instagram', 'Hildur Magnúsdóttir', 3500000, 'ismail'],
];
const clients = CLIENT_DEF.map(([name, type, city, country, enquiry, src, manager, budget, layout]) => ({ name, type, city, country, enquiry, src, manager, budget, layout, site: layout.startsWith('is') ? 'Reykjavík' : 'York' }));
function clientFacts(c, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(c.name, 'client', attr, value, unit, stated, file);
  F('type', c.type, 'text', s.type ?? c.type);
  F('city', c.city, 'place', s.city ?? c.city);
  F('country', c.country, 'place', s.country ?? c.country);
  F('first_enquiry', c.enquiry, 'date', s.enquiry);
  F('source', c.src, 'text', s.src ?? c.src);
  F('account_manager', c.manager, 'person', c.manager);
  if (c.site === 'York') F('budget_gbp', c.budget, 'GBP', s.budget);
  else F('budget_isk', c.budget, 'ISK', s.budget);
}
{
  const file = 'clients/crm-export.json';
  const recs = clients.filter((c) => c.layout === 'json').map((c) => {
    clientFacts(c, file, { type: `"client_type": "${c.type}"`, enquiry: c.enquiry, src: `"lead_source": "${c.src}"`, budget: `"budget_gbp": ${c.budget}` });
    return { client_name: c.name, client_type: c.type, city: c.city, country: c.country, first_enquiry: c.enquiry, lead_source: c.src, account_manager: c.manager, budget_gbp: c.budget, gdpr_consent: true };
  });
  corpus.write(file, JSON.stringify({ exported_at: '2025-04-01T07:00:00Z', system: 'VenueDesk CRM', records: recs }, null, 2) + '\n');
}
{
  const file = 'clients/clients-register.csv';
  const rows = clients.filter((c) => c.layout === 'csv').map((c) => {
    clientFacts(c, file, { enquiry: ukDate(c.enquiry), budget: '' });
    return [c.name, c.type, c.city, c.country, ukDate(c.enquiry), c.src, c.manager, c.budget];
  });
  corpus.write(file, delimited(['Client', 'Type', 'Town', 'Country', 'Enquiry date (dd/mm/yyyy)', 'Source', 'Account manager', 'Budget (GBP)'], rows));
}
{
  const file = 'clients/client-accounts.html';
  const TYPE_B = { couple: 'Wedding couple', company: 'Corporate', charity: 'Charity', private: 'Private client' };
  const sections = clients.filter((c) => c.layout === 'dl').map((c) => {
    const enq = fmtDate(c.enquiry, 'long');
    clientFacts(c, file, { type: TYPE_B[c.type], city: `${c.city}, ${c.country === 'United Kingdom' ? 'UK' : c.country}`, country: c.country === 'United Kingdom' ? 'UK' : c.country, enquiry: enq, src: c.src, budget: gbp0(c.budget) });
    return { heading: c.name, rows: [['Client type', TYPE_B[c.type]], ['Based in', `${c.city}, ${c.country === 'United Kingdom' ? 'UK' : c.country}`], ['First enquiry', enq], ['How they found us', c.src], ['Looked after by', c.manager], ['Budget', gbp0(c.budget)]] };
  });
  corpus.write(file, htmlDlPage({
    title: 'Client accounts (sales team)',
    site: 'Hollinbrook Hall — sales',
    lead: ['Client accounts opened by the sales team. Pennine Rail Holdings have the largest budget on this page, £35,000.'],
    sections,
    footer: 'Budgets are the client’s own figure at first enquiry, including VAT.',
  }));
}
clients.filter((c) => c.layout === 'txt').forEach((c, k) => {
  const file = `clients/${slug(c.name)}.txt`;
  const enq = fmtDate(c.enquiry, 'short');
  const TYPE_T = { couple: 'Couple', company: 'Company', charity: 'Charity / society', private: 'Private' };
  clientFacts(c, file, { type: `Category: ${TYPE_T[c.type]}`, city: `Home town: ${c.city}`, country: '', enquiry: `First contact: ${enq}`, src: `Came via: ${c.src}`, budget: `Indicative budget: ${gbp0(c.budget)}` });
  corpus.write(file, txtProfile({
    txtHeader: `CLIENT — ${c.name.toUpperCase()}`,
    sections: [{ rows: [['Client', c.name], ['Category', TYPE_T[c.type]], ['Home town', c.city], ['First contact', enq], ['Came via', c.src], ['Account manager', c.manager], ['Indicative budget', gbp0(c.budget)]] }],
    lead: [L(k, ['Booked the Billiard Room for his 60th after a friend’s party here.', 'Getting married in September; vegetarian menu for most of the guests.', 'Friends of the choir; concert supper before Christmas.', 'Haulage firm; awards night and a family day for the drivers.'])],
  }));
});
const IS_CTYPE = { couple: 'par', company: 'fyrirtæki', charity: 'góðgerðarfélag', private: 'einstaklingur' };
const IS_SRC = { 'wedding fair': 'brúðkaupssýning', recommendation: 'meðmæli', website: 'vefsíða', Instagram: 'Instagram', repeat: 'fyrri viðskiptavinur', 'partner venue': 'samstarfsstaður (Hollinbrook Hall)' };
const IS_COUNTRY = { Iceland: 'Ísland', 'United Kingdom': 'Bretland' };
const IS_CITY = { Edinburgh: 'Edinborg' };
{
  const file = 'tjarnarsalir/vidskiptavinir.md';
  const sections = clients.filter((c) => c.layout === 'is').map((c) => {
    const city = IS_CITY[c.city] ?? c.city;
    const s = { type: `Tegund: ${IS_CTYPE[c.type]}`, city: `Staður: ${city}`, country: `Land: ${IS_COUNTRY[c.country]}`, enquiry: `Fyrsta fyrirspurn: ${isLong(c.enquiry)}`, src: `Leið: ${IS_SRC[c.src]}`, budget: `Fjárhagsáætlun: ${isk(c.budget)}` };
    clientFacts(c, file, s);
    return { heading: c.name, rows: [['Tegund', IS_CTYPE[c.type]], ['Staður', city], ['Land', IS_COUNTRY[c.country]], ['Fyrsta fyrirspurn', isLong(c.enquiry)], ['Leið', IS_SRC[c.src]], ['Tengiliður', c.manager], ['Fjárhagsáætlun', isk(c.budget)]] };
  });
  corpus.write(file, mdBulletsNote({
    title: 'Viðskiptavinir Tjarnarsala',
    lead: ['Viðskiptavinir með staðfestar bókanir í Tjarnarsölum. Jöklabanki hf. hefur verið viðskiptavinur frá 3. nóvember 2021.'],
    sections,
    footer: 'Fjárhagsáætlun eins og viðskiptavinur gaf hana upp við fyrstu fyrirspurn.',
  }));
}

// ------------------------------------------------------------------ events
// [name, ref, date, type, client, space, guests, package, coordinator, start, duration h, layout]
const EVENT_DEF = [
  ['Hart & Cole wedding', 'HB-24-011', '2024-06-15', 'wedding', 'Emily Hart & James Cole', 'The Great Hall', 142, 'Classic Wedding', 'Priya Desai', '13:30', 12, 'spec'],
  ['Minster Insurance summer party 2024', 'HB-24-019', '2024-07-12', 'party', 'Minster Insurance Group', 'The Lakeside Lawn', 230, 'Celebration Party', 'Oliver Thwaite', '18:30', 6, 'spec'],
  ['Shah & Mehta wedding', 'HB-25-004', '2025-05-24', 'wedding', 'Priyanka Shah & Rohan Mehta', 'The Tithe Barn', 196, 'Country House Wedding', 'Priya Desai', '11:00', 14, 'spec'],
  ['York Hospice Trust gala 2024', 'HB-24-031', '2024-10-05', 'gala dinner', 'York Hospice Trust', 'The Great Hall', 168, 'Celebration Party', 'Amira Haddad', '19:00', 6, 'spec'],
  ['Pennine Rail leadership conference', 'HB-24-008', '2024-04-17', 'conference', 'Pennine Rail Holdings', 'The Coach House', 95, 'Day Delegate', 'Amira Haddad', '08:30', 8, 'spec'],
  ['Featherstone 80th birthday', 'HB-24-014', '2024-05-18', 'party', 'Margaret Featherstone', 'The Orangery', 64, 'Celebration Party', 'Hannah Bellamy', '12:30', 6, 'spec'],
  ['Turnbull & Reid wedding', 'HB-24-022', '2024-08-03', 'wedding', 'Sophie Turnbull & Adam Reid', 'The Orangery', 88, 'Classic Wedding', 'Hannah Bellamy', '14:00', 12, 'tsv'],
  ['Yorvik Analytics Christmas party 2024', 'HB-24-040', '2024-12-13', 'party', 'Yorvik Analytics Ltd', 'The Coach House', 120, 'Festive Party Night', 'Amira Haddad', '19:30', 5.5, 'tsv'],
  ['Brennan & Hargreaves wedding', 'HB-25-009', '2025-06-21', 'wedding', 'Lucy Brennan & Tom Hargreaves', 'The Walled Garden', 110, 'Twilight Wedding', 'Hannah Bellamy', '17:00', 6, 'tsv'],
  ['Northbeck Brewery beer launch', 'HB-24-027', '2024-09-12', 'party', 'Northbeck Brewery', 'The Stable Yard', 150, 'Celebration Party', 'Amira Haddad', '18:00', 6, 'tsv'],
  ['Oduya family christening lunch', 'HB-24-035', '2024-11-10', 'party', 'The Oduya family', 'The Drawing Room', 45, 'Celebration Party', 'Chloe Ramsden', '12:30', 6, 'tsv'],
  ['Harrogate Spring Tech away day', 'HB-24-016', '2024-06-06', 'conference', 'Harrogate Spring Tech', 'The Long Gallery', 58, 'Day Delegate', 'Amira Haddad', '09:00', 8, 'tsv'],
  ['Moss & Walsh wedding', 'HB-25-012', '2025-07-19', 'wedding', 'Hannah Moss & Kieran Walsh', 'The Great Hall', 175, 'Country House Wedding', 'Priya Desai', '13:00', 14, 'tsv'],
  ['Wolds Wildlife Trust supporters\u2019 dinner', 'HB-24-029', '2024-09-27', 'gala dinner', 'Wolds Wildlife Trust', 'The Tithe Barn', 185, 'Celebration Party', 'Oliver Thwaite', '19:00', 6, 'tsv'],
  ['Dunn & Karim wedding', 'HB-25-002', '2025-04-26', 'wedding', 'Chloe Dunn & Aisha Karim', 'The Garden Room', 48, 'Intimate Wedding', 'Hannah Bellamy', '12:00', 8, 'json'],
  ['Ouse Bridge Solicitors partners\u2019 dinner', 'HB-24-012', '2024-05-23', 'gala dinner', 'Ouse Bridge Solicitors LLP', 'The Library', 36, 'Celebration Party', 'Amira Haddad', '19:30', 6, 'json'],
  ['Minster Insurance Christmas party 2024', 'HB-24-043', '2024-12-20', 'party', 'Minster Insurance Group', 'The Tithe Barn', 195, 'Festive Party Night', 'Oliver Thwaite', '19:00', 5.5, 'json'],
  ['Dales Mountain Rescue fundraiser', 'HB-24-024', '2024-08-17', 'gala dinner', 'Dales Mountain Rescue Fund', 'The Coach House', 104, 'Celebration Party', 'Amira Haddad', '18:30', 6, 'json'],
  ['Ashworth & Clarke wedding', 'HB-25-015', '2025-08-09', 'wedding', 'Ben Ashworth & Ruby Clarke', 'The Orangery', 86, 'Classic Wedding', 'Chloe Ramsden', '14:00', 12, 'json'],
  ['Pennine Rail Christmas dinner 2024', 'HB-24-041', '2024-12-14', 'party', 'Pennine Rail Holdings', 'The Great Hall', 172, 'Festive Party Night', 'Oliver Thwaite', '19:00', 5.5, 'json'],
  ['Whitby 40th birthday party', 'HB-24-032', '2024-10-12', 'party', 'Georgina Whitby', 'The Cellar Bar', 70, 'Celebration Party', 'Chloe Ramsden', '20:00', 6, 'json'],
  ['Marsh & Carter wedding', 'HB-25-006', '2025-05-31', 'wedding', 'Olivia Marsh & Ben Carter', 'The Walled Garden', 118, 'Country House Wedding', 'Priya Desai', '12:30', 14, 'json'],
  ['Yorvik Analytics product launch', 'HB-25-003', '2025-03-20', 'party', 'Yorvik Analytics Ltd', 'The Long Gallery', 95, 'Celebration Party', 'Chloe Ramsden', '18:00', 6, 'nested'],
  ['Fossgate Dental Group training day', 'HB-25-001', '2025-02-06', 'conference', 'Fossgate Dental Group', 'The Library', 32, 'Day Delegate', 'Amira Haddad', '09:00', 8, 'nested'],
  ['Liu & Osei wedding', 'HB-25-018', '2025-09-13', 'wedding', 'Grace Liu & Matthew Osei', 'The Great Hall', 150, 'Classic Wedding', 'Priya Desai', '13:00', 12, 'nested'],
  ['Castlegate Architects summer social', 'HB-24-020', '2024-07-18', 'party', 'Castlegate Architects', 'The Walled Garden', 75, 'Celebration Party', 'Amira Haddad', '17:30', 6, 'nested'],
  ['Harrogate Spring Tech Christmas party 2024', 'HB-24-038', '2024-12-06', 'party', 'Harrogate Spring Tech', 'The Orangery', 84, 'Festive Party Night', 'Chloe Ramsden', '19:30', 5.5, 'nested'],
  ['Ouse Bridge Solicitors seminar', 'HB-24-004', '2024-03-14', 'conference', 'Ouse Bridge Solicitors LLP', 'The Drawing Room', 42, 'Day Delegate', 'Amira Haddad', '09:30', 7, 'semi'],
  ['Pryce-Evans 60th birthday', 'HB-24-036', '2024-11-23', 'party', 'Jonathan Pryce-Evans', 'The Billiard Room', 38, null, 'Chloe Ramsden', '19:30', 5, 'semi'],
  ['York Minster Choir Friends concert supper', 'HB-24-039', '2024-12-07', 'gala dinner', 'York Minster Choir Friends', 'The Chapel', 84, null, 'Oliver Thwaite', '18:00', 4, 'semi'],
  ['Northbeck Brewery staff party', 'HB-24-005', '2024-03-22', 'party', 'Northbeck Brewery', 'The Cellar Bar', 55, 'Celebration Party', 'Amira Haddad', '19:00', 6, 'semi'],
  ['Aldwark Logistics awards night', 'HB-24-044', '2024-11-29', 'gala dinner', 'Aldwark Logistics', 'The Great Hall', 176, 'Festive Party Night', 'Chloe Ramsden', '19:00', 5.5, 'semi'],
  ['McKenzie & Grant wedding', 'HB-25-021', '2025-10-04', 'wedding', 'Isla McKenzie & Callum Grant', 'The Tithe Barn', 160, 'Country House Wedding', 'Maya Pickering', '13:30', 14, 'mail'],
  ['Knaresborough Round Table charter dinner', 'HB-25-010', '2025-06-27', 'gala dinner', 'Knaresborough Round Table', 'The Long Gallery', 68, 'Celebration Party', 'Chloe Ramsden', '19:30', 6, 'mail'],
  ['Minster Insurance sales conference 2025', 'HB-25-007', '2025-06-04', 'conference', 'Minster Insurance Group', 'The Great Hall', 180, 'Day Delegate', 'Amira Haddad', '08:30', 8, 'minutes'],
  ['Aldwark Logistics family day', 'HB-25-011', '2025-07-05', 'party', 'Aldwark Logistics', 'The Lakeside Lawn', 240, 'Celebration Party', 'Oliver Thwaite', '11:00', 6, 'minutes'],
  ['York Hospice Trust remembrance reception', 'HB-25-008', '2025-03-08', 'memorial reception', 'York Hospice Trust', 'The Chapel', 95, 'Memorial Reception', 'Hannah Bellamy', '14:30', 4, 'report'],
  ['Wolds Wildlife Trust winter lecture', 'HB-25-005', '2025-01-25', 'conference', 'Wolds Wildlife Trust', 'The Library', 40, 'Day Delegate', 'Chloe Ramsden', '10:00', 6, 'report'],
  ['Brúðkaup – Sunna Rós & Daníel', 'TS-24-021', '2024-08-17', 'wedding', 'Sunna Rós Jónsdóttir & Daníel Árnason', 'Tjarnarsalur', 164, 'Brúðkaupspakki Tjörnin', 'Einar Jónsson', '15:00', 10, 'is'],
  ['Árshátíð Hafgolu 2024', 'TS-24-006', '2024-03-02', 'party', 'Hafgola hf.', 'Tjarnarsalur', 210, 'Árshátíðarpakki', 'Sigrún Ólafsdóttir', '19:00', 6, 'is'],
  ['Árshátíð Hafgolu 2025', 'TS-25-004', '2025-03-01', 'party', 'Hafgola hf.', 'Norðurljósasalur', 148, 'Árshátíðarpakki', 'Sigrún Ólafsdóttir', '19:30', 6, 'is'],
  ['Ráðstefna Norðurljós Tækni 2024', 'TS-24-015', '2024-05-28', 'conference', 'Norðurljós Tækni ehf.', 'Speglasalur', 112, 'Ráðstefnupakki', 'Einar Jónsson', '08:30', 8, 'is'],
  ['Jólahlaðborð Norðurljós Tækni', 'TS-24-033', '2024-12-06', 'party', 'Norðurljós Tækni ehf.', 'Þakstofan', 76, 'Árshátíðarpakki', 'Sigrún Ólafsdóttir', '18:30', 5.5, 'is'],
  ['Ráðstefna Jöklabanka 2024', 'TS-24-010', '2024-04-11', 'conference', 'Jöklabanki hf.', 'Tjarnarsalur', 205, 'Ráðstefnupakki', 'Einar Jónsson', '09:00', 8, 'is'],
  ['Árshátíð Jöklabanka 2024', 'TS-24-027', '2024-10-19', 'party', 'Jöklabanki hf.', 'Tjarnarsalur', 218, 'Árshátíðarpakki', 'Einar Jónsson', '19:00', 6.5, 'is'],
  ['Fermingarveisla – Ingibjörg Pálsdóttir', 'TS-24-012', '2024-04-14', 'confirmation party', 'Ingibjörg Pálsdóttir', 'Vetrargarðurinn', 85, 'Fermingarpakki', 'Sigrún Ólafsdóttir', '14:00', 4, 'is'],
  ['Brúðkaup – Emma & Jack', 'TS-25-011', '2025-06-14', 'wedding', 'Emma Whitfield & Jack Ross', 'Vetrargarðurinn', 96, 'Brúðkaupspakki Tjörnin', 'Einar Jónsson', '16:00', 10, 'is'],
  ['Ráðstefna Jöklabanka 2025', 'TS-25-014', '2025-09-18', 'conference', 'Jöklabanki hf.', 'Speglasalur', 110, 'Ráðstefnupakki', 'Sigrún Ólafsdóttir', '09:00', 8, 'ismail'],
  ['Góðgerðarkvöld – Vinir Tjarnarinnar', 'TS-25-016', '2025-10-11', 'gala dinner', 'Vinir Tjarnarinnar', 'Þakstofan', 80, 'Árshátíðarpakki', 'Einar Jónsson', '19:30', 6, 'ismail'],
  ['Brúðkaup – Kristín Björk & Oddur', 'TS-25-013', '2025-08-23', 'wedding', 'Kristín Björk Ragnarsdóttir & Oddur Helgason', 'Garðskálinn', 65, 'Brúðkaupspakki Tjörnin', 'Sigrún Ólafsdóttir', '16:00', 10, 'ismail'],
];
const events = EVENT_DEF.map(([name, ref, date, type, client, space, guests, pkg, coord, start, hours, layout]) => {
  const s = SP[space];
  const p = pkg ? PK[pkg] : null;
  const total = (p ? (p.perHead != null ? p.perHead * guests : p.perEvent) : 0) + s.fee;
  return { name, ref, date, type, client, space, guests, pkg, coord, start, hours, layout, total, site: s.site };
});
// consistency of the table itself
for (const e of events) {
  const s = SP[e.space];
  if (e.guests > s.standing) throw new Error(`${e.name}: ${e.guests} guests > ${s.standing} standing in ${e.space}`);
  if (e.pkg && (e.guests < PK[e.pkg].min || e.guests > PK[e.pkg].max)) throw new Error(`${e.name}: guests outside ${e.pkg}`);
  if (e.pkg && PK[e.pkg].site !== s.site) throw new Error(`${e.name}: package of the other site`);
  if (!clients.some((c) => c.name === e.client)) throw new Error(`${e.name}: client ${e.client}`);
  if (!staff.some((p) => p.name === e.coord && p.site === s.site)) throw new Error(`${e.name}: coordinator ${e.coord}`);
}
for (const c of clients) if (!events.some((e) => e.client === c.name)) throw new Error(`client without event: ${c.name}`);
function eventFacts(e, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(e.name, 'event', attr, value, unit, stated, file);
  F('ref', e.ref, 'text', e.ref);
  F('date', e.date, 'date', s.date);
  F('type', e.type, 'text', s.type ?? e.type);
  F('client', e.client, 'text', s.client ?? e.client);
  F('space', e.space, 'text', s.space ?? e.space);
  F('guests', e.guests, '', s.guests);
  F('package', e.pkg, 'text', e.pkg ?? 'n/a');
  F('coordinator', e.coord, 'person', s.coord ?? e.coord);
  F('start_time', e.start, 'time', s.start);
  F('duration', e.hours, 'h', s.hours);
  if (e.site === 'York') F('total_gbp', e.total, 'GBP', s.total);
  else F('total_isk', e.total, 'ISK', s.total);
}
const TYPE_A = { wedding: 'Wedding', party: 'Private party', 'gala dinner': 'Gala dinner', conference: 'Conference / meeting', 'memorial reception': 'Memorial reception' };
events.filter((e) => e.layout === 'spec').forEach((e, k) => {
  const file = `events/function-sheets/${e.ref.toLowerCase()}.html`;
  const date = dayLong(e.date);
  const start = ampm(e.start);
  const hrs = `${e.hours} hours`;
  const total = gbp(e.total);
  eventFacts(e, file, { date, type: TYPE_A[e.type], guests: `<td>${e.guests}</td>`, start, hours: hrs, total });
  corpus.write(file, htmlTablePage({
    title: `Function sheet — ${e.name}`,
    docTitle: e.name,
    crumbs: ['Hollinbrook Hall', 'Events', e.ref],
    lead: [`${e.name} takes place in ${e.space} on ${date}, starting at ${start}.`],
    sections: [
      { heading: 'Booking', rows: [['Booking ref', e.ref], ['Event type', TYPE_A[e.type]], ['Client', e.client], ['Date', date], ['Start time', start], ['Duration', hrs]] },
      { heading: 'Room and numbers', rows: [['Space', e.space], ['Guests', e.guests], ['Package', e.pkg], ['Layout', L(k, ['round tables of 10', 'long banqueting tables', 'theatre style with a lectern', 'cabaret rounds'])]] },
      { heading: 'Team and money', rows: [['Coordinator', e.coord], ['Total', total], ['Deposit', L(k, ['paid', 'paid', 'due 30 days before'])]] },
    ],
    colA: 'Item', colB: 'Detail',
    footer: 'Final numbers are due 14 days before the event. Totals include VAT and room hire.',
  }));
});
{
  const file = 'events/bookings-diary-2024-2025.tsv';
  const rows = events.filter((e) => e.layout === 'tsv').map((e) => {
    const date = fmtDate(e.date, 'dotted');
    const guests = `${e.guests} guests`;
    const hrs = `${e.hours} h`;
    const total = gbp(e.total);
    eventFacts(e, file, { date, type: e.type, guests, start: e.start, hours: hrs, total });
    return [e.ref, e.name, date, e.type, e.client, e.space, guests, e.pkg, e.start, hrs, e.coord, total];
  });
  corpus.write(file, delimited(['Ref', 'Event', 'Date', 'Type', 'Client', 'Room', 'Numbers', 'Package', 'Start', 'Length', 'Coordinator', 'Value'], rows, '\t'));
}
{
  const file = 'events/booking-system-export.json';
  const recs = events.filter((e) => e.layout === 'json').map((e) => {
    eventFacts(e, file, { date: e.date, type: `"event_type": "${e.type}"`, guests: `"guest_count": ${e.guests}`, start: `"start_time": "${e.start}"`, hours: `"duration_hours": ${e.hours}`, total: `"total_gbp": ${e.total}` });
    return { booking_ref: e.ref, event_name: e.name, event_date: e.date, event_type: e.type, client: e.client, room: e.space, guest_count: e.guests, package: e.pkg, coordinator: e.coord, start_time: e.start, duration_hours: e.hours, total_gbp: e.total, status: e.date < '2025-04-01' ? 'completed' : 'confirmed' };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}
{
  const file = 'events/pipeline-2025.json';
  const recs = events.filter((e) => e.layout === 'nested').map((e) => {
    const date = fmtDate(e.date, 'us');
    const start = ampmColon(e.start);
    eventFacts(e, file, { date, type: `"category": "${e.type}"`, guests: `"guests": ${e.guests}`, start, hours: `"hours": ${e.hours}`, total: `"amount": ${e.total}` });
    return {
      event: { title: e.name, ref: e.ref, category: e.type },
      when: { date, start, hours: e.hours },
      where: { space: e.space, site: 'Hollinbrook Hall' },
      who: { client: e.client, coordinator: e.coord, numbers: { guests: e.guests } },
      money: { package: e.pkg, total: { amount: e.total, currency: 'GBP' } },
    };
  });
  corpus.write(file, JSON.stringify({ venue: 'Hollinbrook Hall', pipeline: { updated: '2025-04-01', bookings: recs } }, null, 2) + '\n');
}
{
  const file = 'events/events-archive-2024.csv';
  const rows = events.filter((e) => e.layout === 'semi').map((e, k) => {
    const date = fmtDate(e.date, 'short');
    const start = k % 2 ? ampm(e.start) : e.start;
    eventFacts(e, file, { date, type: e.type, guests: String(e.guests), start, hours: '', total: e.total.toFixed(2) });
    return [e.ref, e.name, date, e.type, e.client, e.space, e.guests, e.pkg ?? 'n/a', e.coord, start, e.hours, e.total.toFixed(2), e.pkg ? 'package' : 'room hire only'];
  });
  corpus.write(file, delimited(['Ref', 'Event', 'Date', 'Type', 'Client', 'Space', 'Guests', 'Package', 'Coordinator', 'Start', 'Hours', 'Total (GBP)', 'Basis'], rows, ';'));
}
const CLI = Object.fromEntries(clients.map((c) => [c.name, c]));
{
  const file = 'email/2025-03-27-two-new-bookings.eml';
  const mg = events.find((e) => e.name === 'McKenzie & Grant wedding');
  const kr = events.find((e) => e.name === 'Knaresborough Round Table charter dinner');
  const ic = CLI['Isla McKenzie & Callum Grant'];
  const rt = CLI['Knaresborough Round Table'];
  clientFacts(ic, file, { type: 'couple', city: 'Glasgow', country: '', enquiry: '18 March', src: 'wedding fair', budget: '£24,000' });
  clientFacts(rt, file, { type: 'charity', city: 'Knaresborough', country: '', enquiry: '25 March', src: 'recommended us', budget: 'about £7,000' });
  eventFacts(mg, file, { space: 'Tithe Barn', date: 'Saturday 4 October 2025', type: 'wedding', guests: 'one hundred and sixty guests', start: 'half past one', hours: 'fourteen hours', total: gbp0(mg.total) });
  eventFacts(kr, file, { space: 'Long Gallery', date: '27 June 2025', type: 'charter dinner', guests: 'sixty-eight', start: '7.30pm', hours: 'six hours', total: gbp0(kr.total) });
  corpus.write(file, `From: Freddie Lister <freddie@hollinbrookhall.co.uk>
To: Grace Lund <grace@hollinbrookhall.co.uk>
Cc: Oliver Thwaite <oliver@hollinbrookhall.co.uk>
Date: Thu, 27 Mar 2025 17:18:40 +0000
Subject: Two new bookings this week (my first!)

Hi Grace,

Two bookings confirmed this week, both deposits in.

1. Isla McKenzie & Callum Grant, a couple from Glasgow I met at the Harrogate wedding fair (first enquiry on
   18 March, budget £24,000). McKenzie & Grant wedding, ref ${mg.ref}: Saturday 4 October 2025 in the Tithe Barn,
   one hundred and sixty guests on the Country House Wedding package, ceremony at half past one and fourteen hours
   in all. Total ${gbp0(mg.total)}. Maya Pickering will coordinate once she starts.

2. Knaresborough Round Table (a charity; their president recommended us after a dinner here, first enquiry
   25 March, about £7,000 to spend). Knaresborough Round Table charter dinner, ref ${kr.ref}, on 27 June 2025 in the
   Long Gallery: sixty-eight for dinner on the Celebration Party package, arrivals 7.30pm, six hours. Total
   ${gbp0(kr.total)}. Chloe Ramsden is coordinating.

Both are on my accounts.

Freddie
`);
}
{
  const file = 'minutes/2025-03-11-events-team-meeting.md';
  const mc = events.find((e) => e.name === 'Minster Insurance sales conference 2025');
  const af = events.find((e) => e.name === 'Aldwark Logistics family day');
  eventFacts(mc, file, { client: 'Minster Insurance', space: 'Great Hall', date: '4 June 2025', type: 'sales conference', guests: '180 delegates', start: '8.30am', hours: 'eight-hour day', total: gbp0(mc.total) });
  eventFacts(af, file, { space: 'Lakeside Lawn', date: 'Saturday 5 July', type: 'family day', guests: '240', start: '11am', hours: 'six hours', total: gbp0(af.total) });
  corpus.write(file, `# Events team meeting — 11 March 2025

Present: Oliver Thwaite (chair), Priya Desai, Hannah Bellamy, Amira Haddad, Chloe Ramsden, Grace Lund.

1. Season readiness. Marquee pegs and the walled-garden power to be checked by Tom Ackroyd's team before Easter.

2. Minster Insurance sales conference 2025 (ref ${mc.ref}) confirmed for 4 June 2025 in the Great Hall: 180 delegates
   on the Day Delegate package, registration from 8.30am, an eight-hour day. Amira Haddad coordinates; the
   contract total is ${gbp0(mc.total)}.

3. Aldwark Logistics family day (ref ${af.ref}) on Saturday 5 July 2025 on the Lakeside Lawn: 240 drivers and their
   families, Celebration Party package (barbecue by Smokehouse Social), gates open at 11am, six hours. Oliver
   coordinates; total ${gbp0(af.total)}.

4. Wedding enquiries up 12 % on last March; the Tithe Barn is almost full for Saturdays in 2025.

Next meeting: 8 April.
`);
}
{
  const file = 'reports/q1-2025-events-report.md';
  const hr = events.find((e) => e.name === 'York Hospice Trust remembrance reception');
  const wl = events.find((e) => e.name === 'Wolds Wildlife Trust winter lecture');
  eventFacts(hr, file, { space: 'Chapel', date: 'Saturday 8 March', type: 'remembrance reception', guests: 'ninety-five guests', start: 'half past two', hours: 'four hours', total: gbp0(hr.total) });
  eventFacts(wl, file, { space: 'Library', date: '25 January', type: 'lecture', guests: 'forty people', start: 'ten in the morning', hours: 'six hours', total: gbp0(wl.total) });
  corpus.write(file, `# Events report, first quarter 2025

For the directors. Prepared by Oliver Thwaite, April 2025.

## Summary
January to March is our quiet season: fourteen events in all, most of them small, against eleven in the same
quarter of 2024. Turnover for the quarter was a little over £96,000.

## Two events worth a mention
The Wolds Wildlife Trust winter lecture (${wl.ref}) was held in the Library on Saturday 25 January 2025: forty people
on the Day Delegate package, from ten in the morning for six hours, with Chloe Ramsden coordinating. The booking
came to ${gbp0(wl.total)}.

The York Hospice Trust remembrance reception (${hr.ref}) in the Chapel on Saturday 8 March 2025 was the first
booking on the new Memorial Reception package: ninety-five guests from half past two, four hours in all,
coordinated by Hannah Bellamy. Total ${gbp0(hr.total)}.

## Looking ahead
Weddings start in earnest in April; the Dunn & Karim wedding on 26 April opens the season.
`);
}
const IS_TYPE = { wedding: 'brúðkaup', conference: 'ráðstefna', 'confirmation party': 'fermingarveisla', 'gala dinner': 'hátíðarkvöldverður' };
const isType = (e) => (e.type === 'party' ? (e.name.startsWith('Jólahlaðborð') ? 'jólahlaðborð' : 'árshátíð') : IS_TYPE[e.type]);
{
  // the Icelandic booking export: a PREAMBLE, SEMICOLONS and DECIMAL COMMAS
  const file = 'tjarnarsalir/bokanir-2024-2025.csv';
  const rows = events.filter((e) => e.layout === 'is').map((e) => {
    const total = `${isGroup(e.total)},00`;
    const start = e.start.replace(':', '.');
    eventFacts(e, file, { date: isDate(e.date), type: isType(e), guests: String(e.guests), start, hours: dec(e.hours), total });
    return [e.ref, e.name, isDate(e.date), isType(e), e.client, e.space, e.guests, e.pkg, e.coord, start, dec(e.hours), total];
  });
  const head = 'Tjarnarsalir ehf.;Vonarstræti 14;101 Reykjavík\nBókanir 2024–2025 — útdráttur úr bókunarkerfi;keyrt 2.4.2025 kl. 08.15\nUpphæðir í íslenskum krónum (ISK), með VSK; salarleiga innifalin\n\n';
  corpus.write(file, head + delimited(['Bókunarnúmer', 'Viðburður', 'Dagsetning', 'Tegund', 'Viðskiptavinur', 'Salur', 'Fjöldi gesta', 'Pakki', 'Umsjón', 'Hefst kl.', 'Lengd (klst.)', 'Heildarverð (kr.)'], rows, ';'));
}
{
  const file = 'tjarnarsalir/tolvupostur-2025-03-20-nyjar-bokanir.eml';
  const [jb, vt, ko] = ['Ráðstefna Jöklabanka 2025', 'Góðgerðarkvöld – Vinir Tjarnarinnar', 'Brúðkaup – Kristín Björk & Oddur'].map((n) => events.find((e) => e.name === n));
  const vc = CLI['Vinir Tjarnarinnar'];
  const kc = CLI['Kristín Björk Ragnarsdóttir & Oddur Helgason'];
  clientFacts(vc, file, { type: 'góðgerðarfélag', city: 'Reykjavík', country: '', enquiry: '17. febrúar', src: 'vefsíðuna', budget: 'um 2 milljónir króna' });
  clientFacts(kc, file, { type: 'par', city: 'Akureyri', country: '', enquiry: '4. mars', src: 'Instagram', budget: '3,5 milljónir króna' });
  eventFacts(jb, file, { space: 'Speglasal', date: isLong(jb.date), type: 'Ráðstefna', guests: 'Hundrað og tíu', start: 'kl. 9', hours: 'átta klukkustundir', total: isk(jb.total) });
  eventFacts(vt, file, { space: 'Þakstofunni', date: isLong(vt.date), type: 'Góðgerðarkvöld', guests: 'áttatíu', start: 'kl. hálf átta', hours: 'sex klukkustundir', total: isk(vt.total) });
  eventFacts(ko, file, { space: 'Garðskálanum', client: 'Kristín Björk Ragnarsdóttir & Oddur Helgason', date: isLong(ko.date), type: 'brúðkaup', guests: 'sextíu og fimm', start: 'kl. 16', hours: 'tíu klukkustundir', total: isk(ko.total) });
  corpus.write(file, `From: Hildur Magnúsdóttir <hildur@tjarnarsalir.is>
To: Guðrún Helgadóttir <gudrun@tjarnarsalir.is>
Cc: Einar Jónsson <einar@tjarnarsalir.is>, Sigrún Ólafsdóttir <sigrun@tjarnarsalir.is>
Date: Thu, 20 Mar 2025 11:32:50 +0000
Subject: Nýjar bókanir í mars

Sæl Guðrún,

þrjár nýjar bókanir í þessum mánuði, allar staðfestar með innborgun.

Ráðstefna Jöklabanka 2025 (${jb.ref}): Jöklabanki hf. kemur aftur, ${isLong(jb.date)} í Speglasal. Hundrað og tíu
gestir, Ráðstefnupakki, hefst kl. 9 og stendur í átta klukkustundir. Sigrún sér um viðburðinn. Heildarverð
${isk(jb.total)}

Góðgerðarkvöld – Vinir Tjarnarinnar (${vt.ref}): Vinir Tjarnarinnar eru nýr viðskiptavinur, góðgerðarfélag hér í
Reykjavík sem fann okkur í gegnum vefsíðuna (fyrsta fyrirspurn 17. febrúar 2025; þau hafa um 2 milljónir króna til
ráðstöfunar). Kvöldverður í Þakstofunni ${isLong(vt.date)}, áttatíu gestir, Árshátíðarpakki, hefst kl. hálf átta og
stendur í sex klukkustundir. Einar sér um kvöldið. Heildarverð ${isk(vt.total)}

Brúðkaup – Kristín Björk & Oddur (${ko.ref}): Kristín Björk Ragnarsdóttir & Oddur Helgason, par frá Akureyri
sem sá okkur á Instagram (fyrsta fyrirspurn 4. mars 2025, fjárhagsáætlun 3,5 milljónir króna). Brúðkaupið verður í
Garðskálanum ${isLong(ko.date)}, sextíu og fimm gestir, Brúðkaupspakki Tjörnin, athöfnin hefst kl. 16 og veislan
stendur í tíu klukkustundir. Sigrún sér um brúðkaupið. Heildarverð ${isk(ko.total)}

Ég er tengiliður allra þriggja.

Kveðja,
Hildur
`);
}

// ------------------------------------------------------------------ WIDE tables: days booked per month in 2024
const MKEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const IS_MON = ['jan', 'feb', 'mar', 'apr', 'maí', 'jún', 'júl', 'ágú', 'sep', 'okt', 'nóv', 'des'];
for (const s of spaces) {
  s.days = {};
  const big = s.seated >= 100 ? 14 : s.seated >= 50 ? 11 : 8;
  const opened = s.name === 'The Stable Yard' ? 4 : s.name === 'The Morning Room' ? 12 : 0; // month index of the first use
  MKEYS.forEach((m, i) => {
    if (i < opened) {
      s.days[m] = 0;
      return;
    }
    const season = [4, 5, 6, 7, 8].includes(i) ? 1 : [0, 1].includes(i) ? 0.35 : 0.65;
    const winterShut = s.setting === 'outdoor' && (i <= 2 || i >= 10);
    s.days[m] = winterShut ? 0 : Math.round(r.int(2, big) * season) + (i === 11 && s.site === 'York' && s.setting === 'indoor' ? 3 : 0);
  });
}
{
  const file = 'spaces/days-booked-2024.csv';
  const rows = spaces.filter((s) => s.site === 'York').map((s) => {
    MKEYS.forEach((m) => corpus.also(s.name, 'space', `days_2024_${m}`, s.days[m], 'days', String(s.days[m]), file));
    return [s.name, ...MKEYS.map((m) => s.days[m])];
  });
  corpus.write(file, delimited(['Space', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'], rows));
}
{
  const file = 'tjarnarsalir/nyting-sala-2024.md';
  const out = ['# Nýting sala 2024', '', 'Fjöldi bókaðra daga í hverjum mánuði 2024, eftir sölum.', '', `| Salur | ${IS_MON.join(' | ')} |`, `|---|${IS_MON.map(() => '---').join('|')}|`];
  spaces.filter((s) => s.site === 'Reykjavík').forEach((s) => {
    MKEYS.forEach((m) => corpus.also(s.name, 'space', `days_2024_${m}`, s.days[m], 'days', String(s.days[m]), file));
    out.push(`| ${s.name} | ${MKEYS.map((m) => s.days[m]).join(' | ')} |`);
  });
  out.push('', 'Desember: jólahlaðborð nær allar helgar.', '');
  corpus.write(file, out.join('\n'));
}

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `HOLLINBROOK HALL — SHARED FOLDER (spring 2025)
Wedding and events venue in a converted Georgian country house at Nether Poppleton, four miles from York.
Partner venue: Tjarnarsalir ehf., Vonarstræti 14, Reykjavík (files under tjarnarsalir/ are in Icelandic).

spaces/       room and space sheets, register, days booked
packages/     package sheets and brochure
events/       function sheets, bookings diary, booking-system export, pipeline, archive
clients/      CRM export, register, accounts, client profiles
suppliers/    caterers and other suppliers
team/ hr/     team page, HR list, rota
email/ minutes/ reports/ policies/
`);
corpus.write('policies/noise-and-licensing.md', `# Noise and licensing

- Amplified music indoors must stop at 23:30; outdoors (Lakeside Lawn, Walled Garden, Stable Yard) at 22:00.
- The premises licence allows a maximum of 450 people on site at any one time (all spaces together).
- Bar closes 30 minutes before the end of the event; last entry to the grounds at 21:00.
- Fireworks only with 28 days' written notice to the council and never after 22:00.
- Sky lanterns and confetti cannons are not allowed anywhere on the estate.
`);
corpus.write('policies/parking-and-access.md', `# Parking and access

The main car park takes 140 cars and the overflow field another 90 (April to September only). Coaches drop off at
the front steps and park at the home farm. The Great Hall, the Orangery and the Tithe Barn have step-free access;
the Library and the Long Gallery are reached by the lift in the east wing (maximum 8 people, 630 kg).
`);
corpus.write('tjarnarsalir/samstarfssamningur.md', `# Samstarfssamningur — Hollinbrook Hall og Tjarnarsalir

- Gildistími: 1. janúar 2024 til 31. desember 2026.
- Gagnkvæmar tilvísanir: 5 % þóknun af salarleigu.
- Sameiginleg kynning á brúðkaupssýningum í York (mars) og Reykjavík (október).
- Starfsmannaskipti: allt að 2 starfsmenn á ári í 2 vikur.
`);

const stats = corpus.flush(source);
console.log(`venue: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
