#!/usr/bin/env node
// Staff corpus: a small company's people, projects, departments and offices in mixed layouts.
//   node bench/corpora/staff/generate.mjs [CORPUS_DIR] [SOURCE_CSV]
// Default CORPUS_DIR: tests/fixtures/domains/staff/corpus, SOURCE_CSV: source.csv next to it.
// Deterministic (seed "staff-v1"); every file is rendered from one table, recorded in source.csv.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Corpus,
  delimited,
  fmtDate,
  group,
  htmlDlPage,
  htmlInfoboxPage,
  htmlTablePage,
  isoDate,
  joinAnd,
  mdBulletsNote,
  mdYamlTableNote,
  rng,
  slug,
  targets,
  txtProfile,
} from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(path.resolve(here, '../../../tests/fixtures/domains/staff/corpus'));
const r = rng('staff-v1');
const COMPANY = 'Kestrel Works';

// ------------------------------------------------------------------ offices and departments
const OFFICES = [
  { city: 'Berlin', country: 'Germany', currency: 'EUR', opened: 2012, desks: 70, address: 'Lindenstraße 41, 10969 Berlin' },
  { city: 'Lisbon', country: 'Portugal', currency: 'EUR', opened: 2015, desks: 45, address: 'Rua do Alecrim 12, 1200-018 Lisboa' },
  { city: 'London', country: 'United Kingdom', currency: 'GBP', opened: 2012, desks: 55, address: '18 Clerkenwell Road, London EC1M 5RN' },
  { city: 'Edinburgh', country: 'United Kingdom', currency: 'GBP', opened: 2016, desks: 25, address: '7 Rose Street, Edinburgh EH2 2PR' },
  { city: 'Amsterdam', country: 'Netherlands', currency: 'EUR', opened: 2016, desks: 30, address: 'Keizersgracht 210, 1016 DZ Amsterdam' },
];
const officeOf = Object.fromEntries(OFFICES.map((o) => [o.city, o]));

// Titles with a salary band (EUR, yearly) and a level (used for dates and projects).
const TITLES = {
  Engineering: [
    ['Software Engineer', 52000, 64000],
    ['Senior Software Engineer', 68000, 82000],
    ['Staff Engineer', 85000, 96000],
    ['QA Engineer', 46000, 56000],
    ['DevOps Engineer', 60000, 74000],
    ['Data Engineer', 58000, 72000],
    ['Frontend Developer', 50000, 62000],
  ],
  Product: [
    ['Product Manager', 62000, 76000],
    ['Senior Product Manager', 78000, 90000],
    ['Product Designer', 52000, 66000],
    ['UX Researcher', 50000, 62000],
  ],
  Sales: [
    ['Account Executive', 45000, 58000],
    ['Senior Account Executive', 60000, 72000],
    ['Sales Development Representative', 36000, 44000],
    ['Solutions Consultant', 58000, 70000],
  ],
  Marketing: [
    ['Marketing Specialist', 42000, 52000],
    ['Content Strategist', 44000, 55000],
    ['SEO Specialist', 43000, 53000],
    ['Brand Designer', 46000, 58000],
    ['Growth Marketer', 50000, 62000],
  ],
  Finance: [
    ['Financial Analyst', 50000, 62000],
    ['Accountant', 46000, 56000],
    ['Senior Accountant', 58000, 68000],
    ['Payroll Specialist', 42000, 50000],
  ],
  Operations: [
    ['Office Manager', 38000, 46000],
    ['People Partner', 48000, 58000],
    ['IT Support Specialist', 38000, 48000],
    ['Recruiter', 42000, 52000],
    ['Legal Counsel', 70000, 85000],
  ],
};

const SKILLS = {
  Engineering: ['Python', 'TypeScript', 'Go', 'SQL', 'Kubernetes', 'Terraform', 'React', 'AWS', 'PostgreSQL', 'Rust', 'Kafka', 'Machine learning', 'Cypress'],
  Product: ['Figma', 'User research', 'Roadmapping', 'SQL', 'A/B testing', 'Prototyping', 'Jira', 'Accessibility'],
  Sales: ['Salesforce', 'Negotiation', 'Public speaking', 'HubSpot', 'German', 'Dutch', 'Portuguese', 'Forecasting'],
  Marketing: ['SEO', 'Copywriting', 'Google Analytics', 'HubSpot', 'Figma', 'Video editing', 'Public speaking', 'Portuguese'],
  Finance: ['Excel', 'SAP', 'IFRS', 'Forecasting', 'SQL', 'Payroll', 'Power BI'],
  Operations: ['Employment law', 'Recruiting', 'Excel', 'Jamf', 'Negotiation', 'German', 'Onboarding', 'Contract law'],
};

