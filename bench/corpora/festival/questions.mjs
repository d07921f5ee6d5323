// Festival questions (held-out): written by hand, blind to Quarry's question parser, each with its meaning as
// structured constraints for gold-engine.mjs. Gold answers are computed by gold.mjs from source.csv, never typed.
//
// Conventions: "more than / over / above / longer than / after" strict; "at least / or more / or under / or less"
// inclusive; "under / less than / fewer than / before" strict; "between X and Y" exclusive (no value lies on a bound).
// Runtime in minutes unless the question names hours; audience scores on the 10-point scale (a question that names a
// 5-point scale carries its threshold doubled by hand, noted next to it: the gold engine knows no score scales);
// money in the currency the question names (films in other currencies are out of such a question: `currency`);
// age rating as the minimum age; screen width in metres unless feet are named; "first shown / premieres at" means the
// venue of the film's first screening. "Women directors" are the directors whose biography says "she".
// Derived fields (gold.mjs): film.director_birth_year / director_gender / director_features / director_nationality,
// film.continent / population (production country), film.venue_seats / venue_wheelchair / venue_district (venue of
// the first screening), film.currency; director.films, venue.first_screenings, country.films.

const q = (n, category, kind, facet, question, constraints, extra = {}) => ({ id: `festival-${String(n).padStart(2, '0')}`, question, category, kind, facet, constraints, ...extra });

