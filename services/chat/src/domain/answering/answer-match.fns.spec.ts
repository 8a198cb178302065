import { describe, expect, it } from 'vitest';
import { answerMatch, isWeakAnswer, weakAnswerBelow } from './answer-match.fns.js';
import { composeExtractiveAnswer, defaultDeclineBelow, defaultMinOverlap } from './extractive-answer.fns.js';

describe('how well an answer matched', () => {
  it('has a weak band above each decline threshold', () => {
    expect(weakAnswerBelow.meaning).toBeGreaterThan(defaultDeclineBelow);
    expect(weakAnswerBelow.words).toBeGreaterThan(defaultMinOverlap);
  });

  it('is read on the scale the decline was judged on', () => {
    expect(answerMatch({ fit: 0.5512, overlap: 0.2 }, true)).toEqual({ by: 'meaning', fit: 0.551 });
    expect(answerMatch({ fit: 0.1, overlap: 0.4 }, false)).toEqual({ by: 'words', fit: 0.4 });
  });

  it('is weak only inside the band, and never for a reply without a match', () => {
    expect(isWeakAnswer({ by: 'meaning', fit: 0.55 })).toBe(true);
    expect(isWeakAnswer({ by: 'meaning', fit: weakAnswerBelow.meaning })).toBe(false);
    expect(isWeakAnswer({ by: 'words', fit: 0.4 })).toBe(true);
    expect(isWeakAnswer({ by: 'words', fit: 0.7 })).toBe(false);
    expect(isWeakAnswer(undefined)).toBe(false);
  });

  it('is reported by the built-in answerer with each answer it gives, and not with a decline', () => {
    const passages = [
      {
        url: 'https://shop.test/shipping',
        title: 'Shipping',
        header: 'Shipping',
        content: 'We ship to every city in India. Delivery takes 3 to 5 business days.',
        score: 1,
      },
    ];
    const strong = composeExtractiveAnswer('How long does delivery take?', passages, undefined);
    const weak = composeExtractiveAnswer('How long does delivery take for parcels?', passages, undefined);
    const none = composeExtractiveAnswer('Do you rent bicycles?', passages, undefined);
    expect(isWeakAnswer(strong.match)).toBe(false);
    expect(weak.matched && isWeakAnswer(weak.match)).toBe(true);
    expect(none.match).toBeUndefined();
  });
});
