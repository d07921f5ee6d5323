// The semantic parser: a question in free word order → a typed query plan over the library's graph, with no model.
// Names come from the library's own lexicon (entities, entries and their aliases, values, categories, features);
// words no name matches are mapped by meaning with word vectors. Every phrase's mapping is recorded, and words
// that stay unmapped lower the plan's confidence, so the router can take the textual side instead of guessing.
import type { PhraseMapping } from '../../../../shared/answer.ts';
import { normaliseKey } from '../../skg/entries/normalise-key.ts';
import type { EntryAliases } from '../../skg/entries/canonical-entry.ts';
import { findDomainHints } from '../../skg/values/domain-hints.ts';
import { convert, defaultUnits, findUnit, matchUnitAt as matchUnitIn, type UnitDef } from '../../skg/values/quantity.ts';
import { loadDomainPacks } from '../../skg/values/domain-pack.ts';

const lookupUnit = (spelling: string): UnitDef | null => findUnit(defaultUnits(), spelling);
const matchUnitAt = (text: string, pos: number, attached: boolean) => matchUnitIn(defaultUnits(), text, pos, attached);
import type { WordVectors } from '../../tkg/embed/index.ts';
import type { LexEntry, LexEntity, Lexicon, LexValue } from './lexicon.ts';
import type { CompareOp, Condition, Intent, NumericField, QueryPlan, Target } from './plan.ts';
import { COMPARATORS, FILLER, GENERIC_SCOPE, NEGATIONS, gradableForm } from './question-words.ts';
import { tokens as tokenize } from './text.ts';
import { correctSpelling } from './spelling.ts';
import { isCueWord, isSubset, mostCommonEntry, negatedAt, parseNumber, round2, scopeNegated, tokenAfterOffset, tokenSpan, unitCompatible, type Role } from './question-text.ts';
import { categoryByMeaning, conceptEntry, entryByMeaning, entryByName, yearEntry } from './word-meaning.ts';
import { decideIntent, type GradableMention } from './question-intent.ts';

export { entryByMeaning, entryByName } from './word-meaning.ts';

export interface ParseContext {
  lex: Lexicon;
  aliases: EntryAliases;
  /** Word vectors for mapping words by meaning; null when unavailable (exact names only). */
  words: WordVectors | null;
}

interface AttrMention {
  entry: LexEntry;
  start: number; // token index
  end: number; // exclusive
  used: boolean;
  confidence: number;
}


