import { describe, expect, it } from 'vitest';
import { contentTerms, foldWord } from './text-terms.fns.js';

describe('content terms', () => {
  it('drop stop words and fold plurals and verb endings so related forms meet', () => {
    expect(contentTerms('How long does shipping take?')).toEqual(['long', 'ship', 'tak']);
    expect(['returns', 'returned', 'returning'].map(foldWord)).toEqual(['return', 'return', 'return']);
    expect(['boxes', 'policies', 'shipped', 'tents'].map(foldWord)).toEqual([
      'box',
      'policy',
      'ship',
      'tent',
    ]);
  });

  it('keep accented, Cyrillic and Devanagari letters whole, and numbers with decimals', () => {
    expect(contentTerms('Größe café über 2.5 Доставка मूल्य')).toEqual([
      'größe',
      'café',
      'über',
      '2.5',
      'доставка',
      'मूल्य',
    ]);
  });

  it('index Chinese and Japanese text as overlapping character pairs', () => {
    expect(contentTerms('运费')).toEqual(['运费']);
    expect(contentTerms('免运费')).toEqual(['免运', '运费']);
  });
});
