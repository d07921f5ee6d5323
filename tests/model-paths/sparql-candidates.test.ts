// Model-written SPARQL without a model: graph patterns, prompt budget, candidate checks, and the whole path
// through answerQuestion with a scripted runtime (a valid, an over-broad, a refused and a broken candidate).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { libraryRdf } from '../../electron/engine/store/library-rdf.ts';
import { getLexicon, type Lexicon } from '../../electron/engine/retrieve/symbolic/lexicon.ts';
import {
  entrySections, graphPatterns, patternsByWords, specValues, runCandidates, salvageQueries, namedIris, shortIri, sparqlCandidatePrompt, withPrefixes, sparqlWithModel,
} from '../../electron/engine/retrieve/symbolic/model/index.ts';
import { answerSymbolically } from '../../electron/engine/retrieve/symbolic/index.ts';
import { answerQuestion } from '../../electron/engine/answer/answer-question.ts';
import { citationResolves } from '../../electron/engine/answer/citations.ts';
import { shopLibrary } from '../answer/shop-library.ts';
import { scriptedRuntime } from './scripted-runtime.ts';

let lib: Library;
let lex: Lexicon;
let fiveG: string;
beforeAll(async () => {
  lib = await shopLibrary();
  lex = await getLexicon(lib);
  fiveG = shortIri([...lex.features.values()].find((f) => f.label === '5G')!.iri);
}, 120_000);
afterAll(() => lib?.close());

const q5g = () => `SELECT DISTINCT ?e ?name WHERE { ?e q:hasFeature ${fiveG} . ?e q:hasName ?name }`;
/** Items the rules derive the 5G feature for in the shop fixture. */
const FIVE_G = ['Acme Nova 5', 'Borealis Slate Pro', 'Borealis X1', 'Borealis X1 Mini'];
const limits = () => ({ timeoutMs: 3000, rowCap: 5000, allEntities: new Set(lex.entities.keys()), scope: null });

describe('graph patterns', () => {
  it('linearises specs, features, categories and items with prefixed IRIs that run in SPARQL', async () => {
    const rdf = await libraryRdf(lib);
    const patterns = graphPatterns(lex, { sections: await entrySections(rdf), values: await specValues(rdf) });
    const kinds = new Set(patterns.map((p) => p.kind));
    expect([...kinds].sort()).toEqual(['category', 'entity', 'feature', 'spec']);
    const supported = patterns.find((p) => p.text === 'the 5G entry in Connectivity has value Supported')!;
    expect(supported.line).toMatch(/^entry:5g-[0-9a-f]{8} "5G" \(section "Connectivity"\) q:hasValue value:supported-[0-9a-f]{8} "Supported"$/);
    // numbers are stored in their dimension's canonical unit (mAh → C), which model-written SPARQL compares against
    expect(patterns.find((p) => p.text === 'the Battery entry in Battery has numeric values in C')).toBeTruthy();
    expect(patterns.find((p) => p.kind === 'feature')!.line).toMatch(/^\?e q:hasFeature feature:5g-[0-9a-f]{8} "5G"$/);
    expect(patterns.find((p) => p.kind === 'entity' && p.text === 'the item Corvid Pad (tablet)')).toBeTruthy();
    // without the index-time graph reads, values the lexicon knows by words only (no "2021" or "5G")
    const light = graphPatterns(lex);
    expect(light.length).toBeLessThan(patterns.length);
    expect(light.some((p) => p.text.endsWith('has value 2021'))).toBe(false);
    expect(patterns.some((p) => p.text === 'the Released entry in Launch has value 2021')).toBe(true);
    // every prefixed IRI of every line parses and names a node of the graph
    for (const p of patterns.filter((_, i) => i % 3 === 0)) {
      for (const iri of p.line.match(/\b(entry|value|feature|category|entity):[a-z0-9-]+/g) ?? []) {
        const res = await rdf.sparql(withPrefixes(`ASK { { ${iri} ?p ?o } UNION { ?s ?p ${iri} } }`));
        expect(res.boolean, `${iri} in ${p.line}`).toBe(true);
      }
    }
    expect(graphPatterns(lex, {}, { spec: 3, feature: 0, category: 1, entity: 2 }).length).toBe(6);
  });

  it('ranks patterns by shared words when no pattern vectors exist', () => {
    const near = patternsByWords(graphPatterns(lex), 'Which phones have a Li-Ion battery?', 5);
    expect(near.spec.length).toBeGreaterThan(0);
    expect(near.spec.length).toBeLessThanOrEqual(5);
    expect(near.spec.some((p) => /Li-Ion/i.test(p.text))).toBe(true);
    expect(near.category.map((p) => p.text)).toContain('items in the category phone');
  });

  it('keeps the candidate prompt under its token budget, every kind before the second of any', async () => {
    const rt = scriptedRuntime({});
    const plan = (await answerSymbolically(lib, 'Which phones are waterproof?')).plan;
    const near = patternsByWords(graphPatterns(lex), 'Which phones are waterproof battery?', 5);
    for (const budget of [300, 600, 3000]) {
      const p = await sparqlCandidatePrompt(rt, { question: 'Which phones are waterproof?', plan, patterns: near, budget });
      expect(p.tokens).toBeLessThanOrEqual(budget);
      const user = p.messages[1].content;
      expect(user).toMatch(/Question: Which phones are waterproof\?$/);
      expect(user).toMatch(/Parser: "phones" means category:phone-[0-9a-f]+ \(scope\); Only items in: phones; Not found in the graph: waterproof/);
      if (budget === 3000) expect(p.included.length).toBe(Object.values(near).flat().length);
    }
    const tight = await sparqlCandidatePrompt(rt, { question: 'Which phones are waterproof?', plan, patterns: near, budget: 300 });
    expect(tight.included.length).toBeLessThan(Object.values(near).flat().length);
  });
});

