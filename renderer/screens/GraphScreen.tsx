// Evidence graph: the nodes and edges behind the active answer, in Cytoscape. Colour-coded types with a legend
// that filters, click for details, expand a node's neighbours, search, the path behind a citation, export.
// Cytoscape owns the elements; React keeps only the selection and a few counts (no per-node React state).
import { useEffect, useMemo, useRef, useState } from 'react';
import cytoscape, { type Core, type NodeSingular } from 'cytoscape';
import type { GraphNodeType } from '../../shared/answer.ts';
import { useApp } from '../state.ts';
import { Icon } from '../components/Icon.tsx';
import { NODE_TYPES, graphStylesheet, typeStyle } from '../graph/style.ts';
import { citationNodes, itemGraph, mergeGraph, nodeMatches, searchKey, toElements } from '../graph/elements.ts';
import { readableNodeFields } from '../lib/labels.ts';
import { graphToSvg } from '../graph/svg-export.ts';
import { isDark, type Theme } from '../lib/theme.ts';
import { download } from '../lib/format.ts';

interface Selected {
  id: string;
  label: string;
  type: string;
  info: Record<string, unknown>;
  degree: number;
}

const LIST_LIMIT = 200;
/** Results not drawn in the graph, listed at most. */
const MISSING_LIMIT = 50;
const MAX_FIT_ZOOM = 1.1;
const COSE_LIMIT = 200;

/** Depth of every node from the question (breadth-first, ignoring direction); unreachable nodes go outermost. */
function depthFromQuestion(cy: Core): Map<string, number> {
  const depth = new Map<string, number>();
  const roots = cy.nodes('[type = "question"]');
  if (roots.empty()) return depth;
  cy.elements().bfs({
    roots,
    directed: false,
    visit: (v, _e, _u, _i, d) => {
      depth.set(v.id(), d);
    },
  });
  return depth;
}

/** cose for small graphs (best looking); rings by distance from the question for large ones (fast). */
function runLayout(cy: Core, animate = false): void {
  const n = cy.nodes(':visible').length;
  if (n <= COSE_LIMIT) {
    cy.layout({ name: 'cose', animate, randomize: false, nodeRepulsion: () => 40000, idealEdgeLength: () => 110, nodeOverlap: 20, componentSpacing: 80, numIter: 1000, fit: true, padding: 40 } as cytoscape.LayoutOptions).run();
  } else {
    const depth = depthFromQuestion(cy);
    const deepest = Math.max(0, ...depth.values()) + 1;
    cy.layout({ name: 'concentric', concentric: (node: NodeSingular) => deepest - (depth.get(node.id()) ?? deepest), levelWidth: () => 1, minNodeSpacing: 12, animate: false, fit: true, padding: 20 } as cytoscape.LayoutOptions).run();
  }
  if (cy.zoom() > MAX_FIT_ZOOM) {
    cy.zoom(MAX_FIT_ZOOM);
    cy.center();
  }
}

