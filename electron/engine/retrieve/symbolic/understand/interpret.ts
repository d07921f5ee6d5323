// From the tiling to a query plan: entities as subjects or as values, amounts as conditions on attributes,
// values, yes/no attributes and features as conditions, categories and shared name words as the scope, the
// intent from the intent table, and the target attribute of a ranking, aggregate, lookup or comparison. Every
// token ends with a role and a reason; what stays unexplained lowers the confidence only where it could change
// the answer (next to a number, a comparator, a negation or an attribute).
import { CLOCK_DIMENSION } from '../../../skg/values/clock-times.ts';
import { periodAfterAmount } from '../../../skg/values/periods.ts';
import type { PhraseMapping } from '../../../../../shared/answer.ts';
import type { AttrRef, CategoryTarget, Grounding, QueryContext } from './context.ts';
import { phraseKey } from './context.ts';
import { normText } from '../../../text/norm.ts';
import { convertValue, isCurrency, unitWord } from './units-adapter.ts';
import { similarity } from '../../../tkg/embed/index.ts';
import { labelTokens } from '../../../skg/schema/label-similarity.ts';
import type {
  AnyCondition, BooleanCondition, Condition, FeatureCondition, Intent, NumericCondition, QueryPlan, ScopeTerm, Target, ValueCondition,
} from '../plan.ts';
import type { ParseState, Quantity, Span } from './state.ts';
import { textOf } from './state.ts';
import type { Tile } from './tiling.ts';
import { attachAmount, attributesOf, bareNumberReading, comparatorFor, conditionUnit, isNumericAttr, negationFor, toAttributeUnit, type AmountSpan } from './attach.ts';
import { decideIntent } from './intent.ts';
import { attributeBasis, basisFactor, questionBases, type Basis } from './basis.ts';
import { valueAsYesNo } from './value-yes-no.ts';
import { tableGradable } from './spans/gradables.ts';
import { boundAttribute, boundOf } from './range-bound.ts';
import { describeInterpretation } from './describe.ts';
import { normaliseKey, stemWord } from '../../../skg/entries/normalise-key.ts';
import { loadKindLabelWords } from '../../../skg/schema/kind-label-words.ts';
import { conditionHolders, kindOf, linkBetween, linkCountAttribute, linkedKinds, namedBy, membersOf as scopeTermMembers, type ScopeReading } from './links.ts';

type SpanOf<K extends Span['kind']> = Extract<Span, { kind: K }>;

const round = (x: number) => Math.round(x * 1e6) / 1e6;

interface Build {
  intent?: Intent;
  subjectCount?: number;
  /** The tile that names the attribute asked about, once chosen. */
  targetTile?: Tile;
  /** Other attributes a number could be about, close behind the one chosen. */
  forks: Array<{ condition: NumericCondition; attr: AttrRef; score: number; quantity: Quantity[] }>;
  /** The tokens each numeric condition was read from (for "in 2019 or 2020" lists). */
  spansOf: Map<Condition, { a: number; b: number }>;
  state: ParseState;
  tiles: Tile[];
  used: Set<Tile>;
  roles: Map<Tile, { role: string; reason: string }>;
  /** Roles of single words no tile holds ("millet" of "a cereal or millet"), by token index. */
  tokenRoles?: Map<number, { role: string; reason: string }>;
  conditions: Condition[];
  /** The tile each condition was read from: the first tile used after it was added (conditions are added, then
   *  their tile used). Where in the question a condition sits ("at Irish clubs" vs "not Irish themselves"). */
  conditionTiles?: Map<Condition, Tile>;
  mapping: PhraseMapping[];
  doubts: string[];
  unmapped: string[];
  /** Kinds a condition's own words name ("the head coach at X": coaches), scope words of the question. */
  impliedScope?: ScopeTerm[];
  /** The target is a start date read as the time since it ("has been here longer"): the ranking reverses. */
  elapsed?: boolean;
  /** The direction of the gradable word a comparison ranks by, when the intent policy chose none. */
  direction?: 'max' | 'min';
}

const attrFields = (a: AttrRef) => ({ entry: a.entries[0], entries: a.entries, entryLabel: a.label });

/** Half or more of `items` are in `holders`. */
function mostOf(items: Set<string>, holders: Set<string> | undefined): boolean {
  if (!holders || !items.size) return false;
  let n = 0;
  for (const e of items) if (holders.has(e)) n++;
  return n >= 0.5 * items.size;
}

/** Spans that give a number attribute a role: an amount, a comparison, a ranking, a unit asked for. */
const NUMBER_ROLES = new Set(['number', 'quantity', 'range', 'comparator', 'gradable', 'top', 'dims', 'answer-unit', 'hint']);

function use(b: Build, tile: Tile | null, role: string, reason: string): void {
  if (!tile) return;
  b.conditionTiles ??= new Map();
  for (let i = b.conditions.length - 1; i >= 0 && !b.conditionTiles.has(b.conditions[i]!); i--) b.conditionTiles.set(b.conditions[i]!, tile);
  b.used.add(tile);
  b.roles.set(tile, { role, reason });
}

/** The words before a name that make it a value of another entity's attribute ("that use X", "made by X"). */
function isRelationObject(b: Build, k: number): boolean {
  const { tokens, ctx } = b.state;
  const start = b.tiles[k].span.a;
  for (let j = start - 1; j >= Math.max(0, start - 3); j--) {
    const t = tokens[j];
    // an attribute's noun "of" a name asks for the name's own ("the currency of Birch Lodge"), unless the
    // attribute is itself a link whose values name such items ("the neighbours of Quinguay")
    const before = b.tiles.find((x) => x.span.a <= j - 1 && j - 1 < x.span.b);
    if (t.norm === 'of' && before?.span.kind === 'attribute' && !before.span.targets.some((g) => g.score >= 0.9 && g.target.kind === 'entity')) return false;
    if (ctx.lang.relations.has(t.norm) || ctx.lang.relations.has(t.lemma)) return true;
    // a preposition after a noun makes a phrase that describes the noun ("cats at the Kouter Clinic"); a
    // comparison's "than" is no such preposition
    if (t.pos === 'ADP' && /^(NOUN|PROPN)$/.test(tokens[j - 1]?.pos ?? '') && !ctx.lang.comparators.some((c) => c.words.length === 1 && c.words[0] === t.norm)) return true;
    if (t.pos === 'VERB' && !/^(be|have|do|is|are|was|were|has|had|does|did)$/.test(t.lemma)) return true;
    if (!t.function) break;
  }
  return false;
}

/** The other name, when the name of tile k is one of two names offered as a choice ("A or B", "A vs B", "the A office or the B office"). */
function offeredWith(b: Build, k: number): Tile | undefined {
  const { tiles, state } = b;
  const choiceWord = (i: number) => /^(or|vs|versus)$/.test(state.tokens[i]?.norm ?? '');
  const between = (x: Tile, y: Tile) => {
    const words = state.tokens.slice(x.span.b, y.span.a);
    const nouns = words.filter((t) => !t.function && !/^\p{P}+$/u.test(t.text));
    return words.some((t) => choiceWord(t.i)) && words.length <= 5 && nouns.length <= 1;
  };
  // a choice ranks one of the two ("which opened first", "the bigger budget"), and the first name follows no
  // preposition: "the cheapest flat in Dublin or Leeds" are places of flats
  if (!tiles.some((t) => t.span.kind === 'gradable')) return undefined;
  const me = tiles[k];
  const others = tiles.filter((t, j) => j !== k && (t.span.kind === 'entity' || t.alternatives.some((a) => a.kind === 'entity')));
  const other = others.find((o) => (o.span.a >= me.span.b ? between(me, o) : between(o, me)));
  if (!other) return undefined;
  let j = Math.min(me.span.a, other.span.a) - 1;
  while (j >= 0 && state.tokens[j].pos === 'DET') j--;
  const before = state.tokens[j];
  if (before && (before.pos === 'ADP' || state.ctx.lang.relations.has(before.norm))) return undefined;
  return other;
}

function entityLinkTargets(ctx: QueryContext, entity: string): AttrRef[] {
  const attrs = new Set<string>();
  for (const v of ctx.schema.values) if (v.entity === entity) attrs.add(v.attribute);
  return [...attrs].map((id) => ctx.attributeById.get(id)!).filter(Boolean);
}

/** An underscore, a dot between letters (a file's name), a word of three capitals inside, or three letters or more
 *  run together with digits ("dec265", "libnspr4"; not a model's "A54" or a "5G"). */
const CODE_SHAPED = /\w_\w|\p{L}{2,}\.\p{L}|\p{L}\.\p{L}{2,}|\p{Lu}\p{Ll}+\p{Lu}\p{Ll}+\p{Lu}|\p{L}{3,}\d|\d\p{L}{3,}/u;

/** The whitespace-delimited word of a text holding the characters [start, end). */
function wordAround(text: string, start: number, end: number): string {
  let a = start;
  let z = end;
  while (a > 0 && !/\s/.test(text[a - 1]!)) a--;
  while (z < text.length && !/\s/.test(text[z]!)) z++;
  return text.slice(a, z);
}

/** A verb no condition explains followed by an object no condition explains, as written; null where there is none. */
function unexplainedClause(state: ParseState, roles: Array<{ role: string }>): string | null {
  const toks = state.tokens;
  for (let i = 0; i < toks.length; i++) {
    if (toks[i]!.pos !== 'VERB' || roles[i]?.role !== 'context') continue;
    // (a participle joined to a degree word says what it grades, "the longest-serving member", "best-selling": no
    // clause of its own)
    if (i > 0 && /^\s*-\s*$/.test(state.question.slice(toks[i - 1]!.end, toks[i]!.start)) && state.spans.some((s) => s.kind === 'gradable' && s.a <= i - 1 && i - 1 < s.b)) continue;
    let j = i + 1;
    while (j < toks.length && (roles[j]?.role === 'function' || toks[j]!.pos === 'DET')) j++;
    const obj = toks[j];
    if (!obj || !/^(NOUN|ADJ)$/.test(obj.pos) || !['context', 'unmapped'].includes(roles[j]?.role ?? '')) continue;
    return state.question.slice(toks[i]!.start, obj.end);
  }
  return null;
}

/** The attributes the word just before tile k names ("role", "the role of", "status is"): at most one function
 * word between. */
function attributeNamedBefore(b: Build, k: number): Set<string> {
  const { tiles } = b;
  let j = k - 1;
  if (tiles[j]?.span.kind === 'function' && tiles[j].span.b === tiles[k].span.a) j--;
  const t = tiles[j];
  if (!t || t.span.kind !== 'attribute' || t.span.b !== tiles[j + 1].span.a) return new Set();
  return new Set(attributesOf(t).filter((g) => g.score >= 0.9).map((g) => g.target.id));
}

/** Conditions from values, features and yes/no attributes, each with its negation. */
function valueConditions(b: Build): void {
  const { tiles, state } = b;
  tiles.forEach((tile, k) => {
    if (b.used.has(tile)) return;
    const s = tile.span;
    const neg = negationFor(state, tiles, k);
    const negated = !!neg;
    const phrase = textOf(state, s.a, s.b);
    const options: Array<ValueCondition | BooleanCondition | FeatureCondition> = [];
    const labels: string[] = [];
    for (const alt of [s, ...tile.alternatives]) {
      if (alt.kind === 'feature') {
        options.push({ kind: 'feature', feature: alt.target.iri, label: alt.target.label, negated: false, phrase });
        labels.push(alt.target.label);
      } else if (alt.kind === 'value') {
        const best = Math.max(...alt.targets.map((g) => g.score));
        // the value itself, and values that start with it ("Li-Ion" and "Li-Ion 4000 mAh")
        // (values that start with it only of attributes holding it whole, where one does: "Kiel" is the City
        // "Kiel", not a regatta "Kiel Week" of another table)
        const whole = new Set(alt.targets.filter((g) => g.score >= best - 0.05).map((g) => g.target.attr.id));
        const top = alt.targets.filter((g) => g.score >= Math.min(best - 0.05, 0.5) && (best < 0.95 || whole.has(g.target.attr.id)));
        // one condition per attribute holding the value
        const byAttr = new Map<string, Array<Grounding<(typeof top)[number]['target']>>>();
        for (const g of top) byAttr.set(g.target.attr.id, [...(byAttr.get(g.target.attr.id) ?? []), g]);
        for (const gs of byAttr.values()) {
          const attr = gs[0].target.attr;
          options.push({ kind: 'value', ...attrFields(attr), values: [...new Set(gs.flatMap((g) => g.target.iris))], negated: false, phrase });
          // (each value read: "White" and the Spanish export's "Blanco")
          labels.push(`${attr.label} ${[...new Set(gs.map((g) => `"${g.target.label}"`))].slice(0, 3).join(', ')}`);
        }
        // a value naming a yes/no property ("one-way": Circular no) reads the layouts that state it yes or no too
        for (const g of top.filter((x) => x.score >= 0.9)) {
          for (const rel of valueAsYesNo(state.ctx, g.target)) {
            if (options.some((o) => o.kind === 'boolean' && o.entries.join() === rel.attr.entries.join())) continue;
            options.push({ kind: 'boolean', ...attrFields(rel.attr), value: rel.value, negated: false, phrase });
            labels.push(`${rel.attr.label}: ${rel.value ? 'yes' : 'no'}`);
          }
        }
      } else if (alt.kind === 'attribute') {
        for (const g of alt.targets) {
          if (g.target.kind !== 'bool' || g.score < 0.9) continue;
          // "unpaid": the rows that say no
          options.push({ kind: 'boolean', ...attrFields(g.target), value: !alt.negated, negated: false, phrase });
          labels.push(`${g.target.label}: ${alt.negated ? 'no' : 'yes'}`);
        }
      }
    }
    if (!options.length) return;
    // in a lookup, a value just before the attribute asked about only describes it ("Debian changelog entries")
    if (b.intent === 'lookup' && b.targetTile && tiles.slice(k + 1).find((t) => t.span.kind !== 'function') === b.targetTile) {
      use(b, tile, 'mentioned', `describes the attribute asked about`);
      return;
    }
    // a word that names an attribute (its label or an alias) is that attribute, said — not a value that reads
    // the same ("a 720x1280 screen": screen is Display size); yes/no attributes are conditions already
    // (an attribute one document states for one item, "Rabbits: 5 weeks" in a protocol, is not what the word says
    // where it is also a value several items hold, Species "Rabbit")
    const valueHolders = Math.max(0, ...[s, ...tile.alternatives].flatMap((alt) => (alt.kind === 'value' ? alt.targets.map((g) => Math.min(g.target.count, g.target.attr.entities)) : [])));
    // (a column named after a thing, "Leipzig" in a table of events by branch, is not what a name written as a name
    // says where the library also holds it as a value: "the Leipzig café" is the café in Leipzig)
    const asName = valueHolders >= 1 && /^\p{Lu}/u.test(phrase) && s.a > 0;
    // (nor where the word is one of the very attribute's values: "furnished flats" is Furnishing "Furnished", though
    // one layout labels the attribute "Furnished")
    const ownValueOf = new Set([s, ...tile.alternatives].flatMap((alt) => (alt.kind === 'value' ? alt.targets.filter((g) => g.score >= 0.9).map((g) => g.target.attr.id) : [])));
    const said = [s, ...tile.alternatives].flatMap((alt) => (alt.kind === 'attribute' ? alt.targets.filter((g) => g.score >= 0.9 && g.target.kind !== 'bool' && !(g.target.kind === 'text' && ownValueOf.has(g.target.id)) && (g.target.entities >= 2 || valueHolders < 2) && !(asName && normText(g.target.label) === normText(phrase))) : []));
    // …unless it is a number attribute and nothing in the question is a number or asks for one: "insured cats in
    // Portland" names the city, not a price list's "Portland" column
    const numberRole = tiles.some((t) => NUMBER_ROLES.has(t.span.kind)) || !['list', 'count', 'exists'].includes(b.intent ?? 'list');
    // …nor right after a word naming the attribute that holds it as a value: "role Head of Department" is Role
    // "Head of Department", though a layout labels another column "Head of department"
    const namedJustBefore = attributeNamedBefore(b, k);
    const valueOfNamed = namedJustBefore.size > 0 && [s, ...tile.alternatives].some((alt) => alt.kind === 'value' && alt.targets.some((g) => g.score >= 0.9 && namedJustBefore.has(g.target.attr.id)));
    const namesAttribute = !valueOfNamed && said.length > 0 && (numberRole || said.some((g) => g.target.kind !== 'number'));
    if (namesAttribute && !options.some((o) => o.kind === 'boolean' || o.kind === 'feature')) {
      use(b, tile, 'attribute', `names an attribute; no condition on it`);
      return;
    }
    // a value that starts a number ("Android 12") is read with the number: see amounts
    // (as there: written in digits, right after it)
    const nextNumber = b.tiles[k + 1]?.span;
    if (s.kind === 'value' && nextNumber?.kind === 'number' && nextNumber.a === s.b && /^\d/.test(nextNumber.text) && !tile.alternatives.some((a) => a.kind === 'feature')) return;
    // a feature derived by rules covers every way documents state it: it is enough on its own
    const feature = options.find((o) => o.kind === 'feature');
    let chosen: typeof options = feature ? [feature] : options;
    // an attribute named beside the value says which of the attributes holding it is meant ("latest upload was
    // by X": Latest uploader, not every Uploader)
    if (!feature && chosen.length > 1) {
      // (or after a preposition: "OSR in 2022", a column per year)
      const after = tiles[k + 1]?.span.kind === 'function' ? [tiles[k + 2]] : [];
      const named = [tiles[k - 1], tiles[k - 2], tiles[k - 3], tiles[k + 1], ...after].filter((t): t is Tile => !!t && (t.span.kind === 'attribute' || t.alternatives.some((a) => a.kind === 'attribute')));
      const words = named.flatMap((t) => state.tokens.slice(t.span.a, t.span.b).map((x) => stemWord(x.lemma || x.norm)));
      if (words.length) {
        const fit = (o: (typeof options)[number]) => {
          if (o.kind === 'feature') return 0;
          const label = labelTokens(o.entryLabel, { isUnit: () => false });
          const near = (w: string, x: string) => w === x || (Math.min(w.length, x.length) >= 4 && (w.startsWith(x) || x.startsWith(w)));
          const inLabel = label.filter((w) => words.some((x) => near(w, x))).length;
          const inWords = words.filter((x) => label.some((w) => near(w, x))).length;
          return inLabel / Math.max(1, label.length) + inWords / Math.max(1, words.length);
        };
        const best = Math.max(...chosen.map(fit));
        if (best > 0) {
          const kept = chosen.filter((o) => fit(o) === best);
          // the attribute named is the one meant, where the others share none of its words: only its specs state
          // the value ("OSR in 2022" of a column per year; "a Li-Po battery" is Battery or Battery type, as written)
          // (and where the same items hold the others: a column per year, each item a value in each; an attribute
          // other items hold may be the named one under a label written apart, whose items still count)
          const removed = chosen.filter((o) => !kept.includes(o));
          const apart = removed.every((o) => fit(o) === 0);
          const holdersOf = (o: (typeof options)[number]) => {
            const entries = o.kind === 'feature' ? [] : o.entries;
            const out = new Set<string>();
            for (const a of state.ctx.attributes) if (a.entries.some((e) => entries.includes(e))) for (const h of state.ctx.holders.get(a.id) ?? []) out.add(h);
            return out;
          };
          const mine = kept.length === 1 ? holdersOf(kept[0]!) : new Set<string>();
          const keptValues = new Set(kept.flatMap((o) => (o.kind === 'value' ? o.values : [])));
          // (only the others stating the very value nodes matter: those are what keeping to the named one leaves out)
          const sameItems = removed.filter((o) => o.kind === 'value' && o.values.some((v) => keptValues.has(v))).every((o) => {
            const theirs = holdersOf(o);
            let shared = 0;
            for (const h of theirs) if (mine.has(h)) shared++;
            return theirs.size > 0 && shared >= 0.8 * Math.min(theirs.size, mine.size);
          });
          if (kept.length === 1 && removed.length && apart && sameItems && kept[0]!.kind === 'value') kept[0] = { ...kept[0]!, inNamedEntries: true };
          chosen = kept;
        }
      }
    }
    let cond: Condition;
    if (chosen.length === 1) cond = { ...chosen[0], negated };
    else cond = { kind: 'any', label: phrase, options: chosen, negated, phrase } satisfies AnyCondition;
    b.conditions.push(cond);
    b.spansOf.set(cond, { a: s.a, b: s.b });
    use(b, tile, s.kind, `${negated ? 'not ' : ''}${feature ? `feature ${feature.label}` : labels.join(' or ')}`);
    // "a Li-Ion battery", "running Android": a word next to the value naming its attribute belongs to it
    const attrIds = new Set(chosen.flatMap((o) => (o.kind === 'feature' ? [] : [o.entryLabel])));
    for (const near of [tiles[k - 1], tiles[k + 1], tiles[k + 2]]) {
      if (!near || b.used.has(near) || near.span.kind !== 'attribute') continue;
      if (attributesOf(near).some((g) => attrIds.has(g.target.label))) use(b, near, 'attribute', `names the attribute of "${phrase}"`);
    }
    // "a cereal or millet": another word of the same value, joined by a conjunction, is that value said again
    const valueWords = new Set(chosen.flatMap((o) => (o.kind === 'value' ? [o] : [])).flatMap((o) => [s, ...tile.alternatives].flatMap((alt) => (alt.kind === 'value' ? alt.targets.filter((g) => o.values.some((v) => g.target.iris.includes(v))).flatMap((g) => labelTokens(g.target.label, { isUnit: () => false }).map((w) => stemWord(w))) : []))));
    for (const [join, i] of [[s.b, s.b + 1], [s.a - 1, s.a - 2]]) {
      const w = state.tokens[i];
      if (!w || !/^(or|and)$/.test(state.tokens[join]?.norm ?? '') || tiles.some((t) => t.span.a <= i && i < t.span.b && t.span.kind !== 'function')) continue;
      if (valueWords.has(stemWord(w.lemma || w.norm))) (b.tokenRoles ??= new Map()).set(i, { role: 'value', reason: `another word of the value "${phrase}" names` });
    }
    if (neg) use(b, neg, 'negation', `negates "${phrase}"`);
    b.mapping.push({ phrase, term: `${negated ? 'not ' : ''}${feature ? feature.label : labels.join(' | ')}`, kind: s.kind === 'attribute' ? 'condition' : s.kind, confidence: Math.min(1, s.score) });
  });
}

