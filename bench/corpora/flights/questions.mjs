// Flights questions (held-out): written by hand, each with its meaning as structured constraints for
// gold-engine.mjs; the gold answers are computed by gold.mjs from the generated table, never typed.
// Written blind to Quarry's question parser: the wording is what an operations planner, a revenue analyst or a
// new hire would type into the search box of the group's shared drive.
//
// Conventions: "more than / over / above / longer than / after" strict, "at least / or more" inclusive, "under /
// less than / shorter than / before" strict; a plain "between" is exclusive and no value sits on a bound.
// Block time in minutes unless the question names hours; distances in km unless the question names miles
// (statute miles) or nautical miles; elevations and runway lengths in metres unless the question names feet;
// departure times are local "HH:MM"; fares in the operating airline's currency, never converted; load factor and
// punctuality in percent.
// The gold engine knows no nautical miles: the one threshold in nautical miles (flights-20) carries its value
// converted to km by hand (1,500 nm × 1.852 = 2,778 km).
// Derived fields (see gold.mjs): origin_city / origin_country / destination_country / propulsion / frequency /
// currency on flights, departures on airports.

const CODESHARE_PARTNERS = ['SAS', 'Lufthansa', 'KLM', 'British Airways', 'Finnair', 'Eurowings', 'JetBlue', 'Air Canada'];

