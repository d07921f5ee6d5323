// Parses Quarry's Datalog-style rule files (resources/rules/*.rules; syntax in resources/rules/README.md).
//
//   # a comment
//   name: HEAD :- BODY .
//
// HEAD is one or more triple patterns joined by `,`; BODY is triple patterns, comparisons, `regex(...)`,
// `contains(...)` and `not(triple pattern)`, joined by `,`. A rule ends with `.` at the end of a line.
// Terms: ?var, prefixed names (q:hasSpec, rdfs:label), minted names (entry:"Display size", feature:5g,
// category:phone), <full IRIs>, "strings", numbers, true/false.
import { quarryError } from '../../errors.ts';

export type RuleTerm =
  | { kind: 'var'; name: string }
  | { kind: 'iri'; prefix: string | null; local: string }
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number; text: string }
  | { kind: 'boolean'; value: boolean };

export interface TriplePattern {
  s: RuleTerm;
  p: RuleTerm;
  o: RuleTerm;
}

export type BodyAtom =
  | { kind: 'triple'; triple: TriplePattern }
  | { kind: 'not'; triple: TriplePattern }
  | { kind: 'compare'; op: '<' | '<=' | '>' | '>=' | '=' | '!='; left: RuleTerm; right: RuleTerm }
  | { kind: 'call'; fn: 'regex' | 'contains'; args: RuleTerm[] };

export interface Rule {
  name: string;
  head: TriplePattern[];
  body: BodyAtom[];
  file: string;
  line: number;
}

export interface RuleError {
  file: string;
  line: number;
  message: string;
}

type Token = { t: 'var' | 'iri' | 'pname' | 'string' | 'number' | 'punct' | 'word'; v: string; line: number; prefix?: string };

const PUNCT = [':-', '<=', '>=', '!=', '(', ')', ',', '.', '<', '>', '='];

function tokenize(text: string, startLine: number): Token[] {
  const out: Token[] = [];
  let i = 0;
  let line = startLine;
  const err = (m: string) => {
    throw Object.assign(new Error(m), { line });
  };
  while (i < text.length) {
    const c = text[i];
    if (c === '\n') {
      line++;
      i++;
      continue;
    }
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '#') {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    if (c === '?') {
      const m = /^\?([A-Za-z_][\w]*)/.exec(text.slice(i));
      if (!m) err('a variable needs a name after "?"');
      out.push({ t: 'var', v: m![1], line });
      i += m![0].length;
      continue;
    }
    if (c === '"') {
      let j = i + 1;
      let value = '';
      while (j < text.length && text[j] !== '"') {
        if (text[j] === '\n') err('unterminated string');
        if (text[j] === '\\' && j + 1 < text.length) {
          const n = text[j + 1];
          value += n === 'n' ? '\n' : n === 't' ? '\t' : n;
          j += 2;
        } else value += text[j++];
      }
      if (j >= text.length) err('unterminated string');
      out.push({ t: 'string', v: value, line });
      i = j + 1;
      continue;
    }
    if (c === '<' && /^<[a-z][a-z0-9+.-]*:[^\s>]*>/i.test(text.slice(i))) {
      const end = text.indexOf('>', i);
      out.push({ t: 'iri', v: text.slice(i + 1, end), line });
      i = end + 1;
      continue;
    }
    const num = /^-?\d+(\.\d+)?(?![\w])/.exec(text.slice(i));
    if (num) {
      out.push({ t: 'number', v: num[0], line });
      i += num[0].length;
      continue;
    }
    const pname = /^([A-Za-z][\w-]*):(?!-)("(?:[^"\\\n]|\\.)*"|[\w][\w.-]*[\w]|[\w])?/.exec(text.slice(i));
    if (pname && !text.slice(i).startsWith(':-')) {
      let local = pname[2] ?? '';
      if (local.startsWith('"')) local = local.slice(1, -1).replace(/\\(.)/g, '$1');
      out.push({ t: 'pname', v: local, prefix: pname[1], line });
      i += pname[0].length;
      continue;
    }
    const word = /^[A-Za-z_][\w-]*/.exec(text.slice(i));
    if (word) {
      out.push({ t: 'word', v: word[0], line });
      i += word[0].length;
      continue;
    }
    const p = PUNCT.find((x) => text.startsWith(x, i));
    if (p) {
      out.push({ t: 'punct', v: p, line });
      i += p.length;
      continue;
    }
    err(`unexpected character "${c}"`);
  }
  return out;
}

