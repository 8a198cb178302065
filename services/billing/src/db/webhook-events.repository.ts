import type { Executor } from '@sitesage/db';
import type { BillingDatabase } from './database.js';

export type WebhookEventsRepository = ReturnType<typeof createWebhookEventsRepository>;

export function createWebhookEventsRepository(db: Executor<BillingDatabase>) {
  return {
    /** Stores a verified delivery; false when this event id was stored before (a redelivery). */
    async insertEvent(
      event: { eventId: string; event: string; body: string; at: Date },
      tx: Executor<BillingDatabase> = db,
    ): Promise<boolean> {
      const inserted = await tx
        .insertInto('billing.webhook_events')
        .values({ event_id: event.eventId, event: event.event, body: event.body, received_at: event.at })
        .onConflict((conflict) => conflict.column('event_id').doNothing())
        .returning('event_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** The stored event for processing, locked, unless it was processed already. */
    lockUnprocessed(
      eventId: string,
      tx: Executor<BillingDatabase>,
    ): Promise<{ event: string; body: unknown } | undefined> {
      return tx
        .selectFrom('billing.webhook_events')
        .select(['event', 'body'])
        .where('event_id', '=', eventId)
        .where('processed_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
    },

    async isProcessed(eventId: string, tx: Executor<BillingDatabase> = db): Promise<boolean> {
      const row = await tx
        .selectFrom('billing.webhook_events')
        .select('processed_at')
        .where('event_id', '=', eventId)
        .executeTakeFirst();
      return row?.processed_at != null;
    },

    async markProcessed(eventId: string, at: Date, tx: Executor<BillingDatabase> = db): Promise<void> {
      await tx
        .updateTable('billing.webhook_events')
        .set({ processed_at: at })
        .where('event_id', '=', eventId)
        .execute();
    },
  };
}