describe('candidate checks', () => {
  it('keeps a good query and says why the others were dropped', async () => {
    const rdf = await libraryRdf(lib);
    const { reports, kept } = await runCandidates(rdf, [
      q5g(),
      'SELECT ?e WHERE { ?e q:hasName ?n }',
      'this is not SPARQL',
      'INSERT DATA { <urn:a> <urn:b> <urn:c> }',
      'SELECT ?e WHERE { SERVICE <http://example.org/sparql> { ?e ?p ?o } }',
      'CONSTRUCT { ?e ?p ?o } WHERE { ?e ?p ?o }',
      `SELECT ?e WHERE { ?e q:hasFeature ${fiveG} . ?e q:hasName "No Such Phone" }`,
      q5g(),
      'SELECT ?x WHERE { ?x a q:Category }',
    ], limits());
    expect(reports.map((r) => r.fate)).toEqual(['kept', 'over-broad', 'invalid', 'refused', 'refused', 'refused', 'empty', 'duplicate', 'empty']);
    expect(reports[3].detail).toMatch(/update/);
    expect(reports[4].detail).toMatch(/SERVICE/);
    expect(kept).toHaveLength(1);
    expect([...kept[0].entities.keys()].map((e) => lex.entities.get(e)!.name).sort()).toEqual(FIVE_G);
  });

  it('drops what falls outside the parser\'s scope, and what passes the row cap', async () => {
    const rdf = await libraryRdf(lib);
    const corvid = [...lex.categories.values()].find((c) => c.label === 'corvid')!;
    const scoped = await runCandidates(rdf, [q5g()], { ...limits(), scope: new Set(corvid.entities) });
    expect(scoped.reports[0].fate).toBe('empty');
    expect(scoped.reports[0].detail).toMatch(/scope/);
    const capped = await runCandidates(rdf, ['SELECT ?s ?p ?o WHERE { ?s ?p ?o }'], { ...limits(), rowCap: 50 });
    expect(capped.reports[0].fate).toBe('over-broad');
  });

  it('salvages finished queries from a reply cut at maxTokens, and finds the IRIs a query names', () => {
    expect(salvageQueries('{"queries": [{"sparql": "SELECT ?e WHERE { ?e q:hasName \\"x\\" }"}, {"sparql": "SELECT ?e WH')).toEqual(['SELECT ?e WHERE { ?e q:hasName "x" }']);
    expect(namedIris(withPrefixes(q5g()))).toEqual([[...lex.features.values()].find((f) => f.label === '5G')!.iri]);
  });
});

