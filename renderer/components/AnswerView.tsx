// One answer: its Markdown with clickable citation markers, the table of items (one row each, with the citations
// that prove it) shown once — a list or table in the text that repeats the items is left out — where it came
// from in words, and the trace.
import type { Answer, AnswerItem, Citation } from '../../shared/answer.ts';
import { RichText, textWithMarkers, type BlockFilter } from '../lib/rich-text.tsx';
import { formatMs } from '../lib/format.ts';
import { ROUTE_LABELS, STRATEGY_LABELS, traceStepLabel } from '../lib/labels.ts';

interface Props {
  answer: Answer;
  onCite(citationId: string): void;
  onShowGraph(): void;
  onShowQuery(): void;
  onCopy(): void;
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

function cellText(v: string | number | boolean | null | undefined): string {
  if (v === null || v === undefined || v === '') return '–';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  return String(v);
}

const norm = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** A list or table in the text whose entries name the answer's items repeats what the items table shows. */
export function repeatsItems(items: AnswerItem[]): BlockFilter {
  const names = items.map((i) => norm(i.name)).filter(Boolean);
  return (_block, { rows }) => {
    if (!names.length || !rows.length) return false;
    const naming = rows.filter((r) => {
      const text = norm(r);
      return names.some((n) => text === n || text.startsWith(`${n} `));
    });
    return naming.length / rows.length >= 0.8;
  };
}

/** The term of a phrase mapping in words: the readable part of its IRI. */
function termWords(term: string): string {
  const m = /\/id\/[\w-]+\/(.+?)(?:-[0-9a-f]{8})?$/.exec(term);
  return (m ? m[1] : (term.split(/[#/]/).pop() ?? term)).replace(/-/g, ' ');
}

export function AnswerView({ answer, onCite, onShowGraph, onShowQuery, onCopy, selectedCitation }: Props) {
  const byId = new Map(answer.citations.map((c, i) => [c.id, { c, n: i + 1 }]));
  const marker = (n: number, key: string) => {
    const c = answer.citations[n - 1];
    return c ? <CitationButton key={key} citation={c} n={n} onCite={onCite} selected={selectedCitation === c.id} /> : <sup key={key}>[{n}]</sup>;
  };
  const table = answer.table && answer.table.rows.length ? answer.table : null;
  const valueKeys = [...new Set(answer.items.flatMap((i) => Object.keys(i.values)))];
  const showItems = !table && answer.items.length > 0 && (answer.kind === 'list' || answer.kind === 'count' || answer.kind === 'comparison' || answer.items.length > 1);
  const tableShown = Boolean(table) || showItems;
  const total = answer.timings.total ?? answer.timings.totalMs ?? Object.values(answer.timings).reduce((a, b) => Math.max(a, b), 0);
  const traced = new Set(answer.trace.map((t) => t.step));
  const extraTimings = Object.entries(answer.timings).filter(([k]) => !traced.has(k));
  const itemCitations = (item: AnswerItem) =>
    item.citations.map((id) => {
      const hit = byId.get(id);
      return hit ? <CitationButton key={id} citation={hit.c} n={hit.n} onCite={onCite} selected={selectedCitation === id} /> : null;
    });

  return (
    <div className="answer">
      <RichText text={answer.answer} marker={marker} filter={tableShown ? repeatsItems(answer.items) : undefined} />

      {table ? (
        <div className="table-wrap">
          <table className="table items" aria-label="Answer items">
            <thead>
              <tr>
                {table.columns.map((c) => (
                  <th scope="col" key={c}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((r, i) => (
                <tr key={i} data-item={String(r[0] ?? '')}>
                  {r.map((v, j) =>
                    j === 0 ? (
                      <th scope="row" key={j}>
                        {cellText(v)}
                      </th>
                    ) : (
                      <td key={j} className={typeof v === 'string' && /^\s*(\[\d+\]\s*)+$/.test(v) ? 'sources' : undefined}>
                        {typeof v === 'string' ? textWithMarkers(cellText(v), marker, `t${i}-${j}`) : cellText(v)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

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
                    <td key={k}>{cellText(item.values[k])}</td>
                  ))}
                  <td className="sources">
                    <span className="markers">{itemCitations(item)}</span>
                  </td>
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
        <span className={`badge route-${answer.route}`} title={`Route: ${answer.route}`}>
          {ROUTE_LABELS[answer.route] ?? answer.route}
        </span>
        <span className="muted" title={`Strategy: ${answer.strategy}`}>
          {STRATEGY_LABELS[answer.strategy] ?? answer.strategy}
        </span>
        {total ? <span className="muted">· {formatMs(total)}</span> : null}
        {answer.usage.completionTokens ? <span className="muted">· {answer.usage.completionTokens} tokens</span> : null}
        <span className="meta-actions">
          <button type="button" className="ghost small" onClick={onCopy} aria-label="Copy the answer as Markdown">
            Copy
          </button>
          <button type="button" className="ghost small" onClick={onShowGraph} disabled={!answer.graph.nodes.length}>
            Evidence graph
          </button>
          <button type="button" className="ghost small" onClick={onShowQuery}>
            Query
          </button>
        </span>
      </div>
      {answer.trace.length || extraTimings.length ? (
        <details className="trace">
          <summary>How this answer was found</summary>
          <table className="table compact" aria-label="Trace">
            <tbody>
              {answer.trace.map((t, i) => (
                <tr key={i}>
                  <th scope="row">{traceStepLabel(t.step)}</th>
                  <td>{t.detail}</td>
                  <td className="num">{formatMs(t.ms)}</td>
                </tr>
              ))}
              {extraTimings.map(([k, v]) => (
                <tr key={`t-${k}`}>
                  <th scope="row">{traceStepLabel(k)}</th>
                  <td />
                  <td className="num">{formatMs(v)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {answer.mapping.length ? (
            <p className="muted">
              Understood: {answer.mapping.map((m) => `“${m.phrase}” as ${termWords(m.term)} (${m.kind})`).join(', ')}
              {answer.unmapped.length ? ` · not understood: ${answer.unmapped.join(', ')}` : ''}
            </p>
          ) : null}
        </details>
      ) : null}
    </div>
  );
}
