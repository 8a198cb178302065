import { YEARLY_SAVING, type BillingCycle, type PlanPrice } from './plans';

// Indian digit grouping (₹1,00,000), whatever the visitor's own locale.
const RUPEES = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Whole rupees as shown on the site: '₹49,999'. */
export function formatRupees(amount: number): string {
  return `₹${RUPEES.format(amount)}`;
}

/** What a plan card shows as its price for a billing cycle. */
export type PriceDisplay = {
  amount: string;
  /** The period a fixed price pays for. */
  per?: 'month' | 'year';
  /** One short line under the price, so every card's price block has the same shape. */
  note: string;
  /** The saving over paying monthly, when there is one. */
  saving?: string;
};

export function priceDisplay(price: PlanPrice, cycle: BillingCycle): PriceDisplay {
  switch (price.kind) {
    case 'free':
      return { amount: formatRupees(0), note: 'Free, no card needed' };
    case 'custom':
      return { amount: 'Custom', note: 'Priced for your needs' };
    case 'paid':
      return cycle === 'monthly'
        ? { amount: formatRupees(price.monthly), per: 'month', note: 'Billed monthly' }
        : { amount: formatRupees(price.yearly), per: 'year', note: 'Billed yearly', saving: YEARLY_SAVING };
  }
}
