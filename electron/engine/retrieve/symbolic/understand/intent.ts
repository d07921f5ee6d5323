// The intent policy, as one table: what a question asks for (a list, a count, yes/no, a value, a ranking, an
// aggregate, a comparison), from the cues it holds — intent phrases (resources/lang/en/intents.tsv), gradable
// words, the entities it names, and its grammatical shape (an auxiliary first is a yes/no question). The first
// row that holds wins; each row says why, and the trace shows it.
import type { Intent, QueryPlan } from '../plan.ts';
import type { ParseState, Span } from './state.ts';
import type { Tile } from './tiling.ts';
import { isNumericAttr } from './attach.ts';

type SpanOf<K extends Span['kind']> = Extract<Span, { kind: K }>;

export interface IntentInput {
  state: ParseState;
  tiles: Tile[];
  subjects: number;
  conditions: number;
  gradables: Array<SpanOf<'gradable'>>;
  intents: Array<SpanOf<'intent'>>;
  top: SpanOf<'top'> | null;
  answerUnit: SpanOf<'answer-unit'> | null;
  groups: number;
}

interface Features {
  /** The question starts with which/what/who/how: "what countries are there in …" asks for the items. */
  asksWhich: boolean;
  subjects: number;
  cues: Set<string>;
  yesNo: boolean;
  superlative: SpanOf<'gradable'> | null;
  comparative: SpanOf<'gradable'> | null;
  which: boolean;
  valueForm: boolean;
  countOfUnit: boolean;
  /** "How many staff do the UK branches have": what is counted is a number items state (their Staff). */
  countOfAttribute: boolean;
  /** "What is the Jul figure for Tropical House": "what is the" and an attribute, of the items a name is linked to. */
  attributeOfLinked: boolean;
  /** "When does batch AB1732 expire", "what is the expiry of batch AB1732": an attribute (or a date "when" asks for)
   *  of the item holding a value that tells it apart, no kind of item asked for. */
  attributeOfHolder: ValueHeld | null;
  groups: number;
}

export interface IntentDecision {
  intent: Intent;
  why: string;
  direction: 'max' | 'min' | null;
  limit: number | null;
  gradable: SpanOf<'gradable'> | null;
  countValues: boolean;
  /** A comparison asked yes or no ("Is A heavier than B?"). */
  yesNo: boolean;
  /** The attribute of the value that names the item looked up, when a value does ("batch AB1732"). */
  heldValue: ValueHeld | null;
  /** Caps on confidence a finished plan must respect ("a lookup needs an entity"). */
  floor: (plan: QueryPlan) => Array<{ max: number; why: string }>;
}

type PolicyRow = { intent: Intent; when: (f: Features) => boolean; why: string };

/** "When does batch AB1732 expire": the row whose lookup names its item by a value it holds (the plan's floor lets
 *  it stand without a named item). */
const BY_HELD_VALUE: PolicyRow = { intent: 'lookup', when: (f) => f.subjects === 0 && !!f.attributeOfHolder && !f.superlative && !f.cues.has('count'), why: 'a value of the item holding the value named' };

