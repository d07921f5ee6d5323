// Fishery questions (held-out), written by hand with their meaning as structured constraints; the gold is computed
// from source.csv by gold.mjs (never typed by hand).
// Conventions: "more than / over / above / after" strict, "at least / or more" inclusive, "under / less than /
// before" strict; "between A and B" exclusive; "in the 1990s" = 1990–1999 inclusive; "this year" = 2025; "Galician"
// / "Spanish" boats = the Vigo co-operative's (country Spain); "trawlers" = beam and otter trawl; "potters" = Pots;
// "netters" / "gillnetters" = Gillnet; "handliners" = Handline; money is never converted between GBP and EUR, so
// questions on money name their currency; tonnes use derived fields (the gold engine has no tonne unit).
// Entity names: vessels by name, people by name, landings by sales-note / declaration code, quota stocks by code.

const Q = (id, category, kind, facet, question, constraints, extra = {}) => ({ id, category, kind, facet, question, constraints, ...extra });
const UK = { f: 'country', op: '=', v: 'United Kingdom' };
const ES = { f: 'country', op: '=', v: 'Spain' };
const TRAWL = { f: 'gear', op: 'in', v: ['Beam trawl', 'Otter trawl'] };

export const questions = [
  // ------------------------------------------------------------------ lookup (12)
  Q('fishery-l01', 'lookup', 'value', 'codes', "What's Celtic Pride's PLN?", { entity: 'Celtic Pride', field: 'pln' }),
  Q('fishery-l02', 'lookup', 'value', 'units', 'How long is Ocean Harvest in metres?', { entity: 'Ocean Harvest', field: 'length', unit: 'm' }),
  Q('fishery-l03', 'lookup', 'value', 'language', 'What is the engine power of the Santa Baia in kW?', { entity: 'Santa Baia', field: 'engine', unit: 'kW' }),
  Q('fishery-l04', 'lookup', 'value', 'units', "what's the minimum landing size for lobster in cm", { entity: 'Lobster', field: 'mls', unit: 'cm' }),
  Q('fishery-l05', 'lookup', 'value', 'prose', 'How much pollack quota (POL/07) did we start the year with, in tonnes?', { entity: 'POL/07', field: 'allocation' }),
  Q('fishery-l06', 'lookup', 'value', 'wide', 'How many tonnes of brown crab did members land in August 2024?', { entity: 'Brown crab', field: 'landed_2024_aug' }),
  Q('fishery-l07', 'lookup', 'value', 'language', 'What payment terms does Frigoríficos do Berbés give us, in days?', { entity: 'Frigoríficos do Berbés S.A.', field: 'payment_terms' }),
  Q('fishery-l08', 'lookup', 'list', 'people', 'Which certificates does Tom Lobb hold?', { entity: 'Tom Lobb', field: 'certificates' }),
  Q('fishery-l09', 'lookup', 'list', 'codes', 'What tickets has Chris Dunn got?', { entity: 'Chris Dunn', field: 'certificates' }),
  Q('fishery-l10', 'lookup', 'list', 'link', 'What species has Girl Tamsin landed this year?', { entity: 'Girl Tamsin', field: 'species_landed' }),
  Q('fishery-l11', 'lookup', 'list', 'link', "Who's been buying Celtic Pride's fish?", { entity: 'Celtic Pride', field: 'buyers' }),
  Q('fishery-l12', 'lookup', 'list', 'language', 'Which species did the Nuevo Marisol sell through the Vigo lonja?', { entity: 'Nuevo Marisol', field: 'species_landed' }),

  // ------------------------------------------------------------------ inverse (13)
  Q('fishery-i01', 'inverse', 'list', 'vessels', 'Which of our boats are based in Brixham?', { type: 'vessel', where: [{ f: 'home_port', op: '=', v: 'Brixham' }] }),
  Q('fishery-i02', 'inverse', 'list', 'language', 'Which vesels fish with pots?', { type: 'vessel', where: [{ f: 'gear', op: '=', v: 'Pots' }] }, { typo: 'vesels (vessels)' }),
  Q('fishery-i03', 'inverse', 'list', 'language', 'Who works on the Santa Baia?', { type: 'person', where: [{ f: 'vessel', op: '=', v: 'Santa Baia' }] }),
  Q('fishery-i04', 'inverse', 'list', 'species', 'Which species have no minimum landing size?', { type: 'species', where: [{ f: 'mls', op: '=', v: null }] }),
  Q('fishery-i05', 'inverse', 'list', 'landings', 'Which sales went to Marée de Roscoff?', { type: 'landing', where: [{ f: 'buyer', op: '=', v: 'Marée de Roscoff SARL' }] }),
  Q('fishery-i06', 'inverse', 'list', 'codes', 'Who holds the engineering ticket (AEC)?', { type: 'person', where: [{ f: 'certificates', op: 'has', v: 'Engineering' }] }),
  Q('fishery-i07', 'inverse', 'list', 'prose', 'Which quota stocks have we swapped with Wessex Inshore PO?', { type: 'quota', where: [{ f: 'swap_partner', op: '=', v: 'Wessex Inshore PO' }] }),
  Q('fishery-i08', 'inverse', 'list', 'link', 'Which boats are skippered by someone living in Cangas?', { type: 'vessel', where: [{ f: 'skipper', op: 'ref', where: [{ f: 'home', op: '=', v: 'Cangas' }] }] }),
  Q('fishery-i09', 'inverse', 'list', 'buyers', 'Which buyers are based in Plymouth?', { type: 'buyer', where: [{ f: 'town', op: '=', v: 'Plymouth' }] }),
  Q('fishery-i10', 'inverse', 'list', 'vessels', 'Which boats were built in the 1990s?', { type: 'vessel', where: [{ f: 'built', op: 'between_incl', v: [1990, 1999] }] }),
  Q('fishery-i11', 'inverse', 'list', 'link', 'Which boats have sold fish to Tamar Seafoods?', { type: 'vessel', where: [{ f: 'buyers', op: 'has', v: 'Tamar Seafoods Ltd' }] }),
  Q('fishery-i12', 'inverse', 'list', 'quota', 'Which stock codes cover hake?', { type: 'quota', where: [{ f: 'species', op: '=', v: 'Hake' }] }),
  Q('fishery-i13', 'inverse', 'count', 'language', 'How many boats work gillnets?', { type: 'vessel', where: [{ f: 'gear', op: '=', v: 'Gillnet' }], aggregate: 'count' }),

  // ------------------------------------------------------------------ multi-condition (14)
  Q('fishery-m01', 'multi-condition', 'list', 'units', 'Which UK boats under 10 metres are handliners?', { type: 'vessel', where: [UK, { f: 'length', op: '<', v: 10 }, { f: 'gear', op: '=', v: 'Handline' }] }),
  Q('fishery-m02', 'multi-condition', 'list', 'units', 'Which steel trawlers are longer than 20 m?', { type: 'vessel', where: [{ f: 'hull', op: '=', v: 'Steel' }, TRAWL, { f: 'length', op: '>', v: 20 }] }),
  Q('fishery-m03', 'multi-condition', 'list', 'landings', 'Which hake landings were sold at auction rather than direct?', { type: 'landing', where: [{ f: 'species', op: '=', v: 'Hake' }, { f: 'sale', op: '=', v: 'Auction' }] }),
  Q('fishery-m04', 'multi-condition', 'list', 'people', 'Which skipers have Skipper Limited but no SRC radio ticket?', { type: 'person', where: [{ f: 'role', op: '=', v: 'Skipper' }, { f: 'certificates', op: 'has', v: 'Skipper Limited' }, { f: 'certificates', op: 'lacks', v: 'SRC Radio' }] }, { typo: 'skipers (skippers)' }),
  Q('fishery-m05', 'multi-condition', 'list', 'people', "Apart from the skippers, who hasn't done Fire Fighting?", { type: 'person', where: [{ f: 'role', op: '!=', v: 'Skipper' }, { f: 'certificates', op: 'lacks', v: 'Fire Fighting' }] }),
  Q('fishery-m06', 'multi-condition', 'list', 'landings', 'Which February landings made more than £5 a kilo?', { type: 'landing', where: [{ f: 'date', op: 'between_incl', v: ['2025-02-01', '2025-02-28'] }, { f: 'currency', op: '=', v: 'GBP' }, { f: 'price', op: '>', v: 5 }] }),
  Q('fishery-m07', 'multi-condition', 'list', 'vessels', 'Which GRP boats were built between 2010 and 2020?', { type: 'vessel', where: [{ f: 'hull', op: '=', v: 'GRP' }, { f: 'built', op: 'between', v: [2010, 2020] }] }),
  Q('fishery-m08', 'multi-condition', 'list', 'units', 'Which of the Galician boats have engines over 250 hp?', { type: 'vessel', where: [ES, { f: 'engine', op: '>', v: 250, unit: 'hp' }] }),
  Q('fishery-m09', 'multi-condition', 'list', 'quota', "Which quota stocks are more than forty per cent used even though we've swapped extra quota in?", { type: 'quota', where: [{ f: 'used_pct', op: '>', v: 40 }, { f: 'swapped_in', op: '>', v: 0 }] }),
  Q('fishery-m10', 'multi-condition', 'list', 'link', 'Which landings of more than a tonne went to processors?', { type: 'landing', where: [{ f: 'weight', op: '>', v: 1000 }, { f: 'buyer', op: 'ref', where: [{ f: 'kind', op: '=', v: 'Processor' }] }] }),
  Q('fishery-m11', 'multi-condition', 'list', 'link', 'Which potter skippers were born before 1985?', { type: 'person', where: [{ f: 'role', op: '=', v: 'Skipper' }, { f: 'vessel', op: 'ref', where: [{ f: 'gear', op: '=', v: 'Pots' }] }, { f: 'born', op: '<', v: 1985 }] }),
  Q('fishery-m12', 'multi-condition', 'list', 'species', 'Which demersal quota species have a minimum size of 30 cm or more?', { type: 'species', where: [{ f: 'group', op: '=', v: 'Demersal' }, { f: 'stock', op: '!=', v: null }, { f: 'mls', op: '>=', v: 30 }] }),
  Q('fishery-m13', 'multi-condition', 'count', 'link', 'How many landings did the beam trawlers make in January?', { type: 'landing', where: [{ f: 'gear', op: '=', v: 'Beam trawl' }, { f: 'date', op: 'between_incl', v: ['2025-01-01', '2025-01-31'] }], aggregate: 'count' }),
  Q('fishery-m14', 'multi-condition', 'boolean', 'language', 'Did any of the Spanish boats sell direct in March?', { type: 'landing', where: [{ f: 'vessel_country', op: '=', v: 'Spain' }, { f: 'sale', op: '=', v: 'Direct' }, { f: 'date', op: 'between_incl', v: ['2025-03-01', '2025-03-31'] }], aggregate: 'exists' }),

  // ------------------------------------------------------------------ aggregate (12)
  Q('fishery-a01', 'aggregate', 'value', 'units', 'How many stone of bass have our boats sold this year?', { type: 'landing', where: [{ f: 'species', op: '=', v: 'Bass' }], aggregate: 'sum', field: 'weight', unit: 'st' }),
  Q('fishery-a02', 'aggregate', 'value', 'language', 'What did the lonja sales at Vigo come to in euros?', { type: 'landing', where: [{ f: 'currency', op: '=', v: 'EUR' }], aggregate: 'sum', field: 'value' }),
  Q('fishery-a03', 'aggregate', 'value', 'units', 'Average length of the Brixham boats in feet?', { type: 'vessel', where: [{ f: 'home_port', op: '=', v: 'Brixham' }], aggregate: 'mean', field: 'length', unit: 'ft' }),
  Q('fishery-a04', 'aggregate', 'value', 'buyers', 'How much has Marée de Roscoff spent with us in pounds?', { type: 'landing', where: [{ f: 'buyer', op: '=', v: 'Marée de Roscoff SARL' }, { f: 'currency', op: '=', v: 'GBP' }], aggregate: 'sum', field: 'value' }),
  Q('fishery-a05', 'aggregate', 'value', 'units', 'What is the combined engine power of the beam trawlers, in kW?', { type: 'vessel', where: [{ f: 'gear', op: '=', v: 'Beam trawl' }], aggregate: 'sum', field: 'engine', unit: 'kW' }),
  Q('fishery-a06', 'aggregate', 'value', 'wide', 'How many days at sea did the gillnetters do between them in 2024?', { type: 'vessel', where: [{ f: 'gear', op: '=', v: 'Gillnet' }], aggregate: 'sum', field: 'days_at_sea_2024' }),
  Q('fishery-a07', 'aggregate', 'value', 'quota', 'How many tonnes of quota have we taken in through swaps altogether?', { type: 'quota', where: [], aggregate: 'sum', field: 'swapped_in' }),
  Q('fishery-a08', 'aggregate', 'value', 'landings', "What's the averge price per kilo we've had for Dover sole?", { type: 'landing', where: [{ f: 'species', op: '=', v: 'Dover sole' }], aggregate: 'mean', field: 'price' }, { typo: 'averge (average)' }),
  Q('fishery-a09', 'aggregate', 'list', 'superlative', 'Which is our most powerful boat?', { type: 'vessel', where: [], aggregate: 'argmax', field: 'engine' }),
  Q('fishery-a10', 'aggregate', 'list', 'wide', 'What were the top three species by weight landed in 2024?', { type: 'species', where: [], aggregate: 'argmax', field: 'landed_2024', n: 3 }),
  Q('fishery-a11', 'aggregate', 'list', 'superlative', 'Which quota stock has been used the least so far?', { type: 'quota', where: [], aggregate: 'argmin', field: 'used_pct' }),
  Q('fishery-a12', 'aggregate', 'count', 'landings', 'How many sales notes in sterling were worth over £5,000?', { type: 'landing', where: [{ f: 'currency', op: '=', v: 'GBP' }, { f: 'value', op: '>', v: 5000 }], aggregate: 'count' }),

  // ------------------------------------------------------------------ comparison (9)
  Q('fishery-c01', 'comparison', 'list', 'units', 'Which is longer, Bay Venture or Sea Spirit?', { entities: ['Bay Venture', 'Sea Spirit'], field: 'length', winner: 'max' }),
  Q('fishery-c02', 'comparison', 'list', 'people', "Who's older, Ian Lavers or Gary Widdicombe?", { entities: ['Ian Lavers', 'Gary Widdicombe'], field: 'born', winner: 'min' }),
  Q('fishery-c03', 'comparison', 'list', 'quota', 'Which stock is further through its quota, COD/7XAD34 or POL/07?', { entities: ['COD/7XAD34', 'POL/07'], field: 'used_pct', winner: 'max' }),
  Q('fishery-c04', 'comparison', 'list', 'landings', 'Which turbot sale got the better price per kilo, BX-25-0371 or EL-25-0413?', { entities: ['BX-25-0371', 'EL-25-0413'], field: 'price', winner: 'max' }),
  Q('fishery-c05', 'comparison', 'list', 'species', 'Which has the largest minimum landing size: bass, cod or plaice?', { entities: ['Bass', 'Cod', 'Plaice'], field: 'mls', winner: 'max' }),
  Q('fishery-c06', 'comparison', 'boolean', 'language', 'Is Santa Baia more powerful than Girl Tamsin?', { entities: ['Santa Baia', 'Girl Tamsin'], field: 'engine', winner: 'max' }),
  Q('fishery-c07', 'comparison', 'boolean', 'wide', 'Did Elizabeth Ann spend more days at sea in 2024 than Ocean Harvest?', { entities: ['Elizabeth Ann', 'Ocean Harvest'], field: 'days_at_sea_2024', winner: 'max' }),
  Q('fishery-c08', 'comparison', 'boolean', 'units', 'Is Karenza a bigger boat than Kittiwake?', { entities: ['Karenza', 'Kittiwake'], field: 'length', winner: 'max' }),
  Q('fishery-c09', 'comparison', 'boolean', 'language', 'Has Frigoríficos do Berbés been going longer than Penwith Fish Merchants?', { entities: ['Frigoríficos do Berbés S.A.', 'Penwith Fish Merchants Ltd'], field: 'established', winner: 'min' }),
];
