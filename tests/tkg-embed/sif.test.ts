import { afterEach, describe, expect, it } from 'vitest';
import {
  countWords, fitPrincipalComponent, forgetLoadedWordVectors, frequenciesFromCounts, frequenciesFromRank,
  hashedTrigramVector, loadWordVectors, removePrincipalComponent, sifEmbedder, SIF_A,
} from '../../electron/engine/tkg/embed/index.ts';
import { isQuarryError } from '../../electron/engine/errors.ts';
import { FIXTURE, cosine, memoryWordVectors, norm, tempDir } from './helpers.ts';

afterEach(() => forgetLoadedWordVectors());

describe('word frequencies', () => {
  it('counts tokens of the library and turns them into probabilities', () => {
    const counts = countWords(['The phone. The battery!', 'the Phone']);
    expect(Object.fromEntries(counts)).toEqual({ the: 3, phone: 2, battery: 1 });
    const freq = frequenciesFromCounts(counts);
    expect(freq.probability('the')).toBeCloseTo(0.5, 12);
    expect(freq.probability('battery')).toBeCloseTo(1 / 6, 12);
    expect(freq.probability('unseen')).toBeCloseTo(1 / 7, 12);
    // With a prior: (count + m·prior) / (total + m).
    const prior = { probability: () => 0.25 };
    const blended = frequenciesFromCounts(counts, { prior, priorTokens: 4 });
    expect(blended.probability('the')).toBeCloseTo((3 + 1) / 10, 12);
    expect(blended.probability('unseen')).toBeCloseTo(1 / 10, 12);
    expect(frequenciesFromCounts(counts, { prior, priorTokens: 0 }).probability('the')).toBeCloseTo(0.5, 12);
    // A tiny library leans on the prior by default; an empty one is the prior.
    expect(frequenciesFromCounts(counts, { prior }).probability('battery')).toBeCloseTo(0.25, 3);
    expect(frequenciesFromCounts(new Map(), { prior, priorTokens: 0 }).probability('x')).toBe(0.25);
  });

  it('derives a Zipf prior from vocabulary rank', () => {
    const words = memoryWordVectors({ a: [1, 0], b: [0, 1], c: [1, 1] });
    const prior = frequenciesFromRank(words);
    const h = Math.log(3) + 0.5772156649;
    expect(prior.probability('a')).toBeCloseTo(1 / h, 12);
    expect(prior.probability('c')).toBeCloseTo(1 / (3 * h), 12);
    expect(prior.probability('zzz')).toBeCloseTo(1 / (3 * h), 12);
    expect(prior.probability('a')).toBeGreaterThan(prior.probability('b'));
  });
});

describe('SIF sentence vectors', () => {
  const words = memoryWordVectors({ common: [1, 0, 0], rare: [0, 1, 0], other: [0, 0, 1] });
  const freq = { probability: (w: string) => ({ common: 0.01, rare: 0.0001 } as Record<string, number>)[w] ?? 0.001 };

  it('weights each word by a / (a + p(w)) and L2-normalises', async () => {
    const [v] = await sifEmbedder(words, freq).embed(['Common, RARE.']);
    const wc = SIF_A / (SIF_A + 0.01);
    const wr = SIF_A / (SIF_A + 0.0001);
    const n = Math.hypot(wc, wr);
    expect(Array.from(v)).toEqual([expect.closeTo(wc / n, 6), expect.closeTo(wr / n, 6), 0]);
    expect(norm(v)).toBeCloseTo(1, 6);
    // A repeated frequent word does not swamp a rare one as it would in a plain average.
    const [plain] = await sifEmbedder(words, { probability: () => 0 }).embed(['common common rare']);
    const [sif] = await sifEmbedder(words, freq).embed(['common common rare']);
    expect(sif[1]).toBeGreaterThan(sif[0]);
    expect(plain[0]).toBeGreaterThan(plain[1]);
  });

  it('uses the same vectors through the cache fast path and the generic vector() path', async () => {
    const cached = await loadWordVectors({ sourcePath: FIXTURE, cacheDir: tempDir() });
    const generic = memoryWordVectors(Object.fromEntries(Array.from({ length: cached.size }, (_, i) => {
      const w = cached.wordAt(i);
      return [w, Array.from(cached.vector(w)!)];
    })));
    const freq2 = frequenciesFromRank(cached);
    const text = 'The heavy phone has a thin screen and a big battery';
    const [a] = sifEmbedder(cached, freq2).embedSync([text]);
    const [b] = sifEmbedder(generic, freq2).embedSync([text]);
    for (let i = 0; i < a.length; i++) expect(a[i]).toBeCloseTo(b[i], 6);
  });

  it('returns a unit, deterministic trigram vector for text with no known word, never a zero vector', () => {
    const e = sifEmbedder(words, freq);
    const unknown = e.embedText('XJ-900 zorb');
    expect(unknown).toMatchObject({ fallback: true, knownTokens: 0 });
    expect(norm(unknown.vector)).toBeCloseTo(1, 6);
    expect(Array.from(unknown.vector)).toEqual(Array.from(hashedTrigramVector('XJ-900 zorb', 3)));
    for (const text of ['', '   ', '¶¶ !!']) {
      const r = e.embedText(text);
      expect(r.fallback).toBe(true);
      expect(norm(r.vector)).toBeCloseTo(1, 6);
    }
    expect(e.embedText('rare zorb')).toMatchObject({ fallback: false, knownTokens: 1 });
    expect(e.id).toBe('glove-sif-3d');
    expect(e.dimension).toBe(3);
  });

  it('spreads hashed trigram vectors by string likeness', () => {
    const d = 100;
    const a = hashedTrigramVector('model XJ-900 pro', d);
    expect(cosine(a, hashedTrigramVector('Model  xj-900 PRO', d))).toBeCloseTo(1, 6);
    expect(cosine(a, hashedTrigramVector('model XJ-900', d))).toBeGreaterThan(cosine(a, hashedTrigramVector('banana bread', d)) + 0.3);
  });
});

