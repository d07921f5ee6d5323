// The estate questions (held-out), written by hand by someone who has not read Quarry's question parser or fact
// extraction. Each carries its meaning as structured constraints (see ../gold-engine.mjs); gold.mjs computes the
// answers from source.csv.
// Conventions: "more than / over / above / bigger than" strict, "at least / or more / or less / or higher / within"
// inclusive, "less than / under / below / before" strict; a plain "between" uses bounds no value sits on (so strict
// and inclusive readings agree), "inclusive" and "strictly" say which when a value does sit on a bound; "from X on"
// inclusive. Floor area in m² unless the question names square feet; distance in km unless it names miles; rent
// is per calendar month (a page quoting a weekly rent holds 52/12 of it) and never converted between currencies (a
// £-question is about the pound listings, a €-question about the euro listings; a question naming a city scopes by
// it). "In <city>" = the listing's neighbourhood is in that city; "the X office's listings" = listings whose agent
// works at that office. A studio is its own property type (0 bedrooms), not a flat; "properties" / "listings" /
// "places" = every listing.
// facet: the finer kind of question (the scorer's five categories are coarser).
const L = 'listing';
const A = 'agent';
const N = 'neighbourhood';
const O = 'office';
const is = (f, v) => ({ f, op: '=', v });
const GBP = is('currency', 'GBP');
const EUR = is('currency', 'EUR');
const inCity = (c) => is('city', c);
const hood = (where) => ({ f: 'neighbourhood', op: 'ref', where });
const byAgent = (where) => ({ f: 'agent', op: 'ref', where });

