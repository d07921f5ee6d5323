// The result variables of a parsed SELECT query (for SELECT *: in-scope variables in order of first appearance).
import type { SelectQuery, Pattern, Triple } from 'sparqljs';

function isVariable(x: unknown): x is { termType: 'Variable'; value: string } {
  return typeof x === 'object' && x !== null && (x as { termType?: string }).termType === 'Variable';
}

function collect(patterns: Pattern[], out: string[]): void {
  const add = (name: string) => { if (!out.includes(name)) out.push(name); };
  for (const p of patterns) {
    switch (p.type) {
      case 'bgp': for (const t of p.triples as Triple[]) for (const x of [t.subject, t.predicate, t.object]) if (isVariable(x)) add(x.value); break;
      case 'graph': if (isVariable(p.name)) add(p.name.value); collect(p.patterns, out); break;
      case 'group': case 'optional': case 'union': collect(p.patterns, out); break;
      case 'values': for (const row of p.values) for (const k of Object.keys(row)) add(k.replace(/^\?/, '')); break;
      case 'bind': add(p.variable.value); break;
      case 'query': collectSelect(p as SelectQuery, out); break;
      default: break;
    }
  }
}

function collectSelect(q: SelectQuery, out: string[]): void {
  for (const name of selectVarNames(q)) if (!out.includes(name)) out.push(name);
}

export function selectVarNames(q: SelectQuery): string[] {
  const vars = q.variables as unknown[];
  if (vars.length === 1 && (vars[0] as { termType?: string }).termType === 'Wildcard') {
    const out: string[] = [];
    collect(q.where ?? [], out);
    for (const row of q.values ?? []) for (const k of Object.keys(row)) if (!out.includes(k.replace(/^\?/, ''))) out.push(k.replace(/^\?/, ''));
    return out;
  }
  return vars.map((v) => (isVariable(v) ? v.value : (v as { variable: { value: string } }).variable.value));
}
