#!/usr/bin/env node
// Papers corpus (held-out): the publications drive of a research institute, the Skagerrak Institute for Data
// Science (Gothenburg) — 50 papers, 18 researchers, 10 venues (conferences and journals), 5 institutions (the
// institute and four partners), and a few background documents.
//   node bench/corpora/papers/generate.mjs [CORPUS_DIR [SOURCE_CSV]]
// CORPUS_DIR defaults to ./corpus next to this file; SOURCE_CSV to source.csv next to CORPUS_DIR. Deterministic
// (seed "papers-v1"). Written blind to Quarry's question parser and fact extraction.
//
// Canonical units of source.csv: dataset size in GB, decimal (a page saying "850 MB" holds 0.85, "1.2 TB" 1200,
// "3,2 Go" 3.2); review time (time to first decision) in days (a page saying "6 weeks" holds 42, "2 months" 60 —
// a month is held as 30 days); funding in the currency the page states (SEK, EUR, GBP, USD, never converted;
// "SEK 2.4 million" holds 2,400,000, "EUR 450k" 450,000); downloads as stated ("12.4k" holds 12,400); staff counts
// as stated ("4.5k" 4,500, "about 1,200" 1,200); acceptance rates in percent ("0.23" holds 23); pages as a count
// ("pp. 113–124" holds 12); dates ISO.
// Links: paper → venue (type, city, country, ranking, impact factor), paper → first author and co-authors
// (researchers: role, h-index, nationality, institution → city, country). Paper pages never state the venue's city
// or country, nor any author's institution.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Corpus,
  delimited,
  fmtDate,
  group,
  htmlDlPage,
  htmlInfoboxPage,
  htmlTablePage,
  mdBulletsNote,
  mdYamlTableNote,
  rng,
  slug,
  targets,
  txtProfile,
} from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { dir, source } = targets(process.argv[2] ?? path.join(here, 'corpus'));
const r = rng('papers-v1');

const HOME = 'Skagerrak Institute for Data Science';

// ------------------------------------------------------------------ institutions
const INSTITUTIONS = [
  { name: HOME, short: 'SIDS', city: 'Gothenburg', country: 'Sweden', founded: 1991, staff: 1200, staffText: 'about 1,200', cur: 'SEK', site: 'https://www.sids.example.se' },
  { name: 'Kaltenbach University of Technology', short: 'KUT', city: 'Karlsruhe', country: 'Germany', founded: 1868, staff: 4500, staffText: '4.5k', cur: 'EUR', site: 'https://www.tu-kaltenbach.example.de' },
  { name: 'Institut Arago', short: 'Arago', city: 'Toulouse', country: 'France', founded: 1952, staff: 2300, staffText: '2 300', cur: 'EUR', site: 'https://www.institut-arago.example.fr' },
  { name: 'University of Northmoor', short: 'Northmoor', city: 'Leeds', country: 'United Kingdom', founded: 1904, staff: 6800, staffText: '6,800', cur: 'GBP', site: 'https://www.northmoor.example.ac.uk' },
  { name: 'Calder Research Labs', short: 'Calder', city: 'Pittsburgh', country: 'United States', founded: 1995, staff: 850, staffText: '850 employees', cur: 'USD', site: 'https://www.calderlabs.example.com' },
];
const INST = Object.fromEntries(INSTITUTIONS.map((i) => [i.short, i]));

// ------------------------------------------------------------------ researchers [name, role, inst, h-index, joined, nationality, weight as first author]
const RESEARCHERS = [
  ['Astrid Lindqvist', 'Research Director', 'SIDS', 41, 2008, 'Swedish', 3],
  ['Erik Sandberg', 'Senior Researcher', 'SIDS', 22, 2014, 'Swedish', 3],
  ['Priya Raman', 'Research Scientist', 'SIDS', 15, 2017, 'Indian', 3],
  ['Will Foster', 'Postdoctoral Researcher', 'SIDS', 7, 2021, 'British', 2],
  ['Mei Chen', 'PhD Student', 'SIDS', 4, 2022, 'Chinese', 2],
  ['Yuki Sato', 'Senior Researcher', 'SIDS', 20, 2015, 'Japanese', 2],
  ['Jonas Weber', 'Professor', 'KUT', 35, 2005, 'German', 3],
  ['Katrin Vogel', 'Postdoctoral Researcher', 'KUT', 9, 2020, 'German', 2],
  ['Tomasz Nowak', 'Research Scientist', 'KUT', 18, 2016, 'Polish', 2],
  ['Élodie Marchand', 'Research Director', 'Arago', 38, 2003, 'French', 3],
  ['Hugo Lefèvre', 'PhD Student', 'Arago', 3, 2023, 'French', 1],
  ['Sofia Ferreira', 'Senior Researcher', 'Arago', 19, 2012, 'Portuguese', 2],
  ['Grace Whitmore', 'Professor', 'Northmoor', 44, 1999, 'British', 3],
  ['Daniel Okafor', 'Lecturer', 'Northmoor', 12, 2018, 'Nigerian', 2],
  ['Hannah Price', 'PhD Student', 'Northmoor', 5, 2021, 'British', 1],
  ['Marcus Bell', 'Principal Scientist', 'Calder', 27, 2010, 'American', 4],
  ['Aisha Rahman', 'Research Scientist', 'Calder', 14, 2019, 'Bangladeshi', 3],
  ['Diego Álvarez', 'Postdoctoral Researcher', 'Calder', 8, 2022, 'Spanish', 2],
].map(([name, role, inst, h, joined, nationality, w]) => {
  const d = () => String(r.int(0, 9999)).padStart(4, '0');
  return { name, role, inst: INST[inst], h, joined, nationality, w, orcid: `0000-000${r.int(1, 3)}-${d()}-${d().slice(0, 3)}${r.pick(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'X'])}` };
});