// The org plan: department → head, then teams of (lead, count of reports); names are placed below.
const NAMES = [
  'Anna Novak', 'Tomasz Wójcik', 'João Pereira', 'Sophie Brennan', 'Omar Haddad', 'Matteo Ricci', 'Elif Yılmaz',
  'Daan de Vries', 'Femke Jansen', 'Ruairidh Campbell', 'Noah Fischer', 'Lena Hoffmann', 'Rafael Souza', 'Beatriz Lopes',
  'Hannah Schmidt', 'Yusuf Demir', 'Katarzyna Zielińska', 'Siobhan Kelly', 'Arjun Mehta', 'Emily Clarke', 'Ruth Adeyemi',
  "Niamh O'Connor", 'Pieter Visser', 'Mehmet Kaya', 'Clara Weber', 'Jonas Richter', 'Marta Silva', 'Diogo Costa',
  'Eilidh Fraser', 'Callum Reid', 'Isla Morrison', 'Thomas Wright', 'Grace Holloway', 'Amara Nwosu', 'Felix Braun',
  'Mia Schulz', 'Bram Peeters', 'Lotte Smit', 'Tiago Martins', 'Ana Rodrigues', 'Hugo Almeida', 'Ewan Stewart',
  'Freya Douglas', 'Dev Patel', 'Zainab Hussain', 'Aisling Byrne', 'Rory Gallagher',
];
const FIXED = {
  ceo: { name: 'Helena Marsh', dept: 'Operations', title: 'Chief Executive Officer', office: 'London', start: '2013-02-04', salary: 165000 },
  Engineering: { name: 'Lukas Becker', title: 'Head of Engineering', office: 'Berlin', salary: 118000 },
  Product: { name: 'Inês Carvalho', title: 'Head of Product', office: 'Lisbon', salary: 104000 },
  Sales: { name: 'James Whitfield', title: 'Head of Sales', office: 'London', salary: 112000 },
  Marketing: { name: 'Chloé Dubois', title: 'Head of Marketing', office: 'Amsterdam', salary: 98000 },
  Finance: { name: 'Fergus MacLeod', title: 'Head of Finance', office: 'Edinburgh', salary: 108000 },
  Operations: { name: 'Sanne Bakker', title: 'Head of Operations', office: 'Amsterdam', salary: 96000 },
};
// Team leads: [name, dept, title, office, salary, reports]
const LEADS = [
  ['Will Turner', 'Engineering', 'Engineering Manager', 'London', 92000, 7],
  ['Priya Raman', 'Engineering', 'Engineering Manager', 'Berlin', 94000, 6],
  ['Grant Okafor', 'Sales', 'Sales Manager', 'London', 84000, 6],
];
// Specials placed as individual contributors: [name, dept, title]
const SPECIAL_ICS = [
  ['May Lindqvist', 'Product', 'Product Designer'],
  ['Kaveh', 'Engineering', 'Data Engineer'],
  ['Hope Adeyemi', 'Marketing', 'Content Strategist'],
];
const SIZES = { Engineering: 17, Product: 8, Sales: 11, Marketing: 8, Finance: 6, Operations: 10 };
const DEPTS = Object.keys(SIZES);

// Dates up to the export date of the HR files (2024-06-30).
function randDate(y0, y1) {
  const y = r.int(y0, y1);
  return isoDate(y, y === 2024 ? r.int(1, 5) : r.int(1, 12), r.int(1, 28));
}
function pickOffice(currencyHint) {
  return r.weighted([
    ['Berlin', 28],
    ['Lisbon', 22],
    ['London', 22],
    ['Edinburgh', 12],
    ['Amsterdam', 16],
  ]);
}
function localSalary(eur, office) {
  const v = officeOf[office].currency === 'GBP' ? eur * 0.86 : eur;
  return Math.round(v / 500) * 500;
}

const people = [];
const byName = new Map();
function addPerson(p) {
  if (byName.has(p.name)) throw new Error(`duplicate ${p.name}`);
  // Nobody started in an office before it opened.
  const opened = officeOf[p.office].opened;
  if (Number(p.start.slice(0, 4)) < opened) p.start = `${opened + r.int(0, 2)}${p.start.slice(4)}`;
  p.currency = officeOf[p.office].currency;
  byName.set(p.name, p);
  people.push(p);
  return p;
}
function hours() {
  return r.weighted([
    [40, 50],
    [37.5, 25],
    [32, 10],
    [24, 8],
    [20, 7],
  ]);
}
function skillsFor(dept, n) {
  return r.sample(SKILLS[dept], n);
}

