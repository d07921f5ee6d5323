// The staff questions, written by hand; each carries its meaning as structured constraints (see
// ../gold-engine.mjs). Gold answers are computed by gold.mjs, never typed here.
// Conventions: "more than / over / above" strict, "at least" inclusive, "less than / under / below" strict;
// salaries are compared only within one currency (the question names it); "after 2020" = from 2021 on.
const P = 'person';
const PR = 'project';
const EUR = { f: 'salary_currency', op: '=', v: 'EUR' };

export const questions = [
  // ---------------------------------------------------------------- inverse: one condition
  {
    id: 'staff-inv-01',
    question: 'Who reports to Will Turner?',
    category: 'inverse',
    kind: 'list',
    constraints: { type: P, where: [{ f: 'manager', op: '=', v: 'Will Turner' }] },
  },
  {
    id: 'staff-inv-02',
    question: 'show me everyone who works remotely',
    category: 'inverse',
    kind: 'list',
    constraints: { type: P, where: [{ f: 'remote', op: '=', v: true }] },
  },
  {
    id: 'staff-inv-03',
    question: 'Which projects have Northwind Freight as the client?',
    category: 'inverse',
    kind: 'list',
    constraints: { type: PR, where: [{ f: 'client', op: '=', v: 'Northwind Freight' }] },
  },
  {
    id: 'staff-inv-04',
    question: "who's on the Atlas project?",
    category: 'inverse',
    kind: 'list',
    constraints: { type: P, where: [{ f: 'projects', op: 'has', v: 'Atlas' }] },
  },
  {
    id: 'staff-inv-05',
    question: 'List the people who joined us in 2016.',
    category: 'inverse',
    kind: 'list',
    constraints: { type: P, where: [{ f: 'start_year', op: '=', v: 2016 }] },
  },
  {
    id: 'staff-inv-06',
    question: 'anyone here know Kafka? list them pls',
    category: 'inverse',
    kind: 'list',
    constraints: { type: P, where: [{ f: 'skills', op: 'has', v: 'Kafka' }] },
  },
  {
    id: 'staff-inv-07',
    question: "I'm looking for people who work 32 hours a week or less.",
    category: 'inverse',
    kind: 'list',
    constraints: { type: P, where: [{ f: 'weekly_hours', op: '<=', v: 32 }] },
  },
  {
    id: 'staff-inv-08',
    question: 'Which projects does Priya Raman lead?',
    category: 'inverse',
    kind: 'list',
    constraints: { type: PR, where: [{ f: 'lead', op: '=', v: 'Priya Raman' }] },
  },
  {
    id: 'staff-inv-09',
    question: 'who is based in the Edinburgh office',
    category: 'inverse',
    kind: 'list',
    constraints: { type: P, where: [{ f: 'office', op: '=', v: 'Edinburgh' }] },
  },
  {
    id: 'staff-inv-10',
    question: 'Which projects have a budget of more than one million euros?',
    category: 'inverse',
    kind: 'list',
    constraints: { type: PR, where: [{ f: 'budget', op: '>', v: 1000000 }] },
  },

  // ---------------------------------------------------------------- multi-condition
  {
    id: 'staff-mc-01',
    question: 'Which Sales staff on euro salaries make over 50k?',
    category: 'multi-condition',
    kind: 'list',
    constraints: { type: P, where: [{ f: 'department', op: '=', v: 'Sales' }, EUR, { f: 'salary', op: '>', v: 50000 }] },
  },
  {
    id: 'staff-mc-02',
    question: "Product people who joined before 2020 and don't work remotely?",
    category: 'multi-condition',
    kind: 'list',
    constraints: {
      type: P,
      where: [
        { f: 'department', op: '=', v: 'Product' },
        { f: 'start_date', op: '<', v: '2020-01-01' },
        { f: 'remote', op: '=', v: false },
      ],
    },
  },
  {
    id: 'staff-mc-03',
    question: 'Does anyone in Marketing work from home?',
    category: 'multi-condition',
    kind: 'boolean',
    constraints: { type: P, aggregate: 'exists', where: [{ f: 'department', op: '=', v: 'Marketing' }, { f: 'remote', op: '=', v: true }] },
  },
  {
    id: 'staff-mc-04',
    question: 'Which engneers know both Go and Rust?',
    category: 'multi-condition',
    kind: 'list',
    typo: ['engineers', 'engneers'],
    constraints: { type: P, where: [{ f: 'department', op: '=', v: 'Engineering' }, { f: 'skills', op: 'has_all', v: ['Go', 'Rust'] }] },
  },
  {
    id: 'staff-mc-05',
    question: 'active projects with a budget under €500k',
    category: 'multi-condition',
    kind: 'list',
    constraints: { type: PR, where: [{ f: 'status', op: '=', v: 'Active' }, { f: 'budget', op: '<', v: 500000 }] },
  },
  {
    id: 'staff-mc-06',
    question: "Who's working on Orchid but isn't in the Product department?",
    category: 'multi-condition',
    kind: 'list',
    constraints: { type: P, where: [{ f: 'projects', op: 'has', v: 'Orchid' }, { f: 'department', op: '!=', v: 'Product' }] },
  },
  {
    id: 'staff-mc-07',
    question: 'Which people in the Berlin office started after 2020 and work a full 40-hour week?',
    category: 'multi-condition',
    kind: 'list',
    constraints: {
      type: P,
      where: [
        { f: 'office', op: '=', v: 'Berlin' },
        { f: 'start_year', op: '>', v: 2020 },
        { f: 'weekly_hours', op: '=', v: 40 },
      ],
    },
  },
  {
    id: 'staff-mc-08',
    question: "Which of Grant's direct reports work remotely?",
    category: 'multi-condition',
    kind: 'list',
    constraints: { type: P, where: [{ f: 'manager', op: '=', v: 'Grant Okafor' }, { f: 'remote', op: '=', v: true }] },
  },
  {
    id: 'staff-mc-09',
    question: 'Are there any remote engineers in the London office?',
    category: 'multi-condition',
    kind: 'boolean',
    constraints: {
      type: P,
      aggregate: 'exists',
      where: [
        { f: 'department', op: '=', v: 'Engineering' },
        { f: 'office', op: '=', v: 'London' },
        { f: 'remote', op: '=', v: true },
      ],
    },
  },
  {
    id: 'staff-mc-10',
    question: 'Apart from Lukas Becker himself, who works on the projects he leads?',
    category: 'multi-condition',
    kind: 'list',
    constraints: {
      type: P,
      where: [
        { f: 'projects', op: 'ref', where: [{ f: 'lead', op: '=', v: 'Lukas Becker' }] },
        { f: 'name', op: '!=', v: 'Lukas Becker' },
      ],
    },
  },

  // ---------------------------------------------------------------- aggregate
  {
    id: 'staff-agg-01',
    question: 'How many people work in Engineering?',
    category: 'aggregate',
    kind: 'count',
    constraints: { type: P, aggregate: 'count', where: [{ f: 'department', op: '=', v: 'Engineering' }] },
  },
  {
    id: 'staff-agg-02',
    question: 'What are the average weekly hours across the Marketing team?',
    category: 'aggregate',
    kind: 'value',
    constraints: { type: P, aggregate: 'mean', field: 'weekly_hours', where: [{ f: 'department', op: '=', v: 'Marketing' }] },
  },
  {
    id: 'staff-agg-03',
    question: "what's the total budget of all the active projects?",
    category: 'aggregate',
    kind: 'value',
    constraints: { type: PR, aggregate: 'sum', field: 'budget', where: [{ f: 'status', op: '=', v: 'Active' }] },
  },
  {
    id: 'staff-agg-04',
    question: 'Who has the highest salary in the London office?',
    category: 'aggregate',
    kind: 'list',
    constraints: { type: P, aggregate: 'argmax', field: 'salary', where: [{ f: 'office', op: '=', v: 'London' }] },
  },
  {
    id: 'staff-agg-05',
    question: 'Which completed project had the most people on it?',
    category: 'aggregate',
    kind: 'list',
    constraints: { type: PR, aggregate: 'argmax', field: 'n_members', where: [{ f: 'status', op: '=', v: 'Completed' }] },
  },
  {
    id: 'staff-agg-06',
    question: 'How many projects is Anna Novak on?',
    category: 'aggregate',
    kind: 'count',
    constraints: { entity: 'Anna Novak', field: 'n_projects' },
  },
  {
    id: 'staff-agg-07',
    question: 'how many people report to Sanne Bakker',
    category: 'aggregate',
    kind: 'count',
    constraints: { type: P, aggregate: 'count', where: [{ f: 'manager', op: '=', v: 'Sanne Bakker' }] },
  },
  {
    id: 'staff-agg-08',
    question: "Who's been in the Finance team the longest?",
    category: 'aggregate',
    kind: 'list',
    constraints: { type: P, aggregate: 'argmin', field: 'start_date', where: [{ f: 'department', op: '=', v: 'Finance' }] },
  },
  {
    id: 'staff-agg-09',
    question: 'Which department is the smallest by headcount?',
    category: 'aggregate',
    kind: 'list',
    constraints: { type: 'department', aggregate: 'argmin', field: 'headcount', where: [] },
  },

  // ---------------------------------------------------------------- lookup
  {
    id: 'staff-lk-01',
    question: "What's Kaveh's job title?",
    category: 'lookup',
    kind: 'value',
    constraints: { entity: 'Kaveh', field: 'job_title' },
  },
  {
    id: 'staff-lk-02',
    question: "Who is May Lindqvist's manager?",
    category: 'lookup',
    kind: 'value',
    constraints: { entity: 'May Lindqvist', field: 'manager' },
  },
  {
    id: 'staff-lk-03',
    question: 'Does Will Turner work remotely?',
    category: 'lookup',
    kind: 'boolean',
    constraints: { entity: 'Will Turner', check: [{ f: 'remote', op: '=', v: true }] },
  },
  {
    id: 'staff-lk-04',
    question: 'How much does Elif Yilmaz earn a year?',
    category: 'lookup',
    kind: 'value',
    constraints: { entity: 'Elif Yılmaz', field: 'salary' },
  },
  {
    id: 'staff-lk-05',
    question: 'tell me what skills Femke Jansen has',
    category: 'lookup',
    kind: 'list',
    constraints: { entity: 'Femke Jansen', field: 'skills' },
  },
  {
    id: 'staff-lk-06',
    question: 'Who leads Ibis Analytics?',
    category: 'lookup',
    kind: 'value',
    constraints: { entity: 'Ibis Analytics', field: 'lead' },
  },

  // ---------------------------------------------------------------- comparison
  {
    id: 'staff-cmp-01',
    question: 'Who started earlier, Grant Okafor or Will Turner?',
    category: 'comparison',
    kind: 'list',
    constraints: { entities: ['Grant Okafor', 'Will Turner'], field: 'start_date', winner: 'min' },
  },
  {
    id: 'staff-cmp-02',
    question: 'Keystone or Meridian – which one had the bigger budget?',
    category: 'comparison',
    kind: 'list',
    constraints: { entities: ['Keystone', 'Meridian'], field: 'budget', winner: 'max' },
  },
  {
    id: 'staff-cmp-03',
    question: 'Name the 3 best-paid people in the Berlin office.',
    category: 'comparison',
    kind: 'list',
    constraints: { type: P, aggregate: 'argmax', n: 3, field: 'salary', where: [{ f: 'office', op: '=', v: 'Berlin' }] },
  },
  {
    id: 'staff-cmp-04',
    question: 'Which three projects have the smallest budgets?',
    category: 'comparison',
    kind: 'list',
    constraints: { type: PR, aggregate: 'argmin', n: 3, field: 'budget', where: [] },
  },
  {
    id: 'staff-cmp-05',
    question: 'Which project is due to finish later, Granite CRM or Driftwood?',
    category: 'comparison',
    kind: 'list',
    constraints: { entities: ['Granite CRM', 'Driftwood'], field: 'end_date', winner: 'max' },
  },
];
