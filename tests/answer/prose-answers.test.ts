// Answers from prose without a model: the question read for its expected answer type, the answer span shown
// first with the deciding sentence cited, yes/no with the sentence that decides it, conditions, "how do I" steps
// and code, and questions across documents. Fixture: tests/fixtures/prose (guides, a person, an allowance, packages).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from '../../shared/answer.ts';
import type { Library } from '../../electron/engine/store/library.ts';
import { openLibrary } from '../../electron/engine/store/library.ts';
import { indexFolders } from '../../electron/engine/ingest/index-folder.ts';
import { defaultDerivers } from '../../electron/engine/pipeline.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { citationResolves } from '../../electron/engine/answer/citations.ts';
import { analyseQuestion } from '../../electron/engine/answer/prose/question.ts';
import { loadLanguage } from '../../electron/engine/answer/prose/language.ts';
import { boundsIn, statedIn, violatedBound } from '../../electron/engine/answer/prose/quantities.ts';
import { polarityOf } from '../../electron/engine/answer/prose/yes-no.ts';
import { documentsByPathSuffix, getDocumentText } from '../../electron/engine/store/documents.ts';
import { rankUnits } from '../../electron/engine/answer/prose/rank.ts';
import { termWeights } from '../../electron/engine/answer/prose/term-weights.ts';
import { pathMentions } from '../../electron/engine/answer/prose/path-mentions.ts';
import { tempDir } from '../helpers/tmp.ts';

const PROSE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/prose');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let lib: Library;
beforeAll(async () => {
  lib = openLibrary(path.join(tempDir(), 'prose.quarry'));
  await indexFolders(lib, [PROSE], { derivers: defaultDerivers() });
}, 120_000);
afterAll(() => lib?.close());

const ask = (q: string) => answerQuestion(lib, q);
const deciding = (a: Answer) => a.citations.find((c) => c.id === a.prose?.deciding)!;

describe('what a question expects', () => {
  const lang = loadLanguage();
  it.each([
    ['Who did Ada Lovelace work with?', 'person'],
    ['When was Ada Lovelace born?', 'date'],
    ['How many children did Ada Lovelace have?', 'number'],
    ['Where was Ada Lovelace born?', 'place'],
    ['In what year was the company founded?', 'date'],
    ['The awards took place in what Nevada county?', 'place'],
    ['What licence is bash under?', 'licence'],
    ['Which version of git added the option?', 'version'],
    ['How long does the warranty last?', 'duration'],
    ['How much does it cost to apply?', 'amount'],
  ])('%s → %s', (q, type) => {
    const a = analyseQuestion(q, lang);
    expect(a.form).toBe('factoid');
    expect(a.expected).toBe(type);
  });

  it('tells yes/no, choice, "how do I" and cross-document questions apart, and a scenario from its question', () => {
    expect(analyseQuestion('Can I apply online?', lang).form).toBe('yesno');
    expect(analyseQuestion("Isn't bash free software?", lang)).toMatchObject({ form: 'yesno', negated: true });
    expect(analyseQuestion('Which band formed first, Hanson or Hanna?', lang)).toMatchObject({ form: 'choice', options: ['Hanson', 'Hanna'] });
    expect(analyseQuestion('Were Scott Derrickson and Ed Wood of the same nationality?', lang)).toMatchObject({ form: 'yesno', relation: 'same', options: ['Scott Derrickson', 'Ed Wood'] });
    expect(analyseQuestion('How do I install the package?', lang).form).toBe('howto');
    expect(analyseQuestion('How many guides cover battery care?', lang)).toMatchObject({ form: 'documents', documents: { topic: 'battery care', noun: 'guides', count: true } });
    const s = analyseQuestion('I am 17 and live in Kent. My brother lives with me Can I apply to be his guardian?', lang);
    expect(s).toMatchObject({ form: 'yesno', question: 'Can I apply to be his guardian?' });
    expect(s.context).toMatch(/^I am 17 and live in Kent\. My brother lives with me$/);
    expect(s.terms.find((t) => t.text === 'Kent')!.weight).toBeLessThan(s.terms.find((t) => t.text === 'guardian')!.weight);
    // a subordinate clause after a comma continues the question; a question after a leading clause starts there
    const sub = analyseQuestion('I have arthritis. What level of allowance can I claim, when I have no carer?', lang);
    expect(sub).toMatchObject({ question: 'What level of allowance can I claim, when I have no carer?' });
    expect(sub.expected).not.toBe('date');
    expect(analyseQuestion('As his guardian, can I take him abroad?', lang).question).toBe('can I take him abroad?');
    // a question that negates its own verb is asked in the negative; a negation in its condition or subordinate clause is not
    expect(analyseQuestion('Do I have no rights because the job was only verbally agreed?', lang).negated).toBe(true);
    expect(analyseQuestion('Can I apply online if I am not in the UK?', lang).negated).toBe(false);
    expect(analyseQuestion('Can my partner take leave even though he is not the parent?', lang).negated).toBe(false);
  });
});