// ------------------------------------------------------------------ venues
const VENUES = [
  { name: 'EuroML', full: 'European Conference on Machine Learning Systems', type: 'conference', city: 'Lisbon', country: 'Portugal', rank: 'A*', acc: 22, accStyle: 'pct', founded: 1998 },
  { name: 'DataEng Summit', full: 'International Summit on Data Engineering', type: 'conference', city: 'Vienna', country: 'Austria', rank: 'A', acc: 27, accStyle: 'frac', founded: 2005 },
  { name: 'NordNLP', full: 'Nordic Conference on Language Processing', type: 'conference', city: 'Bergen', country: 'Norway', rank: 'B', acc: 41, accStyle: 'pct', founded: 2011 },
  { name: 'VisAsia', full: 'Asian Symposium on Visual Computing', type: 'conference', city: 'Kyoto', country: 'Japan', rank: 'A', acc: 29, accStyle: 'frac', founded: 2009 },
  { name: 'RoboLearn', full: 'Workshop on Robot Learning', type: 'conference', city: 'Lisbon', country: 'Portugal', rank: 'B', acc: 35, accStyle: 'pct', founded: 2016 },
  { name: 'ICGA', full: 'International Conference on Graph Analytics', type: 'conference', city: 'Montréal', country: 'Canada', rank: 'A*', acc: 19, accStyle: 'frac', founded: 1995 },
  { name: 'Journal of Applied Machine Intelligence', type: 'journal', publisher: 'Halden Academic Press', rank: 'A*', acc: 14, accStyle: 'pct', founded: 1987, impact: 5.42, issues: 12 },
  { name: 'Data & Knowledge Letters', type: 'journal', publisher: 'Brightwater Scientific', rank: 'B', acc: 31, accStyle: 'frac', founded: 2006, impact: 2.18, issues: 6 },
  { name: 'Computational Linguistics Review', type: 'journal', publisher: 'Halden Academic Press', rank: 'A', acc: 21, accStyle: 'pct', founded: 1994, impact: 3.05, issues: 4 },
  { name: "Revue d'Intelligence Artificielle Appliquée", type: 'journal', publisher: 'Éditions Garonne', rank: 'B', acc: 38, accStyle: 'frac', founded: 1979, impact: 0.87, issues: 6 },
];
const VENUE = Object.fromEntries(VENUES.map((v) => [v.name, v]));

// ------------------------------------------------------------------ topics (canonical name, page variants)
const TOPICS = {
  'machine learning': ['machine learning', 'ML', 'Machine Learning'],
  'natural language processing': ['natural language processing', 'NLP', 'Natural Language Processing'],
  'computer vision': ['computer vision', 'CV', 'Computer Vision'],
  'graph learning': ['graph learning', 'graph neural networks', 'Graph Learning'],
  privacy: ['privacy', 'Privacy', 'data privacy'],
  databases: ['databases', 'Databases', 'DB systems'],
  robotics: ['robotics', 'Robotics', 'robotics'],
  fairness: ['fairness', 'Fairness', 'algorithmic fairness'],
  optimisation: ['optimisation', 'optimization', 'Optimisation'],
  'human-computer interaction': ['human-computer interaction', 'HCI', 'Human–Computer Interaction'],
  security: ['security', 'Security', 'cybersecurity'],
  'reinforcement learning': ['reinforcement learning', 'RL', 'Reinforcement Learning'],
};
const TOPIC_DE = { 'machine learning': 'Maschinelles Lernen', 'natural language processing': 'Sprachverarbeitung', 'computer vision': 'Bildverarbeitung', 'graph learning': 'Graphenlernen',
  privacy: 'Datenschutz', databases: 'Datenbanken', robotics: 'Robotik', fairness: 'Fairness', optimisation: 'Optimierung', 'human-computer interaction': 'Mensch-Computer-Interaktion',
  security: 'IT-Sicherheit', 'reinforcement learning': 'Bestärkendes Lernen' };
const TOPIC_FR = { 'machine learning': 'apprentissage automatique', 'natural language processing': 'traitement automatique des langues', 'computer vision': 'vision par ordinateur',
  'graph learning': 'apprentissage sur graphes', privacy: 'vie privée', databases: 'bases de données', robotics: 'robotique', fairness: 'équité', optimisation: 'optimisation',
  'human-computer interaction': 'interaction humain-machine', security: 'sécurité', 'reinforcement learning': 'apprentissage par renforcement' };
// venue → topic pool
const VENUE_TOPICS = {
  EuroML: ['machine learning', 'optimisation', 'fairness', 'reinforcement learning', 'privacy'],
  'DataEng Summit': ['databases', 'privacy', 'security', 'machine learning'],
  NordNLP: ['natural language processing', 'machine learning', 'fairness'],
  VisAsia: ['computer vision', 'human-computer interaction', 'machine learning'],
  RoboLearn: ['robotics', 'reinforcement learning', 'computer vision'],
  ICGA: ['graph learning', 'databases', 'optimisation', 'machine learning'],
  'Journal of Applied Machine Intelligence': ['machine learning', 'optimisation', 'fairness', 'computer vision', 'reinforcement learning'],
  'Data & Knowledge Letters': ['databases', 'graph learning', 'privacy', 'security'],
  'Computational Linguistics Review': ['natural language processing', 'machine learning', 'human-computer interaction'],
  "Revue d'Intelligence Artificielle Appliquée": ['machine learning', 'graph learning', 'optimisation', 'natural language processing'],
};

