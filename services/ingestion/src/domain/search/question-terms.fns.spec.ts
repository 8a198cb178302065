import { describe, expect, it } from 'vitest';
import { maxQuestionTerms, questionTerms } from './question-terms.fns.js';

describe('questionTerms', () => {
  it('keeps the content words of a question and drops how it is asked', () => {
    expect(questionTerms('How much does the Pro plan cost?')).toEqual(['pro', 'plan', 'cost']);
    expect(questionTerms("What's your returns policy, please?")).toEqual(['returns', 'policy']);
  });

  it('turns quotes, minus signs and tsquery operators into plain words', () => {
    expect(questionTerms('"free shipping" -canada & (mexico | !usa) <-> tent:*')).toEqual([
      'free',
      'shipping',
      'canada',
      'mexico',
      'usa',
      'tent',
    ]);
    expect(questionTerms('tents OR stoves or OR')).toEqual(['tents', 'stoves']);
  });

  it('keeps numbers, sizes and words of other scripts, each once', () => {
    expect(questionTerms('Is the Daypack 28L under 900 g? daypack')).toEqual([
      'daypack',
      '28l',
      'under',
      '900',
      'g',
    ]);
    expect(questionTerms('Где доставка в Москву?')).toEqual(['где', 'доставка', 'в', 'москву']);
  });

  it('has no words to look up when the question is only stop words or signs', () => {
    expect(questionTerms('What is this?')).toEqual([]);
    expect(questionTerms('?!')).toEqual([]);
  });

  it('caps a pasted wall of text', () => {
    const wall = Array.from({ length: 100 }, (_, i) => `word${String(i)}`).join(' ');
    expect(questionTerms(wall)).toHaveLength(maxQuestionTerms);
  });
});
