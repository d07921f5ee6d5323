// The music questions (held-out), written by hand, each with its meaning as structured constraints for
// gold-engine.mjs. Written blind to Quarry's question parser: the wording is what someone at the label group would
// type into the box (casual, a couple of typos marked `typo`), not what a parser is known to read.
// Conventions: "more than / over / longer than / bigger than / after" strict, "at least / or more" inclusive,
// "under / less than / before / shorter than" strict; "between" exclusive, no value on a bound. Runtime in minutes
// unless the question names hours; live-room areas in m² unless the question names square feet; money in the
// currency of the imprint (never converted). "Charted higher" = a smaller chart position. A release "by a Swedish
// artist" / "recorded in Berlin" / "on a German label" crosses the link to the artist / studio / imprint page.
const S = (id, question, category, kind, facet, constraints, extra = {}) => ({ id: `music-${id}`, question, category, kind, facet, constraints, ...extra });
const R = 'release';

export const questions = [
  // ---------------------------------------------------------------- lookup (12)
  S('01', "what's the cat no. for Atlas?", 'lookup', 'value', 'lookup', { entity: 'Atlas', field: 'catalogue_number' }),
  S('02', 'How many minutes long is Atlas?', 'lookup', 'value', 'conversion', { entity: 'Atlas', field: 'runtime', unit: 'min' }),
  S('03', 'How long is Low Tide Hymns in hours?', 'lookup', 'value', 'conversion', { entity: 'Low Tide Hymns', field: 'runtime', unit: 'h' }),
  S('04', 'Who produced Vinterhamn?', 'lookup', 'value', 'language', { entity: 'Vinterhamn', field: 'producer' }),
  S('05', 'What formats did Fever Dream Diner come out on?', 'lookup', 'list', 'list field', { entity: 'Fever Dream Diner', field: 'formats' }),
  S('06', "How many copies was the vinyl run of Lover's Almanac?", 'lookup', 'value', 'number words', { entity: "Lover's Almanac", field: 'pressing' }),
  S('07', "what's the retail price of Hollow Bones", 'lookup', 'value', 'money', { entity: 'Hollow Bones', field: 'price' }),
  S('08', 'Is Fernweh certified?', 'lookup', 'boolean', 'yes/no', { entity: 'Fernweh', check: [{ f: 'certified', op: '=', v: true }] }),
  S('09', 'Which country is the studio Ghost Notes was recorded at in?', 'lookup', 'value', 'link', { entity: 'Ghost Notes', field: 'studio_country' }),
  S('10', 'How many monthly listeners has Lena Brandt got?', 'lookup', 'value', 'number style', { entity: 'Lena Brandt', field: 'monthly_listeners' }),
  S('11', "How big is Kiln Street Studios' live room in square metres?", 'lookup', 'value', 'conversion', { entity: 'Kiln Street Studios', field: 'live_room_area', unit: 'm2' }),
  S('12', 'When was Fever Dream Diner released?', 'lookup', 'value', 'date', { entity: 'Fever Dream Diner', field: 'release_date' }),

  // ---------------------------------------------------------------- inverse (13)
  S('13', 'Which releases came out on cassette?', 'inverse', 'list', 'list field', { type: R, where: [{ f: 'formats', op: 'has', v: 'Cassette' }] }),
  S('14', 'What did we record at Elbklang Studio?', 'inverse', 'list', 'inverse', { type: R, where: [{ f: 'studio', op: '=', v: 'Elbklang Studio' }] }),
  S('15', 'releases by Swedish artists', 'inverse', 'list', 'link', { type: R, where: [{ f: 'artist', op: 'ref', where: [{ f: 'country', op: '=', v: 'Sweden' }] }] }),
  S('16', 'Which records made the top 5 of the charts?', 'inverse', 'list', 'range', { type: R, where: [{ f: 'chart_peak', op: '<=', v: 5 }] }),
  S('17', 'Show me everything that counts as electronica', 'inverse', 'list', 'synonym', { type: R, where: [{ f: 'genre', op: '=', v: 'Electronic' }] }),
  S('18', 'Which releases did Mira Haas produce?', 'inverse', 'list', 'inverse', { type: R, where: [{ f: 'producer', op: '=', v: 'Mira Haas' }] }),
  S('19', 'Which releases run longer than 54 minutes?', 'inverse', 'list', 'conversion', { type: R, where: [{ f: 'runtime', op: '>', v: 54 }] }),
  S('20', 'Which studios have a live room bigger than 1,000 square feet?', 'inverse', 'list', 'conversion', { type: 'studio', where: [{ f: 'live_room_area', op: '>', v: 1000, unit: 'sq ft' }] }),
  S('21', 'what has Copperline put out?', 'inverse', 'list', 'inverse', { type: R, where: [{ f: 'imprint', op: '=', v: 'Copperline Records' }] }),
  S('22', 'Which albums were recorded in Berlin?', 'inverse', 'list', 'link', { type: R, where: [{ f: 'studio', op: 'ref', where: [{ f: 'city', op: '=', v: 'Berlin' }] }] }),
  S('23', 'What came out in 2021?', 'inverse', 'list', 'date', { type: R, where: [{ f: 'release_date', op: 'between_incl', v: ['2021-01-01', '2021-12-31'] }] }),
  S('24', 'Which releases have a sales certification?', 'inverse', 'list', 'yes/no', { type: R, where: [{ f: 'certified', op: '=', v: true }] }),
  S('25', "Which artists have split up?", 'inverse', 'list', 'yes/no', { type: 'artist', where: [{ f: 'active', op: '=', v: false }] }),

  // ---------------------------------------------------------------- multi-condition (14)
  S('26', 'Which Greyhaven releases have explicit lyrics?', 'multi-condition', 'list', 'yes/no', { type: R, where: [{ f: 'imprint', op: '=', v: 'Greyhaven Recordings' }, { f: 'explicit', op: '=', v: true }] }),
  S('27', 'Which EPs were released on vinyl?', 'multi-condition', 'list', 'list field', { type: R, where: [{ f: 'type', op: '=', v: 'EP' }, { f: 'formats', op: 'has', v: 'LP' }] }),
  S('28', "Which records by Swedish artists were recorded outside Sweden?", 'multi-condition', 'list', 'negation', { type: R, where: [
    { f: 'artist', op: 'ref', where: [{ f: 'country', op: '=', v: 'Sweden' }] },
    { f: 'studio', op: 'ref', where: [{ f: 'country', op: '!=', v: 'Sweden' }] },
  ] }),
  S('29', "Releases that reached the top 10 by acts that are still active", 'multi-condition', 'list', 'link', { type: R, where: [
    { f: 'chart_peak', op: '<=', v: 10 },
    { f: 'artist', op: 'ref', where: [{ f: 'active', op: '=', v: true }] },
  ] }),
  S('30', 'Which Copperline records cost under $25?', 'multi-condition', 'list', 'money', { type: R, where: [{ f: 'imprint', op: '=', v: 'Copperline Records' }, { f: 'price', op: '<', v: 25 }] }),
  S('31', "Which CDs run between 42 and 46 minutes?", 'multi-condition', 'list', 'range', { type: R, where: [{ f: 'formats', op: 'has', v: 'CD' }, { f: 'runtime', op: 'between', v: [42, 46] }] }),
  S('32', 'indie rock records with more than 10 tracks', 'multi-condition', 'list', 'synonym', { type: R, where: [{ f: 'genre', op: '=', v: 'Indie rock' }, { f: 'tracks', op: '>', v: 10 }] }),
  S('33', 'Which releases from before 2016 were recorded in a studio with an analog tape machine?', 'multi-condition', 'list', 'link', { type: R, where: [
    { f: 'release_date', op: '<', v: '2016-01-01' },
    { f: 'studio', op: 'ref', where: [{ f: 'tape_machine', op: '=', v: true }] },
  ] }),
  S('34', "Which releases by UK artists came out on a label other than Greyhaven?", 'multi-condition', 'list', 'negation', { type: R, where: [
    { f: 'artist', op: 'ref', where: [{ f: 'country', op: '=', v: 'United Kingdom' }] },
    { f: 'imprint', op: '!=', v: 'Greyhaven Recordings' },
  ] }),
  S('35', "Which releases didn't chart but still got a vinyl pressing of at least a thousand copies?", 'multi-condition', 'list', 'negation', { type: R, where: [
    { f: 'charted', op: '=', v: false },
    { f: 'pressing', op: '>=', v: 1000 },
  ] }),
  S('36', 'Is there any Frostlight release that is both explicit and certified?', 'multi-condition', 'boolean', 'exists', { type: R, where: [
    { f: 'imprint', op: '=', v: 'Frostlight Records' },
    { f: 'explicit', op: '=', v: true },
    { f: 'certified', op: '=', v: true },
  ], aggregate: 'exists' }),
  S('37', 'How many Halbton records cost more than €23?', 'multi-condition', 'count', 'money', { type: R, where: [{ f: 'imprint', op: '=', v: 'Halbton Schallplatten' }, { f: 'price', op: '>', v: 23 }], aggregate: 'count' }),
  S('38', 'wich releases did Jonas Ekberg produce at Kiln Street?', 'multi-condition', 'list', 'multi', { type: R, where: [{ f: 'producer', op: '=', v: 'Jonas Ekberg' }, { f: 'studio', op: '=', v: 'Kiln Street Studios' }] },
    { typo: 'wich' }),
  S('39', 'Which releases by artists with over a million monthly listeners are available on cassette?', 'multi-condition', 'list', 'number words', { type: R, where: [
    { f: 'artist', op: 'ref', where: [{ f: 'monthly_listeners', op: '>', v: 1000000 }] },
    { f: 'formats', op: 'has', v: 'Cassette' },
  ] }),

  // ---------------------------------------------------------------- aggregate (12)
  S('40', 'How many EPs are in the catalogue?', 'aggregate', 'count', 'count', { type: R, where: [{ f: 'type', op: '=', v: 'EP' }], aggregate: 'count' }),
  S('41', 'how many releases were recorded at Kiln Street Studios?', 'aggregate', 'count', 'count', { type: R, where: [{ f: 'studio', op: '=', v: 'Kiln Street Studios' }], aggregate: 'count' }),
  S('42', "What's the average runtime of the Copperline releases?", 'aggregate', 'value', 'aggregate', { type: R, where: [{ f: 'imprint', op: '=', v: 'Copperline Records' }], aggregate: 'mean', field: 'runtime', unit: 'min' }),
  S('43', 'Which release charted highest?', 'aggregate', 'list', 'superlative', { type: R, where: [], aggregate: 'argmin', field: 'chart_peak' }),
  S('44', 'What are the three longest releases?', 'aggregate', 'list', 'top-N', { type: R, where: [], aggregate: 'argmax', field: 'runtime', n: 3 }),
  S('45', "What's the total number of tracks across Ada Pemberton's releases?", 'aggregate', 'value', 'aggregate', { type: R, where: [{ f: 'artist', op: '=', v: 'Ada Pemberton' }], aggregate: 'sum', field: 'tracks' }),
  S('46', 'How much does the cheapest Greyhaven release cost?', 'aggregate', 'value', 'money', { type: R, where: [{ f: 'imprint', op: '=', v: 'Greyhaven Recordings' }], aggregate: 'min', field: 'price' }),
  S('47', 'Average monthly listeners of our Swedish artists?', 'aggregate', 'value', 'aggregate', { type: 'artist', where: [{ f: 'country', op: '=', v: 'Sweden' }], aggregate: 'mean', field: 'monthly_listeners' }),
  S('48', 'Which studio has recorded the most of our releases?', 'aggregate', 'list', 'derived', { type: 'studio', where: [], aggregate: 'argmax', field: 'releases' }),
  S('49', 'How many vinyl copies were pressed in total for Halbton releases?', 'aggregate', 'value', 'aggregate', { type: R, where: [{ f: 'imprint', op: '=', v: 'Halbton Schallplatten' }], aggregate: 'sum', field: 'pressing' }),
  S('50', "What's the average live room size of the studios, in sq ft?", 'aggregate', 'value', 'conversion', { type: 'studio', where: [], aggregate: 'mean', field: 'live_room_area', unit: 'sq ft' }),
  S('51', "What's the oldest release by a German act?", 'aggregate', 'list', 'superlative', { type: R, where: [{ f: 'artist', op: 'ref', where: [{ f: 'country', op: '=', v: 'Germany' }] }], aggregate: 'argmin', field: 'release_date' }),

  // ---------------------------------------------------------------- comparison (9)
  S('52', "Which is longer, Blue Hour or Riverbed?", 'comparison', 'list', 'comparison', { entities: ['Blue Hour', 'Riverbed'], field: 'runtime', winner: 'max' }),
  S('53', 'Did Midsommarljus chart higher than Glasshouse Summer?', 'comparison', 'boolean', 'comparison', { entities: ['Midsommarljus', 'Glasshouse Summer'], field: 'chart_peak', winner: 'min' }),
  S('54', "Which studio's live room is bigger, Kiln Street or Fjordlyd?", 'comparison', 'list', 'conversion', { entities: ['Kiln Street Studios', 'Fjordlyd Studio'], field: 'live_room_area', winner: 'max' }),
  S('55', 'Which came out first, Ember or Static & Bloom?', 'comparison', 'list', 'date', { entities: ['Ember', 'Static & Bloom'], field: 'release_date', winner: 'min' }),
  S('56', 'Who has more monthly listeners, Ljusår or Lena Brandt?', 'comparison', 'list', 'number style', { entities: ['Ljusår', 'Lena Brandt'], field: 'monthly_listeners', winner: 'max' }),
  S('57', 'Was Greyhaven founded before Frostlight?', 'comparison', 'boolean', 'date', { entities: ['Greyhaven Recordings', 'Frostlight Records'], field: 'founded', winner: 'min' }),
  S('58', "Out of Harbour, Atlas and Paper Moons, which one has the most tracks?", 'comparison', 'list', 'comparison', { entities: ['Harbour', 'Atlas', 'Paper Moons'], field: 'tracks', winner: 'max' }),
  S('59', "Does Kestrel have more listeners than Red Alder?", 'comparison', 'boolean', 'comparison', { entities: ['Kestrel', 'Red Alder'], field: 'monthly_listeners', winner: 'max' }),
  S('60', 'Which band formed earlier, Kaltfront or Snofall?', 'comparison', 'list', 'date', { entities: ['Kaltfront', 'Snöfall'], field: 'formed', winner: 'min' }, { typo: 'Snofall (no ö)' }),
];
