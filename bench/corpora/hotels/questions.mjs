// Hotels questions (held-out): written by hand, blind to Quarry's question parser, each with its meaning as structured
// constraints over source.csv (see gold-engine.mjs for the forms). gold.mjs computes the answers.
//
// Conventions: "more than / over / above / after" strict, "at least / or more / or higher / as early as / within"
// inclusive, "under / less than / below / before" strict; a plain "between" is exclusive. Distances in km unless the
// question names miles; guest ratings on the 10-point scale ("4.5 out of 5" = 9.0); money in the currency the
// question names, scoped to the hotels priced in it (never converted); July temperatures in °C (a threshold in °F is
// converted by hand in a comment: the gold engine has no temperature units). Times as 24-hour HH:MM.
// Derived fields (gold.mjs): hotel.country (through the city), hotel.currency (the unit of its price),
// city.hotels / chain.hotels / manager.hotels (how many hotels link to it).

const Q = [];
let n = 0;
const add = (category, kind, facet, question, constraints, extra = {}) => {
  n++;
  Q.push({ id: `hotels-${String(n).padStart(2, '0')}`, question, category, kind, facet, constraints, ...extra });
};

// ------------------------------------------------------------------ lookup (12)
add('lookup', 'value', 'conversion', 'How far is Holyrood Lodge from the city centre in km?', { entity: 'Holyrood Lodge', field: 'centre_distance', unit: 'km' });
add('lookup', 'value', 'time', "what's the check-in time at Hotel Bolhão?", { entity: 'Hotel Bolhão', field: 'check_in' });
add('lookup', 'value', 'lookup', 'How many rooms does the Schwabinger Hof have?', { entity: 'Schwabinger Hof', field: 'rooms' });
add('lookup', 'value', 'money', 'What do we pay per night for a standard double at Seehof Zürich?', { entity: 'Seehof Zürich', field: 'price' });
add('lookup', 'value', 'synonym', "Who's the GM at Lisboa Azul?", { entity: 'Lisboa Azul', field: 'manager' });
add('lookup', 'boolean', 'yes/no', 'Can guests bring their pets to The Beacon Hill Inn?', { entity: 'The Beacon Hill Inn', check: [{ f: 'pets', op: '=', v: true }] });
add('lookup', 'list', 'list field', 'What facilities does Fenway Lodge have?', { entity: 'Fenway Lodge', field: 'amenities' });
add('lookup', 'value', 'link', 'Which country is Hôtel Rive Droite in?', { entity: 'Hôtel Rive Droite', field: 'country' });
add('lookup', 'value', 'date', 'When was Tejo Riverside last renovated?', { entity: 'Tejo Riverside', field: 'renovated' });
add('lookup', 'list', 'list field', 'what languages does Fiona MacLeod speak', { entity: 'Fiona MacLeod', field: 'languages' });
add('lookup', 'value', 'conversion', "What's Harborview Hotel's guest rating out of 10?", { entity: 'Harborview Hotel', field: 'guest_rating' });
add('lookup', 'value', 'conversion', 'How warm is Boston in July on average, in degrees Celsius?', { entity: 'Boston', field: 'july_temp' });

// ------------------------------------------------------------------ inverse (13)
add('inverse', 'list', 'yes/no', 'Which hotels have a swiming pool?', { type: 'hotel', where: [{ f: 'pool', op: '=', v: true }] }, { typo: 'swiming' });
add('inverse', 'list', 'link', 'List all our hotels in Portuguese cities', { type: 'hotel', where: [{ f: 'city', op: 'ref', where: [{ f: 'country', op: '=', v: 'Portugal' }] }] });
// 0.7 mi = 1.1265 km
add('inverse', 'list', 'conversion', 'Which hotels are less than 0.7 miles from the city centre?', { type: 'hotel', where: [{ f: 'centre_distance', op: '<', v: 0.7, unit: 'mi' }] });
add('inverse', 'list', 'link', 'Which hotels does Hamish Grant manage?', { type: 'hotel', where: [{ f: 'manager', op: '=', v: 'Hamish Grant' }] });
add('inverse', 'list', 'negation', "Which hotels don't have wifi?", { type: 'hotel', where: [{ f: 'amenities', op: 'lacks', v: 'wifi' }] });
add('inverse', 'list', 'date', 'which of our hotels opened before 1900?', { type: 'hotel', where: [{ f: 'opened', op: '<', v: 1900 }] });
add('inverse', 'list', 'synonym', 'Which hotels are five-star?', { type: 'hotel', where: [{ f: 'stars', op: '=', v: 5 }] });
add('inverse', 'list', 'negation', "Which hotels aren't part of any chain?", { type: 'hotel', where: [{ f: 'chain', op: '=', v: 'independent' }] });
add('inverse', 'list', 'time', 'Which hotels let you check in as early as 1pm?', { type: 'hotel', where: [{ f: 'check_in', op: '<=', v: '13:00' }] });
add('inverse', 'list', 'date', 'Which hotels were refurbished in 2025?', { type: 'hotel', where: [{ f: 'renovated', op: 'between_incl', v: ['2025-01-01', '2025-12-31'] }] });
add('inverse', 'list', 'list field', 'Which hotels have a Spanish-speaking general manger?', { type: 'hotel', where: [{ f: 'manager', op: 'ref', where: [{ f: 'languages', op: 'has', v: 'Spanish' }] }] },
  { typo: 'manger' });
