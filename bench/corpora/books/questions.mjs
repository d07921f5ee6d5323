// Questions of the books domain (held-out), written by hand before Quarry was ever run on the folder, each with its
// meaning as structured constraints for gold-engine.mjs. The gold answers are computed by gold.mjs, never typed.
//
// Conventions: "more than / over / longer than / heavier than / after" strict; "at least / or more" inclusive;
// "under / less than / below / before" strict; a plain "between" is exclusive. Weight in grams unless the question
// names ounces or pounds (converted exactly); loan periods are held in days, so a question in weeks carries its
// threshold converted by hand (1 week = 7 days; noted next to it); money in the currency the question names, never
// converted; floor area in m². "Available for loan" / "can be borrowed" = not reference only; "available right now"
// = copies held minus copies on loan (copies_available) above 0. "Held at / in <city>" crosses the branch link;
// "by <nationality> authors" crosses the author link.
// Derived fields (gold.mjs): book.author_nationality, book.author_born, book.publisher_city,
// book.publisher_country, book.city, book.country, book.currency, book.copies_available, book.award_winner,
// book.loan_weeks; author.books, publisher.books, branch.books.

const Q = (id, category, kind, facet, question, constraints, extra = {}) => ({ id: `books-${id}`, question, category, kind, facet, constraints, ...extra });

