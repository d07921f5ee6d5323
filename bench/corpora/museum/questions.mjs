// Museum questions (held-out): written by hand, blind to Quarry's question parser, each with its meaning as
// structured constraints for gold-engine.mjs. The gold (gold_items / gold_value) is computed by gold.mjs from the
// generated source table, never typed here.
//
// Conventions
// * "more than / over / taller than / after" strict, "at least" inclusive, "under / less than / before" strict; "in
//   the 1960s" and "19th-century" are inclusive year ranges (1960–1969, 1801–1900); a plain "between" is exclusive
//   and no value sits on a bound.
// * Heights in cm unless the question names feet or inches; gallery areas in m² unless it names square feet;
//   temperatures in °C. Money in the currency the question names ("£" = the works valued in GBP, "dollars" = the
//   works valued in USD); nothing is converted between currencies.
// * "On display" / "on show" / "on view" / "hanging" = on_display; "in storage" = not on display. Works in storage
//   have no gallery, so anything "on the second floor" or "in the Long Gallery" is on display.
// * "Oil paintings" = a painting whose medium is oil (on canvas, panel or board, or oil and enamel). "Popular" =
//   visitor favourite votes. "Older" for works = the year it is dated (the end of a dated range, "c. 1880" = 1880);
//   for artists and lenders = born / founded.
// * Derived fields (gold.mjs): artwork.artist_nationality, artwork.gallery_curator, artwork.lender_city,
//   artwork.currency, artwork.loans_count, artist.living.
const OIL = ['oil on canvas', 'oil on panel', 'oil on board', 'oil and enamel on canvas'];
const onDisplay = { f: 'on_display', op: '=', v: true };
const inStorage = { f: 'on_display', op: '=', v: false };
const nat = (n) => ({ f: 'artist', op: 'ref', where: [{ f: 'nationality', op: '=', v: n }] });
const floor = (n) => ({ f: 'gallery', op: 'ref', where: [{ f: 'floor', op: '=', v: n }] });
const cur = (c) => ({ f: 'currency', op: '=', v: c });