export function GraphScreen({ theme }: { theme: Theme }) {
  const { activeTurn, client, notify, go } = useApp();
  const answer = activeTurn?.answer ?? null;
  const containerRef = useRef<HTMLDivElement>(null);
  const cyRef = useRef<Core | null>(null);
  const [selected, setSelected] = useState<Selected | null>(null);
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  const [counts, setCounts] = useState<{ nodes: number; edges: number; byType: Record<string, number>; labels: Set<string> }>({ nodes: 0, edges: 0, byType: {}, labels: new Set() });
  const [search, setSearch] = useState('');
  const [citationId, setCitationId] = useState('');
  const [expanding, setExpanding] = useState(false);
  const [version, setVersion] = useState(0);

  const recount = (cy: Core) => {
    const byType: Record<string, number> = {};
    const labels = new Set<string>();
    cy.nodes().forEach((n) => {
      const t = n.data('type') as string;
      byType[t] = (byType[t] ?? 0) + 1;
      if (t === 'entity') labels.add(searchKey(String(n.data('label'))));
    });
    setCounts({ nodes: cy.nodes().length, edges: cy.edges().length, byType, labels });
    setVersion((v) => v + 1);
  };

  useEffect(() => {
    if (!containerRef.current || !answer) return;
    const big = answer.graph.nodes.length > 1000;
    const cy = cytoscape({
      container: containerRef.current,
      elements: toElements(answer.graph),
      style: graphStylesheet(isDark()) as cytoscape.StylesheetStyle[],
      minZoom: 0.05,
      maxZoom: 4,
      textureOnViewport: big,
      hideEdgesOnViewport: big,
      pixelRatio: big ? 1 : 'auto',
    });
    cyRef.current = cy;
    runLayout(cy);
    cy.on('tap', 'node', (e) => {
      const n = e.target as NodeSingular;
      setSelected({ id: n.id(), label: n.data('label'), type: n.data('type'), info: n.data('info') ?? {}, degree: n.degree(false) });
    });
    cy.on('tap', (e) => {
      if (e.target === cy) setSelected(null);
    });
    recount(cy);
    setSelected(null);
    setCitationId('');
    // the window (or the panel beside it) changed size: Cytoscape redraws for its new box and fits again
    let fitted = { w: containerRef.current.clientWidth, h: containerRef.current.clientHeight };
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      if (Math.abs(width - fitted.w) < 2 && Math.abs(height - fitted.h) < 2) return;
      fitted = { w: width, h: height };
      cy.resize();
      cy.fit(undefined, 30);
      if (cy.zoom() > MAX_FIT_ZOOM) {
        cy.zoom(MAX_FIT_ZOOM);
        cy.center();
      }
    });
    observer.observe(containerRef.current);
    return () => {
      observer.disconnect();
      cy.destroy();
      cyRef.current = null;
    };
  }, [answer]);

  useEffect(() => {
    cyRef.current?.style(graphStylesheet(isDark()) as cytoscape.StylesheetStyle[]);
  }, [theme]);

  useEffect(() => {
    const cy = cyRef.current;
    if (!cy) return;
    cy.batch(() => {
      cy.nodes().forEach((n) => {
        n.toggleClass('hidden', hidden.has(n.data('type')));
      });
    });
  }, [hidden, version]);

  useEffect(() => {
    const cy = cyRef.current;
    if (!cy) return;
    const q = search.trim();
    cy.batch(() => {
      cy.nodes().removeClass('match');
      if (q) cy.nodes().filter((n) => nodeMatches(String(n.data('label')), n.data('info') ?? {}, q)).addClass('match');
    });
  }, [search, version]);

  useEffect(() => {
    const cy = cyRef.current;
    if (!cy || !answer) return;
    cy.batch(() => cy.elements().removeClass('path faded'));
    const c = answer.citations.find((x) => x.id === citationId);
    if (!c) return;
    const targets = citationNodes(cy, c);
    if (!targets.length) {
      notify('No node of this graph stands for that citation.', 'info');
      return;
    }
    const roots = cy.nodes('[type = "question"]');
    let path = cy.collection().union(targets);
    if (roots.nonempty()) {
      const dijkstra = cy.elements(':visible').dijkstra({ root: roots[0], directed: false });
      for (const t of targets) {
        const p = dijkstra.pathTo(t);
        if (p.length) path = path.union(p);
      }
    }
    cy.batch(() => {
      cy.elements().addClass('faded');
      path.removeClass('faded').addClass('path');
    });
    cy.animate({ fit: { eles: path, padding: 60 } }, { duration: 250 });
  }, [citationId, answer, notify]);

  const visibleNodes = useMemo(() => {
    const cy = cyRef.current;
    if (!cy) return { items: [], total: 0 };
    const q = search.trim();
    const all = cy.nodes().toArray().filter((n) => !hidden.has(n.data('type')) && nodeMatches(String(n.data('label')), n.data('info') ?? {}, q));
    return { items: all.slice(0, LIST_LIMIT).map((n) => ({ id: n.id(), label: String(n.data('label')), type: String(n.data('type')) })), total: all.length };
  }, [version, search, hidden]);

  /** The answer's results the engine did not draw (it caps them), matching the search. */
  const missing = useMemo(() => {
    if (!answer) return { items: [], total: 0 };
    const all = answer.items.filter((i) => !counts.labels.has(searchKey(i.name)) && nodeMatches(i.name, i.values as Record<string, unknown>, search));
    return { items: all.slice(0, MISSING_LIMIT), total: all.length };
  }, [answer, counts.labels, search]);
  const resultsShown = answer ? answer.items.filter((i) => counts.labels.has(searchKey(i.name))).length : 0;

  const addItem = (name: string) => {
    const cy = cyRef.current;
    const item = answer?.items.find((i) => i.name === name);
    if (!cy || !item || !answer) return;
    const query = cy.getElementById('query');
    mergeGraph(cy, itemGraph(item, answer.citations), query.nonempty() ? (query as NodeSingular) : null);
    recount(cy);
    selectNode(`item:${item.name}`);
  };

  const selectNode = (id: string) => {
    const cy = cyRef.current;
    const n = cy?.getElementById(id);
    if (!cy || !n || n.empty()) return;
    cy.nodes(':selected').unselect();
    n.select();
    cy.animate({ center: { eles: n }, zoom: Math.max(cy.zoom(), 1) }, { duration: 200 });
    setSelected({ id: n.id(), label: n.data('label'), type: n.data('type'), info: n.data('info') ?? {}, degree: n.degree(false) });
  };

  const expand = async () => {
    const cy = cyRef.current;
    if (!cy || !selected) return;
    setExpanding(true);
    try {
      const graph = await client.api.expandNode({ nodeId: selected.id });
      const around = cy.getElementById(selected.id);
      const added = mergeGraph(cy, graph, around.nonempty() ? (around as NodeSingular) : null);
      if (added && cy.nodes().length <= COSE_LIMIT) {
        cy.nodes().not(cy.nodes('.new')).lock();
        runLayout(cy, false);
        cy.nodes().unlock();
        cy.animate({ fit: { eles: cy.nodes('.new').union(around), padding: 60 } }, { duration: 250 });
      }
      recount(cy);
      setSelected((s) => (s ? { ...s, degree: around.nonempty() ? (around as NodeSingular).degree(false) : s.degree } : s));
      notify(added ? `Added ${added} node${added === 1 ? '' : 's'}.` : 'No new neighbours.', 'info');
    } catch (e) {
      notify((e as Error).message);
    } finally {
      setExpanding(false);
    }
  };

  const exportPng = async () => {
    const cy = cyRef.current;
    if (!cy) return;
    const blob = (await cy.png({ output: 'blob-promise', full: true, scale: 2, bg: isDark() ? '#0f172a' : '#ffffff' })) as Blob;
    download('quarry-evidence-graph.png', blob);
  };
  const exportSvg = () => {
    const cy = cyRef.current;
    if (!cy) return;
    download('quarry-evidence-graph.svg', new Blob([graphToSvg(cy, isDark())], { type: 'image/svg+xml' }));
  };

  const toggleType = (t: string) =>
    setHidden((h) => {
      const next = new Set(h);
      if (next.has(t)) next.delete(t);
      else next.add(t);
      return next;
    });

  if (!answer) {
    return (
      <div className="page">
        <h1>Evidence graph</h1>
        <p className="empty">
          Ask a question first: the graph shows the evidence behind an answer.{' '}
          <button type="button" className="link" onClick={() => go('chat')}>
            Go to Chat
          </button>
        </p>
      </div>
    );
  }

  const presentTypes = (Object.keys(NODE_TYPES) as GraphNodeType[]).filter((t) => counts.byType[t]).concat(Object.keys(counts.byType).filter((t) => !(t in NODE_TYPES)) as GraphNodeType[]);

  return (
    <div className="graph-layout">
      <header className="graph-toolbar">
        <div className="graph-title">
          <h1>Evidence graph</h1>
          <span className="muted" data-testid="graph-counts">
            {answer.items.length > resultsShown ? (
              <strong className="shown-of" data-testid="results-shown">
                Showing {resultsShown.toLocaleString()} of {answer.items.length.toLocaleString()} results
              </strong>
            ) : null}
            {counts.nodes} nodes · {counts.edges} edges
          </span>
        </div>
        <span className="muted question-ref" title={answer.question}>
          “{answer.question}”
        </span>
        <span className="spacer" />
        <label className="search">
          <Icon name="search" />
          <span className="sr-only">Search nodes</span>
          <input type="search" placeholder="Search nodes" value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <label className="sr-only" htmlFor="citation-path">
          Highlight the path behind a citation
        </label>
        <select id="citation-path" value={citationId} onChange={(e) => setCitationId(e.target.value)}>
          <option value="">Path behind a citation…</option>
          {answer.citations.map((c, i) => (
            <option key={c.id} value={c.id}>
              [{i + 1}] {c.path}
            </option>
          ))}
        </select>
        <button type="button" className="ghost small" onClick={() => cyRef.current?.fit(undefined, 30)} aria-label="Fit graph to view">
          <Icon name="fit" />
        </button>
        <span className="toolbar-group">
          <button type="button" className="small" onClick={() => void exportPng()}>
            <Icon name="download" /> PNG
          </button>
          <button type="button" className="small" onClick={exportSvg}>
            <Icon name="download" /> SVG
          </button>
        </span>
      </header>
      <div className="graph-body">
        <div className="graph-canvas" ref={containerRef} role="img" aria-label={`Evidence graph with ${counts.nodes} nodes; use the node list to explore it with the keyboard`} />
        <aside className="graph-side">
          <section aria-label="Legend and filter">
            <h2>Node types</h2>
            <ul className="legend">
              {presentTypes.map((t) => {
                const s = typeStyle(t);
                return (
                  <li key={t}>
                    <label>
                      <input type="checkbox" checked={!hidden.has(t)} onChange={() => toggleType(t)} />
                      <span className="swatch" style={{ background: s.color }} />
                      <span>{s.label}</span>
                      <span className="muted count">{counts.byType[t]}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </section>
          <section className="details" aria-label="Selected node">
            <h2>Details</h2>
            {selected ? (
              <>
                <p className="node-label">
                  <span className="swatch" style={{ background: typeStyle(selected.type).color }} /> <strong>{selected.label}</strong>
                </p>
                <p className="muted">
                  {typeStyle(selected.type).label} · {selected.degree} connection{selected.degree === 1 ? '' : 's'}
                </p>
                {readableNodeFields(selected.info).length ? (
                  <dl className="kv">
                    {readableNodeFields(selected.info).map(({ label, value }) => (
                      <div key={label}>
                        <dt>{label}</dt>
                        <dd>{value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                <button type="button" className="primary small" onClick={() => void expand()} disabled={expanding}>
                  <Icon name="expand" /> {expanding ? 'Expanding…' : 'Expand neighbours'}
                </button>
              </>
            ) : (
              <p className="muted">Click a node, or pick one below.</p>
            )}
          </section>
          <section className="node-list" aria-label="Nodes">
            <h2>Nodes</h2>
            <ul>
              {visibleNodes.items.map((n) => (
                <li key={n.id}>
                  <button type="button" className={`node-item${selected?.id === n.id ? ' active' : ''}`} onClick={() => selectNode(n.id)} data-node-type={n.type}>
                    <span className="swatch" style={{ background: typeStyle(n.type).color }} />
                    <span className="node-name">{n.label}</span>
                  </button>
                </li>
              ))}
            </ul>
            {visibleNodes.total > LIST_LIMIT ? (
              <p className="muted">
                Showing {LIST_LIMIT} of {visibleNodes.total}; search to narrow.
              </p>
            ) : null}
            {visibleNodes.total === 0 ? <p className="muted">No node of the graph matches.</p> : null}
          </section>
          {missing.total ? (
            <section className="node-list" aria-label="Results not in the graph">
              <h2>Results not in the graph</h2>
              <p className="muted small-text">
                The graph draws the first {resultsShown.toLocaleString()} of {answer.items.length.toLocaleString()} results. Add any other one to see its evidence.
              </p>
              <ul>
                {missing.items.map((i) => (
                  <li key={i.name}>
                    <button type="button" className="node-item" onClick={() => addItem(i.name)} aria-label={`Add ${i.name} to the graph`}>
                      <Icon name="expand" />
                      <span className="node-name">{i.name}</span>
                    </button>
                  </li>
                ))}
              </ul>
              {missing.total > MISSING_LIMIT ? (
                <p className="muted">
                  {MISSING_LIMIT} of {missing.total.toLocaleString()} listed; search to narrow.
                </p>
              ) : null}
            </section>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
