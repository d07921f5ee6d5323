// Questions of the solar domain (held-out), written by hand before Quarry was run on the folder; the gold answers
// are computed by gold.mjs from source.csv, never typed here.
// Conventions: "more than / over / bigger than / above" strict, "at least" inclusive, "under / less than / below"
// strict, "between A and B" exclusive; "in 2024" / "from 2025" = the install date's year; "has a battery" = a battery
// is recorded for the job; "battery-ready" = a hybrid inverter and no battery; "German-made" = the panel's country of
// manufacture; a job's 2025 generation is its yearly total (the wide table's months summed, or the portal's yield);
// "Cornish" = county Cornwall. Jobs are named by their job number, people and businesses by name.
// Each question keeps a finer `facet`: what it leans on (units, language, prose, wide, portal, link, json, layout,
// superlative, customers, team, products).
export const questions = [
  // ------------------------------------------------------------------ lookup (12)
  {
    id: 'solar-l01', category: 'lookup', facet: 'units', kind: 'value',
    question: 'What size is the system on job KDS-25-015, in kWp?',
    constraints: { entity: 'KDS-25-015', field: 'kwp' },
  },
  {
    id: 'solar-l02', category: 'lookup', facet: 'prose', kind: 'value',
    question: "How many panels went on Wendy Blamey's roof?",
    constraints: { entity: 'KDS-25-042', field: 'panels' },
  },
  {
    id: 'solar-l03', category: 'lookup', facet: 'units', kind: 'value',
    question: 'How long is a Sonnwerk SW-450 Bifazial panel in inches?',
    constraints: { entity: 'Sonnwerk SW-450 Bifazial', field: 'length_in', tol: 0.1 },
  },
  {
    id: 'solar-l04', category: 'lookup', facet: 'units', kind: 'value',
    question: 'What does the Corvan CV-370 Slim weigh in kg?',
    constraints: { entity: 'Corvan CV-370 Slim', field: 'weight', unit: 'kg' },
  },
  {
    id: 'solar-l05', category: 'lookup', facet: 'language', kind: 'value',
    question: 'What is the module efficiency of the Sonnwerk SW-380 Kompakt?',
    constraints: { entity: 'Sonnwerk SW-380 Kompakt', field: 'efficiency' },
  },
  {
    id: 'solar-l06', category: 'lookup', facet: 'language', kind: 'value',
    question: 'How much do Sonnwerk charge us per SW-450 Bifazial panel?',
    constraints: { entity: 'Sonnwerk SW-450 Bifazial', field: 'unit_price' },
  },
  {
    id: 'solar-l07', category: 'lookup', facet: 'wide', kind: 'value',
    question: 'How much did job KDS-24-048 generate in July 2025?',
    constraints: { entity: 'KDS-24-048', field: 'gen_2025_jul' },
  },
  {
    id: 'solar-l08', category: 'lookup', facet: 'prose', kind: 'value',
    question: "what export rate is keith hambly getting",
    constraints: { entity: 'Keith Hambly', field: 'export_rate' },
  },
  {
    id: 'solar-l09', category: 'lookup', facet: 'prose', kind: 'value',
    question: 'Who referred Tony Rundle to us?',
    constraints: { entity: 'Tony Rundle', field: 'referred_by' },
  },
  {
    id: 'solar-l10', category: 'lookup', facet: 'team', kind: 'list',
    question: 'What certifications does Dan Medlyn hold?',
    constraints: { entity: 'Dan Medlyn', field: 'certifications' },
  },
  {
    id: 'solar-l11', category: 'lookup', facet: 'link', kind: 'list',
    question: 'Which jobs have we done for Dartside Holiday Cottages?',
    constraints: { entity: 'Dartside Holiday Cottages', field: 'installations' },
  },
  {
    id: 'solar-l12', category: 'lookup', facet: 'link', kind: 'list',
    question: "What are Alan Jago's job numbers?",
    constraints: { entity: 'Alan Jago', field: 'installations' },
  },

  // ------------------------------------------------------------------ inverse (13)
  {
    id: 'solar-i01', category: 'inverse', facet: 'layout', kind: 'list',
    question: 'Which jobs used Sonnwerk SW-430 Glas-Glas panels?',
    constraints: { type: 'installation', where: [{ f: 'panel_model', op: '=', v: 'Sonnwerk SW-430 Glas-Glas' }] },
  },
  {
    id: 'solar-i02', category: 'inverse', facet: 'customers', kind: 'list',
    question: 'Which customers came to us through the Devon County Show?',
    constraints: { type: 'customer', where: [{ f: 'lead_source', op: '=', v: 'Devon County Show' }] },
  },
  {
    id: 'solar-i03', category: 'inverse', facet: 'layout', kind: 'list', typo: 'instalations',
    question: 'Which instalations did Tamsin Hocking lead?',
    constraints: { type: 'installation', where: [{ f: 'installer', op: '=', v: 'Tamsin Hocking' }] },
  },
  {
    id: 'solar-i04', category: 'inverse', facet: 'customers', kind: 'list',
    question: 'who is on the octavia export fixed tariff',
    constraints: { type: 'customer', where: [{ f: 'tariff', op: '=', v: 'Octavia Export Fixed' }] },
  },
  {
    id: 'solar-i05', category: 'inverse', facet: 'units', kind: 'list',
    question: 'Which panels weigh more than 50 lb?',
    constraints: { type: 'panel', where: [{ f: 'weight', op: '>', v: 50, unit: 'lb' }] },
  },
  {
    id: 'solar-i06', category: 'inverse', facet: 'layout', kind: 'list',
    question: 'Which installs have more than 13 kWh of battery storage?',
    constraints: { type: 'installation', where: [{ f: 'battery_kwh', op: '>', v: 13 }] },
  },
  {
    id: 'solar-i07', category: 'inverse', facet: 'customers', kind: 'list',
    question: 'Which of our customers are based in Liskeard?',
    constraints: { type: 'customer', where: [{ f: 'town', op: '=', v: 'Liskeard' }] },
  },
  {
    id: 'solar-i08', category: 'inverse', facet: 'language', kind: 'list',
    question: 'Which of the inverters we fit are three-phase?',
    constraints: { type: 'inverter', where: [{ f: 'phases', op: '=', v: 3 }] },
  },
  {
    id: 'solar-i09', category: 'inverse', facet: 'team', kind: 'list',
    question: 'Who on the team has a PASMA card?',
    constraints: { type: 'installer', where: [{ f: 'certifications', op: 'has', v: 'PASMA' }] },
  },
  {
    id: 'solar-i10', category: 'inverse', facet: 'link', kind: 'list',
    question: 'Who did Ian Rowe recommend us to?',
    constraints: { type: 'customer', where: [{ f: 'referred_by', op: '=', v: 'Ian Rowe' }] },
  },
  {
    id: 'solar-i11', category: 'inverse', facet: 'link', kind: 'list',
    question: 'Which jobs were for customers who found us at the Royal Cornwall Show?',
    constraints: { type: 'installation', where: [{ f: 'customer', op: 'ref', where: [{ f: 'lead_source', op: '=', v: 'Royal Cornwall Show' }] }] },
  },
  {
    id: 'solar-i12', category: 'inverse', facet: 'json', kind: 'list',
    question: 'Which installations are on east-west roofs?',
    constraints: { type: 'installation', where: [{ f: 'roof', op: '=', v: 'East-west' }] },
  },
  {
    id: 'solar-i13', category: 'inverse', facet: 'portal', kind: 'list',
    question: 'Which systems on the Sonnwerk portal had an availability below 97% in 2025?',
    constraints: { type: 'installation', where: [{ f: 'availability', op: '<', v: 97 }] },
  },

  // ------------------------------------------------------------------ multi-condition (14)
  {
    id: 'solar-m01', category: 'multi-condition', facet: 'link', kind: 'list',
    question: 'Which Devon jobs from 2025 have a Sonnwerk battery?',
    constraints: { type: 'installation', where: [{ f: 'county', op: '=', v: 'Devon' }, { f: 'year', op: '=', v: 2025 }, { f: 'battery', op: 'ref', where: [{ f: 'manufacturer', op: '=', v: 'Sonnwerk' }] }] },
  },
  {
    id: 'solar-m02', category: 'multi-condition', facet: 'link', kind: 'list',
    question: 'Which installs used Sonnwerk panels but have no battery?',
    constraints: { type: 'installation', where: [{ f: 'panel_model', op: 'ref', where: [{ f: 'manufacturer', op: '=', v: 'Sonnwerk' }] }, { f: 'has_battery', op: '=', v: false }] },
  },
  {
    id: 'solar-m03', category: 'multi-condition', facet: 'units', kind: 'list',
    question: 'Which jobs were over 6.5 kWp but came in under fourteen grand?',
    constraints: { type: 'installation', where: [{ f: 'kwp', op: '>', v: 6.5 }, { f: 'price', op: '<', v: 14000 }] },
  },
  {
    id: 'solar-m04', category: 'multi-condition', facet: 'customers', kind: 'list',
    question: 'Which referred customers get more than 12p per kWh for their export?',
    constraints: { type: 'customer', where: [{ f: 'lead_source', op: '=', v: 'Referral' }, { f: 'export_rate', op: '>', v: 12 }] },
  },
  {
    id: 'solar-m05', category: 'multi-condition', facet: 'layout', kind: 'list',
    question: "Which of Jory Pascoe's 2024 jobs included a battery?",
    constraints: { type: 'installation', where: [{ f: 'installer', op: '=', v: 'Jory Pascoe' }, { f: 'year', op: '=', v: 2024 }, { f: 'has_battery', op: '=', v: true }] },
  },
  {
    id: 'solar-m06', category: 'multi-condition', facet: 'language', kind: 'list', typo: 'efficent',
    question: 'Which panels are more than 21% efficent and weigh under 22 kg?',
    constraints: { type: 'panel', where: [{ f: 'efficiency', op: '>', v: 21 }, { f: 'weight', op: '<', v: 22 }] },
  },
  {
    id: 'solar-m07', category: 'multi-condition', facet: 'link', kind: 'list',
    question: 'Which Cornish installs are battery-ready, i.e. on a hybrid inverter but with no battery yet?',
    constraints: { type: 'installation', where: [{ f: 'county', op: '=', v: 'Cornwall' }, { f: 'inverter', op: 'ref', where: [{ f: 'hybrid', op: '=', v: true }] }, { f: 'has_battery', op: '=', v: false }] },
  },
  {
    id: 'solar-m08', category: 'multi-condition', facet: 'layout', kind: 'list',
    question: 'List the 2024 installs in Cornwall between 4 and 6 kWp.',
    constraints: { type: 'installation', where: [{ f: 'county', op: '=', v: 'Cornwall' }, { f: 'year', op: '=', v: 2024 }, { f: 'kwp', op: 'between', v: [4, 6] }] },
  },
  {
    id: 'solar-m09', category: 'multi-condition', facet: 'wide', kind: 'list',
    question: 'Other than the ones in Devon, which systems generated over five thousand kWh in 2025?',
    constraints: { type: 'installation', where: [{ f: 'county', op: '!=', v: 'Devon' }, { f: 'gen_2025', op: '>', v: 5000 }] },
  },
  {
    id: 'solar-m10', category: 'multi-condition', facet: 'link', kind: 'list',
    question: 'Which jobs put German-made panels on a three-phase inverter?',
    constraints: { type: 'installation', where: [{ f: 'panel_model', op: 'ref', where: [{ f: 'made_in', op: '=', v: 'Germany' }] }, { f: 'inverter', op: 'ref', where: [{ f: 'phases', op: '=', v: 3 }] }] },
  },
  {
    id: 'solar-m11', category: 'multi-condition', facet: 'link', kind: 'list',
    question: 'Which systems bigger than 10 kWp run on a Calder inverter?',
    constraints: { type: 'installation', where: [{ f: 'kwp', op: '>', v: 10 }, { f: 'inverter', op: 'ref', where: [{ f: 'manufacturer', op: '=', v: 'Calder' }] }] },
  },
  {
    id: 'solar-m12', category: 'multi-condition', facet: 'layout', kind: 'list',
    question: 'Which jobs fitted between June and August 2025 had more than a dozen panels?',
    constraints: { type: 'installation', where: [{ f: 'installed', op: 'between_incl', v: ['2025-06-01', '2025-08-31'] }, { f: 'panels', op: '>', v: 12 }] },
  },
  {
    id: 'solar-m13', category: 'multi-condition', facet: 'team', kind: 'list',
    question: 'Which installers with at least five years of service are qualified for battery storage?',
    constraints: { type: 'installer', where: [{ f: 'years_service', op: '>=', v: 5 }, { f: 'certifications', op: 'has', v: 'Battery storage (C&G 2921-34)' }] },
  },
  {
    id: 'solar-m14', category: 'multi-condition', facet: 'customers', kind: 'list',
    question: 'Which customers who found us on Facebook or our website are exporting at under 10p a unit?',
    constraints: { type: 'customer', where: [{ f: 'lead_source', op: 'in', v: ['Facebook', 'Website'] }, { f: 'export_rate', op: '<', v: 10 }] },
  },

  // ------------------------------------------------------------------ aggregate (12)
  {
    id: 'solar-a01', category: 'aggregate', facet: 'layout', kind: 'count',
    question: 'How many of our installations have a battery?',
    constraints: { type: 'installation', where: [{ f: 'has_battery', op: '=', v: true }], aggregate: 'count' },
  },
  {
    id: 'solar-a02', category: 'aggregate', facet: 'customers', kind: 'count',
    question: 'How many customers came to us by referral?',
    constraints: { type: 'customer', where: [{ f: 'lead_source', op: '=', v: 'Referral' }], aggregate: 'count' },
  },
  {
    id: 'solar-a03', category: 'aggregate', facet: 'layout', kind: 'count',
    question: 'How many jobs did Kieran Vosper lead in 2025?',
    constraints: { type: 'installation', where: [{ f: 'installer', op: '=', v: 'Kieran Vosper' }, { f: 'year', op: '=', v: 2025 }], aggregate: 'count' },
  },
  {
    id: 'solar-a04', category: 'aggregate', facet: 'units', kind: 'value',
    question: 'What is the total capacity in kWp of everything we installed in 2025?',
    constraints: { type: 'installation', where: [{ f: 'year', op: '=', v: 2025 }], aggregate: 'sum', field: 'kwp', tolPct: 0.5 },
  },
  {
    id: 'solar-a05', category: 'aggregate', facet: 'layout', kind: 'value',
    question: 'How many panels did we fit in 2024 altogether?',
    constraints: { type: 'installation', where: [{ f: 'year', op: '=', v: 2024 }], aggregate: 'sum', field: 'panels', tol: 0 },
  },
  {
    id: 'solar-a06', category: 'aggregate', facet: 'layout', kind: 'value',
    question: 'What was the average price of a Cornish job?',
    constraints: { type: 'installation', where: [{ f: 'county', op: '=', v: 'Cornwall' }], aggregate: 'mean', field: 'price' },
  },
  {
    id: 'solar-a07', category: 'aggregate', facet: 'wide', kind: 'value',
    question: 'How many MWh did all the Somerset systems generate in 2025 combined?',
    constraints: { type: 'installation', where: [{ f: 'county', op: '=', v: 'Somerset' }], aggregate: 'sum', field: 'gen_2025_mwh', tolPct: 0.5 },
  },
  {
    id: 'solar-a08', category: 'aggregate', facet: 'superlative', kind: 'value',
    question: "What's the biggest battery capacity we've put in on a single job, in kWh?",
    constraints: { type: 'installation', where: [], aggregate: 'max', field: 'battery_kwh' },
  },
  {
    id: 'solar-a09', category: 'aggregate', facet: 'language', kind: 'value',
    question: "What is the average efficiency of the panel models we've fitted?",
    constraints: { type: 'panel', where: [], aggregate: 'mean', field: 'efficiency' },
  },
  {
    id: 'solar-a10', category: 'aggregate', facet: 'superlative', kind: 'list',
    question: 'Which system produced the most electricity in 2025?',
    constraints: { type: 'installation', where: [], aggregate: 'argmax', field: 'gen_2025' },
  },
  {
    id: 'solar-a11', category: 'aggregate', facet: 'superlative', kind: 'list',
    question: 'Leaving out the business customers, what were our three most expensive jobs?',
    constraints: { type: 'installation', where: [{ not: [{ f: 'customer', op: 'ref', where: [{ f: 'type', op: '=', v: 'Business' }] }] }], aggregate: 'argmax', field: 'price', n: 3 },
  },
  {
    id: 'solar-a12', category: 'aggregate', facet: 'superlative', kind: 'list',
    question: "Which is our smallest installation?",
    constraints: { type: 'installation', where: [], aggregate: 'argmin', field: 'kwp' },
  },

  // ------------------------------------------------------------------ comparison (9)
  {
    id: 'solar-c01', category: 'comparison', facet: 'language', kind: 'boolean',
    question: 'Is the Sonnwerk SW-450 Bifazial heavier than the Helion HX-440 Bifacial?',
    constraints: { entities: ['Sonnwerk SW-450 Bifazial', 'Helion HX-440 Bifacial'], field: 'weight', winner: 'max' },
  },
  {
    id: 'solar-c02', category: 'comparison', facet: 'units', kind: 'list',
    question: 'Which is the bigger system, KDS-25-033 or KDS-24-015?',
    constraints: { entities: ['KDS-25-033', 'KDS-24-015'], field: 'kwp', winner: 'max' },
  },
  {
    id: 'solar-c03', category: 'comparison', facet: 'portal', kind: 'boolean',
    question: 'Did KDS-24-047 generate more than KDS-24-044 in 2025?',
    constraints: { entities: ['KDS-24-047', 'KDS-24-044'], field: 'gen_2025', winner: 'max' },
  },
  {
    id: 'solar-c04', category: 'comparison', facet: 'team', kind: 'list',
    question: "Who's been with the company longer, Kieran Vosper or Becky Luscombe?",
    constraints: { entities: ['Kieran Vosper', 'Becky Luscombe'], field: 'years_service', winner: 'max' },
  },
  {
    id: 'solar-c05', category: 'comparison', facet: 'units', kind: 'list',
    question: 'Which panel is more efficient, the Aurelis AU-415 Mono or the Corvan CV-370 Slim?',
    constraints: { entities: ['Aurelis AU-415 Mono', 'Corvan CV-370 Slim'], field: 'efficiency', winner: 'max' },
  },
  {
    id: 'solar-c06', category: 'comparison', facet: 'json', kind: 'boolean',
    question: 'Was job KDS-25-041 cheaper than KDS-25-027?',
    constraints: { entities: ['KDS-25-041', 'KDS-25-027'], field: 'price', winner: 'min' },
  },
  {
    id: 'solar-c07', category: 'comparison', facet: 'units', kind: 'list',
    question: 'Which inverter has the higher output rating: the Sonnwerk SWR 10 T3 or the Calder CX-12T?',
    constraints: { entities: ['Sonnwerk SWR 10 T3', 'Calder CX-12T'], field: 'rated_kw', winner: 'max' },
  },
  {
    id: 'solar-c08', category: 'comparison', facet: 'customers', kind: 'boolean', typo: 'beter',
    question: 'Does Graham Coombe get a beter export rate than Martin Yeo?',
    constraints: { entities: ['Graham Coombe', 'Martin Yeo'], field: 'export_rate', winner: 'max' },
  },
  {
    id: 'solar-c09', category: 'comparison', facet: 'products', kind: 'boolean',
    question: "Is the Calder CX-6 Hybrid's warranty longer than the Tidewell TW-3.6 Hybrid's?",
    constraints: { entities: ['Calder CX-6 Hybrid', 'Tidewell TW-3.6 Hybrid'], field: 'warranty_years', winner: 'max' },
  },
];