// ------------------------------------------------------------------ the 50 papers
const TITLES = [
  'Tessellate', 'Murmuration', 'Palimpsest', 'Sieve', 'Lighthouse',
  'Sparse Attention: A Survey', 'Fair by Design: Auditing Credit Scoring Models', 'Graphs All the Way Down: Scalable Message Passing',
  'Lost in Translation: Low-Resource Translation for Sámi', 'Small Data, Big Claims: Reproducibility in Clinical NLP', 'Deep Ensembles Under Distribution Shift',
  'Learning to Grasp from Few Demonstrations', 'Privacy Budgets for Federated Analytics', 'A Benchmark for Swedish Legal Text Retrieval', 'Query Optimisation with Learned Cardinalities',
  'Counterfactual Explanations for Tabular Models', 'Robust Visual Odometry in Low Light', 'Temporal Knowledge Graph Completion', 'Energy-Aware Training of Transformers',
  'Differentially Private Synthetic Census Data', 'Curriculum Learning for Warehouse Robots', 'On the Calibration of Language Models', 'Scene Graphs for Assistive Navigation',
  'Adversarial Patches in the Wild', 'Streaming Joins at Scale', 'Bias Audits of Job Ad Classifiers', 'Zero-Shot Entity Linking for Nordic Languages', 'Graph Transformers for Molecules',
  'Safe Exploration with Learned Constraints', 'Eye-Tracking Interfaces for Data Exploration', 'Compressed Indexes for Vector Search', 'Anomaly Detection in Power Grids',
  'Membership Inference Against Diffusion Models', 'Multilingual Speech Corpora from Parliament Records', 'Cost Models for Serverless Databases', 'Hierarchical Planning for Drone Swarms',
  'Label Noise in Satellite Imagery', 'Interactive Dashboards for Model Debugging', 'Ranking Fairness in Search Engines', 'Secure Aggregation with Dropouts',
  'Echo: Self-Supervised Audio Retrieval', 'Atlas: Mapping Citation Networks', 'Kernel Methods Revisited: Why Width Matters',
  'Über die Robustheit tiefer Netze gegen Rauschen', 'Modelos de lenguaje para lenguas minoritarias', 'Språkmodeller för svenska myndighetstexter', 'Graphes dynamiques et prédiction de liens',
  'Explainable Recommendations for News', 'Apprentissage frugal sur graphes hétérogènes', 'Vers une IA sobre : compression des modèles',
];
// the two French-titled papers at the end get French pages (first authors at Institut Arago)
const FRENCH = ['Apprentissage frugal sur graphes hétérogènes', 'Vers une IA sobre : compression des modèles'];
// topic hints from titles (keeps titles and topics plausible)
const TITLE_TOPIC = {
  'Sparse Attention: A Survey': 'machine learning', 'Fair by Design: Auditing Credit Scoring Models': 'fairness', 'Graphs All the Way Down: Scalable Message Passing': 'graph learning',
  'Lost in Translation: Low-Resource Translation for Sámi': 'natural language processing', 'Small Data, Big Claims: Reproducibility in Clinical NLP': 'natural language processing',
  'Learning to Grasp from Few Demonstrations': 'robotics', 'Privacy Budgets for Federated Analytics': 'privacy', 'A Benchmark for Swedish Legal Text Retrieval': 'natural language processing',
  'Query Optimisation with Learned Cardinalities': 'databases', 'Robust Visual Odometry in Low Light': 'computer vision', 'Temporal Knowledge Graph Completion': 'graph learning',
  'Differentially Private Synthetic Census Data': 'privacy', 'Curriculum Learning for Warehouse Robots': 'robotics', 'On the Calibration of Language Models': 'natural language processing',
  'Scene Graphs for Assistive Navigation': 'computer vision', 'Adversarial Patches in the Wild': 'security', 'Streaming Joins at Scale': 'databases', 'Bias Audits of Job Ad Classifiers': 'fairness',
  'Zero-Shot Entity Linking for Nordic Languages': 'natural language processing', 'Graph Transformers for Molecules': 'graph learning', 'Safe Exploration with Learned Constraints': 'reinforcement learning',
  'Eye-Tracking Interfaces for Data Exploration': 'human-computer interaction', 'Compressed Indexes for Vector Search': 'databases', 'Membership Inference Against Diffusion Models': 'security',
  'Multilingual Speech Corpora from Parliament Records': 'natural language processing', 'Cost Models for Serverless Databases': 'databases', 'Hierarchical Planning for Drone Swarms': 'robotics',
  'Label Noise in Satellite Imagery': 'computer vision', 'Interactive Dashboards for Model Debugging': 'human-computer interaction', 'Ranking Fairness in Search Engines': 'fairness',
  'Secure Aggregation with Dropouts': 'security', 'Atlas: Mapping Citation Networks': 'graph learning', 'Modelos de lenguaje para lenguas minoritarias': 'natural language processing',
  'Språkmodeller för svenska myndighetstexter': 'natural language processing', 'Graphes dynamiques et prédiction de liens': 'graph learning', 'Apprentissage frugal sur graphes hétérogènes': 'graph learning',
  'Vers une IA sobre : compression des modèles': 'optimisation', 'Über die Robustheit tiefer Netze gegen Rauschen': 'machine learning',
};
const TOPIC_VENUES = (t) => VENUES.filter((v) => VENUE_TOPICS[v.name].includes(t)).map((v) => v.name);

const papers = [];
{
  const firstPool = [];
  RESEARCHERS.forEach((x) => {
    for (let j = 0; j < x.w; j++) firstPool.push(x);
  });
  const arago = RESEARCHERS.filter((x) => x.inst.short === 'Arago' && x.h > 5);
  TITLES.forEach((title, i) => {
    const french = FRENCH.includes(title);
    let first;
    if (french) first = arago[FRENCH.indexOf(title)];
    else if (title === 'Über die Robustheit tiefer Netze gegen Rauschen') first = RESEARCHERS.find((x) => x.name === 'Katrin Vogel');
    else if (title === 'Språkmodeller för svenska myndighetstexter') first = RESEARCHERS.find((x) => x.name === 'Erik Sandberg');
    else if (title === 'Graphes dynamiques et prédiction de liens') first = RESEARCHERS.find((x) => x.name === 'Hugo Lefèvre');
    else if (title === 'Modelos de lenguaje para lenguas minoritarias') first = RESEARCHERS.find((x) => x.name === 'Diego Álvarez');
    else first = r.pick(firstPool);
    const hint = TITLE_TOPIC[title];
    let venue;
    if (french) venue = VENUE["Revue d'Intelligence Artificielle Appliquée"];
    else if (hint) venue = VENUE[r.pick(TOPIC_VENUES(hint))];
    else venue = r.pick(VENUES);
    const pool = VENUE_TOPICS[venue.name];
    const topics = [...new Set([hint ?? r.pick(pool), ...r.sample(pool, r.int(0, 2))])];
    const nCo = r.weighted([[0, 1], [1, 3], [2, 4], [3, 3], [4, 1]]);
    const same = RESEARCHERS.filter((x) => x !== first && x.inst === first.inst);
    const other = RESEARCHERS.filter((x) => x !== first && x.inst !== first.inst);
    const co = [];
    while (co.length < nCo) {
      const c = r.chance(0.6) && same.length ? r.pick(same) : r.pick(other);
      if (!co.includes(c)) co.push(c);
    }
    const year = r.int(2018, 2024);
    const journal = venue.type === 'journal';
    const pages = journal ? r.int(14, 34) : r.int(6, 12);
    const firstPage = r.int(1, 60) * 10 + r.int(1, 9);
    const age = 2025 - year;
    const citations = Math.round(r.float(0.2, 1) ** 2 * age * r.int(8, 70));
    const downloads = r.int(120, 4000) * (journal ? 5 : 3);
    const oa = r.chance(0.55);
    const refereed = r.chance(0.88);
    const best = refereed && r.chance(0.12);
    const cur = first.inst.cur === 'SEK' && r.chance(0.35) ? 'EUR' : first.inst.cur;
    const funded = r.chance(0.78);
    const funding = !funded ? null : cur === 'SEK' ? r.int(8, 60) * 100000 : r.weighted([[r.int(4, 40) * 5000, 2], [r.int(3, 25) * 50000, 2]]);
    const dsUnit = r.weighted([[null, 3], ['MB', 4], ['GB', 5], ['TB', 1]]);
    const dsVal = dsUnit === 'MB' ? r.int(12, 98) * 10 : dsUnit === 'GB' ? Math.round(r.float(1.1, 95) * 10) / 10 : dsUnit === 'TB' ? Math.round(r.float(1.1, 4.8) * 10) / 10 : null;
    // accepted between Aug of year-1 and Jun of year; submitted 70-320 days before; first decision 20-? days after submission
    const accepted = new Date(Date.UTC(year - 1, 7, 1) + r.int(0, 300) * 86400000);
    const total = r.int(70, 320);
    const submitted = new Date(accepted.getTime() - total * 86400000);
    const reviewStyle = r.weighted([['days', 4], ['weeks', 3], ['months', 2]]);
    let review;
    if (reviewStyle === 'weeks') review = r.int(3, Math.min(16, Math.floor((total - 10) / 7))) * 7;
    else if (reviewStyle === 'months') review = r.int(1, Math.min(4, Math.floor((total - 10) / 30))) * 30;
    else review = r.int(18, Math.min(150, total - 10));
    const iso = (d) => d.toISOString().slice(0, 10);
    papers.push({ title, first, co, venue, topics, year, pages, firstPage, rangeStyle: r.chance(0.4), citations, downloads, oa, refereed, best, cur, funding, dsUnit, dsVal,
      submitted: iso(submitted), accepted: iso(accepted), review, reviewStyle, french });
  });
}

