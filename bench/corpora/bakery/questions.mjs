// Bakery questions (held-out): 60 questions about the shared drive of Wyeside Bakehouse Ltd, written by hand with
// their meaning as structured constraints (see ../gold-engine.mjs). Gold answers are computed by gold.mjs from the
// generator's source table, never typed here. Written blind to Quarry's question parser and fact extraction.
//
// Conventions: "more than / over / above / hotter than / after" strict, "at least / or more" inclusive, "under /
// less than / below / before" strict; "between A and B" exclusive; "in Wales" = the branch's (or supplier's)
// country; "the quarter" / "Q1" = the 13 weeks of the weekly takings sheet (w/c 30 Dec 2024 to w/c 24 Mar 2025),
// week 11 = w/c 10 March 2025; "this year" = every delivery in the folder (January to April 2025); "bread" = the
// Bread category (14 products), "cakes" = the Cake category; viennoiserie = the Viennoiserie category; money in the
// currency the question names (invoice amounts are GBP or EUR, never converted); a product's recipe facts
// (flour, hydration, proof, oven) are its own fields; "staff at X" = staff whose branch is X (new starters
// included). Typos are marked with `typo` (the misspelt word).
const Q = (id, category, kind, facet, question, constraints, extra = {}) => ({ id: `bakery-${id}`, question, category, kind, facet, constraints, ...extra });

