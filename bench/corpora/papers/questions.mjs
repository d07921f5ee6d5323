// Papers questions (held-out): written by hand, blind to Quarry's question parser, each with its meaning as
// structured constraints for ../gold-engine.mjs (gold.mjs computes the answers from the generated source table).
//
// Conventions
// * "more than / over / above / bigger / longer than / after" are strict, "at least / or more / or later" inclusive,
//   "under / less than / fewer than / smaller than / before" strict; a plain "between" is exclusive and has no
//   value on a bound.
// * Dataset sizes are held in GB, decimal (1 GB = 1000 MB, 1 TB = 1000 GB); a threshold in MB or TB carries its
//   value converted to GB by hand (the gold engine knows no data units), noted next to it. gold.mjs warns if an
//   answer would change under binary units.
// * Review time is the time to the first decision, held in days (1 week = 7 days, 1 month = 30 days); a threshold
//   in weeks carries its value converted to days by hand. gold.mjs warns if an answer would change with 30.44-day
//   months.
// * Money is never converted: a question names its currency and is scoped to papers funded in it.
// * "Papers by people at X" / "with an author from X": any author (first or co-author) whose institution is X;
//   "led by" / "first-authored": the first author only. "Presented in <city>": the city of the paper's venue.
// * "We" / "our" is the institute whose drive this is; "our papers" are all papers of the drive.
export const questions = [
  // ---------------------------------------------------------------- lookup (12)
  { id: 'papers-01', category: 'lookup', kind: 'value', facet: 'lookup', question: 'How many citations does Palimpsest have?',
    constraints: { entity: 'Palimpsest', field: 'citations' } },
  // the page says 850 MB: 0.85 GB decimal, 0.83 GB binary; the tolerance takes either reading
  { id: 'papers-02', category: 'lookup', kind: 'value', facet: 'conversion', question: "What's the dataset size of Graphs All the Way Down: Scalable Message Passing in GB?",
    constraints: { entity: 'Graphs All the Way Down: Scalable Message Passing', field: 'dataset_size', tol: 0.021 } },
  { id: 'papers-03', category: 'lookup', kind: 'list', facet: 'list field', question: 'Who were the co-authors on Secure Aggregation with Dropouts?',
    constraints: { entity: 'Secure Aggregation with Dropouts', field: 'coauthors' } },
  { id: 'papers-04', category: 'lookup', kind: 'value', facet: 'lookup', question: 'Which venue was Sieve published in?',
    constraints: { entity: 'Sieve', field: 'venue' } },
  { id: 'papers-05', category: 'lookup', kind: 'value', facet: 'money', question: 'How much funding did Lighthouse get?',
    constraints: { entity: 'Lighthouse', field: 'funding', tol: 0 } },
  { id: 'papers-06', category: 'lookup', kind: 'value', facet: 'link', question: 'In which city was Hierarchical Planning for Drone Swarms presented?',
    constraints: { entity: 'Hierarchical Planning for Drone Swarms', field: 'venue_city' } },
  { id: 'papers-07', category: 'lookup', kind: 'value', facet: 'lookup', typo: 'elodie (no accent), whats, h index', question: "whats elodie marchand's h index",
    constraints: { entity: 'Élodie Marchand', field: 'h_index' } },
  { id: 'papers-08', category: 'lookup', kind: 'value', facet: 'conversion', question: 'How many days did it take to get a first decision on Sparse Attention: A Survey?',
    constraints: { entity: 'Sparse Attention: A Survey', field: 'review_time' } },
  { id: 'papers-09', category: 'lookup', kind: 'value', facet: 'date', question: 'When was Fair by Design: Auditing Credit Scoring Models accepted?',
    constraints: { entity: 'Fair by Design: Auditing Credit Scoring Models', field: 'accepted' } },
  { id: 'papers-10', category: 'lookup', kind: 'value', facet: 'percent', question: "What's DataEng Summit's acceptance rate?",
    constraints: { entity: 'DataEng Summit', field: 'acceptance_rate' } },
  { id: 'papers-11', category: 'lookup', kind: 'value', facet: 'number style', question: 'How many downloads has Apprentissage frugal sur graphes hétérogènes had?',
    constraints: { entity: 'Apprentissage frugal sur graphes hétérogènes', field: 'downloads', tol: 0 } },
  { id: 'papers-12', category: 'lookup', kind: 'boolean', facet: 'yes/no', question: 'Was On the Calibration of Language Models peer-reviewed?',
    constraints: { entity: 'On the Calibration of Language Models', check: [{ f: 'peer_reviewed', op: '=', v: true }] } },

  // ---------------------------------------------------------------- inverse (13)
  { id: 'papers-13', category: 'inverse', kind: 'list', facet: 'yes/no', question: 'Which papers won a best paper award?',
    constraints: { type: 'paper', where: [{ f: 'best_paper', op: '=', v: true }] } },
  { id: 'papers-14', category: 'inverse', kind: 'list', facet: 'link', question: 'which papers were presented in Lisbon?',
    constraints: { type: 'paper', where: [{ f: 'venue_city', op: '=', v: 'Lisbon' }] } },
  { id: 'papers-15', category: 'inverse', kind: 'list', facet: 'link', question: 'Show me the papers by people at Calder Research Labs',
    constraints: { type: 'paper', where: [{ f: 'institutions', op: 'has', v: 'Calder Research Labs' }] } },
  { id: 'papers-16', category: 'inverse', kind: 'list', facet: 'range', question: 'Which papers have more than 150 citations?',
    constraints: { type: 'paper', where: [{ f: 'citations', op: '>', v: 150 }] } },
  // 1 TB = 1000 GB
  { id: 'papers-17', category: 'inverse', kind: 'list', facet: 'conversion', question: 'Which papers released more than 1 TB of data?',
    constraints: { type: 'paper', where: [{ f: 'dataset_size', op: '>', v: 1000 }] } },
  { id: 'papers-18', category: 'inverse', kind: 'list', facet: 'list field', question: 'Which papers is Jonas Weber an author on?',
    constraints: { type: 'paper', where: [{ f: 'authors', op: 'has', v: 'Jonas Weber' }] } },
  { id: 'papers-19', category: 'inverse', kind: 'list', facet: 'link', question: 'List the papers that appeared in A* venues.',
    constraints: { type: 'paper', where: [{ f: 'venue_ranking', op: '=', v: 'A*' }] } },
  { id: 'papers-20', category: 'inverse', kind: 'list', facet: 'synonym', question: 'Which papers are about NLP?',
    constraints: { type: 'paper', where: [{ f: 'topics', op: 'has', v: 'natural language processing' }] } },
  { id: 'papers-21', category: 'inverse', kind: 'list', facet: 'date', typo: 'wich', question: 'wich papers were submitted before 2019?',
    constraints: { type: 'paper', where: [{ f: 'submitted', op: '<', v: '2019-01-01' }] } },
  // 16 weeks = 112 days
  { id: 'papers-22', category: 'inverse', kind: 'list', facet: 'conversion', question: 'Which papers waited more than 16 weeks for a first decision?',
    constraints: { type: 'paper', where: [{ f: 'review_time', op: '>', v: 112 }] } },
  { id: 'papers-23', category: 'inverse', kind: 'list', facet: 'range', question: 'Which researchers have an h-index above 30?',
    constraints: { type: 'researcher', where: [{ f: 'h_index', op: '>', v: 30 }] } },
  { id: 'papers-24', category: 'inverse', kind: 'list', facet: 'link', question: 'Who works at a French institution?',
    constraints: { type: 'researcher', where: [{ f: 'country', op: '=', v: 'France' }] } },
  { id: 'papers-25', category: 'inverse', kind: 'list', facet: 'negation', question: "Which papers didn't get any external funding?",
    constraints: { type: 'paper', where: [{ f: 'funding', op: '=', v: null }] } },

  // ---------------------------------------------------------------- multi-condition (14)
  { id: 'papers-26', category: 'multi-condition', kind: 'list', facet: 'link', question: 'Which journal papers have over 100 citations?',
    constraints: { type: 'paper', where: [{ f: 'venue_type', op: '=', v: 'journal' }, { f: 'citations', op: '>', v: 100 }] } },
  { id: 'papers-27', category: 'multi-condition', kind: 'list', facet: 'synonym', question: 'open access NLP papers?',
    constraints: { type: 'paper', where: [{ f: 'topics', op: 'has', v: 'natural language processing' }, { f: 'open_access', op: '=', v: true }] } },
  { id: 'papers-28', category: 'multi-condition', kind: 'list', facet: 'money', question: 'Which papers were funded with more than half a million euros?',
    constraints: { type: 'paper', where: [{ f: 'currency', op: '=', v: 'EUR' }, { f: 'funding', op: '>', v: 500000 }] } },
  { id: 'papers-29', category: 'multi-condition', kind: 'list', facet: 'other than', question: "Erik Sandberg's papers other than the ones in Computational Linguistics Review",
    constraints: { type: 'paper', where: [{ f: 'authors', op: 'has', v: 'Erik Sandberg' }, { f: 'venue', op: '!=', v: 'Computational Linguistics Review' }] } },
  { id: 'papers-30', category: 'multi-condition', kind: 'list', facet: 'range', question: 'Conference papers from 2021 or 2022, please',
    constraints: { type: 'paper', where: [{ f: 'venue_type', op: '=', v: 'conference' }, { f: 'year', op: 'between_incl', v: [2021, 2022] }] } },
  { id: 'papers-31', category: 'multi-condition', kind: 'list', facet: 'link', question: 'Which journal papers have an author from Kaltenbach University of Technology?',
    constraints: { type: 'paper', where: [{ f: 'institutions', op: 'has', v: 'Kaltenbach University of Technology' }, { f: 'venue_type', op: '=', v: 'journal' }] } },
  { id: 'papers-32', category: 'multi-condition', kind: 'list', facet: 'number words', question: 'peer reviewed papers with fewer than ten citations',
    constraints: { type: 'paper', where: [{ f: 'peer_reviewed', op: '=', v: true }, { f: 'citations', op: '<', v: 10 }] } },
  // 350 MB = 0.35 GB
  { id: 'papers-33', category: 'multi-condition', kind: 'list', facet: 'conversion', question: 'Open access papers whose dataset is smaller than 350 MB',
    constraints: { type: 'paper', where: [{ f: 'open_access', op: '=', v: true }, { f: 'dataset_size', op: '<', v: 0.35 }] } },
  { id: 'papers-34', category: 'multi-condition', kind: 'list', facet: 'negation', question: "Which papers led by a British researcher aren't open access?",
    constraints: { type: 'paper', where: [{ f: 'first_author_nationality', op: '=', v: 'British' }, { f: 'open_access', op: '=', v: false }] } },
  { id: 'papers-35', category: 'multi-condition', kind: 'list', facet: 'multi', question: 'Open-access papers in B-ranked venues from 2020 or later',
    constraints: { type: 'paper', where: [{ f: 'open_access', op: '=', v: true }, { f: 'venue_ranking', op: '=', v: 'B' }, { f: 'year', op: '>=', v: 2020 }] } },
  { id: 'papers-36', category: 'multi-condition', kind: 'boolean', facet: 'exists', question: 'Is there a paper with someone from Calder on it that won best paper at NordNLP?',
    constraints: { type: 'paper', where: [{ f: 'institutions', op: 'has', v: 'Calder Research Labs' }, { f: 'venue', op: '=', v: 'NordNLP' }, { f: 'best_paper', op: '=', v: true }], aggregate: 'exists' } },
  { id: 'papers-37', category: 'multi-condition', kind: 'list', facet: 'negation', question: "Papers between 10 and 25 pages long that didn't get funding",
    constraints: { type: 'paper', where: [{ f: 'pages', op: 'between', v: [10, 25] }, { f: 'funding', op: '=', v: null }] } },
  { id: 'papers-38', category: 'multi-condition', kind: 'list', facet: 'link', question: 'Which papers co-authored by Aisha Rahman appeared in a journal with an impact factor above 3?',
    constraints: { type: 'paper', where: [{ f: 'authors', op: 'has', v: 'Aisha Rahman' }, { f: 'venue_impact', op: '>', v: 3 }] } },
  { id: 'papers-39', category: 'multi-condition', kind: 'list', facet: 'link', question: 'NLP papers presented at conferences in Norway',
    constraints: { type: 'paper', where: [{ f: 'topics', op: 'has', v: 'natural language processing' }, { f: 'venue_type', op: '=', v: 'conference' }, { f: 'venue_country', op: '=', v: 'Norway' }] } },

  // ---------------------------------------------------------------- aggregate (12)
  { id: 'papers-40', category: 'aggregate', kind: 'count', facet: 'count', question: 'How many papers did we publish at NordNLP?',
    constraints: { type: 'paper', where: [{ f: 'venue', op: '=', v: 'NordNLP' }], aggregate: 'count' } },
  { id: 'papers-41', category: 'aggregate', kind: 'count', facet: 'negation', question: "how many papers didn't release a dataset?",
    constraints: { type: 'paper', where: [{ f: 'dataset_size', op: '=', v: null }], aggregate: 'count' } },
  { id: 'papers-42', category: 'aggregate', kind: 'count', facet: 'count', typo: 'Lefevre (no accent)', question: 'How many papers is Hugo Lefevre on?',
    constraints: { type: 'paper', where: [{ f: 'authors', op: 'has', v: 'Hugo Lefèvre' }], aggregate: 'count' } },
  { id: 'papers-43', category: 'aggregate', kind: 'value', facet: 'aggregate', question: "What's the average citation count of papers in Computational Linguistics Review?",
    constraints: { type: 'paper', where: [{ f: 'venue', op: '=', v: 'Computational Linguistics Review' }], aggregate: 'mean', field: 'citations' } },
  { id: 'papers-44', category: 'aggregate', kind: 'value', facet: 'link', question: 'Total downloads for papers first-authored at Calder Research Labs?',
    constraints: { type: 'paper', where: [{ f: 'first_author_institution', op: '=', v: 'Calder Research Labs' }], aggregate: 'sum', field: 'downloads' } },
  { id: 'papers-45', category: 'aggregate', kind: 'list', facet: 'superlative', question: 'Which paper has the most citations?',
    constraints: { type: 'paper', where: [], aggregate: 'argmax', field: 'citations' } },
  { id: 'papers-46', category: 'aggregate', kind: 'list', facet: 'superlative', question: 'Of the papers presented in Kyoto, which one was downloaded the least?',
    constraints: { type: 'paper', where: [{ f: 'venue_city', op: '=', v: 'Kyoto' }], aggregate: 'argmin', field: 'downloads' } },
  { id: 'papers-47', category: 'aggregate', kind: 'list', facet: 'top-N', question: 'top 3 most downloaded papers',
    constraints: { type: 'paper', where: [], aggregate: 'argmax', field: 'downloads', n: 3 } },
  { id: 'papers-48', category: 'aggregate', kind: 'value', facet: 'conversion', question: "What's the biggest dataset released by a paper led by someone at Institut Arago, in TB?",
    constraints: { type: 'paper', where: [{ f: 'first_author_institution', op: '=', v: 'Institut Arago' }], aggregate: 'max', field: 'dataset_tb' } },
  { id: 'papers-49', category: 'aggregate', kind: 'list', facet: 'superlative', question: 'Among researchers who joined after 2010, who has the highest h-index?',
    constraints: { type: 'researcher', where: [{ f: 'joined', op: '>', v: 2010 }], aggregate: 'argmax', field: 'h_index' } },
  { id: 'papers-50', category: 'aggregate', kind: 'value', facet: 'aggregate', question: "What's the average h-index of the researchers at the Skagerrak Institute for Data Science?",
    constraints: { type: 'researcher', where: [{ f: 'institution', op: '=', v: 'Skagerrak Institute for Data Science' }], aggregate: 'mean', field: 'h_index' } },
  { id: 'papers-51', category: 'aggregate', kind: 'list', facet: 'derived', question: 'Which conference have we published the most papers at?',
    constraints: { type: 'venue', where: [{ f: 'type', op: '=', v: 'conference' }], aggregate: 'argmax', field: 'papers' } },

  // ---------------------------------------------------------------- comparison (9)
  { id: 'papers-52', category: 'comparison', kind: 'list', facet: 'comparison', question: 'Which has more citations, Sieve or Palimpsest?',
    constraints: { entities: ['Sieve', 'Palimpsest'], field: 'citations', winner: 'max' } },
  { id: 'papers-53', category: 'comparison', kind: 'boolean', facet: 'conversion', question: 'Is the Temporal Knowledge Graph Completion dataset bigger than the one from Vers une IA sobre : compression des modèles?',
    constraints: { entities: ['Temporal Knowledge Graph Completion', 'Vers une IA sobre : compression des modèles'], field: 'dataset_size', winner: 'max' } },
  { id: 'papers-54', category: 'comparison', kind: 'list', facet: 'comparison', question: 'Which journal has the higher impact factor — Computational Linguistics Review or Data & Knowledge Letters?',
    constraints: { entities: ['Computational Linguistics Review', 'Data & Knowledge Letters'], field: 'impact_factor', winner: 'max' } },
  { id: 'papers-55', category: 'comparison', kind: 'list', facet: 'comparison', question: 'Who has the higher h-index, Jonas Weber or Élodie Marchand?',
    constraints: { entities: ['Jonas Weber', 'Élodie Marchand'], field: 'h_index', winner: 'max' } },
  { id: 'papers-56', category: 'comparison', kind: 'list', facet: 'date', question: 'Which was founded first, EuroML or ICGA?',
    constraints: { entities: ['EuroML', 'ICGA'], field: 'founded', winner: 'min' } },
  { id: 'papers-57', category: 'comparison', kind: 'boolean', facet: 'number style', question: 'Does Institut Arago have more staff than Kaltenbach University of Technology?',
    constraints: { entities: ['Institut Arago', 'Kaltenbach University of Technology'], field: 'staff', winner: 'max' } },
  { id: 'papers-58', category: 'comparison', kind: 'boolean', facet: 'comparison', question: 'Did Lighthouse get its first decision faster than Atlas: Mapping Citation Networks?',
    constraints: { entities: ['Lighthouse', 'Atlas: Mapping Citation Networks'], field: 'review_time', winner: 'min' } },
  { id: 'papers-59', category: 'comparison', kind: 'list', facet: 'synonym', question: "Which venue is more selective, NordNLP or VisAsia?",
    constraints: { entities: ['NordNLP', 'VisAsia'], field: 'acceptance_rate', winner: 'min' } },
  { id: 'papers-60', category: 'comparison', kind: 'list', facet: 'comparison', question: "Which paper's longer, Tessellate or Lighthouse?",
    constraints: { entities: ['Tessellate', 'Lighthouse'], field: 'pages', winner: 'max' } },
];