// ------------------------------------------------------------------ how a page states each value
const comma = (s) => String(s).replace('.', ',');
const fr = (p) => p.french;
const MONTHS_DE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const MONTHS_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
function dateText(iso, k, lang = 'en') {
  const [y, m, d] = iso.split('-').map(Number);
  if (lang === 'fr') return `${d} ${MONTHS_FR[m - 1]} ${y}`;
  if (lang === 'de') return `${d}. ${MONTHS_DE[m - 1]} ${y}`;
  return [fmtDate(iso, 'long'), fmtDate(iso, 'iso'), fmtDate(iso, 'us'), fmtDate(iso, 'short'), fmtDate(iso, 'dotted')][k % 5];
}
const GB = (p) => (p.dsUnit === 'MB' ? p.dsVal / 1000 : p.dsUnit === 'TB' ? Math.round(p.dsVal * 1000) : p.dsVal);
function datasetText(p, k) {
  if (p.dsUnit == null) return fr(p) ? 'aucun' : ['none released', '—', 'no dataset'][k % 3];
  const v = fr(p) ? comma(p.dsVal) : String(p.dsVal);
  const u = fr(p) ? { MB: 'Mo', GB: 'Go', TB: 'To' }[p.dsUnit] : p.dsUnit;
  return [`${v} ${u}`, `${v}${u}`, `${v} ${u}`][k % 3];
}
function reviewText(p, k) {
  const d = p.review;
  if (fr(p)) return p.reviewStyle === 'weeks' ? `${d / 7} semaines` : p.reviewStyle === 'months' ? `${d / 30} mois` : `${d} jours`;
  if (p.reviewStyle === 'weeks') return [`${d / 7} weeks`, `${d / 7} wks`][k % 2];
  if (p.reviewStyle === 'months') return d === 30 ? ['1 month', 'one month'][k % 2] : [`${d / 30} months`, `about ${d / 30} months`][k % 2];
  return [`${d} days`, `${d} d`][k % 2];
}
function pagesText(p, k) {
  const last = p.firstPage + p.pages - 1;
  if (p.rangeStyle) return fr(p) ? `p. ${p.firstPage}–${last}` : [`pp. ${p.firstPage}–${last}`, `pp. ${p.firstPage}-${last}`][k % 2];
  return fr(p) ? `${p.pages} pages` : [`${p.pages} pages`, `${p.pages} pp.`, String(p.pages)][k % 3];
}
function moneyText(p, k) {
  const a = p.funding;
  if (a == null) return fr(p) ? 'aucun' : ['none', '—', 'unfunded', 'no external funding'][k % 4];
  const mil = a >= 1000000 ? a / 1000000 : null;
  const thou = a % 1000 === 0 && a < 1000000 ? a / 1000 : null;
  if (p.cur === 'SEK') return [mil ? `SEK ${mil} million` : `SEK ${group(a)}`, `${String(a).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} kr`, `${group(a)} SEK`][k % 3];
  if (p.cur === 'EUR') {
    if (fr(p)) return `${String(a).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} €`;
    return [`€${group(a)}`, mil ? `€${mil} million` : thou ? `EUR ${thou}k` : `EUR ${group(a)}`, `${group(a)} EUR`, `€ ${String(a).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`][k % 4];
  }
  if (p.cur === 'GBP') return [`£${group(a)}`, mil ? `£${mil}m` : thou ? `£${thou}k` : `£${group(a)}`, `GBP ${group(a)}`][k % 3];
  return [`$${group(a)}`, mil ? `USD ${mil}M` : `USD ${group(a)}`, `${group(a)} USD`][k % 3];
}
/** → [text, canonical] */
function downloadsText(p, k) {
  if (fr(p)) return [String(p.downloads).replace(/\B(?=(\d{3})+(?!\d))/g, ' '), p.downloads];
  if (p.downloads >= 10000 && k % 3 === 1) {
    const kv = Math.round(p.downloads / 100) / 10;
    return [`${kv}k`, Math.round(kv * 1000)];
  }
  return [[group(p.downloads), String(p.downloads), `${group(p.downloads)} downloads`][k % 3], p.downloads];
}
function citationsText(p, k) {
  return [group(p.citations), `cited by ${group(p.citations)}`, `${group(p.citations)} citations`][k % 3];
}
const oaRow = (p, k) =>
  fr(p)
    ? ['Accès ouvert', p.oa ? 'oui' : 'non']
    : [
        ['Open access', p.oa ? 'Yes' : 'No'],
        ['Paywalled', p.oa ? 'No' : 'Yes'],
        ['OA', p.oa ? '✓' : '✗'],
        ['Access', p.oa ? 'Open access' : 'Subscription only'],
      ][k % 4];
const refRow = (p, k) =>
  fr(p)
    ? ['Évalué par les pairs', p.refereed ? 'oui' : 'non']
    : [
        ['Peer reviewed', p.refereed ? 'Yes' : 'No'],
        ['Refereed', p.refereed ? '✓' : '✗'],
        ['Non-refereed', p.refereed ? 'No' : 'Yes'],
        ['Review type', p.refereed ? 'Peer-reviewed' : 'Invited paper (not refereed)'],
      ][(k + 1) % 4];
const bestRow = (p, k) =>
  fr(p)
    ? ['Prix du meilleur article', p.best ? 'oui' : 'non']
    : [
        ['Best paper award', p.best ? 'Yes' : 'No'],
        ['Awards', p.best ? 'Best Paper Award' : 'none'],
        ['Best paper', p.best ? '✓' : '✗'],
      ][k % 3];
const L = (p, k, en, french) => (fr(p) ? french : en[k % en.length]);
const topicText = (p, k) => (fr(p) ? p.topics.map((t) => TOPIC_FR[t]) : p.topics.map((t) => TOPICS[t][k % 3])).join([', ', '; ', ' · '][k % 3]);
const coText = (p, k) => (p.co.length ? p.co.map((c) => c.name).join([', ', '; ', ', '][k % 3]) : fr(p) ? 'aucun' : '—');
const venueLabel = (p, k) => (fr(p) ? 'Publié dans' : ['Venue', 'Published in', p.venue.type === 'journal' ? 'Journal' : 'Conference', 'Appeared in'][k % 4]);

