// Questions of the works domain (held-out), written blind to Quarry's question parser: each with its meaning as
// structured constraints for gold-engine.mjs, the gold computed by gold.mjs from the generator's source table.
// Conventions: "over / more than / above" strict, "or more / at least" inclusive, "under / less than / before" strict;
// "this year" = 2025; "the English / UK jobs" = projects in England, "the Belgian jobs" = projects in Belgium; a
// subcontractor's rating is out of 5 (pages state it out of 5 or out of 10); a day rate per day (a weekly rate / 5);
// "steel deliveries" = reinforcement and structural steel; "tickets" = certifications; money never converted: a
// question on money names one country's projects (GBP in England, EUR in Belgium).
const W = 'Weir Lane Bridge Refurbishment';
const CM = 'Castle Mead Housing';
const ASH = 'Ashcombe Primary School Extension';
const K = 'Kortrijk Distribution Warehouse';
const D = 'Dampoort Residences';
const S = 'Sileby Leisure Centre Roof Replacement';
const inCountry = (c) => ({ f: 'project', op: 'ref', where: [{ f: 'country', op: '=', v: c }] });

export const questions = [
  // ------------------------------------------------------------------ lookup (12)
  { id: 'works-l01', category: 'lookup', kind: 'value', facet: 'prose', question: 'Who is the site manager on the Weir Lane bridge job?', constraints: { entity: W, field: 'site_manager' } },
  { id: 'works-l02', category: 'lookup', kind: 'value', facet: 'language', question: "What's the contract value of the Kortrijk warehouse?", constraints: { entity: K, field: 'contract_value' } },
  { id: 'works-l03', category: 'lookup', kind: 'value', facet: 'dates', question: 'When is Castle Mead due to be finished?', constraints: { entity: CM, field: 'planned_completion' } },
  { id: 'works-l04', category: 'lookup', kind: 'value', facet: 'email', question: 'What is the day rate on the Grove GMK5250L?', constraints: { entity: 'Grove GMK5250L', field: 'day_rate' } },
  { id: 'works-l05', category: 'lookup', kind: 'list', facet: 'staff', question: 'What tickets does Priya Nair hold?', constraints: { entity: 'Priya Nair', field: 'certifications' } },
  { id: 'works-l06', category: 'lookup', kind: 'value', facet: 'yaml', question: "When does Kestrel Scaffolding's insurance run out?", constraints: { entity: 'Kestrel Scaffolding Ltd', field: 'insurance_expiry' } },
  { id: 'works-l07', category: 'lookup', kind: 'value', facet: 'co sheet', question: 'How much is CO-2025-022 worth?', constraints: { entity: 'CO-2025-022', field: 'cost' } },
  { id: 'works-l08', category: 'lookup', kind: 'value', facet: 'language', question: 'who approved CO-2025-005', constraints: { entity: 'CO-2025-005', field: 'approved_by' } },
  { id: 'works-l09', category: 'lookup', kind: 'value', facet: 'units', question: 'How many kg of mesh came in on delivery note LB-25-0404?', constraints: { entity: 'LB-25-0404', field: 'weight_kg', unit: 'kg' } },
  { id: 'works-l10', category: 'lookup', kind: 'value', facet: 'units', question: "What's the capacity of the JCB 540-140 telehandler in tonnes?", constraints: { entity: 'JCB 540-140', field: 'capacity' } },
  { id: 'works-l11', category: 'lookup', kind: 'list', facet: 'prose', question: 'Which sites is Callum Reid working on?', constraints: { entity: 'Callum Reid', field: 'projects' } },
  { id: 'works-l12', category: 'lookup', kind: 'boolean', facet: 'staff', question: 'Has Gareth Pugh got his NEBOSH?', constraints: { entity: 'Gareth Pugh', check: [{ f: 'certifications', op: 'has', v: 'NEBOSH' }] } },

  // ------------------------------------------------------------------ inverse (13)
  { id: 'works-i01', category: 'inverse', kind: 'list', facet: 'prose', question: 'Which projects does Tom Ridley manage?', constraints: { type: 'project', where: [{ f: 'site_manager', op: '=', v: 'Tom Ridley' }] } },
  { id: 'works-i02', category: 'inverse', kind: 'list', facet: 'names', question: 'Which change orders did Helen Marsh sign off?', constraints: { type: 'change_order', where: [{ f: 'approved_by', op: '=', v: 'Helen Marsh' }] } },
  { id: 'works-i03', category: 'inverse', kind: 'list', facet: 'language', question: 'List the structural steel subcontractors', constraints: { type: 'subcontractor', where: [{ f: 'trade', op: '=', v: 'Structural steel' }] } },
  { id: 'works-i04', category: 'inverse', kind: 'list', facet: 'staff', question: 'Who on the team has an IPAF card?', constraints: { type: 'staff', where: [{ f: 'certifications', op: 'has', v: 'IPAF' }] } },
  { id: 'works-i05', category: 'inverse', kind: 'list', facet: 'codes', question: 'What plant have we got on the Weir Lane site?', constraints: { type: 'plant', where: [{ f: 'project', op: '=', v: W }] } },
  { id: 'works-i06', category: 'inverse', kind: 'list', facet: 'language', question: 'Which deliveries came from Betonbedrijf Leie?', constraints: { type: 'delivery', where: [{ f: 'supplier', op: '=', v: 'Betonbedrijf Leie' }] } },
  { id: 'works-i07', category: 'inverse', kind: 'list', facet: 'prose', question: 'Which inspections were carried out by Mark Ellery?', constraints: { type: 'inspection', where: [{ f: 'inspector', op: '=', v: 'Mark Ellery' }] } },
  { id: 'works-i08', category: 'inverse', kind: 'list', facet: 'status', question: 'Which change orders are still pending?', constraints: { type: 'change_order', where: [{ f: 'status', op: '=', v: 'Pending' }] } },
  { id: 'works-i09', category: 'inverse', kind: 'list', facet: 'language', question: 'Who is working on Dampoort Residences?', constraints: { type: 'staff', where: [{ f: 'projects', op: 'has', v: D }] } },
  { id: 'works-i10', category: 'inverse', kind: 'list', facet: 'language', question: 'Which of our projects are in Belgium?', constraints: { type: 'project', where: [{ f: 'country', op: '=', v: 'Belgium' }] } },
  { id: 'works-i11', category: 'inverse', kind: 'list', facet: 'prose', question: 'Which inspections failed?', constraints: { type: 'inspection', where: [{ f: 'result', op: '=', v: 'Fail' }] } },
  { id: 'works-i12', category: 'inverse', kind: 'list', facet: 'names', question: 'Which change orders involve Trentside Groundworks?', constraints: { type: 'change_order', where: [{ f: 'subcontractor', op: '=', v: 'Trentside Groundworks Ltd' }] } },
  { id: 'works-i13', category: 'inverse', kind: 'list', facet: 'language', question: 'Which of the machines are telehandlers?', constraints: { type: 'plant', where: [{ f: 'plant_type', op: '=', v: 'Telehandler' }] } },

  // ------------------------------------------------------------------ multi-condition (14)
  { id: 'works-m01', category: 'multi-condition', kind: 'list', facet: 'units', question: 'Which approved change orders on Castle Mead are over £10k?', constraints: { type: 'change_order', where: [{ f: 'project', op: '=', v: CM }, { f: 'status', op: '=', v: 'Approved' }, { f: 'cost', op: '>', v: 10000 }] } },
  { id: 'works-m02', category: 'multi-condition', kind: 'list', facet: 'units', question: 'Which subcontractors rated 4 out of 5 or better have insurance expiring before the end of 2025?', constraints: { type: 'subcontractor', where: [{ f: 'rating', op: '>=', v: 4 }, { f: 'insurance_expiry', op: '<', v: '2026-01-01' }] } },
  { id: 'works-m03', category: 'multi-condition', kind: 'list', facet: 'units', question: 'Which plant on the UK sites costs more than £1,000 a week?', constraints: { type: 'plant', where: [inCountry('England'), { f: 'week_rate', op: '>', v: 1000 }] } },
  { id: 'works-m04', category: 'multi-condition', kind: 'list', facet: 'language', question: 'Which concrete deliveries to Dampoort were more than 10 m³?', constraints: { type: 'delivery', where: [{ f: 'project', op: '=', v: D }, { f: 'material_group', op: '=', v: 'Concrete' }, { f: 'volume', op: '>', v: 10 }] } },
  { id: 'works-m05', category: 'multi-condition', kind: 'list', facet: 'status', question: 'Show me the pending change orders on the Belgian jobs', constraints: { type: 'change_order', where: [inCountry('Belgium'), { f: 'status', op: '=', v: 'Pending' }] } },
  { id: 'works-m06', category: 'multi-condition', kind: 'list', facet: 'units', question: 'Which cranes can lift more than 50 tonnes?', constraints: { type: 'plant', where: [{ f: 'plant_type', op: 'in', v: ['Mobile crane', 'Tower crane'] }, { f: 'capacity', op: '>', v: 50 }] } },
  { id: 'works-m07', category: 'multi-condition', kind: 'list', facet: 'diary', question: 'What was delivered to Ashcombe in May?', constraints: { type: 'delivery', where: [{ f: 'project', op: '=', v: ASH }, { f: 'date', op: 'between_incl', v: ['2025-05-01', '2025-05-31'] }] } },
  { id: 'works-m08', category: 'multi-condition', kind: 'list', facet: 'dates', question: 'Which change orders raised after 1 June were rejected?', constraints: { type: 'change_order', where: [{ f: 'status', op: '=', v: 'Rejected' }, { f: 'raised', op: '>', v: '2025-06-01' }] } },
  { id: 'works-m09', category: 'multi-condition', kind: 'list', facet: 'dates', question: 'Which English projects are due to finish this year?', constraints: { type: 'project', where: [{ f: 'country', op: '=', v: 'England' }, { f: 'planned_completion', op: '<', v: '2026-01-01' }] } },
  { id: 'works-m10', category: 'multi-condition', kind: 'list', facet: 'units', question: 'Which roofing or scaffolding subbies scored above 8 out of 10?', constraints: { type: 'subcontractor', where: [{ f: 'trade', op: 'in', v: ['Roofing', 'Scaffolding'] }, { f: 'score_10', op: '>', v: 8 }] } },
  { id: 'works-m11', category: 'multi-condition', kind: 'list', facet: 'staff', question: 'Which site managers hold the SMSTS?', constraints: { type: 'staff', where: [{ f: 'role', op: '=', v: 'Site Manager' }, { f: 'certifications', op: 'has', v: 'SMSTS' }] } },
  { id: 'works-m12', category: 'multi-condition', kind: 'list', facet: 'units', question: 'Which steel deliveries weighed over 5,000 kg?', constraints: { type: 'delivery', where: [{ f: 'material_group', op: 'in', v: ['Reinforcement', 'Structural steel'] }, { f: 'weight_kg', op: '>', v: 5000 }] } },
  { id: 'works-m13', category: 'multi-condition', kind: 'boolean', facet: 'email', question: 'Has any change order on the Sileby roof been rejected?', constraints: { type: 'change_order', where: [{ f: 'project', op: '=', v: S }, { f: 'status', op: '=', v: 'Rejected' }], aggregate: 'exists' } },
  { id: 'works-m14', category: 'multi-condition', kind: 'boolean', facet: 'language', question: 'Did any inspection fail at the Kortrijk warehouse?', constraints: { type: 'inspection', where: [{ f: 'project', op: '=', v: K }, { f: 'result', op: '=', v: 'Fail' }], aggregate: 'exists' } },

  // ------------------------------------------------------------------ aggregate (12)
  { id: 'works-a01', category: 'aggregate', kind: 'value', facet: 'co sheet', question: "What's the total value of the approved change orders on Weir Lane?", constraints: { type: 'change_order', where: [{ f: 'project', op: '=', v: W }, { f: 'status', op: '=', v: 'Approved' }], aggregate: 'sum', field: 'cost' } },
  { id: 'works-a02', category: 'aggregate', kind: 'count', facet: 'json', question: 'How many change orders have there been on the Kortrijk warehouse?', constraints: { type: 'change_order', where: [{ f: 'project', op: '=', v: K }], aggregate: 'count' } },
  { id: 'works-a03', category: 'aggregate', kind: 'value', facet: 'wide', question: 'How much concrete did Castle Mead pour in the first half of 2025?', constraints: { entity: CM, field: 'concrete_h1' } },
  { id: 'works-a04', category: 'aggregate', kind: 'value', facet: 'language', question: 'How many m³ of concrete were delivered to the Belgian sites in total?', constraints: { type: 'delivery', where: [inCountry('Belgium'), { f: 'material_group', op: '=', v: 'Concrete' }], aggregate: 'sum', field: 'volume' } },
  { id: 'works-a05', category: 'aggregate', kind: 'value', facet: 'units', question: "What's the average subcontractor rating out of 5?", constraints: { type: 'subcontractor', where: [], aggregate: 'mean', field: 'rating' } },
  { id: 'works-a06', category: 'aggregate', kind: 'value', facet: 'units', question: 'What is the combined contract value of our English projects?', constraints: { type: 'project', where: [{ f: 'country', op: '=', v: 'England' }], aggregate: 'sum', field: 'contract_value' } },
  { id: 'works-a07', category: 'aggregate', kind: 'count', facet: 'prose', question: 'How many inspections have we failed this year?', constraints: { type: 'inspection', where: [{ f: 'result', op: '=', v: 'Fail' }], aggregate: 'count' } },
  { id: 'works-a08', category: 'aggregate', kind: 'value', facet: 'email', question: "What's the highest day rate we're paying for plant on the English sites?", constraints: { type: 'plant', where: [inCountry('England')], aggregate: 'max', field: 'day_rate' } },
  { id: 'works-a09', category: 'aggregate', kind: 'value', facet: 'wide', question: 'How many plant hours were logged in week 18 altogether?', constraints: { type: 'plant', where: [], aggregate: 'sum', field: 'hours_w18' } },
  { id: 'works-a10', category: 'aggregate', kind: 'count', facet: 'language', question: 'How many of our people are first aid trained?', constraints: { type: 'staff', where: [{ f: 'certifications', op: 'has', v: 'First Aid' }], aggregate: 'count' } },
  { id: 'works-a11', category: 'aggregate', kind: 'value', facet: 'json', question: 'average value of the approved Dampoort change orders in euros?', constraints: { type: 'change_order', where: [{ f: 'project', op: '=', v: D }, { f: 'status', op: '=', v: 'Approved' }], aggregate: 'mean', field: 'cost' } },
  { id: 'works-a12', category: 'aggregate', kind: 'value', facet: 'units', question: 'How many tonnes of reinforcment were delivered across all sites?', typo: 'reinforcment', constraints: { type: 'delivery', where: [{ f: 'material_group', op: '=', v: 'Reinforcement' }], aggregate: 'sum', field: 'weight' } },

  // ------------------------------------------------------------------ comparison (9)
  { id: 'works-c01', category: 'comparison', kind: 'list', facet: 'units', question: 'Which costs more per day, the Liebherr LTM 1060-3.1 or the Manitou MT 1440?', constraints: { entities: ['Liebherr LTM 1060-3.1', 'Manitou MT 1440'], field: 'day_rate', winner: 'max' } },
  { id: 'works-c02', category: 'comparison', kind: 'boolean', facet: 'language', question: 'Is the Kortrijk warehouse contract worth more than Dampoort Residences?', constraints: { entities: [K, D], field: 'contract_value', winner: 'max' } },
  { id: 'works-c03', category: 'comparison', kind: 'list', facet: 'units', question: 'Which UK project has the biggest contract value?', constraints: { type: 'project', where: [{ f: 'country', op: '=', v: 'England' }], aggregate: 'argmax', field: 'contract_value' } },
  { id: 'works-c04', category: 'comparison', kind: 'list', facet: 'email', question: "What's the most expensive change order on the English jobs?", constraints: { type: 'change_order', where: [inCountry('England')], aggregate: 'argmax', field: 'cost' } },
  { id: 'works-c05', category: 'comparison', kind: 'list', facet: 'units', question: 'Which subcontractor has the lowest rating?', constraints: { type: 'subcontractor', where: [], aggregate: 'argmin', field: 'rating' } },
  { id: 'works-c06', category: 'comparison', kind: 'list', facet: 'dates', question: 'Which project started on site first?', constraints: { type: 'project', where: [], aggregate: 'argmin', field: 'start' } },
  { id: 'works-c07', category: 'comparison', kind: 'boolean', facet: 'units', question: 'Did Derwent Concrete Repairs score higher than Kestrel Scaffolding?', constraints: { entities: ['Derwent Concrete Repairs Ltd', 'Kestrel Scaffolding Ltd'], field: 'rating', winner: 'max' } },
  { id: 'works-c08', category: 'comparison', kind: 'list', facet: 'wide', question: 'Which machine clocked the most hours in Q2?', constraints: { type: 'plant', where: [], aggregate: 'argmax', field: 'hours_q2' } },
  { id: 'works-c09', category: 'comparison', kind: 'list', facet: 'language', question: 'What was the biggest single concrete delivery?', constraints: { type: 'delivery', where: [{ f: 'material_group', op: '=', v: 'Concrete' }], aggregate: 'argmax', field: 'volume' } },
];
