// FILTER expressions compiled to SQL boolean expressions over term ids. SQL's three-valued logic stands in for
// SPARQL's error semantics: a type error is NULL, and NULL AND/OR/NOT behave like SPARQL's && || ! on errors.
// Comparisons follow SPARQL operator mapping as Comunica applies it: numeric literals compare by value (rdf_terms.num),
// simple literals by string, IRIs by identity; mismatched kinds give false for = (true for !=) when one side is an
// IRI or the literals are of different string kinds, and an error otherwise.
import type { Expression, OperationExpression, Pattern } from 'sparqljs';
import type { Term, Literal } from '@rdfjs/types';
import { XSD, RDF_LANG_STRING } from '../namespaces.ts';
import { numericValue, KIND } from '../term-codec.ts';
import { sqlNumber, sqlString, termAttr } from './sql-text.ts';
import { unsupported } from './unsupported.ts';

export interface ExprScope {
  /** SQL for the term id a variable is bound to (NULL when unbound); undefined when the variable is not in scope. */
  varSql(name: string): string | undefined;
  /** The dictionary id of a constant term, or -1 when the store does not hold it. */
  constId(term: Term): number;
  /** SQL `EXISTS (...)` for a group pattern evaluated with the current bindings. */
  existsSql(patterns: Pattern[]): string;
}

type Operand =
  | { k: 'id'; sql: string }
  | { k: 'const'; term: Term }
  | { k: 'str'; sql: string; simple: boolean };

const XSD_STRING = sqlString(XSD.string);
const LANG_STRING = sqlString(RDF_LANG_STRING);
const IS_SIMPLE = `(t.kind = ${KIND.literal} AND t.datatype = ${XSD_STRING})`;
const IS_LANG = `(t.kind = ${KIND.literal} AND t.datatype = ${LANG_STRING})`;
const IS_NODE = `(t.kind <> ${KIND.literal})`;

type CompareOp = '=' | '!=' | '<' | '<=' | '>' | '>=';
const FLIP: Record<CompareOp, CompareOp> = { '=': '=', '!=': '!=', '<': '>', '<=': '>=', '>': '<', '>=': '<=' };
const SQL_OP: Record<CompareOp, string> = { '=': '=', '!=': '<>', '<': '<', '<=': '<=', '>': '>', '>=': '>=' };

function isTerm(e: unknown): e is Term {
  return typeof e === 'object' && e !== null && 'termType' in e;
}

function literalKind(l: Literal): 'numeric' | 'simple' | 'lang' | 'other' {
  if (l.language) return 'lang';
  const dt = l.datatype?.value ?? XSD.string;
  if (dt === XSD.string) return 'simple';
  return numericValue(l.value, dt) !== null ? 'numeric' : 'other';
}

/** Result of = / != when the two sides are of kinds that never compare equal (SPARQL: false, so != is true). */
const unequal = (op: CompareOp): string => (op === '=' ? '0' : op === '!=' ? '1' : 'NULL');

function compareIdWithConst(idSql: string, term: Term, op: CompareOp, scope: ExprScope): string {
  const sop = SQL_OP[op];
  if (term.termType === 'NamedNode' || term.termType === 'BlankNode') {
    if (op !== '=' && op !== '!=') return 'NULL';
    return `(${idSql} ${sop} ${scope.constId(term)})`;
  }
  if (term.termType !== 'Literal') unsupported(`comparison with a ${term.termType}`);
  const lit = term as Literal;
  switch (literalKind(lit)) {
    case 'numeric': {
      const n = sqlNumber(numericValue(lit.value, lit.datatype.value)!);
      return termAttr(idSql, `CASE WHEN t.num IS NOT NULL THEN t.num ${sop} ${n} WHEN ${IS_NODE} THEN ${unequal(op)} ELSE NULL END`);
    }
    case 'simple':
      return termAttr(idSql, `CASE WHEN ${IS_SIMPLE} THEN t.value ${sop} ${sqlString(lit.value)} WHEN ${IS_NODE} OR ${IS_LANG} THEN ${unequal(op)} ELSE NULL END`);
    case 'lang': {
      if (op !== '=' && op !== '!=') unsupported('ordering comparison with a language-tagged literal');
      const same = `(t.value = ${sqlString(lit.value)} AND lower(t.language) = ${sqlString(lit.language.toLowerCase())})`;
      return termAttr(idSql, `CASE WHEN ${IS_LANG} THEN ${op === '=' ? same : `NOT ${same}`} WHEN ${IS_NODE} OR ${IS_SIMPLE} THEN ${unequal(op)} ELSE NULL END`);
    }
    default:
      return unsupported(`comparison with a literal of datatype ${lit.datatype.value}`);
  }
}

