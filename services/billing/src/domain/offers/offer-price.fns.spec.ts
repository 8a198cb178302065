import { describe, expect, it } from 'vitest';
import { discounted, offerPrices } from './offer-price.fns.js';

describe('offer prices', () => {
  it('applies the percent to the plan price and rounds to whole rupees', () => {
    expect(discounted(4_999, 20)).toBe(3_999);
    expect(discounted(9_999, 15)).toBe(8_499);
    expect(discounted(49_999, 10)).toBe(44_999);
  });

  it('prices only the paid plans with a listed price (not Free, not Enterprise)', () => {
    expect(offerPrices(50).map(({ planType, billingCycle }) => `${planType}_${billingCycle}`)).toEqual([
      'BASIC_MONTHLY',
      'BASIC_YEARLY',
      'PRO_MONTHLY',
      'PRO_YEARLY',
    ]);
  });
});
