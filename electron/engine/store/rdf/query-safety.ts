// What a query may ask for before it runs: no SERVICE (Quarry answers from the library only, offline), and REGEX /
// REPLACE patterns that a backtracking engine runs in linear-ish time. A pattern is refused when it is long, uses a
// back-reference, or repeats a group that itself repeats or branches ("(a+)+", "(a|ab)*"): the shapes whose
// matching time can grow exponentially with the text. Patterns computed at run time are left to the time limit.
import type { SparqlQuery } from 'sparqljs';
import { quarryError } from '../../errors.ts';

export const MAX_QUERY_CHARS = 256 * 1024;
export const MAX_REGEX_CHARS = 256;

/** Why a regular expression may take exponential time, or null when it cannot. */
export function regexRisk(pattern: string): string | null {
  if (pattern.length > MAX_REGEX_CHARS) return `it is longer than ${MAX_REGEX_CHARS} characters`;
  // one frame per open group: does it contain a repetition or an alternation?
  const groups: Array<{ repeats: boolean; branches: boolean }> = [{ repeats: false, branches: false }];
  let last: { repeats: boolean; branches: boolean } | null = null; // the group just closed
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    const top = groups[groups.length - 1]!;
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (/[1-9]/.test(next) || next === 'k') return 'it uses a back-reference';
      i++;
      last = null;
      continue;
    }
    if (c === '[') {
      // a character class: skip to its closing bracket
      for (i++; i < pattern.length && pattern[i] !== ']'; i++) if (pattern[i] === '\\') i++;
      last = null;
      continue;
    }
    if (c === '(') {
      groups.push({ repeats: false, branches: false });
      last = null;
      continue;
    }
    if (c === ')') {
      const closed = groups.length > 1 ? groups.pop()! : { repeats: false, branches: false };
      const parent = groups[groups.length - 1]!;
      parent.repeats ||= closed.repeats;
      last = closed;
      continue;
    }
    if (c === '|') {
      top.branches = true;
      last = null;
      continue;
    }
    const bounds = c === '{' ? /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i)) : null;
    const max = bounds ? (bounds[2] === undefined ? Number(bounds[1]) : bounds[3] ? Number(bounds[3]) : Infinity) : 0;
    if (c === '*' || c === '+' || max > 1) {
      if (last && (last.repeats || last.branches)) return 'it repeats a group that itself repeats or has alternatives';
      top.repeats = true;
      if (bounds) i += bounds[0].length - 1;
      last = null;
      continue;
    }
    if (c !== '?') last = null;
  }
  return null;
}

type Node = Record<string, unknown>;

function visit(node: unknown, fn: (n: Node) => void, depth = 0): void {
  if (depth > 10_000 || node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const x of node) visit(x, fn, depth + 1);
    return;
  }
  fn(node as Node);
  for (const v of Object.values(node as Node)) if (v && typeof v === 'object') visit(v, fn, depth + 1);
}

/** Throws QUERY_REFUSED (or BAD_ARGUMENT for an over-long query) for what a query may not do. */
export function checkQueryText(query: string): void {
  if (query.length > MAX_QUERY_CHARS) throw quarryError('BAD_ARGUMENT', `the query is longer than ${MAX_QUERY_CHARS} characters`);
}

export function checkQuerySafety(parsed: SparqlQuery): void {
  visit(parsed, (n) => {
    if (n.type === 'service') {
      throw quarryError('QUERY_REFUSED', 'SERVICE asks another SPARQL endpoint; Quarry answers from this library only, offline');
    }
    if (n.type === 'operation' && (n.operator === 'regex' || n.operator === 'replace')) {
      const pattern = (n.args as Array<{ termType?: string; value?: string }>)[1];
      if (pattern?.termType === 'Literal' && typeof pattern.value === 'string') {
        const risk = regexRisk(pattern.value);
        if (risk) throw quarryError('QUERY_REFUSED', `the ${String(n.operator).toUpperCase()} pattern ${JSON.stringify(pattern.value.slice(0, 80))} could take exponential time: ${risk}`);
      }
    }
  });
}
