import { describe, expect, it } from 'vitest';
import { isFollowUp, searchQueryFor } from './follow-up.fns.js';

describe('isFollowUp', () => {
  it.each([
    'and on mobile?',
    'what about the yearly plan?',
    'how much does it cost?',
    'does that work with teams too?',
    'can I change it later?',
    'the yearly one?',
    '¿y en el móvil?',
    'und auf dem Handy?',
    'whats the max size for it?',
    'how long do they stay valid?',
    'is it on the teams plan too?',
    'what does it send you anyway?',
    'which one is the default?',
  ])('"%s" cannot stand alone', (question) => {
    expect(isFollowUp(question)).toBe(true);
  });

  it.each([
    'can i pay with paypal?',
    'Is it GDPR compliant?',
    'How do I add the tracking script to my WordPress site?',
    'Which payment methods does the checkout page accept?',
    'how do i delete my account',
    '¿Cómo puedo excluir mis propias visitas?',
  ])('"%s" names its own subject', (question) => {
    expect(isFollowUp(question)).toBe(false);
  });
});

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

  it('leaves a new topic right after another alone', () => {
    expect(searchQueryFor('can i pay with paypal?', ['How do I add the script to WordPress?'])).toBe(
      'can i pay with paypal?',
    );
    expect(searchQueryFor('Is it GDPR compliant?', ['do outbound links get tracked?'])).toBe(
      'Is it GDPR compliant?',
    );
  });

  it('completes a follow-up of a follow-up with the topic that started them', () => {
    const query = searchQueryFor('and on mobile?', ['how do I sign a document?', 'does it need an account?']);
    expect(query).toContain('sign a document');
    expect(query).toContain('need an account');
    expect(query).toContain('on mobile');
  });
});