add('inverse', 'list', 'number words', 'Which hotels are in cities of over a million inhabitants?', { type: 'hotel', where: [{ f: 'city', op: 'ref', where: [{ f: 'population', op: '>', v: 1000000 }] }] });
add('inverse', 'list', 'conversion', 'Which hotels are rated at least 9 out of 10?', { type: 'hotel', where: [{ f: 'guest_rating', op: '>=', v: 9 }] });

// ------------------------------------------------------------------ multi-condition (14)
add('multi-condition', 'list', 'synonym', 'Which hotels in Lyon allow dogs?', { type: 'hotel', where: [{ f: 'city', op: '=', v: 'Lyon' }, { f: 'pets', op: '=', v: true }] });
add('multi-condition', 'list', 'link', 'Which 3-star hotels belong to chains founded before 1980?', { type: 'hotel', where: [{ f: 'stars', op: '=', v: 3 }, { f: 'chain', op: 'ref', where: [{ f: 'founded', op: '<', v: 1980 }] }] });
add('multi-condition', 'list', 'link', 'hotels in Portugal with a pool?', { type: 'hotel', where: [{ f: 'country', op: '=', v: 'Portugal' }, { f: 'pool', op: '=', v: true }] });
add('multi-condition', 'list', 'money', 'Which Swiss hotels cost under 250 francs a night?', { type: 'hotel', where: [{ f: 'country', op: '=', v: 'Switzerland' }, { f: 'currency', op: '=', v: 'CHF' }, { f: 'price', op: '<', v: 250 }] });
add('multi-condition', 'list', 'list field', 'Which hotels include breakfast and have parking?', { type: 'hotel', where: [{ f: 'breakfast', op: '=', v: true }, { f: 'amenities', op: 'has', v: 'parking' }] });
add('multi-condition', 'list', 'negation', 'Pet-friendly hotels in Edinburgh without a pool', { type: 'hotel', where: [{ f: 'city', op: '=', v: 'Edinburgh' }, { f: 'pets', op: '=', v: true }, { f: 'pool', op: '=', v: false }] });
add('multi-condition', 'list', 'other than', 'Which Munich hotels are there other than the Alpenrose ones?', { type: 'hotel', where: [{ f: 'city', op: '=', v: 'Munich' }, { f: 'chain', op: '!=', v: 'Alpenrose Hotels' }] });
add('multi-condition', 'list', 'money', 'Which hotels are rated above 8.5 and cost less than €150 a night?', { type: 'hotel', where: [{ f: 'guest_rating', op: '>', v: 8.5 }, { f: 'currency', op: '=', v: 'EUR' }, { f: 'price', op: '<', v: 150 }] });
add('multi-condition', 'list', 'conversion', 'Which Boston hotels are within 3 km of downtown?', { type: 'hotel', where: [{ f: 'city', op: '=', v: 'Boston' }, { f: 'centre_distance', op: '<=', v: 3, unit: 'km' }] });
add('multi-condition', 'list', 'range', 'hotels with between 100 and 200 rooms that have a spa', { type: 'hotel', where: [{ f: 'rooms', op: 'between', v: [100, 200] }, { f: 'amenities', op: 'has', v: 'spa' }] });
add('multi-condition', 'list', 'date', 'Which hotels opened after 1980 and have been renovated since 2020?', { type: 'hotel', where: [{ f: 'opened', op: '>', v: 1980 }, { f: 'renovated', op: '>=', v: '2020-01-01' }] });
add('multi-condition', 'list', 'or', 'Kestrel or Meridian hotels with a pool', { type: 'hotel', where: [{ f: 'chain', op: 'in', v: ['Kestrel Collection', 'Meridian Hotels & Resorts'] }, { f: 'pool', op: '=', v: true }] });
add('multi-condition', 'boolean', 'exists', 'Is there any hotel in Geneva that takes pets?', { type: 'hotel', where: [{ f: 'city', op: '=', v: 'Geneva' }, { f: 'pets', op: '=', v: true }], aggregate: 'exists' });
add('multi-condition', 'list', 'link', 'Which hotels with breakfast included are run by a manager with more than 20 years in the business?', { type: 'hotel', where: [{ f: 'breakfast', op: '=', v: true }, { f: 'manager', op: 'ref', where: [{ f: 'years_in_industry', op: '>', v: 20 }] }] });