addPerson({ ...FIXED.ceo, department: 'Operations', manager: null, hours: 40, remote: false, skills: ['Negotiation', 'Public speaking', 'Forecasting'] });
for (const d of DEPTS) {
  const f = FIXED[d];
  addPerson({
    name: f.name,
    department: d,
    title: f.title,
    office: f.office,
    start: randDate(2013, 2017),
    salary: localSalary(f.salary, f.office),
    manager: 'Helena Marsh',
    hours: 40,
    remote: false,
    skills: skillsFor(d, r.int(3, 4)),
  });
}
for (const [name, d, title, office, salary] of LEADS) {
  addPerson({
    name,
    department: d,
    title,
    office,
    start: randDate(2015, 2019),
    salary: localSalary(salary, office),
    manager: FIXED[d].name,
    hours: 40,
    remote: false,
    skills: skillsFor(d, r.int(3, 5)),
  });
}
// Individual contributors.
const pool = r.shuffle(NAMES);
const specials = [...SPECIAL_ICS];
for (const d of DEPTS) {
  const leads = LEADS.filter((l) => l[1] === d);
  const already = people.filter((p) => p.department === d).length;
  const n = SIZES[d] - already;
  // Reports: fill each lead's quota first, the rest report to the head.
  const managers = [];
  for (const l of leads) for (let i = 0; i < l[5]; i++) managers.push(l[0]);
  while (managers.length < n) managers.push(FIXED[d].name);
  const order = r.shuffle(managers);
  for (let i = 0; i < n; i++) {
    const sp = specials.findIndex((s) => s[1] === d);
    let name;
    let title;
    if (sp >= 0) {
      [name, , title] = specials.splice(sp, 1)[0];
    } else {
      name = pool.pop();
      if (!name) throw new Error('not enough names');
      title = r.pick(TITLES[d])[0];
    }
    const band = TITLES[d].find((t) => t[0] === title);
    const office = pickOffice();
    const remote = r.chance(0.3);
    const h = hours();
    const eur = r.int(band[1] / 500, band[2] / 500) * 500;
    addPerson({
      name,
      department: d,
      title,
      office,
      start: randDate(2016, 2024),
      salary: localSalary(eur, office),
      manager: order[i],
      hours: h,
      remote,
      skills: name === 'Kaveh' ? ['Python', 'Kafka', 'SQL', 'Machine learning'] : skillsFor(d, r.int(2, 5)),
    });
  }
}
if (people.length !== 60) throw new Error(`people: ${people.length}`);

// ------------------------------------------------------------------ projects
const CLIENTS = ['Northwind Freight', 'Hollis & Grange', 'Brightwater Energy', 'Municipality of Utrecht', 'Caldera Foods', 'Internal'];
const PROJECTS = [
  // name, status, client, lead, budget (EUR), start, end
  ['Atlas', 'Active', 'Northwind Freight', 'Will Turner', 1250000],
  ['Beacon', 'Completed', 'Internal', 'Priya Raman', 180000],
  ['Cobalt Migration', 'Active', 'Brightwater Energy', 'Lukas Becker', 2400000],
  ['Driftwood', 'On hold', 'Caldera Foods', 'Inês Carvalho', 320000],
  ['Ember Portal', 'Completed', 'Municipality of Utrecht', 'Will Turner', 640000],
  ['Fjord', 'Planned', 'Hollis & Grange', 'Grant Okafor', 450000],
  ['Granite CRM', 'Active', 'Internal', 'Grant Okafor', 275000],
  ['Harbour', 'Completed', 'Northwind Freight', 'Priya Raman', 910000],
  ['Ibis Analytics', 'Active', 'Caldera Foods', 'Kaveh', 530000],
  ['Juniper', 'Cancelled', 'Brightwater Energy', 'Chloé Dubois', 150000],
  ['Keystone', 'Active', 'Hollis & Grange', 'Priya Raman', 1780000],
  ['Lumen', 'Planned', 'Internal', 'Chloé Dubois', 95000],
  ['Meridian', 'Completed', 'Hollis & Grange', 'Lukas Becker', 1120000],
  ['Nimbus Billing', 'On hold', 'Internal', 'Fergus MacLeod', 210000],
  ['Orchid', 'Active', 'Municipality of Utrecht', 'May Lindqvist', 385000],
];
const projects = PROJECTS.map(([name, status, client, lead, budget]) => {
  let start;
  let end;
  if (status === 'Completed') {
    start = randDate(2019, 2022);
    end = isoDate(Number(start.slice(0, 4)) + r.int(1, 2), r.int(1, 12), r.int(1, 28));
  } else if (status === 'Planned') {
    start = isoDate(2025, r.int(2, 9), r.int(1, 28));
    end = isoDate(2026, r.int(1, 12), r.int(1, 28));
  } else if (status === 'Cancelled') {
    start = randDate(2022, 2023);
    end = isoDate(Number(start.slice(0, 4)) + 1, r.int(1, 6), r.int(1, 28));
  } else {
    start = randDate(2022, 2024);
    end = isoDate(r.int(2025, 2026), r.int(1, 12), r.int(1, 28));
  }
  if (!byName.has(lead)) throw new Error(`lead ${lead}`);
  // A project starts after its lead joined and ends after it starts.
  const joined = byName.get(lead).start;
  if (start < joined) start = isoDate(Number(joined.slice(0, 4)) + 1, Number(start.slice(5, 7)), Number(start.slice(8, 10)));
  if (end <= start) end = isoDate(Number(start.slice(0, 4)) + 1, Number(end.slice(5, 7)), Number(end.slice(8, 10)));
  return { name, status, client, lead, budget, start, end, members: new Set([lead]) };
});
// Members: mostly from the lead's department, some from elsewhere.
for (const pr of projects) {
  const lead = byName.get(pr.lead);
  // Only people who had joined before the project ended.
  const eligible = people.filter((p) => p.name !== pr.lead && p.name !== 'Helena Marsh' && p.start < pr.end);
  const same = eligible.filter((p) => p.department === lead.department);
  const other = eligible.filter((p) => p.department !== lead.department);
  for (const p of r.sample(same, r.int(2, 4))) pr.members.add(p.name);
  for (const p of r.sample(other, r.int(0, 2))) pr.members.add(p.name);
}
for (const p of people) p.projects = projects.filter((pr) => pr.members.has(p.name)).map((pr) => pr.name);
// At most 3 projects each (keep the lead's own).
for (const p of people) {
  while (p.projects.length > 3) {
    const drop = p.projects.find((n) => projects.find((x) => x.name === n).lead !== p.name);
    projects.find((x) => x.name === drop).members.delete(p.name);
    p.projects = p.projects.filter((n) => n !== drop);
  }
}
const DEPT_INFO = {
  Engineering: { budget: 3200000, cc: 'CC-110' },
  Product: { budget: 1150000, cc: 'CC-120' },
  Sales: { budget: 1400000, cc: 'CC-210' },
  Marketing: { budget: 980000, cc: 'CC-220' },
  Finance: { budget: 620000, cc: 'CC-310' },
  Operations: { budget: 1050000, cc: 'CC-320' },
};

