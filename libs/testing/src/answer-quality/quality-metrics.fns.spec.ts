import { describe, expect, it } from 'vitest';
import { factFound } from './quality-metrics.fns.js';

describe('a fact stated in a reply', () => {
  it('is found as whole words, case and punctuation aside', () => {
    expect(
      factFound(
        'Personal accounts cannot configure webhooks',
        'personal accounts CANNOT configure webhooks.',
      ),
    ).toBe(true);
    expect(factFound('5MB', 'The logo may be up to 5 MB.')).toBe(false);
    expect(factFound('app', 'Open the application.')).toBe(false);
  });

  it('is found with its last word in the plural, as a list names it', () => {
    expect(factFound('Approver', 'Add signers, approvers, viewers and CC recipients.')).toBe(true);
    expect(factFound('6-digit code', 'Enter one of the 6-digit codes.')).toBe(true);
    expect(factFound('Approver', 'Approval is needed.')).toBe(false);
  });

  it('is found in any one of its spellings', () => {
    expect(factFound(['6-digit code', '6 digit code'], 'Type the 6 digit code.')).toBe(true);
    expect(
      factFound(['teams only', 'Personal accounts cannot configure webhooks'], 'Only on paid plans.'),
    ).toBe(false);
  });
});
