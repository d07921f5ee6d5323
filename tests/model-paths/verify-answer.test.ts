// The verifier of model-written answers, on hand-written drafts (no model needed).
import { describe, expect, it } from 'vitest';
import { describeVerification, verifyAnswer } from '../../electron/engine/answer/model/verify-answer.ts';

const evidence = {
  supplied: new Set([1, 2, 3]),
  resultNames: ['Acme Nova 5', 'Borealis X1', 'Borealis X1 Mini'],
  knownNames: ['Acme Nova 4', 'Acme Nova 5', 'Acme Nova 5 Lite', 'Borealis X1', 'Borealis X1 Mini', 'Borealis Z', 'Corvid Phone 2'],
  attributeNames: ['Network', 'Battery'],
  evidenceText: [
    'Question: Which phones have 5G?',
    '- Acme Nova 5 (Network: 5G) [1]',
    '[1] phones/acme-nova-5.html: Network | 5G, LTE',
    '- Borealis X1 (Network: 5G) [2]',
    '[2] phones/borealis-x1.html: Network | 5G',
    '- Borealis X1 Mini (Network: 5G) [3]',
    '[3] phones/borealis-x1-mini.md: Network: 5G',
  ].join('\n'),
};

describe('verifier', () => {
  it('drops a fabricated citation, an item that is not a result and an unsupported sentence', () => {
    const draft = [
      'Three phones have 5G networking [1][2][3].',
      '- Acme Nova 5 [1]',
      '- Acme Nova 9 [7]',
      '- Borealis X1 [2]',
      '- Borealis X1 Mini [3]',
      'The Corvid Phone 2 also has 5G [2].',
      'Shipping is free on weekends and returns take forty days.',
    ].join('\n');
    const v = verifyAnswer(draft, evidence);
    expect(v.droppedMarkers).toEqual([7]);
    expect(v.text).not.toContain('[7]');
    expect(v.unknownItems).toContain('Acme Nova 9');
    expect(v.unknownItems).toContain('Corvid Phone 2');
    expect(v.text).not.toContain('Acme Nova 9');
    expect(v.text).not.toContain('Corvid');
    expect(v.unsupported).toEqual(['Shipping is free on weekends and returns take forty days.']);
    expect(v.text).toBe(['Three phones have 5G networking [1][2][3].', '- Acme Nova 5 [1]', '- Borealis X1 [2]', '- Borealis X1 Mini [3]'].join('\n'));
    expect(v.keptMarkers).toBe(6);
    expect(v.ok).toBe(true);
    expect(describeVerification(v)).toMatch(/dropped markers with no such evidence: \[7\].*not results: Acme Nova 9, Corvid Phone 2.*1 unsupported sentence; answer kept/);
  });

  it('keeps a marker only for supplied evidence, also inside lists and ranges', () => {
    const v = verifyAnswer('Acme Nova 5 has 5G [1, 4] and Borealis X1 too [2-3].', evidence);
    expect(v.text).toBe('Acme Nova 5 has 5G [1] and Borealis X1 too [2][3].');
    expect(v.droppedMarkers).toEqual([4]);
  });

  it('rejects a draft whose only citations are fabricated', () => {
    const v = verifyAnswer('Acme Nova 5 has 5G [9].', evidence);
    expect(v.droppedMarkers).toEqual([9]);
    expect(v.keptMarkers).toBe(0);
    expect(v.ok).toBe(false);
  });

  it('drops uncited sentences unrelated to the evidence, keeps uncited restatements of it', () => {
    const v = verifyAnswer('CJiCJiCJiCJi. Borealis X1 Mini has a 5G network. The moon is bright tonight [2].', evidence);
    expect(v.unsupported).toEqual(['CJiCJiCJiCJi.']);
    expect(v.text).toBe('Borealis X1 Mini has a 5G network. The moon is bright tonight [2].');
  });

  it('checks no item names for a textual answer (no exact result)', () => {
    const v = verifyAnswer('- Acme Nova 9 is mentioned in the guide [1]', { ...evidence, resultNames: [], evidenceText: 'the guide mentions the Acme Nova 9' });
    expect(v.unknownItems).toEqual([]);
    expect(v.text).toBe('- Acme Nova 9 is mentioned in the guide [1]');
  });

  it('keeps attribute lines of a list', () => {
    const v = verifyAnswer('- Battery: 5000 mAh for Borealis X1 [2]\n- Network: 5G [1]', evidence);
    expect(v.unknownItems).toEqual([]);
    expect(v.text.split('\n')).toHaveLength(2);
  });
});