describe('first principal component', () => {
  it('recovers the dominant direction and satisfies the eigen-equation', () => {
    const u = [0.6, 0.8, 0, 0];
    let seed = 7;
    const rnd = () => ((seed = (Math.imul(seed, 48271) + 11) >>> 0) / 2 ** 32) - 0.5;
    const vectors = Array.from({ length: 200 }, () => Float32Array.from(u.map((x, i) => 3 * x + 0.3 * rnd() + (i === 2 ? 0.5 * rnd() : 0))));
    const pc = fitPrincipalComponent(vectors);
    expect(norm(pc)).toBeCloseTo(1, 6);
    expect(Math.abs(cosine(pc, u))).toBeGreaterThan(0.99);
    // Σ v vᵀ pc = λ pc
    const cpc = new Float64Array(4);
    for (const v of vectors) {
      const dot = v.reduce((s, x, i) => s + x * pc[i], 0);
      for (let i = 0; i < 4; i++) cpc[i] += dot * v[i];
    }
    expect(cosine(cpc, pc)).toBeGreaterThan(0.999999);
    // Deterministic sign: the largest-magnitude component is positive.
    expect(pc[1]).toBeGreaterThan(0);
  });

  it('removes the component: orthogonal, unit length, pure', () => {
    const pc = Float32Array.from([1, 0, 0]);
    const v = Float32Array.from([0.8, 0.6, 0]);
    const out = removePrincipalComponent(v, pc)!;
    expect(Array.from(out)).toEqual([0, 1, 0]);
    expect(Array.from(v)).toEqual([expect.closeTo(0.8, 6), expect.closeTo(0.6, 6), 0]);
    expect(removePrincipalComponent(Float32Array.from([2, 0, 0]), pc)).toBeNull();
  });

  it('rejects empty, zero and mixed-dimension input', () => {
    expect(() => fitPrincipalComponent([])).toThrow();
    try { fitPrincipalComponent([new Float32Array(3)]); expect.unreachable(); } catch (e) { expect(isQuarryError(e, 'BAD_ARGUMENT')).toBe(true); }
    try { fitPrincipalComponent([new Float32Array(3).fill(1), new Float32Array(2)]); expect.unreachable(); } catch (e) { expect(isQuarryError(e, 'BAD_ARGUMENT')).toBe(true); }
  });

  it('an embedder given the PC equals removing it afterwards, and separates unrelated sentences', async () => {
    const words2 = await loadWordVectors({ sourcePath: FIXTURE, cacheDir: tempDir() });
    const blocks = [
      'The phone is heavy: its weight is 190 grams.',
      'The screen of the laptop is a 15 inch display.',
      'The battery charge is 5000 mAh.',
      'The price of the phone is 300 dollars, a cheap cost.',
      'It is thin, the thickness is 7 mm.',
    ];
    const freq = frequenciesFromCounts(countWords(blocks), { prior: frequenciesFromRank(words2) });
    const raw = sifEmbedder(words2, freq).embedSync(blocks);
    const pc = fitPrincipalComponent(raw);
    // The shared direction of the fixture is axis 0.
    expect(pc[0]).toBeGreaterThan(0.9);
    const withPc = sifEmbedder(words2, freq, pc);
    const direct = withPc.embedSync(blocks);
    raw.forEach((v, i) => {
      const later = removePrincipalComponent(v, pc)!;
      for (let j = 0; j < v.length; j++) expect(direct[i][j]).toBeCloseTo(later[j], 6);
      expect(norm(direct[i])).toBeCloseTo(1, 5);
      expect(Math.abs(direct[i].reduce((s, x, j) => s + x * pc[j], 0))).toBeLessThan(1e-5);
    });
    // Weight vs battery sentences: similar before (shared direction), clearly apart after.
    expect(cosine(raw[0], raw[2])).toBeGreaterThan(cosine(direct[0], direct[2]) + 0.2);
    // Queries land on the right block after removal.
    const [q] = withPc.embedSync(['how heavy is it']);
    const best = direct.map((v, i) => ({ i, s: cosine(q, v) })).sort((a, b) => b.s - a.s)[0];
    expect(best.i).toBe(0);
    expect(withPc.principalComponent).toBe(pc);
    expect(() => sifEmbedder(words2, freq, new Float32Array(3))).toThrow();
  });
});
