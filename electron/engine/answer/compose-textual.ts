// An answer from text passages, written without a model, as classic question answering does it: the question
// is read for its form and expected answer type (answer/prose/question.ts), the sentences of the best passages
// are ranked (prose/rank.ts), and the answer starts with the answer — the span in bold and the sentence that
// decides it, or Yes/No with its deciding sentence, or the steps of "how do I", or the documents that mention a
// topic — followed by the conditions it holds under and further passages. Every claim is cited, and the
// citation's range is the deciding sentence (its `emphasis` the span). Nothing is claimed beyond the text.
import type { Database } from 'better-sqlite3';
import type { AnswerCondition, Citation, ProseReading } from '../../../shared/answer.ts';
import type { SearchResult } from '../retrieve/semantic/index.ts';
import { getDocumentBlocks } from '../store/blocks.ts';
import { documentsInFolderNamed } from '../store/documents.ts';
import type { CitationSet } from './citations.ts';
import type { ComposedAnswer } from './compose-symbolic.ts';
import { loadLanguage, type Language } from './prose/language.ts';
import { analyseQuestion, type QuestionAnalysis, type QuestionTerm } from './prose/question.ts';
import { bridgePages, rankUnits, type ScoredUnit } from './prose/rank.ts';
import type { AnalysedText } from './prose/nlp.ts';
import { absentShare, termWeights } from './prose/term-weights.ts';
import { decideYesNo } from './prose/yes-no.ts';
import { conditionClauses, conditionsOf, type Condition } from './prose/conditions.ts';
import { sectionConditions } from './prose/eligibility.ts';
import { commandLike, findHowTo, isInstruction, type HowTo } from './prose/how-to.ts';
import { decideChoice } from './prose/choice.ts';
import { documentsMentioning } from './prose/documents.ts';
import { passageUnits, type PassageLike, type Unit } from './prose/units.ts';
import { isTitleLike, sectionAfter, titleNamesAsked } from './prose/section.ts';
import { pathMentions } from './prose/path-mentions.ts';
import { singular } from '../tkg/canonical.ts';
import { tokens } from './prose/terms.ts';
import { stepSectionConditions } from './prose/step-section.ts';
import { fullNameIn, passageSubject } from './prose/subjects.ts';
import { spanInPassage } from './prose/block-span.ts';
import path from 'node:path';
import { fileRole, ingestVocabulary } from '../ingest/vocabulary.ts';
import { leadingNumberWords } from '../skg/values/number-words.ts';
import { inUnitAsked } from './prose/asked-unit.ts';

/** The content words of a text (function words left out, as the prose tokens mark them). */
function terms(text: string): Set<string> {
  return new Set(tokens(text).filter((t) => !t.stop).map((t) => t.lower));
}

/** Sentence ranges of a block's text (offsets relative to the block). */
export function sentenceRanges(text: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  // a sentence ends at . ! ? followed by a space or the end, or at a line break; "10.2" and "e.g. x" do not end one
  // a single line break inside a paragraph does not end a sentence; a blank line or a list item does
  const re = /(?:[^.!?\n]|\n(?!\s*\n|\s*[-•*]\s|\s*\d+[.)]\s)|[.!?](?=[^\s.!?])|\.(?=\s+[a-z0-9]))+(?:[.!?]+|\n|$)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const raw = m[0];
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed.length < 2) continue;
    out.push({ start: m.index + lead, end: m.index + lead + trimmed.length });
  }
  return out;
}

/** The one or two adjacent sentences of a block that best match the question, as a document range. */
export function bestSpan(result: SearchResult, question: string): { start: number; end: number } {
  const q = terms(question);
  const sentences = sentenceRanges(result.text);
  if (sentences.length === 0) return { start: result.start, end: result.end };
  const score = (r: { start: number; end: number }) => {
    const t = terms(result.text.slice(r.start, r.end));
    let s = 0;
    for (const w of q) if (t.has(w)) s++;
    return s / Math.sqrt(1 + t.size / 12);
  };
  let best = 0;
  sentences.forEach((r, i) => {
    if (score(r) > score(sentences[best])) best = i;
  });
  const pick = { ...sentences[best] };
  const next = sentences[best + 1];
  if (next && score(next) > 0 && next.end - pick.start < 400) pick.end = next.end;
  return { start: result.start + pick.start, end: result.start + pick.end };
}

