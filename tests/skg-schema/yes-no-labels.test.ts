// Yes/no labels of several layouts ("Dogs allowed", "Dog-friendly", "Suitable for dogs", "Dogs ok", the Italian
// "Cani") say yes or no of one subject and align into one attribute; a label said the other way round ("No dogs")
// never joins them, its yes being their no; labels of another language read through their language's label words.
import { describe, expect, it } from 'vitest';
import { alignEntries } from '../../electron/engine/skg/schema/align.ts';
import { NO_OVERRIDES } from '../../electron/engine/skg/schema/overrides.ts';
import type { EntryStats } from '../../electron/engine/skg/schema/collect.ts';
import { parseYesNoLabelWords, yesNoSubject } from '../../electron/engine/skg/schema/yes-no-labels.ts';
import { parseLabelWords } from '../../electron/engine/skg/schema/label-words.ts';

const isUnit = (w: string) => ['m', 'km', 'g'].includes(w);

function entry(label: string, entities: number[], extra: Partial<EntryStats> = {}): EntryStats {
  return {
    iri: `urn:entry:${label}`, label, specs: entities.length, entities: new Set(entities), rowEntities: new Set(entities), documents: 1, numbers: [], numeric: 0,
    units: new Map(), statedUnits: new Map(), dimensions: new Map(), booleans: 0, trues: 0, years: 0, dims: 0, values: [], ...extra,
  };
}
/** A yes/no label on these entities, the first `yes` of them saying yes. */
const yesNo = (label: string, entities: number[], yes: number) => entry(label, entities, { booleans: entities.length, trues: yes });
const text = (label: string, entities: number[], values: string[]) => entry(label, entities, { values: values.map((v) => ({ iri: `urn:value:${v}`, label: v, count: 1 })) });
const length = (label: string, entities: number[], numbers: number[]) => entry(label, entities, { numbers, numeric: numbers.length, dimensions: new Map([['length', numbers.length]]), units: new Map([['m', numbers.length]]) });

const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

describe('yes/no label subjects', () => {
  const words = parseYesNoLabelWords('allowed\tpolarity\nfriendly\tpolarity\nsuitable\tpolarity\nok\tpolarity\nno\tnegation\nfree\tnegation\n');
  const translate = new Map([['cani', 'dog']]);
  it('reads the subject and the polarity of a label', () => {
    for (const l of ['Dogs allowed', 'Dog-friendly', 'Suitable for dogs', 'Dogs ok', 'Cani', 'dogs_allowed']) expect(yesNoSubject(l, words, translate, isUnit), l).toEqual({ subject: 'dog', negated: false });
    expect(yesNoSubject('No dogs', words, translate, isUnit)).toEqual({ subject: 'dog', negated: true });
    expect(yesNoSubject('Gluten free (Y/N)', words, translate, isUnit)).toEqual({ subject: 'gluten', negated: true });
    expect(yesNoSubject('Allowed', words, translate, isUnit).subject).toBe('');
  });
});