// ------------------------------------------------------------------ aggregate (12)
add('aggregate', 'count', 'count', 'How many hotels do we have in Munich?', { type: 'hotel', where: [{ f: 'city', op: '=', v: 'Munich' }], aggregate: 'count' });
add('aggregate', 'count', 'negation', "how many of our partner hotels have no pool", { type: 'hotel', where: [{ f: 'pool', op: '=', v: false }], aggregate: 'count' });
add('aggregate', 'count', 'link', 'How many hotels is Claudia Brunner the general manager of?', { type: 'hotel', where: [{ f: 'manager', op: '=', v: 'Claudia Brunner' }], aggregate: 'count' });
add('aggregate', 'value', 'aggregate', "What's the average nightly rate of our Lisbon hotels?", { type: 'hotel', where: [{ f: 'city', op: '=', v: 'Lisbon' }], aggregate: 'mean', field: 'price' });
add('aggregate', 'value', 'conversion', "What's the shortest distance from any of our hotels to its airport, in km?", { type: 'hotel', where: [], aggregate: 'min', field: 'airport_distance', unit: 'km' });
add('aggregate', 'list', 'superlative', 'cheapest hotel in Boston?', { type: 'hotel', where: [{ f: 'city', op: '=', v: 'Boston' }], aggregate: 'argmin', field: 'price' });
add('aggregate', 'list', 'top-N', 'What are the three best-rated hotels in Switzerland?', { type: 'hotel', where: [{ f: 'country', op: '=', v: 'Switzerland' }], aggregate: 'argmax', field: 'guest_rating', n: 3 });
add('aggregate', 'value', 'aggregate', 'What is the largest meeting room capacity at any Hôtels Lumière property?', { type: 'hotel', where: [{ f: 'chain', op: '=', v: 'Hôtels Lumière' }], aggregate: 'max', field: 'meeting_capacity' });
add('aggregate', 'value', 'aggregate', 'Total number of rooms across our Edinburgh hotels?', { type: 'hotel', where: [{ f: 'city', op: '=', v: 'Edinburgh' }], aggregate: 'sum', field: 'rooms' });
add('aggregate', 'value', 'conversion', 'On average, how many miles are the Boston hotels from the airport?', { type: 'hotel', where: [{ f: 'city', op: '=', v: 'Boston' }], aggregate: 'mean', field: 'airport_distance', unit: 'mi' });
add('aggregate', 'list', 'derived', 'Which general manager runs the most hotels?', { type: 'manager', where: [], aggregate: 'argmax', field: 'hotels' });
add('aggregate', 'value', 'money', "What's the highest tourist tax of the Swiss cities?", { type: 'city', where: [{ f: 'country', op: '=', v: 'Switzerland' }], aggregate: 'max', field: 'tourist_tax' });

// ------------------------------------------------------------------ comparison (9)
add('comparison', 'list', 'conversion', "Which is closer to the centre, Grassmarket House or Hotel Isartor?", { entities: ['Grassmarket House', 'Hotel Isartor'], field: 'centre_distance', winner: 'min' });
add('comparison', 'boolean', 'money', "Is Jet d'Eau Suites more expensive than Hôtel Rive Droite?", { entities: ["Jet d'Eau Suites", 'Hôtel Rive Droite'], field: 'price', winner: 'max' });
add('comparison', 'list', 'comparison', 'Which has the most rooms: Ribeira Grande Hotel, Carouge Garden Hotel or The Thistle Rooms?', { entities: ['Ribeira Grande Hotel', 'Carouge Garden Hotel', 'The Thistle Rooms'], field: 'rooms', winner: 'max' });
add('comparison', 'list', 'date', 'Which opened first, Hotel Miradouro or Hôtel Bellecour?', { entities: ['Hotel Miradouro', 'Hôtel Bellecour'], field: 'opened', winner: 'min' });
add('comparison', 'list', 'number words', "Which city's bigger, Lyon or Edinburgh?", { entities: ['Lyon', 'Edinburgh'], field: 'population', winner: 'max' });
add('comparison', 'list', 'date', 'Which chain is older, Alpenrose Hotels or Hôtels Lumière?', { entities: ['Alpenrose Hotels', 'Hôtels Lumière'], field: 'founded', winner: 'min' });
add('comparison', 'boolean', 'comparison', 'Has Fiona MacLeod been in the hotel industry longer than Dana Whitaker?', { entities: ['Fiona MacLeod', 'Dana Whitaker'], field: 'years_in_industry', winner: 'max' });
add('comparison', 'list', 'conversion', 'Which is warmer in July, Boston or Lisbon?', { entities: ['Boston', 'Lisbon'], field: 'july_temp', winner: 'max' });
add('comparison', 'boolean', 'conversion', 'Is Hotel Bolhão rated higher than Back Bay Grand?', { entities: ['Hotel Bolhão', 'Back Bay Grand'], field: 'guest_rating', winner: 'max' });

export const questions = Q;