describe('a sentence answer, the span first', () => {
  it.each([
    ['When was Ada Lovelace born?', '10 December 1815', 'Ada Lovelace (born 10 December 1815) was an English mathematician.'],
    ['Where was Ada Lovelace born?', 'London', 'She was born in London, England.'],
    ['How many children did Ada Lovelace have?', 'three', 'She had three children.'],
    ['Who did Ada Lovelace work with?', 'Charles Babbage', 'She worked with Charles Babbage on the Analytical Engine.'],
    ['What licence is Quarry under?', 'GPL-3+', 'Quarry is licensed under the GPL-3+ licence since version 2.1.'],
  ])('%s', async (q, span, sentence) => {
    const a = await ask(q);
    expect(a.route).toBe('textual');
    expect(a.answer.startsWith(`**${span}** — ${sentence} [1]`)).toBe(true);
    expect(a.answer).not.toMatch(/closest match/);
    expect(a.prose).toMatchObject({ form: 'factoid', span });
    // the citation is the deciding sentence, its emphasis the span
    const c = deciding(a);
    expect(c).toMatchObject({ role: 'answer', snippet: sentence });
    expect(citationResolves(lib.db, c)).toBe(true);
    if (c.emphasis) expect(getDocumentText(lib.db, c.docId)!.slice(c.emphasis.start, c.emphasis.end)).toBe(span);
    // the span shown first is the answer's value, a count as a number ("three" → 3)
    expect(a.value).toBe(span === 'three' ? 3 : span);
  });
});

