// wink-nlp over one sentence: its tokens with part of speech, negation scope and their character offsets, and
// the entities wink's recogniser finds (dates, numbers, money, percentages, durations, times …). The English
// model is loaded once per process, on first use (~0.6 s), and only for the few candidate sentences of an answer.
import winkNLP, { type ItemEntity, type ItemToken } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

export interface NlpToken {
  text: string;
  lower: string;
  pos: string;
  negated: boolean;
  start: number;
  end: number;
}

export interface NlpEntity {
  /** wink's type: DATE, CARDINAL, ORDINAL, MONEY, PERCENT, DURATION, TIME, EMAIL, URL, … */
  type: string;
  text: string;
  start: number;
  end: number;
  /** Token index range [first, last]. */
  tokens: [number, number];
}

export interface AnalysedText {
  text: string;
  tokens: NlpToken[];
  entities: NlpEntity[];
}

type Nlp = ReturnType<typeof winkNLP>;
let nlp: Nlp | null = null;

function instance(): Nlp {
  nlp ??= winkNLP(model);
  return nlp;
}

/** Analyses a short text (a sentence or two); offsets are into `text`. */
export function analyse(text: string): AnalysedText {
  const n = instance();
  const its = n.its;
  const doc = n.readDoc(text);
  const tokens: NlpToken[] = [];
  let cursor = 0;
  doc.tokens().each((t: ItemToken) => {
    const raw = t.out();
    let at = text.indexOf(raw, cursor);
    if (at < 0) at = cursor; // wink normalised the token; keep the position approximate
    const end = Math.min(text.length, at + raw.length);
    tokens.push({ text: raw, lower: raw.toLowerCase(), pos: t.out(its.pos) as string, negated: !!t.out(its.negationFlag), start: at, end });
    cursor = end;
  });
  const entities: NlpEntity[] = [];
  doc.entities().each((e: ItemEntity) => {
    const [a, b] = e.out(its.span) as unknown as [number, number];
    const first = tokens[a];
    const last = tokens[b];
    if (!first || !last) return;
    entities.push({ type: e.out(its.type) as string, text: text.slice(first.start, last.end), start: first.start, end: last.end, tokens: [a, b] });
  });
  return { text, tokens, entities };
}

/** Loads the model now (benchmarks warm it up before timing answers). */
export function warmUpNlp(): void {
  analyse('Warm up.');
}
