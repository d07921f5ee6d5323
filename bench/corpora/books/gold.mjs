#!/usr/bin/env node
// Gold answers of the books questions (held-out), computed from the ground-truth table, never typed by hand.
//   node bench/corpora/books/gold.mjs [--source SOURCE_CSV] [--out FILE] [--check]
// Without --source the generator is run into a temp folder. Default --out: bench/corpora/books/questions.json.
// Besides the warnings of gold-engine (ties at a top-N boundary, empty answers, names the table does not know,
// thresholds near a value after unit conversion) it warns about any numeric threshold within 0.5 % of a value of
// the field it tests (canonical units) and about counts of 0. Each question keeps its finer `facet`.
// Derived fields: book.author_nationality, book.author_born (through the author link), book.publisher_city,
// book.publisher_country (through the publisher), book.city / book.country (through the branch), book.currency (the
// unit of its price), book.copies_available (copies held minus copies on loan), book.award_winner (at least one
// award), book.loan_weeks (loan period in weeks); author.books, publisher.books, branch.books (how many books link
// to it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goldMain, nearThresholds } from '../gold-engine.mjs';
import { questions } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function derive(e, gold) {
  const books = gold.ofType('book');
  const get = (name) => gold.entity(name);
  if (e.type === 'book') {
    const a = get(e.attrs.author);
    const p = get(e.attrs.publisher);
    const b = get(e.attrs.branch);
    return {
      author_nationality: a.attrs.nationality,
      author_born: a.attrs.born,
      publisher_city: p.attrs.city,
      publisher_country: p.attrs.country,
      city: b.attrs.city,
      country: b.attrs.country,
      currency: e.units.price,
      copies_available: e.attrs.copies - e.attrs.on_loan,
      award_winner: e.attrs.awards.length > 0,
      loan_weeks: e.attrs.loan_period == null ? null : e.attrs.loan_period / 7,
    };
  }
  const count = (f) => books.filter((x) => x.attrs[f] === e.name).length;
  if (e.type === 'author') return { books: count('author') };
  if (e.type === 'publisher') return { books: count('publisher') };
  if (e.type === 'branch') return { books: count('branch') };
  return {};
}
const derivedUnits = {
  'book.author_nationality': '', 'book.author_born': 'year', 'book.publisher_city': '', 'book.publisher_country': '', 'book.city': '', 'book.country': '',
  'book.currency': '', 'book.copies_available': '', 'book.award_winner': 'bool', 'book.loan_weeks': '',
  'author.books': '', 'publisher.books': '', 'branch.books': '',
};

/** True when the page states the field's canonical value as written, in either number style (24.95 / 24,95). */
function statedExactly(e, f) {
  const v = e.attrs[f];
  const nums = (e.stated[f] ?? '').match(/\d[\d.,\u00a0 ]*\d|\d/g) ?? [];
  return nums.some((n) => [n.replace(/[, ]/g, ''), n.replace(/[. ]/g, '').replace(',', '.')].some((x) => Math.abs(Number(x) - v) < 1e-9));
}

goldMain({
  generator: path.join(here, 'generate.mjs'),
  name: 'books',
  defaultOut: path.join(here, 'questions.json'),
  questions,
  derive,
  derivedUnits,
  expect: 60,
  checks: (gold, q) => nearThresholds(gold, q, { linkType: { author: 'author', publisher: 'publisher', branch: 'branch' }, statedExactly }),
  facets: true,
});
