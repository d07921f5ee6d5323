// The exact answer from model-written SPARQL, written without further model help: how many items the kept
// queries found (a count, yes/no or list as asked), each cited with the rows that prove it.
import type { AnswerItem } from '../../../../shared/answer.ts';
import type { SymbolicAnswer } from '../../retrieve/symbolic/index.ts';
import type { CitationSet } from '../citations.ts';
import type { ComposedAnswer } from '../compose-symbolic.ts';

const MAX_LISTED = 200;

export function composeModelSparql(sym: SymbolicAnswer, citations: CitationSet): ComposedAnswer {
  const result = sym.result!;
  const items: AnswerItem[] = result.items.map((i) => ({
    name: i.name,
    values: { ...i.values },
    citations: [...new Set(i.rows.map((r) => citations.row(r)?.id).filter((x): x is string => !!x))],
  }));
  const marker = (i: AnswerItem) => i.citations.map((c) => `[${c.slice(1)}]`).join('');
  const lines = items.slice(0, MAX_LISTED).map((i) => `- ${i.name} ${marker(i)}`.trimEnd());
  if (items.length > MAX_LISTED) lines.push(`- … and ${items.length - MAX_LISTED} more`);
  const how = 'found by model-written queries checked against the graph';
  const columns = [...new Set(items.flatMap((i) => Object.keys(i.values)))];
  const table = items.length
    ? { columns: ['Name', ...columns, 'Sources'], rows: items.map((i) => [i.name, ...columns.map((c) => { const v = i.values[c]; return typeof v === 'boolean' ? (v ? 'yes' : 'no') : (v ?? null); }), marker(i)]) }
    : null;
  const list = lines.join('\n');
  switch (sym.plan.intent) {
    case 'count':
      return { answer: `**${items.length}** (${how}).\n\n${list}`, kind: 'count', items, value: items.length, table };
    case 'exists':
      return { answer: `**Yes** — ${items.length} (${how}):\n\n${list}`, kind: 'boolean', items, value: true, table };
    default:
      return { answer: `**${items.length}** ${items.length === 1 ? 'match' : 'matches'} (${how}):\n\n${list}`, kind: 'list', items, value: null, table };
  }
}
