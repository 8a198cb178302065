import { describe, expect, it } from 'vitest';
import { searchQueryFor } from './follow-up.fns.js';

describe('searchQueryFor', () => {
  it('searches a first question as it is', () => {
    expect(searchQueryFor('What does the Pro plan include?', [])).toBe('What does the Pro plan include?');
  });

  it('gives a follow-up the subject of the previous question', () => {
    expect(searchQueryFor('and how much does it cost?', ['What does the Pro plan include?'])).toBe(
      'What does the Pro plan include? and how much does it cost?',
    );
    expect(searchQueryFor('What about shipping times for it?', ['Tell me about the travel mug'])).toContain(
      'travel mug',
    );
  });

  it('leaves a question that names its own subject alone', () => {
    expect(
      searchQueryFor('Which payment methods does the checkout page accept?', ['What is the refund policy?']),
    ).toBe('Which payment methods does the checkout page accept?');
  });
});
