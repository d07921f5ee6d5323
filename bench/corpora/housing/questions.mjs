// Questions of the housing domain (held-out), written by hand, each with its meaning as structured constraints.
// Gold answers are computed by gold.mjs from the generator's source table, never typed.
// Conventions: "more than / over / above / less than / under / before / after" strict, "at least / or more"
// inclusive, "between A and B" exclusive; "houses" = Terraced, Semi-detached and Detached houses (not flats,
// maisonettes or bungalows); "in arrears" / "behind with the rent" = arrears above £0; "open" / "still open" = no
// completion date; "Herefordshire" / "Monmouthshire" = the estate's local authority, "in Wales" / "in England" =
// its country; "this year" = 2025; "empty" = status Void; rents are weekly unless the question says otherwise
// ("a month" = per calendar month, weekly × 52 / 12). `typo` marks a misspelling that is meant.
const Q = (id, category, facet, kind, question, constraints, extra = {}) => ({ id: `housing-${id}`, question, category, facet, kind, constraints, ...extra });
const HOUSES = ['Terraced house', 'Semi-detached house', 'Detached house'];

export const questions = [
  // ------------------------------------------------------------------ lookup (12)
  Q('l01', 'lookup', 'units', 'value', "What's the weekly rent on 4 Pen y Garn Road?", { entity: '4 Pen y Garn Road', field: 'weekly_rent' }),
  Q('l02', 'lookup', 'language', 'value', 'What EPC band is 26 Clos y Deri?', { entity: '26 Clos y Deri', field: 'epc' }),
  Q('l03', 'lookup', 'units', 'value', 'How big is 5 Tudorville Road in square metres?', { entity: '5 Tudorville Road', field: 'floor_area', unit: 'm2' }),
  Q('l04', 'lookup', 'language', 'value', "When did Sioned Rees's tenancy start?", { entity: 'Sioned Rees', field: 'start_date' }),
  Q('l05', 'lookup', 'yaml', 'value', 'How much does Zofia Nowak owe in rent arrears?', { entity: 'Zofia Nowak', field: 'arrears' }),
  Q('l06', 'lookup', 'language', 'value', 'What did repair job R25-0127 cost?', { entity: 'R25-0127', field: 'cost' }),
  Q('l07', 'lookup', 'minutes', 'value', 'how many bedrooms has 3 Cae Newydd got', { entity: '3 Cae Newydd', field: 'bedrooms' }),
  Q('l08', 'lookup', 'units', 'value', "What is Brecon Road Builders' hourly rate?", { entity: 'Brecon Road Builders', field: 'hourly_rate' }),
  Q('l09', 'lookup', 'codes', 'value', 'What was the outcome of gas safety certificate LGSR-25-023?', { entity: 'LGSR-25-023', field: 'result' }),
  Q('l10', 'lookup', 'units', 'value', "What's the rent per calendar month on 43 Fair View?", { entity: '43 Fair View', field: 'monthly_rent' }),
  Q('l11', 'lookup', 'email', 'list', "Who's the tenant at 18 Glan Usk Court?", { type: 'tenant', where: [{ f: 'property', op: '=', v: '18 Glan Usk Court' }] }),
  Q('l12', 'lookup', 'labels', 'boolean', 'Is 39 Clehonger Close void at the moment?', { entity: '39 Clehonger Close', check: [{ f: 'status', op: '=', v: 'Void' }] }),

  // ------------------------------------------------------------------ inverse (13)
  Q('i01', 'inverse', 'link', 'list', 'Which properties are on the Pen y Garn estate?', { type: 'property', where: [{ f: 'estate', op: '=', v: 'Pen y Garn' }] }),
  Q('i02', 'inverse', 'labels', 'list', 'Which propertys are heated by an air source heat pump?', { type: 'property', where: [{ f: 'heating', op: '=', v: 'Air source heat pump' }] }, { typo: 'propertys' }),
  Q('i03', 'inverse', 'language', 'list', 'Which tenants are still on an introductory or starter tenancy?', { type: 'tenant', where: [{ f: 'tenure', op: 'in', v: ['Introductory', 'Starter'] }] }),
  Q('i04', 'inverse', 'repairs', 'list', 'What jobs has Penallt Joinery done for us?', { type: 'repair', where: [{ f: 'contractor', op: '=', v: 'Penallt Joinery' }] }),
  Q('i05', 'inverse', 'repairs', 'list', 'Which repairs are still open?', { type: 'repair', where: [{ f: 'completed', op: '=', v: null }] }),
  Q('i06', 'inverse', 'compliance', 'list', 'Which inspections failed?', { type: 'inspection', where: [{ f: 'result', op: '=', v: 'Fail' }] }),
  Q('i07', 'inverse', 'estates', 'list', 'Which estates does Claire Ashby look after?', { type: 'estate', where: [{ f: 'officer', op: '=', v: 'Claire Ashby' }] }),
  Q('i08', 'inverse', 'labels', 'list', 'Which homes have an EPC rating of E?', { type: 'property', where: [{ f: 'epc', op: '=', v: 'E' }] }),
  Q('i09', 'inverse', 'language', 'list', 'Which contractors are based in Abergavenny?', { type: 'contractor', where: [{ f: 'town', op: '=', v: 'Abergavenny' }] }),
  Q('i10', 'inverse', 'link', 'list', 'Who lives on Glan Usk Park?', { type: 'tenant', where: [{ f: 'property', op: 'ref', where: [{ f: 'estate', op: '=', v: 'Glan Usk Park' }] }] }),
  Q('i11', 'inverse', 'codes', 'list', 'Which repair jobs were logged as emergencies?', { type: 'repair', where: [{ f: 'priority', op: '=', v: 'Emergency' }] }),
  Q('i12', 'inverse', 'labels', 'list', 'Which of our homes are empty right now?', { type: 'property', where: [{ f: 'status', op: '=', v: 'Void' }] }),
  Q('i13', 'inverse', 'link', 'list', "Which repair jobs went to a contractor that isn't on the approved list?", { type: 'repair', where: [{ f: 'contractor', op: 'ref', where: [{ f: 'approved', op: '=', v: false }] }] }),

  // ------------------------------------------------------------------ multi-condition (14)
  Q('m01', 'multi-condition', 'labels', 'list', 'Which three-bedroom houses have gas heating?', { type: 'property', where: [{ f: 'type', op: 'in', v: HOUSES }, { f: 'bedrooms', op: '=', v: 3 }, { f: 'heating', op: '=', v: 'Gas' }] }),
  Q('m02', 'multi-condition', 'units', 'list', 'Which flats are bigger than 600 sq ft?', { type: 'property', where: [{ f: 'type', op: '=', v: 'Flat' }, { f: 'floor_area', op: '>', v: 600, unit: 'sq ft' }] }),
  Q('m03', 'multi-condition', 'link', 'list', 'Which tenants in Wales owe more than £500?', { type: 'tenant', where: [{ f: 'country', op: '=', v: 'Wales' }, { f: 'arrears', op: '>', v: 500 }] }),
  Q('m04', 'multi-condition', 'labels', 'list', 'Which homes built before 1960 have an EPC of D or worse?', { type: 'property', where: [{ f: 'built', op: '<', v: 1960 }, { f: 'epc', op: 'in', v: ['D', 'E', 'F', 'G'] }] }),
  Q('m05', 'multi-condition', 'dates', 'list', 'Which routine jobs took more than four weeks to complete?', { type: 'repair', where: [{ f: 'priority', op: '=', v: 'Routine' }, { f: 'days', op: '>', v: 28 }] }),
  Q('m06', 'multi-condition', 'link', 'list', 'Which urgent repairs in Herefordshire cost over £500?', { type: 'repair', where: [{ f: 'priority', op: '=', v: 'Urgent' }, { f: 'local_authority', op: '=', v: 'Herefordshire' }, { f: 'cost', op: '>', v: 500 }] }),
  Q('m07', 'multi-condition', 'dates', 'list', 'Which tenants have been in their home since before 2010 and owe nothing?', { type: 'tenant', where: [{ f: 'start_date', op: '<', v: '2010-01-01' }, { f: 'arrears', op: '=', v: 0 }] }),
  Q('m08', 'multi-condition', 'dates', 'list', 'Which gas safety checks were carried out in February?', { type: 'inspection', where: [{ f: 'kind', op: '=', v: 'Gas safety' }, { f: 'date', op: 'between_incl', v: ['2025-02-01', '2025-02-28'] }] }),
  Q('m09', 'multi-condition', 'units', 'list', 'Which two-bedroom homes rent for between £100 and £110 a week?', { type: 'property', where: [{ f: 'bedrooms', op: '=', v: 2 }, { f: 'weekly_rent', op: 'between', v: [100, 110] }] }),
  Q('m10', 'multi-condition', 'link', 'list', 'Which households of four or more people live in a three-bed home?', { type: 'tenant', where: [{ f: 'household', op: '>=', v: 4 }, { f: 'property', op: 'ref', where: [{ f: 'bedrooms', op: '=', v: 3 }] }] }),
  Q('m11', 'multi-condition', 'link', 'list', 'Which repair jobs on Bulwark Green were reported before March?', { type: 'repair', where: [{ f: 'estate', op: '=', v: 'Bulwark Green' }, { f: 'reported', op: '<', v: '2025-03-01' }] }),
  Q('m12', 'multi-condition', 'contractors', 'list', 'Which approved contracters charge less than £45 an hour?', { type: 'contractor', where: [{ f: 'approved', op: '=', v: true }, { f: 'hourly_rate', op: '<', v: 45 }] }, { typo: 'contracters' }),
  Q('m13', 'multi-condition', 'labels', 'list', 'Which four-bedroom semi-detached houses are there other than the ones on Maes y Ffynnon?', { type: 'property', where: [{ f: 'type', op: '=', v: 'Semi-detached house' }, { f: 'bedrooms', op: '=', v: 4 }, { f: 'estate', op: '!=', v: 'Maes y Ffynnon' }] }),
  Q('m14', 'multi-condition', 'link', 'boolean', 'Is anyone in England on a starter tenancy behind with the rent?', { type: 'tenant', where: [{ f: 'country', op: '=', v: 'England' }, { f: 'tenure', op: '=', v: 'Starter' }, { f: 'arrears', op: '>', v: 0 }], aggregate: 'exists' }),

  // ------------------------------------------------------------------ aggregate (12)
  Q('a01', 'aggregate', 'wide', 'value', 'What was the total rent collected on Glan Usk Park in 2024?', { entity: 'Glan Usk Park', field: 'rent_2024', tol: 1 }),
  Q('a02', 'aggregate', 'units', 'value', "What's the average weekly rent across our Herefordshire homes?", { type: 'property', where: [{ f: 'local_authority', op: '=', v: 'Herefordshire' }], aggregate: 'mean', field: 'weekly_rent' }),
  Q('a03', 'aggregate', 'repairs', 'value', 'How much have we paid Usk Valley Plumbing & Heating for repairs in total?', { type: 'repair', where: [{ f: 'contractor', op: '=', v: 'Usk Valley Plumbing & Heating Ltd' }], aggregate: 'sum', field: 'cost' }),
  Q('a04', 'aggregate', 'link', 'value', "What's the biggest arrears balance of any tenant on Belmont Rise?", { type: 'tenant', where: [{ f: 'estate', op: '=', v: 'Belmont Rise' }], aggregate: 'max', field: 'arrears' }),
  Q('a05', 'aggregate', 'units', 'value', 'What is the combined floor area of the new Cae Newydd homes in square feet?', { type: 'property', where: [{ f: 'built', op: '=', v: 2025 }], aggregate: 'sum', field: 'floor_area', unit: 'sq ft' }),
  Q('a06', 'aggregate', 'yaml', 'count', 'How many tenents are in arrears?', { type: 'tenant', where: [{ f: 'arrears', op: '>', v: 0 }], aggregate: 'count' }, { typo: 'tenents' }),
  Q('a07', 'aggregate', 'repairs', 'count', 'How many repair jobs did Torfaen Damp Solutions get?', { type: 'repair', where: [{ f: 'contractor', op: '=', v: 'Torfaen Damp Solutions' }], aggregate: 'count' }),
  Q('a08', 'aggregate', 'labels', 'count', 'How many properties have an EPC of C or better?', { type: 'property', where: [{ f: 'epc', op: 'in', v: ['A', 'B', 'C'] }], aggregate: 'count' }),
  Q('a09', 'aggregate', 'superlative', 'list', "What's our most expensive home to rent?", { type: 'property', aggregate: 'argmax', field: 'weekly_rent' }),
  Q('a10', 'aggregate', 'wide', 'list', 'Which estate collected the least rent in December 2024?', { type: 'estate', aggregate: 'argmin', field: 'rent_2024_dec' }),
  Q('a11', 'aggregate', 'repairs', 'list', 'Which three repair jobs cost the most?', { type: 'repair', aggregate: 'argmax', field: 'cost', n: 3 }),
  Q('a12', 'aggregate', 'superlative', 'list', "Who's our longest-standing tenant?", { type: 'tenant', aggregate: 'argmin', field: 'start_date' }),

  // ------------------------------------------------------------------ comparison (9)
  Q('c01', 'comparison', 'units', 'list', 'Which is bigger, 45 Clehonger Close or 11 Coedcae Close?', { entities: ['45 Clehonger Close', '11 Coedcae Close'], field: 'floor_area', winner: 'max' }),
  Q('c02', 'comparison', 'language', 'list', 'Who owes more, Aled Bevan or Wayne Harries?', { entities: ['Aled Bevan', 'Wayne Harries'], field: 'arrears', winner: 'max' }),
  Q('c03', 'comparison', 'minutes', 'boolean', 'Is 3 Cae Newydd dearer to rent than 4 Pen y Garn Road?', { entities: ['3 Cae Newydd', '4 Pen y Garn Road'], field: 'weekly_rent', winner: 'max' }),
  Q('c04', 'comparison', 'dates', 'list', 'Which took longer to finish, R25-0130 or R25-0192?', { entities: ['R25-0130', 'R25-0192'], field: 'days', winner: 'max' }),
  Q('c05', 'comparison', 'units', 'list', 'Who charges more per hour, Brecon Road Builders or Atgyweirio Sir Fynwy Cyf?', { entities: ['Brecon Road Builders', 'Atgyweirio Sir Fynwy Cyf'], field: 'hourly_rate', winner: 'max' }),
  Q('c06', 'comparison', 'wide', 'boolean', 'Did Maes y Ffynnon bring in more rent than Belmont Rise over 2024?', { entities: ['Maes y Ffynnon', 'Belmont Rise'], field: 'rent_2024', winner: 'max' }),
  Q('c07', 'comparison', 'units', 'list', 'Of 20 Belmont Walk, 31 Clehonger Close and 18 Clehonger Close, which has the cheapest rent?', { entities: ['20 Belmont Walk', '31 Clehonger Close', '18 Clehonger Close'], field: 'weekly_rent', winner: 'min' }),
  Q('c08', 'comparison', 'language', 'boolean', 'Was 26 Clos y Deri built earlier than 13 Pen y Garn Road?', { entities: ['26 Clos y Deri', '13 Pen y Garn Road'], field: 'built', winner: 'min' }),
  Q('c09', 'comparison', 'email', 'list', "Whose tenancy began first, Dean Morris's or Owain Thomas's?", { entities: ['Dean Morris', 'Owain Thomas'], field: 'start_date', winner: 'min' }),
];