export const questions = [
  // ------------------------------------------------------------------ lookup (12)
  q(1, 'lookup', 'value', 'conversion', 'How long is Ember in hours?', { entity: 'Ember', field: 'runtime', unit: 'h' }),
  q(2, 'lookup', 'value', 'money', 'whats the budjet of Paper Moons', { entity: 'Paper Moons', field: 'budget' }, { typo: 'budjet' }),
  q(3, 'lookup', 'value', 'date', 'When is the first screening of Saltwater?', { entity: 'Saltwater', field: 'first_screening' }),
  q(4, 'lookup', 'value', 'date', 'What time does Static first screen?', { entity: 'Static', field: 'first_screening_time' }),
  q(5, 'lookup', 'list', 'list field', 'Which awards did Lanterns win?', { entity: 'Lanterns', field: 'awards' }),
  q(6, 'lookup', 'value', 'synonym', "What's the age rating of Still Water?", { entity: 'Still Water', field: 'age_rating' }),
  q(7, 'lookup', 'boolean', 'yes/no', 'Is Red Meridian in black and white?', { entity: 'Red Meridian', check: [{ f: 'colour', op: '=', v: false }] }),
  q(8, 'lookup', 'boolean', 'yes/no', 'Does Die stille Grenze have English subtitles?', { entity: 'Die stille Grenze', check: [{ f: 'english_subtitles', op: '=', v: true }] }),
  q(9, 'lookup', 'value', 'conversion', 'How wide is the screen at Lichtspielhaus Nord, in metres?', { entity: 'Lichtspielhaus Nord', field: 'screen_width', unit: 'm' }),
  q(10, 'lookup', 'value', 'link', 'Which continent was Tidelines produced in?', { entity: 'Tidelines', field: 'continent' }),
  q(11, 'lookup', 'value', 'conversion', "What was Threadbare's audience score out of 10?", { entity: 'Threadbare', field: 'audience_score' }),
  q(12, 'lookup', 'value', 'prose', 'How many feature films has Funmi Adeyemi made?', { entity: 'Funmi Adeyemi', field: 'features' }),

  // ------------------------------------------------------------------ inverse (13)
  q(13, 'inverse', 'list', 'yes/no', 'Which films are in balck and white?', { type: 'film', where: [{ f: 'colour', op: '=', v: false }] }, { typo: 'balck' }),
  q(14, 'inverse', 'list', 'conversion', 'Which venues have a screen wider than 40 feet?', { type: 'venue', where: [{ f: 'screen_width', op: '>', v: 40, unit: 'ft' }] }),
  q(15, 'inverse', 'list', 'negation', "Which films don't have English subtitles?", { type: 'film', where: [{ f: 'english_subtitles', op: '=', v: false }] }),
  q(16, 'inverse', 'list', 'conversion', 'Which films are longer than 2 hours 20 minutes?', { type: 'film', where: [{ f: 'runtime', op: '>', v: 140 }] }),
  q(17, 'inverse', 'list', 'link', 'What films by Anke Brandt are we showing?', { type: 'film', where: [{ f: 'director', op: '=', v: 'Anke Brandt' }] }),
  q(18, 'inverse', 'list', 'derived', 'Which films were directed by women?', { type: 'film', where: [{ f: 'director_gender', op: '=', v: 'female' }] }),
  q(19, 'inverse', 'list', 'link', 'Which films have their first screening at Kino Aurora?', { type: 'film', where: [{ f: 'first_venue', op: '=', v: 'Kino Aurora' }] }),
  q(20, 'inverse', 'list', 'link', 'Which films are first shown in a venue with more than 300 seats?', { type: 'film', where: [{ f: 'first_venue', op: 'ref', where: [{ f: 'seats', op: '>', v: 300 }] }] }),
  q(21, 'inverse', 'list', 'link', 'films from Asian countries?', { type: 'film', where: [{ f: 'country', op: 'ref', where: [{ f: 'continent', op: '=', v: 'Asia' }] }] }),
  q(22, 'inverse', 'list', 'list field', 'Which films got a Special Mention?', { type: 'film', where: [{ f: 'awards', op: 'has', v: 'Special Mention' }] }),
  q(23, 'inverse', 'list', 'money', 'Which films cost more than three million euros to make?', { type: 'film', where: [{ f: 'currency', op: '=', v: 'EUR' }, { f: 'budget', op: '>', v: 3_000_000 }] }),
  q(24, 'inverse', 'list', 'date', 'Which films have their first screening after 10 pm?', { type: 'film', where: [{ f: 'first_screening_time', op: '>', v: '22:00' }] }),
  q(25, 'inverse', 'list', 'link', 'Show me the films by directors born after 1985', { type: 'film', where: [{ f: 'director', op: 'ref', where: [{ f: 'birth_year', op: '>', v: 1985 }] }] }),

  // ------------------------------------------------------------------ multi-condition (14)
  q(26, 'multi-condition', 'list', 'yes/no', 'Which Competition films are world premieres with English subtitles?', { type: 'film', where: [{ f: 'section', op: '=', v: 'Competition' }, { f: 'world_premiere', op: '=', v: true }, { f: 'english_subtitles', op: '=', v: true }] }),
  q(27, 'multi-condition', 'list', 'range', 'Panorama films under 100 minutes', { type: 'film', where: [{ f: 'section', op: '=', v: 'Panorama' }, { f: 'runtime', op: '<', v: 100 }] }),
  q(28, 'multi-condition', 'list', 'derived', 'Which films in the Documentary section were made by female directors?', { type: 'film', where: [{ f: 'section', op: '=', v: 'Documentary' }, { f: 'director_gender', op: '=', v: 'female' }] }),
  q(29, 'multi-condition', 'list', 'yes/no', 'Which Retrospective films are in colour?', { type: 'film', where: [{ f: 'section', op: '=', v: 'Retrospective' }, { f: 'colour', op: '=', v: true }] }),
  q(30, 'multi-condition', 'list', 'negation', "Which French films are by someone other than Claire Vasseur?", { type: 'film', where: [{ f: 'country', op: '=', v: 'France' }, { f: 'director', op: '!=', v: 'Claire Vasseur' }] }),
  // "at least 4.5 out of 5" = at least 9 on the 10-point scale
  q(31, 'multi-condition', 'list', 'conversion', 'Which subtitled films got at least 4.5 out of 5 from audiences?', { type: 'film', where: [{ f: 'english_subtitles', op: '=', v: true }, { f: 'audience_score', op: '>=', v: 9 }] }),
  q(32, 'multi-condition', 'list', 'range', 'Films between 90 and 120 minutes that are rated 12 or under', { type: 'film', where: [{ f: 'runtime', op: 'between', v: [90, 120] }, { f: 'age_rating', op: '<=', v: 12 }] }),
  q(33, 'multi-condition', 'list', 'link', 'Which Competition films are first screened in a wheelchair-accessible venue?', { type: 'film', where: [{ f: 'section', op: '=', v: 'Competition' }, { f: 'first_venue', op: 'ref', where: [{ f: 'wheelchair', op: '=', v: true }] }] }),
  q(34, 'multi-condition', 'list', 'link', 'Which films by directors born before 1980 start their run after 8 pm?', { type: 'film', where: [{ f: 'director', op: 'ref', where: [{ f: 'birth_year', op: '<', v: 1980 }] }, { f: 'first_screening_time', op: '>', v: '20:00' }] }),
  q(35, 'multi-condition', 'list', 'negation', "Polish productions that aren't in the Retrospective?", { type: 'film', where: [{ f: 'country', op: '=', v: 'Poland' }, { f: 'section', op: '!=', v: 'Retrospective' }] }),
  q(36, 'multi-condition', 'list', 'link', 'Which films from countries with more than a hundred million people are screened more than once?', { type: 'film', where: [{ f: 'country', op: 'ref', where: [{ f: 'population', op: '>', v: 100_000_000 }] }, { f: 'screenings', op: '>', v: 1 }] }),
  q(37, 'multi-condition', 'list', 'link', 'Films by directors with fewer than five features that open in the Altstadt', { type: 'film', where: [{ f: 'director', op: 'ref', where: [{ f: 'features', op: '<', v: 5 }] }, { f: 'first_venue', op: 'ref', where: [{ f: 'district', op: '=', v: 'Altstadt' }] }] }),
  q(38, 'multi-condition', 'boolean', 'exists', 'Is any Retrospective film first shown at the Open-Air Schlosshof?', { type: 'film', where: [{ f: 'section', op: '=', v: 'Retrospective' }, { f: 'first_venue', op: '=', v: 'Open-Air Schlosshof' }], aggregate: 'exists' }),
  q(39, 'multi-condition', 'list', 'money', 'Which films with a dollar budget under one million were first screened before 18 May?', { type: 'film', where: [{ f: 'currency', op: '=', v: 'USD' }, { f: 'budget', op: '<', v: 1_000_000 }, { f: 'first_screening', op: '<', v: '2025-05-18' }] }),

  // ------------------------------------------------------------------ aggregate (12)
  q(40, 'aggregate', 'count', 'count', 'How many films are in the Competition?', { type: 'film', where: [{ f: 'section', op: '=', v: 'Competition' }], aggregate: 'count' }),
  q(41, 'aggregate', 'count', 'count', 'how many films only get one screening?', { type: 'film', where: [{ f: 'screenings', op: '=', v: 1 }], aggregate: 'count' }),
  q(42, 'aggregate', 'count', 'count', 'How many films have their first screening at Studio 7?', { type: 'film', where: [{ f: 'first_venue', op: '=', v: 'Studio 7' }], aggregate: 'count' }),
  q(43, 'aggregate', 'value', 'aggregate', "What's the average running time of the Competition films?", { type: 'film', where: [{ f: 'section', op: '=', v: 'Competition' }], aggregate: 'mean', field: 'runtime' }),
  q(44, 'aggregate', 'value', 'aggregate', 'How many screenings do the Shorts get in total?', { type: 'film', where: [{ f: 'section', op: '=', v: 'Shorts' }], aggregate: 'sum', field: 'screenings' }),
  q(45, 'aggregate', 'list', 'superlative', 'Which is the longest film in the festival?', { type: 'film', where: [], aggregate: 'argmax', field: 'runtime' }),
  q(46, 'aggregate', 'list', 'top-N', 'Which two films got the worst audience scores?', { type: 'film', where: [], aggregate: 'argmin', field: 'audience_score', n: 2 }),
  q(47, 'aggregate', 'value', 'money', "What's the biggest budget in euros?", { type: 'film', where: [{ f: 'currency', op: '=', v: 'EUR' }], aggregate: 'max', field: 'budget' }),
  q(48, 'aggregate', 'list', 'derived', 'Which venue hosts the most first screenings?', { type: 'venue', where: [], aggregate: 'argmax', field: 'first_screenings' }),
  q(49, 'aggregate', 'value', 'aggregate', 'What is the mean audience score of films by women directors?', { type: 'film', where: [{ f: 'director_gender', op: '=', v: 'female' }], aggregate: 'mean', field: 'audience_score' }),
  q(50, 'aggregate', 'list', 'superlative', 'Of the films that open in venues with over 300 seats, which one has the best audience score?', { type: 'film', where: [{ f: 'first_venue', op: 'ref', where: [{ f: 'seats', op: '>', v: 300 }] }], aggregate: 'argmax', field: 'audience_score' }),
  q(51, 'aggregate', 'value', 'aggregate', 'How many seats do the Altstadt venues have together?', { type: 'venue', where: [{ f: 'district', op: '=', v: 'Altstadt' }], aggregate: 'sum', field: 'seats' }),

  // ------------------------------------------------------------------ comparison (9)
  q(52, 'comparison', 'list', 'comparison', 'Which is longer, Kestrel or Glass Orchard?', { entities: ['Kestrel', 'Glass Orchard'], field: 'runtime', winner: 'max' }),
  q(53, 'comparison', 'boolean', 'conversion', 'Did audiences rate Saltwater higher than Winter Crossing?', { entities: ['Saltwater', 'Winter Crossing'], field: 'audience_score', winner: 'max' }),
  q(54, 'comparison', 'list', 'conversion', "Which venue's screen is wider, Lichtspielhaus Nord or Kino Aurora?", { entities: ['Lichtspielhaus Nord', 'Kino Aurora'], field: 'screen_width', winner: 'max' }),
  q(55, 'comparison', 'list', 'date', "Who's older, Lee Sung-min or Will Harper?", { entities: ['Lee Sung-min', 'Will Harper'], field: 'birth_year', winner: 'min' }),
  q(56, 'comparison', 'list', 'comparison', 'Which country has more inhabitants, Argentina or Poland?', { entities: ['Argentina', 'Poland'], field: 'population', winner: 'max' }),
  q(57, 'comparison', 'list', 'date', 'Which screens first, Borderland: Part One or Static?', { entities: ['Borderland: Part One', 'Static'], field: 'first_screening', winner: 'min' }),
  q(58, 'comparison', 'boolean', 'money', 'Did Still Water cost more than Hinterland?', { entities: ['Still Water', 'Hinterland'], field: 'budget', winner: 'max' }),
  q(59, 'comparison', 'list', 'comparison', 'Which has more seats: Studio 7 or the Kinemathek im Zeughaus?', { entities: ['Studio 7', 'Kinemathek im Zeughaus'], field: 'seats', winner: 'max' }),
  q(60, 'comparison', 'boolean', 'comparison', "Does Threadbare get more screenings than Rooftops?", { entities: ['Threadbare', 'Rooftops'], field: 'screenings', winner: 'max' }),
];