class Parser {
  private i = 0;
  constructor(private readonly toks: Token[], private readonly file: string) {}
  private peek(): Token | undefined {
    return this.toks[this.i];
  }
  private fail(message: string, tok = this.peek()): never {
    throw Object.assign(new Error(message), { line: tok?.line ?? this.toks[this.toks.length - 1]?.line ?? 1 });
  }
  private expect(v: string): void {
    const t = this.peek();
    if (!t || t.t !== 'punct' || t.v !== v) this.fail(`expected "${v}"${t ? ` but found "${t.v}"` : ' at the end'}`);
    this.i++;
  }
  private isPunct(v: string): boolean {
    const t = this.peek();
    return !!t && t.t === 'punct' && t.v === v;
  }
  term(): RuleTerm {
    const t = this.peek();
    if (!t) this.fail('expected a term at the end of the rule');
    this.i++;
    switch (t.t) {
      case 'var':
        return { kind: 'var', name: t.v };
      case 'iri':
        return { kind: 'iri', prefix: null, local: t.v };
      case 'pname':
        return { kind: 'iri', prefix: t.prefix!, local: t.v };
      case 'string':
        return { kind: 'string', value: t.v };
      case 'number':
        return { kind: 'number', value: Number(t.v), text: t.v };
      case 'word':
        if (t.v === 'true' || t.v === 'false') return { kind: 'boolean', value: t.v === 'true' };
        if (t.v === 'a') return { kind: 'iri', prefix: 'rdf', local: 'type' };
        return this.fail(`unknown word "${t.v}" (prefix names look like q:hasSpec; variables like ?x)`, t);
      default:
        return this.fail(`unexpected "${t.v}"`, t);
    }
  }
  triple(): TriplePattern {
    const s = this.term();
    const p = this.term();
    const o = this.term();
    if (p.kind !== 'var' && p.kind !== 'iri') this.fail('a predicate must be an IRI or a variable');
    return { s, p, o };
  }
  bodyAtom(): BodyAtom {
    const t = this.peek();
    if (t?.t === 'word' && (t.v === 'not' || t.v === 'regex' || t.v === 'contains') && this.toks[this.i + 1]?.v === '(') {
      this.i += 2;
      if (t.v === 'not') {
        const triple = this.triple();
        this.expect(')');
        return { kind: 'not', triple };
      }
      const args: RuleTerm[] = [this.term()];
      while (this.isPunct(',')) {
        this.i++;
        args.push(this.term());
      }
      this.expect(')');
      const want = t.v === 'regex' ? [2, 3] : [2];
      if (!want.includes(args.length)) this.fail(`${t.v}() takes ${want.join(' or ')} arguments`, t);
      return { kind: 'call', fn: t.v, args };
    }
    const left = this.term();
    const next = this.peek();
    if (next?.t === 'punct' && ['<', '<=', '>', '>=', '=', '!='].includes(next.v)) {
      this.i++;
      return { kind: 'compare', op: next.v as '<', left, right: this.term() };
    }
    const p = this.term();
    const o = this.term();
    if (p.kind !== 'var' && p.kind !== 'iri') this.fail('a predicate must be an IRI or a variable');
    return { kind: 'triple', triple: { s: left, p, o } };
  }
  rule(): Omit<Rule, 'file'> {
    const nameTok = this.peek();
    let name: string;
    if (nameTok?.t === 'pname' && nameTok.v === '') {
      name = nameTok.prefix!;
      this.i++;
    } else this.fail('a rule starts with its name and a colon, e.g. "five_g:"');
    const line = nameTok!.line;
    const head: TriplePattern[] = [this.triple()];
    while (this.isPunct(',')) {
      this.i++;
      head.push(this.triple());
    }
    this.expect(':-');
    const body: BodyAtom[] = [this.bodyAtom()];
    while (this.isPunct(',')) {
      this.i++;
      body.push(this.bodyAtom());
    }
    this.expect('.');
    if (this.i !== this.toks.length) this.fail('text after the end of the rule');
    return { name, head, body, line };
  }
}

function varsOf(t: TriplePattern): string[] {
  return [t.s, t.p, t.o].filter((x): x is { kind: 'var'; name: string } => x.kind === 'var').map((x) => x.name);
}

function checkSafety(rule: Omit<Rule, 'file'>): void {
  const bound = new Set(rule.body.flatMap((a) => (a.kind === 'triple' ? varsOf(a.triple) : [])));
  if (bound.size === 0 && rule.body.every((a) => a.kind !== 'triple')) {
    throw Object.assign(new Error('the body needs at least one triple pattern'), { line: rule.line });
  }
  for (const h of rule.head) {
    for (const v of varsOf(h)) {
      if (!bound.has(v)) throw Object.assign(new Error(`head variable ?${v} does not occur in a body triple`), { line: rule.line });
    }
  }
  for (const a of rule.body) {
    const used =
      a.kind === 'compare' ? [a.left, a.right] : a.kind === 'call' ? a.args : a.kind === 'not' ? [] : [];
    for (const u of used) {
      if (u.kind === 'var' && !bound.has(u.name)) {
        throw Object.assign(new Error(`?${u.name} is used in a condition but not bound by a body triple`), { line: rule.line });
      }
    }
  }
}

/** Splits a file into rule texts: each ends with "." at the end of a line (comments and blank lines ignored). */
function splitRules(text: string): Array<{ text: string; line: number }> {
  const lines = text.split(/\r?\n/);
  const out: Array<{ text: string; line: number }> = [];
  let buf: string[] = [];
  let start = 0;
  lines.forEach((raw, idx) => {
    const code = raw.replace(/(^|\s)#.*$/, '').trimEnd();
    if (buf.length === 0) {
      if (!code.trim()) return;
      start = idx + 1;
    }
    buf.push(code);
    if (/\.\s*$/.test(code)) {
      out.push({ text: buf.join('\n'), line: start });
      buf = [];
    }
  });
  if (buf.some((b) => b.trim())) out.push({ text: buf.join('\n'), line: start });
  return out;
}

/** Parses a rule file; bad rules are reported with their line and left out, the rest still load. */
export function parseRules(text: string, file = '<rules>'): { rules: Rule[]; errors: RuleError[] } {
  const rules: Rule[] = [];
  const errors: RuleError[] = [];
  const names = new Set<string>();
  for (const chunk of splitRules(text)) {
    try {
      const rule = new Parser(tokenize(chunk.text, chunk.line), file).rule();
      checkSafety(rule);
      if (names.has(rule.name)) throw Object.assign(new Error(`a rule named "${rule.name}" already exists`), { line: rule.line });
      names.add(rule.name);
      rules.push({ ...rule, file });
    } catch (e) {
      errors.push({ file, line: (e as { line?: number }).line ?? chunk.line, message: (e as Error).message });
    }
  }
  return { rules, errors };
}

export function ruleErrorToQuarry(e: RuleError) {
  return quarryError('RULE_SYNTAX', `${e.file}:${e.line}: ${e.message}`);
}