// ------------------------------------------------------------------ rendering
const corpus = new Corpus(dir);
const money = {
  sym: (v, c) => `${c === 'GBP' ? '£' : '€'}${group(v)}`,
  code: (v, c) => `${c} ${group(v)}`,
  after: (v, c) => `${group(v)} ${c}`,
};
const ps = (v) => (v.length ? v.join(', ') : '');

/** Records a person's facts with the literal strings their layout shows. */
function personFacts(p, file, shown) {
  const F = (attr, value, unit, stated) => corpus.fact(p.name, 'person', attr, value, unit, stated, file);
  F('department', p.department, '', shown.department ?? p.department);
  F('office', p.office, '', shown.office ?? p.office);
  F('job_title', p.title, '', p.title);
  F('start_date', p.start, 'date', shown.start);
  F('salary', p.salary, p.currency, shown.salary);
  F('weekly_hours', p.hours, 'h', shown.hours);
  F('remote', p.remote, 'bool', shown.remote);
  F('manager', p.manager ?? '', 'person', p.manager ?? '');
  F('skills', p.skills, 'list', shown.skills ?? p.skills.join(', '));
  F('projects', p.projects, 'list', shown.projects ?? p.projects.join(', '));
}

function intro(p, style) {
  const y = p.start.slice(0, 4);
  const s = [
    `${p.name} joined ${COMPANY} in ${fmtDate(p.start, 'month')} and works in the ${p.department} department.`,
    `${p.name} has been with ${COMPANY} since ${y}, working as ${/^[AEIOU]/.test(p.title) ? 'an' : 'a'} ${p.title} out of the ${p.office} office.`,
    `Based in ${p.office}, ${p.name} is part of the ${p.department} team.`,
  ];
  return [s[style % s.length]];
}

const LAYOUTS = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'csv', 'tsv', 'semicolon', 'json_flat', 'json_nested'];
const QUOTA = { html_table: 6, html_dl: 6, html_infobox: 5, md_bullets: 6, md_yaml: 6, txt: 5, csv: 7, tsv: 6, semicolon: 5, json_flat: 4, json_nested: 4 };
const assign = new Map(LAYOUTS.map((l) => [l, []]));
{
  const order = r.shuffle(people);
  // The CSV states salaries in EUR in its header: only people of euro offices.
  for (const p of order) if (assign.get('csv').length < QUOTA.csv && p.currency === 'EUR') assign.get('csv').push(p);
  const rest = order.filter((p) => !assign.get('csv').includes(p));
  let i = 0;
  for (const p of rest) {
    while (assign.get(LAYOUTS[i % LAYOUTS.length]).length >= QUOTA[LAYOUTS[i % LAYOUTS.length]]) i++;
    assign.get(LAYOUTS[i % LAYOUTS.length]).push(p);
    i++;
  }
}