/** "Android 12 or newer": a value ending in a number, compared, is the values that start the same with a number test. */
function valueNumberConditions(b: Build): void {
  const { tiles, state } = b;
  tiles.forEach((tile, k) => {
    const s = tile.span;
    if (s.kind !== 'value' || b.used.has(tile) || s.b - s.a < 2) return;
    const last = state.tokens[s.b - 1];
    const n = Number(last.text.replace(',', '.'));
    if (!/^\d+(?:[.,]\d+)?$/.test(last.text) || !Number.isFinite(n)) return;
    const after = tiles[k + 1]?.span.kind === 'comparator' && (tiles[k + 1].span as SpanOf<'comparator'>).at === 'after' ? tiles[k + 1] : null;
    const before = tiles[k - 1]?.span.kind === 'comparator' && (tiles[k - 1].span as SpanOf<'comparator'>).at === 'before' ? tiles[k - 1] : null;
    const cmp = after ?? before;
    if (!cmp) return;
    const lead = state.tokens.slice(s.a, s.b - 1).map((t) => stemWord(t.norm)).join(' ');
    const targets = state.ctx.valuePhrases.get(lead);
    if (!targets?.length) return;
    const attr = targets.sort((x, y) => y.score - x.score)[0].target.attr;
    const iris = [...new Set(targets.filter((g) => g.target.attr.id === attr.id).flatMap((g) => g.target.iris))];
    const op = (cmp.span as SpanOf<'comparator'>).op;
    const neg = negationFor(state, tiles, Math.min(k, tiles.indexOf(cmp)));
    const phrase = textOf(state, Math.min(s.a, cmp.span.a), Math.max(s.b, cmp.span.b));
    b.conditions.push({ kind: 'numeric', ...attrFields(attr), field: 'num', op, value: n, unit: null, values: iris, negated: !!neg, phrase });
    use(b, tile, 'value', `${attr.label} values starting "${state.tokens.slice(s.a, s.b - 1).map((t) => t.text).join(' ')}" with a number ${op} ${n}`);
    use(b, cmp, 'comparator', cmp.span.reason);
    use(b, neg, 'negation', 'negates it');
    b.mapping.push({ phrase, term: `${attr.label} ${lead} ${op} ${n}`, kind: 'condition', confidence: 0.9 });
  });
}

