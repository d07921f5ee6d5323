// Questions of the apiary domain (held-out), written by hand BEFORE Quarry was run on the folder, by a helper who had
// not read Quarry's question parser or fact extraction. Each carries its meaning as structured constraints; the gold
// answers are computed by gold.mjs from source.csv.
// Conventions: "more than / over / above / bigger / heavier" strict, "at least / or more / or above / or higher"
// inclusive, "under / below / before" strict, "between A and B" exclusive; "hives" and "colonies" are the same thing
// (every hive code in the folder, the Pays d'Auge ones included, dead-outs included unless a question says
// "active"); "keeps / looks after" a hive = owns the apiary it stands in; "this year / this season" = 2025, the only
// year the records cover; "mite drop" = the natural varroa drop in mites per day; "passed Module N or higher" counts
// module numbers (Basic below Module 1, no assessment below Basic); the French members hold no BBKA level.
export const questions = [
  // ------------------------------------------------------------------ lookup (12)
  {
    id: 'apiary-l01', category: 'lookup', kind: 'value', facet: 'units',
    question: 'How high above sea level is the Gladestry Court Farm apiary, in metres?',
    constraints: { entity: 'Gladestry Court Farm', field: 'altitude', unit: 'm' },
  },
  {
    id: 'apiary-l02', category: 'lookup', kind: 'list', facet: 'members',
    question: "who is priya shah's mentor",
    constraints: { entity: 'Priya Shah', field: 'mentors' },
  },
  {
    id: 'apiary-l03', category: 'lookup', kind: 'value', facet: 'json',
    question: 'What year is the queen in H-014 from?',
    constraints: { entity: 'H-014', field: 'queen_year' },
  },
  {
    id: 'apiary-l04', category: 'lookup', kind: 'value', facet: 'apiaries',
    question: "What's the OS grid reference for the Lugg Meadows apiary?",
    constraints: { entity: 'Lugg Meadows', field: 'grid_ref' },
  },
  {
    id: 'apiary-l05', category: 'lookup', kind: 'value', facet: 'units',
    question: 'How many kilos of honey was harvest HV-25-07?',
    constraints: { entity: 'HV-25-07', field: 'weight', unit: 'kg' },
  },
  {
    id: 'apiary-l06', category: 'lookup', kind: 'value', facet: 'harvests',
    question: 'What moisture reading did the heather honey HV-25-04 have?',
    constraints: { entity: 'HV-25-04', field: 'moisture' },
  },
  {
    id: 'apiary-l07', category: 'lookup', kind: 'value', facet: 'swarms',
    question: 'Which hive did swarm SW-25-05 end up in?',
    constraints: { entity: 'SW-25-05', field: 'hived_into' },
  },
  {
    id: 'apiary-l08', category: 'lookup', kind: 'value', facet: 'language',
    question: 'How many frames of brood were recorded at visit INS-25-022?',
    constraints: { entity: 'INS-25-022', field: 'brood_frames' },
  },
  {
    id: 'apiary-l09', category: 'lookup', kind: 'value', facet: 'members',
    question: 'What BBKA level has Owen Jenkins got to?',
    constraints: { entity: 'Owen Jenkins', field: 'training_level' },
  },
  {
    id: 'apiary-l10', category: 'lookup', kind: 'list', facet: 'language',
    question: 'What forage is there around the Rucher des Landes?',
    constraints: { entity: 'Rucher des Landes', field: 'forage' },
  },
  {
    id: 'apiary-l11', category: 'lookup', kind: 'boolean', facet: 'members',
    question: 'Does Nigel Probert keep more than ten hives?',
    constraints: { entity: 'Nigel Probert', check: [{ f: 'hives_kept', op: '>', v: 10 }] },
  },
  {
    id: 'apiary-l12', category: 'lookup', kind: 'value', facet: 'hives',
    question: 'What colour is the queen in H-030 marked?',
    constraints: { entity: 'H-030', field: 'queen_mark' },
  },

  // ------------------------------------------------------------------ inverse (13)
  {
    id: 'apiary-i01', category: 'inverse', kind: 'list', facet: 'hives',
    question: 'Which hives are WBCs?',
    constraints: { type: 'hive', where: [{ f: 'type', op: '=', v: 'WBC' }] },
  },
  {
    id: 'apiary-i02', category: 'inverse', kind: 'list', facet: 'link',
    question: 'Who is Gwen Pritchard mentoring?',
    constraints: { type: 'member', where: [{ f: 'mentor', op: '=', v: 'Gwen Pritchard' }] },
  },
  {
    id: 'apiary-i03', category: 'inverse', kind: 'list', facet: 'apiaries',
    question: 'Which apiaries have heather nearby?',
    constraints: { type: 'apiary', where: [{ f: 'forage', op: 'has', v: 'heather' }] },
  },
  {
    id: 'apiary-i04', category: 'inverse', kind: 'list', facet: 'inspections', typo: 'colonys',
    question: 'which colonys have had chalkbrood this year?',
    constraints: { type: 'hive', where: [{ f: 'diseases', op: 'has', v: 'Chalkbrood' }] },
  },
  {
    id: 'apiary-i05', category: 'inverse', kind: 'list', facet: 'link',
    question: 'Which members are mentoring someone who joined in 2025?',
    constraints: { type: 'member', where: [{ f: 'mentees', op: 'ref', where: [{ f: 'joined', op: '=', v: 2025 }] }] },
  },
  {
    id: 'apiary-i06', category: 'inverse', kind: 'list', facet: 'swarms',
    question: 'Who has collected a swarm for us this season?',
    constraints: { type: 'member', where: [{ f: 'swarms_collected', op: '>=', v: 1 }] },
  },
  {
    id: 'apiary-i07', category: 'inverse', kind: 'list', facet: 'html',
    question: 'what hives are at the credenhill teaching apiary',
    constraints: { type: 'hive', where: [{ f: 'apiary', op: '=', v: 'Credenhill Teaching Apiary' }] },
  },
  {
    id: 'apiary-i08', category: 'inverse', kind: 'list', facet: 'loans',
    question: "Which equipment loans haven't been returned yet?",
    constraints: { type: 'loan', where: [{ f: 'still_out', op: '=', v: true }] },
  },
  {
    id: 'apiary-i09', category: 'inverse', kind: 'list', facet: 'json',
    question: 'Which of our colonies are defensive?',
    constraints: { type: 'hive', where: [{ f: 'temper', op: '=', v: 'defensive' }] },
  },
  {
    id: 'apiary-i10', category: 'inverse', kind: 'list', facet: 'link',
    question: 'Which hives stand at apiaries over the border in Powys?',
    constraints: { type: 'hive', where: [{ f: 'apiary', op: 'ref', where: [{ f: 'county', op: '=', v: 'Powys' }] }] },
  },
  {
    id: 'apiary-i11', category: 'inverse', kind: 'list', facet: 'link',
    question: 'Which hives does Huw Lloyd look after?',
    constraints: { type: 'hive', where: [{ f: 'keeper', op: '=', v: 'Huw Lloyd' }] },
  },
  {
    id: 'apiary-i12', category: 'inverse', kind: 'list', facet: 'harvests',
    question: 'Which harvests were heather honey?',
    constraints: { type: 'harvest', where: [{ f: 'crop', op: '=', v: 'heather' }] },
  },
  {
    id: 'apiary-i13', category: 'inverse', kind: 'list', facet: 'members',
    question: 'Which members are still at Basic level?',
    constraints: { type: 'member', where: [{ f: 'training_level', op: '=', v: 'Basic' }] },
  },

  // ------------------------------------------------------------------ multi-condition (14)
  {
    id: 'apiary-m01', category: 'multi-condition', kind: 'list', facet: 'hives',
    question: 'Which National hives are headed by a 2024 queen?',
    constraints: { type: 'hive', where: [{ f: 'type', op: '=', v: 'National' }, { f: 'queen_year', op: '=', v: 2024 }] },
  },
  {
    id: 'apiary-m02', category: 'multi-condition', kind: 'list', facet: 'apiaries',
    question: 'Which apiaries above 250 m have heather forage?',
    constraints: { type: 'apiary', where: [{ f: 'altitude', op: '>', v: 250 }, { f: 'forage', op: 'has', v: 'heather' }] },
  },
  {
    id: 'apiary-m03', category: 'multi-condition', kind: 'list', facet: 'inspections',
    question: 'At which inspections was the queen not seen even though there were queen cells?',
    constraints: { type: 'inspection', where: [{ f: 'queen_seen', op: '=', v: false }, { f: 'queen_cells', op: '>', v: 0 }] },
  },
  {
    id: 'apiary-m04', category: 'multi-condition', kind: 'list', facet: 'members',
    question: 'Which members who joined before 2010 have passed Module 5 or higher?',
    constraints: { type: 'member', where: [{ f: 'joined', op: '<', v: 2010 }, { f: 'module', op: '>=', v: 5 }] },
  },
  {
    id: 'apiary-m05', category: 'multi-condition', kind: 'list', facet: 'harvests',
    question: 'Which spring harvests weighed between 15 and 20 kilos?',
    constraints: { type: 'harvest', where: [{ f: 'crop', op: '=', v: 'spring' }, { f: 'weight', op: 'between', v: [15, 20] }] },
  },
  {
    id: 'apiary-m06', category: 'multi-condition', kind: 'list', facet: 'link',
    question: "Which of Gwen Pritchard's colonies are calm?",
    constraints: { type: 'hive', where: [{ f: 'keeper', op: '=', v: 'Gwen Pritchard' }, { f: 'temper', op: '=', v: 'calm' }] },
  },
  {
    id: 'apiary-m07', category: 'multi-condition', kind: 'list', facet: 'units',
    question: 'Which swarms collected in May were bigger than 4 lb?',
    constraints: { type: 'swarm', where: [{ f: 'date', op: 'between_incl', v: ['2025-05-01', '2025-05-31'] }, { f: 'size', op: '>', v: 4, unit: 'lb' }] },
  },
  {
    id: 'apiary-m08', category: 'multi-condition', kind: 'boolean', facet: 'loans',
    question: 'Has any loan with a deposit of £30 or more come back yet?',
    constraints: { type: 'loan', where: [{ f: 'deposit', op: '>=', v: 30 }, { f: 'still_out', op: '=', v: false }], aggregate: 'exists' },
  },
  {
    id: 'apiary-m09', category: 'multi-condition', kind: 'list', facet: 'members',
    question: 'Which members have eight or more hives and no mentor?',
    constraints: { type: 'member', where: [{ f: 'hives_kept', op: '>=', v: 8 }, { f: 'mentor', op: '=', v: null }] },
  },
  {
    id: 'apiary-m10', category: 'multi-condition', kind: 'list', facet: 'harvests',
    question: 'Other than the heather, which harvests came in above 18% moisture?',
    constraints: { type: 'harvest', where: [{ f: 'crop', op: '!=', v: 'heather' }, { f: 'moisture', op: '>', v: 18 }] },
  },
  {
    id: 'apiary-m11', category: 'multi-condition', kind: 'list', facet: 'hives', typo: 'queeen',
    question: 'Which colonies with a queeen from 2022 or earlier are not calm?',
    constraints: { type: 'hive', where: [{ f: 'queen_year', op: '<=', v: 2022 }, { f: 'temper', op: '!=', v: 'calm' }] },
  },
  {
    id: 'apiary-m12', category: 'multi-condition', kind: 'list', facet: 'inspections',
    question: 'Which June inspections had a mite drop above 5 a day?',
    constraints: { type: 'inspection', where: [{ f: 'date', op: 'between_incl', v: ['2025-06-01', '2025-06-30'] }, { f: 'varroa_per_day', op: '>', v: 5 }] },
  },
  {
    id: 'apiary-m13', category: 'multi-condition', kind: 'list', facet: 'units',
    question: 'Which apiaries below 500 feet have oilseed rape?',
    constraints: { type: 'apiary', where: [{ f: 'altitude', op: '<', v: 500, unit: 'ft' }, { f: 'forage', op: 'has', v: 'oilseed rape' }] },
  },
  {
    id: 'apiary-m14', category: 'multi-condition', kind: 'count', facet: 'members',
    question: 'How many Kington branch members are at Module 2 or above?',
    constraints: { type: 'member', where: [{ f: 'branch', op: '=', v: 'Kington' }, { f: 'module', op: '>=', v: 2 }], aggregate: 'count' },
  },

  // ------------------------------------------------------------------ aggregate (12)
  {
    id: 'apiary-a01', category: 'aggregate', kind: 'count', facet: 'hives',
    question: 'How many of our colonies are currently active?',
    constraints: { type: 'hive', where: [{ f: 'status', op: '=', v: 'Active' }], aggregate: 'count' },
  },
  {
    id: 'apiary-a02', category: 'aggregate', kind: 'value', facet: 'harvests',
    question: 'How much honey did we harvest in total this year, in kg?',
    constraints: { type: 'harvest', aggregate: 'sum', field: 'weight', unit: 'kg' },
  },
  {
    id: 'apiary-a03', category: 'aggregate', kind: 'value', facet: 'harvests',
    question: 'What was the average moisture content of the summer honey?',
    constraints: { type: 'harvest', where: [{ f: 'crop', op: '=', v: 'summer' }], aggregate: 'mean', field: 'moisture' },
  },
  {
    id: 'apiary-a04', category: 'aggregate', kind: 'value', facet: 'inspections',
    question: 'On average, how many frames of brood were found per inspection?',
    constraints: { type: 'inspection', aggregate: 'mean', field: 'brood_frames' },
  },
  {
    id: 'apiary-a05', category: 'aggregate', kind: 'value', facet: 'feeding',
    question: 'How many litres of syrup went into the hives this autumn altogether?',
    constraints: { type: 'hive', aggregate: 'sum', field: 'syrup' },
  },
  {
    id: 'apiary-a06', category: 'aggregate', kind: 'list', facet: 'wide',
    question: 'Which apiary had the worst mite drop in August?',
    constraints: { type: 'apiary', aggregate: 'argmax', field: 'varroa_aug' },
  },
  {
    id: 'apiary-a07', category: 'aggregate', kind: 'list', facet: 'superlative',
    question: 'What was our heaviest swarm this year?',
    constraints: { type: 'swarm', aggregate: 'argmax', field: 'size' },
  },
  {
    id: 'apiary-a08', category: 'aggregate', kind: 'list', facet: 'superlative',
    question: "What's our highest apiary?",
    constraints: { type: 'apiary', aggregate: 'argmax', field: 'altitude' },
  },
  {
    id: 'apiary-a09', category: 'aggregate', kind: 'value', facet: 'units',
    question: 'How many pounds of heather honey did we get altogether?',
    constraints: { type: 'harvest', where: [{ f: 'crop', op: '=', v: 'heather' }], aggregate: 'sum', field: 'weight', unit: 'lb' },
  },
  {
    id: 'apiary-a10', category: 'aggregate', kind: 'value', facet: 'wide',
    question: 'What was the average daily varroa drop across the apiaries in September?',
    constraints: { type: 'apiary', aggregate: 'mean', field: 'varroa_sep' },
  },
  {
    id: 'apiary-a11', category: 'aggregate', kind: 'count', facet: 'inspections',
    question: 'How many inspections found no disease at all?',
    constraints: { type: 'inspection', where: [{ f: 'disease', op: '=', v: 'None' }], aggregate: 'count' },
  },
  {
    id: 'apiary-a12', category: 'aggregate', kind: 'list', facet: 'superlative',
    question: 'Which three apiaries are the lowest-lying?',
    constraints: { type: 'apiary', aggregate: 'argmin', field: 'altitude', n: 3 },
  },

  // ------------------------------------------------------------------ comparison (9)
  {
    id: 'apiary-c01', category: 'comparison', kind: 'list', facet: 'apiaries',
    question: 'Which is higher up, Brilley Mountain or Bircher Common?',
    constraints: { entities: ['Brilley Mountain', 'Bircher Common'], field: 'altitude', winner: 'max' },
  },
  {
    id: 'apiary-c02', category: 'comparison', kind: 'boolean', facet: 'harvests',
    question: 'Was HV-25-04 heavier than HV-25-06?',
    constraints: { entities: ['HV-25-04', 'HV-25-06'], field: 'weight', winner: 'max' },
  },
  {
    id: 'apiary-c03', category: 'comparison', kind: 'list', facet: 'members',
    question: 'Who keeps more hives, Alun Vaughan or Nigel Probert?',
    constraints: { entities: ['Alun Vaughan', 'Nigel Probert'], field: 'hives_kept', winner: 'max' },
  },
  {
    id: 'apiary-c04', category: 'comparison', kind: 'list', facet: 'members',
    question: 'Who joined the association first, Margaret Ince or Ann Skyrme?',
    constraints: { entities: ['Margaret Ince', 'Ann Skyrme'], field: 'joined', winner: 'min' },
  },
  {
    id: 'apiary-c05', category: 'comparison', kind: 'boolean', facet: 'units',
    question: 'Is the Rucher des Landes higher than Haugh Wood?',
    constraints: { entities: ['Rucher des Landes', 'Haugh Wood'], field: 'altitude', winner: 'max' },
  },
  {
    id: 'apiary-c06', category: 'comparison', kind: 'list', facet: 'language',
    question: 'Which honey was wetter, HV-25-12 or HV-25-03?',
    constraints: { entities: ['HV-25-12', 'HV-25-03'], field: 'moisture', winner: 'max' },
  },
  {
    id: 'apiary-c07', category: 'comparison', kind: 'list', facet: 'wide',
    question: 'Of Dinmore Hill Orchard, Lugg Meadows and Eardisland Riverside, which had the biggest varroa drop in July?',
    constraints: { entities: ['Dinmore Hill Orchard', 'Lugg Meadows', 'Eardisland Riverside'], field: 'varroa_jul', winner: 'max' },
  },
  {
    id: 'apiary-c08', category: 'comparison', kind: 'list', facet: 'units', typo: 'biger',
    question: 'Which swarm was biger, SW-25-03 or SW-25-10?',
    constraints: { entities: ['SW-25-03', 'SW-25-10'], field: 'size', winner: 'max' },
  },
  {
    id: 'apiary-c09', category: 'comparison', kind: 'boolean', facet: 'feeding',
    question: 'Did PA-01 get more syrup than H-014 this autumn?',
    constraints: { entities: ['PA-01', 'H-014'], field: 'syrup', winner: 'max' },
  },
];