// --- HTML spec table
for (const p of assign.get('html_table')) {
  const file = `people/${slug(p.name)}.html`;
  const shown = { start: fmtDate(p.start, 'long'), salary: money.sym(p.salary, p.currency), hours: `${p.hours} h`, remote: p.remote ? 'Yes' : 'No' };
  const rows = [
    ['Department', p.department],
    ['Office', p.office],
    ['Job title', p.title],
    ['Start date', shown.start],
    ['Annual salary', shown.salary],
    ['Weekly hours', shown.hours],
    ['Remote', shown.remote],
    ['Manager', p.manager ?? '—'],
  ];
  const rows2 = [['Skills', p.skills.join(', ')]];
  if (p.projects.length) rows2.push(['Projects', p.projects.join(', ')]);
  corpus.write(
    file,
    htmlTablePage({
      title: p.name,
      docTitle: `${p.name} – ${COMPANY} staff directory`,
      crumbs: [COMPANY, 'Staff directory', p.department],
      lead: intro(p, 0),
      sections: [
        { heading: 'Employment', rows },
        { heading: 'Skills and projects', rows: rows2 },
      ],
      footer: 'Internal – HR directory. Last reviewed 2024.',
    }),
  );
  personFacts(p, file, shown);
}

// --- HTML definition list
for (const p of assign.get('html_dl')) {
  const file = `people/${slug(p.name)}.html`;
  const shown = { start: fmtDate(p.start, 'short'), salary: money.code(p.salary, p.currency), hours: String(p.hours), remote: p.remote ? '✓' : '✗' };
  const rows = [
    ['Team', p.department],
    ['Based in', p.office],
    ['Role', p.title],
    ['Joined', shown.start],
    ['Salary', shown.salary],
    ['Hours per week', shown.hours],
    ['Works remotely', shown.remote],
    ['Reports to', p.manager ?? 'n/a'],
    ['Skills', p.skills.join(', ')],
  ];
  if (p.projects.length) rows.push(['Current projects', p.projects.join(', ')]);
  corpus.write(
    file,
    htmlDlPage({ title: p.name, docTitle: `${p.name} | People`, site: `${COMPANY} people pages`, lead: intro(p, 1), sections: [{ heading: 'Profile', rows }] }),
  );
  personFacts(p, file, shown);
}

// --- HTML infobox
for (const p of assign.get('html_infobox')) {
  const file = `people/${slug(p.name)}.html`;
  const shown = { start: fmtDate(p.start, 'iso'), salary: money.after(p.salary, p.currency), hours: `${p.hours} hours/week`, remote: p.remote ? 'No' : 'Yes' };
  const rows = [
    ['Department', p.department],
    ['Office', p.office],
    ['Position', p.title],
    ['Employee since', shown.start],
    ['Base salary', shown.salary],
    ['Contracted hours', shown.hours],
    ['Office-based', shown.remote],
    ['Line manager', p.manager ?? 'none'],
  ];
  const rows2 = [['Expertise', p.skills.join(', ')]];
  if (p.projects.length) rows2.push(['Projects', p.projects.join(', ')]);
  corpus.write(
    file,
    htmlInfoboxPage({
      title: p.name,
      lead: [...intro(p, 2), `${p.name.split(' ')[0]} can be reached through the ${p.department} channel.`],
      sections: [
        { heading: 'Employment', rows },
        { heading: 'Work', rows: rows2 },
      ],
    }),
  );
  personFacts(p, file, shown);
}

// --- Markdown Key: value bullets
for (const p of assign.get('md_bullets')) {
  const file = `people/${slug(p.name)}.md`;
  const shown = { start: fmtDate(p.start, 'us'), salary: `${money.sym(p.salary, p.currency)} per year`, hours: String(p.hours), remote: p.remote ? 'Remote' : 'On-site' };
  const rows = [
    ['Department', p.department],
    ['Office location', p.office],
    ['Title', p.title],
    ['Start date', shown.start],
    ['Salary', shown.salary],
    ['Weekly hours', shown.hours],
    ['Work mode', shown.remote],
    ['Manager', p.manager ?? '—'],
    ['Skills', p.skills.join(', ')],
    ['Projects', p.projects.length ? p.projects.join(', ') : '—'],
  ];
  corpus.write(file, mdBulletsNote({ title: p.name, lead: intro(p, 0), sections: [{ heading: 'Details', rows }] }));
  personFacts(p, file, { ...shown, projects: p.projects.length ? undefined : '—' });
}