export const questions = [
  // ---------------------------------------------------------------- lookup (12)
  { id: 'estate-look-01', facet: 'conversion', question: "What's the floor area of 102 Keppel Road in square metres?", category: 'lookup', kind: 'value',
    constraints: { entity: '102 Keppel Road', field: 'area', unit: 'm2' } },
  { id: 'estate-look-02', facet: 'lookup', question: 'how much is the rent on 82 Dunville Avenue', category: 'lookup', kind: 'value',
    constraints: { entity: '82 Dunville Avenue', field: 'rent', tol: 0 } },
  { id: 'estate-look-03', facet: 'link', question: 'Who is the agent for Javastraat 177?', category: 'lookup', kind: 'value',
    constraints: { entity: 'Javastraat 177', field: 'agent' } },
  { id: 'estate-look-04', facet: 'date', question: 'When can I move into 70 Queen Street?', category: 'lookup', kind: 'value',
    constraints: { entity: '70 Queen Street', field: 'available_from' } },
  { id: 'estate-look-05', facet: 'lookup', question: 'What energy rating does 48 Spottiswoode Street have?', category: 'lookup', kind: 'value',
    constraints: { entity: '48 Spottiswoode Street', field: 'energy_rating' } },
  { id: 'estate-look-06', facet: 'conversion', question: 'How many square feet is Celebesstraat 4?', category: 'lookup', kind: 'value',
    constraints: { entity: 'Celebesstraat 4', field: 'area', unit: 'sq ft' } },
  { id: 'estate-look-07', facet: 'lookup', question: 'What languages does Aoife Brennan speak?', category: 'lookup', kind: 'list',
    constraints: { entity: 'Aoife Brennan', field: 'languages' } },
  { id: 'estate-look-08', facet: 'link', question: 'Who runs the Leith Walk office?', category: 'lookup', kind: 'value',
    constraints: { entity: 'Leith Walk Office', field: 'manager' } },
  { id: 'estate-look-09', facet: 'yesno', question: 'Can I keep a cat at 85 Elm Row?', category: 'lookup', kind: 'boolean',
    constraints: { entity: '85 Elm Row', check: [is('pets_allowed', true)] } },
  { id: 'estate-look-10', facet: 'conversion', question: 'How far is Didsbury from the city centre in km?', category: 'lookup', kind: 'value',
    constraints: { entity: 'Didsbury', field: 'distance_to_centre' } },
  { id: 'estate-look-11', facet: 'link', question: 'Which office is the agent for 53 Stoneybatter based at?', category: 'lookup', kind: 'value',
    constraints: { entity: '53 Stoneybatter', field: 'office' } },
  { id: 'estate-look-12', facet: 'conversion', question: "What's the monthly rent for 119 Forest Road?", category: 'lookup', kind: 'value',
    constraints: { entity: '119 Forest Road', field: 'rent' } },

  // ---------------------------------------------------------------- inverse: one condition (13)
  { id: 'estate-inv-01', facet: 'inverse', question: 'show me all the houses', category: 'inverse', kind: 'list', constraints: { type: L, where: [is('property_type', 'House')] } },
  { id: 'estate-inv-02', facet: 'inverse', question: 'which listngs have a garden', category: 'inverse', kind: 'list', typo: 'listngs',
    constraints: { type: L, where: [is('garden', true)] } },
  { id: 'estate-inv-03', facet: 'conversion', question: 'Which properties are more than a thousand square feet?', category: 'inverse', kind: 'list',
    constraints: { type: L, where: [{ f: 'area', op: '>', v: 1000, unit: 'sq ft' }] } },
  { id: 'estate-inv-04', facet: 'range', question: 'Which listings are between 45 and 50 square metres?', category: 'inverse', kind: 'list',
    constraints: { type: L, where: [{ f: 'area', op: 'between', v: [45, 50] }] } },
  { id: 'estate-inv-05', facet: 'inverse', question: 'Which properties have three or more bedrooms?', category: 'inverse', kind: 'list',
    constraints: { type: L, where: [{ f: 'bedrooms', op: '>=', v: 3 }] } },
  { id: 'estate-inv-06', facet: 'date', question: 'What is available to move into before 1 December 2024?', category: 'inverse', kind: 'list',
    constraints: { type: L, where: [{ f: 'available_from', op: '<', v: '2024-12-01' }] } },
  { id: 'estate-inv-07', facet: 'inverse', question: 'Which of our agents speak French?', category: 'inverse', kind: 'list',
    constraints: { type: A, where: [{ f: 'languages', op: 'has', v: 'French' }] } },
  { id: 'estate-inv-08', facet: 'inverse', question: 'Which neighbourhoods are on the London Overground?', category: 'inverse', kind: 'list',
    constraints: { type: N, where: [{ f: 'transit_lines', op: 'has', v: 'London Overground' }] } },
  { id: 'estate-inv-09', facet: 'inverse', question: 'Which neighbourhoods have more than eight schools?', category: 'inverse', kind: 'list',
    constraints: { type: N, where: [{ f: 'schools', op: '>', v: 8 }] } },
  { id: 'estate-inv-10', facet: 'inverse', question: 'What has Hannah Kowalski got on her books?', category: 'inverse', kind: 'list',
    constraints: { type: L, where: [is('agent', 'Hannah Kowalski')] } },
  { id: 'estate-inv-11', facet: 'inverse', question: 'Which neighbourhoods are within 2 km of the city centre?', category: 'inverse', kind: 'list',
    constraints: { type: N, where: [{ f: 'distance_to_centre', op: '<=', v: 2 }] } },
  { id: 'estate-inv-12', facet: 'negation', question: "Which properties don't allow pets?", category: 'inverse', kind: 'list',
    constraints: { type: L, where: [is('pets_allowed', false)] } },
  { id: 'estate-inv-13', facet: 'date', question: 'Which agents have been with us since before 2015?', category: 'inverse', kind: 'list',
    constraints: { type: A, where: [{ f: 'joined', op: '<', v: '2015-01-01' }] } },

  // ---------------------------------------------------------------- multi-condition (14)
  { id: 'estate-mc-01', facet: 'multi', question: 'Two-bedroom flats with a balcony?', category: 'multi-condition', kind: 'list',
    constraints: { type: L, where: [is('property_type', 'Flat'), is('bedrooms', 2), is('balcony', true)] } },
  { id: 'estate-mc-02', facet: 'link', question: 'Any furnished one-bed flats in London for under £1,900 a month?', category: 'multi-condition', kind: 'list',
    constraints: { type: L, where: [inCity('London'), is('property_type', 'Flat'), is('bedrooms', 1), is('furnishing', 'Furnished'), GBP, { f: 'rent', op: '<', v: 1900 }] } },
  { id: 'estate-mc-03', facet: 'link', question: 'Which places in Dublin are pet friendly?', category: 'multi-condition', kind: 'list',
    constraints: { type: L, where: [inCity('Dublin'), is('pets_allowed', true)] } },
  { id: 'estate-mc-04', facet: 'multi', question: 'houses with both a garden and parking', category: 'multi-condition', kind: 'list',
    constraints: { type: L, where: [is('property_type', 'House'), is('garden', true), is('parking', true)] } },
  { id: 'estate-mc-05', facet: 'link', question: 'Which Amsterdam listings are bigger than 60 m² but cost less than €2,200 a month?', category: 'multi-condition', kind: 'list',
    constraints: { type: L, where: [inCity('Amsterdam'), { f: 'area', op: '>', v: 60 }, EUR, { f: 'rent', op: '<', v: 2200 }] } },
  { id: 'estate-mc-06', facet: 'link', question: 'Studios in Manchester or Edinburgh for £700 a month or less?', category: 'multi-condition', kind: 'list',
    constraints: { type: L, where: [is('property_type', 'Studio'), { f: 'city', op: 'in', v: ['Manchester', 'Edinburgh'] }, GBP, { f: 'rent', op: '<=', v: 700 }] } },
  { id: 'estate-mc-07', facet: 'link', question: 'Which properties are looked after by an agent who speaks Irish?', category: 'multi-condition', kind: 'list',
    constraints: { type: L, where: [byAgent([{ f: 'languages', op: 'has', v: 'Irish' }])] } },
  { id: 'estate-mc-08', facet: 'link', question: 'List the listings in neighbourhoods with more than 8 schools.', category: 'multi-condition', kind: 'list',
    constraints: { type: L, where: [hood([{ f: 'schools', op: '>', v: 8 }])] } },
  { id: 'estate-mc-09', facet: 'link', question: 'What is there near the Luas Green line that I could move into from January 2025 on?', category: 'multi-condition', kind: 'list',
    constraints: { type: L, where: [hood([{ f: 'transit_lines', op: 'has', v: 'Luas Green line' }]), { f: 'available_from', op: '>=', v: '2025-01-01' }] } },
  { id: 'estate-mc-10', facet: 'negation', question: 'Which London properties are not in Islington?', category: 'multi-condition', kind: 'list',
    constraints: { type: L, where: [inCity('London'), hood([{ f: 'district', op: '!=', v: 'Islington' }])] } },
  { id: 'estate-mc-11', facet: 'multi', question: 'Which flats in Edinburgh with at least two bedrooms are under £1,500 pcm?', category: 'multi-condition', kind: 'list',
    constraints: { type: L, where: [is('property_type', 'Flat'), inCity('Edinburgh'), { f: 'bedrooms', op: '>=', v: 2 }, GBP, { f: 'rent', op: '<', v: 1500 }] } },
  { id: 'estate-mc-12', facet: 'range', question: 'Flats in Dublin from €1,700 to €1,800 a month inclusive', category: 'multi-condition', kind: 'list',
    constraints: { type: L, where: [is('property_type', 'Flat'), inCity('Dublin'), EUR, { f: 'rent', op: 'between_incl', v: [1700, 1800] }] } },
  { id: 'estate-mc-13', facet: 'yesno', question: 'Do you have any houses with a garden in Manchester for under £1,300 a month?', category: 'multi-condition', kind: 'boolean',
    constraints: { type: L, aggregate: 'exists', where: [is('property_type', 'House'), is('garden', true), inCity('Manchester'), GBP, { f: 'rent', op: '<', v: 1300 }] } },
  { id: 'estate-mc-14', facet: 'multi', question: 'Which listings are rated A or B for energy and have at least 2 bathrooms?', category: 'multi-condition', kind: 'list',
    constraints: { type: L, where: [{ f: 'energy_rating', op: 'in', v: ['A', 'B'] }, { f: 'bathrooms', op: '>=', v: 2 }] } },

  // ---------------------------------------------------------------- aggregate: counts, sums, means, extremes, top-N (14)
  { id: 'estate-agg-01', facet: 'count', question: 'How many of our listings accept pets?', category: 'aggregate', kind: 'count',
    constraints: { type: L, where: [is('pets_allowed', true)], aggregate: 'count' } },
  { id: 'estate-agg-02', facet: 'count', question: 'how many properties is Priya Raman managing', category: 'aggregate', kind: 'count',
    constraints: { type: L, where: [is('agent', 'Priya Raman')], aggregate: 'count' } },
  { id: 'estate-agg-03', facet: 'count', question: 'How many flats have we got in Amsterdam?', category: 'aggregate', kind: 'count',
    constraints: { type: L, where: [is('property_type', 'Flat'), inCity('Amsterdam')], aggregate: 'count' } },
  { id: 'estate-agg-04', facet: 'aggregate', question: "What's the average rent of a two-bedroom flat in London?", category: 'aggregate', kind: 'value',
    constraints: { type: L, where: [is('property_type', 'Flat'), is('bedrooms', 2), inCity('London')], aggregate: 'mean', field: 'rent' } },
  { id: 'estate-agg-05', facet: 'conversion', question: 'What is the average size of the houses in Amsterdam, in square feet?', category: 'aggregate', kind: 'value',
    constraints: { type: L, where: [is('property_type', 'House'), inCity('Amsterdam')], aggregate: 'mean', field: 'area', unit: 'sq ft' } },
  { id: 'estate-agg-06', facet: 'link', question: 'What is the total monthly rent of all the Deansgate office listings?', category: 'aggregate', kind: 'value',
    constraints: { type: L, where: [is('office', 'Deansgate Office')], aggregate: 'sum', field: 'rent', tol: 0 } },
  { id: 'estate-agg-07', facet: 'aggregate', question: "What's the cheapest rent in Dublin?", category: 'aggregate', kind: 'value',
    constraints: { type: L, where: [inCity('Dublin')], aggregate: 'min', field: 'rent', tol: 0 } },
  { id: 'estate-agg-08', facet: 'aggregate', question: 'How big is the largest studio, in m²?', category: 'aggregate', kind: 'value',
    constraints: { type: L, where: [is('property_type', 'Studio')], aggregate: 'max', field: 'area' } },
  { id: 'estate-agg-09', facet: 'superlative', question: 'Which is the cheapest house we have in the UK?', category: 'aggregate', kind: 'list',
    constraints: { type: L, where: [is('property_type', 'House'), is('country', 'United Kingdom')], aggregate: 'argmin', field: 'rent' } },
  { id: 'estate-agg-10', facet: 'superlative', question: 'Which Dublin neighbourhood has the highest average rent?', category: 'aggregate', kind: 'list',
    constraints: { type: N, where: [is('city', 'Dublin')], aggregate: 'argmax', field: 'average_rent' } },
  { id: 'estate-agg-11', facet: 'topN', question: 'Show me the three biggest properties.', category: 'aggregate', kind: 'list',
    constraints: { type: L, aggregate: 'argmax', field: 'area', n: 3 } },
  { id: 'estate-agg-12', facet: 'topN', question: 'Which 5 listings become available soonest?', category: 'aggregate', kind: 'list',
    constraints: { type: L, aggregate: 'argmin', field: 'available_from', n: 5 } },
  { id: 'estate-agg-13', facet: 'link', question: 'Which of the Dublin agents has the most properties on their books?', category: 'aggregate', kind: 'list',
    constraints: { type: A, where: [is('city', 'Dublin')], aggregate: 'argmax', field: 'listings' } },
  { id: 'estate-agg-14', facet: 'superlative', question: "What's the oldest building we let?", category: 'aggregate', kind: 'list',
    constraints: { type: L, aggregate: 'argmin', field: 'year_built' } },

  // ---------------------------------------------------------------- comparison of two named things (7)
  { id: 'estate-cmp-01', facet: 'comparison', question: 'Which is bigger, 98 Canonbury Grove or 28 Willow Bridge Road?', category: 'comparison', kind: 'list',
    constraints: { entities: ['98 Canonbury Grove', '28 Willow Bridge Road'], field: 'area', winner: 'max' } },
  { id: 'estate-cmp-02', facet: 'comparison', question: 'Is 41 Oakley Road more expensive than 82 Dunville Avenue?', category: 'comparison', kind: 'boolean',
    constraints: { entities: ['41 Oakley Road', '82 Dunville Avenue'], field: 'rent', winner: 'max' } },
  { id: 'estate-cmp-03', facet: 'comparison', question: 'Which is closer to the centre, Leith or Marchmont?', category: 'comparison', kind: 'list',
    constraints: { entities: ['Leith', 'Marchmont'], field: 'distance_to_centre', winner: 'min' } },
  { id: 'estate-cmp-04', facet: 'comparison', question: 'Does Highbury have more schools than Canonbury?', category: 'comparison', kind: 'boolean',
    constraints: { entities: ['Highbury', 'Canonbury'], field: 'schools', winner: 'max' } },
  { id: 'estate-cmp-05', facet: 'date', question: 'Who has been at the agency longer, Tom Whitfield or Conor Walsh?', category: 'comparison', kind: 'list',
    constraints: { entities: ['Tom Whitfield', 'Conor Walsh'], field: 'joined', winner: 'min' } },
  { id: 'estate-cmp-06', facet: 'comparison', question: 'Which opened first, the Deansgate office or the Baggot Street office?', category: 'comparison', kind: 'list',
    constraints: { entities: ['Deansgate Office', 'Baggot Street Office'], field: 'opened', winner: 'min' } },
  { id: 'estate-cmp-07', facet: 'conversion', question: 'Is 9 Bernard Street cheaper per month than 13 Murray Street?', category: 'comparison', kind: 'boolean',
    constraints: { entities: ['9 Bernard Street', '13 Murray Street'], field: 'rent', winner: 'min' } },
];
