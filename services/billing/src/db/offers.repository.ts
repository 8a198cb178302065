import { randomUUID } from 'node:crypto';
import type { Executor } from '@sitesage/db';
import type { BillingDatabase, OfferRow } from './database.js';

export type NewOffer = {
  displayText: string;
  discountPercent: number;
  userId: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  razorpayOfferId: string;
};

export type OffersRepository = ReturnType<typeof createOffersRepository>;

export function createOffersRepository(db: Executor<BillingDatabase>) {
  const current = (userId: string, at: Date) =>
    db
      .selectFrom('billing.offers')
      .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]))
      .where('starts_at', '<=', at)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]));
  return {
    /** Offers open to this owner now: their own first, then the largest discount. */
    async listCurrentOffers(
      userId: string,
      at: Date,
      page: { limit: number; offset: number },
    ): Promise<{ rows: OfferRow[]; total: number }> {
      const rows = await current(userId, at)
        .selectAll()
        .orderBy((eb) => eb('user_id', 'is', null))
        .orderBy('discount_percent', 'desc')
        .orderBy('id')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      const { total } = await current(userId, at)
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(total) };
    },

    /** Every offer, newest first (for the operator's list). */
    listAllOffers(): Promise<OfferRow[]> {
      return db
        .selectFrom('billing.offers')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },

    async createOffer(offer: NewOffer): Promise<OfferRow> {
      return db
        .insertInto('billing.offers')
        .values({
          id: randomUUID(),
          user_id: offer.userId,
          display_text: offer.displayText,
          discount_percent: offer.discountPercent,
          razorpay_offer_id: offer.razorpayOfferId,
          ...(offer.startsAt === null ? {} : { starts_at: offer.startsAt }),
          ends_at: offer.endsAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Ends an offer now (kept for the record); false when there is no such offer still open. */
    async endOffer(offerId: string, at: Date): Promise<boolean> {
      const ended = await db
        .updateTable('billing.offers')
        .set({ ends_at: at })
        .where('id', '=', offerId)
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
        .executeTakeFirst();
      return ended.numUpdatedRows > 0n;
    },
  };
}
