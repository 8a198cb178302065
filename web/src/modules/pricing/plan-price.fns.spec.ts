import { describe, expect, it } from 'vitest';
import { formatRupees, priceDisplay } from './plan-price.fns';
import { PLANS } from './plans';

describe('formatRupees', () => {
  it('groups digits the Indian way with the rupee sign', () => {
    expect(formatRupees(4999)).toBe('₹4,999');
    expect(formatRupees(49999)).toBe('₹49,999');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('shows whole rupees only', () => {
    expect(formatRupees(4999.4)).toBe('₹4,999');
  });
});

describe('priceDisplay', () => {
  const basic = { kind: 'paid', monthly: 4999, yearly: 49999 } as const;

  it('shows the monthly price per month, and the yearly price per year with its saving', () => {
    expect(priceDisplay(basic, 'monthly')).toEqual({
      amount: '₹4,999',
      per: 'month',
      note: 'Billed monthly',
    });
    expect(priceDisplay(basic, 'yearly')).toEqual({
      amount: '₹49,999',
      per: 'year',
      note: 'Billed yearly',
      saving: 'Save 2 months',
    });
  });

  it('shows Free as ₹0 and Enterprise as Custom in either cycle', () => {
    for (const cycle of ['monthly', 'yearly'] as const) {
      expect(priceDisplay({ kind: 'free' }, cycle)).toEqual({ amount: '₹0', note: 'Free, no card needed' });
      expect(priceDisplay({ kind: 'custom' }, cycle)).toEqual({
        amount: 'Custom',
        note: 'Priced for your needs',
      });
    }
  });
});

describe('plans', () => {
  it('lists Free, Basic, Pro and Enterprise in order, with Pro the only one marked most popular', () => {
    expect(PLANS.map((plan) => plan.name)).toEqual(['Free', 'Basic', 'Pro', 'Enterprise']);
    expect(PLANS.filter((plan) => plan.mostPopular).map((plan) => plan.id)).toEqual(['pro']);
  });

  it('keeps the "Save 2 months" promise: a year costs about ten months', () => {
    for (const plan of PLANS) {
      if (plan.price.kind !== 'paid') continue;
      const { monthly, yearly } = plan.price;
      expect(Math.round((12 * monthly - yearly) / monthly)).toBe(2);
    }
  });
});
