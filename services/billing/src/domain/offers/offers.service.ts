import { AppError } from '@sitesage/errors';
import type { Clock } from '../../clock.js';
import type { OffersRepository } from '../../db/offers.repository.js';
import type { PaymentsRepository } from '../../db/payments.repository.js';
import { offerPrices, type OfferPrice } from './offer-price.fns.js';

export type OfferView = {
  id: string;
  displayText: string;
  discountValue: number;
  validUntil: Date | null;
  prices: OfferPrice[];
};

export type PaymentView = {
  paymentId: string;
  paidAt: Date;
  amount: number;
  currency: string;
  status: string;
  planType: string;
  billingCycle: string;
};

export type Page = { limit: number; offset: number };

/** Pages as the spec's lists ask them (limit 10, offset 0), bounded. */
export function checkPage({ limit, offset }: Page): Page {
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw AppError.invalid('limit', 'limit must be between 1 and 100');
  if (!Number.isInteger(offset) || offset < 0 || offset > 100_000)
    throw AppError.invalid('offset', 'offset must be between 0 and 100000');
  return { limit, offset };
}

export type AccountListsService = ReturnType<typeof createAccountListsService>;

/** What the plan page lists for the owner: the offers open to them and their past payments. */
export function createAccountListsService({
  clock,
  offers,
  payments,
}: {
  clock: Clock;
  offers: Pick<OffersRepository, 'listCurrentOffers'>;
  payments: Pick<PaymentsRepository, 'listPayments'>;
}) {
  return {
    async listOffers(userId: string, page: Page): Promise<{ offers: OfferView[]; total: number }> {
      const { rows, total } = await offers.listCurrentOffers(userId, clock(), checkPage(page));
      return {
        total,
        offers: rows.map((row) => ({
          id: row.id,
          displayText: row.display_text,
          discountValue: row.discount_percent,
          validUntil: row.ends_at,
          prices: offerPrices(row.discount_percent),
        })),
      };
    },

    async listPayments(userId: string, page: Page): Promise<{ payments: PaymentView[]; total: number }> {
      const { rows, total } = await payments.listPayments(userId, checkPage(page));
      return {
        total,
        payments: rows.map((row) => ({
          paymentId: row.razorpay_payment_id,
          paidAt: row.paid_at,
          amount: row.amount,
          currency: row.currency,
          status: row.status,
          planType: row.plan_type ?? '',
          billingCycle: row.billing_cycle ?? '',
        })),
      };
    },
  };
}
