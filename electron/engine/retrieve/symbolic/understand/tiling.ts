// Which spans explain the question: the set of non-overlapping spans with the most weight (weighted interval
// scheduling — exact, linear in spans), where a span weighs its length × the weight of its kind × its score, so a
// longer name beats the shorter names inside it and a quantity beats the bare number inside it. Spans with the
// same range as a chosen one stay available as its alternatives (a word that is both a value and an attribute).
import type { ParseState, Span, SpanKind } from './state.ts';

const KIND_WEIGHT: Record<SpanKind, number> = {
  range: 3, dims: 3, hint: 2.8, quantity: 2.6, top: 2.4, comparator: 2.2, basis: 2.2, negation: 2.1, 'answer-unit': 1.9, entity: 2.7,
  feature: 1.9, attribute: 1.75, value: 1.7, category: 1.75, year: 1.5, gradable: 1.6, intent: 1.4, inclusivity: 1.4,
  number: 1.2, prefix: 1.0, relation: 0.5, function: 0.3,
};

export interface Tile {
  span: Span;
  /** Spans over exactly the same tokens, of other kinds or readings. */
  alternatives: Span[];
}

export function spanWeight(s: Span): number {
  return (s.b - s.a) * KIND_WEIGHT[s.kind] * s.score;
}

export function tile(state: ParseState): Tile[] {
  const spans = [...state.spans].filter((s) => s.b > s.a).sort((x, y) => x.b - y.b || x.a - y.a);
  const n = spans.length;
  // best[k]: best total using spans[0..k); p(k): last span ending at or before spans[k].a
  const best = new Array<number>(n + 1).fill(0);
  const take = new Array<boolean>(n).fill(false);
  const prev = spans.map((s) => {
    let lo = 0;
    let hi = n - 1;
    let ans = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (spans[mid].b <= s.a) {
        ans = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return ans;
  });
  for (let k = 0; k < n; k++) {
    const withIt = spanWeight(spans[k]) + best[prev[k] + 1];
    if (withIt > best[k]) {
      best[k + 1] = withIt;
      take[k] = true;
    } else best[k + 1] = best[k];
  }
  const chosen: Span[] = [];
  for (let k = n - 1; k >= 0; ) {
    if (take[k] && best[k + 1] !== best[k]) {
      chosen.push(spans[k]);
      k = prev[k];
    } else k--;
  }
  chosen.reverse();
  return chosen.map((span) => ({
    span,
    alternatives: state.spans.filter((o) => o !== span && o.a === span.a && o.b === span.b && o.kind !== 'function'),
  }));
}

/** Tokens no chosen span explains. */
export function unexplainedTokens(state: ParseState, tiles: Tile[]): number[] {
  const covered = new Set<number>();
  for (const t of tiles) for (let i = t.span.a; i < t.span.b; i++) covered.add(i);
  return state.tokens.map((t) => t.i).filter((i) => !covered.has(i));
}
