import { sql } from 'kysely';
import type { Executor } from '@sitesage/db';
import type { AuthDatabase } from './database.js';

/** claimed: this attempt sends it; sent: it was sent before; busy: another attempt is sending it. */
export type DeliveryClaim = 'claimed' | 'sent' | 'busy';

/**
 * The owner e-mails sent, by what they are about (a usage notice's key, a contact request's): what
 * keeps each to one e-mail. The table is named after its first use (usage alerts); the keys of the
 * kinds differ by prefix (`usage-`, `contact-`).
 */
export function createMailDeliveriesRepository(db: Executor<AuthDatabase>) {
  return {
    /**
     * Takes the e-mail for this attempt in one statement, so two attempts at once cannot both take
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

export type MailDeliveriesRepository = ReturnType<typeof createMailDeliveriesRepository>;