export const questions = [
  // ------------------------------------------------------------------ lookup (12)
  Q('01', 'lookup', 'value', 'lookup', 'How many pages does Harvest have?', { entity: 'Harvest', field: 'pages' }),
  Q('02', 'lookup', 'value', 'lookup', "What's the replacement cost of The Last Ferry?", { entity: 'The Last Ferry', field: 'price' }),
  Q('03', 'lookup', 'value', 'conversion', 'How heavy is The Glass Orchard in grams?', { entity: 'The Glass Orchard', field: 'weight', unit: 'g' }),
  Q('04', 'lookup', 'value', 'lookup', 'Who wrote Skärgård?', { entity: 'Skärgård', field: 'author' }),
  Q('05', 'lookup', 'value', 'date', 'What year did Moord in de Polder come out?', { entity: 'Moord in de Polder', field: 'year' }),
  Q('06', 'lookup', 'value', 'conversion', 'how many weeks can I borrow Echoes of Titan for', { entity: 'Echoes of Titan: A Novel', field: 'loan_weeks' }),
  Q('07', 'lookup', 'list', 'list field', 'What subjects is Het Zoute Land catalogued under?', { entity: 'Het Zoute Land', field: 'subjects' }),
  Q('08', 'lookup', 'value', 'lookup', 'Which publisher brought out Frostnatt?', { entity: 'Frostnatt', field: 'publisher' }),
  Q('09', 'lookup', 'value', 'conversion', 'What is the floor area of the Castlegate branch in square metres?', { entity: 'Castlegate', field: 'floor_area', unit: 'm2' }),
  Q('10', 'lookup', 'value', 'link', 'What nationality is the author of Paper Boats?', { entity: 'Paper Boats', field: 'author_nationality' }),
  Q('11', 'lookup', 'boolean', 'yes/no', 'Is Die Hanse: Eine Geschichte available for loan?', { entity: 'Die Hanse: Eine Geschichte', check: [{ f: 'reference_only', op: '=', v: false }] }),
  Q('12', 'lookup', 'value', 'lookup', 'What pen name does Ingrid Sjöberg use?', { entity: 'Ingrid Sjöberg', field: 'pen_name' }),

  // ------------------------------------------------------------------ inverse (13)
  Q('13', 'inverse', 'list', 'yes/no', 'Which books are large print?', { type: 'book', where: [{ f: 'large_print', op: '=', v: true }] }),
  Q('14', 'inverse', 'list', 'lookup', 'Which title has ISBN 9789008509401?', { type: 'book', where: [{ f: 'isbn', op: '=', v: '9789008509401' }] }),
  Q('15', 'inverse', 'list', 'inverse', 'Which books did Niamh Keane wrtie?', { type: 'book', where: [{ f: 'author', op: '=', v: 'Niamh Keane' }] }, { typo: 'wrtie' }),
  Q('16', 'inverse', 'list', 'synonym', 'Show me all the sci-fi books', { type: 'book', where: [{ f: 'genre', op: '=', v: 'Science fiction' }] }),
  Q('17', 'inverse', 'list', 'yes/no', 'Which books are reference only?', { type: 'book', where: [{ f: 'reference_only', op: '=', v: true }] }),
  Q('18', 'inverse', 'list', 'date', 'What books were published in 1995?', { type: 'book', where: [{ f: 'year', op: '=', v: 1995 }] }),
  Q('19', 'inverse', 'list', 'range', 'Which books are longer than 600 pages?', { type: 'book', where: [{ f: 'pages', op: '>', v: 600 }] }),
  Q('20', 'inverse', 'list', 'synonym', 'Which books are written in Dutch?', { type: 'book', where: [{ f: 'language', op: '=', v: 'Dutch' }] }),
  Q('21', 'inverse', 'list', 'list field', 'Which books have won the Kestrel Prize?', { type: 'book', where: [{ f: 'awards', op: 'has', v: 'Kestrel Prize' }] }),
  Q('22', 'inverse', 'list', 'link', 'Which books does the Groningen branch have?', { type: 'book', where: [{ f: 'city', op: '=', v: 'Groningen' }] }),
  Q('23', 'inverse', 'list', 'link', 'Which books are by Swedish authors?', { type: 'book', where: [{ f: 'author_nationality', op: '=', v: 'Swedish' }] }),
  Q('24', 'inverse', 'list', 'conversion', 'which books weigh less than ten ounces', { type: 'book', where: [{ f: 'weight', op: '<', v: 10, unit: 'oz' }] }),
  Q('25', 'inverse', 'list', 'synonym', 'Which e-books do we have?', { type: 'book', where: [{ f: 'format', op: '=', v: 'E-book' }] }),

  // ------------------------------------------------------------------ multi-condition (14)
  Q('26', 'multi-condition', 'list', 'multi', 'Which crime novles are held at Castlegate?', { type: 'book', where: [{ f: 'genre', op: '=', v: 'Crime' }, { f: 'branch', op: '=', v: 'Castlegate' }] },
    { typo: 'novles' }),
  Q('27', 'multi-condition', 'list', 'yes/no', 'Large-print books that are also available as an audiobook?', { type: 'book', where: [{ f: 'large_print', op: '=', v: true }, { f: 'audiobook', op: '=', v: true }] }),
  Q('28', 'multi-condition', 'list', 'link', 'Which English-language books by German authors do you have?', { type: 'book', where: [{ f: 'language', op: '=', v: 'English' }, { f: 'author_nationality', op: '=', v: 'German' }] }),
  Q('29', 'multi-condition', 'list', 'multi', 'Books published after 2015 that have won an award', { type: 'book', where: [{ f: 'year', op: '>', v: 2015 }, { f: 'award_winner', op: '=', v: true }] }),
  Q('30', 'multi-condition', 'list', 'money', 'Which paperbacks cost less than €15?', { type: 'book', where: [{ f: 'format', op: '=', v: 'Paperback' }, { f: 'currency', op: '=', v: 'EUR' }, { f: 'price', op: '<', v: 15 }] }),
  Q('31', 'multi-condition', 'list', 'range', 'Which books by British authors are between 300 and 400 pages?', { type: 'book', where: [{ f: 'author_nationality', op: '=', v: 'British' }, { f: 'pages', op: 'between', v: [300, 400] }] }),
  Q('32', 'multi-condition', 'list', 'derived', "Which sci-fi titles have no copies available right now?", { type: 'book', where: [{ f: 'genre', op: '=', v: 'Science fiction' }, { f: 'copies_available', op: '=', v: 0 }] }),
  Q('33', 'multi-condition', 'list', 'negation', "Which crime books at Södermalm aren't in Swedish?", { type: 'book', where: [{ f: 'branch', op: '=', v: 'Södermalm' }, { f: 'genre', op: '=', v: 'Crime' }, { f: 'language', op: '!=', v: 'Swedish' }] }),
  Q('34', 'multi-condition', 'list', 'date', 'Which Harbour Press books were published before 2000?', { type: 'book', where: [{ f: 'publisher', op: '=', v: 'Harbour Press' }, { f: 'year', op: '<', v: 2000 }] }),
  Q('35', 'multi-condition', 'list', 'link', 'Which books by authors born before 1960 can be borrowed?', { type: 'book', where: [{ f: 'author', op: 'ref', where: [{ f: 'born', op: '<', v: 1960 }] }, { f: 'reference_only', op: '=', v: false }] }),
  Q('36', 'multi-condition', 'list', 'negation', 'Poetry books by anyone other than Niamh Keane?', { type: 'book', where: [{ f: 'genre', op: '=', v: 'Poetry' }, { f: 'author', op: '!=', v: 'Niamh Keane' }] }),
  Q('37', 'multi-condition', 'list', 'money', 'Which books in Stockholm cost more than 300 kronor to replace?', { type: 'book', where: [{ f: 'city', op: '=', v: 'Stockholm' }, { f: 'price', op: '>', v: 300 }] }),
  Q('38', 'multi-condition', 'boolean', 'exists', 'Do we have any e-books in York?', { type: 'book', where: [{ f: 'format', op: '=', v: 'E-book' }, { f: 'city', op: '=', v: 'York' }], aggregate: 'exists' }),
  // three weeks = 21 days
  Q('39', 'multi-condition', 'list', 'conversion', 'Which Bremen books can be borrowed for more than three weeks?', { type: 'book', where: [{ f: 'city', op: '=', v: 'Bremen' }, { f: 'loan_period', op: '>', v: 21 }] }),

  // ------------------------------------------------------------------ aggregate (12)
  Q('40', 'aggregate', 'count', 'count', 'How many Swedish-language books are there?', { type: 'book', where: [{ f: 'language', op: '=', v: 'Swedish' }], aggregate: 'count' }),
  Q('41', 'aggregate', 'count', 'count', 'how many books published before the year 2000 do you have', { type: 'book', where: [{ f: 'year', op: '<', v: 2000 }], aggregate: 'count' }),
  Q('42', 'aggregate', 'value', 'aggregate', "What's the total number of copies held at Castlegate?", { type: 'book', where: [{ f: 'branch', op: '=', v: 'Castlegate' }], aggregate: 'sum', field: 'copies' }),
  Q('43', 'aggregate', 'value', 'aggregate', 'Average page count of the crime books?', { type: 'book', where: [{ f: 'genre', op: '=', v: 'Crime' }], aggregate: 'mean', field: 'pages' }),
  Q('44', 'aggregate', 'list', 'superlative', 'What is the heaviest book in the collection?', { type: 'book', where: [], aggregate: 'argmax', field: 'weight' }),
  Q('45', 'aggregate', 'list', 'superlative', "What's the shortest book that isn't poetry?", { type: 'book', where: [{ f: 'genre', op: '!=', v: 'Poetry' }], aggregate: 'argmin', field: 'pages' }),
  Q('46', 'aggregate', 'list', 'superlative', 'Which is the cheapest book priced in euros?', { type: 'book', where: [{ f: 'currency', op: '=', v: 'EUR' }], aggregate: 'argmin', field: 'price' }),
  Q('47', 'aggregate', 'list', 'top-N', 'The three most expensive books at Södermalm?', { type: 'book', where: [{ f: 'branch', op: '=', v: 'Södermalm' }], aggregate: 'argmax', field: 'price', n: 3 }),
  Q('48', 'aggregate', 'list', 'derived', 'Which author has the most books in the catalogue?', { type: 'author', where: [], aggregate: 'argmax', field: 'books' }),
  Q('49', 'aggregate', 'value', 'aggregate', 'How many copies are out on loan across all branches?', { type: 'book', where: [], aggregate: 'sum', field: 'on_loan' }),
  Q('50', 'aggregate', 'value', 'conversion', "What's the average weight of the Neustadt books in ounces?", { type: 'book', where: [{ f: 'branch', op: '=', v: 'Neustadt' }], aggregate: 'mean', field: 'weight', unit: 'oz' }),
  Q('51', 'aggregate', 'count', 'derived', 'How many books have no copies available at the moment?', { type: 'book', where: [{ f: 'copies_available', op: '=', v: 0 }], aggregate: 'count' }),

  // ------------------------------------------------------------------ comparison (9)
  Q('52', 'comparison', 'list', 'comparison', 'Which is longer, Cinder or Driftwood?', { entities: ['Cinder', 'Driftwood'], field: 'pages', winner: 'max' }),
  Q('53', 'comparison', 'boolean', 'date', 'Is The Salt Road older than Het Zoute Land?', { entities: ['The Salt Road', 'Het Zoute Land'], field: 'year', winner: 'min' }),
  Q('54', 'comparison', 'list', 'conversion', 'Which weighs more: The Glass Orchard or Lantern?', { entities: ['The Glass Orchard', 'Lantern'], field: 'weight', winner: 'max' }),
  Q('55', 'comparison', 'list', 'comparison', 'Which branch has more staff, Oosterpoort or Södermalm?', { entities: ['Oosterpoort', 'Södermalm'], field: 'staff', winner: 'max' }),
  Q('56', 'comparison', 'list', 'conversion', 'Which is bigger by floor area, Castlegate or Södermalm?', { entities: ['Castlegate', 'Södermalm'], field: 'floor_area', winner: 'max' }),
  Q('57', 'comparison', 'list', 'date', 'Who is older, Lukas Brandt or Tom Hardcastle?', { entities: ['Lukas Brandt', 'Tom Hardcastle'], field: 'born', winner: 'min' }),
  Q('58', 'comparison', 'boolean', 'derived', 'Has Grace Whitley written more books than Erik Lund?', { entities: ['Grace Whitley', 'Erik Lund'], field: 'books', winner: 'max' }),
  Q('59', 'comparison', 'list', 'money', 'Which costs more to replace, Red Kite or Starfall?', { entities: ['Red Kite', 'Starfall'], field: 'price', winner: 'max' }),
  Q('60', 'comparison', 'boolean', 'derived', 'Are there more books at Castlegate than at Neustadt?', { entities: ['Castlegate', 'Neustadt'], field: 'books', winner: 'max' }),
];
