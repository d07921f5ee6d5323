// Parsing SPARQL with sparqljs; syntax errors become SPARQL_SYNTAX with the parser's line and column.
import sparqljs from 'sparqljs';
import type { SparqlQuery } from 'sparqljs';
import { quarryError } from '../../errors.ts';

export function parseSparql(query: string): SparqlQuery {
  try {
    return new sparqljs.Parser().parse(query);
  } catch (e) {
    const err = e as Error & { hash?: { text?: string; token?: string; loc?: { first_line: number; first_column: number } } };
    const loc = err.hash?.loc;
    const detail = loc
      ? `line ${loc.first_line}, column ${loc.first_column + 1}: unexpected ${err.hash?.text ? `"${err.hash.text}"` : (err.hash?.token ?? 'end of query')}`
      : String(err.message).split('\n')[0];
    throw quarryError('SPARQL_SYNTAX', detail, e);
  }
}

export function isUpdate(parsed: SparqlQuery): boolean {
  return parsed.type === 'update';
}
