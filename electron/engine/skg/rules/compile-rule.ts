// Compiles a parsed rule's body to a SPARQL SELECT over the symbolic graph, and instantiates its head.
import { DataFactory } from 'rdf-data-factory';
import type { Quad, Term } from '@rdfjs/types';
import { Q_NS, RDF_NS, RDFS_NS, XSD_NS, ID_NS } from '../../store/rdf/namespaces.ts';
import type { TermJson } from '../../store/rdf/index.ts';
import { categoryIri, entryIri, featureIri, sectionIri, valueIri, RULES_GRAPH } from '../ontology.ts';
import type { BodyAtom, Rule, RuleTerm, TriplePattern } from './rule-syntax.ts';

const df = new DataFactory();

const PREFIXES: Record<string, string> = { q: Q_NS, rdf: RDF_NS, rdfs: RDFS_NS, xsd: XSD_NS, qid: ID_NS };
const MINTED: Record<string, (local: string) => string> = {
  entry: entryIri,
  feature: featureIri,
  category: categoryIri,
  section: sectionIri,
  value: valueIri,
};

/** The full IRI a rule term names; throws for an unknown prefix. */
export function expandIri(prefix: string | null, local: string): string {
  if (prefix === null) return local;
  if (PREFIXES[prefix]) return PREFIXES[prefix] + local;
  if (MINTED[prefix]) return MINTED[prefix](local);
  throw new Error(`unknown prefix "${prefix}:" (known: ${[...Object.keys(PREFIXES), ...Object.keys(MINTED)].join(', ')})`);
}

function sparqlString(s: string): string {
  return `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
}

function termSparql(t: RuleTerm): string {
  switch (t.kind) {
    case 'var':
      return `?${t.name}`;
    case 'iri':
      return `<${expandIri(t.prefix, t.local)}>`;
    case 'string':
      return sparqlString(t.value);
    case 'number':
      return t.text;
    case 'boolean':
      return String(t.value);
  }
}

function tripleSparql(t: TriplePattern): string {
  return `${termSparql(t.s)} ${termSparql(t.p)} ${termSparql(t.o)} .`;
}

function atomSparql(a: BodyAtom): string {
  switch (a.kind) {
    case 'triple':
      return tripleSparql(a.triple);
    case 'not':
      return `FILTER NOT EXISTS { ${tripleSparql(a.triple)} }`;
    case 'compare':
      return `FILTER(${termSparql(a.left)} ${a.op} ${termSparql(a.right)})`;
    case 'call':
      if (a.fn === 'regex') {
        const flags = a.args[2] ? `, ${termSparql(a.args[2])}` : '';
        return `FILTER(REGEX(STR(${termSparql(a.args[0])}), ${termSparql(a.args[1])}${flags}))`;
      }
      return `FILTER(CONTAINS(LCASE(STR(${termSparql(a.args[0])})), LCASE(${termSparql(a.args[1])})))`;
  }
}

export function headVariables(rule: Rule): string[] {
  const vars = new Set<string>();
  for (const h of rule.head) for (const t of [h.s, h.p, h.o]) if (t.kind === 'var') vars.add(t.name);
  return [...vars];
}

/** `SELECT DISTINCT <head vars> WHERE { body }`; triples before filters so the planner sees the joins first. */
export function ruleQuery(rule: Rule): string {
  const vars = headVariables(rule);
  const triples = rule.body.filter((a) => a.kind === 'triple').map(atomSparql);
  const filters = rule.body.filter((a) => a.kind !== 'triple').map(atomSparql);
  const select = vars.length ? vars.map((v) => `?${v}`).join(' ') : '*';
  return `SELECT DISTINCT ${select} WHERE {\n  ${[...triples, ...filters].join('\n  ')}\n}`;
}

function toTerm(t: RuleTerm, row: Record<string, TermJson>): Term | null {
  switch (t.kind) {
    case 'var': {
      const b = row[t.name];
      if (!b) return null;
      if (b.type === 'uri') return df.namedNode(b.value);
      if (b.type === 'bnode') return df.blankNode(b.value);
      return df.literal(b.value, b.lang || (b.datatype ? df.namedNode(b.datatype) : undefined));
    }
    case 'iri':
      return df.namedNode(expandIri(t.prefix, t.local));
    case 'string':
      return df.literal(t.value);
    case 'number':
      return df.literal(t.text, df.namedNode(Number.isInteger(t.value) && !t.text.includes('.') ? `${XSD_NS}integer` : `${XSD_NS}decimal`));
    case 'boolean':
      return df.literal(String(t.value), df.namedNode(`${XSD_NS}boolean`));
  }
}

/** The head quads for one result row, in the rules graph; a row that leaves a head term unbound gives none. */
export function instantiateHead(rule: Rule, row: Record<string, TermJson>): Quad[] {
  const out: Quad[] = [];
  for (const h of rule.head) {
    const s = toTerm(h.s, row);
    const p = toTerm(h.p, row);
    const o = toTerm(h.o, row);
    if (!s || !p || !o || s.termType === 'Literal' || p.termType !== 'NamedNode') continue;
    out.push(df.quad(s as Quad['subject'], p, o as Quad['object'], df.namedNode(RULES_GRAPH)));
  }
  return out;
}

/** Checks every IRI of a rule expands (unknown prefixes are rule errors, found at load time). */
export function checkRuleIris(rule: Rule): void {
  const terms = [
    ...rule.head.flatMap((h) => [h.s, h.p, h.o]),
    ...rule.body.flatMap((a) =>
      a.kind === 'triple' || a.kind === 'not' ? [a.triple.s, a.triple.p, a.triple.o] : a.kind === 'compare' ? [a.left, a.right] : a.args,
    ),
  ];
  for (const t of terms) if (t.kind === 'iri') expandIri(t.prefix, t.local);
}
