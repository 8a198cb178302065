import { Icon } from '../../ui/Icon';
import type { Offer } from './billing.types';

/** The limited-time offer open to this owner (spec §2), when there is one. */
export function OfferBanner({ offer }: { offer: Offer | undefined }) {
  if (offer === undefined) return null;
  return (
    <div role="note" aria-label="Limited-time offer" className="alert alert-info alert-soft mt-6">
      <Icon name="sparkles" className="h-5 w-5 shrink-0" />
      <div className="min-w-0">
        <p className="font-semibold wrap-anywhere">{offer.display_text}</p>
        <p className="text-sm">
          {offer.discount.discount_value}% off Basic and Pro — the prices below include it.
        </p>
      </div>
    </div>
  );
}