// --- Markdown front matter + pipe table
for (const p of assign.get('md_yaml')) {
  const file = `people/${slug(p.name)}.md`;
  const shown = { start: p.start, salary: money.sym(p.salary, p.currency), hours: `${p.hours} h`, remote: String(p.remote) };
  const rows = [
    ['Salary (gross)', shown.salary],
    ['Weekly hours', shown.hours],
    ['Manager', p.manager ?? '—'],
    ['Skills', p.skills.join(', ')],
  ];
  if (p.projects.length) rows.push(['Projects', p.projects.join(', ')]);
  corpus.write(
    file,
    mdYamlTableNote({
      title: p.name,
      frontMatter: [
        ['name', p.name],
        ['department', p.department],
        ['office', p.office],
        ['title', p.title],
        ['start_date', p.start],
        ['remote', p.remote],
      ],
      lead: intro(p, 1),
      sections: [{ heading: 'Contract', rows }],
      colA: 'Item',
      colB: 'Detail',
    }),
  );
  personFacts(p, file, shown);
}

// --- plain-text profile
for (const p of assign.get('txt')) {
  const file = `people/${slug(p.name)}.txt`;
  const shown = { start: fmtDate(p.start, 'dotted'), salary: money.code(p.salary, p.currency), hours: `${p.hours} per week`, remote: p.remote ? 'yes' : 'no' };
  const rows = [
    ['Department', p.department],
    ['Office', p.office],
    ['Job title', p.title],
    ['Started', shown.start],
    ['Salary', shown.salary],
    ['Hours', shown.hours],
    ['Remote working', shown.remote],
    ['Manager', p.manager ?? 'none'],
    ['Skills', p.skills.join(', ')],
    ['Projects', p.projects.length ? p.projects.join(', ') : 'none'],
  ];
  corpus.write(file, txtProfile({ txtHeader: `PROFILE — ${p.name.toUpperCase()}`, sections: [{ rows }], lead: intro(p, 2) }));
  personFacts(p, file, { ...shown, projects: p.projects.length ? undefined : 'none' });
}

// --- CSV, units in the header (euro offices only)
{
  const file = 'exports/staff-eur-offices.csv';
  const header = ['Name', 'Department', 'Office', 'Title', 'Start date', 'Salary (EUR)', 'Weekly hours (h)', 'Remote (Y/N)', 'Manager', 'Skills', 'Projects'];
  const rows = assign.get('csv').map((p) => {
    personFacts(p, file, { start: p.start, salary: String(p.salary), hours: String(p.hours), remote: p.remote ? 'Y' : 'N', skills: p.skills.join('; '), projects: p.projects.join('; ') });
    return [p.name, p.department, p.office, p.title, p.start, p.salary, p.hours, p.remote ? 'Y' : 'N', p.manager ?? '', p.skills.join('; '), p.projects.join('; ')];
  });
  corpus.write(file, delimited(header, rows));
}

// --- TSV, units inside the values
{
  const file = 'exports/hr-extract.tsv';
  const header = ['employee', 'dept', 'city', 'role', 'start', 'salary', 'hours', 'location_type', 'reports_to', 'skills', 'projects'];
  const rows = assign.get('tsv').map((p) => {
    const shown = { start: fmtDate(p.start, 'short'), salary: money.sym(p.salary, p.currency), hours: `${p.hours} h/week`, remote: p.remote ? 'remote' : 'office' };
    personFacts(p, file, shown);
    return [p.name, p.department, p.office, p.title, shown.start, shown.salary, shown.hours, shown.remote, p.manager ?? '', p.skills.join(', '), p.projects.join(', ')];
  });
  corpus.write(file, delimited(header, rows, '\t'));
}

// --- semicolon CSV, n/a for missing
{
  const file = 'exports/payroll-2024.csv';
  const header = ['name', 'department', 'office', 'job_title', 'start_date', 'salary', 'currency', 'hours_per_week', 'remote', 'manager', 'skills', 'projects'];
  const rows = assign.get('semicolon').map((p) => {
    const shown = { start: fmtDate(p.start, 'dotted'), salary: String(p.salary), hours: String(p.hours), remote: p.remote ? 'yes' : 'no', projects: p.projects.length ? p.projects.join(', ') : 'n/a' };
    personFacts(p, file, shown);
    return [p.name, p.department, p.office, p.title, shown.start, p.salary, p.currency, p.hours, shown.remote, p.manager ?? 'n/a', p.skills.join(', '), shown.projects];
  });
  corpus.write(file, delimited(header, rows, ';'));
}

