import { describe, expect, it } from 'vitest';
import { canonicalName, singular } from '../../electron/engine/tkg/canonical.ts';
import { extractEntities, finishExtraction, knownNames, prepareExtraction } from '../../electron/engine/tkg/extract-entities.ts';
import { splitSentences } from '../../electron/engine/tkg/sentences.ts';

describe('canonical names', () => {
  it('merges case, punctuation, plurals, possessives and edge stop words', () => {
    expect(canonicalName('Orion Labs')).toBe('orion lab');
    expect(canonicalName('the ORION LAB')).toBe('orion lab');
    expect(canonicalName("Orion Labs'")).toBe('orion lab');
    expect(canonicalName('Bank of America')).toBe('bank of america');
    expect(canonicalName('Café Müller')).toBe('cafe muller');
    expect(canonicalName('Galaxy Phones')).toBe(canonicalName('galaxy phone'));
    expect(canonicalName('The')).toBe('');
    expect(singular('batteries')).toBe('battery');
    expect(singular('boxes')).toBe('box');
    expect(singular('status')).toBe('status');
    expect(singular('A54s')).toBe('A54s');
  });
});

describe('sentences', () => {
  it('splits at sentence ends but not after initials or abbreviations', () => {
    const text = 'The film was directed by J. Lee Thompson. Dr. Smith wrote it. It opened in 1983!';
    expect(splitSentences(text).map((s) => text.slice(s.start, s.end))).toEqual([
      'The film was directed by J. Lee Thompson.',
      'Dr. Smith wrote it.',
      'It opened in 1983!',
    ]);
  });
});

describe('heuristic entity extraction', () => {
  it('finds title-cased names, quoted titles, the document subject and known subjects', () => {
    const text =
      'Stig Lennart Blomqvist is a Swedish rally driver. Driving an Audi Quattro for the Audi factory team, he won the title. ' +
      'His memoir "Flat Out in the Forest" appeared later. He also tested the falcon drone mk2.';
    const found = extractEntities(text, { documentTitle: 'Stig Blomqvist', known: knownNames(['Falcon Drone MK2']) });
    const by = new Map(found.map((m) => [m.canonical, m]));
    expect(by.get('stig blomqvist')?.kind).toBe('subject');
    expect(by.get('stig blomqvist')?.weight).toBe(3);
    expect(by.get('stig lennart blomqvist')?.kind).toBe('name');
    expect(by.get('audi quattro')?.name).toBe('Audi Quattro');
    expect(by.get('flat out in the forest')?.kind).toBe('title');
    expect(by.get('falcon drone mk2')?.kind).toBe('subject');
    // sentence openers that are function words are not entities
    expect(by.has('his')).toBe(false);
    expect(by.has('he')).toBe(false);
    // each mention points at its sentence
    const audi = by.get('audi quattro')!;
    expect(text.slice(audi.sentenceStart, audi.sentenceEnd)).toMatch(/^Driving an Audi Quattro/);
  });
});

describe('extraction prepared in a parse worker', () => {
  // the title found in a later sentence, a known name that is also a title-cased run (its kind raised), a known name
  // longer than a run, a quoted title, initials and connectors; expected: what extraction gave before it was split
  const text = 'Acme Labs makes the Testphone 3. Reviewers at "The Daily Phone" liked the testphone 3 more than Testphone 4.\n\nAcme Labs said the acme labs tablet ships in May. J. Lee of Bank of America agreed.';
  const known = () => knownNames(['Testphone 3', 'Acme Labs Tablet', 'Bank of America', 'the']);
  const brief = (ms: ReturnType<typeof extractEntities>) => ms.map((m) => `${m.kind} ${m.name} ${m.sentenceStart}-${m.sentenceEnd} ${m.weight.toFixed(2)}`);

  it('gives what extraction in one step gives, after the trip to the writer (structured clone)', () => {
    for (const [title, names] of [['Acme Labs', known()], ['Testphone 4', undefined]] as const) {
      const prepared = structuredClone(prepareExtraction(text, title));
      expect(finishExtraction(prepared, names)).toEqual(extractEntities(text, { documentTitle: title, known: names }));
    }
    expect(brief(extractEntities(text, { documentTitle: 'Acme Labs', known: known() }))).toEqual([
      'subject Acme Labs 0-32 3.00', 'subject Testphone 3 0-32 1.80', 'title The Daily Phone 33-108 1.20', 'name Testphone 4 33-108 1.00',
      'subject Acme Labs Tablet 110-159 1.20', 'name J. Lee of Bank of America 160-193 1.30', 'subject Bank of America 160-193 1.20',
    ]);
    expect(brief(extractEntities(text, { documentTitle: 'Testphone 4' }))).toEqual([
      'subject Testphone 4 33-108 3.00', 'name Acme Labs 0-32 1.50', 'name Testphone 3 0-32 1.50', 'title The Daily Phone 33-108 1.20',
      'name J. Lee of Bank of America 160-193 1.30',
    ]);
    expect(finishExtraction(prepareExtraction('', 'X'), known())).toEqual([]);
  });
});
