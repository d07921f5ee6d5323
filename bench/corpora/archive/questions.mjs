// Questions of the archive domain (held-out), written blind to Quarry's question parser, with their structured
// meaning (constraints) next to the wording; gold.mjs computes the answers from the source table.
// Conventions:
// * "over / more than / wider than / before / after" are strict; "or worse", "3 or 4", "or later" inclusive;
//   "between A and B" exclusive.
// * "open" = access status Open (restricted and closed collections are not open); "closed" = access status Closed.
// * A conservation grade is worse when its number is higher (1 good … 4 produced under supervision only), as the
//   search-room rules say.
// * "the 18th century" = years 1700-1799 (no item is dated 1700 or 1800).
// * "items we hold" / "listed" = the items catalogued anywhere in the folder.
// * "requests" = reading-room request slips (the production log, the supervisor's day sheet, the advance orders).
// * Readers are named without their titles (Dr, Mrs …); depositors by their name as the depositor list gives it.
// * A job is finished when the register says Complete, the report says finished, or the invoice says completed.

const Q = (id, category, facet, kind, question, constraints, extra = {}) => ({ id, question, category, facet, kind, constraints, ...extra });

export const questions = [
  // ------------------------------------------------------------------ lookup (12)
  Q('archive-l01', 'lookup', 'units', 'value', "What's the extent of BRO/D/45 in feet?", { entity: 'BRO/D/45', field: 'extent', unit: 'ft' }),
  Q('archive-l02', 'lookup', 'json', 'value', 'Who deposited BRO/D/155?', { entity: 'BRO/D/155', field: 'depositor' }),
  Q('archive-l03', 'lookup', 'email', 'value', 'When did the reader with ticket R-2236 register?', { entity: 'Jean-Luc Morel', field: 'registered' }),
  Q('archive-l04', 'lookup', 'prose', 'value', 'How many hours went into conservation job CJ-25-012?', { entity: 'CJ-25-012', field: 'hours' }),
  Q('archive-l05', 'lookup', 'units', 'value', 'How wide is the Cavers estate plan, BRO/D/110/6/2, in centimetres?', { entity: 'BRO/D/110/6/2', field: 'width', unit: 'cm' }),
  Q('archive-l06', 'lookup', 'language', 'value', 'what condtion is BRO/D/118/1/2 in', { entity: 'BRO/D/118/1/2', field: 'condition' }, { typo: 'condtion' }),
  Q('archive-l07', 'lookup', 'prose', 'value', 'What is the access status of the Tweedvale Mills records?', { entity: 'BRO/D/193', field: 'access' }),
  Q('archive-l08', 'lookup', 'wide', 'value', 'How many house-history visits did the reading room have in July 2024?', { entity: 'House history', field: 'visits_2024_jul' }),
  Q('archive-l09', 'lookup', 'invoice', 'value', 'How much did Brodie Paper Conservation charge for CJ-25-015?', { entity: 'CJ-25-015', field: 'cost' }),
  Q('archive-l10', 'lookup', 'link', 'list', 'What documents has Dr Morel asked to see?', { entity: 'Jean-Luc Morel', field: 'items' }),
  Q('archive-l11', 'lookup', 'link', 'list', 'Which collections did we buy from Grant & Lennox?', { entity: 'Grant & Lennox Auctioneers', field: 'collections' }),
  Q('archive-l12', 'lookup', 'access', 'boolean', 'Is the Eyemouth Disaster Relief Fund collection open to readers?', { entity: 'BRO/D/181', check: [{ f: 'access', op: '=', v: 'Open' }] }),

  // ------------------------------------------------------------------ inverse (13)
  Q('archive-i01', 'inverse', 'link', 'list', 'Which collections were deposited by Scottish Borders Council?', { type: 'collection', where: [{ f: 'depositor', op: '=', v: 'Scottish Borders Council' }] }),
  Q('archive-i02', 'inverse', 'readers', 'list', 'Which of our readers live in Hawick?', { type: 'reader', where: [{ f: 'town', op: '=', v: 'Hawick' }] }),
  Q('archive-i03', 'inverse', 'units', 'list', 'List the maps and plans.', { type: 'item', where: [{ f: 'format', op: '=', v: 'map' }] }),
  Q('archive-i04', 'inverse', 'access', 'list', 'Which collections are closed to the public?', { type: 'collection', where: [{ f: 'access', op: '=', v: 'Closed' }] }),
  Q('archive-i05', 'inverse', 'depositors', 'list', 'Which depositers gave us their records as an outright gift?', { type: 'depositor', where: [{ f: 'deposit_type', op: '=', v: 'gift' }] }, { typo: 'depositers' }),
  Q('archive-i06', 'inverse', 'conservation', 'list', 'Which items has Malcolm Reid worked on?', { type: 'item', where: [{ f: 'conservators', op: 'has', v: 'Malcolm Reid' }] }),
  Q('archive-i07', 'inverse', 'link', 'list', 'Who has asked to see anything from the Harden papers (BRO/D/12)?', { type: 'reader', where: [{ f: 'collections', op: 'has', v: 'BRO/D/12' }] }),
  Q('archive-i08', 'inverse', 'catalogue', 'list', 'Which collections are photographic collections?', { type: 'collection', where: [{ f: 'category', op: '=', v: 'Photographs' }] }),
  Q('archive-i09', 'inverse', 'condition', 'list', 'Which items are fragile?', { type: 'item', where: [{ f: 'condition', op: '=', v: 'Fragile' }] }),
  Q('archive-i10', 'inverse', 'catalogue', 'list', "What's kept in Strongroom 3?", { type: 'collection', where: [{ f: 'strongroom', op: '=', v: 3 }] }),
  Q('archive-i11', 'inverse', 'readers', 'list', 'Which readers are doing academic research?', { type: 'reader', where: [{ f: 'interest', op: '=', v: 'Academic research' }] }),
  Q('archive-i12', 'inverse', 'conservation', 'list', 'Which conservation jobs are still not finished?', { type: 'job', where: [{ f: 'completed', op: '=', v: false }] }),
  Q('archive-i13', 'inverse', 'link', 'list', 'Which collections came to us from landed estates?', { type: 'collection', where: [{ f: 'depositor', op: 'ref', where: [{ f: 'kind', op: '=', v: 'Estate' }] }] }),

  // ------------------------------------------------------------------ multi-condition (14)
  Q('archive-m01', 'multi-condition', 'dates', 'list', 'Which open collections have records from before 1700?', { type: 'collection', where: [{ f: 'access', op: '=', v: 'Open' }, { f: 'date_start', op: '<', v: 1700 }] }),
  Q('archive-m02', 'multi-condition', 'condition', 'list', 'Which paper items are in poor condition?', { type: 'item', where: [{ f: 'format', op: '=', v: 'paper' }, { f: 'condition', op: '=', v: 'Poor' }] }),
  Q('archive-m03', 'multi-condition', 'units', 'list', 'Which of our maps are more than a metre wide?', { type: 'item', where: [{ f: 'format', op: '=', v: 'map' }, { f: 'width', op: '>', v: 1, unit: 'm' }] }),
  Q('archive-m04', 'multi-condition', 'readers', 'list', 'Family historians who registered before 2022?', { type: 'reader', where: [{ f: 'interest', op: '=', v: 'Family history' }, { f: 'registered', op: '<', v: '2022-01-01' }] }),
  Q('archive-m05', 'multi-condition', 'requests', 'list', 'Which requests in February 2025 were for academic research?', { type: 'request', where: [{ f: 'date', op: 'between_incl', v: ['2025-02-01', '2025-02-28'] }, { f: 'purpose', op: '=', v: 'Academic research' }] }),
  Q('archive-m06', 'multi-condition', 'conservation', 'list', 'Which finished conservation jobs cost over five hundred pounds?', { type: 'job', where: [{ f: 'completed', op: '=', v: true }, { f: 'cost', op: '>', v: 500 }] }),
  Q('archive-m07', 'multi-condition', 'conservation', 'list', "Which of Malcolm Reid's jobs are still open?", { type: 'job', where: [{ f: 'conservator', op: '=', v: 'Malcolm Reid' }, { f: 'completed', op: '=', v: false }] }),
  Q('archive-m08', 'multi-condition', 'depositors', 'list', 'Which Hawick depositors have their records here on loan?', { type: 'depositor', where: [{ f: 'town', op: '=', v: 'Hawick' }, { f: 'deposit_type', op: '=', v: 'loan' }] }),
  Q('archive-m09', 'multi-condition', 'link', 'list', 'Which society records do we hold on loan rather than as a gift or purchase?', { type: 'collection', where: [{ f: 'category', op: '=', v: 'Society records' }, { f: 'depositor', op: 'ref', where: [{ f: 'deposit_type', op: '=', v: 'loan' }] }] }),
  Q('archive-m10', 'multi-condition', 'photographs', 'list', 'Which photographs taken before 1900 are in good condition?', { type: 'item', where: [{ f: 'format', op: '=', v: 'photograph' }, { f: 'year', op: '<', v: 1900 }, { f: 'condition', op: '=', v: 'Good' }] }),
  Q('archive-m11', 'multi-condition', 'link', 'list', 'Which April 2025 orders are for items in poor or fragile condition?', { type: 'request', where: [{ f: 'date', op: 'between_incl', v: ['2025-04-01', '2025-04-30'] }, { f: 'item', op: 'ref', where: [{ f: 'condition', op: 'in', v: ['Poor', 'Fragile'] }] }] }),
  Q('archive-m12', 'multi-condition', 'access', 'list', 'Other than the closed ones, which collections are at conservation grade 3 or 4?', { type: 'collection', where: [{ f: 'access', op: '!=', v: 'Closed' }, { f: 'grade', op: '>=', v: 3 }] }),
  Q('archive-m13', 'multi-condition', 'dates', 'list', 'Which volumes are dated between 1700 and 1800?', { type: 'item', where: [{ f: 'format', op: '=', v: 'volume' }, { f: 'year', op: 'between', v: [1700, 1800] }] }),
  Q('archive-m14', 'multi-condition', 'link', 'boolean', 'Do we have any restricted collection deposited by a private individual?', { type: 'collection', where: [{ f: 'access', op: '=', v: 'Restricted' }, { f: 'depositor', op: 'ref', where: [{ f: 'kind', op: '=', v: 'Individual' }] }], aggregate: 'exists' }),

  // ------------------------------------------------------------------ aggregate (12)
  Q('archive-a01', 'aggregate', 'catalogue', 'count', 'How many items from BRO/D/12 are listed?', { type: 'item', where: [{ f: 'collection', op: '=', v: 'BRO/D/12' }], aggregate: 'count' }),
  Q('archive-a02', 'aggregate', 'requests', 'count', 'How many reading-room requests were there in March 2025?', { type: 'request', where: [{ f: 'date', op: 'between_incl', v: ['2025-03-01', '2025-03-31'] }], aggregate: 'count' }),
  Q('archive-a03', 'aggregate', 'readers', 'count', 'How many readers registered in 2024?', { type: 'reader', where: [{ f: 'registered', op: 'between_incl', v: ['2024-01-01', '2024-12-31'] }], aggregate: 'count' }),
  Q('archive-a04', 'aggregate', 'units', 'value', 'How many linear metres of Scottish Borders Council records do we hold in total?', { type: 'collection', where: [{ f: 'depositor', op: '=', v: 'Scottish Borders Council' }], aggregate: 'sum', field: 'extent' }),
  Q('archive-a05', 'aggregate', 'conservation', 'value', 'What is the total cost so far of the conservaton jobs that are not finished?', { type: 'job', where: [{ f: 'completed', op: '=', v: false }], aggregate: 'sum', field: 'cost' }, { typo: 'conservaton' }),
  Q('archive-a06', 'aggregate', 'conservation', 'value', 'On average, how many hours does a job of Fiona Haig take?', { type: 'job', where: [{ f: 'conservator', op: '=', v: 'Fiona Haig' }], aggregate: 'mean', field: 'hours' }),
  Q('archive-a07', 'aggregate', 'wide', 'value', 'How many reading-room visits were there altogether in August 2024?', { type: 'area', where: [], aggregate: 'sum', field: 'visits_2024_aug' }),
  Q('archive-a08', 'aggregate', 'units', 'value', 'How tall is our tallest map, in cm?', { type: 'item', where: [{ f: 'format', op: '=', v: 'map' }], aggregate: 'max', field: 'height', unit: 'cm' }),
  Q('archive-a09', 'aggregate', 'units', 'value', 'What is the combined extent of the closed collections, in feet?', { type: 'collection', where: [{ f: 'access', op: '=', v: 'Closed' }], aggregate: 'sum', field: 'extent', unit: 'ft' }),
  Q('archive-a10', 'aggregate', 'superlative', 'list', "What's our biggest collection?", { type: 'collection', where: [], aggregate: 'argmax', field: 'extent' }),
  Q('archive-a11', 'aggregate', 'superlative', 'list', 'Which collection do readers ask for most often?', { type: 'collection', where: [], aggregate: 'argmax', field: 'requests' }),
  Q('archive-a12', 'aggregate', 'link', 'list', 'Which three depositors take up the most shelf space?', { type: 'depositor', where: [], aggregate: 'argmax', field: 'total_extent', n: 3 }),

  // ------------------------------------------------------------------ comparison (9)
  Q('archive-c01', 'comparison', 'units', 'list', 'Which is bigger, the Harden papers (BRO/D/12) or the Haining estate papers (BRO/D/45)?', { entities: ['BRO/D/12', 'BRO/D/45'], field: 'extent', winner: 'max' }),
  Q('archive-c02', 'comparison', 'conservation', 'list', 'Which took longer, CJ-24-039 or CJ-25-002?', { entities: ['CJ-24-039', 'CJ-25-002'], field: 'hours', winner: 'max' }),
  Q('archive-c03', 'comparison', 'wide', 'list', 'Did house history or legal and property bring in more visits in October 2024?', { entities: ['House history', 'Legal and property'], field: 'visits_2024_oct', winner: 'max' }),
  Q('archive-c04', 'comparison', 'units', 'list', 'Which map is taller: the Whitmuir estate plan or the Coldstream bridge plan?', { entities: ['BRO/D/199/1/1', 'BRO/D/147/2/1'], field: 'height', winner: 'max' }),
  Q('archive-c05', 'comparison', 'readers', 'list', 'Who got their reader ticket first, Fiona Turnbull or Alasdair Graham?', { entities: ['Fiona Turnbull', 'Alasdair Graham'], field: 'registered', winner: 'min' }),
  Q('archive-c06', 'comparison', 'conservation', 'list', 'Which job cost more — CJ-25-015 (the Lessudden charter) or CJ-25-012 (the Dalrymple letter)?', { entities: ['CJ-25-015', 'CJ-25-012'], field: 'cost', winner: 'max' }),
  Q('archive-c07', 'comparison', 'catalogue', 'boolean', "Is the Eildon Studio collection BRO/D/84 larger than the Jethart Callants' photographs BRO/D/176?", { entities: ['BRO/D/84', 'BRO/D/176'], field: 'extent', winner: 'max' }),
  Q('archive-c08', 'comparison', 'depositors', 'boolean', "Did the Cavers Estate deposit its papers before the Haining Trust did?", { entities: ['Cavers Estate', 'The Haining Trust'], field: 'deposited', winner: 'min' }),
  Q('archive-c09', 'comparison', 'catalogue', 'boolean', 'Is the Yetholm school log book taller than the Blackfriars kirk session minute book?', { entities: ['BRO/SC/6/1/1', 'BRO/D/31/1/3'], field: 'height', winner: 'max' }),
];