// --- JSON flat records
{
  const file = 'exports/people-directory.json';
  const recs = assign.get('json_flat').map((p) => {
    personFacts(p, file, { start: p.start, salary: String(p.salary), hours: String(p.hours), remote: String(p.remote), skills: '', projects: '' });
    return {
      name: p.name,
      department: p.department,
      office: p.office,
      job_title: p.title,
      start_date: p.start,
      salary: p.salary,
      salary_currency: p.currency,
      weekly_hours: p.hours,
      remote: p.remote,
      manager: p.manager,
      skills: p.skills,
      projects: p.projects,
    };
  });
  corpus.write(file, JSON.stringify({ exported: '2024-06-30', source: `${COMPANY} HR`, people: recs }, null, 2) + '\n');
}

// --- JSON nested records
{
  const file = 'exports/org-chart.json';
  const depts = [];
  for (const d of DEPTS) {
    const staff = assign
      .get('json_nested')
      .filter((p) => p.department === d)
      .map((p) => {
        personFacts(p, file, { start: p.start, salary: String(p.salary), hours: String(p.hours), remote: p.remote ? 'remote' : 'office', skills: '', projects: '' });
        return {
          person: { full_name: p.name },
          job: { title: p.title, office: p.office, started: p.start },
          pay: { amount: p.salary, currency: p.currency, hours_per_week: p.hours },
          work_arrangement: p.remote ? 'remote' : 'office',
          reports_to: p.manager,
          skills: p.skills,
          projects: p.projects,
        };
      });
    if (staff.length) depts.push({ department: d, staff });
  }
  corpus.write(file, JSON.stringify({ company: COMPANY, as_of: '2024-06-30', org: { departments: depts } }, null, 2) + '\n');
}

// ------------------------------------------------------------------ projects: five layouts
const projLayouts = new Map([
  ['md_bullets', []],
  ['html_infobox', []],
  ['md_yaml', []],
  ['json_nested', []],
  ['txt', []],
]);
{
  const quota = { md_bullets: 3, html_infobox: 3, md_yaml: 3, json_nested: 4, txt: 2 };
  let i = 0;
  const keys = [...projLayouts.keys()];
  for (const pr of r.shuffle(projects)) {
    while (projLayouts.get(keys[i % keys.length]).length >= quota[keys[i % keys.length]]) i++;
    projLayouts.get(keys[i % keys.length]).push(pr);
    i++;
  }
}
function projectFacts(pr, file, shown) {
  const F = (attr, value, unit, stated) => corpus.fact(pr.name, 'project', attr, value, unit, stated, file);
  F('status', pr.status, '', pr.status);
  F('client', pr.client, '', pr.client);
  F('lead', pr.lead, 'person', pr.lead);
  F('budget', pr.budget, 'EUR', shown.budget);
  F('start_date', pr.start, 'date', shown.start);
  F('end_date', pr.end, 'date', shown.end);
}
function projIntro(pr) {
  const verb = { Active: 'is under way', Completed: 'was delivered', Planned: 'is planned', 'On hold': 'is on hold', Cancelled: 'was cancelled' }[pr.status];
  return pr.client === 'Internal'
    ? `${pr.name} is an internal project led by ${pr.lead}; it ${verb}.`
    : `${pr.name} is a project for ${pr.client}, led by ${pr.lead}. It ${verb}.`;
}
for (const pr of projLayouts.get('md_bullets')) {
  const file = `projects/${slug(pr.name)}.md`;
  const shown = { budget: `€${group(pr.budget)}`, start: fmtDate(pr.start, 'us'), end: fmtDate(pr.end, 'us') };
  corpus.write(
    file,
    mdBulletsNote({
      title: pr.name,
      lead: [projIntro(pr)],
      sections: [
        {
          heading: 'Project card',
          rows: [
            ['Lead', pr.lead],
            ['Client', pr.client],
            ['Status', pr.status],
            ['Budget', shown.budget],
            ['Start', shown.start],
            [pr.status === 'Completed' || pr.status === 'Cancelled' ? 'End' : 'Planned end', shown.end],
          ],
        },
      ],
    }),
  );
  projectFacts(pr, file, shown);
}
for (const pr of projLayouts.get('html_infobox')) {
  const file = `projects/${slug(pr.name)}.html`;
  const m = pr.budget / 1e6;
  const shown = { budget: m >= 1 ? `${m} million EUR` : `EUR ${group(pr.budget)}`, start: pr.start, end: pr.end };
  corpus.write(
    file,
    htmlInfoboxPage({
      title: pr.name,
      lead: [projIntro(pr), `The budget approved for ${pr.name} is ${m >= 1 ? `${m} million euros` : `${group(pr.budget)} euros`}.`],
      sections: [
        {
          heading: 'Project',
          rows: [
            ['Project lead', pr.lead],
            ['Customer', pr.client],
            ['Status', pr.status],
            ['Budget', shown.budget],
            ['Kick-off', shown.start],
            ['End date', shown.end],
          ],
        },
      ],
    }),
  );
  projectFacts(pr, file, shown);
}
for (const pr of projLayouts.get('md_yaml')) {
  const file = `projects/${slug(pr.name)}.md`;
  const shown = { budget: group(pr.budget), start: fmtDate(pr.start, 'long'), end: fmtDate(pr.end, 'long') };
  corpus.write(
    file,
    mdYamlTableNote({
      title: pr.name,
      frontMatter: [
        ['title', pr.name],
        ['status', pr.status],
        ['client', pr.client],
        ['lead', pr.lead],
      ],
      lead: [projIntro(pr)],
      sections: [
        {
          heading: 'Plan',
          rows: [
            ['Budget (EUR)', shown.budget],
            ['Start date', shown.start],
            ['End date', shown.end],
          ],
        },
      ],
    }),
  );
  projectFacts(pr, file, shown);
}
{
  const file = 'projects/portfolio.json';
  const list = projLayouts.get('json_nested');
  const programmes = [
    { programme: 'Client delivery', projects: [] },
    { programme: 'Internal tooling', projects: [] },
  ];
  for (const pr of list) {
    programmes[pr.client === 'Internal' ? 1 : 0].projects.push({
      title: pr.name,
      owner: { lead: pr.lead },
      status: pr.status,
      client: pr.client,
      finance: { budget: { amount: pr.budget, currency: 'EUR' } },
      timeline: { start: pr.start, end: pr.end },
    });
    projectFacts(pr, file, { budget: String(pr.budget), start: pr.start, end: pr.end });
  }
  corpus.write(file, JSON.stringify({ portfolio: { company: COMPANY, programmes: programmes.filter((p) => p.projects.length) } }, null, 2) + '\n');
}
for (const pr of projLayouts.get('txt')) {
  const file = `projects/${slug(pr.name)}.txt`;
  const shown = { budget: pr.budget >= 1e6 ? `EUR ${pr.budget / 1e6}M` : `EUR ${pr.budget / 1000}k`, start: fmtDate(pr.start, 'dotted'), end: fmtDate(pr.end, 'dotted') };
  corpus.write(
    file,
    txtProfile({
      txtHeader: `PROJECT: ${pr.name.toUpperCase()}`,
      sections: [
        {
          rows: [
            ['Lead', pr.lead],
            ['Client', pr.client],
            ['Status', pr.status],
            ['Budget', shown.budget],
            ['Start', shown.start],
            ['End', shown.end],
          ],
        },
      ],
      lead: [projIntro(pr)],
    }),
  );
  projectFacts(pr, file, shown);
}

