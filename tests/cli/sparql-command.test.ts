// `quarry sparql`: read-only by default, errors at the user's own line numbers, exit codes from the catalogue.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHOP } from '../answer/shop-library.ts';
import { tempDir } from '../helpers/tmp.ts';

const cli = path.resolve(__dirname, '../../bin/quarry.mjs');
let library: string;
beforeAll(() => {
  library = path.join(tempDir(), 'shop.quarry');
  execFileSync(process.execPath, [cli, 'index', SHOP, '--library', library, '--json'], { stdio: 'ignore' });
}, 120_000);

const run = (...args: string[]) => spawnSync(process.execPath, [cli, 'sparql', '--library', library, ...args], { encoding: 'utf8' });

describe('quarry sparql', () => {
  it('runs a query with the predefined prefixes and numeric filters', () => {
    const r = run('--json', 'SELECT ?n WHERE { ?e q:hasName ?n ; q:hasPrice ?p . FILTER(?p < 200) } ORDER BY ?n');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).rows.map((x: { n: { value: string } }) => x.n.value)).toEqual(['Acme Nova 5 Lite', 'Borealis Z', 'Corvid Pad', 'Corvid Phone 2']);
  });

  it('reports a syntax error at the line the user wrote', () => {
    const r = run('SELEC ?x WHERE {');
    expect(r.status).toBe(7);
    expect(r.stderr).toMatch(/SPARQL syntax error: line 1,/);
  });

  it('refuses updates without --update', () => {
    const r = run('INSERT DATA { <urn:a> <urn:b> "c" }');
    expect(r.status).toBe(7);
    expect(r.stderr).toMatch(/would change the library.*--update/);
  });

  it('stops a runaway query at --timeout on either engine with one clear line, and nothing uncaught after it', () => {
    for (const engine of ['fast', 'comunica']) {
      const started = Date.now();
      const r = run('--engine', engine, '--timeout', '1', 'SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l }');
      expect(Date.now() - started).toBeLessThan(30_000); // start-up included; the stop itself is measured in bench limits
      expect(r.status).toBe(8);
      expect(r.stderr.trim()).toMatch(/^quarry: Query took too long: the SPARQL query( \((fast path|Comunica)\))? was stopped at its time limit of 1 s$/);
      expect(r.stderr).not.toMatch(/TypeError|not open|Uncaught/);
    }
  });
});