function amountConditions(b: Build, answerDimension: string | null): void {
  const { tiles, state } = b;
  valueNumberConditions(b);
  const amounts = tiles.filter((t) => ['quantity', 'number', 'range', 'year'].includes(t.span.kind) && !b.used.has(t));
  for (const tile of amounts) {
    const amount = tile.span as AmountSpan;
    const k = tiles.indexOf(tile);
    // "Android 12": a number right after a value is that value's number
    const prev = tiles[k - 1];
    // (written in digits, right after it: "grain legumes contain zero vitamin C" is no Food group number)
    if (amount.kind === 'number' && prev && prev.span.kind === 'value' && !b.used.has(prev) && prev.span.b === amount.a && /^\d/.test(amount.text)) {
      const v = prev.span as SpanOf<'value'>;
      const attr = v.targets.sort((x, y) => y.score - x.score)[0].target.attr;
      const cmp = comparatorFor(state, tiles, amount, null);
      const neg = negationFor(state, tiles, k - 1);
      b.conditions.push({
        kind: 'numeric', ...attrFields(attr), field: 'num', op: cmp.op, value: amount.value, unit: null,
        values: [...new Set(v.targets.filter((g) => g.target.attr.id === attr.id).flatMap((g) => g.target.iris))], negated: !!neg,
        phrase: textOf(state, prev.span.a, (cmp.tile && cmp.tile.span.b > amount.b ? cmp.tile.span.b : amount.b)),
      });
      use(b, prev, 'value', `${attr.label} "${v.targets[0].target.label}" with a number`);
      use(b, tile, 'number', `the number of ${attr.label}`);
      use(b, cmp.tile, 'comparator', cmp.tile?.span.reason ?? '');
      use(b, neg, 'negation', 'negates it');
      b.mapping.push({ phrase: textOf(state, prev.span.a, amount.b), term: `${attr.label} ${v.targets[0].target.label} ${cmp.op} ${amount.value}`, kind: 'condition', confidence: 0.9 });
      continue;
    }
    // the number of a top-N or a superlative ("the 3 cheapest") is not a condition
    const cmpGuess = comparatorFor(state, tiles, amount, null);
    // a number word ("the two", "which one") is a condition only with a unit, a comparator or the attribute it counts
    // ("zero vitamin C")
    const nextTile = tiles[k + 1];
    // (not a pronoun "one": "which one's battery", "the one with")
    const word = state.tokens[amount.a];
    const pronounLike = /['’]s$/.test(word.text) || ['DET', 'PRON'].includes(state.tokens[amount.a - 1]?.pos ?? '');
    const beforeAttribute = !pronounLike && !!nextTile && nextTile.span.a === amount.b && attributesOf(nextTile).length > 0;
    // (or right after a word naming a number attribute: "recipes that serve a dozen people")
    const prevTile = tiles[k - 1];
    const afterAttribute = !!prevTile && prevTile.span.b === amount.a && attributesOf(prevTile).some((g) => g.score >= 0.8 && isNumericAttr(g.target));
    if (amount.kind === 'number' && !/^\d/.test(amount.text) && !cmpGuess.tile && !beforeAttribute && !afterAttribute) {
      use(b, tile, 'function', 'a number word with no unit or comparison');
      continue;
    }
    const dims = cmpGuess.dimensions;
    const head = headCategoryTile(b);
    // "trails that start from a hut above 2,600 m": an amount right after a category inside a prepositional phrase
    // describes that category's items, not the head noun's
    const phraseKind = phraseCategoryBefore(b, amount.a);
    const { attachment, tile: attrTile, rivals } = attachAmount(state, tiles, amount, b.used, { dimensions: dims, nouns: cmpGuess.nouns, kind: phraseKind ?? head?.category.target.entities ?? null, head: head?.tile ?? null });
    const cmp = attrTile ? comparatorFor(state, tiles, amount, attrTile) : cmpGuess;
    const phraseEnd = Math.max(amount.b, cmp.tile?.span.b ?? 0, attrTile?.span.b ?? 0);
    const phraseStart = Math.min(amount.a, cmp.tile?.span.a ?? amount.a, attrTile?.span.a ?? amount.a);
    const phrase = textOf(state, phraseStart, phraseEnd);
    if (!attachment) {
      b.doubts.push(`no attribute for the number in "${textOf(state, amount.a, amount.b)}"`);
      use(b, tile, amount.kind, 'a number no attribute takes');
      continue;
    }
    // "under €0.07 per word", "10p a word": the amount is stated per what follows it; an attribute stated per the
    // same kind of thing is the one it is about, its values scaled to the question's basis (basis.ts)
    // (after it, or read inside it: "£0.10 per word")
    const asked = questionBases(state).find((x) => x.a > amount.a && x.a <= amount.b + 1) ?? null;
    const attr = asked ? basedAlike(b, attachment.attr, asked, head?.category.target.entities ?? null) : attachment.attr;
    const basisScale = asked ? basisFactor(attributeBasis(attr), asked) : null;
    // close rivals are other readings: the plan keeps them, and runs one when its own finds nothing
    const close = attrTile ? [] : rivals.filter((r) => r.score > attachment.score - 0.15).slice(0, 2);
    const neg = negationFor(state, tiles, tiles.indexOf(cmp.tile ?? tile));
    const field: NumericCondition['field'] = amount.kind === 'year' || attr.kind === 'date' ? 'year' : 'num';
    let cond: NumericCondition;
    if (amount.kind === 'year' && amount.days) {
      // a date or a month: its days, compared as yyyymmdd numbers ("in March 2024" is every day of it, "after
      // March 2024" after its last, "before 1 August 2024" before that day)
      const { lo, hi } = amount.days;
      const op = cmp.op;
      const base = { kind: 'numeric' as const, ...attrFields(attr), field: 'day' as const, unit: null, negated: !!neg, phrase };
      cond = op === '>' ? { ...base, op, value: hi } : op === '<' ? { ...base, op, value: lo } : op === '>=' ? { ...base, op, value: lo } : op === '<=' ? { ...base, op, value: hi }
        : lo === hi ? { ...base, op: '=', value: lo } : { ...base, op: 'between', value: lo, value2: hi, inclusive: { lo: true, hi: true } };
    } else if (amount.kind === 'range') {
      const lo = toAttributeUnit(state.ctx, amount.lo, attr);
      const hi = toAttributeUnit(state.ctx, amount.hi, attr);
      for (const d of [lo.doubt, hi.doubt]) if (d) b.doubts.push(d);
      const inclusive = tiles.find((t) => t.span.kind === 'inclusivity' && t.span.a >= amount.a - 1 && t.span.a <= phraseEnd + 4);
      const inc = inclusive ? (inclusive.span as SpanOf<'inclusivity'>).inclusive : true;
      if (inclusive) use(b, inclusive, 'inclusivity', inc ? 'the ends count' : 'the ends do not count');
      cond = {
        kind: 'numeric', ...attrFields(attr), field, op: 'between', value: round(Math.min(lo.value, hi.value)), value2: round(Math.max(lo.value, hi.value)),
        inclusive: { lo: inc, hi: inc }, unit: conditionUnit(amount.lo.unit ? amount.lo : amount.hi, attr), negated: !!neg, phrase,
        asked: { value: amount.lo.value, value2: amount.hi.value, unit: amount.lo.unit ?? amount.hi.unit ?? lo.readIn ?? null },
      };
    } else {
      const q = amount.kind === 'quantity' ? amount.q : { value: amount.kind === 'year' ? amount.year : amount.value, unit: null, dimension: null };
      const conv = toAttributeUnit(state.ctx, q, attr);
      if (conv.doubt) b.doubts.push(conv.doubt);
      // a whole year "in 2019" is that year; "2019 or later" a comparison
      cond = { kind: 'numeric', ...attrFields(attr), field, op: cmp.op, value: round(conv.value), unit: conditionUnit(q, attr), negated: !!neg, phrase, asked: { value: q.value, unit: q.unit ?? conv.readIn ?? null } };
    }
    if (asked && basisScale && basisScale !== 1 && field === 'num') {
      cond.value = round(cond.value / basisScale);
      if (cond.value2 !== undefined) cond.value2 = round(cond.value2 / basisScale);
      const basisTile = tiles.find((t) => t.span.kind === 'basis' && t.span.a === asked.a) ?? null;
      use(b, basisTile, 'basis', `asked per ${asked.text}; ${attr.label} is stated per ${attributeBasis(attr)!.text}`);
    }
    // the attribute's numbers stated without a unit are in the unit it is shown in
    const bare = field === 'num' && cond.unit === attr.unit ? bareNumberReading(attr) : undefined;
    if (bare) cond.bare = bare;
    b.conditions.push(cond);
    b.spansOf.set(cond, { a: amount.a, b: amount.b });
    for (const r of close) b.forks.push({ condition: cond, attr: r.attr, score: r.score, quantity: amount.kind === 'range' ? [amount.lo, amount.hi] : [amount.kind === 'quantity' ? amount.q : { value: cond.asked?.value ?? cond.value, unit: null, dimension: null }] });
    use(b, tile, amount.kind, `${cond.op} ${amount.kind === 'range' ? `${cond.value}–${cond.value2}` : cond.value}${cond.unit ? ` ${cond.unit}` : ''} on ${attr.label}`);
    use(b, attrTile, 'attribute', `${attr.label}, the attribute of the number`);
    // "serve 12 people": the noun after a count, written as a word of the attribute's own values ("4 people"), is
    // what it counts, not a value of its own
    const counted = tiles[k + 1];
    if (counted && !b.used.has(counted) && counted.span.a === amount.b && [counted.span, ...counted.alternatives].some((x) => x.kind === 'value' && x.targets.every((g) => g.target.attr.id === attr.id))) use(b, counted, 'mentioned', `what the ${attr.label} counts`);
    use(b, cmp.tile, 'comparator', cmp.tile?.span.reason ?? '');
    use(b, neg, 'negation', `negates "${phrase}"`);
    b.mapping.push({ phrase, term: `${attr.label} ${cond.op} ${cond.op === 'between' ? `${cond.value}–${cond.value2}` : cond.value}${cond.unit ? ` ${cond.unit}` : ''}`, kind: 'condition', confidence: Math.round(attachment.score * 100) / 100 });
    void answerDimension;
  }
  // "in 2019 or 2020": two values of one attribute joined by "or" are alternatives
  for (let k = b.conditions.length - 1; k > 0; k--) {
    const x = b.conditions[k - 1];
    const y = b.conditions[k];
    if (x.kind !== 'numeric' || y.kind !== 'numeric' || x.entry !== y.entry || x.field !== y.field || x.negated !== y.negated) continue;
    if (!((x.op === '=' || x.op === 'in') && (y.op === '=' || y.op === 'in'))) continue;
    const q = b.state.question;
    const sx = b.spansOf.get(x);
    const sy = b.spansOf.get(y);
    if (!sx || !sy || sx.b > sy.a) continue;
    const between = q.slice(b.state.tokens[sx.b - 1].end, b.state.tokens[sy.a].start).trim().toLowerCase();
    if (!/^(,?\s*or|or in|,|, or|and)$/.test(between)) continue;
    const vals = (c: NumericCondition) => (c.op === 'in' ? (c.set ?? [c.value]) : [c.value]);
    const merged: NumericCondition = { ...x, op: 'in', set: [...vals(x), ...vals(y)], phrase: q.slice(b.state.tokens[sx.a].start, b.state.tokens[sy.b - 1].end) };
    b.conditions.splice(k - 1, 2, merged);
    b.spansOf.set(merged, { a: sx.a, b: sy.b });
  }
}

/** "720x1280": a resolution-like pair on the size attribute with pairs of that kind, named or not. */
function dimsConditions(b: Build): void {
  const { tiles, state } = b;
  tiles.forEach((tile, k) => {
    if (tile.span.kind !== 'dims' || b.used.has(tile)) return;
    const values = tile.span.values;
    const pool = state.ctx.attributes.filter((a) => a.kind === 'dims' && (state.ctx.dimsArity.get(a.id) ?? 2) === values.length);
    if (!pool.length) return;
    // an attribute named beside it that is one of them, else the one most entities have
    const named = [tiles[k - 1], tiles[k + 1], tiles[k - 2], tiles[k + 2]].filter(Boolean).flatMap((t) => attributesOf(t!).map((g) => ({ t: t!, g }))).find((x) => pool.some((p) => p.id === x.g.target.id));
    const attr = named?.g.target ?? pool.sort((x, y) => y.entities - x.entities)[0];
    const neg = negationFor(state, tiles, k);
    const phrase = textOf(state, tile.span.a, tile.span.b);
    b.conditions.push({ kind: 'resolution', ...attrFields(attr), a: values[0], b: values[1], negated: !!neg, phrase });
    use(b, tile, 'dims', `${attr.label} ${values.join('×')}`);
    if (named) use(b, named.t, 'attribute', `${attr.label}, named beside it`);
    use(b, neg, 'negation', `negates "${phrase}"`);
    b.mapping.push({ phrase, term: `${attr.label} = ${values.join('x')}`, kind: 'condition', confidence: 0.95 });
  });
}

/** "nut or oilseed", "vegan or vegetarian": values joined by "or" are one choice, not two conditions. */
function joinAlternatives(b: Build): void {
  const q = b.state.question;
  const options = (c: Condition): Array<ValueCondition | BooleanCondition | FeatureCondition> | null =>
    c.kind === 'value' || c.kind === 'boolean' || c.kind === 'feature' ? [c] : c.kind === 'any' ? c.options : null;
  for (let k = b.conditions.length - 1; k > 0; k--) {
    const x = b.conditions[k - 1];
    const y = b.conditions[k];
    const sx = b.spansOf.get(x);
    const sy = b.spansOf.get(y);
    const ox = options(x);
    const oy = options(y);
    if (!sx || !sy || x.negated !== y.negated || sx.b > sy.a) continue;
    const between = q.slice(b.state.tokens[sx.b - 1].end, b.state.tokens[sy.a].start).trim().toLowerCase();
    // "the Irish and Dutch clubs": two values of one attribute an item holds once are either, as "or" says
    const eitherByAnd = /^(and|,|,\s*and|&)$/.test(between) && !!ox && !!oy && oneValuedAlike(b, ox, oy);
    if (!/^(or|,\s*or|\/|nor)$/.test(between) && !eitherByAnd) continue;
    // "in Dublin or Manchester": one link naming either item
    if (x.kind === 'link' && y.kind === 'link' && !x.via && !y.via && (!x.entries || !y.entries || x.entries.some((e) => y.entries!.includes(e)))) {
      const entries = x.entries && y.entries ? [...new Set([...x.entries, ...y.entries])] : null;
      const merged: Condition = { ...x, entries, entities: [...(x.entities ?? [x.entity]), ...(y.entities ?? [y.entity])], entityName: `${x.entityName} or ${y.entityName}`, phrase: q.slice(b.state.tokens[sx.a].start, b.state.tokens[sy.b - 1].end) };
      b.conditions.splice(k - 1, 2, merged);
      b.spansOf.set(merged, { a: sx.a, b: sy.b });
      continue;
    }
    if (!ox || !oy) continue;
    const phrase = q.slice(b.state.tokens[sx.a].start, b.state.tokens[sy.b - 1].end);
    const merged: AnyCondition = { kind: 'any', label: phrase, options: [...ox, ...oy], negated: x.negated, phrase };
    b.conditions.splice(k - 1, 2, merged);
    b.spansOf.set(merged, { a: sx.a, b: sy.b });
  }
}

/** Both conditions only values of the same attributes, each of which an item states once (a nationality, a
 *  country: no item is both Irish and Dutch), never lists ("garlic and ginger" of Ingredients) or yes/no. */
function oneValuedAlike(b: Build, x: Array<ValueCondition | BooleanCondition | FeatureCondition>, y: Array<ValueCondition | BooleanCondition | FeatureCondition>): boolean {
  const attrs = (os: typeof x): Set<string> | null => {
    const out = new Set<string>();
    for (const o of os) {
      if (o.kind !== 'value' || o.negated) return null;
      const a = b.state.ctx.attributes.find((r) => r.entries.includes(o.entries[0]!));
      if (!a || (a.valuesPerItem ?? 1) > 1.2) return null;
      out.add(a.id);
    }
    return out;
  };
  const ax = attrs(x), ay = attrs(y);
  return !!ax && !!ay && ax.size > 0 && ax.size === ay.size && [...ax].every((a) => ay.has(a));
}

/** The question's head noun: the first content word after the question word ("which places …", "how many X"). */
const CONDITION_KINDS = ['value', 'quantity', 'number', 'range', 'year', 'feature', 'dims', 'hint', 'entity'];

/** A tile that states a condition: a value, number, feature…, or a yes/no attribute named alone ("vegan"). */
function isConditionTile(t: Tile): boolean {
  return CONDITION_KINDS.includes(t.span.kind) || (t.span.kind === 'attribute' && t.span.targets[0]?.target.kind === 'bool');
}

/** The noun the question is about: only question words, function words and conditions before it ("how many
 *  vegan recipes", "show me the Korean recipes"). */
function isHeadNoun(state: ParseState, i: number, tiles: Tile[] = []): boolean {
  const before = state.tokens.slice(0, i);
  const inCondition = (k: number) => tiles.some((t) => k >= t.span.a && k < t.span.b && isConditionTile(t));
  return before.length > 0 && before.every((t) => t.function || inCondition(t.i) || /^(which|what|list|show|how|many|count|find|name|give|me|all|every|the)$/.test(t.norm));
}

/** The items of the category the question is about, when its head noun names one ("which agents …"). */
/** The attribute entry of a condition offering two values or more of one attribute as alternatives ("manual or
 *  automatic"), not negated; else null. */
function alternativeValues(c: Condition): string | null {
  if (c.kind === 'value') return !c.negated && c.values.length >= 2 && /\bor\b/i.test(c.phrase) ? c.entries[0] ?? null : null;
  if (c.kind !== 'any' || c.options.length < 2) return null;
  const entries = c.options.map((o) => (o.kind === 'value' && !o.negated ? o.entries[0] : null));
  return entries.every((e) => e && e === entries[0]) ? entries[0]! : null;
}

function headKind(b: Build): Set<string> | null {
  return headCategoryTile(b)?.category.target.entities ?? null;
}

/** The items of the category a prepositional phrase names just before token i, over function words and a
 *  comparator ("from a hut above …", "at huts with more than …"). */
function phraseCategoryBefore(b: Build, i: number): Set<string> | null {
  const { state, tiles } = b;
  for (let k = tiles.length - 1; k >= 0; k--) {
    const t = tiles[k]!;
    if (t.span.b > i) continue;
    const category = [t.span, ...t.alternatives].find((s): s is SpanOf<'category'> => s.kind === 'category');
    if (category) return prepositionBefore(state, t.span.a, tiles) >= 0 ? category.target.entities : null;
    if (!['function', 'comparator', 'gradable'].includes(t.span.kind)) return null;
  }
  return null;
}

/** The head noun's tile, when it names a category: the kind of item asked about, never the attribute a number
 *  compares ("which trails are shorter than 4.5 miles" asks about trails, though a label "Trail network" has the
 *  word). */
function headCategoryTile(b: Build): { tile: Tile; category: SpanOf<'category'> } | null {
  const { state, tiles } = b;
  for (const t of tiles) {
    const category = [t.span, ...t.alternatives].find((s): s is SpanOf<'category'> => s.kind === 'category');
    if (!category || !isHeadNoun(state, t.span.a, tiles) || prepositionBefore(state, t.span.a, tiles) >= 0) continue;
    return { tile: t, category };
  }
  return null;
}

/** "cars at the Manchester branch", "from Japanese brands": a word after a preposition, over determiners,
 *  adjectives and conditions, is inside a prepositional phrase ("which of the branches" is partitive, not one). */
function prepositionBefore(state: ParseState, i: number, tiles: Tile[]): number {
  const inCondition = (k: number) => tiles.some((t) => k >= t.span.a && k < t.span.b && isConditionTile(t));
  for (let k = i - 1; k >= 0; k--) {
    const t = state.tokens[k];
    if (inCondition(k) || /^(DET|ADJ|NUM|PRON)$/.test(t.pos)) continue;
    // ("at the Irish and Dutch clubs": a conjunction between two conditions)
    if (t.pos === 'CCONJ' && inCondition(k - 1) && inCondition(k + 1)) continue;
    if (t.pos !== 'ADP') return -1;
    // "the number of rooms": an "of" a phrase asking for a count or sum ends leads to what is counted, no phrase
    if (t.norm === 'of' && tiles.some((x) => x.span.kind === 'intent' && x.span.a <= k - 1 && x.span.b >= k)) return -1;
    // …and so does one right after the attribute an average or a total asks for: "the average length of the shows"
    // is the shows' length, whatever share of them states one
    if (t.norm === 'of' && tiles.some((x) => x.span.kind === 'attribute' && x.span.b === k) && tiles.some((x) => x.span.kind === 'intent' && ['avg', 'sum', 'max', 'min'].includes(x.span.intent) && x.span.b < k)) return -1;
    return t.norm === 'of' && !/^(NOUN|PROPN)$/.test(state.tokens[k - 1]?.pos ?? '') ? -1 : k;
  }
  return -1;
}

/** Whether the question says more than its head noun: a condition-like tile other than this one. */
function otherConditions(tiles: Tile[], self: Tile): boolean {
  return tiles.some((t) => t !== self && isConditionTile(t));
}

/** "octa-core", "dual SIM": a number a domain pack reads in the words, on its attribute. */
function hintConditions(b: Build): void {
  const { tiles, state } = b;
  tiles.forEach((tile, k) => {
    if (tile.span.kind !== 'hint' || b.used.has(tile)) return;
    const { attr, value } = tile.span;
    const neg = negationFor(state, tiles, k);
    const phrase = textOf(state, tile.span.a, tile.span.b);
    const cond: NumericCondition = { kind: 'numeric', ...attrFields(attr), field: 'num', op: '=', value, unit: attr.unit, negated: !!neg, phrase };
    b.conditions.push(cond);
    use(b, tile, 'hint', tile.span.reason);
    use(b, neg, 'negation', `negates "${phrase}"`);
    // "an octa-core processor": the noun after names the attribute's subject
    const next = tiles[k + 1];
    if (next && !b.used.has(next) && next.span.kind === 'attribute') use(b, next, 'mentioned', `what "${phrase}" describes`);
    b.mapping.push({ phrase, term: `${attr.label} = ${value}`, kind: 'condition', confidence: 0.95 });
  });
}

/**
 * Whether a category the head noun names is a kind of item of its own among those the other conditions could
 * match, or only how one layout filed some of them. "What products do we get from X": the other items holding the
 * Supplier that names X are invoices, whose attributes differ from the products' — a kind, kept as the scope.
 * "Which places use the euro" where one file's records are filed as "places": the other items holding Currency
 * have the attributes the filed ones have — the same kind, so the word filters nothing.
 */
function categoryIsAKind(b: Build, members: Set<string>): boolean {
  const ctx = b.state.ctx;
  const attrs = new Set<string>();
  for (const c of b.conditions) {
    const entries = 'entries' in c && c.entries ? c.entries : [];
    for (const a of ctx.attributes) if (a.entries.some((e) => entries.includes(e))) attrs.add(a.id);
  }
  for (const t of b.tiles) for (const alt of [t.span, ...t.alternatives]) if (alt.kind === 'value') for (const g of alt.targets) attrs.add(g.target.attr.id);
  // and the yes/no attributes the question names ("dog-friendly"), conditions of their own
  for (const t of b.tiles) for (const alt of [t.span, ...t.alternatives]) if (alt.kind === 'attribute') for (const g of alt.targets) if (g.target.kind === 'bool' && g.score >= 0.9) attrs.add(g.target.id);
  const inside = new Set<string>();
  const outside = new Set<string>();
  for (const id of attrs) for (const e of ctx.holders.get(id) ?? []) (members.has(e) ? inside : outside).add(e);
  // none of its items holds what the conditions name: the holders are its kind where they hold what its items
  // typically hold (places filed apart from other places), another kind where not ("books looked after by a
  // publisher founded before 1960": publishers hold Founded)
  if (!inside.size) return outside.size > 0 && coreCoverage(ctx.holders, members, outside) < 0.6;
  if (!outside.size) return true;
  // the share of each group holding each attribute, compared as vectors
  let dot = 0;
  let n1 = 0;
  let n2 = 0;
  for (const [, holders] of ctx.holders) {
    let x = 0;
    let y = 0;
    for (const e of inside) if (holders.has(e)) x++;
    for (const e of outside) if (holders.has(e)) y++;
    const p = x / inside.size;
    const q = y / outside.size;
    dot += p * q;
    n1 += p * p;
    n2 += q * q;
  }
  if (n1 > 0 && n2 > 0 && dot / Math.sqrt(n1 * n2) >= 0.6) return false;
  // profiles over attributes differ where the other layouts word their labels their own way (some stay unaligned):
  // the other items are still of the members' kind where they hold most of what the members typically hold
  return coreCoverage(ctx.holders, inside, outside) < 0.6;
}

/** How much of the inside items' core (the attributes most of them hold) the outside items hold, relative to how
 *  much of it the inside items hold themselves. */
function coreCoverage(holders: Map<string, Set<string>>, inside: Set<string>, outside: Set<string>): number {
  const core: Array<Set<string>> = [];
  for (const [, h] of holders) {
    let x = 0;
    for (const e of inside) if (h.has(e)) x++;
    if (x >= 0.5 * inside.size) core.push(h);
  }
  if (core.length < 3) return 0;
  const mean = (items: Set<string>) => {
    let sum = 0;
    for (const e of items) sum += core.filter((h) => h.has(e)).length / core.length;
    return sum / items.size;
  };
  const own = mean(inside);
  return own > 0 ? mean(outside) / own : 0;
}

/** A category as a scope term: its filed items, and the items of other folders taken to be of its kind. */
function categoryTerm(c: CategoryTarget, label: string): ScopeTerm {
  return c.joined.size ? { kind: 'category', iri: c.iri, label, also: [...c.joined] } : { kind: 'category', iri: c.iri, label };
}

/** Scope: categories and shared first words of names, "X or Y" as one choice, "not X" / "other than X" left out. */
function scope(b: Build): ScopeReading & { excluded: ScopeTerm[]; groups: Array<{ label: string; term: ScopeTerm }>; phraseSpans: Map<ScopeTerm[], { a: number; b: number }> } {
  const { tiles, state } = b;
  const terms: ScopeTerm[][] = [];
  const inPhrase = new Set<ScopeTerm[]>();
  const nounBefore = new Set<ScopeTerm[]>();
  const phraseSpans = new Map<ScopeTerm[], { a: number; b: number }>();
  const excluded: ScopeTerm[] = [];
  const labels: string[] = [];
  const groups: Array<{ label: string; term: ScopeTerm }> = [];
  let last: { list: ScopeTerm[]; end: number } | null = null;
  let lastExcluded = false;
  for (const t of b.impliedScope ?? []) {
    terms.push([t]);
    labels.push(t.label);
  }
  tiles.forEach((tile, k) => {
    if (b.used.has(tile)) return;
    const s = tile.span;
    const label = textOf(state, s.a, s.b);
    // a word that is a category, a shared first word of names and/or a value means any of them ("tablets": in
    // the category, or Device type "Tablet"; "Acme": named Acme …, or in the category acme)
    const readings = [s, ...tile.alternatives];
    if (!readings.some((r) => r.kind === 'category' || r.kind === 'prefix')) return;
    // about one named item, a word that is also an attribute is that attribute ("how many projects is Anna on")
    if (b.subjectCount === 1 && readings.some((r) => r.kind === 'attribute')) return;
    // "machines with holding Hoeve De Wielen": a word that is also an attribute, said right before a value of that
    // attribute, labels the value where another word names the items asked about
    if (labelsNextValue(tiles, k)) return;
    // the head noun of a question that names a category only a small part of the library holds, with nothing
    // else to read it by ("which places use the euro" in a folder where one file's records are filed as
    // "places"), names the kind of item asked about: it is no filter when other conditions say what is wanted
    // (a head noun that is also an attribute's word is the kind asked about: "which trails are shorter than …"; a
    // kind the files' own names or a linking column give, no folder, says what its items are however alike other
    // items look: customers beside suppliers, both with a country and payment terms)
    const onlyCategory = readings.every((r) => r.kind === 'category' || r.kind === 'function' || r.kind === 'attribute');
    const cat = readings.find((r): r is SpanOf<'category'> => r.kind === 'category');
    if (onlyCategory && cat && !cat.target.named && isHeadNoun(state, s.a, tiles) && cat.target.entities.size < 0.5 * state.ctx.entityNames.size && otherConditions(tiles, tile) && !categoryIsAKind(b, cat.target.entities)) {
      use(b, tile, 'mentioned', `the kind of item asked about (category ${label} holds only ${cat.target.entities.size} of ${state.ctx.entityNames.size})`);
      return;
    }
    // "swim groups": a first word of names said right before a category none of whose items it starts (the groups
    // are named by codes) says what kind of group, it picks none of them
    const asPrefix = readings.find((r): r is SpanOf<'prefix'> => r.kind === 'prefix');
    const head = tiles[k + 1];
    const headCategory = head && head.span.a === s.b ? [head.span, ...head.alternatives].find((r): r is SpanOf<'category'> => r.kind === 'category') : undefined;
    if (asPrefix && headCategory && readings.every((r) => r.kind === 'prefix' || r.kind === 'function') && ![...asPrefix.entities].some((e) => headCategory.target.entities.has(e))) {
      use(b, tile, 'mentioned', `describes the ${textOf(state, head!.span.a, head!.span.b)} (no name of one starts with "${label}")`);
      return;
    }
    const options: ScopeTerm[] = [];
    // a place of the drive named after a verb and its preposition ("staff who live in Woolhope", "clients based in
    // Spain") where a value is named so too is that value: what the items state, not the place the drive keeps them
    const prep = prepositionBefore(state, s.a, tiles);
    const statedPlace = prep > 0 && state.tokens[prep - 1]!.pos === 'VERB' && state.ctx.sitePhrases.has(phraseKey(label)) && readings.some((r) => r.kind === 'value');
    for (const r of readings) {
      if (r.kind === 'category' && statedPlace) continue;
      if (r.kind === 'category') options.push(categoryTerm(r.target, label));
      else if (r.kind === 'prefix' && r.anywhere) options.push({ kind: 'word', word: r.word, entities: [...r.entities], label });
      else if (r.kind === 'prefix') options.push({ kind: 'prefix', word: r.word, words: r.words, label });
      else if (r.kind === 'value') {
        const best = Math.max(...r.targets.map((g) => g.score));
        const iris = [...new Set(r.targets.filter((g) => g.score >= best - 0.05).flatMap((g) => g.target.iris))];
        if (iris.length) options.push({ kind: 'value', iris, label });
      }
    }
    const term: ScopeTerm = options.length === 1 ? options[0] : { kind: 'any', options, label };
    const neg = negationFor(state, tiles, k);
    const gap = last ? state.tokens.slice(last.end, s.a).map((t) => t.norm) : [];
    const joined = !!last && gap.length >= 1 && gap.length <= 2 && gap.every((w) => /^(or|and|vs|versus|to|nor)$/.test(w));
    // "not Acme or Corvid": the negation covers the whole list
    if (neg || (joined && lastExcluded)) {
      excluded.push(term);
      use(b, tile, s.kind, `left out: ${label}`);
      if (neg) use(b, neg, 'negation', `leaves out "${label}"`);
      b.mapping.push({ phrase: label, term: `not ${label}`, kind: 'scope', confidence: 0.9 });
      last = { list: [], end: s.b };
      lastExcluded = true;
      return;
    }
    lastExcluded = false;
    // joined to the previous scope word by "or" (or "and" in a comparison): one choice among them
    if (last && joined) last.list.push(term);
    else {
      last = { list: [term], end: s.b };
      terms.push(last.list);
      if (prep >= 0) {
        inPhrase.add(last.list);
        phraseSpans.set(last.list, { a: prep, b: s.b });
        // (a word that only half-names a yes/no label, "pets" of "Pet insurance", is a noun all the same)
        const strong = (t: Tile) => t.span.kind !== 'attribute' || t.span.targets.some((g) => g.score >= 0.9);
        const inTile = (k: number) => tiles.some((t) => k >= t.span.a && k < t.span.b && ((isConditionTile(t) && strong(t)) || t.span.kind === 'category'));
        if (state.tokens.slice(0, prep).some((t) => /^(NOUN|PROPN)$/.test(t.pos) && !t.function && !inTile(t.i))) nounBefore.add(last.list);
      }
    }
    last.end = s.b;
    labels.push(label);
    const what = options.map((o) => (o.kind === 'category' ? `category ${o.label}` : o.kind === 'prefix' ? `names starting with "${o.word}"` : o.kind === 'word' ? `names with "${o.word}"` : `value "${o.label}"`)).join(' or ');
    use(b, tile, 'scope', what);
    const first = options[0];
    const termIri = first.kind === 'category' ? first.iri : first.kind === 'value' ? first.iris[0] : first.kind === 'prefix' ? `name starts with "${first.word}"` : what;
    b.mapping.push({ phrase: label, term: termIri, kind: 'scope', confidence: s.score });
  });
  // the groups of a comparison are the words joined in one list ("Acme and Borealis phones": Acme, Borealis)
  const joinedList = terms.find((l) => l.length >= 2);
  if (joinedList) for (const t of joinedList) groups.push({ label: t.label, term: t });
  return { terms, excluded, labels, groups, inPhrase, nounBefore, phraseSpans };
}

/** Whether tile k, read as an attribute and also a category, stands right before a value of that attribute, and
 *  another tile names a category (the items asked about). */
function labelsNextValue(tiles: Tile[], k: number): boolean {
  const tile = tiles[k]!;
  const next = tiles[k + 1];
  const readings = [tile.span, ...tile.alternatives];
  const label = readings.find((r): r is SpanOf<'attribute'> => r.kind === 'attribute');
  if (!label || !next || next.span.a !== tile.span.b) return false;
  if (!tiles.some((t, j) => j !== k && [t.span, ...t.alternatives].some((r) => r.kind === 'category'))) return false;
  const ids = new Set(label.targets.filter((g) => g.score >= 0.9).map((g) => g.target.id));
  return [next.span, ...next.alternatives].some((x) => x.kind === 'value' && x.targets.some((g) => ids.has(g.target.attr.id)));
}

/** The attributes a tile names that the value or the item named right after it is one of ("batch AB1732" of the
 *  stock line a code or the value names, "flight HF501"): the label says which item is meant, not what is asked. */
function labelOfNamedItem(b: Build, t: Tile): Set<string> {
  const next = b.tiles.find((x) => x.span.a === t.span.b);
  if (!next || (next.span.kind !== 'entity' && next.span.kind !== 'value') || t.span.kind !== 'attribute') return new Set();
  const said = phraseKey(textOf(b.state, next.span.a, next.span.b));
  const holding = new Set((b.state.ctx.valuePhrases.get(said) ?? []).filter((g) => g.score >= 0.9).map((g) => g.target.attr.id));
  return new Set(t.span.targets.map((g) => g.target.id).filter((id) => holding.has(id)));
}

/** The attribute an item states that is alike to `attr`, which it does not state: of the same sort (a date, or a
 *  number of the same dimension), the schema's nearest where it relates them, else the one sharing a word of its label,
 *  else the only one of that sort; null otherwise. */
function alikeStated(ctx: QueryContext, attr: AttrRef, item: string): AttrRef | null {
  const dated = attr.kind === 'date' || attr.years > 0;
  const sameSort = ctx.attributes.filter((a) => a.id !== attr.id && entityHas(ctx, item, a) && (dated ? a.kind === 'date' || a.years > 0 : isNumericAttr(a) && a.dimension === attr.dimension && a.dimension !== null));
  if (!sameSort.length) return null;
  const related = sameSort.filter((a) => attr.related.includes(a.id)).sort((x, y) => (attr.relatedScores?.[attr.related.indexOf(y.id)] ?? 0) - (attr.relatedScores?.[attr.related.indexOf(x.id)] ?? 0));
  if (related.length) return related[0]!;
  const words = new Set(normText(attr.label).split(' ').filter((w) => w.length > 2));
  const sharing = sameSort.filter((a) => normText(a.label).split(' ').some((w) => words.has(w)));
  if (sharing.length === 1) return sharing[0]!;
  return sameSort.length === 1 ? sameSort[0]! : null;
}

function toTarget(a: AttrRef, displayUnit: string | null): Target {
  const field = a.kind === 'date' || (a.numeric === null && a.years > 0) ? 'year' : 'num';
  const bare = field === 'num' ? bareNumberReading(a) : undefined;
  return { entry: a.entries[0], entries: a.entries, entryLabel: a.label, labels: a.labels, field, unit: a.unit, displayUnit: displayUnit ?? a.displayUnit ?? a.unit, ...(a.kind === 'text' ? { textKind: true } : {}), ...(bare ? { bare } : {}) };
}

/**
 * "Invoices from Polish suppliers", "products of suppliers whose lead time is over 30 days": a second kind of item
 * in the scope, none of whose items is of the first, is reached through an attribute of the first whose values name
 * its items (Supplier); the conditions only its items can meet move to them, and it leaves the scope.
 */
function linkedScope(b: Build, sc: { terms: ScopeTerm[][]; labels: string[] }): void {
  const ctx = b.state.ctx;
  // (a word read several ways, "invoices": the category or names starting with it, holds what any reading holds)
  const membersOf = (t: ScopeTerm) => scopeTermMembers(ctx, t);
  const kinds = sc.terms
    .map((list, i) => ({ i, list, members: list.length === 1 ? membersOf(list[0]) : null }))
    .filter((x): x is { i: number; list: ScopeTerm[]; members: Set<string> } => !!x.members && x.members.size > 0);
  if (kinds.length < 2) return;
  const head = kinds[0];
  for (const other of kinds.slice(1)) {
    let both = 0;
    for (const e of other.members) if (head.members.has(e)) both++;
    if (both > 0.1 * Math.min(other.members.size, head.members.size)) continue;
    // the link a word of the question names ("trails that start from a hut": Start, not Finish), else the attribute
    // of the head's items whose values name the other's items most often
    const meetsSet = (x: Set<string>, y: Set<string>) => [...x].some((e) => y.has(e));
    const said = b.tiles.flatMap((t) => ((b.roles.get(t)?.role ?? 'mentioned') === 'mentioned' ? attributesOf(t) : []))
      .find((g) => g.score >= 0.8 && g.target.kind === 'entity' && meetsSet(namedBy(ctx, g.target), other.members) && meetsSet(ctx.holders.get(g.target.id) ?? new Set(), head.members))?.target;
    const link = said ?? linkBetween(ctx, head.members, other.members);
    if (!link) continue;
    // conditions whose attribute only the other's items hold
    const heldOnlyThere = (c: Condition): boolean => {
      // one of several readings ("German": Country or Based in): each must be held there only
      if (c.kind === 'any') return c.options.length > 0 && c.options.every((o) => heldOnlyThere(o));
      if (!('entries' in c) || !c.entries?.length || c.kind === 'link') return false;
      const attr = ctx.attributes.find((a) => a.entries.includes(c.entries![0]));
      const holders = attr ? ctx.holders.get(attr.id) : undefined;
      if (!holders?.size) return false;
      let there = 0;
      let here = 0;
      for (const h of holders) {
        if (other.members.has(h)) there++;
        else if (head.members.has(h)) here++;
      }
      // (a few of the head's items stating it too is noise: an invoice repeating its supplier's country)
      return there > 0 && here < 0.5 * head.members.size;
    };
    // one of several readings held there, none by the head's items: that reading ("German publishers": the
    // publisher's Country, not a designer's Nationality, which neither games nor publishers hold)
    const heldHere = (c: Condition): boolean => {
      const holders = conditionHolders(ctx, c);
      if (!holders) return false;
      for (const h of holders) if (head.members.has(h)) return true;
      return false;
    };
    b.conditions = b.conditions.map((c) => {
      if (c.kind !== 'any' || heldOnlyThere(c) || c.options.some(heldHere)) return c;
      const there = c.options.filter((o) => heldOnlyThere(o));
      if (!there.length) return c;
      const narrowed: Condition = there.length === 1 ? ({ ...there[0], negated: c.negated } as Condition) : { ...c, options: there };
      const span = b.spansOf.get(c);
      if (span) b.spansOf.set(narrowed, span);
      return narrowed;
    });
    const moved = b.conditions.filter(heldOnlyThere);
    if (!moved.length) continue;
    for (const c of moved) c.via = { entries: link.entries, label: link.label };
    sc.terms.splice(sc.terms.indexOf(other.list), 1);
    const at = sc.labels.indexOf(other.list[0].label);
    if (at >= 0) sc.labels.splice(at, 1);
    b.mapping.push({ phrase: other.list[0].label, term: `${link.label} → ${other.list[0].label}`, kind: 'link', confidence: 0.8 });
    return;
  }
}

/**
 * "Which office is the agent for X based at": the attribute looked up names another item, and another attribute
 * the question names is not the subject's but that item's: it is read there (Agent → Office).
 */
function linkedLookup(b: Build, attr: AttrRef, subject: string): AttrRef | null {
  const ctx = b.state.ctx;
  if (attr.kind !== 'entity') return null;
  const named = namedBy(ctx, attr);
  if (!named.size) return null;
  for (const t of b.tiles) {
    if (b.used.has(t) || t.span.kind !== 'attribute') continue;
    // a verb that shares a label's word names how the subject relates to the item ("which club does Renato play
    // for": the club, not its "Plays in"), never an attribute of that item
    if (b.state.tokens.slice(t.span.a, t.span.b).every((x) => x.pos === 'VERB' || x.pos === 'AUX')) continue;
    for (const g of t.span.targets) {
      const a = g.target;
      if (g.score < 0.9 || a.id === attr.id || entityHas(ctx, subject, a)) continue;
      const holders = ctx.holders.get(a.id);
      let n = 0;
      for (const e of named) if (holders?.has(e)) n++;
      if (n < 0.5 * named.size) continue;
      use(b, t, 'attribute', `the attribute asked about, read on the item its ${attr.label} names: ${a.label}`);
      b.mapping.push({ phrase: textOf(b.state, t.span.a, t.span.b), term: `${attr.label} › ${a.label}`, kind: 'target', confidence: 0.8 });
      return a;
    }
  }
  return null;
}

/**
 * "Which countries neighbour a country of more than 100 million people", "which staff report to someone in Berlin":
 * a verb naming a link whose values name items of the answer's own kind, with conditions after it, states those
 * conditions of the items it names — they are reached through the link (the links between two kinds are
 * linkedKinds's; here each condition's holders are the answer's kind too, so only the words say which item holds it).
 */
function selfLinks(b: Build): void {
  const { state, tiles } = b;
  const ctx = state.ctx;
  for (const tile of tiles) {
    const role = b.roles.get(tile)?.role;
    if ((role && role !== 'mentioned') || tile.span.kind !== 'attribute') continue;
    // a verb: tagged so, or a word right before a determiner no noun stands before ("countries border a …")
    const verb = state.tokens.slice(tile.span.a, tile.span.b).some((t) => t.pos === 'VERB') || state.tokens[tile.span.b]?.pos === 'DET';
    if (!verb || isHeadNoun(state, tile.span.a, tiles)) continue;
    const link = tile.span.targets.find((g) => g.score >= 0.8 && g.target.kind === 'entity')?.target;
    if (!link) continue;
    // a label that is the verb's agent ("manage" and a "Manager" label) names the link the other way round: the
    // items whose Manager is one the conditions describe are managed, not managing
    const verbWord = state.tokens[tile.span.a].lemma || state.tokens[tile.span.a].norm;
    const labelLast = phraseKey(link.label).split(' ').pop() ?? '';
    const stem = verbWord.replace(/e$/, '');
    if (labelLast !== verbWord && [`${verbWord}r`, `${stem}er`, `${stem}or`].includes(labelLast)) continue;
    const named = namedBy(ctx, link);
    const after = b.conditions.filter((c) => {
      if (c.via) return false;
      const span = b.spansOf.get(c);
      const h = conditionHolders(ctx, c);
      // held by the items the link names
      return !!span && span.a >= tile.span.b && !!h && [...named].some((e) => h.has(e));
    });
    if (!after.length) continue;
    for (const c of after) c.via = { entries: link.entries, label: link.label };
    use(b, tile, 'attribute', `the link to the items the conditions after it describe: ${link.label}`);
    b.mapping.push({ phrase: textOf(state, tile.span.a, tile.span.b), term: `${link.label} › ${after.map((c) => ('phrase' in c ? c.phrase : '')).join(', ')}`, kind: 'link', confidence: 0.8 });
    return;
  }
}

/**
 * The links from an item to the items that state an attribute it does not: one link whose named items mostly hold
 * it, else two (a trail names its region, the region its country's page… or states the country itself). The link
 * most of whose named items hold it wins; null when none leads there.
 */
function linkPath(ctx: QueryContext, subject: string, attr: AttrRef): AttrRef[] | null {
  const holders = ctx.holders.get(attr.id);
  if (!holders?.size) return null;
  const share = (items: Set<string>) => {
    let n = 0;
    for (const e of items) if (holders.has(e)) n++;
    return items.size ? n / items.size : 0;
  };
  const links = (items: Set<string>) => ctx.attributes.filter((a) => a.kind === 'entity' && a.id !== attr.id && mostOf(items, ctx.holders.get(a.id)));
  const first = ctx.attributes.filter((a) => a.kind === 'entity' && a.id !== attr.id && entityHas(ctx, subject, a));
  let best: { path: AttrRef[]; share: number } | null = null;
  for (const l1 of first) {
    const n1 = namedBy(ctx, l1);
    const s1 = share(n1);
    if (s1 >= 0.5 && (!best || best.path.length > 1 || s1 > best.share)) best = { path: [l1], share: s1 };
    if (best?.path.length === 1) continue;
    for (const l2 of n1.size ? links(n1) : []) {
      if (l2.id === l1.id) continue;
      const s2 = share(namedBy(ctx, l2));
      if (s2 >= 0.5 && (!best || s2 > best.share)) best = { path: [l1, l2], share: s2 };
    }
  }
  return best?.path ?? null;
}

/**
 * "What's the average load factor on Granite Air flights": an aggregating word that begins a label the question
 * names whole ("Average load factor", one of Load factor's labels) still asks for that aggregate, where the rest of
 * the words name the same attribute (of one item it is that item's value all the same).
 */
function labelIntents(b: Build, intentTiles: Tile[]): Array<SpanOf<'intent'>> {
  const { state } = b;
  const aggregate = (i: string) => ['avg', 'sum', 'max', 'min'].includes(i);
  if (intentTiles.some((t) => aggregate((t.span as SpanOf<'intent'>).intent))) return [];
  const out: Array<SpanOf<'intent'>> = [];
  for (const t of b.tiles) {
    if (t.span.kind !== 'attribute' || t.span.b - t.span.a < 2) continue;
    const first = state.tokens[t.span.a]!;
    const intent = state.ctx.lang.intents.find((x) => x.words.length === 1 && (x.words[0] === first.norm || x.words[0] === first.lemma) && aggregate(x.intent));
    if (!intent) continue;
    const rest = phraseKey(textOf(state, t.span.a + 1, t.span.b));
    const ids = new Set(t.span.targets.filter((g) => g.score >= 0.9).map((g) => g.target.id));
    if (!(state.ctx.attributePhrases.get(rest) ?? []).some((g) => g.score >= 0.9 && ids.has(g.target.id))) continue;
    out.push({ kind: 'intent', a: t.span.a, b: t.span.a + 1, intent: intent.intent, score: 0.9, reason: `"${first.text}" of the label "${textOf(state, t.span.a, t.span.b)}" asks for ${intent.intent}` } as SpanOf<'intent'>);
    break;
  }
  return out;
}

/** A quantifier ("most", "fewest") naming no dimension or attribute, with a kind of item right after it. */
function countsAKind(b: Build, grad: SpanOf<'gradable'>): boolean {
  if (grad.dimensions.length || grad.attribute?.length) return false;
  const first = b.tiles.filter((t) => t.span.a >= grad.b).sort((x, y) => x.span.a - y.span.a).find((t) => t.span.kind !== 'function');
  return !!first && !!categoryReading(first);
}

/** A tile's reading as a category, its own or an alternative ("ingredients": the Ingredients list, or the category). */
function categoryReading(t: Tile): SpanOf<'category'> | null {
  return [t.span, ...t.alternatives].find((r): r is SpanOf<'category'> => r.kind === 'category') ?? null;
}

/**
 * "Which agent has the most properties": a count word ranking items by nothing they state ranks them by how many
 * items link to them; the noun after it, when it names a category, is what is counted.
 */
function linkCountTarget(b: Build, intent: Intent, grad: SpanOf<'gradable'> | null, sc: { terms: ScopeTerm[][]; labels: string[]; excluded: ScopeTerm[] }): Target | null {
  if (!grad || grad.dimensions.length || grad.attribute?.length || !['argmax', 'argmin', 'max', 'min'].includes(intent)) return null;
  const ctx = b.state.ctx;
  const after = b.tiles.filter((t) => t.span.a >= grad.b).sort((x, y) => x.span.a - y.span.a);
  const first = after.find((t) => t.span.kind !== 'function');
  const countedTile = first && categoryReading(first) ? first : null;
  const countedCat = countedTile ? categoryReading(countedTile)!.target : null;
  // the counted kind is no scope of the answer
  // (read either as the category or as names starting with its word: "maintenance" of maintenance/ beside
  // "Maintenance report …")
  const isCounted = (t: ScopeTerm): boolean => (t.kind === 'category' && t.iri === countedCat!.iri) || (t.kind === 'any' && t.options.some(isCounted));
  const terms = countedCat ? sc.terms.filter((list) => !(list.length === 1 && isCounted(list[0]))) : sc.terms;
  let items = scopeEntities(ctx, terms, sc.excluded);
  // "which club has the most members" where no category is called club: the items the Club values name
  if (!items?.length) {
    const head = b.tiles.filter((t) => t.span.b <= grad.a && !b.used.has(t) && t.span.kind === 'attribute').pop();
    const headLink = head && (head.span as SpanOf<'attribute'>).targets.find((g) => g.score >= 0.9 && g.target.kind === 'entity')?.target;
    // "who has done the most maintenance visits": "who" asks for the people the counted items name, through the
    // link most of them hold whose values are people's names
    const people = !headLink && countedCat && expectedAnswer(b.state) === 'who' ? peopleLinkOf(ctx, countedCat.entities) : undefined;
    const link = headLink ?? people;
    if (!link) return null;
    const named = [...namedBy(ctx, link)];
    if (!named.length) return null;
    items = named;
    const label = head && headLink ? textOf(b.state, head.span.a, head.span.b) : link.label;
    sc.terms.push([{ kind: 'entities', iris: named, label }]);
    sc.labels.push(label);
    if (head && headLink) use(b, head, 'scope', `the items ${link.label} names`);
  }
  const counted = countedCat ? countedCat.entities : null;
  const link = linkCountAttribute(ctx, new Set(items), counted);
  if (!link) {
    // "the recipe with the most ingredients": no item links to them, but each lists the counted things itself
    const own = counted ? linkBetween(ctx, new Set(items), counted) : undefined;
    if (!own || !countedTile || (own.valuesPerItem ?? 1) < 1.5) return null;
    sc.terms.splice(0, sc.terms.length, ...terms);
    const at = sc.labels.indexOf(textOf(b.state, countedTile.span.a, countedTile.span.b));
    if (at >= 0) sc.labels.splice(at, 1);
    use(b, countedTile, 'counted', `counted: the ${countedCat!.label} each one's ${own.label} lists`);
    b.mapping.push({ phrase: textOf(b.state, grad.a, grad.b), term: `the number of ${countedCat!.label} its ${own.label} lists`, kind: 'target', confidence: 0.8 });
    return { ...toTarget(own, null), field: 'num', unit: null, displayUnit: null, entryLabel: `number of ${textOf(b.state, countedTile.span.a, countedTile.span.b)}`, valuesCounted: true };
  }
  if (countedCat) {
    sc.terms.splice(0, sc.terms.length, ...terms);
    use(b, countedTile, 'counted', `counted: the ${countedCat.label} whose ${link.label} names each`);
  }
  const what = countedCat?.label ?? 'items';
  b.mapping.push({ phrase: textOf(b.state, grad.a, grad.b), term: `the number of ${what} whose ${link.label} names it`, kind: 'target', confidence: 0.8 });
  return { ...toTarget(link, null), field: 'num', unit: null, displayUnit: null, entryLabel: `${what} (${link.label})`, linkedFrom: { scopeTerms: countedCat ? [[categoryTerm(countedCat, countedCat.label)]] : [], label: link.label } };
}

/** Whether an attribute is of one of these dimensions (dates by their kind). */
function fitsDimensions(a: AttrRef, dims: string[]): boolean {
  if (dims.includes('date') && (a.kind === 'date' || a.years > 0)) return true;
  return !!a.dimension && dims.includes(a.dimension);
}

/** English quantifiers: they grade how many or how much, never how late. */
const QUANTIFIERS = new Set(['more', 'most', 'less', 'least', 'fewer', 'fewest', 'many', 'few', 'much']);

/** "What year …", "in which year …": the word after the question word is the unit a year is. */
function asksForYear(state: ParseState): boolean {
  const wh = state.tokens.findIndex((t) => /^(what|which)$/.test(t.norm));
  const next = wh >= 0 ? state.tokens[wh + 1] : undefined;
  const u = next ? unitWord(next.lemma || next.norm) : null;
  const days = u && u.dimension === 'time' ? convertValue(1, u.symbol, 'day') : null;
  return days !== null && Math.abs(days - 365.25) < 1;
}

/** An alike attribute stands in for one an item lacks at most this surely, and at twice the schema's likeness. */
const ALIKE_AT_MOST = 0.9;
const ALIKE_SCALE = 2;
/** How surely a label the question's words cover in full names the attribute a lookup asks for, with no word tiled
 *  as it. */
const LABEL_WORDS_SCORE = 0.5;
/** How much less surely a measure's noun ("a pack of X"), or an identifier or a group under "how much", names the
 *  attribute asked about. */
const MEASURE_SCALE = 0.5;
/** How surely an amount stated per the period a question asks for ("per week") is what a lookup asks, none named. */
const PERIOD_SCORE = 0.6;

/** The period a question asks an amount per, with no amount before it ("what's X on per week", "how much does X
 *  earn a month"), or null. */
function periodAsked(state: ParseState): string | null {
  for (const t of state.tokens) {
    if (!/^(per|a|an|each|every)$/.test(t.norm)) continue;
    const prev = state.tokens[t.i - 1];
    const p = periodAfterAmount(state.question, prev ? prev.end : t.start);
    if (p) return p.period;
  }
  return null;
}

/** The attribute a ranking, aggregate, lookup or comparison is about. */
function chooseTarget(b: Build, intent: Intent, anchor: number, gradable: SpanOf<'gradable'> | null, answerUnit: SpanOf<'answer-unit'> | null, entities: string[], scopeItems: string[] | null = null): AttrRef | null {
  const { tiles, state } = b;
  const ctx = state.ctx;
  const wantsNumber = intent !== 'lookup';
  const candidates: Array<{ tile: Tile | null; g: Grounding<AttrRef>; distance: number }> = [];
  // "the most members": a quantifier counts or measures; it never ranks dates
  const quantifier = !!gradable && !gradable.dimensions.length && QUANTIFIERS.has(state.tokens[gradable.a]?.norm ?? "");
  // (only where the items asked about hold nothing in that unit: "how many kcal in a portion" is the energy, not
  // the servings)
  const unitHeld = !!answerUnit && ctx.attributes.some((a) => a.dimension === answerUnit.dimension && (entities.length === 0 || entities.some((e) => entityHas(ctx, e, a))));
  for (const t of tiles) {
    if (b.used.has(t)) continue;
    // "batch AB1732": a label right before the item's own value of it says which item, not what is asked of it
    const namesNext = labelOfNamedItem(b, t);
    // (a word naming columns of several tables, one in the unit asked that the item lacks and one of bare numbers it
    // has, is the bare one: "in May" of a table of "May (hrs)" and another of "mag", asked of someone in the second)
    const inUnit = answerUnit ? attributesOf(t).filter((g) => g.target.dimension === answerUnit.dimension) : [];
    const lacksInUnit = inUnit.length > 0 && !inUnit.some((g) => entities.length === 0 || entities.some((e) => entityHas(ctx, e, g.target)));
    for (const g of attributesOf(t)) {
      if (namesNext.has(g.target.id)) continue;
      if (wantsNumber && !isNumericAttr(g.target) && g.target.kind !== 'date') continue;
      if (quantifier && (!isNumericAttr(g.target) || g.target.kind === "date" || g.target.years > 0)) continue;
      // "the newest car": an adjective of time order (new, old, recent) ranks dates only; a word half-naming a
      // number beside it is the thing ranked, not what it is ranked by (Cars in stock is no date)
      if (wantsNumber && gradable?.dimensions.length === 1 && gradable.dimensions[0] === 'date' && g.score < 0.9 && !fitsDimensions(g.target, gradable.dimensions)) continue;
      // (a column of bare numbers the question names is counted in the unit it asks for, less surely: "how many
      // hours is X rostered on Monday" of a roster's day column)
      const bare = (!unitHeld || lacksInUnit) && isNumericAttr(g.target) && (g.target.dimension === null || g.target.dimension === 'number') && g.score >= 0.9;
      if (answerUnit && g.target.dimension !== answerUnit.dimension && !bare) continue;
      const unitScore = answerUnit && g.target.dimension !== answerUnit.dimension ? 0.8 : 1;
      // "pricier at launch": an attribute after "at"/"on"/"during" says when, not what
      const prep = state.tokens[t.span.a - 1]?.norm ?? '';
      const when = /^(at|on|during|since|from|after|before)$/.test(prep) && !!gradable;
      candidates.push({ tile: t, g: unitScore < 1 || when ? { ...g, score: g.score * unitScore * (when ? 0.5 : 1) } : g, distance: Math.abs(t.span.a - anchor) });
    }
  }
  // a lookup of an entity: prefer the attribute it has
  const has = (a: AttrRef) => entities.length === 0 || entities.some((e) => entityHas(ctx, e, a));
  // an attribute no item of the scope states is not what it ranks by ("the agent … longest" is no distance)
  const inScope = (a: AttrRef) => {
    if (!scopeItems?.length) return true;
    const holders = ctx.holders.get(a.id);
    return !holders || scopeItems.some((e) => holders.has(e));
  };
  // the adjective's own noun, as a candidate beside the words named ("the thinnest body" → Thickness), where the
  // scope's items state it; a date all of them share the year of ("Date" of this season's opening) does not tell
  // them apart by age where another of their dates spreads over the years
  const spreadDates = ctx.attributes.some((a) => a.years > 0 && spreadOverYears(a) && has(a) && inScope(a));
  for (const noun of gradable?.nouns ?? []) {
    for (const g of ctx.attributePhrases.get(phraseKey(noun)) ?? []) {
      if (!inScope(g.target) || (g.target.years > 0 && !spreadOverYears(g.target) && spreadDates && gradable!.dimensions.includes('date'))) continue;
      if (g.score >= 0.9 && (isNumericAttr(g.target) || g.target.kind === 'date')) candidates.push({ tile: null, g: { ...g, score: 0.92, how: `what "${noun}" names` }, distance: 0 });
    }
  }
  // what the question's words and its wh-word say of the attribute: "who uploaded the latest version" is the
  // attribute whose label the question covers most ("Latest uploader"), of the kind "who" asks for (people)
  const answerType = expectedAnswer(state);
  // ("where" only tells apart attributes the question's words name: a mail address is not where sources are)
  if (answerType && answerType !== 'where' && intent === 'lookup') {
    for (const a of ctx.attributes) if (has(a) && fitsAnswer(ctx, a, answerType)) candidates.push({ tile: null, g: { target: a, score: 0.6, how: `what "${answerType}" asks for` }, distance: 99 });
  }
  // (but an attribute whose label says it holds a place, "Location", "Venue", is where: "where is the meeting")
  if (answerType === 'where' && intent === 'lookup') {
    for (const a of ctx.attributes) if (has(a) && labelSaysPlace(a)) candidates.push({ tile: null, g: { target: a, score: 0.6, how: `what "where" asks for (${a.label} is a place)` }, distance: 99 });
  }
  // "how much is X (per unit)": with no attribute named, an amount of money the item states (the one whose label
  // the question's words cover most: "Unit price" for "per unit")
  const asksAmount = tiles.some((t) => t.span.kind === 'intent' && t.span.intent === 'amount');
  // (a measure of the item is not what is asked where something else is: "how much does a pack of Omeprex cost", a
  // noun between "a" and "of" and the item; nor is an identifier or a group an amount: "Membership no" of "how much
  // does X pay for his membership")
  const measure = (t: Tile | null) => !!t && /^(a|an|one)$/.test(state.tokens[t.span.a - 1]?.norm ?? '') && state.tokens[t.span.b]?.norm === 'of' && tiles.some((x) => x.span.a === t.span.b + 1 && x.span.kind === 'entity');
  const amountLike = (a: AttrRef) => isNumericAttr(a) || (!labelSays(a, 'identifier') && !a.grouped);
  if (asksAmount && intent === 'lookup' && entities.length && !candidates.some((c) => c.tile && has(c.g.target) && amountLike(c.g.target) && !measure(c.tile))) {
    for (const a of ctx.attributes) if (has(a) && a.dimension === 'currency') candidates.push({ tile: null, g: { target: a, score: 0.55, how: '"how much" asks for an amount of money' }, distance: 99 });
  }
  // "Hugh Bellamy's per-word rate", "the cheapest per word": an attribute stated per the kind of thing the question
  // asks per ("Rate per 1000 words"), its values scaled to it (basis.ts)
  const bases = questionBases(state);
  if (bases.length) {
    for (const a of ctx.attributes) {
      if (!has(a) || !inScope(a) || !isNumericAttr(a)) continue;
      // (of the unit or the dimension the question asks in: "in kcal per serving" is no Cost per serving)
      if ((answerUnit && a.dimension !== answerUnit.dimension) || (gradable?.dimensions.length && !fitsDimensions(a, gradable.dimensions))) continue;
      const ab = attributeBasis(a);
      // (surer than a word naming another attribute: "rate per word" is no hourly Rate)
      if (ab && basisFactor(ab, bases[0]!) !== null) candidates.push({ tile: null, g: { target: a, score: 1.1, how: `stated per ${ab.text}, asked per ${bases[0]!.text}` }, distance: 0 });
    }
  }
  // with nothing named that the item has, an amount of its counted per the period the question says ("what's Declan
  // Byrne on per week": his Weekly fee, "£780 pw"), or a label of its the question's words cover, as surely as they do
  // (a unit or an adjective asked for says it otherwise: "how many months does X run for" is a length of time)
  // ("who charges more per hour, A or B": a ranking or comparison by a word of no dimension is of that amount too)
  const byPeriod = intent === 'lookup' ? !gradable : wantsNumber && !!gradable && !gradable.dimensions.length && !gradable.attribute?.length;
  if (byPeriod && entities.length && !answerUnit && !candidates.some((c) => has(c.g.target))) {
    const period = periodAsked(state);
    for (const a of ctx.attributes) {
      if (!has(a) || (intent !== 'lookup' && !period)) continue;
      if (period && a.period === period) candidates.push({ tile: null, g: { target: a, score: PERIOD_SCORE, how: `stated per ${period}, as asked` }, distance: 99 });
      // (or an amount of money stated per no period the library tells: "Weekly fee (GBP)" is read as a Fee)
      else if (period && !a.period && a.dimension === 'currency') candidates.push({ tile: null, g: { target: a, score: PERIOD_SCORE - 0.1, how: `an amount of money, asked per ${period}` }, distance: 99 });
      if (intent !== 'lookup') continue;
      const covered = labelCoverage(state, a);
      if (covered > 0) candidates.push({ tile: null, g: { target: a, score: LABEL_WORDS_SCORE * covered, how: `the question's words in its label "${a.label}"` }, distance: 99 });
    }
  }
  // an attribute the item lacks gives way to an alike one it has ("food group" on a page that says "Category"), as
  // surely as the two are alike: a word of the question in a label the item has ("the status of X" of a page
  // stating "Conservation status") beats an attribute only a little alike (Scientific name, 0.31)
  if (intent === 'lookup' && entities.length) {
    for (const c of [...candidates]) {
      if (has(c.g.target)) continue;
      c.g.target.related.forEach((id, k) => {
        const r = ctx.attributeById.get(id);
        const alike = Math.min(ALIKE_AT_MOST, ALIKE_SCALE * (c.g.target.relatedScores?.[k] ?? 0.5));
        if (r && has(r)) candidates.push({ tile: c.tile, g: { target: r, score: c.g.score * alike, how: `alike to ${c.g.target.label}, which it lacks` }, distance: c.distance });
      });
    }
  }
  // ("how much" asks an amount, never an identifier or a group the item states)
  const amountOf = (a: AttrRef) => !asksAmount || intent !== 'lookup' || amountLike(a);
  const rank = (c: (typeof candidates)[number]) => c.g.score * (measure(c.tile) ? MEASURE_SCALE : 1) * (amountOf(c.g.target) ? 1 : MEASURE_SCALE) + (measure(c.tile) ? 0 : 0.35 * labelCoverage(state, c.g.target)) + (answerType ? (fitsAnswer(ctx, c.g.target, answerType) ? 0.3 : answerType === 'where' ? 0 : -0.4) : 0);
  // (months the question sums, "the fewest hours between January and August", are what it ranks: the measure's own
  // word, "hours", read alone, names some other attribute)
  const summed = (c: (typeof candidates)[number]) => Number(c.tile?.span.kind === 'attribute' && !!c.tile.span.summed);
  candidates.sort((x, y) => Number(has(y.g.target)) - Number(has(x.g.target)) || Number(inScope(y.g.target)) - Number(inScope(x.g.target)) || summed(y) - summed(x) || rank(y) - rank(x) || x.distance - y.distance || y.g.target.entities - x.g.target.entities);
  // a ranking word's attribute that neither the named items nor the scope's state ("longer" → a trail's Distance,
  // of two guides) gives way to what their own attributes say (a time since a start date)
  // (and so does a word's attribute none of two or more named items states: "who has been translating longer, A or
  // B" of linguists stating their years in the profession, not the Written translation of a service)
  const unfit = !!gradable && candidates.length > 0 && (candidates.every((c) => !c.tile) || entities.length >= 2) && (!has(candidates[0].g.target) || !inScope(candidates[0].g.target));
  if (candidates.length && !unfit) {
    const c = candidates[0];
    if (c.tile) {
      use(b, c.tile, 'attribute', `the attribute asked about: ${c.g.target.label}`);
      b.targetTile = c.tile;
    }
    return c.g.target;
  }
  if (gradable?.attribute?.length) return gradable.attribute[0].target;
  // an adjective's dimension ("the heaviest", "the largest park") or the unit asked for ("in grams"): of that
  // dimension's attributes, the one nearest in meaning to the adjective's noun ("tall" → Length, not Display size)
  const dims = answerUnit ? [answerUnit.dimension] : gradable?.dimensions ?? [];
  // "who has been with us longer", "who's been in the team the longest": a length of time asked in the perfect
  // and named by no attribute is the time since a date the items state (the earlier the date, the longer)
  if (gradable && dims.includes('time') && (perfectAspect(state) || participleAfter(state, gradable.b))) {
    const dated = ctx.attributes.filter((a) => a.years > 0 && has(a) && inScope(a)).sort((x, y) => y.years - x.years);
    if (dated.length) return dated[0];
  }
  for (const d of dims) {
    const pool = ctx.attributes.filter((a) => a.dimension === d && isNumericAttr(a) && has(a) && inScope(a)).sort((x, y) => y.entities - x.entities);
    if (!pool.length) continue;
    const nouns = gradable?.nouns ?? [];
    if (nouns.length && ctx.words && pool.length > 1) {
      const words = ctx.words;
      const near = pool.map((a) => ({ a, s: Math.max(...nouns.map((n) => similarity(words, n, a.label))) })).sort((x, y) => y.s - x.s);
      return near[0].a;
    }
    return pool[0];
  }
  // "Is PO-1 bigger than PO-2?" where no attribute of the adjective's dimensions is theirs: the one number both
  // named items state is what they are compared on
  if (gradable && entities.length >= 2 && !dims.includes('date')) {
    const shared = ctx.attributes.filter((a) => a.kind === 'number' && isNumericAttr(a) && entities.every((e) => entityHas(ctx, e, a)));
    if (shared.length === 1) return shared[0];
  }
  // "the oldest hut": of the dates the items state, the one that tells them apart by age — spread over the years
  // (when each was built, founded, joined), not a schedule all of them share (this season's opening dates)
  if (dims.includes('date')) {
    const dated = ctx.attributes.filter((a) => a.years > 0 && has(a) && inScope(a)).sort((x, y) => Number(spreadOverYears(y)) - Number(spreadOverYears(x)) || y.years - x.years);
    if (dated.length) return dated[0];
  }
  if (/^(when|what year|which year)\b/i.test(state.question.trim())) {
    const dated = ctx.attributes.filter((a) => a.years > 0 && has(a)).sort((x, y) => y.years - x.years);
    if (dated.length) return dated[0];
  }
  return null;
}

/** A date attribute whose dates spread over the years (when each item was built, founded, joined), not a schedule
 *  the items share within a year or so (this season's opening dates): the one that tells items apart by age. */
const spreadOverYears = (a: AttrRef): boolean => a.yearsSpanned >= 2;

const reverseIf = (flag: boolean | undefined, d: 'max' | 'min' | null): 'max' | 'min' | null => (flag && d ? (d === 'max' ? 'min' : 'max') : d);

/** A verb in the perfect ("has been", "have worked"): the auxiliary have before a verb. */
function perfectAspect(state: ParseState): boolean {
  const ts = state.tokens;
  // "been" is only ever the perfect ("who's been here longest", "has been")
  if (ts.some((t) => t.norm === 'been')) return true;
  for (let i = 0; i < ts.length - 1; i++) {
    if (ts[i].lemma !== 'have' || ts[i].pos !== 'AUX') continue;
    let j = i + 1;
    while (j < ts.length && (ts[j].pos === 'ADV' || ts[j].pos === 'PART' || ts[j].pos === 'PRON' || ts[j].pos === 'PROPN')) j++;
    if (ts[j] && (ts[j].pos === 'VERB' || ts[j].pos === 'AUX')) return true;
  }
  return false;
}

/** "longest-serving", "longest running": the adjective grades a verb's -ing form, an ongoing time. */
function participleAfter(state: ParseState, at: number): boolean {
  let j = at;
  if (state.tokens[j]?.text === '-') j++;
  const t = state.tokens[j];
  return !!t && t.pos === 'VERB' && /ing$/.test(t.norm);
}

/** What kind of answer the question's wh-word asks for. */
function expectedAnswer(state: ParseState): 'who' | 'when' | 'where' | 'clock' | null {
  const first = state.tokens.slice(0, 3).map((t) => t.norm);
  if (first.some((w) => /^(who|whom|whose)$/.test(w))) return 'who';
  // "what time does NX 204 leave", "at what time": a time on the clock
  if ((first[0] === 'what' && first[1] === 'time') || (first[0] === 'at' && first[1] === 'what' && first[2] === 'time')) return 'clock';
  if (first[0] === 'where') return 'where';
  if (first[0] === 'when' || (first[0] === 'what' && /^(year|date|day)$/.test(first[1] ?? '')) || (first[0] === 'which' && /^(year|date|day)$/.test(first[1] ?? '')) || (/^(on|in)$/.test(first[0] ?? '') && first[1] === 'which' && /^(year|date|day)$/.test(first[2] ?? ''))) return 'when';
  return null;
}

/** Why the kind of answer the asking words want cannot be a value of the attribute, or null: a place or a person is
 *  no date, number or yes/no; a count or an amount ("how many", "how much") no date or yes/no; a time ("when") no
 *  yes/no. */
function answerClash(state: ParseState, a: AttrRef): string | null {
  const type = expectedAnswer(state);
  const numberish = a.kind === 'number' || a.kind === 'dims';
  const kind = a.kind === 'date' ? 'dates' : a.kind === 'bool' ? 'yes or no' : numberish ? 'numbers' : null;
  if ((type === 'where' || type === 'who') && kind) return `"${type}" asks for ${type === 'who' ? 'a person' : 'a place'}; ${a.label} holds ${kind}`;
  const [w0, w1] = [state.tokens[0]?.norm, state.tokens[1]?.norm];
  if (w0 === 'how' && (w1 === 'many' || w1 === 'much') && (a.kind === 'date' || a.kind === 'bool')) return `"how ${w1}" asks for an amount; ${a.label} holds ${kind}`;
  if (type === 'when' && a.kind === 'bool') return `"when" asks for a time; ${a.label} holds ${kind}`;
  return null;
}

/** The attribute an amount asked per a basis is about: the one attached, when it is stated per the same kind of
 *  thing; else the one of its dimension stated so (held by the kind asked about, where a head noun names one),
 *  most items having it; else the one attached. */
function basedAlike(b: Build, attr: AttrRef, asked: Basis, kind: Set<string> | null): AttrRef {
  const own = attributeBasis(attr);
  if (own && basisFactor(own, asked) !== null) return attr;
  const ctx = b.state.ctx;
  const held = (a: AttrRef) => {
    if (!kind?.size) return true;
    let n = 0;
    for (const e of ctx.holders.get(a.id) ?? []) if (kind.has(e)) n++;
    return n >= 0.3 * kind.size;
  };
  const alike = ctx.attributes.filter((a) => a.dimension === attr.dimension && isNumericAttr(a) && held(a) && basisFactor(attributeBasis(a), asked) !== null);
  return alike.sort((x, y) => y.entities - x.entities)[0] ?? attr;
}

/** Of the attributes most of these items hold that name other items, the one whose values are people's names and
 *  that most of them hold. */
function peopleLinkOf(ctx: QueryContext, items: Set<string>): AttrRef | undefined {
  let best: AttrRef | undefined;
  let bestN = 0;
  for (const a of ctx.attributes) {
    if (a.kind !== 'entity') continue;
    const holders = ctx.holders.get(a.id);
    if (!holders) continue;
    let n = 0;
    for (const e of items) if (holders.has(e)) n++;
    if (n < 0.5 * items.size || n <= bestN || !looksLikePeople(ctx, a)) continue;
    best = a;
    bestN = n;
  }
  return best;
}

/** Values that look like people's names: two or three capitalised words, letters only. */
function looksLikePeople(ctx: QueryContext, a: AttrRef): boolean {
  const top = ctx.schema.attributes.find((x) => x.id === a.id)?.topValues ?? [];
  if (!top.length) return false;
  const people = top.filter((v) => /^\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){1,3}(?:\s*<[^>]+>)?$/u.test(v.label.trim())).length;
  return people / top.length >= 0.6;
}