function compareIds(a: string, b: string, op: CompareOp): string {
  const sop = SQL_OP[op];
  const numeric = `a.num IS NOT NULL AND b.num IS NOT NULL`;
  const bothSimple = `a.kind = 3 AND b.kind = 3 AND a.datatype = ${XSD_STRING} AND b.datatype = ${XSD_STRING}`;
  let body: string;
  if (op === '=' || op === '!=') {
    const bothLang = `a.datatype = ${LANG_STRING} AND b.datatype = ${LANG_STRING}`;
    const stringKinds = `a.datatype IN (${XSD_STRING}, ${LANG_STRING}) AND b.datatype IN (${XSD_STRING}, ${LANG_STRING})`;
    const eq = op === '=';
    body = `CASE WHEN a.id = b.id THEN ${eq ? 1 : 0} WHEN ${numeric} THEN a.num ${sop} b.num`
      + ` WHEN a.kind <> 3 OR b.kind <> 3 THEN ${eq ? 0 : 1}`
      + ` WHEN ${bothLang} THEN ${eq ? '' : 'NOT '}(a.value = b.value AND lower(a.language) = lower(b.language))`
      + ` WHEN ${stringKinds} THEN ${eq ? 0 : 1} ELSE NULL END`;
  } else {
    body = `CASE WHEN ${numeric} THEN a.num ${sop} b.num WHEN ${bothSimple} THEN a.value ${sop} b.value ELSE NULL END`;
  }
  return `(SELECT ${body} FROM rdf_terms a, rdf_terms b WHERE a.id = ${a} AND b.id = ${b})`;
}

function compare(left: Operand, right: Operand, op: CompareOp, scope: ExprScope): string {
  if (left.k === 'const' && right.k !== 'const') return compare(right, left, FLIP[op], scope);
  if (left.k === 'id' && right.k === 'const') return compareIdWithConst(left.sql, right.term, op, scope);
  if (left.k === 'id' && right.k === 'id') return compareIds(left.sql, right.sql, op);
  if (left.k === 'str' && right.k === 'const' && left.simple && right.term.termType === 'Literal' && literalKind(right.term) === 'simple') {
    return `(${left.sql} ${SQL_OP[op]} ${sqlString(right.term.value)})`;
  }
  if (left.k === 'str' && right.k === 'str' && left.simple && right.simple) return `(${left.sql} ${SQL_OP[op]} ${right.sql})`;
  return unsupported('comparison between these kinds of operands');
}

/** A string-valued operand: the lexical form of a string literal (NULL for any other term: a type error). */
function asString(op: Operand): { sql: string; simple: boolean } {
  if (op.k === 'str') return op;
  if (op.k === 'id') return { sql: termAttr(op.sql, `CASE WHEN ${IS_SIMPLE} OR ${IS_LANG} THEN t.value END`), simple: false };
  const t = op.term;
  if (t.termType === 'Literal' && (literalKind(t) === 'simple' || literalKind(t) === 'lang')) return { sql: sqlString(t.value), simple: literalKind(t) === 'simple' };
  return unsupported('string function on a non-string constant');
}

/** The second argument of CONTAINS/STRSTARTS/STRENDS/REGEX: a simple-literal constant. */
function constString(e: Expression, what: string): string {
  if (isTerm(e) && e.termType === 'Literal' && literalKind(e) === 'simple') return e.value;
  return unsupported(`${what} needs a plain string constant`);
}

function operand(e: Expression, scope: ExprScope): Operand {
  if (isTerm(e)) {
    if (e.termType === 'Variable') return { k: 'id', sql: scope.varSql(e.value) ?? 'NULL' };
    return { k: 'const', term: e };
  }
  if (Array.isArray(e) || (e as { type?: string }).type !== 'operation') return unsupported('expression kind');
  const op = e as OperationExpression;
  const args = op.args as Expression[];
  switch (op.operator) {
    case 'str': {
      const a = operand(args[0]!, scope);
      if (a.k === 'id') return { k: 'str', sql: termAttr(a.sql, `CASE WHEN t.kind IN (${KIND.iri}, ${KIND.literal}) THEN t.value END`), simple: true };
      if (a.k === 'const') return { k: 'str', sql: sqlString(a.term.value), simple: true };
      return { k: 'str', sql: a.sql, simple: true };
    }
    case 'lcase': case 'ucase': {
      const s = asString(operand(args[0]!, scope));
      return { k: 'str', sql: `rdf_${op.operator}(${s.sql})`, simple: s.simple };
    }
    default:
      return unsupported(`function ${op.operator} in a value position`);
  }
}