// ------------------------------------------------------------------ departments (pipe table) and offices (JSON)
{
  const file = 'org/departments.md';
  const rows = DEPTS.map((d) => {
    const info = DEPT_INFO[d];
    corpus.fact(d, 'department', 'head', FIXED[d].name, 'person', FIXED[d].name, file);
    corpus.fact(d, 'department', 'budget', info.budget, 'EUR', group(info.budget), file);
    corpus.fact(d, 'department', 'cost_centre', info.cc, '', info.cc, file);
    return `| ${d} | ${FIXED[d].name} | ${group(info.budget)} | ${info.cc} |`;
  });
  corpus.write(
    file,
    [
      '---',
      'title: Departments',
      'owner: Finance',
      'year: 2024',
      '---',
      '',
      '# Departments',
      '',
      `${COMPANY} is organised in ${DEPTS.length} departments. Budgets are the approved 2024 operating budgets.`,
      '',
      '| Department | Head | Budget 2024 (EUR) | Cost centre |',
      '|---|---|---:|---|',
      ...rows,
      '',
    ].join('\n'),
  );
}
{
  const file = 'org/offices.json';
  const recs = OFFICES.map((o) => {
    corpus.fact(o.city, 'office', 'country', o.country, '', o.country, file);
    corpus.fact(o.city, 'office', 'opened', o.opened, 'year', String(o.opened), file);
    corpus.fact(o.city, 'office', 'desks', o.desks, '', String(o.desks), file);
    corpus.fact(o.city, 'office', 'address', o.address, '', o.address, file);
    return { city: o.city, country: o.country, opened: o.opened, desks: o.desks, address: o.address, payroll_currency: o.currency };
  });
  corpus.write(file, JSON.stringify(recs, null, 2) + '\n');
}

const stats = corpus.flush(source);
console.log(`staff: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
