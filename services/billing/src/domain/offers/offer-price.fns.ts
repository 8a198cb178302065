import { catalogue, type BillingCycle, type PlanType } from '../plans/catalogue.fns.js';

export type OfferPrice = { planType: PlanType; billingCycle: BillingCycle; price: number };

/** A price after a percent discount, rounded to whole rupees (spec §9: "applied … and rounded"). */
export function discounted(price: number, percent: number): number {
  return Math.round((price * (100 - percent)) / 100);
}

/** Every paid, listed price of the catalogue with the offer's discount applied. */
export function offerPrices(percent: number): OfferPrice[] {
  return catalogue.flatMap((plan) =>
    (['MONTHLY', 'YEARLY'] as const).flatMap((cycle) => {
      const price = plan.prices[cycle];
      if (price === null || price === 0) return [];
      return [{ planType: plan.planType, billingCycle: cycle, price: discounted(price, percent) }];
    }),
  );
}