function stringTest(op: string, args: Expression[], scope: ExprScope): string {
  const s = asString(operand(args[0]!, scope));
  if (op === 'regex') {
    const pattern = constString(args[1]!, 'REGEX');
    const flags = args[2] === undefined ? '' : constString(args[2], 'REGEX flags');
    try { new RegExp(pattern, flags.replace(/[^imsu]/g, '')); } catch { unsupported('invalid regular expression'); }
    if (/[^ims]/.test(flags)) unsupported(`REGEX flags "${flags}"`);
    return `rdf_regex(${s.sql}, ${sqlString(pattern)}, ${sqlString(flags)})`;
  }
  const needle = constString(args[1]!, op.toUpperCase());
  const n = sqlString(needle);
  const len = [...needle].length;
  switch (op) {
    case 'contains': return `(instr(${s.sql}, ${n}) > 0)`;
    case 'strstarts': return len === 0 ? `(${s.sql} IS NOT NULL)` : `(substr(${s.sql}, 1, ${len}) = ${n})`;
    default: return len === 0 ? `(${s.sql} IS NOT NULL)` : `(substr(${s.sql}, -${len}) = ${n})`;
  }
}

/** Compiles a FILTER expression to an SQL boolean (1 true, 0 false, NULL error). */
export function compileFilter(e: Expression, scope: ExprScope): string {
  if (isTerm(e)) return unsupported('a bare term as a filter');
  if ((e as { type?: string }).type !== 'operation') return unsupported('filter expression kind');
  const op = e as OperationExpression;
  const args = op.args as Expression[];
  switch (op.operator) {
    case '&&': return `(${compileFilter(args[0]!, scope)} AND ${compileFilter(args[1]!, scope)})`;
    case '||': return `(${compileFilter(args[0]!, scope)} OR ${compileFilter(args[1]!, scope)})`;
    case '!': return `(NOT ${compileFilter(args[0]!, scope)})`;
    case '=': case '!=': case '<': case '<=': case '>': case '>=':
      return compare(operand(args[0]!, scope), operand(args[1]!, scope), op.operator as CompareOp, scope);
    case 'in': case 'notin': {
      const left = operand(args[0]!, scope);
      const list = args[1] as unknown as Expression[];
      if (!Array.isArray(list) || list.length === 0) return op.operator === 'in' ? '0' : '1';
      const any = `(${list.map((x) => compare(left, operand(x, scope), '=', scope)).join(' OR ')})`;
      return op.operator === 'in' ? any : `(NOT ${any})`;
    }
    case 'bound': {
      const v = args[0] as Term;
      const sql = scope.varSql(v.value);
      return sql ? `(${sql} IS NOT NULL)` : '0';
    }
    case 'sameterm': {
      const [a, b] = [operand(args[0]!, scope), operand(args[1]!, scope)];
      const idOf = (o: Operand) => (o.k === 'id' ? o.sql : o.k === 'const' ? String(scope.constId(o.term)) : unsupported('sameTerm on a computed value'));
      return `(${idOf(a)} = ${idOf(b)})`;
    }
    case 'isiri': case 'isuri': case 'isblank': case 'isliteral': case 'isnumeric': {
      const a = operand(args[0]!, scope);
      if (a.k !== 'id') return unsupported(`${op.operator} on a constant`);
      const test = op.operator === 'isliteral' ? `t.kind = ${KIND.literal}` : op.operator === 'isblank' ? `t.kind = ${KIND.bnode}`
        : op.operator === 'isnumeric' ? 't.num IS NOT NULL' : `t.kind = ${KIND.iri}`;
      return termAttr(a.sql, test);
    }
    case 'contains': case 'strstarts': case 'strends': case 'regex':
      return stringTest(op.operator, args, scope);
    case 'exists': case 'notexists': {
      const group = args[0] as unknown as Pattern;
      const patterns = group.type === 'group' ? group.patterns : [group];
      const sql = scope.existsSql(patterns);
      return op.operator === 'exists' ? sql : `(NOT ${sql})`;
    }
    default:
      return unsupported(`operator ${op.operator} in FILTER`);
  }
}
