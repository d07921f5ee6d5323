// Questions of the games domain (held-out; written blind to Quarry's parser), each with its meaning as structured
// constraints over source.csv (see gold-engine.mjs for the forms). Gold answers are computed by gold.mjs.
// Conventions: "more than / over / above / longer than / heavier than" strict, "at least / or more / or less / and
// up" inclusive, "under / less than / before" strict, a plain "between" exclusive (no value sits on a bound).
// Playing time is the longest stated time of a game (its upper bound for "45–60 min"); gold.mjs warns when a
// question's answer would change if the lower bound were used instead. Box weight in grams unless the question
// names kg or pounds; money in the currency of the café that owns the copy (never converted). "Complexity" /
// "weight" (1–5) is the rules weight; a box's weight is always called the box (or shipping) weight.
// Derived fields (gold.mjs): game.publisher_country, game.designer_nationality, game.city, game.country,
// game.currency; publisher.games, designer.games, branch.games (how many games link to it).

const q = (id, category, facet, kind, question, constraints, extra = {}) => ({ id: `games-${id}`, category, facet, kind, question, constraints, ...extra });
const GERMAN_PUB = { f: 'publisher', op: 'ref', where: [{ f: 'country', op: '=', v: 'Germany' }] };
const CITY = (c) => ({ f: 'branch', op: 'ref', where: [{ f: 'city', op: '=', v: c }] });

