// Held-out questions of the farm domain (Harrowfield Farms' office drive), written by hand and blind to Quarry's
// question parser and fact extraction, before Quarry was ever run on the folder. Each carries its meaning as
// structured constraints for gold-engine.mjs; the gold answers are computed by gold.mjs from source.csv.
//
// Conventions:
// * "more than" / "over" / "above" are strict (>); "at least" / "or more" are inclusive (>=); "below" / "under" /
//   "less than" are strict (<).
// * "this season", "this year", "at the moment", "in the ground now" mean the 2025 harvest year: the rotation
//   matrix's `2025 (current)` column (crop_2025). "Last year", "last harvest", "2024" mean the 2024 harvest: the
//   crop_2024 column and the harvest records (derived field fields yield_2024, buyer_2024, price_2024, …).
// * Areas are held in hectares; a question in acres uses the derived field area_acres (area / 0.40468564224).
//   Yields are held in t/ha whatever the record states (t/acre, cwt/acre); prices in the stated currency, never
//   converted: a question about pounds or "sterling" scopes to GBP records.
// * "Organic" means certified organic (organic = true); "drained" means the field has land drains (an HTML page's
//   `Waterlogged: no` and the register's `Undrained: N` say drained).
// * "English" / "Dutch" / "Irish" fields or machines are those whose holding is in the United Kingdom, the
//   Netherlands or Ireland (a field page never states the country; it comes through the holding).
// * "Wheat" in a 2024 context is winter wheat (the only wheat grown); "barley" covers winter and spring barley.
// * "Staff" are the eight people of the staff records; a certificate is held when its record says yes.
// * Engine hours are the hours at a machine's latest service (the latest line of the service log); the last
//   service date is that line's date.

const ww = 'Winter wheat';
const UK = [{ f: 'holding', op: 'ref', where: [{ f: 'country', op: '=', v: 'United Kingdom' }] }];
const NL = [{ f: 'holding', op: 'ref', where: [{ f: 'country', op: '=', v: 'Netherlands' }] }];
const IE = [{ f: 'holding', op: 'ref', where: [{ f: 'country', op: '=', v: 'Ireland' }] }];

