// The English language resources of the no-model answer composer (resources/lang/en/*.json): which kind of
// answer a question expects, what opens a condition, what negates a statement, and which pronouns stand for a
// page's subject or open a clause. Read once per process per
// folder (they are read-only files a user may edit; a restart picks up edits), checked on load.
import fs from 'node:fs';
import path from 'node:path';
import { resourcePath } from '../../resources.ts';
import { quarryError } from '../../errors.ts';

export type AnswerType =
  | 'person' | 'organisation' | 'place' | 'date' | 'number' | 'amount' | 'money' | 'percent' | 'duration' | 'measure'
  | 'version' | 'licence' | 'command' | 'action';

export const ANSWER_TYPES: readonly AnswerType[] = ['person', 'organisation', 'place', 'date', 'number', 'amount', 'money', 'percent', 'duration', 'measure', 'version', 'licence', 'command', 'action'];

/**
 * How a question asks for something to do and how a sentence tells the reader to do it (actions.json): "what
 * can she do", "what does he need to do" ask for an action; "Contact the college …", "You'll need to confirm …"
 * and "you can either: - download …" state one.
 */
export interface ActionCues {
  /** The verb standing for any action in a "what … do" question ("do"). */
  questionVerbs: Set<string>;
  /** Who a sentence tells to act ("you"). */
  addressees: string[];
  /** Modal phrases that make a sentence to the addressee an obligation ("need to", "must"), longest first. */
  obligations: string[];
  /** … or a permission ("can", "may"), longest first. */
  permissions: string[];
  /** Adverbs that may stand between the addressee, the modal and the verb ("also", "first"). */
  fillers: Set<string>;
  /** Verbs of a state, not an act: "you must be over 60", "you must have lived here" state a condition. */
  states: Set<string>;
}

export interface Language {
  whWords: Map<string, AnswerType>;
  howPhrases: Map<string, AnswerType>;
  headNouns: Map<string, AnswerType>;
  yesNoOpeners: Set<string>;
  howToOpeners: string[];
  mentionVerbs: string[];
  /** Nouns that count documents themselves ("which files mention"); other nouns count folders of documents. */
  documentNouns: Set<string>;
  /** Comparative words → what they compare (dates or numbers) and which end wins. */
  comparatives: Map<string, { type: 'date' | 'number'; wins: 'least' | 'most' }>;
  /** Words asking for the end of a span of time ("died first"): the second date of a stated range ("1869 – 1945"). */
  rangeEndWords: Set<string>;
  /** Words a question uses around what it asks ("what kind of", "can I get"): not terms to match. */
  fillerWords: Set<string>;
  clauseOpeners: string[];
  strongOpeners: string[];
  requirementCues: string[];
  conditionHeadings: string[];
  listLeadIns: string[];
  negations: Set<string>;
  /** Verbs that carry little of a claim ("be", "get"): a negation of them negates what follows. */
  lightVerbs: Set<string>;
  /** Words that end a negation's reach (a new clause starts). */
  clauseBreaks: Set<string>;
  /** Words that open a subordinate clause (a negation inside one does not deny the main claim). */
  subordinators: Set<string>;
  /** word → its antonyms (both directions). */
  antonyms: Map<string, Set<string>>;
  /** Pronouns that open a sentence about its page's subject ("She was born …" on "Ada Lovelace"). */
  pageSubjectPronouns: Set<string>;
  /** Determiners that, with a common noun, stand for a page's subject at a sentence's start ("The band …"). */
  definiteDeterminers: Set<string>;
  /** Relative pronouns: after a noun they open a clause describing it ("the band that …", "the city in which …"). */
  relativePronouns: Set<string>;
  /** Endings of a verb's present tense ("plays"): such a verb after a noun is a main verb, not a participle. */
  presentEndings: string[];
  /** Words that open a new clause after a comma ("If you cannot get consent, you can …"). */
  clauseSubjects: Set<string>;
  /** Number words → the digits they stand for ("two" → "2"), from numbers.tsv (its plain numbers only). */
  numberWords: Map<string, string>;
  actions: ActionCues;
}

/** The plain number words of numbers.tsv ("word<TAB>value<TAB>unit"), as the digits they stand for. */
function numberWords(file: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!fs.existsSync(file)) return out;
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [word, value, kind] = line.split('\t').map((x) => x?.trim());
    if (!word || kind !== 'unit' || !/^\d+$/.test(value ?? '')) continue;
    out.set(word.toLowerCase(), value);
  }
  return out;
}

const loaded = new Map<string, Language>();

function readJson(file: string): Record<string, unknown> {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    throw quarryError('FILE_NOT_FOUND', `language resource ${file}`, e);
  }
  try {
    const v = JSON.parse(text) as unknown;
    if (!v || typeof v !== 'object' || Array.isArray(v)) throw new Error('not a JSON object');
    return v as Record<string, unknown>;
  } catch (e) {
    throw quarryError('FILE_CORRUPT', `language resource ${file}: ${(e as Error).message}`, e);
  }
}

function strings(file: string, obj: Record<string, unknown>, key: string): string[] {
  const v = obj[key];
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) throw quarryError('FILE_CORRUPT', `language resource ${file}: "${key}" must be a list of strings`);
  return (v as string[]).map((s) => s.toLowerCase());
}

