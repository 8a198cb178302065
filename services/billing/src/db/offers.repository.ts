import type { Executor } from '@sitesage/db';
import type { BillingDatabase, OfferRow } from './database.js';

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
  };
}