function pageStates(p, k) {
  const [dl, downloads] = downloadsText(p, k);
  const lang = fr(p) ? 'fr' : 'en';
  return { pages: pagesText(p, k), citations: citationsText(p, k), dl, downloads, funding: moneyText(p, k), dataset: datasetText(p, k), review: reviewText(p, k),
    submitted: dateText(p.submitted, k, lang), accepted: dateText(p.accepted, k + 2, lang), oa: oaRow(p, k)[1], ref: refRow(p, k)[1], best: bestRow(p, k)[1], topics: topicText(p, k) };
}

function specRows(p, s, k) {
  return [
    [L(p, k, ['Title', 'Paper', 'Title'], 'Titre'), p.title],
    [L(p, k, ['Year', 'Publication year', 'Published', 'Year of publication'], 'Année'), String(p.year)],
    [venueLabel(p, k), p.venue.name],
    [L(p, k, ['First author', 'Lead author', 'First author', 'Main author'], 'Premier auteur'), p.first.name],
    [L(p, k, ['Co-authors', 'Other authors', 'Coauthors', 'With'], 'Co-auteurs'), coText(p, k)],
    [L(p, k, ['Pages', 'Length', 'Page count', 'Pages'], 'Pages'), s.pages],
    [L(p, k, ['Citations', 'Cited by', 'Times cited', 'Citation count'], 'Citations'), s.citations],
    [L(p, k, ['Downloads', 'Full-text downloads', 'PDF downloads'], 'Téléchargements'), s.dl],
    oaRow(p, k),
    refRow(p, k),
    [L(p, k, ['Topics', 'Keywords', 'Research areas', 'Subjects'], 'Thèmes'), s.topics],
    [L(p, k, ['Funding', 'Grant amount', 'Total funding', 'Funded with'], 'Financement'), s.funding],
    [L(p, k, ['Dataset size', 'Data released', 'Dataset', 'Size of released data'], 'Jeu de données'), s.dataset],
    [L(p, k, ['Submitted', 'Submission date', 'Received', 'Submitted on'], 'Soumis le'), s.submitted],
    [L(p, k, ['Accepted', 'Acceptance date', 'Accepted on', 'Accepted'], 'Accepté le'), s.accepted],
    [L(p, k, ['Review time', 'Time to first decision', 'First decision after', 'Review duration'], "Délai d'évaluation"), s.review],
    bestRow(p, k),
  ];
}
function paperProse(p, s, k) {
  if (fr(p)) return [[`${p.title} a été publié en ${p.year} dans ${p.venue.name}.`, `L'article compte ${s.pages}.`][k % 2]];
  const opts = [
    `${p.title} was written by ${p.first.name}${p.co.length ? ' and colleagues' : ''} and appeared in ${p.venue.name} in ${p.year}.`,
    `By the last count, ${p.title} had ${group(p.citations)} citations.`,
    `The first decision on ${p.title} came after ${s.review}.`,
    `${p.title} was submitted on ${s.submitted}.`,
    `${p.title} is ${p.oa ? 'free to read (open access)' : 'behind a paywall'}.`,
  ];
  return [opts[k % opts.length]];
}

// ------------------------------------------------------------------ facts
const corpus = new Corpus(dir);
function paperFacts(p, file, s) {
  const F = (attr, value, unit, stated) => corpus.fact(p.title, 'paper', attr, value, unit, stated, file);
  F('year', p.year, 'year', String(p.year));
  F('venue', p.venue.name, '', p.venue.name);
  F('first_author', p.first.name, '', p.first.name);
  F('coauthors', p.co.map((c) => c.name), 'list', p.co[0]?.name ?? '');
  F('pages', p.pages, '', s.pages);
  F('citations', p.citations, '', s.citations);
  F('downloads', s.downloads ?? p.downloads, '', s.dl);
  F('open_access', p.oa, 'bool', s.oa ?? '');
  F('peer_reviewed', p.refereed, 'bool', s.ref ?? '');
  F('topics', p.topics, 'list', s.topic1 ?? '');
  F('funding', p.funding, p.funding == null ? '' : p.cur, p.funding == null ? '' : s.funding);
  F('dataset_size', p.dsUnit == null ? null : GB(p), 'GB', p.dsUnit == null ? '' : s.dataset);
  F('submitted', p.submitted, 'date', s.submitted);
  F('accepted', p.accepted, 'date', s.accepted);
  F('review_time', p.review, 'days', s.review);
  F('best_paper', p.best, 'bool', s.best ?? '');
}
const pageStated = (p, s) => ({ ...s, topic1: s.topics.split(/, |; | · /)[0] });

// ------------------------------------------------------------------ layouts
const EXPORT = { csv: 'Northmoor', tsv: 'SIDS', semicolon: 'KUT', json_flat: 'Calder' };
const PAGE_LAYOUTS = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested'];
const assign = new Map([...PAGE_LAYOUTS, ...Object.keys(EXPORT)].map((x) => [x, []]));
const placed = new Set();
const frenchPapers = papers.filter((p) => p.french);
for (const [layout, inst] of Object.entries(EXPORT)) {
  const cand = papers.filter((p) => p.first.inst.short === inst && !p.french && !placed.has(p));
  const mine = r.shuffle(cand).slice(0, 4);
  if (mine.length < 4) throw new Error(`only ${mine.length} papers first-authored at ${inst}`);
  mine.forEach((p) => placed.add(p));
  assign.get(layout).push(...mine);
}
assign.get('html_dl').push(frenchPapers[0]);
assign.get('md_bullets').push(frenchPapers[1]);
frenchPapers.forEach((p) => placed.add(p));
r.shuffle(papers.filter((p) => !placed.has(p))).forEach((p, i) => assign.get(PAGE_LAYOUTS[i % PAGE_LAYOUTS.length]).push(p));
const paperFile = (p, ext) => `papers/${slug(p.title).slice(0, 60).replace(/-+$/, '')}.${ext}`;
const docTitle = (p) => `${p.title} — ${HOME} publications`;
let k = 0;