describe('yes/no with the deciding sentence', () => {
  it('answers no from a negated statement the question meets, and cites it', async () => {
    const a = await ask("Can I get Carer's Allowance if I live abroad?");
    expect(a.kind).toBe('boolean');
    expect(a.value).toBe(false);
    expect(a.prose?.yesNo).toBe('no');
    expect(a.answer).toMatch(/^\*\*No\*\* — You cannot get Carer's Allowance if you live abroad for more than 4 weeks\. \[1\]/);
    expect(deciding(a).snippet).toBe("You cannot get Carer's Allowance if you live abroad for more than 4 weeks.");
  });

  it('answers yes with the conditions it holds under, each cited (a restriction under another condition does not decide)', async () => {
    const a = await ask("Can I get Carer's Allowance?");
    expect(a.prose?.yesNo).toBe('yes');
    expect(a.answer).toMatch(/^\*\*Yes\*\* — You can apply for Carer's Allowance if: \[1\]/);
    expect(a.prose!.conditions.map((c) => c.text)).toEqual(["- you're 16 or over", '- you spend at least 35 hours a week caring for someone', '- you earn no more than £151 a week']);
    for (const cond of a.prose!.conditions) {
      const c = a.citations.find((x) => x.id === cond.citation)!;
      expect(c.role).toBe('condition');
      expect(c.snippet).toBe(cond.text);
      expect(a.answer).toContain(`${cond.text.replace(/^- /, '')} [${c.id.slice(1)}]`);
    }
  });

  it('answers no when the scenario states a quantity outside a condition', async () => {
    const a = await ask("I am 15 and care for my mother 40 hours a week. Can I apply for Carer's Allowance?");
    expect(a.prose?.yesNo).toBe('no');
    expect(a.prose?.why).toMatch(/15 is outside "16"/);
  });

  it("says the documents don't say when the question's words are in no document", async () => {
    const a = await ask('Is Quarry written in Rust?');
    expect(a.prose?.yesNo).toBe('unknown');
    expect(a.value).toBeNull();
    expect(a.answer).toMatch(/^The documents don't say\./);
  });

  it('answers no when the scenario is one item of the list a negated lead-in ends with, and yes when it is none', async () => {
    const no = await ask('I have a place in the student halls my university runs. Must I show proof of my right to rent?');
    expect(no.prose?.yesNo).toBe('no');
    expect(deciding(no).snippet).toBe('You will not have to show proof of your right to rent if you live in:');
    const yes = await ask('I am about to rent a flat from a private landlord. Must I show proof of my right to rent?');
    expect(yes.prose?.yesNo).toBe('yes');
  });

  it('reads a negation through a light verb into its object, where a tagger may read a noun as a verb', () => {
    const lang = loadLanguage();
    const q = analyseQuestion('My neighbour is ill. Will my employer give me paid leave from work to look after her?', lang);
    // wink tags "time" in "time off work" as a verb: the negation still reaches "work"
    expect(polarityOf('You do not have a statutory right to time off work to look after a neighbour.', q, lang).negative).toBe(true);
    // a content verb right after the negation (through "be able to") is what it denies
    const run = analyseQuestion('Can I run it on macOS?', lang);
    expect(polarityOf('You will not be able to configure it on macOS.', run, lang).negative).toBe(false);
    // an elided predicate: "… but they don't have to" denies the verb stated before it
    const pay = analyseQuestion('My employer gave me leave. Do they have to pay for my time off?', lang);
    expect(polarityOf("Your employer may pay you for time off to look after dependants but they don't have to.", pay, lang).negative).toBe(true);
    expect(polarityOf('Your employer may pay you for time off to look after dependants.', pay, lang).negative).toBe(false);
    // a negation after a relative clause that has its own verb is the main clause's ("those who … do not qualify")
    const qualify = analyseQuestion('I took early retirement. Do I qualify for redundancy pay?', lang);
    expect(polarityOf('Those who opted for early retirement do not qualify for redundancy pay.', qualify, lang).negative).toBe(true);
    // while one inside the subordinate clause does not deny the main claim
    const apply = analyseQuestion('Can I apply to be a special guardian?', lang);
    expect(polarityOf('You can apply to be a special guardian when they cannot live with their parents.', apply, lang).negative).toBe(false);
  });

  it('reads a table row or a "Key: value" line by its value: a no is no, a key said the other way round turns it', () => {
    const lang = loadLanguage();
    const q = analyseQuestion('Is Second Skin a world premiere?', lang);
    expect(polarityOf('World premiere | No', q, lang)).toMatchObject({ negative: true, why: 'row: "World premiere" is "No"' });
    expect(polarityOf('| World premiere | ✓ |', q, lang).negative).toBe(false);
    const pets = analyseQuestion('Are pets allowed at the Seehof?', lang);
    expect(polarityOf('No pets: Yes', pets, lang).negative).toBe(true);
    expect(polarityOf('Pets allowed: No', pets, lang).negative).toBe(true);
    // a row of another property is no row of this question
    expect(polarityOf('Pool: No', pets, lang).negative).toBe(false);
  });

  it('reads bounds and stated quantities', () => {
    expect(boundsIn('weigh 120kg or less')).toMatchObject([{ value: 120, side: 'max', unit: 'kg' }]);
    expect(boundsIn("you're over 18")).toMatchObject([{ value: 18, side: 'min', strict: true, unit: 'age' }]);
    expect(statedIn('I am a 17 year old from Kent')).toMatchObject([{ value: 17, unit: 'age' }]);
    expect(violatedBound('- have a waist measurement of 110cm or less', 'his waistline is 130cm')?.stated.value).toBe(130);
    expect(violatedBound('at least 2 years of continuous service', 'I have 3 years of continuous service')).toBeNull();
  });
});

describe('questions about two named things', () => {
  it('picks the option whose own page states the earlier date, and quotes its evidence first', async () => {
    const a = await ask('Who was born first, Ada Lovelace or Charles Babbage?');
    expect(a.prose).toMatchObject({ form: 'choice', span: 'Charles Babbage' });
    expect(a.answer).toMatch(/^\*\*Charles Babbage\*\* — Charles Babbage \(born 26 December 1791\)/);
    expect(a.prose?.why).toMatch(/Ada Lovelace: 10 December 1815 vs Charles Babbage: 26 December 1791/);
  });

  it('answers "the same …" and "both …" from each one\'s evidence', async () => {
    const same = await ask('Were Ada Lovelace and Charles Babbage of the same nationality?');
    expect(same.prose).toMatchObject({ form: 'yesno', yesNo: 'yes' });
    expect(same.prose?.why).toMatch(/both: english/);
    const both = await ask('Were Ada Lovelace and Charles Babbage both mathematicians?');
    expect(both.prose?.yesNo).toBe('yes');
  });

  it('answers no when the page states the fact without the name the question asserts', async () => {
    const a = await ask('Was Ada Lovelace born in Paris?');
    expect(a.prose?.yesNo).toBe('no');
    expect(deciding(a).snippet).toBe('She was born in London, England.');
  });
});

describe('"how do I" answers with the steps or the code', () => {
  it('quotes the numbered steps under their lead-in, cited as one range', async () => {
    const a = await ask('How do I install Quarry from source?');
    expect(a.prose?.form).toBe('howto');
    expect(a.answer).toMatch(/^To install Quarry from source: \[1\]\n1\. Clone the repository\.\n2\. Run npm install in the checkout\.\n3\. Start the app with npm start\./);
    const c = a.citations[0];
    expect(c.role).toBe('step');
    expect(c.snippet).toMatch(/^To install Quarry from source:[\s\S]*Start the app with npm start\.$/);
    expect(citationResolves(lib.db, c)).toBe(true);
  });

  it('quotes the command a lead-in introduces as code', async () => {
    const a = await ask('How do I back up a library?');
    expect(a.answer).toMatch(/run this command: \[1\]\n```\nquarry backup --to \/media\/usb\n```/);
  });
});

describe('documentation: sections, definitions and files named in the text', () => {
  it('answers "what\'s new in X 2.1" with the section its release title opens, up to the next release', async () => {
    const a = await ask("What's new in quarrytool 2.1?");
    expect(a.answer).toMatch(/^Noteworthy changes in release 2\.1 \(2023-05-01\) \[1\]:\n- The --fast option compresses quicker\. \[2\]\n- Archives now keep their modification times\. \[3\]/);
    expect(a.answer).not.toContain('-q option');
    expect(a.citations[0]).toMatchObject({ role: 'answer', path: 'tools/quarrytool/NEWS.txt' });
  });

  it('answers "what is X" with the sentence that defines it', async () => {
    const a = await ask('What is quarrytool?');
    expect(a.answer.startsWith('quarrytool is a small compressor for library files. [1]')).toBe(true);
  });

  it('follows a file named in a sentence to that file', () => {
    const found = documentsByPathSuffix(lib.db, 'quarrytool/NEWS.txt');
    expect(found.map((d) => d.relpath)).toEqual(['tools/quarrytool/NEWS.txt']);
    expect(documentsByPathSuffix(lib.db, 'NEWS.txt').map((d) => d.relpath)).toEqual(['tools/quarrytool/NEWS.txt']);
    expect(documentsByPathSuffix(lib.db, '%')).toEqual([]);
    const pointer = lib.db.prepare(`SELECT b.id, b.doc_id AS docId, b.text, b.start, b."end" AS "end", b.heading_path AS headingPath, d.relpath FROM blocks b JOIN documents d ON d.id = b.doc_id WHERE d.relpath = 'tools/quarrytool/changelog.txt'`).get() as { id: number; docId: number; text: string; start: number; end: number; headingPath: string; relpath: string };
    const passage = { blockId: pointer.id, docId: pointer.docId, path: pointer.relpath, headingPath: pointer.headingPath ? pointer.headingPath.split(' > ') : [], text: pointer.text, start: pointer.start, end: pointer.end };
    const q = analyseQuestion('What does the new upstream release bring?', loadLanguage());
    const ranked = rankUnits([passage], q, termWeights(lib.db, q.terms));
    const pointed = pathMentions(lib.db, ranked, [passage]);
    expect([...new Set(pointed.passages.map((p) => p.path))]).toEqual(['tools/quarrytool/NEWS.txt']);
    expect([...pointed.pointers.values()][0]).toMatch(/see NEWS\.txt/);
  });
});

describe('questions across documents', () => {
  it('lists and counts the folders that mention a topic, one citation each', async () => {
    const list = await ask('Which packages mention systemd?');
    expect(list.route).toBe('textual');
    expect(list.kind).toBe('list');
    expect(list.items.map((i) => i.name)).toEqual(['pkgs/alpha', 'pkgs/beta']);
    for (const item of list.items) {
      expect(item.citations).toHaveLength(1);
      const c = list.citations.find((x) => x.id === item.citations[0])!;
      expect(c.role).toBe('document');
      expect(c.path.startsWith(`${item.name}/`)).toBe(true);
      expect(c.snippet).toMatch(/systemd/);
    }
    const count = await ask('How many packages mention systemd?');
    expect(count).toMatchObject({ kind: 'count', value: 2 });
    expect(count.answer).toMatch(/^\*\*2\*\* packages mention "systemd":/);
  });

  it('counts documents when asked about files', async () => {
    const b = await ask('Which files mention Charles Babbage?');
    expect(b.items.map((i) => i.name)).toEqual(['people/ada.md', 'people/babbage.md']);
    expect(b.answer).toMatch(/^\*\*2\*\* files mention "Charles Babbage":\n\n- \*\*people\/ada\.md\*\* — She worked with Charles Babbage on the Analytical Engine\. \[1\]\n- \*\*people\/babbage\.md\*\* — Charles Babbage \(born/);
    const one = await ask('Which files mention the Difference Engine?');
    expect(one.answer).toMatch(/^\*\*1\*\* file mentions "the Difference Engine":/);
    const none = await ask('Which files mention a warranty?');
    expect(none.kind).toBe('none');
    expect(none.answer).toBe('No document in the library mentions "a warranty".');
  });
});

describe('English comes from the language resources, not from engine code', () => {
  it('a condition clause ends at a comma only before a clause subject the resource lists', async () => {
    const { conditionClauses } = await import('../../electron/engine/answer/prose/conditions.ts');
    const fs = await import('node:fs');
    const shipped = loadLanguage();
    const text = 'If you are over 18, you can apply online.';
    const ends = (lang: ReturnType<typeof loadLanguage>) => conditionClauses(text, lang).map((c) => text.slice(c.start, c.end));
    expect(ends(shipped)).toEqual(['If you are over 18']);
    // the same sentence read with a copy of the resources whose clause subjects leave out "you"
    const dir = tempDir('lang-');
    for (const f of fs.readdirSync(path.join(root, 'resources', 'lang', 'en'))) fs.copyFileSync(path.join(root, 'resources', 'lang', 'en', f), path.join(dir, f));
    const pronouns = JSON.parse(fs.readFileSync(path.join(dir, 'pronouns.json'), 'utf8')) as { clauseSubjects: string[] };
    pronouns.clauseSubjects = pronouns.clauseSubjects.filter((w) => w !== 'you');
    fs.writeFileSync(path.join(dir, 'pronouns.json'), JSON.stringify(pronouns));
    expect(ends(loadLanguage(dir))).toEqual(['If you are over 18, you can apply online']);
  });
});

describe('the span of the kind asked', () => {
  it('a name headed by the noun the question asks for is the span ("what county" → "Clark County")', () => {
    const lang = loadLanguage();
    const text = 'Paradise is an unincorporated town in Clark County, Nevada, United States.';
    const passage = { blockId: 1, docId: 1, path: 'Paradise, Nevada.txt', headingPath: ['Paradise, Nevada'], text, start: 0, end: text.length };
    const q = analyseQuestion('The awards took place in what Nevada county?', lang);
    const weights = new Map(q.terms.map((t) => [t.stem, 1]));
    const [best] = rankUnits([passage], q, weights, { wantSpan: true, language: lang });
    expect(best.span?.text).toBe('Clark County');
  });

  it('a name written in title case is one name, though it holds a number or a determiner', async () => {
    const { analyse } = await import('../../electron/engine/answer/prose/nlp.ts');
    const { nameCandidates } = await import('../../electron/engine/answer/prose/types/index.ts');
    const found = (t: string) => nameCandidates(analyse(t), { focus: [] }).map((c) => c.text);
    expect(found('Minus the Machine is the sixth studio album by American rock band 10 Years.')).toContain('10 Years');
    expect(found('"Text Me Merry Christmas" is a song performed by Straight No Chaser and Kristen Bell.')).toContain('Straight No Chaser and Kristen Bell');
    // a date stays a date
    expect(found('The ceremony took place on 10 December 2005 in Paris.')).not.toContain('10 December');
  });
  it('a name ending in a noun of a kind of place or organisation is that kind, not a person', async () => {
    const { analyse } = await import('../../electron/engine/answer/prose/nlp.ts');
    const { candidatesOf } = await import('../../electron/engine/answer/prose/types/index.ts');
    const { loadLanguage } = await import('../../electron/engine/answer/prose/language.ts');
    const heads = loadLanguage().headNouns;
    const text = 'The Shahi dynasties ruled the Kabul Valley until Trilochanpala Shahi died.';
    const strength = (type: 'person' | 'place', name: string) => candidatesOf(analyse(text), type, { focus: [], heads }).find((c) => c.text === name)?.strength ?? 0;
    expect(strength('person', 'Kabul Valley')).toBeLessThan(strength('person', 'Trilochanpala Shahi'));
    expect(strength('place', 'Kabul Valley')).toBeGreaterThanOrEqual(0.9);
    // a question asking "which river" expects a place
    expect(heads.get('river')).toBe('place');
  });
  it('an acronym or a title in capitals is no person', async () => {
    const { analyse } = await import('../../electron/engine/answer/prose/nlp.ts');
    const { candidatesOf } = await import('../../electron/engine/answer/prose/types/index.ts');
    const text = 'The GPL-compatible TERMS AND CONDITIONS were set by the PSF, and Frob was written by Ada Byrne.';
    const persons = candidatesOf(analyse(text), 'person', { focus: [] });
    expect(persons[0]?.text).toBe('Ada Byrne');
    expect(persons.find((c) => c.text === 'PSF')?.strength ?? 0).toBeLessThan(0.5);
  });
});
