import { sql } from 'kysely';
import type { Executor } from '@sitesage/db';
import type { DeliveryStatus, IntegrationsDatabase } from './database.js';

export type DeliveryStatusesRepository = ReturnType<typeof createDeliveryStatusesRepository>;

// The order statuses move in; Meta may deliver them out of order (read before delivered).
const rank = (column: unknown) => sql<number>`case ${column}
  when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 when 'failed' then 4 else 0 end`;

export function createDeliveryStatusesRepository(db: Executor<IntegrationsDatabase>) {
  return {
    /** Records a status; one that comes after a later one (by rank) changes nothing. */
    async recordStatus(status: {
      messageId: string;
      status: DeliveryStatus;
      at: Date;
      errorCode: number | null;
    }): Promise<void> {
      await db
        .insertInto('integrations.delivery_statuses')
        .values({
          message_id: status.messageId,
          status: status.status,
          status_at: status.at,
          error_code: status.errorCode,
        })
        .onConflict((conflict) =>
          conflict
            .column('message_id')
            .doUpdateSet((eb) => ({
              status: eb.ref('excluded.status'),
              status_at: eb.ref('excluded.status_at'),
              error_code: eb.ref('excluded.error_code'),
            }))
            .where(
              () =>
                sql<boolean>`${rank(sql.ref('excluded.status'))} > ${rank(sql.ref('delivery_statuses.status'))}`,
            ),
        )
        .execute();
    },

    async findStatus(messageId: string): Promise<DeliveryStatus | undefined> {
      const row = await db
        .selectFrom('integrations.delivery_statuses')
        .select('status')
        .where('message_id', '=', messageId)
        .executeTakeFirst();
      return row?.status;
    },
  };
}