describe('the model path through the answer engine (scripted model)', () => {
  const question = 'Which handsets support fifth generation networks?';

  it('is not taken when the parser is sure, and not without a model', async () => {
    const rt = scriptedRuntime({ sparql: [q5g()], route: 'symbolic', answer: 'x' });
    const sure = await answerQuestion(lib, 'Which phones have 5G?', { runtime: rt });
    expect(rt.calls.map((c) => c.kind)).toEqual(['answer']);
    expect(sure.trace.some((t) => t.step.startsWith('model-sparql'))).toBe(false);
    const none = await answerQuestion(lib, question);
    expect(none.trace.some((t) => t.step.startsWith('model-sparql'))).toBe(false);
    expect(none.route).toBe('textual');
  });

  it('runs each candidate, keeps the good one, answers with its items and rows, and records every fate', async () => {
    const rt = scriptedRuntime({
      sparql: [q5g(), 'SELECT ?e WHERE { ?e q:hasName ?n }', 'SELEC nonsense'],
      route: 'symbolic',
      answer: 'Three handsets support 5G: Acme Nova 5 [1], Borealis X1 [2] and Borealis X1 Mini [3].',
    });
    const a = await answerQuestion(lib, question, { runtime: rt });
    expect(rt.calls.map((c) => c.kind)).toEqual(['sparql', 'route', 'answer']);
    const fates = a.trace.filter((t) => t.step.startsWith('model-sparql:candidate')).map((t) => t.detail.split(':')[0]);
    expect(fates).toEqual(['kept', 'over-broad', 'invalid']);
    expect(a.trace.find((t) => t.step === 'model-sparql')!.detail).toMatch(/^3 candidates .*1 kept: 4 items/);
    expect(a.route).toBe('symbolic');
    expect(a.items.map((i) => i.name).sort()).toEqual(FIVE_G);
    expect(a.sparql).toContain('q:hasFeature');
    for (const item of a.items) expect(item.citations.length).toBeGreaterThan(0);
    for (const c of a.citations) expect(citationResolves(lib.db, c)).toBe(true);
    // the feature's evidence rows name it
    expect(a.citations.some((c) => /5G/.test(c.snippet))).toBe(true);
    expect(a.trace.find((t) => t.step === 'route-model')!.detail).toMatch(/the model chose symbolic/);
    expect(a.answer).toMatch(/^Three handsets support 5G/);
    expect(a.usage.completionTokens).toBeGreaterThan(0);
  });

  it('constrains the model with the parser\'s scope', async () => {
    const rt = scriptedRuntime({ sparql: [q5g()] });
    const plan = (await answerSymbolically(lib, 'Which Corvid devices are waterproof?')).plan;
    expect(plan.scope?.length).toBeGreaterThan(0);
    const out = await sparqlWithModel(lib, rt, 'Which Corvid devices are waterproof?', plan);
    expect(out.candidates.map((c) => c.fate)).toEqual(['empty']);
    expect(out.answer).toBeNull();
    expect(rt.calls[0].messages[1].content).toMatch(/Only items in: Corvid/);
  });

  it('answers honestly when every candidate is rejected', async () => {
    const rt = scriptedRuntime({ sparql: ['SELECT ?e WHERE { ?e q:hasName ?n }'], route: 'textual', answer: 'Nothing. [1]' });
    const a = await answerQuestion(lib, question, { runtime: rt, strategy: 'symbolic' });
    expect(a.items).toEqual([]);
    expect(a.kind).toBe('none');
    expect(a.trace.find((t) => t.step === 'model-sparql:candidate 1')!.detail).toMatch(/^over-broad/);
  });
});
