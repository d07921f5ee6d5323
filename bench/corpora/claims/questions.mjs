// Questions of the claims domain (held-out), written by hand and blind to Quarry's question parser, each with its
// meaning as structured constraints over source.csv (see gold-engine.mjs); gold.mjs computes the answers.
// Conventions: "more than / over / above" strict, "at least / or more" inclusive; "open" = the status open (a claim
// in litigation has its own status); money in the claim's or policy's currency (EUR for Irish clients, GBP for
// Scottish ones), never converted, so questions on amounts name a currency; "Irish" / "Scottish" claims = the
// client's country; "commercial" policies = Commercial combined and Shop; "two weeks" = 14 days; reserves are held
// in full units (the sheet gives 000s); "this year" = 2025.
export const questions = [
  // ------------------------------------------------------------------ lookup (12)
  {
    id: 'claims-l01', category: 'lookup', facet: 'insurer-export', kind: 'value',
    question: 'How much was claimed on CLM-24-0211?',
    constraints: { entity: 'CLM-24-0211', field: 'claimed' },
  },
  {
    id: 'claims-l02', category: 'lookup', facet: 'insurer-export', kind: 'value',
    question: "What's the status of claim CLM-24-0145?",
    constraints: { entity: 'CLM-24-0145', field: 'status' },
  },
  {
    id: 'claims-l03', category: 'lookup', facet: 'email', kind: 'value',
    question: 'Who is the loss adjuster on CLM-25-0036?',
    constraints: { entity: 'CLM-25-0036', field: 'adjuster' },
  },
  {
    id: 'claims-l04', category: 'lookup', facet: 'prose', kind: 'value',
    question: 'When did the fire on claim CLM-24-0180 happen?',
    constraints: { entity: 'CLM-24-0180', field: 'date_of_loss' },
  },
  {
    id: 'claims-l05', category: 'lookup', facet: 'prose', kind: 'value',
    question: 'How much did Forth Valley end up paying on the Cairngorm Lodges fire claim?',
    constraints: { entity: 'CLM-24-0180', field: 'paid' },
  },
  {
    id: 'claims-l06', category: 'lookup', facet: 'initials', kind: 'value',
    question: 'Who handled CLM-24-0128?',
    constraints: { entity: 'CLM-24-0128', field: 'handler' },
  },
  {
    id: 'claims-l07', category: 'lookup', facet: 'units', kind: 'value',
    question: "What is the sum insured on Kelvin Dental Practice's policy?",
    constraints: { entity: 'CAL-CC-864399', field: 'sum_insured' },
  },
  {
    id: 'claims-l08', category: 'lookup', facet: 'units', kind: 'value',
    question: 'How many days does Shannon Underwriting take to pay a claim once it is agreed?',
    constraints: { entity: 'Shannon Underwriting Ltd', field: 'payment_days' },
  },
  {
    id: 'claims-l09', category: 'lookup', facet: 'wide', kind: 'value',
    question: 'What reserve was held on CLM-24-0182 at the end of September 2024?',
    constraints: { entity: 'CLM-24-0182', field: 'reserve_2024_q3' },
  },
  {
    id: 'claims-l10', category: 'lookup', facet: 'policies', kind: 'list',
    question: 'What policies does Seán Gallagher have with us?',
    constraints: { entity: 'Seán Gallagher', field: 'policies' },
  },
  {
    id: 'claims-l11', category: 'lookup', facet: 'link', kind: 'list',
    question: 'What has Kelvin Dental Practice claimed for?',
    constraints: { entity: 'Kelvin Dental Practice', field: 'perils' },
  },
  {
    id: 'claims-l12', category: 'lookup', facet: 'nested-json', kind: 'boolean',
    question: 'Was CLM-24-0155 declined?',
    constraints: { entity: 'CLM-24-0155', check: [{ f: 'status', op: '=', v: 'declined' }] },
  },

  // ------------------------------------------------------------------ inverse (13)
  {
    id: 'claims-i01', category: 'inverse', facet: 'status', kind: 'list',
    question: 'Which claims are in litigation?',
    constraints: { type: 'claim', where: [{ f: 'status', op: '=', v: 'in litigation' }] },
  },
  {
    id: 'claims-i02', category: 'inverse', facet: 'status', kind: 'list',
    question: 'Which claims did the insurers decline?',
    constraints: { type: 'claim', where: [{ f: 'status', op: '=', v: 'declined' }] },
  },
  {
    id: 'claims-i03', category: 'inverse', facet: 'handler', kind: 'list',
    question: 'List all the claims handled by Isla Murray.',
    constraints: { type: 'claim', where: [{ f: 'handler', op: '=', v: 'Isla Murray' }] },
  },
  {
    id: 'claims-i04', category: 'inverse', facet: 'adjuster', kind: 'list', typo: 'apointed',
    question: 'Which claims has Maeve Lowry been apointed to as adjuster?',
    constraints: { type: 'claim', where: [{ f: 'adjuster', op: '=', v: 'Maeve Lowry' }] },
  },
  {
    id: 'claims-i05', category: 'inverse', facet: 'peril', kind: 'list',
    question: 'Which claims were for storm damage?',
    constraints: { type: 'claim', where: [{ f: 'peril', op: '=', v: 'storm' }] },
  },
  {
    id: 'claims-i06', category: 'inverse', facet: 'dates', kind: 'list',
    question: 'Which claims are for losses on 24 January 2025, the day of Storm Éowyn?',
    constraints: { type: 'claim', where: [{ f: 'date_of_loss', op: '=', v: '2025-01-24' }] },
  },
  {
    id: 'claims-i07', category: 'inverse', facet: 'policies', kind: 'list',
    question: 'Which policies are placed with Atlantic Mutual?',
    constraints: { type: 'policy', where: [{ f: 'insurer', op: '=', v: 'Atlantic Mutual Insurance DAC' }] },
  },
  {
    id: 'claims-i08', category: 'inverse', facet: 'clients', kind: 'list',
    question: 'Which of our clients are in County Mayo?',
    constraints: { type: 'client', where: [{ f: 'area', op: '=', v: 'Co. Mayo' }] },
  },
  {
    id: 'claims-i09', category: 'inverse', facet: 'status', kind: 'list',
    question: 'withdrawn claims list',
    constraints: { type: 'claim', where: [{ f: 'status', op: '=', v: 'withdrawn' }] },
  },
  {
    id: 'claims-i10', category: 'inverse', facet: 'names', kind: 'list',
    question: "Show me Mary Kilbane's claims.",
    constraints: { type: 'claim', where: [{ f: 'client', op: '=', v: 'Mary Kilbane' }] },
  },
  {
    id: 'claims-i11', category: 'inverse', facet: 'insurers', kind: 'list',
    question: 'Which of our insurers are Scottish?',
    constraints: { type: 'insurer', where: [{ f: 'country', op: '=', v: 'Scotland' }] },
  },
  {
    id: 'claims-i12', category: 'inverse', facet: 'dates', kind: 'list',
    question: 'Which policies come up for renewal in October 2025?',
    constraints: { type: 'policy', where: [{ f: 'renewal', op: 'between_incl', v: ['2025-10-01', '2025-10-31'] }] },
  },
  {
    id: 'claims-i13', category: 'inverse', facet: 'peril', kind: 'list',
    question: 'Which claims are escape of water (burst pipes, leaks)?',
    constraints: { type: 'claim', where: [{ f: 'peril', op: '=', v: 'escape of water' }] },
  },

  // ------------------------------------------------------------------ multi-condition (14)
  {
    id: 'claims-m01', category: 'multi-condition', facet: 'insurer-export', kind: 'list',
    question: 'Which Caledonian claims have the status open?',
    constraints: { type: 'claim', where: [{ f: 'insurer', op: '=', v: 'Caledonian Assurance Ltd' }, { f: 'status', op: '=', v: 'open' }] },
  },
  {
    id: 'claims-m02', category: 'multi-condition', facet: 'money', kind: 'list',
    question: 'Which settled claims paid out more than €15,000?',
    constraints: { type: 'claim', where: [{ f: 'currency', op: '=', v: 'EUR' }, { f: 'status', op: '=', v: 'settled' }, { f: 'paid', op: '>', v: 15000 }] },
  },
  {
    id: 'claims-m03', category: 'multi-condition', facet: 'units', kind: 'list',
    question: 'Which Scottish claims are for more than £20k?',
    constraints: { type: 'claim', where: [{ f: 'currency', op: '=', v: 'GBP' }, { f: 'claimed', op: '>', v: 20000 }] },
  },
  {
    id: 'claims-m04', category: 'multi-condition', facet: 'handler', kind: 'list',
    question: "Which of Aoife Brennan's claims are still open (not counting litigation)?",
    constraints: { type: 'claim', where: [{ f: 'handler', op: '=', v: 'Aoife Brennan' }, { f: 'status', op: '=', v: 'open' }] },
  },
  {
    id: 'claims-m05', category: 'multi-condition', facet: 'dates', kind: 'list',
    question: 'Which escape of water claims were settled this year?',
    constraints: { type: 'claim', where: [{ f: 'peril', op: '=', v: 'escape of water' }, { f: 'status', op: '=', v: 'settled' }, { f: 'closed', op: '>=', v: '2025-01-01' }] },
  },
  {
    id: 'claims-m06', category: 'multi-condition', facet: 'units', kind: 'list',
    question: 'Which claims were reported more than two weeks after the loss?',
    constraints: { type: 'claim', where: [{ f: 'days_to_report', op: '>', v: 14 }] },
  },
  {
    id: 'claims-m07', category: 'multi-condition', facet: 'link', kind: 'list',
    question: 'Which motor claims have been settled?',
    constraints: { type: 'claim', where: [{ f: 'policy_type', op: '=', v: 'Motor' }, { f: 'status', op: '=', v: 'settled' }] },
  },
  {
    id: 'claims-m08', category: 'multi-condition', facet: 'link', kind: 'list',
    question: 'Which business clients have a claim in litigation?',
    constraints: { type: 'client', where: [{ f: 'client_type', op: '=', v: 'Business' }, { f: 'claim_statuses', op: 'has', v: 'in litigation' }] },
  },
  {
    id: 'claims-m09', category: 'multi-condition', facet: 'money', kind: 'list',
    question: 'Which fire claims in Scotland were for over £100,000?',
    constraints: { type: 'claim', where: [{ f: 'peril', op: '=', v: 'fire' }, { f: 'currency', op: '=', v: 'GBP' }, { f: 'claimed', op: '>', v: 100000 }] },
  },
  {
    id: 'claims-m10', category: 'multi-condition', facet: 'office', kind: 'list',
    question: 'Which claims handled in the Galway office were declined or withdrawn?',
    constraints: { type: 'claim', where: [{ f: 'office', op: '=', v: 'Galway' }, { f: 'status', op: 'in', v: ['declined', 'withdrawn'] }] },
  },
  {
    id: 'claims-m11', category: 'multi-condition', facet: 'wide', kind: 'list',
    question: 'Which euro claims still carried a reserve of more than €40k at the end of June 2025?',
    constraints: { type: 'claim', where: [{ f: 'currency', op: '=', v: 'EUR' }, { f: 'reserve_2025_q2', op: '>', v: 40000 }] },
  },
  {
    id: 'claims-m12', category: 'multi-condition', facet: 'link', kind: 'list',
    question: 'Which Irish business clients have claimed for theft?',
    constraints: { type: 'client', where: [{ f: 'country', op: '=', v: 'Ireland' }, { f: 'client_type', op: '=', v: 'Business' }, { f: 'perils', op: 'has', v: 'theft' }] },
  },
  {
    id: 'claims-m13', category: 'multi-condition', facet: 'money', kind: 'boolean',
    question: 'Do we have any open claim with Shannon Underwriting for more than €20,000?',
    constraints: { type: 'claim', where: [{ f: 'insurer', op: '=', v: 'Shannon Underwriting Ltd' }, { f: 'status', op: '=', v: 'open' }, { f: 'claimed', op: '>', v: 20000 }], aggregate: 'exists' },
  },
  {
    id: 'claims-m14', category: 'multi-condition', facet: 'names', kind: 'boolean',
    question: 'Has Agnes Lindsay ever had a claim declined?',
    constraints: { type: 'claim', where: [{ f: 'client', op: '=', v: 'Agnes Lindsay' }, { f: 'status', op: '=', v: 'declined' }], aggregate: 'exists' },
  },

  // ------------------------------------------------------------------ aggregate (12)
  {
    id: 'claims-a01', category: 'aggregate', facet: 'status', kind: 'count',
    question: 'How many claims are open right now, leaving out the ones in litigation?',
    constraints: { type: 'claim', where: [{ f: 'status', op: '=', v: 'open' }], aggregate: 'count' },
  },
  {
    id: 'claims-a02', category: 'aggregate', facet: 'money', kind: 'value',
    question: 'What is the total paid out so far on our Irish claims, in euro?',
    constraints: { type: 'claim', where: [{ f: 'currency', op: '=', v: 'EUR' }], aggregate: 'sum', field: 'paid' },
  },
  {
    id: 'claims-a03', category: 'aggregate', facet: 'money', kind: 'value',
    question: 'How much has been claimed in total for escape of water in Scotland?',
    constraints: { type: 'claim', where: [{ f: 'currency', op: '=', v: 'GBP' }, { f: 'peril', op: '=', v: 'escape of water' }], aggregate: 'sum', field: 'claimed' },
  },
  {
    id: 'claims-a04', category: 'aggregate', facet: 'policies', kind: 'value',
    question: "What's the average annual premium on our Irish motor policies?",
    constraints: { type: 'policy', where: [{ f: 'currency', op: '=', v: 'EUR' }, { f: 'policy_type', op: '=', v: 'Motor' }], aggregate: 'mean', field: 'premium' },
  },
  {
    id: 'claims-a05', category: 'aggregate', facet: 'handler', kind: 'count',
    question: 'How many claims has Niamh Walsh handled?',
    constraints: { type: 'claim', where: [{ f: 'handler', op: '=', v: 'Niamh Walsh' }], aggregate: 'count' },
  },
  {
    id: 'claims-a06', category: 'aggregate', facet: 'dates', kind: 'count',
    question: 'How many claims were reported during 2024?',
    constraints: { type: 'claim', where: [{ f: 'date_reported', op: 'between_incl', v: ['2024-01-01', '2024-12-31'] }], aggregate: 'count' },
  },
  {
    id: 'claims-a07', category: 'aggregate', facet: 'wide', kind: 'value',
    question: 'How much did Forth Valley pay in claim settlements in 2024?',
    constraints: { type: 'claim', where: [{ f: 'insurer', op: '=', v: 'Forth Valley Insurance Ltd' }, { f: 'status', op: '=', v: 'settled' }, { f: 'closed', op: 'between_incl', v: ['2024-01-01', '2024-12-31'] }], aggregate: 'sum', field: 'paid' },
  },
  {
    id: 'claims-a08', category: 'aggregate', facet: 'units', kind: 'value',
    question: 'What is the combined sum insured of the commercial policies for our Scottish clients?',
    constraints: { type: 'policy', where: [{ f: 'currency', op: '=', v: 'GBP' }, { f: 'policy_type', op: 'in', v: ['Commercial combined', 'Shop'] }], aggregate: 'sum', field: 'sum_insured' },
  },
  {
    id: 'claims-a09', category: 'aggregate', facet: 'wide', kind: 'value',
    question: 'What was the total outstanding reserve on euro claims at the end of March 2025?',
    constraints: { type: 'claim', where: [{ f: 'currency', op: '=', v: 'EUR' }], aggregate: 'sum', field: 'reserve_2025_q1' },
  },
  {
    id: 'claims-a10', category: 'aggregate', facet: 'names', kind: 'list',
    question: 'Which clients have made three or more claims?',
    constraints: { type: 'client', where: [{ f: 'n_claims', op: '>=', v: 3 }] },
  },
  {
    id: 'claims-a11', category: 'aggregate', facet: 'superlative', kind: 'list',
    question: 'Which Galway handler has the most open claims?',
    constraints: { type: 'handler', where: [{ f: 'office', op: '=', v: 'Galway' }], aggregate: 'argmax', field: 'open_claims' },
  },
  {
    id: 'claims-a12', category: 'aggregate', facet: 'superlative', kind: 'list',
    question: 'Which loss adjuster has been appointed on the most claims?',
    constraints: { type: 'adjuster', aggregate: 'argmax', field: 'n_claims' },
  },

  // ------------------------------------------------------------------ comparison (9)
  {
    id: 'claims-c01', category: 'comparison', facet: 'prose', kind: 'list',
    question: 'Which was the bigger claim: the Leith Bakehouse fire (CLM-24-0171) or the Cairngorm Lodges fire (CLM-24-0180)?',
    constraints: { entities: ['CLM-24-0171', 'CLM-24-0180'], field: 'claimed', winner: 'max' },
  },
  {
    id: 'claims-c02', category: 'comparison', facet: 'units', kind: 'boolean',
    question: 'Does Caledonian pay agreed claims faster than Northern Lights?',
    constraints: { entities: ['Caledonian Assurance Ltd', 'Northern Lights General Ltd'], field: 'payment_days', winner: 'min' },
  },
  {
    id: 'claims-c03', category: 'comparison', facet: 'units', kind: 'list',
    question: 'Which insurer takes the longest to pay out once a claim is agreed?',
    constraints: { type: 'insurer', aggregate: 'argmax', field: 'payment_days' },
  },
  {
    id: 'claims-c04', category: 'comparison', facet: 'superlative', kind: 'list',
    question: 'Which claim had the largest payout in euro?',
    constraints: { type: 'claim', where: [{ f: 'currency', op: '=', v: 'EUR' }], aggregate: 'argmax', field: 'paid' },
  },
  {
    id: 'claims-c05', category: 'comparison', facet: 'adjuster', kind: 'list',
    question: 'Who has been a loss adjuster for longer, Gordon Baird or Declan Keane?',
    constraints: { entities: ['Gordon Baird', 'Declan Keane'], field: 'adjusting_since', winner: 'min' },
  },
  {
    id: 'claims-c06', category: 'comparison', facet: 'handler', kind: 'list',
    question: 'Who is the newest member of the claims team?',
    constraints: { type: 'handler', aggregate: 'argmax', field: 'joined' },
  },
  {
    id: 'claims-c07', category: 'comparison', facet: 'superlative', kind: 'list',
    question: 'What are the three biggest Scottish claims that are still open or in litigation?',
    constraints: { type: 'claim', where: [{ f: 'currency', op: '=', v: 'GBP' }, { f: 'status', op: 'in', v: ['open', 'in litigation'] }], aggregate: 'argmax', field: 'claimed', n: 3 },
  },
  {
    id: 'claims-c08', category: 'comparison', facet: 'policies', kind: 'boolean',
    question: "Is Mary Kilbane's home insurance premium higher than her car insurance premium?",
    constraints: { entities: ['HGP/HH/393315', 'AMI-MV-679742'], field: 'premium', winner: 'max' },
  },
  {
    id: 'claims-c09', category: 'comparison', facet: 'insurers', kind: 'list',
    question: 'Which Irish insurer gives us the lowest delegated authority limit?',
    constraints: { type: 'insurer', where: [{ f: 'country', op: '=', v: 'Ireland' }], aggregate: 'argmin', field: 'delegated_authority' },
  },
];