export interface TextualOptions {
  /** Further passages quoted after the answer (default 2). */
  passages?: number;
  /** Searches the library's text for a named option of a choice question (BM25 is enough). */
  searchText?: (text: string) => SearchResult[];
  /** Searches the library's text for a phrase, word for word ("tmux is"). */
  searchPhrase?: (text: string) => SearchResult[];
  /** Language resources (default: the shipped resources/lang/en). */
  language?: Language;
  /** Folders the question names (prose/named-folders.ts): their documents are read too, and weigh more. */
  folders?: string[];
}

export interface TextualAnswer extends ComposedAnswer {
  prose: ProseReading;
  /** The question as read (for the model's context and the trace). */
  analysis: QuestionAnalysis;
  /** The ranked sentences (best first) the answer was decided from. */
  ranked: ScoredUnit[];
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The value a span of the expected type gives: a count in figures or words as a number ("Three" → 3, "1,250" →
 *  1250), anything else as written. */
function spanValue(span: string, expected: string): string | number {
  if (expected !== 'number') return span;
  const digits = /^\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s*$/.exec(span);
  if (digits) return Number(span.trim().replace(/,/g, ''));
  const words = leadingNumberWords(span);
  return words && !words.rest.trim() ? words.value : span;
}
const marker = (c: Citation | null) => (c ? ` [${c.id.slice(1)}]` : '');
const where = (u: Unit) => [u.path, u.headings.length ? u.headings[u.headings.length - 1] : null].filter(Boolean).join(' › ');

function cite(citations: CitationSet, u: { blockId: number; start: number; end: number }, role: Citation['role'], emphasis?: { start: number; end: number } | null): Citation | null {
  const c = citations.block(u.blockId, { start: u.start, end: u.end });
  if (!c) return null;
  // a citation already made for the answer keeps that role
  if (!c.role || c.role === 'context') c.role = role;
  if (emphasis && !c.emphasis) c.emphasis = emphasis;
  return c;
}

/** The document's blocks around a unit's passage, as passages (for lead-ins and conditions across blocks). */
function withNeighbours(db: Database, s: ScoredUnit): Unit[] {
  const blocks = getDocumentBlocks(db, s.passage.docId);
  const at = blocks.findIndex((b) => b.id === s.passage.blockId);
  if (at < 0) return s.siblings;
  const around = blocks.slice(Math.max(0, at - 1), at + 2);
  const units: Unit[] = [];
  for (const b of around) {
    const us = b.id === s.passage.blockId ? s.siblings : passageUnits({ ...b, blockId: b.id, path: s.passage.path, kind: b.kind });
    for (const u of us) units.push({ ...u, index: units.length, leadIn: u.leadIn === null ? null : u.leadIn + (units.length - u.index) });
  }
  // a list at the start of a block continues the previous block's lead-in
  for (let i = 1; i < units.length; i++) {
    const u = units[i];
    const prev = units[i - 1];
    if (u.kind === 'item' && u.leadIn === null && u.blockId !== prev.blockId) {
      if (prev.kind === 'sentence' && /:\s*$/.test(prev.text)) u.leadIn = prev.index;
      else if (prev.kind === 'item') u.leadIn = prev.leadIn;
    } else if (u.kind === 'item' && u.leadIn === null && prev.kind === 'item' && prev.blockId !== u.blockId) u.leadIn = prev.leadIn;
  }
  return units;
}

/**
 * The consequence an item of a condition list belongs to: the item's lead-in names a condition ("You can be
 * suspended if you:", "For example, if you:"); the lead-in is the consequence when it says more than its
 * condition, else the sentence before it in its section ("Your registration can be suspended if …").
 */
function consequenceOf(db: Database, s: ScoredUnit, lang: Language): { unit: Unit; item: Unit } | null {
  if (s.unit.kind !== 'item') return null;
  const units = withNeighbours(db, s);
  const here = locate(units, s.unit);
  const lead = here.leadIn !== null ? units[here.leadIn] : undefined;
  if (!lead) return null;
  const clauses = conditionClauses(lead.text, lang);
  if (clauses.length === 0) return null;
  // (what comes before the condition is a main clause unless it is only a phrase set off by a comma: "For example,")
  const opening = lead.text.slice(0, clauses[0].start).replace(/^[-*•\s]+/, '');
  if (tokens(opening).some((t) => !t.stop && /\p{L}/u.test(t.text)) && !/,\s*$/.test(opening)) return { unit: lead, item: here };
  const prev = units[lead.index - 1];
  return prev && prev.kind === 'sentence' && prev.headings.join('>') === lead.headings.join('>') && !/:\s*$/.test(prev.text) ? { unit: prev, item: here } : null;
}

/** All units of a unit's document, block by block. */
function documentUnits(db: Database, s: ScoredUnit): Unit[] {
  const units: Unit[] = [];
  for (const b of getDocumentBlocks(db, s.passage.docId)) {
    for (const u of passageUnits({ ...b, blockId: b.id, path: s.passage.path, kind: b.kind })) units.push({ ...u, index: units.length, leadIn: u.leadIn === null ? null : u.leadIn + (units.length - u.index) });
  }
  return units;
}

const NAME_ANSWERS: ReadonlyArray<string | null> = ['person', 'organisation', 'place', null];

/**
 * The page's other name for a span that is its subject: the name its opening sentence gives in full for the
 * page's title ("Ricky Rubio" → "Ricard Rubio i Vives"), or the title for that full name; null otherwise. Both
 * are the answer, as the page says it and as the library knows it.
 */
function otherName(db: Database, s: ScoredUnit, span: string): string | null {
  const title = passageSubject(s.passage);
  // (the opening's text after the title line a block may start with)
  const opening = getDocumentBlocks(db, s.passage.docId)
    .flatMap((b) => b.text.split(/\n/))
    .map(oneLine)
    .find((line) => line && line !== title && line !== s.passage.headingPath[0]);
  const full = opening ? fullNameIn(opening, title) : null;
  if (!full) return null;
  if (span === title) return full;
  return span === full ? title : null;
}

/** The first `n` blocks of each document in a folder named `name` (the folder of a package, a project …). */
function openingsOfFolder(db: Database, name: string, n = 1): PassageLike[] {
  const out: PassageLike[] = [];
  for (const d of documentsInFolderNamed(db, name)) {
    for (const b of getDocumentBlocks(db, d.id).slice(0, n)) out.push({ blockId: b.id, docId: b.docId, path: d.relpath, headingPath: b.headingPath, text: b.text, start: b.start, end: b.end, page: b.page, kind: b.kind });
  }
  return out;
}

/** How many of the best units are read with the blocks around them for the steps or the command they lead into. */
const HOWTO_WINDOW = 12;

/** The best units with their neighbouring blocks as their siblings: what a sentence leads into may start the next block. */
function withFollowing(db: Database, ranked: ScoredUnit[]): ScoredUnit[] {
  return ranked.slice(0, HOWTO_WINDOW).map((s) => {
    const units = withNeighbours(db, s);
    return { ...s, unit: locate(units, s.unit), siblings: units };
  });
}

/** The command or code a sentence ending in a colon leads into: the units right after it that read as commands (up to 2). */
function codeAfter(units: Unit[], lead: Unit): Unit[] {
  if (lead.kind !== 'sentence' || !/:\s*$/.test(lead.text)) return [];
  const out: Unit[] = [];
  for (let i = lead.index + 1; i < units.length && out.length < 2 && commandLike(units[i]); i++) out.push(units[i]);
  return out;
}

/** How many items of a list that continues the deciding sentence are quoted. */
const FOLLOWING_ITEMS = 6;

/**
 * The list right after a sentence's paragraph when no sentence leads into it (its items have no lead-in): it
 * continues the sentence, as a NEWS file's opening sentence is followed by the features it describes. An item's
 * continuation lines (sentences of its paragraph) belong to it. Two items at least.
 */
function listAfter(units: Unit[], here: Unit): Unit[] {
  if (here.kind !== 'sentence') return [];
  const same = (a: Unit, b: Unit) => a.blockId === b.blockId && a.paragraph === b.paragraph;
  let i = here.index + 1;
  while (i < units.length && units[i].kind === 'sentence' && same(units[i], here)) i++;
  const out: Unit[] = [];
  for (; i < units.length && out.length < FOLLOWING_ITEMS; i++) {
    const u = units[i];
    if (u.kind === 'item' && u.leadIn === null) out.push({ ...u });
    else if (u.kind === 'sentence' && out.length && same(u, out[out.length - 1])) {
      const last = out[out.length - 1];
      out[out.length - 1] = { ...last, text: `${last.text} ${u.text}`, end: u.end };
    } else break;
  }
  return out.length >= 2 ? out : [];
}

/** The same unit in a list of units from withNeighbours (matched by range). */
const locate = (units: Unit[], u: Unit) => units.find((x) => x.blockId === u.blockId && x.start === u.start && x.end === u.end) ?? u;

/** Share of the answer's score a further passage needs to be quoted. */
const FURTHER_SHARE = 0.6;

/** Further passages: the next best sentences from other documents than the answer's. */
function furtherPassages(ranked: ScoredUnit[], used: Set<number>, n: number): ScoredUnit[] {
  const out: ScoredUnit[] = [];
  const top = ranked[0]?.score ?? 0;
  const docs = new Set<number>(ranked.filter((r) => used.has(r.unit.blockId)).map((r) => r.unit.docId));
  const seen = new Set<string>();
  for (const r of ranked) {
    if (out.length >= n) break;
    // a further passage must speak to the question about as well as the answer does
    if (r.score < FURTHER_SHARE * top || r.questionCoverage < 0.3) break;
    if (r.unit.kind === 'heading' || docs.has(r.unit.docId) || r.unit.text.split(/\s+/).length < 5) continue;
    const key = oneLine(r.unit.text).toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    docs.add(r.unit.docId);
    out.push(r);
  }
  return out;
}

export function composeTextual(db: Database, results: SearchResult[], question: string, citations: CitationSet, opts: TextualOptions = {}): TextualAnswer {
  const lang = opts.language ?? loadLanguage();
  const q = analyseQuestion(question, lang);
  const weightsOf = (ts: QuestionTerm[]) => termWeights(db, ts);
  const weights = weightsOf(q.terms);
  const reading: ProseReading = { form: q.form, expected: q.expected, span: null, yesNo: null, deciding: null, conditions: [], why: '' };
  const empty = (text: string, why: string): TextualAnswer => ({ answer: text, kind: 'none', items: [], value: null, table: null, prose: { ...reading, why }, analysis: q, ranked: [] });

  // across documents: every document that mentions the topic, counted and cited once
  if (q.form === 'documents' && q.documents) {
    const found = documentsMentioning(db, q.documents.topic, q.documents.noun, lang);
    if (found.groups.length === 0) return empty(`No document in the library mentions "${q.documents.topic}".`, 'no block contains every word of the topic');
    const lines: string[] = [];
    const items = found.groups.map((g) => {
      const c = cite(citations, g.unit, 'document');
      lines.push(`- **${g.name}**${g.documents > 1 ? ` (${g.documents} documents)` : ''} — ${oneLine(g.unit.text)}${marker(c)}`);
      return { name: g.name, values: { documents: g.documents }, citations: c ? [c.id] : [] };
    });
    const n = found.groups.length;
    const noun = n === 1 ? singular(q.documents.noun) : q.documents.noun;
    reading.why = `${n} ${found.counted === 'folders' ? 'folders' : 'documents'} hold a block with every word of "${found.topic}"`;
    return {
      answer: `**${n}** ${noun} mention${n === 1 ? 's' : ''} "${found.topic}":\n\n${lines.join('\n')}`,
      kind: q.documents.count ? 'count' : 'list', items, value: q.documents.count ? n : null, table: null,
      prose: reading, analysis: q, ranked: [],
    };
  }

  const passages: PassageLike[] = results;
  if (passages.length === 0) return empty('No document in the library says anything about this.', 'no passages');
  const wantSpan = q.form === 'factoid' || q.form === 'open';
  const readings = new Map<string, AnalysedText>();
  const folders = opts.folders ?? [];
  let ranked = rankUnits(passages, q, weights, { wantSpan, readings, language: lang, folders });
  // the second hop: pages of the names the best sentences mention, read with the first hop as their bridge
  if (q.form === 'factoid' || q.form === 'open' || q.form === 'yesno' || q.form === 'howto') {
    const search = opts.searchText;
    const extra = search ? bridgePages(ranked, q, passages, (t) => search(t)) : [];
    // "What is tmux?": the passages that say "tmux is …"
    // and the openings of the documents in a folder named after it (a document's opening says what it is about)
    if (q.defines) {
      const have = new Set([...passages, ...extra].map((p) => p.blockId));
      const found: PassageLike[] = [];
      if (opts.searchPhrase) for (const verb of ['is', 'are']) found.push(...opts.searchPhrase(`${q.defines} ${verb}`));
      found.push(...openingsOfFolder(db, q.defines));
      for (const p of found) if (!have.has(p.blockId)) (have.add(p.blockId), extra.push(p));
    }
    // and the openings of the documents of the folders the question names ("Who wrote jq?": jq/copyright says)
    if (folders.length) {
      const have = new Set([...passages, ...extra].map((p) => p.blockId));
      // (two blocks: a licence notice's header, then its first "Files: *" stanza)
      for (const f of folders) for (const p of openingsOfFolder(db, f, 2)) if (!have.has(p.blockId)) (have.add(p.blockId), extra.push(p));
    }
    // and the files the best sentences point to by name ("see RelNotes/2.39.0.txt")
    const pointed = pathMentions(db, ranked, [...passages, ...extra]);
    if (extra.length || pointed.passages.length) ranked = rankUnits([...passages, ...extra, ...pointed.passages], q, weights, { wantSpan, readings, pointers: pointed.pointers, language: lang, folders });
  }
  // "how do I …" is answered by a guide, not by a changelog's record that something changed ("build: Build Zstd with
  // noexecstack" in zstd's CHANGELOG is no way to build zstd; its README's "You can build and install zstd" is): the
  // sentences of changelogs weigh less than the others' (file roles of resources/ingest/file-names.tsv): a guide's
  // sentence nearly as good comes first, and a NEWS entry only the changelog states still answers
  if (q.form === 'howto') {
    // (each file's role is looked up once, not at every comparison)
    const roles = new Map<string, boolean>();
    const inChangelog = (p: string) => roles.get(p) ?? roles.set(p, changelog(p)).get(p)!;
    const weighed = new Map(ranked.map((r) => [r, r.score * (inChangelog(r.passage.path) ? HOWTO_CHANGELOG_WEIGHT : 1)] as const));
    ranked = [...ranked].sort((a, b) => weighed.get(b)! - weighed.get(a)!);
  }
  // (a heading answers only as the title of the release the question names)
  const first = ranked.find((r) => r.unit.kind !== 'heading' || titleNamesAsked(r.unit, q.terms));
  if (!first) return empty('No document in the library says anything about this.', 'no sentences');

  const parts: string[] = [];
  const used = new Set<number>();
  let kind: ComposedAnswer['kind'] = 'text';
  let value: ComposedAnswer['value'] = null;
  let deciding: ScoredUnit = first;
  let conditions: Condition[] = [];
  const conditionsFor = (s: ScoredUnit) => {
    const units = withNeighbours(db, s);
    return { units, conditions: conditionsOf(locate(units, s.unit), units, lang) };
  };

  // the conditions a decided answer (yes/no, a choice) holds under: its deciding sentence's own, those its
  // document sets in sections of their own ("Eligibility") and the requirements of the deciding sentence's own
  // section further down ("Telling people you intend to register")
  const decidedConditions = (d: ScoredUnit): Condition[] => {
    let out = conditionsFor(d).conditions;
    const docUnits = documentUnits(db, d);
    out = [...out, ...sectionConditions(docUnits, d.unit, lang).filter((x) => !out.some((c) => c.start <= x.start && c.end >= x.end))];
    return [...out, ...stepSectionConditions(docUnits, locate(docUnits, d.unit), lang).filter((x) => !out.some((c) => c.start <= x.start && c.end >= x.end))];
  };

  // an untyped question whose best unit is an item of a list of conditions ("… if you: - have been convicted"):
  // the item is the case the question names, and the answer is what holds in that case — the sentence the
  // list's lead-in belongs to — with the item among its conditions
  const consequence = !q.expected && (q.form === 'factoid' || q.form === 'open') ? consequenceOf(db, first, lang) : null;
  let howTo: HowTo | null = null;

  if (q.form === 'choice' || (q.form === 'yesno' && q.relation)) {
    const search = opts.searchText ?? (() => []);
    const d = decideChoice(passages, q, lang, weightsOf, search);
    // the winner's evidence first
    const evidence = d.evidence.filter((e) => e.best).sort((a, b) => Number(b.option === d.winner) - Number(a.option === d.winner));
    const quoted = evidence.map((e) => {
      const c = cite(citations, e.best!.unit, 'answer', e.value && e.best!.span ? { start: e.best!.unit.start + e.best!.span.start, end: e.best!.unit.start + e.best!.span.end } : null);
      used.add(e.best!.unit.blockId);
      return `${oneLine(e.best!.unit.text)}${marker(c)}`;
    });
    if (evidence[0]) deciding = evidence[0].best!;
    reading.why = d.why;
    if (d.relation === 'choice') {
      reading.span = d.winner;
      parts.push(d.winner ? `**${d.winner}** — ${quoted.join(' ')}` : `The documents don't settle it. ${quoted.join(' ')}`);
      // the winner holds under the conditions of its deciding sentence, as a yes/no answer does
      if (d.winner && evidence[0]) conditions = decidedConditions(deciding);
    } else {
      reading.yesNo = d.yes === null ? 'unknown' : d.yes ? 'yes' : 'no';
      kind = 'boolean';
      value = d.yes;
      parts.push(`${d.yes === null ? "The documents don't say." : d.yes ? '**Yes**' : '**No**'} — ${quoted.join(' ')}`);
    }
  } else if (q.form === 'yesno') {
    const d = decideYesNo(ranked, q, lang, absentShare(db, q.terms, weights));
    reading.why = d.why;
    reading.yesNo = d.answer;
    kind = 'boolean';
    value = d.answer === 'unknown' ? null : d.answer === 'yes';
    if (d.deciding) deciding = d.deciding;
    const c = cite(citations, deciding.unit, 'answer');
    used.add(deciding.unit.blockId);
    if (d.answer === 'unknown') parts.push(`The documents don't say. The closest they come: ${oneLine(deciding.unit.text)}${marker(c)}`);
    else parts.push(`**${d.answer === 'yes' ? 'Yes' : 'No'}** — ${oneLine(deciding.unit.text)}${marker(c)}`);
    if (d.answer !== 'unknown') conditions = decidedConditions(deciding);
  } else if (q.form === 'howto' && (howTo = findHowTo(withFollowing(db, ranked))) && (howTo.command || !((howTo.deciding.unit.blockId !== first.unit.blockId || howTo.deciding.unit.start !== first.unit.start) && isInstruction(first.unit.text)))) {
    // (the best sentence is itself an instruction, and the steps are another sentence's: the instruction answers)
    const h = howTo;
    deciding = h.deciding;
    const steps = h.steps;
    const first = h.leadIn ?? steps[0] ?? h.code[0];
    const last = [...steps, ...h.code].reduce((a, b) => (b.end > a.end ? b : a), first);
    // one citation for the lead-in and its steps (the range the user sees highlighted)
    const c = cite(citations, { blockId: first.blockId, start: first.start, end: last.blockId === first.blockId ? last.end : first.end }, 'step');
    used.add(first.blockId);
    const lines: string[] = [];
    lines.push(h.leadIn ? `${oneLine(h.leadIn.text)}${marker(c)}` : `From ${where(first)}${marker(c)}:`);
    steps.forEach((s, i) => lines.push(`${i + 1}. ${oneLine(s.text.replace(/^\s*(?:[-*•‣◦]|\d{1,3}[.)]|[a-z][.)])\s+/, ''))}`));
    for (const code of h.code) lines.push('```\n' + code.text + '\n```');
    reading.why = steps.length ? `${steps.length} steps` : 'a code block';
    parts.push(lines.join('\n'));
    conditions = conditionsFor(deciding).conditions.filter((x) => !steps.some((s) => s.start === x.start));
  } else if (!q.expected && !consequence && (q.form === 'factoid' || q.form === 'open') && isTitleLike(first.unit) && sectionAfter(db, first).length) {
    // an open question whose best match is a section title ("Noteworthy changes in release 3.8"): the section answers
    deciding = first;
    const body = sectionAfter(db, first);
    const c = cite(citations, first.unit, 'answer');
    used.add(first.unit.blockId);
    const lines = body.map((u) => `- ${oneLine(u.text.replace(/^\s*(?:[-*•‣◦]+|\d{1,3}[.)])\s+/, ''))}${marker(cite(citations, u, 'step'))}`);
    reading.why = `the best match is the title of a section; its ${body.length} units answer`;
    parts.push(`${oneLine(first.unit.text.replace(/^[-*•#=\s]+/, ''))}${marker(c)}:\n${lines.join('\n')}`);
  } else {
    deciding = first;
    if (consequence) deciding = { ...first, unit: consequence.unit, span: undefined };
    // a type asked that the best sentence does not state, its passage does ("when was 1.11.1-1 uploaded": the line
    // closing that release's entry): that sentence answers, the best one is quoted after it
    const inPassage = !consequence && !first.span ? spanInPassage(first.unit, first.siblings, q, lang, readings) : null;
    if (inPassage) deciding = { ...first, unit: inPassage.unit, span: inPassage.span };
    const span = deciding.span;
    const unit = deciding.unit;
    const emphasis = span && span.source !== 'name' && span.end > span.start ? { start: unit.start + span.start, end: unit.start + span.end } : null;
    const { units, conditions: conds } = conditionsFor(deciding);
    const here = locate(units, unit);
    // a sentence that leads into a list answers with the list
    const items = units.filter((u) => u.kind === 'item' && u.leadIn === here.index);
    // and a sentence that leads into a command or code ("… pkg-config:" then "$ git clone …") answers with it,
    // though a block ends between them
    const code = items.length ? [] : codeAfter(units, here);
    // and a list right after its paragraph that no sentence leads into continues it ("This is a terse description of
    // the new features added to bash-5.2 …" then "a. …", "b. …"), where no span answers
    const following = items.length || code.length || (span && span.source !== 'name') ? [] : listAfter(units, here);
    const c = cite(citations, items.length && items[items.length - 1].blockId === unit.blockId ? { blockId: unit.blockId, start: unit.start, end: items[items.length - 1].end } : unit, 'answer', emphasis);
    used.add(unit.blockId);
    const sentence = oneLine(unit.text);
    const spanText = span ? oneLine(span.text) : null;
    // a span is shown first when it is of the expected type, next to the question's focus noun or the sentence's
    // subject; a name guessed for an untyped question is not
    const shown = !!span && span.source !== 'name';
    reading.span = shown && spanText && spanText.length < sentence.length * 0.8 ? spanText : null;
    // (the span of the type the question asks for, shown first, is the answer's value, as an exact answer's is)
    if (reading.span && q.expected) value = spanValue(reading.span, q.expected);
    // (a number the sentence states in another unit than the question asks is given in the unit asked: "how many
    // litres" of "fifty-five gallons", the stated amount beside it)
    const stated = reading.span ? spanValue(reading.span, 'number') : null;
    const converted = typeof stated === 'number' && span ? inUnitAsked(question, unit.text, span.end, stated, [...lang.howPhrases].filter(([, t]) => t === 'number' || t === 'amount').map(([p]) => p)) : null;
    if (converted) {
      reading.why += `; ${value} ${converted.stated} is ${converted.value} ${converted.asked}`;
      reading.span = `${converted.value} ${converted.asked} (${reading.span} ${converted.stated})`;
      value = converted.value;
    }
    reading.why = span ? `${q.expected ?? 'a name'} "${spanText}" in the best sentence (score ${deciding.score.toFixed(2)})` : `the best sentence (score ${deciding.score.toFixed(2)}, covers ${Math.round(deciding.coverage * 100)} % of the question)`;
    const also = reading.span && NAME_ANSWERS.includes(q.expected) ? otherName(db, deciding, reading.span) : null;
    parts.push(reading.span ? `**${reading.span}**${also ? ` (${also})` : ''} — ${sentence}${marker(c)}` : `${sentence}${marker(c)}`);
    if (inPassage) {
      parts.push(`${oneLine(first.unit.text)}${marker(cite(citations, first.unit, 'answer'))}`);
      reading.why = `${q.expected} "${spanText}" in the passage of the best sentence (score ${first.score.toFixed(2)})`;
    }
    // (the marker on a line of its own: text after a closing fence would leave the fence open)
    if (code.length) parts.push(code.map((u) => '```\n' + u.text.replace(/^\s+/gm, '') + '\n```' + (marker(cite(citations, u, 'step')) ? `\n${marker(citations.block(u.blockId, { start: u.start, end: u.end })).trim()}` : '')).join('\n'));
    if (following.length) {
      const last = following[following.length - 1];
      const f = cite(citations, { blockId: following[0].blockId, start: following[0].start, end: last.blockId === following[0].blockId ? last.end : following[0].end }, 'step');
      parts.push(following.map((i, k) => `- ${oneLine(i.text.replace(/^\s*(?:[-*•‣◦]|\d{1,3}[.)]|[a-z][.)])\s+/, ''))}${k === 0 ? marker(f) : ''}`).join('\n'));
    }
    if (items.length) parts.push(items.map((i) => `- ${oneLine(i.text.replace(/^\s*(?:[-*•‣◦]|\d{1,3}[.)]|[a-z][.)])\s+/, ''))}`).join('\n'));
    conditions = conds.filter((x) => !items.some((i) => i.start === x.start));
    const docUnits = documentUnits(db, deciding);
    conditions = [...conditions, ...stepSectionConditions(docUnits, locate(docUnits, unit), lang).filter((x) => !conditions.some((c) => c.start <= x.start && c.end >= x.end) && !items.some((i) => i.start === x.start))];
    if (consequence && !conditions.some((x) => x.start <= consequence.item.start && x.end >= consequence.item.end)) {
      const i = consequence.item;
      conditions = [...conditions, { text: i.text, start: i.start, end: i.end, blockId: i.blockId, how: 'item' as const }].sort((a, b) => a.start - b.start);
    }
  }
  reading.deciding = citations.list().find((c) => c.role === 'answer' || c.role === 'step')?.id ?? null;

  if (conditions.length) {
    const lines = conditions.map((x) => {
      const c = cite(citations, x, 'condition');
      if (c) reading.conditions.push({ text: oneLine(x.text), citation: c.id } satisfies AnswerCondition);
      return `- ${oneLine(x.text.replace(/^\s*(?:[-*•‣◦]|\d{1,3}[.)])\s+/, ''))}${marker(c)}`;
    });
    parts.push(`This holds under these conditions:\n${lines.join('\n')}`);
  }
  const more = furtherPassages(ranked, used, opts.passages ?? 2);
  if (more.length) {
    parts.push(`Also in your documents:\n\n${more.map((r) => `> ${oneLine(r.unit.text)}${marker(cite(citations, r.unit, 'context'))}\n\n— ${where(r.unit)}`).join('\n\n')}`);
  }
  return { answer: parts.join('\n\n'), kind, items: [], value, table: null, prose: reading, analysis: q, ranked };
}

/** What a changelog's sentence weighs against a guide's in answer to "how do I". */
const HOWTO_CHANGELOG_WEIGHT = 0.75;

/** Whether a file is a changelog or a log by its name (resources/ingest/file-names.tsv roles "changes" and "log"). */
function changelog(relpath: string): boolean {
  const role = fileRole(ingestVocabulary(), path.basename(relpath));
  return role === 'changes' || role === 'log';
}
