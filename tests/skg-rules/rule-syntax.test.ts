import { describe, expect, it } from 'vitest';
import { parseRules } from '../../electron/engine/skg/rules/rule-syntax.ts';
import { ruleQuery, instantiateHead, expandIri } from '../../electron/engine/skg/rules/compile-rule.ts';
import { entryIri, featureIri, RULES_GRAPH } from '../../electron/engine/skg/ontology.ts';

const FILE = `
# comment line
yes_row: ?e q:hasFeature ?entry :- ?e q:hasSpec ?s, ?s q:inEntry ?entry, ?s q:hasBoolean true.

five_g: ?e q:hasFeature feature:5g :-
    ?e q:hasSpec ?s, ?s q:inEntry entry:"Network", ?s q:hasValue ?v, ?v rdfs:label ?t,
    regex(?t, "\\\\b(5G|NR)\\\\b", "i").   # trailing comment

big_battery: ?e q:hasFeature feature:big_battery :- ?e q:hasSpec ?s, ?s q:inEntry entry:"Battery", ?s q:hasNumericValue ?n, ?n >= 5000, not(?e q:hasFeature feature:removed).
`;

describe('rule syntax', () => {
  it('parses names, heads, bodies, minted names, comments and multi-line rules', () => {
    const { rules, errors } = parseRules(FILE, 'features.rules');
    expect(errors).toEqual([]);
    expect(rules.map((r) => r.name)).toEqual(['yes_row', 'five_g', 'big_battery']);
    expect(rules[1].line).toBe(5);
    expect(rules[1].body).toHaveLength(5);
    expect(rules[1].body[4]).toMatchObject({ kind: 'call', fn: 'regex' });
    expect(rules[2].body.map((a) => a.kind)).toEqual(['triple', 'triple', 'triple', 'compare', 'not']);
  });

  it('compiles a body to SPARQL with minted IRIs and filters', () => {
    const { rules } = parseRules(FILE);
    const q = ruleQuery(rules[1]);
    expect(q).toContain(`<${entryIri('Network')}>`);
    expect(q).toMatch(/^SELECT DISTINCT \?e WHERE/);
    expect(q).toContain('FILTER(REGEX(STR(?t), "\\\\b(5G|NR)\\\\b", "i"))');
    const q3 = ruleQuery(rules[2]);
    expect(q3).toContain('FILTER(?n >= 5000)');
    expect(q3).toContain(`FILTER NOT EXISTS { ?e <https://quarry.local/ontology#hasFeature> <${featureIri('removed')}> . }`);
  });

  it('instantiates the head in the rules graph', () => {
    const { rules } = parseRules(FILE);
    const quads = instantiateHead(rules[1], { e: { type: 'uri', value: 'https://quarry.local/id/entity/x' } });
    expect(quads).toHaveLength(1);
    expect(quads[0].object.value).toBe(featureIri('5g'));
    expect(quads[0].graph.value).toBe(RULES_GRAPH);
  });

  it('reports bad rules with their line and keeps the good ones', () => {
    const text = [
      'good: ?e q:hasFeature feature:x :- ?e q:hasSpec ?s.',
      '',
      'no_body: ?e q:hasFeature feature:x :- .',
      'unsafe: ?e q:hasFeature ?z :- ?e q:hasSpec ?s.',
      'bad_term: ?e q:hasFeature feature:x :- ?e q:hasSpec ?s, ?s @ ?t.',
      'unterminated: ?e q:x "abc :- ?e q:y ?z.',
      'good: ?e q:hasFeature feature:y :- ?e q:hasSpec ?s.',
      'cond_unbound: ?e q:hasFeature feature:x :- ?e q:hasSpec ?s, ?n > 3.',
    ].join('\n');
    const { rules, errors } = parseRules(text, 'mine.rules');
    expect(rules.map((r) => r.name)).toEqual(['good']);
    expect(errors.map((e) => e.line)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(errors[1].message).toMatch(/\?z/);
    expect(errors[2].message).toMatch(/unexpected character "@"/);
    expect(errors[4].message).toMatch(/already exists/);
    expect(errors.every((e) => e.file === 'mine.rules')).toBe(true);
  });

  it('refuses unknown prefixes', () => {
    expect(() => expandIri('nope', 'x')).toThrow(/unknown prefix "nope:"/);
  });
});