for (const p of assign.get('html_table')) {
  const file = paperFile(p, 'html');
  const s = pageStates(p, k);
  corpus.write(file, htmlTablePage({ title: p.title, docTitle: docTitle(p), crumbs: [HOME, 'Publications', String(p.year)], lead: paperProse(p, s, k),
    sections: [{ heading: 'Publication record', rows: specRows(p, s, k) }], colA: 'Field', colB: 'Value', footer: 'Maintained by the SIDS library. Metrics refreshed monthly.' }));
  paperFacts(p, file, pageStated(p, s));
  k++;
}
for (const p of assign.get('html_dl')) {
  const file = paperFile(p, 'html');
  const s = pageStates(p, k);
  const rows = specRows(p, s, k);
  corpus.write(file, htmlDlPage({ title: p.title, docTitle: docTitle(p), site: HOME, lead: paperProse(p, s, k),
    sections: [{ heading: fr(p) ? 'Publication' : 'Bibliographic data', rows: rows.slice(0, 6) }, { heading: fr(p) ? 'Indicateurs et historique' : 'Metrics and history', rows: rows.slice(6) }],
    footer: fr(p) ? 'Fiche transmise par l’Institut Arago.' : 'Please report errors to the publications office.' }));
  paperFacts(p, file, pageStated(p, s));
  k++;
}
for (const p of assign.get('html_infobox')) {
  const file = paperFile(p, 'html');
  const s = pageStates(p, k);
  const rows = specRows(p, s, k);
  corpus.write(file, htmlInfoboxPage({ title: p.title, lead: paperProse(p, s, k), sections: [{ heading: 'Paper', rows: rows.slice(0, 8) }, { heading: 'Access, funding and review', rows: rows.slice(8) }],
    footer: `${HOME} · publications drive` }));
  paperFacts(p, file, pageStated(p, s));
  k++;
}
for (const p of assign.get('md_bullets')) {
  const file = paperFile(p, 'md');
  const s = pageStates(p, k);
  corpus.write(file, mdBulletsNote({ title: p.title, lead: paperProse(p, s, k), sections: [{ heading: fr(p) ? 'Fiche' : 'Record', rows: specRows(p, s, k) }] }));
  paperFacts(p, file, pageStated(p, s));
  k++;
}
for (const p of assign.get('md_yaml')) {
  const file = paperFile(p, 'md');
  const s = pageStates(p, k);
  const rows = specRows(p, s, k).slice(5);
  corpus.write(file, mdYamlTableNote({
    title: p.title,
    frontMatter: [['title', p.title], ['year', p.year], ['venue', p.venue.name], ['first_author', p.first.name], ['coauthors', p.co.map((c) => c.name)], ['status', 'published']],
    lead: paperProse(p, s, k), sections: [{ heading: 'Details', rows }], colA: 'Item', colB: 'Detail',
  }));
  paperFacts(p, file, pageStated(p, s));
  k++;
}
for (const p of assign.get('txt')) {
  const file = paperFile(p, 'txt');
  const s = pageStates(p, k);
  corpus.write(file, txtProfile({ txtHeader: `PAPER: ${p.title.toUpperCase()}\n${'='.repeat(48)}`, sections: [{ rows: specRows(p, s, k) }], lead: paperProse(p, s, k) }));
  paperFacts(p, file, pageStated(p, s));
  k++;
}
for (const p of assign.get('json_nested')) {
  const file = paperFile(p, 'json');
  const s0 = pageStates(p, k);
  const last = p.firstPage + p.pages - 1;
  const rec = {
    publication: {
      title: p.title,
      bibliographic: { year: p.year, venue: { name: p.venue.name, kind: p.venue.type }, pages: p.rangeStyle ? { first: p.firstPage, last } : { count: p.pages } },
      authors: { first: { name: p.first.name }, coauthors: p.co.map((c) => ({ name: c.name })) },
      metrics: { citations: p.citations, downloads: p.downloads },
      access: { open_access: p.oa, peer_reviewed: p.refereed },
      topics: p.topics,
      funding: p.funding == null ? null : { amount: p.funding, currency: p.cur },
      dataset: p.dsUnit == null ? null : { size: { value: p.dsVal, unit: p.dsUnit } },
      timeline: { submitted: p.submitted, accepted: p.accepted, first_decision_days: p.review },
      awards: { best_paper: p.best },
      summary: paperProse(p, { ...s0, review: `${p.review} days`, submitted: p.submitted }, k)[0],
    },
  };
  corpus.write(file, JSON.stringify(rec, null, 2) + '\n');
  const s = { pages: p.rangeStyle ? `"last": ${last}` : `"count": ${p.pages}`, citations: String(p.citations), dl: String(p.downloads), downloads: p.downloads, oa: '', ref: '', best: '',
    topics: p.topics[0], funding: p.funding == null ? '' : String(p.funding), dataset: p.dsUnit == null ? '' : `"value": ${p.dsVal}`, submitted: p.submitted, accepted: p.accepted,
    review: `"first_decision_days": ${p.review}` };
  paperFacts(p, file, pageStated(p, s));
  k++;
}
// --- CSV export (Northmoor): units in the header, plain numbers
{
  const file = 'exports/northmoor-research-outputs.csv';
  const header = ['title', 'year', 'venue', 'first_author', 'coauthors', 'pages', 'citations', 'downloads', 'open_access', 'peer_reviewed', 'topics', 'Funding (GBP)', 'Dataset size (GB)',
    'submitted', 'accepted', 'Review time (days)', 'best_paper'];
  const yn = (b) => (b ? 'yes' : 'no');
  const rows = assign.get('csv').map((p) => {
    const ds = p.dsUnit == null ? '' : String(GB(p));
    paperFacts(p, file, { pages: String(p.pages), citations: String(p.citations), dl: String(p.downloads), downloads: p.downloads, oa: yn(p.oa), ref: yn(p.refereed), best: yn(p.best),
      topic1: p.topics[0], funding: p.funding == null ? '' : String(p.funding), dataset: ds, submitted: p.submitted, accepted: p.accepted, review: String(p.review) });
    return [p.title, p.year, p.venue.name, p.first.name, p.co.map((c) => c.name).join('; '), p.pages, p.citations, p.downloads, yn(p.oa), yn(p.refereed), p.topics.join('; '),
      p.funding ?? '', ds, p.submitted, p.accepted, p.review, yn(p.best)];
  });
  corpus.write(file, delimited(header, rows));
}
// --- TSV (SIDS repository harvest): units inside the values, Dutch booleans from the harvester
{
  const file = 'exports/repository-harvest.tsv';
  const header = ['Title', 'Year', 'Venue', 'Lead author', 'Co-authors', 'Length', 'Cited by', 'Downloads', 'Open access', 'Refereed', 'Keywords', 'Funding', 'Data', 'Received',
    'Accepted', 'First decision', 'Best paper'];
  const jn = (b) => (b ? 'ja' : 'nee');
  const rows = assign.get('tsv').map((p, i) => {
    const kk = i + 1;
    const s = { pages: `${p.pages} pp.`, citations: String(p.citations), dl: String(p.downloads), downloads: p.downloads, oa: jn(p.oa), ref: jn(p.refereed), best: p.best ? '1' : '0',
      topic1: p.topics[0], funding: moneyText(p, kk), dataset: datasetText(p, kk), submitted: fmtDate(p.submitted, 'short'), accepted: fmtDate(p.accepted, 'short'), review: reviewText(p, kk) };
    paperFacts(p, file, s);
    return [p.title, p.year, p.venue.name, p.first.name, p.co.length ? p.co.map((c) => c.name).join(', ') : '-', s.pages, s.citations, s.dl, s.oa, s.ref, p.topics.join(', '),
      p.funding == null ? '-' : s.funding, p.dsUnit == null ? '-' : s.dataset, s.submitted, s.accepted, s.review, s.best];
  });
  corpus.write(file, `# SIDS repository harvest (via the NL aggregator): booleans ja/nee, Best paper 1/0\n` + delimited(header, rows, '\t'));
}
// --- semicolon CSV (Kaltenbach): German headers, decimal commas, n/a for unknown values
{
  const file = 'exports/kaltenbach-publikationen.csv';
  const header = ['titel', 'jahr', 'veroeffentlicht_in', 'erstautor', 'koautoren', 'seiten', 'zitationen', 'downloads', 'open_access', 'begutachtet', 'themen', 'foerderung_eur',
    'datensatz_gb', 'eingereicht', 'angenommen', 'begutachtungsdauer_tage', 'best_paper'];
  const jn = (b) => (b ? 'ja' : 'nein');
  const lst = assign.get('semicolon');
  const rows = lst.map((p) => {
    if (p.cur !== 'EUR') throw new Error('Kaltenbach funding must be EUR');
    const ds = p.dsUnit == null ? 'n/a' : comma(String(GB(p)));
    const s = { pages: String(p.pages), citations: String(p.citations), dl: String(p.downloads), downloads: p.downloads, oa: jn(p.oa), ref: jn(p.refereed), best: jn(p.best),
      topic1: TOPIC_DE[p.topics[0]], funding: p.funding == null ? '' : `${String(p.funding).replace(/\B(?=(\d{3})+(?!\d))/g, '.')},00`, dataset: p.dsUnit == null ? '' : ds, submitted: dateText(p.submitted, 0, 'de'),
      accepted: fmtDate(p.accepted, 'dotted'), review: String(p.review) };
    paperFacts(p, file, s);
    return [p.title, p.year, p.venue.name, p.first.name, p.co.length ? p.co.map((c) => c.name).join(', ') : 'n/a', p.pages, p.citations, p.downloads, s.oa, s.ref,
      p.topics.map((t) => TOPIC_DE[t]).join(', '), p.funding == null ? 'n/a' : s.funding, ds, s.submitted, s.accepted, p.review, s.best];
  });
  corpus.write(file, delimited(header, rows, ';'));
}
// --- JSON flat records (Calder)
{
  const file = 'exports/calder-publications.json';
  const recs = assign.get('json_flat').map((p) => {
    const mb = p.dsUnit == null ? null : Math.round(GB(p) * 1000);
    paperFacts(p, file, { pages: String(p.pages), citations: String(p.citations), dl: String(p.downloads), downloads: p.downloads, oa: '', ref: '', best: '', topic1: p.topics[0],
      funding: p.funding == null ? '' : String(p.funding), dataset: mb == null ? '' : `"dataset_mb": ${mb}`, submitted: p.submitted, accepted: p.accepted, review: `"review_days": ${p.review}` });
    return { title: p.title, year: p.year, venue: p.venue.name, first_author: p.first.name, coauthors: p.co.map((c) => c.name), page_count: p.pages, citations: p.citations,
      downloads: p.downloads, open_access: p.oa, peer_reviewed: p.refereed, topics: p.topics, funding_usd: p.funding, dataset_mb: mb, submitted: p.submitted, accepted: p.accepted,
      review_days: p.review, best_paper: p.best };
  });
  corpus.write(file, JSON.stringify({ source: 'Calder Research Labs publications API', exported: '2025-01-20', records: recs }, null, 2) + '\n');
}