/** Values that say where: mail or web addresses, or places the language resource knows. */
function looksLikeWhere(ctx: QueryContext, a: AttrRef): boolean {
  const top = ctx.schema.attributes.find((x) => x.id === a.id)?.topValues ?? [];
  if (!top.length) return false;
  const where = top.filter((v) => /[\w.+-]+@[\w-]+\.[\w.]+|https?:\/\/|\bwww\./i.test(v.label) || ctx.lang.places.has(v.label.trim().toLowerCase())).length;
  return where / top.length >= 0.6;
}

/** Whether an attribute's label says its values are places ("Location", "Venue", "Place of death":
 *  resources/lang/en/kind-label-words.tsv). */
function labelSaysPlace(a: AttrRef): boolean {
  return labelSays(a, 'place');
}

/** Whether a label of the attribute says what kind of value it holds (resources/lang/en/kind-label-words.tsv: "Ref.
 *  no." identifiers, "Location" places). */
function labelSays(a: AttrRef, kind: string): boolean {
  const kinds = loadKindLabelWords();
  return normText(a.label).split(' ').some((w) => kinds.get(normaliseKey(w)) === kind);
}

function fitsAnswer(ctx: QueryContext, a: AttrRef, type: 'who' | 'when' | 'where' | 'clock'): boolean {
  if (type === 'clock') return a.dimension === CLOCK_DIMENSION;
  if (type === 'when') return a.kind === 'date' || a.years > 0 || a.dimension === CLOCK_DIMENSION;
  if (type === 'where') return (a.kind === 'text' || a.kind === 'entity') && (looksLikeWhere(ctx, a) || labelSaysPlace(a));
  return (a.kind === 'text' || a.kind === 'entity') && looksLikePeople(ctx, a);
}

