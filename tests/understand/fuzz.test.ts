// Question understanding never throws: thousands of random sequences of the library's own terms, English words,
// numbers, units and punctuation each give a plan (or a clear "can't answer exactly"), never an exception — and
// never the parser's last-resort catch either, which would hide a bug behind a refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../../electron/engine/store/library.ts';
import { queryContext } from '../../electron/engine/retrieve/symbolic/understand/context.ts';
import { understandQuestion } from '../../electron/engine/retrieve/symbolic/understand/parse.ts';
import { answerSymbolically } from '../../electron/engine/retrieve/symbolic/index.ts';
import { shopLibrary } from '../answer/shop-library.ts';

let lib: Library;
beforeAll(async () => {
  lib = await shopLibrary();
}, 120_000);
afterAll(() => lib?.close());

/** A small deterministic generator (mulberry32), so a failure can be replayed from its seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ENGLISH = `which what how many much is are there any the a an of with without not no and or but between from to than more less
  at least most fewest top first last average total sum count compare vs versus cheaper heaviest lightest biggest under over above
  below exactly inclusive exclusive half a dozen million thousand twenty five per in by made use does do has have got i'm don't
  isn't other except besides only also it its their these those show list find tell me please`.split(/\s+/).filter(Boolean);
const NUMBERS = ['5', '5,000', '6.5', '0', '-3', '1e9', '99999999999999999999', '2019', '3/4', '½', '21:9', '5k', '0.0001', '720x1280', '1 h 15 min'];
const UNITS = ['mAh', 'g', 'kg', 'GB', 'inch', 'inches', '€', '$', '£', 'mm', 'cm', 'km²', 'sq mi', 'kcal', 'kJ', 'µg', 'mcg', '%', 'lb', 'oz', 'h', 'min'];
const PUNCT = ['?', '!', ',', '.', '(', ')', '"', "'", '-', '–', ':', ';', '/', '\\', '*', '+', '=', '<', '>', '≥', '…', '\u0000', '\u001b[31m', '\t', '\n', '🙂'];

describe('question understanding never throws', () => {
  it('parses 3,000 random sequences of library terms, words, numbers and punctuation', async () => {
    const ctx = await queryContext(lib);
    const terms = [
      ...ctx.schema.entities.map((e) => e.name),
      ...ctx.schema.attributes.flatMap((a) => a.labels.map((l) => l.label)),
      ...ctx.schema.values.slice(0, 300).map((v) => v.label),
      ...ctx.schema.categories.map((c) => c.label),
    ];
    const pools = [terms, ENGLISH, NUMBERS, UNITS, PUNCT];
    const random = rng(20261201);
    const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
    let caught = 0;
    for (let n = 0; n < 3000; n++) {
      const len = 1 + Math.floor(random() * 14);
      const words: string[] = [];
      for (let k = 0; k < len; k++) words.push(pick(pick(pools)));
      const question = words.join(random() < 0.3 ? '' : ' ');
      const plan = understandQuestion(question, ctx);
      expect(plan.confidence).toBeGreaterThanOrEqual(0);
      expect(plan.confidence).toBeLessThanOrEqual(1);
      if (plan.doubts.some((d) => d.startsWith('the question could not be read'))) {
        caught++;
        throw new Error(`the parser failed on ${JSON.stringify(question)}: ${plan.doubts.join('; ')}`);
      }
    }
    expect(caught).toBe(0);
  }, 120_000);

  it('answers (or refuses) 200 of them end to end, running their queries, without an exception', async () => {
    const random = rng(7);
    const ctx = await queryContext(lib);
    const terms = [...ctx.schema.entities.map((e) => e.name), ...ctx.schema.attributes.map((a) => a.label)];
    for (let n = 0; n < 200; n++) {
      const words = Array.from({ length: 2 + Math.floor(random() * 8) }, () => {
        const pools = [terms, ENGLISH, NUMBERS, UNITS];
        const pool = pools[Math.floor(random() * pools.length)];
        return pool[Math.floor(random() * pool.length)];
      });
      const a = await answerSymbolically(lib, words.join(' '));
      expect(a.plan).toBeTruthy();
    }
  }, 120_000);
});
