import { sql } from 'kysely';
import type { Executor } from '@sitesage/db';
import type { AuthDatabase } from './database.js';

/** claimed: this attempt sends it; sent: it was sent before; busy: another attempt is sending it. */
export type DeliveryClaim = 'claimed' | 'sent' | 'busy';

/** The usage alerts mailed, by notice: what keeps one notice to one e-mail. */
export function createUsageAlertDeliveriesRepository(db: Executor<AuthDatabase>) {
  return {
    /**
     * Takes the notice for this attempt in one statement, so two attempts at once cannot both take
     * it. An attempt that took it before `staleBefore` and never finished (its process died while
     * sending) is taken over.
     */
    async claim(
      noticeKey: string,
      userId: string,
      { at, staleBefore }: { at: Date; staleBefore: Date },
    ): Promise<DeliveryClaim> {
      const { rows } = await sql<{ notice_key: string }>`
        insert into auth.usage_alert_deliveries as d (notice_key, user_id, claimed_at)
        values (${noticeKey}, ${userId}, ${at})
        on conflict (notice_key) do update set claimed_at = excluded.claimed_at
        where d.sent_at is null and d.claimed_at < ${staleBefore}
        returning notice_key
      `.execute(db);
      if (rows.length > 0) return 'claimed';
      const existing = await db
        .selectFrom('auth.usage_alert_deliveries')
        .select('sent_at')
        .where('notice_key', '=', noticeKey)
        .executeTakeFirst();
      // Gone between the two statements: a failed attempt let it go; the retry takes it.
      if (!existing) return 'busy';
      return existing.sent_at ? 'sent' : 'busy';
    },

    async markSent(noticeKey: string, at: Date): Promise<void> {
      await db
        .updateTable('auth.usage_alert_deliveries')
        .set({ sent_at: at })
        .where('notice_key', '=', noticeKey)
        .execute();
    },

    /** Lets go of a claim whose e-mail could not be sent, so the next attempt may send it. */
    async release(noticeKey: string, claimedAt: Date): Promise<void> {
      await db
        .deleteFrom('auth.usage_alert_deliveries')
        .where('notice_key', '=', noticeKey)
        .where('sent_at', 'is', null)
        .where('claimed_at', '=', claimedAt)
        .execute();
    },
  };
}

export type UsageAlertDeliveriesRepository = ReturnType<typeof createUsageAlertDeliveriesRepository>;
