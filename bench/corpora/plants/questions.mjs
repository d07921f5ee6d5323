// Plants questions (held-out): written by hand, blind to Quarry's question parser, each with its meaning as
// structured constraints (see gold-engine.mjs); gold.mjs computes the answers from the generated table.
// Conventions: "more than / over / taller / wider / colder than" strict, "at least / or more / or less / or below /
// no taller than" inclusive, "under / less than / fewer than / before" strict; a plain "between" is exclusive.
// Heights and spreads in metres unless the question names feet; hardiness is the lowest temperature a plant takes
// (°C); "hardy to −30 °C" = min_temp ≤ −30; "hardier" = the lower min_temp. Money in the centre's own currency.
// A plant "from a Dutch grower" crosses plant → supplier → country; "roses" are the genus Rosa (its page's common
// name); "native to" crosses plant → genus.

const P = 'plant';
const eq = (f, v) => ({ f, op: '=', v });
const ref = (f, where) => ({ f, op: 'ref', where });
const dutch = ref('supplier', [eq('country', 'Netherlands')]);

export const questions = [
  // ------------------------------------------------------------------ inverse (13)
  { id: 'plants-i01', question: 'Which plants are evergreen?', category: 'inverse', facet: 'yes/no field', kind: 'list', constraints: { type: P, where: [eq('evergreen', true)] } },
  { id: 'plants-i02', question: 'Which plants are safe for cats and dogs?', category: 'inverse', facet: 'yes/no', kind: 'list', constraints: { type: P, where: [eq('toxic_to_pets', false)] } },
  { id: 'plants-i03', question: 'Which plants get taller than twelve feet?', category: 'inverse', facet: 'conversion', kind: 'list', constraints: { type: P, where: [{ f: 'height', op: '>', v: 12, unit: 'ft' }] } },
  { id: 'plants-i04', question: "What's in flower in September?", category: 'inverse', facet: 'list field', kind: 'list', constraints: { type: P, where: [{ f: 'flowering', op: 'has', v: 'September' }] } },
  { id: 'plants-i05', question: 'Which plants are meant for full shade?', category: 'inverse', facet: 'inverse', kind: 'list', constraints: { type: P, where: [eq('position', 'full shade')] } },
  { id: 'plants-i06', question: 'Which plants will survive a frost of −30 °C?', category: 'inverse', facet: 'conversion', kind: 'list', constraints: { type: P, where: [{ f: 'min_temp', op: '<=', v: -30 }] } },
  { id: 'plants-i07', question: 'What do we buy from Kwekerij De Linde?', category: 'inverse', facet: 'inverse', kind: 'list', constraints: { type: P, where: [eq('supplier', 'Kwekerij De Linde')] } },
  { id: 'plants-i08', question: 'Which plants cost less than £7?', category: 'inverse', facet: 'range', kind: 'list', constraints: { type: P, where: [eq('currency', 'GBP'), { f: 'price', op: '<', v: 7 }] } },
  { id: 'plants-i09', question: 'Which plants are sold in Portland?', category: 'inverse', facet: 'link', kind: 'list', constraints: { type: P, where: [ref('centre', [eq('city', 'Portland')])] } },
  { id: 'plants-i10', question: 'Which plants come from Dutch growers?', category: 'inverse', facet: 'link', kind: 'list', constraints: { type: P, where: [dutch] } },
  { id: 'plants-i11', question: 'Which of our plants belong to the family Ranunculaceae?', category: 'inverse', facet: 'link', kind: 'list', constraints: { type: P, where: [ref('genus', [eq('family', 'Ranunculaceae')])] } },
  { id: 'plants-i12', question: 'Which plants name Provence Mist as a companion plant?', category: 'inverse', facet: 'relation', kind: 'list', constraints: { type: P, where: [{ f: 'companions', op: 'has', v: 'Provence Mist' }] } },
  { id: 'plants-i13', question: 'Which plants were deliverd before March 2025?', category: 'inverse', facet: 'date', kind: 'list', typo: 'deliverd → delivered', constraints: { type: P, where: [{ f: 'delivered', op: '<', v: '2025-03-01' }] } },

  // ------------------------------------------------------------------ multi-condition (14)
  { id: 'plants-m01', question: 'Which evergreen plants are safe for pets?', category: 'multi-condition', facet: 'yes/no', kind: 'list', constraints: { type: P, where: [eq('evergreen', true), eq('toxic_to_pets', false)] } },
  { id: 'plants-m02', question: 'Which perennials flower in June and stay under 1 m tall?', category: 'multi-condition', facet: 'multi', kind: 'list',
    constraints: { type: P, where: [eq('type', 'Perennial'), { f: 'flowering', op: 'has', v: 'June' }, { f: 'height', op: '<', v: 1 }] } },
  { id: 'plants-m03', question: 'Which plants at Fossgate hold the RHS Award of Garden Merit?', category: 'multi-condition', facet: 'yes/no', kind: 'list', constraints: { type: P, where: [eq('centre', 'Fossgate'), eq('agm', true)] } },
  { id: 'plants-m04', question: 'Which climbers can cope with frosts colder than −20 °C?', category: 'multi-condition', facet: 'conversion', kind: 'list',
    constraints: { type: P, where: [eq('type', 'Climber'), { f: 'min_temp', op: '<', v: -20 }] } },
  { id: 'plants-m05', question: 'Which Fossgate plants have a companion plant from a Dutch grower?', category: 'multi-condition', facet: 'link', kind: 'list',
    constraints: { type: P, where: [eq('centre', 'Fossgate'), ref('companions', [dutch])] } },
  { id: 'plants-m06', question: "Which pet-safe plants in the Portland shop cost under $10?", category: 'multi-condition', facet: 'multi', kind: 'list',
    constraints: { type: P, where: [ref('centre', [eq('city', 'Portland')]), eq('toxic_to_pets', false), { f: 'price', op: '<', v: 10 }] } },
  { id: 'plants-m07', question: 'Which perennials other than the heucheras keep their leaves all winter?', category: 'multi-condition', facet: 'negation', kind: 'list',
    constraints: { type: P, where: [eq('type', 'Perennial'), eq('evergreen', true), { f: 'genus', op: '!=', v: 'Heuchera' }] } },
  { id: 'plants-m08', question: 'Which plants for partial shade are between 1 and 2 metres tall?', category: 'multi-condition', facet: 'range', kind: 'list',
    constraints: { type: P, where: [eq('position', 'partial shade'), { f: 'height', op: 'between', v: [1, 2] }] } },
  { id: 'plants-m09', question: 'Which plants at the Doutre centre have white flowers?', category: 'multi-condition', facet: 'multi', kind: 'list', constraints: { type: P, where: [eq('centre', 'Doutre'), eq('colour', 'white')] } },
  { id: 'plants-m10', question: 'Which pet-safe plants come originally from East Asia?', category: 'multi-condition', facet: 'link', kind: 'list',
    constraints: { type: P, where: [eq('toxic_to_pets', false), ref('genus', [eq('native_region', 'East Asia')])] } },
  { id: 'plants-m11', question: 'Which plants spread wider than 1 m but are no taller than 1.5 m?', category: 'multi-condition', facet: 'range', kind: 'list',
    constraints: { type: P, where: [{ f: 'spread', op: '>', v: 1 }, { f: 'height', op: '<=', v: 1.5 }] } },
  { id: 'plants-m12', question: 'Do we sell any evergreen climbers in Dublin?', category: 'multi-condition', facet: 'multi', kind: 'boolean',
    constraints: { type: P, where: [eq('type', 'Climber'), eq('evergreen', true), ref('centre', [eq('city', 'Dublin')])], aggregate: 'exists' } },
  { id: 'plants-m13', question: 'Which plants in pots of a litre or less have fewer than a dozen in stock?', category: 'multi-condition', facet: 'conversion', kind: 'list',
    constraints: { type: P, where: [{ f: 'pot_size', op: '<=', v: 1 }, { f: 'stock', op: '<', v: 12 }] } },
  { id: 'plants-m14', question: "Which roses don't come from a Dutch supplier?", category: 'multi-condition', facet: 'negation', kind: 'list',
    constraints: { type: P, where: [eq('genus', 'Rosa'), { not: [dutch] }] } },

  // ------------------------------------------------------------------ aggregate (14)
  { id: 'plants-a01', question: 'How many plants do we get from Hartley & Daughters?', category: 'aggregate', facet: 'count', kind: 'count',
    constraints: { type: P, where: [eq('supplier', 'Hartley & Daughters')], aggregate: 'count' } },
  { id: 'plants-a02', question: 'How many evergreen plants does the Doutre centre sell?', category: 'aggregate', facet: 'count', kind: 'count',
    constraints: { type: P, where: [eq('centre', 'Doutre'), eq('evergreen', true)], aggregate: 'count' } },
  { id: 'plants-a03', question: 'How many of our plants are in flower in May?', category: 'aggregate', facet: 'count', kind: 'count',
    constraints: { type: P, where: [{ f: 'flowering', op: 'has', v: 'May' }], aggregate: 'count' } },
  { id: 'plants-a04', question: 'What is the average spread of the plants at Sellwood, in feet?', category: 'aggregate', facet: 'aggregate', kind: 'value',
    constraints: { type: P, where: [eq('centre', 'Sellwood')], aggregate: 'mean', field: 'spread', unit: 'ft' } },
  { id: 'plants-a05', question: 'How many plants are in stock at Ranelagh altogether?', category: 'aggregate', facet: 'aggregate', kind: 'value',
    constraints: { type: P, where: [eq('centre', 'Ranelagh')], aggregate: 'sum', field: 'stock' } },
  { id: 'plants-a06', question: "What's the dearest plant at Fossgate cost?", category: 'aggregate', facet: 'superlative', kind: 'value',
    constraints: { type: P, where: [eq('centre', 'Fossgate')], aggregate: 'max', field: 'price' } },
  { id: 'plants-a07', question: 'What is the lowest temperature any of our hostas can take?', category: 'aggregate', facet: 'superlative', kind: 'value',
    constraints: { type: P, where: [eq('genus', 'Hosta')], aggregate: 'min', field: 'min_temp' } },
  { id: 'plants-a08', question: 'What is the mean price, in euros, of the plants at Doutre?', category: 'aggregate', facet: 'aggregate', kind: 'value',
    constraints: { type: P, where: [eq('centre', 'Doutre')], aggregate: 'mean', field: 'price' } },
  { id: 'plants-a09', question: 'Which genus do we stock the most plants of?', category: 'aggregate', facet: 'link', kind: 'list',
    constraints: { type: 'genus', aggregate: 'argmax', field: 'plants' } },
  { id: 'plants-a10', question: 'Which is the tallest plant we sell?', category: 'aggregate', facet: 'superlative', kind: 'list', constraints: { type: P, aggregate: 'argmax', field: 'height' } },
  { id: 'plants-a11', question: 'Which Fossgate plant is the least frost hardy?', category: 'aggregate', facet: 'superlative', kind: 'list',
    constraints: { type: P, where: [eq('centre', 'Fossgate')], aggregate: 'argmax', field: 'min_temp' } },
  { id: 'plants-a12', question: 'What are the three cheapest plants at Ranelagh?', category: 'aggregate', facet: 'top-N', kind: 'list',
    constraints: { type: P, where: [eq('centre', 'Ranelagh')], aggregate: 'argmin', field: 'price', n: 3 } },
  { id: 'plants-a13', question: 'Which grower supplies the most of our plants?', category: 'aggregate', facet: 'link', kind: 'list', constraints: { type: 'supplier', aggregate: 'argmax', field: 'plants' } },
  { id: 'plants-a14', question: "What's the biggest pot size we sell, in litres?", category: 'aggregate', facet: 'superlative', kind: 'value',
    constraints: { type: P, aggregate: 'max', field: 'pot_size', unit: 'L' } },

  // ------------------------------------------------------------------ lookup (12)
  { id: 'plants-l01', question: 'How tall does Hidcote Blue get, in metres?', category: 'lookup', facet: 'conversion', kind: 'value', constraints: { entity: 'Hidcote Blue', field: 'height', unit: 'm' } },
  { id: 'plants-l02', question: 'How wide does Silverstream grow, in feet?', category: 'lookup', facet: 'conversion', kind: 'value', constraints: { entity: 'Silverstream', field: 'spread', unit: 'ft' } },
  { id: 'plants-l03', question: 'What does Snowball cost?', category: 'lookup', facet: 'lookup', kind: 'value', constraints: { entity: 'Snowball', field: 'price' } },
  { id: 'plants-l04', question: 'How hardy is Kiwi, in °C?', category: 'lookup', facet: 'conversion', kind: 'value', constraints: { entity: 'Kiwi', field: 'min_temp' } },
  { id: 'plants-l05', question: 'Which plant family is Tortoise in?', category: 'lookup', facet: 'link', kind: 'value', constraints: { entity: 'Tortoise', field: 'family' } },
  { id: 'plants-l06', question: "What country is Foxtrot's grower in?", category: 'lookup', facet: 'link', kind: 'value', constraints: { entity: 'Foxtrot', field: 'supplier_country' } },
  { id: 'plants-l07', question: 'What goes well with Lace Wing?', category: 'lookup', facet: 'list field', kind: 'list', constraints: { entity: 'Lace Wing', field: 'companions' } },
  { id: 'plants-l08', question: 'In which months does Plum Pudding flower?', category: 'lookup', facet: 'list field', kind: 'list', constraints: { entity: 'Plum Pudding', field: 'flowering' } },
  { id: 'plants-l09', question: "Is Étoile d'Anjou safe for pets?", category: 'lookup', facet: 'yes/no', kind: 'boolean', constraints: { entity: "Étoile d'Anjou", check: [eq('toxic_to_pets', false)] } },
  { id: 'plants-l10', question: 'When did the last delivery of Whale Tail arrive?', category: 'lookup', facet: 'date', kind: 'value', constraints: { entity: 'Whale Tail', field: 'delivered' } },
  { id: 'plants-l11', question: 'How many staff work at the Doutre centre?', category: 'lookup', facet: 'lookup', kind: 'value', constraints: { entity: 'Doutre', field: 'staff' } },
  { id: 'plants-l12', question: "What size pot does Molly's Rose come in, in litres?", category: 'lookup', facet: 'conversion', kind: 'value', constraints: { entity: "Molly's Rose", field: 'pot_size', unit: 'L' } },

  // ------------------------------------------------------------------ comparison (7)
  { id: 'plants-c01', question: 'Which is taller, Starlight or Ruby Glow?', category: 'comparison', facet: 'comparison', kind: 'list', constraints: { entities: ['Starlight', 'Ruby Glow'], field: 'height', winner: 'max' } },
  { id: 'plants-c02', question: 'Which is hardier: Kiwi or Tuppence?', category: 'comparison', facet: 'conversion', kind: 'list', constraints: { entities: ['Kiwi', 'Tuppence'], field: 'min_temp', winner: 'min' } },
  { id: 'plants-c03', question: 'Is Scarlet Ribbon taller than Ember?', category: 'comparison', facet: 'conversion', kind: 'boolean', constraints: { entities: ['Scarlet Ribbon', 'Ember'], field: 'height', winner: 'max' } },
  { id: 'plants-c04', question: 'Does the Sellwood centre cover a bigger site than Ranelagh?', category: 'comparison', facet: 'conversion', kind: 'boolean',
    constraints: { entities: ['Sellwood', 'Ranelagh'], field: 'area', winner: 'max' } },
  { id: 'plants-c05', question: "Which grower has been going longer, Glenholm Plants or O'Brien Nurseries?", category: 'comparison', facet: 'date', kind: 'list',
    constraints: { entities: ['Glenholm Plants', "O'Brien Nurseries"], field: 'founded', winner: 'min' } },
  { id: 'plants-c06', question: "Is Flamingo taller than Silverstream?", category: 'comparison', facet: 'comparison', kind: 'boolean', constraints: { entities: ['Flamingo', 'Silverstream'], field: 'height', winner: 'max' } },
  { id: 'plants-c07', question: 'Which comes in the bigger pot, Kiwi or Tuppence?', category: 'comparison', facet: 'conversion', kind: 'list', constraints: { entities: ['Kiwi', 'Tuppence'], field: 'pot_size', winner: 'max' } },
];
