// Allotments questions (held-out): written by hand, blind to Quarry's question parser, each with its meaning as
// structured constraints; gold.mjs computes the answers from the generator's source table.
// Conventions: "more than / over / bigger than / heavier than" strict, "less than / under / smaller than" strict,
// "between X and Y (exclusive)" strict on both ends; "vacant" / "empty" = status vacant; "this year" = 2025; "new
// members" = members since 2025; "the French" / "Plouzélec" = the Jardins Familiaux de Plouzélec; "a half plot" =
// the applicant asked for a half plot; "rent" = the plot's annual rent before any concession; "rent received" = the
// amounts in the treasurer's receipts export; water use in m³; "ahead on the waiting list" = a lower position
// number; "been going longer" = opened earlier; "the show" = the Kington Show 2025 (allotment classes).
export const questions = [
  // ------------------------------------------------------------------ lookup (12)
  { id: 'allot-l01', question: "What's the size of plot H4 in square metres?", category: 'lookup', facet: 'units', kind: 'value', constraints: { entity: 'H4', field: 'size' } },
  { id: 'allot-l02', question: 'whats the rent on 7b at lyonshall glebe', category: 'lookup', facet: 'csv', kind: 'value', constraints: { entity: '7b', field: 'rent' } },
  { id: 'allot-l03', question: 'Who has got plot B6?', category: 'lookup', facet: 'html', kind: 'list', constraints: { type: 'holder', where: [{ f: 'plots', op: 'has', v: 'B6' }] } },
  { id: 'allot-l04', question: "What is Zofia Nowak's membership number?", category: 'lookup', facet: 'members', kind: 'value', constraints: { entity: 'Zofia Nowak', field: 'membership_no' } },
  { id: 'allot-l05', question: 'How much water did Railway Gardens use in July, in cubic metres?', category: 'lookup', facet: 'wide', kind: 'value', constraints: { entity: 'Railway Gardens', field: 'water_jul' } },
  { id: 'allot-l06', question: 'When did Josie Marsh apply for a plot?', category: 'lookup', facet: 'email', kind: 'value', constraints: { entity: 'Josie Marsh', field: 'applied' } },
  { id: 'allot-l07', question: "Who came first in the sweet peas at this year's show?", category: 'lookup', facet: 'show', kind: 'value', constraints: { entity: 'Vase of sweet peas', field: 'first' } },
  { id: 'allot-l08', question: 'How many packets of Coco de Paimpol were there at the seed swap?', category: 'lookup', facet: 'language', kind: 'value', constraints: { entity: 'Coco de Paimpol', field: 'packets' } },
  { id: 'allot-l09', question: "How heavy was Dai Prosser's marrow in kilograms?", category: 'lookup', facet: 'units', kind: 'value', constraints: { entity: 'Dai Prosser', field: 'marrow_weight', unit: 'kg' } },
  { id: 'allot-l10', question: 'Which plots does Jenny Gwilliam rent?', category: 'lookup', facet: 'link', kind: 'list', constraints: { entity: 'Jenny Gwilliam', field: 'plots' } },
  { id: 'allot-l11', question: 'How many plots are there at Lyonshall Glebe?', category: 'lookup', facet: 'sites', kind: 'value', constraints: { entity: 'Lyonshall Glebe', field: 'plots' } },
  { id: 'allot-l12', question: 'What number is Ollie Pember on the waiting list?', category: 'lookup', facet: 'email', kind: 'value', constraints: { entity: 'Ollie Pember', field: 'position' } },

  // ------------------------------------------------------------------ inverse (13)
  { id: 'allot-i01', question: 'Which plots are currently vacant?', category: 'inverse', facet: 'status', kind: 'list', constraints: { type: 'plot', where: [{ f: 'status', op: '=', v: 'vacant' }] } },
  { id: 'allot-i02', question: 'Who gets the senior (over-65) concession?', category: 'inverse', facet: 'members', kind: 'list', constraints: { type: 'holder', where: [{ f: 'concession', op: '=', v: 'senior' }] } },
  { id: 'allot-i03', question: 'Which plot holders live in Titley?', category: 'inverse', facet: 'members', kind: 'list', constraints: { type: 'holder', where: [{ f: 'village', op: '=', v: 'Titley' }] } },
  { id: 'allot-i04', question: 'Which varieties did our friends from Plouzélec bring to the seed swap?', category: 'inverse', facet: 'language', kind: 'list', constraints: { type: 'seed', where: [{ f: 'association', op: '=', v: 'Plouzélec' }] } },
  { id: 'allot-i05', question: 'Whos on the waitng list for Headbrook?', category: 'inverse', facet: 'waiting list', kind: 'list', typo: 'waitng', constraints: { type: 'applicant', where: [{ f: 'preferred_site', op: '=', v: 'Headbrook' }] } },
  { id: 'allot-i06', question: "Which plots still owe this year's rent?", category: 'inverse', facet: 'export', kind: 'list', constraints: { type: 'plot', where: [{ f: 'rent_paid', op: '=', v: false }] } },
  { id: 'allot-i07', question: 'Which classes did Tom Meredith win at the Kington Show?', category: 'inverse', facet: 'show', kind: 'list', constraints: { type: 'show_class', where: [{ f: 'first', op: '=', v: 'Tom Meredith' }] } },
  { id: 'allot-i08', question: 'Which of our sites does Kington Town Council own?', category: 'inverse', facet: 'sites', kind: 'list', constraints: { type: 'site', where: [{ f: 'landlord', op: '=', v: 'Kington Town Council' }] } },
  { id: 'allot-i09', question: 'What onion varieties were on offer at the seed swap?', category: 'inverse', facet: 'language', kind: 'list', constraints: { type: 'seed', where: [{ f: 'crop', op: '=', v: 'Onion' }] } },
  { id: 'allot-i10', question: 'Which plots are rented by people who live in Lyonshall?', category: 'inverse', facet: 'link', kind: 'list', constraints: { type: 'plot', where: [{ f: 'holder', op: 'ref', where: [{ f: 'village', op: '=', v: 'Lyonshall' }] }] } },
  { id: 'allot-i11', question: 'Which sites have no toilet at all?', category: 'inverse', facet: 'sites', kind: 'list', constraints: { type: 'site', where: [{ f: 'toilet', op: '=', v: 'none' }] } },
  { id: 'allot-i12', question: 'Which plots does member KDAS0251 have?', category: 'inverse', facet: 'link', kind: 'list', constraints: { type: 'plot', where: [{ f: 'holder', op: 'ref', where: [{ f: 'membership_no', op: '=', v: 'KDAS-0251' }] }] } },
  { id: 'allot-i13', question: "Who's the site rep where Zofia Nowak has her plot?", category: 'inverse', facet: 'link', kind: 'list', constraints: { type: 'holder', where: [{ f: 'rep_of', op: 'ref', where: [{ f: 'holders', op: 'has', v: 'Zofia Nowak' }] }] } },

  // ------------------------------------------------------------------ multi-condition (14)
  { id: 'allot-m01', question: 'Which Mill Street plots are bigger than 2,500 sq ft?', category: 'multi-condition', facet: 'units', kind: 'list', constraints: { type: 'plot', where: [{ f: 'site', op: '=', v: 'Mill Street' }, { f: 'size', op: '>', v: 2500, unit: 'sq ft' }] } },
  { id: 'allot-m02', question: 'Which vacant plots come with a shed?', category: 'multi-condition', facet: 'status', kind: 'list', constraints: { type: 'plot', where: [{ f: 'status', op: '=', v: 'vacant' }, { f: 'shed', op: '=', v: true }] } },
  { id: 'allot-m03', question: 'Which let plots at Headbrook only have a water butt?', category: 'multi-condition', facet: 'label sets', kind: 'list', constraints: { type: 'plot', where: [{ f: 'site', op: '=', v: 'Headbrook' }, { f: 'status', op: '=', v: 'let' }, { f: 'water', op: '=', v: 'water butt' }] } },
  { id: 'allot-m04', question: 'Which members on the senior concession have a plot at Mill Street?', category: 'multi-condition', facet: 'link', kind: 'list', constraints: { type: 'holder', where: [{ f: 'concession', op: '=', v: 'senior' }, { f: 'sites', op: 'has', v: 'Mill Street' }] } },
  { id: 'allot-m05', question: 'Which plots smaller than 150 square metres have a tap?', category: 'multi-condition', facet: 'units', kind: 'list', constraints: { type: 'plot', where: [{ f: 'size', op: '<', v: 150 }, { f: 'water', op: '=', v: 'tap' }] } },
  { id: 'allot-m06', question: "Who's waiting for a half plot at Mill Street?", category: 'multi-condition', facet: 'waiting list', kind: 'list', constraints: { type: 'applicant', where: [{ f: 'preferred_site', op: '=', v: 'Mill Street' }, { f: 'plot_size_wanted', op: '=', v: 'half' }] } },
  { id: 'allot-m07', question: 'Which Bradnor View plot holders have been members since before 2005?', category: 'multi-condition', facet: 'link', kind: 'list', constraints: { type: 'holder', where: [{ f: 'sites', op: 'has', v: 'Bradnor View' }, { f: 'since', op: '<', v: 2005 }] } },
  { id: 'allot-m08', question: 'Which organic seeds came from the Kington side rather than the French?', category: 'multi-condition', facet: 'language', kind: 'list', constraints: { type: 'seed', where: [{ f: 'association', op: '=', v: 'KDAS' }, { f: 'organic', op: '=', v: true }] } },
  { id: 'allot-m09', question: 'Which Headbrook plot holders grew a marrow of more than two stone?', category: 'multi-condition', facet: 'units', kind: 'list', constraints: { type: 'holder', where: [{ f: 'sites', op: 'has', v: 'Headbrook' }, { f: 'marrow_weight', op: '>', v: 2, unit: 'st' }] } },
  { id: 'allot-m10', question: 'Which sites on mains water used more than 60 m³ over the 2025 season?', category: 'multi-condition', facet: 'wide', kind: 'list', constraints: { type: 'site', where: [{ f: 'water_supply', op: '=', v: 'Mains taps' }, { f: 'water_2025', op: '>', v: 60 }] } },
  { id: 'allot-m11', question: 'How many let plots at Bradnor View have no shed?', category: 'multi-condition', facet: 'html', kind: 'count', constraints: { type: 'plot', where: [{ f: 'site', op: '=', v: 'Bradnor View' }, { f: 'status', op: '=', v: 'let' }, { f: 'shed', op: '=', v: false }], aggregate: 'count' } },
  { id: 'allot-m12', question: 'Is there a vacant plot at Railway Gardens with a tap?', category: 'multi-condition', facet: 'prose', kind: 'boolean', constraints: { type: 'plot', where: [{ f: 'site', op: '=', v: 'Railway Gardens' }, { f: 'status', op: '=', v: 'vacant' }, { f: 'water', op: '=', v: 'tap' }], aggregate: 'exists' } },
  { id: 'allot-m13', question: 'Apart from Barry Lewis, who has a plot at Railway Gardens?', category: 'multi-condition', facet: 'prose', kind: 'list', constraints: { type: 'holder', where: [{ f: 'sites', op: 'has', v: 'Railway Gardens' }, { f: 'name', op: '!=', v: 'Barry Lewis' }] } },
  { id: 'allot-m14', question: 'Which Mill Street plots rent for between £30 and £50 a year (exclusive)?', category: 'multi-condition', facet: 'money', kind: 'list', constraints: { type: 'plot', where: [{ f: 'site', op: '=', v: 'Mill Street' }, { f: 'rent', op: 'between', v: [30, 50] }] } },

  // ------------------------------------------------------------------ aggregate (12)
  { id: 'allot-a01', question: 'How many new members have joined in 2025?', category: 'aggregate', facet: 'members', kind: 'count', constraints: { type: 'holder', where: [{ f: 'since', op: '=', v: 2025 }], aggregate: 'count' } },
  { id: 'allot-a02', question: 'how many people on the waiting list want a full plot', category: 'aggregate', facet: 'waiting list', kind: 'count', constraints: { type: 'applicant', where: [{ f: 'plot_size_wanted', op: '=', v: 'full' }], aggregate: 'count' } },
  { id: 'allot-a03', question: 'How much rent has the treasurer received so far for 2025-26?', category: 'aggregate', facet: 'export', kind: 'value', constraints: { type: 'plot', where: [{ f: 'rent_paid', op: '=', v: true }], aggregate: 'sum', field: 'amount_paid' } },
  { id: 'allot-a04', question: 'What is the average plot size at Headbrook in m²?', category: 'aggregate', facet: 'units', kind: 'value', constraints: { type: 'plot', where: [{ f: 'site', op: '=', v: 'Headbrook' }], aggregate: 'mean', field: 'size' } },
  { id: 'allot-a05', question: 'What was the total water use across all the metered sites in July?', category: 'aggregate', facet: 'wide', kind: 'value', constraints: { type: 'site', where: [], aggregate: 'sum', field: 'water_jul' } },
  { id: 'allot-a06', question: 'How heavy was the biggest marrow at the show, in pounds?', category: 'aggregate', facet: 'units', kind: 'value', constraints: { type: 'holder', where: [], aggregate: 'max', field: 'marrow_weight', unit: 'lb' } },
  { id: 'allot-a07', question: 'How many packets of seed did the Plouzélec gardeners bring altogether?', category: 'aggregate', facet: 'language', kind: 'value', constraints: { type: 'seed', where: [{ f: 'association', op: '=', v: 'Plouzélec' }], aggregate: 'sum', field: 'packets' } },
  { id: 'allot-a08', question: 'Which site was the thirstiest in August?', category: 'aggregate', facet: 'wide', kind: 'list', constraints: { type: 'site', where: [], aggregate: 'argmax', field: 'water_aug' } },
  { id: 'allot-a09', question: 'Who won the most clases at the show?', category: 'aggregate', facet: 'show', kind: 'list', typo: 'clases', constraints: { type: 'holder', where: [], aggregate: 'argmax', field: 'firsts' } },
  { id: 'allot-a10', question: 'Which is the smallest plot the society has?', category: 'aggregate', facet: 'superlative', kind: 'list', constraints: { type: 'plot', where: [], aggregate: 'argmin', field: 'size' } },
  { id: 'allot-a11', question: 'Who are our three longest-standing members?', category: 'aggregate', facet: 'superlative', kind: 'list', constraints: { type: 'holder', where: [], aggregate: 'argmin', field: 'since', n: 3 } },
  { id: 'allot-a12', question: 'Who has been waiting longest for a plot?', category: 'aggregate', facet: 'waiting list', kind: 'list', constraints: { type: 'applicant', where: [], aggregate: 'argmin', field: 'applied' } },

  // ------------------------------------------------------------------ comparison (9)
  { id: 'allot-c01', question: 'Which is bigger, A6 or H1?', category: 'comparison', facet: 'units', kind: 'list', constraints: { entities: ['A6', 'H1'], field: 'size', winner: 'max' } },
  { id: 'allot-c02', question: "Whose marrow was heavier, Barry Lewis's or Keith Vaughan's?", category: 'comparison', facet: 'units', kind: 'list', constraints: { entities: ['Barry Lewis', 'Keith Vaughan'], field: 'marrow_weight', winner: 'max' } },
  { id: 'allot-c03', question: 'Did Mill Street or Headbrook use more water in June?', category: 'comparison', facet: 'wide', kind: 'list', constraints: { entities: ['Mill Street', 'Headbrook'], field: 'water_jun', winner: 'max' } },
  { id: 'allot-c04', question: 'Which is cheaper to rent, B10 or R5?', category: 'comparison', facet: 'money', kind: 'list', constraints: { entities: ['B10', 'R5'], field: 'rent', winner: 'min' } },
  { id: 'allot-c05', question: 'Which site has been going longer, Headbrook or Bradnor View?', category: 'comparison', facet: 'sites', kind: 'list', constraints: { entities: ['Headbrook', 'Bradnor View'], field: 'opened', winner: 'min' } },
  { id: 'allot-c06', question: 'Is plot R1 bigger than A10?', category: 'comparison', facet: 'prose', kind: 'boolean', constraints: { entities: ['R1', 'A10'], field: 'size', winner: 'max' } },
  { id: 'allot-c07', question: 'Has Gwen Powell been a member longer than Dai Prosser?', category: 'comparison', facet: 'members', kind: 'boolean', constraints: { entities: ['Gwen Powell', 'Dai Prosser'], field: 'since', winner: 'min' } },
  { id: 'allot-c08', question: 'Were there more entries in the jam class than in the sweet peas?', category: 'comparison', facet: 'show', kind: 'boolean', constraints: { entities: ['Jar of soft-fruit jam', 'Vase of sweet peas'], field: 'entries', winner: 'max' } },
  { id: 'allot-c09', question: 'Is Ben Corbett ahead of Tegan Jarvis on the waiting list?', category: 'comparison', facet: 'waiting list', kind: 'boolean', constraints: { entities: ['Ben Corbett', 'Tegan Jarvis'], field: 'position', winner: 'min' } },
];
