// An exact answer stands on the question or is not shown: a release number no condition holds, an attribute no word
// names while words stay unexplained, a "what is X" read as the items named X, and an uncited yes/no that leaves
// words out all go to the text (on the Debian documentation fixture: sed, jq, tmux, patch).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibrary, type Library } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { entityByOneWord, exactGrounding, explainsEveryWord, leavesNameOut, partlyKnownName } from '../../electron/engine/answer/exact-grounding.ts';
import { loadLanguage } from '../../electron/engine/answer/prose/language.ts';
import type { QueryPlan } from '../../electron/engine/retrieve/symbolic/index.ts';
import { tempDir } from '../helpers/tmp.ts';

const fixture = path.resolve(__dirname, '..', 'fixtures', 'debian-docs');

let lib: Library;
beforeAll(async () => {
  lib = openLibrary(path.join(tempDir(), 'grounding.quarry'));
  await indexFolders(lib, [fixture], { derivers: defaultDerivers() });
}, 180_000);
afterAll(() => lib?.close());

const plan = (p: Partial<QueryPlan>): QueryPlan => ({
  question: '', intent: 'lookup', scope: null, scopeLabels: [], entities: [], conditions: [], target: null, targets: [], groups: null,
  direction: null, limit: null, mapping: [], unmapped: [], confidence: 1, doubts: [], roles: [], ...p,
});
const target = (label: string) => ({ entry: label, entries: [label], entryLabel: label, field: 'num' as const, unit: null });