export const questions = [
  // ------------------------------------------------------------------ lookup (12)
  { id: 'flights-01', question: 'What time does NX 204 leave?', category: 'lookup', facet: 'time', kind: 'value', constraints: { entity: 'NX 204', field: 'departure' } },
  { id: 'flights-02', question: 'How many hours is GX 362 gate to gate?', category: 'lookup', facet: 'conversion', kind: 'value', constraints: { entity: 'GX 362', field: 'block_time', unit: 'h' } },
  { id: 'flights-03', question: 'how far is CB 711 in kilometres', category: 'lookup', facet: 'conversion', kind: 'value', constraints: { entity: 'CB 711', field: 'distance', unit: 'km' } },
  { id: 'flights-04', question: "What's the cheapest fare on HF 531?", category: 'lookup', facet: 'money', kind: 'value', constraints: { entity: 'HF 531', field: 'fare' } },
  { id: 'flights-05', question: 'Which days does NX 111 fly?', category: 'lookup', facet: 'list field', kind: 'list', constraints: { entity: 'NX 111', field: 'days' } },
  { id: 'flights-06', question: 'Is GX 362 a seasonal flight?', category: 'lookup', facet: 'yes/no', kind: 'boolean', constraints: { entity: 'GX 362', check: [{ f: 'seasonal', op: '=', v: true }] } },
  { id: 'flights-07', question: 'Is there a complimentary meal on NX 211?', category: 'lookup', facet: 'yes/no', kind: 'boolean', constraints: { entity: 'NX 211', check: [{ f: 'meal_service', op: '=', v: true }] } },
  { id: 'flights-08', question: "What's the elevation of Tromsø airport in metres?", category: 'lookup', facet: 'conversion', kind: 'value', constraints: { entity: 'Tromsø Airport Langnes', field: 'elevation', unit: 'm' } },
  { id: 'flights-09', question: 'How many passengers a year go through Hamburg Airport?', category: 'lookup', facet: 'number style', kind: 'value', constraints: { entity: 'Hamburg Airport', field: 'passengers' } },
  { id: 'flights-10', question: "What's the range of an ATR 42-600 in km?", category: 'lookup', facet: 'conversion', kind: 'value', constraints: { entity: 'ATR 42-600', field: 'range', unit: 'km' } },
  { id: 'flights-11', question: 'Which country does HF 541 fly to?', category: 'lookup', facet: 'link', kind: 'value', constraints: { entity: 'HF 541', field: 'destination_country' } },
  { id: 'flights-12', question: "Where's Granite Air based?", category: 'lookup', facet: 'link', kind: 'value', constraints: { entity: 'Granite Air', field: 'base' } },

  // ------------------------------------------------------------------ inverse (13)
  { id: 'flights-13', question: 'Which flihgts go to Denmark?', category: 'inverse', facet: 'link', kind: 'list', typo: 'flihgts', constraints: { type: 'flight', where: [{ f: 'destination_country', op: '=', v: 'Denmark' }] } },
  { id: 'flights-14', question: 'Which flights are flown on Embraer aircraft?', category: 'inverse', facet: 'link', kind: 'list', constraints: { type: 'flight', where: [{ f: 'aircraft', op: 'ref', where: [{ f: 'manufacturer', op: '=', v: 'Embraer' }] }] } },
  { id: 'flights-15', question: 'Which flights only run in the summer season?', category: 'inverse', facet: 'yes/no', kind: 'list', constraints: { type: 'flight', where: [{ f: 'seasonal', op: '=', v: true }] } },
  { id: 'flights-16', question: 'Which flights take more than 2h10?', category: 'inverse', facet: 'duration', kind: 'list', constraints: { type: 'flight', where: [{ f: 'block_time', op: '>', v: 130, unit: 'min' }] } },
  { id: 'flights-17', question: 'flights shorter than 200 miles?', category: 'inverse', facet: 'conversion', kind: 'list', constraints: { type: 'flight', where: [{ f: 'distance', op: '<', v: 200, unit: 'mi' }] } },
  { id: 'flights-18', question: 'Which flights depart before 7 in the morning?', category: 'inverse', facet: 'time', kind: 'list', constraints: { type: 'flight', where: [{ f: 'departure', op: '<', v: '07:00' }] } },
  { id: 'flights-19', question: 'Which airports have more than one runway?', category: 'inverse', facet: 'number words', kind: 'list', constraints: { type: 'airport', where: [{ f: 'runways', op: '>', v: 1 }] } },
  // 1,500 nm = 2,778 km (converted by hand: the gold engine has no nautical miles)
  { id: 'flights-20', question: 'Which aircraft types can fly more than 1,500 nautical miles?', category: 'inverse', facet: 'conversion', kind: 'list', constraints: { type: 'aircraft', where: [{ f: 'range', op: '>', v: 2778 }] } },
  { id: 'flights-21', question: 'which flights are codeshared with KLM', category: 'inverse', facet: 'list field', kind: 'list', constraints: { type: 'flight', where: [{ f: 'codeshares', op: 'has', v: 'KLM' }] } },
  { id: 'flights-22', question: 'What flights leave from Bergen?', category: 'inverse', facet: 'link', kind: 'list', constraints: { type: 'flight', where: [{ f: 'origin', op: 'ref', where: [{ f: 'city', op: '=', v: 'Bergen' }] }] } },
  { id: 'flights-23', question: 'Which aircraft types entered service before 2000?', category: 'inverse', facet: 'date', kind: 'list', constraints: { type: 'aircraft', where: [{ f: 'entered_service', op: '<', v: 2000 }] } },
  { id: 'flights-24', question: "Which flights don't start until June?", category: 'inverse', facet: 'date', kind: 'list', constraints: { type: 'flight', where: [{ f: 'valid_from', op: '>=', v: '2025-06-01' }] } },
  { id: 'flights-25', question: 'Which flights operate every day of the week?', category: 'inverse', facet: 'derived', kind: 'list', constraints: { type: 'flight', where: [{ f: 'frequency', op: '=', v: 7 }] } },

  // ------------------------------------------------------------------ multi-condition (14)
  { id: 'flights-26', question: 'Which seasonal flights serve a meal?', category: 'multi-condition', facet: 'yes/no', kind: 'list', constraints: { type: 'flight', where: [{ f: 'seasonal', op: '=', v: true }, { f: 'meal_service', op: '=', v: true }] } },
  { id: 'flights-27', question: 'Norvik Air flights with a load factor above 80%', category: 'multi-condition', facet: 'multi', kind: 'list', constraints: { type: 'flight', where: [{ f: 'airline', op: '=', v: 'Norvik Air' }, { f: 'load_factor', op: '>', v: 80 }] } },
  { id: 'flights-28', question: 'Which flights go from Germany to Norway?', category: 'multi-condition', facet: 'link', kind: 'list', constraints: { type: 'flight', where: [{ f: 'origin_country', op: '=', v: 'Germany' }, { f: 'destination_country', op: '=', v: 'Norway' }] } },
  { id: 'flights-29', question: 'Which jet flights take under an hour?', category: 'multi-condition', facet: 'number words', kind: 'list', constraints: { type: 'flight', where: [{ f: 'propulsion', op: '=', v: 'Jet' }, { f: 'block_time', op: '<', v: 1, unit: 'h' }] } },
  { id: 'flights-30', question: 'Granite Air flights under £90?', category: 'multi-condition', facet: 'money', kind: 'list', constraints: { type: 'flight', where: [{ f: 'airline', op: '=', v: 'Granite Air' }, { f: 'fare', op: '<', v: 90 }] } },
  { id: 'flights-31', question: 'Which flights fly on Saturdays but not on Sundays?', category: 'multi-condition', facet: 'negation', kind: 'list', constraints: { type: 'flight', where: [{ f: 'days', op: 'has', v: 'Sat' }, { f: 'days', op: 'lacks', v: 'Sun' }] } },
  { id: 'flights-32', question: 'Show me flights between 500 and 700 km long', category: 'multi-condition', facet: 'range', kind: 'list', constraints: { type: 'flight', where: [{ f: 'distance', op: 'between', v: [500, 700] }] } },
  { id: 'flights-33', question: 'Which flights into Bergen are run by airlines other than Norvik Air?', category: 'multi-condition', facet: 'negation', kind: 'list', constraints: { type: 'flight', where: [{ f: 'destination', op: 'ref', where: [{ f: 'city', op: '=', v: 'Bergen' }] }, { f: 'airline', op: '!=', v: 'Norvik Air' }] } },
  { id: 'flights-34', question: 'year-round flights with more than 100 seats', category: 'multi-condition', facet: 'negation', kind: 'list', constraints: { type: 'flight', where: [{ f: 'seasonal', op: '=', v: false }, { f: 'seats', op: '>', v: 100 }] } },
  { id: 'flights-35', question: "Which ATR 72-600 flights that aren't seasonal cost less than €100?", category: 'multi-condition', facet: 'money', kind: 'list', constraints: { type: 'flight', where: [{ f: 'aircraft', op: '=', v: 'ATR 72-600' }, { f: 'seasonal', op: '=', v: false }, { f: 'currency', op: '=', v: 'EUR' }, { f: 'fare', op: '<', v: 100 }] } },
  { id: 'flights-36', question: 'Which flights land at airports with over 10 million passengers a year?', category: 'multi-condition', facet: 'link', kind: 'list', constraints: { type: 'flight', where: [{ f: 'destination', op: 'ref', where: [{ f: 'passengers', op: '>', v: 10000000 }] }] } },
  { id: 'flights-37', question: 'Is there any flight to Canada on a Cessna?', category: 'multi-condition', facet: 'exists', kind: 'boolean', constraints: { type: 'flight', aggregate: 'exists', where: [{ f: 'destination_country', op: '=', v: 'Canada' }, { f: 'aircraft', op: 'ref', where: [{ f: 'manufacturer', op: '=', v: 'Cessna' }] }] } },
  { id: 'flights-38', question: 'Which jets depart from airports higher than 200 ft?', category: 'multi-condition', facet: 'conversion', kind: 'list', constraints: { type: 'flight', where: [{ f: 'propulsion', op: '=', v: 'Jet' }, { f: 'origin', op: 'ref', where: [{ f: 'elevation', op: '>', v: 200, unit: 'ft' }] }] } },
  { id: 'flights-39', question: "Which codeshare flights have an on-time performance under 85%?", category: 'multi-condition', facet: 'list field', kind: 'list', constraints: { type: 'flight', where: [{ f: 'codeshares', op: 'has_any', v: CODESHARE_PARTNERS }, { f: 'on_time', op: '<', v: 85 }] } },

  // ------------------------------------------------------------------ aggregate (12)
  { id: 'flights-40', question: 'How many flights does Hanseflug operate?', category: 'aggregate', facet: 'count', kind: 'count', constraints: { type: 'flight', aggregate: 'count', where: [{ f: 'airline', op: '=', v: 'Hanseflug' }] } },
  { id: 'flights-41', question: 'How many flights leave Norway?', category: 'aggregate', facet: 'count', kind: 'count', constraints: { type: 'flight', aggregate: 'count', where: [{ f: 'origin_country', op: '=', v: 'Norway' }] } },
  { id: 'flights-42', question: 'How many of our aircraft types are made by Embraer?', category: 'aggregate', facet: 'count', kind: 'count', constraints: { type: 'aircraft', aggregate: 'count', where: [{ f: 'manufacturer', op: '=', v: 'Embraer' }] } },
  { id: 'flights-43', question: "What's the avrage load factor on Granite Air flights?", category: 'aggregate', facet: 'aggregate', kind: 'value', typo: 'avrage', constraints: { type: 'flight', aggregate: 'mean', field: 'load_factor', where: [{ f: 'airline', op: '=', v: 'Granite Air' }] } },
  { id: 'flights-44', question: 'Average block time of flights out of Tromsø, in minutes?', category: 'aggregate', facet: 'link', kind: 'value', constraints: { type: 'flight', aggregate: 'mean', field: 'block_time', unit: 'min', where: [{ f: 'origin_city', op: '=', v: 'Tromsø' }] } },
  { id: 'flights-45', question: "What's the average range of our prop planes in miles?", category: 'aggregate', facet: 'synonym', kind: 'value', constraints: { type: 'aircraft', aggregate: 'mean', field: 'range', unit: 'mi', where: [{ f: 'propulsion', op: '=', v: 'Turboprop' }] } },
  { id: 'flights-46', question: 'Total seats across all Casco Bay Airways flights?', category: 'aggregate', facet: 'aggregate', kind: 'value', constraints: { type: 'flight', aggregate: 'sum', field: 'seats', where: [{ f: 'airline', op: '=', v: 'Casco Bay Airways' }] } },
  { id: 'flights-47', question: "What's the highest fare in euros?", category: 'aggregate', facet: 'money', kind: 'value', constraints: { type: 'flight', aggregate: 'max', field: 'fare', where: [{ f: 'currency', op: '=', v: 'EUR' }] } },
  { id: 'flights-48', question: 'Which flight has the longest block time?', category: 'aggregate', facet: 'superlative', kind: 'list', constraints: { type: 'flight', aggregate: 'argmax', field: 'block_time' } },
  { id: 'flights-49', question: 'Which airport has the most departures?', category: 'aggregate', facet: 'derived', kind: 'list', constraints: { type: 'airport', aggregate: 'argmax', field: 'departures' } },
  { id: 'flights-50', question: 'top 3 most expensive Norvik Air flights', category: 'aggregate', facet: 'top-N', kind: 'list', constraints: { type: 'flight', aggregate: 'argmax', field: 'fare', n: 3, where: [{ f: 'airline', op: '=', v: 'Norvik Air' }] } },
  { id: 'flights-51', question: 'Which flight leaves earliest in the day?', category: 'aggregate', facet: 'superlative', kind: 'list', constraints: { type: 'flight', aggregate: 'argmin', field: 'departure' } },

  // ------------------------------------------------------------------ comparison (9)
  { id: 'flights-52', question: 'Which is longer, NX 110 or HF 541?', category: 'comparison', facet: 'comparison', kind: 'list', constraints: { entities: ['NX 110', 'HF 541'], field: 'block_time', winner: 'max' } },
  { id: 'flights-53', question: 'Is GX 321 a longer trip than NX 204, distance-wise?', category: 'comparison', facet: 'conversion', kind: 'boolean', constraints: { entities: ['GX 321', 'NX 204'], field: 'distance', winner: 'max' } },
  { id: 'flights-54', question: 'Which airport sits higher, Bangor or Aberdeen?', category: 'comparison', facet: 'conversion', kind: 'list', constraints: { entities: ['Bangor International Airport', 'Aberdeen International Airport'], field: 'elevation', winner: 'max' } },
  { id: 'flights-55', question: 'Which has more seats, the E175 or the Dash 8-400?', category: 'comparison', facet: 'comparison', kind: 'list', constraints: { entities: ['E175', 'Dash 8-400'], field: 'max_seats', winner: 'max' } },
  { id: 'flights-56', question: "Is the ATR 72-600 faster than the Saab 340B?", category: 'comparison', facet: 'conversion', kind: 'boolean', constraints: { entities: ['ATR 72-600', 'Saab 340B'], field: 'cruise_speed', winner: 'max' } },
  { id: 'flights-57', question: "Which airline's older, Norvik Air or Hanseflug?", category: 'comparison', facet: 'date', kind: 'list', constraints: { entities: ['Norvik Air', 'Hanseflug'], field: 'founded', winner: 'min' } },
  { id: 'flights-58', question: 'Which has the better load factor, CB 731 or CB 732?', category: 'comparison', facet: 'comparison', kind: 'list', constraints: { entities: ['CB 731', 'CB 732'], field: 'load_factor', winner: 'max' } },
  { id: 'flights-59', question: 'Which burns less fuel per hour, the 328JET or the Q400?', category: 'comparison', facet: 'synonym', kind: 'list', constraints: { entities: ['328JET', 'Dash 8-400'], field: 'fuel_burn', winner: 'min' } },
  { id: 'flights-60', question: 'Which airport opened first, Bremen or Trondheim?', category: 'comparison', facet: 'date', kind: 'list', constraints: { entities: ['Bremen Airport', 'Trondheim Airport Værnes'], field: 'opened', winner: 'min' } },
];