/** The share of an attribute label's words the question uses (stems, or a word and its derived form). */
function labelCoverage(state: ParseState, a: AttrRef): number {
  const words = labelTokens(a.label, { isUnit: () => false });
  if (!words.length) return 0;
  const q = state.tokens.filter((t) => !t.function).flatMap((t) => [stemWord(t.norm), stemWord(t.lemma)]);
  const near = (w: string, x: string) => w === x || (Math.min(w.length, x.length) >= 4 && (w.startsWith(x) || x.startsWith(w)));
  return words.filter((w) => q.some((x) => near(w, x))).length / words.length;
}

/** Whether an entity has an attribute (any of its labels). */
function entityHas(ctx: QueryContext, entity: string, a: AttrRef): boolean {
  return ctx.holders.get(a.id)?.has(entity) ?? false;
}

/** The entities a scope term holds, where the context knows them (categories, shared first words, names). */
export function scopeMembers(ctx: QueryContext, t: ScopeTerm): Set<string> | null {
  if (t.kind !== 'any') return scopeTermMembers(ctx, t);
  // a union is known only when every part is
  const sets = t.options.map((o) => scopeMembers(ctx, o));
  if (sets.some((x) => x === null)) return null;
  return new Set(sets.flatMap((x) => [...x!]));
}