describe('whether an exact reading stands on the question', () => {
  const lang = loadLanguage();
  it('a number no condition holds leaves the question unanswered', () => {
    const g = exactGrounding(plan({ question: 'When was tar 1.34 released?', target: target('Latest upload date'), roles: [
      { text: 'When', role: 'function', reason: '' }, { text: 'tar', role: 'entity', reason: '' }, { text: '1.34', role: 'number', reason: 'a number no attribute takes' },
    ] }), lang);
    expect(g.grounded).toBe(false);
  });
  it('an attribute no word names, with words left over, is a guess', () => {
    const roles = [{ text: 'Who', role: 'function', reason: '' }, { text: 'wrote', role: 'context', reason: '' }, { text: 'bzip2', role: 'entity', reason: '' }];
    expect(exactGrounding(plan({ question: 'Who wrote bzip2?', target: target('Latest uploader'), roles }), lang).grounded).toBe(false);
    // a word of the label, or an ordering word of the same kind ("most recent" for "Latest"), names it
    const named = [{ text: 'Who', role: 'function', reason: '' }, { text: 'packaged', role: 'mentioned', reason: '' }, { text: 'most', role: 'gradable', reason: '' }, { text: 'recent', role: 'gradable', reason: '' }, { text: 'tmux', role: 'entity', reason: '' }];
    expect(exactGrounding(plan({ question: 'who packaged the most recent tmux?', target: target('Latest uploader'), roles: named }), lang).grounded).toBe(true);
    const uploaded = [{ text: 'Who', role: 'function', reason: '' }, { text: 'uploaded', role: 'mentioned', reason: '' }, { text: 'curl', role: 'entity', reason: '' }];
    expect(exactGrounding(plan({ question: 'Who uploaded curl?', target: target('Latest uploader'), roles: uploaded }), lang).grounded).toBe(true);
  });
  it("any label of the attribute, or the unit the answer is asked in, names it", () => {
    // "When did the Fremont café open?": Founded, whose layouts also write "Opened"
    const open = [{ text: 'When', role: 'function', reason: '' }, { text: 'Fremont', role: 'entity', reason: '' }, { text: 'open', role: 'mentioned', reason: '' }];
    expect(exactGrounding(plan({ question: 'When did the Fremont café open?', target: target('Founded'), roles: open }), lang).grounded).toBe(false);
    expect(exactGrounding(plan({ question: 'When did the Fremont café open?', target: { ...target('Founded'), labels: ['Founded', 'Since', 'Opened'] }, roles: open }), lang).grounded).toBe(true);
    // "When can I move into 70 Queen Street?": a part of a compound label ("Move-in date") names it
    const move = [{ text: 'When', role: 'function', reason: '' }, { text: 'move', role: 'mentioned', reason: '' }, { text: 'Queen', role: 'entity', reason: '' }];
    expect(exactGrounding(plan({ question: 'When can I move into 70 Queen Street?', target: { ...target('Available from'), labels: ['Available from', 'Move-in date'] }, roles: move }), lang).grounded).toBe(true);
    // "How many miles has the Mazda CX-5 done?": the miles ask for its Mileage
    const miles = [{ text: 'How', role: 'intent', reason: '' }, { text: 'miles', role: 'answer-unit', reason: 'the answer in mi' }, { text: 'Mazda', role: 'entity', reason: '' }, { text: 'done', role: 'context', reason: '' }];
    expect(exactGrounding(plan({ question: 'How many miles has the Mazda CX-5 done?', target: target('Mileage'), roles: miles }), lang).grounded).toBe(true);
  });
  it('an uncited yes/no stands only where the library knows every word', () => {
    // "Can you find any devices in these documents that … support 5G?": words it knows but needs for no condition
    const known = [{ text: 'devices', role: 'mentioned', reason: '' }, { text: 'documents', role: 'mentioned', reason: '' }, { text: '5G', role: 'feature', reason: '' }];
    expect(explainsEveryWord(plan({ intent: 'exists', roles: known }))).toBe(true);
    // "Does grep 3.8 use PCRE2 …?": a word it does not know
    const unknown = [{ text: 'grep', role: 'entity', reason: '' }, { text: 'PCRE2', role: 'unmapped', reason: '' }];
    expect(explainsEveryWord(plan({ intent: 'check', roles: unknown }))).toBe(false);
  });
  it('an absence says nothing where the plan leaves out a name the question writes, but stands beside a common word', () => {
    const r = (text: string, role: string) => ({ text, role, reason: '' });
    expect(leavesNameOut(plan({ intent: 'check', roles: [r('Does', 'function'), r('grep', 'entity'), r('3.8', 'number'), r('use', 'attribute'), r('PCRE2', 'unmapped'), r('for', 'function'), r('regular', 'context')] }))).toBe(true);
    expect(leavesNameOut(plan({ intent: 'check', roles: [r('Does', 'function'), r('the', 'function'), r('Lenovo', 'entity'), r('Tab', 'entity'), r('have', 'function'), r('fingerprint', 'value'), r('reader', 'unmapped')] }))).toBe(false);
  });
  it('one common word of a long item name, said in lower case, does not name the item', () => {
    const r = (text: string, role: string) => ({ text, role, reason: '' });
    const loan = plan({ question: 'I do not know how much the loan is. How much funding is available?', entities: [{ iri: 'x', name: "The loan is 'written off' or 'released' (not repaid)" }], target: target('Amount'),
      roles: [r('I', 'function'), r('know', 'context'), r('how', 'intent'), r('much', 'intent'), r('the', 'entity'), r('loan', 'entity'), r('is', 'entity'), r('funding', 'mentioned')] });
    expect(entityByOneWord(loan)).toBe('the loan is');
    expect(exactGrounding(loan, lang).grounded).toBe(false);
    // the item's own short name, or a name written as one, names it
    const short = plan({ entities: [{ iri: 'y', name: 'tmux' }], roles: [r('Who', 'function'), r('uploaded', 'mentioned'), r('tmux', 'entity')] });
    expect(entityByOneWord(short)).toBeNull();
    const named = plan({ entities: [{ iri: 'z', name: 'Lenovo Tab P11 Plus' }], roles: [r('Lenovo', 'entity'), r('price', 'attribute')] });
    expect(entityByOneWord(named)).toBeNull();
  });
  it('a name the question writes, known only in part, is not the items its known word names', () => {
    const r = (text: string, role: string) => ({ text, role, reason: '' });
    // "Baraki Barak District …": every item named "… District" is no answer about Baraki Barak District
    const district = [r('Baraki', 'context'), r('Barak', 'unmapped'), r('District', 'scope'), r('is', 'function'), r('situated', 'context'), r('in', 'function'), r('a', 'function'), r('province', 'context'), r('whose', 'function'), r('capital', 'mentioned'), r('is', 'function'), r('what', 'intent')];
    expect(partlyKnownName(district)).toBe('Barak District');
    expect(exactGrounding(plan({ question: 'Baraki Barak District is situated in a province whose capital is what?', intent: 'list', roles: district }), lang).grounded).toBe(false);
    // "the 39th Vice President of the United States": a name joined by "of the"
    const states = [r('Who', 'function'), r('did', 'function'), r('the', 'function'), r('39th', 'function'), r('Vice', 'unmapped'), r('President', 'mentioned'), r('of', 'function'), r('the', 'function'), r('United', 'unmapped'), r('States', 'scope'), r('serve', 'context'), r('under', 'mentioned')];
    expect(partlyKnownName(states)).toBe('Vice President of the United States');
    // a name known whole, a title before a person's name, and a question written in title case stand
    const whole = [r('Which', 'intent'), r('phones', 'scope'), r('from', 'function'), r('Samsung', 'entity'), r('Galaxy', 'entity'), r('have', 'function'), r('5G', 'feature')];
    expect(partlyKnownName(whole)).toBeNull();
    const titled = [r('Who', 'function'), r('employs', 'context'), r('Dr', 'unmapped'), r('Sarah', 'entity'), r('Lindgren', 'entity')];
    expect(partlyKnownName(titled)).toBeNull();
    const possessive = [r('Is', 'function'), r('the', 'function'), r('IDEA', 'mentioned'), r('algorithm', 'value'), r('enabled', 'function'), r('in', 'function'), r("Debian's", 'context'), r('OpenSSL', 'entity')];
    expect(partlyKnownName(possessive)).toBeNull();
    const titleCase = [r('What', 'intent'), r('Is', 'function'), r('The', 'function'), r('Price', 'attribute'), r('Of', 'function'), r('The', 'function'), r('Acme', 'entity'), r('Turbo', 'unmapped')];
    expect(partlyKnownName(titleCase)).toBeNull();
  });
  it('"what is X" is not the items named X', () => {
    const roles = [{ text: 'What', role: 'intent', reason: '' }, { text: 'is', role: 'function', reason: '' }, { text: 'libcbor', role: 'value', reason: '' }];
    expect(exactGrounding(plan({ question: 'What is libcbor?', intent: 'list', roles }), lang).grounded).toBe(false);
  });
});