export const questions = [
  // ---------------------------------------------------------------- inverse (13)
  q('i01', 'inverse', 'yes/no field', 'list', 'Which games are co-operative?', { type: 'game', where: [{ f: 'cooperative', op: '=', v: true }] }),
  q('i02', 'inverse', 'conversion', 'list', 'Which games take less than half an hour to play?', { type: 'game', where: [{ f: 'playing_time', op: '<', v: 30, unit: 'min' }] }),
  q('i03', 'inverse', 'conversion', 'list', 'which games have a box heavier than 5 pounds', { type: 'game', where: [{ f: 'box_weight', op: '>', v: 5, unit: 'lb' }] }),
  q('i04', 'inverse', 'inverse', 'list', 'Which games can be played solo?', { type: 'game', where: [{ f: 'min_players', op: '=', v: 1 }] }),
  q('i05', 'inverse', 'date', 'list', 'What games came out before 2010?', { type: 'game', where: [{ f: 'year', op: '<', v: 2010 }] }),
  q('i06', 'inverse', 'yes/no field', 'list', "wich games are language independent?", { type: 'game', where: [{ f: 'language_independent', op: '=', v: true }] }, { typo: 'wich → which' }),
  q('i07', 'inverse', 'link', 'list', 'Which games were designed by Pierre Dufresne?', { type: 'game', where: [{ f: 'designer', op: '=', v: 'Pierre Dufresne' }] }),
  q('i08', 'inverse', 'list field', 'list', 'Which games use worker placement?', { type: 'game', where: [{ f: 'mechanics', op: 'has', v: 'Worker placement' }] }),
  q('i09', 'inverse', 'conversion', 'list', "Which games last longer than two hours?", { type: 'game', where: [{ f: 'playing_time', op: '>', v: 120, unit: 'min' }] }),
  q('i10', 'inverse', 'link', 'list', "What games does the Leipzig café have?", { type: 'game', where: [CITY('Leipzig')] }),
  q('i11', 'inverse', 'inverse', 'list', 'Which publishers are based in Germany?', { type: 'publisher', where: [{ f: 'country', op: '=', v: 'Germany' }] }),
  q('i12', 'inverse', 'date', 'list', 'Which designers were born before 1975?', { type: 'designer', where: [{ f: 'born', op: '<', v: 1975 }] }),
  q('i13', 'inverse', 'range', 'list', "Which games cost under £30?", { type: 'game', where: [{ f: 'currency', op: '=', v: 'GBP' }, { f: 'price', op: '<', v: 30 }] }),

  // ---------------------------------------------------------------- multi-condition (14)
  q('m01', 'multi-condition', 'multi', 'list', 'Which co-op games support seven or more players?', { type: 'game', where: [{ f: 'cooperative', op: '=', v: true }, { f: 'max_players', op: '>=', v: 7 }] }),
  q('m02', 'multi-condition', 'link', 'list', 'Which games from German publishers are co-operative?', { type: 'game', where: [GERMAN_PUB, { f: 'cooperative', op: '=', v: true }] }),
  q('m03', 'multi-condition', 'link', 'list', 'Which games by designers born after 1980 take less than an hour?', {
    type: 'game', where: [{ f: 'designer', op: 'ref', where: [{ f: 'born', op: '>', v: 1980 }] }, { f: 'playing_time', op: '<', v: 60 }],
  }),
  q('m04', 'multi-condition', 'multi', 'list', "Which games are strictly two-player?", { type: 'game', where: [{ f: 'min_players', op: '=', v: 2 }, { f: 'max_players', op: '=', v: 2 }] }),
  q('m05', 'multi-condition', 'link', 'list', "Which of the Seattle games cost more than $50?", { type: 'game', where: [CITY('Seattle'), { f: 'price', op: '>', v: 50 }] }),
  q('m06', 'multi-condition', 'conversion', 'list', 'Which games at Croix-Rousse have a box between 1.5 and 2.5 kg?', {
    type: 'game', where: [{ f: 'branch', op: '=', v: 'Croix-Rousse' }, { f: 'box_weight', op: 'between', v: [1.5, 2.5], unit: 'kg' }],
  }),
  q('m07', 'multi-condition', 'list field', 'list', 'Which dice-rolling games are language-independent?', { type: 'game', where: [{ f: 'mechanics', op: 'has', v: 'Dice rolling' }, { f: 'language_independent', op: '=', v: true }] }),
  q('m08', 'multi-condition', 'multi', 'list', "Any co-op games for kids aged 8 and up?", { type: 'game', where: [{ f: 'cooperative', op: '=', v: true }, { f: 'min_age', op: '<=', v: 8 }] }),
  q('m09', 'multi-condition', 'conversion', 'list', "Which Leeds games come in a box under 2 lb?", { type: 'game', where: [CITY('Leeds'), { f: 'box_weight', op: '<', v: 2, unit: 'lb' }] }),
  q('m10', 'multi-condition', 'negation', 'list', "Which Éditions Mistral games were designed by someone other than Pierre Dufresne?", {
    type: 'game', where: [{ f: 'publisher', op: '=', v: 'Éditions Mistral' }, { f: 'designer', op: '!=', v: 'Pierre Dufresne' }],
  }),
  q('m11', 'multi-condition', 'link', 'list', 'Which games with a complexity above 4 come from a publisher in a country where we also have a café?', {
    type: 'game', where: [{ f: 'complexity', op: '>', v: 4 }, { f: 'publisher', op: 'ref', where: [{ f: 'country', op: 'in', v: ['United Kingdom', 'Germany', 'France', 'United States'] }] }],
  }),
  q('m12', 'multi-condition', 'multi', 'list', "Which co-op games at the Kirkgate branch play in an hour or less?", {
    type: 'game', where: [{ f: 'branch', op: '=', v: 'Kirkgate' }, { f: 'cooperative', op: '=', v: true }, { f: 'playing_time', op: '<=', v: 60 }],
  }),
  q('m13', 'multi-condition', 'yes/no', 'boolean', 'Is there a co-operative game rated 16+?', { type: 'game', where: [{ f: 'cooperative', op: '=', v: true }, { f: 'min_age', op: '>=', v: 16 }], aggregate: 'exists' }),
  q('m14', 'multi-condition', 'range', 'list', 'Which games priced between €30 and €50 play at least five?', {
    type: 'game', where: [{ f: 'currency', op: '=', v: 'EUR' }, { f: 'price', op: 'between', v: [30, 50] }, { f: 'max_players', op: '>=', v: 5 }],
  }),

  // ---------------------------------------------------------------- aggregate (14)
  q('a01', 'aggregate', 'count', 'count', 'How many games are in the library altogether?', { type: 'game', where: [], aggregate: 'count' }),
  q('a02', 'aggregate', 'count', 'count', "How many co-op games does the Seattle branch have?", { type: 'game', where: [CITY('Seattle'), { f: 'cooperative', op: '=', v: true }], aggregate: 'count' }),
  q('a03', 'aggregate', 'count', 'count', 'how many games has Annika Vogt desinged', { type: 'game', where: [{ f: 'designer', op: '=', v: 'Annika Vogt' }], aggregate: 'count' }, { typo: 'desinged → designed' }),
  q('a04', 'aggregate', 'aggregate', 'value', "What's the average playing time of the games at the Leeds café?", { type: 'game', where: [CITY('Leeds')], aggregate: 'mean', field: 'playing_time', unit: 'min' }),
  q('a05', 'aggregate', 'superlative', 'list', 'Which game has the heaviest box?', { type: 'game', where: [], aggregate: 'argmax', field: 'box_weight' }),
  q('a06', 'aggregate', 'superlative', 'list', "What's the most complex game we've got?", { type: 'game', where: [], aggregate: 'argmax', field: 'complexity' }),
  q('a07', 'aggregate', 'superlative', 'list', 'What is our cheapest game in euros?', { type: 'game', where: [{ f: 'currency', op: '=', v: 'EUR' }], aggregate: 'argmin', field: 'price' }),
  q('a08', 'aggregate', 'top-N', 'list', 'List the three least complex games.', { type: 'game', where: [], aggregate: 'argmin', field: 'complexity', n: 3 }),
  q('a09', 'aggregate', 'aggregate', 'value', 'How many copies do we own at Südvorstadt in total?', { type: 'game', where: [{ f: 'branch', op: '=', v: 'Südvorstadt' }], aggregate: 'sum', field: 'copies' }),
  q('a10', 'aggregate', 'link', 'value', 'What is the average complexity of games from German publishers?', { type: 'game', where: [GERMAN_PUB], aggregate: 'mean', field: 'complexity' }),
  q('a11', 'aggregate', 'superlative', 'list', "What's the most expensive game at the Fremont branch?", { type: 'game', where: [{ f: 'branch', op: '=', v: 'Fremont' }], aggregate: 'argmax', field: 'price' }),
  q('a12', 'aggregate', 'conversion', 'value', 'What is the mean box weight, in pounds, of the games in Seattle?', { type: 'game', where: [CITY('Seattle')], aggregate: 'mean', field: 'box_weight', unit: 'lb' }),
  q('a13', 'aggregate', 'link', 'list', 'Which designer has the most games in our library?', { type: 'designer', where: [], aggregate: 'argmax', field: 'games' }),
  q('a14', 'aggregate', 'aggregate', 'value', 'What does the priciest game at Kirkgate cost?', { type: 'game', where: [{ f: 'branch', op: '=', v: 'Kirkgate' }], aggregate: 'max', field: 'price' }),

  // ---------------------------------------------------------------- lookup (12)
  q('l01', 'lookup', 'conversion', 'value', 'How many hours does a game of Tidewater take?', { entity: 'Tidewater', field: 'playing_time', unit: 'h' }),
  q('l02', 'lookup', 'conversion', 'value', "What's the box weight of Velvet Heist in kilograms?", { entity: 'Velvet Heist', field: 'box_weight', unit: 'kg' }),
  q('l03', 'lookup', 'lookup', 'value', 'How much does Deep Reef cost?', { entity: 'Deep Reef', field: 'price' }),
  q('l04', 'lookup', 'lookup', 'value', 'Who designed Saltmarsh?', { entity: 'Saltmarsh', field: 'designer' }),
  q('l05', 'lookup', 'list field', 'list', 'What expansions are there for Aurora Station?', { entity: 'Aurora Station', field: 'expansions' }),
  q('l06', 'lookup', 'lookup', 'value', "What's the minimum age for Harbour Lights?", { entity: 'Harbour Lights', field: 'min_age' }),
  q('l07', 'lookup', 'yes/no', 'boolean', 'Is Waldläufer co-operative?', { entity: 'Waldläufer', check: [{ f: 'cooperative', op: '=', v: true }] }),
  q('l08', 'lookup', 'link', 'value', 'Which country is the publisher of Snowdrift from?', { entity: 'Snowdrift', field: 'publisher_country' }),
  q('l09', 'lookup', 'lookup', 'value', 'What complexity rating does Mycelium have?', { entity: 'Mycelium', field: 'complexity' }),
  q('l10', 'lookup', 'lookup', 'value', 'how many copies of Starling do we own?', { entity: 'Starling', field: 'copies' }),
  q('l11', 'lookup', 'date', 'value', 'When did the Fremont café open?', { entity: 'Fremont', field: 'opened' }),
  q('l12', 'lookup', 'date', 'value', 'What year was Kranichwerk Spiele founded?', { entity: 'Kranichwerk Spiele', field: 'founded' }),

  // ---------------------------------------------------------------- comparison (7)
  q('c01', 'comparison', 'comparison', 'list', 'Which takes longer, Tidewater or Snowdrift?', { entities: ['Tidewater', 'Snowdrift'], field: 'playing_time', winner: 'max' }),
  q('c02', 'comparison', 'yes/no', 'boolean', "Is Velvet Heist's box heavier than Deep Reef's?", { entities: ['Velvet Heist', 'Deep Reef'], field: 'box_weight', winner: 'max' }),
  q('c03', 'comparison', 'comparison', 'list', 'Which is more complex: Starling or Beekeepers?', { entities: ['Starling', 'Beekeepers'], field: 'complexity', winner: 'max' }),
  q('c04', 'comparison', 'comparison', 'list', 'Which branch has more seats, Kirkgate or Croix-Rousse?', { entities: ['Kirkgate', 'Croix-Rousse'], field: 'seats', winner: 'max' }),
  q('c05', 'comparison', 'yes/no', 'boolean', 'Was Kranichwerk Spiele founded before Éditions Mistral?', { entities: ['Kranichwerk Spiele', 'Éditions Mistral'], field: 'founded', winner: 'min' }),
  q('c06', 'comparison', 'date', 'list', "Who's older, Annika Vogt or Carla Bellini?", { entities: ['Annika Vogt', 'Carla Bellini'], field: 'born', winner: 'min' }),
  q('c07', 'comparison', 'yes/no', 'boolean', 'Does Nightjar support more players than Rivet?', { entities: ['Nightjar', 'Rivet'], field: 'max_players', winner: 'max' }),
];