const POLICY: PolicyRow[] = [
  { intent: 'compare-table', when: (f) => f.cues.has('compare') && f.subjects >= 2 && !f.superlative && !f.comparative, why: 'compare two or more named items' },
  { intent: 'compare-groups', when: (f) => f.cues.has('compare') && f.groups >= 2 && f.subjects < 2 && !f.superlative, why: 'compare groups side by side' },
  { intent: 'compare', when: (f) => f.subjects >= 2 && (!!f.comparative || !!f.superlative || f.which), why: 'which of the named items is more or less' },
  { intent: 'avg', when: (f) => f.cues.has('avg') || f.cues.has('median'), why: 'an average' },
  { intent: 'sum', when: (f) => f.cues.has('sum') && !f.cues.has('count'), why: 'a total' },
  { intent: 'check', when: (f) => f.subjects === 1 && f.yesNo, why: 'a yes/no question about one item' },
  { intent: 'lookup', when: (f) => f.subjects === 1, why: 'a value of one item' },
  { intent: 'lookup', when: (f) => f.subjects === 0 && f.attributeOfLinked, why: 'a value of the items linked to the one named' },
  BY_HELD_VALUE,
  { intent: 'sum', when: (f) => f.countOfAttribute && f.subjects === 0, why: 'how many in all: the total of a number the items state' },
  { intent: 'count', when: (f) => f.cues.has('count') && !f.countOfUnit, why: 'how many items qualify' },
  { intent: 'exists', when: (f) => (f.cues.has('exists') && !f.asksWhich) || (f.yesNo && f.subjects === 0), why: 'whether any item qualifies' },
  { intent: 'max', when: (f) => !!f.superlative && f.valueForm && f.superlative.direction === 'max', why: 'the highest value' },
  { intent: 'min', when: (f) => !!f.superlative && f.valueForm && f.superlative.direction === 'min', why: 'the lowest value' },
  { intent: 'argmax', when: (f) => !!f.superlative && f.superlative.direction === 'max', why: 'the item with the most' },
  { intent: 'argmin', when: (f) => !!f.superlative && f.superlative.direction === 'min', why: 'the item with the least' },
  { intent: 'list', when: () => true, why: 'the items that qualify' },
];

/** Items a value may be held by to name the item a lookup is of ("batch AB1732"). */
const HELD_BY_FEW = 2;

interface ValueHeld {
  /** The attribute holding the value. */
  attribute: string;
}

const AUX_FIRST = /^(is|are|was|were|does|do|did|has|have|had|can|could|will|would|should|may|might|must)$/;