function typeMap(file: string, obj: Record<string, unknown>, key: string): Map<string, AnswerType> {
  const v = obj[key];
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw quarryError('FILE_CORRUPT', `language resource ${file}: "${key}" must be an object`);
  const out = new Map<string, AnswerType>();
  for (const [word, type] of Object.entries(v as Record<string, unknown>)) {
    if (!ANSWER_TYPES.includes(type as AnswerType)) throw quarryError('FILE_CORRUPT', `language resource ${file}: "${word}" has unknown answer type "${String(type)}" (one of ${ANSWER_TYPES.join(', ')})`);
    out.set(word.toLowerCase(), type as AnswerType);
  }
  return out;
}

function comparatives(file: string, obj: Record<string, unknown>): Map<string, { type: 'date' | 'number'; wins: 'least' | 'most' }> {
  const v = obj.comparatives;
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw quarryError('FILE_CORRUPT', `language resource ${file}: "comparatives" must be an object`);
  const out = new Map<string, { type: 'date' | 'number'; wins: 'least' | 'most' }>();
  for (const [word, pair] of Object.entries(v as Record<string, unknown>)) {
    if (!Array.isArray(pair) || !['date', 'number'].includes(pair[0]) || !['least', 'most'].includes(pair[1])) {
      throw quarryError('FILE_CORRUPT', `language resource ${file}: comparative "${word}" must be ["date"|"number", "least"|"most"]`);
    }
    out.set(word.toLowerCase(), { type: pair[0], wins: pair[1] });
  }
  return out;
}

/** The language resources in `dir` (default: the shipped resources/lang/en). */
export function loadLanguage(dir = resourcePath('lang', 'en')): Language {
  const key = path.resolve(dir);
  const cached = loaded.get(key);
  if (cached) return cached;
  const qFile = path.join(dir, 'question-types.json');
  const cFile = path.join(dir, 'conditions.json');
  const pFile = path.join(dir, 'polarity.json');
  const nFile = path.join(dir, 'pronouns.json');
  const aFile = path.join(dir, 'actions.json');
  const act = readJson(aFile);
  const n = readJson(nFile);
  const q = readJson(qFile);
  const c = readJson(cFile);
  const p = readJson(pFile);
  const antonyms = new Map<string, Set<string>>();
  const pairs = p.antonyms;
  if (!Array.isArray(pairs) || pairs.some((x) => !Array.isArray(x) || x.length !== 2 || x.some((y) => typeof y !== 'string'))) {
    throw quarryError('FILE_CORRUPT', `language resource ${pFile}: "antonyms" must be a list of [word, word] pairs`);
  }
  for (const [a, b] of pairs as Array<[string, string]>) {
    for (const [x, y] of [[a, b], [b, a]]) {
      const set = antonyms.get(x.toLowerCase()) ?? new Set<string>();
      set.add(y.toLowerCase());
      antonyms.set(x.toLowerCase(), set);
    }
  }
  const byLength = (xs: string[]) => [...xs].sort((x, y) => y.length - x.length);
  const language: Language = {
    whWords: typeMap(qFile, q, 'whWords'),
    howPhrases: typeMap(qFile, q, 'howPhrases'),
    headNouns: typeMap(qFile, q, 'headNouns'),
    yesNoOpeners: new Set(strings(qFile, q, 'yesNoOpeners')),
    howToOpeners: byLength(strings(qFile, q, 'howToOpeners')),
    mentionVerbs: byLength(strings(qFile, q, 'mentionVerbs')),
    documentNouns: new Set(strings(qFile, q, 'documentNouns')),
    fillerWords: new Set(strings(qFile, q, 'fillerWords')),
    comparatives: comparatives(qFile, q),
    rangeEndWords: new Set(strings(qFile, q, 'rangeEndWords')),
    clauseOpeners: byLength(strings(cFile, c, 'clauseOpeners')),
    strongOpeners: byLength(strings(cFile, c, 'strongOpeners')),
    requirementCues: byLength(strings(cFile, c, 'requirementCues')),
    conditionHeadings: strings(cFile, c, 'conditionHeadings'),
    listLeadIns: strings(cFile, c, 'listLeadIns'),
    negations: new Set(strings(pFile, p, 'negations')),
    lightVerbs: new Set(strings(pFile, p, 'lightVerbs')),
    clauseBreaks: new Set(strings(pFile, p, 'clauseBreaks')),
    subordinators: new Set(strings(pFile, p, 'subordinators')),
    antonyms,
    pageSubjectPronouns: new Set(strings(nFile, n, 'pageSubject')),
    definiteDeterminers: new Set(strings(nFile, n, 'definite')),
    clauseSubjects: new Set(strings(nFile, n, 'clauseSubjects')),
    relativePronouns: new Set(strings(nFile, n, 'relative')),
    presentEndings: strings(nFile, n, 'presentEndings'),
    numberWords: numberWords(path.join(dir, 'numbers.tsv')),
    actions: {
      questionVerbs: new Set(strings(aFile, act, 'questionVerbs')),
      addressees: strings(aFile, act, 'addressees'),
      obligations: byLength(strings(aFile, act, 'obligations')),
      permissions: byLength(strings(aFile, act, 'permissions')),
      fillers: new Set(strings(aFile, act, 'fillers')),
      states: new Set(strings(aFile, act, 'states')),
    },
  };
  loaded.set(key, language);
  return language;
}
