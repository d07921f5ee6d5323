// Sailing questions (held-out): written by hand as club members and race officers would ask them, each with its
// meaning as structured constraints for gold-engine.mjs. Written blind to Quarry's question parser.
// Conventions: "more than / over / longer than / after" strict, "at least" inclusive, "under / fewer than / before"
// strict, a plain "between" exclusive; values in the unit the question names (metres, feet, kg, pounds, sq ft, kW);
// mooring fees per year in the currency of the marina; "retired" = DNF; "over the line early" = OCS; a regatta's
// "winner" is its overall winner; "best corrected time" = the lowest corrected time.
const UK = { f: 'marina', op: 'ref', where: [{ f: 'country', op: '=', v: 'United Kingdom' }] };
const inCountry = (c) => ({ f: 'marina', op: 'ref', where: [{ f: 'country', op: '=', v: c }] });

const Q = [
  // ---------------------------------------------------------------- lookup (12)
  ['lookup', 'code', 'value', "What's Kittiwake's sail number?", { entity: 'Kittiwake', field: 'sail_number' }],
  ['lookup', 'conversion', 'value', 'How long is Moonraker in metres?', { entity: 'Moonraker', field: 'loa', unit: 'm' }],
  ['lookup', 'conversion', 'value', 'What does Le Grand Bleu draw, in feet?', { entity: 'Le Grand Bleu', field: 'draught', unit: 'ft' }],
  ['lookup', 'conversion', 'value', "How heavy is Jester's Luck in kilos?", { entity: "Jester's Luck", field: 'displacement', unit: 'kg' }],
  ['lookup', 'language', 'value', 'What IRC rating does Mouette sail off?', { entity: 'Mouette', field: 'tcc' }],
  ['lookup', 'split', 'value', 'How much does Spindrift pay a year for her moring?', { entity: 'Spindrift', field: 'mooring_fee' }, 'moring'],
  ['lookup', 'link', 'value', 'Where is Sea Wolf berthed?', { entity: 'Sea Wolf', field: 'marina' }],
  ['lookup', 'results', 'value', 'Who won the Coupe de Saint-Quay this year?', { entity: 'Coupe de Saint-Quay 2025', field: 'winner' }],
  ['lookup', 'language', 'value', 'How many berths has Port de Saint-Quay Nord got?', { entity: 'Port de Saint-Quay Nord', field: 'berths' }],
  ['lookup', 'results', 'value', 'How many points did Bella Ciao finish Guernsey Week on?', { entity: 'Bella Ciao', field: 'pts_guernsey' }],
  ['lookup', 'conversion', 'value', "What's Arcturus's engine output in kW?", { entity: 'Arcturus', field: 'engine_power', unit: 'kW' }],
  ['lookup', 'yes/no', 'boolean', 'Is Kittiwake insured at the moment?', { entity: 'Kittiwake', check: [{ f: 'insured', op: '=', v: true }] }],

  // ---------------------------------------------------------------- inverse (13)
  ['inverse', 'link', 'list', 'Which boats does Fiona MacLeod skipper?', { type: 'boat', where: [{ f: 'skipper', op: '=', v: 'Fiona MacLeod' }] }],
  ['inverse', 'link', 'list', 'What have we got berthed at Bursledon Quay?', { type: 'boat', where: [{ f: 'marina', op: '=', v: 'Bursledon Quay' }] }],
  ['inverse', 'yes/no', 'list', "Which boats are up for sale?", { type: 'boat', where: [{ f: 'for_sale', op: '=', v: true }] }],
  ['inverse', 'synonym', 'list', 'Are any of the boats wooden? Which ones?', { type: 'boat', where: [{ f: 'hull', op: '=', v: 'wood' }] }],
  ['inverse', 'code', 'list', 'Whose boat is GBR 7577 — I mean, which boat carries that sail number?', { type: 'boat', where: [{ f: 'sail_number', op: '=', v: 'GBR 7577' }] }],
  ['inverse', 'results', 'list', 'Who was over the line early at the Coupe de Saint-Quay?', { type: 'boat', where: [{ f: 'ocs', op: 'has', v: 'Coupe de Saint-Quay 2025' }] }],
  ['inverse', 'results', 'list', 'Which boat won race 3 of the Spring Series?', { type: 'boat', where: [{ f: 'race_wins', op: 'has', v: 'Spring Series 2025 race 3' }] }],
  ['inverse', 'results', 'list', 'Which boats sailed the Trieux Rally?', { type: 'boat', where: [{ f: 'regattas', op: 'has', v: 'Trieux Rally 2025' }] }],
  ['inverse', 'plain', 'list', 'Which of the marinas are in France?', { type: 'marina', where: [{ f: 'country', op: '=', v: 'France' }] }],
  ['inverse', 'language', 'list', 'Who are our French skippers?', { type: 'skipper', where: [{ f: 'nationality', op: '=', v: 'French' }] }],
  ['inverse', 'plain', 'list', 'Wich boats have black hulls?', { type: 'boat', where: [{ f: 'colour', op: '=', v: 'black' }] }, 'wich'],
  ['inverse', 'plain', 'list', 'Which boats came out of the Jeanneau yard?', { type: 'boat', where: [{ f: 'builder', op: '=', v: 'Jeanneau' }] }],
  ['inverse', 'plain', 'list', "Which skippers have got their Yachtmaster Offshore?", { type: 'skipper', where: [{ f: 'qualification', op: '=', v: 'Yachtmaster Offshore' }] }],

  // ---------------------------------------------------------------- multi-condition (14)
  ['multi-condition', 'yes/no', 'list', 'Which boats at Medina Gate Marina are for sale?', { type: 'boat', where: [{ f: 'marina', op: '=', v: 'Medina Gate Marina' }, { f: 'for_sale', op: '=', v: true }] }],
  ['multi-condition', 'link', 'list', 'White boats kept in Guernsey?', { type: 'boat', where: [inCountry('Guernsey'), { f: 'colour', op: '=', v: 'white' }] }],
  ['multi-condition', 'yes/no', 'list', 'Which of the J/109s are insured?', { type: 'boat', where: [{ f: 'class', op: '=', v: 'J/109' }, { f: 'insured', op: '=', v: true }] }],
  ['multi-condition', 'conversion', 'list', 'Boats over thirty-six and a half feet long that sleep fewer than eight?', { type: 'boat', where: [{ f: 'loa', op: '>', v: 36.5, unit: 'ft' }, { f: 'berths', op: '<', v: 8 }] }],
  ['multi-condition', 'negation', 'list', "Which boats built before 1980 aren't insured?", { type: 'boat', where: [{ f: 'year_built', op: '<', v: 1980 }, { f: 'insured', op: '=', v: false }] }],
  ['multi-condition', 'link', 'list', 'Which Warsash Reach boats have a British skipper?', { type: 'boat', where: [{ f: 'marina', op: '=', v: 'Warsash Reach Marina' }, { f: 'skipper', op: 'ref', where: [{ f: 'nationality', op: '=', v: 'British' }] }] }],
  ['multi-condition', 'link', 'list', 'Which boats based in France have more than 25 horsepower?', { type: 'boat', where: [inCountry('France'), { f: 'engine_power', op: '>', v: 25, unit: 'hp' }] }],
  ['multi-condition', 'range', 'list', 'Which boats rate between 0.95 and 1.0 under IRC?', { type: 'boat', where: [{ f: 'tcc', op: 'between', v: [0.95, 1.0] }] }],
  ['multi-condition', 'link', 'list', "Which of Gareth Pryce's boats were built after 2000?", { type: 'boat', where: [{ f: 'skipper', op: '=', v: 'Gareth Pryce' }, { f: 'year_built', op: '>', v: 2000 }] }],
  ['multi-condition', 'results', 'list', 'Which boats did both the Spring Series and Guernsey Week?', { type: 'boat', where: [{ f: 'regattas', op: 'has_all', v: ['Spring Series 2025', 'Guernsey Week 2025'] }] }],
  ['multi-condition', 'results', 'list', "Which Channel Race boats aren't kept in the UK?", { type: 'boat', where: [{ f: 'regattas', op: 'has', v: 'Channel Race 2025' }, { not: [UK] }] }],
  ['multi-condition', 'results', 'list', 'Have any of the boats for sale retired from a race this season? Which?', { type: 'boat', where: [{ f: 'for_sale', op: '=', v: true }, { f: 'retired', op: '=', v: true }] }],
  ['multi-condition', 'derived', 'list', "Which committee members have been sailing more than twenty years?", { type: 'skipper', where: [{ f: 'committee', op: '=', v: true }, { f: 'years_sailing', op: '>', v: 20 }] }],
  ['multi-condition', 'yes/no', 'boolean', 'Is Tern both for sale and insured?', { entity: 'Tern', check: [{ f: 'for_sale', op: '=', v: true }, { f: 'insured', op: '=', v: true }] }],

  // ---------------------------------------------------------------- aggregate (12)
  ['aggregate', 'count', 'count', 'How many of our boats are at Medina Gate?', { type: 'boat', where: [{ f: 'marina', op: '=', v: 'Medina Gate Marina' }], aggregate: 'count' }],
  ['aggregate', 'results', 'count', 'How many boats entered the Autumn Series?', { type: 'boat', where: [{ f: 'regattas', op: 'has', v: 'Autumn Series 2025' }], aggregate: 'count' }],
  ['aggregate', 'results', 'count', 'How many boats retired in Guernsey Week?', { type: 'boat', where: [{ f: 'dnf', op: 'has', v: 'Guernsey Week 2025' }], aggregate: 'count' }],
  ['aggregate', 'mean', 'value', "What's the average TCC of the J/109s?", { type: 'boat', where: [{ f: 'class', op: '=', v: 'J/109' }], aggregate: 'mean', field: 'tcc' }],
  ['aggregate', 'conversion', 'value', 'Total sail area of the Elan 40s, in square feet?', { type: 'boat', where: [{ f: 'class', op: '=', v: 'Elan 40' }], aggregate: 'sum', field: 'sail_area', unit: 'sq ft' }],
  ['aggregate', 'conversion', 'value', "What's the biggest displacement in the fleet in pounds?", { type: 'boat', aggregate: 'max', field: 'displacement', unit: 'lb' }],
  ['aggregate', 'money', 'value', 'What do boats at Warsash Reach pay for a mooring on average, per year?', { type: 'boat', where: [{ f: 'marina', op: '=', v: 'Warsash Reach Marina' }], aggregate: 'mean', field: 'mooring_fee', unit: 'GBP' }],
  ['aggregate', 'sum', 'value', 'How many berths do the French marinas have between them?', { type: 'marina', where: [{ f: 'country', op: '=', v: 'France' }], aggregate: 'sum', field: 'berths' }],
  ['aggregate', 'mean', 'value', 'On average how many years have our skippers been sailing?', { type: 'skipper', aggregate: 'mean', field: 'years_sailing' }],
  ['aggregate', 'results', 'value', 'What was the winning points total in the Spring Series?', { type: 'boat', where: [{ f: 'regattas', op: 'has', v: 'Spring Series 2025' }], aggregate: 'min', field: 'pts_spring' }],
  ['aggregate', 'sum', 'value', 'Add up the distances of all the 2025 regattas — how many nautical miles is that?', { type: 'regatta', aggregate: 'sum', field: 'distance_nm' }],
  ['aggregate', 'exists', 'boolean', 'Did any boat fail to start a race in the Autumn Series?', { type: 'boat', where: [{ f: 'dns', op: 'has', v: 'Autumn Series 2025' }], aggregate: 'exists' }],

  // ---------------------------------------------------------------- comparison (9)
  ['comparison', 'conversion', 'list', "Which is longer, Sea Wolf or Arcturus?", { entities: ['Sea Wolf', 'Arcturus'], field: 'loa', winner: 'max' }],
  ['comparison', 'conversion', 'boolean', 'Is Kittiwake heavier than Osprey?', { entities: ['Kittiwake', 'Osprey'], field: 'displacement', winner: 'max' }],
  ['comparison', 'plain', 'list', "Who's been sailing longer, Yann Le Goff or Declan O'Rourke?", { entities: ['Yann Le Goff', "Declan O'Rourke"], field: 'years_sailing', winner: 'max' }],
  ['comparison', 'conversion', 'list', "Which of Bursledon Quay, St Sampson's Marina and Port du Trieux takes the longest boats?", { entities: ['Bursledon Quay', "St Sampson's Marina", 'Port du Trieux'], field: 'max_length', winner: 'max' }],
  ['comparison', 'results', 'boolean', 'Did Merlin beat Ragged Robin on corrected time in the Round the Island?', { entities: ['Merlin', 'Ragged Robin'], field: 'ct_rti', winner: 'min' }],
  ['comparison', 'results', 'list', 'Who finished higher in the Coupe de Saint-Quay, Mouette or Le Grand Bleu?', { entities: ['Mouette', 'Le Grand Bleu'], field: 'rank_coupe', winner: 'min' }],
  ['comparison', 'top-N', 'list', 'Which three boats have the highest IRC ratings?', { type: 'boat', aggregate: 'argmax', field: 'tcc', n: 3 }],
  ['comparison', 'results', 'list', 'Who had the best corrected time in the Channel Race?', { type: 'boat', where: [{ f: 'regattas', op: 'has', v: 'Channel Race 2025' }], aggregate: 'argmin', field: 'ct_channel' }],
  ['comparison', 'link', 'list', "What's the oldest boat we've got in France?", { type: 'boat', where: [inCountry('France')], aggregate: 'argmin', field: 'year_built' }],
];

export const questions = Q.map(([category, facet, kind, question, constraints, typo], i) => ({
  id: `sailing-${String(i + 1).padStart(3, '0')}`,
  question,
  category,
  facet,
  kind,
  constraints,
  ...(typo ? { typo } : {}),
}));
