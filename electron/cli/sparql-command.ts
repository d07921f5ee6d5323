// `quarry sparql "<query>"`: runs SPARQL over the library's symbolic graph (read-only unless --update).
import fs from 'node:fs';
import { libraryRdf } from '../engine/store/library-rdf.ts';
import { SPARQL_PREFIXES } from '../engine/store/rdf/namespaces.ts';
import type { TermJson } from '../engine/store/rdf/index.ts';
import { DEFAULT_TIMEOUT_MS } from '../engine/store/rdf/sparql-result.ts';
import { isQuarryError, quarryError } from '../engine/errors.ts';
import type { Library } from '../engine/store/library.ts';
import { printJson, withLibrary, type GlobalOptions } from './common.ts';

function termText(t: TermJson | undefined): string {
  if (!t) return '';
  return t.type === 'uri' ? `<${t.value}>` : t.value;
}

export async function sparqlCommand(
  queryArg: string | undefined,
  opts: GlobalOptions & { file?: string; update?: boolean; engine?: 'auto' | 'fast' | 'comunica'; timeout?: string; limit?: string },
): Promise<number> {
  const text = opts.file ? fs.readFileSync(opts.file, 'utf8') : queryArg;
  if (!text || !text.trim()) throw quarryError('BAD_ARGUMENT', 'give a SPARQL query, or --file FILE');
  // the engine's prefixes are always available; a query may redefine them
  const prefixed = !/^\s*PREFIX\s+q:/im.test(text);
  const query = prefixed ? `${SPARQL_PREFIXES}\n${text}` : text;
  const added = prefixed ? SPARQL_PREFIXES.split('\n').length : 0;
  const result = await withLibrary(opts, { readonly: !opts.update }, async (lib) => {
    try {
      return await runQuery(lib);
    } catch (e) {
      // positions in a syntax error count the user's lines, not the prefixes added in front
      if (isQuarryError(e, 'SPARQL_SYNTAX') && added) {
        throw quarryError('SPARQL_SYNTAX', e.detail.replace(/line (\d+)/, (_m, n: string) => `line ${Math.max(1, Number(n) - added)}`));
      }
      if (isQuarryError(e, 'SPARQL_UPDATE_REFUSED')) throw quarryError('SPARQL_UPDATE_REFUSED', 'run `quarry sparql --update` to allow it');
      throw e;
    }
  });
  async function runQuery(lib: Library) {
    const rdf = await libraryRdf(lib);
    return rdf.sparql(query, {
      allowUpdate: !!opts.update,
      engine: opts.engine ?? 'auto',
      timeoutMs: opts.timeout ? Number(opts.timeout) * 1000 : DEFAULT_TIMEOUT_MS,
      rowCap: opts.limit ? Number(opts.limit) : 10_000,
    });
  }
  if (opts.json) {
    printJson(result);
    return 0;
  }
  if (result.kind === 'boolean') console.log(String(result.boolean));
  else if (result.kind === 'update') console.log('update done');
  else {
    console.log(result.vars.join('\t'));
    for (const row of result.rows) console.log(result.vars.map((v) => termText(row[v])).join('\t'));
    console.error(`${result.rows.length} rows${result.truncated ? ' (truncated)' : ''} · ${result.engine} · ${result.ms.toFixed(0)} ms`);
  }
  return 0;
}
