import { formatRupees } from '../pricing/plan-price.fns';
import { YEARLY_SAVING } from '../pricing/plans';
import type { ApiBillingCycle, CataloguePlan } from './billing.types';
import { offerPrice } from './offer-price.fns';

type OfferPriceProps = { plan: CataloguePlan; cycle: ApiBillingCycle; discountPercent: number | undefined };

/** A plan's price for the chosen cycle; with an offer, the full price struck through beside it. */
export function OfferPrice({ plan, cycle, discountPercent }: OfferPriceProps) {
  const full = plan.prices[cycle];
  if (plan.custom_price || full === null) {
    return <p className="text-2xl font-extrabold tracking-tight">Custom</p>;
  }
  if (full === 0) return <p className="text-2xl font-extrabold tracking-tight">{formatRupees(0)}</p>;
  const discounted =
    discountPercent !== undefined && discountPercent > 0 ? offerPrice(full, discountPercent) : undefined;
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-2xl font-extrabold tracking-tight">{formatRupees(discounted ?? full)}</span>
        {discounted !== undefined && (
          <del className="text-base-content/60">
            <span className="sr-only">was </span>
            {formatRupees(full)}
          </del>
        )}
        <span className="text-sm text-base-content/75">/ {cycle === 'YEARLY' ? 'year' : 'month'}</span>
      </p>
      {cycle === 'YEARLY' && (
        <span className="badge badge-sm badge-outline mt-1 font-semibold">{YEARLY_SAVING}</span>
      )}
    </div>
  );
}