export const questions = [
  // ---------------------------------------------------------------- lookup (12)
  Q('l01', 'lookup', 'value', 'viennoiserie', 'How much is an almond croissant?', { entity: 'Almond Croissant', field: 'price' }),
  Q('l02', 'lookup', 'value', 'units', 'How heavy is the Lemon Drizzle Loaf in grams?', { entity: 'Lemon Drizzle Loaf', field: 'weight', unit: 'g' }),
  Q('l03', 'lookup', 'value', 'units', 'What temperature is the Kouign-Aman baked at, in °C?', { entity: 'Kouign-Amann', field: 'oven_temp' }, { typo: 'Kouign-Aman' }),
  Q('l04', 'lookup', 'value', 'units', 'How long does the country sourdough prove for, in hours?', { entity: 'Country Sourdough', field: 'proof_time', unit: 'h' }),
  Q('l05', 'lookup', 'value', 'branches', 'Who manages Agincourt Square?', { entity: 'Agincourt Square', field: 'manager' }),
  Q('l06', 'lookup', 'value', 'staff', 'How many hours a week is Megan Watkins contracted for?', { entity: 'Megan Watkins', field: 'hours_per_week' }),
  Q('l07', 'lookup', 'value', 'language', "What's the lead time for Minoterie Girard, in days?", { entity: 'Minoterie Girard', field: 'lead_time' }),
  Q('l08', 'lookup', 'list', 'viennoiserie', 'What allergens are in a pain au chocolat?', { entity: 'Pain au Chocolat', field: 'allergens' }),
  Q('l09', 'lookup', 'list', 'minutes', 'Which allergens does the new Leek & Caerphilly Pasty contain?', { entity: 'Leek & Caerphilly Pasty', field: 'allergens' }),
  Q('l10', 'lookup', 'boolean', 'minutes', 'Is the Gâteau Breton suitable for vegans?', { entity: 'Gâteau Breton', check: [{ f: 'vegan', op: '=', v: true }] }),
  Q('l11', 'lookup', 'value', 'e-mail', 'When did Ffion Pritchard start with us?', { entity: 'Ffion Pritchard', field: 'started' }),
  Q('l12', 'lookup', 'value', 'language', 'What was the total on Girard invoice FA-2025-0263?', { entity: 'FA-2025-0263', field: 'amount' }),

  // ---------------------------------------------------------------- inverse (13)
  Q('i01', 'inverse', 'list', 'allergens', 'Which of our products contain sesame?', { type: 'product', where: [{ f: 'allergens', op: 'has', v: 'sesame' }] }),
  Q('i02', 'inverse', 'list', 'allergens', 'what do we sell that has no gluten in it', { type: 'product', where: [{ f: 'allergens', op: 'lacks', v: 'gluten' }] }),
  Q('i03', 'inverse', 'list', 'staff', 'Who works at Nevill Street?', { type: 'staff', where: [{ f: 'branch', op: '=', v: 'Nevill Street' }] }),
  Q('i04', 'inverse', 'list', 'language', 'Which of our suppliers are based in France?', { type: 'supplier', where: [{ f: 'country', op: '=', v: 'France' }] }),
  Q('i05', 'inverse', 'list', 'recipes', 'Which breads are made with flour from Wye Valley Mill?', { type: 'product', where: [{ f: 'category', op: '=', v: 'Bread' }, { f: 'flour_supplier', op: '=', v: 'Wye Valley Mill' }] }),
  Q('i06', 'inverse', 'list', 'branches', 'Which of our shops are in Wales?', { type: 'branch', where: [{ f: 'country', op: '=', v: 'Wales' }] }),
  Q('i07', 'inverse', 'list', 'allergens', 'Which products have nuts in them?', { type: 'product', where: [{ f: 'allergens', op: 'has', v: 'nuts' }] }),
  Q('i08', 'inverse', 'list', 'staff', 'Who are our baristas?', { type: 'staff', where: [{ f: 'role', op: '=', v: 'Barista' }] }),
  Q('i09', 'inverse', 'list', 'language', 'Which deliveries came from Beurrerie Le Goff?', { type: 'delivery', where: [{ f: 'supplier', op: '=', v: 'Beurrerie Le Goff' }] }),
  Q('i10', 'inverse', 'list', 'recipes', 'Which of our products are made with T45 flour?', { type: 'product', where: [{ f: 'flour', op: '=', v: 'T45' }] }),
  Q('i11', 'inverse', 'list', 'dates', 'Who joined the company in 2025?', { type: 'staff', where: [{ f: 'started', op: '>=', v: '2025-01-01' }] }),
  Q('i12', 'inverse', 'list', 'link', 'Which deliveries went to the shop Catrin Evans runs?', { type: 'delivery', where: [{ f: 'branch', op: 'ref', where: [{ f: 'manager', op: '=', v: 'Catrin Evans' }] }] }),
  Q('i13', 'inverse', 'list', 'link', 'Who works at our Brecon branch?', { type: 'staff', where: [{ f: 'branch', op: 'ref', where: [{ f: 'town', op: '=', v: 'Brecon' }] }] }),

  // ---------------------------------------------------------------- multi-condition (14)
  Q('m01', 'multi-condition', 'list', 'price', 'Which vegan breads cost less than £4?', { type: 'product', where: [{ f: 'category', op: '=', v: 'Bread' }, { f: 'vegan', op: '=', v: true }, { f: 'price', op: '<', v: 4 }] }),
  Q('m02', 'multi-condition', 'list', 'units', 'Which products heavier than 2 lb contain eggs?', { type: 'product', where: [{ f: 'weight', op: '>', v: 2, unit: 'lb' }, { f: 'allergens', op: 'has', v: 'eggs' }] }),
  Q('m03', 'multi-condition', 'list', 'link', 'Which staff in our Welsh branches work under 25 hours a week?', { type: 'staff', where: [{ f: 'hours_per_week', op: '<', v: 25 }, { f: 'branch', op: 'ref', where: [{ f: 'country', op: '=', v: 'Wales' }] }] }),
  Q('m04', 'multi-condition', 'list', 'recipes', 'Which breads have a hydation above 75% and prove for more than three hours?', { type: 'product', where: [{ f: 'category', op: '=', v: 'Bread' }, { f: 'hydration', op: '>', v: 75 }, { f: 'proof_time', op: '>', v: 180 }] }, { typo: 'hydation' }),
  Q('m05', 'multi-condition', 'list', 'deliveries', 'Which deliveries to Widemarsh Street in February were over 250 kg?', { type: 'delivery', where: [{ f: 'branch', op: '=', v: 'Widemarsh Street' }, { f: 'date', op: 'between_incl', v: ['2025-02-01', '2025-02-28'] }, { f: 'quantity', op: '>', v: 250 }] }),
  Q('m06', 'multi-condition', 'list', 'units', 'Which viennoiserie are baked above 200 °C?', { type: 'product', where: [{ f: 'category', op: '=', v: 'Viennoiserie' }, { f: 'oven_temp', op: '>', v: 200 }] }),
  Q('m07', 'multi-condition', 'list', 'language', 'Which flour invoices from France were delivered before April?', { type: 'delivery', where: [{ f: 'supplier', op: 'ref', where: [{ f: 'country', op: '=', v: 'France' }, { f: 'supplies', op: '=', v: 'Flour' }] }, { f: 'date', op: '<', v: '2025-04-01' }] }),
  Q('m08', 'multi-condition', 'count', 'staff', 'How many people at Widemarsh Street are contracted for 37.5 hours or more?', { type: 'staff', where: [{ f: 'branch', op: '=', v: 'Widemarsh Street' }, { f: 'hours_per_week', op: '>=', v: 37.5 }], aggregate: 'count' }),
  Q('m09', 'multi-condition', 'boolean', 'allergens', 'Do we sell anything vegan that contains nuts?', { type: 'product', where: [{ f: 'vegan', op: '=', v: true }, { f: 'allergens', op: 'has', v: 'nuts' }], aggregate: 'exists' }),
  Q('m10', 'multi-condition', 'list', 'ordering', 'Which savoury items are dairy-free?', { type: 'product', where: [{ f: 'category', op: '=', v: 'Savoury' }, { f: 'allergens', op: 'lacks', v: 'milk' }] }),
  Q('m11', 'multi-condition', 'list', 'price', 'Which vegan products are priced between £2 and £3?', { type: 'product', where: [{ f: 'vegan', op: '=', v: true }, { f: 'price', op: 'between', v: [2, 3] }] }),
  Q('m12', 'multi-condition', 'list', 'dates', 'Who started before 2020, other than the branch managers?', { type: 'staff', where: [{ f: 'started', op: '<', v: '2020-01-01' }, { f: 'role', op: '!=', v: 'Branch manager' }] }),
  Q('m13', 'multi-condition', 'list', 'branches', 'Which branches opened after 2015 have seating?', { type: 'branch', where: [{ f: 'opened', op: '>', v: 2015 }, { f: 'seats', op: '>', v: 0 }] }),
  Q('m14', 'multi-condition', 'list', 'suppliers', 'Which suppliers outside England can deliver in under a week?', { type: 'supplier', where: [{ f: 'country', op: '!=', v: 'England' }, { f: 'lead_time', op: '<', v: 7 }] }),

  // ---------------------------------------------------------------- aggregate (12)
  Q('a01', 'aggregate', 'value', 'recipes', "What's the average hydration of our breads?", { type: 'product', where: [{ f: 'category', op: '=', v: 'Bread' }], aggregate: 'mean', field: 'hydration' }),
  Q('a02', 'aggregate', 'value', 'deliveries', 'How many kilos of flour were delivred in March?', { type: 'delivery', where: [{ f: 'supplier', op: 'ref', where: [{ f: 'supplies', op: '=', v: 'Flour' }] }, { f: 'date', op: 'between_incl', v: ['2025-03-01', '2025-03-31'] }], aggregate: 'sum', field: 'quantity', unit: 'kg' }, { typo: 'delivred' }),
  Q('a03', 'aggregate', 'value', 'wide', 'What did the five branches take altogether in the week commencing 10 March?', { type: 'branch', aggregate: 'sum', field: 'takings_w11' }),
  Q('a04', 'aggregate', 'value', 'language', 'How much have we spent with Minoterie Girard this year, in euros?', { type: 'delivery', where: [{ f: 'supplier', op: '=', v: 'Minoterie Girard' }], aggregate: 'sum', field: 'amount', unit: 'EUR' }),
  Q('a05', 'aggregate', 'count', 'allergens', 'How many of our products contain milk?', { type: 'product', where: [{ f: 'allergens', op: 'has', v: 'milk' }], aggregate: 'count' }),
  Q('a06', 'aggregate', 'count', 'staff', 'How many staff does The Bulwark have?', { type: 'staff', where: [{ f: 'branch', op: '=', v: 'The Bulwark' }], aggregate: 'count' }),
  Q('a07', 'aggregate', 'list', 'superlative', "What's our heaviest cake?", { type: 'product', where: [{ f: 'category', op: '=', v: 'Cake' }], aggregate: 'argmax', field: 'weight' }),
  Q('a08', 'aggregate', 'list', 'wide', 'Which bread did we bake the most of in the first half of 2025?', { type: 'product', where: [{ f: 'category', op: '=', v: 'Bread' }], aggregate: 'argmax', field: 'baked_h1' }),
  Q('a09', 'aggregate', 'value', 'units', "What's the longest proof time of any viennoiserie, in hours?", { type: 'product', where: [{ f: 'category', op: '=', v: 'Viennoiserie' }], aggregate: 'max', field: 'proof_time', unit: 'h' }),
  Q('a10', 'aggregate', 'list', 'till', 'What were the top three sellers on the tills in March?', { type: 'product', aggregate: 'argmax', field: 'till_units_mar', n: 3 }),
  Q('a11', 'aggregate', 'list', 'wide', 'Apart from Widemarsh Street, which branch took the most over the quarter?', { type: 'branch', where: [{ f: 'town', op: '!=', v: 'Hereford' }], aggregate: 'argmax', field: 'takings_q1' }),
  Q('a12', 'aggregate', 'value', 'staff', 'On average, how many hours a week do our counter assistants work?', { type: 'staff', where: [{ f: 'role', op: '=', v: 'Counter assistant' }], aggregate: 'mean', field: 'hours_per_week' }),

  // ---------------------------------------------------------------- comparison (9)
  Q('c01', 'comparison', 'list', 'price-list', 'Which is heavier, the Pain de Campagne or the Dark Rye?', { entities: ['Pain de Campagne', 'Dark Rye'], field: 'weight', winner: 'max' }),
  Q('c02', 'comparison', 'list', 'recipes', 'Which has the wetter dough, the Country Sourdough or the Seeded Rye?', { entities: ['Country Sourdough', 'Seeded Rye'], field: 'hydration', winner: 'max' }),
  Q('c03', 'comparison', 'boolean', 'cakes', 'Is the Carrot Cake dearer than the Chocolate Fudge Cake?', { entities: ['Carrot Cake', 'Chocolate Fudge Cake'], field: 'price', winner: 'max' }),
  Q('c04', 'comparison', 'list', 'dates', "Who's been with us longer, Tomasz Nowak or Rhys Jenkins?", { entities: ['Tomasz Nowak', 'Rhys Jenkins'], field: 'started', winner: 'min' }),
  Q('c05', 'comparison', 'list', 'units', 'Which goes in a hotter oven, the Baguette Tradition or the Butter Croissant?', { entities: ['Baguette Tradition', 'Butter Croissant'], field: 'oven_temp', winner: 'max' }),
  Q('c06', 'comparison', 'list', 'suppliers', 'Which supplier delivers faster, Wye Valley Mill or Cotswold Crown Mills?', { entities: ['Wye Valley Mill', 'Cotswold Crown Mills'], field: 'lead_time', winner: 'min' }),
  Q('c07', 'comparison', 'boolean', 'wide', 'Did Nevill Street take more than Broad Street over the quarter?', { entities: ['Nevill Street', 'Broad Street'], field: 'takings_q1', winner: 'max' }),
  Q('c08', 'comparison', 'list', 'branches', 'Which has more seats: Widemarsh Street, Nevill Street or The Bulwark?', { entities: ['Widemarsh Street', 'Nevill Street', 'The Bulwark'], field: 'seats', winner: 'max' }),
  Q('c09', 'comparison', 'boolean', 'viennoiserie', 'Is a Kouign-Amann heavier than a butter croissant?', { entities: ['Kouign-Amann', 'Butter Croissant'], field: 'weight', winner: 'max' }),
];