export function parseQuestion(question: string, ctx: ParseContext): QueryPlan {
  const { lex } = ctx;
  const toks = tokenize(question, (letters) => lookupUnit(letters) !== null);
  const mapping: PhraseMapping[] = [];
  // misspelt words first: every later step then sees the library's spelling
  for (const t of toks) {
    const fixed = /^[a-z]+$/.test(t.norm) && !FILLER.has(t.norm) ? correctSpelling(t.norm, lex, ctx.words) : null;
    if (fixed) {
      mapping.push({ phrase: t.text, term: fixed, kind: 'spelling', confidence: 0.8 });
      t.norm = fixed;
    }
  }
  const role: Array<Role | null> = toks.map(() => null);
  const doubts: string[] = [];
  const conditions: Condition[] = [];
  const phraseOf = (a: number, b: number) => question.slice(toks[a].start, toks[b - 1].end);
  const free = (a: number, b: number) => {
    for (let i = a; i < b; i++) if (role[i] !== null) return false;
    return true;
  };
  const mark = (a: number, b: number, r: Role) => {
    for (let i = a; i < b; i++) role[i] = r;
  };
  const lower = question.toLowerCase();

  // ---- named entities (longest match first), with and without the leading brand word
  const entities: Array<{ entity: LexEntity; start: number; end: number }> = [];
  const maxLen = Math.min(lex.maxNameWords + 1, 12);
  for (let i = 0; i < toks.length; i++) {
    for (let len = Math.min(maxLen, toks.length - i); len >= 1; len--) {
      if (!free(i, i + len)) continue;
      const phrase = toks.slice(i, i + len).map((t) => t.norm).join(' ');
      // a name without its brand word needs two words at least ("Galaxy A54"), never a lone "8" or "12"
      const found = lex.entityByNorm.get(phrase) ?? (len >= 2 ? lex.entityByShortNorm.get(phrase) : undefined);
      if (!found || (len === 1 && !(/\d/.test(phrase) && /\p{L}/u.test(phrase) && phrase.length >= 3))) continue;
      // "Redmi 8A Dual" must not stop at "Redmi 8A" when the longer one exists: longest-first handles it
      entities.push({ entity: found[0], start: i, end: i + len });
      mark(i, i + len, 'entity');
      mapping.push({ phrase: phraseOf(i, i + len), term: found[0].iri, kind: 'entity', confidence: 1 });
      i += len - 1;
      break;
    }
  }

  // ---- numbers stated in words ("octa-core", "dual SIM")
  for (const hint of findDomainHints(question, undefined, loadDomainPacks().hints)) {
    const [a, b] = tokenSpan(toks, hint.start, hint.end);
    if (a < 0 || !free(a, b)) continue;
    const entry = entryByName(lex, ctx.aliases, hint.entry);
    if (!entry) continue;
    const negated = negatedAt(toks, role, a);
    conditions.push({
      kind: 'numeric', entry: entry.iri, entryLabel: entry.label, field: 'num', op: '=', value: hint.value,
      unit: entry.unit, negated, phrase: phraseOf(a, b),
    });
    mark(a, b, 'hint');
    mapping.push({ phrase: phraseOf(a, b), term: `${entry.label} = ${hint.value}`, kind: 'condition', confidence: 0.95 });
  }

  // ---- resolutions ("720x1280", "720 x 1280")
  for (const m of question.matchAll(/(\d{3,4})\s*[x×*]\s*(\d{3,4})/g)) {
    const [a, b] = tokenSpan(toks, m.index!, m.index! + m[0].length);
    if (a < 0 || !free(a, b)) continue;
    const entry = [...lex.entries.values()].filter((e) => e.dims > 0 && /resolution|pixels?/i.test(e.label)).sort((x, y) => y.specs - x.specs)[0];
    if (!entry) continue;
    let end = b;
    if (toks[end] && /^(pixels?|px|resolution)$/i.test(toks[end].norm)) end++;
    conditions.push({ kind: 'resolution', entry: entry.iri, entryLabel: entry.label, a: Number(m[1]), b: Number(m[2]), negated: negatedAt(toks, role, a), phrase: m[0] });
    mark(a, end, 'number');
    mapping.push({ phrase: m[0], term: `${entry.label} = ${m[1]}x${m[2]}`, kind: 'condition', confidence: 0.95 });
  }

  // ---- comparators and negations (marked first so they never read as names)
  const comparatorAt = new Map<number, { op: CompareOp; len: number; at: 'before' | 'after' }>();
  for (let i = 0; i < toks.length; i++) {
    for (const c of COMPARATORS) {
      const len = c.words.length;
      if (i + len > toks.length || !free(i, i + len)) continue;
      if (c.words.every((w, k) => toks[i + k].norm === w || toks[i + k].text === w)) {
        const existing = comparatorAt.get(i);
        if (!existing || existing.len < len) comparatorAt.set(i, { op: c.op, len, at: c.at });
      }
    }
  }

  // ---- scope: categories and brand words ("Samsung phones", "tablets")
  const scopeSets: Array<Set<string>> = [];
  const scopeLabels: string[] = [];
  const scopeMentions: Array<{ start: number; end: number; set: Set<string>; label: string; negated: boolean }> = [];
  /** Entities excluded by name ("not Samsung", "except Apple"). */
  const excluded = new Set<string>();
  const excludedLabels: string[] = [];
  for (let i = 0; i < toks.length; i++) {
    if (!free(i, i + 1)) continue;
    for (let len = Math.min(3, toks.length - i); len >= 1; len--) {
      if (!free(i, i + len)) continue;
      const words = toks.slice(i, i + len).map((t) => t.norm);
      if (FILLER.has(words[0]) || GENERIC_SCOPE.has(words[0])) {
        if (len === 1) break;
        continue;
      }
      if (len > 1 && FILLER.has(words[len - 1])) continue; // "Samsung and" is not a two-word name
      const phrase = words.join(' ');
      const singular = normaliseKey(phrase);
      const cat = lex.categoryByNorm.get(phrase) ?? lex.categoryByNorm.get(singular);
      const byName = len === 1 ? lex.entitiesByFirstWord.get(phrase) : undefined;
      if (!cat && (!byName || byName.size < 2)) continue;
      const set = new Set<string>([...(cat?.entities ?? []), ...(byName ?? [])]);
      const negated = scopeNegated(toks, i);
      scopeMentions.push({ start: i, end: i + len, set, label: toks.slice(i, i + len).map((t) => t.text).join(' '), negated });
      mark(i, i + len, 'scope');
      mapping.push({ phrase: phraseOf(i, i + len), term: cat ? cat.iri : `name starts with "${phrase}"`, kind: 'scope', confidence: 0.9 });
      i += len - 1;
      break;
    }
  }

  // "Samsung or Xiaomi phones", "Samsung and Xiaomi" in a comparison: alternatives, not an intersection
  const compareCue = /\b(compare|comparison|compared|versus|vs|differ|differs|difference|differences|side by side)\b/.test(lower);
  const alternatives: Array<typeof scopeMentions> = [];
  for (const m of scopeMentions) {
    const last = alternatives[alternatives.length - 1];
    const prev = last?.[last.length - 1];
    const between = prev ? toks.slice(prev.end, m.start).map((t) => t.norm) : null;
    const joined = !!between && (between.length === 0 ? false : between.every((w) => /^(and|or|vs|versus|to|with)$/.test(w)) && between.length <= 2);
    if (prev && joined && (prev.set.size > 0 && m.set.size > 0) && !isSubset(m.set, prev.set) && !isSubset(prev.set, m.set)) last.push(m);
    else alternatives.push([m]);
  }
  let groups: Array<{ label: string; set: Set<string> }> | null = null;
  for (const list of alternatives) {
    if (list[0].negated) {
      // "not Apple or Samsung": the negation covers the whole list
      for (const m of list) for (const e of m.set) excluded.add(e);
      excludedLabels.push(...list.map((m) => m.label));
      continue;
    }
    if (list.length > 1 && compareCue && !groups) groups = list.map((m) => ({ label: m.label, set: m.set }));
    scopeSets.push(new Set(list.flatMap((m) => [...m.set])));
    scopeLabels.push(list.map((m) => m.label).join(list.length > 1 && !compareCue ? ' or ' : ' and '));
  }

  // "4G only", "LTE only": without 5G (a small hand rule of the network vocabulary)
  const only = /\b(?:(?:4g|lte|3g)\s+only|only\s+(?:4g|lte|3g))\b/i.exec(question);
  const fiveG = only ? [...lex.features.values()].find((f) => f.norm === '5g') : undefined;
  if (only && fiveG) {
    const [a, b] = tokenSpan(toks, only.index, only.index + only[0].length);
    if (a >= 0 && free(a, b)) {
      conditions.push({ kind: 'feature', feature: fiveG.iri, label: fiveG.label, negated: true, phrase: only[0] });
      mark(a, b, 'value');
      mapping.push({ phrase: only[0], term: `without ${fiveG.label}`, kind: 'feature', confidence: 0.9 });
    }
  }

  // ---- named features derived by rules ("5G"): they cover every way a document states them
  for (let i = 0; i < toks.length; i++) {
    for (let len = Math.min(3, toks.length - i); len >= 1; len--) {
      if (!free(i, i + len)) continue;
      const phrase = toks.slice(i, i + len).map((t) => t.norm).join(' ');
      const feature = [...lex.features.values()].find((f) => f.norm === phrase);
      if (!feature) continue;
      conditions.push({ kind: 'feature', feature: feature.iri, label: feature.label, negated: negatedAt(toks, role, i), phrase: phraseOf(i, i + len) });
      mark(i, i + len, 'value');
      mapping.push({ phrase: phraseOf(i, i + len), term: feature.iri, kind: 'feature', confidence: 1 });
      i += len - 1;
      break;
    }
  }

  // ---- attribute mentions: entry names and aliases ("battery capacity", "pixel density", "RAM")
  const attrs: AttrMention[] = [];
  for (let i = 0; i < toks.length; i++) {
    for (let len = Math.min(4, toks.length - i); len >= 1; len--) {
      if (!free(i, i + len) || comparatorAt.has(i)) continue;
      const words = toks.slice(i, i + len).map((t) => t.norm);
      if (len === 1 && (FILLER.has(words[0]) || /^\d/.test(words[0]))) continue;
      if (len > 1 && (FILLER.has(words[0]) || FILLER.has(words[len - 1]))) continue; // "on battery and" → "battery"
      const entry = entryByName(lex, ctx.aliases, words.join(' '));
      if (!entry) continue;
      attrs.push({ entry, start: i, end: i + len, used: false, confidence: 1 });
      mark(i, i + len, 'attr');
      mapping.push({ phrase: phraseOf(i, i + len), term: entry.iri, kind: 'entry', confidence: 1 });
      i += len - 1;
      break;
    }
  }

  // ---- gradable words ("thinnest", "cheaper", "most", "larger")
  const gradables: GradableMention[] = [];
  for (let i = 0; i < toks.length; i++) {
    if (role[i] !== null && role[i] !== 'attr') continue;
    const inComparator = [...comparatorAt.entries()].some(([at, c]) => i >= at && i < at + c.len);
    const form = gradableForm(toks[i].norm);
    // "at least 8 GB" is a comparator, not a superlative; "cheaper than 150" keeps its attribute hint
    if (inComparator && (!form || !form.g.concept)) continue;
    if (!form) continue;
    if (form.degree === 'base' && !form.g.concept && !/^(many|much)$/.test(form.base)) continue;
    const entry = form.g.concept ? conceptEntry(lex, ctx, form.g.concept) : null;
    gradables.push({ index: i, direction: form.g.direction, degree: form.degree, entry });
    if (!inComparator && role[i] === null) role[i] = 'gradable';
    if (entry) mapping.push({ phrase: toks[i].text, term: entry.iri, kind: 'attribute-by-word', confidence: 0.8 });
  }

  // ---- values and features ("5G", "barometer", "heart rate", "Li-Po", "KaiOS", "Android")
  const valueMatches: Array<{ start: number; end: number; values: LexValue[] }> = [];
  /** Phrases that name a value the library does not have ("21:9"). */
  const unknownPhrases: string[] = [];
  for (let i = 0; i < toks.length; i++) {
    for (let len = Math.min(4, toks.length - i); len >= 1; len--) {
      if (!free(i, i + len) || comparatorAt.has(i)) continue;
      const slice = toks.slice(i, i + len);
      // a value phrase never ends in a bare number: "Android 12 or above" is Android with a number condition
      if (/^\d+(?:\.\d+)?$/.test(slice[len - 1].norm)) continue;
      const words = slice.map((t) => t.norm);
      if (len === 1 && (FILLER.has(words[0]) || NEGATIONS.has(words[0]) || isCueWord(words[0]))) continue;
      const phrase = words.join(' ');
      if (lookupUnit(phrase)) continue; // "EUR", "GB": units, never values
      const values = lex.valuePhrases.get(phrase) ?? lex.valuePhrases.get(phrase.replace(/ /g, ''));
      if (!values) continue;
      valueMatches.push({ start: i, end: i + len, values });
      mark(i, i + len, 'value');
      i += len - 1;
      break;
    }
  }

  // ---- "500g", "5v": a number glued to a one-letter unit, when no name claimed the word
  for (let i = toks.length - 1; i >= 0; i--) {
    const glued = /^(\d+(?:\.\d+)?)(\p{L})$/u.exec(toks[i].text);
    if (role[i] !== null || !glued || !lookupUnit(glued[2])) continue;
    const cut = toks[i].start + glued[1].length;
    toks.splice(i, 1, { text: glued[1], norm: glued[1], start: toks[i].start, end: cut }, { text: glued[2], norm: glued[2].toLowerCase(), start: cut, end: toks[i].end });
    role.splice(i, 1, null, null);
  }

  // ---- "5k mAh": a thousands suffix
  for (const t of toks) {
    const k = /^(\d+(?:\.\d+)?)k$/i.exec(t.text);
    if (k && role[toks.indexOf(t)] === null) t.text = String(Number(k[1]) * 1000);
  }
  // ---- ratios ("21:9"): a value only when the library writes one, never two numbers
  for (const m of question.matchAll(/\b(\d{1,2}):(\d{1,2})\b/g)) {
    const [a, b] = tokenSpan(toks, m.index!, m.index! + m[0].length);
    if (a < 0 || !free(a, b)) continue;
    const values = lex.valuePhrases.get(`${m[1]} ${m[2]}`);
    if (values) valueMatches.push({ start: a, end: b, values });
    else unknownPhrases.push(m[0]);
    mark(a, b, 'value');
  }

  // ---- numbers with units, comparators and the attribute they constrain
  for (let i = 0; i < toks.length; i++) {
    if (role[i] !== null || !/^\d+(?:[.,]\d+)*$/.test(toks[i].text)) continue;
    const value = parseNumber(toks[i].text);
    // unit right after the number (or attached), or currency sign before it
    let unitEnd = i + 1;
    let unit = null as ReturnType<typeof lookupUnit>;
    const after = question.slice(toks[i].end);
    const gap = /^\s*/.exec(after)![0].length;
    const um = matchUnitAt(question, toks[i].end + gap, gap === 0);
    if (um) {
      unit = um.unit;
      unitEnd = tokenAfterOffset(toks, um.end);
    } else {
      // a currency sign written before the number ("€300", "£ 250")
      const sign = /([€£$¥₹])\s?$/u.exec(question.slice(Math.max(0, toks[i].start - 2), toks[i].start));
      if (sign) unit = lookupUnit(sign[1]);
    }
    if (unit && unit.dimension === 'video lines') unit = null;
    // ranges: "between 5 and 6", "from 5 to 6", "5 to 6", "5-6"
    let value2: number | null = null;
    let rangeEnd = unitEnd;
    const joiner = toks[unitEnd];
    if (joiner && /^(and|to)$/.test(joiner.norm) && toks[unitEnd + 1] && /^\d/.test(toks[unitEnd + 1].text) && role[unitEnd + 1] === null) {
      const prevWord = toks[i - 1]?.norm;
      if (joiner.norm === 'to' || prevWord === 'between') {
        value2 = parseNumber(toks[unitEnd + 1].text);
        rangeEnd = unitEnd + 2;
        const gap2 = /^\s*/.exec(question.slice(toks[unitEnd + 1].end))![0].length;
        const um2 = matchUnitAt(question, toks[unitEnd + 1].end + gap2, gap2 === 0);
        if (um2) {
          unit = unit ?? um2.unit;
          rangeEnd = tokenAfterOffset(toks, um2.end);
        }
      }
    } else if (/^\s*[-–]\s*\d/.test(after) && role[i + 1] === null && toks[i + 1]) {
      value2 = parseNumber(toks[i + 1].text);
      rangeEnd = i + 2;
      const um2 = matchUnitAt(question, toks[i + 1].end + (/^\s*/.exec(question.slice(toks[i + 1].end))![0].length), true);
      if (um2) {
        unit = unit ?? um2.unit;
        rangeEnd = tokenAfterOffset(toks, um2.end);
      }
    }
    // comparator before (skipping "a", "of") or after the number
    let op: CompareOp | 'between' = '=';
    let opStart = i;
    let opEnd = rangeEnd;
    if (value2 !== null) {
      op = 'between';
      if (toks[i - 1] && /^(between|from)$/.test(toks[i - 1].norm)) opStart = i - 1;
    } else {
      for (let j = i - 1; j >= Math.max(0, i - 5); j--) {
        const c = [...comparatorAt.entries()].find(([at, x]) => x.at === 'before' && at + x.len === j + 1);
        if (c) {
          op = c[1].op;
          opStart = c[0];
          break;
        }
        if (!/^(a|an|the|of|than|battery|screen|display)$/.test(toks[j].norm) && role[j] !== 'attr') break;
      }
      // "64 GB of storage or more": the comparator may follow the attribute's words
      for (let j = rangeEnd; j <= Math.min(toks.length - 1, rangeEnd + 4); j++) {
        const c = comparatorAt.get(j);
        if (c && c.at === 'after') {
          op = c.op;
          opEnd = j + c.len;
          break;
        }
        if (!(role[j] === 'attr' || /^(of|in|the|a|battery|storage|memory|ram|capacity|display|screen)$/.test(toks[j].norm))) break;
      }
      if (op === '=' && toks[i - 1]?.norm === 'in' && toks[i - 2] && /^(released|launched|announced|introduced|out|made)$/.test(toks[i - 2].norm)) op = '=';
    }
    // which attribute: by unit, then by the words around
    const isYear = !unit && Number.isInteger(value) && value >= 1950 && value <= 2100;
    const near = (a: AttrMention) => Math.min(Math.abs(a.start - i), Math.abs(a.end - 1 - i));
    const nearbyValue = valueMatches.find((v) => v.end === i || v.end === i - 1);
    let entry: LexEntry | null = null;
    let field: NumericField = 'num';
    let values: string[] | undefined;
    if (nearbyValue && !unit && !isYear) {
      // "Android 12": the number of a named value
      entry = lex.entries.get(mostCommonEntry(nearbyValue.values)) ?? null;
      values = nearbyValue.values.filter((v) => v.entry === entry?.iri).map((v) => v.iri);
      valueMatches.splice(valueMatches.indexOf(nearbyValue), 1);
    } else if (unit) {
      const compatible = [...lex.entries.values()].filter((e) => e.unit && unitCompatible(e.unit, unit!.symbol));
      const attr = attrs
        .filter((a) => compatible.includes(a.entry) && near(a) <= 8)
        .sort((a, b) => near(a) - near(b))[0];
      const grad = gradables.filter((g) => g.entry && compatible.includes(g.entry) && Math.abs(g.index - i) <= 6)[0];
      entry = attr?.entry ?? grad?.entry ?? compatible.sort((a, b) => b.numeric - a.numeric)[0] ?? null;
      if (attr) attr.used = true;
    } else if (isYear) {
      entry = yearEntry(lex);
      field = 'year';
      const attr = attrs.filter((a) => a.entry === entry && near(a) <= 4)[0];
      if (attr) attr.used = true;
    } else {
      const attr = attrs.filter((a) => a.entry.numeric > 0 && near(a) <= 6).sort((a, b) => near(a) - near(b))[0];
      entry = attr?.entry ?? null;
      if (attr) attr.used = true;
    }
    if (!entry) {
      doubts.push(`no attribute for the number ${toks[i].text}`);
      mark(i, rangeEnd, 'number');
      continue;
    }
    if (entry.numeric === 0 && entry.years > 0) field = 'year';
    // convert to the entry's unit when both have one of the same kind
    let v1 = value;
    let v2 = value2;
    if (unit && entry.unit && unit.symbol !== entry.unit) {
      const c1 = convert(defaultUnits(), value, unit, entry.unit);
      if (c1 !== null) {
        v1 = c1;
        if (v2 !== null) v2 = convert(defaultUnits(), v2, unit, entry.unit) ?? v2;
      } else doubts.push(`${toks[i].text} ${unit.symbol} cannot be compared with ${entry.label} in ${entry.unit}`);
    }
    const negated = negatedAt(toks, role, opStart);
    // "more than 4000 mAh" after a comparative adjective: "battery bigger than 4000" already handled by comparatorAt
    conditions.push({
      kind: 'numeric', entry: entry.iri, entryLabel: entry.label, field, op, value: v2 !== null ? Math.min(v1, v2) : v1,
      ...(v2 !== null ? { value2: Math.max(v1, v2) } : {}), unit: entry.unit, ...(values ? { values } : {}), negated,
      phrase: phraseOf(Math.min(opStart, i), Math.max(opEnd, rangeEnd)),
    });
    mark(Math.min(opStart, i), Math.max(opEnd, rangeEnd), 'number');
    mapping.push({
      phrase: phraseOf(Math.min(opStart, i), Math.max(opEnd, rangeEnd)),
      term: `${entry.label} ${op} ${v2 !== null ? `${v1}–${v2}` : v1}${entry.unit ? ` ${entry.unit}` : ''}`,
      kind: 'condition',
      confidence: unit || isYear ? 0.95 : 0.7,
    });
  }

  // ---- "in 2019 or 2020": two values of one attribute joined by "or" are alternatives
  for (let k = conditions.length - 1; k > 0; k--) {
    const b = conditions[k];
    const a = conditions[k - 1];
    if (a.kind !== 'numeric' || b.kind !== 'numeric' || a.entry !== b.entry || a.field !== b.field || a.negated !== b.negated) continue;
    if (!((a.op === '=' || a.op === 'in') && (b.op === '=' || b.op === 'in'))) continue;
    const between = question.slice(question.indexOf(a.phrase) + a.phrase.length, question.indexOf(b.phrase)).trim().toLowerCase();
    if (!/^(,?\s*or|or in|,)$/.test(between)) continue;
    const values = (c: typeof a) => (c.op === 'in' ? (c.set ?? [c.value]) : [c.value]);
    const set = [...values(a), ...values(b)];
    conditions.splice(k - 1, 2, { ...a, op: 'in', set, phrase: `${a.phrase} ${between} ${b.phrase}` });
  }

  // ---- remaining value matches become value conditions
  const valueEntries = new Set<string>();
  for (const m of valueMatches) {
    for (const v of m.values) valueEntries.add(v.entry);
    const entryIri = mostCommonEntry(m.values);
    const entry = lex.entries.get(entryIri);
    conditions.push({
      kind: 'value', entry: entryIri, entryLabel: entry?.label ?? '', values: [...new Set(m.values.map((v) => v.iri))],
      negated: negatedAt(toks, role, m.start), phrase: phraseOf(m.start, m.end),
    });
    mapping.push({ phrase: phraseOf(m.start, m.end), term: `${entry?.label ?? 'value'} has "${phraseOf(m.start, m.end)}"`, kind: 'value', confidence: 0.85 });
  }

  // ---- words left: map by meaning to attributes, else unmapped
  const unmapped: string[] = [...unknownPhrases];
  for (let i = 0; i < toks.length; i++) {
    if (role[i] !== null) continue;
    const t = toks[i];
    const isComparatorWord = [...comparatorAt.entries()].some(([at, c]) => i >= at && i < at + c.len);
    const isUnitWord = lookupUnit(t.text) !== null && !/^(in|m|s|h)$/i.test(t.text);
    if (isComparatorWord || isUnitWord || FILLER.has(t.norm) || NEGATIONS.has(t.norm) || GENERIC_SCOPE.has(t.norm) || isCueWord(t.norm)) {
      role[i] = 'filler';
      continue;
    }
    if (/^\d/.test(t.norm)) {
      unmapped.push(t.text);
      continue;
    }
    const category = ctx.words ? categoryByMeaning(lex, ctx.words, t.norm) : null;
    if (category) {
      scopeSets.push(new Set(category.category.entities));
      scopeLabels.push(t.text);
      role[i] = 'scope';
      mapping.push({ phrase: t.text, term: category.category.iri, kind: 'scope-by-meaning', confidence: round2(category.score) });
      continue;
    }
    const entry = ctx.words ? entryByMeaning(lex, ctx.words, t.norm) : null;
    if (entry) {
      attrs.push({ entry: entry.entry, start: i, end: i + 1, used: false, confidence: entry.score });
      role[i] = 'attr';
      mapping.push({ phrase: t.text, term: entry.entry.iri, kind: 'entry-by-meaning', confidence: round2(entry.score) });
      continue;
    }
    unmapped.push(t.text);
  }

  // ---- intent and target
  // "the largest screen size among…" asks for a value; "the thinnest Samsung phone" for the item
  const nounAfter = (index: number): Role | null => {
    for (let j = index + 1; j < Math.min(toks.length, index + 4); j++) if (role[j] !== 'filler' && role[j] !== null) return role[j];
    return null;
  };
  const intent = groups && !gradables.some((g) => g.degree !== 'base')
    ? { intent: 'compare-groups' as Intent }
    : compareCue && entities.length >= 2 && !gradables.some((g) => g.degree !== 'base')
      ? { intent: 'compare-table' as Intent }
      : decideIntent(lower, toks, entities.length, gradables, conditions.length, nounAfter);
  let target: Target | null = null;
  let direction: 'max' | 'min' | null = null;
  let limit: number | null = null;
  const needsTarget = ['argmax', 'argmin', 'max', 'min', 'avg', 'sum', 'lookup', 'compare'].includes(intent.intent);
  if (needsTarget) {
    const grad = gradables.find((g) => g.degree !== 'base' || intent.intent === 'lookup') ?? gradables[0];
    direction = intent.direction ?? grad?.direction ?? null;
    const anchor = grad?.index ?? intent.cueIndex ?? 0;
    const byDistance = (a: AttrMention, b: AttrMention) => Math.abs(a.start - anchor) - Math.abs(b.start - anchor);
    // a named attribute beats an adjective's attribute ("larger battery"), which beats a word mapped by meaning
    const named = attrs.filter((a) => !a.used && a.confidence >= 1).sort(byDistance)[0];
    const byMeaning = attrs.filter((a) => !a.used && a.confidence < 1).sort(byDistance)[0];
    const gradEntry = gradables.find((g) => g.entry)?.entry ?? null;
    const attr = named ?? (gradEntry ? undefined : byMeaning);
    let entry: LexEntry | null = attr?.entry ?? gradEntry ?? null;
    if (!entry && /^when\b|what year|which year/.test(lower)) entry = yearEntry(lex);
    if (entry && entry.numeric === 0 && entry.years === 0 && intent.intent !== 'lookup') {
      doubts.push(`${entry.label} has no numbers to compare`);
    }
    if (entry) {
      if (attr) attr.used = true;
      target = { entry: entry.iri, entryLabel: entry.label, field: entry.numeric === 0 && entry.years > 0 ? 'year' : 'num', unit: entry.unit };
    } else doubts.push('no attribute to rank, compare or look up');
    const top = /\btop\s+(\d+)\b|\b(\d+)\s+(?:cheapest|lightest|thinnest|largest|biggest|smallest|heaviest|most|least|best)\b/.exec(lower);
    if (top) limit = Number(top[1] ?? top[2]);
  }

  // ---- comparison tables: every attribute named (or the library's most common numeric ones)
  const targets: Target[] = [];
  if (intent.intent === 'compare-table' || intent.intent === 'compare-groups') {
    const toTarget = (e: LexEntry): Target => ({ entry: e.iri, entryLabel: e.label, field: e.numeric === 0 && e.years > 0 ? 'year' : 'num', unit: e.unit });
    for (const a of attrs.filter((x) => !x.used).sort((x, y) => x.start - y.start)) {
      if (a.entry.numeric === 0 && a.entry.years === 0) continue;
      a.used = true;
      if (!targets.some((t) => t.entry === a.entry.iri)) targets.push(toTarget(a.entry));
    }
    for (const g of gradables) if (g.entry && !targets.some((t) => t.entry === g.entry!.iri)) targets.push(toTarget(g.entry));
    if (targets.length === 0) {
      const common = [...lex.entries.values()].filter((e) => e.numeric + e.years > 0).sort((x, y) => y.numeric + y.years - (x.numeric + x.years));
      for (const e of common.slice(0, 5)) targets.push(toTarget(e));
    }
  }

  // ---- attributes named without a number: yes/no rows become conditions ("with NFC"); others must be explained
  if (['list', 'count', 'exists', 'check'].includes(intent.intent)) {
    for (const a of attrs) {
      if (a.used) continue;
      const e = a.entry;
      const phrase = phraseOf(a.start, a.end);
      if (e.booleans > 0 && e.booleans >= e.specs * 0.5) {
        conditions.push({ kind: 'boolean', entry: e.iri, entryLabel: e.label, value: true, negated: negatedAt(toks, role, a.start), phrase });
        mapping.push({ phrase, term: `${e.label} = yes`, kind: 'condition', confidence: a.confidence });
        a.used = true;
      } else if (valueEntries.has(e.iri) || conditions.some((c) => 'entry' in c && c.entry === e.iri)) {
        a.used = true;
      } else if (a.confidence < 1) {
        unmapped.push(phrase);
      } else doubts.push(`"${phrase}" is named, but no condition on it was understood`);
    }
  }

  let scope: string[] | null = null;
  if (scopeSets.length) {
    let acc = scopeSets[0];
    for (const s of scopeSets.slice(1)) acc = new Set([...acc].filter((x) => s.has(x)));
    scope = [...acc];
  }
  if (excluded.size) {
    scope = (scope ?? [...lex.entities.keys()]).filter((e) => !excluded.has(e));
    scopeLabels.push(`not ${excludedLabels.join(' or ')}`);
  }

  // ---- confidence
  let confidence = 1;
  // a list is defined by its conditions: one word not understood may be the condition that matters ("waterproof")
  const listLike = ['list', 'count', 'exists', 'argmax', 'argmin', 'max', 'min', 'avg', 'sum'].includes(intent.intent);
  confidence -= (listLike ? 0.45 : 0.3) * unmapped.length;
  confidence -= 0.3 * doubts.length;
  if (intent.intent === 'list' && conditions.length === 0 && !scope) {
    confidence = Math.min(confidence, 0.3);
    doubts.push('no condition or scope to list by');
  }
  if ((intent.intent === 'lookup' || intent.intent === 'check') && entities.length === 0) {
    confidence = Math.min(confidence, 0.2);
    doubts.push('no named entity to look up');
  }
  if (intent.intent === 'check' && conditions.length === 0) {
    confidence = Math.min(confidence, 0.3);
    doubts.push('nothing to check');
  }
  if (intent.intent === 'compare' && entities.length < 2) confidence = Math.min(confidence, 0.3);
  if ((intent.intent === 'compare-table' || intent.intent === 'compare-groups') && targets.length === 0) {
    confidence = Math.min(confidence, 0.3);
    doubts.push('no attribute to compare on');
  }
  if (scope && scope.length === 0) doubts.push('the scope matches no entity');

  return {
    question,
    intent: intent.intent,
    scope,
    scopeLabels,
    entities: entities.map((e) => ({ iri: e.entity.iri, name: e.entity.name })),
    conditions,
    target,
    targets,
    groups: groups ? groups.map((g) => ({ label: g.label, entities: [...g.set] })) : null,
    direction,
    limit,
    mapping,
    unmapped,
    confidence: Math.max(0, round2(confidence)),
    doubts,
  };
}