/** The entities a scope holds, when the context knows them all; null when the query must find out. */
function scopeEntities(ctx: QueryContext, terms: ScopeTerm[][], excluded: ScopeTerm[]): string[] | null {
  const members = (t: ScopeTerm) => scopeMembers(ctx, t);
  let acc: Set<string> | null = null;
  for (const list of terms) {
    const sets = list.map(members);
    // a list whose members the context cannot know (a value) leaves the scope to the query
    if (sets.some((x) => x === null)) return null;
    const union = new Set(sets.flatMap((x) => [...x!]));
    const prev: Set<string> | null = acc;
    acc = prev ? new Set([...prev].filter((e: string) => union.has(e))) : union;
  }
  if (excluded.length) {
    if (excluded.some((t) => members(t) === null)) return null;
    const all: Set<string> = acc ?? new Set(ctx.entityNames.keys());
    for (const t of excluded) for (const e of members(t) ?? []) all.delete(e);
    acc = all;
  }
  return acc ? [...acc] : null;
}

/**
 * A plan must explain this share of a long question's words (measured: exact questions of ten words or more are
 * explained at 0.58 or more, scenario questions the plan misreads at 0.31 or less).
 */
const COVERAGE = { minWords: 10, share: 0.35, cap: 0.4 };

export interface Interpretation {
  plan: QueryPlan;
}

