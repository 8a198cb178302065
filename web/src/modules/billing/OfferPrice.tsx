import { formatRupees, priceDisplay } from '../pricing/plan-price.fns';
import type { BillingCycle, PlanPrice } from '../pricing/plans';
import { offerPrice } from './offer-price.fns';

type OfferPriceProps = { price: PlanPrice; cycle: BillingCycle; discountPercent: number | undefined };

/** A plan's price for the chosen cycle; with an offer, the full price struck through beside it. */
export function OfferPrice({ price, cycle, discountPercent }: OfferPriceProps) {
  const shown = priceDisplay(price, cycle);
  const full = price.kind === 'paid' ? (cycle === 'yearly' ? price.yearly : price.monthly) : undefined;
  const discounted =
    full !== undefined && discountPercent !== undefined && discountPercent > 0
      ? offerPrice(full, discountPercent)
      : undefined;
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-2xl font-extrabold tracking-tight">
          {discounted === undefined ? shown.amount : formatRupees(discounted)}
        </span>
        {discounted !== undefined && (
          <del className="text-base-content/60" aria-label={`was ${shown.amount}`}>
            {shown.amount}
          </del>
        )}
        {shown.per !== undefined && <span className="text-sm text-base-content/75">/ {shown.per}</span>}
      </p>
      {shown.saving !== undefined && (
        <span className="badge badge-sm badge-outline mt-1 font-semibold">{shown.saving}</span>
      )}
    </div>
  );
}
