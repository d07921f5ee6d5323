// A category value that names a yes/no property ("Route type: One-way" beside "Circular: no", "Play style:
// Co-operative" beside "Co-operative: yes"): the schema's yes/no closure (skg/schema/yes-no-closure.ts) gives every
// item stating the category the yes/no answer too, but not the other way round, so a question naming the value
// reads the yes/no attribute as well — the items of every layout. Same words or opposites of ordinary English
// (resources/lang/en/antonyms.tsv), between attributes of one kind of item. Built once per query context.
import type { AttrRef, QueryContext, ValueTarget } from './context.ts';
import { antonymsOf, loadAntonymLines, relate, subjectOf, type Antonyms } from '../../../skg/schema/yes-no-closure.ts';
import { loadYesNoLabelWords, type YesNoLabelWords } from '../../../skg/schema/yes-no-labels.ts';
import { loadLabelWords } from '../../../skg/schema/label-words.ts';
import { unitWord } from './units-adapter.ts';

export interface ValueAsYesNo {
  attr: AttrRef;
  /** The answer the value gives: yes where it names the attribute's subject, no where its opposite. */
  value: boolean;
}

/** Share of each attribute's items one category must hold for the two to be of one kind of item. */
const KIND_SHARE = 0.3;
/** Words a value may have to name a yes/no property. */
const MAX_WORDS = 3;

interface Tools {
  words: YesNoLabelWords;
  translate: ReadonlyMap<string, string>;
  antonyms: Antonyms;
  isUnit: (w: string) => boolean;
  bools: AttrRef[];
  memo: Map<string, ValueAsYesNo[]>;
}

const perContext = new WeakMap<QueryContext, Tools>();

function toolsOf(ctx: QueryContext): Tools {
  let t = perContext.get(ctx);
  if (!t) {
    const words = loadYesNoLabelWords();
    const translate = loadLabelWords();
    const isUnit = (w: string) => w.length <= 6 && unitWord(w) !== null;
    t = { words, translate, isUnit, antonyms: antonymsOf(loadAntonymLines(), words, translate, isUnit), bools: ctx.attributes.filter((a) => a.kind === 'bool' && a.entities >= 2), memo: new Map() };
    perContext.set(ctx, t);
  }
  return t;
}

/** Whether one category holds a good share of both attributes' items. */
function oneKind(ctx: QueryContext, a: AttrRef, b: AttrRef): boolean {
  const x = ctx.holders.get(a.id);
  const y = ctx.holders.get(b.id);
  if (!x?.size || !y?.size) return false;
  for (const c of new Set(ctx.categoryPhrases.values())) {
    if (c.place) continue;
    let n = 0;
    let m = 0;
    for (const e of x) if (c.entities.has(e)) n++;
    for (const e of y) if (c.entities.has(e)) m++;
    if (n >= KIND_SHARE * x.size && m >= KIND_SHARE * y.size) return true;
  }
  return false;
}

/** The yes/no attributes a value of a category names, with the answer it gives. */
export function valueAsYesNo(ctx: QueryContext, target: ValueTarget): ValueAsYesNo[] {
  if (target.attr.kind !== 'text' && target.attr.kind !== 'entity') return [];
  const t = toolsOf(ctx);
  const key = `${target.attr.id}\u0000${target.label}`;
  const known = t.memo.get(key);
  if (known) return known;
  const out: ValueAsYesNo[] = [];
  const value = subjectOf(target.label, t.words, t.translate, t.isUnit);
  if (value.words.length && value.words.length <= MAX_WORDS) {
    for (const b of t.bools) {
      if (b.id === target.attr.id) continue;
      const r = relate(value, subjectOf(b.label, t.words, t.translate, t.isUnit), t.antonyms, t.words);
      if (r && oneKind(ctx, target.attr, b)) out.push({ attr: b, value: r === 'same' });
    }
  }
  t.memo.set(key, out);
  return out;
}