describe('answers on the Debian documentation fixture', () => {
  it('a release date is read from the release notes, not the latest upload', async () => {
    const a = await answerQuestion(lib, 'When was sed 4.9 released?');
    expect(a.route).toBe('textual');
    expect(a.answer).toContain('2022-11-06');
    expect(a.citations[0]?.path).toBe('sed/NEWS');
  });
  it('"who wrote" is not read as the latest uploader', async () => {
    const a = await answerQuestion(lib, 'Who wrote jq?');
    expect(a.route).toBe('textual');
    expect(a.answer).not.toMatch(/latest uploader/i);
  });
  it('an exact "no" to a check that leaves a word unknown is an absence: the text answers, and cites first', async () => {
    // (read as "sed has 4.9 and use", which sed's page does not state: no row says the no)
    const a = await answerQuestion(lib, 'Does sed 4.9 use PCRE2 for regular expressions?');
    expect(a.route).toBe('textual');
    expect(a.answer).not.toMatch(/does not have/);
    // the exact answer not shown leaves no citation before the text's
    expect(a.citations[0]?.snippet).toContain('regular expression');
  });
  it('an exact lookup the question names stays exact', async () => {
    const a = await answerQuestion(lib, 'Who uploaded the latest version of sed?');
    expect(a.route).toBe('symbolic');
  });
});