const Q = [
  // ---------------------------------------------------------------- lookup (12)
  ['lookup', 'conversion', 'value', 'How tall is The Sleeping Muse in inches?', { entity: 'The Sleeping Muse', field: 'height', unit: 'in' }],
  ['lookup', 'money', 'value', "what's Harvest insured for?", { entity: 'Harvest', field: 'insurance_value' }],
  ['lookup', 'link', 'value', "Who's the curator of the room Naranjas hangs in?", { entity: 'Naranjas', field: 'gallery_curator' }],
  ['lookup', 'date', 'value', 'When was Dream Cabinet last conserved?', { entity: 'Dream Cabinet', field: 'last_conserved' }],
  ['lookup', 'list field', 'list', 'Which institutions has Winter Sun been lent to?', { entity: 'Winter Sun', field: 'loans_out' }],
  ['lookup', 'yes/no', 'boolean', 'Is Self-portrait in a Green Hat on show at the moment?', { entity: 'Self-portrait in a Green Hat', check: [onDisplay] }],
  ['lookup', 'link', 'value', 'What nationality is the artist of Velocità?', { entity: 'Velocità', field: 'artist_nationality' }],
  ['lookup', 'date', 'value', 'When did Søren Hald die?', { entity: 'Søren Hald', field: 'died' }],
  ['lookup', 'conversion', 'value', 'How big is the East Gallery in square metres?', { entity: 'East Gallery', field: 'area' }],
  ['lookup', 'conversion', 'value', 'What temperature is the Tower Gallery kept at, in degrees Celsius?', { entity: 'Tower Gallery', field: 'temperature' }],
  ['lookup', 'link', 'value', 'Which city is the lender of Harbour at Leith based in?', { entity: 'Harbour at Leith', field: 'lender_city' }],
  ['lookup', 'lookup', 'value', 'How many works by Camille Duroc does the museum hold?', { entity: 'Camille Duroc', field: 'works' }],

  // ---------------------------------------------------------------- inverse (13)
  ['inverse', 'synonym', 'list', 'Which works were bequeathed to the museum?', { type: 'artwork', where: [{ f: 'acquisition_method', op: '=', v: 'bequest' }] }],
  ['inverse', 'synonym', 'list', 'show me all the bronzes', { type: 'artwork', where: [{ f: 'medium', op: '=', v: 'bronze' }] }],
  ['inverse', 'list field', 'list', "What have we lent to the Kunsthalle Nordbrück?", { type: 'artwork', where: [{ f: 'loans_out', op: 'has', v: 'Kunsthalle Nordbrück' }] }],
  ['inverse', 'link', 'list', 'Which works are by French artits?', { type: 'artwork', where: [nat('French')] }, 'artits → artists'],
  ['inverse', 'link', 'list', "What's hanging on the second floor?", { type: 'artwork', where: [floor(2)] }],
  ['inverse', 'money', 'list', 'Which works are insured for more than £1 million?', { type: 'artwork', where: [cur('GBP'), { f: 'insurance_value', op: '>', v: 1000000 }] }],
  ['inverse', 'conversion', 'list', 'Which pieces are taller than six feet?', { type: 'artwork', where: [{ f: 'height', op: '>', v: 6, unit: 'ft' }] }],
  ['inverse', 'date', 'list', 'Which works were last treated by a conservator in the 1990s?', { type: 'artwork', where: [{ f: 'last_conserved', op: 'between_incl', v: ['1990-01-01', '1999-12-31'] }] }],
  ['inverse', 'range', 'list', 'Which works did we acquire in the 1960s?', { type: 'artwork', where: [{ f: 'acquired', op: 'between_incl', v: [1960, 1969] }] }],
  ['inverse', 'synonym', 'list', 'Which works are watercolors?', { type: 'artwork', where: [{ f: 'medium', op: '=', v: 'watercolour' }] }],
  ['inverse', 'negation', 'list', "Which works can't be photographed?", { type: 'artwork', where: [{ f: 'photography_allowed', op: '=', v: false }] }],
  ['inverse', 'yes/no', 'list', "Which galleries aren't wheelchair accessible?", { type: 'gallery', where: [{ f: 'accessible', op: '=', v: false }] }],
  ['inverse', 'derived', 'list', 'Which of our artists are still alive?', { type: 'artist', where: [{ f: 'living', op: '=', v: true }] }],

  // ---------------------------------------------------------------- multi-condition (14)
  ['multi-condition', 'link', 'list', 'Which paintings by French artists are on display right now?', { type: 'artwork', where: [{ f: 'object_type', op: '=', v: 'Painting' }, nat('French'), onDisplay] }],
  ['multi-condition', 'multi', 'list', 'oil paintings in storage that were acquired before 1950', { type: 'artwork', where: [{ f: 'object_type', op: '=', v: 'Painting' }, { f: 'medium', op: 'in', v: OIL }, inStorage, { f: 'acquired', op: '<', v: 1950 }] }],
  ['multi-condition', 'link', 'list', 'Which sculptures are in rooms with step-free access?', { type: 'artwork', where: [{ f: 'object_type', op: '=', v: 'Sculpture' }, { f: 'gallery', op: 'ref', where: [{ f: 'accessible', op: '=', v: true }] }] }],
  ['multi-condition', 'money', 'list', 'Which works by living artists are insured for more than fifty thousand pounds?', { type: 'artwork', where: [{ f: 'artist', op: 'ref', where: [{ f: 'living', op: '=', v: true }] }, cur('GBP'), { f: 'insurance_value', op: '>', v: 50000 }] }],
  ['multi-condition', 'negation', 'list', "Acrylic paintings that aren't on loan to us", { type: 'artwork', where: [{ f: 'medium', op: '=', v: 'acrylic on canvas' }, { f: 'acquisition_method', op: '!=', v: 'loan' }] }],
  ['multi-condition', 'date', 'list', "Which works in fair or poor condition haven't been conserved since 2010?", { type: 'artwork', where: [{ f: 'condition', op: 'in', v: ['Fair', 'Poor'] }, { or: [[{ f: 'last_conserved', op: '<', v: '2010-01-01' }], [{ f: 'last_conserved', op: '=', v: null }]] }] }],
  ['multi-condition', 'link', 'list', 'Which works lent to us by foundations are currently on view?', { type: 'artwork', where: [{ f: 'lender', op: 'ref', where: [{ f: 'lender_type', op: '=', v: 'foundation' }] }, onDisplay] }],
  ['multi-condition', 'negation', 'list', "What's in the Long Gallery other than paintings?", { type: 'artwork', where: [{ f: 'gallery', op: '=', v: 'Long Gallery' }, { f: 'object_type', op: '!=', v: 'Painting' }] }],
  ['multi-condition', 'range', 'list', 'Which gifts are between 50 and 80 cm tall?', { type: 'artwork', where: [{ f: 'acquisition_method', op: '=', v: 'gift' }, { f: 'height', op: 'between', v: [50, 80] }] }],
  ['multi-condition', 'list field', 'list', 'Which works by Swiss artists have been lent out to other institutions?', { type: 'artwork', where: [nat('Swiss'), { f: 'loans_count', op: '>', v: 0 }] }],
  ['multi-condition', 'link', 'list', 'Which works on the second floor have over two thousand favourite votes?', { type: 'artwork', where: [floor(2), { f: 'favourite_votes', op: '>', v: 2000 }] }],
  ['multi-condition', 'exists', 'boolean', 'Is there a sculpture anywhere on the second floor?', { type: 'artwork', where: [{ f: 'object_type', op: '=', v: 'Sculpture' }, floor(2)], aggregate: 'exists' }],
  ['multi-condition', 'date', 'list', 'Which 19th-century paintings are in the Long Gallery?', { type: 'artwork', where: [{ f: 'object_type', op: '=', v: 'Painting' }, { f: 'year', op: 'between_incl', v: [1801, 1900] }, { f: 'gallery', op: '=', v: 'Long Gallery' }] }],
  ['multi-condition', 'link', 'list', 'Which works by Italian artists are on the ground floor?', { type: 'artwork', where: [nat('Italian'), floor(0)] }],

  // ---------------------------------------------------------------- aggregate (12)
  ['aggregate', 'count', 'count', 'How many works are on display right now?', { type: 'artwork', where: [onDisplay], aggregate: 'count' }],
  ['aggregate', 'count', 'count', 'How many works do we have on deposit from the Fondation Marceau?', { type: 'artwork', where: [{ f: 'lender', op: '=', v: 'Fondation Marceau' }], aggregate: 'count' }],
  ['aggregate', 'count', 'count', 'How many works by British artists are in storage?', { type: 'artwork', where: [nat('British'), inStorage], aggregate: 'count' }],
  ['aggregate', 'aggregate', 'value', "What's the average insurance vlaue of the works Stiftung Brenner lent us?", { type: 'artwork', where: [{ f: 'lender', op: '=', v: 'Stiftung Brenner' }], aggregate: 'mean', field: 'insurance_value' }, 'vlaue → value'],
  ['aggregate', 'conversion', 'value', "What's the total floor area of the first-floor galleries in square feet?", { type: 'gallery', where: [{ f: 'floor', op: '=', v: 1 }], aggregate: 'sum', field: 'area', unit: 'sq ft' }],
  ['aggregate', 'date', 'value', 'In which year did the museum receive its first gift?', { type: 'artwork', where: [{ f: 'acquisition_method', op: '=', v: 'gift' }], aggregate: 'min', field: 'acquired' }],
  ['aggregate', 'superlative', 'list', 'Which work has the most visitor favourite votes?', { type: 'artwork', aggregate: 'argmax', field: 'favourite_votes' }],
  ['aggregate', 'superlative', 'list', "What's the tallest work by an American artist?", { type: 'artwork', where: [nat('American')], aggregate: 'argmax', field: 'height' }],
  ['aggregate', 'top-N', 'list', 'What are the three most popular works on the first floor?', { type: 'artwork', where: [floor(1)], aggregate: 'argmax', field: 'favourite_votes', n: 3 }],
  ['aggregate', 'conversion', 'value', "What's the average height of our sculptures in inches?", { type: 'artwork', where: [{ f: 'object_type', op: '=', v: 'Sculpture' }], aggregate: 'mean', field: 'height', unit: 'in' }],
  ['aggregate', 'superlative', 'list', 'Which artist has the most works in the collection?', { type: 'artist', aggregate: 'argmax', field: 'works' }],
  ['aggregate', 'money', 'value', "What's the highest insurance valuation in US dollars?", { type: 'artwork', where: [cur('USD')], aggregate: 'max', field: 'insurance_value' }],

  // ---------------------------------------------------------------- comparison (9)
  ['comparison', 'conversion', 'boolean', 'Is Black Weather taller than Naranjas?', { entities: ['Black Weather', 'Naranjas'], field: 'height', winner: 'max' }],
  ['comparison', 'date', 'list', 'Which is older, Lady of the Lake or Study for a Head?', { entities: ['Lady of the Lake', 'Study for a Head'], field: 'year', winner: 'min' }],
  ['comparison', 'comparison', 'list', 'Which has more votes: Quiet Room or Dream Cabinet?', { entities: ['Quiet Room', 'Dream Cabinet'], field: 'favourite_votes', winner: 'max' }],
  ['comparison', 'conversion', 'list', 'Which room is larger, the Tower Gallery or the Print Room?', { entities: ['Tower Gallery', 'Print Room'], field: 'area', winner: 'max' }],
  ['comparison', 'date', 'boolean', 'Was Greta Wyss born before Paul Aebischer?', { entities: ['Greta Wyss', 'Paul Aebischer'], field: 'born', winner: 'min' }],
  ['comparison', 'conversion', 'list', "Which one's kept cooler, Garden Court or the Tower Gallery?", { entities: ['Garden Court', 'Tower Gallery'], field: 'temperature', winner: 'min' }],
  ['comparison', 'date', 'list', 'Which came into the collection first: Sera sul lago, Velocità or Dunes near Scheveningen?', { entities: ['Sera sul lago', 'Velocità', 'Dunes near Scheveningen'], field: 'acquired', winner: 'min' }],
  ['comparison', 'date', 'boolean', 'Is the Stiftung Brenner older than the Fondation Marceau?', { entities: ['Stiftung Brenner', 'Fondation Marceau'], field: 'founded', winner: 'min' }],
  ['comparison', 'money', 'list', 'Which is insured for more, Velocità or The Sleeping Muse?', { entities: ['Velocità', 'The Sleeping Muse'], field: 'insurance_value', winner: 'max' }],
];

export const questions = Q.map(([category, facet, kind, question, constraints, typo], i) => ({
  id: `museum-${String(i + 1).padStart(2, '0')}`,
  question,
  category,
  facet,
  kind,
  constraints,
  ...(typo ? { typo } : {}),
}));