export const questions = [
  // ------------------------------------------------------------------ lookup (12)
  { id: 'farm-l01', category: 'lookup', kind: 'value', facet: 'units', question: 'How big is Long Acre in hectares?',
    constraints: { entity: 'Long Acre', field: 'area' } },
  { id: 'farm-l02', category: 'lookup', kind: 'value', facet: 'language', question: "What's the soil pH on Vossenkamp?",
    constraints: { entity: 'Vossenkamp', field: 'ph' } },
  { id: 'farm-l03', category: 'lookup', kind: 'value', facet: 'rotation', question: 'What crop is in Top Meadow this season?',
    constraints: { entity: 'Top Meadow', field: 'crop_2025' } },
  { id: 'farm-l04', category: 'lookup', kind: 'value', facet: 'rotation', question: 'what did hangar field grow in 2022',
    constraints: { entity: 'Hangar Field', field: 'crop_2022' } },
  { id: 'farm-l05', category: 'lookup', kind: 'value', facet: 'service log', question: 'How many engine hours are on the Fendt 724 Vario now?',
    constraints: { entity: 'Fendt 724 Vario', field: 'engine_hours' } },
  { id: 'farm-l06', category: 'lookup', kind: 'value', facet: 'service log', question: 'When did the Claas Lexion 760 last have a service?',
    constraints: { entity: 'Claas Lexion 760', field: 'last_service' } },
  { id: 'farm-l07', category: 'lookup', kind: 'value', facet: 'units', question: 'How much horsepower has the New Holland T7.270 got?',
    constraints: { entity: 'New Holland T7.270', field: 'power', unit: 'hp' } },
  { id: 'farm-l08', category: 'lookup', kind: 'value', facet: 'harvest', question: 'What did Rocky Field yield per hectare at the 2024 harvest?',
    constraints: { entity: 'Rocky Field', field: 'yield_2024' } },
  { id: 'farm-l09', category: 'lookup', kind: 'value', facet: 'harvest', question: 'Who bought the wheat off Gravel Pit Field last harvest?',
    constraints: { entity: 'Gravel Pit Field', field: 'buyer_2024' } },
  { id: 'farm-l10', category: 'lookup', kind: 'boolean', facet: 'yes/no', question: 'Is Furze Hill farmed organically?',
    constraints: { entity: 'Furze Hill', check: [{ f: 'organic', op: '=', v: true }] } },
  { id: 'farm-l11', category: 'lookup', kind: 'boolean', facet: 'language', question: 'Has Anouk de Graaf got a sprayer licence?',
    constraints: { entity: 'Anouk de Graaf', check: [{ f: 'sprayer_licence', op: '=', v: true }] } },
  { id: 'farm-l12', category: 'lookup', kind: 'value', facet: 'holding', question: 'Who manages Hoeve De Wielen?',
    constraints: { entity: 'Hoeve De Wielen', field: 'manager' } },

  // ------------------------------------------------------------------ inverse (15)
  { id: 'farm-i01', category: 'inverse', kind: 'list', facet: 'rotation', question: 'Which feilds grew oilseed rape in 2023?', typo: 'feilds',
    constraints: { type: 'field', where: [{ f: 'crop_2023', op: '=', v: 'Oilseed rape' }] } },
  { id: 'farm-i02', category: 'inverse', kind: 'list', facet: 'rotation', question: 'Which fields are down to grass this year?',
    constraints: { type: 'field', where: [{ f: 'crop_2025', op: '=', v: 'Grass ley' }] } },
  { id: 'farm-i03', category: 'inverse', kind: 'list', facet: 'holding', question: 'List all the fields at Ballykeel.',
    constraints: { type: 'field', where: [{ f: 'holding', op: '=', v: 'Ballykeel Farm' }] } },
  { id: 'farm-i04', category: 'inverse', kind: 'list', facet: 'boolean', question: 'Which of our fields are certified organic?',
    constraints: { type: 'field', where: [{ f: 'organic', op: '=', v: true }] } },
  { id: 'farm-i05', category: 'inverse', kind: 'list', facet: 'link', question: 'What machinery do we keep on the Dutch farm?',
    constraints: { type: 'machine', where: NL } },
  { id: 'farm-i06', category: 'inverse', kind: 'list', facet: 'staff', question: 'Who is qualified to use the sprayer (PA1/PA6 or equivalent)?',
    constraints: { type: 'staff', where: [{ f: 'sprayer_licence', op: '=', v: true }] } },
  { id: 'farm-i07', category: 'inverse', kind: 'list', facet: 'soil', question: 'Which fields are on peat soils?',
    constraints: { type: 'field', where: [{ f: 'soil_type', op: '=', v: 'Peat' }] } },
  { id: 'farm-i08', category: 'inverse', kind: 'list', facet: 'harvest', question: 'Which fields sent potatoes to Aviko last year?',
    constraints: { type: 'field', where: [{ f: 'buyer_2024', op: '=', v: 'Aviko' }, { f: 'crop_2024', op: '=', v: 'Potatoes' }] } },
  { id: 'farm-i09', category: 'inverse', kind: 'list', facet: 'machinery', question: 'Which of our machines are combines?',
    constraints: { type: 'machine', where: [{ f: 'type', op: '=', v: 'Combine harvester' }] } },
  { id: 'farm-i10', category: 'inverse', kind: 'list', facet: 'inverted label', question: "Which fields don't have any land drainage?",
    constraints: { type: 'field', where: [{ f: 'drained', op: '=', v: false }] } },
  { id: 'farm-i11', category: 'inverse', kind: 'list', facet: 'variety', question: 'Which varieties on the seed list are malting barleys?',
    constraints: { type: 'variety', where: [{ f: 'end_use', op: '=', v: 'Malting' }] } },
  { id: 'farm-i12', category: 'inverse', kind: 'list', facet: 'rotation', question: 'Which fields are lying fallow at the moment?',
    constraints: { type: 'field', where: [{ f: 'crop_2025', op: '=', v: 'Fallow' }] } },
  { id: 'farm-i13', category: 'inverse', kind: 'list', facet: 'staff', question: 'Who works at Harrowfield Home Farm?',
    constraints: { type: 'staff', where: [{ f: 'holding', op: '=', v: 'Harrowfield Home Farm' }] } },
  { id: 'farm-i14', category: 'inverse', kind: 'list', facet: 'rotation', question: 'Where did we have onions in 2024?',
    constraints: { type: 'field', where: [{ f: 'crop_2024', op: '=', v: 'Onions' }] } },
  { id: 'farm-i15', category: 'inverse', kind: 'list', facet: 'soil', question: 'Which fields came back with a P index of 0?',
    constraints: { type: 'field', where: [{ f: 'p_index', op: '=', v: 0 }] } },

  // ------------------------------------------------------------------ multi-condition (12)
  { id: 'farm-m01', category: 'multi-condition', kind: 'list', facet: 'link', question: 'Which fields on the Dutch holding have a pH below 6?',
    constraints: { type: 'field', where: [...NL, { f: 'ph', op: '<', v: 6 }] } },
  { id: 'farm-m02', category: 'multi-condition', kind: 'list', facet: 'units', question: "Which English fields of more than 40 acres aren't drained?",
    constraints: { type: 'field', where: [...UK, { f: 'area_acres', op: '>', v: 40 }, { f: 'drained', op: '=', v: false }] } },
  { id: 'farm-m03', category: 'multi-condition', kind: 'list', facet: 'harvest', question: 'Which wheat fields did better than 9 t/ha in 2024?',
    constraints: { type: 'field', where: [{ f: 'crop_2024', op: '=', v: ww }, { f: 'yield_2024', op: '>', v: 9 }] } },
  { id: 'farm-m04', category: 'multi-condition', kind: 'list', facet: 'units', question: 'Which organic fields are larger than 10 ha?',
    constraints: { type: 'field', where: [{ f: 'organic', op: '=', v: true }, { f: 'area', op: '>', v: 10 }] } },
  { id: 'farm-m05', category: 'multi-condition', kind: 'list', facet: 'soil', question: 'Clay loam fields with a K index of 2 or more?',
    constraints: { type: 'field', where: [{ f: 'soil_type', op: '=', v: 'Clay loam' }, { f: 'k_index', op: '>=', v: 2 }] } },
  { id: 'farm-m06', category: 'multi-condition', kind: 'list', facet: 'units', question: 'Which of the tractors have more than 200 hp?',
    constraints: { type: 'machine', where: [{ f: 'type', op: '=', v: 'Tractor' }, { f: 'power', op: '>', v: 200 }] } },
  { id: 'farm-m07', category: 'multi-condition', kind: 'list', facet: 'rotation', question: 'Which fields went from oilseed rape in 2023 into winter wheat in 2024?',
    constraints: { type: 'field', where: [{ f: 'crop_2023', op: '=', v: 'Oilseed rape' }, { f: 'crop_2024', op: '=', v: ww }] } },
  { id: 'farm-m08', category: 'multi-condition', kind: 'list', facet: 'staff', question: 'Who has both a telehandler ticket and a sprayer licence?',
    constraints: { type: 'staff', where: [{ f: 'telehandler_ticket', op: '=', v: true }, { f: 'sprayer_licence', op: '=', v: true }] } },
  { id: 'farm-m09', category: 'multi-condition', kind: 'list', facet: 'service log', question: 'Which machines built before 2020 have more than 4,000 hours on the clock?',
    constraints: { type: 'machine', where: [{ f: 'year', op: '<', v: 2020 }, { f: 'engine_hours', op: '>', v: 4000 }] } },
  { id: 'farm-m10', category: 'multi-condition', kind: 'list', facet: 'link', question: 'Irish fields with organic matter above 7%?',
    constraints: { type: 'field', where: [...IE, { f: 'organic_matter', op: '>', v: 7 }] } },
  { id: 'farm-m11', category: 'multi-condition', kind: 'list', facet: 'rotation', question: "Which fields are second wheats this season, i.e. in winter wheat now and in wheat last year too?",
    constraints: { type: 'field', where: [{ f: 'crop_2025', op: '=', v: ww }, { f: 'crop_2024', op: '=', v: ww }] } },
  { id: 'farm-m12', category: 'multi-condition', kind: 'list', facet: 'money', question: 'Which fields sold their 2024 crop to Openfield for more than £180 a tonne?',
    constraints: { type: 'field', where: [{ f: 'buyer_2024', op: '=', v: 'Openfield Agriculture' }, { f: 'currency_2024', op: '=', v: 'GBP' }, { f: 'price_2024', op: '>', v: 180 }] } },

  // ------------------------------------------------------------------ aggregate (12)
  { id: 'farm-a01', category: 'aggregate', kind: 'count', facet: 'rotation', question: 'How many fields are in winter wheat this year?',
    constraints: { type: 'field', where: [{ f: 'crop_2025', op: '=', v: ww }], aggregate: 'count' } },
  { id: 'farm-a02', category: 'aggregate', kind: 'value', facet: 'sum', question: "What's the total area of the fields at Hoeve De Wielen, in hectares?",
    constraints: { type: 'field', where: [{ f: 'holding', op: '=', v: 'Hoeve De Wielen' }], aggregate: 'sum', field: 'area' } },
  { id: 'farm-a03', category: 'aggregate', kind: 'value', facet: 'mean', question: 'What is the average soil pH across the Home Farm fields?',
    constraints: { type: 'field', where: [{ f: 'holding', op: '=', v: 'Harrowfield Home Farm' }], aggregate: 'mean', field: 'ph' } },
  { id: 'farm-a04', category: 'aggregate', kind: 'list', facet: 'superlative', question: "Which is the biggest field we farm?",
    constraints: { type: 'field', aggregate: 'argmax', field: 'area' } },
  { id: 'farm-a05', category: 'aggregate', kind: 'list', facet: 'superlative', question: 'Top three barley yields at harvest 2024 — which fields?',
    constraints: { type: 'field', where: [{ f: 'crop_2024', op: 'in', v: ['Winter barley', 'Spring barley'] }], aggregate: 'argmax', field: 'yield_2024', n: 3 } },
  { id: 'farm-a06', category: 'aggregate', kind: 'count', facet: 'service log', question: 'How many machines have done more than 4000 hours?',
    constraints: { type: 'machine', where: [{ f: 'engine_hours', op: '>', v: 4000 }], aggregate: 'count' } },
  { id: 'farm-a07', category: 'aggregate', kind: 'value', facet: 'sum', question: 'How many tonnes did we sell to Openfield Agriculture off the 2024 harvest?',
    constraints: { type: 'harvest', where: [{ f: 'buyer', op: '=', v: 'Openfield Agriculture' }], aggregate: 'sum', field: 'sold' } },
  { id: 'farm-a08', category: 'aggregate', kind: 'value', facet: 'money', question: 'What was the average price per tonne for the winter wheat we sold in sterling last harvest?',
    constraints: { type: 'harvest', where: [{ f: 'crop', op: '=', v: ww }, { f: 'currency', op: '=', v: 'GBP' }], aggregate: 'mean', field: 'price' } },
  { id: 'farm-a09', category: 'aggregate', kind: 'list', facet: 'superlative', question: "What's the smallest field at Ballykeel?",
    constraints: { type: 'field', where: [{ f: 'holding', op: '=', v: 'Ballykeel Farm' }], aggregate: 'argmin', field: 'area' } },
  { id: 'farm-a10', category: 'aggregate', kind: 'count', facet: 'staff', question: 'How many of the staff hold a first aid certificate?',
    constraints: { type: 'staff', where: [{ f: 'first_aid', op: '=', v: true }], aggregate: 'count' } },
  { id: 'farm-a11', category: 'aggregate', kind: 'value', facet: 'units', question: 'How many acres of oilseed rape have we got in the ground this season?',
    constraints: { type: 'field', where: [{ f: 'crop_2025', op: '=', v: 'Oilseed rape' }], aggregate: 'sum', field: 'area_acres' } },
  { id: 'farm-a12', category: 'aggregate', kind: 'list', facet: 'superlative', question: 'Which is our oldest machine?',
    constraints: { type: 'machine', aggregate: 'argmin', field: 'year' } },

  // ------------------------------------------------------------------ comparison (9)
  { id: 'farm-c01', category: 'comparison', kind: 'boolean', facet: 'units', question: 'Is Great Ground bigger than Far Carr?',
    constraints: { entities: ['Great Ground', 'Far Carr'], field: 'area', winner: 'max' } },
  { id: 'farm-c02', category: 'comparison', kind: 'list', facet: 'language', question: 'Which has the higher pH, Kavel Noord or De Kolk?',
    constraints: { entities: ['Kavel Noord', 'De Kolk'], field: 'ph', winner: 'max' } },
  { id: 'farm-c03', category: 'comparison', kind: 'list', facet: 'units', question: 'Which is more powerful, the Fendt 724 Vario or the Claas Tucano 430?',
    constraints: { entities: ['Fendt 724 Vario', 'Claas Tucano 430'], field: 'power', winner: 'max' } },
  { id: 'farm-c04', category: 'comparison', kind: 'list', facet: 'harvest', question: 'Did Clay Pits or Gravel Pit Field yield more wheat in 2024?',
    constraints: { entities: ['Clay Pits', 'Gravel Pit Field'], field: 'yield_2024', winner: 'max' } },
  { id: 'farm-c05', category: 'comparison', kind: 'list', facet: 'service log', question: 'Which combine has more hours on it, the Claas Lexion 760 or the Claas Tucano 430?',
    constraints: { entities: ['Claas Lexion 760', 'Claas Tucano 430'], field: 'engine_hours', winner: 'max' } },
  { id: 'farm-c06', category: 'comparison', kind: 'list', facet: 'staff', question: 'Who has been with us longer, Declan Byrne or Siobhán Kavanagh?',
    constraints: { entities: ['Declan Byrne', 'Siobhán Kavanagh'], field: 'start_date', winner: 'min' } },
  { id: 'farm-c07', category: 'comparison', kind: 'boolean', facet: 'units', question: 'Is Bog Field larger than Kiln Field?',
    constraints: { entities: ['Bog Field', 'Kiln Field'], field: 'area', winner: 'max' } },
  { id: 'farm-c08', category: 'comparison', kind: 'list', facet: 'holding', question: 'Which holding farms more land, Hoeve De Wielen or Ballykeel Farm?',
    constraints: { entities: ['Hoeve De Wielen', 'Ballykeel Farm'], field: 'area', winner: 'max' } },
  { id: 'farm-c09', category: 'comparison', kind: 'list', facet: 'buyer', question: 'Who pays us quicker, Openfield or Frontier?',
    constraints: { entities: ['Openfield Agriculture', 'Frontier Agriculture'], field: 'payment_terms', winner: 'min' } },
];
