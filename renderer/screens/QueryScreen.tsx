// Query inspector: the SPARQL that answered, editable and re-runnable (read-only), results as a table.
import { useEffect, useState, type KeyboardEvent } from 'react';
import type { SparqlTerm, SparqlView } from '../../shared/api.ts';
import { useApp } from '../state.ts';
import { Icon } from '../components/Icon.tsx';
import { formatMs } from '../lib/format.ts';

const STARTER = `SELECT ?s ?p ?o
WHERE { ?s ?p ?o }
LIMIT 25`;

const SHORT = /^(.*[#/])([^#/]+)$/;

function termText(t: SparqlTerm | undefined): string {
  if (!t) return '';
  if (t.type === 'uri') return t.value;
  return t.lang ? `${t.value}@${t.lang}` : t.value;
}

function TermCell({ term }: { term: SparqlTerm | undefined }) {
  if (!term) return <td className="muted">–</td>;
  if (term.type === 'uri') {
    const m = SHORT.exec(term.value);
    return (
      <td className="iri" title={term.value}>
        {m ? m[2] : term.value}
      </td>
    );
  }
  return <td title={term.datatype ?? undefined}>{termText(term)}</td>;
}

export function QueryScreen() {
  const { activeTurn, client } = useApp();
  const original = activeTurn?.answer?.sparql ?? null;
  const answer = activeTurn?.answer ?? null;
  const answerCount = answer && (answer.kind === 'list' || answer.kind === 'count' || answer.kind === 'comparison') ? (answer.kind === 'count' && typeof answer.value === 'number' ? answer.value : answer.items.length) : null;
  const [query, setQuery] = useState(original ?? STARTER);
  const [result, setResult] = useState<SparqlView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    setQuery(original ?? STARTER);
    setResult(null);
    setError(null);
  }, [original]);

  const run = async () => {
    setRunning(true);
    setError(null);
    try {
      setResult(await client.api.runSparql({ query }));
    } catch (e) {
      setResult(null);
      setError((e as Error).message);
    } finally {
      setRunning(false);
    }
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void run();
    }
  };

  return (
    <div className="page">
      <header className="page-head">
        <div>
          <h1>Query inspector</h1>
          <p className="muted">
            {original ? (
              <>
                The SPARQL that answered <em>“{activeTurn?.answer?.question}”</em>
                {answerCount !== null ? (
                  <>
                    {' '}
                    (<span data-testid="answer-count">{answerCount.toLocaleString()}</span> result{answerCount === 1 ? '' : 's'})
                  </>
                ) : null}
                . Edit it and run it again; queries run read-only.
              </>
            ) : activeTurn?.answer ? (
              'That answer came from the text view and ran no SPARQL. Try a query of your own; queries run read-only.'
            ) : (
              'Run SPARQL over the library’s graph. Queries run read-only.'
            )}
          </p>
        </div>
      </header>
      <section className="card">
        <label htmlFor="sparql" className="label">
          SPARQL
        </label>
        <textarea id="sparql" className="code" spellCheck={false} rows={Math.min(18, Math.max(6, query.split('\n').length + 1))} value={query} onChange={(e) => setQuery(e.target.value)} onKeyDown={onKey} />
        <div className="row">
          <button type="button" className="primary" onClick={() => void run()} disabled={running || !query.trim()}>
            <Icon name="play" /> {running ? 'Running…' : 'Run query'}
          </button>
          {original && query !== original ? (
            <button type="button" onClick={() => setQuery(original)}>
              Reset to the answer’s query
            </button>
          ) : null}
          <span className="muted small-text">Ctrl+Enter runs</span>
        </div>
      </section>
      {error ? (
        <p className="card warn" role="alert">
          {error}
        </p>
      ) : null}
      {result ? (
        <section className="card" aria-label="Query results">
          <div className="section-head">
            <h2>Results</h2>
            <span className="muted" data-testid="sparql-summary">
              {result.kind === 'boolean' ? `answer: ${String(result.boolean)}` : `${result.rows.length} row${result.rows.length === 1 ? '' : 's'}`}
              {result.truncated ? ' (truncated)' : ''} · {result.engine} engine · {formatMs(result.ms)}
            </span>
          </div>
          {result.kind === 'bindings' || result.kind === 'quads' ? (
            <div className="table-wrap">
              <table className="table compact" aria-label="Results">
                <thead>
                  <tr>
                    {result.vars.map((v) => (
                      <th scope="col" key={v}>
                        ?{v}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {result.rows.slice(0, 1000).map((r, i) => (
                    <tr key={i}>
                      {result.vars.map((v) => (
                        <TermCell key={v} term={r[v]} />
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
