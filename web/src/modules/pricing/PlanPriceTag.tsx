import { priceDisplay } from './plan-price.fns';
import type { BillingCycle, PlanPrice } from './plans';

/** A plan's price in large type, its period, and a line on how it is billed. */
export function PlanPriceTag({ price, cycle }: { price: PlanPrice; cycle: BillingCycle }) {
  const shown = priceDisplay(price, cycle);
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-1">
        <span className="text-4xl font-extrabold tracking-tight">{shown.amount}</span>
        {shown.per === undefined ? null : (
          <span className="text-base-content/75">
            <span aria-hidden="true">/</span>
            <span className="sr-only"> per </span>
            {shown.per}
          </span>
        )}
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-base-content/75">
        {shown.note}
        {shown.saving === undefined ? null : (
          <span className="badge badge-sm badge-outline font-semibold text-base-content">{shown.saving}</span>
        )}
      </p>
    </div>
  );
}
