// The small hand-written lexicon of the question parser: question words, comparators, superlatives and the
// direction words carry. Attribute names come from the library's own graph (lexicon.ts), not from here.

/** Words that carry no condition ("show me all the devices that…"). */
export const FILLER = new Set(
  `a an the i me my we us you your please show list give find tell what what's whats which who whom whose is are was were be
   been being do does did done have has had having that this these those there here any anything some all every each of in on
   at to for from by with and or as it its it's one ones thing things item items device devices product products model models
   option options available qualify qualifies fit fits fitting need want looking look can could would should will may might
   know get got come comes came coming offer offers offered provide provides run runs running use uses used using feature
   features featuring equipped also both either neither than then so such about around among between within out box
   documents document library catalogue catalog these two three both one other exactly only just really still
   which's whose's display's phone's is's it's there's what're let let's see check am i'm but yet though although
   however whereas while well currently presently right now today please kindly actually take takes taking hold holds
   accept accepts carry carries ship ships shipped sport sports boast boasts pack packs packed contain contains include
   includes included support supports supported allow allows work works operate operates sold sell sells
   come comes bring brings provide provided deliver delivers every each whose where made make makes manufactured
   produced built brand brands maker makers manufacturer manufacturers vendor`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that say "the whole set", never a category. */
export const GENERIC_SCOPE = new Set(['device', 'devices', 'product', 'products', 'item', 'items', 'model', 'models', 'one', 'ones', 'thing', 'things', 'option', 'options', 'entry', 'entries', 'record', 'records', 'handset', 'handsets', 'gadget', 'gadgets', 'unit', 'units']);

export interface ComparatorPhrase {
  words: string[];
  op: '<' | '<=' | '>' | '>=' | '=' | '!=';
  /** 'before' the number ("at least 5") or 'after' it ("5 or more"). */
  at: 'before' | 'after';
}

const C = (phrase: string, op: ComparatorPhrase['op'], at: ComparatorPhrase['at']): ComparatorPhrase => ({ words: phrase.split(' '), op, at });

/** Longest phrases first within each position. */
export const COMPARATORS: ComparatorPhrase[] = [
  C('no less than', '>=', 'before'), C('not less than', '>=', 'before'), C('no fewer than', '>=', 'before'),
  C('no more than', '<=', 'before'), C('not more than', '<=', 'before'), C('not over', '<=', 'before'),
  C('greater than or equal to', '>=', 'before'), C('less than or equal to', '<=', 'before'),
  C('at least', '>=', 'before'), C('at minimum', '>=', 'before'), C('a minimum of', '>=', 'before'), C('minimum of', '>=', 'before'),
  C('at most', '<=', 'before'), C('a maximum of', '<=', 'before'), C('maximum of', '<=', 'before'), C('up to', '<=', 'before'),
  C('more than', '>', 'before'), C('greater than', '>', 'before'), C('larger than', '>', 'before'), C('bigger than', '>', 'before'),
  C('higher than', '>', 'before'), C('longer than', '>', 'before'), C('heavier than', '>', 'before'), C('thicker than', '>', 'before'),
  C('costlier than', '>', 'before'), C('pricier than', '>', 'before'), C('newer than', '>', 'before'), C('later than', '>', 'before'),
  C('less than', '<', 'before'), C('fewer than', '<', 'before'), C('smaller than', '<', 'before'), C('lower than', '<', 'before'),
  C('shorter than', '<', 'before'), C('lighter than', '<', 'before'), C('thinner than', '<', 'before'), C('slimmer than', '<', 'before'),
  C('cheaper than', '<', 'before'), C('older than', '<', 'before'), C('earlier than', '<', 'before'),
  C('over', '>', 'before'), C('above', '>', 'before'), C('exceeding', '>', 'before'), C('beyond', '>', 'before'),
  C('under', '<', 'before'), C('below', '<', 'before'), C('within', '<=', 'before'), C('max', '<=', 'before'), C('min', '>=', 'before'),
  C('after', '>', 'before'), C('since', '>=', 'before'), C('before', '<', 'before'), C('prior to', '<', 'before'),
  C('exactly', '=', 'before'), C('precisely', '=', 'before'), C('equal to', '=', 'before'), C('other than', '!=', 'before'),
  C('≥', '>=', 'before'), C('>=', '>=', 'before'), C('≤', '<=', 'before'), C('<=', '<=', 'before'), C('>', '>', 'before'), C('<', '<', 'before'),
  C('or more', '>=', 'after'), C('or higher', '>=', 'after'), C('or above', '>=', 'after'), C('or greater', '>=', 'after'),
  C('or bigger', '>=', 'after'), C('or larger', '>=', 'after'), C('or over', '>=', 'after'), C('or newer', '>=', 'after'),
  C('or later', '>=', 'after'), C('or after', '>=', 'after'), C('and up', '>=', 'after'), C('and above', '>=', 'after'),
  C('and over', '>=', 'after'), C('and later', '>=', 'after'), C('onwards', '>=', 'after'), C('onward', '>=', 'after'),
  C('plus', '>=', 'after'), C('+', '>=', 'after'), C('at least', '>=', 'after'),
  C('or less', '<=', 'after'), C('or lower', '<=', 'after'), C('or below', '<=', 'after'), C('or fewer', '<=', 'after'),
  C('or smaller', '<=', 'after'), C('or under', '<=', 'after'), C('or earlier', '<=', 'after'), C('or before', '<=', 'after'),
  C('or older', '<=', 'after'), C('and below', '<=', 'after'), C('and under', '<=', 'after'), C('at most', '<=', 'after'),
  C('or cheaper', '<=', 'after'), C('or lighter', '<=', 'after'), C('or thinner', '<=', 'after'), C('max', '<=', 'after'), C('maximum', '<=', 'after'),
  C('minimum', '>=', 'after'),
];

/** Comparative and superlative adjectives: which way they point, and the attribute they usually speak of. */
export interface Gradable {
  direction: 'max' | 'min';
  /** A concept word resolved to an entry of the library (via aliases / similarity), or null when the
   *  attribute must come from elsewhere in the question ("larger battery"). */
  concept: string | null;
}

const G = (direction: 'max' | 'min', concept: string | null): Gradable => ({ direction, concept });

/** Keyed by the base form; comparative (-er / more X) and superlative (-est / most X) forms map here. */
export const GRADABLE: Record<string, Gradable> = {
  big: G('max', null), large: G('max', null), high: G('max', null), great: G('max', null), much: G('max', null), many: G('max', null),
  small: G('min', null), little: G('min', null), low: G('min', null), few: G('min', null), tiny: G('min', null), compact: G('min', null),
  long: G('max', null), short: G('min', null), wide: G('max', null), narrow: G('min', null), tall: G('max', 'height'),
  heavy: G('max', 'weight'), light: G('min', 'weight'), weigh: G('max', 'weight'),
  thick: G('max', 'thickness'), thin: G('min', 'thickness'), slim: G('min', 'thickness'), chunky: G('max', 'thickness'),
  expensive: G('max', 'price'), costly: G('max', 'price'), pricey: G('max', 'price'), cheap: G('min', 'price'), affordable: G('min', 'price'),
  inexpensive: G('min', 'price'),
  new: G('max', 'released'), late: G('max', 'released'), recent: G('max', 'released'), old: G('min', 'released'), early: G('min', 'released'),
  sharp: G('max', 'pixel density'), dense: G('max', 'pixel density'), fast: G('max', null), slow: G('min', null),
};

export const MORE_WORDS = new Set(['more', 'most', 'higher', 'highest', 'greater', 'greatest', 'larger', 'largest', 'bigger', 'biggest', 'maximum', 'max']);
export const LESS_WORDS = new Set(['less', 'least', 'fewer', 'fewest', 'lower', 'lowest', 'smaller', 'smallest', 'minimum', 'min', 'worst']);

/** The base form and degree of an adjective: "thinnest" → thin, superlative; "cheaper" → cheap, comparative. */
export function gradableForm(word: string): { base: string; degree: 'base' | 'comparative' | 'superlative'; g: Gradable } | null {
  const w = word.toLowerCase();
  if (GRADABLE[w]) return { base: w, degree: 'base', g: GRADABLE[w] };
  const tries: Array<[RegExp, string, 'comparative' | 'superlative']> = [
    [/^(.+?)(.)\2est$/, '$1$2', 'superlative'], [/^(.+?)(.)\2er$/, '$1$2', 'comparative'],
    [/^(.+)iest$/, '$1y', 'superlative'], [/^(.+)ier$/, '$1y', 'comparative'],
    [/^(.+)est$/, '$1', 'superlative'], [/^(.+)er$/, '$1', 'comparative'],
    [/^(.+e)st$/, '$1', 'superlative'], [/^(.+e)r$/, '$1', 'comparative'],
    [/^(.+)s$/, '$1', 'base' as 'comparative'],
  ];
  for (const [re, rep, degree] of tries) {
    if (!re.test(w)) continue;
    const base = w.replace(re, rep);
    if (GRADABLE[base]) return { base, degree, g: GRADABLE[base] };
  }
  if (MORE_WORDS.has(w)) return { base: 'more', degree: /est$|most|max/.test(w) ? 'superlative' : 'comparative', g: G('max', null) };
  if (LESS_WORDS.has(w)) return { base: 'less', degree: /est$|least|min/.test(w) ? 'superlative' : 'comparative', g: G('min', null) };
  return null;
}

export const NEGATIONS = new Set(['without', 'no', 'not', 'non', 'lack', 'lacks', 'lacking', "don't", 'dont', "doesn't", 'doesnt', 'never', 'excluding', 'except', 'minus']);

/** Concept words that name the release year, used when a bare year appears ("launched in 2022"). */
export const YEAR_WORDS = new Set(['released', 'release', 'launched', 'launch', 'announced', 'announcement', 'introduced', 'came', 'come', 'out', 'year', 'from', 'debuted', 'available', 'shipped', 'dated', 'made']);
