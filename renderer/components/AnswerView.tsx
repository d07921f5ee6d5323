// One answer: the text with clickable citation markers, a table of items (one citation per row), the route,
// timings and trace.
import type { Answer, Citation } from '../../shared/answer.ts';
import { RichText } from '../lib/rich-text.tsx';
import { formatMs } from '../lib/format.ts';

interface Props {
  answer: Answer;
  onCite(citationId: string): void;
  onShowGraph(): void;
  onShowQuery(): void;
  selectedCitation: string | null;
}

function citationLabel(c: Citation): string {
  return `${c.path}${c.page ? `, page ${c.page}` : ''}: ${c.snippet}`;
}

export function CitationButton({ citation, n, onCite, selected }: { citation: Citation; n: number; onCite(id: string): void; selected: boolean }) {
  return (
    <button
      type="button"
      className={`cite${selected ? ' selected' : ''}`}
      onClick={() => onCite(citation.id)}
      title={citationLabel(citation)}
      aria-label={`Source ${n}: ${citation.path}`}
      data-citation={citation.id}
    >
      {n}
    </button>
  );
}

function cell(v: string | number | boolean | null): string {
  if (v === null || v === undefined) return '–';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  return String(v);
}

export function AnswerView({ answer, onCite, onShowGraph, onShowQuery, selectedCitation }: Props) {
  const byId = new Map(answer.citations.map((c, i) => [c.id, { c, n: i + 1 }]));
  const marker = (n: number, key: string) => {
    const c = answer.citations[n - 1];
    return c ? <CitationButton key={key} citation={c} n={n} onCite={onCite} selected={selectedCitation === c.id} /> : <sup key={key}>[{n}]</sup>;
  };
  const valueKeys = [...new Set(answer.items.flatMap((i) => Object.keys(i.values)))];
  const showItems = answer.items.length > 0 && (answer.kind === 'list' || answer.kind === 'count' || answer.kind === 'comparison' || answer.items.length > 1);
  const total = answer.timings.total ?? answer.timings.totalMs ?? Object.values(answer.timings).reduce((a, b) => Math.max(a, b), 0);

  return (
    <div className="answer">
      <RichText text={answer.answer} marker={marker} />

      {showItems ? (
        <div className="table-wrap">
          <table className="table items" aria-label="Answer items">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Name</th>
                {valueKeys.map((k) => (
                  <th scope="col" key={k}>
                    {k}
                  </th>
                ))}
                <th scope="col">Source</th>
              </tr>
            </thead>
            <tbody>
              {answer.items.map((item, i) => (
                <tr key={`${item.name}-${i}`} data-item={item.name}>
                  <td className="num muted">{i + 1}</td>
                  <th scope="row">{item.name}</th>
                  {valueKeys.map((k) => (
                    <td key={k}>{cell(item.values[k] ?? null)}</td>
                  ))}
                  <td className="sources">
                    {item.citations.map((id) => {
                      const hit = byId.get(id);
                      return hit ? <CitationButton key={id} citation={hit.c} n={hit.n} onCite={onCite} selected={selectedCitation === id} /> : null;
                    })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {!showItems && answer.table && answer.table.rows.length ? (
        <div className="table-wrap">
          <table className="table items" aria-label="Answer table">
            <thead>
              <tr>
                {answer.table.columns.map((c) => (
                  <th scope="col" key={c}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {answer.table.rows.map((r, i) => (
                <tr key={i}>
                  {r.map((v, j) => (
                    <td key={j}>{cell(v)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {answer.citations.length ? (
        <details className="sources-list">
          <summary>
            {answer.citations.length} source{answer.citations.length === 1 ? '' : 's'}
          </summary>
          <ol>
            {answer.citations.map((c, i) => (
              <li key={c.id}>
                <CitationButton citation={c} n={i + 1} onCite={onCite} selected={selectedCitation === c.id} />
                <span className="path">{c.path}</span>
                {c.page ? <span className="muted"> · page {c.page}</span> : null}
                <span className="muted"> · {c.kind === 'row' ? 'table row' : 'passage'}</span>
                <div className="snippet">{c.snippet}</div>
              </li>
            ))}
          </ol>
        </details>
      ) : null}

      <div className="answer-meta">
        <span className={`badge route-${answer.route}`}>Route: {answer.route}</span>
        <span className="muted">Strategy {answer.strategy}</span>
        {total ? <span className="muted">· {formatMs(total)}</span> : null}
        {answer.usage.completionTokens ? <span className="muted">· {answer.usage.completionTokens} tokens</span> : null}
        <span className="spacer" />
        <button type="button" className="ghost small" onClick={onShowGraph} disabled={!answer.graph.nodes.length}>
          Evidence graph
        </button>
        <button type="button" className="ghost small" onClick={onShowQuery}>
          Query
        </button>
      </div>
      {answer.trace.length || Object.keys(answer.timings).length ? (
        <details className="trace">
          <summary>Trace and timings</summary>
          <table className="table compact">
            <tbody>
              {answer.trace.map((t, i) => (
                <tr key={i}>
                  <th scope="row">{t.step}</th>
                  <td>{t.detail}</td>
                  <td className="num">{formatMs(t.ms)}</td>
                </tr>
              ))}
              {Object.entries(answer.timings).map(([k, v]) => (
                <tr key={`t-${k}`}>
                  <th scope="row">{k}</th>
                  <td className="muted">timing</td>
                  <td className="num">{formatMs(v)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {answer.mapping.length ? (
            <p className="muted">
              Understood: {answer.mapping.map((m) => `“${m.phrase}” → ${m.term}`).join(', ')}
              {answer.unmapped.length ? ` · not understood: ${answer.unmapped.join(', ')}` : ''}
            </p>
          ) : null}
        </details>
      ) : null}
    </div>
  );
}