export function interpret(state: ParseState, tiles: Tile[]): QueryPlan {
  const ctx = state.ctx;
  const b: Build = { forks: [], spansOf: new Map(), state, tiles, used: new Set(), roles: new Map(), conditions: [], mapping: [], doubts: [], unmapped: [] };
  for (const t of tiles) if (t.span.kind === 'function' || t.span.kind === 'basis') use(b, t, t.span.kind, t.span.reason);

  // "the total VAT", "the average rent": a word that asks for an aggregate and is also an attribute ("Total") asks
  // for the aggregate when another attribute with numbers follows it
  tiles.forEach((tile, k) => {
    if (tile.span.kind !== 'attribute') return;
    const cue = tile.alternatives.find((a): a is SpanOf<'intent'> => a.kind === 'intent' && ['sum', 'avg'].includes(a.intent));
    const next = tiles.slice(k + 1).find((t) => t.span.kind !== 'function');
    if (!cue || !next || next.span.a !== tile.span.b) return;
    if (!attributesOf(next).some((g) => g.score >= 0.9 && isNumericAttr(g.target))) return;
    tile.alternatives = [tile.span, ...tile.alternatives.filter((a) => a !== cue)];
    tile.span = cue;
  });
  // entities: subjects, or values of another entity's attribute ("recipes that use coconut milk")
  const subjects: Array<{ iri: string; name: string }> = [];
  // another head the question asks about: a category or shared word, or a plural noun outside any name
  const inName = (i: number) => tiles.some((x) => x.span.kind === 'entity' && x.span.score >= 0.5 && x.span.a <= i && i < x.span.b);
  // (the unit an answer is wanted in, "in square miles", is no head; nor a singular noun ending in s, "status")
  const inUnit = (i: number) => tiles.some((x) => x.span.kind === 'answer-unit' && x.span.a <= i && i < x.span.b);
  // (a head read as a value with a category as its other reading is a head too: "Studios in Manchester?", whose
  // first word the tagger takes for a name)
  // (nor is what values are stated per: "per 1,000 words")
  const inBasis = (i: number) => tiles.some((x) => x.span.kind === 'basis' && x.span.a <= i && i < x.span.b);
  const hasOtherHead = tiles.some((t) => ['category', 'prefix'].includes(t.span.kind) || (t.span.kind === 'value' && t.alternatives.some((a) => a.kind === 'category'))) || state.tokens.some((t) => t.pos === 'NOUN' && /s$/.test(t.text) && t.lemma !== t.norm && !inName(t.i) && !inUnit(t.i) && !inBasis(t.i));
  // a category or shared word that holds just the item named the same ("bash" in its own folder) is that item
  for (const tile of tiles) {
    if (tile.span.kind !== 'category' && tile.span.kind !== 'prefix') continue;
    const entity = tile.alternatives.find((a): a is SpanOf<'entity'> => a.kind === 'entity');
    const members = tile.span.kind === 'category' ? tile.span.target.entities : tile.span.entities;
    if (!entity || members.size > 2 || !members.has(entity.targets[0].target.iri)) continue;
    tile.alternatives = [tile.span, ...tile.alternatives.filter((a) => a !== entity)];
    tile.span = { ...entity, score: Math.max(entity.score, 0.6) };
  }
  // a name's first word said before a plural noun or joined to other names' first words ("Acme or Corvid phones")
  // is a maker's name, not the one item it starts
  tiles.forEach((tile, k) => {
    if (tile.span.kind !== 'entity') return;
    const asPrefix = tile.alternatives.find((a): a is SpanOf<'prefix'> => a.kind === 'prefix');
    if (!asPrefix) return;
    const next = state.tokens[tile.span.b];
    const beforePlural = !!next && next.pos === 'NOUN' && next.lemma !== next.norm;
    const joined = [tiles[k - 2], tiles[k + 2]].some((t) => t && t.span.kind === 'prefix') && [tiles[k - 1], tiles[k + 1]].some((t) => t && /^(or|and)$/.test(state.tokens[t.span.a].norm));
    if (!beforePlural && !joined) return;
    tile.alternatives = [tile.span, ...tile.alternatives.filter((a) => a !== asPrefix)];
    tile.span = asPrefix;
  });
  // "Rheinblick Automobile or Liffey Motor Company": a phrase offered as a choice with a name is read as a name
  // where it can be one
  tiles.forEach((tile, k) => {
    if (tile.span.kind === 'entity') return;
    // (an everyday word too, "Keystone", when the other is surely a name: "Keystone or Meridian")
    const other = offeredWith(b, k);
    const asName = tile.alternatives.find((a): a is SpanOf<'entity'> => a.kind === 'entity' && (a.score >= 0.5 || other?.span.kind === 'entity'));
    if (!asName || !other) return;
    tile.alternatives = [tile.span, ...tile.alternatives.filter((a) => a !== asName)];
    tile.span = asName;
  });
  const valueNames = new Set<Tile>();
  tiles.forEach((tile, k) => {
    if (tile.span.kind !== 'entity') return;
    // a name that is also an everyday word ("bash", "file", "less") is a name where it stands as one: after "of",
    // "for", "is", "does", before "'s", or as the only thing a lookup can be about — and nothing else reads it
    if (tile.span.score < 0.5) {
      const prev = state.tokens[tile.span.a - 1]?.norm ?? '';
      const after = state.question.slice(state.tokens[tile.span.b - 1].end, state.tokens[tile.span.b - 1].end + 2);
      const next = state.tokens[tile.span.b]?.norm ?? '';
      const named = /^(of|for|is|are|does|did|has|was|about|in|between|vs|versus|or|and)$/.test(prev) || /^['’]s/.test(after) || (/^(or|vs|versus)$/.test(next) && tiles.some((t) => t !== tile && t.span.kind === 'entity'));
      const otherReading = tile.alternatives.some((a) => a.kind !== 'entity');
      const lookupShape = tiles.some((t) => t.span.kind === 'attribute') || /^(who|when|what|which|how|is|does|did|has)$/.test(state.tokens[0]?.norm ?? '');
      const offered = offeredWith(b, k)?.span.kind === 'entity';
      if (!offered && !(named && lookupShape && !otherReading)) return;
    }
    const e = tile.span.targets[0].target;
    let links = entityLinkTargets(ctx, e.iri);
    // "Kaveh's job title": a name owning an attribute it has is the item asked about, never a value of others'
    const last = state.tokens[tile.span.b - 1];
    const possessive = /['’]s?$/.test(last.text) || /^['’]s?\b/.test(state.question.slice(last.end, last.end + 3));
    const owned = possessive && tiles.some((t) => t.span.a >= tile.span.b && t.span.a <= tile.span.b + 1 && attributesOf(t).some((g) => entityHas(ctx, e.iri, g.target)));
    if (owned) links = [];
    // an attribute named beside the name that holds it ("whose manager is X", "does X lead", "reports to X")
    // says which link is meant; alike attributes that also name X come with it
    // (over the function words between: "trails that start at the Dresdner Hütte")
    const across = (step: number): Tile | undefined => {
      for (let j = k + step; j >= 0 && j < tiles.length; j += step) if (tiles[j]!.span.kind !== 'function') return tiles[j];
      return undefined;
    };
    // "how big is the Whernside run": a word right after the name naming a kind the item is of (the runs Whernside is
    // one of) says what it is, not the link whose label it also is (the bookings' Run)
    const kindAfter = tiles[k + 1] && !b.used.has(tiles[k + 1]!) && tiles[k + 1]!.span.b - tiles[k + 1]!.span.a === 1 ? ctx.categoryPhrases.get(phraseKey(state.tokens[tiles[k + 1]!.span.a]!.text)) : undefined;
    if (kindAfter?.entities.has(e.iri)) use(b, tiles[k + 1]!, 'context', `the kind of item ${e.name} is`);
    const besideAttr = [tiles[k - 1], tiles[k + 1], tiles[k - 2], tiles[k + 2], across(-1), across(1)]
      .filter((t): t is Tile => !!t && !b.used.has(t))
      .flatMap((t) => attributesOf(t).filter((g) => links.some((l) => l.id === g.target.id)).map((g) => ({ t, g })))[0];
    if (besideAttr) {
      const named = besideAttr.g.target;
      links = links.filter((l) => l.id === named.id || named.related.includes(l.id));
      use(b, besideAttr.t, 'attribute', `the link ${named.label}`);
      // "the head coach at X": a word of the link's words that names a kind of the items holding the link (coaches
      // among the players and coaches whose Club is X) says which of them are asked about
      const holders = ctx.holders.get(named.id);
      for (let i = besideAttr.t.span.a; i < besideAttr.t.span.b && holders; i++) {
        const cat = ctx.categoryPhrases.get(phraseKey(state.tokens[i]!.text));
        if (!cat || cat.entities.has(e.iri) || cat.entities.size >= holders.size || !mostOf(cat.entities, holders)) continue;
        (b.impliedScope ??= []).push(categoryTerm(cat, state.tokens[i]!.text));
        break;
      }
    }
    // "the capital of Mirovia", "who leads Ibis": with no other head, a name that has the attribute the question
    // names (not one of the links that name it) is the item asked about, though others name it as a value
    // (an attribute that cannot hold what the asking words want is not the one asked: "who is booked on X" of a
    // course whose Booked is a number asks for the people naming X)
    const ownsNamed = !besideAttr && !hasOtherHead && tiles.some((t, j) => j !== k && !b.used.has(t) && attributesOf(t).some((g) => entityHas(ctx, e.iri, g.target) && !links.some((l) => l.id === g.target.id) && !(links.length && answerClash(state, g.target))));
    // "how much does Morag Sinclair charge", "how much is the Harbour Suite": a name that is the subject of the
    // clause "how much" opens (right after its auxiliary), with no head noun, is the item whose amount is asked
    // where it states one, whatever its name is a value of
    let aux = tile.span.a - 1;
    while (aux > 0 && state.tokens[aux]!.pos === 'DET') aux--;
    const amountOfSubject = !besideAttr && !hasOtherHead && aux === 2 && state.tokens[aux]!.pos === 'AUX' && state.tokens[0]?.norm === 'how' && state.tokens[1]?.norm === 'much' &&
      ctx.attributes.some((a) => a.dimension === 'currency' && entityHas(ctx, e.iri, a));
    // (and so is a name holding the months a question sums: "how many coaching hours did Jens claim from January to
    // August" of a table of hours per month, whatever class lists name him as their coach)
    const ownsRun = tiles.some((t) => t.span.kind === 'attribute' && t.span.summed?.some((a) => entityHas(ctx, e.iri, a)));
    if (ownsNamed || amountOfSubject || ownsRun) links = [];
    // a name is a value another item holds when a relation word or verb leads to it ("use X", "based in X"),
    // when it describes the head noun after it ("Sales staff", "the London office"), or an attribute beside it
    // holds it — and the question is about other items (who, which, a plural head)
    // (or one that opens asking for items: "show me …", "anything with tofu in it?")
    const opensAsking = tiles.find((t) => t.span.kind !== 'function')?.span;
    const whQuestion = /^(who|whom|which|what|how)$/.test(state.tokens[0]?.norm ?? '') || (opensAsking?.kind === 'intent' && opensAsking.a === 0 && ['list', 'exists', 'count'].includes(opensAsking.intent));
    const nextToken = state.tokens[tile.span.b];
    const describesHead = !!nextToken && (nextToken.pos === 'NOUN' || tiles.some((t) => t.span.a === tile.span.b && (t.span.kind === 'category' || t.span.kind === 'prefix')));
    // a name before the head noun ("SC Noorderzon players", "the Leeds games") is the items' one such value, not one
    // of a list they state ("Previous clubs"): where links of both kinds name it, the single-valued ones
    if (describesHead && !besideAttr && links.length > 1) {
      const single = links.filter((l) => (l.valuesPerItem ?? 1) <= 1.2);
      if (single.length && single.length < links.length && links.some((l) => (l.valuesPerItem ?? 1) >= 1.5)) links = single;
    }
    // (a word or words that leave out what follows, just before the name: "except X", "someone other than X")
    let before = tile.span.a;
    while (before > 0 && state.tokens[before - 1]!.pos === 'DET') before--;
    const excluded = state.tokens.slice(Math.max(0, tile.span.a - 3), tile.span.a).some((t) => state.ctx.lang.negations.some((n) => n.scope === 'exclude' && n.words.length === 1 && n.words[0] === t.norm)) ||
      state.ctx.lang.negations.some((n) => n.scope === 'exclude' && n.words.length > 1 && before >= n.words.length && n.words.every((w, i) => state.tokens[before - n.words.length + i]!.norm === w));
    // "which opened first, the Deansgate office or the Baggot Street office": a name offered as a choice with
    // another name is an item compared, not a value, unless a head noun's items are what is chosen among
    const choice = !!offeredWith(b, k) && !tiles.some((t) => t.span.kind === 'category' && !t.span.target.entities.has(e.iri));
    // "in Dublin or Manchester": a name joined to a value name by "or" is a value too
    const joinedTo = tiles[k - 2] && valueNames.has(tiles[k - 2]) && tiles[k - 1] && /^(or|and|nor)$/.test(state.tokens[tiles[k - 1].span.a]?.norm ?? '');
    // "how many patients does Hannah Blake look after": the head noun's kind, which the name is not one of,
    // links to the name — the items counted are those whose link names it
    const head = headKind(b);
    const headLinks = head?.size && !head.has(e.iri) && !besideAttr ? links.filter((l) => mostOf(head, ctx.holders.get(l.id))) : [];
    if (headLinks.length) links = headLinks;
    // "does A have more consulting rooms than the Clifton Clinic": a name after "than", with a name before it, is
    // the other item compared
    let j = tile.span.a - 1;
    while (j >= 0 && state.tokens[j].pos === 'DET') j--;
    const comparedTo = state.tokens[j]?.norm === 'than' && tiles.some((t) => t !== tile && t.span.kind === 'entity' && t.span.b <= j);
    // and the name before the comparative: "does Highbury have more schools than Canonbury" compares Highbury
    const than = state.tokens.findIndex((t, i) => i >= tile.span.b && t.norm === 'than');
    let after = than + 1;
    while (than >= 0 && state.tokens[after]?.pos === 'DET') after++;
    const comparedWith = than >= 0 && tiles.some((t) => t.span.kind === 'gradable' && t.span.a >= tile.span.b && t.span.b <= than) && tiles.some((t) => t !== tile && t.span.kind === 'entity' && t.span.a === after);

    // ("other than X" leaves X out: no comparison)
    const relational = !choice && !(comparedTo && !excluded) && !comparedWith && (isRelationObject(b, k) || describesHead || !!besideAttr || excluded || !!joinedTo || headLinks.length > 0);
    if (links.length && (hasOtherHead || whQuestion) && relational) {
      const neg = negationFor(state, tiles, k);
      const phrase = textOf(state, tile.span.a, tile.span.b);
      const cond: Condition = { kind: 'link', entries: links.flatMap((a) => a.entries), entryLabel: links.map((a) => a.label).join(' or '), entity: e.iri, entityName: e.name, negated: !!neg, phrase };
      b.conditions.push(cond);
      b.spansOf.set(cond, { a: tile.span.a, b: tile.span.b });
      valueNames.add(tile);
      use(b, tile, 'entity', `a value: ${links.map((a) => a.label).join(' or ')} names ${e.name}`);
      use(b, neg, 'negation', `negates "${phrase}"`);
      b.mapping.push({ phrase, term: `${links[0].label} → ${e.name}`, kind: 'link', confidence: 0.9 });
      return;
    }
    if (subjects.some((s) => s.iri === e.iri)) return;
    subjects.push({ iri: e.iri, name: e.name });
    use(b, tile, 'entity', `the item ${e.name}`);
    b.mapping.push({ phrase: textOf(state, tile.span.a, tile.span.b), term: e.iri, kind: 'entity', confidence: tile.span.score });
  });

  b.subjectCount = subjects.length;
  // "which suppliers bill us in US dollars": a question that ranks or sums nothing has no unit to answer in, so
  // a currency the library holds as a value is that value
  const selecting = !tiles.some((t) => t.span.kind === 'gradable' || (t.span.kind === 'intent' && ['sum', 'avg', 'max', 'min'].includes(t.span.intent)));
  // (never a value that is a measurement in the unit itself: "How many hectares is the Long Acre block?" asks for an
  // area in hectares, though the blocks' areas are written "2.7 hectares")
  const measuredIn = (x: Span, unit: SpanOf<'answer-unit'>) => x.kind === 'value' && x.targets.every((g) => g.target.attr.kind === 'number' && g.target.attr.dimension === unit.dimension);
  for (const t of tiles) {
    const asValue = t.span.kind === 'answer-unit' ? t.alternatives.find((x) => x.kind === 'value' && !measuredIn(x, t.span as SpanOf<'answer-unit'>)) : undefined;
    if (!selecting || !asValue) continue;
    t.alternatives = [t.span, ...t.alternatives.filter((x) => x !== asValue)];
    t.span = asValue;
  }
  const answerUnitTile = tiles.find((t) => t.span.kind === 'answer-unit');
  const answerUnit = (answerUnitTile?.span as SpanOf<'answer-unit'> | undefined) ?? null;
  if (answerUnitTile) use(b, answerUnitTile, 'answer-unit', answerUnit!.reason);
  const topTile = tiles.find((t) => t.span.kind === 'top');
  if (topTile) use(b, topTile, 'top', topTile.span.reason);

  dimsConditions(b);
  hintConditions(b);
  amountConditions(b, answerUnit?.dimension ?? null);
  const sc = scope(b);

  // "Is A more expensive than B?", "was A issued before B?": a comparator with a name where its amount would be
  // compares the two names, as a comparative adjective does
  if (subjects.length >= 2 && !tiles.some((t) => t.span.kind === 'gradable' && !b.used.has(t))) {
    const named = tiles.filter((t) => t.span.kind === 'entity' && subjects.some((s) => (t.span as SpanOf<'entity'>).targets[0]?.target.iri === s.iri));
    const cmpTile = tiles.find((t) => t.span.kind === 'comparator' && !b.used.has(t) && named.length >= 2 && t.span.a >= named[0].span.b && t.span.b <= named[named.length - 1].span.a);
    if (cmpTile) {
      const c = cmpTile.span as SpanOf<'comparator'>;
      const dated = /^(before|after|earlier|later|sooner)$/.test(state.tokens[c.a].norm);
      const dims = c.dimensions?.length ? c.dimensions : dated ? ['date'] : [];
      tiles[tiles.indexOf(cmpTile)] = {
        span: { kind: 'gradable', a: c.a, b: c.b, direction: c.op === '>' || c.op === '>=' ? 'max' : 'min', degree: 'comparative', dimensions: dims, ...(c.nouns ? { nouns: c.nouns } : {}), score: c.score, reason: `${c.reason}, between the two names` },
        alternatives: cmpTile.alternatives,
      };
    }
  }
  const gradableTiles = tiles.filter((t) => t.span.kind === 'gradable' && !b.used.has(t));
  const intentTiles = tiles.filter((t) => t.span.kind === 'intent');
  const decision = decideIntent({
    state, tiles, subjects: subjects.length, conditions: b.conditions.length, gradables: gradableTiles.map((t) => t.span as SpanOf<'gradable'>),
    intents: [...intentTiles.map((t) => t.span as SpanOf<'intent'>), ...labelIntents(b, intentTiles)], top: (topTile?.span as SpanOf<'top'> | undefined) ?? null, answerUnit, groups: sc.groups.length,
  });
  for (const t of intentTiles) use(b, t, 'intent', t.span.reason);
  const gradable = decision.gradable;
  if (gradable) for (const t of gradableTiles) if (t.span === gradable) use(b, t, 'gradable', gradable.reason);

  let target: Target | null = null;
  const targets: Target[] = [];
  let intent = decision.intent;
  b.intent = intent;
  const needsTarget = ['argmax', 'argmin', 'max', 'min', 'avg', 'sum', 'lookup', 'compare'].includes(intent);
  if (needsTarget) {
    const anchor = gradable?.a ?? intentTiles[0]?.span.a ?? 0;
    // "how heavy is X": a gradable word of any degree tells the attribute when none is named
    const grad = gradable ?? (gradableTiles[0]?.span as SpanOf<'gradable'> | undefined) ?? null;
    if (grad && grad !== gradable) for (const t of gradableTiles) if (t.span === grad) use(b, t, 'gradable', grad.reason);
    // (its direction ranks too: "which was founded first, A or B" is the earlier)
    if (grad && intent === 'compare') b.direction = grad.direction;
    // "the most games": a quantifier right before a kind counts that kind's items, whatever attribute a phrase
    // after them names ("which designer has the most games in our library")
    const counted = grad && countsAKind(b, grad) ? linkCountTarget(b, intent, grad, sc) : null;
    const named = intent === 'lookup' || intent === 'compare' ? subjects.map((s) => s.iri) : [];
    // (of the item holding a value named, "batch AB1732": an attribute the items holding such values have)
    const heldBy = decision.heldValue ? [...(ctx.holders.get(decision.heldValue.attribute) ?? [])] : null;
    let attr = counted ? null : chooseTarget(b, intent, anchor, grad, answerUnit, named, heldBy ?? scopeEntities(ctx, sc.terms, sc.excluded));
    // "which is higher, A or B": a word that only says more ("higher" of any number) names, with nothing else
    // named, what its adjective measures (high: a height)
    if (!attr && !counted && grad && !grad.dimensions.length && !grad.attribute?.length) {
      const own = tableGradable(ctx.lang, state.tokens[grad.a]?.norm ?? '');
      if (own?.dimensions.length) attr = chooseTarget(b, intent, anchor, { ...grad, dimensions: own.dimensions, ...(own.nouns?.length ? { nouns: own.nouns } : {}) }, answerUnit, named, scopeEntities(ctx, sc.terms, sc.excluded));
    }
    // a lookup whose asking words want a kind of answer the attribute cannot hold ("Where was she born?" of a date,
    // "How many children did she have?" of a date a word's meaning reached) is no lookup of it: the text answers
    const clash = attr && intent === 'lookup' ? answerClash(state, attr) : null;
    if (clash) {
      b.doubts.push(clash);
      attr = null;
    }
    // "How many people can play X at most?": a comparator comparing with no number, after a lookup, asks a bound of
    // the range its items state, the attribute of that bound where the schema has one ("Max players", range-bound.ts)
    if (attr && intent === 'lookup') {
      const dangling = tiles.find((t) => t.span.kind === 'comparator' && !b.used.has(t) && !tiles.some((n) => (n.span.kind === 'number' || n.span.kind === 'quantity') && (n.span.a === t.span.b || n.span.b === t.span.a)));
      const bound = dangling ? boundOf((dangling.span as SpanOf<'comparator'>).op) : null;
      const other = bound ? boundAttribute(ctx.attributes, attr, bound) : null;
      if (other) {
        attr = other;
        use(b, dangling!, 'attribute', `the ${bound === 'max' ? 'upper' : 'lower'} bound asked: ${other.label}`);
        b.mapping.push({ phrase: textOf(state, dangling!.span.a, dangling!.span.b), term: other.label, kind: 'target', confidence: 0.85 });
      }
    }
    // "who has been with us longer": a length of time asked in the perfect, read on a date, is the time since it
    if (attr && grad && grad.dimensions.includes('time') && attr.dimension !== 'time' && (attr.kind === 'date' || attr.years > 0) && (perfectAspect(state) || participleAfter(state, grad.b))) {
      b.elapsed = true;
      b.mapping.push({ phrase: textOf(state, grad.a, grad.b), term: `the time since ${attr.label}`, kind: 'target', confidence: 0.75 });
    }
    // "the oldest member" read on an Age: a word of dates (old, young, new) ranks a length of time since one the
    // other way round, the oldest having the most years (and the earliest date of birth)
    else if (attr && grad && grad.dimensions.includes('date') && attr.kind === 'number' && attr.dimension === 'time' && attr.years === 0) {
      b.elapsed = true;
      b.mapping.push({ phrase: textOf(state, grad.a, grad.b), term: `${attr.label}, a length of time: ${grad.direction === 'min' ? 'the most' : 'the least'} is ${textOf(state, grad.a, grad.b)}`, kind: 'target', confidence: 0.8 });
    }
    if (attr) {
      // "the fewest calories": an attribute named by a unit's word ("calories" is kcal) is shown in that unit
      const tileWords = b.targetTile ? textOf(state, b.targetTile.span.a, b.targetTile.span.b) : '';
      const unitOfWords = tileWords ? unitWord(tileWords) : null;
      const shown = answerUnit?.unit ?? (unitOfWords && unitOfWords.dimension === attr.dimension ? unitOfWords.symbol : null);
      target = { ...toTarget(attr, shown), ...(shown ? { unitAsked: true } : {}) };
      // "from April to August": the run of month columns the tile reads, each item's number their sum
      const span = b.targetTile?.span.kind === 'attribute' ? b.targetTile.span : undefined;
      const run = span?.summed;
      if (run?.includes(attr) && run.length > 1) {
        target = { ...target, entries: run.flatMap((a) => a.entries), entryLabel: `total ${span!.said ?? `${run[0]!.label} to ${run[run.length - 1]!.label}`}`, summed: true };
        b.mapping.push({ phrase: textOf(state, b.targetTile!.span.a, b.targetTile!.span.b), term: `the sum of ${run.map((a) => a.label).join(', ')}`, kind: 'target', confidence: 0.9 });
      }
      // (an amount stated per another basis than asked is said per the question's: £85 per 1000 words, £0.085 per word)
      const askedBasis = questionBases(state)[0];
      const ownBasis = askedBasis ? attributeBasis(attr) : null;
      const scale = askedBasis && ownBasis ? basisFactor(ownBasis, askedBasis) : null;
      if (scale && scale !== 1 && ['lookup', 'avg', 'sum', 'max', 'min'].includes(intent)) {
        target.basisScale = scale;
        target.entryLabel = `${attr.label.replace(/\s*(?:\(|\bper\b).*$/i, '').trim() || attr.label} per ${askedBasis!.text}`;
        b.mapping.push({ phrase: askedBasis!.text, term: `${attr.label}, stated per ${ownBasis!.text}, × ${scale}`, kind: 'target', confidence: 0.85 });
      }
      // "the biggest total in US dollars": currencies never convert, so the amounts ranked are those stated in it
      if (shown && attr.unit && isCurrency(shown) && isCurrency(attr.unit)) target.unit = shown;
      if (target.field === 'year' && asksForYear(state)) target.datePart = 'year';
      // dates stated to the day rank and compare by day ("uploaded more recently"), not by their years' ties
      else if (target.field === 'year' && intent !== 'lookup' && attr.days > 0 && attr.days >= 0.9 * attr.years) target.field = 'day';
      // "how many projects is Anna on" counts a list's values; "how many CPU cores" reads a number
      if (intent === 'lookup' && decision.countValues && !isNumericAttr(attr)) target.countValues = true;
      b.mapping.push({ phrase: gradable ? textOf(state, gradable.a, gradable.b) : attr.label, term: attr.id, kind: 'target', confidence: 0.9 });
      if (intent === 'lookup' && subjects.length === 1) {
        const next = linkedLookup(b, attr, subjects[0].iri);
        if (next) target = { ...toTarget(next, null), via: { entries: attr.entries, label: attr.label } };
        // "which of Quinguay's neighbours are landlocked": the items a link of the named item names, under the
        // conditions the rest of the question states, are the items asked for
        else if (attr.kind === 'entity' && entityHas(ctx, subjects[0].iri, attr) && (b.conditions.length > 0 || tiles.some((t) => !b.used.has(t) && isConditionTile(t)))) {
          const owner = subjects.splice(0, 1)[0];
          sc.terms.push([{ kind: 'named-by', subject: owner.iri, entries: attr.entries, label: `${owner.name}'s ${attr.label}` }]);
          b.mapping.push({ phrase: `${owner.name} ${attr.label}`, term: `the items ${owner.name}'s ${attr.label} names`, kind: 'scope', confidence: 0.85 });
          intent = 'list';
          b.intent = intent;
          target = null;
        } else if (!entityHas(ctx, subjects[0].iri, attr)) {
          // "what country is the Averau Traverse in": the item does not state it; the items its links name (or
          // the items theirs name) do
          const path = linkPath(ctx, subjects[0].iri, attr);
          if (path) {
            target = { ...target, via: { entries: path[0].entries, label: path[0].label, ...(path[1] ? { next: { entries: path[1].entries, label: path[1].label } } : {}) } };
            b.mapping.push({ phrase: attr.label, term: [...path.map((a) => a.label), attr.label].join(' › '), kind: 'target', confidence: 0.8 });
          }
        }
      }
      if (target && (intent !== 'lookup') && !isNumericAttr(attr) && attr.kind !== 'date') b.doubts.push(`${attr.label} has no numbers to rank or compare`);
      // named items compared, one stating the measure under another label ("Screen: 30 ft wide" beside "Screen width:
      // 10.4 m", "Joined" beside "Start date"): each is read on the alike attribute it states
      if (target && intent === 'compare' && subjects.length >= 2) {
        for (const s of subjects) {
          if (entityHas(ctx, s.iri, attr)) continue;
          const alike = alikeStated(ctx, attr, s.iri);
          if (alike && !target.entries.includes(alike.entries[0]!)) {
            target = { ...target, entries: [...target.entries, ...alike.entries] };
            b.mapping.push({ phrase: attr.label, term: `${alike.label} (${s.name})`, kind: 'target', confidence: 0.75 });
          }
        }
      }
    } else if (!(target = counted ?? linkCountTarget(b, intent, grad, sc))) b.doubts.push('no attribute to rank, compare or look up');
  }
  if (intent === 'compare-table' || intent === 'compare-groups') {
    for (const t of tiles) {
      if (b.used.has(t)) continue;
      const g = attributesOf(t).find((x) => isNumericAttr(x.target));
      if (g && !targets.some((x) => x.entry === g.target.entries[0])) {
        targets.push(toTarget(g.target, null));
        use(b, t, 'attribute', `compared on ${g.target.label}`);
      }
    }
    if (gradable?.attribute?.length) targets.push(toTarget(gradable.attribute[0].target, null));
    if (!targets.length) {
      for (const a of ctx.attributes.filter((x) => isNumericAttr(x) && x.entities >= 2).slice(0, 5)) targets.push(toTarget(a, null));
    }
  }

  // "the total population of Oceania", "average GDP in Europe": a named item that does not have the attribute
  // asked about, but is what other items' links name, is the scope of the question, not its subject
  if (target && ['sum', 'avg', 'max', 'min', 'argmax', 'argmin', 'lookup', 'count'].includes(intent) && subjects.length === 1) {
    const e = subjects[0];
    const attr = ctx.attributeById.get(state.ctx.attributes.find((a) => a.entries[0] === target!.entry)?.id ?? '');
    // (where some of the items naming it hold the attribute: "the soil type of Polderakker", which harvest lots
    // name, is asked of Polderakker when no lot states a soil type)
    const held = attr ? ctx.holders.get(attr.id) : undefined;
    const links = entityLinkTargets(ctx, e.iri).filter((l) => [...(ctx.holders.get(l.id) ?? [])].some((x) => held?.has(x)));
    if (attr && !entityHas(ctx, e.iri, attr) && links.length && !target.via) {
      subjects.splice(0, 1);
      const name = e.name;
      b.conditions.push({ kind: 'link', entries: links.flatMap((a) => a.entries), entryLabel: links.map((a) => a.label).join(' or '), entity: e.iri, entityName: name, negated: false, phrase: name });
      b.mapping.push({ phrase: name, term: `${links[0].label} → ${name}`, kind: 'link', confidence: 0.85 });
      if (intent === 'lookup') {
        // a value over several items: "the cheapest price at X" is their lowest, "how many properties is X
        // managing" their count, "what has X got on her books" their list
        const grad = gradable ?? (gradableTiles[0]?.span as SpanOf<'gradable'> | undefined) ?? null;
        if (grad) intent = grad.direction === 'min' ? 'min' : 'max';
        else if (decision.countValues) {
          intent = 'count';
          target = null;
        } else if (![...(ctx.holders.get(attr.id) ?? [])].some((x) => links.some((l) => ctx.holders.get(l.id)?.has(x)))) {
          intent = 'list';
          target = null;
        }
        // (the items naming it that hold the attribute asked about answer with their values: "the yield of Long
        // Acre" is the yield of the harvest lot whose Field is Long Acre)
        b.intent = intent;
        b.mapping.push({ phrase: name, term: `the items linked to ${name} (${intent})`, kind: 'link', confidence: 0.8 });
      }
    }
  }

  // values, features and yes/no attributes: after the target, so a word that names the attribute asked about
  // ("the smallest screen") is that attribute, not a value that happens to read the same
  valueConditions(b);
  joinAlternatives(b);
  // "is the Ford S-MAX manual or automatic?": a yes/no question about one item offering values of one attribute as
  // alternatives asks which of them it has — the lookup of that attribute
  const offered = intent === 'check' && subjects.length === 1 && b.conditions.length === 1 && !target ? alternativeValues(b.conditions[0]!) : null;
  const offeredAttr = offered ? ctx.attributes.find((a) => a.entries.includes(offered)) : undefined;
  if (offeredAttr) {
    b.conditions.length = 0;
    intent = 'lookup';
    b.intent = intent;
    target = toTarget(offeredAttr, null);
    b.mapping.push({ phrase: offeredAttr.label, term: offeredAttr.id, kind: 'target', confidence: 0.85 });
  }

  // attributes named without anything else: a yes/no row holds ("with NFC"); a number is there or not ("no
  // vitamin C" is none of it, "with cholesterol" some)
  if (['list', 'count', 'exists', 'check'].includes(intent)) {
    tiles.forEach((t, k) => {
      if (b.used.has(t) || t.span.kind !== 'attribute') return;
      const neg = negationFor(state, tiles, k);
      const phrase = textOf(state, t.span.a, t.span.b);
      const g = t.span.targets.find((x) => x.target.kind === 'bool' && x.score >= 0.8);
      if (g) {
        // "unpaid": the rows that say no
        const cond: BooleanCondition = { kind: 'boolean', ...attrFields(g.target), value: !t.span.negated, negated: !!neg, phrase };
        b.conditions.push(cond);
        b.spansOf.set(cond, { a: t.span.a, b: t.span.b });
        use(b, t, 'attribute', `${g.target.label}: yes`);
        use(b, neg, 'negation', 'negates it');
        return;
      }
      // (or by a verb that names it, with no amount: "clients who owe money" owe some)
      // (never where the question gives an amount of that kind: "dishes that take more than 2 hours to cook")
      const amountOf = (dim: string | null) => !!dim && b.conditions.some((c) => c.kind === 'numeric' && ctx.attributes.find((a) => a.entries.includes(c.entries[0]!))?.dimension === dim);
      // (and only of a kind the question names whose items mostly state it: "clients", not any page of prose)
      const kind = headKind(b);
      const verb = state.tokens.slice(t.span.a, t.span.b).every((x) => x.pos === 'VERB') && !t.span.targets.some((x) => amountOf(x.target.dimension));
      const n = t.span.targets.find((x) => x.score >= (verb ? 0.8 : 0.9) && x.target.kind === 'number' && (!verb || (!!kind?.size && mostOf(kind, ctx.holders.get(x.target.id)))));
      const prev = state.tokens[t.span.a - 1]?.norm ?? '';
      if (!n || !(neg || verb || /^(with|have|has|having|contain|contains|containing)$/.test(prev))) return;
      // (a word of a label the question's amount already compares says no more: "sold" of "sold more than 200
      // tickets", Tickets sold)
      if (!neg && b.conditions.some((c) => c.kind === 'numeric' && c.entries.some((e) => n.target.entries.includes(e)))) {
        use(b, t, 'attribute', `${n.target.label}, compared already`);
        return;
      }
      // (none or some of an amount of money is none or some in any currency)
      b.conditions.push({ kind: 'numeric', ...attrFields(n.target), field: 'num', op: neg ? '=' : '>', value: 0, unit: n.target.dimension === 'currency' ? null : n.target.unit, negated: false, phrase: neg ? textOf(state, neg.span.a, t.span.b) : phrase });
      use(b, t, 'attribute', `${n.target.label} ${neg ? '= 0' : '> 0'}`);
      use(b, neg, 'negation', `${n.target.label} is none`);
    });
  }
  // a check names its condition by an attribute with a number target ("Is X heavier than 200 g?") — handled as conditions

  // negations left over: "not" before something no condition took
  // the roles of every token, and what stays unexplained
  const roles: Array<{ text: string; role: string; reason: string }> = [];
  const covered = new Map<number, { role: string; reason: string }>();
  for (const [tile, r] of b.roles) for (let i = tile.span.a; i < tile.span.b; i++) covered.set(i, r);
  for (const [i, r] of b.tokenRoles ?? []) if (!covered.has(i)) covered.set(i, r);
  let confidence = 1;
  const conditionTokens = new Set<number>();
  for (const [tile, r] of b.roles) if (['quantity', 'number', 'range', 'year', 'comparator', 'negation', 'value', 'attribute', 'feature'].includes(r.role)) for (let i = tile.span.a; i < tile.span.b; i++) conditionTokens.add(i);
  // (and what a verb can take as its object: a condition or an item named)
  const objectTokens = new Set(conditionTokens);
  for (const [tile, r] of b.roles) if (r.role === 'entity') for (let i = tile.span.a; i < tile.span.b; i++) objectTokens.add(i);
  for (const t of state.tokens) {
    const r = covered.get(t.i);
    if (r) {
      roles.push({ text: t.text, role: r.role, reason: r.reason });
      continue;
    }
    const tileHere = tiles.find((x) => x.span.a <= t.i && t.i < x.span.b);
    if (tileHere && ['intent', 'gradable', 'inclusivity', 'relation', 'top'].includes(tileHere.span.kind)) {
      roles.push({ text: t.text, role: tileHere.span.kind, reason: tileHere.span.reason });
      continue;
    }
    // a word the library knows that no condition took: said, not misunderstood ("a display with 400 ppi")
    if (tileHere && tileHere.span.kind !== 'function' && tileHere.span.kind !== 'number') {
      roles.push({ text: t.text, role: 'mentioned', reason: `${tileHere.span.reason}; no condition needs it` });
      continue;
    }
    if (t.function || /^\p{P}$/u.test(t.text) || state.ctx.lang.relations.has(t.norm) || state.ctx.lang.relations.has(t.lemma)) {
      roles.push({ text: t.text, role: 'function', reason: `a function word (${t.pos})` });
      continue;
    }
    // a content word nothing explains: it matters next to a condition, not elsewhere (a head noun, an idiom)
    // "covered by", "licensed under": a participle before a preposition links, it does not condition
    // (and a phrasal one before "by": "looked after by", "taken on by")
    const linking = /(ed|en)$/.test(t.norm) && (/^(by|under|with|in|to|from|for|on)$/.test(state.tokens[t.i + 1]?.norm ?? '') || (/^(ADP|PART|ADV)$/.test(state.tokens[t.i + 1]?.pos ?? '') && state.tokens[t.i + 2]?.norm === 'by'));
    const nearCondition = !linking && (conditionTokens.has(t.i - 1) || conditionTokens.has(t.i + 1)) && /^(NOUN|PROPN|ADJ|NUM|X)$/.test(t.pos);
    const isNumber = /^\d/.test(t.text);
    // in a question that selects items, an adjective nothing explains, or a noun after "with"/"have", is likely
    // the condition itself ("which phones are waterproof", "with a stylus")
    const selects = ['list', 'count', 'exists', 'argmax', 'argmin'].includes(intent);
    // (an adverb right before a condition modifies it: "are currently on loan", "is still injured")
    // (nor is a verb there whose object is the condition: "are getting a spot UV finish", "is taking the 9am class")
    const objectAfter = objectTokens.has(t.i + 1) || (state.tokens[t.i + 1]?.pos === 'DET' && objectTokens.has(t.i + 2));
    const afterCopula = /^(is|are|was|were|be|being|been)$/.test(state.tokens[t.i - 1]?.norm ?? '') && !(t.pos === 'ADV' && conditionTokens.has(t.i + 1)) && !(t.pos === 'VERB' && objectAfter);
    // a capitalised name the library does not have ("Motorola phones") changes the answer: not understood
    const unknownName = t.pos === 'PROPN' && t.capitalised;
    // …and one right after a word naming an attribute is that attribute's value, which the library does not hold
    // ("destination Reykjavik" where no table states destinations): the exact query would drop it
    const prevTile = tiles.find((x) => x.span.a <= t.i - 1 && t.i - 1 < x.span.b);
    const valueOfSaid = selects && t.capitalised && t.i > 0 && !!prevTile && prevTile.span.b === t.i && attributesOf(prevTile).some((g) => g.score >= 0.9 && (g.target.kind === 'text' || g.target.kind === 'entity'));
    const predicate = !linking && selects && (t.pos === 'ADJ' || afterCopula || (t.pos === 'NOUN' && /^(with|without|have|has|having|no|support|supports)$/.test(state.tokens[t.i - 1]?.norm ?? '') ) || (t.pos === 'NOUN' && /^(a|an)$/.test(state.tokens[t.i - 1]?.norm ?? '') && /^(with|have|has)$/.test(state.tokens[t.i - 2]?.norm ?? '')));
    // a code-shaped name the library does not hold ("dec265", "duk_util_tinyrandom.c", "GetPrefLoopbackAddrInfo") names a
    // part of an item or another thing: what the exact query would answer for the item as a whole is not asked
    // (the word as written: the tokens split "duk_util_tinyrandom.c" into words)
    const written = wordAround(state.question, t.start, t.end).replace(/[.,;:!?)\]'"]+$/, '');
    const codeName = !isNumber && CODE_SHAPED.test(written) && !/^\d+(?:st|nd|rd|th|s)$/i.test(written);
    if (isNumber || nearCondition || predicate || valueOfSaid || codeName || (selects && unknownName)) {
      b.unmapped.push(t.text);
      confidence -= isNumber ? 0.5 : predicate || valueOfSaid || codeName ? 0.45 : 0.12;
      roles.push({ text: t.text, role: 'unmapped', reason: isNumber ? 'a number nothing takes' : predicate ? 'not in the library, and likely a condition' : 'not in the library, next to a condition' });
    } else roles.push({ text: t.text, role: 'context', reason: t.pos === 'NOUN' ? 'a head noun or context word (not a condition)' : 'context (changes no condition)' });
  }
  // a verb and its object that nothing explains ("which version of quill dropped the obsolete menu file") state an
  // event the exact query does not hold: it would answer the version of the item as a whole
  confidence -= 0.3 * b.doubts.length;
  const clause = unexplainedClause(state, roles);
  if (clause) {
    confidence -= 0.45;
    b.doubts.push(`nothing in the library states "${clause}"`);
  }
  // a long question the plan explains only a word or two of ("… do they have to pay for my time off?" read as a
  // table's "pay") is not the question the exact query answers: below the bar, so the text answers
  const content = roles.filter((r) => r.role !== 'function');
  const explained = content.filter((r) => !['context', 'mentioned', 'unmapped'].includes(r.role)).length;
  if (content.length >= COVERAGE.minWords && explained / content.length < COVERAGE.share) {
    confidence = Math.min(confidence, COVERAGE.cap);
    b.doubts.push(`the exact query explains ${explained} of the question's ${content.length} words`);
  }
  linkedScope(b, sc);
  if (!subjects.length) {
    // whether a condition's words sit inside the scope word's own phrase ("from Japanese brands")
    const inScopePhrase = (c: Condition): boolean => {
      // (of two scope words in phrases, the later phrase is the inner one: "the wage of players at Irish clubs")
      const phrased = sc.terms.filter((t) => sc.phraseSpans.has(t)).sort((x, y) => sc.phraseSpans.get(x)!.a - sc.phraseSpans.get(y)!.a);
      const span = sc.terms.length === 1 || phrased.length >= 1 ? sc.phraseSpans.get(phrased[phrased.length - 1] ?? sc.terms[0]!) : undefined;
      if (!span) return false;
      const tile = b.conditionTiles?.get(c);
      if (tile) return tile.span.a >= span.a && tile.span.a < span.b;
      const first = 'phrase' in c ? phraseKey(c.phrase).split(' ')[0] : '';
      return !!first && state.tokens.some((t) => t.i >= span.a && t.i < span.b && phraseKey(t.text) === first);
    };
    // "by Canadian authors": an attribute named inside a phrase whose values name other items of the library; or a
    // verb naming one before the phrase it leads to ("guides based at a hut with showers", "routes that end at a
    // hut …")
    const linkWords: AttrRef[] = [];
    for (const tile of tiles) {
      const r = b.roles.get(tile);
      if ((r && r.role !== 'mentioned') || tile.span.kind !== 'attribute') continue;
      const inPhrase = prepositionBefore(state, tile.span.a, tiles) >= 0;
      const leadsToPhrase = !inPhrase && state.tokens[tile.span.b]?.pos === 'ADP' && !isHeadNoun(state, tile.span.a, tiles);
      if (!inPhrase && !leadsToPhrase) continue;
      for (const g of tile.span.targets) if (g.score >= (inPhrase ? 0.9 : 0.8) && g.target.kind === 'entity') linkWords.push(g.target);
    }
    linkedKinds(ctx, b, sc, target, inScopePhrase, linkWords);
    selfLinks(b);
    // a question only of negations ("which cars don't have a full service history") is about the kind of item
    // that states such a thing, not every item of the library
    const negated = b.conditions.filter((c) => c.negated && !c.via);
    if (['list', 'count', 'exists'].includes(intent) && !sc.terms.length && negated.length && negated.length === b.conditions.length) {
      const holders = conditionHolders(ctx, negated[0]);
      const kind = holders?.size ? kindOf(ctx, holders) : null;
      if (kind && kind.size < ctx.entityNames.size) {
        const label = `items like those stating ${'entryLabel' in negated[0] ? negated[0].entryLabel : negated[0].label}`;
        sc.terms.push([{ kind: 'entities', iris: [...kind], label }]);
        sc.labels.push(label);
      }
    }
  }
  // the time since a date ranks the other way round: the longest-serving has the earliest start
  if (b.elapsed) intent = ({ argmax: 'argmin', argmin: 'argmax', max: 'min', min: 'max' } as Partial<Record<Intent, Intent>>)[intent] ?? intent;
  const plan: QueryPlan = {
    question: state.question,
    intent,
    scope: scopeEntities(ctx, sc.terms, sc.excluded),
    scopeLabels: sc.labels,
    scopeTerms: sc.terms,
    excluded: sc.excluded,
    entities: subjects,
    conditions: b.conditions,
    target,
    targets,
    groups: intent === 'compare-groups' ? sc.groups.map((g) => ({ label: g.label, entities: [], term: g.term })) as QueryPlan['groups'] : null,
    direction: reverseIf(b.elapsed, decision.direction ?? gradable?.direction ?? b.direction ?? null),
    ...(decision.yesNo ? { yesNo: true } : {}),
    limit: decision.limit,
    mapping: b.mapping,
    unmapped: b.unmapped,
    confidence: 1,
    doubts: b.doubts,
    roles,
  };
  // policy floors: a plan with nothing to stand on is not run
  const floors = decision.floor(plan);
  for (const f of floors) {
    confidence = Math.min(confidence, f.max);
    plan.doubts.push(f.why);
  }
  plan.confidence = Math.max(0, Math.round(confidence * 100) / 100);
  plan.interpretation = describeInterpretation(plan);
  // the other readings: each fork swaps one number's attribute
  const variants: QueryPlan[] = [];
  for (const f of b.forks) {
    const k = plan.conditions.indexOf(f.condition);
    if (k < 0) continue;
    const conv = f.quantity.map((q) => toAttributeUnit(ctx, q, f.attr).value);
    const swapped: NumericCondition = {
      ...f.condition, ...attrFields(f.attr), unit: f.attr.unit, field: f.attr.kind === 'date' ? 'year' : 'num',
      value: conv.length === 2 ? Math.min(conv[0], conv[1]) : conv[0], ...(conv.length === 2 ? { value2: Math.max(conv[0], conv[1]) } : {}),
    };
    const variant: QueryPlan = { ...plan, conditions: plan.conditions.map((c, i) => (i === k ? swapped : c)), confidence: Math.max(0, Math.round((plan.confidence - 0.1) * 100) / 100) };
    variant.interpretation = describeInterpretation(variant);
    variants.push(variant);
  }
  // a reading without the conditions that rest only on a few words inside longer values ("use" as the start of
  // 'use "blockdev --getsz"'): tried when the plan as read finds nothing
  // (one word only, and where finding nothing can be the answer only a verb, never
  // the "cereal or millet" of "is there a cereal or millet with …?")
  const emptyAnswers = ['exists', 'check'].includes(plan.intent);
  const weakPhrases = new Set(tiles.filter((t) => t.span.b - t.span.a === 1 && (!emptyAnswers || state.tokens[t.span.a].pos === 'VERB') && t.span.kind === 'value' && Math.max(...t.span.targets.map((g) => g.score)) < 0.9 && t.alternatives.every((x) => (x.kind === 'value' || x.kind === 'attribute') && Math.max(...x.targets.map((g) => g.score)) < 0.9)).map((t) => textOf(state, t.span.a, t.span.b)));
  const phraseOf = (c: QueryPlan['conditions'][number]) => ('phrase' in c && typeof c.phrase === 'string' ? c.phrase : c.kind === 'any' ? (c.options[0] as { phrase?: string } | undefined)?.phrase : undefined);
  const strong = plan.conditions.filter((c) => !weakPhrases.has(phraseOf(c) ?? '\u0000'));
  if (weakPhrases.size && strong.length < plan.conditions.length && (strong.length > 0 || plan.entities.length > 0)) {
    const variant: QueryPlan = { ...plan, conditions: strong, confidence: Math.max(0, Math.round((plan.confidence - 0.1) * 100) / 100) };
    variant.interpretation = describeInterpretation(variant);
    variants.push(variant);
  }
  // two or more items named and compared: the words read as conditions may be part of what they are compared on
  // ("which printed more sheets in March, the Rapida 105 or the Lithrone G40": no job's Status "Printed", no service
  // in March); a reading that compares the named items as they are, when the plan as read finds nothing
  if (plan.intent === 'compare' && plan.entities.length >= 2 && plan.conditions.length > 0 && plan.target) {
    const variant: QueryPlan = { ...plan, conditions: [], confidence: Math.max(0, Math.round((plan.confidence - 0.1) * 100) / 100) };
    variant.interpretation = describeInterpretation(variant);
    variants.push(variant);
  }
  // the folder of the kind asked about holding none of the items the conditions find ("what instruments are installed
  // at Finse" of instruments/, beside a partner's instrumenter.csv): the items of that kind wherever they are filed
  // (those holding most of what the folder's items hold, links.ts kindOf), when the plan as read finds nothing
  const headCat = headCategoryTile(b)?.category.target;
  // (a list asked of items a name or a value picks, never a yes/no or a count, where none is an answer)
  if (headCat && plan.intent === 'list' && plan.conditions.some((c) => c.kind === 'link' || c.kind === 'value') && plan.scopeTerms?.length) {
    const kin = kindOf(ctx, headCat.entities);
    for (const e of headCat.entities) kin.add(e);
    const isHead = (t: ScopeTerm): boolean => (t.kind === 'category' && t.iri === headCat.iri) || (t.kind === 'any' && t.options.some(isHead));
    if (kin.size > headCat.entities.size && plan.scopeTerms.some((list) => list.length === 1 && isHead(list[0]!))) {
      const scopeTerms = plan.scopeTerms.map((list) => (list.length === 1 && isHead(list[0]!) ? [{ kind: 'entities' as const, iris: [...kin], label: `${list[0]!.label} wherever filed` }] : list));
      const variant: QueryPlan = { ...plan, scopeTerms, confidence: Math.max(0, Math.round((plan.confidence - 0.1) * 100) / 100) };
      variant.interpretation = describeInterpretation(variant);
      variants.push(variant);
    }
  }
  plan.variants = variants;
  plan.alternatives = variants.map((v) => ({ interpretation: v.interpretation!, confidence: v.confidence }));
  return plan;
}
