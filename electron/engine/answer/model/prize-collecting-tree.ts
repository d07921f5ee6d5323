// A prize-collecting Steiner tree over a small evidence graph (as G-Retriever selects its subgraph): nodes carry
// prizes (how much the question wants them), edges carry costs, and the tree keeps the nodes whose prizes pay
// for the edges that connect them. Computed with the classic growth heuristic: from the root, repeatedly attach
// the node whose prize minus the cost of its cheapest path to the tree is largest, while that is positive; then
// prune leaves that cost more than they bring. Exact PCST is NP-hard; the evidence graphs here have tens of nodes.

export interface PrizeGraph {
  /** Prize of each node (≥ 0). */
  prizes: number[];
  /** Undirected edges [a, b, cost]. */
  edges: Array<[number, number, number]>;
}

export interface PrizeTree {
  nodes: number[];
  edges: Array<[number, number]>;
  /** Σ prizes of the tree − Σ costs of its edges. */
  net: number;
}

/** Cheapest paths from a set of source nodes (Dijkstra on a small graph). */
function cheapestFrom(n: number, adj: Array<Array<[number, number]>>, sources: Set<number>): { dist: Float64Array; prev: Int32Array } {
  const dist = new Float64Array(n).fill(Infinity);
  const prev = new Int32Array(n).fill(-1);
  const done = new Uint8Array(n);
  for (const s of sources) dist[s] = 0;
  for (;;) {
    let u = -1;
    for (let i = 0; i < n; i++) if (!done[i] && dist[i] < Infinity && (u < 0 || dist[i] < dist[u])) u = i;
    if (u < 0) break;
    done[u] = 1;
    for (const [v, c] of adj[u]) {
      if (dist[u] + c < dist[v]) {
        dist[v] = dist[u] + c;
        prev[v] = u;
      }
    }
  }
  return { dist, prev };
}

export function prizeCollectingTree(graph: PrizeGraph, root: number): PrizeTree {
  const n = graph.prizes.length;
  if (n === 0 || root < 0 || root >= n) return { nodes: [], edges: [], net: 0 };
  const adj: Array<Array<[number, number]>> = Array.from({ length: n }, () => []);
  for (const [a, b, c] of graph.edges) {
    if (a === b || a < 0 || b < 0 || a >= n || b >= n) continue;
    adj[a].push([b, c]);
    adj[b].push([a, c]);
  }
  const inTree = new Set<number>([root]);
  const treeEdges = new Map<string, [number, number]>();
  // growth: attach the best-paying node by its cheapest path to the tree (nodes on the path join too)
  for (;;) {
    const { dist, prev } = cheapestFrom(n, adj, inTree);
    let best = -1;
    let bestGain = 0;
    for (let v = 0; v < n; v++) {
      if (inTree.has(v) || dist[v] === Infinity) continue;
      // the path's own nodes add their prizes too
      let gain = -dist[v];
      for (let x = v; x >= 0 && !inTree.has(x); x = prev[x]) gain += graph.prizes[x];
      if (gain > bestGain + 1e-12) {
        bestGain = gain;
        best = v;
      }
    }
    if (best < 0) break;
    for (let x = best; !inTree.has(x); x = prev[x]) {
      const p = prev[x];
      inTree.add(x);
      treeEdges.set(x < p ? `${x}-${p}` : `${p}-${x}`, [x, p]);
    }
  }
  // strong pruning: a leaf (not the root) whose prize does not pay for its edge goes, repeatedly
  const cost = new Map<string, number>();
  for (const [a, b, c] of graph.edges) {
    const k = a < b ? `${a}-${b}` : `${b}-${a}`;
    cost.set(k, Math.min(cost.get(k) ?? Infinity, c));
  }
  for (let changed = true; changed; ) {
    changed = false;
    const degree = new Map<number, number>();
    for (const [a, b] of treeEdges.values()) {
      degree.set(a, (degree.get(a) ?? 0) + 1);
      degree.set(b, (degree.get(b) ?? 0) + 1);
    }
    for (const [k, [a, b]] of treeEdges) {
      for (const leaf of [a, b]) {
        if (leaf === root || degree.get(leaf) !== 1) continue;
        if (graph.prizes[leaf] < (cost.get(k) ?? 0)) {
          treeEdges.delete(k);
          inTree.delete(leaf);
          changed = true;
          break;
        }
      }
      if (changed) break;
    }
  }
  const nodes = [...inTree].sort((a, b) => a - b);
  const edges = [...treeEdges.values()];
  const net = nodes.reduce((s, v) => s + graph.prizes[v], 0) - edges.reduce((s, [a, b]) => s + (cost.get(a < b ? `${a}-${b}` : `${b}-${a}`) ?? 0), 0);
  return { nodes, edges, net };
}