describe('aligning yes/no labels by their subject', () => {
  // five layouts of trails (a region and a yes/no each), one layout of huts
  const layouts: EntryStats[] = [
    yesNo('Dogs allowed', range(1, 10), 4), text('Region', range(1, 10), ['Valais', 'Tyrol', 'Dolomites']),
    yesNo('Dog-friendly', range(11, 10), 5), text('Area', range(11, 10), ['Valais', 'Tyrol', 'Dolomites']),
    yesNo('Suitable for dogs', range(21, 10), 4), text('Mountain region', range(21, 10), ['Valais', 'Tyrol']),
    yesNo('No dogs', range(31, 10), 6), text('Region', range(31, 10), ['Tyrol', 'Dolomites']),
    yesNo('Cani', range(41, 4), 2), text('Regione', range(41, 4), ['Dolomites']),
    yesNo('Showers', range(51, 10), 5), yesNo('Lift', range(51, 10), 2),
  ];
  const align = (entries: EntryStats[]) => {
    const clusters = alignEntries(entries, { isUnit, meaning: null, overrides: NO_OVERRIDES });
    return (l: string) => clusters.find((c) => c.entries.some((e) => e.stats.label === l))!;
  };

  it('makes the labels of one subject one attribute, with the subject as the evidence', () => {
    const of = align(layouts);
    for (const l of ['Dog-friendly', 'Suitable for dogs', 'Cani']) expect(of(l), l).toBe(of('Dogs allowed'));
    expect(of('Dogs allowed').merges.some((m) => m.evidence.some((e) => /yes or no of "dog"/.test(e)))).toBe(true);
  });

  it('never merges a label said the other way round, nor labels of other subjects', () => {
    const of = align(layouts);
    expect(of('No dogs')).not.toBe(of('Dogs allowed'));
    expect(of('Showers')).not.toBe(of('Dogs allowed'));
    expect(of('Lift')).not.toBe(of('Dogs allowed'));
  });

  it('keeps apart two labels of one subject whose shares of yes contradict each other', () => {
    const of = align([yesNo('Dogs allowed', range(1, 10), 0), yesNo('Dog-friendly', range(11, 10), 10)]);
    expect(of('Dogs allowed')).not.toBe(of('Dog-friendly'));
  });

  it('never merges "No pets" with "Pets allowed", though "no" reads as a number elsewhere ("Trail no.")', () => {
    const of = align([yesNo('Pets allowed', range(1, 10), 5), yesNo('No pets', range(11, 10), 5)]);
    expect(of('No pets')).not.toBe(of('Pets allowed'));
  });
});

describe('label words of other languages', () => {
  it('reads a label word of another language as its English word, normalised as labels are', () => {
    const map = new Map<string, string>();
    parseLabelWords('# comment\nLunghezza\tlength\ndifficoltà\tdifficulty\nbad line\n', map);
    expect(map.get('lunghezza')).toBe('length');
    expect(map.get('difficolta')).toBe('difficulty');
    expect(map.size).toBe(2);
  });

  it('aligns an Italian export\'s number label with the English one (the shipped Italian words)', () => {
    const clusters = alignEntries([
      length('Distance', range(1, 10), [8000, 12000, 15000, 9000, 11000]), length('Ascent', range(1, 10), [600, 900, 1200, 700, 800]),
      length('Lunghezza', range(11, 4), [7400, 14700, 9000, 12000]), length('Dislivello', range(11, 4), [510, 1650, 800, 900]),
      length('Length', range(21, 10), [8500, 12500, 14000, 9500, 10500]), length('Total climb', range(21, 10), [650, 950, 1100, 750, 850]),
    ], { isUnit, meaning: null, overrides: NO_OVERRIDES });
    const of = (l: string) => clusters.find((c) => c.entries.some((e) => e.stats.label === l))!;
    expect(of('Lunghezza')).toBe(of('Length'));
    expect(of('Lunghezza')).not.toBe(of('Ascent'));
    expect(of('Dislivello')).toBe(of('Ascent'));
  });
});

describe('labels alike in meaning only, of a thing and the things it links to', () => {
  // trails 1–8 state a high point and start at huts 20–25; the huts state their height above sea level
  const huts = range(20, 6);
  const named = (e: EntryStats) => new Set(e.label === 'Start' ? huts : []);
  const entries = [
    length('High point', range(1, 8), [2400, 2600, 2800, 2500, 2300, 2700, 2450, 2550]), text('Start', range(1, 8), huts.map((h) => `Hut ${h}`)), text('Region', range(1, 8), ['Valais', 'Tyrol']),
    length('Height above sea level', huts, [2350, 2550, 2650, 2450, 2500, 2600]), text('Region', huts, ['Valais', 'Tyrol']),
  ];
  // every two words near in meaning: the labels are alike in meaning only
  const meaning = (a: string, b: string) => (a === b ? 1 : 0.7);
  it('keeps a trail\'s high point apart from a hut\'s height above sea level, however alike their values', () => {
    const clusters = alignEntries(entries, { isUnit, meaning, overrides: NO_OVERRIDES, namedEntities: (e) => named(e) });
    const of = (l: string) => clusters.find((c) => c.entries.some((e) => e.stats.label === l))!;
    expect(of('High point')).not.toBe(of('Height above sea level'));
  });
});
