// Helpers to write SQL text: the fast path inlines constants (ids, numbers, strings), always through these.

export function sqlString(s: string): string {
  return `'${s.replace(/'/g, "''")}'`;
}

export function sqlNumber(n: number): string {
  if (!Number.isFinite(n)) return n > 0 ? '9e999' : n < 0 ? '-9e999' : 'NULL';
  return String(n);
}

/** A scalar subquery reading one rdf_terms column (or expression over alias `t`) of the term whose id is `idSql`. */
export function termAttr(idSql: string, expr: string): string {
  return `(SELECT ${expr} FROM rdf_terms t WHERE t.id = ${idSql})`;
}
