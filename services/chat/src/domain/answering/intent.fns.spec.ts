import { describe, expect, it } from 'vitest';
import { classifyMessage } from './intent.fns.js';

describe('classifyMessage', () => {
  it.each([
    ['How much does the Pro plan cost?', 'pricing'],
    ['I want to book a demo for next week', 'booking'],
    ['My password reset link does not work', 'support'],
    ['Can I buy a yearly subscription?', 'purchase'],
    ['This is unacceptable, I want a refund', 'complaint'],
    ['What is your return policy?', 'question'],
  ])('reads %j as %s', (text, intent) => {
    expect(classifyMessage(text).intent).toBe(intent);
  });

  it('flags conversations where the visitor asks for a person or is upset', () => {
    expect(classifyMessage('Can I talk to a real person please').escalate).toBe(true);
    expect(classifyMessage('Please call me back, it is urgent').escalate).toBe(true);
    expect(classifyMessage('I want a refund now').escalate).toBe(true);
  });

  it('does not flag ordinary questions', () => {
    expect(classifyMessage('Do you ship to Germany?').escalate).toBe(false);
    expect(classifyMessage('¿Cuánto cuesta el envío?')).toEqual({ intent: 'question', escalate: false });
  });
});
