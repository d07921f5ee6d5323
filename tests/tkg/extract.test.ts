import { describe, expect, it } from 'vitest';
import { canonicalName, singular } from '../../electron/engine/tkg/canonical.ts';
import { extractEntities, knownNames } from '../../electron/engine/tkg/extract-entities.ts';
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