export function decideIntent(input: IntentInput): IntentDecision {
  const { state, tiles } = input;
  const tokens = state.tokens;
  const first = tokens.find((t) => !/^\p{P}$/u.test(t.text));
  const cues = new Set(input.intents.map((i) => i.intent));
  // a superlative in a comparator ("at least") is not a ranking; a top-N is one
  const superlative = input.gradables.find((g) => g.degree === 'superlative') ?? null;
  const comparative = input.gradables.find((g) => g.degree === 'comparative') ?? null;
  const startsWith = (re: RegExp) => re.test(tokens.slice(0, 3).map((t) => t.norm).join(' '));
  const which = startsWith(/^(which|who)\b/) || tokens.some((t) => t.norm === 'which');
  // "what is the largest screen size among …" asks for the value; "which phone has the largest screen" for the item
  const attributeAfter = (g: SpanOf<'gradable'>) => {
    const next = tiles.find((t) => t.span.a >= g.b && t.span.kind !== 'function');
    return !!g.attribute || (!!next && next.span.kind === 'attribute');
  };
  // "the highest-rated Mexican recipe": the superlative and its attribute describe the noun after them, with no
  // preposition between (unlike "the highest rating among recipes"): the question asks for that item
  const describesItemNoun = (g: SpanOf<'gradable'>) => {
    const attr = tiles.find((t) => t.span.a >= g.b && t.span.kind !== 'function');
    if (!attr || attr.span.kind !== 'attribute') return false;
    for (const t of tiles.filter((x) => x.span.a >= attr.span.b).sort((x, y) => x.span.a - y.span.a)) {
      if (t.span.kind === 'category' || t.span.kind === 'prefix') return true;
      if (t.span.kind === 'value' || (t.span.kind === 'attribute' && t.span.targets[0]?.target.kind === 'bool')) continue;
      return false;
    }
    return false;
  };
  // "what's the oldest building we let": a noun after the superlative that names no attribute is the item asked for
  const itemNounAfter = (g: SpanOf<'gradable'>) => {
    const next = tokens.find((t) => t.i >= g.b && !t.function);
    if (!next || next.pos !== 'NOUN') return false;
    // (a noun only near an attribute in meaning names none: "building" is not Year built)
    const names = (t: Tile) => t.span.kind !== 'function' && !(t.span.kind === 'attribute' && Math.max(...t.span.targets.map((x) => x.score)) < 0.9);
    return !tiles.some((t) => t.span.a <= next.i && next.i < t.span.b && names(t));
  };
  // "what does the priciest game cost": a verb naming the attribute, after the ranked item, asks for its value
  // (the main verb of "what does … cost", "how much did … weigh": the last word, whatever its tag, or a verb)
  const doSupport = startsWith(/^(what|how much|how many) (does|do|did)\b/);
  const lastWord = [...tokens].reverse().find((t) => !/^\p{P}$/u.test(t.text));
  const verbAsked = (g: SpanOf<'gradable'>) => startsWith(/^(what|whats|how)\b/) &&
    tiles.some((t) => t.span.a >= g.b && t.span.kind === 'attribute' && tokens.slice(t.span.a, t.span.b).some((x) => x.pos === 'VERB' || (doSupport && x === lastWord)) && t.span.targets.some((x) => x.score >= 0.6 && isNumericAttr(x.target)));
  // a count of items ("the 5 fruits highest in …") asks for the items, never the value
  const valueForm = !!superlative && !which && !input.top && (((attributeAfter(superlative) || !!input.answerUnit) && !describesItemNoun(superlative) && !itemNounAfter(superlative)
    && (startsWith(/^(what|whats|tell|give|show|find)\b/) || tokens[0]?.i === superlative.a || tokens.slice(0, superlative.a).every((t) => t.function) || !!input.answerUnit)) || verbAsked(superlative));
  const countOfUnit = !!input.answerUnit && tokens.some((t, i) => t.norm === 'how' && tokens[i + 1]?.norm === 'many' && input.answerUnit!.a <= i + 3);
  // "how many <noun>" where the noun names a numeric attribute and no kind of item ("how many staff", not "how many
  // branches"): the items' own numbers are what is counted
  // (any phrase asking for a count: "the total number of visitor votes for works by X" is their sum too)
  const countPhrase = input.intents.filter((i) => i.intent === 'count').sort((x, y) => x.a - y.a)[0];
  const afterCount = countPhrase ? countPhrase.b : -1;
  const counted = afterCount >= 0 ? tiles.filter((t) => t.span.a >= afterCount && t.span.kind !== 'function').sort((x, y) => x.span.a - y.span.a)[0] : undefined;
  const countOfAttribute = !!counted && tokens.slice(afterCount, counted.span.a).every((t) => t.function) && counted.span.kind === 'attribute'
    && counted.span.targets.some((g) => g.score >= 0.9 && g.target.kind === 'number' && isNumericAttr(g.target))
    && !counted.alternatives.some((a) => a.kind === 'category' || a.kind === 'prefix');
  // "what was the Jul figure for Tropical House": the attribute right after "what is the", and a value that names
  // an item of the library (the items whose links name it hold the attribute), no kind of item asked for
  const opener = /^(?:what (?:is|was|are|were)|whats) (?:the )?/.exec(tokens.slice(0, 4).map((t) => t.norm).join(' '));
  const openerWords = opener ? opener[0].trim().split(' ').length : 0;
  // (or the verb "how much did the Hollins Trust award" ends with: the attribute it names, Awarded)
  const opened = opener ? tiles.find((t) => t.span.a === openerWords) : undefined;
  const verbNamed = doSupport && lastWord ? tiles.find((t) => t.span.kind === 'attribute' && t.span.a <= lastWord.i && lastWord.i < t.span.b) : undefined;
  const asked = opened?.span.kind === 'attribute' ? opened : verbNamed;
  const attributeOfLinked = !!asked && asked.span.kind === 'attribute' && asked.span.targets.some((g) => g.score >= 0.9)
    && !tiles.some((t) => [t.span, ...t.alternatives].some((x) => x.kind === 'category' || x.kind === 'prefix'))
    && tiles.some((t) => (asked === verbNamed ? t !== asked : t.span.a > asked.span.a) && [t.span, ...t.alternatives].some((x) => x.kind === 'value' && x.targets.some((g) => !!g.target.entity)));
  // "when does batch AB1732 expire", "what is the expiry date of batch AB1732": a value few items hold (a code, a
  // batch number), after what is asked, and no kind of item asked for: the value of the item holding it
  const asksWhen = first?.norm === 'when';
  const kindAsked = tiles.some((t) => [t.span, ...t.alternatives].some((x) => x.kind === 'category' || x.kind === 'prefix'));
  const held = (asksWhen || (!!asked && asked.span.kind === 'attribute' && asked.span.targets.some((g) => g.score >= 0.9))) && !kindAsked
    ? tiles.filter((t) => !asked || t.span.a >= asked.span.b || asked === verbNamed).flatMap((t) => (t.span.kind === 'value' ? t.span.targets : [])).find((g) => !g.target.entity && g.score >= 0.9 && g.target.count <= HELD_BY_FEW) ?? null
    : null;
  const features: Features = {
    asksWhich: /^(which|what|who|how|list|show|name)$/.test(tokens[0]?.norm ?? ''),
    subjects: input.subjects, cues, yesNo: !!first && AUX_FIRST.test(first.norm), superlative: superlative ?? (input.top ? { kind: 'gradable', a: input.top.a, b: input.top.b, direction: 'max', degree: 'superlative', dimensions: [], score: 1, reason: 'top' } : null),
    comparative, which, valueForm, countOfUnit, countOfAttribute, attributeOfLinked, groups: input.groups,
    attributeOfHolder: held ? { attribute: held.target.attr.id } : null,
  };
  const row = POLICY.find((r) => r.when(features))!;
  const holderOf = row === BY_HELD_VALUE ? features.attributeOfHolder : null;
  const gradable = row.intent === 'compare' ? comparative ?? superlative : superlative ?? comparative ?? null;
  const countValues = row.intent === 'lookup' && cues.has('count') && !countOfUnit;
  const limit = input.top ? input.top.n : null;
  return {
    intent: row.intent,
    why: row.why,
    direction: gradable?.direction ?? null,
    limit: ['argmax', 'argmin'].includes(row.intent) ? limit : null,
    gradable: gradable ?? null,
    countValues,
    yesNo: row.intent === 'compare' && features.yesNo,
    heldValue: holderOf,
    floor: (plan) => {
      const out: Array<{ max: number; why: string }> = [];
      const hasScope = (plan.scopeTerms?.length ?? 0) > 0 || (plan.excluded?.length ?? 0) > 0;
      if (plan.intent === 'list' && plan.conditions.length === 0 && !hasScope) out.push({ max: 0.3, why: 'no condition or scope to list by' });
      // (a lookup through the items linked to a named one, "the yield of Long Acre" read off its harvest lot, names
      // its item by the link)
      const linked = plan.intent === 'lookup' && !!plan.target && plan.conditions.some((c) => c.kind === 'link');
      // (as does one through a value few items hold, "the expiry of batch AB1732")
      const byValue = plan.intent === 'lookup' && !!holderOf && !!plan.target && plan.conditions.some((c) => c.kind === 'value');
      if ((plan.intent === 'lookup' || plan.intent === 'check') && plan.entities.length === 0 && !linked && !byValue) out.push({ max: 0.2, why: 'no named item to look up' });
      if (plan.intent === 'check' && plan.conditions.length === 0 && !plan.target) out.push({ max: 0.3, why: 'nothing to check' });
      if (plan.intent === 'compare' && plan.entities.length < 2) out.push({ max: 0.3, why: 'fewer than two items to compare' });
      if ((plan.intent === 'compare-table' || plan.intent === 'compare-groups') && plan.targets.length === 0) out.push({ max: 0.3, why: 'no attribute to compare on' });
      if (plan.intent === 'count' && plan.conditions.length === 0 && !hasScope) out.push({ max: 0.4, why: 'nothing to count by' });
      if (plan.intent === 'exists' && plan.conditions.length === 0 && !hasScope) out.push({ max: 0.3, why: 'nothing to look for' });
      return out;
    },
  };
}
