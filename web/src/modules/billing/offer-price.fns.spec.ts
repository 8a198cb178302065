import { describe, expect, it } from 'vitest';
import { offerPrice } from './offer-price.fns';

describe('offerPrice', () => {
  it('takes the percent off and rounds to whole rupees', () => {
    expect(offerPrice(4999, 20)).toBe(3999); // 3999.2
    expect(offerPrice(9999, 15)).toBe(8499); // 8499.15
    expect(offerPrice(49999, 10)).toBe(44999); // 44999.1
    expect(offerPrice(4999, 50)).toBe(2500); // 2499.5 rounds half up
    expect(offerPrice(99999, 12.5)).toBe(87499); // 87499.125
  });

  it('leaves the price whole with no discount and never goes below zero or above the price', () => {
    expect(offerPrice(4999, 0)).toBe(4999);
    expect(offerPrice(4999, 100)).toBe(0);
    expect(offerPrice(4999, 150)).toBe(0);
    expect(offerPrice(4999, -10)).toBe(4999);
    expect(offerPrice(4999, Number.NaN)).toBe(4999);
  });
});