// ------------------------------------------------------------------ simple pages (researchers, venues, institutions)
const LAYOUTS8 = ['html_table', 'html_dl', 'html_infobox', 'md_bullets', 'md_yaml', 'txt', 'json_nested', 'json_flat'];
function simplePage(Lt, base, name, header, lead, rows, nested, flat, heading) {
  let file;
  if (Lt === 'html_table') corpus.write((file = `${base}.html`), htmlTablePage({ title: name, crumbs: [HOME, heading], lead, sections: [{ heading, rows }] }));
  else if (Lt === 'html_dl') corpus.write((file = `${base}.html`), htmlDlPage({ title: name, site: HOME, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'html_infobox') corpus.write((file = `${base}.html`), htmlInfoboxPage({ title: name, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'md_bullets') corpus.write((file = `${base}.md`), mdBulletsNote({ title: name, lead, sections: [{ heading, rows }] }));
  else if (Lt === 'md_yaml')
    corpus.write((file = `${base}.md`), mdYamlTableNote({ title: name, frontMatter: [['name', name], ...rows.slice(0, 2)], lead, sections: [{ heading, rows: rows.slice(2) }] }));
  else if (Lt === 'txt') corpus.write((file = `${base}.txt`), txtProfile({ txtHeader: `${header}: ${name.toUpperCase()}`, sections: [{ rows }], lead }));
  else if (Lt === 'json_nested') corpus.write((file = `${base}.json`), JSON.stringify(nested, null, 2) + '\n');
  else corpus.write((file = `${base}.json`), JSON.stringify(flat, null, 2) + '\n');
  return file;
}

// --- researchers
r.shuffle(RESEARCHERS).forEach((x, i) => {
  const Lt = LAYOUTS8[i % LAYOUTS8.length];
  const first = x.name.split(' ')[0];
  const lead = [[`${x.name} joined ${x.inst.short === 'SIDS' ? 'the institute' : x.inst.name} in ${x.joined}.`, `${first} is ${/^[AEIOU]/.test(x.nationality) ? 'an' : 'a'} ${x.nationality} researcher with an h-index of ${x.h}.`,
    `${x.name} works as ${/^[AEIOU]/.test(x.role) ? 'an' : 'a'} ${x.role.toLowerCase()} at ${x.inst.name}.`][i % 3]];
  const rows = [[['Role', 'Position', 'Job title'][i % 3], x.role], [['Institution', 'Affiliation', 'Organisation'][i % 3], x.inst.name], [['h-index', 'H-index', 'Hirsch index'][i % 3], String(x.h)],
    [['Joined', 'Member since', 'Year joined'][i % 3], String(x.joined)], [['Nationality', 'Citizenship', 'Nationality'][i % 3], x.nationality], ['ORCID', x.orcid]];
  const nested = { researcher: { full_name: x.name, position: { title: x.role, since: x.joined }, affiliation: { institution: x.inst.name }, bibliometrics: { h_index: x.h }, personal: { nationality: x.nationality },
    identifiers: { orcid: x.orcid }, bio: lead[0] } };
  const flat = { name: x.name, role: x.role, institution: x.inst.name, h_index: x.h, joined: x.joined, nationality: x.nationality, orcid: x.orcid, note: lead[0] };
  const file = simplePage(Lt, `people/${slug(x.name)}`, x.name, 'RESEARCHER', lead, rows, nested, flat, 'Researcher profile');
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'researcher', attr, value, unit, stated, file);
  F('role', x.role, '', x.role);
  F('institution', x.inst.name, '', x.inst.name);
  F('h_index', x.h, '', String(x.h));
  F('joined', x.joined, 'year', String(x.joined));
  F('nationality', x.nationality, '', x.nationality);
  F('orcid', x.orcid, 'text', x.orcid);
});

// --- venues
r.shuffle(VENUES).forEach((v, i) => {
  const Lt = LAYOUTS8[(i + 2) % LAYOUTS8.length];
  const conf = v.type === 'conference';
  const accText = v.accStyle === 'pct' ? `${v.acc}%` : (v.acc / 100).toFixed(2);
  const lead = [conf ? [`${v.name} takes place in ${v.city}, ${v.country}.`, `${v.name} (${v.full}) was first held in ${v.founded}.`, `${v.name} accepts about ${v.acc}% of submissions.`][i % 3]
    : [`${v.name} is published by ${v.publisher}.`, `${v.name} has an impact factor of ${v.impact.toFixed(2)}.`, `${v.name} was founded in ${v.founded}.`][i % 3]];
  const rows = [[['Type', 'Venue type', 'Kind'][i % 3], conf ? ['Conference', 'conference', 'Conference'][i % 3] : ['Journal', 'journal', 'Journal'][i % 3]]];
  if (conf) rows.push(['Full name', v.full], [['City', 'Host city', 'Location'][i % 3], v.city], ['Country', v.country]);
  else rows.push(['Publisher', v.publisher], [['Impact factor', 'IF', 'Journal impact factor'][i % 3], v.impact.toFixed(2)], ['Issues per year', String(v.issues)]);
  rows.push([['Acceptance rate', 'Acceptance rate', 'Accept rate'][i % 3], accText], [['Founded', 'First held', 'Established'][i % 3], String(v.founded)], [['Ranking', 'CORE rank', 'Rank'][i % 3], v.rank]);
  const nested = { venue: { name: v.name, type: v.type, ...(conf ? { full_name: v.full, location: { city: v.city, country: v.country } } : { publisher: v.publisher, impact_factor: v.impact, issues_per_year: v.issues }),
    selectivity: { acceptance_rate: accText }, history: { founded: v.founded }, ranking: v.rank, about: lead[0] } };
  const flat = { name: v.name, type: v.type, ...(conf ? { full_name: v.full, city: v.city, country: v.country } : { publisher: v.publisher, impact_factor: v.impact, issues_per_year: v.issues }),
    acceptance_rate: accText, founded: v.founded, rank: v.rank, note: lead[0] };
  const file = simplePage(Lt, `venues/${slug(v.name)}`, v.name, conf ? 'CONFERENCE' : 'JOURNAL', lead, rows, nested, flat, conf ? 'Conference' : 'Journal');
  const F = (attr, value, unit, stated) => corpus.fact(v.name, 'venue', attr, value, unit, stated, file);
  F('type', v.type, '', rows[0][1]);
  if (conf) {
    F('city', v.city, '', v.city);
    F('country', v.country, '', v.country);
  } else {
    F('publisher', v.publisher, '', v.publisher);
    F('impact_factor', v.impact, '', v.impact.toFixed(2).replace(/0$/, ''));
  }
  F('acceptance_rate', v.acc, '%', accText);
  F('founded', v.founded, 'year', String(v.founded));
  F('ranking', v.rank, '', v.rank);
});

// --- institutions
INSTITUTIONS.forEach((x, i) => {
  const Lt = ['html_dl', 'md_yaml', 'txt', 'json_nested', 'html_infobox'][i];
  const lead = [[`The institute was founded in ${x.city} in ${x.founded}.`, `${x.name} has ${x.staffText} staff.`, `${x.name} is located in ${x.city}, ${x.country}.`, `${x.name} is one of our oldest partners.`,
    `${x.name} employs ${x.staffText}.`][i]];
  const rows = [['City', x.city], ['Country', x.country], [['Founded', 'Established'][i % 2], String(x.founded)], [['Staff', 'Employees', 'Staff (headcount)'][i % 3], x.staffText],
    ['Website', x.site], ['Relationship', x.short === 'SIDS' ? 'Home institute' : 'Partner institution']];
  const nested = { institution: { name: x.name, location: { city: x.city, country: x.country }, history: { founded: x.founded }, people: { staff: x.staffText }, contact: { website: x.site }, about: lead[0] } };
  const file = simplePage(Lt, `institutions/${slug(x.short === 'SIDS' ? 'skagerrak-institute' : x.name)}`, x.name, 'INSTITUTION', lead, rows, nested, null, 'Institution');
  const F = (attr, value, unit, stated) => corpus.fact(x.name, 'institution', attr, value, unit, stated, file);
  F('city', x.city, '', x.city);
  F('country', x.country, '', x.country);
  F('founded', x.founded, 'year', String(x.founded));
  F('staff', x.staff, '', x.staffText);
});

// ------------------------------------------------------------------ background documents (no entity facts)
corpus.write('README.txt', `${HOME} — publications drive.\npapers/ holds one record per paper; exports/ four lists exported from partner systems (Northmoor, Kaltenbach, Calder) and our repository harvest; people/, venues/ and institutions/ the reference pages.\nFunding is given in the currency of the grant (SEK, EUR, GBP or USD); nothing is converted. Dataset sizes are as reported by the authors (MB, GB or TB).\nReview time means the time from submission to the first editorial decision.\n`);
corpus.write('admin/open-access-policy.md', `# Open access policy (2024)\n\n- Article processing charges up to €2,500 per article are paid from the central OA fund (SEK 1.5 million a year).\n- Green open access: deposit the accepted manuscript within 30 days of acceptance.\n- In 2023, 61% of our papers were open access; the target for 2026 is 90%.\n- Embargoes longer than 6 months need approval from the research director.\n`);
corpus.write('admin/annual-report-2023-summary.md', `# Annual report 2023 — publications summary\n\n| Indicator | 2022 | 2023 |\n|---|---|---|\n| Papers published (all groups) | 58 | 64 |\n| Mean citations per paper | 11.2 | 12.8 |\n| External funding (SEK million) | 41.5 | 47.0 |\n| PhD defences | 5 | 7 |\n\nThe figures above include papers not yet in this drive and papers by visiting researchers.\n`);

const stats = corpus.flush(source);
console.log(`papers: ${stats.entities} entities, ${stats.files} files, ${stats.facts} facts → ${dir} (source: ${source})`);
